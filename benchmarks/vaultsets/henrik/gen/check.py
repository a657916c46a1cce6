#!/usr/bin/env python3
"""Validator for the henrik held-out set.

Run:  cd benchmarks/vaultsets/henrik && python gen/check.py
Checks: queries.json shape (ids, kinds, order, 15 Swedish queries), every gold path exists, every gold
file contains its answer key(s) once decoded (base64/QP/HTML decoded, .ics parsed with icalendar,
JSON parsed), every .ics/.eml/.mbox parses, encoded-only facts are absent from all raw bytes.
Lists non-gold files that contain an answer key, for manual review.
"""
import datetime as dt
import email
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from html.parser import HTMLParser

import icalendar
from dateutil.rrule import rrulestr

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)
import questions  # noqa: E402

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

errors = []
notes = []


def err(msg):
    errors.append(msg)


class _Strip(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out = []

    def handle_data(self, d):
        self.out.append(d)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "td", "th", "li", "h1", "h2", "h3", "div", "table"):
            self.out.append(" ")


def strip_html(s):
    p = _Strip()
    p.feed(s)
    return html.unescape(" ".join(p.out))


def msg_text(msg, rel):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for d in getattr(msg, "defects", []):
        err("%s: header/body defect %r" % (rel, d))
    for part in msg.walk():
        if part.is_multipart():
            continue
        for d in part.defects:
            err("%s: MIME defect %r" % (rel, d))
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        parts.append(body)
    return "\n".join(parts)


def ics_text(raw, rel):
    try:
        cal = icalendar.Calendar.from_ical(raw)
    except Exception as e:  # noqa: BLE001
        err("%s: icalendar parse error %s" % (rel, e))
        return ""
    if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
        err("%s: not CRLF line endings" % rel)
    for ln in raw.split(b"\r\n"):
        if len(ln) > 75:
            err("%s: unfolded line longer than 75 octets" % rel)
            break
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if isinstance(val, (list, tuple)):
                vs = val
            else:
                vs = [val]
            for v in vs:
                try:
                    s = v.to_ical()
                    s = s.decode("utf-8") if isinstance(s, bytes) else str(s)
                except Exception:  # noqa: BLE001
                    s = str(v)
                if name in ("SUMMARY", "DESCRIPTION", "LOCATION", "X-WR-CALNAME", "X-WR-CALDESC"):
                    s = str(v)
                out.append("%s:%s" % (name, s))
            for pk, pv in getattr(val, "params", {}).items():
                out.append("%s;%s=%s" % (name, pk, pv))
    return "\n".join(out), cal


def ics_occurs(cal, ymd):
    target = dt.date(int(ymd[:4]), int(ymd[4:6]), int(ymd[6:]))
    for ev in cal.walk("VEVENT"):
        start = ev.decoded("DTSTART")
        sdate = start if not isinstance(start, dt.datetime) else start.date()
        if "RRULE" not in ev:
            if sdate == target and "RECURRENCE-ID" not in ev:
                return True
            if "RECURRENCE-ID" in ev and sdate == target:
                return True
            continue
        s0 = start if isinstance(start, dt.datetime) else dt.datetime.combine(start, dt.time())
        s0 = s0.replace(tzinfo=None)
        rr = ev["RRULE"].to_ical().decode()
        rr = re.sub(r"UNTIL=(\d{8})T(\d{6})Z", r"UNTIL=\1T\2", rr)
        rule = rrulestr(rr, dtstart=s0, ignoretz=True)
        ex = set()
        exd = ev.get("EXDATE")
        if exd is not None:
            for e in (exd if isinstance(exd, list) else [exd]):
                for d in e.dts:
                    v = d.dt
                    ex.add(v if not isinstance(v, dt.datetime) else v.date())
        for occ in rule.between(dt.datetime.combine(target, dt.time()) - dt.timedelta(seconds=1),
                                dt.datetime.combine(target, dt.time(23, 59)), inc=True):
            if occ.date() not in ex:
                return True
    return False


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for k, v in o.items():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    return acc


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def decode_all():
    texts, raws, cals = {}, {}, {}
    stats = {"eml": 0, "ics": 0, "mbox": 0, "json": 0, "jsonl": 0, "md": 0, "txt": 0, "csv": 0}
    for dp, _, fs in os.walk(VAULT):
        for f in fs:
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            raw = open(p, "rb").read()
            raws[rel] = raw
            ext = f.rsplit(".", 1)[-1]
            stats[ext] = stats.get(ext, 0) + 1
            if ext == "eml":
                msg = email.message_from_bytes(raw, policy=policy.default)
                if not msg["Message-ID"] or not msg["Date"]:
                    err("%s: missing Message-ID/Date" % rel)
                texts[rel] = msg_text(msg, rel)
            elif ext == "mbox":
                mb = mailbox.mbox(p, factory=None, create=False)
                chunks = []
                n = 0
                for m in mb:
                    n += 1
                    mm = email.message_from_bytes(m.as_bytes(), policy=policy.default)
                    if not mm["List-Id"]:
                        err("%s: message without List-Id" % rel)
                    chunks.append(msg_text(mm, rel))
                mb.close()
                if n < 8:
                    err("%s: only %d messages" % (rel, n))
                if b"\n>From " not in raw:
                    err("%s: no >From escape" % rel)
                texts[rel] = "\n".join(chunks)
            elif ext == "ics":
                t, cal = ics_text(raw, rel)
                texts[rel] = t
                cals[rel] = cal
            elif ext == "json":
                texts[rel] = "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
            elif ext == "jsonl":
                acc = []
                for ln in raw.decode("utf-8").splitlines():
                    if ln.strip():
                        json_strings(json.loads(ln), acc)
                texts[rel] = "\n".join(acc)
            else:
                texts[rel] = raw.decode("utf-8")
    return texts, raws, cals, stats


