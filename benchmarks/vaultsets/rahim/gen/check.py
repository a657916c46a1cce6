#!/usr/bin/env python3
"""Validate the rahim held-out set. Run from /work/heldout29/rahim: python gen/check.py"""
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import queries as Q  # noqa: E402

problems = []


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(h):
    h = re.sub(r"(?is)<(script|style).*?</\1>", " ", h)
    h = re.sub(r"<[^>]+>", " ", h)
    return html.unescape(h)


def msg_text(msg):
    out = []
    for h in ("Subject", "From", "To", "Cc", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        content = part.get_content()
        if ctype == "text/html":
            content = strip_html(content)
        out.append(content)
    return "\n".join(out)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        for k, v in comp.items():
            vals = v if isinstance(v, list) else [v]
            for x in vals:
                if isinstance(x, str):
                    out.append("%s: %s" % (k, str(x)))
                else:
                    try:
                        out.append("%s: %s" % (k, x.to_ical().decode("utf-8")))
                    except Exception:
                        out.append("%s: %s" % (k, x))
    return "\n".join(out)


def json_strings(obj, acc):
    if isinstance(obj, dict):
        for k, v in obj.items():
            acc.append(str(k))
            json_strings(v, acc)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, acc)
    elif obj is not None:
        acc.append(str(obj))
    return acc


def decode(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        if msg.defects:
            problems.append("%s: parse defects %r" % (rel, msg.defects))
        if not msg["From"] or not msg["Date"]:
            problems.append("%s: missing From/Date" % rel)
        return msg_text(msg)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: email.message_from_binary_file(f, policy=policy.default), create=False)
        texts = []
        n = 0
        for msg in box:
            n += 1
            if not msg["List-Id"]:
                problems.append("%s: message without List-Id" % rel)
            texts.append(msg_text(msg))
        if n < 8:
            problems.append("%s: only %d messages" % (rel, n))
        return "\n".join(texts)
    if rel.endswith(".ics"):
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            problems.append("%s: not CRLF throughout" % rel)
        return ics_text(raw)
    if rel.endswith(".jsonl"):
        acc = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    if rel.endswith(".json"):
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
    return raw.decode("utf-8")


def main():
    files = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT))
    files.sort()
    decoded = {}
    raws = {}
    for rel in files:
        raws[rel] = open(os.path.join(VAULT, rel), "rb").read()
        try:
            decoded[rel] = norm(decode(rel))
        except Exception as e:  # noqa: BLE001
            problems.append("%s: failed to parse: %r" % (rel, e))
            decoded[rel] = ""

    # counts
    exts = {}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1]
        exts[ext] = exts.get(ext, 0) + 1
    nev = ntd = 0
    for rel in files:
        if rel.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(raws[rel])
            nev += len(cal.walk("VEVENT"))
            ntd += len(cal.walk("VTODO"))
    print("files: %d  %s" % (len(files), " ".join("%s=%d" % kv for kv in sorted(exts.items()))))
    print("calendar: %d VEVENT, %d VTODO" % (nev, ntd))

    # queries.json vs queries.py
    qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [x["id"] for x in qj]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        problems.append("ids are not h01..h50 in order")
    expected_kinds = [k for k in Q.KINDS for _ in range(5)]
    if [x["kind"] for x in qj] != expected_kinds:
        problems.append("kinds are not 5 of each in the specified order")
    for x in qj:
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in x:
                problems.append("%s: missing field %s" % (x.get("id"), fld))
        if x["kind"] == "multi_source" and len(x["gold"]) < 2:
            problems.append("%s: multi_source with <2 gold" % x["id"])
    byid = {q["id"]: q for q in Q.QUERIES}

    # gold existence and answer keys
    for x in qj:
        qq = byid[x["id"]]
        if x["gold"] != qq["gold"]:
            problems.append("%s: queries.json gold differs from queries.py" % x["id"])
        for g in x["gold"]:
            if g not in decoded:
                problems.append("%s: gold file missing: %s" % (x["id"], g))
                continue
            for key in qq["keys"][g]:
                if norm(key) not in decoded[g]:
                    problems.append("%s: key %r not found in gold %s" % (x["id"], key, g))

    # multi_source: each gold file must hold a key no other gold file of that query holds
    for qq in Q.QUERIES:
        if qq["kind"] != "multi_source":
            continue
        for g in qq["gold"]:
            for key in qq["keys"][g]:
                for other in qq["gold"]:
                    if other != g and norm(key) in decoded.get(other, ""):
                        problems.append("%s: part %r of %s also in %s" % (qq["id"], key, g, other))

    # encoded-only facts
    for key, rel in Q.ENCODED_ONLY.items():
        if norm(key) not in decoded.get(rel, ""):
            problems.append("encoded fact %r not found decoded in %s" % (key, rel))
        for f, raw in raws.items():
            if key.encode("utf-8") in raw:
                problems.append("encoded fact %r present in raw bytes of %s" % (key, f))
    print("encoded-only facts verified: %d" % len(Q.ENCODED_ONLY))

    # non-gold files containing a key: for manual review
    print("\nnon-gold files containing an answer key (review by hand):")
    nrev = 0
    for qq in Q.QUERIES:
        keys = set()
        for g in qq["gold"]:
            keys.update(qq["keys"][g])
        for f in files:
            if f in qq["gold"]:
                continue
            hits = [k for k in sorted(keys) if norm(k) in decoded[f]]
            if hits:
                nrev += 1
                print("  %s  %-55s %s" % (qq["id"], f, hits))
    if not nrev:
        print("  (none)")

    print()
    if problems:
        print("PROBLEMS (%d):" % len(problems))
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("OK: %d queries, %d files, all gold present, all keys found, all .eml/.mbox/.ics/.json parse" % (len(qj), len(files)))


if __name__ == "__main__":
    main()
