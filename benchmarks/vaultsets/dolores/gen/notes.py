"""Markdown notes, plain-text sheets and CSV ledgers for Lola's vault."""

FILES = {}


def add(path, text):
    FILES[path] = text.lstrip("\n")


# ======================================================================= store
add("notes/store/2024-12-28_year_end_inventory.md", """
---
title: Year-end inventory prep
date: 2024-12-28
tags: [store, inventory]
---
# YE inventory 2024 - prep

Count is **Sat 1/4**, doors closed till noon. Hank + Travis on warehouse, me + Kaylee on the floor, Ernie on fasteners (he likes the bolt bins, lord knows why).

- [x] print count sheets by dept from TillPoint
- [x] zero out the damaged/returns bin
- [ ] call Mtn West re: credit for the 6 torn bags of horse pellets (PO 24-311)
- [ ] NAPA returns box -- filters + the wrong belt for Duane's swather

Shelf tags to double check before count (faded):

| SKU | item | shelf |
|---|---|---|
| MW-RC20-50 | range cubes 20% 50# | $14.95 |
| MW-HP-50 | horse pellets 50# | $18.40 |
| MW-LC-40 | layer crumbles 40# | $17.25 |
| GP-TH1500 | stock tank heater 1500W floating | $64.99 |
| MIN-LS-50 | loose mineral 50# | $38.50 |

Co-op price list for '25 came in the 12/9 email -- cubes going up again Jan 1. Re-tag after count.

Deliveries: COD deliveries still Tue/Fri, Travis driving. Ranchers on acct get billed the 25th.

Shrink was bad in gloves + pocket knives again. Move the knife case behind the counter. Ernie says it's "the Hutterite kids." It is not the Hutterite kids.
""")

add("notes/store/store_ops_2025.md", """
---
title: Store ops 2025
updated: 2025-04-02
tags: [store, staff, hours, deliveries]
---
# Store ops -- 2025

## Hours (posted on door)
Mon-Fri 7:30-6:00 / Sat 7:30-5:00 / Sun closed
(summer same. winter -- revisit in the fall)

## Staff
| who | role | usual days |
|---|---|---|
| Kaylee Sorensen | head cashier / asst mgr, does the bank run | Mon-Fri |
| Travis Boyle | stock, yard, deliveries, forklift | Tue-Sat |
| Ernie Haugen | Sat mornings, fasteners, tells stories | Sat |
| Hank | feed, co-op ordering, the cattle guys | when he's not at the place |
| me | books, POs, payroll Thurs, everything else | always |

## Vendors
- Mtn West Farmers Co-op -- feed, mineral. Rep Marty Vogel. Truck every other Thurs.
- Great Plains Hardware Supply -- hardware, stock tank heaters, fencing. Rep Rick Haldane. Net 30.
- NAPA (Lewistown store) -- filters, belts, batteries. We're an associate counter, not a full NAPA.
- Local hay -- we pay the grower cash/COD, Sorlies + the Bauer boys.

## Deliveries -- CHANGE 4/1
After the two bounced checks in Feb/Mar (one was $1,140 for mineral, still chasing it), **as of 4/1 no more COD on deliveries** -- approved charge accounts or prepay at the counter only. Travis has the list of who's approved. Sign at the counter + printed on the delivery tickets.
Hank grumbled ("Carl's been paying COD since Reagan") but agreed.

## Misc
- Bank run: Kaylee takes the deposit to First Prairie by 2pm.
- Payroll: Thurs night, me. Direct deposit hits Fri.
- Chick days: chicks arrive Apr 10 (Prairie Hatchery, 300 mixed + 50 ducklings)
- TillPoint support: 800-555-0107, acct # on the sticker under the register
""")

add("notes/store/price_changes.md", """
# Price changes -- shelf/retail (feed)

Running list. Cost side is in the PO log; this is what goes on the tag.

| date | SKU | item | old | new | why |
|---|---|---|---|---|---|
| 2025-01-02 | MW-RC20-50 | range cubes 20% 50# | $14.95 | $15.80 | co-op Jan increase |
| 2025-01-02 | MW-HP-50 | horse pellets 50# | $18.40 | $18.95 | co-op |
| 2025-03-17 | MIN-LS-50 | loose mineral 50# | $38.50 | $41.00 | freight surcharge |
| 2025-06-02 | MW-LC-40 | layer crumbles 40# | $17.25 | $17.99 | |
| 2025-11-03 | MW-RC20-50 | range cubes 20% 50# | $15.80 | $16.49 | co-op fall notice (cost up $1.07) |
| 2025-11-03 | MW-HP-50 | horse pellets 50# | $18.95 | $19.60 | co-op |

Rule of thumb on bagged feed: cost + ~38-40%, round to .49/.99 or .x0. Hank argues for less on cubes because the cattle guys compare with the co-op store in Lewistown. He's not wrong.

- [x] re-tag cubes + pellets 11/3 (Travis)
- [ ] update the chalkboard by the door (still says the old cube price -- ugh)
""")

add("notes/store/winter_hours_2025.md", """
---
title: Winter hours 2025-26
date: 2025-10-20
tags: [store, hours]
---
# Winter hours (decided w/ Hank 10/19)

Starting **Mon Nov 3**:
- Mon-Fri 8:00-5:30
- Sat 8:00-2:00
- Sun closed

Through Sat Feb 28, back to regular hours Mon Mar 2 (calving, everybody needs everything at 7am).

Why: Nov-Feb there's nobody in here after 5:15 except Duane buying one bag of dog food. Saves ~14 staff hrs/wk. Kaylee ok with it, Travis wanted Saturdays shorter anyway.

- [x] sign for the door (Kaylee made it, laminated)
- [x] change hours on the Google listing + Facebook page
- [x] tell Ernie (he'll still show up Sat at 7:45 and drink our coffee)
- [ ] radio ad w/ KHSR? probably not worth the $$
""")

add("notes/store/cwd_station.md", """
---
title: CWD sample drop-off (FWP)
season: 2025
tags: [store, hunting]
---
# CWD drop station -- 2025 hunting season

FWP asked again if we'd host the sample freezer. Said yes (3rd year). Renewal signed 10/8.

- **Where:** back warehouse, white chest freezer by dock door #2 (NOT the ice cream freezer, Travis)
- **FWP contact:** Tyler Brandvold, Region 4 wildlife tech -- 406-555-0163, tyler.brandvold@fwp-mt.example
- **Pickup:** Mondays through end of Nov; he empties it + takes the log sheets
- Hunters bring the head (or lymph nodes in the bag), fill out the tag + GPS of the kill, drop it in. We don't handle samples. Gloves + bags in the bin on top.
- Results: hunters look them up online w/ their ALS #. Don't let people call US about results!!

Count so far (log sheet): 11/10 = 27 heads. Last yr total 41.

Somebody left a whole mule deer head w/o a bag on 10/27. Tyler was not amused. Sign is up now.
""")

