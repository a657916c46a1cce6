NOTES = {}

NOTES["notes/health/menopause-hrt.md"] = """---
title: Menopause & HRT
created: 2025-02-04
updated: 2025-10-22
tags: [health, menopause, hrt]
---

# Menopause & HRT

## Current regimen (since 21 October 2025)

- **Evorel 75** patch (estradiol, 75 micrograms/24 h) – changed **twice a week, Sunday evening and Thursday evening**. Lower abdomen or buttock, rotate sides, not the same spot twice in a row.
- **Utrogestan 100 mg** capsule every night at bedtime (continuous combined – I'm not having periods, so no cyclical regimen).
- Nothing else. (Testosterone discussed, see below – not started.)

Repeat prescription through Beech Grove Surgery; I have an HRT prescription prepayment certificate so it's one fixed price a year for both.

## How I got here – dose history

| Date | What | Why |
|---|---|---|
| 4 Feb 2025 | Started **Oestrogel 2 pumps** daily + Utrogestan 100 mg nightly | Night sweats, 3am wake-ups, brain fog in consults, joint aches. Dr Fiona Marsh. |
| 15 May 2025 | Oestrogel up to **3 pumps** | Better but sweats still 3–4 nights a week |
| 9 Sep 2025 | Switched to **Evorel 50** patches, twice weekly | Gel is a faff (see below). Same-ish dose. |
| 21 Oct 2025 | Up to **Evorel 75** | Flushes came back after the switch, especially in the afternoon. Phone review with Dr Marsh. |

## Symptoms – where I started (Jan 2025)

Writing this down because future me will forget how bad it was:
- Night sweats most nights, soaking, changing T-shirt at 3am.
- Waking at 3–4am and not getting back to sleep – then a full day of surgery.
- Hot flushes in consults, under the theatre lights, in the gown and gloves. Once had to step out of a bitch spay to get Josh to finish closing because I couldn't see through my own sweat. Never again.
- Word-finding. Standing in front of an owner and not being able to find the word "pancreatitis".
- Aching joints in the morning, especially hands (which is not great in my job).
- Ratty. Owen says "a bit short". Owen is being kind.
- Periods: had stopped in mid-2024, so I'm postmenopausal by the 12-month definition.

## What changed

- **Within two weeks on gel:** sleep improved dramatically, fewer sweats.
- **3 pumps (May):** sweats mostly gone, still the odd 4am wake.
- **Patches (Sep):** for the first couple of weeks fine, then afternoon flushes crept back – which is why we went up to 75.
- **Evorel 75 (Oct):** so far much calmer. Sleeping to 6am most days. Word-finding is a lot better.

## Gel vs patches – why I switched

I prefer the patches, and it's nothing to do with the drug:
- With gel you have to rub it in and then wait for it to dry before you get dressed – and before you scrub in. On an early surgery morning that's 5 minutes I don't have.
- I kept **forgetting** the evening dose after late evenings at work or sailing, then doing it at midnight.
- The smell of the alcohol in the gel made me feel like I was still at work.
- With a patch I just change it twice a week and forget about it. The only downside is that the adhesive leaves a grey ring and occasionally one peels off in the shower – a bit of micropore fixes that.

## Sleep – rough diary summary

| Month | Nights woken by sweats (per week) | Usual wake time |
|---|---|---|
| Jan 2025 (before HRT) | 6–7 | 3:30 |
| Mar 2025 (gel, 2 pumps) | 3–4 | 4:30 |
| Jun 2025 (gel, 3 pumps) | 1–2 | 5:00 |
| Sep 2025 (first weeks of patches) | 2–3, plus afternoon flushes | 5:00 |
| Nov 2025 (Evorel 75) | 0–1 | 6:00 |

Things that help besides the hormones: cooler bedroom (window open a crack, even in winter – Owen wears a hat), no wine on work nights, no caffeine after lunch, and not looking at the practice WhatsApp after 9pm.

## Telling people

- Owen knew all along, obviously. He's been kind about the 3am light-on-reading.
- Freya asked what the patch was when she saw one at the swimming pool. Had a good chat. She said "so it's like puberty but backwards". Basically.
- Rhys: doesn't need to know, doesn't want to know.
- At work: Martin, Lorna, and later Kerry. The practice menopause policy came out of those conversations.

## Reading that actually helped

- The NHS menopause pages (sensible, not scary).
- The British Menopause Society patient leaflets on HRT types – the one comparing gels and patches is what I took to the September appointment.
- A colleague's recommendation: a podcast series by a GP who specialises in menopause. Listened to three episodes on the drive to York in March.

## Things discussed but NOT started

- **Testosterone** for libido/energy – Dr Marsh said we can think about it in 2026 once the oestrogen dose is settled; it would have to go through the menopause clinic. Just an idea for now.
- **Vaginal oestrogen** – not needed at the moment.
- **CBT for sleep** – the NHS app thing. Might do it over winter.

## Work adjustments

- Told Martin and Lorna in February. Lorna put a desk fan in consult room 1 and we moved me off the 7:30 ops list on Mondays for a few months.
- Theatre is hot regardless. Scrubs in the lighter fabric.
- The practice now has a short menopause policy (Lorna wrote it, I edited it). Kerry said two of the nurses had been struggling in silence. Good.

## Monitoring

- Blood pressure: fine at every check (latest 124/78 in Sept).
- Mammogram: due 2026 (NHS call).
- Annual HRT review due Feb 2026 with Dr Marsh.
- Any bleeding → ring the surgery (unscheduled bleeding on continuous combined after 6 months needs checking).

## Questions for next review

- [ ] Is 75 the right long-term dose or try back to 50 in spring?
- [ ] Testosterone – referral or not?
- [ ] Bone density – worth a DEXA scan given Mum's osteoporosis?
"""

