#!/usr/bin/env python3
"""Validator for the gareth set. Run from anywhere: python gen/check.py
Checks: gold paths exist; each gold file contains its answer key once decoded; every .ics parses
(icalendar); every .eml/.mbox parses; ids unique; kinds 5 each in order; encoded-only facts are
absent from all raw bytes; then lists non-gold files that contain an answer key (for hand review)."""
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
sys.path.insert(0, HERE)
from queries_src import Q, KINDS, ENCODED_ONLY  # noqa: E402

SET = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(SET, "vault")
errors = []


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg.get(h):
            out.append(f"{h}: {msg.get(h)}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if part.get_content_subtype() == "html":
            c = strip_html(c)
        out.append(c)
    return "\n".join(out)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if hasattr(val, "dt"):
                d = val.dt
                out.append(f"{name}: {d.isoformat() if hasattr(d, 'isoformat') else d}")
            elif hasattr(val, "dts"):
                out.append(f"{name}: " + ", ".join(str(getattr(x.dt, 'isoformat', lambda: x.dt)()) for x in val.dts))
            else:
                out.append(f"{name}: {val}")
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    return acc


def decoded(path):
    full = os.path.join(VAULT, path)
    raw = open(full, "rb").read()
    if path.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        return msg_text(msg)
    if path.endswith(".mbox"):
        mb = mailbox.mbox(full, factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
        return "\n\n".join(msg_text(m) for m in mb)
    if path.endswith(".ics"):
        return ics_text(raw)
    if path.endswith(".jsonl"):
        acc = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    if path.endswith(".json"):
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


# ---------------------------------------------------------------- corpus parse checks
files = []
for dp, _, fs in os.walk(VAULT):
    for f in fs:
        files.append(os.path.relpath(os.path.join(dp, f), VAULT))
files.sort()
print(f"files in vault: {len(files)}")

n_ev = n_todo = 0
for p in files:
    full = os.path.join(VAULT, p)
    raw = open(full, "rb").read()
    if p.endswith(".ics"):
        try:
            cal = icalendar.Calendar.from_ical(raw)
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))
            if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
                errors.append(f"{p}: not CRLF")
            for line in raw.split(b"\r\n"):
                if len(line) > 75:
                    errors.append(f"{p}: unfolded line > 75 octets")
        except Exception as e:  # noqa: BLE001
            errors.append(f"{p}: ics parse error {e}")
    elif p.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        if msg.defects or not msg["From"] or not msg["Date"]:
            errors.append(f"{p}: eml defects {msg.defects}")
        try:
            msg_text(msg)
        except Exception as e:  # noqa: BLE001
            errors.append(f"{p}: eml decode error {e}")
    elif p.endswith(".mbox"):
        mb = mailbox.mbox(full)
        msgs = list(mb)
        if len(msgs) != 8:
            errors.append(f"{p}: expected 8 messages, got {len(msgs)}")
        if not all(m["List-Id"] for m in msgs):
            errors.append(f"{p}: List-Id missing")
        if b"\n>From " not in raw:
            errors.append(f"{p}: no >From escape")
    elif p.endswith(".json") or p.endswith(".jsonl"):
        try:
            decoded(p)
        except Exception as e:  # noqa: BLE001
            errors.append(f"{p}: json error {e}")
print(f"calendars: {n_ev} VEVENTs, {n_todo} VTODOs")

DEC = {p: norm(decoded(p)) for p in files}
RAW = {p: open(os.path.join(VAULT, p), "rb").read() for p in files}

# ---------------------------------------------------------------- queries
qj = json.load(open(os.path.join(SET, "queries.json"), encoding="utf-8"))
ids = [q["id"] for q in qj]
if len(ids) != len(set(ids)):
    errors.append("duplicate ids")
if ids != [f"h{i:02d}" for i in range(1, 51)]:
    errors.append("ids are not h01..h50 in order")
kinds = [q["kind"] for q in qj]
expect = [k for k in KINDS for _ in range(5)]
if kinds != expect:
    errors.append("kinds are not 5 each in the specified order")
src = {i: (k, q, g, h) for i, k, q, g, h in Q}
for q in qj:
    k, text, gold, hint = src[q["id"]]
    if q["gold"] != list(gold) or q["query"] != text or q["kind"] != k or q["gold_hint"] != hint:
        errors.append(f"{q['id']}: queries.json out of sync with queries_src.py (run gen/write_queries.py)")
    if set(q.keys()) != {"id", "query", "gold", "kind", "gold_hint"}:
        errors.append(f"{q['id']}: unexpected fields")
    if k == "multi_source" and len(gold) < 2:
        errors.append(f"{q['id']}: multi_source needs >= 2 gold files")
    for path, key in gold.items():
        if path not in DEC:
            errors.append(f"{q['id']}: gold path missing: {path}")
            continue
        if norm(key) not in DEC[path]:
            errors.append(f"{q['id']}: key {key!r} not found in decoded {path}")
    if k == "multi_source":
        keys = list(gold.items())
        for path, key in keys:
            for other, okey in keys:
                if other != path and norm(okey) in DEC[path]:
                    errors.append(f"{q['id']}: part {okey!r} of {other} also in {path} (parts not distinct)")

# ---------------------------------------------------------------- encoded-only facts
for key in ENCODED_ONLY:
    raw_hits = [p for p in files if key.encode("utf-8").lower() in RAW[p].lower()]
    dec_hits = [p for p in files if norm(key) in DEC[p]]
    if raw_hits:
        errors.append(f"encoded-only fact {key!r} appears raw in {raw_hits}")
    if not dec_hits:
        errors.append(f"encoded-only fact {key!r} not found decoded anywhere")
    print(f"encoded-only {key!r}: decoded in {dec_hits}")

# ---------------------------------------------------------------- review list
print("\nNon-gold files containing an answer key (review by hand):")
for i, k, text, gold, hint in Q:
    for key in sorted(set(gold.values())):
        others = [p for p in files if p not in gold and norm(key) in DEC[p]]
        if others:
            print(f"  {i} [{key}] -> {others}")

print()
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print(f"OK: {len(qj)} queries, {len(files)} files, all gold keys found, all .ics/.eml/.mbox/.json parse")
