"""Parse every vault file, decode it, and verify queries.json gold against key strings.
Run with an interpreter that has icalendar, e.g. /work/main/.venv/bin/python gen/check.py"""
import os, sys, re, json, html, mailbox, collections
from email.parser import BytesParser
from email import policy
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from queries import Q, KIND_ORDER, write_queries

OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
problems = []


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def decode_msg(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if part.get_content_maintype() != "text":
            problems.append(f"non-text part {ctype}")
            continue
        content = part.get_content()
        if not isinstance(content, str):
            problems.append(f"part {ctype} did not decode to str")
            continue
        out.append(strip_html(content) if ctype == "text/html" else content)
    return "\n".join(out)


def decode_file(rel):
    p = os.path.join(VAULT, rel)
    ext = rel.rsplit(".", 1)[-1]
    if ext == "eml":
        with open(p, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        for h in ("From", "Date", "Message-ID", "Subject"):
            if not msg[h]:
                problems.append(f"{rel}: missing {h}")
        return decode_msg(msg)
    if ext == "mbox":
        mb = mailbox.mbox(p, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
        msgs = list(mb)
        if len(msgs) < 5:
            problems.append(f"{rel}: only {len(msgs)} messages")
        return "\n\n".join(decode_msg(m) for m in msgs)
    if ext == "ics":
        with open(p, "rb") as f:
            raw = f.read()
        cal = icalendar.Calendar.from_ical(raw)
        out = []
        counts = collections.Counter()
        for comp in cal.walk():
            counts[comp.name] += 1
            for k, v in comp.property_items(recursive=False):
                if k in ("BEGIN", "END"):
                    continue
                if isinstance(v, icalendar.prop.vText):
                    out.append(f"{k}: {str(v)}")
                else:
                    try:
                        out.append(f"{k}: {v.to_ical().decode()}")
                    except Exception:
                        out.append(f"{k}: {v}")
            if comp.name == "VEVENT":
                comp.decoded("DTSTART")  # must decode
        if counts["VTIMEZONE"] < 1:
            problems.append(f"{rel}: no VTIMEZONE")
        DECODED_STATS[rel] = dict(counts)
        return "\n".join(out)
    if ext in ("json", "jsonl"):
        with open(p, encoding="utf-8") as f:
            if ext == "json":
                objs = [json.load(f)]
            else:
                objs = [json.loads(l) for l in f if l.strip()]
        strings = []

        def walk(o):
            if isinstance(o, str):
                strings.append(o)
            elif isinstance(o, dict):
                for v in o.values():
                    walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
        for o in objs:
            walk(o)
        return "\n".join(strings)
    with open(p, encoding="utf-8") as f:
        return f.read()


def norm(s):
    s = re.sub(r"(?m)^(\s*>)+ ?", "", s)
    return re.sub(r"\s+", " ", s).lower()


DECODED_STATS = {}
files = sorted(os.path.relpath(os.path.join(dp, fn), VAULT) for dp, _, fns in os.walk(VAULT) for fn in fns)
text = {}
for rel in files:
    try:
        text[rel] = norm(decode_file(rel))
    except Exception as e:  # noqa
        problems.append(f"{rel}: parse error {e!r}")
        text[rel] = ""

# ---- queries structure
data = write_queries(OUT)
ids = [q["id"] for q in data]
if ids != [f"h{i:02d}" for i in range(1, 51)]:
    problems.append("ids not h01..h50 in order")
kinds = collections.Counter(q["kind"] for q in data)
for i, q in enumerate(data):
    if q["kind"] != KIND_ORDER[i // 5]:
        problems.append(f"{q['id']}: kind {q['kind']} out of order")

# ---- gold content and exclusivity
for qid, kind, query, gold, excl, hint in Q:
    for g, keys in gold.items():
        if g not in text:
            problems.append(f"{qid}: gold file missing {g}")
            continue
        for k in keys:
            if norm(k) not in text[g]:
                problems.append(f"{qid}: key {k!r} not found in {g}")
            if norm(k).strip() and norm(k).strip() in g.lower():
                problems.append(f"{qid}: key {k!r} appears in file name {g}")
    if kind == "multi_source" and len(gold) < 2:
        problems.append(f"{qid}: multi_source needs 2-3 gold files")
    for x in excl:
        nx = norm(x)
        for rel, t in text.items():
            if nx in t and rel not in gold:
                problems.append(f"{qid}: exclusive string {x!r} also in non-gold {rel}")
    if kind == "multi_source":
        # each gold file must hold a part no other file has
        for g, keys in gold.items():
            uniq = [k for k in keys if not any(norm(k) in t for r, t in text.items() if r != g)]
            if not uniq:
                problems.append(f"{qid}: gold {g} has no unique part")

# ---- facts that must be hidden in encoded parts (not visible in raw bytes)
HIDDEN = [("mail/2025/09/2025-09-24_ar-plumbing-booking.eml", "603917"),
          ("mail/2025/06/2025-06-20_thistle-mutual-renewal.eml", "TMI-PI-2025-44817"),
          ("mail/2025/10/2025-10-03_fwd-potwierdzenie-wizyty.eml", "Bursztynowa"),
          ("mail/2025/07/2025-07-08_baltair-booking.eml", "22:05"),
          ("mail/2025/01/2025-01-26_przepis-od-mamy.eml", "GOŁĄBKI")]
for rel, s in HIDDEN:
    with open(os.path.join(VAULT, rel), "rb") as f:
        raw = f.read()
    if s.encode("utf-8") in raw:
        problems.append(f"{rel}: {s!r} visible in raw bytes")
    if norm(s) not in text[rel]:
        problems.append(f"{rel}: {s!r} not found after decoding")

# ---- report
ext = collections.Counter(f.rsplit(".", 1)[-1] for f in files)
print("files:", len(files), dict(ext))
print("questions:", len(data), dict(kinds))
print("calendar components:", DECODED_STATS)
polish = sum(1 for q in data if re.search(r"[ąćęłńóśźż]|\b(kto|gdzie|kiedy|jaki|jakie|czy|co|kod|numer|lista|ktorej)\b", q["query"].lower()))
print("polish-looking queries:", polish)
if problems:
    print("\nPROBLEMS:")
    for p in problems:
        print(" -", p)
    sys.exit(1)
print("CHECK PASSED")