NOTES["notes/health/knee-physio.md"] = """---
title: Right knee – physio
created: 2025-05-07
updated: 2025-11-03
tags: [health, knee, physio]
---

# Right knee – physio

## What happened
Saturday **22 March 2025**, fitting-out day at Kettlesike. Slipped on the green slime on the slipway while pulling the Solo trolley up, right knee twisted inwards and hit the concrete. Swollen for a week, painful on stairs and kneeling (which I do a lot of at work – dogs on the floor).

## Getting it seen
The practice health scheme (BrightPath Health) covers physio with a pre-authorisation. I rang them on 6 May; they authorised **six sessions** with a recognised physio. The authorisation code is in their e-mail/letter of 6 May – the clinic needs it for billing.

Physio: **Callum Reid**, Stonefall Physiotherapy Clinic, Harrogate. 01632 960587.

## Sessions

| # | Date | Time | Notes |
|---|---|---|---|
| 1 | Tue 20 May | 07:30 | Assessment. Patellofemoral pain + mild MCL sprain. No clunking, no locking → he doesn't think meniscus. |
| 2 | Tue 27 May | 07:30 | Exercises started. Spanish squats = torture. |
| 3 | Tue 10 Jun | 07:30 | Progressing. Step-downs from 15 cm. |
| 4 | Fri 20 Jun | 08:15 | Callum stopped doing Tuesday early clinics, so moved to Fridays. |
| 5 | Fri 4 Jul | 08:15 | Running on the flat allowed. |
| 6 | Fri 18 Jul | 08:15 | Discharged with home programme. |

Exercise sheet is in `docs/`.

## October flare
After the last race of the season (Sun 12 Oct – windy, lots of hiking out, lots of hopping in and out of the boat on the slipway) the knee was sore and puffy again for a week. Not as bad as March.
Booked two **top-up sessions**, self-pay (£55 each), with Callum:
- **Friday 14 November, 08:15**
- **Friday 28 November, 08:15**

## Things that help / don't
- Help: swimming (front crawl, not breaststroke kick), the exercises, ice after sailing, knee pads for kneeling at work.
- Don't: deep lunges, kneeling on hard floors, the gym – I hate gyms, I'll never go, so don't suggest it.
"""

