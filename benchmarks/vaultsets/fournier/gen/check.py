"""Check the Amélie vault and its questions.

Run with an interpreter that has icalendar, e.g.:
    .venv/bin/python benchmarks/vaultsets/fournier/gen/check.py   (from the repo root)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from decode import ROOT, decode_all  # noqa: E402
from queries import Q  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, ".."))
errors, info = [], []

# 1. decode everything (parses every eml/mbox part, every ics, every json/jsonl)
problems, stats = [], {}
texts = decode_all(problems, stats)
errors.extend(problems)
norm = {k: re.sub(r"\s+", " ", v) for k, v in texts.items()}
print("files:", len(texts), dict(sorted(stats.items())))

# 2. queries.json matches the spec
with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
    qj = json.load(f)
if len(qj) != 50:
    errors.append(f"expected 50 questions, got {len(qj)}")
kinds = collections.Counter(q["kind"] for q in qj)
print("questions per kind:", dict(kinds))
for k, n in kinds.items():
    if n != 5:
        errors.append(f"kind {k} has {n} questions")
ids = [q["id"] for q in qj]
if ids != [f"h{i:02d}" for i in range(1, 51)]:
    errors.append("ids are not h01..h50 in order")
spec = {q["id"]: q for q in Q}

# 3. every gold file exists and contains its key strings once decoded
for q in qj:
    s = spec[q["id"]]
    if q["gold"] != s["gold"] or q["query"] != s["query"]:
        errors.append(f"{q['id']}: queries.json out of date")
    keys = s["keys"]
    for g in q["gold"]:
        if g not in texts:
            errors.append(f"{q['id']}: gold file missing {g}")
            continue
        pats = keys[g] if isinstance(keys, dict) else keys
        for p in pats:
            if not re.search(p, norm[g], re.I):
                errors.append(f"{q['id']}: {g} lacks /{p}/")
    if isinstance(keys, dict) and set(keys) != set(q["gold"]):
        errors.append(f"{q['id']}: keys/gold mismatch")
    # non-gold files that also match (listed for manual review of gold completeness)
    pats = sorted({p for v in (keys.values() if isinstance(keys, dict) else [keys]) for p in v})
    for rel in sorted(texts):
        if rel in q["gold"]:
            continue
        if any(re.search(p, norm[rel], re.I) for p in pats):
            info.append(f"{q['id']}: non-gold match in {rel}")
    # no file name may contain the answer
    for rel in texts:
        for p in pats:
            if re.search(p, rel, re.I):
                errors.append(f"{q['id']}: file name {rel} contains /{p}/")

# 4. facts that must exist only inside encoded parts (absent from the raw bytes)
hidden = [
    ("mail/2025/05/2025-05-22_confirmation-reservation.eml", "LR-58K2QX"),
    ("mail/2025/05/2025-05-13_fwd-admission-letter.eml", "Westgate Ward"),
    ("mail/2025/05/2025-05-13_fwd-admission-letter.eml", "Nil by mouth"),
    ("mail/2025/10/2025-10-08_annual-statement.eml", "925.00"),
    ("mail/2025/05/2025-05-27_rdv-signature.eml", "Pierre-Scize"),
    ("mail/listes/choeur-allegro.mbox", "4817B"),
    ("mail/2025/01/2025-01-14_contrat-traduction.eml", "PL-2024-TR-118"),
    ("mail/2025/04/2025-04-16_votre-devis-sdb.eml", "7 650"),
]
for rel, s in hidden:
    raw = open(os.path.join(ROOT, rel), "rb").read()
    if s.encode() in raw:
        errors.append(f"{rel}: '{s}' visible in raw bytes")
    if s not in texts[rel]:
        errors.append(f"{rel}: '{s}' not found after decoding")
print(f"hidden-in-base64 facts verified: {len(hidden)}")

# 5. contact hygiene: every e-mail domain is .example
for rel, t in texts.items():
    for dom in re.findall(r"[\w.+-]+@([\w.-]+)", t):
        if ".example" not in dom:
            errors.append(f"{rel}: non-.example e-mail domain {dom}")

for line in info:
    print("review:", line)
if errors:
    print("\nFAILED")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nCHECK PASSED")
