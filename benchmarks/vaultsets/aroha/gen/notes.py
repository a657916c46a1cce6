"""Markdown notes and plain-text files for Aroha's vault."""
from common import write_text

NOTES = {}

NOTES["notes/daily/2024-06-03.md"] = """# Mon 3 June 2024

Long day. Sam and I got called out at 4am to a heifer calving at the Marshalls' in Fordell — backwards calf, ended up a caesar in the paddock with the ute headlights on. Mum and bub both fine. I smelt like cow until lunch.

- clinic: 3 desexings, one cat with a blocked bladder (poor Tiger), puppy class at 6
- Biscuit limping on the left front again after the beach on Sunday. Rest + his usual, recheck if not better by Thurs
- KiwiSaver statement should be out next month. Need to actually look at it this year instead of just archiving the email.
- Kiri rang — she's turning 40 in July (!!) and wants a "low-key dinner". Ha. As if.
- flat meeting went fine last month, need to transfer the new staples kitty amount

Thought for the day: I definately need to stop saying yes to every extra shift. Tired.
"""

NOTES["notes/daily/2024-09-18.md"] = """---
date: 2024-09-18
tags: [daily, house, money]
---
# Wed 18/09/2024

**Broker meeting w/ Priya** (5:30, her office)
- she reckons I could borrow roughly 4.5–5x income if I keep the car loan-free and ditch the BNPL (Afterpay, oops)
- deposit: 10% min for first home buyers, 20% to avoid the low-equity margin. Aim for 10% + use KiwiSaver.
- she wants 3 months of clean bank statements before she goes to the lenders — i.e. stop ordering Uber Eats on night shift lol
- on-call allowance: counts, but lenders "shade" it (~80%?)
- next step: she'll go to Ara Bank and one other for pre-approval in Nov
- First Home Grant is gone now, so it's just the KiwiSaver withdrawal.

Felt kind of grown up. Then came home and ate two-minute noodles on the couch.

Run: 6km easy along the river, knee fine.
"""

NOTES["notes/daily/2025-02-11.md"] = """# Tue 11 Feb 2025

Staff meeting today (moved from Wednesday because of Olivia's surgery list).

Decisions / news:
- **Weeknight after-hours**: Dianne's decided we're joining **VetLink** (the regional after-hours triage + emergency clinic service) from 1 March. So from March, weeknight calls (Mon–Thu 6pm–8am) go to VetLink and only come back to us if it's one of our farm clients who needs Sam. Nurses still do weekend on-call 1 in 3 like now.
  → honestly HUGE. No more 2am "my dog ate a sock" calls on a Tuesday.
- New autoclave arrives end of Feb, training with the rep TBC.
- Olivia's pregnant!! Due in August, she'll go on leave in July. Locum being sorted.
- Dianne reminded everyone CPD hours are due 30 June.
- Janine wants everyone to stop leaving mugs in the x-ray room.

After work: 8k with Harriers, legs heavy. Made boil-up for the flat, Sione had thirds.
"""

NOTES["notes/daily/2025-04-08.md"] = """# Tuesday 8 April 2025

- Long run Sunday was 18km!! Knee held up the whole way. Longest ever is still the 19k from March but this one felt way better.
- Aunty Ngaire rang: **71 registered** for the reunion now (up from ~50 in Jan). She's stressing because the caterer needs final numbers by the 25th and there's always a pile of cousins who turn up without registering. Told her to add 10%.
- Need to sort on-call cover for the reunion wknd — Hemi can't (his daughter's wedding). Email Dianne re Bex?
- Kererū emailed asking for another form for the withdrawal — added it to the house plan list
- Rang Mum, she's making a slideshow of Nan's photos, wants my phone pics from the unveiling.
- Kūmara threw up on Tilly's bed. Bought Tilly a coffee as reparations.

Bed by 9. Race is in less than 3 weeks 😬
"""

NOTES["notes/house-deposit-plan.md"] = """---
title: House deposit plan
created: 2024-08-26
updated: 2025-04-08
tags: [house, money, kiwisaver]
---

# House deposit plan 🏡

Goal: first home in Whanganui by winter 2025. Budget ~$500–530k.

## Where the deposit comes from

| Source | Amount | As at | Notes |
|---|---|---|---|
| Savings (Online Saver) | $18,200 | Nov 2024 | auto transfer $1,500/mth on the 15th |
| KiwiSaver (Kererū, Balanced) | ~$33k | Mar 2024 stmt | can take out all but $1,000 |
| Xmas bonus | $500 | Dec 2024 | if it happens lol |

Pre-approval: **$455k** with Ara Bank (Nov 2024, via Priya). Priya redid it after my pay rise in March — see her email.

## Must-haves / nice-to-haves

Must:
- north-facing living area (no more damp, mouldy south-facing flats EVER)
- fenced section — Biscuit is a wanderer
- max 15 min drive to Riverbend (2am callouts)
- 2+ bedrooms (boarder/flatmate to help with the mortgage?)
- NOT in the river flood zone — check the Horizons flood maps for every place

Nice:
- garage or carport
- room for a veggie garden + a lemon tree
- Gonville / Aramoho / Springvale, not way out at Castlecliff

## To do
- [x] first meeting with Priya (18 Sept)
- [x] pre-approval
- [x] apply for KiwiSaver first-home withdrawal (Feb)
- [ ] get the stat dec witnessed by a JP — Kererū emailed 3 Apr, they won't release anything without it. Library does a free JP clinic Saturday mornings 10–12
- [ ] pick a lawyer (Priya gave me 2 names)
- [ ] LIM + builder's report budget ~$1,200
- [x] stop Afterpay 😅

## Numbers to remember
- Fees: LIM ~$300, builder's report ~$600–900, lawyer ~$1.5k + disbursements
- Insurance: get a quote BEFORE going unconditional
- Rates in Whanganui ~$3.2k/yr for a 3 brm
"""

