"""Shared helpers for the zofia vault generator (standard library only)."""
import datetime as _dt
import hashlib
import os

UTC = _dt.timezone.utc
GMT = _dt.timezone(_dt.timedelta(0))
BST = _dt.timezone(_dt.timedelta(hours=1))
CET = _dt.timezone(_dt.timedelta(hours=1))
CEST = _dt.timezone(_dt.timedelta(hours=2))

# UK / PL summer time switch instants (UTC) for the years we use
_SUMMER = {
    2024: (_dt.datetime(2024, 3, 31, 1, tzinfo=UTC), _dt.datetime(2024, 10, 27, 1, tzinfo=UTC)),
    2025: (_dt.datetime(2025, 3, 30, 1, tzinfo=UTC), _dt.datetime(2025, 10, 26, 1, tzinfo=UTC)),
    2026: (_dt.datetime(2026, 3, 29, 1, tzinfo=UTC), _dt.datetime(2026, 10, 25, 1, tzinfo=UTC)),
}


def hid(s, n=32):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def uuid_from(s):
    h = hid(s, 32)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def uk_tz(naive):
    """Return the UK tzinfo (GMT/BST) valid for a naive local datetime."""
    start, end = _SUMMER[naive.year]
    # approximate: compare as if local == UTC+0 (good enough away from the switch hour)
    probe = naive.replace(tzinfo=UTC)
    return BST if start <= probe < end else GMT


def pl_tz(naive):
    start, end = _SUMMER[naive.year]
    probe = naive.replace(tzinfo=UTC)
    return CEST if start <= probe < end else CET


def uk(y, mo, d, h=0, mi=0, s=0):
    n = _dt.datetime(y, mo, d, h, mi, s)
    return n.replace(tzinfo=uk_tz(n))


def pl(y, mo, d, h=0, mi=0, s=0):
    n = _dt.datetime(y, mo, d, h, mi, s)
    return n.replace(tzinfo=pl_tz(n))


def write(root, rel, data):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)


# ---------------------------------------------------------------- iCalendar
def ics_escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\r\n", "\\n").replace("\n", "\\n"))


def ics_fold(line):
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return line
    parts = []
    first = True
    while raw:
        limit = 75 if first else 74
        if len(raw) <= limit:
            parts.append(raw)
            break
        cut = limit
        while cut > 0 and (raw[cut] & 0xC0) == 0x80:
            cut -= 1
        parts.append(raw[:cut])
        raw = raw[cut:]
        first = False
    return "\r\n ".join(p.decode("utf-8") for p in parts)


def ics_join(lines):
    return "".join(ics_fold(l) + "\r\n" for l in lines)


VTZ_LONDON = [
    "BEGIN:VTIMEZONE", "TZID:Europe/London", "X-LIC-LOCATION:Europe/London",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:BST",
    "DTSTART:19810329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:GMT",
    "DTSTART:19961027T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
    "END:VTIMEZONE",
]

VTZ_WARSAW = [
    "BEGIN:VTIMEZONE", "TZID:Europe/Warsaw", "X-LIC-LOCATION:Europe/Warsaw",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
    "DTSTART:19810329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
    "DTSTART:19961027T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
    "END:VTIMEZONE",
]
