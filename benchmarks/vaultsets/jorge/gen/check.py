#!/usr/bin/env python3
"""Validator for the `jorge` held-out set.

    cd benchmarks/vaultsets/jorge && python gen/check.py

Checks: queries.json shape (ids h01-h50 unique, kinds in blocks of 5, gold non-empty, multi_source >= 2 gold),
gold == gen/questions.py, every gold path exists, every gold file contains all its answer keys once decoded
(base64 / quoted-printable / HTML decoded, .ics parsed with icalendar, JSON parsed), encoded-only keys absent
from the raw bytes of every file, every .ics / .eml / .mbox parses.  Then lists NON-gold files that contain
answer keys so they can be reviewed by hand.
"""
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys
from html.parser import HTMLParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import questions  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []

    def handle_data(self, d):
        self.out.append(d)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "td", "th", "div", "li", "h1", "h2", "h3"):
            self.out.append(" ")


def html_text(s):
    p = _Strip()
    p.feed(s)
    return html.unescape(" ".join(p.out))


def msg_text(msg, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.defects:
            err("%s: MIME defects %r" % (where, part.defects))
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = html_text(body)
        parts.append(body)
    return "\n".join(parts)


def _iso(d):
    return d.isoformat() if hasattr(d, "isoformat") else str(d)


def ics_text(raw, where):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        out.append("[%s]" % comp.name)
        for name, value in comp.items():
            vals = value if isinstance(value, list) else [value]
            for v in vals:
                if hasattr(v, "dts"):
                    s = ",".join(_iso(x.dt) for x in v.dts)
                elif hasattr(v, "dt"):
                    s = _iso(v.dt)
                elif isinstance(v, icalendar.vRecur):
                    s = v.to_ical().decode()
                else:
                    s = str(v)
                params = getattr(v, "params", None)
                ptxt = ";".join("%s=%s" % kv for kv in params.items()) if params else ""
                out.append("%s%s: %s" % (name, (";" + ptxt) if ptxt else "", s))
    return "\n".join(out), cal


def json_strings(obj, acc):
    if isinstance(obj, dict):
        for k, v in obj.items():
            json_strings(v, acc)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, acc)
    elif obj is not None:
        acc.append(str(obj))
    return acc


def decode_file(rel, raw):
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = email.message_from_bytes(raw, policy=email.policy.default)
        if not msg["From"] or not msg["Date"] or not msg["Message-ID"]:
            err("%s: missing From/Date/Message-ID" % rel)
        return msg_text(msg, rel)
    if ext == "mbox":
        box = mailbox.mbox(os.path.join(VAULT, rel), factory=None, create=False)
        texts = []
        n = 0
        for key in box.keys():
            m = email.message_from_bytes(box.get_bytes(key), policy=email.policy.default)
            n += 1
            if not m["List-Id"]:
                err("%s: message %d has no List-Id" % (rel, n))
            texts.append(msg_text(m, "%s#%d" % (rel, n)))
        if n < 2:
            err("%s: only %d messages" % (rel, n))
        box.close()
        return "\n".join(texts)
    if ext == "ics":
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            err("%s: not CRLF line ends" % rel)
        text, cal = ics_text(raw, rel)
        return text
    if ext == "json":
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
    if ext == "jsonl":
        acc = []
        for i, line in enumerate(raw.decode("utf-8").splitlines()):
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    # ---------------------------------------------------------------- load vault
    files = {}
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            full = os.path.join(dp, f)
            files[os.path.relpath(full, VAULT).replace(os.sep, "/")] = open(full, "rb").read()
    decoded = {}
    for rel in sorted(files):
        try:
            decoded[rel] = norm(decode_file(rel, files[rel]))
        except Exception as e:  # noqa: BLE001
            err("%s: failed to parse/decode: %r" % (rel, e))
            decoded[rel] = ""
    exts = {}
    for rel in files:
        exts[rel.rsplit(".", 1)[-1]] = exts.get(rel.rsplit(".", 1)[-1], 0) + 1
    print("vault: %d files  %s" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(exts.items()))))
    nev = sum(files[r].count(b"BEGIN:VEVENT") for r in files if r.endswith(".ics"))
    ntd = sum(files[r].count(b"BEGIN:VTODO") for r in files if r.endswith(".ics"))
    print("calendars: %d VEVENT, %d VTODO" % (nev, ntd))

    # ---------------------------------------------------------------- queries.json shape
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if len(qs) != 50:
        err("expected 50 questions, got %d" % len(qs))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    for i, q in enumerate(qs):
        want_id = "h%02d" % (i + 1)
        want_kind = questions.KINDS[i // 5] if i < 50 else None
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q.get("id"), sorted(q)))
        if q["id"] != want_id:
            err("position %d has id %s, want %s" % (i, q["id"], want_id))
        if q["kind"] != want_kind:
            err("%s: kind %s, want %s" % (q["id"], q["kind"], want_kind))
        if not q["gold"]:
            err("%s: empty gold" % q["id"])
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            err("%s: multi_source needs 2-3 gold files" % q["id"])
        if not q["gold_hint"].strip() or "\n" in q["gold_hint"]:
            err("%s: gold_hint must be one non-empty line" % q["id"])

    keymap = {i: g for i, k, qq, g, h in questions.Q}
    for q in qs:
        if sorted(q["gold"]) != sorted(keymap.get(q["id"], {})):
            err("%s: queries.json gold differs from gen/questions.py" % q["id"])

    # ---------------------------------------------------------------- gold files contain keys
    ok_q = 0
    for q in qs:
        good = True
        for path in q["gold"]:
            if path not in files:
                err("%s: gold path missing: %s" % (q["id"], path))
                good = False
                continue
            for key in keymap[q["id"]][path]:
                if norm(key) not in decoded[path]:
                    err("%s: key %r not found in decoded %s" % (q["id"], key, path))
                    good = False
        ok_q += good
    print("gold keys: %d/%d questions fully verified" % (ok_q, len(qs)))

    # ---------------------------------------------------------------- encoded-only facts
    for key in questions.ENCODED_ONLY:
        kb = key.encode("utf-8").lower()
        raw_hits = [r for r, b in files.items() if kb in b.lower()]
        dec_hits = [r for r in files if norm(key) in decoded[r]]
        if raw_hits:
            err("encoded-only key %r appears raw in %s" % (key, raw_hits))
        if not dec_hits:
            err("encoded-only key %r not found in any decoded file" % key)
        print("encoded-only %-14r raw hits: %d  decoded in: %s" % (key, len(raw_hits), dec_hits))

    # ---------------------------------------------------------------- non-gold files containing keys
    print("\nNon-gold files containing answer keys (review by hand):")
    for q in qs:
        gold = set(q["gold"])
        sets = list(keymap[q["id"]].values())
        allkeys = sorted({k for s in sets for k in s})
        for rel in sorted(files):
            if rel in gold:
                continue
            hit = [k for k in allkeys if norm(k) in decoded[rel]]
            if not hit:
                continue
            full = any(all(norm(k) in decoded[rel] for k in s) for s in sets)
            print("  %s %-5s %-62s %s" % (q["id"], "FULL" if full else "part", rel, hit))

    print("\nRESULT: %s (%d error%s)" % ("PASS" if not errors else "FAIL", len(errors),
                                        "" if len(errors) == 1 else "s"))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
