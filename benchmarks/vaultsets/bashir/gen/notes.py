"""Markdown notes, plain-text files and CSVs (vault-relative path -> text)."""

NOTES = {}

NOTES["notes/projects/bathroom-reno.md"] = """\
---
title: Bathroom reno
created: 2024-10-05
updated: 2024-11-20
tags: [house, reno, bathroom]
status: planning
---

# Bathroom reno - 14 Carrington Crt

Main bathroom (the one off the hallway, not the ensuite). Original 1990s pink tiles, bath with
shower over, mixer that drips, grout falling out, mould in the corner no matter what I spray on it.
Nadia has wanted this done since we moved in.

## Trades
- **Tiler:** Dom Russo - Russo & Sons Tiling, 0491 570 313. Rec. by Hamid (Dom did their laundry +
  ensuite in Narre Warren, looks great, turned up on time). Does the waterproofing himself.
- **Plumber:** Kev Doyle - Doyle Plumbing & Gas, 0491 571 266. Same Kev we've used before.
- Sparky: Nadia's cousin knows someone - TBC (exhaust fan needs moving)

## Quotes so far
| Who | What | Amount (inc GST) | Start | Notes |
|---|---|---|---|---|
| Russo & Sons Tiling | strip-out, waterproof, floor-to-ceiling tiling, keep bath | $14,850 | Mon 3 Mar 2025 | quote is attached to Dom's email 14/10 |
| Elite Tile Co. | same scope | $17,200 | "Feb sometime" | didn't return 2 calls, no |
| Southern Bathrooms (full reno mob) | everything incl. plumbing | $24,900 | April | way over |
| Doyle Plumbing & Gas | rough-in + fit-off | $3,900 | fits around tiler | email 21/10 |

Budget: aiming for ~$22k all in, incl. tiles, vanity, tapware. Talk to broker re offset.

## Decisions
- **Keep the bath.** Nadia wants it for Idris (he still likes a bath) and apparently it matters for
  resale. Shower over bath with a fixed glass panel. (20/11)
- Floor-to-ceiling tiles on all walls.
- Tiles from TileHaus - see tile-options.md

## To do
- [x] get 3 tiling quotes
- [x] plumber quote
- [x] pick tiles (floor + wall)
- [x] pay Dom's $500 booking deposit
- [ ] pick vanity
- [ ] tapware - Nadia likes brushed nickel, I'm not sure
- [ ] sort sparky for exhaust fan
- [ ] book skip bin once start date is locked in
- [ ] tell the neighbours (Mrs Kowalski next door works nights)
"""

NOTES["notes/projects/tile-options.md"] = """\
---
title: Tile options
created: 2024-11-09
updated: 2025-02-08
tags: [reno, bathroom, tiles]
---

# Tiles (and vanity) for the main bathroom

Went to TileHaus in Dandenong South twice (Sat 9/11 and Sat 23/11) and the big place in Keysborough once.

**Rule #1: nothing glossy.** Gloss floor tiles show every single water spot and footprint - the old ones
at Mum's drive me nuts - and they're slippery when wet. Matt or textured only. Nadia agrees for the
floor; she'd have done gloss on the walls but I talked her out of it.

## Floor - 600x600 (approx 7 m2 incl. wastage, see the calc I did in the chat)
| Option | Finish | $/m2 | Thoughts |
|---|---|---|---|
| Terrazzo Bianco | matt | $64 | warm, hides dirt, R10 slip rating |
| Urban Concrete Grey | matt | $49 | bit cold/commercial |
| Statuario look | polished | $72 | gorgeous but shiny - no |
| Hexagon mosaic white | satin | $95 | Dom says labour goes up heaps |

## Walls - 300x600
- Ash Grey matt, stack bond - $42/m2
- Pure white matt - cheaper but clinical

## Picked (23/11, paid the deposit at the counter)
- Floor: **Terrazzo Bianco 600x600 matt**
- Walls: **Ash Grey 300x600 matt**
- Grout: TBD - ask Dom

## Vanity
Looked at Bathe & Co (Springvale Rd) on 8/2 with Nadia and Idris (Idris tested every drawer).
- Option A: floor-standing 750, white - meh
- Option B: **Linea 900 wall-hung, natural oak look, 2 drawers** <- picked this one, Nadia loves it
- Option C: 1200 double basin - won't fit with the new shower layout

Stone top, semi-recessed basin. Delivery booked for early April.
"""

