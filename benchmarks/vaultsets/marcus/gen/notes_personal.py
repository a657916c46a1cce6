NOTES = {}

NOTES['notes/personal/half-marathon.md'] = """---
title: Harbourside Half 2025
race: 2025-09-21
tags: [running, personal]
---
# Harbourside Half - Sun 21 Sept 2025

Target: **sub 1:55**. (10k PB 54:10, Feb 2025.)
Running for **Wheels for Southville** - the kids' bike recycling charity, they give refurbished bikes to kids who haven't got one. Tomek and I fix bikes for them twice a year anyway. Sponsorship page set up 2 June.

## How I train (what works for me)
- Early. 6am, before the shop. By 7:15 I'm showered and opening the shutters. If I leave it to the evening it doesn't happen.
- Outside. No treadmill. I hate treadmills - the gym one at the leisure centre made me want to throw myself off it after 20 mins. Rain is fine, rain is just weather.
- Podcasts not music on easy runs. Nothing on the long run, just my head.
- 3 runs a week, not 4. 4 and the knee complains.
- Sunday long run, Portway / Avon towpath out and back.

## Fuel
- NO gels. Tried 2 brands in July - both times stomach cramps at 8 miles. Never again.
- Medjool dates (2 per 45 mins) + a salt tab. Works.
- Porridge + banana 2.5 hrs before.

## Plan (14 weeks, from Tue 17 June)
| Week | Tue (tempo/intervals) | Thu (easy) | Sun (long) |
|---|---|---|---|
| 1-2 | 5k w/ 3k @ tempo | 6k | 12k |
| 3-4 | 6x800 | 7k | 14k |
| 5-6 | 7k w/ 5k tempo | 7k | 16k |
| 7 | rest week | 5k | 12k |
| 8-9 | 5x1k | 8k | 18k |
| 10-11 | 8k w/ 6k @ HM pace | 8k | 19-20k |
| 12 | 4x1 mile | 8k | 16k |
| 13 (taper) | 5k w/ 3k @ HM pace | 5k | 10k |
| 14 (race wk) | 4k easy + strides | 3k shakeout Fri | RACE |

HM pace for 1:55 = 5:27/km (8:46/mile).

## Knee
- Left knee, outside. Physio (Kerry-Ann at Southville Physio) says ITB + weak glutes. Clams, side planks, single leg squats. 3x a week. Actually do them.

## Kit
- Shoes: road shoes bought May (2nd pair for long runs from Aug).
- Running belt for dates + phone.

## After
- Finished! Knees ok. Time - see results e-mail.
- Next? Jo says Cardiff half. I said ask me in January.
"""

