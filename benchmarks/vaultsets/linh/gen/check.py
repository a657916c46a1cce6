#!/usr/bin/env python3
"""Validator for the linh held-out set.

Checks: gold paths exist; each gold file contains its answer key(s) once decoded (MIME parts decoded,
HTML stripped, .ics parsed with icalendar, JSON parsed incl. Messenger mojibake repair); every .ics parses;
every .eml/.mbox parses; ids unique; kinds in the required order; encoded-only facts are absent from the raw
bytes of every file. Lists non-gold files that contain an answer key for manual review.
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

GEN = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(GEN)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, GEN)
from make_queries import KEYS, ENCODED_ONLY  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(m):
    parts = []
    for hname in ("From", "To", "Cc", "Subject", "Date"):
        if m[hname]:
            parts.append("%s: %s" % (hname, str(m[hname])))
    for part in m.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if part.get_content_subtype() == "html":
            c = strip_html(c)
        parts.append(c)
    return "\n".join(parts)


def _iso(d):
    return d.isoformat() if hasattr(d, "isoformat") else str(d)


def ics_text(data, path):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name == "VEVENT":
            n_ev += 1
        if comp.name == "VTODO":
            n_todo += 1
        for k, v in comp.property_items(recursive=False):
            vals = v if isinstance(v, list) else [v]
            for x in vals:
                if hasattr(x, "dts"):
                    out.append("%s: %s" % (k, ", ".join(_iso(d.dt) for d in x.dts)))
                elif hasattr(x, "dt"):
                    d = x.dt
                    out.append("%s: %s" % (k, _iso(d)))
                else:
                    cn = getattr(x, "params", {}).get("CN") if hasattr(x, "params") else None
                    out.append("%s: %s%s" % (k, x if not isinstance(x, bytes) else x.decode(),
                                             (" (CN=%s)" % cn) if cn else ""))
    return "\n".join(out), n_ev, n_todo


def unmojibake(o):
    if isinstance(o, str):
        try:
            return o.encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return o
    if isinstance(o, list):
        return [unmojibake(x) for x in o]
    if isinstance(o, dict):
        return {k: unmojibake(v) for k, v in o.items()}
    return o


def flatten(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, list):
        for x in o:
            flatten(x, out)
    elif isinstance(o, dict):
        for k, v in o.items():
            flatten(v, out)
    elif o is not None and not isinstance(o, bool):
        out.append(str(o))


stats = {"eml": 0, "mbox_msgs": 0, "ics": 0, "vevent": 0, "vtodo": 0}


def decode(rel, data):
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        m = email.message_from_bytes(data, policy=policy.default)
        if m["From"] is None or m["Date"] is None:
            err("eml without From/Date: " + rel)
        stats["eml"] += 1
        return msg_text(m)
    if ext == "mbox":
        box = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        texts = []
        for m in box:
            mm = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            if mm["List-Id"] is None:
                err("mbox message without List-Id in " + rel)
            texts.append(msg_text(mm))
            stats["mbox_msgs"] += 1
        if not texts:
            err("empty mbox " + rel)
        return "\n".join(texts)
    if ext == "ics":
        t, ne, nt = ics_text(data, rel)
        stats["ics"] += 1
        stats["vevent"] += ne
        stats["vtodo"] += nt
        return t
    if ext == "json":
        o = json.loads(data.decode("utf-8"))
        if "your_activity_across_facebook" in rel:
            o = unmojibake(o)
        out = []
        flatten(o, out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                flatten(json.loads(line), out)
        return "\n".join(out)
    return data.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    files = {}
    raw = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            with open(p, "rb") as f:
                raw[rel] = f.read()
    for rel in sorted(raw):
        try:
            files[rel] = norm(decode(rel, raw[rel]))
        except Exception as e:  # noqa: BLE001
            err("cannot parse %s: %r" % (rel, e))
            files[rel] = ""
    print("files: %d | eml: %d | mbox messages: %d | ics: %d (VEVENT %d, VTODO %d)" % (
        len(raw), stats["eml"], stats["mbox_msgs"], stats["ics"], stats["vevent"], stats["vtodo"]))

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5]
        if q.get("kind") != want:
            err("%s kind %s, expected %s" % (q["id"], q.get("kind"), want))
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q:
                err("%s missing %s" % (q["id"], fld))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s multi_source needs >=2 gold" % q["id"])
        keys = KEYS[q["id"]]
        if sorted(keys) != sorted(q["gold"]):
            err("%s gold list differs from key table" % q["id"])
        for g in q["gold"]:
            if g not in raw:
                err("%s gold missing: %s" % (q["id"], g))
                continue
            for k in keys[g]:
                if norm(k) not in files[g]:
                    err("%s: key %r not found in gold %s" % (q["id"], k, g))

    # encoded-only facts
    for key, path in ENCODED_ONLY:
        kb = key.encode("utf-8")
        for rel, b in raw.items():
            if kb.lower() in b.lower():
                err("encoded-only fact %r visible in raw bytes of %s" % (key, rel))
        if norm(key) not in files.get(path, ""):
            err("encoded-only fact %r not found decoded in %s" % (key, path))
    print("encoded-only facts checked: %d" % len(ENCODED_ONLY))

    # review list: non-gold files containing an answer key
    print("\nNon-gold files containing an answer key (review by hand):")
    n = 0
    for q in queries:
        allkeys = sorted({k for ks in KEYS[q["id"]].values() for k in ks})
        for rel in sorted(files):
            if rel in q["gold"]:
                continue
            hit = [k for k in allkeys if norm(k) in files[rel]]
            if hit:
                n += 1
                print("  %s  %-70s %s" % (q["id"], rel, hit))
    if not n:
        print("  (none)")

    print("\nRESULT: %s (%d error(s))" % ("OK" if not errors else "FAIL", len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
