#!/usr/bin/env python3
"""Validate the `sanne` set.

Checks: every gold path exists; every gold file contains its answer key(s) once
decoded (base64 / quoted-printable / HTML decoded, .ics parsed with icalendar,
JSON parsed); every .ics parses; every .eml / .mbox parses; ids unique and
h01..h50; kinds 5 each in the required order; multi_source questions have >=2
gold files whose keys are not in the other gold file(s); encoded-only facts are
absent from the raw bytes of every file. Lists non-gold files that contain an
answer key so they can be reviewed by hand.
Exit code 0 = all hard checks passed.
"""
import html
import json
import mailbox
import os
import re
import sys
sys.dont_write_bytecode = True
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import queries_src  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")

errors = []
notes = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def decode_message(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if part.get_content_maintype() != "text":
            continue
        content = part.get_content()
        if ctype == "text/html":
            out.append(strip_html(content))
        else:
            out.append(content)
    return "\n".join(out)


def parse_eml(path):
    with open(path, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    if not msg["From"] or not msg["Date"] or not msg["Message-ID"]:
        err("eml missing headers: " + path)
    for part in msg.walk():
        if part.defects:
            err("eml defects in %s: %r" % (path, part.defects))
    return decode_message(msg)


def parse_mbox(path):
    box = mailbox.mbox(path, factory=None, create=False)
    texts = []
    n = 0
    for key in box.keys():
        raw = box.get_bytes(key)
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if not msg["From"] or not msg["List-Id"]:
            err("mbox message without From/List-Id in " + path)
        texts.append(decode_message(msg))
        n += 1
    box.close()
    return "\n".join(texts), n


def ics_value(v):
    if hasattr(v, "dt"):
        return str(v.dt)
    if isinstance(v, icalendar.prop.vRecur):
        return v.to_ical().decode()
    if isinstance(v, icalendar.prop.vDDDLists):
        return ",".join(str(x.dt) for x in v.dts)
    if isinstance(v, list):
        return " | ".join(ics_value(x) for x in v)
    return str(v)


def parse_ics(path):
    with open(path, "rb") as fh:
        raw = fh.read()
    if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
        err("ics not CRLF: " + path)
    for line in raw.split(b"\r\n"):
        if len(line) > 75:
            err("ics line > 75 octets in %s" % path)
            break
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    counts = {"VEVENT": 0, "VTODO": 0, "VALARM": 0, "VTIMEZONE": 0}
    for c in cal.walk():
        if c.name in counts:
            counts[c.name] += 1
        for k in c.keys():
            out.append("%s: %s" % (k, ics_value(c[k])))
    return "\n".join(out), counts


def walk_json(o, out):
    if isinstance(o, dict):
        for v in o.values():
            walk_json(v, out)
    elif isinstance(o, list):
        for v in o:
            walk_json(v, out)
    elif isinstance(o, str):
        out.append(o)


def decode_file(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        return parse_eml(path)
    if rel.endswith(".mbox"):
        return parse_mbox(path)[0]
    if rel.endswith(".ics"):
        return parse_ics(path)[0]
    if rel.endswith(".json"):
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        out = []
        walk_json(data, out)
        return "\n".join(out)
    if rel.endswith(".jsonl"):
        out = []
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    walk_json(json.loads(line), out)
        return "\n".join(out)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    decoded, raw = {}, {}
    by_ext = {}
    ics_totals = {"VEVENT": 0, "VTODO": 0, "VALARM": 0, "VTIMEZONE": 0}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1]
        by_ext[ext] = by_ext.get(ext, 0) + 1
        with open(os.path.join(VAULT, rel), "rb") as fh:
            raw[rel] = fh.read()
        try:
            decoded[rel] = norm(decode_file(rel))
        except Exception as e:  # noqa: BLE001
            err("cannot parse %s: %s" % (rel, e))
            decoded[rel] = ""
        if ext == "ics":
            _, c = parse_ics(os.path.join(VAULT, rel))
            for k in c:
                ics_totals[k] += c[k]
        if ext == "mbox":
            _, n = parse_mbox(os.path.join(VAULT, rel))
            notes.append("mbox %s: %d messages" % (rel, n))

    # ---- queries.json vs source
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        qs = json.load(fh)
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = queries_src.KIND_ORDER[i // 5]
        if q["kind"] != want:
            err("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s has fields %s" % (q["id"], sorted(q)))
    src = {e[0]: e for e in queries_src.Q}
    nl = sum(1 for e in queries_src.Q if e[2] == "nl")

    # ---- gold files contain their keys
    review = []
    for q in qs:
        qid = q["id"]
        gold = src[qid][4]
        if list(gold) != q["gold"]:
            err("%s: queries.json gold differs from source" % qid)
        for rel, keys in gold.items():
            if rel not in decoded:
                err("%s: gold file missing: %s" % (qid, rel))
                continue
            for k in keys:
                if norm(k) not in decoded[rel]:
                    err("%s: key %r not found in %s" % (qid, k, rel))
        # non-gold files holding any key (the most specific key of each gold file)
        for rel, keys in gold.items():
            for k in keys:
                for other in files:
                    if other in gold:
                        continue
                    if norm(k) in decoded[other]:
                        review.append("%s key %r also in non-gold %s" % (qid, k, other))
        if q["kind"] == "multi_source":
            if len(gold) < 2:
                err("%s: multi_source needs >=2 gold files" % qid)
            for rel, keys in gold.items():
                for other in gold:
                    if other != rel and all(norm(k) in decoded[other] for k in keys):
                        err("%s: part of %s also fully in gold %s" % (qid, rel, other))

    # ---- encoded-only facts
    for k in queries_src.ENCODED_ONLY:
        kb = k.lower().encode("utf-8")
        for rel in files:
            if kb in raw[rel].lower():
                err("encoded-only fact %r visible in raw bytes of %s" % (k, rel))
        holders = [rel for rel in files if norm(k) in decoded[rel]]
        if not holders:
            err("encoded-only fact %r not found in any decoded file" % k)
        else:
            notes.append("encoded-only %-18r -> %s" % (k, ", ".join(holders)))

    # ---- report
    print("files: %d  %s" % (len(files), json.dumps(by_ext, sort_keys=True)))
    print("ics components: %s" % json.dumps(ics_totals))
    print("queries: %d (Dutch: %d)" % (len(qs), nl))
    for n in notes:
        print("  " + n)
    print("\nnon-gold files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    if not review:
        print("  (none)")
    print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
