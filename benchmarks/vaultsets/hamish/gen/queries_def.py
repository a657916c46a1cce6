# -*- coding: utf-8 -*-
"""Question definitions: id, query, kind, gold {vault path: [answer keys]}, hint.
make_queries.py writes ../queries.json from this; check.py verifies the keys."""

E = "mail/"
Q = []

def q(id, kind, query, gold, hint):
    Q.append(dict(id=id, kind=kind, query=query, gold=gold, hint=hint))

# ---------------- fact ----------------
q("h01", "fact", "council ref no sleepout exemption",
  {E + "2025/05/2025-05-13_waipa-council-sleepout-enquiry.eml": ["EXM-2025-0412"]},
  "EXM-2025-0412, only inside the base64 body of the council email; sleepout-plan.md and sleepout-costs.csv only point to the email")
q("h02", "fact", "door code shed office",
  {E + "2025/07/2025-07-31_welcome-to-the-team.eml": ["3942#"]},
  "3942# — only in the base64 welcome-pack.txt attachment; the email body just says codes are attached")
q("h03", "fact", "supplier number for the tanker docket",
  {"text/relief-milking-instructions.txt": ["48217"]},
  "Kahurangi supplier no. 48217 (relief milker sheet); distractor: herd test email uses herd HT-30981")
q("h04", "fact", "how much is mereanas yr 6 camp",
  {E + "2025/10/2025-10-20_year-6-camp-information.eml": ["$285"]},
  "$285 per student — only in the base64 parts of the school camp email; kids.md / family.ics mention camp without cost")
q("h05", "fact", "wifi pasword farmhouse",
  {"text/house-sitter-sheet.txt": ["Tama&Pickle2023"]},
  "network TWG-Farmhouse, password Tama&Pickle2023 (house-sitter sheet)")

# ---------------- who ----------------
q("h06", "who", "who's rearing the calves this season",
  {"notes/farm/calving-2025.md": ["Moana Rewiti"],
   E + "2025/06/2025-06-23_re-calves-this-season.eml": ["Moana Rewiti"]},
  "Moana Rewiti (Aunty Moana), starts 15/7; winter ramble only says 'calf rearer sorted, see email'")
q("h07", "who", "AI tech name mating",
  {"notes/farm/mating-2025.md": ["Dave Koroheke"],
   "calendars/farm.ics": ["Dave Koroheke"]},
  "Dave Koroheke (Genetix Waikato); distractors: vet Kirsty Maclean, bull man Brent Hollis")
q("h08", "who", "real estate agent dunedin house",
  {E + "2025/09/2025-09-03_glenpark-ave-listing.eml": ["Mark Ferris"],
   E + "2025/10/2025-10-06_fwd-offer-accepted.eml": ["Mark Ferris"]},
  "Mark Ferris, Southern Realty Mornington; estate note names only the agency; lawyer Fiona Bryce is a distractor")
q("h09", "who", "who is running the farm while we're at the bach in jan",
  {"notes/holidays/summer-2026-whangamata.md": ["Sione in charge"],
   E + "2025/11/2025-11-12_re-jan-cover.eml": ["I'll run it"],
   "notes/long/2025-10-12-spring-ramble.md": ["Sione will hold the fort"]},
  "Sione Fifita in charge 3–10 Jan (holiday note, his email reply, spring ramble), Jack Mulholland doing relief milkings; distractor: Barb has the dogs")
q("h10", "who", "electrican doing the sleepout wiring",
  {"notes/sleepout/sleepout-plan.md": ["Craig Dunlop"],
   "calendars/sleepout.ics": ["Craig Dunlop"],
   "data/sleepout-costs.csv": ["Dunlop Electrical"]},
  "Craig Dunlop of Dunlop Electrical; builder Robbie Tane is the distractor; daily note / ramble just say 'the sparky'")

# ---------------- where ----------------
q("h11", "where", "where is uncle des's stuff stored",
  {E + "2025/06/2025-06-12_probate-granted.eml": ["Strathallan Street", "Unit B14"]},
  "Southern Cross Self Storage, Unit B14, 40 Strathallan Street, South Dunedin — only in the base64 asset-schedule attachment; estate note points to it")
q("h12", "where", "kapa haka festival venue",
  {E + "2025/10/2025-10-09_kapa-haka-festival-notice.eml": ["Waikato Events Centre"]},
  "Waikato Events Centre, Hall B, Hamilton (HTML-only QP school pānui); family.ics just says '(Hamilton)'")
