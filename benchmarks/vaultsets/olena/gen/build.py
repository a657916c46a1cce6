#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build the olena vault from scratch, deterministically (standard library only).

    cd /work/heldout26/olena && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from util import Vault  # noqa: E402
import notes_short  # noqa: E402
import notes_long  # noqa: E402
import mails  # noqa: E402
import mbox_list  # noqa: E402
import calendars  # noqa: E402
import chats  # noqa: E402
import ledgers  # noqa: E402


def main():
    root = os.path.normpath(os.path.join(HERE, "..", "vault"))
    if os.path.isdir(root):
        shutil.rmtree(root)
    os.makedirs(root)
    v = Vault(root)
    for rel, text in notes_short.NOTES.items():
        v.put(rel, text)
    for rel, text in notes_short.TXT.items():
        v.put(rel, text)
    for rel, text in notes_long.LONG.items():
        v.put(rel, text)
    mails.build(v)
    mbox_list.build(v)
    calendars.build(v)
    chats.build(v)
    ledgers.build(v)
    v.write()
    print("wrote %d files to %s" % (len(v.files), root))


if __name__ == "__main__":
    main()
