"""Build ../vault/ from scratch (deterministic) and ../queries.json."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import util  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def main():
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    util.VAULT = VAULT
    import notes, journals, mails, mbox, calendars, chats, csvs, queries
    for mod in (notes, journals, mails, mbox, calendars, chats, csvs):
        mod.build()
    out = [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h}
           for i, q, k, g, h in queries.Q]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print(f"vault: {n} files, queries: {len(out)}")


if __name__ == "__main__":
    main()
