#!/usr/bin/env python3
"""Validate the tereza held-out set.

Checks: queries.json shape, ids h01-h50 unique, kinds in the prescribed order, every gold path exists,
every gold file contains its answer keys once decoded (MIME parts decoded, HTML stripped, .ics parsed with
icalendar, JSON parsed), every .ics / .eml / .mbox / .json / .jsonl parses, encoded-only facts are absent
from the raw bytes of every file. Finally lists non-gold files that contain an answer key, for review.
"""
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from make_queries import Q, ENCODED_ONLY, KINDS  # noqa: E402

# Non-gold files that contain a probe string but were reviewed by hand and do NOT answer the question.
REVIEWED = {
    ("h06", "notes/long/chata-denik-leto-2025.md"): "bojler mentioned, plumber not named",
    ("h06", "notes/chata/chata-plan-renovace.md"): "bojler only in a to-do",
    ("h06", "chats/telegram/ChatExport_2025-11-14/result.json"): "'Bojler opravený' without a name",
    ("h06", "chats/ai/quick-questions.jsonl"): "question about draining, no name",
    ("h06", "calendar/chata.ics"): "VTODO to drain the bojler",
    ("h06", "notes/daily/2025-06-17.md"): "'plumber comes Thursday' without a name",
    ("h06", "notes/long/2025-07-mid-year-brain-dump.md"): "'bojler works again' without a name",
    ("h11", "notes/chata/strecha-nabidky.md"): "substring of 'střechu Brabcům' (roof reference), not about keys",
    ("h38", "mail/lists/cantabile-clenove.mbox"): "Jonas's carpool message; list mail says 'three missing' without names",
    ("h16", "mail/2025/10/2025-10-06_vidium-zmena-terminu.eml"): "gold",
    ("h20", "notes/long/2025-07-mid-year-brain-dump.md"): "'dentist' without date (probe is Czech 'Zubař')",
    ("h26", "mail/2025/02/2025-02-06_e2e-framework-cypress.eml"): "old Cypress decision",
    ("h28", "notes/chata/chata-plan-renovace.md"): "'Rozhodnutí' about windows",
    ("h33", "chats/ai/quick-questions.jsonl"): "no fee",
    ("h40", "mail/2025/09/2025-09-02_vidium-termin-leve-oko.eml"): "surcharge mentioned, no amount/status",
}