# ======================================================================= roof
add("notes/roof/hail_claim_timeline.md", """
---
title: Hail claim -- store roof
claim: FM-CP-2025-061447
insurer: Frontier Mutual
updated: 2025-10-20
---
# Hail claim timeline -- store roof (118 Main)

Policy: commercial property thru Vaughn Ins. (Shelly). Deductible $5,000 flat.

| date | what | who |
|---|---|---|
| 6/14 (Sat) | hail ~4:40pm, golf ball +, 20 min. Skylights cracked, gutters crushed, panels dented all over, rain in the plumbing aisle | -- |
| 6/16 | claim filed by phone + portal. # FM-CP-2025-061447 | me |
| 6/20 | Dale Kuchera walked the roof, says full replacement | Kuchera Roofing |
| 6/24 | Dale's estimate in (email) | |
| 6/27 | field adjuster inspection | Brent Oakley (Frontier) |
| 7/22 | their engineer | Halvorsen Engineering |
| 8/19 | determination letter -- **way low**. They call the panel dents "cosmetic" (exclusion endorsement). Paying skylights/gutters/HVAC fins only. See the letter. | |
| 8/28 | claim moved to a desk adjuster: Renee Castillo, ext 4417. Brent off it. | |
| 9/3 | appraisal demand sent (Shelly helped w/ wording) | me |
| 9/9 | call w/ Gordon Pyle -- he's our appraiser | |
| 10/3 | thumb drive of original photos mailed to Gordon | |
| 10/14 | umpire agreed on -- see Gordon's email | |
| 11/6 | appraisal panel walks the roof, 10am | Gordon + their guy + umpire |

## Money so far
- Temp repairs (tarps, Travis OT, 8 skylight covers): ~$1,900 -- receipts in the red folder
- Dale: no deposit, not signing anything until there's an appraisal award

## Open
- [ ] appraisal award
- [ ] ask Shelly if we have ordinance-or-law coverage (new code = heavier snow load rating?)
""")

add("notes/roof/2025-09-09_call_with_gordon.md", """
# call w/ Gordon Pyle -- 9/9/25

Gordon Pyle, Pyle Appraisal Services, Billings. 406-555-0177. Shelly referred him + Duane's cousin used him after the '22 storm.

- appraisal = each side picks an appraiser, the two pick an umpire. If the two appraisers agree, that's the award. If not, umpire breaks the tie; any 2 of 3 signing = binding.
- appraisal decides the AMOUNT of loss, not coverage -- BUT in MT "cosmetic vs functional" on metal gets argued in appraisal as causation/amount all the time. Not a slam dunk.
- his fee: $175/hr, est 20-30 hrs, NOT contingency. Umpire split 50/50 w/ Frontier.
- Frontier's appraiser will probably be Kent Ibarra (does a lot of their stuff).
- wants: all photos as ORIGINAL files w/ dates, Dale's estimate, the determination letter, the engineer report (ask the desk adjuster -- we never got a copy!!)
- timeline: umpire within ~30 days, walk the roof Oct/Nov

Me: asked about a lawyer again. He said if the award comes back and they still deny on coverage grounds, THEN a lawyer. Hank agrees.

- [x] request engineer report from Frontier (sent 9/10)
- [x] photos to Gordon
- [x] sign Gordon's engagement letter
""")

# ======================================================================= mom
add("notes/mom/neuro_visit_2025-03-11.md", """
---
title: Mom -- neurology visit
date: 2025-03-11
provider: Dr. Anjali Mehta
tags: [mom, health]
---
# Mom -- neuro 3/11/25 (Great Falls)

Drove up w/ Mom, left at 6:45. She asked 4x where we were going. Got back in time for the 4-H mtg but I was fried (called in the treasurer rpt from the car).

**Dr. Mehta** (very kind, talked TO Mom not just to me)
- MoCA 21/30 (lost pts on recall, clock drawing, the date)
- Dx: mild cognitive impairment, "likely early Alzheimer's type" -- MRI to rule out other stuff (small vessel?)
- Start **donepezil 5 mg** at bedtime. Side effects: stomach, vivid dreams, slow pulse. Call if dizzy/fainting.
- B12 + thyroid labs (Dr. Reinholt can draw in Harlow)
- Driving: she should stop. (Ha. Keys are in Hank's truck box for now.)
- Follow up ~6 months; phone ok in between.
- Look into adult day program or in-home help a couple days a week, esp meds + meals.

Questions I forgot to ask:
- can she still do her own pill box? (no.)
- ok for her to be alone overnight?
- hereditary?? (Mari will ask.)

MRI: Great Falls Imaging 3/28 -- "age-appropriate changes", nothing scary.
""")

add("notes/mom/mom_care_plan.md", """
---
title: Mom care plan (Rosa Reyes)
updated: 2025-10-01
shared_with: [Mari, Jenna, Bev]
tags: [mom]
---
# Mom -- care plan

Rosa Reyes, 81. 412 Cottonwood St, Harlow Springs. Dx early Alzheimer's type (Dr. Mehta, 3/25).

## Who's there when
| day | who | notes |
|---|---|---|
| M/W/F | Bev Lindqvist (Prairie Home Care) 8:30-12:30 | meds, shower Wed, lunch, light housekeeping |
| Tue/Thu | me -- stop by before the store ~7:15, lunch at noon | |
| evenings | Mrs. Kowalczyk next door checks the lights ~7 | bless her |
| Sat | Hank or me: groceries + 5pm Mass at St. Anne's | |
| Sun | dinner at our place | |

(Bev moved from Tue/Thu to M/W/F on 9/15 -- more coverage spread across the week.)

## Meds (pill box, I fill Sunday nights)
- **donepezil 10 mg** at bedtime -- increased from 5 mg on 9/16 after the phone visit w/ Dr. Mehta. Watch for nausea, bad dreams.
- lisinopril 10 mg AM
- vitamin D 2000 IU AM
- NO more Tylenol PM (confusion). Plain Tylenol ok.

## Likes / dislikes
- breakfast: cafe con leche (lukewarm -- she won't drink it hot anymore) + pan dulce, conchas from the Lewistown panaderia when we can get them. Toast w/ butter if not.
- will NOT eat oatmeal ("engrudo" = paste). Don't fight it.
- likes: Pedro Infante records, her rosary, folding towels, the birds at the feeder, Wheel of Fortune
- hates: showers in the morning (do it midday Wed w/ Bev), being rushed, the word "dementia"
- calls Hank "el gringo." Affectionate. Mostly.

## Safety
- stove: knobs pulled off 4/28 (Mari's idea) -- the knobs are in the junk drawer at OUR house, not hers
- car keys at our place. Sell the car? Hank says wait till spring
- spare key: in the blue birdhouse by her back door (the one with no hole)
- med lockbox on top of the fridge, combo = my birthday
- medical alert pendant -- she takes it off. Trying a watch one.

## Cards / papers
- Medicare + supplement cards: copies in the folder in my purse
- legal stuff: the lawyer folder (Lewistown), top drawer of my desk
""")

add("notes/mom/memory_care_tour_2025-07-17.md", """
---
title: Memory care tour
date: 2025-07-17
tags: [mom]
---
# Tour -- Big Sky Meadows Memory Care, Great Falls

2200 Fox Farm Rd, Great Falls. Mari drove over from Spokane for it. Mom did NOT come (we told her we were shopping).

Contact: Deb Hollister, admissions, 406-555-0129.

**Cost**
- private studio: **$7,450/mo** base (meals, med admin, activities, laundry)
- companion (shared) room: $6,300/mo
- level-of-care add-ons: +$400 to +$1,200/mo depending on assessment
- one-time community fee $3,500
- increases "typically 4-6%/yr"
- Medicaid -- only some beds, "after a private-pay period"? Deb wasn't clear. ASK AGAIN.

**Good**
- clean, no smell. Staff knew residents' names.
- secured courtyard w/ raised garden beds. Mom would love the beds.
- Spanish-speaking aide on days (Lupe)
- chapel, priest comes Thursdays

**Not good**
- 2 hrs from us. 5+ for Mari.
- waitlist ~3-4 months for a private studio
- the TV room was just... sad. 8 people asleep in front of Family Feud.
- Mom would hate it right now. She's not there yet.

Mari thinks get on the waitlist anyway ($500 refundable deposit). Hank says wait. Me -- I don't know. Talk it through w/ Mari + Jenna, decide by end of Aug.
""")

