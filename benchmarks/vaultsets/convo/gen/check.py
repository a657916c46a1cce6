#!/usr/bin/env python3
"""Validate the held-out long-conversation memory set.

Checks:
  * every file under vault/ loads as JSON and matches exactly one of the two shapes
    (a: conversation/session/date_time/turns, b: messages with role/content/timestamp);
    session numbers, dia_ids, speakers, timestamps and turn counts (12-30) are consistent;
  * per conversation: expected session count, half of the sessions in each shape,
    dates strictly increasing and inside the expected window;
  * queries.json: 80 entries, ids c01..c80, 20 per kind, gold paths exist;
  * evidence: every gold file contains (regex, case-insensitive) at least one of the
    question's evidence strings, and no non-gold session of that conversation does
    (gold == exactly the set of sessions holding the evidence).
Exit code 0 iff everything passes.
Usage: python3 gen/check.py [OUT]
"""
import collections
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE)

EXPECT = {
    "priya_marcus": {"speakers": {"Priya", "Marcus"}, "n": 24, "conv": "Priya and Marcus",
                     "start": dt.date(2023, 3, 1), "end": dt.date(2024, 2, 29)},
    "elena_kwame": {"speakers": {"Elena", "Kwame"}, "n": 20, "conv": "Elena and Kwame",
                    "start": dt.date(2022, 6, 1), "end": dt.date(2023, 4, 30)},
}
KINDS = ["single_hop", "multi_hop", "temporal", "open_domain"]
DT_RE = re.compile(r"^(\d{1,2}):(\d{2}) (am|pm) on (\d{1,2}) ([A-Z][a-z]+), (\d{4})$")

errors = []


def err(msg):
    errors.append(msg)


def parse_date_time(s):
    m = DT_RE.match(s)
    if not m:
        raise ValueError(s)
    h, mi, ap, d, mon, y = m.groups()
    h = int(h) % 12 + (12 if ap == "pm" else 0)
    return dt.datetime.strptime(f"{y} {mon} {d} {h} {mi}", "%Y %B %d %H %M")


def load_session(path, folder, num):
    """Return (shape, start datetime, list of (speaker, text))."""
    exp = EXPECT[folder]
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    if not isinstance(doc, dict):
        raise ValueError("top level is not an object")
    if set(doc) == {"conversation", "session", "date_time", "turns"}:
        if doc["conversation"] != exp["conv"]:
            err(f"{path}: conversation {doc['conversation']!r}")
        if doc["session"] != num:
            err(f"{path}: session field {doc['session']} != file number {num}")
        start = parse_date_time(doc["date_time"])
        turns = []
        for i, t in enumerate(doc["turns"], 1):
            if set(t) != {"speaker", "dia_id", "text"}:
                err(f"{path}: turn {i} keys {sorted(t)}")
                continue
            if t["dia_id"] != f"D{num}:{i}":
                err(f"{path}: dia_id {t['dia_id']} != D{num}:{i}")
            turns.append((t["speaker"], t["text"]))
        shape = "a"
    elif set(doc) == {"messages"}:
        turns, prev = [], None
        for i, m in enumerate(doc["messages"], 1):
            if set(m) != {"role", "content", "timestamp"}:
                err(f"{path}: message {i} keys {sorted(m)}")
                continue
            ts = dt.datetime.strptime(m["timestamp"], "%Y-%m-%dT%H:%M:%S")
            if prev and ts < prev:
                err(f"{path}: timestamps go backwards at message {i}")
            prev = ts
            turns.append((m["role"], m["content"]))
        start = dt.datetime.strptime(doc["messages"][0]["timestamp"], "%Y-%m-%dT%H:%M:%S")
        shape = "b"
    else:
        raise ValueError(f"unknown shape, keys={sorted(doc)}")
    for spk, text in turns:
        if spk not in exp["speakers"]:
            err(f"{path}: unexpected speaker {spk!r}")
        if not isinstance(text, str) or not text.strip():
            err(f"{path}: empty text")
    if not 12 <= len(turns) <= 30:
        err(f"{path}: {len(turns)} turns (want 12-30)")
    speakers_seen = {s for s, _ in turns}
    if speakers_seen != exp["speakers"]:
        err(f"{path}: speakers {speakers_seen}")
    return shape, start, turns


