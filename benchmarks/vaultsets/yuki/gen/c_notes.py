"""Markdown notes and plain-text files (short ones). Long journals live in c_long.py."""
from util import write_text

NOTES = {}

NOTES["notes/daily/2025-01-14.md"] = """# 2025-01-14 (Tue)

Surgery day. 6 on the board: 2 spays, a cystotomy, 2 dentals, one mass removal that turned
into two masses. Dr. F in a good mood, which helps. Induction of the cystotomy dog was bumpy
- remember to pre-oxygenate the brachys longer, not just "a bit".

## Suite
- Northgate sent the final drawings last nite. Printed 2 sets.
- Permit aplication goes in Monday (20th) - need the fee on the visa, ~$1,200.
- Kevin says drywall can't start until after the electrician AND the plumber are done.
  Obviously. Need quotes from at least 2 electricians -> asked Dario (Brightline, Jess's
  brother-in-law used him) and Volt Bros.

## 土曜学校
- 冬学期のプリント、コピーまだ。木曜の夜にやる。
- 漢字カード: 「雪」「冬」「寒」

## Misc
- [x] Mochi nail trim
- [ ] call Coastal Power about the weird estimated bill
- [ ] お母さんに写真送る (the snow one)

Tired. Tue/Thu surgery days are long but at least Friday is short.
"""

NOTES["notes/daily/2025-04-03.md"] = """---
date: 2025-04-03
tags: [daily, japan-trip, clinic]
---
# Thu Apr 3

Booked the flights last night after dithering for a week. Confirmation in the email from
Maple Pacific. Out May 16, back June 3. Cost more than I wanted but whatever, it's 父.

Long surgery day, a GDV came in at 2pm on top of the list. Everyone ran on fumes. Jess
brought coffee for everyone at 3 and I had to say no thanks again - after a day like that
coffee just makes my hands shake when I'm monitoring. What I actually want at 4pm is a big
thermos of ほうじ茶, warm, not too strong. Made a note to bring the thermos on surgery days
from now on instead of pretending I'll drink the clinic coffee.

- [x] ask Carla about leave mid-May to early June
- [ ] find someone for Mochi (Sofia? she said "maybe" at dinner)
- [ ] pharmacy: refill Mochi's methimazole before I go
- [ ] omiyage list

Kevin texted: plumber coming back next week to pressure test. Drywall delivery mid-April.
"""

NOTES["notes/daily/2025-07-19.md"] = """# 2025-07-19 Sat

Fire separation re-inspection PASSED (the 10th, I'm only writing it now lol). Finally.
Kevin put spring hinges on the furnace room door and did the sealant around the dryer duct,
inspector was in and out in 15 min.

Next:
- paint (Swiss Coffee, same as upstairs hallway)
- appliances - fridge + range from Coastal, delivery 28th
- figure out the rent -> ask chatgpt + look at RentSpot comps
- electrical final was the 3rd, done ✓

土曜学校 summer camp last day today. Kids made 流しそうめん with a gutter from the hardware
store, chaos, water everywhere, the best day of the summer.

Note to self: I said I'd stop checking work email on weekends. Did not stop.
"""

NOTES["notes/daily/2025-10-28.md"] = """# 2025-10-28 (Tue)

Day off (new schedule: Mon/Wed surgery, so Tuesdays are sometimes off now - weird but nice).

- Nadia's first month: no problems at all. She paid Nov rent early (!!) and asked politely
  whether she could put a small shelf up. Said yes, told her to use the stud finder.
- Upstairs feels quieter than I expected with someone living downstairs. The
  soundproofing debate was a waste of brain space.
- CE webinar Nov 8 - registered, conf. code in the email. Need to actually stay awake.
- Mochi: drinking more? licking her face a lot - maybe the methimazole itch thing again.
  Ask Priya if I can run bloodwork next week.

学芸会まであと1ヶ月。かぶの衣装、まだ半分。フェルト足りない。
"""

