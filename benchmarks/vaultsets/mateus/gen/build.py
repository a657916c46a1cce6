#!/usr/bin/env python3
"""Build the mateus held-out vault from scratch, deterministically (standard library only).

Usage (from the set folder):  python gen/build.py
Writes ../vault/ relative to this file, deleting any previous copy first.
"""
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import c_cal  # noqa: E402
import c_chat  # noqa: E402
import c_long  # noqa: E402
import c_mail  # noqa: E402
import c_notes  # noqa: E402

VAULT = HERE.parent / "vault"


def main():
    files = {}
    for mod in (c_notes, c_long, c_mail, c_cal, c_chat):
        for rel, data in mod.files().items():
            if rel in files:
                raise SystemExit("duplicate path: " + rel)
            if not isinstance(data, bytes):
                raise SystemExit("not bytes: " + rel)
            files[rel] = data
    if VAULT.exists():
        shutil.rmtree(VAULT)
    for rel in sorted(files):
        dest = VAULT / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        with open(dest, "wb") as fh:
            fh.write(files[rel])
    print(f"wrote {len(files)} files to {VAULT}")


if __name__ == "__main__":
    main()
