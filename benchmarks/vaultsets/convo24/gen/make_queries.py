#!/usr/bin/env python3
"""Write ../queries.json from questions.py, mapping session refs to vault paths
(stdlib only; deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from build import session_paths  # noqa: E402
from questions import Q  # noqa: E402

ORDER = {"DM": 0, "FK": 1, "MC": 2}


def main():
    paths = session_paths()
    out = []
    for qid, kind, query, keys, hint in Q:
        refs = sorted(keys, key=lambda r: (ORDER[r[0]], r[1]))
        out.append({"id": qid, "query": query, "gold": [paths[r] for r in refs],
                    "kind": kind, "gold_hint": hint})
    dest = os.path.normpath(os.path.join(HERE, "..", "queries.json"))
    with open(dest, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print("wrote %d queries to %s" % (len(out), dest))


if __name__ == "__main__":
    main()
