"""Markdown notes and plain-text files for the leilani vault."""
from c_journal import JOURNALS

NOTES = {}
TEXTS = {}

NOTES["notes/lanai/lanai-reno-plan.md"] = """---
title: Lanai reno plan
created: 2025-04-10
updated: 2025-07-22
tags: [house, lanai, reno]
---
# Lanai reno — plan

The old lanai is done for. Soft boards by the steps, two posts with termite damage (the inspector found them in March), and the lattice skirt is basically holding itself up. Goal: rebuild the deck surface, replace posts + beams where needed, new railing, ceiling fan + outdoor outlets, and make it a place we actually sit in the evening instead of a place we walk past.

## Bids

| Contractor | Bid | Decking | Notes |
|---|---|---|---|
| Domingo Builders (Rey) | $18,400 | ipe 5/4 | can start after permit, ~6 wks of work |
| Big Isle Decks | $21,900 | ipe | 3 month wait, didn't call back twice |
| Puna Handyman Co. | $12,300 | pressure-treated | no help with the permit. nope |

Going with Rey. He did the Fernandez lanai down the street and it still looks great after 5 yrs of Hilo rain.

## Decisions (July)

- Decking: **ipe**. Told Rey on 7/21. Expensive but it lasts forever in the wet and no plastic on my house.
- Railing: horizontal cable? No — Keoni's friends would use it as a ladder. Vertical balusters, 4" gap.
- Fan: 52" damp-rated, model TBD — ask Sione when he does the outlets.
- Finish: clear penetrating oil on the ipe once a year (ugh, but ok).

## Permit

- Applied 5/12 at the county (owner + Rey as contractor of record).
- Came through 5/14 — the number is in the county e-mail. Print it for the job box.

## Plants (wish list)

Natives only around the new lanai: ʻākulikuli spilling over the edge, naupaka by the steps, ʻilima in the sunny corner, maybe a ʻuki ʻuki in the back. No more heliconia. They're gorgeous but they're a mosquito hotel and they ate the old steps.

## To do

- [x] get 3 bids
- [x] apply for permit
- [x] pick decking
- [ ] pick railing stain color
- [ ] move the orchids before demo
- [ ] ask Dan to take Keoni the demo weekend (noise + nails everywhere)
"""

NOTES["notes/lanai/lanai-punch-list.md"] = """---
title: Lanai punch list
updated: 2026-03-14
tags: [house, lanai]
---
# Lanai — punch list (almost there!!)

Rey says we're at the "little stuff" stage. Walked it with him Friday 3/13.

- [x] railing balusters — done Thu 3/12 (the 4 wrong-height ones got swapped)
- [x] fan + GFCI outlets (Sione, 2/2)
- [x] stair nosing
- [ ] rail cap touch-up on the makai corner — needs two dry days, so... June? lol
- [ ] **book the county final inspection** — *I* have to call, not Rey (owner-builder permit). Permit card is in the job box by the steps.
- [ ] lattice skirt gap by the hose bib — Poi can still squeeze through
- [ ] return the extra joist tape to Hilo Hardware (reciept is in my email)
- [ ] final payment to Rey — only AFTER the inspection passes

Leftover deck boards: 6 stacked under the house. Keep 2 for repairs, offer the rest to Kawika for his steps.
"""

