"""Decode every vault file to plain searchable text (used by check.py)."""
import os, re, json, html, mailbox
from email import policy
from email.parser import BytesParser

VAULT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'vault'))

def strip_html(s):
    s = re.sub(r'(?is)<(script|style).*?</\1>', ' ', s)
    s = re.sub(r'(?i)<br\s*/?>|</p>|</tr>|</h\d>|</li>', '\n', s)
    s = re.sub(r'<[^>]+>', ' ', s)
    return html.unescape(s)

def msg_text(msg, problems, where):
    out = []
    for h in ('From', 'To', 'Cc', 'Date', 'Subject'):
        if msg[h]:
            out.append('%s: %s' % (h, msg[h]))
    if msg.defects:
        problems.append('%s: defects %r' % (where, msg.defects))
    for part in msg.walk():
        if part.is_multipart():
            continue
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            problems.append('%s: cannot decode part %s: %s' % (where, part.get_content_type(), e))
            continue
        if part.defects:
            problems.append('%s: part defects %r' % (where, part.defects))
        if isinstance(content, bytes):
            content = content.decode('utf-8', 'replace')
        if part.get_content_type() == 'text/html':
            content = strip_html(content)
        out.append(content)
    return '\n'.join(out)

def chat_text(obj):
    out = []
    def walk(o):
        if isinstance(o, dict):
            for k, v in o.items():
                if k in ('content', 'title') and isinstance(v, str):
                    out.append(v)
                elif k == 'parts' and isinstance(v, list):
                    out.extend(x for x in v if isinstance(x, str))
                else:
                    walk(v)
        elif isinstance(o, list):
            for x in o:
                walk(x)
    walk(obj)
    return '\n'.join(out)

def decode_file(full, problems):
    rel = os.path.relpath(full, VAULT)
    if full.endswith('.eml'):
        with open(full, 'rb') as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return msg_text(msg, problems, rel)
    if full.endswith('.mbox'):
        box = mailbox.mbox(full, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        texts = [msg_text(m, problems, rel) for m in box]
        if not texts:
            problems.append(rel + ': empty mbox')
        return '\n\n'.join(texts)
    if full.endswith('.ics'):
        import icalendar
        with open(full, 'rb') as f:
            cal = icalendar.Calendar.from_ical(f.read())
        out = []
        for comp in cal.walk():
            for k, v in comp.items():
                if isinstance(v, list):
                    vals = v
                else:
                    vals = [v]
                for x in vals:
                    if hasattr(x, 'dt'):
                        out.append('%s: %s' % (k, x.dt))
                    elif hasattr(x, 'to_ical'):
                        out.append('%s: %s' % (k, x.to_ical().decode('utf-8') if k in ('RRULE',) else str(x)))
                    else:
                        out.append('%s: %s' % (k, x))
        return '\n'.join(out)
    if full.endswith('.jsonl'):
        out = []
        with open(full, encoding='utf-8') as f:
            for n, line in enumerate(f, 1):
                if line.strip():
                    o = json.loads(line)
                    for key in ('role', 'content', 'timestamp'):
                        if key not in o:
                            problems.append('%s:%d missing %s' % (rel, n, key))
                    out.append(o.get('content', ''))
        return '\n'.join(out)
    if full.endswith('.json'):
        with open(full, encoding='utf-8') as f:
            obj = json.load(f)
        return chat_text(obj)
    with open(full, encoding='utf-8') as f:
        return f.read()

def decode_all(problems=None):
    problems = [] if problems is None else problems
    res = {}
    for root, _, files in os.walk(VAULT):
        for fn in sorted(files):
            full = os.path.join(root, fn)
            res[os.path.relpath(full, VAULT)] = decode_file(full, problems)
    return res

if __name__ == '__main__':
    import sys
    probs = []
    d = decode_all(probs)
    print('\n'.join(probs) or 'no problems')
    terms = sys.argv[1:]
    for t in terms:
        print('==', t)
        rx = re.compile(t, re.I)
        for k in sorted(d):
            hits = rx.findall(d[k])
            if hits:
                i = rx.search(d[k]).start()
                print('    %-60s %s' % (k, d[k][max(0, i-60):i+80].replace('\n', ' ')))
