"""Helpers for building the Marcus vault (standard library only)."""
import os, json, uuid, hashlib, datetime as dt
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

VAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'vault')
VAULT = os.path.normpath(VAULT)

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


def out(rel, data, binary=False):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if binary:
        with open(p, 'wb') as f:
            f.write(data)
    else:
        with open(p, 'w', encoding='utf-8', newline='') as f:
            f.write(data)
    return p


def ts(s):
    """'2025-06-03 09:14 +0100' -> aware datetime"""
    return dt.datetime.strptime(s, '%Y-%m-%d %H:%M %z')


def msgid(seed, domain):
    h = hashlib.sha1(seed.encode()).hexdigest()[:12]
    return f'<{h}.{seed.split()[0][:10]}@{domain}>'


def eml(rel, *, frm, to, date, subject, text=None, html=None, cte='quoted-printable',
        html_cte=None, attachments=(), headers=None, cc=None, mid=None):
    """Build an RFC 822 message with EmailMessage (policy=default) and write it.
    text only -> text/plain; html only -> text/html; both -> multipart/alternative.
    attachments: list of (filename, text) added as base64 text/plain parts."""
    m = EmailMessage(policy=policy.default)
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Date'] = format_datetime(ts(date))
    m['Subject'] = subject
    dom = frm.split('@')[-1].rstrip('>').strip()
    m['Message-ID'] = mid or msgid(date + subject, dom)
    for k, v in (headers or {}).items():
        m[k] = v
    if text is not None:
        m.set_content(text, cte=cte)
        if html is not None:
            m.add_alternative(html, subtype='html', cte=html_cte or cte)
    else:
        m.set_content(html, subtype='html', cte=html_cte or cte)
    for fn, body in attachments:
        m.add_attachment(body, subtype='plain', filename=fn, cte='base64')
    pin_boundaries(m, rel)
    data = m.as_bytes(policy=policy.default.clone(linesep='\n'))
    out(rel, data, binary=True)
    return m


# ---------------------------------------------------------------- iCalendar
def fold(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return line
    parts, cur, first = [], b'', True
    for ch in line:
        cb = ch.encode('utf-8')
        lim = 75 if first else 74
        if len(cur) + len(cb) > lim:
            parts.append(cur.decode('utf-8'))
            cur, first = b'', False
        cur += cb
    parts.append(cur.decode('utf-8'))
    return '\r\n '.join(parts)


def esc(s):
    return s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,').replace('\n', '\\n')


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


def ics(rel, calname, components):
    """components: list of (kind, [ (prop, value, raw) ... ]) where raw=True means do not escape."""
    lines = ['BEGIN:VCALENDAR', 'VERSION:2.0',
             'PRODID:-//Marcus Adeyemi-Hart//Calendar export//EN',
             'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
             f'X-WR-CALNAME:{calname}', 'X-WR-TIMEZONE:Europe/London']
    lines += VTZ_LONDON.split('\n')
    for kind, props in components:
        lines.append(f'BEGIN:{kind}')
        for p in props:
            name, val = p[0], p[1]
            raw = p[2] if len(p) > 2 else False
            lines.append(f'{name}:{val if raw else esc(val)}')
        lines.append(f'END:{kind}')
    lines.append('END:VCALENDAR')
    out(rel, '\r\n'.join(fold(l) for l in lines) + '\r\n')


# ---------------------------------------------------------------- chats
def epoch(s):
    return ts(s).timestamp()


def chatgpt_conversation(title, turns, branch=None, seed='x'):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM +zzzz').
    branch: optional (index_of_user_turn, alt_text, alt_reply) -> an earlier abandoned
    version of that user turn (edited message), kept as a sibling branch."""
    def nid(i):
        return str(uuid.UUID(hashlib.md5(f'{seed}-{title}-{i}'.encode()).hexdigest()))
    mapping = {}
    root = 'client-created-root'
    sysid = nid('sys')
    mapping[root] = {'id': root, 'message': None, 'parent': None, 'children': [sysid]}
    mapping[sysid] = {'id': sysid, 'message': {
        'id': sysid, 'author': {'role': 'system', 'name': None, 'metadata': {}},
        'create_time': None, 'update_time': None,
        'content': {'content_type': 'text', 'parts': ['']}, 'status': 'finished_successfully',
        'end_turn': True, 'weight': 0.0, 'metadata': {'is_visually_hidden_from_conversation': True},
        'recipient': 'all', 'channel': None}, 'parent': root, 'children': []}

    def node(i, role, text, when, parent):
        k = nid(i)
        mapping[k] = {'id': k, 'message': {
            'id': k, 'author': {'role': role, 'name': None, 'metadata': {}},
            'create_time': epoch(when) + (0.37 if role == 'assistant' else 0.11), 'update_time': None,
            'content': {'content_type': 'text', 'parts': [text]}, 'status': 'finished_successfully',
            'end_turn': True if role == 'assistant' else None, 'weight': 1.0, 'metadata': {},
            'recipient': 'all', 'channel': None}, 'parent': parent, 'children': []}
        mapping[parent]['children'].append(k)
        return k
    parent = sysid
    for i, (role, text, when) in enumerate(turns):
        if branch and i == branch[0]:
            a = node(f'alt{i}', 'user', branch[1], when, parent)
            node(f'alt{i}r', 'assistant', branch[2], when, a)
        parent = node(i, role, text, when, parent)
    conv_id = nid('conv')
    return {'title': title, 'create_time': epoch(turns[0][2]), 'update_time': epoch(turns[-1][2]) + 40,
            'mapping': mapping, 'moderation_results': [], 'current_node': parent,
            'plugin_ids': None, 'conversation_id': conv_id, 'conversation_template_id': None,
            'gizmo_id': None, 'gizmo_type': None, 'is_archived': False, 'is_starred': None,
            'safe_urls': [], 'default_model_slug': 'gpt-4o', 'conversation_origin': None,
            'voice': None, 'async_status': None, 'disabled_tool_ids': [], 'id': conv_id}


def iso(s):
    return ts(s).isoformat()


def write_json(rel, obj):
    out(rel, json.dumps(obj, ensure_ascii=False, indent=1) + '\n')
