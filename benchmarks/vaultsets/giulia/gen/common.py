"""Shared helpers for the Giulia Ferraresi vault generator (standard library only)."""
import os, json, uuid, hashlib, datetime as dt
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from zoneinfo import ZoneInfo

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
ROOT = os.path.normpath(ROOT)

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
ROME = ZoneInfo("Europe/Rome")
LONDON = ZoneInfo("Europe/London")
AMS = ZoneInfo("Europe/Amsterdam")

ME = "Giulia Ferraresi <giulia@ferraresi-architettura.example>"
ME_ADDR = "giulia@ferraresi-architettura.example"


def write(rel, text, binary=False):
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if binary else "w"
    with open(path, mode, **({} if binary else {"encoding": "utf-8", "newline": ""})) as f:
        f.write(text)
    return path


def d(y, m, day, h=9, mi=0, tz=ROME):
    return dt.datetime(y, m, day, h, mi, tzinfo=tz)


def new_mail(frm, to, subject, date, msgid, cc=None, reply_to=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if reply_to:
        m["In-Reply-To"] = reply_to[0]
        m["References"] = " ".join(reply_to[1])
    return m


def save_mail(rel, msg):
    pin_boundaries(msg, rel)
    write(rel, msg.as_bytes(), binary=True)


def quote(text):
    return "\n".join(("> " + l) if l.strip() else ">" for l in text.strip("\n").split("\n"))


# ---------------- iCalendar helpers ----------------

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, first = [], b"", True
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def ics_doc(lines):
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


VTZ_ROME = """BEGIN:VTIMEZONE
TZID:Europe/Rome
X-LIC-LOCATION:Europe/Rome
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
END:VTIMEZONE""".split("\n")

VTZ_AMS = """BEGIN:VTIMEZONE
TZID:Europe/Amsterdam
X-LIC-LOCATION:Europe/Amsterdam
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


# ---------------- chat helpers ----------------

def epoch(y, m, day, h, mi, s=0, tz=ROME):
    return dt.datetime(y, m, day, h, mi, s, tzinfo=tz).timestamp()


def iso(y, m, day, h, mi, s=0, tz=ROME):
    return dt.datetime(y, m, day, h, mi, s, tzinfo=tz).isoformat()


def uid5(*parts):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "giulia:" + ":".join(map(str, parts))))
