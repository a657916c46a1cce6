"""Markdown notes for Tobias's vault."""
from notes_long import WINTER, MIDYEAR, FALL

NOTES = {}

NOTES["notes/house/basement-waterproofing.md"] = """---
title: Basement waterproofing
created: 2025-03-14
updated: 2025-09-16
tags: [house, basement]
---
# Basement — waterproofing plan

Water comes in at the NE corner + along the east wall (behind the washer)
after heavy rain and during thaws. New sump pump in March fixed the *pump*
problem, not the *wall* problem. Leak log: `data/basement-leak-log.csv`.

## Quotes (May 2025)

| Company | Contact | Scope | Price | Warranty | Notes |
|---|---|---|---|---|---|
| DryLine Foundation Co. | Rick Solano, estimator | interior drain tile 68 ft (N/E/W), new 24" basin, dimple board N wall | $8,400 | lifetime, transferable | 3 days, 1/3 deposit |
| Buckeye Basement Dry | Shauna Pruitt | exterior excavation N + E, membrane, footing drain, redo driveway apron | $11,200 | 10 yr | 50% deposit, digs up the side yard |
| SealRite | Don Haskell | interior sealer/paint on block | $2,300 | 2 yr | basically paint — Gus + Ray both said skip |

## Thinking it through
- exterior = "the right way" per Ray, but $11k + the driveway + 10 yr warranty vs lifetime
- interior keeps water off the floor; depends on the pump -> we have a good pump now + battery backup
- west wall has never been wet. ask Rick if we can skip it
- want it done before the ground freezes

## Update 9/9
Rick re-measured: west wall is dry, stop the tile at the corners -> 61 ft, membrane only at the NE
corner. **Revised price $7,950** (was 8,400). Same warranty.

## Decision (9/15)
Going with DryLine — interior system, 61 ft, per the revised quote. Signed the contract 9/16 and
mailed the deposit (1/3). Job # is in Rick's reply e-mail.

- [x] sign + mail contract
- [x] deposit check
- [ ] clear 3 ft along N + E walls before install
- [ ] balance due after final walk-through
"""

NOTES["notes/mom/assisted-living-search.md"] = """---
title: Assisted living search — Mom
created: 2025-02-12
updated: 2025-07-09
tags: [mom, family]
---
# Assisted living for Mom (Peg)

After the fall on 1/24 — Dr. Okafor agrees she shouldn't live alone at Linnet anymore.
Ana's spreadsheet had 4 places, we toured 2.

## Places

| | Brookside Commons | Maple Terrace Senior Living |
|---|---|---|
| Where | Lakewood, 10 min from me | Parma, 20 min from me, easier for Ana off 71 |
| Contact | Trevor Amsel, community relations | Lorraine Dziedzic, admissions director (440-555-0148) |
| 1BR assisted, Level 1 | $5,400/mo | $4,850/mo |
| Community fee | $3,000 | $2,500 |
| Availability | "late spring" | waitlist, Birch wing 1BR "this summer" |
| Mom's take | loved the courtyard + chapel | liked the lounge piano, said staff were "real people" |
| My take | fancy, a little hotel-ish | less polished, warmer, nurses seemed calm |

## Log
- 2/25 toured Brookside. Mom quiet, then talked about the courtyard the whole ride home.
- 3/27 toured Maple Terrace. Lorraine was straightforward about the waitlist. Got on it (free).
- 4/9 DECIDED: Brookside. Put down the $1,000 deposit (Ana paid half).
- 5/30 Brookside still "any week now."
- 7/8 **REVERSED — switching to Maple Terrace.** Brookside's 1BR fell through until November
  and they're raising the base rate to $5,900 in Sept. Called Lorraine: Birch wing 1BR is ours
  if we sign by Friday; move-in mid-August. Told Trevor we're withdrawing; asked for deposit back.
- 7/11 signed MT residency agreement. Ana handling storage, I'm doing movers.
- 7/24 Brookside deposit refund check arrived ($1,000).
"""

