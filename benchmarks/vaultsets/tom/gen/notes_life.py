# -*- coding: utf-8 -*-
"""Running, allotment, PTA, van notes, docs, parkrun CSV."""

FILES = {}

FILES["notes/running/half-marathon-plan.md"] = """---
title: Avon Gorge Half - training plan
race: Avon Gorge Half Marathon
race_date: 2025-11-09
start: "09:30"
updated: 2025-10-05
tags: [running, half-marathon, training]
---

# Avon Gorge Half Marathon - Sunday 9 November 2025

Start **9:30am** on The Downs (Ladies Mile end). Out along the Portway, under the bridge, back up through the
Gorge. The climb back up at mile 11 is the bit everyone talks about.

Entered 6 March (see the confirmation e-mail). My first half since I was 30.

## Goal

- Original goal (March): **sub-1:55**. Felt ambitious.
- **Revised goal (Sept, after the parkrun PB): sub-1:50.** That's **5:13 per km** (8:23/mile) average. Plan: run
  the first 10k at 5:15-5:18, hold on through the Portway, lose a bit on the hill, empty the tank on the Downs.
- Secret goal: don't walk the hill.

## Baseline (written in May)

- parkrun PB 24:31 (17 May). Long run up to 14 km.
- Weekly mileage about 30 km over 4 runs.
- Left calf is the weak point. It has been since I was 35.

## Rules I'm sticking to

- Run outside. **No treadmill sessions** - I'd honestly rather run in the rain than on a treadmill; they make me
  feel like a hamster and I get bored after ten minutes.
- Runs before the shop opens (6:00-7:15) or on Sunday/Monday when the shop's shut.
- Easy runs actually easy (can talk in full sentences).
- Parkrun counts as the tempo session most weeks.
- Strength twice a week: calf raises, split squats, glute bridges. Ten minutes. No excuses.

## Training blocks

| Weeks | Dates | Focus | Long run |
|---|---|---|---|
| 1-6 | Apr - mid May | base | 10 -> 14 km |
| 7-12 | mid May - end Jun | more volume, hills | 14 -> 17 km |
| 13-15 | July | (calf strain - see below) | 0 |
| 16-20 | Aug - mid Sep | rebuild | 10 -> 17 km |
| 21-25 | mid Sep - mid Oct | race-specific, tempo at goal pace | 18 -> 21 km |
| 26-27 | last 3 weeks | taper | 16, 12, race |

## Injury - July

Strained my left calf on a hill rep session on Sunday 20 July (Constitution Hill - my own stupid fault, no warm-up).
Saw **Lena Kowalczyk**, physio at Gloucester Road Physio, on 23 July and 30 July. Her verdict: grade 1 strain,
three weeks off running, eccentric calf raises every day, then walk/run. She was strict and she was right.
Back running properly mid-August.

## Fuel

- **No gels.** Tried them twice in training and both times my stomach turned inside out at 15 km.
- **Jelly babies** (a handful every 5 km from 8 km) and **two Medjool dates** in the shorts pocket. Water at the stations.
- Breakfast race day: toast, peanut butter, banana, coffee - 3 hours before.

## Race-morning kit list

- [ ] Race bib + 4 safety pins (check the bib number against the e-mail)
- [ ] Timing chip (on the bib this year apparently)
- [ ] Saucony Ride shoes (the ones with ~300 km on them, NOT the new ones)
- [ ] Calf sleeve (left)
- [ ] Shorts with the zip pocket: jelly babies x12, 2 dates
- [ ] Watch charged, set to km splits
- [ ] Old jumper to chuck at the start (charity collects them)
- [ ] Vaseline
- [ ] Bag-drop bag: dry top, trainers, phone, 10 cash, a banana, recovery drink
- [ ] Rachel + kids: meet at the finish by the bandstand-ish bit (she's post-nights that weekend? - check rota)

## Long run log (Sept-Oct)

| Date | Distance | Pace | Notes |
|---|---|---|---|
| 14 Sep | 17 km | 5:41 | felt strong, day after the PB |
| 21 Sep | 18 km | 5:38 | Portway out and back |
| 28 Sep | 19 km | 5:35 | rain |
| 5 Oct | 21.1 km | 5:33 | full distance! 1:57:10 with no race-day adrenaline |
"""

