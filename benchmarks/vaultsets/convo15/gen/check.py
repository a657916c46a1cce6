#!/usr/bin/env python3
"""Validate queries.json against vault/. Decodes every shape (LoCoMo JSON with \\u escapes, Telegram
result.json with entity arrays, JSONL, WhatsApp .txt; .eml/.mbox/.ics if any) before looking for answer keys."""
import collections
import email
import email.policy
import json
import mailbox
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import corpus  # noqa: E402
import questions  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = ["single_hop", "multi_hop", "temporal", "open_domain"]
LOCOMO_DT = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$")
WA_LINE = re.compile(r"^\d{2}/\d{2}/\d{4}, \d{2}:\d{2} - ")

errors = []
notes = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def tg_text(t):
    if isinstance(t, str):
        return t
    return "".join(p if isinstance(p, str) else p.get("text", "") for p in t)


def decode(rel):
    """Return (decoded text, number of turns) and validate shape-specific date fields."""
    path = os.path.join(VAULT, rel)
    ext = rel.rsplit(".", 1)[-1].lower()
    parts = []
    turns = 0
    if ext == "json":
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if "messages" in obj:  # Telegram Desktop export
            for m in obj["messages"]:
                if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$", m.get("date", "")):
                    err("%s: bad telegram date %r" % (rel, m.get("date")))
                joined = tg_text(m["text"])
                ents = "".join(e["text"] for e in m.get("text_entities", []))
                if joined != ents:
                    err("%s: text/text_entities mismatch in message %s" % (rel, m["id"]))
                parts.append(joined)
                turns += 1
        elif "speaker_a" in obj:  # LoCoMo
            sess_keys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
            if len(sess_keys) != 1:
                err("%s: expected one session_N list" % rel)
            n = sess_keys[0].split("_")[1]
            m = re.search(r"session_(\d+)\.json$", rel)
            if not m or int(m.group(1)) != int(n):
                err("%s: file name does not match session_%s" % (rel, n))
            dtk = "session_%s_date_time" % n
            if not LOCOMO_DT.match(obj.get(dtk, "")):
                err("%s: bad %s %r" % (rel, dtk, obj.get(dtk)))
            for t in obj[sess_keys[0]]:
                if t["speaker"] not in (obj["speaker_a"], obj["speaker_b"]):
                    err("%s: unknown speaker %s" % (rel, t["speaker"]))
                if not t["dia_id"].startswith("D%s:" % n):
                    err("%s: bad dia_id %s" % (rel, t["dia_id"]))
                parts.append(t["text"])
                if "blip_caption" in t:
                    parts.append(t["blip_caption"])
                turns += 1
        else:
            err("%s: unknown JSON shape" % rel)
    elif ext == "jsonl":
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                rec = json.loads(line)
                if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$", rec.get("ts", "")):
                    err("%s: bad ts %r" % (rel, rec.get("ts")))
                parts.append(rec["text"])
                turns += 1
    elif ext == "txt":
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        for line in lines:
            if WA_LINE.match(line):
                if " - Messages and calls are end-to-end encrypted" not in line:
                    turns += 1
            elif not line.strip():
                err("%s: empty line" % rel)
            parts.append(line)
        if not lines or not WA_LINE.match(lines[0]):
            err("%s: first line is not a dated WhatsApp line" % rel)
    elif ext in ("eml", "mbox"):
        msgs = []
        if ext == "eml":
            with open(path, "rb") as f:
                msgs.append(email.message_from_binary_file(f, policy=email.policy.default))
        else:
            msgs.extend(mailbox.mbox(path))
        for msg in msgs:
            for part in msg.walk():
                if part.get_content_maintype() == "text":
                    parts.append(part.get_content() if hasattr(part, "get_content") else
                                 part.get_payload(decode=True).decode("utf-8", "replace"))
    elif ext == "ics":
        import icalendar
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        for comp in cal.walk():
            for k in ("SUMMARY", "DESCRIPTION", "LOCATION"):
                if comp.get(k):
                    parts.append(str(comp.get(k)))
    else:
        err("%s: unexpected file type" % rel)
    return norm("\n".join(parts)), turns


def main():
    files = []
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT).replace(os.sep, "/"))
    files.sort()
    text = {}
    shapes = collections.Counter()
    for rel in files:
        text[rel], turns = decode(rel)
        if not 15 <= turns <= 40:
            err("%s: %d turns (want 15-40)" % (rel, turns))
    # expected files from the generator data
    expected = set()
    for pair in corpus.PAIRS:
        if not 12 <= len(pair["sessions"]) <= 20:
            err("pair %s has %d sessions" % (pair["key"], len(pair["sessions"])))
        for s in pair["sessions"]:
            expected.add(corpus.session_path(pair, s))
            shapes[s["shape"]] += 1
    if expected != set(files):
        err("vault files differ from session list: %s" % sorted(expected ^ set(files)))

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not exactly c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in qs)
    for k in KINDS:
        if kinds[k] != 20:
            err("kind %s has %d questions" % (k, kinds[k]))
    if set(kinds) - set(KINDS):
        err("unknown kinds %s" % (set(kinds) - set(KINDS)))
    src = {q["id"]: q for q in questions.QUESTIONS}
    review = []
    for q in qs:
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(fld):
                err("%s: missing %s" % (q["id"], fld))
        s = src[q["id"]]
        if s["query"] != q["query"]:
            err("%s: queries.json is stale, rebuild" % q["id"])
        keyed = {corpus.session_path(*corpus.find_session(s["pair"], n)): key for n, key in s["keys"].items()}
        if sorted(keyed) != sorted(q["gold"]):
            err("%s: gold does not match keys" % q["id"])
        n_gold = len(q["gold"])
        if q["kind"] == "single_hop" and n_gold != 1:
            err("%s: single_hop with %d gold" % (q["id"], n_gold))
        if q["kind"] == "multi_hop" and not 2 <= n_gold <= 3:
            err("%s: multi_hop with %d gold" % (q["id"], n_gold))
        if not q["query"].endswith("?"):
            err("%s: query is not a question" % q["id"])
        for g in q["gold"]:
            if g not in text:
                err("%s: gold path missing: %s" % (q["id"], g))
                continue
            if norm(keyed[g]) not in text[g]:
                err("%s: key %r not found in %s" % (q["id"], keyed[g], g))
        if q["kind"] == "multi_hop":  # each gold holds a part the other gold files do not
            for g, key in keyed.items():
                for g2 in keyed:
                    if g2 != g and norm(key) in text.get(g2, ""):
                        err("%s: part key %r of %s also in other gold %s" % (q["id"], key, g, g2))
        for g, key in keyed.items():
            for rel in files:
                if rel not in keyed and norm(key) in text[rel]:
                    review.append("%s key %r also in non-gold %s" % (q["id"], key, rel))

    print("files: %d  (%s)" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(shapes.items()))))
    print("questions: %d  (%s)" % (len(qs), ", ".join("%s=%d" % (k, kinds[k]) for k in KINDS)))
    print("non-gold files containing an answer key (review by hand): %d" % len(review))
    for r in review:
        print("  REVIEW " + r)
    if errors:
        print("ERRORS: %d" % len(errors))
        for e in errors:
            print("  ERROR " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
