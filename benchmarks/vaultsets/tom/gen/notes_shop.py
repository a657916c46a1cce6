# -*- coding: utf-8 -*-
"""Markdown notes about the shop (Spoke & Chain)."""

FILES = {}

FILES["notes/shop/shop-overview.md"] = """---
title: Spoke & Chain - how the shop works (overview)
created: 2023-03-02
updated: 2025-01-12
tags: [shop, reference, admin]
---

# Spoke & Chain - how the shop works

This is my "if I got hit by a bus" document. Rachel made me write it after the flu week in 2023 when
nobody but me knew how to open the till. I re-read and tidy it every January. **Updated 12 Jan 2025.**

## The basics

- **Business:** Spoke & Chain, sole trader (Tom Okafor t/a Spoke & Chain). VAT registered since 2022.
- **Address:** 41 Ashgrove Parade, Bristol BS3 4QT - the shop unit with the green shutter between the
  launderette and the vape shop.
- **Phone:** 0117 496 0382 (landline, diverts to my mobile 07700 900461 when the shop is shut).
- **E-mail:** tom@spokeandchain.example.co.uk - bookings also come in through the website form.
- **What we do:** repairs and servicing first, everything else second. Punctures, services, wheel
  builds and trues, brake bleeds, e-bike diagnostics (not motor rebuilds - those go to the brand),
  kids' bikes, a small amount of new stock and refurbished second-hand bikes.

## Opening hours (winter 2024/25)

| Day | Hours |
|---|---|
| Mon | Closed (admin / ordering / collections in the van) |
| Tue-Fri | 9:00-5:30 |
| Sat | 9:00-5:30 |
| Sun | Closed |

Summer hours get decided every March. Last year we tried Mondays in summer and it was worth it - commuters
bring bikes in first thing on a Monday after a weekend of breaking them.

## People

- **Me (Tom)** - everything. Workshop, till, ordering, books, the van, the bins.
- **Jonah Baptiste** - part-time mechanic, Tue / Thu / Sat. Cytech 2 qualified, brilliant on wheels and
  hydraulic brakes, slower on paperwork. Paid hourly through the payroll app. He's saving for a
  Cytech 3 course; I've said I'll pay half if he stays another year.
- **Deepa Mistry** - our accountant (Mistry & Co). Year end is 5 April. She does the VAT returns
  quarterly from the spreadsheet + bank feed. Do NOT send her receipts in a carrier bag again.
- **Rachel** does not work in the shop, but she knows where everything is and she's a keyholder.

## Services and prices (from Jan 2025)

| Job | Price | Notes |
|---|---|---|
| Puncture (inner tube supplied) | 12.00 | +tube; tubeless plug/sealant top-up 15.00 |
| Basic service | 55.00 | gears/brakes adjust, safety check, clean and lube |
| Full service | 110.00 | strip, degrease drivetrain, bearings checked, cables if needed (parts extra) |
| E-bike diagnostic | 40.00 | knocked off the repair if they go ahead |
| Wheel true | 18.00 | per wheel; spokes extra |
| Wheel build | 60.00 | labour only |
| Brake bleed | 25.00 | per end |
| Kids' bike check | 20.00 | free at the school Dr Bike days |
| Collection and delivery | 10.00 | in the van, within 3 miles; free over a full service |

Prices went up 5% in January. First rise in two years and nobody has complained (yet).

## Suppliers (as at January 2025)

- **Velotrade UK** - main parts distributor. Account VT-40221. Rep is Marcus Bell. Orders online by 2pm
  for next day *when they have stock*. The stock situation has been getting worse since autumn.
- Local wheel builder for the fancy stuff: Ollie at Truewheel (he sublets a bench at the Paintworks).
- Tyres mostly through Velotrade; tubes by the box of 50.
- Cardboard bike boxes: we give them to the cycling charity on Stapleton Road.

I keep saying I'll open a second distributor account as backup. Do it before spring.

## The premises

- Lease: 5 years from 25 Dec 2020, **ends 24 Dec 2025**. Rent 14,400 a year, paid quarterly in advance.
- Landlord: Ashgrove Parade Holdings Ltd, managed by their agents Kellaway Pryor Commercial.
- We're responsible for internal repairs only. The roof over the back workshop leaks in heavy rain -
  reported three times, there's a bucket and a tarp. Must be part of any renewal conversation.
- Business rates: small business rate relief, so nil at the moment. Keep an eye on the revaluation.
- Bins: trade waste collection Thursdays; cardboard Fridays.

## Security

- Alarm by Sentinel West Alarms (monitored). Panel is on the wall behind the back door.
- **Alarm code: 4718.** Only me, Jonah and Rachel know it.
- Roller shutter at the front, two padlocks (keys on the blue fob).
- Till float lives in the safe overnight. Card reader charges on the shelf above the till.

## Opening up / closing down

Opening:
1. Shutter up, alarm off (code above) within 30 seconds.
2. Lights, compressor on, radio on.
3. Bikes out on the rack at the front - max four, the council moaned last year.
4. Check the booking sheet and the answerphone.

Closing:
1. Bikes in, float counted, card reader charging.
2. Compressor off at the wall (it leaks overnight otherwise).
3. Back door bolted, alarm set, shutter down, both padlocks.

## The workshop

- One proper workstand (bench-mounted) plus a portable one that lives in the van for school Dr Bike days - so
  only one of us can really work on a stand at a time. That's a problem on Jonah's Saturdays.
- Truing stand, dishing tool, bearing press, headset press, crown race setter, the good cable cutters (hidden
  from Jonah's habit of cutting brake housing with them).
- Bleed kits: mineral oil (Shimano/Tektro) and DOT (SRAM/Avid/Hope) - **never mix them**, labelled in red and blue.
- Compressor for tubeless seating. It leaks if left on overnight (see closing list).
- Parts wall: tubes by size on the left, chains and cassettes in the drawers, cables on the pegboard.
- The "bike hospital" rail at the back: customers' bikes waiting for parts, each with a tag (name, phone, job,
  date in, promised date). If a bike has been on the rail more than two weeks, ring the customer.

## Bookings and how the week works

- Bookings by the website form, phone, or walk-in. Paper diary on the counter is still the master - the website
  bookings get written into it every morning.
- Full services: max 3 a day on my own, 5 on Jonah's days.
- Punctures and small jobs: same day if in before 12.
- Saturday: collections and quick jobs. No full services booked in after 11am.
- Monday (closed): ordering, books, collections and deliveries in the van, tool maintenance.

## Warranty and comebacks

- Any adjustment within a month of a service is free. We call it "the bedding-in check" so nobody feels awkward.
- Parts we fit carry the manufacturer's warranty; we deal with the claim, not the customer.
- If we got it wrong, we fix it first and talk second.

## The customers (roughly)

- **Commuters** - want it back tomorrow, will pay for speed. Thursday late-ish collections would help them.
- **Families** - kids' bikes, punctures, the annual "get the bikes out for Easter" rush.
- **Students** - cheapest possible fix, fair enough. Second-hand bikes for them in September.
- **Enthusiasts** - know more than me about one specific thing; happy to pay for wheel builds.
- **E-bike owners** - growing fast. Diagnostic first, then we decide if it's ours or the brand's.
- **"Bike-shaped objects"** - supermarket bikes. We'll do safety basics but I'm honest if the bike isn't worth it.

## Money

- Card payments through the reader; cash is maybe 10% now.
- Weekly: takings into the spreadsheet on a Monday.
- Quarterly: VAT return (Deepa), rent to Kellaway Pryor (quarter days), insurance direct debit monthly.
- Keep 3 months' costs in the business savings pot. It went down to about 1 month after the van
  battery/tyres last winter and I didn't like that feeling.

## Marketing (such as it is)

- Instagram: before/after photos of rescued bikes do best. Jonah is better at this than me.
- Google profile: keep the hours right! Last spring it still said winter hours until June.
- Word of mouth, mostly. The school Dr Bike stalls get us a lot of families.

## The year in the shop

| Months | What happens |
|---|---|
| Jan-Feb | Quiet. Do the books, deep clean, tools serviced, think about prices. |
| Mar-Apr | Spring rush starts - everyone gets the bike out of the shed at once. Book-in waits go to 7-10 days. |
| May-Aug | Busy. Holidays = Jonah and I stagger. Kids' bikes sell. |
| Sep | Back to school, commuters, student bikes. |
| Oct-Dec | Lights, mudguards, winter tyres, then dead quiet after mid-December. |

## Things I want to sort in 2025

- [ ] Lease renewal - start early, don't let them rush me at the end of the year
- [ ] Second distributor account
- [ ] Decide what to do about the van (it's getting unreliable)
- [ ] Proper written rota and holiday cover for Jonah
- [ ] Fix the Google hours before spring this time
- [ ] Work out if new bikes are worth the floor space at all

Honestly the repairs pay the rent. The new bikes just sit there looking nice and tying up money.
"""

