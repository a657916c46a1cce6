#!/usr/bin/env python3
"""Validator for convo31.

Confirms: queries.json ids c01-c80 unique, 20 questions per kind; every gold path exists and contains
its answer keys once decoded (JSON parsed; Telegram text entity lists flattened; Facebook mojibake
repaired); every vault file parses and carries its session date in its shape's own way; sessions have
15-40 turns; pairs have 12-20 sessions; multi_hop questions have 2-3 gold files; any .ics/.eml/.mbox
in the vault parses. Then lists NON-gold files that contain an answer key, for review by hand.
"""
import collections
import datetime as dt
import email
import email.policy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import build  # noqa: E402
import questions  # noqa: E402

KINDS = {"single_hop", "multi_hop", "temporal", "open_domain"}
errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def fix_mojibake(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def strings(obj, fix=False):
    if isinstance(obj, str):
        yield fix_mojibake(obj) if fix else obj
    elif isinstance(obj, list):
        for x in obj:
            yield from strings(x, fix)
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v, fix)


def shape_of(obj):
    if isinstance(obj, dict):
        if "speaker_a" in obj:
            return "locomo"
        if obj.get("type") == "personal_chat":
            return "telegram"
        if "participants" in obj:
            return "messenger"
        if "guild" in obj and "channel" in obj:
            return "discord"
    return "unknown"


def session_dates(obj, shape):
    """Dates (datetime.date) this file states for its messages, read the way the shape stores them."""
    out = set()
    if shape == "locomo":
        keys = [k for k in obj if k.endswith("_date_time")]
        for k in keys:
            out.add(dt.datetime.strptime(obj[k], "%I:%M %p on %d %B, %Y").date())
    elif shape == "telegram":
        for m in obj["messages"]:
            out.add(dt.datetime.strptime(m["date"], "%Y-%m-%dT%H:%M:%S").date())
    elif shape == "messenger":
        for m in obj["messages"]:
            out.add(dt.datetime.utcfromtimestamp(m["timestamp_ms"] / 1000).date())
    elif shape == "discord":
        for m in obj["messages"]:
            out.add(dt.datetime.fromisoformat(m["timestamp"]).date())
    return out


def n_turns(obj, shape):
    if shape == "locomo":
        return sum(len(v) for k, v in obj.items() if k.startswith("session_") and isinstance(v, list))
    return len(obj["messages"])


