#!/usr/bin/env python3
"""Validate OUT/vault and OUT/queries.json (standard library only).

Checks:
  * every vault file parses in one of the four shapes (LoCoMo session JSON, {"messages":[sender/text/timestamp]},
    Telegram-style personal_chat JSON, JSONL one turn per line); 14-30 turns; 18-22 sessions per pair
  * queries.json: 80 items, ids c01..c80, 20 per kind in kind order, gold paths exist
  * every gold session contains each of its key strings (gen/keys.json), case-insensitive, in its turn text
  * keys marked unique do not occur in any non-gold session of the same pair
  * temporal: the gold session's date equals the recorded session date, and event date = resolved relative date
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
errors = []


def err(msg):
    errors.append(msg)


def load_session(path):
    """Return (shape, date, [turn texts incl. captions])."""
    if path.endswith(".jsonl"):
        rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
        texts = [r["message"] + (" " + r["image"]["alt"] if "image" in r else "") for r in rows]
        return "jsonl", dt.date.fromisoformat(rows[0]["time"][:10]), texts
    d = json.load(open(path, encoding="utf-8"))
    if "dialogue" in d and "date_time" in d:
        m = re.match(r"\d{1,2}:\d{2} [ap]m on (\d{1,2}) (\w+), (\d{4})$", d["date_time"])
        date = dt.date(int(m.group(3)), MONTHS.index(m.group(2)) + 1, int(m.group(1)))
        n = int(d["session_id"].split("_")[1])
        for i, t in enumerate(d["dialogue"], 1):
            if t["dia_id"] != f"D{n}:{i}":
                err(f"{path}: bad dia_id {t['dia_id']}")
        texts = [t["text"] + (" " + t["blip_caption"] if "blip_caption" in t else "") for t in d["dialogue"]]
        return "locomo", date, texts
    if d.get("type") == "personal_chat":
        texts = [m["text"] for m in d["messages"]]
        return "telegram", dt.date.fromisoformat(d["messages"][0]["date"][:10]), texts
    if "messages" in d:
        texts = [m["text"] + "".join(" " + a.get("description", "") for a in m.get("attachments", []))
                 for m in d["messages"]]
        return "messages", dt.date.fromisoformat(d["messages"][0]["timestamp"][:10]), texts
    raise ValueError("unknown shape: " + path)


def contains(text, key):
    pat = (r"(?<![A-Za-z0-9])" if key[0].isalnum() else "") + re.escape(key)
    return re.search(pat, text, re.I) is not None


def main():
    sessions, shapes = {}, {}
    for pair in sorted(os.listdir(VAULT)):
        files = sorted(os.listdir(os.path.join(VAULT, pair)))
        if not 18 <= len(files) <= 22:
            err(f"{pair}: {len(files)} sessions")
        for f in files:
            rel = f"{pair}/{f}"
            try:
                shape, date, texts = load_session(os.path.join(VAULT, rel))
            except Exception as e:  # noqa: BLE001
                err(f"{rel}: parse error {e!r}")
                continue
            if not 14 <= len(texts) <= 30:
                err(f"{rel}: {len(texts)} turns")
            sessions[rel] = (date, "\n".join(texts))
            shapes[shape] = shapes.get(shape, 0) + 1

    queries = json.load(open(os.path.join(OUT, "queries.json"), encoding="utf-8"))
    keys = json.load(open(os.path.join(HERE, "keys.json"), encoding="utf-8"))
    kinds = ["single_hop", "multi_hop", "temporal", "open_domain"]
    if [q["id"] for q in queries] != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    for i, q in enumerate(queries):
        if q["kind"] != kinds[i // 20]:
            err(f"{q['id']}: kind {q['kind']} out of order")
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q:
                err(f"{q['id']}: missing {fld}")
        k = keys[q["id"]]
        if sorted(q["gold"]) != sorted(k["files"]):
            err(f"{q['id']}: gold/keys mismatch")
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err(f"{q['id']}: multi_hop with {len(q['gold'])} gold")
        pair = q["gold"][0].split("/")[0]
        for g, ks in k["files"].items():
            if g not in sessions:
                err(f"{q['id']}: gold {g} missing")
                continue
            for key in ks:
                if not contains(sessions[g][1], key):
                    err(f"{q['id']}: key {key!r} not in {g}")
                if k["unique"]:
                    others = [s for s in sessions if s.startswith(pair + "/") and s not in q["gold"]
                              and contains(sessions[s][1], key)]
                    if others:
                        err(f"{q['id']}: key {key!r} also in non-gold {others}")
        if q["kind"] == "temporal":
            g = k["session"]
            if sessions[g][0].isoformat() != k["session_date"]:
                err(f"{q['id']}: session date {sessions[g][0]} != {k['session_date']}")
            ev = dt.date.fromisoformat(k["event_date"])
            if not 0 < (sessions[g][0] - ev).days <= 7:
                err(f"{q['id']}: event date {ev} not within a week before the session")
            d = ev
            if f"{d.day} {MONTHS[d.month - 1]} {d.year}" not in q["gold_hint"]:
                err(f"{q['id']}: answer date missing from gold_hint")

    per_kind = {kd: sum(1 for q in queries if q["kind"] == kd) for kd in kinds}
    print(f"vault files: {len(sessions)}  shapes: {shapes}")
    print(f"queries: {len(queries)}  per kind: {per_kind}")
    if errors:
        print("FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("check passed")


if __name__ == "__main__":
    main()
