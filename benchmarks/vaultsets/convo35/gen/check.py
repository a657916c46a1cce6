#!/usr/bin/env python3
"""Validate the convo35 set: queries.json, gold paths, answer keys, and every file's shape.

Usage:  python gen/check.py          (exit status 1 on any error)
Also prints, for every question, the non-gold files that contain one of its answer keys so they
can be reviewed by hand.
"""
import collections
import datetime as dt
import json
import os
import re
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import questions  # noqa: E402
from build import session_index  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).casefold()


LOCOMO_DATE = re.compile(r"^(1[0-2]|[1-9]):[0-5]\d (am|pm) on ([1-9]|[12]\d|3[01]) "
                         r"(January|February|March|April|May|June|July|August|September|October|"
                         r"November|December), 20\d\d$")
WA_LINE = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - ")
IM_HEAD = re.compile(r"^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d\d), (\d{4}) "
                     r"([ 1]\d):(\d\d):(\d\d) (AM|PM)( \(Read by (you|them) after [^)]+\))?$")


def decode(path):
    """Return (text, n_turns) for a session file, validating its shape."""
    rel = os.path.relpath(path, VAULT)
    raw = open(path, encoding="utf-8").read()
    if path.endswith(".json"):
        obj = json.loads(raw)
        if "messages" in obj:  # DiscordChatExporter
            for k in ("guild", "channel", "dateRange", "exportedAt", "messages", "messageCount"):
                if k not in obj:
                    err(f"{rel}: Discord export missing {k}")
            after = dt.datetime.fromisoformat(obj["dateRange"]["after"])
            before = dt.datetime.fromisoformat(obj["dateRange"]["before"])
            parts = [obj["channel"]["name"]]
            prev = None
            for m in obj["messages"]:
                ts = dt.datetime.fromisoformat(m["timestamp"])
                if not (after <= ts < before):
                    err(f"{rel}: message {m['id']} outside dateRange")
                if prev and ts < prev:
                    err(f"{rel}: timestamps not ascending")
                prev = ts
                if not m["author"].get("name"):
                    err(f"{rel}: author.name missing")
                parts.append(f"{m['author']['nickname']}: {m['content']}")
                for a in m["attachments"]:
                    parts.append(a["fileName"])
            if obj["messageCount"] != len(obj["messages"]):
                err(f"{rel}: messageCount mismatch")
            return "\n".join(parts), len(obj["messages"])
        # LoCoMo
        keys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        if len(keys) != 1 or "speaker_a" not in obj or "speaker_b" not in obj:
            err(f"{rel}: not a one-session LoCoMo object")
            return "", 0
        sk = keys[0]
        n = int(sk.split("_")[1])
        date = obj.get(f"{sk}_date_time", "")
        if not LOCOMO_DATE.match(date):
            err(f"{rel}: bad LoCoMo date '{date}'")
        if not re.search(rf"session_{n:02d}\.json$", rel):
            err(f"{rel}: file name does not match {sk}")
        parts = [date]
        for i, t in enumerate(obj[sk], 1):
            if t["dia_id"] != f"D{n}:{i}":
                err(f"{rel}: dia_id {t['dia_id']} out of sequence")
            if t["speaker"] not in (obj["speaker_a"], obj["speaker_b"]):
                err(f"{rel}: unknown speaker {t['speaker']}")
            parts.append(f"{t['speaker']}: {t['text']}")
            if "blip_caption" in t:
                parts.append(t["blip_caption"])
        return "\n".join(parts), len(obj[sk])
    if "WhatsApp Chat" in rel:
        n = 0
        for line in raw.splitlines():
            m = WA_LINE.match(line)
            if m:
                dt.datetime(int(m[3]), int(m[2]), int(m[1]), int(m[4]), int(m[5]))
                if ": " in line[m.end():]:
                    n += 1
        if not WA_LINE.match(raw):
            err(f"{rel}: WhatsApp export must start with a dated line")
        return raw, n
    # imessage-exporter txt
    blocks = [b.strip("\n") for b in raw.split("\n\n") if b.strip()]
    n = 0
    for b in blocks:
        lines = b.split("\n")
        if lines[0].startswith("Tapbacks:"):
            continue
        m = IM_HEAD.match(lines[0])
        if not m:
            err(f"{rel}: bad iMessage header {lines[0]!r}")
            continue
        if m[4].startswith(" ") != (len(m[4].strip()) == 1):
            err(f"{rel}: hour padding wrong in {lines[0]!r}")
        dt.datetime.strptime(f"{m[1]} {m[2]} {m[3]} {m[4].strip()}:{m[5]}:{m[6]} {m[7]}",
                             "%b %d %Y %I:%M:%S %p")
        if lines[1] not in ("Me", "Col Next Door"):
            err(f"{rel}: unknown iMessage sender {lines[1]!r}")
        n += 1
    return raw, n


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    texts = {}
    fmt_count = collections.Counter()
    for rel in files:
        text, n = decode(os.path.join(VAULT, rel))
        texts[rel] = norm(text)
        if not 15 <= n <= 40:
            err(f"{rel}: {n} turns (need 15-40)")
        fmt = ("discord" if rel.split("/")[-1].startswith("Direct Messages") else
               "locomo" if rel.endswith(".json") else
               "whatsapp" if "WhatsApp" in rel else "imessage")
        fmt_count[fmt] += 1
        if rel.endswith((".ics", ".eml", ".mbox")):
            err(f"{rel}: unexpected mail/calendar file")
    per_pair = collections.Counter(f.split("/")[0] for f in files)
    print(f"files: {len(files)}  formats: {dict(fmt_count)}  per pair: {dict(per_pair)}")
    for p, c in per_pair.items():
        if not 12 <= c <= 20:
            err(f"{p}: {c} sessions (need 12-20)")

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != [f"c{i:02d}" for i in range(1, 81)]:
        err("ids must be c01..c80")
    kc = collections.Counter(q["kind"] for q in qs)
    if dict(kc) != KINDS:
        err(f"kind counts {dict(kc)} != {KINDS}")
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err(f"{q['id']}: wrong fields {sorted(q)}")
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err(f"{q['id']}: multi_hop needs 2-3 gold files")

    index = session_index()
    by_id = {q["id"]: q for q in qs}
    review = 0
    for qid, pair, kind, query, keys, hint in questions.items():
        q = by_id[qid]
        if q["query"] != query or q["kind"] != kind:
            err(f"{qid}: queries.json out of date, rerun build.py")
        for n, klist in keys.items():
            rel = index[(pair, n)]
            if rel not in texts:
                err(f"{qid}: gold file missing {rel}")
                continue
            for k in klist:
                c = texts[rel].count(norm(k))
                if c == 0:
                    err(f"{qid}: key {k!r} not found in {rel}")
        gold = set(q["gold"])
        allkeys = sorted({k for kl in keys.values() for k in kl})
        hits = []
        for rel, t in texts.items():
            if rel in gold:
                continue
            found = [k for k in allkeys if norm(k) in t]
            if found:
                hits.append(f"{rel} <- {found}")
        if hits:
            review += 1
            print(f"REVIEW {qid} ({kind}) {query}")
            for hline in hits:
                print("    non-gold:", hline)
    print(f"{len(qs)} questions checked; {review} have non-gold key hits listed above for review")
    if errors:
        print(f"FAILED with {len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