def main():
    # ------------------------------------------------------------------ vault files
    decoded = {}
    shapes = collections.Counter()
    for dirpath, _, files in os.walk(VAULT):
        for fn in files:
            path = os.path.join(dirpath, fn)
            rel = os.path.relpath(path, VAULT).replace(os.sep, "/")
            low = fn.lower()
            if low.endswith(".ics"):
                import icalendar
                with open(path, "rb") as f:
                    icalendar.Calendar.from_ical(f.read())
                decoded[rel] = open(path, encoding="utf-8", errors="replace").read()
                continue
            if low.endswith(".eml") or low.endswith(".mbox"):
                with open(path, "rb") as f:
                    email.message_from_binary_file(f, policy=email.policy.default)
                decoded[rel] = open(path, encoding="utf-8", errors="replace").read()
                continue
            if not low.endswith(".json"):
                err("unexpected file type: %s" % rel)
                continue
            with open(path, encoding="utf-8") as f:
                raw = f.read()
            try:
                obj = json.loads(raw)
            except ValueError as e:
                err("JSON does not parse: %s (%s)" % (rel, e))
                continue
            shape = shape_of(obj)
            shapes[shape] += 1
            if shape == "unknown":
                err("unknown shape: %s" % rel)
                continue
            if shape == "messenger" and any(ord(c) > 127 for c in raw):
                err("messenger file should be ASCII-escaped like Facebook's: %s" % rel)
            decoded[rel] = "\n".join(strings(obj, fix=(shape == "messenger")))
            nt = n_turns(obj, shape)
            if not 15 <= nt <= 40:
                err("%s has %d turns (want 15-40)" % (rel, nt))
            dates = session_dates(obj, shape)
            if not dates:
                err("no session date found in %s" % rel)

    # cross-check against generator data: each session file states its session's date
    expected = {}
    per_pair = collections.Counter()
    for key, pair in build.PAIRS.items():
        for s in pair.SESSIONS:
            rel = build.session_relpath(pair, s)
            expected[rel] = (pair, s)
            per_pair[key] += 1
    for key, n in per_pair.items():
        if not 12 <= n <= 20:
            err("pair %s has %d sessions (want 12-20)" % (key, n))
    if set(expected) != set(decoded):
        err("vault files differ from generator sessions: %s" % sorted(set(expected) ^ set(decoded)))
    for rel, (pair, s) in expected.items():
        path = os.path.join(VAULT, rel)
        if not os.path.exists(path):
            continue
        obj = json.load(open(path, encoding="utf-8"))
        shape = shape_of(obj)
        want = dt.date(*s["start"][:3])
        got = session_dates(obj, shape)
        if shape == "messenger":  # stored in UTC; local evening may fall on the same date
            ok = want in got
        else:
            ok = got == {want}
        if not ok:
            err("%s: dates %s do not match session date %s" % (rel, sorted(got), want))

    print("vault: %d files; shapes: %s; sessions per pair: %s" % (
        len(decoded), dict(sorted(shapes.items())), dict(sorted(per_pair.items()))))

    # ------------------------------------------------------------------ queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not exactly c01..c80 in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    kinds = collections.Counter(q["kind"] for q in qs)
    if set(kinds) != KINDS or any(v != 20 for v in kinds.values()):
        err("kind counts wrong: %s" % dict(kinds))
    for q in qs:
        for field in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(field):
                err("%s: missing %s" % (q.get("id"), field))
    src = {q["id"]: q for q in questions.QUESTIONS}
    if set(src) != set(ids):
        err("questions.py and queries.json disagree on ids")

    # ------------------------------------------------------------------ gold + keys
    review = []
    for q in qs:
        s = src[q["id"]]
        if q["gold"] != [build.relpath(k, n) for k, n in s["gold"]]:
            err("%s: queries.json gold differs from questions.py" % q["id"])
        if len(set(q["gold"])) != len(q["gold"]):
            err("%s: duplicate gold" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        if q["kind"] in ("single_hop",) and len(q["gold"]) != 1:
            err("%s: single_hop should have one gold file" % q["id"])
        for k, n, keys in s["ev"]:
            rel = build.relpath(k, n)
            if rel not in decoded:
                err("%s: gold file missing: %s" % (q["id"], rel))
                continue
            text = decoded[rel].lower()
            for key in keys:
                if key.lower() not in text:
                    err("%s: key %r not found in gold %s" % (q["id"], key, rel))
            # other files holding the same key
            for key in keys:
                others = [r for r in sorted(decoded) if r not in q["gold"] and key.lower() in decoded[r].lower()]
                if others:
                    review.append((q["id"], key, others))

    print("queries: %d; kinds: %s" % (len(qs), dict(sorted(kinds.items()))))

    # keys that are only readable after decoding (Facebook mojibake), i.e. hidden from a raw grep
    hidden = []
    for q in qs:
        for k, n, keys in src[q["id"]]["ev"]:
            rel = build.relpath(k, n)
            raw = open(os.path.join(VAULT, rel), encoding="utf-8").read().lower()
            for key in keys:
                if key.lower() not in raw:
                    hidden.append("%s %r in %s" % (q["id"], key, rel))
    print("\nAnswer keys visible only after decoding (%d):" % len(hidden))
    for h in hidden:
        print("  " + h)
    print("\nNon-gold files containing an answer key (review by hand):")
    if not review:
        print("  (none)")
    for qid, key, others in review:
        print("  %s  %r  ->  %s" % (qid, key, "; ".join(others)))

    print("\nRESULT: %s (%d error%s)" % ("OK" if not errors else "FAIL", len(errors), "" if len(errors) == 1 else "s"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
