"""Build ../vault/ from scratch (deterministic, stdlib only) and write ../queries.json.

Run: cd /work/heldout24/convo26 && python gen/build.py
"""
import importlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import render  # noqa: E402

PAIRS = ["pair_seoyeon_lena", "pair_gordon_priya", "pair_kwame_efua"]


def session_paths(mod):
    """Map session number -> vault-relative path for one pair module."""
    paths = {}
    wa = 0
    for s in mod.SESSIONS:
        n, fmt = s["n"], s["fmt"]
        if fmt == "locomo":
            rel = "session_%02d.json" % n
        elif fmt == "kakao":
            _, saved = render.render_kakao(s, mod.FULL, mod.FULL[mod.PARTNER])
            rel = "KakaoTalk_Chat_%s_%s.txt" % (mod.FULL[mod.PARTNER].replace(" ", "_"),
                                                saved.strftime("%Y-%m-%d-%H-%M-%S"))
        elif fmt == "skype":
            y, m, d = s["start"][:3]
            rel = "skype_export_%04d-%02d-%02d/messages.json" % (y, m, d)
        elif fmt == "whatsapp":
            rel = "WhatsApp Chat with %s%s.txt" % (mod.WA_NAMES[mod.PARTNER], "" if wa == 0 else " (%d)" % wa)
            wa += 1
        else:
            raise ValueError(fmt)
        paths[n] = "%s/%s" % (mod.FOLDER, rel)
    return paths


def render_session(mod, s, first_wa):
    fmt = s["fmt"]
    if fmt == "locomo":
        return render.render_locomo(s, mod.FIRST, "https://photos.example/%s" % mod.FOLDER.lower())
    if fmt == "kakao":
        return render.render_kakao(s, mod.FULL, mod.FULL[mod.PARTNER])[0]
    if fmt == "skype":
        return render.render_skype(s, mod.FULL, mod.SKYPE_IDS, mod.OWNER, mod.PARTNER)
    if fmt == "whatsapp":
        return render.render_whatsapp(s, mod.WA_NAMES, first_file=first_wa)
    raise ValueError(fmt)


def load_pairs():
    mods = []
    for name in PAIRS:
        try:
            mods.append(importlib.import_module(name))
        except ModuleNotFoundError:
            print("skip missing module", name)
    return mods


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    mods = load_pairs()
    allpaths = {}
    count = 0
    for mod in mods:
        paths = session_paths(mod)
        allpaths[mod.FOLDER] = paths
        first_wa = True
        for s in mod.SESSIONS:
            text = render_session(mod, s, first_wa and s["fmt"] == "whatsapp")
            if s["fmt"] == "whatsapp":
                first_wa = False
            out = os.path.join(VAULT, paths[s["n"]])
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
            count += 1
    try:
        import questions
    except ModuleNotFoundError:
        questions = None
    if questions is not None:
        qs, keys = questions.build(allpaths)
        with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
            f.write(json.dumps(qs, ensure_ascii=False, indent=2) + "\n")
        with open(os.path.join(HERE, "answer_keys.json"), "w", encoding="utf-8", newline="\n") as f:
            f.write(json.dumps(keys, ensure_ascii=False, indent=2) + "\n")
        print("wrote %d questions" % len(qs))
    print("wrote %d session files" % count)


if __name__ == "__main__":
    main()
