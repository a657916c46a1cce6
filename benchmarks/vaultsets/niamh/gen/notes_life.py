from common import write, dedent

AUDIT = dedent("""
---
title: Cuan Ward - audit plan Q1 2026
created: 2026-01-06
updated: 2026-03-01
owner: Niamh Ó Ceallaigh (CNM2)
tags: [work, audit, IPC, PEWS, quality]
---

# Cuan Ward - audit plan, Q1 2026

Cuan Ward is the 24-bed general paediatric medical ward on Level 3 of Lee Valley University
Hospital (LVUH), with a 4-bed high-dependency bay. I'm one of two CNM2s; Fiona Daly is the CNM3 for
paediatrics and the audits go up through her to the Director of Nursing and to IPC.

This note is my working plan for the quarter. I keep it here rather than on the ward PC because I
do most of the thinking on the bus or on the couch after a day shift.

## What's due this quarter

| Audit | Standard | Sample | Who | Due |
|---|---|---|---|---|
| Hand hygiene (WHO 5 moments) | ≥90% compliance | 30 opportunities, observed across days/nights | me + Chidi (trained observer) | results to IPC **Fri 20 March** |
| PEWS charts | complete obs set + correct score + escalation documented | 10 charts a week, random beds | rotating staff nurse, I check | weekly, summary end of March |
| Medication fridge temps | twice daily log, no gaps | full quarter | night CNM/staff nurse in charge | end of March |
| Resus trolley checks | daily check signed, weekly full check | full quarter | staff nurse in charge | ongoing |
| Peripheral IV care bundle | VIP score each shift, date of insertion | 20 lines | me | end of March |
| Falls / cot-side checks | risk assessment on admission for under-2s | 15 charts | Laura Kiely | end of March |

## Hand hygiene - the plan

Last quarter we came in at 84%, mostly because of moment 4 (after touching a patient) when people
go from one cot to another in the HDU bay, and moment 5 (after touching patient surroundings) -
the big one is parents' chairs and the cot-side rails. Doctors on the morning round were the worst
group, nurses were 91%.

What I'm doing about it:
1. A five-minute huddle on hand hygiene at the 08:00 safety pause, twice a week for a month.
2. Alcohol gel at the foot of every cot in HDU (Facilities promised brackets - chase).
3. Observation sessions spread across day and night, weekdays and weekend, so it's not just
   Tuesday mornings when everyone knows I'm watching.
4. Feed back by staff group, not by name.
5. Put the result on the staff room board, whatever it is.

Observation sessions so far:
- 14 Jan (day) - 8 opportunities
- 24 Jan (night) - 6 opportunities
- 10 Feb (day, ward round) - 9 opportunities
- still need about 7 more opportunities including at least one weekend session

## PEWS chart audit

The Irish PEWS chart has been in use on the ward for years but the escalation box is where
documentation falls down: the score is right, the call is made, but nobody writes down who was
called and what they said. The audit tool is the standard one from the national programme, ten
charts a week, chosen by the random bed list in the audit folder.

Findings so far (weeks 1-8): obs set complete 96%, score correct 93%, escalation documented 71%.
That last one is the problem. Plan: a sticker prompt on the chart front, and I'll teach it at the
next two study mornings. Chidi has offered to do a poster. (He is keen - I need to make sure he
doesn't take on too much in his first year.)

## Med fridge

Two gaps in January, both on nights when the ward was flat out. Not acceptable but understandable.
Talked to the night staff; a reminder now pops up on the ward handheld at 22:00 and 06:00.

## IV care bundle

Doing this myself because I want to see the lines. VIP scoring is good; the gaps are dates of
insertion on the dressing. Going to ask for the date stickers back - Procurement swapped them
for a cheaper label that smudges.

## Things I need to do (the actual to-do list)

- [x] pick the random beds for PEWS weeks 1-8
- [x] hand hygiene observation - day session 1
- [x] hand hygiene observation - night session
- [ ] hand hygiene observation - **weekend session** (I'm on days Sat 7th... no, swapped. Next weekend
  day shift: check rota)
- [ ] enter all hand hygiene data into the IPC spreadsheet and send to IPC by **Fri 20 March**
- [ ] PEWS summary for Fiona by 31 March
- [ ] chase Facilities re gel brackets in HDU
- [ ] IV bundle - last 6 lines
- [ ] falls audit - check Laura's sample is done
- [x] book PALS recert (see CPD log)

## Notes for the report (so I don't forget the good bits)

- The night staff have been brilliant on the fridge log since the reminder went on.
- Parents' feedback on the HDU bay has been lovely - two compliment cards this month.
- The student nurses on placement did their own mini hand hygiene audit on their own practice and
  were harder on themselves than I'd ever be. Mention them by name in the report (Saoirse, Tadhg).
- We had three PEWS escalations to the reg in one night in February that were all documented
  perfectly - Chidi was in charge of the bay. Use as the example.

## Background numbers (for the report intro)

| Quarter | Hand hygiene | PEWS escalation documented | Med fridge gaps |
|---|---|---|---|
| Q2 2025 | 88% | 74% | 1 |
| Q3 2025 | 86% | 69% | 3 |
| Q4 2025 | 84% | 72% | 2 |
| Q1 2026 (so far) | in progress | 71% | 2 |

The trend on hand hygiene is going the wrong way and it's the one the Director of Nursing looks at
first. I want to turn it before the summer when the new interns arrive and everything resets.

## Meeting with Fiona (19 Feb)
- She's happy with the plan. Wants the hand hygiene result on time this quarter - last quarter two
  wards were late and IPC escalated it.
- Suggested I present the PEWS escalation work at the paediatric governance meeting in May.
- Asked whether I'd take on the ward's link role for the new electronic obs system when it comes
  (probably 2027). Said I'd think about it. (Thinking: no, unless something else comes off my desk.)
- Laura to cover CNM2 for my April annual leave; Chidi can act as nurse in charge on nights from
  April under supervision.

## Staffing notes that affect the audits
- Two staff nurses on maternity leave from February; one agency nurse on a block contract - make sure
  she's included in the hand hygiene observations (agency staff are often missed).
- Chidi's supernumerary period finishes end of March.
- Student nurses on placement until mid-April: good extra eyes for the fridge log.

## For next quarter

- Pressure area audit for the long-stay kids.
- Look at discharge letters - parents are leaving without a copy too often.
- Re-do hand hygiene with the doctors specifically; talk to the paeds consultant lead.
- Sepsis 6 for paeds - timing of first antibiotic dose.
""")

