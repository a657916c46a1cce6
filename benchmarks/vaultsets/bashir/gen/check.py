#!/usr/bin/env python3
"""Validate the bashir set: queries.json, gold files, answer keys, parsability, encoded-only facts.

    cd benchmarks/vaultsets/bashir && python gen/check.py [-v]
"""
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from answer_keys import KEYS, REVIEW_KEYS, ENCODED_ONLY, KIND_ORDER  # noqa: E402

VERBOSE = "-v" in sys.argv
errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


# ------------------------------------------------------------------ decoding
TAG = re.compile(r"<[^>]+>")


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</(p|tr|h\d|li|div)>", "\n", s)
    s = re.sub(r"(?i)</t[dh]>", " | ", s)
    return html.unescape(TAG.sub(" ", s))


def message_text(msg, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date", "List-Id"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.defects:
            err("%s: MIME defects %r" % (where, part.defects))
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        body = part.get_content()
        parts.append(html_to_text(body) if ctype == "text/html" else body)
    return "\n".join(parts)


def parse_eml(path):
    with open(path, "rb") as fh:
        msg = email.message_from_binary_file(fh, policy=policy.default)
    if not msg["From"] or not msg["Date"] or not msg["Message-ID"]:
        err("%s: missing From/Date/Message-ID" % path)
    return message_text(msg, path), [msg]


def parse_mbox(path):
    box = mailbox.mbox(path, create=False)
    texts, msgs = [], []
    for key in box.keys():
        raw = box.get_bytes(key)
        raw = re.sub(rb"(?m)^>(>*From )", rb"\1", raw)  # mboxrd unescape
        msg = email.message_from_bytes(raw, policy=policy.default)
        msgs.append(msg)
        texts.append(message_text(msg, "%s#%s" % (path, key)))
    box.close()
    return "\n\n".join(texts), msgs


def _fmt(v):
    v = getattr(v, "dt", v)
    if hasattr(v, "hour"):
        return v.strftime("%Y-%m-%d %H:%M")
    if hasattr(v, "strftime"):
        return v.strftime("%Y-%m-%d")
    return str(v)


def parse_ics(path):
    with open(path, "rb") as fh:
        cal = icalendar.Calendar.from_ical(fh.read())
    out, comps = [], Counter()
    for comp in cal.walk():
        comps[comp.name] += 1
        if comp.name not in ("VEVENT", "VTODO", "VALARM"):
            continue
        lines = [comp.name]
        for prop in ("SUMMARY", "LOCATION", "DESCRIPTION", "STATUS", "CATEGORIES"):
            if prop in comp:
                val = comp[prop]
                if prop == "CATEGORIES":
                    val = comp[prop].to_ical().decode()
                lines.append("%s: %s" % (prop, val))
        for prop in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "COMPLETED"):
            if prop in comp:
                lines.append("%s: %s" % (prop, _fmt(comp[prop])))
        if "RRULE" in comp:
            lines.append("RRULE: %s" % comp["RRULE"].to_ical().decode())
        if "EXDATE" in comp:
            exd = comp["EXDATE"] if isinstance(comp["EXDATE"], list) else [comp["EXDATE"]]
            lines.append("EXDATE: %s" % ", ".join(_fmt(d) for e in exd for d in e.dts))
        for prop in ("ORGANIZER", "ATTENDEE"):
            vals = comp.get(prop)
            if vals is None:
                continue
            for v in (vals if isinstance(vals, list) else [vals]):
                lines.append("%s: %s <%s>" % (prop, v.params.get("CN", ""), v))
        out.append("\n".join(lines))
    return "\n\n".join(out), comps


def flatten(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            flatten(v, acc)
    elif isinstance(o, list):
        for v in o:
            flatten(v, acc)
    return acc


def decoded(rel):
    path = os.path.join(VAULT, rel)
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        return parse_eml(path)[0]
    if ext == "mbox":
        return parse_mbox(path)[0]
    if ext == "ics":
        return parse_ics(path)[0]
    if ext == "json":
        with open(path, encoding="utf-8") as fh:
            return "\n".join(flatten(json.load(fh), []))
    if ext == "jsonl":
        acc = []
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    flatten(json.loads(line), acc)
        return "\n".join(acc)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def has(text_norm, key):
    k = re.escape(norm(key))
    return re.search(r"(?<!\w)%s(?!\w)" % k, text_norm) is not None


# ------------------------------------------------------------------ load vault
files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
               for d, _, fs in os.walk(VAULT) for f in fs)
TEXT, RAW = {}, {}
for rel in files:
    with open(os.path.join(VAULT, rel), "rb") as fh:
        RAW[rel] = fh.read()
    try:
        TEXT[rel] = norm(decoded(rel))
    except Exception as e:  # noqa: BLE001
        err("%s: failed to parse/decode: %r" % (rel, e))
        TEXT[rel] = ""

ext_count = Counter(rel.rsplit(".", 1)[-1] for rel in files)
print("vault: %d files  %s" % (len(files), dict(sorted(ext_count.items()))))

# ------------------------------------------------------------------ structural checks
vevents = vtodos = 0
feat = Counter()
for rel in files:
    if rel.endswith(".ics"):
        raw = RAW[rel]
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            err("%s: not CRLF line endings" % rel)
        if re.search(rb"\r\n ", raw):
            feat["folded"] += 1
        _, comps = parse_ics(os.path.join(VAULT, rel))
        vevents += comps["VEVENT"]
        vtodos += comps["VTODO"]
        for f in (b"VTIMEZONE", b"INTERVAL=", b"BYDAY=", b"UNTIL=", b"EXDATE", b"RECURRENCE-ID",
                  b"ATTENDEE;CN=", b"VALARM"):
            if f in raw:
                feat[f.decode()] += 1
