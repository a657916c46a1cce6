# -*- coding: utf-8 -*-
"""Validator for the `farid` held-out set.

    cd benchmarks/vaultsets/farid && python gen/check.py

Checks: ids unique and kinds as specified; every gold path exists; every gold file contains
its answer key once decoded (MIME parts decoded, HTML stripped, .ics parsed with icalendar,
JSON parsed, Messenger mojibake repaired); every .ics / .eml / .mbox parses; encoded-only facts
are absent from the raw bytes of every file. Lists non-gold files that contain an answer key
so they can be reviewed by hand (exit status is not affected by that list)."""
import email
import email.policy
import html
import json
import mailbox
import os
import re
import sys
from html.parser import HTMLParser

import icalendar

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VAULT = os.path.join(ROOT, "vault")
FB = "facebook/messages/inbox/babahq_6893217745/message_1.json"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# Answer keys. A list applies to every gold file (any one alternative must match);
# a dict gives per-file alternatives (multi-source and mixed-format golds).
KEYS = {
    "h01": ["203x133x30"],
    "h02": ["ABV-55120-KL"],
    "h03": ["ASC-2024-118823"],
    "h04": ["FP/25/00871"],
    "h05": ["MarigoldTea47"],
    "h06": ["Ruth Ellison"],
    "h07": ["Acting reception lead while Becky's off: Jodie Kershaw"],
    "h08": ["Craig Ibbotson"],
    "h09": ["Devinder Mistry"],
    "h10": ["Holroyd"],
    "h11": ["Block C"],
    "h12": ["behind the water butt"],
    "h13": {"notes/home/house-sitter.txt": ["Ian & Sue at number 27"],
            "notes/home/useful-contacts.md": ["have spare key"]},
    "h14": ["Hillcrest Community Centre"],
    "h15": ["skip will go on your drive"],
    "h16": ["Wednesday 4 June 2025 at 10:30"],
    "h17": {"calendars/work-klmp.ics": ["DTSTART:20250612T090000"]},
    "h18": {"mail/2025/05/2025-05-15-fwd-start-schedule.eml": ["Thursday 29 May: scaffolding"],
            "calendars/loft-project.ics": ["DTSTART:20250529"]},
    "h19": ["Monday 23 June to Wednesday 25 June"],
    "h20": {"calendars/work-klmp.ics": ["BYDAY=2TU"]},
    "h21": {"calendars/work-klmp.ics": ["DTSTART:20250319T083000"],
            "mail/2025/03/2025-03-12-re-cqc-inspection.eml": ["Fiona Blake"]},
    "h22": {"calendars/family.ics": ["DTSTART:20250610T142000"],
            FB: ["take Baba to his hearing aid appointment"]},
    "h23": {"mail/2025/04/2025-04-14-revised-quote-no-ensuite.eml": ["41,650"],
            "finance/loft-payments.csv": ["Deposit 10% on acceptance,4165.00"]},
    "h24": {FB: ["morning carer is Blessing"],
            "mail/2025/04/2025-04-02-new-visit-times-april.eml": ["08:45"]},
    "h25": {"notes/kids/school-stuff.md": ["Aire Valley Engineering"],
            "calendars/family.ics": ["DTSTART:20250707"]},
    "h26": {"mail/2025/02/2025-02-10-re-dads-care-decision.eml": ["Dad will stay at home"],
            FB: ["Baba stays at home"],
            "notes/long/2025-05-24-half-term-thoughts.md": ["decision in February was the right one"]},
    "h27": ["going with Pickering"],
    "h28": {"mail/2025/04/2025-04-14-revised-quote-no-ensuite.eml": ["without the en-suite"],
            "notes/daily/2025-04-10.md": ["Decided: no en-suite"],
            "notes/long/2025-05-24-half-term-thoughts.md": ["dropped the shower room"]},
    "h29": ["50% at 1pm"],
    "h30": {"notes/home/holiday-2025.md": ["Decision (end of April): Pembrokeshire"],
            "mail/2025/05/2025-05-02-cottage-booking-confirmation.eml": ["Newport, Pembrokeshire"]},
    "h31": ["08:45"],
    "h32": ["41,650"],
    "h33": ["Abbeydale Voice"],
    "h34": {"mail/lists/thursday-fives.mbox": ["kick off at 8pm"],
            "calendars/five-a-side.ics": ["DTSTART:20250116T200000"]},
    "h35": ["7316"],
    "h36": {"mail/2025/05/2025-05-19-re-party-wall.eml": ["Gledhill"],
            "notes/loft/loft-conversion-project.md": ["Gledhill"],
            "notes/long/2025-05-24-half-term-thoughts.md": ["still sitting on the party wall paperwork"]},
    "h37": ["Legionella risk assessment"],
    "h38": ["Blue Badge"],
    "h39": {"notes/daily/2025-05-20.md": ["212.40"],
            "notes/long/2025-05-24-half-term-thoughts.md": ["TeleMed still owe us"]},
    "h40": ["25% extra time"],
    "h41": ["going in goal"],
    "h42": ["black Americano"],
    "h43": ["WILL NOT eat sandwiches"],
    "h44": ["prefer e-mail", "prefer email"],
    "h45": ["sage green"],
    "h46": {"notes/dad/carer-visit-log.csv": ["NO-SHOW"],
            FB: ["Carer didn't turn up this morning. Boxing Day"]},
    "h47": ["The Quiet Ward"],
    "h48": ["PillPal"],
    "h49": ["Saffron Lane Kitchen"],
    "h50": ["FD20"],
}

