"""Validator for the dolores set. Run from the set folder:
    /work/main/.venv/bin/python gen/check.py
"""
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import questions  # noqa: E402

errors = []
notes = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ decoding
def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def decode_msg(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if ctype.startswith("text/"):
            txt = part.get_content()
            if ctype == "text/html":
                txt = strip_html(txt)
            fn = part.get_filename()
            if fn:
                out.append("[attachment %s]" % fn)
            out.append(txt)
    return "\n".join(out)


def fix_mojibake(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def json_strings(obj, out):
    if isinstance(obj, str):
        out.append(fix_mojibake(obj))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)


def decode_ics(raw):
    cal = icalendar.Calendar.from_ical(raw)
    out = [raw.decode("utf-8").replace("\r\n ", "").replace("\\,", ",").replace("\\;", ";")
           .replace("\\n", "\n")]
    for comp in cal.walk():
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            try:
                s = v.to_ical().decode("utf-8") if hasattr(v, "to_ical") else str(v)
            except Exception:
                s = str(v)
            out.append("%s: %s" % (k, s))
            if isinstance(v, icalendar.vText):
                out.append(str(v))
            params = getattr(v, "params", None)
            if params and "CN" in params:
                out.append("CN: " + params["CN"])
    return "\n".join(out), cal


def decode_file(path):
    raw = open(os.path.join(VAULT, path), "rb").read()
    ext = path.rsplit(".", 1)[-1]
    if ext == "eml":
        msg = email.message_from_bytes(raw, policy=policy.default)
        return raw, decode_msg(msg)
    if ext == "mbox":
        mb = mailbox.mbox(os.path.join(VAULT, path), factory=None, create=False)
        parts = []
        for m in mb:
            mm = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            parts.append(decode_msg(mm))
        return raw, "\n".join(parts)
    if ext == "ics":
        return raw, decode_ics(raw)[0]
    if ext == "json":
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return raw, "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return raw, "\n".join(out)
    return raw, raw.decode("utf-8")


def norm(s):
    s = re.sub(r"(?m)^[ \t]*(>[ \t]?)+", "", s)
    return re.sub(r"\s+", " ", s).lower()


# ------------------------------------------------------------------ load everything
all_files = []
for d, _, fs in os.walk(VAULT):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), VAULT))
all_files.sort()
RAW, DEC = {}, {}
for p in all_files:
    try:
        RAW[p], dec = decode_file(p)
        DEC[p] = norm(dec)
    except Exception as e:  # noqa: BLE001
        err("cannot parse/decode %s: %r" % (p, e))
        RAW[p] = open(os.path.join(VAULT, p), "rb").read()
        DEC[p] = ""

# ------------------------------------------------------------------ format checks
ext_count = Counter(p.rsplit(".", 1)[-1] for p in all_files)
stats = {"VEVENT": 0, "VTODO": 0, "RRULE": 0, "EXDATE": 0, "RECURRENCE-ID": 0, "VALARM": 0,
         "ATTENDEE": 0, "VTIMEZONE": 0}
for p in all_files:
    raw = RAW[p]
    if p.endswith(".ics"):
        try:
            _, cal = decode_ics(raw)
        except Exception as e:  # noqa: BLE001
            err("ics does not parse: %s %r" % (p, e))
            continue
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            err("ics not CRLF: " + p)
        if b"\r\n " not in raw:
            notes.append("no folded lines in " + p)
        for line in raw.split(b"\r\n"):
            if len(line) > 75:
                err("ics line > 75 octets in %s" % p)
        for comp in cal.walk():
            if comp.name in stats:
                stats[comp.name] += 1
            for key in ("RRULE", "EXDATE", "RECURRENCE-ID", "ATTENDEE"):
                if key in comp:
                    v = comp[key]
                    stats[key] += len(v) if isinstance(v, list) else 1
    elif p.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        if not msg["From"] or not msg["Date"] or not msg["Subject"]:
            err("eml missing headers: " + p)
        if msg.defects:
            err("eml defects %s: %r" % (p, msg.defects))
    elif p.endswith(".mbox"):
        mb = mailbox.mbox(os.path.join(VAULT, p), create=False)
        n = len(mb)
        if n < 8:
            err("mbox has only %d messages" % n)
        if not all(m["List-Id"] for m in mb):
            err("mbox message without List-Id")
        if b"\n>From " not in raw:
            err("mbox has no >From escape")
        notes.append("mbox %s: %d messages" % (p, n))