NOTES["notes/daily/2025-11-18.md"] = """# 2025-11-18 (Tue)

Yesterday = first day of the new daily CD count. End of day, all CII drugs, two signatures
(me + Dr. Nair yesterday, Jess + Dr. F today). Took 12 min. Carla printed the new sheets
with a column for the vial lot no. which is smart.

- [ ] write my statement about the Nov 7 hydromorphone count for Priya - due Fri Nov 21!!
- [ ] still no word from Coastal Vet Supply about the lot
- [ ] grab bar info for Mai (model + anchor type) - she asked TWICE on LINE
- [x] Mochi: start the lower dose this morning
- [ ] CE cert upload (BCVTA portal keeps logging me out)

The tenant texted that the suite smoke alarm chirped at 2am. Low battery on the backup - replaced.
"""

NOTES["notes/suite/reno-plan.md"] = """---
title: Basement suite reno - plan
created: 2024-12-08
updated: 2025-11-16
status: mostly done
address: 4187 W 19th Ave
permit: BP-2025-00317
tags: [suite, reno, money]
---
# Basement suite - plan

Goal: legal 1-bed secondary suite downstairs, rented by fall 2025. Money goes toward the
mortgage and (honestly) toward flights to Sendai.

## Scope
| Area | What | Who |
|---|---|---|
| Design | drawings + fire separation details for permit | Northgate Design |
| Electrical | subpanel, kitchenette, bath, alarms | Brightline (Dario) |
| Plumbing | move shower drain, fixtures | Sidhu Plumbing |
| Framing/drywall | 5/8 Type X ceiling, walls to mech. room | Doyle Renovations (Kevin) |
| Floors | see below | Coastline Floors |
| Kitchen | small kitchenette, 24" range | Kitchen Depot + Coastal Appliances |

## Flooring - decided (Feb)
Going with **vinyl plank** (the waterproof click kind, "Driftwood Oak" colour) everywhere incl.
the bedroom. No carpet. I hate carpet in basements - it smells damp by year two and every
tenant with a cat will leave it full of hair. Kevin suggested engineered hardwood; too
expensive and not great below grade. Tile only in the shower.

## Order of work
1. permit -> 2. plumbing + electrical rough-in -> 3. inspections -> 4. insulation + drywall
-> 5. fire separation inspection -> 6. floors, kitchen, paint -> 7. finals -> 8. tenant

## Checklist
- [x] drawings
- [x] permit application (Jan 20)
- [x] electrician chosen
- [x] plumbing rough-in
- [x] drywall
- [x] fire separation inspection (passed on re-inspection)
- [x] electrical final
- [x] building final
- [x] tenant
- [ ] rental business licence - haven't applied yet, need final inspection no. + insurance cert
- [ ] separate mailbox for the suite
- [ ] caulk the bathroom baseboard where it pulled away
- [ ] photos of finished suite for insurance file

Budget -> see [[2025-budget]]. Spending -> data/suite-reno-ledger.csv.
"""

NOTES["notes/suite/electrician-quotes.md"] = """# Electrician quotes (suite)

Feb 2025. Asked two. Same scope for both: 100A subpanel, kitchenette circuits, bathroom,
pot lights, interconnected alarms, dryer circuit, permit.

## Volt Bros Electrical
- walked through Feb 6, quote came Feb 10
- **$7,900 + GST**, 40% deposit
- could not start before April
- guy was nice but kept calling me "sweetheart"

## Brightline Electric (Dario Costa)
- walked through Sat Feb 8, quote BE-2291 came Feb 11 as an attachment (total is in the
  attached quote in Dario's email - came in well under Volt even with GST)
- can start rough-in week of Mar 10
- 30/40/30 payments
- Jess's brother-in-law used him, says he's tidy and answers texts

## Decision (Feb 13)
Brightline. Cheaper, earlier start, better vibe. Replied to Dario to accept + sent deposit.
"""

NOTES["notes/suite/fire-separation.md"] = """---
title: Fire separation - what the inspector wants
tags: [suite, permit, inspection]
---
# Fire separation checklist

From the permit drawings + what Kevin and the plan reviewer said. (Asked ChatGPT too back in
March, mostly the same list.)

- [x] 5/8" Type X drywall on the whole suite ceiling, taped + filled (not just first coat)
- [x] same on the walls between suite and furnace/mechanical room
- [x] solid-core door between suite and the shared laundry/mech area, self-closing
- [x] penetrations sealed with **firestop** sealant (red tube) - pot lights have fire pads
- [x] hardwired interconnected smoke/CO alarms: suite bedroom, suite living room, upstairs hall
- [x] 45 min rating per the drawings
- [ ] no storage in the mech room (tell the tenant)

## Inspection
Booked through the portal (INS-558210). The date got moved by the city - see the emails.
Kevin met the inspector since I was in Sendai, then we had to fix two things and get a
re-inspection. Deficiency list is in the inspector's email; passed July 10.
"""

