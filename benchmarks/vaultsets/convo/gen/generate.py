#!/usr/bin/env python3
"""Generate the held-out long-conversation memory set.

Writes:
  OUT/vault/<conversation>/session_NN.json   (two export shapes, see README)
  OUT/queries.json                            (80 questions)
  OUT/gen/evidence.json                       (per-question evidence regexes, used by check.py)

Deterministic: re-running produces byte-identical output.
Usage: python3 gen/generate.py [OUT]   (OUT defaults to the parent of this gen/ dir)
"""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import content_priya_marcus as conv_a  # noqa: E402
import content_elena_kwame as conv_b  # noqa: E402
from queries_src import QUERIES  # noqa: E402

CONVS = {"A": conv_a, "B": conv_b}


def parse_turns(mod, text):
    turns = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        tag, _, utt = line.partition(": ")
        if tag not in mod.SPEAKERS or not utt:
            raise ValueError(f"bad line in {mod.FOLDER}: {line!r}")
        turns.append((mod.SPEAKERS[tag], utt.strip()))
    return turns


def locomo_datetime(t):
    hour = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return f"{hour}:{t.minute:02d} {ampm} on {t.day} {t.strftime('%B')}, {t.year}"


def session_doc(mod, num, when, shape, text):
    t0 = dt.datetime.strptime(when, "%Y-%m-%d %H:%M")
    turns = parse_turns(mod, text)
    if shape == "a":
        return {
            "conversation": mod.CONVERSATION,
            "session": num,
            "date_time": locomo_datetime(t0),
            "turns": [
                {"speaker": spk, "dia_id": f"D{num}:{i}", "text": utt}
                for i, (spk, utt) in enumerate(turns, 1)
            ],
        }
    if shape == "b":
        rng = random.Random(f"{mod.FOLDER}-{num}")
        t = t0
        msgs = []
        for i, (spk, utt) in enumerate(turns):
            if i:
                t = t + dt.timedelta(seconds=rng.randint(25, 190))
            msgs.append({"role": spk, "content": utt,
                         "timestamp": t.strftime("%Y-%m-%dT%H:%M:%S")})
        return {"messages": msgs}
    raise ValueError(shape)


def rel_path(conv_key, num):
    return f"{CONVS[conv_key].FOLDER}/session_{num:02d}.json"


def main():
    out = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE)
    vault = os.path.join(out, "vault")
    for key, mod in CONVS.items():
        d = os.path.join(vault, mod.FOLDER)
        os.makedirs(d, exist_ok=True)
        for num, when, shape, text in mod.SESSIONS:
            doc = session_doc(mod, num, when, shape, text)
            with open(os.path.join(d, f"session_{num:02d}.json"), "w", encoding="utf-8") as f:
                json.dump(doc, f, indent=2, ensure_ascii=False)
                f.write("\n")

    queries, evidence = [], {}
    for qid, conv_key, kind, query, gold, hint, patterns in QUERIES:
        gold_paths = [rel_path(conv_key, n) for n in sorted(gold)]
        queries.append({"id": qid, "query": query, "gold": gold_paths,
                        "kind": kind, "gold_hint": hint})
        evidence[qid] = {"scope": CONVS[conv_key].FOLDER, "patterns": patterns}
    with open(os.path.join(out, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(queries, f, indent=2, ensure_ascii=False)
        f.write("\n")
    with open(os.path.join(out, "gen", "evidence.json"), "w", encoding="utf-8") as f:
        json.dump(evidence, f, indent=2, ensure_ascii=False)
        f.write("\n")
    n_sessions = sum(len(m.SESSIONS) for m in CONVS.values())
    print(f"wrote {n_sessions} sessions and {len(queries)} queries under {out}")


if __name__ == "__main__":
    main()
