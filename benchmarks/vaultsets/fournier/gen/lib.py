"""Helpers for writing the Amélie Fournier vault (standard library only)."""
import hashlib
import json
import os
import uuid
from datetime import datetime, timezone, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from email import policy
from zoneinfo import ZoneInfo

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
ROOT = os.path.normpath(ROOT)
PARIS = ZoneInfo("Europe/Paris")
LONDON = ZoneInfo("Europe/London")


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


def write(rel, text, mode="w"):
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(text, bytes):
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    return path


def dt(s, tz=PARIS):
    """'2025-05-06 09:14' -> aware datetime"""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=tz)


def eml(rel, *, frm, to, subject, date, body=None, html=None, cte="quoted-printable",
        html_cte=None, cc=None, msgid=None, in_reply_to=None, references=None,
        attachments=(), extra=None, tz=PARIS):
    """Build an e-mail with EmailMessage and write it.

    body only            -> text/plain
    html only            -> text/html
    body + html          -> multipart/alternative
    attachments          -> multipart/mixed (list of (filename, text, cte))
    """
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(dt(date, tz))
    m["Subject"] = subject
    m["Message-ID"] = msgid or make_msgid(domain="mail.example")
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra or {}).items():
        m[k] = v
    if body is not None and html is not None:
        m.set_content(body, subtype="plain", charset="utf-8", cte=cte)
        m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte or cte)
    elif html is not None:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte or cte)
    else:
        m.set_content(body, subtype="plain", charset="utf-8", cte=cte)
    for fname, text, acte in attachments:
        m.add_attachment(text, subtype="plain", charset="utf-8", cte=acte, filename=fname)
    pin_boundaries(m, rel)
    write(rel, m.as_bytes(policy=policy.default))
    return m["Message-ID"]


# ---------------------------------------------------------------- iCalendar
def fold(line):
    """Fold a content line at 75 octets (RFC 5545)."""
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


def esc(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


VTZ_PARIS = """BEGIN:VTIMEZONE
TZID:Europe/Paris
X-LIC-LOCATION:Europe/Paris
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
END:VTIMEZONE"""

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


def ics(rel, calname, components, tzs=("paris",)):
    """components: list of (kind, [ (prop, value, raw?) ... ])"""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Amelie Fournier//Agenda export//FR", "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + esc(calname),
             "X-WR-TIMEZONE:Europe/Paris"]
    for t in tzs:
        lines.extend((VTZ_PARIS if t == "paris" else VTZ_LONDON).split("\n"))
    for kind, props in components:
        lines.append("BEGIN:" + kind)
        for p in props:
            name, value = p[0], p[1]
            raw = len(p) > 2 and p[2]
            lines.append(fold(f"{name}:{value if raw else esc(value)}"))
        lines.append("END:" + kind)
    lines.append("END:VCALENDAR")
    write(rel, ("\r\n".join(lines) + "\r\n").encode("utf-8"))


# ---------------------------------------------------------------- chats
def epoch(s, tz=PARIS):
    return dt(s, tz).timestamp()


def iso(s, tz=PARIS):
    return dt(s, tz).isoformat()


def chatgpt_conversation(title, turns, seed, edited=None):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM').
    edited: optional (index_of_user_turn, old_text, old_reply) -> an abandoned branch."""
    ns = uuid.uuid5(uuid.NAMESPACE_URL, "amelie-" + seed)
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = str(uuid.uuid5(ns, "system"))
    mapping[sys_id] = {
        "id": sys_id,
        "message": {"id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
                    "create_time": None, "update_time": None,
                    "content": {"content_type": "text", "parts": [""]},
                    "status": "finished_successfully", "end_turn": True, "weight": 0.0,
                    "metadata": {"is_visually_hidden_from_conversation": True},
                    "recipient": "all", "channel": None},
        "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id

    def node(i, role, text, when, tag=""):
        nid = str(uuid.uuid5(ns, f"{i}-{role}-{tag}"))
        mapping[nid] = {
            "id": nid,
            "message": {"id": nid, "author": {"role": role, "name": None, "metadata": {}},
                        "create_time": epoch(when) + (1.5 if role == "assistant" else 0.0),
                        "update_time": None,
                        "content": {"content_type": "text", "parts": [text]},
                        "status": "finished_successfully",
                        "end_turn": True if role == "assistant" else None,
                        "weight": 1.0,
                        "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
                        "recipient": "all", "channel": None},
            "parent": None, "children": []}
        return nid

    for i, (role, text, when) in enumerate(turns):
        if edited and role == "user" and i == edited[0]:
            # abandoned branch first
            old_u = node(i, "user", edited[1], when, "old")
            mapping[old_u]["parent"] = parent
            mapping[parent]["children"].append(old_u)
            old_a = node(i, "assistant", edited[2], when, "old")
            mapping[old_a]["parent"] = old_u
            mapping[old_u]["children"].append(old_a)
        nid = node(i, role, text, when)
        mapping[nid]["parent"] = parent
        mapping[parent]["children"].append(nid)
        parent = nid
    first = turns[0][2]
    last = turns[-1][2]
    return {"title": title, "create_time": epoch(first), "update_time": epoch(last) + 30,
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": str(uuid.uuid5(ns, "conv")),
            "conversation_template_id": None, "gizmo_id": None, "is_archived": False,
            "safe_urls": [], "default_model_slug": "gpt-4o", "id": str(uuid.uuid5(ns, "conv"))}


def write_json(rel, obj):
    write(rel, json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
