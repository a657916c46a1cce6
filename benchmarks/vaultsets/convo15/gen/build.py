#!/usr/bin/env python3
"""Build ../vault/ and ../queries.json from the session data. Stdlib only, deterministic."""
import calendar
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpus  # noqa: E402
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def h(s, mod):
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest(), 16) % mod


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)


# ---------------------------------------------------------------- LoCoMo
def render_locomo(pair, sess):
    n = sess["n"]
    turns = corpus.timed_turns(sess)
    items = []
    for i, (t, spk, text, ex) in enumerate(turns, 1):
        item = {"speaker": pair["names"][spk], "dia_id": "D%d:%d" % (n, i), "text": corpus.plain(text)}
        if "img" in ex:
            item["img_url"] = ["https://photos.example/%s/s%02d_%02d.jpg" % (pair["key"], n, i)]
            item["blip_caption"] = ex["img"]
            item["query"] = ex.get("query", ex["img"].replace("a photo of ", ""))
        items.append(item)
    obj = {
        "speaker_a": pair["names"][pair["order"][0]],
        "speaker_b": pair["names"][pair["order"][1]],
        "session_%d_date_time" % n: corpus.locomo_datetime(turns[0][0]),
        "session_%d" % n: items,
    }
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


# ---------------------------------------------------------------- WhatsApp (Android, dd/mm/yyyy)
def render_whatsapp(pair, sess):
    lines = []
    turns = corpus.timed_turns(sess)
    if sess.get("wa_first"):
        t0 = turns[0][0]
        lines.append("%s - Messages and calls are end-to-end encrypted. No one outside of this chat, "
                     "not even WhatsApp, can read or listen to them. Tap to learn more." % t0.strftime("%d/%m/%Y, %H:%M"))
    media_no = 1
    for t, spk, text, ex in turns:
        stamp = t.strftime("%d/%m/%Y, %H:%M")
        name = pair["wa_names"][spk]
        body = re.sub(r"\*\*(.+?)\*\*", r"*\1*", text)
        if "img" in ex:
            fname = "IMG-%s-WA%04d.jpg" % (t.strftime("%Y%m%d"), media_no + h(sess["start"], 20))
            media_no += 1
            lines.append("%s - %s: %s (file attached)" % (stamp, name, fname))
            if body:
                lines.append(body)
        else:
            lines.append("%s - %s: %s" % (stamp, name, body))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- JSONL
def render_jsonl(pair, sess):
    out = []
    turns = corpus.timed_turns(sess)
    base = 1000 * sess["n"] + h(pair["key"], 500)
    for i, (t, spk, text, ex) in enumerate(turns):
        off = corpus.utc_offset_hours(t)
        rec = {
            "id": base + i,
            "ts": t.strftime("%Y-%m-%dT%H:%M:%S") + "+%02d:00" % off,
            "sender": pair["names"][spk],
            "text": corpus.plain(text),
        }
        if "img" in ex:
            rec["attachment"] = {"type": "photo", "file": "IMG_%s_%02d.jpg" % (t.strftime("%Y%m%d_%H%M%S"), i)}
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- Telegram Desktop result.json
LINK_RE = re.compile(r"(https?://\S+)")


def tg_entities(text):
    ents = []
    parts = re.split(r"(\*\*.+?\*\*)", text)
    for part in parts:
        if not part:
            continue
        if part.startswith("**") and part.endswith("**"):
            ents.append({"type": "bold", "text": part[2:-2]})
            continue
        for sub in LINK_RE.split(part):
            if not sub:
                continue
            if LINK_RE.fullmatch(sub):
                ents.append({"type": "link", "text": sub})
            else:
                ents.append({"type": "plain", "text": sub})
    return ents


def render_telegram(pair, sess):
    turns = corpus.timed_turns(sess)
    msgs = []
    base = 20000 + 300 * sess["n"] + h(pair["key"], 200)
    for i, (t, spk, text, ex) in enumerate(turns):
        off = corpus.utc_offset_hours(t)
        unix = calendar.timegm((t - dt.timedelta(hours=off)).timetuple())
        ents = tg_entities(text)
        if len(ents) == 1 and ents[0]["type"] == "plain":
            tg_text = ents[0]["text"]
        else:
            tg_text = [e["text"] if e["type"] == "plain" else e for e in ents]
        m = {
            "id": base + i,
            "type": "message",
            "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(unix),
            "from": pair["tg_names"][spk],
            "from_id": "user%d" % pair["tg_ids"][spk],
        }
        if "img" in ex:
            m["photo"] = "photos/photo_%d@%s.jpg" % (i + 1, t.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = 1280
            m["height"] = 960
        m["text"] = tg_text
        m["text_entities"] = ents
        msgs.append(m)
    other = pair["order"][1]
    obj = {
        "name": pair["tg_names"][other],
        "type": "personal_chat",
        "id": pair["tg_ids"][other],
        "messages": msgs,
    }
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


RENDER = {"locomo": render_locomo, "whatsapp": render_whatsapp,
          "jsonl": render_jsonl, "telegram": render_telegram}


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    count = 0
    for pair in corpus.PAIRS:
        for sess in pair["sessions"]:
            write(corpus.session_path(pair, sess), RENDER[sess["shape"]](pair, sess))
            count += 1
    qs = []
    for q in questions.QUESTIONS:
        gold = [corpus.session_path(*corpus.find_session(q["pair"], n)) for n in sorted(q["keys"])]
        qs.append({"id": q["id"], "query": q["query"], "gold": gold, "kind": q["kind"], "gold_hint": q["hint"]})
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(qs, indent=2, ensure_ascii=False) + "\n")
    print("wrote %d session files, %d questions" % (count, len(qs)))


if __name__ == "__main__":
    main()