FILES["notes/allotment/plot-27.md"] = """---
title: Allotment - plot 27
updated: 2025-10-12
tags: [allotment, garden]
---

# Plot 27 - Windmill Rise Allotments

Half plot (about 125 m2). We've had it since spring 2022. Ada calls it "the farm".

## Basics

- Site secretary: **Maureen Clegg** (rent, plot inspections, the list e-mails). Chair: Ravi Sandhu.
- Rent: **72 a year** for a half plot, due 1 October. Water included.
- Shed padlock (combination): **1904**. Main gate is the key on the green tag.
- Neighbours: Des on plot 26 (rhubarb king, gives us too much), the student house on 28 (enthusiastic in April,
  absent by July).
- Water troughs are turned off over winter (end of October to 1 April).
- AGM is in November - venue changed this year, see the list e-mail.

## What's in (2025)

| Bed | Spring/summer | Autumn/winter |
|---|---|---|
| 1 | broad beans, then French beans | garlic (in 12 Oct) |
| 2 | potatoes (Charlotte) | green manure |
| 3 | squash x4, courgettes x2 | cardboard + manure |
| 4 | runner beans, sweetcorn | leeks (still in) |
| Kids' patch | sunflowers, strawberries, "Kofi's carrots" (3 carrots) | bulbs for spring |
| Fruit | raspberries, 2 currants, rhubarb (from Des) | prune raspberries |

Best year for squash ever. Worst year for slugs ever. Both things can be true.

## Pre-winter jobs

- [x] Garlic in (12 Oct, bed 1)
- [x] Squash harvested and curing in the shed
- [ ] Cover beds 2 and 3 (cardboard + manure from the pile)
- [ ] Drain the water butts and turn them over before the frosts
- [ ] Lift the dahlias and store them in the garage (seperate paper bags, labelled by colour)
- [ ] Prune the summer raspberries
- [ ] Pay the rent (72) - Maureen has sent the reminder twice
- [ ] Fix the shed door hinge (it's hanging by one screw)
"""

FILES["notes/pta/pta-meeting-2025-09-23.md"] = """---
title: PTA meeting - 23 September 2025
date: 2025-09-23
tags: [pta, school, meeting]
---

# Marlowe Street Primary PTA - meeting 23 Sep 2025

7pm, school library (the tiny chairs). Notes are mine, not the official minutes - Lucy does those.

**Present:** Hannah Oyelaran (chair), Mike Dunne (treasurer), Lucy Brandt (secretary), Tom Okafor, Priti Shah,
Gemma Lowe, Sam Whitcombe, Mrs Farrant (deputy head). Apologies: Joe Carver.

## 1. Money
- Mike (treasurer) reported: summer fair made **2,870** after costs. The Dr Bike stall (me and Jonah) took
  **312** in donations - Mike said it was the best per-stall total of the day. The tombola was second.
- Current balance about 6,400. Committed: 2,000 for the reading corner in Year 2, 900 for the Year 6 leavers' trip.

## 2. Christmas Fair
- **Saturday 6 December 2025, 12:00-3:00pm**, school hall and playground.
- Hannah: Santa's grotto (again - her husband's beard is real, apparently).
- Priti: cake stall. Gemma: tombola. Sam: raffle.
- **Tom: Dr Bike stall again** (free safety checks, donations), and **Tom offered to do up a kids' bike for the
  raffle** - a 20" for the big prize. I've got a donated Frog in the workshop that needs new tyres, brake pads
  and a clean. Said I'd have it done and photographed by 28 November so Sam can put it on the posters.
- Mike: float and card readers.

## 3. Bikeability
- Year 5 Bikeability is booked for spring term. Mrs Farrant asked if I'd do a bike check morning the week
  before so bikes aren't turned away. Said yes in principle - date tbc with the school office.

## 4. AOB
- New parents' WhatsApp is out of control. Hannah to post "guidelines".
- Next meeting: 4 November, 7pm.

## My actions
- [ ] Refurb the 20" Frog for the raffle - tyres, pads, clean, photo to Sam **by 28 Nov**
- [ ] Dr Bike stall for 6 Dec - ask Jonah if he's free (it's a Saturday, so he's working anyway - bring him)
- [ ] Bike check morning before Bikeability - email the school office for a date
- [x] Send Mike the Dr Bike float receipts
"""

