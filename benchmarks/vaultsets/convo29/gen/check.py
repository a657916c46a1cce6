"""Validate convo29: queries.json vs vault/.

    cd /work/heldout27/convo29 && /work/main/.venv/bin/python gen/check.py

Checks: every file parses (JSON; .ics/.eml/.mbox if any); export shapes look right; every gold path
exists; every gold file contains its answer keys once decoded (JSON parsed, Messenger Latin-1 mojibake
repaired, Slack HTML entities and \\/ escapes undone, Telegram entity lists joined); ids unique;
kinds 20 each; queries.json equals what questions.py defines. Then lists non-gold files that contain
an answer key, for review by hand.
"""
import datetime as dt
import email
import json
import os
import re
import sys

sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

import build  # noqa: E402
import questions  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def unmoji(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def slack_unescape(s):
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def kind_of(rel):
    base = os.path.basename(rel)
    if re.fullmatch(r"session_\d\d\.json", base):
        return "locomo"
    if base == "result.json":
        return "telegram"
    if base == "message_1.json":
        return "messenger"
    if re.fullmatch(r"\d{4}-\d\d-\d\d\.json", base):
        return "slack_day"
    if base in ("users.json", "dms.json"):
        return "slack_meta"
    return os.path.splitext(base)[1].lstrip(".") or "other"


def decode(rel):
    """Return (decoded text, number of chat turns) for a vault file."""
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    k = kind_of(rel)
    if k == "ics":
        import icalendar
        cal = icalendar.Calendar.from_ical(raw)
        return "\n".join(str(c.get("summary", "")) + " " + str(c.get("description", "")) for c in cal.walk()), 0
    if k in ("eml", "mbox"):
        msg = email.message_from_bytes(raw)
        parts = []
        for p in msg.walk():
            if p.get_content_maintype() == "text":
                parts.append(p.get_payload(decode=True).decode(p.get_content_charset() or "utf-8", "replace"))
        return "\n".join(parts), 0
    obj = json.loads(raw.decode("utf-8"))
    lines = []
    turns = 0
    if k == "locomo":
        dkeys = [x for x in obj if x.endswith("_date_time")]
        skeys = [x for x in obj if re.fullmatch(r"session_\d+", x)]
        if not ({"speaker_a", "speaker_b"} <= set(obj) and len(dkeys) == 1 and len(skeys) == 1):
            err(f"{rel}: not LoCoMo-shaped")
        n = skeys[0].split("_")[1]
        if not re.fullmatch(r"\d{1,2}:\d\d [ap]m on \d{1,2} [A-Z][a-z]+, \d{4}", obj[dkeys[0]]):
            err(f"{rel}: bad date_time {obj[dkeys[0]]!r}")
        lines.append(obj[dkeys[0]])
        for i, t in enumerate(obj[skeys[0]], 1):
            if t["dia_id"] != f"D{n}:{i}" or t["speaker"] not in (obj["speaker_a"], obj["speaker_b"]):
                err(f"{rel}: bad turn {t.get('dia_id')}")
            lines.append(f"{t['speaker']}: {t['text']}")
            if "blip_caption" in t:
                lines.append(f"[image: {t['blip_caption']}]")
            turns += 1
    elif k == "telegram":
        if obj.get("type") != "personal_chat" or not isinstance(obj.get("messages"), list):
            err(f"{rel}: not a Telegram personal_chat export")
        last = 0
        for m in obj["messages"]:
            for f in ("id", "type", "date", "date_unixtime", "text", "text_entities"):
                if f not in m:
                    err(f"{rel}: message {m.get('id')} lacks {f}")
            if m["id"] <= last:
                err(f"{rel}: ids not increasing")
            last = m["id"]
            if m["type"] == "service":
                lines.append(f"[{m['date']}] {m['actor']} {m['action']}")
                continue
            t = m["text"]
            text = t if isinstance(t, str) else "".join(x if isinstance(x, str) else x["text"] for x in t)
            ent = "".join(e["text"] for e in m["text_entities"])
            if ent != text:
                err(f"{rel}: text_entities disagree with text in {m['id']}")
            lines.append(f"[{m['date']}] {m['from']}: {text}")
            turns += 1
    elif k == "messenger":
        ts = [m["timestamp_ms"] for m in obj["messages"]]
        if ts != sorted(ts, reverse=True):
            err(f"{rel}: Messenger messages not newest first")
        for m in reversed(obj["messages"]):
            when = dt.datetime.fromtimestamp(m["timestamp_ms"] / 1000, dt.timezone.utc).strftime("%Y-%m-%d %H:%M")
            lines.append(f"[{when}] {unmoji(m['sender_name'])}: {unmoji(m.get('content', '[photo]'))}")
            turns += 1
        lines.append(unmoji(obj["title"]))
    elif k == "slack_day":
        day = os.path.basename(rel)[:10]
        for m in obj:
            for f in ("user", "ts", "text", "user_profile"):
                if f not in m:
                    err(f"{rel}: message lacks {f}")
            d = dt.datetime.fromtimestamp(float(m["ts"]), dt.timezone.utc).strftime("%Y-%m-%d")
            if d != day:
                err(f"{rel}: message ts {m['ts']} not on {day}")
            lines.append(f"{m['user_profile']['real_name']}: {slack_unescape(m['text'])}")
            turns += 1
    else:
        lines.append(json.dumps(obj, ensure_ascii=False))
    return "\n".join(lines), turns


def main():
    files = []
    for dp, _dn, fn in os.walk(VAULT):
        for f in fn:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT))
    files.sort()
    decoded = {}
    raw = {}
    kinds = Counter()
    for rel in files:
        kinds[kind_of(rel)] += 1
        try:
            decoded[rel], turns = decode(rel)
        except Exception as e:  # noqa: BLE001
            err(f"{rel}: does not parse: {e}")
            continue
        raw[rel] = open(os.path.join(VAULT, rel), encoding="utf-8").read()
        if kind_of(rel) in ("locomo", "telegram", "messenger", "slack_day") and not 15 <= turns <= 40:
            err(f"{rel}: {turns} turns (want 15-40)")

    # sessions per pair and format mix
    sessions = build.all_sessions()
    per_pair = Counter(k for k, _n in sessions)
    for p, c in per_pair.items():
        if not 12 <= c <= 20:
            err(f"pair {p}: {c} sessions")
    path_of = {k: v[0] for k, v in sessions.items()}

    # queries
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    expect = questions.build_queries(lambda p, n: path_of[(p, n)])
    if qs != expect:
        err("queries.json differs from questions.py (re-run build.py)")
    ids = [x["id"] for x in qs]
    if len(set(ids)) != len(ids) or ids != [f"c{i:02d}" for i in range(1, 81)]:
        err("ids are not unique c01-c80")
    kc = Counter(x["kind"] for x in qs)
    for kname in ("single_hop", "multi_hop", "temporal", "open_domain"):
        if kc[kname] != 20:
            err(f"kind {kname}: {kc[kname]} (want 20)")
    if set(kc) - {"single_hop", "multi_hop", "temporal", "open_domain"}:
        err(f"unknown kinds {set(kc)}")
    for x in qs:
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if not x.get(f):
                err(f"{x.get('id')}: empty {f}")
        if x["kind"] == "multi_hop" and not 2 <= len(x["gold"]) <= 3:
            err(f"{x['id']}: multi_hop needs 2-3 gold files")
        if len(set(x["gold"])) != len(x["gold"]):
            err(f"{x['id']}: duplicate gold")

    review = []
    encoded = []
    for item in questions.with_keys(lambda p, n: path_of[(p, n)]):
        gold = {p for p, _k in item["gold_paths"]}
        for p, keys in item["gold_paths"]:
            if p not in decoded:
                err(f"{item['id']}: gold {p} missing")
                continue
            for key in keys:
                c = decoded[p].count(key)
                if c == 0:
                    err(f"{item['id']}: key {key!r} not in {p}")
                if key not in raw[p]:
                    encoded.append(f"{item['id']}: {key!r} only readable after decoding {p}")
        for _p, keys in item["gold_paths"]:
            for key in keys:
                for rel, txt in decoded.items():
                    if rel not in gold and key.lower() in txt.lower():
                        review.append(f"{item['id']} key {key!r} also in non-gold {rel}")

    print(f"files: {len(files)}  " + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    print(f"sessions: {len(sessions)}  " + ", ".join(f"{k}={v}" for k, v in sorted(per_pair.items())))
    print(f"queries: {len(qs)}  " + ", ".join(f"{k}={v}" for k, v in sorted(kc.items())))
    print("\nanswer keys hidden by encoding (raw file does not contain them):")
    for e in encoded:
        print("  " + e)
    print("\nnon-gold files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    if errors:
        print(f"\nFAILED: {len(errors)} error(s)")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
