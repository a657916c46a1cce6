#!/usr/bin/env python3
"""Build the 'rahim' held-out vault. Standard library only, deterministic.

Run from /work/heldout29/rahim:  python gen/build.py
Writes ./vault/ from scratch and ./queries.json.
"""
import hashlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import c_notes  # noqa: E402
import c_mail  # noqa: E402
import c_cal  # noqa: E402
import c_chat  # noqa: E402
import queries  # noqa: E402


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    files = {}
    for mod in (c_notes, c_mail, c_cal, c_chat):
        for rel, data in mod.build():
            if rel in files:
                raise SystemExit("duplicate path " + rel)
            files[rel] = data
    for rel in sorted(files):
        write(rel, files[rel])
    qs = queries.QUERIES
    out = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"],
            "gold_hint": q["gold_hint"]} for q in qs]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    h = hashlib.sha256()
    for rel in sorted(files):
        h.update(rel.encode())
        d = files[rel]
        h.update(d.encode("utf-8") if isinstance(d, str) else d)
    print("wrote %d files, %d queries, digest %s" % (len(files), len(out), h.hexdigest()[:16]))


if __name__ == "__main__":
    main()
