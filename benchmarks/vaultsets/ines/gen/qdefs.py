# -*- coding: utf-8 -*-
"""Queries with gold files and the answer keys each gold file must contain (after decoding).
build.py writes queries.json from this; check.py validates against it."""

M01 = "mail/2024/12/2024-12-12_azevedo_heranca.eml"
M02 = "mail/2025/01/2025-01-22_luzenergia_dados_contrato.eml"
M03 = "mail/2025/02/2025-02-10_azevedo_re_cartorio.eml"
M04 = "mail/2025/03/2025-03-14_teixeira_fatura.eml"
M05 = "mail/2025/03/2025-03-28_sophie_re_ctd.eml"
M06 = "mail/2025/04/2025-04-02_hidromar_quotation.eml"
M07 = "mail/2025/04/2025-04-18_gestcondo_obras_fachada.eml"
M08 = "mail/2025/05/2025-05-06_seguros_atlantida_renovacao.eml"
M10 = "mail/2025/06/2025-06-09_ines_filipa_venda.eml"
M11 = "mail/2025/06/2025-06-24_tiago_re_aulas_privadas.eml"
M12 = "mail/2025/07/2025-07-03_filipa_avaliacao.eml"
M13 = "mail/2025/07/2025-07-15_euroseagrass_programme.eml"
M14 = "mail/2025/08/2025-08-11_hotel_bryggen_kai_booking.eml"
M15 = "mail/2025/08/2025-08-26_project_officer_extension.eml"
M16 = "mail/2025/09/2025-09-02_limpezas_douro_confirmacao.eml"
M17 = "mail/2025/09/2025-09-18_tiago_re_domingos.eml"
M18 = "mail/2025/09/2025-09-30_paulo_station_updates.eml"
M19 = "mail/2025/10/2025-10-07_filipa_re_ponto_situacao.eml"
M20 = "mail/2025/10/2025-10-14_fcul_provas_bia.eml"
M21 = "mail/2025/10/2025-10-21_camara_mafra_licenca_2026.eml"
M22 = "mail/2025/11/2025-11-03_paulo_survey_moved.eml"
M23 = "mail/2025/11/2025-11-07_fwd_proposta_almada.eml"
M25 = "mail/2025/10/2025-10-28_ines_re_jonas_call.eml"
TG = "chats/telegram/ChatExport_2025-11-11/result.json"
SITE = "chats/assistant/2025-06-02_site_onda_norte.json"
BERGENJ = "chats/assistant/2025-09-12_bergen.json"
ICS_W = "calendars/iabm_trabalho.ics"
ICS_F = "calendars/campo_sado.ics"
ICS_S = "calendars/onda_norte.ics"
ICS_P = "calendars/pessoal.ics"
MBOX = "lists/aese-escolas-surf.mbox"
D0118 = "notes/daily/2025-01-18.md"
D0513 = "notes/daily/2025-05-13.md"
D1110 = "notes/daily/2025-11-10.md"
L02 = "notes/long/2025-02-16_brain-dump.md"
L07 = "notes/long/2025-07-06_verao-caos.md"
L10 = "notes/long/2025-10-19_outono.md"
CHECK = "porto/casa_avo_checklist.md"
INV = "porto/inventario_recheio.md"
CONT = "porto/contactos_porto.md"
REC = "porto/receitas_avo_lurdes.md"
DESP = "porto/despesas_casa_avo.csv"
REUN = "surf/reuniao_socios_2025-03-09.md"
IDEIAS = "surf/ideias_onda_norte.md"
SEAM = "work/seamead_overview.md"
BIA = "work/bia_msc_supervision.md"
CTD = "work/ctd_options.md"
TRIP = "work/euroseagrass_bergen_trip.md"
FIELD = "work/dia_de_campo_checklist.txt"
DIVE = "work/sado_dive_log_2025.csv"
GEAR = "personal/gear_wishlist.md"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

