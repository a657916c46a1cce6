"""Shared helpers for the tereza vault generator (standard library only, deterministic)."""
import datetime as _dt
import hashlib
import os
from email.message import EmailMessage
from email import policy as _policy
from email.utils import format_datetime

VAULT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "vault")

FILES = {}  # relative path -> (bytes, epoch mtime)


def _last_sunday(year, month):
    d = _dt.date(year, month + 1, 1) - _dt.timedelta(days=1) if month < 12 else _dt.date(year, 12, 31)
    while d.weekday() != 6:
        d -= _dt.timedelta(days=1)
    return d


def prague_offset(naive):
    """UTC offset (hours) of Europe/Prague local time `naive` (simple EU rule)."""
    y = naive.year
    start = _dt.datetime.combine(_last_sunday(y, 3), _dt.time(2, 0))
    end = _dt.datetime.combine(_last_sunday(y, 10), _dt.time(3, 0))
    return 2 if start <= naive < end else 1


def prague(y, mo, d, h=12, mi=0, s=0):
    naive = _dt.datetime(y, mo, d, h, mi, s)
    tz = _dt.timezone(_dt.timedelta(hours=prague_offset(naive)))
    return naive.replace(tzinfo=tz)


def epoch(dt):
    return int(dt.timestamp())


def add(relpath, data, when):
    """Register a vault file. `when` is an aware datetime used as mtime."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    if relpath in FILES:
        raise SystemExit("duplicate path " + relpath)
    FILES[relpath] = (data, epoch(when))


def h8(s):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:16]


# ---------------------------------------------------------------- e-mail

def new_msg(frm, to, subject, date, msgid, cc=None, reply_to=None, in_reply_to=None,
            references=None, extra=None):
    m = EmailMessage(policy=_policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = msgid
    if reply_to:
        m["Reply-To"] = reply_to
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra or []):
        m[k] = v
    return m


def fix_boundaries(msg, seed):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary("=_%s_%d" % (h8(seed), i))
            i += 1


def msg_bytes(msg, seed):
    fix_boundaries(msg, seed)
    return msg.as_bytes(policy=_policy.default)


def quote(text):
    out = []
    for line in text.split("\n"):
        out.append(">" if line == "" else "> " + line)
    return "\n".join(out)


# ---------------------------------------------------------------- iCalendar

VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/Prague
X-LIC-LOCATION:Europe/Prague
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
END:VTIMEZONE"""


def ics_escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets without splitting UTF-8 sequences."""
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return line
    parts = []
    limit = 75
    while raw:
        if len(raw) <= limit:
            parts.append(raw)
            break
        cut = limit
        while cut > 0 and (raw[cut] & 0xC0) == 0x80:
            cut -= 1
        parts.append(raw[:cut])
        raw = raw[cut:]
        limit = 74
    return "\r\n ".join(p.decode("utf-8") for p in parts)


def ics_calendar(name, components, prodid="-//Tereza//Vault calendar 1.0//CS"):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + ics_escape(name), "X-WR-TIMEZONE:Europe/Prague"]
    lines += VTIMEZONE.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return "".join(fold(l) + "\r\n" for l in lines)


def dt_local(s):
    """'2025-11-20 15:00' -> ';TZID=Europe/Prague:20251120T150000'"""
    d, t = s.split(" ")
    return ";TZID=Europe/Prague:" + d.replace("-", "") + "T" + t.replace(":", "") + "00"


def d_date(s):
    return ";VALUE=DATE:" + s.replace("-", "")


def vevent(uid, summary, start, end=None, allday=False, location=None, description=None,
           rrule=None, exdates=None, attendees=None, organizer=None, alarm=None,
           recurrence_id=None, status=None, transp=None, categories=None,
           dtstamp="20251110T080000Z", sequence=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + dtstamp]
    if recurrence_id:
        L.append("RECURRENCE-ID" + dt_local(recurrence_id))
    if allday:
        L.append("DTSTART" + d_date(start))
        if end:
            L.append("DTEND" + d_date(end))
    else:
        L.append("DTSTART" + dt_local(start))
        if end:
            L.append("DTEND" + dt_local(end))
    if sequence is not None:
        L.append("SEQUENCE:%d" % sequence)
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if categories:
        L.append("CATEGORIES:" + categories)
    if rrule:
        L.append("RRULE:" + rrule)
    for ex in exdates or []:
        if allday:
            L.append("EXDATE" + d_date(ex))
        else:
            L.append("EXDATE" + dt_local(ex))
    if organizer:
        cn, mail = organizer
        L.append('ORGANIZER;CN="%s":mailto:%s' % (cn, mail))
    for cn, mail, stat in attendees or []:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=%s:mailto:%s' % (cn, stat, mail))
    if status:
        L.append("STATUS:" + status)
    if transp:
        L.append("TRANSP:" + transp)
    if alarm:
        trigger, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger,
              "DESCRIPTION:" + ics_escape(text), "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, due=None, status="NEEDS-ACTION", description=None, priority=None,
          completed=None, created="20250101T090000Z", dtstamp="20251110T080000Z"):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + dtstamp, "CREATED:" + created,
         "SUMMARY:" + ics_escape(summary)]
    if due:
        L.append("DUE" + d_date(due))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L