def main():
    qpath = os.path.join(ROOT, "queries.json")
    qs = json.load(open(qpath, encoding="utf-8"))
    # ---------------------------------------------------------------- shape
    ids = [q["id"] for q in qs]
    if len(qs) != 50:
        err("expected 50 queries, got %d" % len(qs))
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5] if i < 50 else None
        if q.get("kind") != want:
            err("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if k not in q:
                err("%s: missing field %s" % (q.get("id"), k))
        if not q["gold"]:
            err("%s: empty gold" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])
    src = {i: g for i, _, _, g, _ in questions.Q}
    for q in qs:
        if list(src.get(q["id"], {}).keys()) != q["gold"]:
            err("%s: queries.json gold differs from gen/questions.py" % q["id"])
    sw = [q["id"] for q in qs if q["id"] in questions.SWEDISH]
    if len(sw) != 15:
        err("expected 15 Swedish queries, got %d" % len(sw))

    texts, raws, cals, stats = decode_all()
    ntexts = {k: norm(v) for k, v in texts.items()}

    # ---------------------------------------------------------------- gold + keys
    for i, kind, query, gold, hint in questions.Q:
        for path, keys in gold.items():
            if path not in texts:
                err("%s: gold path missing: %s" % (i, path))
                continue
            for key in keys:
                if key.startswith("expand:"):
                    if not ics_occurs(cals[path], key[7:]):
                        err("%s: %s has no occurrence on %s" % (i, path, key[7:]))
                elif norm(key) not in ntexts[path]:
                    err("%s: key %r not found in %s" % (i, key, path))

    # ---------------------------------------------------------------- encoded-only facts
    for key, path in questions.ENCODED_ONLY.items():
        kb = key.encode("utf-8")
        for rel, raw in raws.items():
            if kb in raw:
                err("encoded-only fact %r visible in raw bytes of %s" % (key, rel))
        if norm(key) not in ntexts.get(path, ""):
            err("encoded-only fact %r not found decoded in %s" % (key, path))

    # ---------------------------------------------------------------- non-gold files containing keys
    review = []
    for i, kind, query, gold, hint in questions.Q:
        keys = {k for ks in gold.values() for k in ks if not k.startswith("expand:")}
        keys |= set(questions.ANSWER_CORE.get(i, []))
        for key in sorted(keys):
            for rel in sorted(ntexts):
                if rel in gold:
                    continue
                if norm(key) in ntexts[rel]:
                    review.append("%s  key %r  also in  %s" % (i, key, rel))

    # ---------------------------------------------------------------- stats
    nev = sum(len(c.walk("VEVENT")) for c in cals.values())
    ntd = sum(len(c.walk("VTODO")) for c in cals.values())
    nfiles = len(raws)
    print("files: %d  %s" % (nfiles, json.dumps(stats, sort_keys=True)))
    print("calendars: %d VEVENT, %d VTODO" % (nev, ntd))
    print("queries: %d (%d Swedish)" % (len(qs), len(sw)))
    print("encoded-only facts: %d" % len(questions.ENCODED_ONLY))
    print()
    print("Non-gold files containing an answer key (review by hand): %d" % len(review))
    for r in review:
        print("  " + r)
    print()
    if errors:
        print("ERRORS: %d" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
