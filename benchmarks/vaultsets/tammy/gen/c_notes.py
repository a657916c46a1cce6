# -*- coding: utf-8 -*-
"""Markdown notes, plain-text files and CSV files (vault-relative path -> text)."""
from c_long import L1, L2, L3

NOTES = {}

NOTES["notes/journal/2025-01-05 brain dump new year.md"] = L1
NOTES["notes/journal/2025-07-06 summer catch up.md"] = L2
NOTES["notes/journal/2025-10-19 sunday night catch up.md"] = L3

# ---------------------------------------------------------------- daily notes
NOTES["notes/daily/2025-01-06.md"] = """# 2025-01-06 mon

first day back after new yrs. brutal.

- 7:40 M.H. wound care L heel - stage 3, less slough, pics uploaded to chart
- 9:15 J.R. INR draw, 2.4, called to Dr office, no change
- 11:00 new SOC D.W. CHF, took 2 hrs w/ med rec. wife is great, already has a scale
- lunch in the car (again)
- payroll memo came out re 2025 mileage rate - its in my email, didnt read close yet
- called mom 2x, she asked about Dad again :(
- Rick left 4:30am for the regional run, back fri night
- tyler back to cbus sun the 12th

todo
- [ ] ask Darlene re Feb weekend sched
- [x] submit Dec mileage
- [ ] call Miami Valley Waterproofing back re: warranty q
- [ ] call elder law office Denise found
"""

NOTES["notes/daily/2025-03-14.md"] = """# fri 3/14/25

- mom MA plan switch went thru!! new PPO starts 4/1. welcome packet + card coming in mail, email version supposedly too. Dr Raman IS in network on this one, confirmed w/ the office
- cancel the old HMO? -> no, switching auto-disenrolls her, confirmed w/ 1-800 lady
- CEU: did the CHF one + wound one this wk (NurseLearn bundle). tracker updated
- Tyler spring break next wk, coming home Sat w/ laundry obviously
- Rick home tonight, wants fish fry at St C's
- M.H. - wound vac d/c'd, back to wet-to-dry. ordered supplies
- bake sale: Fr Tom ok'd Nov 8, booked the hall w/ Maureen in the office

todo
- [ ] put mom's new ins card in her wallet + make copy
- [x] mileage Feb submitted
- [ ] return Kohl's sweater (STILL)
"""

NOTES["notes/daily/2025-06-18.md"] = """# wed 6/18

**mom neuro f/u w/ Dr Raman** (Denise came up!!)
- MoCA 21/30 (was 23 in Feb)
- donepezil increased 5 mg -> 10 mg qhs starting tonight. new rx sent to Kroger
- watch for N/V/diarrhea, bradycardia, vivid dreams. if dreams bad can move to AM dosing
- f/u in ~4-5 mo, front desk will call w/ date
- Dr R says memory care "when not if", ok to start looking (we already are lol)
- need to update the med list note, its still old

other
- toured Willows last thurs, Brookhaven yesterday. Maple Crest next tues
- wt check D.W. +3 lb overnight, called cardio, lasix increased
- Darlene posted July on call. haven't looked. scared to look
- Rick: physical w/ Kopecky next wk for BP
"""

NOTES["notes/daily/2025-09-22.md"] = """# mon 9/22

- Rick DOT physical is this Fri now (moved, he's running Louisville on the tues). reminded him to bring his bp log + glasses. he rolled his eyes
- mom admission paperwork: need TB test + physician order form + POA copy by 10/24. TB test at Kopecky 9/30
- Brookhaven wants her insurance cards front/back too
- mileage Sept almost done, submit by 10/5
- bake sale: parish office says hall floors getting redone, see the list email. sign ups ok so far
- tyler: midterms start 10/13. car making noise again?? told him take it in
- CEU - still need Cat A. check the ONN newsletter when it comes
"""

NOTES["notes/daily/2025-10-17.md"] = """# fri 10/17

- on call swap is official - Keisha Branham has my 10/25-26 wknd, I take her 11/15-16. Darlene confirmed by email. need to fix my work calendar, still shows me
- M.H. wound 0.4 x 0.3 cm!! almost closed
- D.W. readmitted (CHF exac), hold visits
- bake sale 3 wks from tmrw. order pie boxes!!!
- mom move 11/3. labels done. Denise coming Sun 11/2
- Tyler fall break, home til Sun, ate an entire pan of lasagna
"""

