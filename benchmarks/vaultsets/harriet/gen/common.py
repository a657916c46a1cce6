"""Shared helpers for generating Harriet's vault (standard library only)."""
import os
import json
import hashlib
from email.message import EmailMessage
from email.utils import format_datetime
import datetime as dt

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
VAULT = os.path.normpath(os.path.join(OUT, "vault"))

LON = dt.timezone(dt.timedelta(hours=1))   # BST
GMT = dt.timezone.utc

# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + f"{seed:019d}" + "=="))

HARRIET = "Harriet Mwangi-Ross <harriet.mwangi-ross@tartanmail.example>"


def write_text(rel, text, newline="\n"):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = text.lstrip("\n")
    with open(path, "w", encoding="utf-8", newline=newline) as f:
        f.write(text)
    return path


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    return path


def write_json(rel, obj):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
    return path


def when(s, tz=None):
    """'2025-06-03 09:14' -> aware datetime. BST between last Sun Mar and last Sun Oct."""
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    if tz is None:
        bst = dt.datetime(2025, 3, 30) <= d < dt.datetime(2025, 10, 26)
        tz = LON if bst else GMT
    return d.replace(tzinfo=tz)


def make_mail(*, frm, to, date, subject, text=None, html=None, cte="quoted-printable",
              html_cte=None, cc=None, msgid=None, in_reply_to=None, references=None,
              attachments=(), extra_headers=None):
    """Build an EmailMessage.
    - text only: set_content(text, cte)
    - html only: set_content(html, subtype=html)
    - both: multipart/alternative
    - attachments: list of (filename, text, cte) -> multipart/mixed
    """
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    dom = frm.split("@")[-1].rstrip(">")
    if not msgid:
        import hashlib
        h = hashlib.sha1(f"{subject}|{date.isoformat()}".encode()).hexdigest()[:20]
        msgid = f"<{h}@{dom}>"
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if text is not None:
        m.set_content(text.lstrip("\n"), cte=cte)
        if html is not None:
            m.add_alternative(html.lstrip("\n"), subtype="html", cte=html_cte or "quoted-printable")
    elif html is not None:
        m.set_content(html.lstrip("\n"), subtype="html", cte=html_cte or "quoted-printable")
    for fn, body, acte in attachments:
        m.add_attachment(body.lstrip("\n"), filename=fn, cte=acte)
    return m


def save_mail(rel, msg):
    pin_boundaries(msg, rel)
    return write_bytes(rel, bytes(msg))


# ---------------- iCalendar (hand-written, folded, CRLF) ----------------

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur = [], b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
            limit = 74
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


TZ_BLOCKS = {
    "Europe/London": ("GMT", "BST", "+0000", "+0100"),
    "Europe/Copenhagen": ("CET", "CEST", "+0100", "+0200"),
    "Europe/Stockholm": ("CET", "CEST", "+0100", "+0200"),
    "Europe/Oslo": ("CET", "CEST", "+0100", "+0200"),
    "Europe/Brussels": ("CET", "CEST", "+0100", "+0200"),
}


def vtimezone(tzid):
    std, dst, off_std, off_dst = TZ_BLOCKS[tzid]
    # EU rule: last Sunday March 01:00 UTC, last Sunday October 01:00 UTC
    if tzid == "Europe/London":
        d_start, s_start = "19700329T010000", "19701025T020000"
    else:
        d_start, s_start = "19700329T020000", "19701025T030000"
    return [
        "BEGIN:VTIMEZONE", f"TZID:{tzid}", f"X-LIC-LOCATION:{tzid}",
        "BEGIN:DAYLIGHT", f"TZOFFSETFROM:{off_std}", f"TZOFFSETTO:{off_dst}", f"TZNAME:{dst}",
        f"DTSTART:{d_start}", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", f"TZOFFSETFROM:{off_dst}", f"TZOFFSETTO:{off_std}", f"TZNAME:{std}",
        f"DTSTART:{s_start}", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE",
    ]


def write_ics(rel, calname, tzids, components, prodid="-//Harriet Mwangi-Ross//Calendar export//EN"):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{prodid}", "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", f"X-WR-CALNAME:{calname}", "X-WR-TIMEZONE:Europe/London"]
    for t in tzids:
        lines += vtimezone(t)
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    data = "\r\n".join(fold(l) for l in lines) + "\r\n"
    return write_bytes(rel, data.encode("utf-8"))


def vevent(uid, summary, start, end=None, *, tz="Europe/London", allday=False, location=None,
           description=None, attendees=(), organizer=None, rrule=None, exdates=None,
           categories=None, status=None, alarm=None, stamp="20251119T210000Z", end_tz=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{stamp}"]
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;TZID={tz}:{start}")
        if end:
            L.append(f"DTEND;TZID={end_tz or tz}:{end}")
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdates:
        L.append(f"EXDATE;TZID={tz}:{','.join(exdates)}")
    L.append(f"SUMMARY:{ics_escape(summary)}")
    if location:
        L.append(f"LOCATION:{ics_escape(location)}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if organizer:
        cn, mail = organizer
        L.append(f'ORGANIZER;CN="{cn}":mailto:{mail}')
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT:mailto:{mail}')
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if status:
        L.append(f"STATUS:{status}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{ics_escape(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, *, due=None, description=None, status="NEEDS-ACTION", priority=None,
          completed=None, created="20251101T090000Z", stamp="20251119T210000Z"):
    L = ["BEGIN:VTODO", f"UID:{uid}", f"DTSTAMP:{stamp}", f"CREATED:{created}",
         f"SUMMARY:{ics_escape(summary)}"]
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L
