"""Validate the vault and the gold lists.

Run with an interpreter that has `icalendar`, from the repo root:
    .venv/bin/python benchmarks/vaultsets/rocio/gen/check.py            # full check
    .venv/bin/python benchmarks/vaultsets/rocio/gen/check.py --grep STR  # list files whose decoded text contains STR
"""
import email
import json
import mailbox
import os
import sys
import unicodedata
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VAULT = os.path.join(OUT, "vault")


def norm(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return " ".join(s.lower().split())


def msg_text(msg):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        payload = part.get_content()
        if isinstance(payload, bytes):
            payload = payload.decode("utf-8", "replace")
        parts.append(payload)
    return "\n".join(parts)


def ics_text(path):
    cal = icalendar.Calendar.from_ical(open(path, "rb").read())
    parts = []
    for comp in cal.walk():
        if comp.name in ("VEVENT", "VTODO", "VALARM"):
            for k, v in comp.property_items():
                if isinstance(v, list):
                    v = ",".join(str(x) for x in v)
                if hasattr(v, "dt"):
                    v = v.dt.isoformat() if hasattr(v.dt, "isoformat") else str(v.dt)
                elif hasattr(v, "to_ical"):
                    v = v.to_ical().decode() if isinstance(v.to_ical(), bytes) else str(v.to_ical())
                parts.append(f"{k}: {v}")
                if k == "ATTENDEE":
                    cn = v.params.get("CN") if hasattr(v, "params") else None
            # attendee CNs
            att = comp.get("ATTENDEE")
            if att is not None:
                for a in (att if isinstance(att, list) else [att]):
                    parts.append("ATTENDEE-CN: " + str(a.params.get("CN", "")))
    return "\n".join(parts)


def chatgpt_text(data):
    parts = []
    for conv in data:
        parts.append(conv["title"])
        for nid, node in conv["mapping"].items():
            m = node.get("message")
            if m and m["content"].get("parts"):
                parts.extend(p for p in m["content"]["parts"] if isinstance(p, str))
    return "\n".join(parts)


def file_text(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return msg_text(msg)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        return "\n\n".join(msg_text(m) for m in box)
    if rel.endswith(".ics"):
        return ics_text(path)
    if rel.endswith(".json"):
        data = json.load(open(path, encoding="utf-8"))
        if isinstance(data, list):
            return chatgpt_text(data)
        return "\n".join(m["content"] for m in data["messages"])
    if rel.endswith(".jsonl"):
        return "\n".join(json.loads(l)["content"] for l in open(path, encoding="utf-8") if l.strip())
    return open(path, encoding="utf-8").read()


def all_files():
    out = []
    for root, _, files in os.walk(VAULT):
        for fn in files:
            out.append(os.path.relpath(os.path.join(root, fn), VAULT))
    return sorted(out)


# Key strings that must appear (accent/case-insensitive) in EVERY gold file of a query.
# A list of alternatives means "any of these".
KEYS = {
    "h01": ["AA00M2QX9T"],
    "h02": ["CC-20931"],
    "h03": ["1092.30|1,092.30"],
    "h04": ["IASR930417QK2"],
    "h05": ["QJ7WKM"],
    "h06": ["Hugo Cervantes|Dr. Cervantes"],
    "h07": ["Itzel"],
    "h08": ["Keisha"],
    "h09": ["Renata"],
    "h10": ["Consuelo|Videollamada con Chelo"],
    "h11": ["Patria 1203"],
    "h12": ["Tecolote"],
    "h13": ["de los Arcos 1187"],
    "h14": ["Guayacán 640|Guayacan 640"],
    "h15": ["Marsella 214"],
    "h16": ["7:45|07:45|074500"],
    "h17": ["15 de noviembre|sáb 15|20251115T110000|2025-11-15T11:00"],
    "h18": ["20 de noviembre|2025-11-20T10:30|20 nov"],
    "h19": ["September 30|30 de septiembre|2025-09-30"],
    "h20": ["10:05|2025-11-24T10:05"],
    "h21": ["aspirina|clorhexidina"],
    "h22": ["4,800|2,350|3,000"],
    "h23": ["$10 per month|7 de diciembre"],
    "h24": ["1/3 cup|$20 per visit"],
    "h25": ["3150.00|LT-PO-7781"],
    "h26": ["1,710|1710"],
    "h27": ["Cambiavía"],
    "h28": ["ilustración"],
    "h29": ["congel"],
    "h30": ["medicinas"],
    "h31": ["1,710"],
    "h32": ["74,200"],
    "h33": ["$86|86.00"],
    "h34": ["Casa Veranda"],
    "h35": ["$75"],
    "h36": ["I-94|signed PDF|firmada"],
    "h37": ["playlist"],
    "h38": ["renters insurance|seguro de inquilino"],
    "h39": ["RIS-2025-011"],
    "h40": ["saldo"],
    "h41": ["slab|placas"],
    "h42": ["whole milk|leche entera"],
    "h43": ["2 minutos|cursi"],
    "h44": ["$100 more"],
    "h45": ["yogur"],
    "h46": ["inund"],
    "h47": ["Juniper"],
    "h48": ["A2"],
    "h49": ["1187443920"],
    "h50": ["reset"],
}


def contains(text, alts):
    t = norm(text)
    return any(norm(a) in t for a in alts.split("|"))


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--grep":
        needle = norm(" ".join(sys.argv[2:]))
        for rel in all_files():
            if needle in norm(file_text(rel)):
                print(rel)
        return 0

    errors = []
    files = all_files()
    texts = {}
    for rel in files:
        try:
            texts[rel] = file_text(rel)
        except Exception as e:  # noqa
            errors.append(f"parse error {rel}: {e!r}")
    # every eml part decodes, every ics has components
    n_eml = sum(1 for f in files if f.endswith(".eml"))
    n_ics = sum(1 for f in files if f.endswith(".ics"))
    queries = json.load(open(os.path.join(OUT, "queries.json"), encoding="utf-8"))
    kinds = {}
    for q in queries:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        for g in q["gold"]:
            if g not in texts:
                errors.append(f"{q['id']}: gold file missing {g}")
                continue
            for alts in KEYS[q["id"]]:
                if not contains(texts[g], alts):
                    errors.append(f"{q['id']}: key {alts!r} not in {g}")
        # file name must not contain the answer key
        for g in q["gold"]:
            for alts in KEYS[q["id"]]:
                for a in alts.split("|"):
                    if len(a) > 4 and norm(a) in norm(os.path.basename(g)):
                        errors.append(f"{q['id']}: file name {g} contains key {a!r}")
    ids = [q["id"] for q in queries]
    assert ids == [f"h{i:02d}" for i in range(1, 51)], ids
    print(f"files: {len(files)} (eml {n_eml}, ics {n_ics})")
    print("queries per kind:", kinds)
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  ", e)
        return 1
    print("CHECK PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
