# -*- coding: utf-8 -*-
"""Markdown notes, plain-text files and CSV files for the aigerim vault."""

NOTES = {}

NOTES["notes/work/release-2.14-postmortem.md"] = """---
title: Release 2.14 post-mortem (payment gateway double charge)
date: 2024-04-17
tags: [work, incident, postmortem, paynomad]
status: final
author: Aigerim Sadykova
---

# Post-mortem: release 2.14 - duplicate card captures

## Summary
Release 2.14 went live on Tue 9 Apr 2024 at 21:00. Between 21:40 and 23:55 the checkout
retried 3-D Secure callbacks that timed out on the gateway side, and each retry generated a
*new* idempotency key. PayNomad treated every retry as a new capture. Result: 37 customers
were charged twice (some three times), total over-capture 1,284,600 KZT.

Ticket with the gateway: see the PayNomad support mail from 9 Apr (the case number is there,
I keep forgetting it).

## Timeline (Almaty time)
| time  | what |
|-------|------|
| 21:00 | 2.14 deployed (feature flag `checkout_v3` at 100%) |
| 21:40 | first duplicate capture |
| 22:15 | support gets the first angry call |
| 22:50 | Timur rolls back flag to 0% |
| 23:55 | last duplicate (a delayed retry from the queue) |
| 10:30 next day | incident declared SEV-1 retro-actively |

## Root cause
- `PaymentRetryWorker` rebuilt the request object on retry, including `Idempotency-Key`.
- Our contract tests mocked the gateway and never asserted the key is stable across retries.
- Load tests did not cover the 3DS timeout path at all (no tool for it - see vendor search).

## Decisions
- We proactively refund all 37 affected customers within 48 hours, we do NOT wait for
  chargebacks to arrive. Support sends a personal apology + promo code.
- `checkout_v3` stays off until the idempotency fix has passed a full regression run.
- QA owns a new "money paths" regression suite (every change touching capture/refund).

## Action items
- [x] Idempotency key generated once per order attempt - owner Timur Akhmetov
- [x] Contract test: key stable across retries - owner Aigerim
- [x] Alert on >1 capture per order within 10 min - owner Daulet (SRE)
- [ ] Ask PayNomad to waive the chargeback fees for the 3 disputes that still came in - owner Aigerim
- [ ] Find a load-testing tool/vendor that can simulate gateway timeouts - owner Aigerim

## What went well
Support noticed within 35 minutes. Rollback by flag took 2 minutes.

## What went badly
Nobody was on call for payments that evening; I found out from the support chat.
"""

NOTES["notes/work/load-test-vendors.md"] = """---
title: Load testing vendor comparison
date: 2024-08-12
tags: [work, vendors, load-testing]
---

# Load testing - vendor shortlist

Need: simulate 3DS timeouts + gateway latency, ~2,000 virtual users, EU or KZ data residency
if at all possible, scripting in JS or Kotlin, CI integration (GitLab).

| vendor | price (quote) | VU limit | scripting | data region | notes |
|---|---|---|---|---|---|
| Loadbeam (Tallinn) | $1,150 / month | 2,500 VU | JS (k6-compatible) | "EU" per sales | nice UI, fast demo |
| StressLab | $1,350 / month | 3,000 VU | JS + Kotlin DSL | Frankfurt | slower sales, great fault injection |
| self-hosted k6 + toxiproxy | ~ $300 infra | whatever | JS | ours | needs ~1 FTE month to build, nobody free |

Demo notes
- Loadbeam demo 25 Jul: impressive, timeouts simulated via "chaos hooks". Sales guy Martin
  promised 10% off for annual.
- StressLab demo 7 Aug: fault injection per endpoint, can replay a HAR. UI from 2009.

**Decision (12 Aug): Loadbeam.** Cheapest, good enough, team liked the UI.
Sending to Bakhyt for budget sign-off; Saule from infosec still has to do the vendor review
(standard questionnaire) before we sign anything.

- [x] demos
- [x] pricing
- [ ] infosec vendor review
- [ ] contract
"""

NOTES["notes/work/hiring-qa-2024.md"] = """---
title: Hiring - 2 testers (autumn 2024)
date: 2024-10-22
tags: [work, hiring]
---

# Hiring two testers

Headcount approved in August: 1x senior manual/exploratory QA, 1x junior automation QA.
Recruiter on our side: Aliya Serikbayeva (HR).

## Candidates

| name | role | interview | my score | result |
|---|---|---|---|---|
| Madina Tulegenova | senior QA | 2 Oct | 4.5/5 | offer accepted |
| Daniyar Omarov | senior QA | 3 Oct | 3.5/5 | rejected (weak on API testing) |
| Asel Zhaksylykova | junior automation | 7 Oct | 3/5 | withdrew (got offer from Kolesa) |
| Ruslan Kim | junior automation | 8 Oct | 4/5 | offer accepted - our junior automation tester |
| Nurbol Aitkali | junior automation | 9 Oct | 2.5/5 | rejected |

Take-home task: the "refund flow" exercise (find the 5 planted bugs). Madina found all 5 plus
one we did not plant. Ruslan found 4 and wrote Playwright tests for 3.

## Onboarding checklist
- [x] laptops ordered (MacBook Air M3 x2)
- [x] GitLab + Jira accounts
- [ ] staging VPN certs for Ruslan
- [ ] buddy pairing doc
"""

NOTES["notes/work/tbilisi-talk-outline.md"] = """---
title: Talk outline - Caucasus Testing Days 2024
date: 2024-06-05
tags: [work, conference, talk, tbilisi]
---

# Talk: "Flaky Tests Are Product Bugs"

30 min + 10 min Q&A. Audience: mixed QA/dev, mostly mid-level.

1. Story: the night of release 2.14 (anonymised - say "a payment provider")
2. Flaky vs. non-deterministic vs. actually broken
3. Our flaky-test budget: quarantine lane, 7-day rule
4. Retries hide bugs: the idempotency key story
5. What we changed in the pipeline
6. Takeaways - 3 slides max

TODO
- [ ] ask Bakhyt if we can show real numbers (37 customers?) - probably not
- [ ] dry run with the team in September
- [x] bio + photo sent to organisers
"""

