#!/usr/bin/env python3
"""Validate convo16: structure of every session file, queries.json, and answer keys.

- every gold path exists and contains each of its answer keys once decoded
  (JSON parsed, Telegram text-entity lists joined, LoCoMo \\u escapes undone);
- every session file parses in its shape and carries its session date;
- ids unique c01..c80, 20 questions of each kind, gold in queries.json == questions.py;
- .ics / .eml / .mbox would be parsed too (this set has none);
- lists NON-gold files that contain an answer key, for review by hand.
Exit status 1 on any error.
"""
import collections
import datetime as dt
import email
import json
import mailbox
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

from questions import QUESTIONS  # noqa: E402
import build  # noqa: E402

KINDS = {"single_hop", "multi_hop", "temporal", "open_domain"}
errors = []


def err(msg):
    errors.append(msg)


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, list):
        for x in obj:
            yield from strings(x)
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v)


def tg_join(text):
    if isinstance(text, str):
        return text
    return "".join(p if isinstance(p, str) else p.get("text", "") for p in text)


LOCOMO_DT = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$")
WA_ANDROID = re.compile(r"^(\d{2}/\d{2}/\d{4}), (\d{2}:\d{2}) - (.*)$")
WA_IOS = re.compile(r"^\[(\d{2}/\d{2}/\d{4}), (\d{2}:\d{2}:\d{2})\] ([^:]+): (.*)$")


