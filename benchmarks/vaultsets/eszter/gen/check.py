# -*- coding: utf-8 -*-
"""Validator for the eszter set. May use icalendar (not needed by build.py)."""
import collections
import html
import json
import mailbox
import os
import re
import sys
sys.dont_write_bytecode = True
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import queries as QM  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
problems = []


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, stats=None):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if stats is not None:
            stats[part.get("Content-Transfer-Encoding", "7bit").lower()] += 1
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        out.append(body)
    return "\n".join(out)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                if hasattr(v, "dt"):
                    d = v.dt
                    out.append("%s: %s" % (name, d.isoformat() if hasattr(d, "isoformat") else str(d)))
                elif hasattr(v, "dts"):
                    out.append("%s: %s" % (name, ",".join(d.dt.isoformat() for d in v.dts)))
                elif isinstance(v, bytes):
                    out.append("%s: %s" % (name, v.decode("utf-8", "replace")))
                elif hasattr(v, "to_ical") and not isinstance(v, str):
                    b = v.to_ical()
                    out.append("%s: %s" % (name, b.decode("utf-8", "replace") if isinstance(b, bytes) else b))
                else:
                    out.append("%s: %s" % (name, str(v)))
    return "\n".join(out), cal


def json_strings(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)


def main():
    files = []
    for dp, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT).replace(os.sep, "/"))
    files.sort()
    decoded, raw = {}, {}
    fmt = collections.Counter()
    cte = collections.Counter()
    shapes = collections.Counter()
    n_event = n_todo = 0
    for rel in files:
        p = os.path.join(VAULT, rel)
        data = open(p, "rb").read()
        raw[rel] = data.decode("utf-8", "replace").lower()
        ext = rel.rsplit(".", 1)[-1]
        fmt[ext] += 1
        try:
            if ext == "eml":
                msg = BytesParser(policy=policy.default).parsebytes(data)
                if not msg["Message-ID"] or not msg["Date"]:
                    problems.append("eml without Message-ID/Date: " + rel)
                ct = msg.get_content_type()
                shapes[ct if ct != "text/plain" else "text/plain"] += 1
                if ct == "text/html":
                    shapes["HTML-only"] += 1
                if msg["In-Reply-To"]:
                    shapes["reply"] += 1
                if str(msg["Subject"]).lower().startswith("fwd"):
                    shapes["forward"] += 1
                decoded[rel] = msg_text(msg, cte)
            elif ext == "mbox":
                mb = mailbox.mbox(p)
                parts = []
                for m in mb:
                    mm = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
                    if not mm["List-Id"]:
                        problems.append("mbox message without List-Id in " + rel)
                    parts.append(msg_text(mm))
                shapes["mbox messages"] += len(parts)
                if b"\n>From " not in data:
                    problems.append("mbox has no >From escape")
                decoded[rel] = "\n".join(parts)
            elif ext == "ics":
                if b"\r\n" not in data or re.search(rb"[^\r]\n", data):
                    problems.append("ics not CRLF: " + rel)
                txt, cal = ics_text(data)
                n_event += len(cal.walk("VEVENT"))
                n_todo += len(cal.walk("VTODO"))
                decoded[rel] = txt
            elif ext == "json":
                out = []
                json_strings(json.loads(data.decode("utf-8")), out)
                decoded[rel] = "\n".join(out)
            elif ext == "jsonl":
                out = []
                for line in data.decode("utf-8").splitlines():
                    if line.strip():
                        json_strings(json.loads(line), out)
                decoded[rel] = "\n".join(out)
            else:
                decoded[rel] = data.decode("utf-8")
        except Exception as e:  # noqa: BLE001
            problems.append("cannot parse %s: %r" % (rel, e))
            decoded[rel] = ""
    low = {k: norm(v) for k, v in decoded.items()}
    raw = {k: norm(v) for k, v in raw.items()}

    # queries.json vs queries.py
    qj = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qj]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        problems.append("ids are not h01..h50 in order")
    for i, q in enumerate(qj):
        want = QM.KINDS[i // 5]
        if q["kind"] != want:
            problems.append("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                problems.append("%s missing field %s" % (q["id"], f))
    keys = {i: g for i, k, qq, g, h in QM.Q}
    review = []
    for q in qj:
        g = keys[q["id"]]
        if sorted(g) != sorted(q["gold"]):
            problems.append("%s gold mismatch queries.json/queries.py" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            problems.append("%s multi_source needs >=2 gold" % q["id"])
        allkeys = set()
        for path, alts in g.items():
            allkeys.update(alts)
            if path not in decoded:
                problems.append("%s gold file missing: %s" % (q["id"], path))
                continue
            if not any(norm(a) in low[path] for a in alts):
                problems.append("%s gold %s lacks key %r" % (q["id"], path, alts))
        for rel in files:
            if rel in g:
                continue
            hit = [a for a in allkeys if norm(a) in low[rel]]
            if hit:
                review.append("%s  non-gold %s contains %r" % (q["id"], rel, hit))

    # encoded-only facts
    for path, key in QM.HIDDEN:
        key = norm(key)
        if key not in low.get(path, ""):
            problems.append("hidden fact %r not found decoded in %s" % (key, path))
        for rel in files:
            if key in raw[rel]:
                problems.append("hidden fact %r visible in raw bytes of %s" % (key, rel))
            if rel != path and key in low[rel]:
                problems.append("hidden fact %r also decoded in %s" % (key, rel))

    print("files:", len(files), dict(sorted(fmt.items())))
    print("eml shapes:", dict(sorted(shapes.items())))
    print("transfer encodings (leaf parts):", dict(sorted(cte.items())))
    print("VEVENT:", n_event, "VTODO:", n_todo)
    print("questions:", len(qj), collections.Counter(q["kind"] for q in qj))
    print("\n-- non-gold files containing an answer key (review by hand):")
    for r in review:
        print("  ", r)
    print("\n-- problems:", len(problems))
    for p in problems:
        print("  ", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
