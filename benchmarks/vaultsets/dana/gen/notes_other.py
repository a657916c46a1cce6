from common import write

NOTES = {}

# ---------------------------------------------------------------- hockey
NOTES["notes/hockey/otters-season-2025-26.md"] = """
---
title: Otters PeeWee B2 - season 2025-26
created: 2025-09-09
tags: [hockey, caleb]
---

# Twin Lakes Otters - PeeWee B2 (2025-26)

Caleb's second PeeWee year. He's #17, plays D (left side mostly). Association: Twin Lakes Youth
Hockey Association (TLYHA).

## People
- Head coach: Rick Halvorsen
- Assistant coach: Omar Farouk (goalie parent, also runs the skills sessions)
- Team manager: Jen Sandoval - all schedule e-mails come from her via the team list
- Fundraiser chair: Kristin Lindqvist
- Team has 14 skaters + 2 goalies

## Money
- Season fee: **$1,850** (TLYHA PeeWee B level), paid in three installments:
  - [x] 09/01 - $650
  - [x] 10/01 - $600
  - [x] 11/01 - $600
- Fundraiser is seperate (wreaths / cookie dough) - see fundraiser tally note.
- Tournament fees are charged per player on top of the season fee.

## Practice schedule (from Jen's welcome e-mail)
Season on-ice starts week of 10/06.
- Tuesday 5:30-6:45 pm - Parkway Ice Arena, Rink 1
- Thursday 6:45-8:00 pm - Parkway Ice Arena, Rink 1
- Arrive 30 min early, dressed except skates and helmet.

Parkway Ice Arena: 2950 Riverside Pkwy, Minneapolis. Park in the north lot, the south lot floods
when the Zamboni dumps snow.

## Games
Saturdays mostly, District 3 B2 league. Home games at Parkway. Away rinks: Cedarview Ice Center
(Edina), Bloomfield Arena, Riverview Community Ice.

## Rules from Coach Rick
- Mouthguard on the ice, always
- No parents in the locker room after 10U (Caleb is thrilled)
- Water bottle labeled with name + number
"""

NOTES["notes/hockey/rochester-trip.md"] = """
---
title: Med City Holiday Classic - Rochester trip
created: 2025-10-21
tags: [hockey, travel]
---

# Med City Holiday Classic - Rochester, MN (12/12-12/14)

Tournament dates Fri 12/12 - Sun 12/14. All three pool games are at **Bear Creek Ice Arena** in
Rochester; bracket games Sunday could be at Bear Creek or the rec center rink - TBA.
First game is Friday afternoon, exact time TBA (Jen will send the schedule).

## Hotel
Team block at **Zumbro Suites Rochester**, 4410 Zumbro Crossing NW, Rochester, MN.
- Booked 10/30 for Fri + Sat nights (12/12-12/14), 2 queens.
- Block rate $139/night + tax. Block cutoff 11/21.
- Asked for: mini fridge (Caleb's snacks + my lunch stuff), hot breakfast included, room on a
  floor away from the pool. Last year's tournament hotel had the pool right under our room and the
  kids ran the halls screaming until midnight.

## Getting there
- ~90 min drive down US-52. I'd rather leave by 1 pm so we're not driving in the dark if it's
  snowing. (I really do not like 52 at night in winter.)
- Carpool: TBD.
- Work: PTO for Friday 12/12 requested 10/22 - pending.

## Packing
- [ ] Both jerseys (home white / away green)
- [ ] Skates sharpened the Wednesday before (1/2" hollow)
- [ ] Extra laces, tape, mouthguard (he WILL lose one)
- [ ] Cooler: sandwiches, clementines, pretzels - Caleb has a tree-nut allergy, so no trail mix and
      check every concession-stand label
- [ ] EpiPen x2 (one in my bag, one in his hockey bag)
- [ ] Swimsuits anyway (he'll want the pool)
- [ ] Phone chargers, board game for the room
- [ ] Download a couple of movies - hotel wifi is always terrible
"""

