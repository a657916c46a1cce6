#!/usr/bin/env python3
"""Generate the convo6 vault (two chat pairs x 20 sessions) and queries.json.
Standard library only; deterministic (seeded per session), byte-identical on rerun."""
import json, os, random, sys
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import sessions_nadia_felix as NF
import sessions_bea_rohan as BR
from queries_def import Q

# export shape per session (a = session json, b = jsonl, c = conversation json with DD/MM/YYYY)
SHAPES = {"nadia_felix": "abcacbabcabcacbabcab", "bea_rohan": "bcacbacabcabcbacabca"}
EXT = {"a": "json", "b": "jsonl", "c": "json"}
REF = {"nf": "nadia_felix", "br": "bea_rohan"}


def utc_offset_hours(tz, local):
    if tz == "melbourne":  # AEDT +11 / AEST +10
        if local < datetime(2023, 4, 2, 3):
            return 11
        if local < datetime(2023, 10, 1, 2):
            return 10
        if local < datetime(2024, 4, 7, 3):
            return 11
        return 10
    if tz == "london":  # BST +1 / GMT 0
        if datetime(2023, 3, 26, 1) <= local < datetime(2023, 10, 29, 2):
            return 1
        if local >= datetime(2024, 3, 31, 1):
            return 1
        return 0
    raise ValueError(tz)


def rel_path(pair, idx):
    shape = SHAPES[pair][idx - 1]
    return f"{pair}/s{idx:02d}.{EXT[shape]}", shape


def build_session(mod, idx, start, turns):
    rng = random.Random(f"{mod.PAIR}-s{idx:02d}")
    t = datetime.strptime(start, "%Y-%m-%d %H:%M") + timedelta(seconds=rng.randint(0, 59))
    msgs = []
    prev = None
    for who, text in turns:
        off = utc_offset_hours(mod.TZ, t)
        tz = timezone(timedelta(hours=off))
        msgs.append({"who": mod.PEOPLE[who][0], "text": text, "local": t, "aware": t.replace(tzinfo=tz)})
        gap = rng.randint(15, 75) if who == prev else rng.randint(25, 200)
        gap += len(text) // 3
        if rng.random() < 0.08:
            gap += rng.randint(240, 900)
        prev = who
        t = t + timedelta(seconds=gap)
    return msgs


def render(mod, idx, msgs, shape):
    if shape == "a":
        obj = {
            "session_id": f"{mod.PAIR}-s{idx:02d}",
            "started": msgs[0]["aware"].isoformat(),
            "participants": [v[1] for v in mod.PEOPLE.values()],
            "messages": [{"from": m["who"], "text": m["text"], "ts": m["aware"].isoformat()} for m in msgs],
        }
        return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"
    if shape == "b":
        lines = []
        for m in msgs:
            ts = m["aware"].astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            lines.append(json.dumps({"speaker": m["who"], "text": m["text"], "timestamp": ts}, ensure_ascii=False))
        return "\n".join(lines) + "\n"
    if shape == "c":
        obj = {"conversation": [{"user": m["who"], "message": m["text"],
                                 "sent_at": m["local"].strftime("%d/%m/%Y %H:%M")} for m in msgs]}
        return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"
    raise ValueError(shape)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    for mod in (NF, BR):
        assert len(mod.SESSIONS) == 20
        for idx, (start, turns) in enumerate(mod.SESSIONS, 1):
            rp, shape = rel_path(mod.PAIR, idx)
            msgs = build_session(mod, idx, start, turns)
            write(os.path.join(OUT, "vault", rp), render(mod, idx, msgs, shape))
    queries = []
    for i, d in enumerate(Q, 1):
        gold = [rel_path(REF[r[:2]], int(r[2:]))[0] for r in d["keys"]]
        queries.append({"id": f"c{i:02d}", "query": d["query"], "gold": gold,
                        "kind": d["kind"], "gold_hint": d["hint"]})
    write(os.path.join(OUT, "queries.json"), json.dumps(queries, ensure_ascii=False, indent=2) + "\n")
    print("wrote", 40, "sessions and", len(queries), "queries")


if __name__ == "__main__":
    main()
