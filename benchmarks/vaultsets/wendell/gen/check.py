"""Validate the vault and the gold lists.  Run:  .venv/bin/python benchmarks/vaultsets/wendell/gen/check.py   (from the repo root)"""
import os, sys, json, re, mailbox
from email import policy
from email.parser import BytesParser

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from textdump import VAULT, all_files, file_text
import queries as QM
import icalendar

errors, notes = [], []


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


files = all_files()
print("files:", len(files))

# ---------------------------------------------------------------- parse everything
n_parts = 0
for rel in files:
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml") or rel.endswith(".mbox"):
        if rel.endswith(".eml"):
            msgs = [BytesParser(policy=policy.default).parse(open(path, "rb"))]
        else:
            msgs = list(mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f)))
            if len(msgs) < 5:
                errors.append(f"{rel}: only {len(msgs)} mbox messages")
        for msg in msgs:
            if msg.defects:
                errors.append(f"{rel}: defects {msg.defects}")
            for h in ("From", "Date", "Subject", "Message-ID"):
                if not msg[h]:
                    errors.append(f"{rel}: missing {h}")
            if ".example" not in str(msg["From"]):
                errors.append(f"{rel}: From domain lacks .example")
            for part in msg.walk():
                if part.is_multipart():
                    continue
                if part.defects:
                    errors.append(f"{rel}: part defects {part.defects}")
                part.get_content()
                n_parts += 1
    elif rel.endswith(".ics"):
        cal = icalendar.Calendar.from_ical(open(path, "rb").read())
        comps = [c for c in cal.walk() if c.name in ("VEVENT", "VTODO", "VTIMEZONE")]
        if not any(c.name == "VTIMEZONE" for c in comps):
            errors.append(f"{rel}: no VTIMEZONE")
        raw = open(path, "rb").read()
        if b"\r\n" not in raw or any(len(l) > 75 for l in raw.split(b"\r\n")):
            errors.append(f"{rel}: not CRLF/folded")
    elif rel.endswith(".jsonl"):
        for i, line in enumerate(open(path, encoding="utf-8")):
            if line.strip():
                r = json.loads(line)
                if set(r) != {"role", "content", "timestamp"}:
                    errors.append(f"{rel}:{i} bad keys")
    elif rel.endswith(".json"):
        data = json.load(open(path, encoding="utf-8"))
        if isinstance(data, dict):
            for r in data["messages"]:
                assert {"role", "content", "timestamp"} <= set(r)
        else:
            for conv in data:
                mp = conv["mapping"]
                assert conv["current_node"] in mp
                node = conv["current_node"]
                while node:  # walk up to the root
                    node = mp[node]["parent"]
                for m in mp.values():
                    if m["message"] and m["message"]["create_time"] is not None:
                        assert isinstance(m["message"]["create_time"], float)
    elif rel.endswith(".csv"):
        import csv
        rows = list(csv.reader(open(path, encoding="utf-8")))
        if len({len(r) for r in rows}) != 1:
            errors.append(f"{rel}: ragged CSV")
print("mail parts decoded:", n_parts)

TEXT = {rel: norm(file_text(rel)) for rel in files}
RAW = {rel: open(os.path.join(VAULT, rel), "rb").read().decode("utf-8", "replace").lower() for rel in files}

# ---------------------------------------------------------------- facts hidden in base64
hidden = [("mail/2025/08/2025-08-01_welcome-care-plan-summary.eml", "8062"),
          ("mail/2025/08/2025-08-01_welcome-care-plan-summary.eml", "36.50"),
          ("mail/2025/08/2025-08-22_trip-updated.eml", "2187 state route 30"),
          ("mail/2025/08/2025-08-20_re-silverado-offer.eml", "1gcek19j38z618204"),
          ("mail/2025/07/2025-07-24_new-medicare-summary-notice.eml", "november 18, 2025"),
          ("mail/2025/07/2025-07-30_premium-change-notice.eml", "nmb-g-4471902"),
          ("mail/2025/06/2025-06-20_discharge-instructions.eml", "metoprolol tartrate 25 mg")]
for rel, s in hidden:
    if s in RAW[rel]:
        errors.append(f"hidden fact visible in raw bytes: {rel} {s}")
    if s not in TEXT[rel]:
        errors.append(f"hidden fact missing after decoding: {rel} {s}")

# ---------------------------------------------------------------- queries
qs = QM.Q
pub = json.load(open(os.path.join(os.path.dirname(HERE), "queries.json"), encoding="utf-8"))
if [x["id"] for x in pub] != [f"h{i:02d}" for i in range(1, 51)]:
    errors.append("query ids not h01..h50")
from collections import Counter
kinds = Counter(x["kind"] for x in pub)
if set(kinds.values()) != {5} or len(kinds) != 10:
    errors.append(f"kind counts {kinds}")

for x in qs:
    keys = [norm(k) for k in x["_keys"]]
    for g in x["gold"]:
        if g not in TEXT:
            errors.append(f"{x['id']}: gold file missing {g}")
            continue
        if not any(k in TEXT[g] for k in keys):
            errors.append(f"{x['id']}: gold {g} lacks all keys {x['_keys']}")
        base = os.path.basename(g).lower()
        for k in keys:
            if len(k) > 3 and k in base:
                errors.append(f"{x['id']}: file name {g} contains answer {k}")
    for p in x["_parts"]:
        holders = [f for f in files if norm(p) in TEXT[f]]
        if len(holders) != 1 or holders[0] not in x["gold"]:
            errors.append(f"{x['id']}: part {p!r} held by {holders} (want exactly one gold file)")
    for o in x["_old"]:
        holders = [f for f in files if norm(o) in TEXT[f] and f not in x["gold"]]
        if not holders:
            errors.append(f"{x['id']}: old value {o!r} not found outside gold")
    others = [f for f in files if f not in x["gold"] and any(k in TEXT[f] for k in keys)]
    if others:
        notes.append(f"{x['id']}: non-gold files containing a key (reviewed by hand): {others}")

for n in notes:
    print("  note:", n)
print("queries:", len(pub), dict(kinds))
if errors:
    print("FAILED")
    for e in errors:
        print("  ERROR:", e)
    sys.exit(1)
print("CHECK PASSED")
