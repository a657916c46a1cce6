# -*- coding: utf-8 -*-
"""Short/medium Markdown notes and the three plain-text files."""

NOTES = {}

# ------------------------------------------------------------------ dailies

NOTES["notes/daily/2025-03-11.md"] = """\
# Tue 11 Mar 2025

- [x] SEM 10–12 (Tuesday slot) — Ewa's resin mounts charging again. Carbon-coated two of them, much better.
  Tell her: silver paint bridge to the stub, every time.
- [x] printed the HR employment letter x2 for 엄마's folder (came last week, PDF in my work inbox too)
- [x] TF-2 overshoot again, +18 °C on the first ramp. Logged it.
- [ ] ask Gwen about the bowing in Schubert 5 slow mvt, bar 34 — up-bow or hooked?
- [ ] reply to Sophie re: the new tenancy paperwork (sign by end of month)
- [ ] book eye test

엄마 on kakao this morning: 눈이 침침하다고, going to the 안과 next week. 언니 thinks it might be 백내장.
If it's surgery, May might be off. Don't panic yet.

Rehearsal tomorrow, Ladybarn, 7:30. Bring the pencil this time.
"""

NOTES["notes/daily/2025-06-04.md"] = """\
# Wed 4 June

Bad furnace day.

TF-2 tripped the RCD twice this morning during Raj's 900 °C anneal — the whole bench circuit went off,
including the fume cupboard alarm panel, which then screamed until Estates reset it. Second time it went
at almost exactly the same temperature. Raj thinks the element's leaking to earth when it's hot (insulation
breaking down). Tagged it DO NOT USE, locked the controller, emailed Helen.

Raj's samples: moved to the new Kelvar box (installed yesterday, thank god for timing). Different
atmosphere though — it's air only, no gas line — so he'll have to redo two of them.

Other:
- [x] signed the installation sheet for the new furnace
- [x] showed Ewa how to book it
- [ ] order new element for TF-2 (get a quote from the supplier first, Helen wants two quotes)
- [ ] dehumidifier: decide which one, Homewise has a 20L one on offer
- [ ] rehearsal tonight 7:30, Brahms parts back to the library

Bedroom smelled musty again after two days of rain. The wall behind the wardrobe is damp to touch.
"""

NOTES["notes/daily/2025-10-15.md"] = """\
# Wednesday 15 October

Survey was yesterday morning. Aidan from Dryline spent ages in the bedroom with his meter and a little
drill thing, then went up a ladder outside and took photos of the gutter. He wouldn't say much — "you'll get
it all in the report" — but he did ask how long the wardrobe had been against that wall, and he tested the
bathroom fan with a piece of paper and made a face. Report in "5–7 working days".

Internet company finally swapped the router (the old one kept dropping the 5G band). New Wi-Fi:
- network: Hartington-Flat5
- password: yuja-Tea-4482
Need to update the Korean house sheet for 엄마 and my phone/laptop/viola tuner app thing.

Lab:
- [x] HF first-aid refresher last week, signed off
- [x] Kelvar booking sheet for November posted
- [ ] pre-audit walk-round notes → write up properly
- [ ] SEM: Ewa's training session moved my slot on 13 Nov to afternoon, fine

Rehearsal tonight, Dvořák slow movement. Practise the 16ths at the top of p.3 on the bus.
"""

NOTES["notes/daily/2025-11-20.md"] = """\
# Thu 20 Nov

Was supposed to be audit day. It isn't any more (moved). Spent the morning on the SEM instead, then
finished the handover document and sent it round. Everyone knows what they're covering now.

- [x] handover doc — done, sent to Helen, Raj and Ewa
- [x] York train booked (Tue), tickets in the app
- [ ] chase Callum re: electrician for the bathroom extractor fan — promised "within two weeks" on 24 Oct,
      still nothing.
- [ ] Christmas lunch booking — three places full already
- [ ] iron the black shirt for the 29th
- [ ] print the Korean house sheet for 엄마
- [ ] finale run at home with the metronome at ♩=132, then 144

엄마 asked again on kakao about the weather. Told her: cold, wet, dark by four. She said "서울보다 덜
춥네" and was very pleased.

Concert in 9 days. 엄마 in 16.
"""

# ------------------------------------------------------------------ flat

