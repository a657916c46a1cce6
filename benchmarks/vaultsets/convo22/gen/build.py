#!/usr/bin/env python3
"""Build the convo22 vault from the chat scripts in gen/scripts/.

Standard library only and fully deterministic: message times, ids and file names are
derived from the script text and SHA-256 hashes, never from the clock or unseeded
randomness. Running it twice yields byte-identical output.

    cd benchmarks/vaultsets/convo22 && python gen/build.py

Writes ../vault/ from scratch and ../queries.json (from gen/questions.py).
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
sys.path.insert(0, HERE)

PAIRS = [
    {
        "folder": "Maya_Priya",
        "script": "maya_priya.txt",
        "speakers": {"M": ("Maya", "Maya Okafor"), "P": ("Priya", "Priya Nair")},
        "order": ["M", "P"],
    },
    {
        "folder": "Gareth_Ruth",
        "script": "gareth_ruth.txt",
        "speakers": {"G": ("Gareth", "Gareth Pugh"), "R": ("Ruth", "Ruth Abernethy")},
        "order": ["G", "R"],
        # Telegram Desktop export made from Gareth's account: chat is named after Ruth
        "telegram": {"chat_name": "Ruth Abernethy", "chat_id": 5810334127,
                     "user_ids": {"G": "user1290477361", "R": "user5810334127"},
                     "first_id": 20417},
    },
    {
        "folder": "Callum_Jamie",
        "script": "callum_jamie.txt",
        "speakers": {"C": ("Callum", "Callum Reid"), "J": ("Jamie", "Jamie Reid")},
        "order": ["C", "J"],
        # from session 14 on, Callum's phone is on Calgary time (MST, UTC-7 in winter)
        "tz_override": {14: {"C": -7}},
    },
]

EXT = {"locomo": ".json", "whatsapp": ".txt", "telegram": "_result.json", "jsonl": ".jsonl"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ---------------------------------------------------------------- parsing
def parse_script(path):
    sessions = []
    cur = None
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("==="):
                n, fmt, when = [x.strip() for x in line[3:].split("|")]
                cur = {"n": int(n), "fmt": fmt,
                       "start": dt.datetime.strptime(when, "%Y-%m-%d %H:%M"), "turns": []}
                sessions.append(cur)
                continue
            if line.startswith("~call"):
                _, who, secs = line.split()
                cur["turns"].append({"kind": "call", "spk": who, "secs": int(secs)})
                continue
            m = re.match(r"^([A-Z]): (.*)$", line)
            if not m:
                raise ValueError("bad line in %s: %r" % (path, line))
            spk, text = m.group(1), m.group(2)
            photo = None
            pm = re.search(r"\s*\{photo: ([^}]*)\}\s*$", text)
            if pm:
                photo = pm.group(1).strip()
                text = text[:pm.start()].strip()
            cur["turns"].append({"kind": "msg", "spk": spk, "text": text, "photo": photo})
    return sessions


# ---------------------------------------------------------------- time helpers
def _last_sunday(year, month):
    d = dt.date(year, month, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def uk_offset(local):
    """UK civil time offset in hours (BST = +1 between the last Sundays of March and October)."""
    start = _last_sunday(local.year, 3)
    end = _last_sunday(local.year, 10)
    return 1 if start <= local.date() < end else 0


def h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest(), 16)


def message_times(folder, sess):
    """UK-local datetimes for each turn: start + deterministic pseudo-random gaps."""
    t = sess["start"] + dt.timedelta(seconds=h(folder, sess["n"], "s0") % 50)
    out = []
    for i, turn in enumerate(sess["turns"]):
        if i:
            v = h(folder, sess["n"], i)
            gap = 15 + v % 150
            if v % 13 == 0:
                gap += 300 + (v >> 8) % 900  # occasional longer pause
            prev = sess["turns"][i - 1]
            if prev["kind"] == "call":  # next message comes after the call has ended
                gap += prev["secs"]
            t = t + dt.timedelta(seconds=gap)
        out.append(t)
    return out


def locomo_stamp(t):
    hour12 = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hour12, t.minute, ampm, t.day, MONTHS[t.month - 1], t.year)


def plain(text):
    return text.replace("**", "")


# ---------------------------------------------------------------- writers
def write_locomo(pair, sess, times):
    n = sess["n"]
    sp = pair["speakers"]
    a, b = pair["order"]
    turns = []
    i = 0
    for turn in sess["turns"]:
        if turn["kind"] != "msg":
            continue
        i += 1
        d = {"speaker": sp[turn["spk"]][0], "dia_id": "D%d:%d" % (n, i), "text": plain(turn["text"])}
        if turn["photo"]:
            digest = hashlib.sha256((pair["folder"] + str(n) + turn["photo"]).encode()).hexdigest()[:16]
            d["img_url"] = ["https://img.chatshare.example/%s.jpg" % digest]
            d["blip_caption"] = "a photo of " + turn["photo"]
            words = [w for w in re.findall(r"[a-z\-]+", turn["photo"].lower())
                     if w not in {"a", "an", "the", "of", "on", "in", "with", "and", "next", "to", "up"}]
            d["query"] = " ".join(words[:4])
        turns.append(d)
    obj = {
        "speaker_a": sp[a][0],
        "speaker_b": sp[b][0],
        "session_%d_date_time" % n: locomo_stamp(sess["start"]),
        "session_%d" % n: turns,
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def write_whatsapp(pair, sess, times):
    sp = pair["speakers"]
    lines = []
    for turn, t in zip(sess["turns"], times):
        stamp = t.strftime("%d/%m/%Y, %H:%M")
        name = sp[turn["spk"]][1]
        if turn.get("photo"):
            lines.append("%s - %s: <Media omitted>" % (stamp, name))
            if turn["text"]:
                lines.append("%s - %s: %s" % (stamp, name, plain(turn["text"])))
        else:
            lines.append("%s - %s: %s" % (stamp, name, plain(turn["text"])))
    return "\n".join(lines) + "\n"


URL_RE = re.compile(r"https?://\S+")


def telegram_text(text):
    """Split **bold** and bare URLs into Telegram Desktop's mixed text list + text_entities."""
    segs = []
    pos = 0
    token_re = re.compile(r"\*\*(.+?)\*\*|(https?://\S+)")
    for m in token_re.finditer(text):
        if m.start() > pos:
            segs.append(("plain", text[pos:m.start()]))
        if m.group(1) is not None:
            segs.append(("bold", m.group(1)))
        else:
            segs.append(("link", m.group(2)))
        pos = m.end()
    if pos < len(text):
        segs.append(("plain", text[pos:]))
    entities = [{"type": k, "text": s} for k, s in segs]
    if len(segs) == 1 and segs[0][0] == "plain":
        return segs[0][1], entities
    if not segs:
        return "", []
    mixed = [s if k == "plain" else {"type": k, "text": s} for k, s in segs]
    return mixed, entities


