"""Validator for the desmond set. Run from the set folder or anywhere:
    /work/main/.venv/bin/python gen/check.py
"""
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
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
M = "mail/"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

# answer keys: per question, per gold file (each gold file must contain its key once decoded)
KEYS = {
    "h01": {M + "2024/10/2024-10-14_tradeguard-pl-renewal.eml": ["TG-PL-448201"]},
    "h02": {M + "2024/05/2024-05-21_bramley-motors-mot.eml": ["close to legal limit"]},
    "h03": {M + "2023/12/2023-12-04_ridings-van-renewal.eml": ["2,148.60"]},
    "h04": {"notes/boat/engine.md": ["18V-846-F-41187"]},
    "h05": {M + "2024/11/2024-11-15_anand-tax-reminder.eml": ["4829176305K"]},
    "h06": {"notes/house/house-sitter-sheet.txt": ["Bev Hollings"]},
    "h07": {"notes/daily/2024-07-29.md": ["Lee Barraclough"]},
    "h08": {M + "2024/03/2024-03-05_st-wilfrids-enquiry.eml": ["Helen Dacre"],
            M + "2024/03/2024-03-19_re-st-wilfrids-quote.eml": ["Helen Dacre"]},
    "h09": {M + "2024/08/2024-08-06_beech-court-move-date.eml": ["Linda Furness"],
            M + "2024/08/2024-08-29_re-beech-court-move-change.eml": ["Linda Furness"]},
    "h10": {M + "2023/12/2023-12-04_ridings-van-renewal.eml": ["Shaz Begum"],
            "notes/business/insurance_renewals.md": ["Shaz Begum"]},
    "h11": {M + "2024/10/2024-10-29_eye-screening-letter.eml": ["Wortley Beck Health Centre"]},
    "h12": {"notes/boat/boat-instructions.txt": ["magnetic key box"]},
    "h13": {"notes/business/jobs/st-wilfrids-masterkey.md": ["G12"]},
    "h14": {"notes/family/finlay.md": ["Bramley Baths"]},
    "h15": {"calendars/health.ics": ["Bramley Health Centre"]},
    "h16": {M + "2024/10/2024-10-08_drydock-reschedule.eml": ["10th January 2025"]},
    "h17": {"calendars/family.ics": ["20241128T173000"]},
    "h18": {M + "2024/11/2024-11-18_surgery-annual-review.eml": ["9 January 2025"],
            "calendars/health.ics": ["20250109T084000"]},
    "h19": {"calendars/work.ics": ["20250311T083000"]},
    "h20": {M + "2024/08/2024-08-29_re-beech-court-move-change.eml": ["28 September"],
            "calendars/family.ics": ["20240928T100000"]},
    "h21": {"notes/business/jobs/st-wilfrids-masterkey.md": ["Qty 38"],
            M + "2024/03/2024-03-19_re-st-wilfrids-quote.eml": ["4,960"]},
    "h22": {M + "2023/12/2023-12-04_ridings-van-renewal.eml": ["2,148.60"],
            M + "2024/10/2024-10-14_tradeguard-pl-renewal.eml": ["412.80"]},
    "h23": {M + "2024/11/2024-11-04_receipt-starter-motor.eml": ["86.50"],
            M + "2024/11/2024-11-06_re-tariq-starter.eml": ["Sunday 24th"]},
    "h24": {"chats/whatsapp/WhatsApp Chat with Reid lot.txt": ["4719"],
            M + "2024/08/2024-08-06_beech-court-move-date.eml": ["0113 496 0712"]},
    "h25": {M + "2024/07/2024-07-09_re-jo-summer.eml": ["Sat 3rd"],
            "notes/daily/2024-07-29.md": ["Hartsop Beck"]},
    "h26": {"notes/business/vans.md": ["NOT leasing"]},
    "h27": {"notes/business/suppliers.md": ["Gearboxes from Holbeck"]},
    "h28": {"chats/whatsapp/WhatsApp Chat with Reid lot.txt": ["Aire Valley Homes"]},
    "h29": {"notes/business/jobs/st-wilfrids-masterkey.md": ["went with Option B"]},
    "h30": {"notes/health/diabetes.md": ["no gliclazide"]},
    "h31": {"notes/business/pricing.md": ["£75"]},
    "h32": {"notes/health/diabetes.md": ["49 mmol/mol"]},
    "h33": {M + "2024/06/2024-06-17_moorside-pricelist.eml": ["21.40"]},
    "h34": {M + "2024/11/2024-11-12_re-kirkstall-rates.eml": ["£62"]},
    "h35": {M + "2024/09/2024-09-10_tariq-boat-days.eml": ["Sundays"]},
    "h36": {"business/invoices_2024.csv": ["INV-2024-0417"]},
    "h37": {"notes/boat/kingfisher-lass.md": ["calorifier"]},
    "h38": {"notes/family/mum_move.md": ["redirect post"]},
    "h39": {"calendars/work.ics": ["Book Vivaro in"]},
    "h40": {"notes/daily/2024-11-18.md": ["no answer from Jo"]},
    "h41": {"chats/chatgpt/conversations.json": ["sucralose"]},
    "h42": {"notes/long/2024-07-14_midyear-ramble.md": ["ERA every time"]},
    "h43": {"notes/long/2024-03-10_sunday-night-ramble.md": ["night call-outs"]},
    "h44": {"notes/family/finlay.md": ["vegetarian"]},
    "h45": {"notes/boat/kingfisher-lass.md": ["Brunswick green"]},
    "h46": {"chats/whatsapp/WhatsApp Chat with Reid lot.txt": ["lathe"]},
    "h47": {"mail/lists/airedale-boat-club.mbox": ["EU20i"]},
    "h48": {M + "2024/05/2024-05-30_trade-bulletin.eml": ["cut line"]},
    "h49": {"chats/assistant/breakfast-ideas.json": ["Greek yoghurt"]},
    "h50": {"chats/quick_questions.jsonl": ["every four years"]},
}

