#!/usr/bin/env python3
"""Build Tobias Reyes-Whitfield's vault from scratch into ../vault/ (standard library only).

Deterministic: no clock, no randomness; every MIME boundary is derived from the file path.
Run:  cd benchmarks/vaultsets/tobias && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cals  # noqa: E402
import chats  # noqa: E402
import mails  # noqa: E402
import mbox  # noqa: E402
import misc  # noqa: E402
import notes  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def main():
    files = {}
    for mod in (notes, misc, mails, mbox, cals, chats):
        for path, data in mod.build().items():
            assert path not in files, path
            assert isinstance(data, bytes), path
            files[path] = data
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    for path in sorted(files):
        full = os.path.join(VAULT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(files[path])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