FILES["notes/shop/opening-hours.md"] = """---
title: Shop opening hours
updated: 2025-10-06
tags: [shop, hours]
---

# Shop opening hours

## Current hours (from Monday 6 October 2025)

| Day | Open |
|---|---|
| Monday | closed |
| Tuesday | 9:30 - 5:30 |
| Wednesday | 9:30 - 5:30 |
| Thursday | 9:30 - 7:00 (late night) |
| Friday | 9:30 - 5:30 |
| Saturday | 9:30 - 5:30 |
| Sunday | closed |

Why 9:30 and not 9:00: I'm doing the school run on the mornings after Rachel's night shifts now (she gets
in at 8:15 and needs to sleep), so 9:30 is the earliest I can reliably be at the shop. The Thursday late
night stays - it was the best evening of the summer by a mile (commuters collecting after work).

## History

| Period | Hours | Notes |
|---|---|---|
| until 31 Mar 2025 | Tue-Sat 9:00-5:30 | old winter hours, closed Sun/Mon |
| 1 Apr - 5 Oct 2025 | Mon-Sat 8:30-6:00, Thu till 7pm | summer hours; I covered Mondays on my own |
| from 6 Oct 2025 | Tue-Sat 9:30-5:30, Thu till 7pm | see above |

Summer hours were good for takings but I was knackered by August - six days a week with no Jonah on Mondays.

## Checklist when hours change

- [x] Door sign (printed, laminated)
- [x] Google business profile
- [x] Website footer
- [ ] Instagram bio
- [ ] Answerphone message (still says "eight thirty" - re-record!)
- [x] Tell Jonah (his days don't change: Tue/Thu/Sat)
"""

