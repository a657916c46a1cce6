"""Questions, gold files and the key strings check.py verifies. Writes ../queries.json"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))

M = "mail/2025/"
Q = []


def q(id, kind, query, gold, keys, hint, parts=None, old=None):
    Q.append({"id": id, "query": query, "gold": gold, "kind": kind, "gold_hint": hint,
              "_keys": keys, "_parts": parts or [], "_old": old or []})


# ------------------------------------------------------------------ fact
q("h01", "fact", "What's the case number for the Shelburne Road variance application?",
  ["notes/planning-board/shelburne-rd-variance.md", "notes/planning-board/minutes-2025-04-15.md",
   "notes/planning-board/minutes-2025-06-17.md", "notes/daily/2025-04-19.md", M + "03/2025-03-28_notice-of-public-hearing.eml",
   M + "04/2025-04-10_fwd-written-comment.eml", M + "08/2025-08-26_revised-plans-and-hearing-location.eml",
   M + "09/2025-09-03_re-hale-corrigan-conflict.eml", "calendar/planning-board.ics", "chats/assistant/planning-board-2025.json"],
  ["ZP-25-0147"], "ZP-25-0147 (Harbor Ridge Partners, 1180 Shelburne Road). Every file naming the case number with the site; the Grove Hill Lane sketch plan is a different item.")
q("h02", "fact", "silverado VIN",
  ["notes/truck/selling-the-silverado.md", M + "08/2025-08-20_re-silverado-offer.eml"],
  ["1GCEK19J38Z618204"], "1GCEK19J38Z618204 - in the truck note and in the base64 reply to Dustin. The listing says 'VIN available on request'; the Catamount renewal gives only the policy number CAT-AU-2290184.")
q("h03", "fact", "mom's medigap polcy number",
  ["notes/mom/medicare-and-insurance.md", M + "07/2025-07-30_premium-change-notice.eml"],
  ["NMB-G-4471902"], "NMB-G-4471902 (Northfield Mutual Benefit, Plan G); the e-mail copy is inside a base64 attachment. Distractors: MBI 5RK3-TW8-JN42, Part D member ID CRX-88210457, ambulance claim 25-188-07731-402.")
q("h04", "fact", "How many gallons of syrup did Gus and I make this season?",
  ["notes/maple/sugaring-2025.md", "data/sugaring-boil-log-2025.csv"],
  ["61 gallons", "61.0"], "61 gallons (note) / TOTAL row 61.0 in the boil log. Daily 03-08 has only the first boil's 3.2 gal; the RO e-mail talks about sap concentration, not output.")
q("h05", "fact", "What was the mite count for hive 3 in the August alcohol wash?",
  ["notes/bees/hive-inspections-2025.md"],
  ["H3 | 9"], "9 mites per 300 bees (3.0%) on 08/08. Distractors: Wendell's list post ('one hive at 3%', hive not named), Hollis's 5% colonies, the chat ('one hive at 3%').")

# ------------------------------------------------------------------ who
q("h06", "who", "Who is the new caregiver the agency sends to Mom's condo?",
  ["notes/mom/care-log.md", M + "08/2025-08-01_welcome-care-plan-summary.eml", "notes/daily/2025-08-04.md",
   "chats/assistant/mom-care-2025-08.json", "calendar/mom-care.ics", M + "07/2025-07-28_re-moms-aides.eml"],
  ["Rosalind"], "Rosalind Mbeki (Birchline Home Care; backup Joyce Ferland). Distractors: Tammy Rowe (old agency aide), Priscilla Nadeau (care manager), Deb Tourville (old coordinator), Jenna Rasmussen (PT).")
q("h07", "who", "Who's the lawyer for the developer on the Shelburne Rd project?",
  ["notes/planning-board/shelburne-rd-variance.md", "notes/planning-board/minutes-2025-04-15.md",
   M + "03/2025-03-28_notice-of-public-hearing.eml"],
  ["Francine Delacroix"], "Francine Delacroix of Delacroix & Whitby PLC. Distractors: Garrett Voss (Harbor Ridge principal), Soren Lindgaard (architect), Colin Bouchard (staff); the recusal e-mail mentions only 'the applicant's counsel'.")
q("h08", "who", "who is buying my pickup",
  ["notes/truck/selling-the-silverado.md", "data/truck-inquiries.csv", M + "08/2025-08-19_silverado-offer.eml",
   M + "08/2025-08-20_re-silverado-offer.eml", "notes/daily/2025-08-30.md", "calendar/personal.ics"],
  ["Dustin"], "Dustin Marchetti of Milton (deposit paid 08/30). Other lookers in the inquiries CSV (Rene Gagnon, the Haskinses, etc.) are distractors.")
q("h09", "who", "Who was the state bee inspector that checked my hives this summer?",
  ["notes/bees/hive-inspections-2025.md", "mail/lists/cvba-members.mbox"],
  ["Noreen Pike"], "Noreen Pike, VT Agency of Agriculture apiary inspector (07/17 visit). outdoors.ics names her only as the October workshop leader; Hollis Gage is the club's nuc coordinator.")
q("h10", "who", "mom physical therapist name",
  ["notes/mom/care-log.md", "calendar/mom-care.ics"],
  ["Jenna Rasmussen"], "Jenna Rasmussen, PT (Champlain Valley Visiting Nurses, Tue/Fri). Distractors: Cedar Knoll therapy team (unnamed), Dr. Whitcombe, Rosalind.")

# ------------------------------------------------------------------ where
q("h11", "where", "Where is the September planning board hearing being held?",
  ["notes/planning-board/shelburne-rd-variance.md", M + "08/2025-08-26_revised-plans-and-hearing-location.eml",
   "calendar/planning-board.ics"],
  ["Calloway Grange Hall"], "Calloway Grange Hall, 415 Birch Cove Road (City Hall closed for HVAC work). Old venue City Hall Room 12 in the notice, both minutes and the earlier calendar events; June minutes say 'location to be announced'.")
q("h12", "where", "Where do we meet the canoe outfitter on the first morning?",
  [M + "08/2025-08-22_trip-updated.eml"],
  ["2187 State Route 30"], "Route 30 base, 2187 State Route 30, Paul Smiths NY, 8 AM, park behind the red barn - only inside the base64 HTML. The trip note and outdoors.ics just say 'directions in Hal's e-mail'; the Saranac Lake office (booking footer) is a distractor.")
q("h13", "where", "Where did Mom do her rehab after the hip surgery?",
  ["notes/mom/care-log.md", "notes/daily/2025-05-31.md", M + "06/2025-06-20_discharge-instructions.eml",
   "chats/assistant/mom-care-2025-08.json", "notes/mom/medicare-and-insurance.md"],
  ["Cedar Knoll"], "Cedar Knoll Rehabilitation Center, Williston (05/31-06/20). Distractors: CVRMC (hospital/surgery), Heron Pointe (assisted living option), Pinecrest (her condo).")
q("h14", "where", "sugarhouse location",
  ["notes/maple/sugaring-2025.md", "calendar/outdoors.ics"],
  ["Sawyer Hill Road"], "Gus's sugarhouse on Sawyer Hill Road, Jericho. Daily notes and e-mails just say 'the sugarhouse' or 'the woodlot'; the RO came from a sugarmaker in Fairfax (distractor).")
q("h15", "where", "Where are my out-yard hives?",
  ["notes/bees/beekeeping-overview.md", "notes/bees/hive-inspections-2025.md", "notes/daily/2025-08-23.md"],
  ["Lapointe Orchard"], "Lapointe Orchard in Charlotte (2 hives, C1/C2). Home yard is behind the garage; Otter Creek's farm is in Middlebury; nuc pickup at the Williston park & ride.")

# ------------------------------------------------------------------ event_time
q("h16", "event_time", "When is the next planning board hearing on the Shelburne Road variance?",
  ["notes/planning-board/shelburne-rd-variance.md", "notes/planning-board/minutes-2025-06-17.md",
   M + "08/2025-08-26_revised-plans-and-hearing-location.eml", "calendar/planning-board.ics"],
  ["09/16", "September 16", "2025-09-16"], "Tuesday 09/16/2025, 7:00 PM (Calloway Grange Hall). Earlier sessions 04/15 and 06/17 are distractors; the recusal e-mail only says 'the 16th'.")
q("h17", "event_time", "When is Mom's follow-up with the bone surgeon?",
  ["notes/mom/care-log.md", "calendar/mom-care.ics"],
  ["09/24", "2025-09-24"], "Wed 09/24/2025 10:15 AM, Dr. Whitcombe, CVRMC Orthopedics (X-ray first). The discharge letter only says '~3 months, office will call'; daily 09-02 says 'later this month'.")
q("h18", "event_time", "What day is Dustin coming to get the truck?",
  [M + "08/2025-08-20_re-silverado-offer.eml", "notes/daily/2025-08-30.md", "calendar/personal.ics"],
  ["09/13", "2025-09-13"], "Saturday 09/13/2025 at 10 AM. Distractors: test drive 08/16, deposit day 08/30.")
q("h19", "event_time", "bee club oxalic acid workshop date",
  ["mail/lists/cvba-members.mbox", "calendar/outdoors.ics"],
  ["10/09", "2025-10-09"], "Thu 10/09/2025, 6:30 PM, with Noreen Pike at Cobble Hill Library. Distractors: 09/11 meeting, 11/13 annual meeting, Wendell's own December OAV plan.")
q("h20", "event_time", "What night did Mom take her fall?",
  ["notes/mom/care-log.md", "notes/daily/2025-05-31.md", M + "06/2025-06-20_discharge-instructions.eml",
   "chats/assistant/mom-care-2025-08.json"],
  ["05/27", "May 27", "the 27th"], "Tuesday 05/27/2025 around 8:40 PM. The MSN shows an ambulance service date of 05/27 but does not mention a fall; surgery was 05/28, the move to rehab 05/31.")

# ------------------------------------------------------------------ multi_source
q("h21", "multi_source", "How much is Mom's home care costing per week with the new agency?",
  [M + "08/2025-08-01_welcome-care-plan-summary.eml", "calendar/mom-care.ics"],
  ["36.50", "8:30 AM - 12:30 PM"], "$36.50/hr (Birchline e-mail, base64) x Mon-Sat 8:30-12:30 = 24 h/week (mom-care.ics) = $876/week. The care log and the e-mail to Ada say only 'six mornings'; CHC's $34/hr M/W/F is the old agency.",
  parts=["36.50", "8:30 AM - 12:30 PM"])
q("h22", "multi_source", "How much does Dustin still owe me when he picks up the truck?",
  [M + "08/2025-08-20_re-silverado-offer.eml", "notes/daily/2025-08-30.md"],
  ["5,400", "$300"], "$5,400 agreed price (Wendell's counter, base64 e-mail; accepted by phone per the daily note) minus the $300 cash deposit (daily 08-30) = $5,100. Distractors: $5,200 offer, $6,800 and $5,900 asking prices.",
  parts=["5,400", "$300 cash deposit"])
q("h23", "multi_source", "Who's bringing the stove and the water filter on the canoe trip?",
  [M + "08/2025-08-12_canoe-gear-split.eml", "chats/chatgpt/conversations-2025.json"],
  ["white-gas stove", "gravity water filter"], "Luis brings the stove (+ fuel, tarp) per his e-mail; Tobias brings the gravity water filter (+ one bear canister) per the meal-plan chat. The trip note's gear checklist lists both items without owners.",
  parts=["white-gas stove", "gravity water filter"])
q("h24", "multi_source", "total honey harvest this year, home yard plus Charlotte",
  ["notes/bees/hive-inspections-2025.md", "notes/daily/2025-08-23.md"],
  ["96 lb", "46 lb"], "96 lb home yard (inspection log, 08/09) + 46 lb Lapointe Orchard out-yard (daily 08-23) = 142 lb. The overview describes honey handling but gives no 2025 figures.",
  parts=["96 lb", "46 lb"])
q("h25", "multi_source", "What will next spring's nucs cost me altogether?",
  [M + "09/2025-09-01_2026-nuc-preorders.eml", "notes/bees/beekeeping-overview.md"],
  ["$195", "4 nucs"], "4 nucs (overview: pre-order mailed 09/02) x $195 (Otter Creek e-mail) = $780 ($50/nuc deposit). Distractors: Mad River $180 (list), the 2025 nucs.",
  parts=["$195", "4 nucs"])

# ------------------------------------------------------------------ decision
q("h26", "decision", "Did I change my mind about keeping the pickup for hauling sap? What did I decide and why?",
  ["notes/daily/2025-04-19.md", "notes/truck/selling-the-silverado.md", "chats/chatgpt/conversations-2025.json"],
  ["selling the Silverado", "decided to sell"], "Reversed: kept it in January (daily 01-22, distractor) -> decided 04/19 to sell because Gus's UTV did the hauling, <900 miles/yr, $640 insurance, frame rust. Listing, inquiries and Dustin e-mails show the sale but not the decision.")
q("h27", "decision", "What did we decide about where Mom would live after rehab?",
  ["notes/mom/care-log.md", "chats/assistant/mom-care-2025-08.json"],
  ["own condo"], "Decided 06/12: she goes home to her own condo at Pinecrest with a paid morning aide + fall-detection pendant; not moving in with Wendell, not Heron Pointe, not Portland. The brainstorm note is ideas only (distractor).")
q("h28", "decision", "Am I recusing myself from the Shelburne Road variance?",
  ["notes/planning-board/shelburne-rd-variance.md", M + "09/2025-09-03_re-hale-corrigan-conflict.eml",
   "chats/assistant/planning-board-2025.json", "calendar/planning-board.ics", "notes/daily/2025-09-02.md", "notes/inbox.md"],
  ["recus"], "Yes - recused from ZP-25-0147 since late Aug because Hale & Corrigan (where he consults) is the applicant's structural peer reviewer. Earlier position (April minutes, May chat): no conflict, participates.")
q("h29", "decision", "What did Gus and I decide about the reverse osmosis machine?",
  [M + "03/2025-03-13_re-ro-unit.eml", "notes/maple/sugaring-2025.md"],
  ["half"], "Bought the used 250 GPH RO from the Fairfax sugarmaker together, half each ($2,400 total, $1,200 each), decided 03/13. Daily 03-08 ('if that RO unit is any good') is just an idea.")
q("h30", "decision", "which varoa treatment did i go with this fall",
  ["notes/bees/hive-inspections-2025.md", "mail/lists/cvba-members.mbox", "calendar/outdoors.ics", "notes/daily/2025-08-23.md"],
  ["Formic Pro"], "Formic Pro on all seven hives from 08/25 (rotating away from Apivar), then oxalic acid vapor in December. Distractors: Hollis's Apivar recommendation, the undecided ChatGPT thread, the Hive & Harrow promo.")

# ------------------------------------------------------------------ temporal_current
q("h31", "temporal_current", "What dose of metoprolol is Mom on now?",
  [M + "08/2025-08-14_new-portal-message.eml", "notes/mom/care-log.md", "chats/assistant/mom-care-2025-08.json"],
  ["12.5 mg"], "12.5 mg twice daily since 08/14 (Dr. Pelletier). Old 25 mg twice daily in docs/mom-med-list.txt and the Cedar Knoll discharge attachment.",
  old=["Metoprolol tartrate 25 mg"])
q("h32", "temporal_current", "What are the current dates for the Adirondacks canoe trip?",
  [M + "08/2025-08-22_trip-updated.eml", "notes/trips/adirondacks-canoe-2025.md", "calendar/outdoors.ics",
   "chats/chatgpt/conversations-2025.json", "notes/daily/2025-09-02.md"],
  ["09/18", "2025-09-18", "the 18th"], "Thu 09/18 - Sun 09/21/2025. Old: 07/24-07/27 (booking e-mail, March chat, cancelled ics event), 09/11-09/14 (Hal's June reply, the forward, Luis's 'see you on the 11th').",
  old=["07/24", "09/11"])
q("h33", "temporal_current", "Which home aide company is Mom using now?",
  ["notes/mom/care-log.md", M + "08/2025-08-01_welcome-care-plan-summary.eml", M + "07/2025-07-28_re-moms-aides.eml",
   "notes/daily/2025-08-04.md", "chats/assistant/mom-care-2025-08.json", "calendar/mom-care.ics"],
  ["Birchline"], "Birchline Home Care since 08/04/2025. Old: Champlain Home Companions (06/19 agreement e-mail, ended 08/01). Champlain Valley Visiting Nurses is the Medicare home-health agency, not the aide company.",
  old=["Champlain Home Companions"])
q("h34", "temporal_current", "lockbox code mom's condo",
  [M + "08/2025-08-01_welcome-care-plan-summary.eml"],
  ["8062"], "8062 (changed 08/03; only inside the base64 Birchline e-mail). Old code 4417 in the CHC agreement and the care log; the care log and daily 08-04 say it changed but withhold the number.",
  old=["4417"])
q("h35", "temporal_current", "Where does the beekeepers association meet these days?",
  ["mail/lists/cvba-members.mbox", "calendar/outdoors.ics", "notes/daily/2025-09-02.md"],
  ["Richmond"], "Cobble Hill Library, Meeting Room B, 14 Depot Street, Richmond (from September 2025). Old: Allen Brook Grange, Williston (overview note, Nov 2024 list post/calendar).",
  old=["Allen Brook Grange"])

# ------------------------------------------------------------------ open_loop
q("h36", "open_loop", "What do I still need to do before the truck sale goes through?",
  ["notes/truck/selling-the-silverado.md", "calendar/personal.ics", "notes/daily/2025-08-30.md",
   M + "08/2025-08-20_re-silverado-offer.eml"],
  ["title"], "Get the title from the Winooski Valley CU safe deposit box, VT bill of sale VD-119 (promised to Dustin), odometer disclosure, plates off, cancel Catamount policy (Marcy), E-ZPass. Done items: clean cab, records binder.")
q("h37", "open_loop", "Did I send Colin the written recusal statement I promised?",
  [M + "09/2025-09-03_re-hale-corrigan-conflict.eml", "calendar/planning-board.ics", "notes/inbox.md",
   "notes/daily/2025-09-02.md", "notes/planning-board/shelburne-rd-variance.md"],
  ["recusal statement", "statement for Colin"], "Not yet - promised by Friday 09/05 in the 09/03 e-mail; still an open VTODO and inbox item. The May chat's template is not the promise.")
q("h38", "open_loop", "medicare ambulance apeal - what's still left to do",
  ["notes/mom/medicare-and-insurance.md", "calendar/mom-care.ics", "chats/assistant/mom-care-2025-08.json"],
  ["appeal", "redetermination"], "Still open: request the CVRMC ER record, fill CMS-20027, cover letter, mail certified (deadline 11/18/2025 on the MSN), tell Northfield Mutual afterwards. Call to ambulance billing done 08/05. The MSN itself only explains the procedure.")
q("h39", "open_loop", "What did I promise Gus I'd take care of at the sugarhouse before winter?",
  [M + "08/2025-08-27_re-sugarhouse-odds-and-ends.eml", "notes/maple/sugaring-2025.md", "calendar/outdoors.ics",
   "notes/daily/2025-08-30.md"],
  ["pickle", "the membrane"], "Flush and pickle the RO membrane before the first hard freeze (and order the preservative). The $140 flue-pan check was promised too (for 08/28). Other sugaring to-dos (drop lines, wood) are not promises to Gus.")
q("h40", "open_loop", "hive winter prep still to do",
  ["notes/bees/hive-inspections-2025.md", "calendar/outdoors.ics"],
  ["mouse guards", "oxalic"], "Open: pull Formic Pro pads 09/08, follow-up washes H3/C1, maybe combine H5 into H2, mouse guards by 10/15, order oxalic acid + battery clips, wrap hives by Thanksgiving, heft test. The overview's generic winter routine is not a to-do list.")

# ------------------------------------------------------------------ preference
q("h41", "preference", "What kind of canoe am I willing to carry on portages?",
  ["chats/chatgpt/conversations-2025.json", "notes/trips/adirondacks-canoe-2025.md"],
  ["Kevlar"], "Kevlar (about 44 lb) only - no 75-lb aluminum Grummans, because of his back. Outfitter e-mails say 'ultralight tandem' and show the booking, not a preference.")
q("h42", "preference", "What are Mom's likes and dislikes the aides need to know?",
  ["notes/mom/care-log.md", M + "08/2025-08-01_welcome-care-plan-summary.eml", "chats/assistant/mom-care-2025-08.json"],
  ["Earl Grey"], "Women caregivers only; morning showers; Earl Grey with milk, no sugar; never 'honey'/'sweetie'; crossword; Jeopardy at 7:30; Kasselbaum's rye. The CHC agreement lists no preferences.")
q("h43", "preference", "Which grade of maple syrup do I like best?",
  ["notes/maple/sugaring-2025.md", "chats/assistant/quick-questions-2025.jsonl"],
  ["Very Dark"], "Very Dark, Strong Taste (baked beans, johnnycakes); Jo prefers Amber Rich; Gus keeps Dark Robust. The boil-log CSV lists grades produced, not preferences.")
q("h44", "preference", "Do I prefer Zoom or in-person planning board meetings?",
  ["chats/assistant/planning-board-2025.json", "notes/planning-board/shelburne-rd-variance.md"],
  ["in-person"], "In-person; dislikes hybrid Zoom hearings (audio drops), prints packets double-sided and marks them with a red pencil. June minutes record the audio loss but no preference; the hearing notice merely offers Zoom.")
q("h45", "preference", "tent or hammock - what do I sleep in when camping",
  ["docs/canoe-packing-list.txt", "chats/chatgpt/conversations-2025.json", "notes/trips/adirondacks-canoe-2025.md"],
  ["hammock"], "Hammock (with bug net + underquilt), never the tent - his back. Daily 09-02 mentions airing the hammock but states no preference.")

# ------------------------------------------------------------------ vague
q("h46", "vague", "that statement where they refused to pay for mom's ride to the hospital",
  [M + "07/2025-07-24_new-medicare-summary-notice.eml", "notes/mom/medicare-and-insurance.md",
   "chats/assistant/mom-care-2025-08.json"],
  ["1,840", "does not support the need"], "The July 2025 Medicare Summary Notice denying the Chittenden Regional Ambulance claim ($1,840, claim 25-188-07731-402) - the attachment is base64. Distractors: Medigap premium notice, the Seniors Digest newsletter; the care log only points to the insurance note.")
q("h47", "vague", "the lady on the side street who complained the apartment block would put her veggie patch in the dark",
  [M + "04/2025-04-10_fwd-written-comment.eml", "notes/planning-board/minutes-2025-04-15.md",
   "notes/planning-board/shelburne-rd-variance.md"],
  ["Coutu"], "Beatrice Coutu, 27 Harlow Street - written comment forwarded by Colin 04/10 (shade on her garden/greenhouse, cut-through traffic, basement flooding); she also spoke on 04/15. Distractors: Raymond Ostrowski (support), Maureen Quist (business association).")
q("h48", "vague", "the day the bees took off and I had to grab them out of next door's tree",
  ["notes/daily/2025-06-14.md", "mail/lists/cvba-members.mbox", "notes/bees/hive-inspections-2025.md"],
  ["crabapple", "SWARMED"], "The 06/14/2025 swarm from H2, caught ~9 ft up in Gus's crabapple and hived as H5. Daily 05-31 ('must do a swarm check') and the overview's swarm remarks are distractors.")
q("h49", "vague", "pros and cons list of where mom could go after the nursing home stint",
  ["notes/mom/living-options-brainstorm.md"],
  ["Heron Pointe"], "The 06/05 brainstorm note: move in with us / Heron Pointe assisted living / home to Pinecrest with help / Portland near Ada / respite. The care log records the decision and only points to the brainstorm.")
q("h50", "vague", "sweetness readings of the tree water",
  ["data/sugaring-boil-log-2025.csv", "notes/maple/sugaring-2025.md", "notes/daily/2025-03-08.md"],
  ["2.4"], "Sap sugar (Brix) readings: 2.4% early March falling to 1.6% by 04/06; RO concentrate ~8%. The Gus RO e-mail mentions 2% -> 8% in general terms only.")


def public():
    return [{k: v for k, v in x.items() if not k.startswith("_")} for x in Q]


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(HERE), "queries.json")
    json.dump(public(), open(out, "w", encoding="utf-8"), indent=1, ensure_ascii=False)
    from collections import Counter
    print(len(Q), Counter(x["kind"] for x in Q))
