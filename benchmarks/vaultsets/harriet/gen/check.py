"""Validate Harriet's vault and the gold lists.

Run with an interpreter that has icalendar, from the repo root:  .venv/bin/python benchmarks/vaultsets/harriet/gen/check.py
- parses every .eml / .mbox with BytesParser(policy=default), decodes every part, reports defects
- parses every .ics with icalendar
- loads every .json / .jsonl and checks its shape
- confirms every gold file contains each key string of its question once decoded
- confirms the 'hidden' facts are absent from raw bytes but present once decoded
"""
import csv
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(OUT, "vault")

problems = []


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def decode_message(msg, where):
    if msg.defects:
        problems.append(f"{where}: defects {msg.defects}")
    parts = [f"Subject: {msg['subject']}", f"From: {msg['from']}", f"To: {msg['to']}", f"Date: {msg['date']}"]
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            problems.append(f"{where}: part defects {part.defects}")
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            problems.append(f"{where}: cannot decode part {part.get_content_type()}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            content = strip_html(content)
        fn = part.get_filename()
        if fn:
            parts.append(f"[attachment {fn}]")
        parts.append(content)
    return "\n".join(parts)


def decode_file(path):
    rel = os.path.relpath(path, VAULT)
    ext = os.path.splitext(path)[1].lower()
    raw = open(path, "rb").read()
    if ext == ".eml":
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        return decode_message(msg, rel)
    if ext == ".mbox":
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
        out = []
        n = 0
        for i, msg in enumerate(box):
            out.append(decode_message(msg, f"{rel}#{i}"))
            n += 1
        if n < 5:
            problems.append(f"{rel}: only {n} messages")
        return "\n\n".join(out)
    if ext == ".ics":
        cal = icalendar.Calendar.from_ical(raw)
        out = []
        for comp in cal.walk():
            if comp.name in ("VEVENT", "VTODO"):
                for key in ("SUMMARY", "LOCATION", "DESCRIPTION", "DTSTART", "DTEND", "DUE", "RRULE", "STATUS"):
                    if key in comp:
                        v = comp[key]
                        if key in ("DTSTART", "DTEND", "DUE"):
                            v = comp.decoded(key).isoformat()
                        elif key == "RRULE":
                            v = v.to_ical().decode()
                        out.append(f"{key}: {v}")
                for key in ("ATTENDEE", "ORGANIZER"):
                    vals = comp.get(key)
                    if vals is None:
                        continue
                    if not isinstance(vals, list):
                        vals = [vals]
                    for a in vals:
                        out.append(f"{key}: {a.params.get('CN', '')} {a}")
        return "\n".join(out)
    if ext == ".json":
        data = json.loads(raw)
        texts = []
        if isinstance(data, list):  # ChatGPT export
            for conv in data:
                assert "mapping" in conv and "current_node" in conv, rel
                texts.append(conv["title"])
                for node in conv["mapping"].values():
                    m = node.get("message")
                    if m and m["content"]["parts"] and m["content"]["parts"][0]:
                        texts.append(f"{m['author']['role']}: {m['content']['parts'][0]}")
        else:
            for m in data["messages"]:
                assert set(m) == {"role", "content", "timestamp"}, rel
                texts.append(f"{m['role']}: {m['content']}")
        return "\n".join(texts)
    if ext == ".jsonl":
        texts = []
        for line in raw.decode("utf-8").splitlines():
            o = json.loads(line)
            assert set(o) == {"role", "content", "timestamp"}, rel
            texts.append(f"{o['role']}: {o['content']}")
        return "\n".join(texts)
    if ext == ".csv":
        rows = list(csv.reader(raw.decode("utf-8").splitlines()))
        width = len(rows[0])
        for r in rows:
            if len(r) != width:
                problems.append(f"{rel}: ragged row {r}")
        return raw.decode("utf-8")
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def all_decoded():
    out = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            out[os.path.relpath(p, VAULT)] = decode_file(p)
    return out


# key strings every gold file must contain (all of them, case/space-insensitive)
KEYS = {
    "h01": ["118374"], "h02": ["1,022.40|1022.40"], "h03": ["GW/BR19/0457"], "h04": ["QZ8N4TD"],
    "h05": ["0303391486"],
    "h06": ["Morven Gillies"], "h07": ["Tam Lindsay"], "h08": ["Alison Petrie"], "h09": ["Graham Tulloch"],
    "h10": ["Fiona Drummond"],
    "h11": ["Hermitage Unit"], "h12": ["Dalkeith Road Bowling Club"], "h13": ["Istedgade 61"],
    "h14": ["Blackcleugh"], "h15": ["water butt"],
    "h16": ["10:30"], "h17": ["14 May|2025-05-14"], "h18": ["13 to Friday 17|13-17 Oct|2025-10-13"],
    "h19": ["14 January 2026|2026-01-14"], "h20": ["6 October|2025-10-06"],
    "h26": ["walk-in shower"], "h27": ["Sea Slate"], "h28": ["Ruth"], "h29": ["Flåm"],
    "h30": ["Peffermill"],
    "h31": ["2093"], "h32": ["10 mg"], "h33": ["28 Nov"], "h34": ["13:00-16:00|1-4pm|Thursday"],
    "h35": ["13:15"],
    "h36": ["certificate"], "h37": ["compensation"], "h38": ["revised programme"], "h39": ["minutes"],
    "h40": ["Blue Badge"],
    "h41": ["female carers|men helping her wash"], "h42": ["forward"], "h43": ["open plan"], "h44": ["chapati"],
    "h45": ["phone|telephone"],
    "h46": ["412.60"], "h47": ["6 of 8|in favour: 6"], "h48": ["replacement"], "h49": ["Worktop"], "h50": ["care home"],
}
# multi_source: per gold file, the part only that file holds
MULTI = {
    "h21": {"mail/2025/08/2025-08-12_council-assessment-outcome.eml": "412.60",
            "mail/2025/10/2025-10-24_thistle-start-and-agreement.eml": "498.40"},
    "h22": {"mail/2025/08/2025-08-15_lindsay-stoneworks-quote.eml": "Blackcleugh",
            "notes/house/stonework.md": "1 : 2.5"},
    "h23": {"mail/2025/08/2025-08-20_sj-journey-changed.eml": "Stockholm C 10:25",
            "mail/2025/08/2025-08-27_vy-bergen-line-change.eml": "Oslo S 08:11"},
    "h24": {"notes/foodbank/agm-2025-10-28.md": "10 January 2026",
            "mail/lists/southside-larder-volunteers.mbox": "co-lead"},
    "h25": {"mail/2025/09/2025-09-26_calder-shaw-invoice-interim-2.eml": "9,612.00",
            "mail/2025/10/2025-10-21_calder-shaw-credit-note.eml": "CN-0147"},
}
# facts that must not be visible in the raw bytes (only inside encoded parts)
HIDDEN = {
    "mail/2025/07/2025-07-02_poa-registered.eml": "118374",
    "mail/2025/07/2025-07-24_memory-service-clinic-letter.eml": "0303391486",
    "mail/2025/08/2025-08-12_council-assessment-outcome.eml": "412.60",
    "mail/2025/10/2025-10-24_thistle-start-and-agreement.eml": "498.40",
    "mail/2025/08/2025-08-27_vy-bergen-line-change.eml": "08:11",
    "mail/2025/10/2025-10-06_gp-medication-change.eml": "10 mg",
}


def has(text, alt):
    t = norm(text)
    return any(norm(a) in t for a in alt.split("|"))


def main():
    dec = all_decoded()
    q = json.load(open(os.path.join(OUT, "queries.json"), encoding="utf-8"))
    kinds = Counter(x["kind"] for x in q)
    assert len(q) == 50, len(q)
    for x in q:
        for g in x["gold"]:
            if g not in dec:
                problems.append(f"{x['id']}: gold file missing {g}")
                continue
            for k in KEYS.get(x["id"], []):
                if not has(dec[g], k):
                    problems.append(f"{x['id']}: {g} lacks '{k}'")
        if x["kind"] == "multi_source":
            parts = MULTI[x["id"]]
            if set(parts) != set(x["gold"]):
                problems.append(f"{x['id']}: MULTI map differs from gold")
            for g, k in parts.items():
                holders = [f for f, t in dec.items() if has(t, k)]
                if holders != [g]:
                    problems.append(f"{x['id']}: part '{k}' held by {holders}, expected only {g}")
    for rel, s in HIDDEN.items():
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
        if s in raw:
            problems.append(f"hidden fact {s!r} visible in raw bytes of {rel}")
        if s not in dec[rel]:
            problems.append(f"hidden fact {s!r} not found decoded in {rel}")
    # file names must not contain answers
    for rel in dec:
        for x in q:
            for k in KEYS.get(x["id"], []):
                for alt in k.split("|"):
                    if len(alt) >= 5 and norm(alt) in norm(os.path.basename(rel)) and rel in x["gold"]:
                        problems.append(f"file name {rel} contains answer {alt!r} of {x['id']}")
    print("files:", len(dec))
    print("questions per kind:", dict(kinds))
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
