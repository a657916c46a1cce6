# -*- coding: utf-8 -*-
"""Short markdown notes and plain-text files for Hamish's vault."""

NOTES = {}

NOTES["notes/farm/calving-2025.md"] = """---
title: Calving plan 2025
date: 2025-06-28
tags: [farm, calving, calves]
---
# Calving 2025 – plan

PSC 20/7 (planned start of calving). 400 cows wintered on + the runoff. ~62 R2 heifers, due a week early (from 13/7).

| What | Who | When |
|---|---|---|
| Springer mob onto paddocks 14–18 by the shed | Sione | from 10/7 |
| Calf shed cleaned out, fresh sawdust | me + Sione | by 12/7 |
| Calf rearer starts | Moana Rewiti | 15/7 |
| Colostrum — gold colostrum to heifer calves only | calf rearer | ongoing |
| Bobby calf pickups (booked thru Kahurangi) | Sione | Tue/Fri from 29/7 |
| Teat spray, Rotecs, calcium bags | me | ordered 20/6 |

## Calves
- Keeping ~110 heifer replacements (AB heifers out of the top 2/3 on BW). Rest are bobbies or beefies to the Hollis block.
- Aunty Moana is back on the calves this season (20+ seasons rearing, best in the district). Rate agreed by email, same as last yr + a bit.
- How I want them fed (and I'm not budging on this): gold colostrum first 4 days, then whole milk twice a day till about 3 weeks & drinking well, then **once a day feeding** right through to weaning. I much prefer OAD from 3 wks — calves get stuck into the meal more, half the labour, and I've never seen a difference in weaning weights. Moana's happy with it.
- Meal ad lib from day 3, straw/hay always there. Fresh water!! (trough in pen 4 leaks)
- How much meal to order — did the sums with chatgpt, see there.
- Wean on weight (90 kg LW for the Kiwicross), not by age.

## Cows
- Transition: springers on lead feed 3 wks pre-calving, Mg in the water.
- Milk fever: calcium bags in the ute at all times. Last yr 11 cases, mostly older cows.
- Colostrum cows milked separately, milk to calves.

## Checklist
- [x] Calf shed sawdust
- [x] Order teat spray
- [ ] Fix calfeteria #2 (cracked down one side)
- [ ] NAIT tags for 110 + spares
- [x] Check the calf trailer tyres
"""

NOTES["notes/farm/mating-2025.md"] = """---
title: Mating 2025/26
updated: 2025-10-03
tags: [farm, mating, repro]
---
# Mating 25/26

- **MSD 25/10/2025** (Sat). 6 wks AI → finishes 5/12, then bulls in.
- AI tech: **Dave Koroheke** (Genetix Waikato) 021 555 0162. Cows drafted at morning milking, Dave at the shed ~9.
- Semen: Genetix daughter-proven team for the top 2/3. Short gestation Hereford (SGL) on the bottom third + the last 10 days of AI.
- Tail paint from 1/10 for pre-mating heats: green = not seen cycling, blue = cycled, red = AI'd.
- Non-cyclers: vet check ~30/9 with the BVD boosters. Graeme & Ros OK'd ~30 CIDRs.
- Bulls: Brent Hollis — 8 bulls (4 Hereford, 4 Jersey), in the week AI finishes. All bulls out by 10/1 at the latest.
- Heat detection: Sione + Priya on the paddock checks, me on the ones at the shed. Kamars on the heifers.

Target 6-wk ICP (in-calf %) 78%. Empty rate < 12%.

| Season | 6-wk ICP | Empty |
|---|---|---|
| 22/23 | 69% | 15% |
| 23/24 | 73% | 13% |
| 24/25 | 71% | 14% |

Notes to self
- Don't shift the springers onto the turnip paddock before mating, lesson from 23/24.
- Check the crush gate latch before Dave comes, it sticks.
"""

