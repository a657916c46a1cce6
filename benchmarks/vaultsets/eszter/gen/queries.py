# -*- coding: utf-8 -*-
"""The 50 questions, their gold files and answer keys (keys are used by check.py only)."""
import json

M = "mail/"
ETDR = M + "2024/08/2024-08-22_etdr_hianypotlas.eml"
LAB = M + "2024/10/2024-10-15_allergia_lelet.eml"
BANK = M + "2025/01/2025-01-15_dunapart_kamatfordulo.eml"
PENS = M + "2025/01/2025-01-17_fwd_nyugdij_emeles.eml"
REG = M + "2025/01/2025-01-20_learnscape_registration.eml"
LUKAS2 = M + "2025/01/2025-01-28_lukas_renderings.eml"
DELFIN2 = M + "2025/02/2025-02-06_delfin_orarend_valtozas.eml"
SZ4 = M + "2025/02/2025-02-14_szalai_reszanyag.eml"
VIZSGA = M + "2025/02/2025-02-18_vizsgabazis_foglalas.eml"
MEGH = M + "2025/02/2025-02-20_kozgyulesi_meghivo.eml"
HOTEL = M + "2025/02/2025-02-21_hotel_booking_wien.eml"
OLAH = M + "2025/02/2025-02-24_olah_arajanlat.eml"
SZB = M + "2025/03/2025-03-01_szerelvenybolt_rendeles.eml"
GK2 = M + "2025/03/2025-03-04_gondoskez_dij_helyettes.eml"
LUKAS3 = M + "2025/03/2025-03-10_lukas_decision.eml"
HALASZT = M + "2025/03/2025-03-11_kozgyules_halasztas.eml"
ANDREA = M + "2025/03/2025-03-14_re_onkormanyzat_egyeztetes.eml"
MBOX = M + "lists/2b-szulok.mbox"
TG_M = "chat/telegram/ChatExport_2025-03-18/result.json"
TG_C = "chat/telegram/ChatExport_2025-03-19/result.json"
GPT = "chat/chatgpt/conversations.json"
RADJ = "chat/assistant/2024-12-07_radiator_fent_hideg.json"
JSONL = "chat/quick_questions.jsonl"
MUNKA = "calendar/munka.ics"
CSALAD = "calendar/csalad.ics"
APA = "calendar/apa.ics"
CARE = "apa/otthonapolas_orak.csv"
SHARED = "penzugy/apa_kiadasok_megosztva.csv"
CSIPO = "notes/apa/csipomutet_rehab.md"
OTTHON = "notes/apa/otthonapolas.md"
ALLERG = "notes/bence/allergia.md"
ETDRN = "notes/projektek/etdr_hianypotlas.md"
COMP = "notes/projektek/learnscape_competition.md"
HOMLOK = "notes/lakas/homlokzat_kozgyules.md"
AUTO = "notes/lakas/auto_muszaki.md"
INFO = "txt/apa_gondozo_infolap.txt"
BENCETXT = "txt/bence_hetvege_rekanal.txt"
LJUN = "notes/long/2024-06-30_felev_atgondolas.md"
LDEC = "notes/long/2024-12-29_ev_vege.md"
LMAR = "notes/long/2025-03-02_vasarnap_este.md"