NOTES["notes/half-marathon-training.md"] = """---
race: Awa to Coast Half Marathon
date: 2025-04-27
goal: sub 2:05 (A), sub 2:15 (B), finish smiling (C)
tags: [running, health]
---

# Half marathon training

Race: Sunday 27 April 2025, Whanganui. First ever half!! Entry confirmation is in my email.

## Weekly shape
| Day | What | Notes |
|---|---|---|
| Tue | Harriers group run 5:45pm | meet at the Dublin Street Bridge carpark, 8–10k with a tempo bit |
| Thu | easy 6–8k + strides | solo, river loop |
| Sat | rest / yoga / walk Biscuit | |
| Sun | long run | build to 18–20k by early April |

## Fuel — learned the hard way
- Gels: NO. Tried one at 14k in November and nearly spewed on the Dublin St bridge. Never again.
- What works: a small handful of Jet Planes every ~5k (the lollies, not actual planes 😂), water at every station, salt tab if it's hot.
- Race morning breakfast: white toast + honey + banana, 2.5h before. One flat white allowed.

## Physio
ITB flared up Dec/Jan (outside of the right knee). Seeing **Tamsin Reid at Riverside Physio** — she's great, doesn't just tell you to stop running. Exercises 3x/week, avoid cambered roads, no more racing down Durie Hill.

## Shoes
- Brooks Ghost 16 — daily + long runs (bought Nov)
- Novablast 3 — old, ~600km, retiring them to gardening shoes

## Race week checklist
- [ ] pick up race pack (details in the April race email)
- [ ] cut toenails (lol, seriously)
- [ ] lay out kit Saturday night
- [ ] make sure I'm NOT on call the night before!!
- [x] book post-race massage
"""

NOTES["notes/reunion-planning.md"] = """---
title: Ngata whānau reunion 2025
updated: 2025-01-20
event_date: 2025-03-22
tags: [whanau, reunion]
---

# Ngata whānau reunion — planning (my bits)

**When:** Sat 22 – Sun 23 March 2025
**Where:** Ōkiwa Marae, 412 Rangitatau East Road, Kai Iwi (Aunty's booked it)
**Cost:** $40/adult, tamariki under 12 free

## Committee
| Who | Job |
|---|---|
| Aunty Ngaire | chair, bookings, money |
| Kiri | T-shirts, registrations spreadsheet |
| Uncle Rewi | hāngī for Saturday dinner |
| Mum (Huia) | slideshow, whakapapa charts |
| Tama | sound system, kapa haka practice |
| me | Sunday breakfast crew, kids' games |

RSVPs so far: 48 (Kiri's sheet, 20/01)

## My jobs
- [x] ask Hemi to cover my on-call weekend (21–24 Mar) — done, I owe him one
- [ ] send Kiri T-shirt sizes for me, Manu and Mum
- [ ] kids' games: sack race, tug of war, lolly scramble — get sacks from the farm store
- [ ] Sunday breakfast: 15 doz eggs?? ask Ngaire how many
- [ ] dig out the box of Nan's photos from Mum's garage
- [ ] learn my part of the waiata properly

## T-shirt colour options (Kiri's vote)
navy / black / green / red — I voted navy obviously
"""

NOTES["notes/oncall-swaps.md"] = """# On-call swaps (keep track or Dianne will kill me)

Rule: nurses are 1 in 3 weekends (Fri 6pm → Mon 8am). Swaps are between ourselves, then tell Dianne.

| Weekend | Rostered | Swap | Status |
|---|---|---|---|
| 27–30 Sep 2024 | me | Bex did it, I did her 11–14 Oct | done |
| 29 Nov–2 Dec 2024 | me | none, just suffered (3 callouts) | done |
| 21–24 Mar 2025 | me | Hemi covers for me | done |
| 18–22 Apr 2025 (Easter) | Hemi | I do his Easter in return | owed |
| 2–5 May 2025 | me | need cover — Hemi can't (daughter's wedding) | ??? |

Callout log → in the clinic book, not here.
"""

NOTES["notes/flat-stuff.md"] = """# Flat stuff — 23 Kemp St

## Flat meeting 2/5/2024
Present: me, Tilly, Sione

**Rent** $520/wk total (Greg confirmed the renewal)

| Who | Room | $/wk |
|---|---|---|
| Aroha | big room w/ the sink | 184 |
| Tilly | front room | 168 |
| Sione | back room (sleepout access) | 168 |

Power + internet split 3 ways. Food: own, but shared staples kitty $20/wk each (milk, bread, butter, loo paper, dish liquid).

**Bins:** red bin out Monday night for Tuesday collection. Glass crate every 2nd week (check the council app).

**Chores** — rotate weekly: kitchen / bathroom / floors+bins. (Revisit in summer, Sione.)

## Power comparison (Sione, Sept 2024)
Our usage ~7,800 kWh/yr (heat pump + dryer in winter, ugh)

| Retailer | Plan | Daily | per kWh | Notes |
|---|---|---|---|---|
| Pūngao Power (current) | Standard user | $2.30 | 31.2c | free hour of power 9–10pm |
| Tidewater Energy | Low user | $1.10? | 33.9c | no fixed term, 3% prompt pay discount |
| Kea Energy | Standard | $2.10 | 29.5c | 2yr contract, $150 exit fee |

Decide by end of Sept, contract rolls over 1 Oct.

## Internet
Router's in the hallway cupboard. Login is on the sticker underneath. Fibre, 300/100.
"""

