#!/usr/bin/env python3
"""Validator for the 'jolene' held-out set.

Checks: queries.json shape (ids h01-h50 unique, 5 of each kind in order), every gold path
exists, every gold file contains its answer key once decoded (MIME bodies decoded, HTML
stripped, .ics parsed with icalendar, JSON parsed incl. Messenger latin-1 mojibake), every
multi-source part is held by a gold file, every .ics/.eml/.mbox parses, hidden facts are
absent from the raw bytes of every file. Lists non-gold files that contain an answer key
for manual review.
"""
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter
from email import policy

import icalendar

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VAULT = os.path.join(ROOT, "vault")
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# answer keys: any alternative must be present in each gold file (case-insensitive)
KEYS = {
    "h01": ["DBX-2025-448193"], "h02": ["AUD-77K3915"], "h03": ["B-17"],
    "h04": ["$0.025 per sq in"], "h05": ["EP-3100"],
    "h06": ["Darnell Price will cover"], "h07": ["Beto Salcido"], "h08": ["Lorena"],
    "h09": ["Arlene Whitfield"], "h10": ["Gil Montaño"],
    "h11": ["Ocotillo Room"], "h12": ["Room 118"], "h13": ["Mesquite Branch Library"],
    "h14": ["lockbox behind the bougainvillea"], "h15": ["Saguaro Emergency Animal Hospital"],
    "h16": ["Saturday, December 7"], "h17": ["December 3, 2024"], "h18": ["BYDAY=1WE", "1st Wed"],
    "h19": ["20241221", "12/21"], "h20": ["20241213", "12/13"],
    "h26": ["Desert Bloom Rx Plus"], "h27": ["Thanksgiving at your house"], "h28": ["mini-split"],
    "h29": ["50/50"], "h30": ["won't be contesting", "Not sending this"],
    "h31": ["182.00"], "h32": ["#4086"], "h33": ["$0.67"], "h34": ["$375"], "h35": ["Paloverde#88"],
    "h36": ["renew CR-V registration", "Registration expires"], "h37": ["Still need: 3.5"],
    "h38": ["member ID card"], "h39": ["Lone Star"], "h40": ["1,150"],
    "h41": ["Hobbs Heirloom 80/20"], "h42": ["green corn"], "h43": ["before 11"], "h44": ["minky"],
    "h45": ["dry brine"], "h46": ["Apex"], "h47": ["homebound"],
    "h48": ["Mamá's quilt", "Double Wedding Ring"], "h49": ["Synthrapol"], "h50": ["prior auth"],
}
# multi-source: each part must be found in exactly the gold file(s) meant for it
PARTS = {
    "h21": [["Casa Las Conchas"], ["Noemi"]],
    "h22": [["B-17"], ["Saturday, December 7"]],
    "h23": [["$44.00"], ["DBX-2025-448193"]],
    "h24": [["tres leches"], ["3:40"]],
    "h25": [["Tuesdays and Fridays"], ["4471093"]],
}
# facts that must exist ONLY inside encoded parts (never in raw bytes of any file)
HIDDEN = {
    "448193": "mail/2024/11/2024-11-08_desert-bloom-enrollment-confirmation.eml",
    "77K3915": "mail/2024/05/2024-05-22_clearsound-receipt.eml",
    "B-17": "mail/2024/09/2024-09-16_holiday-fair-vendor-acceptance.eml",
    "0.025": "mail/2024/07/2024-07-16_longarm-invoice.eml",
    "4086": "mail/2024/10/2024-10-08_saguaro-vista-october-newsletter.eml",
    "Ocotillo": "mail/2024/10/2024-10-08_saguaro-vista-october-newsletter.eml",
}

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = ["%s: %s" % (k, v) for k, v in msg.items()]
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        try:
            body = part.get_content()
        except Exception as e:  # noqa
            err("cannot decode part: %s" % e)
            continue
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        parts.append(body)
    return "\n".join(parts)


