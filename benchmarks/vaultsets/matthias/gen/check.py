#!/usr/bin/env python3
"""Validator for the matthias set (may use icalendar)."""
import collections
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
sys.path.insert(0, HERE)
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]
errors, notes = [], []


def norm(s):
    return re.sub(r"\s+", " ", s).strip().casefold()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(m):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if m[h]:
            parts.append("%s: %s" % (h, m[h]))
    for part in m.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        txt = part.get_content()
        if part.get_content_subtype() == "html":
            txt = strip_html(txt)
        parts.append(txt)
    return "\n".join(parts)


def json_strings(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)


def decoded(path):
    full = os.path.join(VAULT, path)
    raw = open(full, "rb").read()
    if path.endswith(".eml"):
        m = email.message_from_bytes(raw, policy=policy.default)
        return msg_text(m)
    if path.endswith(".mbox"):
        mb = mailbox.mbox(full, factory=None, create=False)
        out = []
        for key in mb.keys():
            m = email.message_from_bytes(mb.get_bytes(key), policy=policy.default)
            out.append(msg_text(m))
        mb.close()
        return "\n".join(out)
    if path.endswith(".ics"):
        cal = icalendar.Calendar.from_ical(raw)
        out = []
        for comp in cal.walk():
            for k, v in comp.property_items(recursive=False):
                if k in ("BEGIN", "END"):
                    continue
                try:
                    out.append("%s: %s" % (k, v.to_ical().decode("utf-8") if hasattr(v, "to_ical") else v))
                except Exception:
                    out.append("%s: %s" % (k, v))
                out.append(str(v))
        return "\n".join(out).replace("\\,", ",").replace("\\;", ";").replace("\\n", "\n")
    if path.endswith(".json"):
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    if path.endswith(".jsonl"):
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
    dec = {p: norm(decoded(p)) for p in files}
    raws = {p: open(os.path.join(VAULT, p), "rb").read() for p in files}

    # ---- format checks
    n_ev = n_todo = 0
    for p in files:
        if p.endswith(".ics"):
            raw = raws[p]
            if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
                errors.append("ics not CRLF: " + p)
            if any(len(l) > 75 for l in raw.split(b"\r\n")):
                errors.append("ics line > 75 octets: " + p)
            cal = icalendar.Calendar.from_ical(raw)
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))
            if not cal.walk("VTIMEZONE"):
                errors.append("no VTIMEZONE: " + p)
        elif p.endswith(".eml"):
            m = email.message_from_bytes(raws[p], policy=policy.default)
            if not m["From"] or not m["Date"] or not m["Subject"]:
                errors.append("eml missing headers: " + p)
            for part in m.walk():
                if part.defects:
                    errors.append("eml defects %s: %s" % (p, part.defects))
                if not part.is_multipart():
                    part.get_content()
        elif p.endswith(".mbox"):
            mb = mailbox.mbox(os.path.join(VAULT, p), create=False)
            cnt = 0
            for key in mb.keys():
                m = email.message_from_bytes(mb.get_bytes(key), policy=policy.default)
                if not m["List-Id"]:
                    errors.append("mbox message without List-Id")
                cnt += 1
            mb.close()
            notes.append("mbox %s: %d messages, '>From ' escapes: %d" % (p, cnt, raws[p].count(b"\n>From ")))
        elif p.endswith(".json"):
            json.loads(raws[p].decode("utf-8"))
        elif p.endswith(".jsonl"):
            for line in raws[p].decode("utf-8").splitlines():
                json.loads(line)
    notes.append("calendars: %d VEVENT, %d VTODO" % (n_ev, n_todo))

    # ---- queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            errors.append("bad keys in %s" % q["id"])
        if q["kind"] != KINDS[i // 5]:
            errors.append("kind order wrong at %s: %s" % (q["id"], q["kind"]))
        if not q["gold"]:
            errors.append("empty gold " + q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append("multi_source with <2 gold: " + q["id"])
    kinds = collections.Counter(q["kind"] for q in qs)
    if any(kinds[k] != 5 for k in KINDS):
        errors.append("kind counts: %s" % kinds)

    # ---- answer keys in gold files
    qmeta = {q["id"]: q for q in questions.QUESTIONS}
    for q in qs:
        meta = qmeta[q["id"]]
        if sorted(meta["gold"]) != sorted(q["gold"]):
            errors.append("queries.json out of sync for " + q["id"])
        for g in q["gold"]:
            if g not in dec:
                errors.append("%s: gold file missing: %s" % (q["id"], g))
                continue
            for key in meta["gold"][g]:
                c = dec[g].count(norm(key))
                if c == 0:
                    errors.append("%s: key %r not found in %s" % (q["id"], key, g))

    # ---- encoded-only facts
    for g, key in questions.ENCODED_ONLY:
        if norm(key) not in dec[g]:
            errors.append("encoded fact %r not in decoded %s" % (key, g))
        for p, raw in raws.items():
            if key.encode("utf-8") in raw or key.encode("utf-8").lower() in raw.lower():
                errors.append("encoded fact %r visible in raw bytes of %s" % (key, p))

    # ---- non-gold files containing an answer key (for manual review)
    review = []
    for q in qs:
        keys = {k for ks in qmeta[q["id"]]["gold"].values() for k in ks}
        for p in files:
            if p in q["gold"]:
                continue
            hits = [k for k in keys if norm(k) in dec[p]]
            if hits:
                review.append("%s  %-60s %s" % (q["id"], p, hits))

    print("files: %d  (by type: %s)" % (len(files), dict(collections.Counter(os.path.splitext(p)[1] for p in files))))
    for n in notes:
        print(n)
    print("questions: %d  kinds: %s" % (len(qs), dict(kinds)))
    print("\nNon-gold files containing an answer key (review by hand):")
    for r in review or ["  (none)"]:
        print("  " + r)
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK - all checks passed")


if __name__ == "__main__":
    main()