FILES["notes/van/van-log.md"] = """---
title: The van - breakdowns, decisions, costs
updated: 2025-10-10
tags: [van, shop, vehicle]
---

# The van (Citroen Berlingo)

2016 Berlingo 1.6 BlueHDi, white, ex-BT Openreach. Bought in 2021 with 88k miles; now on 131k. Carries three bikes
on the internal rack or four at a push. Used for the collection & delivery service, trade counter runs,
the school Dr Bike days, and the allotment manure run (sorry, van).

Basic details (reg, breakdown cover etc.) are in docs/van-details.txt.

## Breakdown and repair log (2025)

| Date | What happened | Fix | Cost |
|---|---|---|---|
| 14 Jan | Dead battery outside the shop at 8am (it was -4) | RescueLine jump start; new battery the same day | 128 |
| 27 Mar | Wouldn't start - turned over and over | glow plugs + relay, at Feeder Road Motors | 210 |
| 19 May | Clutch slipping badly going up Bath Road hill with three bikes on board; limped home | nothing (yet) - Stan said clutch + probably the dual-mass flywheel | - |
| 2 Sep | Clutch kit + dual-mass flywheel replaced | **Feeder Road Motors** (Stan Iwu) | **1,145.60** incl. VAT |

## 3 June - decision (at the time): get rid of the van

After the clutch, I'd had enough. Three breakdowns in five months, and every one cost me a morning plus a
customer let down. Decided to:
- sell the van as-is (clutch slipping - trade value maybe 3k)
- trial a **cargo e-bike** from the Bristol Cargo Bike Library for the local collections (within 3 miles)
- hire a van by the day for anything bigger (school Dr Bike days, the odd big trade run)

Talked it through with the AI assistant - it was very positive about cargo bikes, which is what I wanted to hear.

## Cargo bike trial, 7 July - 4 August

Good:
- Local collections (one bike, within 2-3 miles, flat-ish) were great. Fun. People loved it. Good for Instagram.
- No parking stress.

Bad:
- Anything to Kingswood, Keynsham or up to Clifton - too slow and knackering with a bike in the box.
- **Can't carry more than one bike.** The school runs need 3-4 bikes and the tool kit.
- Day van hire: 65-80 a day and you have to collect it from Avonmouth.
- The rain. So much rain.
- Nowhere secure to keep a 7k cargo bike overnight at the shop.

## 28 August - REVERSED: we're keeping the van

Ran the numbers properly with Rachel: a replacement second-hand van would be 9-12k; hiring is expensive and
faffy; the cargo bike can't do half the jobs. The van body is solid (no rust, new tyres last year).
**Decision: keep the van, fix the clutch and flywheel properly, and keep it another 2-3 years.**
Booked into Feeder Road Motors for Monday 1 September; done Tuesday 2 September. Drives like new.

The cargo bike idea isn't dead - maybe a small one for local deliveries later - but the van stays.

## MOT and servicing

- **MOT due 30 October 2025.**
- Service done with the clutch (oil, filters) - next at 141k or Sept 2026.
- [ ] **Book the MOT** at Feeder Road before 30 Oct (Stan said ring a week ahead)
- [ ] Rear nearside tyre is getting low - check before the MOT
- [ ] Fix the passenger door seal (whistles above 50)
"""

FILES["docs/van-details.txt"] = """VAN DETAILS - SPOKE & CHAIN
(keep a copy in the glovebox and one at the shop)
Last checked: 10 January 2025

Vehicle:        Citroen Berlingo 1.6 BlueHDi 100 Enterprise, L1, white
Registration:   WX16 KFO
First reg:      March 2016
Fuel:           DIESEL (put AdBlue in the blue cap, NOT the fuel cap)
Tyres:          195/65 R15 - 2.5 bar front, 2.8 bar rear loaded

MOT due:        30 October 2025
Road tax:       renews 1 March
Insurance:      Cyclesure Trade (van policy separate from the shop policy) - renews 1 March

BREAKDOWN COVER
RescueLine Business - roadside + recovery + at home
Membership no:  RL-5520981
Phone:          0808 157 0466 (free)
Covers: the van, any driver.

Usual garage: Feeder Road Motors (ask for Stan).

Quirks:
- Passenger door: slam it.
- Battery goes flat if the van sits for more than a week in winter - use the trickle charger at home.
- Spare key is in the safe at the shop.
"""

