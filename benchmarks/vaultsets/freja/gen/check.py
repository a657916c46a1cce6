# -*- coding: utf-8 -*-
"""Validate the freja set.  cd . && python gen/check.py"""
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
import qspec  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, where):
    if msg.defects:
        err("%s: parse defects %r" % (where, msg.defects))
    parts = ["%s: %s" % (h, msg.get(h, "")) for h in ("From", "To", "Cc", "Subject", "Date")]
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            err("%s: part defects %r" % (where, part.defects))
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        parts.append(body)
    return "\n".join(parts)


def iso(d):
    return d.isoformat() if hasattr(d, "isoformat") else str(d)


def ics_text(raw, where):
    try:
        cal = icalendar.Calendar.from_ical(raw)
    except Exception as e:  # noqa: BLE001
        err("%s: icalendar parse failed: %s" % (where, e))
        return ""
    out = []
    nev = ntodo = 0
    for comp in cal.walk():
        if comp.name == "VEVENT":
            nev += 1
        if comp.name == "VTODO":
            ntodo += 1
        for k, v in comp.items():
            vals = v if isinstance(v, list) else [v]
            for x in vals:
                if hasattr(x, "dts"):
                    out.extend("%s: %s" % (k, iso(d.dt)) for d in x.dts)
                elif hasattr(x, "dt"):
                    out.append("%s: %s" % (k, iso(x.dt)))
                else:
                    out.append("%s: %s" % (k, str(x)))
    ics_counts[where] = (nev, ntodo)
    return "\n".join(out)


def json_strings(obj, fix=False):
    if isinstance(obj, str):
        if fix:
            try:
                return [obj.encode("latin-1").decode("utf-8")]
            except (UnicodeEncodeError, UnicodeDecodeError):
                return [obj]
        return [obj]
    if isinstance(obj, list):
        return [s for x in obj for s in json_strings(x, fix)]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in json_strings(v, fix)]
    return [str(obj)]


ics_counts = {}


def decode(rel, raw):
    p = rel.lower()
    if p.endswith(".eml"):
        return msg_text(email.message_from_bytes(raw, policy=email.policy.default), rel)
    if p.endswith(".mbox"):
        box = mailbox.mbox(os.path.join(VAULT, rel), factory=None, create=False)
        texts = []
        n = 0
        for key in box.keys():
            n += 1
            m = email.message_from_bytes(box.get_bytes(key), policy=email.policy.default)
            if not m.get("List-Id"):
                err("%s msg %s: no List-Id" % (rel, key))
            texts.append(msg_text(m, "%s#%s" % (rel, key)))
        box.close()
        if n < 8:
            err("%s: only %d messages" % (rel, n))
        if b"\n>From " not in raw:
            err("%s: no >From escape" % rel)
        return "\n".join(texts)
    if p.endswith(".ics"):
        return ics_text(raw, rel)
    if p.endswith(".jsonl"):
        return "\n".join(s for ln in raw.decode("utf-8").splitlines() if ln.strip()
                         for s in json_strings(json.loads(ln)))
    if p.endswith(".json"):
        fix = "/messages/inbox/" in rel
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), fix))
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    files = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            full = os.path.join(dp, fn)
            files[os.path.relpath(full, VAULT)] = open(full, "rb").read()
    decoded = {rel: norm(decode(rel, raw)) for rel, raw in sorted(files.items())}
    rawlow = {rel: raw.lower() for rel, raw in files.items()}

    # ---- queries.json vs qspec
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        qs = json.load(fh)
    if qs != qspec.queries():
        err("queries.json differs from gen/qspec.py (run python gen/qspec.py)")
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    want_kinds = [k for k in KINDS for _ in range(5)]
    if [q["kind"] for q in qs] != want_kinds:
        err("kinds are not 5 each in the specified order")
    for q in qs:
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(f):
                err("%s: missing %s" % (q.get("id"), f))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source with <2 gold" % q["id"])

    # ---- gold exists + contains keys
    review = []
    for qid, kind, query, gold, hint in qspec.Q:
        for path, keys in gold.items():
            if path not in files:
                err("%s: gold path missing: %s" % (qid, path))
                continue
            for k in keys:
                if norm(k) not in decoded[path]:
                    err("%s: key %r not found in %s" % (qid, k, path))
        allkeys = sorted({k for ks in gold.values() for k in ks})
        for k in allkeys:
            others = [rel for rel in sorted(decoded) if rel not in gold and norm(k) in decoded[rel]]
            if others:
                review.append((qid, k, others))
        if kind == "multi_source":
            # each gold file must hold a part that the other gold files do not hold
            for path, keys in gold.items():
                for k in keys:
                    for other in gold:
                        if other != path and norm(k) in decoded.get(other, ""):
                            err("%s: multi_source key %r of %s also in gold %s" % (qid, k, path, other))

    # ---- encoded-only facts
    for k in qspec.ENCODED_ONLY:
        hits_raw = [rel for rel, raw in rawlow.items() if k.lower().encode("utf-8") in raw]
        if hits_raw:
            err("encoded-only key %r appears raw in %s" % (k, hits_raw))
        if not any(norm(k) in d for d in decoded.values()):
            err("encoded-only key %r not found decoded anywhere" % k)

    # ---- format counts
    by_ext = {}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1].lower()
        by_ext[ext] = by_ext.get(ext, 0) + 1
    nev = sum(v[0] for v in ics_counts.values())
    ntodo = sum(v[1] for v in ics_counts.values())
    for rel, raw in files.items():
        if rel.endswith(".ics"):
            if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
                err("%s: not CRLF" % rel)
            if b"\r\n " not in raw:
                warnings.append("%s: no folded lines" % rel)

    print("files: %d  %s" % (len(files), dict(sorted(by_ext.items()))))
    print("calendars: %d VEVENT, %d VTODO" % (nev, ntodo))
    print("queries: %d" % len(qs))
    print("\nNon-gold files containing an answer key (review by hand):")
    for qid, k, others in review:
        print("  %s %r: %s" % (qid, k, ", ".join(others)))
    for w in warnings:
        print("WARN", w)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
