#!/usr/bin/env python3
"""Deterministically (re)build ../vault/ for the `jorge` held-out set. Standard library only.

    cd benchmarks/vaultsets/jorge && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import notes      # noqa: E402
import longnotes  # noqa: E402
import mail       # noqa: E402
import mbox       # noqa: E402
import cal        # noqa: E402
import chats      # noqa: E402
import csvs       # noqa: E402
from util import write_bytes, write_text  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    files = {}

    def put(rel, data):
        assert rel not in files, "duplicate path " + rel
        files[rel] = data if isinstance(data, bytes) else data.encode("utf-8")

    for rel, text in notes.NOTES.items():
        put(rel, text)
    for rel, text in longnotes.LONG.items():
        put(rel, text)
    for rel, data in mail.build_all():
        put(rel, data)
    rel, data = mbox.build()
    put(rel, data)
    for rel, data in cal.build_all():
        put(rel, data)
    for rel, text in chats.build_all():
        put(rel, text)
    for rel, text in csvs.build_all():
        put(rel, text)

    for rel in sorted(files):
        write_bytes(VAULT, rel, files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