NOTES["notes/farm/herd-health.md"] = """# Herd health log (running)

Vet: Te Awa Vets, Cambridge — Kirsty Maclean is our main vet. Clinic 07 555 0190.

## SCC / mastitis
- Dec 24: bulk SCC creeping up over 200k with the heat. 3 clinicals in the 2nd row. RMT'd the whole herd.
- Feb 25: Kirsty — look at the liner change interval, we're over 2,500 milkings. Changed liners 24/2.
- Jun 25: herd test results in (email from the herd improvement crowd). Culled the worst 6 high-SCC cows at DO.
- Teatseal all heifers pre-calving (done 1/7). DCT + teatseal on cows over 150k individual SCC at last HT.
- From Aug the bulk SCC goes in the milk log csv (data folder) — easier to see trends.

## Lameness
- Races — new lime on the main race Mar 25 helped a lot.
- Lame cows: block & trim, then OAD mob near the shed.

## BVD
- Whole herd booster before mating, heifers get 2 shots. Booked with Kirsty, it's in the farm calendar.

## Facial eczema
- Zinc in the water mid-Jan → April. Spore counts from the vet's website, weekly.
- 24/25 was a bad one — counts over 100k late Feb.

## Drench / other
- Calves: oral drench at 100 kg, then 6-weekly.
- R1 heifers grazing off at Hollis's — check condition every 6 wks.
"""

NOTES["notes/farm/feed-budget.md"] = """---
title: Feed budget — summer/autumn 24/25
date: 2024-12-12
tags: [farm, feed, PKE]
---
# Feed budget summer–autumn 24/25

Avg pasture cover target 2,100 kg DM/ha going into Jan. We're at 2,250 now but drying off fast.

| Supplement | On hand / ordered | Price | Notes |
|---|---|---|---|
| Grass silage | ~180 bales | own | made Nov |
| Maize silage | 120 t DM | $0.42/kg DM | stack by the yards |
| PKE | 28 t ordered | $385/t delivered | Rangitoto Feeds quote 9/12, min 28 t load |
| Turnips | 9 ha | own | feed from mid-Jan |

- PKE fed in the paddock off the feed-out trailer (no in-shed feeding here). ~2 kg/cow/day from Jan, up to 3 if it stays dry.
- Shane Budd (Rangitoto Feeds) is the rep, 027 555 0148. Talk to him before the price moves.
- Watch Kahurangi's FEI rules on PKE — keep it under the limit or milk gets graded.
- If covers drop under 1,800, talk to Graeme about OAD early.
"""

NOTES["notes/farm/staff.md"] = """# Staff / roster

| Name | Role | Phone | Started | Notes |
|---|---|---|---|---|
| Sione Fifita | 2IC | 021 555 0143 | Jun 2021 | runs the place when I'm away; knows the effluent system best |
| Ben Crowe | farm assistant | 027 555 0118 | Jun 2023 | left 31/5/2025 — gone sharemilking in Taranaki, good on him |
| Priya Nair | farm assistant | 022 555 0135 | 4/8/2025 | ex vet nurse from Kerala, open work visa till 2027, v. keen |
| Jack Mulholland | relief milker | 027 555 0171 | casual | weekends + holidays, $32/h |

Roster: Sione & Priya 8 on / 2 off. Me 11 on / 3 off (in theory).

Milking: 5:00 am / 2:30 pm.

Notes
- Priya needs a quad bike induction + the effluent SOP before she does the irrigator on her own.
- Sione's due a pay review in Sept — talk to Graeme.
- Jack can't do Sundays in rugby season.
"""

NOTES["notes/farm/owners-meeting-2025-04-22.md"] = """---
title: Owners meeting — Graeme & Ros
date: 2025-04-22
attendees: [Graeme Pohlen, Ros Pohlen, Hamish]
---
# Owners meeting 22/4/2025

At the farm office, 10–12:30. Ros brought scones.

## Agenda
1. Season wrap + DO
2. Effluent pond liner
3. In-shed feeding system (my proposal)
4. Staff — Ben leaving
5. Budget 25/26

## Notes
1. **Season**: production 168,000 kgMS, down 4% on last yr (dry autumn, OAD from 24/3). Owners happy enough given the weather.
   DO — lighter cows + 1st calvers off ~mid-May, rest later depending on covers. Graeme to confirm dates by email.
2. **Pond liner**: council flagged seepage on the south bank at the March inspection. APPROVED — up to **$40,000** (excl GST) for an HDPE liner, install late summer when the pond's at its lowest. I'm to get 3 quotes.
3. **In-shed feeding**: DECISION — *not this season*. Graeme doesn't want the capex (~$85k) with the payout so uncertain. Revisit autumn 2026. We keep feeding PKE out in the paddock off the trailer.
4. **Staff**: Ben leaving 31/5. Replace with a farm assistant from Aug. Budget ok'd at the same rate.
5. **Budget**: fert down 10%, R&M same, nitrogen cap rules — fine.

## Actions
- [x] Hamish: advertise farm assistant role (done 28/4)
- [ ] Hamish: 3 pond liner quotes → Graeme
- [x] Graeme: confirm DO dates by email
- [x] Ros: send updated budget spreadsheet
"""

