"""Validate the vault and the gold lists.

Run with an interpreter that has `icalendar` (e.g. .venv/bin/python benchmarks/vaultsets/niamh/gen/check.py).
- parses every .eml / .mbox with BytesParser(policy=default) and decodes every part
- parses every .ics with icalendar
- loads every .json / .jsonl
- checks every gold file contains each key string of its question once decoded
- checks the facts that should exist only inside base64 parts are absent from the raw bytes
Usage: check.py            -> run all checks
       check.py grep WORD  -> list files whose decoded text contains WORD (case-insensitive)
"""
import os
import sys
import re
import json
import html
import mailbox
from email.parser import BytesParser
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")
problems = []


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</(p|tr|h\d|li|table)>", "\n", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, where):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    if msg.defects:
        problems.append(f"{where}: header defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            problems.append(f"{where}: part defects {part.defects}")
        ctype = part.get_content_type()
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            problems.append(f"{where}: cannot decode part {ctype}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if ctype == "text/html":
            content = html_to_text(content)
        out.append(content)
    return "\n".join(out)


def ics_text(path):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out = []
    n = {"VEVENT": 0, "VTODO": 0, "VTIMEZONE": 0}
    for comp in cal.walk():
        if comp.name in n:
            n[comp.name] += 1
        if comp.name in ("VEVENT", "VTODO"):
            for key, val in comp.property_items(recursive=False):
                if key in ("BEGIN", "END"):
                    continue
                vals = val if isinstance(val, list) else [val]
                for v in vals:
                    if hasattr(v, "dt"):
                        out.append(f"{key}: {v.dt}")
                    elif hasattr(v, "to_ical") and key in ("RRULE", "EXDATE"):
                        out.append(f"{key}: {v.to_ical().decode()}")
                    else:
                        out.append(f"{key}: {v}")
                    params = getattr(v, "params", None)
                    if params and "CN" in params:
                        out.append(f"CN: {params['CN']}")
    if n["VTIMEZONE"] < 1 or (n["VEVENT"] + n["VTODO"]) < 1:
        problems.append(f"{path}: missing components {n}")
    return "\n".join(out), n


def strings_in(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings_in(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings_in(v)


def decoded(path):
    rel = os.path.relpath(path, VAULT)
    ext = os.path.splitext(path)[1]
    if ext == ".eml":
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return msg_text(msg, rel)
    if ext == ".mbox":
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        texts = []
        for i, m in enumerate(box):
            texts.append(msg_text(m, f"{rel}#{i}"))
        if len(texts) < 5:
            problems.append(f"{rel}: only {len(texts)} messages")
        return "\n\n".join(texts)
    if ext == ".ics":
        return ics_text(path)[0]
    if ext == ".json":
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if isinstance(obj, list):  # ChatGPT export
            for conv in obj:
                assert conv["current_node"] in conv["mapping"], rel
                for node in conv["mapping"].values():
                    m = node["message"]
                    if m and m.get("create_time") is not None:
                        assert isinstance(m["create_time"], float), rel
        else:
            assert all({"role", "content", "timestamp"} <= set(m) for m in obj["messages"]), rel
        return "\n".join(strings_in(obj))
    if ext == ".jsonl":
        out = []
        with open(path, encoding="utf-8") as f:
            for ln in f:
                if ln.strip():
                    o = json.loads(ln)
                    assert {"role", "content", "timestamp"} <= set(o), rel
                    out.append(o["content"])
        return "\n".join(out)
    with open(path, encoding="utf-8") as f:
        return f.read()


def all_files():
    for root, _, files in os.walk(VAULT):
        for fn in sorted(files):
            yield os.path.join(root, fn)


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    texts = {}
    for p in all_files():
        rel = os.path.relpath(p, VAULT)
        try:
            texts[rel] = decoded(p)
        except Exception as e:  # noqa
            problems.append(f"{rel}: failed to parse: {e!r}")
    if len(sys.argv) > 2 and sys.argv[1] == "grep":
        w = norm(" ".join(sys.argv[2:]))
        for rel in sorted(texts):
            t = norm(texts[rel])
            if w in t:
                i = t.index(w)
                print(f"{rel}: ...{t[max(0, i-70):i+len(w)+70]}...")
        return

    # facts that must exist only inside base64-encoded parts
    hidden = {
        "mail/2025/10/2025-10-30_site-assessment-report.eml": ["T = 38"],
        "mail/2025/10/2025-10-31_loan-approval.eml": ["LHCU-HI-558120"],
        "mail/2025/12/2025-12-12_flight-confirmation.eml": ["QX7LMP", "arr 09:25"],
        "mail/2026/01/2026-01-20_key-safe.eml": ["2958"],
        "mail/2026/01/2026-01-29_fwd-clinic-letter.eml": ["22 April 2026 at 14:15"],
    }
    for rel, keys in hidden.items():
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
        for k in keys:
            if k in raw:
                problems.append(f"{rel}: '{k}' visible in raw bytes")
            if norm(k) not in norm(texts[rel]):
                problems.append(f"{rel}: '{k}' missing after decoding")

    sys.path.insert(0, HERE)
    import queries_src
    queries_src.build()  # (re)writes OUT/queries.json and fills KEYS / ANSWER_TERMS
    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    kinds = {}
    ids = set()
    for q in queries:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        assert q["id"] not in ids
        ids.add(q["id"])
        for g in q["gold"]:
            if g not in texts:
                problems.append(f"{q['id']}: gold file missing: {g}")
                continue
            keys = queries_src.KEYS[q["id"]][g]
            for k in keys:
                if norm(k) not in norm(texts[g]):
                    problems.append(f"{q['id']}: key '{k}' not found in {g}")
            base = os.path.basename(g).lower()
            for k in queries_src.ANSWER_TERMS[q["id"]]:
                if k.lower() in base:
                    problems.append(f"{q['id']}: file name {g} contains answer '{k}'")
    for q in queries:
        if not (q["query"] and q["gold"] and q["gold_hint"]) or set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            problems.append(f"{q['id']}: malformed entry")
    print("files:", len(texts))
    print("queries:", len(queries), kinds)
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("check passed")


if __name__ == "__main__":
    main()
