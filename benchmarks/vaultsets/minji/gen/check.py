#!/usr/bin/env python3
"""Validate the minji held-out set.

Run:  cd /work/heldout24/minji && /work/main/.venv/bin/python gen/check.py
Checks: gold paths exist; each gold file contains its answer key(s) after decoding
(MIME parts decoded incl. base64/QP, HTML stripped, .ics parsed with icalendar, JSON parsed);
every .ics / .eml / .mbox parses; ids unique and ordered; kinds as specified; encoded-only
facts are absent from the raw bytes of every file. Lists non-gold files containing a key
(for manual review). Exit code 1 on any failure.
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

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

M = "mail/2025/"
KAKAO = "chat/KakaoTalk_20251123_2147_05_318_우리 가족.txt"
NOV = "notes/journal/2025-11-16 sunday brain dump.md"

# answer keys: id -> {gold path: [strings that must appear in the decoded file]}
KEYS = {
    "h01": {M + "05/2025-05-14_new-box-furnace-install.eml": ["KF-1200/18"]},
    "h02": {M + "11/2025-11-06_uk-eta-granted.eml": ["4418 2093 7751"]},
    "h03": {M + "09/2025-09-02_hanbit-eticket.eml": ["K7QWZD"], M + "11/2025-11-10_aurora-schedule-change.eml": ["K7QWZD"]},
    "h04": {M + "10/2025-10-21_dryline-survey-report.eml": ["28% WME"]},
    "h05": {M + "03/2025-03-05_hr-employment-letter.eml": ["2 October 2017"]},
    "h06": {"notes/lab/handover-december.md": ["SEM: bookings, new-user sign-offs, problems | Ewa Nowak"]},
    "h07": {M + "10/2025-10-24_redbrick-remedial-works.eml": ["Darren Quayle"], NOV: ["Darren, the roofer"]},
    "h08": {M + "11/2025-11-04_safety-audit-new-date.eml": ["Fiona Lacey"], "notes/lab/safety-audit-2025.md": ["Fiona Lacey"],
            "calendar/lab.ics": ["Fiona Lacey"]},
    "h09": {M + "10/2025-10-06_gp-re-visiting-parent.eml": ["Lorraine Abbott"],
            M + "10/2025-10-06_fwd-gp-reply-to-unni.eml": ["Lorraine Abbott"]},
    "h10": {"calendar/lab.ics": ["Tomasz Wiśniewski"]},
    "h11": {"data/chemical-inventory.csv": ["FC3 under-cupboard acid cabinet (HF tray"]},
    "h12": {"notes/flat/heating-and-boiler-howto.txt": ["under the kitchen sink"], "notes/mum-visit/엄마용 안내문.txt": ["부엌 싱크대 아래"]},
    "h13": {M + "09/2025-09-02_hanbit-eticket.eml": ["제2터미널"]},
    "h14": {"notes/mum-visit/엄마용 안내문.txt": ["회색 키박스"]},
    "h15": {"calendar/orchestra.ics": ["14 Brookleigh Road"]},
    "h16": {M + "09/2025-09-23_dryline-survey-appointment.eml": ["09:30"], "calendar/home.ics": ["2025-10-14 09:30"]},
    "h17": {M + "03/2025-03-19_mum-re-eye-check.eml": ["4월 22일"]},
    "h18": {"calendar/orchestra.ics": ["2025-11-29 14:00"], "lists/smco-players.mbox": ["Dress rehearsal at the church, 2pm"]},
    "h19": {M + "11/2025-11-18_traingo-york-tickets.eml": ["Manchester Piccadilly 09:17"]},
    "h20": {"calendar/home.ics": ["Boiler service", "2025-12-03 08:00"]},
    "h21": {M + "09/2025-09-02_hanbit-eticket.eml": ["제2터미널"], M + "11/2025-11-10_aurora-schedule-change.eml": ["dep 17:10"]},
    "h22": {M + "10/2025-10-21_dryline-survey-report.eml": ["penetrating damp", "positive input ventilation (PIV)"],
            M + "10/2025-10-24_redbrick-remedial-works.eml": ["Not approved at this stage"]},
    "h23": {M + "11/2025-11-18_traingo-york-tickets.eml": ["09:17", "17:32"], KAKAO: ["요크 민스터"]},
    "h24": {"data/chemical-inventory.csv": ["FC3 under-cupboard acid cabinet"], "notes/lab/safety-audit-2025.md": ["calcium gluconate gel"]},
    "h25": {M + "11/2025-11-06_uk-eta-granted.eml": ["4418 2093 7751"], "notes/mum-visit/visit-checklist.md": ["2029-03-14"]},
    "h26": {M + "10/2025-10-25_re-remedial-works.eml": ["happy to stay on"], NOV: ["I'm staying"],
            "notes/flat/damp-timeline.md": ["I confirm I'm staying"]},
    "h27": {KAKAO: ["멀미", "레이크 디스트릭트 말고 요크"]},
    "h28": {"notes/lab/furnace-notes.md": ["TF-1 will be decommissioned"], "calendar/lab.ics": ["TF-1 WEEE collection"],
            "notes/lab/handover-december.md": ["TF-1 WEEE collection"]},
    "h29": {"lists/smco-players.mbox": ["sit out the carol singalong"], NOV: ["not doing the carol thing"]},
    "h30": {"notes/mum-visit/gp-questions.md": ["여행자보험은 언니가 한국에서 가입"],
            "notes/mum-visit/visit-checklist.md": ["travel insurance — 언니 sorted"], KAKAO: ["엄마 여행자보험 가입했어"]},
    "h31": {M + "02/2025-02-10_re-re-tenancy-renewal.eml": ["£925"]},
    "h32": {"lists/smco-players.mbox": ["St Cuthbert's Parish Rooms"]},
    "h33": {M + "11/2025-11-10_aurora-schedule-change.eml": ["18:50"], KAKAO: ["저녁 6시 50분"]},
    "h34": {M + "11/2025-11-04_safety-audit-new-date.eml": ["Tuesday 2 December 2025"], "notes/lab/handover-december.md": ["now Tuesday 2 Dec, 10:00"]},
    "h35": {"notes/daily/2025-10-15.md": ["yuja-Tea-4482"], "notes/mum-visit/엄마용 안내문.txt": ["yuja-Tea-4482"]},
    "h36": {"notes/daily/2025-11-20.md": ["electrician for the bathroom extractor fan"],
            "calendar/home.ics": ["electrician for the bathroom extractor fan"],
            NOV: ["Bathroom extractor fan: STILL NOT DONE"],
            "notes/mum-visit/visit-checklist.md": ["bathroom fan — still waiting on Redbrick's electrician"]},
    "h37": {"notes/mum-visit/visit-checklist.md": ["- [ ] spare key cut", "- [ ] Christmas lunch on the 25th"]},
    "h38": {"calendar/lab.ics": ["Rewrite HF COSHH assessment"], "notes/lab/safety-audit-2025.md": ["HF COSHH assessment is from 2021"],
            "notes/lab/handover-december.md": ["[ ] HF COSHH rewrite"], NOV: ["HF COSHH assessment still needs rewriting"]},
    "h39": {"calendar/orchestra.ics": ["Pay SMCO autumn subs"], "lists/smco-players.mbox": ["M. Kim (vla)"]},
    "h40": {KAKAO: ["고춧가루랑 멸치"], NOV: ["bringing food into the UK"], "notes/mum-visit/visit-checklist.md": ["what food she can bring"]},
    "h41": {"notes/orchestra/viola-notes.md": ["Larsen A, medium"]},
    "h42": {"notes/journal/2025-07-20 long ramble.md": ["I cannot stand coriander"]},
    "h43": {"notes/lab/sem-booking.md": ["I much prefer the morning slots"]},
    "h44": {"notes/recipes/김치찌개.md": ["참치** 넣은 게 훨씬 좋음"]},
    "h45": {"notes/journal/2025-01-02 new year brain dump.md": ["nothing with Redbrick gets agreed on the phone", "paper trail"]},
    "h46": {KAKAO: ["엄마 요즘 무릎이 안 좋아"]},
    "h47": {M + "10/2025-10-21_dryline-survey-report.eml": ["NOT consistent with rising damp"]},
    "h48": {"notes/daily/2025-06-04.md": ["tripped the RCD"]},
    "h49": {"chat/quick-questions.jsonl": ["초청장"]},
    "h50": {"chat/assistant/2025-10-27_alumina-pellets-furnace.json": ["Binder burnout"]},
}

# facts that must only be findable after decoding (absent from the raw bytes of every file)
ENCODED_ONLY = {
    "K7QWZD": [M + "09/2025-09-02_hanbit-eticket.eml", M + "11/2025-11-10_aurora-schedule-change.eml"],
    "4418 2093 7751": [M + "11/2025-11-06_uk-eta-granted.eml"],
    "28% WME": [M + "10/2025-10-21_dryline-survey-report.eml"],
    "2 October 2017": [M + "03/2025-03-05_hr-employment-letter.eml"],
    "4월 22일": [M + "03/2025-03-19_mum-re-eye-check.eml"],
    "18:50": [M + "11/2025-11-10_aurora-schedule-change.eml"],
    "제2터미널": [M + "09/2025-09-02_hanbit-eticket.eml"],
}

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</(p|tr|h\d|li|table)>", "\n", s)
    s = re.sub(r"(?i)</t[dh]>", " ", s)
    s = re.sub(r"<[^>]+>", "", s)
    return html.unescape(s)


def message_text(msg, rel):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg.get(h):
            parts.append("%s: %s" % (h, msg.get(h)))
    for part in msg.walk():
        if part.is_multipart():
            continue
        for d in part.defects:
            err("%s: MIME defect %r" % (rel, d))
        if part.get_content_maintype() != "text":
            continue
        content = part.get_content()
        if part.get_content_subtype() == "html":
            content = strip_html(content)
        parts.append(content)
    return "\n".join(parts)


def fmt_dt(v):
    if hasattr(v, "dt"):
        v = v.dt
    if hasattr(v, "hour"):
        return v.strftime("%Y-%m-%d %H:%M")
    return v.strftime("%Y-%m-%d")


STATS = {"VEVENT": 0, "VTODO": 0, "RRULE": 0, "EXDATE": 0, "RECURRENCE-ID": 0, "VALARM": 0, "ATTENDEE": 0}


def ics_text(raw, rel):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    has_tz = False
    for comp in cal.walk():
        if comp.name == "VTIMEZONE":
            has_tz = True
        if comp.name in ("VEVENT", "VTODO"):
            STATS[comp.name] += 1
            for key in ("RRULE", "EXDATE", "RECURRENCE-ID"):
                if key in comp:
                    STATS[key] += 1
            for sub in comp.subcomponents:
                if sub.name == "VALARM":
                    STATS["VALARM"] += 1
            for key in ("SUMMARY", "DESCRIPTION", "LOCATION", "STATUS", "CATEGORIES"):
                if key in comp:
                    out.append("%s: %s" % (key, comp.get(key)))
            for key in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "COMPLETED"):
                if key in comp:
                    out.append("%s: %s" % (key, fmt_dt(comp.get(key))))
            if "RRULE" in comp:
                out.append("RRULE: " + comp.get("RRULE").to_ical().decode())
            for key in ("ATTENDEE", "ORGANIZER"):
                vals = comp.get(key)
                if vals is None:
                    continue
                if not isinstance(vals, list):
                    vals = [vals]
                for v in vals:
                    if key == "ATTENDEE":
                        STATS["ATTENDEE"] += 1
                    out.append("%s: %s %s" % (key, v.params.get("CN", ""), str(v)))
    if not has_tz:
        err("%s: no VTIMEZONE" % rel)
    if b"\r\n" not in raw or re.search(rb"[^\r]\n", raw):
        err("%s: not CRLF line endings" % rel)
    for line in raw.split(b"\r\n"):
        if len(line) > 75:
            err("%s: unfolded line > 75 octets" % rel)
            break
    return "\n".join(out)


def json_strings(obj, out):
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)


def decode(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    if rel.endswith(".eml"):
        msg = email.message_from_bytes(raw, policy=policy.default)
        for h in ("From", "Date", "Subject", "Message-ID"):
            if not msg.get(h):
                err("%s: missing %s header" % (rel, h))
        return message_text(msg, rel)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: email.message_from_binary_file(f, policy=policy.default), create=False)
        texts = []
        n = 0
        for msg in box:
            n += 1
            if not msg.get("List-Id"):
                err("%s: message without List-Id" % rel)
            texts.append(message_text(msg, rel))
        box.close()
        if n < 8:
            err("%s: only %d messages" % (rel, n))
        if b"\n>From " not in raw:
            err("%s: no >From escape" % rel)
        return "\n".join(texts)
    if rel.endswith(".ics"):
        return ics_text(raw, rel)
    if rel.endswith(".jsonl"):
        out = []
        for ln in raw.decode("utf-8").splitlines():
            if ln.strip():
                json_strings(json.loads(ln), out)
        return "\n".join(out)
    if rel.endswith(".json"):
        out = []
        json_strings(json.loads(raw.decode("utf-8")), out)
        return "\n".join(out)
    return raw.decode("utf-8-sig")


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def main():
    files = []
    for root, _, names in os.walk(VAULT):
        for n in names:
            files.append(os.path.relpath(os.path.join(root, n), VAULT).replace(os.sep, "/"))
    files.sort()
    decoded = {}
    raw = {}
    for rel in files:
        raw[rel] = open(os.path.join(VAULT, rel), "rb").read()
        try:
            decoded[rel] = decode(rel)
        except Exception as e:  # noqa: BLE001
            err("%s: failed to parse: %r" % (rel, e))
            decoded[rel] = ""
    ndec = {k: norm(v) for k, v in decoded.items()}

    queries = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in queries]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5]
        if q.get("kind") != want:
            err("%s: kind %r, expected %r" % (q["id"], q.get("kind"), want))
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q:
                err("%s: missing field %s" % (q.get("id"), f))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            err("%s: multi_source needs >= 2 gold files" % q["id"])
        keys = KEYS.get(q["id"], {})
        if set(keys) != set(q["gold"]):
            err("%s: KEYS paths %s != gold %s" % (q["id"], sorted(keys), sorted(q["gold"])))
        for g in q["gold"]:
            if g not in decoded:
                err("%s: gold path missing: %s" % (q["id"], g))
                continue
            for k in keys.get(g, []):
                if norm(k) not in ndec[g]:
                    err("%s: key %r not found in %s" % (q["id"], k, g))

    print("\n== encoded-only facts ==")
    for key, where in ENCODED_ONLY.items():
        kb = key.encode("utf-8")
        raw_hits = [rel for rel in files if kb in raw[rel]]
        if raw_hits:
            err("encoded-only key %r found raw in %s" % (key, raw_hits))
        dec_hits = [rel for rel in files if norm(key) in ndec[rel]]
        if sorted(dec_hits) != sorted(where):
            err("encoded-only key %r decoded in %s, expected %s" % (key, dec_hits, where))
        print("  %-16s raw: %-3s decoded in: %s" % (key, "no" if not raw_hits else "YES", ", ".join(dec_hits)))

    print("\n== non-gold files containing an answer key (review by hand) ==")
    for q in queries:
        keys = KEYS.get(q["id"], {})
        allk = sorted({k for ks in keys.values() for k in ks})
        for k in allk:
            hits = [rel for rel in files if rel not in q["gold"] and norm(k) in ndec[rel]]
            if hits:
                print("  %s %r: %s" % (q["id"], k, ", ".join(hits)))

    counts = {}
    for rel in files:
        ext = rel.rsplit(".", 1)[-1]
        counts[ext] = counts.get(ext, 0) + 1
    print("\n== corpus ==")
    print("  files: %d  %s" % (len(files), ", ".join("%s=%d" % kv for kv in sorted(counts.items()))))
    print("  ics: " + ", ".join("%s=%d" % kv for kv in STATS.items()))
    kinds = {}
    for q in queries:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    print("  queries: %d  %s" % (len(queries), kinds))
    hangul = sum(1 for q in queries if re.search("[\uac00-\ud7a3]", q["query"]))
    print("  queries containing Hangul: %d" % hangul)
    print("\nRESULT: %s (%d error%s)" % ("OK" if not errors else "FAIL", len(errors), "" if len(errors) == 1 else "s"))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
