"""Helpers for the dolores vault generator (standard library only, deterministic)."""
import datetime as dt
import hashlib
import json
import re
import uuid
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

UTC = dt.timezone.utc


# ---------------------------------------------------------------- time
def denver_offset_hours(naive):
    """America/Denver offset for a naive local datetime (US rules since 2007)."""
    y = naive.year
    mar1 = dt.date(y, 3, 1)
    first_sun_mar = mar1 + dt.timedelta(days=(6 - mar1.weekday()) % 7)
    dst_start = dt.datetime.combine(first_sun_mar + dt.timedelta(days=7), dt.time(2))
    nov1 = dt.date(y, 11, 1)
    first_sun_nov = nov1 + dt.timedelta(days=(6 - nov1.weekday()) % 7)
    dst_end = dt.datetime.combine(first_sun_nov, dt.time(2))
    return -6 if dst_start <= naive < dst_end else -7


def local(y, mo, d, h=0, mi=0, s=0):
    naive = dt.datetime(y, mo, d, h, mi, s)
    return naive.replace(tzinfo=dt.timezone(dt.timedelta(hours=denver_offset_hours(naive))))


def epoch(y, mo, d, h=0, mi=0, s=0):
    return int(local(y, mo, d, h, mi, s).timestamp())


def iso_local(y, mo, d, h=0, mi=0, s=0):
    return local(y, mo, d, h, mi, s).isoformat()


# ---------------------------------------------------------------- ids
def hexid(seed, n=20):
    return hashlib.sha1(seed.encode("utf-8")).hexdigest()[:n]


def uuid_from(seed):
    return str(uuid.UUID(hashlib.md5(seed.encode("utf-8")).hexdigest()))


# ---------------------------------------------------------------- e-mail
def _boundary(path, i):
    return "=_vb_" + hashlib.sha1(("%s|%d" % (path, i)).encode()).hexdigest()[:28]


def make_eml(path, frm, to, subject, date, body=None, cte="7bit", html=None,
             html_cte="quoted-printable", cc=None, in_reply_to=None,
             references=None, attachments=(), extra_headers=(), domain=None):
    """Build an e-mail deterministically and return its bytes.

    body only  -> text/plain
    html only  -> text/html
    both       -> multipart/alternative
    attachments (filename, text, subtype) -> multipart/mixed, base64 parts
    """
    msg = EmailMessage(policy=policy.default)
    msg["From"] = frm
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Subject"] = subject
    msg["Date"] = format_datetime(date)
    dom = domain or frm.split("@")[-1].rstrip(">").strip()
    msg["Message-ID"] = "<%s@%s>" % (hexid("mid|" + path), dom)
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = references or in_reply_to
    for k, v in extra_headers:
        msg[k] = v
    msg["MIME-Version"] = "1.0"
    if body is not None and html is None:
        msg.set_content(body, cte=cte)
    elif body is None and html is not None:
        msg.set_content(html, subtype="html", cte=html_cte)
    else:
        msg.set_content(body, cte=cte)
        msg.add_alternative(html, subtype="html", cte=html_cte)
    for fname, text, subtype in attachments:
        msg.add_attachment(text, subtype=subtype, filename=fname, cte="base64")
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(_boundary(path, i))
            i += 1
    return msg.as_bytes(policy=policy.default)


def mid_for(path, domain):
    return "<%s@%s>" % (hexid("mid|" + path), domain)


def mbox_from_line(addr, date):
    d = date.astimezone(UTC)
    return "From %s %s %s %2d %s\n" % (addr, d.strftime("%a"), d.strftime("%b"), d.day,
                                        d.strftime("%H:%M:%S %Y"))


def mbox_escape(msg_bytes):
    head, sep, body = msg_bytes.partition(b"\n\n")
    body = re.sub(rb"(?m)^(>*From )", rb">\1", body)
    return head + sep + body


# ---------------------------------------------------------------- iCalendar
def ics_escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    out = []
    limit = 75
    while len(b) > limit:
        cut = limit
        while cut > 0 and (b[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(b[:cut])
        b = b[cut:]
        limit = 74
    out.append(b)
    return b"\r\n ".join(out).decode("utf-8")


VTIMEZONE_DENVER = [
    "BEGIN:VTIMEZONE",
    "TZID:America/Denver",
    "X-LIC-LOCATION:America/Denver",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0700",
    "TZOFFSETTO:-0600",
    "TZNAME:MDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0700",
    "TZNAME:MST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def ics_calendar(prodid, calname, components):
    """components: list of lists of (already escaped) content lines."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + calname, "X-WR-TIMEZONE:America/Denver"]
    lines += VTIMEZONE_DENVER
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold(l) for l in lines) + "\r\n").encode("utf-8")


# ---------------------------------------------------------------- JSON
def dump_json(obj, indent=2, ensure_ascii=True):
    return (json.dumps(obj, indent=indent, ensure_ascii=ensure_ascii) + "\n").encode("utf-8")


def fb_mojibake(s):
    """Facebook/Messenger exports store UTF-8 bytes as latin-1 code points."""
    return s.encode("utf-8").decode("latin-1")
