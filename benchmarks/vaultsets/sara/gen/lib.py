"""Helpers for building Sara's vault (standard library only)."""
import os, json, uuid, random, mailbox, hashlib
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
ROOT = os.path.normpath(ROOT)

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
        p.set_boundary(next(fixed, "=" * 15 + "%019d" % seed + "=="))


BST = timezone(timedelta(hours=1))
GMT = timezone.utc


def tz_for(dt_naive):
    """UK offset: BST between 30 Mar 2025 01:00 and 26 Oct 2025 01:00."""
    if datetime(2025, 3, 30, 1) <= dt_naive < datetime(2025, 10, 26, 1):
        return BST
    return GMT


def write(rel, text, mode="w"):
    p = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if isinstance(text, bytes):
        with open(p, "wb") as f:
            f.write(text)
    else:
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return p


def local_dt(s):
    """'2025-06-11 09:14' -> aware datetime in UK local time."""
    d = datetime.strptime(s, "%Y-%m-%d %H:%M")
    return d.replace(tzinfo=tz_for(d))


def make_eml(spec):
    """spec keys: from,to,cc,date,subject,msgid,in_reply_to,references,
    body (text), html, cte, html_cte, kind ('plain','html','alt'),
    attachments [(filename, text, cte)], extra headers dict."""
    m = EmailMessage()
    m["From"] = spec["from"]
    m["To"] = spec["to"]
    if spec.get("cc"):
        m["Cc"] = spec["cc"]
    m["Date"] = format_datetime(local_dt(spec["date"]))
    m["Subject"] = spec["subject"]
    m["Message-ID"] = spec["msgid"]
    if spec.get("in_reply_to"):
        m["In-Reply-To"] = spec["in_reply_to"]
        m["References"] = spec.get("references", spec["in_reply_to"])
    for k, v in spec.get("headers", {}).items():
        m[k] = v
    kind = spec.get("kind", "plain")
    if kind == "plain":
        m.set_content(spec["body"], cte=spec.get("cte", "quoted-printable"))
    elif kind == "html":
        m.set_content(spec["html"], subtype="html", cte=spec.get("html_cte", "quoted-printable"))
    elif kind == "alt":
        m.set_content(spec["body"], cte=spec.get("cte", "quoted-printable"))
        m.add_alternative(spec["html"], subtype="html", cte=spec.get("html_cte", "quoted-printable"))
    for fn, txt, cte in spec.get("attachments", []):
        m.add_attachment(txt, subtype="plain", filename=fn, cte=cte)
    return m


def write_eml(rel, spec):
    m = make_eml(spec)
    pin_boundaries(m, rel)
    write(rel, m.as_bytes())


def write_mbox(rel, specs):
    p = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if os.path.exists(p):
        os.remove(p)
    mb = mailbox.mbox(p, create=True)
    mb.lock()
    for s in specs:
        em = make_eml(s)
        mm = mailbox.mboxMessage(em.as_bytes())
        addr = s["from"].split("<")[-1].rstrip(">").strip()
        d = local_dt(s["date"]).astimezone(timezone.utc)
        mm.set_from(addr, d.timetuple())
        mb.add(mm)
    mb.flush()
    mb.unlock()
    mb.close()


# ---------------- iCalendar ----------------

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b" " + cb
            limit = 75
        else:
            cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n".join(out)


def ics(lines):
    return "".join(fold(l) + "\r\n" for l in lines)


VTZ_LONDON = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
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
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")


def vevent(uid, summary, start, end=None, tz="Europe/London", allday=False, location=None,
           description=None, attendees=(), rrule=None, exdate=None, status=None,
           categories=None, alarm=None, end_tz=None, sequence=None, organizer=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20251109T210000Z"]
    if sequence is not None:
        L.append(f"SEQUENCE:{sequence}")
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
    if exdate:
        L.append(f"EXDATE;TZID={tz}:{exdate}")
    L.append(f"SUMMARY:{ics_escape(summary)}")
    if location:
        L.append(f"LOCATION:{ics_escape(location)}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT:mailto:{mail}")
    if status:
        L.append(f"STATUS:{status}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{ics_escape(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, due, description=None, status="NEEDS-ACTION", priority=None,
          created="20251001T090000Z", completed=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", "DTSTAMP:20251109T210000Z", f"CREATED:{created}",
         f"DUE;VALUE=DATE:{due}", f"SUMMARY:{ics_escape(summary)}"]
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


def calendar(name, comps, tzs=("london",)):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Sara Lindqvist-Hughes//Calendar export//EN",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}", "X-WR-TIMEZONE:Europe/London"]
    if "london" in tzs:
        L += VTZ_LONDON
    if "oslo" in tzs:
        L += VTZ_OSLO
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return ics(L)


# ---------------- chats ----------------

def epoch(s):
    return local_dt(s).timestamp()


def chatgpt_conversation(title, turns, seed, branch=None):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM'). branch: (index_of_user_turn, old_text)
    -> an earlier edited version of that user turn kept as a sibling with its own reply."""
    rnd = random.Random(seed)
    def uid():
        return str(uuid.UUID(int=rnd.getrandbits(128), version=4))
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid()
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    first_t = epoch(turns[0][2])
    last_t = first_t
    for i, (role, text, ts) in enumerate(turns):
        t = epoch(ts) + (i % 7) * 1.37
        last_t = t
        if branch and i == branch[0]:
            # old version of this user turn plus a short reply, abandoned
            oid = uid()
            mapping[oid] = {"id": oid, "message": _msg(oid, "user", branch[1], t - 40), "parent": parent,
                            "children": []}
            mapping[parent]["children"].append(oid)
            rid = uid()
            mapping[rid] = {"id": rid, "message": _msg(rid, "assistant", branch[2], t - 30), "parent": oid,
                            "children": []}
            mapping[oid]["children"].append(rid)
        mid = uid()
        mapping[mid] = {"id": mid, "message": _msg(mid, role, text, t), "parent": parent, "children": []}
        mapping[parent]["children"].append(mid)
        parent = mid
    cid = uid()
    return {"title": title, "create_time": first_t, "update_time": last_t + 5, "mapping": mapping,
            "moderation_results": [], "current_node": parent, "plugin_ids": None,
            "conversation_id": cid, "conversation_template_id": None, "gizmo_id": None,
            "gizmo_type": None, "is_archived": False, "is_starred": None, "safe_urls": [],
            "default_model_slug": "gpt-4o", "conversation_origin": None, "voice": None,
            "async_status": None, "disabled_tool_ids": [], "id": cid}


def _msg(mid, role, text, t):
    return {"id": mid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {"message_type": None, "model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all", "channel": None}


def iso(s):
    return local_dt(s).isoformat()