NOTES["notes/cruise/HK-26-03-logistics.md"] = """---
cruise: HK-26-03
ship: R/V Honu Kai
chief_scientist: Leilani Kahale
co_pi: Alan Whitcomb
grant: OCE-2417702
status: planning
last_edited: 2025-12-02
---
> ⚠️ 1/7/26 — DATES MOVED. Marine Ops pushed the whole cruise back, see Lorna's e-mail from Jan 7. Haven't redone this page yet.

# HK-26-03 — logistics

**Dates (as scheduled in Sept):** load Sat Apr 4, sail Mon Apr 6, back Fri Apr 17. Hilo to Hilo, Pier 1.

## Science party

| Name | Role | Diving? | Notes |
|---|---|---|---|
| Leilani | chief sci | yes | |
| Ana Folau | postdoc, benthic photo | yes | |
| Priya Raman | grad, coral physiology | yes | paperwork?? |
| Jake Miller | grad, CTD + water samples | no (ear) | |
| Ben Kealoha | lab manager | shore support | runs the warehouse side |

## Sites

Hōnaunau, Puakō, + a night CTD station off Kawaihae if we have time. (See lab mtg notes 10/14 for what got cut.)

## Staging

Everything gets staged in the Marine Ops warehouse, **Bay 4** (roll-up door on the mauka side; Ben has the key code). Their forklift takes it to the pier on load day. Nothing sits on the pier overnight.

## Budget

- Logistics budget (our side, NOT ship time): $48,400
- Decided: **7.5% contingency**. Grace suggested 10% back in August, but fuel is baked into the day rate this year and the freight is a fixed quote, so Alan and I agreed 7.5 is plenty. That's ~$3.6k we don't touch until we're back.
- Per diem — see Grace's e-mails, the rate keeps changing.

## Freight

- CTD + rosette borrowed from the Mānoa lab → Honolulu to Hilo with Pacific Island Freight. Booking # is in their confirmation e-mail (attachment).

## Diving

- DSO: TBD — dive office will assign someone and e-mail me.
- Tanks: renting 24 AL80s from Big Island Dive Supply. Deposit went on MY card — get reimbursed!!

## Hazmat

- Formalin (10%) + ethanol: ask the ship where they want it. Don't just dump it in the warehouse with the pallets.

## Checklist

- [x] cruise plan to Marine Ops
- [x] freight quote (book it in Jan)
- [ ] DSO confirmed
- [ ] hazmat declaration
- [ ] house sitter (Noe?)
- [ ] Keoni schedule w/ Dan for the cruise weeks
"""

NOTES["notes/cruise/budget-worksheet.md"] = """---
title: HK-26-03 logistics budget worksheet
as_of: 2025-11-30
---
# HK-26-03 budget worksheet (as of 11/30/25)

Ship time is charged to the NSF ship-ops award, not to us. FYI only: FY26 planning day rate $28,500/day × 12 days.

| Line | Budgeted | Spent | Notes |
|---|---:|---:|---|
| Coral sampling gear + drills | 8,880.00 | 8,870.00 | done |
| Loggers + small equipment | 11,060.00 | 11,050.00 | incl. 2 replacement HOBOs |
| Field supplies | 4,244.00 | 4,212.35 | tapes, quadrats, slates, bags |
| Chemicals | 2,090.00 | 2,080.00 | formalin, EtOH, RNAlater |
| Camera housing repair | 2,320.00 | 2,318.00 | Kona Camera Repair |
| Dive tank rental | 1,200.00 | 600.00 | deposit only — on my card, reimb. |
| Freight (CTD Honolulu → Hilo) | 3,000.00 | 0.00 | quote in hand |
| Per diem (4 ppl × 12 days × $62) | 2,976.00 | 0.00 | rate may change in 2026 |
| Sequencing deposit (UW core) | 9,000.00 | 8,999.50 | |
| Contingency (7.5%) | 3,630.00 | 0.00 | don't touch |
| **Total** | **48,400.00** | **38,129.85** | |

Remaining as of 11/30: **$10,270.15** (incl. contingency).

Notes to self
- the $600 tank deposit is in "spent" here but it's really on my Visa until Grace reimburses
- ask Grace whether per diem for Ben counts (he's shore side) — no, leave him out
- sequencing balance due after samples arrive (June?)
"""

