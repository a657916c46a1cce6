"""Markdown notes and plain-text files for the keiko vault (stdlib only)."""

NOTES = {}

NOTES["notes/basement/flood_2024-07-14.md"] = """---
title: Basement flood - July 14, 2024
tags: [house, basement, flood, insurance]
created: 2024-07-15
---

# Flood night, Sunday July 14 2024

Writing this down while it's fresh because Keystone will want a timeline.

- ~9:40 pm: storm cell hits, 60+ mm in about an hour according to the news. Street drains backed up on Ashgrove.
- ~10:15 pm: Kenji (at my place this week) comes up saying "the basement carpet is squishy". Water coming up through the floor drain AND the sump pit overflowing. Old pump humming but not moving any water -- seized.
- 10:30 pm: moved the boxes off the floor, unplugged the chest freezer, shut off the breakers for the basement outlets (panel is in the furnace room, breakers 14 + 16).
- Wet-vac'd till about 1 am. Maybe 5-8 cm of water across the family room side, the laundry side was worse.
- Called the Olafson Plumbing & Drain emergency line at 11:05 pm, got the answering service.
- Mon 7:10 am: Derek Olafson himself showed up, pulled the old pump (original from 1998 apparently!), put in a new one, replaced the check valve. Said the floor drain backing up is a different problem and we should look at a backwater valve -- the City has a subsidy for that.
- Mon afternoon: called Keystone to open a claim. They'll email the claim # and send an adjuster.
- Rented 2 dehumidifiers + 3 air movers from the tool rental place on Pembina.

## Damage list (for the claim)

| Item | Notes |
|---|---|
| Carpet + underpad, family room | soaked, smells already |
| Drywall, bottom ~60 cm | family room + spare room |
| Chest freezer | dead, everything in it tossed (so much of Mom's gyoza...) |
| Kenji's Lego bins | mostly fine, washed them in the tub |
| Boxes of teaching stuff | 2 boxes of old lab manuals, toss |
| Futon | gone |
| Baseboards, door casing | swollen |

## Things to remember

- Photos are in the phone album "flood 2024", ~140 pics + 3 videos.
- Don't throw out the carpet until the adjuster sees it (or at least keep a sample square).
- Obaachan called twice. She says the same thing happened to her in '97 in Transcona.
- Kenji was a champ. Bought him a slurpee for his "flood duty".
"""

NOTES["notes/basement/insurance_claim.md"] = """---
title: Keystone Mutual - flood claim
tags: [insurance, basement, flood]
updated: 2025-03-05
---

# Keystone Mutual claim (basement flood, July 14 2024)

**Claim #:** it's in the acknowledgement email from Keystone (July 19) -- I keep forgetting to copy it here.
**Policy:** home policy w/ sewer backup endorsement, limit $30,000 (checked the declarations page)
**Deductible:** $1,500 for sewer backup (higher than the regular $500 one, grr)
**Adjuster:** Shauna Boychuk, Keystone Mutual, 204-555-0119, shauna.boychuk@keystonemutual.example

## Log
- 2024-07-15 called claims line, opened the claim
- 2024-07-19 acknowledgement email (claim # in there)
- 2024-07-23 Shauna came out, took moisture readings + photos. Said the carpet, underpad and the bottom 2 ft of drywall are building; the freezer and futon are contents. Wants receipts for everything.
- 2024-08-14 sent her both reno quotes
- 2024-10-02 followed up -- "still in review"
- 2024-12-03 followed up again. Building portion approved in principle, paperwork "in the queue".
- 2025-03-04 settlement e-mail for the building portion recieved (see email from Shauna)
- 2025-03-05 contents part is still open

## Notes to self
- Sump pump replacement itself is NOT covered (maintenance) but the emergency call-out might be.
- The City subsidy is a separate thing, doesn't reduce the insurance payout (asked Shauna).
- Keep every receipt in the red folder. Scan them. I mean it this time.
"""

