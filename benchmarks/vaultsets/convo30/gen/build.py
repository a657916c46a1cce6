"""Rebuild ../vault/ and ../queries.json from the dialogue scripts (stdlib only, deterministic)."""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import write_locomo, write_whatsapp, write_line, write_skype, count_messages  # noqa: E402
from layout import PAIRS, load_sessions, rel_path, ref_path  # noqa: E402
from questions import Q  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(ROOT, "vault")


def write(rel, text):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def main():
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    sessions = load_sessions()
    wa_seq = {k: 3 for k in PAIRS}
    order = sorted(sessions, key=lambda r: (r[0], int(r[1:])))
    for ref in order:
        pk, s = sessions[ref]
        cfg = PAIRS[pk]
        n_msgs = count_messages(s)
        if not 15 <= n_msgs <= 40:
            raise SystemExit("%s has %d turns (need 15-40)" % (ref, n_msgs))
        slug = cfg["folder"].lower()
        if s["fmt"] == "locomo":
            text = write_locomo(s, cfg["locomo"], cfg["speaker_a"], cfg["speaker_b"], slug)
        elif s["fmt"] == "whatsapp":
            text, wa_seq[pk] = write_whatsapp(s, cfg["whatsapp"], cfg["wa_chat"], wa_seq[pk])
            wa_seq[pk] += 2
        elif s["fmt"] == "line":
            text = write_line(s, cfg["line"], cfg["line_other"])
        elif s["fmt"] == "skype":
            text = write_skype(s, cfg["skype"], cfg["skype_ids"], cfg["skype_owner"], cfg["skype_other"])
        else:
            raise SystemExit("unknown format " + s["fmt"])
        write(rel_path(pk, s), text)

    out = []
    for qid, kind, query, gold, hint in Q:
        out.append({"id": qid, "query": query, "gold": [ref_path(r) for r in gold],
                    "kind": kind, "gold_hint": hint})
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="") as f:
        f.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    print("wrote %d session files and %d questions" % (len(order), len(out)))


if __name__ == "__main__":
    main()
