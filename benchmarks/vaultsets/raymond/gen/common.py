"""Shared helpers for building Ray's vault (standard library only)."""
import json, os, uuid, random, textwrap, hashlib
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime, make_msgid
from datetime import datetime, timezone, timedelta

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'vault')
OUT = os.path.normpath(OUT)


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

MT = timezone(timedelta(hours=-6), 'MDT')   # Denver summer
MST = timezone(timedelta(hours=-7), 'MST')  # Denver winter
CT = timezone(timedelta(hours=-5), 'CDT')
ET = timezone(timedelta(hours=-4), 'EDT')

def den(y, mo, d, h=0, mi=0, s=0):
    """Denver local time with the right DST offset (2024/2025 rules)."""
    dt = datetime(y, mo, d, h, mi, s)
    # DST 2024: 3/10-11/3 ; 2025: 3/9-11/2
    rng = {2024: (datetime(2024, 3, 10, 2), datetime(2024, 11, 3, 2)),
           2025: (datetime(2025, 3, 9, 2), datetime(2025, 11, 2, 2)),
           2026: (datetime(2026, 3, 8, 2), datetime(2026, 11, 1, 2))}[y]
    tz = MT if rng[0] <= dt < rng[1] else MST
    return dt.replace(tzinfo=tz)

def write(rel, text, binary=False):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if binary:
        with open(path, 'wb') as f:
            f.write(text)
    else:
        with open(path, 'w', encoding='utf-8', newline='') as f:
            f.write(text)
    return rel

def dedent(s):
    return textwrap.dedent(s).lstrip('\n')

# ---------------------------------------------------------------- e-mail
RAY = 'Ray Okafor-Lindqvist <ray.okl@pinemail.example>'

def mail(*, frm, to, date, subject, msgid, body=None, cte='7bit', html=None,
         html_cte=None, cc=None, in_reply_to=None, references=None,
         attachments=(), extra_headers=None, charset='utf-8'):
    """Build an EmailMessage.
    body only -> text/plain; html only -> text/html; both -> multipart/alternative.
    attachments: list of (filename, text, subtype) -> base64 text attachments."""
    m = EmailMessage()
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Date'] = format_datetime(date)
    m['Subject'] = subject
    m['Message-ID'] = msgid
    if in_reply_to:
        m['In-Reply-To'] = in_reply_to
        m['References'] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if body is not None:
        m.set_content(body, cte=cte)
        if html is not None:
            m.add_alternative(html, subtype='html', cte=html_cte or 'quoted-printable')
    else:
        m.set_content(html, subtype='html', cte=html_cte or cte)
    for fn, text, sub in attachments:
        m.add_attachment(text.encode('utf-8'), maintype='text', subtype=sub,
                         filename=fn)
    return m

def write_eml(rel, m):
    pin_boundaries(m, rel)
    data = m.as_bytes(policy=policy.default)
    return write(rel, data, binary=True)

def quote(text):
    return '\n'.join(('> ' + l) if l else '>' for l in text.rstrip('\n').split('\n'))

# ---------------------------------------------------------------- chats
def chatgpt_conversation(title, turns, branch=None):
    """turns: list of (role, text, epoch). branch: optional (index_of_user_turn,
    alt_text, alt_epoch, alt_reply, alt_reply_epoch) -> an abandoned edit branch."""
    rnd = random.Random(title)
    def uid():
        return str(uuid.UUID(int=rnd.getrandbits(128), version=4))
    mapping = {}
    root = 'client-created-root'
    mapping[root] = {'id': root, 'message': None, 'parent': None, 'children': []}
    sys_id = uid()
    mapping[sys_id] = {'id': sys_id, 'message': {
        'id': sys_id, 'author': {'role': 'system', 'name': None, 'metadata': {}},
        'create_time': None, 'update_time': None,
        'content': {'content_type': 'text', 'parts': ['']},
        'status': 'finished_successfully', 'end_turn': True, 'weight': 0.0,
        'metadata': {'is_visually_hidden_from_conversation': True},
        'recipient': 'all', 'channel': None}, 'parent': root, 'children': []}
    mapping[root]['children'].append(sys_id)
    parent = sys_id

    def node(role, text, t, parent, weight=1.0):
        i = uid()
        mapping[i] = {'id': i, 'message': {
            'id': i, 'author': {'role': role, 'name': None, 'metadata': {}},
            'create_time': t, 'update_time': None,
            'content': {'content_type': 'text', 'parts': [text]},
            'status': 'finished_successfully',
            'end_turn': True if role == 'assistant' else None,
            'weight': weight, 'metadata': {} if role == 'user' else {'model_slug': 'gpt-4o'},
            'recipient': 'all', 'channel': None}, 'parent': parent, 'children': []}
        mapping[parent]['children'].append(i)
        return i

    for k, (role, text, t) in enumerate(turns):
        if branch and k == branch[0]:
            # abandoned first attempt of this user turn
            b = node('user', branch[1], branch[2], parent)
            node('assistant', branch[3], branch[4], b)
        parent = node(role, text, t, parent)
    return {'title': title, 'create_time': turns[0][2] - 2.5,
            'update_time': turns[-1][2], 'mapping': mapping,
            'moderation_results': [], 'current_node': parent,
            'plugin_ids': None, 'conversation_id': uid(),
            'conversation_template_id': None, 'gizmo_id': None,
            'is_archived': False, 'safe_urls': [], 'default_model_slug': 'gpt-4o',
            'id': uid()}