NOTES["notes/basement/contractor_quotes.md"] = """---
title: Basement reno quotes
tags: [basement, reno, contractor]
created: 2024-08-10
decided: 2024-08-12
---

# Quotes for the basement rebuild

| | Prairie Basement Renovations | Red River Reno Co. |
|---|---|---|
| Contact | Luc Gagnon (owner) | Brent Sawatzky (estimator) |
| Quote date | Aug 9 | Aug 6 |
| Total (incl. GST) | $38,400 | $44,200 |
| Start | early January | mid-February |
| Duration | ~10 weeks | 12-14 weeks |
| 2-pc washroom | yes | yes |
| Warranty | 2 yrs labour | 1 yr |
| Permit | they pull it | "we can" |

## Decision (Aug 12)

Going with **Luc / Prairie Basement**. Why:
1. ~$5,800 cheaper for basically the same scope
2. can start in January instead of mid-Feb
3. he did the Nakamuras' basement on Elm Park last year and Aiko says he was straight with them about delays and cleaned up every single day -- honestly that's what sold me
4. the Red River guy spent 20 minutes upselling me a wet bar

Told Luc by phone on the 12th, he's sending the contract. Deposit 25% on signing.

Sent Brent a polite no-thanks email.
"""

NOTES["notes/basement/reno_tracker.md"] = """---
title: Basement reno tracker
contractor: Prairie Basement Renovations (Luc Gagnon)
start: 2025-01-06
target_completion: 2025-04-11
status: in progress
updated: 2025-02-05
---

# Basement reno tracker

Target completion: ~~March 21~~ **April 11** (drywall supplier delay, per Luc's Feb 3 email)

## Phases
| Phase | Planned | Status |
|---|---|---|
| Demo + haul away | Jan 6-10 | done |
| Backwater valve + sump pit liner (Olafson, as Luc's sub) | Jan 13 | done |
| Framing + insulation | Jan 14-31 | done |
| Electrical rough-in | Feb 3-7 | in progress |
| Drywall + mud | Feb 24 - Mar 14 | waiting on board |
| Paint | Mar 17-21 | |
| Flooring (carpet, Berber "Oatmeal") | Mar 24-28 | ordered? ask Luc |
| 2-pc washroom fixtures | Apr 1-4 | |
| Electrical final inspection (City) | Apr 8 | booked by Luc |
| Trim, doors, touch-ups | Apr 7-11 | |

## Decisions so far
- Flooring: carpet in the family room + spare room (Berber, colour "Oatmeal") -- decided Dec 2. Cozy for movie nights, Kenji wants to lie on the floor with his Lego.
- Washroom: 2-piece, no shower (worked it out in the budget chat, Jan 28)
- Paint: "Cloud Cover" walls, flat white ceiling
- Pot lights: 8 in the family room, dimmable (that's change order #1)

## Checklist
- [x] sign contract (Aug 2024)
- [x] pay 25% deposit
- [x] City permit -- Luc pulled it
- [x] apply for the City basement flooding subsidy
- [ ] pick grout colour for washroom floor tile
- [ ] decide on closet doors (bifold vs. barn door)
- [ ] ask Luc about the egress window well cover
- [ ] move the Lego table back down when it's done (Kenji's #1 request)
"""

NOTES["notes/kenji/schedule_with_graham.md"] = """---
title: Kenji schedule (w/ Graham)
updated: 2025-01-10
---

# Kenji - parenting schedule

## Fall 2024 (from Sept 3)
- Graham picks Kenji up from school **Tuesdays & Thursdays**, drops him back at school next morning
- Alternate weekends: Graham has the weekends of Sept 6, Sept 20, Oct 4, Oct 18 ... (Fri after school -> Sun 6 pm)
- Tuesday = curling night, so this works great for me

## UPDATE Jan 2025
Graham's new shift rotation at the yard -> from **Jan 13** it's **Mondays & Wednesdays** instead. Weekends unchanged.
- Mon: Kenji has hockey skills 5:30 -- Graham's on hockey duty
- Tue: Mom (obaachan) has him during curling, she's thrilled
- Wed: Graham

## Holidays
- Christmas 2024: Kenji with me Dec 23-27, with Graham Dec 28 - Jan 2
- Spring break 2025: with me (Calgary trip to Emi's)
- Summer: 2-week blocks each, to be figured out by May

## Stuff that has to travel / lives at both houses
- toque + mitts (he loses one a week)
- spare inhaler (lives at Graham's)
- reading log (Ms. Fontaine checks it Fridays)
- hockey bag (always at the wrong house)
"""