NOTES["notes/reading-and-podcasts.md"] = """# Books + podcasts

## Podcasts (mostly for runs + driving out to farm calls)
Love:
- comedy chat ones — anything that makes me laugh out loud on the river path like a weirdo
- "Kōrero Tahi" (beginner te reo, 15 min eps, perfect for Thursday easy runs)
- the vet nursing one from the UK, when I'm feeling studious
- Mum's pick: the NZ history one about the land wars (heavy but good)

Not for me:
- true crime. Work is grim enough, I don't need murders in my ears at 6am.
- anything over an hour — I lose the thread.
- finance bros telling me to stop buying avocados

## Audiobooks > paper these days
Read (or listened to) in 2024:

| Title | Author | ⭐ |
|---|---|---|
| Pounamu Pounamu | Witi Ihimaera | 5 |
| The Bone People | Keri Hulme | 4 (took me 3 goes) |
| Lessons in Chemistry | Bonnie Garmus | 4 |
| Atomic Habits | James Clear | 3 — fine, could've been a blog post |
| All Creatures Great and Small | James Herriot | 5, obviously |

## Want to read
- Tangi (Ihimaera) — Nan had a copy
- something about money that isn't bro-y
"""

NOTES["notes/car.md"] = """# Car — 2014 Toyota Aqua (silver)

Mechanic: **Trev at Gonville Motors** — 06 555 0139 — honest, cheap, talks a lot.

## Service history
| Date | km | What | Cost |
|---|---|---|---|
| 12/02/2024 | 118,400 | oil + filter, wipers | $189 |
| 29/07/2024 | 122,950 | CV joint (clicking) | $640 |
| 04/11/2024 | 126,100 | service, 2 front tyres | $512 |

## Notes
- Hybrid battery check around 130k? Trev says not to stress, they go forever.
- Tyre pressure 230 kPa (sticker on the door frame).
- [ ] rear brake pads — Trev said at the Nov service they're down to ~3mm, get them done before winter. Haven't booked yet.
- [ ] passenger window sticks halfway, annoying at the drive-thru
- rego paid to Oct 2025
"""

NOTES["notes/recipes-kai.md"] = """# Kai I actually cook

## Boil-up (Mum's way)
- pork bones (ask the butcher on Victoria Ave), watercress or pūhā if Koro's brought some, kūmara, potatoes, pumpkin
- doughboys: 2 cups flour, 2 tsp baking powder, pinch of salt, water till sticky
- simmer the bones 2h first. Don't rush it.

## Nan's fried bread
- 4 cups flour, 4 tsp baking powder, 1 tsp salt, warm milk + water
- don't overwork it, rest 20 min, fry in hot oil till golden
- golden syrup + butter. No arguments.

## Quick night-shift dinners
- kūmara + chickpea curry (NO coriander — it tastes like soap, always has, always will)
- egg fried rice with whatever's in the fridge
- toasted sammies. Cheese + marmite + tomato.

## Things I don't eat
- coriander (see above!!)
- olives
- anything "deconstructed"

## Flat kai rotation
Mon Tilly (pasta bake), Tue me (boil-up in winter, tacos in summer), Wed Sione (nachos, always nachos), Thu leftovers, Fri fish and chips from the dairy up the road
"""

NOTES["notes/cpd-log.md"] = """---
period: 2024-07-01 to 2025-06-30
required_hours: 20
---
# CPD log 2024–25

| Date | Activity | Provider | Hours |
|---|---|---|---|
| 14/08/2024 | Fluid therapy in cats webinar | VetPD | 1.5 |
| 12/11/2024 | CPR / first aid refresher | in-house | 3 |
| 03/12/2024 | Anaesthetic monitoring workshop | Massey (Palmy) | 6 |
| 22/01/2025 | Dental charting webinar | VetPD | 1.5 |
| 19/03/2025 | Journal club — NSAIDs in old dogs | Riverbend | 2 |

**Total so far: 14 hours → still need 6 more hours before 30 June 2025.**

The conference in June would cover it (12 h) but it's right at the end of the period — if anything goes wrong I'm short. Book a webinar as backup? Dental radiography one looked good.

Membership renewed in April — the number's on the NZVNA email, not writing it here.
"""

NOTES["notes/gift-ideas.md"] = """# Gift ideas

- Kiri (40th, 19 July): ~~massage voucher~~ gave her the pounamu earrings ✔
- Mum (Xmas): photo book of Nan — ask Manu for his pics ✔ (she cried)
- Tilly (bday Oct): that pottery class in town / fancy olive oil
- Sione (bday Feb): All Blacks jersey?? $$$. Or Burger Fuel vouchers, he'd genuinely prefer that
- Koro: sheepskin slippers + a bag of Mint Balls, he loves them
- Manu + Jess engagement: something for the house? ask Kiri to go halves
"""

NOTES["notes/open-homes.md"] = """# Open homes 2025

| Date | Address | Asking | Notes | Vibe |
|---|---|---|---|---|
| 08/03/2025 | 7 Tōtara St, Aramoho | $489k | faces south, damp smell in back bedroom, huge section | 2/5 |
| 15/03/2025 | 22 Puriri St, Gonville | BEO $520k | 3 brm, sunny lounge, fenced!!, roof needs doing | 4/5 |
| 22/03/2025 | 9 Kaimanawa Ave, Springvale | $549k | lovely but over budget, flood zone edge? | 3/5 |
| 05/04/2025 | 31 Rata St, Gonville | deadline sale 24/04 | do-up, tiny kitchen, 6 min to work | 3/5 |

Puriri St sold for $541k :( cash buyer.
Rata St — builder's report before the deadline? Talk to Priya first.
"""

