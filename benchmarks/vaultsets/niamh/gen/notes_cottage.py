from common import write, dedent

OVERVIEW = dedent("""
---
title: Gortalassa cottage - renovation overview
created: 2025-07-02
updated: 2025-11-30
tags: [cottage, renovation, west-cork, lime, budget]
status: living document
---

# Gortalassa cottage - the big picture

This is the "one page" (ha) for the cottage. Everything else hangs off it: the septic note, the
stove note, the planning note, the weekend job lists. If I only have ten minutes on the phone in
the car park before a shift, this is the one to read.

## The place

- **Where:** townland of Gortalassa, about 6 km west of Leap, twenty minutes from Skibbereen.
  Eircode P81 WX47. Last 400 m is a boreen with grass up the middle, so no articulated lorries:
  deliveries come on a rigid truck or get dropped at the cross and brought up on a trailer.
- **What:** three-bay single-storey stone cottage, probably 1880s, rubble walls about 600 mm thick,
  laid in lime mortar. Loft over the west room reached by a ladder. A lean-to at the back with a
  corrugated roof that is more rust than roof. Small haggard, a turf shed with no door, and a
  field behind (about a third of an acre) that came with it.
- **Bought:** June 2025, sale closed 19 June. Survey done in August (Finbarr Coughlan, the building
  surveyor Pádraig recommended - his report is in the cottage folder on the laptop).
- **Services:** group water scheme connection (Gortalassa GWS, €160 a year), ESB supply is old but
  live, no broadband yet (mobile data works at the gable if you stand on the wall, which I do not
  recommend). Waste water goes to an old tank in the field - see `septic-tank.md`.

Nobody lived in it from about 2011. Before that it was Nell Hurley's, and her nephew sold it to me.
The neighbours (the Collinses up the hill) have been great - Jim Collins has a key to the gate for
when the builders need in and I'm on nights.

## Why we bought it (so I remember when I'm cursing it)

Dad's mother was from near Union Hall and he talks about West Cork summers more than anything
else these days. I wanted somewhere that isn't the ward and isn't the city, where Oisín can be
outside, where I can swim off the rocks in summer, and where I might retire in twenty years. I also
wanted to do it *properly*: lime, slate, timber, no shortcuts that trap damp in a 140-year-old
wall. The house in Ballinlough is grand and paid down enough that the cottage is doable with the
credit union loan plus savings, as long as I'm disciplined about phases.

## Condition survey (Aug 2025) - the short version

| Element | Condition | Priority |
|---|---|---|
| Roof (main) | natural slate, ~30% slipped or broken, some nail sickness, ridge loose | 1 - before winter |
| Roof (lean-to) | corrugated + a few old asbestos-cement sheets | 1 - remove safely |
| Walls | sound, but cement render on the south face is trapping damp | 2 |
| Chimney | stack sound, flue unlined, pot cracked | 2 (before any stove) |
| Windows | rotten 1970s casements, single glazed | 3 |
| Floors | concrete slab in kitchen (1970s), earth/timber in west room | 3 |
| Electrics | 1980s, no RCD, round-pin sockets in the loft (!) | 2 |
| Waste water | old tank, condition unknown at survey | 1 - investigate |
| Water | GWS supply fine, pipes in the press under the sink are lead - replace | 2 |

## The phases

| Phase | Work | Who | When | Status |
|---|---|---|---|---|
| 1 | Roof re-slate, new ridge, lean-to roof off, gutters | Twomey & Hegarty | Oct 2025 - Jan 2026 | in progress |
| 2 | Hack off cement render, lime render + limewash | Twomey & Hegarty | spring 2026 (dry weather) | waiting |
| 3 | Electrics - rewire, new board, RCDs | Mossie Hurley | after roof | quoted |
| 4 | Heating - chimney liner + stove | Hearth & Home Stoves, Bandon (Declan Kingston) | install Sat 6 Dec 2025 | booked, deposit paid |
| 5 | Floors - kitchen and west room | Twomey & Hegarty + me | spring 2026 | decided (see below) |
| 6 | Windows and front door | joiner tbc | summer 2026 | saving for it |
| 7 | Waste water | Carbery Wastewater Services | after grant, c. May 2026 | decided (see below) |
| 8 | Rear utility / porch | tbc | 2027? | pre-planning clinic booked for early December |

I keep wanting to start Phase 6 because windows are the fun part. No. Roof, walls, services, then
the pretty things.

## Roof

Pádraig's quote (Q-TH-2518) covers stripping the main roof, keeping every good slate, making up
the shortfall with reclaimed Bangor blue from Carbery Reclamation in Rosscarbery (he reckons we need
about 350 extra), new battens and breathable membrane, lead flashings round the chimney, a new
clay ridge bedded in lime, and taking the lean-to roof off completely. The asbestos-cement sheets
go with a licensed contractor he uses - that's a separate line. New cast-iron-look aluminium
gutters (I wanted cast iron; the price difference was silly and nobody will know from the road).

Things I've insisted on:
- No concrete tiles, no fibre-cement "slates". Natural slate only, reused where possible.
- Ridge bedded in lime mortar, not sand-cement.
- Keep the little stone corbels under the eaves - they're the nicest detail on the house.

## Walls and lime

The south face has a 1970s cement render that's cracked and holding water. Inside, that wall is
black with damp up to about a metre. The plan is:

1. Hack off the cement render (carefully - the stone behind may be loose).
2. Let the wall dry for a few weeks if we can get a dry spell.
3. Three-coat lime render, NHL 3.5 for the scratch and float coats, a softer finish.
4. Limewash, a few coats, warm white with a touch of ochre (I want it to look like the old photos,
   not like a new bungalow).

Inside, I'd like lime plaster on the damp walls and to leave the stone exposed in the west room
gable. No gypsum skim on external walls, ever. No vinyl paint. No plastic anything that stops the
wall breathing.

## Windows and doors - what I want

I know exactly what I want here, which is dangerous:

- **Timber** sash windows on the front, proper box sashes, single or slim double glazed. **No uPVC.**
  I don't care what anyone says about maintenance - uPVC on a stone cottage looks like a hat on a
  horse and the frames are too chunky for these openings.
- Painted, not stained. Colour: a soft sage green for the frames and a darker green or near-black
  for the front door. I've a tester pot of "Sceilg sage" that I keep putting on the shed door.
- The back windows can be simpler timber casements.
- Half-door at the back if the joiner can do one. Oisín thinks this is hilarious.
- Keep the deep window reveals and put timber window boards on them - that's where the cat
  (hypothetical, future) will sit.

## Floors

I went back and forth on this for weeks (the options are in `floor-ideas.md`). On 9 November I
finally decided: the 1970s concrete comes up, and the kitchen and the west room get **reclaimed
flagstones laid on a limecrete slab** - insulated with glapor/foamed glass or similar, no plastic
damp-proof membrane, so the floor can breathe with the walls. Pádraig is happy to do it and knows a
fella who's done three of them. The flags will come from the same reclamation yard as the slates
if they have enough of a match; otherwise Liscannor-type new stone. Loft stays timber.

## Heating

One stove in the main room, multi-fuel so I can burn turf and wood. The chimney needs a liner
first (flue is unlined and the pot is cracked). Hearth & Home in Bandon (Declan Kingston) quoted
in October for the Ardent 5 Eco with a stainless liner, register plate and cowl, and the install
is pencilled for Saturday 6 December. Deposit paid. I'd love it in for Christmas so the walls get
some heat over the winter.

Later, maybe: a small heat pump when the fabric is sorted. Not now.

## Waste water

Carbery Wastewater Services did the site assessment in October. The old tank is in bad shape and
there is no proper percolation area. On 20 November I said yes to their recommendation: a
**packaged wastewater treatment system with a soil polishing filter**. It has to wait for the
council grant to be approved before anything is dug. All the detail (and the figures) is in
`septic-tank.md`.

## Planning

The rear utility/porch is the only thing that might need permission. I've booked a pre-planning
clinic with the council for early December to ask. Windows and re-roofing like-for-like don't
need anything, as far as I can tell, but I'll ask about rooflights too.

## Money

| Source | Amount | Note |
|---|---|---|
| Savings (cottage account) | €15,000 | after the purchase costs |
| Credit union home improvement loan | €20,000 | approved end of Oct, 5 years |
| Septic grant (council) | up to 85% of the system, capped | only after approval - don't count it yet |
| Dad's contribution | €0 | he keeps offering, I keep saying no |

Running totals are in `data/cottage-budget.csv`. Rule: nothing gets booked that isn't in the CSV.

## People

| Who | What | How to reach |
|---|---|---|
| Pádraig Twomey | builder (Twomey & Hegarty) | 087 555 0143 |
| Mossie Hurley | electrician | 086 555 0178 |
| Declan Kingston | stove + liner (Hearth & Home Stoves, Bandon) | 023 555 0119 |
| Carbery Wastewater Services | septic assessment + system | office 028 555 0150 |
| Finbarr Coughlan | building surveyor | via Pádraig |
| Jim Collins | neighbour, has the gate key | 087 555 0166 |
| Cork County Council (West Cork) | planning | pre-planning clinic |

## Rules for myself

- Breathable materials only on the old fabric. If in doubt, lime.
- Get three prices for anything over €2,000 (except where Pádraig's already on site and it's daft).
- Photos of everything before it's covered up.
- No decisions after a night shift. Sleep on it, then decide.
- Keep the old things that make it itself: corbels, reveals, the hearth stone, the iron crane in the
  fireplace, the little window in the loft gable.

## Open questions

- Can the stone in the west room gable be left exposed or will it dust forever?
- Do we keep the turf shed roofless as a sort of courtyard? (Oisín says yes, "for vibes".)
- How much of the field do I want to give up to the polishing filter?
- Where does the oil tank go if I ever need one (hopefully never)?
""")

