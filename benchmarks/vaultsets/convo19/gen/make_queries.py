#!/usr/bin/env python3
"""Write ../queries.json from questions.py (stdlib only, deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from questions import QUESTIONS  # noqa: E402

out = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"], "gold_hint": q["gold_hint"]}
       for q in QUESTIONS]
with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8", newline="\n") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
print("wrote %d queries" % len(out))
