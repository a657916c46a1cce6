"""Rebuild ../vault from scratch (stdlib only, deterministic)."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cals, chats, data, journals, mails, notes  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def main():
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for mod in (notes, journals, mails, data, cals, chats):
        mod.build(VAULT)
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print(f"wrote {n} files to {VAULT}")


if __name__ == "__main__":
    main()
