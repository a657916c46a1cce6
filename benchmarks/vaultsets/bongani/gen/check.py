#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Validator for the bongani held-out set. May import icalendar (run with /work/main/.venv/bin/python)."""
import html
import json
import mailbox
import os
import re
import sys
from email import policy
from email.parser import BytesParser

import icalendar

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VAULT = os.path.join(ROOT, "vault")
WA = "chats/WhatsApp Chat - Umndeni wakwaDlamini/_chat.txt"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]

# answer keys per query and gold file (all keys of a file must be present in its decoded text)
KEYS = {
    "h01": {"mail/2024/02/2024-02-16_building-plans-acknowledgement.eml": ["BP/2024/UMH/03318"],
            "mail/2024/05/2024-05-14_building-plans-approved.eml": ["BP/2024/UMH/03318"]},
    "h02": {"mail/2024/08/2024-08-30_brightvolt-solar-quote.eml": ["BVS-Q-24117"]},
    "h03": {"mail/2024/07/2024-07-10_ecsa-renewal-processed.eml": ["ECSA-RN-7741902"]},
    "h04": {"mail/2024/11/2024-11-12_coastfibre-service-active-14a.eml": ["Gogo=Flat#77"]},
    "h05": {"mail/2024/05/2024-05-09_trench-incident-mount-moreland.eml": ["SHE-INC-2024-0142"]},
    "h06": {"calendars/granny-flat.ics": ["Raj Pillay"], "finance/granny-flat-ledger.csv": ["Pillay Plumbing"],
            "mail/2024/10/2024-10-28_flat-plumbing-second-fix-done.eml": ["Raj Pillay"]},
    "h07": {"calendars/work.ics": ["Lindiwe Cele", "RECURRENCE-ID"],
            "mail/2024/06/2024-06-10_re-standby-swap-june.eml": ["cover the standby week 24-30 June"]},
    "h08": {"notes/work/tender-017-ac-pipe-replacement.md": ["Fathima Moosa"],
            "calendars/work.ics": ["Chair: Fathima Moosa"]},
    "h09": {"calendars/granny-flat.ics": ["Sizwe"], "daily/2024-11-18.md": ["Sizwe"],
            "finance/granny-flat-ledger.csv": ["Zulu Electrical"]},
    "h10": {"notes/school/braai-day-2024.md": ["Vusi Mthethwa"]},
    "h11": {"notes/work/incident-2024-05-08-mount-moreland.md": ["1+240"],
            "mail/2024/05/2024-05-09_trench-incident-mount-moreland.eml": ["1+240"]},
    "h12": {"calendars/work.ics": ["Boardroom 2"], "mail/2024/01/2024-01-22_tender-017-advertised.eml": ["Boardroom 2"]},
    "h13": {"house-sitter.txt": ["green Tupperware"]},
    "h14": {"mail/2024/10/2024-10-28_flat-plumbing-second-fix-done.eml": ["wash line"]},
    "h15": {"calendars/family.ics": ["Siyadla Shisanyama"], WA: ["Siyadla Shisanyama"]},
    "h16": {"mail/2024/02/2024-02-28_tender-017-addendum-2.eml": ["22 March 2024 at 12:00"]},
    "h17": {"calendars/granny-flat.ics": ["20241204T100000", "occupancy inspection"],
            "daily/2024-11-18.md": ["Wed 4 Dec at 10:00"]},
    "h18": {"calendars/school-sgb.ics": ["20241023T183000"],
            "mail/2024/09/2024-09-13_sandbanks-snippets-newsletter.eml": ["Wednesday 23 October 2024, 18:30"]},
    "h19": {"calendars/family.ics": ["BYDAY=WE", "20240124T160000", "Lwazi - swimming"]},
    "h20": {"calendars/school-sgb.ics": ["BYDAY=1TU"], "notes/school/finance-committee.md": ["first Tuesday of the month at 17:30"]},
    "h21": {"mail/2024/05/2024-05-21_further-advance-approved.eml": ["R 320 000"],
            "journal/2024-07-21-winter-catch-up.md": ["R 14 870"]},
    "h22": {"mail/2024/09/2024-09-03_bus-bids-schedule.eml": ["R 1 180"], "notes/school/bus-contract-2025.md": ["3 years"]},
    "h23": {"notes/school/braai-day-2024.md": ["R 120"], "mail/2024/10/2024-10-02_re-braai-day-final-figures.eml": ["R 47 850"]},
    "h24": {"mail/2024/06/2024-06-17_ecsa-registration-renewal-reminder.eml": ["R 2 346.00"],
            "notes/work/ecsa-renewal-2024.md": ["27.5"]},
    "h25": {"mail/2024/11/2024-11-08_fwd-flycoast-booking-zanele.eml": ["(DUR) 19:20"], WA: ["I'll fetch Zee"]},
    "h26": {"notes/granny-flat/builder-quotes.md": ["Final: Mkhize Builders"],
            "mail/2024/04/2024-04-12_re-acceptance-of-quote-mkhize.eml": ["accept your quote Q-0311"],
            WA: ["NOT going with Lucky"]},
    "h27": {"notes/work/tender-017-ac-pipe-replacement.md": ["HDPE PE100 PN16"],
            "journal/2024-10-20-long-week.md": ["pushed hard for HDPE"]},
    "h28": {"notes/granny-flat/plan.md": ["IBR sheeting in charcoal"],
            "journal/2024-07-21-winter-catch-up.md": ["IBR sheeting in charcoal, not concrete tiles"],
            WA: ["charcoal IBR sheeting, not concrete tiles"]},
    "h29": {"notes/granny-flat/solar-options.md": ["trip a 5 kW"],
            "chats/chatgpt/conversations.json": ["A 5 kW inverter would trip"]},
    "h30": {"notes/school/finance-committee.md": ["appoint Moodley & Partners"]},
    "h31": {"mail/2024/11/2024-11-05_re-handover-date-tiles-delayed.eml": ["Saturday 14 December"],
            WA: ["Saturday 14 December"], "daily/2024-11-18.md": ["Sat 14 Dec"]},
    "h32": {"mail/2024/10/2024-10-24_budget-meeting-outcome-fees-2025.eml": ["from 6.8% to 6.5%"]},
    "h33": {"lists/umhlanga-striders.mbox": ["Umhlanga Pier"]},
    "h34": {"mail/2024/11/2024-11-15_brightvolt-invoice-second-battery.eml": ["2 x 5.12 kWh = 10.24 kWh"],
            "finance/granny-flat-ledger.csv": ["Second battery"]},
    "h35": {WA: ["Bhubesi#Home24"]},
    "h36": {"daily/2024-11-18.md": ["Chase Sizwe (Zulu Electrical) for the electrical COC"],
            "calendars/granny-flat.ics": ["Get the electrical COC from Sizwe"]},
    "h37": {"mail/2024/11/2024-11-21_re-roadworthy-certificates-khumalo-bus.eml": ["roadworthy certificates"],
            "notes/school/bus-contract-2025.md": ["Roadworthy certificates for all 3 buses"]},
    "h38": {"notes/work/incident-2024-05-08-mount-moreland.md": ["trench shoring boxes"],
            "calendars/work.ics": ["trench shoring boxes"]},
    "h39": {WA: ["SASSA change of address"], "calendars/family.ics": ["SASSA change of address"]},
    "h40": {"mail/2024/11/2024-11-20_re-final-draw-granny-flat.eml": ["occupation certificate", "certificate of compliance"],
            "calendars/granny-flat.ics": ["for the final draw"]},
    "h41": {"notes/granny-flat/mama-preferences.md": ["Shower, not a bath"], WA: ["Angifuni ubhavu", "NO bath"]},
    "h42": {"notes/granny-flat/mama-preferences.md": ["Gas hob, not electric"]},
    "h43": {WA: ["warm white bulbs"]},
    "h44": {"journal/2024-03-17-sunday-thoughts.md": ["treadmill", "promenade at 05:30"]},
    "h45": {"notes/school/finance-committee.md": ["NOT on the WhatsApp group"],
            "journal/2024-03-17-sunday-thoughts.md": ["send them by e-mail"]},
    "h46": {WA: ["hail in November cracked"]},
    "h47": {"work/pump-station-outages-2024.csv": ["spitting cobra"], "journal/2024-03-17-sunday-thoughts.md": ["spitting cobra"]},
    "h48": {WA: ["MaNgcobo"]},
    "h49": {"mail/2024/03/2024-03-20_building-plans-amendments-required.eml": ["2,0 m required from the rear boundary"]},
    "h50": {"journal/2024-03-17-sunday-thoughts.md": ["ShedWise"]},
}

