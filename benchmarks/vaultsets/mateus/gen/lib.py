"""Shared helpers for the mateus vault generator (standard library only, deterministic)."""
import hashlib
import json
import re
import textwrap
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

WET = timezone(timedelta(0))
WEST = timezone(timedelta(hours=1))


def _last_sunday(year, month):
    d = datetime(year, month, 31)
    while d.weekday() != 6:
        d -= timedelta(days=1)
    return d


def ldt(y, m, d, H=0, M=0, S=0):
    """Aware datetime in Europe/Lisbon (simple DST rule, good enough for 2024-2026)."""
    naive = datetime(y, m, d, H, M, S)
    start = _last_sunday(y, 3).replace(hour=1)
    end = _last_sunday(y, 10).replace(hour=2)
    tz = WEST if start <= naive < end else WET
    return naive.replace(tzinfo=tz)


def hx(*parts, n=40):
    return hashlib.sha1("|".join(str(p) for p in parts).encode("utf-8")).hexdigest()[:n]


def fake_uuid(*parts):
    h = hx(*parts)
    return f"{h[0:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def wrap(text, width=76):
    """Wrap over-long lines, keeping '> ' quote prefixes and list indents."""
    out = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
            continue
        m = re.match(r"^((?:> ?)*)(\s*(?:[-*]|\d+\.)?\s*)", line)
        quote = m.group(1)
        bullet = m.group(2)
        rest = line[len(quote):]
        sub = quote + " " * len(bullet)
        lines = textwrap.wrap(rest, width=width - len(quote), break_long_words=False,
                              break_on_hyphens=False)
        out.append(quote + lines[0])
        for l in lines[1:]:
            out.append(sub + l.lstrip())
    return "\n".join(out)


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.split("\n"))


# ---------------------------------------------------------------- e-mail

def make_email(path, h, body):
    """h: headers dict (From, To, Cc, Subject, date, msgid, in_reply_to, references, extra)
    body: ("plain", text, cte) | ("html", html, cte) | ("alt", text, tcte, html, hcte)
          | ("mixed", text, tcte, [(filename, content, cte), ...])"""
    msg = EmailMessage()
    for k in ("From", "To", "Cc", "Subject"):
        if h.get(k):
            msg[k] = h[k]
    msg["Date"] = format_datetime(h["date"])
    msg["Message-ID"] = h["msgid"]
    if h.get("in_reply_to"):
        msg["In-Reply-To"] = h["in_reply_to"]
        msg["References"] = h.get("references", h["in_reply_to"])
    for k, v in h.get("extra", []):
        msg[k] = v
    kind = body[0]
    if kind == "plain":
        _, text, cte = body
        msg.set_content(wrap(text), cte=cte)
    elif kind == "html":
        _, html, cte = body
        msg.set_content(html, subtype="html", cte=cte)
    elif kind == "alt":
        _, text, tcte, html, hcte = body
        msg.set_content(wrap(text), cte=tcte)
        msg.add_alternative(html, subtype="html", cte=hcte)
    elif kind == "mixed":
        _, text, tcte, atts = body
        msg.set_content(wrap(text), cte=tcte)
        for fname, content, cte in atts:
            msg.add_attachment(content, subtype="plain", filename=fname, cte=cte)
    else:
        raise ValueError(kind)
    for i, part in enumerate(msg.walk()):
        if part.is_multipart():
            part.set_boundary("=_alf_" + hx(path, i, n=28))
    return msg.as_bytes(policy=policy.default)


def mbox_escape(raw):
    head, sep, body = raw.partition(b"\n\n")
    body = re.sub(rb"(?m)^From ", b">From ", body)
    return head + sep + body


# ---------------------------------------------------------------- iCalendar

def ics_text(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def _fold(line):
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
    return b"".join(_fold(l) + b"\r\n" for l in lines)


VTIMEZONE_LISBON = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Lisbon",
    "X-LIC-LOCATION:Europe/Lisbon",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:WEST",
    "DTSTART:19700329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:WET",
    "DTSTART:19701025T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


# ---------------------------------------------------------------- JSON

def jdump(obj, indent=2, ensure_ascii=False):
    return (json.dumps(obj, indent=indent, ensure_ascii=ensure_ascii) + "\n").encode("utf-8")


def slack_ts(dt, seq):
    return f"{int(dt.timestamp())}.{int(hx(dt.isoformat(), seq, n=6), 16) % 1000000:06d}"