NOTES["notes/te-reo-practice.md"] = """# Te reo practice

Class: Wednesdays 6:30pm at the community house (terms 1 & 3). Kaiako: Matua Wiremu.

## Kupu this term
| Kupu | Meaning |
|---|---|
| whakamā | shy / embarrassed |
| hōhā | fed up, over it |
| kurī | dog |
| ngeru | cat |
| tūtae | poo (very useful at work) |
| mahi | work |
| tamariki | children |
| pōtae | hat |

## Phrases
- Kei te pēhea koe? — how are you?
- Kei te ngenge ahau — I'm tired (every day)
- He aha te wā? — what's the time?
- Ka kite anō — see you again
- Kia tūpato! — be careful! (to Sione, daily)

## My pepeha (draft, check with Mum)
Ko Ruapehu te maunga
Ko Whanganui te awa
Ko Ngata te whānau
Ko Huia tōku whaea
Ko Aroha Ngata tōku ingoa

Note to self: I speak too fast. Slow down. Breathe between lines.
"""

NOTES["notes/pets.md"] = """# Kūmara + Biscuit — health stuff

## Kūmara 🐈 (ginger DSH, F, b. 2015)
- CKD stage 2 (diagnosed Mar 2024, Olivia). Renal diet only.
- Bloods every 6 months: last 14/01/2025 — creatinine stable
- Teeth: dental Aug 2023, 2 extractions
- vax: F3 due Sept 2025

## Biscuit 🐕 (staffy x, M, b. 2013)
- Arthritis both elbows + left hip. Carprieve 50mg, half a tab daily. Joint supplement.
- Lump on right flank — FNA'd June 2024, lipoma, just monitor
- vax: due Nov 2025
- Weight 24 kg (TRY to keep him there, the flatmates feed him toast)

Both: flea/worm on the 1st of every month.
Feeding amounts etc are on the sitter sheet, not here.
"""

# ---------------------------------------------------------------- long notes

NOTES["notes/brain-dump-2024-08.md"] = """---
title: brain dump
date: 2024-08-25
mood: tired but weirdly hopeful
---

# Brain dump — late August, can't sleep

It's 11:40pm and I've been lying here for an hour doing maths in my head, so I'm just going to write it all out and maybe my brain will let me sleep. Tilly says journaling is good for you. Tilly also says oat milk is good for you, so, grain of salt.

## Work

Spring is absolutely feral this year. Calving started early at the big dairy units out past Fordell and Sam has been out the door at all hours. I've done three caesars in the paddock with him this month and one at 2am in the Hendersons' yard with the ute lights on and the rain going sideways. I love that part of the job honestly, the farm stuff. It's the bit that makes me feel like a proper nurse and not just a receptionist who can hold a cat. But the weeknight on-call on top of the weekends is killing me. Last Tuesday I got three calls between midnight and 5am, and two of them were "my dog ate something" and one was a guy asking if we sold flea treatment. At 3am. Bro.

Dianne keeps saying she's "looking at options" for after hours. I'll believe it when I see it. The spring roster came out and I've got five weekends between September and the end of November, which is normal, but with the weeknights as well it's a lot. I need to stop picking up the extra Saturday morning shifts even though the money is good. The money is always good. That's the trap.

Olivia did a really nice dental on an old greyhound on Friday and let me do the charting and the scaling myself while she did the extractions. Small win. I want to do more dental stuff. Maybe that's my CPD focus for next year.

## Money (the actual reason I can't sleep)

So I'm 33. I've been renting since I was 18. I have watched nearly every one of my cousins on Dad's side buy places in Palmy and Whanganui and I always thought "next year". And then the next year I bought a car, or went to Rarotonga for Kiri's thing, or Biscuit needed surgery. There's always a reason.

The thing that kicked me tonight: Sione's cousin Lani came round for dinner on Friday and she's just bought a little three-bedroom do-up in Gonville. On a single income! She's a teacher aide! She said the thing that made it possible was a mortgage broker called Priya Raman, who walked her through everything, found a bank that would actually look at her properly, and basically bullied her (nicely) into a budget for four months before she applied. Lani rated her so much she's giving her a bottle of wine at Christmas. She wrote Priya's number on a bit of paper towel which is still on the fridge under the Kūmara magnet.

I haven't rung her yet. I'm scared of what she'll say about my spending. Two Uber Eats a week on night-shift weeks. The Afterpay for the couch. The Afterpay for the jacket I didn't need. Okay, writing it down so it's real: I will ring Priya on Monday.

What I think I have:
- savings: maybe $16k? I need to actually log in and look
- KiwiSaver: no idea. Over 30k? The statement came in July and I archived it without opening it, which is very on brand
- car: paid off, thank god, but the CV joint last month came out of the savings

What I think I need: 10% of something in the 500s, so $50k-ish, plus the lawyer and the LIM and all that. If the KiwiSaver is as big as I hope, it might actually be closer than I think. That's the hopeful bit.

## Flat

Flat's good honestly. Tilly and Sione are easy. Sione leaves his work boots in the hallway and they smell like a dead possum, but he also fixed my bedside lamp and the outside light without being asked, so, swings and roundabouts. Tilly's got a year 4 class this year and comes home wrecked every day. We've started doing Thursday night movies on the couch with a big bowl of popcorn and no talking about work allowed.

The power contract runs out at the end of September and Sione's making a spreadsheet, because of course he is. I don't care which one we pick as long as the heat pump stays on in winter. Rent's been the same since the renewal in May but everyone says Greg will put it up at the next review, which would be about now-ish. Don't think about it.

## Running

I think I'm going to do it. The half. The Awa to Coast one in April. Entries open in October and the early bird is cheaper. Harriers on Tuesday nights has been so good for me — I go in cooked after work and come out feeling like a person again. Dave says if I can run 10k comfortably by October I'll be fine with a proper plan. I ran 9 last Sunday, slowly, with a stop to pat a dog. Counts.

My shoes are dying though. The Novablasts have done maybe 550km and the foam's gone flat. New ones are expensive. Add them to the list of things I want but should not buy until after I talk to Priya.

## Whānau

Nan's unveiling was lovely. So many people. The whole Ngata side plus the Tapsell cousins from Rotorua. Koro sat in the front in his good suit and didn't cry until the very end when the kids sang. Afterwards in the wharekai Aunty Ngaire stood up and said we haven't had a proper reunion since 2009 and that Nan would have wanted one, and that she was going to organise one "before the rest of us old people drop off the perch". Everyone laughed but she was dead serious. She's already roped in Kiri, Uncle Rewi and Mum. I said I'd help with the kids' stuff and Sunday breakfast, because nobody says no to Aunty Ngaire. Nobody.

Mum's been quieter since Nan. She's okay but she rings more, which I actually like. She's started going through the boxes of photos in her garage and every time I visit she shows me another one of Nan in the 60s looking like a film star.

Kiri turned 40 in July. We did dinner at the Indian place on Victoria Ave and she cried at Manu's speech, which was mostly about her bossing us around as kids. Accurate.

## Animals

Biscuit's elbows are worse in the cold. He's on his tablet every morning and the joint supplement and he still hobbles for the first few minutes like an old man getting out of bed. Which he is. Twelve next year. Kūmara's kidney values were stable at her last bloods, which is the best news. She's on the renal biscuits, hates them, and lets me know about it at 5am every single day.

Even with the staff discount these two cost me a bomb. Note for the budget: pets are about $130 a month, realistically.

## Te reo

Class is going well. I can now introduce myself without reading off my hand. The kaiako says my pronunciation is good but I talk too fast, which, yes, everyone in my life has told me this since I was four.

## Big picture

I had a wobble last month about going to Australia. Bex showed me a job ad in Brisbane for a vet nurse at a big referral hospital paying nearly double. I looked at it for two days. But Mum, and Koro, and the reunion, and Kūmara couldn't handle the flight, and honestly I like it here. I like that I can drive ten minutes and be at the river. I like that the farmers bring us feijoas and eggs and once a whole venison backstrap. So I'm staying, and I'm going to make it work here, which means a house, which means ringing Priya on Monday.

## Koro

Went out to see Koro last Sunday with a bag of Mint Balls and the newspaper. He's 88 and still does the crossword in pen, which is frankly showing off. He asked me three times whether I was "still at the vets" and then told me a long story about a dog he had in the 1950s that could open gates, and how the farmer next door swore it was a ghost. He's sharp about the old days and foggy about last week. Mum says that's normal. I don't love it. I want to spend more Sundays out there while he's still telling stories, and I want to write some of them down, because once they're gone they're gone.

He also told me, very seriously, that I should buy a house "with a bit of land, for a cow". I said Koro, I live in town, I'm not getting a cow. He said a house cow never hurt anyone. I said I work at a vet clinic and I can confirm that house cows have hurt many people. He laughed so much he had to take his glasses off.

Other things rattling around in my head, in no order:
- the car's due for a service in November, put money aside
- Sione's birthday is in February, start saving for whatever nonsense he wants
- I should learn to make Nan's fried bread properly before Mum forgets the exact way
- buy a proper raincoat before the next 2am calving, the old one leaks at the shoulders
- ask Kiri if the kids want to come to the beach in the school holidays

Okay. It's midnight. Sleep.

— A.
"""

