# -*- coding: utf-8 -*-
"""Questions for the Tom Okafor vault.

Each query: id, query, kind, gold_hint, keys {gold path: [strings that must be in the decoded file]},
optional only_in_gold [strings that must not appear in any non-gold file].
Run this file to write ../queries.json.
"""
import json
import os

M = "mail/2025/"
Q = []


def q(kind, query, keys, hint, only=()):
    Q.append(dict(kind=kind, query=query, keys=keys, gold_hint=hint, only_in_gold=list(only)))


# ------------------------------------------------------------------ fact
q("fact", "cyclewise trade account number",
  {M + "03/2025-03-19_cyclewise-welcome.eml": ["CW-77813"]},
  "CW-77813 - only inside the base64 body of Shauna's welcome e-mail. Distractors: Velotrade account VT-40221 "
  "(shop-overview), suppliers.md says the number is 'in the welcome e-mail' (pointer only).",
  only=["CW-77813"])
q("fact", "what size are the steel beams for the loft",
  {M + "04/2025-04-17_malhotra-structural-calcs.eml": ["203x133x30"]},
  "2 no. 203x133x30 UB (S355), plus a 152x89x16 UB at the dormer face - only in the base64 attachment "
  "MSD-2291_calc_summary.txt. loft-conversion.md deliberately doesn't copy the sizes.",
  only=["203x133x30"])
q("fact", "dad lpa refrence number property and finance",
  {"notes/dad/lasting-power-of-attorney.md": ["M-7731-2284-5510"]},
  "M-7731-2284-5510 (health & welfare is M-7731-2284-5627). Distractor: dad-care-plan.md mentions the LPAs "
  "without numbers.",
  only=["M-7731-2284-5510"])
q("fact", "How much did the clutch and flywheel job on the van cost?",
  {"notes/van/van-log.md": ["1,145.60"],
   M + "09/2025-09-02_van-clutch-invoice.eml": ["1,145.60"]},
  "£1,145.60 incl. VAT (invoice FRM-3318). Distractor: daily 2025-08-28 has only Stan's quote 'about eleven "
  "hundred'; van chat (June) has no price.",
  only=["1,145.60"])
q("fact", "half marathon bib number",
  {M + "10/2025-10-14_race-pack.eml": ["2147"]},
  "Bib 2147, wave B - only in the base64 race-pack e-mail. Distractors: entry confirmation (ref AGH25-0931, "
  "says the bib comes in October), half-marathon-plan kit list ('check the bib number against the e-mail').",
  only=["2147"])

# ------------------------------------------------------------------ who
q("who", "who is our rep at the new parts supplier",
  {M + "03/2025-03-19_cyclewise-welcome.eml": ["Shauna Kelleher"],
   "notes/shop/suppliers.md": ["Shauna Kelleher"],
   "calendar/shop.ics": ["Shauna"],
   "notes/daily/2025-03-27.md": ["Shauna"]},
  "Shauna Kelleher (Cyclewise). Distractors: Marcus Bell was the rep at the old supplier Velotrade "
  "(shop-overview, suppliers, Jonah handover).",
  only=["Shauna"])
q("who", "name of dad's regular carer",
  {M + "07/2025-07-25_ty-gwyn-care-start.eml": ["Bethan Pryce"],
   "notes/dad/dad-care-plan.md": ["Bethan Pryce"],
   "chats/chatgpt/conversations-2025-09.json": ["Bethan Pryce"],
   "chats/assistant/dad-christmas-2025-10.json": ["regular carer is Bethan"],
   "notes/daily/2025-08-28.md": ["Bethan every weekday morning"]},
  "Bethan Pryce (Ty Gwyn Care). Distractors: Sioned Evans is the care manager; Dylan Price is the old Cwtch "
  "co-ordinator; Owain/Mair cover Sundays.",
  only=["Bethan"])
