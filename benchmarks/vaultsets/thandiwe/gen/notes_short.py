"""Short Markdown notes and plain-text files."""
from common import dedent

FILES = {}

FILES["notes/daily/2025-01-15.md"] = dedent("""
---
date: 2025-01-15
tags: [daily, geyser, flat]
---
# Wed 15 Jan 2025

- Bongani pitched up at 07:50 (early for once!!). Old geyser out by 10, new one in and filling by 2pm. Drip tray fitted properly this time with the overflow actually going *outside*, vacuum breakers on both sides.
- He showed me the old tank - rusted right through on the bottom seam, element "cooked". 8 weeks of kettle baths are OVER 🙌
- Took the afternoon as leave. Sifiso fine with it but reminded me the culvert reports for the December rains are due end of the month.
- Ceiling above the bath still has the brown tide-mark. Ubuntu say resulting damage is a seperate thing, need a painter's quote at some point.
- Lerato phoned: Baba's eye clinic is in March and she can't do it (school camp). I'll take him.
- Load-shedding stage 2 tonight 18:00-20:30. Cooked early. I really must sort out backup power this year, it's getting silly.

## to do
- [x] photos of new geyser + rating plate for insurer
- [x] tell body corp the leak is fixed (Mrs Pretorius was worried about unit 9 below)
- [ ] geyser blanket?
""")

FILES["notes/daily/2025-06-02.md"] = dedent("""
---
date: 2025-06-02
tags: [daily]
---
# Mon 2 June

Public holiday hangover. Slept till 8.

- Swapped the passage + lounge bulbs back. Never again buying those "daylight" 6500K ones, the flat looked like a hospital corridor at night and I couldn't relax. Warm white from now on, 2700 or 3000K max, even in the kitchen. Ordered six more online.
- Baba's echo + Holter thingy is next Tuesday. The medical aid letter came through (it's attached in their email, filed under mail).
- Site tomorrow: follow up on the C0873 emergency works, Umgeni Civils say the apron is poured. Leave 05:45 to beat the trucks on the N2.
- Tiler (Sbu) can start 23 June. Need to finalise tiles THIS week, Carol says the Umbilo place has a sale.
- Inverter handled stage 4 on Friday no problem - fridge, wifi, TV, lights all night. Battery went down to 48% by morning. Worth every cent.
- Book club: halfway through Born a Crime reread. Still laughing at the Hitler chapter.
""")

FILES["notes/daily/2025-09-18.md"] = dedent("""
---
date: 2025-09-18
tags: [daily, flat, wifi]
---
# Thu 18 Sept 2025

Storm on Tuesday night - massive lightning right over Morningside, the fibre box and router died (little burnt smell, not nice). Inverter survived, surge protector in the DB did its job I think. Must ask about a surge arrester on the fibre side.

Vumanet tech came today 11:30, swapped the ONT and gave me a new router.

**New wifi (update the sitter sheet!!)**
- network: `Thandi_Home_5G`  (there's also a 2.4 one, same pw)
- password: `Ibhubesi!7741`
- the old Mokoena_Fibre network is gone, don't bother

Other:
- Lerato took Baba for INR this morning. 2.9 - good. She says he was telling the nurse about his bakkie again.
- Book club voted on moving to Wednesdays. I said yes obviously, Thursdays kill me with the Friday site trips.
- Geyser overflow fixed last week (new plumber), quiet at night now, thank goodness.
- Acting boss sorted out for now, less drama in the office this week.
""")

FILES["notes/daily/2025-10-21.md"] = dedent("""
---
date: 2025-10-21
tags: [daily]
---
# Tue 21 Oct

- Clinic has moved Baba's heart follow-up (email came yesterday) - need to sort out who's taking him, I asked on the siblings chat. I can't do mid-week in Nov really, B2217 plus handover before leave.
- B3051 report half done. Photos sorted, still need the scour sketch + the condition ratings table. Anusha wants it by end of month.
- Started the November book. Toloki is such a character - a "professional mourner", who comes up with that.
- Inverter at 100% all week, no load-shedding for ages now. Eskom must be fixing something.
- Durban is PURPLE. Jacarandas on Cowey Road are insane this year.
- Need to book braids before leave. Nandi has space on the 22nd.
""")

