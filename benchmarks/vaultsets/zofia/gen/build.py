#!/usr/bin/env python3
"""Build Zofia's vault from scratch: cd benchmarks/vaultsets/zofia && python gen/build.py
Standard library only; output is byte-identical on every run."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import util  # noqa: E402
import notes_md  # noqa: E402
import notes_long  # noqa: E402
import notes_txt  # noqa: E402
import mails  # noqa: E402
import cal  # noqa: E402
import chats  # noqa: E402
import tables  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    files = {}
    for d in (notes_md.NOTES, notes_long.LONG, notes_txt.TXT, cal.CALS, chats.OUT, tables.OUT):
        for k, v in d.items():
            assert k not in files, k
            files[k] = v
    for path, data in mails.MAILS:
        assert path not in files, path
        files[path] = data
    for rel in sorted(files):
        util.write(VAULT, rel, files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