FILES["notes/shop/lease-renewal.md"] = """---
title: Lease renewal - 41 Ashgrove Parade
created: 2025-01-22
updated: 2025-10-02
status: heads of terms agreed, lease not signed
tags: [shop, lease, landlord, legal]
---

# Lease renewal - 41 Ashgrove Parade

Running log of the renewal. Newest stuff at the bottom. Keep it factual - it's the thing I'll need if it
goes wrong.

## Where we started

- Current lease: 5 years from 25 Dec 2020, expiring **24 December 2025**.
- Passing rent: **14,400 per annum**, paid quarterly in advance on the usual quarter days.
- Internal repairing only; landlord responsible for roof and structure (which is why the workshop roof
  leak is their problem, not mine - Lorna confirmed this reading of clause 4).
- Landlord: Ashgrove Parade Holdings Ltd (a family company - the Ashtons - who own most of the parade).
- Agents: Kellaway Pryor Commercial. The person I deal with is **Gavin Stroud** (associate director).
  Direct line 0117 496 0714. Polite, quick on e-mail, very much on the landlord's side (obviously).
- The lease is inside the Landlord and Tenant Act 1954, so I have a right to renew in principle. Lorna says
  that is my main bit of leverage and not to agree anything that contracts out of the Act.

## 21 January - the opening offer

Gavin e-mailed with the landlord's proposal:
- new **10-year** lease
- rent **17,800** per annum (a 24% jump)
- upward-only rent review at year 5
- no break clause
- "the landlord will consider" the roof

My gut reaction: no way to ten years with no break. I'm 44 and I don't know what I'll want at 54. Also 17,800
is more than the vape shop next door pays for a bigger unit, as far as I can tell.

Comparables I could find (asked around on the parade, plus the agents' own website):
| Unit | Size | Rent | Notes |
|---|---|---|---|
| 37 Ashgrove Parade (vape shop) | slightly bigger | ~15,500 | renewed 2024, 5 yrs |
| 45 Ashgrove Parade (old bakery, now a gym) | much bigger, rear yard | ~16,000 | new letting 2023 |
| 12 Wendover Street (florist) | similar | ~14,750 | 3 yrs |

## February - getting help

- Instructed **Lorna Beckett** at Beckett & Vane (solicitor) - she did the original lease in 2020 for me.
  Fixed fee quoted for the renewal: 1,450 + VAT, plus disbursements (land registry etc.).
- Lorna's advice in one line: "Don't fight the rent and the term at the same time with equal force - pick
  what matters most." For me that's the break clause and the roof. I can live with a higher rent if I can
  get out.
- Asked the AI assistant for negotiation tactics (see chats, March). Mostly generic, but the "anchor low
  with reasons" and "trade concessions, never give them" bits were useful.

## 26 March - our counter-offer (sent by Lorna)

- rent **15,000** pa
- **5-year** term
- **tenant-only break at the end of year 3**
- landlord to fix the workshop roof before the new term starts
- 3 months rent-free as an incentive

Lorna sent it formally; I copied Gavin on a short friendly note saying I want to stay and have been a good
tenant for five years (never late with rent once - true).

## 16 April - Gavin comes back

- 16,800, 5 years (OK!), break at year 3 but only on 6 months' notice, 1 month rent-free, and the roof "to be
  surveyed". So: they'd given on the term and the break, held on the rent.

## 20 May - meeting at Kellaway Pryor

Met Gavin at the Kellaway Pryor office - **3rd floor, Merchant Quay House, 9 Cannon Wharf** (you sign in
at the ground floor desk; the lift is tiny). Lorna joined on speakerphone for the last half hour.

What we agreed in principle (subject to contract):
- **Rent 16,200 per annum**
- **5-year term** from 25 Dec 2025
- **Tenant-only break** at 25 Dec 2028 on 6 months' written notice
- **2 months rent-free** at the start
- **Landlord replaces the workshop roof covering before the new term** (not just a patch)
- existing rent deposit (3,600) carries over, no top-up

I gave on the rent (I was never going to get 15k) and got everything else. Walked out feeling OK about it.
Celebrated with a pasty on the harbourside.

## June - August - the slow bit

- Gavin on holiday most of July. Roofers (the landlord's) came to survey the workshop roof on 8 July.
- Lorna chased twice for heads of terms.
- Meanwhile the attempted break-in in July (see daily note 16 Jul) - told Gavin; the landlord agreed to
  let us fit better shutter locks at our cost. Fine.

## 10 September - heads of terms

Gavin sent the heads of terms as an attachment (subject to contract). They match what we agreed on 20 May,
with one extra condition: the landlord wants an **accountant's reference** before they instruct their
solicitors. Standard, apparently.

## 12 September - my reply

Told Gavin I'm happy with the heads, I'll sign once Lorna has looked at them, and that I'll get Deepa
(Mistry & Co) to send the accountant's reference **by the end of October**. Asked when the roofers are booked.

## 2 October

Lorna has the draft lease from the landlord's solicitors (Penhallow & Reid). She's going through it.
Roofers still not booked. Gavin says "November, weather permitting". Hmm.

## The roof leak - dates (for the file)

| Date | What | Reported how |
|---|---|---|
| Nov 2023 | First drip over the back bench after a storm | phone call to Kellaway Pryor |
| Feb 2024 | Worse - ceiling tile stained, tarp on the bench | e-mail + photos |
| Oct 2024 | Leak over the parts shelving - 200 of tubes ruined | e-mail + photos + invoice for the tubes |
| Jan 2025 | Mentioned again in my reply to the renewal proposal | e-mail |
| 8 Jul 2025 | Landlord's roofers surveyed it | - |
| Sep 2025 | "The bucket's out most days" | in my reply to the heads of terms |

Lorna says keep every e-mail. If the landlord drags its feet on the roof, the record of reports is what gets me a
rent reduction or a retention.

## Costs so far (lease renewal)

| Item | Amount | Notes |
|---|---|---|
| Lorna's fixed fee | 1,450 + VAT | invoiced on completion |
| Land Registry etc. | ~100 | disbursements |
| My time | too much | mostly evenings |
| Pasty on the harbourside | 4.20 | essential |

## What I've learned (for next time, in 2030)

1. Start a year early. The agent started in January for a December expiry; that was about right.
2. Find the comparables yourself - walk the parade, ask the neighbours. The agent will only quote the high ones.
3. The 1954 Act matters more than anything else in the lease. Don't sign anything that contracts out of it.
4. Break clauses have conditions - ours is conditional on the rent being paid up. Keep paying on time, always.
5. Rent-free periods are negotiable in a way the headline rent isn't - landlords like a big headline number
   because it props up the value of the building.
6. Don't negotiate on the phone. Say "I'll come back to you in writing" and mean it.
7. Keep the tone friendly. Gavin is doing his job; so am I.

## To do

- [x] Instruct Lorna (Feb)
- [x] Counter-offer (26 Mar)
- [x] Meeting with Gavin (20 May)
- [ ] Sign and return the heads of terms to Gavin
- [ ] Get Deepa to send the accountant's reference to Gavin (promised by end of October)
- [ ] Chase the roof works date - must be done BEFORE 25 Dec, it's in the heads
- [ ] Diary: new lease must complete before 24 Dec or we hold over under the old one (Lorna says that's
      fine legally but I'd rather it was done)
- [ ] Set up the new standing order for the new rent from the first quarter after the rent-free period

## Notes to self

- Don't agree anything on the phone. Everything through Lorna or in writing.
- Rent-free = Christmas and January, the dead months. That was the point.
- If the roof isn't done by completion, Lorna will ask for a retention or a further rent-free month.
"""

