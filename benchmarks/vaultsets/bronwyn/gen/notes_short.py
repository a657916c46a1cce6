"""Short markdown notes, daily notes, plain-text files."""
from common import put, dedent

D_0903 = dedent('''
# Tue 3 Sept

- 6:45 in. Mowed junior oval before the buses. Dew everywhere, clippings clumping, whatever
- line marking paint came (finally) - 6 x 20L white. Priya queried the invoice, told her it's the same as last yr
- chem shed: new padlock on. Keys - one on my ring, one in the office key safe, tagged yellow

Funniest thing all term: 10.30ish a Year 2 kid (one of Ms Hartley's) walked into the front office holding a BOBTAIL like a baby. Full size. Said he "found him being lonely near the sandpit". Lizard completely chill about it. Front office lady (Sue) screamed and climbed onto her chair. Got the kid to put it down in the garden bed by the flagpole, explained reptiles like to be left alone, washed hands etc. Kid very disappointed we couldn't keep him as class pet. Bobtail wandered off under the agapanthus. Made my week.

Arvo:
- bindii round 2 along the fence line, junior oval (logged in register)
- retic: station 6 head snapped again (Year 3 soccer, I know it's you)
- ring the tree bloke re marri limb - he's sending a quote
- line marking Wed 18th after school, need Steve's ute to tow the line marker trailer - mine's got the van hitch on

Home: training tonight, scenario is vehicle entrapment. Take the spare gloves.
''')

D_1012 = dedent('''
# Sat 12 Oct

Weighbridge day!

Took Marge down to the public weighbridge at Kwinana with Lachie. $22, ticket in the Marge folder.

- Tare (empty, no water, no gas bottles): **1085 kg**
- ATM on the compliance plate: 1500 kg
- Ball weight on the bathroom-scales-and-a-plank trick at home: ~110 kg. Bit light? Lachie reckons aim for 10% of loaded weight. Need to load it up properly and check again before the first trip.

So I've got about 400 kg of payload to play with. Water tank (when I fit one) is 80 L = 80 kg. Battery + fridge + gas maybe 60. Plenty.

Bunnings run after:
- 2 x Sikaflex for the roof seams
- masking tape
- new broom for the van
- snags for lunch (obviously)

Lachie ate four. Four.

Next weekend: brigade pre-season truck check Sat morning. Sunday: start on the roof seams if it's dry.
''')

D_1119 = dedent('''
# Tue 19 Nov

SNAKE DAY.

~9.40am - Year 1 teacher ran out to the shed: dugite, about a metre, sunning itself on the edge of the junior sandpit, right where the kids line up for recess.

What happened:
1. Kept eyes on it (from a good distance), radioed the office
2. Steve did the lockdown-lite - kids kept inside for recess, teachers told via Compass
3. Rang the snake catcher from the contacts list - got Ray Dunstan, he was only in Bibra Lake, turned up in 40 min
4. Ray bagged it in about 30 seconds, properly calm bloke. Said it's a young female, probably came up from the drain line along the back fence because it's been hot
5. Relocated to bushland out past the reserve (he said he'd log it)

Cost: $165 call-out, school paid - Priya will sort the invoice.

Ray's tips:
- keep the long grass along the back fence down (my job, fair)
- block the gap under the sandpit cover frame
- kids: stand still, back away slowly, tell an adult. Don't throw things at it (looking at you, Year 5)

Need to:
- [ ] get the snake protocol into the staff bulletin before summer
- [ ] whipper snip the back fence line this week
- [ ] fix the sandpit cover gap

Rest of day was an anticlimax. Hilux got its service yesterday - CV joint done, wallet cried.
''')

D_0422 = dedent('''
# Tue 22 Apr

Holidays, school half empty. In for a few hours to do the ficus.

- [x] pruned the big ficus by the front office (2 trailer loads to the tip)
- [x] re-edged the kindy paths
- [ ] chase Priya again - the bore pump PO is still sitting there waiting for Leanne's signature. Leanne back on the 28th. Dale can't order the pump until then
- [ ] library bubbler STILL dripping. Ordered the replacement cartridge in March, supplier says backorder, "couple of weeks". It's been five.
- [ ] Marge cushions - see Sandra's latest email
- [x] dropped Marge at Hendo on the 7th - Craig says 5-6 weeks

Brigade tommorow night. Talking about the deployment for the new members, 10 mins. Notes are in the debrief doc.

Darren home Saturday.
''')

