#!/usr/bin/env python3
"""Validator for the 'tammy' held-out set.

- every gold path exists; every gold file contains its answer key(s) once decoded
- every .ics parses (icalendar), every .eml/.mbox parses, JSON/JSONL parse
- ids unique, h01..h50, 5 of each kind in the prescribed order
- hidden facts: absent from the raw bytes of every file, present in the decoded gold file
- lists non-gold files that contain an answer key (for manual review)
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

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VAULT = os.path.join(ROOT, "vault")

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

BOE = "mail/2025/07/2025-07-01_ohio-board-of-nursing-renewal-open.eml"
L2 = "notes/journal/2025-07-06 summer catch up.md"
L3 = "notes/journal/2025-10-19 sunday night catch up.md"
DRYPRO_INST = "mail/2025/07/2025-07-24_drypro-install-confirmation.eml"
BROOK_ADM = "mail/2025/09/2025-09-15_brookhaven-welcome-admission-packet.eml"
BROOK_FWD = "mail/2025/07/2025-07-21_fwd-brookhaven-pricing.eml"
MBOX = "mail/lists/stcasimir-volunteers.mbox"
GV_RICK_JAN = "Takeout/Voice/Calls/Rick Kowalczyk - Text - 2025-01-14T22_31_05Z.html"
GV_RICK_AUG = "Takeout/Voice/Calls/Rick Kowalczyk - Text - 2025-08-21T17_02_33Z.html"
GV_RICK_SEP = "Takeout/Voice/Calls/Rick Kowalczyk - Text - 2025-09-26T13_47_12Z.html"
GV_TYLER_APR = "Takeout/Voice/Calls/Tyler Kowalczyk - Text - 2025-04-12T20_07_44Z.html"
GV_TYLER_AUG = "Takeout/Voice/Calls/Tyler Kowalczyk - Text - 2025-08-16T23_40_12Z.html"
GV_DENISE = "Takeout/Voice/Calls/Denise Halloran - Text - 2025-09-08T00_15_49Z.html"
GV_VM = "Takeout/Voice/Calls/Vanterpool Reese Law - Voicemail - 2025-09-29T19_10_22Z.html"
FAM = "calendar/family.ics"
HOUSE = "calendar/house_church.ics"
MILEAGE_AUG = "mail/2025/08/2025-08-15_payroll-mileage-rate-increase.eml"

# answer keys per query and gold file (all keys must be present, case-insensitive, whitespace-normalised)
KEYS = {
    "h01": {BOE: ["RN.318804"]},
    "h02": {"mail/2025/03/2025-03-21_keystone-heritage-welcome.eml": ["KHH-884217-02"]},
    "h03": {"mail/2025/04/2025-04-14_lakeshore-claim-acknowledgment.eml": ["LMC-2504-77316"]},
    "h04": {"mail/2025/08/2025-08-14_aquarius-warranty-registration.eml": ["AQW-5Y-209184"]},
    "h05": {"chat/quick_questions.jsonl": ["6620419"]},
    "h06": {"mail/2025/05/2025-05-02_re-claim-questions-deductible.eml": ["Marcus Oyelaran"]},
    "h07": {"mail/2025/10/2025-10-14_on-call-swap-confirmed-oct-25.eml": ["Keisha Branham, RN is on call"],
            "notes/daily/2025-10-17.md": ["Keisha Branham has my 10/25-26"]},
    "h08": {GV_VM: ["Renee Szabo"]},
    "h09": {BROOK_FWD: ["Jolene Marsh"], BROOK_ADM: ["Jolene Marsh"]},
    "h10": {MBOX: ["Count me in for the pie table", "Bernadette K. + her pie ladies"]},
    "h11": {"mail/2025/02/2025-02-13_vanterpool-signing-appointment.eml": ["1845 Far Hills Avenue"]},
    "h12": {BROOK_ADM: ["Room 114"]},
    "h13": {GV_TYLER_APR: ["Olentangy Auto Body"]},
    "h14": {MBOX: ["SCHOOL GYM"]},
    "h15": {"txt/house-sitter-sheet.txt": ["BEHIND THE FURNACE"]},
    "h16": {"mail/2025/09/2025-09-03_re-dot-physical-reschedule.eml": ["Friday, September 26, 2025 at 8:15 AM"],
            "notes/daily/2025-09-22.md": ["DOT physical is this Fri now"]},
    "h17": {"mail/2025/03/2025-03-03_re-poa-signing-appointment.eml": ["Thursday, March 13 at 10:30"],
            FAM: ["Mom POA signing", "2025-03-13 10:30"]},
    "h18": {"mail/2025/08/2025-08-05_bursar-installment-plan-autumn-2025.eml": ["4 of 4 (final)", "November 20, 2025"]},
    "h19": {DRYPRO_INST: ["Monday, August 11"], HOUSE: ["basement waterproofing install", "2025-08-11 07:30"]},
    "h20": {FAM: ["Mom neuro f/u - Dr. Raman", "2025-11-04 14:30"]},
    "h21": {DRYPRO_INST: ["$7,900.00"], "notes/house/sump-pump.md": ["+$685"]},
    "h22": {"data/mileage_log_sep-oct_2025.csv": ["2025-09-30"], MILEAGE_AUG: ["$0.67 per mile"]},
    "h23": {BOE: ["24 contact hours", "Category A"], "data/ceu_tracker.csv": ["Caregiver Burnout"]},
    "h24": {BROOK_FWD: ["$6,850", "Care Level 2 .......................................... + $475/month"],
            BROOK_ADM: ["assessed at Care Level 2"]},
    "h25": {"notes/church/bake-sale-2025.md": ["Goal this year: $1,800"], MBOX: ["Net to parish ...... $1,340"]},
    "h26": {"notes/mom/memory-care-tours.md": ["switching to BROOKHAVEN"], GV_DENISE: ["let's do Brookhaven"],
            BROOK_ADM: ["Move-in date is confirmed"]},
    "h27": {"notes/house/basement-waterproofing-quotes.md": ["DECIDED: DryPro"], DRYPRO_INST: ["Thank you for choosing DryPro"],
            HOUSE: ["DryPro crew"]},
    "h28": {"mail/2025/10/2025-10-08_re-weekend-on-call-complaint.eml": ["1-in-4 rotation"]},
    "h29": {"notes/mom/POA-lawyer-notes.md": ["successor agent: **Denise**"]},
    "h30": {L3: ["staying on the Keystone Heritage PPO for 2026"]},
    "h31": {MILEAGE_AUG: ["$0.67 per mile effective September 1, 2025"]},
    "h32": {"notes/daily/2025-06-18.md": ["donepezil increased 5 mg -> 10 mg"]},
    "h33": {"calendar/rick_routes.ics": ["Louisville dedicated", "Fridays OFF"], GV_RICK_AUG: ["Louisville dedicated", "fridays off"],
            L3: ["new Louisville route", "off Fridays"]},
    "h34": {GV_TYLER_AUG: ["88 E 13th Ave, Apt 3B"]},
    "h35": {GV_RICK_SEP: ["good til 9/26/2026"]},
    "h36": {"notes/mom/medicare-advantage.md": ["STATUS: still waiting"], FAM: ["Call Keystone re: appeal"]},
    "h37": {"notes/family/tyler-tuition.md": ["[ ] spring: FAFSA 2026-27"]},
    "h38": {L3: ["still has not called to schedule it"], FAM: ["schedule sleep study"], GV_RICK_SEP: ["sleep study"]},
    "h39": {"notes/family/tyler-car-claim.md": ["waiting on the $500 deductible refund"], L3: ["Still no deductible check"]},
    "h40": {HOUSE: ["lifetime warranty certificate never came"], L3: ["lifetime warranty certificate", "never came"]},
    "h41": {L2: ["only pie worth eating is sour cherry"]},
    "h42": {"chat/assistant/2025-09-16_mom-move-what-to-bring.json": ["can't stand loud TVs"]},
    "h43": {"chat/assistant/2025-07-14_oncall-email-draft.json": ["i need my Sunday mornings"]},
    "h44": {"chat/chatgpt/conversations.json": ["I'd much rather do a live webinar"], L2: ["want live ones, not the read-and-quiz kind"]},
    "h45": {GV_RICK_JAN: ["rip out my whole rose bed"], L2: ["heart attack if anybody dug up that bed"]},
    "h46": {"mail/2025/06/2025-06-28_re-moms-house.eml": ["we sell it AS IS"]},
    "h47": {"notes/mom/memory-care-tours.md": ["aviary"]},
    "h48": {"mail/2025/10/2025-10-03_ohio-nurses-network-bulletin.eml": ["back or shoulder injury"]},
    "h49": {"chat/chatgpt/conversations.json": ["hydrostatic pressure"]},
    "h50": {MBOX: ["KOLACZKI (about 5 dozen)", "Bake 375"]},
}

# facts that must exist ONLY inside encoded parts (base64 bodies / attachments)
HIDDEN = ["RN.318804", "KHH-884217-02", "LMC-2504-77316", "AQW-5Y-209184", "Room 114", "24 contact hours"]


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for hname in ("From", "To", "Cc", "Subject", "Date"):
        if msg[hname]:
            out.append(f"{hname}: {msg[hname]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        body = part.get_content()
        if isinstance(body, bytes):
            body = body.decode("utf-8", "replace")
        if ctype == "text/html":
            body = strip_html(body)
        out.append(body)
    return "\n".join(out)


def ics_text(cal):
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            try:
                dec = comp.decoded(name)
            except Exception:
                dec = val
            if isinstance(dec, bytes):
                dec = dec.decode("utf-8", "replace")
            if hasattr(dec, "isoformat") and not isinstance(dec, str):
                out.append(f"{name}: {dec}")
            else:
                out.append(f"{name}: {val}")
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)


errors = []


def decode(rel):
    p = os.path.join(VAULT, rel)
    raw = open(p, "rb").read()
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if msg["From"] is None or msg["Date"] is None:
            errors.append(f"eml missing headers: {rel}")
        return msg_text(msg)
    if ext == "mbox":
        mb = mailbox.mbox(p, create=False)
        texts = []
        n = 0
        for m in mb:
            n += 1
            em = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            if em["List-Id"] is None:
                errors.append(f"mbox message without List-Id in {rel}")
            texts.append(msg_text(em))
        if n < 8:
            errors.append(f"mbox has only {n} messages")
        return "\n".join(texts)
    if ext == "ics":
        cal = icalendar.Calendar.from_ical(raw)
        return ics_text(cal)
    if ext == "json":
        acc = []
        json_strings(json.loads(raw.decode("utf-8")), acc)
        return "\n".join(acc)
    if ext == "jsonl":
        acc = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), acc)
        return "\n".join(acc)
    if ext == "html":
        return strip_html(raw.decode("utf-8"))
    return raw.decode("utf-8")


def main():
    files = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT))
    files.sort()
    decoded, raws = {}, {}
    for rel in files:
        raws[rel] = open(os.path.join(VAULT, rel), "rb").read()
        try:
            decoded[rel] = norm(decode(rel))
        except Exception as e:  # parse failure
            errors.append(f"parse error {rel}: {e!r}")
            decoded[rel] = ""

    # format-level checks
    n_ev = n_todo = 0
    for rel in files:
        if rel.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(raws[rel])
            n_ev += len(cal.walk("VEVENT"))
            n_todo += len(cal.walk("VTODO"))
            if b"\r\n" not in raws[rel]:
                errors.append(f"ics without CRLF: {rel}")
    print(f"files: {len(files)}  (VEVENT {n_ev}, VTODO {n_todo})")

    queries = json.load(open(os.path.join(ROOT, "queries.json")))
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5]
        if q["kind"] != want:
            errors.append(f"{q['id']}: kind {q['kind']} != {want}")
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q:
                errors.append(f"{q.get('id')}: missing {fld}")
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append(f"{q['id']}: multi_source needs >=2 gold")
        keys = KEYS.get(q["id"])
        if keys is None:
            errors.append(f"{q['id']}: no keys")
            continue
        if sorted(keys) != sorted(q["gold"]):
            errors.append(f"{q['id']}: KEYS files {sorted(keys)} != gold {sorted(q['gold'])}")
        for g in q["gold"]:
            if g not in decoded:
                errors.append(f"{q['id']}: gold missing {g}")
                continue
            for k in keys.get(g, []):
                if norm(k) not in decoded[g]:
                    errors.append(f"{q['id']}: key {k!r} not in {g}")

    # hidden facts
    print("\nhidden facts (encoded-only):")
    for hf in HIDDEN:
        raw_hits = [r for r in files if hf.lower().encode() in raws[r].lower()]
        dec_hits = [r for r in files if norm(hf) in decoded[r]]
        print(f"  {hf!r}: decoded in {dec_hits}; raw hits {raw_hits}")
        if raw_hits:
            errors.append(f"hidden fact {hf!r} visible raw in {raw_hits}")
        if not dec_hits:
            errors.append(f"hidden fact {hf!r} not found decoded anywhere")

    # keys that are only visible after decoding (informational)
    print("\nanswer keys found only after decoding (not in raw bytes of their gold file):")
    for qid, per in KEYS.items():
        for g, ks in per.items():
            for k in ks:
                if g in raws and k.lower().encode() not in raws[g].lower():
                    print(f"  {qid}: {k!r} in {g}")

    # review list: non-gold files that contain a key
    print("\nnon-gold files containing an answer key (review by hand):")
    for q in queries:
        keys = KEYS.get(q["id"], {})
        allk = sorted({k for ks in keys.values() for k in ks})
        for rel in files:
            if rel in q["gold"]:
                continue
            hit = [k for k in allk if norm(k) in decoded[rel]]
            if hit:
                print(f"  {q['id']}: {rel} <- {hit}")

    print()
    if errors:
        print("FAIL")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print(f"OK: {len(queries)} queries, {len(files)} files, all gold keys found, "
          f"{len(HIDDEN)} hidden facts encoded-only")


if __name__ == "__main__":
    main()
