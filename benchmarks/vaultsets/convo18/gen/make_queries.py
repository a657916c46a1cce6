#!/usr/bin/env python3
"""Write ../queries.json from questions.py (deterministic)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import questions

with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8", newline="\n") as f:
    json.dump(questions.queries(), f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(questions.Q), "queries written")
