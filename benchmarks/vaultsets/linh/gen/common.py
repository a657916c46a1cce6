"""Shared helpers for the linh vault generator (standard library only, deterministic)."""
import hashlib
import os
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timedelta, timezone

GEN_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(GEN_DIR)
VAULT = os.path.join(ROOT, "vault")

AEST = timezone(timedelta(hours=10))
AEDT = timezone(timedelta(hours=11))
ICT = timezone(timedelta(hours=7))


def melb(y, mo, d, h=9, mi=0, s=0):
    """Melbourne local time with the right offset for 2024-2026 (DST: 1st Sun Oct -> 1st Sun Apr)."""
    dt = datetime(y, mo, d, h, mi, s)
    # DST boundaries 2024-10-06, 2025-04-06, 2025-10-05, 2026-04-05
    dst = (datetime(2024, 10, 6, 2) <= dt < datetime(2025, 4, 6, 3)) or \
          (datetime(2025, 10, 5, 2) <= dt < datetime(2026, 4, 5, 3))
    return dt.replace(tzinfo=AEDT if dst else AEST)


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def h(s, n=16):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


# ---------------------------------------------------------------- e-mail
def make_mail(rel, *, frm, to, subject, date, msgid, body=None, cte="7bit",
              html=None, html_cte="quoted-printable", cc=None, in_reply_to=None,
              references=None, attachments=(), extra=()):
    """Build an EmailMessage with fixed boundaries and write it to vault/rel.

    body only            -> text/plain
    html only            -> text/html (HTML-only mail)
    body + html          -> multipart/alternative
    attachments          -> multipart/mixed (each attachment: (filename, text, cte))
    """
    m = EmailMessage(policy=policy.default)
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
    for k, v in extra:
        m[k] = v
    if body is not None:
        m.set_content(body, charset="utf-8", cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
    else:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    for fn, text, acte in attachments:
        m.add_attachment(text, subtype="plain", charset="utf-8", cte=acte,
                         filename=fn)
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary("==_linh_%s_%d==" % (h(rel, 20), i))
            i += 1
    data = m.as_bytes(policy=policy.default)
    write(rel, data)
    return data


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets (continuation lines start with one space)."""
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


def ics_bytes(lines):
    return b"\r\n".join(fold(l) for l in lines) + b"\r\n"


VTZ_MELB = [
    "BEGIN:VTIMEZONE",
    "TZID:Australia/Melbourne",
    "X-LIC-LOCATION:Australia/Melbourne",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+1100",
    "TZOFFSETTO:+1000",
    "TZNAME:AEST",
    "DTSTART:19700405T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+1000",
    "TZOFFSETTO:+1100",
    "TZNAME:AEDT",
    "DTSTART:19701004T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
]

VTZ_HCM = [
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Ho_Chi_Minh",
    "X-LIC-LOCATION:Asia/Ho_Chi_Minh",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0700",
    "TZOFFSETTO:+0700",
    "TZNAME:ICT",
    "DTSTART:19750613T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
]


# ---------------------------------------------------------------- Messenger mojibake
def fb_mojibake(s):
    """Facebook's export writes each UTF-8 byte as its own \\u00XX escape."""
    return s.encode("utf-8").decode("latin-1")


def fb_fix(obj):
    if isinstance(obj, str):
        return fb_mojibake(obj)
    if isinstance(obj, list):
        return [fb_fix(x) for x in obj]
    if isinstance(obj, dict):
        return {k: fb_fix(v) for k, v in obj.items()}
    return obj
