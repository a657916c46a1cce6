"""Validator for the keiko held-out set. Run from the set folder:
    python gen/check.py
Checks: gold paths exist; every gold file contains its answer key(s) once decoded
(base64 / quoted-printable / HTML decoded, .ics parsed with icalendar, JSON parsed);
every .ics / .eml / .mbox parses; ids unique; kinds as specified; hidden facts are absent
from raw bytes everywhere. Lists non-gold files that contain an answer key (for review)."""
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from questions import KEYS, KINDS, HIDDEN, queries  # noqa: E402

errors = []
warnings = []
stats = {}


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().casefold()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        out.append(body)
    return "\n".join(out)


def parse_eml(raw, path):
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    if not msg["From"] or not msg["Date"] or not msg["Message-ID"]:
        err("%s: missing From/Date/Message-ID" % path)
    for part in msg.walk():
        if part.defects:
            err("%s: MIME defects %r" % (path, part.defects))
    return msg


def ics_value(v):
    if isinstance(v, icalendar.prop.vDDDLists):
        return " ".join(ics_value(x) for x in v.dts)
    if hasattr(v, "dt"):
        d = v.dt
        return d.isoformat() if hasattr(d, "isoformat") else str(d)
    if isinstance(v, icalendar.prop.vRecur):
        return v.to_ical().decode()
    if isinstance(v, list):
        return " ".join(ics_value(x) for x in v)
    s = str(v)
    params = getattr(v, "params", None)
    if params and params.get("CN"):
        s = "%s (CN=%s)" % (s, params.get("CN"))
    return s


def ics_text(raw, path):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        out.append("[%s]" % comp.name)
        for name, val in comp.property_items(recursive=False):
            out.append("%s: %s" % (name, ics_value(val)))
    return "\n".join(out), cal


def json_strings(o, out):
    if isinstance(o, dict):
        for v in o.values():
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)
    elif isinstance(o, str):
        out.append(o)
    elif isinstance(o, (int, float)) and not isinstance(o, bool):
        out.append(str(o))


def decode(path):
    """Return decoded text for a vault-relative path."""
    full = os.path.join(VAULT, path)
    raw = open(full, "rb").read()
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        return msg_text(parse_eml(raw, path))
    if ext == "mbox":
        box = mailbox.mbox(full, create=False)
        texts = []
        for key in box.keys():
            texts.append(msg_text(parse_eml(box.get_bytes(key), path + "#%s" % key)))
        return "\n".join(texts)
    if ext == "ics":
        return ics_text(raw, path)[0]
    if ext == "json":
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), out)
        return "\n".join(out)
    text = raw.decode("utf-8")
    if ext == "md":
        text = text.replace("**", "").replace("~~", "")
    return text


# ------------------------------------------------------------------ load all files
all_files = []
for dp, dn, fn in os.walk(VAULT):
    for f in fn:
        all_files.append(os.path.relpath(os.path.join(dp, f), VAULT))
all_files.sort()
decoded, raws = {}, {}
for p in all_files:
    raws[p] = open(os.path.join(VAULT, p), "rb").read()
    try:
        decoded[p] = norm(decode(p))
    except Exception as e:  # noqa: BLE001
        err("%s: failed to parse/decode: %r" % (p, e))
        decoded[p] = ""

# ------------------------------------------------------------------ queries.json
qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
if qs != queries():
    err("queries.json is out of sync with gen/questions.py (run gen/questions.py)")
ids = [q["id"] for q in qs]
if len(ids) != len(set(ids)):
    err("duplicate ids")
if ids != ["h%02d" % i for i in range(1, 51)]:
    err("ids must be h01..h50 in order")