# e-mail mix statistics
cte = Counter()
shape = Counter()
for p in all_files:
    if not p.endswith(".eml"):
        continue
    msg = email.message_from_bytes(RAW[p], policy=policy.default)
    ct = msg.get_content_type()
    if ct == "text/html":
        shape["html-only"] += 1
    elif ct == "multipart/alternative":
        shape["multipart/alternative"] += 1
    elif ct == "multipart/mixed":
        shape["multipart/mixed"] += 1
    else:
        shape[ct] += 1
    if msg["In-Reply-To"]:
        shape["reply"] += 1
    if msg["Subject"].lower().startswith("fwd"):
        shape["forward"] += 1
    for part in msg.walk():
        if not part.is_multipart():
            cte[str(part.get("Content-Transfer-Encoding", "7bit")).lower()] += 1

# ChatGPT export: mapping tree + one edited branch
cg = json.loads(RAW["chats/chatgpt/conversations.json"])
forks = 0
for c in cg:
    mp = c["mapping"]
    node = c["current_node"]
    seen = 0
    while node:
        seen += 1
        node = mp[node]["parent"]
    if seen < 3:
        err("chatgpt current_node chain too short in " + c["title"])
    forks += sum(1 for n in mp.values() if len(n["children"]) > 1)
if forks != 1:
    err("expected exactly one edited branch in ChatGPT export, found %d" % forks)

# ------------------------------------------------------------------ queries
qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
ids = [q["id"] for q in qs]
if len(ids) != len(set(ids)):
    err("duplicate ids")
if ids != ["h%02d" % i for i in range(1, 51)]:
    err("ids are not h01..h50 in order")
expected_kinds = [k for k in questions.KINDS for _ in range(5)]
if [q["kind"] for q in qs] != expected_kinds:
    err("kinds not 5 each in the specified order")
keymap = {i: g for i, _, _, g, _ in questions.Q}
for q in qs:
    for fld in ("id", "query", "gold", "kind", "gold_hint"):
        if not q.get(fld):
            err("%s missing field %s" % (q.get("id"), fld))
    if q["kind"] == "multi_source" and len(q["gold"]) < 2:
        err("%s multi_source needs >= 2 gold files" % q["id"])
    for g in q["gold"]:
        if g not in DEC:
            err("%s gold path missing: %s" % (q["id"], g))
            continue
        for k in keymap[q["id"]][g]:
            if norm(k) not in DEC[g]:
                err("%s key %r not found in decoded %s" % (q["id"], k, g))

# encoded-only facts
for k in questions.ENCODED_ONLY:
    for p in all_files:
        if k.lower().encode("utf-8") in RAW[p].lower():
            err("encoded-only fact %r appears raw in %s" % (k, p))
    if not any(norm(k) in DEC[p] for p in all_files):
        err("encoded-only fact %r not found decoded anywhere" % k)

# non-gold files containing a gold file's key set -> review by hand
review = []
for q in qs:
    for g, keys in keymap[q["id"]].items():
        for p in all_files:
            if p in q["gold"]:
                continue
            if all(norm(k) in DEC[p] for k in keys):
                line = "%s  key %s  also in non-gold %s" % (q["id"], keys, p)
                if line not in review:
                    review.append(line)

# ------------------------------------------------------------------ report
print("files: %d  %s" % (len(all_files), dict(sorted(ext_count.items()))))
print("calendar: %s" % stats)
print("e-mail shapes: %s" % dict(shape))
print("e-mail part encodings: %s" % dict(cte))
for n in notes:
    print("note:", n)
print("questions: %d, kinds: %s" % (len(qs), dict(Counter(q["kind"] for q in qs))))
print("\nnon-gold files containing a gold key (review by hand): %d" % len(review))
for r in review:
    print("  " + r)
if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK: all checks passed")