# (id, query, kind, {gold_path: [answer keys]}, gold_hint)
_Q = [
    # ---------------------------------------------------------------- fact
    ("h01", "surf van insurance policy nr", "fact", {M08: ["AT-0045-778213"]},
     "AT-0045-778213 (Seguros Atlântida, Ford Transit AX-27-QP) — only inside the base64 attachment of the May renewal mail; distractors: AESE list group-insurance offer, Câmara licence mail, van inspection event in onda_norte.ics"),
    ("h02", "codigo cpe da luz casa da avo", "fact", {M02: ["PT0002000081234567XY"]},
     "CPE PT0002000081234567XY — only in the base64 HTML mail from Luzenergia; distractors: checklist (pointer 'o código CPE está no email'), daily 2025-01-18 TODO, quick_questions 'o que é o CPE', expense CSV luz rows"),
    ("h03", "ctd quote ref number", "fact", {M06: ["Q-25-0932"]},
     "Quote Q-25-0932 (Hidromar, RBRconcerto3, 11 480 EUR ex VAT) — only in the base64 attachment; distractors: ctd_options.md, Sophie's CTD reply"),
    ("h04", "nº processo habilitaçao herdeiros", "fact", {M03: ["HH-2025/0381"]},
     "HH-2025/0381 — only in the base64 body of Dr. Azevedo's Feb reply; distractors: his Dec mail (steps, no number), cartório event in pessoal.ics, expense CSV cartório row, quick_questions"),
    ("h05", "how much did the plumber charge porto", "fact", {M04: ["185,00"], DESP: ["185,00"]},
     "185,00 EUR (invoice FT 2025/117) — plumber mail + expense CSV row; distractors: Telegram leak message (no amount), contactos_porto (name only)"),
    # ---------------------------------------------------------------- who
    ("h06", "who fixed the leak at granny's flat", "who", {M04: ["Joaquim Teixeira"], CONT: ["Joaquim Teixeira"]},
     "Joaquim Teixeira, canalizador — his invoice mail + contactos_porto; distractors: Telegram 'o canalizador vai lá amanhã' (unnamed), expense CSV (unnamed)"),
    ("h07", "quem dá as aulas de domingo agora", "who", {M17: ["Kiko"], L10: ["Kiko"]},
     "Kiko (Francisco Rocha) covers Sundays Oct–Nov since Duarte left — Tiago's Sept reply + autumn brain dump; distractors: summer roster and March minutes (Duarte), Feb brain dump (Duarte)"),
    ("h08", "SEAMEAD project officer name", "who", {M15: ["Katarzyna Nowak"], SEAM: ["Katarzyna Nowak"]},
     "Katarzyna Nowak — extension mail + project overview; distractors: Sophie (PI), Jonas (partner)"),
    ("h09", "who's the arguente at bia's defense", "who", {M20: ["Miguel Faria"]},
     "Doutor Miguel Faria (Univ. do Algarve) — FCUL secretaria mail; distractors: Bia supervision log ('jury TBD, someone from the Algarve'), defence event in iabm_trabalho.ics (no jury)"),
    ("h10", "condo admin for the porto building contact", "who", {M07: ["Vasco Lima"], CONT: ["Vasco Lima"]},
     "Vasco Lima, Gestcondo Porto, +351 900 333 220 — façade quota mail + contactos_porto; distractors: ChatGPT condomínio letter (no name), Telegram condo complaint"),
    # ---------------------------------------------------------------- where
    ("h11", "where do we get tanks filled now", "where", {M18: ["Arrábida Azul"]},
     "Arrábida Azul dive centre, Sesimbra (Porto de Abrigo), on the IABM account — only in Paulo's base64 station mail; distractors: field-day checklist (station compressor, stale), dive log 'tanks filled outside', autumn brain dump"),
    ("h12", "onde e a defesa da bia", "where", {M20: ["Sala 2.13"], ICS_W: ["Sala 2.13"]},
     "Sala 2.13, Edifício C2, Faculdade de Ciências — FCUL mail + defence event; distractors: Bia log (pointer), autumn brain dump (early December)"),
    ("h13", "hotel in bergen", "where", {M14: ["Bryggen Kai"], TRIP: ["Hotel Bryggen Kai"]},
     "Hotel Bryggen Kai (Bryggen Kai 7, Bergen) — booking mail + trip note; distractors: Bergen assistant chat ('near Bryggen'), EuroSeagrass event (Bergen)"),
    ("h14", "meeting spot for surf lessons", "where", {REUN: ["contentor azul"], SITE: ["contentor azul"]},
     "by the blue Onda Norte container next to the lifeguard post, Foz do Lizandro car park — March minutes + website chat; distractor: precos_2024 (old: bar Maré Alta esplanade)"),
    ("h15", "morada do cartorio porto", "where", {M03: ["Rua de Ceuta"], ICS_P: ["Rua de Ceuta"]},
     "Cartório Notarial Dra. Conceição Simões, Rua de Ceuta 45, 2.º, Porto — Azevedo's Feb reply (base64) + pessoal.ics; distractors: Azevedo Dec mail, CSV cartório row"),
    # ---------------------------------------------------------------- event_time
    ("h16", "when is the arrabida winter survy", "event_time", {M22: ["25 November"]},
     "Tuesday 25 Nov 2025, 08:00 (moved from 18 Nov) — Paulo's Nov mail; distractors: campo_sado.ics (stale 18 Nov), daily 2025-11-10 (pointer only), project overview"),
    ("h17", "bergen talk time slot", "event_time", {M13: ["11:20"], ICS_W: ["2025-09-16 11:20"]},
     "Tue 16 Sep 2025, 11:20–11:35 (Bergen time), S3 — programme mail + talk event; distractors: trip note ('Tuesday, see programme'), Bergen assistant chat, summer brain dump"),
    ("h18", "quando e a proxima reuniao de socios", "event_time", {ICS_S: ["2025-11-16 18:00"]},
     "Sun 16 Nov 2025, 18:00 at Tiago's — onda_norte.ics; distractors: March minutes ('próxima: novembro'), Tiago's Sept mail ('meados de novembro'), autumn brain dump, 9 Mar meeting event"),
    ("h19", "ribeira d'ilhas beach clean up date", "event_time", {MBOX: ["4 de outubro"], ICS_S: ["2025-10-04 09:00"]},
     "Sat 4 Oct 2025, 09:00, by the ramp — AESE list + onda_norte.ics; distractors: AESE thank-you post (no date), autumn brain dump"),
    ("h20", "a que horas vêm esvaziar a casa da avó", "event_time", {M16: ["08h30"], ICS_P: ["2025-09-13 08:30"]},
     "Sat 13 Sep 2025 at 08:30 (Limpezas Douro) — confirmation mail + pessoal.ics; distractors: checklist (13/09, no time), expense CSV, inventário"),
    # ---------------------------------------------------------------- multi_source
    ("h21", "current surf lesson prices group + private", "multi_source", {REUN: ["35 €"], M11: ["60 €"]},
     "group 35 € / pack 150 € (March minutes) + private 60 € from 1 July (Tiago's June reply); distractors: precos_2024 (30/130/50), Feb brain dump (30 €), summer brain dump (no numbers)"),
    ("h22", "bergen trip flight numbers and hotel booking ref", "multi_source", {TRIP: ["KL 1185"], M14: ["5521-883-OK"]},
     "flights KL 1694/KL 1185 out, KL 1186/KL 1697 back (trip note) + hotel confirmation 5521-883-OK (base64 booking mail); distractors: EuroSeagrass event, programme mail"),
    ("h23", "quanto falta pagar das obras da fachada", "multi_source", {M07: ["15/12/2025"], DESP: ["2ª prestação"]},
     "quota 4.800 € in 3 × 1.600 € (Gestcondo mail) + 1st and 2nd instalments paid (expense CSV) → 1.600 € left, due 15/12/2025; distractors: ChatGPT condomínio letter, Telegram (4800), checklist pointer"),
    ("h24", "why did sophie pick the rbr and how much was the quote", "multi_source", {M05: ["light-attenuation"], M06: ["11 480.00"]},
     "reasons: AML 5-month lead time + no turbidity, Sea-Bird over budget, same model as Kiel (Sophie's reply) + total 11 480.00 EUR ex VAT (base64 quote attachment); distractor: ctd_options.md (~11 500 approx, no reasons)"),
    ("h25", "new survey date + armando phone number", "multi_source", {M22: ["25 November"], FIELD: ["900 222 314"]},
     "survey Tue 25 Nov (Paulo's mail) + Armando +351 900 222 314 (field-day checklist); distractors: campo_sado.ics (stale 18 Nov), daily 2025-05-13"),
    # ---------------------------------------------------------------- decision
    ("h26", "rent or sell grandma's flat final decision", "decision",
     {TG: ["vendemos, não arrendamos"], M10: ["decidimos vender"], L07: ["we sell, we don't rent"]},
     "SELL (reversed the Feb decision to rent) — Telegram 7–8 June, mail to Filipa 9 June, summer brain dump; distractors: Feb brain dump (rent), Telegram Feb messages"),
    ("h27", "o que decidimos sobre o piano da avó", "decision", {INV: ["prima Marta"], TG: ["o piano vai para a Marta"]},
     "piano goes to cousin Marta (decided 6 Sep, moved 12 Sep) — inventário + Telegram; distractors: Feb brain dump (sell on OLX), checklist/CSV (transport only)"),
    ("h28", "which CTD did we go with in the end", "decision", {M05: ["Let's go with the RBRconcerto3"], CTD: ["Decision (28/03): RBRconcerto3"]},
     "RBRconcerto3 — Sophie's reply + decision line in ctd_options.md; distractors: Feb brain dump (leaning AML), quote mail (a quote, not the decision)"),
    ("h29", "what did sophie decide about lab meetings", "decision", {L07: ["Wednesday 10:30"], ICS_W: ["moves to Wednesdays"]},
     "lab meeting moves to Wednesdays 10:30 from 3 Sep (Sophie teaches Tuesday mornings) — summer brain dump + new series in iabm_trabalho.ics; distractor: old Tuesday series"),
    ("h30", "lizandro schools slot rule which slot did we get", "decision", {MBOX: ["10h–12h: Onda Norte"]},
     "max 3 schools, 2-hour weekend blocks from 1 Nov; Onda Norte 10h–12h Sat/Sun (AESE list, Tiago confirms); distractors: onda_norte.ics lessons, Tiago's Sundays mail, autumn brain dump"),
    # ---------------------------------------------------------------- temporal_current
    ("h31", "porto flat asking price now", "temporal_current", {M19: ["195.000"], M23: ["195.000"]},
     "195.000 € (lowered in Oct) — Filipa's Oct reply + Nov forwarded offer; distractors: valuation mail (210.000), Telegram (210 mil), summer brain dump (210 000)"),
    ("h32", "station back door code", "temporal_current", {M18: ["4817#"]},
     "4817# since 1 Oct — only in Paulo's base64 mail; distractors: Feb brain dump and field-day checklist (old 2291#)"),
    ("h33", "seamead interim report deadline", "temporal_current", {M15: ["15 December 2025"], L10: ["15 December"]},
     "15 Dec 2025 (extended) — PO mail + autumn brain dump; distractors: project overview and iabm_trabalho.ics VTODO (30 Sep)"),
    ("h34", "pass do wifi de casa", "temporal_current", {D1110: ["marinhaAzul!25"]},
     "Arroios_5G / marinhaAzul!25 (new NOS router, 10 Nov) — daily note; distractor: cat-sitter sheet (old MEO-4F2A / sardinha2024)"),
    ("h35", "which day are boat days now", "temporal_current", {M22: ["Tuesdays"]},
     "Tuesdays, fortnightly (first 9 Dec) — Paulo's Nov mail; distractors: campo_sado.ics RRULE (TH), field-day checklist and project overview (Thursdays), dive log"),
    # ---------------------------------------------------------------- open_loop
    ("h36", "resposta à proposta dos 188 mil", "open_loop",
     {M23: ["188.000"], TG: ["188 mil"], ICS_P: ["188 mil"]},
     "unanswered: offer 188.000 € valid to Fri 14 Nov, Inês suggests counter at 192k, waiting on tia Graça — forward mail, Telegram, pessoal.ics VTODO; distractor: quick_questions (contraproposta)"),
    ("h37", "beach licence renewal whats still missing", "open_loop",
     {M21: ["15 de dezembro de 2025"], L10: ["FPS coaching certificate"], ICS_S: ["certificado FPS do Kiko"], M17: ["certificado ainda não chegou"]},
     "renewal due 15 Dec 2025; still missing Kiko's FPS coaching certificate — Câmara mail (document list), autumn brain dump, onda_norte.ics VTODO, Tiago's Sept mail; distractors: AESE insurance offer, March minutes"),
    ("h38", "did i book the dive medical yet", "open_loop",
     {ICS_W: ["Renew dive medical"], D1110: ["dive medical"], L10: ["Dive medical"]},
     "not yet — expires 30 Nov, needed for the winter survey: VTODO in iabm_trabalho.ics, daily 10 Nov, autumn brain dump"),
    ("h39", "energy certificate for the flat done?", "open_loop",
     {CHECK: ["certificado energético"], M19: ["certificado energético"], L10: ["energy certificate"]},
     "still pending, Eng. Sá hasn't scheduled the visit — checklist, Filipa's Oct reply, autumn brain dump; distractors: valuation mail (July request), quick_questions (cost), contactos"),
    ("h40", "bia chapter comments I still owe", "open_loop",
     {BIA: ["comments on chapter 3"], D1110: ["cap. 3"]},
     "comments on Bia's chapter 3 (discussion), promised by Fri 14 Nov — supervision log + daily 10 Nov; distractor: autumn brain dump (general slowness)"),
    # ---------------------------------------------------------------- preference
    ("h41", "what times do I accept for calls", "preference", {M25: ["9:30"], L02: ["9:30"]},
     "never before 9:30; Thursday afternoons (after 14:00) best — reply to Jonas + Feb brain dump; distractors: call event 6 Nov, consortium call series"),
    ("h42", "porque deixei de comer polvo", "preference", {L02: ["octopus"], BERGENJ: ["octopus"]},
     "doesn't eat octopus since the Naples cephalopod internship (too clever) — Feb brain dump + Bergen dinner chat"),
    ("h43", "train or car to porto what do i prefer", "preference", {L07: ["Alfa Pendular"]},
     "always the train (Alfa Pendular, aisle seat, carriage 3–4), never the A1 again — summer brain dump; distractors: daily 2025-01-18 (took the Alfa), pessoal.ics train event"),
    ("h44", "drysuit vs semi-dry for winter dives", "preference", {GEAR: ["drysuit, always"]},
     "drysuit always in winter, hates hoods (thin 3 mm or none) — gear note; distractor: Feb brain dump ('accept a drysuit course, ugh hoods')"),
    ("h45", "qual e a minha onda preferida", "preference", {SITE: ["Ribeira d'Ilhas na meia-maré"]},
     "Ribeira d'Ilhas at mid tide, avoids Coxos (crowded) — website bio chat; distractors: AESE list (Ribeira d'Ilhas cleanup), onda_norte.ics"),
    # ---------------------------------------------------------------- vague
    ("h46", "aquela cena que a tia disse dos azulejos", "vague", {TG: ["Viúva Lamego"]},
     "tia Graça: kitchen tiles are original 1950s Viúva Lamego, don't remove, mention in the ad — Telegram 11 May; distractors: valuation mail and forwarded offer (azulejos), summer brain dump (tiles)"),
    ("h47", "when did we see that seahorse", "vague", {DIVE: ["seahorse"], L07: ["seahorse"]},
     "19 Jun 2025, Alpertuche T2 with Bia (H. guttulatus) — dive log + summer brain dump; distractors: autumn brain dump (seahorse photo in the talk), Bia log (same day, no seahorse)"),
    ("h48", "o doce de natal da avó", "vague", {REC: ["Aletria"]},
     "aletria (avó made it every consoada) — recipes note; distractor: arroz doce (birthdays), summer brain dump"),
    ("h49", "that idea about teaching kids sea science at the surf school", "vague",
     {IDEIAS: ["literacia do oceano"], L02: ["mixes the two halves"]},
     "'Surf & Ciência' ocean-literacy workshops for kids before lessons — surf ideas note (+ first seed in Feb brain dump); distractors: ChatGPT kids camp packing list"),
    ("h50", "the place the skipper said has the best fried cuttlefish", "vague", {D0513: ["Tasca do Xico"]},
     "Tasca do Xico, side street off Av. Luísa Todi near the market, Setúbal — daily 2025-05-13; distractors: dive log, field-day checklist"),
]

QUERIES = [{"id": i, "query": q, "kind": k, "gold": list(g.keys()), "keys": g, "gold_hint": hint}
           for i, q, k, g, hint in _Q]

# facts that must exist ONLY inside encoded parts (absent from the raw bytes of every file)
ENCODED_ONLY = [
    ("AT-0045-778213", M08),
    ("PT0002000081234567XY", M02),
    ("HH-2025/0381", M03),
    ("Q-25-0932", M06),
    ("4817#", M18),
    ("Arrábida Azul", M18),
    ("5521-883-OK", M14),
]