FILES["notes/shop/suppliers.md"] = """---
title: Suppliers and stock policy
updated: 2025-06-30
tags: [shop, suppliers, stock]
---

# Suppliers and stock policy

## Parts distributors

| Supplier | Status | Rep | Ordering | Notes |
|---|---|---|---|---|
| **Cyclewise Distribution** | MAIN since March 2025 | Shauna Kelleher | order by **3pm for next-day** delivery; free carriage over 150 | account number is in the welcome e-mail (March) |
| Velotrade UK | closed our account April 2025 | Marcus Bell | was 2pm cut-off | dropped - see below |
| Truewheel (Ollie) | wheel builds I can't do / don't have time for | - | text him | cash or bank transfer |

### Why we dropped Velotrade

From October 2024 onwards, Velotrade were constantly out of the basics: 11-speed chains, 11-34 cassettes,
Shimano-compatible brake pads. The February order was the last straw - chains back-ordered for 3-4 weeks in
the run-up to the spring rush. I can't tell a customer their bike will be ready "in a month". Marcus was
apologetic but it was a company-wide thing (warehouse move, apparently).

Opened the Cyclewise account on 19 March. First order arrived next day, complete. Their rep Shauna visits
the first Wednesday of the month. Prices about 3% higher on some lines, but stock actually in stock is worth it.
Closed the Velotrade account in April once the last credit note came through.

## Stock policy

**Decision, 14 April 2025: we stop selling new adult bikes.**
- Sell through the remaining stock (4 hybrids, 1 gravel bike) at cost + a bit - done by end of June.
- Keep **kids' bikes** (they sell, families come back for servicing) and **refurbished second-hand**
  bikes (good margins, good story).
- Use the freed-up floor space for a second workstand so Jonah and I can both work at once on Saturdays.
- Accessories stay: lights, locks, tubes, tyres, mudguards, bags.

Reasons: the adult bikes tied up about 6k of stock, sat for months, and the big online retailers undercut us
every time. The workshop is the business.

## Reorder levels (roughly)

| Item | Keep | Reorder at |
|---|---|---|
| 700x25-32 tubes | 40 | 15 |
| 26"/27.5"/29" tubes | 20 each | 8 |
| 11sp chains | 10 | 4 |
| 9/10sp chains | 8 | 3 |
| Disc pads (common shapes) | 6 pairs each | 2 |
| Brake/gear cable sets | 15 | 5 |
| Kids' bikes 16"/20"/24" | 2 each | 1 |
"""

