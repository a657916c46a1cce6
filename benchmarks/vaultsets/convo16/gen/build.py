#!/usr/bin/env python3
"""Build the convo16 vault (three long-running chats, one file per session).

Standard library only, deterministic: every timestamp is derived from the session's
start time and a CRC of the message text, never from the clock or unseeded randomness.
Run from anywhere:  python gen/build.py   (rewrites ../vault from scratch)
"""
import calendar
import datetime as dt
import json
import os
import re
import shutil
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pair_isla_ravi  # noqa: E402
import pair_nomsa_sipho  # noqa: E402
import pair_claire_owen  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")
PAIRS = [pair_isla_ravi, pair_nomsa_sipho, pair_claire_owen]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

IMG_RE = re.compile(r"^\[img: (.*?)\]\s*(.*)$")
MARK_RE = re.compile(r"(\*\*.+?\*\*|\[\[.+?\]\])")


# ----------------------------------------------------------------- helpers
def last_sunday(year, month):
    d = dt.date(year, month, calendar.monthrange(year, month)[1])
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def utc_offset(tz, when):
    """UTC offset in seconds for a naive local datetime. EU/UK summer time rule."""
    summer = last_sunday(when.year, 3) <= when.date() < last_sunday(when.year, 10)
    base = {"UK": 0, "NL": 3600}[tz]
    return base + (3600 if summer else 0)


def iso_with_offset(when, off):
    sign = "+" if off >= 0 else "-"
    off = abs(off)
    return when.strftime("%Y-%m-%dT%H:%M:%S") + "%s%02d:%02d" % (sign, off // 3600, (off % 3600) // 60)


def locomo_stamp(when):
    h = when.hour % 12 or 12
    ampm = "am" if when.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h, when.minute, ampm, when.day, MONTHS[when.month - 1], when.year)


def plain(text):
    """Strip the **bold** / [[link]] markup used for Telegram entities."""
    return MARK_RE.sub(lambda m: m.group(0)[2:-2], text)


def tg_text(text):
    """Telegram Desktop style: plain string, or a list mixing strings and entity dicts."""
    parts = [p for p in MARK_RE.split(text) if p != ""]
    if len(parts) == 1 and not MARK_RE.fullmatch(parts[0]):
        return parts[0], [{"type": "plain", "text": parts[0]}]
    out, ents = [], []
    for p in parts:
        if p.startswith("**"):
            e = {"type": "bold", "text": p[2:-2]}
            out.append(e)
            ents.append(e)
        elif p.startswith("[["):
            e = {"type": "link", "text": p[2:-2]}
            out.append(e)
            ents.append(e)
        else:
            out.append(p)
            ents.append({"type": "plain", "text": p})
    return out, ents