def norm(s):
    s = s.replace("\xa0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).casefold()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = []
    for h in ("Subject", "From", "To", "Cc", "Date"):
        if msg[h]:
            parts.append(str(msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        body = part.get_content()
        if ctype == "text/html":
            body = strip_html(body)
        parts.append(body)
    return "\n".join(parts)


def parse_eml(raw):
    return email.message_from_bytes(raw, policy=email.policy.default)


def fmt_dt(v):
    d = v.dt if hasattr(v, "dt") else v
    if hasattr(d, "hour"):
        return d.strftime("%Y-%m-%d %H:%M")
    return d.strftime("%Y-%m-%d")


def ics_text(raw):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO"):
            continue
        if comp.name == "VEVENT":
            n_ev += 1
        else:
            n_todo += 1
        bits = []
        for key in ("SUMMARY", "LOCATION", "DESCRIPTION", "STATUS"):
            if comp.get(key) is not None:
                bits.append(str(comp.get(key)))
        for key in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID"):
            if comp.get(key) is not None:
                bits.append(key + " " + fmt_dt(comp.get(key)))
        if comp.get("RRULE") is not None:
            bits.append("RRULE " + comp.get("RRULE").to_ical().decode())
        for key in ("ATTENDEE", "ORGANIZER"):
            vals = comp.get(key)
            if vals is None:
                continue
            if not isinstance(vals, list):
                vals = [vals]
            for v in vals:
                bits.append(str(v.params.get("CN", "")) + " " + str(v))
        out.append(" | ".join(bits))
    return "\n".join(out), n_ev, n_todo


def json_strings(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, list):
        def is_ent(x):
            return (isinstance(x, dict) and "type" in x and isinstance(x.get("text"), str)
                    and set(x) <= {"type", "text", "href", "user_id", "language", "document_id"})
        if o and all(isinstance(x, str) or is_ent(x) for x in o) and any(isinstance(x, dict) for x in o):
            out.append("".join(x if isinstance(x, str) else x["text"] for x in o))  # Telegram rich text
        else:
            for x in o:
                json_strings(x, out)
    elif isinstance(o, dict):
        for k in o:
            json_strings(o[k], out)


def decode(rel, raw, stats):
    ext = rel.rsplit(".", 1)[-1]
    if ext == "eml":
        m = parse_eml(raw)
        if not m["From"] or not m["Date"]:
            raise ValueError("eml without From/Date")
        stats["eml"] += 1
        return msg_text(m)
    if ext == "mbox":
        mb = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        texts = []
        for key in mb.keys():
            mm = parse_eml(mb.get_bytes(key))
            if not mm["From"] or not mm["List-Id"]:
                raise ValueError("mbox message without From/List-Id")
            texts.append(msg_text(mm))
        stats["mbox_msgs"] += len(texts)
        return "\n".join(texts)
    if ext == "ics":
        t, ne, nt = ics_text(raw)
        stats["vevent"] += ne
        stats["vtodo"] += nt
        return t
    if ext == "json":
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    errors = []
    stats = {"eml": 0, "mbox_msgs": 0, "vevent": 0, "vtodo": 0}
    files = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            files[os.path.relpath(p, VAULT).replace(os.sep, "/")] = open(p, "rb").read()
    decoded = {}
    for rel in sorted(files):
        try:
            decoded[rel] = norm(decode(rel, files[rel], stats))
        except Exception as exc:  # noqa: BLE001
            errors.append("cannot parse %s: %s" % (rel, exc))

    # queries.json
    qpath = os.path.join(ROOT, "queries.json")
    qs = json.load(open(qpath, encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids must be h01..h50 in order")
    for i, q in enumerate(qs):
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            errors.append("%s: wrong fields %s" % (q["id"], sorted(q)))
        if q["kind"] != KINDS[i // 5]:
            errors.append("%s: kind %s, expected %s" % (q["id"], q["kind"], KINDS[i // 5]))
        if not q["gold"]:
            errors.append("%s: empty gold" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append("%s: multi_source needs >= 2 gold files" % q["id"])
    src = {i: g for i, _, _, g, _ in Q}
    for q in qs:
        if sorted(q["gold"]) != sorted(src[q["id"]]):
            errors.append("%s: queries.json gold differs from make_queries.py" % q["id"])

    # gold files contain their keys
    for qid, kind, query, gold, hint in Q:
        for rel, keys in gold.items():
            if rel not in files:
                errors.append("%s: gold file missing: %s" % (qid, rel))
                continue
            for k in keys:
                if norm(k) not in decoded.get(rel, ""):
                    errors.append("%s: key %r not found in decoded %s" % (qid, k, rel))

    # encoded-only facts
    for k in ENCODED_ONLY:
        kb = k.encode("utf-8").lower()
        for rel, raw in files.items():
            if kb in raw.lower():
                errors.append("encoded-only fact %r visible in raw bytes of %s" % (k, rel))
        if not any(norm(k) in t for t in decoded.values()):
            errors.append("encoded-only fact %r not found in any decoded file" % k)

    # review list
    print("Non-gold files containing an answer key (review by hand):")
    n_review = 0
    for qid, kind, query, gold, hint in Q:
        probes = sorted({k for keys in gold.values() for k in keys})
        for rel, text in sorted(decoded.items()):
            if rel in gold:
                continue
            hits = [k for k in probes if norm(k) in text]
            if hits:
                n_review += 1
                note = REVIEWED.get((qid, rel))
                print("  %s %-55s %s%s" % (qid, rel, hits, ("  [reviewed: %s]" % note) if note else ""))
    if not n_review:
        print("  (none)")

    n_files = len(files)
    print()
    print("files: %d  (eml %d, mbox messages %d, VEVENT %d, VTODO %d)" % (
        n_files, stats["eml"], stats["mbox_msgs"], stats["vevent"], stats["vtodo"]))
    print("queries: %d" % len(qs))
    if errors:
        print("\nFAILED:")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
