#!/usr/bin/env python3
"""Validator for the weiling held-out set.

Checks: every gold path exists; every gold file contains its answer key(s)
once decoded (base64 / quoted-printable / HTML decoded, .ics parsed with
icalendar, JSON parsed); every .ics parses; every .eml/.mbox parses; ids
unique; kinds in the required order; encoded-only facts are absent from the
raw bytes of every file. Lists non-gold files that contain an answer key, for
review by hand.

Run: cd benchmarks/vaultsets/weiling && python gen/check.py
"""
import email
import html
import json
import mailbox
import os
import re
import sys
sys.dont_write_bytecode = True
from email import policy

import icalendar

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VAULT = os.path.join(ROOT, "vault")

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

HDB = "mail/2024/07/2024-07-02_hdb_key_collection.eml"
LUMEN = "mail/2025/01/2025-01-10_lumenlace_booking.eml"
QQ = "chats/quick_questions.jsonl"
CARE = "mail/2025/05/2025-05-16_carelink_offer.eml"
ACCESS = "notes/home/contractor_access.txt"
CGH = "mail/2024/08/2024-08-26_cgh_admission.eml"
KNEE = "notes/dad/knee_recovery.md"
HOME = "calendar/home_family.ics"
ROMEML = "mail/2025/04/2025-04-09_re_rom_date_change.eml"
WPLAN = "notes/wedding/wedding_plan.md"
ROMCL = "notes/wedding/rom_checklist.md"
AUR = "mail/2025/01/2025-01-15_aurelia_banquet_confirmation.eml"
TASTE = "mail/2025/03/2025-03-25_aurelia_tasting_followup.eml"
D0322 = "notes/daily/2025-03-22.md"
PANEL = "mail/2025/05/2025-05-02_paywise_panel_invite.eml"
WORK = "calendar/work.ics"
CONTACTS = "notes/contacts_reno.txt"
PAY = "finance/reno_payments.csv"
R01 = "notes/journal/2025-01-04_ramble.md"
POLY = "mail/2024/10/2024-10-01_polyclinic_physio_appt.eml"
REVC = "mail/2024/12/2024-12-16_hupseng_quotation_revC.eml"
MBOX = "mail/lists/mudrock-members.mbox"
POT = "calendar/pottery.ics"
MARCUS = "chats/marcus_chat.json"
SHOOT = "mail/2025/04/2025-04-22_lumenlace_prewedding_shoot.eml"
D0814 = "notes/daily/2024-08-14.md"
LINE = "chats/line/LINE_Tan_Family.txt"
WED = "calendar/wedding.ics"
JOB = "notes/work/job_search_2025.md"
AIR = "mail/2024/11/2024-11-05_arcticbreeze_aircon_quote.eml"
SHORT = "notes/wedding/photographer_shortlist.md"
D1209 = "notes/daily/2024-12-09.md"
R04 = "notes/journal/2025-04-14_ramble.md"
LAZ = "mail/2025/03/2025-03-14_re_lazuli_next_steps.eml"
D0521 = "notes/daily/2025-05-21.md"
POLY2 = "mail/2025/04/2025-04-01_polyclinic_therapist_change.eml"
PHYLOG = "notes/dad/physio_log.csv"
HAND = "mail/2025/03/2025-03-11_hupseng_handover_revised.eml"
PWTY = "mail/2025/05/2025-05-22_re_paywise_thank_you.eml"
GUEST = "notes/wedding/guest_list_notes.md"
MOVE = "notes/bto/move_in_checklist.md"
POTJ = "notes/pottery/pottery_journal.md"
MAKAN = "notes/makan_places.md"
R10 = "notes/journal/2024-10-12_ramble.md"
GPT = "chats/chatgpt/conversations.json"
RA = "chats/reno_assistant_chat.json"