def main():
    vault = os.path.join(OUT, "vault")
    texts = {}  # rel path -> searchable text
    all_files = sorted(
        os.path.relpath(os.path.join(r, f), vault)
        for r, _, fs in os.walk(vault) for f in fs)
    expected_files = {f"{folder}/session_{n:02d}.json"
                      for folder, e in EXPECT.items() for n in range(1, e["n"] + 1)}
    extra = set(all_files) - expected_files
    missing = expected_files - set(all_files)
    if extra:
        err(f"unexpected files in vault: {sorted(extra)}")
    if missing:
        err(f"missing files in vault: {sorted(missing)}")

    n_turns = 0
    for folder, exp in EXPECT.items():
        shapes = collections.Counter()
        prev = None
        for n in range(1, exp["n"] + 1):
            rel = f"{folder}/session_{n:02d}.json"
            path = os.path.join(vault, rel)
            if not os.path.exists(path):
                continue
            try:
                shape, start, turns = load_session(path, folder, n)
            except Exception as e:  # noqa: BLE001
                err(f"{rel}: failed to load/parse: {e}")
                continue
            shapes[shape] += 1
            n_turns += len(turns)
            if not exp["start"] <= start.date() <= exp["end"]:
                err(f"{rel}: date {start} outside window")
            if prev and start <= prev:
                err(f"{rel}: session date {start} not after previous {prev}")
            prev = start
            texts[rel] = "\n".join(f"{s}: {t}" for s, t in turns)
        if shapes["a"] != shapes["b"]:
            err(f"{folder}: shape counts {dict(shapes)} (want half/half)")
        print(f"{folder}: {sum(shapes.values())} sessions, shapes {dict(sorted(shapes.items()))}")

    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    with open(os.path.join(HERE, "evidence.json"), encoding="utf-8") as f:
        evidence = json.load(f)
    if len(queries) != 80:
        err(f"{len(queries)} queries (want 80)")
    ids = [q.get("id") for q in queries]
    if ids != [f"c{i:02d}" for i in range(1, 81)]:
        err("query ids are not c01..c80 in order")
    kinds = collections.Counter(q.get("kind") for q in queries)
    for k in KINDS:
        if kinds[k] != 20:
            err(f"kind {k}: {kinds[k]} queries (want 20)")
    if set(kinds) - set(KINDS):
        err(f"unknown kinds {set(kinds) - set(KINDS)}")

    n_gold = 0
    for q in queries:
        qid = q["id"]
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err(f"{qid}: keys {sorted(q)}")
        if not q["gold"] or len(set(q["gold"])) != len(q["gold"]):
            err(f"{qid}: empty or duplicate gold")
        ev = evidence.get(qid)
        if not ev:
            err(f"{qid}: no evidence entry")
            continue
        pats = [re.compile(p, re.I) for p in ev["patterns"]]
        for g in q["gold"]:
            n_gold += 1
            if g not in texts:
                err(f"{qid}: gold file {g} missing")
                continue
            if not g.startswith(ev["scope"] + "/"):
                err(f"{qid}: gold file {g} outside scope {ev['scope']}")
            if not any(p.search(texts[g]) for p in pats):
                err(f"{qid}: gold file {g} lacks evidence {ev['patterns']}")
        holders = {rel for rel, txt in texts.items()
                   if rel.startswith(ev["scope"] + "/") and any(p.search(txt) for p in pats)}
        stray = holders - set(q["gold"])
        if stray:
            hits = {r: sorted({m.group(0) for p in pats for m in p.finditer(texts[r])}) for r in sorted(stray)}
            err(f"{qid}: evidence also found in non-gold sessions {hits}")

    print(f"{len(texts)} session files, {n_turns} turns, {len(queries)} queries "
          f"({', '.join(f'{k}={kinds[k]}' for k in KINDS)}), {n_gold} gold links")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
