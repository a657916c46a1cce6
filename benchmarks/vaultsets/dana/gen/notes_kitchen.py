from common import write

NOTES = {}

NOTES["notes/kitchen/remodel-overview.md"] = """
---
title: Kitchen remodel - master overview
created: 2025-04-06
updated: 2025-11-14
tags: [house, kitchen, reno]
---

# Kitchen remodel - master overview

This is the one note I keep coming back to. Everything else (countertops, punch list, the shelving
debate) links from here. House: 1926 bungalow on Elliot Ave S, kitchen is the original footprint
(about 11' x 14') with a 1980s update that was falling apart. Nate and I have talked about doing this
since we bought the place, and in spring 2025 we finally had enough saved plus the HELOC.

## Why we're doing it

- Cabinets were particle board, two doors literally held on with painter's tape.
- Only one outlet on the counter wall, and the microwave + toaster tripped it every morning.
- The dishwasher was on the same circuit as the disposal (!!). As a pharmacist I live by checklists
  and this kitchen failed all of them.
- Floor was three layers of vinyl over rotten subfloor by the sink.
- We want a peninsula so Caleb can do homework while I cook, and so Juni can lie in her spot by the
  heat register without being underfoot.

## Budget

Target all-in: **$62,000** (contract + countertops + appliances + fixtures + 10% contingency).
Detail lives in `data/remodel-budget.csv`. Big rocks:

| Item | Amount | Status |
|---|---|---|
| North Loop Builders contract (NLB-25-0412) | $48,750 | signed 05/20/2025 |
| Countertops (Lakeside Stone & Surfaces) | see countertop note | ordered 07/08, changed 07/29 |
| Appliances (Midtown Appliance) | $6,840 | delivered 09/26, stored in garage |
| Fixtures, lights, hardware | ~$1,400 | mostly bought |
| Change orders | running total below | one disputed, now settled |

Deposit paid at signing: $14,625 (30%). Progress payments at rough-in, cabinets set, and substantial
completion, with the last 10% held until final inspection passes and we have lien waivers.

## Bids (April 2025)

We got three bids:

1. **North Loop Builders & Remodeling** - $48,750. Jake Brennan came out twice, measured
   everything, and actually asked where the dog sleeps. Their crew lead is Marco Delgado.
2. **Hiawatha Home Co.** - $44,900 but allowances were tiny ($1,500 for all lighting and plumbing
   fixtures) and they wanted 50% down.
3. **Stoneleaf Design-Build** - $57,300, beautiful portfolio, 14-week lead time before start.

We went with North Loop. Nate liked that Jake's bid broke out electrical and plumbing line by line.
I liked that their contract had a real change-order clause (written CO, signed by both parties,
before work starts). That clause ended up mattering a lot - see the CO section.

## Permit

City of Minneapolis residential remodel permit **BLDR-25-018842**, issued 06/02/2025. North Loop
pulled it (fee was included in the contract). The permit card has to stay posted in the front
window until the final. Scope on the permit: remove/replace cabinets, new 20A small-appliance
circuits, relocate sink 18" left, new vent hood ducted to exterior, drywall, flooring.

Inspections:

- Rough-in (electrical + plumbing): 08/19/2025. Inspector Gail Thorsen. One correction: missing
  nail plates on two studs where the new dishwasher/disposal lines run. Crew fixed same day.
- Re-inspection: 08/22/2025 - passed.
- Insulation/close-in: signed off 08/27 (exterior wall where the hood duct goes).
- Final: requested for **12/03/2025** (8:00-12:00 window). Someone has to be home; I swapped a
  shift so I can be here.

## Timeline (and how it slipped)

| Milestone | Original plan (May) | Revised (Aug) | Current (Nov) |
|---|---|---|---|
| Start / demo | 07/14 | 07/14 (done) | done |
| Rough-in inspection | early Aug | 08/19 (done) | done |
| Cabinets set | 08/25 | 09/15 | done 09/19 |
| Countertop template | 09/10 | 10/08 | done 10/08 |
| Countertop install | week of 09/22 | 10/29 | **11/18** |
| Substantial completion | 10/03 | 11/21 | **12/05** |

The original completion date in Mindy's welcome e-mail was 10/03/2025. It slipped first because I
changed the countertop color (Pewter Mist slabs were backordered), which pushed templating to 10/08
and install to 10/29, and Jake moved completion to 11/21. Then in late October Lakeside chipped the
peninsula piece at the miter and had to recut it, so install is now Tuesday 11/18 and Jake's current
completion date is **Friday 12/05/2025**. I am trying very hard not to be bitter about cooking on a
hot plate in the basement laundry room until December.

## Layout decisions

- **Sink** moves 18" left so it's centered on the window.
- **Peninsula** with seating for three on the dining-room side, 12" overhang.
- **Range** stays on the inside wall, new 30" hood ducted outside (the old one just recirculated).
- **Window wall uppers**: this one went back and forth. In June we decided on open shelving; on
  08/09 we reversed it and went with upper cabinets instead (grease, dust, and Juni's shedding -
  full reasoning in the shelving note). It became CO-2.
- **Pantry**: full-height pantry cabinet where the old broom closet was.

## Countertops

Short version: ordered Frost Drift quartz with an eased edge on 07/08, changed on 07/29 to Pewter
Mist with a mitered edge on the peninsula. Price went up, dates moved. Details, order numbers and
the revision are in the countertop note.

## Change orders

| CO | What | Amount | Status |
|---|---|---|---|
| CO-1 | Replace rotted subfloor under old sink (approx. 24 sq ft) | $780 | approved 07/16 |
| CO-2 | Upper cabinets on window wall instead of open shelves | $2,150 | approved 08/11 |
| CO-3 | Dishwasher circuit / GFCI, soffit drywall patch, extra dumpster haul | $1,865 | disputed 10/03 |
| CO-3R | Revised CO-3: GFCI relocation + drywall patch, dumpster waived | $900 | accepted 11/10 |

### CO-3 story

CO-3 showed up on 09/30 from Mindy Carlson (North Loop office) as a PDF-ish text attachment. Three
items. The dishwasher circuit was the one that made me see red: the contract scope clearly includes
new dedicated circuits for the dishwasher, microwave and disposal - that was one of the reasons we
were remodeling in the first place. The extra dumpster haul was because their crew scheduled the
swap badly, not because of anything we changed. The drywall patch where the old soffit came down was
fair; nobody could have known what was behind it.

I replied on 10/03 disputing the dishwasher line and the dumpster line and accepting the drywall
patch. Then I went straight to the source: I e-mailed Dmitri Volkov at Volt Brothers Electric (the
electrical sub) and asked whether the dishwasher circuit was in his rough-in price to North Loop.
He said yes, in writing, on 10/07. I forwarded that to Nate and quoted it in a follow-up to Jake.

Jake called me on 11/06 and then put it in writing on 11/07: they'd drop the dishwasher circuit
entirely, keep the GFCI relocation (which *was* a change - we moved the outlet for the pot filler
idea we later abandoned, fair enough), keep the drywall patch, and waive the dumpster. Revised
CO-3R = **$900**. I accepted it by e-mail on 11/10. Nate thinks I should have pushed on the GFCI too;
I think $515 for an electrician's trip plus a new box is reasonable and I'd rather keep the
relationship good for the last three weeks.

(For the record, I had drafted a complaint to the Department of Labor and Industry in my head at
about 2 a.m. on 10/04. Glad I didn't need it.)

## Contacts

- Jake Brennan - owner/PM, North Loop Builders - 612-555-0118 - jake@northloopbuilders.example
- Mindy Carlson - office/billing, North Loop - 612-555-0119
- Marco Delgado - crew lead on site
- Dmitri Volkov - Volt Brothers Electric (sub) - 612-555-0134
- Renee Fabian - Lakeside Stone & Surfaces sales - 763-555-0150
- City inspections line - 612-555-0101 (press 2 for residential)

## Living through it (notes to future me)

- The basement "kitchen": hot plate, microwave, electric kettle, the old fridge, and a folding table
  next to the laundry sink. Paper plates are not a moral failure.
- Juni hates the noise. On demo days she goes to Nate's mom's. On regular days she's fine in the
  bedroom with the white-noise machine.
- The crew starts at 7:30. I leave for Stonebridge at 6:30 on work days so I don't overlap, but on my
  days off Marco and I have a standing 7:30 Friday check-in (calendar has it as the weekly site
  meeting).
- Dust: the zip wall is good but not perfect. Every vent in the house needed a new filter in August.
- Keep every receipt. I put them in the "Reno receipts" folder in the hall closet AND photograph them.

## Open questions (as of mid-Nov)

- Backsplash tile: ordered (zellige-look ceramic, "Sea Salt" color, 38 sq ft), goes up after the
  countertops are in. Grout color still not decided - NOT bright white.
- Pendant lights over the peninsula: bought two, waiting on the electrician's last visit.
- Final punch list walk-through: planned for 12/04, the day after the final inspection.
- Lien waivers before the last payment - Jake says he'll send them with the final invoice.
- Nate wants to sell the old range on Marketplace; I want it gone before Thanksgiving.

## Things I'd do differently

1. Decide on finishes *before* signing. My countertop change cost us six weeks.
2. Ask every sub what's in their price, directly, at the start - not after a change order shows up.
3. Put the dog-care plan in writing with the crew (gate closed, no treats, she's on a diuretic and
   needs to go out a lot).
4. Budget for eating out. We blew past $600 in takeout in September alone.
5. Don't let a 2 a.m. brain write e-mails. Write them, sleep, then send.

## Log (short)

- 04/06 - started this note. Three contractors booked to come look.
- 04/28 - bids in. Leaning North Loop.
- 05/20 - contract signed, deposit paid.
- 06/02 - permit issued.
- 06/14 - decided open shelving on window wall (later reversed).
- 07/08 - countertop order placed (Frost Drift).
- 07/14 - demo day. Found the rotten subfloor within two hours.
- 07/16 - CO-1 approved.
- 07/29 - changed countertop to Pewter Mist / mitered.
- 08/09 - reversed: uppers, not open shelves.
- 08/11 - CO-2 approved.
- 08/19 - rough-in inspection, one correction.
- 08/22 - re-inspection passed.
- 09/19 - cabinets set. They're beautiful. I cried a little.
- 09/26 - appliances delivered to the garage.
- 09/30 - CO-3 arrives. Disputed 10/03.
- 10/07 - Dmitri confirms DW circuit was in his bid.
- 10/08 - countertop template.
- 11/07 - Jake's revised CO-3R and new dates (install 11/18, completion 12/05).
- 11/10 - accepted CO-3R.
"""

