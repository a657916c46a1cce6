"""Markdown notes and plain-text files."""
import journals

N = {}

N["notes/loft/loft-conversion-plan.md"] = """---
title: Loft conversion - the plan
created: 2024-06-02
updated: 2024-09-06
tags: [house, loft, money]
status: builder chosen
---

# Loft conversion - 11 Mill Lane

## Why
Nia needs a proper room for GCSEs and A levels, Ade is 17 and enormous, and
we are sick of the box room being a bedroom. Plan: full-width rear dormer,
double bedroom + small shower room up top, Nia moves up, box room becomes my
glazing/office room (NOT the kiln - that stays in the garage).

## Scope (from Tom Eke's drawings)
- Rear dormer, tile-hung to match
- New stairs up from the landing, over the existing stairwell (Tom says this
  is the only place we get the headroom)
- Shower room at the eaves end
- Rooflights on the front slope x3 (sizes on Gary's quote)
- Structural: steels per Priti Shah (PS Structures) calcs

## Quotes

| Builder | Price (inc VAT) | Earliest start | Notes |
|---|---|---|---|
| Loftwise Conversions | £46,200 | June 2025 | cheapest; wanted 40% upfront; no references we could visit |
| Hollis Lofts Ltd (Gary Hollis) | £48,500 | Jan 2025 | quote Q-2291; did the Hendersons' in Sprowston, lovely job |
| Broadland Attic Co | £53,900 | Mar 2025 | very slick brochure, didn't include shower room tanking |

## Decision (5 Sept 2024)
Going with **Hollis**. Loftwise was the cheapest by £2,300 but they wanted
40% upfront before anything happened, couldn't start until June 2025 (right
in the middle of Nia's exams - no way) and nobody we know had used them.
Gary's price includes the shower room properly and we've seen his work.
Broadland were just too dear.

## Budget
- Extra borrowing on the remortgage: £55,000 (agreed with Nationwide-ish
  broker, Simon, in May)
- Savings pot for extras: ~£6k
- Still to pay on top of the build: building control, party wall surveyor,
  electrics (Kev, separate), carpets, blinds, decorating

## Team
- Builder: Gary Hollis, Hollis Lofts (Dean on site)
- Drawings: Tom Eke, Hadwell Drafting
- Structural engineer: Priti Shah, PS Structures
- Party wall: TBC - the Pikes at no. 9 want one agreed surveyor, not two
- Electrician: Kev Mould (Gary recommends)
- Building control: Yare Valley BC (not the council's own lot)
"""

N["notes/loft/loft-decisions.md"] = """---
title: Loft - decisions log
updated: 2024-11-02
---

# Loft decisions log

Keeping track so Marcus and I stop having the same argument twice.

| Date | Decision | Who/why | Cost impact |
|---|---|---|---|
| 2024-07-15 | Rear dormer, not hip-to-gable | we're semi-detached but the hip is tiny; planning said PD either way | - |
| 2024-08-20 | Stairs over existing stairwell, rising front-to-back | only place with 2m headroom, Tom | - |
| 2024-08-20 | Shower room YES, bath NO | no room for a bath under the eaves | incl. |
| 2024-09-05 | Builder: Hollis Lofts | see loft-conversion-plan | £48,500 |
| 2024-09-18 | One agreed party wall surveyor | Pikes happy, cheaper | ~£950 + VAT |
| 2024-10-14 | Juliet balcony on rear dormer: **YES** | Marcus loves the view over the field | +£2,100 -> £50,600 |
| 2024-10-20 | Flooring: engineered oak-look laminate, not carpet | Nia's allergies | later |
| 2024-11-02 | Shower room tiles: grey, TBC which | me | later |

## Still to decide
- [ ] Shower room tiles (Topps or the place in Wroxham?)
- [ ] Blinds for the rooflights - blackout for Nia
- [x] Where the kiln goes if we ever move it - NOWHERE, it stays in the garage
"""