NOTES["notes/flat/damp-timeline.md"] = """\
---
title: Damp / mould timeline — Flat 5, 31 Hartington Grove
updated: 2025-10-28
tags: [flat, damp, evidence]
---

# Damp & mould — timeline

Keeping this so I can hand the whole history to anyone (agent, landlord, council, surveyor) in one go.
Evidence = where the proof lives (photos folder on my phone is `Flat/Mould/YYYY-MM`).

| Date | What happened | Evidence |
|------|---------------|----------|
| Nov 2024 | first black spots behind the wardrobe, bedroom NE corner | photos |
| 8 Jan 2025 | Redbrick rent review email (Sophie) — proposed increase | email |
| 3 Feb | I reply: mould, ask for inspection before any increase | email |
| 10 Feb | Sophie: landlord agrees a smaller increase from 1 March | email |
| 9 Apr | Redbrick "inspection" — smoke alarms + photos; mould called "lifestyle" | my notes |
| 7 Jun | bought a dehumidifier myself (DryMate 20L) | receipt |
| 8 Jun | started the readings log | damp-readings.csv |
| 2 Jul | Sophie leaves; Callum Doyle now property manager | email |
| 28 Jul | formal complaint in writing to Callum | email |
| 12 Aug | Callum: landlord will pay for an independent damp survey (Dryline) | email |
| 23 Sep | Dryline confirm survey appointment | email |
| 14 Oct | survey done (Aidan Mulvey) | — |
| 21 Oct | report received — see the Dryline email, PDF/text attached there | email |
| 24 Oct | Callum: remedial works agreed (list in his email) | email |
| 25 Oct | I confirm I'm staying + ask for fan date | email |
| 28 Oct | roofer came: hopper cleared, downpipe section replaced (Castlefield Roofing) | photos |

## Things I've done myself
- bleach wash of the corner every ~6 weeks (Dec–May)
- wardrobe pulled 10 cm off the wall (Feb)
- window open 20 min every morning, heating never fully off
- clothes drying only in the living room, dehumidifier on
- dehumidifier every night since June

## Useful
- Council private housing team (environmental health) — if Redbrick stop responding. Not needed so far.
"""

NOTES["notes/flat/move-or-stay.md"] = """\
---
title: Move or stay?
created: 2025-08-10
updated: 2025-08-17
status: decided
---

# Move or stay?

Trying to be rational instead of just angry at a wall.

## Costs of moving (rough)

| Item | Estimate |
|------|----------|
| van + 2 movers (half day) | £350 |
| deposit gap (new one before old one returned) | ~£1,100 |
| new rent (comparable 1-bed, Levenshulme/Chorlton) | £1,050–1,150 pm |
| days off work | 2 |
| cleaning / end of tenancy | £150 |
| stress during 엄마 prep | high |

## Staying

Pros:
- rent lower than anything comparable
- 12 min cycle to the lab, 10 min walk to rehearsals
- I like the street, the bakery, the neighbours' cat
- survey might actually make the landlord fix it

Cons:
- the bedroom wall. Black mould, musty smell, clothes in the wardrobe smelled of it in winter
- a landlord who has ignored it for a year
- 엄마 sleeping in that room in December
- the bathroom fan does nothing

## Moving

Pros:
- fresh start, no mould, maybe a second bedroom for 엄마
- no more Redbrick

Cons:
- money (see above)
- timing is horrible: notice period lands in Oct/Nov, right before 엄마 arrives
- nothing guarantees the next place is better. Half the listings in the photos have suspicious fresh paint
  in the corners

## Decision (17 Aug)

I'm going to give notice at the end of September and look for somewhere in Levenshulme for
November. Whatever the survey says, I can't keep fighting Redbrick. Told 언니 on the phone.
Start viewing in September.

- [ ] set up alerts on the property sites
- [ ] ask Hyejin if I can store boxes at hers for a week
- [ ] get the deposit protection certificate out (DPS)
"""

# ------------------------------------------------------------------ mum visit

