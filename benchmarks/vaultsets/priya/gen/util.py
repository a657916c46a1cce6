"""Helpers for building Priya's vault (standard library only)."""
import json
import os
import uuid
from datetime import datetime, timezone, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from email import policy

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault")
ROOT = os.path.normpath(ROOT)

BST = timezone(timedelta(hours=1))
GMT = timezone.utc


def out(rel, data):
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    kw = {} if isinstance(data, bytes) else {"encoding": "utf-8", "newline": ""}
    with open(path, mode, **kw) as f:
        f.write(data)
    return rel


def uk_tz(y, m, d):
    """Europe/London offset for a date (BST last Sun Mar -> last Sun Oct)."""
    def last_sunday(year, month):
        dt = datetime(year, month, 31) if month in (3, 10) else None
        while dt.weekday() != 6:
            dt -= timedelta(days=1)
        return dt
    start = last_sunday(y, 3)
    end = last_sunday(y, 10)
    dt = datetime(y, m, d)
    return BST if start <= dt < end else GMT


def dt_uk(s):
    """'2025-03-12 10:17' -> aware datetime in UK local time."""
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M")
    return dt.replace(tzinfo=uk_tz(dt.year, dt.month, dt.day))


# ---------------------------------------------------------------- e-mail

def make_mail(frm, to, date, subject, body=None, cte=None, html=None,
              html_cte=None, cc=None, msgid=None, in_reply_to=None,
              references=None, attachments=(), extra_headers=None,
              html_only=False, charset="utf-8"):
    """Build an EmailMessage.

    body/html: text and/or html.  If both -> multipart/alternative.
    html_only -> only the html part.  attachments: list of
    (filename, text, cte) added as text/plain attachments.
    """
    msg = EmailMessage(policy=policy.default)
    msg["From"] = frm
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Date"] = format_datetime(dt_uk(date))
    msg["Subject"] = subject
    if not msgid:
        import hashlib
        h = hashlib.sha1((subject + date + frm).encode("utf-8")).hexdigest()[:20]
        dom = frm.split("@")[-1].rstrip(">").strip()
        msgid = f"<{h}@{dom}>"
    msg["Message-ID"] = msgid
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        msg[k] = v
    if html_only:
        msg.set_content(html, subtype="html", cte=html_cte or "quoted-printable")
    else:
        msg.set_content(body, cte=cte or "quoted-printable")
        if html is not None:
            msg.add_alternative(html, subtype="html",
                                cte=html_cte or "quoted-printable")
    for fname, text, acte in attachments:
        msg.add_attachment(text, subtype="plain", filename=fname,
                           cte=acte or "base64")
    return msg


def save_mail(rel, msg):
    import hashlib
    for i, part in enumerate(msg.walk()):
        if part.is_multipart():
            h = hashlib.sha1(f"{rel}#{i}".encode()).hexdigest()[:24]
            part.set_boundary(f"=_pr_{h}")
    return out(rel, msg.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- ics

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets (RFC 5545)."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    parts = []
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            parts.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    parts.append(cur.decode("utf-8"))
    return "\r\n ".join(parts)


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


def build_ics(calname, components):
    """components: list of lists of raw (unfolded) lines, already escaped
    where needed.  Returns CRLF text."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Priya Raghunathan//Calendar export//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + ics_escape(calname),
             "X-WR-TIMEZONE:Europe/London"]
    lines += VTZ_LONDON.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


# ---------------------------------------------------------------- chats

def epoch(s):
    """'2025-03-02 20:14:05' UK local -> float epoch."""
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    dt = dt.replace(tzinfo=uk_tz(dt.year, dt.month, dt.day))
    return dt.timestamp()


def iso(s):
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    dt = dt.replace(tzinfo=uk_tz(dt.year, dt.month, dt.day))
    return dt.isoformat()


def _node_msg(nid, role, text, t):
    return {
        "id": nid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": {},
        "recipient": "all",
        "channel": None,
    }


def chatgpt_conversation(title, turns, branch=None, seed="x"):
    """turns: list of (role, text, 'YYYY-MM-DD HH:MM:SS').
    branch: optional (index_of_user_turn, old_text, old_reply, time) -> an
    abandoned earlier version of that user turn (edited message), kept as a
    sibling branch in the mapping tree."""
    ns = uuid.uuid5(uuid.NAMESPACE_DNS, "priya.example/" + seed)
    def nid(i):
        return str(uuid.uuid5(ns, str(i)))
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = nid("system")
    sysmsg = _node_msg(sys_id, "system", "", None)
    sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
    sysmsg["weight"] = 0.0
    mapping[sys_id] = {"id": sys_id, "message": sysmsg, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    for i, (role, text, t) in enumerate(turns):
        if branch and branch[0] == i:
            # abandoned original version
            old_u = nid("old-u")
            old_a = nid("old-a")
            mapping[old_u] = {"id": old_u,
                              "message": _node_msg(old_u, "user", branch[1], epoch(branch[3])),
                              "parent": parent, "children": [old_a]}
            mapping[old_a] = {"id": old_a,
                              "message": _node_msg(old_a, "assistant", branch[2], epoch(branch[3]) + 21.4),
                              "parent": old_u, "children": []}
            mapping[parent]["children"].append(old_u)
        cur = nid(i)
        mapping[cur] = {"id": cur, "message": _node_msg(cur, role, text, epoch(t)),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(cur)
        parent = cur
    ct = epoch(turns[0][2]) - 2.0
    ut = epoch(turns[-1][2]) + 1.0
    cid = str(uuid.uuid5(ns, "conv"))
    return {
        "title": title,
        "create_time": ct,
        "update_time": ut,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": parent,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "gizmo_type": None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "id": cid,
    }


def dump_json(obj):
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"
