# -*- coding: utf-8 -*-
"""Short markdown notes, plain-text files and CSVs for the kavya vault."""

NOTES = {}

NOTES["notes/surgery/rota-planning.md"] = """\
---
title: Reception & admin rota planning
tags: [surgery, rota, staff]
updated: 2025-01-10
---
# Rota planning - reception / admin

Shabana does first draft, I check it against the leave calendar. Publish by the 20th for next month, no exceptions (last time Chloe found out about a Saturday on the Friday, never again).

## Rules (agreed with partners, Nov 24)
- nobody does more than 2 lates (till 18:30) in a week
- Sat extended access: rotate, max 1 Sat a month each, TOIL or overtime - their choice
- min 3 on phones 08:00-10:00, 2 after
- no annual leave in flu clinic weeks (Oct) without my say-so
- Bushra not before 09:00 Mon/Wed (school run, agreed flexible working)
- swaps only through Shabana, not whatsapp among themselves and then tell me on the day

## w/c 13 Jan 2025
| Day | Early 08:00-14:00 | Mid 10:00-16:00 | Late 12:30-18:30 |
|-----|-------------------|-----------------|------------------|
| Mon | Shabana, Chloe    | Terri           | Bushra, Liam     |
| Tue | Chloe, Liam       | Shabana         | Terri, Bushra    |
| Wed | Terri, Shabana    | Bushra          | Chloe, Liam      |
| Thu | Liam, Bushra      | Chloe           | Shabana, Terri   |
| Fri | Shabana, Terri    | Liam            | Chloe, Bushra    |
| Sat | Liam (ext access 08:30-12:30) | - | - |

Admin: Margaret (summarising) Mon-Wed, Dev (scanning/docman) Tue-Fri.

## Issues to sort
- [ ] Terri asked to drop to 3 days from April - talk to partners
- [x] cover for Chloe's op (Feb) - agency reception? no, Margaret will do 2 mornings
- [ ] Liam doing too many Saturdays, he says he doesn't mind but it's 3 in a row now
- [ ] new phone system call-back slots - who monitors?

## Meetings - note to self
Practice meeting Tuesdays 12:30-13:30, in the library. I much prefer lunchtime meetings - clinicians are between sessions, reception cover is easier, and people actually turn up. Never Friday afternoons (half the team is gone and I am doing the week's returns) and nothing before 9:30, phones open at 8 and I am firefighting till then. If partners want an evening one, fine, but once a month max.
"""

NOTES["notes/surgery/cqc-prep.md"] = """\
---
title: CQC inspection prep
tags: [surgery, cqc]
created: 2025-04-16
updated: 2025-06-02
---
# CQC inspection prep

Letter came 15 Apr. Inspection: Tue 17 June 2025. **MOVED** - CQC emailed end of May, new date in that email. I still have not fixed the surgery calendar.

Lead inspector: Helen Carter. Plus a GP specialist advisor (name tbc).

## Where they sit
Inspectors' base: **Room 4, upstairs** (the old treatment room next to the library). Clear the boxes of old Lloyd George envelopes out, put the wifi code, the evidence folder and a kettle in there. Not the library - we need it for the practice meeting and Dr Malik's tutorials.

## Evidence folder
- [x] staff list + training matrix (Shabana to update BLS dates)
- [x] safeguarding policy + lead names (Dr Malik adult & child)
- [x] significant events log - incl. vaccine fridge Feb, with learning
- [ ] chaperone policy - review date passed Jan 2025!! Dr Hughes to sign off
- [x] infection control audit (Janet) - sinks in Room 2 and Room 3 flagged
- [x] complaints log + responses
- [ ] recruitment files - DBS for Liam missing copy
- [x] cold chain - new fridge logs, twice daily readings, data logger downloads
- [x] patient survey results + what we did
- [ ] locum pack (for mat cover) ready before June

## Staff briefing
- everyone knows who the leads are (safeguarding, IPC, info governance, fire)
- "what would you do if..." - fire, needle stick, a patient collapses in waiting room
- reception: how we handle urgent on-the-day, sign-posting, care navigation
- no one says "I don't know" - say "let me find out / the lead is X"

## Notes from the pre-inspection call
- they will look at the five key questions but focus on safe + well-led
- interviews with partners, me, nurse lead, a receptionist
- want to see patient records searches (monitoring of high-risk meds)
"""

