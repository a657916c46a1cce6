#!/usr/bin/env python3
"""Validate the convo20 set: vault shapes and dates, queries.json, gold paths and answer keys.

Exit status 0 when every hard check passes. Non-gold files that contain an answer key are listed
for manual review (they are not errors by themselves).
"""
import collections
import datetime as dt
import email
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

errors = []


def err(msg):
    errors.append(msg)


LOCOMO_DATE = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} (January|February|March|April|May|June|July|"
                         r"August|September|October|November|December), \d{4}$")


def tg_text(t):
    if isinstance(t, str):
        return t
    return "".join(p if isinstance(p, str) else p.get("text", "") for p in t)


def decode(rel):
    """Return (shape, decoded text, turn count, session date string) for one vault file."""
    full = os.path.join(VAULT, rel)
    raw = open(full, "rb").read().decode("utf-8")
    if rel.endswith(".jsonl"):
        recs = [json.loads(l) for l in raw.splitlines() if l.strip()]
        parts = []
        for r in recs:
            for k in ("timestamp", "sender", "body"):
                if k not in r:
                    err(f"{rel}: JSONL record without {k}")
            dt.datetime.fromisoformat(r["timestamp"])
            parts.append(f"{r['sender']}: {r['body']}")
            for a in r.get("attachments", []):
                parts.append(a.get("filename", ""))
        return "jsonl", "\n".join(parts), len(recs), recs[0]["timestamp"] if recs else None
    if rel.endswith(".json"):
        obj = json.loads(raw)
        if "messages" in obj:  # Telegram Desktop result.json
            for k in ("name", "type", "id"):
                if k not in obj:
                    err(f"{rel}: Telegram export without {k}")
            parts = []
            ids = set()
            for m in obj["messages"]:
                if m["id"] in ids:
                    err(f"{rel}: duplicate message id {m['id']}")
                ids.add(m["id"])
                dt.datetime.fromisoformat(m["date"])
                if m["type"] == "message":
                    parts.append(f"{m['from']}: {tg_text(m['text'])}")
                    ent = "".join(e["text"] for e in m.get("text_entities", []))
                    if ent != tg_text(m["text"]):
                        err(f"{rel}: text_entities disagree with text in message {m['id']}")
                    for k in ("photo", "file", "title", "performer"):
                        if k in m:
                            parts.append(str(m[k]))
            return "telegram", "\n".join(parts), len(obj["messages"]), obj["messages"][0]["date"]
        keys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        if len(keys) != 1 or "speaker_a" not in obj or "speaker_b" not in obj:
            err(f"{rel}: not a LoCoMo-shaped session file")
            return "?", raw, 0, None
        n = keys[0].split("_")[1]
        date = obj.get(f"session_{n}_date_time")
        if not date or not LOCOMO_DATE.match(date):
            err(f"{rel}: bad or missing session_{n}_date_time {date!r}")
        parts = [date or ""]
        for i, t in enumerate(obj[keys[0]], 1):
            if t.get("dia_id") != f"D{n}:{i}":
                err(f"{rel}: dia_id {t.get('dia_id')} out of order")
            if t["speaker"] not in (obj["speaker_a"], obj["speaker_b"]):
                err(f"{rel}: unknown speaker {t['speaker']}")
            parts.append(f"{t['speaker']}: {t['text']}")
            if "blip_caption" in t:
                parts.append(t["blip_caption"])
        return "locomo", "\n".join(parts), len(obj[keys[0]]), date
    if rel.endswith((".eml", ".mbox")):
        msg = email.message_from_string(raw)
        return "mail", str(msg), 0, msg.get("Date")
    return "other", raw, 0, None


def main():
    files = []
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            files.append(os.path.relpath(os.path.join(dp, fn), VAULT).replace(os.sep, "/"))
    files.sort()
    texts = {}
    shapes = collections.Counter()
    per_pair = collections.Counter()
    for rel in files:
        try:
            shape, text, turns, date = decode(rel)
        except Exception as e:  # noqa: BLE001
            err(f"{rel}: does not parse: {e}")
            continue
        texts[rel] = text
        if re.search(r"\{(img|attach|photo|voice|audio|sticker|call):", text) or "**" in text:
            err(f"{rel}: unprocessed script markup left in the text")
        shapes[shape] += 1
        per_pair[rel.split("/")[0]] += 1
        if not 15 <= turns <= 40:
            err(f"{rel}: {turns} turns (need 15-40)")
        if not date:
            err(f"{rel}: no session date")
        if rel.endswith(".ics"):
            import icalendar
            icalendar.Calendar.from_ical(open(os.path.join(VAULT, rel), "rb").read())

    for pair, n in per_pair.items():
        if not 12 <= n <= 20:
            err(f"{pair}: {n} sessions (need 12-20)")

    queries = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    from questions import QUESTIONS
    keys = {q["id"]: q["keys"] for q in QUESTIONS}
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate query ids")
    if ids != [f"c{i:02d}" for i in range(1, 81)]:
        err("ids must be c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in queries)
    for k in ("single_hop", "multi_hop", "temporal", "open_domain"):
        if kinds[k] != 20:
            err(f"kind {k}: {kinds[k]} questions (need 20)")
    if set(kinds) - {"single_hop", "multi_hop", "temporal", "open_domain"}:
        err(f"unknown kinds {set(kinds)}")

    review = []
    for q in queries:
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(f):
                err(f"{q.get('id')}: missing {f}")
        gold = q["gold"]
        if len(gold) != len(set(gold)):
            err(f"{q['id']}: duplicate gold")
        if q["kind"] == "single_hop" and len(gold) != 1:
            err(f"{q['id']}: single_hop needs exactly one gold file")
        if q["kind"] == "multi_hop" and not 2 <= len(gold) <= 3:
            err(f"{q['id']}: multi_hop needs 2-3 gold files")
        if set(gold) != set(keys[q["id"]]):
            err(f"{q['id']}: gold and keys disagree")
        for g in gold:
            if g not in texts:
                err(f"{q['id']}: gold file missing: {g}")
                continue
            for key in keys[q["id"]][g]:
                if key.lower() not in texts[g].lower():
                    err(f"{q['id']}: key {key!r} not found in gold {g}")
        # which non-gold files contain any of this question's keys?
        allkeys = sorted({k for ks in keys[q["id"]].values() for k in ks})
        for rel, text in texts.items():
            if rel in gold:
                continue
            hits = [k for k in allkeys if k.lower() in text.lower()]
            if hits:
                review.append((q["id"], rel, hits))

    print(f"vault files: {len(files)}  shapes: {dict(shapes)}  per pair: {dict(per_pair)}")
    print(f"questions: {len(queries)}  kinds: {dict(kinds)}")
    if review:
        print("non-gold files containing an answer key (review by hand):")
        for qid, rel, hits in review:
            print(f"  {qid}  {rel}  {hits}")
    else:
        print("non-gold files containing an answer key: none")
    if errors:
        print(f"FAILED: {len(errors)} error(s)")
        for e in errors:
            print("  " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
