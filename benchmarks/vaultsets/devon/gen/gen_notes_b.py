"""Markdown notes part B: business, home, pet."""
from common import write_text

def business():
    write_text("notes/business/rates-and-terms.md", """
---
title: Rates, terms and how I run the business
updated: 2025-11-04
tags: [business, rates, clients, long-note]
---
# Rates, terms and how I run the business

This is the note I re-read every time a client asks "can you do it for less?" or I'm
tempted to say yes to something I shouldn't. It's long on purpose. Past me has
thought about this more calmly than present-me-on-a-sales-call ever will.

## 1. The short version

- I sell **days**, not hours. A day is ~7 focused hours, not 10.
- I cap any single client at **3 days a week**. Nobody owns my whole calendar.
- New clients from 2026: **floor of $1,000/day**. I go below that only for a
  cause I care about, and I write down why.
- Payment terms: NET-30 by default, NET-15 preferred, 2%/month late fee (which I
  have never actually charged, but it's on every invoice).
- Business structure: **sole proprietor** (see section 7 - the incorporation saga).

## 2. Rate history

| Year | Typical rate | Notes |
|---|---|---|
| 2022 | $650/day | first year out of the agency, took anything |
| 2023 | $800/day | Halyard's first small gig, referrals started |
| 2024 | $900/day | first year fully booked |
| 2025 | $950 (Halyard), $1,100 (Kestrel), $850 (Maple & Finch community rate) | |
| 2026 | $1,050 (Halyard, agreed), $1,000+ for everyone new | |

The Kestrel rate was higher because it was payments work with on-call risk and a
short engagement. Halyard got a "loyal client" rate for 2025, which I regretted by
about March when the scope grew.

## 3. Working terms (what I tell every client up front)

These go in the first e-mail and again in the SOW:

1. **No calls before 10am.** Mornings are my deep-work block and I'm worth twice as
   much to you before lunch if nobody interrupts me. Emergencies excepted - a real
   production incident gets a phone call at 2am and I'll answer it (see: June).
2. **Decisions in writing.** If we agree something on a call, one of us follows up by
   e-mail the same day. I prefer e-mail for anything that involves money, scope or
   dates. Slack is for quick questions, not for decisions - things get lost in threads.
3. **Async by default.** Weekly status note every Friday in whatever tool the client
   uses; one standing sync per week, 45 minutes max.
4. **Documentation is a deliverable.** Every engagement ends with the client's team
   able to run the thing without me. I'd rather be invited back than be needed.
5. **I don't do fixed-price for anything I haven't scoped myself.**

## 4. Client roster (Nov 2025)

### Halyard Logistics (Mississauga)
- Sponsor: Rosalind Tremblay (VP Engineering)
- Day-to-day: Owen Castellanos (data platform lead)
- Paperwork: **Marcus Feld, procurement** - SOWs, POs, rate negotiation all go
  through him. Pleasant, immovable, counts everything.
- 2025: HL-SOW-2025-01, $950/day, NET-30, on-site Tuesdays.
- **2026: HL-SOW-2026-02, $1,050/day, NET-15, starts 5 January 2026**, runs to end
  of June, max 60 days. Signed 4 Nov.

### Kestrel Pay (Waterloo)
- CTO: Anjali Venkatesan; engineer: Tomás Reyes
- $1,100/day, winding down after the summer hardening work. Occasional days.

### Maple & Finch Books
- Gwen Laframboise, owner. Community rate $850/day. Small POS jobs.
- Slow payer. Lovely person. Both can be true.

### Said no to
- **Cobalt Harbour Media** - retainer at $900/day for 2 days/week from October.
  **Declined on 26 Sep** and referred Desmond to Priscila. Below the floor, and it
  would have eaten every bit of slack I have.
- A crypto exchange (Feb) - no.
- A "quick" Shopify rebuild for a friend of Dad's (May) - politely no, pointed to an agency.

## 5. The Halyard 2026 renewal log

Keeping this because next year I'll want to remember how it went.

- **30 Sep** - QBR went well. Rosalind said informally they want me through mid-2026.
- **8 Oct** - I e-mailed Rosalind with the 2026 proposal: **$1,100/day**, same
  3-day cap, Jan-Jun, plus a light on-call arrangement for the manifest pipeline.
- **16 Oct** - Marcus replied (Rosalind had passed it to him): contractor budget is
  tight, offered **$1,000/day**.
- **22 Oct** - I said I could do $1,075 if they moved to NET-15.
- **31 Oct** - Call with Marcus. Landed on **$1,050/day with NET-15**. Start date
  5 Jan 2026. I said yes on the call and asked him to put it in writing (rule 2!).
- **3 Nov** - SOW arrived. **4 Nov** - signed.

What I learned: anchoring at $1,100 was right. Asking for a payment-terms concession
instead of more money gave Marcus something to "win" that didn't touch his budget
line. NET-15 vs NET-30 on ~$12k a month is real cash flow.

## 6. How I think about discounts

I've given three kinds of discount and only one was a good idea.

- **Community rate** (Maple & Finch): good idea. I chose it, I know why, and it's a
  tiny share of my time. A bookshop surviving in Leslieville matters to me.
- **Loyalty rate** (Halyard 2025): mixed. It bought goodwill, but I anchored them low
  and had to claw it back this year.
- **"Just this once because we're tight"** (a startup in 2023): bad idea. They were
  tight again the next month, and the month after, and then they went under owing me
  two invoices. Never again without a deposit.

## 7. Sole prop vs incorporating (the saga)

In April I had basically decided to incorporate ("Okafor Digital Inc.", July 1
start). The argument: with two big clients I'd be leaving money in the company at
the small-business rate instead of paying top personal rates on all of it.

Then the summer happened: Kestrel wound down after the incident work, revenue for
the year came in lower than I'd projected, and Farah ran the numbers. Her advice
(9 Sep): the savings only show up if I leave real money in the corporation, and
this year I wouldn't - I'd be paying for a second set of books and a corporate
return to save very little.

**Final decision (10 Sep 2025): NOT incorporating for 2025. Staying a sole
proprietor.** Revisit once the 2026 Halyard renewal is signed (it now is) and only
if projected retained earnings are over ~$40k. Put a reminder in the spring.

## 8. Pipeline hygiene

- Keep 2-3 warm conversations going at all times, even when fully booked.
- Say "not right now, can I check back in March?" rather than no, when it's a
  client I'd actually like.
- Every referral gets a thank-you e-mail and, if it turns into work, a nice bottle
  or a donation in their name.
- Quarterly: look at revenue by client. If anyone is over 60%, that's a risk.
  (Halyard is at ~64% this year. Noted. It's why I didn't panic-take Cobalt.)

## 9. Admin rhythm

- First business day of the month: invoices out (make_invoice.py from the CSV).
- Fridays: status notes, inbox zero-ish, file receipts.
- Quarterly: HST return, tax instalments (Farah sends the amounts), backup check.
- Yearly in November: rate review, update this note.

## 10. Things I will say out loud next time

- "My rate for 2026 is X. I'm happy to talk about scope."
- "Let me think about it and I'll e-mail you tomorrow." (Never agree on the spot.)
- "If the budget is fixed, what can we take out?"
- "I'd rather do less, well."

## 11. Lessons from past engagements

**The agency years (2019-2021).** I learned to estimate by being wrong in public. The
single most useful habit from that time: write the assumptions at the top of every
estimate, so when one breaks everybody can see which one it was. Clients don't mind
estimates changing; they mind surprises.

**The startup that went under (2023).** Two unpaid invoices, about $9k. What I do
differently now: a deposit for any new client under two years old, invoices monthly
not at milestones, and I stop work - politely, in writing - when an invoice is more
than 30 days late. It's awkward exactly once.

**Halyard year one (2023).** Small data-cleanup gig that turned into three years of
work because I wrote good handover docs. Owen still forwards my old runbooks to new
hires. That's the best marketing I've ever done and it cost nothing.

**Kestrel (2025).** I flagged the missing idempotency in February, in writing, and it
was deprioritised. In June it cost them a very bad night. The lesson for me isn't "I
was right" - it's that a risk in a scoping note is easy to ignore. Next time I put
the risk in the SOW with a number attached ("if this happens, it costs roughly X").
People respond to numbers.

**Maple & Finch (2025).** Tiny projects are great for learning new stacks cheaply
(first time using Tillpoint's API), but the admin overhead is the same as for a big
client. One invoice chase costs me the same half-hour whether it's for $3k or $30k.

## 12. Tools I actually use for the business

- Invoices: a CSV + a small Python script. Accountants love CSVs.
- Time tracking: a plain-text log per client, one line per day. Nothing fancy.
- Contracts: my own MSA template (reviewed by a lawyer in 2023) + a per-client SOW.
- Banking: separate business account at Harbourline Credit Union; HST and tax money
  gets swept into a savings account on invoice day (30% of every payment).
- Backups: nightly to the NAS, monthly offsite copy.
""")

    write_text("notes/business/tax-2025.md", """
---
title: Tax & HST 2025
updated: 2025-11-20
tags: [business, tax, cra]
---
# Tax & HST - 2025

Accountant: Farah Siddiqui, CPA (Siddiqui & Lowe). She does the T1 + T2125 and
checks my HST returns.

## Numbers to have handy
- GST/HST registration: **78412 3309 RT0001** (quarterly filer)
- Instalment payment reference (from the CRA instalment reminder, used as the
  "account number" for the payee in online banking): **3015-8842-6671**
- Business name on returns: Okafor Consulting (sole proprietorship)

## Instalments 2025
The February instalment reminder used the no-calculation option (based on 2023/2024):

| Due | Reminder amount | What I actually paid | Confirmation |
|---|---|---|---|
| 15 Mar | $3,120.00 | $3,120.00 | HCU-55810-0314 |
| 15 Jun | $3,120.00 | $3,120.00 | HCU-61277-0613 |
| 15 Sep | $3,480.00 | **$2,450.00** (Farah's revised figure) | HCU-77124-0915 |
| 15 Dec | $3,480.00 | see Farah's 9 Sep e-mail for the revised amount | - |

In September Farah switched me to the current-year option because 2025 income is
tracking lower than 2024 (Kestrel wound down). Risk is interest if I underpay, so
she built in a cushion.

- [x] Pay Sep 15 instalment
- [ ] **Pay Dec 15 instalment** - online banking, payee "CRA (revenue) - tax
      instalment", same reference as above. Do it by the 12th; Harbourline is slow.
- [ ] Q4 HST return due 31 Jan 2026

## HST
- Q1 filed 28 Apr, Q2 filed 30 Jul, Q3 filed 29 Oct.
- Remember the ITCs for Tannery Row (HST is on the invoice) and the laptop.

## Home office
Most of my work happens at Tannery Row, but I still claim a small home office:
- Condo fees **$612.40/month**, hydro, internet, insurance - ~12% of floor area.
- Keep the condo statements in the "home" folder.

## Business structure
- April: decided to incorporate (Okafor Digital Inc., July 1). See 2025-04-03.
- **10 Sep: reversed - NOT incorporating for 2025. Staying sole proprietor.** Farah's
  numbers made it clear the savings were tiny this year. Revisit spring 2026.

## Receipts to chase
- [x] Stride Lab shoes - not deductible, stop saving them
- [x] NimbusDrive - deductible (client file storage)
""")

    write_text("notes/business/coworking.md", """
---
title: Tannery Row (co-working)
updated: 2025-11-03
tags: [business, coworking]
---
# Tannery Row Cowork

Joined 2 Dec 2024 after a year of working from the condo and slowly losing my mind.
Dedicated desk plan, 24/7 access, $425 + HST a month (deductible).

## Door code
**Current: 5527#** (from Mon 3 Nov 2025)

History, so I stop typing old ones at 7am:
- ~~4719#~~ - when I joined (Dec 2024)
- ~~8302#~~ - from 7 Jul 2025
- **5527#** - from 3 Nov 2025

Bettina announces changes on the members list a week ahead. The street door and the
3rd floor door use the same code.

## Things I like
- The north room is no-calls all day. Bliss.
- People are friendly but nobody makes you do "community" things.
- Bike room is in the basement and actually secure.

## Things I don't
- The free drip coffee is burnt dark-roast sludge. I bring my own light-roast
  beans (Ethiopian or Kenyan, whatever the roaster on Gerrard has) and the
  AeroPress. Black, no sugar, and none after 2pm or I don't sleep.
- Phone booth B ("Anvil") has a broken fan. Booth A only for client calls.
- Friday fridge purge is real. RIP my leftovers, twice.

## Who's who
- Bettina Saarinen - community manager, runs the members list, sorts keys/desks
- Priscila Nunes - Django/video dev, sits two rows over, good for referrals
- Hamish - the guy with the standing desk and the dog (the dog is the best member)

## Cost per year
$425 x 12 = $5,100 + HST. Worth it. My output doubled vs working from home.
""")