FILES["docs/shop-handover-for-jonah.txt"] = """SPOKE & CHAIN - HANDOVER SHEET FOR JONAH
(for the Saturdays when I'm in Cardiff with Dad)
Written 21 Feb 2025

OPENING HOURS: Tue-Sat 9:00 to 5:30. Don't open early even if someone's waiting - it never ends.

OPENING UP
- Shutter up, then back door.
- Alarm panel behind the back door. Code: 4718 then the tick key. You have 30 seconds.
- Lights, compressor on at the wall.
- Till: float is in the safe (200 in notes and coin). Safe key on the hook behind the Park Tools poster.

WIFI
- Customers can have the guest wifi: SpokeChain-Guest / puncture-repair-17
- Do NOT give out the workshop network.

ORDERING
- Velotrade: log in on the laptop (saved password). Order by 2pm for next day.
- If they're out of stock on chains AGAIN, text me and I'll ring Marcus.

BOOKINGS
- Paper diary on the counter + the website bookings (laptop, bookmarked).
- Saturdays: no full services booked in after 11am.

CLOSING
- Bikes in, float counted, card reader on charge.
- Compressor OFF at the wall.
- Alarm: code then "set", out the back door within 30 seconds, shutter down, both padlocks.

IF SOMETHING GOES WRONG
- Me: 07700 900461 (I'll have signal in Cardiff, mostly)
- Rachel: 07700 900479 (but she may be asleep after nights - text first)
- Sentinel alarms: 0117 496 0550

Thanks mate. Pizza's on me.
"""

# parkrun CSV
rows = [
    ("2025-01-04", "Frome Vale", 198, "27:05", 88, 251, "55.4%", ""),
    ("2025-01-11", "Frome Vale", 199, "26:41", 80, 240, "56.2%", "PB"),
    ("2025-01-25", "Frome Vale", 201, "26:52", 92, 266, "55.8%", ""),
    ("2025-02-08", "Frome Vale", 203, "26:02", 71, 238, "57.6%", "PB"),
    ("2025-02-22", "Frome Vale", 205, "25:48", 69, 259, "58.1%", "PB"),
    ("2025-03-08", "Frome Vale", 207, "25:12", 63, 281, "59.5%", "PB"),
    ("2025-03-22", "Frome Vale", 209, "25:30", 70, 302, "58.8%", ""),
    ("2025-04-05", "Frome Vale", 211, "25:19", 66, 315, "59.2%", ""),
    ("2025-04-19", "Blaise Woods", 87, "26:40", 44, 170, "56.2%", ""),
    ("2025-05-03", "Frome Vale", 214, "24:58", 58, 334, "60.1%", "PB"),
    ("2025-05-17", "Frome Vale", 216, "24:31", 52, 329, "61.2%", "PB"),
    ("2025-05-31", "Frome Vale", 218, "24:44", 55, 348, "60.7%", ""),
    ("2025-06-21", "Frome Vale", 221, "25:03", 61, 352, "59.9%", ""),
    ("2025-06-28", "Frome Vale", 222, "24:50", 57, 340, "60.4%", ""),
    ("2025-07-12", "Frome Vale", 224, "24:39", 54, 361, "60.9%", ""),
    ("2025-08-16", "Frome Vale", 229, "26:15", 77, 318, "57.1%", "after calf"),
    ("2025-08-23", "Frome Vale", 230, "25:22", 64, 305, "59.1%", ""),
    ("2025-08-30", "Frome Vale", 231, "24:48", 56, 297, "60.5%", ""),
    ("2025-09-06", "Frome Vale", 232, "24:12", 47, 288, "62.0%", ""),
    ("2025-09-13", "Frome Vale", 233, "23:47", 41, 312, "63.1%", "PB"),
    ("2025-09-27", "Frome Vale", 235, "24:05", 44, 301, "62.3%", ""),
    ("2025-10-04", "Frome Vale", 236, "24:10", 46, 296, "62.1%", ""),
    ("2025-10-11", "Frome Vale", 237, "23:58", 39, 283, "62.6%", ""),
    ("2025-10-18", "Frome Vale", 238, "24:20", 49, 305, "61.6%", "legs heavy"),
]
csv_lines = ["date,event,event_no,time,position,finishers,age_grade,note"]
for r in rows:
    csv_lines.append(",".join(str(x) for x in r))
FILES["data/parkrun-results-2025.csv"] = "\n".join(csv_lines) + "\n"
