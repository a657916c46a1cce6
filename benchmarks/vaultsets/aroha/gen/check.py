"""Validate the aroha held-out set.

Run from benchmarks/vaultsets/aroha:  python gen/check.py
Checks: queries.json shape, ids, kinds; every gold path exists; every gold file contains its
answer keys once decoded (MIME bodies decoded, HTML stripped, .ics parsed with icalendar, JSON
parsed); every .ics / .eml / .mbox parses; encoded-only facts are absent from every file's raw
bytes. Lists non-gold files that contain an answer key, for manual review.
"""
import collections
import csv
import email
import html
import io
import json
import mailbox
import os
import re
import sys
import unicodedata
from email import policy
from html.parser import HTMLParser

import icalendar

GEN = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(GEN)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, GEN)
from answer_keys import ENCODED_ONLY, KEYS, KINDS  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    text = unicodedata.normalize("NFC", text)
    text = re.sub(r"\s+", " ", text)
    return text.casefold()


class _Strip(HTMLParser):
    BLOCK = {"p", "br", "tr", "td", "th", "li", "div", "h1", "h2", "h3", "table", "blockquote"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []

    def handle_starttag(self, tag, attrs):
        if tag in self.BLOCK:
            self.out.append(" ")

    def handle_endtag(self, tag):
        if tag in self.BLOCK:
            self.out.append(" ")

    def handle_data(self, data):
        self.out.append(data)


def html_text(s):
    p = _Strip()
    p.feed(s)
    p.close()
    return html.unescape("".join(p.out))


def message_text(msg, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        try:
            content = part.get_content()
        except Exception as exc:  # pragma: no cover
            err("%s: cannot decode part %s: %s" % (where, ctype, exc))
            continue
        parts.append(html_text(content) if ctype == "text/html" else content)
    return "\n".join(parts)


def eml_text(path, raw):
    msg = email.message_from_bytes(raw, policy=policy.default)
    if msg.defects:
        err("%s: MIME defects %s" % (path, msg.defects))
    if not msg["From"] or not msg["Date"] or not msg["Message-ID"]:
        err("%s: missing From/Date/Message-ID" % path)
    for part in msg.walk():
        if part.defects:
            err("%s: part defects %s" % (path, part.defects))
    return message_text(msg, path)


def mbox_text(path):
    box = mailbox.mbox(os.path.join(VAULT, path), create=False)
    texts, n = [], 0
    for m in box:
        n += 1
        raw = m.as_bytes()
        em = email.message_from_bytes(raw, policy=policy.default)
        if not em["List-Id"]:
            err("%s: message %d without List-Id" % (path, n))
        texts.append(message_text(em, path))
    box.close()
    if n < 6:
        err("%s: only %d messages" % (path, n))
    return "\n".join(texts), n


def _ical_val(v):
    if hasattr(v, "dt"):
        return v.dt.isoformat() if hasattr(v.dt, "isoformat") else str(v.dt)
    if hasattr(v, "dts"):
        return " ".join(x.dt.isoformat() for x in v.dts)
    if isinstance(v, list):
        return " ".join(_ical_val(x) for x in v)
    if isinstance(v, bytes):
        return v.decode("utf-8", "replace")
    if hasattr(v, "to_ical") and not isinstance(v, str):
        out = v.to_ical()
        return out.decode("utf-8", "replace") if isinstance(out, bytes) else str(out)
    return str(v)


def ics_text(path, raw):
    cal = icalendar.Calendar.from_ical(raw)
    lines, counts = [], collections.Counter()
    for comp in cal.walk():
        counts[comp.name] += 1
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            text = _ical_val(val)
            params = getattr(val, "params", None)
            if params and "CN" in params:
                text = "%s (CN=%s)" % (text, params["CN"])
            lines.append("%s: %s" % (name, text))
    return "\n".join(lines), counts


def json_strings(obj, out):
    if isinstance(obj, dict):
        for v in obj.values():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)
    elif isinstance(obj, str):
        out.append(obj)
    elif obj is not None:
        out.append(str(obj))


def decoded_text(path):
    """Return (decoded text, raw bytes, info)."""
    full = os.path.join(VAULT, path)
    with open(full, "rb") as fh:
        raw = fh.read()
    info = {}
    if path.endswith(".eml"):
        text = eml_text(path, raw)
    elif path.endswith(".mbox"):
        text, info["messages"] = mbox_text(path)
    elif path.endswith(".ics"):
        text, info["components"] = ics_text(path, raw)
        if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
            err("%s: not CRLF line ends" % path)
        if b"\r\n " not in raw:
            err("%s: no folded lines" % path)
    elif path.endswith(".jsonl"):
        out = []
        for i, line in enumerate(raw.decode("utf-8").splitlines()):
            if line.strip():
                json_strings(json.loads(line), out)
        text = "\n".join(out)
    elif path.endswith(".json"):
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        text = "\n".join(out)
    elif path.endswith(".csv"):
        rows = list(csv.reader(io.StringIO(raw.decode("utf-8"))))
        info["rows"] = len(rows) - 1
        text = "\n".join(" | ".join(r) for r in rows)
    else:
        text = raw.decode("utf-8")
    return text, raw, info


def main():
    files = []
    for d, _, names in os.walk(VAULT):
        for n in names:
            files.append(os.path.relpath(os.path.join(d, n), VAULT))
    files.sort()

    texts, raws, infos = {}, {}, {}
    for p in files:
        try:
            t, r, info = decoded_text(p)
        except Exception as exc:
            err("%s: failed to parse: %r" % (p, exc))
            continue
        texts[p], raws[p], infos[p] = norm(t), r, info

    # ---------------- queries.json
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        queries = json.load(fh)
    if len(queries) != 50:
        err("expected 50 queries, got %d" % len(queries))
    ids = [q.get("id") for q in queries]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    for i, q in enumerate(queries):
        want_id = "h%02d" % (i + 1)
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q.get("id"), sorted(q)))
        if q["id"] != want_id:
            err("query %d has id %s, want %s" % (i, q["id"], want_id))
        if q["kind"] != KINDS[i // 5]:
            err("%s: kind %s, want %s" % (q["id"], q["kind"], KINDS[i // 5]))
        if not q["gold"]:
            err("%s: empty gold" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])
        if "\n" in q["gold_hint"] or not q["gold_hint"].strip():
            err("%s: gold_hint must be one non-empty line" % q["id"])
        keys = KEYS.get(q["id"], {})
        if sorted(keys) != sorted(q["gold"]):
            err("%s: gold %s != answer-key files %s" % (q["id"], q["gold"], sorted(keys)))
        for g in q["gold"]:
            if g not in texts:
                err("%s: gold path missing or unparsable: %s" % (q["id"], g))
                continue
            for k in keys.get(g, []):
                if norm(k) not in texts[g]:
                    err("%s: key %r not found in %s" % (q["id"], k, g))

    # ---------------- encoded-only facts
    for fact in ENCODED_ONLY:
        b = fact.encode("utf-8")
        raw_hits = [p for p, r in raws.items() if b in r]
        if raw_hits:
            err("encoded-only fact %r appears in raw bytes of %s" % (fact, raw_hits))
        dec_hits = [p for p, t in texts.items() if norm(fact) in t]
        if not dec_hits:
            err("encoded-only fact %r not found anywhere once decoded" % fact)

    # ---------------- corpus shape summary
    kinds = collections.Counter(os.path.splitext(p)[1] for p in files)
    ics_counts = collections.Counter()
    for p in files:
        if p.endswith(".ics"):
            ics_counts.update(infos[p].get("components", {}))
    mbox_msgs = sum(infos[p].get("messages", 0) for p in files if p.endswith(".mbox"))

    # ---------------- non-gold files containing an answer key (manual review)
    review = []
    for q in queries:
        gold = set(q["gold"])
        seen = set()
        for g, ks in KEYS.get(q["id"], {}).items():
            for k in ks:
                nk = norm(k)
                if len(nk) < 3:
                    continue
                for p, t in texts.items():
                    if p not in gold and nk in t and (p, k) not in seen:
                        seen.add((p, k))
                        review.append("%s %-16s key %-28r also in %s" % (q["id"], q["kind"], k, p))

    print("files: %d  %s" % (len(files), dict(sorted(kinds.items()))))
    print("ics components: %s" % dict(sorted(ics_counts.items())))
    print("mbox messages: %d" % mbox_msgs)
    print("queries: %d  kinds: %s" % (len(queries), dict(collections.Counter(q["kind"] for q in queries))))
    print("encoded-only facts checked: %d" % len(ENCODED_ONLY))
    print("\nNon-gold files containing an answer key (review by hand): %d" % len(review))
    for line in review:
        print("  " + line)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