for i, q in enumerate(qs):
    want = KINDS[i // 5]
    if q["kind"] != want:
        err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
    if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
        err("%s: wrong fields %s" % (q["id"], sorted(q)))
    if not q["gold"]:
        err("%s: empty gold" % q["id"])
    if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
        err("%s: multi_source needs 2-3 gold files" % q["id"])

# ------------------------------------------------------------------ gold keys
for q in qs:
    for g in q["gold"]:
        if g not in decoded:
            err("%s: gold path missing: %s" % (q["id"], g))
            continue
        for k in KEYS[q["id"]][g]:
            if norm(k) not in decoded[g]:
                err("%s: key %r not found in decoded %s" % (q["id"], k, g))

# multi_source: each gold file's key must be absent from the other gold files
for q in qs:
    if q["kind"] != "multi_source":
        continue
    for g in q["gold"]:
        for other in q["gold"]:
            if other != g:
                for k in KEYS[q["id"]][g]:
                    if norm(k) in decoded[other]:
                        err("%s: part key %r of %s also in %s" % (q["id"], k, g, other))

# ------------------------------------------------------------------ hidden facts
for fact, home in HIDDEN.items():
    needle = fact.encode("utf-8").lower()
    for p, raw in raws.items():
        if needle in raw.lower():
            err("hidden fact %r visible in raw bytes of %s" % (fact, p))
    if norm(fact) not in decoded.get(home, ""):
        err("hidden fact %r not found decoded in %s" % (fact, home))
    holders = [p for p in all_files if norm(fact) in decoded[p]]
    if holders != [home]:
        err("hidden fact %r decoded in %s (expected only %s)" % (fact, holders, home))

# ------------------------------------------------------------------ structure stats
ext_count = {}
for p in all_files:
    e = p.rsplit(".", 1)[-1]
    ext_count[e] = ext_count.get(e, 0) + 1
stats["files"] = len(all_files)
stats["by_ext"] = ext_count

eml = [p for p in all_files if p.endswith(".eml")]
kinds = {"html_only": 0, "alternative": 0, "mixed": 0, "replies": 0, "forwards": 0}
ctes = {}
for p in eml:
    m = BytesParser(policy=policy.default).parsebytes(raws[p])
    ct = m.get_content_type()
    if ct == "text/html":
        kinds["html_only"] += 1
    if ct == "multipart/alternative":
        kinds["alternative"] += 1
    if ct == "multipart/mixed":
        kinds["mixed"] += 1
    if m["In-Reply-To"]:
        kinds["replies"] += 1
    if str(m["Subject"]).lower().startswith("fwd:"):
        kinds["forwards"] += 1
    for part in m.walk():
        if not part.is_multipart():
            c = part.get("Content-Transfer-Encoding", "7bit").lower()
            ctes[c] = ctes.get(c, 0) + 1
stats["eml"] = kinds
stats["cte"] = ctes

box = mailbox.mbox(os.path.join(VAULT, "mail/lists/riverbend-curling-members.mbox"), create=False)
mb = [box.get_bytes(k) for k in box.keys()]
stats["mbox_messages"] = len(mb)
if not all(b"List-Id:" in x for x in mb):
    err("mbox: a message lacks List-Id")
if not any(b"\n>From " in x for x in mb):
    err("mbox: no '>From ' escape")
if not any(b"In-Reply-To:" in x for x in mb):
    err("mbox: no reply")

nev = ntd = 0
feat = {"RRULE": 0, "INTERVAL": 0, "BYDAY": 0, "UNTIL": 0, "EXDATE": 0, "RECURRENCE-ID": 0,
        "VALARM": 0, "ATTENDEE;CN": 0, "VTIMEZONE": 0, "folded": 0}
for p in all_files:
    if not p.endswith(".ics"):
        continue
    raw = raws[p]
    if b"\n" in raw.replace(b"\r\n", b""):
        err("%s: bare LF line ending" % p)
    if any(len(l) > 75 for l in raw.split(b"\r\n")):
        err("%s: unfolded line > 75 octets" % p)
    _t, cal = ics_text(raw, p)
    nev += len(cal.walk("VEVENT"))
    ntd += len(cal.walk("VTODO"))
    txt = raw.decode("utf-8")
    for k in ("RRULE", "INTERVAL", "BYDAY", "UNTIL", "EXDATE", "RECURRENCE-ID", "VALARM",
              "ATTENDEE;CN", "VTIMEZONE"):
        feat[k] += txt.count(k)
    feat["folded"] += txt.count("\r\n ")
stats["ics"] = {"VEVENT": nev, "VTODO": ntd, **feat}

# ------------------------------------------------------------------ review list
review = []
for q in qs:
    keys = {k for g in q["gold"] for k in KEYS[q["id"]][g]}
    for p in all_files:
        if p in q["gold"]:
            continue
        hit = [k for k in keys if norm(k) in decoded[p]]
        if hit:
            review.append("%s  %-40s %s" % (q["id"], p, hit))

# ------------------------------------------------------------------ report
print("stats:", json.dumps(stats, indent=1, ensure_ascii=False))
print("\nnon-gold files containing an answer key (review by hand):")
for r in review:
    print("  " + r)
if not review:
    print("  (none)")
print()
if errors:
    print("FAIL: %d error(s)" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK: %d files, %d questions, all gold keys found, %d hidden facts only in encoded parts"
      % (len(all_files), len(qs), len(HIDDEN)))