NOTES["notes/projects/visa-jawad.md"] = """\
---
title: Jawad - humanitarian visa (subclass 202)
created: 2024-07-20
updated: 2025-05-22
tags: [family, visa, jawad]
---

# Jawad's application

Jawad Ahmadi (Khala Shirin's son), 29, currently in Islamabad with his wife Farzana. I'm the proposer
(Form 681) - Khala can't be, she's not a citizen yet.

**Agent:** Lena Farouk, Farouk Migration Services (registered, MARN 2211087) -
lena@faroukmigration.example, (03) 5550 1187. Fee agreed $3,300, half paid.

## Timeline
- 22/07/2024 - first meeting with Lena at her office (Lonsdale St, Dandenong)
- 06/08/2024 - lodged. Home Affairs acknowledgement came the same week - the file number is in that
  email (the HTML one that won't let me copy-paste on my phone)
- 14/09/2024 - Lena wanted a stat dec from me about how we're related. Witnessed by a JP, Alan Pereira,
  at the Dandenong Library JP desk (Saturday morning, bring photo ID!!)
- Jan 2025 - case officer allocated: Priscilla Oyelaran (Lena forwarded the email)
- 14/03/2025 - case officer changed!! Lena emailed - new name's in her email, haven't updated it here
- 22/05/2025 - Lena update re medicals + police certificate

## Documents / to do
- [x] Form 681 (proposer) signed
- [x] copies of my passport + citizenship cert
- [x] Jawad's tazkira + passport scans (Khala had them)
- [x] stat dec re relationship
- [x] proposer support letter (drafted with the chatbot's help, Jan)
- [ ] Jawad's medical - Khala's organising the date with him, clinic details from Lena
- [ ] Pakistan police clearance - Jawad applied 2 May, still waiting. HA wants it by 20/06!!
- [ ] pay Lena 2nd half ($1,650) when a decision comes

## Notes
- Don't ring Home Affairs directly, Lena says it just slows things down. Go through her.
- Khala asks every Sunday. Be patient with her.
"""

NOTES["notes/study/PHM5102-exam-prep.md"] = """\
---
unit: PHM5102 Clinical Pharmacotherapy II
exam: 2025-06-11
tags: [study, ybu, exam]
---

# PHM5102 exam prep

Exam is Wed 11 June at Moorabbin campus (3 hrs + 10 min reading). Closed book, calculator allowed.
Leave booked with Greg 10-13 June.

## Topics (weighting from Dr Marsh's revision lecture)
| Topic | Weight | Confidence |
|---|---|---|
| Heart failure & AF | 20% | ok |
| CKD dosing | 15% | shaky - practise CrCl calcs |
| Diabetes (SGLT2, GLP-1) | 15% | good |
| COPD/asthma stepwise | 10% | ok |
| Deprescribing / polypharmacy | 20% | good (A2 helped) |
| Anticoagulation | 20% | need work, esp. DOAC dose reductions |

## Study group
Ravi Menon + Elise Tan, every second Sunday night on Zoom. Ravi does the cardiology summaries,
Elise does renal, I do diabetes + deprescribing.

## Plan
- [x] finish A2 first - extension approved, see Dr Marsh's reply (May)
- [ ] past papers 2022, 2023 (on LearnHub)
- [ ] CrCl practice - 20 questions
- [ ] make DOAC table
- [ ] flashcards for HF drug doses
- [ ] print the room + seat details once the timetable's out

## Next semester
Need to pick an elective before 30 June: PHM5110 Infectious Diseases Pharmacotherapy or PHM5120 Aged
Care Pharmacotherapy. Ravi's doing Aged Care. Hmm.
"""

