"""Helpers for building the Seun vault (standard library only)."""
import os, json, uuid, mailbox, hashlib
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(OUT, "vault")

BST = timezone(timedelta(hours=1))
GMT = timezone.utc
WAT = timezone(timedelta(hours=1))

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


def uk(y, mo, d, h=9, mi=0):
    """UK local time (rough BST rule: last Sun Mar .. last Sun Oct)."""
    naive = datetime(y, mo, d, h, mi)
    def last_sun(year, month):
        dd = datetime(year, month, 31)
        while dd.weekday() != 6:
            dd -= timedelta(days=1)
        return dd
    start, end = last_sun(y, 3), last_sun(y, 10)
    tz = BST if start <= naive < end else GMT
    return naive.replace(tzinfo=tz)


def write(rel, text, mode="w"):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if isinstance(text, bytes):
        with open(p, "wb") as f:
            f.write(text)
    else:
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return p


def eml(rel, *, frm, to, date, subject, msgid, plain=None, html=None, cte="quoted-printable",
        html_cte=None, cc=None, in_reply_to=None, references=None, attachments=(), headers=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (headers or {}).items():
        m[k] = v
    if plain is not None:
        m.set_content(plain, subtype="plain", cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", cte=html_cte or cte)
    elif html is not None:
        m.set_content(html, subtype="html", cte=html_cte or cte)
    for fname, data, mt in attachments:
        maintype, subtype = mt.split("/")
        m.add_attachment(data.encode("utf-8"), maintype=maintype, subtype=subtype,
                         filename=fname, cte="base64")
    pin_boundaries(m, rel)
    write(rel, bytes(m))
    return m


def list_msg(*, frm, to, date, subject, msgid, body, list_id, cte="8bit", in_reply_to=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    m["List-Id"] = list_id
    m["List-Post"] = "<mailto:members@lists.nlbka.example.org.uk>"
    m["Precedence"] = "list"
    m.set_content(body, subtype="plain", cte=cte)
    return m


def write_mbox(rel, msgs):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if os.path.exists(p):
        os.remove(p)
    mb = mailbox.mbox(p, create=True)
    mb.lock()
    for env_from, m in msgs:
        mm = mailbox.mboxMessage(bytes(m))
        mm.set_from(env_from[0], env_from[1])
        mb.add(mm)
    mb.flush()
    mb.unlock()
    mb.close()


# ---------------- iCalendar -----------------

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
            cur = b" " + cb
            limit = 75
        else:
            cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n".join(out)


def ics_text(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


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
END:VTIMEZONE"""

VTZ_LAGOS = """BEGIN:VTIMEZONE
TZID:Africa/Lagos
X-LIC-LOCATION:Africa/Lagos
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0100
TZNAME:WAT
DTSTART:19700101T000000
END:STANDARD
END:VTIMEZONE"""


def calendar(rel, name, components, tzs=(VTZ_LONDON,)):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Seun Adebayo-Clarke//Calendar export 1.4//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}",
             "X-WR-TIMEZONE:Europe/London"]
    for tz in tzs:
        lines += tz.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    write(rel, "\r\n".join(fold(l) for l in lines) + "\r\n")


def vevent(uid, summary, start, end=None, *, tz="Europe/London", allday=False, location=None,
           description=None, attendees=(), rrule=None, exdate=None, categories=None, alarm=None,
           organizer=None, stamp="20251220T201500Z", status=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{stamp}"]
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;TZID={tz}:{start}")
        if end:
            L.append(f"DTEND;TZID={tz}:{end}")
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdate:
        L.append(f"EXDATE;TZID={tz}:{exdate}")
    L.append(f"SUMMARY:{ics_text(summary)}")
    if location:
        L.append(f"LOCATION:{ics_text(location)}")
    if description:
        L.append(f"DESCRIPTION:{ics_text(description)}")
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT:mailto:{mail}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if status:
        L.append(f"STATUS:{status}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{ics_text(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, *, due=None, status="NEEDS-ACTION", description=None, completed=None,
          priority=None, stamp="20251220T201500Z"):
    L = ["BEGIN:VTODO", f"UID:{uid}", f"DTSTAMP:{stamp}", f"SUMMARY:{ics_text(summary)}"]
    if description:
        L.append(f"DESCRIPTION:{ics_text(description)}")
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


# ---------------- chats -----------------

def chatgpt_export(rel, convs):
    """convs: list of dict(title, turns=[(role, text, epoch)], branch=optional (index, alt_text))."""
    out = []
    for ci, c in enumerate(convs):
        ns = uuid.uuid5(uuid.NAMESPACE_URL, rel + c["title"])
        cid = str(ns)
        mapping = {}
        root = "client-created-root"
        mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
        sys_id = str(uuid.uuid5(ns, "system"))
        mapping[root]["children"].append(sys_id)
        mapping[sys_id] = {"id": sys_id, "message": {
            "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
            "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None}, "parent": root, "children": []}
        parent = sys_id
        last = sys_id
        branch = c.get("branch")  # (turn_index, abandoned_user_text, abandoned_assistant_text)
        for ti, (role, text, t) in enumerate(c["turns"]):
            if branch and branch[0] == ti:
                # abandoned original user turn + reply (not on current path)
                ab_u = str(uuid.uuid5(ns, f"abandoned-u-{ti}"))
                ab_a = str(uuid.uuid5(ns, f"abandoned-a-{ti}"))
                mapping[parent]["children"].append(ab_u)
                mapping[ab_u] = _node(ab_u, "user", branch[1], t - 40, parent, [ab_a])
                mapping[ab_a] = _node(ab_a, "assistant", branch[2], t - 25, ab_u, [])
            nid = str(uuid.uuid5(ns, f"turn-{ti}"))
            mapping[parent]["children"].append(nid)
            mapping[nid] = _node(nid, role, text, t, parent, [])
            parent = nid
            last = nid
        out.append({
            "title": c["title"], "create_time": c["turns"][0][2] - 2.5,
            "update_time": c["turns"][-1][2] + 1.0, "mapping": mapping,
            "moderation_results": [], "current_node": last, "plugin_ids": None,
            "conversation_id": cid, "conversation_template_id": None, "gizmo_id": None,
            "gizmo_type": None, "is_archived": False, "is_starred": None, "safe_urls": [],
            "default_model_slug": "gpt-4o", "conversation_origin": None, "voice": None,
            "async_status": None, "disabled_tool_ids": [], "id": cid})
    write(rel, json.dumps(out, indent=1, ensure_ascii=False))


def _node(nid, role, text, t, parent, children):
    return {"id": nid, "message": {
        "id": nid, "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": role == "assistant", "weight": 1.0,
        "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
        "recipient": "all", "channel": None}, "parent": parent, "children": children}


def epoch(y, mo, d, h, mi, s=0):
    return uk(y, mo, d, h, mi).timestamp() + s
