#!/usr/bin/env python3
"""Validate the convo2 eval set.

Checks
 1. every file under vault/ loads and matches one of the three shapes:
    (a) {"conversation","session","date_time","turns":[{speaker,dia_id,text}]}
    (b) {"messages":[{role,content,timestamp ISO}]}
    (c) [{speaker,text,time "YYYY-MM-DD HH:MM"}]
    with 14-30 turns, exactly the two speakers of that conversation,
    non-decreasing timestamps, dia_ids D<session>:<i>, and session dates
    strictly increasing within each conversation;
 2. queries.json: 90 items k01..k90, kinds in blocks 30/20/20/20, gold
    paths exist, non-empty query and gold_hint;
 3. every gold file contains each of its key evidence strings
    (gen/evidence.json, case-insensitive);
 4. completeness: each "exclusive" term of a query occurs in no non-gold
    session of the same conversation (word-boundary, case-insensitive match).

--sweep additionally lists, for every evidence string, the non-gold sessions
of the same conversation that also contain it (for manual review of borderline sessions).
Exit code 0 = all checks passed.
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
SPEAKERS = {"yusuf_hannah": {"Yusuf", "Hannah"},
            "grace_tomas": {"Grace", "Tomás"},
            "olu_mei": {"Olu", "Mei"}}
errors = []


def err(msg):
    errors.append(msg)


def contains(text, s):
    """Case-insensitive match of s in text, with word boundaries at
    alphanumeric ends (so 'Ravi' does not match 'craving')."""
    pat = re.escape(s.lower())
    if s[:1].isalnum():
        pat = r"\b" + pat
    if s[-1:].isalnum():
        pat = pat + r"\b"
    return re.search(pat, text) is not None


def load_session(path):
    """Return (shape, turns[(speaker,text)], start datetime, session no or None)."""
    with open(path, encoding="utf-8") as f:
        obj = json.load(f)
    if isinstance(obj, dict) and "turns" in obj:
        for k in ("conversation", "session", "date_time", "turns"):
            if k not in obj:
                raise ValueError("shape a missing " + k)
        if not isinstance(obj["session"], int):
            raise ValueError("session not int")
        start = dt.datetime.strptime(obj["date_time"], "%I:%M %p on %d %B, %Y")
        turns = []
        for i, t in enumerate(obj["turns"], 1):
            if set(t) != {"speaker", "dia_id", "text"}:
                raise ValueError("shape a turn keys %s" % sorted(t))
            if t["dia_id"] != "D%d:%d" % (obj["session"], i):
                raise ValueError("bad dia_id %s" % t["dia_id"])
            turns.append((t["speaker"], t["text"]))
        return "a", turns, [start], obj["session"]
    if isinstance(obj, dict) and "messages" in obj:
        if set(obj) != {"messages"}:
            raise ValueError("shape b extra keys")
        turns, stamps = [], []
        for m in obj["messages"]:
            if set(m) != {"role", "content", "timestamp"}:
                raise ValueError("shape b message keys %s" % sorted(m))
            stamps.append(dt.datetime.strptime(m["timestamp"], "%Y-%m-%dT%H:%M:%S"))
            turns.append((m["role"], m["content"]))
        return "b", turns, stamps, None
    if isinstance(obj, list):
        turns, stamps = [], []
        for m in obj:
            if set(m) != {"speaker", "text", "time"}:
                raise ValueError("shape c keys %s" % sorted(m))
            stamps.append(dt.datetime.strptime(m["time"], "%Y-%m-%d %H:%M"))
            turns.append((m["speaker"], m["text"]))
        return "c", turns, stamps, None
    raise ValueError("unknown shape")


def main():
    sweep = "--sweep" in sys.argv
    texts = {}
    shapes = {}
    per_conv = {}
    for conv in sorted(os.listdir(VAULT)):
        if conv not in SPEAKERS:
            err("unexpected conversation dir %s" % conv)
            continue
        for fn in sorted(os.listdir(os.path.join(VAULT, conv))):
            rel = "%s/%s" % (conv, fn)
            try:
                shape, turns, stamps, sess = load_session(os.path.join(VAULT, rel))
            except Exception as e:  # noqa: BLE001
                err("%s: %s" % (rel, e))
                continue
            shapes[rel] = shape
            if not 14 <= len(turns) <= 30:
                err("%s: %d turns (want 14-30)" % (rel, len(turns)))
            spk = {s for s, _ in turns}
            if spk != SPEAKERS[conv]:
                err("%s: speakers %s" % (rel, spk))
            if any(not t.strip() for _, t in turns):
                err("%s: empty turn text" % rel)
            if stamps != sorted(stamps):
                err("%s: timestamps not sorted" % rel)
            if shape in "bc":
                m = re.search(r"(\d{4})-?(\d{2})-?(\d{2})", fn)
                if not m or dt.date(*map(int, m.groups())) != stamps[0].date():
                    err("%s: filename date does not match first timestamp" % rel)
            per_conv.setdefault(conv, []).append((stamps[0], rel, sess))
            texts[rel] = "\n".join(t for _, t in turns).lower()

    # chronological order and session numbers for shape (a)
    for conv, items in per_conv.items():
        items.sort()
        for idx, (_, rel, sess) in enumerate(items, 1):
            if sess is not None and sess != idx:
                err("%s: session number %d but chronological position %d" % (rel, sess, idx))
        conv_shapes = {shapes[rel] for _, rel, _ in items}
        if conv_shapes != {"a", "b", "c"}:
            err("%s: shapes not mixed (%s)" % (conv, conv_shapes))

    # queries
    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    with open(os.path.join(HERE, "evidence.json"), encoding="utf-8") as f:
        evidence = json.load(f)
    if len(queries) != 90:
        err("expected 90 queries, got %d" % len(queries))
    kinds = ["single_hop"] * 30 + ["multi_hop"] * 20 + ["temporal"] * 20 + ["open_domain"] * 20
    for i, (qq, kind) in enumerate(zip(queries, kinds), 1):
        qid = "k%02d" % i
        if qq.get("id") != qid:
            err("query %d has id %s" % (i, qq.get("id")))
        if set(qq) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: keys %s" % (qid, sorted(qq)))
        if qq.get("kind") != kind:
            err("%s: kind %s, expected %s" % (qid, qq.get("kind"), kind))
        if not qq.get("query", "").strip() or not qq.get("gold_hint", "").strip():
            err("%s: empty query or hint" % qid)
        gold = qq.get("gold", [])
        if not gold or len(set(gold)) != len(gold):
            err("%s: empty or duplicate gold" % qid)
        if kind == "multi_hop" and len(gold) < 2:
            err("%s: multi_hop with <2 gold" % qid)
        convs = {g.split("/")[0] for g in gold}
        if len(convs) != 1:
            err("%s: gold spans conversations %s" % (qid, convs))
        for g in gold:
            if g not in texts:
                err("%s: gold file missing %s" % (qid, g))
        ev = evidence.get(qid)
        if ev is None:
            err("%s: no evidence entry" % qid)
            continue
        if set(ev["evidence"]) != set(gold):
            err("%s: evidence files != gold" % qid)
        for g, strings in ev["evidence"].items():
            for s in strings:
                if not contains(texts.get(g, ""), s):
                    err("%s: evidence %r not found in gold %s" % (qid, s, g))
        conv = gold[0].split("/")[0] if gold else ""
        same = {r: t for r, t in texts.items() if r.startswith(conv + "/")}
        for term in ev["exclusive"]:
            hits = [r for r, t in same.items() if contains(t, term)]
            extra = sorted(set(hits) - set(gold))
            missing_all = not hits
            if extra:
                err("%s: exclusive term %r also in non-gold %s" % (qid, term, extra))
            if missing_all:
                err("%s: exclusive term %r not found anywhere" % (qid, term))
        if sweep:
            for g, strings in ev["evidence"].items():
                for s in strings:
                    extra = sorted(r for r, t in same.items() if contains(t, s) and r not in gold)
                    if extra:
                        print("SWEEP %s %-35r also in %s" % (qid, s, extra))

    print("files: %d  (shapes a/b/c = %d/%d/%d)" % (
        len(texts), *[sum(1 for s in shapes.values() if s == x) for x in "abc"]))
    for conv in sorted(per_conv):
        print("  %-13s %2d sessions" % (conv, len(per_conv[conv])))
    print("queries: %d  gold paths: %d" % (len(queries), sum(len(q["gold"]) for q in queries)))
    if errors:
        print("FAILED (%d errors)" % len(errors))
        for e in errors:
            print("  -", e)
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
