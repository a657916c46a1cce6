"""Markdown notes: inbox, daily notes, workshop/business/commission/house/van/football/family/admin."""
from util import write

# ------------------------------------------------------------------ inbox
write("notes/inbox.md", """
# inbox / scratch

dump stuff here, sort later (never do)

- [ ] chase Lantern inv 046 (£870) — Tomasz keeps saying "end of the month"
- [ ] DBS renewal — Dot says do it on the club portal, mine runs out 2 Dec
- [ ] qte for Farrows — hallway bench, oak?, 1600 long. measure alcove first (skirting!)
- [ ] photos of the Lowe table for insta before it goes
- [ ] new planer knives (the 260mm ones) — check ToolHaus sale still on?? prob finished
- [ ] dust extractor filter — w/shop smells of burnt ash
- [x] pay Severnside Oct inv
- [x] returned Abena's tile cutter
- [ ] football: 2x GK gloves size 7 (Theo + Amara)
- [ ] ring council re trade waste bags
- [ ] find the spare van key!!! (kitchen drawer? glovebox?)

random
- market float = £60 in coins, tin under bench
- Sian's mum's b'day 2 Dec — card
- blade for the bandsaw: 3/8" 6tpi skip tooth
""")

# ------------------------------------------------------------------ daily notes
write("notes/daily/2025-01-14.md", """
# Tue 14 Jan 2025

Freezing in the w/shop. Heater on from 7 and still 8°C at 10am. PVA won't cure under 10 — keep the glue in the house overnight, bring in a flask.

- Finished 4 walnut boards + 6 spoon racks for Feeder Canal mkt (Sun 2 Feb).
- Hartcliffe prices up again from 1 Jan — oak 27mm now £2,390/m³, was £2,150. Ash up too. Every year!
- Day rate still £260. Sian says I'm undercharging massively. She is prob right, tbh.
- Bookcase for Mrs Achterberg — paid at last.
- Football: winter break, back 25 Jan. Under-11s (last season) trophies still in Dot's garage?

TODO
- [x] order Titebond III + more PVA
- [ ] look at other timber yards? someone at the Makers Guild mentioned one out at Avonmouth
- [ ] self assessment — accountant needs receipts by end of month (did this, late as usual)
""")

write("notes/daily/2025-03-03.md", """
# Mon 3 Mar 2025

House stuff. Sat down with Sian last night and actually did the numbers. Joint savings ~£31k, maybe £38–40k by the autumn if the markets go ok.

- Sian's colleague Hywel used a broker called Lowri Eames at Cabot Mortgage Partners, says she was good with his self-employed brother. Booked a first call for Tue 11 Mar, lunchtime.
- Need SA302s for the last 2 years. Ask the accountant.
- Areas: Bedminster, Totterdown, Knowle, Brislington. Sian wants to walk to Temple Meads.

W/shop
- Glued up the Pemberton desk top. Clamps everywhere.
- Mkt yesterday: ok, £410. Chopping boards sell, stools don't (too heavy to carry home on the bus, one bloke said).

Football — back to training Thursday, the U11s are flying.
""")

write("notes/daily/2025-04-22.md", """
# Tue 22 Apr 2025

The wet oak saga continues. Two table tops from the 3 Apr Hartcliffe delivery have cupped — meter says 15–17% in the middle of the boards. Terry has offered 10% credit and that's it, "can't take back cut stock". Not good enough but can't be bothered to fight it.

Went out to Severnside Hardwoods in Avonmouth this morning to have a look. Proper kiln, stickered stock under cover, and they let you walk the racks and pick your own boards. Oak a bit cheaper than Hartcliffe's new price too. Going to open a trade account and try them for the next couple of orders.

**Day rate:** decided — from 1 May it's £300/day (was £260). Did the maths with Sian on the back of an envelope: at £260 I'm basically paying myself less than minimum wage once you take out the rent and the van. Done. New quotes from May use £300.

- [ ] update the pricing note
- [ ] email Severnside for a trade account form
- [x] re-flatten the cupped tops (lost 4mm, might still use for the bench)
""")

write("notes/daily/2025-06-09.md", """
# Mon 9 Jun 2025

**Decided: all hardwood from Severnside from now on.** Two orders in now and both spot on (9–10% on the meter, straight boards, delivered when they said). Last Hartcliffe invoice to pay, then close that account. Bit sad after 6 years with Terry but the wet batch + the price rise = no.

- AIP came through last week — £285k with Westcombe. Sian did a little dance in the kitchen.
- U11 end of season do on Saturday — medals ordered, pick up Fri.
- Market Sunday: sold all the boards, 2 stools. £520.
- Need to sharpen everything. Everything.
""")

write("notes/daily/2025-09-30.md", """
# Tue 30 Sep 2025

Rent goes up tomorrow — it's £810 a month from 1 Oct (was £725). Changed the standing order this morning. Ferndown's letter said "in line with the market" — the market being them.

- Sent the Lantern balance invoice today (#046).
- Lowe table: Harriet happy with the rev C drawing. Timber to order in Oct.
- U12s lost 4–2 Sat but played well second half. Amara in goal was brilliant.
- Sian's sister coming Fri.

- [ ] order timber for Lowe (Severnside, 52mm oak for the top)
- [ ] sort the w/shop dust extractor filter
""")

write("notes/daily/2025-10-21.md", """
# Tue 21 Oct 2025

Mum's rocking chair — going with **cherry**. Picked two 32mm boards at Severnside this morning (the yard lads let me go through the whole stack). It'll go from pinky to a deep red-brown in a year or two, which Mum will like. Walnut was the other option but it's too dark for her front room. Runners laminated from thin strips, steam-bending is too much faff for one chair.

**Markets decision:** no Feeder Canal market in Jan or Feb. Last winter the footfall was dire and I sat there freezing for £150. Doing the Temple Quay winter fair in December instead, and back at Feeder Canal in March. Told Nell at the market.

- U12s: won 3–1 at home. Kai scored a worldie.
- Caterer quote for Mum's party — Abena chasing.
""")

