# Markdown / text notes (part A: barn, practice, flock, farm, rugby). Standard library only.
NOTES = {}

NOTES["notes/barn/barn-renovation.md"] = """---
title: Barn conversion - Llwyn Onn
tags: [barn, holiday-let, sgubor]
created: 2024-03-02
updated: 2024-08-05
---

# Sgubor → holiday let

The old stone barn below the house (the one Nain calls "y sgubor fawr"). Plan is a 3 bed let,
open plan downstairs, two beds + bathroom up in the loft, one bed + shower room on the ground floor
at the gable end so it works for older guests. Wood burner in the old cart door bay.

Architect (drawings only) = Elin from Penmaenpool, done and paid. Planning went in 11 March.

## Builder quotes (May 2024)

| Builder | Quote | Could start | My notes |
|---|---|---|---|
| J.O. Evans & Son (Iolo) | £86,400 | Jan 2025 | did the Hafod barn + the chapel in Brithdir, knows lime + slate, local |
| Cadwaladr Building | £92,150 | Sept 2024 | good but dear, subbie for the roof, wants 25% up front |
| Meirion Stone Ltd | £79,800 | "spring" | cheapest but v vague on drainage, quote excl. VAT?? couldnt get a straight answer |

All three ex. drainage. None include the slates (we supply).

## Decision - 4 July

Going with **J.O. Evans & Son**. Not the cheapest but Iolo actually came back twice to look,
he's done two barns for the park before and knows what Eryri want, and he's happy for us to do the
strip-out + labouring ourselves to save a bit. Meirion Stone too vague, Cadwaladr too pushy about money.
Emailed Iolo 3rd to say yes.

## Planning

Consent granted 2 Aug (delegated, didnt need committee). Ref + conditions are on the decision notice
they emailed - dont retype it here, it's in the mail. Main conditions:
- natural slate, sample to be agreed before ordering (see slate-roof note)
- bat mitigation as per the ecologist's report / licence
- conservation rooflights only, no dormers
- no external lighting on the west gable (bats again)

## Money

Running costs are in the barn-costs sheet (data/barn-costs.csv). Bank want a stage-by-stage schedule.

## To do
- [x] accept quote
- [x] planning consent
- [ ] bank drawdown stage 1 (need final figure from Iolo)
- [ ] order conservation rooflights (Cox? Clement?)
- [ ] get ivy off the front before anything starts
- [ ] ask Nain if she's got old photos of the barn
"""

NOTES["notes/barn/planning-eryri.md"] = """# Planning - Eryri National Park (APCE)

Application: conversion of redundant stone barn to 3-bed holiday let, Llwyn Onn, Dolgellau.
Case officer: Gwion Edwards (nice enough, very hot on bats + slate).

| Date | What |
|---|---|
| 11/03/2024 | submitted online w/ Elin's drawings, structural survey, fee paid |
| 14/03/2024 | acknowledgement email - ref to follow on validation |
| 02/04/2024 | validated |
| 23/04/2024 | site visit, Gwion + me. Asked for full bat survey (emergence surveys May-Aug) |
| 18/09/2024 | ecologist report in (sent on to Gwion) |
| 02/08/2024 | CONSENT GRANTED under delegated powers |

(yes the bat report date is after consent - he granted with a condition that the licence/mitigation
is sorted before roof works, the prelim roost assessment was enough for the decision)

Ref number + full list of conditions: on the decision notice e-mail from Eryri planning, 2 Aug.

Discharge of conditions still to do:
- slate sample to Gwion
- rooflight spec
- drainage details (now changed, see septic-tank note)

Fee for each discharge application - check, think it's per request not per condition.
"""