N["notes/parish/councillor-notes.md"] = """---
title: Parish council - my notes
role: Councillor, Little Hadwell Parish Council (since May 2023)
portfolio: open spaces, playing field & playground, defib
updated: 2025-03-02
---

# Little Hadwell Parish Council

Meetings: 2nd Tuesday of the month, 7.30pm, village hall committee room. No
meeting in August. Annual Parish Meeting in May.

## Who's who
| Name | Role | Notes |
|---|---|---|
| Roger Bloomfield | Chair | retired farmer, means well, cannot work the laptop |
| Janet Fairweather | Clerk (paid, 10 hrs/wk) | the only one who knows the standing orders |
| Sue Mayhew | Vice-chair, finance | precept spreadsheets |
| Dev Patel | Cllr | planning |
| Me | Cllr | open spaces, playground, defib, Mill Lane speeding (self-appointed!) |

## Defibrillator
- Outside the Red Lion, on the wall by the car park entrance (yellow
  cabinet, unlocked - we went for an unlocked cabinet after the Brundall
  business). Registered on The Circuit.
- Pads expire 08/2026, battery 2027. Check monthly and tick the sheet.

## Playground / playing field
- Annual inspection: July (last one flagged thin bark under swings and the
  zip wire seat worn).
- Grass cutting: contractor, fortnightly April-October.
- Bins emptied by district council Tuesdays.

## My to-do
- [ ] Get 3 quotes for replacement playground bark (safety surfacing, about
      60m2 at 300mm) - for the April meeting
- [x] Check defib pads expiry (done Feb - fine)
- [ ] Chase Highways re: overhanging hedges on Mill Lane bend
- [x] Speed sign prices for Mill Lane (see mill-lane-speeding)
- [ ] Ask about hearing loop in the church room (Mr Farrow)
"""

N["notes/parish/mill-lane-speeding.md"] = """---
title: Mill Lane speeding + speed indicator device
updated: 2024-09-10
tags: [parish, highways]
---

# Mill Lane speeding

We live on it, so I'm hardly neutral, but the numbers are bad.

## Speed data (county speed survey, May 2024, 7 days, 30mph limit)
- Vehicles: 9,812 over the week
- Mean speed: 33.4 mph
- 85th percentile: **41 mph**
- Worst: 68 mph at 23:10 on the Saturday (of course)
- Peak: 8-9am school run and 5-6pm

## Options
1. Community Speedwatch - we have 4 volunteers, need 6. Police training.
2. Speed indicator device (SID) - solar, moves between posts.
3. Ask county for a 20mph zone - not a hope, Highways said no in 2022.

## SID quotes (got these in August/September)

| Supplier | Model | Price | Notes |
|---|---|---|---|
| Vigil Signs | VS-300 solar | £2,950 + VAT | incl. 2 posts + brackets, data logging, 3yr warranty |
| TrafficTell | TT2 | £3,400 + VAT | mains or battery, no solar; better display |
| Signhire East | hire | £95/month | no data download |

My recommendation: Vigil VS-300. Solar means no battery swaps by volunteers
in the rain, and it logs data we can send to the police.

## Funding
Norfolk County Council "Parish Partnership" scheme can part-fund. Janet
to submit bid before the deadline. If it doesn't come off, the highways
reserve has about £4k in it.
"""

