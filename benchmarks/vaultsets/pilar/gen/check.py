# -*- coding: utf-8 -*-
"""Validator for the 'pilar' held-out set. Run from the set folder: python gen/check.py"""
import email
import html
import json
import mailbox
import os
import re
import sys
from collections import Counter
from email import policy

import icalendar

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(ROOT, "vault")

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

M = "mail/"
m2 = M + "2024/07/2024-07-03_re-enotech-quotation.eml"
m3 = M + "2024/09/2024-09-17_enotech-order-confirmation.eml"
m4 = M + "2025/01/2025-01-15_enotech-shipping-update.eml"
m5 = M + "2025/02/2025-02-21_enotech-eta-update.eml"
m6 = M + "2024/11/2024-11-02_vinhos-do-sul-certificate.eml"
m7 = M + "2024/11/2024-11-06_re-certificado-inv.eml"
m9 = M + "2025/02/2025-02-27_re-visita-sommelier.eml"
m11 = M + "2025/02/2025-02-18_notaria-firma.eml"
m14 = M + "2025/01/2025-01-20_re-precio-casa.eml"
m15 = M + "2024/09/2024-09-24_sii-formulario-4423.eml"
m17 = M + "2025/02/2025-02-25_colegio-inicio-clases.eml"
m18 = M + "2024/08/2024-08-05_ortodoncia-presupuesto.eml"
m19 = M + "2024/07/2024-07-29_club-chacras-torneo.eml"
m20 = M + "2024/12/2024-12-12_taller-quiroga-2cv.eml"
m24 = M + "2025/03/2025-03-05_re-tomas-marzo.eml"
m25 = M + "2025/02/2025-02-06_re-oferta-contreras.eml"
m26 = M + "2025/02/2025-02-10_aeroandes-reserva.eml"
MBOX = "mail/lists/club-2cv-cuyo.mbox"
WA = "chats/whatsapp/WhatsApp Chat with Tomi.txt"
J1 = "journal/2024-06-09-domingo-largo.md"
J2 = "journal/2024-10-20-semana-de-locos.md"
J3 = "journal/2025-01-26-balance-verano.md"
PERS = "calendar/personal.ics"
TOMI = "calendar/tomi.ics"
TRAB = "calendar/trabajo.ics"