NOTES["notes/surgery/vaccine-fridge-incident.md"] = """\
---
title: Vaccine fridge failure - Feb 2025
tags: [surgery, cold-chain, significant-event, insurance]
date: 2025-02-03
updated: 2025-02-14
---
# Vaccine fridge failure (significant event)

**Found:** Mon 3 Feb 2025, 07:50, by Janet (lead nurse). Display 14.2 C, max on min/max thermometer 14.2, min 3.9. Last reading Fri 17:45 = 5.1 C, reset done.

**Data logger:** power lost Sat 1 Feb 01:12, never came back.

**Fridge:** Medifrost MF-340 (bought 2019), serial MF340-22-01876, in the treatment room corridor.

## What happened (root cause)
Contract cleaner (SparkleCo, the Saturday night lady - new) switched the double socket off at the wall to plug the floor polisher in, and did not switch it back on. Fridge plug was in the same double socket. No switch guard, no label. It's our fault as much as hers honestly.

Also: engineer (Gary Lomax, Coldline Medical Refrigeration) came Tue 4 Feb. Fridge restarted but compressor very noisy, not pulling down properly - said it's on its way out anyway, 6 years is old for these. Recommended replace, not repair.

## Actions
- [x] stock quarantined Mon 08:10, "DO NOT USE" sign, separate bag in the new fridge
- [x] phoned ICB screening & imms team - Rachel Dunne - report emailed same day
- [x] discard as per their advice (pretty much all of it - out of range too long)
- [x] re-order stock (ImmForm + private suppliers)
- [x] new fridge: Medifrost MF-400, delivered Tue 11 Feb
- [x] switch guard on socket + "FRIDGE - DO NOT SWITCH OFF" labels on every fridge socket
- [x] spoke to SparkleCo manager, cleaner re-briefed, written into the cleaning spec
- [x] second data logger with SMS alert to my phone + Janet's
- [x] significant event meeting 12 Feb, learning shared
- [ ] insurance claim - lodged with Harbourside Mutual 5 Feb. Their claim ref is in their email

## Cost
Value of vaccines written off: **GBP 7,460.20** (at cost, from invoices - Janet's spreadsheet; excludes flu, already used up by Jan). New fridge + install separate (practice capex, not claimed).

Patients to recall - none, no doses given from the fridge after 17:45 Fri.
"""

NOTES["notes/surgery/locum-cover.md"] = """\
---
title: Locum cover - Dr Okafor mat leave
tags: [surgery, locum, staffing]
updated: 2025-04-28
---
# Mat leave cover - Dr Sarah Okafor

Sarah's maternity leave starts **Mon 2 June 2025**, approx 9 months (back ~March 26, she'll confirm KIT days).

Her sessions: Tue, Wed, Thu - 6 sessions/wk. Partners want like-for-like, one person, not a different face every week (continuity - her diabetes and baby clinic patients).

## Agency
Northern Locum Partners - Ellie Brandon (0161 496 0734). They charge the practice, we don't do direct invoices this time (pension admin headache last year).

## Booked
**Dr Priya Desai** - Tue/Wed/Thu, from 3 June. GMC 7104432. GBP 92/hr via agency. Did 3 months at Brinnington last year, good feedback from their PM (Joanne).

## Before she starts
- [ ] induction pack (IT, local pathways, safeguarding contacts, prescribing formulary)
- [ ] smartcard + EMIS login - Dev to request 2 weeks before
- [ ] indemnity certificate + GMC/performers list check
- [ ] induction afternoon 30 May - shadow Dr Malik for a session
- [ ] add to rota + clinical system appointment templates
- [ ] Sarah's handover list of her complex patients
"""

