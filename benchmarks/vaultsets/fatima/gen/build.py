# -*- coding: utf-8 -*-
"""Build Fatima Benali's vault from scratch (standard library only, deterministic).

Usage (from /work/heldout24/fatima):  python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import c_cal    # noqa: E402
import c_chat   # noqa: E402
import c_data   # noqa: E402
import c_mail   # noqa: E402
import c_mbox   # noqa: E402
from c_notes import NOTES  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    files = []
    for rel in sorted(NOTES):
        files.append((rel, NOTES[rel]))
    files += c_mail.build_all()
    files.append(("mail/lists/choeur-calanca.mbox", c_mbox.build()))
    files += c_cal.build_all()
    files += c_chat.build_all()
    files += c_data.build_all()
    seen = set()
    for rel, data in files:
        assert rel not in seen, rel
        seen.add(rel)
        write(rel, data)
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
