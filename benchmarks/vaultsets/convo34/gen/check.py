#!/usr/bin/env python3
"""Validate convo34: gold paths, answer keys in decoded gold files, file shapes,
ids/kinds, and list non-gold files that also contain an answer key."""
import collections
import datetime
import json
import os
import re
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
PERU_TZ = datetime.timezone(datetime.timedelta(hours=-5))

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def unmojibake(o):
    if isinstance(o, str):
        return o.encode("latin-1").decode("utf-8")
    if isinstance(o, list):
        return [unmojibake(x) for x in o]
    if isinstance(o, dict):
        return {k: unmojibake(v) for k, v in o.items()}
    return o


def decode(path):
    """Return (text, session_date, n_turns, shape) for one session file."""
    rel = os.path.relpath(path, VAULT)
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if path.endswith(".json"):
        obj = json.loads(raw)
        if "messages" in obj and "participants" in obj:
            if re.search(r"[^\x00-\x7f]", raw):
                err("%s: Messenger export must be ASCII with \\u00XX escapes" % rel)
            obj = unmojibake(obj)
            msgs = obj["messages"]
            ts = [m["timestamp_ms"] for m in msgs]
            if ts != sorted(ts, reverse=True):
                err("%s: Messenger messages not newest-first" % rel)
            for m in msgs:
                for k in ("sender_name", "timestamp_ms"):
                    if k not in m:
                        err("%s: message without %s" % (rel, k))
            parts = [m.get("content", "") for m in msgs] + [m["sender_name"] for m in msgs]
            parts += [p["name"] for p in obj["participants"]]
            day = datetime.datetime.fromtimestamp(min(ts) / 1000, PERU_TZ).date()
            return "\n".join(parts), day, len(msgs), "messenger"
        # LoCoMo
        for k in ("speaker_a", "speaker_b"):
            if k not in obj:
                err("%s: LoCoMo file without %s" % (rel, k))
        dkeys = [k for k in obj if re.fullmatch(r"session_\d+_date_time", k)]
        if len(dkeys) != 1:
            err("%s: expected one session_N_date_time" % rel)
            return "", None, 0, "locomo"
        n = dkeys[0].split("_")[1]
        turns = obj["session_%s" % n]
        for i, t in enumerate(turns):
            if t.get("dia_id") != "D%s:%d" % (n, i + 1):
                err("%s: bad dia_id %r" % (rel, t.get("dia_id")))
            if t["speaker"] not in (obj["speaker_a"], obj["speaker_b"]):
                err("%s: unknown speaker %r" % (rel, t["speaker"]))
        day = datetime.datetime.strptime(obj[dkeys[0]], "%I:%M %p on %d %B, %Y").date()
        parts = [t["text"] for t in turns] + [t.get("blip_caption", "") for t in turns]
        return "\n".join(parts), day, len(turns), "locomo"
    if path.endswith(".jsonl"):
        rows = [json.loads(line) for line in raw.splitlines() if line.strip()]
        for r in rows:
            if set(r) != {"ts", "from", "msg"}:
                err("%s: bad JSONL row keys %s" % (rel, sorted(r)))
            datetime.datetime.fromisoformat(r["ts"])
        day = datetime.datetime.fromisoformat(rows[0]["ts"]).date()
        return "\n".join(r["msg"] for r in rows), day, len(rows), "jsonl"
    if path.endswith(".md"):
        lines = [l for l in raw.splitlines() if l.strip()]
        pat = re.compile(r"^\[(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})\] ([^:]+): (.*)$")
        texts = []
        first = None
        for l in lines:
            m = pat.match(l)
            if not m:
                err("%s: bad Signal line %r" % (rel, l))
                continue
            if first is None:
                first = datetime.date.fromisoformat(m.group(1))
            texts.append(m.group(4))
        return "\n".join(texts), first, len(lines), "signal"
    err("%s: unknown file type" % rel)
    return "", None, 0, "?"


def main():
    files = []
    for dp, dn, fn in os.walk(VAULT):
        dn.sort()
        for f in sorted(fn):
            files.append(os.path.join(dp, f))
    decoded = {}
    shapes = collections.Counter()
    per_pair = collections.Counter()
    for p in files:
        rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
        text, day, nturns, shape = decode(p)
        decoded[rel] = (text, day)
        shapes[shape] += 1
        per_pair[rel.split("/")[0]] += 1
        if not 15 <= nturns <= 40:
            err("%s: %d turns (want 15-40)" % (rel, nturns))
    print("files: %d  shapes: %s" % (len(files), dict(shapes)))
    print("sessions per pair: %s" % dict(per_pair))
    for pair, c in per_pair.items():
        if not 12 <= c <= 20:
            err("%s has %d sessions (want 12-20)" % (pair, c))

    # queries.json must match questions.py
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qjson = json.load(f)
    if [(q["id"], q["query"], q["gold"], q["kind"]) for q in qjson] != \
       [(q["id"], q["query"], q["gold"], q["kind"]) for q in questions.QUESTIONS]:
        err("queries.json out of date with gen/questions.py (rerun build.py)")
    ids = [q["id"] for q in qjson]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in qjson)
    if dict(kinds) != KINDS:
        err("kind counts %s != %s" % (dict(kinds), KINDS))
    for q in qjson:
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(k):
                err("%s: missing %s" % (q.get("id"), k))
        if q["kind"] == "multi_hop" and len(q["gold"]) < 2:
            err("%s: multi_hop with %d gold" % (q["id"], len(q["gold"])))

    # answer keys
    nongold_hits = []
    for q in questions.QUESTIONS:
        for gp in q["gold"]:
            if gp not in decoded:
                err("%s: gold path missing: %s" % (q["id"], gp))
                continue
            text, day = decoded[gp]
            for key in q["keys"][gp]:
                if key.startswith("DATE:"):
                    want = datetime.date.fromisoformat(key[5:])
                    if day != want:
                        err("%s: %s session date %s != %s" % (q["id"], gp, day, want))
                elif key.lower() not in text.lower():
                    err("%s: key %r not in %s" % (q["id"], key, gp))
        allkeys = {k for ks in q["keys"].values() for k in ks if not k.startswith("DATE:")}
        for rel, (text, day) in decoded.items():
            if rel in q["gold"]:
                continue
            hit = [k for k in allkeys if k.lower() in text.lower()]
            if hit:
                nongold_hits.append((q["id"], rel, hit))
    print("\nnon-gold files containing an answer key (review by hand):")
    for qid, rel, hit in nongold_hits:
        print("  %s  %-48s %s" % (qid, rel, hit))
    if not nongold_hits:
        print("  (none)")
    print("\nno .ics/.eml/.mbox files in this set" if not any(
        f.endswith((".ics", ".eml", ".mbox")) for f in files) else "")
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK: %d questions, %d files, all gold keys found" % (len(qjson), len(files)))


if __name__ == "__main__":
    main()
