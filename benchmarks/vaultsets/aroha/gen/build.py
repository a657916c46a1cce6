"""Build Aroha Ngata's vault from scratch (standard library only, deterministic).

Usage (from benchmarks/vaultsets/aroha):  python gen/build.py
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cal  # noqa: E402
import chats  # noqa: E402
import mail  # noqa: E402
import notes  # noqa: E402
import tables  # noqa: E402
from common import VAULT  # noqa: E402

EXPECTED_FINAL_SAVINGS = 2671100  # cents; answer key for h21 relies on it


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    paths = []
    paths += notes.build()
    paths += mail.build()
    paths += cal.build()
    paths += chats.build()
    csvs, final = tables.build()
    paths += csvs
    if final != EXPECTED_FINAL_SAVINGS:
        raise SystemExit("savings ledger final balance changed: %d" % final)
    if len(paths) != len(set(paths)):
        raise SystemExit("duplicate output path")
    print("wrote %d files to %s" % (len(paths), VAULT))


if __name__ == "__main__":
    main()
