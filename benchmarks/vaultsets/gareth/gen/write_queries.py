#!/usr/bin/env python3
"""Write ../queries.json from queries_src.py (standard library only)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from queries_src import Q
out = [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h} for i, k, q, g, h in Q]
with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "queries")
