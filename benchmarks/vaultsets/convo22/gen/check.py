#!/usr/bin/env python3
"""Validator for the convo22 held-out set.

    cd benchmarks/vaultsets/convo22 && python gen/check.py

Checks: queries.json shape, unique ids c01..c80, 20 questions of each kind, every gold path
exists, every gold file contains all of its answer keys once decoded (JSON parsed, Telegram
mixed-entity text flattened, JSONL \\u-escapes decoded, e-mail bodies base64/QP/HTML decoded,
.ics parsed with icalendar), every .ics / .eml / .mbox parses, every session file has the
expected shape and 15-40 turns. It then lists non-gold files that also contain an answer key
so they can be reviewed by hand. Exit status 1 on any hard failure.
"""
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import questions  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []
notes = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------ decoding
def strings_in(obj):
    """All string leaves of a parsed JSON value; Telegram mixed text lists are flattened."""
    out = []
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k == "text" and isinstance(v, list):
                out.append("".join(x if isinstance(x, str) else x.get("text", "") for x in v))
            elif k == "text_entities" and isinstance(v, list):
                continue  # same content as "text", already flattened above
            else:
                out.extend(strings_in(v))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(strings_in(v))
    return out


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def decode_message(msg):
    parts = [str(msg.get("Subject", "")), str(msg.get("From", "")), str(msg.get("To", "")),
             str(msg.get("Date", ""))]
    for part in msg.walk():
        if part.is_multipart():
            continue
        payload = part.get_payload(decode=True)
        if payload is None:
            continue
        text = payload.decode(part.get_content_charset() or "utf-8", errors="replace")
        if part.get_content_type() == "text/html":
            text = strip_html(text)
        parts.append(text)
    return "\n".join(parts)


def decode_file(path):
    """Return (decoded text, parsed object or None)."""
    low = path.lower()
    if low.endswith(".jsonl"):
        recs = []
        with open(path, encoding="utf-8") as fh:
            for ln, line in enumerate(fh, 1):
                if line.strip():
                    try:
                        recs.append(json.loads(line))
                    except ValueError as e:
                        err("%s line %d: bad JSON (%s)" % (path, ln, e))
        return "\n".join(strings_in(recs)), recs
    if low.endswith(".json"):
        with open(path, encoding="utf-8") as fh:
            obj = json.load(fh)
        return "\n".join(strings_in(obj)), obj
    if low.endswith(".ics"):
        import icalendar
        with open(path, "rb") as fh:
            cal = icalendar.Calendar.from_ical(fh.read())
        bits = []
        for comp in cal.walk():
            for k, v in comp.items():
                try:
                    bits.append(str(v.to_ical().decode("utf-8")) if hasattr(v, "to_ical") else str(v))
                except Exception:
                    bits.append(str(v))
                if k in ("SUMMARY", "DESCRIPTION", "LOCATION"):
                    bits.append(str(v))
        return "\n".join(bits), cal
    if low.endswith(".eml"):
        with open(path, "rb") as fh:
            msg = email.message_from_binary_file(fh, policy=email.policy.default)
        return decode_message(msg), msg
    if low.endswith(".mbox"):
        box = mailbox.mbox(path)
        return "\n\n".join(decode_message(m) for m in box), box
    with open(path, encoding="utf-8") as fh:
        return fh.read(), None


# ------------------------------------------------------------------ shape checks
LOCOMO_TS = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$")
WA_LINE = re.compile(r"^\d{2}/\d{2}/\d{4}, \d{2}:\d{2} - [^:]+: .*$")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)?$")