NOTES["notes/brain-dump-2024-12.md"] = """---
date: 2024-12-28
tags: [brain-dump, year-end]
---

# End of year brain dump 🎄

Sitting on Mum's deck in Castlecliff with a plate of leftover ham and pavlova and the sea going off in the background. Everyone else is asleep. Year in review time.

## Christmas

Christmas Day at Mum's was chaos in the best way. Kiri and her lot came down from Palmy, Manu brought his new girlfriend (Jess — she's lovely, she brought a trifle, so she's in), and Koro came for lunch and stayed until 9pm. Manu did a "hāngī" in a chilly bin, which is basically steam trays and a lot of hope, and it was actually good. Mum did a ham. Pav for pudding, obviously. Kids in the paddling pool all afternoon. I got sunburnt on the back of my neck despite everything I know about sunscreen.

The best bit of the day though was Koro. After lunch the kids were asking about the old photos Mum had out on the table and he got going, and once Koro gets going you just pull up a chair.

He told the story about the old house. I'd heard bits of it before but never the whole thing. When he was about nine, so this was the 1940s, the family house was down on the flats by the stream, near where the marae is now. It flooded every few years, but one winter the water came right through the house, knee deep, and his mum (my great-grandmother, Mere) said that was it, she was not bailing out her kitchen one more time. So his dad and the uncles cut tōtara logs for skids, jacked the whole house up, and borrowed the Hendersons' old Fordson tractor plus two of the neighbour's draught horses, and dragged the entire house up the hill to where the family land is now. It took three days. Koro's job was to walk in front and move the rocks. His mum refused to get out of the house the whole time and sat in her chair in the front room knitting while the house went up the hill around her. He laughed so hard telling it he had to stop and wipe his eyes.

I need to write it down properly before I forget the details. Actually I should record him telling it on my phone. For the reunion slideshow maybe? Mum would love that. Adding it to the list.

## The year, roughly

**Work.** Biggest year yet. The spring calving was mental. Three-in-the-morning caesars, a horse colic that went on for two days, the kitten season from hell in November (we had 14 kittens in the ward at one point, I named them all after Shortland Street characters). Did my CPR refresher and the anaesthetic monitoring workshop at Massey. The practice Christmas do was at the pub on the river and Sam did a speech about "the nurses holding this place together" that made Dianne cry. Weeknight call is still the worst part of the job. Nothing's changed there yet, whatever Dianne says.

**Money.** I rang Priya. I actually did it. Met her in September, did months of boring spreadsheets and no Uber Eats (mostly), and in November the pre-approval came through. I read the email at work in the drug room and had to sit on the floor. Still doesn't feel real. The savings account is growing every month and I've got a spreadsheet now and everything. Next: looking at places properly in the new year, and figuring out the KiwiSaver withdrawal paperwork, which looks like it was designed by someone who hates first home buyers.

Also the rent's going up in February. Of course it is. Greg's email was very polite about it. Polite emails about taking more of my money are the worst kind.

**Flat.** Hot water died on the 12th. Cold showers for a week in December — it was summer at least, but still, a 6am cold shower before an on-call weekend is a special kind of misery. The plumber sorted it in the end and the landlord paid, and he told me the cylinder is old and basically on borrowed time, which is Greg's problem, not mine. Tilly and I boiled the jug for the dishes like it was 1952.

**Running.** Best thing I did all year. Went from barely 8k in August to 15k in December. Got new shoes in November, which I swear made me faster even though that's not how shoes work. Then right before Christmas my knee started up again — outside of the right knee, the same niggle as October but worse — and on last Sunday's long run it got so bad I walked home. Booked a physio for January. Trying not to panic. There's still four months until the race.

**Whānau / reunion.** The reunion's turned into a full-on production. Aunty Ngaire has a committee and a spreadsheet and a group chat that goes off at 6am. Uncle Rewi's doing a proper hāngī for the Saturday night and is already talking about how many baskets. Kiri's doing T-shirts and there have been a LOT of opinions about colours. I'm staying out of it (I voted navy, and I'm right). I've got kids' games and Sunday breakfast. It's in March and I've already sorted my on-call swap with Hemi. Mum's doing the slideshow and keeps sending me photos at 11pm.

**Animals.** Both alive, both spoiled. Biscuit's elbows are bad in the cold, better in summer. Kūmara's bloods are stable. She sleeps on my head.

## Things I'm proud of
- ringing Priya
- running 15k
- learning my pepeha properly and saying it at the unveiling without notes
- not running off to Brisbane when that job came up
- the calf at the Marshalls' in June that came out backwards and lived

## Things I want for 2025
1. Buy a house. (lol. No but actually.)
2. Finish the half marathon. Under 2:15 would be amazing, under 2:05 would be a dream.
3. Get through the reunion without losing my mind, and get Koro's story recorded.
4. More dental work at the clinic; do the dental radiography course.
5. Go to bed before 10 on non-on-call nights. Stop doom-scrolling.
6. Keep up te reo — term 1 starts in February.
7. Be nicer to Mum on the phone when she rings during dinner.

## Work Christmas do (for the record)

The do was at the pub on Taupō Quay. Secret Santa: I got Janine and gave her a mug that says "I'm not bossy, I just know what you should be doing", which went down extremely well. Hemi got given a rubber chicken by Sam and carried it around all night. Bex and I did the quiz as a team and came second to the farm reps, who I'm fairly sure were cheating on their phones. Olivia left early, which now makes sense (she's been tired for weeks — I have my suspicions). Dianne gave a speech about the year, thanked everyone for covering the weeknights, and said "watch this space" about after-hours, which she's been saying since about 2022.

## House hunting — what I've learned so far

I've been to a few open homes just for practice and it's been an education:
- "Character" means draughty.
- "Low maintenance section" means concrete.
- "Handy to schools" means you will hear the bell at 8:55 every morning.
- Every single house in my budget has a bathroom from 1978 in a colour that doesn't exist anymore.
- Agents call you "hun". Every one of them.

Priya says not to fall in love with anything before I've got a lawyer lined up and the KiwiSaver sorted. Sensible. I will absolutely fall in love with something anyway.

## Te reo

Finished term 3. Matua Wiremu made us each stand up and do our pepeha and a short kōrero about our whānau, and I didn't freeze, which is a first. I'm going to keep going in February. My goal is to be able to follow the whaikōrero at the reunion without just nodding at the right moments.

## Random
- Sione's new year's resolution is to "cook more", which means nachos on a Wednesday.
- Kiri wants to do a whānau trip to Rarotonga in 2026. Nope. House first.
- Need to pay Tilly back for the Christmas lights.
- The Hendersons are selling the farm. End of an era. Koro was sad about that — same Hendersons whose tractor moved the house.
- Tilly's going to Ōhope for two weeks in January with her family. Sione and I will be feral without her. Someone has to buy the milk.
- Biscuit ate a whole Christmas mince pie off the bench at Mum's. He's fine. He's very pleased with himself.
- I should clean out my car. There are Harriers singlets in the back seat from October.
- Must ring Aunty Ngaire in the new year about the kids' games budget before she buys 40 sacks.
- Jess asked me what a vet nurse actually does all day. I talked for 20 minutes. She regretted asking.

Right. The sun's properly up and someone's making coffee inside. Meri Kirihimete, me.
"""