# ======================================================================= 4-H
add("notes/4h/treasurer_notes.md", """
---
title: 4-H treasurer notes
club: Elk Basin 4-H Club
year: 2024-25
tags: [4-H, treasurer]
---
# Treasurer -- how I do it (so whoever's next isn't lost)

Elk Basin 4-H Club (county-wide club, ~24 members). FY = Oct 1 - Sep 30 (MSU Extension year).

**Bank:** First Prairie Bank, Harlow Springs. Club checking, acct ends -4471. EIN is on the signature card + in the green binder (don't email it).
**Signers:** me (treasurer), Pam Tollefson (club leader). Two signatures on anything over $250.

**Money in**
- Cash/checks: count w/ a 2nd adult, both initial the count sheet, deposit within 3 business days.
- Card payments at concession/breakfast: the reader (see 3/11 minutes) pays out to club checking 1-2 days later. Payout reports go in the binder.
- NO Venmo / Cash App / Zelle to anybody's personal account. Not for dues, not fair fees, not "just this once." A club over in Fergus Co lost track of $2k that way. Checks or cash, with a receipt. I will die on this hill.

**Money out**
- Reimbursements need a receipt. No receipt, no check. (Yes, Pam, even you. Love you.)
- Checks numbered, voids stapled in the binder.

**Reports**
- treasurer report at every club meeting (balance, in, out)
- year-end books to the audit committee after Sep 30; they finish by Feb
- IRS 990-N e-Postcard -- due Feb 15 (15th day of the 5th month after FY end)
- Extension wants the annual financial summary form by Nov 30

Ledger CSV is in the finance folder (export from the spreadsheet).
""")

add("notes/4h/fair_2025_wrapup.md", """
# Fair 2025 -- wrap up (treasurer side)

County fair done. Everyone alive. Two lambs got loose Thursday, one ended up in the beer garden.

- 14 of our kids sold in the market sale: 6 steers, 5 lambs, 3 hogs
- gross sale ~$68k (Extension has the official #; buyer checks go through the fair office, NOT us)
- buyer thank-yous: club paid for plaques ($287)
- concession stand: best year ever. Cash $1,896 + card payout $1,023.75 = $2,919.75 gross. Minus food ~$740.
- pen/stall fees paid in July

Lessons
- taking cards was the right call. maybe 40% of concession was card.
- more change in the cash box Sat AM ($300 in 5s/1s)
- sign-up sheet for concession shifts by June, not the week before
- Addy should run the kids' meeting at the banquet, she's ready

Thank-you notes to buyers: kids write them at the Aug meeting. I bring stamps.
""")

# ======================================================================= trip
add("notes/trip/portugal_plan.md", """
---
title: Portugal -- 35th anniversary
updated: 2025-11-13
travelers: [Lola, Hank]
status: booked (new dates)
---
# Portugal -- 35 yrs

~~Oct 2-16, 2025~~ -> **postponed to Feb 17 - Mar 3, 2026** (decided mid-Aug: hail claim + Mom + fall rush. Feb is dead at the store and before calving.)

## Plan
| dates | where | sleeping |
|---|---|---|
| Tue 2/17 | fly DEN -> EWR -> LIS (overnight) | plane, ugh |
| 2/18-2/23 | Lisbon | Alfama Patio Guesthouse, Rua de Sao Miguel 14 (5 nts) |
| 2/21 | day trip Sintra (train from Rossio) | |
| 2/23-2/27 | Porto | Casa do Cais, Ribeira (4 nts) |
| 2/27-3/1 | Douro valley | quinta -- booked, confirmation email 10/20, they send a driver |
| 3/1-3/3 | Porto again | airport-ish hotel TBD |
| Tue 3/3 | fly OPO -> EWR -> DEN | |

Flights: United, booked 9/8 -- conf # + flight #s are in the United email. Old TripNest booking (the Oct one) cancelled 8/18, we got a TripNest travel credit (expires 4/7/2026) -- can't use it on United direct. Use it for the Porto airport hotel?

## To do
- [x] new flights
- [x] Lisbon + Porto rooms (free cancel till 2/1)
- [x] Douro quinta
- [ ] Hank's passport -- mailed the renewal 9/30, STILL not back as of 11/13. Call the 877 number.
- [x] store coverage while we're gone -- sorted, see email 11/7
- [x] Walt for the place (cows, Biscuit, horses) -- yes. sitter sheet in docs/
- [x] Mom: Mari comes the 2nd week, Bev the 1st
- [ ] travel insurance (cancel-for-any-reason, because Mom)
- [ ] tell the bank + card co. we're traveling
- [ ] euros? just use the card

## Want to do
- fado night in Alfama (Hank's #1)
- Port lodge in Gaia
- tile museum (me)
- a real pastel de nata in Belem, not the Costco ones
- NOT a boat tour, I get seasick
""")

add("notes/trip/packing_list.md", """
# packing -- Portugal (Feb)

Feb in Lisbon ~55-60F, rainy. Porto colder + wetter. Layers.

- [ ] passports (!!!) + copies in each bag
- [ ] rain jackets, the good walking shoes (break them in by Jan)
- [ ] Hank's knee brace, my compression socks for the plane
- [ ] plug adapters (type F) x3
- [ ] meds for 2 wks + extra, carry-on
- [ ] small umbrella
- [ ] ziplocs for liquids
- [ ] earplugs (Hank snores in 3 languages)
- [ ] one nice outfit for the anniversary dinner
- [ ] photo of Mom + the girls (sentimental, shut up)
- [ ] phrase list: obrigada (me) / obrigado (Hank), por favor, a conta por favor
""")

# ======================================================================= ranch
add("notes/ranch/grazing_2025.md", """
---
title: Grazing 2025
date: 2025-04-20
tags: [ranch, cattle]
---
# Grazing plan 2025

## Sorlie lease (Duane) -- Crooked Coulee pasture
- 38 pairs + 2 bulls going out
- turnout ~5/15, gather ~10/15 (5 months)
- AUM math: Duane counts a pair as 1, bulls 1.5 -> (38 + 3) x 5 = 205 AUM
- 2024 rate was $32/AUM ($6,560 total). Duane says it's going up for '25, he'll email the number. Budget for ~$35.
- water: Crooked Coulee tank float was bad last fall -- Hank to fix before turnout
- salt/mineral: we haul, 2 tubs/month

## State section
- 640 ac state trust land, 2 mi north. Lease # in the file box. Fall (Oct-Nov) after gather. ~80 AUM.
- state rate set by DNRC formula, bill comes ~Feb

## Home place
- winter on hay. ~310 ton put up, ok if Feb isn't awful.

Calving starts ~3/20. Heifers first.

- [x] fix Crooked Coulee tank float
- [ ] preg check 10/28 -- call the vet clinic
""")

# ======================================================================= misc
add("notes/contacts.md", """
# Contacts -- store / claim / misc (not family)

| who | what | phone | email |
|---|---|---|---|
| Shelly Vaughn | Vaughn Insurance Agency (our agent) | 406-555-0112 | shelly@vaughnins.example |
| Frontier Mutual claims | claims line, have the claim # ready | 800-555-0199 | claims@frontiermutual.example |
| Dale Kuchera | Kuchera Roofing & Sheet Metal, Lewistown | 406-555-0185 | dale@kucheraroofing.example |
| Gordon Pyle | our appraiser, Billings | 406-555-0177 | gordon@pyleappraisal.example |
| Marty Vogel | Mtn West Co-op rep | 406-555-0141 | mvogel@mwfcoop.example |
| Rick Haldane | Great Plains Hardware rep | 406-555-0152 | rhaldane@gphardware.example |
| Lewistown NAPA | counter (ask for Jerry) | 406-555-0134 | |
| First Prairie Bank | Harlow branch | 406-555-0108 | |
| Prairie Home Care | office (Bev's agency) | 406-555-0120 | schedule@prairiehomecare.example |
| Harlow Springs Clinic | Dr. Reinholt | 406-555-0101 | |
| Cody Brandt | MSU Extension, Elk Basin Co. | 406-555-0116 | cbrandt@elkbasin-ext.example |
| KHSR radio | ads | 406-555-0190 | |
""")