def home():
    write_text("notes/home/condo-leak-log.md", """
---
title: Bathroom ceiling leak (from 1207)
started: 2025-07-19
status: mostly resolved
tags: [condo, leak, insurance]
---
# Bathroom ceiling leak - log

Suite 1107, 24 Linden Quay. Unit above is **1207** (owner Rajiv Dasgupta, rents it
to a couple who were away that weekend).

## Timeline
- **Sat 19 Jul, ~11pm** - dripping from around the bathroom fan. Bucket, towels.
  Called the concierge, who called Crestline's emergency line. Security got into
  1207 around 1am and shut the water to the toilet. Drip stopped by 2am.
- **Sun 20 Jul** - ceiling stained brown in a ~1 m patch, drywall soft near the fan.
  Took photos + video. Fan housing had water in it - left it off.
- **Mon 21 Jul** - Crestline (Hollis Baptiste, property manager) sent a notice of
  entry for both units.
- **Wed 23 Jul, 9-12** - plumber **Sal Ruggiero** (Dufferin Drain & Plumbing) came.
  Cause: cracked braided supply line on 1207's toilet. Replaced it. He said it had
  probably been weeping for days before it let go.
- **Thu 24 Jul** - opened a claim with my insurer, Northgate Mutual:
  **claim # NGM-25-0718-4432**. Deductible $1,000.
- **29 Jul** - Patchwell Drywall quote: cut out + replace ~1.2 m², tape, prime:
  **$1,380**. Paint not included.
- **6 Aug** - Hollis: the corporation's deductible is $25,000, so the condo corp's
  insurance won't touch a unit-to-unit leak this size. Under the declaration the
  owner of the unit where the leak started (1207) is responsible.
- **11 Aug** - Rajiv agreed to pay Patchwell directly. **So I withdrew my claim**
  with Northgate (called them 12 Aug; the adjuster closed it as "withdrawn - no
  payment"). Paying a $1,000 deductible to recover $380 made no sense anyway, and a
  claim on my record for nothing is worse.
- **26 Aug** - Patchwell did the repair. Tidy job. Primed only.

## Decision
Not claiming on my own insurance. 1207's owner pays the drywall repair directly;
I cover the paint myself.

## Still to do
- [x] Photos of damage (before)
- [x] Patchwell quote to Rajiv
- [ ] Paint the ceiling (Benjamin Moore ceiling white, flat - Patchwell only primed)
- [ ] Send Hollis the after photos + Patchwell's paid invoice for the building's
      incident file
- [ ] Ask the electrician to check the fan before turning it back on

## Contacts
- Hollis Baptiste, Crestline Property Management - 416-555-0119
- Sal Ruggiero, Dufferin Drain & Plumbing - 416-555-0183
- Patchwell Drywall - 647-555-0148
- Northgate Mutual claims - 1-800-555-0106
""")


