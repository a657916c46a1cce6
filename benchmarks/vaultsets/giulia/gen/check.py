"""Validate the vault and queries.json.
Run with an interpreter that has icalendar, e.g. .venv/bin/python benchmarks/vaultsets/giulia/gen/check.py"""
import os, sys, json, mailbox, collections
from email.parser import BytesParser
from email import policy
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icalendar
from decode import VAULT, decode, decode_mbox
from queries import Q, F

OUT = os.path.dirname(VAULT)
errors = []
stats = collections.Counter()

# 1. parse every file
texts = {}
for dp, _, fs in os.walk(VAULT):
    for fn in fs:
        p = os.path.join(dp, fn)
        rel = os.path.relpath(p, VAULT)
        ext = fn.rsplit(".", 1)[-1]
        try:
            if ext == "eml":
                with open(p, "rb") as f:
                    msg = BytesParser(policy=policy.default).parse(f)
                for part in msg.walk():
                    if not part.is_multipart():
                        part.get_payload(decode=True)
                        if part.get_content_maintype() == "text":
                            part.get_content()
                stats["eml"] += 1
                for pt in msg.walk():
                    if not pt.is_multipart():
                        stats["part_cte_" + str(pt.get("Content-Transfer-Encoding", "7bit")).lower()] += 1
                        if pt.get_content_disposition() == "attachment":
                            stats["attachments"] += 1
            elif ext == "mbox":
                _, n = decode_mbox(p)
                stats["mbox_msgs"] += n
            elif ext == "ics":
                with open(p, "rb") as f:
                    cal = icalendar.Calendar.from_ical(f.read())
                stats["vevent"] += len(cal.walk("VEVENT"))
                stats["vtodo"] += len(cal.walk("VTODO"))
                stats["rrule"] += sum(1 for e in cal.walk("VEVENT") if e.get("RRULE"))
            elif ext == "json":
                with open(p, encoding="utf-8") as f:
                    json.load(f)
            elif ext == "jsonl":
                with open(p, encoding="utf-8") as f:
                    for line in f:
                        if line.strip():
                            json.loads(line)
            texts[rel] = decode(p)
            stats["files"] += 1
        except Exception as e:
            errors.append(f"parse error {rel}: {e!r}")

# 2. queries.json matches the generator and gold files exist + contain their key
with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
    queries = json.load(f)
if len(queries) != 50:
    errors.append(f"expected 50 queries, got {len(queries)}")
kinds = collections.Counter(q["kind"] for q in queries)
for k, n in kinds.items():
    if n != 5:
        errors.append(f"kind {k} has {n} questions")
for q, (kind, text, keys, hint) in zip(queries, Q):
    assert q["query"] == text and q["kind"] == kind
    for code, key in keys.items():
        rel = F[code]
        if rel not in texts:
            errors.append(f"{q['id']}: gold file missing {rel}")
            continue
        if key.lower() not in texts[rel].lower():
            errors.append(f"{q['id']}: key {key!r} not found in {rel}")
        base = os.path.basename(rel).lower()
        if key.lower() in base:
            errors.append(f"{q['id']}: file name {rel} contains the answer key {key!r}")
    for g in q["gold"]:
        for field in ("id", "query", "gold", "kind", "gold_hint"):
            assert field in q

# 3. exclusivity: files holding these strings must all be gold for that question
EXCLUSIVE = {
    "h01": ["438,500"], "h02": ["18 m."], "h03": ["PR-2025-0731"], "h04": ["4719"], "h05": ["LN-4471"],
    "h06": ["Marcus Ellery"], "h07": ["Zanin"], "h08": ["Colville"], "h09": ["Costamagna"],
    "h10": ["Varetto"], "h11": ["pontile sud"], "h12": ["Tessitori"], "h13": ["Gran Madre"],
    "h14": ["Roverella"], "h15": ["deliveries"], "h16": ["11:40", "20251107T114000"], "h17": ["20250925", "25 settembre"],
    "h18": ["8 maggio", "20250508"], "h19": ["1 dicembre", "20251201"], "h20": ["7:46", "20251105T074600"],
    "h21": ["Maasbaken", "Keilehal"], "h22": ["100 €", "290 euro"], "h23": ["2025-09-02", "600 mm"],
    "h24": ["verde salvia", "1.860"], "h25": ["1.480", "220 €"], "h26": ["Via Giacosa 12/B, 10125"],
    "h28": ["rinviato"], "h29": ["Option B –"], "h30": ["acquerello della Tenuta vista"],
    "h32": ["15:30"], "h33": ["4 ottobre", "20251004"], "h34": ["27 November", "20251127"],
    "h37": ["FA-EL-204 rev C"], "h38": ["X-ray", "prenotare RX", "radiografia"], "h40": ["wetsuit", "muta a Ivo"],
    "h41": ["nocciole"], "h42": ["I don't fly"], "h43": ["Revit"], "h44": ["long steady climbs", "salite lunghe"],
    "h47": ["bonaccia"], "h48": ["warehouse conversions"], "h49": ["Prestito Professionisti"],
}
qmap = {q["id"]: q for q in queries}
for qid, terms in EXCLUSIVE.items():
    gold = set(qmap[qid]["gold"])
    for t in terms:
        holders = {rel for rel, tx in texts.items() if t.lower() in tx.lower()}
        extra = holders - gold
        if extra:
            errors.append(f"{qid}: {t!r} also in non-gold {sorted(extra)}")

print("stats:", dict(stats))
print("questions per kind:", dict(kinds))
if errors:
    print("FAILED:")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("CHECK PASSED")
