"""Markdown notes, daily notes and plain-text files for the jolene vault."""

NOTES = {}

NOTES["notes/papa/papa-info.md"] = """---
title: Papá - info sheet
tags: [papa, medical, contacts]
updated: 2024-06-02
---
# Papá (Ernesto Barrera) - the info sheet

Print a copy for the fridge at his house + one in my car.

- **DOB:** 03/09/1943
- **Address:** 4417 E Calle Paloma, Tucson AZ 85718 (Saguaro Vista - gated)
- **Cell:** (520) 555-0104 (he never answers it, call the landline)
- **Landline:** (520) 555-0105
- **Allergies:** sulfa (hives), shellfish (he says - never confirmed)
- **Code status:** full code, POA + healthcare POA = me, Mari is backup. Copies in the blue folder.

## Doctors
| who | what | phone | notes |
|---|---|---|---|
| Dr. Linh Nguyen | PCP, El Dorado Primary Care | (520) 555-0181 | annual wellness in Feb |
| Dr. Howard Feld | cardiology, Tucson Heart Assoc. | (520) 555-0190 | afib, on Eliquis |
| Dr. Sam Okoye | podiatry | (520) 555-0187 | nail trims q8wk |
| Whitney Cho, AuD | hearing, ClearSound | (520) 555-0171 | new aids 5/2024 |
| Dr. R. Patel | eye, Desert Eye Care | (520) 555-0183 | cataract "watch" |

## Insurance
- Original Medicare (card in his wallet, copy in blue folder)
- Medigap Plan G - Sentinel Mutual
- Part D 2024: Copper State Rx Value
- Meds list -> see papa-meds.md

## House stuff
- Yard: **Beto Salcido**, Salcido Yard Care, (520) 555-0177. Every other Friday, $60 cash. Also does the HOA-required tree trimming.
- Handyman: Mr. Yazzie's son-in-law, Cody (520) 555-0179 - small stuff only
- Neighbor w/ key: Dolores Yazzie next door (4419)
- Spare key: lockbox behind the bougainvillea by the side gate. Code = his birthday, 4 digits (MMDD).
- Garage keypad: same as lockbox
- HOA stuff -> hoa-saguaro-vista.md
"""

NOTES["notes/papa/papa-meds.md"] = """---
title: Papá meds list
updated: 2024-04-12
pharmacy: Sunridge Pharmacy (Grant & Swan) 520-555-0143
---
# Papá - current meds (as of 4/12/24)

Bring this to EVERY appt. Dr. Feld's office always asks.

| med | dose | when | Rx # (Sunridge) | for |
|---|---|---|---|---|
| Eliquis (apixaban) | 5 mg | 2x/day, 8a + 8p | 6620418 | afib / stroke prevention |
| metoprolol succ ER | 25 mg | AM | 6620422 | rate control |
| atorvastatin | 40 mg | bedtime | 6620431 | cholesterol |
| tamsulosin | 0.4 mg | after dinner | 6620447 | prostate |
| vit D3 | 2000 IU | AM | OTC | |
| Tylenol arthritis | 650 mg | prn, max 3/day | OTC | back - NO ibuprofen (Eliquis!) |

Notes
- Eliquis copay $47/mo on his Part D, tier 3. Ouch but ok.
- He fills a 7-day AM/PM pillbox Sun nights, I check it Weds when I stop by.
- Dr. Feld wants BP log brought to each visit. Cuff is in the hall closet.
- Sunridge texts ME when refills are ready (my cell is on file).
"""

NOTES["notes/papa/hoa-saguaro-vista.md"] = """---
title: Saguaro Vista HOA
tags: [papa, hoa]
updated: 2024-02-20
---
# Saguaro Vista HOA (Papá's)

- Mgmt co: Desert Sky Community Management, (520) 555-0150
- Community mgr: Denise Kowalczyk
- Acct #: SV-0412
- Dues: $165/quarter, due the 10th of Jan/Apr/Jul/Oct. I pay from Papá's checking (bill pay).
- Late fee $15 after 30 days - never again (Oct 2022, ugh)
- Owner portal login in my password mgr under "desertsky"
- Gate visitor code: #2291 (Papá keeps forgetting it, it's written inside the kitchen cabinet)
- Trash cans have to be out of sight from the street except Tuesday. They WILL send a letter.
- Architectural review needed for ANY change to front yard, paint, screens, solar

## History
- 10/2022 - late fee $15 (my fault)
- 06/2023 - letter about the trash cans. Moved them behind the side wall.
- 2024 - ?

## HOA mtg
Annual meeting is every November at the clubhouse. I go when I can. Board is mostly retirees fighting about the pool heater.
"""