q("who", "physio who treated my calf strain",
  {"notes/running/half-marathon-plan.md": ["Lena Kowalczyk"],
   "calendar/family-and-running.ics": ["Lena Kowalczyk"],
   "notes/daily/2025-09-13.md": ["Lena's exercises"]},
  "Lena Kowalczyk at Gloucester Road Physio. The 13 Sep daily note credits 'Lena's exercises' for the calf.",
  only=["Lena"])
q("who", "building control inspector loft",
  {"notes/home/loft-conversion.md": ["Carl Bright"],
   M + "09/2025-09-29_building-control-inspection.eml": ["Carl Bright"],
   "calendar/home-and-loft.ics": ["Carl Bright"],
   "notes/daily/2025-10-06.md": ["Carl (building control)"]},
  "Carl Bright, Westcountry Building Control (approved inspector). Distractors: Dev Malhotra (engineer), "
  "Imogen Tate (architect), Kieran Doyle (builder), loft-budget.csv names the firm only.",
  only=["Carl"])
q("who", "who's the PTA treasurer",
  {"notes/pta/pta-meeting-2025-09-23.md": ["Mike Dunne (treasurer)"]},
  "Mike Dunne. Distractors: Hannah Oyelaran (chair), Lucy Brandt (secretary); family-and-running.ics lists Mike "
  "Dunne as a PTA meeting attendee without his role.")

# ------------------------------------------------------------------ where
q("where", "where's the bag drop at the avon gorge half",
  {M + "10/2025-10-14_race-pack.eml": ["Clifton Downs Pavilion"]},
  "Clifton Downs Pavilion, next to the water tower - only in the base64 race pack. Distractors: start on the "
  "Ladies Mile (entry e-mail, calendar, plan); the plan's bag-drop-bag list has no location.",
  only=["Clifton Downs Pavilion"])
q("where", "where was the lease meeting with the agent in May",
  {"notes/shop/lease-renewal.md": ["Cannon Wharf"],
   "calendar/shop.ics": ["Cannon Wharf"]},
  "Kellaway Pryor office, 3rd floor, Merchant Quay House, 9 Cannon Wharf, Bristol BS1 (20 May 2025). "
  "Gavin's e-mail signatures carry no street address.",
  only=["Cannon Wharf"])
q("where", "allotmnet AGM venue this year",
  {"mail/lists/windmill-rise-plotholders.mbox": ["Lockside Community Centre"],
   "calendar/family-and-running.ics": ["Lockside Community Centre"]},
  "Old Dairy Room, Lockside Community Centre, Lockside Lane (15 Nov 2025) - moved from St Barnabas Church Hall. "
  "plot-27.md only says the venue changed ('see the list e-mail').",
  only=["Lockside Community Centre"])
q("where", "where does Ada have her swimming lessons",
  {"calendar/family-and-running.ics": ["Filton Avenue Pool"]},
  "Filton Avenue Pool (learner pool), Tuesdays 17:15. Distractor: Kofi's football at Lockleaze Sports Field.",
  only=["Filton Avenue"])
q("where", "which garage replaced the van clutch and where is it",
  {"notes/van/van-log.md": ["Feeder Road Motors"],
   M + "09/2025-09-02_van-clutch-invoice.eml": ["Feeder Road Trading Estate"],
   "notes/daily/2025-08-28.md": ["Feeder Road Motors"]},
  "Feeder Road Motors (Stan Iwu), Unit 6, Feeder Road Trading Estate, BS2. Distractors: van-details.txt "
  "('usual garage') and daily 2025-03-27 (glow plugs) mention the garage but not the clutch job; the MOT VTODO.")

