"""Validator for the convo17 set. Run from the set folder: python gen/check.py"""
import collections
import email
import json
import mailbox
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def flatten_tg_text(value):
    if isinstance(value, str):
        return value
    return "".join(v if isinstance(v, str) else v.get("text", "") for v in value)


def decode(path):
    """Return (decoded text, number of chat turns, has_session_date)."""
    full = os.path.join(VAULT, path)
    raw = open(full, encoding="utf-8").read()
    if path.endswith(".jsonl"):
        parts, n = [], 0
        for line in raw.splitlines():
            if not line.strip():
                continue
            rec = json.loads(line)
            parts.append("%s %s: %s" % (rec["ts"], rec["from"], rec["text"]))
            n += 1
        dated = all(re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$", json.loads(l)["ts"])
                    for l in raw.splitlines() if l.strip())
        return "\n".join(parts), n, dated
    if path.endswith(".json"):
        obj = json.loads(raw)
        if "messages" in obj:  # Telegram Desktop result.json shape
            parts = [obj["name"]]
            for m in obj["messages"]:
                parts.append("%s %s: %s" % (m["date"], m["from"], flatten_tg_text(m["text"])))
            dated = all("date" in m and "date_unixtime" in m for m in obj["messages"])
            return "\n".join(parts), len(obj["messages"]), dated
        # LoCoMo shape
        parts = [obj["speaker_a"], obj["speaker_b"]]
        sess = [k for k in obj if re.match(r"session_\d+$", k)]
        dts = [k for k in obj if re.match(r"session_\d+_date_time$", k)]
        assert len(sess) == 1 and len(dts) == 1, path
        parts.append(obj[dts[0]])
        for t in obj[sess[0]]:
            parts.append("%s: %s" % (t["speaker"], t["text"]))
            if "blip_caption" in t:
                parts.append("[image: %s]" % t["blip_caption"])
        dated = bool(re.match(r"\d{1,2}:\d\d (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$", obj[dts[0]]))
        return "\n".join(parts), len(obj[sess[0]]), dated
    if path.endswith(".txt"):  # WhatsApp export
        lines = raw.splitlines()
        msgs = [l for l in lines if re.match(r"\d\d/\d\d/\d{4}, \d\d:\d\d - [^:]+: ", l)]
        return raw, len(msgs), bool(re.match(r"\d\d/\d\d/\d{4}, \d\d:\d\d - ", lines[0]))
    if path.endswith(".ics"):
        import icalendar
        cal = icalendar.Calendar.from_ical(raw)
        return "\n".join(str(c.get(k, "")) for c in cal.walk() for k in ("SUMMARY", "DESCRIPTION", "LOCATION", "DTSTART")), 1, True
    if path.endswith(".eml"):
        msg = email.message_from_string(raw)
        body = []
        for part in msg.walk():
            if part.get_content_maintype() == "text":
                body.append(part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8"))
        return "\n".join([msg.get("Subject", "")] + body), 1, True
    if path.endswith(".mbox"):
        out = []
        for msg in mailbox.mbox(full):
            out.append(msg.get("Subject", ""))
        return "\n".join(out), 1, True
    return raw, 0, False


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    texts = {}
    per_pair = collections.Counter()
    shapes = collections.Counter()
    for f in files:
        try:
            text, nturns, dated = decode(f)
        except Exception as e:  # noqa: BLE001
            err("cannot parse %s: %s" % (f, e))
            continue
        texts[f] = text.lower()
        per_pair[f.split("/")[0]] += 1
        shape = ("telegram" if f.endswith("_telegram.json") else "locomo" if f.endswith(".json")
                 else "jsonl" if f.endswith(".jsonl") else "whatsapp" if f.endswith("_whatsapp.txt") else "other")
        shapes[shape] += 1
        if not 15 <= nturns <= 40:
            err("%s has %d turns (want 15-40)" % (f, nturns))
        if not dated:
            err("%s does not carry its session date" % f)
    print("files: %d  per pair: %s  shapes: %s" % (len(files), dict(per_pair), dict(shapes)))
    for pair, n in per_pair.items():
        if not 12 <= n <= 20:
            err("%s has %d sessions (want 12-20)" % (pair, n))

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in qs)
    if dict(kinds) != KINDS:
        err("kind counts %s != %s" % (dict(kinds), KINDS))
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s has fields %s" % (q["id"], sorted(q)))
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s multi_hop needs 2-3 gold files" % q["id"])

    keyed = {q["id"]: q for q in questions.QUESTIONS}
    review = 0
    for q in qs:
        src = keyed[q["id"]]
        if src["gold"] != q["gold"]:
            err("%s: queries.json gold differs from questions.py" % q["id"])
        for g in q["gold"]:
            if g not in texts:
                err("%s: gold file missing: %s" % (q["id"], g))
                continue
            for k in src["keys"][g]:
                needle = k[1:] if k.startswith("@") else k
                if needle.lower() not in texts[g]:
                    err("%s: key %r not found in %s" % (q["id"], k, g))
        # distinct parts for multi-hop: a gold file's content keys should not all appear in the other gold files
        if q["kind"] == "multi_hop":
            for g in q["gold"]:
                ks = [k.lower() for k in src["keys"][g] if not k.startswith("@")]
                for other in q["gold"]:
                    if other != g and all(k in texts.get(other, "") for k in ks):
                        err("%s: part keyed in %s also fully present in %s" % (q["id"], g, other))
        # non-gold files that contain a gold file's full content-key set: review by hand
        for g in q["gold"]:
            ks = [k.lower() for k in src["keys"][g] if not k.startswith("@")]
            for f, t in texts.items():
                if f not in q["gold"] and ks and all(k in t for k in ks):
                    review += 1
                    print("REVIEW %s: non-gold %s contains keys %s (of gold %s)" % (q["id"], f, ks, g))
    print("questions: %d  kinds: %s  non-gold key hits to review: %d" % (len(qs), dict(kinds), review))
    if errors:
        print("FAILED with %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