FILES["notes/home/flat-renovation.md"] = dedent("""
---
title: Flat renovation - Unit 14 Jacaranda Court
created: 2024-11-20
updated: 2025-10-12
tags: [flat, renovation, budget]
---
# Flat renovation (Unit 14, Jacaranda Court, 51 Cowey Rd)

Started this the week the geyser burst. It's grown a bit...

## Budget vs actual

| Item | Budget | Actual | Status |
|---|---|---|---|
| Geyser (insurance claim) | excess only | R2 500 excess | done 15 Jan |
| Inverter + battery | R25 000 | R38 500 | done 4 Apr |
| Burglar bars + balcony gate | R15 000 | R12 900 | done 23 Apr (snag, see burglar bars note) |
| Bathroom re-tile | R18 000 | R16 470 | done 4 Jul |
| Bathroom ceiling repaint | insurer | - | waiting on Ubuntu |
| Geyser timer | R1 500 | - | not started |
| **Total** | **R59 500** | **R70 370** | ouch |

The inverter blew the budget but honestly it was the right call (see inverter research note for the whole back-and-forth).

## Bathroom tiles

Went to Tile Depot in Umbilo twice with Carol. Options were:
1. white gloss 300x600 everywhere (cheap, but looks like a clinic)
2. terrazzo look (R689/m2, no)
3. matt grey 600x600 porcelain

**Decided 14 June: matt grey 600x600 porcelain** on the floor and on the walls up to 1.2m, then plain white gloss above to keep it light. Charcoal grout. Sbu (Carol's tiler) did it 23 Jun - 4 Jul. Lovely job, very neat cuts round the toilet.

## Checklist

- [x] Geyser replaced (Bongani, 15 Jan)
- [x] Inverter + battery installed (4 Apr)
- [x] Burglar bars + balcony security gate fitted (22-23 Apr)
- [ ] Balcony gate snag - see burglar bars note
- [ ] Body corporate approval letter for the burglar bars - trustees STILL haven't signed it off after the AGM, chase Mrs Pretorius again (need it for insurance too)
- [x] Bathroom tiles
- [ ] Ceiling repaint - only once Ubuntu pays out
- [ ] Geyser timer - ask for a quote
- [ ] Surge arrester for the fibre/router after the Sept lightning
- [x] Warm white bulbs everywhere
""")

FILES["notes/home/geyser-saga.md"] = dedent("""
---
title: The geyser saga
created: 2024-11-18
updated: 2025-09-14
tags: [flat, geyser, insurance]
---
# The geyser saga 🚿

## Timeline

- **Mon 18 Nov 2024** - woke up to water pouring through the bathroom ceiling light. Geyser burst (bottom seam). Turned off the water + the geyser breaker. Called Bongani (Ndlovu Plumbing) - came out same day, isolated it.
- **19 Nov** - quote from Bongani for a new 150L geyser, drip tray, valves etc. (in the email).
- **20 Nov** - lodged the claim with Ubuntu Home Insurance on the phone. They emailed an acknowledgement on 2 Dec with the claim number.
- **6 Jan 2025** - loss adjuster's office booked the inspection (CoastAssess).
- **9 Jan** - adjuster came. Very thorough, took pics of the ceiling too.
- **15 Jan** - new geyser in. Insurer paid Bongani directly, I paid the excess.
- **22 Jan** - Ubuntu confirmed settlement. Ceiling to be dealt with seperately once I send a painter's quote.
- **Aug/Sept** - overflow pipe started dripping, esp at night. Bongani has moved to Richards Bay so got someone new (AquaFix). Fixed 11 Sept - it was the pressure valve.
- **2 Sept** - sent the painter's quote for the ceiling to Ubuntu.

## Solar vs electric?

Everyone at work kept saying "go solar geyser while you're at it". Looked into it properly in Feb:

- solar geyser / PV panels need roof space - our roof is common property, the body corporate rules say nothing goes on the roof without trustee approval and they've already turned down unit 3
- heat pump: R28k+ installed, for a 1-bed flat with one person showering? payback is forever
- the new geyser is brand new anyway

**Decision (Feb 2025): not going solar.** Staying with the electric 150L, add a timer + geyser blanket, and let the inverter/battery handle the load-shedding side (geyser NOT on the inverter obviously).

## Things I learnt

- A drip tray is useless if the overflow isn't plumbed to the outside. The old one just filled up and went through the ceiling.
- Take photos of EVERYTHING for insurance, incl. the rating plate on the old geyser.
- Excess is per claim, so the ceiling claim is part of the same claim (no second excess). Confirmed with Precious at Ubuntu.
""")

