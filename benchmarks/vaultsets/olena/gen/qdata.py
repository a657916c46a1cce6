# -*- coding: utf-8 -*-
"""Questions, gold files and per-file answer keys.

make_queries.py writes ../queries.json from this; check.py uses KEYS to validate.
Each entry: id, kind, query, {gold_path: [answer keys that must appear in that file once decoded]}, gold_hint.
"""

M_TW_JOB = "mail/2025/08/2025-08-28_transword_new_job_ngo_reports.eml"
M_PERMIT = "mail/2025/05/2025-05-20_umk_zezwolenie_handel.eml"
M_MUW1 = "mail/2025/07/2025-07-15_muw_wezwanie_odciski.eml"
M_MUW2 = "mail/2025/08/2025-08-05_muw_zmiana_terminu.eml"
QQ = "chats/quick_questions.jsonl"
M_LEX = "mail/2025/10/2025-10-20_lexkram_potwierdzenie_zamowienia.eml"
SANEPID_MD = "market/sanepid_inspection.md"
PREP = "work/sworn_exam_prep.md"
WORK_ICS = "calendar/praca_work.ics"
LONG1 = "notes/2025-03-23_nedilia_braindump.md"
LONG2 = "notes/2025-07-20_lito_vtoma.md"
LONG3 = "notes/2025-10-05_osin_pered_ispytom.md"
M_ANEKS = "mail/2025/10/2025-10-14_kaczmarek_aneks_terma.eml"
VIBER = "chats/viber/Viber_Simya_message_history.csv"
MOVING = "mama/moving_day_2025-06.md"
SALES = "market/sales_2025.csv"
DOCTOR = "mama/doctor.md"
M_ORAL = "mail/2025/11/2025-11-12_pke_czesc_ustna_zawiadomienie.eml"
FLAT = "mama/flat_search.md"
INSTR = "mama/instrukcja_dla_mamy.txt"
M_SOWA1 = "mail/2025/03/2025-03-18_pasieka_sowa_cennik_2025.eml"
M_SOWA3 = "mail/2025/10/2025-10-07_pasieka_nowy_cennik_listopad.eml"
MARKET_ICS = "calendar/targ_market.ics"
MAMA_ICS = "calendar/mama.ics"
PERS_ICS = "calendar/osobiste_personal.ics"
MBOX = "mail/lists/targ-zablocie-wystawcy.mbox"
JARMARK = "market/jarmark_2025.md"
M_KARDIO = "mail/2025/09/2025-09-24_fwd_kardiolog_termin_mama.eml"
M_ZALECENIA = "mail/2025/06/2025-06-03_psse_zalecenia_pokontrolne.eml"
CAT = "home/dla_pani_Krysi_kot.txt"
M_REFLAT = "mail/2025/04/2025-04-25_re_mieszkanie_bochenka.eml"
MENU = "market/menu_log.md"
STALL = "market/stall_setup.md"
M_PKE1 = "mail/2025/03/2025-03-05_pke_potwierdzenie_zgloszenia.eml"
M_HARB_NOV = "mail/2025/11/2025-11-04_re_harbour_status_final_deadline.eml"
M_HARB_AUG = "mail/2025/08/2025-08-21_harbour_exhibits_new_deadline_rate.eml"
CENNIK = "market/cennik.md"
M_TOM = "mail/2025/11/2025-11-18_re_transword_overdue_invoice.eml"
INV = "work/invoices_2025.csv"
DAILY1122 = "daily/2025-11-22.md"
M_IRA = "mail/2025/10/2025-10-26_ira_re_dokumenty_dlia_mamy.eml"
HARBOUR_MD = "work/harbour_project.md"
HOWTO = "market/medovik_howto.txt"
ORAL_JSON = "chats/assistant/2025-10-28_oral_practice.json"
CGPT = "chats/chatgpt/conversations.json"

