#!/usr/bin/env python3
"""Build the matthias vault deterministically: writes ../vault/ from scratch and ../queries.json."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes  # noqa: E402
import mails  # noqa: E402
import mbox  # noqa: E402
import cals  # noqa: E402
import chats  # noqa: E402
import tables  # noqa: E402
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def main():
    files = {}
    for k, v in notes.NOTES.items():
        files[k] = v.encode("utf-8")
    files.update(mails.MAILS)
    files["mail/lists/kgv-sonnenwinkel-mitglieder.mbox"] = mbox.build_mbox()
    files.update(cals.CALS)
    files.update(chats.CHATS)
    files.update(tables.TABLES)

    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for rel in sorted(files):
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(files[rel])
    # fixed mtimes so that indexers see identical metadata on every build
    for rel in files:
        os.utime(os.path.join(VAULT, rel), (1761555600, 1761555600))  # 2025-10-27 09:00 UTC

    qs = [{"id": q["id"], "query": q["query"], "gold": sorted(q["gold"]), "kind": q["kind"],
           "gold_hint": q["hint"]} for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(qs, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d files to %s and %d questions" % (len(files), VAULT, len(qs)))


if __name__ == "__main__":
    main()
