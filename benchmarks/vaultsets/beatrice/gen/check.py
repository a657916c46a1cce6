"""Validate the vault and the gold lists.

Run with an interpreter that has icalendar, e.g.
    .venv/bin/python benchmarks/vaultsets/beatrice/gen/check.py   (from the repo root)
"""
import os, re, sys, json
from collections import Counter
from email import policy
from email.parser import BytesParser
import icalendar
from decode import VAULT, decode_all

HERE = os.path.dirname(os.path.abspath(__file__))
errors, infos = [], []

# ---------------------------------------------------------------- 1. parse everything
problems = []
texts = decode_all(problems)
errors += problems
files = sorted(texts)
ext = Counter(os.path.splitext(f)[1] for f in files)
infos.append('files: %d %s' % (len(files), dict(ext)))

# e-mail structure stats
stats = Counter()
for f in files:
    if not f.endswith('.eml'):
        continue
    with open(os.path.join(VAULT, f), 'rb') as fh:
        m = BytesParser(policy=policy.default).parse(fh)
    stats[m.get_content_type()] += 1
    for p in m.walk():
        if not p.is_multipart():
            stats['cte:' + str(p.get('Content-Transfer-Encoding', '7bit')).lower()] += 1
            if p.get_filename():
                stats['attachment'] += 1
    if m['In-Reply-To']:
        stats['reply'] += 1
    if 'Forwarded message' in texts[f]:
        stats['forward'] += 1
infos.append('eml: %s' % dict(stats))

# calendars
ev = td = rr = 0
for f in files:
    if f.endswith('.ics'):
        with open(os.path.join(VAULT, f), 'rb') as fh:
            cal = icalendar.Calendar.from_ical(fh.read())
        if not any(c.name == 'VTIMEZONE' for c in cal.walk()):
            errors.append(f + ': no VTIMEZONE')
        for c in cal.walk():
            if c.name == 'VEVENT':
                ev += 1
                rr += 'RRULE' in c
            elif c.name == 'VTODO':
                td += 1
infos.append('ics: %d VEVENT, %d VTODO, %d RRULE' % (ev, td, rr))

# chat shapes
for f in files:
    full = os.path.join(VAULT, f)
    if f.startswith('chats/chatgpt/'):
        for conv in json.load(open(full, encoding='utf-8')):
            mp = conv['mapping']
            assert conv['current_node'] in mp, f
            node, n = conv['current_node'], 0
            while node:
                msg = mp[node]['message']
                if msg and msg['author']['role'] != 'system':
                    assert isinstance(msg['create_time'], float), f
                    n += 1
                node = mp[node]['parent']
            if n < 2:
                errors.append(f + ': conversation too short')
    elif f.endswith('.json'):
        obj = json.load(open(full, encoding='utf-8'))
        for m in obj['messages']:
            assert set(m) >= {'role', 'content', 'timestamp'}, f

# ---------------------------------------------------------------- 2. facts hidden in encoded parts
raw = {f: open(os.path.join(VAULT, f), 'rb').read() for f in files}
for needle, src in [('SF-20931', 'mail/2025/10/2025-10-02_sureflow-inspection-report.eml'),
                    ('partial-thickness', 'mail/2025/03/2025-03-05_ultrasound-report.eml'),
                    ('Humber Ridge', 'mail/2025/11/2025-11-05_wpcb-course-registration.eml'),
                    ('CN-58213', 'mail/2025/03/2025-03-06_cottagenest-booking.eml'),
                    ('NAPROXEN 250', 'mail/2025/07/2025-07-02_pharmacy-refill-ready.eml')]:
    if needle.encode() in raw[src]:
        errors.append('%s visible in raw bytes of %s' % (needle, src))
    if needle not in texts[src]:
        errors.append('%s missing from decoded %s' % (needle, src))
only_hidden = [n for n in ('SF-20931', 'partial-thickness') if not any(n.encode() in b for b in raw.values())]
infos.append('facts only inside encoded parts: %s' % only_hidden)

# ---------------------------------------------------------------- 3. fictional contact data
for f in files:
    t = texts[f]
    for dom in re.findall(r'[\w.+-]+@([\w.-]+)', t):
        if '.example' not in dom:
            errors.append('%s: non-.example domain %s' % (f, dom))
    for ph in re.findall(r'\b(\d{3})-(\d{3})-(\d{4})\b', t):
        if ph[1] != '555' or not ('0100' <= ph[2] <= '0199'):
            errors.append('%s: phone not in fictional range %s' % (f, '-'.join(ph)))

# ---------------------------------------------------------------- 4. queries and gold
queries = json.load(open(os.path.join(HERE, '..', 'queries.json'), encoding='utf-8'))
keys = json.load(open(os.path.join(HERE, 'keys.json'), encoding='utf-8'))
kinds = Counter(q['kind'] for q in queries)
infos.append('queries: %d %s' % (len(queries), dict(kinds)))
if len(queries) != 50 or set(kinds.values()) != {5}:
    errors.append('need 50 queries, 5 per kind')
review = []
for q in queries:
    k = keys[q['id']]
    if not q['gold']:
        errors.append(q['id'] + ': empty gold')
    for g in q['gold']:
        if g not in texts:
            errors.append('%s: gold file missing %s' % (q['id'], g))
            continue
        pats = k[g] if isinstance(k, dict) else k
        if not any(re.search(p, texts[g]) for p in pats):
            errors.append('%s: key %r not found in gold %s' % (q['id'], pats, g))
        # no file name may contain the answer
        if any(re.search(p, os.path.basename(g), re.I) for p in pats):
            errors.append('%s: file name %s matches the key' % (q['id'], g))
    if isinstance(k, dict):
        # multi-source: each part must be in exactly one file (its own gold file)
        for g, pats in k.items():
            holders = [f for f in files if any(re.search(p, texts[f]) for p in pats)]
            if holders != [g]:
                errors.append('%s: part %r held by %s (expected only %s)' % (q['id'], pats, holders, g))
        if len(q['gold']) not in (2, 3):
            errors.append(q['id'] + ': multi_source needs 2-3 gold files')
    else:
        others = [f for f in files if f not in q['gold'] and any(re.search(p, texts[f]) for p in k)]
        if others:
            review.append('%s non-gold files with key %r: %s' % (q['id'], k, others))

print('\n'.join('INFO  ' + i for i in infos))
print('\n'.join('REVIEW ' + r for r in review))
if errors:
    print('\n'.join('ERROR ' + e for e in errors))
    print('CHECK FAILED (%d errors)' % len(errors))
    sys.exit(1)
print('CHECK PASSED')