def ep(dt):
    return dt.timestamp() + 0.3417

# ---------------------------------------------------------------- ics
def ics_escape(s):
    return (s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,')
             .replace('\n', '\\n'))

def fold(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return line
    out, cur = [], b''
    limit = 75
    for ch in line:
        cb = ch.encode('utf-8')
        if len(cur) + len(cb) > limit:
            out.append(cur.decode('utf-8'))
            cur = b''
            limit = 74
        cur += cb
    out.append(cur.decode('utf-8'))
    return '\r\n '.join(out)

def ics(lines):
    return ''.join(fold(l) + '\r\n' for l in lines)

VTZ_DENVER = """BEGIN:VTIMEZONE
TZID:America/Denver
X-LIC-LOCATION:America/Denver
BEGIN:DAYLIGHT
TZOFFSETFROM:-0700
TZOFFSETTO:-0600
TZNAME:MDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0600
TZOFFSETTO:-0700
TZNAME:MST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE""".split('\n')

VTZ_CHICAGO = """BEGIN:VTIMEZONE
TZID:America/Chicago
X-LIC-LOCATION:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE""".split('\n')

def vevent(uid, start, end, summary, location=None, description=None,
           attendees=(), rrule=None, exdate=None, tz='America/Denver',
           allday=False, categories=None, alarm=None, organizer=None):
    L = ['BEGIN:VEVENT', f'UID:{uid}', 'DTSTAMP:20251102T180000Z']
    if allday:
        L += [f'DTSTART;VALUE=DATE:{start}', f'DTEND;VALUE=DATE:{end}']
    else:
        stz = tz if isinstance(tz, str) else tz[0]
        etz = tz if isinstance(tz, str) else tz[1]
        L += [f'DTSTART;TZID={stz}:{start}', f'DTEND;TZID={etz}:{end}']
    if rrule:
        L.append(f'RRULE:{rrule}')
    if exdate:
        L.append(f'EXDATE;TZID={tz if isinstance(tz, str) else tz[0]}:{exdate}')
    L.append(f'SUMMARY:{ics_escape(summary)}')
    if location:
        L.append(f'LOCATION:{ics_escape(location)}')
    if description:
        L.append(f'DESCRIPTION:{ics_escape(description)}')
    if organizer:
        L.append(f'ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}')
    for cn, addr in attendees:
        L.append(f'ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{addr}')
    if categories:
        L.append(f'CATEGORIES:{categories}')
    if alarm:
        L += ['BEGIN:VALARM', 'ACTION:DISPLAY', f'DESCRIPTION:{ics_escape(alarm[1])}',
              f'TRIGGER:{alarm[0]}', 'END:VALARM']
    L.append('END:VEVENT')
    return L

def vtodo(uid, summary, due, status='NEEDS-ACTION', description=None,
          priority=None, completed=None, created='20251001T150000Z'):
    L = ['BEGIN:VTODO', f'UID:{uid}', 'DTSTAMP:20251102T180000Z',
         f'CREATED:{created}', f'SUMMARY:{ics_escape(summary)}']
    if len(due) == 8:
        L.append(f'DUE;VALUE=DATE:{due}')
    else:
        L.append(f'DUE;TZID=America/Denver:{due}')
    L.append(f'STATUS:{status}')
    if priority:
        L.append(f'PRIORITY:{priority}')
    if completed:
        L.append(f'COMPLETED:{completed}')
        L.append('PERCENT-COMPLETE:100')
    if description:
        L.append(f'DESCRIPTION:{ics_escape(description)}')
    L.append('END:VTODO')
    return L

def calendar(name, body, tzs):
    L = ['BEGIN:VCALENDAR', 'VERSION:2.0',
         'PRODID:-//Ray OKL//Fastcal export 4.2//EN', 'CALSCALE:GREGORIAN',
         'METHOD:PUBLISH', f'X-WR-CALNAME:{name}', 'X-WR-TIMEZONE:America/Denver']
    for t in tzs:
        L += t
    L += body
    L.append('END:VCALENDAR')
    return ics(L)
