#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Validator for the dimitra set. Run from the set folder or anywhere:
   python gen/check.py
Checks: queries.json shape (ids, kinds, order), gold paths exist, every gold file contains its answer
key(s) once decoded (MIME parts decoded incl. base64/QP, HTML stripped, .ics parsed with icalendar,
JSON parsed), every .eml/.mbox/.ics/.json parses, encoded-only facts are absent from all raw bytes.
Lists non-gold files that contain an answer key, for review by hand."""
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from html.parser import HTMLParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from qdata import Q, ENCODED_ONLY, KINDS  # noqa: E402

errors = []
stats = {}


def err(msg):
    errors.append(msg)


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []

    def handle_data(self, d):
        self.parts.append(d)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "td", "th", "li", "h1", "h2", "h3", "div", "table"):
            self.parts.append(" ")


def strip_html(s):
    p = _Strip()
    p.feed(s)
    return html.unescape(" ".join(p.parts))


def msg_text(msg, where):
    if msg.defects:
        err("%s: parse defects %r" % (where, msg.defects))
    for h in ("From", "Date"):
        if not msg.get(h):
            err("%s: missing %s header" % (where, h))
    out = [str(msg.get("Subject", "")), str(msg.get("From", "")), str(msg.get("To", ""))]
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if part.defects:
            err("%s: part defects %r" % (where, part.defects))
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if ctype == "text/html":
            body = strip_html(body)
            stats["html_parts"] = stats.get("html_parts", 0) + 1
        out.append(body)
        cte = str(part.get("Content-Transfer-Encoding", "7bit")).lower()
        stats.setdefault("cte", {}).setdefault(cte, 0)
        stats["cte"][cte] += 1
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for k, v in o.items():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    return acc


def decode(rel):
    full = os.path.join(VAULT, rel)
    raw = open(full, "rb").read()
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = email.message_from_bytes(raw, policy=policy.default)
        return msg_text(msg, rel)
    if ext == "mbox":
        box = mailbox.mbox(full, factory=None, create=False)
        texts = []
        n = 0
        for key in box.keys():
            m = email.message_from_bytes(box.get_bytes(key), policy=policy.default)
            n += 1
            if not m.get("List-Id"):
                err("%s: message %d without List-Id" % (rel, n))
            texts.append(msg_text(m, "%s#%d" % (rel, n)))
        stats["mbox_msgs"] = n
        if b"\n>From " not in raw:
            err("%s: no >From escape" % rel)
        return "\n".join(texts)
    if ext == "ics":
        try:
            cal = icalendar.Calendar.from_ical(raw)
        except Exception as e:  # noqa: BLE001
            err("%s: icalendar parse error %s" % (rel, e))
            return ""
        out = []
        for comp in cal.walk():
            if comp.name in ("VEVENT", "VTODO"):
                stats[comp.name] = stats.get(comp.name, 0) + 1
            for name, val in comp.property_items(recursive=False):
                if name in ("BEGIN", "END"):
                    continue
                try:
                    s = val.to_ical()
                    s = s.decode("utf-8") if isinstance(s, bytes) else str(s)
                except Exception:  # noqa: BLE001
                    s = str(val)
                if name in ("SUMMARY", "DESCRIPTION", "LOCATION"):
                    s = str(val)
                out.append("%s:%s" % (name, s))
        if b"\r\n" not in raw or b"\r\n " not in raw:
            err("%s: expected CRLF line ends and folded lines" % rel)
        return "\n".join(out)
    if ext == "json":
        try:
            return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
        except Exception as e:  # noqa: BLE001
            err("%s: JSON parse error %s" % (rel, e))
            return ""
    if ext == "jsonl":
        acc = []
        for i, line in enumerate(raw.decode("utf-8").splitlines()):
            if line.strip():
                try:
                    json_strings(json.loads(line), acc)
                except Exception as e:  # noqa: BLE001
                    err("%s:%d JSON parse error %s" % (rel, i + 1, e))
        return "\n".join(acc)
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def main():
    files = []
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT))
    files.sort()
    decoded = {}
    raw = {}
    for rel in files:
        decoded[rel] = norm(decode(rel))
        raw[rel] = norm(open(os.path.join(VAULT, rel), "rb").read().decode("utf-8", "replace"))

    # ---- queries.json against qdata
    qpath = os.path.join(ROOT, "queries.json")
    qs = json.load(open(qpath, encoding="utf-8"))
    if len(qs) != 50:
        err("queries.json: %d questions, expected 50" % len(qs))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q.get("id"), sorted(q)))
        want = KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        if not q["gold"] or "\n" in q["gold_hint"]:
            err("%s: empty gold or multi-line hint" % q["id"])
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            err("%s: multi_source needs 2-3 gold files" % q["id"])
    qd = {i: (k, qq, g, h) for i, k, qq, g, h in Q}
    for q in qs:
        k, qq, g, h = qd[q["id"]]
        if sorted(g) != sorted(q["gold"]) or qq != q["query"] or k != q["kind"]:
            err("%s: queries.json out of sync with qdata.py (run gen/write_queries.py)" % q["id"])

    # ---- gold keys
    review = []
    for qid, kind, query, gold, hint in Q:
        allkeys = []
        for path, keys in gold.items():
            if path not in decoded:
                err("%s: gold path missing: %s" % (qid, path))
                continue
            for key in keys:
                allkeys.append(key)
                if norm(key) not in decoded[path]:
                    err("%s: key %r not found in decoded %s" % (qid, key, path))
        for key in allkeys:
            others = [p for p in files if p not in gold and norm(key) in decoded[p]]
            if others:
                review.append((qid, key, others))
        if kind == "multi_source":
            # each gold file must hold a part no other file holds
            for path, keys in gold.items():
                for key in keys:
                    holders = [p for p in files if norm(key) in decoded[p]]
                    if holders != [path]:
                        err("%s: multi_source part %r is held by %s" % (qid, key, holders))

    # ---- encoded-only facts
    for key, path in ENCODED_ONLY:
        hits = [p for p in files if norm(key) in raw[p]]
        if hits:
            err("encoded-only fact %r appears raw in %s" % (key, hits))
        if norm(key) not in decoded.get(path, ""):
            err("encoded-only fact %r not found decoded in %s" % (key, path))

    # ---- summary
    by_ext = {}
    for f in files:
        e = f.rsplit(".", 1)[-1]
        by_ext[e] = by_ext.get(e, 0) + 1
    print("vault files: %d  %s" % (len(files), dict(sorted(by_ext.items()))))
    print("VEVENT: %s  VTODO: %s  mbox messages: %s" % (stats.get("VEVENT"), stats.get("VTODO"),
                                                        stats.get("mbox_msgs")))
    print("transfer encodings of text parts: %s" % dict(sorted(stats.get("cte", {}).items())))
    print("questions: %d  kinds: %s" % (len(qs), {k: sum(1 for q in qs if q["kind"] == k) for k in KINDS}))
    print()
    print("NON-GOLD FILES CONTAINING AN ANSWER KEY (review by hand):")
    if not review:
        print("  (none)")
    for qid, key, others in review:
        print("  %s  %-40r %s" % (qid, key, ", ".join(others)))
    print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  - " + e)
        print("RESULT: FAIL")
        sys.exit(1)
    print("RESULT: OK - all gold keys found, all files parse, encoded-only facts hidden from raw bytes")


if __name__ == "__main__":
    main()
