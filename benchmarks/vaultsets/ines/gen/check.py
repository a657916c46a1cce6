# -*- coding: utf-8 -*-
"""Validator for the ines set. Run from the set folder:
    python gen/check.py
Checks: ids/kinds, gold paths exist, answer keys present in decoded gold files, every .ics /
.eml / .mbox / .json parses, encoded-only facts absent from all raw bytes, and lists non-gold
files that also contain an answer key (for manual review)."""
import datetime as dt
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import qdefs  # noqa: E402

SET = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(SET, "vault")
errors = []
stats = {}


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(m):
    out = []
    for hname in ("From", "To", "Cc", "Subject", "Date"):
        if m[hname]:
            out.append("%s: %s" % (hname, m[hname]))
    for part in m.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        out.append(body)
    return "\n".join(out)


def fmt(v):
    if isinstance(v, dt.datetime):
        return v.strftime("%Y-%m-%d %H:%M")
    if isinstance(v, dt.date):
        return v.strftime("%Y-%m-%d")
    return str(v)


def ics_text(data, rel):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO", "VALARM"):
            continue
        stats.setdefault(comp.name, 0)
        stats[comp.name] += 1
        out.append("BEGIN:" + comp.name)
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            if isinstance(v, icalendar.prop.vDDDTypes):
                s = fmt(v.dt)
            elif isinstance(v, icalendar.prop.vDDDLists):
                s = ",".join(fmt(x.dt) for x in v.dts)
            elif isinstance(v, icalendar.prop.vRecur):
                s = v.to_ical().decode()
            else:
                s = str(v)
                if getattr(v, "params", None) and "CN" in v.params:
                    s = "%s (CN=%s)" % (s, v.params["CN"])
            out.append("%s: %s" % (k, s))
    return "\n".join(out)


def json_strings(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)


def decode(rel, data):
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        m = email.message_from_bytes(data, policy=policy.default)
        if m["From"] is None or m["Date"] is None or m["Message-ID"] is None:
            err("eml missing headers: " + rel)
        for part in m.walk():
            for d in part.defects:
                err("eml defect %s: %s" % (rel, d))
        stats["eml"] = stats.get("eml", 0) + 1
        ctes = stats.setdefault("cte", {})
        for part in m.walk():
            if not part.is_multipart():
                c = part.get("Content-Transfer-Encoding", "7bit").lower()
                ctes[c] = ctes.get(c, 0) + 1
        return msg_text(m)
    if ext == "mbox":
        path = os.path.join(VAULT, rel)
        box = mailbox.mbox(path, factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
        texts = []
        n = 0
        for m in box:
            n += 1
            if not m["List-Id"]:
                err("mbox message without List-Id in " + rel)
            texts.append(msg_text(m))
        stats["mbox_messages"] = n
        if b"\n>From " not in data:
            err("mbox has no >From escape: " + rel)
        return "\n".join(texts)
    if ext == "ics":
        if b"\r\n" not in data or re.search(rb"[^\r]\n", data):
            err("ics not CRLF: " + rel)
        if b"\r\n " not in data:
            err("ics has no folded line: " + rel)
        return ics_text(data, rel)
    if ext == "json":
        out = []
        json_strings(json.loads(data.decode("utf-8")), out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in data.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return data.decode("utf-8")


def main():
    files = {}
    for root, _, names in os.walk(VAULT):
        for n in names:
            p = os.path.join(root, n)
            files[os.path.relpath(p, VAULT).replace(os.sep, "/")] = open(p, "rb").read()
    decoded = {}
    for rel in sorted(files):
        try:
            decoded[rel] = decode(rel, files[rel])
        except Exception as e:  # noqa: BLE001
            err("cannot parse %s: %r" % (rel, e))
            decoded[rel] = ""

    # ---- queries.json vs qdefs
    qs = json.load(open(os.path.join(SET, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = qdefs.KINDS[i // 5]
        if q["kind"] != want:
            err("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s has fields %s" % (q["id"], sorted(q)))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s multi_source with <2 gold" % q["id"])
    qd = {q["id"]: q for q in qdefs.QUERIES}
    for q in qs:
        if q["gold"] != qd[q["id"]]["gold"] or q["query"] != qd[q["id"]]["query"]:
            err("%s differs between queries.json and qdefs" % q["id"])

    # ---- gold files + keys
    for q in qdefs.QUERIES:
        for path, keys in q["keys"].items():
            if path not in files:
                err("%s gold missing: %s" % (q["id"], path))
                continue
            for k in keys:
                if k.lower() not in decoded[path].lower():
                    err("%s key %r not found in %s" % (q["id"], k, path))

    # ---- encoded-only facts
    for key, path in qdefs.ENCODED_ONLY:
        if key.lower() not in decoded.get(path, "").lower():
            err("encoded fact %r not in decoded %s" % (key, path))
        kb = key.encode("utf-8").lower()
        for rel, raw in files.items():
            if kb in raw.lower():
                err("encoded fact %r visible in raw bytes of %s" % (key, rel))

    # ---- non-gold files containing answer keys (manual review)
    print("== non-gold files containing an answer key (review by hand) ==")
    for q in qdefs.QUERIES:
        keys = sorted({k for ks in q["keys"].values() for k in ks})
        hits = []
        for rel in sorted(files):
            if rel in q["keys"]:
                continue
            low = decoded[rel].lower()
            found = [k for k in keys if k.lower() in low]
            if found:
                hits.append("%s %s" % (rel, found))
        if hits:
            print("%s [%s] %s" % (q["id"], q["kind"], q["query"]))
            for h in hits:
                print("     - " + h)

    # ---- summary
    exts = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        exts[e] = exts.get(e, 0) + 1
    print("== summary ==")
    print("files:", len(files), dict(sorted(exts.items())))
    print("queries:", len(qs))
    print("calendar components:", {k: stats.get(k, 0) for k in ("VEVENT", "VTODO", "VALARM")})
    print("eml:", stats.get("eml"), "part CTEs:", stats.get("cte"), "mbox messages:", stats.get("mbox_messages"))
    if errors:
        print("== ERRORS (%d) ==" % len(errors))
        for e in errors:
            print("  " + e)
        print("RESULT: FAIL")
        sys.exit(1)
    print("RESULT: OK (all checks passed)")


if __name__ == "__main__":
    main()