NOTES["notes/mom/move-checklist.md"] = """---
title: Mom move checklist
created: 2025-07-12
updated: 2025-11-02
tags: [mom, checklist]
---
# Mom's move — checklist

## Before move day (Sat 8/16)
- [x] sign Maple Terrace agreement (7/11)
- [x] book movers — Careful Hands (Bev)
- [x] measure the new apt (Birch wing) for the recliner + dresser
- [x] USPS mail forwarding
- [x] color-tape everything: green = MT, blue = storage, yellow = Ana, red = donate
- [x] storage unit — Ana rented it, details in her e-mail
- [x] med list + signed care orders for the nurse intake (Mon 8/18)
- [x] PTO 8/14-8/18, Keisha covering at work

## Her new place
- [x] grab bar by the toilet (maintenance did it)
- [x] pictures up (movers did 12)
- [x] big-button phone
- [ ] label her TV remote — she keeps hitting INPUT and then calls me
- [ ] ask about a second fob for Ana

## Mom's house on Linnet — before listing (Denise wants after New Year)
- [x] Goodwill pickup #1 (9/6)
- [x] Ana's yellow-tape stuff to Columbus (8/23)
- [ ] estate sale company walkthrough — Cleveland Estate Pros, call Marcy back (she left 2 msgs)
- [ ] cancel Mom's landline + the cable
- [ ] get a roofer to look at the garage roof (Denise: buyers will ask)
- [ ] transfer water/gas into my name until it sells, final readings
- [ ] Denise Albrecht — listing agreement, decide on list price
- [ ] go through Dad's workbench ("Tobias's problem" boxes) — 6 boxes left
"""

NOTES["notes/mom/mom-contacts-and-meds.md"] = """---
title: Mom — contacts + meds
updated: 2025-10-05
tags: [mom, reference]
---
# Mom (Margaret "Peg" Whitfield) — quick reference

**DOB** 4/30/1944 · **Medicare** card copy is in the blue folder · **POA**: me (health), Ana (financial)

## People
- Dr. Adaeze Okafor — geriatrics, Westshore Geriatrics, Suite 300 — 440-555-0150
- Maple Terrace front desk — 440-555-0140 (24/7); nurse station Birch wing — ext. 30 (I think)
- Maple Terrace business office — 440-555-0141 (billing questions)
- Pharmacy: Ridge Rd Discount Drug — 440-555-0162 (they deliver to MT on Tuesdays)
- Naomi Hirsch — elder law attorney, Hirsch & Patel — 216-555-0181
- Denise Albrecht — realtor (Ana found her) — 440-555-0119
- Mrs. Halloran — Linnet Ave neighbor, has a key to the house

## Meds (as of 10/2025)
| Med | Dose | When |
|---|---|---|
| Eliquis | 2.5 mg | twice daily |
| lisinopril | 10 mg | morning |
| levothyroxine | 50 mcg | morning, empty stomach |
| vitamin D3 | 2000 IU | morning |
| Tylenol arthritis | 650 mg | as needed, max 3/day |

Allergies: sulfa (rash). Hates: the blood thinner ("bruise like a peach").
"""

NOTES["notes/radio/projects.md"] = """---
title: Radio projects
updated: 2025-11-09
tags: [radio]
---
# On the bench / in the queue

| Set | Year | Status | Next |
|---|---|---|---|
| Zenith H500 Trans-Oceanic | 1951 | recapped, plays great on broadcast | band 3 — see `h500-recap-log.md` |
| Philco 38-690 console | 1938 | knob freed, dial restrung 11/9, tracks | grille cloth, cabinet touch-up |
| Hallicrafters S-38E | 1957 | bought off a guy on the Discord in June; works | filter caps done, alignment |
| Zenith 12-S-232 (Dad's) | 1942 | garage, under the blanket | KEEPING IT — see fall journal; cap kit + speaker recone |
| RCA 66X1 | 1946 | done | on loan for the library display |
| Emerson 520 (catalin-look) | 1947 | done | sold at spring swap |
| Emerson catalin (red) | 1946 | done | on loan for the library display |

## Parts wishlist
- good 1L6 — bought a NOS one in Oct
- leather handle for the H500 (Maggie's Akron guy)
- speaker recone quote for Dad's console
- more #47 pilot lamps
"""

NOTES["notes/radio/h500-recap-log.md"] = """---
title: Zenith H500 Trans-Oceanic — recap log
created: 2025-01-04
updated: 2025-11-08
tags: [radio, zenith]
---
# Zenith H500 Trans-Oceanic (1951) — recap log

Tube line-up: 1L6 converter, 1U4 RF, 1U4 IF, 1U5 det/AVC/1st audio, 3V4 output.
Selenium rectifier originally.

## Log
- **1/4** dim bulb test: lights, hum, weak. Paper caps everywhere. Started.
- **1/11-1/19** replaced every paper cap: .05/400V x4, .01/600V x3, .005 x2, .02 x1. Orange drops.
- **1/25** restuffed the 40/40/20 µF 150V can (new 47µF 160V radials inside). Looks stock.
- **1/26** selenium out -> 1N4007 + 100 Ω 5W resistor. B+ now ~95V, close to spec.
- **2/1** plays! Broadcast band loud and clean. Band 2 OK. **Band 3 (the 4-9 MC shortwave)
  basically deaf — hiss only.**
- **2/2** Ray (Discord): 1L6 is the usual suspect. Mine tests ~60% on the Eico.
- **2/24** bought a "tests good" 1L6 on eBay — tested weak, sent back.
- **10/29** ordered a boxed NOS 1L6 with real test numbers.
- **11/4** NOS 1L6 arrived.

## Still to do
- [ ] install the NOS 1L6 and see if band 3 comes back
- [ ] touch up the alignment after the tube swap (IF is 455 kc; osc trimmers per Rider's)
- [ ] new leather handle — old one cracked in half (Maggie's guy in Akron)
- [ ] clean the Wavemagnet antenna contacts
- [x] dial lamp (replaced, #47)
"""