NOTES["notes/hockey/fundraiser-tally.md"] = """
---
title: Otters holiday fundraiser - my tally
updated: 2025-11-15
tags: [hockey, fundraiser]
---

# Otters holiday sale - wreaths & cookie dough

Run by Kristin Lindqvist (fundraiser chair). Family goal: $350 in sales or $175 buyout.
Order forms + money due to Kristin **Mon 11/17** at practice. Pickup **Sat 12/06, 9-11 am,
Parkway Ice Arena lobby**.

Prices: wreath (24" balsam, red bow) $32 - cookie dough tub (3 lb) $20.

| Buyer | Wreaths | Dough | Total | Paid? |
|---|---|---|---|---|
| Grandma Ruth (my mom) | 1 | 2 | $72 | yes - check |
| Aunt Lorraine (Nate's aunt) | 2 | 0 | $64 | **NO** |
| Mrs. Okonkwo next door | 1 | 1 | $52 | yes - cash |
| Nate's office (Ben, Laila, Quinn) | 1 | 4 | $112 | yes - Venmo |
| Work - pharmacy break room | 0 | 3 | $60 | yes - cash |
| Us | 1 | 1 | $52 | yes |
| **Total** | **6** | **11** | **$412** | |

6 wreaths x $32 = $192, 11 tubs x $20 = $220 -> $412. Over the $350 goal, no buyout needed.

## Still to do
- [ ] Collect $64 from Aunt Lorraine (she said she'd mail a check "this week" on 11/08...)
- [ ] Turn in form + checks + cash to Kristin on 11/17 (put it all in the zip envelope in my work bag)
- [ ] Pickup 12/06 - need the big car; deliver Mrs. Okonkwo's and Lorraine's the same day
- [x] Venmo from Nate's office received
"""

# ---------------------------------------------------------------- health / insurance
NOTES["notes/health/caleb-er-claim-log.md"] = """
---
title: Caleb's ER visit - insurance claim log
created: 2025-03-03
updated: 2025-11-04
tags: [insurance, HSA, caleb]
---

# Caleb's ER visit (03/02/2025) - claim log

Keeping a log because I know how these go. Insurer: **Prairie Shield Health Plan** (through Nate's
employer, HDHP + HSA). Member ID PSH-88410 (Caleb is dependent -03).

## What happened
Sunday 03/02, Otters game at Parkway vs Riverview Rapids, 2nd period: Caleb went into the boards
wrist-first. Coach Rick iced it, it swelled fast, and he couldn't turn a doorknob. We went to the
**Lakes Regional Medical Center** emergency department (the main campus on Chicago Ave, not the new
urgent care) around 7:40 pm.

- Triage -> x-ray -> ER physician (Dr. Abernathy) -> non-displaced buckle fracture, distal radius,
  left wrist.
- Splinted, ibuprofen alternating with acetaminophen (I did the dosing chart on the fridge, obviously)
- Follow-up with ortho within a week. Northway Orthopedics saw him 03/06, short-arm cast.
- Cast off 04/10. Cleared for hockey camp in June.

## The claim

### EOB #1 - 03/19/2025
Claim **25-0302-77419**. Processed as **out-of-network** (!). Billed $3,412.00, patient
responsibility **$2,640.00**. Lakes Regional is 100% in network - I checked the provider directory
the same night in the waiting room. Something is wrong with how it was submitted.

### Phone call - 04/03/2025
Called Prairie Shield member services. Rep: **Trevor** (he was great, actually). Call reference
CR-5512309. He could see the facility was in network but the claim came in under a different NPI
(the urgent-care entity, apparently). He said:
1. File an appeal / reconsideration request online with the EOB and the ER's itemized bill
2. Ask Lakes Regional billing to resubmit under the correct NPI - do both, whichever lands first

### Appeal - 04/22/2025
Submitted the appeal through the member portal with EOB #1, itemized bill, and a short letter
(drafted with the AI assistant, edited down a lot). Acknowledgment e-mail 04/24 with appeal
reference **APL-2025-33817**. They said 30-60 days.

Also called Lakes Regional billing on 04/23 - they put the account on hold while the appeal is
open. Good.

### EOB #2 (reprocessed) - 06/10/2025
Reprocessed in-network. Billed $3,412.00, allowed $2,286.00, plan paid $1,136.00, patient
responsibility **$1,150.00** - that's just the rest of our deductible. Much better than $2,640.

### Paid + HSA
- 06/18 - paid Lakes Regional $1,150.00 on the Visa (points).
- 06/20 - submitted reimbursement request to Evergreen HSA with EOB #2 + receipt.
- 06/24 - reimbursement deposited to checking. Confirmation number is in Evergreen's e-mail.

### Radiology (separate bill)
Lakes Imaging Associates billed the x-ray read separately. Paid with the HSA debit card 05/02.
In November Evergreen asked for documentation for that card swipe - see HSA notes.


## Call log
| Date | Who I called | Rep | Reference | Outcome |
|---|---|---|---|---|
| 03/20 | Lakes Regional billing | (didn't get name) | - | "bill not generated yet, wait for statement" |
| 04/03 | Prairie Shield member services | Trevor | CR-5512309 | wrong NPI; appeal + ask hospital to resubmit |
| 04/23 | Lakes Regional billing | Monique | acct hold note | account on hold during appeal |
| 05/28 | Prairie Shield member services | Alicia | CR-5590412 | "appeal in clinical review, 2-3 more weeks" |
| 06/12 | Lakes Regional billing | Monique | - | new balance $1,150 showing, hold released |

## Reading the EOBs (notes for next time)
- **Billed** = what the hospital charged. Meaningless, honestly.
- **Allowed** = the negotiated rate. For in-network this is the number that matters.
- **Plan paid** = what Prairie Shield paid.
- **Your responsibility** = deductible + coinsurance + (out-of-network only) anything above allowed.
- The *provider* line on the EOB is where the problem was: EOB #1 said "LAKES REGIONAL MC - URGENT
  CARE WEST", which is a different entity with its own NPI. EOB #2 says "LAKES REGIONAL MEDICAL
  CENTER - EMERGENCY DEPT". Same building, different billing identity.
- Our family deductible is $3,300. Before this visit we'd met $2,150 of it (Nate's knee MRI in
  January plus a couple of office visits), which is exactly why the in-network patient responsibility was $1,150.

## Timeline at a glance
| Date | Event |
|---|---|
| 03/02 | ER visit |
| 03/06 | Ortho, cast on |
| 03/19 | EOB #1 - out-of-network, $2,640 |
| 04/03 | Call with Trevor |
| 04/10 | Cast off |
| 04/22 | Appeal filed |
| 04/24 | Appeal acknowledged |
| 05/02 | Lakes Imaging bill paid (HSA card) |
| 06/10 | EOB #2 - in-network, $1,150 |
| 06/18 | Paid hospital (Visa) |
| 06/24 | HSA reimbursement deposited |
| 11/03 | Evergreen doc request for the imaging swipe |

## What I'd tell a friend
1. Don't pay an out-of-network ER bill until you've called your insurer. Emergency care is
   supposed to be covered at in-network cost-sharing anyway.
2. Get the rep's name and a reference number on every call. Write it down *during* the call.
3. Appeal in writing, keep it short, attach the EOB and the itemized bill.
4. Ask the hospital to put the account on hold. They will, if you ask.
5. Calendar a follow-up for 30 days later, because nobody else will.

## Lessons
- Always check the NPI/facility name on the EOB, not just the hospital name.
- Write down the call reference number before hanging up.
- Ask the provider to put the account on hold while appealing - stops collections.
"""

