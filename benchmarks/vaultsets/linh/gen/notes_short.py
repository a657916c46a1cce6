# -*- coding: utf-8 -*-
"""Markdown notes (short/medium) and the three plain-text files."""

NOTES = {}

# ------------------------------------------------------------------ daily notes
NOTES["notes/daily/2025-02-03.md"] = """# Mon 3 Feb 2025

Back on the ward after the Tết weekend, still full of bánh tét. Mẹ sent me home with 3 khoanh bánh tét and a tub of thịt kho trứng, our fridge at home is bursting.

## Work
- Started the 4 West rotation today (gen med). Handover from Dimitri: 28 beds, lots of AF pts on DOACs, two on warfarin with wild INRs
- Helen wants an audit proposal from me by end of Feb. Thinking VTE prophylaxis on the gen med wards, it's come up at M&M twice this year
- [ ] e-mail Clinical Governance re the audit registration form
- [x] finish med recs backlog beds 12-20

## Phở Sông Hàn
- Tết weekend was insane. Sat takings biggest ever (Khoa has the numbers)
- Khoa says Hùng Phát put the bones up again, told him to get a second quote from someone
- the old coolroom compressor is doing the clunking thing again. Ba says "còn xài được" (still works). It does not still work, Ba.

## Wedding
- Arjun's parents video-called, so sweet. His mum asked about "the 13th December" and whether she needs a visa for Vietnam (yes Sunita aunty, you do)
- Mỹ Khê Pavilion emailed back with the price list, looks good. Sunset on the sand 😍

## Misc
- badminton tmrw, bring the new grip tape
- bins: recycling week
"""

NOTES["notes/daily/2025-05-19.md"] = """---
date: 2025-05-19
tags: [daily, audit, restaurant, wedding]
---
# 19/05/2025 (Mon)

**Audit** — data collection officially started today. HIS finally sent the MRN list last week (120 charts, 40 per ward). Doing the 4 West charts first definately, since I know the ward and the drs' handwriting lol. Sam O. is second reviewer on a random 10%. Data tool = the Excel template in the audit folder, locked columns so nobody breaks it.

**Restaurant**
- Huyền started as a casual on Saturday — lovely, fast, already knows the whole menu because she's been eating here since high school. Khoa put her on Sunday lunch.
- coolroom: deposit paid, build slot locked in. Details in the fridge note.
- The grease trap guy is coming Thursday, someone needs to be there at 7am (not me!!)

**Wedding**
- Mẹ rang after chùa — thầy Tư wants to "xem lại ngày" (look at the date again). She's going to email me properly. Uh oh.
- Mỹ Khê want the 2nd payment by end of June. Holding off till Mẹ's thing is sorted.

**Me**
- slept badly, 3 lates in a row last week does that to me
- [ ] book physio for my shoulder (badminton smash too enthusiastic)
- [x] renew car rego
"""

NOTES["notes/daily/2025-08-26.md"] = """# Tue 26 Aug — council inspection day

Took a half day (swapped with Mei on 5 East). Got to the shop at 1:45, Khoa had mopped everything twice, Ba was hovering by the pass pretending not to be nervous.

The inspector wasn't Priya (the EHO who booked it in) — she was off sick, so it was **Colin Fitzgerald**, a senior EHO. Older guy, very polite, extremely thorough, probe thermometer in literally everything incl. the bean sprouts.

What he flagged:
1. Temperature records — gaps on weekends in July (casuals not filling in the sheet)
2. Handwash basin in the prep area — no paper towel and the soap dispenser empty. Embarrassing, it was literally full this morning
3. Door seal on the Skope upright (drinks + prep fridge) torn at the bottom corner

Good stuff: he liked the colour-coded chopping boards, the allergen matrix on the wall, and that we have a plan for the coolroom replacement. Old coolroom held 3.8°C the whole time, so it behaved itself for once.

He said the report comes by email in a couple of days and there'll be a follow-up visit within ~6 weeks.

Felt weird being the one audited for once instead of doing the auditing 😅 Khoa said I did the "hospital voice" the whole time.

Evening: Arjun made dal, I fell asleep on the couch at 8:30.
"""

