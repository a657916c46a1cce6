#!/usr/bin/env python3
"""Validator for convo32: gold paths exist, answer keys occur in decoded gold files, formats parse,
ids unique, kinds balanced; lists non-gold files containing an answer key for manual review."""
import email, glob, json, os, re, sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import build
from questions import Q

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []


def strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, list):
        for v in x:
            yield from strings(v)
    elif isinstance(x, dict):
        for k, v in x.items():
            yield from strings(v)


def decode(rel):
    p = os.path.join(VAULT, rel)
    if rel.endswith(".txt"):
        return open(p, encoding="utf-8").read()
    if rel.endswith(".json"):
        obj = json.load(open(p, encoding="utf-8"))
        ss = list(strings(obj))
        if "your_instagram_activity/" in rel:  # Instagram: UTF-8 bytes stored as latin-1 code points
            ss = [s.encode("latin-1").decode("utf-8") for s in ss]
        return "\n".join(ss)
    if rel.endswith((".eml", ".mbox")):
        return str(email.message_from_bytes(open(p, "rb").read()))
    if rel.endswith(".ics"):
        import icalendar
        return icalendar.Calendar.from_ical(open(p, "rb").read()).to_ical().decode()
    return open(p, encoding="utf-8", errors="replace").read()


def validate_formats(files):
    counts = Counter()
    for rel in files:
        p = os.path.join(VAULT, rel)
        if rel.endswith(".txt"):
            counts["whatsapp_txt"] += 1
            lines = open(p, encoding="utf-8").read().splitlines()
            if "end-to-end encrypted" not in lines[0]:
                errors.append("%s: no encryption line" % rel)
            if not re.match(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - ", lines[1]):
                errors.append("%s: bad WhatsApp line" % rel)
        elif rel.endswith("message_1.json"):
            counts["instagram_json"] += 1
            raw = open(p, encoding="utf-8").read()
            if not raw.isascii():
                errors.append("%s: Instagram export should be ASCII-escaped" % rel)
            obj = json.loads(raw)
            ts = [m["timestamp_ms"] for m in obj["messages"]]
            if ts != sorted(ts, reverse=True):
                errors.append("%s: Instagram messages not newest first" % rel)
            assert obj["participants"] and all("sender_name" in m for m in obj["messages"])
        elif rel.endswith("messages.json"):
            counts["google_chat_json"] += 1
            obj = json.load(open(p, encoding="utf-8"))
            for m in obj["messages"]:
                datetime.strptime(m["created_date"], "%A, %B %d, %Y at %I:%M:%S %p UTC")
                assert m["creator"]["email"].endswith(".example")
        elif rel.endswith("group_info.json"):
            counts["google_chat_group_info"] += 1
            json.load(open(p, encoding="utf-8"))
        elif re.search(r"session_\d\d\.json$", rel):
            counts["locomo_json"] += 1
            obj = json.load(open(p, encoding="utf-8"))
            n = int(re.search(r"session_(\d\d)", rel).group(1))
            dt = obj["session_%d_date_time" % n]
            datetime.strptime(dt, "%I:%M %p on %d %B, %Y")
            turns = obj["session_%d" % n]
            assert {obj["speaker_a"], obj["speaker_b"]} == {t["speaker"] for t in turns}
            assert all(t["dia_id"] == "D%d:%d" % (n, i + 1) for i, t in enumerate(turns))
        elif rel.endswith(".ics"):
            counts["ics"] += 1
            import icalendar
            icalendar.Calendar.from_ical(open(p, "rb").read())
        elif rel.endswith((".eml", ".mbox")):
            counts["mail"] += 1
            email.message_from_bytes(open(p, "rb").read())
        else:
            errors.append("unexpected file " + rel)
    return counts


def main():
    files = sorted(os.path.relpath(p, VAULT) for p in glob.glob(os.path.join(VAULT, "**", "*"), recursive=True)
                   if os.path.isfile(p))
    counts = validate_formats(files)
    text = {rel: decode(rel) for rel in files}
    queries = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        errors.append("ids are not c01..c80")
    kc = Counter(q["kind"] for q in queries)
    if dict(kc) != KINDS:
        errors.append("kind counts %s" % dict(kc))
    qmap = {q["id"]: q for q in queries}
    ss = build.all_sessions()
    review = []
    for qid, kind, query, gold, hint in Q:
        q = qmap[qid]
        paths = [build.session_path(p, n, ss[p]) for p, n, _ in gold]
        if q["gold"] != paths or q["kind"] != kind:
            errors.append("%s: queries.json out of date" % qid)
        if kind == "multi_hop" and len(set(paths)) < 2:
            errors.append("%s: multi_hop needs 2+ files" % qid)
        for (p, n, key), rel in zip(gold, paths):
            if rel not in text:
                errors.append("%s: gold missing %s" % (qid, rel))
                continue
            if key.casefold() not in text[rel].casefold():
                errors.append("%s: key %r not in %s" % (qid, key, rel))
            # keys that also occur outside this question's gold files
            others = [r for r in files if r not in paths and key.casefold() in text[r].casefold()]
            if others:
                review.append("%s key %r also in: %s" % (qid, key, "; ".join(others)))
    print("files:", len(files), dict(counts))
    print("queries:", len(queries), dict(kc))
    print("\nNon-gold files containing an answer key (reviewed by hand, see README):")
    for r in review:
        print("  " + r)
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
