"""Check the vault and queries.json.
Run with an interpreter that has icalendar:  .venv/bin/python benchmarks/vaultsets/rosa/gen/check.py
- parses every .eml / .mbox with BytesParser(policy=default) and decodes every part (no defects allowed)
- parses every .ics with icalendar
- loads every .json / .jsonl and checks its shape
- every gold file contains its key once decoded; multi_source parts are unique to their file
- no file name contains a key; ids/kinds/counts are right
- prints, for review, the non-gold files that also match each key, and the keys that only exist after decoding
"""
import os, re, sys, json, csv, html, mailbox
from email import policy
from email.parser import BytesParser
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import queries

ROOT = os.path.abspath(os.path.join(HERE, '..'))
VAULT = os.path.join(ROOT, 'vault')
errors = []


def err(msg):
    errors.append(msg)
    print('ERROR:', msg)


def html_to_text(s):
    s = re.sub(r'(?is)<(script|style).*?</\1>', ' ', s)
    s = re.sub(r'(?s)<[^>]+>', ' ', s)
    return html.unescape(s)


def decode_message(msg, where):
    out = []
    for h in ('From', 'To', 'Cc', 'Date', 'Subject'):
        if msg[h]:
            out.append('%s: %s' % (h, msg[h]))
    if msg.defects:
        err('%s: defects %s' % (where, msg.defects))
    nparts = 0
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            err('%s: part defects %s' % (where, part.defects))
        content = part.get_content()
        nparts += 1
        if isinstance(content, bytes):
            content = content.decode('utf-8', 'replace')
        if part.get_content_subtype() == 'html':
            content = html_to_text(content)
        out.append(content)
    if nparts == 0:
        err('%s: no leaf parts' % where)
    return '\n'.join(out)


def decode_ics(raw, where):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    n = 0
    for comp in cal.walk():
        if comp.name in ('VEVENT', 'VTODO'):
            n += 1
        for k, v in comp.property_items(recursive=False):
            if k in ('BEGIN', 'END'):
                continue
            try:
                val = v.to_ical().decode('utf-8') if hasattr(v, 'to_ical') else str(v)
            except Exception:
                val = str(v)
            if isinstance(v, icalendar.prop.vText):
                val = str(v)
            out.append('%s: %s' % (k, val))
            if hasattr(v, 'params') and v.params.get('CN'):
                out.append('CN: %s' % v.params['CN'])
    if n == 0:
        err('%s: no VEVENT/VTODO' % where)
    return '\n'.join(out)


def decode_chatgpt(obj, where):
    if not isinstance(obj, list):
        err('%s: ChatGPT export must be a list' % where)
        return ''
    out = []
    for conv in obj:
        for k in ('title', 'create_time', 'mapping', 'current_node'):
            if k not in conv:
                err('%s: conversation lacks %s' % (where, k))
        out.append(conv.get('title', ''))
        mp = conv['mapping']
        if conv['current_node'] not in mp:
            err('%s: current_node not in mapping' % where)
        for nid, node in mp.items():
            for c in node.get('children', []):
                if mp.get(c, {}).get('parent') != nid:
                    err('%s: broken parent link %s' % (where, c))
            m = node.get('message')
            if m:
                out.extend(p for p in m['content']['parts'] if isinstance(p, str))
    return '\n'.join(out)