NOTES["notes/health/hsa-notes.md"] = """
---
title: HSA notes
updated: 2025-11-04
tags: [HSA, money]
---

# HSA - how we run it

Administrator: **Evergreen HSA** (account ending 4471). Family HDHP through Nate's job.
2025 family contribution limit: we're doing $8,550 via payroll.

## My rule (and why)
I pay medical bills with the Visa (points), keep the receipt + EOB, and then reimburse myself from
the HSA when it makes sense. I'd rather leave the HSA money invested (it's in the target-date fund
above the $2,000 cash minimum) and reimburse later - there's no deadline as long as the expense is
after the HSA was opened and I keep the paperwork. The HSA debit card is only for small stuff at the
pharmacy and the odd copay.

Nate thinks this is overcomplicated. He is not the one who reads EOBs.

## Record keeping
- Scan every receipt + EOB into the "HSA 2025" folder, file name = date_payee_amount.
- Log it in `data/hsa-expenses-2025.csv`.

## Open items
- [ ] **Evergreen documentation request** (e-mail 11/03): they want an itemized receipt/EOB for the
  $286.00 HSA card transaction on 05/02 at Lakes Imaging Associates. Due **12/15/2025**, otherwise
  they treat it as a non-qualified (taxable) distribution. I have the bill somewhere - need the
  itemized version. Call Lakes Imaging billing 612-555-0166.
- [x] ER reimbursement ($1,150) - done 06/24.
- [ ] Nate's new glasses - receipt in his car, apparently.
"""