NOTES["notes/brain-dump-2025-03.md"] = """---
date: 2025-03-30
tags: [brain-dump, house, reunion, running]
---

# Brain dump — end of March (so much going on)

Long one. Sunday night, just back from a 14k cutback run. Legs fine, brain not. Writing everything down.

## The reunion moved (!!)

So the reunion's not in March anymore. Aunty Ngaire sent the change-of-date email on Valentine's Day, of all days, because the marae trustees got funding for the wharekai roof and the roofers could only come in March. Completely fair, the roof's been leaking for years — Koro says it leaked when he was a kid. But it meant I'd swapped my on-call weekend with Hemi for nothing, and I still owe him Easter, ha. And the new weekend lands right on one of my rostered on-call weekends, because of course it does. Hemi can't take this one, his daughter's getting married. So I need to find someone else and talk to Dianne. Future Aroha problem. (Next week Aroha problem.)

The kai situation changed too. Uncle Rewi's having his hip done, so he's out. The committee's sorted something else — Aunty emailed me about it. Rewi is apparently sulking but has agreed to "supervise".

Kiri's T-shirt vote closed ages ago and the colour is NOT navy. I'm over it. (I'm not over it.) And I still haven't sent her the sizes for me, Manu and Mum. Manu doesn't reply to texts. Mum says she's "between sizes". Ugh.

## The house stuff — actual decisions made

**Lawyer.** Priya gave me two names, plus there's the online conveyancing place everyone on the first home buyers Facebook group talks about, SettleQuick, which is a flat $895 and you never meet anyone. I rang around on my day off. I've gone with Hana Pirihi at Pirihi & Low. She's local, she answered the phone herself, she's done heaps of first home buyers, and Priya says she actually reads the LIM properly instead of skimming it. She'll also deal with the KiwiSaver side with Kererū, which after my experience with their forms is worth paying extra for on its own. She costs more than SettleQuick, but when something goes wrong at 4pm on settlement day I want a person I can ring, not a chatbot. Engagement letter's in my inbox, need to sign it and take my ID in to be certified.

**Loan structure.** I've been going round and round on fixed vs floating since September. Read way too many Reddit threads. Talked it through with the AI thing, talked to Manu (useless, he said "just fix it for five years lol"), talked to Tilly's dad, who was a bank manager in the 90s and has a lot of opinions about 1987. Decision: I'm going to split it. Most of the loan on a 2-year fixed, so I know exactly what I'm paying while I get used to having a mortgage, and $20k on floating so I can chuck the Christmas bonus, tax refund and any overtime at it without break fees. When the fixed bit rolls off, reassess. Priya and I are going through it properly in April, so if she says I'm being an idiot I'll listen, but that's what I want.

**Pay rise!** The new rate kicked in from the 1st and Priya got the bank to redo the pre-approval with the new payslips. It's a bit more now. Not a lot, but enough that a couple of Gonville places are back on the list.

**Boarder idea.** If I get a place with a spare room, I'm getting a boarder or a flatmate. Even $200–220 a week off the mortgage makes a massive difference. Tilly's cousin is moving here for a job at the hospital in winter and is looking for somewhere quiet. Tilly says she's tidy and goes to bed at 9. Perfect. Would have to check the insurance and tell the bank? Ask Priya.

**Open homes.** Puriri St in Gonville was THE ONE. Sunny lounge, fenced, a lemon tree. It sold for $541k to someone with a cash offer. I was gutted for about two days. Mum says "what's for you won't go past you", which I find both comforting and extremely annoying. Rata St is a do-up with a deadline sale on the 24th. Tiny kitchen. Six minutes from work. Thinking about it.

## Running

Longest run ever last weekend — 19.1k. I nearly cried at the end, partly joy and partly my toenail. The knee has been completely fine since I started doing the physio's exercises properly (like actually three times a week, not "when I remember"). Taper starts mid-April. The race is four weeks today. Goal: under 2:05 if the weather's kind, under 2:15 if it's not, and finish smiling either way.

Harriers moved the Tuesday meeting place a few weeks ago and it's so much better — toilets! lights! The club's doing pacing groups for race day and I'm going to try to hang on to the 2:05 group for as long as I can.

## Work

The new autoclave is in and it's terrifying. It has a touchscreen and it beeps at you like it's disappointed in you. Olivia's pregnant, due August, so we'll have a locum from July. Sam's threatening to retire every time a cow kicks him. The weeknights have been quieter this month, which has been amazing for my sleep.

I did a journal club on NSAIDs in old dogs and realised halfway through that I was basically presenting Biscuit's medical history. Dianne laughed.

Calving's long over but we've had a run of lame horses, and a goat that ate a tea towel (it lived, the tea towel did not). Janine has started a "weird things we pulled out of animals" whiteboard in the tearoom. Current leader: a hair tie, a whole sock, and a hearing aid, which the owner was very happy to get back, even after we told her where it had been.

CPD — still behind. Need to book a webinar.

## Flat

Sione changed the wifi because the neighbours had been using it (their kid was gaming on it, we could tell because our Netflix kept buffering at 4pm every day). Tilly's got a new boyfriend, Ben, who is very tall and very polite and eats all our bread. The hot water's held up since December.

When I move out I'll really miss these two. Tilly made me a "good luck with the mortgage" card with a drawing of a very stressed kiwi holding a house and I've stuck it on my wall.

## Whānau

Koro's not great. He had a fall in February — nothing broken, but he's slower and more confused in the evenings. Mum's going round every day. I haven't recorded his house story yet and I need to do it before the reunion. Taking my phone round next Sunday. No excuses.

Manu and Jess are engaged!! She rang me before he did. I like her more every day.

## Money snapshot (so I stop doing it in my head at 2am)

- The savings account is the highest it's ever been, and the spreadsheet is colour-coded, which Tilly says is a cry for help.
- Tax refund should land early April, straight into savings.
- KiwiSaver application is in with Kererū. Apparently there's always "one more form".
- I still have not bought a single Uber Eats since January. I have, however, bought a lot of two-minute noodles. Priya says that counts as discipline.
- Budget for the race weekend: entry's paid, massage is paid, the only cost left is the celebratory burger.

## Te reo

Term 1 is nearly done. We're doing kīwaha this term — everyday sayings — and I've been trying them out on Tilly, who now says "kia kaha" to me every time I leave for a long run. Matua Wiremu wants us to do a short speech at the end of term. I've got help drafting something for the reunion anyway, so I might use that and kill two birds with one stone. (Is that a bad phrase for a vet nurse? Probably.)

## Reunion jobs — where I'm at
- kids' games: sacks borrowed from the farm store, tug of war rope from the Harriers shed
- Sunday breakfast: Aunty says 20 dozen eggs, not 15. She's right, she's always right.
- the waiata: I know the first verse. The second verse is a work in progress.
- Nan's photos: Mum has scanned about 200. The slideshow will be three hours long at this rate.

## List for April
- sign Hana's engagement letter, certified ID
- on-call cover for the reunion weekend — email Dianne
- T-shirt sizes to Kiri (!!!)
- record Koro
- book a CPD webinar
- taper, sleep, don't get sick
- race pack pickup the Friday before the race

## Random
- Biscuit has learned that the sound of the running shoes means I'm leaving, and lies on them. Emotional blackmail.
- Kūmara's bloods are due again in July.
- The clocks go back next weekend. Extra hour of sleep, or extra hour of worrying about the race. We'll see.
- Need new togs. Mine have gone see-through at the back, which Tilly pointed out at the pools in a very loud voice.

Okay. Ten o'clock. Bed. Tommorow's a 7:30 start.
"""

