#!/usr/bin/env python3
"""Validate the tobias held-out set.

Checks: ids h01-h50 unique, 10 kinds x 5 in order; every gold path exists; every gold file contains
its answer key(s) after decoding (QP/base64/HTML mail bodies, attachments, mbox, .ics via icalendar,
JSON/JSONL parsed); every .ics parses; every .eml/.mbox parses; hidden facts are absent from the raw
bytes of every file but present once decoded. Lists non-gold files that contain an answer key, for
manual review. Exit status 1 on any failure.

Run: cd benchmarks/vaultsets/tobias && python gen/check.py
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

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VAULT = os.path.join(ROOT, "vault")
E = "mail/2025/"
DISC = "chat/discord/Rust Belt Radio Restorers - Workbench - restoration-help [1098741180736921681].json"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

# answer keys per query, per gold file (all listed keys must occur in that file once decoded)
KEYS = {
    "h01": {E + "09/2025-09-16_re-signed-contract-dryline.eml": ["DL-4471"]},
    "h02": {E + "08/2025-08-25_ana-storage-inventory-and-split.eml": ["Unit 3127", "Ridge Road Self Storage"]},
    "h03": {E + "03/2025-03-12_petrakis-invoice-3391.eml": ["Zoeller M63"],
            "misc/sump-pump-backup-howto.txt": ["Zoeller M63"]},
    "h04": {E + "10/2025-10-14_facilities-no-heat-meeting-room.eml": ["FAC-118204"]},
    "h05": {"misc/house-sitter-sheet.txt": ["ShortwaveNights#44"]},
    "h06": {E + "03/2025-03-12_petrakis-invoice-3391.eml": ["Gus Petrakis"],
            "notes/daily/2025-03-11.md": ["Gus", "Petrakis"],
            "calendar/house-projects.ics": ["Petrakis Plumbing - sump pump swap"]},
    "h07": {E + "08/2025-08-01_pto-aug-14-18-coverage.eml": ["Keisha Bramwell will be acting branch manager"],
            "notes/mom/move-checklist.md": ["Keisha covering"]},
    "h08": {E + "10/2025-10-09_dryline-new-install-dates.eml": ["José Ibáñez"]},
    "h09": {E + "03/2025-03-28_maple-terrace-following-up.eml": ["Lorraine Dziedzic"],
            "notes/mom/assisted-living-search.md": ["Lorraine Dziedzic"]},
    "h10": {DISC: ["from Hank's", "S-38E"],
            "data/radio-parts-ledger.csv": ["Hank Dubrowski", "S-38E"]},
    "h11": {E + "07/2025-07-29_welcome-to-maple-terrace.eml": ["B-214"]},
    "h12": {"mail/lists/neoarc-members.mbox": ["Strongsville Rec Center, Hall B"]},
    "h13": {"misc/house-sitter-sheet.txt": ["under the stairs", "Main water shut-off"]},
    "h14": {DISC: ["1142 Foxglove Ln"]},
    "h15": {E + "10/2025-10-30_westlake-smiles-appointment-reminder.eml": ["24950 Center Ridge Rd"]},
    "h16": {E + "10/2025-10-09_dryline-new-install-dates.eml": ["Monday, Nov 17"],
            "notes/daily/2025-11-10.md": ["starts Mon the 17th"],
            "misc/house-sitter-sheet.txt": ["Nov 17-19"]},
    "h17": {"calendar/maya-school.ics": ["winter band concert", "2025-12-11T19:00"]},
    "h18": {"calendar/personal.ics": ["elder law consult", "2025-11-20T14:00"]},
    "h19": {"mail/lists/neoarc-members.mbox": ["holiday party is Saturday, Dec 6"]},
    "h20": {"calendar/library-work.ics": ["MOVED to Wed", "2025-11-26T10:00"]},
    "h21": {E + "03/2025-03-12_petrakis-invoice-3391.eml": ["$1,285.00"],
            E + "06/2025-06-24_lakeshore-hardware-receipt.eml": ["dehumidifier", "$249.99"]},
    "h22": {E + "09/2025-09-02_maple-terrace-rate-adjustment.eml": ["$5,120.00"],
            E + "08/2025-08-25_ana-storage-inventory-and-split.eml": ["you cover 60%"]},
    "h23": {DISC: ["tension spring is shot"],
            "data/radio-parts-ledger.csv": ["Vintage Tube Supply,braided dial cord"]},
    "h24": {E + "07/2025-07-21_careful-hands-move-confirmation.eml": ["crew arrives 8:00 AM"],
            E + "07/2025-07-29_welcome-to-maple-terrace.eml": ["10:30 AM", "1:30 PM"]},
    "h25": {"notes/library/summer-reading-2025.md": ["$1,200"],
            E + "08/2025-08-29_fwd-summer-reading-final-tally.eml": ["Kids registered: 412"]},
    "h26": {E + "07/2025-07-08_re-brookside-bad-news.eml": ["fell through", "$5,900", "switch to Maple Terrace"],
            "notes/mom/assisted-living-search.md": ["fell through", "$5,900", "switching to Maple Terrace"]},
    "h27": {"notes/house/basement-waterproofing.md": ["Going with DryLine", "lifetime", "driveway"],
            "notes/journal/2025-06-29-midyear-braindump.md": ["leaning interior", "driveway"]},
    "h28": {"notes/library/staff-mtg-notes-2025.md": ["DECIDED teen program: Maker Mondays"],
            "calendar/library-work.ics": ["Teen Maker Mondays"]},
    "h29": {E + "11/2025-11-03_re-phone-for-maya.eml": ["basic phone for Christmas"]},
    "h30": {"notes/journal/2025-10-26-fall-catchup.md": ["NOT selling Dad's Zenith"],
            "notes/radio/projects.md": ["KEEPING IT"]},
    "h31": {E + "09/2025-09-02_maple-terrace-rate-adjustment.eml": ["$5,120.00", "effective 10/01/2025"]},
    "h32": {E + "08/2025-08-11_re-switching-handoffs.eml": ["handoffs are Fridays, 3:10"],
            "calendar/personal.ics": ["Fri 3:10 pickup at school"]},
    "h33": {"mail/lists/neoarc-members.mbox": ["Brooklyn Senior Center, Community Room 3"]},
    "h34": {E + "09/2025-09-09_re-dryline-estimate-flexibility.eml": ["$7,950"],
            "notes/house/basement-waterproofing.md": ["$7,950"]},
    "h35": {E + "10/2025-10-07_saturday-hours-change-nov-1.eml": ["10am-4pm on Saturdays"],
            "notes/library/staff-mtg-notes-2025.md": ["Saturday hours now 10-4"]},
    "h36": {"notes/mom/move-checklist.md": ["[ ] estate sale company walkthrough", "[ ] cancel Mom's landline"]},
    "h37": {"notes/daily/2025-11-10.md": ["Still waiting on the permit #"],
            E + "10/2025-10-09_dryline-new-install-dates.eml": ["waiting on the city for your permit"],
            E + "09/2025-09-16_re-signed-contract-dryline.eml": ["send you the permit number"]},
    "h38": {"notes/radio/h500-recap-log.md": ["[ ] install the NOS 1L6"],
            "notes/journal/2025-10-26-fall-catchup.md": ["band 3 is still deaf"]},
    "h39": {"calendar/personal.ics": ["Medicaid look-back docs", "NEEDS-ACTION"],
            "notes/daily/2025-11-10.md": ["[ ] Hirsch docs"],
            "notes/journal/2025-10-26-fall-catchup.md": ["Hirsch paperwork"]},
    "h40": {"calendar/library-work.ics": ["LSTA grant final report", "NEEDS-ACTION"],
            "notes/daily/2025-09-18.md": ["[ ] grant report"]},
    "h41": {"notes/journal/2025-02-09-winter-ramble.md": ["I'm a Zenith guy"]},
    "h42": {"chat/chatgpt/conversations.json": ["can't stand cilantro", "no mushrooms"]},
    "h43": {DISC: ["Hakko FX-888D, no question"],
            "notes/radio/bench-setup.md": ["Hakko FX-888D — daily driver"]},
    "h44": {"chat/assistant/2025-06-08_birthday-plans.json": ["don't want a party", "quiet dinner"]},
    "h45": {"notes/journal/2025-02-09-winter-ramble.md": ["X Minus One"],
            "notes/radio/bench-setup.md": ["old-time radio shows"]},
    "h46": {E + "08/2025-08-25_ana-storage-inventory-and-split.eml": ["the piano", "go to Maya someday"]},
    "h47": {DISC: ["Kroil on the shaft", "hair dryer"]},
    "h48": {"chat/chatgpt/conversations.json": ["Radio Days", "QR codes"],
            "notes/journal/2025-10-26-fall-catchup.md": ["Radio Days", "QR codes"]},
    "h49": {"notes/daily/2025-03-11.md": ["Frank Marchetti", "shop vac"],
            "data/basement-leak-log.csv": ["Frank Marchetti", "shop vac"]},
    "h50": {"chat/assistant/2025-08-30_mom-new-place.json": ["bland"],
            "notes/daily/2025-11-10.md": ["tastes like the", "hospital"]},
}

# keys used only to flag non-gold files that mention the answer (broader than KEYS)
REVIEW = {
    "h01": ["DL-4471"], "h02": ["3127"], "h03": ["M63"], "h04": ["FAC-118204"], "h05": ["ShortwaveNights"],
    "h06": ["Petrakis"], "h07": ["Keisha"], "h08": ["Ibáñez", "José"], "h09": ["Dziedzic"],
    "h10": ["Hank"], "h11": ["B-214"], "h12": ["Strongsville"], "h13": ["shut-off", "shutoff"],
    "h14": ["Foxglove"], "h15": ["Center Ridge"], "h16": ["Nov 17", "17th", "November 17"],
    "h17": ["2025-12-11", "Dec 11"], "h18": ["2025-11-20", "Nov 20"], "h19": ["Dec 6"],
    "h20": ["2025-11-26T10"], "h21": ["1,285", "249.99"], "h22": ["5,120", "60%"],
    "h23": ["tension spring", "dial cord"], "h24": ["8:00 AM", "10:30"], "h25": ["1,200", "412"],
    "h26": ["fell through", "5,900"], "h27": ["leaning interior", "Going with DryLine"],
    "h28": ["Maker Mondays"], "h29": ["basic phone"], "h30": ["selling Dad", "KEEPING"],
    "h31": ["5,120"], "h32": ["3:10", "Friday handoff"], "h33": ["Brooklyn Senior Center", "senior center"],
    "h34": ["7,950"], "h35": ["10-4", "10am-4pm"], "h36": ["estate sale", "landline"],
    "h37": ["permit"], "h38": ["NOS 1L6"], "h39": ["Hirsch", "look-back"], "h40": ["LSTA", "grant report"],
    "h41": ["Zenith guy"], "h42": ["cilantro"], "h43": ["Hakko"], "h44": ["quiet dinner", "party"],
    "h45": ["X Minus One", "old-time radio"], "h46": ["piano"], "h47": ["Kroil", "hair dryer"],
    "h48": ["Radio Days", "QR code"], "h49": ["Frank"], "h50": ["bland", "hospital"],
}

# facts that must exist only inside encoded (base64 / quoted-printable) parts
HIDDEN = {
    "DL-4471": E + "09/2025-09-16_re-signed-contract-dryline.eml",
    "Unit 3127": E + "08/2025-08-25_ana-storage-inventory-and-split.eml",
    "B-214": E + "07/2025-07-29_welcome-to-maple-terrace.eml",
    "FAC-118204": E + "10/2025-10-14_facilities-no-heat-meeting-room.eml",
    "Ibáñez": E + "10/2025-10-09_dryline-new-install-dates.eml",
    "Center Ridge": E + "10/2025-10-30_westlake-smiles-appointment-reminder.eml",
}

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = []
    for h in ("Subject", "From", "To", "Cc", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        try:
            body = part.get_content()
        except Exception:  # compat32 messages from mailbox
            raw = part.get_payload(decode=True) or b""
            body = raw.decode(part.get_content_charset() or "utf-8", "replace")
        if part.get_content_subtype() == "html":
            body = strip_html(body)
        fn = part.get_filename()
        if fn:
            parts.append("[attachment %s]" % fn)
        parts.append(body)
    return "\n".join(parts)


def fmt(v):
    dt = getattr(v, "dt", v)
    if hasattr(dt, "isoformat"):
        return dt.isoformat()
    if hasattr(v, "to_ical"):
        b = v.to_ical()
        return b.decode("utf-8") if isinstance(b, bytes) else str(b)
    return str(v)


def ics_text(data, rel):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    n_ev = n_todo = 0
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO"):
            continue
        n_ev += comp.name == "VEVENT"
        n_todo += comp.name == "VTODO"
        line = [comp.name]
        for key in ("SUMMARY", "DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "RRULE", "LOCATION",
                    "DESCRIPTION", "STATUS", "CATEGORIES"):
            if key in comp:
                val = comp[key]
                line.append("%s=%s" % (key, fmt(val)))
        for key in ("ATTENDEE", "ORGANIZER"):
            vals = comp.get(key)
            if vals is None:
                continue
            if not isinstance(vals, list):
                vals = [vals]
            for v in vals:
                line.append("%s=%s <%s>" % (key, v.params.get("CN", ""), str(v)))
        if "EXDATE" in comp:
            ex = comp["EXDATE"]
            ex = ex if isinstance(ex, list) else [ex]
            for e in ex:
                line.append("EXDATE=" + ",".join(d.dt.isoformat() for d in e.dts))
        out.append(" | ".join(line))
    return "\n".join(out), n_ev, n_todo


def json_strings(obj, acc):
    if isinstance(obj, dict):
        for v in obj.values():
            json_strings(v, acc)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, acc)
    elif isinstance(obj, str):
        acc.append(obj)
    elif obj is not None:
        acc.append(str(obj))


def decoded(rel, data):
    ext = os.path.splitext(rel)[1].lower()
    if ext == ".eml":
        msg = email.message_from_bytes(data, policy=policy.default)
        if not msg["From"] or not msg["Date"]:
            err("%s: missing From/Date" % rel)
        if msg.defects:
            err("%s: parse defects %r" % (rel, msg.defects))
        return msg_text(msg)
    if ext == ".mbox":
        mb = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        texts = []
        n = 0
        for m in mb:
            n += 1
            if not m["List-Id"]:
                err("%s: message without List-Id" % rel)
            texts.append(msg_text(m))
        if n < 8:
            err("%s: only %d messages" % (rel, n))
        if b"\n>From " not in data:
            err("%s: no >From escape" % rel)
        STATS["mbox_msgs"] += n
        return "\n".join(texts)
    if ext == ".ics":
        txt, ne, nt = ics_text(data, rel)
        STATS["vevent"] += ne
        STATS["vtodo"] += nt
        return txt
    if ext == ".json":
        acc = []
        json_strings(json.loads(data.decode("utf-8")), acc)
        return "\n".join(acc)
    if ext == ".jsonl":
        acc = []
        for ln in data.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), acc)
        return "\n".join(acc)
    return data.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def has_word(key, txt):
    """word-boundary aware containment for the review list ('Hank' must not match 'thank')."""
    k = norm(key)
    pat = re.escape(k)
    if re.match(r"\w", k):
        pat = r"(?<!\w)" + pat
    if re.search(r"\w$", k):
        pat = pat + r"(?!\w)"
    return re.search(pat, txt) is not None


STATS = {"vevent": 0, "vtodo": 0, "mbox_msgs": 0}


def main():
    files = {}
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            full = os.path.join(d, f)
            files[os.path.relpath(full, VAULT)] = open(full, "rb").read()
    text = {}
    for rel in sorted(files):
        try:
            text[rel] = norm(decoded(rel, files[rel]))
        except Exception as e:  # noqa: BLE001
            err("%s: failed to parse/decode: %s" % (rel, e))
            text[rel] = ""
    raw_lower = {rel: data.lower() for rel, data in files.items()}

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5] if i < 50 else None
        if q.get("kind") != want:
            err("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q or not q[fld]:
                err("%s: missing field %s" % (q.get("id"), fld))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source with <2 gold" % q["id"])

    print("== gold files and answer keys")
    for q in queries:
        qid = q["id"]
        keys = KEYS.get(qid)
        if keys is None:
            err("%s: no KEYS entry" % qid)
            continue
        if set(keys) != set(q["gold"]):
            err("%s: KEYS paths %s != gold %s" % (qid, sorted(keys), sorted(q["gold"])))
        for g in q["gold"]:
            if g not in files:
                err("%s: gold path missing: %s" % (qid, g))
                continue
            for k in keys.get(g, []):
                if norm(k) not in text[g]:
                    err("%s: key %r not found in %s" % (qid, k, g))
    print("   checked %d queries" % len(queries))

    print("== hidden (encoded-only) facts")
    for key, path in HIDDEN.items():
        kb = key.lower().encode("utf-8")
        raw_hits = [rel for rel, data in raw_lower.items() if kb in data]
        if raw_hits:
            err("hidden key %r appears in raw bytes of %s" % (key, raw_hits))
        if norm(key) not in text.get(path, ""):
            err("hidden key %r not found decoded in %s" % (key, path))
        other = [rel for rel in text if rel != path and norm(key) in text[rel]]
        if other:
            err("hidden key %r also decoded in %s" % (key, other))
        print("   %-14s only encoded, in %s" % (key, path))

    print("== non-gold files containing an answer key (review by hand)")
    for q in queries:
        qid = q["id"]
        ks = set(k for v in KEYS.get(qid, {}).values() for k in v) | set(REVIEW.get(qid, []))
        hits = {}
        for rel in sorted(text):
            if rel in q["gold"]:
                continue
            found = [k for k in sorted(ks) if has_word(k, text[rel])]
            if found:
                hits[rel] = found
        if hits:
            print("   %s %s" % (qid, q["query"]))
            for rel, found in hits.items():
                print("        %-70s %s" % (rel, found))

    exts = {}
    for rel in files:
        exts[os.path.splitext(rel)[1]] = exts.get(os.path.splitext(rel)[1], 0) + 1
    print("== stats: %d files %s; VEVENT=%d VTODO=%d mbox msgs=%d" % (
        len(files), dict(sorted(exts.items())), STATS["vevent"], STATS["vtodo"], STATS["mbox_msgs"]))
    for rel, data in files.items():
        if rel.endswith(".ics") and b"\r\n" not in data:
            err("%s: not CRLF" % rel)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed (%d queries, %d files)" % (len(queries), len(files)))


if __name__ == "__main__":
    main()
