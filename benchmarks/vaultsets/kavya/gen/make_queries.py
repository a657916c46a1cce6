#!/usr/bin/env python3
"""Write ../queries.json from queries_src.py (stdlib only, deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import queries_src  # noqa: E402

out = [{"id": q["id"], "query": q["query"], "gold": list(q["keys"].keys()),
        "kind": q["kind"], "gold_hint": q["hint"]} for q in queries_src.Q]
with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=2)
    fh.write("\n")
print("wrote %d queries" % len(out))