NOTES["notes/daily/2025-11-14.md"] = """# Friday 14.11.25

- Uncle Rakesh's e-visa came through!!! 🎉 Arjun forwarded the approval PDF, printed 2 copies for the wedding folder.
- Mỹ Khê refund: STILL not in the account. It's been 5 months — they said within 60 days back in June. Need to email Ms Thảo again, maybe ask dì Hạnh to go in person. 😤
- DTC slides draft v2 done, need Helen to look over before I send them
- CPD: booked the anticoag webinar (Thu night)
- Khoa: a Hùng Phát invoice is sitting there unpaid, remind him on Sunday
- bought place card stock at OfficeHub
- Mochi vomited on the rug. classic.
"""

# ------------------------------------------------------------------ wedding
NOTES["notes/wedding/wedding_overview.md"] = """---
title: Wedding overview
created: 2025-01-12
wedding_date: 2025-12-13
location: Đà Nẵng
status: planning
---
# Linh ❤ Arjun — wedding overview

> Jun update: date AND venue changed since this was written, see venue_decision.md

## Why Đà Nẵng
- Bà ngoại can't fly any more, and dì Hạnh lives there and knows everyone
- Arjun loves the beach there (we went in 2023)
- honestly cheaper than a Melbourne wedding for the same headcount

## Date
**Sat 13 December 2025** (before Christmas so the Melbourne people can come, and end of the uni year for the cousins)

## Guests (rough)
| Side | Approx. |
|---|---|
| Đà Nẵng / Quảng Nam family | 60 |
| Melbourne + Sydney family & friends | 35 |
| Arjun's side (India + Melbourne) | 25 |
| **Total** | **~120** |

## Budget (AUD, first pass)
| Item | Budget |
|---|---|
| Venue + food | 9,000 |
| Áo dài x2 + Arjun's suit / sherwani? | 2,500 |
| Photo + video | 3,000 |
| Our flights | 3,200 |
| Decor + flowers | 1,500 |
| Makeup + hair | 600 |
| Misc / gifts / red envelopes | 1,200 |
| **Total** | **21,000** |

## Venue shortlist
1. **Mỹ Khê Pavilion** — on the beach, sunset ceremony, capacity 200
2. **An Nhiên Garden Villa** (Ngũ Hành Sơn) — garden, quieter, dì Hạnh knows the owner
3. Sơn Trà Cliff Resort — gorgeous but $$$$

## To do
- [x] tell both families
- [x] email Mỹ Khê + An Nhiên for prices
- [ ] pick venue
- [ ] book photographer
- [ ] áo dài — ask Mẹ which tailor
- [ ] visas for Arjun's parents (Indian passports)
"""

NOTES["notes/wedding/venue_decision.md"] = """---
title: Venue decision log
updated: 2025-06-09
tags: [wedding, venue]
---
# Venue — decision log

## 8 Mar 2025 — chose Mỹ Khê Pavilion
- ceremony on the sand at sunset, reception in the pavilion
- 3.5tr/bàn, capacity 200
- deposit 30,000,000₫ paid 6 Mar (invoice in email)
- Arjun over the moon, beach boy

## 2 Jun 2025 — rethinking everything
Mẹ's thầy moved the date to 10/1/2026 (see Mẹ's email). So now it's a January wedding, which made me look at the venue again.

## 9 Jun 2025 — FINAL: switching to An Nhiên Garden Villa

Why we dropped the beach:
1. **Ba's knee.** Mỹ Khê's pavilion is down ~40 steps to the sand and there's no ramp or lift. Ba can't do that in a suit without pain and I'm not having him carried to his daughter's wedding. An Nhiên is all flat + one ramp.
2. **Weather.** January is the tail of the northeast monsoon — wind + drizzle on the beach is a real risk. An Nhiên has an indoor hall (sảnh trong nhà) as a rain backup; Mỹ Khê's only backup was a marquee.
3. **Food.** Dì Hạnh did tastings at both. An Nhiên's food was way better (chả giò, lẩu hải sản) and 1.2tr/bàn cheaper.
4. Garden photos > windswept hair photos, according to chị Vy.

Cost of changing our minds: we lose 50% of the Mỹ Khê deposit (they refund 15tr). Worth it.

Arjun agreed (after mourning the sunset for a day), Mẹ agreed, Ba said "ok" (= very happy).

- [x] email Mỹ Khê to cancel
- [x] pay An Nhiên deposit
- [ ] tell the photographer the new location
"""

