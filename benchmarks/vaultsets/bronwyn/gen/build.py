#!/usr/bin/env python3
"""Build the bronwyn vault from scratch: python gen/build.py (stdlib only, deterministic)."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True

import common  # noqa: E402
import notes_long, notes_short, mail, mbox, cal, chats, tables  # noqa: E402,E401


def main():
    for mod in (notes_long, notes_short, mail, mbox, cal, chats, tables):
        mod.build()
    if os.path.isdir(common.VAULT):
        shutil.rmtree(common.VAULT)
    for rel in sorted(common.FILES):
        path = os.path.join(common.VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'wb') as f:
            f.write(common.FILES[rel])
    print('wrote %d files to %s' % (len(common.FILES), common.VAULT))


if __name__ == '__main__':
    main()
