"""Shared helpers for the aroha vault generator (standard library only)."""
import datetime as dt
import hashlib
import os

GEN_DIR = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.normpath(os.path.join(GEN_DIR, "..", "vault"))


def _nz_dst_bounds(year):
    # NZDT starts last Sunday of September 02:00, ends first Sunday of April 03:00.
    d = dt.datetime(year, 9, 30)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    start = d.replace(hour=2)
    d = dt.datetime(year, 4, 1)
    while d.weekday() != 6:
        d += dt.timedelta(days=1)
    end = d.replace(hour=3)
    return start, end


def nz_offset_hours(local):
    start, end = _nz_dst_bounds(local.year)
    if local < end or local >= start:
        return 13
    return 12


def nz(y, mo, d, h=0, mi=0, s=0):
    """Aware datetime in New Zealand local time."""
    local = dt.datetime(y, mo, d, h, mi, s)
    off = nz_offset_hours(local)
    return local.replace(tzinfo=dt.timezone(dt.timedelta(hours=off)))


def epoch(aware):
    return int(aware.timestamp())


def stable_hash(text, n=16):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:n]


def boundary_for(path, extra=""):
    return "==_aroha_" + stable_hash(path + "|" + extra, 24) + "_=="


def write_bytes(relpath, data):
    full = os.path.join(VAULT, relpath)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as fh:
        fh.write(data)


def write_text(relpath, text):
    write_bytes(relpath, text.encode("utf-8"))