NOTES["notes/wedding/guest_list_flights.md"] = """# Guests & flights — Đà Nẵng, Sat 10/1/2026

_updated 30 Oct 2025_

Headcount is somewhere around 150 still, final number has to go to An Nhiên by mid-Nov (chị Phương).

## Who's flying when

| Who | From | Flight(s) | Date | Lands DAD | Notes |
|---|---|---|---|---|---|
| Linh + Arjun | MEL | SkyLotus via SGN | Tue 30 Dec | 30 Dec late | booking ref is in the SkyLotus email |
| Ba, Mẹ, Khoa | MEL | VN780 MEL→SGN 13:25, then VN connection to DAD | Fri 2 Jan | 2 Jan ~22:05 | Khoa booked on points, Mẹ wants an aisle near the loo |
| chị Vy, anh Quân, Bin, Na | SYD | via SGN | Sun 4 Jan | 4 Jan evening | kids' first time in VN since 2019 |
| Rakesh & Sunita Mehta | Pune | TBC — Arjun sorting | ~5 Jan | ? | visas!! |
| Arjun's uni friends (4) | MEL | own bookings | 7-8 Jan | | |
| Cô Tư + chú Lâm | MEL | Scoot via SIN | 6 Jan | | |

## Hotel block
Ly Ly Hotel, 12 An Thượng 2, Mỹ An (Ngũ Hành Sơn) — 18 rooms held 3–12 Jan at 650,000₫/night incl. breakfast. 10 min by Grab to An Nhiên. Guests book directly and quote "Linh & Arjun wedding". Release date for unbooked rooms: 10 Dec.

## Airport pickups
- Ba/Mẹ/Khoa → dì Hạnh's son drives
- Vy's family → Grab XL
- Mehtas → ask Bảo?
"""

NOTES["notes/wedding/ao_dai.md"] = """---
title: Áo dài
tags: [wedding, áo dài]
---
# Áo dài cưới

**Tailor:** Hạnh Áo Dài — cô Hạnh (not dì Hạnh lol, different Hạnh) — Shop 7, 41 Buckingham Ave, Springvale. Mẹ has used her for 15 years. Cash or bank transfer only.

## Fittings
| # | Date | What happened |
|---|---|---|
| 1 | Sat 12 Jul | measurements, chose fabric. She says I hold my shoulders like a pharmacist (??) |
| 2 | Sat 30 Aug | first try-on of the lễ áo dài, sleeves too long, neck perfect |
| 3 (final) | Sat 25 Oct, 11am | final fit + khăn đóng for Arjun |

## Colour — the great debate
- Original idea: pastel blue for the lễ, because everyone does red
- Mẹ + bà ngoại (on the phone from Đà Nẵng) very firmly: đỏ = may mắn, và hình chụp đẹp hơn
- Arjun: "whatever you like, but red is very Indian-wedding too, my mum will cry happy tears"

**CHỐT (30 Aug):** đỏ đô (burgundy) with gold phoenix embroidery for the lễ / tea ceremony; white lace áo dài for the evening reception. Pastel blue dropped.

## Arjun
- khăn đóng + áo dài in cream with burgundy trim to match mine
- he wants to wear a sherwani for part of the reception as well — fine

## Costs
- bride lễ áo dài: $680
- white lace: $520
- Arjun's set: $390
- 50% deposit paid at fitting 1
"""

NOTES["notes/wedding/visa_bo_me_arjun.md"] = """# Visa cho bố mẹ Arjun (Vietnam e-visa)

Rakesh uncle + Sunita aunty — Indian passports, flying from Pune. Indian citizens can use the Vietnam e-visa (single entry up to 90 days).

**ONLY use the official government e-visa portal.** There are heaps of lookalike agent sites that charge $100+. Arjun almost paid one.

## Checklist
- [x] passport bio page scans (both) — valid >6 months after entry ✔
- [x] photos 4x6, white background, no glasses
- [x] entry point: Đà Nẵng International Airport (DAD)
- [x] address in VN: the guest-block hotel (see guest list note)
- [x] fee US$25 each, paid by Arjun's card
- [x] submitted 20 Oct (Arjun did it from his laptop with his dad on the phone)
- [ ] check status every few days (3 working days is the official processing time, lol)
- [ ] print approval letters x2 each — one for them, one for our wedding folder

Registration codes: in Arjun's forwarded email (21 Oct).

Notes:
- if a photo gets rejected you can re-upload in the same application, no new fee
- the name has to match the passport EXACTLY (Sunita aunty's middle name!)
"""