N["notes/pottery/glaze-recipes.md"] = """---
title: Glaze recipes
kiln: KM-62 in the garage
clay: ES5 buff stoneware
firing: cone 6 (ish) - see kiln-firing-howto
---

# Glaze recipes (dry weight, 100g batches for tests, scale up x40 for a bucket)

Tenmoku is my favourite and always will be - the way it breaks to
rust-brown on the rims of the mugs, nothing beats it, and it sells out at
every fair. Everything else is a supporting act.

## Tenmoku (the main one)
| Material | % |
|---|---|
| Potash feldspar | 40 |
| Silica | 25 |
| Whiting | 16 |
| China clay | 9 |
| Talc | 10 |
| + Red iron oxide | 10 |

Dip 3 seconds. Thicker = blacker.

## Celadon (pale green - for the bud vases)
| Material | % |
|---|---|
| Potash feldspar | 27 |
| Silica | 25 |
| Whiting | 20 |
| China clay | 18 |
| Talc | 10 |
| + Red iron oxide | 1.5 |

Needs the slow-cool version of the glaze firing or it goes cloudy.
Sieve twice (80 mesh). Thin application - 2 second dip.

## Satin white liner
| Material | % |
|---|---|
| Nepheline syenite | 30 |
| Silica | 25 |
| Whiting | 15 |
| China clay | 15 |
| Dolomite | 10 |
| Zinc oxide | 5 |

Food safe per the lab test (2023). Used inside the mugs.

## Floating blue
Test tiles pending - recipe is in the AI chat from October, barium-free
version. Don't buy cobalt until I've tested the small batch.

## Notes
- Shino-type: tried it, hated it on the ES5, crawled everywhere.
- Never put the celadon next to the tenmoku in the kiln - iron fuming?
  (that's what the forum said, not sure I believe it)
"""

N["notes/pottery/craft-fairs-2024-25.md"] = """---
title: Craft fairs 2024-25
stall: Wherry Clay
shared gazebo with: Jess (silver jewellery) and Priya (textiles) for outdoor ones
---

# Craft fairs 2024-25

| Date | Fair | Venue | Fee | Status | Notes |
|---|---|---|---|---|---|
| Sat 13 Jul 2024 | Holt Makers Fair (summer) | Holt Community Centre | £45 | done | £388 takings |
| Sat 10 Aug 2024 | Hadwell village fete | Playing field | free (PC) | done | tombola + pots, shared gazebo |
| Sat 21 Sep 2024 | Aylsham Town Hall craft fair | Aylsham | £30 | done | dead. £96. |
| Sat 30 Nov 2024 | Holt Makers Fair (Christmas) | Holt Community Centre | £45 | done | good |
| Sat 14 Dec 2024 | Christmas Makers Market | The Forum, Norwich | paid - see acceptance email | done | biggest day of the year |
| Sat 12 Apr 2025 | Holt Makers Fair (spring) | Holt Community Centre | ? | booked | |
| Sat 24 May 2025 | Wymondham Abbey spring fair | Abbey meadow | £40 | applied | outdoor - need the gazebo |

## Stock targets
- Mugs: 40 per fair (tenmoku 20, celadon 10, white 10)
- Bud vases: 15
- Small bowls: 20
- Spoon rests: always bring loads, pocket-money buy

## Pricing (from Sept 2024)
- Mug £24 (was £22)
- Bud vase £14
- Small bowl £18
- Spoon rest £8
"""

N["notes/pottery/stall-kit-checklist.md"] = """# Stall kit checklist

Print, tick, don't forget the float AGAIN.

## Always
- [x] 2 x tablecloths (the oatmeal linen + the navy)
- [x] Wooden risers (3) + the little shelf unit
- [x] Price labels + spare card
- [x] Float - £80 in coins and fivers
- [x] Receipt book
- [x] Public liability certificate (renewed Nov 2024)
- [x] Bubble wrap + kraft bags
- [x] Lunch, flask, fingerless gloves

## Outdoor extras
- [x] Gazebo (Jess's) + 4 x weights
- [x] Side walls (2)
- [x] Pegs and mallet

## To buy / fix before Holt in April
- [ ] New card reader - the old SumUp won't hold charge past lunchtime,
      died at the Forum. Order before Holt.
- [ ] More business cards (the wave logo ones)
- [ ] Replace cracked acrylic sign holder
- [x] New batt wash + kiln props (Parcelmart, Nov)
"""