NOTES["notes/papa/medicare-partd-2025.md"] = """---
title: Papá Part D - 2025 comparison
tags: [papa, medicare]
created: 2024-10-06
updated: 2024-10-20
---
# Part D for 2025 - open enrollment 10/15 - 12/7

Copper State ANOC came 10/1: premium going **$38.40 -> $52.10/mo** and Eliquis goes from tier 3 copay to tier 4 coinsurance. Not staying if I can help it.

Ran his 4 meds thru the Medicare plan finder w/ Tanque Verde Family Pharmacy as his pharmacy.

| plan | monthly premium | deductible | Eliquis | est. total yr (premium + drugs) |
|---|---|---|---|---|
| Copper State Rx Value (current) | $52.10 | $590 | tier 4, 25% | ~$2,480 |
| Sonora Senior Rx Saver | $21.70 | $590 | tier 4 (?) | ~$1,950 |
| Desert Bloom Rx Plus | $44.00 | $0 | tier 3, $47 copay | ~$2,090 |

(est. totals from plan finder, assumes 90-day fills)

Things to check
- [x] all 4 meds on formulary for all 3
- [x] TVFP in network for all 3
- [ ] Sonora - is Eliquis restricted?? plan finder had a little "PA" icon, didn't click
- [ ] star ratings

## DECISION (10/20)
Going with **Sonora Senior Rx Saver** - cheapest by a mile, saves ~$500/yr. Will enroll him online before 12/7. Told Mari + Ray by email.
"""

NOTES["notes/quilts/pricing.md"] = """---
title: Quilt pricing
tags: [quilts, business]
updated: 2024-02-10
---
# Barrera Quilts - price list (spring 2024)

| item | size | price |
|---|---|---|
| queen | ~90x96 | $325 |
| throw | ~60x70 | $160 |
| baby / crib | ~40x40 | $85 |
| table runner | 14x48 | $35 |
| mug rugs | 6x9 | $8 or 2/$15 |
| pot holders | | $10 pair |

## How I got here
materials + longarm + binding time... and then I chicken out and knock off 20%. Bev says I undercharge. Bev is probably right.

- fabric for a queen ~$140-180 (backing alone is $50+)
- batting ~$40
- longarm ~$200+
- my time: 40-60 hrs. If I paid myself $10/hr that's already $400+. lol.

## Rules for myself
- No haggling below 10% off.
- Custom orders: 50% deposit, 8 weeks minimum.
- Washing instructions card with every quilt (cold, gentle, line dry, Color Catcher first wash).
"""

NOTES["notes/quilts/holiday-fair-2024.md"] = """---
title: Old Pueblo Holiday Craft Fair 2024
tags: [quilts, fair]
created: 2024-09-20
updated: 2024-10-24
---
# Holiday fair 2024 🎄

- **When:** Sat 11/23, 9-4 (load-in Fri night 4-7)
- **Where:** Desert Willow Community Center, Hall B
- **Booth:** booth # is in the vendor info attachment on Renee's acceptance email. Wall booth, power added ($20 at check-in).
- **Fee:** $85, paid 9/12 on my Visa

## Bev + me
Bev (Mud & Fire pottery) and I are sharing the booth again. We agreed **50/50 on everything**: booth fee, the $20 power, and the tablecloths. She owes me $52.50. She gets the left half (her shelves are taller and it's by the wall outlet), I get the right half + the front table for quilts. Mugs on the quilt table = YES, they sell each other.

## To do
- [x] apply (8/30)
- [x] pay fee
- [x] ask Renee about power
- [ ] bind the Lone Star queen (quilted, binding cut, NOT sewn)
- [ ] bind + label the "Saguaro Sunset" throw
- [ ] label the 3 baby quilts
- [ ] print new price tags
- [ ] charge Square reader + download offline mode
- [ ] $100 in small bills for change
- [ ] quilt rack + clamps from Bev's garage
- [ ] business cards (still have ~80?)

## Inventory going
Lone Star queen, Saguaro Sunset throw, 2 other throws, 3 baby, 6 runners, ~30 mug rugs, pot holders
"""