NOTES["notes/farm/effluent-compliance.md"] = """# Effluent / compliance

- Resource consent **AUTH 139884.01.01** — discharge of dairy shed effluent to land. Expires 2032.
- Storage pond ~2,400 m³, clay lined (1998). Sand trap cleaned every 3 months.
- Travelling irrigator — 4 runs, ~32 ha effluent block. Don't irrigate if soil's saturated (check the soil moisture probe first!!).
- Council inspection 12/3/2025: officer flagged possible seepage on the south bank of the pond. Has to be sorted before the 2026 inspection.
- Liner quotes: Waikato Liners (in, see their email in Aug). Still need 2 more.
- Records: irrigator runs in the shed diary, monthly summary into the council portal.
- Emergency: pond overflow → close the stormwater diversion valve, ring Sione, then ring the council pollution hotline.
"""

NOTES["notes/sleepout/sleepout-plan.md"] = """---
title: Sleepout build
started: 2025-05-02
updated: 2025-08-30
tags: [sleepout, build, home]
---
# Sleepout

Mainly for Nikau (14 going on 25, needs his own space) + a guest room when Mum comes up.

- Size: 3.6 × 5.4 m = 19.4 m² — under 30 m², so exempt from building consent (council confirmed by e-mail in May, ref no. is in that e-mail).
- Site: behind the house next to the old woolshed, 2.5 m off the boundary fence.
- Builder: Robbie Tane (mate from rugby, qualified chippy) — framing + roof on weekends, $55/h cash.
- Sparky: **Craig Dunlop, Dunlop Electrical** — has to be a registered sparky for the wiring + the CoC. Quote $3,950 + GST.
- Cladding: **Shadowclad** (grooved ply) — quickest, cheapest, paint it. Decided 12/7.
- Roof: Colorsteel, colour Grey Friars, mono-pitch 10°.
- Insulation: R2.6 walls, R3.6 ceiling (overkill but Waikato frosts).
- **No toilet, no plumbing** — decided. Keeps it exempt, saves a pile of $$. Use the house loo.
- Deck: later, once the money's back.
- Budget: $28,000 all in.

## Checklist
- [x] Council exemption confirmed
- [x] Site cleared + levelled
- [ ] Piles + floor (Robbie)
- [ ] Framing
- [ ] Roof on
- [ ] Pre-wire (Craig)
- [ ] Cladding
- [ ] Insulation + GIB
- [ ] Electrical CoC
- [ ] Paint / stain
- [ ] Carpet (offcuts from Leanne's clinic reno?)
"""

NOTES["notes/estate/uncle-des-estate.md"] = """---
title: Uncle Des – estate
updated: 2025-10-08
tags: [estate, des, dunedin]
---
# Estate of Desmond John Galloway (Uncle Des)

Died 2/2/2025, Dunedin Hospital, aged 78. Mum's big brother.

- Executors: me + cousin Shona Galloway (Auckland). Mum didn't want to be.
- Lawyer: Fiona Bryce, McKechnie Bryce Lawyers, Dunedin — fiona.bryce@mckbryce.example
- House: 17 Glenpark Avenue, Mornington, Dunedin.
- Storage unit: his stuff from the house (tools, boat gear, photos, Grandad's medals) — unit details are on the asset schedule Fiona attached to the probate email.
- Estate bank acct: BNZ, ending 4471.

## Timeline
- 14/2 funeral
- 11–14/4 clear-out weekend in Dunedin — me, Shona, Callum. Two skips.
- 10/6 probate granted
- Sept — listed with Southern Realty (Mornington office). Guide $520k.
- 6/10 offer accepted, unconditional 20/10. **Settlement 28/11.**

## To do
- [x] Death cert copies x5
- [x] Cancel Sky, phone, power
- [x] Redirect mail (NZ Post, 12 months)
- [ ] IRD — final return for Des (to date of death) + estate return. Waiting on IRD; Fiona's accountant is on it.
- [ ] Distribution — only after settlement AND IRD clearance
- [ ] Medals → Nikau (get them framed?)
- [ ] End the storage unit lease after settlement
"""

