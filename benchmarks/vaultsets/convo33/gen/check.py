#!/usr/bin/env python3
"""Validator for convo33: gold paths exist, every gold file contains its answer key once decoded, all files parse
in their shape, ids unique, 20 questions per kind, and a review list of non-gold files that contain an answer key."""
import collections
import email
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import questions  # noqa: E402

errors = []
LOCOMO_DT = re.compile(r"^\d{1,2}:\d{2} (am|pm) on \d{1,2} [A-Z][a-z]+, \d{4}$")
WA_LINE = re.compile(r"^\u200e?\[\d{2}/\d{2}/\d{4}, \d{2}:\d{2}:\d{2}\] [^:]+: ")
LINE_DAY = re.compile(r"^\d{4}/\d{2}/\d{2}\((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)$")
LINE_MSG = re.compile(r"^\d{2}:\d{2}\t[^\t]+\t")
SLACK_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}\.json$")


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


_users_cache = {}


def slack_users(path):
    root = os.path.dirname(os.path.dirname(path))
    if root not in _users_cache:
        with open(os.path.join(root, "users.json"), encoding="utf-8") as f:
            _users_cache[root] = {u["id"]: u["real_name"] for u in json.load(f)}
    return _users_cache[root]


def decode(path):
    """Return (text, n_turns or None) for a vault file, decoded the way a reader would see it."""
    rel = os.path.relpath(path, VAULT)
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if name.endswith(".json") and "/locomo/" in "/" + rel:
        obj = json.loads(raw)
        keys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        if len(keys) != 1 or not {"speaker_a", "speaker_b"} <= set(obj):
            err(f"{rel}: not a one-session LoCoMo object")
            return raw, None
        k = keys[0]
        when = obj.get(k + "_date_time", "")
        if not LOCOMO_DT.match(when):
            err(f"{rel}: bad {k}_date_time {when!r}")
        parts = [when]
        n = int(k.split("_")[1])
        for i, t in enumerate(obj[k], 1):
            if t.get("dia_id") != f"D{n}:{i}" or t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]):
                err(f"{rel}: bad turn {i}")
            parts.append(t["text"])
            if "blip_caption" in t:
                parts.append(t["blip_caption"])
        return "\n".join(parts), len(obj[k])
    if name.endswith(".json") and SLACK_DAY.match(name):
        msgs = json.loads(raw)
        users = slack_users(path)
        parts = [name[:-5]]
        for m in msgs:
            for fld in ("type", "user", "ts", "text", "user_profile"):
                if fld not in m:
                    err(f"{rel}: slack message missing {fld}")
            if not re.fullmatch(r"\d{10}\.\d{6}", m["ts"]):
                err(f"{rel}: bad ts {m['ts']}")
            txt = re.sub(r"<@(U[A-Z0-9]+)>", lambda x: "@" + users.get(x.group(1), x.group(1)), m["text"])
            txt = re.sub(r"<(https?://[^|>]+)\|([^>]+)>", r"\2 (\1)", txt)
            txt = txt.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
            parts.append(m["user_profile"]["real_name"] + ": " + txt)
            for fl in m.get("files", []):
                parts.append(fl.get("title", ""))
        tss = [float(m["ts"]) for m in msgs]
        if tss != sorted(tss) or len(set(m["ts"] for m in msgs)) != len(msgs):
            err(f"{rel}: ts not sorted/unique")
        return "\n".join(parts), len(msgs)
    if name.endswith(".json"):
        return json.dumps(json.loads(raw), ensure_ascii=False), None
    if name == "_chat.txt":
        lines = raw.split("\n")
        if "end-to-end encrypted" not in lines[0] or not lines[0].startswith("\u200e"):
            err(f"{rel}: missing encryption system line")
        n = 0
        for ln in lines[1:]:
            if WA_LINE.match(ln):
                n += 1
        return raw.replace("\u200e", ""), n
    if name.startswith("[LINE] Chat history with") and name.endswith(".txt"):
        lines = raw.split("\n")
        if not lines[0].startswith("[LINE] Chat history with ") or not re.match(r"^Saved on: \d{4}/\d{2}/\d{2} \d{2}:\d{2}$", lines[1]):
            err(f"{rel}: bad LINE header")
        if not any(LINE_DAY.match(x) for x in lines):
            err(f"{rel}: no LINE day line")
        n = sum(1 for x in lines if LINE_MSG.match(x))
        return raw.replace('""', '"'), n
    if name.endswith(".ics"):
        import icalendar
        icalendar.Calendar.from_ical(raw)
        return raw, None
    if name.endswith(".eml"):
        msg = email.message_from_string(raw)
        return "\n".join(str(p.get_payload(decode=True) or b"", "utf-8", "replace") for p in msg.walk()
                         if not p.is_multipart()), None
    return raw, None


def main():
    files = sorted(p for p in glob.glob(os.path.join(VAULT, "**", "*"), recursive=True) if os.path.isfile(p))
    texts = {}
    sessions = 0
    for p in files:
        rel = os.path.relpath(p, VAULT)
        try:
            text, n = decode(p)
        except Exception as e:  # noqa: BLE001
            err(f"{rel}: does not parse: {e}")
            continue
        texts[rel] = norm(text)
        if n is not None:
            sessions += 1
            if not 15 <= n <= 40:
                err(f"{rel}: {n} turns, outside 15-40")

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    ids = [q["id"] for q in qs]
    if ids != [f"c{i:02d}" for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    kinds = collections.Counter(q["kind"] for q in qs)
    if kinds != {k: 20 for k in questions.KINDS}:
        err(f"kind counts {dict(kinds)}")
    index = json.load(open(os.path.join(HERE, "session_index.json"), encoding="utf-8"))
    full = questions.resolve({tuple([k.split('#')[0], int(k.split('#')[1])]): v for k, v in index.items()})
    review = []
    for q, fq in zip(qs, full):
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err(f"{q['id']}: fields {sorted(q)}")
        if q["gold"] != fq["gold"] or len(set(q["gold"])) != len(q["gold"]):
            err(f"{q['id']}: gold mismatch with generator / duplicates")
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err(f"{q['id']}: multi_hop with {len(q['gold'])} gold files")
        if q["kind"] == "single_hop" and len(q["gold"]) != 1:
            err(f"{q['id']}: single_hop with {len(q['gold'])} gold files")
        for path, key in fq["keys"].items():
            if path not in texts:
                err(f"{q['id']}: gold path missing {path}")
                continue
            if norm(key) not in texts[path]:
                err(f"{q['id']}: key {key!r} not in {path}")
            for other, t in texts.items():
                if other not in fq["keys"] and norm(key) in t:
                    review.append(f"{q['id']}: key {key!r} also in non-gold {other}")
    print(f"{len(files)} files, {sessions} session files, {len(qs)} questions, kinds {dict(kinds)}")
    if review:
        print("non-gold files containing an answer key (reviewed by hand, see README):")
        for r in review:
            print("  " + r)
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