def decode_and_validate(rel):
    """Return (decoded text, first datetime, number of messages)."""
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    if rel.endswith(".json") and rel.endswith("result.json"):
        obj = json.loads(raw.decode("utf-8"))
        if obj.get("type") != "personal_chat" or not obj.get("messages"):
            err("%s: not a Telegram personal_chat export" % rel)
        parts = []
        first = None
        for m in obj["messages"]:
            d = dt.datetime.strptime(m["date"], "%Y-%m-%dT%H:%M:%S")
            first = first or d
            if int(m["date_unixtime"]) <= 0:
                err("%s: bad unixtime" % rel)
            joined = tg_join(m["text"])
            ents = "".join(e["text"] for e in m["text_entities"])
            if joined != ents:
                err("%s: text/text_entities mismatch in message %s" % (rel, m["id"]))
            parts.append("%s: %s" % (m["from"], joined))
        return "\n".join(parts), first, len(obj["messages"])
    if rel.endswith(".json"):
        obj = json.loads(raw.decode("ascii"))
        keys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        if len(keys) != 1 or "speaker_a" not in obj or "speaker_b" not in obj:
            err("%s: not a LoCoMo session object" % rel)
            return "", None, 0
        k = keys[0]
        n = int(k.split("_")[1])
        stamp = obj.get("%s_date_time" % k, "")
        if not LOCOMO_DT.match(stamp):
            err("%s: bad %s_date_time %r" % (rel, k, stamp))
        first = dt.datetime.strptime(stamp, "%I:%M %p on %d %B, %Y")
        for i, t in enumerate(obj[k], 1):
            if t.get("dia_id") != "D%d:%d" % (n, i) or t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]):
                err("%s: bad turn %d" % (rel, i))
        return "\n".join(strings(obj)), first, len(obj[k])
    if rel.endswith(".jsonl"):
        parts, first, n = [], None, 0
        for line in raw.decode("utf-8").splitlines():
            rec = json.loads(line)
            d = dt.datetime.fromisoformat(rec["ts"])
            first = first or d.replace(tzinfo=None)
            parts.append("%s: %s" % (rec["sender"], rec["text"]))
            n += 1
        return "\n".join(parts), first, n
    if rel.endswith(".txt"):
        text = raw.decode("utf-8")
        lines = text.replace("\r\n", "\n").rstrip("\n").split("\n")
        first, n = None, 0
        for ln in lines[1:]:
            m = WA_ANDROID.match(ln)
            if m:
                d = dt.datetime.strptime(m.group(1) + " " + m.group(2), "%d/%m/%Y %H:%M")
            else:
                m = WA_IOS.match(ln)
                if not m:
                    err("%s: unparsable WhatsApp line %r" % (rel, ln[:60]))
                    continue
                d = dt.datetime.strptime(m.group(1) + " " + m.group(2), "%d/%m/%Y %H:%M:%S")
            first = first or d
            n += 1
        if "end-to-end encrypted" not in lines[0]:
            err("%s: missing WhatsApp export header" % rel)
        return text, first, n
    if rel.endswith(".ics"):
        import icalendar
        cal = icalendar.Calendar.from_ical(raw)
        return "\n".join(str(c.get("summary", "")) + "\n" + str(c.get("description", "")) for c in cal.walk()), None, 0
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw)
        body = []
        for part in msg.walk():
            if part.get_content_maintype() == "text":
                body.append(part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8", "replace"))
        return "\n".join(body), None, 0
    if rel.endswith(".mbox"):
        return "\n".join(str(m) for m in mailbox.mbox(path)), None, 0
    err("%s: unexpected file type" % rel)
    return raw.decode("utf-8", "replace"), None, 0


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT).replace(os.sep, "/")
                   for d, _, fs in os.walk(VAULT) for f in fs)
    decoded = {}
    shapes = collections.Counter()
    paths = build.session_paths()
    expected = set(paths.values())
    if set(files) != expected:
        err("vault files differ from the session list: extra %s missing %s"
            % (sorted(set(files) - expected), sorted(expected - set(files))))
    # per-session checks: parse, date matches the session's start, 15-40 messages, dates increase
    last = {}
    for (folder, n), rel in sorted(paths.items()):
        if rel not in files:
            continue
        text, first, count = decode_and_validate(rel)
        decoded[rel] = text
        shape = ("telegram" if rel.endswith("result.json") else "locomo" if rel.endswith(".json")
                 else "jsonl" if rel.endswith(".jsonl") else "whatsapp")
        shapes[shape] += 1
        pair = [p for p in build.PAIRS if p.PAIR["folder"] == folder][0]
        start = dt.datetime.strptime([s for s in pair.SESSIONS if s["n"] == n][0]["start"], "%Y-%m-%d %H:%M")
        if first is None or first.replace(second=0) != start:
            err("%s: first timestamp %s != session start %s" % (rel, first, start))
        if not 15 <= count <= 40:
            err("%s: %d messages (want 15-40)" % (rel, count))
        if folder in last and start <= last[folder]:
            err("%s: session dates not increasing" % rel)
        last[folder] = start

    # queries.json vs questions.py
    rows = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = collections.Counter(r["kind"] for r in rows)
    if set(kinds) != KINDS or any(v != 20 for v in kinds.values()):
        err("kind counts wrong: %s" % dict(kinds))
    for r in rows:
        if set(r) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: wrong fields" % r["id"])
        if not r["gold"] or not r["gold_hint"].strip():
            err("%s: empty gold or hint" % r["id"])
        if r["kind"] == "multi_hop" and len(r["gold"]) < 2:
            err("%s: multi_hop with a single gold file" % r["id"])
    byid = {r["id"]: r for r in rows}

    review = []
    for qid, kind, query, gold, hint in QUESTIONS:
        r = byid.get(qid)
        gpaths = {paths[k] for k in gold}
        if r is None or set(r["gold"]) != gpaths or r["kind"] != kind or r["query"] != query:
            err("%s: queries.json out of sync with questions.py (re-run build.py)" % qid)
        for k, keys in gold.items():
            rel = paths[k]
            if rel not in decoded:
                err("%s: gold file missing %s" % (qid, rel))
                continue
            for key in keys:
                if key not in decoded[rel]:
                    err("%s: key %r not found in gold %s" % (qid, key, rel))
        # non-gold files holding any key
        for k, keys in gold.items():
            for key in keys:
                others = [f for f, t in decoded.items() if f not in gpaths and key in t]
                if others:
                    review.append("%s key %r also in: %s" % (qid, key, ", ".join(others)))

    print("files: %d  shapes: %s" % (len(files), dict(sorted(shapes.items()))))
    print("questions: %d  kinds: %s" % (len(rows), dict(sorted(kinds.items()))))
    print("\nnon-gold files containing an answer key (reviewed by hand, see README):")
    for line in review:
        print("  " + line)
    if not review:
        print("  (none)")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all gold files exist and contain their answer keys; all session files parse.")


if __name__ == "__main__":
    main()
