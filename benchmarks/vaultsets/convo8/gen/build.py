"""Build OUT/vault/<pair>/sNN.(json|jsonl) and OUT/queries.json.

Run: python3 gen/build.py   (standard library only; deterministic output)
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import common  # noqa: E402
import questions  # noqa: E402


def resolve(ref):
    pair, sid = ref.split("/")
    mod = next(m for m in common.PAIRS if m.PAIR == pair)
    return common.rel_path(mod, sid)


def main():
    vault = os.path.join(OUT, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    n = 0
    for mod, sid in common.all_sessions():
        path = os.path.join(vault, common.rel_path(mod, sid))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(common.render(mod, sid))
        n += 1
    qs = []
    for item in questions.Q:
        qs.append({
            "id": item["id"],
            "query": item["query"],
            "gold": sorted(resolve(r) for r in item["keys"]),
            "kind": item["kind"],
            "gold_hint": item["gold_hint"],
        })
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(qs, ensure_ascii=False, indent=2) + "\n")
    print("wrote %d sessions, %d questions" % (n, len(qs)))


if __name__ == "__main__":
    main()