def fix_mojibake(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def json_strings(o, out, mojibake=False):
    if isinstance(o, str):
        out.append(fix_mojibake(o) if mojibake else o)
    elif isinstance(o, list):
        for x in o:
            json_strings(x, out, mojibake)
    elif isinstance(o, dict):
        for k, v in o.items():
            out.append(str(k))
            json_strings(v, out, mojibake)


def file_text(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        if msg.defects:
            err("%s: defects %r" % (rel, msg.defects))
        if not msg["From"] or not msg["Date"]:
            err("%s: missing From/Date" % rel)
        return msg_text(msg)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
        msgs = list(box)
        if len(msgs) < 8:
            err("%s: only %d messages" % (rel, len(msgs)))
        for m in msgs:
            if not m["List-Id"]:
                err("%s: message without List-Id" % rel)
        return "\n".join(msg_text(m) for m in msgs)
    if rel.endswith(".ics"):
        cal = icalendar.Calendar.from_ical(raw)
        txt = cal.to_ical().decode("utf-8")
        txt = re.sub(r"\r?\n[ \t]", "", txt)
        return txt.replace("\\,", ",").replace("\\;", ";").replace("\\n", "\n")
    if rel.endswith(".jsonl"):
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    if rel.endswith(".json"):
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out, mojibake="messenger" in rel)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    texts = {}
    for rel in files:
        try:
            texts[rel] = file_text(rel)
        except Exception as e:
            err("%s: does not parse: %s" % (rel, e))
            texts[rel] = ""
    raws = {rel: open(os.path.join(VAULT, rel), "rb").read() for rel in files}

    # ---- structure-specific checks
    n_ev = n_todo = 0
    for rel in files:
        if rel.endswith(".ics"):
            raw = raws[rel]
            if b"\n" in raw.replace(b"\r\n", b""):
                err("%s: bare LF line ending" % rel)
            cal = icalendar.Calendar.from_ical(raw)
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))
    print("calendars: %d VEVENT, %d VTODO" % (n_ev, n_todo))
    fb = [r for r in files if r.endswith("message_1.json")]
    for rel in fb:
        doc = json.loads(raws[rel])
        assert {"participants", "messages"} <= set(doc)
        for m in doc["messages"]:
            assert "sender_name" in m and "timestamp_ms" in m
        if b"\\u00c3" not in raws[rel] and b"\\u00f0" not in raws[rel]:
            err("%s: no latin-1 mojibake escapes found" % rel)

    # ---- queries
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(qs) != 50 or len(set(ids)) != 50 or ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids must be unique h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                err("%s: missing field %s" % (q.get("id"), f))
    print("kinds:", dict(Counter(q["kind"] for q in qs)))

    review = []
    for q in qs:
        qid, gold = q["id"], q["gold"]
        for g in gold:
            if g not in texts:
                err("%s: gold path missing: %s" % (qid, g))
        if q["kind"] == "multi_source":
            parts = PARTS[qid]
            if len(gold) < 2:
                err("%s: multi_source needs >= 2 gold files" % qid)
            owner = []
            for alts in parts:
                holders = [g for g in gold if any(a.lower() in texts.get(g, "").lower() for a in alts)]
                if len(holders) != 1:
                    err("%s: part %r held by %d gold files %r (want exactly 1)" % (qid, alts, len(holders), holders))
                owner += holders
                for rel in files:
                    if rel not in gold and any(a.lower() in texts[rel].lower() for a in alts):
                        review.append((qid, rel, alts))
            for g in gold:
                if g not in owner:
                    err("%s: gold file %s holds no part" % (qid, g))
        else:
            alts = KEYS[qid]
            for g in gold:
                if not any(a.lower() in texts.get(g, "").lower() for a in alts):
                    err("%s: gold %s lacks key %r" % (qid, g, alts))
            for rel in files:
                if rel not in gold and any(a.lower() in texts[rel].lower() for a in alts):
                    review.append((qid, rel, alts))

    # ---- hidden facts
    for key, rel in HIDDEN.items():
        hits = [r for r in files if key.lower().encode() in raws[r].lower()]
        if hits:
            err("hidden fact %r visible in raw bytes of %r" % (key, hits))
        if key.lower() not in texts[rel].lower():
            err("hidden fact %r not found decoded in %s" % (key, rel))
    print("hidden facts (encoded-only): %d checked" % len(HIDDEN))

    # ---- summary
    ext = Counter(os.path.splitext(r)[1] for r in files)
    print("files: %d  %s" % (len(files), dict(sorted(ext.items()))))
    print("\nNon-gold files containing an answer key (review by hand):")
    for qid, rel, alts in review:
        print("  %s  %-70s %r" % (qid, rel, alts[0]))
    print("\n%s: %d error(s)" % ("FAIL" if errors else "OK", len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
