"""Validate Priya's vault and queries.

Run with an interpreter that has icalendar, e.g.
    .venv/bin/python benchmarks/vaultsets/priya/gen/check.py   (from the repo root)
"""
import collections
import csv
import html
import io
import json
import mailbox
import os
import re
import sys
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(OUT, "vault")

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</li>|</h\d>", "\n", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def decode_message(msg, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append(f"{h}: {msg[h]}")
    if msg.defects:
        err(f"{where}: header defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            err(f"{where}: part defects {part.defects}")
        try:
            content = part.get_content()
        except Exception as e:  # noqa: BLE001
            err(f"{where}: cannot decode part {part.get_content_type()}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            content = html_to_text(content)
        if part.get_filename():
            parts.append(f"[attachment {part.get_filename()}]")
        parts.append(content)
    return "\n".join(parts)


def ics_text(path):
    with open(path, "rb") as f:
        raw = f.read()
    cal = icalendar.Calendar.from_ical(raw)
    counts = collections.Counter()
    out = []
    for comp in cal.walk():
        counts[comp.name] += 1
        if comp.name in ("VEVENT", "VTODO"):
            for name, val in comp.property_items():
                if name in ("BEGIN", "END"):
                    continue
                if hasattr(val, "to_ical") and not isinstance(val, str):
                    v = val.to_ical()
                    v = v.decode() if isinstance(v, bytes) else str(v)
                else:
                    v = str(val)
                params = getattr(val, "params", {})
                cn = params.get("CN") if params else None
                out.append(f"{name}: {v}" + (f" (CN={cn})" if cn else ""))
    if counts["VTIMEZONE"] < 1:
        err(f"{path}: no VTIMEZONE")
    return "\n".join(out), counts


def chat_text(path):
    rel = os.path.relpath(path, VAULT)
    with open(path, encoding="utf-8") as f:
        if path.endswith(".jsonl"):
            items = [json.loads(l) for l in f if l.strip()]
            for it in items:
                assert set(it) == {"role", "content", "timestamp"}, rel
            return "\n".join(it["content"] for it in items)
        data = json.load(f)
    if isinstance(data, list):  # chatgpt export
        texts = []
        for conv in data:
            assert "mapping" in conv and "current_node" in conv, rel
            assert isinstance(conv["create_time"], float), rel
            mp = conv["mapping"]
            # walk from current_node to root: the visible branch
            node = conv["current_node"]
            branch = []
            while node:
                m = mp[node]["message"]
                if m and m["content"]["parts"] and m["content"]["parts"][0]:
                    branch.append(m["content"]["parts"][0])
                node = mp[node]["parent"]
            texts.append(conv["title"])
            texts += reversed(branch)
        return "\n".join(texts)
    assert "messages" in data, rel
    for it in data["messages"]:
        assert set(it) == {"role", "content", "timestamp"}, rel
    return "\n".join(it["content"] for it in data["messages"])


def load_all():
    texts = {}
    stats = collections.Counter()
    ics_counts = collections.Counter()
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, VAULT)
            ext = fn.rsplit(".", 1)[-1]
            stats[ext] += 1
            if ext == "eml":
                with open(p, "rb") as f:
                    msg = BytesParser(policy=policy.default).parse(f)
                texts[rel] = decode_message(msg, rel)
            elif ext == "mbox":
                box = mailbox.mbox(p, factory=None)
                chunks = []
                n = 0
                for key in box.iterkeys():
                    raw = box.get_bytes(key)
                    msg = BytesParser(policy=policy.default).parsebytes(raw)
                    chunks.append(decode_message(msg, f"{rel}#{key}"))
                    n += 1
                stats["mbox_messages"] += n
                texts[rel] = "\n\n".join(chunks)
            elif ext == "ics":
                t, c = ics_text(p)
                ics_counts.update(c)
                texts[rel] = t
            elif ext in ("json", "jsonl"):
                texts[rel] = chat_text(p)
            elif ext == "csv":
                with open(p, encoding="utf-8") as f:
                    raw = f.read()
                rows = list(csv.reader(io.StringIO(raw)))
                w = len(rows[0])
                for r in rows:
                    if len(r) != w:
                        err(f"{rel}: ragged row {r}")
                texts[rel] = raw
            else:
                with open(p, encoding="utf-8") as f:
                    texts[rel] = f.read()
    return texts, stats, ics_counts


def passes(text, groups):
    low = text.lower()
    return all(any(a.lower() in low for a in grp) for grp in groups)


def main():
    texts, stats, ics_counts = load_all()
    print(f"{len(texts)} files:", dict(stats))
    print("ics components:", dict(ics_counts))

    # file names must not leak answers; all e-mail domains contain .example
    for rel, t in texts.items():
        for addr in re.findall(r"[\w.+-]+@([\w.-]+)", t):
            if ".example" not in addr and not addr.endswith("priya.raghunathan"):
                err(f"{rel}: non-.example domain {addr}")

    # facts that must exist only inside encoded parts (absent from raw bytes)
    hidden = {
        "mail/2025/11/2025-11-20_lehenga-fitting-booking.eml": "271 Soho Road",
        "mail/lists/dogpool-plotholders.mbox": "Half plot:  £74",
        "mail/2025/11/2025-11-08_mot-result.eml": "14/11/2026",
        "mail/2025/10/2025-10-03_caterer-quote-and-tasting.eml": "£44.00",
        "mail/2025/12/2025-12-04_safehold-dispute-opened.eml": "18 December 2025",
        "mail/2025/09/2025-09-12_new-car-insurance-policy.eml": "21/09/2026",
    }
    for rel, s in hidden.items():
        with open(os.path.join(VAULT, rel), "rb") as f:
            raw = f.read()
        if s.encode() in raw:
            err(f"{rel}: '{s}' visible in raw bytes")
        if s not in texts[rel]:
            err(f"{rel}: '{s}' not found after decoding")
        others = [r for r, t in texts.items() if r != rel and s.lower() in t.lower()]
        if others:
            err(f"hidden fact '{s}' also in {others}")

    import queries
    Q = queries.Q
    kinds = collections.Counter(e["kind"] for e in Q)
    print("kinds:", dict(kinds))
    if len(Q) != 50 or any(v != 5 for v in kinds.values()) or len(kinds) != 10:
        err("need 50 queries, 5 per kind")
    order = ["fact", "who", "where", "event_time", "multi_source", "decision",
             "temporal_current", "open_loop", "preference", "vague"]
    for i, e in enumerate(Q):
        if e["id"] != f"h{i + 1:02d}" or e["kind"] != order[i // 5]:
            err(f"bad id/kind order at {e['id']}")
    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        qj = json.load(f)
    if [x["id"] for x in qj] != [e["id"] for e in Q]:
        err("queries.json out of date")

    review = {}
    for e in Q:
        gold = e["gold"]
        for g in gold:
            if g not in texts:
                err(f"{e['id']}: gold file missing {g}")
                continue
            base = os.path.basename(g).lower()
        chk = e["check"]
        if isinstance(chk, dict):
            assert set(chk) == set(gold), e["id"]
            for g, groups in chk.items():
                if not passes(texts[g], groups):
                    err(f"{e['id']}: gold {g} lacks {groups}")
                # uniqueness: no other file holds this part
                others = [r for r, t in texts.items() if r != g and passes(t, groups)]
                if others:
                    err(f"{e['id']}: part {groups} of {g} also in {others}")
            cands = []
        else:
            for g in gold:
                if g in texts and not passes(texts[g], chk):
                    err(f"{e['id']}: gold {g} lacks {chk}")
            cands = [r for r, t in texts.items() if r not in gold and passes(t, chk)]
        review[e["id"]] = cands
    print("\nNon-gold files that also match the key terms (reviewed by hand):")
    for k, v in review.items():
        if v:
            print(f"  {k}: {v}")
    full = [e["id"] for e in Q if len(e["query"].split()) >= 5 and
            (e["query"].endswith("?") or e["query"].split()[0] in ("why", "what", "who", "how", "where", "when"))]
    print("\nfull-sentence-ish queries:", full)
    print("\nRESULT:", "PASSED" if not errors else f"FAILED ({len(errors)} errors)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
