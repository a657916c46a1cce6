#!/usr/bin/env python3
"""Build ../vault/ from the pair modules. Standard library only, deterministic.

Three shapes:
  * LoCoMo session JSON  (one object: speaker_a, speaker_b, session_N_date_time, session_N)
  * Signal Desktop style JSON list of message objects (epoch-millisecond timestamps)
  * imessage-exporter style TXT ("Mon DD, YYYY  H:MM:SS AM" / sender / body blocks)
"""
import hashlib
import json
import os
import re
import shutil
import sys
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pair_isla_rory
import pair_jean_ellie
import pair_lola_gene

PAIRS = [pair_isla_rory, pair_jean_ellie, pair_lola_gene]
VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
PHOTO_RE = re.compile(r"^\[photo: (.*?)\]\s*(.*)$")


def h(*parts):
    return hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).digest()


def hexid(*parts, n=32):
    return hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest()[:n]


def uuid_like(*parts):
    x = hexid(*parts)
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def parse_turns(text):
    turns = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        spk, body = line.split(": ", 1)
        photo = None
        m = PHOTO_RE.match(body)
        if m:
            photo, body = m.group(1), m.group(2)
        turns.append((spk, body, photo))
    return turns


def timeline(pair, sess, turns):
    """Deterministic local timestamps for every turn."""
    t = datetime.strptime(sess["when"], "%Y-%m-%d %H:%M")
    t = t + timedelta(seconds=h(pair.FOLDER, sess["n"], "start")[0] % 50)
    out = []
    for i, _ in enumerate(turns):
        if i:
            b = h(pair.FOLDER, sess["n"], i)
            gap = 12 + b[0] % 150
            if b[1] % 11 == 0:
                gap += 60 + b[2] * 2
            t = t + timedelta(seconds=gap)
        out.append(t)
    return out


def locomo_date(t):
    hour = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return f"{hour}:{t.minute:02d} {ampm} on {t.day} {MONTHS[t.month - 1]}, {t.year}"


def render_locomo(pair, sess, turns, times):
    n = sess["n"]
    codes = list(pair.SPEAKERS)
    dialog = []
    for i, (spk, body, photo) in enumerate(turns, 1):
        d = {"speaker": pair.SPEAKERS[spk], "dia_id": f"D{n}:{i}", "text": body}
        if photo:
            if not body:
                d["text"] = "Here, look at this."
            d["img_url"] = [f"https://photos.example/{hexid(pair.FOLDER, n, i, n=16)}.jpg"]
            d["blip_caption"] = "a photo of " + photo
        dialog.append(d)
    obj = {
        "speaker_a": pair.SPEAKERS[codes[0]],
        "speaker_b": pair.SPEAKERS[codes[1]],
        f"session_{n}_date_time": locomo_date(times[0]),
        f"session_{n}": dialog,
    }
    name = f"locomo_session_{n:02d}.json"
    return name, json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def render_signal(pair, sess, turns, times):
    n = sess["n"]
    tz = timezone(timedelta(hours=sess["utc"]))
    conv = uuid_like(pair.FOLDER, "conversation")
    msgs = []
    for i, ((spk, body, photo), t) in enumerate(zip(turns, times)):
        ms = int(t.replace(tzinfo=tz).timestamp() * 1000) + h(pair.FOLDER, n, i, "ms")[0] * 3
        outgoing = spk == pair.OWNER
        b = h(pair.FOLDER, n, i, "rx")
        m = {
            "id": uuid_like(pair.FOLDER, n, i, "msg"),
            "conversationId": conv,
            "type": "outgoing" if outgoing else "incoming",
            "source": pair.PHONES[spk],
            "sourceName": pair.FULLNAMES[spk],
            "sourceDevice": 1,
            "sent_at": ms,
            "received_at": ms if outgoing else ms + 300 + b[0] * 9,
            "timestamp": ms,
        }
        if body:
            m["body"] = body
        if photo:
            m["hasAttachments"] = 1
            m["attachments"] = [{
                "contentType": "image/jpeg",
                "fileName": f"signal-{t:%Y-%m-%d-%H%M%S}.jpg",
                "size": 180000 + int.from_bytes(b[1:4], "big") % 2500000,
                "width": 1536, "height": 2048,
            }]
        else:
            m["hasAttachments"] = 0
        if not outgoing:
            m["readStatus"] = 0
            m["seenStatus"] = 2
        else:
            m["sendStateByConversationId"] = {conv: {"status": "Read", "updatedAt": ms + 5000 + b[5] * 400}}
        msgs.append(m)
    peer = pair.FULLNAMES[pair.SIGNAL_PEER].replace(" ", "_")
    name = f"signal_{peer}_{times[0]:%Y-%m-%d}.json"
    return name, json.dumps(msgs, ensure_ascii=False, indent=2) + "\n"


def humanize(sec):
    parts = []
    hrs, rem = divmod(sec, 3600)
    mins, secs = divmod(rem, 60)
    if hrs:
        parts.append(f"{hrs} hour" + ("s" if hrs != 1 else ""))
    if mins:
        parts.append(f"{mins} minute" + ("s" if mins != 1 else ""))
    if secs:
        parts.append(f"{secs} second" + ("s" if secs != 1 else ""))
    return ", ".join(parts)


def imsg_date(t):
    hour = t.hour % 12 or 12
    ampm = "AM" if t.hour < 12 else "PM"
    return f"{t:%b} {t.day:02d}, {t.year}  {hour}:{t.minute:02d}:{t.second:02d} {ampm}"


def render_imessage(pair, sess, turns, times):
    n = sess["n"]
    blocks = []
    for i, ((spk, body, photo), t) in enumerate(zip(turns, times)):
        b = h(pair.FOLDER, n, i, "imsg")
        head = imsg_date(t)
        if b[0] % 4 == 0:
            who = "you" if spk != pair.OWNER else "them"
            head += f" (Read by {who} after {humanize(3 + b[1] % 200 + (b[2] % 3) * 60)})"
        lines = [head, pair.IMESSAGE_NAMES[spk]]
        if photo:
            guid = uuid_like(pair.FOLDER, n, i, "att").upper()
            lines.append(f"/Users/ellie/Library/Messages/Attachments/{guid[:2].lower()}/{b[3] % 16:02d}/{guid}/IMG_{4000 + b[4] * 7 % 5000}.HEIC")
        if body:
            lines.append(body)
        blocks.append("\n".join(lines))
    name = f"Nana Jean - {times[0]:%Y-%m-%d}.txt"
    return name, "\n\n".join(blocks) + "\n"


RENDER = {"locomo": render_locomo, "signal": render_signal, "imessage": render_imessage}


def build():
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    written = []
    for pair in PAIRS:
        folder = os.path.join(VAULT, pair.FOLDER)
        os.makedirs(folder)
        for sess in pair.SESSIONS:
            turns = parse_turns(sess["text"])
            times = timeline(pair, sess, turns)
            name, data = RENDER[sess["shape"]](pair, sess, turns, times)
            path = os.path.join(folder, name)
            assert not os.path.exists(path), path
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(data)
            written.append((f"{pair.FOLDER}/{name}", len(turns)))
    return written


if __name__ == "__main__":
    w = build()
    for p, k in w:
        print(f"{k:3d} turns  {p}")
    print(f"{len(w)} files")
