#!/usr/bin/env python3
"""Build the weiling vault from scratch: ../vault/ (standard library only).

Deterministic: no clock, no randomness; MIME boundaries derive from file paths.
Run:  cd benchmarks/vaultsets/weiling && python gen/build.py
"""
import os
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from notes_short import NOTES          # noqa: E402
from notes_long import LONG            # noqa: E402
from mail import MAILS                 # noqa: E402
from mbox import MBOX                  # noqa: E402
from cal import CALS                   # noqa: E402
from chats import CHATS                # noqa: E402
from csvs import CSVS                  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def main():
    files = {}
    for group in (NOTES, LONG):
        for p, text in group.items():
            files[p] = text.encode("utf-8")
    for group in (MAILS, MBOX, CALS, CHATS, CSVS):
        for p, data in group.items():
            assert p not in files, p
            files[p] = data
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for p in sorted(files):
        full = os.path.join(VAULT, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(files[p])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
