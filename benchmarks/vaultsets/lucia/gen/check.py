# -*- coding: utf-8 -*-
"""Validate the vault: parse/decode every file, check gold key strings, list answer-term hits.
Run with an interpreter that has icalendar, e.g. .venv/bin/python benchmarks/vaultsets/lucia/gen/check.py from the repo root"""
import os, sys, json, csv, mailbox, re
from email import policy
from email.parser import BytesParser
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from queries import Q, M, queries
VAULT = os.path.join(HERE, '..', 'vault')


def mail_text(msg):
    parts = [f"{h}: {msg[h]}" for h in ('From', 'To', 'Cc', 'Date', 'Subject') if msg[h]]
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if ctype.startswith('text/'):
            c = part.get_content()
            if ctype == 'text/html':
                c = c + '\n' + re.sub(r'<[^>]+>', ' ', c)
            parts.append(c)
        else:
            parts.append(repr(part.get_content()))
    return '\n'.join(parts)


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def decode(rel):
    p = os.path.join(VAULT, rel)
    raw = open(p, 'rb').read()
    if rel.endswith('.eml'):
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        return mail_text(msg)
    if rel.endswith('.mbox'):
        box = mailbox.mbox(p, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        msgs = list(box)
        assert len(msgs) >= 10, rel
        return '\n\n'.join(mail_text(m) for m in msgs)
    if rel.endswith('.ics'):
        cal = icalendar.Calendar.from_ical(raw)
        out = [raw.decode('utf-8').replace('\r\n ', '')]
        n = 0
        for comp in cal.walk():
            if comp.name in ('VEVENT', 'VTODO'):
                n += 1
            for k, v in comp.property_items():
                try:
                    dv = v.dt if hasattr(v, 'dt') else v
                    out.append(f'{k}: {dv}')
                except Exception:
                    out.append(f'{k}: {v}')
        assert n > 0, rel
        return '\n'.join(out)
    if rel.endswith('.jsonl'):
        lines = [json.loads(l) for l in raw.decode('utf-8').splitlines() if l.strip()]
        return '\n'.join(s for l in lines for s in strings(l))
    if rel.endswith('.json'):
        return '\n'.join(strings(json.loads(raw.decode('utf-8'))))
    if rel.endswith('.csv'):
        txt = raw.decode('utf-8')
        rows = list(csv.reader(txt.splitlines(), delimiter=';' if ';' in txt.splitlines()[0] else ','))
        assert len(rows) > 5, rel
        return txt
    return raw.decode('utf-8')


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
    texts = {f: decode(f) for f in files}
    print(f'decoded {len(files)} files OK')
    ok = True
    # 1. gold key strings
    qs = queries()
    kinds = {}
    for q, (kind, query, gold, hint, scan) in zip(qs, Q):
        kinds[kind] = kinds.get(kind, 0) + 1
        for key, keys in gold.items():
            rel = M[key]
            if rel not in texts:
                print('MISSING FILE', q['id'], rel); ok = False; continue
            for k in keys:
                if k.lower() not in texts[rel].lower():
                    print(f"KEY NOT FOUND {q['id']} {rel}: {k!r}"); ok = False
        # no file name may contain a key answer string
        for key, keys in gold.items():
            for k in keys:
                for f in files:
                    if len(k) > 3 and k.lower() in os.path.basename(f).lower():
                        print('ANSWER IN FILENAME', q['id'], f, k); ok = False
    print('kinds:', kinds)
    assert all(v == 5 for v in kinds.values()) and len(kinds) == 10
    # 2. facts that must exist only inside encoded parts
    enc_only = [('M14', 'MC-4471'), ('M11', 'QX7M4P'), ('M21', 'Carpa Expo'), ('M24', '2058'), ('M09', 'Pilar Gasent'),
                ('M21', '18 €')]
    for key, s in enc_only:
        raw = open(os.path.join(VAULT, M[key]), 'rb').read()
        if s.encode('utf-8') in raw:
            print('VISIBLE IN RAW BYTES', M[key], s); ok = False
        elif s.lower() not in texts[M[key]].lower():
            print('NOT DECODED', M[key], s); ok = False
    # 3. answer-term scan (for gold completeness review)
    if '-v' in sys.argv:
        for q, (kind, query, gold, hint, scan) in zip(qs, Q):
            for term in scan:
                hits = [f for f in files if term.lower() in texts[f].lower()]
                extra = [h for h in hits if h not in q['gold']]
                print(f"{q['id']} {term!r}: gold={len(q['gold'])} hits={len(hits)} non-gold={extra}")
    # 4. queries.json matches
    with open(os.path.join(HERE, '..', 'queries.json'), encoding='utf-8') as f:
        assert json.load(f) == qs, 'queries.json out of date'
    print('CHECK PASSED' if ok else 'CHECK FAILED')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
