"""Short Markdown notes and plain-text files."""

NOTES = {}

NOTES["notes/bto/reno_tracker.md"] = """---
title: Reno tracker - Tampines flat
tags: [bto, reno, money]
created: 2024-07-20
updated: 2024-11-14
---

# Reno tracker 🏠

Flat: Tampines Lakeview Crest (BTO), 4-room, 11th floor. Keys collected in Aug.
Budget: **$40k max** for reno (excl. furniture + appliances). Marcus says 38k. We'll see lah.

## Quotations so far

| Date | Who | Amount | Notes |
|------|-----|-------:|-------|
| 18/7 | Studio Kayu Interior (Desmond, ID) | $48,500 | full ID package, design fee "offset" |
| 30/9 | Studio Kayu - revised | $55,300 | added feature walls + cove lights we never asked for |
| 10/10 | Hup Seng Renovation (direct contractor) | $34,200 | no ID, we do our own design + 3D from Marcus's cousin |
| 12/11 | Hup Seng - rev B | $37,950 | + carpentry (kitchen tall unit, shoe cabinet), feature wall |

Final quotation -> see Jasmine's email in Dec (it's in the attachment, Rev C). Haven't updated this table since, too lazy.

## Contractor

- ~~Studio Kayu Interior - Desmond Ng~~ (dropped 14/10, long story, see my Oct ramble)
- **Hup Seng Renovation & Construction** - signed 21/10. Boss = Ah Seng, site coordinator = Jasmine.

## Decisions

- [x] Hacking kitchen wall? -> NO. keep the wall, HDB approval + $$$
- [x] Flooring: SPC vinyl throughout (decided 13/11 w Marcus, emailed Ah Seng)
- [x] Aircon: System 4 from Arctic Breeze (quote 5/11)
- [ ] Lighting plan - finalise with electrician
- [ ] Feature wall - drop to save $$?
- [ ] Shoe cabinet: Mum wants full height, Marcus wants half. argh
- [ ] Grille gate + window grilles quotation (Jin Seng?)

## Misc

- Town council renovation notice: contractor will stick it at lift lobby.
- Wifi: Singtel or M1? compare the fibre promos before Dec.
"""

NOTES["notes/bto/move_in_checklist.md"] = """---
title: Move-in checklist
tags: [bto, home]
updated: 2025-05-12
---

# Move-in checklist (Tampines flat)

## Before handover
- [x] Joint inspection with HDB / BSC officer (3/9/24)
- [x] Defects form submitted via HDB app (3/9/24)
- [x] Reno permit (Hup Seng applied)
- [x] Water + electricity account (SP) opened
- [x] Fibre broadband - M1 1Gbps, installed 28/2

## Defects (BSC)
- [x] Main door doesn't close properly - fixed 19/9
- [x] Hairline crack above kitchen window - patched
- [ ] **Bedroom 2 window latch broken** + hollow floor tile at the household shelter -> reported 3/9/24, BSC said their contractor will come... STILL nothing. Chased again 12/5/25, officer said "pending parts". sian.

## After handover
- [x] Chemical wash aircon? (no need, brand new)
- [x] Curtains measured (Curtain Bros, 20/4)
- [ ] Wi-Fi mesh node for the study - signal weak in corner (wifi dead zone near window)
- [ ] Fridge delivery - choose date after floor protection removed
- [ ] Washing machine - BrightHome delivery slot
- [ ] Change address on NRIC (after ROM? or now?)
- [ ] Buy pineapple + rice + salt for moving-in day (Mum's instructions)
- [ ] Housewarming - maybe Aug?

## Notes
- Post box key: the small one on the ring with red tag
- Bin centre is behind Blk 613B
"""