NOTES["notes/kitchen/countertop-order.md"] = """
---
title: Countertop order - Lakeside Stone & Surfaces
updated: 2025-11-08
tags: [kitchen, countertops]
---

# Countertops

Fabricator: **Lakeside Stone & Surfaces** (Fridley). Sales: Renee Fabian, 763-555-0150.
Order number **LSS-88213**, revised to **LSS-88213-B** after my change.

## Original order (07/08/2025)

| | |
|---|---|
| Material | Quartz, "Frost Drift" (white with soft gray veining) |
| Thickness | 3 cm |
| Edge | Eased |
| Area | ~58 sq ft (perimeter + peninsula) |
| Cutouts | undermount single-bowl sink, faucet + soap, no cooktop (range is slide-in) |
| Price | $4,180.00 |
| Template | 09/10 |
| Install | week of 09/22 (estimated) |

## Why I changed it

I stood in the showroom under their lights and Frost Drift looked great. Then I saw the sample at
home next to the cabinet door (Sage Mist painted shaker) and it read *cold* - bluish white, almost
hospital. I see enough hospital at work. Also Nate kept saying "it'll show every coffee ring".

## Revised order (07/29/2025 request, confirmed 07/30)

- Color: **Pewter Mist** (warm gray, matte/honed finish)
- Edge: eased on the perimeter, **mitered** (looks 6 cm thick) on the peninsula ends
- New price: **$4,620.00** (+$440 for the mitered edge and the different slab)
- Pewter Mist slabs were backordered to end of September, so template moved to **10/08** and install
  to 10/29.

## What actually happened after

- 10/08 template done (Renee's templater, Gus, was fast and careful about the dishwasher).
- Late Oct: the peninsula miter chipped at fabrication. Lakeside recut it at their cost.
- **Install is now Tuesday 11/18/2025**, 8 a.m. start (Jake confirmed in his 11/07 e-mail).
- Backsplash tile goes up after that, then final inspection 12/03.

## To do

- [x] Approve the drawing for the peninsula overhang (12")
- [x] Sink on site for templating
- [ ] Be home 11/18 to let the install crew in (Nate has it - I'm on shift)
- [ ] Ask Renee for the care sheet for honed quartz (sealer? no?)
"""