NOTES["notes/quilts/longarm-and-supplies.md"] = """---
title: Longarm + supplies I like
tags: [quilts]
updated: 2024-08-27
---
# Longarm + supplies

## Longarm
**Hortensia Ruiz - Loose Threads Longarm** (520) 555-0186, works out of her garage off Fort Lowell. Text first!
- Edge-to-edge pantographs, charges by the square inch. Rate is on her invoice (email, July).
- Books 3-4 weeks out in fall. Drop tops off pressed, backing 4" bigger all around, seams trimmed.
- She liked "Feather Meander" for the Lone Star. Use it again.

## Batting
- I only use **Hobbs Heirloom 80/20** (cotton/poly). Drapes nice, shrinks just a little for that crinkly look.
- 100% poly = NO. Too puffy, slides around, looks like a sleeping bag.
- Warm & Natural is ok in a pinch but stiff.

## Thread
- Aurifil 50wt, 2021 natural white for piecing. Everything.
- Hortensia uses Glide on the longarm.

## Other
- Olfa 45mm blades (buy the 5-pack)
- Wonder clips for binding, not pins
- Color Catchers for the first wash of anything red
- Fabric: Quilt Cabana online for Kona solids, the little shop on 4th for prints
"""

NOTES["notes/work/sonoran-hh-notes.md"] = """---
title: Sonoran Home Health - work notes
tags: [work]
updated: 2024-01-08
---
# Sonoran HH - stuff I always forget

- Supervisor: Kendra Alvarez (clinical mgr). Text for anything urgent.
- Scheduling: (520) 555-0122, pts added by 6pm the day before
- Office: 3300 N Campbell Ave Ste 210
- My days: Mon/Tue/Thu/Fri field visits, 7:30 start. Weds off (Papá day).
- On-call: every other Saturday, 8a-5p. Swaps OK if Kendra knows 48 hrs ahead.
- Team mtg: 1st Wed of the month, 8 am, conf room (yes, on my day off. yes, I go.)

## Mileage
- Reimbursed **$0.625/mi** (2023 rate). Log due by the 5th of next month on the mileage form.
- Don't count home -> first pt if under 10 mi (policy 4.2). Dumb but ok.

## EVV / charting
- Clock in on the EVV app at the curb, NOT before.
- OASIS within 48 hrs of SOC. Late OASIS = Kendra face.
- Supply closet code changes quarterly - ask Tomás at the front desk.

## PTO
- Request 60 days ahead for anything > 3 days. Coverage is Kendra's job but she likes us to suggest someone.
"""

NOTES["notes/work/inservice-hours.md"] = """---
title: In-service / CE hours 2024
tags: [work, ce]
updated: 2024-11-15
---
# In-service / CE hours - 2024

Sonoran HH requires **12 hrs/calendar yr** (in-service or CE). Due 12/31. HR checks in January and they are not nice about it.

| date | what | hrs |
|---|---|---|
| 01/24 | annual compliance modules (HIPAA, fraud/abuse, infection control) | 2.0 |
| 03/13 | falls prevention in-service | 1.0 |
| 06/20 | Pulse webinar - wound care update | 1.0 |
| 09/18 | wound vac in-service (KCI rep) | 1.5 |
| 11/14 | BLS renewal | 3.0 |

**Total: 8.5 of 12**

**Still need: 3.5 hrs** before 12/31. Options:
- Dec in-service (diabetes mgmt?) - 1.5 hrs, date TBD
- free CE on the nursing board site - heart failure module is 2 hrs
- Kendra said the dementia care webinar counts
"""

