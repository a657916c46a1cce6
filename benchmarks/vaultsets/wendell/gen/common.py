"""Shared helpers for building Wendell's vault (standard library only)."""
import os, json, uuid, hashlib, random
from datetime import datetime, timezone, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from email import policy

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")

EDT = timezone(timedelta(hours=-4), "EDT")
EST = timezone(timedelta(hours=-5), "EST")


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


def tz_for(y, m, d):
    """Rough US Eastern DST: 2nd Sun Mar .. 1st Sun Nov (good enough for our dates)."""
    import calendar
    def nth_sunday(year, month, n):
        c = calendar.Calendar()
        sundays = [dd for dd in c.itermonthdates(year, month) if dd.month == month and dd.weekday() == 6]
        return sundays[n - 1]
    start = nth_sunday(y, 3, 2)
    end = nth_sunday(y, 11, 1)
    from datetime import date
    return EDT if start <= date(y, m, d) < end else EST


def dt(y, m, d, hh=9, mm=0):
    return datetime(y, m, d, hh, mm, tzinfo=tz_for(y, m, d))


def write(rel, text, binary=False):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if binary:
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return path


# ---------------------------------------------------------------- e-mail
def make_mail(frm, to, date, subject, body=None, cte="7bit", html=None, html_cte=None,
              alt=False, cc=None, msgid=None, in_reply_to=None, references=None,
              attachments=(), extra_headers=None):
    """Build an EmailMessage.
    - body only: text/plain with cte
    - html only (body None): text/html with html_cte
    - alt: multipart/alternative text + html
    - attachments: list of (filename, text) -> base64 text/plain attachments (multipart/mixed)
    """
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    dom = frm.split("@")[-1].rstrip(">")
    m["Message-ID"] = msgid or "<%s.%s@%s>" % (date.strftime("%Y%m%d%H%M"), hashlib.md5((subject + str(date)).encode()).hexdigest()[:12], dom)
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if body is not None:
        m.set_content(body, cte=cte)
        if alt and html is not None:
            m.add_alternative(html, subtype="html", cte=html_cte or "quoted-printable")
    elif html is not None:
        m.set_content(html, subtype="html", cte=html_cte or "quoted-printable")
    for fname, text in attachments:
        m.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain", filename=fname)
    return m


def write_mail(rel, msg):
    pin_boundaries(msg, rel)
    return write(rel, msg.as_bytes(policy=policy.default), binary=True)


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n"))


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


VTZ_NY = """BEGIN:VTIMEZONE
TZID:America/New_York
X-LIC-LOCATION:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""


def ics_calendar(name, components, stamp="20250904T013000Z"):
    """components: list of dicts with 'type' (VEVENT/VTODO) and ordered list 'props' of (name, value, escape?)"""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Okafor-Brandt//Home calendars export 1.2//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + ics_escape(name), "X-WR-TIMEZONE:America/New_York"]
    lines += VTZ_NY.split("\n")
    for comp in components:
        lines.append("BEGIN:" + comp["type"])
        lines.append("DTSTAMP:" + stamp)
        for item in comp["props"]:
            if len(item) == 2:
                k, v = item
                esc = k.split(";")[0] in ("SUMMARY", "DESCRIPTION", "LOCATION", "COMMENT")
            else:
                k, v, esc = item
            lines.append(k + ":" + (ics_escape(v) if esc else v))
        for sub in comp.get("subs", []):
            lines += sub
        lines.append("END:" + comp["type"])
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


# ---------------------------------------------------------------- chats
def epoch(y, m, d, hh, mm, ss=0):
    return dt(y, m, d, hh, mm).timestamp() + ss


def chatgpt_conversation(title, turns, seed, branch=None):
    """turns: list of (role, text, epoch). branch: (index_of_user_turn, alt_user_text, alt_assistant_text)
    creates an edited branch: the alternative (older) user message + reply hang off the same parent;
    current_node follows the main turns."""
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

    def node(role, text, t, par):
        nid = uid()
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all", "channel": None}, "parent": par, "children": []}
        mapping[par]["children"].append(nid)
        return nid

    for i, (role, text, t) in enumerate(turns):
        if branch and i == branch[0]:
            # older, edited-away version first
            a = node("user", branch[1], t - 95, parent)
            node("assistant", branch[2], t - 80, a)
        parent = node(role, text, t, parent)
    return {"title": title, "create_time": turns[0][2] - 2, "update_time": turns[-1][2] + 1,
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": uid(), "conversation_template_id": None,
            "gizmo_id": None, "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
            "id": None}


def iso(y, m, d, hh, mm, ss=0):
    return dt(y, m, d, hh, mm).replace(second=ss).isoformat()
