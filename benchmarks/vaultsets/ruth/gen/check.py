#!/usr/bin/env python3
"""Validate the 'ruth' held-out set.

- every gold path exists and contains its answer keys once decoded
  (base64 / quoted-printable / HTML decoded, .ics parsed with icalendar,
  JSON / JSONL parsed, mbox split into messages);
- every .ics parses, every .eml / .mbox parses;
- ids unique, kinds as specified (5 of each, in order);
- encoded-only facts are absent from the raw bytes of every file;
- lists NON-gold files that contain an answer key, for review by hand.
Exit code 1 on any hard failure.
"""
import collections
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from email.parser import BytesParser
from html.parser import HTMLParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import qa  # noqa: E402

FAIL = []
STATS = collections.Counter()


def fail(msg):
    FAIL.append(msg)
    print("FAIL:", msg)


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []

    def handle_data(self, d):
        self.out.append(d)

    def handle_starttag(self, tag, attrs):
        if tag in ("td", "th", "p", "br", "tr", "li", "h1", "h2"):
            self.out.append(" ")


def strip_html(s):
    p = _Strip()
    p.feed(s)
    return html.unescape(" ".join(p.out))


def msg_text(msg, rel):
    parts = ["Subject: %s" % msg.get("Subject", ""), "From: %s" % msg.get("From", ""),
             "To: %s" % msg.get("To", "")]
    for part in msg.walk():
        if part.is_multipart():
            STATS["multipart:" + part.get_content_type()] += 1
            continue
        cte = (part.get("Content-Transfer-Encoding") or "7bit").lower()
        STATS["cte:" + cte] += 1
        if part.get_content_maintype() != "text":
            continue
        content = part.get_content()
        if part.get_content_subtype() == "html":
            content = strip_html(content)
        parts.append(content)
    return "\n".join(parts)


def flatten_json(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            flatten_json(v, out)
    elif isinstance(o, list):
        for v in o:
            flatten_json(v, out)


def ics_text(raw, rel):
    try:
        cal = icalendar.Calendar.from_ical(raw)
    except Exception as e:  # noqa: BLE001
        fail("ics does not parse: %s (%s)" % (rel, e))
        return ""
    out = []
    for comp in cal.walk():
        STATS["ics:" + comp.name] += 1
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if hasattr(val, "to_ical") and not isinstance(val, str):
                v = val.to_ical()
                v = v.decode() if isinstance(v, bytes) else str(v)
            else:
                v = str(val)
            out.append("%s: %s" % (name, v))
            if name in ("RRULE", "EXDATE", "RECURRENCE-ID", "ATTENDEE"):
                STATS["ics-prop:" + name] += 1
    return "\n".join(out)


def decode(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        try:
            msg = BytesParser(policy=policy.default).parsebytes(raw)
        except Exception as e:  # noqa: BLE001
            fail("eml does not parse: %s (%s)" % (rel, e))
            return ""
        if msg.defects:
            fail("eml defects in %s: %s" % (rel, msg.defects))
        if msg.get("In-Reply-To") or re.search(rb"\n> ", raw):
            STATS["eml:reply"] += 1
        if b"Forwarded message" in raw:
            STATS["eml:forward"] += 1
        if msg.get_content_type() == "text/html":
            STATS["eml:html-only"] += 1
        return msg_text(msg, rel)
    if ext == "mbox":
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
        texts = []
        for m in box:
            if m is None or not m.get("Message-ID"):
                fail("bad mbox message in %s" % rel)
                continue
            if not m.get("List-Id"):
                fail("mbox message without List-Id in %s" % rel)
            texts.append(msg_text(m, rel))
        STATS["mbox:messages"] += len(texts)
        if b"\n>From " not in raw:
            fail("mbox has no >From escape")
        return "\n".join(texts)
    if ext == "ics":
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            fail("ics not CRLF: " + rel)
        if re.search(rb"\r\n ", raw):
            STATS["ics:folded-files"] += 1
        return ics_text(raw, rel)
    if ext == "json":
        out = []
        flatten_json(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                flatten_json(json.loads(ln), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    files = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT).replace(os.sep, "/"))
    files.sort()
    ext_count = collections.Counter(f.rsplit(".", 1)[-1] for f in files)
    text = {f: norm(decode(f)) for f in files}
    raw = {f: open(os.path.join(VAULT, f), "rb").read().lower() for f in files}

    # queries.json vs qa.py
    queries = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        fail("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        fail("ids are not h01..h50 in order")
    for n, q in enumerate(queries):
        want = qa.KINDS[n // 5]
        if q["kind"] != want:
            fail("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            fail("%s has fields %s" % (q["id"], sorted(q)))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            fail("%s multi_source needs 2+ gold files" % q["id"])
    byid = {i: (k, qq, g, h) for i, k, qq, g, h in qa.Q}
    for q in queries:
        if q["gold"] != list(byid[q["id"]][2].keys()) or q["query"] != byid[q["id"]][1]:
            fail("%s: queries.json out of sync with gen/qa.py (run gen/make_queries.py)" % q["id"])

    # gold files exist + contain keys
    review = []
    for qid, kind, query, gold, hint in qa.Q:
        allkeys = set()
        for path, keys in gold.items():
            if path not in text:
                fail("%s gold path missing: %s" % (qid, path))
                continue
            for k in keys:
                allkeys.add(k)
                if norm(k) not in text[path]:
                    fail("%s: key %r not found in gold %s" % (qid, k, path))
        for f in files:
            if f in gold:
                continue
            hits = [k for k in sorted(allkeys) if norm(k) in text[f]]
            if hits:
                note = qa.REVIEWED.get((qid, f))
                review.append("%s  %-58s key(s) %s  %s" % (
                    qid, f, hits, ("[reviewed: %s]" % note) if note else "[NOT YET REVIEWED]"))

    # encoded-only facts
    for k in qa.ENCODED_ONLY:
        where_raw = [f for f in files if k.lower().encode() in raw[f]]
        where_dec = [f for f in files if norm(k) in text[f]]
        if where_raw:
            fail("encoded-only key %r appears in raw bytes of %s" % (k, where_raw))
        if not where_dec:
            fail("encoded-only key %r not found in any decoded file" % k)
        else:
            print("encoded-only %-16r decoded in: %s" % (k, ", ".join(where_dec)))

    print()
    print("files: %d  by extension: %s" % (len(files), dict(sorted(ext_count.items()))))
    print("stats:", dict(sorted(STATS.items())))
    print()
    print("NON-GOLD files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    print()
    if FAIL:
        print("check.py: %d FAILURE(S)" % len(FAIL))
        sys.exit(1)
    print("check.py: OK - %d files, %d questions, all gold keys found, encoded-only facts hidden"
          % (len(files), len(queries)))


if __name__ == "__main__":
    main()