NOTES["notes/house/house-maintenance.md"] = """---
title: House maintenance log
tags: [house]
updated: 2024-09-14
---
# Casa maintenance (2718 N Avenida Tortuga)

## Swamp cooler (roof)
- Turn on: ~April 1. Winterize: ~Oct 31 (drain, disconnect, cover)
- Pads every season, pump every ~3 yrs
- **04/18/2024** - Gil Montaño (Montaño Evaporative & Air) replaced pump, all 4 pads, float valve. $385 paid by check #1187.
- Decided: repair, NOT replace. Gil quoted a 2-zone mini-split at $7,900 - not this year. Revisit spring 2025.
- Gil's cell (520) 555-0138. He's honest, he talked me OUT of spending money.

## Water heater
- 40 gal gas, installed 2017. Flush every spring (did 3/2024).

## Roof
- Flat roof, coated 2019. Looks ok. Check around cooler curb after monsoon.

## Pest
- Bug guy quarterly, $95. Scorpion season = Apr-Oct.

## Filters / sizes
- Hall return (for the furnace): 20x25x1
- Fridge water filter: the Whirlpool one, every 6 mo

## Internet
- Cox. Tech came 9/13 and swapped the router - new Wi-Fi info in that day's daily note.
"""

NOTES["notes/house/car.md"] = """---
title: CR-V
tags: [car]
updated: 2024-07-22
---
# 2016 Honda CR-V (silver)

- VIN in glovebox, plate ends 4KX
- Tires: 225/65R17, Discount Tire on Oracle (lifetime rotation)
- Oil: 0W-20 full synthetic, every 5k or when the Maintenance Minder says

| date | miles | what | where | $ |
|---|---|---|---|---|
| 01/20/24 | 118,402 | oil + filter, tire rotation | Jiffy on Grant | 89.99 |
| 04/27/24 | 123,150 | oil, cabin air filter | Jiffy | 112.40 |
| 07/22/24 | 127,880 | battery died in the Fry's lot - new battery (heat!!) | AutoZone | 219.99 |
| 07/22/24 | 127,880 | oil + rotation | Jiffy | 89.99 |

Notes
- Work miles are ~70% of driving. Mileage log is the agency form, not here.
- AC blowing warm-ish at idle?? mention next oil change
- Need new wipers before monsoon next year
"""

NOTES["notes/family/holidays-2024.md"] = """---
title: Holidays 2024
tags: [family]
created: 2024-10-10
updated: 2024-10-14
---
# Holidays 2024

## Thanksgiving (11/28)
Where?? Mari's turn (Phoenix) but Papá's back... TBD. Definately need to talk to her.
Headcount if everyone comes: me, Tessa, Papá, Mari + Dan + 3 kids, Ray, Tía Chayo + Tío Memo = 12-14

Menu (if here)
- turkey (18-20 lb), stuffing, Mamá's rice
- mashed potatoes (Papá: NO skins)
- green chile mac for the kids
- tamales from Tía Chayo's freezer if she has extra

## Christmas
Tamalada at Tía Chayo's - usually sometime mid-December, she picks the day. Bring masa spreaders + aprons. Details TBD in the family chat.

Gifts
- [ ] Papá - new slippers (size 9W), the heated throw? (I'll make a quilt instead, ha)
- [ ] Tessa - stethoscope engraving? Littmann Cardiology IV for pinning
- [ ] Mari - ?
- [ ] Ray - Diamondbacks something
- [ ] Chuy - new bed, the old one is a crime scene
"""

NOTES["notes/recipes/tamales.md"] = """---
title: Tamales (Tía Chayo's way)
tags: [recipes, family]
---
# Tamales

## What I like
- My favorite, forever: **green corn** tamales (elote) with cheese + a strip of green chile. Summer ones are best when the corn is fresh. I will eat six.
- Red chile pork - fine, Papá's favorite, I make them for him.
- Sweet ones with pineapple - ok. Sweet ones with raisins - no gracias. Never.
- Don't like them too dry. If the masa cracks when you fold it, it needs more caldo.

## Masa (Tía Chayo, for ~5 dozen)
- 5 lb prepared masa (NOT the dry bag stuff)
- 1.5 lb lard (she says manteca, not shortening, "or why bother")
- 2-3 cups warm caldo from the pork
- 1 Tbsp baking powder, salt to taste
- Whip the lard first till it's fluffy. Float test: a little ball of masa floats in a glass of water = ready.

## Red chile pork
- 5 lb pork shoulder, simmer with garlic + onion + bay till falling apart (3 hrs)
- 15 dried red chiles (New Mexico or Anaheim), toasted, soaked, blended w/ garlic, cumin, oregano
- Strain the sauce! Tía gets mad if there are skins.

## Steaming
- Standing up, open end up, 60-90 min. Done when the husk pulls away clean.
"""