NOTES['notes/personal/amara-university.md'] = """---
title: Amara - university applications
updated: 2025-10-12
tags: [family, amara, ucas]
---
# Amara - uni applications (2026 entry)

Amara, Year 13 at Redcliffe Vale Sixth Form. Wants to do **Architecture** (BA/BSc, RIBA Part 1). Has wanted to since she was about 12 and drew the floor plans of every house we looked at.

A-levels: Maths, Art, Physics. Predicted **A*AA** (Maths A*, Art A, Physics A) - came through in May.

Head of sixth form (does the UCAS references): Ms Deborah Kwarteng. Amara's form tutor: Mr Hollis.

## The five choices (as submitted)

| Uni | Course | Typical offer | Open day | Amara's view |
|---|---|---|---|---|
| Sheffield | Architecture BA | AAA | 5 July (went) | favourite so far. Loved the studios |
| Cardiff | Architecture BSc | AAB-ABB | 27 Sept (went) | nice, close to home (too close?) |
| Nottingham | Architecture BArch | AAA | 12 July (went) | good, bit corporate |
| Newcastle | Architecture BA | AAA | virtual, Aug | the city sold her, course ok |
| Liverpool | Architecture BA | AAB | 20 Sept (Jo took her) | surprisingly good, lots of making |

## Notes on each (from the open days)

**Sheffield** - Amara came out of the studio tour and didn't stop talking for an hour. First-years get their own desk in the studio and they build stuff from week one. Strong on the social side of architecture (housing, community projects), which is her thing. City's cheap, she likes the hills (she would). Portfolio required - digital, 10-15 pages.

**Cardiff** - close enough that she could come home for a Sunday lunch. Which she pointed out is a downside, ha. Good reputation, strong on environmental design. The building's a bit tired, but the students we talked to were lovely. I drove, we had chips on the way back, a good day.

**Nottingham** - very slick, big campus, everyone in lanyards. She said the course felt "engineering with drawings". Good for the technical side. Portfolio required.

**Newcastle** - virtual open day only (we couldn't do the trip in August with the shop). She watched the studio tour twice. The city is the draw - she's been once on a school trip and loved it. Long way from home (4.5 hrs).

**Liverpool** - Jo took her on 20 Sept while I was tapering / in the shop. Came back saying it was "surprisingly good" - lots of making, model workshop, friendly. It replaced Bath.

## Bath - dropped (decided Sun 14 Sept)

Bath was on the original list from the start. Dropped it. Her decision, we agreed:
- typical offer A*AA *and* they want the A* in a specific subject - too tight with her predictions
- the open day (June) felt "like a business school" (her words)
- placements are great but the cost of living in Bath is mad - rent for 2nd/3rd year ~£180/week+
- Liverpool went in instead, after the 20 Sept open day.

Jo thought Bath was a mistake to drop. I think it's Amara's call. It's done.

## Dates
- Internal school deadline: **Fri 17 Oct 2025** (school sends it on after the reference is added)
- UCAS "equal consideration" deadline: 14 Jan 2026 (she's going well before)
- Portfolio reviews/interviews: Dec-Feb, depending on uni. Sheffield and Nottingham ask for a digital portfolio.
- Offers: most by March-April. Firm/insurance by early June.

## Personal statement
The new format (2026 entry): three questions instead of one essay, 4,000 characters total incl spaces.
1. Why do you want to study this course?
2. How have your qualifications and studies helped you prepare?
3. What else have you done to prepare outside of education?

Amara's stuff for Q3:
- Summer school at Sheffield (July 2024)
- Work experience at Frome & Keel Architects (2 weeks, Feb half term)
- The pavement licence plan for the shop (she drew it to scale, council accepted it!) - Ms Kwarteng said use it, it's a real thing that got "built"
- Sketchbook of Bristol buildings - the Bedminster warehouses
- Saturday job at the shop (coffee counter, since 2023)

Drafts: v1 in July (too long, 5,600 chars), v2 Aug, v3 Sept (Ms K's comments), final 8 Oct.

## Portfolio (for the interviews)

What she's putting in (her list, my typing):
1. The Bedminster warehouses sketchbook - 6 spreads, pen and wash
2. The shop pavement plan + a photo of the tables actually out there
3. A-level Art final piece - the cardboard city model (photos from 4 angles)
4. Work experience drawings from Frome & Keel - the extension scheme she helped on
5. Life drawing (2 pages - she says unis like to see you can draw people)
6. A short "process" page - how she went from sketch to model for the Art piece
7. Photos of the bike she rebuilt with Tomek (her idea - "it shows I can make things")

Format: PDF, max 20MB for Sheffield, max 15 pages for Nottingham. She's doing it in InDesign at school.

Interviews/portfolio reviews usually Dec-Feb. Sheffield sometimes online. I'll drive to whichever are in person.

## Money
- UCAS fee: £28.95 for up to 5 choices (she pays it when she submits - I said I'd transfer it to her).
- Portfolio printing: A3 prints for the Sheffield interview, maybe £40.
- Student finance: apply from March 2026. We'll get the minimum maintenance loan probably (household income). Need my tax return figures - SA302 from Fiona.
- Accommodation estimates (1st year, catered vs self-catered):

| Uni | Self-catered /wk | 40 weeks |
|---|---|---|
| Sheffield | £155 | £6,200 |
| Cardiff | £150 | £6,000 |
| Nottingham | £175 | £7,000 |
| Newcastle | £160 | £6,400 |
| Liverpool | £145 | £5,800 |

Plus a laptop that can run the 3D software (Rhino / SketchUp). She says at least 32GB RAM. Christmas present?

## Student finance (what I've worked out so far)

- Tuition fee loan: covers the fee (£9,535 a year for 2025 entry, may go up again). Paid straight to the uni. Nothing to do with our income.
- Maintenance loan: means-tested on household income (mine + Jo's, from the tax year two years before - so 2024/25 figures). We're in the middle band, so she'll get more than the minimum but not much more. The calculator says roughly £6-7k a year outside London.
- Accommodation eats almost all of that. So we top up: I reckon £150-£200 a month from us, plus her savings from the shop Saturdays.
- Architecture costs extra: printing, model materials, software, field trips. Older students say budget £500-£800 a year. Some unis have hardship funds/bursaries for materials - check each.
- Course is 3 years for Part 1, then a year in practice (paid), then Part 2 (2 more years). It's a long road. She knows.
- Apply for student finance from March 2026, don't wait for the offer decisions.

## Conversations with Amara (so I remember)

- July: she asked whether it was "stupid" to do architecture when AI can draw buildings. We talked about it over a long drive. She decided no - "someone still has to decide what's good". Proud of that.
- Sept: the Bath thing. She was worried Jo would be upset. Jo was a bit. It's fine now.
- Oct: nervous about the portfolio more than the grades. Tomek's offered to let her use the workshop at the weekends for models. She's taken him up on it.
- She's asked me not to mention uni at every meal. Fair. Once a week, Sunday dinner, that's the deal.

## Notes to self
- Don't push. She's got this. Jo's organizing the open days, I'm doing money + lifts.
- Sheffield is 3 hrs 15 on the train. Cardiff is 50 mins. I'd secretly like Cardiff. Don't say that out loud.
- Amara's Saturday shifts will stop after Easter (exams). Hannah needs to cover - sort on the rota in March.

## Done / to do
- [x] Predicted grades
- [x] Open days (Sheffield, Nottingham, Cardiff, Liverpool; Newcastle virtual)
- [x] Personal statement final
- [x] Choices locked - Bath out, Liverpool in
- [ ] Transfer Amara the UCAS fee (£28.95) - organise before the 17th
- [ ] Ask Fiona for SA302s for student finance (March)
- [ ] Laptop - research
"""

