#!/usr/bin/env python3
"""Validate the convo28 set.

Checks: every gold path exists; every gold file contains each of its answer keys once
decoded (JSON parsed and all string values joined; .txt read as UTF-8; .eml/.mbox
bodies decoded; .ics parsed with icalendar); every .ics/.eml/.mbox/.json parses; ids
unique and c01..c80; 20 questions of each kind; multi_hop questions have 2-3 gold
files; each gold file of a multi_hop question holds a key no other gold file holds.
Finally lists non-gold files that contain an answer key, for review by hand.

Usage: cd /work/heldout26/convo28 && /work/main/.venv/bin/python gen/check.py
"""
import email
import email.policy
import json
import mailbox
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import questions  # noqa: E402
from build import session_relpath  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []


def json_strings(node, out):
    if isinstance(node, dict):
        for v in node.values():
            json_strings(v, out)
    elif isinstance(node, list):
        for v in node:
            json_strings(v, out)
    elif isinstance(node, str):
        out.append(node)


def eml_text(msg):
    parts = []
    for key in ("Subject", "From", "To"):
        if msg.get(key):
            parts.append(str(msg.get(key)))
    for part in msg.walk():
        if part.is_multipart():
            continue
        payload = part.get_payload(decode=True)
        if payload is None:
            continue
        charset = part.get_content_charset() or "utf-8"
        text = payload.decode(charset, errors="replace")
        if part.get_content_type() == "text/html":
            import html
            import re
            text = html.unescape(re.sub(r"<[^>]+>", " ", text))
        parts.append(text)
    return "\n".join(parts)


def decoded_text(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".json":
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        out = []
        json_strings(data, out)
        return "\n".join(out)
    if ext == ".ics":
        import icalendar
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        return "\n".join(str(v) for c in cal.walk() for v in c.values())
    if ext == ".eml":
        with open(path, "rb") as f:
            return eml_text(email.message_from_binary_file(f, policy=email.policy.default))
    if ext == ".mbox":
        return "\n".join(eml_text(m) for m in mailbox.mbox(path))
    with open(path, encoding="utf-8") as f:
        return f.read()


def main():
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)

    # all vault files, decoded (this also proves every json/ics/eml parses)
    texts = {}
    for dirpath, _dirs, files in os.walk(VAULT):
        for name in files:
            full = os.path.join(dirpath, name)
            rel = os.path.relpath(full, VAULT).replace(os.sep, "/")
            try:
                texts[rel] = decoded_text(full)
            except Exception as exc:  # noqa: BLE001
                errors.append("cannot parse %s: %s" % (rel, exc))

    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        errors.append("ids are not c01..c80 in order")
    kinds = Counter(q["kind"] for q in queries)
    if dict(kinds) != KINDS:
        errors.append("kind counts %s != %s" % (dict(kinds), KINDS))
    for q in queries:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            errors.append("%s: wrong fields %s" % (q["id"], sorted(q)))

    if len(questions.QUESTIONS) != len(queries):
        errors.append("questions.py and queries.json disagree in length")

    review = []
    for q, spec in zip(queries, questions.QUESTIONS):
        qid = q["id"]
        expect = [session_relpath(spec["pair"], n) for n, _k in spec["gold"]]
        if expect != q["gold"]:
            errors.append("%s: gold in queries.json differs from questions.py" % qid)
        if len(set(q["gold"])) != len(q["gold"]):
            errors.append("%s: duplicate gold" % qid)
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            errors.append("%s: multi_hop needs 2-3 gold files" % qid)
        if q["kind"] in ("single_hop", "temporal") and len(q["gold"]) != 1:
            errors.append("%s: %s should have one gold file" % (qid, q["kind"]))
        all_keys = []
        for rel, (_n, keys) in zip(q["gold"], spec["gold"]):
            if rel not in texts:
                errors.append("%s: gold file missing: %s" % (qid, rel))
                continue
            for key in keys:
                all_keys.append(key)
                if key not in texts[rel]:
                    errors.append("%s: key %r not in gold %s" % (qid, key, rel))
        if q["kind"] == "multi_hop":
            # each gold file must carry a key that the other gold files lack
            for rel, (_n, keys) in zip(q["gold"], spec["gold"]):
                others = [r for r in q["gold"] if r != rel and r in texts]
                if not any(all(k not in texts[o] for o in others) for k in keys):
                    errors.append("%s: gold %s holds no part of its own" % (qid, rel))
        for key in all_keys:
            hits = [rel for rel, t in texts.items() if rel not in q["gold"] and key in t]
            for rel in hits:
                review.append("%s  key %-38r also in non-gold %s" % (qid, key, rel))

    print("files in vault: %d" % len(texts))
    print("questions: %d  kinds: %s" % (len(queries), dict(kinds)))
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
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
