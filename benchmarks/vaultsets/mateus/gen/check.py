#!/usr/bin/env python3
"""Validator for the mateus held-out set.

Checks: queries.json shape (ids h01-h50 unique, 5 per kind in the required order, 15 Portuguese
queries, multi_source has >= 2 gold files); every gold path exists; every gold file contains its
answer key(s) once decoded (base64 / quoted-printable / HTML mail bodies, .ics parsed with icalendar,
JSON/JSONL parsed); every .ics parses; every .eml and the .mbox parse; encoded-only facts are absent
from the raw bytes of every file. Lists non-gold files that contain an answer key, for hand review.

Usage: python gen/check.py      (exit status 0 = all hard checks pass)
"""
import email
import html
import json
import mailbox
import re
import sys
from email import policy
from email.parser import BytesParser
from pathlib import Path

import icalendar

ROOT = Path(__file__).resolve().parent.parent
VAULT = ROOT / "vault"
KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]
PORTUGUESE = {"h03", "h05", "h08", "h12", "h17", "h25", "h27", "h30", "h32", "h35", "h37", "h42",
              "h44", "h47", "h50"}
ENC_ONLY = ["ATL-77-310594", "2,847.30", "DP3-2017-04418", "PBX-58832", "30/06/2030", "Conceição",
            "267,00"]

