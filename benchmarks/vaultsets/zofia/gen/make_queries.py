#!/usr/bin/env python3
"""Write ../queries.json from questions.py (deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from questions import Q  # noqa: E402


def rows():
    return [{"id": qid, "query": query, "gold": gold, "kind": kind, "gold_hint": hint}
            for (qid, query, gold, _keys, hint), kind in zip(Q, _kinds())]


def _kinds():
    from questions import KINDS
    for i in range(len(Q)):
        yield KINDS[i // 5]


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(HERE), "queries.json")
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(rows(), fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote", out, len(Q), "queries")