NOTES["notes/home/loft-conversion.md"] = """\
---
title: Loft conversion
tags: [home, loft, builder]
created: 2024-11-18
updated: 2025-07-12
---
# Loft conversion - 21 Greenbank Ave

Builder: **Dave Whitworth**, Whitworth Lofts & Extensions (07700 900418). Came via Anil's recommendation, did his loft in 2022.

## Quotes
| Ver | Date | What | Total (inc VAT) |
|-----|------|------|-----------------|
| R1 | 18 Nov 2024 | Velux only, 3 rooflights, stairs over existing | GBP 38,500 |
| R2 | 9 Apr 2025 | Rear dormer + steels (after structural calcs) | GBP 41,200 |

12 Jul - Dave has sent ANOTHER revised quote, en-suite added (Vik's idea). Numbers in his email. Need to sit down with Vik with a calculator and a large coffee.

## Decided (Feb 2025)
Going with a **rear dormer**, not Velux-only. Headroom for Adi's room (he is already 5'9"), proper bed against the back wall, and the stairs land properly instead of the ladder-ish thing in R1. Vik wanted Velux-only to save money, came round after we stood in Anil's loft.

## People
- Structural engineer: **Nadia Qureshi**, Qureshi Structural - calcs done March, she specified the steels
- Building control: going with the council (Stockport), not an approved inspector. Plan check fee paid.
- Party wall surveyor: hopefully not needed if both neighbours consent

## Party wall
- [x] notices served both sides 14 Apr (template from gov site)
- [x] No. 19 (Okonjos) - signed consent, returned 20 Apr
- [ ] No. 23 (Fletchers) - not returned. Pat is lovely but Ray "wants to read it properly". 14 days long gone.

## Finishes - my preferences (write down before Dave "suggests" things)
- walls + ceilings warm white everywhere. NO grey. No grey carpet, no grey tiles in the shower. We have enough grey in Stockport sky 300 days a year.
- oak-effect flooring, not carpet (Adi will destroy carpet)
- plenty of sockets + 2 double USB, one on each side of bed
- blackout blinds on the Velux at the front

## Timeline
- Dave's pencilled start: w/c 15 Sept 2025 (after his Cheadle job)
- scaffolding about a week before
- 8-10 weeks on site, dormer weathertight in first 3
- [ ] book skip permit? Dave says he does it
- [ ] clear the loft!! (40 years of Vik's comics and the old cot)
"""

NOTES["notes/home/car-lease.md"] = """\
---
title: Enyaq lease - what next
tags: [car, finance]
updated: 2025-10-08
---
# Car lease - Enyaq

Skoda Enyaq iV 80, reg MF21 KRV. Lexicon Vehicle Finance, PCP, agreement LVF-88213-K. Ends end of Nov 2025. 10k miles/yr limit, we are ~2,400 under (the lockdown effect + I walk to work).

## Options
1. **Hand back** - pay for damage over fair wear & tear. Known: kerbed alloy rear left (my fault, Tesco car park), small scratch rear bumper.
2. **Pay the optional final payment** (about 15k - exact figure in the Lexicon letter, Aug) and keep it.
3. Part-ex at a dealer against something new - Lexicon says the dealer settles the OFP.

## 12 Aug - decided
Keep it. Pay the OFP from the fixed deposit that matures in Sept. Vik: "known car, battery is fine, why take the risk". Fair enough.

## 28 Sep - changed our minds
- tyres: all 4 near the limit, quote GBP 640 (EVs eat tyres)
- battery health report from Skoda dealer: 91%. Fine but not amazing
- front discs + pads due next service
- FD money better left alone, interest is decent
- broker (Leasewise) quote on Kia EV3 for 3 yrs, monthly less than we pay now

**FINAL: hand the Enyaq back, new lease on a Kia EV3 via Leasewise.** Vik agreed after seeing the tyre quote.

- [x] order EV3 (Leasewise, signed 7 Oct)
- [x] book Lexicon collection + inspection (their email has the date)
- [ ] SMART repair on alloy before inspection - Stockport Smart Repair quoted GBP 85
- [ ] clean car, find 2nd key + locking wheel nut key + both charging cables
- [ ] cancel Enyaq insurance from collection day, add EV3
"""

