#!/usr/bin/env python3
"""Validator for the `mei` set. Run from the set folder: python gen/check.py"""
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
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from make_queries import KEYS  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]

# facts that must be present ONLY inside encoded (base64 / QP) parts: absent from every file's raw bytes
ENCODED_ONLY = {
    "K7QZ4M": "mail/2025/06/2025-06-09_jade-horizon-flight-booking.eml",
    "HSP-4471-9082": "mail/2025/07/2025-07-15_harbourline-shield-renewal.eml",
    "TRV-88213570": "mail/2025/11/2025-11-04_harbourline-travel-insurance.eml",
    "LSA-E3-2025-027": "mail/2025/09/2025-09-22_fwd-lab-audit-findings.eml",
    "HDB/RP/2025/0915/4412": "mail/2025/09/2025-09-15_hacking-start-date-change.eml",
    "13 October 2025": "mail/2025/09/2025-09-15_hacking-start-date-change.eml",
    "58213-LS": "mail/2025/07/2025-07-04_hotel-lilac-sapporo-confirmation.eml",
    "Kita 3-jo Nishi 4-chome": "mail/2025/07/2025-07-04_hotel-lilac-sapporo-confirmation.eml",
    "TP-0303-0417": "mail/2025/02/2025-02-20_polyclinic-appointment.eml",
}

errors = []


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out = []

    def handle_data(self, d):
        self.out.append(d)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "div", "h1", "h2", "li", "table"):
            self.out.append("\n")
        elif tag in ("td", "th"):
            self.out.append(" ")


def html_text(s):
    p = _Strip()
    p.feed(s)
    return html.unescape("".join(p.out))


def msg_text(msg):
    parts = ["From: %s" % msg.get("From", ""), "Subject: %s" % msg.get("Subject", "")]
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if isinstance(c, bytes):
            c = c.decode("utf-8", "replace")
        parts.append(html_text(c) if part.get_content_subtype() == "html" else c)
    return "\n".join(parts)


def ics_value(v):
    if isinstance(v, list):
        return " ".join(ics_value(x) for x in v)
    if isinstance(v, icalendar.vDDDLists):
        return " ".join(ics_value(x) for x in v.dts)
    if isinstance(v, icalendar.vDDDTypes):
        d = v.dt
        return d.isoformat() if hasattr(d, "isoformat") else str(d)
    if isinstance(v, str):
        return str(v)
    if hasattr(type(v), "to_ical"):
        b = v.to_ical()
        return b.decode() if isinstance(b, bytes) else str(b)
    return str(v)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    return acc


def decoded_text(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        if not msg.get("From") or not msg.get("Date"):
            errors.append("eml missing headers: " + rel)
        return msg_text(msg)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
        msgs = list(box)
        if len(msgs) < 2:
            errors.append("mbox has too few messages: " + rel)
        return "\n\n".join(msg_text(m) for m in msgs)
    if rel.endswith(".ics"):
        cal = icalendar.Calendar.from_ical(raw)
        out = []
        for comp in cal.walk():
            for k, v in comp.items():
                out.append("%s: %s" % (k, ics_value(v)))
        return "\n".join(out)
    if rel.endswith(".jsonl"):
        acc = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), acc)
        return "\n".join(acc)
    if rel.endswith(".json"):
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s)


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT).replace(os.sep, "/")
                   for d, _, fs in os.walk(VAULT) for f in fs)
    texts, raws = {}, {}
    for rel in files:
        raws[rel] = open(os.path.join(VAULT, rel), "rb").read()
        try:
            texts[rel] = norm(decoded_text(rel))
        except Exception as e:  # parse failure
            errors.append("cannot parse %s: %r" % (rel, e))
            texts[rel] = ""

    # ics extra checks
    n_ev = n_todo = 0
    for rel in files:
        if rel.endswith(".ics"):
            raw = raws[rel]
            if b"\r\n" not in raw or raw.replace(b"\r\n", b"").find(b"\n") != -1:
                errors.append("ics not CRLF: " + rel)
            cal = icalendar.Calendar.from_ical(raw)
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))

    q = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [x["id"] for x in q]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    expected_kinds = [k for k in KINDS for _ in range(5)]
    if [x["kind"] for x in q] != expected_kinds:
        errors.append("kinds not 5 each in the specified order")
    for x in q:
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in x or not x[f]:
                errors.append("%s missing field %s" % (x.get("id"), f))
        if x["kind"] == "multi_source" and len(x["gold"]) < 2:
            errors.append("%s multi_source needs >=2 gold" % x["id"])
        keys = KEYS[x["id"]]
        if sorted(keys) != sorted(x["gold"]):
            errors.append("%s gold/keys mismatch" % x["id"])
        for g in x["gold"]:
            if g not in texts:
                errors.append("%s gold missing: %s" % (x["id"], g))
                continue
            if not any(norm(k) in texts[g] for k in keys[g]):
                errors.append("%s key %r not found in gold %s" % (x["id"], keys[g], g))

    # encoded-only facts
    for fact, where in ENCODED_ONLY.items():
        if fact not in texts.get(where, ""):
            errors.append("encoded fact %r not in decoded %s" % (fact, where))
        for rel, raw in raws.items():
            if fact.encode("utf-8") in raw:
                errors.append("encoded fact %r visible in raw bytes of %s" % (fact, rel))

    # review list: non-gold files containing an answer key
    print("== non-gold files containing an answer key (review by hand) ==")
    n_review = 0
    for x in q:
        keys = KEYS[x["id"]]
        allk = sorted({k for ks in keys.values() for k in ks})
        for rel in files:
            if rel in x["gold"]:
                continue
            hit = [k for k in allk if norm(k) in texts[rel]]
            if hit:
                n_review += 1
                print("  %s  %-60s %s" % (x["id"], rel, hit))
    if not n_review:
        print("  (none)")

    print("== summary ==")
    print("files: %d   queries: %d   VEVENT: %d   VTODO: %d" % (len(files), len(q), n_ev, n_todo))
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