PLAN = dedent('''
---
title: Marge - restoration plan
van: 1972 Millard 15ft
bought: 2024-05-18
from: Pinjarra (Gumtree)
price: 3200
status: in progress
tags: [marge, caravan, plan]
---

# Marge - the plan

Bought off a bloke in Pinjarra whose dad had her parked behind the shed since the 90s. Tyres flat, floor rotten, but the body is straight and she's got all her original louvres and the curved kitchen bench.

## Stages

| # | Stage | Status | Notes |
|---|-------|--------|-------|
| 1 | Get her home safely | done | borrowed trailer lights, 60 km/h the whole way |
| 2 | Floor (front section) | done | marine ply, glued + screwed, Jul 2024 |
| 3 | Chassis rust | done | wire wheel, converter, cold gal, underbody wax |
| 4 | Wheel bearings + brakes | done | repacked both sides, new seals |
| 5 | Roof seams | done | stripped + resealed Oct 2024 |
| 6 | Weighbridge | done | numbers in the daily note |
| 7 | Gas compliance | done | Trev, Nov 2024 |
| 8 | 12V system | mostly | Lachie. Fridge to go in after paint |
| 9 | Licensing inspection (DoT) | done | passed 4 Mar 2025, plates 1TRZ 615 |
| 10 | Insurance | done | classic van mob, agreed value |
| 11 | Paint | in progress | at Hendo Auto Refinish from 7 Apr 2025 |
| 12 | Upholstery | waiting | Stitched Up (Sandra) |
| 13 | First trip! | - | - |

## Checklist

- [x] new 7-pin plug + wiring to the tail lights
- [x] brake lights / indicators working (Lachie)
- [x] safety chains + rated shackles
- [x] jockey wheel (old one seized)
- [x] gas locker vent cleared
- [ ] louvre winders x2 (still hunting)
- [ ] awning - old one perished
- [ ] water tank 80 L + hand pump
- [ ] fit fridge
- [ ] fire extinguisher + blanket (ha, of course)
- [ ] smoke alarm
- [ ] first aid kit

## Rules I've made for myself

1. Original where possible. If it's a Millard part and it can be saved, save it.
2. Safety stuff gets done properly, by someone who is licensed (gas, 240V).
3. Spreadsheet every purchase. No cheating.
4. No carpet. Ever. Carpet in a caravan is a mould farm.
''')

PAINT = dedent('''
---
title: Marge paint colours
date: 2024-08-24
tags: [marge, paint, decision]
---

# Paint - decision time

Original paint is faded orange over cream, chalky, very 70s. Honestly looks tired. Options I looked at (paint chips from the auto paint place + sample pots):

| Option | Lower | Upper | Vibe | Kerry vote | Darren vote |
|--------|-------|-------|------|-----------|------------|
| A | Sea Mist green | Antique White | retro beachy | YES | meh |
| B | Duck-egg blue | white | cute but everyone's doing it | no | no |
| C | repaint original (faded orange + cream) | - | "a crime" (Darren) | no | NO |
| D | Charcoal | white | modern, wrong for her | no | yes |

## Decided

**Going with A - Sea Mist green lower with Antique White upper**, chrome strip polished up. Two-tone line follows the original body moulding.

Reasons: fresh, suits the shape, and it's not what everyone else does. Kerry is very pleased with herself.

Next: get quotes from a couple of auto refinishers once she's licensed. Craig at Hendo Auto Refinish in Henderson does old cars + vans, Col recommends him.
''')