NOTES["notes/work/1on1-notes.md"] = """# 1:1 notes (team)

## 2024-11-12 - Madina (week 2)
- settling in fine; likes the exploratory sessions
- assigned to: the PayNomad money-paths regression suite (she owns it from now, Timur reviews)
- onboarding buddy: Aizhan - they get along, Aizhan shows her the release process
- asked about certification budget -> yes, ISTQB Advanced fits the budget

## 2024-11-26 - Timur
- wants to move towards SRE; talk to Bakhyt in Q1
- reminded him: he covered for me perfectly in October

## 2024-12-10 - Ruslan (week 2)
- Playwright setup done, first 12 tests merged
- struggling with the staging VPN (sent him the how-to)

## How I want bug reports (sent to the whole team 2024-12-11)
I prefer: a one-line title with the symptom, numbered repro steps (1, 2, 3 ... no prose), expected
vs actual, build number, and a HAR file or curl for anything API. Please no screenshots of logs -
paste the text. No "doesn't work" titles. Severity is my call, priority is the PO's call.

## 2025-01-21 - Madina
- money-paths suite at 140 cases, 60% automated (with Ruslan)
- wants to run the PayNomad sandbox chaos day with StressLab in Feb
"""

NOTES["notes/work/tbilisi-trip-logistics.md"] = """# Tbilisi - Caucasus Testing Days (Oct 2024)

- flights: ALA -> TBS Wed 16 Oct (via Aktau? no - direct, Air Astana), back Sat 19 Oct
- hotel: Sololaki Terrace, booked through the conference partner rate (confirmation in mail)
- venue ~15 min walk from hotel per Google maps
- per diem: company pays hotel + flights, food on me, taxis reimbursable (keep Bolt receipts!)
- adapter: Georgia = type C/F, same as home, nothing needed
- lari: change ~200 USD at the airport, rest by card

## Cover while I'm away
Timur Akhmetov covers QA lead duties 16-19 Oct (release 2.19 go/no-go on Thursday is his call).
Madina not started yet. Escalations to Bakhyt.

## Packing
- [x] clicker + HDMI/USB-C adapter
- [x] printed speaker notes (in case laptop dies)
- [x] churchkhela money for Zhanar's kids
"""

NOTES["notes/money/car-loan.md"] = """---
title: Car loan - Hyundai Elantra
tags: [money, car, loan]
updated: 2024-10-16
---

# Car loan (Dala Bank)

- car: Hyundai Elantra 2022, white, bought Aug 2023
- loan: 7,800,000 KZT, 36 months, nominal 17.9%
- payment: 142,300 KZT, auto-debit from my Kaspi deposit (schedule in the bank letter from May)

## Early repayment - October 2024
Bonus + Tbilisi honorarium + savings: paid 1,500,000 KZT early on 14 Oct.

Options the bank gave: (a) keep the payment, shorten the term; (b) keep the term, reduce the payment.
Decision: **reduce the payment** - I want the monthly cash flow for the apartment fund, even if
shortening the term saves a bit more interest. (Did the maths with the AI chat thing, the
difference is ~190k over the remaining term, acceptable.)

New monthly payment from November: 118,900 KZT (confirmed by the bank on 15 Oct).
Ledger: finance/car-loan-payments.csv
"""

NOTES["notes/money/apartment-fund.md"] = """---
title: Apartment deposit fund
tags: [money, apartment, mortgage]
updated: 2025-02-10
---

# Apartment fund (first payment)

Target: a 2-room in Bostandyk or Almaly, ~38-42M KZT. State programme mortgage "Birge Ui"
(7%, 20 years) via Shanyrak Housing Bank - pre-approval received in June, details in the bank's
letter (amount, reference, conditions).

Target for the first payment: ~~7,500,000~~ -> **9,000,000 KZT** (raised in Jan 2025: prices
in Bostandyk went up ~15% since spring, the bank wants min 20% of the price).

## Balance log
| month | deposit account (KZT) | note |
|---|---|---|
| 2024-06 | 3,920,000 | |
| 2024-08 | 4,610,000 | |
| 2024-10 | 4,100,000 | part went to the car loan early repayment |
| 2024-12 | 5,980,000 | bonus |
| 2025-02 | 6,850,000 | current |

## Mortgage to-do
- [x] pre-approval application (June)
- [x] ask for the extension of the pre-approval (sent 20 Jan)
- [ ] income certificate for the last 6 months (from HR - Aliya)
- [ ] valuation report once I pick a flat
- [ ] viewings: Timiryazev st. / Rozybakiev st. new builds
"""

NOTES["notes/money/budget-2025.md"] = """# Budget 2025 (monthly, KZT)

| item | amount | note |
|---|---|---|
| rent | 260,000 | Samal-2, until I buy |
| car loan | see car-loan.md | reduced since Nov |
| ajeke - carer share | 85,000 | half, Zhanar pays the other half |
| ajeke - meds + extras | 30,000 | |
| apartment fund | 350,000 | automatic transfer on the 5th |
| ski / mountains | 40,000 | season only |
| groceries | 120,000 | |
| phone + internet | 12,000 | |
| fun / eating out | 60,000 | |

Notes
- Kaspi Gold for daily stuff, Halyk for the salary
- try to keep "fun" under 60k in Jan-Mar because of the ski trip
"""