NOTES["notes/family/freya.md"] = """---
title: Freya – sixth form & driving
updated: 2025-10-20
tags: [family, freya]
---

# Freya

Born 3 October 2008 → **17 on 3 Oct 2025**.

## GCSE results (21 Aug 2025)

| Subject | Grade |
|---|---|
| Biology | 9 |
| Chemistry | 9 |
| Physics | 8 |
| Maths | 8 |
| English Language | 7 |
| English Literature | 7 |
| Spanish | 7 |
| Religious Studies | 8 |
| Geography | 6 |

## Sixth form – Oatlands Hill

- Enrolled 28 Aug 2025.
- **A levels (current): Biology, Chemistry, Psychology.**
- History of that: the March options form said Biology, Chemistry, **Maths**. She started Maths in September, hated it ("it's just GCSE with more letters"), and swapped to Psychology on **12 September** after a chat with her tutor, Mr Adeyemi. Owen took it on the chin (after a day).
- EPQ: wants to do something on antimicrobial resistance in companion animals. (Ha.)
- Parents' evening: Thu 4 Dec, 5–7pm.

## Driving

### Licence and timing
- Provisional licence applied for at 16 and 9 months; arrived 28 July 2025.
- Can drive on the road from her 17th birthday, 3 October.

### Instructor
- **Original plan:** Clearway School of Motoring – instructor **Dean Whitworth**, Tuesdays 4:30pm, first lesson Tue 7 Oct.
- Dean went off long-term sick (knee operation) the week before; Clearway could only offer a different instructor on Saturday mornings, which clashes with Freya's job at the garden centre.
- **Switched to Amira Shah** (independent ADI – recommended by Lauren at work, who learnt with her). **Thursdays 5–6pm**, from **16 October**. Block of 10 lessons booked.
- Amira picks her up from sixth form on Thursdays and drops her home.

### Theory test
- Booked for **Thursday 27 November 2025, 15:45**, Harrogate theory test centre. Confirmation e-mail has the details and reference.
- She's using the official app for hazard perception.

### Practising with us
- She's on the Enyaq insurance as a learner driver (added 24 Oct when the car arrived).
- Sunday mornings, the quiet industrial estate first, then the Stray roads. Owen is a calm passenger. I am not.

## To do
- [ ] Freya: 50 hazard perception clips before the theory test
- [ ] Sort her a provisional-friendly debit card for Amira (she wants to pay per block herself from her garden-centre money)
- [ ] Book the practical test as soon as she passes the theory – waits are 4–5 months
"""

NOTES["notes/family/rhys-edinburgh.md"] = """---
title: Rhys – Edinburgh
updated: 2025-10-05
tags: [family, rhys, money]
---

# Rhys – Edinburgh

Third year of BSc Geology (2025–26). 20 years old.

## Address (from Sept 2025)
Flat 2F1, 14 Glenmarnock Terrace, Edinburgh EH9 1QT
(second floor, door on the left – the buzzer for 2F1 doesn't work, ring him)

Flatmates: Ewan (geophysics) and Sofia (vet student at the Dick – ha – she's asked me for placement advice).
Mobile: 07700 900256.

## Money

- Rent: **£640/month** from September 2025 (was £595 in the old flat on Marchmont Road).
- Student loan covers rent and a bit.
- **Our allowance: £300 a month** by standing order on the 1st, from **1 September 2025**. (It was £250 a month through 2024–25. Owen and I agreed the increase in August because of the rent.)
- Emergency fund: he knows to ask. He hasn't, which worries me more than if he did.

## This year
- Fieldwork on Arran 13–20 September (mapping). Came back with a cold and 4,000 photos of rocks.
- Dissertation: something about glacial deposits in the Pentlands. He explaind it twice.
- Norway: flew Edinburgh–Bergen on his own ticket to meet us for Maja's wedding. Did a toast in Norwegian.

## Christmas
- Last exam **18 December** (he thinks – confirming when the timetable is out).
- Coming home **Fri 19 December**, train Edinburgh → York, change for Harrogate.
- [ ] **Book his train tickets** once he confirms the exam date – advance fares go in October/November, and he'll leave it to the last minute if I don't.
- [ ] Ask whether Sofia wants to come and see practice for a week in the Easter holidays.
"""