write("notes/daily/2025-11-12.md", """
# Wed 12 Nov 2025

Lowe table top glued up — 5 boards, 52mm, breadboard ends dry-fitted. It's massive. Needed Sian to help flip it.

- Harriet confirmed delivery: **Fri 12 Dec, 10am.** Need two people (the top alone is ~55kg) — ask Gareth if he's free, or Kofi if he's down that weekend.
- Lantern still haven't paid #046. That's 2 weeks over now. Chase again Monday if nothing.
- Winter fair stock: 20 boards, 8 spoon racks, 4 stools, 10 candle blocks. Need more boards.
- Mortgage paperwork pile on the kitchen table is getting taller.
""")

# ------------------------------------------------------------------ workshop
write("notes/workshop/timber-suppliers.md", """
---
title: Timber suppliers
updated: 2025-11-04
tags: [workshop, suppliers, timber]
---

# Timber suppliers

Where the wood comes from, what it costs, and why I moved. Written mostly for me, so I stop re-arguing this with myself every time I'm stood at a yard.

## Summary (as of Nov 2025)

| | Hartcliffe Timber Co. | Severnside Hardwoods |
|---|---|---|
| Status | **closed** (last inv paid June 2025) | **main supplier since June 2025** |
| Contact | Terry Vowles | Jo Pennock (sales) |
| Where | Whitchurch Lane Trade Park | Saltmarsh Lane, Avonmouth, Bristol BS11 0YL |
| Oak FAS 27mm | £2,390/m³ (from Jan 2025; was £2,150) | £2,240/m³ |
| Oak FAS 52mm | £2,520/m³ | £2,380/m³ |
| Ash 27mm | £1,620/m³ | £1,560/m³ |
| Delivery | £35 flat | free over £400 (BS postcodes) |
| Can I pick boards? | no — they pick | yes, walk the racks |
| Terms | pro-forma | 30 days end of month |

Severnside account number is in Jo's welcome email (May). Price list is in docs.

## Hartcliffe Timber Co. (2019 – June 2025)

I started buying from Hartcliffe when I first got a proper unit, back in 2019. Terry Vowles ran the counter and he was great at the start: he'd put aside the odd wide board for me, tell me when a good parcel of ash came in, and he'd deliver on a Friday afternoon if I begged. For a long time the prices were fair and the convenience was the main thing — ten minutes from the old unit in Bedminster, and they'd cut to rough length so it fitted in the van.

Things that went wrong, in order:

1. **Price rises every January.** 2023 was about 6%, 2024 about 8%, and then January 2025 was the big one: 27mm oak from £2,150 to £2,390 a cube, which is over 11%. Ash went up nearly 10%. There was no warning beyond a one-paragraph e-mail at the end of November.
2. **They stopped letting you choose boards.** Some insurance thing about the yard, customers not allowed in the racks. So you get what you're given, and with oak that means a lot of sapwood and a lot of shakes you then pay for and throw away.
3. **The wet batch (April 2025).** This was the real end. The 3 April delivery — 0.4 m³ of 27mm "kiln dried" European oak — was reading 15–17% on my meter in the middle of the boards when it should have been 10–12%. Two table tops cupped within 48 hours of being flattened. I complained with photos and readings; Terry admitted their kiln had had a fault, but the best he'd offer was 10% credit because I'd already cut some of the stock. Lost about two days of work re-flattening and a chunk of thickness.
4. **Pro-forma only.** They never moved me onto a credit account in six years, which is annoying when a client deposit hasn't cleared yet.

To be fair: the quality was fine for years, Terry is a decent bloke, and the wet batch was a kiln fault not malice. But the combination of the price rise and the wet batch made the decision easy.

## Severnside Hardwoods (May 2025 →)

Found through someone at the Bristol Makers Guild who buys their ash there. I drove out in April to look round:

- Proper dehumidifier kiln plus a big covered shed where stock is stickered and acclimatising. Everything I metered was 9–11%.
- You can walk the racks and pick your own boards, which for furniture is massive. I can match grain for a table top instead of hoping.
- Prices a bit under Hartcliffe's new prices (see the table) — not a huge saving on its own, but add free delivery over £400 and it adds up.
- Trade account with 30 days end-of-month terms. Credit limit £3,000 to start.
- Jo Pennock on sales is quick on e-mail, sends a delivery confirmation the day before, and knows what "FAS" means without me explaining it. The yard lads are fine too.

Account opened 16 May 2025. First two orders (May and early June) were both spot on. Decided on 9 June to move everything over and close Hartcliffe once the last invoice was paid.

Downsides, so I'm honest:
- It's further — 25–30 mins to Avonmouth in traffic, more on a Friday.
- Their walnut is pricey (but it's pricey everywhere).
- Saturday opening is 8–12 only, so if I need to pick boards on a weekend it clashes with football.

## Orders since switching (how it's going)

- **May** — first order, 0.25 m³ of 27mm oak plus some ash for market stuff. I picked every board. Straight, clean, 9–10% on the meter, delivered on the Thursday as promised. Jo rang the day before to check the gate code for the unit.
- **June** — 52mm oak for stool legs and a walnut top-up for the market boards. Fine. This was the order that made my mind up.
- **July** — walnut for boards. Slightly narrower parcel than I'd like, but honest about it on the phone.
- **September** — ash for the Lantern benches, 52mm and 27mm. Lovely stock — white, tight grain, no dieback staining.
- **October** — a bit of oak for stock, plus a couple of boards for a personal project.
- **November** — the big dining-table order, picked by me the Friday before and set aside with my name on it. Delivered 6 Nov, AM slot, all 9–10%.

Only niggle so far: one delivery came on a Thursday afternoon instead of the morning because the lorry broke down. They rang to say so. That's all I ask.

## How I compare prices (so I do it the same way every time)

Price per cube on its own lies. What I actually compare:

1. Price per m³ for the thickness I'm buying (27 vs 52 are priced differently everywhere).
2. Waste — roughly what % of a board I end up throwing away. At Hartcliffe, with no choosing, it was 20–25% on oak. At Severnside, picking my own, it's nearer 10–15%.
3. Delivery cost or my time to collect (an hour of driving = half an hour at the bench I'm not paid for).
4. Terms — 30 days is worth real money when I'm waiting on a client deposit.

Rough worked example for 0.3 m³ of 27mm oak:
- Hartcliffe 2025: 0.3 × £2,390 = £717, + £35 delivery = £752. With ~22% waste I get ~0.23 m³ I can use → about £3,200 per usable m³.
- Severnside: 0.3 × £2,240 = £672, free delivery. With ~12% waste I get ~0.26 m³ I can use → about £2,550 per usable m³.

That's the real gap, not the £150 a cube on the price list.

## The Hartcliffe years — the good bits, for the record

It wasn't all bad. Terry once drove a single wide board over on a Saturday because I'd mis-cut a tabletop the night before a deadline. The yard lads taught me how to read a parcel of ash and spot the ones that'll move. And their price list was always clear. When I close the account I'll say thanks properly.

## What I still buy elsewhere

- **Sheet goods** (birch ply, the odd bit of MDF for jigs only) — Bristol Board & Panel, Feeder Road. Cash and carry.
- **Dowels, pegs, small stuff** — online.
- **Oddities** — local tree surgeons occasionally, air-dried slabs for the market stools. Never for commissions unless I've metered it myself.

## Checking a delivery (my routine, after April)

1. Meter at least 5 boards — ends AND middle (ends dry first, they lie).
2. Anything over 12% goes back on the van there and then. Don't sign till it's checked.
3. Sticker it in the unit for at least a week before anything gets cut. Two weeks for 52mm.
4. Photograph labels/parcel numbers in case there's an argument later.
5. Note the readings in the orders sheet (data folder).

## Species notes

- **European oak (FAS, QS when I can)** — most of the commissions. 27mm for carcases and rails, 52mm for table tops and legs.
- **Ash** — benches and stools. Watch for ash dieback salvage stock — fine to use but check for staining.
- **American black walnut** — boards and the odd commission. Expensive; 2x oak per cube roughly.
- **Cherry** — small pieces.

## Price history (oak 27mm FAS, per m³)

| Date | Yard | Price |
|---|---|---|
| Jan 2023 | Hartcliffe | £1,990 |
| Jan 2024 | Hartcliffe | £2,150 |
| Jan 2025 | Hartcliffe | £2,390 |
| May 2025 | Severnside | £2,240 |

If Severnside go up in January too, I'll do the comparison again. Not loyal to anyone — that's the lesson.

## Open questions

- Ask Jo about a bulk discount if I buy a full parcel of oak (maybe 1 m³) in the spring — would need space in the unit though.
- Could do a joint order with Dani from the Makers Guild to get over the £400 delivery threshold more easily.
- Worth asking whether they ever get English oak (not just European) for the odd client who wants local.
""")

