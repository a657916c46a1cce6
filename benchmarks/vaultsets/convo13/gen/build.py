"""Build ../vault/ and ../queries.json from scratch. Standard library only, deterministic."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import render  # noqa: E402
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    files = render.all_files()
    for rel, data in files:
        p = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
    out = []
    for qq in questions.Q:
        out.append({"id": qq["id"], "query": qq["query"],
                    "gold": [render.path_for(pair, n) for pair, n, _ in qq["gold"]],
                    "kind": qq["kind"], "gold_hint": qq["hint"]})
    with open(os.path.join(ROOT, "queries.json"), "wb") as f:
        f.write((json.dumps(out, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
    print("wrote %d files, %d queries" % (len(files), len(out)))


if __name__ == "__main__":
    main()
