"""Flat / landlord notes."""

FLAT = {}

FLAT["notes/flat/damp-dispute-log.md"] = """---
title: Damp & mould – Flat 2 – running log
created: 2025-01-13
updated: 2025-09-26
tags: [flat, landlord, damp, evidence]
status: leaving (notice given)
---

# Damp & mould at Flat 2 — running log

This is the "if it ever goes to a tribunal / the deposit people / the council" file. Everything dated,
everything factual, no swearing (there is a separate place for the swearing, it is called Becky).

## Summary (as of 26 Sep 2025)

- Black mould on the external wall of the bedroom, behind the wardrobe and in the window reveal, first
  noticed properly on **13 Jan 2025**, although in hindsight there were grey patches on the curtain
  lining before Christmas.
- Reported to the letting agent (Pennant Lettings, property manager **Kerry Walsh**) by e-mail on 14 Jan.
- Agent's response (21 Jan) was a standard condensation leaflet and a lecture about lifestyle. No
  inspection, no contractor.
- I went to Birmingham City Council's private rented services team in March. A council environmental
  health officer, **Nadia Farooqui**, inspected on **Tuesday 8 April 2025 at 10am**.
- Council found a **Category 1 hazard (damp and mould growth)** and served an Improvement Notice on the
  landlord, ref **PRS/IN/25/0412**, with works to start by 2 June.
- Contractor (DryWise Damp Solutions) did works on 3–4 June: positive input ventilation unit in the
  loft, humidistat extractor in the bathroom, mould wash and stain block on the bedroom wall.
- In June I decided to stay. In September the mould came back in the same places. **On 24 Sep I decided
  to leave** and gave written notice on 26 Sep.

## People

| Who | Role | Contact |
|---|---|---|
| Kerry Walsh | Property manager, Pennant Lettings (Kings Heath office) | kerry.walsh@pennantlettings.example.co.uk, 0121 496 0732 |
| Graham Tillotson | Landlord (never met him; lives in Solihull apparently) | only via Pennant |
| Nadia Farooqui | Environmental Health Officer, BCC private rented services | n.farooqui@birmingham-council.example.gov.uk |
| DryWise Damp Solutions | Contractor instructed by Pennant | office 0121 496 0518 |

## Timeline

| Date | What happened | Evidence |
|---|---|---|
| Dec 2024 | grey spotting on curtain lining, thought it was just old curtains | none (wish I'd photographed it) |
| 13 Jan 2025 | black mould behind wardrobe, about 40cm x 60cm, plus window reveal | photos 001–014 |
| 14 Jan | e-mailed Kerry with photos | sent mail |
| 21 Jan | Kerry replies: condensation, "occupier behaviour", leaflet attached | her e-mail |
| 2 Feb | wrote formal complaint letter (printed + e-mailed) asking for an inspection within 14 days | letter copy |
| 18 Feb | no reply. chased by phone. "Graham is considering it" | call log |
| 3 Mar | contacted BCC private rented services online form | confirmation e-mail |
| 20 Mar | council e-mail booking the inspection | e-mail |
| 8 Apr | inspection, Nadia Farooqui, 10:00–10:50 | my notes that day |
| 24 Apr | council letter: Cat 1 hazard, Improvement Notice PRS/IN/25/0412 served on landlord | letter (PDF→txt) |
| 13 May | Kerry forwards DryWise dates | e-mail |
| 3–4 Jun | DryWise works done | photos 060–081 |
| 14 Jun | decided to stay (see decision log) | daily note |
| 20 Sep | mould back behind wardrobe + top corner of window | photos 090–104 |
| 24 Sep | decided to leave | daily note |
| 26 Sep | gave written notice by e-mail, tenancy to end 30 Nov | sent mail |

## Readings

I bought a cheap digital hygrometer in January (ThermoPro-style thing) and have been writing down the
bedroom humidity most evenings. The short version:

- January, window shut, heating on 2h morning + 4h evening: 72–81% RH, 15–16°C.
- January, window open 1h after showering and no laundry drying in the flat at all for a week (I took it to
  Mum's): still 70–76%. That week matters: it shows it was not my laundry.
- After the DryWise works, June/July: 55–62%, but it was summer, so it proves nothing.
- September, 20th onwards: back up to 74–78% with the window open.

The council officer's damp meter readings were much more damning than mine: the external wall behind the
wardrobe read as saturated at 90%+ at skirting height and around 60% at head height. She said that pattern
(wet at the bottom and in the window reveal) pointed to penetrating/rising damp plus a cold bridge, not just
condensation from "occupier behaviour".

## Council process (notes to self, so I don't have to google it again)

- The council uses the Housing Health and Safety Rating System (HHSRS). Damp and mould growth is one of the
  29 hazards. Category 1 = the most serious band; the council has a *duty* to act on a Cat 1.
- Options for them: improvement notice, hazard awareness notice, prohibition order, emergency remedial
  action. Mine was an improvement notice.
- An improvement notice gives the landlord a start date and a completion period for specified works.
  The landlord can appeal to the First-tier Tribunal (Property Chamber) within 21 days. Graham didn't.
- Having a notice in place also gives some protection against a "revenge" section 21 for six months.
  (I didn't want to test that.)
- Nadia said: keep paying rent, keep every e-mail, keep photographing with the date visible.

## What Pennant said vs what was true

I'm writing this section because the deposit is going to be the next fight and I want the story straight.

1. *"This is condensation caused by lifestyle."* — The council officer disagreed in writing. The mould
   is on the external wall only, at low level and in the window reveal, not on the internal walls or the
   ceiling where condensation would also show.
2. *"Tenant is drying laundry inside."* — Yes, on an airer, in a one-bed flat with no garden and no
   balcony, like every tenant in Birmingham. I also did a week with no drying at all; readings barely moved.
3. *"Heating not used enough."* — Heating on twice a day, bills to prove it. The bedroom radiator is
   undersized for the room (the officer noted this too).
4. *"We have instructed a contractor"* (said in February). — Nobody came until June, and only
   because of the notice.

## DryWise works (3–4 June)

- Positive input ventilation (PIV) unit fitted in the loft space above the landing, blowing filtered air
  down through a ceiling diffuser in the hallway. Runs constantly, quiet hum.
- Bathroom extractor replaced with one on a humidistat, plus a run-on timer.
- Bedroom external wall: mould wash, biocide, stain block and two coats of anti-mould emulsion (white).
- Nothing done about the gutter above the bedroom window, which drips onto the wall when it rains. I asked.
  Kerry said that was "a separate matter" and she'd "raise it with Graham". Never heard again.
- No insulation, no bigger radiator.

Honestly for about three months it was fine, which is why I decided to stay.

## Decision log

**14 June 2025 — staying.** Works done, bedroom fine, rent not going up this year, exam season at school,
Anjali's wedding stuff ramping up. Moving flat on top of all of that would be mad. Re-assess in the autumn.

**24 September 2025 — leaving (reverses the June decision).** Mould back in exactly the same places within
three months of the works. The gutter was never fixed. I'm not doing another winter of waking up with a
blocked nose and throwing clothes away. Giving one month's notice (periodic tenancy), out by the end of
November. Becky will help with the van. Looking in Harborne / Bearwood, max budget a bit higher than now
because I'm sick of this.

**26 September 2025** — notice sent to Kerry by e-mail (and posted, recorded delivery, because I trust
nothing now). Tenancy ends **30 November 2025**.

## Deposit — things to remember for later

- Deposit £950, protected with SafeHold. The deposit ID is on the certificate from Aug 2022 (the e-mail
  from Pennant back then), don't lose it.
- Check-out: insist on being there. Photograph every room, every wall, meter readings. Video.
- If they try to charge for "redecoration" of the bedroom wall, the answer is: the staining is from damp
  the council officially recorded as a Category 1 hazard that the landlord was ordered to fix. Fair wear
  and tear + landlord's own failure. Not my damage.
- Use the free dispute service (ADR) rather than court. Evidence: council letter, my photos, this log,
  Kerry's e-mails, the hygrometer diary.

## Health stuff (for completeness)

- Blocked nose most mornings Jan–Mar; GP (Dr Kaur at Vicarage Road) said "likely allergic rhinitis,
  possibly mould-related", prescribed a steroid nasal spray. Better in the summer. Back in September.
- Clothes thrown away: navy wool coat, two work blazers, a suitcase. Roughly £260 of stuff. I have the
  receipts for the coat only.

## Open questions

- Did the previous tenant have the same problem? (Neighbour at Flat 1 says "yes, the girl before you
  complained all the time".) Worth mentioning at the deposit stage.
- Can I claim for the ruined clothes? Probably small claims; probably not worth it. Ask Citizens Advice.
"""