NOTES["notes/suite/tenant-search.md"] = """---
title: Tenant search
created: 2025-08-02
updated: 2025-08-20
tags: [suite, tenant]
---
# Tenant search - lower suite

Listing went up Aug 5 on RentSpot: **$1,850/month**, utilities + Wi-Fi included, shared
laundry (in the main house, Tue/Fri). Available Oct 1.

What I want: quiet, non-smoker, stable income or solid student funding. **Cats fine, no dogs**
- the upstairs is hardwood and the suite ceiling carries every bark, and I don't want to
spend my weekends hearing a husky sing. (Yes I'm a vet tech. I still don't want a dog
under my bedroom.)

## Applicants
| Name | Work | Pets | Viewing | Notes |
|---|---|---|---|---|
| Marcus Webb | ER nurse, VGH, nights | none | Aug 12 | lovely, quiet, sleeps days - perfect for me working days |
| Nadia Petrov | PhD student, UBC oceanography | none | Aug 12 | very organised, asked about the fire separation (!) |
| Tom Beaulieu + Ally Chen | teacher / designer | husky | Aug 13 | nice couple but the husky. no |
| "Brad" | ? | ? | no-show | |

## Decision (Aug 20)
Offer to **Marcus**, conditional on his previous landlord reference. Nadia as backup - told
her I'd let her know by the 27th.

Reference questions -> see the assistant chat from the 18th.
"""

NOTES["notes/clinic/controlled-drugs.md"] = """---
title: Controlled drugs - how we do it
updated: 2025-11-08
tags: [clinic, CD, procedures]
---
# Controlled drug log - Harbourview

For my own memory, not the official SOP (that's in the binder).

## Where things are
- CII/CIII drugs (hydromorphone, methadone, ketamine, midazolam, butorphanol) live in the
  double-locked safe in the pharmacy nook behind treatment.
- Key: on Dr. Nair's lanyard during the day. **Spare key is in the key lockbox in Carla's
  office** (top shelf, behind the binders) - code only Carla, Dr. Nair and the two senior
  RVTs (me + Jess) know.
- Log book: the green one, always in the safe. Never leaves the pharmacy nook.

## Counts
- Current: **weekly count every Friday** after the last surgery, RVT + DVM both sign.
- Every draw: patient, drug, volume drawn, volume given, waste (witnessed), running balance.
- Broken ampoule / spill: witness + note immediately, don't "fix it later".

## Nov 7 discrepancy
Friday count: hydromorphone 10 mg/mL vial opened Oct 29 is 0.4 mL short vs the running
balance. Every entry checked twice with Dr. F, all balance. Told Dr. Nair right away.
Waiting to hear what she wants to do. I hate this feeling even though we did everything right.
"""

NOTES["notes/clinic/ce-credits-plan.md"] = """---
title: CE credits - 2024/25 cycle
updated: 2025-11-20
tags: [clinic, CE, RVT]
---
# CE plan (cycle Jan 1 2024 - Dec 31 2025)

Requirement: **20 CE credits per 2-year cycle** for RVT registration. Log is in
data/ce-credits-2024-25.csv.

Money: Carla approves CE reimbursement (up to $400/yr) if I send the receipt + certificate.

## 2025 choices
Two options for the big one this fall:
1. Dental radiography refresher, in person, Burnaby - 6 credits but a full Saturday + $320,
   and it's on a Saturday when I teach.
2. Anesthesia monitoring webinar (BCVTA) - 3 credits, $95, from home.

-> **Chose the anesthesia monitoring webinar** (decided Oct 12). It's what I actually do all
day, it's cheap, and I don't lose a Saturday class. Dentals I can pick up from the in-house
sessions.

## Status (Nov 20)
14 credits counted so far -> **need 6 more before Dec 31**. The Nov 8 webinar gives 3 of those
once I upload the certificate (confirmation code is in the registration email). The other 3:
maybe VetBloom online modules over the holidays. Don't leave it to Dec 30 like last cycle.
"""

