"""Shared helpers for generating Devon Okafor's vault (standard library only)."""
import os, json, random, uuid, hashlib
from datetime import datetime
from zoneinfo import ZoneInfo
from email.message import EmailMessage
from email.policy import default as POLICY
import email.utils

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
OUT = os.path.normpath(OUT)
TZ = ZoneInfo("America/Toronto")

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

def dt(y, mo, d, h=9, mi=0):
    return datetime(y, mo, d, h, mi, tzinfo=TZ)

def msg(frm, to, when, subject, msgid, cc=None, reply_to=None, in_reply_to=None,
        references=None, headers=None):
    m = EmailMessage(policy=POLICY)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = email.utils.format_datetime(when)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    if reply_to:
        m["Reply-To"] = reply_to
    for k, v in (headers or {}).items():
        m[k] = v
    return m

def save_eml(rel, m):
    pin_boundaries(m, rel)
    write_bytes(rel, m.as_bytes(policy=POLICY))

# ---------- iCalendar (hand written, CRLF, folded at 75 octets) ----------
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))

def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
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

VTIMEZONE_TORONTO = """BEGIN:VTIMEZONE
TZID:America/Toronto
X-LIC-LOCATION:America/Toronto
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""

def write_ics(rel, calname, components):
    """components: list of lists of raw property lines (already 'NAME;PARAMS:value')."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Devon Okafor//calendar export 2025//EN", "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", f"X-WR-CALNAME:{calname}", "X-WR-TIMEZONE:America/Toronto"]
    lines += VTIMEZONE_TORONTO.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    text = "\r\n".join(fold(l) for l in lines) + "\r\n"
    write_bytes(rel, text.encode("utf-8"))

def vevent(uid, start, end, summary, location=None, description=None, attendees=(),
           rrule=None, exdates=None, allday=False, organizer=None, categories=None,
           alarm=None, stamp="20251121T150000Z", extra=()):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{stamp}"]
    if allday:
        L += [f"DTSTART;VALUE=DATE:{start}", f"DTEND;VALUE=DATE:{end}"]
    else:
        L += [f"DTSTART;TZID=America/Toronto:{start}", f"DTEND;TZID=America/Toronto:{end}"]
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdates:
        L.append(f"EXDATE;TZID=America/Toronto:{','.join(exdates)}")
    L.append(f"SUMMARY:{ics_escape(summary)}")
    if location:
        L.append(f"LOCATION:{ics_escape(location)}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if organizer:
        cn, mail = organizer
        L.append(f"ORGANIZER;CN={cn}:mailto:{mail}")
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}')
    if categories:
        L.append(f"CATEGORIES:{categories}")
    L += list(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{ics_escape(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L

def vtodo(uid, summary, due=None, status="NEEDS-ACTION", description=None, priority=None,
          created="20251101T120000Z", completed=None, categories=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", "DTSTAMP:20251121T150000Z", f"CREATED:{created}",
         f"SUMMARY:{ics_escape(summary)}"]
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    L.append("END:VTODO")
    return L

# ---------- chat helpers ----------
_rng = random.Random(4242)
def uid4():
    return str(uuid.UUID(int=_rng.getrandbits(128), version=4))

def epoch(y, mo, d, h, mi, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=TZ).timestamp() + _rng.random()

def iso(y, mo, d, h, mi, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=TZ).isoformat()
