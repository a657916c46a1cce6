#!/usr/bin/env python3
"""Validate the convo21 set.

    cd benchmarks/vaultsets/convo21 && python gen/check.py

Checks: queries.json shape (ids c01-c80 unique, 20 per kind, fields present); every gold
path exists; every gold file contains all of its answer keys once decoded (JSON parsed,
.eml/.mbox bodies decoded, .ics parsed with icalendar, HTML stripped); every session file
parses and has the structure of its export shape with 15-40 turns and its date; every
.ics/.eml/.mbox in the vault parses. Finally lists NON-gold files that contain an answer
key set (all keys of one gold file), and, for information, non-gold files containing the
first (most distinctive) key of a set, for review by hand.
Exit status 0 when there are no errors (non-gold hits are warnings for review).
"""
import collections
import datetime as dt
import email
import email.policy
import html
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

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
LOCOMO_DATE = re.compile(r"^(1[0-2]|[1-9]):[0-5]\d (am|pm) on ([1-9]|[12]\d|3[01]) "
                         r"(January|February|March|April|May|June|July|August|September|"
                         r"October|November|December), (19|20)\d\d$")
WA_LINE = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def has_key(text, key):
    """Occurrence of a normalised key not glued to a further letter (if it ends in a letter)
    or digit (if it ends in a digit): 'ickle' does not match 'pickle'."""
    k = norm(key)
    def edge(ch):
        if ch.isdigit():
            return r"\d"
        if ch.isalpha():
            return r"[^\W\d_]"
        return None
    lead, trail = edge(k[:1]), edge(k[-1:])
    pat = ((r"(?<!%s)" % lead if lead else "") + re.escape(k)
           + (r"(?!%s)" % trail if trail else ""))
    return re.search(pat, text) is not None


def strings_of(obj, out):
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            strings_of(v, out)
    elif isinstance(obj, list):
        for v in obj:
            strings_of(v, out)
    return out


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def message_text(msg):
    parts = [str(msg.get("subject", "")), str(msg.get("from", "")), str(msg.get("to", "")),
             str(msg.get("date", ""))]
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if ctype.startswith("text/"):
            payload = part.get_payload(decode=True) or b""
            txt = payload.decode(part.get_content_charset() or "utf-8", "replace")
            parts.append(strip_html(txt) if ctype == "text/html" else txt)
    return "\n".join(parts)


