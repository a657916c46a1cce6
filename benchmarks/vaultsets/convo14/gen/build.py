#!/usr/bin/env python3
"""Build the convo14 vault (and queries.json) deterministically. Standard library only.

Usage (from the set folder):  python gen/build.py
Writes ../vault/ from scratch and ../queries.json.
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

import sisters  # noqa: E402
import bakery  # noqa: E402
import friends  # noqa: E402

PAIRS = {"sisters": sisters, "bakery": bakery, "friends": friends}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


# ---------------------------------------------------------------- time helpers
def _last_sunday(year, month):
    d = dt.date(year, month + 1, 1) - dt.timedelta(days=1) if month < 12 else dt.date(year, 12, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def _first_sunday(year, month):
    d = dt.date(year, month, 1)
    while d.weekday() != 6:
        d += dt.timedelta(days=1)
    return d


def utc_offset_hours(tz, day):
    """Fixed rules, enough for 2023-2024 (no zoneinfo dependency)."""
    if tz in ("Europe/Budapest", "Europe/Lisbon"):
        base = 1 if tz == "Europe/Budapest" else 0
        summer = _last_sunday(day.year, 3) <= day < _last_sunday(day.year, 10)
        return base + (1 if summer else 0)
    if tz == "Australia/Hobart":
        # daylight time from first Sunday of October to first Sunday of April
        dst = day >= _first_sunday(day.year, 10) or day < _first_sunday(day.year, 4)
        return 11 if dst else 10
    raise ValueError(tz)


def locomo_stamp(t):
    h = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h, t.minute, ampm, t.day, MONTHS[t.month - 1], t.year)


# ---------------------------------------------------------------- script parsing
IMG_RE = re.compile(r"^\[img: ([^\]]+)\]\s*")
URL_RE = re.compile(r"https?://\S+")


def parse_script(script, codes):
    turns = []
    for raw in script.strip("\n").split("\n"):
        if not raw.strip():
            continue
        code, text = raw.split(": ", 1)
        if code not in codes:
            raise ValueError("unknown speaker %r in %r" % (code, raw))
        img = None
        m = IMG_RE.match(text)
        if m:
            img = m.group(1)
            text = text[m.end():]
        turns.append({"code": code, "text": text.replace("\\n", "\n"), "img": img})
    return turns


def plain(text):
    return text.replace("**", "")


def timestamps(session, tz_name):
    start = dt.datetime.fromisoformat(session["date"] + "T" + session["time"])
    out, t = [], start
    for i, turn in enumerate(session["turns"]):
        if i:
            t = t + dt.timedelta(seconds=25 + (len(turn["text"]) * 7 + i * 13) % 140)
        out.append(t)
    return out


def short_hash(*parts):
    return hashlib.sha256("|".join(parts).encode("utf-8")).hexdigest()


# ---------------------------------------------------------------- writers
def write_locomo(pair, session, path):
    P = pair.PAIR
    a = P["speaker_a"]
    b = [c for c in P["speakers"] if c != a][0]
    n = session["n"]
    start = dt.datetime.fromisoformat(session["date"] + "T" + session["time"])
    turns = []
    for i, t in enumerate(session["turns"], 1):
        d = {"speaker": P["speakers"][t["code"]], "dia_id": "D%d:%d" % (n, i)}
        if t["img"]:
            h = short_hash(path, str(i))[:16]
            d["img_url"] = ["https://photos.example/u/%s.jpg" % h]
            d["blip_caption"] = "a photo of " + t["img"]
        d["text"] = plain(t["text"]) if t["text"] else ""
        turns.append(d)
    obj = {
        "speaker_a": P["speakers"][a],
        "speaker_b": P["speakers"][b],
        "session_%d_date_time" % n: locomo_stamp(start),
        "session_%d" % n: turns,
    }
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


def write_whatsapp(pair, session, path):
    P = pair.PAIR
    stamps = timestamps(session, P["tz"])
    lines = []
    first = stamps[0]
    lines.append("%s, %s - Messages and calls are end-to-end encrypted. No one outside of this chat, "
                 "not even WhatsApp, can read or listen to them. Tap to learn more."
                 % (first.strftime("%d/%m/%Y"), first.strftime("%H:%M")))
    for t, ts in zip(session["turns"], stamps):
        prefix = "%s, %s - %s: " % (ts.strftime("%d/%m/%Y"), ts.strftime("%H:%M"), P["full"][t["code"]])
        if t["img"]:
            lines.append(prefix + "<Media omitted>")
        if t["text"]:
            lines.append(prefix + plain(t["text"]))
    return "\n".join(lines) + "\n"


def tg_entities(text):
    """Split text into Telegram entity segments: bold (**x**) and links."""
    segs = []
    pos = 0
    pattern = re.compile(r"\*\*(.+?)\*\*|(https?://\S+)")
    for m in pattern.finditer(text):
        if m.start() > pos:
            segs.append({"type": "plain", "text": text[pos:m.start()]})
        if m.group(1) is not None:
            segs.append({"type": "bold", "text": m.group(1)})
        else:
            segs.append({"type": "link", "text": m.group(2)})
        pos = m.end()
    if pos < len(text):
        segs.append({"type": "plain", "text": text[pos:]})
    return segs


TG_MSG_BASE = {"bakery": 10000}
TG_OWNER_ID = 5590218837


def write_telegram(pair, session, path, msg_id_start):
    P = pair.PAIR
    owner = P["tg_owner"]
    peer = [c for c in P["speakers"] if c != owner][0]
    stamps = timestamps(session, P["tz"])
    msgs = []
    mid = msg_id_start
    for t, ts in zip(session["turns"], stamps):
        off = utc_offset_hours(P["tz"], ts.date())
        unix = int((ts - dt.timedelta(hours=off)).replace(tzinfo=dt.timezone.utc).timestamp())
        m = {
            "id": mid,
            "type": "message",
            "date": ts.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(unix),
            "from": P["full"][t["code"]],
            "from_id": "user%d" % (TG_OWNER_ID if t["code"] == owner else P["tg_peer_id"]),
        }
        if t["img"]:
            m["photo"] = "photos/photo_%d@%s.jpg" % (mid - msg_id_start + 1, ts.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = 1280
            m["height"] = 960
        segs = tg_entities(t["text"])
        if any(s["type"] != "plain" for s in segs):
            m["text"] = [s["text"] if s["type"] == "plain" else s for s in segs]
        else:
            m["text"] = t["text"]
        m["text_entities"] = segs
        msgs.append(m)
        mid += 1
    obj = {"name": P["full"][peer], "type": "personal_chat", "id": P["tg_peer_id"], "messages": msgs}
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n", mid


def write_jsonl(pair, session, path, id_start):
    P = pair.PAIR
    owner = P["jsonl_owner"]
    peer = [c for c in P["speakers"] if c != owner][0]
    stamps = timestamps(session, P["tz"])
    out = []
    mid = id_start
    for t, ts in zip(session["turns"], stamps):
        off = utc_offset_hours(P["tz"], ts.date())
        rec = {
            "id": mid,
            "ts": ts.strftime("%Y-%m-%dT%H:%M:%S") + "%+03d:00" % off,
            "chat": P["full"][peer],
            "sender": P["full"][t["code"]],
            "from_me": t["code"] == owner,
        }
        if t["img"]:
            rec["type"] = "image"
            rec["attachment"] = "media/IMG_%s_%03d.jpg" % (ts.strftime("%Y%m%d"), mid % 1000)
            rec["alt"] = t["img"]
            rec["text"] = plain(t["text"])
        else:
            rec["type"] = "text"
            rec["text"] = plain(t["text"])
        out.append(json.dumps(rec, ensure_ascii=False))
        mid += 1
    return "\n".join(out) + "\n", mid


def session_relpath(pair, session):
    P = pair.PAIR
    f, d = P["folder"], session["date"]
    fmt = session["fmt"]
    if fmt == "locomo":
        return "%s/session_%02d.json" % (f, session["n"])
    if fmt == "whatsapp":
        return "%s/WhatsApp_Chat_with_%s_%s.txt" % (f, P["wa_contact"], d)
    if fmt == "telegram":
        return "%s/ChatExport_%s/result.json" % (f, d)
    if fmt == "jsonl":
        return "%s/chat_%s.jsonl" % (f, d)
    raise ValueError(fmt)


def all_sessions():
    """Yield (pair_key, pair_module, session) with parsed turns."""
    for key, mod in PAIRS.items():
        for s in mod.SESSIONS:
            s = dict(s)
            s["turns"] = parse_script(s["script"], mod.PAIR["speakers"])
            yield key, mod, s


def build():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    counters = {"telegram": 10000, "jsonl": 1}
    written = []
    for key, mod, s in all_sessions():
        n_turns = len(s["turns"])
        if not 15 <= n_turns <= 40:
            raise SystemExit("session %s %d has %d turns" % (key, s["n"], n_turns))
        rel = session_relpath(mod, s)
        fmt = s["fmt"]
        if fmt == "locomo":
            data = write_locomo(mod, s, rel)
        elif fmt == "whatsapp":
            data = write_whatsapp(mod, s, rel)
        elif fmt == "telegram":
            data, counters["telegram"] = write_telegram(mod, s, rel, counters["telegram"])
        else:
            data, counters["jsonl"] = write_jsonl(mod, s, rel, counters["jsonl"])
        full = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
        written.append(rel)

    # queries.json
    import queries_src
    paths = {(k, s["n"]): session_relpath(m, s) for k, m, s in all_sessions()}
    out = []
    for q in queries_src.QUERIES:
        out.append({
            "id": q["id"],
            "query": q["query"],
            "gold": [paths[(q["pair"], n)] for n in q["keys"]],
            "kind": q["kind"],
            "gold_hint": q["hint"],
        })
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    print("wrote %d session files and %d queries" % (len(written), len(out)))


if __name__ == "__main__":
    build()