NOTES["notes/estate/des-belongings.md"] = """# Des's things — who gets what

Agreed on the clear-out weekend (Sat 12/4), me + Shona, Mum on speaker phone.

| Item | Going to | Notes |
|---|---|---|
| Falcon ute (2004 XR6, white) | Callum (Shona's boy) | He's 19, needs a ute for his sparky apprenticeship. Agreed we deduct $4,000 from Shona's share. |
| Grandad's medals (WW2, Italy) | Nikau | in the storage unit for now |
| Fishing rods + reels | me / Nikau | already in the shed here |
| Boat (14 ft Fyran + trailer) | ?? | Mum has strong views — talk to her properly before anything happens |
| Kitchen stuff | Hospice shop | done |
| Books | Tania | wants the Otago history ones |
| Photos | Mum | scan copies for everyone first |
| Tools | split | Callum gets the sparky gear, rest to me |
| Recliner | dump | sorry Des |
"""

NOTES["notes/brigade/brigade-notes.md"] = """# Maungakawa VFB

Joined 2016. Senior Firefighter since 2022.
CFO Trev Hoskins, DCFO Karen Whitu.
Training: **Tuesdays 7pm** at the station (lectures in Maungakawa Hall next door).
Pager → app since May.

## Callouts 2025 (the ones I made)
| Date | Type | Where | Notes |
|---|---|---|---|
| 1/1 | Vegetation | roadside, Te Miro Rd | NYE fireworks, 30 min |
| 28/1 | Structure — hay barn | Vanderpoel's, Maungakawa Rd | ~350 bales, 6 hrs. Tankers from Cambridge + Te Awamutu. Baled too wet → spontaneous combustion. |
| 15/3 | MVA | SH1 Karapiro | ute vs power pole, driver ok |
| 20/6 | Chimney fire | Pukerimu Rd | |
| 30/8 | Alarm activation | school | false alarm, toaster |
| 5/11 | Guy Fawkes standby | | 2 scrub fires |

## Quals
- [x] BA recert (May)
- [ ] Pump Operator — module 3 workbook + practical assessment still to do
- [ ] Class 2 licence? (think about it, brigade would pay)

Notes: my gear locker is #11. Spare boots in the ute. Keep the BA mask in a seperate bag.
"""

NOTES["notes/family/kids.md"] = """# Kids — sport, kapa haka, school stuff

## Nikau (14, Yr 10, Cambridge High)
- Rugby: club U15 Colts, coach Tipene Marsh. Training Tue + Thu 5:30–7 at Leamington Domain (No. 2 field). Games Saturdays.
- Plays hooker. Boots size 10 now (!!)
- Wants a job in the holidays — could do relief calf feeding next spring?

## Mereana (11, Yr 6, Maungakawa School)
- Kapa haka: the rōpū practises Thursdays after school, Whaea Hira runs it. Festival in term 4 (notice came home by email).
- Year 6 camp early Dec (Raglan) — she's been counting down since Term 1.
- Swimming lessons Mondays at the pool, 4pm.
- Wants a horse. No.

## General
- School fees paid (term 1–3). Term 4 camp invoice to come.
- Dentist: both due in Jan.
"""