NOTES["notes/home/contractor_access.txt"] = """ACCESS INSTRUCTIONS - TAMPINES FLAT (for contractor / workers / delivery)
=========================================================================
Last updated: 04 Jan 2025 by Wei Ling

Address
  Blk 613C Tampines North Drive 1, #11-208, Singapore 523613
  (Tampines Lakeview Crest, the block nearest the park connector)

Getting in
  - Key lockbox: small grey box clipped to the gate, code 4619.
    PLEASE scramble the numbers after you close it!!
  - Gate + main door keys are both inside the lockbox.
  - If lockbox jam, call Wei Ling, don't force it.

Lift / corridor
  - Use lift B (the service lift). Protect lift with boards as per town council rules.
  - Do not leave debris or materials at the common corridor. Neighbour at the unit
    beside us complained once already (Dec). Paiseh, please be considerate.

Working hours (town council)
  - Mon-Fri 9am-6pm, Sat 9am-5pm.
  - Noisy works (hacking, drilling) Mon-Fri 9am-5pm only.
  - NO works on Sundays and public holidays.

Parking
  - Visitor lots at the MSCP (Blk 613A), levels 2-3. Pay via Parking.sg app.
  - Loading/unloading bay at ground floor, max 15 min.

Toilet
  - Please use the common toilet only. The master bathroom loo is not connected yet.

Utilities
  - Power: DB box in the kitchen side, top. Don't switch off the fridge circuit once fridge is in.
  - Water: main valve under kitchen sink.
  - No wifi yet (fibre coming end Feb).

Contacts
  - Wei Ling  +65 8000 0101
  - Marcus    +65 8000 0102
  - Site coordinator (Hup Seng) - see the contacts sheet

Thank you!!
"""

NOTES["notes/contacts_reno.txt"] = """RENO + HOUSE CONTACTS
(last updated 15 Feb 2025)

MAIN CONTRACTOR
  Hup Seng Renovation & Construction Pte Ltd
  Lim Kok Seng (boss, everyone calls him Ah Seng)  +65 8000 0311
  Jasmine Chua (site coordinator)  +65 8000 0312  jasmine@hupsengreno.example
  Office: 3 Ubi Ave ... (look at the quotation letterhead)

ELECTRICIAN (seperate, NOT under Hup Seng)
  Ravi Subramaniam - RS Electrical Works  +65 8000 0417
  Licensed electrical worker (LEW). DB box upgrade + lighting points + 2 extra
  power points in the study. Recommended by Kenneth (jiejie's hubby), did their flat also.
  Prefers WhatsApp, replies fast, but don't call during lunch lol

AIRCON
  Arctic Breeze Aircon Pte Ltd - Melvin Ho (sales)  +65 8000 0520
  servicing contract: 1st free service after 6 months

GRILLES
  Jin Seng Grille & Gate - Mr Tay  +65 8000 0633

CURTAINS
  Curtain Bros (Tampines 1 kiosk)  +65 8000 0741

PLUMBER
  use Hup Seng's guy (Ah Boon), via Jasmine

NOT USING ANYMORE
  Studio Kayu Interior - Desmond Ng (ID). Dropped Oct 2024.
  Don't reply his "just checking in" e-mails lol
"""

NOTES["notes/dad/knee_recovery.md"] = """---
title: Papa - knee recovery
tags: [family, dad, health]
created: 2024-08-27
updated: 2025-01-12
---

# Papa's knee (right TKR)

**Surgery:** 10 Sep 2024, Changi General Hospital (CGH)
**Surgeon:** Dr Rajesh Menon (ortho). Very steady, explains slowly for Papa.
**Ward:** 46, discharged 14/9 (4 nights)

## Physio
- Tampines Polyclinic rehab centre (nearer than CGH for Mum to bring him)
- Oct-Dec 2024: with Nurul. Tuesdays 9am.
- From Jan 2025: therapist changed to **Jonathan Koh** (Nurul went on maternity leave). Tue + Fri.
- Room no. etc -> see the poly appointment e-mail from Oct
- Papa prefers morning slots (**before 10am**) - afternoons he naps and then his knee is stiff and he's grumpy. Don't book him afternoon slots!!
- Exercises: see `dad_exercise_howto.txt` (printed one copy for Mum, stuck on fridge)
- Log of sessions: `physio_log.csv`

## Milestones
| When | Flexion | Notes |
|------|--------:|-------|
| 2 wks post-op | 70 deg | still on walking frame |
| 6 wks | 95 deg | walking stick indoors |
| 3 months | 110 deg | no stick at home! |

## To do
- [x] Apply for the rehab subsidy (MediSave?) - Mum did with the MSW
- [x] Buy shower chair + grab bar for parents' toilet
- [ ] Return the **walking frame** to the Tampines West CC equipment loan (it's sitting in Mum's storeroom)
- [ ] 6-month review at CGH - date TBC, they will send letter

## Costs (rough)
- Surgery + ward: mostly MediShield Life + Integrated Shield, cash ~$1.9k
- Physio at poly: subsidised, ~$28/session after subsidy
"""