NOTES["notes/clinic/dental-rads-cheatsheet.md"] = """# Dental rads cheat sheet (cats + dogs)

Bisecting angle for the upper canines, parallel for the lower molars. Always:

| Tooth | Technique | Sensor | Tube angle |
|---|---|---|---|
| Max. canine (dog) | bisecting, lateral | size 2 | 45 deg + 20 deg lateral |
| Max. premolars | bisecting | size 2 | 45 deg |
| Mand. molars | parallel | size 2 | 90 deg |
| Cat max. premolars | extraoral near-parallel | size 1 | 60 deg |

- Label left/right in the software BEFORE the next shot, not after.
- Cats: watch the zygomatic arch over the max. P4 - go extraoral.
- Lead apron + thyroid collar, every time, even "just one more".

Dr. F likes a full-mouth series on every dental over 6 years old.
"""

NOTES["notes/school/土曜学校-2025秋.md"] = """---
title: 土曜学校 3年生 2025秋学期
created: 2025-09-08
tags: [土曜学校, kjss, 授業]
---
# 3年生クラス 秋学期

- 場所：KJSS Room 204（2階、階段上がって右）
- 時間：9:30〜12:30（休み時間 10:50〜11:05）
- 担任：田中・岡部先生（岡部はなさん）
- 生徒：12人（家で日本語を話す子7人、ほぼ英語の子5人）

## 学期の目標
- 漢字：3年生の前半 40字
- 音読：毎週1回みんなの前で
- 学芸会（11月末）で劇をする

## 授業のやり方メモ
正直、プリントをひたすらやらせる授業は好きじゃない。子どもも私も眠くなる。
私が一番好きなのは、最初の30分の**絵本の読み聞かせ**から話を広げるやり方。
読んだあとに「このあとどうなると思う？」を日本語で言わせると、英語の子も頑張って単語を探す。
岡部さんはプリント派なので、後半の時間は岡部さんに任せる。バランス大事。

## 持ち物・連絡
- 教科書代 $35（初日）
- おやつ当番：Wendy さんが表を作ってくれる
- 保護者会 9/25
"""

NOTES["notes/school/gakugeikai.md"] = """---
title: 学芸会 2025 (3年生)
created: 2025-10-08
updated: 2025-11-22
tags: [土曜学校, 学芸会]
---
# 学芸会 3年生 — 劇

## 演目
候補は2つ：
- 「かさじぞう」 … 岡部さんの推し。でも雪の場面と地蔵6人が難しい、冬っぽすぎ
- 「おおきなかぶ」 … セリフが繰り返しで英語の子も覚えやすい、全員出られる

→ 10/18 に岡部さんと話して **「おおきなかぶ」に決定**。岡部さんも納得。
キャストリストは11/8までに森先生へ（送った ✓）

## 役
| 役 | 子ども |
|---|---|
| おじいさん | ケンジ |
| おばあさん | エミ |
| まご | ソラ |
| いぬ | ルーカス |
| ねこ | ハナ（岡部さんの娘じゃない方のハナ） |
| ねずみ | ミア |
| かぶ | 全員で作る大きいかぶ（衣装はゆき担当） |
| ナレーター | 残りの5人で交代 |

## 準備
- [x] 台本（ひらがな多め版）
- [ ] かぶの衣装：フェルト、綿 → あとフェルト2m
- [x] 音楽：岡部さんがピアノで入退場
- [ ] 写真・動画の同意書 — 未提出：ケンジ、ソラ（11/22時点）。お迎えの時に声かける

当日は先生9時集合。会場と時間は森先生のメール。
"""