N["notes/family/nia-gcse.md"] = """---
title: Nia - GCSEs and sixth form
school: Hadwell Heath Academy, 11H
updated: 2025-01-20
---

# Nia - GCSEs 2025

Subjects: English Language, English Literature, Maths, Biology, Chemistry,
Physics (triple), Geography, French, Art. Exam board mostly AQA.

## Mocks (Nov/Dec 2024) - results back 17 Jan

| Subject | Mock grade | Target |
|---|---|---|
| English Lang | 6 | 7 |
| English Lit | 7 | 7 |
| Maths | 5 | 6 |
| Biology | 7 | 7 |
| Chemistry | 6 | 7 |
| Physics | 5 | 6 |
| Geography | 6 | 6 |
| French | 5 | 5 |
| Art | 8 | 7 |

Maths is the worry. Tutor (Mrs Okoye, online, Tuesdays 6pm, £30) from
February.

## Sixth form
Open evenings we went to: Wensum Sixth Form College (7 Nov), Hadwell Heath
sixth form (14 Nov), City College (21 Nov).

**Decision (Jan 2025):** She's going to Wensum - Biology, Chemistry and
Psychology A levels. Conditional offer: 6s in Biology and Chemistry, 5 in
Maths. She liked that it's a proper college with no uniform and that Zara
is going. We liked the science labs. Hadwell Heath was the safe option but
she said she'd "just be in Year 12 with the same people".

## Exams
Timetable came through from school at the end of Feb - it's in the email.
Study leave from the leavers' assembly in May.
"""

N["notes/family/ade-driving.md"] = """---
title: Ade - learning to drive
updated: 2025-02-27
---

# Ade driving

- Instructor: Lorraine Pegg, Pegg's Driving School (ADI). Thursdays 4.30,
  picks him up from school.
- Provisional licence came 2 April 2024 (17th birthday 9 April).
- Theory test: PASSED 8 Nov 2024 - 47/50 multiple choice, 61/75 hazard
  perception.
- Practical test: booked 14 April at Hellesdon (booked the day the slots
  dropped, took me an hour of refreshing).
- Practice in my Fabia with Marcus or me - learner insurance, 3 months at a
  time.

## Lessons log

| Month | Lessons | Rate | Paid | Notes |
|---|---|---|---|---|
| May 2024 | 3 | £36 | £108 | clutch control, roundabouts terrify him |
| Jun 2024 | 4 | £36 | £144 | |
| Jul 2024 | 4 | £36 | £144 | first time on the A47 |
| Aug 2024 | 2 | £36 | £72 | holiday + Lorraine away |
| Sep 2024 | 4 | £36 | £144 | |
| Oct 2024 | 5 | £36 | £180 | |
| Nov 2024 | 4 | £36 | £144 | |
| Dec 2024 | 3 | £36 | £108 | no lesson Boxing Day |
| Jan 2025 | 4 | £40 | £160 | Lorraine's gone up to £40 an hour from January (fuel + insurance) |
| Feb 2025 | 4 | £40 | £160 | mock test with Lorraine - 3 minors |

## Insurance
- Learner cover on the Fabia: £142 for 3 months (renew 1 April)
- Quotes for after he passes (named on the Fabia): £2,100-£2,900. Ouch.
"""

N["notes/family/mum.md"] = """---
title: Mum (Comfort Okafor)
updated: 2024-12-15
---

# Mum

Comfort Okafor, 78. Flat 14, Marram Court (sheltered housing, Coastal Homes
Housing Association), Great Yarmouth.

- Scheme manager: Bev Thurlow - on site Mon-Fri 9-4. Brilliant.
- Careline pendant - wears it (mostly). Monthly test call.
- GP: Dr Anand at Nelson Quay Surgery.
- Pharmacy: blister packs, delivered Fridays.
- LPA (health & welfare + property & finance) registered June 2024 - me and
  Grace both attorneys, jointly and severally. Originals in the blue folder
  in the bureau.

## Visits
- Me: every other Sunday (and whenever). Grace: one weekend a month from
  Leicester, stays at the Premier Inn or the Marram Court guest room.
- Getting there: I'd always rather get the train from Norwich - 35 minutes,
  I can read, and I don't have to do the Acle Straight, which frankly
  terrifies me with the lorries and the dykes either side. Marcus drives if
  we're taking anything big. From Yarmouth station it's a 15 min walk or
  the 8 bus.

## Money / benefits
- State pension + Dad's small works pension.
- Attendance Allowance: applied 3 Oct 2024 (Grace found it - not means
  tested, for help with personal care). Awarded at the lower rate from
  December. Paid every 4 weeks into her Nationwide account.
- Council tax: single person discount already on.

## Things she likes
- Jollof the way she makes it, not mine (apparently mine is "English").
- Songs of Praise, the crossword in the EDP, Elsie from flat 9.
- Hates: fuss, being rushed, the new carpet in the lounge.

## Meds (as of summer 2024 - UPDATE)
- Amlodipine 5mg
- Metformin 500mg x2
- Atorvastatin 20mg
- Paracetamol as needed
"""