NOTES["notes/kenji/kenji_info.md"] = """# Kenji - info sheet

- Born Aug 2, 2015
- Grade 4, Ms. Fontaine's class, Wolseley Park School (room 12)
- Allergies: tree nuts (NOT peanuts) -- EpiPen in backpack, spare in the kitchen drawer by the phone
- Mild asthma -- blue inhaler as needed, spare at Graham's
- Dentist: Dr. Mah, Pembina Kids Dental -- cleaning every 6 months
- Doctor: Dr. Okafor (family doctor, Corydon clinic)
- Health card: in the passport folder, filing cabinet top drawer
- Shoe size: 3 (kids) as of Jan, growing like a weed
- Skates: size 2, too small by spring
- Swimming: finished Level 3 in the fall; spring session registered (see the receipt email)
- Loves: Lego Technic, volcanoes, anything with lava, obaachan's tamagoyaki, Pokemon cards
- Hates: mushrooms, "spicy" (anything with black pepper), loud hand dryers in washrooms
- Best friends: Theo, Amira
- Screen time rule (agreed w/ Graham): 1 hr on school nights, both houses
"""

NOTES["notes/school/olympiad_2025.md"] = """---
title: Science Olympiad 2024-25
coach: K. Tanaka-Reid
co-coach: T. Baptiste
tags: [school, olympiad]
updated: 2025-04-23
---

# Science Olympiad - AHC team 2024-25

Team code + login stuff is in the MSO registration confirmation email (Sept 20).

## Practice
- Every second Thursday, 3:30-5:00
- ~~Room 214 (chem lab)~~ -> **Room 118 (Learning Commons)** from Feb 13 on -- fume hood repair in 214, the lab is off-limits till June. The school calendar still says 214, ignore it.

## Roster
| Student | Gr | Events |
|---|---|---|
| Priya Sandhu (captain) | 12 | Chem Lab, Forensics |
| Owen Klassen | 11 | Bridge Building, Write It Do It |
| Mateo Lopez | 11 | Disease Detectives, Forensics |
| Fatima Hassan | 12 | Chem Lab, Anatomy |
| Liam Bergeron | 10 | Write It Do It, Bridge Building |
| Nadia Petrenko | 10 | Anatomy, Disease Detectives |
| Ethan Chu | 11 | Ecology, Codebusters |
| Sofia Reyes | 12 | Codebusters, Ecology |

## Results
- Regionals: 2nd overall, 1st in Chem Lab (Priya + Fatima!!), qualified for provincials.

## Provincials plan
- Decision (Mar 20, with Tom): **we're dropping Bridge Building** for provincials. Owen and Liam can't finish a new build with Owen's job and it eats 3 practices. Both go all-in on Write It Do It; Liam also helps Ethan + Sofia with Codebusters.
- Bus: has to be booked through Transportation (see the bus how-to txt)
- Sub for the Friday: ask the office. Tom covers? No -- Tom's coming with us.

## To do before provincials
- [x] register team for provincials
- [x] order goggles (6 pairs, the cheap ones fog up)
- [ ] permission forms -- still missing **Owen Klassen** and **Mateo Lopez** (Owen swears it's "in his bag")
- [ ] medical info form from Nadia's parents
- [ ] book the bus
- [ ] print Codebusters practice sets
- [ ] ask the Hassans about halal lunch options
"""

