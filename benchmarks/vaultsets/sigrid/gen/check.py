"""Check the vault: every file parses/decodes, gold files contain their key answer, base64-only facts are
hidden in the raw bytes, no file name contains an answer. Also lists non-gold files that match a key
(reviewed by hand when settling the gold lists). Run with an interpreter that has icalendar."""
import os
import re
import sys
import json
import mailbox
from email import policy
from email.parser import BytesParser

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from decode import VAULT, decode_file, all_files, norm  # noqa: E402
import queries  # noqa: E402

import icalendar  # noqa: E402

OUT = os.path.dirname(VAULT)
problems = []
files = all_files()
texts = {}

# ---- parse everything
n_eml = n_mbox_msgs = n_ics = n_events = n_todos = n_json = 0
for rel in files:
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            BytesParser(policy=policy.default).parse(f)
        n_eml += 1
    elif rel.endswith(".mbox"):
        box = mailbox.mbox(path, create=False)
        n_mbox_msgs += len(box)
    elif rel.endswith(".ics"):
        with open(path, "rb") as f:
            raw = f.read()
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            problems.append(f"{rel}: not CRLF")
        for line in raw.split(b"\r\n"):
            if len(line) > 75:
                problems.append(f"{rel}: line longer than 75 octets")
        cal = icalendar.Calendar.from_ical(raw)
        n_ics += 1
        n_events += len(cal.walk("VEVENT"))
        n_todos += len(cal.walk("VTODO"))
        for ev in cal.walk("VEVENT"):
            ev.decoded("DTSTART")
    elif rel.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if isinstance(obj, list):
            for conv in obj:
                assert "mapping" in conv and "current_node" in conv
                node = conv["current_node"]
                while node:  # walk the active branch to the root
                    node = conv["mapping"][node]["parent"]
        else:
            assert all({"role", "content", "timestamp"} <= set(m) for m in obj["messages"])
        n_json += 1
    elif rel.endswith(".jsonl"):
        with open(path, encoding="utf-8") as f:
            for line in f:
                d = json.loads(line)
                assert {"role", "content", "timestamp"} <= set(d)
        n_json += 1
    texts[rel] = norm(decode_file(rel, problems))

# ---- base64-only facts must not be visible in raw bytes
hidden = {
    "mail/2025/09/2025-09-10_hisingens-slutbesiktning.eml": ["21-4417"],
    "mail/2025/07/2025-07-18_orust-ror-faktura.eml": ["14 350"],
    "mail/2025/10/2025-10-07_ugnsmakarna-leveransavisering.eml": ["9 oktober"],
    "mail/2025/10/2025-10-28_duschvagg-nytt-datum.eml": ["20 november"],
    "mail/2025/09/2025-09-18_fwd-booking-changed-itinerary.eml": ["2 700"],
}
for rel, facts in hidden.items():
    raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1").lower()
    for fact in facts:
        if fact in raw:
            problems.append(f"{rel}: '{fact}' visible in raw bytes")
        if fact not in texts[rel]:
            problems.append(f"{rel}: '{fact}' missing after decoding")

# ---- gold checks
items = queries.build(OUT)
kinds = {}
review = []
for (qid, kind, query, gold, key, hint), item in zip(queries.Q, items):
    kinds[kind] = kinds.get(kind, 0) + 1
    for g, path in zip(gold, item["gold"]):
        if path not in texts:
            problems.append(f"{qid}: gold file missing {path}")
            continue
        pat = key[g] if isinstance(key, dict) else key
        if not re.search(pat, texts[path]):
            problems.append(f"{qid}: gold {path} lacks /{pat}/")
        if re.search(pat, norm(path)):
            problems.append(f"{qid}: file name {path} contains the answer /{pat}/")
    pats = list(key.values()) if isinstance(key, dict) else [key]
    others = [f for f in files if f not in item["gold"] and any(re.search(p, texts[f]) for p in pats)]
    if others:
        review.append(f"{qid}: non-gold files matching key (reviewed): {others}")

print(f"files: {len(files)}  eml: {n_eml}  mbox messages: {n_mbox_msgs}  ics: {n_ics} "
      f"(VEVENT {n_events}, VTODO {n_todos})  json/jsonl: {n_json}")
print("questions per kind:", kinds, "total", len(items))
if "-v" in sys.argv:
    print("\n".join(review))
if len(items) != 50 or any(v != 5 for v in kinds.values()):
    problems.append("need 50 questions, 5 per kind")
if problems:
    print("PROBLEMS:")
    print("\n".join(problems))
    sys.exit(1)
print("CHECK PASSED")
