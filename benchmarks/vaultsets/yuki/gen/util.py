"""Small stdlib-only helpers shared by the generator modules."""
import hashlib
import os
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timedelta, timezone

VAN_PDT = timezone(timedelta(hours=-7))
VAN_PST = timezone(timedelta(hours=-8))
JST = timezone(timedelta(hours=9))


def van(y, mo, d, h=9, mi=0):
    """Vancouver local time with the right DST offset for 2024/2025."""
    dt = datetime(y, mo, d, h, mi)
    # DST 2024: Mar 10 - Nov 3; 2025: Mar 9 - Nov 2
    if y == 2024:
        dst = datetime(2024, 3, 10, 2) <= dt < datetime(2024, 11, 3, 2)
    else:
        dst = datetime(2025, 3, 9, 2) <= dt < datetime(2025, 11, 2, 2)
    return dt.replace(tzinfo=VAN_PDT if dst else VAN_PST)


def jst(y, mo, d, h=9, mi=0):
    return datetime(y, mo, d, h, mi, tzinfo=JST)


def write_bytes(root, rel, data):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_text(root, rel, text, newline="\n"):
    if newline != "\n":
        text = text.replace("\n", newline)
    write_bytes(root, rel, text.encode("utf-8"))


def boundary_for(rel, n=0):
    h = hashlib.sha1(("%s#%d" % (rel, n)).encode()).hexdigest()[:24]
    return "===============%s==" % h


def new_msg(frm, to, subject, date, msgid, cc=None, in_reply_to=None,
            references=None, extra=None):
    m = EmailMessage()
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


def finish_msg(m, rel):
    """Fix every multipart boundary from the path, return bytes."""
    n = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(boundary_for(rel, n))
            n += 1
    return m.as_bytes(policy=policy.default)


# ---------------------------------------------------------------- iCalendar

def ics_fold(line):
    """Fold a content line at 75 octets without splitting UTF-8 chars."""
    out = []
    cur = b""
    limit = 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            out.append(cur)
            cur = b" " + b
            limit = 75
        else:
            cur += b
    out.append(cur)
    return b"\r\n".join(out)


def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def ics_bytes(lines):
    return b"".join(ics_fold(l) + b"\r\n" for l in lines)


VTZ_VANCOUVER = [
    "BEGIN:VTIMEZONE",
    "TZID:America/Vancouver",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0800",
    "TZOFFSETTO:-0700",
    "TZNAME:PDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0700",
    "TZOFFSETTO:-0800",
    "TZNAME:PST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]

VTZ_TOKYO = [
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Tokyo",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0900",
    "TZOFFSETTO:+0900",
    "TZNAME:JST",
    "DTSTART:19700101T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
]