ELEC = dedent('''
---
title: Marge 12V / electrics
date: 2024-11-26
tags: [marge, 12v, electrics, fridge]
---

# Electrics - what we're doing

Lachie is running this. I'm the labourer. Nev (his boss) will do + certify the 240V inlet and the one GPO.

## Fridge: 3-way vs 12V compressor

Went round and round on this. Asked ChatGPT, asked the caravan group, asked Trev the gas bloke.

- 3-way (gas/240/12): silent, works on gas off-grid BUT needs a flue + two vents cut into the wall, must be dead level, useless on 12V while driving in the heat, and it's another gas appliance for Trev to certify
- 12V compressor: no holes in Marge's original walls, runs off the lithium + solar, cools properly even at 40 degrees, a bit of hum

**Decision: 12V compressor fridge, ~65 L upright.** Not cutting holes in a 1972 Millard wall for a fridge vent. Gas stays for the cooktop only.

## Battery / charging

See Lachie's email (Nov) for his full list + reasoning. Short version is in the spreadsheet once bought.

## Wiring notes

- Anderson plug on the A-frame for the ute charging
- main fuse at the battery, fuse block under the dinette seat
- all lights to LED (warm white, NOT the blue-white ones, I'll cry)
- USB points x2, one by the bed, one by the kitchen
- 240V inlet + 1 double GPO - Nev

## Still to do

- [ ] fridge install after paint
- [ ] label every wire (Lachie insists)
- [ ] cheat sheet for me taped inside the battery box
''')

GAS = dedent('''
---
title: Marge - gas + compliance
date: 2024-11-15
tags: [marge, gas, compliance]
---

# Gas compliance

Need a gas compliance certificate before DoT will look at her for licensing.

Fitter: Trev Ashby (Ashby Gas Services) - Col's mate, does vans and boats. Booking is in the caravan calendar.

Pre-visit checklist:
- [x] gas locker cleaned out, vent holes clear
- [x] both 4 kg bottles in test date (one was out, swapped at the servo)
- [x] cooktop cleaned, knobs all turning
- [x] low-level vent under the cooktop unblocked (wasp nest!!)

## Result

PASSED (he was here first thing, done by 10). Trev replaced the regulator (old one was original and "a museum piece"), new hose, leak-tested everything, tagged the cooktop. $385 incl the reg.

Compliance cert recieved as an attachment on his email the next day. **Cert number is on that attachment** - print it and put it in the Marge folder for the DoT inspection.

No 3-way fridge = nothing else gas to certify later. Good.
''')

RETIC = dedent('''
---
title: BRPS retic - zones and stations
updated: 2024-07-22
tags: [school, retic, bore]
---

# Retic zones (after Coastal upgrade, July 2024)

Controller: AquaLogic AL-16, in the bike shed (key on the red tag, office key safe). Bore-fed. Bore watering roster: 3 nights/week, outside 9am-6pm.

| Stn | Area | Type | Run time | Notes |
|-----|------|------|----------|-------|
| 1 | Front oval - north | pop-up rotors | 25 min | new solenoid |
| 2 | Front oval - centre | pop-up rotors | 25 min | new solenoid |
| 3 | Front oval - south | pop-up rotors | 25 min | wet end near drain, watch it |
| 4 | Front oval - cricket nets side | pop-up rotors | 25 min | new solenoid |
| 5 | Junior oval - east | pop-up sprays | 20 min | |
| 6 | Junior oval - west | pop-up sprays | 20 min | Year 3s break head every term |
| 7 | Kindy lawn | sprays | 12 min | |
| 8 | Front office beds | drip | 40 min | |
| 9 | Bush tucker bed | drip | 30 min | added Term 4 2024 |
| 10 | Library lawn | sprays | 15 min | |

Programs:
- A = stations 1-4 (front oval), Mon/Wed/Fri 10pm
- B = stations 5-7, Mon/Wed/Fri 11.30pm
- C = drip, Tue/Sat 5am

## Shut-offs

- **Main isolation valve for the whole retic: green pit behind the canteen, next to the bin enclosure.** Needs the long T-bar key from the grounds shed (hangs above the fuel cupboard).
- Bore pump isolator (electrical) on the wall of the pump shed, padlocked, key on my ring.
- Each solenoid has a manual bleed screw - quarter turn to test.

## Bore

Existing pump is the original 2009 submersible, rewound once (2017). Noisy on start-up. Dale says keep an eye on it.
''')

