#!/usr/bin/env python3
"""Validate convo14: queries.json against vault/ and gen/queries_src.py answer keys.

Checks
  * queries.json: 80 entries, ids c01..c80 unique, 20 of each kind, gold non-empty
  * every gold path exists and contains each of its answer keys once decoded
    (JSON parsed, Telegram text-entity lists re-joined, JSONL parsed line by line)
  * every session file parses in its shape and carries its session date:
      LoCoMo   speaker_a / speaker_b / session_N_date_time / session_N (+ dia_id "DN:i")
      WhatsApp "dd/mm/yyyy, HH:MM - Name: text" lines
      Telegram result.json with messages[].date
      JSONL    one object per line with an ISO "ts" carrying an offset
    and holds 15-40 turns
  * any .ics / .eml / .mbox present parses (none are expected in this set)
  * lists NON-gold files that contain an answer key, for review by hand
"""
import collections
import datetime as dt
import email
import json
import mailbox
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

KINDS = {"single_hop", "multi_hop", "temporal", "open_domain"}
errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


# ------------------------------------------------------------------ decoding
def tg_text(value):
    if isinstance(value, str):
        return value
    return "".join(p if isinstance(p, str) else p.get("text", "") for p in value)


def walk_strings(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "text_entities":
                continue
            if k == "text" and isinstance(v, list):
                out.append(tg_text(v))
            else:
                walk_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            walk_strings(v, out)
    elif isinstance(obj, str):
        out.append(obj)


def decode(path):
    """Return (decoded text, list of turn texts, session date or None)."""
    rel = os.path.relpath(path, VAULT)
    with open(path, "rb") as fh:
        raw = fh.read()
    if path.endswith(".jsonl"):
        out, turns, date = [], [], None
        for i, line in enumerate(raw.decode("utf-8").splitlines(), 1):
            if not line.strip():
                continue
            rec = json.loads(line)
            ts = dt.datetime.fromisoformat(rec["ts"])
            if ts.utcoffset() is None:
                err("%s line %d: ts without offset" % (rel, i))
            date = date or ts.date()
            walk_strings(rec, out)
            turns.append(rec.get("text", ""))
        return "\n".join(out), turns, date
    if path.endswith(".json"):
        obj = json.loads(raw.decode("utf-8"))
        out = []
        walk_strings(obj, out)
        if "messages" in obj:  # Telegram
            turns = [tg_text(m["text"]) for m in obj["messages"] if m.get("type") == "message"]
            date = dt.datetime.fromisoformat(obj["messages"][0]["date"]).date()
            for m in obj["messages"]:
                if tg_text(m["text"]) != "".join(e["text"] for e in m["text_entities"]):
                    err("%s msg %s: text and text_entities disagree" % (rel, m["id"]))
            return "\n".join(out), turns, date
        # LoCoMo
        for k in ("speaker_a", "speaker_b"):
            if k not in obj:
                err("%s: missing %s" % (rel, k))
        sess = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        if len(sess) != 1:
            err("%s: expected one session_N key, got %s" % (rel, sess))
            return "\n".join(out), [], None
        n = int(sess[0].split("_")[1])
        stamp = obj.get("session_%d_date_time" % n)
        if stamp is None:
            err("%s: missing session_%d_date_time" % (rel, n))
            date = None
        else:
            date = dt.datetime.strptime(stamp.split(" on ")[1], "%d %B, %Y").date()
            dt.datetime.strptime(stamp.split(" on ")[0], "%I:%M %p")
        speakers = {obj.get("speaker_a"), obj.get("speaker_b")}
        for i, t in enumerate(obj[sess[0]], 1):
            if t.get("dia_id") != "D%d:%d" % (n, i):
                err("%s: bad dia_id %r at turn %d" % (rel, t.get("dia_id"), i))
            if t.get("speaker") not in speakers:
                err("%s: unknown speaker %r" % (rel, t.get("speaker")))
        return "\n".join(out), [t["text"] for t in obj[sess[0]]], date
    if path.endswith(".txt"):
        text = raw.decode("utf-8")
        pat = re.compile(r"^(\d\d/\d\d/\d{4}), (\d\d:\d\d) - (?:([^:]+): )?(.*)$")
        turns, date, prev = [], None, None
        for i, line in enumerate(text.splitlines(), 1):
            m = pat.match(line)
            if not m:
                err("%s line %d: not a WhatsApp line" % (rel, i))
                continue
            d = dt.datetime.strptime(m.group(1) + " " + m.group(2), "%d/%m/%Y %H:%M")
            date = date or d.date()
            if not m.group(3):
                continue
            cur = (m.group(1), m.group(2), m.group(3), m.group(4))
            # a photo followed by its caption (same sender, same minute) is one turn
            if prev and prev[3] == "<Media omitted>" and prev[:3] == cur[:3]:
                turns[-1] = cur[3]
            else:
                turns.append(cur[3])
            prev = cur
        return text, turns, date
    if path.endswith(".ics"):
        import icalendar
        cal = icalendar.Calendar.from_ical(raw)
        return cal.to_ical().decode("utf-8", "replace"), [], None
    if path.endswith(".eml"):
        msg = email.message_from_bytes(raw)
        parts = []
        for p in msg.walk():
            if not p.is_multipart():
                pl = p.get_payload(decode=True) or b""
                parts.append(pl.decode(p.get_content_charset() or "utf-8", "replace"))
        return "\n".join(parts), [], None
    if path.endswith(".mbox"):
        parts = []
        for msg in mailbox.mbox(path):
            for p in msg.walk():
                if not p.is_multipart():
                    pl = p.get_payload(decode=True) or b""
                    parts.append(pl.decode(p.get_content_charset() or "utf-8", "replace"))
        return "\n".join(parts), [], None
    return raw.decode("utf-8", "replace"), [], None


# ------------------------------------------------------------------ load
def main():
    import queries_src
    import build

    files = []
    for dirpath, dirnames, filenames in os.walk(VAULT):
        dirnames.sort()
        for f in sorted(filenames):
            files.append(os.path.relpath(os.path.join(dirpath, f), VAULT))
    decoded, dates, nturns = {}, {}, {}
    for rel in files:
        try:
            text, turns, date = decode(os.path.join(VAULT, rel))
        except Exception as e:  # noqa: BLE001
            err("%s does not parse: %r" % (rel, e))
            continue
        decoded[rel] = text.lower()
        dates[rel] = date
        nturns[rel] = len(turns)

    # session table: every session file exists, carries its date, has 15-40 turns
    expected = {}
    for key, mod, s in build.all_sessions():
        rel = build.session_relpath(mod, s)
        expected[(key, s["n"])] = rel
        if rel not in decoded:
            err("missing session file %s" % rel)
            continue
        if str(dates[rel]) != s["date"]:
            err("%s: date %s != %s" % (rel, dates[rel], s["date"]))
        if not 15 <= nturns[rel] <= 40:
            err("%s: %d turns" % (rel, nturns[rel]))
    extra = set(files) - set(expected.values())
    if extra:
        err("unexpected files in vault: %s" % sorted(extra))

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        queries = json.load(fh)
    src = {q["id"]: q for q in queries_src.QUERIES}
    ids = [q["id"] for q in queries]
    if len(queries) != 80:
        err("expected 80 queries, got %d" % len(queries))
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in queries)
    for k in KINDS:
        if kinds[k] != 20:
            err("kind %s has %d queries (want 20)" % (k, kinds[k]))
    if set(kinds) - KINDS:
        err("unknown kinds %s" % (set(kinds) - KINDS))

    review = []
    for q in queries:
        s = src[q["id"]]
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q["id"], sorted(q)))
        if not q["gold"] or not q["gold_hint"].strip():
            err("%s: empty gold or hint" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        if q["kind"] == "single_hop" and len(q["gold"]) != 1:
            err("%s: single_hop needs exactly 1 gold file" % q["id"])
        want = [expected[(s["pair"], n)] for n in s["keys"]]
        if want != q["gold"]:
            err("%s: gold %s differs from source %s" % (q["id"], q["gold"], want))
        all_keys = []
        for n, keys in s["keys"].items():
            rel = expected[(s["pair"], n)]
            if rel not in decoded:
                err("%s: gold %s does not exist" % (q["id"], rel))
                continue
            for k in keys:
                all_keys.append(k)
                if k.lower() not in decoded[rel]:
                    err("%s: key %r not in gold %s" % (q["id"], k, rel))
        for k in dict.fromkeys(all_keys):
            hits = [r for r in files if r not in q["gold"] and k.lower() in decoded.get(r, "")]
            for r in hits:
                review.append((q["id"], k, r))

    print("files: %d   queries: %d   kinds: %s" % (len(files), len(queries), dict(sorted(kinds.items()))))
    print("\nNon-gold files containing an answer key (review by hand):")
    if not review:
        print("  (none)")
    for qid, k, r in review:
        print("  %s  %-28r %s" % (qid, k, r))
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