# ---------------------------------------------------------------- plain text

TEXTS = {}

TEXTS["docs/house-sitter-sheet.txt"] = """HOUSE + PET SITTER SHEET - 23 Kemp Street, Springvale
(last updated 21/09/2024, for my Auckland trip - stick it on the fridge)

Me: Aroha 027 555 0123 (text is better than calling)
Vet: Riverbend Vets 06 555 0100 (after hours it's the same number)

KUMARA (ginger cat, 9, kidney disease - be nice to her)
- Food: renal biscuits ONLY - 1/3 cup in the morning and 1/3 cup at night.
  Bag is in the laundry cupboard, top shelf.
- No milk, no tuna, no ham, no matter how much she yells at you.
- Water: she likes the fountain by the heat pump. Top it up every day.

BISCUIT (staffy x, 11, arthritis)
- Food: 1 cup senior biscuits morning + night, plus a spoon of wet food.
- Meds: half a Carprieve 50mg tablet with breakfast. Hide it in a cube of
  cheddar and he'll swallow it whole.
- Walk: a short one round the block. He'll tell you when he's done.
  Not on hot days - his paws.

HOUSE
- Spare key: lockbox behind the gas bottle by the back door, code 1947.
- Wi-Fi: network KempSt_Whare, password Kumara&Biscuit24
- Bins: red bin out Monday night (collection Tuesday), glass every second week.
- Heat pump: remote lives on the bookshelf. If it plays up see Sione's heat pump
  sheet (also on the fridge).
- If the smoke alarm goes off when you make toast: it's the hallway one, wave a
  tea towel at it.

THANK YOU. There's Whittaker's in the freezer, help yourself.
"""