CONTACTS = dedent('''
# BRPS - contacts (grounds)

| Who | Role | Ph / email | Notes |
|-----|------|-----------|-------|
| Leanne Okafor | Principal | leanne.okafor@brps.example | signs off anything over $2k |
| Steve Mancini | Deputy | steve.mancini@brps.example / 0491 570 121 | my line manager, carnival, OHS |
| Priya Raman | Business manager | priya.raman@brps.example | POs, invoices, budgets |
| Sue Patterson | Front office | 08 5550 0120 | key safe, visitor sign in |
| Mick Fenwick | Relief groundsperson | 0491 570 133 | via the Dept relief pool, knows our retic |
| Dale Kowalski | Coastal Retic & Bore | dale@coastalretic.example / 0491 570 140 | retic + bore |
| - | Tall Timber Tree Care (arborist) | 08 5550 0177 | did marri limb Oct 24 |
| - | Southside Snake Relocation | 0491 570 146 | 24/7, ~$165 call-out |
| - | Cockburn Mowers (Husky/Stihl dealer) | 08 5550 0191 | servicing, chains |
| - | City of Cockburn rangers | 08 5550 0100 | dogs on oval, dumping |

Emergency: fire/police/ambo 000. Poisons 13 11 26 (real one, keep).
''')

GROUNDS = dedent('''
---
title: BRPS grounds jobs 2024
created: 2024-02-05
tags: [school, plan]
---

# Grounds plan 2024

## Term 1
- summer watering - check every station weekly
- sandpit top-up (3 m3) + new cover frame
- swimming carnival is offsite (Fremantle pool), nothing for me

## Term 2
- autumn fert both ovals (slow release)
- leaf clean-up under the plane trees
- winter tree check - marri over the junior playground looks dodgy, get arborist

## Term 3
- **Retic upgrade - Coastal (Dale) - July hols**
- bindii spray junior oval + fence lines (Aug/Sep)
- Athletics carnival: **Fri 13 Sept**. Line marking the week before (Wed 11th). Borrow Steve's ute for the marker trailer.
- P&C bush tucker garden proposal (Aug meeting)

## Term 4
- coring + topdress front oval - October hols if money allows (it won't)
- tree work - marri limb
- summer retic settings
- end of year concert set-up (stage, sound)
- holiday watering cover - ask Steve early

## Ongoing
- mowing: both ovals fortnightly in winter, weekly spring-summer
- chem register up to date (Steve checks each term)
- SDS folder in chem shed
''')

TRAINING = dedent('''
---
title: Brigade - training log
tags: [brigade, training]
---

# My training log - Wandi Ridge VBFB

Joined 2017. Brigade training nights Tuesdays 7pm (as of 2024). Captain: Gaz Lindqvist. Training officer: Col Barrett.

| Year | Course | Where | Result |
|------|--------|-------|--------|
| 2017 | Introduction to Bushfire Safety | station | done |
| 2018 | Bushfire Firefighting (BFF) | station + Academy | competent |
| 2019 | First Aid (brigade) | station | done |
| 2021 | Advanced Firefighting | Academy | competent |
| 2022 | Pump operations | station | done |
| 2023 | Pack test (light) | station | passed |
| 2024 | Crew Leader Bushfire | Academy | competent (Oct) |

## 2024 - what next?

Gaz wants me to do either Crew Leader or Chainsaw Ops this year. Chainsaw would be handy (I do enough at school) but the brigade needs crew leaders more - we've only got three. Going with Crew Leader. Chainsaw next year maybe.

Nominated via Gaz in June. Course confirmation + joining info came from DFES by email in Oct.

## Notes from Crew Leader

- LACES every time: Lookouts, Awareness, Communications, Escape routes, Safety zones
- crew briefing = SMEACS
- never commit the crew to a task you wouldn't do yourself
- write it down. Everything. The log book is your friend at the inquiry.
''')