# ---------------------------------------------------------------- dog
NOTES["notes/dog/juni-meds.md"] = """
---
title: Juni - current meds & schedule
updated: 2025-10-20
tags: [dog, juni, vet]
---

# Juni's meds (current)

Juniper "Juni", yellow Lab mix, 13 yrs, ~59 lb. Mitral valve disease (MMVD), stage C since July.
Vet: Dr. Anneliese Brandt, Longfellow Veterinary Clinic.

| Drug | Dose | When | Source |
|---|---|---|---|
| Pimobendan | 5 mg | twice daily (7 am / 7 pm), 1 hr before food if possible | FetchRx Pet Pharmacy (autoship) |
| Furosemide | **30 mg** | twice daily (7 am / 5 pm) - increased 10/14 | Longfellow clinic |
| Gabapentin | 100 mg | twice daily | Longfellow clinic |
| Heartworm/flea chew | 1 chew | 1st of the month | Longfellow clinic |

Not on carprofen anymore (stopped in July - kidneys + diuretic don't mix with NSAIDs).

## Dose history (furosemide)
- mid-July: started 20 mg twice daily (cardiologist's plan)
- 10/14 up to 30 mg twice daily (resting breathing rate creeping up)

## Pill tricks
Juni spits out pill pockets. She'll take anything wrapped in a small blob of cream cheese, though.
The 5 pm furosemide dose instead of bedtime so she isn't up at 3 am to pee.

## Resting respiratory rate (RRR)
Count breaths for 30 sec while she's asleep, x2. Normal for her: low-mid 20s. Call the clinic if
over 35 twice in a row, or right away if she's breathing hard with her mouth open.

## To do
- [ ] E-mail Dr. Brandt the RRR log (she asked for two weeks of readings after the dose change)
- [x] Kidney panel at the 10/14 visit (creatinine 1.6 - "acceptable")
- [ ] Recheck 12/09 at 4:30 pm with repeat kidney panel
- [x] Switched pimobendan to FetchRx autoship - cheaper than buying at the clinic
"""

