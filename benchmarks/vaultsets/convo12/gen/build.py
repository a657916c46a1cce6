#!/usr/bin/env python3
"""Build ../vault/ (and ../queries.json) from the session scripts.  Standard library only,
deterministic: no clock, no randomness; every timestamp is derived from the script."""
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
sys.path.insert(0, HERE)

import sessions_sisters, sessions_chess, sessions_choir  # noqa: E402
import questions  # noqa: E402

# code -> (short name used in LoCoMo files, full name used by chat apps)
PAIRS = [
    {
        "dir": "Hannah_and_Rosie",
        "script": sessions_sisters.SCRIPT,
        "people": {"H": ("Hannah", "Hannah Whitcombe"), "R": ("Rosie", "Rosie Whitcombe")},
        "order": ("H", "R"),
        # WhatsApp export made on Hannah's phone: her own name is her profile name,
        # her sister shows under the contact name.
        "wa_names": {"H": "Hannah", "R": "Rosie Whitcombe"},
        "wa_with": "Rosie_Whitcombe",
    },
    {
        "dir": "Gerald_and_Kofi",
        "script": sessions_chess.SCRIPT,
        "people": {"G": ("Gerald", "Gerald Ashworth"), "K": ("Kofi", "Kofi Mensah")},
        "order": ("G", "K"),
        "tg_chat": ("Gerald Ashworth", 5520917734),  # exported from Kofi's account
        "tg_ids": {"G": "user5520917734", "K": "user6093318842"},
        "slug": "gerald-kofi",
    },
    {
        "dir": "Fiona_and_Priya",
        "script": sessions_choir.SCRIPT,
        "people": {"F": ("Fiona", "Fiona Carrick"), "P": ("Priya", "Priya Raman")},
        "order": ("F", "P"),
        "wa_names": {"F": "Fiona Carrick", "P": "Priya"},  # exported on Priya's phone
        "wa_with": "Fiona_Carrick",
        "slug": "fiona-priya",
    },
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def parse_script(text):
    sessions = []
    cur = None
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line:
            continue
        if line.startswith("=== "):
            _, n, fmt, day, hm = line.split()
            cur = {"n": int(n), "fmt": fmt,
                   "start": dt.datetime.strptime(day + " " + hm, "%Y-%m-%d %H:%M"),
                   "turns": []}
            sessions.append(cur)
            continue
        m = re.match(r"^([A-Z]): (.*)$", line)
        if not m:
            raise ValueError("bad line: %r" % line)
        code, body = m.groups()
        turn = {"code": code, "text": body, "img": None, "media": False}
        mi = re.match(r"^\[img ([^\]]+)\] ?(.*)$", body)
        if mi:
            turn["img"], turn["text"] = mi.group(1), mi.group(2)
        elif body == "[media]":
            turn["media"], turn["text"] = True, ""
        cur["turns"].append(turn)
    return sessions


def h(s):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def last_sunday(year, month):
    d = dt.date(year, month + 1, 1) - dt.timedelta(days=1) if month < 12 else dt.date(year, 12, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def uk_offset_hours(local):
    """UK and Lisbon share rules: +1 from the last Sunday of March to the last Sunday of October."""
    start = dt.datetime.combine(last_sunday(local.year, 3), dt.time(1, 0))
    end = dt.datetime.combine(last_sunday(local.year, 10), dt.time(2, 0))
    return 1 if start <= local < end else 0


def to_unix(local):
    off = uk_offset_hours(local)
    utc = local - dt.timedelta(hours=off)
    return int((utc - dt.datetime(1970, 1, 1)).total_seconds())


def iso_with_offset(local):
    return local.strftime("%Y-%m-%dT%H:%M:%S") + ("+01:00" if uk_offset_hours(local) else "+00:00")


def stamp_turns(pair_dir, sess):
    """Give every turn a local timestamp: session start plus deterministic gaps."""
    t = sess["start"] + dt.timedelta(seconds=int(h("%s/%d/start" % (pair_dir, sess["n"]))[:4], 16) % 50)
    for i, turn in enumerate(sess["turns"]):
        if i:
            gap = 15 + int(h("%s/%d/%d" % (pair_dir, sess["n"], i))[:6], 16) % 160
            if len(turn["text"]) > 120:
                gap += 40
            t = t + dt.timedelta(seconds=gap)
        turn["time"] = t


def locomo_datetime(local):
    hour = local.hour % 12 or 12
    ampm = "am" if local.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hour, local.minute, ampm, local.day, MONTHS[local.month - 1], local.year)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode("utf-8"))


