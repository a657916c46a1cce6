# -*- coding: utf-8 -*-
"""Short markdown notes and plain-text files for the bongani vault (stdlib only)."""

NOTES = {}

NOTES["notes/granny-flat/plan.md"] = """---
title: Granny flat for Mama
created: 2024-01-15
updated: 2024-08-31
tags: [granny-flat, mama, house, bond]
status: building
---
# Gogo's flat – project page

Behind the house at 14 Sandpiper Close, where the old Wendy house and the veggie patch are.
48 m²: one bedroom, open-plan lounge/kitchenette, bathroom, small stoep facing north.
Flat will be 14A for the post / fibre people.

Mama has been alone in Inanda since Baba passed. Sbu can't take her in PMB (stairs), Zee is in Joburg,
so it's us. Thandi is 100% on board, which honestly matters most.

## People
| Role | Who | Contact |
|------|-----|---------|
| Draughtsman | Priya Naidoo (Naidoo Drafting) | 083 555 0101 |
| Builder | see builder-quotes.md | |
| Bank | Ubuntu Bank home loans – Refilwe Motaung | homeloans@ubuntubank.example |
| Conveyancer (bond) | Naidoo & Mhlongo Inc | |
| Solar | see solar-options.md | |

## Budget (January estimate – not updated, real numbers are in the ledger CSV)
| Item | Estimate |
|------|---------:|
| Plans + council fees | R 28 000 |
| Builder (shell + finishes) | R 450 000 |
| Plumbing & geyser | R 35 000 |
| Electrical | R 30 000 |
| Solar | R 75 000 |
| Contingency (10%) | R 62 000 |
| **Total** | **R 680 000** |

Funding: savings ~R 300k + bond top-up (ask the bank for R 350k).

## Timeline
- Plans drawn by Priya: Jan – Feb
- Submitted to council: 13 Feb 2024 (the application number is in the acknowledgement e-mail from BDM)
- Approval: they said "30 working days", so hopefully April
- Build: June – October
- Target move-in for Mama: **Sat 30 Nov 2024**

## Decisions log
| Date | Decision |
|------|----------|
| 2024-01-20 | Flat goes at the back, stoep facing north (Mama's plants) |
| 2024-01-20 | Separate side gate for Mama so she doesn't walk through our kitchen |
| 2024-03-28 | Moved the unit 0.5 m forward to satisfy council's rear building-line comment |
| 2024-07-14 | Roof: IBR sheeting in charcoal, NOT concrete tiles (cheaper trusses, quicker, hail) |
| 2024-08-31 | Solar: see solar-options.md |

## Checklist
- [x] Check boundary pegs with the surveyor
- [x] Plans submitted
- [x] Plans approved
- [x] Bond top-up registered
- [x] Builder on site
- [ ] Handover & snag list
- [ ] Mama's furniture from Inanda
"""

NOTES["notes/granny-flat/builder-quotes.md"] = """# Builder quotes – granny flat

Three quotes on Priya's drawings (rev B). All "incl. materials" but check what's excluded!

| Builder | Contact | Quote | Excl. | Time | Notes |
|---------|---------|------:|-------|------|-------|
| Lucky Ngcobo (Ngcobo Building) | 071 555 0133 | R 430 000 | tiles, sanitaryware | 16 wks | nice guy, quick to reply |
| Mkhize Builders – Themba Mkhize | 082 555 0144 | R 485 000 | nothing major, PC sums for tiles | 18 wks | did the Zulus' double garage in Glenashley |
| Coastline Construction – Dirk van Wyk | 031 555 0155 | R 520 000 | sanitaryware | 14 wks | big outfit, project manager not the owner |

## 9 March
Going with Lucky. R 55k less than Themba and Thandi liked him. Told the family group.

## 12 April – CHANGED
Not Lucky after all. Finally phoned his references properly:
- the lady in Tongaat: roof leaking since December, he stopped answering her calls
- he is **not NHBRC-registered** (he said "in process") → bank won't fund progress draws without it
Thandi agreed, painful but the R 55k is cheaper than a leaking roof over Mama.

**Final: Mkhize Builders (Themba), R 485 000 incl. materials.** Accepted his quote by e-mail today.
Payment in stages: deposit 15%, slab, wallplate, roof, completion (retention 10% until occupancy cert).

Sent Lucky a polite WhatsApp. Coastline never followed up anyway.
"""

