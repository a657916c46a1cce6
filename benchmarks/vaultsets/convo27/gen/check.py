#!/usr/bin/env python3
"""Validator for the convo27 set.

Checks: ids c01-c80 unique; 20 questions of each kind; every gold path exists;
every gold file contains each of its answer keys once decoded (JSON parsed, Telegram
HTML stripped and unescaped, LINE / WhatsApp text read); every file parses in its shape
(LoCoMo JSON keys, LINE header and tab lines, WhatsApp iOS lines, Telegram message divs);
any .ics / .eml / .mbox present parses. Lists non-gold files that contain an answer key
(for hand review). Exit status 1 on any error."""
import email
import html
import json
import mailbox
import os
import re
import sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}

errors = []


def err(msg):
    errors.append(msg)


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag == "br":
            self.parts.append("\n")

    def handle_data(self, data):
        self.parts.append(data)


def decode(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read().decode("utf-8")
    if rel.endswith(".json"):
        obj = json.loads(raw)
        keys = set(obj)
        if not {"speaker_a", "speaker_b"} <= keys:
            err("%s: missing speaker_a/speaker_b" % rel)
        dts = [k for k in keys if re.fullmatch(r"session_\d+_date_time", k)]
        sess = [k for k in keys if re.fullmatch(r"session_\d+", k)]
        if len(dts) != 1 or len(sess) != 1 or dts[0] != sess[0] + "_date_time":
            err("%s: expected one session_N and session_N_date_time" % rel)
            return raw
        if not re.fullmatch(r"\d{1,2}:\d\d [ap]m on \d{1,2} [A-Z][a-z]+, \d{4}", obj[dts[0]]):
            err("%s: bad date_time %r" % (rel, obj[dts[0]]))
        parts = [obj[dts[0]]]
        for t in obj[sess[0]]:
            if not {"speaker", "dia_id", "text"} <= set(t):
                err("%s: turn without speaker/dia_id/text" % rel)
            parts.append("%s: %s" % (t.get("speaker"), t.get("text")))
            if "blip_caption" in t:
                parts.append("[image: %s]" % t["blip_caption"])
        return "\n".join(parts)
    if rel.endswith(".html"):
        if 'class="message default clearfix' not in raw or 'class="page_body chat_page"' not in raw:
            err("%s: not a Telegram chat export page" % rel)
        p = _Strip()
        p.feed(raw)
        return html.unescape("".join(p.parts))
    if rel.endswith(".txt"):
        lines = raw.split("\n")
        if os.path.basename(rel) == "_chat.txt":
            pat = re.compile(r"^\u200e?\[\d\d/\d\d/\d{4}, \d\d:\d\d:\d\d\] [^:]+: ")
            if not pat.match(lines[0]):
                err("%s: first line is not a WhatsApp iOS message" % rel)
            if sum(1 for ln in lines if pat.match(ln)) < 15:
                err("%s: fewer than 15 WhatsApp messages" % rel)
        elif os.path.basename(rel).startswith("[LINE]"):
            if not lines[0].startswith("[LINE] Chat history with ") or not re.match(r"Saved on: \d{4}/\d\d/\d\d \d\d:\d\d$", lines[1]):
                err("%s: bad LINE header" % rel)
            if not re.fullmatch(r"\d{4}/\d\d/\d\d\((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)", lines[3]):
                err("%s: bad LINE date line %r" % (rel, lines[3]))
            if sum(1 for ln in lines if re.match(r"^\d\d:\d\d\t[^\t]+\t", ln)) < 15:
                err("%s: fewer than 15 LINE messages" % rel)
        return raw
    if rel.endswith(".ics"):
        import icalendar
        icalendar.Calendar.from_ical(raw)
        return raw
    if rel.endswith(".eml"):
        msg = email.message_from_string(raw)
        return "\n".join(str(p.get_payload(decode=True) or b"", "utf-8", "replace") for p in msg.walk() if not p.is_multipart())
    if rel.endswith(".mbox"):
        return "\n".join(str(m) for m in mailbox.mbox(path))
    return raw


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def main():
    files = []
    for d, _dirs, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT))
    files.sort()
    texts = {}
    for rel in files:
        try:
            texts[rel] = norm(decode(rel))
        except Exception as e:  # noqa: BLE001
            err("%s: does not parse: %s" % (rel, e))
            texts[rel] = ""

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    keys = json.load(open(os.path.join(HERE, "answer_keys.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not exactly c01..c80 in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    counts = {}
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: unexpected fields %s" % (q["id"], sorted(q)))
        counts[q["kind"]] = counts.get(q["kind"], 0) + 1
    if counts != KINDS:
        err("kind counts %s != %s" % (counts, KINDS))

    review = []
    for q in qs:
        qk = keys.get(q["id"], {})
        if set(qk) != set(q["gold"]):
            err("%s: answer keys do not match gold list" % q["id"])
        if q["kind"] == "multi_hop" and len(q["gold"]) < 2:
            err("%s: multi_hop with fewer than 2 gold files" % q["id"])
        for g in q["gold"]:
            if g not in texts:
                err("%s: gold path missing: %s" % (q["id"], g))
                continue
            for k in qk.get(g, []):
                if norm(k) not in texts[g]:
                    err("%s: key %r not in %s" % (q["id"], k, g))
        allkeys = {norm(k) for ks in qk.values() for k in ks}
        for rel in files:
            if rel in q["gold"]:
                continue
            hit = [k for k in allkeys if k in texts[rel]]
            if hit:
                review.append("%s: non-gold %s contains %s" % (q["id"], rel, hit))

    print("files in vault: %d" % len(files))
    print("questions: %d  kinds: %s" % (len(qs), counts))
    print("non-gold files containing an answer key (reviewed by hand, see README): %d" % len(review))
    for r in review:
        print("  REVIEW " + r)
    if errors:
        for e in errors:
            print("ERROR " + e)
        print("check: FAIL (%d errors)" % len(errors))
        sys.exit(1)
    print("check: OK")


if __name__ == "__main__":
    main()
