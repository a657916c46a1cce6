# -*- coding: utf-8 -*-
"""Validate the elif held-out set.

    cd benchmarks/vaultsets/elif && python gen/check.py

Checks: queries.json shape (50 ids h01-h50, unique, 5 per kind in order); every gold path
exists; every gold file contains its answer keys once decoded (MIME parts decoded, HTML
stripped, .ics parsed with icalendar, JSON parsed); every .eml/.mbox/.ics/.json parses;
hidden facts are absent from the raw bytes of every file; lists non-gold files that
contain a gold file's full key set (for manual review). Exit code 1 on any error.
"""
import datetime
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys
import unicodedata
from collections import Counter
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
import questions  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    s = unicodedata.normalize("NFC", s)
    s = s.replace("İ", "i").replace("\u2019", "'").replace("\u00a0", " ")
    s = s.lower()
    return re.sub(r"\s+", " ", s)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if part.get_content_subtype() == "html":
            c = strip_html(c)
        parts.append(c)
    return "\n".join(parts)


def _s(b):
    return b.decode("utf-8") if isinstance(b, bytes) else str(b)


def _iso(d):
    if isinstance(d, datetime.datetime):
        return d.isoformat(sep=" ")
    if isinstance(d, datetime.date):
        return d.isoformat()
    return str(d)  # timedelta (alarm triggers, durations)


def ics_text(cal):
    out = []
    for comp in cal.walk():
        out.append(comp.name)
        for name, val in comp.property_items(recursive=False):
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                out.append(name)
                if hasattr(v, "params") and v.params.get("CN"):
                    out.append(str(v.params.get("CN")))
                if hasattr(v, "dts"):  # EXDATE / RDATE lists
                    for d in v.dts:
                        out.append(_iso(d.dt))
                        out.append(_s(d.to_ical()))
                elif hasattr(v, "dt"):
                    out.append(_iso(v.dt))
                    out.append(_s(v.to_ical()))
                elif hasattr(v, "to_ical") and not isinstance(v, str):
                    out.append(_s(v.to_ical()))
                else:
                    out.append(str(v))
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for k, v in o.items():
            acc.append(str(k))
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    elif o is not None:
        acc.append(str(o))


STATS = Counter()


def decoded(path):
    raw = open(path, "rb").read()
    ext = os.path.splitext(path)[1].lower()
    if ext == ".eml":
        msg = BytesParser(policy=email.policy.default).parsebytes(raw)
        for h in ("From", "Date", "Subject", "Message-ID"):
            if not msg[h]:
                err("%s: missing %s" % (path, h))
        if msg.defects:
            err("%s: defects %r" % (path, msg.defects))
        STATS["eml"] += 1
        STATS["eml:" + msg.get_content_type()] += 1
        for p in msg.walk():
            if not p.is_multipart():
                STATS["cte:" + str(p.get("Content-Transfer-Encoding", "7bit")).lower()] += 1
        if msg["In-Reply-To"]:
            STATS["eml:reply"] += 1
        if str(msg["Subject"]).lower().startswith("fwd:"):
            STATS["eml:forward"] += 1
        return msg_text(msg)
    if ext == ".mbox":
        mb = mailbox.mbox(path, factory=lambda f: BytesParser(policy=email.policy.default).parse(f), create=False)
        texts = []
        n = 0
        for m in mb:
            n += 1
            if not m["List-Id"]:
                err("%s: message without List-Id" % path)
            texts.append(msg_text(m))
        STATS["mbox_messages"] += n
        if n < 8:
            err("%s: only %d messages" % (path, n))
        if b"\n>From " not in raw:
            err("%s: no >From escape" % path)
        return "\n".join(texts)
    if ext == ".ics":
        if b"\r\n" not in raw or raw.replace(b"\r\n", b"").count(b"\n"):
            err("%s: not CRLF" % path)
        if b"\r\n " not in raw:
            err("%s: no folded lines" % path)
        cal = icalendar.Calendar.from_ical(raw)
        for c in cal.walk():
            STATS["ics:" + c.name] += 1
            for k in ("RRULE", "EXDATE", "RECURRENCE-ID", "ATTENDEE"):
                if k in c:
                    STATS["ics:" + k] += 1
        return ics_text(cal)
    if ext == ".json":
        acc = []
        json_strings(json.loads(raw.decode("utf-8")), acc)
        return "\n".join(acc)
    if ext == ".jsonl":
        acc = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    return raw.decode("utf-8")


def main():
    files = []
    for dp, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT))
    files.sort()
    texts, raws = {}, {}
    for rel in files:
        p = os.path.join(VAULT, rel)
        raws[rel] = open(p, "rb").read()
        try:
            texts[rel] = norm(decoded(p))
        except Exception as e:  # noqa: BLE001
            err("%s: does not parse: %r" % (rel, e))
            texts[rel] = ""
    ext = Counter(os.path.splitext(r)[1] for r in files)
    print("files: %d  %s" % (len(files), dict(sorted(ext.items()))))
    print("stats:", dict(sorted(STATS.items())))

    # ---- queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [x["id"] for x in qs]
    if len(qs) != 50:
        err("expected 50 questions, got %d" % len(qs))
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids not h01..h50 in order")
    for i, x in enumerate(qs):
        want = questions.KINDS[i // 5]
        if x["kind"] != want:
            err("%s: kind %s, expected %s" % (x["id"], x["kind"], want))
        if set(x) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: bad keys %s" % (x["id"], sorted(x)))
        if x["kind"] == "multi_source" and len(x["gold"]) < 2:
            err("%s: multi_source needs >=2 gold" % x["id"])
    print("kinds:", dict(Counter(x["kind"] for x in qs)))
    byid = {x["id"]: x for x in questions.Q}
    for x in qs:
        if sorted(byid[x["id"]]["gold"]) != x["gold"]:
            err("%s: queries.json gold differs from gen/questions.py" % x["id"])

    # ---- gold keys
    for x in questions.Q:
        for path, keys in x["gold"].items():
            if path not in texts:
                err("%s: gold path missing: %s" % (x["id"], path))
                continue
            for k in keys:
                if norm(k) not in texts[path]:
                    err("%s: key %r not found in %s" % (x["id"], k, path))

    # ---- hidden facts: present decoded, absent from raw bytes everywhere
    for h in questions.HIDDEN:
        hb = h.encode("utf-8").lower()
        raw_hits = [r for r in files if hb in raws[r].lower()]
        dec_hits = [r for r in files if norm(h) in texts[r]]
        if raw_hits:
            err("hidden fact %r visible in raw bytes of %s" % (h, raw_hits))
        if not dec_hits:
            err("hidden fact %r not found in any decoded file" % h)
        print("hidden %-20r decoded only in %s" % (h, dec_hits))

    # ---- non-gold files that contain a gold file's full key set
    print("\nnon-gold files containing a gold key set (review by hand):")
    nrev = 0
    for x in questions.Q:
        for path, keys in x["gold"].items():
            for r in files:
                if r in x["gold"]:
                    continue
                if all(norm(k) in texts[r] for k in keys):
                    print("  %s  keys %r  also in  %s" % (x["id"], keys, r))
                    nrev += 1
    if not nrev:
        print("  (none)")

    print("\nRESULT: %s (%d errors)" % ("OK" if not errors else "FAIL", len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