NOTES["notes/granny-flat/solar-options.md"] = """---
title: Solar for the granny flat
updated: 2024-08-31
---
# Solar / backup power – options

Load-shedding has been quiet since April but nobody believes it's over. Mama must never sit in the dark.

## Loads (Mama's flat)
- 2-plate gas hob (no load), small electric oven 2 kW, kettle 2.2 kW
- 150 L geyser, 3 kW element (on timer)
- fridge, TV, lights, wifi router, her CPAP? (no – that was Malume Jabu)

## Options (BrightVolt – Kyle Pretorius, and one other installer)
| Option | Inverter | Battery | Panels | Approx. price |
|--------|----------|---------|--------|--------------:|
| A | 5 kW hybrid | 1 x 5.12 kWh | 4 x 550 W | R 68 000 |
| B | 8 kW hybrid (Sunvolt HX-8K) | 1 x 5.12 kWh now, 2nd later | 6 x 550 W | R 96 400 |
| C | 8 kW hybrid | 2 x 5.12 kWh | 6 x 550 W | R 128 000 |
| D | SunKing 6 kW (other installer) | 1 x 4.8 kWh | 4 panels | R 74 500 |

## Decision (31 Aug)
**Option B.** Reasons for going 8 kW and not the 5 kW:
1. oven + kettle + geyser element together would trip a 5 kW unit (asked the AI too, same answer)
2. later we can put the main house's essentials (fridge, wifi, gate) on the flat's inverter via a changeover
3. headroom if we ever put in a heat pump
One battery now; second battery when my bonus comes in November.
Install mid-October once ceilings are in. BrightVolt sent the formal quote by e-mail (30 Aug).
"""

NOTES["notes/granny-flat/mama-preferences.md"] = """# What Mama wants in the flat

From Sunday lunch (4 Feb), plus her phone calls since. Mama is not fussy but she knows what she doesn't want.

- **Shower, not a bath.** A walk-in shower with no step, a fold-down seat and grab rails. Her knees
  can't do a bath any more – she said she'll never climb into a bath again. Non-slip tiles.
- **Gas hob, not electric.** She has cooked on gas her whole life and doesn't trust the
  electric plates ("they take forever and then load-shedding comes"). 2-plate gas hob + small electric oven for Sunday chicken.
- No carpets anywhere – tiles or vinyl. Light colours, she says dark floors show every bit of dust.
- North-facing stoep with space for her chair and her imifino / herb pots. Washing line nearby.
- Her own side gate, so she can come and go without walking through our kitchen.
- Hates noise at night → pool pump must be off after 20:00.
- Wants a proper built-in cupboard for her church uniform (Methodist women's manyano – red and black).
- Sunday lifts to church in Verulam – one of us or Sbu when he's down.
- Likes the radio on Ukhozi FM in the mornings, so a plug next to the kitchen window.

Ngiyakuthanda Mama. We'll get it right.
"""

NOTES["notes/work/tender-017-ac-pipe-replacement.md"] = """---
project: CMW/T/2024/017
title: Replacement of AC water mains - Phoenix & Mount Moreland (Phase 2)
role: project engineer (spec) + BEC member
status: awarded
---
# Tender 017 – AC pipe replacement Phase 2

## Scope
- ~14.2 km of asbestos-cement mains 100–250 mm, Phoenix (Unit 1 & 2) and Mount Moreland
- ~1 300 house connections (HDPE 20 mm, meters relocated to the boundary)
- 2.1 km rising main from Mount Moreland PS to the Mount Moreland reservoir
- CIDB 7CE or higher

## Design decision – rising main material (design review 30 Jan)
Rising main: **HDPE PE100 PN16, butt-welded.** uPVC Class 12 rejected.
Why: surge analysis (pump trip on load-shedding switch-over) gives transients up to ~14 bar;
HDPE handles the surge, fewer joints in the canal crossing, and it can be pulled through the culvert.
Reticulation stays uPVC-M class 12 as per our standard spec.

## Dates
- Advertised: 22 Jan 2024
- Compulsory briefing: 6 Feb (see work calendar)
- Closing: Fri 8 March 2024, 12:00, tender box, Supply Chain, 3rd floor, Main Office

## Bid Evaluation Committee (BEC)
- Chair: **Fathima Moosa** (Senior Manager: Infrastructure Planning)
- Members: me (technical), Ashwin Ramlall (SCM), Lerato Mokoena (Finance)
- Scoring 80/20, functionality threshold 70

## After closing
- 7 bids received; 2 non-responsive (no CIDB grading proof, unsigned MBD forms)
- Lowest responsive & recommended: Siyakha Civils (Pty) Ltd – R 38.6 m excl. VAT
- BAC approved 21 May; appointment letter 4 June; site handover 29 July

## To watch
- traffic accommodation on the M4 off-ramp – metro police
- AC pipe removal: asbestos contractor must be registered with DEL, waste manifests!
"""