# ------------------------------------------------------------------ mom notes
NOTES["notes/mom/mom-med-list.md"] = """---
title: Mom (Irene Sadowski) - medication list
updated: 2025-03-02
dob: 1945-05-11
allergies: sulfa (rash), codeine (N/V)
pcp: Dr. Steven Kopecky
neuro: Dr. Anjali Raman, Miami Valley Neurology
pharmacy: Kroger Far Hills
---

# Mom med list

Keep a printed copy in her wallet + on her fridge + in my work bag.

| Med | Dose | When | For | Notes |
|---|---|---|---|---|
| donepezil | 5 mg | bedtime | memory (started 2/20/25) | take w/ or w/o food |
| amlodipine | 5 mg | AM | BP | |
| levothyroxine | 50 mcg | first thing AM | thyroid | empty stomach, 30-60 min before bkfst, NOT w/ coffee |
| vitamin D3 | 2000 IU | AM | bones | |
| calcium + D | 600 mg | lunch | bones | 4 hrs apart from levo |
| acetaminophen | 500 mg | prn, max 3/day | knees | |

## stopped
- diphenhydramine (Tylenol PM) - STOPPED 2/20, Beers list, anticholinergic, bad for memory
- meclizine - stopped years ago

## vaccines
- flu 10/2024, covid 10/2024, shingrix x2 done 2022, pneumonia (PCV20) 2023

## notes
- bottle counts every Sun when I do the pillbox
- Carla (aide) Tues/Thurs does NOT give meds, just reminds
"""

NOTES["notes/mom/memory-care-tours.md"] = """---
title: memory care tours
created: 2025-06-10
updated: 2025-09-08
tags: [mom, memory care]
---

# Memory care - tours + comparison

Dr R said start looking. Denise + me did 3 tours in June. Questions list came from the chatgpt thing (printed it).

| | The Willows at Beavercreek | Brookhaven Memory Care | Maple Crest Senior Living |
|---|---|---|---|
| Town | Beavercreek | Centerville | Huber Heights |
| Toured | Thu 6/12 | Tue 6/17 | Tue 6/24 |
| Size | 48 res (memory wing) | 24 res | 60 (mixed AL/MC) |
| Monthly | $7,400 all-incl | not given on tour - emailing sheet | $6,200 + care levels |
| Community fee | $3,000 | ? | $1,500 |
| Night staff | 1:8 | 1:6 | 1:12 (!!) |
| Outdoor | big courtyard, fountain | secured garden, raised beds | walking path, not secured |
| Vibe | hotel-ish, gorgeous | homey, staff knew every res by name | tired, hallway smelled |
| Distance from us | 25 min | 12 min | 30 min |

## notes per place

**Willows** - Pam gave the tour. Really pretty. Dining room w/ tablecloths. Activities calendar packed. TV lounge was loud but there's a quiet room. Waitlist, "late summer/early fall". Refundable waitlist deposit.

**Brookhaven** - smaller, one level, 2 "neighborhoods". Garden has raised beds + a gazebo + bird feeders. Director is an RN. They do the care level thing by nursing assessment. Admissions lady super nice, said she'd email pricing. Denise cried in the garden.

**Maple Crest** - there's a huge glass aviary in the lobby with finches and lovebirds, mom stood in front of it for 15 min and was happier than I've seen her in months. BUT: urine smell in the MC hallway, 1 aide for 12 at night, doors to the walking path not alarmed. No. Just no. (the bird thing though...)

## decision log

- 7/2 - Denise + me on phone: going with **Willows**. put down the refundable waitlist deposit ($1,000). Brookhaven = backup.
- 7/21 - Brookhaven numbers came in, fwd'd to Denise. cheaper than Willows.
- **UPDATE 9/8 - switching to BROOKHAVEN.** Willows called: no memory care opening until spring at the earliest AND their rate goes up Jan 1. Brookhaven has a room opening for early Nov. Denise agrees. Asked Willows to refund the deposit (they said 2-3 wks).
- 9/15 - admission packet from Brookhaven. move-in Nov 3.

## still to do
- [x] Willows deposit refund - rec'd 9/30
- [ ] pick paint/photo board for her door
"""

