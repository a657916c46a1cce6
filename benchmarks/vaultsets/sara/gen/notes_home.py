NOTES = {}

NOTES["notes/home/garden-room-build.md"] = """---
title: Garden room build
created: 2025-01-12
updated: 2025-11-04
status: nearly finished – snagging
tags: [home, garden-room, build, decisions]
---

# Garden room build

The plan: a proper insulated room at the bottom of the garden, next to the hen run, that works as my study (reports, CPD, treasurer stuff, the dreaded accounts) and as Owen's marking room in term time. Somewhere that isn't the kitchen table. Long-term it's a spare room for Rhys when he comes home with friends – although not officially a bedroom, see below.

## The spec (as built)

- Footprint **4.2 m × 3.6 m** external, about 13 m² inside.
- Within 2 m of the back boundary, so under permitted development the whole thing has to be **no more than 2.5 m high**. Gareth designed it at 2.48 m to the top of the roof trim.
- Timber frame on a concrete slab, 100 mm PIR insulation in walls, floor and roof.
- Cladding: Siberian larch, left to silver.
- Roof: **EPDM rubber membrane** on a warm-deck ply roof, with a slight fall to the back and a gutter along the hen-run end.
- Doors: **two-pane sliding door**, anthracite grey outside / white inside, from Ripon Aluminium Systems (see the door saga below).
- One fixed side window facing the house so I can see the back door (and who's raiding the fridge).
- Electrics: armoured cable from the house consumer unit, its own small consumer unit in the room, six double sockets, two outside lights, data cable for a wired Ethernet point because the Wi-Fi from the house doesn't reach.
- Heating: a 1.5 kW electric panel heater on a thermostat; a small air-con unit is a "maybe later".
- Floor: LVT in a pale oak effect.

Not a bedroom, not used for sleeping: that's what keeps us outside building regulations (under 30 m², no sleeping accommodation, more than 1 m from the boundary on the other side). The electrics still need certifying under Part P, which is Kieran's job.

## People

| Who | What | Contact |
|---|---|---|
| Gareth Lumb (Lumb Design) | Drawings, PD check, door redraws ×3 | via e-mail |
| Steve Rushworth (Rushworth Build & Joinery) | Base, frame, cladding, roof, insulation, boarding | 07700 900512 |
| Kieran Doyle (Doyle Electrical) | Cable from house, first and second fix, certificate | 07700 900640 |
| Liam Stockdale (Ripon Aluminium Systems) | Sliding doors, survey and fitting | sales office |
| Trevor (Vale Glazing, Knaresborough) | Bi-folds – ORDER CANCELLED in June | – |
| Harrogate Floorstore | LVT supply & fit | – |

## Timeline

**January.** Gareth drew three options. We picked the simplest rectangle. He checked PD – fine, as long as we stay under 2.5 m because of the boundary.

**3 March – doors, first decision.** After weeks of back and forth we decided on **bi-fold doors**: three panes, anthracite/white, from Vale Glazing. Quote VG-4471, £4,860, and we paid a £500 deposit on 4 March. Owen's argument: in summer the whole end opens up and it feels like part of the garden. Mine: fine, whatever, just decide.

**7 April.** Steve started the groundworks. The old compost bays had to move, and the hens spent a week being deeply suspicious of the digger.

**Late April – May.** Slab cured, frame up in three days (Steve's lads are fast), larch cladding on. The roof: I'd had a fantasy about a sedum roof (bees! insulation! pretty!) but Steve pointed out that a sedum roof weighs a lot when it's wet, the frame would need beefing up, and with a 2.5 m height limit every extra centimetre of roof build-up comes out of the ceiling height. **EPDM it is.** Fitted 23 May.

**12 June – doors, decision REVERSED.** Owen and I stood inside the frame in the evening with a tape measure and masking tape on the slab to mark out where the furniture would go. Two things were obvious:
1. When a three-pane bi-fold is open, the stack of folded panels sits inside the room, and it sat exactly where my desk was going.
2. With three panes you get two chunky frames right across the view – and the main view is the hen run and the field beyond.
A two-pane slider has bigger glass, a slimmer meeting frame, doesn't take up any floor space, and it was about £900 cheaper.
So: **sliding doors, not bi-folds.** I rang Vale the next morning to cancel – Trevor was decent about it, the order hadn't gone to manufacture, and the £500 deposit came back on 30 June. We accepted Ripon Aluminium Systems' quote **RAS-2291, £3,940**, 6-week lead time. Liam came to survey on 20 June.

**July.** Windows and roof trims finished. Long gap while everyone went on holiday, including us.

**12 August.** Kieran did the first fix: armoured cable trenched from the house along the fence line, consumer unit, back boxes. Paid him £1,000 on account.

**16 September.** Sliding doors fitted by Liam and a colleague. (They had been booked for Tuesday 9 September but Ripon moved it a week because of a factory powder-coating backlog.) They glide beautifully.

**Late Sept – October.** Steve insulated and boarded the inside; plastered skim coat. Kieran did second fix on 24 October – sockets, lights, heater.

**3 November.** LVT floor fitted. It looks finished!

## Site meeting notes

**7 April (start of groundworks)** – Steve, his lad Connor, me. Marked the slab corners with pegs and string. Agreed:
- Slab 150 mm above the lawn so the threshold isn't a paddling pool in February.
- The compost bays move to the other side of the hen run (Connor did it in an afternoon; the hens supervised).
- Skip on the drive for a week – told the neighbours.
- Steve wants paying in stages: slab, frame, roof, inside. Fine.

**2 May (frame up)** – Steve, Gareth (on video call), me. The frame is bang on the drawing. Gareth checked the overall height with a laser: 2.46 m at the highest point before the roof build-up, so we have 20 mm to spare. Nobody breathe.

**23 May (roof)** – Steve laid the EPDM in one sheet on a dry, warm day. He insisted on a proper drip edge and an upstand at the back. The gutter along the hen-run end was an afterthought and you can tell (see snagging).

**20 June (door survey)** – Liam from Ripon Aluminium measured the opening twice, asked about the threshold height (we want it flush for wheeling the filing cabinet in) and said the frame was "unusually square for a garden room". Steve was smug for a week.

**12 August (cable run)** – Kieran trenched 24 m of armoured cable along the fence. Two hens escaped into the trench. Retrieved.

**24 October (second fix)** – all the sockets, two wall lights, the outside lights, and the heater. Kieran tested everything and said the certificate would follow "by the end of the month". It didn't.

## The hens and the build

The run is right next to the garden room, which was the point (I like watching them) but it made the build harder:
- During the groundworks the hens were shut in the run for a week – Marigold sulked, everyone else was fine.
- The digger was parked against the run fence overnight; we put a sheet over it so they didn't get spooked.
- Steve's radio (Radio 2, loudly) did nothing for egg production. Two eggs a day for the whole frame week.
- The gutter that now drips is on the run side, so it drips straight onto the run roof and into their dust-bath corner. Which is why it needs fixing before winter.

## Planning and building control – what Gareth checked

- **Permitted development (Class E, outbuildings):** single storey; not forward of the house; under 50% of the garden covered by outbuildings; within 2 m of a boundary so max 2.5 m overall height. ✔
- **Use:** "incidental to the enjoyment of the dwelling" – a study/office for us counts; a separate dwelling or a bedroom wouldn't. ✔
- **Building regulations:** under 30 m² internal, no sleeping accommodation, and built substantially of non-combustible material *or* more than 1 m from the boundary – we're more than 1 m from the side boundary. So exempt – except for the electrics (Part P), which Kieran notifies through his scheme.
- **No conservation area / no article 4 direction** on our road. Checked on the council map.
- Gareth wrote a one-page "PD compliance note" for our house file in case we sell. It's in the blue folder.



| Date | Decision | Status |
|---|---|---|
| Jan | Simple rectangle, 4.2 × 3.6 m, PD route | done |
| 3 Mar | Bi-fold doors from Vale Glazing | **REVERSED 12 Jun** |
| May | EPDM roof instead of sedum | done |
| 12 Jun | Two-pane sliding door from Ripon Aluminium Systems | done – fitted 16 Sep |
| Sept | LVT not engineered oak (hens, mud, boots) | done |
| Oct | Panel heater now, maybe air-con later | done |

## Lighting & heating – what I want

I've been very clear with Kieran about this:
- **Warm white only – 2700K.** Nothing "daylight" or "cool white". I spend all day under the cold-blue LEDs in the prep room and theatre and I do not want to come home to that.
- Everything dimmable.
- A wall light by the desk, not a big central pendant.
- No skylight – I know Gareth suggested one, but in a 2.5 m room it would have meant less insulation and I don't want rain drumming on glass above my head when I'm doing the accounts.
- Heating on a simple thermostat with a timer, nothing app-based.

## Money

See `data/garden-room-budget.csv`. Roughly £25k all in, which is about £4k over the original guess, mostly because of the cable run and the insulation upgrade.

## Snagging / outstanding (as of 4 Nov)

- [x] Doors fitted (16 Sep)
- [x] Second fix electrics (24 Oct)
- [x] Floor down (3 Nov)
- [ ] **Kieran: Electrical Installation Certificate (Part P notification)** – he said "end of October" on the 24th. Chased 4 Nov.
- [ ] **Steve: the gutter at the hen-run end drips onto the run roof** – the fall is wrong at the last joint. He's promised "next week" twice.
- [ ] Pay Steve the **£850 retention** – only once the gutter is fixed and the certificate is in.
- [ ] Kieran's second-fix balance (£850) – pay when the certificate arrives.
- [ ] Oil the larch? (Steve says don't, let it silver. I think he's right.)
- [ ] Blinds for the side window.
- [ ] Move the filing cabinet and the sailing club box files in.

## Things I'd do differently

- Do the tape-on-the-floor exercise **before** ordering doors.
- Get the electrician in at design stage; the cable route was an afterthought.
- Don't let anyone talk you into a colour called "anthracite". It's grey. It's fine.
"""

