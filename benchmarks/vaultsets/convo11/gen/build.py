#!/usr/bin/env python3
"""Build the convo11 vault (three pairs of chat partners, one file per session).

Standard library only and deterministic: running it twice gives byte-identical output.
Writes ../vault/ from scratch and ../queries.json.
"""
import calendar
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import p1, p2, p3  # noqa: E402

PAIRS = [p1, p2, p3]
EXT = {"locomo": "json", "whatsapp": "txt", "telegram": "json", "jsonl": "jsonl", "plain": "json"}


def session_path(pair_mod, n):
    """Vault-relative path of session n of a pair."""
    s = [x for x in pair_mod.SESSIONS if x["n"] == n][0]
    return "%s/session_%02d.%s" % (pair_mod.PAIR["folder"], n, EXT[s["fmt"]])


def h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest(), 16)


def last_sunday(year, month):
    d = dt.date(year, month, calendar.monthrange(year, month)[1])
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def uk_offset(t):
    """UK local time offset in hours (BST = +1) for a naive local datetime."""
    start = dt.datetime.combine(last_sunday(t.year, 3), dt.time(1, 0))
    end = dt.datetime.combine(last_sunday(t.year, 10), dt.time(2, 0))
    return 1 if start <= t < end else 0


def parse_lines(text):
    out = []
    for raw in text.strip("\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("@"):
            hh, mm = line[1:].split(":")
            out.append(("@", (int(hh), int(mm))))
            continue
        code, msg = line.split(": ", 1)
        out.append((code, msg))
    return out


def timed_messages(path, sess):
    """Give each message a local timestamp: start time plus small deterministic gaps."""
    y, mo, d, hh, mi = sess["dt"]
    t = dt.datetime(y, mo, d, hh, mi, h(path, "sec0") % 50)
    msgs = []
    first = True
    for code, msg in parse_lines(sess["lines"]):
        if code == "@":
            t = dt.datetime(y, mo, d, msg[0], msg[1], h(path, "jump", msg) % 50)
            first = True
            continue
        if not first:
            k = h(path, len(msgs))
            t = t + dt.timedelta(seconds=15 + k % 150)
        first = False
        msgs.append((t, code, msg))
    return msgs


MARK = re.compile(r"\*\*(.+?)\*\*|\[\[(.+?)\]\]")


def strip_marks(s):
    return MARK.sub(lambda m: m.group(1) or m.group(2), s)


def tg_text(s):
    """Telegram Desktop export text: a plain string, or a list of strings and entity objects."""
    parts, ents, pos = [], [], 0
    for m in MARK.finditer(s):
        if m.start() > pos:
            parts.append(s[pos:m.start()])
            ents.append({"type": "plain", "text": s[pos:m.start()]})
        if m.group(1):
            e = {"type": "bold", "text": m.group(1)}
        else:
            e = {"type": "link", "text": m.group(2)}
        parts.append(e)
        ents.append(dict(e))
        pos = m.end()
    if pos < len(s):
        parts.append(s[pos:])
        ents.append({"type": "plain", "text": s[pos:]})
    if len(parts) == 1 and isinstance(parts[0], str):
        return parts[0], ents
    return parts, ents


def locomo_time(y, mo, d, hh, mi):
    ampm = "am" if hh < 12 else "pm"
    h12 = hh % 12 or 12
    month = calendar.month_name[mo]
    return "%d:%02d %s on %d %s, %d" % (h12, mi, ampm, d, month, y)


def render_locomo(pair, path, sess):
    n = sess["n"]
    sp = pair["speakers"]
    turns = []
    for i, (code, msg) in enumerate([x for x in parse_lines(sess["lines"]) if x[0] != "@"], 1):
        turns.append({"speaker": sp[code][0], "dia_id": "D%d:%d" % (n, i), "text": strip_marks(msg)})
    obj = {
        "speaker_a": pair["speaker_a"],
        "speaker_b": pair["speaker_b"],
        "session_%d_date_time" % n: locomo_time(*sess["dt"]),
        "session_%d" % n: turns,
    }
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def render_whatsapp(pair, path, sess):
    sp = pair["speakers"]
    msgs = timed_messages(path, sess)
    t0 = msgs[0][0]
    lines = ["%s - Messages and calls are end-to-end encrypted. No one outside of this chat, "
             "not even WhatsApp, can read or listen to them. Tap to learn more." % t0.strftime("%d/%m/%Y, %H:%M")]
    for t, code, msg in msgs:
        text = "<Media omitted>" if msg == "<media>" else strip_marks(msg)
        lines.append("%s - %s: %s" % (t.strftime("%d/%m/%Y, %H:%M"), sp[code][1], text))
    return "\n".join(lines) + "\n"


def render_telegram(pair, path, sess):
    tg = pair["telegram"]
    sp = pair["speakers"]
    msgs = timed_messages(path, sess)
    out = []
    base = 20000 + sess["n"] * 211
    for i, (t, code, msg) in enumerate(msgs):
        utc = t - dt.timedelta(hours=uk_offset(t))
        name = tg["chat_name"] if code == "M" else sp[code][1]
        m = {
            "id": base + i,
            "type": "message",
            "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(calendar.timegm(utc.timetuple())),
            "from": name,
            "from_id": tg["ids"][code],
        }
        if msg == "<media>":
            m["photo"] = "photos/photo_%d@%s.jpg" % (i + 1, t.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = 1280
            m["height"] = 960
            m["text"] = ""
            m["text_entities"] = []
        else:
            text, ents = tg_text(msg)
            m["text"] = text
            m["text_entities"] = ents
        out.append(m)
    obj = {"name": tg["chat_name"], "type": "personal_chat", "id": tg["chat_id"], "messages": out}
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def render_jsonl(pair, path, sess):
    sp = pair["speakers"]
    rows = []
    for i, (t, code, msg) in enumerate(timed_messages(path, sess)):
        off = uk_offset(t)
        ts = t.strftime("%Y-%m-%dT%H:%M:%S") + ("+01:00" if off else "+00:00")
        row = {"id": "%d-%03d" % (sess["n"], i + 1), "ts": ts, "sender": sp[code][1], "text": strip_marks(msg)}
        rows.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(rows) + "\n"


def render_plain(pair, path, sess):
    sp = pair["speakers"]
    rows = []
    for t, code, msg in timed_messages(path, sess):
        row = {"speaker": sp[code][0], "time": t.strftime("%Y-%m-%d %H:%M")}
        if msg == "<media>":
            row["text"] = ""
            row["attachment"] = "IMG_%s.jpg" % t.strftime("%Y%m%d_%H%M%S")
        else:
            row["text"] = strip_marks(msg)
        rows.append(row)
    return json.dumps(rows, ensure_ascii=False, indent=2) + "\n"


RENDER = {"locomo": render_locomo, "whatsapp": render_whatsapp, "telegram": render_telegram,
          "jsonl": render_jsonl, "plain": render_plain}


def main():
    vault = os.path.join(ROOT, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    count = 0
    for mod in PAIRS:
        pair = mod.PAIR
        os.makedirs(os.path.join(vault, pair["folder"]), exist_ok=True)
        for sess in mod.SESSIONS:
            rel = session_path(mod, sess["n"])
            data = RENDER[sess["fmt"]](pair, rel, sess)
            with open(os.path.join(vault, rel), "w", encoding="utf-8", newline="\n") as f:
                f.write(data)
            count += 1
    import questions
    qs = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"], "gold_hint": q["gold_hint"]}
          for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(qs, ensure_ascii=False, indent=2) + "\n")
    print("wrote %d session files and %d questions" % (count, len(qs)))


if __name__ == "__main__":
    main()