M = "mail/"
# per question: ({gold path: [substrings that must all be in the decoded text]}, [scan keys])
KEYS = {
    "h01": ({M + "2025/02/2025-02-17_atlantida-aviso-renovacao.eml": ["ATL-77-310594"]}, ["ATL-77-310594"]),
    "h02": ({M + "2025/10/2025-10-28_ledgerwise-iva-q3.eml": ["2,847.30"]}, ["2,847.30"]),
    "h03": ({M + "2025/03/2025-03-19_tecnofornos-relatorio.eml": ["DP3-2017-04418"]}, ["DP3-2017-04418", "série"]),
    "h04": ({M + "2025/11/2025-11-04_packbox-order-confirmation.eml": ["PBX-58832"]}, ["PBX-58832"]),
    "h05": ({M + "2025/06/2025-06-12_tejoazul-rent-agreement.eml": ["30/06/2030"]}, ["30/06/2030", "2030"]),
    "h06": ({M + "2025/05/2025-05-14_moagem-atualizacao-precos.eml": ["Conceição"]}, ["Conceição", "driver", "motorista"]),
    "h07": ({M + "lists/pastelarias-bairro.mbox": ["Nuno Esteves", "resolveu a fuga"],
             "csv/maintenance-log.csv": ["Nuno Esteves", "leak"]}, ["Nuno Esteves", "plumber", "canalizador"]),
    "h08": ({"slack/turnos/2025-09-08.json": ["D. Graça"]}, ["Graça"]),
    "h09": ({M + "2025/10/2025-10-06_wedding-order-8-november.eml": ["Hannah Whitfield"],
             "calendars/loja.ics": ["Hannah Whitfield"]}, ["Hannah", "Whitfield"]),
    "h10": ({"csv/maintenance-log.csv": ["Paulo Gaspar", "electrician"]}, ["Paulo Gaspar", "electrician", "eletricista"]),
    "h11": ({M + "2025/10/2025-10-06_wedding-order-8-november.eml": ["Vale Fresco"]}, ["Vale Fresco", "Colares"]),
    "h12": ({"txt/closing-checklist-saturday.txt": ["Tabacaria Estrela", "Spare key"]}, ["Tabacaria Estrela", "spare key", "chave suplente"]),
    "h13": ({"calendars/pessoal.ics": ["Ashgrove Road"]}, ["Ashgrove"]),
    "h14": ({"txt/cat-sitter-bolacha.txt": ["blue tin"]}, ["blue tin", "tablet"]),
    "h15": ({"calendars/loja.ics": ["Centro de Formação Alimentar"]}, ["Formação Alimentar", "HACCP"]),
    "h16": ({M + "2025/11/2025-11-11_re-junta-porta-marcacao.eml": ["2 de dezembro", "15h"]}, ["2 de dezembro", "2 Dec"]),
    "h17": ({M + "lists/pastelarias-bairro.mbox": ["22 de novembro", "Assembleia Geral"]}, ["22 de novembro", "Assembleia"]),
    "h18": ({"slack/geral/2025-11-10.json": ["15 de novembro", "Leonor começa"]}, ["15 de novembro", "15 Nov"]),
    "h19": ({"calendars/contabilidade.ics": ["Reunião fecho do ano"]}, ["fecho do ano", "year-end meeting"]),
    "h20": ({"calendars/pessoal.ics": ["Jantar anos do Oliver"]}, ["anos do Oliver", "birthday"]),
    "h21": ({M + "2025/10/2025-10-06_wedding-order-8-november.eml": ["120 pastéis de nata", "60 queijadas"],
             "notes/prices-counter-and-orders.md": ["€1.10", "€1.40", "+€30 (Sintra"]}, ["120 pastéis", "60 queijadas", "€1.10"]),
    "h22": ({"txt/closing-checklist-saturday.txt": ["4829"],
             "slack/geral/2025-11-10.json": ["natasQuentes!24"]}, ["4829", "natasQuentes", "wifi"]),
    "h23": ({M + "2025/03/2025-03-19_tecnofornos-relatorio.eml": ["267,00"],
             "notes/oven-repair-or-replace.md": ["€13,900", "€11,200"]}, ["267,00", "13,900", "11,200"]),
    "h24": ({"notes/hiring-weekend-help.md": ["€6.20/hour"],
             "slack/turnos/2025-11-12.json": ["8h às 16h"],
             M + "2025/11/2025-11-17_re-saturday-part-timer-costs.eml": ["23.75%"]}, ["6.20", "8h às 16h", "23.75"]),
    "h25": ({M + "lists/pastelarias-bairro.mbox": ["7,85 €/kg"],
             "slack/encomendas/2025-10-03.json": ["40 kg de manteiga"]}, ["7,85", "40 kg"]),
    "h26": ({"notes/flour-trial-oeste-vs-ribeiro.md": ["we stay with Moagem Ribeiro"],
             "notes/long/year-review-2025-draft.md": ["stayed with Ribeiro"]}, ["stay with", "stayed with", "continuar"]),
    "h27": ({"notes/oven-repair-or-replace.md": ["not buying a new oven this year"],
             "notes/long/year-review-2025-draft.md": ["decided not to replace it this year"]}, ["new oven", "forno novo", "replace"]),
    "h28": ({"notes/daily/2025-09-09.md": ["close on Sundays", "tourists"],
             "notes/long/year-review-2025-draft.md": ["Closing on Sundays", "tourists"]}, ["close on Sundays", "closing Sundays", "fechar ao domingo", "Domingo fechado", "closing on Sundays"]),
    "h29": ({"notes/hiring-weekend-help.md": ["hire a part-timer for Saturdays after all", "70-hour weeks"],
             "notes/long/year-review-2025-draft.md": ["resisted for too long"]}, ["70-hour", "part-timer", "resisted"]),
    "h30": ({"notes/christmas-2025-plan.md": ["kraft with window"],
             M + "2025/11/2025-11-04_packbox-order-confirmation.eml": ["Kraft window box"]}, ["kraft"]),
    "h31": ({"slack/geral/2025-09-29.json": ["segunda a sábado, das 7h30 às 18h30", "Domingo fechado"]}, ["18h30", "18:30"]),
    "h32": ({M + "2025/08/2025-08-12_re-moagem-condicoes.eml": ["15,60"],
             "csv/compras-farinha-2025.csv": ["15.60"]}, ["15,60", "15.60"]),
    "h33": ({M + "2025/06/2025-06-12_tejoazul-rent-agreement.eml": ["1.960"],
             "notes/renda-negociacao.md": ["1.960 €/mês a partir de 1 de julho"],
             "notes/long/reflexao-verao-2025.md": ["1.960 €"]}, ["1.960", "1,960"]),
    "h34": ({"slack/geral/2025-10-02.json": ["bica passa a 0,90 €"]}, ["0,90", "€0.90"]),
    "h35": ({M + "2025/05/2025-05-14_moagem-atualizacao-precos.eml": ["terças-feiras"],
             "calendars/loja.ics": ["BYDAY=TU", "terças"]}, ["terça", "Tuesday"]),
    "h36": ({M + "2025/11/2025-11-17_re-saturday-part-timer-costs.eml": ["signed lease addendum", "Makro"],
             "notes/accountant-checklist.md": ["signed lease addendum", "Makro"]}, ["Makro", "addendum", "adenda"]),
    "h37": ({"notes/christmas-2025-plan.md": ["- [ ] order candied fruit"]}, ["candied fruit", "fruta cristalizada"]),
    "h38": ({"notes/daily/2025-11-12.md": ["NO refund for the scale"]}, ["refund"]),
    "h39": ({"slack/turnos/2025-11-12.json": ["posso trocar", "depois digo-te"]}, ["trocar", "swap"]),
    "h40": ({"notes/renda-negociacao.md": ["humidade na parede do armazém", "Estamos em novembro e nada"],
             "notes/long/year-review-2025-draft.md": ["storeroom damp", "To be continued"]}, ["humidade", "damp", "mould", "mofo"]),
    "h41": ({"notes/recipes/pastel-de-nata-batch.md": ["only Azores (Açores) butter"],
             "notes/long/brain-dump-2025-02.md": ["only use Azores butter"]}, ["Azores", "Açores"]),
    "h42": ({"notes/long/reflexao-verao-2025.md": ["bossa nova"]}, ["bossa nova", "music", "música"]),
    "h43": ({"chats/chatgpt/conversations.json": ["never dust cinnamon"],
             "notes/long/reflexao-verao-2025.md": ["canela por cima"]}, ["dust cinnamon", "canela por cima", "cinnamon"]),
    "h44": ({"notes/recipes/bolo-de-arroz.md": ["prefiro sempre a T55"]}, ["T55"]),
    "h45": ({"chats/assistant-oven-troubleshooting.json": ["never go back to gas"]}, ["back to gas", "gas deck", "elétrico"]),
    "h46": ({M + "2025/11/2025-11-07_joana-natal-bolos-rei.eml": ["formulário online", "Google Form"]}, ["Google Form", "formulário", "preorder"]),
    "h47": ({"chats/chatgpt/conversations.json": ["€0.20 per pastel de nata"]}, ["per pastel de nata", "custo por"]),
    "h48": ({"chats/quick-questions.jsonl": ["12 to 24 hours", "Port"]}, ["Port (tawny", "soak"]),
    "h49": ({M + "2025/05/2025-05-06_re-rent-read-this.eml": ["indexation clause"],
             "notes/long/reflexao-verao-2025.md": ["não assinar nada à pressa"]}, ["indexation", "não assinar", "don't sign", "do not sign"]),
    "h50": ({"slack/geral/2025-10-02.json": ["celíaca", "sem glúten"]}, ["glúten", "gluten", "wheat", "celíac", "trigo"]),
}


