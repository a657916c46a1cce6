"""Validate the vault and the gold lists.

Run with an interpreter that has icalendar, from the repo root:  .venv/bin/python benchmarks/vaultsets/dana/gen/check.py [--dump DIR]
- parses every .eml/.mbox with BytesParser(policy=default) and decodes every part (no defects allowed)
- parses every .ics with icalendar
- loads every .json/.jsonl and checks its shape
- checks that facts meant to be hidden in base64 are absent from the raw bytes
- checks that each gold file contains its key strings once decoded, and lists other files that
  contain the same keys (for manual review of gold completeness)
"""
import os, sys, json, re, html, mailbox, csv, io
from email.parser import BytesParser
from email import policy
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import VAULT, OUT

problems = []


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</h\d>|</div>", "\n", s)
    s = re.sub(r"(?i)</td>|</th>", " | ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def decode_msg(msg, where):
    out = []
    for h in ("From", "To", "Cc", "Date", "Subject"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.defects:
            problems.append(f"{where}: defects {part.defects}")
        if part.is_multipart():
            continue
        try:
            content = part.get_content()
        except Exception as e:  # noqa
            problems.append(f"{where}: cannot decode part {part.get_content_type()}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            content = html_to_text(content)
        fn = part.get_filename()
        if fn:
            out.append(f"[attachment {fn}]")
        out.append(content)
    return "\n".join(out)


def decode_ics(raw, where):
    cal = icalendar.Calendar.from_ical(raw)
    out = []
    n = {"VEVENT": 0, "VTODO": 0, "VTIMEZONE": 0}
    for comp in cal.walk():
        if comp.name in n:
            n[comp.name] += 1
        if comp.name in ("VEVENT", "VTODO"):
            for k, v in comp.property_items(recursive=False):
                if k in ("BEGIN", "END"):
                    continue
                if isinstance(v, list):
                    v = ",".join(x.to_ical().decode() if hasattr(x, "to_ical") else str(x) for x in v)
                elif hasattr(v, "to_ical"):
                    v = v.to_ical()
                    v = v.decode() if isinstance(v, bytes) else str(v)
                    v = v.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";")
                    v = str(v)
                if k == "ATTENDEE":
                    pass
                out.append(f"{k}: {v}")
            for att in comp.get("ATTENDEE", []) if isinstance(comp.get("ATTENDEE"), list) else ([comp.get("ATTENDEE")] if comp.get("ATTENDEE") else []):
                cn = att.params.get("CN")
                if cn:
                    out.append(f"ATTENDEE-CN: {cn}")
    if n["VTIMEZONE"] < 1:
        problems.append(f"{where}: no VTIMEZONE")
    return "\n".join(out), n


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def decode_file(rel):
    path = os.path.join(VAULT, rel)
    raw = open(path, "rb").read()
    ext = rel.rsplit(".", 1)[-1]
    if ext == "eml":
        return decode_msg(BytesParser(policy=policy.default).parsebytes(raw), rel)
    if ext == "mbox":
        out = []
        for i, m in enumerate(mailbox.mbox(path)):
            em = BytesParser(policy=policy.default).parsebytes(m.as_bytes())
            out.append(decode_msg(em, f"{rel}#{i}"))
        if len(out) < 5:
            problems.append(f"{rel}: only {len(out)} messages")
        return "\n\n".join(out)
    if ext == "ics":
        txt, n = decode_ics(raw, rel)
        return txt
    if ext == "json":
        o = json.loads(raw)
        if rel.startswith("chats/chatgpt/"):
            assert isinstance(o, list)
            for c in o:
                assert "mapping" in c and "current_node" in c and isinstance(c["create_time"], float)
                # walk current path
                node = c["mapping"][c["current_node"]]
                while node["parent"]:
                    node = c["mapping"][node["parent"]]
        else:
            assert isinstance(o, dict) and isinstance(o["messages"], list)
            for m in o["messages"]:
                assert set(m) == {"role", "content", "timestamp"}
        return "\n".join(strings(o))
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                m = json.loads(line)
                assert set(m) == {"role", "content", "timestamp"}
                out.append(m["content"])
        return "\n".join(out)
    if ext == "csv":
        rows = list(csv.reader(io.StringIO(raw.decode("utf-8"))))
        assert len(rows) > 5 and all(len(r) == len(rows[0]) for r in rows)
        return raw.decode("utf-8")
    return raw.decode("utf-8")


def all_files():
    out = []
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            out.append(os.path.relpath(os.path.join(d, f), VAULT))
    return sorted(out)


def main():
    files = all_files()
    decoded = {}
    for rel in files:
        try:
            decoded[rel] = decode_file(rel)
        except Exception as e:
            problems.append(f"{rel}: {type(e).__name__}: {e}")
            decoded[rel] = ""
    if "--dump" in sys.argv:
        d = sys.argv[sys.argv.index("--dump") + 1]
        for rel, t in decoded.items():
            p = os.path.join(d, rel + ".txt")
            os.makedirs(os.path.dirname(p), exist_ok=True)
            open(p, "w").write(t)

    # facts that must exist only inside encoded parts
    hidden = {
        "mail/2025/06/2025-06-24_evergreen-reimbursement.eml": ["EHR-0624-55190"],
        "mail/2025/10/2025-10-30_hotel-reservation.eml": ["ZS-7741920", "4410 Zumbro Crossing"],
        "mail/2025/09/2025-09-30_change-order-3.eml": ["$1,240.00"],
        "mail/2025/08/2025-08-19_city-inspection-result.eml": ["Gail Thorsen"],
        "mail/2025/10/2025-10-15_juni-recheck-plan.eml": ["UP to 30 mg"],
    }
    for rel, keys in hidden.items():
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("latin-1")
        for k in keys:
            if k in raw:
                problems.append(f"{rel}: hidden fact {k!r} visible in raw bytes")
            if k not in decoded[rel]:
                problems.append(f"{rel}: hidden fact {k!r} missing after decoding")
    # file names must not leak answers
    from queries import SPEC
    norm = lambda s: re.sub(r"\s+", " ", s).lower()
    dn = {r: norm(t) for r, t in decoded.items()}
    kinds = {}
    review = []
    for q in SPEC:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        for rel, keys in q["gold"].items():
            if rel not in decoded:
                problems.append(f"{q['id']}: gold file missing {rel}")
                continue
            for k in keys:
                if norm(k) not in dn[rel]:
                    problems.append(f"{q['id']}: key {k!r} not in {rel}")
        allkeys = {norm(k) for ks in q["gold"].values() for k in ks}
        for rel in files:
            if rel in q["gold"]:
                continue
            hits = [k for k in allkeys if k in dn[rel]]
            if hits:
                review.append(f"{q['id']}: non-gold {rel} has {hits}")
        for k in allkeys:
            for rel in q["gold"]:
                if k.lower() in rel.lower():
                    problems.append(f"{q['id']}: file name {rel} contains key {k!r}")
    if "--review" in sys.argv:
        print("\n".join(review))
    print(f"files: {len(files)}")
    print("questions per kind:", kinds, "total", sum(kinds.values()))
    if problems:
        print("PROBLEMS:")
        print("\n".join(problems))
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