NOTES["notes/mom/POA-lawyer-notes.md"] = """---
title: POA - elder law consult
date: 2025-02-12
people: [Gregory Vanterpool, Denise]
---

# POA consult - Vanterpool & Reese (elder law)

Wed 2/12, 4pm. Me + Denise + Mom. Greg Vanterpool (attorney), Denise's friend Trish used him for her dad.

Greg talked to mom alone for ~10 min first to make sure she understands + it's her idea (capacity). He said she was "clearly competent to sign" today, but not to wait.

## what we're doing
1. **Durable financial POA** - agent: **me (Tammy)**. successor agent: **Denise** (if I can't/won't).
   - springing vs immediate: going w/ IMMEDIATE (effective on signing) - Greg says springing ones are a pain, need doctor letters
   - includes authority for real estate (the house), banking, Medicaid planning, gifting limited
2. **Health care POA** - agent: **me**, successor **Denise**.
3. **HIPAA release** - both of us + Rick
4. **Living will** - mom wants NO feeding tube, no vent long term. she was very clear. DNR-CC discussed, she wants to think.
5. Update her will - later, separate appt.

Decided: me primary on both, Denise successor on both. Denise was fine w/ it, she said "you're the one who's here". We'll both be on the HIPAA.

## $$
- flat fee $1,450 for the POA package (fin + HC + HIPAA + living will)
- will update ~$600 later
- Medicaid planning consult separate - hourly

## next
- [x] signing appt - see Greg's e-mail (they schedule + provide notary + 2 witnesses)
- [x] bring mom's ID
- [ ] get certified copies for banks / facility later
- Greg: "don't put the house in anybody's name without talking to me first" (lookback)
"""

NOTES["notes/mom/medicare-advantage.md"] = """---
title: Mom - Medicare Advantage plan
updated: 2025-10-02
---

# Mom - MA plan (Keystone Heritage Senior Advantage PPO)

Switched during MA open enrollment (Jan-Mar). Old plan was the HMO Phyllis talked her into - Dr Raman not in network.

- Plan: Keystone Heritage **Senior Advantage PPO**
- Effective: 4/1/2025
- Member ID: it's on her card + in the welcome email (3/21). I always forget it
- Premium $39/mo (auto-drafted from her checking)
- PCP $0, specialist $35, ER $110, urgent care $40
- Rx: tier 1 $0, tier 2 $10 (donepezil is tier 1)
- MOOP in network $4,900

## the denied neuro claim (APRIL)

EOB came 4/28 - the 4/3 visit w/ Dr Raman DENIED, "referral/authorization not on file". On a PPO you shouldn't NEED a referral for an in-network specialist!! Think they processed it under the old HMO rules b/c the switch was so recent. They say she may owe $412.

- 5/20 - filed written appeal (reconsideration) by mail + fax. Copy of new card + letter from Dr R office. Appeal ref # they gave on phone: REC-25-140977
- 6/30 - called, "in review"
- 8/12 - called, "still in review, up to 60 days" (it's been 84 days??)
- 9/30 - called AGAIN. now they say they never got Dr Raman's office notes. ugh
- 10/2 - Dr R's office re-faxed the notes, confirmation page in the folder

STATUS: still waiting. no decision letter yet. Do NOT pay the $412 bill from Miami Valley Neuro until this is resolved - called their billing, they put it on hold 60 days.

## 2026
- AEP Oct 15 - Dec 7, need to look at the plan options before Dec
"""

# ----------------------------------------------------------------- work notes
NOTES["notes/work/weekend-oncall-dispute.md"] = """---
title: weekend on-call dispute (Darlene)
created: 2025-07-11
status: resolved?
---

# Weekend on call - the Darlene situation

Policy: Employee Handbook section 6.3 - "Field RNs will be scheduled for weekend on-call no more than one (1) in four (4) weekends except in declared staffing emergencies."

## timeline

| date | what |
|---|---|
| Jan-Feb | on 2 of first 5 wknds. annoying not technically against rule |
| Apr | 2 wknds in a row (Apr 12-13, 19-20). let it go |
| 6/27 | July posted - me on 7/12-13, 7/19-20, 7/26-27. THREE IN A ROW |
| 7/10 | emailed Darlene, quoted 6.3 |
| 7/11 | D replied: 2 on FMLA, new hire in orientation, "stands as posted", will "make it up in Aug" |
| 7/14 | drafted an email w/ the AI thing, didn't send. talked to Monica in person 7/15 instead |
| Aug | was on 8/23-24 only. ok |
| 9/2 | Sept posted - on 9/13-14 + 9/27-28. 2 of 4. filed formal written complaint w/ Monica + HR |
| 10/8 | Monica's email - the decision. (read it, it's in mail) |
| 10/14 | Darlene confirmed my 10/25 swap by email |

## what I asked for
- follow 6.3, posted at least 6 wks ahead
- swaps allowed w/o Darlene "approving" them, just notified
- comp for July

## notes to self
- keep everything in writing
- Keisha says same thing happened to her last yr
- do NOT lose my temper in the office again (Aug, the copier thing)
"""