def pet():
    write_text("notes/pem/vet-history.md", """
---
title: Pem - vet history
pet: Pemberton ("Pem")
updated: 2025-10-21
tags: [pem, vet]
---
# Pem - vet history

Orange tabby, neutered male, adopted from the Annex shelter in 2019 (they guessed
he was about a year old). Vet: **Dr. Ines Kowalczyk** at Lindenview Animal
Hospital on Gerrard. The front desk person, Jordy, is great about squeezing us in.

| Date | Why | Notes | Cost |
|---|---|---|---|
| 2024-05-11 | Annual | All fine. Weight 5.9 kg - "a bit round". | $142 |
| 2024-11-02 | Limping | Jumped off the fridge. Soft-tissue, rest. | $118 |
| 2025-03-29 | Annual + FVRCP | Weight 5.6 kg. Bloodwork: SDMA 15 (borderline high). Tartar grade 2. | $386 |
| 2025-04-12 | Food switch | Moved to renal-support food (dry + wet). | - |
| 2025-10-21 | Pre-dental check | Heart fine, gums red at the back. Dental booked. | $95 |

## Kidneys
Dr. Kowalczyk isn't worried yet - SDMA 15 is borderline for his age. Plan: renal
food, more water (fountain), **recheck SDMA in about six months** (so ~September).
I haven't booked the recheck yet. It's overdue now.

## Dental
Booked: **Wednesday 19 November 2025, drop-off 8:00am**, pick-up late afternoon.
Cleaning under anaesthetic, X-rays, possibly one extraction (lower left premolar).
Estimate: $780-$1,150 depending on extractions. No food after 10pm the night before.

## To do
- [ ] Book the SDMA recheck bloodwork (ask if they can do it on dental day)
- [ ] Buy another bag of renal food before the dental (he won't eat much after)
- [x] Pre-dental check (21 Oct)
- [ ] Pet insurance? Look at it properly this time.
""")

if __name__ == "__main__":
    business(); home(); pet()