DEPLOY = dedent('''
---
title: Deployment debrief - Darradup fire, Jan 2025
date: 2025-01-25
tags: [brigade, deployment, debrief]
---

# Darradup fire - my debrief

Strike team from the south metro brigades, our light tanker + crew of 4 (me as crew leader - first time!, Col, Ian and young Sam). Away Sat 18 - Thu 23 Jan.

STL was Sharon from Serpentine brigade - calm, organised, briefed properly every morning, checked on everyone's water. Top operator. Would go out with her again any day.

## Day by day

**Day 1 (Sat)** - mustered at 0430, convoy down Southwest Hwy, ICC at Nannup by 11. Afternoon on mop-up along a tertiary road, mostly blacking out stumps and logs within 30 m of the edge.

**Day 2 (Sun)** - direct attack on a flank in open jarrah, light fuels. Good day. Fire behaviour mild in the morning, picked up after lunch.

**Day 3 (Mon)** - the big one. Forecast said a southerly change "late afternoon". It came through just after 3pm instead. Wind swung from NE to SW in about ten minutes, the eastern flank that had been quietly backing turned into a head fire, and spotting started over the track we were on. Sharon called it straight away - pulled us all back to the anchor point on the gravel road and then to the safety zone (the paddock by the old mill). Everyone out, nobody hurt, truck fine. Then we spent the evening doing asset protection on two farmhouses. Scariest 20 minutes I've had in a fire. Also the most proud I've been of a crew.

**Day 4 (Tue)** - patrol + mop-up on the new edge. Hot, boring, important.

**Day 5 (Wed)** - handover to the next strike team, drive home. Home 2am Thu.

## What worked
- morning briefings - everyone knew the escape routes
- water discipline
- Sam on the radio, clear as a bell

## What didn't
- our truck's rear hose reel jammed twice - reported, needs fixing before next season
- not enough sleep day 2-3 (staging area was loud)
- we ran out of electrolytes on day 3. Pack more.

## For next time
- spare gloves x2
- cooling towel
- my own snacks (the staging catering is all white bread)
''')

GEAR = dedent('''
# Brigade gear + sizes

- PPC (yellow) jacket: M, trousers: M/regular (the old ones are shredded at the knee)
- Boots: 8 women's / 7 men's. Prefer the zip-side ones - lace-ups take too long at 2am
- Gloves: M, leather. Always carry a spare pair
- Helmet: brigade issue, torch clip on the left
- Goggles + P2 masks in the kit bag

## Kit bag (deployment)
- 3 x socks (good ones), undies, 2 x cotton shirts
- toiletries, wet wipes (LOTS), sunscreen, lip balm
- phone charger + battery pack
- electrolyte sachets, muesli bars, jerky
- head torch + spare batteries
- notebook + pencil (pens die in the heat)
- Panadol, Voltaren, blister pads
- a pillowcase. trust me.
''')

MUM75 = dedent('''
---
title: Mum's 75th
date: 2024-08-30
tags: [family, mum, birthday]
---

# Mum's 75th - planning

Birthday is Fri 18 Oct. Dinner on the Saturday so everyone can get there.

## Who's coming (14)
- Mum, me, Lachie
- Kerry, Phil, Jess, Tom
- Darren (swapped his swing - legend)
- Aunty Val + Uncle Reg
- Mum's friends: Pat, Beryl, Margaret (+ Margaret's husband Bill)

## Venue shortlist
1. the sailing club restaurant (Kerry's pick, on the water, private room)
2. The Rose (pub) - Mum likes the roast but it's loud
3. Mum's fave Chinese on Victoria St - no private room

Booked - I did it in the end because Kerry was overthinking it. The confirmation e-mail from the restaurant has all the details (room, time, deposit). Forwarded to the group.

## To do
- [x] book venue
- [x] cake - sticky date, from the bakery Mum likes, pick up Sat morning
- [x] photo board - Kerry
- [ ] speech - me. short. no crying (there will be crying)
- [x] flowers - Jess
- [x] Mum's lift down - Darren
''')

XMAS = dedent('''
---
title: Christmas 2024
tags: [family, xmas]
---

# Christmas 2024

**Decided: Christmas at mine (Freo) this year.** Group chat agreed in Nov - Mum can't do the five-hour drive to Kerry's in Gero anymore and Darren flies into Perth anyway. Kerry hosted last year, fair's fair.

## Who's where
- Mum + Kerry's lot arrive 23rd, stay to 27th (Mum in my room, me on the fold-out)
- Darren flies in 22nd, staying at Lachie's mate's place in Hilton
- Jess + Tom on the blow-up mattresses in the spare room (CLEAN THE SPARE ROOM)

## Menu
| What | Who |
|------|-----|
| Ham (Dad's recipe) | Lachie (god help us) |
| Prawns | Darren - from the Freo fish markets, 24th |
| Roast veg + gravy | me |
| Potato salad | Kerry |
| Pav | Mum (non-negotiable) |
| Trifle | Kerry |
| Drinks | everyone, Darren mostly |

## To do
- [x] clean spare room
- [x] borrow trestle + chairs from the brigade
- [x] order prawns
- [ ] Secret Santa - $30 limit, Jess drew names
- [x] Mum's present
''')

