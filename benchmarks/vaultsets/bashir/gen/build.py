#!/usr/bin/env python3
"""Build the bashir vault from scratch: deterministic, standard library only.

    cd benchmarks/vaultsets/bashir && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from notes import NOTES          # noqa: E402
from longnotes import LONG       # noqa: E402
from mail import MAILS           # noqa: E402
import mbox                      # noqa: E402
from calendars import CALS       # noqa: E402
from chats import CHATS          # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def main():
    files = {}
    for src in (NOTES, LONG):
        for k, v in src.items():
            files[k] = v.encode("utf-8")
    for src in (MAILS, CALS, CHATS):
        for k, v in src.items():
            assert k not in files, k
            files[k] = v
    files["mail/lists/southside-futsal-wednesday.mbox"] = mbox.build()

    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    for rel in sorted(files):
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