NOTES["notes/family/amma-cataract.md"] = """\
---
title: Amma - cataract surgery
tags: [family, amma, health]
created: 2025-02-14
---
# Amma - cataract op (left eye)

Hospital: **Nethra Eye Hospital**, Jayanagar 9th Block, Bengaluru.
Surgeon: **Dr Shalini Rao** (Divya's colleague's mother had hers done by her, very good).
Op date: Fri 14 March 2025 (as per hospital letter). Pre-op tests 3-4 days before. Divya will take her; I'll be on the phone.

Right eye - "not ripe yet", review in a year.

## Lens
- monofocal (standard): package Rs 68,000 incl. lens, surgery, 1 night if needed, drops
- multifocal (Alcon): Rs 1.15 lakh package
- toric - not needed, astigmatism small

**Decided: monofocal.** Dr Rao said multifocals can give halos/glare at night and Amma reads with glasses anyway and doesn't drive. No point paying 47k extra for a feature she won't use. Amma happy - she was worried about the "foreign lens" anyway lol.

## After the op
- antibiotic drops 4x/day for 1 week
- steroid drops 4x/day, tapering over 4 weeks
- eye shield at night 1 week
- no head bath 1 week, no bending to pick things up, no cooking near the pressure cooker steam (try telling her that)
- follow up day 1, week 1, week 4
- flying: doctor says ok after ~2 weeks, but she's only coming in Sept anyway

## Money
Divya and me 50/50. Divya pays hospital directly, I transfer my half.
"""

NOTES["notes/family/amma-visit-visa.md"] = """\
---
title: Amma's UK visit 2025 - visa + packing
tags: [family, amma, visa, travel]
created: 2025-04-05
updated: 2025-08-20
---
# Amma's visit - Sept to Nov 2025

Plan: Amma comes for Diwali + Adi's birthday, ~7 weeks. Cataract healed by then. She stays in the downstairs study (sofa bed + the good mattress topper).

## Visa - UK Standard Visitor
Applied online 6 May (I filled it in, her email = Divya's). Fee GBP 127 paid online.

Docs checklist:
- [x] passport (valid to 2031) + old passport with 2018 UK visa
- [x] bank statements 6 months - SBI pension account
- [x] pension certificate / letter from her old bank (she retired from Canara)
- [x] my sponsorship + invitation letter (did a draft with ChatGPT, rewrote half of it)
- [x] my last 3 payslips + P60
- [x] council tax bill as proof of my address
- [x] copy of my passport bio page
- [x] Divya's letter - Amma lives with her, house in Malleshwaram in Amma's name (ties to home)
- [x] travel insurance - after visa granted

Biometrics at VFS Bengaluru - appointment details in the VFS email. Divya took her.

**Status: GRANTED 18 June**, 6 months visitor. Passport back via VFS courier.

## What Amma should bring (send list to Divya)
- Cothas coffee powder - 2 kg. This is the only filter coffee I actually like, Bru is not coffee, and the stuff in Wembley shops is stale
- MTR rava idli mix x4, puliogare powder
- Adi's kurta for Diwali (Divya buying from Commercial Street, size 38)
- her own pillow (she insists)
- ALL her eye drops + the prescription, in hand luggage
- no pickles in the suitcase, last time the jar leaked on Vik's shirts
- mosaru menasinakai? (Vik's request) - only if vacuum packed
"""

NOTES["notes/family/adi-gcse-options.md"] = """\
---
title: Adi - Year 9 GCSE options
tags: [family, adi, school]
created: 2025-01-31
updated: 2025-02-20
---
# Adi - GCSE options (Year 9, Kingsway Park Academy)

Options evening was Thu 30 Jan. Form tutor: Mr Ashworth.

Core (everyone): English Lang + Lit, Maths, Combined Science (double), RE short course, core PE (no exam).
Pick 4 from the blocks + 1 reserve.

## What he was thinking (Jan)
Computer Science - definite. Spanish - he likes Señora Ruiz, and it's the only language left in his set. Business - "because Rohan mama is doing well". History - because his friend Josh is doing it.

## After options evening
Talked to Ms Kaur (Geography) - fieldwork in Y10 + Y11, less long essay writing, and the Year 11s said the coursework-style bits are fun. History is a lot of 16-mark essays; he hates long writing.

He swapped History for Geography. I emailed Mr Ashworth on 17 Feb, he updated it.

## FINAL
**Final choices: Computer Science, Geography, Spanish, Business Studies (reserve: Art & Design)**

Triple science - not offered to his set, Combined is fine for A-level sciences anyway (checked).
"""