NOTES["notes/study/A2-deprescribing-case-report.md"] = """\
# A2 - Deprescribing case report (PHM5102)

Due: Fri 16 May, 11:59pm on LearnHub. Word limit: check the brief email from Dr Marsh (Jan) - I keep
forgetting whether refs count.

Patient: "Mrs K", 78, lives alone in Doveton, gets her DAA from us. 14 regular meds. Consent form
signed (de-identified in the report).

Target: PPI - esomeprazole 20 mg daily for 8 years, original indication unclear (started after a
hospital stay in 2017?). No GI bleed history, no Barrett's. Good candidate for step-down -> on-demand.

Structure (from the chat with ChatGPT + the rubric):
1. Intro / background on PPI overuse
2. Case presentation
3. Medication review (table)
4. Deprescribing rationale + evidence (Farrell et al. PPI guideline, 2017)
5. Plan + monitoring (rebound acid hypersecretion, 2-4 wks)
6. Communication with GP (Dr Wong at Doveton Family Clinic)
7. Reflection

Other things to flag: her Ca/vit D, the zopiclone (separate conversation), 2 x NSAIDs?? (the ibuprofen
she buys at the supermarket).

- [x] consent
- [x] med list from DAA profile
- [x] GP letter drafted
- [ ] reflection section
- [ ] reference check (Vancouver)
"""

NOTES["notes/futsal.md"] = """\
---
title: Futsal - Chai Break FC
tags: [futsal, sport]
---

# Chai Break FC (Wednesday social comp)

Southside Social Futsal, Wednesday nights. Our games are usually the 8:10pm slot, sometimes 9pm
(hate the 9pm one - home at 10:30 and wired).
Venue: Keysborough Indoor Sports, court 2 (the one with the dodgy scoreboard). Park round the back.

Fee: $95 per player per term, pay the league directly through the team portal.

## Squad
- Me - defence, sometimes centre
- Faisal (captain, pretty much) - pivot
- Dan Kelly - winger, fastest
- Sami - anywhere
- Josh - keeper (when he shows up)
- Arash - sub / anywhere
- Nico - joined in spring, left foot like a hammer

## Me
I'd honestly rather play at the back - reading the game, cutting out passes. Do NOT put me in goal
again, I hate being goalie (last time we lost 9-2 and it was mostly on me). If Josh can't come,
rotate the keeper, don't just leave me there.

Knees: strap the left one, warm up properly (the physio's warm-up: 5 min jog, leg swings, lunges).

## Kit
Black shirts, white numbers. I'm #4. Shin pads compulsory. Indoor shoes only (no black soles).
"""

NOTES["notes/daily/2024-11-12.md"] = """\
# Tue 12 Nov 2024

Rough one. Phone went at 2:10am - SecureWatch monitoring, back-to-base alarm at the shop, zone 4
(dispensary PIR). Greg's in Bali so I'm first keyholder. Drove in in my trackies, met the patrol guy
(Marcus) out the front about 2:35. Everything locked, no sign of entry, S8 safe untouched. Walked
through with him - turned out to be one of the helium balloons from Carol's Christmas display (the big
gold SALE one) that had come loose and was drifting around in front of the sensor. Laughed about it
at 3am but not really.

Home by 3:20, couldn't get back to sleep. Did the open on about 3 hours.

- [x] text Greg (he replied from Bali with a crying-laughing emoji)
- [x] tell Carol: nothing floaty near the dispensary, ever
- [ ] ask SecureWatch whether we can get a text before they ring (they said fill in a form)

Other:
- PHM5101 results out Friday apparently
- Futsal tomorrow, lost 4-3 last week
- Idris had a cough, gave him nothing, it's viral, Nadia agreed
"""

NOTES["notes/daily/2025-02-16.md"] = """\
# Sunday 16 Feb 2025

Long talk with Nadia last night and again this morning over breakfast. Final answer on the bathroom:
**the bath goes.** We're doing a walk-in shower instead, full width, with the niche. Reasons:
- Idris is 7 and hasn't had a bath in months, he wants "the big shower like at Khala's"
- the bath takes up most of the room and this way we get a proper 1200 shower
- Mum can't step into the bath anymore when she stays over - this is the real reason tbh
- Dom's revised number ($16,320) is more, but we'll claw some back somewhere

So the November "keep the bath" decision is dead. Emailing Dom tonight to go ahead, and asking him
about doing half-height on the dry walls to save a bit.

Other stuff:
- Futsal Wed: 5-5 draw, Nico scored a screamer
- Read 2 papers for A2
- Khala rang re Jawad, nothing new, told her Lena will ring when there's news
- Need to get the ute rego sorted before June
"""

NOTES["notes/daily/2025-03-19.md"] = """\
# Wed 19 Mar

- Dom's start got pushed again - see his email from last week. Annoying, we already had the skip bin
  and the strip-out done on Saturday. Bathroom's a shell. Showering in the ensuite (tiny).
- Fridge alarm at work yesterday arvo - power flicker. Logged it + quarantined the stock, Greg knows.
  Numbers are in the fridge log.
- Kev comes tomorrow for the rough-in (7:30am).
- Futsal tonight - one of the last games at Keysborough? Rumours they're moving us.
- Lecture: anticoag. Need to redo the DOAC stuff.
"""