CPD = dedent("""
---
title: CPD log 2025-26
tags: [work, cpd, nmbi]
---

# CPD log - Niamh Ó Ceallaigh, RGN RCN (children's), CNM2

NMBI annual retention: paid 12 Dec 2025 (renewal every January). Keep certificates in the
"CPD" folder on the laptop and a copy on the phone.

| Date | Activity | Hours | Evidence |
|---|---|---|---|
| 18 Sep 2025 | Paediatric sepsis update (online, HSeLanD) | 2 | cert |
| 2 Oct 2025 | Safeguarding children - Children First refresher | 3 | cert |
| 23 Oct 2025 | Preceptor workshop (for Chidi's first year) | 6 | attendance |
| 14 Nov 2025 | Nurse-led discharge study morning | 3.5 | attendance |
| 15 Jan 2026 | Medication safety - high alert meds in paeds | 2 | cert |
| 11 Feb 2026 | Leading audit and QI on the ward (CNM programme module) | 7 | cert |
| **24 Mar 2026** | **PALS recertification** - booked | 8 | - |

## PALS recert

- Tue 24 March 2026, 08:30 start, full day.
- Venue: **Clinical Simulation Suite, Level 1, Lee Valley Education Centre** (the new building
  behind the multi-storey car park, not the old education centre in the main hospital).
- Pre-course MCQ online must be done a week before. Bring the manual.
- Rostered as a study day, so no shift that day.

## Reflections (short)

- Sepsis update: reminded me how fast a quiet toddler can turn; re-taught the PEWS escalation
  piece at handover that week.
- Preceptor workshop: be explicit about expectations, write them down, check in weekly. Doing
  it with Chidi on Thursdays.
- Audit/QI module: the PEWS escalation documentation is my QI project for the module.
""")

