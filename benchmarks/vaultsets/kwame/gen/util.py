"""Shared helpers for building Kwame's vault (standard library only)."""
import hashlib
import json
import os
import uuid
from datetime import datetime, timezone, timedelta
from email.message import EmailMessage
from email import policy

VAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
VAULT = os.path.normpath(VAULT)

BST = timezone(timedelta(hours=1))
GMT = timezone.utc


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


def path(rel):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p


def write(rel, text):
    text = text.lstrip("\n")
    with open(path(rel), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def write_bytes(rel, data):
    with open(path(rel), "wb") as f:
        f.write(data)


def write_json(rel, obj):
    with open(path(rel), "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write("\n")


# ---------------------------------------------------------------- e-mail
def new_msg(frm, to, date, subject, msgid, cc=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = date
    m["Subject"] = subject
    m["Message-ID"] = msgid
    for k, v in (extra or []):
        m[k] = v
    return m


def save_eml(rel, msg):
    pin_boundaries(msg, rel)
    write_bytes(rel, msg.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets (RFC 5545)."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, first = [], b"", True
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


def ics_calendar(name, components):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Kwame Mensah-Boateng//Calendar export//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + ics_escape(name), "X-WR-TIMEZONE:Europe/London"]
    lines += VTZ_LONDON.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


def vevent(uid, summary, start, end=None, allday=False, location=None,
           description=None, attendees=(), rrule=None, exdates=(),
           stamp="20251121T190000Z", organizer=None, alarm=None, transp=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=Europe/London:" + start)
        if end:
            L.append("DTEND;TZID=Europe/London:" + end)
    if rrule:
        L.append("RRULE:" + rrule)
    for ex in exdates:
        L.append("EXDATE;TZID=Europe/London:" + ex)
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail))
    if transp:
        L.append("TRANSP:" + transp)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, due, description=None, status="NEEDS-ACTION",
          priority=None, stamp="20251121T190000Z", created=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp]
    if created:
        L.append("CREATED:" + created)
    L.append("DUE;VALUE=DATE:" + due)
    L.append("SUMMARY:" + ics_escape(summary))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    L.append("STATUS:" + status)
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("END:VTODO")
    return L


# ---------------------------------------------------------------- chats
def epoch(s):
    """'2025-06-02T21:14:05+01:00' -> float epoch"""
    return datetime.fromisoformat(s).timestamp()


def chatgpt_conversation(title, turns, seed, branch=None):
    """turns: list of (role, text, iso_time). branch: (index_of_user_turn, old_text, iso)
    makes an edited/branched user turn: the old text becomes a sibling that
    received an assistant reply which is not on the current path."""
    ns = uuid.UUID(int=seed)

    def uid(k):
        return str(uuid.uuid5(ns, str(k)))
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid("sys")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]},
        "status": "finished_successfully", "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None},
        "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id

    def node(k, role, text, t, par):
        nid = uid(k)
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": epoch(t), "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": ({"model_slug": "gpt-4o"} if role == "assistant" else {}),
            "recipient": "all", "channel": None},
            "parent": par, "children": []}
        mapping[par]["children"].append(nid)
        return nid
    for i, (role, text, t) in enumerate(turns):
        if branch and branch[0] == i:
            old = node("old-%d" % i, "user", branch[1], branch[2], parent)
            node("old-reply-%d" % i, "assistant", branch[3], branch[4], old)
        parent = node(i, role, text, t, parent)
    conv_id = uid("conv")
    return {"title": title, "create_time": epoch(turns[0][2]) - 1.5,
            "update_time": epoch(turns[-1][2]) + 2.0, "mapping": mapping,
            "moderation_results": [], "current_node": parent, "plugin_ids": None,
            "conversation_id": conv_id, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False,
            "is_starred": None, "safe_urls": [], "default_model_slug": "gpt-4o",
            "conversation_origin": None, "voice": None, "async_status": None,
            "disabled_tool_ids": [], "id": conv_id}
