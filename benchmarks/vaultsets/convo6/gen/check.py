#!/usr/bin/env python3
"""Validate the convo6 vault and queries.json (standard library only)."""
import json, os, re, sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
sys.path.insert(0, HERE)
from queries_def import Q
import gen

errors, notes = [], []
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$")
DMY = re.compile(r"^\d\d/\d\d/\d{4} \d\d:\d\d$")


def load(path):
    """Return list of (speaker, text, timestamp-string) for any of the three shapes."""
    raw = open(path, encoding="utf-8").read()
    if path.endswith(".jsonl"):
        rows = [json.loads(l) for l in raw.splitlines() if l.strip()]
        for r in rows:
            if set(r) != {"speaker", "text", "timestamp"} or not ISO.match(r["timestamp"]):
                errors.append(f"{path}: bad jsonl row {r}")
        return [(r["speaker"], r["text"], r["timestamp"]) for r in rows]
    obj = json.loads(raw)
    if "messages" in obj:
        for k in ("session_id", "started", "participants", "messages"):
            if k not in obj:
                errors.append(f"{path}: missing {k}")
        if not ISO.match(obj["started"]):
            errors.append(f"{path}: bad started")
        for m in obj["messages"]:
            if set(m) != {"from", "text", "ts"} or not ISO.match(m["ts"]):
                errors.append(f"{path}: bad message {m}")
        return [(m["from"], m["text"], m["ts"]) for m in obj["messages"]]
    if "conversation" in obj:
        for m in obj["conversation"]:
            if set(m) != {"user", "message", "sent_at"} or not DMY.match(m["sent_at"]):
                errors.append(f"{path}: bad conversation row {m}")
            datetime.strptime(m["sent_at"], "%d/%m/%Y %H:%M")
        return [(m["user"], m["message"], m["sent_at"]) for m in obj["conversation"]]
    errors.append(f"{path}: unknown shape")
    return []


# 1. load every file
texts, shapes = {}, Counter()
for root, _, files in os.walk(VAULT):
    for fn in sorted(files):
        p = os.path.join(root, fn)
        rel = os.path.relpath(p, VAULT)
        msgs = load(p)
        if not 16 <= len(msgs) <= 26:
            errors.append(f"{rel}: {len(msgs)} turns (want 16-26)")
        if len({s for s, _, _ in msgs}) != 2:
            errors.append(f"{rel}: expected 2 speakers")
        texts[rel] = "\n".join(t for _, t, _ in msgs)
        shapes[os.path.splitext(fn)[1]] += 1
if len(texts) != 40:
    errors.append(f"expected 40 session files, found {len(texts)}")

# 2. files match a fresh in-memory render (determinism / no stale files)
for mod in (gen.NF, gen.BR):
    for idx, (start, turns) in enumerate(mod.SESSIONS, 1):
        rp, shape = gen.rel_path(mod.PAIR, idx)
        want = gen.render(mod, idx, gen.build_session(mod, idx, start, turns), shape)
        if open(os.path.join(VAULT, rp), encoding="utf-8").read() != want:
            errors.append(f"{rp}: differs from a fresh render")

# 3. queries
queries = json.load(open(os.path.join(OUT, "queries.json"), encoding="utf-8"))
kinds = Counter(q["kind"] for q in queries)
want_kinds = {"single_hop": 30, "multi_hop": 20, "temporal": 20, "open_domain": 10}
if dict(kinds) != want_kinds:
    errors.append(f"kind counts {dict(kinds)} != {want_kinds}")
if [q["id"] for q in queries] != [f"c{i:02d}" for i in range(1, 81)]:
    errors.append("ids are not c01..c80")
for q, d in zip(queries, Q):
    if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
        errors.append(f"{q['id']}: wrong fields")
    if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
        errors.append(f"{q['id']}: multi_hop needs 2-3 gold sessions")
    if q["kind"] == "single_hop" and len({g.split('/')[0] for g in q["gold"]}) != 1:
        errors.append(f"{q['id']}: single_hop gold spans pairs")
    for (ref, keys), g in zip(d["keys"].items(), q["gold"]):
        if g not in texts:
            errors.append(f"{q['id']}: gold path missing {g}")
            continue
        low = texts[g].lower()
        for k in keys:
            if k.lower() not in low:
                errors.append(f"{q['id']}: key {k!r} not in {g}")
    # informational: non-gold files containing a distinctive gold key
    allkeys = {k for ks in d["keys"].values() for k in ks if len(k) >= 4}
    for rel, t in texts.items():
        if rel in q["gold"]:
            continue
        hit = [k for k in allkeys if k.lower() in t.lower()]
        if hit:
            notes.append(f"{q['id']} non-gold {rel} contains {hit}")

print(f"files: {len(texts)} {dict(shapes)}")
print(f"queries: {len(queries)} {dict(kinds)}")
if "-v" in sys.argv:
    print("\n".join(notes))
if errors:
    print("FAILED:\n" + "\n".join(errors))
    sys.exit(1)
print("check passed")