# answer keys per (query, gold file); every key must be found in the decoded file
KEYS = {
    "h01": {m3: ["EST-24-1187"]},
    "h02": {m15: ["88204417"]},
    "h03": {m18: ["1.240.000"]},
    "h04": {m7: ["CA-2024-031877"]},
    "h05": {m26: ["QXM7TR"]},
    "h06": {m24: ["Laura lo busca"]},
    "h07": {MBOX: ["Hugo Castellanos", "Tapicería Don Elio"]},
    "h08": {m4: ["Giulia Ferraresi"], J3: ["Giulia"]},
    "h09": {J1: ["Macarena Olguín"]},
    "h10": {"daily/2024-08-21.md": ["Ramón Aguilera"], "notes/contactos-utiles.md": ["Ramón Aguilera"]},
    "h11": {m11: ["Huérfanos 1160"]},
    "h12": {MBOX: ["YPF de Av. San Martín y Paso de los Andes"]},
    "h13": {"txt/instrucciones-para-rosa.txt": ["vecina del 3B"]},
    "h14": {"notes/reunion-bodega-2024-09.md": ["nave 2, contra la pared norte"]},
    "h15": {m25: ["Vicuña Mackenna 7110"]},
    "h16": {m9: ["jueves 27 de marzo"]},
    "h17": {PERS: ["2025-03-20T10:30"], m11: ["jueves 20 de marzo de 2025"]},
    "h18": {TRAB: ["2025-04-08", "Paolo Zanetti"]},
    "h19": {m17: ["Viernes 21 de marzo, 19 hs"]},
    "h20": {PERS: ["2025-04-03T09:15", "Turno RTO"]},
    "h21": {m2: ["EUR 41,250"], m4: ["EUR 3,980"]},
    "h22": {m6: ["MSKU 448120-3"], m7: ["CA-2024-031877"]},
    "h23": {"csv/gastos-2cv.csv": ["3512700"], m20: ["850.000"]},
    "h24": {"notes/visita-sommelier.md": ["magnum", "Cabernet Franc 2021"], m9: ["jueves 27 de marzo"]},
    "h25": {m19: ["14 y domingo 15 de septiembre"], WA: ["$18.000"]},
    "h26": {"daily/2025-02-17.md": ["Jaune Mimosa (AC 316)"], WA: ["va AMARILLO"]},
    "h27": {"notes/reunion-bodega-2024-09.md": ["hielo seco", "cosecha manual nocturna"]},
    "h28": {m25: ["aceptamos la contraoferta", "UF 6.350"],
            "notes/casa-papa-santiago.md": ["oferta de los Contreras aceptada"]},
    "h29": {"daily/2024-11-04.md": ["no reetiquetamos"], m7: ["decidió no reetiquetar"],
            "chats/chatgpt/conversations.json": ["We will get a corrected certificate"]},
    "h30": {"notes/tomas-ortodoncia.md": ["elegimos metálicos convencionales"], m18: ["metálicos convencionales"]},
    "h31": {m5: ["26 March 2025"]},
    "h32": {"daily/2025-03-10.md": ["lunes 24/03"]},
    "h33": {"notes/departamento-mendoza.md": ["Zonda-Malbec#25"]},
    "h34": {"notes/tomas-ortodoncia.md": ["58.000 desde enero 2025"]},
    "h35": {m14: ["UF 6.500"]},
    "h36": {"notes/casa-papa-santiago.md": ["avalúo fiscal", "contribuciones (TGR)"],
            PERS: ["contribuciones (TGR)", "NEEDS-ACTION"], m11: ["certificado de avalúo fiscal"]},
    "h37": {TOMI: ["autorización viaje Bariloche", "NEEDS-ACTION"], m17: ["antes del 31 de marzo"]},
    "h38": {m20: ["kit de embrague"], J3: ["embrague que viene de Francia"]},
    "h39": {m5: ["consignee CUIT", "anchor bolt layout"]},
    "h40": {WA: ["profe noelia", "te transfiero"]},
    "h41": {J2: ["tercer uso", "la barrica nueva me aburre"]},
    "h42": {"txt/checklist-viaje-santiago.txt": ["ventanilla del lado izquierdo"]},
    "h43": {"chats/asistente/playlist-vendimia.json": ["Los Jaivas", "Nada de reggaetón"]},
    "h44": {J3: ["Manuel Montt"]},
    "h45": {"notes/2cv-restauracion.md": ["NOS (new old stock)"]},
    "h46": {J1: ["esqueje de la parra"], J3: ["esqueje de la parra"]},
    "h47": {J2: ["yeso en dos dedos"]},
    "h48": {"chats/chatgpt/conversations.json": ["370 kWh"]},
    "h49": {"notes/lecturas-y-pelis.md": ["La memoria del suelo"]},
    "h50": {"chats/preguntas-rapidas.jsonl": ["USD 254.700"]},
}

# facts that must exist ONLY inside encoded parts (never in the raw bytes of any file)
HIDDEN = ["EST-24-1187", "88204417", "1.240.000", "CA-2024-031877", "QXM7TR", "Huérfanos 1160"]


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg):
    out = []
    for k, v in msg.items():
        out.append("%s: %s" % (k, v))
    for part in msg.walk():
        if part.is_multipart():
            continue
        try:
            c = part.get_content()
        except Exception:
            c = part.get_payload(decode=True) or b""
        if isinstance(c, bytes):
            c = c.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            c = strip_html(c)
        out.append(c)
    return "\n".join(out)


def ics_text(data):
    cal = icalendar.Calendar.from_ical(data)
    out = []
    for comp in cal.walk():
        out.append(comp.name)
        for name, val in comp.property_items(recursive=False):
            if name in ("BEGIN", "END"):
                continue
            if hasattr(val, "dt"):
                d = val.dt
                out.append("%s: %s" % (name, d.isoformat() if hasattr(d, "isoformat") else d))
            elif isinstance(val, list):
                for v in val:
                    out.append("%s: %s" % (name, getattr(v, "dts", v)))
            else:
                out.append("%s: %s" % (name, val))
    return "\n".join(out)