NOTES["notes/radio/bench-setup.md"] = """---
title: Bench setup
updated: 2025-08-22
tags: [radio, tools]
---
# What's on the bench (back bedroom)

- **Soldering:** Hakko FX-888D — daily driver, I prefer it for basically everything. Weller SP80
  (80 W) only for chassis ground lugs. Brass tip cleaner (finally).
- **Power:** variac (3 A) -> isolation transformer (300 VA, bought May) -> dim bulb tester.
  ALWAYS bring up a new set slowly on the variac. AC/DC sets ONLY on the isolation transformer.
- **Test gear:** Eico 666 tube tester, Heathkit IT-28 cap checker, cheap DMM + the good Fluke,
  Heathkit signal generator (drifts), little 2-channel scope.
- **Reference:** Rider's manuals (vols 5, 9, 14), Sams photofacts binder, the Zenith service notes.
- **Supplies:** orange drop caps (assorted), 1N4007s, 1/2 W resistor kit, dial cord, Kroil,
  DeoxIT, shellac, Naptha.
- **Ambience:** Bluetooth speaker for the old-time radio shows, lamp with the magnifier.

Power strip for the bench is the one with the red switch. OFF when I'm not in the room.
"""

NOTES["notes/radio/swap-meet-list.md"] = """---
title: swap meet list
updated: 2025-04-20
tags: [radio, neoarc]
---
# Spring swap (Sat 4/26) — list

Bring to sell:
- Emerson 520 — ask $75, take $60
- box of 35W4 / 50C5 / 12BA6 dupes
- the Silvertone with the cracked cabinet (AS-IS!! Walt will yell)

Looking for:
- 1L6 (test it THERE — bring the Eico? too heavy. ask Maggie to test)
- Trans-Oceanic handle
- Philco 38-690 knobs (orig)
- S-38 anything (I don't own one. yet.)
- Rider's vol 7

Cash: $150 max. Don't buy another console. DO NOT BUY ANOTHER CONSOLE.

Dad's console: thought about bringing it. Not this time.
"""

NOTES["notes/library/staff-mtg-notes-2025.md"] = """---
title: Fulton Rd staff mtg notes 2025
tags: [library, work]
---
# Staff meeting notes — 2025 (Tues 9:00, workroom)

## 1/7
- holiday stats: door count down 8% (snow week)
- hours for 2025 unchanged per Paul's memo — Sat stays 9-5
- self-check kiosk jamming; Marisol tracking
- Keisha: seed library in the old card catalog, target March

## 3/4
- I'm out 3/5-3/7 (Mom follow-ups) — Marisol in charge
- AARP tax help going well, room booked solid
- seed library launches 3/15

## 5/13
- summer reading: Owen lead, video game theme, kickoff 6/7
- teen volunteers: Jada, Luis, + 3 more
- roof leak over nonfiction 600s -> buckets, Dwayne has ticket

## 8/12
- I'm out 8/14-8/18. Schedule posted.
- SRP wrap-up 8/9 pizza party; stats to Paul by end of month

## 9/16
- fall teen program: 2 options on the table
  - gaming night (Owen): Switch + projector in the community room, Fri evenings
  - maker night (Keisha): 3D pens, Snap Circuits, button maker, Mon after school
- leaning gaming night — Owen's pitch was good, teens voted for it on the survey
- Radio Days display idea — me, Nov-Dec in the front case. Keisha on signage.

## 10/21
- **DECIDED teen program: Maker Mondays** (3D pens, Snap Circuits, button maker), starting 11/3,
  4-5:30. NOT gaming night after all: noise complaints from the senior chair-yoga group next door
  to the community room + nobody could answer the game licensing question for public showings.
  Gaming night maybe a one-off in the summer. Owen ok with it.
- community room heat: ticket in, tech came 10/16, zone valve. fixed.

## 11/4
- Saturday hours now 10-4 (since 11/1) — Marisol reworked Sat shifts, nobody lost hours
- Radio Days case is up — lots of comments at the desk
- Maker Mondays week 1: 11 teens
"""