NOTES["notes/dog/juni-health-history.md"] = """
---
title: Juni - health history
created: 2024-12-02
updated: 2025-10-15
tags: [dog, juni, vet]
---

# Juniper ("Juni") - health history

We adopted Juni from the Anoka county shelter in 2013 when she was maybe a year old, so she's about
13 now. Yellow Lab with something houndy mixed in (the ears, the nose, the opinions). She was 68 lb
at her heaviest in 2021; vet wanted her closer to 60 and we got there mostly by cutting the treats
Caleb sneaks her.

## Care team
- **Primary vet:** Dr. Anneliese Brandt, Longfellow Veterinary Clinic, 4012 E 42nd St, Minneapolis,
  612-555-0172. We've seen her since 2016.
- **Cardiology:** Twin Cities Veterinary Specialists (TCVS), St. Louis Park - Dr. Kofi Mensah,
  board-certified cardiologist. Referral in July 2025.
- **Emergency:** TCVS is also 24/7 ER. Saved in my phone under "Juni ER".

## Timeline

### 2023
- Arthritis in both hips and left elbow confirmed on x-ray (stiff getting up, slow on stairs).
  Started carprofen 75 mg once daily + fish oil. Worked well.
- Dental cleaning, two extractions.

### 12/2024
- Annual: Dr. Brandt heard a heart murmur, grade 3/6. Suggested chest x-rays "when convenient".
  (I started this note then.)

### 02/18/2025
- Chest x-rays: heart enlarged. Diagnosis: myxomatous mitral valve disease (MMVD), stage B2 -
  enlarged heart, no fluid yet. Started **pimobendan 5 mg twice daily**, bought at the clinic.
- Started counting her sleeping respiratory rate at home. Baseline 18-22 breaths/min.

### 07/09/2025
- Coughing at night, restless, RRR 44 at 2 am. Called TCVS ER line; they said come in the morning
  unless she got worse. Nate and I took turns sitting up with her.

### 07/11/2025 - cardiology
- Echocardiogram at TCVS with **Dr. Kofi Mensah**. Results: left atrium markedly enlarged
  (LA:Ao 2.1), left ventricle enlarged, mild pulmonary edema on x-ray -> **stage C** (congestive
  heart failure, early).
- Plan: continue pimobendan 5 mg twice daily; **start furosemide 20 mg twice daily**; stop carprofen
  (NSAID + diuretic = kidney risk) and switch arthritis pain control to **gabapentin 100 mg twice
  daily**. Recheck kidney values in 2 weeks at Longfellow.
- Written summary is in docs (the cardiology report).

### 07/25/2025
- Two-week recheck at Longfellow; they e-mailed the visit summary and invoice. Kidney values OK.

### 09/2025
- Switched pimobendan from the clinic to **FetchRx Pet Pharmacy** online, autoship every 30 days.
  Dr. Brandt approved the prescription request. Same drug, same strength (chewable), and a lot
  cheaper. First order shipped 09/05.

### 10/14/2025 - recheck at Longfellow
- RRR at home had been creeping up to 30-38 over the previous week. Weight 59.4 lb.
- Lungs sounded OK but Dr. Brandt wanted to get ahead of it: **furosemide up to 30 mg twice daily**.
- Kidney panel: creatinine 1.6, BUN 34 - acceptable for a dog on a diuretic, recheck in 8 weeks.
- Pimobendan and gabapentin unchanged.
- Next recheck **12/09/2025 at 4:30 pm** with kidney panel.
- Dr. Brandt asked for two weeks of RRR readings by e-mail.

## What "stage C" means for us (my notes from reading + Dr. Mensah's handout)
- The goal is keeping fluid off the lungs. Furosemide does that but dehydrates, so water always
  available and expect more pee. She needs to go out more - the crew knows.
- Pimobendan helps the heart squeeze. Give it on an empty-ish stomach.
- Watch: RRR over 35 at rest, coughing, fainting, belly swelling, not eating.
- Prognosis is months to a couple of years; some dogs do well for a long time on meds. I've decided
  not to google survival stats any more.


## Weight log
| Date | Weight | Note |
|---|---|---|
| 2021 (peak) | 68 lb | too many sandwich crusts |
| 12/2024 | 62.0 lb | murmur found |
| 02/18/2025 | 61.5 lb | B2 diagnosis |
| 07/11/2025 | 60.8 lb | cardiology |
| 10/14/2025 | 59.4 lb | Dr. Brandt happy, says don't let her lose much more (muscle) |

## Breathing-rate log summary (sleeping, breaths/min)
| Month | Typical | Highest | Note |
|---|---|---|---|
| Mar 2025 | 18-22 | 24 | baseline on pimobendan |
| Jun 2025 | 20-24 | 28 | hot week, fan on |
| Jul 2025 (before 07/11) | 28-36 | 44 | the bad nights |
| Aug 2025 | 18-22 | 26 | furosemide working |
| Sep 2025 | 22-26 | 30 | |
| Oct 2025 (before 10/14) | 30-38 | 38 | -> dose increase |
| Late Oct 2025 | 22-26 | 28 | better again |

I count with the phone stopwatch, 30 seconds x 2, only when she's properly asleep (not dreaming -
dream-breathing is fast and doesn't count). The full log lives in the notes app on my phone.

## Questions I asked Dr. Mensah at the cardiology visit
1. *Can she still go on walks?* Yes - short, slow, let her set the pace. Stop if she's breathing hard.
2. *Is the cough from the heart or her airway?* Probably both - big left atrium presses on the
   airway, plus early fluid. The fluid part is what furosemide fixes.
3. *What about the arthritis if carprofen stops?* Gabapentin first, maybe an injectable
   arthritis antibody later if she's stiff. Dr. Brandt manages that part.
4. *How often do we need cardiology?* Recheck echo in 4-6 months unless something changes;
   Dr. Brandt handles the in-between rechecks and bloodwork.
5. *What's the sign I should go to the ER at night?* Breathing rate over 40 at rest, breathing
   with her mouth open while lying down, blue-ish gums, collapse.

## Arthritis - what we've tried
- Fish oil (since 2022) - still on it, 1 capsule with breakfast.
- Carprofen 75 mg once daily (2023 to July 2025) - worked well, but stopped because of the
  diuretic and her kidneys.
- Gabapentin 100 mg twice daily (July 2025 on) - she's a little sleepier, but moving OK.
- Orthopedic foam bed in the bedroom, rug runners on the wood floors so she doesn't slip.
- Ramp for the car (she hates it, but uses it for a piece of cheese).

## Who does what at home
- Me: morning meds (before I leave at 6:30), evening pimobendan, the breathing-rate log,
  refills, vet calls.
- Nate: breakfast at 7:30, the 5 pm furosemide on days I'm late, the noon-ish walk when he's
  working from home.
- Caleb: evening walk around the block, water bowl refills, and telling her she's a good girl
  roughly 400 times a day.
- Pill organizer on the counter (well, the basement counter for now) with AM/PM rows so nobody
  double-doses.

## Daily life
- Two short walks instead of one long one. No fetch on hot days.
- Low-sodium diet: she's on the cardiac formula kibble now (she was offended for a week).
- No more salty treats. Carrots and apple slices (no core) are fine.
- Stairs: she still does them but slowly. We put a runner on the basement stairs.

## Costs so far in 2025 (rough)
- X-rays + visit in Feb: ~$480
- TCVS cardiology + echo: $895
- Meds per month: pimobendan + furosemide + gabapentin, roughly $110 now (was more before the
  pimobendan switch)
- Rechecks/bloodwork: ~$180 each


## Notes for anyone watching Juni (pet sitter, Nate's mom, the crew)
- She is on a water pill. She WILL need to go out more often, usually within an hour or two of the
  7 am and 5 pm doses. Please don't scold accidents; just let her out sooner next time.
- Water bowl always full. She drinks a lot and that's expected.
- No human food, especially nothing salty (chips, deli meat, pizza crust). She will lie to you
  about having been fed.
- If she's breathing fast while resting or asleep (more than about 35 breaths a minute), coughing
  a lot, or won't eat dinner, call me first (612-555-0143), then Longfellow (612-555-0172) during
  the day or TCVS emergency (952-555-0188) at night.
- She's deaf-ish in the left ear. Approach from the right so you don't startle her.
- Gate at the top of the basement stairs stays closed when nobody is home.

## Reading list (for me)
- The cardiology handout from TCVS on MMVD - in the folder with her records.
- A vet-written guide to counting sleeping breathing rates (printed, on the fridge).
- Nothing from dog forums. I have promised Nate.

## Things I want to remember
- She still greets every single person at the door like they're the best news of her life.
- She sleeps in the kitchen doorway in the sun from about 2 to 4 pm. During the remodel she's been
  doing it in our bedroom instead and she looks personally betrayed.
- When the time comes, Dr. Brandt does home euthanasia through a service - I asked, and wrote down
  the number in my phone. I'm not ready to think about it yet, but I wanted it written down.
"""