# ======================================================================= daily
add("daily/2025-01-14.md", """
# Tue 1/14/25

- 4-H mtg tonight 7 @ Grange -- bring treasurer rpt + receipt book
- Pam's postage reimb -- check #1044 ($23.60) done
- Marty (co-op) called: cube cost up on the Jan truck, already re-tagged 1/2
- TillPoint froze twice. Kaylee rebooted the router. If it does it again call support.
- Mom called the store 3x asking if it was Sunday. Called Dr. Reinholt's nurse re: referral -- they're sending it to a neuro in Great Falls.
- -18 this AM. Sold 9 stock tank heaters today, 4 left on the floor -> PO to Great Plains
- Hank: 2 heifers look close already?? way too early. watching.
""")

add("daily/2025-06-14.md", """
# Sat 6/14/25 -- HAIL

~4:40pm. Sky went green over the butte, then it was just ROARING on the roof. Golf balls, some bigger. 20 min maybe. Customers + Ernie + me basically under the counter.

- skylights: at least 5 cracked, water pouring into plumbing + fasteners
- gutters on the Main St side smashed flat
- AC unit on the roof -- fins look like a waffle
- power out 5:02-6:30. Ice cream freezer lost. 2 cases of drumsticks + the Hagen-Dazs nobody buys anyway.
- Hank's truck windshield cracked, my car ok (was in the warehouse bay, thank God)
- Travis + Hank up on the roof w/ tarps at 7pm in the wind. Told them to get down. They didn't.

Photos: ~140 on my phone, roof + inside + hail in my hand next to a golf ball off the shelf (Travis' idea, smart). DON'T DELETE.

Called Shelly's cell -- file Monday first thing, pictures of everything, keep receipts for temp repairs.

Home: Hank says the calves are fine, the garden is shredded. Mom slept through it.
""")

add("daily/2025-09-02.md", """
# Tue 9/2/25

Long day. Sat at the kitchen table w/ Hank till 11 with the Frontier letter, Dale's estimate, and what the chatbot said about appraisal.

Decided: appraisal, NOT a lawyer (yet).
- why: cheaper (appraiser is hourly, a lawyer wants ~33%), faster, Shelly thinks it's the right move, Duane's cousin got a decent award that way in '22.
- our appraiser: Gordon Pyle in Billings (Shelly + Duane's cousin both named him). Call him.
- if they still deny the panels as "cosmetic" after the award -> then we talk to a lawyer.
- letter goes out tomorrow thru Shelly.

Other:
- 4-H: FY ends 9/30, start closing the books. Grange rent check.
- Mom: the agency is changing Bev's days mid-month, they'll email me the details.
- Store: back-to-school = boots. Kaylee on vacation till Mon.
- Hank's passport expires in Nov -- renew before Portugal. Photo at the drugstore Sat.
""")

add("daily/2025-11-10.md", """
# Mon 11/10/25

- FWP picked up the CWD freezer, 27 heads on the log so far
- still no stock tank heaters. Great Plains says "supplier backorder, maybe Thanksgiving." Down to 2 on the floor and it's supposed to be -10 Thurs. Called Rick, he'll try to pull some from the Billings warehouse. Sending people to Lewistown Ace, ugh.
- Hank's passport STILL not here. 6 wks. He says "it'll come." Calling Thurs if not.
- store coverage for Feb: sorted (email 11/7). Relief.
- Mom good day. Bev says she ate all her lunch + folded every towel in the house.
- 4-H: Nov mtg moved to Thurs 11/13 (Veterans Day).
""")

add("daily/2025-11-14.md", """
# Fri 11/14/25

- [ ] find the 2019 invoice from when Big Timber Metal re-screwed + coated the store roof -> Gordon needs it before the appraisal walk. Back office, banker's boxes under the stairs, "2019 STORE" hopefully
- [ ] any BEFORE pictures of the roof? maybe on the old iPad (Caleb's graduation party was in the lot, there might be some)
- [x] Gordon already has the photo drive (mailed 10/3)
- [ ] order the Christmas open house cookies from Rosie's -- 12/13
- [x] 4-H mtg last night -- went fine, 9 kids. Addy ran it like a pro.
- [x] Mom flu shot at Harlow Drug 11/12 (cross off the cal todo)
- cube price: 2 guys grumbled at the new tag. Hank told them to take it up w/ the co-op.

Snow tonight. Walt called re: Feb, he's in. Offered to take Biscuit to his place. No.
""")