# ------------------------------------------------------------------ work
NOTES["notes/work/vte_audit_plan.md"] = """---
title: VTE prophylaxis prescribing audit — plan
audit_id: QA-2025-117
lead: Linh Nguyen (Senior Pharmacist, 4 West)
status: data collection done, analysis done, presenting at DTC
---
# VTE prophylaxis audit (gen med) — plan

## Question
Are adult general medicine inpatients getting a VTE risk assessment within 24 h of admission, and is prophylaxis (enoxaparin / heparin / mechanical) prescribed when indicated and withheld when contraindicated?

## Scope
- **Wards: 4 West, 5 East and 7 North** (the three general medicine wards)
- adults admitted ≥ 48 h, Feb–Apr 2025 admissions
- excluded: therapeutic anticoagulation on admission, palliative, < 48 h stays

## Sample
120 charts total, 40 per ward, random from the MRN list HIS provides (need to ask who in HIS does this — Aisha said they'd sort it).

## Measures
1. VTE risk assessment documented ≤ 24 h
2. prophylaxis prescribed when indicated
3. correct dose for weight/renal function (enox 40 mg daily vs 20 mg if CrCl < 30, weight-adjusted if > 150 kg)
4. contraindication documented when withheld

Target: ≥ 90% on measure 2 (hospital KPI).

## Team
- me (lead, data collection 4 West + 7 North)
- Dr Sam Oyelaran, haematology registrar — co-investigator, second reviewer 10%
- Helen Castellano — sponsor

## Timeline
| When | What |
|---|---|
| Mar | register with Clinical Governance |
| May–Aug | data collection |
| Sep | analysis |
| Nov DTC (TBC) | present findings + recommendations |

## Ideas for recommendations
- eMR hard stop for VTE risk assessment at admission
- pharmacist prompt on the ward round checklist
- renal dosing table on the back of the drug chart
"""

NOTES["notes/work/ahpra_cpd.md"] = """---
title: AHPRA renewal + CPD 2025
tags: [work, registration, cpd]
---
# AHPRA renewal + CPD (registration year to 30 Nov)

## Renewal
- [x] renewal submitted online 3 Nov (receipt + reg no. are in the renewal receipt email)
- [x] PII cert — covered through the hospital
- [x] recency of practice — obviously
- [x] declarations (no changes)

## CPD
Pharmacy Board requirement: **40 CPD credits** per registration year, with at least half from Group 2/3 (and some planning/reflection). Tracked in cpd_log_2025.csv.

Status as at 12 Nov: **34.5 / 40 → 5.5 credits short.**

Plan to close the gap:
- [ ] anticoag stewardship webinar Thu 20 Nov, 7–9pm → ~3 credits (Group 2, has a quiz)
- [ ] still need ~2.5 more after that. Options: SHPA podcast + quiz (1), or the renal dosing module (2.5, Group 2)
- [ ] upload evidence for the audit (counts as Group 3?) — ask Helen
- [ ] write the CPD plan for next year BEFORE the wedding

Reminder to self: don't leave it to the 29th like last year.
"""

NOTES["notes/work/roster_notes.md"] = """# Roster notes 2025

Roster coordinator = Dimitri. Rosters come out 4 weeks ahead, swaps go through him by email, not WhatsApp (he's strict about that).

## My pattern this year
- Mon–Fri 8:00–16:30 on 4 West
- weekend on-call every 2nd Saturday
- occasional lates (12:30–21:00) when dispensary is short

**Preference (told Dimitri at my review):** I'd much rather do earlies than lates. I'm useless after 8pm and lates wreck my sleep for two days. Happy to take extra early dispensary shifts (7:30 starts) if it keeps me off lates.

## Swaps log
| Date | Swap | With | Why |
|---|---|---|---|
| Sat 12 Jul | on-call moved to Sun 13 Jul | Mei | Mei's sister's wedding |
| Tue 26 Aug | half day | Mei (5 East) | council inspection at the shop |
| Sat 20 Sep | dropped on-call | Tom | Giỗ week + Tom wanted extra shifts |

## Leave
- wedding leave **29 Dec 2025 – 23 Jan 2026** — approved by Helen 18 Mar (submitted super early, as told)
- Tom Ashby to cover 4 West while I'm away (Dimitri confirmed in March)
- need to leave a proper handover: DOAC pts, the warfarin clinic list, the audit follow-up actions
"""

