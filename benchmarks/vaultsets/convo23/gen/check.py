#!/usr/bin/env python3
"""Validate the convo23 set.  Run from the set folder:  python gen/check.py

Checks: queries.json shape, ids c01-c80 unique, 20 questions per kind, queries.json in sync with
gen/questions.py; every gold path exists; every gold file contains each of its answer keys once
decoded (Messenger mojibake undone, JSON parsed, HTML/base64/quoted-printable mail bodies decoded,
.ics parsed with icalendar); every .json/.ics/.eml/.mbox file parses; each pair has 12-20 sessions of
15-40 turns and every file carries its session date in its own shape.  Finally it lists non-gold
files containing an answer key, for review by hand.  Exit status 1 on any error."""
import datetime as dt
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from questions import Q, path_of  # noqa: E402

KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
errors, notes = [], []


def err(msg):
    errors.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).casefold()


def uk_offset(t):
    def last_sun(y, m):
        d = dt.date(y, m, 31)
        while d.weekday() != 6:
            d -= dt.timedelta(days=1)
        return d
    a = dt.datetime.combine(last_sun(t.year, 3), dt.time(1))
    b = dt.datetime.combine(last_sun(t.year, 10), dt.time(1))
    return 1 if a <= t < b else 0


def unmojibake(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, list):
        for x in obj:
            yield from strings(x)
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v)


def mail_text(msg):
    parts = []
    for k in ("From", "To", "Subject", "Date"):
        if msg.get(k):
            parts.append("%s: %s" % (k, msg.get(k)))
    for part in msg.walk():
        if part.is_multipart():
            continue
        payload = part.get_payload(decode=True) or b""
        text = payload.decode(part.get_content_charset() or "utf-8", "replace")
        if part.get_content_type() == "text/html":
            text = html.unescape(re.sub(r"<[^>]+>", " ", text))
        parts.append(text)
    return "\n".join(parts)


def decode_file(rel):
    """Return (text, shape, session_date or None, n_turns or None)."""
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "json":
        obj = json.loads(raw.decode("utf-8"))
        if isinstance(obj, dict) and "speaker_a" in obj:
            dkey = [k for k in obj if k.endswith("_date_time")]
            skey = [k for k in obj if re.fullmatch(r"session_\d+", k)]
            if len(dkey) != 1 or len(skey) != 1 or dkey[0] != skey[0] + "_date_time":
                err("%s: LoCoMo file must hold exactly one session_N and session_N_date_time" % rel)
                return "", "locomo", None, None
            m = re.fullmatch(r"(\d{1,2}):(\d\d) (am|pm) on (\d{1,2}) (\w+), (\d{4})", obj[dkey[0]])
            if not m:
                err("%s: bad LoCoMo date_time %r" % (rel, obj[dkey[0]]))
                return "", "locomo", None, None
            date = dt.date(int(m.group(6)), MONTHS.index(m.group(5)) + 1, int(m.group(4)))
            n = int(skey[0].split("_")[1])
            turns = obj[skey[0]]
            for i, t in enumerate(turns):
                if set(t) - {"speaker", "dia_id", "text", "img_url", "blip_caption", "query"} or \
                        t.get("dia_id") != "D%d:%d" % (n, i + 1) or \
                        t.get("speaker") not in (obj["speaker_a"], obj["speaker_b"]):
                    err("%s: bad LoCoMo turn %d" % (rel, i + 1))
            text = "\n".join([obj[dkey[0]]] + ["%s: %s %s" % (t["speaker"], t["text"], t.get("blip_caption", ""))
                                                for t in turns])
            return text, "locomo", date, len(turns)
        if isinstance(obj, dict) and "participants" in obj and "messages" in obj:
            obj2 = json.loads(json.dumps(obj), object_hook=lambda d: {k: (unmojibake(v) if isinstance(v, str) else
                                                                           [unmojibake(x) if isinstance(x, str) else x for x in v] if isinstance(v, list) else v)
                                                                       for k, v in d.items()})
            msgs = obj2["messages"]
            ts = [m["timestamp_ms"] for m in msgs]
            if ts != sorted(ts, reverse=True):
                err("%s: Messenger messages not newest-first" % rel)
            if not raw.isascii():
                err("%s: Messenger export should be ASCII with \\u00XX mojibake escapes" % rel)
            first = dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=min(ts))
            first += dt.timedelta(hours=uk_offset(first))
            text = "\n".join("%s: %s" % (m["sender_name"], m.get("content", "") or
                                         " ".join(p["uri"] for p in m.get("photos", []))) for m in reversed(msgs))
            return text, "messenger", first.date(), len(msgs)
        if isinstance(obj, dict) and "guild" in obj and "channel" in obj and "messages" in obj:
            msgs = obj["messages"]
            if obj.get("messageCount") != len(msgs):
                err("%s: messageCount mismatch" % rel)
            for m in msgs:
                if not {"id", "timestamp", "author", "content"} <= set(m) or "name" not in m["author"]:
                    err("%s: bad Discord message" % rel)
                    break
            stamps = [m["timestamp"] for m in msgs]
            if stamps != sorted(stamps):
                err("%s: Discord messages not oldest-first" % rel)
            date = dt.date.fromisoformat(stamps[0][:10])
            text = "\n".join("%s (%s): %s" % (m["author"]["name"], m["author"].get("nickname"), m["content"]) for m in msgs)
            return text, "discord", date, len(msgs)
        return "\n".join(strings(obj)), "json", None, None
    if ext in ("log", "txt"):
        text = raw.decode("utf-8")
        m = re.search(r"^--- Log opened \w{3} (\w{3}) (\d\d) [\d:]{8} (\d{4})$", text, re.M)
        date = dt.datetime.strptime("%s %s %s" % m.groups(), "%b %d %Y").date() if m else None
        lines = re.findall(r"^\[(\d{4}-\d\d-\d\d) \d\d:\d\d\] (?:<\S+>|\* \S+) ", text, re.M)
        if date and any(d != date.isoformat() for d in lines):
            notes.append("%s: log crosses midnight" % rel)
        return text, "irc", date, len(lines)
    if ext == "ics":
        import icalendar
        cal = icalendar.Calendar.from_ical(raw)
        text = "\n".join("%s: %s" % (k, v) for comp in cal.walk() for k, v in comp.items())
        return text, "ics", None, None
    if ext == "eml":
        return mail_text(email.message_from_bytes(raw, policy=email.policy.default)), "eml", None, None
    if ext == "mbox":
        return "\n".join(mail_text(m) for m in mailbox.mbox(path)), "mbox", None, None
    return raw.decode("utf-8", "replace"), ext, None, None