NOTES["notes/barn/septic-tank.md"] = """---
title: Drainage for the barn
tags: [barn, drainage, septic]
---

# Foul drainage - barn

No mains sewer anywhere near obviously. Options looked at in July:

| Option | Rough cost installed | For | Against |
|---|---|---|---|
| Septic tank + drainage field | ~£4,500 | no electric, simple, Iolo's done loads | needs ground that drains, big field area |
| Package treatment plant (PTP) | ~£8-9k | cleaner discharge, can go to a watercourse | needs power, annual service, noisy-ish pump |
| Cesspit | ~£3k + emptying | cheap to put in | emptying every few weeks = ££ forever, no |

## July - decision: septic tank + drainage field

Decided on a **septic tank** (3,800 L) with a drainage field in Cae Dan Ty. Cheapest sensible option,
nothing to go wrong, no electric needed. Iolo agrees. Perc test booked for September to size the field.

## 12 Sept - percolation test

Iolo + his lad dug the test holes. Average Vp came out at **112 s/mm**. Under the general binding rules
a drainage field needs Vp between 15 and 100 - so it FAILS. Too much clay under the topsoil on that bit.
Could try a mound but that's ugly + dearer than just doing it properly.

## UPDATE 7 Oct - CHANGED: package treatment plant

Right, final answer: going with a **package treatment plant** instead of the septic tank. 6 PE unit
(3 bed let = 5 PE minimum, went one up). Treated water discharges to the nant at the bottom of the field.

Where it goes: **bottom corner of Cae Dan Ty, about 25 m downhill of the barn, right next to the old
ash tree**, so everything runs by gravity, then a short run to the nant. Armoured cable down from the barn
for the blower.

- [x] tell Iolo + ask for revised quote (emailed 7th)
- [ ] check NRW - does the discharge fit the GBR or do we need a permit?
- [ ] service contract quote (annual)
- [ ] who digs the trench - ask around, Iolo's groundworks rate is steep
"""

NOTES["notes/barn/slate-roof.md"] = """# Roof - slate

Existing roof: mostly original Welsh slate, maybe 40% reusable, rest shot (nail sickness, delaminating).
Planning condition says "natural slate, sample to be agreed". Gwion made it pretty clear on the site
visit that they'd only ever sign off Welsh slate on a barn this visible from the road.

## Welsh vs Spanish

| | Welsh (Penrhyn Heather Blue) | Spanish (Galician, "blue-black") |
|---|---|---|
| per 1000 (500x250) | ~£3,000+ | ~£1,300-1,600 |
| life | 100-150 yrs | 50-75 yrs, some rust spots (pyrite) |
| looks | matches the house + every barn in the valley | too black, too uniform |
| planning | will be approved | probably refused |

## Decision (20 Aug)

**Welsh slate - Penrhyn Heather Blue 500x250**, new on the south (road) pitch, reuse our best old
slates on the north pitch to keep the cost down. Spanish would have saved a few grand but it'd look
wrong and I'd have to look at it every day. Sian agrees (for once no argument!).

Roofer: Gwilym Davies (Davies Roofing, Bontddu) - labour priced separately, it's in the costs sheet.
Slates: asked Chwarel Slate Supplies to quote (11 Nov) for the new slates + ridge.

- [ ] slate sample to Gwion for discharge of condition
- [ ] confirm delivery date with Chwarel once we know the licence timing
"""

NOTES["notes/practice/tb-testing-2024-25.md"] = """---
title: TB testing 2024/25 - Wnion Vets herds
tags: [practice, TB, APHA]
---

# TB testing 2024-25

Allocation from APHA came in June (email from our TB Delivery Officer - names + windows are in that).
We're in the Intermediate TB Area North, so mostly annual WHTs, plus pre-movement + the odd SIT.

| Herd | Owner | Type | Test | Due window | OV |
|---|---|---|---|---|---|
| Tyddyn Mawr | Emyr Williams | dairy, ~220 Holstein Fr | WHT | June 2024 (done 17/20 Jun, clear) | GP |
| Cefn Coch | Alun Lloyd | suckler beef, ~90 | WHT | early 2025 - book in Jan | GP |
| Bryn Glas | Huw + Menna Jones | suckler + sheep | WHT | Oct 2024 | RB -> locum |
| Hafod Dywyll | the Puw brothers | beef stores | pre-mvmt as needed | - | either |
| Pant-y-Llyn | Eirlys Roberts | small dairy, 45 | WHT + PMT | Dec 2024 | GP |

Our charge: **£4.10/head** + visit fee (2024 price list). APHA pay their bit separately for the
official tests.

## Notes to self
- Check every locum is an authorised OV for TB on the APHA system BEFORE they're booked to test.
- Skin-fold callipers: the old pair reads high, use the new Harpenden ones.
- Tuberculin: bovine + avian, fridge, top shelf, log batch nos on the chart.
- Reads are 72 h (+/- 4h) after injection. Plan the week around the read.
"""