NOTES["notes/mum-visit/엄마 방문 계획.md"] = """\
# 엄마 영국 방문 계획

(2025년 9월 5일 정리 — 언니랑 통화하고 나서)

## 지금까지

- 원래 계획: 5월 초 2~3주. 언니 아이디어.
- 3월에 엄마 백내장 진단 → 4월에 수술. 수술 후 최소 3개월은 장거리 비행 자제하라고 해서 5월 취소.
- 수술 잘 됨. 엄마 왈 "세상이 너무 밝아졌다" ㅋㅋ
- 새 계획: **12월 6일(토) 도착 ~ 1월 10일(토) 출국.** 크리스마스랑 설 아니고 양력 새해를 여기서.

## 항공

- 한빛여행사 (언니 친구가 하는 곳), 9월 2일 발권. 예약번호/전자항공권은 여행사 메일 참고.
- 인천 → 헬싱키 → 맨체스터. 헬싱키에서 환승 한 번.
- 맨체스터 도착: 12월 6일 오후 2시 35분 (14:35). 공항 픽업은 내가.
- 돌아가는 날: 1월 10일 오후 4시 20분 맨체스터 출발.
- 환승 때 엄마 혼자 괜찮을지 걱정. 언니가 헬싱키 공항 환승 안내 캡처해서 보내주기로.

## 서류

- ETA: 비행기 예약 후 신청 (내가 앱으로 대신 해주기). 비용 £16.
- 내가 쓴 편지 (주소, 기간, 숙박/비용 내가 부담) + 회사 재직증명 (HR 편지, 3월에 받은 거) 같이 출력.
- 여권 사본 한 장 내 폴더에도.

## 병원 / 약

- 엄마 약: 혈압약, 콜레스테롤약, 안약(인공눈물). 영어 이름 정리 필요.
- 여기서 아프면? 내 GP에 물어보기 (일시 등록 가능한지, 돈 내는지).
- 여행자보험 — 언니랑 얘기.

## 하고 싶은 것들

- 크리스마스 마켓 (맨체스터 시내)
- 당일치기: 레이크 디스트릭트 vs 요크 vs 체스터 — 아직 고민 중 (day-trip-options 참고)
- 우리 실험실 구경
- 엄마 김치찌개 강습 ㅋㅋ
- 혜진이네 집에서 저녁

## 숙소

- 엄마가 침실, 나는 소파베드.
- 침실 곰팡이 ㅠㅠ 이사 갈지 말지 결정해야 함 (move-or-stay 노트).
"""

NOTES["notes/mum-visit/visit-checklist.md"] = """\
---
title: 엄마 visit — checklist
updated: 2025-11-21
---

# 엄마 visit checklist (6 Dec – 10 Jan)

## Documents
- [x] flights booked via Hanbit Travel (2 Sep) — booking ref + e-ticket in the Hanbit email
- [x] ETA applied for her on the app (3 Nov) → approved 6 Nov. Number is in the ETA email, printed copy in the blue folder
- [x] my invitation letter signed, with copy of my BRP + the HR letter
- [x] 엄마 passport details (for ETA + insurance):
  - passport no. M48•••••17 (full number in the blue folder)
  - expiry: 2029-03-14
  - name as in passport: LEE JEONGSUK
- [x] travel insurance — 언니 sorted (policy PDF on kakao)

## Flat
- [x] folding mattress topper + second duvet
- [x] bedroom wall repainted (10 Nov)
- [ ] bathroom fan — still waiting on Redbrick's electrician
- [ ] spare key cut (only one spare, it's in the key box)
- [ ] clear half the wardrobe + two drawers for her
- [ ] print the Korean house sheet (update Wi-Fi first!)

## Health
- [x] emailed the GP surgery (3 Oct), reply 6 Oct
- [ ] print the English list of her medicines x2 (one for her handbag, one on the fridge)
- [ ] save NHS 111 + the surgery number in her phone

## Plans
- [x] York train tickets (13 Dec)
- [ ] Christmas lunch on the 25th — BOOK
- [ ] Christmas markets evening — pick a weeknight
- [ ] ask Hyejin which day for dinner at hers
- [ ] find out what food she can bring in her suitcase (엄마 asked on kakao) and tell her

## Work
- [x] leave approved (8 Dec – 2 Jan)
- [x] handover doc written (20 Nov)
"""