NOTES["notes/inbox-todo.md"] = """---
title: Inbox / running to-do
updated: 2024-11-16
---
# To do (running list)

## Papá
- [x] Part D enrollment for 2025 (done 11/8, conf # in the email)
- [x] transfer Rx from Sunridge (done 9/9)
- [ ] flu + COVID shots - TVFP does walk-ins
- [ ] HOA annual mtg 11/19 - go? proxy?
- [ ] his cardiology appt got moved - see email, put it in the calender

## Me
- [ ] renew CR-V registration - MVD email 11/4, needs emissions test FIRST, then renew online
- [ ] update house-sitter sheet w/ new wifi
- [ ] dentist - confirm 12/10
- [ ] Xmas cards (ha)

## Quilts
- [ ] fair checklist -> see holiday-fair-2024.md
- [ ] order more Color Catchers? (got 2 boxes in Aug)

## Done lately
- [x] BLS renewal 11/14
- [x] Thanksgiving location sorted (see Mari's email)
"""

# ------------------------------------------------------------------ daily
NOTES["daily/2024-01-15.md"] = """# Mon 01/15/2024

MLK day - agency open anyway, 5 visits. Pt R.M. in Marana finally off oxygen during the day, sat 93% RA. Small wins.

- Paid Papá's Q1 HOA from his checking
- Papá's Eliquis refill picked up (Sunridge), $47
- Chuy ate half a tortilla off the counter. He is 14 lbs of crime.
- 38°F this morning. Tucson people in parkas, me included.

Tomorrow: SOC in Oro Valley 8am, bring the scale.
"""

NOTES["daily/2024-05-28.md"] = """# Tue 05/28/2024

Back after the long wknd. 6 visits, 94 miles.

- Kendra says coverage for my Rocky Point week changed - see her email. Need to do handoff notes Fri 6/7 no matter who.
- Papá's hearing aids: he says the fridge is "too loud" now. lol. He can hear the quail in the yard again, got teary.
- Bought sunscreen, the big Costco one
- Mari: Tessa + her riding down Sat 6/8, we leave Sun early

Chuy meet-and-greet with the house sitter Thurs, print the Chuy sheet before.
"""

NOTES["daily/2024-09-13.md"] = """# Fri 09/13/2024

- Cox tech came 8-10 window (showed at 9:50, of course). Old router was cooking itself in the closet. New Panoramic router, moved it to the hallway shelf.
- NEW wifi: network **Barrera-Casa-5G**, password **Paloverde#88** (the old ChuyEsElJefe one is dead)
- Need to update the house-sitter sheet!! and Tessa's laptop, and the printer, ugh
- Papá's Rx transfer to TVFP went through Monday, first delivery came today. He liked the driver.
- 4 visits, short day. Pt in Vail w/ new PICC, flushes fine.

Dinner: leftover caldo. Chuy: sulking because I moved his spot under the router shelf.
"""

NOTES["daily/2024-11-15.md"] = """# Fri 11/15/2024

- BLS yesterday, passed. Compressions on the floor for 20 min = my knees are 80.
- Still NO Desert Bloom member ID card for Papá. Enrollment was 11/8, letter says 10 business days *after Medicare confirms*. If nothing by 12/1, call member services (number on the confirmation email).
- Fair prep: Lone Star still not bound. I keep saying this weekend.
- Tessa called - she's nervous about boards, I told her she'll be fine.
- Rain! Real rain! Chuy refuses to go out.
"""