N["notes/home/car.md"] = """# Car - Skoda Fabia

- 2016 Skoda Fabia 1.0 SE, reg NX16 RBO, grey. Bought 2021 from Tas Valley
  Motors.
- Tyres: 185/60 R15.
- Service: every 12 months or 10k miles at Tas Valley Motors (ask for
  Carl).
- MOT: due end of Feb. 2024 one passed with an advisory on a rear brake
  hose.
- Ade learner insurance on it - see ade-driving.
- Breakdown: RAC through Marcus's bank account.
- Road tax: direct debit, renews October.

## Log
- 2024-02-23 MOT pass (advisory: nearside rear brake hose)
- 2024-05-14 Service, new front pads - £312
- 2024-10-02 Road tax renewed
- 2025-01-18 Kerbed the nearside rear (Ade, learning to parallel park)
"""

N["notes/work/work-notes.md"] = """---
title: Work - Pargeter & Lowe
---

# Pargeter & Lowe Solicitors, Princes Street, Norwich

Legal secretary to Deborah Lowe (conveyancing partner) and, since March
2024, Imran Sadiq (wills & probate) two days a week.

- Hours: Mon-Thu 8.45-5.15, Fri 8.45-1 (compressed - means I can do Friday
  afternoons for parish stuff and glazing)
- Leave: 25 days + bank hols. Summer leave 19-23 Aug 2024 (approved).
- Parking: the Rose Lane multi-storey costs a fortune - park and ride from
  Sprowston or the bus.

## Systems
- Case management moved from the old system to LexDesk in November 2024.
  Training was a half day and NOT enough. Completions diary now lives in
  LexDesk, not the paper diary (Deborah still prints it).
- Dictation: Deborah uses the app, Imran still uses tapes. I would honestly
  rather type from his scribbles.

## Useful
- Land Registry portal login is in the office password manager, not mine.
- Completion day checklist pinned above my desk.
- Sam covers me when I'm off.
"""

N["notes/misc/christmas-2024.md"] = """# Christmas 2024

At ours this year (Grace did last year in Leicester). Mum coming for 4
nights - she can have our bed, Marcus and I on the sofa bed.

## Presents
- [x] Mum - new dressing gown (M&S, the fleece one, navy), Songs of Praise
      calendar
- [x] Grace - one of the big tenmoku bowls
- [x] Marcus - the hedge trimmer he keeps hinting about
- [x] Ade - driving lessons voucher (5 lessons) + car air freshener (joke)
- [x] Nia - the revision guides she actually asked for, and the Doc Martens
- [ ] Jess & Priya - small bud vases (ran out - do in Jan!)
- [x] Bev at Marram Court - chocolates + card

## Food
- Turkey crown from the butcher in Acle (collect 23rd)
- Mum's jollof on Boxing Day - she'll insist on making it
- No sprouts for Nia, extra for Marcus

## Dates
- Forum market 14 Dec - don't plan anything
- Pick Mum up from Yarmouth 23rd (Marcus driving)
- Take her back 27th
"""

