#!/usr/bin/env python3
"""Build the minji vault from scratch (deterministic, standard library only).

Usage:  cd /work/heldout24/minji && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from lib import VAULT, write_text  # noqa: E402
import notes_long  # noqa: E402
import notes_short  # noqa: E402
import mails  # noqa: E402
import other  # noqa: E402
import chats  # noqa: E402


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    files = []
    for rel, text in list(notes_long.LONG.items()) + list(notes_short.NOTES.items()):
        write_text(rel, text)
        files.append(rel)
    files += mails.build_mails()
    files.append(other.build_mbox())
    files += other.build_ics()
    files += other.build_csv()
    files += chats.build_chats()
    assert len(files) == len(set(files)), "duplicate path"
    on_disk = []
    for root, _, names in os.walk(VAULT):
        for n in names:
            on_disk.append(os.path.relpath(os.path.join(root, n), VAULT))
    assert sorted(on_disk) == sorted(files), set(on_disk) ^ set(files)
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