write("notes/workshop/workshop-unit.md", """
---
title: Workshop unit (Unit 9)
updated: 2025-10-01
tags: [workshop, admin, lease]
---

# W/shop — Unit 9, Barrow Mills

**Address:** Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS
**Landlord:** Ferndown Estates Ltd — property manager Graham Tuckett, 0117 496 0264, lettings@ferndown-estates.example.co.uk
**Size:** ~650 sq ft, roller door, 3-phase (not that I use it), one loo shared with Unit 8.

## Rent

- **Current: £810 per month from 1 Oct 2025.** Standing order changed 30 Sep.
- Was £725/month from the start of the lease (July 2024) until 30 Sep 2025.
- Rent review letter came 29 Aug 2025 — 11.7% jump. "In line with comparable units". I rang Graham, no wiggle room.
- Service charge £40/month on top (bins, yard lighting, gate).
- Business rates: small business rate relief, pay nothing (check every April).

## Lease

- 3 years from 1 July 2024.
- **Break clause: 30 June 2026** — I can end it then if I give at least 6 months' written notice, so the notice has to be with them by **31 Dec 2025**.
- Deposit £2,175 (3 months at the old rent) held by Ferndown.
- Full key terms in docs.

Thinking about the break: if we buy a house with a big enough garden, could I move the smaller work home and rent somewhere cheaper/smaller? Or share a bigger unit with Dani? Not decided. Need to know where we're living first — chicken and egg.

## Practical

- Wi-Fi: BarrowMills-Tenants / ask Graham, changes every so often
- Bins: trade waste Tuesday, bags from the council (I keep forgetting)
- Gate code: on the key fob label
- Alarm: contact is me + Sian as backup
- Electric: own meter, I read it the 1st of each month, photo in phone

## Checklist
- [x] change standing order to £810 (30 Sep)
- [ ] decide on break clause before Christmas
- [ ] get the roller door serviced (it screams)
- [ ] fire extinguisher check — due Jan
""")

write("notes/workshop/finishes-and-methods.md", """
---
title: Finishes & methods (how I like to do things)
tags: [workshop, methods, preferences]
---

# Finishes & methods

## Finish

**Hardwax oil, every time.** Two coats, the matt one, natural or the "raw" tint on oak so it doesn't go yellow. I don't use lacquer or polyurethane on anything I make:

- lacquer looks and feels like plastic on a good bit of oak
- when it scratches (it will, it's a kitchen table) you can't spot-repair it, you have to strip the whole top
- hardwax oil you just rub a bit more in — clients can do it themselves with the care sheet

Exception: painted pieces (rare) — water-based eggshell. Outdoor — I don't do outdoor.

## Woods I like working

- **English ash** — my favourite. Light, springy, planes beautifully, takes hardwax oil like a dream.
- **Oak** — the workhorse; clients want it and I like it. Quartersawn when I can get it.
- **Cherry** — small stuff, boxes, small wall cabinets.
- Walnut is lovely but the price makes every quote a fight.
- **Sapele — avoid.** Interlocked grain tears out whatever you do, and the dust gets up my nose.
- **No MDF or veneered chipboard** in anything I sell. Jigs only.

## Joinery

- Drawers: hand-cut dovetails (lapped at the front, through at the back). Takes longer, but it's what people are paying for.
- Trestles and frames: drawbore mortise and tenon, oak pegs.
- Breadboard ends: centre peg glued, outer pegs in elongated holes so the top can move. Never glue the full length.
- Table tops: biscuits only for alignment, not strength.

## Finishing schedule (oak table)

1. Sand 120 → 180. Not finer, the oil needs some tooth.
2. Raise the grain with a damp cloth, de-nib at 240 when dry.
3. First coat thin, buff off after 20 mins.
4. 24 hrs, second coat, buff.
5. Leave a week before delivery if possible — it needs to cure.

## Care sheet (what I give clients)

- Wipe with a damp cloth, no sprays with silicone
- Coasters under hot pans — heat marks are the enemy
- Once a year: light rub with maintenance oil, instructions on the tin
- Scratches: 320 paper in the direction of the grain, bit of oil, done
""")