# facts that must only exist inside encoded parts (absent from the raw bytes of every file)
ENCODED_ONLY = {
    "TG-PL-448201": M + "2024/10/2024-10-14_tradeguard-pl-renewal.eml",
    "close to legal limit": M + "2024/05/2024-05-21_bramley-motors-mot.eml",
    "2,148.60": M + "2023/12/2023-12-04_ridings-van-renewal.eml",
    "4829176305K": M + "2024/11/2024-11-15_anand-tax-reminder.eml",
    "Wortley Beck Health Centre": M + "2024/10/2024-10-29_eye-screening-letter.eml",
    "21.40": M + "2024/06/2024-06-17_moorside-pricelist.eml",
}

errors = []


def err(msg):
    errors.append(msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for k, v in msg.items():
        out.append("%s: %s" % (k, v))
    for part in msg.walk():
        if part.is_multipart():
            continue
        try:
            payload = part.get_content()
        except Exception as e:  # noqa: BLE001
            err("cannot decode part in message %s: %s" % (msg.get("Subject"), e))
            continue
        if isinstance(payload, bytes):
            payload = payload.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            payload = strip_html(payload)
        out.append(payload)
    return "\n".join(out)


def ics_text(raw, rel):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for c in cal.walk():
        for k, v in c.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            try:
                val = v.to_ical()
                val = val.decode("utf-8") if isinstance(val, bytes) else str(val)
            except Exception:  # noqa: BLE001
                val = str(v)
            val = val.replace("\\,", ",").replace("\\;", ";").replace("\\n", "\n").replace("\\\\", "\\")
            out.append("%s: %s" % (k, val))
    return "\n".join(out), cal


def json_strings(obj, acc):
    if isinstance(obj, dict):
        for v in obj.values():
            json_strings(v, acc)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, acc)
    elif isinstance(obj, str):
        acc.append(obj)
    return acc


