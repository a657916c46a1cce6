#!/usr/bin/env python3
"""Validate the convo24 set.

    cd benchmarks/vaultsets/convo24 && python gen/check.py [-v]

Checks
  * queries.json: 80 entries, ids c01..c80 unique, exact field set, 20 per kind,
    gold counts per kind (single_hop/temporal: 1, multi_hop: 2-3, open_domain: 1-3),
    gold paths exist and equal the gold refs of gen/questions.py.
  * every vault file parses in its shape (LoCoMo JSON, Signal JSON list, plain JSON
    list, SMS Backup & Restore XML; .ics via icalendar, .eml/.mbox via email if any),
    carries its session date, and has 15-40 turns; 12-20 sessions per pair.
  * every gold file contains every answer key of its question once decoded
    (XML entities decoded, JSON parsed, epoch-ms converted to the UK local date).
  * review list: non-gold files that contain ALL keys of some gold file of a
    question (printed as REVIEW); with -v also files containing the first key.
Exit status 0 when there are no errors (REVIEW lines are not errors).
"""
import datetime as dt
import email
import glob
import json
import mailbox
import os
import re
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

from build import session_paths, uk_offset_hours, EPOCH  # noqa: E402
from questions import Q  # noqa: E402

KINDS = ("single_hop", "multi_hop", "temporal", "open_domain")
GOLD_COUNT = {"single_hop": (1, 1), "temporal": (1, 1), "multi_hop": (2, 3), "open_domain": (1, 3)}
errors = []
reviews = []


def err(msg):
    errors.append(msg)


def local_from_ms(ms):
    utc = EPOCH + dt.timedelta(milliseconds=ms)
    # first guess with GMT, then correct for BST
    return utc + dt.timedelta(hours=uk_offset_hours(utc + dt.timedelta(hours=1)))


def decode(path):
    """Return (shape, text, n_turns, date_string) for a vault file."""
    rel = os.path.relpath(path, VAULT)
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as fh:
            obj = json.load(fh)
        if isinstance(obj, dict):
            for k in ("speaker_a", "speaker_b"):
                if k not in obj:
                    err("%s: LoCoMo file lacks %s" % (rel, k))
            dkeys = [k for k in obj if re.fullmatch(r"session_\d+_date_time", k)]
            if len(dkeys) != 1:
                err("%s: expected one session_N_date_time" % rel)
                return "locomo", "", 0, ""
            n = dkeys[0].split("_")[1]
            date_s = obj[dkeys[0]]
            if not re.fullmatch(r"\d{1,2}:\d{2} [ap]m on \d{1,2} [A-Z][a-z]+, \d{4}", date_s):
                err("%s: bad LoCoMo date_time %r" % (rel, date_s))
            turns = obj.get("session_%s" % n, [])
            parts = [date_s]
            for i, t in enumerate(turns, 1):
                if set(t) - {"speaker", "dia_id", "text", "img_url", "blip_caption"} or \
                        not {"speaker", "dia_id", "text"} <= set(t):
                    err("%s: bad LoCoMo turn keys %s" % (rel, sorted(t)))
                if t.get("dia_id") != "D%s:%d" % (n, i):
                    err("%s: dia_id %r out of sequence" % (rel, t.get("dia_id")))
                if t.get("speaker") not in (obj.get("speaker_a"), obj.get("speaker_b")):
                    err("%s: unknown speaker %r" % (rel, t.get("speaker")))
                parts += [t.get("speaker", ""), t.get("text", ""), t.get("blip_caption", "")]
            return "locomo", "\n".join(parts), len(turns), date_s
        if isinstance(obj, list) and obj and "sent_at" in obj[0]:
            parts = []
            for m in obj:
                for k in ("id", "conversationId", "type", "source", "sent_at", "received_at", "timestamp", "body"):
                    if k not in m:
                        err("%s: Signal message lacks %s" % (rel, k))
                if m.get("type") not in ("incoming", "outgoing"):
                    err("%s: Signal type %r" % (rel, m.get("type")))
                when = local_from_ms(m["sent_at"])
                parts += [when.strftime("%Y-%m-%d %H:%M"), m.get("sourceName", ""), m.get("body", "")]
            first = local_from_ms(obj[0]["sent_at"]).strftime("%Y-%m-%d")
            return "signal", "\n".join(parts), len(obj), first
        if isinstance(obj, list) and obj and set(obj[0]) == {"speaker", "time", "text"}:
            for m in obj:
                if set(m) != {"speaker", "time", "text"} or not re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", m["time"]):
                    err("%s: bad plain-list row %r" % (rel, m))
            text = "\n".join("%s %s %s" % (m["time"], m["speaker"], m["text"]) for m in obj)
            return "plain", text, len(obj), obj[0]["time"][:10]
        err("%s: unknown JSON shape" % rel)
        return "?", "", 0, ""
    if path.endswith(".xml"):
        root = ET.parse(path).getroot()
        if root.tag != "smses":
            err("%s: root is %s, not smses" % (rel, root.tag))
        sms = root.findall("sms")
        if int(root.get("count", "-1")) != len(sms):
            err("%s: count=%s but %d <sms>" % (rel, root.get("count"), len(sms)))
        if not root.get("backup_date", "").isdigit():
            err("%s: backup_date missing" % rel)
        parts = []
        for s in sms:
            for k in ("protocol", "address", "date", "type", "body", "readable_date", "contact_name"):
                if s.get(k) is None:
                    err("%s: sms lacks %s" % (rel, k))
            if s.get("type") not in ("1", "2"):
                err("%s: sms type %r" % (rel, s.get("type")))
            ms = int(s.get("date"))
            if local_from_ms(ms).strftime("%d %b %Y %H:%M:%S").lstrip("0") != s.get("readable_date"):
                err("%s: readable_date %s disagrees with date %d" % (rel, s.get("readable_date"), ms))
            parts += [s.get("readable_date", ""), s.get("contact_name", "") if s.get("type") == "1" else "me",
                      s.get("body", "")]
        return "sms", "\n".join(parts), len(sms), sms[0].get("readable_date", "") if sms else ""
    if path.endswith(".ics"):
        import icalendar
        with open(path, "rb") as fh:
            cal = icalendar.Calendar.from_ical(fh.read())
        return "ics", "\n".join(str(c.get(k, "")) for c in cal.walk() for k in ("SUMMARY", "DESCRIPTION", "LOCATION", "DTSTART")), 1, ""
    if path.endswith(".eml"):
        with open(path, "rb") as fh:
            msg = email.message_from_binary_file(fh)
        return "eml", "\n".join(str(p.get_payload(decode=True) or b"", "utf-8", "replace") for p in msg.walk() if not p.is_multipart()), 1, msg.get("Date", "")
    if path.endswith(".mbox"):
        box = mailbox.mbox(path)
        return "mbox", "\n".join(str(m.get("Subject", "")) for m in box), len(box), ""
    err("%s: unexpected file type" % rel)
    return "?", "", 0, ""