q("h13", "where", "where was des funeral",
  {E + "2025/02/2025-02-07_re-funeral-arrangements.eml": ["Hillside Road"]},
  "Gillies & Sons Chapel, 112 Hillside Road, South Dunedin; family.ics LOCATION just 'Dunedin'; afternoon tea at Caversham bowling club")
q("h14", "where", "nikau rugby practice where",
  {"notes/family/kids.md": ["Leamington Domain"],
   "calendars/family.ics": ["Leamington Domain"]},
  "Leamington Domain (No. 2 field), Cambridge; distractor: kapa haka at the school hall")
q("h15", "where", "brigade prizegiving dinner location",
  {"mail/lists/maungakawa-vfb.mbox": ["Karapiro Rowing Clubrooms"],
   "calendars/brigade.ics": ["Karapiro Rowing Clubrooms"]},
  "Karapiro Rowing Clubrooms, Lake Karapiro Domain, Sat 29 Nov 6:30pm; distractor: training at the station / Maungakawa Hall")

# ---------------- event_time ----------------
q("h16", "event_time", "when is the hilux booked in",
  {E + "2025/11/2025-11-10_cambridge-motors-booking.eml": ["24 November 2025"]},
  "Mon 24 Nov 2025 8:00am drop-off at Cambridge Motors (ref CM-88213); spring ramble only says 'book the service'")
q("h17", "event_time", "when did the sleepout piles go in",
  {E + "2025/09/2025-09-10_re-sleepout-piles-saturday.eml": ["27/9"]},
  "Sat 27/9/2025, 7am (moved by Robbie because of rain); sleepout.ics is stale with Sat 13/9; concrete invoice in csv dated 30/9")
q("h18", "event_time", "MSD this season date",
  {"notes/farm/mating-2025.md": ["25/10/2025"],
   "calendars/farm.ics": ["2025-10-25"]},
  "Mating start date Sat 25/10/2025 (AI with Dave Koroheke); bulls 6/12; spring ramble says only 'end of the month'")
q("h19", "event_time", "mereana camp dates",
  {E + "2025/10/2025-10-20_year-6-camp-information.eml": ["Wednesday 3 December"],
   "calendars/family.ics": ["2025-12-03"]},
  "Wed 3 – Fri 5 Dec 2025, Tui Ridge Camp Raglan; kids.md only says 'early Dec'")
q("h20", "event_time", "vet BVD booster visit when",
  {"calendars/farm.ics": ["2025-09-30"],
   "notes/farm/mating-2025.md": ["30/9"]},
  "Tue 30/9/2025 9:30, Kirsty Maclean, BVD boosters + non-cycler checks; herd-health.md only says 'booked, see calendar'")

# ---------------- multi_source ----------------
q("h21", "multi_source", "des house sold price + settlement date",
  {E + "2025/10/2025-10-06_fwd-offer-accepted.eml": ["498,000"],
   E + "2025/11/2025-11-04_re-settlement-and-ird.eml": ["12 December"]},
  "price $498,000 (forwarded offer email) + settlement now Fri 12 Dec 2025 (Fiona's Nov reply); old settlement 28/11 in the forward and estate note; guide $520k in the listing")
q("h22", "multi_source", "bulk scc now vs the demerit limit",
  {"data/bulk-milk-log-2025.csv": ["176"],
   E + "2025/01/2025-01-15_kahurangi-dairy-newsletter.eml": ["400,000"]},
  "latest bulk SCC 176k (14/11 row of the milk log) vs demerit over 400,000 cells/mL (Kahurangi Jan newsletter); herd test email has individual cow SCCs")
q("h23", "multi_source", "whangamata bach address and key lockbox code",
  {"notes/holidays/summer-2026-whangamata.md": ["14 Kotuku Place"],
   "chat/messenger/inbox/whanau_5510283746/message_1.json": ["0712"]},
  "14 Kotuku Place, Whangamatā (holiday note) + lockbox code 0712 (Leanne in the Messenger whānau chat)")
q("h24", "multi_source", "pond liner quote vs what the owners approved",
  {E + "2025/08/2025-08-18_pond-liner-quote.eml": ["36,450"],
   "notes/farm/owners-meeting-2025-04-22.md": ["40,000"]},
  "Waikato Liners quote Q-2291 $36,450 + GST vs approved up to $40,000 excl GST; effluent note and spring ramble mention the quote without amounts")
