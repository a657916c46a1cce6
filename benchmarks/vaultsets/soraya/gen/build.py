#!/usr/bin/env python3
"""Rebuild ../vault/ from scratch, deterministically (stdlib only)."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import ROOT, write_text  # noqa: E402
import notes_short  # noqa: E402
import notes_long  # noqa: E402
import mails  # noqa: E402
import mbox  # noqa: E402
import cal  # noqa: E402
import chats  # noqa: E402
import data  # noqa: E402


def main():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    os.makedirs(ROOT)
    for rel, text in sorted(notes_short.NOTES.items()):
        write_text(rel, text)
    for rel, text in sorted(notes_short.TEXTS.items()):
        write_text(rel, text)
    for rel, text in sorted(notes_long.LONG.items()):
        write_text(rel, text)
    mails.build()
    mbox.build()
    cal.build()
    chats.build()
    data.build()
    n = sum(len(f) for _, _, f in os.walk(ROOT))
    print("wrote %d files to %s" % (n, ROOT))


if __name__ == "__main__":
    main()