NOTES["notes/mum-visit/day-trip-options.md"] = """\
# Day trip with 엄마 — options

One day out of Manchester while she's here. Winter, so: short daylight (sunset ~3:50pm), cold, probably
wet. She walks fine on flat ground but gets tired after a couple of hours.

| Option | How | Time each way | Cost (2 people, rough) | Good | Less good |
|--------|-----|---------------|------------------------|------|-----------|
| Lake District (Windermere + Grasmere) | coach tour from Chorlton Street | ~2h30 | £138 (tour £69 pp) | lakes, scenery, she's seen photos and loves them; boat on Windermere | long day (10 hrs), dark by 4 |
| York | train from Piccadilly | ~1h30 | £60–90 with railcard | Minster, the walls, Shambles, Christmas market | busy on Saturdays in Dec |
| Chester | train | ~1h | £40 | Rows, cathedral, walls, small | less "wow" |
| Liverpool | train | ~50 min | £30 | docks, museums, free | she's not into Beatles |
| Peak District (Castleton) | train + bus | ~1h30 | £35 | caves, villages | hills, mud, buses in winter |

## Thinking

The Lake District is the one she'd never do on her own and the one she's talked about since a drama had a
scene "in England with the lakes". The coach tour does the driving, there's a boat trip, lunch stop in
Grasmere (gingerbread!), back by 7pm.

York is easier and closer but I've been three times.

## Decision (21 Sep)

Lake District coach tour, Saturday 13 December. Booking opens in October — book then.
Tell 엄마 to bring proper shoes and a warm hat.
"""

NOTES["notes/mum-visit/gp-questions.md"] = """\
---
title: GP — questions about 엄마
created: 2025-10-02
updated: 2025-10-10
---

# GP questions for 엄마's visit

My practice: Cringle Fields Surgery. Emailed the general inbox on 3 Oct, reply came 6 Oct (forwarded to 언니).

## What I asked
1. Can a visiting parent (non-UK resident, ~5 weeks) register as a temporary patient?
2. If she gets ill, will she be charged? For what?
3. Repeat prescriptions — can a GP here prescribe her blood pressure tablets if she runs out?
4. Anything she should bring?

## Short version of the answer
- She can ask to be seen as a temporary resident if she needs treatment while she's here, but it's at
  the practice's discretion, and some hospital care for overseas visitors is chargeable.
- A&E itself: free at the point of use; admission to hospital after that: can be charged.
- Bring enough medication for the whole stay plus extra, in original packaging, with a list in English.
- Get travel insurance with medical cover.

## 엄마 meds (English names — from the ChatGPT chat, check with pharmacist)
| Korean (what's on her box) | English | Dose |
|----------------------------|---------|------|
| 노바스크 (혈압약) | amlodipine | 5 mg once a day, morning |
| 리피토 (콜레스테롤) | atorvastatin | 10 mg once a day, evening |
| 인공눈물 | sodium hyaluronate eye drops 0.1% | as needed |

## 결정 (10월 10일, 언니랑 통화)
- 여행자보험은 언니가 한국에서 가입하기로 함 — 의료비(입원 포함) 보장 되는 걸로, 기간 12/6 ~ 1/10.
- GP 임시 등록은 미리 하지 않기. 아프면: 응급이 아니면 NHS 111 먼저 전화, 필요하면 그때 surgery에 temporary resident로.
- 약은 6주치 + 여유분, 원래 포장 그대로, 영어 목록 같이.
- 보험 증권은 언니가 카톡으로 보내주기로.
"""

# ------------------------------------------------------------------ lab