# ------------------------------------------------------------------ plain text
NOTES["txt/house-sitter-sheet.txt"] = """HOUSE + CHUY SHEET  (for Noemi, June 9-15)
==========================================

Hi Noemi!! Thank you thank you. Everything you need is here. We'll be in
Rocky Point - cell service is spotty down there, so if you can't get me,
text my sister Mari (below), she'll find me.

ME:       Jolene  (520) 555-0110
BACKUP:   Mari (my sister, Phoenix)  (602) 555-0142
NEIGHBOR: Mr. Ochoa, across the street, has a key  (520) 555-0116

CHUY
----
- Breakfast 7 am, dinner 5 pm: 1/2 cup of the salmon kibble (blue bag in
  the pantry) each time. NO chicken anything - he's allergic (itchy ears,
  then he chews his feet raw).
- Treats: frozen green beans from the freezer door. He will act like he's
  starving. He is not starving.
- Walks: before 7 am and after 7:30 pm ONLY. Pavement burns his feet in
  June. Harness is on the hook by the back door, he backs out of the collar.
- He sleeps in my room in his bed. If he scratches the door at night he
  just wants the bathroom light on.
- Meds: none right now.

VET
---
Regular:   Dr. Anjali Mehta, Pima Pet Clinic, (520) 555-0161
           (Swan & Pima, open Mon-Sat)
EMERGENCY: Saguaro Emergency Animal Hospital, on Oracle Rd just north of
           River, open 24 hrs. (520) 555-0166
           My card is on file at both. Don't wait if something's wrong.

HOUSE
-----
- Wifi: Barrera-Casa / ChuyEsElJefe!
- Swamp cooler: switch on the hall wall, "HIGH COOL". If it smells musty
  turn it to pump-only for 5 min first. Windows in the back bedroom and
  kitchen open 2-3 inches or it just makes the house humid.
- Trash: Tuesday morning (black bin), recycling every other Tuesday (blue).
- Plants: the pots on the back porch every evening. Don't bother with the
  cactus, it's fine.
- Help yourself to anything in the fridge. There's pozole in the freezer.

Thank you!! - J
"""

NOTES["txt/papa-rx-refill-howto.txt"] = """HOW TO REFILL PAPA'S MEDS (new pharmacy, since Sept 2024)
for Mari / Ray / Tessa if I'm unreachable

Pharmacy: Tanque Verde Family Pharmacy
          7350 E Tanque Verde Rd
          (520) 555-0162   (press 2 for refills, 3 for the pharmacist)

1. Everything is on auto-refill, 90-day fills. They text MY cell 3 days
   before. Usually you don't have to do anything.

2. If something runs out early (he dropped pills, pillbox mix-up, etc):
   - Call, press 2, give his name + DOB (3/9/1943).
   - Say which med. You don't need the Rx number if you give DOB, but the
     numbers are in the pharmacy's welcome e-mail if they ask.

3. DELIVERY: they deliver to his house for free, but only on certain days:
   Tuesdays and Fridays. Order by noon the day before. The driver calls
   the landline when he's at the gate.

4. If a refill gets stuck (insurance rejected, out of stock, anything weird)
   ask for Lorena - she's the pharmacist and she's the one who fixes stuff.

5. NEVER let anyone give him ibuprofen/Advil/Aleve with the Eliquis.
   Tylenol only.

6. Pillbox: I fill it Sunday night. If you're doing it, the pill photos
   are taped inside the cabinet door.
"""

NOTES["txt/binding-how-to.txt"] = """BINDING - how I do it (so I stop re-googling)

1. Strips: 2.25" wide, cut across the width of fabric. For a queen (~90x96)
   you need ~390" = 10 strips. Throw ~7, baby ~5.
2. Join strips on the bias (45 degree seam), press seams OPEN.
3. Press the whole strip in half lengthwise, wrong sides together.
4. Trim quilt square, leave a tiny bit of batting past the edge.
5. Start in the middle of a side, leave an 8" tail. Machine stitch to the
   FRONT with a 1/4" seam (walking foot!).
6. Corners: stop 1/4" from the edge, backstitch, fold strip up 45 then
   down even with the next edge. Keep going.
7. Join the ends: overlap by 2.25", sew on the diagonal, trim.
8. Fold to the back, Wonder Clips every few inches, hand stitch w/ a
   blind stitch. ~1 episode of a show per side for a throw. Queen = 2 movies.
9. Label on the back bottom corner before the last side is finished.
"""