TEXTS["docs/afterhours-phone-howto.txt"] = """RIVERBEND VETS - AFTER-HOURS PHONE + LOCK-UP HOW-TO
Written by Aroha, Aug 2024, for new nurses (and for me at 6pm on a Friday when my brain is gone)

1. DIVERTING THE CLINIC LINE TO THE ON-CALL MOBILE
   - From the front desk phone (the grey one, NOT the cordless), dial
     *21* then the on-call mobile number then #
     On-call mobile: 027 555 0190
   - You should hear two beeps. Ring the clinic line from your own phone to test it.
   - Monday 8am: dial #21# from the same phone to cancel the divert.
   - If the divert won't take, ring the phone company helpdesk (number on the
     sticker under the phone) - it happens after power cuts.

2. LOCKING UP
   - Check the hospital ward: every patient has a card, water, and the
     overnight sheet filled in.
   - Back door sticks - lift the handle UP while you turn the key.
   - Drug safe: locked, keys in the key safe (Dianne has the code).
   - Alarm: the panel is by the staff entrance. Code 5820 then press AWAY.
     You have 45 seconds to get out. If it starts screaming, enter the code
     again and press OFF, then try again.
   - Last thing: lights off in the x-ray room (they get left on EVERY time).

3. WHEN YOU GET A CALL
   - Write every call in the callout book, even the silly ones.
   - Farm calls: ring the vet on call first, then head to the clinic for
     the farm kit (it's in the ute bay, restocked Fridays).
   - If in doubt, ring the vet. Nobody will be grumpy. (Sam might be a bit grumpy.)
"""

TEXTS["docs/heatpump-and-fusebox.txt"] = """HEAT PUMP + POWER STUFF @ 23 KEMP ST
(written by Sione, June 2024. if it's wrong, blame him)

HEAT PUMP (lounge)
- Remote lives on the bookshelf. Batteries: 2x AAA, spares in the kitchen drawer.
- Winter: HEAT, 20 degrees, fan on AUTO. Don't crank it to 28, it doesn't heat
  faster, it just costs more.
- Summer: COOL or DRY. DRY is good for the damp days.
- If the little green light flashes and it won't start:
    1. turn it off on the remote
    2. flip the isolator switch on the outside wall by the unit (grey box) OFF,
       wait 5 minutes, back ON
    3. still dead? check the switchboard (below)
- Clean the filters once a month (lift the front panel, they slide out, rinse
  in the laundry tub, let them dry properly before putting them back).

SWITCHBOARD / FUSES
- The switchboard is in the garage, behind the chest freezer. You have to pull
  the freezer out a bit. Torch on the hook by the door.
- Circuit 6 = heat pump. Circuit 3 = kitchen plugs. Circuit 9 = hot water.
- If something trips, unplug the last thing you turned on, then flip it back up.
- DON'T touch the hot water circuit unless the plumber says so.

POWER COMPANY
- Account is in my name. Bills come monthly, we split three ways.
"""


def build():
    for path, text in NOTES.items():
        write_text(path, text)
    for path, text in TEXTS.items():
        write_text(path, text)
    return list(NOTES) + list(TEXTS)
