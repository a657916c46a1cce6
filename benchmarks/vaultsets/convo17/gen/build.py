"""Build ../vault/ and ../queries.json from scratch, deterministically (standard library only)."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import formats  # noqa: E402
import pair_gr  # noqa: E402
import pair_mj  # noqa: E402
import pair_ph  # noqa: E402
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
PAIRS = [pair_ph, pair_mj, pair_gr]


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    count = 0
    for mod in PAIRS:
        pair = mod.PAIR
        folder = os.path.join(VAULT, pair["folder"])
        os.makedirs(folder)
        for session in mod.SESSIONS:
            turns = formats.parse_turns(session["turns"], pair["speakers"])
            text = formats.RENDER[session["fmt"]](pair, session, turns)
            path = os.path.join(folder, formats.filename(session))
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
            count += 1
    out = [{k: q[k] for k in ("id", "query", "gold", "kind", "gold_hint")} for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    print("wrote %d session files and %d questions" % (count, len(out)))


if __name__ == "__main__":
    main()
