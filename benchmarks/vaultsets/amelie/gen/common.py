"""Shared helpers for generating Amélie Faure's vault (standard library only)."""
import os, json, uuid, random, hashlib, datetime as dt
from email.message import EmailMessage
from email import policy
from email.generator import BytesGenerator
from email.utils import format_datetime, make_msgid
import io

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
OUT = os.path.normpath(OUT)

PARIS = dt.timezone(dt.timedelta(hours=2))   # CEST
PARIS_W = dt.timezone(dt.timedelta(hours=1)) # CET
LONDON_S = dt.timezone(dt.timedelta(hours=1))

# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + f"{seed:019d}" + "=="))

def path(rel):
    p = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p

def write_text(rel, text):
    with open(path(rel), "w", encoding="utf-8", newline="\n") as f:
        f.write(text.lstrip("\n"))

def write_bytes(rel, data):
    with open(path(rel), "wb") as f:
        f.write(data)

def tz_for(d):
    """Rough Europe/Paris offset for 2025."""
    if dt.date(2025, 3, 30) <= d.date() < dt.date(2025, 10, 26):
        return PARIS
    return PARIS_W

def when(s, tz=None):
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    return d.replace(tzinfo=tz or tz_for(d))

def msg_bytes(msg):
    buf = io.BytesIO()
    BytesGenerator(buf, policy=policy.default).flatten(msg)
    return buf.getvalue()

def make_mail(frm, to, subject, date, body=None, *, cc=None, cte="quoted-printable",
              subtype="plain", html=None, html_cte="quoted-printable", msgid=None,
              in_reply_to=None, references=None, attachments=(), extra_headers=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid or make_msgid(domain="mail.example")
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if body is not None:
        m.set_content(body, subtype=subtype, charset="utf-8", cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
    else:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    for fname, text in attachments:
        m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                         filename=fname)
    return m

def write_mail(rel, msg):
    pin_boundaries(msg, rel)
    write_bytes(rel, msg_bytes(msg))

# ---------------- iCalendar helpers ----------------
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))

def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur = [], b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b" " + cb
            limit = 75
        else:
            cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n".join(out)

def ics_join(lines):
    return "\r\n".join(fold(l) for l in lines) + "\r\n"

VTZ_PARIS = """BEGIN:VTIMEZONE
TZID:Europe/Paris
X-LIC-LOCATION:Europe/Paris
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
END:VTIMEZONE""".splitlines()

VTZ_LONDON = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".splitlines()

def cal_header(name, tz="Europe/Paris"):
    return ["BEGIN:VCALENDAR", "VERSION:2.0",
            "PRODID:-//Amelie Faure//Calendrier export//FR", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", f"X-WR-CALNAME:{name}", f"X-WR-TIMEZONE:{tz}"]

def vevent(uid, summary, start, end=None, *, tz="Europe/Paris", allday=False,
           location=None, description=None, attendees=(), rrule=None, exdates=None,
           status=None, categories=None, alarm=None, organizer=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20251113T190000Z"]
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;TZID={tz if isinstance(tz, str) else tz[0]}:{start}")
        if end:
            etz = tz if isinstance(tz, str) else tz[1]
            L.append(f"DTEND;TZID={etz}:{end}")
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdates:
        L.append(f"EXDATE;TZID={tz}:{','.join(exdates)}")
    L.append(f"SUMMARY:{ics_escape(summary)}")
    if location:
        L.append(f"LOCATION:{ics_escape(location)}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT:mailto:{mail}')
    if status:
        L.append(f"STATUS:{status}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{ics_escape(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L

def vtodo(uid, summary, *, due=None, status="NEEDS-ACTION", description=None,
          priority=None, completed=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", "DTSTAMP:20251113T190000Z",
         f"SUMMARY:{ics_escape(summary)}"]
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L

# ---------------- chat helpers ----------------
def epoch(s, tz=None):
    return when(s, tz).timestamp()

def iso(s, tz=None):
    return when(s, tz).isoformat()
