"""Helpers for the nour vault generator (standard library only)."""
import hashlib
import json
import os
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

# DST windows for America/Toronto (Montréal), enough for 2024-2025.
_DST = [
    (datetime(2024, 3, 10, 2), datetime(2024, 11, 3, 2)),
    (datetime(2025, 3, 9, 2), datetime(2025, 11, 2, 2)),
]


def local_tz(naive):
    for a, b in _DST:
        if a <= naive < b:
            return timezone(timedelta(hours=-4))
    return timezone(timedelta(hours=-5))


def dt(s):
    """'2025-03-05 14:22' -> aware datetime in Montréal local time."""
    naive = datetime.strptime(s, "%Y-%m-%d %H:%M")
    return naive.replace(tzinfo=local_tz(naive))


def epoch_ms(s):
    return int(dt(s).timestamp() * 1000)


def epoch_s(s, extra=0.0):
    return round(dt(s).timestamp() + extra, 3)


def h(s, n=16):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def write_bytes(root, rel, data):
    p = os.path.join(root, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "wb") as f:
        f.write(data)


def write_text(root, rel, text):
    write_bytes(root, rel, text.encode("utf-8"))


# ---------------------------------------------------------------- e-mail
POL = policy.default.clone(linesep="\n", max_line_length=78)


def make_email(rel, m):
    """m: dict with from,to,subject,date and one of the body layouts.

    layout:
      'plain'  : body, cte
      'html'   : html, cte                  (HTML only)
      'alt'    : body, html, cte, html_cte  (multipart/alternative)
      'mixed'  : body, cte, attachments=[(filename, text)] (base64 text attachments)
    """
    msg = EmailMessage(policy=POL)
    msg["From"] = m["from"]
    msg["To"] = m["to"]
    if m.get("cc"):
        msg["Cc"] = m["cc"]
    msg["Subject"] = m["subject"]
    msg["Date"] = format_datetime(dt(m["date"]))
    msg["Message-ID"] = m.get("msgid") or "<%s@%s>" % (h(rel, 20), m.get("domain", "mail.example"))
    if m.get("in_reply_to"):
        msg["In-Reply-To"] = m["in_reply_to"]
        msg["References"] = m.get("references", m["in_reply_to"])
    for k, v in m.get("headers", []):
        msg[k] = v
    layout = m["layout"]
    cte = m.get("cte", "8bit")
    if layout == "plain":
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte=cte)
    elif layout == "html":
        msg.set_content(m["html"], subtype="html", charset="utf-8", cte=cte)
    elif layout == "alt":
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte=cte)
        msg.add_alternative(m["html"], subtype="html", charset="utf-8", cte=m.get("html_cte", cte))
        msg.set_boundary("=_alt_" + h(rel, 24))
    elif layout == "mixed":
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte=cte)
        for fname, text in m["attachments"]:
            msg.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain",
                               filename=fname, cte="base64")
        msg.set_boundary("=_mix_" + h(rel, 24))
    else:
        raise ValueError(layout)
    if msg.is_multipart():
        for part in msg.iter_parts():
            del part["MIME-Version"]
    if "MIME-Version" not in msg:
        msg["MIME-Version"] = "1.0"
    return msg.as_bytes(policy=POL)


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
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    if cur:
        out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def ics_bytes(lines):
    out = []
    for ln in lines:
        out.extend(fold(ln))
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:America/Toronto",
    "X-LIC-LOCATION:America/Toronto",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


# ---------------------------------------------------------------- Instagram
def mojibake(obj):
    """Meta's export bug: UTF-8 bytes written as Latin-1 code points."""
    if isinstance(obj, str):
        return obj.encode("utf-8").decode("latin-1")
    if isinstance(obj, list):
        return [mojibake(x) for x in obj]
    if isinstance(obj, dict):
        return {k: mojibake(v) for k, v in obj.items()}
    return obj


def json_bytes(obj, **kw):
    return json.dumps(obj, **kw).encode("utf-8")