NOTES["notes/school/chem_demos.md"] = """# Chem demo ideas (Chem 20S / 30S)

## Crowd favourites
- **Green flame** -- boric acid dissolved in methanol in an evaporating dish, light it, lights OFF. Bright green. The grade 11s lost their minds (Nov 2024), three kids asked to join olympiad after. Only under the hood; methanol is nasty.
- Elephant toothpaste (30% H2O2 + KI + dish soap) -- classic, messy, tarp down.
- Flame tests with wooden splints soaked overnight (LiCl red, NaCl yellow, KCl lilac, CuCl2 blue-green, SrCl2 crimson) -- good for the energy levels lesson.
- Iodine clock -- timing contest between lab groups.

## Meh
- Copper + nitric acid -- too much NO2, never again without the hood.
- "Golden rain" (lead iodide) -- pretty but the lead waste paperwork isn't worth it.

## To try
- Traffic light reaction (indigo carmine + glucose + NaOH)
- Luminol chemiluminescence for the forensics unit -- good for Mateo & Priya's olympiad event too
- Dry ice + universal indicator "colour changing bubbles"

## Safety notes
- Methanol stock is in the flammables cabinet, bottom shelf.
- Bucket of sand + fire blanket check before ANY flame demo.
"""

NOTES["notes/curling/team.md"] = """---
title: Curling - Tuesday league 2024-25
club: Riverbend Curling Club
updated: 2024-09-24
---

# Team Kowalczyk - Tuesday night league

| Position | Name | Notes |
|---|---|---|
| Skip | Dana Kowalczyk | calls a bold game |
| Third (vice) | Rob Delorme | holds the broom for Dana |
| Second | me | |
| Lead | Priti Anand | best draw weight on the team |

- League: Tuesday nights, Oct 1 to end of March, 7:00 pm draw (a few weeks at 9:00 pm)
- Dues: $310 each for the season (paid Sept 20 by e-transfer to the club)
- Team chat: the Discord server Dana set up ("Rink Rats")
- Club: Riverbend Curling Club -- park in the parkade across the street after 6 pm, the lot is tiny
- Spares: list on the club website, or ask on the members' mailing list
- My gear: gripper + slider (the blue one), broom head needs replacing by January
"""

NOTES["notes/recipes/weeknight_dinners.md"] = """# Weeknight dinners (Kenji-approved)

Rotation for my weeks with Kenji. Itadakimasu!

1. **Obaachan's curry** -- Mom's way: roux from scratch, onions cooked down forever, grated apple, carrot, potato, pork. Kenji eats two bowls.
2. Tamagoyaki + rice + miso soup (breakfast for dinner)
3. Sheet-pan perogies + kielbasa (Winnipeg classic)
4. Chicken teriyaki bowls
5. Tacos -- NO cilantro for me, ever. Tastes like soap. Kenji doesn't care either way. Green onion instead.
6. Pasta with meat sauce (double batch, freeze half)
7. Okonomiyaki when there's cabbage to use up

## Notes
- Mom's curry secret: a square of dark chocolate + a spoonful of instant coffee at the end.
- Don't buy the pre-shredded cheese, it doesn't melt right.
- Freezer space is small now (the chest freezer died in the flood) -> don't overbuy at Costco.
"""

NOTES["notes/gift_ideas.md"] = """# Gift ideas

## Mom (Michiko) -- 70th!!
- a **photo book** of the 2019 Japan trip (Nagasaki + Grandpa's village) -- Emi has the good photos, ask her. Has to be ordered by June 1 to arrive in time.
- good kitchen scissors (hers are from 1985)
- NOT another scarf

## Emi
- the hand cream she likes, or something Winnipeg-y (a Jets toque?)

## Kenji (bday Aug 2)
- Lego Technic set (the crane?)
- new skates (size 3)
- a rock tumbler (volcano phase continues)

## Graham's mom
- card + a framed photo of Kenji

## Team / school
- Tom: good coffee beans for all the olympiad Saturdays
- Rob: bottle of something for skipping while Dana was out
"""

NOTES["daily/2024-08-21.md"] = """# Wed Aug 21, 2024

- 28 C and humid. Returned the rentals last week, the basement smells less.
- Called Olafson about a backup pump. Decision: **going with the battery backup** (12V, sits beside the main pump in the same pit), not the water-powered kind. Reasons: our water pressure is meh (~45 psi), a water-powered one burns city water the whole time it runs, and the plumber said the City inspector is picky about the backflow preventer those need. Battery needs replacing every ~3 yrs, fine.
  - install booked for Sept 4, ~$780 all in
- Kenji at Graham's till Sunday. Quiet house. Too quiet.
- Started Chem 30S unit plans. Want to move gas laws earlier this year.
- Text from Dana: curling registration opens Sept 10.
- [ ] buy a new broom head
- [x] return the air movers
"""

