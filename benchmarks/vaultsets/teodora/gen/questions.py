# -*- coding: utf-8 -*-
"""The 50 questions with gold files and per-file answer keys (used to write queries.json and by check.py).

Each entry: id, query, kind, gold_hint, gold = [(vault-relative path, answer key found in that file once decoded)].
"""

M = "mail/"
PRAM = M + "2025/08/2025-08-25_florin-pram-factura.eml"
RACE = M + "2026/03/2026-03-02_apuseni-trail-confirmare.eml"
PV_DSP = M + "2026/02/2026-02-16_dsp-proces-verbal.eml"
BANK1 = M + "2025/06/2025-06-05_carpatbank-contract-credit.eml"
BANK2 = M + "2026/04/2026-04-02_carpatbank-sfarsit-perioada-fixa.eml"
POSTER = M + "2026/04/2026-04-10_cehp-poster-details.eml"
GARZI = "data/garzi-2025-2026.csv"
SPACE = "Takeout/Google Chat/Groups/Space AAAAw2kT9pQ/messages.json"
DM = "Takeout/Google Chat/Groups/DM 3tq8CgAAAAE/messages.json"
DSP_NOTIF = M + "2026/01/2026-01-26_dsp-notificare-control.eml"
MBOX = M + "lists/cluj-trail-runners.mbox"
ASOC_NOTE = "notes/renovare/asociatie-sedinte.md"
CONVOC = M + "2026/02/2026-02-24_asociatie-convocare-aga.eml"
PV_AGA = M + "2026/03/2026-03-23_asociatie-pv-aga.eml"
STOCK = "notes/farmacie/stockout-piptazo.md"
CEHP_OK = M + "2026/02/2026-02-20_cehp-abstract-accepted.eml"
CONF = "notes/conferinta-cehp-2026.md"
NUC_OFFER = M + "2025/09/2025-09-12_nucleu-oferta-bucatarie.eml"
KITCHEN = "notes/renovare/bucatarie-comanda.md"
ALERG = "calendar/alergare.ics"
CASA = "notes/casa-instructiuni-Alina.txt"
LIVIU_PREP = M + "2026/02/2026-02-09_liviu-pregatire-control.eml"
VIZIO = M + "2026/04/2026-04-08_vizio-reprogramare-OS.eml"
MUNCA = "calendar/munca.ics"
RENOV = "calendar/renovare.ics"
FAMILIE = "calendar/familie.ics"
NUC_DELAY = M + "2025/12/2025-12-01_nucleu-amanare-montaj.eml"
DROPS = "notes/familie/picaturi-tata.txt"
BROKER = M + "2026/03/2026-03-18_ipotecasmart-comparatie-refinantare.eml"
LIVIU_PLAN = M + "2026/02/2026-02-17_liviu-plan-masuri.eml"
CJP_PROG = M + "2026/04/2026-04-14_cjp-confirmare-programare.eml"
PENSIE = "notes/familie/pensie-parinti.md"
SWITCH = M + "2025/10/2025-10-16_re-oferta-bucatarie.eml"
NUC_CONF = M + "2025/10/2025-10-20_nucleu-confirmare-comanda.eml"
ELEC = "notes/renovare/electrician-oferte.md"
ACCEPT = M + "2025/06/2025-06-23_re-oferta-instalatie.eml"
TATA = "notes/familie/tata-cataracta.md"
J_SEP = "notes/jurnal-septembrie-2025.md"
J_DEC = "notes/jurnal-decembrie-2025.md"
J_MAR = "notes/jurnal-martie-2026.md"
V2 = M + "2025/10/2025-10-29_suciu-protocol-substitutie-v2.eml"
CHELT = "data/cheltuieli-renovare.csv"
D0416 = "notes/daily/2026-04-16.md"
REFI_RE = M + "2026/04/2026-04-07_re-comparatie-refinantare.eml"
PLAN_RUN = "notes/alergare/plan-semimaraton.md"
OANA = M + "2025/10/2025-10-21_re-fwd-oferta-lentile.eml"
DDD = "notes/farmacie/howto-raport-DDD.txt"
GPT = "chat/chatgpt/conversations.json"