NOTES["notes/travel/norway-wedding-aug-2025.md"] = """---
title: Norway – Maja & Eirik's wedding, August 2025
created: 2025-04-03
updated: 2025-08-21
tags: [travel, norway, family, wedding]
---

# Norway – Maja & Eirik's wedding

My cousin **Maja Lindqvist** (Uncle Lars's daughter – Dad's younger brother, who moved to Norway in 1986) married **Eirik Solberg**.

## The day
- **Saturday 16 August 2025**
- **Ceremony 14:00 at Breidal kyrkje**, a little white wooden church just outside Stryn, above the fjord.
- **Reception and dinner** afterwards at **Breidal Fjordhotell**, five minutes down the road. Speeches in Norwegian and English; dancing till late (they meant it).
- Dress code on the invitation: "festantrekk" – smart. Lots of bunads. I wore the navy dress; Owen wore his good suit with a daffodil pin.

## Getting there
- Owen, Freya and I: flew **Manchester → Bergen on Wed 13 August**, back **Tue 19 August**. Booking confirmation e-mail from Nordvik Air has the reference.
- Rhys flew **Edinburgh → Bergen** on his own ticket and met us at Bergen airport.
- Hire car from Bergen airport (Fjord Car Rental – estate, automatic). The confirmation tells you where the desk is; the return is to the same place.
- **Drive Bergen → Stryn**: about 6 hours with a ferry on the E39. Carsick-prone passengers (me) to drive – I'm fine if I'm driving, hopeless in the back on mountain roads.

## Where we stayed
- 13 Aug: Bergen, Hotel Bryggen Lys (one night, two rooms).
- 14–18 Aug: **Breidal Fjordhotell**, Stryn – the wedding hotel (family rate).
- 18 Aug: back to Bergen, Hotel Bryggen Lys.

## Gift
- Contribution to their honeymoon fund (Lofoten in September).
- A Welsh lovespoon from Owen's side – carved by his uncle in Llandeilo, with two linked hearts and a ship (for Eirik's family boatyard).

## Home while we're away
- Hens: Jan Pearson next door. Instruction sheet written.
- Work: Tomasz (locum) covering my days.
- House: Owen's set the lights on timers.

## Packing list highlights
- Waterproofs for everyone (it's western Norway)
- Sara: navy dress, heels in a bag, walking boots
- Owen: suit, the lovespoon (hand luggage!)
- Travel sickness tablets for the ferry
- Krone: a little cash, but everywhere takes cards

## Afterwards (21 Aug)
Best family holiday in years. Maja sent a photo of the lovespoon hanging in their kitchen in Bergen.
"""

NOTES["notes/sailing/treasurer-notes.md"] = """---
title: Kettlesike SC – treasurer's working notes
updated: 2025-10-30
tags: [sailing, treasurer, kettlesike]
---

# Kettlesike Sailing Club – treasurer's notes

Treasurer since the November 2023 AGM (took over from Barry Nuttall, who kept everything in one Excel tab called "MONEY").

## Committee 2025
- Commodore: Graham Pickles
- Secretary: Anne-Marie Cho
- Treasurer: me
- Membership secretary: Ruth Ellwood
- Safety officer / bosun: Dev Kapoor
- Independent examiner (not committee): Pauline Firth

Signatories: any two of Graham, Anne-Marie and me.

## Bank account – the switch

- **Old:** Yorkshire Ridings Bank, business account. Sort code 30-91-47, account 20418876. Free for clubs until April 2025 – then **£8.50 a month** plus 35p per cheque paid in.
- Committee meeting **14 May 2025** agreed to move.
- **New: Pennine Mutual – Community Account.** Sort code **08-71-63**, account **61934027**, account name "Kettlesike Sailing Club". No monthly fee, free online banking with dual authorisation.
- Mandate signed in June (Graham was the slow one). Account live **1 August 2025**.
- Balance transferred 26 August; old account closed **31 August**.
- In August four members were still paying standing orders to the old account – chased individually, all moved by October.

## Subscriptions 2025 (year to 30 Sept)
| Category | 2025 |
|---|---|
| Adult | £185 |
| Family | £310 |
| Crew / student | £95 |
| Junior | £60 |

Proposed 2026 rates are in the AGM prep note.

## Big spends this year
- **Safety boat outboard** (Kettle 2) – committee 10 Sep decided to replace, not repair. New 25 hp four-stroke from Lakeland Marine Services, **£3,680** fitted. Paid from reserves on 22 Sep. Applied to the Sport England small-grants fund to claw some back (decision due Jan).
- Slipway scrub + anti-slip paint – £420 (after my knee!).
- Insurance up 11% (£1,940).

## Year-end to-do
- [x] Bank reconciliation to 30 Sept
- [ ] Send year-end accounts and the bank statements to Pauline for independent examination – she wanted them by 10 Nov
- [ ] Treasurer's report for the AGM (one page, plus the accounts)
- [ ] Gift Aid claim on donations (small)
- [ ] Renew the club's ICO registration (Dec)
"""