STOVE = dedent("""
---
title: Stove and flue
created: 2025-10-14
updated: 2026-03-02
tags: [cottage, stove, heating]
---

# Stove and flue

## What I want
- One multi-fuel stove in the main room, about 5 kW - the room is small and the walls are thick,
  anything bigger and we'd be sitting in our shirts in January.
- It has to burn **turf and wood**. Turf from Jim Collins's bank, ash and some sally from the
  ditch once it's seasoned.
- Matte black, plain, no glossy enamel, no fake "Victorian" scrolls. A big glass window so you can
  see the flames - that's half the point.
- Model: the **Ardent 5 Eco** (Ecodesign-ready, 5 kW nominal, top or rear flue). Stainless 316
  liner, register plate, cowl, and a proper commissioning certificate for the insurance.

## History (because this has been a saga)

| Date | What happened |
|---|---|
| 14 Oct 2025 | Quote from Hearth & Home Stoves, Bandon (Declan Kingston), HH-1193, €3,850 incl. liner. |
| 16 Oct 2025 | Paid €500 deposit. Install pencilled for Sat 6 Dec. |
| 4 Dec 2025 | Declan: liner on backorder, can't do the 6th, "earliest the week of 13 April". |
| 9 Jan 2026 | Cancelled with Hearth & Home. Not waiting till April with a cold wet house. |
| 12 Jan 2026 | Declan refunded the €500 deposit in full - fair play to him. |
| 14 Jan 2026 | New quote: **Ember West Stoves, Clonakilty** (Tomás Ó Súilleabháin), EW-0262, **€4,120** incl. VAT, same stove. Booked. |
| 2 Mar 2026 | Tomás confirmed: install **Saturday 14 March 2026, 8:30am**. |

So: the installer is now **Ember West** (Tomás). Hearth & Home is finished with - if the old quote
turns up anywhere, ignore it.

## Why Ember West
- Tomás came out to look at the chimney the same week I rang (a Sunday, no less).
- He carries liners in stock.
- €270 more than the old quote but includes the cowl and a smoke test before and after.
- His sister is a nurse in the Bons, which means nothing but I liked him.

## Before the day
- [ ] buy a CO alarm for the main room (mains or 10-year sealed battery)
- [ ] clear the room - everything out of the press beside the chimney
- [ ] kindling + a few bags of seasoned ash for the first fires (not the damp stuff in the shed)
- [ ] check with Pádraig that he's on for what Tomás needs

## Running in
Small fires for the first few days so the paint cures (it'll smell). Keep the door open a crack
the first time. Don't burn the old painted skirting boards. Never burn the pallet wood.
""")