# qid -> ({gold path: [keys that must ALL be present once decoded]}, [flag strings])
# flag strings: looked for in every NON-gold file (decoded) to review by hand.
KEYS = {
    "h01": ({HDB: ["KC24-0814-3391"]}, ["KC24-0814-3391", "0814-3391"]),
    "h02": ({LUMEN: ["LL-INV-0937"]}, ["LL-INV-0937", "INV-0937"]),
    "h03": ({QQ: ["1222"]}, ["1222", "cone 6"]),
    "h04": ({CARE: ["7,400"]}, ["7,400", "7400"]),
    "h05": ({ACCESS: ["4619"]}, ["4619", "lockbox"]),
    "h06": ({CGH: ["Rajesh Menon"], KNEE: ["Rajesh Menon"], HOME: ["Rajesh Menon"]}, ["Menon"]),
    "h07": ({ROMEML: ["Harold Tay"], WPLAN: ["Harold Tay"], ROMCL: ["Harold Tay"]}, ["Harold"]),
    "h08": ({AUR: ["Charmaine Yeo"], TASTE: ["Charmaine Yeo"], D0322: ["Charmaine"]}, ["Charmaine"]),
    "h09": ({PANEL: ["Grace Ong", "Arjun Pillai"], WORK: ["Grace Ong", "Arjun Pillai"]},
            ["Grace Ong", "Arjun"]),
    "h10": ({CONTACTS: ["Ravi"], PAY: ["Ravi"], R01: ["Ravi"]}, ["Ravi"]),
    "h11": ({POLY: ["Room 3-17"]}, ["3-17"]),
    "h12": ({ACCESS: ["#11-208"], HDB: ["#11-208"], REVC: ["#11-208"]}, ["11-208"]),
    "h13": ({MBOX: ["21 Jalan Besar"], POT: ["21 Jalan Besar"]}, ["Jalan Besar"]),
    "h14": ({MARCUS: ["Far East Plaza"]}, ["Far East Plaza", "Aurum"]),
    "h15": ({SHOOT: ["Coney Island"]}, ["Coney Island"]),
    "h16": ({HDB: ["14 Aug 2024"], D0814: ["2024-08-14", "Collected our keys"],
             HOME: ["2024-08-14", "Key collection"], LINE: ["2024/08/14", "GOT THE KEYS"]},
            ["14 Aug 2024", "2024-08-14", "2024/08/14"]),
    "h17": ({HOME: ["2025-06-12", "knee review"], LINE: ["12/6", "knee review"]},
            ["2025-06-12", "12/6", "12 Jun"]),
    "h18": ({PANEL: ["20 May 2025", "2:00 pm"], WORK: ["2025-05-20T14:00", "panel"]},
            ["20 May", "2025-05-20"]),
    "h19": ({MBOX: ["Saturday, 7 June"]}, ["7 June", "7 Jun", "2025-06-07"]),
    "h20": ({AUR: ["22 March 2025"], WED: ["2025-03-22", "tasting"], D0322: ["2025-03-22", "tasting"]},
            ["22 March", "22 Mar", "2025-03-22"]),
    "h21": ({CONTACTS: ["+65 8000 0417"], PAY: ["1850.00"]}, ["0417", "1850", "1,850"]),
    "h22": ({CARE: ["7,400"], JOB: ["6,200"]}, ["7,400", "6,200", "7400", "6200"]),
    "h23": ({AUR: ["1,588"], TASTE: ["Prosperity 8-course"], WPLAN: ["40 tables"]},
            ["1,588", "Prosperity", "40 tables"]),
    "h24": ({LINE: ["Confirm I'm your witness"], MARCUS: ["Darren", "witness"]},
            ["Darren", "witness"]),
    "h25": ({AIR: ["MXY-4H33VF"], HOME: ["2025-02-25", "Aircon install"]},
            ["MXY-4H33VF", "2025-02-25", "25 Feb"]),
    "h26": ({SHORT: ["Decision (8/12/24)", "candid"]}, ["Shutterbug", "candid"]),
    "h27": ({D1209: ["vinyl only for the bedrooms"], REVC: ["bedrooms only"],
             R04: ["bedrooms with the vinyl", "tiles were the right call"]},
            ["vinyl throughout", "bedrooms only", "only for the bedrooms", "right call"]),
    "h28": ({TASTE: ["Prosperity 8-course"]}, ["Prosperity"]),
    "h29": ({LAZ: ["withdraw my application"], JOB: ["withdrew"], R04: ["Lazuli - I pulled out"]},
            ["withdr", "pulled out", "Lazuli"]),
    "h30": ({D0521: ["DECIDED", "Hokkaido"]}, ["Hokkaido"]),
    "h31": ({POLY2: ["Farhan Ismail"], PHYLOG: ["Farhan Ismail"], LINE: ["Farhan"]}, ["Farhan"]),
    "h32": ({ROMEML: ["12 July 2025"], WPLAN: ["12 Jul 2025"], LINE: ["ROM shift to 12 July"]},
            ["12 Jul", "2025-07-12"]),
    "h33": ({MBOX: ["Sundays, 2:00pm"], POT: ["2025-03-02T14:00", "Sun, new slot"]},
            ["Sundays", "Sun, new slot", "2025-03-02"]),
    "h34": ({REVC: ["36,480"]}, ["36,480", "36480"]),
    "h35": ({HAND: ["4 April 2025"]}, ["4 April", "4 Apr", "2025-04-04"]),
    "h36": ({PWTY: ["revert with"], JOB: ["waiting for result"], D0521: ["waiting to hear back"]},
            ["revert", "waiting"]),
    "h37": ({SHOOT: ["shot list"], WED: ["shot list"]}, ["shot list", "family groupings"]),
    "h38": ({HOME: ["walking frame"], LINE: ["walking frame"], KNEE: ["walking frame"]},
            ["walking frame", "walker"]),
    "h39": ({MARCUS: ["guest list"], GUEST: ["pending"], WED: ["guest list"]}, ["guest list"]),
    "h40": ({MOVE: ["window latch", "STILL nothing"]}, ["window latch", "BSC"]),
    "h41": ({POTJ: ["celadon", "glossy white"]}, ["celadon", "glossy white", "oatmeal"]),
    "h42": ({D0322: ["coriander"], MAKAN: ["coriander"]}, ["coriander", "cilantro"]),
    "h43": ({KNEE: ["before 10am"], LINE: ["morning one better"]},
            ["morning slot", "morning one", "before 10am", "afternoon slot"]),
    "h44": ({R10: ["light oak"], RA: ["light oak"]}, ["light oak", "walnut", "oak"]),
    "h45": ({JOB: ["2 WFH days"], LAZ: ["hybrid arrangement"]}, ["WFH", "hybrid", "from home"]),
    "h46": ({LINE: ["window sealant"]}, ["sealant", "leak"]),
    "h47": ({TASTE: ["Crème Brûlée"]}, ["durian", "brûlée"]),
    "h48": ({R04: ["reading nook"]}, ["nook", "window seat"]),
    "h49": ({MBOX: ["two sections"]}, ["two sections", "two-section", "vase"]),
    "h50": ({GPT: ["Kopi Points"]}, ["Kopi Points", "game"]),
}