NOTES["notes/reef/reef-keepers.md"] = """---
group: Hilo Reef Keepers
role: volunteer since 2022, transect lead (Leleiwi)
updated: 2025-09-20
---
# Hilo Reef Keepers — my notes

Monthly survey = 2nd Saturday. Meet at the pavilion by the Richardson's parking lot, then split: Team A does Richardson Ocean Park, Team B (me) drives over to Leleiwi. Start 7:00 sharp — Tomás is strict about the tide window.

Coordinator: Tomás Reyes. He runs the list, the Google sheet, and the gear shed key.

## My job
- lead the Leleiwi transect team (T1/T2, 20 m each, 3–5 m deep)
- check everyone's datasheet before they leave the beach
- buddy checks for new volunteers

## Gear I keep in the Tacoma
- 2× 50 m transect tapes (one is kinked, replace)
- 0.25 m² PVC quadrats ×2
- slates, pencils, zip ties
- CoralWatch color cards ×3

## Things to bring up
- Keoni wants to come — what's the age policy? ask Tomás
- laminated ID cards for newbies? they call every tang a "yellow tang"
- start earlier?? by 9 it's baking and the tide's coming in

## Sites

| Site | Entry | Depth | Watch out for |
|---|---|---|---|
| Richardson T1/T2 | stairs by the lifeguard tower | 2–4 m | surge at the point |
| Leleiwi T1/T2 | the cove past the 2nd lot | 3–5 m | slippery lava entry, cold freshwater lens |
"""

NOTES["notes/family/co-parenting.md"] = """---
title: Keoni — co-parenting logistics
updated: 2025-08-30
---
# Keoni — co-parenting stuff

**Schedule (since 2022):** week on / week off, switch **Sundays 5 PM at Dan's** (Waiānuenue Ave). Summer is flexible — we trade weeks around trips.

> UPDATE Jan 2026: Dan wants to change the handoff — see his e-mail. Need to redo this page.

## Contacts
- Dan (cell) 808-555-0112
- Waiānuenue Academy front office 808-555-0150
- Dr. Lisa Yamane (ortho) — every ~8 weeks, I take him
- Dr. Hoapili (pediatrician) — Dan does those

## Money split
- tuition: 50/50 (since 2024)
- canoe club dues: me
- ortho: insurance first, then 50/50
- his phone: Dan

## Keoni things to remember
- size 11 shoe now (!!)
- alergic to amoxicilin (rash)
- paddling practice Mon/Wed afternoons at the canoe hale
- wants his learner's permit the day he turns 15½ (Feb 21) — needs birth cert + SS card + proof of address x2
"""

NOTES["notes/family/mom-70th-ideas.md"] = """# Mom's 70th — ideas (started Sept 2025)

Her birthday is March 30 (a Monday this year). Party date + place → we're sorting it out in the family chat.

- Where? Kawika offered his backyard in Kona. Mom hates driving over the saddle at night though. Malia votes Hilo.
- Food: potluck? or find someone to do a pig.
- Gift ideas:
  - koa bowl from the gallery in Volcano (the one with the curl in the grain)
  - photo book — old pics from Papa's albums, need to scan (Malia has the scanner)
  - spa day in Kona w/ the sisters?
- Music: Uncle Ben's trio, if he's back from Maui
- Lei: Mom loves pīkake, NOT plumeria ("funeral flower" lol)
- guest list ~60?? she'll say "no fuss" and then invite the whole church
"""

NOTES["notes/lab/lab-meeting-2025-10-14.md"] = """# Lab meeting — Tue 10/14/25

Present: Leilani, Ana, Priya, Jake, Ben. Alan on Zoom from Mānoa (late, as usual).

## HK-26-03 planning
- Site list is too long for 12 days. Transit to the south end eats ~1.5 days each way.
- **Decision: drop Miloliʻi.** Keep Hōnaunau + Puakō, add a night CTD station off Kawaihae if time allows. Alan agreed.
- Coverage for my BIOL 281L sections while I'm at sea: Ben offered (he's ashore) but he's not a TA and the chair won't go for it. → ask the chair.
- Ana: photo-quadrat protocol v2 by Nov 1.
- Jake: when was the CTD last calibrated? Checking with the Mānoa folks.

## Other
- HOBO loggers from Richardson: 2 of 6 flooded. Replace out of "small equipment".
- Journal club → every other Thursday.
- Ben: the -80 alarm went off twice last week, probably the door gasket.

## Action items
- [ ] Leilani: e-mail chair re: lab coverage
- [ ] Ana: protocol v2
- [ ] Jake: CTD cal date
- [x] Ben: order formalin
"""

