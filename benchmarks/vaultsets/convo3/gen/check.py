#!/usr/bin/env python3
"""Validate the convo3 eval set. Standard library only.

- loads every vault file (.json in shape a or c, .jsonl in shape b) and validates its shape
- checks 15-25 turns per session, 18-22 sessions per pair, 10-14 month span
- checks queries.json: 80 ids q01..q80, kinds 30/20/20/10, gold paths exist
- checks that every gold file contains its answer key string(s) (gen/keys.json)
- with --leaks: lists non-gold files that also contain a query's key strings (for review)
Exit code 0 on success.
"""
import collections
import json
import os
import sys
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")

errors = []


def err(msg):
    errors.append(msg)


def load_session(path):
    """Return (start datetime, [(speaker, text)]) for any of the three shapes."""
    rel = os.path.relpath(path, VAULT)
    if path.endswith(".jsonl"):
        turns, times = [], []
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                if not line.strip():
                    continue
                o = json.loads(line)
                if set(o) != {"speaker", "text", "timestamp"}:
                    err(f"{rel}:{ln} bad jsonl keys {sorted(o)}")
                turns.append((o["speaker"], o["text"]))
                times.append(datetime.fromisoformat(o["timestamp"]))
        return times[0], times, turns
    with open(path, encoding="utf-8") as f:
        o = json.load(f)
    if "messages" in o:
        if set(o) != {"session_id", "started", "participants", "messages"}:
            err(f"{rel} bad shape-a keys {sorted(o)}")
        turns, times = [], []
        for m in o["messages"]:
            if set(m) != {"from", "text", "ts"}:
                err(f"{rel} bad message keys {sorted(m)}")
            if m["from"] not in o["participants"]:
                err(f"{rel} speaker {m['from']} not in participants")
            turns.append((m["from"], m["text"]))
            times.append(datetime.fromisoformat(m["ts"]))
        return datetime.fromisoformat(o["started"]), times, turns
    if "conversation" in o:
        if set(o) != {"conversation"}:
            err(f"{rel} bad shape-c keys {sorted(o)}")
        turns, times = [], []
        for m in o["conversation"]:
            if set(m) != {"user", "message", "sent_at"}:
                err(f"{rel} bad message keys {sorted(m)}")
            turns.append((m["user"], m["message"]))
            times.append(datetime.strptime(m["sent_at"], "%d/%m/%Y %H:%M"))
        return times[0], times, turns
    err(f"{rel} unknown shape")
    return None, [], []


def main():
    show_leaks = "--leaks" in sys.argv
    texts = {}
    per_pair = collections.defaultdict(list)
    n_turns = 0
    shapes = collections.Counter()
    for root, _, files in os.walk(VAULT):
        for name in sorted(files):
            path = os.path.join(root, name)
            rel = os.path.relpath(path, VAULT)
            start, times, turns = load_session(path)
            if not (15 <= len(turns) <= 25):
                err(f"{rel} has {len(turns)} turns (want 15-25)")
            if times != sorted(times):
                err(f"{rel} timestamps not monotonic")
            if len({s for s, _ in turns}) != 2:
                err(f"{rel} does not have exactly two speakers")
            n_turns += len(turns)
            shapes[name.rsplit(".", 1)[1]] += 1
            texts[rel] = "\n".join(t for _, t in turns)
            per_pair[os.path.dirname(rel)].append(start)

    for pair, starts in per_pair.items():
        if not (18 <= len(starts) <= 22):
            err(f"{pair}: {len(starts)} sessions (want 18-22)")
        starts.sort()
        months = (starts[-1].year - starts[0].year) * 12 + starts[-1].month - starts[0].month
        if not (10 <= months <= 14):
            err(f"{pair}: spans {months} months (want 10-14)")
        print(f"{pair}: {len(starts)} sessions, {starts[0].date()} .. {starts[-1].date()} ({months} months)")

    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    with open(os.path.join(HERE, "keys.json"), encoding="utf-8") as f:
        keys = json.load(f)
    ids = [q["id"] for q in queries]
    if ids != [f"q{i:02d}" for i in range(1, 81)]:
        err("query ids are not q01..q80 in order")
    kinds = collections.Counter(q["kind"] for q in queries)
    want = {"single_hop": 30, "multi_hop": 20, "temporal": 20, "open_domain": 10}
    if dict(kinds) != want:
        err(f"kind counts {dict(kinds)} != {want}")
    for q in queries:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err(f"{q['id']} bad keys {sorted(q)}")
        if not q["gold"]:
            err(f"{q['id']} has no gold")
        if q["kind"] == "multi_hop" and not (2 <= len(q["gold"]) <= 3):
            err(f"{q['id']} multi_hop with {len(q['gold'])} gold files")
        if set(q["gold"]) != set(keys[q["id"]]):
            err(f"{q['id']} gold and keys disagree")
        for g in q["gold"]:
            if g not in texts:
                err(f"{q['id']} gold file missing: {g}")
                continue
            for k in keys[q["id"]][g]:
                if k.lower() not in texts[g].lower():
                    err(f"{q['id']} key {k!r} not found in {g}")
        # file names must not contain answer terms
        for g in q["gold"]:
            for k in keys[q["id"]][g]:
                if k.lower() in g.lower():
                    err(f"{q['id']} key {k!r} appears in a file name")
        if show_leaks:
            all_keys = {k.lower() for v in keys[q["id"]].values() for k in v}
            for rel, t in sorted(texts.items()):
                if rel in q["gold"]:
                    continue
                hit = [k for k in all_keys if k in t.lower()]
                if hit:
                    print(f"  leak? {q['id']} {rel}: {hit}")

    print(f"files={len(texts)} ({dict(shapes)}) turns={n_turns} queries={len(queries)} kinds={dict(kinds)}")
    if errors:
        print(f"FAILED with {len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