# ------------------------------------------------------------------ business
write("notes/business/pricing-and-rates.md", """
---
title: Pricing & rates
updated: 2025-05-01
tags: [business, pricing]
---

# Pricing & rates

## Day rate

**£300/day from 1 May 2025.** (£260 before that — far too low, see 22 Apr daily note.)

Quote = (days × day rate) + (materials × 1.15) + finishing consumables + delivery.

## Terms

- Commissions: **40% deposit** to book the slot and buy timber, balance on delivery.
- Trade/café/shop jobs: 50% deposit, balance 30 days.
- Quote refs: Q-YYYY-NNN (rev B, C… when the spec changes). Invoices: KMB-YYYY-NNN.
- Quotes valid 30 days (timber prices move).

## How I like to be paid

**Bank transfer.** That's it really.
- No card for commissions — the SumUp fees (1.69%) on a £4k table are a day's timber.
- No cheques, ever again (the 2023 bounced one).
- Cash fine at markets; card reader only at markets.
- Bank details go on every invoice, not in the body of e-mails.

## Market pricing (rough)

| Item | Price |
|---|---|
| Chopping board, ash/oak | £45–65 |
| Walnut board | £75–95 |
| Spoon rack | £28 |
| Stool (3-leg) | £140 |
| Candle block (set of 3) | £22 |

## Minimum job

Half a day (£150) for small repairs/alterations. I'd rather not do repairs at all.
""")

write("notes/business/business-ideas.md", """
---
title: Business ideas (just ideas!)
tags: [business, ideas, someday]
---

# Ideas — not decisions

Brain-dump. None of this is decided, just stuff that pops into my head at 2am.

- **CNC router** — a small one (Shapeoko-size) for cutting boards / templates. ~£2.5k. Would it make me lazy? Would it make the boards look like everyone else's?
- **Etsy / own shop for boards** — postage on a 3kg oak board though…
- **Evening courses at the unit** — "cut your first dovetail", 4 people, Tuesday nights. Insurance? Dust?
- **Drop the Sunday markets altogether?** Sell online instead and get my Sundays back? Or just do fewer. Think about after Christmas.
- **Rent bench space** to another maker to cover some of the rent.
- **Trade work** with interior designers — steady but they want 30% off.
- **Kids' stools range** — the football parents keep asking.
- **YouTube** — Sian says no. Sian is probably right.

Revisit in the new year. Maybe.
""")

write("notes/business/markets-2025.md", """
---
title: Markets 2025
updated: 2025-10-21
tags: [business, markets]
---

# Markets 2025

## Feeder Canal Makers Market

- First Sunday of the month, 9am–3pm, towpath end by the old crane.
- Pitch fee £45 (3m gazebo), pay Nell on the day.
- Set-up from 7:30. Van can unload by the gate then has to go to the pay & display.

| Month | Takings | Notes |
|---|---|---|
| Feb | £290 | freezing, half the stalls didn't come |
| Mar | £410 | |
| Apr | £380 | rain |
| May | £465 | |
| Jun | £520 | sold out of boards |
| Jul | £610 | best month, Harriet Lowe found me here |
| Aug | £390 | holidays |
| Sep | £455 | |
| Oct | £470 | |

What sells: boards (anything under £60), spoon racks, candle blocks. Stools are a talking point but heavy to carry away.

## Decision — winter (21 Oct 2025)

**No Feeder Canal market in January or February 2026.** Last winter: £150 in January and £290 in Feb for a whole freezing day each. Back in March.

Instead: **Temple Quay Winter Makers Fair, Sat 13 – Sun 14 Dec 2025** (booked and paid, confirmation in e-mail). Bigger crowd, under cover, two days. Then nothing till March.

## Winter fair stock list
- [ ] 20+ boards (mix of ash, oak, walnut)
- [ ] 8 spoon racks
- [ ] 4 stools
- [ ] 10 sets of candle blocks
- [ ] price cards, card reader charged, float
- [ ] extension lead + clamp lights (arches are dark)
""")

# ------------------------------------------------------------------ commissions
write("notes/commissions/commissions-log.md", """
---
title: Commissions log
updated: 2025-11-12
---

# Commissions log

| Client | Piece | Status | Next |
|---|---|---|---|
| Achterberg | oak bookcase, 5 shelves | done Jan 25 | — |
| Pemberton | ash desk w/ 2 drawers | done Mar 25 | — |
| Lantern Café (Tomasz) | 3 ash benches w/ backs | installed, invoiced | — |
| Harriet Lowe | dining table — **oak** 2200 × 1000, breadboard ends (was walnut in Aug, switched back) | in build | delivery Dec |
| Farrow | hallway bench | enquiry | measure alcove |
| Mum | rocking chair (70th present) | started | runners |
| Cole | bedside tables ×2 | quote sent | chase in Dec if no reply |

## Notes
- Don't take anything else on until the Lowe table is out.
- Farrows want it by Christmas — told them February realistically.
""")