NOTES["notes/work/license-renewal-CEUs.md"] = """---
title: RN license renewal 2025
due: 2025-10-31
---

# RN license renewal - Ohio BON - due 10/31/2025

Ohio renews odd years for RNs. Renew online thru the eLicense portal. License # + exact CE requirement are in the Board email from July (I never remember the #, don't bother looking here).

## checklist
- [x] make CEU tracker spreadsheet (data/ceu_tracker.csv)
- [x] do the sepsis one (2024)
- [x] wound + CHF bundle (NurseLearn, March)
- [x] Board email came 7/1 - renewal open. saved it
- [ ] Category A - Ohio law & rules (HAS to be OBN-approved provider, ugh). live webinar 10/23?
- [ ] finish remaining hours
- [ ] pay fee online + submit renewal before 10/31
- [ ] print new license verification for agency HR (Monica needs it on file)

## status log
- 1/5 - ~3 hrs. bad.
- 3/14 - 9.5 hrs (did wound + CHF)
- 7/1 - renewal window open
- 9/22 - still no Cat A
- see tracker csv for actual total, this note is always behind
"""

NOTES["notes/work/caseload-fall-2025.md"] = """---
title: caseload fall 2025
updated: 2025-10-01
---

# caseload - fall 2025 (initials only!!)

| pt | dx / focus | freq | day(s) | town | notes |
|---|---|---|---|---|---|
| M.H. | stage 3 PI L heel, DM2 | 2w | Mon/Thu | Kettering | wet-to-dry, offloading boot, wife does dressing on off days |
| J.R. | AFib on warfarin | q2wk | Tue | Oakwood | INR venipuncture, results to Dr Patel office same day |
| D.W. | CHF, new SOC 1/25 | 1w | Wed | Dayton (Belmont) | daily wts, 2g Na, fluid 1.5L. wife keeps chart |
| L.P. | s/p R TKA | 3w | M/W/F | Centerville | coord w/ PT/OT, staple removal done, ends 10/24 |
| A.G. | new - COPD, O2 2L | 1w | Fri | Huber Hts | SOC 10/3. smoker (!!) w/ O2. safety teaching |

- case conference 2nd Thurs of month 8am at the office
- Darlene does the scheduling but I set my own visit order
- mileage: log it daily in the csv + CareTrack
"""

# ---------------------------------------------------------------- house notes
NOTES["notes/house/basement-waterproofing-quotes.md"] = """---
title: basement waterproofing - quotes
created: 2024-11-20
updated: 2025-07-22
tags: [house, basement]
---

# Basement waterproofing - 3 quotes

Problem: back (north) wall leaks at the floor/wall joint after heavy rain, also by laundry tub. 1962 block foundation. Old sump pump came w/ house.

| | Miami Valley Waterproofing | DryPro Basement Systems | Gem City Foundation Repair |
|---|---|---|---|
| Came out | Mon 11/18/24 (Dale) | Mon 12/9/24 (Brent) | Mon 1/13/25 |
| Method | interior drain tile, back + east wall | interior perimeter drain tile, all 4 walls | EXTERIOR dig, back + east wall, membrane + footer drain |
| Pump | plastic 1/3 HP | cast iron 1/3 HP (Aquarius) w/ sealed lid | none (ties to existing) |
| Quote | $6,950 | $8,400 | $11,200 (+ landscaping not incl) |
| Warranty | 10 yr drain, 1 yr pump, NOT transferable | LIFETIME drain, transferable; pump 5 yr mfr | 15 yr, transferable |
| Timing | 2-3 wk out | 4-6 wk out | spring only (ground) |

## pros/cons
- MV: cheapest. reviews mixed (2 ppl on nextdoor said they never came back for warranty calls). plastic pump
- DryPro: most complete. warranty transfers = matters when we sell. $$$
- Gem City: fixes it at the source but $$$$ and tears up the whole back yard + patio. nope

## decision log
- 1/20/25 - leaning **Miami Valley**, cheapest, "good enough"
- 6/28 - asked Brent (DryPro) if any wiggle room on price
- **7/22/25 - DECIDED: DryPro.** Lifetime transferable warranty + cast iron pump + sealed basin (radon). Miami Valley's 10 yr non-transferable warranty was the dealbreaker for resale. DryPro came down on price - final number + install dates in their email. Signed contract + paid deposit.
- called Dale at MV to say no thanks, he was nice about it

## want
- battery backup pump (ask about adding)
- dehumidifier? maybe later
"""

