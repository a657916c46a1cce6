#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Validator for the 'teodora' held-out set.

Checks: ids unique and h01..h50; kinds 5 each in the prescribed order; every gold path exists; every gold
file contains its answer key once decoded (MIME parts decoded incl. base64 / quoted-printable / HTML,
.ics parsed with icalendar, JSON / JSONL parsed); every .ics parses; every .eml / .mbox parses;
encoded-only facts are absent from the raw bytes of every file. Lists non-gold files that contain an
answer key, for manual review.
Run from /work/heldout29/teodora:  /work/main/.venv/bin/python gen/check.py
"""
import email
import html
import json
import mailbox
import os
import re
import sys
import unicodedata
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from questions import Q, KINDS, ENCODED_ONLY  # noqa: E402

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
    for h in ("Subject", "From", "To", "Cc", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, str(msg[h])))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        try:
            content = part.get_content()
        except Exception as e:  # noqa: BLE001
            err("cannot decode part in message %s: %s" % (msg.get("Subject"), e))
            continue
        if ctype == "text/html":
            content = strip_html(content)
        out.append(content)
    return "\n".join(out)


def ics_text(data, rel):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name == "VEVENT":
            n_ev += 1
        if comp.name == "VTODO":
            n_todo += 1
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            if hasattr(v, "dt"):
                d = v.dt
                out.append("%s: %s" % (k, d.isoformat() if hasattr(d, "isoformat") else str(d)))
            elif hasattr(v, "dts"):
                out.append("%s: %s" % (k, ",".join(x.dt.isoformat() for x in v.dts)))
            elif isinstance(v, icalendar.vRecur):
                out.append("%s: %s" % (k, v.to_ical().decode()))
            else:
                out.append("%s: %s" % (k, str(v)))
    return "\n".join(out), n_ev, n_todo


def json_strings(o, out):
    if isinstance(o, dict):
        for v in o.values():
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)
    elif isinstance(o, str):
        out.append(o)
    elif isinstance(o, (int, float)) and not isinstance(o, bool):
        out.append(str(o))


STATS = {"VEVENT": 0, "VTODO": 0, "eml": 0, "mbox_msgs": 0}


def decode(rel):
    path = os.path.join(VAULT, rel)
    data = open(path, "rb").read()
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(data, policy=policy.default)
        if msg.defects:
            err("%s: MIME defects %s" % (rel, msg.defects))
        if not msg["From"] or not msg["Date"]:
            err("%s: missing From/Date" % rel)
        STATS["eml"] += 1
        return msg_text(msg)
    if rel.endswith(".mbox"):
        mb = mailbox.mbox(path, create=False)
        texts = []
        for m in mb:
            STATS["mbox_msgs"] += 1
            mm = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            if not mm["List-Id"]:
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(mm))
        if not texts:
            err("%s: empty mbox" % rel)
        return "\n".join(texts)
    if rel.endswith(".ics"):
        if b"\r\n" not in data:
            err("%s: not CRLF" % rel)
        t, ne, nt = ics_text(data, rel)
        STATS["VEVENT"] += ne
        STATS["VTODO"] += nt
        return t
    if rel.endswith(".json"):
        out = []
        json_strings(json.loads(data.decode("utf-8")), out)
        return "\n".join(out)
    if rel.endswith(".jsonl"):
        out = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return data.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def main():
    files = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT))
    files.sort()
    decoded = {}
    for rel in files:
        try:
            decoded[rel] = norm(decode(rel))
        except Exception as e:  # noqa: BLE001
            err("%s: cannot parse: %s" % (rel, e))
            decoded[rel] = ""
    raw = {rel: open(os.path.join(VAULT, rel), "rb").read() for rel in files}

    # ---- queries.json vs questions.py
    qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qj]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    kinds = [q["kind"] for q in qj]
    expected = [k for k in KINDS for _ in range(5)]
    if kinds != expected:
        err("kinds not 5 each in the prescribed order")
    byid = {q[0]: q for q in Q}
    for q in qj:
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                err("%s: missing field %s" % (q.get("id"), f))
        src = byid.get(q["id"])
        if not src or [g for g, _ in src[4]] != q["gold"] or src[1] != q["query"]:
            err("%s: queries.json out of sync with questions.py" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])

    # ---- gold paths exist and contain their keys
    n_keys = 0
    for qid, query, kind, hint, gold in Q:
        for rel, key in gold:
            if rel not in decoded:
                err("%s: gold path missing: %s" % (qid, rel))
                continue
            n_keys += 1
            if norm(key) not in decoded[rel]:
                err("%s: key %r not found in decoded %s" % (qid, key, rel))

    # ---- multi_source: each part held by no other gold file of the question
    for qid, query, kind, hint, gold in Q:
        if kind != "multi_source":
            continue
        for rel, key in gold:
            others = [r for r, _ in gold if r != rel and norm(key) in decoded.get(r, "")]
            if others:
                err("%s: part %r of %s also in %s" % (qid, key, rel, others))

    # ---- encoded-only facts
    for key in ENCODED_ONLY:
        variants = {key, fold(key)}
        for rel in files:
            for v in variants:
                pat = re.compile(rb"(?<![A-Za-z0-9+/])" + re.escape(v.encode("utf-8")) + rb"(?![A-Za-z0-9+/])",
                                 re.IGNORECASE)
                if pat.search(raw[rel]):
                    err("encoded-only key %r visible in raw bytes of %s" % (v, rel))
        if not any(norm(key) in t for t in decoded.values()):
            err("encoded-only key %r not found in any decoded file" % key)

    # ---- non-gold files containing an answer key (manual review)
    print("\n== non-gold files containing an answer key (review by hand) ==")
    n_review = 0
    for qid, query, kind, hint, gold in Q:
        gpaths = {r for r, _ in gold}
        keys = {k for _, k in gold}
        for rel in files:
            if rel in gpaths:
                continue
            hit = [k for k in keys if norm(k) in decoded[rel]]
            if hit:
                n_review += 1
                print("  %s  %-60s  %s" % (qid, rel, hit))
    if not n_review:
        print("  (none)")

    exts = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        exts[e] = exts.get(e, 0) + 1
    print("\nfiles: %d  %s" % (len(files), dict(sorted(exts.items()))))
    print("eml parsed: %d, mbox messages: %d, VEVENT: %d, VTODO: %d" % (
        STATS["eml"], STATS["mbox_msgs"], STATS["VEVENT"], STATS["VTODO"]))
    print("questions: %d, gold keys checked: %d, encoded-only facts: %d" % (len(qj), n_keys, len(ENCODED_ONLY)))
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
