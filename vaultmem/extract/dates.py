"""Dates as people and export tools write them: ISO 8601, RFC 2822 mail dates, and the common written forms
("8 May 2023", "May 8, 2023", "1:56 pm on 8 May, 2023", "2026/01/10 (Sat) 19:00"). A chat export or front
matter written by hand still dates its session. A numeric day/month order ("08/05/2023") is ambiguous: it is read
only in the order the caller gives, which a chat export settles from all of its timestamps (``numeric_order``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from email.utils import parsedate_to_datetime

MAX_CHARS = 64

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d\d)"
_YMD = re.compile(r"\b((?:19|20)\d\d)[/.-](\d{1,2})[/.-](\d{1,2})\b")
_DMY = re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b")
_MDY = re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b")
_NUMERIC = re.compile(r"\b(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)?\d\d)\b")  # a phone's chat log writes "8/5/23"
_CLOCK = re.compile(r"\b(\d{1,2})(?:[:.](\d\d)(?::(\d\d))?)?\s*(am|pm)?\b")
_RFC2822_ZONE = re.compile(r"\d\d:\d\d(?::\d\d)?\s+(?:[+-]\d{4}|gmt|ut|utc|[ecmp][sd]t)\b", re.IGNORECASE)


def numeric_order(texts: Iterable[object]) -> str:
    """How the numeric dates among ``texts`` ("05/02/2023 20:10") order day and month: "mdy" when one of them
    can only be month first (its second number above 12), else "dmy", as most of the world writes them and as a
    first number above 12 proves."""
    for text in texts:
        m = _NUMERIC.search(text) if isinstance(text, str) else None
        if m and int(m[1]) <= 12 < int(m[2]):
            return "mdy"
    return "dmy"


def parse_written(text: object, numeric: str = "") -> datetime | None:
    """The date (and time, when written) ``text`` states, or None (also for anything but a string: a front
    matter or JSON field may hold a number or a list). Without a zone the result is naive (local). A numeric
    date ("05/02/2023") is read only with ``numeric`` ("dmy" or "mdy") saying its order."""
    if not isinstance(text, str):
        return None
    raw = text.strip()
    if not 6 <= len(raw) <= MAX_CHARS:
        return None
    try:
        return datetime.fromisoformat(raw)
    except ValueError:
        pass
    if _RFC2822_ZONE.search(raw):
        try:
            return parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError):
            pass
    low = raw.lower()
    numeric_pattern = ((_NUMERIC, numeric),) if numeric in ("dmy", "mdy") else ()
    for pattern, order in ((_YMD, "ymd"), (_DMY, "dmy"), (_MDY, "mdy"), *numeric_pattern):
        m = pattern.search(low)
        if m:
            break
    else:
        return None
    parts = dict(zip(order, m.groups()))
    month = int(parts["m"]) if parts["m"].isdigit() else _MONTHS.index(parts["m"][:3]) + 1
    rest = low[:m.start()] + " " + low[m.end():]
    hour = minute = second = 0
    for c in _CLOCK.finditer(rest):
        if c.group(2) is None and c.group(4) is None:
            continue  # a bare number is no time of day
        hour, minute, second = int(c.group(1)), int(c.group(2) or 0), int(c.group(3) or 0)
        if c.group(4) == "pm" and hour < 12:
            hour += 12
        elif c.group(4) == "am" and hour == 12:
            hour = 0
        break
    try:
        year = int(parts["y"])
        return datetime(year + 2000 if year < 100 else year, month, int(parts["d"]), hour, minute, second)
    except ValueError:
        return None
