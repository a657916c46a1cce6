"""Build ../vault/ (and ../queries.json) from scratch. Standard library only, deterministic."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes, mail, cal, chats, questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    files = {}
    for mod in (notes, mail, cal, chats):
        for path, content in mod.FILES.items():
            assert path not in files, path
            files[path] = content
    for path in sorted(files):
        data = files[path]
        if isinstance(data, str):
            data = data.encode("utf-8")
        full = os.path.join(VAULT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
    qs = [{"id": i, "query": q, "gold": sorted(g.keys()), "kind": k, "gold_hint": h}
          for i, q, k, g, h in questions.Q]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(qs, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print("wrote %d files to %s, %d questions" % (len(files), VAULT, len(qs)))


if __name__ == "__main__":
    main()
