"""Shared helpers for the matthias vault generator (stdlib only, deterministic)."""
import calendar
import datetime as _dt
import hashlib
import re
import textwrap
import uuid

# --- time zones (hard-coded DST switch dates, 2024-11 .. 2026) -----------------
_EU_SWITCH = [  # (start_utc, end_utc) of summer time
    (_dt.datetime(2024, 3, 31, 1, 0), _dt.datetime(2024, 10, 27, 1, 0)),
    (_dt.datetime(2025, 3, 30, 1, 0), _dt.datetime(2025, 10, 26, 1, 0)),
    (_dt.datetime(2026, 3, 29, 1, 0), _dt.datetime(2026, 10, 25, 1, 0)),
]


def _is_summer_local(naive_local, base):
    # approximate: convert with standard offset and test against the UTC window
    utc = naive_local - _dt.timedelta(hours=base)
    return any(a <= utc < b for a, b in _EU_SWITCH)


def berlin(y, mo, d, h=0, mi=0, s=0):
    naive = _dt.datetime(y, mo, d, h, mi, s)
    off = 2 if _is_summer_local(naive, 1) else 1
    return naive.replace(tzinfo=_dt.timezone(_dt.timedelta(hours=off)))


def london(y, mo, d, h=0, mi=0, s=0):
    naive = _dt.datetime(y, mo, d, h, mi, s)
    off = 1 if _is_summer_local(naive, 0) else 0
    return naive.replace(tzinfo=_dt.timezone(_dt.timedelta(hours=off)))


def epoch(aware):
    return calendar.timegm(aware.utctimetuple())


def hid(*parts, n=12):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()[:n]


def det_uuid(*parts):
    return str(uuid.UUID(hashlib.md5("|".join(str(p) for p in parts).encode()).hexdigest()))


def wrap(text, width=74):
    """Wrap long lines of a plain-text mail body; keeps quote prefixes and list indents."""
    out = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
            continue
        prefix = ""
        rest = line
        while rest.startswith("> ") or rest.startswith(">"):
            if rest.startswith("> "):
                prefix += "> "
                rest = rest[2:]
            else:
                prefix += ">"
                rest = rest[1:]
        stripped = rest.lstrip(" ")
        lead = rest[: len(rest) - len(stripped)]
        hang = lead
        mb = re.match(r"(- |\* |\d+\. )", stripped)
        if mb:
            hang = lead + " " * len(mb.group(1))
        wrapped = textwrap.wrap(stripped, width=width - len(prefix) - len(lead),
                                break_long_words=False, break_on_hyphens=False)
        for i, w in enumerate(wrapped):
            out.append(prefix + (lead if i == 0 else hang) + w)
    return "\n".join(out)
