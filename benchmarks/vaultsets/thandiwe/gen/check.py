#!/usr/bin/env python3
"""Validate the thandiwe held-out set.

    cd benchmarks/vaultsets/thandiwe && python gen/check.py
"""
import csv
import email
import email.policy
import html
import io
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
from answers import ANSWERS, HIDDEN, PROBES  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

errors = []


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ("Subject", "From", "To", "Cc", "Date"):
        if msg.get(h):
            out.append("%s: %s" % (h, msg.get(h)))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        try:
            body = part.get_content()
        except Exception as e:  # pragma: no cover
            err("cannot decode part in message %s: %s" % (msg.get("Subject"), e))
            continue
        out.append(strip_html(body) if ctype == "text/html" else body)
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


def ics_text(cal):
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                if isinstance(v, str):
                    out.append(str(v))
                elif hasattr(v, "to_ical"):
                    b = v.to_ical()
                    out.append(b.decode("utf-8") if isinstance(b, bytes) else str(b))
                else:
                    out.append(str(v))
                params = getattr(v, "params", None)
                if params:
                    out.extend(str(p) for p in params.values())
    return "\n".join(out)


STATS = {"eml": 0, "html_only": 0, "alternative": 0, "mixed": 0, "cte": {},
         "vevent": 0, "vtodo": 0, "rrule": 0, "exdate": 0, "recurrence_id": 0,
         "valarm": 0, "attendee_cn": 0, "mbox_msgs": 0}


def decode_file(rel):
    p = os.path.join(VAULT, rel)
    raw = open(p, "rb").read()
    ext = rel.rsplit(".", 1)[-1]
    if ext == "eml":
        msg = email.message_from_bytes(raw, policy=email.policy.default)
        if msg.defects:
            err("%s: defects %s" % (rel, msg.defects))
        STATS["eml"] += 1
        ct = msg.get_content_type()
        if ct == "text/html":
            STATS["html_only"] += 1
        for part in msg.walk():
            if part.get_content_type() == "multipart/alternative":
                STATS["alternative"] += 1
            if part.get_content_type() == "multipart/mixed":
                STATS["mixed"] += 1
            if not part.is_multipart():
                cte = (part.get("Content-Transfer-Encoding") or "7bit").lower()
                STATS["cte"][cte] = STATS["cte"].get(cte, 0) + 1
        return msg_text(msg)
    if ext == "mbox":
        box = mailbox.mbox(p, create=False)
        texts = []
        for m in box:
            m2 = email.message_from_bytes(m.as_bytes(), policy=email.policy.default)
            if not m2.get("List-Id"):
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(m2))
            STATS["mbox_msgs"] += 1
        box.close()
        return "\n".join(texts)
    if ext == "ics":
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            err("%s: not CRLF" % rel)
        cal = icalendar.Calendar.from_ical(raw)
        for c in cal.walk():
            if c.name == "VEVENT":
                STATS["vevent"] += 1
                STATS["rrule"] += "RRULE" in c
                STATS["exdate"] += "EXDATE" in c
                STATS["recurrence_id"] += "RECURRENCE-ID" in c
                att = c.get("ATTENDEE")
                if att is not None:
                    for a in (att if isinstance(att, list) else [att]):
                        STATS["attendee_cn"] += "CN" in a.params
            elif c.name == "VTODO":
                STATS["vtodo"] += 1
            elif c.name == "VALARM":
                STATS["valarm"] += 1
        return ics_text(cal)
    if ext == "json":
        data = json.loads(raw.decode("utf-8"))
        if isinstance(data, dict) and "participants" in data and "messages" in data:
            data = fix_mojibake(data)
        return "\n".join(flatten(data, []))
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                flatten(json.loads(line), out)
        return "\n".join(out)
    if ext == "csv":
        rows = list(csv.reader(io.StringIO(raw.decode("utf-8"))))
        if len(rows) < 16:
            err("%s: only %d rows" % (rel, len(rows)))
        return "\n".join(",".join(r) for r in rows)
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    decoded, raw = {}, {}
    for rel in files:
        raw[rel] = open(os.path.join(VAULT, rel), "rb").read()
        try:
            decoded[rel] = norm(decode_file(rel))
        except Exception as e:
            err("%s: failed to parse/decode: %r" % (rel, e))
            decoded[rel] = ""

    queries = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids must be h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5]
        if q.get("kind") != want:
            err("%s: kind %s, expected %s" % (q["id"], q.get("kind"), want))
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if k not in q:
                err("%s: missing field %s" % (q.get("id"), k))
        if q["kind"] == "multi_source" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_source needs 2-3 gold files" % q["id"])
        if sorted(q["gold"]) != sorted(ANSWERS.get(q["id"], {})):
            err("%s: gold differs from answers.py" % q["id"])
        for g in q["gold"]:
            if g not in decoded:
                err("%s: gold path missing: %s" % (q["id"], g))
                continue
            for key in ANSWERS[q["id"]][g]:
                if norm(key) not in decoded[g]:
                    err("%s: key %r not found in %s" % (q["id"], key, g))

    # multi_source: each gold file's own keys must not be in the other gold file(s)
    for q in queries:
        if q["kind"] != "multi_source":
            continue
        for g in q["gold"]:
            for key in ANSWERS[q["id"]][g]:
                for other in q["gold"]:
                    if other != g and norm(key) in decoded[other]:
                        err("%s: part %r of %s also in %s" % (q["id"], key, g, other))

    # hidden facts
    for key, where in HIDDEN.items():
        kb = key.encode("utf-8")
        for rel, b in raw.items():
            if kb.lower() in b.lower():
                err("hidden fact %r visible in raw bytes of %s" % (key, rel))
        if norm(key) not in decoded.get(where, ""):
            err("hidden fact %r not found decoded in %s" % (key, where))

    # review list: non-gold files mentioning a probe or a gold key
    print("== non-gold files containing an answer key or probe (review by hand) ==")
    for q in queries:
        probes = set(PROBES.get(q["id"], []))
        for g in q["gold"]:
            probes.update(ANSWERS[q["id"]][g])
        hits = {}
        for rel, text in decoded.items():
            if rel in q["gold"]:
                continue
            found = sorted(p for p in probes if norm(p) in text)
            if found:
                hits[rel] = found
        if hits:
            print("%s (%s): %s" % (q["id"], q["query"], q["kind"]))
            for rel, found in sorted(hits.items()):
                print("    %-70s %s" % (rel, found))

    print()
    print("== corpus stats ==")
    by_ext = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        by_ext[e] = by_ext.get(e, 0) + 1
    print("files:", len(files), by_ext)
    print("stats:", json.dumps(STATS, sort_keys=True))
    print("queries:", len(queries))
    print()
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