def check_shape(rel, obj, text):
    name = os.path.basename(rel)
    if name.endswith("_result.json"):
        for k in ("name", "type", "id", "messages"):
            if k not in obj:
                err("%s: Telegram export lacks %r" % (rel, k))
        msgs = [m for m in obj.get("messages", []) if m.get("type") == "message"]
        for m in obj.get("messages", []):
            if not ISO.match(m.get("date", "")) or not m.get("date_unixtime", "").isdigit():
                err("%s: bad Telegram date on message %s" % (rel, m.get("id")))
        return len(msgs)
    if name.endswith(".json"):
        n = int(re.search(r"session_(\d+)", name).group(1))
        for k in ("speaker_a", "speaker_b", "session_%d_date_time" % n, "session_%d" % n):
            if k not in obj:
                err("%s: LoCoMo file lacks %r" % (rel, k))
                return 0
        if not LOCOMO_TS.match(obj["session_%d_date_time" % n]):
            err("%s: bad LoCoMo date_time %r" % (rel, obj["session_%d_date_time" % n]))
        turns = obj["session_%d" % n]
        for i, t in enumerate(turns, 1):
            if t.get("dia_id") != "D%d:%d" % (n, i) or t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]) \
                    or not isinstance(t.get("text"), str):
                err("%s: bad LoCoMo turn %d" % (rel, i))
        return len(turns)
    if name.endswith(".jsonl"):
        for i, r in enumerate(obj, 1):
            if set(("from", "date", "msg")) - set(r) or not ISO.match(r["date"]):
                err("%s: bad JSONL record %d" % (rel, i))
        return len(obj)
    if name.endswith(".txt"):
        lines = [l for l in text.split("\n") if l]
        for l in lines:
            if not WA_LINE.match(l):
                err("%s: line not in WhatsApp export shape: %r" % (rel, l[:60]))
        return sum(1 for l in lines if not l.endswith(": <Media omitted>"))
    return None


# ------------------------------------------------------------------ main
def main():
    # files
    files = {}
    kinds_of_file = Counter()
    for dirpath, _, names in os.walk(VAULT):
        for nm in sorted(names):
            full = os.path.join(dirpath, nm)
            rel = os.path.relpath(full, VAULT).replace(os.sep, "/")
            try:
                text, obj = decode_file(full)
            except Exception as e:  # parse failure is a hard error
                err("%s: cannot parse (%s)" % (rel, e))
                continue
            files[rel] = norm(text)
            ext = ".jsonl" if nm.endswith(".jsonl") else ("telegram" if nm.endswith("_result.json") else os.path.splitext(nm)[1])
            kinds_of_file[ext] += 1
            nturns = check_shape(rel, obj, text)
            if nturns is not None and not 15 <= nturns <= 40:
                err("%s: %d turns (expected 15-40)" % (rel, nturns))

    # queries.json
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        qs = json.load(fh)
    by_id = {q["id"]: q for q in questions.QUESTIONS}
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if sorted(ids) != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not exactly c01..c80")
    kc = Counter(q["kind"] for q in qs)
    if dict(kc) != KINDS:
        err("kind counts %s, expected %s" % (dict(kc), KINDS))
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q.get("id"), sorted(q)))
        src = by_id.get(q["id"])
        if src is None or src["gold"] != q["gold"] or src["query"] != q["query"]:
            err("%s: queries.json out of date with gen/questions.py (re-run build.py)" % q["id"])
            continue
        if not q["gold"] or not q["gold_hint"].strip():
            err("%s: empty gold or gold_hint" % q["id"])
        if len(set(q["gold"])) != len(q["gold"]):
            err("%s: duplicate gold path" % q["id"])
        n = len(q["gold"])
        if q["kind"] in ("single_hop", "temporal") and n != 1:
            err("%s: %s should have one gold file, has %d" % (q["id"], q["kind"], n))
        if q["kind"] == "multi_hop" and not 2 <= n <= 3:
            err("%s: multi_hop needs 2-3 gold files, has %d" % (q["id"], n))
        for g in q["gold"]:
            if g not in files:
                err("%s: gold path missing: %s" % (q["id"], g))
                continue
            for key in src["keys"][g]:
                if norm(key) not in files[g]:
                    err("%s: key %r not found in gold %s" % (q["id"], key, g))

    # non-gold files containing an answer key -> review list
    review = []
    for q in qs:
        src = by_id.get(q["id"])
        if not src:
            continue
        for g, keys in src["keys"].items():
            for key in keys:
                hits = [f for f in files if f not in q["gold"] and norm(key) in files[f]]
                if hits:
                    review.append("%s key %r (gold %s) also in: %s" % (q["id"], key, g, ", ".join(hits)))

    print("files: %d  (%s)" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(kinds_of_file.items()))))
    print(".ics parsed: %d   .eml/.mbox parsed: %d" % (kinds_of_file[".ics"], kinds_of_file[".eml"] + kinds_of_file[".mbox"]))
    print("questions: %d  kinds: %s" % (len(qs), dict(sorted(kc.items()))))
    print("gold references: %d" % sum(len(q["gold"]) for q in qs))
    print("\nnon-gold files containing an answer key (review by hand): %d" % len(review))
    for r in review:
        print("  " + r)
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