q("h25", "multi_source", "priya start date and her first days off",
  {"notes/farm/staff.md": ["4/8/2025"],
   E + "2025/07/2025-07-31_welcome-to-the-team.eml": ["Sat 16 + Sun 17 Aug"]},
  "started 4/8/2025 (staff table) + first days off Sat 16 + Sun 17 Aug (base64 welcome-pack attachment); winter ramble says only 'starting in August'")

# ---------------- decision ----------------
q("h26", "decision", "sleepout cladding final choice",
  {E + "2025/09/2025-09-15_re-cladding-order.eml": ["board and batten"]},
  "REVERSED: vertical rough-sawn pine board and batten (email to Robbie 15/9); sleepout-plan.md, winter ramble and the stale sleepout.ics to-do still say Shadowclad; chatgpt compares both")
q("h27", "decision", "in shed feeding system did owners go for it",
  {"notes/farm/owners-meeting-2025-04-22.md": ["not this season"]},
  "No — not this season, revisit autumn 2026 (capex ~$85k); feed-budget.md just says there is no in-shed system")
q("h28", "decision", "did we switch to OAD in autumn",
  {"notes/daily/2025-03-18.md": ["24/3"],
   "notes/farm/owners-meeting-2025-04-22.md": ["OAD from 24/3"]},
  "Yes — whole herd once-a-day from Mon 24/3 through to DO, agreed with Graeme (daily note 18/3; owners meeting recap); calving note's 'once a day' is about calf feeding")
q("h29", "decision", "putting a loo in the sleepout?",
  {"notes/sleepout/sleepout-plan.md": ["No toilet"]},
  "No toilet / no plumbing — decided, keeps it exempt, use the house loo; council email and chatgpt only describe the consent rule")
q("h30", "decision", "what happened to des's ute",
  {"notes/estate/des-belongings.md": ["Callum"]},
  "Falcon XR6 ute goes to Callum (Shona's son), $4,000 off Shona's share; asset schedule only values it at $6,000")

# ---------------- temporal_current ----------------
q("h31", "temporal_current", "PKE price per tonne now",
  {E + "2025/09/2025-09-29_rangitoto-price-notice.eml": ["$432"]},
  "$432/t from 1 Oct 2025 (base64 HTML price notice); older $385 (Dec quote, feed-budget.md, summer ramble) and $410 (March email, winter ramble)")
q("h32", "temporal_current", "dunedin setlement date",
  {E + "2025/11/2025-11-04_re-settlement-and-ird.eml": ["12 December"]},
  "Fri 12 Dec 2025; old 28 Nov in the forwarded offer email, estate note and spring ramble ('end of November')")
q("h33", "temporal_current", "fire brigade training what night",
  {"mail/lists/maungakawa-vfb.mbox": ["WEDNESDAY"],
   "calendars/brigade.ics": ["Wednesdays"]},
  "Wednesdays 7pm from 1 Oct 2025; brigade-notes.md, rambles and the old calendar series say Tuesdays")
q("h34", "temporal_current", "how many cows milking atm",
  {"notes/daily/2025-11-13.md": ["388"]},
  "388 milking (13/11); older: 400 wintered (calving note), ~395 in the vat (spring ramble)")
q("h35", "temporal_current", "sione phone number",
  {E + "2025/11/2025-11-12_re-jan-cover.eml": ["022 555 0187"]},
  "new number 022 555 0187 (Sione's Nov email); old 021 555 0143 in staff.md, house-sitter sheet, relief milker sheet")

# ---------------- open_loop ----------------
q("h36", "open_loop", "camp stuff still to do for mereana",
  {E + "2025/10/2025-10-20_year-6-camp-information.eml": ["medical/consent form"],
   "notes/daily/2025-11-13.md": ["medical form"]},
  "pay online + medical/consent form, both due Fri 21 Nov; kids.md only mentions new togs/sleeping bag")
q("h37", "open_loop", "des estate what are we still waiting on",
  {"notes/estate/uncle-des-estate.md": ["Waiting on IRD"],
   E + "2025/11/2025-11-04_re-settlement-and-ird.eml": ["still waiting on Inland Revenue"],
   "notes/long/2025-10-12-spring-ramble.md": ["The IRD bit is the slow part"]},
  "IRD to process Des's final return (filed 2 Oct) before the estate return / distribution; settlement date is a distractor")
