"""Shared helpers for building Beatrice's vault (standard library only)."""
import os, json, uuid, random, mailbox, hashlib
from datetime import datetime, timezone, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from email import policy

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'vault')
OUT = os.path.normpath(OUT)

EST = timezone(timedelta(hours=-5), 'EST')
EDT = timezone(timedelta(hours=-4), 'EDT')


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
    # Toronto DST: 2025-03-09..2025-11-02, 2026-03-08..
    dt = (y, m, d)
    if (2025, 3, 9) <= dt < (2025, 11, 2):
        return EDT
    if (2026, 3, 8) <= dt < (2026, 11, 1):
        return EDT
    return EST

def dt(y, mo, d, h=9, mi=0, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=tz_for(y, mo, d))

def path(rel):
    p = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p

def write_text(rel, text, newline='\n'):
    with open(path(rel), 'w', encoding='utf-8', newline=newline) as f:
        f.write(text.lstrip('\n'))

def write_bytes(rel, data):
    with open(path(rel), 'wb') as f:
        f.write(data)

# ---------------- e-mail -----------------
BEA = 'Beatrice Okafor-Lindqvist <bea.okafor.lindqvist@maplemail.example>'

def mail(frm, to, date, subject, body=None, cte='quoted-printable', html=None,
         html_cte='quoted-printable', cc=None, msgid=None, in_reply_to=None,
         references=None, attachments=(), extra_headers=None):
    """Build an EmailMessage. body=plain text; html=html text. If both -> alternative."""
    m = EmailMessage(policy=policy.default)
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Date'] = format_datetime(date)
    m['Subject'] = subject
    dom = frm.split('@')[-1].rstrip('>')
    m['Message-ID'] = msgid or '<%s@%s>' % (uuid.uuid5(uuid.NAMESPACE_DNS, subject + str(date)).hex[:20], dom)
    if in_reply_to:
        m['In-Reply-To'] = in_reply_to
        m['References'] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if body is not None and html is not None:
        m.set_content(body, cte=cte)
        m.add_alternative(html, subtype='html', cte=html_cte)
    elif html is not None:
        m.set_content(html, subtype='html', cte=html_cte)
    else:
        m.set_content(body, cte=cte)
    for (fname, text) in attachments:
        m.add_attachment(text.encode('utf-8'), maintype='text', subtype='plain', filename=fname)
    return m

def write_eml(rel, msg):
    pin_boundaries(msg, rel)
    write_bytes(rel, msg.as_bytes(policy=policy.SMTP))

def quote(text):
    return '\n'.join(('> ' + l) if l.strip() else '>' for l in text.strip('\n').split('\n'))

# ---------------- iCalendar -----------------
def ics_escape(s):
    return (s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,')
             .replace('\n', '\\n'))

