"""Shared helpers for the Agnieszka Wróbel held-out vault generator (stdlib only)."""
import os, json, uuid, hashlib, datetime as dt
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(OUT, "vault")

LON = dt.timezone(dt.timedelta(hours=0))
BST = dt.timezone(dt.timedelta(hours=1))
CET = dt.timezone(dt.timedelta(hours=1))
CEST = dt.timezone(dt.timedelta(hours=2))

WRITTEN = []


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


def _path(rel):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    WRITTEN.append(rel)
    return p


def write_text(rel, text, newline="\n"):
    with open(_path(rel), "w", encoding="utf-8", newline=newline) as f:
        f.write(text.lstrip("\n"))


def write_bytes(rel, data):
    with open(_path(rel), "wb") as f:
        f.write(data)


def write_json(rel, obj):
    with open(_path(rel), "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)


def d(y, m, day, hh=0, mm=0, tz=None):
    if tz is None:
        # UK local time: BST between last Sun of March and last Sun of October (close enough for our dates)
        naive = dt.datetime(y, m, day, hh, mm)
        tz = BST if _is_bst(naive) else LON
    return dt.datetime(y, m, day, hh, mm, tzinfo=tz)


def _last_sunday(y, m):
    last = dt.date(y, m + 1, 1) - dt.timedelta(days=1) if m < 12 else dt.date(y, 12, 31)
    while last.weekday() != 6:
        last -= dt.timedelta(days=1)
    return last


def _is_bst(naive):
    start = _last_sunday(naive.year, 3)
    end = _last_sunday(naive.year, 10)
    return start <= naive.date() < end


def mail(frm, to, date, subject, msgid, *, body=None, cte="quoted-printable", html=None,
         html_cte="quoted-printable", cc=None, headers=None, attachments=(), in_reply_to=None,
         references=None):
    """Build an EmailMessage.  body only -> text/plain; html only -> text/html;
    both -> multipart/alternative; attachments -> multipart/mixed."""
    m = EmailMessage(policy=policy.default)
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
    if body is not None:
        m.set_content(body, subtype="plain", charset="utf-8", cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
    else:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    for fname, text in attachments:
        m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                         disposition="attachment", filename=fname)
    return m


def write_mail(rel, msg):
    pin_boundaries(msg, rel)
    write_bytes(rel, msg.as_bytes(policy=policy.default))


def quote(text):
    return "\n".join(("> " + l) if l.strip() else ">" for l in text.strip("\n").split("\n"))


# ---------------- ChatGPT-style export -----------------

def _uid(seed):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "agnieszka-vault/" + seed))


def chatgpt_conversation(title, turns, seed, edit=None):
    """turns: list of (role, text, datetime).  edit: optional (index_of_user_turn, old_text, old_reply_text)
    creating an abandoned branch at that user turn (the original wording), while the main path keeps the edited turn."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = _uid(seed + "/system")
    mapping[root]["children"].append(sys_id)
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    parent = sys_id

    def node(nid, role, text, t, par, weight=1.0):
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t.timestamp(), "update_time": None,
            "content": {"content_type": "text", "parts": [text]}, "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None, "weight": weight,
            "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all", "channel": None}, "parent": par, "children": []}
        mapping[par]["children"].append(nid)

    for i, (role, text, t) in enumerate(turns):
        if edit and edit[0] == i:
            old_id = _uid(f"{seed}/{i}/orig")
            node(old_id, "user", edit[1], t - dt.timedelta(seconds=40), parent)
            old_rep = _uid(f"{seed}/{i}/orig-reply")
            node(old_rep, "assistant", edit[2], t - dt.timedelta(seconds=20), old_id)
        nid = _uid(f"{seed}/{i}")
        node(nid, role, text, t, parent)
        parent = nid
    first_t = turns[0][2].timestamp() - 2.5
    conv_id = _uid(seed + "/conv")
    return {"title": title, "create_time": first_t, "update_time": turns[-1][2].timestamp(),
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": conv_id, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": conv_id}


# ---------------- iCalendar text -----------------

def ics_escape(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def ics_calendar(name, body_lines, tzs=("Europe/London",)):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Aga Wrobel//Calendar export 2.3//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + name,
             "X-WR-TIMEZONE:Europe/London"]
    for tz in tzs:
        lines += VTZ[tz]
    lines += body_lines
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


VTZ = {
    "Europe/London": [
        "BEGIN:VTIMEZONE", "TZID:Europe/London", "X-LIC-LOCATION:Europe/London",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:BST",
        "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:GMT",
        "DTSTART:19701025T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE"],
    "Europe/Warsaw": [
        "BEGIN:VTIMEZONE", "TZID:Europe/Warsaw", "X-LIC-LOCATION:Europe/Warsaw",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
        "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
        "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE"],
}


def vevent(uid, summary, start, end=None, *, tz="Europe/London", allday=False, location=None,
           description=None, attendees=(), rrule=None, exdates=None, categories=None, alarm=None,
           organizer=None, stamp="20251118T210000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append(f"DTSTART;TZID={tz}:{start}")
        if end:
            etz = tz
            if isinstance(end, tuple):
                end, etz = end
            L.append(f"DTEND;TZID={etz}:{end}")
    if rrule:
        L.append("RRULE:" + rrule)
    if exdates:
        L.append(f"EXDATE;TZID={tz}:" + ",".join(exdates))
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mailaddr in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mailaddr}")
    if categories:
        L.append("CATEGORIES:" + categories)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, *, due=None, description=None, status="NEEDS-ACTION", priority=None,
          created="20250601T090000Z", stamp="20251118T210000Z", categories=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "CREATED:" + created,
         "SUMMARY:" + ics_escape(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if priority:
        L.append(f"PRIORITY:{priority}")
    if categories:
        L.append("CATEGORIES:" + categories)
    L.append("STATUS:" + status)
    L.append("END:VTODO")
    return L