NOTES["notes/work/incident-2024-05-08-mount-moreland.md"] = """# Incident – trench side-wall collapse, Mount Moreland (Wed 8 May 2024)

**Contract:** Phase 1 AC replacement (contractor: Ubuhle Pipelines)
**Where:** chainage 1+240 on Mount Moreland Road, ~30 m past the bridge over the Ohlanga canal, verge side
**Time:** about 09:40

## What happened
Trench ~1.8 m deep, the section had been left unshored (they moved the trench box ahead to the next
section). Heavy rain overnight, spoil heap right at the edge. Side wall slumped; general worker
Mandla Khoza caught up to the knee. His team dug him out in about 3 minutes. Bruised left shin,
taken to Verulam clinic, back at work Monday 13 May.

Nadia Hendricks (SHE officer) did the formal report – the incident ref no. is in her e-mail of 9 May.

## Root causes (from the investigation meeting 13 May)
- no shoring / battering on a >1.5 m section
- spoil heap within 1 m of the edge
- no competent-person inspection after the rain
- supervisor on another section

## Actions
- [x] Stop-work on all open trenches deeper than 1.5 m until shored (8 May)
- [x] Section 24 report to Dept of Employment & Labour (Nadia, 9 May)
- [x] Toolbox talk – excavation safety (20 May)
- [ ] Buy two more trench shoring boxes for our own maintenance crews – requisition to procurement 22 May. STILL nothing.
- [ ] Update the excavation method-statement template with the after-rain inspection step
"""

NOTES["notes/work/ecsa-renewal-2024.md"] = """# ECSA renewal 2024 – Pr Eng

- Registration no. 20090317 (Professional Engineer, since 2009)
- 5-year cycle → renewal due **31 July 2024**
- Requirement: 25 CPD credits over 5 years (min. 1 per year from Cat 1, max 5 Cat 3)

## My CPD credits (2019–2024)
| Year | Cat 1 (developmental) | Cat 2 (work-based) | Cat 3 (individual) | Total |
|------|----:|----:|----:|----:|
| 2019/20 | 1.0 | 1.0 | 0.5 | 2.5 |
| 2020/21 | 2.0 | 1.0 | 1.0 | 4.0 |
| 2021/22 | 1.5 | 1.0 | 1.0 | 3.5 |
| 2022/23 | 4.0 | 1.0 | 1.0 | 6.0 |
| 2023/24 | 8.5 | 1.0 | 1.5 | 11.0 |
| **Total** | | | | **27.5** |

27.5 credits vs 25 needed – OK. The SAICE water conference in Feb did most of the 2023/24 Cat 1.

## Steps
- [x] Collect certificates (SAICE, IMESA webinar, in-house surge course)
- [x] Upload CPD evidence on the portal
- [x] Pay renewal fee (amount in the ECSA reminder)
- [x] Confirmation received (ECSA e-mail, July)
"""