NOTES["notes/house/sump-pump.md"] = """---
title: sump pump
updated: 2025-09-14
---

# Sump pump - new one (Aug 2025)

Installed by the waterproofing crew during the Aug install.

- Pump: **Aquarius AP-33V**, 1/3 HP cast iron submersible, vertical float switch
- Serial: on the warranty cert
- Basin: 24" sealed lid (radon-rated), in NE corner by the laundry tub
- Discharge: 1.5" PVC out the east wall to the side yard, extension to the swale
- Check valve: clear one above the basin (arrow points UP/out)
- Warranty: 5 yr from Aquarius. **registered online 8/14** - the registration # is on the certificate they emailed. Drain system warranty is DryPro's (separate, lifetime).

## battery backup (not in the original quote!)
Javier (crew lead) talked us into the battery backup on install day - Aquarius BB-12 backup pump + 75Ah AGM battery + alarm. **+$685**, added as a change order, paid separately by check #4417 on 8/12. Worth it for the storms.

So total for the basement = the contract price + the $685 backup.

## maintenance
- test every 3 mo: pour 5 gal bucket in basin, make sure it kicks on + shuts off
- backup: press TEST on the controller, alarm should beep
- battery: replace every 3-5 yrs (write date on it w/ sharpie - did: 8/25)
- clean intake screen once a yr

## alarm
- beeping + red light = backup pump running (main failed or can't keep up) -> check main pump breaker (panel #14)
- chirp every 30 sec = low battery
"""

# --------------------------------------------------------------- family notes
NOTES["notes/family/tyler-car-claim.md"] = """---
title: Tyler fender bender - insurance claim
date_of_loss: 2025-04-12
updated: 2025-10-01
---

# Tyler's fender bender (4/12/25)

**What happened:** Sat 4/12 ~4pm Tyler stopped at the light on Lane Ave by the Kroger in Columbus, got rear-ended by a girl in a RAV4 looking at her phone. Nobody hurt. OSU police came, report # in the folder. Rear bumper + trunk lid + tail light on the 2014 Civic.

- our ins: **Lakeshore Mutual** (policy in my name, Tyler listed driver). claim # is in the claim email (4/14)
- her ins: Hoosier Casualty
- We filed under OUR collision so it'd get fixed faster (her company was dragging)
- deductible **$500** - we paid it to the body shop on 4/24 when he picked it up
- rental 6 days covered
- Tyler picked a shop near campus, not one of Lakeshore's "preferred" ones (his roommate's uncle)
- repair total ~$3,860

## subrogation / getting the $500 back
- adjuster said Lakeshore goes after Hoosier Casualty, if they recover, we get the deductible back. "60-120 days"
- 7/15 - called, "in subrogation"
- 8/28 - called, Hoosier accepted liability, "waiting on payment"
- 10/1 - called, STILL no check. said 2-4 weeks. ugh

STATUS: waiting on the $500 deductible refund. no check yet.

- [ ] call Lakeshore again if nothing by 10/20
- [x] rate increase? - renewal came w/ +6%, not surcharged for this b/c not at fault
"""

NOTES["notes/family/rick-DOT-physical.md"] = """---
title: Rick - DOT physical 2025
updated: 2025-08-22
---

# Rick DOT physical (medical card renewal)

Current med card (MEC) expires **10/02/2025** - 2 yr card from 2023. Has to be renewed before that or Hartline pulls him off the road.

Appt: MedWorks Occupational Health, Tue 9/9 9am (see the email).

## bring
- [ ] driver's license (CDL)
- [ ] glasses (he needs them for the vision part, he "forgets" them)
- [ ] list of meds: lisinopril 20 mg daily (upped from 10 in June), atorvastatin 20 mg, fish oil
- [ ] BP log from home cuff (he has like 4 readings. 4.)
- [ ] fill out the long form (MCSA-5875) part 1 ahead of time

## worries
- BP: if > 140/90 they can give a 1 yr card instead of 2. if >160/100 he's out until it's controlled
- sleep apnea: neck 17.5-18", BMI ~33, snores, falls asleep at red lights (!!). examiner can require a sleep study
- he won't tell the examiner about the red lights. I'm not going but I'm tempted

## hartline
- they reimburse the physical ($110) w/ receipt - give to Sheila in dispatch
"""

