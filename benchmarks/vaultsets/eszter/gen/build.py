# -*- coding: utf-8 -*-
"""Build ../vault/ from scratch, deterministically. Standard library only."""
import os
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    common.VAULT = VAULT
    import notes_short, notes_long, mails, mbox, cals, chats, csvs, queries
    for d in (notes_short.NOTES, notes_short.DAILY, notes_short.TXT, notes_long.LONG):
        for rel, text in d.items():
            common.write_text(rel, text)
    mails.build()
    mbox.build()
    cals.build()
    chats.build()
    csvs.build()
    queries.write(os.path.join(ROOT, "queries.json"))
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print("vault files:", n)


if __name__ == "__main__":
    main()