UTE = dedent('''
---
title: Hilux
tags: [ute, car]
---

# The ute - 2011 Hilux SR 3.0 D-4D (manual, extra cab)

- Rego: 1GQK 402 (renews Sept)
- Tyres: 265/70R16, all-terrains. Pressures 36 front / 40 rear loaded, 32/32 on sand
- Mechanic: Rob Gallo, Rob's Auto, O'Connor - honest, quick, won't upsell
- Tow bar rated 2500 kg, ball 50 mm

## Service history

| Date | km | Who | What |
|------|----|-----|------|
| 2023-11-06 | 297,400 | Rob | major service, front pads |
| 2024-05-13 | 303,150 | Rob | minor service, new batt |
| 2024-09-09 | - | DoT | rego renewed 12 months |
| 2024-11-18 | 309,870 | Rob | service + CV joint (RH) + rear brake shoes |

Next service due 315,000 km or 6 months. Rob will send a reminder.

## Notes
- Clicking on RH full lock = CV joint (fixed Nov 24)
- Fronts wearing on the outside edge - alignment?
- Spare is an old mismatched tyre - replace before the first Marge trip
''')

PHYSIO = dedent('''
---
title: Shoulder / physio
tags: [health]
---

# Right shoulder

Started playing up winter 2024 (pull-starting the school Husky, dragging hoses one-armed). Worse after the Jan deployment.

Physio: Anna Li, Fremantle Sports Physio (near school). Fridays 7.30am before work, 6 sessions from 7 Feb 2025.

Diagnosis: rotator cuff irritation (supraspinatus), no tear. Posture + load thing.

## Exercises (twice a day, ha)
- wall slides x 10
- external rotation with band x 15 each side
- scap squeezes x 15
- doorway stretch 30 sec x 3

Hate the band ones, love the doorway stretch. Anna says do the ones I hate first.

## Rules
- no pull-starting anything for a month (got the new electric-start mower at school, yay)
- hoses: swap arms
- ice after big mowing days
''')

HOUSESIT = dedent('''
HOUSE-SITTER SHEET - 27 Quarry Lane, White Gum Valley
(updated Jan 2025 for Jess - thank you thank you thank you)
=====================================================

ME: Bron 0491 570 110 (may be out of range on deployment - if urgent ring the
brigade secretary Deb 0491 570 152 and she'll get a message to me)
LACHIE: 0491 570 114 (lives 10 min away in Hilton, knows everything)

GETTING IN
- Spare key is in the lockbox on the side gate. Code 3391.
- Back door sticks - lift the handle and shove.

WI-FI
- Network: TaitHQ
- Password: Chook$andSand25   (changed Jan 2025, the old one is dead)
- Router is on the bookshelf. If it dies, turn it off at the wall, count to 30.

NUGGET (kelpie, 6, red, thinks he's a person)
- 1 cup kibble morning, 1 cup at night. Scoop is in the bin.
- NO cooked bones. NO socks (long story).
- Walk: around the block morning + Booyeembara Park arvo if it's not stinking hot.
  He pulls towards other dogs, hold on.
- If there's a thunderstorm or fireworks he goes in the laundry - let him.

CHOOKS (4 - Pav, Lamington, Vegemite, Mrs Beakman)
- Let out ~7am, LOCK UP AT DUSK - fox has been sniffing round.
- Layer pellets in the feeder, top up water every day (it's hot).
- Scraps fine, but no onion, no citrus, nothing mouldy.
- Eggs are yours!
- Mrs Beakman is an escape artist. If she's missing check under next door's deck.

BINS
- Tuesday night out. Red every week. Yellow (recycling) and lime (FOGO)
  alternate weeks - look at what next door put out.

GARDEN
- Retic runs by itself (Wed + Sat early morning, scheme water days). Don't touch.
- Hand water the pots on the back step every second day.

IF SOMETHING BREAKS
- Plumber: Coast Plumbing 08 5550 0166
- Sparky: ring Lachie first, he'll ring Nev
- Vet: Freo Vet Clinic 08 5550 0155 (Nugget's file is there)

Help yourself to anything in the fridge. There's a bottle of bubbles with your name on it.
''')

