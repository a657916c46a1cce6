"""Write ../queries.json from queries_src.py (stdlib only, deterministic)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from queries_src import Q
out = [{"id": i, "query": q, "gold": g, "kind": k, "gold_hint": hint} for i, k, q, g, hint in Q]
with open(os.path.join(os.path.dirname(HERE), "queries.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(out), "queries")
