#!/usr/bin/env python3
"""Write ../queries.json from qdefs.py (deterministic)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from qdefs import Q
out = [{"id": q["id"], "query": q["query"], "gold": list(q["gold"].keys()),
        "kind": q["kind"], "gold_hint": q["hint"]} for q in Q]
with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "queries")