write("notes/commissions/lowe-dining-table.md", """
---
title: Lowe dining table — commission
client: Harriet Lowe (and Dev)
quote: Q-2025-019 rev C
status: in build
updated: 2025-11-12
tags: [commission, table, oak]
---

# Lowe dining table

**Client:** Harriet Lowe (partner Dev) — 14 Canynge Rise, Clifton, Bristol BS8 3LP — 07700 900583 — found me at Feeder Canal market in July.
**Room:** new kitchen-diner extension, bi-folds onto the garden, polished concrete floor, lots of light.

## Where it's at (current)

- **Spec (rev C):** European oak, **2200 × 1000**, 40mm finished top with **breadboard ends**, trestle base with a through-tenoned stretcher, seats 8 (10 at a push).
- **Price:** **£3,890** including delivery.
- **Deposit:** 40% = £1,556, invoice **KMB-2025-041**, paid 1 Sep. Balance £2,334 on delivery.
- **Delivery:** **Fri 12 Dec 2025, 10am** (Harriet confirmed 12 Nov). Two people needed.
- Finish: hardwax oil, raw tint (Harriet doesn't want it to go orange).

## How the spec changed

This one has been round the houses, so keeping the history here.

### v1 — the original brief (20 June)
Harriet's first e-mail: oak, about 2000 × 950, trestle base, seats 8, budget £3–3.5k, "by Christmas". Simple. I went round on 26 June to measure the room and see the light.

Quote Q-2025-019 (2 July): oak, 2000 × 950, trestle base, **£3,450** inc. delivery. 8 days' work + timber + finish.

### v2 — walnut (29 July)
Dev saw a walnut table at a friend's and fell in love with it. Could we do walnut, and a bit bigger — 2200 × 1000? I re-quoted as rev B: **£4,860**. Walnut is nearly twice the price of oak per cube, plus more waste because the boards are narrower and you've got sapwood to lose, plus the bigger size.

I did tell them honestly that walnut in a room with that much light will fade to a sort of milky-tea colour within a few years. Didn't want to talk them out of it but they should know.

### v3 — back to oak (26 Aug)
After a week of thinking they came back: walnut's over budget. **Back to oak**, but keep the bigger 2200 × 1000 size, and add the breadboard ends I'd shown them on my phone. Rev C: **£3,890**. They were happy, deposit paid within a few days.

So the final answer is oak. Anything that says walnut is out of date.

## Site visit (26 June)

Went round after football training, about 7pm, so I saw the room in evening light, which is when they'll mostly eat.

- Extension is about 6.5 × 4.2m, table zone at the garden end. Bi-folds along the whole back wall, roof lantern above the table spot. Lots of light — south-west facing.
- Floor: polished concrete, not perfectly level (about 4mm fall towards the doors over 2m — checked with my long level). Will need adjustable feet or levelling pads.
- Walls: white, oak-effect kitchen (not real oak, it's a laminate — said nothing).
- Existing chairs: six mid-century-style chairs, seat height 460mm, arms on the two carvers at 650mm. So the apron/top rail must clear 650 if the carvers are going to tuck in. Trestle design helps — no apron along the long sides.
- They host a lot — both families at Christmas, about 10 people. Dev said "we'll squeeze". Hence 8 comfortably, 10 at a push.
- Harriet's niece is three and runs everywhere — rounded corners, no sharp edges.
- Access: front door 820mm, hallway 900 wide with a turn at the bottom of the stairs. A one-piece table would never make it. Knock-down base it is.
- They liked the stool at the market because of the "soft" edges and the visible pegs. Use visible pegs on the trestles to echo that.

Took photos of the room and the hallway, and a sample of the floor colour on my phone. Drew three options that weekend: (1) simple trestle, (2) trestle with a shelf stretcher, (3) four legs with a deep apron. They went for (1) straight away.

## Design details

- Top: 5 boards of 52mm oak, planed to 40mm, grain-matched (picked at Severnside, see below). Breadboard ends 90mm wide, 3 pegs each side — centre glued, outers in slots.
- Overhang: 300mm each end so chairs at the ends don't hit the trestle feet.
- Trestles: legs 90 × 45 pairs? No — single 100 × 60 leg each end, feet 800 long with a shallow arch on the underside, top rail 800 long, all drawbored.
- Stretcher: 80 × 40, through-tenoned into the legs with a tusk wedge — knock-down, because it has to go through their hallway.
- Height 745mm (they have 460mm seat height chairs already — checked).
- Corners: 6mm radius, edges softened. Harriet asked for no sharp corners because of her niece.

## Breadboard ends — how I'm doing them

Writing this down because last time I did breadboards (the Pemberton desk, smaller) I made the slots too short and the top nearly split the next winter.

- Tongue on the end of the top: 12mm thick, 30mm long, full width, with three deeper tenons (60mm) at the centre and about 80mm in from each edge.
- Matching groove and mortises in the breadboard end. Mortises for the outer tenons are cut 8mm wider each side than the tenon, so the top can move across its width.
- Pegs: 10mm oak, drawbored in the centre only. The outer pegs go through slots (elongated holes) in the tenons, not round holes.
- Glue: only on the centre tenon and the middle 100mm of the tongue. Nowhere else.
- Leave the breadboard ends 2mm proud of the top width in the summer — the top will grow into them in winter. (It's November now, so the top is at its widest-ish: make them flush and accept a tiny step in summer.)
- Chamfer the ends of the breadboards slightly so any seasonal step doesn't look like a mistake.

A 1000mm wide oak top can move 6–8mm across the width between a damp Bristol winter and a centrally heated summer room. With bi-folds and a roof lantern it'll be at the extreme end of that, so all of this matters more than usual.

## Cutting list (summary)

| Part | Qty | Finished size (mm) | Stock |
|---|---|---|---|
| Top boards | 5 | 2020 × 205 × 40 | 52mm oak |
| Breadboard ends | 2 | 1000 × 90 × 40 | 52mm oak |
| Legs | 2 | 700 × 100 × 60 | 52mm oak glued up to 104 |
| Feet | 2 | 800 × 90 × 60 | 52mm oak glued up |
| Top rails | 2 | 800 × 80 × 60 | 52mm oak glued up |
| Stretcher | 1 | 1650 × 80 × 40 | 52mm oak |
| Wedges | 2 | — | offcuts |

Timber ordered from Severnside in October, delivered 6 Nov: 0.19 m³ 52mm plus a bit of 27mm for the wedges and spares. I went to the yard first and picked the top boards myself — one long parcel, so the grain and colour should run across the top. Stickered in the unit for a week before cutting.

## Build log

- **7 Nov** — timber stickered, meter 9–10% throughout. Good.
- **10 Nov** — rough cut, first face/edge on the top boards. Lost less to defects than I feared.
- **11 Nov** — legs and feet glued up from two thicknesses. Left overnight.
- **12 Nov** — top glued up in two halves then joined. Breadboard ends dry-fitted — tight, good. It's heavy, Sian helped me flip it.
- Next: mortises in the legs (the Hitachi mortiser is too small, will chop the through mortises by hand), trestle glue-up, flatten the top (by hand — the top is too wide for anything I own).
- Then: finish in the week of 1 Dec so it has a week to cure before delivery.

## Hours (tracking against the quote)

Quoted ~9 days for rev C. So far: 3.5 days (including the yard trip and the drawings). Trestles should be 2 days, top flattening and breadboards 2 days, finishing 1, delivery half. Should come in about on budget if the flattening doesn't go wrong.

## Delivery plan (Fri 12 Dec, 10am)

- Top separate from the base, both wrapped in moving blankets.
- Two people: ask Gareth (he's free Fridays) or Kofi if he's down.
- Parking on Canynge Rise is residents only — Harriet is getting a visitor permit for the van.
- Hallway 900 wide, the top goes through on its edge. Measured twice.
- Bring: mallet, wedges, the care sheet, spare oil, levelling pads for the feet (concrete floor isn't perfectly flat).
- Balance invoice (£2,334) handed over on the day.

## Things I learned from this one

- Get the budget conversation done BEFORE drawing anything fancy. The walnut detour cost me about two evenings of re-quoting and drawings.
- Put the spec history in writing with each rev so there's no "but I thought…" on delivery day.
- Clients fall for species from photos. Bring real samples next time — I had an oak and a walnut offcut with hardwax oil on them and that's what actually settled it.

## Misc

- Harriet asked about matching benches later — maybe spring. Don't promise.
- Photos for Instagram before it leaves the unit (good light Friday morning).
""")

