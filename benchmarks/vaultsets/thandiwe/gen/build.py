#!/usr/bin/env python3
"""Build the thandiwe vault deterministically (stdlib only).

    cd benchmarks/vaultsets/thandiwe && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes_short  # noqa: E402
import notes_long   # noqa: E402
import mails        # noqa: E402
import mbox         # noqa: E402
import cals         # noqa: E402
import messenger    # noqa: E402
import chats        # noqa: E402
import csvs         # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def all_files():
    files = {}
    for mod in (notes_short, notes_long):
        for k, v in mod.FILES.items():
            files[k] = v.encode("utf-8")
    for k, v in notes_short.TXT.items():
        files[k] = v.encode("utf-8")
    for mod in (mails, mbox, cals, messenger, chats, csvs):
        for k, v in mod.FILES.items():
            assert k not in files, k
            files[k] = v
    return files


def main():
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    files = all_files()
    for rel in sorted(files):
        p = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
