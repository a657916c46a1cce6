#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build Ingrid Haugland's vault deterministically into ../vault/ (standard library only).

Usage:  cd benchmarks/vaultsets/ingrid && python gen/build.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes_short  # noqa: E402
import notes_long  # noqa: E402
import mails  # noqa: E402
import calendars  # noqa: E402
import whatsapp  # noqa: E402
import chats  # noqa: E402
import csvs  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def collect():
    files = {}

    def put(path, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        assert path not in files, path
        files[path] = data

    for d in (notes_short.NOTES, notes_short.TEXTS, notes_long.LONG):
        for p, txt in d.items():
            put(p, txt)
    for p, b in mails.build_all():
        put(p, b)
    put("mail/lists/havnekor.mbox", mails.build_mbox())
    for mod in (calendars, whatsapp, chats, csvs):
        for p, b in mod.build().items():
            put(p, b)
    return files


def main():
    files = collect()
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for p in sorted(files):
        full = os.path.join(VAULT, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(files[p])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