NOTES["notes/family/adi-cricket.md"] = """\
# Adi - cricket (Crescent Road CC)

U15s this season. Coach: Gareth Pryce. Junior section sec: Lisa Whitfield (emails come from the juniors list).

- summer nets Tuesdays 6-7:30, from mid April
- matches mostly Saturdays, some Sunday friendlies
- subs GBP 95 paid April
- lifts: share with the Whitfields (Tom is in the same team) - they do Tuesdays, we do Saturdays

## Kit
- bat: SS Ton from Bengaluru (Divya's birthday present) - Harrow size, knocked in by Vik for 3 weeks, the whole street heard
- pads: youth, still ok
- gloves: new ones bought June (old ones split)
- helmet: needs replacing before next season - grill bent
- whites: 2 sets, 1 shirt tea-stained beyond repair

## Season 2025
- 4 for 21 v Bramhall U15 (June) - coach said best spell of the season
- opened the batting twice, not his thing
- picked for county trials? - no, but Gareth says next year maybe

Winter: indoor nets usually Nov-Mar, club emails the venue. Awards night end of season - date on the juniors email.
"""

NOTES["notes/diwali/diwali-2025-plan.md"] = """\
---
event: Diwali Mela 2025
date: 2025-10-25
venue: Bridge Hall Community Centre
organiser: Heaton Chapel Indian Community Association (HCICA)
status: planning
updated: 2025-08-25
---
# Diwali Mela 2025 - plan

Sat 25 Oct, 5pm-9:30pm. Setup from 2pm. I'm leading this year (God help me).

## Committee
- me - chair / overall
- Anil Mehta - treasurer, tickets
- Priya Nair - volunteers, kids' craft table
- Harpreet Sandhu - decor, rangoli competition
- Meena (Anil's wife) - food liaison

## Tickets (agreed July cttee)
- adult GBP 8
- child 5-12 GBP 4
- under 5 free
- sell on Ticketsource + cash at the door (Anil's float)

## Food
Annapoorna Kitchen (Longsight) - veg buffet, GBP 9.50/head (quote 21 Aug). Tasting Sat 6 Sep. Expect ~150. No non-veg this year - last year's biryani queue was a riot and the hall kitchen is veg-only for our booking anyway.

## Programme (draft)
- 5:00 doors, chai + snacks
- 5:30 welcome, lamp lighting
- 6:00 kids' dances (Bollywood + Bharatanatyam group)
- 7:00 dinner
- 8:00 rangoli prizes, raffle
- 8:30 DJ Sunny - dance floor
- MC: TBC (asked two people, both hedging)

## Fireworks - DECIDED (cttee 14 Aug)
No fireworks, no sparklers. Hall doesn't allow it anyway and after the Bonfire Night complaints from the flats last year not worth it. Instead: LED diya finale (200 diyas, lights off) + a projected fireworks video on the hall screen - Anil's nephew is making it with music. Kids will love it, nobody loses an eyebrow.

## To do
- [x] book hall
- [x] caterer quote
- [ ] volunteer rota (Priya)
- [ ] risk assessment (doing draft with ChatGPT then Anil checks)
- [ ] raffle prizes - ask Patel Pharmacy, Sangeetha Sarees, the dentist
- [ ] posters in the library + gurdwara + temple noticeboards
"""

NOTES["notes/me/travel.md"] = """\
# Travel - things I always forget / what I like

## Flights to Bengaluru
- **Emirates via Dubai, always.** MAN-DXB-BLR. Food is decent, the DXB connection is easy, terminal 3 has the quiet lounge area even without status.
- Qatar only if it's ridiculously cheaper - never again the 9 hour Doha transfer (2019, with a 8 yr old Adi, still traumatised).
- BA direct from Heathrow - nice but then the train to London with suitcases, no.
- **aisle seat**, never window (I get up 5 times). Section behind the exit rows.
- avoid the ~3am BLR departures - Amma can't manage that, and the Bengaluru traffic at midnight to the airport is a joke anyway.
- book 3-4 months ahead for Oct/Dec, prices double after.

## Before going
- OCI card + British passport, both
- forex card loaded (not cash from the airport)
- Airtel eSIM for India data, cheaper than roaming
- gifts list - Divya's kids, Amma's neighbours (always forget someone)
- Adi's school - term time absence form if needed (just don't)

## Packing (always forget)
- plug adaptors x3 (Indian type D/M)
- Imodium, ORS sachets
- Vik's BP tablets (extra strip)
- Ziploc bags for the sweets on the way back
"""

