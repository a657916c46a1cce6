"""Shared helpers for the weiling vault generator (standard library only)."""
import hashlib
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email import policy as _policy
from email.utils import format_datetime

SGT = timezone(timedelta(hours=8))
POLICY = _policy.default.clone(linesep="\n")


def sgt(y, mo, d, h=0, mi=0, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=SGT)


def boundary_for(path, idx):
    h = hashlib.sha256(("%s#%d" % (path, idx)).encode()).hexdigest()
    return "===============%s==" % h[:22]


def make_eml(path, *, frm, to, subject, date, msgid, kind="plain", body=None,
             html=None, cte="7bit", html_cte=None, attachments=(), cc=None,
             in_reply_to=None, references=None, extra=()):
    """Build one EmailMessage deterministically and return its bytes.

    kind: plain | html | alt | mixed
    attachments: list of (filename, text, subtype)  -> base64 text attachments
    """
    m = EmailMessage(policy=POLICY)
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
    if kind == "plain":
        m.set_content(body, charset="utf-8", cte=cte)
    elif kind == "html":
        m.set_content(html, subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        m.set_content(body, charset="utf-8", cte=cte)
        m.add_alternative(html, subtype="html", charset="utf-8",
                          cte=html_cte or cte)
    elif kind == "mixed":
        m.set_content(body, charset="utf-8", cte=cte)
        for fname, text, sub in attachments:
            m.add_attachment(text, subtype=sub, charset="utf-8", cte="base64",
                             filename=fname, disposition="attachment")
    else:
        raise ValueError(kind)
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(boundary_for(path, i))
            i += 1
    return m.as_bytes(policy=POLICY)


# ---------------------------------------------------------------- iCalendar

def fold(line):
    """Fold a content line at 75 octets (RFC 5545), never splitting UTF-8."""
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return line
    out, cur, cur_len, limit = [], "", 0, 75
    for ch in line:
        b = len(ch.encode("utf-8"))
        if cur_len + b > limit:
            out.append(cur)
            cur, cur_len, limit = "", 0, 74  # continuation lines start with a space
        cur += ch
        cur_len += b
    out.append(cur)
    return "\r\n ".join(out)


def ics_escape(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


VTIMEZONE_SG = [
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Singapore",
    "X-LIC-LOCATION:Asia/Singapore",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0800",
    "TZOFFSETTO:+0800",
    "TZNAME:+08",
    "DTSTART:19820101T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def calendar(name, prodid, components):
    """components: list of lists of raw (unfolded) content lines."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid,
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + name, "X-WR-TIMEZONE:Asia/Singapore"]
    lines += VTIMEZONE_SG
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold(l) for l in lines) + "\r\n").encode("utf-8")
