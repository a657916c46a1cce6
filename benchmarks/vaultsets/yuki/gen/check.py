"""Validator for the yuki held-out set. Run from anywhere:
    python gen/check.py
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
BASE = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(BASE, "vault")
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# answer keys: query id -> {gold path: [strings that must be in the decoded text]}
# a key of "*" applies to every gold file of the query.
L = "chats/line/[LINE] 田中家のトーク.txt"
KEYS = {
    "h01": {"*": ["6,480.00"]},
    "h02": {"*": ["KJ4T9W"]},
    "h03": {"*": ["RVT-CE-88213"]},
    "h04": {"*": ["FireSentry FS-220"]},
    "h05": {"*": ["$975"]},
    "h06": {"*": ["Jess"]},
    "h07": {"*": ["Raj Gill"]},
    "h08": {"*": ["Sofia"]},
    "h09": {"*": ["佐伯先生"]},
    "h10": {"*": ["Arjun"]},
    "h11": {"*": ["泉中央リハビリテーション病院"]},
    "h12": {"*": ["Larch Street Community Hall"]},
    "h13": {"*": ["behind the stacked", "red lever valve"]},
    "h14": {"*": ["lockbox in Carla's office"]},
    "h15": {"*": ["ホテル青葉イースト"]},
    "h16": {"*": ["June 26, 2025, 9:30"]},
    "h17": {"mail/2025/10/2025-10-14_ce-webinar-registration.eml": ["9:00 am - 12:00 pm"],
            "calendars/clinic.ics": ["2025-11-08 09:00"]},
    "h18": {"*": ["January 6, 2026 at 4:30"]},
    "h19": {"*": ["INTERVAL=2"]},
    "h20": {"*": ["UNTIL=20251213"]},
    "h21": {"mail/2025/02/2025-02-11_brightline-quote.eml": ["6,480.00"],
            "notes/suite/electrician-quotes.md": ["$7,900"]},
    "h22": {"mail/2025/04/2025-04-02_maple-pacific-booking.eml": ["MP 31"],
            L: ["丸の内北口"]},
    "h23": {"mail/2025/05/2025-05-20_mai-nyuuin.eml": ["512号室"],
            "notes/family/父の手術メモ.md": ["14:00〜19:00"]},
    "h24": {"mail/2025/05/2025-05-30_westside-hardware-receipt.eml": ["$62.99"],
            "notes/suite/fire-separation.md": ["suite bedroom, suite living room, upstairs hall"]},
    "h25": {"notes/money/2025-budget.md": ["$38,000"],
            "data/suite-reno-ledger.csv": ["39995.47"]},
    "h26": {"*": ["vinyl plank"]},
    "h27": {"*": ["Nadia"]},
    "h28": {"*": ["「おおきなかぶ」に決定"]},
    "h29": {"*": ["3月の春休み"]},
    "h30": {"*": ["two signatures"]},
    "h31": {"*": ["1,950"]},
    "h32": {"*": ["Room 108"]},
    "h33": {"mail/2025/09/2025-09-03_carla-new-surgery-days.eml": ["Monday and Wednesday"],
            "calendars/clinic.ics": ["BYDAY=MO,WE"],
            "notes/daily/2025-10-28.md": ["Mon/Wed surgery"]},
    "h34": {"*": ["once daily"]},
    "h35": {"*": ["週2回"]},
    "h36": {"*": ["need 6 more"]},
    "h37": {"*": ["business licence"]},
    "h38": {"*": ["Coastal Vet Supply", "Nov 21"]},
    "h39": {L: ["手すり"], "notes/daily/2025-11-18.md": ["grab bar info for Mai"]},
    "h40": {"*": ["未提出：ケンジ、ソラ"]},
    "h41": {"*": ["ALWAYS the aisle"]},
    "h42": {"*": ["ほうじ茶"]},
    "h43": {"*": ["no dogs"]},
    "h44": {"*": ["読み聞かせ"]},
    "h45": {"*": ["Sakura Mart"]},
    "h46": {"*": ["外でも杖を使わないで"]},
    "h47": {"*": ["resilient channel"]},
    "h48": {"*": ["projector"]},
    "h49": {"*": ["cooked rice"]},
    "h50": {"*": ["3:40 am"]},
}
# facts that must exist ONLY in encoded parts (absent from raw bytes of every file)
ENCODED_ONLY = {
    "6,480": "mail/2025/02/2025-02-11_brightline-quote.eml",
    "KJ4T9W": "mail/2025/04/2025-04-02_maple-pacific-booking.eml",
    "RVT-CE-88213": "mail/2025/10/2025-10-14_ce-webinar-registration.eml",
    "512号室": "mail/2025/05/2025-05-20_mai-nyuuin.eml",
    "$975": "mail/2025/09/2025-09-10_lease-summary-nadia.eml",
    "週2回": "mail/2025/10/2025-10-20_haha-oshougatsu.eml",
    "MP 31": "mail/2025/04/2025-04-02_maple-pacific-booking.eml",
}


def norm(s):
    """collapse whitespace so keys wrapped over two lines still match"""
    return re.sub(r"\s+", " ", s)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(m):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if m[h]:
            parts.append("%s: %s" % (h, m[h]))
    for part in m.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = body + "\n" + strip_html(body)
        parts.append(body)
    return "\n".join(parts)


def json_strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    return acc


def ics_text(raw):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    for comp in cal.walk():
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            if hasattr(v, "to_ical"):
                try:
                    val = v.to_ical()
                    val = val.decode() if isinstance(val, bytes) else str(val)
                except Exception:
                    val = str(v)
            else:
                val = str(v)
            out.append("%s:%s" % (k, val))
            dt = getattr(v, "dt", None)
            if hasattr(dt, "strftime"):
                out.append("%s-dt:%s" % (k, dt.strftime("%Y-%m-%d %H:%M") if hasattr(dt, "hour") else dt.isoformat()))
    return "\n".join(out), cal


def decoded(rel, errors):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    try:
        if rel.endswith(".eml"):
            m = email.message_from_bytes(raw, policy=policy.default)
            if not m["Message-ID"] or not m["Date"]:
                errors.append("eml missing headers: " + rel)
            return msg_text(m)
        if rel.endswith(".mbox"):
            box = mailbox.mbox(path, factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
            msgs = list(box)
            if len(msgs) < 8:
                errors.append("mbox has %d messages: %s" % (len(msgs), rel))
            return "\n\n".join(msg_text(m) for m in msgs)
        if rel.endswith(".ics"):
            txt, _ = ics_text(raw)
            return txt
        if rel.endswith(".json"):
            return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
        if rel.endswith(".jsonl"):
            acc = []
            for line in raw.decode("utf-8").splitlines():
                if line.strip():
                    json_strings(json.loads(line), acc)
            return "\n".join(acc)
        return raw.decode("utf-8")
    except Exception as e:  # noqa
        errors.append("cannot parse %s: %r" % (rel, e))
        return ""


def main():
    errors, notes = [], []
    files = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), VAULT))
    files.sort()
    text = {f: norm(decoded(f, errors)) for f in files}
    raw = {f: open(os.path.join(VAULT, f), "rb").read() for f in files}

    # calendar stats
    nev = ntodo = 0
    for f in files:
        if f.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(raw[f])
            nev += len([c for c in cal.walk("VEVENT")])
            ntodo += len([c for c in cal.walk("VTODO")])
            if b"\r\n" not in raw[f]:
                errors.append("ics without CRLF: " + f)

    qs = json.load(open(os.path.join(BASE, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            errors.append("%s kind %s, expected %s" % (q["id"], q["kind"], want))
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            errors.append("%s has fields %s" % (q["id"], sorted(q)))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append("%s multi_source with <2 gold" % q["id"])
        keys = KEYS.get(q["id"])
        if not keys:
            errors.append("no keys for " + q["id"])
            continue
        for g in q["gold"]:
            if g not in text:
                errors.append("%s gold missing: %s" % (q["id"], g))
                continue
            ks = keys.get(g, keys.get("*"))
            if ks is None:
                errors.append("%s: no key for gold %s" % (q["id"], g))
                continue
            for k in ks:
                if norm(k).lower() not in text[g].lower():
                    errors.append("%s: key %r not in %s" % (q["id"], k, g))
        for g in keys:
            if g != "*" and g not in q["gold"]:
                errors.append("%s: key file %s not in gold" % (q["id"], g))
        # non-gold files containing an answer key (for manual review)
        allkeys = sorted({k for ks in keys.values() for k in ks})
        for f in files:
            if f in q["gold"]:
                continue
            hit = [k for k in allkeys if k.lower() in text[f].lower()]
            if hit:
                notes.append("%s  non-gold %s contains %s" % (q["id"], f, hit))

    for k, f in ENCODED_ONLY.items():
        if k.lower() not in text[f].lower():
            errors.append("encoded fact %r not in decoded %s" % (k, f))
        for g in files:
            if k.encode("utf-8").lower() in raw[g].lower():
                errors.append("encoded fact %r visible in raw bytes of %s" % (k, g))

    kinds = {}
    for f in files:
        ext = f.rsplit(".", 1)[-1]
        kinds[ext] = kinds.get(ext, 0) + 1
    print("files: %d %s" % (len(files), kinds))
    print("calendar: %d VEVENT, %d VTODO" % (nev, ntodo))
    print("queries: %d" % len(qs))
    print("encoded-only facts: %d" % len(ENCODED_ONLY))
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
