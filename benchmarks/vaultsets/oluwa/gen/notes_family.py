from lib import write

OTTERS = """---
title: Oakwood Otters U12 Girls – season 2025/26
tags: [football, otters, coaching]
updated: 2025-09-14
---

# Oakwood Otters U12 Girls – 2025/26

## Who's who

| Role | Name |
|---|---|
| Head coach | me |
| Assistant coach | Bev Ashcroft |
| Team manager (fixtures, lifts, subs) | Carla Mendes |
| Club secretary | Stuart Pennock |
| Club welfare officer | Kwame Boateng |

## League

West Riding Girls' League (WRGL), U12 9v9, Division 2. Matches Sunday mornings, KO 10:00.

**Coaches' meeting, Thu 3 Jul 2025 (me, Bev, Carla, Stuart) – decided: we STAY in the WRGL girls-only league.**
We talked about moving to the mixed Leeds & District JFL (more local, shorter drives), but:
- half the girls said they'd stop if they had to play against boys' teams,
- the WRGL has finally got a Div 2 that matches our level,
- and the league's festival days are the best bit of the season.
Not revisiting until at least U14.

## Training and home ground

- Training: **Thursdays 5:30–6:45pm**, Oakwood Primary School 3G (we have half the pitch; the U9 boys have the other half).
- Home matches: **Gledhow Valley Playing Fields, pitch 3** (changing rooms are locked – bring the key from Stuart's box).
- No training in school holidays. Half-term: Thu 30 Oct off.

## Squad 2025/26 – 14 registered

| # | Player | Position(s) | Notes |
|---|---|---|---|
| 1 | Amara O. | GK / CB | |
| 2 | Bella T. | RB | |
| 3 | Chloe P. | CB | captain |
| 4 | Daisy W. | LB | asthma – inhaler in the first aid bag |
| 5 | Esme R. | CM | |
| 6 | Freya K. | CM | |
| 7 | Grace M. | RW | |
| 8 | Hafsa A. | LW | plays in leggings + long sleeves, league confirmed OK |
| 9 | Isla D. | ST | |
| 10 | Keira S. | ST / CM | |
| 11 | Lily-Mae B. | CB | |
| 12 | Maya J. | GK / LB | |
| 13 | Poppy H. | RB / RW | new |
| 14 | Zainab Y. | CM | new |

## How we play (my principles)

- Every girl plays at least half of every match. No exceptions for "big games".
- Goalkeeper rotates – nobody is stuck in goal against their will. Amara and Maya are the main keepers but
  everyone gets a half in goal at some point.
- No laps, no lines, no lectures. Ball per player in the warm-up, then rondos and small-sided games.
- Praise effort and bravery, not just goals.
- Parents on the opposite touchline from the coaches. Positive noise only.

## Season checklist

- [x] Registrations on the league system (all 14)
- [x] DBS renewals – me (done Aug), Bev (done)
- [x] First aid bag restocked, ice packs
- [x] Away kit quote from Ridings Teamwear
- [ ] Photo consent forms – Poppy H and Zainab Y still not back (chase Carla / parents)
- [ ] Order away kit once the club agrees to pay half
- [ ] Christmas social – bowling? (Carla)
"""