DAD_CARE = dedent("""
---
title: Dad - care plan and who's who
created: 2025-10-12
updated: 2025-11-30
tags: [dad, dementia, home-care, family]
---

# Dad (Donal Ó Ceallaigh) - care plan

Dad is 78 and lives on his own at 3 Bóthar na Coille, Ballincollig, in the house we grew up in. Mam
(Máire) died in 2019. He was an ESB linesman for forty years and still tells you which poles he put
up on every road between here and Macroom. He was diagnosed with early Alzheimer's disease at the
memory clinic in LVUH in September 2025, after a year of us noticing things: the same story three
times in an hour, the car keys in the fridge, a pot burnt dry, and then the time he got the bus to
the city and couldn't remember why.

Cathal (my brother) is in Galway and rings him every evening at 7. He comes down about once a month.
I'm the one nearby, so I'm the one on the lists as next of kin, and I have power of attorney now (the
enduring one was registered in October).

This note is the master copy. If anything changes I update it here first and then tell Cathal.

## About Dad - what matters to him

What he likes:
- **The hurling.** Cork, obviously, and Na Piarsaigh because his father played. League and
  championship on the radio, Saturday sport on the local station. He will talk about 1999 and 2005
  for as long as you let him.
- His **tea strong with two sugars**, in the big blue mug, not a cup.
- The crossword in the evening paper (he does less of it now but he likes having it beside him).
- A walk down to the weir and back - about 25 minutes at his pace - most mornings it's dry.
- Oisín. He lights up. He asks Oisín about hurling and then gives him tactical advice from 1978.
- Old photos, especially the ones from West Cork when he was a boy.
- A bit of order: dinner at one, tea at six, the news at nine.

What he doesn't like:
- Being rushed. If you rush him he digs in and then it takes twice as long.
- **Showers in the evening** - he's always washed in the morning and says an evening shower
  "keeps you awake all night". Don't fight it.
- Loud TV, or more than two people talking at once.
- Being "minded". He'll accept help if it's framed as company, or as him doing you a favour.
- Strangers in the kitchen without being introduced properly. New carers need to be brought in by
  someone he knows the first time.

## Diagnosis and clinic
- Memory Assessment Clinic, LVUH, under Dr Anjali Menon (consultant geriatrician).
- Diagnosed Sept 2025: Alzheimer's disease, early stage. MoCA 23/30 in September.
- Started donepezil in October.
- Review in three to four months (January) to see how he tolerates it and whether to go up.

## Medication (as of Nov 2025)
Blister packs made up weekly by **Ó Riordáin's Pharmacy, Main Street, Ballincollig** - they deliver on
Fridays, or I collect if I'm passing. The pack sits in the press beside the kettle.

| Medicine | Dose | When | For |
|---|---|---|---|
| Donepezil | **5 mg** | at night | Alzheimer's |
| Amlodipine | 5 mg | morning | blood pressure |
| Atorvastatin | 20 mg | night | cholesterol |
| Vitamin D3 | 1000 units | morning | bones |

Night tablets: he takes them himself after the news. Cathal reminds him on the 7pm call; the evening
carer puts the night pod out on the saucer on the days they're in.

## Home support
Dad has a home support package through the HSE, provided by **Cúram Home Care** (agency, Ballincollig).
Co-ordinator: **Sinéad Barry** (021 555 0134, office hours; out-of-hours number is on the fridge).

From 1 December 2025 (new schedule):

| Day | Time | Carer | What |
|---|---|---|---|
| Mon-Fri | 08:30-09:30 | **Marta Kowalczyk** | breakfast, morning tablets, wash/dress prompt, check the kitchen |
| Mon, Wed, Fri | 17:00-17:45 | Joseph Mensah | tea, night pod out, lock up the back door |
| Sat, Sun | 09:00-10:00 | Joseph Mensah | breakfast, morning tablets, a walk if dry |

Marta is the one he likes best - she lets him tell her about the poles. Joseph is great too and
Dad tells him all about hurling, but he took a few weeks to warm to him.

The front door key is in the **key safe** to the left of the front door, behind the fuchsia.
Code **4417**. (Carers, Cathal, the PHN and me have it. Nobody else.)

## Public health nurse
**Bríd Hennessy**, PHN, Ballincollig Health Centre. Visits about every six weeks and did the original
home support assessment and the falls/home safety check. She's the one to ring about extra hours,
aids (he has a shower chair and a raised toilet seat now), and the day centre. Very practical.
Direct line 021 555 0127.

## GP
Dr Kieran Lucey, Ballincollig. He's known Dad thirty years. Bloods every six months.

## Day centre (thinking about it)
Bríd mentioned the day centre in Ballincollig - Tuesdays and Thursdays, bus collection, dinner and
activities. Dad's first reaction: "I'm not going to a place for old people." Cathal thinks it'd be
good for him. I think it might be good in the spring. Not deciding anything yet. Parking it.

## Evenings - the "teatime wobble"
Since the clocks went back Dad gets unsettled from about four o'clock: restless, going to the front
door, asking where Mam is or saying he has to go to work. The clinic called it sundowning. What
helps (so far):
- Lights on before it gets dark, curtains closed early.
- The radio on low - sport or music, never the news at that time.
- A small job: folding the tea towels, sorting the post.
- Not arguing about Mam. "She's not here now, Dad. Tell me about when you met her." Works nine
  times out of ten.
- Tea and a biscuit at half four.

## Safety
- Gas cooker has an automatic shut-off valve now (fitted Oct).
- Smoke alarms tested monthly (carer checks on the first Monday).
- He doesn't drive any more - car sold in August. This was a big one.
- A "where I live" card in his wallet with my number.
- Door sensor? Talking about it. He'd hate it.

## Money and admin
- Pension paid into his credit union account; I have access via the power of attorney.
- Home support is free; the pharmacy is on his medical card.
- Household bills on direct debit.

## How we got here (so I don't rewrite history later)
- **Summer 2024**: first things we noticed. Repeating stories, missing a hurling match he'd been
  looking forward to for weeks because he thought it was the following Sunday. Put it down to age.
- **Christmas 2024**: he couldn't work out the new remote and got very upset, which wasn't like him.
  Cathal noticed he'd stopped doing the crossword properly - filling in the squares with any word.
- **Spring 2025**: the pot burnt dry. The smoke alarm went and the neighbour, Peg, came in. He
  laughed it off. Dr Lucey did bloods and a memory screen and referred him to the memory clinic.
- **June 2025**: the day he got the bus to the city and couldn't remember why. A guard brought him
  home. That was the day I stopped pretending.
- **August 2025**: the car. Hardest conversation I've ever had with him, including telling him
  Mam's scan results. He didn't speak to me for three days. Now he says he "gave it up himself".
  We let him.
- **September 2025**: diagnosis at the memory clinic. He took it better than I did.
- **October 2025**: home support started, gas valve fitted, donepezil started, power of
  attorney registered.

## A normal week (as of late Nov 2025)
| Day | Morning | Afternoon | Evening |
|---|---|---|---|
| Mon | carer 08:30, walk to the weir | meals on wheels at one | carer 17:00, Cathal rings |
| Tue | carer 08:30 | I call in if I'm off / on nights | Cathal rings |
| Wed | carer 08:30 | meals on wheels | carer 17:00, Cathal rings |
| Thu | carer 08:30 | Oisín calls in after school sometimes | Cathal rings |
| Fri | carer 08:30, pharmacy delivers | meals on wheels | carer 17:00 |
| Sat | carer 09:00 | me (if I'm off) - shopping, the big clean | hurling on the radio |
| Sun | carer 09:00 | dinner with us in Ballinlough every second Sunday | Cathal rings |

The gaps are Tuesday and Thursday afternoons and the evenings when nobody's there. Those are the
times he's most likely to wander out or get muddled.

## If something goes wrong
- **He's not answering the phone**: ring the carer agency first (they'll know if someone's been),
  then Peg next door (087 555 0103), then go.
- **He's fallen**: if he's hurt or can't get up, 112. If he's fine, still tell Dr Lucey's surgery
  and the PHN - falls change the care plan.
- **He's upset in the evening and won't settle**: ring him, put the hurling on, talk about the
  poles. If it goes on past nine, ring me, whatever shift I'm on.
- **He's out and we don't know where**: ring the guards straight away - they're very good about it
  in Ballincollig - and then the weir, the church, the old ESB depot. Photo of him on my phone
  (updated October).
- **Medication muddle**: the pharmacy can tell you exactly what's in each pod.

## Questions for the January clinic
- Can the dose go up? Is it doing anything?
- Is anything else contributing to the evenings (pain, bladder, sleep)?
- What do we watch for on a higher dose?
- Is the day centre a good idea or will it confuse him?
- When do we start talking about the longer term (more hours, nights, respite)?

## Notes for Cathal
- You're brilliant on the phone. Keep the 7 o'clock call - or move it earlier if the evenings get
  worse.
- When you come down, do one job he used to do for you (the gutters, the hedge) and let him
  supervise. It's the best hour of his month.
- Don't correct him about Mam. I know it feels like lying. It isn't kindness to make him grieve
  every day.

## Contacts (quick list)
- Cúram office: 021 555 0134
- PHN Bríd Hennessy: 021 555 0127
- Dr Lucey's surgery: 021 555 0101
- Ó Riordáin's Pharmacy: 021 555 0112
- Cathal: 087 555 0190
- Memory clinic secretary: 021 555 0160
""")

