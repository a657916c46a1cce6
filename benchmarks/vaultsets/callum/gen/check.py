#!/usr/bin/env python3
"""Validate the callum set: queries.json shape, gold files, answer keys (decoded),
encoded-only facts, parseability of .eml/.mbox/.ics/.json.

    cd benchmarks/vaultsets/callum && python gen/check.py
"""
import html as htmlmod
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

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

WA = "chats/whatsapp/WhatsApp Chat with Drummond Family.txt"
MBOX = "mail/lists/foll-crew.mbox"

# Answer keys. A string applies to every gold file; a dict maps gold path -> key.
KEYS = {
    "h01": "MMI-7730-SEL-24",
    "h02": "WDT-24-1187",
    "h03": "selkie-bracken-77",
    "h04": "Yamaha F20",
    "h05": "248,600",
    "h06": "Ewan Lindsay",
    "h07": "Eilidh Morrison",
    "h08": "Morven Gillies",
    "h09": "Shona Campbell",
    "h10": "Stevie Rennie",
    "h11": "creel by the back door",
    "h12": "Nordnesveien 41",
    "h13": "Ardentinny",
    "h14": "behind the woodshed",
    "h15": "Sgeir Dhubh",
    "h16": "Thursday 6 March 2025",
    "h17": {"mail/2025/02/2025-02-11_kirsty-re-mums-70th.eml": "Saturday 15 March",
            "calendars/personal.ics": "2025-03-15"},
    "h18": {MBOX: "Friday 21 March 2025", "calendars/lifeboat.ics": "2025-03-21"},
    "h19": {"calendars/kids.ics": "2025-02-27", WA: "Thursday 27th"},
    "h20": "2025-03-08",
    "h21": {"mail/2025/02/2025-02-07_hotel-bryggekaia-booking.eml": "HBK-55831",
            "mail/2025/02/2025-02-10_fjordair-eticket.eml": "FJ 417"},
    "h22": {"data/boat-log.csv": "212.0", "notes/boat/selkie.md": "every 100 hours"},
    "h23": {"calendars/kids.ics": "2025-04-07", WA: "First week yours"},
    "h24": {"mail/2024/11/2024-11-12_kelplink-budget-v2.eml": "NSOF-CR25-0419",
            "mail/2025/01/2025-01-10_nsof-deadline-extended.eml": "28 March 2025"},
    "h25": {"mail/2025/02/2025-02-11_kirsty-re-mums-70th.eml": "Ferryman's Inn", WA: "framed print"},
    "h26": "go with the Charnwood",
    "h27": "not doing chemical injection",
    "h28": "drop the ROV",
    "h29": "Boxing Day",
    "h30": "Gregor's shed",
    "h31": {WA: "Thursdays from the 16th", "calendars/personal.ics": "Thursdays from 16 Jan"},
    "h32": "£215",
    "h33": "Mondays",
    "h34": "28 March 2025",
    "h35": "£165.00",
    "h36": "confirm a start date",
    "h37": {"calendars/personal.ics": "Book septic tank empty", "daily/2025-02-12.md": "book the tank empty"},
    "h38": {"notes/work/kelplink-grant.md": "Letter of support", "daily/2025-02-12.md": "support letter"},
    "h39": "sea survival refresher",
    "h40": "28 February 2025",
    "h41": "coriander",
    "h42": "rather fly direct",
    "h43": "prefer birch",
    "h44": "vegetarian",
    "h45": "true crime",
    "h46": "kayak",
    "h47": "pink desert",
    "h48": "fiskesuppe",
    "h49": "Hamish",
    "h50": "EasyTide",
}

# Facts that must be found ONLY in encoded parts: key -> file that holds it.
ENCODED_ONLY = {
    "MMI-7730-SEL-24": "mail/2024/07/2024-07-22_merrow-marine-renewal.eml",
    "WDT-24-1187": "mail/2024/10/2024-10-08_westcoast-damp-survey-report.eml",
    "248,600": "mail/2024/11/2024-11-12_kelplink-budget-v2.eml",
    "NSOF-CR25-0419": "mail/2024/11/2024-11-12_kelplink-budget-v2.eml",
    "HBK-55831": "mail/2025/02/2025-02-07_hotel-bryggekaia-booking.eml",
    "Ardentinny": "mail/2025/02/2025-02-03_fwd-s2-residential.eml",
}

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u2019", "'")
    return re.sub(r"\s+", " ", s).casefold()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return htmlmod.unescape(s)


def msg_text(msg, where):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        try:
            c = part.get_content()
        except Exception as e:  # noqa: BLE001
            err("%s: cannot decode part: %s" % (where, e))
            continue
        if part.get_content_subtype() == "html":
            c = strip_html(c)
        out.append(c)
    if msg.defects:
        err("%s: MIME defects %r" % (where, msg.defects))
    return "\n".join(out)