NOTES["notes/family/父の手術メモ.md"] = """---
title: 父の手術メモ
created: 2025-05-19
updated: 2025-07-20
tags: [family, 父, sendai]
---
# 父（田中 博）右股関節 人工関節置換術

## 基本
- 病院：仙台青葉記念病院 整形外科
- 執刀医：**佐伯先生**（整形外科部長。説明が丁寧、話が長い）
- 手術：5月22日（木）9時から、全身麻酔＋硬膜外。3時間半くらい
- 面会時間：**14:00〜19:00**（平日・土日とも）、1回2人まで、子どもは不可
- 入院中の連絡は麻衣経由で（病院からの電話は麻衣の携帯に）

## 手術後
- 翌日から立つ練習。2日目で歩行器
- 痛み止め：最初の2日は硬膜外、その後は飲み薬
- 脱臼に注意：深くしゃがまない、足を組まない、低い椅子NG

## 転院
- 6月10日に **泉中央リハビリテーション病院**（泉区）へ転院
- 担当の理学療法士：菅野さん
- 7月14日退院

## 退院後（7月）
- 外来リハビリ：泉整形外科に **週3回**（月・水・金）
- 家の中：手すり（トイレ・風呂）が必要 → 麻衣と相談中
- 杖は外では必ず使う！（本人は嫌がる）

## 私のメモ
お父さんは痛いとは言わないけど、顔に出る。お母さんが疲れてる方が心配。
"""

NOTES["notes/family/sendai-trip-may.md"] = """---
title: Sendai trip (May 16 - Jun 3)
tags: [family, travel, japan]
---
# Sendai trip

Flights: booked with Maple Pacific (details + booking ref in the confirmation email).
Tokyo night May 17 (Haneda hotel), then Mai meets me in Tokyo on the 18th and we take the
shinkansen up together - meeting spot is on LINE.

## Where I'm staying
**ホテル青葉イースト** - Sendai station east exit, 6 min walk. Booked 16 nights (May 18 - Jun 3),
weekly rate, room with a small fridge. Bus to the hospital from the east exit bus pool,
or 15 min taxi.
Not staying at the house because 母 will try to cook for me every night and she needs to rest.

## Omiyage
- [x] maple cookies x4 boxes (hospital staff, neighbours)
- [x] smoked salmon for 父 (he can't eat it yet lol - for later)
- [x] ice wine for Mai
- [ ] something for the surgeon's team? Mai says don't, hospital doesn't accept

## Packing
- front-opening pyjamas for 父 (buy there, cheaper)
- my own hospital-ish stuff: slippers, water bottle, phone charger 3m
- work laptop? NO. Carla said no.

## Mochi
Sofia - see the house-sitter sheet.
"""

NOTES["notes/money/2025-budget.md"] = """---
title: 2025 budget
updated: 2025-03-01
tags: [money]
---
# 2025 budget

## Income (monthly, net)
| Source | Amount |
|---|---|
| Harbourview (RVT) | ~$4,350 |
| KJSS Saturday school stipend | $260 |
| Suite rent (from Oct, projected) | $1,850 |

## Big things this year
- **Suite reno budget: $38,000 all-in** (drawings, permit, trades, appliances, listing).
  That includes a ~10% contingency. HELOC room is $45k but I don't want to touch the rest.
- Japan trip May/June: ~$4,500 incl. flights, hotel, shinkansen
- RVT registration + CE: ~$600

## Rules for myself
- no new furniture for upstairs until the suite is rented
- 母's birthday (70!) in December - real present, not just flowers
"""

NOTES["notes/mochi.md"] = """---
title: Mochi (cat) health log
tags: [mochi, cat]
---
# Mochi 🐈 — 13 y.o. DSH, spayed, 4.3 kg

| Date | What |
|---|---|
| 2025-02-21 | weight loss + yowling at night -> T4 high (68). Hyperthyroid. |
| 2025-03-01 | started methimazole 2.5 mg twice a day (8am / 8pm) in a pill pocket |
| 2025-04-11 | recheck T4 31 - good. Same dose. |
| 2025-06-20 | weight back to 4.4 kg |
| 2025-10-03 | scratching her face - side effect? watching |
| 2025-11-14 | bloodwork (T4, kidneys) at work |
| 2025-11-17 | T4 low-ish -> Priya: **methimazole down to 2.5 mg once daily**, mornings with food. Recheck in January (date in Priya's email) |

Likes: the heated window bed, chicken baby food, the new downstairs tenant (!!)
apparently - sits at the basement door.
Dislikes: the carrier, the vacuum, Dr. F's cologne.
"""

