"""Shared helpers for building the Niamh vault (standard library only)."""
import os
import json
import uuid
import hashlib
import mailbox
import textwrap
from datetime import datetime, timezone, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from email import policy

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")

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


# Ireland: GMT in winter, IST (+01:00) from last Sunday of March to last Sunday of October
def ie_tz(dt_naive):
    y = dt_naive.year
    def last_sunday(month):
        d = datetime(y, month, 31 if month in (3, 10) else 30)
        while d.weekday() != 6:
            d -= timedelta(days=1)
        return d
    start = last_sunday(3).replace(hour=1)
    end = last_sunday(10).replace(hour=1)
    if start <= dt_naive < end:
        return timezone(timedelta(hours=1))
    return timezone(timedelta(0))


def ie(s):
    """'2025-10-30 14:05' -> aware datetime in Irish local time."""
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M")
    return dt.replace(tzinfo=ie_tz(dt))


def write(rel, text, mode="w"):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(text, bytes):
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return path


def dedent(s):
    return textwrap.dedent(s).lstrip("\n")


# ---------------------------------------------------------------- e-mail
def make_msg(frm, to, date, subject, text=None, html=None, cte="quoted-printable",
             html_cte="quoted-printable", cc=None, msgid=None, in_reply_to=None,
             references=None, attachments=(), extra_headers=None, domain="postbox.example.ie"):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(ie(date))
    m["Subject"] = subject
    # (a fallback id derived from date and subject, not email.utils.make_msgid, which is random)
    m["Message-ID"] = msgid or "<%s.%s@%s>" % (
        hashlib.sha1((date + subject).encode()).hexdigest()[:16],
        subject[:12].replace(" ", "").lower() or "x", domain)
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if text is not None:
        m.set_content(dedent(text) if text.startswith("\n") else text, subtype="plain",
                      charset="utf-8", cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
    elif html is not None:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    for fname, content in attachments:
        m.add_attachment(content, subtype="plain", charset="utf-8", cte="base64",
                         filename=fname)
    return m


def write_eml(rel, msg):
    pin_boundaries(msg, rel)
    return write(rel, msg.as_bytes(policy=policy.default))


def write_mbox(rel, msgs):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    out = []
    for envelope_from, m in msgs:
        raw = m.as_bytes(policy=policy.default)
        lines = raw.split(b"\n")
        esc = []
        for ln in lines:
            if ln.startswith(b"From ") or (ln.startswith(b">") and ln.lstrip(b">").startswith(b"From ")):
                esc.append(b">" + ln)
            else:
                esc.append(ln)
        d = m["Date"].datetime.astimezone(timezone.utc)
        out.append(b"From " + envelope_from.encode() + b" " +
                   d.strftime("%a %b %e %H:%M:%S %Y").encode() + b"\n" +
                   b"\n".join(esc).rstrip(b"\n") + b"\n\n")
    with open(path, "wb") as f:
        f.write(b"".join(out))
    return path


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
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


VTZ_DUBLIN = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Dublin",
    "X-LIC-LOCATION:Europe/Dublin",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:IST",
    "DTSTART:19700329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19701025T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]

VTZ_LISBON = [
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


def component(kind, props):
    """props: list of (name, value, escape?) ; value is raw string."""
    lines = ["BEGIN:" + kind]
    for p in props:
        if isinstance(p, str):
            lines.append(p)
            continue
        name, value = p[0], p[1]
        esc = p[2] if len(p) > 2 else True
        lines.append(name + ":" + (ics_escape(value) if esc else value))
    lines.append("END:" + kind)
    return lines


def write_ics(rel, calname, components, tzs=(VTZ_DUBLIN,), desc=None):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Niamh O Ceallaigh//Phone calendar export//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + ics_escape(calname), "X-WR-TIMEZONE:Europe/Dublin"]
    if desc:
        lines.append("X-WR-CALDESC:" + ics_escape(desc))
    for tz in tzs:
        lines += tz
    for c in components:
        lines += c
    lines.append("END:VCALENDAR")
    text = "\r\n".join(fold(l) for l in lines) + "\r\n"
    return write(rel, text)


# ---------------------------------------------------------------- chats
def epoch(s):
    return ie(s).timestamp()


def chatgpt_conversation(title, turns, seed, model="gpt-4o", branch=None):
    """turns: list of (role, text, 'YYYY-MM-DD HH:MM[:SS]').
    branch: optional (index_of_user_turn, old_text, old_reply) -> an edited turn: the
    old user text + old reply are kept as a sibling branch that is not on current_node path."""
    ns = uuid.UUID("8d6c1a52-33c1-4b5e-9a52-1f0c7a5e2b11")
    n = [0]

    def nid():
        n[0] += 1
        return str(uuid.uuid5(ns, f"{seed}-{n[0]}"))

    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = nid()
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)

    def mk(role, text, ts, parent):
        i = nid()
        t = epoch(ts[:16]) + (int(ts[17:19]) if len(ts) > 16 else 0)
        meta = {}
        if role == "assistant":
            meta = {"model_slug": model, "finish_details": {"type": "stop"}}
        mapping[i] = {"id": i, "message": {
            "id": i, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": role == "assistant",
            "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
            "parent": parent, "children": []}
        mapping[parent]["children"].append(i)
        return i

    parent = sys_id
    first_t = None
    last_t = None
    for k, (role, text, ts) in enumerate(turns):
        if branch and k == branch[0]:
            # old version of this user turn, with its reply, left as a dead branch
            old_u = mk("user", branch[1], branch[3], parent)
            mk("assistant", branch[2], branch[4], old_u)
        parent = mk(role, text, ts, parent)
        tt = mapping[parent]["message"]["create_time"]
        first_t = first_t or tt
        last_t = tt
    cid = str(uuid.uuid5(ns, f"{seed}-conv"))
    return {"title": title, "create_time": first_t - 2.5, "update_time": last_t + 1.0,
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": model, "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


def iso(s):
    d = ie(s[:16])
    if len(s) > 16:
        d = d.replace(second=int(s[17:19]))
    return d.isoformat()


def write_json(rel, obj):
    return write(rel, json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
