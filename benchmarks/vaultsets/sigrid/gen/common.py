"""Shared helpers for building Sigrid Holmqvist's held-out vault (standard library only)."""
import os
import json
import uuid
import hashlib
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime, make_msgid
from datetime import datetime, timezone, timedelta

OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
VAULT = os.path.join(OUT, "vault")

CET = timezone(timedelta(hours=1))
CEST = timezone(timedelta(hours=2))
JST = timezone(timedelta(hours=9))


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


SIGRID = "Sigrid Holmqvist <sigrid.holmqvist@brevlada.example>"


def tz_for(dt_naive):
    """Very small Europe/Stockholm rule: CEST from last Sunday of March to last Sunday of October."""
    y = dt_naive.year

    def last_sunday(month):
        d = datetime(y, month, 31 if month in (3, 10) else 30)
        while d.weekday() != 6:
            d -= timedelta(days=1)
        return d

    start = last_sunday(3).replace(hour=2)
    end = last_sunday(10).replace(hour=3)
    return CEST if start <= dt_naive < end else CET


def sthlm(y, mo, d, h=9, mi=0):
    n = datetime(y, mo, d, h, mi)
    return n.replace(tzinfo=tz_for(n))


def write(rel, text, mode="w"):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(text, bytes):
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return rel


def dedent(s):
    import textwrap
    return textwrap.dedent(s).lstrip("\n")


# ---------------------------------------------------------------- e-mail

def email_msg(frm, to, date, subject, msgid, cc=None, in_reply_to=None, references=None, extra=None):
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
    for k, v in (extra or {}).items():
        m[k] = v
    return m


def set_plain(m, body, cte="quoted-printable"):
    m.set_content(body, subtype="plain", charset="utf-8", cte=cte)


def set_html(m, html, cte="quoted-printable"):
    m.set_content(html, subtype="html", charset="utf-8", cte=cte)


def set_alt(m, text, html, text_cte="quoted-printable", html_cte="quoted-printable"):
    m.set_content(text, subtype="plain", charset="utf-8", cte=text_cte)
    m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)


def add_text_attachment(m, text, filename):
    m.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain",
                     filename=filename, cte="base64", params={"charset": "utf-8"})


def save_eml(rel, m):
    pin_boundaries(m, rel)
    return write(rel, m.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- chats

def uid(*parts):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "sigrid-vault/" + "/".join(parts)))


def chatgpt_conversation(title, turns, key, branch=None, model="gpt-4o"):
    """turns: list of (role, text, epoch). branch: optional (index_of_user_turn, old_text, old_reply)
    to record an edited user turn: the old text + old reply become an abandoned sibling branch."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(key, "system")
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

    def node(nid, role, text, t, par):
        return {"id": nid,
                "message": {"id": nid, "author": {"role": role, "name": None, "metadata": {}},
                            "create_time": t, "update_time": None,
                            "content": {"content_type": "text", "parts": [text]},
                            "status": "finished_successfully",
                            "end_turn": True if role == "assistant" else None,
                            "weight": 1.0,
                            "metadata": {"model_slug": model} if role == "assistant" else {},
                            "recipient": "all", "channel": None},
                "parent": par, "children": []}

    for i, (role, text, t) in enumerate(turns):
        if branch and i == branch[0]:
            old_u = uid(key, "old-user", str(i))
            old_a = uid(key, "old-asst", str(i))
            mapping[old_u] = node(old_u, "user", branch[1], t - 240, parent)
            mapping[old_a] = node(old_a, "assistant", branch[2], t - 200, old_u)
            mapping[old_u]["children"].append(old_a)
            mapping[parent]["children"].append(old_u)
        nid = uid(key, role, str(i))
        mapping[nid] = node(nid, role, text, t, parent)
        mapping[parent]["children"].append(nid)
        parent = nid
    conv_id = uid(key, "conv")
    return {"title": title, "create_time": turns[0][2] - 2.5, "update_time": turns[-1][2] + 1.0,
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": conv_id, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": model, "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": conv_id}


def epoch(dt):
    return dt.timestamp()


def write_json(rel, obj):
    return write(rel, json.dumps(obj, ensure_ascii=False, indent=1) + "\n")


# ---------------------------------------------------------------- ics

def ics_escape(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out = []
    cur = b""
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


def ics(lines):
    return "".join(fold(l) + "\r\n" for l in lines)


VTZ_STOCKHOLM = [
    "BEGIN:VTIMEZONE", "TZID:Europe/Stockholm", "X-LIC-LOCATION:Europe/Stockholm",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
    "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
    "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
    "END:VTIMEZONE",
]

VTZ_TOKYO = [
    "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "X-LIC-LOCATION:Asia/Tokyo",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:JST",
    "DTSTART:19700101T000000", "END:STANDARD", "END:VTIMEZONE",
]