# ------------------------------------------------------------------ restaurant
NOTES["notes/restaurant/fridge_quotes.md"] = """---
title: Walk-in coolroom replacement
updated: 2025-04-28
tags: [phở sông hàn, coolroom, quotes]
---
# Walk-in coolroom — quotes

The old one (2009!) compressor is dying — clunking, running constantly, power bill up ~$90/qtr. Council inspection coming later in the year too, so it has to be sorted before then ideally.

## Quotes

| | ColdCore Refrigeration | Polar Bay Commercial |
|---|---|---|
| Size | 2.4 m × 2.0 m × 2.2 m | 2.4 m × 2.1 m × 2.2 m |
| Price (inc GST) | $14,850 | $13,200 |
| Warranty | **5-year compressor**, 12 months parts & labour | 2 years parts & labour |
| Lead time | 4–6 weeks after deposit | 3 weeks |
| Deposit | 30% | 50% |
| Remove old unit | included | +$450 |
| Reviews | solid, a few restaurants on Barkly St use them | mixed — two Google reviews about compressors failing in summer |

## Discussion
- Polar Bay is $1,650 cheaper on paper, but +$450 for removal → really $1,200 cheaper
- Ba: "mua đồ tốt thì mua một lần" (buy good stuff once). He's been burned by the 2009 one.
- Khoa worried about cashflow — but 30% deposit vs 50% actually helps us
- Asked both about after-hours service: ColdCore has a 24/7 line, Polar Bay business hours only

## Decision — 28 Apr 2025
**Going with ColdCore.** The 5-year compressor warranty + 24/7 service line won, and the smaller deposit. Khoa agreed, Ba very pleased with himself.

- [x] accept quote + pay 30% deposit
- [x] install pencilled for Tue 9 Sep (they need 2 days notice to confirm)
- [ ] sell or scrap the old compressor? Khoa says scrap
"""

NOTES["notes/restaurant/council_inspection.md"] = """---
title: Council food safety inspection 2025
premises: Phở Sông Hàn, 118 Hopkins St, Footscray
class: 2
---
# Council inspection 2025

Scheduled: **Tue 26 Aug, 2:30pm** with Priya Raman (EHO, Riverside City Council). Letter came end of July.

## Prep checklist (week before)
- [x] food safety program folder up to date (FSP + records)
- [x] Khoa's Food Safety Supervisor certificate in the folder — ⚠ expires Dec, he needs the refresher
- [x] temperature log sheets — check weekends!!
- [x] pest control report (CleanPro, June)
- [x] cleaning schedule signed off
- [x] allergen matrix laminated on the wall
- [x] thermometer calibration (ice water test)

## Outcome (26 Aug)
Passed with 3 minor non-conformances:
1. weekend temperature records missing in July
2. prep-area handwash basin — no paper towel / soap
3. upright fridge door seal torn

Ref number is in the PDF/report the council emailed.

Follow-up visit: **Wed 8 Oct, 11am**.

## Follow-up status
- [x] temp records: new clipboard by the coolroom + Khoa checks Sunday night, fixed
- [x] handwash: 2nd paper towel dispenser + refill checklist, fixed
- [ ] **door seal on the Skope upright** — part is on backorder from the Skope dealer (since Sept!!), Khoa chasing them weekly. Follow-up officer OK'd a temporary gasket tape for now but wants it replaced properly. Still not done as of mid-Nov.

The 8 Oct follow-up went fine, they closed items 1 and 2.
"""

NOTES["notes/restaurant/casual_roster.md"] = """---
title: Casual staff roster
updated: 2025-02-16
---
# Casuals — Phở Sông Hàn

Pay: **$31.50/hr** base casual rate (Level 2, incl. casual loading), Sunday x1.25. Paid fortnightly, Khoa does payroll, I check it.

| Name | Usual shifts | Notes |
|---|---|---|
| Mai Anh | Fri dinner, Sat dinner | uni student (nursing), no shifts in exam weeks |
| Jayden | Sat lunch, Sat dinner | can do kitchen hand too |
| Tùng | Fri dinner | Khoa's mate, reliable |
| (new, from May?) | Sun lunch | Khoa interviewing |

Shifts:
- Fri dinner 5–9:30pm
- Sat lunch 11–3, Sat dinner 5–10pm
- Sun lunch 10:30–3pm (busiest, yum cha crowd comes after)

Rules:
- temperature sheet every shift (council!!)
- no phones at the pass
- staff meal = one bowl + drink, any size
"""

