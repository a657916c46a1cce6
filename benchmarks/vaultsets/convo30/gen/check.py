"""Validate ../queries.json against ../vault/.

Checks: ids c01-c80 unique; 20 questions of each kind; every gold path exists; every gold file
contains each of its answer keys once decoded (JSON parsed, Skype HTML stripped and entities
unescaped); every file parses in its own shape and carries its session date; 15-40 turns per
session; no .ics/.eml/.mbox breakage (none are expected, but any present are parsed).
Then lists non-gold files that also contain an answer key, for review by hand.
"""
import collections
import email
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import decoded_text  # noqa: E402
from layout import load_sessions, rel_path  # noqa: E402
from questions import Q  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def all_files():
    out = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            out.append(os.path.relpath(os.path.join(d, f), VAULT).replace(os.sep, "/"))
    return sorted(out)


def check_shapes(files):
    sessions = load_sessions()
    expected = {}
    for ref, (pk, s) in sessions.items():
        expected[rel_path(pk, s)] = (ref, s)
    for rel in files:
        if rel not in expected:
            err("unexpected file in vault: " + rel)
    for rel, (ref, s) in sorted(expected.items()):
        p = os.path.join(VAULT, rel)
        if not os.path.exists(p):
            err("missing session file %s (%s)" % (rel, ref))
            continue
        raw = open(p, encoding="utf-8").read()
        y, m, d = map(int, s["date"].split("-"))
        fmt = s["fmt"]
        if fmt == "locomo":
            obj = json.loads(raw)
            n = s["n"]
            for k in ("speaker_a", "speaker_b", "session_%d_date_time" % n, "session_%d" % n):
                if k not in obj:
                    err("%s: missing key %s" % (rel, k))
            dt = obj.get("session_%d_date_time" % n, "")
            if not re.match(r"^\d{1,2}:\d\d [ap]m on %d [A-Z][a-z]+, %d$" % (d, y), dt):
                err("%s: bad date_time %r" % (rel, dt))
            turns = obj.get("session_%d" % n, [])
            for i, t in enumerate(turns, 1):
                if t.get("dia_id") != "D%d:%d" % (n, i) or not t.get("text") or t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]):
                    err("%s: bad turn %d" % (rel, i))
            nturns = len(turns)
        elif fmt == "whatsapp":
            lines = raw.rstrip("\n").split("\n")
            if "end-to-end encrypted" not in lines[0]:
                err("%s: first line is not the encryption notice" % rel)
            stamp = "[%02d/%02d/%d, " % (d, m, y)
            nturns = 0
            for ln in lines[1:]:
                mm = re.match(r"^\u200e?\[(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d):(\d\d)\] ([^:]+): ", ln)
                if mm:
                    nturns += 1
                    if not ln.lstrip("\u200e").startswith(stamp):
                        err("%s: message off the session date: %s" % (rel, ln[:40]))
                    if "<attached:" in ln and not ln.startswith("\u200e"):
                        err("%s: attachment line without U+200E" % rel)
            nturns = nturns  # attachments count as messages
        elif fmt == "line":
            lines = raw.rstrip("\n").split("\n")
            if not lines[0].startswith("[LINE] Chat history with ") or not lines[1].startswith("Saved on: "):
                err("%s: bad LINE header" % rel)
            want = "%s, %d/%d/%d" % (["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][__import__("datetime").date(y, m, d).weekday()], m, d, y)
            if lines[3] != want:
                err("%s: first date line %r != %r" % (rel, lines[3], want))
            nturns = sum(1 for ln in lines if re.match(r"^\d\d:\d\d\t[^\t]+\t", ln))
        elif fmt == "skype":
            obj = json.loads(raw)
            conv = obj["conversations"][0]
            msgs = conv["MessageList"]
            for mm in msgs:
                for k in ("id", "originalarrivaltime", "from", "displayName", "content", "messagetype"):
                    if k not in mm:
                        err("%s: message without %s" % (rel, k))
            oldest = msgs[-1]["originalarrivaltime"]
            if not oldest.startswith(s["date"]):
                err("%s: oldest message %s not on %s" % (rel, oldest, s["date"]))
            nturns = sum(1 for mm in msgs if mm["messagetype"] != "Event/Call")
        else:
            err("unknown fmt " + fmt)
            continue
        if not 15 <= nturns <= 40:
            err("%s: %d turns (need 15-40)" % (rel, nturns))
    return expected


def check_other_formats(files):
    for rel in files:
        p = os.path.join(VAULT, rel)
        if rel.endswith(".ics"):
            import icalendar
            icalendar.Calendar.from_ical(open(p, "rb").read())
        elif rel.endswith(".eml"):
            email.message_from_binary_file(open(p, "rb"))
        elif rel.endswith(".mbox"):
            import mailbox
            list(mailbox.mbox(p))


def main():
    files = all_files()
    expected = check_shapes(files)
    check_other_formats(files)

    qpath = os.path.join(ROOT, "queries.json")
    queries = json.load(open(qpath, encoding="utf-8"))
    ids = [q["id"] for q in queries]
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not exactly c01..c80 in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    kc = collections.Counter(q["kind"] for q in queries)
    if dict(kc) != KINDS:
        err("kind counts %s != %s" % (dict(kc), KINDS))
    for q in queries:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: unexpected fields %s" % (q["id"], sorted(q)))
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])

    decoded = {rel: norm(decoded_text(os.path.join(VAULT, rel))) for rel in files}
    keyed = {qid: gold for qid, _, _, gold, _ in Q}
    from layout import ref_path
    review = []
    nkeys = 0
    for q in queries:
        gold = keyed[q["id"]]
        paths = [ref_path(r) for r in gold]
        if paths != q["gold"]:
            err("%s: queries.json gold differs from gen/questions.py" % q["id"])
        for ref, keys in gold.items():
            rel = ref_path(ref)
            if rel not in decoded:
                err("%s: gold file missing: %s" % (q["id"], rel))
                continue
            for k in keys:
                nkeys += 1
                if norm(k) not in decoded[rel]:
                    err("%s: key %r not found in %s" % (q["id"], k, rel))
        allkeys = [k for keys in gold.values() for k in keys]
        for rel in files:
            if rel in paths:
                continue
            hits = [k for k in allkeys if norm(k) in decoded[rel]]
            if hits:
                review.append("%s  %-48s  %s" % (q["id"], rel, "; ".join(hits)))

    print("files: %d  (formats: %s)" % (len(files), dict(collections.Counter(s["fmt"] for _, s in expected.values()))))
    print("questions: %d  kinds: %s  answer keys checked: %d" % (len(queries), dict(kc), nkeys))
    print("\nnon-gold files containing an answer key (reviewed by hand, see README):")
    for line in review:
        print("  " + line)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
