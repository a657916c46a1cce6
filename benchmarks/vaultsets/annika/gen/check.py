"""Validator for the annika held-out set.

Checks: gold paths exist; each gold file contains its answer keys once decoded
(base64/QP/HTML mail bodies and attachments decoded, mbox split, .ics parsed with
icalendar, JSON parsed incl. Meta mojibake repair); every .ics parses; every
.eml/.mbox parses; ids unique; kinds as specified; encoded-only facts absent
from the raw bytes of every file. Lists non-gold files that contain a gold
file's full key set (to review by hand).  Use --loose to list any-key hits too.
"""
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
from queries import Q, ENCODED_ONLY, KINDS  # noqa: E402

problems = []


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if part.get_content_subtype() == "html":
            c = strip_html(c)
        out.append(c)
    return "\n".join(out)


def parse_eml_bytes(b, where):
    msg = BytesParser(policy=policy.default).parsebytes(b)
    for part in msg.walk():
        if part.defects:
            problems.append(f"{where}: MIME defects {part.defects}")
        if not part.is_multipart() and part.get_content_maintype() == "text":
            part.get_content()  # raises if undecodable
    return msg


def ics_text(path):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out = []
    for comp in cal.walk():
        out.append(f"[{comp.name}]")
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                if hasattr(v, "dts"):
                    s = ", ".join(_fmt(d.dt) for d in v.dts)
                elif hasattr(v, "dt"):
                    s = _fmt(v.dt)
                elif isinstance(v, icalendar.vRecur):
                    s = v.to_ical().decode()
                else:
                    s = str(v)
                params = ""
                if getattr(v, "params", None) and "CN" in v.params:
                    params = f" (CN={v.params['CN']})"
                out.append(f"{name}: {s}{params}")
    return "\n".join(out)


def _fmt(d):
    if not hasattr(d, "strftime"):
        return str(d)
    if hasattr(d, "hour"):
        return d.strftime("%Y-%m-%d %H:%M")
    return d.strftime("%Y-%m-%d")


def unmojibake(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def json_strings(o, fix=False):
    if isinstance(o, str):
        yield unmojibake(o) if fix else o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v, fix)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v, fix)


def decoded(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            return msg_text(parse_eml_bytes(f.read(), rel))
    if rel.endswith(".mbox"):
        mb = mailbox.mbox(path, create=False)
        texts = []
        for key in mb.keys():
            texts.append(msg_text(parse_eml_bytes(mb.get_bytes(key), f"{rel}#{key}")))
        if not texts:
            problems.append(f"{rel}: empty mbox")
        return "\n\n".join(texts)
    if rel.endswith(".ics"):
        return ics_text(path)
    if rel.endswith(".jsonl"):
        with open(path, encoding="utf-8") as f:
            return "\n".join("\n".join(json_strings(json.loads(l))) for l in f if l.strip())
    if rel.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        return "\n".join(json_strings(obj, fix="instagram" in rel))
    with open(path, encoding="utf-8") as f:
        return f.read()


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    loose = "--loose" in sys.argv
    files = sorted(os.path.relpath(os.path.join(d, n), VAULT)
                   for d, _, ns in os.walk(VAULT) for n in ns)
    dec, raw = {}, {}
    for rel in files:
        try:
            dec[rel] = norm(decoded(rel))
        except Exception as e:  # noqa: BLE001
            problems.append(f"{rel}: cannot decode/parse: {e!r}")
            dec[rel] = ""
        with open(os.path.join(VAULT, rel), "rb") as f:
            raw[rel] = norm(f.read().decode("utf-8", errors="replace"))

    # ids / kinds
    ids = [q[0] for q in Q]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        problems.append("ids are not h01..h50 in order")
    for i, (qid, _, kind, _, _) in enumerate(Q):
        if kind != KINDS[i // 5]:
            problems.append(f"{qid}: kind {kind} expected {KINDS[i // 5]}")
    # queries.json consistent
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qj = json.load(f)
    if [q["id"] for q in qj] != ids:
        problems.append("queries.json out of sync with gen/queries.py (run build.py)")
    for q in qj:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            problems.append(f"{q['id']}: queries.json fields {sorted(q)}")

    # gold
    review = []
    for qid, query, kind, gold, hint in Q:
        if kind == "multi_source" and len(gold) < 2:
            problems.append(f"{qid}: multi_source needs >= 2 gold files")
        for rel, keys in gold.items():
            if rel not in dec:
                problems.append(f"{qid}: gold file missing: {rel}")
                continue
            for k in keys:
                if norm(k) not in dec[rel]:
                    problems.append(f"{qid}: key {k!r} not found in decoded {rel}")
        # non-gold files containing a gold file's complete key set
        for rel in files:
            if rel in gold:
                continue
            for grel, keys in gold.items():
                if all(norm(k) in dec[rel] for k in keys):
                    review.append(f"{qid}: non-gold {rel} contains all keys of {grel}: {keys}")
                    break
            else:
                if loose:
                    hits = sorted({k for ks in gold.values() for k in ks if norm(k) in dec[rel]})
                    if hits:
                        review.append(f"{qid}: (loose) non-gold {rel} contains {hits}")
        # multi_source: each gold part must be unique to its file
        if kind == "multi_source":
            for grel, keys in gold.items():
                for other in gold:
                    if other != grel and all(norm(k) in dec[other] for k in keys):
                        problems.append(f"{qid}: part of {grel} also in other gold {other}")

    # encoded-only facts
    for k in ENCODED_ONLY:
        nk = norm(k)
        in_raw = [r for r in files if nk in raw[r]]
        in_dec = [r for r in files if nk in dec[r]]
        if in_raw:
            problems.append(f"encoded-only fact {k!r} visible in raw bytes of {in_raw}")
        if not in_dec:
            problems.append(f"encoded-only fact {k!r} not found in any decoded file")
    if not 4 <= len(ENCODED_ONLY) <= 7:
        problems.append("need 4-7 encoded-only facts")

    # counts
    ext = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        ext[e] = ext.get(e, 0) + 1
    n_ev = n_todo = 0
    for rel in files:
        if rel.endswith(".ics"):
            with open(os.path.join(VAULT, rel), "rb") as f:
                data = f.read()
            if b"\r\n" not in data or data.count(b"\n") != data.count(b"\r\n"):
                problems.append(f"{rel}: not CRLF throughout")
            cal = icalendar.Calendar.from_ical(data)
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))

    print(f"files: {len(files)}  by type: {dict(sorted(ext.items()))}")
    print(f"VEVENTs: {n_ev}  VTODOs: {n_todo}")
    print(f"queries: {len(Q)}  encoded-only facts: {len(ENCODED_ONLY)}")
    print("\n-- review (non-gold files holding a gold key set) --")
    for r in review:
        print("  " + r)
    if not review:
        print("  none")
    print("\n-- problems --")
    for p in problems:
        print("  " + p)
    print("RESULT:", "OK" if not problems else f"{len(problems)} problem(s)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
