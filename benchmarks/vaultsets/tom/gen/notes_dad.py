# -*- coding: utf-8 -*-
"""Notes about Dad (Emmanuel) - care plan, LPA, med list."""

FILES = {}

FILES["notes/dad/dad-care-plan.md"] = """---
title: Dad - care plan and everything you need to know
created: 2025-01-19
updated: 2025-09-14
tags: [dad, care, cardiff, family]
---

# Dad - care plan

This is the note I send (bits of) to anyone new who helps with Dad: the agency, Chioma when she covers, the
day centre. It's the long version. **Last properly updated 14 September 2025** after the Ty Gwyn review.

## Who Dad is

**Emmanuel Okafor**, 79. Born in Enugu in 1946, came to Cardiff in 1971 to study and never left. Drove buses for
Cardiff Bus for 31 years (routes 27 and 62 mostly - he will tell you about them). Married to Mum (Grace) for
44 years; she died in 2019. Two children: me (Tom, Bristol) and my sister **Chioma** (Manchester).

He lives on his own at **8 Heol Derwen, Whitchurch, Cardiff CF14 1XX** - the terraced house we grew up in.
Two bedrooms, bathroom upstairs, downstairs loo fitted in 2023. He's steady on his feet, walks to the shops
on Merthyr Road most days and to church on Sundays (St Mary's, though he goes less now).

## The diagnosis

- Memory clinic (Memory Assessment Service) with **Dr Nia Harcourt**, consultant old-age psychiatrist.
- Diagnosed with **Alzheimer's disease, early stage**, on 15 January 2025, after about a year of us noticing
  things - repeated phone calls, missed bills, the burnt pans.
- MMSE at diagnosis 23/30. At the April review 22/30. "Stable" is the word they use.
- Dr Harcourt reviews him every six months or so; the GP does the day-to-day.

## Getting into the house

- Key safe to the left of the front door, behind the hanging basket bracket. **Key safe code: 3916.**
- Neighbour **Gareth Lewis** at no. 10 has a spare key and is home most days (retired postman). Mobile 07700 900214.
- Dad locks the back door and hides the key in the teapot. Always check the teapot.

## Care - current arrangement (from Monday 4 August 2025)

Agency: **Ty Gwyn Care** (Whitchurch/Llandaff area). Care manager: **Sioned Evans**. Office number and
out-of-hours number are in Sioned's start e-mail (July) - saved in my phone as "Ty Gwyn office".

| When | What | Who |
|---|---|---|
| **Mon-Fri 8:30-9:30** | Breakfast, prompt tablets, help with a wash/shave, check the fridge, put the radio on | **Bethan Pryce** (regular carer) |
| **Sunday 12:00-1:00** | Lunch (usually reheating what Chioma or I left), tablets check, chat | rota - usually Owain or Mair |
| Wednesday | Whitchurch Day Centre 10-3 (from September) - minibus picks him up 9:40 | day centre staff |
| Saturday | no visit - Chioma or I phone at breakfast, Gareth pops round | family |

Bethan has been brilliant - same face every weekday, which is the whole point. Dad calls her "the Pryce girl"
and tells her bus stories. She's worked out that he'll take his tablets if she puts them next to his tea, not on
a saucer on their own.

Cost: 28.50 an hour, invoiced monthly. Attendance Allowance (higher rate, awarded August) covers about half.

### Before Ty Gwyn (history, so we don't repeat it)

- Jan - May: **Cwtch Homecare**, two visits a week (Tue & Fri mornings).
- June - July: Cwtch increased to three (Mon/Wed/Fri) after Dad got lost in June (see below).
- Problems with Cwtch: eleven different carers in five months, two missed visits with no phone call, and nobody
  read the notes. Dad hated having "a new stranger every time". We gave notice in July and moved to Ty Gwyn.

## Medication (current)

| Medicine | Dose | When | What for |
|---|---|---|---|
| **Donepezil** | **10 mg** | **morning**, with breakfast | Alzheimer's |
| Amlodipine | 5 mg | morning | blood pressure |
| Atorvastatin | 20 mg | night | cholesterol |

Donepezil history: started 5 mg at night (20 Jan), increased to 10 mg from 14 April after the clinic review,
moved to the morning from 25 August because he was having vivid dreams (GP's suggestion - it worked).

Pharmacy: **Whitchurch Road Pharmacy** do weekly blister packs, delivered Thursdays. If the pack looks wrong,
ring them before doing anything.

## What Dad likes (and doesn't) - please read this bit

- Call him **Emmanuel** or **Mr Okafor**. **Never "Manny"** - a carer from the first agency did and he didn't
  speak to her for the whole visit.
- Music: highlife. Victor Olaiya, Osita Osadebe, Rex Lawson, also Jim Reeves (don't ask). There's a CD player in
  the kitchen with a pile of CDs. Music works better than anything when he's agitated.
- Radio: BBC World Service in the morning, Test Match Special in summer.
- Tea: strong, milk, **two sugars**. He'll say he doesn't take sugar. He does.
- Food: pepper soup, jollof rice, fried plantain, rice and stew. Chioma freezes portions. He **hates porridge**
  ("prison food") - don't offer it, he gets upset. Toast and eggs are fine.
- He likes to be asked, not told. "Shall we..." not "Now we're going to...".
- Don't rush him. Ten minutes of bus stories at the start of a visit saves twenty minutes of refusing later.
- He's proud. He doesn't like people seeing him confused. Don't correct him in front of others.

## A typical good day

- Up about 7. Radio on (World Service). Puts the kettle on and forgets it about twice.
- Bethan arrives 8:30 on weekdays: breakfast (toast and eggs, or leftover rice and stew - he'll eat that at any
  hour), tablets, wash and shave, bins, a check of the fridge for anything past its date.
- Mid-morning: walk to the shops on Merthyr Road. He buys the same things every day (bread, the paper, a Lucozade).
  The newsagent knows him and rings Gareth if he seems muddled.
- Lunch: something from the freezer, usually. He can use the microwave, not the oven (isolator).
- Afternoon: TV, a nap, sometimes a phone call to his old bus-driver friend Clive.
- 6pm: Chioma rings. This is sacred. If she's on a late shift, I ring.
- Evening: TV, tea, bed about 10. Night tablet from the blister pack (the statin).

## A bad day - signs and what helps

Signs:
- He phones me three or four times in an hour about the same thing (usually post, or money).
- He says Mum is "out at the market" and will be back soon.
- He gets cross and says people have been moving his things.
- He tries to go to work.

What helps:
- Don't argue about facts. If he says Mum's at the market, "she'd like you to have your tea first, Dad" works
  better than telling him again that she died. (The memory nurse told us this and it felt awful at first. It works.)
- Music. Put a CD on - highlife - and sit with him. It's honestly like a switch.
- A cup of tea and a walk round the block.
- Reduce noise - TV off, radio on low.
- Tell Bethan/Ty Gwyn so they know for the next visit.

## Health, apart from the memory

- Blood pressure: on amlodipine, well controlled at the last GP check (132/80).
- Knees: arthritis in both, the right is worse. Paracetamol when needed. Physio said a stick; he refuses.
- Hearing: worse this year. Telly too loud. Needs a hearing test (see to-do).
- Eyes: optician every two years, last one Nov 2024 - reading glasses only.
- Teeth: dentist on Heol Don, he hasn't been since 2023. Add to the list.
- Flu and covid jabs: booked through the GP each autumn - Bethan reminds him.

## Notes from the Ty Gwyn one-month review (8 September)

Me, Chioma, Sioned, and Dad (for the first half). What we agreed:
- Visits stay as they are. Sioned thinks an evening visit may be needed "in the next six to twelve months" -
  we'll review at Christmas.
- Bethan to keep a short diary in the blue folder so Chioma and I can see how each morning went.
- The day centre on Wednesdays is a trial for six weeks - Dad says it's "full of old people". He's 79.
- Ty Gwyn have the health & welfare LPA copy on file.
- Invoice goes to me; Chioma and I split it from Dad's account as agreed.

## Longer term (things we've talked about but NOT decided)

- More visits (evenings) before anything else.
- A lodger or live-in carer - Dad hates the idea.
- Moving nearer to one of us - he won't leave Whitchurch, and honestly, moving him would probably make the
  confusion worse.
- A care home one day. We said we'd look at a couple "just to know", so it's not a panic decision later.

## Safety

- **14 June 2025**: Dad went out to "catch the 27" in the afternoon and didn't come back. Found five hours later at
  Cardiff Central bus station by a police officer who saw he was confused. Nobody hurt, but it frightened all of us.
  Since then: a GPS watch (SafeStep - the app is on my phone and Chioma's), the Herbert Protocol form lodged with
  South Wales Police (photo, places he might go - the bus station, the old depot, Mum's grave at Thornhill), and
  more care visits.
- Cooker has an isolator switch by the door - Bethan switches it off when she leaves.
- Smoke alarms tested monthly (the fire service fitted linked ones for free).

## Family rhythm

- I go to Cardiff **every other Sunday** (about 50 minutes down the M4 if the bridge is kind). Shopping, bills,
  haircut, a walk round Forest Farm.
- Chioma comes the Sundays I don't, once a month at least, and phones him every day at 6pm.
- Rachel and the kids come with me once a month. Kofi and Dad watch the cricket highlights together and both
  fall asleep.

## Money and legal

- Lasting powers of attorney (both types) registered in June - see the LPA note.
- Pension (Cardiff Bus/LGPS + state pension) - Chioma organises the paperwork - into his Nationwide current account.
- Council tax, energy, BT on direct debit from that account.

## Contacts

| Who | What | Number |
|---|---|---|
| Dr Aled Rhys-Morgan | GP, Whitchurch Village Surgery | 029 2018 0192 |
| Dr Nia Harcourt | Memory Assessment Service | via clinic secretary |
| Ty Gwyn Care - Sioned Evans | care manager | see July e-mail |
| Bethan Pryce | regular carer | via Ty Gwyn only |
| Whitchurch Road Pharmacy | blister packs | 029 2018 0655 |
| Gareth Lewis | neighbour, spare key | 07700 900214 |
| Chioma Okafor | sister | 07700 900633 |

## To do

- [x] Herbert Protocol form (June)
- [x] GPS watch set up
- [x] All About Me form to Ty Gwyn (Aug)
- [ ] **Tell Nationwide about the LPA** (need an appointment at the branch with the original or a certified copy)
- [ ] Cancel the Cwtch Homecare direct debit - they took August by mistake, refund promised
- [ ] Ask Dr Rhys-Morgan about a hearing test - he's turning the telly up to 60
- [ ] Blue badge application? (Probably not yet)
"""