def fold(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return line
    out, cur = [], b''
    first = True
    for ch in line:
        cb = ch.encode('utf-8')
        limit = 75 if first else 74
        if len(cur) + len(cb) > limit:
            out.append(cur.decode('utf-8'))
            cur = b''
            first = False
        cur += cb
    out.append(cur.decode('utf-8'))
    return '\r\n '.join(out)

TORONTO_TZ = """BEGIN:VTIMEZONE
TZID:America/Toronto
X-LIC-LOCATION:America/Toronto
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

def vcalendar(name, components):
    lines = ['BEGIN:VCALENDAR', 'VERSION:2.0',
             'PRODID:-//Beatrice OL//Calendar export 3.2//EN', 'CALSCALE:GREGORIAN',
             'METHOD:PUBLISH', 'X-WR-CALNAME:' + name, 'X-WR-TIMEZONE:America/Toronto']
    lines += TORONTO_TZ.split('\n')
    for comp in components:
        lines += comp
    lines.append('END:VCALENDAR')
    return '\r\n'.join(fold(l) for l in lines) + '\r\n'

STAMP = '20260305T153000Z'

def vevent(uid, summary, start, end=None, allday=False, location=None, description=None,
           attendees=(), rrule=None, exdates=(), categories=None, alarm=None, organizer=None,
           status=None, transp=None):
    L = ['BEGIN:VEVENT', 'UID:' + uid, 'DTSTAMP:' + STAMP]
    if allday:
        L.append('DTSTART;VALUE=DATE:' + start)
        if end:
            L.append('DTEND;VALUE=DATE:' + end)
    else:
        L.append('DTSTART;TZID=America/Toronto:' + start)
        if end:
            L.append('DTEND;TZID=America/Toronto:' + end)
    if rrule:
        L.append('RRULE:' + rrule)
    for ex in exdates:
        L.append('EXDATE;TZID=America/Toronto:' + ex)
    L.append('SUMMARY:' + ics_escape(summary))
    if location:
        L.append('LOCATION:' + ics_escape(location))
    if description:
        L.append('DESCRIPTION:' + ics_escape(description))
    if organizer:
        L.append('ORGANIZER;CN=%s:mailto:%s' % organizer)
    for cn, em in attendees:
        L.append('ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, em))
    if categories:
        L.append('CATEGORIES:' + categories)
    if status:
        L.append('STATUS:' + status)
    if transp:
        L.append('TRANSP:' + transp)
    if alarm:
        L += ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:' + ics_escape(alarm[1]),
              'TRIGGER:' + alarm[0], 'END:VALARM']
    L.append('END:VEVENT')
    return L

def vtodo(uid, summary, due=None, description=None, status='NEEDS-ACTION', priority=None, created=None):
    L = ['BEGIN:VTODO', 'UID:' + uid, 'DTSTAMP:' + STAMP]
    if created:
        L.append('CREATED:' + created)
    if due:
        L.append('DUE;VALUE=DATE:' + due)
    L.append('SUMMARY:' + ics_escape(summary))
    if description:
        L.append('DESCRIPTION:' + ics_escape(description))
    if priority:
        L.append('PRIORITY:%d' % priority)
    L.append('STATUS:' + status)
    L.append('END:VTODO')
    return L

# ---------------- chats -----------------
def epoch(d):
    return d.timestamp()

def chatgpt_conversation(title, turns, seed, branch=None):
    """turns: list of (role, text, datetime). branch: (index_of_user_turn, alt_text, alt_reply, alt_dt)
    creates an edited user turn: the original is kept as a sibling branch, current path uses the edit."""
    rnd = random.Random(seed)
    def nid():
        return str(uuid.UUID(int=rnd.getrandbits(128), version=4))
    mapping = {}
    root = 'client-created-root'
    mapping[root] = {'id': root, 'message': None, 'parent': None, 'children': []}
    sys_id = nid()
    mapping[sys_id] = {'id': sys_id, 'message': {
        'id': sys_id, 'author': {'role': 'system', 'name': None, 'metadata': {}},
        'create_time': None, 'update_time': None,
        'content': {'content_type': 'text', 'parts': ['']}, 'status': 'finished_successfully',
        'end_turn': True, 'weight': 0.0, 'metadata': {'is_visually_hidden_from_conversation': True},
        'recipient': 'all', 'channel': None}, 'parent': root, 'children': []}
    mapping[root]['children'].append(sys_id)
    def node(role, text, when, parent):
        i = nid()
        mapping[i] = {'id': i, 'message': {
            'id': i, 'author': {'role': role, 'name': None, 'metadata': {}},
            'create_time': epoch(when) + rnd.random(), 'update_time': None,
            'content': {'content_type': 'text', 'parts': [text]},
            'status': 'finished_successfully', 'end_turn': True if role == 'assistant' else None,
            'weight': 1.0, 'metadata': {'model_slug': 'gpt-4o'} if role == 'assistant' else {},
            'recipient': 'all', 'channel': None}, 'parent': parent, 'children': []}
        mapping[parent]['children'].append(i)
        return i
    parent = sys_id
    for k, (role, text, when) in enumerate(turns):
        if branch and k == branch[0]:
            # original (abandoned) version of this user turn plus its reply
            old_u = node('user', branch[1], branch[3], parent)
            node('assistant', branch[2], branch[3] + timedelta(seconds=25), old_u)
        parent = node(role, text, when, parent)
    conv_id = str(uuid.UUID(int=rnd.getrandbits(128), version=4))
    return {'title': title, 'create_time': epoch(turns[0][2]) - 2.5,
            'update_time': epoch(turns[-1][2]) + 3.1, 'mapping': mapping,
            'moderation_results': [], 'current_node': parent, 'plugin_ids': None,
            'conversation_id': conv_id, 'conversation_template_id': None, 'gizmo_id': None,
            'gizmo_type': None, 'is_archived': False, 'is_starred': None, 'safe_urls': [],
            'default_model_slug': 'gpt-4o', 'conversation_origin': None, 'voice': None,
            'async_status': None, 'disabled_tool_ids': [], 'id': conv_id}

def iso(d):
    return d.isoformat()
