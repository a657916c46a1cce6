"""Validate the Marcus vault and its questions.
Run with an interpreter that has icalendar:  .venv/bin/python benchmarks/vaultsets/marcus/gen/check.py
- parses every .eml/.mbox with BytesParser(policy=default) and decodes every part (no defects)
- parses every .ics with icalendar; loads every .json/.jsonl
- writes queries.json from queries_def.py and checks ids/kinds/counts
- checks every gold file exists and contains its key once decoded
- checks facts that must exist only inside base64 parts are absent from raw bytes
- lists non-gold files that also match each key (reviewed by hand; see README)"""
import os, re, sys, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from extract import all_texts
from queries_def import Q

ROOT = os.path.normpath(os.path.join(HERE, '..'))
VAULT = os.path.join(ROOT, 'vault')
ok = True


def fail(msg):
    global ok
    ok = False
    print('FAIL:', msg)


texts = all_texts(VAULT)
print(f'{len(texts)} files parsed')
for rel, (t, info) in texts.items():
    if info.get('defects'):
        fail(f'{rel}: MIME defects {info["defects"]}')
    if rel.endswith('.ics'):
        c = info['components']
        if not c.get('VEVENT'):
            fail(f'{rel}: no VEVENT')
        if not c.get('VTIMEZONE'):
            fail(f'{rel}: no VTIMEZONE')

# chat shapes
for rel, (t, info) in texts.items():
    p = os.path.join(VAULT, rel)
    if rel.startswith('chats/chatgpt/'):
        for conv in json.load(open(p)):
            assert conv['current_node'] in conv['mapping'] and 'create_time' in conv
    elif rel.endswith('.json'):
        msgs = json.load(open(p))['messages']
        assert all({'role', 'content', 'timestamp'} <= set(m) for m in msgs)

# base64-only facts
hidden = {
    'mail/2025/10/2025-10-01_severn-mutual-renewal.eml': 'SMB-BIK-774210',
    'mail/2025/03/2025-03-27_pavement-licence-decision.eml': 'PVL/25/0388',
    'mail/2025/09/2025-09-24_harbourside-half-results.eml': '1:52:41',
    'mail/2025/06/2025-06-03_lowmoor-welcome.eml': 'Feeder Road',
    'mail/2025/05/2025-05-15_taptill-pricing-update.eml': '1.95%',
    'mail/2025/10/2025-10-28_pugh-plumbing-visit.eml': 'Thursday 30 October at 8am',
    'mail/2025/09/2025-09-12_re-rent-review-agreed.eml': 'fifteen thousand six hundred',
}
for rel, s in hidden.items():
    raw = open(os.path.join(VAULT, rel), 'rb').read().decode('latin-1')
    if s in raw:
        fail(f'{rel}: "{s}" visible in raw bytes')
    if s not in texts[rel][0]:
        fail(f'{rel}: "{s}" not found after decoding')

# queries
out = []
kinds = collections.Counter()
expected = ['fact', 'who', 'where', 'event_time', 'multi_source', 'decision', 'temporal_current', 'open_loop', 'preference', 'vague']
review = {}
for i, (qid, kind, query, gold, hint, key, per) in enumerate(Q):
    if qid != f'h{i + 1:02d}':
        fail(f'id order {qid}')
    if kind != expected[i // 5]:
        fail(f'{qid}: kind {kind} out of order')
    kinds[kind] += 1
    if len(set(gold)) != len(gold):
        fail(f'{qid}: duplicate gold')
    for g in gold:
        if g not in texts:
            fail(f'{qid}: missing gold file {g}')
            continue
        rx = per.get(g, key)
        if not re.search(rx, texts[g][0]):
            fail(f'{qid}: gold {g} lacks /{rx}/')
    others = [r for r in sorted(texts) if r not in gold and re.search(key, texts[r][0])]
    review[qid] = others
    out.append({'id': qid, 'query': query, 'gold': gold, 'kind': kind, 'gold_hint': hint})
if len(out) != 50 or any(v != 5 for v in kinds.values()) or len(kinds) != 10:
    fail(f'counts {len(out)} {dict(kinds)}')

# multi_source: each gold file's part must be absent from the other files
for qid, kind, query, gold, hint, key, per in Q:
    if kind != 'multi_source':
        continue
    for g, rx in per.items():
        holders = [r for r in texts if re.search(rx, texts[r][0])]
        if holders != [g]:
            fail(f'{qid}: part /{rx}/ found in {holders}')

# no file name contains an answer string
answers = ['318', 'CHL-20931', '774210', '874', '3412', 'Castellane', 'Forsythe', 'Whitcombe', 'Achterberg', 'Tredegar',
           'Anchor', 'Feeder', 'Whiteladies', 'Bute', 'boiler', '4187', '52:41', '5225187342', '30917', '0388', 'Southville', '1180',
           '1.59', '159', '15600', '1300', '1412']
for r in texts:
    for a in answers:
        if a.lower() in os.path.basename(r).lower():
            fail(f'file name {r} contains answer {a}')

json.dump(out, open(os.path.join(ROOT, 'queries.json'), 'w'), indent=1, ensure_ascii=False)
with open(os.path.join(HERE, 'review-nongold-hits.txt'), 'w') as f:
    for qid, others in review.items():
        f.write(f'{qid}: {others}\n')
print('kinds:', dict(kinds))
print('CHECK PASSED' if ok else 'CHECK FAILED')
sys.exit(0 if ok else 1)