NOTES["notes/family/leanne-gift-ideas.md"] = """# Leanne — birthday (9/12) + Xmas ideas

Keep adding to this so I'm not panicking at Farmlands on the 8th again.

Likes
- Pottery — been going on about the wheel-throwing class at the Cambridge arts centre (8 wks, Thursday nights). Book it!
- Good dark chocolate, the salted caramel one from the chocolate shop on Victoria St
- Native plants — wants a kōwhai by the new sleepout deck
- A day spa voucher (she'll never book one for herself)
- Her flat white from the café by the clinic — a loyalty card top-up is a cheap win

Don't
- Lilies — hay fever, and she says they smell like a funeral
- Anything for the kitchen. Appliances are NOT presents (learnt that one in 2019)
- Blingy jewellery

Done before
- 2023: weekend in Rotorua (hot pools)
- 2024: new running shoes (boring, she picked them)
"""

NOTES["notes/holidays/summer-2026-whangamata.md"] = """---
title: Summer hols — Jan 2026
tags: [family, holiday]
---
# Summer holiday — Whangamatā

Where: Alan & Bev's bach — **14 Kotuku Place, Whangamatā**. They're in Aussie over Xmas so we've got it the first week.
When: Sat 3/1 → Sun 11/1/2026 (I come back Sat 10th if mating's messy).

Farm cover
- Sione in charge 3–10 Jan (asked him — his reply's in my email).
- Jack doing relief milkings so Sione + Priya still get days off.
- Priya back from Kerala 28/12.
- Bulls out by then.

Packing
- togs, boogie boards, chilly bin x2, the gazebo
- fishing gear (Des's rods!)
- sunblock, jandals, Nikau's surfboard
- board games for the rainy day
- bach has no wifi — bring the hotspot + charge the power bank

To do
- [ ] Ask Alan about the boat ramp permit
- [ ] Dogs — Tama & Bess to Barb's
- [ ] Cancel the paper
- [x] Leanne's clinic covered (locum booked)
"""

NOTES["notes/daily/2025-03-18.md"] = """# Tue 18/3/2025

- Dry as. Covers 1,850 and dropping, no real rain in 3 wks.
- Rang Graeme — DECIDED: whole herd onto OAD (once-a-day milking) from Mon 24/3. Keeps condition on the cows for next season. Graeme happy, Ros wants the numbers weekly. Tell Sione + Ben tonight. We'll stay on OAD right through to DO.
- PKE at 2.5 kg/cow now. Shane says the price goes up in April — order more before then?
- FE spore counts up again, zinc dose checked.
- Nikau's rugby trial Thurs 4pm.
- No brigade training tonight, hall's booked for the A&P meeting.
- Leanne late — clinic inservice.
"""

NOTES["notes/daily/2025-08-11.md"] = """# Mon 11/8

- Calving: 231 calved, 169 to go. Calved heifers look good.
- Cow 1187 down this morning — milk fever, 2 bags of calcium under the skin, up by lunch.
- Calf shed's at capacity, need to get the beefies sold Thurs.
- Rain 42 mm overnight, pugging on the back paddocks. On-off grazing.
- Kahurangi tanker driver says the vat's running warm — check the chiller plate.
- Tea: Leanne's lasagne, kids at rugby / kapa haka.
"""

NOTES["notes/daily/2025-10-27.md"] = """# Mon 27/10 — Labour Day (not for cows)

- AI day 3. 61 cows done so far, heats flying. Submission's looking good.
- Ordered another 60 t PKE from Rangitoto (delivery Thurs). Shane reckons the price will sit till Xmas.
- Sleepout: outside's closed in. GIB up on 2 walls. Still no CoC from the sparky — texted him again. Can't sort the contents insurance without it.
- Nikau helped Robbie all weekend, actually useful.
- Mereana practising her haka moves in the kitchen, nearly took out the lamp.
"""

NOTES["notes/daily/2025-11-13.md"] = """# Thu 13/11

- **388 milking** now — culled 6 chronic high-SCC + 2 lame, lost one to bloat, 3 empties sold.
- Bulk SCC looking good, definately trending down since the culls.
- Priya did the irrigator solo, all good.
- Bulls: ring Brent about delivery day.

To do
- [ ] Mereana camp — pay online + medical form (both due Fri 21st)
- [ ] Ring Brent re bulls
- [ ] Nikau's mouthguard (he chewed it)
- [x] Rugby club sub paid
- [ ] Book the Xmas ham
"""