NOTES["notes/home/hens.md"] = """---
title: The hens
updated: 2025-11-04
tags: [home, hens]
---

# The hens

## Flock

| Name | Breed | Hatched | Notes |
|---|---|---|---|
| Marigold | Buff Orpington | 2021 | Boss. Goes broody every June. |
| Pepper | Speckledy | 2022 | **Died 2 June 2025** – egg peritonitis. PTS at home. |
| Dot | Black Copper Maran | 2022 | Dark brown eggs. Nervous. |
| Hattie | Light Sussex | 2023 | Friendliest. Follows Owen. |
| Agnes | ex-commercial hybrid (rehomed) | 2023 | Bald when she came, now glossy. |
| Biscuit | Bluebelle | 2025 (POL) | Arrived 19 July 2025 from Nidderdale Poultry |
| Meringue | Bluebelle | 2025 (POL) | Arrived 19 July 2025 |

**Current flock: six** (since July).

## Routine

- Out at 7, in at dusk (auto door on the coop since 2024, set to sunset + 20 min).
- Feed: **layers pellets**, ad lib from the hanging feeder, plus mixed corn as a treat in the afternoon – a small handful each, not a bucket (Owen).
- Water: two drinkers; in winter swap to the heated base when it's below zero.
- Grit and oyster shell in the old dog bowl.
- Clean out the coop every Saturday; deep clean once a month with Poultry Shield. Diatomaceous earth in the nest boxes.
- Red mite check: torch at night, under the perches, every couple of weeks in summer.

## Feed supplier

- **Until August 2025:** Dalesway Country Store – collect a 20 kg bag of layers pellets myself (£15.80 by February, up from £14.20 last year). Awkward with the knee.
- **From August 2025: Farmgate Feeds** – monthly home delivery on the first Tuesday of the month, 3 × 20 kg layers pellets + 1 × mixed corn. £14.95 per bag of pellets, free delivery over £40. Customer account **FF-20831**. First delivery came 26 August. They leave it in the garage if we're out.

## Health log 2025

- **Feb** – red mite in the perch ends. Treated with Poultry Shield, repeated at 7 days.
- **2 June** – Pepper: egg peritonitis, put to sleep at home. Buried under the crab apple.
- **19 July** – Biscuit and Meringue (point-of-lay Bluebelles, £28 each) from Nidderdale Poultry. Quarantine in the dog crate + mini run for a week; integrated 27 July with minimal drama (Marigold pecked them twice and then ignored them).
- **Oct** – big moult for Marigold, Dot and Agnes. Egg numbers down to 1–2 a day.
- **Nov** – avian influenza housing measures expected for our area. Plan: netting over the whole run roof, tarp on the windward side, more hanging things to peck at so they don't get bored. Feed and water under cover.

## When we're away

Jan Pearson next door does them (she has a key to the side gate). Instruction sheet in `docs/`. She won't take money, so it's a bottle of something and eggs forever.
"""