NOTES["notes/practice/locum-cover.md"] = """# Locum cover - Rhys's paternity leave

Rhys off **Mon 23 Sept - Fri 1 Nov 2024** (2 wks paternity + 4 wks annual leave tacked on).
Catrin due 15 Sept.

## Locum
- Agency: VetCover Cymru (Sioned Pugh), booking ref VC-2291
- Locum: **Tom Hardacre** - mixed/farm, ~8 yrs, ex-Penrith, done a lot of TB in Cumbria
- Rate + mileage: in the agency booking email (August), not copying it here
- Staying in the flat above the surgery (Delyth sorting bedding etc)
- Car: his own, we pay mileage

## Checklist
- [x] RCVS register check
- [x] APHA OV authorisation for TB testing confirmed (he's on the system)
- [x] keys + alarm code (Delyth)
- [x] intro to Bryn Glas + Cefn Coch
- [x] weekend OOH sorted - see my email to Rhys, Sept
- [ ] feedback form back to agency
"""

NOTES["notes/practice/ultrasound-scanner.md"] = """---
title: Portable ultrasound scanner
tags: [practice, equipment, finance]
bought: 2024-09-20
---

# Portable ultrasound - Kestrel VetScan P7

Finally bit the bullet. Old Easi-type unit of Rhys's is 12 yrs old and the screen is useless in daylight.

- Model: **Kestrel VetScan P7** (wrist-mount display + goggles option, didnt get goggles)
- Supplier: AgriVet Imaging Ltd - Kate Marsh
- Price: £7,480 + VAT (incl. both probes + carry case)
- Delivered 20 Sept 2024
- Finance: Dyfi Asset Finance, 36 months, **£228.60/month**, first payment 1 Nov. Agreement docs came by email.
- Serial no + how-to on the quick start sheet I wrote (notes/practice/scanner-quickstart.txt)

## Probes
- Linear 7.5 MHz rectal - cattle PD, ovaries, early pregnancy from ~28 days. Fine for cows per rectum.
- Convex 3.5 MHz - transabdominal. **For ewes I much prefer the convex one** - quicker, you see the
  whole uterus in one sweep, and you dont have to faff with the rectal extension. The linear on sheep is a pain.

## Charge-out
- Cattle PD in with a routine fertility visit: per cow, same as before
- Sheep: not competing with Dai on flock scanning, only individual ewes / clinical stuff
"""

NOTES["notes/practice/student-ems-ffion.md"] = """# EMS student - Ffion Hughes

4th year, Aberystwyth/RVC vet course. Clinical EMS with us **4 - 15 Nov 2024** (2 weeks).
Came via the vet school's EMS placement system; her tutor is happy with farm-heavy.

## Accommodation
She's staying in **the caravan at Bryn Glas** - Huw + Menna Jones offered, no charge, she'll give a hand
with feeding in the mornings before coming in. Caravan has heating + a shower. Menna's sorting a key.
(Flat above the surgery not free - locum stuff had only just finished + Delyth wants it cleaned out.)

## Plan
- [x] confirm dates with vet school
- [x] insurance check (vet school covers)
- [x] PPE - overalls, wellies (she's got), gloves
- [x] TB: she can watch + scribe, NOT inject/read
- [ ] sign EMS record + feedback form at the end (did the form, still to do the online bit)
- routine fertility at Tyddyn Mawr on the Weds, Cefn Coch cows, whatever calvings come in
- Thursdays = small animal half day w/ Rhys (she wants some of that)
"""