def decode(rel):
    p = os.path.join(VAULT, rel)
    raw = open(p, 'rb').read()
    ext = rel.rsplit('.', 1)[-1]
    if ext == 'eml':
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        return raw, decode_message(msg, rel)
    if ext == 'mbox':
        mb = mailbox.mbox(p, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
        texts = [decode_message(m, '%s#%d' % (rel, i)) for i, m in enumerate(mb)]
        if len(texts) < 5:
            err('%s: too few messages' % rel)
        return raw, '\n\n'.join(texts)
    if ext == 'ics':
        return raw, decode_ics(raw, rel)
    if ext == 'jsonl':
        out = []
        for ln in raw.decode('utf-8').splitlines():
            d = json.loads(ln)
            if set(d) != {'role', 'content', 'timestamp'}:
                err('%s: bad jsonl keys %s' % (rel, set(d)))
            out.append(d['content'])
        return raw, '\n'.join(out)
    if ext == 'json':
        obj = json.loads(raw)
        if isinstance(obj, dict) and 'messages' in obj:
            for m in obj['messages']:
                if set(m) != {'role', 'content', 'timestamp'}:
                    err('%s: bad message keys' % rel)
            return raw, '\n'.join(m['content'] for m in obj['messages'])
        return raw, decode_chatgpt(obj, rel)
    if ext == 'csv':
        rows = list(csv.reader(raw.decode('utf-8').splitlines()))
        if len(rows) < 5 or len({len(r) for r in rows}) != 1:
            err('%s: ragged or tiny CSV' % rel)
        return raw, raw.decode('utf-8')
    return raw, raw.decode('utf-8')


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
    docs = {}
    for rel in files:
        try:
            docs[rel] = decode(rel)
        except Exception as e:
            err('%s: failed to decode: %r' % (rel, e))
    print('files:', len(files))
    by_ext = {}
    for f in files:
        e = f.rsplit('.', 1)[-1]
        by_ext[e] = by_ext.get(e, 0) + 1
    print('by type:', by_ext)

    qs = json.load(open(os.path.join(ROOT, 'queries.json'), encoding='utf-8'))
    if len(qs) != 50:
        err('expected 50 questions, got %d' % len(qs))
    counts = {}
    for i, q in enumerate(qs):
        if q['id'] != 'h%02d' % (i + 1):
            err('bad id order at %s' % q['id'])
        if set(q) != {'id', 'query', 'gold', 'kind', 'gold_hint'}:
            err('%s: bad fields' % q['id'])
        counts[q['kind']] = counts.get(q['kind'], 0) + 1
        exp_kind = queries.KINDS[i // 5]
        if q['kind'] != exp_kind:
            err('%s: kind %s, expected %s' % (q['id'], q['kind'], exp_kind))
    print('kinds:', counts)

    hidden = []
    for q in qs:
        qid, gold = q['id'], q['gold']
        key = queries.KEYS[qid]
        if len(set(gold)) != len(gold):
            err('%s: duplicate gold' % qid)
        for g in gold:
            if g not in docs:
                err('%s: gold file missing: %s' % (qid, g))
        if isinstance(key, dict):
            if set(key) != set(gold):
                err('%s: per-file keys do not match gold' % qid)
            if not 2 <= len(gold) <= 3:
                err('%s: multi_source needs 2-3 gold files' % qid)
            for g, rx in key.items():
                if not re.search(rx, docs[g][1], re.I):
                    err('%s: %s lacks its part /%s/' % (qid, g, rx))
                others = [f for f in files if f != g and re.search(rx, docs[f][1], re.I)]
                if others:
                    err('%s: part /%s/ of %s also in %s' % (qid, rx, g, others))
                if re.search(rx, g, re.I) or re.search(rx, re.sub(r'[-_/.]', ' ', g), re.I):
                    err('%s: file name contains the key' % qid)
            continue
        for g in gold:
            if g in docs and not re.search(key, docs[g][1], re.I):
                err('%s: %s lacks /%s/' % (qid, g, key))
            if re.search(key, g, re.I) or re.search(key, re.sub(r'[-_/.]', ' ', g), re.I):
                err('%s: file name %s contains the key' % (qid, g))
            if g in docs and re.search(key, docs[g][1], re.I) and not re.search(
                    key.encode(), docs[g][0], re.I):
                hidden.append((qid, g))
        extra = [f for f in files if f not in gold and re.search(key, docs[f][1], re.I)]
        print('%s %-16s gold=%d  non-gold matching /%s/: %s' % (qid, q['kind'], len(gold), key, extra or '-'))
    print('\nkeys present only after decoding (absent from raw bytes):')
    for qid, g in hidden:
        print('  ', qid, g)
    print()
    if errors:
        print('CHECK FAILED: %d error(s)' % len(errors))
        sys.exit(1)
    print('CHECK PASSED')


if __name__ == '__main__':
    main()
