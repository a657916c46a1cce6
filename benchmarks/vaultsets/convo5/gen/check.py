#!/usr/bin/env python3
"""Validate OUT/vault and OUT/queries.json (standard library only).
Loads every session file in all three shapes, checks structure, dates, gold paths,
per-question key strings (from gen/keys.json), and that no non-gold session holds
all key strings of any gold session of a question (gold completeness)."""
import json, os, re, sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
FORBIDDEN = ["Meg", "Tom", "Sara", "Hanna", "Lucia", "Rosa", "Devon", "Amelie", "Niamh",
             "Giulia", "Marcus", "Juno", "Callum", "Rosalind", "Toby"]
KINDS = {"single_hop": 30, "multi_hop": 20, "temporal": 20, "open_domain": 10}
errors = []


def err(msg):
    errors.append(msg)


def load(path):
    """Return list of (speaker, text, datetime) for a session file of shape a, b or c."""
    if path.endswith(".jsonl"):
        out = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    d = json.loads(line)
                    assert set(d) == {"speaker", "text", "timestamp"}, d.keys()
                    out.append((d["speaker"], d["text"], datetime.fromisoformat(d["timestamp"])))
        return "b", out
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    if "messages" in d:
        assert {"session_id", "started", "participants", "messages"} <= set(d), d.keys()
        datetime.fromisoformat(d["started"])
        for m in d["messages"]:
            assert m["from"] in d["participants"], m
        return "a", [(m["from"], m["text"], datetime.fromisoformat(m["ts"])) for m in d["messages"]]
    if "conversation" in d:
        return "c", [(m["user"], m["message"], datetime.strptime(m["sent_at"], "%d/%m/%Y %H:%M"))
                     for m in d["conversation"]]
    raise ValueError(f"unknown shape: {path}")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


texts, shapes_seen = {}, Counter()
pairs = sorted(os.listdir(VAULT))
if len(pairs) != 2:
    err(f"expected 2 pairs, got {pairs}")
for pair in pairs:
    files = sorted(os.listdir(os.path.join(VAULT, pair)))
    if len(files) != 20:
        err(f"{pair}: {len(files)} sessions")
    prev_start, first, last, speakers = None, None, None, set()
    for fn in files:
        rel = f"{pair}/{fn}"
        try:
            shape, msgs = load(os.path.join(VAULT, rel))
        except Exception as e:  # noqa: BLE001
            err(f"{rel}: load failed: {e}")
            continue
        shapes_seen[shape] += 1
        if not 16 <= len(msgs) <= 26:
            err(f"{rel}: {len(msgs)} turns")
        times = [t for _, _, t in msgs]
        if times != sorted(times):
            err(f"{rel}: timestamps not in order")
        if prev_start and times[0] <= prev_start:
            err(f"{rel}: session not after previous")
        prev_start = times[0]
        first = first or times[0]
        last = times[-1]
        speakers |= {s for s, _, _ in msgs}
        body = "\n".join(t for _, t, _ in msgs)
        if re.search(r"\b202[234]\b", body):
            err(f"{rel}: a year appears in message text")
        for name in FORBIDDEN:
            if re.search(rf"\b{name}\b", body):
                err(f"{rel}: forbidden name {name}")
        texts[rel] = norm(body)
    months = (last.year - first.year) * 12 + last.month - first.month + (last.day - first.day) / 30
    if not 10 <= months <= 14:
        err(f"{pair}: span {months:.1f} months")
    if len(speakers) != 2:
        err(f"{pair}: speakers {speakers}")
    print(f"{pair}: {len(files)} sessions, {first.date()} .. {last.date()} ({months:.1f} months), speakers {sorted(speakers)}")
if set(shapes_seen) != {"a", "b", "c"}:
    err(f"shapes seen {shapes_seen}")

rel_phrases = ["yesterday", "last week", "next week", "on saturday", "on friday", "next month", "last saturday", "tomorrow"]
allt = "\n".join(texts.values())
for p in rel_phrases:
    if p not in allt:
        err(f"relative phrase missing from corpus: {p}")

with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
    queries = json.load(f)
with open(os.path.join(HERE, "keys.json"), encoding="utf-8") as f:
    keys = json.load(f)
if len(queries) != 80:
    err(f"{len(queries)} queries")
kinds = Counter(q["kind"] for q in queries)
if dict(kinds) != KINDS:
    err(f"kinds {dict(kinds)}")
for n, q in enumerate(queries, 1):
    qid = q.get("id")
    if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
        err(f"{qid}: fields {sorted(q)}")
    if qid != f"c{n:02d}":
        err(f"bad id {qid} at position {n}")
    if not q["gold"] or len(set(q["gold"])) != len(q["gold"]):
        err(f"{qid}: empty or duplicate gold")
    if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
        err(f"{qid}: multi_hop with {len(q['gold'])} gold")
    if sorted(keys.get(qid, {})) != sorted(q["gold"]):
        err(f"{qid}: keys.json does not match gold")
    for g in q["gold"]:
        if not os.path.isfile(os.path.join(VAULT, g)):
            err(f"{qid}: gold path missing {g}")
            continue
        for k in keys[qid][g]:
            if norm(k) not in texts[g]:
                err(f"{qid}: key {k!r} not in {g}")
    # gold completeness: a non-gold session holding every key of some gold session is suspicious
    pair = q["gold"][0].split("/")[0]
    for rel, t in texts.items():
        if rel in q["gold"] or not rel.startswith(pair + "/"):
            continue
        for g in q["gold"]:
            ks = keys[qid][g]
            if all(norm(k) in t for k in ks):
                err(f"{qid}: non-gold {rel} contains all keys of gold {g}: {ks}")

print(f"files: {len(texts)}; shapes: {dict(shapes_seen)}; queries: {len(queries)}; kinds: {dict(kinds)}")
if errors:
    print("FAILED")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("CHECK PASSED")