Q = [
    # ---------------------------------------------------------------- fact
    ("h01", "florin electrician ANRE legitimatie nr", "fact",
     "23817 (ANRE grad IIB) — only inside the base64 attachment buletin_PRAM of Florin's August mail; distractors: electrician-oferte.md, Florin's June offer + reply (no number)",
     [(PRAM, "23817")]),
    ("h02", "Apuseni half bib nr", "fact",
     "bib 1417 — only in the base64 HTML registration confirmation (2 Mar 2026); distractors: plan-semimaraton.md ('confirmarea pe mail'), jurnal-martie, club mbox",
     [(RACE, "1417")]),
    ("h03", "numar proces verbal control dsp", "fact",
     "PV nr. 1187 din 16.02.2026 — only in the base64 HTML DSP mail; distractors: Liviu's plan mail ('Am primit PV-ul'), jurnal-martie, DSP notification",
     [(PV_DSP, "1187")]),
    ("h04", "carpatbank mortage contract no", "fact",
     "CB-IPO-2025-044718 — in the June 2025 contract confirmation (HTML) and the April 2026 end-of-fixed-rate notice; distractors: credit-ipotecar.md, broker mails",
     [(BANK1, "CB-IPO-2025-044718"), (BANK2, "CB-IPO-2025-044718")]),
    ("h05", "CEHP poster board nr", "fact",
     "board P-58 (session PS-07, Fri 22 May 12:30) — only in the base64 HTML poster-details mail; distractors: acceptance mail (says boards come in April), conferinta-cehp-2026.md",
     [(POSTER, "P-58")]),
    # ---------------------------------------------------------------- who
    ("h06", "who took my christmas eve night shift", "who",
     "Sergiu Bălan took the 24.12 night (Teodora did 31.12) — garzi CSV + pharmacy Google Chat space; distractors: jurnal-decembrie and Vlad DM (swap mentioned, no name)",
     [(GARZI, "2025-12-24,mie,noapte,Mureșan T.,Bălan S."), (SPACE, "Preiau eu noaptea de 24")]),
    ("h07", "dsp inspector name control farmacie", "who",
     "inspector sanitar Adrian Mărginean (coordinator; with Lucia Pop) — DSP notification (8bit) and the base64 PV mail; distractors: audit-dsp-pregatire.md, Liviu's mails",
     [(DSP_NOTIF, "Adrian Mărginean"), (PV_DSP, "Adrian Mărginean")]),
    ("h08", "trail club coach who", "who",
     "Sorin Pavel, antrenor CTR — club mbox; distractors: plan-semimaraton.md ('planul clubului'), jurnal-septembrie (club, Alina)",
     [(MBOX, "Sorin Pavel")]),
    ("h09", "cine e administratoarea blocului", "who",
     "Elena Vaida — asociatie-sedinte.md, AGA convocation mail, AGA decisions mail; distractors: Vlad DM ('administratora' without name), casa-instructiuni (phone only), president Gheorghe Sabău",
     [(ASOC_NOTE, "Elena Vaida"), (CONVOC, "Elena Vaida"), (PV_AGA, "Elena Vaida")]),
    ("h10", "pip tazo distributor guy who to call", "who",
     "Paul Vescan from MedDistrib Transilvania — stockout-piptazo.md; distractors: Liviu's stock-out mail, space chat (MedDistrib without a person), jurnal-martie ('omul nostru de la distribuitor')",
     [(STOCK, "Paul Vescan")]),
    # ---------------------------------------------------------------- where
    ("h11", "where is the hospital pharmacy congress in may held", "where",
     "Cankarjev dom, Ljubljana — acceptance mail (multipart/alternative) + conferinta-cehp-2026.md; distractors: poster-details mail (Hall E1 foyer only), munca.ics (just 'Ljubljana'), quick-questions (parking)",
     [(CEHP_OK, "Cankarjev dom"), (CONF, "Cankarjev dom")]),
    ("h12", "nucleu kitchen workshop adress", "where",
     "Nucleu Mobilier, Str. Fabricii nr. 46, hala 3 — September offer mail (HTML footer) + bucatarie-comanda.md; distractors: confirmation / delay mails (no address), jurnal-septembrie",
     [(NUC_OFFER, "Fabricii nr. 46"), (KITCHEN, "Fabricii nr. 46")]),
    ("h13", "where does the apuseni race start", "where",
     "Arieșeni, baza pârtiei Vârtop — race confirmation (base64 HTML), club mbox, alergare.ics; distractors: plan-semimaraton.md, carpool message (Sala Polivalentă is the carpool meeting point)",
     [(RACE, "baza pârtiei Vârtop"), (MBOX, "baza pârtiei Vârtop"), (ALERG, "baza pârtiei Vârtop")]),
    ("h14", "main water shut off valve in the flat", "where",
     "in the bathroom, behind the tiled panel under the bathtub (2 magnets) — casa-instructiuni-Alina.txt; distractors: jurnal-decembrie (the neighbour's valve), apartament-primaverii.md",
     [(CASA, "robinetul general de apa")]),
    ("h15", "which room was the opening meeting for the DSP inspection", "where",
     "sala de consiliu «Ștefan Hațieganu», corp B, et. 1 — only in Liviu's quoted-printable mail of 9 Feb (name hidden by QP); distractors: munca.ics (committee in 'Sala de consiliu'), space chat ('ședința de deschidere')",
     [(LIVIU_PREP, "Hațieganu")]),
    # ---------------------------------------------------------------- event_time
    ("h16", "dad's second cataract op date", "event_time",
     "Tue 19.05.2026, 07:45 (moved) — Vizio rescheduling mail; distractors: familie.ics (stale 05.05), tata-cataracta.md (5 mai), Vlad DM (moved, no date)",
     [(VIZIO, "19.05.2026")]),
    ("h17", "bloc AGA water pipes when was it", "event_time",
     "Thu 19.03.2026, 18:30 (postponed from 12.03) — AGA decisions mail + Vlad DM; distractors: convocation mail (12.03), jurnal-martie, renovare.ics (2025 AGA)",
     [(PV_AGA, "19.03.2026"), (DM, "Se ține pe 19 martie")]),
    ("h18", "comisia antibiotice when does it meet", "event_time",
     "monthly, 2nd Tuesday 13:00–14:30 — munca.ics RRULE; distractors: Liviu's stock-out mail (extraordinary session 28.10), stockout-piptazo.md, howto-raport-DDD.txt",
     [(MUNCA, "FREQ=MONTHLY;BYDAY=2TU")]),
    ("h19", "nucleu kitchen install date", "event_time",
     "Tue 20.01.2026 from 08:00, 2 days (moved from 15.12.2025) — Nucleu delay mail + renovare.ics; distractors: order confirmation (15.12.2025), Vlad DM, jurnal-decembrie",
     [(NUC_DELAY, "20.01.2026"), (RENOV, "2026-01-20")]),
    ("h20", "dsp inspection date time", "event_time",
     "Wed 11.02.2026, 09:00 — DSP notification, munca.ics, Liviu's prep mail; distractors: audit-dsp-pregatire.md, PV mail (16.02), jurnal-martie",
     [(DSP_NOTIF, "11.02.2026"), (MUNCA, "2026-02-11"), (LIVIU_PREP, "11 februarie")]),
    # ---------------------------------------------------------------- multi_source
    ("h21", "apuseni race bib + who is driving us there", "multi_source",
     "bib 1417 (race confirmation, base64) + Mihai Dobre drives, Fri 12 June 17:00 from Sala Polivalentă (club mbox); distractors: jurnal-martie (carpool, no driver), plan note",
     [(RACE, "1417"), (MBOX, "conduc eu")]),
    ("h22", "tata operatie ochi stang data noua si schema de picaturi", "multi_source",
     "19.05.2026 07:45 (Vizio mail) + Tobradex/Nevanac 4-week schedule (picaturi-tata.txt); distractors: familie.ics + tata-cataracta.md (old 5 May), ChatGPT post-op chat",
     [(VIZIO, "19.05.2026"), (DROPS, "TOBRADEX")]),
    ("h23", "mortgage rate after fixed period vs broker refinance offer", "multi_source",
     "8,01% (IRCC 5,66 + 2,35; rata 2.419,77) from July per CarpatBank notice + Banca Nordica fixed 5,95% for 5 years per broker; distractors: credit-ipotecar.md, contract mail (5,49%), Teodora's reply (rates not quoted)",
     [(BANK2, "8,01%"), (BROKER, "5,95%")]),
    ("h24", "DSP audit findings and who is responsible for each fix", "multi_source",
     "3 findings (fridge 3 gap 24–25 Jan, non-compliant correction in narcotics register, expired meds outside quarantine) in base64 PV mail + owners Teodora/Ioana/Sergiu in Liviu's plan mail; distractor: audit-dsp-pregatire.md (provisional split, Sergiu on narcotics)",
     [(PV_DSP, "corectură neconformă"), (LIVIU_PLAN, "pct. 3 (expirate) — Sergiu")]),
    ("h25", "mom pension appointment time and which papers to bring", "multi_source",
     "Tue 28.04.2026 10:20, ghișeul 4, Str. Constanța 7 (CJP confirmation) + documents list (pensie-parinti.md); distractors: CJP Oct mail (father's file), daily 2026-04-16",
     [(CJP_PROG, "Ora: 10:20"), (PENSIE, "carnetul de muncă original")]),
    # ---------------------------------------------------------------- decision
    ("h26", "what worktop did we end up ordering for the kitchen", "decision",
     "compact HPL 12 mm, stejar natur (reversed from quartz Bianco Carrara) — Teodora's reply of 16 Oct + Nucleu confirmation; distractors: bucatarie-comanda.md + offer (quartz), chat/asistent kitchen chat, daily 2025-10-15, Vlad DM ('ai câștigat cu blatul')",
     [(SWITCH, "HPL compact 12 mm"), (NUC_CONF, "HPL compact 12 mm")]),
    ("h27", "electrician decision why florin not electrocasa", "decision",
     "chose Florin Gavrilă (22.06.2025): cheapest (14.500 vs 17.500/19.200), could start 21 July (ElectroCasa only in Sept), recommended by Ioana, explains well; Vlad had wanted ElectroCasa for a company invoice — electrician-oferte.md + Vlad DM; distractors: acceptance reply (no reasons), Florin's offer, CSV payments, renovare.ics",
     [(ELEC, "mergem cu Florin Gavrilă"), (DM, "Hai cu el, nu cu ElectroCasa")]),
    ("h28", "what did the asociatie vote for the water pipes", "decision",
     "approved Hidroterm Instal SRL, 148.000 lei, works June–July 2026 (38 for) — AGA decisions mail; distractors: asociatie-sedinte.md (two offers), convocation, jurnal-martie ('vezi PV')",
     [(PV_AGA, "Hidroterm Instal SRL")]),
    ("h29", "dad cataract lens premium or standard what did we pick", "decision",
     "premium aspheric monofocal VisiLens AS-22 (+1.900 lei), not multifocal — tata-cataracta.md; distractors: forwarded clinic offer, Oana's advice mail, CSV payment",
     [(TATA, "VisiLens AS-22")]),
    ("h30", "bathtub keep or walk-in shower final decision", "decision",
     "keep the cast-iron tub and re-enamel it (900 lei), only new tiles — Vlad DM (10 Feb) + jurnal-martie; distractor: apartament-primaverii.md (old plan: walk-in shower), quick-questions (re-enamel durability)",
     [(DM, "păstrăm cada"), (J_MAR, "am renunțat la ideea cu walk-in-ul")]),
    # ---------------------------------------------------------------- temporal_current
    ("h31", "cat platim acum la fondul de reparatii", "temporal_current",
     "65 lei/ap/lună from April 2026 — AGA decisions mail; old value 40 lei in asociatie-sedinte.md; distractors: convocation, CSV (April maintenance, no amount)",
     [(PV_AGA, "65 lei")]),
    ("h32", "piptazo substitute intraabdominal current protocol", "temporal_current",
     "v2 (from 30.10.2025, still in force): ertapenem 1 g/day; cefepime only pneumonia/neutropenia; meropenem only with ID approval — base64 attachment of dr. Suciu's mail; old v1 (cefepime+metronidazole) in Liviu's QP mail and stockout-piptazo.md; space chat says v2 stays",
     [(V2, "ertapenem 1 g/zi")]),
    ("h33", "how much did the electrician cost in the end", "temporal_current",
     "16.800 lei final (14.500 + 1.600 + 700) — Florin's August mail + expenses CSV; old 14.500 in offer mail, acceptance reply, electrician-oferte.md",
     [(PRAM, "16.800 lei"), (CHELT, "16.800")]),
    ("h34", "parola wifi acasa", "temporal_current",
     "Primaverii9 / ciuperca-pe-dulap-74 (new fibre router) — casa-instructiuni-Alina.txt; old VladNet/bicicleta2019 in daily 2025-07-14; Vlad DM only points to the note on the fridge",
     [(CASA, "ciuperca-pe-dulap-74")]),
    ("h35", "rezidenti study session which day now", "temporal_current",
     "Wednesdays 14:00–15:30, room 214 (since 4 Feb 2026) — munca.ics new series + space chat; old Thursday 15:30 in rezidenti-plan-studiu.md and the ended ics series; daily 2026-01-22 only proposes",
     [(MUNCA, "BYDAY=WE"), (SPACE, "miercuri, 14:00")]),
    # ---------------------------------------------------------------- open_loop
    ("h36", "still waiting on carpatbank fixed rate offer?", "open_loop",
     "yes — conversion request sent 3 Apr, Roxana hasn't answered; decide before 25 June — daily 2026-04-16 + Teodora's reply to the broker; distractors: renovare.ics VTODO (decision), CarpatBank notice, credit-ipotecar.md",
     [(D0416, "Roxana tot n-a răspuns"), (REFI_RE, "așteptăm și răspunsul de la CarpatBank")]),
    ("h37", "replacement drawer front kitchen still missing", "open_loop",
     "scratched under-sink drawer front, promised in 3 weeks in January, still not delivered mid-April — Vlad DM, daily 2026-04-16, renovare.ics VTODO, jurnal-martie (still missing end of March); distractors: Nucleu mails, daily 2026-01-22",
     [(DM, "Tot nimic de la Nucleu cu frontul"), (D0416, "frontul de la sertarul de sub chiuvetă"), (RENOV, "front nou pt sertarul"), (J_MAR, "Mai lipsește frontul de la sertarul")]),
    ("h38", "fridge 3 temperature logger arrived yet", "open_loop",
     "no — LogTemp T20 ordered 2 Mar, supplier now says end of April; manual log 3×/day meanwhile — munca.ics VTODO + space chat (13 Apr); distractors: space chat 2 Mar (ETA 2 weeks), daily 2026-01-22, audit notes",
     [(MUNCA, "Livrarea tot nu s-a făcut"), (SPACE, "Loggerul pentru frigiderul 3 tot nu a venit")]),
    ("h39", "adeverinta spor ceramica tata a venit?", "open_loop",
     "not yet — requested from Arhiva Turda Documente 12.11.2025 (150 lei), still 'în lucru' mid-April — pensie-parinti.md, familie.ics VTODO, jurnal-martie (still nothing end of March); distractors: CJP Oct mail (what is missing), jurnal-decembrie",
     [(PENSIE, "adeverința încă n-a venit"), (FAMILIE, "Adeverință spor grupa II tata"), (J_MAR, "60 de zile au devenit 120")]),
    ("h40", "poster printing A0 when do I need to order", "open_loop",
     "print A0 portrait at Copy Center Unirii, 3 working days → order by 14 May (unchecked) — conferinta-cehp-2026.md; distractors: poster-details mail (format, mounting), jurnal-martie",
     [(CONF, "order by 14 May")]),
    # ---------------------------------------------------------------- preference
    ("h41", "energy gels what works for me long runs", "preference",
     "no caffeine gels (stomach cramps); dates + salted boiled potatoes + electrolytes — plan-semimaraton.md + jurnal-septembrie; distractors: ChatGPT carbs chat, alergare.ics description",
     [(PLAN_RUN, "Gelurile cu cofeină"), (J_SEP, "Nu mai iau gel cu cofeină")]),
    ("h42", "what kind of kitchen handles does vlad want", "preference",
     "no push-to-open; black matte aluminium edge profile (gola) — Vlad DM 16 Sep; distractors: Nucleu confirmation ('cod M-14'), Teodora's reply, bucatarie-comanda.md (undecided), jurnal-martie",
     [(DM, "Eu nu vreau push-to-open")]),
    ("h43", "garzi which nights do i prefer", "preference",
     "Friday nights; hates Sunday nights (Monday report/inventory) — jurnal-decembrie; distractors: garzi CSV, space chat swaps",
     [(J_DEC, "prefer gărzile de vineri noaptea")]),
    ("h44", "cum vrea mama sa primeasca hartiile de la pensii", "preference",
     "on paper, by post to Turda, no e-mail/online — pensie-parinti.md + jurnal-septembrie; distractors: CJP mails, picaturi-tata.txt",
     [(PENSIE, "Mama NU vrea nimic pe email"), (J_SEP, "Să-mi vină acasă, în plic")]),
    ("h45", "what kind of accommodation do I like for conferences", "preference",
     "small hotel within walking distance of the venue, breakfast included, no Airbnb (Vienna 2023) — conferinta-cehp-2026.md; distractors: quick-questions (Ljubljana parking), CEHP mails",
     [(CONF, "no more Airbnb")]),
    # ---------------------------------------------------------------- vague
    ("h46", "what did my sister say about the fancy lenses and night driving", "vague",
     "Oana: no multifocal — a colleague's mother sees halos around headlights and stopped driving at night; take the aspheric — Oana's reply mail; distractors: forwarded offer, tata-cataracta.md (points to her mail)",
     [(OANA, "halouri")]),
    ("h47", "vecina de sus care ne-a inundat baia", "vague",
     "d-na Kovács (ap. 16), burst washing-machine hose, end of Nov 2025, her insurance paid — jurnal-decembrie + Vlad DM; distractors: asociatie-sedinte.md, quick-questions (water stain)",
     [(J_DEC, "d-na Kovács"), (DM, "doamna Kovács")]),
    ("h48", "how did I calculate that antibiotic usage per hospital days thing", "vague",
     "InfoSpital export + DDD template: grams / WHO DDD, per 100 bed-days, pivot + Refresh All — howto-raport-DDD.txt; distractors: conferinta note, protocol v2 (weekly DDD reporting), quick-questions (DDD ceftriaxone)",
     [(DDD, "grame consumate / DDD")]),
    ("h49", "that old 1974 newspaper in the wall", "vague",
     "a Făclia newspaper from March 1974 found by Florin under the old hall socket; to be framed — Vlad DM + jurnal-septembrie; distractors: apartament-primaverii.md (1974 block), electrician notes",
     [(DM, "ziar Făclia"), (J_SEP, "ziar Făclia")]),
    ("h50", "that ai chat about putting vlad's bonus into the loan", "vague",
     "ChatGPT conversation (edited branch): don't prepay now, keep cash for refinancing costs/emergency, decide in spring — conversations.json; distractors: credit-ipotecar.md (points to it), jurnal-decembrie",
     [(GPT, "early repayment")]),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# facts that must be found only inside encoded parts (absent from the raw bytes of every file)
ENCODED_ONLY = ["23817", "1417", "1187", "P-58", "Hațieganu", "ertapenem"]
