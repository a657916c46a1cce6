"""Shared helpers for the jorge vault generator (standard library only)."""
import hashlib
import os
import datetime as _dt
from email.message import EmailMessage
from email import policy as _policy
from email.utils import format_datetime

CST = _dt.timezone(_dt.timedelta(hours=-6), "CST")
CDT = _dt.timezone(_dt.timedelta(hours=-5), "CDT")
UTC = _dt.timezone.utc


def central(y, mo, d, h=0, mi=0, s=0):
    """Local San Antonio time; DST 2nd Sun March .. 1st Sun Nov (good enough for 2025-2026)."""
    naive = _dt.datetime(y, mo, d, h, mi, s)
    dst = {2025: (_dt.datetime(2025, 3, 9, 2), _dt.datetime(2025, 11, 2, 2)),
           2026: (_dt.datetime(2026, 3, 8, 2), _dt.datetime(2026, 11, 1, 2))}[y]
    tz = CDT if dst[0] <= naive < dst[1] else CST
    return naive.replace(tzinfo=tz)


def hid(*parts, n=12):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()[:n]


def write_bytes(root, rel, data):
    full = os.path.join(root, rel)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data)


def write_text(root, rel, text):
    write_bytes(root, rel, text.encode("utf-8"))


# ---------------------------------------------------------------- e-mail
def new_mail(frm, to, subject, date, msgid, cc=None, in_reply_to=None,
             references=None, extra=None):
    m = EmailMessage(policy=_policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra or []):
        m[k] = v
    return m


def finish_mail(m, rel):
    """Give every multipart an explicit, path-derived boundary; return bytes."""
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary("==_vca_%s_%d==" % (hid("boundary", rel, n=16), i))
            i += 1
    return m.as_bytes(policy=_policy.default)


# ---------------------------------------------------------------- iCalendar
def fold_line(line):
    """RFC 5545 folding at 75 octets, never splitting a UTF-8 character."""
    out, cur, size = [], "", 0
    limit = 75
    for ch in line:
        b = len(ch.encode("utf-8"))
        if size + b > limit:
            out.append(cur)
            cur, size = " " + ch, 1 + b
            limit = 75
        else:
            cur += ch
            size += b
    out.append(cur)
    return "\r\n".join(out)


def ics_escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;")
            .replace(",", "\\,").replace("\n", "\\n"))


VTIMEZONE = """BEGIN:VTIMEZONE
TZID:America/Chicago
X-LIC-LOCATION:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE""".split("\n")


def ics_calendar(name, prodid, components):
    """components: list of lists of raw (unfolded, already-escaped) lines."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid,
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + name, "X-WR-TIMEZONE:America/Chicago"]
    lines += VTIMEZONE
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold_line(l) for l in lines) + "\r\n").encode("utf-8")


# ---------------------------------------------------------------- Google Chat
def takeout_date(dt_utc):
    h = dt_utc.hour % 12 or 12
    ampm = "AM" if dt_utc.hour < 12 else "PM"
    return "%s, %s %d, %d at %d:%02d:%02d %s UTC" % (
        dt_utc.strftime("%A"), dt_utc.strftime("%B"), dt_utc.day, dt_utc.year,
        h, dt_utc.minute, dt_utc.second, ampm)
