"""Shared helpers for the ines vault generator (standard library only, deterministic)."""
import base64
import calendar
import datetime as dt
import hashlib
import os
from email import policy
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))

FILES = {}  # rel path -> bytes


def put(rel, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if rel in FILES:
        raise SystemExit("duplicate path " + rel)
    FILES[rel] = data


def h(s, n=24):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


# ---------------------------------------------------------------- time helpers
def _last_sunday(year, month):
    last = calendar.monthrange(year, month)[1]
    d = dt.date(year, month, last)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def lisbon_offset(y, mo, d, hh=12, mi=0):
    """Return UTC offset in hours (0 or 1) for a Lisbon local time."""
    start = dt.datetime.combine(_last_sunday(y, 3), dt.time(1, 0))
    end = dt.datetime.combine(_last_sunday(y, 10), dt.time(2, 0))
    t = dt.datetime(y, mo, d, hh, mi)
    return 1 if start <= t < end else 0


def lisbon_epoch(s):
    """'2025-06-07 21:30[:ss]' Lisbon local -> epoch seconds (int)."""
    t = dt.datetime.fromisoformat(s)
    off = lisbon_offset(t.year, t.month, t.day, t.hour, t.minute)
    return calendar.timegm((t - dt.timedelta(hours=off)).timetuple())


def rfc2822(s, tz="lisbon"):
    """'2025-06-07 21:30' local -> RFC 2822 date string with numeric offset."""
    t = dt.datetime.fromisoformat(s)
    if tz == "lisbon":
        off = lisbon_offset(t.year, t.month, t.day, t.hour, t.minute) * 60
    else:
        off = int(tz)
    sign = "+" if off >= 0 else "-"
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "%s, %02d %s %04d %02d:%02d:%02d %s%02d%02d" % (
        days[t.weekday()], t.day, months[t.month - 1], t.year, t.hour, t.minute, t.second,
        sign, abs(off) // 60, abs(off) % 60)


# ---------------------------------------------------------------- e-mail helpers
def new_msg(frm, to, subject, date, msgid, cc=None, reply_to=None, in_reply_to=None,
            references=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    if reply_to:
        m["Reply-To"] = reply_to
    m["Subject"] = subject
    m["Date"] = rfc2822(date)
    m["Message-ID"] = "<%s>" % msgid
    if in_reply_to:
        m["In-Reply-To"] = "<%s>" % in_reply_to
        m["References"] = references or "<%s>" % in_reply_to
    for k, v in (extra or []):
        m[k] = v
    return m


def fix_boundaries(msg, seed):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary("=_b%d_%s" % (i, h(seed + str(i), 20)))
            i += 1


def eml_bytes(msg, seed):
    fix_boundaries(msg, seed)
    return msg.as_bytes(policy=policy.default)


# ---------------------------------------------------------------- iCalendar helpers
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    out = []
    limit = 75
    while len(b) > limit:
        cut = limit
        while (b[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(b[:cut])
        b = b[cut:]
        limit = 74
    out.append(b)
    return b"\r\n ".join(out)


def ics_doc(lines):
    return b"".join(fold(l) + b"\r\n" for l in lines)


VTZ_LISBON = """BEGIN:VTIMEZONE
TZID:Europe/Lisbon
X-LIC-LOCATION:Europe/Lisbon
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:WEST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:WET
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")

VTZ_OSLO = """BEGIN:VTIMEZONE
TZID:Europe/Oslo
X-LIC-LOCATION:Europe/Oslo
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")

DTSTAMP = "DTSTAMP:20251111T090000Z"


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")
