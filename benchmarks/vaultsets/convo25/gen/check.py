"""Validate the convo25 set: structure of every export, queries.json, gold paths and answer keys.

Usage:  cd benchmarks/vaultsets/convo25 && python gen/check.py
"""
import email
import email.policy
import glob
import json
import mailbox
import os
import re
import sys
import datetime as dt
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

import questions  # noqa: E402

errors = []
notes = []


def err(msg):
    errors.append(msg)


def fix_moji(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def has(key, text):
    """Key occurs in (normalised) text, not as part of a longer word/number."""
    return re.search(r"(?<![a-z0-9])" + re.escape(norm(key)) + r"(?![a-z0-9])", text) is not None


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", " ", s).strip().lower()


LOCOMO_DT = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} (January|February|March|April|May|June|July|"
                       r"August|September|October|November|December), \d{4}$")


def decode_file(rel):
    """Return (decoded text, number of turns, session datetime) or raise."""
    full = os.path.join(VAULT, rel)
    raw = open(full, "rb").read()
    parts = []
    if rel.endswith(".jsonl"):
        n = 0
        first = None
        for ln, line in enumerate(raw.decode("utf-8").splitlines(), 1):
            o = json.loads(line)
            if set(o) != {"speaker", "time", "text"}:
                err("%s:%d jsonl keys %s" % (rel, ln, sorted(o)))
            t = dt.datetime.strptime(o["time"], "%Y-%m-%dT%H:%M:%S")
            first = first or t
            parts.append("%s %s %s" % (o["time"].replace("T", " "), o["speaker"], o["text"]))
            n += 1
        return "\n".join(parts), n, first
    if rel.endswith(".json"):
        o = json.loads(raw.decode("utf-8"))
        if "speaker_a" in o:  # LoCoMo
            dkeys = [k for k in o if k.endswith("_date_time")]
            skeys = [k for k in o if re.fullmatch(r"session_\d+", k)]
            if len(dkeys) != 1 or len(skeys) != 1 or dkeys[0] != skeys[0] + "_date_time":
                err("%s: LoCoMo keys %s" % (rel, sorted(o)))
            if not LOCOMO_DT.match(o[dkeys[0]]):
                err("%s: bad LoCoMo date %r" % (rel, o[dkeys[0]]))
            num = int(skeys[0].split("_")[1])
            parts.append(o[dkeys[0]])
            for i, turn in enumerate(o[skeys[0]], 1):
                if turn["dia_id"] != "D%d:%d" % (num, i):
                    err("%s: dia_id %s" % (rel, turn["dia_id"]))
                if turn["speaker"] not in (o["speaker_a"], o["speaker_b"]):
                    err("%s: speaker %s" % (rel, turn["speaker"]))
                parts.append("%s: %s %s" % (turn["speaker"], turn["text"], turn.get("blip_caption", "")))
            when = dt.datetime.strptime(o[dkeys[0]], "%I:%M %p on %d %B, %Y")
            return "\n".join(parts), len(o[skeys[0]]), when
        if "participants" in o:  # Instagram
            msgs = o["messages"]
            ts = [m["timestamp_ms"] for m in msgs]
            if ts != sorted(ts, reverse=True):
                err("%s: Instagram messages not newest first" % rel)
            names = {fix_moji(p["name"]) for p in o["participants"]}
            for m in msgs:
                if fix_moji(m["sender_name"]) not in names:
                    err("%s: unknown sender" % rel)
            texts = [m for m in msgs if "content" in m]
            for m in reversed(msgs):
                t = dt.datetime.fromtimestamp(m["timestamp_ms"] // 1000, dt.timezone.utc)
                parts.append("%s %s %s" % (t.strftime("%Y-%m-%d %H:%M:%S"), fix_moji(m["sender_name"]),
                                           fix_moji(m.get("content", ""))))
            first = dt.datetime.fromtimestamp(min(ts) // 1000, dt.timezone.utc).replace(tzinfo=None)
            return "\n".join(parts), len(texts), first
        if o.get("type") == "personal_chat":  # Telegram
            n = 0
            first = None
            for m in o["messages"]:
                t = dt.datetime.strptime(m["date"], "%Y-%m-%dT%H:%M:%S")
                if str(int(t.replace(tzinfo=dt.timezone.utc).timestamp())) != m["date_unixtime"]:
                    err("%s: date_unixtime mismatch id %s" % (rel, m["id"]))
                first = first or t
                txt = m["text"]
                if isinstance(txt, list):
                    txt = "".join(x if isinstance(x, str) else x["text"] for x in txt)
                ent = "".join(e["text"] for e in m["text_entities"])
                if ent != txt:
                    err("%s: text/text_entities mismatch id %s" % (rel, m["id"]))
                parts.append("%s %s %s" % (m["date"].replace("T", " "), m["from"], txt))
                n += 1
            return "\n".join(parts), n, first
        raise ValueError("unknown JSON shape")
    if rel.endswith(".ics"):
        import icalendar
        cal = icalendar.Calendar.from_ical(raw)
        return "\n".join(str(c.get(k, "")) for c in cal.walk() for k in ("SUMMARY", "DESCRIPTION", "LOCATION")), 0, None
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=email.policy.default)
        body = msg.get_body(preferencelist=("plain", "html"))
        return "%s\n%s" % (msg["subject"], body.get_content() if body else ""), 0, None
    if rel.endswith(".mbox"):
        return "\n".join(str(m["subject"]) for m in mailbox.mbox(full)), 0, None
    return raw.decode("utf-8", "replace"), 0, None


def main():
    files = sorted(os.path.relpath(p, VAULT) for p in glob.glob(os.path.join(VAULT, "**", "*"), recursive=True)
                   if os.path.isfile(p))
    decoded = {}
    shapes = Counter()
    per_pair = Counter()
    for rel in files:
        try:
            text, n, when = decode_file(rel)
        except Exception as e:  # noqa: BLE001
            err("%s: failed to parse: %r" % (rel, e))
            continue
        decoded[rel] = norm(text)
        shape = ("locomo" if re.search(r"session_\d+\.json$", rel) else
                 "instagram" if rel.endswith("message_1.json") else
                 "telegram" if rel.endswith("result.json") else
                 "jsonl" if rel.endswith(".jsonl") else "other")
        shapes[shape] += 1
        per_pair[rel.split(os.sep)[0]] += 1
        if shape != "other" and not 15 <= n <= 40:
            err("%s: %d turns (want 15-40)" % (rel, n))
        m = re.search(r"(\d{4}-\d{2}-\d{2})", rel)
        if m and when and when.strftime("%Y-%m-%d") != m.group(1):
            err("%s: folder date %s != session date %s" % (rel, m.group(1), when.date()))
    for pair, c in per_pair.items():
        if not 12 <= c <= 20:
            err("%s has %d sessions (want 12-20)" % (pair, c))

    # queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if qs != questions.queries():
        err("queries.json is stale: rerun gen/build.py")
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80")
    kinds = Counter(q["kind"] for q in qs)
    want = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
    if dict(kinds) != want:
        err("kinds %s != %s" % (dict(kinds), want))
    keys = questions.keys()
    review = defaultdict(list)
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q["id"], sorted(q)))
        if not q["gold_hint"].strip() or "\n" in q["gold_hint"]:
            err("%s: gold_hint must be one line" % q["id"])
        g = q["gold"]
        if len(g) != len(set(g)):
            err("%s: duplicate gold" % q["id"])
        if q["kind"] == "single_hop" and len(g) != 1:
            err("%s: single_hop with %d gold" % (q["id"], len(g)))
        if q["kind"] == "multi_hop" and not 2 <= len(g) <= 3:
            err("%s: multi_hop with %d gold" % (q["id"], len(g)))
        for p in g:
            if p not in decoded:
                err("%s: gold path missing: %s" % (q["id"], p))
                continue
            for k in keys[q["id"]][p]:
                if not has(k, decoded[p]):
                    err("%s: key %r not found in %s" % (q["id"], k, p))
        if q["kind"] == "multi_hop":  # every gold file must hold a part the others do not
            for p in g:
                others = [o for o in g if o != p]
                if all(any(has(k, decoded.get(o, "")) for o in others) for k in keys[q["id"]][p]):
                    err("%s: %s holds no key the other gold files lack" % (q["id"], p))
        for p in g:
            for k in keys[q["id"]][p]:
                for f, txt in decoded.items():
                    if f not in g and has(k, txt):
                        review[q["id"]].append((k, f))

    print("files: %d  (%s)" % (len(files), ", ".join("%s %d" % kv for kv in sorted(shapes.items()))))
    print("sessions per pair: %s" % dict(sorted(per_pair.items())))
    print("queries: %d  kinds: %s" % (len(qs), dict(sorted(kinds.items()))))
    print("\nNon-gold files containing an answer key (review by hand):")
    if not review:
        print("  none")
    for qid in sorted(review):
        for k, f in review[qid]:
            print("  %s  %-32r %s" % (qid, k, f))
    print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