# ---------------------------------------------------------------- book club
NOTES["notes/bookclub/book-club.md"] = """
---
title: Third Thursday Book Club
updated: 2025-10-02
tags: [bookclub, reading]
---

# Third Thursday Book Club

Third Thursday of the month, 7 pm, rotating houses (no meeting June or August). Six of us:
Corinne Aalto (organizer - she sends the e-mails), Beth Nakamura, Yvette Dubois, Sunita Rao,
Kay Lindgren, me.

## Hosting rotation (2025-26)
| Month | Host |
|---|---|
| Sep | Kay |
| Oct | Beth |
| Nov | Yvette |
| Dec | (Corinne to confirm) |
| Jan | **Beth** (swapped with me - my kitchen won't be done) |
| Mar | **me** (took Beth's March) |

Decided at the September meeting: I'm not hosting in January - there's no way I'm having six people
over with a hot plate in the basement. Beth offered to swap, so she takes January and I take March.

## 2025 books + my ratings
| Month | Book | Author | My rating |
|---|---|---|---|
| Jan | The Salt Orchard | Mara Vell | 4/5 |
| Feb | Quiet Hours at the Ferry Landing | Tobias Renn | 5/5 - my favorite this year |
| Mar | Ninety Winters | Agnes Holt | 4/5 |
| Apr | The Understudy's Alibi | K.D. Sterling | 2/5 - twist ending I saw coming by ch. 4, hated the unreliable narrator |
| May | Field Notes from a Small Town | Ruth Ellery | 5/5 |
| Jul | The Beekeeper of Lantern Hill | Iris Mahon | 3/5 |
| Sep | Glass Lake | Pell Anders | 4/5 |
| Oct | What the River Kept | Noor Salim | 3/5 (too long) |
| Nov | A Ledger of Small Weathers | Ines Calloway | reading now |
| Dec | Northbound, Slowly | Harlan Quist | on hold at the library |

## What I like (so people stop lending me thrillers)
- Quiet literary fiction, especially small towns, families, work (nurses, teachers, farmers)
- Books where not much "happens" but everyone changes
- Under 400 pages, please
- I read paper - library holds mostly. I've tried audiobooks on the commute and I drift off and
  miss whole chapters.

## Don't bother
- Twisty psychological thrillers, "you'll never guess the ending" books, unreliable narrators
- Anything with a serial killer POV chapter

## Want to suggest for 2026
- Something by a Minnesota author (Kay suggested a memoir about the Iron Range)
- A short classic - maybe a novella month in February
"""