print("ics: %d VEVENT, %d VTODO, features %s" % (vevents, vtodos, dict(feat)))
for f in ("VTIMEZONE", "INTERVAL=", "BYDAY=", "UNTIL=", "EXDATE", "RECURRENCE-ID", "ATTENDEE;CN=", "VALARM"):
    if not feat[f]:
        err("ics feature missing: %s" % f)

cte, kinds = Counter(), Counter()
for rel in files:
    if rel.endswith(".eml"):
        _, msgs = parse_eml(os.path.join(VAULT, rel))
        m = msgs[0]
        kinds[m.get_content_type()] += 1
        if m["In-Reply-To"]:
            kinds["reply"] += 1
        if (m["Subject"] or "").startswith("Fwd:"):
            kinds["forward"] += 1
        for p in m.walk():
            if not p.is_multipart():
                cte[p.get("Content-Transfer-Encoding", "7bit").lower()] += 1
                if p.get_filename():
                    kinds["attachment"] += 1
print("eml: %s  transfer-encodings %s" % (dict(kinds), dict(cte)))

mboxes = [r for r in files if r.endswith(".mbox")]
for rel in mboxes:
    _, msgs = parse_mbox(os.path.join(VAULT, rel))
    nlist = sum(1 for m in msgs if m["List-Id"])
    print("mbox %s: %d messages, %d with List-Id, >From escape: %s\n"
          % (rel, len(msgs), nlist, b"\n>From " in RAW[rel]))

# ------------------------------------------------------------------ queries.json
with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
    queries = json.load(fh)
ids = [q["id"] for q in queries]
if len(queries) != 50:
    err("expected 50 questions, got %d" % len(queries))
if len(set(ids)) != len(ids):
    err("duplicate ids")
if ids != ["h%02d" % i for i in range(1, 51)]:
    err("ids are not h01..h50 in order")
for i, q in enumerate(queries):
    for f in ("id", "query", "gold", "kind", "gold_hint"):
        if f not in q or not q[f]:
            err("%s: missing field %s" % (q.get("id"), f))
    want = KIND_ORDER[i // 5] if i < 50 else None
    if q["kind"] != want:
        err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
    if q["kind"] == "multi_source" and not 2 <= len(q["gold"]) <= 3:
        err("%s: multi_source needs 2-3 gold files" % q["id"])
    if len(set(q["gold"])) != len(q["gold"]):
        err("%s: duplicate gold paths" % q["id"])

# ------------------------------------------------------------------ gold + keys
review_full, review_topic = [], []
for q in queries:
    qid, gold = q["id"], q["gold"]
    keys = KEYS.get(qid, {})
    if set(keys) != set(gold):
        err("%s: answer_keys files %s != gold %s" % (qid, sorted(keys), sorted(gold)))
    for g in gold:
        if g not in TEXT:
            err("%s: gold file does not exist: %s" % (qid, g))
            continue
        for k in keys.get(g, []):
            if not has(TEXT[g], k):
                err("%s: key %r not found in decoded %s" % (qid, k, g))
    if q["kind"] == "multi_source":
        # each gold file must hold a part that no other file holds
        for g in gold:
            others = [r for r in files if r != g and all(has(TEXT[r], k) for k in keys.get(g, []))]
            if others:
                err("%s: multi_source part of %s also found in %s" % (qid, g, others))
    for rel in files:
        if rel in gold:
            continue
        for g, ks in keys.items():
            if ks and all(has(TEXT[rel], k) for k in ks):
                review_full.append((qid, rel, g))
                break
        tk = REVIEW_KEYS.get(qid, [])
        if tk and all(has(TEXT[rel], k) for k in tk):
            review_topic.append((qid, rel))

# ------------------------------------------------------------------ encoded-only facts
for key, home in ENCODED_ONLY.items():
    kb = key.lower().encode("utf-8")
    for rel in files:
        if kb in RAW[rel].lower():
            err("encoded-only key %r appears in raw bytes of %s" % (key, rel))
        if not rel.endswith((".eml", ".mbox")) and has(TEXT[rel], key):
            err("encoded-only key %r appears in decoded non-mail file %s" % (key, rel))
    if not has(TEXT.get(home, ""), key):
        err("encoded-only key %r not found in decoded %s" % (key, home))
print("encoded-only facts checked: %d (%s)" % (len(ENCODED_ONLY), ", ".join(ENCODED_ONLY)))

# ------------------------------------------------------------------ report
print("\nNON-GOLD files containing ALL answer keys of a gold file (review each by hand):")
for qid, rel, g in review_full:
    print("  %s  %s   (keys of %s)" % (qid, rel, g))
if not review_full:
    print("  (none)")
if VERBOSE:
    print("\nNon-gold files sharing the topic keys (distractors, informational):")
    for qid, rel in review_topic:
        print("  %s  %s" % (qid, rel))
else:
    print("\n%d non-gold topic-key distractor hits (run with -v to list)" % len(review_topic))

kc = Counter(q["kind"] for q in queries)
print("\nquestions: %d  kinds: %s" % (len(queries), dict(kc)))
print("gold files used: %d distinct" % len({g for q in queries for g in q["gold"]}))
if errors:
    print("\nFAILED: %d error(s)" % len(errors))
    sys.exit(1)
print("\nOK: all checks passed")
