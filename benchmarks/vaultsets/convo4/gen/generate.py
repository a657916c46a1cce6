#!/usr/bin/env python3
"""Deterministic generator for the convo4 held-out vault (stdlib only).

Writes OUT/vault/<pair>/sNN.<ext> for two pairs x 20 sessions.
Session text is hand-written in sessions_*.py; only clock times come from a
seeded RNG (session start hour/minute and the gaps between messages).

Three on-disk shapes, mixed within each pair:
  (a) .json  {"session_id","started","participants","messages":[{"from","text","ts"}]}
  (b) .jsonl one {"speaker","text","timestamp"} per line
  (c) .json  {"conversation":[{"user","message","sent_at":"DD/MM/YYYY HH:MM"}]}
"""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import sessions_juno_callum as p1  # noqa: E402
import sessions_rosalind_toby as p2  # noqa: E402

PAIRS = [
    ("juno_callum", p1, 41023),
    ("rosalind_toby", p2, 80244),
]


def parse(text, speakers):
    turns = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        tag, _, body = line.partition(":")
        if tag not in speakers:
            raise ValueError("bad line: %r" % line)
        turns.append((speakers[tag], body.strip()))
    return turns


def shape_plan(rng, n):
    # Equal-ish mix of the three shapes, shuffled deterministically.
    plan = (["a", "b", "c"] * ((n + 2) // 3))[:n]
    rng.shuffle(plan)
    return plan


def build(pair, mod, seed):
    rng = random.Random(seed)
    plan = shape_plan(rng, len(mod.SESSIONS))
    folder = os.path.join(OUT, "vault", pair)
    os.makedirs(folder, exist_ok=True)
    participants = list(mod.SPEAKERS.values())
    written = []
    for i, (day, text) in enumerate(mod.SESSIONS, start=1):
        turns = parse(text, mod.SPEAKERS)
        if not 18 <= len(turns) <= 26:
            raise SystemExit("%s s%02d has %d turns" % (pair, i, len(turns)))
        d = dt.date.fromisoformat(day)
        start = dt.datetime(d.year, d.month, d.day, rng.randint(8, 20), rng.randint(0, 59), rng.randint(0, 59))
        times = []
        t = start
        for _ in turns:
            times.append(t)
            t = t + dt.timedelta(seconds=rng.randint(25, 300))
        shape = plan[i - 1]
        name = "s%02d" % i
        if shape == "a":
            path = os.path.join(folder, name + ".json")
            doc = {
                "session_id": "%s-%s" % (pair, name),
                "started": start.isoformat(),
                "participants": participants,
                "messages": [
                    {"from": who, "text": body, "ts": ts.isoformat()}
                    for (who, body), ts in zip(turns, times)
                ],
            }
            with open(path, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, indent=2)
                f.write("\n")
        elif shape == "b":
            path = os.path.join(folder, name + ".jsonl")
            with open(path, "w", encoding="utf-8") as f:
                for (who, body), ts in zip(turns, times):
                    f.write(json.dumps({"speaker": who, "text": body, "timestamp": ts.isoformat()}, ensure_ascii=False))
                    f.write("\n")
        else:
            path = os.path.join(folder, name + ".json")
            doc = {
                "conversation": [
                    {"user": who, "message": body, "sent_at": ts.strftime("%d/%m/%Y %H:%M")}
                    for (who, body), ts in zip(turns, times)
                ]
            }
            with open(path, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, indent=2)
                f.write("\n")
        written.append((os.path.relpath(path, os.path.join(OUT, "vault")), shape, len(turns), start.isoformat()))
    return written


def main():
    vault = os.path.join(OUT, "vault")
    # remove stale session files so reruns are exact
    for pair, _, _ in PAIRS:
        folder = os.path.join(vault, pair)
        if os.path.isdir(folder):
            for fn in os.listdir(folder):
                if fn.startswith("s") and (fn.endswith(".json") or fn.endswith(".jsonl")):
                    os.remove(os.path.join(folder, fn))
    for pair, mod, seed in PAIRS:
        for rel, shape, n, started in build(pair, mod, seed):
            print("%-28s shape=%s turns=%d started=%s" % (rel, shape, n, started))


if __name__ == "__main__":
    main()
