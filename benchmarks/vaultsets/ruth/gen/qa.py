"""Questions, gold files and answer keys for the 'ruth' set.

gen/make_queries.py writes ../queries.json from this; gen/check.py uses the
answer keys (each gold file must contain each of its keys once decoded).
"""

M = "mail/"
QUOTE = M + "2024/08/2024-08-22_hollis-lofts-quote-Q-2291.eml"
KEYSAFE = M + "2024/07/2024-07-09_mum-small-fall-and-key-safe.eml"
LESSONS = M + "2024/05/2024-05-03_driving-lessons-for-ade.eml"
FROST = M + "2024/09/2024-09-18_party-wall-notice-11-mill-lane.eml"
FORUM = M + "2024/10/2024-10-28_forum-christmas-makers-market-accepted.eml"
DVSA1 = M + "2024/12/2024-12-02_dvsa-driving-test-booked.eml"
BC = M + "2024/12/2024-12-09_building-control-application-acknowledged.eml"
NOJULIET = M + "2025/01/2025-01-22_re-start-confirmation-juliet-balcony.eml"
VARIATION = M + "2025/02/2025-02-11_hollis-variation-revised-contract-sum.eml"
GCSE = M + "2025/02/2025-02-24_gcse-timetable-nia.eml"
DVSA2 = M + "2025/03/2025-03-05_dvsa-driving-test-changed.eml"
HOLT25 = M + "2025/03/2025-03-07_holt-spring-market-booking-confirmed.eml"
PLASTER = M + "2025/03/2025-03-10_loft-update-plastering-moved.eml"
CARE = M + "2025/03/2025-03-11_re-mums-care-review.eml"
KEV = M + "2025/03/2025-03-13_re-loft-electrics.eml"
MBOX = "lists/little-hadwell-pc-councillors.mbox"
FAMILY_ICS = "calendars/family.ics"
PC_ICS = "calendars/parish-council.ics"
FAIRS_ICS = "calendars/wherry-clay-fairs.ics"
LOFT_ICS = "calendars/loft-build-schedule.ics"
GPT = "chats/chatgpt/conversations.json"
AA = "chats/assistant/mum-benefit-question.json"
JSONL = "chats/quick-questions.jsonl"
WA_GRACE = "chats/whatsapp/WhatsApp Chat with Grace.txt"
WA_STALL = "chats/whatsapp/WhatsApp Chat with Saturday Stall Gang.txt"
LOFTCSV = "finance/loft-costs.csv"
SALES = "pottery/sales-log.csv"
SITTER = "home/house-sitter-sheet.txt"
KILN = "pottery/kiln-firing-howto.txt"
PLAN = "notes/loft/loft-conversion-plan.md"
COUNCILLOR = "notes/parish/councillor-notes.md"
SPEED = "notes/parish/mill-lane-speeding.md"
GLAZES = "notes/pottery/glaze-recipes.md"
STALLKIT = "notes/pottery/stall-kit-checklist.md"
NIA = "notes/family/nia-gcse.md"
ADE = "notes/family/ade-driving.md"
MUM = "notes/family/mum.md"
D1128 = "notes/daily/2024-11-28.md"
D0123 = "notes/daily/2025-01-23.md"
D0314 = "notes/daily/2025-03-14.md"
J1 = "notes/journal/2024-07-21-summer-brain-dump.md"
J2 = "notes/journal/2024-10-30-half-term-ramble.md"
J3 = "notes/journal/2025-02-09-taking-stock.md"

# Facts that live only inside encoded (base64) parts: absent from raw bytes.
ENCODED_ONLY = ["71849302", "MK08", "BC/24/03381/FP", "7319", "Pitch B17"]