FILES["notes/shop/security-and-codes.md"] = """---
title: Shop security, codes and network
updated: 2025-08-14
tags: [shop, security, wifi]
---

# Shop security, codes and network

**Keep this note private. Don't paste into chats.**

## Alarm

- Sentinel West Alarms, monitored. Panel behind the back door. Account ref SW-20977.
- **Current alarm code: 9052** - changed on Tue 15 July 2025 after the attempted break-in on the night of
  Sat 12 July (jemmy marks on the shutter, alarm went off, police came, nothing taken). The old code is dead.
- Keyholders who know the code: me, Jonah, Rachel. Sentinel's call order: me, Rachel, Jonah.
- Engineer who changed the code and fitted the extra door contact: Pete Farrow at Sentinel (07700 900152).

## Shutter and doors

- New disc padlocks on the shutter (July). Two keys each - blue fob (me) and the spare in the safe at home.
- Back door: bolt top and bottom + the mortice. The landlord agreed we could fit the better locks.

## Wi-Fi

- Broadband switched from Avonline to FibreHarbour on 12 Aug 2025 (faster, cheaper, fewer dropouts).
- Guest network: **SpokeChain-Guest**, password **TubelessTuesday25** (changed with the switch; the old one
  was on the Jonah handover sheet).
- Workshop network (till, card reader, laptop): SC-Workshop - password on the sticker under the router.
  Don't give this one out.

## Insurance

- Cyclesure Trade Insurance, policy CT-448812, renews 30 November. Covers customers' bikes on the
  premises up to 25k total.
- After the July attempt they asked for proof of the new locks - sent photos on 18 July.
"""