def ics_text(raw, where):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        for name, value in comp.items():
            vals = value if isinstance(value, list) else [value]
            for v in vals:
                if hasattr(v, "dt"):
                    d = v.dt
                    out.append("%s: %s" % (name, d.isoformat() if hasattr(d, "isoformat") else str(d)))
                elif hasattr(v, "dts"):
                    out.append("%s: %s" % (name, " ".join(d.dt.isoformat() for d in v.dts)))
                elif isinstance(v, str):
                    out.append("%s: %s" % (name, str(v)))
                else:
                    x = v.to_ical()
                    out.append("%s: %s" % (name, x.decode("utf-8") if isinstance(x, bytes) else x))
    return "\n".join(out), cal


def json_strings(obj, out):
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)


def decode(path, raw):
    if path.endswith(".eml"):
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if not msg["From"] or not msg["Date"]:
            err("%s: missing From/Date" % path)
        return msg_text(msg, path)
    if path.endswith(".mbox"):
        box = mailbox.mbox(os.path.join(VAULT, path), create=False)
        parts = []
        n = 0
        for m in box:
            n += 1
            em = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            if not em["List-Id"]:
                err("%s: message %d has no List-Id" % (path, n))
            parts.append(msg_text(em, "%s#%d" % (path, n)))
        if n < 6:
            err("%s: only %d messages" % (path, n))
        return "\n".join(parts)
    if path.endswith(".ics"):
        text, cal = ics_text(raw, path)
        return text
    if path.endswith(".jsonl"):
        out = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), out)
        return "\n".join(out)
    if path.endswith(".json"):
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    files = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            full = os.path.join(dp, fn)
            files[os.path.relpath(full, VAULT).replace(os.sep, "/")] = open(full, "rb").read()
    decoded, rawtext = {}, {}
    for p, raw in sorted(files.items()):
        try:
            decoded[p] = norm(decode(p, raw))
        except Exception as e:  # noqa: BLE001
            err("%s: failed to parse/decode: %s" % (p, e))
            decoded[p] = ""
        rawtext[p] = norm(raw.decode("utf-8", "ignore"))

    # --- queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                err("%s: missing field %s" % (q.get("id"), f))
        want = KINDS[i // 5] if i < 50 else None
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >=2 gold files" % q["id"])
        if set(KEYS) and q["id"] not in KEYS:
            err("%s: no answer key" % q["id"])

    # --- gold + keys
    review = []
    for q in qs:
        key = KEYS.get(q["id"])
        if key is None:
            continue
        keymap = key if isinstance(key, dict) else {g: key for g in q["gold"]}
        if set(keymap) != set(q["gold"]):
            err("%s: key paths %s != gold %s" % (q["id"], sorted(keymap), sorted(q["gold"])))
        for g in q["gold"]:
            if g not in files:
                err("%s: gold file missing: %s" % (q["id"], g))
                continue
            k = keymap.get(g)
            if k and norm(k) not in decoded[g]:
                err("%s: key %r not found in decoded %s" % (q["id"], k, g))
        for k in sorted(set(keymap.values())):
            others = [p for p in sorted(files) if p not in q["gold"] and norm(k) in decoded[p]]
            if others:
                review.append((q["id"], k, others))

    # multi_source: each gold part must be unique to its file
    for q in qs:
        if q["kind"] != "multi_source":
            continue
        for g, k in KEYS[q["id"]].items():
            holders = [p for p in files if norm(k) in decoded[p]]
            if holders != [g]:
                err("%s: multi-source part %r held by %s (expected only %s)" % (q["id"], k, holders, g))

    # --- encoded-only facts
    for k, p in ENCODED_ONLY.items():
        if norm(k) not in decoded.get(p, ""):
            err("encoded-only %r not found decoded in %s" % (k, p))
        raw_hits = [f for f in files if norm(k) in rawtext[f]]
        if raw_hits:
            err("encoded-only %r appears in raw bytes of %s" % (k, raw_hits))

    # --- stats
    n_ev = n_todo = 0
    for p in files:
        if p.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(files[p])
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))
            if b"\r\n" not in files[p]:
                err("%s: not CRLF" % p)
    exts = {}
    for p in files:
        e = p.rsplit(".", 1)[-1]
        exts[e] = exts.get(e, 0) + 1
    print("files: %d  %s" % (len(files), " ".join("%s=%d" % kv for kv in sorted(exts.items()))))
    print("calendars: %d VEVENT, %d VTODO" % (n_ev, n_todo))
    print("queries: %d" % len(qs))
    print("\nNon-gold files containing an answer key (review by hand):")
    for qid, k, others in review:
        print("  %s %-30r %s" % (qid, k, ", ".join(others)))
    print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
