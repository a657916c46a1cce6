"""Validate the vault and the gold lists.
Run with an interpreter that has icalendar, e.g.
    /work/main/.venv/bin/python gen/check.py
Parses every .eml/.mbox (BytesParser, policy=default) and decodes every part,
parses every .ics with icalendar, loads every json/jsonl, then checks each
gold file contains its answer key once decoded. Also lists non-gold files that
match a key (for manual review) and checks that base64-only facts are hidden."""
import os, re, sys, json, csv, html, mailbox
from email import policy
from email.parser import BytesParser
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..'))
VAULT = os.path.join(ROOT, 'vault')

def html_to_text(s):
    s = re.sub(r'(?is)<(script|style).*?</\1>', ' ', s)
    s = re.sub(r'(?i)<br\s*/?>|</p>|</tr>|</h\d>|</li>', '\n', s)
    s = re.sub(r'(?i)</t[dh]>', ' | ', s)
    s = re.sub(r'<[^>]+>', '', s)
    return html.unescape(s)

def msg_text(msg, problems, where):
    out = []
    for h in ('From', 'To', 'Cc', 'Date', 'Subject'):
        if msg[h]:
            out.append(f'{h}: {msg[h]}')
    if msg.defects:
        problems.append(f'{where}: defects {msg.defects}')
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            problems.append(f'{where}: part defects {part.defects}')
        ct = part.get_content_type()
        content = part.get_content()
        if isinstance(content, bytes):
            content = content.decode('utf-8')
        if ct == 'text/html':
            content = html_to_text(content)
        fn = part.get_filename()
        if fn:
            out.append(f'[attachment {fn}]')
        out.append(content)
    return '\n'.join(out)

def ics_text(path, problems):
    with open(path, 'rb') as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out, nev, ntodo = [], 0, 0
    for comp in cal.walk():
        if comp.name == 'VEVENT':
            nev += 1
        if comp.name == 'VTODO':
            ntodo += 1
        if comp.name not in ('VEVENT', 'VTODO', 'VALARM'):
            continue
        for k, v in comp.property_items(recursive=False):
            if k in ('BEGIN', 'END'):
                continue
            vals = v if isinstance(v, list) else [v]
            for x in vals:
                if hasattr(x, 'params') and 'CN' in x.params:
                    out.append(f'{k} CN={x.params["CN"]}')
                try:
                    s = x.to_ical().decode('utf-8')
                except Exception:
                    s = str(x)
                if k in ('SUMMARY', 'LOCATION', 'DESCRIPTION'):
                    s = str(x)
                out.append(f'{k}: {s}')
    if nev == 0:
        problems.append(f'{path}: no VEVENTs')
    return '\n'.join(out), nev, ntodo

def decode(rel, problems, stats):
    path = os.path.join(VAULT, rel)
    ext = rel.rsplit('.', 1)[-1]
    if ext == 'eml':
        with open(path, 'rb') as f:
            msg = BytesParser(policy=policy.default).parse(f)
        stats['eml'] += 1
        return msg_text(msg, problems, rel)
    if ext == 'mbox':
        box = mailbox.mbox(path, create=False)
        texts = []
        for i, key in enumerate(box.keys()):
            raw = box.get_bytes(key)
            msg = BytesParser(policy=policy.default).parsebytes(raw)
            texts.append(msg_text(msg, problems, f'{rel}#{i}'))
            stats['mbox_msgs'] += 1
        return '\n\n'.join(texts)
    if ext == 'ics':
        t, ne, nt = ics_text(path, problems)
        stats['vevent'] += ne
        stats['vtodo'] += nt
        return t
    if ext == 'json':
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
        out = []
        if isinstance(data, list):        # ChatGPT export
            for conv in data:
                out.append(conv['title'])
                assert conv['current_node'] in conv['mapping']
                for node in conv['mapping'].values():
                    m = node.get('message')
                    if m and m['content'].get('parts'):
                        out.extend(p for p in m['content']['parts'] if isinstance(p, str))
        else:
            for m in data['messages']:
                assert set(m) >= {'role', 'content', 'timestamp'}
                out.append(m['content'])
        stats['json'] += 1
        return '\n'.join(out)
    if ext == 'jsonl':
        out = []
        with open(path, encoding='utf-8') as f:
            for line in f:
                if line.strip():
                    m = json.loads(line)
                    assert set(m) >= {'role', 'content', 'timestamp'}
                    out.append(m['content'])
        stats['jsonl'] += 1
        return '\n'.join(out)
    if ext == 'csv':
        with open(path, encoding='utf-8', newline='') as f:
            rows = list(csv.reader(f))
        assert len({len(r) for r in rows}) == 1, rel
        stats['csv'] += 1
        return '\n'.join(','.join(r) for r in rows)
    with open(path, encoding='utf-8') as f:
        return f.read()

def main():
    problems = []
    stats = {k: 0 for k in ('eml', 'mbox_msgs', 'vevent', 'vtodo', 'json', 'jsonl', 'csv')}
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    text = {rel: decode(rel, problems, stats) for rel in files}

    with open(os.path.join(ROOT, 'queries.json'), encoding='utf-8') as f:
        queries = json.load(f)
    sys.path.insert(0, HERE)
    from queries import KEYS, HIDDEN

    kinds = {}
    review = []
    for q in queries:
        kinds[q['kind']] = kinds.get(q['kind'], 0) + 1
        spec = KEYS[q['id']]
        for g in q['gold']:
            if g not in text:
                problems.append(f"{q['id']}: gold file missing {g}")
                continue
            pat = spec.get(g, spec.get('*'))
            if not re.search(pat, text[g], re.I | re.S):
                problems.append(f"{q['id']}: key /{pat}/ not found in {g}")
        default = spec.get('*')
        if default:
            for rel, t in text.items():
                if rel not in q['gold'] and re.search(default, t, re.I | re.S):
                    review.append(f"{q['id']}: non-gold file matches key: {rel}")
            for g in q['gold']:
                if re.search(default, g, re.I):
                    problems.append(f"{q['id']}: answer key appears in file name {g}")

    # facts that must exist only inside an encoded part
    for rel, fact in HIDDEN:
        raw = open(os.path.join(VAULT, rel), 'rb').read().decode('utf-8', 'replace')
        if fact in raw:
            problems.append(f'hidden fact {fact!r} visible in raw bytes of {rel}')
        if fact not in text[rel]:
            problems.append(f'hidden fact {fact!r} not in decoded {rel}')

    print('files:', len(files))
    print('parsed:', stats)
    print('questions per kind:', kinds, 'total', len(queries))
    if '-v' in sys.argv:
        print('\n'.join(review))
    if problems:
        print('PROBLEMS:')
        print('\n'.join(problems))
        sys.exit(1)
    print('CHECK PASSED')

if __name__ == '__main__':
    main()