# facts that must exist ONLY inside encoded parts (absent from all raw bytes)
ENCODED_ONLY = [
    ("KC24-0814-3391", HDB),      # base64 HTML-only mail
    ("Room 3-17", POLY),          # base64 text/plain mail
    ("36,480", REVC),             # base64 attachment
    ("LL-INV-0937", LUMEN),       # base64 attachment
    ("7,400", CARE),              # base64 text/plain mail
    ("Crème Brûlée", TASTE),      # quoted-printable (non-ASCII)
]


# ----------------------------------------------------------------- decoding
def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = []
    for h in ("Subject", "From", "To", "Cc", "Date", "List-Id"):
        v = msg.get(h)
        if v:
            parts.append("%s: %s" % (h, v))
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if not ctype.startswith("text/"):
            continue
        body = part.get_content()
        if ctype == "text/html":
            body = html_to_text(body)
        parts.append(body)
    return "\n".join(parts)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            vals = val if isinstance(val, list) else [val]
            for v in vals:
                if hasattr(v, "dt"):
                    dt = v.dt
                    out.append("%s: %s" % (name, dt.isoformat() if hasattr(dt, "isoformat") else str(dt)))
                elif hasattr(v, "dts"):
                    out.append("%s: %s" % (name, " ".join(d.dt.isoformat() for d in v.dts)))
                elif isinstance(v, icalendar.prop.vRecur):
                    out.append("%s: %s" % (name, v.to_ical().decode()))
                else:
                    s = str(v)
                    cn = getattr(v, "params", {}).get("CN") if hasattr(v, "params") else None
                    if cn:
                        s = "%s (CN=%s)" % (s, cn)
                    out.append("%s: %s" % (name, s))
    return "\n".join(out), cal


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


