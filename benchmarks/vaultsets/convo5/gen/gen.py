#!/usr/bin/env python3
"""Generate OUT/vault/<pair>/sNN.{json,jsonl}, OUT/queries.json and OUT/gen/keys.json.
Standard library only; seeded, byte-identical on rerun."""
import json, os, random, shutil, sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import data_priya_oskar, data_femi_ines, questions  # noqa: E402

SEED = 5051
PAIRS = [("priya_oskar", data_priya_oskar), ("femi_ines", data_femi_ines)]
EXT = {"a": ".json", "b": ".jsonl", "c": ".json"}


def parse(text, speakers):
    msgs = []
    for line in text.strip("\n").split("\n"):
        tag, body = line.split(": ", 1)
        msgs.append((speakers[tag], body.strip()))
    return msgs


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def main():
    rng = random.Random(SEED)
    vault = os.path.join(OUT, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    paths = {}
    for pair, mod in PAIRS:
        os.makedirs(os.path.join(vault, pair))
        shapes = ["a"] * 7 + ["b"] * 7 + ["c"] * 6
        rng.shuffle(shapes)
        for i, (day, hhmm, text) in enumerate(mod.SESSIONS, 1):
            sid = f"s{i:02d}"
            shape = shapes[i - 1]
            msgs = parse(text, mod.SPEAKERS)
            t = datetime.strptime(f"{day} {hhmm}", "%Y-%m-%d %H:%M") + timedelta(seconds=rng.randint(0, 59))
            stamped = []
            for who, body in msgs:
                stamped.append((who, body, t))
                t += timedelta(seconds=rng.randint(25, 240) + len(body) // 3)
            if shape == "a":
                obj = {
                    "session_id": f"{pair}-{sid}",
                    "started": stamped[0][2].isoformat(),
                    "participants": sorted(set(mod.SPEAKERS.values())),
                    "messages": [{"from": w, "text": b, "ts": ts.isoformat()} for w, b, ts in stamped],
                }
                content = dump(obj)
            elif shape == "b":
                content = "".join(json.dumps({"speaker": w, "text": b, "timestamp": ts.isoformat()},
                                             ensure_ascii=False) + "\n" for w, b, ts in stamped)
            else:
                obj = {"conversation": [{"user": w, "message": b, "sent_at": ts.strftime("%d/%m/%Y %H:%M")}
                                        for w, b, ts in stamped]}
                content = dump(obj)
            rel = f"{pair}/{sid}{EXT[shape]}"
            paths[f"{pair}/{sid}"] = rel
            with open(os.path.join(vault, rel), "w", encoding="utf-8", newline="\n") as f:
                f.write(content)

    queries, keys = [], {}
    for n, (kind, query, gold, hint) in enumerate(questions.QUESTIONS, 1):
        qid = f"c{n:02d}"
        gpaths = [paths[k] for k in gold]
        queries.append({"id": qid, "query": query, "gold": gpaths, "kind": kind, "gold_hint": hint})
        keys[qid] = {paths[k]: v for k, v in gold.items()}
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dump(queries))
    with open(os.path.join(HERE, "keys.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dump(keys))
    print(f"wrote {len(paths)} sessions, {len(queries)} queries")


if __name__ == "__main__":
    main()