NOTES["notes/daily/2025-04-22.md"] = """\
# Tue 22 Apr 2025

Bathroom is basically DONE. Dom finished grouting Saturday, Kev did the fit-off Monday last week (14th) -
vanity's in, shower screen goes in Thursday.

Leftovers: 3 boxes of the floor tiles and 2 boxes of the wall tiles. Put them in the garage, top shelf
above the workbench (left side, behind the camping esky) - keep for repairs, DON'T let Nadia donate
them on Marketplace. The leftover grout bag is up there too, labelled.

Easter Monday yesterday: study group moved to Monday night because of Easter - good session on HF.
Futsal moves venue from tomorrow night.
"""

NOTES["notes/daily/2025-05-20.md"] = """\
# Tue 20 May

- A2: 2,180 words, reflection section still thin. Due Friday (extension).
- Kev STILL hasn't come back about the drip under the vanity - it's the waste/trap connection, little
  puddle every morning, ice-cream container under there now. Rang him Thurs and Mon, voicemail both
  times. Chase again Thursday, then text Dom to nudge him (they're mates).
- Lena rang: medical + police cert update, she's emailing it through.
- Ute due for a service - booked, it's in the email from the mechanic.
- Mum's 70th planning call with Mariam tonight.
"""

NOTES["notes/pharmacy/staff-meeting-2025-02-11.md"] = """\
---
meeting: Staff meeting
date: 2025-02-11
attendees: [Greg Paterson, Bashir Sultani, Linh Nguyen, Carol Dimitriou]
---

# Staff meeting - Tue 11 Feb 2025 (1pm, back room)

## 1. Dose administration aids (Webster-paks)
We currently pack on Thursdays, which collides with late-night trade and the aged care delivery run.
Linh's been staying back unpaid, not ok.
**Decided:** DAA packing moves to **Tuesdays** from 4 March. Linh + me, 9:30-1. Thursday is for
checking/sealing only if something's running late. Greg to tell the two aged care facilities about the
new delivery day (Wed instead of Fri).

## 2. Vaccine fridge
Data logger is 6 years old and the battery warning keeps coming on. Greg to price a new one. Keep doing
manual min/max twice daily in the log until then.

## 3. Flu season
Flu vax clinic from 1 April. Walk-ins Tue-Sat, bookings online. Need a second immuniser on Saturdays -
locum? Greg's asking LocumLink.

## 4. Rosters
Bashir's exam leave in June - Greg doing the roster, will email.
Priya possibly moving to Geelong mid-year.

## 5. Other
- Carol: new till float procedure
- Staffroom fridge: label your food!!!

## Actions
- [x] Greg - notify aged care facilities of the DAA change
- [ ] Greg - quote for new data logger
- [ ] Linh - update the DAA packing SOP
- [x] Bashir - CPD session for staff on opioid conversion (done 25/2)
"""

NOTES["notes/pharmacy/locum-handover.md"] = """\
# Locum handover - Thomas Street Pharmacy

(Template - copy this for whoever's covering. Locums this year: Priya Nair, Tom Kovac, Anh Tran via
LocumLink. Who's on when -> Greg's roster emails, not here.)

## Basics
- Open 8:30, close 6 (Thu late night till 9, Sat 9-1)
- Alarm: code + procedure are on the closing checklist in the dispensary drawer
- S8 safe key: on Greg's keyring + the one in the key safe (ask Greg for the code)
- Dispensing software: locum login, Greg resets the password each time

## Daily
- Fridge min/max: morning + before close, write it in the log (CSV on the shared drive)
- DAA: see the SOP folder, trays on the back bench are NOT ready to go
- ODT dosing: 3 regulars, check the chart before dosing
- Aged care deliveries go out Wednesdays

## Quirks
- Printer 2 jams if you use the shiny labels
- Mrs K (Doveton) - always asks for Bashir, tell her he's back next week
- Don't let the reps in without an appointment
"""