TEXTS = {}

TEXTS["docs/house-sitter-sheet.txt"] = """HOUSE-SITTER SHEET - May 16 to June 3, 2025
for: Sofia Lindqvist (thank you thank you!!)

ME: in Sendai, Japan (16 h ahead in May). LINE/WhatsApp work best. Email is slow.

MOCHI (cat, 13, grumpy but sweet)
- Food: 1/3 can wet food at 8am and 8pm + a small scoop of dry at night.
- Methimazole 2.5 mg tablet TWICE a day (8am and 8pm), hidden in a pill pocket.
  Pills are in the blue box on top of the fridge. If she spits it out, try again in 10 min.
- Litter: scoop daily, box is in the upstairs bathroom (NOT the basement - construction).
- If anything seems off: Harbourview Animal Hospital, ask for Jess or Dr. Nair, 604-555-0110.
  They know Mochi.

HOUSE
- Front door key: lockbox on the side gate, code 4471.
- Basement is a construction zone - please don't go down. Kevin (contractor, 604-555-0193)
  and his crew have their own access through the side door, weekdays 8-4.
- Garbage/green bin: Wednesday morning. Recycling every other Wednesday (calendar on fridge).
- Wi-Fi upstairs: TanakaHome / password on the fridge magnet.
- Thermostat: leave it at 19.

PLANTS
- Monstera: once a week. Orchids: ice cube on Sundays. Basil: whenever it looks sad.

Help yourself to anything in the fridge. The good 梅酒 is on the top shelf - enjoy.
"""

TEXTS["docs/suite-welcome-info.txt"] = """WELCOME TO THE LOWER SUITE - 4187 W 19th Ave
(please keep this in the kitchen drawer)

Wi-Fi:     network  "Maple-Suite"
           password  kabu-garden-2025
Landlord:  Yuki (upstairs) - text 604-555-0171 for anything, e-mail for non-urgent.

WATER
  Main water shut-off for the suite: in the laundry closet, behind the stacked
  washer/dryer, on the left wall - the red lever valve. Turn it a quarter turn
  so the lever is across the pipe. (Whole-house main is upstairs, you don't need it.)
  Shut-off under the kitchen sink and behind the toilet too.

ELECTRICAL
  Suite breaker panel: in the hall closet by the entry, behind the coats.
  If the bathroom outlet dies, press RESET on the GFCI outlet by the sink first.

GARBAGE
  Bins are in the side yard. Garbage + green bin: Wednesday. Recycling: every other
  Wednesday (blue calendar on the bin lid). Put them at the lane by 7am.

SMOKE / CO ALARMS
  They're interconnected with upstairs - if one goes off, they all go off. Please don't
  take them down or cover them. If one chirps, text me.

QUIET HOURS 10 pm - 7 am (both ways - I'll keep my feet quiet too).
Heat: the suite has its own thermostat on the hall wall.
"""

TEXTS["docs/how-to-hrv-furnace-filter.txt"] = """HOW TO: furnace filter + HRV cores (do every 3 months: Jan / Apr / Jul / Oct)

Furnace filter
1. Turn the thermostat to OFF (upstairs hall).
2. Mechanical room (the door closes by itself now - prop it with the wedge).
3. Filter slot is on the left side of the furnace, above the blower. Slide out.
4. New filter: 16x25x1 MERV 8, arrow pointing TOWARD the furnace.
5. Write the date on the frame with the sharpie on the shelf.

HRV (the white box near the ceiling)
1. Unplug it (plug is on the joist above).
2. Open the two latches on the front. Pull the two cores out gently - they are light.
3. Rinse cores in the laundry tub with lukewarm water, NO soap, let drip dry 2 h.
4. Wash the mesh pre-filters with mild soap.
5. Put everything back, latches, plug in, set to "low continuous".

Spare filters: Westside Hardware (furnace/HVAC section), or order online.
"""


def build(root):
    files = []
    for rel, text in list(NOTES.items()) + list(TEXTS.items()):
        write_text(root, rel, text)
        files.append(rel)
    return files