SEPTIC = dedent("""
---
title: Septic tank / waste water
created: 2025-10-08
updated: 2026-01-18
tags: [cottage, septic, grant]
---

# Septic tank - Gortalassa

## What's there now
An old single-chamber tank in the field behind the turf shed, concrete block walls rendered
inside, a cast concrete lid that is cracked right across. Probably 1960s. The outlet goes to a
stone-filled soak pit that runs, as far as anyone can tell, into the ditch. No percolation area
worth the name. It smells in warm weather. This is not something I can leave, especially with
the stream at the bottom of the field.

## Site assessment
- Booked with **Carbery Wastewater Services**. Engineer: **Orla Crowley**.
- Wed 22 Oct 2025: trial hole (she dug to 2.1 m with Jim Collins's digger and driver) and the
  percolation test holes. She came back the next morning to take the readings.
- Report came on 30 Oct - the figures are in her e-mail (PDF summary attached as text). Short
  version: the ground is slow-ish and the water table is high in winter, so a conventional tank
  and percolation area isn't suitable. A plain new tank wouldn't pass.

## Options she laid out
1. Conventional septic tank + percolation area - **not suitable** on this site.
2. Packaged wastewater treatment system + soil polishing filter - recommended.
3. Packaged system + raised sand polishing filter - fallback if the ground gets worse, dearer.

## Decision (20 Nov 2025)
Going with option 2: a **packaged wastewater treatment system (BioClear 6PE) with a soil polishing
filter** of about 60 m² in the lower corner of the field. Carbery's price is €11,900 incl. VAT
(system, install, polishing filter, commissioning, first service). Rang Orla to accept and then put
it in writing.

## Grant
The council's septic grant can cover a big part of it but you **must apply and be approved before
any works start**, otherwise you get nothing. Pádraig forwarded me the council info. The forms
want: the site assessment report, Orla's quote, proof of ownership, and an LPT/property number.

- [x] site assessment (22 Oct)
- [x] accept Carbery's recommendation (20 Nov)
- [ ] fill in the grant application and post it (have the form printed, it's in the cottage folder)
- [ ] ring Carbery once the grant is approved to get a start date (they said May is realistic)
- [ ] mark out the polishing filter area with Pádraig so the digger doesn't go near the ditch

## Notes to self
- Desludging the old tank before it's decommissioned: Carbery do it as part of the job.
- The new unit needs electricity (a small blower) - tell Mossie when he's doing the rewire.
- Annual service contract after the first year: about €180.
""")