NOTES["notes/work/pump-stations-loadshedding.md"] = """# Northern Region pump stations vs load-shedding

Quick reference for standby. Schedules: Eskom/metro blocks as per the city PDF (Jan 2024 version).

| Pump station | Supplies | LS block | Standby genset | Reservoir autonomy @ avg demand |
|--------------|----------|----------|----------------|-------------------------------|
| Blackburn PS | Blackburn/Cornubia high level | 11B | **none** – portable 100 kVA from Verulam depot | ~6 h |
| Mount Moreland PS | Mount Moreland village + rising main | 7A | 150 kVA fixed (auto start) | ~10 h |
| Umdloti PS | Umdloti, Sibaya | 3C | 80 kVA fixed (manual start!) | ~5 h |
| Ottawa PS | Ottawa, Cottonlands | 11B | none (grid only, on essential feeder) | ~14 h |

## Rules of thumb
- Stage 4 = 2 x 2.5 h slots a day for most blocks; Stage 6 = 3 slots, sometimes back to back.
- Blackburn is the weak one: two back-to-back slots and the high-level zone runs dry by 20:00.
- After power returns: stagger restarts (Ottawa first, Blackburn last) – the soft starters trip otherwise.
- Log every outage in the pump-station outages CSV (reservoir % before/after).

## Open
- motivation for a fixed genset at Blackburn (in the 2025/26 capex list – Fathima said "maybe")
- Umdloti genset auto-start kit: quote from Powerquip still pending
"""

NOTES["notes/school/finance-committee.md"] = """---
committee: SGB Finance Committee - Sandbanks Primary School
role: chair (elected Feb 2024)
members: [Bongani Dlamini (chair), Celeste Govender (treasurer), Pieter Botha (parent), Mr Dave Reddy (principal), Mrs Joyce Mahlangu (bursar)]
---
# SGB finance committee

We meet the **first Tuesday of the month at 17:30** in the staff room (not in school holidays).

## How I want us to run it
Decisions go by e-mail with proper minutes – NOT on the WhatsApp group. Too many voice notes,
things get lost, and the auditors want a paper trail. WhatsApp is fine for "running late" messages only.
Agenda goes out the Thursday before. No surprises at the meeting.

## 2 Apr 2024
- 2025 budget process kicks off. First draft fee increase: **7.5%** (4 SGB-paid teacher posts,
  municipal rates up 12%, security contract escalation).
- Audit quotes: Naicker Audit Services (incumbent) R 38 500; Moodley & Partners R 31 000.
- Joyce to get the bus operator's contract end date in writing.

## 7 May 2024
- **Decision: appoint Moodley & Partners as auditors** for the 2024 financial year (2025 subject to
  performance). Naicker were four months late with the 2023 AFS and cost more.
- Debtors: 11% of fees outstanding – letters + payment plans.

## 4 Jun 2024
- Heritage Day Braai Day fundraiser approved, target R 40k. Proceeds → shade cloth over the
  Foundation Phase play area.
- Bus contract: Coastal Shuttle ends 31 Dec, we are NOT renewing → go out for bids in August.

## 6 Aug 2024
- Revised draft budget: fee increase down to **6.8%** after dropping the 2nd photocopier lease
  and re-quoting security.
- Bus bid invitation out 12 Aug, closing 2 Sep.

## 10 Sep 2024 (special meeting)
- Bus bids evaluated – see bus-contract-2025.md.

## 1 Oct 2024
- Braai Day money banked; shade cloth ordered from Shade Masters (R 36 200), install in Dec holidays.
- Budget pack for the parents' meeting printed (200 copies).

## 5 Nov 2024
- After the parents' meeting: Joyce to load the approved increase into the 2025 fee schedule
  (see Mr Reddy's e-mail for what was approved).
- Moodley & Partners interim audit visit 2–3 Dec.
"""

