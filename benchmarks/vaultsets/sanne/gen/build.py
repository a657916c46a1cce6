#!/usr/bin/env python3
"""Build the `sanne` vault deterministically (standard library only).

Usage:  cd /work/heldout11/sanne && python gen/build.py
Removes ../vault and rewrites every file. Same bytes on every run: MIME
boundaries are derived from the file path, all dates are fixed, no randomness.
File mtimes are set to the (fictional) date each file was last written.
"""
import os
import shutil
import sys
sys.dont_write_bytecode = True
import calendar as _cal
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes      # noqa: E402  markdown notes, txt, csv
import journals   # noqa: E402  three long rambling notes
import mails      # noqa: E402  .eml + mbox
import cals       # noqa: E402  .ics
import chats      # noqa: E402  chat exports
import json       # noqa: E402
import queries_src  # noqa: E402  queries + answer keys

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def main():
    files = {}  # relpath -> (bytes, "YYYY-MM-DD HH:MM")
    for mod in (notes, journals, mails, cals, chats):
        for rel, data, stamp in mod.build():
            if rel in files:
                raise SystemExit("duplicate path " + rel)
            if isinstance(data, str):
                data = data.encode("utf-8")
            files[rel] = (data, stamp)
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for rel in sorted(files):
        data, stamp = files[rel]
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(data)
        ts = _cal.timegm(datetime.strptime(stamp, "%Y-%m-%d %H:%M").timetuple())
        os.utime(path, (ts, ts))
    qs = [{"id": qid, "query": query, "gold": list(gold), "kind": kind, "gold_hint": hint}
          for qid, kind, _lang, query, gold, hint in queries_src.Q]
    with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as fh:
        json.dump(qs, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d files to %s and %d queries" % (len(files), VAULT, len(qs)))


if __name__ == "__main__":
    main()