# ======================================================================= journals (long)
add("journal/2025-02-16_sunday_ramble.md", """
---
title: Sunday ramble
date: 2025-02-16
tags: [journal]
---
# Sunday 2/16 -- cold, long, can't sleep

It's ten to five in the morning and I've been up since three because the wind has been trying to take the porch roof off and Biscuit won't stop pacing and clicking her nails on the kitchen floor. So here I am with coffee at the table, writing, because Jenna says I should "process" things and Dr. Reinholt's nurse said the same thing about caregivers, and when two people in scrubs tell you the same thing you might as well listen.

It was thirty-one below Wednesday morning at the place. Thirty-one. Hank had the tractor plugged in all night and it still sounded like it was dying. The store has been dead except for the stuff that's always busy in a cold snap -- heaters, de-icers, heat tape, propane, extension cords, the cheap gloves, and hand warmers by the case. We sold out of the good extension cords Tuesday and I had people buying the orange Christmas-light ones because that's all we had left. Travis drove out to three places Thursday that couldn't get their trucks started. He's a good kid. He doesn't say much but he shows up, and in February that's the whole job description.

Kaylee says the register is still acting up. TillPoint swears it's our internet, the internet people swear it's TillPoint. I am too old to referee software.

The best thing that happened all week was old Arvid Lund. He's eighty-eight, still lives out past the Sorlie place by himself with a dog that's nearly as old as he is, and he came in Friday afternoon with his account statement folded into about sixteen squares and set a Folgers coffee can on the counter. The big red one. Full of quarters and dimes and a few of those dollar coins nobody uses. He said, "That ought to square me up, Dolores," and went to look at the post-hole diggers like it was nothing. Kaylee and I counted that coffee can on the counter for forty minutes between customers. His bill was $212.60. There was $212.75 in the can. He told us to put the fifteen cents "toward the kids' thing," meaning the 4-H jar by the register. I almost cried, honestly. Dad would have loved that. Dad would have counted it twice just to have an excuse to keep Arvid talking.

I think about Dad a lot in the store in the winter. It's the smell -- the feed and the oil and the rubber from the tires in the back, the coffee that's been on the burner since six. His little hardware store in Roundup smelled exactly the same. When Hank and I bought this place from the Pettibones in '98 I walked in and smelled it and that was it, I didn't care what the books looked like. (The books looked bad. Hank cared.) Dad came up that first summer and reorganized the whole fastener aisle without asking anybody and Ernie still uses his system. Nine years he's been gone this April.

Mom. I don't know how to write about Mom without it turning into a list, so here's the list. She called the store three times Tuesday asking whether it was Sunday. She called Mari in Spokane at two in the morning on Thursday to ask why nobody had come to pick her up for Mass. She put the milk in the cupboard and the cereal in the fridge, and when I found it she laughed and said "ay, qué tonta," and for a second it was just my mom being silly and not whatever this is. The neuro appointment is March 11 in Great Falls. The referral finally came through in January after I called Dr. Reinholt's nurse twice. Mari can't come, the kids have state swim that week, and I'm trying not to be mad about that because it's not her fault she lives five hours away and it's not her fault I'm the one who stayed. But I am a little mad. Just a little. I'll get over it by March.

Hank has been good about Mom. Better than good. He goes over and shovels her walk before he goes out to feed, and she calls him "el gringo" and tells him he's too skinny, which he is not. He took her car keys after Christmas. He didn't make a big thing of it, he just told her the battery was dead and he'd take it to NAPA, and the car is sitting in our machine shed with the battery in it. She asks about it every week. He tells her the part is on order. I don't know how long that's going to work. Jenna says you lie to people with dementia when the truth only hurts them. She says they teach that now, "therapeutic fibbing." I was raised by nuns, I don't know about therapeutic anything.

The 4-H books went to the audit committee last weekend. I always feel like I'm handing in a test. It's fine, it balances, I know it balances, I reconciled it three times. But there were two reimbursements last year where I let people slide on receipts and I know they're going to write that up, and they should. I'll be stricter. The pancake breakfast is March 15, and the kids want to take cards this year because "nobody carries cash, Mrs. W." Addy Kowalski made a whole presentation about it. She's fourteen and she's going to run the world. I told her to bring it up at the March meeting and I'd support it as long as the money goes straight to the club account.

The cows. Calving starts around the twentieth of March if the bulls did their job, and the heifers look like they might be early, which Hank swears is impossible and which I will remind him of when it happens. He's got the calving barn cleaned out and the jugs bedded. Walt came over Saturday and they spent four hours fixing a waterer and one hour fixing it and three hours talking about the Griz.

And Portugal. Hank brought it up again last night, out of nowhere, over pork chops. "Thirty-five years in October." Like I didn't know. We never had a honeymoon, not a real one -- we got married the first Saturday of October 1990 at St. Anne's and we went to Glacier for two nights and came home because his dad needed help shipping calves. Thirty-five years I've been hearing about the honeymoon we're going to take someday. And now he's been watching one of those travel shows at the dentist's office in Lewistown, the one with the man in the blue jacket who walks around eating things, and he's decided it's Portugal. Port wine and fado music and old churches. "We're going, Lola." Okay, Henry. We'll see. The store doesn't run itself and Mom doesn't either. But I looked up flights after he went to bed, and I'll admit that there's a part of me that wants to sit somewhere warm with a glass of wine and not have anybody ask me where the hose clamps are.

If we went, it would have to be October, right after we ship the calves. Two weeks. Jenna says she'd help with Grandma, and Kaylee could run the store, she basically does already. Money is the thing. It's always the money. The two bounced checks this winter -- one for eleven hundred and change on mineral -- I'm still chasing. I'm starting to think the delivery business on COD is more trouble than it's worth. Every year it's somebody. Hank doesn't want to be the one who tells the old guys no. I'll make a decision on that by spring.

Caleb called Sunday. He got the job at the engineering firm in Denver, the real one, with benefits. He's going to be designing drainage for parking lots, which he says is more interesting than it sounds. I told him I was proud of him and I am, but I also kind of wanted him to say he was moving home. He's not. Nobody moves home. Jenna's only in Bozeman and that feels close. She and Luis are talking about a baby and I'm pretending I don't know that because she hasn't told me yet, Luis told Hank.

Mari called after Mass. She wants to come for a week in April so I can have a break. I said yes before she could change her mind. We talked for an hour, mostly about Mom when we were little -- the tamales at Christmas, the radio always on the Spanish station out of Billings that you could only get at night, Dad singing with it badly. Mari remembers more than I do. Maybe that's what being the little sister is, you get to keep the memories because you weren't the one doing the work.

The sun's coming up now. It's pink over the butte and the wind has finally laid down. Biscuit is asleep on my feet like she didn't keep me up half the night. I need to go feed the chickens before Hank wakes up and does it wrong. I'm going to write down the Arvid thing somewhere so I don't forget it, because that's the kind of thing I want to remember when I'm old, the coffee can and the fifteen cents and the way he walked off to look at post-hole diggers like paying your bill in quarters is just what a person does.

Things to do this week:
- call the bank about the bounced check (again)
- order more extension cords, the good ones
- ask Dr. Reinholt's nurse what to bring to the neuro
- look at Portugal flights for real (don't tell Hank yet)
""")

