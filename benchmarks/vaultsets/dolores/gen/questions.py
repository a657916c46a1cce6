"""The 50 questions. KEYS maps each gold path to strings that must all occur (case-insensitive,
after decoding) in that file. ENCODED_ONLY lists facts that must be absent from every file's raw
bytes."""

E3 = "mail/2025/01/2025-01-21_neuro_referral_rosa.eml"
E5 = "mail/2025/02/2025-02-11_4h_audit_fy2024.eml"
E6 = "mail/2025/03/2025-03-12_re_mama_neuro_appt.eml"
E9 = "mail/2025/05/2025-05-06_re_crooked_coulee_2025.eml"
E12 = "mail/2025/06/2025-06-24_re_roof_estimate.eml"
E14 = "mail/2025/07/2025-07-29_market_sale_order.eml"
E15 = "mail/2025/08/2025-08-14_portugal_change_of_plans.eml"
E16 = "mail/2025/08/2025-08-19_frontier_coverage_determination.eml"
E17 = "mail/2025/08/2025-08-28_claim_reassigned.eml"
E19 = "mail/2025/09/2025-09-08_united_trip_confirmation.eml"
E20 = "mail/2025/09/2025-09-10_phc_schedule_change_rate.eml"
E22 = "mail/2025/10/2025-10-14_re_any_word_on_umpire.eml"
E23 = "mail/2025/10/2025-10-20_quinta_booking_confirmation.eml"
E25 = "mail/2025/11/2025-11-03_re_appraisal_inspection_new_date.eml"
E27 = "mail/2025/11/2025-11-07_re_feb_running_the_store.eml"
MBOX = "mail/lists/eb4h-leaders.mbox"
FAM = "calendars/family.ics"
FH = "calendars/4h.ics"
STORE = "calendars/store.ics"
HS = "docs/house_sitter_sheet_walt.txt"
CLOSE = "docs/store_closing_procedure.txt"
DEP = "docs/howto_4h_deposit.txt"
CWD = "notes/store/cwd_station.md"
CARE = "notes/mom/mom_care_plan.md"
MC = "notes/mom/memory_care_tour_2025-07-17.md"
GRAZ = "notes/ranch/grazing_2025.md"
PLAN = "notes/trip/portugal_plan.md"
OPS = "notes/store/store_ops_2025.md"
TL = "notes/roof/hail_claim_timeline.md"
WH = "notes/store/winter_hours_2025.md"
PRICE = "notes/store/price_changes.md"
TRE = "notes/4h/treasurer_notes.md"
D0902 = "daily/2025-09-02.md"
D1110 = "daily/2025-11-10.md"
D1114 = "daily/2025-11-14.md"
JFEB = "journal/2025-02-16_sunday_ramble.md"
JJUL = "journal/2025-07-06_after_the_hail.md"
JOCT = "journal/2025-10-06_thirty_five_years.md"
LEDGER = "finance/4h_ledger_2024-25.csv"
PO = "store/po_log_2025.csv"
CGPT = "chats/chatgpt/conversations.json"
MSGR = "chats/messenger/inbox/reyesgirls_10293847561029384/message_1.json"
QQ = "chats/quick_questions.jsonl"

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