# facts that may only be found inside encoded parts (absent from the raw bytes of EVERY file)
HIDDEN = {
    "BP/2024/UMH/03318": ["mail/2024/02/2024-02-16_building-plans-acknowledgement.eml",
                          "mail/2024/05/2024-05-14_building-plans-approved.eml"],
    "BVS-Q-24117": ["mail/2024/08/2024-08-30_brightvolt-solar-quote.eml"],
    "ECSA-RN-7741902": ["mail/2024/07/2024-07-10_ecsa-renewal-processed.eml"],
    "SHE-INC-2024-0142": ["mail/2024/05/2024-05-09_trench-incident-mount-moreland.eml"],
    "R 320 000": ["mail/2024/05/2024-05-21_further-advance-approved.eml"],
    "Gogo=Flat#77": ["mail/2024/11/2024-11-12_coastfibre-service-active-14a.eml"],
}

errors = []
notes = []


def err(m):
    errors.append(m)


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def html_text(h):
    h = re.sub(r"(?is)<(script|style).*?</\1>", " ", h)
    h = re.sub(r"(?s)<[^>]+>", " ", h)
    return html.unescape(h)


def msg_text(msg):
    parts = []
    for k in ("From", "To", "Cc", "Subject", "Date", "List-Id"):
        if msg[k]:
            parts.append("%s: %s" % (k, msg[k]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        c = part.get_content()
        if isinstance(c, bytes):
            c = c.decode("utf-8", "replace")
        if part.get_content_subtype() == "html":
            c = html_text(c)
        parts.append(c)
    return "\n".join(parts)


def flatten_json(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            flatten_json(v, out)
    elif isinstance(o, list):
        for v in o:
            flatten_json(v, out)


STATS = {"eml": 0, "cte": {}, "html_only": 0, "alternative": 0, "mixed_b64_att": 0, "replies_quoted": 0,
         "forwards": 0, "vevent": 0, "vtodo": 0}


def decode_file(rel, raw):
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if msg.defects:
            err("%s: parse defects %s" % (rel, msg.defects))
        if not msg["Message-ID"] or not msg["Date"]:
            err("%s: missing Message-ID/Date" % rel)
        STATS["eml"] += 1
        ct = msg.get_content_type()
        for part in msg.walk():
            if part.is_multipart():
                if part.get_boundary() is None:
                    err("%s: multipart without boundary" % rel)
                continue
            cte = str(part.get("Content-Transfer-Encoding", "7bit")).lower()
            STATS["cte"][cte] = STATS["cte"].get(cte, 0) + 1
        if ct == "text/html":
            STATS["html_only"] += 1
        if ct == "multipart/alternative":
            STATS["alternative"] += 1
        if ct == "multipart/mixed":
            atts = [p for p in msg.iter_attachments()]
            if atts and all(str(a.get("Content-Transfer-Encoding")).lower() == "base64" for a in atts):
                STATS["mixed_b64_att"] += 1
        t = msg_text(msg)
        if msg["In-Reply-To"] and re.search(r"(?m)^> ", t):
            STATS["replies_quoted"] += 1
        if (msg["Subject"] or "").lower().startswith("fwd:"):
            STATS["forwards"] += 1
        return t
    if ext == "mbox":
        mb = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        texts = []
        n = 0
        for m in mb:
            n += 1
            em = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            if not em["List-Id"]:
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(em))
        if n < 8:
            err("%s: only %d messages" % (rel, n))
        if b"\n>From " not in raw:
            err("%s: no >From escape" % rel)
        notes.append("%s: %d messages" % (rel, n))
        return "\n".join(texts)
    if ext == "ics":
        cal = icalendar.Calendar.from_ical(raw)
        ev = len(cal.walk("VEVENT"))
        td = len(cal.walk("VTODO"))
        STATS["vevent"] += ev
        STATS["vtodo"] += td
        if b"\r\n" not in raw or raw.replace(b"\r\n", b"").count(b"\n"):
            err("%s: not pure CRLF" % rel)
        if not cal.walk("VTIMEZONE"):
            err("%s: no VTIMEZONE" % rel)
        txt = raw.decode("utf-8").replace("\r\n ", "").replace("\r\n", "\n")
        txt = txt.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")
        # also include icalendar's view of text properties
        extra = []
        for c in cal.walk():
            for k in ("SUMMARY", "LOCATION", "DESCRIPTION"):
                if c.get(k) is not None:
                    extra.append(str(c.get(k)))
        return txt + "\n" + "\n".join(extra)
    if ext == "json":
        o = json.loads(raw.decode("utf-8"))
        out = []
        flatten_json(o, out)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for i, line in enumerate(raw.decode("utf-8").splitlines()):
            if line.strip():
                flatten_json(json.loads(line), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    files = {}
    raws = {}
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            full = os.path.join(dp, f)
            rel = os.path.relpath(full, VAULT).replace(os.sep, "/")
            with open(full, "rb") as fh:
                raws[rel] = fh.read()
    for rel in sorted(raws):
        try:
            files[rel] = norm(decode_file(rel, raws[rel]))
        except Exception as e:  # noqa
            err("%s: failed to decode/parse: %r" % (rel, e))
            files[rel] = ""

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)

    # ids / kinds / structure
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if k not in q:
                err("%s: missing field %s" % (q.get("id"), k))
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            err("%s: multi_source needs 2-3 gold files" % q["id"])
        if len(set(q["gold"])) != len(q["gold"]):
            err("%s: duplicate gold path" % q["id"])

    # gold paths exist + keys present
    for q in qs:
        qid = q["id"]
        if qid not in KEYS:
            err("%s: no answer keys defined" % qid)
            continue
        if set(KEYS[qid]) != set(q["gold"]):
            err("%s: KEYS files %s != gold %s" % (qid, sorted(KEYS[qid]), sorted(q["gold"])))
        for g in q["gold"]:
            if g not in raws:
                err("%s: gold path missing: %s" % (qid, g))
                continue
            for key in KEYS[qid].get(g, []):
                if norm(key) not in files[g]:
                    err("%s: key %r not found in %s" % (qid, key, g))

    # multi-source: each gold file must hold a key no other gold file of the question holds
    for q in qs:
        if q["kind"] != "multi_source":
            continue
        for g in q["gold"]:
            for key in KEYS[q["id"]][g]:
                others = [o for o in q["gold"] if o != g and norm(key) in files.get(o, "")]
                if others:
                    err("%s: part %r of %s also in other gold %s" % (q["id"], key, g, others))

    # hidden facts
    for key, golds in HIDDEN.items():
        for rel, raw in raws.items():
            if key.encode("utf-8") in raw:
                err("hidden key %r visible in raw bytes of %s" % (key, rel))
        for g in golds:
            if norm(key) not in files.get(g, ""):
                err("hidden key %r not found decoded in %s" % (key, g))
        found = sorted(r for r, t in files.items() if norm(key) in t)
        if set(found) != set(golds):
            err("hidden key %r decoded in %s, expected %s" % (key, found, golds))

    # review list: non-gold files that contain an answer key
    review = []
    for q in qs:
        keys = sorted({k for ks in KEYS.get(q["id"], {}).values() for k in ks})
        for key in keys:
            hits = sorted(r for r, t in files.items() if norm(key) in t and r not in q["gold"])
            if hits:
                review.append("%s key %r also in non-gold: %s" % (q["id"], key, ", ".join(hits)))

    # corpus shape
    exts = {}
    for r in raws:
        e = r.rsplit(".", 1)[-1] if "." in r else ""
        exts[e] = exts.get(e, 0) + 1

    print("files: %d  %s" % (len(raws), json.dumps(exts, sort_keys=True)))
    print("queries: %d" % len(qs))
    print("mail stats: %s" % json.dumps(STATS, sort_keys=True))
    for n in notes:
        print("note:", n)
    print("\nREVIEW (non-gold files containing an answer key - checked by hand, see README):")
    for r in review:
        print("  " + r)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