NOTES["notes/lab/furnace-notes.md"] = """\
---
title: Furnaces — C.214
owner: Min-ji Kim
updated: 2025-09-15
---

# Furnaces in C.214

| ID | Type | Max | Atmosphere | Where | Status |
|----|------|-----|------------|-------|--------|
| TF-1 | tube furnace, 1100 °C (the ancient Carlton one) | 1100 °C | Ar / N2 | bench 2 | retiring — see below |
| TF-2 | tube furnace, 1200 °C | 1200 °C | Ar / N2 / forming gas | bench 3 | back in service Jul 2025 |
| Kelvar box | box/muffle furnace, new June 2025 | 1200 °C | air only | bench 4 | in service |

## Booking
- Paper sheet on the door + the shared calendar. Max 48 h continuous per booking.
- Every run on the log sheet: user, material, max T, ramp, dwell, atmosphere, signed off by me or Raj.
- Nothing polymeric, nothing with binder above 600 °C without the burn-out step, nothing unknown. Ask.

## TF-2
- Overshoot on first ramp (+15–20 °C) Jan–Mar 2025 → thermocouple replaced (type K → type N), better.
- New element fitted 8 July 2025 by the supplier's engineer. Log sheet restarted.

## Kelvar box
- Installed 3 June 2025. Spec sheet + install docs: in Helen's email from May and the blue folder.
- 20-segment programmable controller. Door interlock cuts power to the elements.
- Raj's zirconia runs have priority Mondays/Tuesdays (agreed with Helen).

## TF-1 — what to do with it

Jan–Aug: limping along. Controller fault twice, spare parts no longer made, the end caps don't seal
properly any more so argon runs are unreliable. Used by maybe two people a month.

Options discussed with Helen:
1. keep as a backup (costs bench space, PAT/inspection every year, people keep trying to use it)
2. repair (parts would have to be custom, quote £1,900+)
3. decommission and free bench 2 for the glovebox that's been waiting in the corridor

**Decided 12 Sept (me + Helen): TF-1 will be decommissioned.** Last run 30 Sept. Then: disconnect
(Estates), decontaminate the work tube, WEEE collection via the department. Bench 2 goes to the glovebox.

- [x] tell users (email 15 Sept)
- [x] last run 30 Sept
- [ ] WEEE collection form — waiting on Estates to disconnect
"""

NOTES["notes/lab/sem-booking.md"] = """\
# SEM booking — FEG-SEM, room B.09 (basement)

## Rules (as superuser)
- Booking through the faculty system only. No corridor bookings (Ewa).
- Internal cost code for materials dept time: MAT-4471. External users pay the full rate.
- New users: 2 × supervised sessions, then a sign-off session with me or Ewa before solo use.
- Max 3 h per booking in term time, 6 h in vacation.
- Leave the chamber under vacuum, column valves closed, beam off, log sheet filled in.
- Non-conductive samples: coat them (carbon for EDS, gold for imaging only). Don't "just try at low kV".

## My standing slot
- Until June 2025: Tuesdays 10:00–12:00.
- From July 2025: **Thursdays 09:00–11:00.** (Tuesdays went to Ewa when the lab meeting moved.)
- I much prefer the morning slots and always will: the basement is quiet before 11, fewer people
  walking past the column, the air handling hasn't started cycling, and my high-mag images don't drift.
  After lunch the stage drift is noticeably worse. If I ever have to swap, swap for another morning.

## Service / downtime
- Annual service: Helix Microscopy Services (engineer visit, whole day). Check the lab calendar.
- Filament (Schottky emitter) hours: check the log before booking long EDS maps.

## Problems & fixes
| Symptom | Usual cause | Fix |
|---------|-------------|-----|
| won't pump down | hair/dust on door O-ring | clean O-ring with lint-free wipe + IPA |
| charging streaks | uncoated / poorly grounded | carbon coat, silver paint bridge |
| image jumps every few seconds | someone slamming the B.09 door / lift | wait, or come in the morning |
| EDS dead time huge | working distance wrong | WD 10 mm for EDS |
"""

NOTES["notes/lab/safety-audit-2025.md"] = """\
---
title: Faculty safety audit 2025 — Materials labs
audit_date: 2025-11-20 10:00
auditor: Fiona Lacey (Faculty Safety Advisor)
written: 2025-10-20
---

# Safety audit 2025 — prep

Audit: **Thursday 20 November 2025, 10:00**, C.214 first then B.09 and the prep room.
Auditor: Fiona Lacey, Faculty Safety Advisor. Helen + me to walk round with her.

Last year's audit (Nov 2024): 2 minor actions (eyewash, unlabelled waste), both closed.

## Pre-audit walk-round (me + Raj, 17 Oct)

### HF
- [ ] calcium gluconate gel in the HF spill kit expired Aug 2025 — reorder 2 tubes, put date on the outside
      of the kit box
- [ ] HF COSHH assessment is from 2021 — must be rewritten (mine), include the new dilution procedure and the
      first-aid refresher records
- [x] HF tray labels redone
- [x] HF first-aid refresher for me, Raj, Ewa (8 Oct)

### General
- [x] eyewash bottles at both sinks replaced (expiry Oct 2027)
- [ ] flammables cabinet: three unlabelled bottles (old THF?) → hazardous waste collection
- [ ] TF-2 log sheets for June are missing two runs — find or note it
- [x] FC2 airflow test sticker out of date → tested 16 Oct, new sticker
- [ ] first aid box C.214: plasters + eye wash pods
- [ ] waste solvent containers: labels with start dates

### Paperwork to have ready
- COSHH folder (HF!!)
- furnace risk assessments
- SEM local rules + training records
- chemical inventory spreadsheet (printed)
- fume cupboard test certificates
"""