# (id, kind, query, {gold_path: [keys]}, gold_hint)
Q = [
    # ---------------- fact
    ("h01", "fact", "ade driving test booking ref",
     {DVSA1: ["71849302"], DVSA2: ["71849302"]},
     "DVSA booking reference 71849302 - only inside the base64 bodies of the two DVSA emails (booked Dec, changed Mar); "
     "family.ics test event and ade-driving.md only say it's in the email."),
    ("h02", "fact", "what size are the skylights in the loft",
     {QUOTE: ["MK08"]},
     "3 x Velux GGL MK08 (78 x 140 cm) - only in the base64 quote attachment of Gary's Aug 2024 email; "
     "loft-conversion-plan.md says 'sizes on Gary's quote', loft-costs.csv has blinds without size."),
    ("h03", "fact", "building regs application number for the loft",
     {BC: ["BC/24/03381/FP"]},
     "BC/24/03381/FP - only in the base64 acknowledgement attachment from Yare Valley Building Control; "
     "loft-costs.csv just says 'ack in email 9 Dec'; quote ref Q-2291 is a distractor."),
    ("h04", "fact", "wifi pasword",
     {SITTER: ["TerracottaFox88"]},
     "Wi-Fi 'MillLane-Hub', password TerracottaFox88 in the house-sitter sheet; no other file has it."),
    ("h05", "fact", "mums key safe code",
     {KEYSAFE: ["7319"]},
     "Key safe code 7319 - only in the base64 body of Bev's July 2024 email; mum-emergency-info.txt deliberately "
     "points to the email without the code."),
    # ---------------- who
    ("h06", "who", "party wall surveyer name",
     {FROST: ["Alan Frost"], LOFTCSV: ["Frost Boundary Surveying"]},
     "Alan Frost MRICS, Frost Boundary Surveying (agreed surveyor for both sides); the csv names the firm. "
     "Distractors: Sheila Pike's email ('the party wall man'), loft plan ('TBC'), structural engineer Priti Shah."),
    ("h07", "who", "who is the building control inspector",
     {BC: ["Martin Crane"], PLASTER: ["Martin Crane"], LOFT_ICS: ["Martin Crane"]},
     "Martin Crane, Yare Valley Building Control (named in the BC email, Gary's March update and the loft schedule); "
     "not Gary Hollis/Tom Eke/Priti Shah."),
    ("h08", "who", "locum clerk while janet off",
     {MBOX: ["Hugh Redgrave"]},
     "Hugh Redgrave (ex-Blofield Heath clerk) covered Dec-Feb - in the councillors' mbox; journal Feb only says 'the locum clerk'."),
    ("h09", "who", "Ade's driving instructor",
     {LESSONS: ["Lorraine Pegg"], ADE: ["Lorraine Pegg"]},
     "Lorraine Pegg, Pegg's Driving School; family.ics mentions only 'Lorraine', daily notes say 'his instructor'."),
    ("h10", "who", "guy who fixed the kiln elements",
     {J2: ["Phil Gedge"], KILN: ["Phil Gedge"]},
     "Phil Gedge of Anglia Kiln Services (Oct 2024) - half-term journal and the kiln how-to; "
     "distractor: Kev Mould the electrician (fuse box)."),
    # ---------------- where
    ("h11", "where", "forum xmas market pitch number",
     {FORUM: ["Pitch B17"]},
     "Pitch B17, atrium ground floor near the library entrance - only in the base64 HTML acceptance email; "
     "stall WhatsApp has Jess on C4 and Ruth 'atrium'; fairs calendar says details are in the email."),
    ("h12", "where", "where's the village defib",
     {COUNCILLOR: ["Red Lion"]},
     "Outside the Red Lion, on the wall by the car park entrance (yellow unlocked cabinet) - councillor notes; "
     "mbox only says pads checked."),
    ("h13", "where", "water shut off valve house",
     {SITTER: ["under the kitchen sink"]},
     "Stopcock under the kitchen sink behind the bleach and bucket - house-sitter sheet (which also has the old fuse box in the garage)."),
    ("h14", "where", "where do we unload at the forum",
     {WA_STALL: ["Bethel Street"]},
     "Via Bethel Street to the loading bay behind the library ramp, 7.30-9.30, then park at St Giles - Jess's message in the "
     "stall WhatsApp; the acceptance email says info would follow; the fairs calendar says Jess has it."),
    ("h15", "where", "where is the new fuse box going",
     {KEV: ["cupboard under the stairs"]},
     "Kev will move the consumer unit from the garage to the cupboard under the stairs (March 2025 email); "
     "house-sitter sheet's 'fuse box in the garage' is the old location."),
    # ---------------- event_time
    ("h16", "event_time", "when are the plasterers starting",
     {PLASTER: ["7 April"]},
     "Monday 7 April 2025 (moved from 24 March) - Gary's 10 Mar email; the stale loft-build calendar still says 24 March; "
     "daily 14 Mar only says 'pushed back two weeks'."),
    ("h17", "event_time", "nia prom date",
     {FAMILY_ICS: ["20250627"]},
     "Fri 27 June 2025, 6.30pm at The Old Granary - family calendar; GCSE timetable email has contingency 25 June (distractor)."),
    ("h18", "event_time", "april PC meeting date",
     {PC_ICS: ["20250415"], MBOX: ["15 April"]},
     "Tue 15 April 2025 7.30pm (moved from 8 April, RECURRENCE-ID override) - parish calendar + Janet's March list mail; "
     "the series rule alone gives 8 April."),
    ("h19", "event_time", "holt spring fair 2025 when",
     {HOLT25: ["12 April 2025"], FAIRS_ICS: ["20250412"], "notes/pottery/craft-fairs-2024-25.md": ["12 Apr 2025"]},
     "Saturday 12 April 2025, 10-4 (set-up 8am) - Holt booking email, fairs calendar, fairs table; "
     "Holt summer 13 July 2024 / Christmas 30 Nov are older."),
    ("h20", "event_time", "nia first gcse exam date",
     {GCSE: ["12 May 2025"]},
     "Mon 12 May 2025, Biology Paper 1 (AM) - school's HTML timetable email; nia-gcse.md only says timetable is in the email; "
     "Y10 exams June 2024 are a distractor."),
    # ---------------- multi_source
    ("h21", "multi_source", "how much paid hollis so far and whats left to pay",
     {LOFTCSV: ["Stage 2 payment"], VARIATION: ["52,300"]},
     "Paid Hollis 4,850 + 9,700 + 12,000 = £26,550 (loft-costs.csv); contract total now £52,300 (Feb variation email) "
     "-> £25,750 left. Old totals 48,500 (quote/plan) and 50,600 (Juliet reply) are distractors."),
    ("h22", "multi_source", "profit at forum christmas market after stall fee",
     {SALES: ["642.50"], FORUM: ["65.00"]},
     "Forum takings £642.50 (sales-log.csv) minus £65 stall fee (base64 HTML acceptance email) = £577.50."),
    ("h23", "multi_source", "celadon glaze recipe and firing schedule",
     {GLAZES: ["Celadon"], KILN: ["1240C"]},
     "Recipe: feldspar 27, silica 25, whiting 20, china clay 18, talc 10 + 1.5% RIO (glaze-recipes.md); firing: programme P3 "
     "to 1240C, 15 min hold, slow cool 150C/hr to 1000C hold 30 min (kiln how-to)."),
    ("h24", "multi_source", "speed sign cost and how much does the grant cover",
     {SPEED: ["2,950"], MBOX: ["50%"]},
     "Vigil VS-300 £2,950 + VAT (mill-lane-speeding.md); Parish Partnership grant approved covering 50% (councillors' mbox)."),
    ("h25", "multi_source", "mum care review what time and is grace coming",
     {CARE: ["2pm"], WA_GRACE: ["video"]},
     "Wed 26 March 2pm in Mum's flat (Bev's email); Grace can't get the day off (Ofsted) and will join on video (WhatsApp)."),
    # ---------------- decision
    ("h26", "decision", "juliet balcony yes or no final",
     {NOJULIET: ["NOT to go ahead with the Juliet"], D0123: ["NO Juliet balcony"],
      WA_GRACE: ["ditched the Juliet balcony"], VARIATION: ["Juliet balcony: CANCELLED"]},
     "Reversed: said YES 14 Oct 2024 (+£2,100), then dropped 22 Jan 2025 - fixed dormer windows instead. Stale 'yes' in "
     "loft-decisions.md, the Oct reply email and the Oct journal."),
    ("h27", "decision", "why didnt we go with loftwise",
     {PLAN: ["40% upfront"]},
     "Loftwise was cheapest (£46,200) but wanted 40% upfront, couldn't start until June 2025 (Nia's exams) and had no references - loft plan. July journal only grumbles that the Loftwise man talked to Marcus."),
    ("h28", "decision", "mill lane speed camera thing what did council decide",
     {MBOX: ["RESOLVED to purchase the Vigil VS-300"]},
     "Jan 2025 meeting RESOLVED to buy the Vigil VS-300 solar SID with two posts (50% grant) - mbox minutes; June 2024 "
     "minutes deferred it; speeding note has only options."),
    ("h29", "decision", "Nia sixth form choice",
     {NIA: ["going to Wensum"]},
     "Wensum Sixth Form College - Biology, Chemistry, Psychology (nia-gcse.md); open evenings in family.ics/journal are not the decision."),
    ("h30", "decision", "which craft fairs am I dropping",
     {J3: ["dropping Aylsham"]},
     "Dropping Aylsham (Feb 2025 taking-stock journal); keeping Holt + Forum, trying Wymondham. Stall chat only moans about Aylsham."),
    # ---------------- temporal_current
    ("h31", "temporal_current", "loft build total cost now",
     {VARIATION: ["52,300"]},
     "£52,300 after the steel upgrade (Feb 2025); older: £48,500 quote/plan, £50,600 with Juliet balcony (decisions log, Oct email)."),
    ("h32", "temporal_current", "when is ade's practical test now",
     {DVSA2: ["6 May 2025"], D0314: ["6 May"]},
     "Tue 6 May 2025 8:57am at Hellesdon (moved by DVSA); old 14 April in the Dec DVSA email, family.ics, ade-driving.md, journal."),
    ("h33", "temporal_current", "how much is a drivng lesson now",
     {ADE: ["£40"]},
     "£40/hour since Jan 2025 (ade-driving.md log); £36 in Lorraine's 2024 email; quick-questions has a generic average."),
    ("h34", "temporal_current", "holt fair pitch fee",
     {HOLT25: ["£55"]},
     "£55 for spring 2025 (March booking email); £45 in the 2024 offer email and the fairs table."),
    ("h35", "temporal_current", "where are PC meetings held now",
     {MBOX: ["St Peter's Church Room"], PC_ICS: ["St Peter's Church Room"]},
     "St Peter's Church Room, Church Lane, while the village hall floor is replaced (from March 2025) - mbox + the April "
     "override in the parish calendar; councillor notes and the series still say village hall."),
    # ---------------- open_loop
    ("h36", "open_loop", "what does bev want me to send",
     {CARE: ["medication"], D0314: ["meds list"]},
     "Updated list of Mum's medication (GP changed it in Feb) by Mon 24 March - Bev's email; still unticked in daily 14 Mar. "
     "mum.md has the stale summer-2024 list."),
    ("h37", "open_loop", "electrician quote still waiting",
     {KEV: ["end of the month"], D0314: ["quote coming"], J3: ["hasn't quoted yet"]},
     "Kev Mould's written quote (loft second fix + moving the consumer unit) promised by end of March - not yet received "
     "(Kev's email, daily 14 Mar; Feb journal already says he hasn't quoted)."),
    ("h38", "open_loop", "playground bark quotes",
     {PC_ICS: ["bark"], COUNCILLOR: ["bark"], MBOX: ["bark"], J3: ["bark"]},
     "Still to get 3 quotes for playground bark (~60m2 at 300mm) for the April meeting - VTODO NEEDS-ACTION, unticked "
     "checklist, minutes/agenda, Feb journal."),
    ("h39", "open_loop", "stall kit still to buy",
     {STALLKIT: ["card reader"]},
     "Unticked: new card reader (SumUp died at the Forum), business cards, acrylic sign holder - checklist; stall chat only "
     "reports the reader dying."),
    ("h40", "open_loop", "did i send grace the lpa",
     {WA_GRACE: ["LPA"]},
     "No - Grace asked 6 Feb for a scan of the LPA certificate pages for her bank, chased 15 Mar, still not done (WhatsApp); "
     "mum.md/emergency info only say where the LPA is."),
    # ---------------- preference
    ("h41", "preference", "fave glaze",
     {GLAZES: ["favourite"]},
     "Tenmoku - 'my favourite and always will be' (glaze-recipes.md); celadon/satin white are supporting acts."),
    ("h42", "preference", "which craft fair do i like best",
     {J1: ["Holt is my favourite"], WA_STALL: ["Holt is the best crowd"]},
     "Holt Makers Fair - July journal ('my favourite of all the fairs') and stall chat; Forum is the biggest-takings day, not the favourite."),
    ("h43", "preference", "zoom vs in person council meetings what do i prefer",
     {J2: ["Teams"]},
     "In person, every time - hates Teams meetings (Oct half-term journal)."),
    ("h44", "preference", "best way to get to yarmouth to see mum",
     {MUM: ["Acle Straight"]},
     "Prefers the train from Norwich (35 min) - avoids driving the Acle Straight (mum.md); July journal mentions one train trip (no preference); family.ics visit has no travel info."),
    ("h45", "preference", "matt or glossy glaze on mugs preference",
     {GPT: ["much prefer a matt"]},
     "Matt outside, glossy liner inside (gloss all over looks shop-bought) - her ChatGPT question."),
    # ---------------- vague
    ("h46", "vague", "what was my sisters advice about the roof",
     {WA_GRACE: ["chimney"]},
     "Grace: while the scaffold is up, repoint the chimney stack and check the lead flashing (WhatsApp, 14 Jan 2025)."),
    ("h47", "vague", "that blue glaze recipe from the ai chat",
     {GPT: ["Cobalt carbonate 1.5%"]},
     "Current (edited, barium-free) branch: nepheline 20, silica 25, wollastonite 15, frit 3134 20, china clay 15, talc 5 + "
     "cobalt carbonate 1.5%, rutile 4%, RIO 2%; the abandoned branch had barium + cobalt oxide. glaze-recipes.md only points to the chat."),
    ("h48", "vague", "leaving the cat for a weekend ok?",
     {JSONL: ["24 hours"]},
     "Quick-questions log: not ideal, no more than 24 hours without someone checking; house-sitter sheet is about Biscuit's feeding."),
    ("h49", "vague", "woman who wanted a set of plates made",
     {D1128: ["Harriet Coles"]},
     "Harriet Coles - 8 dinner + 8 side plates in tenmoku for her daughter's June wedding, £360, £60 deposit (daily 28 Nov 2024); "
     "sales-log deposit row and Feb journal don't name her."),
    ("h50", "vague", "that benefit for mum thats not means tested",
     {AA: ["Attendance Allowance"], MUM: ["Attendance Allowance"]},
     "Attendance Allowance - assistant chat explains it; mum.md records applying 3 Oct and lower-rate award; Oct journal says 'big benefits form'."),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

# Non-gold files that contain an answer key string, reviewed by hand: none of
# them answers the question (key string used in an unrelated sense).
REVIEWED = {
    ("h23", "calendars/wherry-clay-fairs.ics"): "celadon mug counts, no recipe/schedule",
    ("h23", "notes/journal/2024-10-30-half-term-ramble.md"): "celadon vases need slow cool - no recipe or numbers",
    ("h23", "notes/pottery/craft-fairs-2024-25.md"): "celadon stock target",
    ("h25", "notes/journal/2024-07-21-summer-brain-dump.md"): "'sold out by 2pm' at Holt",
    ("h25", "notes/journal/2024-10-30-half-term-ramble.md"): "2024 benefits form done on a video call",
    ("h25", "pottery/sales-log.csv"): "'card reader died 2pm'",
    ("h33", "notes/pottery/craft-fairs-2024-25.md"): "Wymondham fee £40",
    ("h34", "notes/journal/2024-07-21-summer-brain-dump.md"): "£55k remortgage",
    ("h34", "notes/loft/loft-conversion-plan.md"): "£55,000 extra borrowing",
    ("h36", "chats/assistant/mum-benefit-question.json"): "generic AA criteria mention medication",
    ("h37", "chats/whatsapp/WhatsApp Chat with Grace.txt"): "care review 'end of the month'",
    ("h37", "mail/2024/10/2024-10-14_re-juliet-balcony-option.eml"): "Gary: answer by end of the month",
    ("h38", "notes/journal/2024-07-21-summer-brain-dump.md"): "July 2024 inspection found thin bark - no quotes task",
    ("h39", "calendars/wherry-clay-fairs.ics"): "alarm 'pack the card reader' - not a to-buy",
    ("h39", "chats/whatsapp/WhatsApp Chat with Saturday Stall Gang.txt"): "reader died at the Forum - no to-do",
    ("h39", "pottery/sales-log.csv"): "reader died note",
    ("h40", "chats/assistant/mum-benefit-question.json"): "generic LPA signing question",
    ("h40", "family/mum-emergency-info.txt"): "LPA registered - not about sending Grace a copy",
    ("h40", "notes/family/mum.md"): "LPA registered, originals in blue folder",
    ("h41", "notes/journal/2024-07-21-summer-brain-dump.md"): "'Holt is my favourite' fair, not glaze",
    ("h48", "mail/2024/12/2024-12-09_building-control-application-acknowledged.eml"): "book inspections 24 hours ahead",
}
