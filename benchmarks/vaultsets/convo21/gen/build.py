#!/usr/bin/env python3
"""Build the convo21 vault (standard library only, deterministic).

    cd benchmarks/vaultsets/convo21 && python gen/build.py

Deletes ../vault and rewrites it from the session data in gen/data_*.py, then writes
../queries.json from gen/questions.py. No clock, no randomness: every message time is
derived from the session start plus a hash of the message position and length.
"""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import data_gordie_isla  # noqa: E402
import data_kasia_tom  # noqa: E402
import data_hannah_priya  # noqa: E402

PAIRS = [data_gordie_isla, data_kasia_tom, data_hannah_priya]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

WA_HEADER = ("Messages and calls are end-to-end encrypted. No one outside of this chat, "
             "not even WhatsApp, can read or listen to them. Tap to learn more.")

MEDIA_RE = re.compile(r"^\[(photo|video): ([^\]]*)\]\s*")


def file_name(num, shape):
    if shape == "locomo":
        return "session_%02d.json" % num
    if shape == "plain":
        return "session_%02d_messages.json" % num
    if shape == "whatsapp":
        return "session_%02d_whatsapp.txt" % num
    raise ValueError(shape)


def session_path(pair_mod, num):
    """Vault-relative path of session `num` of a pair module."""
    for s in pair_mod.SESSIONS:
        if s["num"] == num:
            return pair_mod.PAIR["folder"] + "/" + file_name(num, s["shape"])
    raise KeyError(num)


def parse_turns(text):
    turns = []
    for line in text.strip("\n").split("\n"):
        if not line.strip():
            continue
        code, _, body = line.partition(": ")
        body = body.replace("\\n", "\n")
        media = None
        m = MEDIA_RE.match(body)
        if m:
            media = (m.group(1), m.group(2))
            body = body[m.end():]
        turns.append({"code": code.strip(), "text": body, "media": media})
    return turns


def h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest(), 16)


def message_times(folder, num, start, turns):
    """One datetime per turn: a plausible typing/reading gap, derived from a hash."""
    t = start
    out = []
    for i, turn in enumerate(turns):
        if i > 0:
            gap = 15 + int(len(turn["text"]) * 0.9) + h(folder, num, i) % 75
            if turn["media"]:
                gap += 20
            t = t + dt.timedelta(seconds=gap)
        out.append(t)
    return out


def locomo_stamp(d):
    hour = d.hour % 12 or 12
    ampm = "am" if d.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hour, d.minute, ampm, d.day, MONTHS[d.month - 1], d.year)


def render_locomo(pair, sess, turns, start):
    names = pair["names"]["locomo"]
    n = sess["num"]
    items = []
    for i, t in enumerate(turns, 1):
        item = {"speaker": names[t["code"]], "dia_id": "D%d:%d" % (n, i)}
        if t["media"]:
            item["img_url"] = ["https://photos.example/%s/s%02d_%02d.jpg" % (pair["folder"].lower(), n, i)]
            item["blip_caption"] = t["media"][1]
        item["text"] = t["text"]
        items.append(item)
    obj = {
        "speaker_a": names[pair["speaker_a"]],
        "speaker_b": names[pair["speaker_b"]],
        "session_%d_date_time" % n: locomo_stamp(start),
        "session_%d" % n: items,
    }
    # research-style dump: default ensure_ascii=True, so non-ASCII text is \\u-escaped
    return json.dumps(obj, indent=2) + "\n"


def render_plain(pair, sess, turns, times):
    names = pair["names"]["plain"]
    rows = []
    for t, when in zip(turns, times):
        text = t["text"]
        if t["media"]:
            text = ("<%s omitted>" % ("image" if t["media"][0] == "photo" else "video")
                    + (" " + text if text else ""))
        rows.append({"speaker": names[t["code"]], "time": when.strftime("%Y-%m-%dT%H:%M:%S"),
                     "text": text})
    return json.dumps(rows, indent=2, ensure_ascii=False) + "\n"


def render_whatsapp(pair, sess, turns, times):
    names = pair["names"]["whatsapp"]
    lines = []

    def stamp(d):
        return d.strftime("%d/%m/%Y, %H:%M")

    lines.append("%s - %s" % (stamp(times[0] - dt.timedelta(minutes=0)), WA_HEADER))
    for t, when in zip(turns, times):
        who = names[t["code"]]
        if t["media"]:
            lines.append("%s - %s: <Media omitted>" % (stamp(when), who))
        if t["text"]:
            lines.append("%s - %s: %s" % (stamp(when), who, t["text"]))
    return "\n".join(lines) + "\n"


def build_vault():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    count = 0
    for mod in PAIRS:
        pair = mod.PAIR
        folder = os.path.join(VAULT, pair["folder"])
        os.makedirs(folder, exist_ok=True)
        for sess in mod.SESSIONS:
            turns = parse_turns(sess["text"])
            start = dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M")
            times = message_times(pair["folder"], sess["num"], start, turns)
            shape = sess["shape"]
            if shape == "locomo":
                data = render_locomo(pair, sess, turns, start)
            elif shape == "plain":
                data = render_plain(pair, sess, turns, times)
            else:
                data = render_whatsapp(pair, sess, turns, times)
            path = os.path.join(folder, file_name(sess["num"], shape))
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(data)
            count += 1
    return count


def build_queries():
    import questions
    mods = {"G": data_gordie_isla, "K": data_kasia_tom, "H": data_hannah_priya}

    def expand(hint):
        # "G s04" shorthand in the hints -> the vault-relative path of that session file
        return re.sub(r"\b([GKH]) s(\d\d)\b",
                      lambda m: session_path(mods[m.group(1)], int(m.group(2))), hint)

    out = []
    for q in questions.QUESTIONS:
        out.append({"id": q["id"], "query": q["query"], "gold": list(q["keys"].keys()),
                    "kind": q["kind"], "gold_hint": expand(q["gold_hint"])})
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    return len(out)


if __name__ == "__main__":
    n = build_vault()
    m = build_queries()
    print("wrote %d session files and %d questions" % (n, m))
