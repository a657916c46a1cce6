#!/usr/bin/env python3
"""Validate the aino set: python gen/check.py (from the set folder)."""
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
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
from qdefs import Q  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]
# facts that must exist ONLY inside encoded parts (base64 / quoted-printable)
ENCODED_ONLY = ["SN-25-31874", "NP-2025-004417", "Ville Harju", "NEV-7702",
                "Kivijärven leirikeskus", "3.12.2024 klo 8.15"]

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</h\d>|</li>", "\n", s)
    s = re.sub(r"(?i)</t[dh]>", " ", s)
    s = re.sub(r"<[^>]+>", "", s)
    return html.unescape(s)


def email_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
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


def _iso(d):
    return d.isoformat() if hasattr(d, "isoformat") else str(d)


def render_val(v):
    if isinstance(v, list):
        return " ".join(render_val(x) for x in v)
    if hasattr(v, "dts"):
        return " ".join(_iso(d.dt) for d in v.dts)
    if hasattr(v, "dt"):
        return _iso(v.dt)
    if isinstance(v, icalendar.vRecur):
        return v.to_ical().decode()
    s = str(v)
    cn = getattr(v, "params", {}).get("CN") if hasattr(v, "params") else None
    return f"{s} (CN={cn})" if cn else s


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out, counts = [], Counter()
    for comp in cal.walk():
        counts[comp.name] += 1
        if comp.name in ("VEVENT", "VTODO", "VALARM"):
            for name, val in comp.items():
                out.append(f"{name}: {render_val(val)}")
            out.append("")
    return "\n".join(out), counts


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


def decode_file(rel, stats):
    path = os.path.join(VAULT, rel)
    data = open(path, "rb").read()
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = email.message_from_bytes(data, policy=policy.default)
        if msg["From"] is None or msg["Date"] is None:
            err(f"{rel}: missing From/Date")
        stats["eml"] += 1
        return email_text(msg)
    if ext == "mbox":
        box = mailbox.mbox(path, create=False)
        texts = []
        for m in box:
            pm = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            if not pm["List-Id"]:
                err(f"{rel}: message without List-Id")
            texts.append(email_text(pm))
        stats["mbox_messages"] += len(texts)
        stats["mbox"] += 1
        return "\n\n".join(texts)
    if ext == "ics":
        if b"\r\n" not in data:
            err(f"{rel}: not CRLF")
        txt, counts = ics_text(data)
        stats["VEVENT"] += counts["VEVENT"]
        stats["VTODO"] += counts["VTODO"]
        stats["ics"] += 1
        return txt
    if ext == "json":
        acc = []
        json_strings(json.loads(data.decode("utf-8")), acc)
        stats["json"] += 1
        return "\n".join(acc)
    if ext == "jsonl":
        acc = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        stats["jsonl"] += 1
        return "\n".join(acc)
    stats[ext] += 1
    return data.decode("utf-8")


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    stats = Counter()
    decoded, raw = {}, {}
    for rel in files:
        raw[rel] = open(os.path.join(VAULT, rel), "rb").read()
        try:
            decoded[rel] = norm(decode_file(rel, stats))
        except Exception as e:  # noqa: BLE001
            err(f"{rel}: failed to parse: {e!r}")
            decoded[rel] = ""
    print(f"files: {len(files)}  by type: {dict(sorted(stats.items()))}")

    # queries.json vs qdefs
    qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if len(qj) != 50:
        err(f"queries.json has {len(qj)} entries")
    ids = [q["id"] for q in qj]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qj):
        want = KINDS[i // 5]
        if q["kind"] != want:
            err(f"{q['id']}: kind {q['kind']} != {want}")
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if k not in q:
                err(f"{q['id']}: missing {k}")
    qd = {q["id"]: q for q in Q}
    for q in qj:
        if list(qd[q["id"]]["gold"].keys()) != q["gold"] or qd[q["id"]]["query"] != q["query"]:
            err(f"{q['id']}: queries.json out of sync with qdefs.py")
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err(f"{q['id']}: multi_source needs >= 2 gold files")

    # gold files exist and contain their keys
    for q in Q:
        for path, keys in q["gold"].items():
            if path not in decoded:
                err(f"{q['id']}: gold path missing: {path}")
                continue
            for k in keys:
                if norm(k) not in decoded[path]:
                    err(f"{q['id']}: key {k!r} not found in {path}")

    # multi_source: each gold file's key must not be in the other gold files
    for q in Q:
        if q["kind"] != "multi_source":
            continue
        for path, keys in q["gold"].items():
            for other in q["gold"]:
                if other != path and any(norm(k) in decoded.get(other, "") for k in keys):
                    err(f"{q['id']}: part {keys} of {path} also in {other}")

    # encoded-only facts
    for k in ENCODED_ONLY:
        kb = k.encode("utf-8")
        hits_raw = [r for r, b in raw.items() if kb.lower() in b.lower()]
        hits_dec = [r for r, t in decoded.items() if norm(k) in t]
        if hits_raw:
            err(f"encoded-only fact {k!r} visible in raw bytes of {hits_raw}")
        if not hits_dec:
            err(f"encoded-only fact {k!r} not found in any decoded file")
        print(f"encoded-only {k!r}: decoded in {hits_dec}")

    # review list: non-gold files containing a key
    print("\n--- non-gold files containing an answer key (review by hand) ---")
    for q in Q:
        keys = {k for ks in q["gold"].values() for k in ks}
        for rel, t in decoded.items():
            if rel in q["gold"]:
                continue
            hit = [k for k in keys if norm(k) in t]
            if hit:
                print(f"{q['id']} [{q['kind']}] {rel}: {hit}")

    print()
    if errors:
        print(f"FAILED with {len(errors)} error(s)")
        sys.exit(1)
    print(f"OK: {len(files)} files, {len(qj)} questions, "
          f"{stats['VEVENT']} VEVENT / {stats['VTODO']} VTODO, {stats['mbox_messages']} mbox messages")


if __name__ == "__main__":
    main()