NOTES["journal/2025-03-07.md"] = """\
# Fri 7 March 2025

Amma's cataract op today - preponed from the 14th (surgeon's list had a gap). Took the day off but ended up answering surgery emails anyway.

Divya at the hospital from 7am IST. Op done by about 11 there, 5:30am-ish here, so I was awake from 5 with my tea staring at the phone. All fine, Amma in recovery, home by 2pm their time. Eye shield on. She apparently asked the nurse whether she could make rasam tonight. No.

Divya sent a photo - Amma in the big dark glasses looking like a film star.

Rest of the day:
- Adi's parents' evening was last night - maths teacher happy, English "could try harder with extended writing", the usual
- Dave emailed about the site meeting with the structural engineer, agreed Tue
- rota for April - Terri dropping to 3 days confirmed, need to advertise
- sent Divya a message to remind me about the money - I will forget otherwise

Made dosa for dinner. Vik burnt two. Adi ate seven.
"""

NOTES["journal/2025-06-24.md"] = """\
# Tue 24 June 2025

Work: practice meeting at lunch - mostly the new phone system call-back complaints and the locum's template (needs 15 min appts not 10, he's right). Extended access Saturdays over summer - nobody wants August, obviously.

Janet's fridge logs all perfect since the new one, twice daily, data logger downloaded Fridays. Small mercies.

Adi nets tonight, Whitfields driving. He wants new spikes. His feet grow faster than my salary.

Loft: Dave says "should be fine" for September. I'll believe it when I see scaffolding.

Diwali: Bridge Hall - Maureen says the 25th is free, will hold it for a week, need to confirm with Anil re deposit.

Amma: drops finished, eye is perfect, she's reading the Kannada paper without glasses and telling everyone.

Need to:
- book Amma's flights once the visa is properly in hand (passport back)
- Adi's dentist
- chase Harbourside. Again.
"""

NOTES["journal/2025-08-12.md"] = """\
# Tue 12 Aug 2025

Lexicon end-of-contract letter came (well, email last week, paper copy today). Sat down with Vik after dinner.

Decided: we keep the Enyaq, pay the optional final payment from the FD when it matures in September. Vik's logic - we know the car, battery fine, no surprises. Mine - I really can't face choosing a new car and dealing with brokers this autumn with Diwali and Amma and the loft. So: keep. Done. Told the family group.

Diwali cttee is Thursday - agenda: fireworks question (again), ticket prices, caterer. Harpreet wants a bigger rangoli area.

Surgery: CQC draft report - factual accuracy comments sent back. Sink thing.

Back from Cornwall Saturday, house fine, Pat watered the plants and took in 3 parcels.
"""

NOTES["journal/2025-10-09.md"] = """\
# Thu 9 Oct 2025

Car - properly sorted now. Signed the Kia EV3 paperwork with Leasewise on Tuesday, and Lexicon have confirmed the collection + inspection. The Enyaq goes back, EV3 comes early Dec. Don't let Vik reopen this.

Fridge claim - STILL chasing Coldline for the engineer's report that Mark Feeney (loss adjuster) wants. Sent him the data logger download and invoices weeks ago; he can't settle without the engineer's report. Rang Coldline again, "it's with Gary to write up". It's been 8 months, Gary.

Amma settled in, jet lag gone, she's taken over the kitchen. Made Mysore pak for the Diwali sweet stall trial - perfect, obviously.

Diwali 2 weeks Sat. Run sheet v3 tomorrow. Cttee tonight.

Adi - Year 10 parents' info evening, work experience forms due Nov.
"""

# ---------------------------------------------------------------- plain text
TEXTS = {}