NOTES["notes/restaurant/books_weekend_checklist.md"] = """---
title: Weekend books routine (Phở Sông Hàn)
tags: [restaurant, bookkeeping]
---
# Sunday books — me + Khoa, 3–5pm at the shop

## Software
Since Feb we're on **Xero** — ditched MYOB after 8 years. Reasons: bank feeds actually work, Sandra (accountant) prefers Xero and can log in directly, and the receipt capture app means no more shoebox of invoices. MYOB file archived on the old laptop, don't delete it (7 year rule).

## Every Sunday
1. match bank feed transactions in Xero
2. enter supplier invoices (photo → Xero inbox), update the supplier_invoices_2025 sheet
3. cash-up sheets vs POS end of day reports
4. pay anything due in the next 7 days (Khoa approves > $1,000)
5. payroll check (Khoa runs it)
6. file paper in the blue folder

## Supplier payment details
| Supplier | BSB | Account | Ref to use |
|---|---|---|---|
| Hùng Phát Meats | 083-004 | 5550 1187 | invoice no. |
| Footscray Fresh Produce | 063-019 | 1000 2234 | "SONGHAN" |
| Ba Miền Noodle Co | 033-172 | 4450 0912 | invoice no. |
| Sài Gòn Asian Wholesale | BPAY 55501 | cust ref 88120 | — |

## Quarterly
- BAS → Sandra lodges as agent, we send her the Xero access + a note of anything weird
- super for casuals
"""

# ------------------------------------------------------------------ Vietnamese note
NOTES["notes/ghi_chu_me_dan.md"] = """# Mấy điều Mẹ dặn

_(ghi lại mấy lần nói chuyện với Mẹ, để khỏi quên)_

## Nước dùng phở (công thức của Mẹ)
Cho 1 nồi lớn (~40 tô):
- 10 kg xương bò (xương ống + xương sườn), chần qua nước sôi, rửa sạch
- 1 kg nạm, 1 kg gầu
- gừng 2 củ + hành tây 3 củ, **nướng cháy vỏ** rồi cạo sơ
- gia vị rang thơm, bỏ túi vải: 6 hoa hồi, 1 thanh quế (dài cỡ bàn tay), 3 thảo quả đập dập, 8 đinh hương, 1 muỗng canh hạt ngò
- nêm: muối, đường phèn, nước mắm ngon cho vào **cuối cùng**
- ninh lửa nhỏ ít nhất 8 tiếng, hớt bọt liên tục — "nước trong mới là phở"
- Mẹ nói: đừng bao giờ bỏ bột ngọt nhiều như mấy tiệm khác

## Lễ ăn hỏi
- mâm quả phải là số lẻ: 5, 7 hoặc 9 mâm. Nhà mình chọn 7.
- trầu cau, trà, rượu, bánh phu thê, mứt sen, trái cây, heo quay
- nhà trai mang qua, nhà gái "lại quả" một phần
- Arjun phải mặc áo dài + khăn đóng, Mẹ đã nói với Hạnh rồi
- Ba sẽ nói vài câu, cô Tư làm chủ lễ bên nhà gái

## Đi Đà Nẵng
- mang quà cho bà ngoại: thuốc bổ khớp, sữa bột, khăn len
- đừng mang đồ ăn tươi về lại Úc, hải quan phạt nặng
- nhớ thắp nhang cho ông ngoại trước ngày cưới

## Linh tinh
- "Con làm dược sĩ thì nhớ nhắc Ba uống thuốc huyết áp"
- Đừng cãi với Khoa trước mặt nhân viên
"""