NOTES["notes/lab/handover-december.md"] = """\
# Handover — Min-ji on leave 8 Dec 2025 – 2 Jan 2026

Written 20 Nov. Sent to Helen, Raj and Ewa. Back on Monday 5 January.

## Who's covering what
| Area | Cover | Notes |
|------|-------|-------|
| SEM: bookings, new-user sign-offs, problems | Ewa Nowak | my Thursday 9–11 slot goes back to the pool for 11 and 18 Dec |
| Furnaces (Kelvar box + TF-2): booking sheet, log sign-off | Raj Patel | Raj already has priority Mon/Tue on the Kelvar |
| Chemical orders + deliveries | Helen Marsh | anything HF-related gets handed to Raj, never left in the prep room |
| Building/estates issues | Helen Marsh | |
| Anything about the audit actions | Helen Marsh | |

## Before I go (status)
- Safety audit: **now Tuesday 2 Dec, 10:00** (moved from 20 Nov). I'm still here for it.
- [ ] HF COSHH rewrite — mine, must be finished before 2 Dec
- [x] HF spill kit bits reordered (arriving w/c 24 Nov)
- [x] SEM service visit 26 Nov — all bookings that day moved
- [ ] TF-1 WEEE collection — still waiting on Estates; if they come while I'm off, Raj can sign the form

## SEM
- Filament hours at 1,860 on 20 Nov. Fine until spring.
- Two new users mid-training (Leo, Amara) — Ewa to do their sign-offs.
- If it won't pump down: door O-ring first. Always.

## Furnaces
- TF-2 behaving since the new element. Log sheet on the door.
- Kelvar: air only. No one puts anything unknown in it. Raj knows.

## Contact
Personal mobile for real emergencies only: 07700 900 418. I'll be showing my mum around, please let me.
"""

# ------------------------------------------------------------------ orchestra

NOTES["notes/orchestra/viola-notes.md"] = """\
# Viola notes

## Instrument
- Viola: 16" Chinese workshop instrument, bought 2016 in Seoul before I left. Warm, a bit nasal on the A.
- Bow: carbon fibre (backup) + the pernambuco one. Rehair every ~18 months (shop in Stockport, one week).

## Strings — what I like and what I don't
- A: **Larsen A, medium.** The only A string I actually like on this viola — warm, not shrill, takes the
  nasal edge off. Worth the price. Change every ~6 months.
- Tried an Evah Pirazzi A in 2023: too bright, metallic, made the top sound like a violin. Not again.
- D + G: Dominant. Boring, fine, cheap enough.
- C: Spirocore tungsten. Huge low end, takes a week to settle.
- Rosin: the dark one. Light rosin squeaks on this bow.

## Section
- Principal: Gwen Hughes (SMCO). Sectionals fortnightly on Saturdays in the autumn (orchestra calendar).
- I sit inside desk 2 most concerts. Happy there.

## Technique to-dos
- shifting 3rd→5th position cleanly in Dvořák 8 III (the lyrical tune, bar 17 onwards)
- spiccato at speed in the finale — from the string, small, near the balance point
- vibrato on the C string, slower and wider
- stop looking at the conductor only when I'm lost

## Bowings / notes from Marek
- Dvořák 8 I: "violas, the opening is yours — confident, not apologetic"
- Dvořák 8 III: "dance, not march"
- Dvořák 8 IV: "lightness, violas, lightness"
- Greensleeves: everything softer than you think
"""