TEXTS["home/house-sitter-info.txt"] = """\
HOUSE INFO - 21 Greenbank Avenue, Heaton Chapel, Stockport
(for Sanjay - thank you for house-sitting 9-16 Aug!!)

PHONES
  Kavya  07700 900213
  Vik    07700 900287
  Pat next door (No. 23)  0161 496 0152

KEYS
  Spare key: with Pat Fletcher at No. 23 (the house on the left as you face ours,
  blue door). If you lock yourself out, Pat is nearly always in. Ray is deaf in
  one ear so knock loud.
  Back door key is on the hook inside the utility cupboard, NOT under the pot
  (we stopped doing that).

WIFI
  Network: RaghuHome-5G   password: masaladosa2019
  If it drops: router is in the hall cupboard, turn off at the wall, count to 30.

ALARM
  Panel inside the front door. Code 2580 then the tick. Set it when you go out
  for the day, not overnight (the landing sensor goes off when the heating clicks).

BINS
  Black bin - every other Thursday (12 Aug? no - 14 Aug is a black week).
  Blue (paper/card) and brown (garden/food) the other Thursday.
  Put out Wednesday night, the lorry comes early, about 7.

HEATING / HOT WATER
  Boiler in the loft hatch cupboard upstairs - leave it alone, it's on timer.
  Hot water 6-8am and 5-10pm. Boost button if you need more.

PLANTS
  Tomatoes in the greenhouse - water every evening if it doesn't rain.
  Tulsi plant on the kitchen window - every 2 days, small cup, Amma will kill
  me if it dies.

DELIVERIES
  Parcels - if nobody answers they go to Pat's anyway.

EMERGENCIES
  Water stopcock: under the kitchen sink, behind the bleach.
  Fuse box: under the stairs.
  Plumber we trust: Hughes Plumbing 0161 496 0877 (Kev).
"""

TEXTS["diwali/bridge-hall-lockup.txt"] = """\
BRIDGE HALL COMMUNITY CENTRE - opening & locking up (hirers)
from Maureen Kelly, centre manager - copied from the sheet she gave me, Aug 2025

GETTING IN
- Key safe is on the wall to the LEFT of the side door (the kitchen door on
  Bridge Lane, not the main entrance), tucked behind the drainpipe at shoulder
  height. Code is texted to the lead hirer on the morning of the booking.
- Take the bunch (yellow tag) - main door, kitchen, store room, stage cupboard.
- Alarm panel is in the cupboard under the stage steps. You have 45 seconds.
  Code is on the same text as the key safe code.

INSIDE
- Lights: main hall switches by the stage, kitchen switches inside kitchen door.
- Heating: leave the thermostat at 19. If it's cold, ring Maureen, don't touch
  the boiler room.
- Chairs (stack of 10) and trestle tables are in the store room behind the
  stage. Max 180 seated. Put them back stacked as you found them.
- Projector + screen: stage cupboard, HDMI lead in the grey box.

KITCHEN
- Two ovens, one hob, urn, dishwasher (quick wash only). No deep fat frying.
- Veg-only bookings: use the GREEN-labelled utensils.

LOCKING UP
- Everybody out by 22:30. Music off by 22:00 (neighbours).
- All rubbish in the big bins in the yard - NOT the recycling one unless clean.
- Check the toilets (taps!), back fire door bar down, kitchen hatch shut.
- Set alarm, lock main door, side door last, keys back in the key safe,
  scramble the code.

IF SOMETHING GOES WRONG
- Maureen: 07700 900561 (till 23:00)
- Out of hours emergency (building): 0161 496 0990
"""

TEXTS["surgery/cold-chain-breach-howto.txt"] = """\
EDGELEY GREEN SURGERY - WHAT TO DO IF A VACCINE FRIDGE GOES OUT OF RANGE
(cold chain breach quick guide - laminated copy on each fridge)
Revised Feb 2025 after the significant event. Owner: Janet Bell (lead nurse).

Safe range is +2 C to +8 C.

1. DO NOT use any vaccine from the fridge. Put a "DO NOT USE - QUARANTINED"
   sign on the door.
2. Note the current, minimum and maximum temperature and the time. Do not
   reset the thermometer until you have written them down.
3. Keep the fridge door shut. If the fridge is not working, move the stock to
   the other fridge in a separate labelled bag (QUARANTINE) - don't mix stock.
4. Check the plug and the socket (switch guard in place?). Check the fuse box.
5. Tell the lead nurse (Janet) or the practice manager (Kavya) straight away.
   Out of hours: on-call partner.
6. Download the data logger (USB, software on the nurse PC) - save the file in
   S:\\ColdChain\\Breaches\\ with the date.
7. The lead nurse contacts the ICB screening & immunisation team for advice on
   each product. Do not discard anything until they say so.
8. Complete a significant event form (SEA) and an incident report.
9. If any vaccine was given after the breach started, tell a GP - patients may
   need to be recalled.
10. Fridge engineer: Coldline Medical Refrigeration, 0161 496 0423
    (contract no. on the fridge sticker).

Every fridge socket has a switch guard and a "FRIDGE - DO NOT SWITCH OFF" label.
Cleaners have been briefed. If you find a fridge socket without a guard, tell Kavya.
"""