MEMORY_JAN = dedent("""
---
title: Memory clinic review - 28 Jan 2026
date: 2026-01-28
tags: [dad, dementia, memory-clinic, medication]
---

# Dad - memory clinic review, Wed 28 Jan 2026

Dr Menon (and a registrar, Dr Farouk). I went with him; Cathal on speakerphone for the last bit.

## What they did
- MoCA again: **21/30** (was 23 in September). She said a small drop is expected and the test is
  noisy, not to read too much into two points.
- Weight steady. BP 138/82. Pulse 68 - checked because donepezil can slow the heart.
- Asked about sleep, appetite, mood, falls, the evenings. I told her about the teatime restlessness.

## What changed
- **Donepezil goes up from 5 mg to 10 mg at night, starting Monday 2 February.**
- She said if he gets vivid dreams or nightmares on the higher dose we can ask the GP to move
  it to the morning rather than stopping it.
- Watch for: nausea, loose bowels, loss of appetite, dizziness, a slow pulse (<55), falls.
- Pharmacy to be told so the blister packs change - I rang them from the car park.

## Other
- She's happy for him to try the day centre; thinks the routine and company would help the
  evenings.
- Review again in about three months; the letter with the date will come in the post / by e-mail.
- She'll write to Dr Lucey.

## My notes
Dad was great in the clinic - charming, chatty, told Dr Farouk about his poles. Then in the car he
asked me twice where we'd been. That's the gap: the clinic sees him at his best.
""")