N["notes/daily/2024-06-12.md"] = """# Wed 12 June 2024

- Kiln tripped the electrics AGAIN at about 9pm, halfway through a bisque.
  Whole downstairs ring went off, fridge included. Marcus reset it and it
  held. Lost the firing - will have to re-bisque tomorrow night. Marcus
  says the fuse box is "from the ark". Someone needs to look at it before
  the loft happens anyway.
- Ade's lesson last Thursday went OK apparently ("fine"). He stalled
  four times leaving the school car park in front of Year 7s.
- Parish: minutes from last night's meeting - SID deferred again until we
  get the county speed data. Roger says be patient.
- Nia revising for Y10 exams next week. Biology flashcards all over the
  kitchen table.
- Rang Mum. She's fed up with the weather.
- Holt acceptance came through last week - need 40 mugs by 13 July. Three
  weekends of throwing.
"""

N["notes/daily/2024-11-28.md"] = """# Thu 28 Nov 2024

- Harriet Coles rang (she bought two tenmoku mugs at Aylsham in
  September and has been stalking my Instagram since). Her daughter's
  getting married in June and she wants a set made: 8 dinner plates and 8
  side plates in tenmoku, with a little wave mark on the back. Quoted £360
  for the lot. She's paid a £60 deposit by bank transfer tonight. Plates
  are hard for me - need to practise on the big bats first. Deadline end of
  May. Write it on the wall.
- Holt Christmas fair Saturday - pricing tonight.
- Ade parallel parking in the Tesco car park with Marcus. Nobody died.
- Nia mocks started Monday. Quiet house.
- Party wall award arrived in the post, thick as a phone book.
"""

N["notes/daily/2025-01-23.md"] = """# Thu 23 Jan 2025

- Emailed Gary last night: NO Juliet balcony after all. We're back to the
  two fixed windows in the dormer. Saves £2,100 and honestly, January on the
  Norfolk flat with a glass door? Marcus was sad for about ten minutes.
  Gary rang this morning, said "very sensible" and that he'd tell Tom.
- Scaffold's been up 10 days, strip-out done, the house is a building site.
  Dust in the butter.
- Nia's mock results: Maths 5 (sigh), Art 8 (!). Booked the maths tutor.
- Ade: lesson tonight, his instructor says nearly test ready.
- Glaze firing tonight - tenmoku mugs for the spring.
"""

N["notes/daily/2025-03-14.md"] = """# Fri 14 March 2025

- DVSA moved Ade's test - now Tue 6 May at 8.57am (same centre, Hellesdon).
  Examiner "no longer available". He's gutted, he'd psyched himself up for
  April. Need to tell his instructor so she moves his lessons, and claim back for
  the lesson we'd booked before the old test.
- Bev's confirmed Mum's review. To do:
  - [ ] email Bev Mum's meds list (Dr Anand changed them in Feb - get the
        blister pack labels photographed on Sunday)
  - [x] tell Grace to ask for the day off
- Kev's been round, quote coming for the electrics + moving the fuse box.
- Plastering pushed back two weeks, so Nia won't be in the loft until May
  at the earliest.
- Kiln: bisque tonight, glaze Sunday.
"""

N["home/house-sitter-sheet.txt"] = """HOUSE & CAT SITTER SHEET - 11 Mill Lane
(for Maya - 17 to 24 August 2024. THANK YOU!)

We're away in Pembrokeshire (Solva), back Saturday 24th late afternoon.

BISCUIT (the ginger cat)
- Breakfast about 7.30: one pouch (the Felix ones in the larder), half a
  pouch at teatime (6ish). Keep the dry biscuit bowl topped up.
- Fresh water every visit. He prefers the bowl by the back door, not the
  fancy fountain.
- Litter tray in the utility - scoop daily, bags under the sink in the
  utility.
- He will try to tell you he hasn't been fed. He has.
- Cat flap is on "in only" after 9pm - please check it's set.

HOUSE
- Key: the one Sheila gave you. Back door sticks - lift and push.
- Alarm: we're not setting it.
- Wi-Fi: network "MillLane-Hub", password TerracottaFox88
- Water stopcock: under the kitchen sink, behind the bleach and the bucket.
  Turn clockwise to shut off.
- Fuse box: in the garage, on the left as you go in. If the electric trips,
  flip the one that's down back up. DON'T touch the kiln - it's switched off
  at the red isolator and should stay that way.
- Bins: black bin out Monday night (collected Tuesday) on the 19th. Green
  and blue can stay in.
- Tomatoes in the greenhouse: water every evening please, and eat any ripe
  ones!

EMERGENCY CONTACTS
- Ruth mobile: 07700 900123
- Marcus mobile: 07700 900456
- Sheila & Tony Pike next door (no. 9): 01632 960 189
- Vet: Acle Vets, 01632 960 740 (Biscuit is insured, details on fridge)
"""