NOTES["notes/kitchen/design-ideas.md"] = """
---
title: Kitchen ideas board (just ideas!)
created: 2025-03-30
tags: [kitchen, ideas]
---

# Kitchen ideas - NOT decisions

Dumping ground for things I saw on Pinterest / at the Parade of Homes / in friends' kitchens.
Nothing here is decided; real decisions go in the overview.

## Ideas

- Open shelving on the window wall, walnut, with the good bowls on display (so pretty in photos)
- Pot filler over the range (probably overkill for a 30" range)
- Appliance garage for the toaster and coffee maker
- Drawer microwave in the peninsula
- Beadboard on the peninsula back
- Brushed brass or unlacquered brass hardware
- Zellige backsplash - handmade look, a little wobbly
- Under-cabinet lighting on a dimmer
- A dog feeding station built into the end of a base cabinet (Juni's bowls are always in the way)
- Plaster range hood
- Fluted glass on one upper cabinet

## Finishes I keep coming back to

- Matte or honed everything. I really dislike high-gloss surfaces - every fingerprint shows and it
  feels like a showroom, not a home.
- Warm grays, sage, cream. No stark white (work already looks like that).
- Soft-close everything.

## Things I don't want

- Glossy subway tile with bright white grout
- A giant island we'd have to walk around
- Anything that needs sealing every six months
"""