Q = [
    # ---------------------------------------------------------------- fact
    ("h01", "fact", "PO number for toms NGO reports job",
     {M_TW_JOB: ["PO-TW-55817"]},
     "PO-TW-55817 — only inside the base64 parts of Tom's job mail (28.08); invoices CSV and the overdue-invoice reply mention the job/invoice but never the PO."),
    ("h02", "fact", "numer zezwolenia na handel z urzędu miasta",
     {M_PERMIT: ["ZT/2025/0417"]},
     "Zezwolenie nr ZT/2025/0417 — only in the base64 attachment zezwolenie.txt of the UMK mail (20.05); Karolina's Feb mail and the mbox only say a permit is needed."),
    ("h03", "fact", "mama residence card case number urzad wojewodzki",
     {M_MUW1: ["WSC-V.6151.28463.2025"], M_MUW2: ["WSC-V.6151.28463.2025"]},
     "Sygnatura WSC-V.6151.28463.2025 — only in the two base64 HTML mails from the voivodeship office; karta_pobytu_CUKR.md only says 'case number is in their mails' (pointer)."),
    ("h04", "fact", "how many characters is one page of sworn translation",
     {QQ: ["1125 znaków"]},
     "1125 characters with spaces per sworn page (quick_questions.jsonl); distractors: rates_and_clients.md (agency page = 1800 znaków), sworn_exam_prep.md."),
    ("h05", "fact", "order number for the law dictionery i bought",
     {M_LEX: ["LK-448812"]},
     "LK-448812 (Lex-Kram, 20.10, dictionary PL-UA 189 zł) — only in the base64 HTML receipt; daily/long notes mention paper dictionaries but no order."),
    # ---------------------------------------------------------------- who
    ("h06", "who", "sanepid lady who inspected my kitchen - name?",
     {SANEPID_MD: ["Kamińska"]},
     "p. Beata Kamińska (sanepid_inspection.md); distractors: the PSSE letters are signed by Tomasz Rogala; daily/2025-05-16.md is a pointer."),
    ("h07", "who", "who am i prepping for the przysiegly exam with",
     {PREP: ["Taras"], WORK_ICS: ["Taras"], LONG3: ["Taras"]},
     "Taras Hnatiuk — study partner (sworn_exam_prep.md, work calendar attendee, October long note); long July note mentions 'my study partner' without a name."),
    ("h08", "who", "хто ремонтував колонку в мами",
     {M_ANEKS: ["Marek Zając"], VIBER: ["Марек"]},
     "Pan Marek Zając, the landlord's hydraulik, replaced the gas water heater (terma/колонка) — landlord mail 14.10 + mama on Viber 09.10; Oct long note only says 'he'll send his guy'."),
    ("h09", "who", "who minded the stall the satruday mum arrived",
     {MOVING: ["Dasha"], SALES: ["Dasha"]},
     "Dasha (Daria Bondar) ran the stall alone on 7.06 (moving_day note + sales CSV row); daily/2025-06-07 says only 'stall all fine'; Andrzej drove, pani Krysia minded the cat."),
    ("h10", "who", "lekarz rodzinny mamy nazwisko",
     {DOCTOR: ["Petrenko-Nowak"]},
     "lek. Oksana Petrenko-Nowak (doctor.md); distractor: cardiologist dr Piotr Lis (fwd mail, mama.ics); instrukcja_dla_mamy.txt gives only the clinic."),
    # ---------------------------------------------------------------- where
    ("h11", "where", "where do me and taras meet to study",
     {WORK_ICS: ["Rajska 1"]},
     "Biblioteka Kraków, ul. Rajska 1, czytelnia 2nd floor (work calendar LOCATION of the biweekly RRULE); sworn_exam_prep.md only says 'it's in the work calendar'."),
    ("h12", "where", "oral exam warsaw which room",
     {M_ORAL: ["sala 214"]},
     "Sala 214, II piętro, ul. Kredytowa 8 — only in the base64 attachment of the 12.11 PKE mail; the written-exam mail (15.09) and calendar give only the building."),
    ("h13", "where", "that flat with no lift we saw for mum - what street",
     {FLAT: ["Kminkowa"]},
     "ul. Kminkowa 12/4 (Dębniki), 4th floor without lift (flat_search.md); the reply to the landlord mentions a 4th-floor flat but no street; chosen flat = Bochenka."),
    ("h14", "where", "де мамина поліклініка адреса",
     {DOCTOR: ["Limanowskiego 24"], INSTR: ["Limanowskiego 24"]},
     "Przychodnia Rodzinna Zdrowie+, ul. Limanowskiego 24 (doctor.md + instrukcja_dla_mamy.txt); distractor: cardiology at Szpital Specjalistyczny bud. C; dentist 'ul. Limanowskiego' in personal calendar (no number)."),
    ("h15", "where", "where do I pick up the honey from the beekeeper",
     {M_SOWA1: ["stoisko 41"], MARKET_ICS: ["stoisko 41"]},
     "Stary Kleparz, stoisko 41, Wednesdays 7-12 (Sowa's March price list + market calendar LOCATION); suppliers.md is a pointer ('it's in his price-list e-mail')."),
    # ---------------------------------------------------------------- event_time
    ("h16", "event_time", "mama fingerprints appt urzad wojewodzki when",
     {M_MUW2: ["9 września 2025", "12:15"]},
     "9 Sept 2025, 12:15 (moved by the 05.08 base64 mail); stale: mama.ics and the 15.07 mail say 19.08 10:40, July long note repeats the old date; Viber just says 'moved to September'."),
    ("h17", "event_time", "sworn translator oral exam date",
     {M_ORAL: ["2 grudnia 2025"], WORK_ICS: ["20251202"]},
     "2 Dec 2025, 9:00 (Warsaw) — PKE mail 12.11 + work calendar; distractors: written part 14.10 (mail 15.09, daily 2025-10-14), Viber 'на початку грудня'."),
    ("h18", "event_time", "christmas market zablocie dates",
     {MBOX: ["13–14 grudnia"], MARKET_ICS: ["20251213T100000"], JARMARK: ["13–14 grudnia"]},
     "Jarmark 13-14 Dec 2025, 10:00-19:00 (mbox msg 10.11, market calendar RRULE COUNT=2, jarmark_2025.md); distractor: last normal market 29.11, zgłoszenia deadline 30.11."),
    ("h19", "event_time", "коли мамі до кардіолога",
     {M_KARDIO: ["11.02.2026"], MAMA_ICS: ["20260211"]},
     "11 Feb 2026, 10:30, dr Piotr Lis (forwarded confirmation to Іра + mama calendar); doctor.md is a pointer."),
    ("h20", "event_time", "market hours on the festival saturday in sept",
     {MARKET_ICS: ["20250920T100000", "20250920T180000"], MBOX: ["10:00–18:00"]},
     "20.09.2025 Festiwal Zabłocia: 10:00-18:00 instead of 8-14 (RECURRENCE-ID override in market calendar + Karolina's list mail 30.08); sales CSV row notes only 'record day'."),
    # ---------------------------------------------------------------- multi_source
    ("h21", "multi_source", "how much will the next honey pickup cost me",
     {M_SOWA3: ["gryczany – 44 zł/kg"], MARKET_ICS: ["12 kg"]},
     "12 kg per pickup (market calendar, every 2 months) × 44 zł/kg buckwheat from 1 Nov (Sowa mail 07.10) = 528 zł; old prices 38 (March mail), 42 (Aug reply, suppliers.md); jarmark note +8 kg extra."),
    ("h22", "multi_source", "ile płacę za zezwolenie i za każdą sobotę na targu",
     {M_PERMIT: ["210 zł"], MBOX: ["40 zł za sobotę"]},
     "Permit 210 zł for the season (UMK mail 20.05) + opłata targowa 40 zł per Saturday since June (mbox, was 35); electricity +15 zł/day since August; jarmark 120 zł."),
    ("h23", "multi_source", "sanepid - what did they want fixed and by when",
     {SANEPID_MD: ["Etykiety z alergenami"], M_ZALECENIA: ["30.06.2025"]},
     "Fixes: thermometer + temperature log, allergen labels in Polish, hand-wash point, separate cupboard (sanepid_inspection.md); deadline 30.06.2025 (PSSE mail 03.06); assistant sanepid chat only predicted; 06.05 notice is pre-inspection."),
    ("h24", "multi_source", "mum's arrival day: what time was the train in przemysl + who drove us back",
     {VIBER: ["16:40"], MOVING: ["Andrzej"]},
     "Train 705 Kyiv-Przemyśl arriving 16:40 (Іра on Viber 20.05) + Andrzej, pani Krysia's son, drove in his Berlingo (moving_day note, which points to Viber for the time)."),
    ("h25", "multi_source", "pyrizhok vaccination when and at which vet",
     {CAT: ["Kocia Łapka"], PERS_ICS: ["20251205"]},
     "Vet = Przychodnia Weterynaryjna 'Kocia Łapka', dr Agata Wiśniewska, ul. Dekerta 18 (cat-sitter sheet) + vaccination 5 Dec 2025 16:30 (personal calendar)."),
    # ---------------------------------------------------------------- decision
    ("h26", "decision", "why did we pick mums flat over the other one",
     {FLAT: ["Parter = no stairs"], M_REFLAT: ["bierzemy mieszkanie"]},
     "Chose Bochenka 14/3 because it's parter (no stairs for mama's knees), 2 rooms, 2 tram stops from Olena; rejected Kminkowa (4th floor, no lift) — flat_search.md + Olena's reply to the landlord; the landlord's offer mail is not a decision."),
    ("h27", "decision", "makowiec back on the menu or not??",
     {MENU: ["makowiec WRACA"]},
     "Yes — reversed: dropped 05.07 for summer, back for good from 18.10 (menu_log.md, 48 zł); stale: July long note (dropped), cennik.md 11.10 'na razie nie ma', Oct long note/Viber undecided."),
    ("h28", "decision", "що вирішили з маминою квартирою в харкові",
     {VIBER: ["Дмитро живе в маминій квартирі"]},
     "Cousin Dmytro lives in mama's Kharkiv flat and pays the utilities; no sale for now (Viber 10-11.08); Oct long note only says 'it's decided'."),
    ("h29", "decision", "which card terminal did i go with for the stall",
     {STALL: ["Decision (2 March): SumUp Air"]},
     "SumUp Air (1.69%, no monthly fee), not the bank terminal (stall_setup.md); quick_questions.jsonl only asks about SumUp fees; March long note says 'chose one, it's in stall_setup'."),
    ("h30", "decision", "which language did I sign up the sworn exam for",
     {PREP: ["Decided: język ukraiński"], M_PKE1: ["języka ukraińskiego"]},
     "Ukrainian (PL↔UA), not English (sworn_exam_prep.md + PKE confirmation 05.03); later PKE mails give only the application number."),
    # ---------------------------------------------------------------- temporal_current
    ("h31", "temporal_current", "harbour deadline",
     {M_HARB_NOV: ["12 December 2025"], WORK_ICS: ["20251212"]},
     "12 Dec 2025 (Agnieszka 04.11 + work calendar); older: 20.06 (kickoff mail), 18.07 (12.06 reply), 14.11 (21.08 mail, harbour_project.md, Oct long note)."),
    ("h32", "temporal_current", "medovik price per slice now",
     {CENNIK: ["17 zł"]},
     "17 zł per slice since 11.10 (cennik.md); older: 14 zł (stall_setup.md, March note), 15 zł (July note, menu_log); the ChatGPT chat only models 17 hypothetically."),
    ("h33", "temporal_current", "what's my stall number at the market",
     {MBOX: ["C12"], LONG2: ["C12"]},
     "C12 by the bike racks since 17 May (mbox layout mail + July long note); older: B7 (Karolina's Feb mail, stall_setup.md, March note, mbox reply)."),
    ("h34", "temporal_current", "mama rent how much now",
     {M_ANEKS: ["2350 zł"]},
     "2350 zł/month from 1 Nov 2025 (landlord annex mail 14.10); older 2200 zł (offer mail, reply, flat_search.md); Oct long note only says it will go up."),
    ("h35", "temporal_current", "linguabrige rate per page",
     {M_HARB_AUG: ["PLN 42 per page"]},
     "42 zł per page from 1 Sept 2025 (Agnieszka 21.08); older 38 zł (rates_and_clients.md, kickoff mail); Oct long note mentions a new rate without the figure."),
    # ---------------------------------------------------------------- open_loop
    ("h36", "open_loop", "transword still hasnt paid? which invoice",
     {M_TOM: ["INV-OK-0925", "28 November"], INV: ["INV-OK-0925"]},
     "INV-OK-0925 (798 EUR, due 3.11) unpaid; Tom promises payment run 28 Nov (reply 18.11 + invoices CSV with empty paid_on); daily 2025-11-22 and work.ics VTODO are vaguer."),
    ("h37", "open_loop", "karta pobytu mamy odbiór - kiedy",
     {DAILY1122: ["NO SMS"], MAMA_ICS: ["Odebrać kartę pobytu mamy"]},
     "Still open: decision positive (30.10) but no SMS to collect the card — call/go to the urząd (daily 2025-11-22 + NEEDS-ACTION VTODO in mama calendar); karta_pobytu_CUKR.md log stops in September."),
    ("h38", "open_loop", "jarmark co jeszcze trzeba załatwić",
     {JARMARK: ["wysłać zgłoszenie"], MARKET_ICS: ["Promiennik"]},
     "Unchecked: send the zgłoszenie by 30.11, heater (promiennik), +8 kg honey, 10 makowiec, labels (jarmark_2025.md) — calendar has the heater VTODO and the zgłoszenie deadline event."),
    ("h39", "open_loop", "is ira still waiting on mama's pension papers",
     {M_IRA: ["обіцяли до кінця листопада"]},
     "Yes — довідка з ПФУ not issued yet, promised by end of November; apostilled birth certificate already collected (Іра's reply 26.10)."),
    ("h40", "open_loop", "harbour queries the law firm still hasn't answered",
     {HARBOUR_MD: ["akcje uprzywilejowane co do głosu"], M_HARB_NOV: ["Q7 and Q8"]},
     "Q7 ('akcje uprzywilejowane co do głosu' in a sp. z o.o.) and Q8 (witness name spelling) still unanswered (harbour_project.md + Agnieszka 04.11); Q1-Q6 answered."),
    # ---------------------------------------------------------------- preference
    ("h41", "preference", "which honey do i use for medovik",
     {HOWTO: ["Only buckwheat honey"]},
     "Buckwheat (gryczany) only — acacia too runny/sweet, linden too perfumy (medovik_howto.txt); Sowa's price lists just list all kinds."),
    ("h42", "preference", "memoq or trados which one do i actually like",
     {LONG1: ["memoQ is what I actually like"]},
     "memoQ — cancelled the Trados renewal after crashes (March long note)."),
    ("h43", "preference", "потяг чи автобус до перемишля що мені краще",
     {MOVING: ["Train, never the bus"]},
     "Train, never the bus (gets motion-sick; 2022 bus was 14 h) — moving_day note; Viber only has the train details."),
    ("h44", "preference", "flashcard app for exam vocab i liked",
     {PREP: ["Anki", "more than Quizlet"]},
     "Anki (own decks, spaced repetition, offline) over Quizlet (sworn_exam_prep.md); work calendar VTODO only says 'Anki: 30 kart'."),
    ("h45", "preference", "what kind of texts do i like to practise sight translation on",
     {ORAL_JSON: ["I like practising on short court judgments"]},
     "Short court judgments; notarial deeds and long contracts bore her (oral-practice assistant chat 28.10); prep note/daily only list judgments as a task."),
    # ---------------------------------------------------------------- vague
    ("h46", "vague", "that box ira was sending over with somone",
     {VIBER: ["Сергій, водій автобуса"]},
     "Box with mama's photo albums, vyshyvanka and cherry jam sent via Serhiy, the Kharkiv-Kraków bus driver, picked up at MDA (Viber 22-25.09); Nova Post parcel mail (July) is a different shipment."),
    ("h47", "vague", "the chatgpt thing where i checked if the cakes are even worth it",
     {CGPT: ["Medovik cost per slice"]},
     "ChatGPT conversation 'Medovik cost per slice' (~4.39 zł cost per slice, edited branch with honey 42 zł) in conversations.json."),
    ("h48", "vague", "the argument on the stallholders list about the loud machine",
     {MBOX: ["hałas"]},
     "Ewa's complaint about the coffee truck's generator (agregat) noise + Luca's reply and the ban from August (mbox July); permit attachment only mentions the generator ban rule."),
    ("h49", "vague", "summer note when i was exhausted and thinking of giving up translating",
     {LONG2: ["burnt out"]},
     "The 20 July long note (burnt out, looked at office jobs, 'you are not going to quit translating')."),
    ("h50", "vague", "what i left for the neighbour lady about the cat",
     {CAT: ["DLA PANI KRYSI"]},
     "home/dla_pani_Krysi_kot.txt — feeding, litter, vet, spare key for pani Krysia."),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

# Facts that must exist ONLY inside encoded MIME parts (absent from every file's raw bytes).
ENCODED_ONLY = {
    "PO-TW-55817": [M_TW_JOB],
    "ZT/2025/0417": [M_PERMIT],
    "WSC-V.6151.28463.2025": [M_MUW1, M_MUW2],
    "LK-448812": [M_LEX],
    "sala 214": [M_ORAL],
}