NOTES["notes/family/tyler-tuition.md"] = """---
title: Tyler - OSU tuition 2025-26
updated: 2025-08-06
---

# Tyler tuition - Autumn 2025

Tyler - junior, Ohio State, Columbus. Major: supply chain mgmt (Fisher).

| item | amount |
|---|---|
| in-state tuition + fees (autumn) | $6,425 |
| - Maximus scholarship | -$1,000 |
| - Pell | $0 (nope) |
| + student health ins | waived (on our plan) |
| net due autumn | $5,950 (tuition only, he's off campus now so no housing bill) |

- Paying via the **installment plan** again (4 payments). Schedule + dates are in the bursar email (8/5). Autopay from the 529 checking? no - 529 pays Dad's half, I pay the rest from checking
- 529 balance ~$14,200 after this term. Won't last thru senior year
- Tyler pays his own rent ($725/mo) from the bookstore job + summer $

## to do
- [x] enroll installment plan by 8/15 ($40 fee)
- [x] 529 withdrawal request
- [ ] spring: FAFSA 2026-27 opens Oct 1 - do it
"""

# ---------------------------------------------------------------- church note
NOTES["notes/church/bake-sale-2025.md"] = """---
title: St. Casimir fall bake sale 2025
date: 2025-11-08
time: 8am-1pm
location: Fellowship Hall
goal: "$1,800"
created: 2025-08-24
updated: 2025-09-02
---

# Fall Bake Sale 2025 - St. Casimir

Sat Nov 8, 8-1. Drop-off Fri 11/7 4-7pm. I'm coordinating (again).

**Goal this year: $1,800** (beat last yr - Gary has last yr's number, ask him to send to the list)

## assignments (so far)
- pies - TBD
- cookies - Linda + Joan
- breads / poppyseed roll - Hank W.
- cashier - Gary + the Square reader
- setup Fri - ?
- coffee - ? (ask youth group)

## to do
- [x] confirm date w/ Fr Tom + parish office
- [x] Square reader from Gary
- [ ] sign-up email to the volunteer list (Sept!!)
- [ ] order pie boxes + labels (10" boxes, 50ct)
- [ ] ingredient cards template (allergy labels) - print 100
- [ ] separate NUT-FREE table + sign
- [ ] signs for the church doors + bulletin blurb
- [ ] small bags - we ran out last yr
- [ ] find 2 ppl for 7-9am setup shift
- [ ] thank-you notes after

## ideas
- pre-orders for pies? (Bernadette says no, too complicated)
- kolaczki - big seller, make double
- move the coffee table away from the door
"""

# --------------------------------------------------------------------- text files
NOTES["txt/house-sitter-sheet.txt"] = """HOUSE SITTER SHEET - Kowalczyk house
For: Madison (Reilly, next door) - Sat Oct 11 - Sun Oct 12, 2025
We're in Columbus for Tyler's family weekend. Back Sun ~6pm.

MY CELL: 937-555-0147 (text first, I'll answer)
RICK CELL: 937-555-0162
IF YOU CAN'T REACH US: Phyllis Baird (across st, blue house) 937-555-0175

BISCUIT (beagle, 6 yrs)
 - breakfast 7-8am: 1 cup kibble (blue bag, in pantry) + 1 Apoquel (on the counter in the dish)
 - dinner 5-6pm: 1 cup kibble. NO people food no matter how sad he looks. NO CHEESE (Rick.)
 - walk morning + evening, leash on hook by back door. he pulls toward the Hendersons' cat, hold tight
 - he sleeps in his crate in our room, door open is fine
 - vet: Far Hills Animal Clinic 937-555-0190. emergency: MedVet Dayton 24 hr

HOUSE
 - back door key: lockbox on the side gate, code 0419
 - wifi: network "KowalczykHome", password Buckeye2Biscuit!
 - thermostat: leave it alone please, it's on a schedule
 - trash: not until Tues, don't worry about it

WATER / BASEMENT
 - main water shutoff: in the basement, back left corner BEHIND THE FURNACE, next to the water heater.
   Red lever handle on the copper pipe. Turn it sideways (perpendicular to pipe) = OFF.
 - sump pump: NE corner by laundry tub. If you hear a beeping alarm it means the backup pump
   is running. Press SILENCE on the little gray box on the wall above it and text me. Don't unplug anything.
 - if there is water on the floor anywhere, call me, then Rick.

BREAKER PANEL: basement, by the stairs. Labeled (mostly).

Thank you!! $60 on the counter + help yourself to anything in the fridge except the pie (it's counted). - Tammy
"""

