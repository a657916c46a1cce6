"""Question spec: gold files with the key strings each must contain once decoded.
python3 gen/queries.py writes queries.json."""
import json, os

M = "mail/2025/"
MBOX = "mail/lists/otters-peewee-b2.mbox"
CH07 = "chats/chatgpt/conversations-2025-07.json"
CH11 = "chats/chatgpt/conversations-2025-11.json"
JL = "chats/assistant/quick-questions-2025.jsonl"
ERCHAT = "chats/assistant/er-claim-appeal-2025-04.json"
BOOKCHAT = "chats/assistant/book-club-2025-09.json"
OVER = "notes/kitchen/remodel-overview.md"
CTOP = "notes/kitchen/countertop-order.md"
PUNCH = "notes/kitchen/punch-list.md"
MEDS = "notes/dog/juni-meds.md"
HIST = "notes/dog/juni-health-history.md"
ERLOG = "notes/health/caleb-er-claim-log.md"
HSAN = "notes/health/hsa-notes.md"
BOOK = "notes/bookclub/book-club.md"
FUND = "notes/hockey/fundraiser-tally.md"
TRIP = "notes/hockey/rochester-trip.md"
SEASON = "notes/hockey/otters-season-2025-26.md"
CONT = "notes/home/contacts.md"
INBOX = "notes/inbox.md"
WORK = "notes/work/schedule-and-pto.md"
BUDGET = "data/remodel-budget.csv"
HSACSV = "data/hsa-expenses-2025.csv"
KICS = "calendar/kitchen-remodel.ics"
HICS = "calendar/hockey.ics"
FICS = "calendar/family-health.ics"
BICS = "calendar/book-club.ics"
D = lambda d: f"notes/daily/{d}.md"

E_EOB1 = M + "03/2025-03-19_prairie-shield-eob.eml"
E_APPEAL = M + "04/2025-04-24_re-appeal-received.eml"
E_EOB2 = M + "06/2025-06-10_prairie-shield-eob-updated.eml"
E_REIMB = M + "06/2025-06-24_evergreen-reimbursement.eml"
E_DOCREQ = M + "11/2025-11-03_evergreen-action-needed.eml"
E_WELCOME = M + "05/2025-05-22_nlb-welcome-schedule.eml"
E_LSS = M + "07/2025-07-08_lakeside-order-confirmation.eml"
E_LSSB = M + "07/2025-07-30_re-countertop-change.eml"
E_INSP = M + "08/2025-08-19_city-inspection-result.eml"
E_CO3 = M + "09/2025-09-30_change-order-3.eml"
E_DISPUTE = M + "10/2025-10-03_re-change-order-3.eml"
E_FWD = M + "10/2025-10-07_fwd-dishwasher-circuit.eml"
E_JAKE = M + "11/2025-11-07_re-co3-schedule-update.eml"
E_ACCEPT = M + "11/2025-11-10_re-change-order-3-reply.eml"
E_VET07 = M + "07/2025-07-25_longfellow-visit-summary.eml"
E_FETCH = M + "09/2025-09-05_pet-pharmacy-shipped.eml"
E_VET10 = M + "10/2025-10-15_juni-recheck-plan.eml"
E_HOTEL = M + "10/2025-10-30_hotel-reservation.eml"
E_BC = M + "11/2025-11-04_book-club-november.eml"
E_BCRE = M + "11/2025-11-05_re-book-club-november.eml"
E_DIGEST = M + "10/2025-10-21_pharmacy-digest.eml"

