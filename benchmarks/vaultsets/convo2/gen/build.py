#!/usr/bin/env python3
"""Generator for the long-conversation memory eval set.

Writes OUT/vault/<conversation>/<file>.json (one file per session, three
JSON shapes mixed within each conversation), OUT/queries.json and
OUT/gen/evidence.json. Deterministic (fixed random seed).

Usage: python3 gen/build.py            (OUT = parent of gen/)
"""
import datetime as dt
import json
import os
import random
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import conv_a, conv_b, conv_c  # noqa: E402
from queries_spec import Q  # noqa: E402

CONVS = [conv_a, conv_b, conv_c]

# Generic small talk, deliberately full of general vocabulary
# (weekend, family, work, busy, tired, excited) so that topical words matter.
# Each entry has a predicate on the session start datetime so that e.g.
# "Morning!" is only used before noon and "weekend" lines fit the weekday.
AM = lambda d: d.hour < 12
PM = lambda d: d.hour >= 17
ANY = lambda d: True
WKEND = lambda d: d.weekday() >= 5            # Sat/Sun
FRI_SUN = lambda d: d.weekday() >= 4          # Fri-Sun
SUN_THU = lambda d: d.weekday() in (6, 0, 1, 2, 3)

OPENERS = [
    (WKEND, "Hey! How's the weekend going?",
     "Pretty good! Busy as always, work has been non-stop. Tired but excited for a lie-in tomorrow. You?"),
    (ANY, "Hiya! Got time for a proper catch-up?",
     "Yes! Just finished a few bits of work and I'm on the sofa. It's been a busy week. What's new?"),
    (AM, "Morning! You awake?",
     "Barely 😅 Long week at work, I'm so tired. But I'm excited to chat. How are you?"),
    (ANY, "Hey you! How's everything?",
     "All good here. Family stuff, work stuff, the usual. Busy busy. What about you?"),
    (PM, "Evening! Free for a chat?",
     "Always. Cup of tea in hand. It's been a tiring week so distract me. How are things?"),
    (ANY, "Heyyy, it's been a minute!",
     "I know, sorry, work has been mad and the weekends just vanish. How are you doing?"),
    (FRI_SUN, "Hi! Hope your week's been okay?",
     "Up and down! Busy at work, but it's the weekend now so I'm excited. You?"),
    (ANY, "Hello hello! Quick catch-up?",
     "Go on then. I should be doing chores but I'm too tired. What's going on with you?"),
    (WKEND, "Hey! Good weekend so far?",
     "Lazy so far, which is exactly what I needed after this week. Weirdly proud of how little I've done. You?"),
    (ANY, "Hiya, how are you holding up?",
     "Surviving! Tired, busy, the usual family chaos. Tell me your news."),
]

CLOSERS = [
    (WKEND, "Anyway, I should go, busy week ahead at work. So good to catch up!",
     "Same! Have a good week and say hi to the family."),
    (PM, "Right, I'm shattered, going to bed. Talk soon?",
     "Definitely. Night night!"),
    (ANY, "I need to go and sort some food. Chat next weekend?",
     "Yes! Excited to hear how everything goes."),
    (SUN_THU, "Okay I'm off, still loads to do before work tomorrow. Keep me posted!",
     "Will do. Speak soon!"),
    (ANY, "This was lovely. Proud of us for finally having a proper catch-up.",
     "Agreed. Take care of yourself, don't get too tired!"),
    (ANY, "Gotta run, family call in five minutes. Talk soon!",
     "Go! Say hello from me."),
    (PM, "I'm falling asleep on the sofa, I'll message you in the week.",
     "Sleep well! Chat in the week."),
    (WKEND, "Okay, back to the weekend chores. Talk soon.",
     "Talk soon! Don't work too hard, the family needs you rested."),
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def parse_turns(text, speakers):
    turns = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        code, _, body = line.partition(": ")
        if code not in speakers:
            raise ValueError("bad speaker code in line: %r" % line)
        turns.append((speakers[code], body.strip()))
    return turns


def build_session(conv, s, rng):
    speakers = conv.CONV["speakers"]
    names = list(speakers.values())
    content = parse_turns(s["text"], speakers)
    start = dt.datetime.strptime(s["date"] + " " + s["time"], "%Y-%m-%d %H:%M")
    turns = []
    if s.get("opener", True):
        first = content[0][0]
        other = names[1] if first == names[0] else names[0]
        _, a, b = rng.choice([o for o in OPENERS if o[0](start)])
        turns += [(first, a), (other, b)]
    turns += content
    last = content[-1][0]
    other = names[1] if last == names[0] else names[0]
    _, a, b = rng.choice([c for c in CLOSERS if c[0](start)])
    turns += [(other, a), (last, b)]
    # timestamps
    stamps, t = [], start
    for i in range(len(turns)):
        if i:
            t = t + dt.timedelta(seconds=rng.randint(40, 200))
        stamps.append(t)
    return turns, stamps, start


def date_time_str(d):
    h = d.hour % 12 or 12
    ampm = "am" if d.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h, d.minute, ampm, d.day, MONTHS[d.month - 1], d.year)