add("journal/2025-07-06_after_the_hail.md", """
---
title: After the hail
date: 2025-07-06
tags: [journal, roof, store]
---
# Sunday 7/6 -- three weeks since the hail

Three weeks since the storm. I keep meaning to write it down properly and every night I fall asleep on the couch at 8:30 with the TV on, so this is me on Sunday afternoon at the kitchen table with iced tea and the fan going, trying to get it all out of my head before the week starts again.

First, the roof. The store roof. It's still tarped over the plumbing aisle and the skylights are covered with plywood and plastic, so the whole back half of the store is dark like a cave and customers keep asking if we're going out of business. We are not going out of business. We are going into the insurance business, apparently, because that's all I do now. Dale Kuchera came from Lewistown the Friday after and walked the whole thing with Hank and said it needs to come off, all of it, every panel. He said the panels up there are the thin stuff, twenty-nine gauge, and that's why they look like somebody beat them with a ball-peen hammer. His estimate came the next week and I had to sit down. I'm not even going to write the number here, it makes my stomach hurt. It was more than we paid for the building in '98, which I know isn't how it works, but still.

The adjuster came the 27th, a nice young man named Brent, very polite, wore those little booties in the store for some reason. He went up on the roof with his clipboard and his chalk and his camera and marked circles around the dents and didn't say anything about anything. "I just document, ma'am, the decision comes from the office." Then they told us they're sending an engineer. An engineer. To look at dents. Dale laughed when I told him, and not a happy laugh. He said that's what they do when they want to call it cosmetic. I didn't know what that meant then. I'm learning.

Dad used to say "hail don't read the forecast." He'd say it every summer when the sky went that green-black color over the Bull Mountains, and then he'd go out and move the truck under the lean-to. It meant, more or less, it doesn't matter what the weather man said this morning, get your stuff inside. I thought about that the whole time the hail was coming down on the roof and I was crouched behind the counter with Ernie and the Petersen kids who'd come in for fishing line. The forecast that morning said "isolated thunderstorms." Isolated. It isolated us, all right.

Here's the thing I keep going around and around on. If we get a new roof -- when, Lola, when -- I want it red. Barn red. Not that bare Galvalume gray that looks like a machine shed, and not that blue-gray Dale keeps showing me on his phone. Barn red, like Dad's store in Roundup had, with the white trim. Hank says red fades and gets chalky and in ten years it'll look pink. Dale says the painted panels are a few thousand more. I don't care. I have spent twenty-seven years in a building that looks like a Quonset hut's sad cousin and if the insurance company is going to put a roof on it, I want it to look like somebody cares about it. I'll pay the difference myself out of the store account if I have to. I will. Write that down, Lola. You just did.

Mom. Bev has been coming since April, Tuesdays and Thursdays, and it's working better than I dared to hope. Mom calls her "la güera" and pretends she doesn't like her and then asks me every Wednesday if "the blonde girl" is coming tomorrow. Bev gets her showered, which I could never do without a fight, and they fold towels together and watch The Price Is Right. Mom's taking her pills and the stomach stuff has settled down. But she's worse in the evenings. She called me at nine-thirty last Monday convinced somebody had been in her house and moved her rosary. It was in her apron pocket. Mari's coming over on the 16th and the two of us are going to go look at the memory care place in Great Falls on the 17th. Just to look. I feel like a traitor even writing that sentence. Hank says we're not deciding anything, we're just looking, and he's right, but it still feels like I'm sneaking around behind her back. Which I am.

The Fourth was nice, actually. The 4-H kids did a float for the parade -- a big paper-mache steer on a hay wagon that Travis pulled with the store pickup -- and they threw candy and Addy's little brother fell off the wagon (he's fine, he landed on a hay bale and was very proud of himself). Hank grilled, Walt came, Jenna and Luis drove up from Bozeman. Mom came for an hour and knew everybody, which was a gift. She held Biscuit's face in her hands and talked to her in Spanish for ten minutes and Biscuit just stood there and took it. Then she asked Luis if he was Mari's husband. He just said "no ma'am, I'm Jenna's," and she said "oh, that's nice," and we all moved on. That's how we do it now. You just move on.

Fair is in a month. I'm doing the concession stand schedule and of course nobody has signed up for Saturday morning. The card reader we got in March has been great -- the pancake breakfast went so smooth, people love it -- and I'm hoping it helps at fair. Half the kids' parents don't carry cash anymore. I have the pen and stall fees ready to go. The market kids are weighing their animals every Sunday and sending me pictures, which is not my job, but I love it. Owen's steer is up to twelve-forty. His mom thinks he'll make the weight.

The cows are out on Duane's grass since May. Duane raised the rate on us this year, which Hank expected, and honestly it's still cheap for what that pasture is. The water's holding up so far. Hank goes out twice a week to check them and comes back sunburned and happy. He's a different man out there. I forget that sometimes, when he's been in the store all week being grumpy about the feed prices, that he's really a cowboy who got stuck selling hose clamps because he married me and I wanted a store like my dad's.

The trip. We're still going in October, I think. I booked it in April, Denver to Newark to Lisbon, two weeks, and Hank's been watching YouTube videos of fado singers in his recliner every night. But with this roof thing hanging over us and Mom getting worse in the evenings, I don't know. If Frontier drags this out into the fall -- and Dale says they will, he says they always do -- I'll be on the phone with adjusters from Lisbon, and that's not a honeymoon, that's just a more expensive version of my regular life. I haven't said any of this to Hank. I will after fair.

Money. The store did fine in May and June, better than last year actually, because of the chick days and the hail (everybody needed tarps and plywood and screws -- there's a lesson in there somewhere). But we're fronting all the temporary repairs ourselves, about nineteen hundred dollars so far, and Dale wants a deposit as soon as we sign, which we haven't. Shelly says don't sign anything until the insurance decides. Shelly has been an angel. She calls me back the same day, every time. If I ever complain about insurance agents again, somebody remind me of Shelly.

The garden is coming back a little. Hank replanted the beans and the squash the week after the storm and they're up, a month behind, but up. The tomatoes are a lost cause. The chickens didn't lay for four days after the hail, which I didn't know was a thing, and then they went right back to it like nothing happened. I'd like to be more like a chicken about this whole business. Ernie says the hail in '81 was worse and took the windows out of the old bank, and he tells it like it's a competition he is winning.

One more thing and then I have to go start supper. Jenna called last night and she and Luis are having a baby. January. She finally told me, and I did a very good job of acting surprised, and then I cried anyway, for real, standing in the store parking lot where I'd gone out to take the call because the signal is better by the propane cage. A grandbaby in January. Mom will be a great-grandmother. I don't know if she'll understand. I hope she does. I hope she has a good day that day.

I'm going to put this away now. The fan is blowing my papers around and Biscuit wants out and I can hear Hank in the shop cussing at the swather. Dad would say get your stuff inside. The roof will get fixed. Mom will be whatever she's going to be. We'll go to Portugal sometime. Hail don't read the forecast and neither do I, apparently.

- call Shelly Tues re: engineer date
- concession schedule -- beg for Saturday AM people
- Mari arrives the 16th, clean the guest room
- ask Dale for the painted-panel price in writing
""")