NOTES["notes/school/braai-day-2024.md"] = """# Braai Day fundraiser – Heritage Day 2024

**Tue 24 September, 11:00–16:00, school field.** Rain plan: the hall + covered walkway.

## Tickets
- Adults **R 120** (boerewors roll + lamb chop + pap & chakalaka + cooldrink)
- Kids under 12 **R 60** (wors roll + chips + juice)
- Pre-sales through the office; cash + SnapScan on the day

## Meat
Vusi's Butchery in Verulam – Vusi Mthethwa (072 555 0188). He gives us cost price on the wors
if we put his banner on the fence.
Order: 60 kg boerewors, 400 lamb chops, 30 kg chicken pieces (for the non-red-meat people).

## Checklist
- [x] Gas bottles + 3 big skottel braais – Pieter Botha
- [x] Pap pots from the church (Mama's friends)
- [x] Fire extinguishers checked
- [x] Float for the gate (R 2 000 in coins/notes)
- [x] Jumping castle – sponsored by Bounce Bros
- [ ] Thank-you letters to sponsors

## Volunteers
| Station | Who |
|---------|-----|
| Gate/tickets | Celeste + Grade 7 moms |
| Braai 1 (wors) | me, Pieter, Mr Reddy |
| Braai 2 (chops) | the Grade 4 dads |
| Pap & chakalaka | Thandi, Mrs Mahlangu |
| Cake stall | PTA |
"""

NOTES["notes/school/bus-contract-2025.md"] = """# School bus contract 2025

## Background
Current operator Coastal Shuttle Co – contract ends 31 Dec 2024. Not renewing: two breakdowns
in term 2, late at least twice a week, drivers changing all the time.

## Process
- Bid invitation 12 Aug, closing 2 Sep → 3 bids (Joyce sent the bid schedule with prices)
- Special finance committee meeting 10 Sep
- Weighting: price 40, safety 30 (PrDP, tracking, roadworthiness, insurance), experience 20, B-BBEE 10

## Recommendation (10 Sep) – ratified by full SGB 17 Sep
**Khumalo Bus Services** (Bheki Khumalo). Not the cheapest – Tiger Travel was lower but two of their
drivers have no PrDP and no tracking.

Contract term: **3 years, 1 Jan 2025 to 31 Dec 2027**, annual escalation capped at CPI.
Routes: Umhlanga Ridge loop + La Lucia loop, morning and afternoon; extra aftercare run at 17:15.

## Conditions before we sign
- [x] PrDP copies for all drivers (received 30 Sep)
- [x] Proof of passenger liability insurance
- [x] Tracking login for the bursar
- [ ] Roadworthy certificates for all 3 buses – asked again 21 Nov, Bheki promised by 6 Dec
- [ ] Signing – only after the roadworthies
"""

NOTES["notes/personal/bakkie.md"] = """# Bakkie – Hilux 2.4 GD-6 (2017)

| Date | Km | What | Where | Cost |
|------|----|------|-------|-----:|
| 2024-01-19 | 148 200 | 150 000 km service a bit early, brake pads front | Toyota Umhlanga | R 6 480 |
| 2024-04-06 | 153 900 | 2 new tyres (BFG AT) | Tiger Wheel Gateway | R 7 980 |
| 2024-07-11 | 159 400 | licence disc renewed | online + collect | R 1 120 |
| 2024-09-02 | 162 750 | tow bar wiring fixed (trailer for braai day) | auto electrician Verulam | R 650 |
| 2024-11-09 | 166 300 | 165 000 km service, diff oil | Toyota Umhlanga | R 5 910 |

Notes
- Fine for going through the robot at Umhlanga Rocks Drive / Herrwood on orange (they say red). Paid R 500, not worth fighting.
- Sbu wants to borrow it for Mama's move – it's his one that has the canopy, so actually we use HIS bakkie.
- Next: check the aircon, it definately smells like wet dog (Bhubesi).
"""

NOTES["notes/family/berg-trip-june.md"] = """# Berg trip – Champagne Valley, 24–30 June 2024

School holidays. Accomodation: Mountain Mist Resort (chalet 7), self-catering.

## Before we go
- [x] House-sitter: Nox (see house-sitter.txt)
- [x] Standby swap at work sorted (see the e-mail thread)
- [x] Tell Themba's site foreman we're away; Nox has the side-gate key for the builders
- [x] Bhubesi's food + deworming
- [x] Kids' hiking boots – Lwazi's are too small, buy new

## Packing
- beanies, gloves, thermal vests (it was -2 last time!)
- braai wood from here (R 80 a bag there)
- board games, cards, Sipho's soccer ball
- first aid kit, sunblock, headlamps

## Plan
| Day | What |
|-----|------|
| Mon 24 | drive up (N3 via Mooi River), Wimpy in Estcourt |
| Tue 25 | Tugela Gorge walk (the chain ladder, if the boys are brave) |
| Wed 26 | Drakensberg Boys' Choir concert |
| Thu 27 | horse riding, braai |
| Fri 28 | rest day, Thandi's book |
| Sat 29 | Cathedral Peak drive |
| Sun 30 | home |
"""