FILES["notes/shop/ideas-parking-lot.md"] = """---
title: Shop ideas parking lot
created: 2025-02-02
tags: [shop, ideas]
---

# Shop ideas - parking lot

Just ideas. **Nothing here is decided.** Writing them down so they stop going round my head at 3am.

- **Mobile repair mornings** at the business parks (Aztec West? Temple Quay?) - set up a stand, fix commuter
  bikes while they're at work. Needs the van to be reliable. Ha.
- **Bigger new-bike range** - maybe gravel bikes or a couple of e-bikes on display? The margins on e-bikes look
  good on paper. Or is that the opposite of what we should do?
- **Coffee corner** - a little espresso machine and two stools. Rachel says no, "you'll spend all day
  talking". She's right.
- **Saturday maintenance classes** - 4 people, 2 hours, 35 each. Fix a puncture, adjust brakes, index gears.
- **Bike-fit service** - would need training and kit. Probably not.
- **Loyalty card** for servicing - 5th service half price.
- **Kids' bike library** - outgrown bikes swapped up a size for a fee. Link with the school PTA?
- **E-bike conversion kits** - lots of interest, but battery/fire safety and insurance questions.

Revisit in the quiet months (Jan/Feb). Don't start three things at once.
"""

FILES["notes/lists/shop-playlist-and-podcasts.md"] = """---
title: Shop playlist + podcasts
updated: 2025-05-02
tags: [lists, music, shop]
---

# What's on in the shop

## Rules
- Mornings: **BBC 6 Music**. Afternoons: the shop playlist.
- **No commercial radio.** I can't stand the adverts, the same ten songs, the shouting. Jonah's Heart FM habit
  is banned on my days; on his Saturdays he can have it for one hour after lunch. That's the deal.
- Nothing too loud when there's a customer at the counter.

## Shop playlist (afternoons)
- Fela Kuti - *Water No Get Enemy*, *Lady*, *Zombie* (Dad used to play Fela on Sunday mornings)
- Tony Allen - anything
- Ebo Taylor - *Love and Death*
- William Onyeabor
- Khruangbin (Jonah's pick - fine)
- Osibisa
- Bill Withers, Curtis Mayfield when it's raining
- Anything Ezra Collective

## Podcasts (long runs / van)
- A cycling mechanics podcast (the American one with the two bickering brothers)
- *Desert Island Discs* back catalogue
- A running one Rachel recommended - the coach who shouts about easy miles being easy

## Not allowed
- Heart FM, Capital, anything with "drivetime" in the name
- Christmas music before 1 December. Absolutely not.
"""
