# -*- coding: utf-8 -*-
"""Questions for the dimitra set. Each gold path carries the answer key(s) that check.py looks for in the
decoded file. write_queries.py turns this into ../queries.json."""

M_MIRAGE_JUL = "mail/2024/07/2024-07-29_mirage-enquiry-reply.eml"
M_CQC = "mail/2024/08/2024-08-05_cqc-inspection-date.eml"
M_MIRAGE_CONF = "mail/2024/09/2024-09-20_mirage-booking-confirmation.eml"
M_KOUZ_Q = "mail/2024/09/2024-09-27_kouzina-quote.eml"
M_OLU1 = "mail/2024/10/2024-10-03_olu-re-maths-tutoring.eml"
M_SURVEY_BOOK = "mail/2024/10/2024-10-22_sunhive-survey-booked.eml"
M_SURVEY_REPORT = "mail/2024/11/2024-11-07_sunhive-survey-report.eml"
M_OLU2 = "mail/2025/01/2025-01-09_olu-re-mock-and-thursdays.eml"
M_MIRAGE_FEB = "mail/2025/02/2025-02-04_mirage-re-our-booking.eml"
M_KEFI = "mail/2025/02/2025-02-12_kefi-nights-booking-confirmed.eml"
M_SH_ACC = "mail/2025/02/2025-02-18_sunhive-quote-accepted.eml"
M_FWD = "mail/2025/03/2025-03-05_fwd-octavia-export-tariff.eml"
M_GRANT = "mail/2025/03/2025-03-11_grant-decision.eml"
M_KOUZ_T = "mail/2025/03/2025-03-31_kouzina-re-after-the-tasting.eml"
M_SCHOOL = "mail/2025/04/2025-04-08_school-gcse-exam-timetable.eml"
M_OLU3 = "mail/2025/04/2025-04-15_olu-after-easter.eml"
M_SH_MAY = "mail/2025/05/2025-05-06_sunhive-re-scaffolding.eml"
M_COVER = "mail/2025/05/2025-05-13_re-cover-for-july-leave.eml"
MBOX = "mail/lists/grovelands-lido-swimmers.mbox"
FAMICS = "calendars/family.ics"
NIK = "calendars/nikos-school.ics"
WORKICS = "calendars/work.ics"
HOMEICS = "calendars/home.ics"
WA = "chat/whatsapp/WhatsApp Chat - Kyriacou Family/_chat.txt"
CGPT = "chat/chatgpt/conversations.json"
JSONL = "chat/quick-questions.jsonl"
BUDGET = "finance/party-budget-2025.csv"
SITTER = "notes/house-sitter-sheet.txt"
AUTUMN = "notes/journal/2024-autumn-ramble.md"
WINTER = "notes/journal/2025-winter-ramble.md"
SPRING = "notes/journal/2025-spring-ramble.md"
TUTORING = "notes/nikos/tutoring.md"
TIMETABLE = "notes/nikos/gcse-revision-timetable.md"
MOCK = "notes/nikos/mock-results.md"
SOLAR = "notes/home/solar-panels.md"
PLAN = "notes/party/anniversary-party-plan.md"
GUESTS = "notes/party/guest-list.md"
BAND = "notes/party/band-options.md"
FOOD = "notes/party/food-and-caterer.md"
RECIPE = "notes/recipes/yiayias-koupepia.md"
LIDO = "notes/swimming/lido.md"
CQC = "notes/work/cqc-inspection-prep.md"
D0315 = "notes/daily/2025-03-15.md"
D0517 = "notes/daily/2025-05-17.md"

