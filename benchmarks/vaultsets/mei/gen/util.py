"""Shared helpers for the `mei` vault generator (standard library only)."""
import hashlib
from email.message import EmailMessage
from email import policy


def h(s, n=24):
    return hashlib.sha1(s.encode("utf-8")).hexdigest()[:n]


# ---------------------------------------------------------------- e-mail

def new_msg(path, frm, to, subject, date, cc=None, reply_to=None,
            in_reply_to=None, references=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = date
    m["Message-ID"] = "<%s@%s>" % (h(path, 16), (frm.split("@")[-1].rstrip(">") or "mail.example"))
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    if reply_to:
        m["Reply-To"] = reply_to
    for k, v in (extra or []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    return m


def msgid(path, domain):
    return "<%s@%s>" % (h(path, 16), domain)


def fix_boundaries(msg, path):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary("=_b%d_%s" % (i, h(path + str(i), 20)))
            i += 1
    return msg


def to_bytes(msg, path):
    fix_boundaries(msg, path)
    return msg.as_bytes(policy=policy.default)


# ---------------------------------------------------------------- iCalendar

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets (RFC 5545), never splitting UTF-8."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b" ", 75
        cur += cb
    out.append(cur.decode("utf-8"))
    return out


def ics_doc(lines):
    """lines: list of unfolded content lines -> CRLF bytes, folded."""
    out = []
    for ln in lines:
        out.extend(fold(ln))
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


VTZ_SG = [
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Singapore",
    "X-LIC-LOCATION:Asia/Singapore",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0730",
    "TZOFFSETTO:+0800",
    "TZNAME:+08",
    "DTSTART:19820101T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
]
