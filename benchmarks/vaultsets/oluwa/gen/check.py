"""Validate the vault and queries.json.

Run with an interpreter that has icalendar, from the repo root:  .venv/bin/python benchmarks/vaultsets/oluwa/gen/check.py
- parses every .eml/.mbox with BytesParser(policy=default) and decodes every part
- parses every .ics with icalendar
- loads every json / jsonl / csv
- checks each gold file contains its key string(s) once decoded
- reports non-gold files that also contain a key string (for manual review)
"""
import os, sys, json, csv, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from decode import corpus, VAULT
from queries import items

OUT = os.path.dirname(HERE)
ok = True

c = corpus()
print(f"decoded {len(c)} files")
ext = collections.Counter(p.rsplit(".", 1)[-1] for p in c)
print("by type:", dict(ext))

# csv sanity
for p in c:
    if p.endswith(".csv"):
        with open(os.path.join(VAULT, p), newline="", encoding="utf-8") as f:
            rows = list(csv.reader(f))
        assert len(rows) > 2 and all(len(r) == len(rows[0]) for r in rows), p

# eml encodings / structure summary
from email.parser import BytesParser
from email import policy
cte = collections.Counter()
for p in c:
    if p.endswith(".eml"):
        with open(os.path.join(VAULT, p), "rb") as f:
            m = BytesParser(policy=policy.default).parse(f)
        for part in m.walk():
            if not part.is_multipart():
                cte[(part.get_content_type(), part.get("Content-Transfer-Encoding", "7bit"))] += 1
print("eml parts:", dict(cte))

qs = items()
with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
    published = json.load(f)
assert [q["id"] for q in published] == [q["id"] for q in qs]
kinds = collections.Counter(q["kind"] for q in published)
print("kinds:", dict(kinds))

for q in qs:
    for path, keys in q["_keys"].items():
        if path not in c:
            print(f"FAIL {q['id']}: gold file missing {path}")
            ok = False
            continue
        text = c[path]
        if not any(k in text for k in keys):
            print(f"FAIL {q['id']}: {path} lacks {keys}")
            ok = False
        base = os.path.basename(path).lower()
        for k in keys:
            if len(k) > 3 and k.lower() in base:
                print(f"FAIL {q['id']}: file name {base} contains key {k}")
                ok = False
    # informational: other files containing a key
    allkeys = {k for ks in q["_keys"].values() for k in ks if len(k) >= 5}
    others = [p for p in c if p not in q["_keys"] and any(k in c[p] for k in allkeys)]
    if others:
        print(f"  note {q['id']}: key also in non-gold {others}")

print("CHECK PASSED" if ok else "CHECK FAILED")
sys.exit(0 if ok else 1)