SWIM = dedent("""
---
title: Na Rónta - winter swimming
created: 2025-09-29
updated: 2026-02-15
tags: [swimming, sea, club, winter]
---

# Na Rónta - winter sea swimming

"The seals". A loose club of about forty people, mostly women, a few brave men, one retired
judge. Organised by **Deirdre Mac Carthy**, who runs the list and the WhatsApp and knows the tide
tables by heart.

## When
- **Sunday 9:00** - the main swim, biggest crowd, tea and cake after.
- **Wednesday 7:15** - the early one; I do it when I'm off or coming off nights (risky - see rules).
- Season runs October to end of March. Last swim this season: Sun 29 March.

## Where (meeting point)
- From October to Christmas we met at the **Carraig Dhubh slipway**.
- Storm Éabha (3-4 Jan) took a chunk out of the slipway and the council has it fenced off.
- **Since Sunday 11 January 2026 we meet at the Old Boathouse at Trá Bheag** - park in the gravel
  car park behind it, change in the lee of the boathouse wall, get in off the sand to the left of
  the rocks. This is the meeting point for the rest of the season (Deirdre confirmed in Feb).
- Christmas Day dip was at Poll an Róin beach (a special one - see the mail).

## My kit and how I like to do it
- **No wetsuit. Ever.** Togs only - the whole point is the cold. I tried a wetsuit once in Kinsale
  years ago and hated it: it felt like being vacuum-packed and I couldn't feel the water at all.
- Neoprene **socks** and **gloves** from December to March, because my feet go numb on the stones
  and then I can't do the buttons afterwards.
- Bright orange hat + tow float, always.
- Changing robe (the big green one Oisín calls "the tent").
- Flask of tea - strong, no sugar - and a hot water bottle in the bag for the drive.
- Layers laid out in the order I'll put them on. Hat and socks first.

## How long
The rough rule is a minute per degree and I stay well under it in January. Usually 8-12 minutes in
Oct/Nov, 5-7 in Jan/Feb. The log is in `data/swim-log-2025-26.csv`.

## My rules
1. Never alone. Buddy up, say who you're with.
2. Not after a night shift if I've had less than 2 hours' sleep. (I've broken this twice.)
3. Out as soon as the hands go claw-like.
4. Get dressed *before* the tea, not after.
5. No hot shower straight after - let the body warm up from the inside.
6. If Deirdre says no, it's no.

## Why I do it
Because it's the only two hours a week nobody needs me. Because after a bad night on the ward, the
cold wipes it. Because of the women - the chat on the sand is the best therapy in Cork.
""")