NOTES["notes/library/summer-reading-2025.md"] = """---
title: Summer Reading 2025 plan
created: 2025-02-20
updated: 2025-05-28
tags: [library, srp]
---
# Summer Reading 2025 — "Level Up at Your Library"

Owen = lead. Dates: **kickoff Sat June 7 -> finale pizza party Sat Aug 9.**

## Goals
- beat last year's registrations (356 kids)
- more teens (last year 40-ish)
- get Harborview MS to push it before school lets out (Owen visiting 5/29)

## Budget
Friends of the Library gave us **$1,200** for prizes + events this year (same as last year).

| Line | Amount |
|---|---|
| prize books (1 per finisher, Scholastic order) | $700 |
| finale pizza party | $250 |
| prize bins / badges / stickers | $250 |
| **Total** | **$1,200** |

Performers are paid by the system (Balloon Benny, Metroparks touch table) — not from our budget.

## To do
- [x] print reading logs (Owen)
- [x] badges board by the children's desk
- [x] teen volunteer training 6/4
- [x] order prize books
"""

NOTES["notes/library/branch-info.md"] = """---
title: Fulton Road Branch — quick ref
updated: 2025-02-03
tags: [library, reference]
---
# Fulton Road Branch — quick reference

Lakeshore Public Library, Fulton Road Branch (neighborhood branch, West Side)

**Hours (2025):** Mon-Thu 10-8 · Fri 10-6 · Sat 9-5 · Sun closed

## Staff
- Tobias Reyes-Whitfield — branch manager
- Keisha Bramwell — assistant manager / adult services
- Owen Tadeo — children's librarian
- Marisol Vega — circulation supervisor (does the schedule)
- 4 part-time clerks, 2 pages

## Who to call
- Paul Hennessy — regional director (my boss)
- Dwayne Pickett — facilities coordinator (HVAC, roof, locks) — tickets through him
- IT help desk — ext. 4400 (or email helpdesk@, they answer email faster than the phone)
- Public Wi-Fi: LPL-Public, no password. Staff wifi login is in the safe w/ the alarm codes.
- Alarm company — code list is in the safe, not here

## Rooms
- Community room (holds 60) — heat is a separate zone, temperamental
- Study rooms A + B
- Staff workroom — staff mtg Tues 9:00
"""

NOTES["notes/maya/maya-notes.md"] = """---
title: Maya
updated: 2025-09-02
tags: [maya, family]
---
# Maya — stuff I always need to look up

- **School:** Harborview Middle School, 7th grade (2025-26). Homeroom/ELA: Ms. Adeyemi.
  Band: Mr. Hollis (clarinet; jazz band Tue/Thu 7:15 before school).
- **Sizes (Sept):** shirt youth XL / women's S, shoes 7.5 women's, jeans 12 slim
- **Orthodontist:** Dr. Priya Raman, Westlake Smiles Orthodontics, 27208 Detroit Rd, Westlake —
  440-555-0166. Braces on since April. Adjustments every ~8 weeks.
- **Dentist:** Dr. Feld, Kamm's area.
- **Pediatrician:** Dr. Oyelowo — 216-555-0109.
- **Allergies:** none. **Won't eat:** mushrooms, olives.
- **Likes right now:** manga (Frieren, Witch Hat Atelier), clarinet, swimming, drawing, WWV
  time ticks on the S-38E (she pretends not to).
- **Clarinet reeds:** Vandoren 2.5.
- **Birthday:** April 3.
"""

NOTES["notes/custody-schedule.md"] = """---
title: Custody schedule 2025
updated: 2025-01-15
tags: [maya, danielle]
---
# Maya schedule w/ Danielle — 2025

Per the parenting agreement + what D. and I confirmed by e-mail 1/14.

- **Alternating weeks.** Handoff **Sunday 6:00 pm at Danielle's** (her building on Madison Ave,
  Lakewood — text from outside, buzzer broken).
- My weeks in Jan: 1/5-1/12, 1/19-1/26.
- School stuff: whoever has her that week does pickups; jazz band/rides we trade by text.

## Holidays
| Holiday | 2025 (odd yr) |
|---|---|
| Thanksgiving | me |
| Christmas Eve | Danielle |
| Christmas Day | me (swap at noon) |
| Easter | Danielle |
| Maya's bday (4/3) | weekday dinner w/ me, weekend w/ D. |
| Summer | 2 non-consecutive weeks each, tell each other by 4/1 |

Medical/school decisions = joint. Phone/social media = joint (she's asking).
"""