NOTES["notes/dad/dad_exercise_howto.txt"] = """HOW TO: PAPA'S KNEE EXERCISES (for Mum / whoever is helping)
------------------------------------------------------------
From the physio handout, simplified. Do TWICE a day (morning after breakfast + before dinner).
Give painkiller 30 min before if knee is very pain.

1. Ankle pumps - lying down, point toes up and down. 20 times.
2. Quad sets - push back of knee into the bed, hold 5 sec. 10 times x 3.
3. Heel slides - slide heel towards bum, slowly, then back. 10 times x 3.
   Can use a plastic bag under the heel so it slides easier.
4. Straight leg raise - other knee bent, lift the operated leg straight to
   the height of the other knee. Hold 3 sec. 10 times.
5. Sitting knee bends - sit on the dining chair (NOT the sofa, too low),
   slide foot back under the chair as far as can. Hold 5 sec. 10 times.
6. Ice pack 15 min after exercise. Towel between ice and skin!

Walking
  - Indoors with stick (left hand, opposite the operated knee).
  - Go up stairs with good leg first, down with operated leg first.
    "Up with the good, down with the bad."

Call CGH / go A&E if
  - calf very pain or swollen (blood clot?)
  - wound got pus, smelly, or fever above 38
  - knee suddenly cannot bend at all

Don't
  - put pillow under the knee when sleeping (knee will get stuck bent)
  - squat, kneel or sit cross-legged (for now)
"""

NOTES["notes/pottery/pottery_journal.md"] = """---
title: Pottery journal
tags: [pottery, hobby]
studio: Mudrock
class: Saturdays 10:00-12:30 (wheel, beginner -> intermediate)
teacher: Jess
---

# Pottery journal 🏺

## 7/9/24 - first class
Centering is SO hard. Clay kept flying off. Jess says "brace your elbow on your thigh" - helped a bit.
Made 1 lopsided cylinder. Marcus says it's "rustic". ok thanks.

## 21/9
Managed 2 small bowls! Walls too thick at the bottom (heavy like stone). Trim next week.

## 19/10
Trimming day. Learnt to tap-center. One bowl trimmed through the bottom, RIP.
Studio kaki: Priya (very good at handles), Hafiz (tall guy, does big stuff).

## 16/11 - glaze night (Fri)
Tested glazes on tiles. My notes to self:
- I'm a **celadon** person. That pale jade green pooling in the carving - love.
- Speckled oatmeal on the brown stoneware also very nice, very cafe.
- Glossy white = looks like IKEA plate. No thanks.
- Tenmoku nice on other people's work but too dark for my kitchen.
- Matt glazes feel chalky, don't like the feel on the lips for cups.

## 14/12
Made a set of 4 cups for Mum's Christmas present. One cracked in bisque. 3 cups then, Mum won't know.

## 25/1/25
Back after CNY break... no wait CNY is next week. Anyway. Threw a bigger bowl (~20cm). Proud.

## 22/2
Bowls glazed (celadon, obviously). On shelf B waiting for glaze firing.

## Ideas
- Make our own wedding favour? 200 small dishes... Marcus: "are you crazy". ok maybe not.
- Soap dish for the new flat bathroom
- Spoon rest for Mum
"""