def decode_file(path):
    """Return the searchable text of a vault file (raises on parse errors)."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".json":
        with open(path, encoding="utf-8") as f:
            return "\n".join(strings_of(json.load(f), []))
    if ext == ".jsonl":
        out = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    strings_of(json.loads(line), out)
        return "\n".join(out)
    if ext == ".ics":
        import icalendar
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        out = []
        for comp in cal.walk():
            for k, v in comp.items():
                out.append(str(v.dt) if hasattr(v, "dt") else str(v))
        return "\n".join(out)
    if ext == ".eml":
        with open(path, "rb") as f:
            return message_text(email.message_from_binary_file(f, policy=email.policy.default))
    if ext == ".mbox":
        return "\n".join(message_text(m) for m in mailbox.mbox(path))
    with open(path, encoding="utf-8") as f:
        txt = f.read()
    if ext in (".html", ".htm"):
        txt = strip_html(txt)
    return txt


def check_session_shape(rel, path):
    """Structural check of the three chat export shapes; returns (shape, turns, date)."""
    name = os.path.basename(path)
    if name.endswith("_whatsapp.txt"):
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        msgs, first_date = 0, None
        for i, line in enumerate(lines):
            m = WA_LINE.match(line)
            if not m:
                if i == 0:
                    err("%s: first line is not a WhatsApp timestamp line" % rel)
                continue  # continuation line of a multi-line message
            d = dt.datetime(int(m.group(3)), int(m.group(2)), int(m.group(1)),
                            int(m.group(4)), int(m.group(5)))
            first_date = first_date or d
            if ": " in m.group(6):
                msgs += 1
            elif i != 0:
                err("%s: line %d has no sender" % (rel, i + 1))
        return "whatsapp", msgs, first_date and first_date.date()
    with open(path, encoding="utf-8") as f:
        obj = json.load(f)
    if isinstance(obj, dict):
        for k in ("speaker_a", "speaker_b"):
            if not isinstance(obj.get(k), str):
                err("%s: LoCoMo file lacks %s" % (rel, k))
        sess_keys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        date_keys = [k for k in obj if re.fullmatch(r"session_\d+_date_time", k)]
        if len(sess_keys) != 1 or len(date_keys) != 1 or date_keys[0] != sess_keys[0] + "_date_time":
            err("%s: LoCoMo file must hold exactly one session_N and its session_N_date_time" % rel)
            return "locomo", 0, None
        n = int(sess_keys[0].split("_")[1])
        stamp = obj[date_keys[0]]
        if not LOCOMO_DATE.match(stamp):
            err("%s: bad LoCoMo date_time %r" % (rel, stamp))
        turns = obj[sess_keys[0]]
        speakers = {obj.get("speaker_a"), obj.get("speaker_b")}
        for i, t in enumerate(turns, 1):
            if not (isinstance(t, dict) and {"speaker", "dia_id", "text"} <= set(t)):
                err("%s: turn %d lacks speaker/dia_id/text" % (rel, i))
                continue
            if t["dia_id"] != "D%d:%d" % (n, i):
                err("%s: turn %d has dia_id %s" % (rel, i, t["dia_id"]))
            if t["speaker"] not in speakers:
                err("%s: turn %d speaker %r not speaker_a/b" % (rel, i, t["speaker"]))
        d = dt.datetime.strptime(stamp.split(" on ")[1], "%d %B, %Y").date()
        return "locomo", len(turns), d
    if isinstance(obj, list):
        first = None
        for i, t in enumerate(obj, 1):
            if not (isinstance(t, dict) and set(t) == {"speaker", "time", "text"}):
                err("%s: row %d is not {speaker,time,text}" % (rel, i))
                continue
            try:
                when = dt.datetime.strptime(t["time"], "%Y-%m-%dT%H:%M:%S")
            except ValueError:
                err("%s: row %d bad time %r" % (rel, i, t["time"]))
                continue
            first = first or when
        return "plain", len(obj), first and first.date()
    err("%s: unknown JSON shape" % rel)
    return "?", 0, None


def main():
    import questions
    qpath = os.path.join(ROOT, "queries.json")
    with open(qpath, encoding="utf-8") as f:
        queries = json.load(f)

    # ---- vault files
    files = []
    for dirpath, dirnames, filenames in os.walk(VAULT):
        dirnames.sort()
        for fn in sorted(filenames):
            files.append(os.path.relpath(os.path.join(dirpath, fn), VAULT).replace(os.sep, "/"))
    texts = {}
    shapes = collections.Counter()
    per_folder = collections.Counter()
    for rel in files:
        path = os.path.join(VAULT, rel)
        try:
            texts[rel] = norm(decode_file(path))
        except Exception as e:  # noqa: BLE001
            err("%s: does not parse: %s" % (rel, e))
            continue
        if rel.endswith((".json", ".txt")):
            shape, nturns, date = check_session_shape(rel, path)
            shapes[shape] += 1
            per_folder[rel.split("/")[0]] += 1
            if not 15 <= nturns <= 40:
                err("%s: %d turns (want 15-40)" % (rel, nturns))
            if date is None:
                err("%s: no session date found" % rel)

    # ---- queries.json structure
    ids = [q.get("id") for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids: %s" % [i for i, c in collections.Counter(ids).items() if c > 1])
    want_ids = ["c%02d" % i for i in range(1, 81)]
    if sorted(ids) != want_ids:
        err("ids are not exactly c01-c80")
    kinds = collections.Counter(q.get("kind") for q in queries)
    if dict(kinds) != KINDS:
        err("kind counts %s, want %s" % (dict(kinds), KINDS))
    for q in queries:
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(fld):
                err("%s: missing %s" % (q.get("id"), fld))
        if q.get("kind") == "multi_hop" and len(q.get("gold", [])) < 2:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        for g in q.get("gold", []):
            if g not in texts:
                err("%s: gold path missing or unreadable: %s" % (q["id"], g))

    # ---- answer keys
    qkeys = {q["id"]: q["keys"] for q in questions.QUESTIONS}
    nongold_all, nongold_first = [], []
    for q in queries:
        keys = qkeys.get(q["id"])
        if keys is None:
            err("%s: no answer keys in questions.py" % q["id"])
            continue
        if list(keys) != q["gold"]:
            err("%s: queries.json gold differs from questions.py keys" % q["id"])
        for g, ks in keys.items():
            t = texts.get(g)
            if t is None:
                continue
            for k in ks:
                if not has_key(t, k):
                    err("%s: gold %s lacks key %r" % (q["id"], g, k))
            for other, ot in texts.items():
                if other in keys:
                    continue
                if all(has_key(ot, k) for k in ks):
                    nongold_all.append((q["id"], g, other, ks))
                elif has_key(ot, ks[0]):
                    nongold_first.append((q["id"], other, ks[0]))

    # ---- report
    print("vault files: %d  (%s)" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(shapes.items()))))
    print("per pair: %s" % ", ".join("%s=%d" % kv for kv in sorted(per_folder.items())))
    print("questions: %d  kinds: %s" % (len(queries), dict(sorted(kinds.items()))))
    print()
    print("NON-GOLD files containing a full answer-key set (review each):")
    for qid, g, other, ks in nongold_all:
        print("  %s  key set of %s  also in %s  %s" % (qid, g, other, ks))
    if not nongold_all:
        print("  (none)")
    print()
    print("non-gold files containing the first key of a set (informational):")
    for qid, other, k in nongold_first:
        print("  %s  %r  in %s" % (qid, k, other))
    if not nongold_first:
        print("  (none)")
    print()
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("\nRESULT: FAIL (%d errors)" % len(errors))
        return 1
    print("RESULT: OK (0 errors, %d full-key non-gold hits, %d first-key non-gold hits to review)"
          % (len(nongold_all), len(nongold_first)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
