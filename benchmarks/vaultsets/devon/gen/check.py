"""Validate the vault and the gold answers.

Run with an interpreter that has `icalendar`, e.g.
    .venv/bin/python benchmarks/vaultsets/devon/gen/check.py            # full check
    .venv/bin/python benchmarks/vaultsets/devon/gen/check.py --grep STR  # list files whose decoded text contains STR
"""
import csv, html, io, json, mailbox, os, re, sys
from email import policy
from email.parser import BytesParser
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")

def _strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)

def _msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Date", "Subject"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    n_parts = 0
    for part in msg.walk():
        if part.is_multipart():
            continue
        n_parts += 1
        c = part.get_content()
        if isinstance(c, bytes):
            c = c.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            c = _strip_html(c)
        out.append(c)
    assert n_parts > 0
    return "\n".join(out)

def _walk_json(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            _walk_json(v, out)
    elif isinstance(o, list):
        for v in o:
            _walk_json(v, out)

def decode(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".eml":
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return _msg_text(msg)
    if ext == ".mbox":
        box = mailbox.mbox(path, create=False)
        texts = []
        for m in box:
            parsed = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            texts.append(_msg_text(parsed))
        assert texts
        return "\n\n".join(texts)
    if ext == ".ics":
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        out = []
        for comp in cal.walk():
            if comp.name not in ("VEVENT", "VTODO", "VALARM"):
                continue
            for name, val in comp.property_items(recursive=False):
                if name in ("BEGIN", "END"):
                    continue
                if hasattr(val, "dt"):
                    out.append(f"{name}: {val.dt}")
                elif isinstance(val, list):
                    for v in val:
                        out.append(f"{name}: {getattr(v, 'dts', v)}")
                else:
                    out.append(f"{name}: {val}")
                params = getattr(val, "params", {}) or {}
                if "CN" in params:
                    out.append(f"{name} CN: {params['CN']}")
        return "\n".join(out)
    if ext == ".json":
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        out = []; _walk_json(data, out)
        return "\n".join(out)
    if ext == ".jsonl":
        out = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    _walk_json(json.loads(line), out)
        return "\n".join(out)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if ext == ".csv":
        list(csv.reader(io.StringIO(text)))
    return text

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ").replace("\u2013", "-").replace("\u2014", "-")
    return re.sub(r"\s+", " ", s).lower()

def all_files():
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            p = os.path.join(d, f)
            yield os.path.relpath(p, VAULT)

def corpus():
    return {rel: norm(decode(os.path.join(VAULT, rel))) for rel in sorted(all_files())}

def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--grep":
        docs = corpus()
        for key in sys.argv[2:]:
            k = norm(key)
            hits = [r for r, t in docs.items() if k in t]
            print(f"{key!r}: {len(hits)}")
            for h in hits:
                print("   ", h)
        return
    docs = corpus()  # parses every file; raises on any failure
    print(f"parsed {len(docs)} files OK")
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    with open(os.path.join(HERE, "answer_keys.json"), encoding="utf-8") as f:
        keys = json.load(f)
    errors = []
    kinds = {}
    ids = [q["id"] for q in queries]
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    order = ["fact", "who", "where", "event_time", "multi_source", "decision",
             "temporal_current", "open_loop", "preference", "vague"]
    for i, q in enumerate(queries):
        if q["kind"] != order[i // 5]:
            errors.append(f"{q['id']}: kind {q['kind']} out of order")
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            errors.append(f"{q['id']}: unexpected fields {sorted(q)}")
        qk = keys.get(q["id"], {})
        if set(qk) != set(q["gold"]):
            errors.append(f"{q['id']}: answer keys do not cover exactly the gold files")
        if q["kind"] == "multi_source" and not 2 <= len(q["gold"]) <= 3:
            errors.append(f"{q['id']}: multi_source needs 2-3 gold files")
        for g in q["gold"]:
            if g not in docs:
                errors.append(f"{q['id']}: gold file missing: {g}")
                continue
            for k in qk.get(g, []):
                if norm(k) not in docs[g]:
                    errors.append(f"{q['id']}: key {k!r} not found in {g}")
        # multi_source: each gold file's key must be absent from the other gold files
        if q["kind"] == "multi_source":
            for g in q["gold"]:
                for k in qk.get(g, []):
                    others = [o for o in q["gold"] if o != g and norm(k) in docs.get(o, "")]
                    if others:
                        errors.append(f"{q['id']}: part {k!r} of {g} also in {others}")
    for rel in docs:
        base = os.path.basename(rel).lower()
        for q in queries:
            for g, ks in keys.get(q["id"], {}).items():
                for k in ks:
                    if len(k) >= 5 and norm(k) in base:
                        errors.append(f"file name {rel} contains answer key {k!r} ({q['id']})")
    print("questions per kind:", kinds)
    if errors:
        print("FAILED:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print(f"all {len(queries)} questions checked: every gold file contains its answer key(s). CHECK PASSED")

if __name__ == "__main__":
    main()