def norm(s):
    return s.lower().replace("\u2019", "'")


def main():
    verbose = "-v" in sys.argv
    # ---------------------------------------------------------------- vault
    files = sorted(p for p in glob.glob(os.path.join(VAULT, "**", "*"), recursive=True) if os.path.isfile(p))
    texts, shapes = {}, {}
    per_folder = {}
    for p in files:
        rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
        try:
            shape, text, nturns, date_s = decode(p)
        except Exception as e:  # noqa: BLE001
            err("%s: does not parse: %s" % (rel, e))
            continue
        texts[rel], shapes[rel] = norm(text), shape
        if not date_s:
            err("%s: no session date found" % rel)
        if not 15 <= nturns <= 40:
            err("%s: %d turns (want 15-40)" % (rel, nturns))
        per_folder.setdefault(rel.split("/")[0], []).append(rel)
    for folder, rels in sorted(per_folder.items()):
        if not 12 <= len(rels) <= 20:
            err("%s: %d sessions (want 12-20)" % (folder, len(rels)))
    # ---------------------------------------------------------------- queries
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        queries = json.load(fh)
    ids = [q.get("id") for q in queries]
    if len(queries) != 80:
        err("queries.json has %d entries, want 80" % len(queries))
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = {}
    for q in queries:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q.get("id"), sorted(q)))
        if q.get("kind") not in KINDS:
            err("%s: bad kind %r" % (q.get("id"), q.get("kind")))
        kinds[q.get("kind")] = kinds.get(q.get("kind"), 0) + 1
        lo, hi = GOLD_COUNT.get(q.get("kind"), (1, 3))
        if not lo <= len(q.get("gold", [])) <= hi:
            err("%s: %d gold files for %s" % (q["id"], len(q["gold"]), q["kind"]))
        if len(set(q["gold"])) != len(q["gold"]):
            err("%s: duplicate gold path" % q["id"])
        for g in q["gold"]:
            if g not in texts:
                err("%s: gold path missing: %s" % (q["id"], g))
        if not q.get("gold_hint") or "\n" in q["gold_hint"]:
            err("%s: gold_hint must be one non-empty line" % q["id"])
    for k in KINDS:
        if kinds.get(k) != 20:
            err("kind %s has %s questions, want 20" % (k, kinds.get(k)))
    # ---------------------------------------------------------------- answer keys
    paths = session_paths()
    qmap = {q["id"]: q for q in queries}
    nkeys = 0
    for qid, kind, query, keys, _hint in Q:
        q = qmap.get(qid)
        if q is None:
            err("%s missing from queries.json" % qid)
            continue
        if q["kind"] != kind or q["query"] != query:
            err("%s: queries.json out of date (run gen/make_queries.py)" % qid)
        keyed = {paths[r]: ks for r, ks in keys.items()}
        if set(keyed) != set(q["gold"]):
            err("%s: gold %s != keyed files %s" % (qid, q["gold"], sorted(keyed)))
        for g, ks in keyed.items():
            for k in ks:
                nkeys += 1
                if norm(k) not in texts.get(g, ""):
                    err("%s: key %r not found in gold %s" % (qid, k, g))
            for other, text in texts.items():
                if other in keyed:
                    continue
                if all(norm(k) in text for k in ks):
                    reviews.append("REVIEW %s: non-gold %s contains all keys %s of %s" % (qid, other, ks, g))
                elif verbose and norm(ks[0]) in text:
                    reviews.append("  info %s: non-gold %s contains key %r" % (qid, other, ks[0]))
    # ---------------------------------------------------------------- report
    shape_count = {}
    for s in shapes.values():
        shape_count[s] = shape_count.get(s, 0) + 1
    print("vault files: %d  %s" % (len(files), " ".join("%s=%d" % kv for kv in sorted(shape_count.items()))))
    print("sessions per pair: %s" % ", ".join("%s=%d" % (f, len(r)) for f, r in sorted(per_folder.items())))
    print("queries: %d  %s" % (len(queries), " ".join("%s=%d" % (k, kinds.get(k, 0)) for k in KINDS)))
    print("answer keys checked: %d" % nkeys)
    for r in reviews:
        print(r)
    for e in errors:
        print("ERROR", e)
    print("RESULT: %s (%d errors, %d non-gold files to review)" %
          ("OK" if not errors else "FAIL", len(errors), sum(1 for r in reviews if r.startswith("REVIEW"))))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
