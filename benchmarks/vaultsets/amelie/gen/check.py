"""Validate the vault and the gold lists.

Run with an interpreter that has `icalendar`, e.g.
    .venv/bin/python benchmarks/vaultsets/amelie/gen/check.py
Checks:
  1. every .eml / .mbox parses with BytesParser(policy=default), no defects, every part decodes;
  2. every .ics parses with icalendar (VEVENT/VTODO counts, VTIMEZONE present);
  3. every .json / .jsonl loads and has the claimed shape;
  4. queries.json: 50 questions, 5 per kind, ids h01..h50 in kind order, gold files exist;
  5. each gold file contains its key string(s) once decoded;
  6. multi_source: each file's key part is found in no other vault file;
     temporal_current: the current value's key appears in no non-gold file;
  7. facts that must exist only inside base64 parts are absent from the raw bytes;
  8. no file name contains an answer key; every e-mail domain contains '.example'.
Also prints, per question, non-gold files containing the key (reviewed by hand)."""
import os, sys, re, json, mailbox
from email.parser import BytesParser
from email import policy
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from extract import extract
import queries as QM

ROOT = os.path.normpath(os.path.join(HERE, "..", "vault"))
QFILE = os.path.normpath(os.path.join(HERE, "..", "queries.json"))
errors, notes = [], []
def err(m): errors.append(m)

# ---------------------------------------------------------------- 1-3 parse everything
texts, raw = {}, {}
counts = {}
for d, _, files in os.walk(ROOT):
    for fn in files:
        fp = os.path.join(d, fn); rel = os.path.relpath(fp, ROOT)
        ext = fn.rsplit(".", 1)[-1]
        counts[ext] = counts.get(ext, 0) + 1
        raw[rel] = open(fp, "rb").read()
        try:
            t, defects = extract(fp)
        except Exception as e:
            err(f"{rel}: cannot decode: {e!r}"); continue
        if defects:
            err(f"{rel}: MIME defects {defects}")
        texts[rel] = t
        if ext == "eml":
            msg = BytesParser(policy=policy.default).parse(open(fp, "rb"))
            for k in ("From", "To", "Date", "Subject", "Message-ID"):
                if not msg[k]:
                    err(f"{rel}: missing {k}")
            for part in msg.walk():
                if not part.is_multipart():
                    part.get_content()
        if ext == "mbox":
            n = len(mailbox.mbox(fp))
            if n < 5: err(f"{rel}: only {n} messages")
            notes.append(f"{rel}: {n} list messages")
        if ext == "ics":
            import icalendar
            cal = icalendar.Calendar.from_ical(raw[rel])
            ev = len(cal.walk("VEVENT")); td = len(cal.walk("VTODO")); tz = len(cal.walk("VTIMEZONE"))
            if ev == 0 or tz == 0: err(f"{rel}: {ev} VEVENT / {tz} VTIMEZONE")
            for c in cal.walk("VEVENT"):
                c.decoded("DTSTART")
            notes.append(f"{rel}: {ev} VEVENT, {td} VTODO, {tz} VTIMEZONE, "
                         f"{sum(1 for c in cal.walk('VEVENT') if 'RRULE' in c)} RRULE")
        if ext == "json":
            obj = json.load(open(fp, encoding="utf-8"))
            if isinstance(obj, list):
                for conv in obj:
                    assert {"title", "mapping", "current_node", "create_time"} <= set(conv), rel
                    assert conv["current_node"] in conv["mapping"], rel
                    for n in conv["mapping"].values():
                        m = n["message"]
                        if m and m["create_time"] is not None:
                            assert isinstance(m["create_time"], float), rel
            else:
                assert all({"role", "content", "timestamp"} <= set(m) for m in obj["messages"]), rel
        if ext == "jsonl":
            for line in open(fp, encoding="utf-8"):
                r = json.loads(line); assert {"role", "content", "timestamp"} <= set(r), rel
        if ext == "csv":
            import csv
            rows = list(csv.reader(open(fp, encoding="utf-8")))
            assert len({len(r) for r in rows}) == 1, f"{rel}: ragged CSV"
        if ext in ("eml", "mbox"):
            for dom in re.findall(rb"[\w.+-]+@([\w.-]+)", raw[rel]):
                if b".example" not in dom:
                    err(f"{rel}: non-.example domain {dom!r}")