def build_locomo(pair, sess):
    n = sess["n"]
    a, b = pair["order"]
    turns = []
    for i, t in enumerate(sess["turns"], 1):
        d = {"speaker": pair["people"][t["code"]][0], "dia_id": "D%d:%d" % (n, i), "text": t["text"]}
        if t["img"]:
            d["img_url"] = ["https://photos.example/%s.jpg" % h(pair["dir"] + t["img"])[:16]]
            d["blip_caption"] = t["img"]
        turns.append(d)
    obj = {
        "speaker_a": pair["people"][a][0],
        "speaker_b": pair["people"][b][0],
        "session_%d_date_time" % n: locomo_datetime(sess["start"]),
        "session_%d" % n: turns,
    }
    rel = "%s/session_%02d.json" % (pair["dir"], n)
    return rel, json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def build_whatsapp(pair, sess):
    n = sess["n"]
    lines = []
    first = sess["turns"][0]["time"] - dt.timedelta(minutes=1)
    lines.append("%s - Messages and calls are end-to-end encrypted. No one outside of this chat, "
                 "not even WhatsApp, can read or listen to them. Tap to learn more." % first.strftime("%d/%m/%Y, %H:%M"))
    for t in sess["turns"]:
        body = "<Media omitted>" if t["media"] else t["text"]
        lines.append("%s - %s: %s" % (t["time"].strftime("%d/%m/%Y, %H:%M"), pair["wa_names"][t["code"]], body))
    rel = "%s/session_%02d_WhatsApp_Chat_with_%s.txt" % (pair["dir"], n, pair["wa_with"])
    return rel, "\n".join(lines) + "\n"


TG_MARK = re.compile(r"(\*\*.+?\*\*|<<.+?>>)")


def tg_text(text):
    pieces = [p for p in TG_MARK.split(text) if p]
    ents = []
    for p in pieces:
        if p.startswith("**"):
            ents.append({"type": "bold", "text": p[2:-2]})
        elif p.startswith("<<"):
            ents.append({"type": "link", "text": p[2:-2]})
        else:
            ents.append({"type": "plain", "text": p})
    if all(e["type"] == "plain" for e in ents):
        return text, ([{"type": "plain", "text": text}] if text else [])
    arr = [e["text"] if e["type"] == "plain" else {"type": e["type"], "text": e["text"]} for e in ents]
    return arr, ents


def build_telegram(pair, sess):
    n = sess["n"]
    name, chat_id = pair["tg_chat"]
    msgs = []
    photo_no = 0
    for i, t in enumerate(sess["turns"]):
        m = {
            "id": 1000 * n + 17 + i,
            "type": "message",
            "date": t["time"].strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(to_unix(t["time"])),
            "from": pair["people"][t["code"]][1],
            "from_id": pair["tg_ids"][t["code"]],
        }
        if t["media"]:
            photo_no += 1
            m["photo"] = "photos/photo_%d@%s.jpg" % (photo_no, t["time"].strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = 1280
            m["height"] = 960
            m["text"] = ""
            m["text_entities"] = []
        else:
            m["text"], m["text_entities"] = tg_text(t["text"])
        msgs.append(m)
    obj = {"name": name, "type": "personal_chat", "id": chat_id, "messages": msgs}
    rel = "%s/session_%02d_ChatExport_%s/result.json" % (pair["dir"], n, sess["start"].strftime("%Y-%m-%d"))
    return rel, json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


def build_jsonl(pair, sess):
    n = sess["n"]
    out = []
    for t in sess["turns"]:
        rec = {"conversation": pair["slug"], "ts": iso_with_offset(t["time"]),
               "sender": pair["people"][t["code"]][1], "type": "text", "text": t["text"]}
        out.append(json.dumps(rec, ensure_ascii=True))  # script-made export: non-ASCII as \u escapes
    rel = "%s/session_%02d_messages.jsonl" % (pair["dir"], n)
    return rel, "\n".join(out) + "\n"


BUILDERS = {"locomo": build_locomo, "whatsapp": build_whatsapp, "telegram": build_telegram, "jsonl": build_jsonl}


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    count = 0
    for pair in PAIRS:
        for sess in parse_script(pair["script"]):
            stamp_turns(pair["dir"], sess)
            rel, data = BUILDERS[sess["fmt"]](pair, sess)
            write(os.path.join(VAULT, rel), data)
            count += 1
    qs = [{"id": q["id"], "query": q["query"], "gold": sorted(q["keys"]), "kind": q["kind"],
           "gold_hint": q["gold_hint"]} for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "wb") as f:
        f.write((json.dumps(qs, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
    print("wrote %d session files and %d questions" % (count, len(qs)))


if __name__ == "__main__":
    main()