N["pottery/kiln-firing-howto.txt"] = """KILN FIRING - HOW I DO IT (so Marcus/Ade can finish a firing if I'm stuck at work)

Kiln: Kilnmaster KM-62 (62 litre top-loader), in the garage, own red
isolator switch on the wall. Controller: 3-programme digital.

BEFORE ANY FIRING
1. Isolator ON. Lid down, bung IN for glaze, bung OUT for first 600C of bisque.
2. Nothing within 50cm of the kiln. Garage door open a crack.
3. Don't run the tumble dryer at the same time (trips the electrics -
   until Kev sorts the fuse box).

PROGRAMME 1 - BISQUE (P1)
  Segment 1: 100C/hr to 600C
  Segment 2: 150C/hr to 1000C
  No hold. Approx 9 hours. Don't open below 100C.

PROGRAMME 2 - GLAZE (P2) - standard (tenmoku, white)
  Segment 1: 100C/hr to 600C
  Segment 2: full (999) to 1220C
  Segment 3: 60C/hr to 1240C, hold 15 minutes
  Then off and let it cool naturally. Approx 11 hours.

PROGRAMME 3 - GLAZE, SLOW COOL (P3) - for the celadon / anything that
goes cloudy
  Segments 1-3 as P2 (to 1240C, 15 min hold)
  Segment 4: cool at 150C/hr down to 1000C, hold 30 minutes
  Then off. Opens next evening.

AFTERWARDS
- Isolator OFF when it reads under 100C.
- Unload with gloves - check the shelves for drips, grind them off
  BEFORE the next firing and re-coat with batt wash.

IF IT GOES WRONG
- Error E1/E2 = element problem. The elements were all replaced in Oct 2024
  by Phil Gedge (Anglia Kiln Services, 01632 960 552) along with the
  thermocouple, so it shouldn't be that.
- If the electrics trip, don't restart the firing - ring me.
"""

N["family/mum-emergency-info.txt"] = """MUM - EMERGENCY INFO (copy in my handbag, copy on the fridge, copy with Grace)

Name: Comfort Okafor   DOB: see the blue folder
Address: Flat 14, Marram Court, Beacon Road, Great Yarmouth
Scheme manager: Bev Thurlow, 01632 960 214 (Mon-Fri 9-4)
Out of hours: Careline - Mum's pendant, or 01632 960 900

GP: Dr Anand, Nelson Quay Surgery, 01632 960 311
Pharmacy: Quayside Pharmacy (blister packs, delivered Fridays)
Hospital: James Paget (she had her cataract done there 2022)

Key safe: fitted July 2024, on the wall LEFT of her front door. Code is in
Bev's email from July - NOT writing it on here.

Allergies: penicillin (rash). Type 2 diabetes (tablets, not insulin).
Mobility: walks with a stick, frame at night. Fell July 2024 (bruised hip).

LPA: health & welfare + property & finance, registered June 2024.
Attorneys: Ruth (07700 900123) and Grace (07700 900771).

Church: St Nicholas' - Rev. Paul may visit if she's in hospital; she'd
want him told.
"""


def files():
    out = sorted(N.items())
    out += journals.files()
    return out
