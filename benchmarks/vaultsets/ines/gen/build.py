# -*- coding: utf-8 -*-
"""Build ../vault/ from scratch (standard library only, deterministic) and ../queries.json."""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import util  # noqa: E402
import c_notes, c_mail, c_cal, c_chat  # noqa: E402,F401
import qdefs  # noqa: E402


def main():
    if os.path.isdir(util.VAULT):
        shutil.rmtree(util.VAULT)
    for rel in sorted(util.FILES):
        p = os.path.join(util.VAULT, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(util.FILES[rel])
    qs = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"],
           "gold_hint": q["gold_hint"]} for q in qdefs.QUERIES]
    with open(os.path.join(util.HERE, "..", "queries.json"), "w", encoding="utf-8") as f:
        json.dump(qs, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d files, %d queries" % (len(util.FILES), len(qs)))


if __name__ == "__main__":
    main()
