"""Check the convo8 set.

  python3 gen/check.py      -> structural + gold checks, exit 1 on any failure
  python3 gen/check.py -v   -> also list, per question, NON-gold sessions containing
                               a key string (with the manual settlement, if recorded)

Loads every vault file by its own shape (not via the generator):
  (a) .json {"session_id","started","participants","messages":[{"from","text","ts"}]}
  (b) .jsonl one {"speaker","text","timestamp"} per line, ISO UTC 'Z'
  (c) .json {"conversation":[{"user","message","sent_at"}]}, local 'DD/MM/YYYY HH:MM'
"""
import datetime as dt
import json
import os
import re
import sys
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")

import questions  # noqa: E402
import script_hana_piotr  # noqa: E402
import script_kwame_elodie  # noqa: E402

PAIRS = {m.PAIR: m for m in (script_hana_piotr, script_kwame_elodie)}
MAIN_NAMES = {"Hana", "Piotr", "Kwame", "Elodie"}
KIND_RANGES = {"single_hop": (1, 30), "multi_hop": (31, 50), "temporal": (51, 70), "open_domain": (71, 80)}
MONTHS = ("January February March April June July August September October November December "
          "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec").split()

errors = []


def err(msg):
    errors.append(msg)


def load(rel):
    """Return (shape, [(speaker, text, aware datetime)])."""
    path = os.path.join(VAULT, rel)
    tz = ZoneInfo(PAIRS[rel.split("/")[0]].TZ)
    if rel.endswith(".jsonl"):
        turns = []
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    continue
                rec = json.loads(line)
                if set(rec) != {"speaker", "text", "timestamp"}:
                    err("%s:%d bad jsonl keys %s" % (rel, n, sorted(rec)))
                ts = rec["timestamp"]
                if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", ts):
                    err("%s:%d timestamp not UTC Z: %s" % (rel, n, ts))
                t = dt.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)
                turns.append((rec["speaker"], rec["text"], t.astimezone(tz)))
        return "b", turns
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    if "messages" in doc:
        if set(doc) != {"session_id", "started", "participants", "messages"}:
            err("%s bad shape-a keys %s" % (rel, sorted(doc)))
        turns = []
        for m in doc["messages"]:
            if set(m) != {"from", "text", "ts"}:
                err("%s bad message keys %s" % (rel, sorted(m)))
            if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", m["ts"]):
                err("%s ts lacks UTC offset: %s" % (rel, m["ts"]))
            if m["from"] not in doc["participants"]:
                err("%s speaker %s not in participants" % (rel, m["from"]))
            turns.append((m["from"], m["text"], dt.datetime.fromisoformat(m["ts"])))
        if doc["messages"] and doc["started"] != doc["messages"][0]["ts"]:
            err("%s 'started' != first ts" % rel)
        return "a", turns
    if "conversation" in doc:
        if set(doc) != {"conversation"}:
            err("%s bad shape-c keys %s" % (rel, sorted(doc)))
        turns = []
        for m in doc["conversation"]:
            if set(m) != {"user", "message", "sent_at"}:
                err("%s bad conversation keys %s" % (rel, sorted(m)))
            if not re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", m["sent_at"]):
                err("%s bad sent_at %s" % (rel, m["sent_at"]))
            t = dt.datetime.strptime(m["sent_at"], "%d/%m/%Y %H:%M").replace(tzinfo=tz)
            turns.append((m["user"], m["message"], t))
        return "c", turns
    err("%s unknown shape" % rel)
    return "?", []


def ref_to_rel(ref, files):
    pair, sid = ref.split("/")
    hits = [r for r in files if r.startswith(pair + "/" + sid + ".")]
    if len(hits) != 1:
        err("cannot resolve %s" % ref)
        return None
    return hits[0]


