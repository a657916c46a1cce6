#!/usr/bin/env python3
"""Validate the bronwyn set: python gen/check.py  (may use icalendar)."""
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter
from email import policy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import answers  # noqa: E402
import icalendar  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.normpath(os.path.join(HERE, '..'))
VAULT = os.path.join(SET, 'vault')

# Non-gold files that contain an answer key and were reviewed by hand: (qid, path) -> why it is not gold.
REVIEWED = {}
try:
    from reviewed import REVIEWED  # noqa: F401,E402
except ImportError:
    pass

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r'(?is)<(script|style).*?</\1>', ' ', s)
    s = re.sub(r'<[^>]+>', ' ', s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ('From', 'To', 'Cc', 'Subject', 'Date', 'List-Id'):
        if msg[h]:
            out.append('%s: %s' % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        fn = part.get_filename()
        if fn:
            out.append('[attachment %s]' % fn)
        if part.get_content_maintype() == 'text':
            c = part.get_content()
            out.append(strip_html(c) if part.get_content_subtype() == 'html' else c)
    return '\n'.join(out)


def fix_fb(s):
    try:
        return s.encode('latin-1').decode('utf-8')
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(fix_fb(o))
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    return acc


def ics_text(cal):
    out = []
    for comp in cal.walk():
        if comp.name not in ('VEVENT', 'VTODO'):
            continue
        row = [comp.name]
        for prop in ('SUMMARY', 'LOCATION', 'DESCRIPTION', 'STATUS'):
            if comp.get(prop) is not None:
                row.append('%s: %s' % (prop, comp.get(prop)))
        for prop in ('DTSTART', 'DTEND', 'DUE', 'RECURRENCE-ID'):
            if comp.get(prop) is not None:
                row.append('%s: %s' % (prop, comp.decoded(prop).isoformat()))
        if comp.get('RRULE') is not None:
            row.append('RRULE: ' + comp.get('RRULE').to_ical().decode())
        att = comp.get('ATTENDEE')
        if att is not None:
            for a in (att if isinstance(att, list) else [att]):
                row.append('ATTENDEE: %s' % a.params.get('CN', a))
        out.append(' | '.join(row))
    return '\n'.join(out)


STATS = Counter()


def decode(rel, raw):
    ext = rel.rsplit('.', 1)[-1].lower()
    full = os.path.join(VAULT, rel)
    if ext == 'eml':
        m = email.message_from_bytes(raw, policy=policy.default)
        for h in ('From', 'Subject', 'Date', 'Message-ID'):
            if not m[h]:
                err('%s: missing %s' % (rel, h))
        STATS['eml'] += 1
        if m.get_content_type() == 'text/html':
            STATS['eml html-only'] += 1
        if m.get_content_type() == 'multipart/alternative':
            STATS['eml multipart/alternative'] += 1
        if m.get_content_type() == 'multipart/mixed':
            STATS['eml multipart/mixed'] += 1
        for p in m.walk():
            if not p.is_multipart():
                STATS['cte ' + str(p.get('Content-Transfer-Encoding', '7bit')).lower()] += 1
        if m['In-Reply-To']:
            STATS['eml replies'] += 1
        if m['Subject'].lower().startswith('fwd:'):
            STATS['eml forwards'] += 1
        return msg_text(m)
    if ext == 'mbox':
        mb = mailbox.mbox(full, create=False)
        parts = []
        for key in mb.keys():
            m = email.message_from_bytes(mb.get_bytes(key), policy=policy.default)
            if not m['List-Id']:
                err('%s: message without List-Id' % rel)
            parts.append(msg_text(m))
        STATS['mbox messages'] += len(parts)
        if not re.search(rb'(?m)^>From ', raw):
            err('%s: no >From escape' % rel)
        if len(parts) < 5:
            err('%s: too few messages (%d)' % (rel, len(parts)))
        return '\n\n'.join(parts)
    if ext == 'ics':
        cal = icalendar.Calendar.from_ical(raw)
        if b'\r\n' not in raw or re.search(rb'[^\r]\n', raw):
            err('%s: not CRLF' % rel)
        if not re.search(rb'\r\n ', raw):
            warnings.append('%s: no folded lines' % rel)
        if not list(cal.walk('VTIMEZONE')):
            err('%s: no VTIMEZONE' % rel)
        STATS['VEVENT'] += len(list(cal.walk('VEVENT')))
        STATS['VTODO'] += len(list(cal.walk('VTODO')))
        for feat in (b'RRULE:', b'INTERVAL=', b'BYDAY=', b'UNTIL=', b'EXDATE', b'RECURRENCE-ID', b'ATTENDEE;CN=',
                     b'BEGIN:VALARM'):
            if feat in raw:
                STATS['ics feature ' + feat.decode()] += 1
        return ics_text(cal)
    if ext == 'json':
        return '\n'.join(json_strings(json.loads(raw.decode('utf-8')), []))
    if ext == 'jsonl':
        acc = []
        for line in raw.decode('utf-8').splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return '\n'.join(acc)
    return raw.decode('utf-8')


def norm(s):
    return re.sub(r'\s+', ' ', s).casefold()


def main():
    files = {}
    for dp, _dn, fns in os.walk(VAULT):
        for fn in fns:
            full = os.path.join(dp, fn)
            rel = os.path.relpath(full, VAULT).replace(os.sep, '/')
            with open(full, 'rb') as f:
                files[rel] = f.read()
    decoded = {}
    for rel in sorted(files):
        try:
            decoded[rel] = decode(rel, files[rel])
        except Exception as e:  # noqa: BLE001
            err('%s: failed to parse/decode: %r' % (rel, e))
            decoded[rel] = ''
    ndec = {k: norm(v) for k, v in decoded.items()}
    nraw = {k: norm(v.decode('utf-8', 'replace')) for k, v in files.items()}

    # ---- queries.json
    with open(os.path.join(SET, 'queries.json'), encoding='utf-8') as f:
        qs = json.load(f)
    if qs != answers.queries():
        err('queries.json is out of date with gen/answers.py (run gen/write_queries.py)')
    ids = [q['id'] for q in qs]
    if len(ids) != len(set(ids)):
        err('duplicate ids')
    if ids != ['h%02d' % i for i in range(1, 51)]:
        err('ids are not h01..h50 in order')
    for i, q in enumerate(qs):
        if set(q) != {'id', 'query', 'gold', 'kind', 'gold_hint'}:
            err('%s: unexpected fields %s' % (q['id'], sorted(q)))
        want = answers.KINDS[i // 5]
        if q['kind'] != want:
            err('%s: kind %s, expected %s' % (q['id'], q['kind'], want))
        if not q['gold']:
            err('%s: empty gold' % q['id'])
        if q['kind'] == 'multi_source' and len(q['gold']) < 2:
            err('%s: multi_source needs >= 2 gold files' % q['id'])
    kinds = Counter(q['kind'] for q in qs)

    # ---- gold exists + contains keys
    keys_by_q = {qid: keys for qid, _q, keys, _h in answers.Q}
    for qid, keys in keys_by_q.items():
        for path, ks in keys.items():
            if path not in files:
                err('%s: gold path missing: %s' % (qid, path))
                continue
            for k in ks:
                if norm(k) not in ndec[path]:
                    err('%s: key %r not found in decoded %s' % (qid, k, path))

    # ---- encoded-only facts
    for k, path in answers.ENCODED_ONLY.items():
        nk = norm(k)
        if nk not in ndec.get(path, ''):
            err('encoded-only %r not in decoded %s' % (k, path))
        for rel, txt in nraw.items():
            if nk in txt:
                err('encoded-only %r appears in RAW bytes of %s' % (k, rel))

    # ---- non-gold files containing an answer key
    review = []
    for qid, keys in keys_by_q.items():
        allk = {norm(k) for ks in keys.values() for k in ks}
        for rel, txt in ndec.items():
            if rel in keys:
                continue
            hit = sorted(k for k in allk if k in txt)
            if hit:
                review.append((qid, rel, hit))

    # ---- report
    ext = Counter(r.rsplit('.', 1)[-1] for r in files)
    print('files: %d  %s' % (len(files), dict(sorted(ext.items()))))
    print('queries: %d  kinds: %s' % (len(qs), dict(kinds)))
    print('stats: ' + ', '.join('%s=%d' % kv for kv in sorted(STATS.items())))
    print('encoded-only facts: %d (%s)' % (len(answers.ENCODED_ONLY), ', '.join(answers.ENCODED_ONLY)))
    print('\nnon-gold files containing an answer key (review by hand):')
    unreviewed = 0
    for qid, rel, hit in review:
        why = REVIEWED.get((qid, rel))
        tag = 'reviewed: ' + why if why else 'UNREVIEWED'
        if not why:
            unreviewed += 1
        print('  %s  %-70s %s  [%s]' % (qid, rel, hit, tag))
    for r in sorted(set(REVIEWED) - {(q, r) for q, r, _ in review}):
        warnings.append('stale REVIEWED entry %s' % (r,))
    for w in warnings:
        print('WARNING:', w)
    if unreviewed:
        err('%d non-gold key occurrences not reviewed' % unreviewed)
    if errors:
        print('\nFAIL (%d errors)' % len(errors))
        for e in errors:
            print('  -', e)
        return 1
    print('\nOK: all checks passed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
