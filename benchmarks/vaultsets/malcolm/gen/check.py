"""Validate the vault and queries.json.
Run with an interpreter that has icalendar, from the repo root:  .venv/bin/python benchmarks/vaultsets/malcolm/gen/check.py
"""
import os, sys, json, mailbox
from email import policy
from email.parser import BytesParser
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icalendar
from decode import VAULT, all_files, decoded, parse_eml, mbox_messages
from queries_gen import Q, P

OUT = os.path.dirname(VAULT)
errors, notes = [], []

files = all_files()
print("files:", len(files))

# 1. parse everything
for rel in files:
    path = os.path.join(VAULT, rel)
    try:
        if rel.endswith(".eml"):
            m = parse_eml(path)
            for part in m.walk():
                if part.defects:
                    errors.append(f"{rel}: defects {part.defects}")
                if not part.is_multipart():
                    part.get_content()
            if ".example" not in (m["From"] or ""):
                errors.append(f"{rel}: From without .example")
        elif rel.endswith(".mbox"):
            msgs = mbox_messages(path)
            for m in msgs:
                for part in m.walk():
                    if part.defects:
                        errors.append(f"{rel}: defects {part.defects}")
                    if not part.is_multipart():
                        part.get_content()
            notes.append(f"{rel}: {len(msgs)} messages")
        elif rel.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(open(path, "rb").read())
            ev = [c for c in cal.walk("VEVENT")]
            td = [c for c in cal.walk("VTODO")]
            tz = [c for c in cal.walk("VTIMEZONE")]
            if not tz:
                errors.append(f"{rel}: no VTIMEZONE")
            notes.append(f"{rel}: {len(ev)} VEVENT, {len(td)} VTODO")
        elif rel.endswith(".jsonl"):
            for line in open(path, encoding="utf-8"):
                o = json.loads(line)
                assert set(o) == {"role", "content", "timestamp"}
        elif rel.endswith(".json"):
            o = json.load(open(path, encoding="utf-8"))
            if isinstance(o, list):
                for c in o:
                    assert c["current_node"] in c["mapping"] and isinstance(c["create_time"], float)
            else:
                assert all(set(x) == {"role", "content", "timestamp"} for x in o["messages"])
        decoded(rel)
    except Exception as e:  # noqa
        errors.append(f"{rel}: {type(e).__name__}: {e}")

# 2. facts that must exist only inside encoded parts (absent from raw bytes)
HIDDEN = {
    "mail/2025/03/2025-03-21_habitation-check-report.eml": "31%",
    "mail/2025/09/2025-09-03_fwd-new-term-information.eml": "cawl cennin",
    "mail/2025/06/2025-06-12_clinic-letter.eml": "2 December 2025",
    "mail/2025/05/2025-05-23_survey-key-findings.eml": "chainage 12.4 m",
    "mail/2025/04/2025-04-15_survey-booking-confirmed.eml": "old mill wall",
    "mail/2025/04/2025-04-14_site-booking-amended.eml": "12 September 2025",
}
for rel, s in HIDDEN.items():
    raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
    if s in raw:
        errors.append(f"{rel}: '{s}' visible in raw bytes")
    if s not in decoded(rel):
        errors.append(f"{rel}: '{s}' missing after decoding")

# 3. queries: gold files exist and contain their key strings once decoded
qs = json.load(open(os.path.join(OUT, "queries.json"), encoding="utf-8"))
assert len(qs) == 50 and [q["id"] for q in qs] == [f"h{i:02d}" for i in range(1, 51)]
cache = {rel: decoded(rel) for rel in files}
review = []
for (qid, kind, query, gold, keys, hint), q in zip(Q, qs):
    assert q["id"] == qid
    for g in q["gold"]:
        if g not in cache:
            errors.append(f"{qid}: gold file missing {g}")
            continue
        ks = keys.get(next(k for k in gold if P[k] == g)) if isinstance(keys, dict) else keys
        for k in ks:
            if k.lower() not in cache[g].lower():
                errors.append(f"{qid}: '{k}' not found in {g}")
        # no file name may contain the answer key
        for k in ks:
            if k.lower() in os.path.basename(g).lower():
                errors.append(f"{qid}: key '{k}' appears in file name {g}")
    # list non-gold files containing the key strings (reviewed by hand)
    allkeys = sorted({k for v in (keys.values() if isinstance(keys, dict) else [keys]) for k in v})
    for rel in files:
        if rel in q["gold"]:
            continue
        hit = [k for k in allkeys if k.lower() in cache[rel].lower()]
        if hit:
            review.append(f"{qid} non-gold {rel}: {hit}")

for n in notes:
    print("  ", n)
if "-v" in sys.argv:
    print("\n".join(review))
print(f"non-gold files sharing key strings (reviewed by hand): {len(review)}")
if errors:
    print("ERRORS:")
    print("\n".join(errors))
    sys.exit(1)
print("CHECK PASSED")