def decoded(rel, raw):
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        if not msg.get("From") or not msg.get("Date"):
            err("%s: missing From/Date" % rel)
        return msg_text(msg)
    if rel.endswith(".mbox"):
        mb = mailbox.mbox(os.path.join(VAULT, rel), factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
        msgs = list(mb)
        if len(msgs) < 8:
            err("%s: only %d messages" % (rel, len(msgs)))
        for mm in msgs:
            if not mm.get("List-Id"):
                err("%s: message without List-Id" % rel)
        return "\n".join(msg_text(mm) for mm in msgs)
    if rel.endswith(".ics"):
        t, _ = ics_text(raw, rel)
        return t
    if rel.endswith(".jsonl"):
        acc = []
        for i, line in enumerate(raw.decode("utf-8").splitlines()):
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    if rel.endswith(".json"):
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
    return raw.decode("utf-8")


def main():
    files = {}
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            p = os.path.join(d, f)
            files[os.path.relpath(p, VAULT).replace(os.sep, "/")] = open(p, "rb").read()
    text = {}
    for rel, raw in sorted(files.items()):
        try:
            text[rel] = decoded(rel, raw)
        except Exception as e:  # noqa: BLE001
            err("%s: failed to parse: %s" % (rel, e))
            text[rel] = ""

    # ---- calendar structure
    nev = ntodo = 0
    for rel, raw in files.items():
        if rel.endswith(".ics"):
            if b"\r\n" not in raw or raw.replace(b"\r\n", b"").find(b"\n") != -1:
                err("%s: not CRLF throughout" % rel)
            if b"\r\n " not in raw:
                err("%s: no folded lines" % rel)
            cal = icalendar.Calendar.from_ical(raw)
            nev += len([c for c in cal.walk("VEVENT")])
            ntodo += len([c for c in cal.walk("VTODO")])
            if not cal.walk("VTIMEZONE"):
                err("%s: no VTIMEZONE" % rel)

    # ---- queries
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q:
                err("%s: missing field %s" % (q.get("id"), fld))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])
        keys = KEYS.get(q["id"], {})
        if set(keys) != set(q["gold"]):
            err("%s: KEYS files %s != gold %s" % (q["id"], sorted(keys), sorted(q["gold"])))
        for g in q["gold"]:
            if g not in files:
                err("%s: gold file missing: %s" % (q["id"], g))
                continue
            for k in keys.get(g, []):
                if k.lower() not in text[g].lower():
                    err("%s: key %r not found in decoded %s" % (q["id"], k, g))

    # ---- encoded-only facts
    for k, g in ENCODED_ONLY.items():
        if k.lower() not in text[g].lower():
            err("encoded-only key %r not in decoded %s" % (k, g))
        for rel, raw in files.items():
            if k.lower().encode() in raw.lower():
                err("encoded-only key %r visible in raw bytes of %s" % (k, rel))

    # ---- non-gold files containing a key (for manual review)
    review = []
    for q in qs:
        allkeys = sorted({k for ks in KEYS.get(q["id"], {}).values() for k in ks})
        for rel in sorted(text):
            if rel in q["gold"]:
                continue
            hits = [k for k in allkeys if k.lower() in text[rel].lower()]
            if hits:
                review.append("%s  %-60s %s" % (q["id"], rel, hits))

    # ---- summary
    ext = {}
    for rel in files:
        e = rel.rsplit(".", 1)[-1]
        ext[e] = ext.get(e, 0) + 1
    html_only = alt = mixed = 0
    ctes = {}
    for rel, raw in files.items():
        if rel.endswith(".eml"):
            msg = email.message_from_bytes(raw, policy=policy.default)
            ct = msg.get_content_type()
            html_only += ct == "text/html"
            alt += ct == "multipart/alternative"
            mixed += ct == "multipart/mixed"
            for part in msg.walk():
                if not part.is_multipart():
                    c = str(part.get("Content-Transfer-Encoding", "7bit")).lower()
                    ctes[c] = ctes.get(c, 0) + 1
    print("files: %d  by extension: %s" % (len(files), dict(sorted(ext.items()))))
    print("eml: html-only %d, multipart/alternative %d, multipart/mixed %d, part encodings %s"
          % (html_only, alt, mixed, dict(sorted(ctes.items()))))
    print("ics: %d VEVENT, %d VTODO" % (nev, ntodo))
    print("queries: %d" % len(qs))
    print("\nnon-gold files containing an answer key (review by hand):")
    for r in review:
        print("  " + r)
    if errors:
        print("\nFAIL: %d problem(s)" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