NOTES["notes/sailing/agm-2025-prep.md"] = """---
title: AGM 2025 – prep
updated: 2025-11-06
tags: [sailing, agm, treasurer]
---

# Kettlesike SC AGM 2025 – prep

- **Saturday 22 November 2025, 7:30pm**
- **Venue: Haverah Park Village Hall** – NOT the clubhouse this year; the clubhouse floor is being replaced and won't be ready (Anne-Marie's e-mail, 5 Nov). Parking on the road and the field behind.
- Quorum: 20 full members.

## My bits
1. Treasurer's report (10 minutes max – Graham's words).
2. Accounts for the year to 30 Sept 2025, independently examined (Pauline).
3. Proposal on subscriptions for 2026.

## Proposed subscriptions 2026 (committee agreed to put to AGM on 15 Oct)

| Category | 2025 | Proposed 2026 |
|---|---|---|
| Adult | £185 | £198 |
| Family | £310 | £330 |
| Crew / student | £95 | £100 |
| Junior | £60 | £60 (frozen) |

Reasons: insurance up 11%, the outboard replacement from reserves, clubhouse floor. Juniors frozen deliberately – we need more kids, not fewer.

## Treasurer's report – outline
- Income and expenditure headline (surplus small / deficit small – TBC when Pauline's done)
- Reserves: before and after the outboard
- The bank switch (saving ~£110 a year in fees)
- Subs proposal
- Thanks to Ruth for chasing the standing orders

## Worries
- Pauline hasn't got the accounts yet. That's on me.
- Someone will ask about the clubhouse floor cost. It's a separate fund – Graham can answer.
"""

NOTES["notes/car/volvo-lease-end.md"] = """---
title: Volvo lease end → next car
created: 2025-02-08
updated: 2025-11-04
tags: [car, lease, decisions]
---

# Volvo lease end → next car

## The current car
- Volvo XC40 B4 Plus (petrol mild hybrid), grey, reg YF21 HXS.
- Lease with **Brightway Vehicle Leasing**, agreement **BVL-448102**, 48 months, 10,000 miles/yr.
- **Lease ends 27 October 2025.**
- Mileage at 1 Aug: 37,900 – under allowance.

## What I need from a car (non-negotiable)
- **Tow bar** – the Solo goes to open meetings on its road trailer a few times a year.
- Boot big enough for Skipper's crate *and* the sailing bag.
- **Heated steering wheel** and seats. My hands in January, after a morning of cold surgery – yes.
- **Not white.** Never white. Shows every bit of mud from the lanes.
- Automatic.
- Ideally electric now – I do 25 miles a day and we can put a charger on the drive.

## Options (June)
1. **Buy it out** at the end – Brightway to quote an "option to purchase" figure.
2. Extend the lease month-by-month (expensive).
3. Hand it back and lease something new (electric).

**Plan as of 24 June: buy it out.** We know the car, no surprises, no new-car faff, and Freya could learn in it. (Talked it through with the AI thing, which agreed with whatever I said.)

## What happened
- **31 July** – Brightway's purchase offer: **£19,850**. That's more than the car is worth on the open market by a couple of thousand, according to three valuation sites.
- **8 August – DECISION REVERSED: hand the Volvo back**, and lease an electric car instead. Emailed Brightway to decline the purchase option and ask for a collection date.
- New car: **Skoda Enyaq 85** (Race Blue, tow bar, heat pump, heated wheel) through **Leasewise Direct**, order LWD-30417. **£389/month**, 36 months, 8,000 miles/yr, 6-month initial rental.
- Home charger (Ohme) installed 15 October, £899 fitted.

## Handback
- Kerbed front-left alloy repaired 13 October by SmartRim Harrogate (£95) so it wouldn't be charged.
- Enyaq delivered to the house Friday 24 October.
- **Volvo collected Monday 27 October**, 8am–12 slot. Driver arrived 10:40. We both signed the condition report on his tablet; I took 38 photos of every panel first.
- **3 November** – Brightway e-mail: **£240 damage charge** for a "scuff on the rear bumper, 40 mm". I don't recognise it – the only mark was under 25 mm, which is fair wear under the BVRLA guide. They give **14 days to dispute**.

## Open
- [ ] **Send Brightway the handover photos** (rear bumper, 4 angles) and dispute the £240 – by 17 Nov
- [ ] Cancel the Volvo's breakdown cover add-on (renews December)
- [ ] Check final mileage statement
"""