def main(verbose):
    # ------------------------------------------------------------ corpus
    files = []
    for root, _, names in os.walk(VAULT):
        for n in names:
            files.append(os.path.relpath(os.path.join(root, n), VAULT).replace(os.sep, "/"))
    files.sort()
    texts, dates, shapes = {}, {}, {}
    for rel in files:
        if not re.fullmatch(r"(hana_piotr|kwame_elodie)/s\d\d\.(json|jsonl)", rel):
            err("unexpected file %s" % rel)
            continue
        shape, turns = load(rel)
        shapes[rel] = shape
        pair = PAIRS[rel.split("/")[0]]
        if not 16 <= len(turns) <= 26:
            err("%s has %d turns (want 16-26)" % (rel, len(turns)))
        spk = {w for w, _, _ in turns}
        if spk != set(pair.SPEAKERS.values()):
            err("%s speakers %s" % (rel, spk))
        for (_, _, t0), (_, _, t1) in zip(turns, turns[1:]):
            if t1 < t0:
                err("%s timestamps go backwards" % rel)
        days = {t.date() for _, _, t in turns}
        if len(days) != 1:
            err("%s crosses local midnight" % rel)
        if shape == "b":
            udays = {t.astimezone(dt.timezone.utc).date() for _, _, t in turns}
            if udays != days:
                err("%s UTC date differs from local date" % rel)
        d = min(days)
        sid = rel.split("/")[1].split(".")[0]
        if pair.META[sid][0] != d.isoformat():
            err("%s local date %s != META %s" % (rel, d, pair.META[sid][0]))
        dates[rel] = d
        for _, text, _ in turns:
            for w in re.findall(r"[A-Za-z]+", text):
                if w in MONTHS or (w == "May" and text.find("May") >= 0):
                    err("%s month name in text: %r" % (rel, text))
            if re.search(r"\b(19|20)\d\d\b", text) or re.search(r"\b\d{1,2}/\d{1,2}\b", text):
                err("%s date/year in text: %r" % (rel, text))
        texts[rel] = "\n".join(t for _, t, _ in turns)

    for pname in PAIRS:
        rels = [r for r in files if r.startswith(pname + "/")]
        if len(rels) != 20:
            err("%s has %d sessions" % (pname, len(rels)))
        ds = [dates[r] for r in rels if r in dates]
        for a, b in zip(ds, ds[1:]):
            if not 14 <= (b - a).days <= 24:
                err("%s gap %s -> %s is %d days" % (pname, a, b, (b - a).days))
        span = (ds[-1] - ds[0]).days
        if not 365 <= span <= 460:
            err("%s span %d days" % (pname, span))
        if {shapes[r] for r in rels} != {"a", "b", "c"}:
            err("%s lacks a shape" % pname)
    shape_count = {s: sum(1 for v in shapes.values() if v == s) for s in "abc"}

    # ------------------------------------------------------------ queries
    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    ids = [q["id"] for q in qs]
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("query ids not c01..c80 in order")
    spec = {q["id"]: q for q in questions.Q}
    kinds = {}
    paraphrased = 0
    for qd in qs:
        if set(qd) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s fields %s" % (qd["id"], sorted(qd)))
        n = int(qd["id"][1:])
        lo, hi = KIND_RANGES.get(qd["kind"], (0, -1))
        if not lo <= n <= hi:
            err("%s kind %s out of its id range" % (qd["id"], qd["kind"]))
        kinds[qd["kind"]] = kinds.get(qd["kind"], 0) + 1
        if not any(re.search(r"\b%s\b" % nm, qd["query"]) for nm in MAIN_NAMES):
            err("%s query names no main person" % qd["id"])
        if re.search(r"\b(I|my|me)\b", qd["query"]):
            err("%s query not third person" % qd["id"])
        gold = qd["gold"]
        if not gold or len(set(gold)) != len(gold):
            err("%s empty/duplicate gold" % qd["id"])
        for g in gold:
            if g not in texts:
                err("%s gold %s missing" % (qd["id"], g))
        if qd["kind"] == "multi_hop" and not 2 <= len(gold) <= 3:
            err("%s multi_hop gold size %d" % (qd["id"], len(gold)))
        sp = spec[qd["id"]]
        key_rel = {ref_to_rel(r, files): ks for r, ks in sp["keys"].items()}
        if sorted(key_rel) != sorted(gold):
            err("%s keys files %s != gold %s" % (qd["id"], sorted(key_rel), gold))
        for rel, ks in key_rel.items():
            low = texts.get(rel, "").lower()
            for k in ks:
                if k.lower() not in low:
                    err("%s gold %s lacks key %r" % (qd["id"], rel, k))
        # paraphrase: no 4-word run shared with a gold session's text
        qw = re.findall(r"[a-z0-9£$€',.]+", qd["query"].lower())
        qw = [w.strip(",.?") for w in qw]
        gtext = " ".join(re.findall(r"[a-z0-9£$€',.]+", " ".join(texts.get(g, "") for g in gold).lower()))
        gtext = " " + " ".join(w.strip(",.?") for w in gtext.split()) + " "
        shared = any(" %s " % " ".join(qw[i:i + 4]) in gtext for i in range(len(qw) - 3))
        paraphrased += not shared
        # temporal: relative phrase + session date gives the date in the hint
        if qd["kind"] == "temporal":
            dspec = {ref_to_rel(r, files): v for r, v in sp["dates"].items()}
            if sorted(dspec) != sorted(gold):
                err("%s temporal date spec does not cover gold" % qd["id"])
            for rel, (off, wday, tol) in dspec.items():
                if rel not in dates:
                    continue
                ev = dates[rel] + dt.timedelta(days=off)
                if wday and ev.strftime("%A") != wday:
                    err("%s %s: %s is a %s, not %s" % (qd["id"], rel, ev, ev.strftime("%A"), wday))
                cands = [ev + dt.timedelta(days=k) for k in range(-tol, tol + 1)]
                if not any("%d %s" % (c.day, c.strftime("%b %Y")) in qd["gold_hint"] for c in cands):
                    err("%s %s: computed %s not in hint" % (qd["id"], rel, ev))
                if verbose:
                    print("  %s %s -> %s %s" % (qd["id"], rel, ev.strftime("%a"), ev))
        elif sp["dates"]:
            err("%s has dates but is not temporal" % qd["id"])
    want = {"single_hop": 30, "multi_hop": 20, "temporal": 20, "open_domain": 10}
    if kinds != want:
        err("kind counts %s" % kinds)
    if paraphrased < 40:
        err("only %d/80 queries avoid 4-word overlap with their gold" % paraphrased)

    # ------------------------------------------------------------ distractor review
    unsettled = 0
    for qd in qs:
        sp = spec[qd["id"]]
        keys = sorted({k for ks in sp["keys"].values() for k in ks})
        for k in keys:
            for rel in files:
                if rel in qd["gold"] or rel not in texts:
                    continue
                if k.lower() in texts[rel].lower():
                    ref = rel.rsplit(".", 1)[0]
                    why = questions.SETTLED.get((qd["id"], ref))
                    if why is None:
                        unsettled += 1
                    if verbose:
                        print("%s key %-32r non-gold %-24s %s" % (qd["id"], k, rel,
                              "settled: " + why if why else "UNSETTLED"))
    stale = [k for k in questions.SETTLED
             if not any(kk.lower() in texts.get(ref_to_rel(k[1], files) or "", "").lower()
                        for ks in spec[k[0]]["keys"].values() for kk in ks)]
    for k in stale:
        err("stale settlement %s" % (k,))
    if unsettled:
        err("%d non-gold key hits not settled (run with -v)" % unsettled)

    print("files: %d (shapes a=%d b=%d c=%d)" % (len(files), shape_count["a"], shape_count["b"], shape_count["c"]))
    print("turns per session: %d-%d" % (min(len(t.splitlines()) for t in texts.values()),
                                        max(len(t.splitlines()) for t in texts.values())))
    print("questions: %s; paraphrased (no 4-word overlap with gold): %d/80" % (kinds, paraphrased))
    if errors:
        print("FAILED (%d):" % len(errors))
        for e in errors:
            print("  -", e)
        return 1
    print("check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv[1:]))
