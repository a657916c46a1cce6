"""Helpers for the callum vault generator (standard library only, deterministic)."""
import datetime as _dt
import email.policy
import hashlib
import re
import textwrap
from email.message import EmailMessage
from email.utils import format_datetime

POL = email.policy.default  # linesep "\n"


def hx(s, n=16):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def msgid(path, domain):
    return "<%s.%s@%s>" % (hx(path, 12), hx("x" + path, 6), domain)


def wrap_text(text, width=72):
    """Wrap long prose lines; leave quoted ('>') and short lines alone."""
    out = []
    for line in text.split("\n"):
        if len(line) > 76 and not line.startswith(">"):
            ind = re.match(r"^(\s*(?:[-*] |\d+\. )?)", line).group(1)
            out.append(textwrap.fill(line, width, subsequent_indent=" " * len(ind)))
        else:
            out.append(line)
    return "\n".join(out)


def _domain(addr):
    return addr.split("@")[-1].strip(">").strip()


def make_eml(spec, ids):
    """spec: dict with path, from, to, subject, date 'YYYY-mm-dd HH:MM +zzzz', kind, ..."""
    m = EmailMessage()
    m["From"] = spec["from"]
    m["To"] = spec["to"]
    if spec.get("cc"):
        m["Cc"] = spec["cc"]
    m["Subject"] = spec["subject"]
    d = _dt.datetime.strptime(spec["date"], "%Y-%m-%d %H:%M %z")
    m["Date"] = format_datetime(d)
    mid = msgid(spec["path"], _domain(spec["from"]))
    ids[spec["path"]] = mid
    m["Message-ID"] = mid
    if spec.get("reply_to"):
        ref = ids.get(spec["reply_to"]) or msgid(spec["reply_to"], spec.get("reply_domain", "mail.example"))
        m["In-Reply-To"] = ref
        m["References"] = ref
    for k, v in spec.get("headers", []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    kind = spec["kind"]
    cte = spec.get("cte", "7bit")
    if kind == "plain":
        m.set_content(wrap_text(spec["text"]), subtype="plain", charset="utf-8", cte=cte)
    elif kind == "html":
        m.set_content(spec["html"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        m.set_content(wrap_text(spec["text"]), subtype="plain", charset="utf-8", cte=cte)
        m.add_alternative(spec["html"], subtype="html", charset="utf-8", cte=spec.get("html_cte", cte))
    elif kind == "mixed":
        m.set_content(wrap_text(spec["text"]), subtype="plain", charset="utf-8", cte=cte)
        for fn, sub, txt in spec["attachments"]:
            m.add_attachment(txt, subtype=sub, charset="utf-8", cte="base64", filename=fn)
    else:
        raise ValueError(kind)
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary("=_%s_%d" % (hx(spec["path"] + "#%d" % i, 24), i))
            i += 1
    return m.as_bytes(policy=POL)


_FROM_RE = re.compile(rb"^(>*From )")


def make_mbox(items):
    """items: list of (envelope_sender, datetime, eml_bytes)."""
    out = []
    for sender, d, raw in items:
        head, _, body = raw.partition(b"\n\n")
        body_lines = [(b">" + ln if _FROM_RE.match(ln) else ln) for ln in body.split(b"\n")]
        env = "From %s %s %2d %s\n" % (sender, d.strftime("%a %b"), d.day, d.strftime("%H:%M:%S %Y"))
        msg = head + b"\n\n" + b"\n".join(body_lines)
        if not msg.endswith(b"\n"):
            msg += b"\n"
        out.append(env.encode("ascii") + msg + b"\n")
    return b"".join(out)


# ---------------------------------------------------------------- iCalendar

def ics_text(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def _fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [b]
    chunks = []
    limit = 75
    while b:
        if len(b) <= limit:
            chunks.append(b)
            break
        cut = limit
        while cut > 0 and (b[cut] & 0xC0) == 0x80:
            cut -= 1
        chunks.append(b[:cut])
        b = b[cut:]
        limit = 74
    return [chunks[0]] + [b" " + c for c in chunks[1:]]


def ics_bytes(lines):
    out = []
    for ln in lines:
        out.extend(_fold(ln))
    return b"\r\n".join(out) + b"\r\n"


VTZ_LONDON = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19810329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19961027T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")

VTZ_OSLO = """BEGIN:VTIMEZONE
TZID:Europe/Oslo
X-LIC-LOCATION:Europe/Oslo
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19810329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19961027T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")
