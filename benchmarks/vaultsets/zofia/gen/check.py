#!/usr/bin/env python3
"""Validate the zofia set: cd benchmarks/vaultsets/zofia && python gen/check.py"""
import csv
import email
import html
import io
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
from questions import Q, KINDS, ENCODED_ONLY  # noqa: E402

errors = []
notes = []


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ("Subject", "From", "To", "Cc"):
        if msg[h]:
            out.append(str(msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        out.append(body)
    return "\n".join(out)


def _iso(x):
    return x.isoformat() if hasattr(x, "isoformat") else str(x)


def ics_text(raw, rel, stats):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        if comp.name in ("VEVENT", "VTODO"):
            stats[comp.name] = stats.get(comp.name, 0) + 1
        for name, val in comp.property_items():
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                params = getattr(v, "params", None)
                if params:
                    out.extend(str(pv) for pv in params.values())
                if hasattr(v, "dts"):
                    out.extend(_iso(d.dt) for d in v.dts)
                elif hasattr(v, "dt"):
                    out.append(_iso(v.dt))
                elif hasattr(v, "to_ical"):
                    out.append(str(v) if not isinstance(v, bytes) else v.decode())
                else:
                    out.append(str(v))
            if name in ("RRULE", "EXDATE", "RECURRENCE-ID", "ATTENDEE"):
                stats.setdefault("props", set()).add(name)
        if comp.name == "VALARM":
            stats.setdefault("props", set()).add("VALARM")
        if comp.name == "VTIMEZONE":
            stats.setdefault("props", set()).add("VTIMEZONE")
    return "\n".join(out)


def strings(obj, out):
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            strings(v, out)
    elif obj is not None:
        out.append(str(obj))


eml_stats = {"cte": {}, "types": {}, "replies": 0, "forwards": 0}
ics_stats = {}


def decode(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    ext = rel.rsplit(".", 1)[-1]
    if ext == "eml":
        msg = email.message_from_bytes(raw, policy=policy.default)
        if msg.defects:
            err("%s: parse defects %s" % (rel, msg.defects))
        eml_stats["types"][msg.get_content_type()] = eml_stats["types"].get(msg.get_content_type(), 0) + 1
        for part in msg.walk():
            if not part.is_multipart():
                c = str(part.get("Content-Transfer-Encoding", "7bit")).lower()
                eml_stats["cte"][c] = eml_stats["cte"].get(c, 0) + 1
        if msg["In-Reply-To"]:
            eml_stats["replies"] += 1
        if str(msg["Subject"]).startswith("Fwd:"):
            eml_stats["forwards"] += 1
        return raw, msg_text(msg)
    if ext == "mbox":
        box = mailbox.mbox(path)
        texts = []
        n = 0
        for m in box:
            n += 1
            em = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            if not em["List-Id"]:
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(em))
        notes.append("mbox %s: %d messages, '>From ' escape present: %s" % (rel, n, b"\n>From " in raw))
        return raw, "\n".join(texts)
    if ext == "ics":
        try:
            t = ics_text(raw, rel, ics_stats)
        except Exception as e:  # noqa: BLE001
            err("%s: ics does not parse: %s" % (rel, e))
            t = ""
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            err("%s: not CRLF" % rel)
        if b"\r\n " in raw:
            ics_stats["folded"] = ics_stats.get("folded", 0) + 1
        return raw, t
    if ext == "json":
        out = []
        strings(json.loads(raw.decode("utf-8")), out)
        return raw, "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                strings(json.loads(line), out)
        return raw, "\n".join(out)
    if ext == "csv":
        list(csv.reader(io.StringIO(raw.decode("utf-8"))))
    return raw, raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
TEXT = {}
RAW = {}
for rel in files:
    try:
        RAW[rel], t = decode(rel)
        TEXT[rel] = norm(t)
    except Exception as e:  # noqa: BLE001
        err("%s: cannot decode: %s" % (rel, e))
        TEXT[rel] = ""

# ------------------------------------------------------------ queries.json vs questions.py
qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
if len(qj) != 50:
    err("queries.json has %d entries" % len(qj))
ids = [q["id"] for q in qj]
if len(set(ids)) != len(ids):
    err("duplicate ids")
if ids != ["h%02d" % i for i in range(1, 51)]:
    err("ids are not h01..h50 in order")
for i, q in enumerate(qj):
    if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
        err("%s: fields %s" % (q.get("id"), sorted(q)))
    if q["kind"] != KINDS[i // 5]:
        err("%s: kind %s, expected %s" % (q["id"], q["kind"], KINDS[i // 5]))
    src = Q[i]
    if (src[0], src[1], src[2]) != (q["id"], q["query"], q["gold"]):
        err("%s: queries.json differs from questions.py" % q["id"])
    if q["kind"] == "multi_source" and len(q["gold"]) < 2:
        err("%s: multi_source with <2 gold" % q["id"])

# ------------------------------------------------------------ gold + keys
for qid, query, gold, keys, hint in Q:
    for g in gold:
        if g not in TEXT:
            err("%s: gold file missing: %s" % (qid, g))
            continue
        alts = keys[g] if isinstance(keys, dict) else keys
        if not any(norm(a) in TEXT[g] for a in alts):
            err("%s: key %r not found in gold %s" % (qid, alts, g))
    if isinstance(keys, dict) and set(keys) != set(gold):
        err("%s: key dict does not match gold list" % qid)

print("== non-gold files containing an answer key (review by hand) ==")
for qid, query, gold, keys, hint in Q:
    alts = sorted({a for v in keys.values() for a in v}) if isinstance(keys, dict) else keys
    hits = [rel for rel in files if rel not in gold and any(norm(a) in TEXT[rel] for a in alts)]
    if hits:
        print("  %s %-45s %s" % (qid, "/".join(alts)[:45], ", ".join(hits)))

# ------------------------------------------------------------ encoded-only facts
print("== facts hidden in encoded parts ==")
for key in ENCODED_ONLY:
    kb = key.encode("utf-8").lower()
    raw_hits = [rel for rel in files if kb in RAW[rel].lower()]
    dec_hits = [rel for rel in files if norm(key) in TEXT[rel]]
    if raw_hits:
        err("encoded-only fact %r visible in raw bytes of %s" % (key, raw_hits))
    if not dec_hits:
        err("encoded-only fact %r not found in any decoded file" % key)
    print("  %-16s decoded in: %s" % (key, ", ".join(dec_hits)))

# ------------------------------------------------------------ inventory
ext_count = {}
for rel in files:
    e = rel.rsplit(".", 1)[-1]
    ext_count[e] = ext_count.get(e, 0) + 1
print("== inventory ==")
print("  files: %d  %s" % (len(files), ext_count))
print("  eml content types:", eml_stats["types"])
print("  eml transfer encodings (leaf parts):", eml_stats["cte"])
print("  eml replies: %d, forwards: %d" % (eml_stats["replies"], eml_stats["forwards"]))
print("  ics: VEVENT=%d VTODO=%d folded-files=%d props=%s" % (
    ics_stats.get("VEVENT", 0), ics_stats.get("VTODO", 0), ics_stats.get("folded", 0),
    sorted(ics_stats.get("props", []))))
for n in notes:
    print("  " + n)
md_words = {rel: len(open(os.path.join(VAULT, rel), encoding="utf-8").read().split())
            for rel in files if rel.endswith(".md")}
print("  long notes (>=1500 words):", sorted(r for r, w in md_words.items() if w >= 1500))

if errors:
    print("\nFAILED with %d error(s):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: %d files, %d questions, all gold keys found, encoded-only facts hidden." % (len(files), len(qj)))