NOTES["notes/ski/tian-shan-trip-plan.md"] = """---
title: Ski touring - Tian Shan trip, March 2025
tags: [ski, mountains, trip]
date: 2025-01-30
---

# Ski touring trip - Ile-Alatau (Tian Shan)

Dates: Sat 8 - Tue 11 March 2025 (took 10 and 11 Mar as vacation days)
Group: me, Kairat, Dina, Alibek + guide
Guide: Yerlan Abenov (IFMGA aspirant, recommended by the club) - 45,000 KZT/day for the group

Plan (draft, Yerlan will adjust to conditions):
1. Day 1: up from Medeu/Shymbulak side to the Tuyuksu area, hut night
2. Day 2: tour towards Molodezhnyi pass, avalanche check on the way
3. Day 3: objectives depending on snowpack
4. Day 4: down, banya

Requirements from Yerlan:
- AST-1 or equivalent (done in January)
- beacon, shovel, probe per person
- 1,200 m+ vertical a day comfortable

Budget: guide ~180k split 4 ways, hut ~8k/night, rental (see gear list), food ~15k.
"""

NOTES["notes/ski/gear-list.md"] = """# Ski touring gear list (Tian Shan, March 2025)

Decision for this season: skis, skins and boots -> RENT (Vershina Rent, pickup the day
before the trip; reservation mail from January). Beacon -> BUY my own (Mammut Barryvox or
Ortovox Diract, want the same one every time, not a random rental). Buy skis next season if
I still love it.

## Own
- [x] shovel (BCA, from Kairat)
- [x] probe 240 cm
- [x] helmet
- [x] goggles + sunglasses cat. 4
- [x] down jacket, shell, softshell pants
- [ ] beacon (Barryvox) - still to buy, ~180-220k
- [ ] ski crampons? ask Vershina if they rent them
- [ ] new gloves (thin + warm)
- [ ] thermos 1 L
- [x] headlamp

## Rent (Vershina)
- touring skis 165-170 + skins
- boots 24.5 (narrow heel!)
- poles
"""

NOTES["notes/family/ajeke-hip-surgery.md"] = """---
title: Ajeke - hip operation
tags: [family, ajeke, taldykorgan, health]
date: 2024-08-20
---

# Ajeke (Kulyash apa) - hip replacement

Ajeke fell in the yard in July, hip pain since, X-ray in Taldykorgan: severe coxarthrosis
+ small fracture. Recommendation: total hip replacement (эндопротезирование).

- hospital: regional multi-profile hospital, Taldykorgan (областная многопрофильная)
- surgeon: Dr. Zhumabekov (traumatology) - calm, explains things, ajeke likes him
- quota: state quota approved 14 Aug, the implant is covered
- operation planned for **17 September** (pre-op tests on 10 Sep)

Carer: Gulnara (neighbour's niece), 150,000 KZT/month, mornings + evenings, lives nearby.
Zhanar and I split it.

## To do before the op
- [x] quota documents
- [x] walker (ходунки) - bought at the medtech shop on Tauelsizdik
- [ ] raised toilet seat
- [ ] take leave 16-20 Sep
"""

NOTES["notes/family/ajeke-pension-docs.md"] = """# Ажеке - пенсия и документы

Пенсия приходит на карту Kaspi 20-го числа каждого месяца.
Сейчас: 146 700 ₸ (базовая + солидарная), с января должны проиндексировать.

Пенсионное удостоверение, удостоверение личности, справка об инвалидности (2 группа, временно
после операции) - всё в синей папке у ажеке в шкафу.

## Что нужно сделать
- [x] копии документов для квоты на операцию
- [x] заявление на спецсоциальные услуги (отказали, ну ок)
- [ ] доверенность у нотариуса на меня или на Жанар - чтобы получать пенсию и ходить в ЦОН
      без ажеке. Нотариус на Кабанбай батыра, записаться заранее.
- [ ] узнать про надбавку по уходу

Жанар говорит, что проще на неё, она чаще приезжает. Решить до весны.
"""

NOTES["notes/reading-and-podcasts.md"] = """# Reading / listening

## Podcasts I actually like
- "The Flaky Hour" - two testers from Berlin, no hype, real incidents. My favourite.
- "Арзамас" lectures for long drives to Taldykorgan
- anything with mountain rescue stories (avalanche ones scare me in a useful way)

Not for me: "productivity" podcasts, anything with 10 minutes of ads at the start, tech bros
interviewing tech bros.

## Books 2024
- "Explore It!" (Hendrickson) - re-read, still the best on exploratory testing
- "Staying Alive in Avalanche Terrain" (Tremper) - for the course
- Абай "Слова назидания" - ajeke asked me to read it to her in the hospital
- "Thinking in Systems" - gave up halfway, too abstract

## Want
- "Snow Sense"
- something light for the Tbilisi flight
"""

NOTES["journal/2024-04-10.md"] = """# 2024-04-10 (Wed)

Worst night at this job so far. 2.14 double charging people. Found out from the support chat
at 22:15, Timur killed the flag at 22:50. Slept 4 hours.

Today: SEV-1 declared, Bakhyt calm (thank god), PayNomad opened a case with us, I am writing
the timeline. Customers: 37 at the latest count.

Personal: missed my Wednesday climbing session. Zhanar called about ajeke's hip - she is
limping again, refuses to see a doctor "until after Nauryz guests leave" (Nauryz was 3 weeks ago!).
"""

NOTES["journal/2024-09-25.md"] = """# 2024-09-25 (Wed) - Taldykorgan

Ajeke's operation was yesterday. 2h40m, Dr. Zhumabekov came out and said "everything is as
planned". She woke up asking if I had eaten. Of course.

Today she sat up with the physio. Sharing the room with two other grannies who already
organised a tea schedule.

Work: missed the StressLab kickoff prep, Timur has it. Will join the kickoff call tomorrow
from the hospital corridor if the wifi allows.

Drove back tonight? No - staying till Friday. Zhanar comes Saturday.
"""

