# -*- coding: utf-8 -*-
"""Loft conversion notes, moodboard, loft budget CSV."""

FILES = {}

FILES["notes/home/loft-conversion.md"] = """---
title: Loft conversion - 17 Fernbank Road
created: 2025-01-30
updated: 2025-10-12
status: build in progress (week 4)
tags: [home, loft, building, project]
---

# Loft conversion - 17 Fernbank Road

## Why we're doing it

Ada is 9 and Kofi is 6 and they share the back bedroom. It worked when Kofi was a baby. It does not work now:
Ada wants a door she can shut, Kofi wants to sleep with the light on, and the arguments start at 7pm. The
box room is my "office" (a desk buried under shop paperwork) and Rachel needs a dark, quiet bedroom during the
day after nights. Moving house isn't realistic - we like the street, the school is 6 minutes' walk, and
prices in BS7 have run away from us.

So: loft. We've got a 1930s semi with a hipped roof and a decent pitch. Two of the neighbours have already done
it (no. 23 and no. 31), which helps with the planning argument and means I've seen what it looks like done well
and done badly.

## The plan (as it stands now)

- **Rear dormer**, full width at the back, with a proper window over the garden.
- **Two rooflights** (Velux-style) on the front slope.
- New staircase over the existing stairs, with a fire door at the top of the new flight (building regs).
- One large bedroom for Ada + **eaves storage** both sides (proper boarded and lit, not just a hole).
- Kofi gets the back bedroom to himself; the box room becomes Rachel's daytime-sleep room / my office.
- **No en-suite** (see the decision log below - this changed).

## People

| Role | Who | Firm | Contact |
|---|---|---|---|
| Architect | Imogen Tate | Tate Studio Architects | imogen@tatestudio.example.co.uk |
| Structural engineer | Dev Malhotra | Malhotra Structural Design | dev@malhotra-sd.example.co.uk |
| Building control (approved inspector) | **Carl Bright** | Westcountry Building Control | via e-mail; initial notice WBC/IN/5538 |
| Builder | Kieran Doyle | Doyle Lofts | 07700 900577 |
| Scaffolding | Tasha Greene | Redcliffe Access Ltd | office 0117 496 0288 |
| Neighbours (attached side) | Gwen & Alan Patterson | no. 19 | lovely; Alan is a retired surveyor (!) |

## Decision log

### 3 Feb 2025 - scope, first version
First visit from Imogen. We decided: rear dormer, two front rooflights, bedroom **plus an en-suite shower room**
in the dormer (Rachel was very keen - she'd have the en-suite room on post-night days with blackout blinds).
Imogen said the en-suite would need a soil pipe route - "we'll work it out at design stage".

### 24 Feb 2025 - architect appointed
Accepted Imogen's fee proposal (three stages: survey/concept, the lawful development certificate drawings and
application, building regs package). Paid stage 1 in March.

### 25 Mar 2025 - certificate application in
Imogen applied to the council for a **Lawful Development Certificate** - i.e. confirmation that it's permitted
development and we don't need full planning permission. Belt and braces, but it'll matter when we sell and it
keeps the building control inspector happy.

### 17 Apr 2025 - structural calcs
Dev Malhotra sent the calcs (his ref MSD-2291). Two steels spanning side to side, padstones, new floor joists.
Details are in his PDF summary attached to the e-mail - I'm not copying numbers here in case I get them wrong.
His fee invoice followed.

### 6 May 2025 - certificate granted
The council granted the lawful development certificate (ref 25/01872/CLE). So: no planning application needed,
it's permitted development. Massive relief - no. 27 down the road had theirs refused because of a front
dormer. Ours is rear only, so fine.

### 13 May 2025 - scaffold quote 1
Brunel Scaffolding (Lee Harding) quoted for rear + side scaffold, 8 weeks, to go up **Mon 1 Sep**. Provisionally
accepted.

### 24 June 2025 - Brunel let us down
Brunel phoned: they've lost a crew and can't do anything before mid-October. Kieran (builder) was not willing
to move his start by six weeks - he'd lose the slot. Rang round.

### 2 July 2025 - SWITCHED to Redcliffe Access
**We're going with Redcliffe Access** (Tasha Greene). 10 weeks' hire for a bit more money, and they can put it up
on **Thursday 18 September**. Confirmed by e-mail. Told Brunel politely.

### 9 July 2025 - DROPPED THE EN-SUITE
After the building regs drawings came back from Imogen, the en-suite meant:
- the soil stack would have to run down through Kofi's new room (boxed in, in the corner, a big ugly column)
- a pump for the basin, probably, and the noise from that at night
- headroom over the new stair gets squeezed because the shower has to go at the high side
- about **7,400** extra (Kieran's price for the plumbing, tiling, the pump, extractor and the extra steel work)

Rachel and I went round in circles for two evenings and then decided: **no en-suite**. Bigger bedroom, eaves
storage, and the money goes into a better staircase and insulation. The family bathroom is one floor down - it's
fine. Rachel is a bit sad about it but agrees. (Note for later: if we ever sell, the next people can add one -
Imogen has left a capped waste route in the drawings just in case.)

### 21 July 2025 - party wall
Gwen and Alan Patterson at no. 19 signed the party wall consent - no surveyors needed, they're happy with the
works. **I promised them a schedule of condition** - photos of their side of the party wall, their loft and the
bedroom ceilings on that side, before anything starts, so nobody argues about cracks later. Alan said "no rush,
just before the steels go in".

### 1 Aug 2025 - building control
Westcountry Building Control appointed as approved inspector. Initial notice WBC/IN/5538 lodged. Our inspector
is **Carl Bright** - he'll inspect at the key stages (steels/padstones, insulation, fire door and stairs, final).

### 18 Sep 2025 - scaffold up
Redcliffe's lads put the scaffold up **Thu 18 Sep** from 7:30am. Took until about 3pm. The Pattersons were
out; I texted Gwen.

### 22 Sep 2025 - build starts
Doyle Lofts started Mon 22 Sep. Kieran + two. Rules we agreed:
- no drilling or hammering before **10am** on the mornings after Rachel's nights (she sends Kieran her rota
  every Sunday evening)
- skip on the drive, not the road
- they use the outside loo, not our bathroom (they laughed; I wasn't joking)

### Early October - steels
The steels came on a hiab lorry (see calendar) and went in without drama. Carl inspected the steels and
padstones on Fri 3 Oct and was happy. Dev's calcs were on site in a plastic wallet as requested.

### Now (mid-October)
- Dormer is framed and watertight. Rooflights in.
- Floor joists in, boarded.
- Next: first fix electrics, insulation (Carl needs to see it before plasterboard), staircase.
- Target completion: end of November, if the weather holds.

## Staircase - the options we looked at

The stair is the bit that makes or breaks a loft in a house like ours. Imogen drew three options in March:

| Option | Where | Pros | Cons |
|---|---|---|---|
| A | straight flight over the existing stairs | simplest, cheapest, keeps the landing | steep-ish at the top; headroom tight by the chimney |
| B | winder at the top, turning into the dormer | easier headroom, nicer arrival | loses a chunk of the box room |
| C | new flight from the box room | separate, feels like a "proper" floor | kills the box room entirely |

We went with **A**, with the top three treads as winders to get the headroom to 2.0m. Kieran says this is what
90% of the lofts on this street have. Oak treads, painted risers - it's where some of the en-suite money went.
Balustrade still to choose (spindles vs a solid painted panel vs glass - glass is out, too expensive).

## Fire safety and building regs bits (so I understand them)

Carl and Imogen both explained this and I nodded, so writing it down:
- Once you add a storey, the stair becomes the **protected escape route**. Every door off the stair/landing on the
  first floor should be a fire door (or at least be upgraded), and the new loft room needs a fire door at the top.
- **Linked mains smoke alarms** on every floor (hallway, landing, loft landing). Heat alarm in the kitchen.
- The loft window should be big enough to get out of only if we went for an "open plan" solution - we didn't,
  so the protected stair is the plan.
- Insulation: PIR boards between and under the rafters. We upgraded to the thicker boards - warmer, and Rachel
  sleeps up there in the day eventually. Carl has to see it before the plasterboard goes on.
- Steels need 30 minutes fire protection - two layers of fire-rated plasterboard.
- Sound insulation in the new floor (the mineral wool between the joists) - so Kofi doesn't hear Ada's music.

## Living through the build - diary bits

- **Week 1 (22 Sep)**: Roof tiles off at the back, tarps on. Dust everywhere, even with the zip doors on the
  landing. Kofi thinks the builders are the best thing that's ever happened. Ada is "mortified" because her
  friend walked past and saw a man on the roof in his pants (shorts).
- **Week 2**: Dormer frame up. It looks ENORMOUS from the garden. Gwen from next door came round with a cake
  and said it looked fine from their side. Relief.
- **Week 3**: The steels went in (the day of the lorry was the only time the street was properly blocked - we'd
  warned everyone). Carl's inspection went well. Rain on the Saturday - the tarps held except one corner over the
  landing. Bucket. (Buckets are my year: the shop roof, now this.)
- **Week 4**: Rooflights in, dormer felted and watertight. The house is quieter now the heavy stuff is done.
  Rachel managed to sleep after her Thursday night shift with earplugs and the white noise app.

## Questions I keep meaning to ask Kieran

- Can the eaves storage doors be push-to-open instead of handles? (Kofi will pull handles off.)
- Where exactly is the capped waste for a future en-suite - can it be marked on the as-built drawing?
- Can the old loft hatch be boarded over properly, or does it need to stay as a hatch into the eaves?
- Is there any way to get a socket in the eaves for a dehumidifier?
- When do we need to be out of the house for the stair opening-up day (dust + no upstairs access)?

## Money

See `data/loft-budget.csv` for the running numbers. Headline: we're at about 98% of the original budget
*including* the en-suite saving, which says a lot about how optimistic the original budget was.

## Lessons so far
1. Get two scaffold quotes even if the first one looks fine. We'd have lost two months.
2. The builder's start date is the thing everything else hangs off - protect it.
3. Decide the bathroom/plumbing question before the building regs drawings, not after.
4. Write everything down (hence this note).

## Still to do

- [ ] **Send the Pattersons the schedule of condition photos** (promised in July - the steels are already in,
      which is exactly what Alan said to do it before. Embarrassing. Do it anyway, with dates.)
- [ ] Book Carl for the insulation inspection before plasterboard goes up
- [ ] Choose the stair balustrade (Kieran needs to know by end of October)
- [ ] Ask Carl whether the box room door needs to be a fire door too
- [ ] Order carpet for Ada's room (she wants "the colour of the sea at Weston". Which is brown.)
- [x] Pay Imogen stage 2
- [x] Pay Imogen stage 3
- [x] Party wall consent from no. 19
- [x] Skip permit (not needed - it's on the drive)
"""