# Facts that must be found ONLY inside encoded parts (absent from raw bytes of every file).
ENCODED_ONLY = {
    "203x133x30": "mail/2024/12/2024-12-03-structural-calcs.eml",
    "ABV-55120-KL": "mail/2025/01/2025-01-21-abbeydale-welcome.eml",
    "Ruth Ellison": "mail/2024/12/2024-12-19-planning-decision.eml",
    "FP/25/00871": "mail/2025/02/2025-02-03-building-control-approval.eml",
    "7316": "mail/2025/03/2025-03-03-key-safe-code.eml",
    "08:45": "mail/2025/04/2025-04-02-new-visit-times-april.eml",
    "Block C": "mail/2025/05/2025-05-06-year8-parents-evening.eml",
}


# ------------------------------------------------------------------ decoding
class _Strip(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []

    def handle_data(self, data):
        self.out.append(data)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "td", "th", "li", "h1", "h2", "div", "table"):
            self.out.append(" ")


def strip_html(s):
    p = _Strip()
    p.feed(s)
    p.close()
    return re.sub(r"[ \t]+", " ", "".join(p.out))


def message_text(msg, problems, label):
    parts = []
    for hdr in ("From", "To", "Cc", "Subject", "Date", "List-Id"):
        if msg[hdr]:
            parts.append("%s: %s" % (hdr, msg[hdr]))
    n_leaf = 0
    for part in msg.walk():
        if part.is_multipart():
            continue
        n_leaf += 1
        if part.get_content_maintype() != "text":
            continue
        try:
            content = part.get_content()
        except Exception as e:  # noqa: BLE001
            problems.append("%s: cannot decode part (%s)" % (label, e))
            continue
        if part.get_content_subtype() == "html":
            content = strip_html(content)
        parts.append(content)
    if n_leaf == 0:
        problems.append("%s: no body parts" % label)
    if msg.defects:
        problems.append("%s: defects %r" % (label, msg.defects))
    return "\n".join(parts)


def ics_text(raw, problems, label):
    try:
        cal = icalendar.Calendar.from_ical(raw)
    except Exception as e:  # noqa: BLE001
        problems.append("%s: icalendar parse error: %s" % (label, e))
        return ""
    out = []
    for comp in cal.walk():
        out.append("BEGIN:%s" % comp.name)
        for name, value in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if isinstance(value, str):
                val = str(value)
            else:
                try:
                    val = value.to_ical()
                    val = val.decode("utf-8") if isinstance(val, bytes) else str(val)
                except Exception:  # noqa: BLE001
                    val = str(value)
            params = getattr(value, "params", {}) or {}
            cn = params.get("CN")
            out.append("%s:%s%s" % (name, val, (" CN=%s" % cn) if cn else ""))
    return "\n".join(out)


def fix_fb(s):
    try:
        return s.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s


def json_strings(obj, fb=False):
    if isinstance(obj, str):
        yield fix_fb(obj) if fb else obj
    elif isinstance(obj, list):
        for x in obj:
            yield from json_strings(x, fb)
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from json_strings(v, fb)