NOTES["notes/lab/grant-renewal-ideas.md"] = """---
title: OCE renewal — ideas
tags: [grant, nsf]
---
# Renewal ideas (OCE-2417702 → next round)

Due date for the next proposal is probably Aug 2026. Start the data management plan early this time.

**Big picture:** we have 4 yrs of east-side (Hilo) monthly transects from the Reef Keepers data + our own west-side cruise data. Nobody else has the paired freshwater-lens story. Lean into that.

Aims (rough):
1. Thermal history vs. bleaching recovery — paired HOBO records, east vs west side.
2. Freshwater lens (Leleiwi!) as a refuge? or a stressor? Priya's physiology data says both, depending on season.
3. Community science: formalize the Reef Keepers protocol, QA/QC with our lab.

Old data to pull in:
- 2023 Miloliʻi transects (before we stopped going down there) — good baseline
- Puakō 2019–2024 from the county monitoring
- the 2015 bleaching photos Ana found on the old drive

Broader impacts: Waiānuenue Academy science fair mentoring? (Keoni would die of embarrassment.) High school interns on the reef days.

Budget thoughts: ask for a second camera housing. Ship time again — the day rate keeps going up, build in slack.

Collecting permit # on file with Ben — attach a copy to the proposal.
"""

NOTES["notes/people/contacts.md"] = """# Contacts (the ones I keep looking up)

## House
- **Rey Domingo** — Domingo Builders (lanai). 808-555-0143, rey@domingobuilders.example
- **Sione Tupou** — Tupou Electric. 808-555-0168. Did the lanai fan/outlets.
- Jerome Aki — Puna Metal Roofing (Mom's roof quote)
- Kaumana Animal Clinic (Poi) — 808-555-0193

## Work
- **Grace Nakamura** — fiscal officer, 808-555-0104, grace.nakamura@hbml.example
- **Lorna Pacheco** — Marine Ops scheduling, 808-555-0120
- Ben Kealoha — lab manager, 808-555-0109
- Janet Wu — dive program coordinator
- Dr. Ruth Ellison — dept chair
- Tavita Faleolo — chief mate, R/V Honu Kai

## Family
- Dan 808-555-0112
- Malia 808-555-0186
- Kawika 808-555-0175
- Aunty Pua 808-555-0161
- Noe 808-555-0124

## Reef
- Tomás Reyes — Reef Keepers
"""

NOTES["notes/car/tacoma.md"] = """# 2014 Tacoma — maintenance log

| Date | Miles | What | Where | Cost |
|---|---:|---|---|---:|
| 2025-01-09 | 118,240 | oil + filter | Jiffy on Kanoelehua | $79.00 |
| 2025-05-20 | 121,900 | oil, tire rotation | Jiffy | $95.00 |
| 2025-11-04 | 126,310 | front brake pads + rotors, brake fluid flush | Mamo Street Auto & Tire (ask for Dennis) | $486.20 |
| 2025-11-05 | — | safety check ✅ | the station on Kanoelehua | $25.00 |
| 2026-02-27 | 129,050 | oil | Jiffy | $82.00 |

Notes
- Rear brakes "next time" per Dennis (~6 months).
- Squeak from the tailgate hinge. WD-40 isn't doing it.
- Registration due July.
- Reef gear lives in the bed box — rinse the bed after reef days or it rusts.
"""

NOTES["notes/reading-and-podcasts.md"] = """# reading / listening

## Reading
- *The Soul of an Octopus* — reread, for Keoni (he won't)
- *Braiding Sweetgrass* — slow, one chapter a week
- Hawaiian language workbook ch. 7–9 (ʻōlelo practice w/ Aunty Pua on Sundays)
- the new coral microbiome review — skimmed, need to actually read

## Podcasts
- Outside/In — the one about invasive algae
- a deep-sea one Ana recommended, forgot the name
- Hawaiʻi Public Radio local news on the drive

## Want to read
- anything by Kiana Davenport I haven't
- a real book about teenagers that isn't preachy (ask Malia)
"""

NOTES["notes/daily/2025-06-03.md"] = """# Tue June 3, 2025

- Lab: Ana's photo-stitching script finally works on the Puakō set. 🎉
- New router installed today. Network "KahaleHale", pw kahale-lanai-808 — change this, it's on a sticky note on the fridge.
- Keoni: finals next week. Algebra is a war.
- Reef: Tomás asked me to lead Leleiwi again this season.
- Dinner: leftover curry. Poi got the rice.
"""

