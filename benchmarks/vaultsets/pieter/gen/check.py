"""Validate the vault and the gold lists.

Run with an interpreter that has icalendar, from the repo root:  .venv/bin/python benchmarks/vaultsets/pieter/gen/check.py
Extra mode for writing questions:            ... check.py grep TERM [TERM ...]   (files containing ALL terms)
"""
import sys, os, json, re, html, mailbox
from email import policy
from email.parser import BytesParser
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

problems = []


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</h\d>", "\n", s)
    s = re.sub(r"(?i)</t[dh]>", " | ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, where):
    out = []
    for h in ("From", "To", "Cc", "Date", "Subject"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    if msg.defects:
        problems.append(f"{where}: header defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            problems.append(f"{where}: part defects {part.defects}")
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            problems.append(f"{where}: cannot decode part {part.get_content_type()}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            content = html_to_text(content)
        out.append(content)
    return "\n".join(out)


def decode(path):
    rel = os.path.relpath(path, VAULT)
    ext = os.path.splitext(path)[1].lower()
    if ext == ".eml":
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return msg_text(msg, rel)
    if ext == ".mbox":
        box = mailbox.mbox(path, create=False)
        texts = []
        for i, key in enumerate(box.keys()):
            raw = box.get_bytes(key)
            msg = BytesParser(policy=policy.default).parsebytes(raw)
            texts.append(msg_text(msg, f"{rel}#{i}"))
        if len(texts) < 5:
            problems.append(f"{rel}: only {len(texts)} messages")
        return "\n\n".join(texts)
    if ext == ".ics":
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        out = []
        for comp in cal.walk():
            if comp.name not in ("VEVENT", "VTODO"):
                continue
            for key in ("SUMMARY", "LOCATION", "DESCRIPTION", "STATUS"):
                if comp.get(key):
                    out.append(f"{key}: {comp.get(key)}")
            for key in ("DTSTART", "DTEND", "DUE"):
                if comp.get(key):
                    out.append(f"{key}: {comp.decoded(key)}")
            if comp.get("RRULE"):
                out.append("RRULE: " + comp.get("RRULE").to_ical().decode())
            att = comp.get("ATTENDEE")
            if att is not None:
                for a in (att if isinstance(att, list) else [att]):
                    out.append(f"ATTENDEE: {a.params.get('CN')} {a}")
            out.append("")
        return "\n".join(out)
    if ext == ".json":
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        out = []
        if isinstance(data, list):  # ChatGPT export
            for conv in data:
                assert "mapping" in conv and "current_node" in conv, rel
                assert conv["current_node"] in conv["mapping"], rel
                out.append("TITLE: " + conv["title"])
                for n in conv["mapping"].values():
                    m = n.get("message")
                    if m and m["content"]["parts"] and m["content"]["parts"][0]:
                        out.append(f"{m['author']['role']}: {m['content']['parts'][0]}")
        else:
            for m in data["messages"]:
                assert {"role", "content", "timestamp"} <= set(m), rel
                out.append(f"{m['role']}: {m['content']}")
        return "\n".join(out)
    if ext == ".jsonl":
        out = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    m = json.loads(line)
                    assert {"role", "content", "timestamp"} <= set(m), rel
                    out.append(f"{m['role']}: {m['content']}")
        return "\n".join(out)
    with open(path, encoding="utf-8") as f:
        return f.read()


def all_texts():
    texts = {}
    for d, _, files in os.walk(VAULT):
        for fn in files:
            p = os.path.join(d, fn)
            texts[os.path.relpath(p, VAULT)] = decode(p)
    return texts


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


if __name__ == "__main__":
    texts = all_texts()
    if len(sys.argv) > 2 and sys.argv[1] == "grep":
        terms = [t.lower() for t in sys.argv[2:]]
        for rel in sorted(texts):
            t = norm(texts[rel])
            if all(term in t for term in terms):
                print(rel)
        sys.exit(0)

    # 1. facts that must exist only inside encoded parts (absent from raw bytes)
    hidden = {"MUCAL38152": "mail/2025/03/2025-03-03_baggage-report-confirmation.eml",
              "SCH-2025-117604": "mail/2025/04/2025-04-10_schademelding-ontvangen.eml",
              "9082#": "mail/2025/10/2025-10-24_wijziging-toegang.eml",
              "Werfkade 8": "mail/2025/05/2025-05-13_offerte-bodemplaten.eml"}
    for needle, rel in hidden.items():
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
        if needle in raw:
            problems.append(f"hidden fact {needle} visible in raw bytes of {rel}")
        holders = [r for r, t in texts.items() if needle.lower() in t.lower()]
        if holders != [rel]:
            problems.append(f"hidden fact {needle} found in {holders}, expected only {rel}")

    # 2. queries
    with open(os.path.join(ROOT, "queries.json"), encoding="utf-8") as f:
        queries = json.load(f)
    with open(os.path.join(HERE, "check_keys.json"), encoding="utf-8") as f:
        check_keys = json.load(f)
    kinds = {}
    ids = [q["id"] for q in queries]
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        problems.append("ids are not h01..h50 in order")
    for q in queries:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        spec = check_keys.get(q["id"])
        if not spec:
            problems.append(f"{q['id']}: no check keys")
            continue
        if isinstance(spec, dict) and set(spec) != set(q["gold"]):
            problems.append(f"{q['id']}: per-file keys do not match gold list")
        if len(q["gold"]) != len(set(q["gold"])):
            problems.append(f"{q['id']}: duplicate gold")
        if q["kind"] == "multi_source" and not 2 <= len(q["gold"]) <= 3:
            problems.append(f"{q['id']}: multi_source needs 2-3 gold files")
        for g in q["gold"]:
            if g not in texts:
                problems.append(f"{q['id']}: gold file missing: {g}")
                continue
            keys = spec[g] if isinstance(spec, dict) else spec
            t = norm(texts[g])
            for alt in keys:  # each entry: list of alternatives, at least one must be present
                alts = alt if isinstance(alt, list) else [alt]
                if not any(norm(a) in t for a in alts):
                    problems.append(f"{q['id']}: gold {g} lacks key {alts}")
        # files whose name contains the answer (open_loop keys are topic words, not answers)
        for g in (q["gold"] if q["kind"] != "open_loop" else []):
            keys = spec[g] if isinstance(spec, dict) else spec
            for alt in keys[:1]:
                alts = alt if isinstance(alt, list) else [alt]
                for a in alts:
                    if len(a) > 3 and norm(a) in norm(os.path.basename(g)).replace("-", " "):
                        problems.append(f"{q['id']}: file name {g} contains answer {a}")
    expected = {"fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
                "open_loop", "preference", "vague"}
    if set(kinds) != expected or any(v != 5 for v in kinds.values()):
        problems.append(f"kind counts wrong: {kinds}")

    print(f"files: {len(texts)}")
    print("questions per kind:", json.dumps(kinds))
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("CHECK PASSED")