# (id, kind, query, {gold_path: [keys]}, gold_hint)
Q = [
    # ---------------------------------------------------------------- fact
    ("h01", "fact", "Booking ref for the party hall",
     {M_MIRAGE_CONF: ["MRG-24-3317"]},
     "MRG-24-3317 - only in the base64 Mirage confirmation (Sep 2024); distractors: Mirage date-change mail (no ref), SunHive job SH-2291, ShopNorth order SN-5521873"),
    ("h02", "fact", "solar survey - how many kw is the system",
     {M_SURVEY_REPORT: ["4.35 kWp"]},
     "4.35 kWp (10 x 435W panels) - only in the base64 survey-report attachment; distractors: solar note 'around 4 kW', ChatGPT battery chat 'about 4kW', quick-questions kWp definition, SunHive acceptance (10 panels, no wattage)"),
    ("h03", "fact", "solar grant ref no.",
     {M_GRANT: ["GBP-HEG-20417"]},
     "GBP-HEG-20417 - only in the base64 HTML grant decision (Mar 2025); distractors: application acknowledgement (ref 'will be confirmed'), SunHive job SH-2291"),
    ("h04", "fact", "how much r the bouzouki band charging us",
     {M_KEFI: ["£1,150"]},
     "£1,150 fee (deposit £300, balance £850) - only in the base64 HTML Kefi Nights mail; distractors: band-options note (DJ 450, Zorba 1,600), budget CSV (300 deposit)"),
    ("h05", "fact", "wifi pasword for the house sitter",
     {SITTER: ["halloumi-Tuesday-62"]},
     "network KYR-GEO-5G, password halloumi-Tuesday-62 (house-sitter sheet); distractor: house-jobs note only says the password changed"),
    # ---------------------------------------------------------------- who
    ("h06", "who", "the boiler man who sorted the pressure problem",
     {AUTUMN: ["Kemal from KS Heating"], SITTER: ["Kemal at KS Heating"]},
     "Kemal (KS Heating), recommended by Pat, fixed it 18 Nov 2024; distractors: WhatsApp 'Pat's man came', home.ics 'Pat's heating engineer', house-jobs pointer"),
    ("h07", "who", "whos covering my coordinator stuff in july",
     {M_COVER: ["Kelly will cover your coordinator duties"]},
     "Kelly Osei covers 14-25 July (Farah's reply, May 2025); distractors: practice-rota note (Tanya covered at Christmas, 'Farah to decide'), spring journal"),
    ("h08", "who", "who put us onto nikos's maths tutor",
     {TUTORING: ["Recommended by Priya"]},
     "Priya (the practice hygienist) recommended Olu; distractors: Olu's Oct mail ('a colleague at work'), practice-rota lists Priya"),
    ("h09", "who", "who's baking the 50th cake",
     {WA: ["Ordered from Anthi on Aldermans Hill"]},
     "Anthi patisserie on Aldermans Hill (Kyriacos), ordered and paid by Maria - family WhatsApp; distractors: plan note and spring journal only say Maria is sorting it"),
    ("h10", "who", "nikos chemistry tutor name",
     {TIMETABLE: ["Helen Park"], NIK: ["Helen Park"], TUTORING: ["Helen Park"]},
     "Helen Park (Sundays 11am, Palmers Green Library); distractor: Olu Adeyemi is the maths tutor"),
    # ---------------------------------------------------------------- where
    ("h11", "where", "which room at the venue is mum n dads party in",
     {M_MIRAGE_FEB: ["Pavilion Room"], FAMICS: ["Pavilion Room"], WA: ["in the Pavilion Room now"]},
     "Pavilion Room (ground floor, garden doors) at the Mirage since the Feb move; distractors: Sep confirmation and venue-visits note (Athena Room), July enquiry room table"),
    ("h12", "where", "spare key neighbour house number",
     {SITTER: ["Pat Donnelly at number 16"]},
     "with Pat Donnelly at number 16 (blue door) - house-sitter sheet; distractor: solar note 'tell Pat at no. 16 about the scaffolding'"),
    ("h13", "where", "which hall is nikos doing his gcses in",
     {M_SCHOOL: ["Sports Hall"]},
     "Sports Hall (side gate on the playing-field path) - school exams mail; distractors: nikos calendar (school only, parents' evening in main hall)"),
    ("h14", "where", "where r they putting the solar inverter",
     {M_SH_ACC: ["under-stairs cupboard"], SOLAR: ["under-stairs cupboard, NOT the loft"]},
     "under-stairs cupboard next to the consumer unit (not the loft); distractor: survey report suggested the loft"),
    ("h15", "where", "lido swimmers summer social which pub",
     {MBOX: ["The Swan & Lantern"]},
     "upstairs room at The Swan & Lantern, Aldermans Hill, Fri 20 June - lido list mbox"),
    # ---------------------------------------------------------------- event_time
    ("h16", "event_time", "when did the solar survey guy come",
     {M_SURVEY_BOOK: ["Tuesday 5 November 2024"], HOMEICS: ["20241105"], M_SURVEY_REPORT: ["05/11/2024"],
      WA: ["Surveyor on the roof"]},
     "Tue 5 Nov 2024, 10am (Gareth Pryce); distractors: solar note 'early November', autumn journal (no date)"),
    ("h17", "event_time", "Nikos maths paper 2 date",
     {NIK: ["20250604"], M_SCHOOL: ["Wed 4 June"]},
     "Wed 4 June 2025, AM; distractors: Paper 1 Thu 15 May, Paper 3 Wed 11 June (Olu's April mail)"),
    ("h18", "event_time", "food tasting with the caterer when",
     {FAMICS: ["20250329"], WA: ["SATURDAY 29th at 2pm"], BUDGET: ["2025-03-29,Menu tasting"]},
     "Sat 29 March 2025, 2pm at Kouzina's unit; distractors: Kouzina reply dated 31 March, daily note 'in two weeks'"),
    ("h19", "event_time", "yr 11 parents evening date",
     {NIK: ["20250121"]},
     "Tue 21 Jan 2025, 4-7pm - nikos calendar; distractor: winter journal ('parents' evening was in January', booking opened on a Tuesday)"),
    ("h20", "event_time", "CQC inspection date",
     {M_CQC: ["Tuesday 8 October 2024"], WORKICS: ["20241008"], CQC: ["Tuesday 8 October 2024"]},
     "Tue 8 Oct 2024, full day; distractor: autumn journal (October, no date)"),
    # ---------------------------------------------------------------- multi_source
    ("h21", "multi_source", "total food bill - caterer price per head x number of guests",
     {M_KOUZ_Q: ["£38.50"], GUESTS: ["Total confirmed: 110"]},
     "£38.50/head sit-down (Option B, base64 attachment) x 110 confirmed = £4,235; distractors: buffet £31.00 (old decision), 'about 90' estimate, Mirage '100' estimate"),
    ("h22", "multi_source", "solar cost after the grant",
     {M_SH_ACC: ["£7,240"], M_GRANT: ["£1,500"]},
     "SunHive £7,240 minus grant £1,500 = £5,740; distractors: BrightRoof £7,950, 'up to £2,000' in the grant acknowledgement and solar note"),
    ("h23", "multi_source", "yearly solar generation estimate and the export rate per kwh",
     {M_SURVEY_REPORT: ["3,900 kWh"], M_FWD: ["15p per kWh"]},
     "~3,900 kWh/yr (survey attachment) and 15p/kWh Octavia export rate (Stelios's forward); distractors: quick-questions '3,400-4,000 kWh' generic, ChatGPT '10-15p/kWh' generic"),
    ("h24", "multi_source", "does the band finish before the venue's cut-off",
     {M_KEFI: ["11:00pm"], M_MIRAGE_FEB: ["11:30pm"]},
     "band's 2nd set ends 11:00pm; Pavilion Room music/bar must stop 11:30pm - so yes; distractors: July enquiry (bar until midnight, Athena Room), family.ics ends midnight"),
    ("h25", "multi_source", "nikos maths mock grade and what olu said to work on",
     {MOCK: ["Maths: 6 (target 7)"], M_OLU2: ["circle theorems and algebraic fractions"]},
     "mock Maths 6 (target 7) + focus circle theorems and algebraic fractions; distractors: ChatGPT revision plan, Olu's Oct mail ('on a 6' before mocks)"),
    # ---------------------------------------------------------------- decision
    ("h26", "decision", "buffet or sit down for the party - final?",
     {M_KOUZ_T: ["sit-down meze"], SPRING: ["switched to a sit-down meze"], WA: ["Sit-down meze served to the tables"]},
     "reversed: Oct 2024 buffet -> sit-down meze served to tables after the March tasting; distractors: food-and-caterer note (Decision Oct 2024: Buffet), Kouzina Sep quote (both options)"),
    ("h27", "decision", "how r we dividing the party costs between us",
     {PLAN: ["splitting three ways"]},
     "Maria, Costas and Dimitra split three ways (plan note); distractors: budget CSV contributions, WhatsApp 'Us Mum', Maria paying the cake as her present"),
    ("h28", "decision", "did we end up getting a dj as well as the band",
     {BAND: ["No DJ (sorry Tasos)"]},
     "No DJ - Kefi Nights live only, decided 10 Feb 2025 (band-options note); distractors: DJ Tasos row in the same table, Nikos voting DJ"),
    ("h29", "decision", "Which sixth form did Nikos pick",
     {D0315: ["Decided: Fernleigh Sixth Form"], SPRING: ["Nikos picked his sixth form. Fernleigh."],
      D0517: ["Fernleigh acceptance form"]},
     "Fernleigh Sixth Form (A-levels maths, chem, bio), Arnos College plan B; distractors: winter journal open evenings, nikos calendar open evenings"),
    ("h30", "decision", "are we getting a battery with the panels",
     {SOLAR: ["No battery for now"], M_SH_ACC: ["no battery at this stage"]},
     "no battery for now - battery-ready inverter, revisit 2026; distractors: ChatGPT battery chat (advice only), BrightRoof battery option, survey 'battery-ready'"),
    # ---------------------------------------------------------------- temporal_current
    ("h31", "temporal_current", "date of mum and dad's 50th party",
     {M_MIRAGE_FEB: ["Saturday 19 July 2025"], FAMICS: ["20250719"], PLAN: ["Saturday 19 July 2025"],
      WA: ["SATURDAY 19 JULY"], M_KEFI: ["Saturday 19 July 2025"], M_KOUZ_T: ["Saturday 19 July"]},
     "Sat 19 July 2025, 7pm (moved from Sat 12 July in Feb); distractors: Sep confirmation, venue-visits, autumn journal and early WhatsApp say 12 July; actual anniversary 13 July"),
    ("h32", "temporal_current", "how much deposit have we paid the venue now",
     {M_MIRAGE_FEB: ["£750 in total"], BUDGET: ["deposit now 750 total"]},
     "£750 total (£500 + £250 top-up after the date change); distractors: Sep confirmation and venue-visits say £500"),
    ("h33", "temporal_current", "wat day does olu come now",
     {M_OLU3: ["Wednesdays at 4:30pm"], NIK: ["Maths with Olu (Weds)"]},
     "Wednesdays 4:30pm since 23 April 2025; distractors: Tuesdays 5:30 (Oct mail, tutoring note), Thursdays 6pm (Jan mail, tutoring note, revision timetable)"),
    ("h34", "temporal_current", "Solar panel fitting date?",
     {M_SH_MAY: ["Monday 9 June 2025"], WA: ["now Monday 9th June"], SPRING: ["now it's 9 June"]},
     "Mon 9 June 2025 (scaffold Fri 6 June); distractors: home.ics still 12 May (stale), March mail 12 May, Feb acceptance 14 April, solar note"),
    ("h35", "temporal_current", "early bird swim time lido",
     {MBOX: ["7:00am to 8:00am"], FAMICS: ["20250503T070000"]},
     "7:00-8:00am from Sat 3 May 2025; distractors: lido note and how-to txt say 7:30-8:30, old 07:30 RRULE in family.ics, daily notes 'Lido 7:30'"),
    # ---------------------------------------------------------------- open_loop
    ("h36", "open_loop", "what do i still need to send the grant people",
     {M_GRANT: ["MCS certificate"], SOLAR: ["send the MCS certificate"]},
     "MCS certificate + paid final invoice within 30 days of installation; distractors: Octavia forward (MCS number for export tariff), SunHive 'MCS registration'"),
    ("h37", "open_loop", "still waiting on the contract from the venue?",
     {FAMICS: ["Chase Mirage for revised contract"], WA: ["Still nothing"], PLAN: ["Chase Mirage for the revised contract"],
      SPRING: ["Still no revised contract from Mirage"]},
     "yes - revised contract promised 4 Feb still not received; distractors: Mirage Feb mail (promise), quick-questions chase template, daily note 'Ring Loukia AGAIN'"),
    ("h38", "open_loop", "sixth form form to send back by when",
     {D0517: ["return by 6 June"]},
     "sign + return the Fernleigh paper acceptance form by 6 June; distractor: 15 Mar daily note ('they'll send a paper form later')"),
    ("h39", "open_loop", "what h&s thing still needs booking at work",
     {WORKICS: ["Book annual fire extinguisher service"]},
     "annual fire extinguisher service not booked (VTODO, due 30 Sep); distractors: CQC prep 'next due Oct 2025', lock-up instructions"),
    ("h40", "open_loop", "do i owe costas money",
     {BUDGET: ["owe Costas 300"], WA: ["sort me out whenever"], D0517: ["Transfer Costas what I owe him"]},
     "yes, £300 - he paid the Kefi Nights deposit; distractors: CSV Costas contribution received, Kefi mail 'paid by Costas'"),
    # ---------------------------------------------------------------- preference
    ("h41", "preference", "which lane do i like at the lido",
     {LIDO: ["Lane 4"]},
     "lane 4, the steady lane (not lane 1 by the wall); distractor: mbox lane-etiquette list"),
    ("h42", "preference", "herb i can't stand",
     {JSONL: ["i hate coriander"], FOOD: ["No coriander in anything"], RECIPE: ["Never coriander"]},
     "coriander (tastes of soap); distractors: koupepia recipe herbs (mint, parsley)"),
    ("h43", "preference", "party decorations what i want",
     {PLAN: ["NO balloon arch"]},
     "white and gold, gardenias on every table, no balloon arch/neon; distractors: white-and-gold cake (WhatsApp) and invitations (CSV, spring journal)"),
    ("h44", "preference", "audio msgs or texts - what do i prefer",
     {WA: ["no more voice notes"]},
     "no voice notes - text, or ring after 6 (family WhatsApp, Jan 2025)"),
    ("h45", "preference", "do I wear a wetsuit in winter",
     {MBOX: ["no wetsuit, ever"]},
     "no - skins swimmer, gloves and socks only below 12 degrees (her reply on the lido list); distractors: Sophie's reply (neoprene), lido note kit list"),
    # ---------------------------------------------------------------- vague
    ("h46", "vague", "that thing my sister said about birds and the panels",
     {WA: ["pigeons were nesting"]},
     "Maria: pigeons nest under panels - get mesh fitted from the start (~£300 later); distractors: BrightRoof 'bird protection mesh' offer"),
    ("h47", "vague", "the speech i was drafting for mum & dad",
     {CGPT: ["less cheesy version of the toast"]},
     "ChatGPT 'Anniversary toast for Mum and Dad' (edited branch, ends 'Να ζήσετε, και του χρόνου'); distractors: Greek invitation translation, plan note 'Speech - it's me'"),
    ("h48", "vague", "that past papers website the tutor told us about",
     {M_OLU1: ["pastpaperpal.example"]},
     "pastpaperpal.example (Olu's first mail); distractors: ShopNorth practice papers receipt, revision timetable 'Sparx', ChatGPT plan"),
    ("h49", "vague", "rules we agreed when nikos got upset about revision",
     {SPRING: ["kitchen charger at 9pm"]},
     "phones on the kitchen charger at 9pm, Saturday afternoons off, one 'have you revised?' a day, tell the tutors (spring journal); distractors: motivation chat JSON, timetable rules"),
    ("h50", "vague", "the little sweets mum wants in the favour bags",
     {WINTER: ["five koufeta"]},
     "koufeta (sugared almonds), five per bomboniera, white tulle + gold ribbon (winter journal); distractors: quick-questions 'odd number', CSV almonds, WhatsApp bombonieres photo"),
]

# facts that must be absent from the raw bytes of every vault file, present once decoded
ENCODED_ONLY = [
    ("MRG-24-3317", M_MIRAGE_CONF),
    ("4.35 kWp", M_SURVEY_REPORT),
    ("Helion HX-3600", M_SURVEY_REPORT),
    ("38.50", M_KOUZ_Q),
    ("1,150", M_KEFI),
    ("GBP-HEG-20417", M_GRANT),
    ("3,900 kWh", M_SURVEY_REPORT),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]
