"""Shared helpers for the bashir vault generator (standard library only)."""
import hashlib
from datetime import datetime, timedelta, timezone, date

AEST = timezone(timedelta(hours=10))
AEDT = timezone(timedelta(hours=11))


def _first_sunday(year, month):
    d = date(year, month, 1)
    while d.weekday() != 6:
        d += timedelta(days=1)
    return d


def mel(y, mo, d, h=0, mi=0, s=0):
    """Aware datetime in Melbourne local time (AEDT from 1st Sun Oct 02:00 to 1st Sun Apr 03:00)."""
    naive = datetime(y, mo, d, h, mi, s)
    start = datetime.combine(_first_sunday(y, 10), datetime.min.time()).replace(hour=2)
    end = datetime.combine(_first_sunday(y, 4), datetime.min.time()).replace(hour=3)
    dst = naive >= start or naive < end
    return naive.replace(tzinfo=AEDT if dst else AEST)


def boundary(path, n=0):
    """Deterministic MIME boundary derived from the file path."""
    h = hashlib.sha256(("%s#%d" % (path, n)).encode()).hexdigest()[:24]
    return "=_bsv_%s" % h


def ics_escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;")
            .replace(",", "\\,").replace("\n", "\\n"))


def ics_fold(line):
    """Fold a content line at 75 octets without splitting UTF-8 sequences."""
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return [line]
    out = []
    cur = b""
    limit = 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            out.append(cur.decode("utf-8"))
            cur = b" " + b
            limit = 75
        else:
            cur += b
    if cur:
        out.append(cur.decode("utf-8"))
    return out
