#!/usr/bin/env python3
"""Validate the convo18 set.

* every gold path exists and contains its answer key once decoded
  (LoCoMo/Signal JSON parsed; iMessage TXT blocks parsed; .ics via icalendar; .eml/.mbox via email)
* every file of the vault parses in its shape and carries its session date
* ids c01..c80 unique, 20 of each kind, queries.json agrees with gen/questions.py
* lists non-gold files that contain an answer key, for hand review
"""
import email
import json
import mailbox
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import questions

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
LOCOMO_DT = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December), \d{4}$")
IMSG_TS = re.compile(r"^[A-Z][a-z]{2} \d{2}, \d{4}  \d{1,2}:\d{2}:\d{2} (AM|PM)( \(Read by (you|them) after [^)]+\))?$")
errors = []


def err(msg):
    errors.append(msg)


def decode_locomo(obj, rel):
    sess = [k for k in obj if re.fullmatch(r"session_\d+", k)]
    if not {"speaker_a", "speaker_b"} <= set(obj) or len(sess) != 1:
        err(f"{rel}: not a LoCoMo session object")
        return ""
    n = sess[0].split("_")[1]
    dt = obj.get(f"session_{n}_date_time", "")
    if not LOCOMO_DT.match(dt):
        err(f"{rel}: bad session_{n}_date_time {dt!r}")
    parts = [dt]
    turns = obj[sess[0]]
    if not (15 <= len(turns) <= 40):
        err(f"{rel}: {len(turns)} turns")
    for i, t in enumerate(turns, 1):
        if t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]) or t.get("dia_id") != f"D{n}:{i}" or "text" not in t:
            err(f"{rel}: bad turn {i}")
        parts.append(t.get("text", ""))
        if "blip_caption" in t:
            parts.append(t["blip_caption"])
    return "\n".join(parts)


def decode_signal(lst, rel):
    if not (15 <= len(lst) <= 40):
        err(f"{rel}: {len(lst)} messages")
    parts = []
    last = 0
    for m in lst:
        if m.get("type") not in ("incoming", "outgoing") or not isinstance(m.get("sent_at"), int):
            err(f"{rel}: bad signal message {m.get('id')}")
            continue
        if m["sent_at"] < last:
            err(f"{rel}: timestamps out of order")
        last = m["sent_at"]
        if not m.get("body") and not m.get("attachments"):
            err(f"{rel}: empty message")
        parts.append(m.get("body", ""))
    first = datetime.fromtimestamp(lst[0]["sent_at"] / 1000, tz=timezone.utc)
    if first.strftime("%Y-%m-%d") not in rel and (first.replace(hour=0)).strftime("%Y-%m") not in rel:
        err(f"{rel}: file date does not match first message ({first})")
    return "\n".join(parts)


def decode_imessage(text, rel):
    blocks = text.strip("\n").split("\n\n")
    if not (15 <= len(blocks) <= 40):
        err(f"{rel}: {len(blocks)} blocks")
    parts = []
    for b in blocks:
        lines = b.split("\n")
        if len(lines) < 3 or not IMSG_TS.match(lines[0]):
            err(f"{rel}: bad iMessage block {lines[:2]}")
            continue
        parts.extend(l for l in lines[2:] if not l.startswith("/Users/"))
    return "\n".join(parts)


def decode(path):
    rel = os.path.relpath(path, VAULT)
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if isinstance(obj, dict):
            return decode_locomo(obj, rel)
        if isinstance(obj, list):
            return decode_signal(obj, rel)
        err(f"{rel}: unknown JSON shape")
        return ""
    if path.endswith(".txt"):
        with open(path, encoding="utf-8") as f:
            return decode_imessage(f.read(), rel)
    if path.endswith(".ics"):
        import icalendar
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        return "\n".join(str(c.get(k, "")) for c in cal.walk() for k in ("SUMMARY", "DESCRIPTION", "LOCATION"))
    if path.endswith(".eml") or path.endswith(".mbox"):
        msgs = list(mailbox.mbox(path)) if path.endswith(".mbox") else [email.message_from_binary_file(open(path, "rb"))]
        out = []
        for m in msgs:
            out.append(str(m.get("Subject", "")))
            for part in m.walk():
                if part.get_content_maintype() == "text":
                    out.append(part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8", "replace"))
        return "\n".join(out)
    err(f"{rel}: unexpected file type")
    return ""


def main():
    files = {}
    for d, _, fs in os.walk(VAULT):
        for fn in fs:
            p = os.path.join(d, fn)
            files[os.path.relpath(p, VAULT)] = decode(p).casefold()
    shapes = Counter("locomo" if r.split("/")[-1].startswith("locomo_") else "signal" if r.endswith(".json") else "imessage" for r in files)

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != [f"c{i:02d}" for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = Counter(q["kind"] for q in qs)
    if dict(kinds) != KINDS:
        err(f"kind counts {dict(kinds)}")
    if qs != questions.queries():
        err("queries.json is stale: run gen/make_queries.py")
    keys = questions.keys()

    review = []
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err(f"{q['id']}: fields {sorted(q)}")
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err(f"{q['id']}: multi_hop with {len(q['gold'])} gold")
        if len(set(q["gold"])) != len(q["gold"]):
            err(f"{q['id']}: duplicate gold")
        for path, key in keys[q["id"]]:
            if path not in files:
                err(f"{q['id']}: gold missing {path}")
                continue
            if key.casefold() not in files[path]:
                err(f"{q['id']}: key {key!r} not in {path}")
            for other, text in files.items():
                if other not in q["gold"] and key.casefold() in text:
                    review.append(f"{q['id']}: key {key!r} also in non-gold {other}")

    print(f"files: {len(files)}  shapes: {dict(shapes)}")
    print(f"queries: {len(qs)}  kinds: {dict(kinds)}")
    print(f"gold files used: {len({g for q in qs for g in q['gold']})} of {len(files)}")
    print(f"non-gold files containing an answer key (review by hand): {len(review)}")
    for r in review:
        print("  REVIEW", r)
    if errors:
        print(f"FAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  ERROR", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