NOTES["txt/mom-pillbox-howto.txt"] = """HOW TO FILL MOM'S PILLBOX
(for Denise or Carla if I can't do Sunday)
written 7/2025 - Tammy

Box = the big purple 7-day AM/PM one on top of the fridge (NOT the old blue one, throw that out).
Bottles are in the shoebox in the cabinet over the microwave. Do it at the table w/ good light.

AM side (each day):
  - amlodipine (small white round)
  - vitamin D3 (gel cap)
LEVOTHYROXINE goes in the little cup on her NIGHTSTAND, not the box. 1 per day.
  She takes it w/ water when she wakes up, 30-60 min before breakfast and coffee.
  Put ONE in the cup each night at bedtime, never more.
LUNCH: calcium+D, the big chalky one - in the separate lunch box w/ the sun sticker.
PM side (each day):
  - donepezil (yellow, round, the memory pill). check the bottle - if the label says
    take in the morning instead, move it to AM and text me. Dr R may switch it because of the dreams.

DO NOT put in: Tylenol PM (the blue ones). She is NOT supposed to take it anymore. If you find
any in her house, bring them to me.

Count the bottles after and write the count on the index card in the shoebox.
If anything is low (less than 10 left), text me and I'll call in the refill.

Questions: text me 937-555-0147. Do NOT call during work hours unless it's urgent, I'm in patients' houses.
"""

NOTES["txt/mileage-portal-howto.txt"] = """How to submit mileage in CareTrack (agency portal)
(for me, because I forget every month)

1. Log in on the laptop, not the phone app - the phone app drops the attachments.
2. Menu > Expenses > Mileage > New Claim.
3. Pick the month. One line per visit day (NOT per visit) - start/end odometer, pt initials only, NO names.
4. The rate fills in by itself from payroll's table. Don't type it. If it looks wrong, email payroll, don't fix it.
5. Attach: export of my mileage csv for the month (File > Save As > csv) - they want the log, not screenshots.
6. Submit to supervisor (Monica). Darlene does NOT approve mileage, she just thinks she does.
7. Due by the 5th of the following month. Late = paid next cycle.

Rules I always forget:
- first + last trip of the day from home only count the miles beyond my normal commute (office is 6.2 mi). I subtract 12.4 if I start/end at home. My csv already has the adjusted miles.
- no mileage for the office case conference (2nd Thurs).
- parking at Miami Valley Hosp for a pt pickup = separate expense line, receipt required.
"""

# -------------------------------------------------------------------- CSV
MILEAGE_ROWS = [
    # date, pt_initials, route, odo_start, odo_end, adj_miles, purpose, submitted
    ("2025-09-02", "J.R.;L.P.", "home>Oakwood>Centerville>home", 146210, 146268, 45.6, "INR draw; TKA visit", "Y"),
    ("2025-09-03", "D.W.;L.P.", "home>Belmont>Centerville>home", 146268, 146329, 48.6, "CHF wt check; TKA visit", "Y"),
    ("2025-09-04", "M.H.", "home>Kettering>office>home", 146329, 146360, 18.6, "wound care; supplies pickup", "Y"),
    ("2025-09-05", "L.P.", "home>Centerville>home", 146360, 146389, 16.6, "TKA visit", "Y"),
    ("2025-09-08", "M.H.;L.P.", "home>Kettering>Centerville>home", 146389, 146431, 29.6, "wound care; TKA", "Y"),
    ("2025-09-10", "D.W.;L.P.", "home>Belmont>Centerville>home", 146431, 146493, 49.6, "CHF; TKA", "Y"),
    ("2025-09-11", "M.H.", "home>Kettering>home", 146493, 146516, 10.6, "wound care (case conf AM - no miles)", "Y"),
    ("2025-09-12", "L.P.", "home>Centerville>home", 146516, 146545, 16.6, "TKA visit", "Y"),
    ("2025-09-15", "M.H.;L.P.", "home>Kettering>Centerville>home", 146545, 146588, 30.6, "wound care; TKA", "Y"),
    ("2025-09-17", "J.R.;D.W.;L.P.", "home>Oakwood>Belmont>Centerville>home", 146588, 146665, 64.6, "INR (moved to Wed); CHF; TKA", "Y"),
    ("2025-09-18", "M.H.", "home>Kettering>home", 146665, 146688, 10.6, "wound care", "Y"),
    ("2025-09-22", "M.H.;L.P.", "home>Kettering>Centerville>home", 146688, 146730, 29.6, "wound care; TKA", "Y"),
    ("2025-09-24", "D.W.;L.P.", "home>Belmont>Centerville>home", 146730, 146791, 48.6, "CHF; TKA", "Y"),
    ("2025-09-25", "M.H.", "home>Kettering>home", 146791, 146814, 10.6, "wound care", "Y"),
    ("2025-09-30", "J.R.", "home>Oakwood>home", 146814, 146837, 10.6, "INR draw", "Y"),
    ("2025-10-02", "M.H.", "home>Kettering>home", 146837, 146860, 10.6, "wound care", "N"),
    ("2025-10-03", "A.G.;L.P.", "home>Huber Hts>Centerville>home", 146860, 146939, 66.6, "SOC COPD; TKA", "N"),
    ("2025-10-06", "M.H.;L.P.", "home>Kettering>Centerville>home", 146939, 146981, 29.6, "wound care; TKA", "N"),
    ("2025-10-08", "D.W.;L.P.", "home>Belmont>Centerville>home", 146981, 147042, 48.6, "CHF; TKA", "N"),
    ("2025-10-10", "A.G.", "home>Huber Hts>home", 147042, 147079, 24.6, "COPD visit", "N"),
    ("2025-10-14", "J.R.", "home>Oakwood>home", 147079, 147102, 10.6, "INR draw", "N"),
    ("2025-10-16", "M.H.", "home>Kettering>home", 147102, 147125, 10.6, "wound care", "N"),
]

