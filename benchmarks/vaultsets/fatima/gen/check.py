# -*- coding: utf-8 -*-
"""Validator for the 'fatima' held-out set.

Run from /work/heldout24/fatima:  /work/main/.venv/bin/python gen/check.py
Checks: queries.json shape (ids h01-h50 unique, kinds in the specified order), every gold path exists,
every gold file contains its answer key once decoded (MIME parts decoded, HTML stripped, .ics parsed with
icalendar, JSON parsed), every .ics / .eml / .mbox parses, encoded-only keys are absent from all raw bytes.
Lists the non-gold files that contain an answer key (for manual review).
"""
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from answer_keys import ENCODED_ONLY, FRENCH, KEYS, REVIEW_EXTRA  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]

errors = []
notes = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_tags(s):
    return html.unescape(re.sub(r"<[^>]+>", " ", s))


def decode_msg(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg.get(h):
            out.append("%s: %s" % (h, msg.get(h)))
    for part in msg.walk():
        if part.is_multipart():
            continue
        for d in part.defects:
            err("MIME defect in part %s: %r" % (part.get_content_type(), d))
        if part.get_content_maintype() == "text":
            body = part.get_content()
            out.append(body)
            if part.get_content_subtype() == "html":
                out.append(strip_tags(body))
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
        if "<" in o or "&" in o:
            acc.append(strip_tags(o))
    elif isinstance(o, dict):
        for k, v in o.items():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


def ics_text(data, rel):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO"):
            continue
        n_ev += comp.name == "VEVENT"
        n_todo += comp.name == "VTODO"
        for prop in ("SUMMARY", "LOCATION", "DESCRIPTION", "STATUS"):
            if comp.get(prop) is not None:
                out.append("%s: %s" % (prop, str(comp.get(prop))))
        for prop in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID"):
            if comp.get(prop) is not None:
                out.append("%s: %s" % (prop, str(comp.decoded(prop))))
        att = comp.get("ATTENDEE")
        if att is not None:
            for a in (att if isinstance(att, list) else [att]):
                out.append("ATTENDEE: %s %s" % (a.params.get("CN", ""), str(a)))
    return "\n".join(out), n_ev, n_todo


def decode_file(rel):
    path = os.path.join(VAULT, rel)
    data = open(path, "rb").read()
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = email.message_from_bytes(data, policy=email.policy.default)
        if not msg.get("From") or not msg.get("Date"):
            err("%s: missing From/Date" % rel)
        return decode_msg(msg)
    if ext == "mbox":
        box = mailbox.mbox(path, create=False)
        parts = []
        n = 0
        for m in box:
            n += 1
            parsed = email.message_from_bytes(m.as_bytes(), policy=email.policy.default)
            if not parsed.get("List-Id"):
                err("%s: message without List-Id" % rel)
            parts.append(decode_msg(parsed))
        notes.append("%s: %d messages" % (rel, n))
        return "\n".join(parts)
    if ext == "ics":
        txt, n_ev, n_todo = ics_text(data, rel)
        STATS["VEVENT"] += n_ev
        STATS["VTODO"] += n_todo
        return txt
    if ext == "json":
        acc = []
        json_strings(json.loads(data.decode("utf-8")), acc)
        return "\n".join(acc)
    if ext == "jsonl":
        acc = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    return data.decode("utf-8")


STATS = {"VEVENT": 0, "VTODO": 0}


def main():
    files = []
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT).replace(os.sep, "/"))
    files.sort()
    decoded, raw = {}, {}
    for rel in files:
        raw[rel] = open(os.path.join(VAULT, rel), "rb").read().decode("utf-8", "replace").lower()
        try:
            decoded[rel] = norm(decode_file(rel))
        except Exception as e:  # parse failure
            err("%s: cannot parse/decode: %r" % (rel, e))
            decoded[rel] = ""

    # ---- queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                err("%s: missing field %s" % (q.get("id"), f))
        want = KINDS[i // 5] if i < 50 else None
        if q.get("kind") != want:
            err("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            err("%s: multi_source needs 2-3 gold files" % q["id"])
        for g in q["gold"]:
            if g not in decoded:
                err("%s: gold path does not exist: %s" % (q["id"], g))
        keys = KEYS.get(q["id"], {})
        if sorted(keys) != sorted(q["gold"]):
            err("%s: answer keys %s do not match gold %s" % (q["id"], sorted(keys), sorted(q["gold"])))
        for g, key in keys.items():
            if g in decoded and norm(key) not in decoded[g]:
                err("%s: key %r not found in decoded %s" % (q["id"], key, g))
        if q["kind"] == "multi_source":
            # each part must be held by its own file only (among gold files)
            for g, key in keys.items():
                for other in keys:
                    if other != g and norm(key) in decoded.get(other, ""):
                        err("%s: part %r of %s also found in other gold file %s" % (q["id"], key, g, other))

    # ---- encoded-only facts
    for qid, key in ENCODED_ONLY.items():
        k = key.lower()
        hits = [rel for rel in files if k in raw[rel]]
        if hits:
            err("%s: encoded-only key %r found in RAW bytes of %s" % (qid, key, hits))
        dec_hits = [rel for rel in files if norm(key) in decoded[rel]]
        if not dec_hits:
            err("%s: encoded-only key %r not found decoded anywhere" % (qid, key))

    # ---- non-gold files containing an answer key (manual review list)
    review = []
    for q in qs:
        keys = set(KEYS.get(q["id"], {}).values()) | set(REVIEW_EXTRA.get(q["id"], []))
        for key in sorted(keys):
            for rel in files:
                if rel not in q["gold"] and norm(key) in decoded[rel]:
                    review.append("%s  key %-40r  non-gold: %s" % (q["id"], key, rel))

    # ---- inventory
    by_ext = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        by_ext[e] = by_ext.get(e, 0) + 1
    print("files: %d  %s" % (len(files), " ".join("%s=%d" % kv for kv in sorted(by_ext.items()))))
    print("calendars: %d VEVENT, %d VTODO" % (STATS["VEVENT"], STATS["VTODO"]))
    for n in notes:
        print(n)
    print("questions: %d (%d typed in French)" % (len(qs), len([q for q in qs if q["id"] in FRENCH])))
    print("encoded-only facts: %d (%s)" % (len(ENCODED_ONLY), ", ".join(sorted(ENCODED_ONLY))))
    print("\nNon-gold files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("check.py: OK (all gold keys found, all .ics/.eml/.mbox parse, encoded-only facts verified)")


if __name__ == "__main__":
    main()