NOTES["journal/2025-02-17.md"] = """# 2025-02-17 (Mon)

- 3 weeks to the trip. Legs ok, knee ok-ish after the rest week.
- PayNomad: still no credit note for the chargeback fees from the 2.14 incident, almost a year!
  Their account manager changed twice. Pinged again today, waiting. Don't let it go.
- Release 3.0 regression starts next week, Madina leads the money-paths part.
- Called ajeke: she walks to the shop with the cane now. Raushan apa makes her do the exercises.
- Beacon: still haven't bought it. This week!!
"""

NOTES["notes/ramble-2024-06-midyear.md"] = """# Mid-year brain dump (30 June 2024)

It's Sunday evening, it's 34 degrees, the air conditioner in this flat sounds like a tractor and
I can't sleep, so here is everything in my head, in no particular order, because the list in my
phone is too long and I keep losing things.

## Work, the big picture
Half a year at Tulpar Pay as QA lead, and honestly the first quarter felt like a tutorial level
and the second quarter was the boss fight. The 2.14 incident in April is still the thing
everyone mentions when they want to make a point in a meeting. "Remember 2.14" has become a
phrase. I hate that a little, because it was not a QA failure in the narrow sense - the contract
tests were written by devs and mocked the gateway - but I also own it, because I signed off the
regression run. The post-mortem was good, Bakhyt ran it without blaming anyone, and the action
items are mostly done. What is not done is the load testing. We have nothing that can simulate a
gateway that answers slowly or not at all, and that's exactly the path that broke. I need to go
through vendors in July. I have a vague shortlist from the testing Slack community: Loadbeam,
StressLab, maybe just k6 plus toxiproxy ourselves. Self-hosted sounds cheap until you count the
hours and nobody has hours.

The team is four people now (me, Timur, Aizhan, Daulet half-time from SRE) and it's not enough.
Bakhyt says headcount for two testers might come in August. I want one senior who can do proper
exploratory testing and think about money flows, and one junior who codes. I already know I will
be tempted to hire whoever is available fastest. Don't. Write the scorecard first.

Meetings. I need to write this down so I stop accepting them: I do not take meetings before
10:00. My brain boots at ten. Everything before ten is for deep work - reviewing test plans,
reading logs, writing. If someone sends an invite for 9:00, I decline with a suggestion. Also
no meetings on Friday afternoons, that's when I do the weekly quality report. I keep saying this
and then accepting a 9:30 "quick sync" because someone is in a different timezone. Stop it.

The Tbilisi thing! Caucasus Testing Days accepted my talk. I submitted it half as a joke in May.
Now I have to actually give a 30-minute talk in English in front of people. The working title is
about flaky tests, which is safe, but what I actually want to talk about is the retries and the
idempotency story, because that's the thing people would learn from. Need to think about how
much I can say about the incident without the company getting nervous. Conference is in October,
venue is some tech hall in the centre, I will look it up later.

## Money
Car loan: still 142,300 a month, which hurts. It's the biggest line after rent. I keep thinking
about paying part of it early when the bonus comes. The bank letter says early repayment is
allowed without penalty after 12 months, and we are past that.

Apartment: the pre-approval from the bank came through! I applied for the state programme
mortgage mostly to see what would happen, and they said yes. That changes the maths: instead of
"someday" it's "in a year or so, if I save the first payment". Target for the first payment: 7.5
million. I have a bit under 4 million now. That's 3.6 million in 12 months, 300k a month. Doable
if I don't do anything stupid. Ski touring is the stupid thing I will probably do anyway.

I want to live in Bostandyk, near the mountains. Not a huge new-build complex with 25 floors
and no parking. Something with trees. Zhanar says I'm dreaming and should buy in the new
districts because it's cheaper. She's probably right and I will probably ignore her.

## Ajeke
This is the one that actually keeps me awake. Ajeke is 81, she still lives alone in her flat in
Taldykorgan because she refuses to move ("my neighbours, my bazaar, my mosque, why would I live
in your Almaty with your smog"). Since spring she limps. Zhanar finally got her to the doctor in
June and the X-ray is bad. They are talking about an operation, a hip replacement, maybe in
September with the state quota. She is scared, not of the operation but of "being a burden".
She said that word, "обуза", on the phone and I almost cried in the office kitchen.

We have Gulnara, the niece of her neighbour, coming twice a day for now. She is kind and ajeke
likes her because she listens to the same radio. We pay her together with Zhanar. If there is an
operation we will need more help, at least for two months after.

Also her pension. It comes to the Kaspi card, and she can't get to the bank or the ЦОН alone any
more. We need some kind of power of attorney so one of us can deal with it. Zhanar says a
notary can do it, but ajeke has to be there in person, which means after the operation when she
can sit in a car. Add to the list. (Everything goes to the list. The list is the problem.)

## Mountains
The ski season ended in April for me, with one day at Shymbulak in slush. This winter I want to
do it properly: ski touring, not just lifts. The club people do trips into the Tian Shan, and
they all say: do an avalanche course first, otherwise nobody serious takes you. AST-1 or
something like that, there's a mountain school in Almaty that runs it in January. I should also
start training now: stairs, Kok-Zhailau on weekends, maybe the Furmanov peak route in August.
Also I have no gear except a helmet. Renting vs buying - decide in autumn.

Summer plan for the body: Kok-Zhailau every second Saturday, climbing gym on Wednesdays, running
twice a week if the heat lets me. Write it in the training log, otherwise I lie to myself.

## Random
- The cat sitter situation for Tbilisi: Lyudmila Petrovna next door can feed Baursak, but I
  need to write down everything for her, she will call me otherwise.
- Buy a proper backpack, 30-35 L, the old one is falling apart.
- Zhanar's birthday in August - she wants "nothing", which means a good present.
- Renew my passport? Valid till 2026, fine for now.
- Learn more Georgian than "gamarjoba" before October.
- Read less news.

## Things I keep meaning to learn
Kazakh. Properly. I speak kitchen Kazakh - enough for ajeke, enough to bargain at the bazaar,
not enough to read a newspaper without a dictionary. Ajeke corrects me every time and then
laughs, which is fair. There is a free course at the library on Saturdays, but Saturdays are
Kok-Zhailau. Maybe an app, fifteen minutes on the metro. Realistically: the app for two weeks
and then nothing. Try anyway. Also I want to read Abai in the original, slowly, one "word" a
week, with ajeke on the phone explaining the old words.

Cooking: I can make exactly four things. I want to learn ajeke's beshbarmak dough before it's
too late, not from a video. Next visit, with a notebook.

Testing things I want to get better at: contract testing beyond the happy path, property-based
tests for money calculations (rounding! currencies!), and reading SQL query plans so I can argue
with the backend people on their own ground. And performance testing in general - I know the
theory, I have never owned a proper load test in production-like conditions. The vendor search
will force me to learn, which is the only way I learn anything.

People: I miss my university friends. Half of them are in Astana, two in Europe, one in Seoul.
We have a group chat that is 90% birthday wishes. Organise a proper dinner when the Astana
people come for the holidays. Saltanat especially - we haven't talked properly in a year.

The flat: the landlord wants to raise the rent from September. Another reason to buy. Another
reason to save. Another reason to cancel the "fun" budget, which I will not do.

## What I want from the next half year
1. Load-testing vendor chosen and running by October.
2. Two good hires, not two fast hires.
3. The Tbilisi talk done without dying.
4. Ajeke's operation done and her walking again.
5. Savings on track, car loan smaller.
6. Ready for ski touring in winter: course, fitness, gear plan.

That's a lot for six months. But written down it looks less scary than in my head at 1 am.
One more thing about work before I try to sleep: I want to stop being the person who is pinged
for every production question. The on-call rota for payments has to exist, and it should not be
me alone. Bakhyt agreed in principle. "In principle" is a dangerous phrase in this company.

Also: be nicer to Timur. He did the rollback in two minutes that night and nobody thanked him
properly except me in a DM. Mention it in the team meeting.

And drink more water, it's 34 degrees.
"""