q("h38", "open_loop", "pump op course what's not done",
  {"notes/brigade/brigade-notes.md": ["module 3 workbook"],
   "calendars/brigade.ics": ["finish module 3 workbook"],
   "notes/long/2025-10-12-spring-ramble.md": ["haven't finished the Pump Operator workbook"]},
  "Pump Operator module 3 workbook (to Karen by 6 Dec) + practical 13 Dec; the mbox only gives the course dates to everyone")
q("h39", "open_loop", "sparky certificate chase",
  {"notes/daily/2025-10-27.md": ["Still no CoC"],
   "calendars/sleepout.ics": ["Chase the sparky for the CoC"],
   "notes/sleepout/sleepout-plan.md": ["[ ] Electrical CoC"]},
  "still no electrical CoC from the sparky (needed for contents insurance); csv shows the balance paid; council email only states the rule")
q("h40", "open_loop", "kapa haka costume give back",
  {"chat/messenger/inbox/whanau_5510283746/message_1.json": ["back to kura by Friday 28th"]},
  "return Mereana's piupiu to kura by Fri 28 Nov (Messenger); jsonl piupiu storage tip and festival notice are distractors")

# ---------------- preference ----------------
q("h41", "preference", "leanne bday present ideas",
  {"notes/family/leanne-gift-ideas.md": ["Pottery"]},
  "pottery wheel class, salted caramel dark choc, kōwhai, spa voucher; NOT lilies, kitchen appliances, bling")
q("h42", "preference", "tyres i rate on the ute",
  {"notes/long/2025-10-12-spring-ramble.md": ["KO2"]},
  "BFGoodrich KO2s, never again the Firestones (spring ramble); quick-questions has only tyre pressure")
q("h43", "preference", "what wood do i want for the deck",
  {"notes/long/2025-07-06-winter-ramble.md": ["macrocarpa"]},
  "macrocarpa (not kwila or grooved treated pine) — winter ramble; sleepout-plan says 'deck later'")
q("h44", "preference", "how do I like calves fed",
  {"notes/farm/calving-2025.md": ["once a day feeding"],
   E + "2025/06/2025-06-23_re-calves-this-season.eml": ["once a day a bit earlier"]},
  "OAD feeding from ~3 weeks after twice-a-day whole milk, meal ad lib from day 3; OAD milking of cows (daily 18/3) is a distractor")
q("h45", "preference", "what coffee do i drink",
  {"chat/assistant/2025-08-23-coffee-machine.json": ["long blacks"]},
  "long black, no sugar, no milk (coffee machine chat); Leanne's flat white in the gift note is the distractor")

# ---------------- vague ----------------
q("h46", "vague", "mum's idea for what to do with des boat",
  {"chat/messenger/inbox/whanau_5510283746/message_1.json": ["Taieri Mouth Fishing Club"]},
  "give it to the Taieri Mouth Fishing Club for kids' learn-to-fish days (Maureen in Messenger); des-belongings.md just says 'talk to Mum'")
q("h47", "vague", "how much meal did i work out for the calves",
  {"chat/chatgpt/conversations.json": ["4.2 tonnes"]},
  "4.2 t for 110 calves (edited branch; the original 100-calf branch said 3.8 t); calving note points to chatgpt")
q("h48", "vague", "the night the hay went up whose farm",
  {"mail/lists/maungakawa-vfb.mbox": ["Vanderpoel"],
   "notes/brigade/brigade-notes.md": ["Vanderpoel"]},
  "Vanderpoel's hay barn, Maungakawa Rd, 28/1/2025 (~350 bales, spontaneous combustion); winter ramble mentions the fire without the name")
q("h49", "vague", "how i got started on farms story",
  {"notes/long/2025-01-19-sunday-arvo-ramble.md": ["Outram"]},
  "calf rearing at 16 on Jim's farm at Outram, job arranged by Uncle Des; eulogy chat only covers fishing")
q("h50", "vague", "those wasps in the timber what to do",
  {"chat/quick-questions.jsonl": ["wasp powder"]},
  "at dusk puff wasp powder into the entrance, don't block the hole (jsonl); sleepout-costs.csv only records buying the powder")
