#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build the 'teodora' held-out vault from scratch (standard library only, deterministic).

Usage (from /work/heldout29/teodora):  python gen/build.py
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import util  # noqa: E402
import c_notes, c_long, c_mail, c_cal, c_chat, c_data  # noqa: E402
import json  # noqa: E402
from questions import Q  # noqa: E402


def write_queries():
    out = [{"id": i, "query": q, "gold": [g for g, _ in gold], "kind": k, "gold_hint": h}
           for i, q, k, h, gold in Q]
    path = os.path.join(os.path.dirname(util.VAULT), "queries.json")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")


def main():
    if os.path.isdir(util.VAULT):
        shutil.rmtree(util.VAULT)
    os.makedirs(util.VAULT)
    for rel, text in sorted(c_notes.NOTES.items()):
        util.write_text(rel, text)
    for rel, text in sorted(c_long.LONG.items()):
        util.write_text(rel, text)
    c_mail.build()
    c_cal.build()
    c_chat.build()
    c_data.build()
    write_queries()
    n = sum(len(f) for _, _, f in os.walk(util.VAULT))
    print("vault written: %d files -> %s" % (n, util.VAULT))


if __name__ == "__main__":
    main()