FILES["notes/home/inverter-research.md"] = dedent("""
---
title: Inverter + battery research
created: 2025-02-03
updated: 2025-04-06
tags: [flat, load-shedding, inverter]
---
# Inverter / battery for the flat

Load-shedding is back (stage 4-6 in Jan/Feb) and working from home on report days is impossible. Also Baba needs somewhere to stay with power when Pinetown goes dark.

## What needs to run
Fridge (~150W running), wifi router + ONT (~20W), laptop (65W), TV (80W), lights (LED, ~40W total), phone chargers. NOT the geyser, NOT the kettle, NOT the oven.

## Options (Sunbird quote 14 Feb + my notes)

| Option | Inverter | Battery | Usable kWh | Price installed | Notes |
|---|---|---|---|---|---|
| A | 3kW pure sine | 2x 100Ah 12V lead-acid (AGM) | ~1.2 | R17 900 | cheap, heavy, ~300-400 cycles |
| B | Voltara HX5 5kW hybrid | Voltara LFP-5 5.12kWh LiFePO4 | ~4.6 | R38 500 | 10yr battery warranty, solar-ready |
| C | 8kW hybrid | 10kWh LiFePO4 | ~9 | R71 000 | overkill for a flat |

Also looked at a portable power station (R12k) - only really runs the wifi and a lamp.

## 20 Feb - decision (v1)
Going with **Option A**. It's R20k cheaper and load-shedding can't last forever... Told Nomsa at Sunbird on the phone.

## 11 Mar - changed my mind
Stage 6 again last week, 2 nights in a row the lead-acid maths just doesn't work (asked ChatGPT to check my numbers too). Lead-acid at 50% depth of discharge twice a day would be dead in a year. Sipho offered R8 000 towards it because Baba will stay here when it's bad.

**FINAL: Option B** - Voltara 5kW hybrid + 5.12kWh lithium. Emailed Nomsa to go ahead, paid 50% deposit 12 Mar.

## Install (4 Apr)
Done in one day. Changeover switch on the DB, essential circuits only (plugs in lounge + bedroom, lights, fridge plug). Electrician gave me a CoC. Wrote a how-to for myself / house-sitters (txt file).

## Running notes
- Stage 4 overnight: battery 100% -> ~48% by morning. 
- Inverter fan is a bit loud at night, you get used to it.
- Eventually: 2-3 panels on the balcony railing?? probably not allowed (body corp...).
""")