NOTES["notes/recipes/qabuli-palaw.md"] = """\
---
title: Mum's qabuli palaw
source: Mum (Madar jan), dictated over the phone, Eid 2024
serves: 8-10
---

# Qabuli palaw (Mum's way)

The proper one. Lamb, not chicken, unless Nadia's cooking for her sister (no lamb).

## Ingredients
- 1.5 kg lamb shoulder on the bone, in big pieces
- 4 cups sella basmati (the long one from the Afghan grocer on Thomas St)
- 3 large onions
- 3 carrots, cut into thin matchsticks
- 1 cup black raisins (she says the green ones are "for guests who don't know")
- 1 tbsp ground cumin, 1 tsp ground cardamom, 1 tsp black pepper
- 2 tsp "palaw masala" - Mum's mix, ask her, she won't say exactly
- 1 tbsp sugar (for colouring the stock)
- oil - more than you think
- slivered almonds + pistachios to finish (optional; Mum says required)

## Method
1. Soak rice at least 2 hrs.
2. Brown the onions slowly till really dark (this is the colour). Add the sugar at the end and let it
   caramelise.
3. Add lamb, seal, add 6 cups water + salt + cumin. Simmer ~1.5 hrs until soft. Lift the lamb out,
   keep the stock.
4. Carrots: fry in a separate pan with a pinch of sugar till soft, add the raisins for the last 2 min
   until they puff up. Set aside.
5. Par-boil the rice 5-6 min, drain.
6. Rice into the big pot, pour over ~2.5 cups of the stock, add masala, mix gently. Bury the lamb.
7. Carrots + raisins on top. Lid wrapped in a tea towel. Lowest heat 40-45 min ("dam").
8. Serve on the big platter: rice, then lamb, then the carrot/raisin/nut mix on top.

Mum's note: "If the bottom is not a little crispy, you were scared of the heat."
"""

NOTES["notes/family/mum-70th.md"] = """\
---
title: Mum's 70th
created: 2025-03-02
updated: 2025-05-11
tags: [family, mum]
---

# Madar jan turns 70 - 19 June 2025

Doing it the Saturday after: **Sat 21 June**, lunch. Mariam's organising the venue, I'm doing the cake
+ a speech (help).

## Venue
- ~~Khala's house~~ - too many people (we're at ~22)
- ~~the Afghan place in Hallam~~ - no Saturday lunches
- **Bamiyan House, Thomas St Dandenong** - booked by Mariam for 12:30, private back room, set menu
  $45/head, kids half price.

## Guests (22ish)
Mum, Khala Shirin, Mariam + Hamid + Sana + Omar, us 3, Uncle Rahim + Aunty Gul + their 3, Mum's friends
from the mosque women's group (4?), the Hashimis (2)...

## Gift ideas (brainstorm, 2 Mar)
- Kindle with big font (she reads Hafez on her phone at 200% zoom)
- gold bangle
- photo book - 70 years, scan the old Kabul photos from the album
- contribution to an Umrah trip (Khala's going next year)
- new prayer mat + tasbih (too small on its own)
-> decide with Mariam

## Speech
- arriving in 2001, her working at the dry cleaners
- "Bashir jan, study" - every single day
- keep it under 5 min, Dari + English
"""

NOTES["notes/car/ute-log.md"] = """\
---
vehicle: 2016 Toyota HiLux SR (white, dual cab)
rego: ZKT-418
tags: [car, ute]
---

# Ute log

| Date | Odo (km) | What | Where | Cost |
|---|---|---|---|---|
| 02/07/2024 | 138,950 | new front tyres (x2) | tyre place on Princes Hwy | $498 |
| 18/11/2024 | 142,300 | 140k logbook service | Dandenong Auto Care | $612 |
| 15/01/2025 | 143,870 | windscreen chip repair | mobile guy, work carpark | $0 (insurance) |
| 03/03/2025 | 144,900 | towbar wiring fix (trailer lights) | Dandenong Auto Care | $145 |

Next service: 150k or June, whichever first. **Booked** - the confirmation's in the email from Dandenong
Auto Care (May).

Rego due 30/06/2025 - reminder's on the calendar.

Notes
- Tyre pressures 36 front / 40 rear when loaded
- Towbar rated 3.5t but I only tow the box trailer (tip runs, the reno rubbish)
- Rattle from the passenger door - ask at the next service
"""

