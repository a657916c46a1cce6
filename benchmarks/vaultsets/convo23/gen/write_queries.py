#!/usr/bin/env python3
"""Write ../queries.json from gen/questions.py (stdlib only, deterministic)."""
import json
import re
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from questions import Q, path_of  # noqa: E402


REF = re.compile(r"\b(MR|DG|FJ)(\d+)\b")


def label(ref, home):
    """Readable name of a session file for gold_hint: its distinctive path part."""
    p = path_of(ref)
    parts = p.split("/")
    short = parts[1] if parts[1] not in ("irclogs",) else parts[2]
    if short.endswith(".json"):
        short = short[:-5]
    return short if ref[:2] == home else "%s %s" % (parts[0], short)


def hint(q):
    home = next(iter(q["gold"]))[:2]
    return REF.sub(lambda m: label(m.group(0), home), q["hint"])


out = [{"id": q["id"], "query": q["query"], "gold": [path_of(r) for r in q["gold"]],
        "kind": q["kind"], "gold_hint": hint(q)} for q in Q]
with open(os.path.join(os.path.dirname(HERE), "queries.json"), "w", encoding="utf-8", newline="\n") as f:
    f.write(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
print("wrote %d queries" % len(out))