GAELTACHT = dedent("""
---
title: Oisín - Gaeltacht 2026
created: 2025-11-15
updated: 2026-02-14
tags: [oisin, gaeltacht, irish, summer]
---

# Oisín - Gaeltacht course, summer 2026

**Coláiste Uisce Glas**, Baile an Chuain, Corca Dhuibhne. Three-week residential course,
staying with a bean an tí in the village, classes in the mornings, sport/céilí/trips in the
afternoons and evenings. Aisling's two went and loved it.

## Which course - decided
The college runs three courses: Course 1 (3-23 June), Course 2 (1-21 July), Course 3 (24 July -
13 August).

**We picked Course 2 (1-21 July).** Course 1 was out because the Junior Cycle exams run into June
and he'd miss the end of them. Course 3 clashes with the county U16 hurling blitz in August and he
would never forgive me. Oisín wanted to go with his friend Darragh, who's also on Course 2.

## Booking
- Booked online 20 Nov 2025. Booking ref **CUG-26-0877**.
- Fee €1,150. Deposit €300 paid on booking.
- **Balance €850 due by 15 April 2026.**
- Bus: details to come from the college in the spring.

## To do
- [x] book + pay deposit
- [x] Darragh's mam - confirm they're on Course 2 too
- [ ] pay the balance (before Lisbon!)
- [ ] get the GP to fill in the medical form (his inhaler - he hardly uses it but it has to be listed)
- [ ] name labels on everything (the college is very firm on this)
- [ ] set up the phone plan: he's allowed it one hour a day and they hand them in
- [ ] practise a bit of Irish conversation over Easter - his spoken Irish is weaker than his written

## Notes
- Rule is Irish only, all the time. Three warnings for speaking English and you're sent home. Oisín
  thinks this won't apply to him.
- Ruairí is paying half.
""")

HURLING = dedent("""
---
title: Oisín - hurling (Coill Rua U16)
updated: 2025-11-05
tags: [oisin, hurling, gaa]
---

# Oisín - hurling, Coill Rua GAA, U16

## Team
- U16 (2025/26). Coach: **Jer Sheehan** (also does the minors). Selectors: Pa Twomey (no relation to
  the builder, I asked) and Liam Cronin.
- Oisín plays wing-back, sometimes midfield. Number 5 or 7 usually. Club colors are maroon and
  white (the jersey colour that shows every grass stain).
- Club secretary does the registration; membership paid (€120 family).

## Training
- ~~Tuesday & Thursday 6:30-7:45pm, main pitch~~ - that was September/October.
- **Since Mon 3 November: Monday & Wednesday 7:00-8:00pm on the floodlit astro at Páirc na Coille**
  (winter training, until the clocks change). Jer's e-mail has the details.
- Bring: helmet (must have the face guard done up), gum shield, hurley + a spare, water,
  a warm top for after. Astro runners, not studs.

## Gear
- Helmet size M (58 cm) - the new one from Christmas.
- Hurleys: 33 inch. The ash one from the Bandon hurley maker is his favourite. The spare has a
  crack near the bas; needs a band.

## Matches
- League games on Saturday mornings from February.
- Summer blitz in August - county U16 - the reason we didn't pick the Gaeltacht course 3.

## Lifts
I do Monday when I'm off; Darragh's dad does Wednesdays. If I'm on nights, Oisín gets the bus.
""")