def json_strings(o, acc):
    if isinstance(o, dict):
        for k, v in o.items():
            json_strings(v, acc)
    elif isinstance(o, list):
        for v in o:
            json_strings(v, acc)
    elif o is not None:
        acc.append(str(o))
    return acc


def decoded(rel, raw):
    if rel.endswith(".eml"):
        return msg_text(email.message_from_bytes(raw, policy=policy.default))
    if rel.endswith(".mbox"):
        mb = mailbox.mbox(os.path.join(VAULT, rel), factory=lambda f: email.message_from_binary_file(f, policy=policy.default))
        return "\n\n".join(msg_text(m) for m in mb)
    if rel.endswith(".ics"):
        return ics_text(raw)
    if rel.endswith(".json"):
        return "\n".join(json_strings(json.loads(raw.decode("utf-8")), []))
    if rel.endswith(".jsonl"):
        acc = []
        for line in raw.decode("utf-8").splitlines():
            if line.strip():
                json_strings(json.loads(line), acc)
        return "\n".join(acc)
    return raw.decode("utf-8")


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    errors = []
    files = {}
    for dp, _, fs in os.walk(VAULT):
        for f in fs:
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            with open(p, "rb") as fh:
                files[rel] = fh.read()
    dec = {}
    stats = Counter()
    for rel, raw in sorted(files.items()):
        try:
            dec[rel] = norm(decoded(rel, raw))
        except Exception as e:  # parse failure
            errors.append("cannot parse %s: %r" % (rel, e))
            dec[rel] = ""
        if rel.endswith(".ics"):
            cal = icalendar.Calendar.from_ical(raw)
            stats["VEVENT"] += len(cal.walk("VEVENT"))
            stats["VTODO"] += len(cal.walk("VTODO"))
            if b"\r\n" not in raw:
                errors.append("%s: no CRLF" % rel)
        if rel.endswith(".eml"):
            msg = email.message_from_bytes(raw, policy=policy.default)
            if msg.defects:
                errors.append("%s: defects %r" % (rel, msg.defects))
            stats["eml"] += 1
            stats["ct:" + msg.get_content_type()] += 1
            for part in msg.walk():
                if not part.is_multipart():
                    stats["cte:" + str(part.get("Content-Transfer-Encoding", "7bit")).lower()] += 1
        if rel.endswith(".mbox"):
            mb = mailbox.mbox(os.path.join(VAULT, rel))
            stats["mbox_msgs"] += len(mb)
            if b"\n>From " not in raw:
                errors.append("mbox has no >From escape")

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        errors.append("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        want = KINDS[i // 5]
        if q["kind"] != want:
            errors.append("%s kind %s != %s" % (q["id"], q["kind"], want))
        for k in ("id", "query", "gold", "kind", "gold_hint"):
            if k not in q:
                errors.append("%s missing %s" % (q["id"], k))
        if q["kind"] == "multi_source" and len(q["gold"]) < 2:
            errors.append("%s multi_source with <2 gold" % q["id"])
        keys = KEYS.get(q["id"], {})
        if set(keys) != set(q["gold"]):
            errors.append("%s: KEYS files %s != gold %s" % (q["id"], sorted(keys), sorted(q["gold"])))
        for g in q["gold"]:
            if g not in files:
                errors.append("%s: gold path missing: %s" % (q["id"], g))
                continue
            for key in keys.get(g, []):
                if norm(key) not in dec[g]:
                    errors.append("%s: key %r not found in %s" % (q["id"], key, g))

    for h in HIDDEN:
        for rel, raw in files.items():
            if h.encode("utf-8") in raw or h.lower().encode("utf-8") in raw.lower():
                errors.append("hidden key %r appears raw in %s" % (h, rel))
        holders = [r for r in dec if norm(h) in dec[r]]
        if not holders:
            errors.append("hidden key %r not found decoded anywhere" % h)

    print("files:", len(files), " queries:", len(qs))
    print("stats:", dict(sorted(stats.items())))
    print("\nNon-gold files containing an answer key (review by hand):")
    for q in qs:
        for g, keys in KEYS.get(q["id"], {}).items():
            for key in keys:
                others = [r for r in dec if r not in q["gold"] and norm(key) in dec[r]]
                if others:
                    print("  %s %r -> %s" % (q["id"], key, ", ".join(others)))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