def decoded_text(rel, raw, problems):
    ext = rel.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        msg = email.message_from_bytes(raw, policy=email.policy.default)
        return message_text(msg, problems, rel)
    if ext == "mbox":
        box = mailbox.mbox(os.path.join(VAULT, rel), create=False)
        texts = []
        for i, m in enumerate(box):
            em = email.message_from_bytes(m.as_bytes(), policy=email.policy.default)
            if not em["List-Id"]:
                problems.append("%s[%d]: no List-Id" % (rel, i))
            texts.append(message_text(em, problems, "%s[%d]" % (rel, i)))
        box.close()
        if len(texts) < 8:
            problems.append("%s: only %d messages" % (rel, len(texts)))
        return "\n".join(texts)
    if ext == "ics":
        return ics_text(raw, problems, rel)
    text = raw.decode("utf-8")
    if ext == "json":
        try:
            obj = json.loads(text)
        except ValueError as e:
            problems.append("%s: JSON error %s" % (rel, e))
            return text
        return "\n".join(json_strings(obj, fb=rel.startswith("facebook/")))
    if ext == "jsonl":
        out = []
        for n, line in enumerate(text.splitlines(), 1):
            if line.strip():
                try:
                    out.extend(json_strings(json.loads(line)))
                except ValueError as e:
                    problems.append("%s:%d: JSON error %s" % (rel, n, e))
        return "\n".join(out)
    return text


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    problems = []
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as fh:
        queries = json.load(fh)

    # ---- ids and kinds
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    expected_ids = ["h%02d" % i for i in range(1, 51)]
    if ids != expected_ids:
        problems.append("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5] if i < 50 else None
        if q.get("kind") != want:
            problems.append("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                problems.append("%s: missing field %s" % (q["id"], f))
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            problems.append("%s: multi_source needs 2-3 gold files" % q["id"])
        if q["id"] not in KEYS:
            problems.append("%s: no answer key" % q["id"])

    # ---- load and decode every file
    files = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            full = os.path.join(dp, fn)
            rel = os.path.relpath(full, VAULT).replace(os.sep, "/")
            with open(full, "rb") as fh:
                files[rel] = fh.read()
    decoded = {rel: decoded_text(rel, raw, problems) for rel, raw in sorted(files.items())}
    dnorm = {rel: norm(t) for rel, t in decoded.items()}
    rawl = {rel: raw.decode("utf-8", "replace").lower() for rel, raw in files.items()}

    # ---- gold paths and keys
    review = []
    for q in queries:
        keys = KEYS.get(q["id"], [])
        for g in q["gold"]:
            if g not in files:
                problems.append("%s: gold path missing: %s" % (q["id"], g))
                continue
            alts = keys.get(g) if isinstance(keys, dict) else keys
            if not alts:
                problems.append("%s: no key for gold file %s" % (q["id"], g))
                continue
            if not any(norm(a) in dnorm[g] for a in alts):
                problems.append("%s: key %r not found in gold %s" % (q["id"], alts, g))
        if isinstance(keys, dict):
            all_alts = sorted({a for v in keys.values() for a in v})
        else:
            all_alts = keys
        for rel in sorted(files):
            if rel in q["gold"]:
                continue
            hit = [a for a in all_alts if norm(a) in dnorm[rel]]
            if hit:
                review.append("%s: non-gold %s contains %r" % (q["id"], rel, hit))

    # ---- encoded-only facts
    for key, rel in ENCODED_ONLY.items():
        if norm(key) not in dnorm.get(rel, ""):
            problems.append("encoded-only fact %r not found decoded in %s" % (key, rel))
        for other, raw in rawl.items():
            if key.lower() in raw:
                problems.append("encoded-only fact %r present in raw bytes of %s" % (key, other))

    # ---- format stats
    counts = {}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1]
        counts[ext] = counts.get(ext, 0) + 1
    n_ev = n_todo = 0
    for rel, raw in files.items():
        if rel.endswith(".ics"):
            if b"\r\n" not in raw:
                problems.append("%s: not CRLF" % rel)
            try:
                cal = icalendar.Calendar.from_ical(raw)
                n_ev += len(cal.walk("VEVENT"))
                n_todo += len(cal.walk("VTODO"))
            except Exception:  # noqa: BLE001
                pass

    print("files: %d  %s" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(counts.items()))))
    print("calendar components: VEVENT=%d VTODO=%d" % (n_ev, n_todo))
    print("queries: %d (%s)" % (len(queries), ", ".join("%s=%d" % (k, sum(q['kind'] == k for q in queries)) for k in KINDS)))
    print("encoded-only facts: %d" % len(ENCODED_ONLY))
    print()
    print("NON-GOLD FILES CONTAINING AN ANSWER KEY (review by hand): %d" % len(review))
    for r in review:
        print("  " + r)
    print()
    if problems:
        print("PROBLEMS: %d" % len(problems))
        for p in problems:
            print("  " + p)
        return 1
    print("OK - all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