NOTES["notes/gift-ideas.md"] = """---
title: gift ideas
updated: 2025-11-08
tags: [lists]
---
# Gift ideas (running)

## Maya
- [x] manga gift card (bday)
- Witch Hat Atelier vol 12
- clarinet reeds (Vandoren 2.5) — stocking
- good headphones for the S-38E lol
- phone — see Danielle thread before ANYTHING

## Mom
- large-print crossword books (the NYT ones, not the easy ones, she was insulted)
- soft cardigan, navy, with pockets
- digital photo frame w/ the grandkids — Ana set one up? check her email

## Ana
- that Columbus bakery gift card
- a real day off lol

## Keisha / staff
- coffee shop cards for holidays, $25 each
- something for Owen after summer reading — done (Guardians tix)

## Me (when Ana asks, which she will)
- NOT ties, NOT gadgets with batteries
- Rider's manual vol 7
- Hakko tips (T18-D16)
- time
"""

NOTES["notes/daily/2025-03-11.md"] = """# Tue 3/11

Rained all night, 2+ inches. Woke up at 5 to the alarm, the old Wayne pump
finally died. 1.5" of water in the NE corner + laundry + under the stairs.
Lost two boxes of Dad's QSTs (bottom of the stack, my fault).

Frank Marchetti next door saw me bailing with a bucket in my pajamas and
came over with his big shop vac. Lifesaver. Owe him a case of Great Lakes.

Called Petrakis at 7 — Gus can come tomorrow 9am to replace the pump. Said
get the cast iron Zoeller, don't cheap out. Fine.

- called Keisha, came in at 11
- Maya at Danielle's this week, good timing for once
- need: fans, return Frank's vac, move QSTs upstairs
- start taking the basement thing seriously. quotes this spring, definately.
"""

NOTES["notes/daily/2025-06-02.md"] = """# Mon 6/2

Library: SRP prep all day. Owen printed 600 reading logs, the badge board is
up. Kickoff Saturday — I said I'd bring coffee for staff, don't forget
(Gallucci's? the big box). Teen volunteer training Wed.

Maya's spring band concert tonight, 7pm. She had a 4-bar solo and didn't
squeak. Danielle cried, I didn't (I did).

Hank on the Discord posted something about clearing out a shelf — keep an
eye on it.

Mom called twice about Brookside. Still no date. Trevor hasnt answered my email from last wk.

- [ ] coffee for Sat
- [x] concert
- [ ] call Rick back (basement)
"""

NOTES["notes/daily/2025-09-18.md"] = """# Thu 9/18

Mom's one-month mark at Maple Terrace. Visited after work. She's got the
pictures arranged the way she wants now (Dad in the middle, obviously) and
Dolores across the hall brought her a plant. Nurse says her BP is good.

Work: teen program debate at staff mtg on Tues — Owen vs Keisha, gaming vs
maker. No decision yet. I need to stop being the tiebreaker on everything.

Dial on the Philco: knob still frozen. Trying Ray's Kroil trick tonight.

- basement contract signed Tues, deposit out.
- [ ] grant report — start the outline?? (Dec 1)
- [ ] book passport appt
"""

NOTES["notes/daily/2025-11-10.md"] = """# Mon 11/10

DryLine starts Mon the 17th — three days, 17-19, weather permitting. The
crew lead is supposed to call Friday to confirm 7:30.

Still waiting on the permit # from Rick. He said in Sept their office pulls
it and he'd send the number, said it again in Oct, nothing. Texted him
again today. Don't want the crew to show up and get sent away by the city.

Need to clear the rest of the shelves this weekend (north + east walls,
3 ft). Radio bins -> garage maze.

Mom still grumbling about the dinners at MT — "everything tastes like the
hospital." Lunch is fine apparently. Dinner is the problem. Bringing her
pierogi Sunday again.

Work: Sat hours change is fine so far; fewer complaints than I expected.
The Radio Days case is getting a lot of comments.

- [ ] clear shelves Sat
- [ ] call Rick's office re permit
- [ ] Hirsch docs — bank stmts
"""

NOTES["notes/journal/2025-02-09-winter-ramble.md"] = WINTER
NOTES["notes/journal/2025-06-29-midyear-braindump.md"] = MIDYEAR
NOTES["notes/journal/2025-10-26-fall-catchup.md"] = FALL


def build():
    return {k: v.encode("utf-8") for k, v in NOTES.items()}