# ------------------------------------------------------------------ event_time
q("event_time", "what time does the avon gorge half marathon start",
  {M + "03/2025-03-06_avon-gorge-half-entry.eml": ["9 November 2025", "9:30am"],
   M + "10/2025-10-14_race-pack.eml": ["9 NOVEMBER 2025", "09:30"],
   "calendar/family-and-running.ics": ["20251109T093000", "Race start 9:30am"],
   "notes/running/half-marathon-plan.md": ["Sunday 9 November 2025", "9:30am"]},
  "Sunday 9 Nov 2025, 9:30am on the Downs (Ladies Mile). Distractors with the date but no start time: "
  "quick-questions jsonl, March ChatGPT conversation.")
q("event_time", "when is the scaffoldng going up for the loft",
  {M + "07/2025-07-02_re-scaffold-booking.eml": ["Thursday 18 September 2025"],
   "notes/home/loft-conversion.md": ["Thu 18 Sep"],
   "calendar/home-and-loft.ics": ["20250918T073000"],
   "notes/daily/2025-09-13.md": ["Thursday 18 September"],
   "data/loft-budget.csv": ["up 18 Sep"]},
  "Thursday 18 September 2025 from 7:30am (Redcliffe Access). Distractor: Brunel's quote for Mon 1 Sep and the "
  "CANCELLED Brunel event in home-and-loft.ics (same file as the correct event).")
q("event_time", "dad's next memory clinic appointment date and time",
  {"calendar/dad-cardiff.ics": ["20251104T141500"],
   "chats/assistant/dad-christmas-2025-10.json": ["4 November at 2:15pm"]},
  "Tue 4 Nov 2025, 14:15, Memory Assessment Service, Rookwood Wing. Distractors: the April clinic letter only "
  "says 'approximately six months'; earlier clinic dates 15 Jan and 10 Apr; PTA meeting also 4 Nov (7pm).")
q("event_time", "when is the van MOT due",
  {"docs/van-details.txt": ["30 October 2025"],
   "notes/van/van-log.md": ["30 October 2025"],
   M + "09/2025-09-02_van-clutch-invoice.eml": ["30/10/2025"],
   "calendar/family-and-running.ics": ["MOT due 30 October 2025"],
   "notes/daily/2025-10-18.md": ["due 30 Oct"]},
  "30 October 2025. Distractor: van chat (June) says only 'MOT until October'; the VTODO's DUE is 23 Oct (the "
  "book-by date), its description states the 30th.")
q("event_time", "PTA christmas fair date",
  {"notes/pta/pta-meeting-2025-09-23.md": ["Saturday 6 December 2025"],
   "calendar/family-and-running.ics": ["20251206T120000"]},
  "Saturday 6 December 2025, 12:00-3:00pm, school hall and playground. Distractors: summer fair 5 Jul; raffle "
  "bike due 28 Nov; next PTA meeting 4 Nov.")

# ------------------------------------------------------------------ multi_source
q("multi_source", "new care agency office phone number and the key safe code at dad's",
  {M + "07/2025-07-25_ty-gwyn-care-start.eml": ["029 2018 0447"],
   "notes/dad/dad-care-plan.md": ["3916"]},
  "Ty Gwyn office 029 2018 0447 (only in Sioned's e-mail; the care plan says 'see July e-mail') + key safe "
  "code 3916 (only in the care plan; Cwtch's e-mail mentions the code without giving it).")
q("multi_source", "loft steels: what size beams and what time is the steel lorry coming",
  {M + "04/2025-04-17_malhotra-structural-calcs.eml": ["203x133x30"],
   "calendar/home-and-loft.ics": ["hiab lorry arriving 7:30am"]},
  "Beam sizes from the base64 calc attachment (2 no. 203x133x30 UB) + delivery by Avon Steel Fabrications hiab "
  "at 7:30am on Wed 1 Oct (only in the calendar). The loft note says 'see calendar'; 7:30am elsewhere is the "
  "scaffold crew.")
q("multi_source", "half marathon bib number and my target pace per km",
  {M + "10/2025-10-14_race-pack.eml": ["2147"],
   "notes/running/half-marathon-plan.md": ["5:13 per km"]},
  "Bib 2147 (base64 race pack) + target 5:13/km for sub-1:50 (plan note). Distractors: 5:26/km for the old "
  "sub-1:55 goal (March chat), 'around 5:15/km' advice in the jsonl.")