NOTES["notes/ramble-2024-11-everything.md"] = """# Everything, November edition (24 Nov 2024)

First snow in the city last week, the mountains are white, and I am sitting in the kitchen with
tea and a mountain of things to write down before the week eats them. Long one.

## Tbilisi
It happened and I survived. The talk went well - better than well, people came to talk to me
after, and two people asked for the slides. The schedule changed a month before, which
annoyed me at the time but meant I could watch other talks first and adjust my intro, and the
room was fuller than I expected. The retry story worked.
People laughed at the right moments, nobody asked the awful "so which payment provider was it"
question, which I was dreading.

The city! Sololaki is beautiful and steep and my calves hurt more than after Kok-Zhailau. The
last evening Nino from the organising team took a few of us speakers to a tiny wine place called
Dzveli Ezo in an old courtyard - best khachapuri of the trip, a grandmother in the kitchen, wine
from a clay jug. I want to go back with Zhanar one day. Wrote the name down here so I don't
lose it like everything else.

Boring part: I still haven't been reimbursed for the Tbilisi trip - the taxis and the conference
dinner that I paid for the team table. I submitted the expense report with all the Bolt receipts
on 28 Oct. Finance (Dana) says "next payroll", she said that for the last payroll too. Keep
chasing, it's 94,000 tenge and it's mine.

## Work
The load-testing vendor saga is over: we went with StressLab, not Loadbeam. In August I was
sure about Loadbeam because it was cheaper and the UI was nice, but the infosec review killed
it - their data was not where their sales person said it was, and they had no DPA to sign. So
StressLab it is, annual contract, the kickoff was in September (which I joined from the hospital
corridor in Taldykorgan, glamorous). We already ran the first gateway-timeout scenario against
staging, and guess what - found a retry in the refund worker with the same bug pattern as 2.14.
That alone paid for the year, in my opinion. Bakhyt agreed, which is rarer.

Hiring is done, both. Madina started this month and she's great - she asks the annoying
questions, which is exactly what I wanted. Ruslan starts in December, he had to finish his
notice period. The team will be six. I need to learn to delegate instead of doing everything
myself at 11 pm.

Q1 plans: money-paths regression suite, the StressLab scenarios in CI every night, and the
on-call rota for payments that "in principle" has existed since June and in practice is me.

## Ajeke
The operation in September went well. Two and a half months later she walks with a walker at
home and a cane outside, slowly. She is angry at the walker, which is a good sign - she wants to
be rid of it. The physiotherapy exercises are the battle: she does them when someone watches.

Bad news: Gulnara is leaving at the end of the month - she's moving to Almaty for a job. So we
need a new carer from December. Zhanar is asking around and there's an agency in Taldykorgan
that sends carers with medical training. More expensive but more reliable. We'll decide this
week. Also we still haven't done the notary thing for the pension. Ajeke could sit in a car
now, so no excuse. Next visit.

Zhanar and I had a long call about whether ajeke should move to Almaty to live near me. My
flat is rented and small, and ajeke said no before we even finished the question. Decision: she
stays in Taldykorgan with a carer, we visit more often. I agree, honestly. She would be unhappy
here.

## Money
I did the early repayment on the car loan in October - 1.5 million from the bonus and the
honorarium. The monthly payment is smaller now, which gives me air for the apartment fund.
The fund took a hit because of that, but the plan is still fine.

Flat prices keep going up. I looked at listings in Bostandyk yesterday and felt sick. Probably I
need to raise the first-payment target. Think about it in January when I see the bonus.

## Mountains
The season starts! The avalanche course is in January, two days, Kairat forwarded me the info
and I registered. I started the ski-specific training: stairs with a weighted backpack, squats,
long walks. One session on Kok-Zhailau last Saturday where my knee complained on the descent -
need to watch it, poles next time. Gear: I still haven't decided whether to rent or buy. The
club list is full of people selling used stuff; Kairat wants to sell his old skins.

The trip itself: March, with a guide the club recommends, four days. I'm excited and scared.

## The conference itself (notes for next time)
Things I liked: the organisers were calm, the rooms had working clickers, the coffee was
actually good, and the hallway track was the best part - I talked to a tester from Yerevan
about testing bank integrations for an hour and we are going to swap checklists. Speakers from
Baku, Yerevan, Tashkent, Kyiv, Berlin. Much less "AI will replace testers" than I feared, and
the one talk about it was honest: it writes boring tests quickly and misses interesting bugs
quietly.

Things I would do differently: practise the first two minutes more (I rushed), put the big
number on a slide alone, bring business cards (people still ask for them, who knew), and sleep
the night before instead of re-ordering slides at 1 am in the hotel.

Next year: they asked if I want to run a half-day workshop. Yes? Maybe? It would be on testing
payment retries with a fake gateway - hands-on, laptops, a little chaos. I'd need a sandbox that
anyone can run locally. Put it in the Q1 list and see if I still want it in March.

## Team culture stuff
Things I want the team to keep: blameless retros, written test plans for anything that touches
money, demo Fridays where someone shows a bug they're proud of. Things I want to kill: the
"QA will catch it" attitude in two of the dev squads, and the manual smoke test that takes 40
minutes and finds nothing. Automate it or delete it.

Aizhan asked about moving to the product side. I said I'd support her. Losing her would hurt,
but keeping people in a role they've outgrown hurts more, later.

## Random list
- Winter tyres on the car - done, 35k at the shop in Tastak.
- Baursak (cat) needs the vet for vaccines in December.
- Zhanar's kids want a "real snowboard" - not my problem, but I will probably make it my problem.
- The flat: the heating is on, finally, and the tractor air conditioner is off for the season.
- Read "Snow Sense" before the course.
- Renew the domain for my old blog? No. Let it die.
- Think about the talk for next year - maybe a workshop on testing payment retries.

## Health, briefly
Sleep is better since the hires were confirmed. Back pain from the laptop-on-the-sofa habit -
buy a proper chair or at least a laptop stand. Stopped coffee after 15:00, which is the only
health decision I have kept for more than two weeks this year. Went to the dentist, finally,
nothing scary. The climbing gym season is over for me; the autumn session ended with the
Wednesday group going to a bar instead of climbing, which was the right call.

Friends: dinner with Saltanat when she was in town, three hours that felt like twenty minutes.
She is getting married in June in Astana and I am apparently giving a toast. In Kazakh. Help.

## Me
Tired but good. The difference to June: I'm less scared of everything. The talk showed me I
can do things I think I can't. The operation showed me ajeke is tougher than all of us. The
vendor thing showed me I should wait for the security review before I announce decisions.
Lesson for next time: write "proposal" not "decision" in my notes until infosec has said yes.

Sleep now. Tomorrow Madina's first proper test plan review, she's nervous, I should be kind but
honest. And call the agency about the carer. And chase Dana. And the vet. The list. Always the
list.

One more thing: the weekly QA sync moved out of the post-mortem slot months ago and it still
shows 10:00 on Tuesdays which I like. Keep it there, people complain it's "early". It's not.
Ten is the earliest I take anything anyway.

And the StressLab people want a case study from us. I said maybe after Q1. Don't promise
anything in writing until Bakhyt sees it.
"""

