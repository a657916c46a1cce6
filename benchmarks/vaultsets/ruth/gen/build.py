#!/usr/bin/env python3
"""Build Ruth Okafor-Bell's personal vault (held-out set 'ruth').

Standard library only, deterministic: running it twice gives byte-identical
files.  Writes ../vault/ from scratch.
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes      # noqa: E402  markdown + plain text
import mails      # noqa: E402  .eml + mbox
import cals       # noqa: E402  .ics
import chats      # noqa: E402  chat exports
import tables     # noqa: E402  csv
import make_queries  # noqa: E402  ../queries.json from qa.py

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    files = {}
    for mod in (notes, mails, cals, chats, tables):
        for rel, data in mod.files():
            if rel in files:
                raise SystemExit("duplicate path " + rel)
            files[rel] = data
    for rel in sorted(files):
        write(rel, files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))
    make_queries.main()


if __name__ == "__main__":
    main()