SPEC = [
    # ---------------------------------------------------------------- fact
    dict(id="h01", kind="fact", query="lakeside stone countertop order number",
         gold={E_LSS: ["LSS-88213"], E_LSSB: ["LSS-88213-B"], CTOP: ["LSS-88213"], BUDGET: ["LSS-88213-B"]},
         hint="LSS-88213, revised to LSS-88213-B after the color/edge change. Distractors: contract no. NLB-25-0412, permit BLDR-25-018842, FetchRx order FRX-2290471."),
    dict(id="h02", kind="fact", query="HSA reimbursement confirmation number for caleb's ER bill",
         gold={E_REIMB: ["EHR-0624-55190"]},
         hint="EHR-0624-55190, only inside the base64 body of Evergreen's 06/24 e-mail. Distractors: claim 25-0302-77419, appeal APL-2025-33817, the ER claim log and HSA notes (say 'confirmation number is in Evergreen's e-mail' - pointer only), hsa-expenses csv row."),
    dict(id="h03", kind="fact", query="kitchen reno permit #",
         gold={E_INSP: ["BLDR-25-018842"], KICS: ["BLDR-25-018842"], BUDGET: ["BLDR-25-018842"],
               "docs/building-permit-summary.txt": ["BLDR-25-018842"], OVER: ["BLDR-25-018842"]},
         hint="City of Minneapolis permit BLDR-25-018842. Distractors: contract NLB-25-0412, contractor license BC-7719043 (permit summary), welcome e-mail (permit applied, no number)."),
    dict(id="h04", kind="fact", query="prairie shield appeal reference number",
         gold={E_APPEAL: ["APL-2025-33817"], E_EOB2: ["APL-2025-33817"], ERLOG: ["APL-2025-33817"]},
         hint="APL-2025-33817. Distractors: claim 25-0302-77419, call reference CR-5512309 / CR-5590412 (ER log, appeal chat), EOB #1."),
    dict(id="h05", kind="fact", query="how much did the pendant lights over the peninsula cost",
         gold={BUDGET: ["Pendant lights over peninsula x2", "389.00"]},
         hint="$389.00 for two Halden pendants from Lumen Loft (budget CSV row only). Distractors: overview and punch list mention the pendants without a price; contract section 4.2(d) pendant boxes."),
    # ---------------------------------------------------------------- who
    dict(id="h06", kind="who", query="who did juni's echocardiogram",
         gold={"docs/juni-cardiology-report.txt": ["Kofi Mensah"], HIST: ["Kofi Mensah"], E_VET07: ["Dr. Mensah"],
               CH07: ["Dr. Mensah"], CONT: ["Dr. Mensah"]},
         hint="Dr. Kofi Mensah, cardiologist at Twin Cities Veterinary Specialists. Distractors: family-health.ics echo event (clinic only, no name), Dr. Anneliese Brandt (primary vet, referred her)."),
    dict(id="h07", kind="who", query="name of the city inspector who did the rough-in inspection",
         gold={E_INSP: ["Gail Thorsen"], OVER: ["Gail Thorsen"]},
         hint="Gail Thorsen (name inside the base64 attachment of the inspection e-mail, and in the overview). Distractors: kitchen-remodel.ics rough-in event and the permit summary (no name), Jake Brennan."),
    dict(id="h08", kind="who", query="who is in charge of the otters fundraiser",
         gold={MBOX: ["Kristin Lindqvist, fundraiser chair"], FUND: ["Kristin Lindqvist"], SEASON: ["Fundraiser chair: Kristin Lindqvist"],
               CONT: ["Kristin Lindqvist"], HICS: ["Kristin Lindqvist"]},
         hint="Kristin Lindqvist, fundraiser chair. Distractors: Jen Sandoval (team manager), Coach Rick Halvorsen."),
    dict(id="h09", kind="who", query="electrician on the kitchen job - what's his name",
         gold={E_FWD: ["Dmitri Volkov", "Volt Brothers Electric"], CONT: ["Dmitri Volkov"], OVER: ["Dmitri Volkov"],
               E_JAKE: ["checked with Dmitri"]},
         hint="Dmitri Volkov of Volt Brothers Electric (the electrical sub). Distractors: CO-3 attachment and contract excerpt (name the firm/'licensed electrical subcontractor' only), Marco Delgado (crew lead), the accept e-mail (mentions Dmitri without role)."),
    dict(id="h10", kind="who", query="name of the prairie shield rep who said the claim went in under the wrong NPI",
         gold={ERLOG: ["Trevor"], ERCHAT: ["Trevor"]},
         hint="Trevor (call 04/03, ref CR-5512309). Distractors: Alicia (05/28 status call) and Monique (Lakes Regional billing) in the ER log; appeal acknowledgment e-mail quotes the call reference but no name."),
    # ---------------------------------------------------------------- where
    dict(id="h11", kind="where", query="address of the hotel for the rochester hockey tournament",
         gold={E_HOTEL: ["4410 Zumbro Crossing NW"], TRIP: ["4410 Zumbro Crossing NW"]},
         hint="Zumbro Suites Rochester, 4410 Zumbro Crossing NW, Rochester MN (hotel e-mail body is base64 HTML). Distractors: the mbox names the hotel block without an address; Bear Creek Ice Arena (the rink)."),
    dict(id="h12", kind="where", query="where did Juni get her heart echo done",
         gold={FICS: ["Twin Cities Veterinary Specialists"], E_VET07: ["echocardiogram at Twin Cities Veterinary"],
               HIST: ["Twin Cities Veterinary Specialists"], "docs/juni-cardiology-report.txt": ["TWIN CITIES VETERINARY SPECIALISTS"],
               CH07: ["specialty hospital in St. Louis Park"]},
         hint="Twin Cities Veterinary Specialists (TCVS), St. Louis Park. Distractors: Longfellow Veterinary Clinic (primary vet, rechecks); contacts.md lists TCVS as cardiology/ER but not the echo."),
    dict(id="h13", kind="where", query="which rink are the med city classic games at",
         gold={MBOX: ["Bear Creek Ice Arena"], TRIP: ["Bear Creek Ice Arena"]},
         hint="Bear Creek Ice Arena, Rochester. Distractors: Parkway Ice Arena and Cedarview Ice Center (home/practice rinks), hockey.ics tournament event (just 'Rochester, MN')."),
    dict(id="h14", kind="where", query="where do we pick up the wreaths and cookie dough",
         gold={MBOX: ["Parkway Ice Arena lobby"], FUND: ["Parkway Ice Arena lobby"], HICS: ["Parkway Ice Arena lobby"]},
         hint="Parkway Ice Arena lobby (Sat 12/06, 9-11 am). Distractor: forms are handed in at Cedarview practice on 11/17; jersey pickup was also in the Parkway lobby (10/04)."),
    dict(id="h15", kind="where", query="book club nov meeting location",
         gold={E_BC: ["Blue Heron Coffeehouse"], E_BCRE: ["Blue Heron"], BICS: ["Blue Heron Coffeehouse"], D("2025-11-12"): ["Blue Heron Coffeehouse"]},
         hint="Blue Heron Coffeehouse back room, 2217 E 38th St (moved from Yvette's house after a water-heater flood). Distractors: book-club.md rotation (Nov = Yvette), the recurring ics event ('rotating - host's house')."),
    # ---------------------------------------------------------------- event_time
    dict(id="h16", kind="event_time", query="when is the final inspection for the kitchen",
         gold={E_JAKE: ["Wednesday 12/03"], KICS: ["20251203T080000"], PUNCH: ["final inspection **Wed 12/03**"],
               OVER: ["12/03/2025"], CTOP: ["final inspection 12/03"], D("2025-11-12"): ["final inspection 12/03"],
               WORK: ["12/03"]},
         hint="Wed 12/03/2025, 8:00-12:00 window. Distractors: rough-in 08/19, re-inspection 08/22, walk-through 12/04, completion 12/05; permit summary lists inspection windows but no date."),
    dict(id="h17", kind="event_time", query="what time is caleb's first game at the rochester tourney",
         gold={MBOX: ["Fri 12/12   4:10 pm"]},
         hint="Friday 12/12 at 4:10 pm vs Cannon River Kings (mbox, 11/13 schedule message). Distractors: rochester-trip note and Nov chat ('Friday afternoon, time TBA'), hockey.ics all-day tournament event, hotel check-in 3 pm."),
    dict(id="h18", kind="event_time", query="juni next vet recheck appt",
         gold={E_VET10: ["Tuesday 12/09 at 4:30 pm"], FICS: ["20251209T163000"], MEDS: ["12/09 at 4:30 pm"],
               HIST: ["12/09/2025 at 4:30 pm"], D("2025-10-14"): ["Next recheck 12/09"]},
         hint="Tue 12/09/2025 at 4:30 pm at Longfellow, with kidney panel. Distractors: past rechecks 07/25 and 10/14; the RRR log due ~10/28."),
    dict(id="h19", kind="event_time", query="what day was Juni's cardiology echo",
         gold={"docs/juni-cardiology-report.txt": ["07/11/2025"], E_VET07: ["07/11"], HIST: ["07/11/2025"], FICS: ["20250711T103000"]},
         hint="07/11/2025 (10:30 am at TCVS). Distractors: July chat says 'yesterday' (no date), juni-meds says 'mid-July', diagnosis 02/18, coughing night 07/09."),
    dict(id="h20", kind="event_time", query="fundraiser order forms and money due date",
         gold={MBOX: ["Monday 11/17"], FUND: ["Mon 11/17"], HICS: ["20251117"]},
         hint="Monday 11/17/2025 (to Kristin at practice). Distractors: pickup 12/06, season fee installments, tournament fee due 11/15, hotel block cutoff 11/21."),
    # ---------------------------------------------------------------- multi_source
    dict(id="h21", kind="multi_source", query="rochester tournament hotel confirmation number and first game time",
         gold={E_HOTEL: ["ZS-7741920"], MBOX: ["4:10 pm"]},
         hint="Hotel confirmation ZS-7741920 (base64 HTML hotel e-mail only) + first game Fri 12/12 4:10 pm (mbox only). The trip note has neither."),
    dict(id="h22", kind="multi_source", query="how much cheaper is juni's pimobenden from the online pharmacy vs buying it at the vet",
         gold={E_VET07: ["$92.40"], E_FETCH: ["$57.80"]},
         hint="Clinic: $92.40 for 60 tablets (Longfellow invoice, July) vs FetchRx: $57.80 for 60 (Sept order) -> about $34.60/month cheaper. Notes only say 'cheaper'."),
    dict(id="h23", kind="multi_source", query="dishwasher circuit - what north loop charged on change order 3 vs what the electrician's rough-in bid was",
         gold={E_CO3: ["$1,240.00"], E_FWD: ["$3,950"]},
         hint="CO-3 item 1 = $1,240.00 (base64 attachment of the 09/30 e-mail); Dmitri's rough-in bid = $3,950 and already included the DW circuit (forwarded e-mail). Distractors: dispute reply and Jake's CO-3R e-mail (no amounts for that line), CO-3 total $1,865."),
    dict(id="h24", kind="multi_source", query="december book club - who is hosting and what book",
         gold={E_BC: ["Sunita has offered to host"], BOOK: ["Northbound, Slowly"]},
         hint="Sunita hosts Thu 12/18 (Corinne's 11/04 e-mail) and the book is Northbound, Slowly by Harlan Quist (book-club.md). Distractors: book-club.md rotation says Dec '(Corinne to confirm)'; Dana's reply mentions 'December's book' without title."),
    dict(id="h25", kind="multi_source", query="rochester friday - did my PTO get approved and who is riding down with us",
         gold={WORK: ["approved by Gwen"], CH11: ["Owen Sandoval"]},
         hint="PTO for 12/12 approved by Gwen Torvik on 10/28 (work note); Owen Sandoval rides with Dana and Caleb (Nov chat). Distractors: rochester-trip note (PTO 'pending', carpool 'TBD'), Patrick's mbox reply offering a seat."),
    # ---------------------------------------------------------------- decision
    dict(id="h26", kind="decision", query="open shelving or upper cabinets on the window wall - final decision?",
         gold={"notes/kitchen/shelving-decision.md": ["REVERSED: upper cabinets"], D("2025-08-09"): ["uppers on the window wall after all"],
               OVER: ["we reversed it and went with upper cabinets"], BUDGET: ["upper cabinets on window wall (instead of open shelving)"]},
         hint="Upper cabinets (reversed on 08/09 from the 06/14 open-shelving decision; became CO-2 $2,150). Distractors: daily 06/14 (open shelving decided), design-ideas.md (ideas only), July chat (undecided, leaning uppers)."),
    dict(id="h27", kind="decision", query="what did I decide about change order 3",
         gold={E_ACCEPT: ["I accept CO-3R as written"], CH11: ["I've decided to accept it"], BUDGET: ["accepted 11/10"],
               D("2025-11-12"): ["accepted CO-3R"], PUNCH: ["CO-3R signed ($900)"], OVER: ["I accepted it by e-mail on 11/10"]},
         hint="Accepted revised CO-3R for $900 (GFCI $515 + drywall $385, dumpster waived, DW circuit dropped) on 11/10. Distractors: original CO-3 $1,865 (09/30), the 10/03 dispute, Jake's 11/07 proposal (offer, not the decision), the 2 a.m. DLI complaint idea."),
    dict(id="h28", kind="decision", query="did we stop juni's carprofen and why",
         gold={"docs/juni-cardiology-report.txt": ["Discontinue carprofen"], E_VET07: ["Carprofen - DISCONTINUED"], MEDS: ["Not on carprofen anymore"],
               HIST: ["stop carprofen"], CH07: ["they stopped her carprofen"]},
         hint="Yes - carprofen stopped in July 2025 (NSAID + furosemide = kidney risk), replaced by gabapentin 100 mg twice daily. Distractor: 2023 history entry starting carprofen."),
    dict(id="h29", kind="decision", query="am I hosting book club in january",
         gold={BOOK: ["I'm not hosting in January"], D("2025-09-16"): ["**not** hosting in January"], BOOKCHAT: ["I'm NOT hosting in January"],
               E_BC: ["January is Beth"]},
         hint="No - decided in September not to host in January (kitchen); Beth hosts January, Dana hosts March. Distractors: Dana's reply e-mail (Beth only in Cc), Dec host Sunita."),
    dict(id="h30", kind="decision", query="countertops - did we go with frost drift or pewter mist",
         gold={E_LSSB: ["Pewter Mist"], CTOP: ["Pewter Mist"], OVER: ["changed on 07/29 to Pewter"], BUDGET: ["Pewter Mist"],
               KICS: ["Pewter Mist"]},
         hint="Pewter Mist (honed, mitered peninsula edge), changed from Frost Drift on 07/29. Distractors: 07/08 Lakeside order confirmation (Frost Drift), July edge chat (still undecided, 'sleep on it')."),
    # ---------------------------------------------------------------- temporal_current
    dict(id="h31", kind="temporal_current", query="juni furosimide dose now",
         gold={E_VET10: ["UP to 30 mg twice daily"], MEDS: ["**30 mg**"], HIST: ["furosemide up to 30 mg twice daily"],
               D("2025-10-14"): ["increased furosemide to 30 mg twice daily"], JL: ["30 mg twice a day"]},
         hint="30 mg twice daily since 10/14/2025. Old value 20 mg twice daily in the July e-mail, cardiology report, July chat and daily 08/09."),
    dict(id="h32", kind="temporal_current", query="caleb hockey practice schedule current",
         gold={MBOX: ["Mondays    7:15-8:30 pm"], D("2025-11-12"): ["Monday 7:15-8:30 pm at Cedarview"], JL: ["Mon 7:15-8:30 pm at Cedarview"]},
         hint="Since 11/10: Mon 7:15-8:30 pm Cedarview Ice Center Rink B + Thu 5:00-6:15 pm Parkway Rink 2. Old Tue 5:30 / Thu 6:45 at Parkway Rink 1 in the season note, the welcome list message and hockey.ics (never updated)."),
    dict(id="h33", kind="temporal_current", query="when will the kitchen remodel be done now",
         gold={E_JAKE: ["Substantial completion: Friday 12/05/2025"], OVER: ["**Friday 12/05/2025**"], PUNCH: ["**Fri 12/05/2025**"],
               D("2025-11-12"): ["Completion 12/05"], KICS: ["substantial completion"]},
         hint="Friday 12/05/2025. Old: 10/03 (welcome e-mail), 11/21 (daily 08/09)."),
    dict(id="h34", kind="temporal_current", query="countertop install date",
         gold={E_JAKE: ["Tuesday 11/18"], E_ACCEPT: ["Tuesday 11/18"], KICS: ["20251118T080000"], CTOP: ["Tuesday 11/18/2025"],
               OVER: ["Tuesday 11/18"], PUNCH: ["Tue 11/18"], D("2025-11-12"): ["Tuesday 11/18"], BUDGET: ["install 11/18"]},
         hint="Tuesday 11/18/2025, 8 am (peninsula piece recut). Old: week of 09/22 (07/08 order confirmation), 10/29 (Renee's 07/30 e-mail)."),
    dict(id="h35", kind="temporal_current", query="where do we get juni's pimobendan from now",
         gold={E_FETCH: ["Autoship"], E_VET10: ["FetchRx autoship"], MEDS: ["FetchRx Pet Pharmacy (autoship)"], HIST: ["FetchRx Pet Pharmacy"],
               D("2025-09-16"): ["FetchRx"], CONT: ["pimobendan autoship"]},
         hint="FetchRx Pet Pharmacy (online, autoship every 30 days) since 09/2025. Old: bought at Longfellow Veterinary Clinic (July invoice, Feb entry in the history)."),
    # ---------------------------------------------------------------- open_loop
    dict(id="h36", kind="open_loop", query="did I ever send dr brandt the breathing rate log",
         gold={E_VET10: ["sleeping respiratory rate log"], MEDS: ["- [ ] E-mail Dr. Brandt the RRR log"], FICS: ["RRR) log to Dr. Brandt"],
               INBOX: ["- [ ] RRR log to Dr. Brandt"], D("2025-10-14"): ["Need to send Dr. Brandt"], D("2025-11-12"): ["Still owe Dr. Brandt the RRR log"],
               HIST: ["asked for two weeks of RRR readings"]},
         hint="Not yet - Dr. Brandt asked 10/15 for two weeks of sleeping respiratory-rate readings (~10/28); still unchecked (VTODO NEEDS-ACTION, inbox, daily 11/12). Distractor: cardiology report (monitoring instructions only)."),
    dict(id="h37", kind="open_loop", query="what does evergreen HSA still need from me",
         gold={E_DOCREQ: ["12/15/2025"], HSAN: ["Evergreen documentation request"], HSACSV: ["Evergreen wants itemized receipt by 12/15"],
               FICS: ["Upload itemized Lakes Imaging receipt"], INBOX: ["Evergreen HSA doc request"], ERLOG: ["Evergreen asked for documentation"]},
         hint="Itemized receipt/EOB for the $286.00 Lakes Imaging HSA-card swipe (05/02), due 12/15/2025 or it's a taxable distribution. Distractors: the completed $1,150 ER reimbursement (06/24), Nate's glasses receipt."),
    dict(id="h38", kind="open_loop", query="who still owes me wreath money",
         gold={FUND: ["Collect $64 from Aunt Lorraine"], INBOX: ["Aunt Lorraine wreath money"], HICS: ["Still waiting on Aunt Lorraine"]},
         hint="Aunt Lorraine (Nate's aunt), $64 for 2 wreaths. Distractors: others in the tally marked paid (Mrs. Okonkwo, Nate's office via Venmo)."),
    dict(id="h39", kind="open_loop", query="lien waivers - who said they would send them and when",
         gold={E_JAKE: ["I'll send the lien waivers"], E_ACCEPT: ["lien waivers from Volt Brothers and Lakeside"], KICS: ["Jake said he'd send them"],
               PUNCH: ["Jake said he'd send with final invoice"], INBOX: ["Jake said he'd send"], OVER: ["Jake says he'll send them"]},
         hint="Jake Brennan promised to send lien waivers from Volt Brothers and Lakeside with the final invoice, before the final 10% payment. Distractors: contract section 11 (general requirement), budget CSV holdback note, the Nov chat draft."),
    dict(id="h40", kind="open_loop", query="what did i tell book club i'd send everyone",
         gold={E_BCRE: ["send everyone the library hold link"], INBOX: ["library hold link"]},
         hint="The library hold link for December's book (Dana's 11/05 reply; inbox still unchecked). She also promised printed discussion questions. Distractor: Sept book-club chat (discussion questions only)."),
    # ---------------------------------------------------------------- preference
    dict(id="h41", kind="preference", query="what kind of books do i dislike",
         gold={BOOK: ["unreliable narrators"], BOOKCHAT: ["unreliable narrators"]},
         hint="Twisty psychological thrillers / twist endings / unreliable narrators (and audiobooks); likes quiet literary fiction about small towns and work lives. Distractor: book-club.md ratings list."),
    dict(id="h42", kind="preference", query="my must haves for tournament hotels",
         gold={CH11: ["away from the pool"], TRIP: ["away from the pool"], E_HOTEL: ["Room away from pool area"]},
         hint="Mini fridge, free hot breakfast, room away from the pool. Distractors: mbox Patrick reply (asks about breakfast), US-52 daylight driving preference."),
    dict(id="h43", kind="preference", query="best time of day for me to book vet appts",
         gold={JL: ["after 4 pm"], CONT: ["Book the 4:30 slots"]},
         hint="After 4 pm on weekdays (she's off at 3:30) - the 4:30 slots. Distractors: the individual 4:30 appointments in family-health.ics/e-mails (times, not the preference)."),
    dict(id="h44", kind="preference", query="do I pay medical bills with the HSA card or credit card",
         gold={HSAN: ["I pay medical bills with the Visa (points)"], ERCHAT: ["pay the hospital on my credit card (points!)"],
               JL: ["I pay with my Visa for points"], ERLOG: ["on the Visa (points)"]},
         hint="Credit card (Visa, for points), then reimburse from the HSA later to keep the HSA invested; HSA card only for small pharmacy stuff/copays. Distractor: hsa-expenses CSV (mixed payment methods, no stated rule)."),
    dict(id="h45", kind="preference", query="matte vs glossy finishes what do i like for the kitchen",
         gold={CH07: ["I really dislike glossy/high-shine finishes"], "notes/kitchen/design-ideas.md": ["I really dislike high-gloss surfaces"]},
         hint="Matte/honed everything; dislikes high-gloss (fingerprints, feels like a showroom/hospital). Distractors: countertop note (Pewter Mist honed - a choice, not the stated preference), Lakeside order (polished Frost Drift)."),
    # ---------------------------------------------------------------- vague
    dict(id="h46", kind="vague", query="the wiring guy confirming the dishwasher outlet was already in his quote",
         gold={E_FWD: ["included the\ndedicated dishwasher circuit"], OVER: ["He said yes, in writing"], E_JAKE: ["I checked with Dmitri"],
               CH11: ["electrician confirmed in writing"]},
         hint="Dmitri Volkov's 10/07 e-mail (forwarded to Nate): the DW circuit was in his $3,950 rough-in bid. Distractors: the 10/03 dispute (asserts it, no confirmation), CO-3 e-mail, contract section 4.2."),
    dict(id="h47", kind="vague", query="results from juni's heart ultrasound",
         gold={"docs/juni-cardiology-report.txt": ["LA:Ao 2.1"], HIST: ["LA:Ao 2.1"]},
         hint="Echo 07/11: left atrium enlarged (LA:Ao 2.1), LV dilated, severe MR -> MMVD stage C. Distractors: July vet e-mail (mentions the echo, only the plan), family-health.ics event, Feb x-ray (stage B2)."),
    dict(id="h48", kind="vague", query="when insurance said caleb's hospital wasn't in their network",
         gold={E_EOB1: ["OUT-OF-NETWORK"], E_APPEAL: ["out-of-network"], ERLOG: ["out-of-network"], ERCHAT: ["OUT-OF-NETWORK"]},
         hint="Prairie Shield EOB 03/19 processed the 03/02 ER visit at Lakes Regional as out-of-network ($2,640, wrong NPI); appealed as APL-2025-33817. Distractors: reprocessed EOB 06/10 (in-network), HSA CSV row."),
    dict(id="h49", kind="vague", query="my list of who bought what in the team holiday greenery sale",
         gold={FUND: ["$412"]},
         hint="fundraiser-tally.md: 6 wreaths + 11 cookie-dough tubs = $412, buyer table. Distractors: Kristin's kickoff message (prices only), hockey.ics pickup event."),
    dict(id="h50", kind="vague", query="that newsletter about medicine supply problems",
         gold={E_DIGEST: ["SHORTAGE WATCH"]},
         hint="UMHSPA Pharmacy Digest, Oct 2025 (drug shortage watch: IV fluids, amoxicillin suspension, lidocaine syringes). Distractor: work note ('drug shortage list is updated Mondays'), remodel expo promo."),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

if __name__ == "__main__":
    out = [{"id": q["id"], "query": q["query"], "gold": sorted(q["gold"]), "kind": q["kind"],
            "gold_hint": q["hint"]} for q in SPEC]
    assert len(out) == 50
    for i, k in enumerate(KINDS):
        assert [q["kind"] for q in out[i * 5:(i + 1) * 5]] == [k] * 5, k
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "queries.json")
    json.dump(out, open(path, "w"), indent=1, ensure_ascii=False)
    print("wrote", path, len(out))
