"""Shared helpers for the chidi vault generator (standard library only)."""
import datetime as _dt
import hashlib
import os

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault"))


def write(rel, data):
    """Write bytes or text (utf-8) to vault/rel, creating folders."""
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)


def h(s, n=12):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def _last_sunday(year, month):
    d = _dt.date(year, month, 31)
    while d.weekday() != 6:
        d -= _dt.timedelta(days=1)
    return d


def london(y, mo, d, hh=0, mm=0, ss=0):
    """Aware datetime in Europe/London (BST/GMT computed by hand)."""
    naive = _dt.datetime(y, mo, d, hh, mm, ss)
    start = _dt.datetime.combine(_last_sunday(y, 3), _dt.time(1, 0))
    end = _dt.datetime.combine(_last_sunday(y, 10), _dt.time(1, 0))
    off = 1 if start <= naive < end else 0
    return naive.replace(tzinfo=_dt.timezone(_dt.timedelta(hours=off)))


def tz(hours):
    return _dt.timezone(_dt.timedelta(hours=hours))