# ------------------------------------------------------------------ house
write("notes/house/mortgage-and-house-hunt.md", """
---
title: Mortgage & house hunt
people: [Sian, Lowri Eames (broker), Bernadette Choi (accountant)]
updated: 2025-11-14
tags: [house, mortgage, money]
---

# Mortgage & house hunt

Me and Sian trying to buy our first place. Renting the flat on Raleigh Road (Southville) since 2021 — £1,250/month, which is madness compared to a mortgage.

## People

- **Broker:** Lowri Eames, Cabot Mortgage Partners (recommended by Hywel at Sian's work). Fee-free to us, she's paid by the lender.
- **Lender (so far):** Westcombe Building Society — good with self-employed, takes 2 years' accounts.
- **Accountant:** Bernadette Choi at Clearwater Accounts — does my SA302s / tax year overviews.
- **Solicitor:** not yet — Lowri has suggested a couple.

## Timeline

- **3 Mar** — did the numbers properly with Sian.
- **11 Mar** — first call with Lowri. She sent a list of what she needs (SA302s + tax year overviews for two years, 3 months' bank statements, ID).
- **April–May** — got everything together. Bernadette sent 22/23 and 23/24.
- **3 Jun** — Agreement in Principle from Westcombe: **£285,000** (based on 22/23 + 23/24 profits). Valid 90 days.
- **June–Sep** — looking. Nothing right. AIP expired 1 Sep, didn't matter.
- **15 Oct** — Lowri re-ran it with my 2024/25 figures (best year yet): **updated AIP £312,000**. This is the current figure. Valid till 13 Jan 2026.
- **16 Oct** — decided on the product type (see below).
- **Tue 25 Nov, 5.30pm** — meeting at Cabot's office with Lowri to start the full application.

## Notes from the first call (11 Mar)

Lowri was brilliant — straight talking, no jargon, didn't make me feel daft about being self-employed. Things she said that I want to remember:

- Lenders look at **net profit**, not turnover. My turnover looks big but the timber eats it.
- Some lenders average the last two years, some take the latest year if it's going up. Westcombe take the latest year if the trend is up, which is why she likes them for people like me.
- Don't put tools or a new van on finance before we complete. Don't even apply for a store card.
- Keep the business and personal accounts separate (they are) and don't have cash going in and out of the personal account that I can't explain.
- A bigger deposit doesn't just lower the loan, it gets better rates at each 5% step (90%, 85% LTV).
- Her fee is nothing to us — lender pays her a procuration fee. She'll tell us if that ever changes.
- The AIP is a soft search, doesn't hurt credit scores. The full application is a hard search.

## Areas (our notes after walking round)

- **Totterdown** — steep, colourful, 15 mins' walk to Temple Meads. Houses go quickly and parking is a nightmare on the steep streets. Some have yards not gardens. Sian's favourite.
- **Bedminster** — close to Mum, good value, period terraces. Small gardens. 20-ish mins' walk to the station.
- **Windmill Hill** — lovely, close to the city farm, pricey for what you get.
- **Brislington** — more semis, bigger gardens, driveways. Too far to walk to the station every day, bus is ok. My favourite for the garden/van.
- **Knowle** — bigger houses for the money, 1930s. Too far for Sian on foot.

The compromise we keep landing on: Totterdown or the Brislington end nearest Arnos Vale.

## Current position (Nov 2025)

| | |
|---|---|
| AIP | **£312,000** (Westcombe, Oct 2025) — the old £285k one is dead |
| Deposit | ~£39k (joint savings + Sian's LISA) |
| Max price we'd go to | ~£350k, ideally £320–335k |
| Product | 5-year fix |

## Fix decision (16 Oct)

**Decided: 5-year fix.** Sian was leaning towards a 2-year tracker (rates "have to come down"), I wanted certainty because my income goes up and down with commissions. We talked it through on the sofa with Lowri's rate table on the laptop — the 5-year was only a fraction more, and with a self-employed income we'd rather know exactly what's going out for five years. Sian agreed in the end. Done, not reopening it.

## What we want (wish list)

Sian:
- **Walkable to Temple Meads** — she's on the train to Cardiff three days a week. 20 minutes' walk max, or a short bus.
- **A spare room for her office** — she works from home Mon/Fri and is fed up with the kitchen table.
- Bath, not just a shower.
- Not a ground-floor flat (she had one broken into in Cardiff years ago).

Me:
- **Garden big enough for a decent shed** — or a small workshop for finishing and small pieces one day (see break clause on the unit).
- **Off-street parking for the van**, or at least a street where a Transit won't get keyed.
- **Not a new build.** Paper walls, tiny gardens, and I'd end up redoing every door.
- Gas hob. Don't care about much else inside — I can fix things.

Both: south or east Bristol, near friends, not too far from Mum in Bedminster.

## Viewings

| Date | Where | Asking | Verdict |
|---|---|---|---|
| Sat 14 Jun | 2-bed terrace, Bedminster | £315k | tiny yard, no. Sian loved the kitchen |
| Sat 12 Jul | 3-bed semi, Knowle | £335k | great garden, 35 min walk to station — Sian no |
| Sat 6 Sep | 2-bed flat, Totterdown | £285k | no outside space, no parking. Lovely views though |
| Sat 11 Oct | 3-bed terrace, Brislington | £330k | good garden, parking round the back. 2nd viewing? |
| Sat 8 Nov | 2-bed terrace + loft room, Totterdown | £325k | Sian loved it. Yard only, but there's a shared garage for rent on the lane |

## What we check at every viewing

- Damp — smell, bubbling paint low on the walls, look behind furniture
- Windows — are the sashes rotten / do the doubles have blown seals
- Boiler age and where the flue goes
- Loft — insulation, any light through the roof
- Water pressure (run the kitchen tap and the shower at the same time)
- Where would the van go, honestly?
- Phone signal (Sian works from home) and broadband speed
- Walk to the station from the door, not from the estate agent's car

## To send / to do

- [ ] **my SA302 + tax year overview for 2024/25** — Bernadette's filing early, then download from HMRC and send to Lowri
- [ ] **Sian's P60 (2024/25) + last 3 payslips** — Sian to dig out the P60
- [x] ID for both (sent in April)
- [x] 3 months' bank statements (sent Oct)
- [ ] proof of deposit — LISA statement + joint savings statement
- [ ] find a solicitor (ask Lowri for names again)
- [ ] decide about the w/shop break clause once we know where we're living

## Deposit — where it's coming from

| Pot | Amount (Nov 2025) | Notes |
|---|---|---|
| Joint savings (easy access) | ~£24.6k | the house pot, both pay in monthly |
| Sian's LISA | ~£14.4k | includes the 25% bonus; property must be under £450k |
| **Total** | **~£39k** | |

Not counting: my tax pot (that's HMRC's money, not ours) or the business account buffer. Mum has offered "something" towards it — said no thank you for now, she needs it more. Might revisit as a gifted deposit if we're short, Lowri says lenders need a gift letter for that.

## Questions for Lowri at the meeting

- Can the LISA money be used with Westcombe, and how does the LISA withdrawal timing work with completion?
- If my 2025/26 is lower than 2024/25 (it might be, one big commission less), does that matter after the offer?
- Overpayments — how much a year without penalty?
- Portability — if we move in 3 years, can we take the 5-year fix with us?
- Timescales — how long from full application to offer, roughly?
- Solicitor recommendations (again) — someone who answers the phone.
- Life insurance / income protection — do we need it as self-employed, and who does it?

## Money notes

- Stamp duty: first-time buyer relief — nil up to £300k, 5% on the bit above. On £330k that's £1,500.
- Budget for survey (~£600), solicitor (~£1,800), moving (~£700).
- Monthly at £295k borrowing over 30 years on the 5-yr rate ≈ £1,430. Similar to rent, which is the whole point.
- Keep the business account separate. Lowri says lenders like to see clean personal accounts for 3 months.

## Worries

- My income is lumpy. A bad quarter right before completion would be bad — keep the Lowe table and the winter fair money in the account, don't buy any tools.
- If we go over £335k, the LISA can't be used over £450k anyway so that's fine, but the monthly gets tight.
- The break clause on the unit needs deciding soon and we won't know where we live by then. Probably keep the unit another year.
""")

