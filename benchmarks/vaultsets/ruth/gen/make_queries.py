#!/usr/bin/env python3
"""Write ../queries.json from qa.py (standard library only, deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import qa  # noqa: E402


def main():
    out = [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h}
           for i, k, q, g, h in qa.Q]
    with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d queries" % len(out))


if __name__ == "__main__":
    main()
