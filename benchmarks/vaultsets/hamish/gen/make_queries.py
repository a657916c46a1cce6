#!/usr/bin/env python3
"""Writes ../queries.json from queries_def.py (stdlib only, deterministic)."""
import sys as _s; _s.dont_write_bytecode = True
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import queries_def
out = [{"id": d["id"], "query": d["query"], "gold": list(d["gold"].keys()), "kind": d["kind"], "gold_hint": d["hint"]}
       for d in queries_def.Q]
with open(os.path.join(os.path.dirname(HERE), "queries.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "queries")
