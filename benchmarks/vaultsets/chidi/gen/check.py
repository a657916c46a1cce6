"""Validator for the chidi held-out set.

    cd benchmarks/vaultsets/chidi && python gen/check.py

Checks: ids h01..h50 unique, kinds in the prescribed order (5 each), multi_source has 2-3
gold files; every gold path exists; every gold file contains its answer key(s) once decoded
(MIME parts decoded incl. base64/QP/HTML, .ics parsed with icalendar, JSON parsed);
every .ics / .eml / .mbox parses; encoded-only facts are absent from the raw bytes of every
file; build is reproducible is checked separately (sha256sum). Lists non-gold files that
contain an answer key, for manual review.
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
SET = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(SET, "vault")
M = "mail/"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# Facts that must exist only inside encoded parts (absent from every file's raw bytes).
ENCODED_ONLY = ["148-306-2291", "TFQ-88213", "DGX-LA-20417", "QK7PZM", "£650", "Coal City Gardens"]

# qid -> {gold path: [answer keys that must all occur in the decoded text]}
KEYS = {
 "h01": {M+"2024/10/fwd-ucas-application-sent.eml": ["148-306-2291"]},
 "h02": {M+"2024/10/toolflow-quotation.eml": ["TFQ-88213"]},
 "h03": {M+"2025/05/diagnix-agreement-documents.eml": ["DGX-LA-20417"]},
 "h04": {M+"2025/03/zikora-booking-confirmed.eml": ["QK7PZM"]},
 "h05": {M+"2024/11/rent-review-advice-pike.eml": ["fixed £650 plus VAT"]},
 "h06": {"slack/workshop/2024-09-03.json": ["Dele from AirServ"]},
 "h07": {M+"2024/11/rent-review-advice-pike.eml": ["Graham Pike"],
         M+"2024/09/re-rent-review-notice.eml": ["surveyor, Graham Pike"],
         "notes/garage/rent-review.md": ["Graham Pike"]},
 "h08": {"slack/general/2025-05-12.json": ["in charge of the garage while I'm away"],
         "notes/family/enugu-trip.md": ["Femi in charge"]},
 "h09": {M+"2024/09/ada-personal-statement-comments.eml": ["Harriet Kwarteng"],
         "notes/family/ada-personal-statement.md": ["Ms Kwarteng"]},
 "h10": {M+"2025/05/memorandum-of-rent-review.eml": ["Olivia Rowe"],
         "notes/garage/rent-review.md": ["Olivia Rowe"],
         M+"2025/02/re-rent-review-agreed.eml": ["Olivia Rowe"]},
 "h11": {M+"2025/02/papa-80th-and-roof.eml": ["Coal City Gardens"]},
 "h12": {M+"2024/06/nottingham-open-day-booking.eml": ["Trent Building"]},
 "h13": {"slack/general/2025-01-20.json": ["Southwark Skills Centre"],
         "notes/garage/ev-training-idea.md": ["Southwark Skills Centre"],
         "finance/garage-expenses-2024-25.csv": ["Southwark Skills Centre"]},
 "h14": {"house/house-sitter-sheet.txt": ["Mrs Patel"]},
 "h15": {"garage/opening-up-procedure.txt": ["key safe behind the parts"]},
 "h16": {M+"2025/04/summer-concert-new-date-venue.eml": ["14 June 2025"],
         "lists/emmanuel-choir.mbox": ["Saturday 14 June"]},
 "h17": {"calendars/family.ics": ["2024-09-14T10:00"],
         "notes/family/ada-uni.md": ["Sat 14 Sep 2024"],
         "notes/daily/2024-09-14.md": ["14 Sep 2024", "open day"]},
 "h18": {M+"2024/07/diagnix-lease-renewal.eml": ["31 May 2025"],
         "calendars/garage.ics": ["Diagnix agreement ends", "2025-05-31"],
         "notes/garage/diagnostic-lease-comparison.md": ["31 May 2025"],
         M+"2025/03/diagnix-final-offer.eml": ["ends on 31 May"],
         M+"2025/05/diagnix-agreement-documents.eml": ["31 May 2025"],
         "slack/parts/2025-05-06.json": ["ends on the 31st"],
         "notes/daily/2025-05-16.md": ["ends 31 May"],
         M+"2025/04/re-diagnix-final-offer-accept.eml": ["ends on 31 May"]},
 "h19": {M+"2025/03/zikora-booking-confirmed.eml": ["15 Aug 2025", "10:40"],
         "calendars/family.ics": ["2025-08-15T10:40"]},
 "h20": {"calendars/personal.ics": ["2025-06-03T09:10"],
         "notes/health/bp-log.md": ["3 June 2025, 9:10"]},
 "h21": {M+"2025/03/zikora-booking-confirmed.eml": ["QK7PZM"],
         "notes/family/enugu-trip.md": ["Ikenna"]},
 "h22": {"notes/daily/2025-05-16.md": ["Firm: **Nottingham**"],
         "notes/family/ada-uni.md": ["AAB incl. Chemistry and Biology"]},
 "h23": {"slack/workshop/2024-09-03.json": ["AirServ", "compressor"],
         "finance/garage-expenses-2024-25.csv": ["AirServ Ltd", "285.00"]},
 "h24": {M+"2025/04/summer-concert-new-date-venue.eml": ["St Saviour's Church, Denmark Hill"],
         "lists/emmanuel-choir.mbox": ["white long-sleeved"]},
 "h25": {M+"2025/03/re-papa-80th-emeka.eml": ["live band and the cake"],
         M+"2025/02/papa-80th-and-roof.eml": ["Coal City Gardens"]},
 "h26": {M+"2025/04/re-diagnix-final-offer-accept.eml": ["go ahead with the renewal"],
         M+"2025/04/re-toolflow-paperwork-decline.eml": ["decided to stay with Diagnix"],
         "slack/general/2025-04-14.json": ["STAYING with *Diagnix*"],
         M+"2025/05/diagnix-agreement-documents.eml": ["Thank you for renewing with Diagnix"]},
 "h27": {"notes/daily/2025-05-16.md": ["Firm: **Nottingham**", "Insurance: **Kent**"]},
 "h28": {M+"2025/01/re-flights-change-dates.eml": ["results", "fly on Friday 15 August"],
         "notes/family/enugu-trip.md": ["day after Ada's A-level results"],
         "notes/long/2025-03-23-ramble.md": ["15th of August now, after Ada's results"]},
 "h29": {"slack/general/2025-01-20.json": ["8:30 till 1pm, not 4"],
         "notes/daily/2025-04-28.md": ["1 o'clock close"]},
 "h30": {"notes/family/papa-80th-ideas.md": ["7.5kVA petrol generator"],
         "finance/enugu-trip-budget.csv": ["generator"],
         "calendars/family.ics": ["Papa's generator"]},
 "h31": {M+"2025/04/summer-concert-new-date-venue.eml": ["St Saviour's Church, Denmark Hill"]},
 "h32": {"slack/general/2025-01-20.json": ["covering Saturdays from 1 Feb"],
         "calendars/garage.ics": ["Saturday cover - Femi"],
         "notes/daily/2025-04-28.md": ["Femi has been doing the Saturdays"]},
 "h33": {M+"2025/03/diagnix-final-offer.eml": ["158.00 + VAT"],
         M+"2025/04/re-diagnix-final-offer-accept.eml": ["GBP 158 + VAT"],
         M+"2025/05/diagnix-agreement-documents.eml": ["£158.00 + VAT"],
         "slack/general/2025-04-14.json": ["£158 a month"]},
 "h34": {M+"2025/02/re-rent-review-agreed.eml": ["£20,250 per annum"],
         "notes/garage/rent-review.md": ["£20,250"],
         M+"2025/05/memorandum-of-rent-review.eml": ["£20,250"]},
 "h35": {"slack/workshop/2025-03-05.json": ["MOT price goes up to £50"],
         "calendars/garage.ics": ["MOT now £50"]},
 "h36": {M+"2025/05/memorandum-of-rent-review.eml": ["30 May 2025", "memorandum"],
         "notes/garage/rent-review.md": ["[ ] Sign the memorandum"],
         "calendars/garage.ics": ["Sign memorandum of rent review", "NEEDS-ACTION"]},
 "h37": {"notes/family/ada-uni.md": ["[ ] **Student finance**"],
         "calendars/family.ics": ["student finance application", "NEEDS-ACTION"],
         "notes/long/2025-03-23-ramble.md": ["student finance thing is still sitting there"]},
 "h38": {"slack/parts/2025-05-06.json": ["date from Diagnix engineering for the kit swap"],
         "notes/daily/2025-05-16.md": ["no date from Diagnix for the kit swap"],
         "calendars/garage.ics": ["Chase Diagnix for the kit swap date"]},
 "h39": {"notes/family/enugu-trip.md": ["[ ] Obi's yellow fever jab"],
         "finance/enugu-trip-budget.csv": ["To book"],
         "calendars/family.ics": ["yellow fever jab"]},
 "h40": {"lists/emmanuel-choir.mbox": ["Still outstanding", "Chidi O."],
         "calendars/choir.ics": ["Pay Auntie Grace £25"]},
 "h41": {M+"2024/12/re-zikora-flight-options.eml": ["I need an aisle seat"],
         M+"2025/01/re-flights-change-dates.eml": ["aisle seat note still stands"],
         M+"2025/03/zikora-booking-confirmed.eml": ["Aisle requested"]},
 "h42": {"slack/parts/2024-11-12.json": ["Kestrel OE-grade", "No more BudgetStop"]},
 "h43": {"notes/long/2024-08-04-sunday-thoughts.md": ["evaporated milk", "no sugar"]},
 "h44": {"notes/choir/choir-notes.md": ["I prefer the bottom line"],
         "chats/assistant/2025-03-30-bass-voice-tips.json": ["I prefer bass"],
         "notes/long/2024-08-04-sunday-thoughts.md": ["I will not be moved to baritone"]},
 "h45": {"notes/family/papa-80th-ideas.md": ["live highlife"]},
 "h46": {M+"2025/02/papa-80th-and-roof.eml": ["boys' quarters roof", "Mr Ugwu"],
         "notes/long/2025-03-23-ramble.md": ["about the roof at Papa's compound"]},
 "h47": {"slack/workshop/2025-03-05.json": ["ramp 2", "groaning"],
         "notes/long/2025-03-23-ramble.md": ["ramp on the left has been making a noise"]},
 "h48": {M+"2024/09/ada-personal-statement-comments.eml": ["Maya Angelou", "cheesy"],
         "notes/family/ada-personal-statement.md": ["Maya Angelou"],
         "notes/long/2024-12-29-year-end.md": ["cut the famous quote"]},
 "h49": {"chats/chatgpt/conversations.json": ["rent-free month"]},
 "h50": {"chats/quick-questions.jsonl": ["nna ochie"]},
}

# Extra distinctive strings per question, used ONLY to report non-gold files for review.
REVIEW = {
 "h06": ["AirServ"], "h07": ["Pike"], "h11": ["Independence Layout"], "h12": ["Trent"],
 "h14": ["spare key"], "h15": ["spare shutter"], "h16": ["14 June"], "h19": ["10:40"],
 "h20": ["3 June"], "h21": ["Ikenna"], "h31": ["St Saviour"],
 "h35": ["£50 "], "h42": ["Kestrel"], "h43": ["evaporated milk"], "h44": ["baritone"],
 "h45": ["highlife"], "h46": ["Ugwu"], "h48": ["Angelou"], "h49": ["rent-free"],
 "h50": ["ochie"], "h05": ["650"], "h23": ["285"],
}

_TAG = re.compile(r"<[^>]+>")


def html_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</(p|tr|h\d|li|div)>", "\n", s)
    return html.unescape(_TAG.sub(" ", s))


def msg_text(msg):
    out = []
    for k in ("From", "To", "Cc", "Subject", "Date"):
        if msg[k]:
            out.append("%s: %s" % (k, msg[k]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = html_text(body)
        out.append(body)
    return "\n".join(out)


def ics_text(cal):
    out = []
    for comp in cal.walk():
        out.append(comp.name)
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if hasattr(val, "dt"):
                d = val.dt
                out.append("%s %s" % (name, d.isoformat() if hasattr(d, "isoformat") else str(d)))
            elif hasattr(val, "dts"):
                out.append("%s %s" % (name, " ".join(d.dt.isoformat() for d in val.dts)))
            else:
                try:
                    v = val.to_ical()
                    v = v.decode("utf-8") if isinstance(v, bytes) else str(v)
                except Exception:
                    v = str(val)
                if isinstance(val, str):
                    v = str(val)
                out.append("%s %s" % (name, v))
    return "\n".join(out)


def flat(o, out):
    if isinstance(o, dict):
        for k, v in o.items():
            out.append(str(k))
            flat(v, out)
    elif isinstance(o, list):
        for v in o:
            flat(v, out)
    elif o is not None:
        out.append(str(o))
    return out


def decode(path, errors):
    rel = os.path.relpath(path, VAULT)
    raw = open(path, "rb").read()
    try:
        if path.endswith(".eml"):
            msg = email.message_from_bytes(raw, policy=policy.default)
            if not msg["From"] or not msg["Date"] or not msg["Message-ID"]:
                errors.append("eml missing headers: " + rel)
            for p in msg.walk():
                if p.get_content_maintype() == "multipart" and not p.get_boundary():
                    errors.append("multipart without boundary: " + rel)
            return msg_text(msg)
        if path.endswith(".mbox"):
            box = mailbox.mbox(path, create=False)
            parts = []
            n = 0
            for m in box:
                n += 1
                m2 = email.message_from_bytes(m.as_bytes(), policy=policy.default)
                if not m2["List-Id"]:
                    errors.append("mbox message without List-Id: " + rel)
                parts.append(msg_text(m2))
            box.close()
            if n < 6:
                errors.append("mbox has only %d messages: %s" % (n, rel))
            return "\n".join(parts)
        if path.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(raw)
            return ics_text(cal)
        if path.endswith(".jsonl"):
            out = []
            for ln in raw.decode("utf-8").splitlines():
                if ln.strip():
                    flat(json.loads(ln), out)
            return "\n".join(out)
        if path.endswith(".json"):
            return "\n".join(flat(json.loads(raw.decode("utf-8")), []))
        return raw.decode("utf-8")
    except Exception as e:  # noqa: BLE001
        errors.append("PARSE FAIL %s: %r" % (rel, e))
        return ""


def main():
    errors, notes = [], []
    files = {}
    raws = {}
    n_ev = n_todo = 0
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            files[rel] = decode(p, errors)
            raws[rel] = open(p, "rb").read().decode("utf-8", "replace")
            if fn.endswith(".ics"):
                cal = icalendar.Calendar.from_ical(open(p, "rb").read())
                n_ev += len(cal.walk("VEVENT"))
                n_todo += len(cal.walk("VTODO"))
                if b"\r\n" not in open(p, "rb").read():
                    errors.append("ics without CRLF: " + rel)
    low = {k: re.sub(r"\s+", " ", v).lower() for k, v in files.items()}

    qs = json.load(open(os.path.join(SET, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            errors.append("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                errors.append("%s missing field %s" % (q["id"], f))
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            errors.append("%s multi_source needs 2-3 gold files" % q["id"])
        keys = KEYS.get(q["id"])
        if keys is None:
            errors.append("%s has no answer keys" % q["id"])
            continue
        if sorted(keys) != sorted(q["gold"]):
            errors.append("%s gold and key table differ: %s vs %s" % (q["id"], sorted(q["gold"]), sorted(keys)))
        for g in q["gold"]:
            if g not in files:
                errors.append("%s gold file missing: %s" % (q["id"], g))
                continue
            for k in keys.get(g, []):
                if re.sub(r"\s+", " ", k).lower() not in low[g]:
                    errors.append("%s key %r not found in decoded %s" % (q["id"], k, g))
        # review list: non-gold files containing any answer key
        probe = set()
        for ks in keys.values():
            probe.update(ks)
        probe.update(REVIEW.get(q["id"], []))
        generic = {"results", "compressor", "memorandum", "needs-action", "open day", "generator", "to book"}
        for rel, txt in sorted(low.items()):
            if rel in q["gold"]:
                continue
            hits = [k for k in probe if k.lower() not in generic and k.lower() in txt]
            if hits:
                notes.append("%s non-gold %s contains %s" % (q["id"], rel, sorted(hits)))

    for fact in ENCODED_ONLY:
        for rel, raw in raws.items():
            if fact.lower() in raw.lower():
                errors.append("encoded-only fact %r visible in raw bytes of %s" % (fact, rel))
        if not any(fact.lower() in t for t in low.values()):
            errors.append("encoded-only fact %r not found decoded anywhere" % fact)

    kinds = {}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1]
        kinds[ext] = kinds.get(ext, 0) + 1
    print("files: %d  %s" % (len(files), dict(sorted(kinds.items()))))
    print("calendars: %d VEVENT, %d VTODO" % (n_ev, n_todo))
    print("queries: %d" % len(qs))
    print("\nnon-gold files containing an answer key (review by hand):")
    for n in notes:
        print("  " + n)
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