NOTES["notes/wedding/wedding_plan.md"] = """---
title: Wedding plan (master)
tags: [wedding]
updated: 2025-04-12
---

# Wei Ling ♥ Marcus - master plan

## Overview
| Item | Status | Notes |
|------|--------|-------|
| ROM | **12 Jul 2025 (Sat) 10:30am**, ROM building | moved from 22 Jun - solemniser had a clash. Solemniser: Mr Harold Tay (JP) |
| Witnesses | sorting out | need 2, above 21 |
| Banquet | Hotel Aurelia, Jade Ballroom, 15 Nov 2025 (Sat) | now **40 tables** (Marcus's mum added her church + CC friends) |
| Photographer | Lumen & Lace (Kelvin) | deposit paid Jan; prewedding shoot details -> see Kelvin's email (22/4) |
| Gown | Atelier Sien | 1st fitting 17/5 |
| Suit | Marcus - Kevin Seah? or rent | Marcus "will settle" |
| Rings | ordered | |
| Honeymoon | Hokkaido or Bali, TBD | see honeymoon note |
| Bridal car | - | |
| Emcee | Marcus's friend Jonas | |

## Budget (rough)
| Item | Est. | Paid |
|------|-----:|-----:|
| Banquet (incl ++) | ~$75,000 | deposit $10,000 |
| Photography | $3,880 | deposit |
| Gown rental (2 gowns) | $2,400 | $0 |
| Rings | $2,150 | full |
| ROM (venue + misc) | $400 | |
| Misc / door gifts | $2,000 | |

Ang bao should cover most of banquet... hopefully. Mum says "don't worry".

## Checklist
- [x] Book banquet venue
- [x] Book photographer
- [x] File notice of marriage on ROM portal
- [ ] Bridal car - ask Kenneth's friend?
- [ ] Door gifts - pottery? (lol no)
- [ ] Gatecrash games - jiejie in charge
- [ ] Tea ceremony timing - check auspicious time with Marcus's grandma
"""

NOTES["notes/wedding/rom_checklist.md"] = """---
title: ROM checklist
tags: [wedding, rom]
created: 2025-02-10
---

# ROM - checklist

**Date:** Sun 22 Jun 2025, 11:00am
**Where:** ROM building, Canning Rise (solemnisation room, level 2)
**Solemniser:** Mr Harold Tay (JP) - Marcus's uncle's friend, very chill
**Guests:** max ~20 in the room. Lunch after at Marcus's fav dim sum place (book!)

## Documents
- [ ] NRIC x2 (originals)
- [ ] Witnesses' NRIC
- [x] Notice of marriage filed online (must be 21 days to 3 months before)
- [ ] Statutory declaration done at ROM (both of us)

## Witnesses
Need 2, at least 21 years old. TBC - ask jiejie? Marcus to ask one of his friends.

## Outfit
- Me: white midi dress (the one from Love, Bonito? or the Taobao one)
- Marcus: light grey suit

## After
- [ ] Lunch booking, 15 pax
- [ ] Tell Kelvin if we want photos (extra $)
"""

