"""Shared helpers for the thandiwe vault generator (stdlib only)."""
import datetime as _dt
import hashlib

SAST = _dt.timezone(_dt.timedelta(hours=2), "SAST")


def dt(s):
    """'2025-10-21 19:42' (local Durban time) -> aware datetime."""
    if len(s) == 10:
        s += " 09:00"
    return _dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=SAST)


def epoch(s):
    return int(dt(s).timestamp())


def epoch_ms(s, extra_ms=0):
    return epoch(s) * 1000 + extra_ms


def h(text, n=16):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:n]


def dedent(s):
    import textwrap
    s = textwrap.dedent(s)
    if s.startswith("\n"):
        s = s[1:]
    return s