TEXTS = {}

TEXTS["text/house-sitter-sheet.txt"] = """HOUSE SITTER SHEET -- Kayla (Thu 10 - Mon 14 April)
Thanks heaps Kayla!! You're a legend.

WI-FI
  Network: TWG-Farmhouse
  Password: Tama&Pickle2023
  (router is on the shelf in the hallway, turn it off/on if it drops out)

DOGS
  Tama (heading dog, black & white) and Bess (huntaway, tan).
  1 scoop of biscuits each at night + the mince in the fridge, half each.
  They sleep in the kennels, NOT inside (Bess will try).
  Chain them up before you drive out or Tama chases the car.

CAT
  Pickle. Biscuits morning + night. Don't let him out after dark.

CHOOKS
  Let out in the morning, shut the door at dusk (stoats). Eggs are yours!

BINS
  Red bin out Tuesday night (road gate). Recycling is fortnightly - not this week.

FARM STUFF
  Not your problem! Sione runs the farm while we're away.
  Anything farm related (cows on the road, tanker issues): Sione 021 555 0143.

NEIGHBOUR
  Barb Ennis, over the road (the yellow house) 027 555 0109.

POWER CUT
  Torches in the laundry. The generator is for the SHED, not the house - don't touch it.

EMERGENCY
  111. Leanne 021 555 0122, me 027 555 0100.
"""

TEXTS["text/relief-milking-instructions.txt"] = """RELIEF MILKER - HOW WE RUN THE SHED
Pohlen farm, 1480 Maungatautari Rd
Updated Feb 2025 (Hamish)

MILKING TIMES
  5:00 am / 2:30 pm. Cows should be on the yard 15 min before.
  Herd: 400 cows, 40-bail rotary. About 2 hr 15 a milking.

BEFORE YOU START
  1. Check the vat is clean and the outlet valve is SHUT.
  2. Plant on "milk" at the wash box. Filter sock in.
  3. Turn on the chiller + the vat stirrer.
  4. Check the whiteboard for red-band cows.

RED-BAND (treated) COWS
  Red leg band + red spray on the tail. Cups go on the bucket line, NOT the vat.
  If in doubt, bucket it. A grade costs us thousands.

TEAT SPRAY
  Auto sprayer at the exit. Top up the drum if under a quarter.

AFTER MILKING
  Plant wash: hot wash every morning, cold rinse arvo. Acid wash Mon + Thu.
  Hose the yard, backing gate home, effluent pump on AUTO.

TANKER
  Kahurangi Dairy. Our supplier number is 48217 - write it on the vat docket
  if the driver asks. Vat must be under 7 degC within 3 hrs of milking.

PROBLEMS
  Sione 021 555 0143 (2IC) then Hamish 027 555 0100.
  Vet after hours: Te Awa Vets 07 555 0190.
"""

TEXTS["text/generator-howto.txt"] = """How to run the shed off the PTO generator (power cut)
======================================================

Only for the shed. The house is NOT on the changeover.

1. Ring the lines company outage line first - if it's under an hour, just wait.
2. Tractor: the blue Massey (the 5713). Back it up to the generator trailer
   on the concrete pad beside the vat room.
3. Hook up the PTO shaft - guard ON. Chain the trailer to the ring bolt.
4. In the shed switchboard: flip the big changeover switch from MAINS to GEN.
   Make sure all the breakers for the rotary drive + vacuum pump are OFF first.
5. Start the tractor, bring the PTO up to 540 slowly. Watch the gauge on the
   generator - 230 V / 50 Hz. Don't go over 1,800 rpm on the tractor.
6. Breakers back on one at a time: vacuum pump first, then milk pump, then
   the rotary, then the vat chiller LAST (big start load).
7. Don't run the hot water cylinder or the effluent pump off the generator.
8. When the power's back: breakers off, changeover back to MAINS, then PTO off.

Diesel for the tractor is in the tank by the implement shed (key on the hook
in the office). Generator was serviced Jan 2025 - next service Jan 2026.
"""