def write_telegram(pair, sess, times):
    tg = pair["telegram"]
    sp = pair["speakers"]
    msgs = []
    mid = tg["first_id"] + sess["n"] * 211
    photo_no = 0
    for turn, t in zip(sess["turns"], times):
        mid += 1
        unix = int((t - dt.timedelta(hours=uk_offset(t))).replace(tzinfo=dt.timezone.utc).timestamp())
        base = {"id": mid}
        if turn["kind"] == "call":
            base.update({"type": "service", "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
                         "date_unixtime": str(unix), "actor": sp[turn["spk"]][1],
                         "actor_id": tg["user_ids"][turn["spk"]], "action": "phone_call"})
            if turn["secs"]:
                base["duration_seconds"] = turn["secs"]
            else:
                base["discard_reason"] = "missed"
            base["text"] = ""
            base["text_entities"] = []
            msgs.append(base)
            continue
        base.update({"type": "message", "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
                     "date_unixtime": str(unix), "from": sp[turn["spk"]][1],
                     "from_id": tg["user_ids"][turn["spk"]]})
        if turn["photo"]:
            photo_no += 1
            base["photo"] = "photos/photo_%d@%s.jpg" % (photo_no, t.strftime("%d-%m-%Y_%H-%M-%S"))
            base["width"] = 1280
            base["height"] = 960
        text, ents = telegram_text(turn["text"])
        base["text"] = text
        base["text_entities"] = ents
        msgs.append(base)
    obj = {"name": tg["chat_name"], "type": "personal_chat", "id": tg["chat_id"], "messages": msgs}
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


def write_jsonl(pair, sess, times):
    sp = pair["speakers"]
    override = pair.get("tz_override", {}).get(sess["n"], {})
    lines = []
    photo_no = 0
    for turn, t in zip(sess["turns"], times):
        utc = t - dt.timedelta(hours=uk_offset(t))
        off = override.get(turn["spk"], uk_offset(t))
        local = utc + dt.timedelta(hours=off)
        stamp = local.replace(tzinfo=dt.timezone(dt.timedelta(hours=off))).isoformat()
        rec = {"from": sp[turn["spk"]][0], "date": stamp, "msg": plain(turn["text"])}
        if turn.get("photo"):
            photo_no += 1
            rec["attachment"] = "IMG_%s_%02d.jpg" % (local.strftime("%Y%m%d"), photo_no)
        lines.append(json.dumps(rec, ensure_ascii=True))
    return "\n".join(lines) + "\n"


WRITERS = {"locomo": write_locomo, "whatsapp": write_whatsapp,
           "telegram": write_telegram, "jsonl": write_jsonl}


def build():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    written = []
    for pair in PAIRS:
        sessions = parse_script(os.path.join(HERE, "scripts", pair["script"]))
        os.makedirs(os.path.join(VAULT, pair["folder"]))
        for sess in sessions:
            nmsg = sum(1 for t in sess["turns"] if t["kind"] == "msg")
            if not 15 <= nmsg <= 40:
                raise SystemExit("%s session %d has %d turns" % (pair["folder"], sess["n"], nmsg))
            times = message_times(pair["folder"], sess)
            body = WRITERS[sess["fmt"]](pair, sess, times)
            rel = "%s/session_%02d%s" % (pair["folder"], sess["n"], EXT[sess["fmt"]])
            with open(os.path.join(VAULT, rel), "w", encoding="utf-8", newline="\n") as fh:
                fh.write(body)
            written.append(rel)

    import questions  # gen/questions.py
    out = [{k: q[k] for k in ("id", "query", "gold", "kind", "gold_hint")} for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    print("wrote %d session files and %d queries" % (len(written), len(out)))


if __name__ == "__main__":
    build()