FILES["notes/home/burglar-bars.md"] = dedent("""
---
title: Burglar bars + balcony gate
created: 2025-02-05
updated: 2025-10-27
tags: [flat, security]
---
# Burglar bars

After the break-in at unit 6 in January (they came in through the balcony sliding door!!) I'm not waiting any more.

## Quotes (Feb)
- **Bar-Tech** - R16 800, steel, 4 weeks lead time, guy was rude on the phone
- **Steelguard Durban** (Kevin Pillay) - first quote R14 350 (Q-SG-2291) for both bedroom windows, bathroom window, kitchen window and a trellis gate for the balcony sliding door

Kitchen window is tiny and on the 3rd floor over the parking, nobody's coming through there. Asked Kevin to drop it -> revised quote came through in March (see his email).

## Style / colour
- clear-view style bars (horizontal flat bar, not the old diamond pattern - I want to still see the harbour lights)
- white shows every rust spot in the salt air, black looks like a jail.
- **going with charcoal** powder coat. Small extra charge but it matches the window frames.

## Install
22-23 April. Two guys, very neat, drilled into the concrete reveals not the frames. Paid the balance 23 Apr.

## Snag - balcony gate lock
- From about June the lock on the trellis gate sticks - key only turns if you lift the gate. Salt air in the lock probably.
- 4 Aug: WhatsApped Kevin, he said he'll "pop in".
- 16 Oct: booked for 10:00, took leave for the morning. No-show. No call.
- 27 Oct: phoned again, "next week". So it's still sticking, still waiting on Steelguard - 3rd follow-up now. Lock is under the 12 month guarantee so NOT paying for it.

## Body corporate
Bars need trustee approval (rule 14). Applied in April, it was on the AGM agenda... see the flat renovation checklist.
""")

FILES["notes/home/body-corporate.md"] = dedent("""
---
title: Jacaranda Court body corporate
updated: 2025-07-05
tags: [flat, body-corporate, levies]
---
# Jacaranda Court - body corporate stuff

- Managing agent: Coastline Property Management (admin@ email, ask for Shireen)
- Trustees: Mrs Elna Pretorius (chair, unit 2), Mr Dlamini (unit 11), Ayesha Moosa (unit 7)
- 18 units, 3 floors, no lift. Roof is common property.

## Levy history (unit 14, 1-bed)

| From | Monthly levy |
|---|---|
| Mar 2023 | R1 420 |
| Aug 2024 | R1 540 |
| Aug 2025 | proposed R1 650 (trustees' budget, to be voted at AGM) |

Levy goes up every August after the AGM. Debit order on the 1st.

## Rules that matter to me
- Rule 9: no installations on the roof or exterior walls without trustee approval (-> no solar geyser, no panels)
- Rule 14: burglar bars + security gates must be "clear-view, in a neutral colour" and approved in writing
- Rule 21: renovations only Mon-Fri 08:00-17:00, Sat 08:00-13:00
- Pets: 1 cat or small dog with permission

## AGM
In July, notice to come from Coastline. Things I want to raise:
1. The roof waterproofing (unit 15 ceiling leak)
2. Retrospective approval for my burglar bars
3. Getting the pool pump fixed before summer
""")

FILES["notes/family/baba-medical.md"] = dedent("""
---
title: Baba - medical
person: Joseph Mokoena (Baba)
dob: 1946-03-02
updated: 2025-06-12
tags: [family, baba, medical]
---
# Baba - medical summary

Keep this up to date so whoever takes him (me / Lerato / Sipho when he's down) has everything.

## Conditions
- Atrial fibrillation (on warfarin since 2021)
- High blood pressure
- Early cataract, left eye (eye clinic said not yet for the op, recheck in a year)
- Mild kidney impairment (GP watching his bloods)

## Medical aid
Harbour Health Medical Scheme, Classic plan. Member no **4402 1187 00**, Baba is main member. Chronic meds (BP tablets) go through the scheme pharmacy, delivered to Pinetown every month.

## Doctors

| Who | What | Where | Phone |
|---|---|---|---|
| Dr Hassan Moosa | GP (since forever) | Pinetown, Old Main Road | 031 000 7731 |
| Cardiologist | heart, from May 2025 (name is on the clinic's booking email) | Westville Heart & Vascular | 031 000 2650 |
| Eye clinic | cataract | Berea | - |
| INR lab | every 4 weeks, Thursday morning | see the instructions sheet | - |

## Meds (as of 12 June 2025)

| Med | Dose | When |
|---|---|---|
| Warfarin | 4 mg (down from 5 mg on 10 June, INR was 3.8) | 6pm |
| Amlodipine | 5 mg | morning |
| Bisoprolol | 2.5 mg | morning |
| Eye drops (lubricant) | 1 drop each eye | when needed |

## How Baba likes things
- Morning appointments only if possible - he's grumpy and tired after lunch.
- He will not get into an Uber. Family or his neighbour Mr Shezi.
- Bring his hat, his radio (Ukhozi FM) and a flask of tea, waiting rooms are long.
- He hates being talked past - speak to HIM, not to us.

## History
- May 2025: referred to cardiology by Dr Moosa (AF rate not controlled, ankle swelling)
- June 2025: echo + 24h Holter, results "reasonable for his age"
""")

