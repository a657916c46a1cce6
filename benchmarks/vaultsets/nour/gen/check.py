#!/usr/bin/env python3
"""Validate the 'nour' held-out set.

    cd /work/heldout26/nour && /work/main/.venv/bin/python gen/check.py

Hard checks (exit 1 on failure): queries.json shape, ids unique, kinds 5×10 in order, every
gold path exists, every gold file contains its answer key(s) once decoded, every .ics parses
(icalendar), every .eml/.mbox parses, every .json/.jsonl parses, encoded-only facts are
absent from the raw bytes of every file but present once decoded.
Review list (warnings): non-gold files that contain an answer key.
"""
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
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for hname in ("From", "To", "Cc", "Subject", "Date", "List-Id"):
        v = msg.get(hname)
        if v:
            out.append("%s: %s" % (hname, v))
    n_leaf = 0
    for part in msg.walk():
        if part.is_multipart():
            continue
        n_leaf += 1
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        body = part.get_content()
        if ctype == "text/html":
            body = strip_html(body)
        out.append(body)
    if n_leaf == 0:
        raise ValueError("no leaf part")
    return "\n".join(out)


def fix_mojibake(x):
    if isinstance(x, str):
        try:
            return x.encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return x
    if isinstance(x, list):
        return [fix_mojibake(i) for i in x]
    if isinstance(x, dict):
        return {k: fix_mojibake(v) for k, v in x.items()}
    return x


def flatten(x, out):
    if isinstance(x, str):
        out.append(x)
    elif isinstance(x, list):
        for i in x:
            flatten(i, out)
    elif isinstance(x, dict):
        for v in x.values():
            flatten(v, out)
    return out


def fmt_dt(v):
    d = v.dt
    if hasattr(d, "hour"):
        return d.strftime("%Y-%m-%d %H:%M")
    return d.strftime("%Y-%m-%d")


def ics_text(raw):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    n = 0
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO"):
            continue
        n += 1
        for prop in ("SUMMARY", "LOCATION", "DESCRIPTION", "STATUS"):
            if comp.get(prop) is not None:
                out.append("%s: %s" % (prop, comp.get(prop)))
        for prop in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID"):
            if comp.get(prop) is not None:
                out.append("%s: %s" % (prop, fmt_dt(comp.get(prop))))
        att = comp.get("ATTENDEE")
        if att is not None:
            for a in (att if isinstance(att, list) else [att]):
                out.append("ATTENDEE: %s" % a.params.get("CN", a))
        if comp.get("ORGANIZER") is not None:
            out.append("ORGANIZER: %s" % comp.get("ORGANIZER").params.get("CN", ""))
        out.append("")
    return "\n".join(out), n


STATS = {"VEVENT": 0, "VTODO": 0, "eml": 0, "mbox_msgs": 0}


def decoded(path):
    raw = open(path, "rb").read()
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if not msg["From"] or not msg["Date"]:
            raise ValueError("missing From/Date")
        STATS["eml"] += 1
        return msg_text(msg)
    if ext == "mbox":
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f),
                           create=False)
        parts = []
        for m in box:
            if not m["List-Id"]:
                raise ValueError("mbox message without List-Id")
            STATS["mbox_msgs"] += 1
            parts.append(msg_text(m))
        if not parts:
            raise ValueError("empty mbox")
        return "\n".join(parts)
    if ext == "ics":
        text, n = ics_text(raw)
        cal = icalendar.Calendar.from_ical(raw)
        STATS["VEVENT"] += len(cal.walk("VEVENT"))
        STATS["VTODO"] += len(cal.walk("VTODO"))
        return text
    if ext == "json":
        obj = json.loads(raw.decode("utf-8"))
        if "/instagram/" in path:
            assert set(obj) >= {"participants", "messages"}, "instagram shape"
            ts = [m["timestamp_ms"] for m in obj["messages"]]
            assert ts == sorted(ts, reverse=True), "instagram messages not newest first"
            obj = fix_mojibake(obj)
        return "\n".join(flatten(obj, []))
    if ext == "jsonl":
        objs = [json.loads(ln) for ln in raw.decode("utf-8").splitlines() if ln.strip()]
        return "\n".join(flatten(objs, []))
    return raw.decode("utf-8")


def main():
    files = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT))
    files.sort()
    text = {}
    raw = {}
    for rel in files:
        p = os.path.join(VAULT, rel)
        raw[rel] = open(p, "rb").read()
        try:
            text[rel] = norm(decoded(p))
        except Exception as e:  # noqa: BLE001
            err("cannot parse %s: %r" % (rel, e))
            text[rel] = ""

    # queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if len(qs) != 50:
        err("expected 50 questions, got %d" % len(qs))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids must be h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5] if i < 50 else None
        if q.get("kind") != want:
            err("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(f):
                err("%s: missing %s" % (q["id"], f))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])

    keys = {q["id"]: q["keys"] for q in questions.QUESTIONS}
    for q in qs:
        if sorted(keys[q["id"]]) != sorted(q["gold"]):
            err("%s: queries.json gold differs from gen/questions.py" % q["id"])

    # gold files exist and contain their keys
    for q in qs:
        for g in q["gold"]:
            if g not in text:
                err("%s: gold file missing: %s" % (q["id"], g))
                continue
            for k in keys[q["id"]][g]:
                if norm(k) not in text[g]:
                    err("%s: key %r not found in %s" % (q["id"], k, g))

    # encoded-only facts
    for k in questions.ENCODED_ONLY:
        for rel, b in raw.items():
            if k.encode("utf-8") in b:
                err("encoded-only fact %r appears raw in %s" % (k, rel))
        if not any(norm(k) in t for t in text.values()):
            err("encoded-only fact %r not found in any decoded file" % k)

    # review list
    print("\n== Non-gold files containing an answer key (review by hand) ==")
    nflag = 0
    for q in qs:
        gold = set(q["gold"])
        for g, ks in keys[q["id"]].items():
            nk = [norm(k) for k in ks]
            for rel in files:
                if rel in gold:
                    continue
                if all(k in text[rel] for k in nk):
                    nflag += 1
                    print("  %s  key %s  also in  %s" % (q["id"], ks, rel))
    if not nflag:
        print("  (none)")

    # inventory
    ext = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        ext[e] = ext.get(e, 0) + 1
    print("\n== Inventory ==")
    print("  files: %d  %s" % (len(files), dict(sorted(ext.items()))))
    print("  VEVENT: %d  VTODO: %d  mbox messages: %d" % (STATS["VEVENT"], STATS["VTODO"],
                                                          STATS["mbox_msgs"]))
    print("  questions: %d  French-marked: see README" % len(qs))
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK: all hard checks passed")


if __name__ == "__main__":
    main()