# ------------------------------------------------------------------ decoding

def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        try:
            content = part.get_content()
        except Exception as exc:  # pragma: no cover
            raise ValueError(f"undecodable part: {exc}")
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            parts.append(content)
            parts.append(strip_html(content))
        else:
            parts.append(content)
    return "\n".join(parts)


def ics_value(v):
    if isinstance(v, list):
        return [x for item in v for x in ics_value(item)]
    out = []
    if hasattr(v, "to_ical"):
        raw = v.to_ical()
        s = raw.decode("utf-8") if isinstance(raw, bytes) else str(raw)
        s = s.replace("\\n", "\n").replace("\\N", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")
        out.append(s)
    else:
        out.append(str(v))
    params = getattr(v, "params", None)
    if params:
        for k, pv in params.items():
            out.append(f"{k}={pv}")
    return out


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    lines = []
    for comp in cal.walk():
        lines.append(f"[{comp.name}]")
        for name, val in comp.items():
            for s in ics_value(val):
                lines.append(f"{name}:{s}")
    return "\n".join(lines), cal


def json_strings(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            json_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            json_strings(v, out)
    elif obj is not None:
        out.append(str(obj))


def decode(path, data, errors):
    suf = path.suffix.lower()
    rel = path.relative_to(VAULT).as_posix()
    if suf == ".eml":
        msg = BytesParser(policy=policy.default).parsebytes(data)
        defects = [d for p in msg.walk() for d in p.defects]
        if defects:
            errors.append(f"{rel}: e-mail defects {defects}")
        if not msg["Message-ID"] or not msg["Date"]:
            errors.append(f"{rel}: missing Message-ID/Date")
        return msg_text(msg)
    if suf == ".mbox":
        box = mailbox.mbox(str(path), factory=None, create=False)
        texts = []
        n = 0
        for m in box:
            n += 1
            em = email.message_from_bytes(m.as_bytes(), policy=policy.default)
            if not em["List-Id"]:
                errors.append(f"{rel}: message {n} without List-Id")
            texts.append(msg_text(em))
        box.close()
        if n < 8:
            errors.append(f"{rel}: only {n} messages")
        if b"\n>From " not in data:
            errors.append(f"{rel}: no >From escape")
        return "\n\n".join(texts)
    if suf == ".ics":
        text, _ = ics_text(data)
        return text
    if suf == ".json":
        out = []
        json_strings(json.loads(data.decode("utf-8")), out)
        return "\n".join(out)
    if suf == ".jsonl":
        out = []
        for i, line in enumerate(data.decode("utf-8").splitlines()):
            if line.strip():
                json_strings(json.loads(line), out)
        return "\n".join(out)
    return data.decode("utf-8")


# ------------------------------------------------------------------ main

def main():
    errors = []
    queries = json.loads((ROOT / "queries.json").read_text(encoding="utf-8"))

    # ---- queries shape
    ids = [q["id"] for q in queries]
    if len(queries) != 50:
        errors.append(f"expected 50 queries, got {len(queries)}")
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    if ids != [f"h{i:02d}" for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(queries):
        want = KINDS[i // 5] if i < 50 else None
        if q.get("kind") != want:
            errors.append(f"{q['id']}: kind {q.get('kind')} != {want}")
        for f in ("id", "query", "gold", "kind", "gold_hint"):
            if f not in q or q[f] in ("", []):
                errors.append(f"{q['id']}: missing field {f}")
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append(f"{q['id']}: multi_source needs >= 2 gold files")
        if set(KEYS.get(q["id"], ({}, []))[0]) != set(q["gold"]):
            errors.append(f"{q['id']}: check.py KEYS paths differ from queries.json gold")
    pt = {q["id"] for q in queries} & PORTUGUESE
    if len(pt) != 15:
        errors.append(f"Portuguese queries: {len(pt)} != 15")

    # ---- decode every file
    files = sorted(p for p in VAULT.rglob("*") if p.is_file())
    raw = {}
    text = {}
    for p in files:
        rel = p.relative_to(VAULT).as_posix()
        data = p.read_bytes()
        raw[rel] = data
        try:
            text[rel] = re.sub(r"\s+", " ", decode(p, data, errors))
        except Exception as exc:
            errors.append(f"{rel}: does not parse/decode: {exc!r}")
            text[rel] = ""
    counts = {}
    for rel in raw:
        ext = rel.rsplit(".", 1)[-1]
        counts[ext] = counts.get(ext, 0) + 1
    n_ev = n_todo = 0
    for rel in raw:
        if rel.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(raw[rel])
            n_ev += len(list(cal.walk("VEVENT")))
            n_todo += len(list(cal.walk("VTODO")))
            if b"\r\n" not in raw[rel] or b"\r\n " not in raw[rel]:
                errors.append(f"{rel}: expected CRLF line ends and folded lines")

    # ---- gold files and keys
    for q in queries:
        keys, _ = KEYS[q["id"]]
        for g in q["gold"]:
            if g not in raw:
                errors.append(f"{q['id']}: gold file missing: {g}")
                continue
            t = text[g].casefold()
            for k in keys.get(g, []):
                if k.casefold() not in t:
                    errors.append(f"{q['id']}: key {k!r} not found in decoded {g}")

    # ---- encoded-only facts
    for k in ENC_ONLY:
        variants = {k.encode("utf-8"), k.lower().encode("utf-8"), k.upper().encode("utf-8")}
        try:
            variants.add(k.encode("latin-1"))
        except UnicodeEncodeError:
            pass
        for rel, data in raw.items():
            low = data.lower()
            if any(v in data or v.lower() in low for v in variants):
                errors.append(f"encoded-only fact {k!r} appears raw in {rel}")
        if not any(k.casefold() in t.casefold() for t in text.values()):
            errors.append(f"encoded-only fact {k!r} not found decoded anywhere")

    # ---- report
    print(f"files: {len(raw)}  by extension: {dict(sorted(counts.items()))}")
    print(f"calendars: {n_ev} VEVENT, {n_todo} VTODO")
    print(f"queries: {len(queries)}  Portuguese: {len(pt)}")
    print("\nNon-gold files containing a scan key (review by hand):")
    for q in queries:
        _, scan = KEYS[q["id"]]
        hits = []
        for rel, t in text.items():
            if rel in q["gold"]:
                continue
            found = [k for k in scan if k.casefold() in t.casefold()]
            if found:
                hits.append(f"{rel} {found}")
        if hits:
            print(f"  {q['id']} ({q['kind']}) {q['query']!r}")
            for h in hits:
                print(f"      - {h}")
    if errors:
        print(f"\nFAIL: {len(errors)} error(s)")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK: all hard checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
