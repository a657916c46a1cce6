#!/usr/bin/env python3
"""Build OUT/queries.json from qa_spec.py (resolves sNN to the generated file name)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from qa_spec import PAIR_DIR, QUESTIONS  # noqa: E402


def resolve(ref):
    pair, sid = ref.split("/")
    folder = os.path.join(OUT, "vault", PAIR_DIR[pair])
    hits = [fn for fn in os.listdir(folder) if fn.split(".")[0] == sid]
    if len(hits) != 1:
        raise SystemExit("cannot resolve %s: %s" % (ref, hits))
    return "%s/%s" % (PAIR_DIR[pair], hits[0])


def main():
    out = []
    for qid, kind, query, gold, hint, _excl in QUESTIONS:
        out.append({
            "id": qid,
            "query": query,
            "gold": [resolve(r) for r in gold],
            "kind": kind,
            "gold_hint": hint,
        })
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d queries" % len(out))


if __name__ == "__main__":
    main()