q("multi_source", "cyclewise account number and the cut off time for next day delivery",
  {M + "03/2025-03-19_cyclewise-welcome.eml": ["CW-77813"],
   "notes/shop/suppliers.md": ["3pm for next-day"]},
  "Account CW-77813 (base64 welcome e-mail) + order by 3pm for next-day (suppliers.md). Distractor: Velotrade's "
  "2pm cut-off (shop-overview, handover sheet).")
q("multi_source", "van breakdown cover membership no. and phone number for the garage",
  {"docs/van-details.txt": ["RL-5520981"],
   M + "09/2025-09-02_van-clutch-invoice.eml": ["0117 496 0925"]},
  "RescueLine membership RL-5520981 (van-details.txt) + Feeder Road Motors tel 0117 496 0925 (invoice e-mail). "
  "Distractor: RescueLine's own phone 0808 157 0466.")

# ------------------------------------------------------------------ decision
q("decision", "did we keep the van in the end or switch to a cargo bike",
  {"notes/van/van-log.md": ["keep the van"],
   "notes/daily/2025-08-28.md": ["we're keeping it"]},
  "Reversed decision: 3 Jun 'sell the van, cargo e-bike + hire' -> 28 Aug KEEP the van, new clutch + flywheel. "
  "Distractor: chats/assistant/van-or-cargo-bike-2025-06.json ('I've decided. The van's going.').")
q("decision", "are we having an en-suite in the loft",
  {"notes/home/loft-conversion.md": ["DROPPED THE EN-SUITE"],
   "chats/chatgpt/conversations-2025-09.json": ["we dropped the en-suite"]},
  "Reversed: en-suite chosen 3 Feb, dropped 9 Jul (7,400, soil stack through Kofi's room, headroom). Distractors: "
  "Tate Studio fee proposal scope includes an en-suite; loft-ideas-moodboard.md (ideas only: roll-top bath, en-suite).")
q("decision", "which scaffolding company did we go with in the end",
  {M + "07/2025-07-02_re-scaffold-booking.eml": ["Redcliffe Access"],
   "notes/home/loft-conversion.md": ["SWITCHED to Redcliffe Access"],
   "calendar/home-and-loft.ics": ["Scaffold up - Redcliffe Access"],
   "data/loft-budget.csv": ["Redcliffe Access Ltd"],
   "notes/daily/2025-09-13.md": ["Redcliffe"]},
  "Redcliffe Access (Tasha Greene), £1,960, up 18 Sep - switched from Brunel Scaffolding, who couldn't do "
  "September. Distractor: Brunel quote e-mail (13 May) and the cancelled Brunel calendar event.")
q("decision", "did I decide to stop selling new bikes",
  {"notes/daily/2025-04-14.md": ["we're stopping new adult bikes"],
   "notes/shop/suppliers.md": ["we stop selling new adult bikes"]},
  "Yes - 14 Apr 2025: no new adult bikes; keep kids' bikes and refurbished second-hand; second workstand. "
  "Distractors: ideas-parking-lot.md (ideas only - 'bigger new-bike range?'), shop-overview's open question.")
q("decision", "where is dad spending christmas",
  {"notes/daily/2025-10-18.md": ["Christmas is decided"],
   "chats/assistant/dad-christmas-2025-10.json": ["We've decided about Christmas"],
   "calendar/dad-cardiff.ics": ["Dad to Bristol for Christmas"]},
  "In Bristol with Tom: Chioma drives him down Tue 23 Dec, Tom takes him back Sat 27 Dec; sleeps in Kofi's room. "
  "Distractor: September ChatGPT conversation weighing Cardiff vs Bristol ('Not decided').")

