"""Build the convo25 vault (and queries.json) deterministically. Standard library only.

Usage:  cd benchmarks/vaultsets/convo25 && python gen/build.py
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pair_orla_tomasz, pair_gordon_ama, pair_bev_jess  # noqa: E402
import questions  # noqa: E402
from render import render  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    n = 0
    for mod in (pair_orla_tomasz, pair_gordon_ama, pair_bev_jess):
        for sess in mod.SESSIONS:
            rel, data = render(mod.PAIR, sess)
            full = os.path.join(VAULT, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as f:
                f.write(data)
            n += 1
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(questions.queries(), f, indent=2, ensure_ascii=False)
        f.write("\n")
    print("wrote %d session files and %d queries" % (n, len(questions.Q)))


if __name__ == "__main__":
    main()
