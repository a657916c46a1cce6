# -*- coding: utf-8 -*-
"""Validate Ines's held-out set: gold paths, answer keys in decoded gold files, parsing of
all .eml/.mbox/.ics/.json, ids and kinds, hidden (encoded-only) facts; list non-gold files
that contain an answer key for manual review."""
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
import questions  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]
HIDDEN = ["V-2025-4471-8832", "NAT-069-2025-011378", "250269604418237", "UTL-LY-558120", "salle 2.14"]

errors = []


def err(m):
    errors.append(m)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    n_text = 0
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        n_text += 1
        out.append(strip_html(c) if ct == "text/html" else c)
    return "\n".join(out), n_text


def ics_text(path):
    cal = icalendar.Calendar.from_ical(open(path, "rb").read())
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name == "VEVENT":
            n_ev += 1
        elif comp.name == "VTODO":
            n_todo += 1
        else:
            continue
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            if hasattr(v, "dt"):
                out.append("%s: %s" % (k, v.dt.isoformat()))
            elif k in ("ATTENDEE", "ORGANIZER"):
                out.append("%s: %s %s" % (k, v.params.get("CN", ""), str(v)))
            elif k == "EXDATE":
                out.append("%s: %s" % (k, ",".join(d.dt.isoformat() for d in v.dts)))
            else:
                try:
                    out.append("%s: %s" % (k, v.to_ical().decode("utf-8") if k == "RRULE" else str(v)))
                except Exception:
                    out.append("%s: %s" % (k, v))
    return "\n".join(out), n_ev, n_todo


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


def decode(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".eml":
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        t, n = msg_text(msg)
        if n == 0:
            err("no text part: " + path)
        if msg.defects:
            err("defects in %s: %s" % (path, msg.defects))
        return t
    if ext == ".mbox":
        mb = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        parts = []
        for m in mb:
            t, n = msg_text(m)
            if n == 0 or not m["List-Id"]:
                err("bad mbox message in " + path)
            parts.append(t)
        STATS["mbox_msgs"] += len(parts)
        return "\n".join(parts)
    if ext == ".ics":
        t, ne, nt = ics_text(path)
        STATS["vevents"] += ne
        STATS["vtodos"] += nt
        return t
    if ext == ".json":
        acc = []
        json_strings(json.load(open(path, encoding="utf-8")), acc)
        return "\n".join(acc)
    if ext == ".jsonl":
        acc = []
        for line in open(path, encoding="utf-8"):
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    if ext == ".html":
        return strip_html(open(path, encoding="utf-8").read())
    return open(path, encoding="utf-8").read()


STATS = {"mbox_msgs": 0, "vevents": 0, "vtodos": 0}
files = {}
raw = {}
for dp, dn, fn in os.walk(VAULT):
    for f in fn:
        p = os.path.join(dp, f)
        rel = os.path.relpath(p, VAULT)
        raw[rel] = open(p, "rb").read()
        try:
            files[rel] = decode(p)
        except Exception as e:  # noqa: BLE001
            err("cannot parse %s: %r" % (rel, e))
            files[rel] = ""

# queries.json consistent with questions.py
qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
ids = [x["id"] for x in qj]
if len(set(ids)) != len(ids):
    err("duplicate ids")
if ids != ["h%02d" % i for i in range(1, 51)]:
    err("ids are not h01..h50 in order")
for i, x in enumerate(qj):
    if x["kind"] != KINDS[i // 5]:
        err("%s kind %s, expected %s" % (x["id"], x["kind"], KINDS[i // 5]))
    for k in ("id", "query", "gold", "kind", "gold_hint"):
        if not x.get(k):
            err("%s missing %s" % (x["id"], k))
keyed = {x["id"]: x for x in questions.Q}
for x in qj:
    if list(keyed[x["id"]]["gold"].keys()) != x["gold"] or keyed[x["id"]]["query"] != x["query"]:
        err("%s: queries.json out of sync with questions.py (run make_queries.py)" % x["id"])
    if x["kind"] == "multi_source" and len(x["gold"]) < 2:
        err("%s: multi_source needs >= 2 gold files" % x["id"])

# gold files and keys
review = []
for x in questions.Q:
    for path, key in x["gold"].items():
        if path not in files:
            err("%s: gold path missing: %s" % (x["id"], path))
            continue
        if key.casefold() not in files[path].casefold():
            err("%s: key %r not found in decoded %s" % (x["id"], key, path))
    keys = set(x["gold"].values())
    for rel, text in sorted(files.items()):
        if rel in x["gold"]:
            continue
        hits = [k for k in keys if k.casefold() in text.casefold()]
        if hits:
            review.append("%s  non-gold %s contains %s" % (x["id"], rel, hits))

# hidden facts: absent from every raw file, present in decoded text of exactly one
for hf in HIDDEN:
    rawhits = [r for r, b in raw.items() if hf.encode("utf-8") in b]
    dec = [r for r, t in files.items() if hf in t]
    if rawhits:
        err("hidden fact %r visible raw in %s" % (hf, rawhits))
    if len(dec) != 1:
        err("hidden fact %r decoded in %s (expected exactly one file)" % (hf, dec))

print("files: %d  queries: %d  mbox messages: %d  VEVENTs: %d  VTODOs: %d"
      % (len(files), len(qj), STATS["mbox_msgs"], STATS["vevents"], STATS["vtodos"]))
print("\nNon-gold files containing an answer key (review by hand):")
for r in review:
    print("  " + r)
if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK: all checks passed")