# ------------------------------------------------------------------ temporal_current
q("temporal_current", "shop alarm code",
  {"notes/shop/security-and-codes.md": ["9052"],
   "notes/daily/2025-07-16.md": ["9052"]},
  "Current 9052 (changed 15 Jul 2025 after the attempted break-in). Old code 4718 in shop-overview.md and "
  "docs/shop-handover-for-jonah.txt.",
  only=["9052"])
q("temporal_current", "which days do dad's carers come now",
  {M + "07/2025-07-25_ty-gwyn-care-start.eml": ["Monday to Friday", "Sunday"],
   "notes/dad/dad-care-plan.md": ["Mon-Fri 8:30-9:30", "Sunday 12:00-1:00"],
   "chats/chatgpt/conversations-2025-09.json": ["Monday to Friday mornings", "Sunday lunchtime"],
   "chats/assistant/dad-christmas-2025-10.json": ["Mon-Fri mornings and Sunday lunch"],
   "notes/daily/2025-08-28.md": ["Bethan every weekday morning", "Sunday"]},
  "Ty Gwyn since 4 Aug 2025: Mon-Fri 8:30-9:30 + Sunday 12-1. Old: Cwtch Tue & Fri (Jan e-mail, Feb med list), "
  "Mon/Wed/Fri from June (daily 2025-06-14; history section of the care plan). The 28 Aug daily note implies the current pattern (Bethan every weekday morning, someone else on Sunday).")
q("temporal_current", "my current parkrun PB",
  {"data/parkrun-results-2025.csv": ["23:47"],
   M + "09/2025-09-13_parkrun-result.eml": ["23:47"],
   "notes/daily/2025-09-13.md": ["23:47"],
   "chats/assistant/quick-questions-2025.jsonl": ["PB is now 23:47"]},
  "23:47 (13 Sep 2025, Frome Vale). Old PBs: 26:41 (Jan daily), 25:12 (March ChatGPT), 24:31 (plan note's May "
  "baseline).",
  only=["23:47"])
q("temporal_current", "shop opening hours now",
  {"notes/shop/opening-hours.md": ["Current hours", "9:30 - 5:30"],
   "calendar/shop.ics": ["Tue-Sat 9:30-5:30"],
   "notes/daily/2025-10-06.md": ["Tue-Sat 9:30 to 5:30"]},
  "From 6 Oct 2025: Tue-Sat 9:30-5:30, Thursday till 7pm, closed Sun/Mon. Old: Tue-Sat 9-5:30 (shop-overview, "
  "Jonah handover, daily 2025-01-14); summer Mon-Sat 8:30-6 (daily 2025-04-14, summer-hours event).")
q("temporal_current", "what dose of donepazil is dad on now",
  {M + "04/2025-04-11_fwd-memory-clinic-letter.eml": ["donepezil to 10mg"],
   "notes/daily/2025-04-14.md": ["10mg"],
   "notes/daily/2025-08-28.md": ["donepezil 10mg"],
   "notes/dad/dad-care-plan.md": ["10 mg"],
   "chats/chatgpt/conversations-2025-09.json": ["donepezil 10mg"]},
  "10 mg once daily, now in the morning (moved from night on 25 Aug). Old: 5 mg at night "
  "(docs/dad-medication-list-feb2025.txt).")

# ------------------------------------------------------------------ open_loop
q("open_loop", "what did I promise to do for the PTA christmas fair",
  {"notes/pta/pta-meeting-2025-09-23.md": ["do up a kids' bike for the", "raffle"],
   "calendar/family-and-running.ics": ["Refurb the 20\" Frog for the PTA raffle"],
   "notes/daily/2025-10-18.md": ["the PTA raffle bike"]},
  "Refurbish the 20\" Frog for the raffle (photos to Sam by 28 Nov) + run the Dr Bike stall on 6 Dec; also a "
  "Bikeability bike-check morning (date tbc). Not done as of 18 Oct.")