FILES["notes/home/loft-ideas-moodboard.md"] = """---
title: Loft - ideas and moodboard
created: 2025-02-05
tags: [home, loft, ideas]
---

# Loft ideas (moodboard)

Dumping ground for ideas and links. **Nothing here is a decision** - decisions live in the loft conversion note.

## Rachel's wishlist
- Roll-top bath under the eaves, with a rooflight over it so you can look at the sky (she's seen this on
  Instagram about 400 times)
- Or at least an en-suite with a walk-in shower and a heated towel rail
- Blackout blinds on every window, the good ones with side channels
- Somewhere she can sleep in the day that doesn't hear the school run

## Ada's wishlist
- A window seat in the dormer with cushions ("a reading nook")
- A hammock chair
- Glow-in-the-dark stars on the sloped ceiling
- Her own lock (no)

## Kofi's wishlist
- A slide from the loft to the landing. Ha.
- A secret door into the eaves

## My ideas
- Built-in desk in the eaves end for shop admin
- Glass balustrade at the top of the stairs so the light comes down
- Mezzanine sleeping platform? (Imogen: not with our ridge height)
- Sage green or a deep blue-grey for one wall; everything else white (Rachel wants to organize a colour sample day)
- Oak treads on the stairs, painted risers

## Links / refs
- The house on Kellaway Avenue with the dormer window seat (open house last September)
- No. 23's loft - Rachel loved the rooflight over the bed

Prices to look up: window seat joinery, roll-top baths (cast iron is ridiculously heavy - would need the
engineer to check the floor anyway).
"""