FILES["notes/family/christmas-2025-plans.md"] = dedent("""
---
title: Christmas 2025
created: 2025-10-05
tags: [family]
---
# Christmas 2025 - at Lerato's (PMB)

- Sipho + Nomvula + kids flying in 20 Dec (King Shaka), staying at Baba's in Pinetown
- Christmas lunch at Lerato & Themba's in Pietermaritzburg, 25th, 12:00
- Baba: I'll drive him up on the 24th in my car, NOT his bakkie
- Day after: braai at Baba's, Sipho is doing the meat

## Who brings what
| Who | What |
|---|---|
| me | trifle, malva pudding, drinks |
| Lerato | chicken, rice, salads |
| Sipho | gammon + the leg of lamb |
| Baba | his famous chakalaka (supervised lol) |

## Presents (R500 limit, Secret Santa for the adults)
- [ ] draw names on the chat
- [ ] something for Baba - new radio? his one only gets Ukhozi if you hold the aerial
- [ ] kids: books (ask Naledi for ideas)

Remember I'm on leave from 24 Nov, so should have time to bake. Ha.
""")

FILES["notes/bookclub/reading-list-2025.md"] = dedent("""
---
title: Page Turners - 2025 reading list
created: 2025-01-06
updated: 2025-01-30
tags: [bookclub]
---
# Berea Page Turners - 2025

Voted on the list at the Nov meeting + on the mailing list. Last Thursday of the month, 18:30, rotating hosts.

| Month | Book | Author | Host |
|---|---|---|---|
| Jan | Dog Eat Dog | Niq Mhlongo | Naledi |
| Feb | The Quarry | Lauren Beukes? (check) | Zanele |
| Mar | Disgrace | J.M. Coetzee | Carol |
| Apr | Nervous Conditions | Tsitsi Dangarembga | me |
| May | The Hidden Star? no -> Thirteen Cents | K. Sello Duiker | Fatima |
| Jun | Born a Crime (reread, Megan's pick) | Trevor Noah | Fatima |
| Jul | Devil's Peak | Deon Meyer | Megan |
| Aug | Welcome to Our Hillbrow | Phaswane Mpe | Naledi |
| Sep | Zoo City | Lauren Beukes | Zanele |
| Oct | Coconut | Kopano Matlwa | TBC |
| Nov | The Promise (tentative) | Damon Galgut | TBC |
| Dec | no meeting - year-end braai | | |

Notes
- Megan wants one non-SA book, we said maybe next year
- Keep hosting to max 6 people per lounge, Carol's flat is tiny
- Subs R50/month for the snacks kitty, Fatima keeps the money
""")

FILES["notes/bookclub/2025-08-meeting.md"] = dedent("""
---
date: 2025-08-28
tags: [bookclub]
---
# Book club - Aug 2025 - Welcome to Our Hillbrow

At Naledi's. Present: Naledi, Carol, Fatima, Zanele, Megan, me. 

- Everyone found the second-person "you" narration hard at first, then loved it. Carol said it reads like a long lament, Zanele thought it was an angry book. Both true.
- Big discussion about xenophobia then vs now, got heated for a bit (Fatima vs Megan), good though.
- Refentse / Refilwe / Lerato - the names! My sister's name is in it, she'll be thrilled.
- Rating: 4.2 avg. Highest this year after Devil's Peak.

## Admin
- Carol has started night classes on Thursdays (bookkeeping) from October - she proposed we move to a Wednesday. Naledi will put it on the list.
- Sept book is Zoo City, Zanele hosting.
- Kitty is at R640, Fatima says we can do something nice for the year-end.
- Naledi wants us to vote on Nov book since "The Promise" was only tentative.

Snacks: samoosas (Fatima), Zanele's lemon tart = dangerous.
""")

