#!/usr/bin/env python3
"""Build the `mei` vault deterministically: python gen/build.py (from the set folder)."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
VAULT = os.path.join(os.path.dirname(HERE), "vault")

import c_notes, c_mail, c_cal, c_chats, c_data  # noqa: E402
import make_queries  # noqa: E402


def main():
    files = {}
    for k, v in c_notes.FILES.items():
        files[k] = v.encode("utf-8")
    for mod in (c_mail, c_cal, c_chats, c_data):
        for k, v in mod.OUT.items():
            assert k not in files, k
            files[k] = v
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for rel in sorted(files):
        p = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))
    make_queries.main()


if __name__ == "__main__":
    main()
