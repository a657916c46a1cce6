# -*- coding: utf-8 -*-
"""Validator for the aigerim set. Run from the set folder: python gen/check.py"""
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from queries_src import ENCODED_ONLY, E, KEYS  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]
problems = []


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<br\s*/?>", "\n", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = ["%s: %s" % (h, msg.get(h, "")) for h in ("From", "To", "Subject", "Date")]
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if part.get_content_subtype() == "html":
            c = strip_html(c)
        parts.append(c)
    return "\n".join(parts)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if hasattr(val, "dt"):
                s = val.dt.isoformat() if hasattr(val.dt, "isoformat") else str(val.dt)
            elif isinstance(val, icalendar.vRecur):
                s = val.to_ical().decode()
            elif hasattr(val, "dts"):
                s = ",".join(d.dt.isoformat() for d in val.dts)
            elif isinstance(val, list):
                s = ",".join(",".join(d.dt.isoformat() for d in v.dts) if hasattr(v, "dts") else str(v) for v in val)
            else:
                s = str(val)
            out.append("%s:%s" % (name, s))
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


def decode(rel):
    p = os.path.join(VAULT, rel)
    data = open(p, "rb").read()
    if rel.endswith(".eml"):
        msg = BytesParser(policy=policy.default).parsebytes(data)
        if msg.defects:
            problems.append("mail defects in %s: %s" % (rel, msg.defects))
        return msg_text(msg)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(p, factory=None, create=False)
        texts = []
        for m in box:
            mm = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            texts.append(msg_text(mm))
        if len(texts) < 8:
            problems.append("mbox has only %d messages" % len(texts))
        return "\n".join(texts)
    if rel.endswith(".ics"):
        return ics_text(data)
    if rel.endswith(".jsonl"):
        acc = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    if rel.endswith(".json"):
        acc = []
        json_strings(json.loads(data.decode("utf-8")), acc)
        return "\n".join(acc)
    if rel.endswith(".html"):
        return strip_html(data.decode("utf-8"))
    return data.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).casefold()


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
    decoded, raw = {}, {}
    for rel in files:
        decoded[rel] = norm(decode(rel))
        raw[rel] = norm(open(os.path.join(VAULT, rel), "rb").read().decode("utf-8", "replace"))
    print("files: %d" % len(files))

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        problems.append("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        if q["kind"] != KINDS[i // 5]:
            problems.append("%s kind %s, expected %s" % (q["id"], q["kind"], KINDS[i // 5]))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            problems.append("%s multi_source with <2 gold" % q["id"])
        keys = [norm(k) for k in KEYS[q["id"]]]
        for g in q["gold"]:
            if g not in decoded:
                problems.append("%s gold missing: %s" % (q["id"], g))
                continue
            if not any(k in decoded[g] for k in keys):
                problems.append("%s gold %s lacks all keys %s" % (q["id"], g, KEYS[q["id"]]))
        if q["kind"] == "multi_source":
            # each gold file must hold a key part that no other gold file holds
            for g in q["gold"]:
                own = [k for k in keys if k in decoded.get(g, "")]
                others = [o for o in q["gold"] if o != g]
                if own and all(any(k in decoded.get(o, "") for o in others) for k in own):
                    problems.append("%s: %s holds no part unique among gold" % (q["id"], g))
        hits = [f for f in files if f not in q["gold"] and any(k in decoded[f] for k in keys)]
        if hits:
            print("  review %s (%s) non-gold key hits: %s" % (q["id"], q["query"], ", ".join(hits)))

    for key, short in ENCODED_ONLY.items():
        k = norm(key)
        rawhits = [f for f in files if k in raw[f]]
        if rawhits:
            problems.append("encoded-only key %r found raw in %s" % (key, rawhits))
        if k not in decoded[E[short]]:
            problems.append("encoded-only key %r not in decoded %s" % (key, E[short]))
        dec_hits = [f for f in files if k in decoded[f]]
        print("  encoded-only %r decoded in: %s" % (key, ", ".join(dec_hits)))

    counts = {}
    for f in files:
        ext = f.rsplit(".", 1)[-1]
        counts[ext] = counts.get(ext, 0) + 1
    print("by extension:", counts)
    print("queries: %d" % len(qs))
    if problems:
        print("PROBLEMS (%d):" % len(problems))
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
