"""Validate Sara's vault and queries.

Run with an interpreter that has icalendar, e.g.
  .venv/bin/python benchmarks/vaultsets/sara/gen/check.py            # full check
  .venv/bin/python benchmarks/vaultsets/sara/gen/check.py grep WORD  # search decoded text of every file
"""
import os, sys, json, csv, io, re, mailbox
from email.parser import BytesParser
from email import policy
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(OUT, "vault")


def msg_text(m):
    parts = [f"{k}: {v}" for k, v in m.items()]
    for part in m.walk():
        if part.is_multipart():
            continue
        c = part.get_content()
        if isinstance(c, bytes):
            c = c.decode("utf-8", "replace")
        parts.append(c)
    return "\n".join(parts)


def decoded(path):
    ext = path.rsplit(".", 1)[-1]
    raw = open(path, "rb").read()
    if ext == "eml":
        m = BytesParser(policy=policy.default).parsebytes(raw)
        return msg_text(m)
    if ext == "mbox":
        out = []
        mb = mailbox.mbox(path, factory=None, create=False)
        for key in mb.keys():
            b = mb.get_bytes(key)
            m = BytesParser(policy=policy.default).parsebytes(b)
            out.append(msg_text(m))
        return "\n\n".join(out)
    if ext == "ics":
        cal = icalendar.Calendar.from_ical(raw)
        out = []
        for comp in cal.walk():
            for k, v in comp.items():
                if isinstance(v, list):
                    out.append(f"{k}: " + " | ".join(str(getattr(x, 'to_ical', lambda: x)()) for x in v))
                else:
                    try:
                        out.append(f"{k}: {v.to_ical().decode() if hasattr(v, 'to_ical') else v}")
                    except Exception:
                        out.append(f"{k}: {v}")
        # unescaped human text too
        for comp in cal.walk():
            for k in ("SUMMARY", "LOCATION", "DESCRIPTION"):
                if k in comp:
                    out.append(str(comp[k]))
            for a in (comp.get("ATTENDEE") or []) if isinstance(comp.get("ATTENDEE"), list) else ([comp.get("ATTENDEE")] if comp.get("ATTENDEE") else []):
                out.append(str(a.params.get("CN", "")))
            if comp.get("ORGANIZER"):
                out.append(str(comp["ORGANIZER"].params.get("CN", "")))
        return "\n".join(out)
    if ext == "json":
        obj = json.loads(raw)
        out = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values():
                    walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
            elif isinstance(o, str):
                out.append(o)
        walk(obj)
        return "\n".join(out)
    if ext == "jsonl":
        out = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                o = json.loads(line)
                out.append(o["content"])
        return "\n".join(out)
    if ext == "csv":
        rows = list(csv.reader(io.StringIO(raw.decode("utf-8"))))
        assert len(rows) > 1
        return "\n".join(",".join(r) for r in rows)
    return raw.decode("utf-8")


def all_files():
    for d, _, fs in os.walk(VAULT):
        for f in sorted(fs):
            p = os.path.join(d, f)
            yield os.path.relpath(p, VAULT), p


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "grep":
        pat = " ".join(sys.argv[2:]).lower()
        for rel, p in sorted(all_files()):
            t = norm(decoded(p))
            if pat in t:
                i = t.index(pat)
                print(f"{rel}: ...{t[max(0,i-70):i+90]}...")
        return
    texts = {}
    n = 0
    for rel, p in all_files():
        texts[rel] = norm(decoded(p))
        n += 1
    print("files parsed:", n)
    # base64-only facts must not be visible in the raw bytes
    for rel, s in [("mail/2025/04/2025-04-10_booking-confirmation.eml", "K7QX2M"),
                   ("mail/2025/07/2025-07-02_reservation-confirmed.eml", "lift B"),
                   ("mail/2025/05/2025-05-06_physiotherapy-pre-authorisation.eml", "BPH-7724-KN")]:
        raw = open(os.path.join(VAULT, rel), "rb").read().decode("ascii", "replace")
        assert s not in raw, (rel, "visible in raw")
        assert s.lower() in texts[rel], (rel, "missing after decode")
    qs = json.load(open(os.path.join(OUT, "queries.json")))
    gk = json.load(open(os.path.join(HERE, "gold_keys.json")))
    kinds = {}
    bad = 0
    for q in qs:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        assert set(q) == {"id", "query", "gold", "kind", "gold_hint"}, q["id"]
        keys = gk[q["id"]]["keys"]
        assert q["gold"] and len(set(q["gold"])) == len(q["gold"]), q["id"]
        assert set(keys) == set(q["gold"]), (q["id"], "keys/gold mismatch")
        for g in q["gold"]:
            assert g in texts, (q["id"], "missing file", g)
            for k in keys[g]:
                if norm(k) not in texts[g]:
                    print("FAIL", q["id"], g, "lacks", repr(k))
                    bad += 1
            base = os.path.basename(g).lower()
            for k in gk[q["id"]]["answer_terms"]:
                if k.lower() in base:
                    print("FAIL", q["id"], "answer in file name", g)
                    bad += 1
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            print("FAIL", q["id"], "multi_source needs 2-3 gold"); bad += 1
    print("queries:", len(qs), kinds)
    assert len(qs) == 50 and all(v == 5 for v in kinds.values()), kinds
    if bad:
        print("CHECK FAILED:", bad); sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
