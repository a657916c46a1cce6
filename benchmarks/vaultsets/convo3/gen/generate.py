#!/usr/bin/env python3
"""Generate the convo3 vault (chat exports) and queries.json. Standard library only.

Usage: python3 gen/generate.py        (run from anywhere)
Writes OUT/vault/<pair>/sNN.json|jsonl, OUT/queries.json, OUT/gen/keys.json.
"""
import json
import os
import random
import shutil
import sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import pair1  # noqa: E402
import pair2  # noqa: E402
from queries_src import Q  # noqa: E402

PAIRS = {"P1": pair1, "P2": pair2}
EXT = {"a": "json", "b": "jsonl", "c": "json"}


def parse_turns(mod, text):
    turns = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        tag, msg = line.split(":", 1)
        turns.append((mod.SPEAKERS[tag.strip()], msg.strip()))
    return turns


def timestamps(start, turns, seed):
    rng = random.Random(seed)
    t = datetime.fromisoformat(start)
    out = []
    for i, (_, msg) in enumerate(turns):
        if i:
            # reading + typing time, roughly proportional to length, plus pauses
            secs = 15 + len(msg) * rng.uniform(0.6, 1.6) + rng.choice([0, 0, 0, 20, 45, 90, 240])
            t = t + timedelta(seconds=int(secs))
        out.append(t)
    return out


def session_path(pair_key, n):
    mod = PAIRS[pair_key]
    fmt = mod.SESSIONS[n - 1][1]
    return f"{mod.FOLDER}/s{n:02d}.{EXT[fmt]}"


def gold_path(ref):
    pair_key, n = ref.split(":")
    return session_path(pair_key, int(n))


def write_session(mod, pair_key, n, start, fmt, text):
    turns = parse_turns(mod, text)
    ts = timestamps(start, turns, seed=f"{pair_key}-{n}")
    people = list(dict.fromkeys(mod.SPEAKERS.values()))
    path = os.path.join(OUT, "vault", session_path(pair_key, n))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if fmt == "a":
        obj = {
            "session_id": n,
            "started": start,
            "participants": people,
            "messages": [
                {"from": who, "text": msg, "ts": t.isoformat()}
                for (who, msg), t in zip(turns, ts)
            ],
        }
        with open(path, "w", encoding="utf-8") as f:
            json.dump(obj, f, ensure_ascii=False, indent=2)
            f.write("\n")
    elif fmt == "b":
        with open(path, "w", encoding="utf-8") as f:
            for (who, msg), t in zip(turns, ts):
                f.write(json.dumps({"speaker": who, "text": msg, "timestamp": t.isoformat()},
                                   ensure_ascii=False) + "\n")
    elif fmt == "c":
        obj = {
            "conversation": [
                {"user": who, "message": msg, "sent_at": t.strftime("%d/%m/%Y %H:%M")}
                for (who, msg), t in zip(turns, ts)
            ]
        }
        with open(path, "w", encoding="utf-8") as f:
            json.dump(obj, f, ensure_ascii=False, indent=2)
            f.write("\n")
    else:
        raise ValueError(fmt)
    return len(turns)


def main():
    vault = os.path.join(OUT, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    n_files = n_turns = 0
    for key, mod in PAIRS.items():
        for n, (start, fmt, text) in enumerate(mod.SESSIONS, 1):
            n_turns += write_session(mod, key, n, start, fmt, text)
            n_files += 1

    queries, keys = [], {}
    for i, item in enumerate(Q, 1):
        qid = f"q{i:02d}"
        gold_paths = [gold_path(g) for g in item["gold"]]
        queries.append({
            "id": qid,
            "query": item["query"],
            "gold": gold_paths,
            "kind": item["kind"],
            "gold_hint": item["gold_hint"],
        })
        keys[qid] = {gold_path(g): v for g, v in item["gold"].items()}
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(queries, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "keys.json"), "w", encoding="utf-8") as f:
        json.dump(keys, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"files={n_files} turns={n_turns} queries={len(queries)}")


if __name__ == "__main__":
    main()
