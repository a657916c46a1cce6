"""Shared helpers for the soraya vault generator (stdlib only, deterministic)."""
import hashlib
import os
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
import datetime as dt

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault"))


def write_bytes(rel, data):
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(data)


def write_text(rel, text):
    write_bytes(rel, text.encode("utf-8"))


def tz(hours, minutes=0):
    return dt.timezone(dt.timedelta(hours=hours, minutes=minutes))


PST = tz(-8)
PDT = tz(-7)
IRST = tz(3, 30)
EST = tz(-5)


def mail_date(y, mo, d, h, mi, zone):
    return format_datetime(dt.datetime(y, mo, d, h, mi, 0, tzinfo=zone))


def new_msg(frm, to, subject, date, msgid, cc=None, in_reply_to=None, references=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = date
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra or []):
        m[k] = v
    return m


def finish_msg(rel, m):
    """Give every multipart part a fixed boundary derived from the path, then write."""
    i = 0
    for part in m.walk():
        if part.is_multipart():
            h = hashlib.sha1(("%s#%d" % (rel, i)).encode()).hexdigest()[:26]
            part.set_boundary("=_sk_" + h)
            i += 1
    write_bytes(rel, m.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- iCalendar

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets (RFC 5545), never splitting a UTF-8 char."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            out.append(cur)
            cur = ch
            limit = 74  # continuation lines start with one space
        else:
            cur += ch
    if cur:
        out.append(cur)
    return [out[0]] + [" " + x for x in out[1:]]


def ics_join(lines):
    folded = []
    for ln in lines:
        folded.extend(fold(ln))
    return ("\r\n".join(folded) + "\r\n").encode("utf-8")


VTZ_VANCOUVER = [
    "BEGIN:VTIMEZONE", "TZID:America/Vancouver",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0800", "TZOFFSETTO:-0700", "TZNAME:PDT",
    "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:-0700", "TZOFFSETTO:-0800", "TZNAME:PST",
    "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
    "END:VTIMEZONE",
]

VTZ_TORONTO = [
    "BEGIN:VTIMEZONE", "TZID:America/Toronto",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT",
    "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST",
    "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
    "END:VTIMEZONE",
]
