"""Shared helpers for the elif vault generator (standard library only)."""
import datetime as dt
import email.policy
import hashlib
from email.message import EmailMessage
from email.utils import format_datetime

POLICY = email.policy.default  # linesep "\n"

UK_W = dt.timezone(dt.timedelta(hours=0))   # GMT
UK_S = dt.timezone(dt.timedelta(hours=1))   # BST
TR = dt.timezone(dt.timedelta(hours=3))     # Turkey


def when(s, tz=None):
    """'2024-03-21 09:30' -> aware datetime. UK summer time guessed from month."""
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    if tz is None:
        # good enough for the dates used here
        bst = (d.month > 3 and d.month < 10) or (d.month == 3 and d.day >= 31) or (d.month == 10 and d.day < 27)
        tz = UK_S if bst else UK_W
    return d.replace(tzinfo=tz)


def _boundary(path, i):
    return "=_b" + hashlib.sha1(("%s#%d" % (path, i)).encode()).hexdigest()[:28]


def _ascii_ok(text, cte):
    if cte == "7bit":
        text.encode("ascii")  # raises if not ascii


def build_mail(path, m):
    """m: dict with keys from,to,subject,date,msgid, optional cc,in_reply_to,
    references, headers(list), kind(plain|html|alt|mixed), cte, body, html,
    html_cte, attachments [(filename, text, cte)]."""
    msg = EmailMessage()
    msg["From"] = m["from"]
    msg["To"] = m["to"]
    if m.get("cc"):
        msg["Cc"] = m["cc"]
    msg["Subject"] = m["subject"]
    msg["Date"] = format_datetime(m["date"])
    msg["Message-ID"] = m["msgid"]
    if m.get("in_reply_to"):
        msg["In-Reply-To"] = m["in_reply_to"]
        msg["References"] = m.get("references", m["in_reply_to"])
    for k, v in m.get("headers", []):
        msg[k] = v
    kind = m.get("kind", "plain")
    cte = m.get("cte", "8bit")
    if kind == "plain":
        _ascii_ok(m["body"], cte)
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte=cte)
    elif kind == "html":
        _ascii_ok(m["html"], cte)
        msg.set_content(m["html"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        _ascii_ok(m["body"], cte)
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte=cte)
        hc = m.get("html_cte", cte)
        _ascii_ok(m["html"], hc)
        msg.add_alternative(m["html"], subtype="html", charset="utf-8", cte=hc)
    elif kind == "mixed":
        _ascii_ok(m["body"], cte)
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte=cte)
        for fn, text, acte in m["attachments"]:
            msg.add_attachment(text, subtype="plain", charset="utf-8", cte=acte,
                               disposition="attachment", filename=fn)
    else:
        raise ValueError(kind)
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(_boundary(path, i))
            i += 1
    data = msg.as_bytes(policy=POLICY)
    if not data.endswith(b"\n"):
        data += b"\n"
    return data


def quote(text):
    out = []
    for line in text.rstrip("\n").split("\n"):
        out.append(">" if line == "" else "> " + line)
    return "\n".join(out) + "\n"


def mbox_from_line(addr, d):
    return "From %s %s %2d %s\n" % (addr, d.strftime("%a %b"), d.day, d.strftime("%H:%M:%S %Y"))


def mbox_escape(raw):
    head, sep, body = raw.partition(b"\n\n")
    lines = body.split(b"\n")
    lines = [(b">" + l) if l.startswith(b"From ") else l for l in lines]
    return head + sep + b"\n".join(lines)


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def ics_fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line + "\r\n"
    chunks, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            chunks.append(cur)
            cur, limit = b"", 74
        cur += cb
    chunks.append(cur)
    return "\r\n ".join(c.decode("utf-8") for c in chunks) + "\r\n"


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


def ics_calendar(prodid, name, components):
    """components: list of lists of raw content lines (already escaped)."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid,
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + ics_escape(name),
             "X-WR-TIMEZONE:Europe/London"]
    lines += VTIMEZONE_LONDON
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return "".join(ics_fold(l) for l in lines).encode("utf-8")