NOTES["notes/practice/tyddyn-mawr-invoice.md"] = """# Tyddyn Mawr - invoice problem

Client: Emyr Williams, Tyddyn Mawr (dairy). Good client for 15 yrs, usually pays on the nail.

- Invoice **INV-24-0417**, dated 30 Sept 2024, **£3,486.20**
  (Sept fertility visits, BVD ear-notch tests on the Aug calves, caesarean Sat 14 Sept, drugs)
- 30 days passed, nothing. Delyth sent the usual reminder 4 Oct.
- 21 Oct - Emyr emailed disputing parts of it (his email has the list, not repeating it here).
- Had ChatGPT draft a letter, didnt send the first (too solicitor-y), sent nothing in the end - rang him.

## Phone call 2 Dec - agreed
- We issue credit note CN-24-031 for **£126** (fair enough, that bit was our mistake)
- Everything else stands
- Balance **£3,360.20** paid in **3 instalments of £1,120.07** - due 15 Dec, 31 Jan, 28 Feb
- Delyth to send him the schedule in writing + set up the reference

Not going to small claims over this. Neighbour, and he'll be a client long after this is forgotten.
"""

NOTES["notes/practice/scanner-quickstart.txt"] = """KESTREL VETSCAN P7 - QUICK START (my notes, for me + Rhys + locums)
=================================================================

Serial no: KVP7-204881   (also on the sticker under the battery cover)
Supplier helpline: AgriVet Imaging, on the card in the case lid

WHERE THINGS LIVE
  - Scanner + both probes: grey Peli case, behind the seat of the Hilux
  - Charger + spare battery: same case, front pocket. DONT leave the charger in the surgery again.
  - Wrist strap + sleeve covers: side pocket

SWITCHING ON
  1. Click battery in until it clicks twice.
  2. Hold power 3 sec. Boot takes ~20 sec.
  3. Pick probe on screen: LIN = rectal/linear, CVX = convex/abdominal.
  4. Preset: "Bovine Repro" for cows, "Ovine Abdo" for ewes.

GAIN / DEPTH
  - Up/down rocker = depth. Cows per rectum: 8-10 cm. Ewes transabdominal: 15-18 cm.
  - Left/right = gain. Bright sunshine: gain up, brightness to max, stand with your back to the sun.

SAVING IMAGES
  - Freeze (big button), then hold Freeze 2 sec to save.
  - Images go to the SD card under /DCIM/date. Tag with the cow number in the notes field if you can be bothered.

CLEANING
  - Wipe probe with the blue wipes ONLY, no Virkon on the probe face.
  - Never dunk the connector end.

BATTERY
  - Full charge ~3.5 hours of scanning. Spare battery in the front pocket.
  - Charge overnight after a big fertility day.
"""

NOTES["notes/flock/lambing-2025.md"] = """---
title: Lambing 2025
tags: [flock, lambing, defaid]
created: 2024-12-14
---

# Lambing 2025 - Llwyn Onn

Tups in 5 Nov, out 20 Dec. So first lambs ~1 April (Welsh Mountain ~147 days).
**172 ewes** tupped. Ewe lambs not tupped, they're away for the winter.

Scanning: **Tue 14 Jan**, Dai, 8am start. Need 2 people on the race + Osian on the gate.

## Rota (nights = 10pm-6am checks, days = whoever's home)

| Week | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
|---|---|---|---|---|---|---|---|
| 31 Mar nights | Sian | Gareth | Sian | Gareth | Sian | Gareth (OOH too) | Sian |
| 7 Apr nights | Gareth | Sian | **GAP** | Sian | Gareth | **GAP** (G on OOH, S at netball tournament) | Sian |
| 14 Apr nights | Sian | Gareth | Sian | Gareth | **GAP** | Sian | Gareth |
| days | Nain can do afternoons in the Easter hols, Osian after school |

Gaps: ask Gwenno next door? Ffion (the EMS student) said she'd love lambing experience - ask her?

## Supplies
- [ ] iodine, ear tags (order now, the numbers run out at 01200)
- [ ] colostrum (powder + freeze some from the twins)
- [x] lamb bags, stomach tubes
- [ ] calcium, Spectam/scour stuff, prolapse harnesses x3
- [ ] fill the gas bottle for the heat lamps
"""

NOTES["notes/flock/shearing-2024.md"] = """# Shearing 2024

- Contractor: **Aled Roberts** (Aled + his two lads, Llanuwchllyn) - mob 07700 900412
- Date: Fri 28 June 2024, started 7am, done by 2
- Numbers: 176 ewes + 4 tups
- Price: £1.90/head ewes, tups £3. Cash on the day (£346.40)
- Wool: rolled by Osian + Megan (paid in ice cream), sheeted, to the wool depot at Bala the week after

For next year:
- ring Aled by April or he's booked solid
- have the pens set up the night before, he hates waiting
- dry sheep!! Last year's wet morning cost us half a day
"""