FILES["notes/work/culvert-inspection-checklist.md"] = dedent("""
---
title: Culvert inspection checklist (my version)
updated: 2025-04-22
tags: [work, culverts, inspections]
---
# Culvert inspection - field checklist

Based on the TMH19 visual assessment approach, trimmed for what we actually do in the region. Use with the DER rating sheet (Degree / Extent / Relevancy).

## Before leaving
- [ ] Check the programme + previous inspection report for the structure
- [ ] Traffic accommodation - cones, boards, flag person if on a blind rise
- [ ] PPE: boots, waders if there's flow, hard hat, reflective vest, gloves
- [ ] Camera charged, tape measure, 5m staff, torch, hammer (sounding), GPS
- [ ] Tell the depot where we are + expected return time (some of the D-roads have no signal)

## On site
- [ ] Approaches: settlement, potholes over the barrels, guardrails
- [ ] Inlet: blockage, debris, silt, vegetation, headwall + wingwall condition
- [ ] Barrels: cracking, spalling, exposed rebar, joints opening, silt depth
- [ ] Outlet: **scour** - measure depth + extent, undermining of the apron/headwall
- [ ] Embankment: erosion, piping, slips
- [ ] Photos: from fixed photo points, + one of the structure ID plate
- [ ] Rate each item D-E-R, note urgent items separately

## After
- [ ] Urgent items -> call/email Chief Engineer same day
- [ ] Capture in the inspection log (CSV) within 2 days
- [ ] Report within 2 weeks

## How I like to run a site day
I prefer to be on site by 06:30 - before the heat, before the taxis and the trucks start, and the light is good for photos of the inlet. By 11 the channels are an oven and everyone starts rushing. Walk the channel myself rather than relying only on the drone; the drone is great for the soffit and the embankments but it misses the undermining.
""")

FILES["notes/work/b2217-mhlatuzana-notes.md"] = dedent("""
---
title: B2217 Mhlatuzana River bridge
structure: B2217
road: P164
updated: 2025-09-30
tags: [work, bridges, b2217]
---
# B2217 - Mhlatuzana River Bridge

- 3-span, simply supported precast pre-tensioned beams, in-situ deck, built 1987
- Spans approx 14 + 18 + 14 m, two piers (wall type) on spread footings
- Last principal inspection: Oct 2020 (by consultant). Routine inspections 2022, 2024.

## Known defects
1. Expansion joints at both abutments - failed seals, debris and water going onto the bearing shelves
2. Elastomeric bearings at abutment A - bulging, one shows a split (photo 2024-07)
3. Pier 2 - debris raft after every big rain, minor scour at the upstream nose
4. Spalling on beam 4 soffit span 2, exposed strands (!)
5. Guardrail damage on the downstream side, east approach

## Next principal inspection
Due November 2025 - date to be confirmed with Mandla and the depot (need traffic accommodation for half-width closure). Ladders + drone for the soffit, no snooper truck available (broken again).

## Questions for the inspection
- Is the strand corrosion on beam 4 getting worse? Compare with the 2020 photos.
- Can we get a diver / probe for the pier 2 footing? Depends on flow.
- Budget for bearing replacement in 2026/27?
""")

FILES["notes/work/cpd-log.md"] = dedent("""
---
title: ECSA CPD log
updated: 2025-10-02
tags: [work, cpd, ecsa]
---
# CPD log

ECSA Pr Eng registration no: **20160318** (registered Nov 2016)
Cycle: 2021-2026, need 25 credits over the 5 years, at least 1 per year in Category 1.

| Date | Activity | Category | Credits | Proof |
|---|---|---|---|---|
| 2025-02-27 | SAICE Durban branch talk - bridge bearing replacement | 1 | 0.1 | cert in drive |
| 2025-03-19 | Culvert design refresher (in-house) | 1 | 0.2 | attendance reg |
| 2025-05-14 | Site: C0873 emergency works supervision | 2 | 1 | diary |
| 2025-06-26 | Article review for forum newsletter | 3 | 0.5 | email |
| 2025-08-08 | Mentoring Nokuthula (candidate engineer), Q1-Q2 | 2 | 1 | log |
| 2025-09-10 | Forum webinar - drone inspections of bridges | 1 | 0.1 | cert |

Running total this cycle: 19.4 (need 5.6 more by end of 2026).

Upcoming: the culvert hydraulics webinar in Nov (registered, see email).
""")