FILES["notes/dad/lasting-power-of-attorney.md"] = """---
title: Dad's lasting powers of attorney (LPA)
created: 2025-02-08
updated: 2025-09-20
tags: [dad, legal, lpa]
---

# Dad's lasting powers of attorney

Done while Dad still clearly had capacity - Dr Harcourt said "sooner rather than later" in January.

## What we have

| Type | OPG reference | Registered |
|---|---|---|
| Property and financial affairs | **M-7731-2284-5510** | 18 June 2025 |
| Health and welfare | M-7731-2284-5627 | 18 June 2025 |

- **Attorneys:** me (Tom) and Chioma, **jointly and severally** - either of us can act alone. (Chioma is
  better with the money stuff; I'm closer for emergencies.)
- **Replacement attorney:** none. Maybe add Rachel? Too late now unless we redo it.
- **Certificate provider:** Revd Olu Adeyemi, who has known Dad for 30+ years through church.
- Signed at Dad's kitchen table on 8 Feb 2025. Posted to the Office of the Public Guardian on 10 Feb. Registration
  took just over four months.
- Life-sustaining treatment: Dad chose option A (attorneys can decide). He was very clear about it.

## Where the originals are

- The two original registered LPAs: fireproof box, top shelf of the box room cupboard (at ours).
- Certified copies: Chioma has two of each. I have three of the property & finance one.
- Online "use a lasting power of attorney" service: activated, access codes generated as needed.

## Who's been told

- [x] Cardiff Council (council tax) - July
- [x] DWP (state pension) - July
- [x] Cardiff Bus / LGPS pension - August
- [x] Ty Gwyn Care (health & welfare copy) - August
- [x] GP surgery - copy on his record
- [ ] **Nationwide** (his current account + savings) - need to book a branch appointment, they want to see the
      original. Queen Street branch. Keep meaning to do this on a Cardiff Sunday - but branches are shut on
      Sundays. Need a weekday off.
- [ ] BT (phone/broadband)
- [ ] Premium Bonds (NS&I)

## Notes

- Keep a log of any big decisions made as attorney (the care agency switch, the day centre).
- Chioma and I agreed: any spend over 500 from Dad's money, we both agree first by text.
"""

