"""Shared helpers for building the Rosa McAllister vault (standard library only)."""
import os, json, uuid, hashlib, datetime as dt
from zoneinfo import ZoneInfo
from email.message import EmailMessage
from email import policy, utils

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.abspath(os.path.join(HERE, '..', 'vault'))
LON = ZoneInfo('Europe/London')
ROSA = 'Rosa McAllister <rosa.mcallister@clydemail.example>'

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


def write_text(rel, text):
    text = text.lstrip('\n')
    with open(path(rel), 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)


def write_bytes(rel, data):
    with open(path(rel), 'wb') as f:
        f.write(data)


def when(s):
    """'2025-06-09 14:05' -> aware datetime in Europe/London"""
    return dt.datetime.strptime(s, '%Y-%m-%d %H:%M').replace(tzinfo=LON)


def msgid(tag, domain):
    return '<%s@%s>' % (tag, domain)


def make_mail(frm, to, date, subject, body=None, cte='quoted-printable', html=None,
              html_cte='quoted-printable', html_only=False, mid=None, cc=None,
              in_reply_to=None, references=None, attachments=(), headers=None):
    m = EmailMessage(policy=policy.default)
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Date'] = utils.format_datetime(when(date))
    m['Subject'] = subject
    m['Message-ID'] = mid or utils.make_msgid()
    if in_reply_to:
        m['In-Reply-To'] = in_reply_to
        m['References'] = references or in_reply_to
    for k, v in (headers or {}).items():
        m[k] = v
    if html_only:
        m.set_content(html.lstrip('\n'), subtype='html', cte=html_cte)
    else:
        m.set_content(body.lstrip('\n'), cte=cte)
        if html is not None:
            m.add_alternative(html.lstrip('\n'), subtype='html', cte=html_cte)
    for (fname, text) in attachments:
        m.add_attachment(text.lstrip('\n'), subtype='plain', filename=fname, cte='base64',
                         disposition='attachment')
    return m


def write_mail(rel, m):
    pin_boundaries(m, rel)
    write_bytes(rel, m.as_bytes(policy=policy.default))


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,')
             .replace('\n', '\\n'))


def fold(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return line
    out, cur, first = [], b'', True
    for ch in line:
        cb = ch.encode('utf-8')
        limit = 75 if first else 74
        if len(cur) + len(cb) > limit:
            out.append(cur.decode('utf-8'))
            cur, first = b'', False
        cur += cb
    out.append(cur.decode('utf-8'))
    return '\r\n '.join(out)


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


def ics_file(rel, calname, components):
    """components: list of lists of raw property lines (already 'NAME;PARAM:VALUE')."""
    lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Rosa McAllister//Tablet calendar export//EN',
             'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:' + calname,
             'X-WR-TIMEZONE:Europe/London']
    lines += VTZ_LONDON.split('\n')
    for comp in components:
        lines += comp
    lines.append('END:VCALENDAR')
    data = '\r\n'.join(fold(l) for l in lines) + '\r\n'
    write_bytes(rel, data.encode('utf-8'))


def prop(name, value, params=''):
    return '%s%s:%s' % (name, (';' + params) if params else '', ics_escape(value))


# ---------------------------------------------------------------- chats
def epoch(s, sec=0):
    return when(s).timestamp() + sec


def chatgpt_conversation(title, turns, branch=None):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM', seconds_offset).
    branch: optional (index_of_user_turn, old_text, old_reply) - an edited user turn; the old
    version stays in the tree as a sibling that is not on the current path."""
    ns = uuid.uuid5(uuid.NAMESPACE_URL, 'rosa-chat-' + title)
    mapping = {}
    root = 'client-created-root'
    mapping[root] = {'id': root, 'message': None, 'parent': None, 'children': []}
    sysid = str(uuid.uuid5(ns, 'system'))
    mapping[root]['children'].append(sysid)
    mapping[sysid] = {'id': sysid, 'message': {
        'id': sysid, 'author': {'role': 'system', 'name': None, 'metadata': {}},
        'create_time': None, 'update_time': None,
        'content': {'content_type': 'text', 'parts': ['']}, 'status': 'finished_successfully',
        'end_turn': True, 'weight': 0.0, 'metadata': {'is_visually_hidden_from_conversation': True},
        'recipient': 'all', 'channel': None}, 'parent': root, 'children': []}

    def node(nid, role, text, t, parent):
        mapping[nid] = {'id': nid, 'message': {
            'id': nid, 'author': {'role': role, 'name': None, 'metadata': {}},
            'create_time': t, 'update_time': None,
            'content': {'content_type': 'text', 'parts': [text]},
            'status': 'finished_successfully', 'end_turn': True if role == 'assistant' else None,
            'weight': 1.0, 'metadata': {}, 'recipient': 'all', 'channel': None},
            'parent': parent, 'children': []}
        mapping[parent]['children'].append(nid)

    parent = sysid
    first_t = last_t = None
    for i, (role, text, ts, off) in enumerate(turns):
        t = epoch(ts, off)
        first_t = first_t or t
        last_t = t
        if branch and branch[0] == i:
            oid = str(uuid.uuid5(ns, 'old-%d' % i))
            node(oid, 'user', branch[1], t - 240, parent)
            orid = str(uuid.uuid5(ns, 'oldr-%d' % i))
            node(orid, 'assistant', branch[2], t - 200, oid)
        nid = str(uuid.uuid5(ns, 'n-%d' % i))
        node(nid, role, text, t, parent)
        parent = nid
    return {'title': title, 'create_time': first_t - 2.5, 'update_time': last_t + 3.0,
            'mapping': mapping, 'moderation_results': [], 'current_node': parent,
            'plugin_ids': None, 'conversation_id': str(uuid.uuid5(ns, 'conv')),
            'conversation_template_id': None, 'gizmo_id': None, 'is_archived': False,
            'safe_urls': [], 'default_model_slug': 'gpt-4o', 'id': str(uuid.uuid5(ns, 'conv'))}


def iso(s, sec=0):
    d = when(s) + dt.timedelta(seconds=sec)
    return d.isoformat()


def write_json(rel, obj):
    with open(path(rel), 'w', encoding='utf-8') as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write('\n')