NOTES["notes/daily/2025-09-22.md"] = """# Mon 9/22/25

Cold shower this morning, AGAIN. Water heater.

Manny Cabral (Cabral Plumbing — Kawika's friend from high school) came by at 4, replaced the thermocouple and flushed the tank. $165 cash. He says the tank is 14 yrs old, start saving for a new one, and next time call him directly, not the office: 808-555-0177.

- Keoni — regatta sign-up due Friday.
- Grace wants budget numbers by Oct 1.
- Lanai: Rey's crew can't start until November, he's slammed. Permit's fine, he says.
"""

NOTES["notes/daily/2025-10-20.md"] = """# 10/20/25 (Mon)

Talked to Rey for like 40 min. Ipe is up ~30% since the summer and the lead time is now 10 weeks. Plus splinters + a barefoot teenager + let's be honest I was never going to oil it every year.

→ **Switching to composite.** Moana Composite, Driftwood Gray (lighter = cooler underfoot; the dark brown sample was scorching at noon). Rey's sending a revised estimate.

Feels like betraying July-me, but fine.

Other:
- Keoni — science fair topic?? he says "limu or something"
- Reef data entry for Sept: 2 sheets missing Leleiwi T2 temps
"""

NOTES["notes/daily/2026-02-10.md"] = """# Tue Feb 10 2026

- Dan & I finaly settled driver's ed: Keoni does the **Kamaʻāina Driving School** weekend course (Saturdays, 6 weeks), NOT the online one. $425, split 50/50. Starts after he has the permit.
- Permit test: need birth cert + SS card + 2 proofs of address. Book the appointment online this week.
- Lab: Priya's chapter 2 draft — comments back by Fri.
- Lanai: balusters delivered, 4 are the wrong height. Rey on it.
- Rain. Rain. Rain. 11 inches this week per the gauge.
"""

NOTES["notes/daily/2026-03-16.md"] = """# Mon 3/16/26

Crunch week. Things I keep forgetting:

- [ ] call Lehua Bakery about Mom's cake (chocolate haupia, half sheet, "Hauʻoli Lā Hānau Mom") — party is NEXT WEEKEND
- [ ] finish the fish ID card for Reef Keepers (Wendy asked again)
- [ ] find Keoni's SS card for the permit test
- [ ] hazmat declaration for the ship
- [x] send Grace my budget reconciliation questions
- [x] house-sitter sheet for Noe
- [ ] Rey's final payment — not yet

Priya is still sorting out her dive paperwork. If she can't dive I lose a buddy pair and Ana does double days.

Slept badly. Too much coffee at the 3pm seminar.
"""

NOTES["notes/recipes/kalo-pancakes.md"] = """# Kalo pancakes (Keoni-approved)

- 1 cup cooked kalo (taro), mashed
- 1 cup flour
- 1 tbsp sugar, 2 tsp baking powder, pinch salt
- 1 egg, ~3/4 cup milk (or coconut milk)
- butter for the pan

Mash the kalo while warm, whisk in egg + milk, then dry stuff. Batter will be purple-gray and thick — that's fine. Medium-low heat, they brown fast.

Serve with coconut syrup. Keoni eats 6. Dan's version uses ube, it's not the same.
"""

NOTES.update(JOURNALS)