FILES["docs/dad-medication-list-feb2025.txt"] = """EMMANUEL OKAFOR - MEDICATION LIST
(copy for the kitchen drawer, the carers' folder and Chioma)
Written: 3 February 2025 by Tom

DOB: 02/05/1946
Address: 8 Heol Derwen, Whitchurch, Cardiff CF14 1XX
GP: Dr Aled Rhys-Morgan, Whitchurch Village Surgery
Allergies: penicillin (rash)

CURRENT MEDICINES
-----------------
Donepezil 5mg    - ONE tablet at NIGHT (bedtime)   - started 20 Jan 2025 (memory clinic)
Amlodipine 5mg   - ONE tablet in the MORNING       - blood pressure
Atorvastatin 20mg - ONE tablet at NIGHT            - cholesterol

Paracetamol 500mg - up to 2 tablets 4 times a day if needed (knee). Max 8 in 24 hours.

HOW THEY COME
-------------
Weekly blister pack from Whitchurch Road Pharmacy, delivered on Thursdays.
The carers from Cwtch Homecare prompt the morning tablets on their days (Tuesday and Friday).
On other days Chioma rings at 6pm and reminds him about the night ones.

IF SOMETHING LOOKS WRONG
------------------------
- Missed a dose: do NOT double up. Carry on next time.
- Took two by mistake: ring NHS 111 Wales and tell them donepezil.
- Sickness/diarrhoea for more than a day: ring the GP.
"""