FLAT["notes/flat/moving-checklist.md"] = """---
title: Moving checklist – Harborne
created: 2025-10-02
updated: 2025-12-03
tags: [flat, move]
---

# Move: Woodbridge Grove → Harborne

**New address:** Flat 5, Rosslyn Court, 18 Alderbrook Road, Harborne, Birmingham B17 9PL
**Rent:** £895 pcm (due 28th), 12-month AST from 27 Nov 2025
**Agent:** Harborne Homes (Jas) — much nicer than Pennant so far
**Keys:** Thu 27 Nov, 5pm
**Van:** Fri 28 Nov, Kings Heath Van Hire, Luton w/ tail-lift, 8am–5pm, Becky driving
**Check-out at old flat:** Sat 29 Nov 11:00 (inventory clerk; be there, photos of EVERYTHING)

## Before

- [x] notice to Pennant (26 Sep)
- [x] holding deposit Harborne (paid 3 Oct)
- [x] referencing + guarantor form (Appa, bless him)
- [x] book van
- [x] boxes from school (reprographics had loads)
- [x] Royal Mail redirect from 27 Nov (12 months)
- [x] meter readings photo at both flats
- [x] council tax — tell Birmingham (moving within city)
- [x] broadband: Vodafone move date 1 Dec (no wifi for 3 days, tether)
- [x] tutoring parents: new address not needed (tutoring room not changing)

## After

- [x] keys back to Pennant at check-out
- [ ] DVLA — change address on V5C (and driving licence!)
- [ ] tell Harbourline (car insurance) new address — postcode change may change premium
- [ ] school HR / payroll address
- [ ] dentist, GP (register in Harborne? Vicarage Rd is miles now)
- [ ] deposit: dispute the deductions via SafeHold, upload evidence (photos, council letter, this log, DryWise invoice)
- [ ] curtains for the living room, measure first
- [ ] curry for Becky
"""

FLAT["docs/tenancy-summary.txt"] = """TENANCY SUMMARY  (typed up from the AST, Aug 2022)
=================================================

Property:       Flat 2, 41 Woodbridge Grove, Kings Heath, Birmingham B14 7QT
Tenant:         Priya Raghunathan
Landlord:       Mr Graham Tillotson (c/o agent)
Agent:          Pennant Lettings, 187 High Street, Kings Heath, B14
                Property manager: Kerry Walsh  0121 496 0732
                Out of hours emergencies: 0121 496 0999
Start:          6 August 2022, 12 month fixed term, then rolling (periodic, monthly)
Rent:           £825 per calendar month, payable on the 1st by standing order
Deposit:        £950, protected with SafeHold Deposit Protection
                (certificate + prescribed info e-mailed by Pennant 19 Aug 2022)
Notice:         Tenant: at least one month, ending on the last day of a rental period
Included:       fridge-freezer, washer-dryer (never dries), oven, bed frame, wardrobe
Bins:           black bin Tues, recycling alt Tues
Meters:         electric in hall cupboard, gas meter outside by back door
Stopcock:       under kitchen sink (stiff!)
Inventory:      by ClearView Inventories, 5 Aug 2022 - says "walls: good, freshly painted"
"""
