"""Build the convo29 vault from scratch (deterministic, standard library only).

    cd /work/heldout27/convo29 && /work/main/.venv/bin/python gen/build.py

Writes ../vault/ (removed first) and ../queries.json.
"""
import json
import os
import shutil
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import pair_amara  # noqa: E402
import pair_ingrid  # noqa: E402
import pair_kenji  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

PAIRS = {"IT": pair_ingrid, "AS": pair_amara, "KP": pair_kenji}


def session_files(key, sess):
    """Return {vault-relative path: text} for one session, and the path that holds the chat."""
    mod = PAIRS[key]
    pair = mod.PAIR
    codes = {c: c for c in mod.NAMES}
    turns = common.parse_script(sess["script"], codes)
    s = dict(sess, pair=pair)
    date = sess["start"][:10]
    fmt = sess["fmt"]
    if fmt == "locomo":
        a, b = list(mod.NAMES.values())
        s["speaker_a"], s["speaker_b"] = a, b
        path = f"{pair}/session_{sess['n']:02d}.json"
        return {path: common.write_locomo(s, turns, mod.NAMES)}, path
    if fmt == "telegram":
        path = f"{pair}/ChatExport_{date}/result.json"
        return {path: common.write_telegram(s, turns, mod.TELEGRAM)}, path
    if fmt == "messenger":
        path = f"{pair}/" + mod.FB_ROOT.format(date=date)
        return {path: common.write_messenger(s, turns, mod.MESSENGER)}, path
    if fmt == "slack":
        base = f"{pair}/slack_export_{date}/"
        files = common.write_slack(s, turns, mod.SLACK)
        out = {base + rel: txt for rel, txt in files.items()}
        day = [p for p in out if p.endswith(f"{date}.json")][0]
        return out, day
    raise ValueError(fmt)


def all_sessions():
    """{(pair_key, n): (chat_path, {path: text})} in a stable order."""
    res = {}
    for key in sorted(PAIRS):
        for sess in PAIRS[key].SESSIONS:
            files, path = session_files(key, sess)
            res[(key, sess["n"])] = (path, files)
    return res


def session_path(key, n, _cache={}):
    if not _cache:
        for k, (p, _f) in all_sessions().items():
            _cache[k] = p
    return _cache[(key, n)]


def main():
    import questions
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    sessions = all_sessions()
    written = 0
    for (key, n), (path, files) in sessions.items():
        for rel, text in sorted(files.items()):
            full = os.path.join(VAULT, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
            written += 1
    qs = questions.build_queries(lambda key, n: sessions[(key, n)][0])
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(qs, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {written} files for {len(sessions)} sessions; {len(qs)} queries")


if __name__ == "__main__":
    main()
