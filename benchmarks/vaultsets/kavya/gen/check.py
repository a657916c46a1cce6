#!/usr/bin/env python3
"""Validate the kavya set: gold paths, answer keys (decoded), parsers, ids,
kinds, encoded-only facts, and list non-gold files that contain answer keys."""
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
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import queries_src  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u200e", "")
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for k, v in msg.items():
        out.append("%s: %s" % (k, v))
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


def iso(x):
    return x.isoformat() if hasattr(x, "isoformat") else str(x)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        out.append(comp.name)
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                if hasattr(v, "dts"):
                    s = ",".join(iso(d.dt) for d in v.dts)
                elif hasattr(v, "dt"):
                    s = iso(v.dt)
                elif isinstance(v, str):
                    s = str(v)
                elif hasattr(v, "to_ical"):
                    s = v.to_ical()
                    if isinstance(s, bytes):
                        s = s.decode("utf-8")
                else:
                    s = str(v)
                out.append("%s: %s" % (name, s))
    return "\n".join(out), cal


def json_strings(obj, out):
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)


def decode(rel, raw):
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if msg.defects:
            err("%s: parse defects %r" % (rel, msg.defects))
        return msg_text(msg)
    if ext == "mbox":
        box = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        texts = []
        n = 0
        for m in box:
            n += 1
            em = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            if not em["List-Id"]:
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(em))
        box.close()
        if n < 8:
            err("%s: only %d messages" % (rel, n))
        if b"\n>From " not in raw:
            err("%s: no >From escape" % rel)
        return "\n".join(texts)
    if ext == "ics":
        if b"\r\n" not in raw or b"\r\n " not in raw:
            err("%s: not CRLF / no folded lines" % rel)
        text, _ = ics_text(raw)
        return text
    if ext == "json":
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    files = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            with open(p, "rb") as fh:
                files[rel] = fh.read()
    decoded = {}
    for rel in sorted(files):
        try:
            decoded[rel] = norm(decode(rel, files[rel]))
        except Exception as e:  # noqa: BLE001
            err("%s: cannot decode/parse: %s" % (rel, e))
            decoded[rel] = ""
    raw_norm = {rel: norm(b.decode("utf-8", "replace")) for rel, b in files.items()}

    # counts
    ext_count = {}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1]
        ext_count[ext] = ext_count.get(ext, 0) + 1
    print("files: %d  %s" % (len(files), " ".join("%s=%d" % kv for kv in sorted(ext_count.items()))))
    vevents = vtodos = 0
    for rel in files:
        if rel.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(files[rel])
            vevents += len(cal.walk("VEVENT"))
            vtodos += len(cal.walk("VTODO"))
    print("calendars: %d VEVENT, %d VTODO" % (vevents, vtodos))

    # queries.json consistent with source
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        qjson = json.load(fh)
    src = {q["id"]: q for q in queries_src.Q}
    ids = [q["id"] for q in qjson]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qjson):
        want = queries_src.KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: unexpected fields %s" % (q["id"], sorted(q)))
        s = src.get(q["id"])
        if not s or list(s["keys"]) != q["gold"] or s["query"] != q["query"]:
            err("%s: queries.json out of sync with queries_src.py" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])

    # gold files exist and contain their keys
    for q in queries_src.Q:
        for path, keys in q["keys"].items():
            if path not in files:
                err("%s: gold path missing: %s" % (q["id"], path))
                continue
            for k in keys:
                if norm(k) not in decoded[path]:
                    err("%s: key %r not found in %s" % (q["id"], k, path))
        # multi-source: each gold part must be unique to its file
        if q["kind"] == "multi_source":
            for path, keys in q["keys"].items():
                for other in q["keys"]:
                    if other != path and all(norm(k) in decoded.get(other, "") for k in keys):
                        err("%s: part %r of %s also in %s" % (q["id"], keys, path, other))

    # encoded-only facts
    for k in queries_src.ENCODED_ONLY:
        in_raw = [r for r, t in raw_norm.items() if norm(k) in t]
        in_dec = [r for r, t in decoded.items() if norm(k) in t]
        if in_raw:
            err("encoded-only fact %r visible in raw bytes of %s" % (k, in_raw))
        if not in_dec:
            err("encoded-only fact %r not found in any decoded file" % k)
        print("encoded-only %-18r decoded in: %s" % (k, ", ".join(in_dec)))

    # review list: non-gold files containing an answer key
    print("\n-- non-gold files containing an answer key (review by hand) --")
    n_flag = 0
    for q in queries_src.Q:
        allkeys = sorted({k for ks in q["keys"].values() for k in ks})
        for k in allkeys:
            hits = [r for r, t in decoded.items() if norm(k) in t and r not in q["keys"]]
            if hits:
                n_flag += 1
                print("%s key %r: %s" % (q["id"], k, ", ".join(sorted(hits))))
    if not n_flag:
        print("(none)")

    print("\nRESULT: %s (%d errors)" % ("OK" if not errors else "FAIL", len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