NOTES["daily/2024-09-03.md"] = """# Tue Sept 3 2024 -- first day

- First day with students. 2 sections Chem 20S + 1 Chem 30S + homeroom 10B.
- Olympiad interest meeting at lunch -- 19 kids showed up!! Tryouts nxt week. Tom's in as co-coach again.
- Kenji's first day of grade 4, Ms. Fontaine. He reports she has a bearded dragon named Gary.
- Graham picks him up today -- first day of the new Tue/Thu thing.
- Backup pump install tomorrow and someone has to be home, so Mom is coming over 9-12 to let the plumber in. Owe her lunch.
- Curling: team meeting at Rob's on Thursday?
"""

NOTES["daily/2024-11-19.md"] = """# Tue Nov 19

- Snow, -12. Winter tires went on just in time.
- That musty smell in the basement is back, worse by the spare room. Panicked about mould. Bought a mould test kit at the hardware store ($39) -- petri dish thing, left it open an hour in the spare room.
  - Update (Thu): after 48 h basically nothing grew, "normal background". The smell is the old carpet pad under the stairs that the restoration guys never pulled -- Luc's crew rips it all out in January anyway. Box fan + the small dehumidifier down there until then.
- Curling tonight, Kenji's at Graham's so no sitter needed. Lost 7-4, Dana missed the last shot by a hair.
- Parent-teacher interviews Thurs -- print the mark summeries tomorow.
"""

NOTES["daily/2025-01-14.md"] = """# Tue Jan 14, 2025

- -31 with the windchill. Plugged the car in at school.
- Reno: framing is going up! Marco and Dev from Luc's crew are fast. Backwater valve is in (Olafson did it yesterday as Luc's sub).
- CURLING: Dana slipped on the ice in the parkade walking in -- wrist, maybe sprained, maybe worse, x-ray tomorrow. We played three-person, lost 8-3. Rob's going to skip till she's back, we'll need a spare.
- Kenji's first week of Mon/Wed at Graham's. Fine, except the hockey bag is at the wrong house. Obviously.
- [ ] email Tom re: bus for regionals
- [ ] mark the Chem 30S equilibrium quiz
"""

NOTES["daily/2025-03-11.md"] = """# Tue Mar 11 2025

- +2 and drippy. Sump pump ran 3 times overnight -- it works, and the backup's green light is on.
- Keystone: building portion paid (the cheque cleared today). Contents part is still open until I send Shauna the receipts.
  - [ ] find the dehumidifier + air mover rental receipts (glovebox? email from the rental place?) and send them to Shauna
- Curling: won 6-5 in an extra end!! New lineup is clicking.
- Olympiad: provincials prep -- drop an event? Talk to Tom.
- Pack for Calgary (leave Sat the 22nd). House sitter = Ingrid from next door.
"""

NOTES["daily/2025-05-12.md"] = """# Mon May 12, 2025

- +24, first real warm day. Windows open, Mochi in heaven.
- Basement: paint done, flooring goes in next week (finally). Deficiency walkthrough with Luc TBD.
- City flood subsidy: still haven't sent them what they need for the payout.
  - [ ] send the City the photo of the installed backwater valve + Olafson's paid invoice (the letter says within 90 days of the work being done -- valve went in Jan 13 so... mid-April?? CHECK, might already be late!!)
- Kenji's passport expires in July.
  - [ ] passport renewal form -- needs Graham's signature + a guarantor (ask Dr. Okafor?)
  - [ ] new photos (the pharmacy on Corydon does them)
- Provincials in 11 days. Sub plans!!
- Order Mom's birthday present by June 1.
"""

# ---------------------------------------------------------------- plain text

