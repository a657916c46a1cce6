#!/usr/bin/env python3
"""Validate the convo12 set: structure of every session file, queries.json, and that each gold
file contains its answer keys once decoded.  Lists non-gold files that also contain a key."""
import collections
import email
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import questions  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


WA_LINE = re.compile(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - ([^:]+): (.*)$")
WA_SYS = re.compile(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - Messages and calls are end-to-end encrypted")
LOCOMO_DT = re.compile(r"^\d{1,2}:\d\d (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$")


def tg_join(text):
    if isinstance(text, str):
        return text
    return "".join(p if isinstance(p, str) else p.get("text", "") for p in text)


def decode(path):
    """Return (plain text, number of turns) for a session file; validates its shape."""
    rel = os.path.relpath(path, VAULT)
    if path.endswith(".txt"):
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        texts = []
        for ln in lines:
            m = WA_LINE.match(ln)
            if m:
                texts.append(m.group(2))
            elif not WA_SYS.match(ln):
                err("%s: bad WhatsApp line %r" % (rel, ln))
        return "\n".join(texts), len(texts)
    if path.endswith(".jsonl"):
        texts = []
        with open(path, encoding="utf-8") as f:
            for i, ln in enumerate(f, 1):
                rec = json.loads(ln)
                for k in ("conversation", "ts", "sender", "text"):
                    if k not in rec:
                        err("%s:%d missing %s" % (rel, i, k))
                if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$", rec.get("ts", "")):
                    err("%s:%d bad ts" % (rel, i))
                texts.append(rec["text"])
        return "\n".join(texts), len(texts)
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if "messages" in obj:  # Telegram Desktop result.json
            for k in ("name", "type", "id"):
                if k not in obj:
                    err("%s: telegram export missing %s" % (rel, k))
            texts = []
            for m in obj["messages"]:
                for k in ("id", "type", "date", "date_unixtime", "from", "from_id", "text", "text_entities"):
                    if k not in m:
                        err("%s: message missing %s" % (rel, k))
                joined = tg_join(m["text"])
                ents = "".join(e["text"] for e in m["text_entities"])
                if joined != ents:
                    err("%s: text/text_entities mismatch in %s" % (rel, m["id"]))
                texts.append(joined)
            return "\n".join(texts), len(texts)
        # LoCoMo shape
        keys = [k for k in obj if re.match(r"^session_\d+$", k)]
        if len(keys) != 1 or "speaker_a" not in obj or "speaker_b" not in obj:
            err("%s: not a LoCoMo session object" % rel)
            return "", 0
        n = keys[0].split("_")[1]
        dtk = "session_%s_date_time" % n
        if not LOCOMO_DT.match(obj.get(dtk, "")):
            err("%s: bad %s" % (rel, dtk))
        texts = []
        for i, t in enumerate(obj[keys[0]], 1):
            if t.get("dia_id") != "D%s:%d" % (n, i):
                err("%s: bad dia_id %r" % (rel, t.get("dia_id")))
            if t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]):
                err("%s: unknown speaker %r" % (rel, t.get("speaker")))
            texts.append(t["text"])
            if "blip_caption" in t:
                texts.append(t["blip_caption"])
        return "\n".join(texts), len(obj[keys[0]])
    if path.endswith((".eml", ".mbox")):
        with open(path, "rb") as f:
            msg = email.message_from_binary_file(f)
        return str(msg), 0
    if path.endswith(".ics"):
        import icalendar
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        return cal.to_ical().decode("utf-8"), 0
    err("%s: unexpected file type" % rel)
    return "", 0


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    text = {}
    per_pair = collections.Counter()
    shapes = collections.Counter()
    for rel in files:
        t, nturns = decode(os.path.join(VAULT, rel))
        text[rel] = t
        per_pair[rel.split("/")[0]] += 1
        shape = ("telegram" if rel.endswith("result.json") else
                 "locomo" if rel.endswith(".json") else
                 "whatsapp" if rel.endswith(".txt") else "jsonl")
        shapes[shape] += 1
        if not 15 <= nturns <= 40:
            err("%s: %d turns (want 15-40)" % (rel, nturns))
    print("files: %d  per pair: %s  shapes: %s" % (len(files), dict(per_pair), dict(shapes)))
    for p, c in per_pair.items():
        if not 12 <= c <= 20:
            err("pair %s has %d sessions (want 12-20)" % (p, c))

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80")
    kinds = collections.Counter(q["kind"] for q in qs)
    if dict(kinds) != KINDS:
        err("kind counts %s" % dict(kinds))
    src = {q["id"]: q for q in questions.QUESTIONS}
    review = []
    for q in qs:
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(fld):
                err("%s: empty %s" % (q.get("id"), fld))
        keys = src[q["id"]]["keys"]
        if sorted(keys) != sorted(q["gold"]):
            err("%s: gold differs from key files" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        if q["kind"] != "multi_hop" and len(q["gold"]) > 3:
            err("%s: too many gold files" % q["id"])
        for g in q["gold"]:
            if g not in text:
                err("%s: gold path missing %s" % (q["id"], g))
                continue
            for k in keys[g]:
                if k.lower() not in text[g].lower():
                    err("%s: key %r not in %s" % (q["id"], k, g))
        allkeys = sorted({k for ks in keys.values() for k in ks})
        for rel in files:
            if rel in q["gold"]:
                continue
            for k in allkeys:
                if k.lower() in text[rel].lower():
                    review.append("%s  key %r also in non-gold %s" % (q["id"], k, rel))
    print("\nnon-gold files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    if not review:
        print("  (none)")
    print("\n%d files, %d questions, %d errors" % (len(files), len(qs), len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