# ---------------------------------------------------------------- CSV
CSVS = {}

CSVS["finance/household-ledger-2025.csv"] = """\
date,payee,description,category,amount_gbp,method
2025-01-02,Lexicon Vehicle Finance,Enyaq monthly,car,389.99,DD
2025-01-15,Stockport MBC,council tax Jan,house,198.00,DD
2025-02-02,Lexicon Vehicle Finance,Enyaq monthly,car,389.99,DD
2025-02-19,Currys,cooker repair call-out (oven element),house,119.00,debit card
2025-03-02,Lexicon Vehicle Finance,Enyaq monthly,car,389.99,DD
2025-03-18,Qureshi Structural Ltd,structural calcs - loft (steels),loft,650.00,bank transfer
2025-04-22,Whitworth Lofts & Extensions,deposit 10% (quote R2),loft,4120.00,bank transfer
2025-04-30,Crescent Road CC,Adi U15 subs 2025,kids,95.00,bank transfer
2025-05-06,UK Visas & Immigration,visitor visa fee - Amma,family,127.00,credit card
2025-06-14,ShopZone,batting gloves (Adi),kids,34.99,credit card
2025-07-02,Stockport MBC,building control - plan check fee (loft),loft,410.00,debit card
2025-07-21,Kingsway Park Academy,Y9 geography field trip,kids,18.50,ParentPay
2025-08-09,Trago Mills,Cornwall trip - misc,holiday,63.40,debit card
2025-08-14,Emirates,Amma flights BLR-MAN return,family,742.60,credit card
2025-08-22,Post Office,Amma travel insurance (over 70s),family,88.25,debit card
2025-09-02,Lexicon Vehicle Finance,Enyaq monthly,car,389.99,DD
2025-09-27,NCP Manchester Airport,T1 short stay parking,family,16.00,debit card
2025-10-02,Lexicon Vehicle Finance,Enyaq monthly,car,389.99,DD
2025-10-05,Emirates,Amma return date change fee,family,95.00,credit card
2025-10-07,Leasewise,Kia EV3 initial rental,car,2961.00,bank transfer
2025-10-11,Heatwise Boilers,annual boiler service,house,89.00,debit card
"""

CSVS["diwali/diwali-2025-budget.csv"] = """\
line,item,category,budget_gbp,actual_gbp,status,notes
1,Bridge Hall hire (hall + kitchen),venue,420.00,420.00,paid,deposit 100 Aug + balance Oct
2,Annapoorna Kitchen - veg buffet,food,1425.00,1980.00,deposit paid,revised quote Sept - see email
3,Chai + snacks on arrival,food,120.00,,to buy,Meena doing samosa order
4,DJ Sunny,entertainment,250.00,250.00,booked,cash on night
5,Projector hire backup,entertainment,40.00,0.00,not needed,hall has one
6,LED diyas x200,decor,220.00,214.00,paid,Amazon - arrived
7,Rangoli colours + boards,decor,60.00,47.50,paid,Harpreet
8,Marigold garlands (artificial),decor,75.00,,to buy,reuse next year
9,Rangoli prizes (3 age groups),prizes,60.00,,to buy,vouchers
10,Raffle prizes,prizes,0.00,0.00,donated,Patel Pharmacy / Sangeetha Sarees
11,Posters + ticket printing,admin,45.00,38.20,paid,
12,Public liability insurance,admin,95.00,95.00,paid,HCICA annual policy
13,First aid kit restock,admin,20.00,,to buy,
14,Paper plates / cups / cutlery (compostable),food,85.00,,to buy,
15,Sponsor - Patel Pharmacy,income,-150.00,-150.00,received,logo on poster
16,Ticket sales - online,income,-1400.00,-1310.00,open,Ticketsource (to 9 Oct)
17,Ticket sales - door (estimate),income,-300.00,,open,Anil float 100 in change
18,Raffle takings (estimate),income,-150.00,,open,
"""