NOTES["notes/lists/gift-ideas.md"] = """---
title: Gift ideas
updated: 2025-10-28
tags: [lists]
---

# Gift ideas

## Owen (birthday 14 March, Christmas)
- Wales rugby – Six Nations ticket for the Cardiff game (next year!)
- New walking poles (his are held together with tape)
- ~~The Welsh maths puzzle book~~ (done, birthday)

## Freya
- Christmas: L plates (joke) + a proper driving-lesson voucher block
- Psychology books – she's asked for "something not too textbooky"

## Rhys (birthday 2 December – 21!)
- Decent waterproof trousers for fieldwork
- A framed geological map of Arran? (ask Owen – too nerdy even for Rhys?)
- 21st: money towards a field-trip camera

## Mam (Owen's mum, Nia) – 80th, 6 December
**Decided (with Owen, 26 Oct):**
- A **framed print of the Tywi valley** from the artist who sells at Llandeilo market (Eleri Howells – Owen's cousin knows her). She loves that view from Dinefwr.
- A **photobook of her 80 years** – Owen's doing it, Cerys is scanning the old photos.
Not flowers – she says she has enough to last till she's 90.

## Maja & Eirik (wedding, Aug)
- Honeymoon fund + the lovespoon. Done.

## Work
- Secret Santa limit £10. Last year I got a mug that said "I'm a vet, not a magician". Fair.
"""

DOCS = {}

DOCS["docs/knee-exercises.txt"] = """HOME EXERCISE PROGRAMME - Sara L-H (right knee)
Stonefall Physiotherapy Clinic - Callum Reid, MCSP
Issued 18/07/2025 (discharge), revised 14/11/2025 if needed

Do these once a day, 5-6 days a week. Mild discomfort (up to 3/10) is OK.
Stop if sharp pain or swelling the next morning.

1. SPANISH SQUATS
   Loop a strong band round a post at knee height, step back into it so it
   pulls behind both knees. Sit back to about 60-70 degrees knee bend.
   Hold 45 seconds x 3. (The horrible one.)

2. STEP-DOWNS (FORWARD)
   Stand on a 15 cm step on the RIGHT leg. Slowly lower the left heel to
   tap the floor, keep the right knee over the 2nd toe - don't let it dive
   inwards. 3 x 10, slow (3 seconds down).

3. STRAIGHT LEG RAISE
   Lying on your back, left knee bent. Tighten the front of the right thigh,
   lift the straight leg to the height of the other knee. 3 x 12.

4. CLAMSHELLS WITH BAND
   Side-lying, band round the knees, heels together, lift the top knee.
   3 x 15 each side.

5. WALL SIT
   Back to the wall, slide down to a comfortable bend (no deeper than 90).
   Hold 30-45 seconds x 3.

6. CALF RAISES
   Both legs, then single leg on the right. 3 x 15.

7. SWIMMING - front crawl fine, avoid breaststroke kick for now.

AVOID for now: deep lunges, kneeling on hard floors without a pad,
jumping down off the boat onto the slipway (!).
After sailing: ice 15 minutes, leg up.
"""

DOCS["docs/hen-sitter-instructions.txt"] = """HENS - NOTES FOR JAN (13-19 August)

Thank you SO much, Jan. Eggs are all yours. Bottle of something on our return.

THE GIRLS (6)
  Marigold (big ginger one, bossy), Dot (black, nervous), Hattie (white with
  black neck, will follow you), Agnes (brown, bald patch on her back - she's
  fine), and the two new grey-blue ones: Biscuit and Meringue. The new two
  are still a bit skittish - don't chase them, they'll go in by themselves.

MORNING (any time 7-8am)
  - The coop door opens by itself at 6:30 (auto door). Just check they're out.
  - Top up feed: layers pellets are in the metal bin in the garage (bags
    from Dalesway). One scoop into the hanging feeder if it's below halfway.
  - Fresh water in both drinkers.

EVENING
  - Auto door shuts about 9:20pm. Please check all SIX are in before it gets
    dark - Meringue sometimes roosts on top of the nest box outside the coop.
    If so, lift her in gently.
  - Collect eggs (nest boxes, lift the lid on the side).

TREATS: a small handful of mixed corn around 4pm (tin on the shelf). Not more.

IF ANYONE LOOKS POORLY (hunched, fluffed up, not eating):
  ring Kingsmead Vets 01632 960214 and ask for Josh - he knows they're ours
  and will pop round. Please don't pay anything.

Side gate key: under the blue pot by the water butt.
Sara mobile (Norway): 07700 900147 - we'll have signal most of the time.
Owen: 07700 900148
"""