NOTES["notes/orchestra/winter-concert.md"] = """\
---
title: SMCO winter concert 2025
date: 2025-11-29
---

# Winter concert — Saturday 29 November 2025, 7:30pm

St Aidan's Church, Fallowfield.

## Programme
1. Vaughan Williams — Fantasia on Greensleeves
2. Sibelius — Karelia Suite
3. interval (mince pies, the tea urn, Alan's raffle)
4. Dvořák — Symphony No. 8 in G major

## What to bring
- all black (long sleeves), black shoes
- music + pencil + spare pencil
- stand light (the church is dark at the back)
- mute (Greensleeves), rosin, spare A string
- water, a snack for the interval

## Tickets
£10 / £5 concessions / under-16s free. On the door or from Alan.
- Hyejin + her boyfriend: 2 × £10 (paid)
- Raj said maybe. Raj always says maybe.

## Hard bits to nail
- Dvořák IV, the viola semiquaver variation — metronome, slow-fast
- Karelia Intermezzo: count the rests, don't come in early again
- Greensleeves: con sordino, don't forget to take the mute OFF after
"""

# ------------------------------------------------------------------ recipes

NOTES["notes/recipes/김치찌개.md"] = """\
# 김치찌개 (2인분)

엄마 버전 + 내 버전. 엄마가 12월에 오면 제대로 다시 배우기.

## 재료
- 신김치 2컵 (많이 익은 거, 국물도 조금)
- 참치캔 1개 (150g) — 또는 돼지고기 앞다리살 200g
- 두부 반 모
- 양파 반 개, 대파 1대
- 고춧가루 1큰술, 다진마늘 1큰술, 국간장 1작은술, 설탕 아주 조금
- 물 또는 멸치육수 2.5컵

## 만드는 법
1. 냄비에 기름 조금, 김치랑 설탕 넣고 중불에서 5분 볶기.
2. (돼지고기면 여기서 고기 먼저 볶기)
3. 고춧가루, 마늘 넣고 1분 더.
4. 물/육수 붓고 끓으면 중약불로 15분.
5. 양파, 두부 넣고 5분. 참치는 마지막에 넣고 2~3분만 (오래 끓이면 퍽퍽해짐).
6. 대파, 간 보기.

## 내 취향
- 난 돼지고기보다 **참치** 넣은 게 훨씬 좋음. 기름진 거 별로. 엄마는 무조건 돼지고기파 — "찌개에 참치가 뭐니" 하심.
- 김치가 덜 익었으면 식초 한 방울.
- 라면 사리는 넣지 말기 (국물 다 먹어버림).
- 밥은 꼭 갓 지은 걸로.

## 메모
- 영국 배추로 담근 김치는 덜 아삭함. 찌개용으로는 상관없음.
- 한인마트 멸치 육수팩 좋음.
"""

# ------------------------------------------------------------------ plain text files

NOTES["notes/flat/heating-and-boiler-howto.txt"] = """\
FLAT 5 - HEATING, BOILER, WATER: HOW TO
(because I forget every single winter)
=======================================

BOILER
------
Combi boiler in the kitchen cupboard (left of the fridge).
Normal pressure: 1.0 - 1.5 bar on the gauge (cold). If it's under 1 bar:
  1. turn the heating off at the thermostat, let the radiators cool a bit
  2. under the boiler there are two little taps joined by the silver filling loop
  3. open the first one, then SLOWLY open the second - you'll hear water hiss
  4. watch the gauge, stop at 1.3 bar
  5. close both taps, check the gauge doesn't keep climbing
  6. heating back on
If it keeps dropping every couple of weeks -> tell the letting agent (email!), it's a leak somewhere.

Fault code F22 = low pressure (see above).
Fault code F28 = no ignition. Check the gas isn't off at the meter, reset once, then call the agent.

THERMOSTAT / TIMER
------------------
Wireless thermostat in the hallway. Program I use in winter:
  Mon-Fri  06:30-08:30  19C
           17:00-22:30  20C
  Sat-Sun  08:00-23:00  19.5C
  frost/away setting    14C  (don't go lower - damp!)
Batteries: 2 x AA, lasts about a year.

Radiator in the bedroom: keep the TRV on 3 minimum in winter (mould).

HOT WATER
---------
Combi, so instant. If it runs cold after a minute, the boiler is probably showing F28.

WATER - STOP TAP
----------------
Main stop tap (stopcock) is under the kitchen sink, at the back behind the bin caddy.
Red handle. Turn clockwise to shut off. It's stiff - use the tea towel for grip.
The building's communal stop tap is in the basement (agent has the key).

ELECTRICS
---------
Consumer unit (fuse box) is in the hallway cupboard above the coats.
If something trips: unplug the last thing you switched on, then push the switch back up.

USEFUL
------
Boiler service: once a year, the agent arranges it. Let them in.
Gas emergency: 0800 111 999 (national gas emergency line).
"""

