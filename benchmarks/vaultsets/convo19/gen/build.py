#!/usr/bin/env python3
"""Build the convo19 vault from the session scripts in gen/pair_*.py.

Standard library only, deterministic: every timestamp is derived from the session start time in the
script and the turn index/length; nothing depends on the clock or on randomness.
Writes ../vault/ from scratch.

Shapes written:
  locomo   -> session_NN.json  {"speaker_a","speaker_b","session_N_date_time","session_N":[{"speaker","dia_id","text"}]}
  jsonlist -> session_NN.json  [{"speaker","time","text"}]   (time = ISO 8601 with UK offset)
  whatsapp -> session_NN.txt   Android "Export chat (without media)" text
"""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pair_maya_jonas  # noqa: E402
import pair_peggy_callum  # noqa: E402
import pair_priya_sam  # noqa: E402

PAIRS = [pair_maya_jonas, pair_peggy_callum, pair_priya_sam]
VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
PHOTO_RE = re.compile(r"\s*\[\[photo: ([^\]]+)\]\]\s*$")
AUDIO_RE = re.compile(r"\s*\[\[audio\]\]\s*$")


def parse_chat(chat, speakers):
    """Return list of dicts {speaker, text, photo, audio, gap_before} from the script text."""
    turns = []
    pending_gap = 0
    head = re.compile(r"^(%s): ?(.*)$" % "|".join(re.escape(s) for s in speakers))
    for raw in chat.strip("\n").split("\n"):
        line = raw.rstrip()
        if not line:
            continue
        if line.startswith("--gap "):
            pending_gap += int(line.split()[1])
            continue
        m = head.match(line)
        if m:
            turns.append({"speaker": m.group(1), "text": m.group(2), "photo": None,
                          "audio": False, "gap_before": pending_gap})
            pending_gap = 0
        else:
            if not turns:
                raise ValueError("continuation line before first turn: %r" % line)
            turns[-1]["text"] += "\n" + line
    for t in turns:
        pm = PHOTO_RE.search(t["text"])
        if pm:
            t["photo"] = pm.group(1)
            t["text"] = PHOTO_RE.sub("", t["text"])
        if AUDIO_RE.search(t["text"]):
            t["audio"] = True
            t["text"] = AUDIO_RE.sub("", t["text"])
    return turns


def stamp_turns(start, turns):
    """Give every turn a deterministic datetime (seconds resolution)."""
    cur = start
    out = []
    for i, t in enumerate(turns):
        if i > 0:
            step = 1 + len(t["text"]) // 80 + (1 if (i * 5) % 3 == 0 else 0)
            cur = cur + dt.timedelta(minutes=step + t["gap_before"])
        secs = (i * 17 + len(t["text"])) % 60
        out.append(cur.replace(second=secs))
    return out


def last_sunday(year, month):
    d = dt.date(year, month + 1, 1) - dt.timedelta(days=1) if month < 12 else dt.date(year, 12, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def uk_offset(when):
    start = dt.datetime.combine(last_sunday(when.year, 3), dt.time(1, 0))
    end = dt.datetime.combine(last_sunday(when.year, 10), dt.time(1, 0))
    return "+01:00" if start <= when < end else "+00:00"


def locomo_date(d):
    h = d.hour % 12 or 12
    ampm = "am" if d.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h, d.minute, ampm, d.day, MONTHS[d.month - 1], d.year)


def fake_img_url(folder, n, i):
    h = hashlib.sha1(("%s/%d/%d" % (folder, n, i)).encode()).hexdigest()[:16]
    return "https://photos.example/%s.jpg" % h


def write_locomo(pair, sess, turns, path):
    n = sess["n"]
    start = dt.datetime.strptime(sess["dt"], "%Y-%m-%d %H:%M")
    items = []
    for i, t in enumerate(turns, 1):
        item = {"speaker": t["speaker"], "dia_id": "D%d:%d" % (n, i), "text": t["text"]}
        if t["photo"]:
            item["img_url"] = [fake_img_url(pair.PAIR["folder"], n, i)]
            item["blip_caption"] = "a photo of " + t["photo"]
        if t["audio"]:
            item["text"] = (item["text"] + " [voice message]").strip()
        items.append(item)
    obj = {
        "speaker_a": pair.PAIR["a"],
        "speaker_b": pair.PAIR["b"],
        "session_%d_date_time" % n: locomo_date(start),
        "session_%d" % n: items,
    }
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")


def write_jsonlist(pair, sess, turns, path):
    start = dt.datetime.strptime(sess["dt"], "%Y-%m-%d %H:%M")
    stamps = stamp_turns(start, turns)
    rows = []
    for t, s in zip(turns, stamps):
        text = t["text"]
        if t["photo"]:
            text = (text + " [photo]").strip()
        if t["audio"]:
            text = (text + " [voice message]").strip()
        rows.append({"speaker": t["speaker"], "time": s.strftime("%Y-%m-%dT%H:%M:%S") + uk_offset(s),
                     "text": text})
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(rows, f, ensure_ascii=False, indent=2)
        f.write("\n")


def write_whatsapp(pair, sess, turns, path):
    start = dt.datetime.strptime(sess["dt"], "%Y-%m-%d %H:%M")
    stamps = stamp_turns(start, turns)
    names = pair.PAIR["wa_names"]
    lines = []
    first = stamps[0] - dt.timedelta(minutes=1)
    lines.append("%s - Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
                 "WhatsApp, can read or listen to them. Tap to learn more." % first.strftime("%d/%m/%Y, %H:%M"))
    for t, s in zip(turns, stamps):
        prefix = "%s - %s: " % (s.strftime("%d/%m/%Y, %H:%M"), names[t["speaker"]])
        if t["photo"] or t["audio"]:
            lines.append(prefix + "<Media omitted>")
        if t["text"]:
            lines.append(prefix + t["text"])
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


WRITERS = {"locomo": (write_locomo, "json"), "jsonlist": (write_jsonlist, "json"),
           "whatsapp": (write_whatsapp, "txt")}


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    count = 0
    for pair in PAIRS:
        folder = os.path.join(VAULT, pair.PAIR["folder"])
        os.makedirs(folder)
        speakers = [pair.PAIR["a"], pair.PAIR["b"]]
        for sess in pair.SESSIONS:
            turns = parse_chat(sess["chat"], speakers)
            writer, ext = WRITERS[sess["fmt"]]
            path = os.path.join(folder, "session_%02d.%s" % (sess["n"], ext))
            writer(pair, sess, turns, path)
            count += 1
    print("wrote %d session files under %s" % (count, VAULT))


if __name__ == "__main__":
    main()