# ---------------------------------------------------------------- work, contacts, inbox
NOTES["notes/work/schedule-and-pto.md"] = """
---
title: Work schedule + PTO
updated: 2025-10-29
tags: [work]
---

# Stonebridge Memorial - schedule & PTO

Clinical pharmacist, inpatient (ICU / step-down verification + rounding two days a week).
Manager: Gwen Torvik.

## Regular schedule
- Mon-Fri 7:00 a.m. - 3:30 p.m.
- Every 3rd weekend (Sat + Sun 7-3:30), rotation with Arjun and Lise
- On-call phone one week in six (evenings, from home)

## PTO 2025-26
| Date(s) | Why | Status |
|---|---|---|
| 08/18-08/22 | Cabin (Nate's family) | taken |
| 11/27-11/28 | Thanksgiving | approved |
| 12/03 | Home for final kitchen inspection - swapped with Arjun (I take his 12/13?? no - his 12/20) | swapped |
| 12/12 | Rochester hockey tournament (leave by 1 pm) | **approved by Gwen 10/28** |
| 12/24-12/26 | Christmas | requested |

PTO balance after 12/12: 86.5 hours.

## CE
- Need 30 hrs by 09/30/2026 for license renewal; have 17.5.
- ASHP-style webinar series on sterile compounding (USP 797) counts for 6.
- Interested in the anticoagulation stewardship course in spring.

## Notes to self
- Don't agree to more committees. (Said yes to the P&T formulary subcommittee in September. Again.)
- Drug shortage list is updated Mondays - check before rounds.
"""

NOTES["notes/home/contacts.md"] = """
---
title: Household contacts
updated: 2025-11-02
---

# Household contacts

## Kitchen remodel
| Who | Company | Phone | Notes |
|---|---|---|---|
| Jake Brennan | North Loop Builders & Remodeling | 612-555-0118 | owner / PM |
| Mindy Carlson | North Loop Builders (office) | 612-555-0119 | invoices, change orders |
| Marco Delgado | North Loop Builders | 612-555-0121 | crew lead, on site |
| Dmitri Volkov | Volt Brothers Electric | 612-555-0134 | electrical sub |
| Renee Fabian | Lakeside Stone & Surfaces | 763-555-0150 | countertops |
| Inspections line | City of Minneapolis | 612-555-0101 | press 2 |

## Juni
| Who | Where | Phone | Notes |
|---|---|---|---|
| Dr. Anneliese Brandt | Longfellow Veterinary Clinic | 612-555-0172 | primary vet. Book the 4:30 slots - I'm off at 3:30 |
| TCVS (cardiology + 24/7 ER) | St. Louis Park | 952-555-0188 | Dr. Mensah |
| FetchRx Pet Pharmacy | online | 800-555-0147 | pimobendan autoship |

## Medical / insurance
| Who | Phone | Notes |
|---|---|---|
| Prairie Shield member services | 800-555-0129 | member ID on card |
| Evergreen HSA | 800-555-0193 | acct ending 4471 |
| Lakes Regional billing | 612-555-0160 | |
| Lakes Imaging billing | 612-555-0166 | |
| Northway Orthopedics | 612-555-0177 | Caleb's wrist |

## Hockey
| Who | Role | Phone |
|---|---|---|
| Jen Sandoval | Otters team manager | 612-555-0112 |
| Rick Halvorsen | Head coach | 612-555-0113 |
| Kristin Lindqvist | Fundraiser chair | 612-555-0115 |

## House
- Plumber (not the reno one): Cedar Plumbing, 612-555-0140
- Snow removal: Frank's Plowing, 612-555-0109 (pays in cash, $45/visit)
"""

NOTES["notes/inbox.md"] = """
# Inbox (quick capture)

- [ ] Send book club the library hold link for December's book (told Corinne I would)
- [ ] Lien waivers - Jake said he'd send, chase if not here by 12/01
- [ ] Evergreen HSA doc request - itemized Lakes Imaging receipt by 12/15
- [ ] Aunt Lorraine wreath money ($64)
- [ ] RRR log to Dr. Brandt - overdue!!
- [ ] Caleb: new mouthguard, the boil-and-bite kind
- [ ] Return library copy of What the River Kept (overdue 3 days, sorry HCL)
- [x] Book Rochester hotel
- [x] Pay 11/01 hockey installment
- [ ] Thanksgiving: we're at Nate's mom's, I'm bringing the wild rice salad (definately no nuts!! - Caleb)
- [ ] Grout color samples from the tile place
- [ ] Renew Juni's dog license (city) - due 12/31
"""

