# -*- coding: utf-8 -*-
"""Source of queries.json plus the answer keys used by check.py.
keys: either a list of alternatives (any one must occur in every gold file, after decoding),
or a dict {gold_path: [alternatives]} when each gold file holds a different part."""

M = "mail/"
TG = "chats/telegram/ChatExport_2025-11-18/result.json"
CHATGPT = "chats/chatgpt/conversations.json"
SMS = "chats/sms/sms-export-2025.json"
MBOX = "mail/lists/headingley-readers.mbox"
FLY_BOOK = M + "2025/01/2025-01-09_flyaway_booking-confirmation.eml"
FLY_CHANGE = M + "2025/05/2025-05-14_flyaway_schedule-change.eml"
CLIENT_CARE = M + "2025/02/2025-02-10_hargreaves-lund_client-care-letter.eml"
RACHEL_REPLY = M + "2025/02/2025-02-12_re_client-care-letter.eml"
REMOVALS = M + "2025/11/2025-11-04_aire-valley-removals_quote.eml"
DVSA_BOOK = M + "2025/04/2025-04-08_dvsa_practical-test-booked.eml"
DVSA_CANCEL = M + "2025/08/2025-08-19_dvsa_test-cancelled-rebooked.eml"
SURVEY_BOOK = M + "2025/03/2025-03-06_kirkstall-survey_booking.eml"
SURVEY_SUM = M + "2025/03/2025-03-19_kirkstall-survey_report-summary.eml"
TOM_REPRICE = M + "2025/03/2025-03-24_whitaker_re_revised-offer.eml"
DAVE_PRICE = M + "2025/04/2025-04-15_ackroyd_price-change.eml"
KASIA = M + "2025/05/2025-05-06_kasia_slub-i-wesele.eml"
SWAP_OK = M + "2025/05/2025-05-20_re_swap-request-nights-june.eml"
PENSJONAT = M + "2025/06/2025-06-02_pensjonat-slezanski_rezerwacja.eml"
CONFIRMER = M + "2025/06/2025-06-25_re_revalidation-confirmer.eml"
GARETH_5YR = M + "2025/07/2025-07-14_re_rates-update.eml"
FWD_MAREK = M + "2025/07/2025-07-22_fwd_marek_termin-zabiegu.eml"
PENNINE = M + "2025/08/2025-08-12_pennine_mortgage-offer.eml"
PRIYA = M + "2025/09/2025-09-09_priya_reflective-discussion-form.eml"
MGMT_PACK = M + "2025/10/2025-10-14_hargreaves-lund_searches-management-pack.eml"
COMPLETION = M + "2025/10/2025-10-30_re_completion-date.eml"
NMC_VERIF = M + "2025/11/2025-11-10_nmc_verification-request.eml"
WORK_ICS = "calendar/work-ward51-2025.ics"
PERSONAL_ICS = "calendar/personal-2025.ics"
TRIP_ICS = "calendar/trip-wroclaw-june-2025.ics"
FLAT_ICS = "calendar/flat-purchase.ics"
N = "notes/"
REVAL = N + "work/revalidation-2025.md"
REFL = N + "work/reflective-accounts-draft.md"
SWAPS = N + "work/shift-swaps.md"
NIGHTS = N + "work/night-shift-routine.md"
TRACKER = N + "flat/flat-purchase-tracker.md"
VIEWINGS = N + "flat/viewing-notes.md"
SURVEY_NOTES = N + "flat/survey-notes.md"
MAMA = N + "mama/mama-zdrowie.md"
WESELE = N + "wesele-kasi.md"
DRIVING = N + "driving/driving-notes.md"
BOOKS = N + "bookclub/books-2025.md"
D0203 = N + "daily/2025-02-03.md"
D0924 = N + "daily/2025-09-24.md"
D1114 = N + "daily/2025-11-14.md"
JAN = N + "journal/2025-01-19-brain-dump.md"
JUL = N + "journal/2025-07-20-summer-catch-up.md"
OCT = N + "journal/2025-10-19-after-the-ablation.md"
PACKING = N + "packing-wroclaw.md"
PRZEPISY = N + "przepisy-babci.md"
SITTER = "txt/house-sitter-kluska.txt"
MAMA_TXT = "txt/instrukcja-telegram-dla-mamy.txt"
LESSONS_CSV = "data/driving-lessons-2025.csv"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