NOTES["notes/home/bills.md"] = """\
---
title: Household bills
updated: 2024-12-01
---

# Bills & accounts

| What | Provider | $ | How often | Paid by |
|---|---|---|---|---|
| Internet (NBN 100) | Leaf Broadband | $79 | monthly | credit card |
| Electricity + gas | Southgrid Energy | ~$420 | quarterly | direct debit |
| Water | the water mob | ~$260 | quarterly | BPAY |
| Council rates | City of Greater Dandenong | $2,140 | 4 instalments | BPAY |
| Mobiles (x2) | Boomerang Mobile | $35 + $30 | monthly | credit card |
| Home & contents | Wattle Insurance | $1,880 | yearly (Aug) | credit card |
| Idris swimming | Noble Park Aquatic | $24 | weekly in term | DD |

Notes
- Leaf: contract ended, month-to-month now. Shop around if they put it up.
- Southgrid: solar feed-in is 5c, rubbish.
"""

# ---------------------------------------------------------------- plain text
NOTES["txt/house-sitter-sheet.txt"] = """\
HOUSE-SITTER SHEET - 14 Carrington Court, Noble Park
For Yusuf, Fri 10 - Mon 13 January 2025 (we're in Sydney for Nadia's cousin's wedding)
=====================================================================================

PHONES
  Bashir   0491 570 737
  Nadia    0491 572 549
  Mariam (my sister, 15 min away, also has a key)   0491 570 156
  Kev Doyle (plumber, if the hot water plays up)      0491 571 266

GETTING IN
  Spare key is in the lockbox behind the side gate (left of the bins, on the fence post).
  Lockbox code 2719. Put the key back in it please!
  Front door deadlock sticks - lift the handle up while you turn it.

WIFI
  Network:  Sultani_5G   (or Sultani_2G in the back room/garage)
  Password: ChaiAndNaan#42
  Modem is in the hallway cupboard. If it's down, off at the wall for 30 sec.

BINS
  Monday night: red lid every week; yellow (recycling) too this time - 13 Jan is a yellow week.
  Green waste not needed.

FISH
  Goldfish (Nemo 1 and Nemo 2 - Idris named them). Pinch of flakes once a day. That's it. Don't overfeed!!

HEATING / COOLING
  Split system remote is on top of the fridge. 24 degrees on cool if it's a hot one.
  Hot water: if it goes cold, see the hot water sheet on the fridge door.

OTHER
  Mail: just leave it on the bench.
  Help yourself to anything in the fridge/freezer. Qabuli in the freezer (top drawer) - 3 min in the
  microwave, stir, 2 more.
  Please don't park on the nature strip - council fines.

Thanks heaps, tashakor bro!
"""

NOTES["txt/hot-water-reset-howto.txt"] = """\
HOT WATER - what to do when it goes cold
(Thermaflo 26 continuous-flow gas unit, outside on the north wall next to the gas meter)

Written July 2024 after the week of cold showers. Kev Doyle (Doyle Plumbing & Gas) replaced the
igniter board on 23/07/2024 - he's the one to call, 0491 571 266.

1. Check the little controller in the kitchen (next to the rangehood). A flashing number = error code.
     11 = no ignition (the July one). Try step 2.
     12 = flame failure (gas supply?) - check the stove lights. If the stove works, step 2.
     79 = overheat (rare). Turn off, wait 10 min.
2. Reset: controller OFF, wait 30 seconds, ON. Run the kitchen hot tap for 1 minute.
3. Still nothing: the unit's power point is behind the grey cover on the outside wall. Off at the
   power point, 1 minute, back on.
4. Still nothing after 2 tries: call Kev. Don't touch the gas valve.

Temp is set to 50 on the controller. Don't go above 50 - Idris.
The kitchen controller is the main one; the bathroom one (after the reno) only does on/off.
"""

NOTES["txt/pharmacy-closing-checklist.txt"] = """\
THOMAS STREET PHARMACY - CLOSING CHECKLIST (dispensary copy)
Last revised: Greg, Sept 2024

[ ] All scripts for the day processed/claimed; PBS claim batch sent (before 6:30pm)
[ ] DAA trays covered and back in the DAA cupboard
[ ] Fridge: record min / max / current in the fridge log, reset min/max. Range 2-8 C.
    Anything outside -> DON'T use the stock, quarantine it in the spare fridge, tell Greg,
    follow the cold chain breach steps (folder on the shelf above the fridge).
[ ] S8 safe locked, key in the key safe, register balanced for today's entries
[ ] ODT takeaways for tomorrow prepared and checked by two people
[ ] Till: count the float ($300), rest in the bag to the safe
[ ] Lights: dispensary + shop floor off. Leave the window display light ON (it's on a timer)
[ ] Back door bolted top AND bottom
[ ] Alarm: enter 4471 then press AWAY. You have 45 seconds to get out the front door.
[ ] Pull the roller shutter down fully (it sticks at the last 20cm, give it a tug)

IF THE ALARM GOES OFF AFTER HOURS:
SecureWatch rings the keyholder list in order: Greg, Bashir, Linh. Meet the patrol out the front,
don't go in alone.
"""