# ---------------------------------------------------------------- daily notes
DAILY = {}
DAILY["2025-03-02"] = """
# Sunday 03/02/2025

Long night. Caleb's game vs Riverview Rapids at Parkway, 2nd period he went into the boards with his
left arm out. Wrist swelled up like a balloon. Coach Rick had ice on it in about ten seconds.

We drove to Lakes Regional Medical Center ER (main campus) - got there ~7:40 pm. Triage fast, x-ray
by 9, ER doc (Dr. Abernathy) said buckle fracture of the distal radius, non-displaced. Splint, and
ortho follow-up this week. Home at 11:20. Caleb mostly upset he'll miss playoffs.

Dosing: ibuprofen 400 mg q6-8h alternating with acetaminophen 500 mg - made a chart for the fridge.
He weighs 41 kg so that's fine.

- [x] Call Northway Orthopedics Monday 8 am
- [x] E-mail Coach Rick + Jen
- [ ] Keep every paper they gave us for insurance (HDHP - we haven't met the deductible)

Juni stayed with Nate and ate half a sandwich off the counter. Pimobendan given at 7.
"""

DAILY["2025-06-14"] = """
# Saturday 06/14/2025

Kitchen planning morning with Nate over coffee (at the old kitchen table, RIP soon).

**Decided: open shelving on the window wall** - two walnut shelves, no uppers there. Nate loves it,
it's ~$2k cheaper, and the room will feel bigger. I'm 80% sure. Telling Jake on Monday.

Also decided: peninsula overhang 12", three stools.

Caleb at hockey camp tryouts all afternoon - wrist fine, no brace.

Juni: good day, long nap in the sun. Respiratory rate 20 while asleep.
"""

DAILY["2025-08-09"] = """
# Saturday 08/09/2025

Big one: **we're reversing the open shelving decision - uppers on the window wall after all.**
Four weeks of demo dust + watching grease spatter from the hot plate convinced me, and Juni's fur gets
on everything. Showed Nate the close-up photos of his sister's shelves (dust + a greasy film on
every bowl) and he gave in. Matching Sage Mist uppers to the ceiling.

Texted Jake - he'll write it up as CO-2 (~$2,150). Means a cabinet re-order, maybe a week.

Also: with the countertop change, Jake says completion moves from 10/03 to 11/21. Ugh but okay.

Juni on furosemide 20 mg twice a day now - peeing constantly, but breathing is so much better.
"""

DAILY["2025-09-16"] = """
# Tuesday 09/16/2025

Book club last Thursday (at Kay's) - decided I'm **not** hosting in January. No kitchen. Beth
swapped with me: she takes January, I take March. Corinne updated the list. Relief.

FetchRx order for Juni's pimobendan recieved (ordered 09/05, autoship every 30 days now). Same
chewables as the clinic. Much cheaper - keeping the clinic only for furosemide and gabapentin.

Otters: team placement final, Caleb on PeeWee B2 again. Season fee installment #2 due 10/01.

Work: formulary subcommittee meeting ran long. Why did I say yes.
"""

DAILY["2025-10-14"] = """
# Tuesday 10/14/2025

Juni recheck at Longfellow, 4:30 pm. Her resting breathing rate has been 30-38 all week, so Dr.
Brandt **increased furosemide to 30 mg twice daily** (was 20 mg BID). Pimobendan stays 5 mg BID,
gabapentin 100 mg BID unchanged. Kidney panel: creat 1.6 - OK for now.

Need to send Dr. Brandt two weeks of RRR readings. Next recheck 12/09, 4:30.

Gave the 5 pm dose in cream cheese, she didn't even notice the bigger pill.

Kitchen: countertop template was last Wednesday. Peninsula looks huge with the plywood on it.
Still no reply from Jake about CO-3.
"""

DAILY["2025-11-12"] = """
# Wednesday 11/12/2025

Otters ice change started this week: practices are now **Monday 7:15-8:30 pm at Cedarview Ice
Center, Rink B**, and **Thursday 5:00-6:15 pm at Parkway, Rink 2**. No more Tuesdays. Monday is
late for a school night but Thursday at 5 works great with my shift. Need to fix the calendar -
it still shows the old Tue/Thu times.

Kitchen: accepted CO-3R on Monday ($900 - GFCI relocation + drywall patch, dumpster waived, the
dishwasher circuit dropped). Done arguing. Countertop install is Tuesday 11/18; Nate's home for it.
Completion 12/05, final inspection 12/03.

Book club next Thursday at Blue Heron Coffeehouse instead of Yvette's (water heater flood). Haven't
finished the book. 180 pages to go.

Still owe Dr. Brandt the RRR log. Tonight. Really.
"""


def build():
    files = [write(p, t) for p, t in NOTES.items()]
    for d, t in DAILY.items():
        files.append(write(f"notes/daily/{d}.md", t))
    return files
