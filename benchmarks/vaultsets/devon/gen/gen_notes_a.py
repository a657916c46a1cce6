"""Markdown notes part A: daily notes, client notes, inbox."""
from common import write_text

def daily():
    write_text("notes/daily/2025-03-22.md", """
---
date: 2025-03-22
tags: [daily, running]
---
# Sat 22 March 2025

Long run went sideways. Planned 18 km along the Martin Goodman Trail, out to the
Humber bridge and back. Felt great until about km 14 near Sunnyside, then a sharp
grab in the left calf - like someone flicked it from the inside. Walked/limped the
last 4 km to the streetcar. Iced at home, compression sleeve on.

Booked physio for Monday 8:15am: **Kwame Boateng** at Eastside Motion Physio
(Gerrard & Jones). Ada swears by him, he sorted her shoulder last year.

Worrying: Don Valley Spring Half is 4 May. Six weeks. Hmm.

## Other
- Pem threw up a hairball on the new rug. Of course.
- Halyard: Owen sent the schema diff for the manifest v3 tables, look Monday.
- Kestrel: Tomás wants the staging deploy before end of month. Fine.
- Dinner at Mom & Dad's tomorrow in Brampton - take the Tupperware back.

## Gratitude / whatever
- Rest day tomorrow is forced, so. Read more of the Le Guin.
""")

    write_text("notes/daily/2025-04-03.md", """
---
date: 2025-04-03
tags: [daily, decisions]
---
# Thu 3 April 2025

Two decisions today, writing them down so I stop relitigating them at 2am.

## 1. Spring half is off
Physio says no racing before late May at the earliest - the calf is healing but
the soleus is still weak on single-leg raises (12 vs 25 on the right). Running the
Don Valley Spring Half on 4 May would mean either a DNF or another strain.

**Decision:** drop the Don Valley race (deferral isn't allowed, so the $95 is gone)
and target the **Waterfront Fall Half on Sunday 19 October** instead. New goal
**1:50** rather than 1:45 - be realistic, build back slowly. Registration opens in
the summer. Rebuild plan goes in the half-marathon note.

## 2. Incorporating (I think?)
Spent the evening with spreadsheets + a long chat with the AI. With Halyard and
Kestrel both going, I'm leaving money on the table paying personal rates on all of
it. **Decided: incorporate this summer** - working name "Okafor Digital Inc." Will
tell Farah at the next check-in and ask her to set it up for July 1.

## Misc
- Halyard on-site Tuesday, bring the laptop stand.
- Email Gwen at Maple & Finch to confirm Tuesday at the shop.
- Pem's vaccine appointment went fine last weekend.
""")

    write_text("notes/daily/2025-06-17.md", """
---
date: 2025-06-17
tags: [daily, kestrel, incident]
---
# Tue 17 June 2025 (barely slept)

Phone went at 2:10am - Tomás calling, not paging, which is how I knew it was bad.
Kestrel's payout webhooks were being delivered again and again and our consumer was
processing each delivery as new. Real money going out twice to real merchants.

- 02:10 Tomás calls. I'm on the laptop at the kitchen table by 02:20.
- 02:40 we see the partner's retry header on every duplicate. Our handler was
  timing out under load while still finishing the work behind the scenes.
- 03:30 Anjali online, declares a SEV-1, freezes payouts at the partner.
- 04:55 consumer disabled, payouts frozen, bleeding stopped.
- 06:00 hundreds of duplicates to reverse. Finance team starts at 8.

Slept 07:00-10:00. Cancelled the Halyard on-site (texted Rosalind - she was
lovely about it). Worked the reversals list with Tomás all afternoon.

Lesson I already knew: every webhook handler needs an idempotency key. I *said*
this in February. It's in the scoping note. Nobody prioritised it, including me.

Pem sat on the keyboard at 3am and sent "vvvvvvvvvvvvv" to the incident channel.
Morale booster, apparently.

- [x] send Anjali my timeline notes
- [x] reschedule Halyard on-site to Thursday
""")

    write_text("notes/daily/2025-10-19.md", """
---
date: 2025-10-19
tags: [daily, running, race]
---
# Sun 19 Oct 2025 - RACE DAY

**Waterfront Fall Half: 1:48:31** (chip). Goal was 1:50. Under!!

- Slept OK, up at 5:30, oatmeal + banana + one coffee.
- Corral C was packed; we were off a few minutes after the gun.
- Held 5:15s to 10k, then let it go a bit. Negative split by ~40 s.
- Ada and Julian were at km 18 with a sign that said "RUN DEVON, PEM IS WATCHING".
  Nearly cried, blamed the wind.
- Calf: zero complaints. All the boring single-leg raises paid off.
- Gel at 7 km and 14 km, caffeinated one at 17. Stomach fine.

Brunch at the diner on Queen with Ada and Julian. Slept 2 hours in the afternoon.
Pem lay on my legs the whole time as if he'd run it.

Next: two weeks easy, then decide if spring 2026 is a full. (Probably not. Maybe.)
""")

    write_text("notes/daily/2025-11-04.md", """
---
date: 2025-11-04
tags: [daily, halyard, kestrel]
---
# Tue 4 Nov 2025

## Halyard renewal - DONE
Called Marcus Friday afternoon. He couldn't get to $1,075 but came up from his
$1,000 and we landed on **$1,050/day**, **NET-15** (was NET-30), new contract
starting **5 January 2026**, same 3-days-a-week cap. He sent the SOW yesterday;
signed it this morning at the on-site. Rosalind popped by to say she's glad.
Accepting $1,050 is fine: it's above my floor and the NET-15 is worth real money.

## Kestrel
Tomás pinged again about the INC-0412 replay runbook. It's still not written.
That's embarrassing - it's been months. Blocking out Thursday and Friday mornings.
- [ ] replay runbook: outline + dry run on staging replica
- [ ] send draft to Tomás by Fri 14 Nov

## Other
- Door code at Tannery Row changed yesterday, had to dig through the list mail.
- Pem's dental is coming up - confirm with the clinic.
""")