# ---------------------------------------------------------------- 4 queries.json structure
Q = json.load(open(QFILE, encoding="utf-8"))
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]
if len(Q) != 50: err(f"{len(Q)} questions")
for i, q in enumerate(Q):
    if q["id"] != f"h{i+1:02d}": err(f"bad id {q['id']}")
    if q["kind"] != KINDS[i // 5]: err(f"{q['id']}: kind {q['kind']} out of order")
    if set(q) != {"id", "query", "gold", "kind", "gold_hint"}: err(f"{q['id']}: fields {set(q)}")
    for g in q["gold"]:
        if g not in texts: err(f"{q['id']}: gold file missing {g}")
    if len(set(q["gold"])) != len(q["gold"]): err(f"{q['id']}: duplicate gold")
    if q["kind"] == "multi_source" and not 2 <= len(q["gold"]) <= 3:
        err(f"{q['id']}: multi_source needs 2-3 gold files")

# ---------------------------------------------------------------- 5-6 keys
def norm(s): return re.sub(r"\s+", " ", s).lower()
NT = {k: norm(v) for k, v in texts.items()}
def keys_for(qd, g):
    k = qd["_keys"]
    if isinstance(k, dict):
        return k.get(g, k.get("*"))
    return k
review = []
for qd in QM.Q:
    for g in qd["gold"]:
        ks = keys_for(qd, g)
        if not ks: err(f"{qd['id']}: no key for {g}"); continue
        for key in ks:
            if norm(key) not in NT.get(g, ""):
                err(f"{qd['id']}: gold {g} lacks key {key!r}")
    allkeys = sorted({k for g in qd["gold"] for k in (keys_for(qd, g) or [])})
    others = [r for r in texts if r not in qd["gold"] and any(norm(k) in NT[r] for k in allkeys)]
    if qd["kind"] in ("multi_source", "temporal_current") and others:
        err(f"{qd['id']}: key {allkeys} also in non-gold {others}")
    if others:
        review.append(f"{qd['id']} ({qd['kind']}): non-gold files with key {allkeys}: {others}")
    # no file name may contain the answer key
    for r in texts:
        base = os.path.basename(r).lower()
        for k in allkeys:
            if len(k) >= 4 and norm(k).replace(" ", "-") in base:
                err(f"{qd['id']}: file name {r} contains key {k!r}")

# ---------------------------------------------------------------- 7 base64-only facts
HIDDEN = {
    "mail/2025/07/2025-07-29_infos-arrivee.eml": ["1958"],
    "mail/2025/05/2025-05-12_booking-confirmation.eml": ["447"],
    "mail/2025/04/2025-04-28_confirmation-location.eml": ["1 290"],
    "mail/2025/06/2025-06-20_reservation-confirmee.eml": ["1 540"],
    "mail/2025/10/2025-10-20_lettre-mission-2026.eml": ["145 € HT par mois"],
    "mail/2025/10/2025-10-29_nouvelle-date-cles.eml": ["27 novembre 2025"],
    "mail/2025/08/2025-08-26_nouveau-report.eml": ["tableau électrique"],
}
for rel, facts in HIDDEN.items():
    for f in facts:
        if f.encode("utf-8") in raw[rel]:
            err(f"{rel}: {f!r} visible in raw bytes (should be base64-only)")
        if norm(f) not in NT[rel]:
            err(f"{rel}: {f!r} missing after decoding")

# ---------------------------------------------------------------- report
print("files:", sum(counts.values()), dict(sorted(counts.items())))
for n in notes: print("  ", n)
kinds = {}
for q in Q: kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
print("questions:", len(Q), kinds)
print("\nNon-gold files that contain a key string (reviewed by hand):")
for r in review: print("  ", r)
if errors:
    print("\nFAILED:")
    for e in errors: print("  -", e)
    sys.exit(1)
print("\nCHECK PASSED")
