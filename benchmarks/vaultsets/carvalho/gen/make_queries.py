# -*- coding: utf-8 -*-
"""Write ../queries.json from questions.py (stdlib only, deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import questions  # noqa: E402

out = [{"id": x["id"], "query": x["query"], "gold": list(x["gold"].keys()), "kind": x["kind"],
        "gold_hint": x["hint"]} for x in questions.Q]
with open(os.path.join(os.path.dirname(HERE), "queries.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
print("wrote %d queries" % len(out))