NOTES["notes/wedding/photographer_shortlist.md"] = """---
title: Photographer shortlist
tags: [wedding, photographer]
created: 2024-11-28
decided: 2024-12-08
---

# Photographer shortlist

| | Lumen & Lace | Shutterbug Stories | Petal & Frame |
|---|---|---|---|
| Photographer | Kelvin Sim | Alicia Tan + assistant | team of 3 |
| Package | AD full day + prewedding (1 location) | AD full day | AD + prewed overseas |
| Price | $3,880 | $3,200 | $5,600 |
| Style | documentary, warm tones | posed, bright & poppy | editorial, moody |
| Delivery | 8 weeks, 600+ photos | 6 weeks | 12 weeks |
| Vibe on call | chill, listened | salesy | very atas |

## Notes from the calls
- Kelvin (5/12 video call): asked about our story, how we met at the Figma meetup. Showed full galleries not just highlights. Skin tones natural, not orange.
- Alicia: portfolio full of jump shots + "look at each other and laugh" poses. Cheesy. Also pushed the album upsell hard.
- Petal & Frame: gorgeous but over budget and overseas prewed = more leave + $$.

## Decision (8/12/24)
Going with **Lumen & Lace (Kelvin)** over Shutterbug even though it's $680 more.
Why: we both want **candid**, documentary-style photos - real moments, grandparents laughing, not 50 stiff poses. Kelvin's full galleries were consistent, Shutterbug's only looked good in highlights. Marcus also liked that Kelvin shoots the tea ceremony without directing everyone.

Deposit to pay after contract.
"""

NOTES["notes/wedding/guest_list_notes.md"] = """---
title: Guest list notes
tags: [wedding]
updated: 2025-03-30
---

# Guest list (banquet)

Estimated 35 tables originally (Jan). Ballroom max is 45.

## My side
- Tan relatives (Papa side): 4 tables
- Lee relatives (Mum side): 3 tables
- Mum's friends (line dance + church): 2 tables
- My friends (uni + Koru): 2 tables
- Jiejie + Kenneth's table with Ethan: part of Tan relatives

## Marcus's side
- **pending** - he still hasn't sent me his side's list!! Keeps saying his mum is still adding people.
- I only know: his parents' friends are "a lot".

## Rules we agreed
- No plus-ones for colleagues unless married
- Kids table: 1 table for all the small ones (jiejie will manage)
- VIP table: parents + grandparents + solemniser? (ask)

## RSVP
- Send e-invite in Aug, RSVP by 15 Sep (hotel needs final count)
"""

NOTES["notes/honeymoon_ideas.md"] = """---
title: Honeymoon ideas
tags: [wedding, travel]
created: 2025-03-02
---

# Honeymoon - after banquet (late Nov 2025)

## Option A: Hokkaido 🇯🇵
- late Nov = start of snow season (maybe? Sapporo snow usually Dec)
- onsen!!, Otaru canal, Niseko (ski season not yet start)
- food: crab, soup curry, uni, Royce chocolate factory
- cold -> need to buy winter wear (Marcus owns nothing)
- ~$7-8k for 9 days incl flights

## Option B: Bali 🌴
- cheaper (~$4k), beach, villa with private pool
- been there before (2019, with uni friends) - less special?
- Nov = rainy season start

## Option C: Seoul
- we both been. no.

Marcus wants Bali (lazy holiday). I want Hokkaido (snow + onsen). TBD. Asked ChatGPT to compare lol.
"""

NOTES["notes/makan_places.md"] = """# Makan list 🍜

(random places to eat, mostly east side)

## Tampines / Bedok
- **Ah Hock Kopitiam** (Blk 201 Tampines St 21) - kaya toast + soft boiled eggs, kopi gao. 5 min walk from Papa's polyclinic, we go after his physio.
- Tampines Round Market - the chwee kueh stall (closed Mon)
- Bedok 85 - bak chor mee, go before 11pm or queue die
- Simei MRT coffeeshop - nasi lemak, the ikan bilis very shiok

## Town
- Jalan Sultan - prawn noodles, only weekday lunch
- Amoy St Food Centre - the ramen stall (queue)

## Notes to self
- always say NO coriander (my nemesis, tastes like soap). Laksa places sometimes put daun kesom, that one ok.
- Marcus doesn't take spicy, order the mild one for him
- Mum likes the fishball noodles at Tampines Round Market, dry, extra chilli
"""