add("journal/2025-10-06_thirty_five_years.md", """
---
title: 35 years
date: 2025-10-06
tags: [journal, anniversary]
---
# Monday 10/6 -- thirty-five years

Thirty-five years today. We were supposed to land in Lisbon this morning. Instead we moved it to February, which was the right call, and I'm sitting in the store office at 6:15 AM before anybody comes in, with the space heater going and the coffee that Ernie makes too strong, writing in this notebook because I promised myself I'd write something today.

October 6, 1990. St. Anne's. It snowed the night before, just a skiff, and Mom was up at four making sure the tamales were wrapped for the reception at the Grange, and Dad spent the whole morning in the church parking lot shoveling it with a scoop shovel he'd brought from the store because he didn't trust the parish to do it right. Hank wore his brother Walt's boots because his were too scuffed and his mother wouldn't let him walk down the aisle in them. I wore Mom's veil. We went to Glacier for two nights and came home because Hank's dad needed help shipping calves, and I have been hearing about "the real honeymoon" ever since. Thirty-five years of "someday." So. February. Someday is in February now.

Mom was so beautiful that day. I have the picture on my desk, her in the blue dress with the lace sleeves she made herself, holding Dad's arm at the back of the church. She doesn't remember the wedding now. I asked her on Sunday. I showed her the picture and she said "who's the pretty girl?" and I said "that's me, Mamá," and she looked at me for a long time and then said "no, you're too old." Which -- fair. Then she pointed at herself in the picture and said "that's my mother," and I didn't correct her. Jenna would call that therapeutic fibbing. I just call it Sunday now.

The new medicine dose has been okay. Dr. Mehta called in September and we went up on it, and I was scared of the stomach stuff coming back, but it's been mostly fine, just some wild dreams. She told Bev she dreamed she was a girl in Chihuahua again riding on her grandfather's mule. Bev comes three mornings a week now and it's made a real difference, especially Fridays, which used to be the worst day because by Friday she'd gone two days without anybody but me. Bev says Mom sings along with the Pedro Infante records now, all the words, even on days she can't remember what she had for breakfast.

The thing I have NOT done, and I'm writing it here so I feel guilty enough to do it: Mom's POA paperwork. The lawyer in Lewistown drew up the healthcare and financial POA back in August and it is sitting in a manila envelope on my kitchen counter under the seed catalogs. It needs a notary and it needs Mom to sign it on a good day, and Mari wants to be there when she signs, which I understand, but Mari is five hours away and Mom's good days don't make appointments. If something happens before it's signed, we'll be in court trying to get a guardianship and I will never forgive myself. The bank in Harlow has a notary. Thursday mornings are Mom's best. Mari could come the weekend before Thanksgiving. DO IT, LOLA.

The roof. We're in "appraisal" now, which is a word I didn't know meant anything special until August. Gordon, our appraiser, says the two appraisers are about to agree on an umpire and then everybody will climb up on the roof together in November and argue about dents. The insurance company paid a little for the skylights and the gutters -- the check came in September and it barely covered the temporary repairs and the deductible ate the rest. The panels they call "cosmetic." Cosmetic. The roof is dented like a golf ball. Every time it rains, the plumbing aisle gets a new drip somewhere. I've got three buckets back there and Travis has named them. Hank has stopped talking about the claim at dinner because I get worked up and then I don't sleep. He's right. I still don't sleep.

I keep thinking about the red roof. I still want it. Even if they pay for the cheap gray panels I'll pay the upgrade myself. Dale says he can hold the price on the painted ones if we sign by spring. We'll see what the umpire says.

4-H. The year ended September 30 and I closed the books last week. The fair concession was our best year ever, and I think taking cards was the reason. Addy's steer did well, Owen's steer made weight and brought a good price from the bank. The awards banquet is the 25th at the Grange, potluck, and I'm in charge of the cake again because apparently I made one good sheet cake in 2011 and now it's my job for life. Year-end report and the financial summary for Extension are due the end of November. Then the 990 thing in February, which I always forget until Cody reminds me. I'm going to tell them this is my last year as treasurer. I've been saying that for four years.

The store. Hunting season opened and the CWD freezer is back in the warehouse for the third year. Somebody has already left a deer head in there without a bag, which is disgusting. Travis put up a sign that says "BAG YOUR HEADS" and I had to explain to him why that was funny. Hank and I were talking last night about winter hours, shorter days and shorter Saturdays from November to the end of February. Nobody comes in after five in the winter except Duane. Kaylee will be fine with it. I'll write it up this week.

The co-op called and prices are going up again on the November truck. The cattle guys are going to have a fit. Everything is going up. The insurance on the store is going up next year too, Shelly warned me, because of "regional hail exposure." You don't say.

Jenna is due in January and she looks wonderful. She's working nights at Bozeman Health until Christmas and then she's done. Luis painted the nursery a green called "Meadow Whisper," which is the kind of name you give a paint color when you want to charge sixty dollars a gallon. Caleb is coming for Thanksgiving, flying into Great Falls, and he's bringing a girl. A girl! He's never brought anybody home. Her name is Priya and she's an engineer too and I already like her because she made him call his grandmother on her birthday.

Walt stopped by the store Saturday with a box of elk steaks and said he'd "keep an eye on the place" in February like it was his idea, which it was not, it was Hank's, but I let him have it. Walt has been a bachelor for sixty-one years and he runs his house like a bunkhouse, but he's good with the cows and Biscuit adores him, which tells you something. He told me a story about Hank at sixteen trying to ride a steer at the Roundup rodeo on a dare and landing in the water trough, and I've heard it twenty times and I laughed like it was the first. That's family, I guess. You laugh at the same story twenty times because the person telling it needs you to.

The first real snow came Thursday night, four inches, wet and heavy, and half of town came in Friday morning for ice melt and shovels and the good gloves. Travis sold the last roof rake to Mrs. Petersen and then carried it out to her car for her and cleared her windshield while he was at it. I'm going to give that boy a raise at Christmas and not tell Hank until after.

Hank. Thirty-five years. He came into the kitchen at five this morning before I left and put a little box on the counter and went out to feed without saying anything, which is the most Hank thing that has ever happened. It was a necklace. A little silver one with a tiny tile on it, blue and white, the Portuguese kind. He ordered it off the computer, by himself, which means Jenna helped. He wrote on the card "Lisbon in Feb. Promise. H." I'm wearing it right now under my flannel shirt like a teenager.

Tonight we're going to the little cafe in Lewistown that does the steak with the green chile, and he's going to wear a real shirt with buttons, and I'm going to let him order dessert and not say anything about his cholesterol. Kaylee's closing. Mom's having dinner with Mrs. Kowalczyk next door, who insisted.

I don't know what the next thirty-five look like. Mom is going to get worse, that's just true. The store roof will get fixed or it won't. There's a baby coming. We're going to Portugal in February, probably, if the passport office and the weather and my mother all cooperate. Dad used to say you don't get to pick your customers, you just pick how you treat them. Well, I picked Hank. Thirty-five years ago today I picked Hank, in the snow, in Walt's boots, and I would pick him again.

Okay. Kaylee's truck just pulled in. Back to work.

- POA: call Mari tonight, pick a weekend, call the bank about the notary
- banquet cake -- order the sheet pans
- winter hours -- write it up for the door
- thank-you note to Mrs. Kowalczyk
""")

# ======================================================================= plain text
add("docs/house_sitter_sheet_walt.txt", """
HOUSE / PLACE SITTER SHEET -- for Walt (Feb 17 - Mar 3, 2026)
written 11/12/25, will update before we go

ADDRESS: 2870 Sage Creek Rd, Harlow Springs. 14 mi NE of town, left at the green mailbox.

WIFI: network WhitcombeRanch  /  password Biscuit&Bales1990
  (router is in the pantry on top of the bread box. unplug 30 sec if it quits.)
Garage keypad: 0610 then the bottom button
House key: you have one. Spare is on the nail inside the tack room door.

DOG - Biscuit (heeler, 9 yrs)
  - 2 cups kibble AM, 2 cups PM. Bin in the mudroom. NO table scraps, she gets the runs.
  - thyroid pill in the PM in a piece of cheese
  - she will try to ride in your truck everywhere. let her.
  - sleeps in the mudroom. NOT at your place, Walt.

HORSES - Dutch (bay gelding) and Penny (old sorrel mare)
  - 1 flake grass each AM/PM, Penny gets 2 lbs senior feed soaked (she has no teeth to speak of)
  - heater in the horse tank -- check it's running every day, cord goes to the barn outlet
  - VET: Dr. Colleen Farris, Elk Basin Veterinary Clinic, 406-555-0158
    (large animal, she knows the horses). After hours the machine gives her cell.

COWS
  - ~40 bred cows + 2 bulls in the calving lot by then, heifers separate
  - feed: bale processor, 6 bales/day, Hank will leave a chart on the shop door
  - calving shouldn't start before 3/15 but heifers... check them AM + PM.
    Calving book + tags in the kitchen drawer.
  - if one's in trouble and you can't pull it: Dr. Farris, then Duane Sorlie (406-555-0170)

CHICKENS - 14 hens. feed + water, eggs in the basket. heat lamp on the timer.
BARN CATS - dry food in the barn, they'll live.

HOUSE
  - thermostat 62. below -10: leave the cabinet door under the kitchen sink open.
  - propane (Cenex) auto-fills, don't worry about it
  - trash to the transfer station Sat, Hank's punch card is on the fridge

PHONES: Lola cell 406-555-0144, Hank 406-555-0145. We'll be 7 hrs ahead.
Text, don't call at 3am our time unless something's dying.
Mom (Rosa) -- Bev has her the 1st week, Mari the 2nd. You don't need to do anything,
but if Bev calls you it's because she couldn't reach Mari.
""")

add("docs/store_closing_procedure.txt", """
WHITCOMBE FEED & HARDWARE -- CLOSING  (print + tape by the back door)
rev. Oct 2025 (winter hours)

1. 15 min before close: walk the floor. Anybody in the yard? Travis checks the yard + locks the gate.
2. Propane cage locked. Chain + padlock (key on the red ring).
3. Register: run the Z report on TillPoint. Count the drawer down to $200 (bills in the bag,
   coins in the tray). Over/short on the sheet. Deposit bag in the safe; Kaylee takes it
   to the bank next morning.
4. Card reader + handheld scanner on their chargers.
5. Coffee pot OFF. (Ernie.)
6. Heat: thermostat 55 in the store, 45 in the warehouse. Do NOT touch the one in the office,
   it's haunted.
7. Ice cream freezer -- check the door is all the way shut.
8. UPS: outgoing boxes on the shelf by the back door, labels up. NAPA returns box too.
9. Lights: floor lights panel A. Leave the 2 night lights + the sign on the timer.
10. Back door deadbolt. Then front.
11. ALARM: keypad by the front door. Enter 2718 then AWAY. You have 45 seconds.
    If you mess up: 2718 then OFF and start over.
    Alarm company (Treasure State Security) calls Lola, then Hank, if it trips.
12. Guest wifi is FeedStoreGuest / hayday2024 -- if a customer asks, that's the one.
    Never give out the office network.

Power out? Do NOT leave without checking the CWD freezer in the back. Text Lola.
""")

