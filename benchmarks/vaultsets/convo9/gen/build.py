#!/usr/bin/env python3
"""Deterministically generate OUT/vault/* session files, OUT/queries.json and OUT/gen/keys.json.

Standard library only; all randomness is seeded (timestamps, ids, image urls).
Usage: python3 gen/build.py   (run from anywhere; paths are relative to this file)
"""
import datetime as dt
import json
import os
import random
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content_md  # noqa: E402
import content_by  # noqa: E402
from queries_spec import QUERIES  # noqa: E402

SEED = 20240609
PAIRS = {"md": content_md, "by": content_by}
EXT = {"locomo": "json", "messages": "json", "telegram": "json", "jsonl": "jsonl"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def parse_date_time(s):
    """'7:14 pm on 11 March, 2023' -> datetime"""
    m = re.match(r"(\d{1,2}):(\d{2}) (am|pm) on (\d{1,2}) (\w+), (\d{4})$", s)
    if not m:
        raise ValueError(s)
    h, mi, ap, d, mon, y = m.groups()
    h = int(h) % 12 + (12 if ap == "pm" else 0)
    return dt.datetime(int(y), MONTHS.index(mon) + 1, int(d), h, int(mi))


def parse_turns(body, speakers):
    turns = []
    for line in body.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        ini, text = line.split(": ", 1)
        t = {"speaker": speakers[ini]}
        m = re.match(r"\[img: (.+?) \| (.+?)\] (.+)$", text)
        if m:
            t["caption"], t["query"], t["text"] = m.group(1), m.group(2), m.group(3)
        else:
            t["text"] = text
        turns.append(t)
    return turns


def session_path(pair_key, n):
    mod = PAIRS[pair_key]
    for (num, _dtime, shape, _body) in mod.SESSIONS:
        if num == n:
            return f"{mod.PAIR['folder']}/session_{n:02d}.{EXT[shape]}"
    raise KeyError((pair_key, n))


def session_info(pair_key, n):
    mod = PAIRS[pair_key]
    for (num, dtime, shape, body) in mod.SESSIONS:
        if num == n:
            return dtime, shape, body
    raise KeyError((pair_key, n))


# ---------------------------------------------------------------- writers
def write_locomo(pair, n, dtime, turns, rng):
    dialogue = []
    for i, t in enumerate(turns, 1):
        d = {"speaker": t["speaker"]}
        if "caption" in t:
            d["img_url"] = ["https://i.snapshare-cdn.example/%s.jpg" % "".join(
                rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(13))]
            d["blip_caption"] = t["caption"]
            d["query"] = t["query"]
        d["dia_id"] = f"D{n}:{i}"
        d["text"] = t["text"]
        dialogue.append(d)
    return {
        "sample_id": pair["sample_id"],
        "speaker_a": pair["speaker_a"],
        "speaker_b": pair["speaker_b"],
        "session_id": f"session_{n}",
        "date_time": dtime,
        "dialogue": dialogue,
    }


def stamps(start, count, rng):
    cur = start + dt.timedelta(seconds=rng.randint(0, 40))
    out = []
    for _ in range(count):
        out.append(cur)
        cur += dt.timedelta(seconds=rng.randint(20, 170))
    return out


def write_messages(pair, n, dtime, turns, rng):
    ts = stamps(parse_date_time(dtime), len(turns), rng)
    msgs = []
    for t, s in zip(turns, ts):
        m = {"sender": t["speaker"], "text": t["text"], "timestamp": s.strftime("%Y-%m-%dT%H:%M:%S")}
        if "caption" in t:
            m["attachments"] = [{"type": "image",
                                 "filename": "IMG_%04d.jpg" % rng.randint(1000, 9999),
                                 "description": t["caption"]}]
        msgs.append(m)
    return {
        "conversation_id": "%s-%02d" % (pair["folder"].lower(), n),
        "participants": [pair["speaker_a"], pair["speaker_b"]],
        "exported_at": (ts[-1] + dt.timedelta(minutes=rng.randint(5, 300))).strftime("%Y-%m-%dT%H:%M:%S"),
        "messages": msgs,
    }


def write_telegram(pair, n, dtime, turns, rng):
    ts = stamps(parse_date_time(dtime), len(turns), rng)
    full = pair["full_names"]
    other = pair["speaker_b"] if pair["exporter"] == pair["speaker_a"] else pair["speaker_a"]
    uid = {name: "user%d" % (100000000 + (sum(map(ord, name)) * 7919) % 899999999) for name in full}
    base_id = rng.randint(20000, 90000)
    msgs = []
    for i, (t, s) in enumerate(zip(turns, ts)):
        m = {"id": base_id + i, "type": "message", "date": s.strftime("%Y-%m-%dT%H:%M:%S"),
             "date_unixtime": str(int(s.replace(tzinfo=dt.timezone.utc).timestamp())),
             "from": full[t["speaker"]], "from_id": uid[t["speaker"]]}
        if "caption" in t:
            m["photo"] = "photos/photo_%d@%s.jpg" % (rng.randint(1, 400), s.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"], m["height"] = rng.choice([(1280, 960), (960, 1280), (1280, 720)])
        m["text"] = t["text"]
        m["text_entities"] = [{"type": "plain", "text": t["text"]}]
        msgs.append(m)
    return {"name": full[other], "type": "personal_chat",
            "id": 4000000000 + rng.randint(1, 99999999), "messages": msgs}


def write_jsonl(pair, n, dtime, turns, rng):
    ts = stamps(parse_date_time(dtime), len(turns), rng)
    lines = []
    for t, s in zip(turns, ts):
        r = {"time": s.strftime("%Y-%m-%d %H:%M:%S"), "user": t["speaker"], "message": t["text"]}
        if "caption" in t:
            r["image"] = {"file": "IMG_%s.jpg" % s.strftime("%Y%m%d_%H%M%S"), "alt": t["caption"]}
        lines.append(json.dumps(r, ensure_ascii=False))
    return "\n".join(lines) + "\n"


WRITERS = {"locomo": write_locomo, "messages": write_messages,
           "telegram": write_telegram, "jsonl": write_jsonl}


# ---------------------------------------------------------------- temporal answers
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt(d):
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def resolve(session_date, rel):
    kind = rel[0]
    if kind == "yesterday":
        d = session_date - dt.timedelta(days=1)
        return d, f"the day before {fmt(session_date)}"
    if kind == "days_ago":
        d = session_date - dt.timedelta(days=rel[1])
        return d, f"{rel[1]} days before {fmt(session_date)}"
    if kind == "last":  # most recent named weekday strictly before the session date
        wd = WEEKDAYS.index(rel[1])
        back = (session_date.weekday() - wd) % 7 or 7
        d = session_date - dt.timedelta(days=back)
        return d, f"the {rel[1]} before {fmt(session_date)}"
    raise ValueError(rel)


# ---------------------------------------------------------------- main
def main():
    rng = random.Random(SEED)
    vault = os.path.join(OUT, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    for key, mod in PAIRS.items():
        pair = mod.PAIR
        os.makedirs(os.path.join(vault, pair["folder"]), exist_ok=True)
        for (n, dtime, shape, body) in mod.SESSIONS:
            turns = parse_turns(body, pair["speakers"])
            data = WRITERS[shape](pair, n, dtime, turns, rng)
            path = os.path.join(vault, session_path(key, n))
            with open(path, "w", encoding="utf-8") as f:
                if isinstance(data, str):
                    f.write(data)
                else:
                    json.dump(data, f, ensure_ascii=False, indent=2)
                    f.write("\n")

    queries, keys = [], {}
    for q in QUERIES:
        gold = [session_path(p, n) for (p, n, _k) in q["gold"]]
        answer = q["answer"]
        extra = {}
        if q["kind"] == "temporal":
            p, n, rel = q["when"]
            sdate = parse_date_time(session_info(p, n)[0]).date()
            d, expl = resolve(sdate, rel)
            answer = f"{fmt(d)} ({expl})" + (f"; {answer}" if answer else "")
            extra = {"session_date": sdate.isoformat(), "event_date": d.isoformat(),
                     "session": session_path(p, n)}
        dis = "; ".join(f"{session_path(p, n)} ({why})" for (p, n, why) in q.get("distractors", []))
        hint = f"Answer: {answer}" + (f" | Main distractors: {dis}" if dis else "")
        queries.append({"id": q["id"], "query": q["query"], "gold": gold,
                        "kind": q["kind"], "gold_hint": hint})
        keys[q["id"]] = {"kind": q["kind"],
                         "files": {session_path(p, n): k for (p, n, k) in q["gold"]},
                         "unique": q.get("unique", True), **extra}
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(queries, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "keys.json"), "w", encoding="utf-8") as f:
        json.dump(keys, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {sum(len(m.SESSIONS) for m in PAIRS.values())} sessions, {len(queries)} queries")


if __name__ == "__main__":
    main()