# ------------------------------------------------------------------ plain-text files
NOTES["notes/house_sitter_flat.txt"] = """HOUSE-SITTER SHEET  -  Unit 6/22 Gordon St, Footscray
(for Tash, 29 Dec 2025 - 21 Jan 2026. Thank you thank you thank you!!)

EMERGENCY
  Linh (in Vietnam, WhatsApp works):  0400 555 013
  Arjun:                              0400 555 027
  Khoa (Linh's brother, Footscray):   0400 555 041  - he has a key too
  Vet: Kingsville Cat Clinic          (03) 9555 0188  - Mochi's file is under "Mehta"

GETTING IN
  Spare key: in the little grey lockbox behind the gas meter (left side of the
  front door, down low). Code 4-7-1-9. Please put it back after!
  Building front door fob is on the key ring (blue one).

MOCHI (the cat)
  - Breakfast ~7am: half a pouch of the chicken one + biscuits topped up
  - Dinner ~6pm: other half pouch
  - She will scream at 5am. Ignore her. She is lying.
  - Litter: scoop daily, full change Sundays. Bags under the laundry sink.
  - No going outside, she's an indoor princess.
  - Flea/worm tablet due 10 Jan - in the top kitchen drawer.

WIFI
  Network: Mochi-NBN    Password: tabby4ever2022
  Modem is in the hall cupboard, if it dies turn it off at the wall for 30 sec.

BINS
  Red (rubbish) every Tuesday night. Yellow (recycling) and green alternate
  fortnightly - calendar magnet on the fridge. Council collects Wed morning.

PLANTS
  Water the monstera + herbs on the balcony every 2-3 days (more if it's 35+).
  The orchid: once a week, 3 ice cubes, that's it.

OTHER
  - Help yourself to anything in the pantry/fridge. Phở in the freezer = Mẹ's, enjoy.
  - Aircon remote is in the TV drawer. Please close blinds on hot days.
  - Parcels: we've paused most deliveries, but if anything comes just leave it inside.
"""

NOTES["restaurant/closing_instructions_staff.txt"] = """PHO SONG HAN - CLOSING INSTRUCTIONS (casual staff)
Last updated: Sept 2025 (new coolroom!)

Before the last customer leaves
 1. Turn the OPEN sign off at 9:15pm (Fri/Sat 9:45).
 2. Start stacking chairs in the back section.

Kitchen
 3. Broth pots: Khoa or Ba handles these. DO NOT move the big pots yourself.
 4. Wrap + label everything going into the coolroom (date + initials).
 5. Write the coolroom and upright fridge temps on the clipboard sheet
    (coolroom must be 0-5 C). Council checks this. EVERY shift.
 6. Wipe benches, sanitise, sweep, mop. Mop bucket emptied in the cleaners sink
    only, never in the handwash basin.

Front
 7. Run the end-of-day on the POS, print 2 copies, one in the cash bag.
 8. Count the float ($300) back into the float bag. Rest goes in the cash bag.
 9. Both bags in the office safe. Text Khoa a photo of the EOD slip.

Lock up
10. Back door: bolt top AND bottom.
11. Lights off except the one over the altar (leave it on, Ba's request).
12. Alarm: Khoa will give you the code in person. Never write it down.
13. Front door, pull it hard until it clicks.

Staff Wi-Fi (for the POS tablet and your phones on break):
   network:  SongHan-Staff
   password: PhoSH#7741
   (don't give this one to customers - customer wifi password is on the counter sign)

Problems? Call Khoa 0400 555 041. If the coolroom alarm is beeping, see the
instructions taped to the coolroom door.
"""

NOTES["restaurant/howto_coolroom_alarm.txt"] = """HOW TO: walk-in coolroom alarm (ColdCore unit, installed Sept 2025)
-----------------------------------------------------------------------
Taped to the coolroom door. Read it before you panic :)

WHAT THE ALARM MEANS
  Beeping + red "HI" on the controller  = inside temp above 5 C for 20+ min
  Beeping + "dO"                        = door open too long (more than 3 min)
  Beeping + "E1" or "E2"                = sensor fault

STEP 1 - door
  Check the door is fully shut. The strip curtain can get caught in the
  bottom corner. Push it closed until the handle clicks.

STEP 2 - silence
  Press the bell button once to silence for 30 min. This does NOT fix it,
  it just stops the noise.

STEP 3 - check the temp
  The display shows the air temp. Also check the probe thermometer in the
  water bottle on the middle shelf (more accurate).
    0 - 5 C   -> fine, just write it on the sheet
    5 - 8 C   -> close door, wait 30 min, check again
    above 8 C -> call for service (below) AND tell Khoa

STEP 4 - power
  Do NOT switch it off at the wall. Never. If the controller screen is blank
  check the breaker labelled "COOLROOM" in the back switchboard.

WHO TO CALL
  ColdCore 24/7 service line: 1800 555 019
  (quote our site: Pho Song Han, Hopkins St, Footscray)
  Then text Khoa 0400 555 041 or Linh 0400 555 013.
  Do NOT call the old fridge guy, he doesn't service this unit.

WRITE IT DOWN
  Every alarm goes on the temperature sheet: time, display reading, what you
  did. The council wants to see it.
"""
