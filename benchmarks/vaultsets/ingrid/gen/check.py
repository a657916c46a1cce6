#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Validator for the 'ingrid' held-out set.

Checks: queries.json shape, ids, kinds (5 x 10 in order), gold paths exist, every gold file contains its
answer key(s) after decoding (MIME base64/QP/HTML, .ics via icalendar, JSON parsed), every .ics/.eml/.mbox
parses, encoded-only facts are absent from the raw bytes of every file; then lists non-gold files that
contain an answer key, for manual review.
"""
import csv
import email
import email.policy
import html
import io
import json
import mailbox
import os
import re
import sys

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import questions  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


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
        txt = part.get_content()
        if part.get_content_subtype() == "html":
            txt = strip_html(txt)
        out.append(txt)
    return "\n".join(out)


def ics_text(data, path):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO"):
            continue
        for key in ("SUMMARY", "DESCRIPTION", "LOCATION", "STATUS"):
            if comp.get(key) is not None:
                out.append(str(comp.get(key)))
        for key in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID"):
            if comp.get(key) is not None:
                out.append(comp.decoded(key).isoformat())
        att = comp.get("ATTENDEE")
        if att is not None:
            for a in (att if isinstance(att, list) else [att]):
                out.append(str(a.params.get("CN", "")))
    return "\n".join(out)


def json_strings(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)


def decode(path, data):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = email.message_from_bytes(data, policy=email.policy.default)
        return msg_text(msg)
    if ext == "mbox":
        mb = mailbox.mbox(os.path.join(VAULT, path), factory=None, create=False)
        parts = []
        for m in mb:
            parts.append(msg_text(email.message_from_bytes(m.as_bytes(), policy=email.policy.default)))
        return "\n".join(parts)
    if ext == "ics":
        return ics_text(data, path)
    if ext == "json":
        out = []
        json_strings(json.loads(data.decode("utf-8")), out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return data.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    files = {}
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            full = os.path.join(dp, f)
            files[os.path.relpath(full, VAULT)] = open(full, "rb").read()
    print("files in vault:", len(files))

    # ---- parse every file by type
    decoded = {}
    n_ev = n_todo = 0
    for p, data in sorted(files.items()):
        try:
            decoded[p] = norm(decode(p, data))
        except Exception as e:  # noqa: BLE001
            err("cannot decode %s: %r" % (p, e))
            continue
        if p.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(data)
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))
            if b"\r\n" not in data or data.replace(b"\r\n", b"").find(b"\n") >= 0:
                err("%s: not CRLF" % p)
            if not cal.walk("VTIMEZONE"):
                err("%s: no VTIMEZONE" % p)
        if p.endswith(".eml"):
            msg = email.message_from_bytes(data, policy=email.policy.default)
            for part in msg.walk():
                if part.defects:
                    err("%s: MIME defects %r" % (p, part.defects))
            if not msg["Message-ID"] or not msg["Date"]:
                err("%s: missing headers" % p)
        if p.endswith(".mbox"):
            mb = mailbox.mbox(os.path.join(VAULT, p), create=False)
            msgs = list(mb)
            if len(msgs) < 8:
                err("%s: only %d messages" % (p, len(msgs)))
            if not all(m["List-Id"] for m in msgs):
                err("%s: List-Id missing" % p)
            if b"\n>From " not in data:
                err("%s: no >From escape" % p)
            print("mbox %s: %d messages" % (p, len(msgs)))
        if p.endswith(".csv"):
            txt = data.decode("utf-8")
            delim = ";" if txt.splitlines()[0].count(";") > txt.splitlines()[0].count(",") else ","
            rows = list(csv.reader(io.StringIO(txt), delimiter=delim))
            widths = {len(r) for r in rows}
            if len(widths) != 1:
                err("%s: ragged rows %r" % (p, widths))
            print("csv %s: %d data rows" % (p, len(rows) - 1))
    print("ics: %d VEVENT, %d VTODO" % (n_ev, n_todo))

    # ---- queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if len(qs) != 50:
        err("expected 50 queries, got %d" % len(qs))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids not h01..h50 in order")
    for i, q in enumerate(qs):
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: bad fields %r" % (q["id"], sorted(q)))
        if q["kind"] != KINDS[i // 5]:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], KINDS[i // 5]))
        if not q["gold"]:
            err("%s: empty gold" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source with <2 gold" % q["id"])
    print("norwegian questions:", len(questions.NORWEGIAN))

    # ---- gold files contain keys
    keymap = {i: g for i, k, qq, g, h in questions.Q}
    for q in qs:
        g = keymap[q["id"]]
        if list(g.keys()) != q["gold"]:
            err("%s: queries.json gold differs from questions.py" % q["id"])
        for path, keys in g.items():
            if path not in files:
                err("%s: gold path missing: %s" % (q["id"], path))
                continue
            for k in keys:
                if norm(k) not in decoded.get(path, ""):
                    err("%s: key %r not found in %s" % (q["id"], k, path))

    # ---- encoded-only facts
    for k, path in questions.ENCODED_ONLY.items():
        if norm(k) not in decoded.get(path, ""):
            err("encoded-only fact %r not in decoded %s" % (k, path))
        for p, data in files.items():
            if k.encode("utf-8") in data or k.lower().encode("utf-8") in data.lower():
                err("encoded-only fact %r visible in raw bytes of %s" % (k, p))
    print("encoded-only facts checked:", len(questions.ENCODED_ONLY))

    # ---- review list: non-gold files containing an answer key
    print("\n--- non-gold files containing an answer key (review by hand) ---")
    nrev = 0
    for i, kind, query, g, hint in questions.Q:
        keys = sorted({k for ks in g.values() for k in ks})
        for p in sorted(decoded):
            if p in g:
                continue
            hit = [k for k in keys if norm(k) in decoded[p]]
            if hit:
                nrev += 1
                print("%s [%s] %r: %s contains %r" % (i, kind, query, p, hit))
    print("(%d review lines)" % nrev)

    print("\nRESULT:", "OK" if not errors else "%d ERROR(S)" % len(errors))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