def parse(pair, session):
    """Return list of messages: dict(code, text, img, when)."""
    start = dt.datetime.strptime(session["start"], "%Y-%m-%d %H:%M")
    msgs = []
    t = start
    pause = 0
    for raw in session["text"].strip("\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("~ "):
            pause += int(line[2:]) * 60
            continue
        code, _, text = line.partition(": ")
        if code not in pair.PAIR["speakers"]:
            raise SystemExit("bad speaker in %r" % line)
        img = None
        m = IMG_RE.match(text)
        if m:
            img, text = m.group(1), m.group(2)
        if msgs:
            crc = zlib.crc32(text.encode("utf-8"))
            t = t + dt.timedelta(seconds=18 + crc % 97 + min(len(text), 220) // 2 + pause)
        else:
            # first message: seconds from the CRC so stamps are not all :00
            t = start + dt.timedelta(seconds=zlib.crc32(text.encode("utf-8")) % 60)
        pause = 0
        msgs.append({"code": code, "text": text, "img": img, "when": t})
    return msgs


# ----------------------------------------------------------------- writers
def write_bytes(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def build_locomo(pair, s, msgs):
    P = pair.PAIR
    sp = P["speakers"]
    n = s["n"]
    turns = []
    for i, m in enumerate(msgs, 1):
        turn = {"speaker": sp[m["code"]]["short"], "dia_id": "D%d:%d" % (n, i),
                "text": plain(m["text"]) if m["text"] else "(shared a photo)"}
        if m["img"]:
            h = "%08x" % zlib.crc32(m["img"].encode("utf-8"))
            turn["img_url"] = ["https://photos.example/%s/%s.jpg" % (P["folder"].lower(), h)]
            turn["blip_caption"] = m["img"]
        turns.append(turn)
    obj = {
        "speaker_a": sp[P["speaker_a"]]["short"],
        "speaker_b": sp[P["speaker_b"]]["short"],
        "session_%d_date_time" % n: locomo_stamp(msgs[0]["when"].replace(second=0)),
        "session_%d" % n: turns,
    }
    # LoCoMo's published files are plain json.dump output (ASCII-escaped non-ASCII)
    data = json.dumps(obj, indent=2) + "\n"
    return "session_%02d.json" % n, data.encode("ascii")


WA_NOTICE = ("Messages and calls are end-to-end encrypted. No one outside of this chat, "
             "not even WhatsApp, can read or listen to them.")


def build_whatsapp(pair, s, msgs):
    P = pair.PAIR
    sp = P["speakers"]
    n = s["n"]
    lines = []
    if P["wa_style"] == "android":
        first = msgs[0]["when"]
        lines.append("%s - %s Tap to learn more." % (first.strftime("%d/%m/%Y, %H:%M"), WA_NOTICE))
        for m in msgs:
            stamp = m["when"].strftime("%d/%m/%Y, %H:%M")
            who = sp[m["code"]]["wa"]
            if m["img"]:
                lines.append("%s - %s: <Media omitted>" % (stamp, who))
            if m["text"]:
                body = plain(m["text"])
                lines.append("%s - %s: %s" % (stamp, who, body))
        data = "\n".join(lines) + "\n"
    else:  # iOS export: bracketed stamps with seconds, LRM before system text, CRLF
        first = msgs[0]
        lines.append("[%s] %s: \u200e%s" % (first["when"].strftime("%d/%m/%Y, %H:%M:%S"),
                                          sp[P["speaker_a"]]["wa"], WA_NOTICE))
        counter = 0
        for m in msgs:
            stamp = m["when"].strftime("%d/%m/%Y, %H:%M:%S")
            who = sp[m["code"]]["wa"]
            if m["img"]:
                counter += 1
                fname = "%08d-PHOTO-%s.jpg" % (n * 10 + counter, m["when"].strftime("%Y-%m-%d-%H-%M-%S"))
                lines.append("[%s] %s: \u200e<attached: %s>" % (stamp, who, fname))
            if m["text"]:
                lines.append("[%s] %s: %s" % (stamp, who, plain(m["text"])))
        data = "\r\n".join(lines) + "\r\n"
    return "session_%02d_whatsapp.txt" % n, data.encode("utf-8")


def build_jsonl(pair, s, msgs):
    P = pair.PAIR
    sp = P["speakers"]
    n = s["n"]
    out = []
    for m in msgs:
        off = utc_offset(P["tz"], m["when"])
        rec = {"ts": iso_with_offset(m["when"], off), "sender": sp[m["code"]]["full"],
               "text": plain(m["text"])}
        if m["img"]:
            rec["attachment"] = "IMG_%s.jpg" % m["when"].strftime("%Y%m%d_%H%M%S")
        out.append(json.dumps(rec, ensure_ascii=False))
    return "session_%02d_messages.jsonl" % n, ("\n".join(out) + "\n").encode("utf-8")


def build_telegram(pair, s, msgs):
    P = pair.PAIR
    sp = P["speakers"]
    chat = P["tg_chat"]
    n = s["n"]
    ids = {chat["peer"]: chat["id"], chat["self"]: chat["self_id"]}
    base_id = 1000 * n + 17
    messages = []
    for i, m in enumerate(msgs):
        off = utc_offset(P["tz"], m["when"])
        unix = calendar.timegm(m["when"].timetuple()) - off
        rec = {
            "id": base_id + i,
            "type": "message",
            "date": m["when"].strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(unix),
            "from": sp[m["code"]]["tg"],
            "from_id": "user%d" % ids[m["code"]],
        }
        if m["img"]:
            rec["photo"] = "photos/photo_%d@%s.jpg" % (i + 1, m["when"].strftime("%d-%m-%Y_%H-%M-%S"))
            rec["photo_file_size"] = 90000 + zlib.crc32(m["img"].encode("utf-8")) % 160000
            rec["width"] = 1280
            rec["height"] = 960
        text, ents = tg_text(m["text"])
        rec["text"] = text
        rec["text_entities"] = ents if m["text"] else []
        messages.append(rec)
    obj = {"name": chat["name"], "type": "personal_chat", "id": chat["id"], "messages": messages}
    data = json.dumps(obj, ensure_ascii=False, indent=1) + "\n"
    return "session_%02d_telegram/result.json" % n, data.encode("utf-8")


BUILDERS = {"locomo": build_locomo, "whatsapp": build_whatsapp,
            "jsonl": build_jsonl, "telegram": build_telegram}


def session_paths():
    """(folder, session number) -> vault-relative path, without building anything."""
    names = {"locomo": "session_%02d.json", "whatsapp": "session_%02d_whatsapp.txt",
             "jsonl": "session_%02d_messages.jsonl", "telegram": "session_%02d_telegram/result.json"}
    out = {}
    for pair in PAIRS:
        for s in pair.SESSIONS:
            out[(pair.PAIR["folder"], s["n"])] = pair.PAIR["folder"] + "/" + names[s["shape"]] % s["n"]
    return out


def write_queries():
    from questions import QUESTIONS
    paths = session_paths()
    rows = []
    for qid, kind, query, gold, hint in QUESTIONS:
        rows.append({"id": qid, "query": query,
                     "gold": [paths[k] for k in sorted(gold)],
                     "kind": kind, "gold_hint": hint})
    data = json.dumps(rows, ensure_ascii=False, indent=2) + "\n"
    write_bytes(os.path.join(os.path.dirname(HERE), "queries.json"), data.encode("utf-8"))
    return len(rows)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    count = 0
    for pair in PAIRS:
        folder = os.path.join(VAULT, pair.PAIR["folder"])
        for s in pair.SESSIONS:
            msgs = parse(pair, s)
            rel, data = BUILDERS[s["shape"]](pair, s, msgs)
            assert pair.PAIR["folder"] + "/" + rel == session_paths()[(pair.PAIR["folder"], s["n"])]
            write_bytes(os.path.join(folder, rel), data)
            count += 1
    nq = write_queries()
    print("wrote %d session files under %s and %d queries" % (count, VAULT, nq))


if __name__ == "__main__":
    main()