NOTES["notes/mum-visit/엄마용 안내문.txt"] = """\
엄마, 우리 집 안내문 ♡
=====================
(민지 출근했을 때 보세요)

■ 주소
Flat 5, 31 Hartington Grove, Manchester M14 7XQ
택시 탈 때 이거 보여주기.

■ 와이파이
이름: Hartington-Flat5
비밀번호: yuja-Tea-4482
(대소문자 그대로! T는 대문자)

■ 열쇠
- 현관 열쇠는 엄마 거 따로 하나 줄게요.
- 여분 열쇠: 건물 현관문 오른쪽 벽에 있는 회색 키박스 안. 비밀번호 1905. 
  번호 맞추고 아래로 당기면 열려요. 쓰고 나면 꼭 번호 섞어놓기.

■ 난방 / 보일러
- 복도에 있는 하얀 온도조절기. 위 화살표 누르면 따뜻해져요. 20도 정도면 충분.
- 침실 라디에이터는 끄지 마세요 (곰팡이 때문에). 숫자 3 이상.
- 보일러 화면에 F22 뜨면 민지한테 카톡.

■ 물
- 물 새면: 부엌 싱크대 아래 안쪽, 빨간 손잡이 밸브를 시계방향으로 돌려 잠그기. 그리고 민지한테 전화.
- 수돗물 그냥 마셔도 돼요.

■ 쓰레기
- 일반쓰레기: 검은 통 (회색 뚜껑)
- 재활용: 파란 통 — 2주에 한 번 목요일 아침. 전날 밤에 내놓기.
- 음식물: 작은 초록 통 (부엌)

■ 욕실
- 샤워 후 창문 조금 열어두기. 수건은 거실 건조대에.

■ 전화번호
- 민지: 07700 900 418
- 응급 (구급차/경찰/소방): 999
- 안 급한 병원 상담: 111 (NHS 111) — 통역 요청 가능: "Korean, please"
- 동네 병원 (GP): Cringle Fields Surgery, 0161 496 0732

■ 기타
- 세탁기: 40도 면 코스. 건조기 없음, 거실 건조대에.
- 한인마트: 버스 타고 시내 (민지랑 같이 가요)
- 길 잃으면 택시 타고 주소 보여주기. 돈은 민지가 낼게요!
"""

NOTES["notes/lab/sem-startup-shutdown.txt"] = """\
FEG-SEM (B.09) - START-UP / SHUT-DOWN CHECKLIST
Local rules v4, M. Kim, rev. March 2025
------------------------------------------------

BEFORE YOU START
 1. Sign the log sheet: name, date, time in, cost code, sample description.
 2. Check the vacuum status on the PC: column + chamber green. If not, STOP, tell the superuser.
 3. Check the emitter is on (it stays on - never switch the gun off yourself).
 4. Gloves on for anything going into the chamber. Never touch stubs with bare hands.

LOADING
 5. Vent the chamber (VENT button). Wait for the door to release - do not pull.
 6. Mount sample, check height with the height gauge. Max height: top of the gauge.
 7. Close door, PUMP. Wait for "Vac OK" (3-5 min).
 8. Navigation camera photo -> double-click to drive to sample.

IMAGING
 9. Start at 5 kV / spot 3 / WD 10 mm, low mag. Focus, stigmate, then go up in mag.
10. Non-conductive? Coat it (see coater SOP). Low-vac mode only with permission.
11. EDS: 15-20 kV, WD 10 mm, check dead time 20-40 %.

FINISHING
12. Beam OFF. Stage to home position.
13. Vent, remove sample, close door, PUMP. Wait for Vac OK before leaving.
14. Save data to your own folder, not the desktop. Desktop is wiped on Fridays.
15. Log sheet: time out, any problems (even small ones).

NEVER
 - leave the chamber vented
 - load magnetic samples without asking
 - put loose powder in without it being fixed on carbon tape and blown off with the air duster
 - eat or drink in B.09

Problems: superuser on duty (see door), then the lab manager.
"""