q("open_loop", "accountants refrence for the landlord - still to do?",
  {M + "09/2025-09-12_re-heads-of-terms.eml": ["I'll get Deepa Mistry"],
   "calendar/shop.ics": ["Get Deepa to send accountant's reference to Gavin"],
   "notes/shop/lease-renewal.md": ["[ ] Get Deepa to send the accountant's reference"],
   "notes/daily/2025-10-18.md": ["Deepa and the accountant's reference"]},
  "Tom promised Gavin (12 Sep) that Deepa Mistry would send the accountant's reference by end of October; "
  "VTODO still NEEDS-ACTION. Distractor: Gavin's heads-of-terms e-mail/attachment only states the condition.")
q("open_loop", "who still needs to be told about dad's power of attorney",
  {"notes/dad/lasting-power-of-attorney.md": ["[ ] **Nationwide**"],
   "notes/dad/dad-care-plan.md": ["[ ] **Tell Nationwide about the LPA**"],
   "calendar/dad-cardiff.ics": ["Tell Nationwide about Dad's LPA"]},
  "Nationwide (branch appointment, original LPA) - plus BT and NS&I Premium Bonds in the LPA note. Already done: "
  "council, DWP, pension, Ty Gwyn, GP.")
q("open_loop", "did I ever send the neighbours the photos before the building work",
  {"notes/home/loft-conversion.md": ["[ ] **Send the Pattersons the schedule of condition photos**"],
   "calendar/home-and-loft.ics": ["schedule of condition photos"],
   "notes/daily/2025-10-18.md": ["schedule of condition photos for the Pattersons"]},
  "No - promised Gwen & Alan Patterson (no. 19) a schedule of condition in July when they signed party-wall "
  "consent; still not sent on 18 Oct (VTODO due 15 Sep, NEEDS-ACTION).")
q("open_loop", "jonah pay rise not done yet",
  {"chats/assistant/quick-questions-2025.jsonl": ["14.25"],
   "calendar/shop.ics": ["Jonah's new rate 14.25/hr"],
   "notes/daily/2025-09-13.md": ["still haven't changed it on payroll"]},
  "Promised Jonah 13.50 -> 14.25/hr from 1 Sep; payroll not updated (VTODO due 30 Sep, NEEDS-ACTION). "
  "Distractor: shop-overview mentions Jonah's payroll and the Cytech course offer.")

# ------------------------------------------------------------------ preference
q("preference", "what do I eat on long runs instead of gels",
  {"chats/chatgpt/conversations-2025-03.json": ["jelly babies"],
   "notes/running/half-marathon-plan.md": ["Jelly babies"]},
  "Jelly babies and Medjool dates - gels make him sick. Distractor: race pack says no gels on course, bring your own.",
  only=["jelly bab"])
q("preference", "kids food likes dislikes for dinners",
  {"chats/assistant/quick-questions-2025.jsonl": ["mushrooms", "spicy"]},
  "Ada won't eat anything spicy, Kofi hates mushrooms, Rachel needs reheatable food for nights, Tom doesn't eat lamb.")
q("preference", "what music do I like on in the shop",
  {"chats/assistant/quick-questions-2025.jsonl": ["Fela Kuti"],
   "notes/lists/shop-playlist-and-podcasts.md": ["Fela Kuti"]},
  "Afrobeat (Fela Kuti, Tony Allen, Ebo Taylor), BBC 6 Music in the mornings; no commercial radio/adverts. "
  "Distractor: Dad's highlife (care plan).")
q("preference", "things dad likes and hates that carers should know",
  {"notes/dad/dad-care-plan.md": ["Manny", "porridge"],
   "chats/chatgpt/conversations-2025-09.json": ["Manny", "porridge"]},
  "Call him Emmanuel/Mr Okafor never 'Manny'; highlife music; strong tea with two sugars; hates porridge; "
  "don't rush him. Distractor: Ty Gwyn e-mail asks for the All About Me form but has no preferences.",
  only=["Manny"])