# ------------------------------------------------------------------ van
write("notes/van/van-notes.md", """
---
title: Van
updated: 2025-10-02
tags: [van, admin]
---

# Van (Transit Custom)

Reg, tyre sizes, breakdown number etc. are on the van details sheet in docs.

## MOT

- 2025 MOT done **Tue 12 Aug at Ashton Vale Motors** (Unit 2, Winterstoke Close — Phil). Failed on the front tyres (one had a bulge, the other down to the wear bars — fair), they swapped both there and then and it passed the same day.
- **Advisory: rear brake discs** worn and corroded. Phil said "before winter really". Need to get them done.
- Next MOT due Aug 2026.

## Insurance

- **Now with Quayside Commercial Insurance, from 18 Sep 2025.** Policy docs in the Sept e-mail.
- Was with Brightwell for years but their renewal was a joke — up by about a fifth for no reason, no claims. Rang round, Quayside cheaper and they include tools in the van up to £2k (Brightwell didn't).
- Renewal next Sept — shop around again, don't auto-renew.

## Servicing

- Last service Mar 2025 at 86k miles. Next ~96k or Mar 2026.
- Oil: 5W-30 Ford spec.

## To do
- [ ] **rear discs + pads** — before Christmas, ask Ashton Vale for a price
- [ ] roof rack bolts are rusting, replace with stainless
- [ ] find the spare key
- [x] cancel Brightwell auto-renew (rang 9 Sep, confirmed)
""")