NOTES["notes/ramble-2025-01-winter.md"] = """# Winter brain dump (26 Jan 2025)

Minus 14 this morning, the smog is back, and I'm sitting in a cafe in Samal with a huge
latte pretending I'm working on the Q1 test strategy. Instead: writing everything down.

## The avalanche course
Done! Two days, last weekend. The classroom day was dense - snowpack layers, weather, terrain
traps, the whole "human factors" part which was the most interesting (we make bad decisions in
groups because nobody wants to be the one who says "let's turn back"). The field day at
Shymbulak was cold and amazing: beacon search drills, probing lines, shoveling in a V. My first
multiple-burial search took 7 minutes, which is terrible, the last one was under 3. The
instructor said the difference between a beacon you know and a beacon you don't know is huge
when your hands are cold and you panic. That settled it for me.

## Gear decision (finally)
I have been going back and forth since autumn, Kairat's skins in the club list, rental prices,
second-hand skis from people upgrading. Decision: for this season I rent skis, skins and boots
from Vershina Rent, because I don't know yet what length and width I like and my feet are weird
(narrow heel, boots from the club people never fit). But the beacon I buy - my own, the one I
will practice with every weekend until my hands know it. Probably a Barryvox. Expensive, but
it's the thing that saves somebody's life, maybe mine. Next season, if I still love it, I buy
skis.

Reserved the rental already, pickup the evening before the trip. Beacon - still have to actually
go and buy it, the shop on Abay had only one in stock and it was the wrong one.

## The trip
Early March, four days, Ile-Alatau. Yerlan is our guide, he sent a list of requirements and a
draft plan, and he's strict about the start time: everyone at the meeting point before sunrise,
late people stay home. I like him already. He also asked each of us for our course certificate,
which I have now. The group is Kairat, Dina, Alibek and me. Dina is the strongest, Alibek the
funniest, Kairat the one who knows every rock.

Training: the log says 3 sessions a week since November, one rest week in January after the
knee thing. Vertical is getting easier. Next: two long days with full pack in February.

## Work
Q1 is all about release 3.0. It's the big one: new checkout, new refund flows, new gateway
routing. Madina owns the money-paths suite, Ruslan is automating it with Playwright and he's
fast. StressLab runs every night in CI now, and the first report that looked scary was actually
a real bug in the currency rounding. We are finally a team that finds things before customers
do. Sometimes.

Still open from 2.14, almost a year later: PayNomad has not sent the credit note for the
chargeback fees. Every time I ask, there is a new account manager. I have it in my journal and
will keep chasing. Bakhyt jokes it's now a "long-term relationship".

I might submit a talk again this year, maybe to a conference in Almaty or Tashkent. Or a
workshop. Not decided.

## Money
Raised the apartment first-payment target in January, because prices. The fund is growing,
slower than I want. The bank's pre-approval expires soon - I asked for an extension, waiting
for their answer. They will want new documents, they always want new documents. The car loan
is boring now in a good way: smaller payment, automatic, nothing to think about.

Looked at two new-build projects near Rozybakiev street. One was lovely and out of budget,
the other was in budget and had a view of another building's wall. Classic.

## Ajeke
The new carer from the agency started in December and she is very good - strict but kind, and
ajeke does her exercises now because "she counts out loud like a sergeant". Zhanar and I split
the cost as before. Ajeke walks outside with a cane now. She called me last week just to say she
walked to the bazaar and back. I cried a little in the office again. Happy this time.

Her pension got indexed in January, a bit more money - the letter went to her, Zhanar
photographed it. The notary thing is STILL not done. Zhanar says she'll take ajeke in February.
We'll see.

Also the boiler in ajeke's flat is acting up again, Zhanar told me in the chat - need to decide
if we repair or replace before next winter. Not urgent now, it works, but it's the kind of thing
that breaks at minus 25 in January.

## Q1 test strategy (the thing I'm supposed to be writing)
Main idea: stop treating 3.0 as one big release. Split the regression into three risk tiers:
1. money paths (capture, refund, reversal, currency conversion) - every build, automated where
   possible, manual exploratory sessions twice a week;
2. customer-visible flows without money (onboarding, profile, notifications) - nightly;
3. the admin panel and internal tools - weekly, mostly by the people who use them.
The StressLab fault scenarios go into tier 1. If a gateway timeout scenario fails, the build
is red, no discussion. The devs will grumble. Fine.

Also: a proper test data story. We still copy anonymised production data to staging by hand
every month, and half of it breaks the moment someone adds a column. Talk to Daulet about a
seeding pipeline. Exit criteria for 3.0 need to be written down before the regression starts,
not negotiated on the last day at 19:00 with a tired product owner.

## Zhanar's kids and the mountains
Zhanar wants the boys to learn to ski during the school holidays in March. They're 9 and 12.
Shymbulak has a kids' school, expensive but good. I offered to take them on the slope for a
day after my trip, if my legs still work. The older one wants a snowboard, of course, because
his friend has one. I said: skis first, snowboard when you can stop on skis. I sound like ajeke.

## Food and small joys
I found a tiny Uyghur place near work with the best lagman I've had since university, and the
owner remembers my order after two visits. Baursak the cat has decided my laptop keyboard is a
heating pad. The winter light in the evening, when the mountains go pink for ten minutes - I
stop whatever I'm doing and look.

Cooking: tried ajeke's beshbarmak dough over a video call. It was a disaster. She laughed for
five minutes. Second try next visit, in her kitchen, with her hands on mine.

## Reading
Finished "Snow Sense" before the course, started the Tremper book again. Listening to the usual
testing podcast on the drive to Taldykorgan. Want something completely non-work for the hut
evenings - maybe short stories, light to carry.

## Me
I'm doing better at delegating. Madina runs her own suite, Ruslan asks questions instead of
waiting for me to notice he's stuck. The on-call rota exists, finally, and I'm on it only
every third week.

I'm learning a few things about myself this winter:
- I like cold, clear mornings more than I thought (but not the smog).
- I like being the least experienced person in a group when the group is kind.
- I hate not knowing my equipment. Hence the beacon.
- I still accept meetings at 9:00 sometimes. Stop.

## Things that annoy me this month
- The smog. Every January I promise myself an air purifier and every January I am surprised.
- Meetings that could be a message, especially the "sync about the sync" with the product team.
- People who send "hi" in Slack and then wait for me to answer before asking the question.
- The bank apps that log me out every 30 seconds. Security, I know. Still.
- My own habit of saying yes to small things and then having no evenings.

## Things that make me happy this month
- The team finding bugs before I do.
- Ajeke's voice on the phone when she tells me how far she walked.
- The course, the snow, the feeling of knowing a little more than last year.
- Zhanar's voice messages, which are always four minutes long and always worth it.
- Saturday mornings with nowhere to be, tea, the cat, and a map of the Ile-Alatau spread on the
  floor while I trace routes I am not yet allowed to ski.
- The new lagman place, obviously.

## List for February
- buy the beacon (!!)
- two long training days with full pack
- notary with ajeke (Zhanar)
- income certificate from Aliya for the bank
- PayNomad credit note - chase
- release 3.0 regression plan review with Bakhyt
- Zhanar's kids: ski lessons at Shymbulak during school holidays? ask
- vet for Baursak (teeth)

That's it. The latte is cold. Back to the test strategy.
"""