q("preference", "treadmill or outside running - what do I prefer",
  {"chats/chatgpt/conversations-2025-03.json": ["hate treadmills"],
   "notes/running/half-marathon-plan.md": ["No treadmill sessions"]},
  "Outside, always - hates treadmills, would rather run in the rain; runs early before the shop opens.",
  only=["treadmill"])

# ------------------------------------------------------------------ vague
q("vague", "that email from the old wholesaler where chains and cassettes were stuck waiting for weeks",
  {M + "02/2025-02-11_velotrade-backorder.eml": ["BACK-ORDER"],
   "notes/shop/suppliers.md": ["chains back-ordered for 3-4 weeks"]},
  "Velotrade order SO-118406 back-order notice (11 Feb 2025, HTML table); suppliers.md explains it was the last "
  "straw. Distractors: daily 2025-01-14 (tubes half back-ordered), Jonah handover ('out of stock on chains AGAIN').")
q("vague", "council paper saying the attic dormer was allowed without applying for permission",
  {M + "05/2025-05-06_certificate-decision.eml": ["CERTIFICATE GRANTED"],
   "notes/home/loft-conversion.md": ["certificate granted"]},
  "Lawful Development Certificate 25/01872/CLE granted 6 May 2025 (permitted development). Distractors: daily "
  "2025-03-27 and 2025-04-14 (application submitted / pending), Tate fee proposal, loft-budget.csv fee line.")
q("vague", "the day dad wandered off and the police brought him back",
  {"notes/daily/2025-06-14.md": ["Cardiff Central bus station"],
   "notes/dad/dad-care-plan.md": ["Cardiff Central bus station"]},
  "14 June 2025: out from ~2pm 'to catch the 27', found ~7:15pm at Cardiff Central bus station by PC Rhodri "
  "Jenkins. Distractor: dad-christmas chat mentions only that he 'wandered off once in June'.",
  only=["bus station"])
q("vague", "when somebody tried to force the shutter at the shop overnight",
  {"notes/daily/2025-07-16.md": ["tried to break into the shop"],
   "notes/shop/security-and-codes.md": ["attempted break-in"]},
  "Night of Sat 12 Jul 2025: jemmy marks on the shutter, alarm scared them off; code changed 15 Jul. Pointer-only "
  "mentions: lease-renewal.md ('see daily note 16 Jul'), shop.ics Sentinel visit. Distractor: allotment shed "
  "break-ins (mbox).")
q("vague", "checklist of stuff to bring on the morning of the big run",
  {"notes/running/half-marathon-plan.md": ["Race-morning kit list"]},
  "The race-morning kit list in the half-marathon plan (bib + pins, Saucony Ride, calf sleeve, jelly babies, "
  "bag-drop bag...). Distractor: race pack e-mail has logistics (bag drop, timings) but no packing list.")


QUERIES = []
for i, d in enumerate(Q, 1):
    d = dict(d)
    d["id"] = f"h{i:02d}"
    d["gold"] = list(d["keys"].keys())
    QUERIES.append(d)

BASE64_ONLY = [
    ("mail/2025/03/2025-03-19_cyclewise-welcome.eml", "CW-77813"),
    ("mail/2025/04/2025-04-17_malhotra-structural-calcs.eml", "203x133x30"),
    ("mail/2025/10/2025-10-14_race-pack.eml", "2147"),
    ("mail/2025/10/2025-10-14_race-pack.eml", "Clifton Downs Pavilion"),
    ("mail/2025/09/2025-09-10_heads-of-terms.eml", "conditional on payment of"),
]

if __name__ == "__main__":
    out = [{"id": d["id"], "query": d["query"], "gold": d["gold"], "kind": d["kind"],
            "gold_hint": d["gold_hint"]} for d in QUERIES]
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "queries.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
    print("wrote", len(out), "queries")