NOTES["notes/work/job_search_2025.md"] = """---
title: Job search 2025
tags: [work, career]
updated: 2025-05-21
---

# Job search 2025

## Where I am now
- Senior UX Designer @ Koru Digital (agency), 3.5 years
- Current pay: **$6,200/month** + AWS, bonus basically zero last year
- Why leave: agency churn, 3 clients at once, no real product ownership

## Must-haves
- Product company (not agency!!)
- **Hybrid: minimum 2 WFH days a week, ideally 3.** Non-negotiable with the wedding + Papa's physio.
- Some design system / research budget
- Pay: at least $7k

## Pipeline
| Company | Role | Stage | Notes |
|---|---|---|---|
| Paywise | Senior Product Designer | panel done, **waiting for result** | recruiter Nadia, super responsive |
| Carelink Health | Product Designer II | **OFFER** rcvd 16/5, reply by 30/5 | details in HR e-mail 16/5 |
| Lazuli Travel | UX Lead | **withdrew** 14/3 | 5 days in office. no thanks |
| Greenbox (ecommerce) | Product Designer | rejected after portfolio | "not enough B2C" ok... |

## Portfolio
- Case study 1: clinic booking app (Koru project) - rewrite done
- Case study 2: design system migration
- Case study 3: ??? maybe the volunteer thing

## Negotiation notes
- Don't give a number first. If forced: "around 7.5-8k depending on scope".
"""

NOTES["notes/work/portfolio_case_study.md"] = """---
title: Portfolio case study - clinic booking app
tags: [work, portfolio]
created: 2025-02-02
---

# Case study: clinic booking app redesign

## One-liner
Redesigned the booking flow for a network of GP clinics; booking completion up from 61% to 78%.

## Structure (story arc)
1. **Context** - client, users (lots of 55+ users, booking for parents!)
2. **Problem** - 7-step flow, drop-off at the "choose doctor" step
3. **Research** - 9 interviews, 2 of them with caregivers like me bringing parents to physio (personal angle, keep it short)
4. **Insights**
   - people book for someone else -> need "booking for" switch
   - fonts too small, buttons too close
   - SMS reminders matter more than the app
5. **Design** - 3-step flow, large tap targets, caregiver mode
6. **Testing** - 2 rounds, 12 participants
7. **Outcome** - metrics + what I'd do differently

## Visuals to make
- [x] before/after flow diagram
- [x] caregiver mode screens
- [ ] 1 slide with the messy affinity map (looks good for panel presentations)

## Presenting
- 20 min max. Practice with Marcus as the "annoying PM".
"""

NOTES["notes/daily/2024-08-14.md"] = """---
date: 2024-08-14
tags: [daily, bto]
---

# Wed 14 Aug 2024 - KEY COLLECTION DAY 🔑

Collected our keys today!!! HDB Hub Toa Payoh, 10:30 slot. Queue number system quite efficient actually, done by 11:40. Signed a million documents, paid the stamp duty + legal fees.

Marcus teared a bit when the officer passed us the keys. He denies it. I have photo evidence.

Went straight to the flat after. 11th floor, corridor facing the park connector, can see a bit of the reservoir from the kitchen window if you squint. Empty flat echoes so much. Mum rolled a pineapple into the living room (tradition, for luck - "ong lai"). Papa couldn't come, knee too pain to walk so far, waited in the car at the MSCP. Next month his surgery.

Things I noticed:
- bedroom 2 window latch looks loose
- one floor tile near the household shelter sounds hollow when you tap
- main door needs a shove to close
-> put in the defects form later (joint inspection appt).

Dinner: Bedok 85 bak chor mee to celebrate. Simple but happy.
"""

NOTES["notes/daily/2024-09-10.md"] = """---
date: 2024-09-10
tags: [daily, family, dad]
---

# Tue 10 Sep 2024 - Papa's op

Woke at 5:30. Fetched Papa + Mum to CGH by 6:45, admission at 7. Papa pretending not nervous, talking about his kopi.

He went in around 8:50. Mum and I waited at the cafe at level 1, then the waiting area. Jiejie came at lunchtime with Ethan (who was too loud lol).

Surgeon came out ~11:40, said it went well, no complications, implant fitted nicely. Mum cried. I also a bit.

Saw Papa at 2pm in the ward. Groggy but asked "got kopi or not". Nurse said tomorrow already must try to stand with the physio. Cannot believe.

Took half day leave, worked from the hospital cafe in the afternoon. Told my lead I'm out tomorrow morning too.

Note to self: ask about
- physio near home (Tampines poly?) instead of going CGH every time
- equipment loan - walking frame, commode
"""