LAGOS = """---
title: Dad's house sale – 9 Oyekan Close, Surulere
tags: [family, lagos, dad, property]
updated: 2025-12-15
---

# Dad's house sale – 9 Oyekan Close, Surulere, Lagos

Dad (Olusegun Adebayo, 76) has decided to sell the family bungalow in Surulere – the house I grew up in
until we moved to the UK in 1996. He's lived in Ikeja since Mum died and the Surulere house has been let
to tenants on and off, badly. He wants the money where it's useful: some for his own old age, some for
Tobi and for us (house move), and to fund his trip to Leeds in summer 2026.

I'm doing the paperwork side from Leeds because Dad doesn't do e-mail or PDFs. My cousin **Dami**
(Damilola Adebayo) is the on-the-ground person in Lagos.

## People

| Role | Who | How |
|---|---|---|
| Seller | Dad | WhatsApp only |
| Dad's lawyer | Barr. Folasade Ogunleye, Lawal, Ogunleye & Co. (Ikeja GRA) | e-mail, WhatsApp for urgent |
| Estate agent | Tunde Bakare, Primestone Realty | e-mail/WhatsApp |
| Buyer | Mr Ikenna Obi (a pharmacist, buying to live in) | through Primestone / his own lawyer |
| Family on the ground | Dami | WhatsApp |

Folasade's file reference for the sale: LOC/PROP/25/0193 – put it on every e-mail.

## How Dad likes to communicate (important!)

- **WhatsApp voice notes**, not texts, not e-mail. He will not open a PDF on his phone ("the writing is too
  small"). If something needs reading, I send him a voice note summarising it and Dami prints it.
- Calls on Sunday afternoons after church – about 3pm Lagos time (same as UK in summer, 2pm UK in winter).
- Never ring him before 9am his time. Never discuss money on a call when Auntie Bisi is there.
- He likes to be asked, not told. "Daddy, what do you think about…" works. "We need to…" doesn't.

## Price history

| Date | Event | Price |
|---|---|---|
| Feb 2025 | Listed by Primestone | asking ₦210m |
| 11 Mar 2025 | Offer from Mr Obi, accepted in principle | ₦185m |
| 20 Jun 2025 | Survey found the plot smaller than the old deed (548.6 sqm not 600 sqm); buyer asked for a reduction | buyer proposed ₦172m |
| 22 Jul 2025 | Dad countered, agreed after a week of voice notes | **₦178m (final)** |

The survey: the new survey plan (LA/3317/2025/SU) measured 548.6 sqm. The 1982 deed says 600 sqm – the
old surveyor "rounded up", apparently, or the neighbour's fence moved in the 90s. Mr Obi's lawyer wanted the
price cut pro rata (which would have been about ₦169m). Dad was furious for two days, then agreed to ₦178m.

## Fees

Agent's commission and Folasade's professional fee both come out of the proceeds on completion – see
Tunde's terms letter (Mar) and Folasade's fee schedule (attached to her July e-mail). Plus the buyer pays
the Governor's consent fees.

## Completion

- Originally pencilled for Fri 31 Oct 2025 (I was going to fly out for October half-term).
- **Moved to Fri 14 Nov 2025, 11:00 Lagos time (10:00 UK)** – the buyer's bank needed more time to release
  the balance.
- **I'm not flying out.** Decided 17 Oct: it's term time now, flights for a 3-day trip are silly money, and
  Dad says he doesn't need me there. Dami witnesses Dad's signature; I join by Zoom.
- Completed on 14 Nov as planned. Balance paid into Dad's account the same afternoon.

## Outstanding (as of mid-Dec)

- Dad's **Tax Clearance Certificate** (TCC) for 2022–2024 – Folasade needs it for the buyer's Governor's
  consent application. Dad's accountant "is working on it".
- Land Use Charge receipt for 2025 (Dami to find at the house or get a reprint from LASG).

## Moving the money

- Using KoboBridge (app-based transfer) instead of the bank's SWIFT transfer – the bank's rate was
  terrible and they wanted a "processing fee" on top. Dad's Lagoon Trust Bank account → my Northgate BS
  account.
- First tranche went in September (after the deposit was paid); second after completion, in December.
  Receipts are in my e-mail.
- Keep a record for HMRC – a gift from a parent abroad isn't taxable income for me, but keep the paper
  trail (sale documents + transfer receipts) in case the bank or HMRC ask where it came from.
- Don't move it all at once – the naira has been swinging; a few tranches over a few months.

## Timeline

| When | What |
|---|---|
| Jan 2025 | Dad finally says yes to selling after two years of "next year". Tenant given notice. |
| Feb 2025 | Primestone lists it. Dozens of WhatsApp enquiries, most of them time-wasters. |
| Mar 2025 | Offer from Mr Obi, accepted in principle. Folasade instructed. |
| Apr 2025 | Dami takes the original 1982 deed to Folasade's office. Dad keeps a certified copy. |
| Jun 2025 | Tenant out. Buyer's survey – the plot is smaller than the deed says. Two days of drama. |
| Jul 2025 | Counter-offer agreed. Contract drafted. |
| Aug 2025 | Contract signed in Lagos, 10% deposit paid by the buyer. |
| Sep 2025 | First tranche to the UK via KoboBridge. |
| Oct 2025 | Completion date moved (buyer's bank). I cancel my half-term leave request. |
| Nov 2025 | Completion. Keys handed over. Dad cries a bit, says he didn't. |
| Dec 2025 | Second tranche. Chasing the TCC. |

## How a Lagos property sale works (notes to myself, so I stop asking Folasade the same things)

- **Title.** Dad's title is a registered deed of conveyance from 1982 – before the Land Use Act paperwork
  became the norm, so there's no Certificate of Occupancy in his name. That's fine, but it means the buyer's
  side has to apply for the **Governor's consent** to the transfer, and that's where most of the delay and
  the paperwork (and the TCC) comes in.
- **Contract of sale** first (price, deposit, completion date), then the **Deed of Assignment** at completion,
  which is the document that actually transfers Dad's interest to the buyer.
- **Survey plan.** Buyers always commission their own new survey. The surveyor's plan gets a registered
  number from the Surveyor-General's office. Old plans are often wrong – ours was.
- **Searches** at the Lands Registry to check nobody else has a charge or claim on the land. Nothing found,
  thank God.
- **Omo onile** – the "land-owning families" who sometimes turn up demanding money. Not an issue in an
  established street like ours, Folasade says, but she checked the area's history anyway.
- **Tax.** Dad may owe Nigerian capital gains tax on the sale – his accountant is meant to be dealing with this
  alongside the TCC.
- **Money.** Everything is in naira on the Nigerian side. Anything coming to the UK goes through a licensed
  transfer provider, with a paper trail.

## Questions I've asked Folasade (and her answers, roughly)

1. *Is an accepted offer binding?* No – only the signed contract and the deposit make it binding.
2. *Can Dad sign without me there?* Yes. He's the vendor; I'm nothing in law. A witness is needed for the
   deed, not a relative in particular.
3. *Does the buyer or the seller pay for consent?* The buyer. But the seller has to supply documents.
4. *Does Dad need a power of attorney for me?* No, as long as he signs himself. If his health changes, we
   revisit.
5. *What if the TCC takes forever?* Completion can go ahead, but the buyer's consent application waits.
   It's in Dad's interest to produce it – Mr Obi's lawyer will keep ringing her until he does.

## Lessons

- Everything takes three times longer than anyone says.
- Get everything in writing from the agent, even if Dad "agreed it on the phone".
- The old deed measurements should have been checked BEFORE listing.
"""