# (id, kind, query, {gold_path: [answer key alternatives]}, gold_hint)
Q = [
    # ---------------- fact
    ("h01", "fact", "etdr ügyszám iskolabővítés", {ETDR: ["118734"]},
     "ÉTDR-202400118734 – only inside the base64 HTML body of the Aug 2024 ÉTDR notice; etdr note / howto only say 'in the authority's mail'."),
    ("h02", "fact", "bence birch allergy IgE value", {LAB: ["14,2 kU/l"]},
     "Nyírfa pollen 14,2 kU/l (class 3) – only in the base64 attachment of the Oct 2024 lab mail; allergia.md points to it, Dec long note just says birch+hazelnut."),
    ("h03", "fact", "new mortgage monthly payment after rate reset", {BANK: ["187 420"]},
     "187 420 Ft/month from March 2025 – base64 HTML bank letter; distractors: jelzalog.md and Dec long note give the old 152 300 Ft, Telegram only says 'jóval több'."),
    ("h04", "fact", "learnscape registration code", {REG: ["LS25-HU-0419"]},
     "LS25-HU-0419 – base64 multipart/alternative confirmation; competition note and munka.ics say 'in the confirmation mail'."),
    ("h05", "fact", "apa wifi jelszava", {TG_C: ["Nagyerdo1952"]},
     "Nagyerdo1952 (network KovacsNet) – Eszter in the family Telegram group, Dec 2024; the infolap has no wifi info."),
    # ---------------- who
    ("h06", "who", "who is covering for marika in march", {GK2: ["Kissné Halász Ildikó"], CARE: ["Ildikó"]},
     "Kissné Halász Ildikó (Mar 10–28) – Gondos Kéz mail of 4 Mar + care log CSV; family chat and daily note only say 'someone new'."),
    ("h07", "who", "bence új úszóedzője", {DELFIN2: ["Fodor Zsófia"]},
     "Fodor Zsófia from spring 2025 – Feb swim-school mail; old coach Bakó Dávid in Sept registration mail; uszas.md/March note don't name her."),
    ("h08", "who", "surgeon who did dads hip replacment", {CSIPO: ["Papp Levente"]},
     "Dr. Papp Levente, ortopéd főorvos – csipomutet_rehab.md; apa.ics only says 'Dr. Papp rendelése' for a later check-up."),
    ("h09", "who", "who is doing the renderings for the competition", {LUKAS2: ["Mira Hofer"]},
     "Mira Hofer, Lukas's intern – Lukas's Jan 2025 reply; March long note and decision mail mention 'Mira'/'intern' without the role assignment."),
    ("h10", "who", "cheapest facade bid which company", {MEGH: ["Homlokzat-Pro"]},
     "Homlokzat-Pro Kft., 41,2 M Ft – table in the HTML-only meeting invitation; Telegram mentions Homlokzat-Pro as the vote but not as cheapest."),
    # ---------------- where
    ("h11", "where", "hol lesz az elhalasztott közgyűlés", {HALASZT: ["Közösségi Ház"]},
     "Pozsonyi úti Közösségi Ház, nagyterem (Pozsonyi út 9.) – postponement mail; stale lakas ics + invitation say the ground-floor room of Tátra u. 27."),
    ("h12", "where", "car inspection station address", {VIZSGA: ["Reitter Ferenc utca 128"]},
     "Vizsgabázis Angyalföld, Reitter Ferenc utca 128 – base64 booking mail only; auto_muszaki.md just points to the mail."),
    ("h13", "where", "where does dad go for physio twice a week", {CSIPO: ["Mester utcai"], APA: ["Mester utcai"]},
     "Mester utcai Szakrendelő, Gyógytorna, fszt. 4 (Debrecen) – note + apa.ics RRULE event; distractor: inpatient rehab at Nagyerdei Rehabilitációs Intézet."),
    ("h14", "where", "apa potkulcs hol van", {INFO: ["Irénk"]},
     "Spare key at the neighbour Irénke (Tóth Irén), same floor door 8 – infolap txt only."),
    ("h15", "where", "which room was the önkormányzat meeting in march", {MUNKA: ["214-es"]},
     "Polgármesteri Hivatal, II. emelet 214-es tárgyaló (13 Mar 2025) – munka.ics; kick-off in April 2024 was in the díszterem; Andrea reply mail has no room."),
    # ---------------- event_time
    ("h16", "event_time", "mikor volt apa csípőműtétje", {CSIPO: ["június 18"]},
     "2024. június 18. – csipomutet_rehab.md; June long note says only 'a műtét jól sikerült'; apa.ics starts with the rehab on 1 July."),
    ("h17", "event_time", "when was bence's allergy test appointment", {CSALAD: ["2024-10-08T09:30"], LAB: ["2024. 10. 08"]},
     "8 Oct 2024 09:30 at Allergo-Med – csalad.ics; the lab attachment (base64) gives the sampling date 2024. 10. 08.; the mail itself is dated 15 Oct (distractor); allergia.md gives no date."),
    ("h18", "event_time", "learnscape submision deadline", {MUNKA: ["2025-04-14"], COMP: ["14 April 2025"]},
     "14 April 2025 12:00 CEST – munka.ics + competition note; registration mail only gives portal opening 1 March; Lukas's mail has internal dates (21/24 March)."),
    ("h19", "event_time", "apa ortopediai kontroll mikor", {APA: ["2025-03-27T10:20"]},
     "27 March 2025 10:20 (X-ray 9:30) – apa.ics; family chat and March note only say 'end of month'; 6-week control was 6 Aug 2024."),
    ("h20", "event_time", "parent teacher meeting 2b when", {CSALAD: ["2025-03-24"], MBOX: ["március 24"]},
     "Fogadóóra Monday 24 March 2025, 17–19 (Eszter's slot 17:20) – csalad.ics + class list mbox; other list mails are photo day, trip, reports."),
    # ---------------- multi_source
    ("h21", "multi_source", "radiator replacment total cost parts + labour", {OLAH: ["42 000 Ft"], SZB: ["54 990"]},
     "Labour 42 000 Ft (Oláh's quote mail) + radiator 54 990 Ft (+3 990 delivery) from the webshop receipt ≈ 97–101k; Telegram only 'kb 100e', radiator.md has the old 18 000 valve job."),
    ("h22", "multi_source", "bence allergy test results + what medicine the doctor prescribed", {LAB: ["kU/l"], ALLERG: ["cetirizin"]},
     "Results (birch 14,2 kU/l cl.3, hazelnut 2,1 kU/l cl.2, rest negative) only in the lab attachment; evening cetirizin drops in pollen season only in allergia.md; Réka sheet just says no hazelnut."),
    ("h23", "multi_source", "közgyűlés új időpont és mennyit kell fizetni lakásonként", {HALASZT: ["április 9"], MEGH: ["965 000"]},
     "New date 9 April 2025 18:30 (postponement mail) + ~965 000 Ft per average flat for the cheapest offer (invitation table); stale ics / invitation / March note say 26 March."),
    ("h24", "multi_source", "vienna trip march train time and hotel", {MUNKA: ["2025-03-05T07:40"], HOTEL: ["Hotel Donaublick"]},
     "RJX 07:40 from Keleti on 5 March (munka.ics) + Hotel Donaublick, Praterstrasse 61 (booking mail); Lukas's studio is Praterstraße 14 (distractor)."),
    ("h25", "multi_source", "car registration expiry and inspection appointment time", {AUTO: ["április 30"], VIZSGA: ["(kedd) 08:40"]},
     "Műszaki valid until 30 April 2025 (auto_muszaki.md) + booking 8 April 2025 08:40 (base64 booking mail); Telegram only says 'reggel'."),
    # ---------------- decision
    ("h26", "decision", "radiator vegul javitas vagy csere", {TG_M: ["cseréltetjük"]},
     "Reversed: Dec 2024 'csak szelepcsere' (radiator.md, Dec long note, earlier Telegram msg) → 24 Feb 2025 Telegram: replace the whole radiator."),
    ("h27", "decision", "which concept did we pick for learnscape", {LUKAS3: ["Courtyard Terraces it is"]},
     "Courtyard Terraces, Bridge dropped – Lukas's 10 Mar 2025 mail; Jan mail + Dec note lean to the Bridge; competition note lists both as undecided."),
    ("h28", "decision", "apa idősotthon vagy otthoni gondozás, mit döntöttünk", {TG_C: ["apa otthon marad"], OTTHON: ["apa otthon marad"]},
     "Dad stays at home, carer Mon/Wed/Fri mornings – family chat (1 Sep 2024) + otthonapolas.md; June note only mentions the nursing-home idea."),
    ("h29", "decision", "which facade offer are we voting for at the condo meeting", {TG_M: ["Homlokzat-Pro-ra szavazunk"]},
     "Homlokzat-Pro (mineral wool) – Márton chat 2 Mar 2025; invitation lists the offers, homlokzat note has only wishes."),
    ("h30", "decision", "bence summer camp 2024 which one did we choose", {LJUN: ["erdei tábor"]},
     "Zugligeti erdei tábor, 22–26 July (not the robotics camp) – June long note only."),
    # ---------------- temporal_current
    ("h31", "temporal_current", "current mortgage interest rate", {BANK: ["6,84%"], TG_M: ["6,84"]},
     "6,84% from 1 March 2025 – bank letter + Telegram; old 4,95% in jelzalog.md and June long note."),
    ("h32", "temporal_current", "statikus mikorra ígéri most a terveket", {SZ4: ["március 21"], ANDREA: ["jövő hét végéig"]},
     "21 March 2025 (Szalai's Feb mail; Andrea summary 14 Mar: 'end of next week'); older promises Nov 15 (statika note, Sept mail), Dec 6 (Oct mail), Jan 10 (Dec mail, Dec note)."),
    ("h33", "temporal_current", "gondozas oradij most", {GK2: ["3 600"], CARE: ["3600"]},
     "3 600 Ft/h from 1 March 2025 – Gondos Kéz mail + care CSV; old 3 200 Ft only in the base64 offer attachment and CSV Feb rows."),
    ("h34", "temporal_current", "what day is bence's swimming now", {DELFIN2: ["16:30"], CSALAD: ["16:30"], BENCETXT: ["16:30"]},
     "Thursday 16:30–17:15 since 13 Feb 2025 – swim mail, csalad.ics new RRULE, Réka sheet; old Tuesday 17:00 in Sept mail, old RRULE, Dec note."),
    ("h35", "temporal_current", "dad's pension amount 2025", {PENS: ["225 340"]},
     "225 340 Ft/month from Jan 2025 – Réka's forwarded notice; nyugdij.md has the 2024 value 218 350 Ft."),
    # ---------------- open_loop
    ("h36", "open_loop", "mi hiányzik még az etdr hiánypótláshoz", {ETDRN: ["aláírása még hiányzik"]},
     "Unchecked: akadálymentesítési nyilatkozat, Horváth's fire-safety signature, Szalai's structure chapter, PDF/A+signature – etdr note; the ÉTDR mail has the original 2024 list, Andrea mail only statika."),
    ("h37", "open_loop", "közgyógy igazolvány apa beadva?", {APA: ["Még nem adtuk be"], LMAR: ["közgyógyellátást"]},
     "Not yet – VTODO NEEDS-ACTION in apa.ics (due 31 Mar) + March long note 'még hátra van'; assistant JSON only explains eligibility."),
    ("h38", "open_loop", "what do I still owe lukas", {COMP: ["site sections"], LUKAS3: ["site sections"]},
     "Site sections A–A/B–B (DWG/PDF) and the shortened abstract – competition note checklist + Lukas's 10 Mar mail; regulation summary already sent."),
    ("h39", "open_loop", "mennyivel tartozik még réka", {SHARED: ["2025/02"]},
     "Open rows in the shared-costs CSV: Réka owes 57 600 (Gondos Kéz 2025/02) + 11 990 (bathroom aids); Eszter owes 9 200 + 7 900 back; Dec–Jan items settled 1 Mar."),
    ("h40", "open_loop", "allergy follow up todo bence", {ALLERG: ["iskolaorvos"], LMAR: ["kontrollt áprilisra"]},
     "Open: school doctor/canteen certificate, April control appointment (allergia.md checklist; March note: control still not booked)."),
    # ---------------- preference
    ("h41", "preference", "what colour do I want for the facade", {HOMLOK: ["okker"]},
     "Warm ochre / sand colour, not grey – homlokzat note; June/Dec/March long notes only say she dislikes grey."),
    ("h42", "preference", "apa mit iszik reggel", {INFO: ["koffeinmentes"]},
     "Decaf coffee with lots of milk, no sugar, no tea – infolap txt."),
    ("h43", "preference", "which train do I like to take to debrecen", {LDEC: ["7:23"]},
     "The 7:23 InterCity from Nyugati, 1st class (not the 6:23) – Dec long note; apa.ics just says 'IC Nyugatiból reggel'."),
    ("h44", "preference", "archicad or rhino, which do I prefer", {COMP: ["Archicad"], LMAR: ["Archicadben gondolkodom"]},
     "Archicad (Lukas uses Rhino; exchange via IFC) – competition note + March long note."),
    ("h45", "preference", "what does bence like to eat", {BENCETXT: ["paradicsomos"]},
     "Tomato pasta with cheese, breaded chicken + mash, blue-pack nut-free bar; no mushrooms – Réka sheet txt."),
    # ---------------- vague
    ("h46", "vague", "the thing my sister said about the bathtub at dads", {TG_C: ["kapaszkodó"]},
     "Réka (Telegram group, 20 Nov 2024): grab bar, bath seat, anti-slip mat; no solo baths until then. ChatGPT hip chat gives similar generic advice (distractor)."),
    ("h47", "vague", "chatbot helped me cut down the english text for the jury", {GPT: ["Shorten jury abstract"]},
     "ChatGPT conversation 'Shorten jury abstract' (286-word version, edited branch) – conversations.json."),
    ("h48", "vague", "asked the ai why the heater is cold on top", {RADJ: ["fent hideg"]},
     "Assistant chat 7 Dec 2024: air in the radiator → bleed it, check boiler pressure – plain messages JSON; radiator.md is about the leak."),
    ("h49", "vague", "kid passport how long valid, asked somewhere", {JSONL: ["útlevél"]},
     "Quick question Sep 2024: under 12 → 3 years – quick_questions.jsonl."),
    ("h50", "vague", "when i was fed up with the late engineer around xmas", {LDEC: ["Elegem van"]},
     "Dec 29 long note rant about Szalai; statika note and his mails are the factual side."),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

# facts that must exist ONLY inside encoded parts (absent from the raw bytes of every file)
HIDDEN = [
    (ETDR, "118734"),
    (LAB, "14,2 kU/l"),
    (BANK, "187 420"),
    (REG, "LS25-HU-0419"),
    (VIZSGA, "Reitter Ferenc utca 128"),
    (M + "2024/10/2024-10-02_gondoskez_ajanlat.eml", "GK-2024/0562"),
]


def write(path):
    out = [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h} for i, k, q, g, h in Q]
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
