#!/usr/bin/env python3
"""Validator for the hamish set. Run from the set folder: python gen/check.py
- every gold path exists and contains its answer key(s) once decoded
- every .ics parses (icalendar), every .eml / .mbox parses, JSON/JSONL parse
- ids unique, kinds in the required order (5 each), queries.json matches queries_def.py
- encoded-only facts are absent from the raw bytes of every file
- lists non-gold files that contain an answer key (for manual review)"""
import sys as _s; _s.dont_write_bytecode = True
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
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import queries_def  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# facts that must only be readable after decoding (base64 / QP parts)
ENCODED_ONLY = {
    "EXM-2025-0412": "mail/2025/05/2025-05-13_waipa-council-sleepout-enquiry.eml",
    "3942#": "mail/2025/07/2025-07-31_welcome-to-the-team.eml",
    "Sat 16 + Sun 17 Aug": "mail/2025/07/2025-07-31_welcome-to-the-team.eml",
    "$285": "mail/2025/10/2025-10-20_year-6-camp-information.eml",
    "Strathallan Street": "mail/2025/06/2025-06-12_probate-granted.eml",
    "$432": "mail/2025/09/2025-09-29_rangitoto-price-notice.eml",
}

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out = []

    def handle_data(self, data):
        self.out.append(data)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "td", "th", "li", "h1", "h2", "h3", "table"):
            self.out.append(" ")


def strip_html(s):
    p = _Strip()
    p.feed(s)
    return html.unescape(" ".join(p.out))


def msg_text(msg):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date", "List-Id"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if ctype == "text/html":
            c = strip_html(c)
        parts.append(c)
    return "\n".join(parts)


def ics_text(path):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out = []
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO", "VALARM"):
            continue
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            if hasattr(v, "dt"):
                dt = v.dt
                out.append("%s: %s" % (k, dt.isoformat() if hasattr(dt, "isoformat") else str(dt)))
            elif hasattr(v, "dts"):
                out.append("%s: %s" % (k, ",".join(d.dt.isoformat() for d in v.dts)))
            elif isinstance(v, icalendar.vCalAddress):
                out.append("%s: %s %s" % (k, v.params.get("CN", ""), str(v)))
            elif isinstance(v, icalendar.vRecur):
                out.append("%s: %s" % (k, v.to_ical().decode()))
            else:
                out.append("%s: %s" % (k, str(v)))
    return "\n".join(out), cal


def unmojibake(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(unmojibake(o))
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


def decoded(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        if not msg["From"] or not msg["Date"]:
            err("eml without From/Date: " + rel)
        return msg_text(msg)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda fp: BytesParser(policy=policy.default).parse(fp))
        msgs = list(box)
        if not msgs:
            err("empty mbox " + rel)
        return "\n\n".join(msg_text(m) for m in msgs)
    if rel.endswith(".ics"):
        return ics_text(path)[0]
    if rel.endswith(".jsonl"):
        acc = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    json_strings(json.loads(line), acc)
        return "\n".join(acc)
    if rel.endswith(".json"):
        acc = []
        with open(path, encoding="utf-8") as f:
            json_strings(json.load(f), acc)
        return "\n".join(acc)
    with open(path, encoding="utf-8") as f:
        return f.read()


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT).replace(os.sep, "/")
                   for d, _, fs in os.walk(VAULT) for f in fs)
    print("files in vault:", len(files))
    texts, raws = {}, {}
    stats = {"VEVENT": 0, "VTODO": 0, "eml": 0, "mbox_msgs": 0}
    for rel in files:
        with open(os.path.join(VAULT, rel), "rb") as f:
            raws[rel] = f.read()
        try:
            texts[rel] = norm(decoded(rel))
        except Exception as e:  # parse failure
            err("cannot parse %s: %r" % (rel, e))
            texts[rel] = ""
        if rel.endswith(".ics"):
            _, cal = ics_text(os.path.join(VAULT, rel))
            for c in cal.walk():
                if c.name in ("VEVENT", "VTODO"):
                    stats[c.name] += 1
            if b"\r\n" not in raws[rel] or re.search(rb"[^\r]\n", raws[rel]):
                err("ics not CRLF: " + rel)
        if rel.endswith(".eml"):
            stats["eml"] += 1
        if rel.endswith(".mbox"):
            stats["mbox_msgs"] += len(mailbox.mbox(os.path.join(VAULT, rel)))
    print("calendar components:", stats["VEVENT"], "VEVENT,", stats["VTODO"], "VTODO;",
          stats["eml"], "eml;", stats["mbox_msgs"], "mbox messages")

    # queries.json vs definitions
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    defs = {d["id"]: d for d in queries_def.Q}
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5] if i < 50 else None
        if q["kind"] != want:
            err("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if k not in q:
                err("%s missing field %s" % (q.get("id"), k))
        d = defs.get(q["id"])
        if not d or list(d["gold"].keys()) != q["gold"]:
            err("%s gold differs from queries_def" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s multi_source needs >= 2 gold files" % q["id"])

    # gold files exist and contain keys; review list
    review = []
    for d in queries_def.Q:
        for rel, keys in d["gold"].items():
            if rel not in texts:
                err("%s gold file missing: %s" % (d["id"], rel))
                continue
            for key in keys:
                if norm(key) not in texts[rel]:
                    err("%s key %r not found in %s" % (d["id"], key, rel))
        for rel, keys in d["gold"].items():
            for key in keys:
                others = [o for o in files if o not in d["gold"] and norm(key) in texts[o]]
                if others:
                    review.append((d["id"], key, others))

    # encoded-only facts
    for key, rel in ENCODED_ONLY.items():
        kb = key.encode("utf-8")
        raw_hits = [r for r in files if kb.lower() in raws[r].lower()]
        if raw_hits:
            err("encoded-only fact %r appears raw in %s" % (key, raw_hits))
        if norm(key) not in texts.get(rel, ""):
            err("encoded-only fact %r not found decoded in %s" % (key, rel))
        dec_hits = [r for r in files if norm(key) in texts[r]]
        if dec_hits != [rel]:
            err("encoded-only fact %r decoded in %s (expected only %s)" % (key, dec_hits, rel))
    print("encoded-only facts checked:", len(ENCODED_ONLY))

    print("\nNon-gold files containing an answer key (review by hand):")
    if not review:
        print("  (none)")
    for qid, key, others in review:
        print("  %s %r -> %s" % (qid, key, ", ".join(others)))

    print("\nRESULT:", "OK" if not errors else "%d error(s)" % len(errors))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
