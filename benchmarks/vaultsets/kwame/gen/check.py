"""Validate the vault and the gold lists.

Run with an interpreter that has icalendar, e.g.
    .venv/bin/python benchmarks/vaultsets/kwame/gen/check.py [--audit]   (from the repo root)

- parses every .eml / .mbox with BytesParser(policy=default) and decodes every part
- parses every .ics with icalendar
- loads every .json / .jsonl and checks its shape
- checks each gold file contains its key strings once decoded
- checks the base64-only facts are absent from the raw bytes
- --audit prints, per question, non-gold files that contain the audit terms
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
OUT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(OUT, "vault")
errors = []


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</li>|</h\d>", "\n", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def decode_msg(msg, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    if msg.defects:
        errors.append("%s: header defects %s" % (where, msg.defects))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            errors.append("%s: part defects %s" % (where, part.defects))
        try:
            c = part.get_content()
        except Exception as e:  # noqa
            errors.append("%s: cannot decode part: %s" % (where, e))
            continue
        if isinstance(c, bytes):
            c = c.decode("utf-8", "replace")
        if part.get_content_subtype() == "html":
            c = html_to_text(c)
        parts.append(c)
    return "\n".join(parts)


def decode_ics(raw, where):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    n = 0
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO"):
            continue
        n += 1
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            vals = v if isinstance(v, list) else [v]
            for vv in vals:
                if hasattr(vv, "dt"):
                    dt = vv.dt
                    s = dt.strftime("%Y-%m-%d %H:%M") if hasattr(dt, "hour") else dt.strftime("%Y-%m-%d")
                elif hasattr(vv, "dts"):
                    s = ", ".join(d.dt.strftime("%Y-%m-%d %H:%M") for d in vv.dts)
                else:
                    s = vv.to_ical().decode() if hasattr(vv, "to_ical") and not isinstance(vv, str) else str(vv)
                    if k == "ATTENDEE" or k == "ORGANIZER":
                        cn = getattr(vv, "params", {}).get("CN")
                        if cn:
                            s = "%s <%s>" % (cn, s)
                out.append("%s: %s" % (k, s))
    if n == 0:
        errors.append("%s: no components" % where)
    if not any(c.name == "VTIMEZONE" for c in cal.walk()):
        errors.append("%s: no VTIMEZONE" % where)
    return "\n".join(out)


def decode_chatgpt(obj, where):
    out = []
    assert isinstance(obj, list)
    for conv in obj:
        mp = conv["mapping"]
        assert conv["current_node"] in mp, where
        for nid, node in mp.items():
            m = node.get("message")
            if m and m["content"].get("parts"):
                if m["create_time"] is not None:
                    assert isinstance(m["create_time"], float)
                out.append("%s: %s" % (m["author"]["role"], "\n".join(m["content"]["parts"])))
        out.append("TITLE: " + conv["title"])
    return "\n".join(out)


def decode(rel):
    p = os.path.join(VAULT, rel)
    raw = open(p, "rb").read()
    if rel.endswith(".eml"):
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        return decode_msg(msg, rel)
    if rel.endswith(".mbox"):
        mb = mailbox.mbox(p)
        texts = []
        for i, key in enumerate(mb.keys()):
            b = mb.get_bytes(key)
            msg = BytesParser(policy=policy.default).parsebytes(b)
            texts.append(decode_msg(msg, "%s#%d" % (rel, i)))
        if len(texts) < 5:
            errors.append("%s: only %d messages" % (rel, len(texts)))
        return "\n\n".join(texts)
    if rel.endswith(".ics"):
        return decode_ics(raw, rel)
    if rel.endswith(".jsonl"):
        out = []
        for line in raw.decode("utf-8").splitlines():
            o = json.loads(line)
            assert set(o) == {"role", "content", "timestamp"}, rel
            out.append("%s: %s" % (o["role"], o["content"]))
        return "\n".join(out)
    if rel.endswith(".json"):
        obj = json.loads(raw.decode("utf-8"))
        if isinstance(obj, dict):
            assert all(set(m) == {"role", "content", "timestamp"} for m in obj["messages"]), rel
            return "\n".join("%s: %s" % (m["role"], m["content"]) for m in obj["messages"])
        return decode_chatgpt(obj, rel)
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    audit = "--audit" in sys.argv
    files = []
    for root, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(root, f), VAULT))
    files.sort()
    texts = {}
    for rel in files:
        try:
            texts[rel] = decode(rel)
        except Exception as e:  # noqa
            errors.append("%s: %r" % (rel, e))
            texts[rel] = ""
    ntexts = {k: norm(v) for k, v in texts.items()}

    # ---- base64-only facts: present when decoded, absent from raw bytes
    hidden = [
        ("mail/2025/09/2025-09-10_policy-documents.eml", "QCI-7730-2291"),
        ("mail/2025/09/2025-09-10_policy-documents.eml", "1,188.00"),
        ("mail/2025/11/2025-11-05_stall-confirmed.eml", "Pitch 23"),
        ("mail/2025/11/2025-11-07_caterer-quote.eml", "1,360.00"),
        ("mail/2025/08/2025-08-29_notice-of-rent-review.eml", "810.00"),
        ("mail/2025/05/2025-05-16_trade-account-open.eml", "SH-40817"),
        ("mail/2025/06/2025-06-03_westcombe-aip.eml", "285,000"),
    ]
    for rel, s in hidden:
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
        if s in raw:
            errors.append("hidden fact %r visible in raw bytes of %s" % (s, rel))
        if s.lower() not in ntexts[rel]:
            errors.append("hidden fact %r not found decoded in %s" % (s, rel))
    for s in ("QCI-7730-2291", "Pitch 23", "1,360.00"):
        others = [r for r in files if s.lower() in ntexts[r]]
        if len(others) != 1:
            errors.append("base64-only fact %r appears in %s" % (s, others))

    # ---- queries
    qs = json.load(open(os.path.join(OUT, "queries.json"), encoding="utf-8"))
    keys = json.load(open(os.path.join(HERE, "keys.json"), encoding="utf-8"))
    from collections import Counter
    kinds = Counter(q["kind"] for q in qs)
    if len(qs) != 50 or any(v != 5 for v in kinds.values()) or len(kinds) != 10:
        errors.append("question counts wrong: %s" % kinds)
    for i, q in enumerate(qs):
        if q["id"] != "h%02d" % (i + 1):
            errors.append("bad id order %s" % q["id"])
        for g in q["gold"]:
            if g not in texts:
                errors.append("%s: gold file missing %s" % (q["id"], g))
                continue
            for k in keys[q["id"]]["keys"][g]:
                if norm(k) not in ntexts[g]:
                    errors.append("%s: key %r not in %s" % (q["id"], k, g))
        # file names must not carry the answer
        for g in q["gold"]:
            for k in keys[q["id"]]["keys"][g]:
                if len(k) > 4 and norm(k).replace(" ", "-") in os.path.basename(g).lower():
                    errors.append("%s: key %r in file name %s" % (q["id"], k, g))
        if audit:
            print("\n== %s [%s] %s" % (q["id"], q["kind"], q["query"]))
            for term in keys[q["id"]]["audit"]:
                hits = [r for r in files if norm(term) in ntexts[r] and r not in q["gold"]]
                print("   %-16r non-gold: %s" % (term, ", ".join(hits) or "-"))

    print("files:", len(files))
    print("by type:", dict(Counter(os.path.splitext(f)[1] for f in files)))
    print("questions:", len(qs), dict(kinds))
    if errors:
        print("\nFAILED:")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