FILES["notes/contacts.md"] = dedent("""
---
title: Contacts
updated: 2025-10-10
---
# Contacts (the ones I always need)

## Flat
| Name | What | Number |
|---|---|---|
| Bongani Ndlovu | Ndlovu Plumbing & Gas (moved to Richards Bay Aug 2025) | 082 000 0147 |
| Riaz Essop | AquaFix Plumbing | 083 000 2291 |
| Kevin Pillay | Steelguard Durban (burglar bars) | 084 000 3380 |
| Shireen | Coastline Property Mgmt (body corp) | 031 000 8840 |
| Sbu Ngcobo | tiler (via Carol) | 072 000 5519 |
| Blue Shield Armed Response | alarm | 086 000 2583 |
| Vumanet | fibre | 087 000 1100 |

## Baba
| Name | What | Number |
|---|---|---|
| Dr H. Moosa | Baba's GP, Pinetown | 031 000 7731 |
| Westville Heart & Vascular | cardiology bookings | 031 000 2650 |
| Mr Shezi | Baba's neighbour (has a key) | 076 000 4402 |
| Harbour Health | medical aid | 0860 000 442 |

## Family
- Sipho - 082 000 3321
- Lerato - 079 000 8867

## Work
- Mandla Khumalo (technician) - 073 000 6120
- Nokuthula Cele (candidate eng) - 071 000 2276
- Anusha Reddy - 082 000 9913
- Depot (Ndwedwe) - 032 000 4410

## Book club
- Naledi Sithole (organiser) - 083 000 7782
- Carol Hendricks, Fatima Jeewa, Zanele Mthembu, Megan O'Reilly - on the list
""")

TXT = {}

TXT["txt/house-sitter-sheet.txt"] = dedent("""
HOUSE-SITTER SHEET - Unit 14, Jacaranda Court, 51 Cowey Road, Morningside
(written 19 Dec 2024 for Megan - I'm at Lerato's in PMB 20 Dec to 2 Jan)

ME: Thandiwe 082 000 5140  (signal is bad at Lerato's, try twice)

GETTING IN
- Remote for the big gate is on the green keyring. Pedestrian gate code: 1488#
- Flat: top lock + bottom lock. Bottom one is sticky, pull the door towards you.

ALARM
- Code 7213, then OFF. Panic button is the red one next to the bed.
- Blue Shield armed response 086 000 2583 - password "Biscuit"

BISCUIT (the cat)
- 1/2 sachet morning, 1/2 sachet evening + biscuits topped up. NOT milk.
- She will pretend she hasn't been fed. She has.
- Litter box in the bathroom, scoop every day please.

WIFI
- network: Mokoena_Fibre
- password: Umhlanga#2019

HOT WATER - SORRY
- The geyser burst in Nov and the new one only goes in mid-Jan (insurance...). There is NO hot water. Kettle + the big pot on the stove for a bath. Gym down the road has showers (R80 day pass).
- Geyser breaker in the DB is OFF and taped. Please leave it off!!

WATER
- If anything leaks or a pipe bursts: the main water stopcock for the flat is in the meter box on the landing outside the front door (left side, grey metal box, small blue tap). Turn clockwise to close.
- Then phone Bongani (plumber) 082 000 0147.

LOAD-SHEDDING
- No backup power yet (planning!). Torches in the kitchen drawer, candles + matches on top of the fridge.
- Gas stove works in load-shedding, lighter is in the drawer by the stove.
- Check EskomSePush for the schedule, area is "Morningside (3)".

BINS
- Bin room downstairs, collection is Tuesday morning.

EMERGENCIES
- Building manager (Shireen, Coastline) 031 000 8840
- Naledi (my friend, lives 5 min away) 083 000 7782
- Dr / hospital: Netcare St Augustine's on Chelmsford Rd is closest

Thank you!!! Help yourself to anything in the fridge. Tea bags are in the tin by the kettle.
""")

