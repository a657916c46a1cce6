#!/usr/bin/env python3
"""Build the convo20 vault from gen/scripts/*.txt (standard library only, deterministic).

Each script holds one pair's sessions:
    ## <n> <YYYY-MM-DD> <HH:MM> <locomo|jsonl|telegram>
    X: text                       (X = speaker letter)
Inline markup inside a turn:
    {img:caption|query}   LoCoMo image turn (img_url + blip_caption + query)
    {attach:file.jpg}     JSONL attachment (text after it becomes the body)
    {photo:WxH}           Telegram photo (text after it becomes the caption)
    {voice:secs}          Telegram voice message (no text)
    {audio:path|performer|title|secs}  Telegram audio file
    {sticker:emoji}       Telegram sticker
    {call:secs}           Telegram service message for a finished call
    **bold**, https://... Telegram text entities (plain text elsewhere)
Also writes ../queries.json from gen/questions.py.
"""
import calendar
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

PAIRS = [
    {
        "script": "maya_jonah.txt",
        "folder": "Maya_Jonah",
        "names": {"M": "Maya", "J": "Jonah"},
        "order": ("M", "J"),
        "indent": 2,
    },
    {
        "script": "gran_theo.txt",
        "folder": "Gran_Theo",
        "names": {"G": "Peggy", "T": "Theo"},
        "order": ("G", "T"),
        "indent": 2,
        # Telegram Desktop export made on Theo's account; he saved his grandmother as "Gran"
        "tg_names": {"G": "Gran", "T": "Theo Doyle"},
        "tg_ids": {"G": 5512093384, "T": 1187456230},
        "tg_chat": ("Gran", 5512093384),
    },
    {
        "script": "ines_dale.txt",
        "folder": "Ines_Dale",
        "names": {"I": "Inês", "D": "Dale"},
        "order": ("I", "D"),
        "indent": None,   # this export tool wrote compact, ASCII-escaped LoCoMo files
        "ascii": True,
    },
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def h(*parts):
    return int(hashlib.sha256("/".join(str(p) for p in parts).encode()).hexdigest()[:12], 16)


def uk_offset(local):
    """Europe/London == Europe/Lisbon rules (2023/2024): +1h from last Sunday of March 01:00 UTC
    to last Sunday of October 01:00 UTC."""
    def last_sunday(y, m):
        d = dt.date(y, m, calendar.monthrange(y, m)[1])
        return d - dt.timedelta(days=(d.weekday() + 1) % 7)
    y = local.year
    start = dt.datetime.combine(last_sunday(y, 3), dt.time(2, 0))
    end = dt.datetime.combine(last_sunday(y, 10), dt.time(2, 0))
    return 1 if start <= local < end else 0


def iso_with_offset(local):
    off = uk_offset(local)
    return local.strftime("%Y-%m-%dT%H:%M:%S") + ("+01:00" if off else "+00:00")


def unixtime(local):
    return calendar.timegm((local - dt.timedelta(hours=uk_offset(local))).timetuple())


def locomo_date(d):
    hr = d.hour % 12 or 12
    ampm = "am" if d.hour < 12 else "pm"
    return f"{hr}:{d.minute:02d} {ampm} on {d.day} {MONTHS[d.month - 1]}, {d.year}"


def parse_script(path):
    sessions = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("# "):
                continue
            if line.startswith("## "):
                _, n, day, tm, shape = line.split()
                cur = {"n": int(n), "start": dt.datetime.fromisoformat(f"{day}T{tm}"),
                       "shape": shape, "turns": []}
                sessions.append(cur)
                continue
            m = re.match(r"^([A-Z]): (.*)$", line)
            if not m:
                raise SystemExit(f"bad line in {path}: {line!r}")
            cur["turns"].append((m.group(1), m.group(2)))
    return sessions


MARK = re.compile(r"\s*\{(img|attach|photo|voice|audio|sticker|call):([^}]*)\}\s*")


def split_mark(text):
    """Pull one {kind:arg} markup out of a turn (anywhere in it); return kind, arg, remaining text."""
    found = MARK.findall(text)
    if not found:
        return None, None, text
    if len(found) > 1:
        raise SystemExit(f"more than one markup in {text!r}")
    rest = MARK.sub(" ", text).strip()
    return found[0][0], found[0][1], rest


def plain(text):
    return text.replace("**", "")


def tg_entities(text):
    """Return (text_field, text_entities) the way Telegram Desktop exports them."""
    parts = []
    pos = 0
    pat = re.compile(r"\*\*(.+?)\*\*|(https?://\S+)")
    for m in pat.finditer(text):
        if m.start() > pos:
            parts.append(("plain", text[pos:m.start()]))
        if m.group(1) is not None:
            parts.append(("bold", m.group(1)))
        else:
            parts.append(("link", m.group(2)))
        pos = m.end()
    if pos < len(text):
        parts.append(("plain", text[pos:]))
    ents = [{"type": t, "text": s} for t, s in parts]
    if all(t == "plain" for t, _ in parts):
        return text, ents
    field = [s if t == "plain" else {"type": t, "text": s} for t, s in parts]
    return field, ents


def times(folder, sess):
    """Deterministic per-message local datetimes."""
    out = []
    t = sess["start"] + dt.timedelta(seconds=h(folder, sess["n"], "s") % 50)
    extra = 0
    for i, (_, text) in enumerate(sess["turns"]):
        if i:
            t = t + dt.timedelta(seconds=15 + extra + h(folder, sess["n"], i) % 170)
        out.append(t)
        kind, arg, _ = split_mark(text)
        extra = int(arg) if kind == "call" else 0  # the next message comes after the call ends
    return out


def build_locomo(pair, sess):
    n = sess["n"]
    a, b = pair["order"]
    turns = []
    for i, (sp, text) in enumerate(sess["turns"], 1):
        kind, arg, rest = split_mark(text)
        turn = {"speaker": pair["names"][sp]}
        if kind == "img":
            cap, _, q = arg.partition("|")
            turn["img_url"] = [f"https://photos.example/{pair['folder'].lower()}/{n:02d}_{i:02d}.jpg"]
            turn["blip_caption"] = cap
            turn["query"] = q
        elif kind is not None:
            raise SystemExit(f"markup {kind} not allowed in locomo session {pair['folder']} {n}")
        turn["dia_id"] = f"D{n}:{i}"
        turn["text"] = plain(rest)
        turns.append(turn)
    obj = {
        "speaker_a": pair["names"][a],
        "speaker_b": pair["names"][b],
        f"session_{n}_date_time": locomo_date(sess["start"]),
        f"session_{n}": turns,
    }
    path = os.path.join(pair["folder"], f"session_{n:02d}.json")
    data = json.dumps(obj, ensure_ascii=pair.get("ascii", False), indent=pair["indent"]) + "\n"
    return path, data


def build_jsonl(pair, sess):
    lines = []
    for i, ((sp, text), t) in enumerate(zip(sess["turns"], times(pair["folder"], sess))):
        kind, arg, rest = split_mark(text)
        rec = {"timestamp": iso_with_offset(t), "sender": pair["names"][sp], "body": plain(rest)}
        if kind == "attach":
            ctype = "image/jpeg" if arg.lower().endswith(".jpg") else "application/octet-stream"
            rec["attachments"] = [{"filename": arg, "content_type": ctype}]
        elif kind is not None:
            raise SystemExit(f"markup {kind} not allowed in jsonl session {pair['folder']} {sess['n']}")
        lines.append(json.dumps(rec, ensure_ascii=True))
    path = os.path.join(pair["folder"], f"chat_{sess['start']:%Y-%m-%d}.jsonl")
    return path, "\n".join(lines) + "\n"


def build_telegram(pair, sess, first_id):
    msgs = []
    mid = first_id
    photo_no = voice_no = 0
    for (sp, text), t in zip(sess["turns"], times(pair["folder"], sess)):
        kind, arg, rest = split_mark(text)
        base = {"id": mid, "type": "message", "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(unixtime(t))}
        who = {"from": pair["tg_names"][sp], "from_id": f"user{pair['tg_ids'][sp]}"}
        stamp = t.strftime("%d-%m-%Y_%H-%M-%S")
        if kind == "call":
            m = {"id": mid, "type": "service", "date": base["date"], "date_unixtime": base["date_unixtime"],
                 "actor": who["from"], "actor_id": who["from_id"], "action": "phone_call",
                 "duration_seconds": int(arg), "discard_reason": "hangup", "text": "", "text_entities": []}
        else:
            m = dict(base)
            m.update(who)
            if kind == "photo":
                photo_no += 1
                w, _, hh = arg.partition("x")
                m["photo"] = f"photos/photo_{photo_no}@{stamp}.jpg"
                m["width"], m["height"] = int(w), int(hh)
            elif kind == "voice":
                voice_no += 1
                m["file"] = f"voice_messages/audio_{voice_no}@{stamp}.ogg"
                m["media_type"] = "voice_message"
                m["mime_type"] = "audio/ogg"
                m["duration_seconds"] = int(arg)
            elif kind == "audio":
                fpath, perf, title, secs = arg.split("|")
                m["file"] = fpath
                m["media_type"] = "audio_file"
                m["performer"] = perf
                m["title"] = title
                m["mime_type"] = "audio/mpeg"
                m["duration_seconds"] = int(secs)
            elif kind == "sticker":
                m["file"] = "(File not included. Change data exporting settings to download.)"
                m["thumbnail"] = "(File not included. Change data exporting settings to download.)"
                m["media_type"] = "sticker"
                m["sticker_emoji"] = arg
                m["width"], m["height"] = 512, 512
            elif kind is not None:
                raise SystemExit(f"markup {kind} not allowed in telegram session {pair['folder']} {sess['n']}")
            m["text"], m["text_entities"] = tg_entities(rest)
        msgs.append(m)
        mid += 1
    name, cid = pair["tg_chat"]
    obj = {"name": name, "type": "personal_chat", "id": cid, "messages": msgs}
    path = os.path.join(pair["folder"], f"ChatExport_{sess['start']:%Y-%m-%d}", "result.json")
    return path, json.dumps(obj, ensure_ascii=False, indent=1) + "\n", mid


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    files = {}
    for pair in PAIRS:
        sessions = parse_script(os.path.join(HERE, "scripts", pair["script"]))
        tg_id = 20000 + h(pair["folder"], "tg") % 5000
        for s in sessions:
            if not 15 <= len(s["turns"]) <= 40:
                raise SystemExit(f"{pair['folder']} session {s['n']} has {len(s['turns'])} turns")
            if s["shape"] == "locomo":
                path, data = build_locomo(pair, s)
            elif s["shape"] == "jsonl":
                path, data = build_jsonl(pair, s)
            elif s["shape"] == "telegram":
                path, data, tg_id = build_telegram(pair, s, tg_id)
                tg_id += 3 + h(pair["folder"], s["n"], "gap") % 40  # messages deleted/not exported
            else:
                raise SystemExit(f"unknown shape {s['shape']}")
            if path in files:
                raise SystemExit(f"duplicate path {path}")
            files[path] = data
    for path in sorted(files):
        full = os.path.join(VAULT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8", newline="\n") as f:
            f.write(files[path])

    from questions import QUESTIONS
    out = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"],
            "gold_hint": q["gold_hint"]} for q in QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
    print(f"wrote {len(files)} session files and {len(out)} questions")


if __name__ == "__main__":
    main()