def write_vault():
    vault = os.path.join(OUT, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    keymap = {}
    for conv in CONVS:
        c = conv.CONV
        rng = random.Random("convo2-" + c["key"])
        d = os.path.join(vault, c["dir"])
        os.makedirs(d)
        for s in conv.SESSIONS:
            n = s["n"]
            fmt = "abc"[(n - 1 + c["fmt_offset"]) % 3]
            turns, stamps, start = build_session(conv, s, rng)
            if fmt == "a":
                fname = "session_%02d.json" % n
                obj = {"conversation": c["title"], "session": n,
                       "date_time": date_time_str(start),
                       "turns": [{"speaker": sp, "dia_id": "D%d:%d" % (n, i + 1), "text": tx}
                                 for i, (sp, tx) in enumerate(turns)]}
            elif fmt == "b":
                fname = "%s_export.json" % s["date"]
                obj = {"messages": [{"role": sp, "content": tx,
                                     "timestamp": ts.strftime("%Y-%m-%dT%H:%M:%S")}
                                    for (sp, tx), ts in zip(turns, stamps)]}
            else:
                fname = "chat_%02d_%s.json" % (n, s["date"].replace("-", ""))
                obj = [{"speaker": sp, "text": tx, "time": ts.strftime("%Y-%m-%d %H:%M")}
                       for (sp, tx), ts in zip(turns, stamps)]
            rel = "%s/%s" % (c["dir"], fname)
            with open(os.path.join(vault, rel), "w", encoding="utf-8") as f:
                json.dump(obj, f, ensure_ascii=False, indent=1)
                f.write("\n")
            keymap["%s%d" % (c["key"], n)] = rel
    return keymap


def write_queries(keymap):
    kinds = ["single_hop"] * 30 + ["multi_hop"] * 20 + ["temporal"] * 20 + ["open_domain"] * 20
    assert len(Q) == 90, len(Q)
    queries, evidence = [], {}
    for i, (item, kind) in enumerate(zip(Q, kinds), 1):
        assert item["kind"] == kind, (i, item["kind"], kind)
        qid = "k%02d" % i
        gold = [keymap[k] for k in item["ev"]]
        queries.append({"id": qid, "query": item["query"], "gold": gold,
                        "kind": kind, "gold_hint": item["hint"]})
        evidence[qid] = {"evidence": {keymap[k]: v for k, v in item["ev"].items()},
                         "exclusive": item["excl"]}
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(queries, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "evidence.json"), "w", encoding="utf-8") as f:
        json.dump(evidence, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "session_keys.json"), "w", encoding="utf-8") as f:
        json.dump(keymap, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    km = write_vault()
    write_queries(km)
    print("wrote %d sessions, %d queries" % (len(km), len(Q)))
