# -*- coding: utf-8 -*-
"""Validate the vault and the queries.

Run with an interpreter that has `icalendar`, e.g.
    .venv/bin/python benchmarks/vaultsets/tom/gen/check.py            # full check (from the repo root)
    .venv/bin/python benchmarks/vaultsets/tom/gen/check.py grep WORD  # search decoded text (for settling gold)
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

PROBLEMS = []


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</li>|</h\d>", "\n", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, where):
    out = []
    for h in ("From", "To", "Cc", "Date", "Subject"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    if msg.defects:
        PROBLEMS.append(f"{where}: defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            PROBLEMS.append(f"{where}: part defects {part.defects}")
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            PROBLEMS.append(f"{where}: cannot decode part: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8")
        if part.get_content_type() == "text/html":
            content = html_to_text(content)
        fn = part.get_filename()
        if fn:
            out.append(f"[attachment {fn}]")
        out.append(content)
    return "\n".join(out)


def ics_text(raw, where):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name == "VEVENT":
            n_ev += 1
        if comp.name == "VTODO":
            n_todo += 1
        out.append(f"[{comp.name}]")
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if isinstance(val, (icalendar.vText,)):
                s = str(val)
            elif hasattr(val, "to_ical"):
                s = val.to_ical()
                s = s.decode() if isinstance(s, bytes) else str(s)
            else:
                s = str(val)
            params = ""
            if getattr(val, "params", None):
                params = ";" + ";".join(f"{k}={v}" for k, v in val.params.items())
            out.append(f"{name}{params}: {s}")
    return "\n".join(out), n_ev, n_todo


def chat_text(path, raw):
    out = []
    if path.endswith(".jsonl"):
        for i, line in enumerate(raw.splitlines()):
            if not line.strip():
                continue
            d = json.loads(line)
            assert set(d) >= {"role", "content", "timestamp"}, (path, i)
            out.append(f"{d['role']} ({d['timestamp']}): {d['content']}")
        return "\n".join(out)
    data = json.loads(raw)
    if isinstance(data, list):  # ChatGPT export
        for conv in data:
            out.append(f"# {conv['title']}")
            mp = conv["mapping"]
            assert conv["current_node"] in mp, path
            for node in mp.values():
                m = node["message"]
                if m and m["content"]["parts"] and m["content"]["parts"][0]:
                    out.append(f"{m['author']['role']}: {m['content']['parts'][0]}")
    else:
        for m in data["messages"]:
            assert set(m) >= {"role", "content", "timestamp"}, path
            out.append(f"{m['role']} ({m['timestamp']}): {m['content']}")
    return "\n".join(out)


def decoded_corpus():
    corpus = {}
    stats = {"eml": 0, "mbox_msgs": 0, "ics": 0, "vevent": 0, "vtodo": 0, "json": 0, "other": 0}
    for dp, _, fs in os.walk(VAULT):
        for f in sorted(fs):
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, VAULT)
            raw = open(p, "rb").read()
            if f.endswith(".eml"):
                msg = BytesParser(policy=policy.default).parsebytes(raw)
                corpus[rel] = msg_text(msg, rel)
                stats["eml"] += 1
            elif f.endswith(".mbox"):
                mb = mailbox.mbox(p, factory=lambda fp: BytesParser(policy=policy.default).parse(fp))
                texts = []
                for i, msg in enumerate(mb):
                    texts.append(msg_text(msg, f"{rel}#{i}"))
                    stats["mbox_msgs"] += 1
                corpus[rel] = "\n\n".join(texts)
            elif f.endswith(".ics"):
                txt, ne, nt = ics_text(raw, rel)
                corpus[rel] = txt
                stats["ics"] += 1
                stats["vevent"] += ne
                stats["vtodo"] += nt
            elif f.endswith(".json") or f.endswith(".jsonl"):
                corpus[rel] = chat_text(rel, raw.decode("utf-8"))
                stats["json"] += 1
            else:
                corpus[rel] = raw.decode("utf-8")
                stats["other"] += 1
    return corpus, stats


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    corpus, stats = decoded_corpus()
    if len(sys.argv) > 2 and sys.argv[1] == "grep":
        pat = " ".join(sys.argv[2:]).lower()
        for rel in sorted(corpus):
            t = norm(corpus[rel])
            if pat in t:
                i = t.index(pat)
                print(f"{rel}: ...{t[max(0, i-80):i+80]}...")
        return

    print("files:", len(corpus), stats)
    # raw-bytes check for base64-only facts
    sys.path.insert(0, HERE)
    from queries import QUERIES, BASE64_ONLY
    for rel, fact in BASE64_ONLY:
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("utf-8", "replace")
        if fact in raw:
            PROBLEMS.append(f"base64-only fact {fact!r} visible in raw bytes of {rel}")
        if fact not in corpus[rel]:
            PROBLEMS.append(f"base64-only fact {fact!r} not found decoded in {rel}")
        for other, txt in corpus.items():
            if other != rel and fact in txt:
                PROBLEMS.append(f"base64-only fact {fact!r} also in {other}")

    kinds = {}
    ids = set()
    for q in QUERIES:
        assert q["id"] not in ids
        ids.add(q["id"])
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        for rel, keys in q["keys"].items():
            if rel not in corpus:
                PROBLEMS.append(f"{q['id']}: gold file missing {rel}")
                continue
            t = norm(corpus[rel])
            for k in keys:
                if norm(k) not in t:
                    PROBLEMS.append(f"{q['id']}: key {k!r} not in {rel}")
        if set(q["keys"]) != set(q["gold"]):
            PROBLEMS.append(f"{q['id']}: keys/gold mismatch")
        for g in q["gold"]:
            bn = norm(os.path.basename(g).replace("-", " ").replace("_", " "))
            if any(norm(k) in bn for k in q["keys"][g] if len(k) > 3):
                PROBLEMS.append(f"{q['id']}: file name {g} contains the answer key")
        # exclusivity probes: strings that must NOT appear outside gold
        for probe in q.get("only_in_gold", []):
            for rel, txt in corpus.items():
                if rel not in q["gold"] and norm(probe) in norm(txt):
                    PROBLEMS.append(f"{q['id']}: probe {probe!r} also in non-gold {rel}")
        # multi_source: each part unique to its file
        if q["kind"] == "multi_source":
            for rel, keys in q["keys"].items():
                for k in keys:
                    for other, txt in corpus.items():
                        if other != rel and norm(k) in norm(txt):
                            PROBLEMS.append(f"{q['id']}: multi part {k!r} of {rel} also in {other}")
    print("questions per kind:", kinds, "total", len(QUERIES))
    if PROBLEMS:
        print("PROBLEMS:")
        for p in PROBLEMS:
            print(" -", p)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
