"""Helpers for the teodora vault generator (standard library only, deterministic)."""
import hashlib
import json
import os
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

VAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
VAULT = os.path.normpath(VAULT)

EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")


def ro_tz(y, m, d):
    """Europe/Bucharest offset for a date (DST: last Sun of March .. last Sun of October)."""
    def last_sunday(year, month):
        dt = datetime(year, month, 31) if month in (3, 10) else None
        while dt.weekday() != 6:
            dt -= timedelta(days=1)
        return dt.date()
    from datetime import date
    x = date(y, m, d)
    if last_sunday(y, 3) <= x < last_sunday(y, 10):
        return EEST
    return EET


def rdt(y, mo, d, h=0, mi=0, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=ro_tz(y, mo, d))


def h8(s, n=10):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_text(rel, text):
    write_bytes(rel, text.encode("utf-8"))


# ---------------------------------------------------------------- e-mail

def make_eml(rel, *, frm, to, subject, date, body=None, cte="8bit", html=None,
             html_cte="quoted-printable", alt=False, attachments=(), cc=None,
             in_reply_to=None, references=None, extra_headers=(), msgid=None):
    """Build an e-mail.

    body only            -> text/plain with cte
    html only            -> text/html with html_cte
    body + html, alt     -> multipart/alternative
    attachments          -> multipart/mixed (text body + base64 text attachments)
    """
    msg = EmailMessage(policy=policy.default)
    msg["From"] = frm
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Subject"] = subject
    msg["Date"] = format_datetime(date)
    host = frm.split("@")[-1].rstrip(">").strip()
    msg["Message-ID"] = msgid or "<%s.%s@%s>" % (h8(rel, 12), h8(subject, 6), host)
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = references or in_reply_to
    for k, v in extra_headers:
        msg[k] = v
    msg["MIME-Version"] = "1.0"
    if body is not None and html is None:
        msg.set_content(body, charset="utf-8", cte=cte)
    elif html is not None and body is None:
        msg.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    else:
        msg.set_content(body, charset="utf-8", cte=cte)
        msg.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
    for fname, text in attachments:
        msg.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                           filename=fname, disposition="attachment")
    n = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary("==_teo_%s_%d==" % (h8(rel, 16), n))
            n += 1
    data = msg.as_bytes(policy=policy.default)
    write_bytes(rel, data)
    return msg["Message-ID"]


# ---------------------------------------------------------------- ics

def ics_fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out = []
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with one space
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Bucharest",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0300",
    "TZNAME:EEST",
    "DTSTART:19970330T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0300",
    "TZOFFSETTO:+0200",
    "TZNAME:EET",
    "DTSTART:19971026T040000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def write_ics(rel, calname, lines):
    allx = ["BEGIN:VCALENDAR", "VERSION:2.0",
            "PRODID:-//Teodora//Calendar export 1.0//RO",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + calname, "X-WR-TIMEZONE:Europe/Bucharest"]
    allx += VTIMEZONE
    allx += lines
    allx.append("END:VCALENDAR")
    text = "\r\n".join(ics_fold(l) for l in allx) + "\r\n"
    write_bytes(rel, text.encode("utf-8"))


# ---------------------------------------------------------------- google chat

def gchat_date(dt):
    """'Tuesday, March 12, 2024 at 7:02:11 PM UTC' from an aware datetime."""
    u = dt.astimezone(timezone.utc)
    h = u.hour % 12
    if h == 0:
        h = 12
    ampm = "AM" if u.hour < 12 else "PM"
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    months = ["January", "February", "March", "April", "May", "June", "July",
              "August", "September", "October", "November", "December"]
    return "%s, %s %d, %d at %d:%02d:%02d %s UTC" % (
        days[u.weekday()], months[u.month - 1], u.day, u.year, h, u.minute, u.second, ampm)


def google_json(obj):
    s = json.dumps(obj, ensure_ascii=False, indent=2)
    for ch, esc in (("=", "\\u003d"), ("<", "\\u003c"), (">", "\\u003e"),
                    ("&", "\\u0026"), ("'", "\\u0027")):
        s = s.replace(ch, esc)
    return s + "\n"
