#!/usr/bin/env python3
"""Build the convo34 vault (stdlib only, deterministic).

Writes ../vault/ from scratch and ../queries.json.
Session file shapes:
  locomo    -> <Pair>/session_NN.json                 (LoCoMo one-session object)
  messenger -> <Pair>/session_NN_messenger/message_1.json  (Facebook export, mojibake)
  signal    -> <Pair>/session_NN_signal/chat.md       (signal-export Markdown)
  jsonl     -> <Pair>/session_NN.jsonl                (one message per line)
"""
import datetime
import json
import os
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pair_peru  # noqa: E402
import pair_finland  # noqa: E402
import pair_nz  # noqa: E402
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
PAIRS = [pair_peru, pair_finland, pair_nz]
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def session_relpath(pair, sess):
    n = sess["n"]
    fmt = sess["fmt"]
    if fmt == "locomo":
        return "%s/session_%02d.json" % (pair.FOLDER, n)
    if fmt == "messenger":
        return "%s/session_%02d_messenger/message_1.json" % (pair.FOLDER, n)
    if fmt == "signal":
        return "%s/session_%02d_signal/chat.md" % (pair.FOLDER, n)
    if fmt == "jsonl":
        return "%s/session_%02d.jsonl" % (pair.FOLDER, n)
    raise ValueError(fmt)


def turn_parts(t):
    who, text = t[0], t[1]
    extra = t[2] if len(t) > 2 else {}
    return who, text, extra


def message_times(sess):
    """Deterministic per-message local datetimes (naive, local wall clock)."""
    y, m, d, hh, mm = sess["start"]
    cur = datetime.datetime(y, m, d, hh, mm, 0) + datetime.timedelta(seconds=(sess["n"] * 7) % 50)
    out = []
    for i, t in enumerate(sess["turns"]):
        who, text, extra = turn_parts(t)
        out.append(cur)
        gap = 18 + len(text) // 2 + (i * 53 + sess["n"] * 11) % 75
        if i % 9 == 8:
            gap += 140 + (i * 17) % 200
        cur = cur + datetime.timedelta(seconds=gap)
    return out


def locomo_date(sess):
    y, m, d, hh, mm = sess["start"]
    ampm = "am" if hh < 12 else "pm"
    h12 = hh % 12
    if h12 == 0:
        h12 = 12
    return "%d:%02d %s on %d %s, %d" % (h12, mm, ampm, d, MONTHS[m - 1], y)


def build_locomo(pair, sess):
    n = sess["n"]
    keys = list(pair.SPEAKERS.keys())
    obj = {
        "speaker_a": pair.SPEAKERS[keys[0]],
        "speaker_b": pair.SPEAKERS[keys[1]],
        "session_%d_date_time" % n: locomo_date(sess),
    }
    turns = []
    for i, t in enumerate(sess["turns"]):
        who, text, extra = turn_parts(t)
        item = {"speaker": pair.SPEAKERS[who]}
        if "img" in extra:
            item["img_url"] = ["https://photos.example/shared/%s/%s" % (pair.FOLDER.lower(), extra["img"])]
            item["blip_caption"] = extra["caption"]
            item["query"] = extra["caption"].replace("a photo of ", "", 1)
        item["dia_id"] = "D%d:%d" % (n, i + 1)
        item["text"] = text
        turns.append(item)
    obj["session_%d" % n] = turns
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def fb(s):
    """Facebook's export encoding: UTF-8 bytes shown as latin-1 code points."""
    return s.encode("utf-8").decode("latin-1")


def fb_obj(o):
    if isinstance(o, str):
        return fb(o)
    if isinstance(o, list):
        return [fb_obj(x) for x in o]
    if isinstance(o, dict):
        return {k: fb_obj(v) for k, v in o.items()}
    return o


def build_messenger(pair, sess):
    tz = datetime.timezone(datetime.timedelta(hours=pair.UTC_OFFSET))
    times = message_times(sess)
    msgs = []
    for i, t in enumerate(sess["turns"]):
        who, text, extra = turn_parts(t)
        ts = int(times[i].replace(tzinfo=tz).timestamp()) * 1000 + (i * 137 + sess["n"] * 29) % 1000
        msg = {"sender_name": pair.FULLNAMES[who], "timestamp_ms": ts}
        if "photo" in extra:
            msg["photos"] = [{
                "uri": "messages/inbox/%s/photos/%s" % (pair.THREAD, extra["photo"]),
                "creation_timestamp": ts // 1000,
            }]
        if text:
            msg["content"] = text
        if "react" in extra:
            msg["reactions"] = [{"reaction": "\u2764", "actor": pair.FULLNAMES[extra["react"]]}]
        msg["is_geoblocked_for_viewer"] = False
        msgs.append(msg)
    msgs.reverse()  # newest first, as Facebook writes it
    other = [k for k in pair.FULLNAMES if k != "J"][0]
    obj = {
        "participants": [{"name": pair.FULLNAMES[other]}, {"name": pair.FULLNAMES["J"]}],
        "messages": msgs,
        "title": pair.FULLNAMES[other],
        "is_still_participant": True,
        "thread_path": "inbox/%s" % pair.THREAD,
        "magic_words": [],
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(fb_obj(obj), ensure_ascii=True, indent=2) + "\n"


def build_signal(pair, sess):
    times = message_times(sess)
    lines = []
    for i, t in enumerate(sess["turns"]):
        who, text, extra = turn_parts(t)
        stamp = times[i].strftime("%Y-%m-%d %H:%M")
        if "img" in extra:
            body = "![%s](./media/%s)" % (extra["img"], extra["img"])
        elif "file" in extra:
            body = "[%s](./media/%s)" % (extra["file"], extra["file"])
        else:
            body = text
        lines.append("[%s] %s: %s" % (stamp, pair.FULLNAMES[who], body))
    return "\n".join(lines) + "\n"


def build_jsonl(pair, sess):
    times = message_times(sess)
    lines = []
    for i, t in enumerate(sess["turns"]):
        who, text, extra = turn_parts(t)
        dt = times[i]
        off = pair.uk_offset(dt.year, dt.month, dt.day)
        ts = dt.strftime("%Y-%m-%dT%H:%M:%S") + ("+%02d:00" % off)
        lines.append(json.dumps({"ts": ts, "from": pair.FULLNAMES[who], "msg": text}, ensure_ascii=False))
    return "\n".join(lines) + "\n"


BUILDERS = {"locomo": build_locomo, "messenger": build_messenger,
            "signal": build_signal, "jsonl": build_jsonl}


def all_sessions():
    for pair in PAIRS:
        for sess in pair.SESSIONS:
            yield pair, sess, session_relpath(pair, sess)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    count = 0
    for pair, sess, rel in all_sessions():
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = BUILDERS[sess["fmt"]](pair, sess)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(data)
        count += 1
    qs = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"],
           "gold_hint": q["gold_hint"]} for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(qs, ensure_ascii=False, indent=2) + "\n")
    print("wrote %d session files and %d questions" % (count, len(qs)))


if __name__ == "__main__":
    main()