TXT["txt/inverter-how-to.txt"] = dedent("""
INVERTER HOW-TO (for me + house sitters)           written 6 April 2025

WHERE IS IT
The inverter and the battery are in the passage cupboard next to the DB board
(the tall white cupboard between the bathroom and the bedroom). Battery is the
grey box on the floor, inverter is the one on the wall with the little screen.
Don't stack stuff against it, it needs air.

WHAT RUNS ON IT
Lounge + bedroom plugs, all the lights, the fridge plug. NOT the geyser, stove,
kettle plug or the heater. If you plug the kettle into a lounge plug during
load-shedding it WILL trip.

NORMAL
- Screen shows battery % and load in W. Normal evening load 150-600 W.
- Power goes off -> short beep, then it just carries on. That's normal.
- Battery at 100% after a day on mains.

IT'S BEEPING - WHAT TO DO
1. One beep every few seconds = running on battery (load-shedding). Normal, ignore.
2. Fast continuous beeping + "OVERLOAD" on the screen = too much plugged in.
   Switch off the heater / kettle / iron / hairdryer and it stops in a few secs.
3. Slow beeping + battery icon flashing = battery below 20%. Switch off the TV
   and anything not essential, keep the fridge + wifi.
4. Red FAULT light + beeping that won't stop:
   a. switch OFF the "INVERTER OUTPUT" breaker in the DB (labelled)
   b. switch OFF the battery isolator (black switch on the side of the battery)
   c. wait 60 seconds
   d. battery isolator ON first, then the inverter output breaker
   e. if it STILL beeps after that, phone the installer - his number is on the
      Sunbird invoice email (April 2025). Don't open anything.

BYPASS (if the inverter itself dies)
The changeover switch in the DB (big red one, top left): flip from INVERTER to
MAINS/BYPASS and the essential plugs run straight off Eskom again.

APP
"VoltaraLink" app on my phone shows the history. Wifi name/pw same as the flat.
""")

TXT["txt/baba-meds-instructions.txt"] = dedent("""
BABA - INSTRUCTIONS FOR WHOEVER IS TAKING HIM   (updated 10 March 2025)

Baba = Joseph Mokoena, 79 in March. Lives in Pinetown (the house). He is sharp,
he just doesn't hear well on the left side. Talk to him, not about him.

MEDS (in the weekly pill box on the kitchen counter - Lerato fills it on Sundays)
- Warfarin 5 mg - 6pm every evening, with supper. NEVER double up if he missed one,
  just carry on the next day and write it in the yellow book.
- Amlodipine 5 mg - morning
- Bisoprolol 2.5 mg - morning
- Eye drops when his eyes are dry

INR (BLOOD THINNER) BLOOD TESTS
- Every 4 weeks on a Thursday morning, 08:00.
- At Pinetown Pathology, 14 Crompton Street (opposite the Spar, parking round the
  back). Go to the depot on the ground floor, not the doctors' rooms upstairs.
- Take: the yellow warfarin book, his ID, the medical aid card.
- Results come to me by SMS in the afternoon, the clinic phones if the dose must change.

GP
- Dr Hassan Moosa, Old Main Road, Pinetown. 031 000 7731. Baba has been with him 20 years.
- Repeat scripts: every 6 months, ask at reception.

FOOD
- Keep the green veg about the same every week (spinach / imifino) - it's not that he
  can't eat it, it's that it must be steady because of the warfarin.
- Less salt. He will argue.

DRIVING
- He still drives the bakkie to church and the shops. Ask him to not drive at dusk.

MEDICAL AID
Harbour Health, card is in his wallet, member no 4402 1187 00.

If anything is wrong: phone me (082 000 5140) or Lerato (079 000 8867).
""")
