"""Helpers for the annika vault generator (stdlib only, deterministic)."""
import hashlib
import json
import os
from email.message import EmailMessage
from email import policy

VAULT = None  # set by build.py


def _full(rel):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p


def write_text(rel, text):
    with open(_full(rel), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def write_bytes(rel, data):
    with open(_full(rel), "wb") as f:
        f.write(data)


def boundary(rel, n=0):
    h = hashlib.sha1(f"{rel}#{n}".encode()).hexdigest()
    return f"----=_Part_{n}_{h[:20]}"


def msgid(rel, domain):
    h = hashlib.sha1(rel.encode()).hexdigest()[:16]
    return f"<{h}@{domain}>"


def eml(rel, headers, text=None, text_cte="7bit", html=None, html_cte="quoted-printable",
        attachments=(), raw_out=False):
    """Build an EmailMessage.

    text only           -> single text/plain part
    html only           -> single text/html part
    text + html         -> multipart/alternative
    attachments         -> multipart/mixed (attachments are (filename, str, cte))
    """
    m = EmailMessage(policy=policy.default)
    for k, v in headers:
        m[k] = v
    if text is not None:
        m.set_content(text, subtype="plain", charset="utf-8", cte=text_cte)
        if html is not None:
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
    elif html is not None:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    for fname, content, cte in attachments:
        m.add_attachment(content, subtype="plain", charset="utf-8", cte=cte,
                         filename=fname, disposition="attachment")
    # sub-parts must not carry their own MIME-Version header
    for part in m.walk():
        if part is not m and "MIME-Version" in part:
            del part["MIME-Version"]
    # deterministic boundaries on every multipart level
    n = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(boundary(rel, n))
            n += 1
    data = m.as_bytes(policy=policy.default)
    if raw_out:
        return data
    write_bytes(rel, data)
    return data


# ---------------------------------------------------------------- iCalendar

def fold(line):
    """Fold a content line at 75 octets (RFC 5545), never splitting UTF-8 chars."""
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
    return [out[0]] + [" " + s for s in out[1:]]


def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


VTZ = {
    "Europe/London": [
        "BEGIN:VTIMEZONE", "TZID:Europe/London",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:BST",
        "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:GMT",
        "DTSTART:19701025T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE"],
    "Europe/Berlin": [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
        "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
        "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE"],
}


def ics(rel, calname, tzids, components):
    """components: list of (kind, [lines]) where lines are unfolded content lines."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Annika Brandt//Personal calendars 1.0//EN",
             "CALSCALE:GREGORIAN", f"X-WR-CALNAME:{calname}"]
    for tz in tzids:
        lines += VTZ[tz]
    for kind, body in components:
        lines.append(f"BEGIN:{kind}")
        lines += body
        lines.append(f"END:{kind}")
    lines.append("END:VCALENDAR")
    out = []
    for ln in lines:
        out += fold(ln)
    write_bytes(rel, ("\r\n".join(out) + "\r\n").encode("utf-8"))


def uid(seed):
    return hashlib.sha1(seed.encode()).hexdigest()[:24] + "@annika-cal.example"


def dump_json(rel, obj, **kw):
    write_text(rel, json.dumps(obj, **kw) + "\n")