TXT = {}

TXT["txt/flat-sitter-sheet.txt"] = """FLAT + CAT SHEET (for Lyudmila Petrovna / anyone staying)
Samal-2, building 58, apt 40, 4th floor
=========================================================

Cat: Baursak (ginger, 4 y.o., shy for the first hour)
- food: 1/2 pouch wet in the morning, dry food bowl always half full (bag under the sink)
- water: change daily, he likes the tap running a bit, don't be surprised
- litter: scoop every day, bags in the blue box on the balcony
- he is NOT allowed on the balcony alone

Keys
- spare key: Lyudmila Petrovna, apt 41 (next door). She also waters the plants.
- intercom code: 40 + bell, the downstairs door sometimes needs a push

Wi-Fi
- network: Samal58-40
- password: baursak-2021-tamaq

Heating / water
- radiators can't be adjusted except the bathroom one
- if hot water goes off: building manager Serik, +7 700 000 0000 (fake, ask Lyudmila P.)

Emergencies
- vet: "Dostar" clinic on Zharokov st, open till 21:00
- me: Telegram, I answer within the hour unless I'm in the mountains (no signal above ~2,800 m)
- Zhanar (sister, Astana) if you can't reach me
"""

TXT["txt/carer-instructions-ru.txt"] = """ИНСТРУКЦИЯ ДЛЯ СИДЕЛКИ (ажеке, Кулаш Садыкова)
Составлено для Гульнары, сентябрь 2024. Обновлять, если меняется сиделка!
-----------------------------------------------------------------------

Адрес: г. Талдыкорган, мкр. Каратал, д. 12, кв. 5 (2 этаж)

Распорядок
- 8:00 подъём, помочь встать (с ходунками, НЕ тянуть за руку)
- 8:30 завтрак, таблетки утренние (коробка "утро" в кухонном шкафу)
- упражнения от физиотерапевта: 2 раза в день, листок на холодильнике
- 13:00 обед, тихий час
- 19:00 ужин, вечерние таблетки, давление (тонометр в тумбочке)
- по воскресеньям в 19:00 видеозвонок с Айгерим и Жанар

Лекарства
- антикоагулянт - 35 дней после операции, строго по листку врача
- обезболивающее только если просит
- давление выше 160 - звонить Айгерим

Врачи
- хирург: Жумабеков С.М., травматология, областная больница
- участковый терапевт: поликлиника №2

Контакты
- Айгерим (внучка, Алматы): в Телеграме
- Жанар (внучка, Астана): в Телеграме
- соседка Зауре апа, кв. 6 - ключ запасной у неё

Оплата: раз в месяц, переводим на Kaspi.
"""

