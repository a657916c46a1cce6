#!/usr/bin/env python3
"""Build the linh vault from scratch: `python gen/build.py` (standard library only, deterministic)."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import VAULT, write  # noqa: E402
import notes_short  # noqa: E402
import notes_long  # noqa: E402
import mails  # noqa: E402
import cals  # noqa: E402
import chats  # noqa: E402
import tables  # noqa: E402


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for rel, text in sorted(notes_short.NOTES.items()):
        write(rel, text)
    for rel, text in sorted(notes_long.LONG.items()):
        write(rel, text)
    mails.build()
    cals.build()
    chats.build()
    tables.build()
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
