#!/usr/bin/env python3
"""Sanity check for convo4: loads every vault file, validates its shape,
and confirms that each gold file contains the key string(s) for its question.
Also checks that 'exclusive' answer strings do not occur in non-gold sessions,
so gold lists are complete. Exit code 0 = pass."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
sys.path.insert(0, HERE)
from qa_spec import PAIR_DIR, QUESTIONS  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def load(path):
    """Return (shape, list of (speaker, text, timestamp))."""
    if path.endswith(".jsonl"):
        rows = []
        with open(path, encoding="utf-8") as f:
            for ln in f:
                if ln.strip():
                    o = json.loads(ln)
                    if set(o) != {"speaker", "text", "timestamp"}:
                        err("%s: bad jsonl keys %s" % (path, sorted(o)))
                    rows.append((o["speaker"], o["text"], o["timestamp"]))
        return "b", rows
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    if "messages" in doc:
        if set(doc) != {"session_id", "started", "participants", "messages"}:
            err("%s: bad shape-a keys" % path)
        for m in doc["messages"]:
            if set(m) != {"from", "text", "ts"}:
                err("%s: bad message keys" % path)
        return "a", [(m["from"], m["text"], m["ts"]) for m in doc["messages"]]
    if "conversation" in doc:
        for m in doc["conversation"]:
            if set(m) != {"user", "message", "sent_at"}:
                err("%s: bad conversation keys" % path)
            if not re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", m["sent_at"]):
                err("%s: bad sent_at %s" % (path, m["sent_at"]))
        return "c", [(m["user"], m["message"], m["sent_at"]) for m in doc["conversation"]]
    err("%s: unknown shape" % path)
    return "?", []


# ---- load vault
texts = {}
for pair in sorted(os.listdir(VAULT)):
    shapes = collections.Counter()
    files = sorted(os.listdir(os.path.join(VAULT, pair)))
    if len(files) != 20:
        err("%s has %d files" % (pair, len(files)))
    for fn in files:
        if not re.fullmatch(r"s\d\d\.jsonl?", fn):
            err("odd file name %s/%s" % (pair, fn))
        rel = "%s/%s" % (pair, fn)
        shape, rows = load(os.path.join(VAULT, pair, fn))
        shapes[shape] += 1
        if not 18 <= len(rows) <= 26:
            err("%s: %d turns" % (rel, len(rows)))
        if len({r[0] for r in rows}) != 2:
            err("%s: expected two speakers" % rel)
        texts[rel] = "\n".join(r[1] for r in rows).lower()
    if set(shapes) != {"a", "b", "c"}:
        err("%s does not mix all three shapes: %s" % (pair, dict(shapes)))
    print("%-14s files=%d shapes=%s" % (pair, len(files), dict(sorted(shapes.items()))))

# ---- queries
with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
    queries = json.load(f)
spec = {q[0]: q for q in QUESTIONS}
kinds = collections.Counter(q["kind"] for q in queries)
want = {"single_hop": 30, "multi_hop": 20, "temporal": 20, "open_domain": 10}
if len(queries) != 80:
    err("expected 80 queries, got %d" % len(queries))
if dict(kinds) != want:
    err("kind counts %s != %s" % (dict(kinds), want))
if [q["id"] for q in queries] != ["q%02d" % i for i in range(1, 81)]:
    err("ids are not q01..q80")

checked = 0
for q in queries:
    qid = q["id"]
    if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
        err("%s: bad keys" % qid)
    _, kind, _, gold_spec, _, exclusive = spec[qid]
    if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 4:
        err("%s: multi_hop needs 2-4 gold, has %d" % (qid, len(q["gold"])))
    gold_paths = set(q["gold"])
    for ref, keys in gold_spec.items():
        pair, sid = ref.split("/")
        match = [g for g in q["gold"] if g.startswith(PAIR_DIR[pair] + "/" + sid + ".")]
        if len(match) != 1:
            err("%s: gold for %s missing in queries.json" % (qid, ref))
            continue
        path = match[0]
        if path not in texts:
            err("%s: gold file %s does not exist" % (qid, path))
            continue
        for k in keys:
            checked += 1
            if k.lower() not in texts[path]:
                err("%s: key %r not in %s" % (qid, k, path))
    if len(gold_paths) != len(gold_spec):
        err("%s: gold count mismatch" % qid)
    # completeness: exclusive answer strings must not appear outside gold
    for term in exclusive:
        for rel, t in texts.items():
            if term.lower() in t and rel not in gold_paths:
                err("%s: answer term %r also appears in non-gold %s" % (qid, term, rel))

print("queries=%d kinds=%s key-checks=%d" % (len(queries), dict(sorted(kinds.items())), checked))
if errors:
    print("FAIL (%d problems)" % len(errors))
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("PASS")