NOTES['notes/personal/kitchen-leak.md'] = """---
title: Kitchen leak - Oct 2025
updated: 2025-11-02
tags: [home, leak]
---
# Kitchen leak (home, 8 Cranmore Terrace)

## What
- Found Sun 26 Oct evening. Water under the kitchen units, floor soft by the dishwasher.
- Cause: the compression olive on the dishwasher's isolating valve (under the sink) weeping. Slow drip, probably weeks. Not the dishwasher itself.
- Damage: laminate swollen in front of the sink and dishwasher (6 boards in the end), kickboards swollen, bottom of the sink unit carcass soft. Smell.

## Stopcock
Under the stairs, at the back, behind the hoover. Red handle. Turn clockwise. (Writing it down because I couldn't remember and Jo had to find it with the phone torch.)

## Plumber
Gareth Pugh (Pugh & Sons) - Jo's brother used him. Came Thu 30 Oct 8am.
- Replaced the isolating valve + both compression fittings, new dishwasher hose (old one perished). 1.5 hrs.
- Quote was £165 labour + parts. Final: £165 + £28 parts = £193. Paid by bank transfer 31 Oct.
- He said the sink unit carcass will rot if it stays wet - dehumidifier on for a week (borrowed from the shop).

## Home insurance
Harbourline Home - buildings + contents (Jo's name, policy in the blue folder). Escape of water is covered, excess £350 (I think). Flooring claim probably £600-£900 so worth it?

## To do
- [x] Plumber
- [x] Dehumidifier (running since Thu)
- [ ] Ring Harbourline claims line re the laminate + sink unit (need photos - took them Mon morning, on my phone)
- [ ] Get a 2nd quote for the flooring (Gareth knows a fitter; also ask the flooring place on Wells Road)
- [ ] Kickboards - measure and order (B&Q? or ask the kitchen firm)
- [ ] Check the washing machine valve while I'm at it (same age, seperate valve)
"""

NOTES['notes/lists/shop-todo.md'] = """# Shop to-do (running list)

Updated whenever. Cross off, don't delete.

## Now
- [ ] Sign + return the rent review memorandum to Nadia (was due 10 Oct!!)
- [ ] Standing order -> £1,300/month (check Oct went out right)
- [ ] Ground anchor: order, fit, photo to Owen by 30 Nov
- [ ] Velotrade credit note to Fiona (she's asked twice)
- [ ] Return Hartcliffe loan grinder to Simon - it's STILL in the corridor. Since June. Embarrassing.
- [ ] Bedminster Traders directory: new hours
- [ ] Tomek's Cytech course - decide if we pay (£495?) before Jan intake
- [ ] Xmas: late opening Thu 11 + 18 Dec? (traders list)

## Soon
- [ ] Machine service (Ironbridge) - Jan
- [ ] Price list review - April 2026
- [ ] Pavement licence renewal - Feb/March 2026
- [ ] Stocktake 31 Dec

## Done
- [x] Lowmoor account set up (Jun)
- [x] New padlock on the yard gate (Aug)
- [x] Motion light in the yard (Aug)
- [x] TapTill - stayed, 1.59% (Aug)
- [x] New opening hours live (7 Oct)
- [x] Insurance renewed (Oct)
- [x] VAT Jun-Aug paid (Oct)
"""
