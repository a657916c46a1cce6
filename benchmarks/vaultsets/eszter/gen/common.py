"""Shared helpers for the eszter vault generator (standard library only)."""
import datetime as _dt
import hashlib
import os
import textwrap
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

VAULT = None  # set by build.py


def out_path(rel):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p


def write_text(rel, text, newline="\n"):
    data = text.replace("\r\n", "\n")
    if newline != "\n":
        data = data.replace("\n", newline)
    with open(out_path(rel), "wb") as f:
        f.write(data.encode("utf-8"))


def write_bytes(rel, data):
    with open(out_path(rel), "wb") as f:
        f.write(data)


# ---------------------------------------------------------------- time
def _last_sunday(year, month):
    d = _dt.date(year, month, 31)
    while d.weekday() != 6:
        d -= _dt.timedelta(days=1)
    return d


def bud_offset(local):
    """UTC offset (hours) of Europe/Budapest for a naive local datetime."""
    y = local.year
    start = _dt.datetime.combine(_last_sunday(y, 3), _dt.time(2, 0))
    end = _dt.datetime.combine(_last_sunday(y, 10), _dt.time(3, 0))
    return 2 if start <= local < end else 1


def bud_dt(s):
    """'2025-03-12 19:02' -> aware datetime in Budapest local time."""
    fmt = "%Y-%m-%d %H:%M:%S" if s.count(":") == 2 else "%Y-%m-%d %H:%M"
    local = _dt.datetime.strptime(s, fmt)
    off = bud_offset(local)
    return local.replace(tzinfo=_dt.timezone(_dt.timedelta(hours=off)))


def epoch(s):
    return int(bud_dt(s).timestamp())


# ---------------------------------------------------------------- mail
def wrap(text, width=74):
    """Wrap paragraphs; keep quoted, list, table and blank lines as they are."""
    out = []
    for line in text.split("\n"):
        s = line.lstrip()
        if (len(line) <= width or s.startswith((">", "|", "-", "*", "#"))
                or line.startswith(" ")):
            out.append(line)
        else:
            out.extend(textwrap.wrap(line, width=width, break_long_words=False,
                                     break_on_hyphens=False))
    return "\n".join(out)


def quote(text):
    return "\n".join(("> " + l) if l and not l.startswith(">") else (">" + l if l else ">")
                     for l in wrap(text).split("\n"))


def boundary(rel, n=0):
    return "==b%s_%d==" % (hashlib.sha1(rel.encode()).hexdigest()[:20], n)


def new_mail(rel, frm, to, subject, date, msgid=None, cc=None, reply_to_id=None,
             references=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(bud_dt(date))
    m["Message-ID"] = msgid or "<%s@mail.posta.example>" % hashlib.sha1(rel.encode()).hexdigest()[:16]
    if reply_to_id:
        m["In-Reply-To"] = reply_to_id
        m["References"] = references or reply_to_id
    for k, v in (extra or []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    return m


def fix_boundaries(m, rel):
    n = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(boundary(rel, n))
            n += 1


def write_mail(rel, m):
    fix_boundaries(m, rel)
    write_bytes(rel, m.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- ics
VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/Budapest
X-LIC-LOCATION:Europe/Budapest
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


def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    parts = []
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            parts.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    parts.append(cur.decode("utf-8"))
    return "\r\n ".join(parts)


def ics_calendar(name, components, prodid="-//Eszter//Naptar export//HU"):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid,
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + name,
             "X-WR-TIMEZONE:Europe/Budapest"]
    lines += VTIMEZONE.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


def vevent(uid, summary, start, end=None, allday=False, location=None, desc=None,
           rrule=None, exdate=None, recurrence_id=None, attendees=None,
           organizer=None, alarm=None, stamp="20250301T080000Z", status=None,
           extra=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=Europe/Budapest:" + start)
        if end:
            L.append("DTEND;TZID=Europe/Budapest:" + end)
    if recurrence_id:
        L.append("RECURRENCE-ID;TZID=Europe/Budapest:" + recurrence_id)
    if rrule:
        L.append("RRULE:" + rrule)
    if exdate:
        L.append("EXDATE;TZID=Europe/Budapest:" + exdate)
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    if status:
        L.append("STATUS:" + status)
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail in (attendees or []):
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    L += (extra or [])
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, priority=None,
          completed=None, stamp="20250301T080000Z"):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + ics_escape(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L