NOTES["notes/flock/glastir-rpw.md"] = """---
title: Glastir / RPW paperwork
tags: [flock, glastir, RPW, SAF]
---

# Glastir + RPW Online

- CPH: 61/213/0089
- Glastir Advanced contract - final year, extended to 31 Dec 2024
- Stocking figure on the SAF: **180 ewes** (Welsh Mountain) + followers
- Fields: Cae Top, Cae Dan Ty, Ffridd (rough grazing), the Waun (wet, fenced off under Glastir)

## SAF 2024
Submitted 9 May on RPW Online (Sian did it, deadline 15 May).

## Checklist
- [x] SAF 2024 submitted
- [x] hedge laying - before/after photos uploaded (Cae Top bottom hedge)
- [x] stock fencing on the Waun - invoice uploaded
- [ ] **map change form** to RPW for the new fence line on Cae Top (field parcel boundary moved) - still not sent
- [ ] final Glastir claim - upload the tree planting receipts (Coed Cymru guards) - sitting on the desk
- [ ] check what the Habitat Wales / SFS transition stuff means for us for 2025
"""

NOTES["notes/farm/machinery.md"] = """# Machinery + kit (Llwyn Onn)

| Kit | Notes | Status |
|---|---|---|
| Honda TRX420 quad (2011) | clutch slipping on hills, back tyres bald | fix or replace?? |
| Toyota Hilux (2017) | practice car really, 142k miles | service due Nov |
| Ifor Williams stock trailer | floor done 2023 | ok |
| Quad trailer | brake cable | ok |
| Helmet x2 | Osian needs a smaller one | buy |

## Quad - thinking (Sept 2024)
New Honda / Polaris ~£9k. Meirion Motors reckon the clutch + tyres on the old one is well under £1k.
Old one's done 13 years, frame's fine. Not decided - see what Sian says. Barn money is tight.
"""

NOTES["notes/rugby/u12s-2024-25.md"] = """---
title: Dolgellau U12s 2024-25
tags: [rugby, coaching]
---

# Clwb Rygbi Dolgellau - Dan 12 / U12s 2024/25

Coaches: me (head coach), Iwan Parry, Carys Jenkins, Dewi Owen.
Squad: 19 registered (13 boys, 6 girls), usually 14-16 turn up.

## Training
Tuesdays 6-7pm, Y Marian, top pitch. (Under the lights once the clocks go back.)

## Fixtures (festivals mostly, WRU U12 law variations)
- 5 Oct - Tywyn (H)
- 19 Oct - Porthmadog (A)
- 16 Nov - Bro Ffestiniog (H)
- 7 Dec - Machynlleth (A)
- 18 Jan - Bala (A) - minibus, booked through Cludiant Cymunedol (ref in their email)
- 1 Feb - Bro Ffestiniog (H)

## Things to sort
- [x] kit order (Geraint)
- [x] new tackle bags + tag belts (ordered Dec)
- [x] WRU Safeguarding Awareness online module (done Dec - certificate emailed)
- [ ] face-to-face safeguarding workshop - all 4 of us, Nerys organising, Feb
- [ ] first aid refresher for Carys + Dewi
"""

NOTES["notes/rugby/minibus-checklist.txt"] = """MINIBUS - DRIVER CHECKLIST (U12s away games)
---------------------------------------------
Before you go:
  - D1 on licence OR passed before 1997 (I'm fine, Iwan isn't)
  - MiDAS certificate in date (Cludiant want to see it when you collect)
  - Consent forms for every kid in the red folder
  - Medical info sheet + inhalers list
  - First aid bag (club one, check ice packs)

Walkround at the depot:
  - tyres, lights, indicators, wipers
  - seatbelts on every seat (kids in the back 3 rows, coaches at the ends)
  - fuel - bring it back with what it had
  - note any damage on their sheet BEFORE leaving

On the day:
  - headcount getting on, headcount getting off, headcount before leaving the ground
  - no food on the bus (Cludiant charge for cleaning!)
  - one adult per row at the back
"""