NOTES["house_sitter_sheet.txt"] = """HOUSE SITTER SHEET -- 47 Ashgrove Cres.
Sat Mar 22 to Sat Mar 29, 2025 (we're in Calgary at Emi's)
Thank you Ingrid!!

MY CELL: 204-555-0163 (texting is best; Calgary is 1 hr behind)
Emi's cell (backup): 403-555-0127

WIFI
  network:  TanakaReid-5G   (or "TanakaReid" if 5G is flaky in the back bedroom)
  password: mochi-toque-1987

MOCHI (cat)
  - 1/3 cup dry food morning + evening (bin in the pantry)
  - half a can of wet food at night, she WILL yell at you at 8:59 pm
  - litter box in the main-floor washroom, scoop daily please
  - she is NOT allowed in the basement (construction, nails)

BASEMENT
  - It's a construction zone. Luc's crew (Prairie Basement Renovations) works Mon-Fri, about 8-4.
    They have their own lockbox on the side door, you don't need to let them in.
  - Luc's cell: 204-555-0178
  - SUMP PUMP: a loud beeping from the basement = the high-water alarm. The how-to sheet is on the
    fridge. If water is actually coming in, call me AND Luc.

WATER SHUT-OFF
  - The main shut-off is in the furnace room, behind the laundry tub: red lever handle on the pipe
    coming up out of the floor. Quarter turn so the handle is across the pipe = off.

HEAT
  - Leave the thermostat at 19. Don't touch the furnace switch (looks like a light switch on the
    stairs wall).

GARBAGE / RECYCLING
  - Pickup Thursday morning -> carts out to the back lane Wednesday night.

MAIL
  - Pile it on the kitchen table.

SPARE KEY
  - Your mom has one, obviously :)

Fridge: eat anything. The perogies are fair game.
"""

NOTES["sump_pump_howto.txt"] = """SUMP PUMP -- HOW TO CHECK IT
(written after the plumber walked me through it, Sept 2024)

The pit is in the furnace room corner, under the round lid with the two pipes.
Main pump   = the big one at the bottom (model # is on the plumber's July invoice).
Backup pump = the smaller battery-powered one on the ledge, with the battery box beside it.

MONTHLY TEST (first Sunday of the month -- phone reminder)
 1. Lift off the lid (cord end first, it's tight).
 2. Slowly pour a 5-gallon bucket of water into the pit.
 3. The float rises and the main pump should kick on by itself, run ~10-15 seconds, and shut off.
 4. A "clunk" from the check valve after it stops is normal.
 5. Go outside and check water came out the discharge at the side of the house (by the lilac).
 6. Lid back on tight (smell, radon).

BACKUP TEST
 - Press and hold TEST on the battery control box for 3 seconds. The backup pump runs briefly
   and the green light stays on.
 - Red light or beeping = battery problem. Battery went in Sept 2024 -> replace ~Sept 2027.

HIGH-WATER ALARM
 - Loud beeping = water above the normal level. Is the main pump running? If it hums but doesn't
   pump, unplug it and plug it back in once. If still nothing, the backup should take over.
   Call the plumber.

WINTER
 - The discharge hose extension outside comes off Nov-Apr so it doesn't freeze solid; it drains to
   the splash pad then.
 - Running a lot in a cold snap? Check the discharge outside isn't iced over.

SPRING MELT
 - April = it runs A LOT. Every few minutes during the melt is normal. Don't panic (said to myself).
"""

NOTES["olympiad_bus_booking.txt"] = """How to book a division bus (field trips / olympiad)
(from Lorraine in Transportation, because I forget every single year)

1. Fill in form TR-7 "Request for Charter Transportation" -- staff portal > Forms > Transportation.
2. You need: date, depart/return times, pickup address (school main doors, Roblin side),
   destination address, number of students + adults, and the account code
   (science dept = 4-210-35).
3. Principal signs it (Dr. Penner). Leave it in her tray -- she does them Mondays.
4. Submit to Transportation at least 15 school days before the trip. Less than that = they'll try,
   no promises, and we pay the rush surcharge.
5. Transportation emails a confirmation with the bus # and driver's name about a week before.
6. Saturday trips: weekend rate, and they want 20 school days, not 15.

Contact: Lorraine Dueck, Transportation, ext. 2231, transport@riverlandsd.example
Cost last year: ~$410 for a half day, 48-seat bus.

Tips
- Book a 48-seater even for 10 kids -- the small buses are always "unavailable".
- Coolers + boxes under the seats, not in the aisle (the driver WILL say something).
"""