NOTES["daily/2024-02-14.md"] = """# Wed 14 Feb 2024

- Plans submitted yesterday at the council's plans counter. Long queue, but done. Now we wait.
- Stage 4 tonight 18:00–20:30 in our area. Valentine's dinner moved to 17:00 – Thandi laughed, said
  it's the most South African date ever. Fish at the harbour place, home before the lights went.
- Blackburn PS tripped again at 18:05 – Kevin reset remotely, reservoir at 41%.
- Sipho's cricket kit: needs new pads (Gr 7 league).
- Ask Joyce for last years AFS befor the first finance meeting.
"""

NOTES["daily/2024-06-03.md"] = """# Mon 3 June 2024

- 07:00 site handover at home – builders pegged out, TLB arrives tomorrow for the foundations.
  Mama came to watch with her flask of tea. Wayeyajabule kakhulu.
- Council foundation inspection needs 48 h notice – booked for Wed 12 June.
- Work: Phase 2 appointment letter goes out tomorrow. Site handover end of July.
- Fathima wants the Blackburn genset motivation before the capex meeting.
- Evening: homework fight about fractions. Lwazi 1, Baba 0.
"""

NOTES["daily/2024-09-24.md"] = """# Tue 24 Sept 2024 – Heritage Day / Braai Day

What a day. Field full by 12:00, chops sold out by 14:00, wors kept going until 15:30.
Lwazi helped stir the pap pot like a pro, Sipho ran the cooldrink fridge and "forgot" to charge his friends.
Mr Reddy wore a Zulu hat (isicholo – Mrs Mahlangu dressed him). Mama came and sat in the shade with the church ladies.
Rain at 15:00 but by then we were packing up. Celeste will send the final figures once the
SnapScan settles. Feet are dead. Worth it.
"""

NOTES["daily/2024-11-18.md"] = """# Mon 18 Nov 2024

## Flat – this week
- [ ] Chase Sizwe (Zulu Electrical) for the electrical COC – he said "Thursday" last week too
- [ ] Occupancy inspection is **Wed 4 Dec at 10:00** (council inspector, Mr Pather) – need COC before then
- [ ] Grouting bathroom Tue, then snag list with Themba
- [x] Confirm Mama's move for **Sat 14 Dec** – Sbu brings his bakkie, Zee flies in the night before
- [x] Pay Kyle's invoice (BrightVolt)

## Work
- [ ] Phase 2 progress meeting Thu – Siyakha behind on Unit 2 connections
- [ ] Year-end standby roster to Lindiwe by Friday

## Home
- [ ] Lwazi's swimming gala forms
- [ ] Thandi's birthday 2 Dec – book somewhere
"""

TEXTS = {}

TEXTS["house-sitter.txt"] = """HOUSE-SITTER SHEET  -  14 Sandpiper Close, Umhlanga
For Nox (Nokuthula), 24 to 30 June 2024. Ngiyabonga kakhulu sisi!

EMERGENCIES
  Us: WhatsApp any time (Bongani 082 555 0110, Thandi 083 555 0111)
  Armed response: Shield Armed Response 031 555 0190 (they know you're staying)
  Vet: Umhlanga Vet Clinic 031 555 0123
  Mama (if you need someone close by): 072 555 0122

ALARM
  Code to unset: 2580. Panic = 2589 (only if you really need them).
  Zone 4 (garage) is bypassed because the builders' dust sets it off.

WI-FI
  Network: DlaminiHome   Password: Lwazi2015!

BHUBESI (the dog)
  2 cups pellets at 07:00 and 17:30. NO chicken bones. He will tell you he hasn't eaten. He has.
  Walk: he pulls like a bakkie, use the short lead.

KEYS & REMOTES
  Spare house key and the spare gate remote are in the green Tupperware in the garage,
  top shelf above the chest freezer.
  Side-gate key is on the hook by the kitchen door - the builders' foreman (Sifiso) will ask for it at 07:00.

BUILDERS
  They work Mon-Fri 07:00-16:00 at the back (foundations for Mama's flat). They use the side gate only.
  They must NOT park across the driveway.

BINS
  Tuesday morning, out by 06:30. Recycling bags - also Tuesday.

LOAD-SHEDDING
  Small inverter runs the wifi, TV and lights in the lounge. Don't run the kettle on it.
  Gate motor has its own battery; if it's flat, the release key is in the kitchen drawer.

POOL
  Pump runs 08:00-14:00 on the timer. If it makes a screaming noise, switch off at the DB (switch 12).

Eat anything in the fridge. The braai wood is in the shed. Enjoy!
"""

