#!/usr/bin/env python3
"""Validate the soraya held-out set.

- queries: ids h01..h50 unique, 5 per kind in the required order, gold non-empty, multi_source >= 2
- every gold path exists and contains each of its answer keys once decoded
  (base64 / quoted-printable / HTML decoded, .ics parsed with icalendar, JSON parsed)
- every .ics parses, every .eml / .mbox parses
- encoded-only keys are absent from the raw bytes of every file
- lists non-gold files that contain an answer key (for manual review)
"""
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(BASE, "vault")
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

errors = []


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def part_text(part):
    try:
        c = part.get_content()
    except Exception:  # noqa: BLE001
        c = part.get_payload(decode=True) or b""
    if isinstance(c, bytes):
        c = c.decode(part.get_content_charset() or "utf-8", "replace")
    if not isinstance(c, str):
        c = str(c)
    if part.get_content_type() == "text/html":
        c = strip_html(c)
    return c


def msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() == "text":
            out.append(part_text(part))
    return "\n".join(out)


def parse_eml(path):
    with open(path, "rb") as fh:
        raw = fh.read()
    msg = email.message_from_bytes(raw, policy=policy.default)
    for h in ("From", "Date", "Subject", "Message-ID"):
        if not msg[h]:
            err("%s: missing header %s" % (path, h))
    if msg.defects:
        err("%s: defects %r" % (path, msg.defects))
    return msg_text(msg)


def parse_mbox(path):
    mb = mailbox.mbox(path, create=False)
    texts = []
    n = 0
    for m in mb:
        n += 1
        msg = email.message_from_bytes(m.as_bytes(), policy=policy.default)
        if not msg["From"] or not msg["Date"] or not msg["List-Id"]:
            err("%s: message %d lacks From/Date/List-Id" % (path, n))
        texts.append(msg_text(msg))
    if n < 8:
        err("%s: only %d messages" % (path, n))
    return "\n".join(texts)


def render_val(v):
    if isinstance(v, list):
        return " ".join(render_val(x) for x in v)
    if hasattr(v, "dts"):
        return " ".join(str(x.dt) for x in v.dts)
    if hasattr(v, "dt"):
        return str(v.dt)
    s = str(v)
    if hasattr(v, "params") and v.params.get("CN"):
        s = "%s (%s)" % (v.params.get("CN"), s)
    return s


def parse_ics(path):
    with open(path, "rb") as fh:
        raw = fh.read()
    if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
        err("%s: not CRLF line ends" % path)
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        if comp.name in ("VEVENT", "VTODO", "VALARM"):
            out.append("[%s]" % comp.name)
            for k in comp.keys():
                out.append("%s: %s" % (k, render_val(comp[k])))
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(strip_html(o) if "<" in o or "&" in o else o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


def parse_json(path):
    acc = []
    with open(path, encoding="utf-8") as fh:
        json_strings(json.load(fh), acc)
    return "\n".join(acc)


def parse_jsonl(path):
    acc = []
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if line.strip():
                json_strings(json.loads(line), acc)
    return "\n".join(acc)


def decode(path):
    if path.endswith(".eml"):
        return parse_eml(path)
    if path.endswith(".mbox"):
        return parse_mbox(path)
    if path.endswith(".ics"):
        return parse_ics(path)
    if path.endswith(".jsonl"):
        return parse_jsonl(path)
    if path.endswith(".json"):
        return parse_json(path)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    files = {}
    raw = {}
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            p = os.path.join(d, f)
            rel = os.path.relpath(p, VAULT)
            try:
                files[rel] = norm(decode(p))
            except Exception as e:  # noqa: BLE001
                err("%s: failed to parse: %s" % (rel, e))
                files[rel] = ""
            with open(p, "rb") as fh:
                raw[rel] = fh.read().decode("utf-8", "replace").casefold()

    with open(os.path.join(BASE, "queries.json"), encoding="utf-8") as fh:
        queries = json.load(fh)
    with open(os.path.join(HERE, "answer_keys.json"), encoding="utf-8") as fh:
        ak = json.load(fh)
    keys = ak["answer_keys"]

    # ---- structure
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5]
        if q.get("kind") != want:
            err("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q or q[fld] in ("", [], None):
                err("%s: missing %s" % (q["id"], fld))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])
        if sorted(q["gold"]) != sorted(keys.get(q["id"], {}).keys()):
            err("%s: gold and answer_keys disagree" % q["id"])

    # ---- gold files contain their keys
    for q in queries:
        for g in q["gold"]:
            if g not in files:
                err("%s: gold path does not exist: %s" % (q["id"], g))
                continue
            for k in keys[q["id"]][g]:
                if norm(k) not in files[g]:
                    err("%s: key %r not found in decoded %s" % (q["id"], k, g))

    # ---- encoded-only keys
    for k in ak["encoded_only"]:
        hits = [r for r, b in raw.items() if k.casefold() in b]
        if hits:
            err("encoded-only key %r appears in raw bytes of %s" % (k, hits))
        if not any(norm(k) in t for t in files.values()):
            err("encoded-only key %r not found in any decoded file" % k)

    # ---- review list: non-gold files containing a key
    review = []
    for q in queries:
        allk = sorted({k for g in keys[q["id"]].values() for k in g})
        for rel in sorted(files):
            if rel in q["gold"]:
                continue
            hit = [k for k in allk if norm(k) in files[rel]]
            if hit:
                review.append("%s  %-55s %s" % (q["id"], rel, hit))

    n_eml = sum(1 for r in files if r.endswith(".eml"))
    n_ics = sum(1 for r in files if r.endswith(".ics"))
    print("files: %d (eml %d, ics %d)" % (len(files), n_eml, n_ics))
    print("queries: %d" % len(queries))
    print("\nNon-gold files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
