"""Validate the tariq held-out set.

Run from the set folder:  /work/main/.venv/bin/python gen/check.py
Checks: ids/kinds, every gold path exists and contains its answer key(s) once decoded
(base64 / quoted-printable / HTML bodies decoded, .ics parsed with icalendar, JSON parsed),
encoded-only facts are absent from the raw bytes of every file, every .ics/.eml/.mbox parses,
format statistics; then lists NON-gold files that contain an answer key (for manual review).
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(ROOT, "vault")
M = "mail/"
CHAT = "Takeout/Google Chat/Groups/DM rHk3PAAAAAE/messages.json"
CONV = "chats/chatgpt/conversations.json"
J1 = "journal/2023-12-22 end of term brain dump.md"
J2 = "journal/2024-04-05 easter hols ramble.md"
J3 = "journal/2024-08-17 before the shaadi.md"
E = dict(
    quote=M + "2023/09/2023-09-12_eduvoyage-quote-cern.eml",
    adm=M + "2023/10/2023-10-03_moorside-admission-letter.eml",
    price=M + "2023/11/2023-11-02_eduvoyage-revised-price.eml",
    rehab=M + "2023/11/2023-11-08_cardiac-rehab-programme.eml",
    mock=M + "2023/11/2023-11-10_y11-mock-timetable-v3.eml",
    ofsted=M + "2024/01/2024-01-22_ofsted-call.eml",
    itin=M + "2024/02/2024-02-02_cern-final-itinerary.eml",
    refund=M + "2024/02/2024-02-20_re-kacper-deposit.eml",
    cardio=M + "2024/02/2024-02-21_cardiology-appointment-changed.eml",
    awsl=M + "2024/03/2024-03-04_awsl-registration-receipt.eml",
    pitch=M + "2024/03/2024-03-12_pitch-booking-confirmation.eml",
    fwd=M + "2024/03/2024-03-18_fwd-lahori-degh-quote.eml",
    gp=M + "2024/05/2024-05-14_gp-bisoprolol-change.eml",
    dj=M + "2024/05/2024-05-20_dj-kash-booking-confirmed.eml",
    fx=M + "2024/06/2024-06-03_re-start-times-july.eml",
    shal=M + "2024/06/2024-06-15_shalimar-booking-invoice.eml",
    owz=M + "2024/07/2024-07-08_owzat-order-receipt.eml",
    menu=M + "2024/08/2024-08-12_lahori-degh-final-menu.eml",
    results=M + "2024/08/2024-08-14_re-results-day.eml",
    mbox=M + "lists/falcons-sunday-xi.mbox",
)
SCH = "calendars/school-2023-24.ics"
FAM = "calendars/family.ics"
CRK = "calendars/cricket-2024.ics"
WED = "calendars/sana-wedding.ics"

# qid -> ({gold path: [keys that must be in it]}, [scan keys for the non-gold review])
KEYS = {
    "h01": ({E["price"]: ["EVG-44817-TP"]}, ["EVG-44817-TP"]),
    "h02": ({E["awsl"]: ["AWSL/24/117"]}, ["AWSL/24/117"]),
    "h03": ({E["itin"]: ["CERN-VS-2024-0583"]}, ["CERN-VS-2024-0583"]),
    "h04": ({E["dj"]: ["Deposit: £250"]}, ["£250"]),
    "h05": ({E["owz"]: ["£18.50", "Navy"]}, ["18.50"]),
    "h06": ({"notes/abbu/bypass surgery.md": ["Mr Anil Varma"], "daily/2023-10-10.md": ["Mr Varma"]}, ["Varma"]),
    "h07": ({"docs/house-sitter sheet.txt": ["Lee Brannigan", "Aire Heat"], J1: ["Lee from Aire Heat"]},
            ["Aire Heat", "Brannigan"]),
    "h08": ({"notes/cricket/season 2024 plan.md": ["Pat Hebden"], "docs/scoring app howto.txt": ["Pat Hebden"]},
            ["Hebden"]),
    "h09": ({E["rehab"]: ["Gemma Lister"], "notes/abbu/cardiac rehab.md": ["Gemma Lister"]}, ["Gemma"]),
    "h10": ({"notes/school/cern trip planning.md": ["Steve Rourke", "EVC"], SCH: ["Steve Rourke (EVC)"]},
            ["Rourke"]),
    "h11": ({E["mock"]: ["Room H12"]}, ["H12"]),
    "h12": ({E["itin"]: ["Rue de Berne 21"]}, ["Rue de Berne"]),
    "h13": ({WED: ["14 Thornhill Road"]}, ["Thornhill Road"]),
    "h14": ({"notes/abbu/bypass surgery.md": ["Ward 27"], E["adm"]: ["Ward 27"]}, ["Ward 27"]),
    "h15": ({"daily/2024-01-24.md": ["Lab S4"]}, ["Lab S4"]),
    "h16": ({E["cardio"]: ["Tuesday 26 March 2024 at 14:15"]}, ["26 March", "14:15"]),
    "h17": ({SCH: ["20240307T163000", "parents' evening (spring)"]}, ["20240307", "7 March", "7 Mar "]),
    "h18": ({E["results"]: ["8.00am in the Library"]}, ["8.00am", "8am"]),
    "h19": ({CRK: ["20240315T193000", "Falcons AGM"], E["mbox"]: ["Friday 15 March at 7.30pm"]},
            ["15 March", "20240315"]),
    "h20": ({WED: ["20240608T110000", "Meet DJ Kash"]}, ["20240608", "8 June", "8th June"]),
    "h21": ({"notes/abbu/meds list.md": ["Clopidogrel", "Atorvastatin", "Ramipril"], E["gp"]: ["3.75 mg"]},
            ["3.75 mg", "Clopidogrel"]),
    "h22": ({E["awsl"]: ["£85.00"], E["pitch"]: ["£640.00"]}, ["£85", "£640"]),
    "h23": ({E["fwd"]: ["£24 per head"], E["menu"]: ["380 guests"]}, ["£24 per head", "380 guests"]),
    "h24": ({E["ofsted"]: ["Graham Hollis", "lead inspector"], J2: ["personal development: Outstanding"]},
            ["Hollis", "Outstanding"]),
    "h25": ({E["shal"]: ["from 4:30pm"], E["dj"]: ["from 6.15pm"]}, ["4:30pm", "6.15pm"]),
    "h26": ({"notes/wedding/caterer tasting.md": ["switching to Lahori Degh"], E["menu"]: ["Lahori Degh"]},
            ["Lahori Degh"]),
    "h27": ({E["mbox"]: ["Heatonfield Juniors"]}, ["Juniors"]),
    "h28": ({CHAT: ["£3,800", "cold damp tent", "no marquee"]}, ["3,800", "3800"]),
    "h29": ({E["mbox"]: ["NAVY with a sky-blue trim"], E["owz"]: ["Navy with sky-blue trim"]}, ["navy"]),
    "h30": ({"notes/school/y11 prom.md": ["Decision: Marley Mill Suite"], SCH: ["Marley Mill Suite"]},
            ["Marley Mill"]),
    "h31": ({E["gp"]: ["REDUCE from 5 mg to 3.75 mg"]}, ["3.75 mg", "3.75mg"]),
    "h32": ({E["mbox"]: ["moving to THURSDAYS"], CRK: ["BYDAY=TH"]}, ["Thursdays"]),
    "h33": ({E["fx"]: ["start at 1.30pm"]}, ["1.30pm", "13:30", "1:30pm"]),
    "h34": ({E["menu"]: ["Final headcount: 380 guests"]}, ["380"]),
    "h35": ({"spreadsheets/falcons-kit-fund-2024.csv": ["212.40"]}, ["212.40"]),
    "h36": ({J3: ["Kacper Nowak's deposit refund"], E["refund"]: ["Kacper", "refund the\ndeposit"]},
            ["Kacper"]),
    "h37": ({FAM: ["kidney function", "NEEDS-ACTION"]}, ["kidney", "blood test"]),
    "h38": ({CRK: ["Haris Iqbal and Tom Brierley", "NEEDS-ACTION"]}, ["Brierley"]),
    "h39": ({CHAT: ["Dhol Dynasty", "Still no reply"], WED: ["Confirm dhol players – Dhol Dynasty Bradford"]},
            ["Dhol Dynasty"]),
    "h40": ({E["dj"]: ["Balance:      £550"], WED: ["balance £550"]}, ["550"]),
    "h41": ({CONV: ["roast-style wedding speeches", "under 3 minutes"],
             J3: ["Short, sincere, one sher"]}, ["roast", "sincere"]),
    "h42": ({"chats/assistant-cricket-2024.json": ["Readers Grade A", "go soft"]}, ["go soft", "Readers"]),
    "h43": ({"notes/wedding/dj and music.md": ["no remixes of Nusrat"]}, ["Nusrat"]),
    "h44": ({CONV: ["dice practical", "PhET"]}, ["dice"]),
    "h45": ({J2: ["afternoon flights"]}, ["afternoon flight"]),
    "h46": ({"daily/2024-01-24.md": ["fire alarm", "Burnt toast"]}, ["toast", "fire alarm"]),
    "h47": ({J2: ["Ellis Whitaker", "passport"]}, ["Ellis"]),
    "h48": ({CHAT: ["rangmahalprints.example"]}, ["rangmahalprints"]),
    "h49": ({"notes/abbu/abbu ke liye khana.md": ["Kam namak", "Ghee band"]}, ["namak"]),
    "h50": ({J1: ["nativity", "mock results meeting"]}, ["nativity"]),
}

# facts that must appear ONLY inside encoded (base64) parts: absent from every file's raw bytes
ENCODED_ONLY = {
    "EVG-44817-TP": E["price"],
    "AWSL/24/117": E["awsl"],
    "CERN-VS-2024-0583": E["itin"],
    "Rue de Berne 21": E["itin"],
    "Room H12": E["mock"],
    "18.50": E["owz"],
}

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for k in ("From", "To", "Cc", "Subject", "Date"):
        if msg[k]:
            out.append(f"{k}: {msg[k]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        out.append(body)
        if part.get_content_subtype() == "html":
            out.append(strip_html(body))
    return "\n".join(out)


def ics_text(raw):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        out.append("BEGIN:" + comp.name)
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            vals = v if isinstance(v, list) else [v]
            for x in vals:
                if isinstance(x, str):
                    s = str(x)
                elif hasattr(x, "to_ical"):
                    s = x.to_ical()
                    s = s.decode() if isinstance(s, bytes) else s
                else:
                    s = str(x)
                out.append(f"{k}:{s}")
    return "\n".join(out), cal


def json_strings(o, out):
    if isinstance(o, dict):
        for k, v in o.items():
            out.append(str(k))
            json_strings(v, out)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, out)
    elif o is not None:
        out.append(str(o))


stats = {"VEVENT": 0, "VTODO": 0, "eml": 0, "html_only": 0, "alternative": 0, "mixed": 0,
         "replies_quoted": 0, "forward": 0, "cte": {}}


def decode_file(rel, raw):
    ext = os.path.splitext(rel)[1].lower()
    if ext == ".eml":
        msg = email.message_from_bytes(raw, policy=policy.default)
        for part in msg.walk():
            if part.defects:
                err(f"{rel}: MIME defects {part.defects}")
        if not msg["Date"] or not msg["Message-ID"]:
            err(f"{rel}: missing Date/Message-ID")
        stats["eml"] += 1
        ct = msg.get_content_type()
        if ct == "text/html":
            stats["html_only"] += 1
        elif ct == "multipart/alternative":
            stats["alternative"] += 1
        elif ct == "multipart/mixed":
            stats["mixed"] += 1
        for part in msg.walk():
            if not part.is_multipart():
                c = str(part.get("Content-Transfer-Encoding", "7bit")).lower()
                stats["cte"][c] = stats["cte"].get(c, 0) + 1
        txt = msg_text(msg)
        if msg["In-Reply-To"] and re.search(r"(?m)^> ", txt):
            stats["replies_quoted"] += 1
        if "Forwarded message" in txt:
            stats["forward"] += 1
        return txt
    if ext == ".mbox":
        box = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        parts = []
        n = 0
        for m in box:
            n += 1
            em = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            if not em["List-Id"]:
                err(f"{rel}: message without List-Id")
            parts.append(msg_text(em))
        if n < 8:
            err(f"{rel}: only {n} messages")
        if b"\n>From " not in raw:
            err(f"{rel}: no >From escape")
        print(f"  mbox {rel}: {n} messages")
        return "\n".join(parts)
    if ext == ".ics":
        txt, cal = ics_text(raw)
        nev = len(cal.walk("VEVENT"))
        ntd = len(cal.walk("VTODO"))
        stats["VEVENT"] += nev
        stats["VTODO"] += ntd
        if b"\n" in raw.replace(b"\r\n", b""):
            err(f"{rel}: bare LF line ending")
        if b"\r\n " not in raw:
            err(f"{rel}: no folded lines")
        if not cal.walk("VTIMEZONE"):
            err(f"{rel}: no VTIMEZONE")
        print(f"  ics {rel}: {nev} VEVENT, {ntd} VTODO")
        return txt
    if ext == ".json":
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    if ext == ".jsonl":
        out = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), out)
        return "\n".join(out)
    return raw.decode("utf-8")


def main():
    files = {}
    raws = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            with open(p, "rb") as f:
                raws[rel] = f.read()
    print(f"vault: {len(raws)} files")
    for rel in sorted(raws):
        try:
            files[rel] = norm(decode_file(rel, raws[rel]))
        except Exception as e:  # noqa: BLE001
            err(f"{rel}: failed to parse/decode: {e!r}")
            files[rel] = ""
    raw_lower = {rel: norm(b.decode("utf-8", "replace")) for rel, b in raws.items()}

    # ics feature coverage
    allics = b"".join(b for r, b in raws.items() if r.endswith(".ics")).replace(b"\r\n ", b"")
    for feat in (b"INTERVAL=", b"BYDAY=", b"UNTIL=", b"EXDATE", b"RECURRENCE-ID", b"ATTENDEE;CN=",
                 b"BEGIN:VALARM", b"COUNT="):
        if feat not in allics:
            err(f"ics feature missing: {feat!r}")

    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        qs = json.load(f)
    ids = [q["id"] for q in qs]
    if len(qs) != 50 or len(set(ids)) != 50:
        err(f"expected 50 unique ids, got {len(qs)} / {len(set(ids))}")
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            err(f"{q['id']}: kind {q['kind']} != {want}")
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q:
                err(f"{q['id']}: missing {fld}")
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err(f"{q['id']}: multi_source needs >= 2 gold files")
        keys, _ = KEYS[q["id"]]
        if sorted(keys) != sorted(q["gold"]):
            err(f"{q['id']}: KEYS gold {sorted(keys)} != queries.json gold {sorted(q['gold'])}")
        for g in q["gold"]:
            if g not in files:
                err(f"{q['id']}: gold path missing: {g}")
                continue
            for k in keys.get(g, []):
                if norm(k) not in files[g]:
                    err(f"{q['id']}: key {k!r} not found in {g}")

    # multi_source: each gold file must hold a key the other gold files lack
    for q in qs:
        if q["kind"] != "multi_source":
            continue
        keys, _ = KEYS[q["id"]]
        for g, ks in keys.items():
            for other in keys:
                if other != g and any(norm(k) in files.get(other, "") for k in ks):
                    err(f"{q['id']}: part from {g} also present in {other}")

    # encoded-only facts
    for k, where in ENCODED_ONLY.items():
        hits = [r for r, t in raw_lower.items() if norm(k) in t]
        if hits:
            err(f"encoded-only key {k!r} present raw in {hits}")
        if norm(k) not in files.get(where, ""):
            err(f"encoded-only key {k!r} not found decoded in {where}")
    print(f"encoded-only facts checked: {len(ENCODED_ONLY)}")

    print("stats:", json.dumps(stats, sort_keys=True))

    # review list
    print("\nNon-gold files containing a scan key (review by hand):")
    for q in qs:
        _, scan = KEYS[q["id"]]
        hits = []
        for rel, t in sorted(files.items()):
            if rel in q["gold"]:
                continue
            found = [k for k in scan if norm(k) in t]
            if found:
                hits.append(f"{rel} {found}")
        if hits:
            print(f"  {q['id']} ({q['kind']}) {q['query']!r}")
            for x in hits:
                print("      -", x)

    print()
    if errors:
        print(f"FAILED: {len(errors)} error(s)")
        sys.exit(1)
    print(f"OK: {len(qs)} queries, {len(raws)} files, all gold keys found, all files parse")


if __name__ == "__main__":
    main()