CREDIT_UNION = dedent("""
---
title: Credit union loan - cottage
created: 2025-10-09
updated: 2026-02-01
tags: [money, loan, cottage]
---

# Credit union loan (cottage works)

- **Lee Harbour Credit Union**, Douglas branch. Loan officer: **Ciarán Foley**.
- Applied 9 Oct 2025 (payslips x3, bank statements x6, Pádraig's quote, the survey).
- Approved 31 Oct 2025.

| | |
|---|---|
| Loan number | **LHCU-HI-558120** |
| Type | home improvement loan |
| Amount | €20,000 |
| Term | 60 months |
| Rate | 6.9% variable (APR 7.1%) |
| Repayment | €395.08 a month, direct debit on the 3rd |
| First repayment | 3 Dec 2025 |
| Life cover | included (credit union loan protection) |

Drawn down 5 Nov into the cottage account.

## Conditions
- Because it's a home improvement loan they want **evidence of spend** (invoices/receipts) for the
  works by **31 March 2026** (it's in the approval letter).

## To do
- [x] sign the loan agreement at the branch (4 Nov)
- [x] set up the direct debit
- [ ] gather invoices: Twomey roof stage payments, the stove deposit, Mossie's deposit
- [ ] scan and e-mail them to Ciarán, or drop copies into the branch, **before 31 March**
- [ ] ask about overpaying in a lump sum if the septic grant comes through

## Notes
Total repayable about €23,705. Overpaying is allowed with no penalty, which is the plan if I ever
have a good year.
""")

LISBON = dedent("""
---
title: Lisbon with the girls - April 2026
created: 2025-12-10
updated: 2026-02-05
tags: [travel, lisbon, friends]
---

# Lisbon 2026 - Niamh, Gráinne, Siobhán, Aisling

The four of us from the nursing class of '06. 20 years! We said we'd do something for it.

## Dates - final
**Thursday 16 - Sunday 19 April 2026.**

(History, so I don't confuse myself: booked for 16-19 April in December; in January Siobhán
wanted to push it to 7-10 May and we all said yes; then on 3 Feb the May flights turned out to be
nearly double and Aisling couldn't get the time, so we went **back to the April dates**. We never
cancelled the April flights, thank God. Annual leave is back on 16-19 April.)

## Bookings
- Flights: Celtic Skyways, Cork-Lisbon return, booking ref **QX7LMP** (all four on one booking,
  Gráinne paid, we each owe her €214).
- Apartment: **Casa das Gaivotas, Rua das Gaivotas 12, 2.º Esq., Alfama** - two bedrooms, a balcony
  with a view of the river if you lean out (we're nurses, we're good at leaning).

## What I want out of it
- Walking, walking, walking. The miradouros. Tiles.
- One proper fado night - a small place, not the tourist dinner-show.
- Sintra on the Saturday: Pena Palace first thing before the buses arrive.
- Pastéis de nata every day. Obviously.
- Early-ish nights. I'm 41 and I've done a run of days before it.
- Gráinne will organise the fado place; I'm doing Sintra.

## Food
- **I don't eat shellfish - I'm allergic (prawns, crab, mussels all set me off)**, so no seafood
  platters and I need to check sauces. Fish is fine: grilled sardines, bacalhau, sea bass.
- Siobhán is vegetarian.
- Gráinne wants the famous steak sandwich place.

## To do
- [ ] book **Pena Palace** tickets for Sat 18 April, timed entry 9:30 - I said I'd do this and send
  the girls the link
- [ ] travel insurance (annual policy - check it's still valid)
- [ ] euro - a bit of cash for the small places
- [ ] sort cover for Dad for the four days
- [ ] Oisín to Ruairí's for the weekend
- [x] annual leave back to 16-19 April (rostering confirmed 4 Feb)
""")


def build():
    write("notes/work/ward-audit-plan.md", AUDIT)
    write("notes/work/cpd-log.md", CPD)
    write("notes/dad/dad-care-plan.md", DAD_CARE)
    write("notes/dad/memory-clinic-2026-01-28.md", MEMORY_JAN)
    write("notes/swimming/ronta-swim-notes.md", SWIM)
    write("notes/oisin/gaeltacht.md", GAELTACHT)
    write("notes/oisin/hurling.md", HURLING)
    write("notes/money/credit-union-loan.md", CREDIT_UNION)
    write("notes/travel/lisbon-trip.md", LISBON)