# ------------------------------------------------------------------ football
write("notes/football/tigers-u12-2025-26.md", """
---
title: Totterdown Tigers U12s — 2025/26
updated: 2025-09-08
tags: [football, tigers, coaching]
---

# Tigers U12s 2025/26

9v9 this year (up from 7v7 last season). Bristol Junior League U12 Div 2.

## Staff
- Head coach: me
- **Assistant coach: Gareth Lyle** (Theo's dad) — does the warm-ups and the keepers
- Team manager: Precious Adeyemi — fixtures, lifts, subs, the WhatsApp
- Club secretary: Dot Fairweather

## When / where
- Training **Thursdays 5:30–6:45pm, Broadwalk Community Astro** (pitch 2, the one by the car park)
- Matches Saturday mornings, KO usually 10:00
- Home ground: Perrett's Field, Wells Road (grass, pitch B). Away venues on the fixtures e-mail.
- Subs £22/month by standing order to the club — Precious chases

## Squad (14)
Amara (GK), Theo (GK/DEF), Kai, Reuben, Femi, Jack B, Jack W, Lily, Ollie, Mo, Zain, Isla, Dylan, Sam

## How I want us to play
- **3-3-2.** Three at the back (one steps into midfield when we've got it), three in the middle, two up top. Simple shape the kids can remember, and everyone touches the ball.
- **Equal minutes** — everyone plays at least half of every game, no matter the score. Rolling subs every ~10 mins.
- **Rotate the keeper** — Amara and Theo a half each, anyone else who wants a go in training.
- Play out from the back even if we concede doing it. Results don't matter at this age, decisions do.
- No shouting instructions from the touchline during play (me included!). Talk at half-time.

## Admin
- DBS — **mine expires 2 Dec 2025**, renew in November through the club portal.
- FA safeguarding course done (valid to 2027).
- First aid kit — restock ice packs.

## Session ideas
- Rondos 4v1 / 5v2 to warm up
- 3-zone game for playing out from the back
- Finishing: 2v1 to goal, rotate
- End every session with a match
""")

# ------------------------------------------------------------------ family
write("notes/family/mum-70th.md", """
---
title: Mum's 70th
updated: 2025-10-24
tags: [family, mum, party]
---

# Mum's 70th 🎉

Mum (Comfort) is 70 on **Tue 3 March 2026**. Party the Saturday after: **Sat 7 March 2026**, 4pm till late. Surprise-ish (she knows something is happening, doesn't know the scale).

## Who's doing what
- **Abena** — food (she's sorting the caterer), the cake, the aunties
- **Kofi** — music, decorations, the photo slideshow
- **Me** — venue, invites, the present (I'm making her a rocking chair), speeches running order
- Split costs three ways. Rough budget £2.5k total, so ~£830 each. Actual numbers TBC once we've got quotes.

## Venue
- ~~The Lamplighters function room (Abena's idea, 9 Oct)~~ — fell through, they double-booked a wedding.
- **CHANGED 23 Oct → St Aldhelm's Church Hall, Cannon Street, Bedminster.** Mum's own church — everyone knows where it is, kitchen included, and Rev. Asante is thrilled. 4pm–11pm.

## Guests (~60)
- Family: us three + partners + kids, Auntie Efua & Uncle Kwesi, the Accra cousins (if visas), Uncle Joe from Leeds
- Church friends (~20) — ask Mrs Owusu for a list
- Her old colleagues from the hospital laundry (~8)
- Neighbours: the Patels, Mrs Green

## Food
Ghanaian: jollof, waakye, kelewele, grilled fish, chicken. Abena getting a quote from a caterer in Easton. Drinks: we buy ourselves (Costco run with Kofi).

## Present
Rocking chair for her front room — her old armchair is falling apart and she loves the one at Auntie Efua's. Making it in the w/shop in the evenings. Don't tell her!

## Checklist
- [ ] pay church hall deposit (£100)
- [ ] send invites — paper ones for the aunties + WhatsApp for everyone else, by end of Nov
- [ ] confirm numbers with the caterer (Abena)
- [ ] Kofi: confirm DJ + sound system
- [ ] speeches: me, Abena, Auntie Efua. Kofi says no. Kofi will do one anyway.
- [ ] photos for the slideshow — raid Mum's albums when she's at church
- [ ] ask Sian to do the flowers? (she offered)
""")

# ------------------------------------------------------------------ admin
write("notes/admin/tax-self-assessment.md", """
---
title: Tax / self assessment
updated: 2025-10-20
tags: [admin, tax, money]
---

# Tax — self assessment

- **UTR:** 48213 90571
- **Accountant:** Bernadette Choi, Clearwater Accounts (Bedminster Parade) — 0117 496 0138. £450 a year for the return + accounts, worth every penny.
- Year end 5 April (sole trader, "Mensah-Boateng Furniture").

## 2024/25 (filed early — Oct 2025)

| | |
|---|---|
| Turnover | £61,480 |
| Expenses | £26,560 |
| Profit | £34,920 |

Bernadette's calc (20 Oct):
- Balancing payment 2024/25: £4,120.40
- 1st payment on account 2025/26: £2,722.20
- **Total to pay by 31 Jan 2026: £6,842.60**
- 2nd payment on account: £2,722.20 by 31 Jul 2026

Money's sitting in the tax pot (separate savings account) — should be £7,100 in there by Dec. Don't touch it for the house!

## For the mortgage
- [ ] once it's filed, download the SA302 + tax year overview for 2024/25 from the HMRC account and send to the broker
- 22/23 and 23/24 already sent (April)

## Every year
- Receipts into the shoebox → Bernadette by end of June (ha)
- Mileage log for the van (business %: ~85)
- Pension: put £200/month into the SIPP. Should be more.
""")

print("notes done")