TEXTS["notes/granny-flat/inverter-howto.txt"] = """GOGO'S FLAT - SOLAR / INVERTER HOW-TO
(written for Mama and for whoever is helping her - Oct 2024)

THE SYSTEM
  Inverter: Sunvolt HX-8K, 8 kW hybrid
  Battery:  1 x 5.12 kWh lithium (LiFePO4). There is space on the rack for a 2nd battery.
  Panels:   6 x 550 W on the north roof
  Installed 15-16 Oct 2024 by BrightVolt Solar - Kyle Pretorius 082 555 0175
  The inverter + battery are on the wall in the flat's little store room (behind the fridge wall).

EVERY DAY
  Nothing to do. It charges from the sun and the grid by itself.

IF THE POWER GOES (load-shedding or a fault)
  The flat keeps running from the battery. Lights, fridge, TV, wifi, kettle - all fine.
  Don't run the oven AND the kettle AND the geyser at the same time.
  The geyser is on a timer (set by the plumber) and is NOT on the backup circuit.

IF EVERYTHING GOES OFF
  1. Look at the screen on the inverter. If it says "Battery low" - wait, the sun will charge it.
  2. If it shows an error (red light): switch the black BYPASS switch at the small DB next to
     the inverter from "INVERTER" to "GRID". Then WhatsApp Bongani.
  3. Never open the inverter cover.

APP
  "SunVolt Connect" on Bongani's phone - he can see the battery % from work.
  Battery set to never go below 20%.

WI-FI IN THE FLAT
  Separate fibre line for the flat - details from the fibre company's e-mail. Not the main house wifi.
"""

TEXTS["notes/work/standby-callout-instructions.txt"] = """COASTAL METRO WATER - NORTHERN REGION
STANDBY / CALLOUT INSTRUCTIONS (pump stations & reservoirs)   rev. Feb 2024

1. Standby week runs Monday 07:00 to Monday 07:00. Standby phone: 082 555 0199 (hand over in person).
2. Control room (24h): 031 555 0100. Log EVERY callout with the control room first.
3. SCADA alarms come to the standby phone by SMS. Acknowledge within 15 minutes.

PUMP STATIONS
  Blackburn PS       - Blackburn Rd, next to the Cornubia interchange. No fixed genset.
                       For long outages request the 100 kVA trailer genset from Verulam depot (ask for Dumisani).
  Mount Moreland PS  - Mount Moreland Rd, behind the community hall. 150 kVA genset, auto start.
  Umdloti PS         - South Beach Rd, Umdloti. 80 kVA genset, MANUAL start (key in the lockbox, code from control room).
  Ottawa PS          - Ottawa main road. Grid only.

ESCALATION
  1st: standby engineer (roster)
  2nd: Lindiwe Cele / Bongani Dlamini (whoever is not on standby)
  3rd: Fathima Moosa (Senior Manager)
  SCADA problems: Kevin Naidoo 082 555 0166

AFTER LOAD-SHEDDING
  Restart order: Ottawa, Mount Moreland, Umdloti, Blackburn (last - soft starter trips).
  Check reservoir levels on SCADA; if Blackburn high-level < 20%, tell the control room to warn the ward councillor.

SAFETY
  Never enter a chamber alone. Switch rooms: look before you step in (snakes in summer!).
"""