TXT["txt/howto-staging-vpn.txt"] = """HOWTO: staging VPN (Tulpar Pay QA)   -- last edit 2024-12-10

1. Ask SRE (Daulet) for a client cert: post in #sre-requests with your GitLab username.
2. Install WireGuard (not OpenVPN - the old wiki page is wrong).
3. Import the .conf you get from Daulet. Name the tunnel "tp-staging".
4. Staging hosts resolve only with the tunnel up: api.staging.tulparpay.example, admin.staging...
5. PayNomad sandbox is reachable WITHOUT the tunnel (public sandbox), don't route it.
6. If the handshake fails: check system clock (yes, really), then ask Daulet.

Common mistakes
- using the personal laptop - certs are bound to the company device
- leaving the tunnel on during StressLab runs from your machine -> skews latency numbers
- wifi in the office kitchen blocks UDP 51820, use the "TP-Office" network not "TP-Guest"
"""

CSV = {}

CSV["finance/car-loan-payments.csv"] = """date,type,amount_kzt,principal_kzt,interest_kzt,balance_after_kzt,note
2024-01-15,scheduled,142300,63495,78805,5218976,
2024-02-15,scheduled,142300,64446,77854,5154530,
2024-03-15,scheduled,142300,65410,76890,5089120,
2024-04-15,scheduled,142300,66386,75914,5022734,
2024-05-15,scheduled,142300,67376,74924,4955358,
2024-06-15,scheduled,142300,68381,73919,4886977,
2024-07-15,scheduled,142300,69401,72899,4817576,
2024-08-15,scheduled,142300,70436,71864,4747140,
2024-09-15,scheduled,142300,71487,70813,4675653,paid from Taldykorgan
2024-10-14,early repayment,1500000,1500000,0,3175653,option: reduce monthly payment
2024-10-15,scheduled,142300,72553,69747,3103100,last payment at old amount
2024-11-15,scheduled,118900,72611,46289,3030489,new schedule
2024-12-15,scheduled,118900,73694,45206,2956795,
2025-01-15,scheduled,118900,74793,44107,2881002,
2025-02-15,scheduled,118900,75909,42991,2805093,
"""

CSV["training/ski-fitness-log.csv"] = """date,activity,duration_min,elevation_gain_m,pack_kg,feel_1to5,notes
2024-07-06,Kok-Zhailau hike,190,900,6,4,hot
2024-07-20,Kok-Zhailau hike,175,900,8,4,
2024-08-10,Furmanov peak,320,1450,8,3,"long day, ran out of water"
2024-08-24,Kok-Zhailau hike,170,900,8,4,
2024-09-07,stairs (Koktobe),60,420,10,3,
2024-10-12,Big Almaty lake road,240,1100,10,4,first snow up high
2024-10-26,stairs (Koktobe),65,450,12,4,
2024-11-09,Kok-Zhailau hike,200,950,12,4,
2024-11-23,Kok-Zhailau hike,210,950,12,2,left knee painful on the way down - no poles (stupid)
2024-11-30,gym legs,60,0,0,3,rest knee
2024-12-14,Shymbulak skin up (rental),150,700,8,4,first time on skins!
2024-12-28,Shymbulak skin up,160,750,8,4,
2025-01-04,rest week,0,0,0,3,knee check ok
2025-01-11,Shymbulak skin up,170,800,10,4,
2025-01-19,AST-1 field day,420,300,10,4,cold
2025-02-01,Butakovka - Kimasar,300,1250,12,4,full pack
2025-02-08,Shymbulak - Talgar pass,330,1350,12,5,best day so far
2025-02-15,Kok-Zhailau hike,200,950,12,4,"easy, taper"
"""
