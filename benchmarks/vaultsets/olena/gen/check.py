#!/usr/bin/env python3
"""Validator for the olena set.

- queries.json: 50 ids h01..h50 unique, 5 per kind in the prescribed order, fields present
- every gold path exists; every gold file contains its answer key(s) once decoded
  (.eml/.mbox MIME-decoded incl. base64 / quoted-printable / HTML bodies; .ics parsed with icalendar;
  .json/.jsonl parsed)
- every .ics parses, every .eml / .mbox parses without defects
- encoded-only facts are absent from the raw bytes of every file
- lists non-gold files that contain an answer key (for manual review)
"""
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter, defaultdict
from email import policy
from email.parser import BytesParser

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from qdata import Q, KINDS, ENCODED_ONLY  # noqa: E402

import icalendar  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
errors = []
stats = Counter()


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, rel):
    if msg.defects:
        err("%s: message defects %r" % (rel, msg.defects))
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.defects:
            err("%s: part defects %r" % (rel, part.defects))
        if part.is_multipart():
            stats["multipart/" + part.get_content_subtype()] += 1
            continue
        cte = (part.get("Content-Transfer-Encoding") or "7bit").lower()
        stats["cte:" + cte] += 1
        if part.get_content_maintype() != "text":
            continue
        content = part.get_content()
        if part.get_content_subtype() == "html":
            content = strip_html(content)
        parts.append(content)
    return "\n".join(parts)


def ics_text(data, rel):
    try:
        cal = icalendar.Calendar.from_ical(data)
    except Exception as e:  # noqa: BLE001
        err("%s: ics parse failed: %s" % (rel, e))
        return ""
    out = []
    for comp in cal.walk():
        stats["ics:" + comp.name] += 1
        if comp.name in ("VEVENT", "VTODO"):
            for feat in ("RRULE", "EXDATE", "RECURRENCE-ID", "VALARM", "ATTENDEE"):
                if feat in comp or (feat == "VALARM" and any(c.name == "VALARM" for c in comp.subcomponents)):
                    stats["ics-feature:" + feat] += 1
        for k, v in comp.property_items(recursive=False):
            try:
                val = v.to_ical().decode("utf-8") if hasattr(v, "to_ical") else str(v)
            except Exception:  # noqa: BLE001
                val = str(v)
            out.append("%s:%s" % (k, val))
            if k in ("SUMMARY", "DESCRIPTION", "LOCATION"):
                out.append(str(v))
            if k == "ATTENDEE" or k == "ORGANIZER":
                cn = v.params.get("CN")
                if cn:
                    out.append(str(cn))
    if not data.startswith(b"BEGIN:VCALENDAR\r\n") or b"\n" in data.replace(b"\r\n", b""):
        err("%s: not CRLF-terminated" % rel)
    if not re.search(rb"\r\n ", data):
        err("%s: no folded lines" % rel)
    if b"BEGIN:VTIMEZONE" not in data:
        err("%s: no VTIMEZONE" % rel)
    return "\n".join(out)


def json_strings(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)
    elif isinstance(obj, str):
        out.append(obj)
    elif obj is not None:
        out.append(str(obj))


def decoded(rel, data):
    if rel.endswith(".eml"):
        msg = BytesParser(policy=policy.default).parsebytes(data)
        return msg_text(msg, rel)
    if rel.endswith(".mbox"):
        mb = mailbox.mbox(os.path.join(VAULT, rel),
                          factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
        texts = []
        n = 0
        for m in mb:
            n += 1
            if not m["List-Id"]:
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(m, rel))
        stats["mbox messages"] += n
        if b"\n>From " not in data:
            err("%s: no >From escape" % rel)
        return "\n".join(texts)
    if rel.endswith(".ics"):
        return ics_text(data, rel)
    if rel.endswith(".jsonl"):
        out = []
        for ln in data.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), out)
        return "\n".join(out)
    if rel.endswith(".json"):
        out = []
        json_strings(json.loads(data.decode("utf-8")), out)
        return "\n".join(out)
    return data.decode("utf-8")


def main():
    files = {}
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            p = os.path.join(dp, f)
            files[os.path.relpath(p, VAULT)] = open(p, "rb").read()
    text = {rel: decoded(rel, data) for rel, data in sorted(files.items())}
    low = {rel: t.lower() for rel, t in text.items()}
    raw_low = {rel: d.lower() for rel, d in files.items()}
    ext = Counter(os.path.splitext(r)[1] for r in files)

    # --- queries.json vs qdata
    qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if len(qj) != 50:
        err("queries.json has %d entries" % len(qj))
    ids = [q["id"] for q in qj]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids not h01..h50 in order")
    for i, q in enumerate(qj):
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(fld):
                err("%s: missing %s" % (q.get("id"), fld))
        want = KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
    qmap = {i: (k, qq, g, h) for i, k, qq, g, h in Q}
    for q in qj:
        if q["id"] not in qmap or list(qmap[q["id"]][2].keys()) != q["gold"] or qmap[q["id"]][1] != q["query"]:
            err("%s: queries.json out of sync with qdata.py (run gen/make_queries.py)" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])

    # --- gold existence + keys
    for qid, kind, query, gold, hint in Q:
        for path, keys in gold.items():
            if path not in files:
                err("%s: gold path missing: %s" % (qid, path))
                continue
            for k in keys:
                if k.lower() not in low[path]:
                    err("%s: key %r not found in decoded %s" % (qid, k, path))

    # --- encoded-only facts
    for key, paths in ENCODED_ONLY.items():
        kb = key.lower().encode("utf-8")
        for rel, raw in raw_low.items():
            if kb in raw:
                err("encoded-only key %r present in raw bytes of %s" % (key, rel))
        for p in paths:
            if key.lower() not in low[p]:
                err("encoded-only key %r not found decoded in %s" % (key, p))
        others = [r for r in low if key.lower() in low[r] and r not in paths]
        if others:
            err("encoded-only key %r also decoded in %s" % (key, others))

    # --- review list: non-gold files containing any answer key
    print("\n=== non-gold files containing an answer key (review by hand) ===")
    nreview = 0
    for qid, kind, query, gold, hint in Q:
        keys = sorted({k for ks in gold.values() for k in ks})
        for rel in sorted(low):
            if rel in gold:
                continue
            hits = [k for k in keys if k.lower() in low[rel]]
            if hits:
                nreview += 1
                print("  %s  %-55s %s" % (qid, rel, hits))
    if not nreview:
        print("  (none)")

    # --- summary
    print("\n=== summary ===")
    print("files:", len(files), dict(sorted(ext.items())))
    print("queries:", len(qj), dict(Counter(q["kind"] for q in qj)))
    for k in sorted(stats):
        print("  %-28s %d" % (k, stats[k]))
    ve = stats["ics:VEVENT"]
    vt = stats["ics:VTODO"]
    print("VEVENT total %d, VTODO total %d" % (ve, vt))
    print("\nRESULT:", "OK" if not errors else "%d ERROR(S)" % len(errors))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