NOTES["notes/daily/2024-12-09.md"] = """---
date: 2024-12-09
tags: [daily, reno, decision]
---

# Mon 9 Dec 2024

Long call with Marcus last night + Mum's LINE rant yesterday -> **we changed our minds on the flooring.**

Final:
- **Living, dining, kitchen: porcelain tiles** (600x600, matt, light grey-beige)
- **Bedrooms: SPC vinyl** - so vinyl only for the bedrooms now, not the whole flat

Why we flipped (after saying vinyl throughout in Nov):
1. Papa will visit a lot with his walking stick/frame, vinyl near the entrance + kitchen gets scratched and dented
2. Mum mops with a LOT of water (she will help us clean, we know it). Vinyl near the kitchen can swell at the joints
3. Tiles are cooler to sit on (Singapore weather!!)
4. Marcus read that tiles better for resale (don't care that much but ok)

Extra cost is about +$1.1k vs vinyl throughout, but we're dropping the feature wall anyway so net should be lower than rev B.

WhatsApp-ed Jasmine to update the quotation -> revised one should come next week.

Other:
- Pottery: bowl collapsed on the wheel, classic
- Work: client demo went ok, PM happy for once
"""

NOTES["notes/daily/2025-03-22.md"] = """---
date: 2025-03-22
tags: [daily, wedding]
---

# Sat 22 Mar 2025 - food tasting at Hotel Aurelia

Tasting at the Jade Ballroom foyer, 11:30. Me, Marcus, both mums, Papa (first outing to town since the knee!! walked with his stick, very proud), jiejie.

Charmaine (the banquet coordinator) very patient, even came to check on Papa's chair. I told her again: no coriander garnish on anything for my plate pls, I really cannot tahan. She wrote it down.

Tried both menus. Honestly both ok lah, the Longevity one's abalone was nicer but Prosperity's fish better. Mums argued about the soup. Decided we'll talk to parents properly and tell Charmaine next week.

Highlights:
- Cold dish platter very nice (the prawn salad!!)
- Roast chicken skin crispy
- Marcus ate 3 portions of the fried rice lol

Ballroom looks smaller than the photos. Still nice. Carpet a bit ugly but whatever, lights will be dim.

After: kopi at Tiong Bahru with jiejie. She says "relax lah, nobody remembers the food". Mum strongly disagrees.
"""

NOTES["notes/daily/2025-05-21.md"] = """---
date: 2025-05-21
tags: [daily, work, wedding]
---

# Wed 21 May 2025

## Paywise panel
Panel done. Presented the clinic booking case study - the design head asked a lot about research ops, the PM guy grilled me on metrics. Think it went ok? Sent Nadia a thank-you note. Still **waiting to hear back** from Paywise before I reply Carelink (their deadline 30/5, eek).

Carelink vs Paywise pros/cons:
- Carelink: offer in hand, healthtech (feels meaningful with Papa's stuff), 3 days WFH
- Paywise: bigger brand, more money probably, fintech = faster pace

## Honeymoon - DECIDED
We finally decided: **Hokkaido**, 20-29 Nov 2025 (a few days after the banquet). Sapporo -> Otaru -> Noboribetsu onsen -> Niseko. Marcus agreed on condition that Bali is our 1st anniversary trip. Deal.
To do: book flights when the SQ sale comes, check JR pass.

## Other
- Papa walked to the kopitiam by himself today (Mum reported on LINE)
- Pottery - need to sign up for raku
"""