FILES["data/loft-budget.csv"] = """category,item,supplier,quote_gbp,actual_gbp,status,notes
Design,Architect - stage 1 survey & concept,Tate Studio Architects,950,950,paid,incl in fee proposal 24 Feb
Design,Architect - stage 2 certificate drawings & application,Tate Studio Architects,1100,1100,paid,
Design,Architect - stage 3 building regs package,Tate Studio Architects,1900,1900,paid,
Design,VAT on architect fees,Tate Studio Architects,790,790,paid,
Design,Structural calcs,Malhotra Structural Design,1150,1150,paid,+VAT below
Design,VAT on structural calcs,Malhotra Structural Design,230,230,paid,
Statutory,Lawful development certificate fee,Bristol City Council,129,129,paid,granted 6 May
Statutory,Building control (approved inspector),Westcountry Building Control,1080,1080,paid,initial notice lodged 1 Aug
Access,Scaffolding - 10 weeks hire,Redcliffe Access Ltd,1960,1960,paid (deposit + balance),up 18 Sep
Build,Main build - dormer/structure/floor/stairs/first & second fix,Doyle Lofts,38500,,stage payments,4 stages
Build,Steels delivery (hiab),via Doyle Lofts,420,420,paid,
Build,Rooflights x2,via Doyle Lofts,980,980,paid,
Build,Dormer window (rear),via Doyle Lofts,1350,,ordered,
Build,Insulation upgrade (PIR 150mm),via Doyle Lofts,860,,,instead of 120mm
Build,Staircase upgrade (oak treads),via Doyle Lofts,1450,,,balustrade tbc
Finishes,Blackout blinds x3,TBC,420,,,
Finishes,Carpet - Ada's room,TBC,650,,,
Finishes,Decorating (us),DIY,250,,,
Finishes,Eaves storage lighting,via Doyle Lofts electrician,310,,,
Contingency,Contingency 10%,,4900,,,
"""
