#!/usr/bin/env python3
"""Build the tereza vault from scratch (standard library only, deterministic).

Usage: cd /work/heldout10/tereza && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import notes, mails, mbox, cal, chats, data  # noqa: E402,E401


def main():
    for mod in (notes, mails, mbox, cal, chats, data):
        mod.build()
    vault = common.VAULT
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    for rel in sorted(common.FILES):
        blob, mtime = common.FILES[rel]
        path = os.path.join(vault, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(blob)
        os.utime(path, (mtime, mtime))
    print("wrote %d files to %s" % (len(common.FILES), vault))


if __name__ == "__main__":
    main()