Q = [
    # ------------------------------------------------------------------ fact
    ("h01", "wroclaw flight booking ref", [FLY_BOOK, FLY_CHANGE], ["K7QZ4M"],
     "K7QZ4M - only inside the base64 HTML of the FlyAway booking and the base64 schedule-change mail; "
     "trip calendar, packing list and wedding note only say 'see the FlyAway email'."),
    ("h02", "solicitor matter ref number flat", [CLIENT_CARE], ["HL/ORM/25-0412"],
     "HL/ORM/25-0412 - only in the base64 client-care-letter attachment; tracker, ledger and Zofia's reply "
     "only refer to 'the ref on the client care letter'."),
    ("h03", "removals quote how much", [REMOVALS], ["£465"],
     "£465 incl. VAT (Aire Valley, base64 attachment Quote-Q-2291.txt); ledger shows only the £50 deposit "
     "and a blank balance; BlueLight promo mentions Moovr 10% off."),
    ("h04", "dvsa booking number practical test", [DVSA_BOOK, DVSA_CANCEL], ["48215537"],
     "48215537 - base64 HTML DVSA booking + rebooking mails; driving notes/calendar don't hold it."),
    ("h05", "kod do sejfu na klucz Bethany", [SITTER], ["7193"],
     "Key safe code 7193 (house-sitter sheet, English); packing list only says key+sheet to Bethany."),
    # ------------------------------------------------------------------ who
    ("h06", "who did my reflective discussion with", [REVAL, PRIYA, SMS, WORK_ICS], ["Priya"],
     "Priya Nair (staff nurse, Ward 51) on 8 Sept; distractors: Deborah Fenwick (confirmer), Siobhan."),
    ("h07", "surveyer name who did the flat survey", [SURVEY_BOOK, SURVEY_SUM, SURVEY_NOTES, FLAT_ICS],
     ["Imran Hussain"],
     "Imran Hussain MRICS, Kirkstall Survey Partners; tracker/ledger name only the firm."),
    ("h08", "who's feeding Kluska while im in Poland", [SITTER, PACKING, OCT], ["Bethany"],
     "Bethany Osei, Flat 2 downstairs; Agnieszka is only the backup contact."),
    ("h09", "who is covering my nights wedding week", [SWAPS, SMS, SWAP_OK, WORK_ICS], ["Agnieszka"],
     "Agnieszka (Aga) Wróbel covers 10+11 June; Callum Reid agreed first then backed out (hen do)."),
    ("h10", "jak się nazywa kardiolog mamy", [MAMA, CHATGPT], ["Sadowska"],
     "dr n. med. Ewa Sadowska (Centrum Kardiologii Odra); Telegram only says 'pani doktor'."),
    # ------------------------------------------------------------------ where
    ("h11", "mama ablacja gdzie się zgłosić pokój", [FWD_MAREK], ["pokój 214"],
     "Pokój 214, II piętro (Pracownia Elektrofizjologii), Centrum Kardiologii Odra, Grabiszyńska 140 - "
     "only in the quoted-printable forward from Marek; mama-zdrowie note just points to the mail."),
    ("h12", "book club november where are we meeting", [MBOX], ["14 Ashwood Villas"],
     "Helen's house, 14 Ashwood Villas, Headingley (Lamplighter closed for refurb); books note and older list "
     "mails still say the Lamplighter."),
    ("h13", "gdzie jest zawór wody w nowym mieszkaniu", [SURVEY_NOTES, SURVEY_SUM], ["airing cupboard"],
     "Stopcock in the airing cupboard in the hall, behind the hot water cylinder; the house-sitter sheet's "
     "'under the kitchen sink' is the OLD rented flat."),
    ("h14", "gdzie śpię na weselu Kasi nocleg", [PENSJONAT, WESELE], ["Pensjonat Ślężański"],
     "Pensjonat Ślężański, ul. Mickiewicza 31, Sobótka (13-15 June); Kasia's mail only says to sort "
     "accommodation yourselves; nights 12-13 and 15-16 at Mama's."),
    ("h15", "PILS update training which room", [WORK_ICS], ["Room 4"],
     "Education Centre, Room 4, Clarendon Wing (2 Dec 2025); preceptorship training was Room 2; SMS only "
     "says PILS is on the rota."),
    # ------------------------------------------------------------------ event_time
    ("h16", "kiedy mama ma kontrolę u kardiologa po ablacji", [TG], ["13 stycznia"],
     "13 stycznia (2026) o 11:20 - Telegram, Marek 16 Nov; mama-zdrowie note still says 'termin?'."),
    ("h17", "when is my driving test", [DVSA_CANCEL, DRIVING, PERSONAL_ICS, WORK_ICS],
     {DVSA_CANCEL: ["9 December 2025"], DRIVING: ["9 Dec 2025"], PERSONAL_ICS: ["2025-12-09"],
      WORK_ICS: ["driving test on the 9th"]},
     "Tue 9 Dec 2025 10:14, Horsforth; the original 3 Sept 08:57 (DVSA booking mail, July journal, "
     "Telegram, cancelled calendar event) is stale."),
    ("h18", "what day did the surveyor do the flat", [SURVEY_BOOK, SURVEY_SUM, SURVEY_NOTES, FLAT_ICS],
     ["14 March 2025", "2025-03-14"],
     "Fri 14 March 2025, 10:00; the call about the report was 19 March."),
    ("h19", "flight home from wroclaw what time", [FLY_BOOK, TRIP_ICS], ["18:05"],
     "Mon 16 June, FA 2418 WRO 18:05 -> LBA 19:20; schedule-change mail says return unchanged (no time)."),
    ("h20", "o której ślub Kasi", [KASIA, TRIP_ICS, WESELE], ["15:00"],
     "15:00, kościół pw. św. Jakuba w Sobótce (reading: zakrystia 14:40); poprawiny Sunday 13:00."),
    # ------------------------------------------------------------------ multi_source
    ("h21", "landing time wroclaw + who's picking me up airport", [FLY_CHANGE, TG],
     {FLY_CHANGE: ["12:35"], TG: ["Staszek"]},
     "Lands 12:35 after the May retiming (base64 mail; trip calendar still 09:55) + wujek Staszek collects "
     "her (Telegram; Marek is in Sobótka)."),
    ("h22", "kestrel court service charge and ground rent per year", [MGMT_PACK, VIEWINGS],
     {MGMT_PACK: ["1,296"], VIEWINGS: ["£150"]},
     "Service charge £1,296/yr (£108/month) from the management pack mail + ground rent £150/yr fixed from "
     "viewing notes; the agent's 'about £1,100' in viewing notes is outdated."),
    ("h23", "prezent dla kasi ile w kopercie i co zamiast kwiatów", [TG, KASIA],
     {TG: ["600 zł"], KASIA: ["karmę"]},
     "Zofia gives 600 zł (1600 with Marek & Ola, Telegram) + karma for the shelter 'Ślężańskie Łapy' instead "
     "of flowers (Kasia's mail); wesele note only points to both."),
    ("h24", "moving day what time do removal men come and where to get keys", [REMOVALS, COMPLETION],
     {REMOVALS: ["8:00am"], COMPLETION: ["Harrogate Road"]},
     "Crew arrives 8:00am Sat 6 Dec (base64 quote attachment) + keys from Whitaker & Daughters on Harrogate "
     "Road after 1pm on completion day (Rachel 30 Oct)."),
    ("h25", "xarelto mamy dawka i kiedy odstawić przed zabiegiem", [MAMA, FWD_MAREK],
     {MAMA: ["20 mg"], FWD_MAREK: ["48 godzin"]},
     "Xarelto 20 mg wieczorem (mama-zdrowie) + stop 48 h before, last dose 6 Oct evening (QP forward); "
     "the JSONL generic '24-48 hours' answer is not about Mama."),
    # ------------------------------------------------------------------ decision
    ("h26", "mortgage 2yr or 5yr fix what did i go with", [GARETH_5YR, PENNINE, JUL],
     ["5-year fixed", "5 Year Fixed", "five-year fix"],
     "Reversed: 2-year fix chosen in Feb (daily 2025-02-03, tracker, Jan journal) -> 5-year fixed 4.49% "
     "chosen 14 July (reply to Gareth), confirmed in the Pennine offer."),
    ("h27", "which book won the book club vote for nov", [MBOX, BOOKS], ["Small Things Like These"],
     "Small Things Like These (Claire Keegan), 5 votes; other options Prophet Song, Intermezzo, Books of Jacob."),
    ("h28", "mama po ablacji u kogo mieszka", [TG], ["mieszka u nas"],
     "Two weeks at Marek & Ola's (decided 27 Sept on Telegram); ciocia Basia in Oleśnica was the rejected "
     "option; mama-zdrowie still has the open todo."),
    ("h29", "manual or automatic what did I decide", [DRIVING, JUL, LESSONS_CSV],
     ["staying manual", "stayed manual"],
     "Stayed manual (decided 9 May with Dave); the 2 May assistant chat where she was '80% decided on "
     "automatic' is the distractor."),
    ("h30", "which dress for kasia's wedding in the end", [WESELE], ["butelkową zieleń"],
     "Bottle-green wrap dress (butelkowa zieleń); Mama preferred the navy one on Telegram."),
    # ------------------------------------------------------------------ temporal_current
    ("h31", "how much is a driving lesson now", [DAVE_PRICE, LESSONS_CSV], {DAVE_PRICE: ["£38"], LESSONS_CSV: [",38,74,"]},
     "£38/hour (2h £74) since 1 May 2025; £36 in the Jan journal and early CSV rows; BlueLight promo £32 is "
     "another school."),
    ("h32", "completion date flat", [COMPLETION, FLAT_ICS, D1114],
     ["5 December 2025", "2025-12-05", "Fri 5 Dec"],
     "Fri 5 Dec 2025; 14 Nov (Rachel 14 Oct mail, tracker, Oct journal) is outdated."),
    ("h33", "who is my revalidation confirmer now", [CONFIRMER, REVAL, WORK_ICS, D0924, OCT],
     ["Deborah"],
     "Deborah Fenwick, Matron; Siobhan Clarke (2022 confirmer, promised again in the Jan journal) went on "
     "maternity leave."),
    ("h34", "ile bisoprololu teraz bierze mama", [TG, MAMA], {TG: ["na 5 mg"], MAMA: ["-> 5 mg"]},
     "5 mg rano since 18.09.2025; 2,5 mg in Feb (Telegram) is outdated."),
    ("h35", "final agreed price kestrel court", [TOM_REPRICE, TRACKER, PENNINE, TG],
     {TOM_REPRICE: ["£182,500"], TRACKER: ["£182,500"], PENNINE: ["£182,500"], TG: ["182 500"]},
     "£182,500 after the survey; £185,000 (offer accepted mail, daily 2025-02-03) and asking £189,950 are "
     "outdated."),
    # ------------------------------------------------------------------ open_loop
    ("h36", "flat documents i still have to sign", [COMPLETION, D1114, FLAT_ICS], ["witness"],
     "Mortgage deed signed before an independent witness (not family), back to Rachel by 21 Nov; the JSONL "
     "'who can witness' answer is generic."),
    ("h37", "do i still owe anyone a night shift", [SWAPS, SMS, D1114, OCT],
     {SWAPS: ["19 Dec"], SMS: ["19 grudnia"], D1114: ["19 Dec"], OCT: ["19th"]},
     "Owes Agnieszka her night on Fri 19 Dec, not yet on the roster; Callum swap fell through; Dwayne asked "
     "and was refused."),
    ("h38", "holter dla mamy załatwione?", [TG, MAMA, OCT, PERSONAL_ICS], ["Holter"],
     "Not done: private 24h Holter in Wrocław still to find/book (NFZ date March); Marek chased 20 Oct and "
     "16 Nov."),
    ("h39", "nmc verification what do they still need", [NMC_VERIF, REVAL, WORK_ICS],
     ["12 December", "12 Dec", "2025-12-12"],
     "By 12 Dec: confirmer details, CPD evidence, reflective discussion form; the revalidation itself was "
     "submitted 24 Sept."),
    ("h40", "did i pay the book club xmas deposit", [MBOX, PERSONAL_ICS], ["deposit"],
     "Not yet - £12 to Fiona by 30 Nov (Joanne chased Matt and Zofia 12 Nov; VTODO open); the ward Christmas "
     "do £10 deposit is a different thing."),
    # ------------------------------------------------------------------ preference
    ("h41", "window or aisle seat what do i book", [JAN], ["aisle seat"],
     "Always aisle (won't climb over people, stands up fast) - Jan journal; booking mail only lists seat 3C."),
    ("h42", "jakich książek nie lubię", [BOOKS], ["twist"],
     "Dislikes twist-driven psychological thrillers / fake unreliable narrators, and audiobooks; likes "
     "translated family/migration fiction, Tokarczuk."),
    ("h43", "what to eat on nights that doesn't make me feel rubbish", [NIGHTS], ["porridge"],
     "Warm and light at 2-3 am: soup from a flask or porridge with banana; no pizza/takeaway, no energy "
     "drinks, coffee only before 2."),
    ("h44", "best time for my driving lessons", [DRIVING, NIGHTS], ["late morning"],
     "Late morning 11-13 on a day off (Fridays), never after a night shift (driving notes; nights note repeats "
     "'days off, late morning'); CSV only shows the awful Feb 9am post-night lesson."),
    ("h45", "told people not to ring me in the day?", [RACHEL_REPLY, NIGHTS, MAMA_TXT],
     {RACHEL_REPLY: ["rather than ring"], NIGHTS: ["Do Not Disturb"], MAMA_TXT: ["spi do 16"]},
     "Yes - prefers email/text, phone on Do Not Disturb ~9-4 while asleep (reply to Rachel, nights note; the "
     "Telegram how-to for Mama says she sleeps till 16 after nights, urgent -> Marek)."),
    # ------------------------------------------------------------------ vague
    ("h46", "mama marudziła coś o nowym mieszkaniu", [TG], ["winda"],
     "Mama worried there is no lift (2nd floor, 'z moim sercem nie wejdę'), would prefer ground floor - "
     "Telegram; the viewing notes just say 'Mama will complain'."),
    ("h47", "that crack thing above the window the surveyor found", [SURVEY_SUM, SURVEY_NOTES, OCT], ["lintel"],
     "Corroding steel lintel above the rear bedroom window (condition 3), freeholder's job, now in planned "
     "works; viewing notes only noted a hairline crack before the survey."),
    ("h48", "that reflection about the feverish baby on a night shift", [REFL], ["PEWS"],
     "Reflective account 2: infant's PEWS rose 2->5 at 3 am, escalated twice with SBAR to the consultant; "
     "the ChatGPT reflection is the morphine near miss."),
    ("h49", "babciny przepis na święta z grzybami", [PRZEPISY], ["Uszka z grzybami"],
     "Uszka z grzybami (Wigilia, for barszcz) in przepisy-babci.md; journals only mention making them."),
    ("h50", "why did i say no to the terraced house", [VIEWINGS], ["flying freehold"],
     "12 Moorview Terrace, Meanwood: main road noise (day sleeping), north-facing yard, flying freehold, over "
     "budget; Jan journal only says 'no, see viewing notes'."),
]

# facts that must exist only inside encoded (base64 / quoted-printable) parts
ENCODED_ONLY = ["K7QZ4M", "HL/ORM/25-0412", "£465", "48215537", "pokój 214", "12:35"]