# --------------------------------------------------------------- plain text
TEXTS["house-sitter-sheet.txt"] = """HOUSE-SITTER SHEET  —  for Noe (mahalo nui!!)
updated March 15, 2026

DATES
-----
I'm on the ship for the cruise. Ship sails Mon 4/13 but I'm at the pier all day
Sat 4/11 for loading and will probably sleep on board Sunday night.
Please come over Fri 4/10 in the evening so I can walk you through everything.
Back: Thu 4/23, late afternoon. If the ship is late I'll text from the harbor.

Keoni is at Dan's both weeks (Dan's cell 808-555-0112). He might swing by for his
skateboard / school stuff — he has his own key.

GETTING IN
----------
Spare key: inside the fake lava rock by the hose bib, left side of the garage.
(The rock is lighter than it looks.) PLEASE put it back.

WI-FI
-----
Network:  KahaleHale
Password: humuhumu-2026
(Changed it in January. The old one on the fridge sticky note is WRONG, ignore it.)

POI (the dog)
-------------
- 1 cup kibble at 7am and 5pm, the scoop is in the bin
- NO people food. Especially not poke. She will beg. She is lying.
- Walk: she pulls toward the Fernandez's yard — don't let her (long story).
- She sleeps on the lanai mat. The lattice by the hose bib has a gap, so watch her.

HOUSE STUFF
-----------
- Water heater: if the water goes cold it's the pilot again. Call Manny Cabral
  directly at 808-555-0177 — he fixed it in September and knows the unit.
  Don't bother calling the plumbing office.
- Lanai fan: left switch by the slider. Don't lean on the makai corner rail cap.
- Trash: Tuesday. Green waste: every other Friday.
- Orchids on the lanai: water Sun + Wed. Not the dendrobiums, they like to suffer.
- Mail: just stack it on the counter.

EMERGENCY
---------
Dan ............ 808-555-0112
Malia (Oʻahu) .. 808-555-0186
Vet (Kaumana Animal Clinic) 808-555-0193
Me: e-mail only from the ship (slow). Real emergency: Marine Ops office 808-555-0120.
"""

TEXTS["howto/dive-gear-rinse.txt"] = """How to rinse + store dive gear (lab + Reef Keepers gear)
=======================================================

Do this the SAME DAY. Salt crystals eat o-rings and Hilo humidity does the rest.

1. Regulators
   - Dust cap ON and dry before it touches fresh water. Check twice.
   - Soak 10 min in the warm rinse tub. Do NOT press the purge while soaking
     (pushes water into the first stage).
   - Hang by the first stage in the shade.

2. BCDs
   - Rinse outside, then fill 1/3 with fresh water through the inflator,
     slosh, drain through the dump valve. Twice.
   - Hang half-inflated.

3. Wetsuits / hoods / gloves
   - Rinse inside out, then right side out. Wetsuit shampoo once a month.
   - Thick hanger, never a wire hanger. Out of the sun.

4. Tanks
   - Rinse the valve, never leave empty. Keep ~200 psi in them.
   - Rentals go back to the dive shop with the valve cap on.

5. Transect tapes + quadrats
   - Reel out the whole tape in the rinse tub, then reel back loosely.
   - Check the PVC quadrats for cracks.

6. Cameras
   - Soak the housing with the camera INSIDE only if the housing is closed.
   - Work the buttons underwater to flush salt.
   - Towel, then open in the AC room only.

Log anything broken on the whiteboard by the shed. Ben orders parts on Mondays.
"""

TEXTS["howto/reef-datasheet-how-to.txt"] = """HILO REEF KEEPERS — how to fill in the survey datasheet
(for new volunteers; Leilani's version, Sept 2025)

Top of the sheet
  Date, site (Richardson or Leleiwi), transect (T1/T2), your name + buddy.
  Start/end time, max depth (m), water temp from your computer (°C).

Along the transect (every 1 m, 20 points)
  Write what is directly under the tape at each meter mark:
    HC = hard coral (write genus if you know it: Porites, Pocillopora, Montipora)
    SC = soft coral / zoanthid
    MA = macroalgae   TA = turf algae   CCA = crustose coralline
    S = sand   R = rubble   B = bare rock
  If the coral is pale or white, add "P" (pale) or "B!" (bleached) and hold up the
  color card for a photo.

Quadrats (0.25 m², at 5, 10, 15 m)
  Count urchins (by type), sea cucumbers, and any crown-of-thorns (rare, tell the lead).

Fish (optional for new folks)
  Only the 10 indicator species on the back of the sheet. If you're not sure, write
  "?" — a wrong ID is worse than no ID.

Before you leave the beach
  Hand the sheet to your team lead. We check for blanks while you're still there.

Rules of the reef
  Don't stand on coral, don't touch anything, reef-safe sunscreen only, and no
  collecting of anything except trash.
"""