PLANNING = dedent("""
---
title: Planning query - rear utility/porch
created: 2025-11-18
updated: 2025-12-03
tags: [cottage, planning, council]
---

# Planning query - Gortalassa

## The question
Can I put a small single-storey utility/porch on the back of the cottage (about 16 m², where the
rusty lean-to is now) without planning permission? And what about two rooflights on the roof?

## Pre-planning clinic
- Booked through the council's online form; reference **PPC-W-25-0412**.
- **Tuesday 2 December 2025, 11:20**, 20-minute slot, Cork County Council West Cork Divisional
  Office, Skibbereen (ground floor meeting room - sign in at the desk).
- Planner: **Aoife Brennan**.
- Brought: the survey drawings, photos of the lean-to, a sketch of the porch, the site map.
- Had to swap a day shift with Laura to make it. Owe her one.

## What Aoife said (notes scribbled in the car after)
- A rear extension of 16 m² to a house is **exempted development** as long as it's at the back,
  under 40 m² in total of extensions, single storey, not higher than the house, and I keep at
  least 25 m² of private open space behind. All fine here.
- The cottage is inside a **scenic landscape designation**, so anything that changes how the front
  looks from the road is a different story. Rooflights on the **front** slope would need
  permission. Rooflights on the **rear** slope are fine.
- Re-roofing like for like and replacing windows with timber in the same openings: no planning.
- The new waste water system doesn't need planning on its own for an existing house, but it has
  to be designed to the EPA code of practice (Carbery's report covers that) and the grant people
  will check.
- She suggested an exempted development declaration (Section 5) only if I'm planning to sell or
  need certainty for a mortgage. I'm not, so no.

## So
- Porch/utility: go ahead whenever there's money (2027 realistically).
- Rooflights: rear slope only. Told Pádraig.
- Front: leave it alone apart from the windows and the door.
""")