NOTES["notes/kitchen/shelving-decision.md"] = """
---
title: Window wall - open shelves vs upper cabinets
tags: [kitchen, decision]
---

# Window wall: open shelving vs uppers

## 06/14/2025 - decision: open shelving

Nate and I decided on two walnut open shelves on the window wall instead of upper cabinets.

Reasons at the time:
- Makes the small kitchen feel bigger, more light from the window
- Cheaper than uppers (by about $2k)
- Nate loves the look, I liked the idea of displaying his grandmother's bowls

## 08/09/2025 - REVERSED: upper cabinets

After living with the demo dust for four weeks and thinking harder about it, we reversed: **upper
cabinets** (matching Sage Mist shaker, 39" tall to the ceiling) on the window wall, no open shelves.

Why we changed our minds:
- Grease: the range is right next to that wall. Everything on an open shelf would get a film.
- Dust + dog hair: Juni sheds like it's her job. Open shelves = wiping bowls before every use.
- Storage: we lose the old broom closet to the pantry and need the space.
- Nate came around after I showed him the photos of his sister's open shelves up close.

Cost: became CO-2, $2,150, approved 08/11. Cabinets were re-ordered the same week (added about a
week to cabinet delivery).

Status: DONE - uppers installed 09/19.
"""

NOTES["notes/kitchen/punch-list.md"] = """
---
title: Kitchen punch list
updated: 2025-11-14
---

# Kitchen remodel - punch list & remaining items

Current dates (per Jake, 11/07): countertop install **Tue 11/18**, final inspection **Wed 12/03**
(8-12 window), substantial completion **Fri 12/05/2025**.

## Before countertop install (11/18)
- [x] Dishwasher slid in temporarily so templater could check clearances
- [x] Sink + faucet on site
- [ ] Clear the peninsula area of boxes (Nate)
- [ ] Juni to Nate's mom's for the day (saw noise)

## After install
- [ ] Backsplash tile (Sea Salt, 38 sq ft) - crew to set week of 11/24
- [ ] Pick grout color - warm white or light gray, NOT bright white
- [ ] Pendants over peninsula hung + dimmer
- [ ] Dishwasher final hookup, test run
- [ ] Hood vent test - make sure the exterior flap opens

## Paperwork / money
- [x] CO-3R signed ($900) - 11/10
- [ ] Final inspection 12/03 - someone home (me - shift swapped with Arjun)
- [ ] Lien waivers from Volt Brothers and Lakeside Stone **before** final payment (Jake said he'd send with final invoice)
- [ ] Final walk-through 12/04 with Jake and Marco
- [ ] Final payment (10% holdback) only after all of the above

## Small fixes spotted so far
- [ ] Pantry door rubs at the top hinge
- [ ] Touch-up paint on the pantry end panel (scuff from the ladder)
- [ ] Missing toe-kick under the sink base
- [x] Outlet cover plate on the peninsula end
"""


def build():
    return [write(p, t) for p, t in NOTES.items()]