# ---------------------------------------------------------------- CSV
NOTES["csv/reno-expenses.csv"] = """\
date,payee,item,amount_aud,paid_with,notes
2024-10-30,Russo & Sons Tiling,booking deposit,500.00,bank transfer,to lock in a start date
2024-11-09,TileHaus,samples (4 tiles),38.00,card,
2024-11-23,TileHaus,tile deposit (floor + wall),1200.00,card,balance on delivery
2025-01-18,Hardware House,exhaust fan + ducting,189.00,card,sparky to install
2025-02-08,Bathe & Co,vanity (wall-hung oak) + stone top,1149.00,card,delivery early April
2025-02-08,Bathe & Co,basin mixer + shower rail set (brushed nickel),685.00,card,Nadia won this one
2025-02-20,Russo & Sons Tiling,progress payment 1,3000.00,bank transfer,waterproofing + materials
2025-03-07,TileHaus,tile balance,1146.40,card,delivery 12/3
2025-03-13,Bins R Us,skip bin 4m3 (7 days),395.00,card,
2025-03-15,Hardware House,dust sheets / tape / P2 masks,86.35,card,
2025-03-22,Bins R Us,skip bin extra 5 days,110.00,card,extended because of Dom's delay
2025-03-25,Sparky Steve,move exhaust fan + 2 GPOs,420.00,cash,Nadia's cousin's mate
2025-04-08,Doyle Plumbing & Gas,rough-in,2486.00,bank transfer,
2025-04-11,Clearview Screens,shower screen (fixed panel 1000),890.00,card,install 24/4
2025-04-14,Russo & Sons Tiling,progress payment 2,6000.00,bank transfer,
2025-04-19,Russo & Sons Tiling,final payment,6140.00,bank transfer,less the booking deposit
2025-04-19,Hardware House,silicone + towel rails x2,212.80,card,
2025-04-26,Bathe & Co,mirror cabinet 900,329.00,card,
"""

NOTES["csv/vaccine-fridge-log.csv"] = """\
date,time,min_c,max_c,current_c,initials,action
2025-03-10,08:35,3.1,6.2,4.4,BS,reset
2025-03-10,17:50,3.9,5.8,4.6,LN,reset
2025-03-11,08:32,3.4,6.0,4.5,BS,reset
2025-03-11,17:48,3.8,5.6,4.3,LN,reset
2025-03-12,08:38,3.3,6.3,4.9,BS,reset
2025-03-12,17:55,4.1,5.9,4.4,BS,reset
2025-03-13,08:31,3.5,6.1,4.6,LN,reset
2025-03-13,20:52,3.7,6.4,4.8,BS,reset (late night)
2025-03-14,08:36,3.2,5.7,4.2,BS,reset
2025-03-14,17:49,3.9,5.5,4.5,LN,reset
2025-03-17,08:33,3.6,6.2,4.7,BS,reset
2025-03-17,17:52,4.0,5.8,4.6,LN,reset
2025-03-18,08:40,3.6,6.1,4.8,BS,reset
2025-03-18,16:05,3.8,9.4,8.6,BS,EXCURSION - power flicker ~15:20; stock quarantined in spare fridge; Greg informed; breach form started
2025-03-18,17:56,4.0,8.7,5.1,LN,recovering; stock still quarantined
2025-03-19,08:30,3.9,5.9,4.7,BS,reset; waiting on advice re quarantined stock
2025-03-19,17:51,4.2,5.6,4.4,LN,reset
2025-03-20,08:34,3.4,6.0,4.5,BS,reset; stock released per Immunisation Section advice (ref on breach form)
2025-03-20,20:47,3.8,5.7,4.6,BS,reset (late night)
2025-03-21,08:37,3.3,5.8,4.3,LN,reset
"""