add("docs/howto_4h_deposit.txt", """
HOW TO: 4-H deposit (Elk Basin 4-H Club)
for whoever's helping me, or the next treasurer.  -- L.R.W.

1. Count cash + checks with a SECOND ADULT. Both of you sign the count sheet
   (blank ones in the green binder, back pocket).
2. Endorse checks on the back: "For deposit only -- Elk Basin 4-H Club" (stamp is in the cash box).
3. Fill out a deposit slip (back of the club checkbook). Cash and checks listed separately.
   Copy the total onto the count sheet.
4. Bank hours: First Prairie, Harlow Springs, M-F 9-4, Sat 9-12 drive-up only.
5. After hours / weekend: use the night drop at First Prairie Bank, 2nd & Main -- it's on the
   north side of the building by the ATM, NOT the book return at the library (yes, that happened).
   Use a locking bag from the binder, write "4-H" on the tag. Bag key is on my ring,
   spare with Pam.
6. Receipt (or the night drop slip) goes in the binder. Enter it in the ledger with the date
   + what it was for.
7. Card reader payouts go in automatically -- print the payout report and match it to the
   bank statement.

Don't take the money home "till Monday". Don't deposit into anyone's personal account.
See treasurer notes for the rest.
""")

# ======================================================================= CSV
add("finance/4h_ledger_2024-25.csv", """
date,ref,payee_or_source,category,memo,debit,credit,cleared
2024-10-08,DEP,Member dues,Dues,22 members x $10,,220.00,Y
2024-10-15,1041,Elk Basin Co. Extension,Program,4-H online enrollment fees,176.00,,Y
2024-11-12,1042,Harlow Springs Grange,Rent,Hall rent Oct-Dec,90.00,,Y
2024-11-20,1043,Evergreen Wreath Co.,Fundraiser,Wreaths wholesale 160 @ 8.75,1400.00,,Y
2024-12-09,DEP,Wreath sales,Fundraiser,Wreath sale deposit #1,,1380.00,Y
2024-12-16,DEP,Wreath sales,Fundraiser,Wreath sale deposit #2,,885.00,Y
2025-01-14,1044,Pam Tollefson,Reimbursement,Postage + envelopes (receipt),23.60,,Y
2025-02-11,1045,Harlow Springs Grange,Rent,Hall rent Jan-Mar,90.00,,Y
2025-03-10,1046,Harlow Grocery,Fundraiser,Pancake mix / syrup / coffee / OJ,212.47,,Y
2025-03-17,DEP,Pancake breakfast,Fundraiser,Pancake breakfast receipts (cash + checks),,1184.00,Y
2025-03-19,DEP,Card reader payout,Fundraiser,Pancake breakfast - card sales,,236.50,Y
2025-03-24,1047,Block Inc.,Equipment,Card reader for concession,59.00,,Y
2025-04-08,1048,MSU Extension,Program,Record book supplies,64.25,,Y
2025-05-13,1049,Harlow Springs Grange,Rent,Hall rent Apr-Jun,90.00,,Y
2025-07-15,1050,Elk Basin Fair Board,Fair,Pen/stall fees,340.00,,Y
2025-08-12,DEP,Concession stand,Fundraiser,Fair concession (cash),,1896.00,Y
2025-08-13,DEP,Card reader payout,Fundraiser,Fair concession - card sales,,1023.75,Y
2025-08-14,1051,Harlow Grocery,Fundraiser,Concession food restock (fair),740.12,,Y
2025-08-20,1052,Elk Basin Fair Board,Fair,Buyer thank-you plaques,287.00,,Y
2025-09-09,1053,Harlow Springs Grange,Rent,Hall rent Jul-Sep,90.00,,Y
2025-10-07,DEP,Member dues,Dues,24 members x $10,,240.00,Y
2025-10-21,1054,Harlow Springs Grange,Banquet,Awards banquet hall + kitchen,125.00,,N
2025-11-04,1055,Harlow Printing,Program,Certificates + banquet programs,48.90,,N
""")

add("store/po_log_2025.csv", """
po_date,po_no,vendor,sku,description,qty,unit_cost,ext_cost,terms,status,recv_date
2025-01-06,25-001,Mountain West Co-op,MW-RC20-50,Range cubes 20% 50 lb,120,10.85,1302.00,Net 30,RECEIVED,2025-01-09
2025-01-06,25-002,Mountain West Co-op,MW-HP-50,Horse pellets 50 lb,60,13.55,813.00,Net 30,RECEIVED,2025-01-09
2025-01-14,25-007,Great Plains Hardware,GP-TH1500,Stock tank heater 1500W floating,12,41.20,494.40,Net 30,RECEIVED,2025-01-21
2025-01-22,25-009,NAPA Lewistown,NAPA-1515,Hydraulic filter (skid steer),10,18.75,187.50,Acct,RECEIVED,2025-01-23
2025-02-03,25-014,Great Plains Hardware,GP-EC100,Extension cord 100 ft 12/3,24,38.10,914.40,Net 30,RECEIVED,2025-02-10
2025-03-04,25-031,Prairie Hatchery,CHK-MIX,Straight-run chicks mixed (chick days),300,1.95,585.00,Prepaid,RECEIVED,2025-04-10
2025-03-20,25-036,Mountain West Co-op,MIN-LS-50,Loose mineral 50 lb,80,27.40,2192.00,Net 30,RECEIVED,2025-03-27
2025-05-05,25-052,Great Plains Hardware,GP-FP-T6,T-post 6 ft,400,4.35,1740.00,Net 30,RECEIVED,2025-05-12
2025-06-16,25-066,Harlow Lumber,LUM-PLY58,Plywood 5/8 (roof temp repair),16,42.00,672.00,COD,RECEIVED,2025-06-16
2025-06-16,25-067,Great Plains Hardware,GP-TARP2030,Heavy tarp 20x30,6,54.80,328.80,Net 30,RECEIVED,2025-06-19
2025-07-10,25-074,Bauer Bros,HAY-GR,Small square grass hay (resale),300,7.00,2100.00,COD,RECEIVED,2025-07-11
2025-08-04,25-081,NAPA Lewistown,NAPA-BAT65,Battery group 65,6,119.00,714.00,Acct,RECEIVED,2025-08-05
2025-09-15,25-097,Mountain West Co-op,MW-LC-40,Layer crumbles 40 lb,40,12.30,492.00,Net 30,RECEIVED,2025-09-18
2025-10-06,25-109,Great Plains Hardware,GP-HT30,Heat tape 30 ft,20,22.60,452.00,Net 30,RECEIVED,2025-10-14
2025-10-20,25-118,Great Plains Hardware,GP-TH1500,Stock tank heater 1500W floating,18,43.10,775.80,Net 30,BACKORDER,
2025-10-20,25-119,Great Plains Hardware,GP-DI-BIRD,Heated bird bath de-icer,8,26.50,212.00,Net 30,RECEIVED,2025-10-28
2025-11-04,25-124,Mountain West Co-op,MW-RC20-50,Range cubes 20% 50 lb,140,11.92,1668.80,Net 30,RECEIVED,2025-11-06
2025-11-04,25-125,Mountain West Co-op,MW-HP-50,Horse pellets 50 lb,60,14.10,846.00,Net 30,RECEIVED,2025-11-06
2025-11-11,25-129,NAPA Lewistown,NAPA-2050,Fuel filter (diesel),12,16.40,196.80,Acct,ORDERED,
""")
