"""Validate the vault and the queries.

Run with an interpreter that has `icalendar`:
    .venv/bin/python benchmarks/vaultsets/hanna/gen/check.py            # full check
    .venv/bin/python benchmarks/vaultsets/hanna/gen/check.py grep TERM  # which files contain TERM once decoded
"""
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
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")

problems = []


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, where):
    out = []
    for k in ("From", "To", "Cc", "Subject", "Date"):
        if msg[k]:
            out.append(f"{k}: {msg[k]}")
    if msg.defects:
        problems.append(f"{where}: defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            problems.append(f"{where}: part defects {part.defects}")
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            problems.append(f"{where}: cannot decode part {part.get_content_type()}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8")
        if part.get_content_type() == "text/html":
            content = html_to_text(content)
        out.append(content)
    return "\n".join(out)


def ics_text(path):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out = []
    n = 0
    for comp in cal.walk():
        if comp.name in ("VEVENT", "VTODO"):
            n += 1
            for key in ("SUMMARY", "LOCATION", "DESCRIPTION", "DTSTART", "DTEND", "DUE", "RRULE", "STATUS"):
                if key in comp:
                    v = comp[key]
                    if hasattr(v, "dt"):
                        v = v.dt.isoformat()
                    elif hasattr(v, "to_ical"):
                        v = v.to_ical().decode()
                    out.append(f"{key}: {v}")
            att = comp.get("ATTENDEE")
            if att is not None:
                for a in (att if isinstance(att, list) else [att]):
                    out.append(f"ATTENDEE: {a.params.get('CN')} {a}")
    if n == 0:
        problems.append(f"{path}: no components")
    return "\n".join(out)


def chat_text(path):
    if path.endswith(".jsonl"):
        out = []
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f):
                if not line.strip():
                    continue
                o = json.loads(line)
                if set(o) != {"role", "content", "timestamp"}:
                    problems.append(f"{path}:{i}: bad keys {set(o)}")
                out.append(f"{o['role']}: {o['content']}")
        return "\n".join(out)
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = []
    if isinstance(data, dict) and "messages" in data:
        for m in data["messages"]:
            if set(m) != {"role", "content", "timestamp"}:
                problems.append(f"{path}: bad message keys")
            out.append(f"{m['role']}: {m['content']}")
        return "\n".join(out)
    for conv in data:
        out.append(conv["title"])
        mp = conv["mapping"]
        if conv["current_node"] not in mp:
            problems.append(f"{path}: current_node missing")
        for nid, node in mp.items():
            if node["parent"] is not None and nid not in mp[node["parent"]]["children"]:
                problems.append(f"{path}: broken tree at {nid}")
            m = node.get("message")
            if m and m["content"]["parts"] and m["content"]["parts"][0]:
                out.append(f"{m['author']['role']}: {m['content']['parts'][0]}")
    return "\n".join(out)


def text_of(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return msg_text(msg, rel)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        out = []
        for i, msg in enumerate(box):
            out.append(msg_text(msg, f"{rel}#{i}"))
        if len(out) < 5:
            problems.append(f"{rel}: only {len(out)} messages")
        return "\n\n".join(out)
    if rel.endswith(".ics"):
        return ics_text(path)
    if rel.endswith(".json") or rel.endswith(".jsonl"):
        return chat_text(path)
    with open(path, encoding="utf-8") as f:
        return f.read()


def all_files():
    res = []
    for root, _, files in os.walk(VAULT):
        for fn in files:
            res.append(os.path.relpath(os.path.join(root, fn), VAULT))
    return sorted(res)


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    files = all_files()
    texts = {rel: text_of(rel) for rel in files}
    if len(sys.argv) > 2 and sys.argv[1] == "grep":
        for term in sys.argv[2:]:
            print(f"== {term}")
            for rel, t in texts.items():
                if norm(term) in norm(t):
                    print("  ", rel)
        return

    # facts that must be hidden in base64 (absent from the raw bytes, present once decoded)
    hidden = {
        "mail/2025/09/2025-09-02_buchungsbestaetigung-flug.eml": ["K7QJ2M", "312,40"],
        "mail/2025/07/2025-07-24_laborbefund-neue-dosierung.eml": ["0,21"],
        "mail/2025/06/2025-06-16_fwd-admission-for-surgery.eml": ["Holkham Ward"],
        "mail/2025/04/2025-04-14_auftragsbestaetigung-a2504117.eml": ["Bornaische Straße 54", "465,00"],
        "mail/2024/11/2024-11-14_betriebskostenabrechnung-2023.eml": ["855,00"],
    }
    for rel, terms in hidden.items():
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
        for t in terms:
            if t in raw or t.encode("utf-8").decode("latin-1") in raw:
                problems.append(f"{rel}: '{t}' visible in raw bytes")
            if t not in texts[rel]:
                problems.append(f"{rel}: '{t}' not found after decoding")
            others = [r for r, x in texts.items() if r != rel and norm(t) in norm(x)]
            if others:
                problems.append(f"{rel}: base64-only fact '{t}' also in {others}")

    # ics: CRLF line endings, folded at 75 octets
    for r in files:
        if r.endswith(".ics"):
            raw = open(os.path.join(VAULT, r), "rb").read()
            if b"\n" in raw.replace(b"\r\n", b""):
                problems.append(f"{r}: bare LF")
            if any(len(l) > 75 for l in raw.split(b"\r\n")):
                problems.append(f"{r}: unfolded line > 75 octets")
    # mbox: '>From ' escaping present
    mb = open(os.path.join(VAULT, "mail/lists/rv-elster-mitglieder.mbox"), "rb").read()
    if b"\n>From " not in mb:
        problems.append("mbox: no >From escaping")
    # at least one ISO-8859-1 mail
    if not any("iso-8859-1" in open(os.path.join(VAULT, r), "rb").read().decode("latin-1").lower()
               for r in files if r.endswith(".eml")):
        problems.append("no ISO-8859-1 mail")

    # file names must not contain answers; gold files must contain their key strings
    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    with open(os.path.join(HERE, "query_keys.json"), encoding="utf-8") as f:
        all_keys = json.load(f)
    kinds = {}
    for q in queries:
        q["_keys"] = all_keys[q["id"]]
        if set(q) - {"_keys"} != {"id", "query", "gold", "kind", "gold_hint"}:
            problems.append(f"{q['id']}: unexpected fields")
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        for g in q["gold"]:
            if g not in texts:
                problems.append(f"{q['id']}: gold file missing {g}")
        for g, keys in q["_keys"].items():
            for k in keys:
                alts = k.split("|")
                if not any(norm(a) in norm(texts.get(g, "")) for a in alts):
                    problems.append(f"{q['id']}: '{k}' not in {g}")
            if any(norm(a) in norm(os.path.basename(g)) for k in keys for a in k.split("|") if len(a) > 4):
                problems.append(f"{q['id']}: file name {g} contains the answer")
        # review aid: non-gold files that also contain a gold key string
        if "-v" in sys.argv:
            seen = {a for keys in q["_keys"].values() for k in keys for a in k.split("|")}
            for k in sorted(seen):
                extra = [r for r in files if r not in q["gold"] and norm(k) in norm(texts[r])]
                if extra:
                    print(f"  review {q['id']} '{k}': {extra}")
        if set(q["_keys"]) != set(q["gold"]):
            problems.append(f"{q['id']}: _keys and gold differ")
    print("files:", len(files))
    print("queries:", len(queries), kinds)
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