NURSERY = """---
title: Tobi – nursery and childcare
tags: [family, tobi, nursery, money]
updated: 2025-09-20
---

# Tobi – nursery and childcare

## Little Kites Nursery (Chapel Allerton)

- Days: **Mon–Thu**, 8am–6pm. Room: "Wrens" (2–3s) since Sept.
- Manager: Shona Buckley. Key person: Tash.
- Day rate (full day, 10 hrs):
  - 2024/25: £64
  - **from 1 Sep 2025: £69** (letter in April)
- Meals included. Nappies/wipes from home.
- Invoices monthly in arrears, direct debit on the 5th. Tax-Free Childcare account pays it.

## Funded hours

- From Sept 2025 working parents get 30 funded hours a week (term time) for under-3s from 9 months.
- Tobi's 30 hours eligibility code: **50012873416** (given to Shona on 8 Sep).
- Must reconfirm eligibility every 3 months in the childcare account or the code lapses.
- Funded hours are "stretched" across the year at Little Kites, so it's about 22 hrs/week all year. They still
  charge a "consumables" top-up on funded days.

## Fridays

- **Janice Pemberton** (registered childminder, Ofsted-registered, round the corner on Grange View) has Tobi on
  Fridays – 8am–5:45pm. £52 a day. Pay by bank transfer weekly.
- Janice does the forest-school walk on Fridays, so: wellies + waterproofs in the bag every week.

## Why not a 5th nursery day?
Cheaper with Janice, smaller group, and he adores her dog.

## Contacts
- Little Kites office: 0113 496 0731
- Janice: 07700 900562
"""


def build():
    write("notes/football/otters-u12-season-2025-26.md", OTTERS)
    write("notes/family/lagos-property-sale.md", LAGOS)
    write("notes/family/nursery-and-childcare.md", NURSERY)