HITCH = dedent('''
HITCHING MARGE - CHECKLIST
(laminate this and keep it in the ute glovebox)
---------------------------------------------

BEFORE HITCHING
  1. Ute tyre pressures up to towing (40 rear).
  2. Van tyres 40 psi cold. Check for cracks.
  3. Gas bottles OFF at the bottle. Fridge on 12V.
  4. Louvres wound shut, roof hatch down, door locked, step up.
  5. Everything inside stowed - kettle in the sink, drawers latched.

HITCHING
  6. Jockey wheel down, raise coupling above ball.
  7. Reverse ute in (use a spotter or the little camera).
  8. Lower onto ball, latch down, lock pin in.
  9. Safety chains crossed under the coupling, shackles done up, tight not dragging.
 10. Jockey wheel up and clamped (or off and in the boot).
 11. 7-pin plug in, Anderson plug in.
 12. Breakaway cable clipped to the ute (not to the chains).

LIGHTS + BRAKES CHECK
 13. Tail lights, brake lights, both indicators - get someone to stand behind.
 14. Brake controller on, test at walking pace in the driveway.

FIRST 10 KM
 15. Pull over, walk around, feel the hubs (warm OK, hot = stop).
 16. Re-check the coupling + chains.

UNHITCHING = same in reverse. Chock the wheels FIRST.

Weights: tare + ATM are in my notes and on the plate by the door.
Don't go over 90 km/h. She's 53 years old.
''')

HOWTO = dedent('''
BRPS RETIC CONTROLLER - HOW-TO FOR RELIEF / HOLIDAY COVER
(written by Bron Tait, grounds. Ring me if stuck: 0491 570 110)
=================================================================

WHERE
  Controller (AquaLogic AL-16) is in the bike shed, grey box on the back wall.
  Key: red tag, office key safe (Sue has the code).

WHAT IT DOES ON ITS OWN
  Three programs (A front oval, B junior oval + kindy, C drip beds). All set.
  Bore roster nights only. You should NOT need to change anything.
  Station list + run times: see "retic zones" in my notes (printed copy
  taped inside the controller door).

TO RUN ONE STATION BY HAND (e.g. to check a broken head)
  1. Turn dial to MANUAL.
  2. Use + / - to pick the station number.
  3. Press RUN. Default is 5 min.
  4. Turn dial back to AUTO when done!!! (if you forget, nothing waters)

RAIN DELAY (if we get a big storm)
  1. Dial to RAIN DELAY.
  2. Pick 24 / 48 / 72 hours.
  3. Back to AUTO. It will count down by itself.

IF A PIPE BURSTS / HEAD BLOWS OFF AND IT'S GUSHING
  1. Dial to OFF at the controller first.
  2. If it keeps running, shut the main valve (location on the zones sheet,
     needs the T-bar key from the grounds shed).
  3. Text me a photo.

BORE PUMP
  Noisy when it starts - that's normal (sadly). If it trips out: wait 10 min,
  reset the breaker in the pump shed ONCE. If it trips again, leave it off and
  ring Dale Kowalski (Coastal Retic) 0491 570 140.

Thank you for looking after my grass :)
''')


def build():
    put('daily/2024-09-03.md', D_0903)
    put('daily/2024-10-12.md', D_1012)
    put('daily/2024-11-19.md', D_1119)
    put('daily/2025-04-22.md', D_0422)
    put('caravan/marge-resto-plan.md', PLAN)
    put('caravan/paint-colours.md', PAINT)
    put('caravan/electrics-12v.md', ELEC)
    put('caravan/gas-and-compliance.md', GAS)
    put('caravan/hitching-marge-checklist.txt', HITCH)
    put('school/retic-zones.md', RETIC)
    put('school/contacts.md', CONTACTS)
    put('school/grounds-jobs-2024.md', GROUNDS)
    put('school/howto-retic-controller.txt', HOWTO)
    put('brigade/training-log.md', TRAINING)
    put('brigade/deployment-jan25.md', DEPLOY)
    put('brigade/gear-and-sizes.md', GEAR)
    put('family/mum-75th.md', MUM75)
    put('family/christmas-2024.md', XMAS)
    put('personal/ute-hilux.md', UTE)
    put('personal/shoulder-physio.md', PHYSIO)
    put('house-sitter.txt', HOUSESIT)