def clients():
    write_text("notes/clients/halyard/kickoff-2025-01-14.md", """
---
client: Halyard Logistics
type: meeting
date: 2025-01-14
attendees: [Rosalind Tremblay, Owen Castellanos, Marcus Feld, Devon Okafor]
tags: [halyard, kickoff]
---
# Halyard kickoff - 14 Jan 2025

**Where:** Halyard HQ, 6100 Airway Crescent, Building B, 2nd floor, Mississauga.
Visitor parking is lot P3; badge from the security desk in the lobby (ask for a
contractor badge, they keep it on file after the first visit).

## Who's who
| Person | Role | Notes |
|---|---|---|
| Rosalind Tremblay | VP Engineering | Sponsor; signs off on scope |
| Owen Castellanos | Data platform lead | Day-to-day, reviews my PRs |
| Marcus Feld | Procurement / vendor management | Owns the SOW, POs, rate questions. Stayed for the first 15 min |

## Scope (HL-SOW-2025-01)
- Rebuild the shipment manifest pipeline: nightly batch -> incremental loads
- Get the carrier EDI feeds into the warehouse within 15 min of arrival
- Pair with Owen's team so they can own it by year end
- $950/day, up to 3 days per week, NET-30, invoices to AP with the PO number

## Rhythm
- On-site **Tuesdays** (Owen's team is in office Tue/Wed)
- Weekly sync **Thursdays 10:30** on Meet with Rosalind and Owen
- Monthly invoice on the first business day

## Risks noted
- The EDI vendor's sandbox is flaky; Owen will chase them
- Warehouse credits are tight until Q2 budget
- Two other contractors left mid-project last year - Rosalind is nervous about
  continuity. Make documentation a visible deliverable.

## Actions
- [x] Devon: access request for the warehouse + GitHub org
- [x] Owen: share the v2 manifest schema
- [x] Marcus: issue PO for the SOW
""")

    write_text("notes/clients/kestrel/scoping-2025-02-20.md", """
---
client: Kestrel Pay
type: meeting
date: 2025-02-20
tags: [kestrel, scoping]
---
# Kestrel Pay - scoping day (Waterloo), 20 Feb 2025

Mutual NDA was signed on 11 Feb - Anjali Venkatesan (CTO) signed for Kestrel,
me for Okafor Consulting. 3-year term, Ontario law, 12-month non-solicit.

People:
- **Anjali Venkatesan** - CTO, decision maker, very direct, likes written proposals
- **Tomás Reyes** - payments platform engineer, will be my main contact
- Finance ops: "Bea" - handles reversals when things go wrong (hopefully never)

## The problem
Their payout webhook consumer was written in a weekend two years ago. It's a single
Flask app that does the signature check, writes to Postgres, and calls the ledger
synchronously - inside the request. Under load it's slow.

## What I proposed
1. Split receive/ack from processing (queue in between)
2. **Idempotency keys on every event** - partner event_id, unique constraint
3. Structured logs + a duplicate-rate metric
4. Load test against the partner's sandbox at 10x current volume

Anjali liked 1, 3, 4. Item 2 was "later" because "the partner doesn't send duplicates".
(Noting this here for future me. Partners always send duplicates eventually.)

## Commercials
- $1,100/day, invoiced monthly, remote except the odd day in Waterloo
- Start 3 March, ~6-8 days/month through the summer
""")

    write_text("notes/clients/kestrel/inc-0412-live-notes.md", """
# INC-0412 - my scratch notes (live, messy)

started 02:20 ET, Tue 17 Jun 2025. bridge = Tomás, me, later Anjali + Bea (finance).

## timeline-ish
- 02:10 Tomás sees payouts.paid count way above payouts.created. calls me.
- 02:25 logs: same event_id processed 2x, 3x, one 5x. partner retry header on all of them
- 02:40 handler p99 climbing past the timeout. partner thinks we failed -> redelivers ->
  we process again because nothing checks "have I seen this event?"
- 03:05 tried raising worker count - made it worse (more DB contention -> slower)
- 03:30 Anjali declares SEV-1, asks partner to pause deliveries (takes 80 min to reach them)
- 04:55 consumer off. done bleeding. hundreds of duplicates to unwind.

## hypotheses
1. ~~DB lock contention~~ - contributing, not root
2. handler timeout too short vs. ledger call latency under load -> partner retries  <- YES
3. no dedupe on event_id <- YES, the real bug

## options for dedupe (to discuss at review)
- (a) Redis SETNX on event_id with TTL - fast, we already run Redis for sessions.
  **leaning this way**
- (b) Postgres table with unique constraint on event_id, insert-first in the same
  transaction as the state change - slower, but durable + transactional
- (c) both?? probably overkill

## other ideas
- bump the handler timeout, maybe to 10 s? ask what the partner's max is
- ack fast, process async (this was my Feb proposal, sigh)
- alert on duplicate payout rate
- runbook for replaying / reconciling events after an outage - nobody knows how today

## things to not forget
- send timeline to Anjali
- Bea needs a CSV of affected payouts with merchant ids
""")

    write_text("notes/clients/maple-finch/meeting-2025-04-08.md", """
---
client: Maple & Finch Books
type: meeting
date: 2025-04-08
location: Maple & Finch, Leslieville shop (back office)
tags: [maple-finch]
---
# Maple & Finch - 8 Apr 2025

Met Gwen Laframboise (owner) in the back office of the Leslieville shop, amid
towers of returns. Her second shop (west end) opened in the fall.

## What she wants
The paper **stamp card** ("buy 10 books, get $15 off") is a mess: people lose the
cards, staff forget to stamp, and the west-end shop can't see cards from the east
shop. She wants a proper **loyalty programme** that:
- gives customers store credit per dollar spent (thinking 5%)
- works at both locations
- plugs into their POS (Tillpoint) so staff don't do anything extra at the till
- lets people sign up with an e-mail or phone number, no app
- sends a "you have $X to spend" e-mail once a month (she'll write the copy)

## Constraints
- Tiny budget. I offered my community rate ($850/day) - indie bookshop, I want them
  to survive.
- Tillpoint's API is... fine. Has webhooks for sales, customer lookup by phone.
- No personal data beyond name/e-mail/phone. Gwen is (rightly) twitchy about it.

## Plan
1. Discovery (2 days): map Tillpoint data, prototype the credit rules
2. Build (3-4 days in the summer): webhook listener + small admin page for Gwen
3. Go live before the holiday rush

## Notes to self
- Her staff are mostly students - the admin page needs to be idiot-proof
- Don't over-engineer. A SQLite file and a cron job would honestly do.
- Gwen pays by cheque "usually". Ask for e-Transfer.
""")

    write_text("notes/clients/cobalt-harbour-options.md", """
---
type: thinking
date: 2025-09-19
tags: [prospect, cobalt-harbour]
---
# Cobalt Harbour Media - retainer? (options, NOT decided)

Desmond Achterberg (their head of product) called on the 18th. They want a
**retainer: 2 days/week from October, $900/day**, mostly for their video CMS and a
rights-management backend. Nice people, interesting problems, steady money.

## Options
**A. Take it as offered**
- + ~$7.2k/month steady, which smooths out Kestrel winding down
- - $900 is below the floor I set for new clients from 2026
- - 2 days/week + Halyard 3 days = zero slack, and Kestrel still needs me for
  the odd day

**B. Counter at $1,000 and 1 day/week**
- + keeps the door open, respects my floor
- - they said budget is fixed; might just annoy them

**C. Refer them to Priscila** (she's between contracts, does Django/video stuff)
- + good for Priscila, good karma, Desmond gets someone solid

**D. Decline politely**
- + protects the Halyard renewal, gives me the fall for the half marathon + Ada's
  wedding
- - leaves money on the table

## Gut feeling
Somewhere between C and D. Or B. I don't know. Sleep on it; talk to Ada at dinner.
Want to answer Desmond by end of next week.
""")


def inbox():
    write_text("notes/inbox.md", """
# Inbox / loose ends

Stuff that doesn't have a home yet. Process on Fridays (ha).

## Money
- [ ] Chase Gwen (Maple & Finch) about invoice DO-2025-017 - still unpaid, was
      due 2 Oct. She promised "end of the month" on 20 Oct. Nudge again.
- [x] Send Farah the Q3 mileage log
- [x] Update rate card for 2026

## Life admin
- [ ] Renew passport (expires April 2026 - do it before any trip)
- [ ] Return Julian's garment bag (from the wedding, oops)
- [ ] Winter tires: book the swap at the garage in Leslieville
- [x] Cancel the old gym membership

## Tech
- [ ] Look at switching the NAS backup from rsync to restic
- [ ] Rotate the Kestrel staging SSH key (they asked nicely in Sept)
- [ ] Tidy ~/work - 40 GB of node_modules, really?

## Someday
- Learn to make Mom's egusi properly (she won't write it down)
- Spring 2026: full marathon?? (brain says no, legs say maybe)
""")

if __name__ == "__main__":
    daily(); clients(); inbox()
