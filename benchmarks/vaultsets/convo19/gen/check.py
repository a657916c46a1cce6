#!/usr/bin/env python3
"""Validate the convo19 set.

Checks: queries.json shape, ids c01-c80 unique, 20 questions of each kind, queries.json agrees with
gen/questions.py; every gold path exists; every gold file contains each of its answer keys once decoded
(JSON parsed and all string values joined; WhatsApp .txt read as UTF-8; .eml/.mbox/.ics parsed if present);
session files have the right shape, a date, 15-40 turns, two speakers; 12-20 sessions per pair; file-shape counts.
Then lists, for review by hand, non-gold files that contain one of a question's answer keys.
"""
import email
import email.policy
import json
import mailbox
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from questions import QUESTIONS  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []
warnings = []


def err(msg):
    errors.append(msg)


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield str(k)
            yield from strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v)


def decode_msg(msg):
    parts = []
    for k, v in msg.items():
        parts.append("%s: %s" % (k, v))
    for part in msg.walk():
        if part.is_multipart():
            continue
        try:
            payload = part.get_content()
        except Exception:
            payload = part.get_payload(decode=True) or b""
            payload = payload.decode("utf-8", "replace")
        if isinstance(payload, bytes):
            payload = payload.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            payload = re.sub(r"<[^>]+>", " ", payload)
        parts.append(str(payload))
    return "\n".join(parts)


def decoded_text(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".json":
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        text = "\n".join(strings(obj))
    elif ext == ".eml":
        with open(path, "rb") as f:
            text = decode_msg(email.message_from_binary_file(f, policy=email.policy.default))
    elif ext == ".mbox":
        text = "\n".join(decode_msg(m) for m in mailbox.mbox(path))
    elif ext == ".ics":
        import icalendar
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        text = "\n".join(str(v) for c in cal.walk() for v in c.values())
    else:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    return unicodedata.normalize("NFC", text).casefold()


def all_files():
    out = []
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            out.append(os.path.relpath(os.path.join(dp, fn), VAULT).replace(os.sep, "/"))
    return sorted(out)


LOCOMO_DATE = re.compile(r"^\d{1,2}:\d\d (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$")
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$")
WA_LINE = re.compile(r"^(\d\d/\d\d/\d{4}), (\d\d:\d\d) - ([^:]+): (.*)$")
WA_SYS = re.compile(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - Messages and calls are end-to-end encrypted")


def check_session(rel):
    """Return (shape, n_turns, speakers) or record an error."""
    path = os.path.join(VAULT, rel)
    if rel.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if isinstance(obj, dict):
            keys = set(obj)
            n = None
            for k in keys:
                m = re.match(r"^session_(\d+)$", k)
                if m:
                    n = int(m.group(1))
            if n is None or not {"speaker_a", "speaker_b", "session_%d_date_time" % n} <= keys:
                err("%s: not a LoCoMo session object (keys %s)" % (rel, sorted(keys)))
                return None
            if not LOCOMO_DATE.match(obj["session_%d_date_time" % n]):
                err("%s: bad LoCoMo date %r" % (rel, obj["session_%d_date_time" % n]))
            turns = obj["session_%d" % n]
            for i, t in enumerate(turns, 1):
                if not {"speaker", "dia_id", "text"} <= set(t) or t["dia_id"] != "D%d:%d" % (n, i):
                    err("%s: bad LoCoMo turn %d" % (rel, i))
                if t["speaker"] not in (obj["speaker_a"], obj["speaker_b"]):
                    err("%s: unknown speaker %r" % (rel, t["speaker"]))
            return "locomo", len(turns), {t["speaker"] for t in turns}
        if isinstance(obj, list):
            for i, t in enumerate(obj):
                if set(t) != {"speaker", "time", "text"} or not ISO.match(t["time"]):
                    err("%s: bad jsonlist row %d" % (rel, i))
            times = [t["time"] for t in obj]
            if times != sorted(times):
                err("%s: times not in order" % rel)
            return "jsonlist", len(obj), {t["speaker"] for t in obj}
        err("%s: unexpected JSON top level" % rel)
        return None
    if rel.endswith(".txt"):
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if not WA_SYS.match(lines[0]):
            err("%s: missing WhatsApp encryption header" % rel)
        n, speakers, prev = 0, set(), None
        for ln in lines[1:]:
            if not ln:
                continue
            m = WA_LINE.match(ln)
            if m:
                if m.group(4) != "<Media omitted>":
                    n += 1
                speakers.add(m.group(3))
                d, hm = m.group(1), m.group(2)
                key = (d[6:] + d[3:5] + d[:2], hm)
                if prev and key < prev:
                    err("%s: timestamps go backwards" % rel)
                prev = key
        return "whatsapp", n, speakers
    err("%s: unexpected file type" % rel)
    return None


def main():
    # ---- queries.json
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not exactly c01..c80 in order")
    for q in queries:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: wrong fields %s" % (q.get("id"), sorted(q)))
        if not q["gold"] or len(q["gold"]) != len(set(q["gold"])):
            err("%s: empty or duplicate gold" % q["id"])
    counts = {}
    for q in queries:
        counts[q["kind"]] = counts.get(q["kind"], 0) + 1
    if counts != KINDS:
        err("kind counts %s != %s" % (counts, KINDS))
    for q in queries:
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        if q["kind"] == "single_hop" and len(q["gold"]) != 1:
            err("%s: single_hop needs exactly 1 gold file" % q["id"])
    src = {q["id"]: q for q in QUESTIONS}
    for q in queries:
        s = src.get(q["id"])
        if not s or any(s[k] != q[k] for k in ("query", "gold", "kind", "gold_hint")):
            err("%s: queries.json out of sync with gen/questions.py (run gen/make_queries.py)" % q["id"])

    # ---- files
    files = all_files()
    texts = {rel: decoded_text(os.path.join(VAULT, rel)) for rel in files}
    shapes = {}
    per_pair = {}
    for rel in files:
        res = check_session(rel)
        if not res:
            continue
        shape, n, speakers = res
        shapes[shape] = shapes.get(shape, 0) + 1
        per_pair[rel.split("/")[0]] = per_pair.get(rel.split("/")[0], 0) + 1
        if not 15 <= n <= 40:
            err("%s: %d turns (want 15-40)" % (rel, n))
        if len(speakers) != 2:
            err("%s: speakers %s" % (rel, sorted(speakers)))
    for pair, n in sorted(per_pair.items()):
        if not 12 <= n <= 20:
            err("%s: %d sessions (want 12-20)" % (pair, n))

    # ---- gold + keys
    for q in QUESTIONS:
        for rel, keys in q["keys"].items():
            if rel not in texts:
                err("%s: gold file missing: %s" % (q["id"], rel))
                continue
            for k in keys:
                if unicodedata.normalize("NFC", k).casefold() not in texts[rel]:
                    err("%s: key %r not found in %s" % (q["id"], k, rel))

    # ---- non-gold files containing a key (for manual review)
    review = []
    for q in QUESTIONS:
        allkeys = sorted({k for ks in q["keys"].values() for k in ks})
        for rel in files:
            if rel in q["keys"]:
                continue
            hit = [k for k in allkeys if unicodedata.normalize("NFC", k).casefold() in texts[rel]]
            if hit:
                review.append("%s  %s  contains %s" % (q["id"], rel, hit))

    print("files: %d  (%s)" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(shapes.items()))))
    print("sessions per pair: %s" % per_pair)
    print("questions: %d  kinds: %s" % (len(queries), counts))
    print("\nnon-gold files containing an answer key (review by hand): %d" % len(review))
    for r in review:
        print("  " + r)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
