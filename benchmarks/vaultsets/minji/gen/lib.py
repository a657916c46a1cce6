"""Shared helpers for the minji vault generator (standard library only)."""
import hashlib
import os
import textwrap
from email.message import EmailMessage
from email import policy

VAULT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault"))


def write_text(rel, text, newline="\n", bom=False):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if newline != "\n":
        text = text.replace("\n", newline)
    data = text.encode("utf-8")
    if bom:
        data = b"\xef\xbb\xbf" + data
    with open(path, "wb") as fh:
        fh.write(data)


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(data)


def wrap(text, width=72):
    """Wrap each paragraph of plain text; keep lines starting with '>' or '-' or spaces."""
    out = []
    for para in text.split("\n"):
        if not para.strip() or para.startswith((">", " ", "-", "*", "|")) or len(para) <= width:
            out.append(para)
        else:
            out.extend(textwrap.wrap(para, width=width, break_long_words=False, break_on_hyphens=False))
    return "\n".join(out)


def quote(text):
    lines = []
    for ln in text.split("\n"):
        lines.append(">" if not ln else ("> " + ln if not ln.startswith(">") else ">" + ln))
    return "\n".join(lines)


def boundary_for(rel, n):
    h = hashlib.sha1(("%s#%d" % (rel, n)).encode("utf-8")).hexdigest()[:24]
    return "===============%s==" % h


def new_message(headers):
    msg = EmailMessage(policy=policy.default)
    for k, v in headers:
        msg[k] = v
    return msg


def finish_message(rel, msg):
    n = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(boundary_for(rel, n))
            n += 1
    write_bytes(rel, msg.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- iCalendar

VTIMEZONE_LONDON = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/London",
    "X-LIC-LOCATION:Europe/London",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:BST",
    "DTSTART:19810329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19961027T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def ics_escape(value):
    return (value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets without splitting UTF-8 characters."""
    out = []
    cur = ""
    cur_len = 0
    limit = 75
    for ch in line:
        b = len(ch.encode("utf-8"))
        if cur_len + b > limit:
            out.append(cur)
            cur = " " + ch
            cur_len = 1 + b
            limit = 75
        else:
            cur += ch
            cur_len += b
    out.append(cur)
    return "\r\n".join(out)


def ics_text(lines):
    return "".join(fold(ln) + "\r\n" for ln in lines)