# (id, query, kind, {gold_path: [keys]}, gold_hint)
Q = [
    # ------------------------------------------------------------------ fact
    ("h01", "kuchera roof bid total $", "fact", {E12: ["48,612.00"]},
     "$48,612.00 full tear-off, only inside the base64 estimate attachment KR-2291; distractors: "
     "option B $8,215, Frontier ACV $9,840.15, journal says she won't write the number"),
    ("h02", "united confirmation # portugal flights", "fact", {E19: ["QH7T2W"]},
     "QH7T2W (base64 HTML United mail); distractor: cancelled TripNest ref MZ4K8P for the Oct trip"),
    ("h03", "wifi pasword at the house for walt", "fact", {HS: ["Biscuit&Bales1990"]},
     "WhitcombeRanch / Biscuit&Bales1990 in the sitter sheet; distractor: store guest wifi "
     "FeedStoreGuest / hayday2024 in the closing sheet"),
    ("h04", "4-H audit ending balance 2024", "fact", {E5: ["7,318.64"]},
     "$7,318.64 at 9/30/2024, only in the base64 audit report attachment; distractors: $5,611.02 "
     "balance in March minutes, ledger rows"),
    ("h05", "store alarm code closing up", "fact", {CLOSE: ["2718"]},
     "2718 then AWAY (closing procedure); distractor: garage keypad 0610 at the ranch"),
    # ------------------------------------------------------------------ who
    ("h06", "who is the umpire on the roof appraisal", "who", {E22: ["Margaret Sato"]},
     "Hon. Margaret Sato (ret.), only in Gordon's base64 reply; distractors: appraisers Gordon "
     "Pyle and Kent Ibarra, timeline/Nov mail say 'umpire' without a name"),
    ("h07", "who's running the store while were in portugal", "who", {E27: ["Kaylee", "Feb 17"]},
     "Kaylee Sorensen runs it Feb 17-Mar 3 (Travis Saturdays, Ernie); trip note and 11/10 daily "
     "only point to 'email 11/7'; Feb journal merely speculates"),
    ("h08", "horse vet name", "who", {HS: ["Farris"]},
     "Dr. Colleen Farris, Elk Basin Veterinary Clinic (sitter sheet); grazing note just says "
     "'call the vet clinic'"),
    ("h09", "who did the 4h books audit", "who", {E5: ["Gus Pfeiffer"]},
     "Renata Olsen and Gus Pfeiffer (audit mail); 4-H calendar audit hand-off lists only Renata"),
    ("h10", "fish & game guy for the CWD freezer", "who", {CWD: ["Brandvold"]},
     "Tyler Brandvold, FWP Region 4 wildlife tech; distractors: 11/10 daily 'FWP picked up', "
     "Ag Weekly CWD article, store calendar pickup event"),
    # ------------------------------------------------------------------ where
    ("h11", "mom neurologist office address great falls", "where",
     {E3: ["1401 9th St S"], FAM: ["1401 9th St S"]},
     "Missouri River Neurology, 1401 9th St S, Suite 210, Great Falls (referral mail + family "
     "calendar LOCATION); neuro visit note has no address"),
    ("h12", "where are we staying in the douro", "where", {E23: ["Vale Açor"]},
     "Quinta do Vale Açor near Pinhão (QP-encoded booking mail only); trip note just says "
     "'quinta - booked'; ChatGPT gives generic advice"),
    ("h13", "spare key moms house", "where", {CARE: ["birdhouse"]},
     "blue birdhouse by her back door (care plan); distractor: ranch spare key on the tack room "
     "nail in the sitter sheet"),
    ("h14", "after hours 4-H deposit where", "where", {DEP: ["night drop"]},
     "night drop at First Prairie Bank, 2nd & Main, north side by the ATM (how-to); treasurer "
     "notes only name the bank"),
    ("h15", "memory care place we toured for mom", "where", {MC: ["Big Sky Meadows"]},
     "Big Sky Meadows Memory Care, 2200 Fox Farm Rd, Great Falls; journal/messenger mention "
     "'the place in Great Falls' without a name"),
    # ------------------------------------------------------------------ event_time
    ("h16", "roof appraisal inspection date", "event_time", {E25: ["November 20"]},
     "Thu Nov 20, 2025 10:00 AM (moved by Gordon's mail); stale: roof_claim.ics and the "
     "timeline still say Nov 6"),
    ("h17", "when are 4h club meetings", "event_time", {FH: ["2TU"]},
     "2nd Tuesday monthly 7pm at the Grange (RRULE BYDAY=2TU, no July; Nov moved to Thu 11/13); "
     "distractors: mbox/daily one-off meeting dates"),
    ("h18", "moms next neuro appt", "event_time", {FAM: ["20251202"]},
     "Tue Dec 2, 2025 10:30 with Dr. Mehta (family.ics); distractors: Mar 11 first visit, "
     "Sep 16 phone visit"),
    ("h19", "ups pickup days", "event_time", {STORE: ["UPS", "TU,TH"]},
     "Tuesdays and Thursdays 2:30 PM (store.ics RRULE); closing sheet only says where the boxes "
     "go; UPS invoice mail has pickup dates"),
    ("h20", "market livestock sale date fair 2025", "event_time",
     {FH: ["20250809"], E14: ["August 9"]},
     "Sat Aug 9, 2025 1:00 PM, Fairgrounds Sale Barn (4-H calendar + Cody's HTML mail); fair "
     "runs Aug 6-10"),
    # ------------------------------------------------------------------ multi_source
    ("h21", "insurance offer vs roofer estimate hail", "multi_source",
     {E12: ["48,612.00"], E16: ["9,840.15"]},
     "Kuchera $48,612.00 (attachment) vs Frontier ACV $9,840.15, net $4,840.15 after $5,000 "
     "deductible (base64 HTML letter); timeline says only 'way low'"),
    ("h22", "sorlie lease aum rate + how many pairs", "multi_source",
     {E9: ["$36.00 per AUM"], GRAZ: ["38 pairs"]},
     "2025 rate $36.00/AUM (Duane quoted in Hank's reply) + 38 pairs and 2 bulls (grazing note, "
     "which still shows the old $32 rate)"),
    ("h23", "memory care monthly cost vs home care hourly", "multi_source",
     {MC: ["7,450"], E20: ["$34.00"]},
     "Big Sky Meadows private studio $7,450/mo + Prairie Home Care $34.00/hr from Oct 1 (was "
     "$31.50); ChatGPT-like assistant gives a generic $6-9k range"),
    ("h24", "portugal flight numbers and lisbon hotel", "multi_source",
     {E19: ["UA 126"], PLAN: ["Alfama Patio"]},
     "UA 1742 DEN-EWR, UA 126 EWR-LIS, return UA 73 / UA 2115 (base64 United mail) + Alfama "
     "Patio Guesthouse (trip note); distractor: old TripNest TP flights"),
    ("h25", "pancake breakfast how much we took in, who donated the ham", "multi_source",
     {LEDGER: ["1184.00"], MBOX: ["Kessler"]},
     "$1,184.00 cash+checks deposit (+$236.50 card) in the ledger + Kessler Meats donated the "
     "ham (leaders mbox)"),
    # ------------------------------------------------------------------ decision
    ("h26", "did we decide to move mom into memory care", "decision",
     {MSGR: ["Mom stays home"]},
     "No: keep her home through winter, more Bev, no waitlist, revisit in spring (Messenger "
     "8/24); tour note only says 'decide by end of Aug'"),
    ("h27", "portugal trip oct or postponed?", "decision",
     {E15: ["postpone"], PLAN: ["postponed"], JOCT: ["moved it to February"]},
     "Reversed: Oct 2-16 booking (TripNest mail, July journal 'still going in October') "
     "postponed to Feb 17-Mar 3, 2026"),
    ("h28", "what did the club vote on for taking cards at the concession stand", "decision",
     {MBOX: ["Square reader"]},
     "Motion to buy a Square reader (up to $60, payouts only to club account) passed 9-2 at the "
     "3/11 meeting (minutes in mbox); ledger/journal mention 'card reader' only"),
    ("h29", "why appraisal instead of a lawyer roof claim", "decision",
     {D0902: ["NOT a lawyer"]},
     "Decided 9/2: appraisal first (cheaper hourly vs ~33%, faster, Shelly's advice), lawyer "
     "only if still denied; distractors: ChatGPT comparison, Gordon call note, appraisal letter"),
    ("h30", "do we still do COD deliveries", "decision", {OPS: ["no more COD"]},
     "No: as of 4/1/2025 no COD on deliveries, charge accounts or prepay only; distractor: Dec "
     "2024 inventory note 'COD deliveries still Tue/Fri', PO log COD terms for hay"),
    # ------------------------------------------------------------------ temporal_current
    ("h31", "current adjuster frontier claim", "temporal_current",
     {E17: ["Renee Castillo"], TL: ["Renee Castillo"]},
     "Renee Castillo, senior desk adjuster ext 4417 since 8/28; old: Brent Oakley (ack mail, "
     "determination letter, roof calendar)"),
    ("h32", "mom aricept dose now", "temporal_current", {CARE: ["donepezil 10 mg"]},
     "donepezil 10 mg at bedtime since 9/16; old 5 mg in the March neuro note, Mari's reply, "
     "assistant chat"),
    ("h33", "saturday hours winter", "temporal_current", {WH: ["Sat 8:00-2:00"]},
     "Sat 8-2 from Nov 3 (winter hours note); old Sat 7:30-5:00 in store ops note"),
    ("h34", "what days does bev come to mom's", "temporal_current",
     {E20: ["Monday, Wednesday and Friday"], CARE: ["M/W/F"], FAM: ["MO,WE,FR"]},
     "Mon/Wed/Fri 8:30-12:30 since 9/15; old Tue/Thu 9-1 in the April welcome mail, July "
     "journal and the ended RRULE"),
    ("h35", "range cubes price per bag now", "temporal_current", {PRICE: ["16.49"]},
     "shelf $16.49 since 11/3/2025; old $14.95 (Dec inventory) and $15.80; co-op cost $11.92 "
     "(mail/PO log) is dealer cost, not shelf price"),
    # ------------------------------------------------------------------ open_loop
    ("h36", "roof appraisal stuff i still need to send", "open_loop",
     {E25: ["2019"], D1114: ["2019"]},
     "2019 re-screw/coating invoice (and any before-storm photos) still to find for Gordon; "
     "original photo drive already sent 10/3 (completed VTODO)"),
    ("h37", "hank passport back yet?", "open_loop",
     {PLAN: ["STILL not back"], D1110: ["STILL not here"], FAM: ["Hank's passport"]},
     "No: mailed 9/30, still not back mid-Nov, call the passport line; forwarded status mail "
     "only says 'In Process' as of 10/1"),
    ("h38", "reimburse pam ribbons", "open_loop", {FH: ["ribbons"], MBOX: ["ribbons"]},
     "Not yet: $86.40 Hobby Barn ribbons, waiting on Pam's receipt (4-H VTODO + mbox 8/12 and "
     "11/6); ledger only shows the paid postage reimbursement #1044"),
    ("h39", "mom power of attorney notarized", "open_loop", {FAM: ["POA"], JOCT: ["POA"]},
     "Not done: drafts since Aug sit on the counter, need notary + Mari (VTODO due 11/21, Oct "
     "journal); assistant chat only gives general advice"),
    ("h40", "tank heaters on backorder", "open_loop", {PO: ["BACKORDER"], D1110: ["backorder"]},
     "PO 25-118, 18 tank heaters from Great Plains, still backordered (maybe Thanksgiving); Jan "
     "PO 25-007 was received"),
    # ------------------------------------------------------------------ preference
    ("h41", "my seat preference for long flights", "preference", {CGPT: ["aisle"]},
     "aisle seat on anything over 2 hours (ChatGPT Portugal conversation); United seats C/D "
     "without saying why"),
    ("h42", "what does mom like for breakfast", "preference", {CARE: ["pan dulce"]},
     "lukewarm cafe con leche + pan dulce/conchas, never oatmeal (care plan)"),
    ("h43", "pay 4-H dues by app ok?", "preference", {TRE: ["Venmo"]},
     "No Venmo/Cash App/Zelle, checks or cash with receipt (treasurer notes); how-to only says "
     "no personal accounts"),
    ("h44", "what color do I want the new roof", "preference",
     {JJUL: ["barn red"], JOCT: ["red roof"]},
     "red - barn red like Dad's Roundup store, not bare Galvalume gray (July journal; Oct "
     "journal: still wants the red roof, will pay the upgrade); Kuchera's color list incl. "
     "Colonial Red is only an option list"),
    ("h45", "what kind of wine do I like", "preference", {MSGR: ["sweet wine"]},
     "nothing sweet - dry, cold white (vinho verde); Hank gets the port (Messenger 10/19); "
     "quinta mail mentions reds/tawny"),
    # ------------------------------------------------------------------ vague
    ("h46", "mari's trick so mom can't cook unsupervised", "vague",
     {MSGR: ["knobs"], CARE: ["knobs"]},
     "take the knobs off the stove (Mari in Messenger 4/26; done 4/28 per care plan)"),
    ("h47", "story about the old rancher paying in change", "vague", {JFEB: ["coffee can"]},
     "Arvid Lund paid $212.60 with a Folgers coffee can of quarters, 15 cents to the 4-H jar "
     "(Feb journal)"),
    ("h48", "book my sister said to read about dementia", "vague", {E6: ["36-Hour Day"]},
     "'The 36-Hour Day' (Mari's reply, 3/12)"),
    ("h49", "what papa used to say about storms", "vague", {JJUL: ["hail don't read"]},
     "'hail don't read the forecast' (July journal); Oct journal has an unrelated Dad saying about customers"),
    ("h50", "keeping spuds thru winter", "vague", {QQ: ["apples"]},
     "cool 38-45F, dark, humid, don't wash, away from apples and onions (quick questions JSONL)"),
]

ENCODED_ONLY = ["48,612.00", "QH7T2W", "7,318.64", "Margaret Sato", "Vale Açor", "9,840.15",
                "UA 126"]