FLOOR_IDEAS = dedent("""
---
title: Floor ideas (kitchen + west room)
created: 2025-10-19
tags: [cottage, floors, ideas]
---

# Floor ideas - just brainstorming, nothing decided

Thinking out loud after a long weekend at the cottage. Jotting options so I stop going round in
circles at 3am on nights.

## The problem
- Kitchen has a 1970s concrete slab, probably on no insulation, maybe on a plastic sheet. The walls
  at the base are wet. A slab like that pushes the moisture into the walls.
- West room has an earth floor with rotten boards over part of it.

## Options

| Option | Good | Bad | Rough € |
|---|---|---|---|
| Keep the slab, put down tiles | cheapest, fast | damp stays in the walls, cold | 2-3k |
| Polished concrete (new slab) | looks modern, easy to clean | not breathable, feels like a car park, wrong for the house | 5-7k |
| Pine boards on joists | warm, old-fashioned | needs ventilation underneath, mice | 4-6k |
| Terracotta tiles on lime | pretty | not very West Cork, cold-looking in the grey light | 5-6k |
| Flagstones on limecrete | right for the house, breathable, lasts forever | dear, heavy, slow | 7-9k |
| Cork tiles (ha) | Cork | no | - |

## Random other ideas (not for now)
- Underfloor heating pipes in the limecrete "for later"? Pádraig says pointless without a heat pump.
- A hot tub made from an old whiskey barrel at the back. Oisín's idea. Absolutely not. Maybe.
- Solar panels on the lean-to roof - but the lean-to is coming off.
- A little reading nook in the loft with a window to the sea (there's a glimpse of the sea from the
  loft if you lean).
- Rainwater butt for the garden.

Need to talk to Pádraig and look at costs again before deciding anything.
""")

WEEKEND = dedent("""
# Cottage - weekend jobs (rolling list)

_Last tidied: 1 March 2026_

## Done
- [x] clear out the press under the stairs (two bags of Nell's old newspapers - 1987!)
- [x] photos of every wall before the render comes off
- [x] measure all the windows for the joiner (sheet in the cottage folder)
- [x] meet the septic engineer for the site assessment
- [x] strim the boreen so the builders' van doesn't get scratched
- [x] take the old range door to the scrap man (he said he never recieved the last lot - he did)
- [x] label the fuse board (what there is of it)

## Still to do
- [ ] buy a **CO alarm** for the main room before the stove goes in - the installer won't commission
  without one
- [ ] send the credit union copies of the invoices/receipts (roof stage payment + stove) - they want
  them by the end of March
- [ ] septic grant form - fill in, copy, post (registered)
- [ ] order two bags of kindling + a pallet of seasoned ash (NOT from the fella on the Clon road, his
  was wet)
- [ ] limewash tester on the gable, three different mixes
- [ ] get the chimney crane cleaned up and oiled
- [ ] find out about a skip for when the kitchen slab comes up
- [ ] clear brambles from the lower corner of the field (filter area)
- [ ] new lock for the turf shed (the spare key for the gate is with Jim Collins)
""")


def build():
    write("notes/cottage/renovation-overview.md", OVERVIEW)
    write("notes/cottage/stove-and-flue.md", STOVE)
    write("notes/cottage/septic-tank.md", SEPTIC)
    write("notes/cottage/planning-query.md", PLANNING)
    write("notes/cottage/floor-ideas.md", FLOOR_IDEAS)
    write("notes/cottage/weekend-jobs.md", WEEKEND)