CEU_ROWS = [
    # date_completed, course, provider, hours, category, cert_no, format
    ("2024-04-18", "Sepsis Recognition in the Home Setting", "Premier Health Education", 2.0, "general", "PHE-24-08812", "live webinar"),
    ("2024-05-09", "Hand Hygiene & Bag Technique Update", "Buckeye Valley HH (in-service)", 1.0, "general", "BVHH-IS-0509", "in person"),
    ("2025-02-08", "Medication Reconciliation for Older Adults", "NurseLearn CE", 1.5, "general", "NL-2502-33190", "self-paced"),
    ("2025-02-22", "Dementia Care: Communication Strategies", "Alzheimer's Assoc. Miami Valley", 2.0, "general", "ALZ-MV-2210", "live webinar"),
    ("2025-03-04", "Wound Care Essentials: Pressure Injury Staging", "NurseLearn CE", 3.0, "general", "NL-2503-40871", "self-paced"),
    ("2025-03-06", "CHF Home Management", "NurseLearn CE", 2.0, "general", "NL-2503-40872", "self-paced"),
    ("2025-04-15", "Anticoagulation: Warfarin & INR Monitoring", "Premier Health Education", 1.5, "general", "PHE-25-01377", "live webinar"),
    ("2025-05-20", "Fall Prevention in Home Health", "Buckeye Valley HH (in-service)", 1.0, "general", "BVHH-IS-0520", "in person"),
    ("2025-06-11", "Opioid Safety & Naloxone", "Ohio Nurses Network", 1.0, "general", "ONN-25-6611", "live webinar"),
    ("2025-07-22", "COPD & Home Oxygen Safety", "NurseLearn CE", 1.5, "general", "NL-2507-51502", "self-paced"),
    ("2025-08-06", "Diabetic Foot Care", "Premier Health Education", 1.0, "general", "PHE-25-02214", "live webinar"),
    ("2025-08-27", "Documentation for OASIS-E", "Buckeye Valley HH (in-service)", 1.5, "general", "BVHH-IS-0827", "in person"),
    ("2025-09-10", "Elder Abuse Recognition & Reporting", "Ohio Nurses Network", 1.0, "general", "ONN-25-9100", "live webinar"),
    ("2025-09-24", "Infection Control in Home Health", "NurseLearn CE", 1.0, "general", "NL-2509-60418", "self-paced"),
    ("2025-10-09", "Caregiver Burnout & Compassion Fatigue", "Alzheimer's Assoc. Miami Valley", 1.0, "general", "ALZ-MV-3391", "live webinar"),
]


def csv_text_mileage():
    lines = ["date,pt_initials,route,odo_start,odo_end,adj_miles,purpose,submitted"]
    for r in MILEAGE_ROWS:
        d, pt, route, a, b, m, purpose, sub = r
        lines.append(f'{d},{pt},{route},{a},{b},{m:.1f},"{purpose}",{sub}')
    return "\r\n".join(lines) + "\r\n"


def csv_text_ceu():
    lines = ["date_completed,course,provider,contact_hours,category,cert_no,format"]
    for r in CEU_ROWS:
        d, c, p, h, cat, cert, fmt = r
        lines.append(f'{d},"{c}","{p}",{h:.1f},{cat},{cert},{fmt}')
    return "\n".join(lines) + "\n"


NOTES["data/mileage_log_sep-oct_2025.csv"] = csv_text_mileage()
NOTES["data/ceu_tracker.csv"] = csv_text_ceu()
