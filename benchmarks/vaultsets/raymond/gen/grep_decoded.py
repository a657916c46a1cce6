"""Helper: grep the decoded text of every vault file. usage: grep_decoded.py REGEX"""
import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check
files = sorted(os.path.relpath(os.path.join(d, f), check.VAULT) for d, _, fs in os.walk(check.VAULT) for f in fs)
stats = {k: 0 for k in ('eml', 'mbox_msgs', 'vevent', 'vtodo', 'json', 'jsonl', 'csv')}
pat = re.compile(sys.argv[1], re.I)
for rel in files:
    t = check.decode(rel, [], stats)
    for line in t.split('\n'):
        for m in pat.finditer(line):
            s = max(0, m.start() - 70)
            print(f'{rel}: ...{line[s:m.end() + 70]}')
            break