def main():
    # ---------------------------------------------------------------- queries.json
    qpath = os.path.join(ROOT, "queries.json")
    queries = json.load(open(qpath, encoding="utf-8"))
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if sorted(ids) != ["c%02d" % i for i in range(1, 81)]:
        err("ids must be exactly c01-c80")
    for q in queries:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q.get("id"), sorted(q)))
        if not q["gold"] or len(set(q["gold"])) != len(q["gold"]):
            err("%s: empty or repeated gold" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
    kinds = Counter(q["kind"] for q in queries)
    if dict(kinds) != KINDS:
        err("kind counts %s, expected %s" % (dict(kinds), KINDS))
    src = {q["id"]: q for q in Q}
    for q in queries:
        s = src.get(q["id"])
        if not s or s["query"] != q["query"] or s["kind"] != q["kind"] or \
                [path_of(r) for r in s["gold"]] != q["gold"]:
            err("%s: queries.json out of sync with gen/questions.py (run gen/write_queries.py)" % q["id"])

    # ---------------------------------------------------------------- vault files
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT).replace(os.sep, "/")
                   for d, _, fs in os.walk(VAULT) for f in fs)
    decoded, shapes, per_pair = {}, Counter(), defaultdict(list)
    for rel in files:
        try:
            text, shape, date, nturns = decode_file(rel)
        except Exception as e:  # noqa: BLE001
            err("%s: does not parse: %s" % (rel, e))
            continue
        shapes[shape] += 1
        if shape in ("locomo", "messenger", "discord", "irc"):
            if date is None:
                err("%s: no session date found" % rel)
            if not nturns or not 15 <= nturns <= 40:
                err("%s: %s turns (need 15-40)" % (rel, nturns))
            per_pair[rel.split("/")[0]].append((date, rel))
        if date:
            text += "\nSESSION_DATE %s" % date.isoformat()
        decoded[rel] = norm(text)
    for pair, sess in sorted(per_pair.items()):
        if not 12 <= len(sess) <= 20:
            err("%s: %d sessions (need 12-20)" % (pair, len(sess)))
        dates = [d for d, _ in sess]
        if len(set(dates)) != len(dates):
            err("%s: two sessions on one date" % pair)

    # ---------------------------------------------------------------- answer keys
    gold_hits = 0
    stray = defaultdict(list)
    for q in Q:
        gold_paths = {path_of(r): keys for r, keys in q["gold"].items()}
        for rel, keys in gold_paths.items():
            if rel not in decoded:
                err("%s: gold file missing: %s" % (q["id"], rel))
                continue
            for k in keys:
                if norm(k) not in decoded[rel]:
                    err("%s: key %r not found in %s" % (q["id"], k, rel))
                else:
                    gold_hits += 1
        for k in {k for ks in gold_paths.values() for k in ks if not k.startswith("SESSION_DATE")}:
            for rel, text in decoded.items():
                if rel not in gold_paths and norm(k) in text:
                    stray[q["id"]].append((k, rel))

    # ---------------------------------------------------------------- report
    print("files: %d  (%s)" % (len(files), ", ".join("%s %d" % kv for kv in sorted(shapes.items()))))
    for pair, sess in sorted(per_pair.items()):
        print("  %-16s %2d sessions, %s .. %s" % (pair, len(sess), min(sess)[0], max(sess)[0]))
    print("queries: %d  (%s)" % (len(queries), ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))
    print("gold answer keys found: %d" % gold_hits)
    print("non-gold files containing an answer key (review by hand): %d question(s)" % len(stray))
    for qid in sorted(stray):
        for k, rel in stray[qid]:
            print("  %s  key %r  in  %s" % (qid, k, rel))
    for n in notes:
        print("note:", n)
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
