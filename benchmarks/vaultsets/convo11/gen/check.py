#!/usr/bin/env python3
"""Validate convo11: queries, gold files, answer keys, file shapes; list non-gold key hits for review."""
import collections
import email
import glob
import json
import os
import re
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import questions  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []


def err(msg):
    errors.append(msg)


def flatten(obj, out):
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, list):
        for x in obj:
            flatten(x, out)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k == "text_entities":
                continue  # duplicate of "text" in Telegram exports
            if k == "text" and isinstance(v, list):  # Telegram rich text: join the pieces
                out.append("".join(p if isinstance(p, str) else p.get("text", "") for p in v))
            else:
                flatten(v, out)


def decode(path):
    """Return (decoded text, list of turns) for one vault file; record shape errors."""
    rel = os.path.relpath(path, VAULT)
    raw = open(path, encoding="utf-8").read()
    parts, turns = [], 0
    if path.endswith(".jsonl"):
        for i, line in enumerate(raw.splitlines(), 1):
            try:
                row = json.loads(line)
            except ValueError as e:
                err("%s line %d: bad JSON (%s)" % (rel, i, e))
                continue
            for k in ("ts", "sender", "text"):
                if k not in row:
                    err("%s line %d: missing %s" % (rel, i, k))
            turns += 1
            flatten(row, parts)
    elif path.endswith(".json"):
        try:
            obj = json.loads(raw)
        except ValueError as e:
            err("%s: bad JSON (%s)" % (rel, e))
            return raw, 0
        if isinstance(obj, dict) and "speaker_a" in obj:  # LoCoMo shape
            m = re.search(r"session_(\d+)\.json$", rel)
            n = int(m.group(1))
            dtk, sk = "session_%d_date_time" % n, "session_%d" % n
            if dtk not in obj or sk not in obj:
                err("%s: LoCoMo keys %s/%s missing" % (rel, dtk, sk))
            elif not re.fullmatch(r"\d{1,2}:\d\d [ap]m on \d{1,2} [A-Z][a-z]+, \d{4}", obj[dtk]):
                err("%s: bad LoCoMo date %r" % (rel, obj[dtk]))
            for i, t in enumerate(obj.get(sk, []), 1):
                if set(t) < {"speaker", "dia_id", "text"} or t["dia_id"] != "D%d:%d" % (n, i):
                    err("%s: bad LoCoMo turn %d" % (rel, i))
            turns = len(obj.get(sk, []))
        elif isinstance(obj, dict) and "messages" in obj:  # Telegram export
            for m in obj["messages"]:
                if not {"id", "type", "date", "date_unixtime", "from", "text"} <= set(m):
                    err("%s: Telegram message %s missing fields" % (rel, m.get("id")))
            turns = len(obj["messages"])
        elif isinstance(obj, list):  # plain list
            for i, m in enumerate(obj, 1):
                if not {"speaker", "time", "text"} <= set(m):
                    err("%s: plain message %d missing fields" % (rel, i))
            turns = len(obj)
        else:
            err("%s: unknown JSON shape" % rel)
        flatten(obj, parts)
    elif path.endswith(".txt"):
        pat = re.compile(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - ")
        for i, line in enumerate(raw.splitlines(), 1):
            if not pat.match(line):
                err("%s line %d: not a WhatsApp line" % (rel, i))
        turns = len(raw.splitlines()) - 1
        parts.append(raw)
    elif path.endswith(".ics"):
        import icalendar
        try:
            cal = icalendar.Calendar.from_ical(raw)
            parts.append(raw)
            for c in cal.walk():
                for k in ("SUMMARY", "DESCRIPTION", "LOCATION"):
                    if c.get(k):
                        parts.append(str(c.get(k)))
        except Exception as e:  # noqa: BLE001
            err("%s: ics parse error %s" % (rel, e))
    elif path.endswith((".eml", ".mbox")):
        msg = email.message_from_string(raw)
        for p in msg.walk():
            if not p.is_multipart():
                b = p.get_payload(decode=True)
                if b:
                    parts.append(b.decode(p.get_content_charset() or "utf-8", "replace"))
    else:
        err("%s: unexpected file type" % rel)
        parts.append(raw)
    return "\n".join(parts), turns


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    files = sorted(p for p in glob.glob(os.path.join(VAULT, "**", "*"), recursive=True) if os.path.isfile(p))
    texts = {}
    shapes = collections.Counter()
    per_pair = collections.Counter()
    for p in files:
        rel = os.path.relpath(p, VAULT)
        text, turns = decode(p)
        texts[rel] = norm(text)
        per_pair[rel.split("/")[0]] += 1
        if not 15 <= turns <= 40:
            err("%s: %d turns (want 15-40)" % (rel, turns))
        if p.endswith(".txt"):
            shapes["whatsapp txt"] += 1
        elif p.endswith(".jsonl"):
            shapes["jsonl"] += 1
        else:
            obj = json.load(open(p, encoding="utf-8"))
            shapes["locomo json" if isinstance(obj, dict) and "speaker_a" in obj else
                   "telegram json" if isinstance(obj, dict) else "plain list json"] += 1
    for pair, c in per_pair.items():
        if not 12 <= c <= 20:
            err("%s: %d sessions (want 12-20)" % (pair, c))

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    src = {q["id"]: q for q in questions.QUESTIONS}
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in qs)
    if dict(kinds) != KINDS:
        err("kind counts %s != %s" % (dict(kinds), KINDS))
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q["id"], sorted(q)))
        if not q["gold"] or len(set(q["gold"])) != len(q["gold"]):
            err("%s: empty or duplicate gold" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        if q["kind"] in ("single_hop", "temporal") and len(q["gold"]) > 2:
            err("%s: too many gold files for %s" % (q["id"], q["kind"]))
        s = src.get(q["id"])
        if s is None or s["gold"] != q["gold"] or s["query"] != q["query"]:
            err("%s: queries.json out of sync with gen/questions.py (rerun build.py)" % q["id"])
            continue
        if set(s["keys"]) != set(q["gold"]):
            err("%s: keys do not cover exactly the gold files" % q["id"])
        for g in q["gold"]:
            if g not in texts:
                err("%s: gold file missing: %s" % (q["id"], g))
                continue
            for k in s["keys"][g]:
                if norm(k) not in texts[g]:
                    err("%s: key %r not found in %s" % (q["id"], k, g))

    print("files: %d  (%s)" % (len(files), ", ".join("%s %d" % kv for kv in sorted(shapes.items()))))
    print("sessions per pair: %s" % dict(sorted(per_pair.items())))
    print("questions: %d  kinds: %s" % (len(qs), dict(sorted(kinds.items()))))
    print("\nNon-gold files containing an answer key (review by hand):")
    n_review = 0
    for q in qs:
        s = src.get(q["id"])
        if not s:
            continue
        allkeys = sorted({k for ks in s["keys"].values() for k in ks})
        for rel, t in texts.items():
            if rel in q["gold"]:
                continue
            hit = [k for k in allkeys if norm(k) in t]
            if hit:
                n_review += 1
                print("  %s  %-36s %s" % (q["id"], rel, hit))
    print("  (%d to review)" % n_review)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