def decode(path, errors):
    full = os.path.join(VAULT, path)
    data = open(full, "rb").read()
    try:
        if path.endswith(".eml"):
            msg = email.message_from_bytes(data, policy=policy.default)
            if msg.defects:
                errors.append("%s: email defects %r" % (path, msg.defects))
            if not msg.get("Message-ID") or not msg.get("Date"):
                errors.append("%s: missing Message-ID/Date" % path)
            return msg_text(msg)
        if path.endswith(".mbox"):
            box = mailbox.mbox(full, factory=None, create=False)
            texts = []
            n = 0
            for m in box:
                n += 1
                em = email.message_from_bytes(m.as_bytes(), policy=policy.default)
                if not em.get("List-Id"):
                    errors.append("%s: message %d has no List-Id" % (path, n))
                texts.append(msg_text(em))
            box.close()
            if n < 8:
                errors.append("%s: only %d messages" % (path, n))
            if b"\n>From " not in data:
                errors.append("%s: no >From escape" % path)
            return "\n".join(texts)
        if path.endswith(".ics"):
            text, _ = ics_text(data)
            return text
        if path.endswith(".jsonl"):
            out = []
            for ln in data.decode("utf-8").splitlines():
                if ln.strip():
                    json_strings(json.loads(ln), out)
            return "\n".join(out)
        if path.endswith(".json"):
            out = []
            json_strings(json.loads(data.decode("utf-8")), out)
            return "\n".join(out)
        return data.decode("utf-8")
    except Exception as e:  # noqa: BLE001
        errors.append("%s: failed to parse/decode: %r" % (path, e))
        return ""


def main():
    errors, notes = [], []
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT)
                   for d, _, fs in os.walk(VAULT) for f in fs)
    raw = {p: open(os.path.join(VAULT, p), "rb").read() for p in files}
    text = {p: decode(p, errors) for p in files}
    low = {p: t.lower() for p, t in text.items()}

    # structural checks on calendars
    n_ev = n_todo = 0
    for p in files:
        if p.endswith(".ics"):
            try:
                cal = icalendar.Calendar.from_ical(raw[p])
                n_ev += len([c for c in cal.walk("VEVENT")])
                n_todo += len([c for c in cal.walk("VTODO")])
                if b"\r\n" not in raw[p] or re.search(rb"(?<!\r)\n", raw[p]):
                    errors.append("%s: expected CRLF line ends only" % p)
                if b"\r\n " not in raw[p]:
                    errors.append("%s: expected folded long lines" % p)
                if not cal.walk("VTIMEZONE"):
                    errors.append("%s: no VTIMEZONE" % p)
            except Exception as e:  # noqa: BLE001
                errors.append("%s: ics parse error %r" % (p, e))

    # queries
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q.get("kind") != want:
            errors.append("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if not q.get(fld):
                errors.append("%s: missing %s" % (q.get("id"), fld))
        if len(set(q["gold"])) != len(q["gold"]):
            errors.append("%s: duplicate gold paths" % q["id"])
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append("%s: multi_source needs >= 2 gold files" % q["id"])
        spec = KEYS.get(q["id"])
        if not spec:
            errors.append("%s: no answer keys defined" % q["id"])
            continue
        gold_keys, flags = spec
        if sorted(gold_keys) != sorted(q["gold"]):
            errors.append("%s: gold in queries.json %r != key spec %r"
                          % (q["id"], q["gold"], sorted(gold_keys)))
        for g in q["gold"]:
            if g not in text:
                errors.append("%s: gold path missing: %s" % (q["id"], g))
                continue
            for k in gold_keys.get(g, []):
                if k.lower() not in low[g]:
                    errors.append("%s: key %r not found in decoded %s" % (q["id"], k, g))
        # non-gold files containing an answer key -> review list
        for p in files:
            if p in q["gold"]:
                continue
            hits = [f for f in flags if f.lower() in low[p]]
            if hits:
                notes.append("%s  non-gold %-58s contains %s" % (q["id"], p, hits))

    # encoded-only facts
    for key, path in ENCODED_ONLY:
        kb = key.lower().encode("utf-8")
        for p in files:
            if kb in raw[p].lower():
                errors.append("encoded-only %r appears raw in %s" % (key, p))
        if key.lower() not in low.get(path, ""):
            errors.append("encoded-only %r not found decoded in %s" % (key, path))

    # summary
    exts = {}
    for p in files:
        e = p.rsplit(".", 1)[-1]
        exts[e] = exts.get(e, 0) + 1
    print("files: %d  %s" % (len(files), dict(sorted(exts.items()))))
    print("calendars: %d VEVENT, %d VTODO" % (n_ev, n_todo))
    print("queries: %d  encoded-only facts: %d" % (len(qs), len(ENCODED_ONLY)))
    print("\n-- non-gold files containing an answer key (review by hand) --")
    for n in notes:
        print(n)
    print("\n-- errors --")
    for e in errors:
        print("ERROR", e)
    print("\nRESULT:", "OK" if not errors else "%d error(s)" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
