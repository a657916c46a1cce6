from lib import write

APIARY_LOG = """---
title: Apiary log 2025
apiary: Carr Moor Allotments, plot 22B
tags: [bees, inspections, log]
updated: 2025-12-13
---

# Apiary log 2025 – Carr Moor, plot 22B

Four colonies by the end of the season (three going into spring). All Nationals on the hive stands along the
hawthorn hedge in the NE corner of the plot, entrances facing the hedge so flight lines go up and over and
not across the path (committee rule after the 2023 "incident" with the Dunmores' grandson).

| Colony | Kit | Queen | Mark | Temper | Notes |
|---|---|---|---|---|---|
| Curie | National, brood and a half | 2024, bought-in nuc (Wharfedale) | green | calm, good on the comb | strongest colony, best spring crop |
| Franklin | National 14x12 | 2023 queen until 24 May → new queen 2025 | red → blue | "followers" in summer | swarmed 24 May |
| Hodgkin | National, brood and a half | 2024 supersedure | green (re-marked in June) | very calm | light in March, caught up |
| Lonsdale | poly nuc → National (19 Jul) | 2023 queen that left Franklin with the swarm | red | calm | new colony from the swarm |

Abbreviations I use: BIAS = brood in all stages, QC = queen cell, QS = queen seen, FoB = frames of bees,
OSR = oilseed rape, S = super.

---

## March

**Sat 15 Mar** – 11°C, sunny, no wind. Hefting only, no frames out. Curie and Franklin heavy. Hodgkin
worryingly light – put a 1 kg block of fondant on over the crownboard hole. Bees flying from all three,
pollen going in (grey-green, probably willow or snowdrop). Mouse guards still on.

**Sat 29 Mar** – 13°C. Quick look, no inspection. Hodgkin has eaten half the fondant. Took mouse guards
off Curie and Franklin; left Hodgkin's on another fortnight. Cleaned the spare floor with the blowtorch.

## April

**Sat 5 Apr** – first proper inspection, 16°C, light breeze.
- Curie: QS, BIAS on 6 frames, lots of drone brood at the edges. Plenty of stores. Calm. 9 FoB.
- Franklin: QS (red dot very faded), BIAS on 5 frames. 8 FoB. A bit runny but fine.
- Hodgkin: eggs seen, QNS, brood on 3 frames only. 5 FoB. Still had fondant left – took it off.
Swapped the oldest, darkest frames in Curie to the outside to go out at the next change.

**Sat 12 Apr** – OSR in flower in the big field beyond the railway. Supered Curie and Franklin (one super
each, drawn comb from last year). Hodgkin: 6 FoB, better. Gate keypad very sticky – see daily note.

**Sat 19 Apr** – 14°C, windy, short look at Curie only: super already being drawn and filled at the top
bars. Put a second super on. Dandelions everywhere on the plot paths.

**Sat 26 Apr** – Franklin: play cups along the bottom bars of 2 frames, nothing in them. Added a super
for space. Hodgkin: QS, BIAS on 5 frames. Curie: 2 supers, top one half full of OSR. Remember OSR sets
rock hard in the comb if left – take it off quickly once capped.

## May

**Sat 3 May** – the nervous one. Franklin had **3 charged QCs** (larvae in royal jelly) on frames 4 and 7.
Queen seen. Talked it through with ChatGPT that evening (artificial swarm vs. nuc split). Plan: Pagden
artificial swarm next Saturday, need the spare floor/brood box/roof ready. Knocked the QCs down as a stop
gap – which everyone says doesn't work. We'll see.
- Curie: 2 supers, bottom one capped. Lovely.
- Hodgkin: fine, 7 FoB. Added a super.

**Sat 10 May** – rain. No inspection. Bought a spare crownboard at the association's equipment sale.

**Sat 17 May** – took off the OSR supers from Curie (2) and Franklin (1) with clearer boards on Thursday
evening. Franklin: two new sealed QCs I must have missed + 1 open. Did NOT have time for the artificial
swarm because of the extraction – big mistake, as it turned out. Extracted Sunday (see daily note
18 May for weights and the set honey).

**Sat 24 May** – Franklin swarmed at about 1pm while I was on the plot. Huge roar, the air full of bees,
and then they went over the hedge and settled in the plum tree in the front garden of no. 41 Carr Moor
Lane, about 2.5 m up, a big bunch the size of a rugby ball. Mrs Haworth came out and was lovely about it.
Collected into the skep with a sheet and the step ladder, walked them in up a board into the poly nuc
that evening. Saw the red-marked queen go in! So the old queen is in the nuc. New colony named
**Lonsdale** (Kathleen Lonsdale, X-ray crystallography, benzene ring – obviously).
Franklin: left one good open QC, knocked the rest down so it doesn't throw casts.

**Sat 31 May** – Lonsdale: drawing foundation fast, eggs on 2 frames already. Fed 1:1 syrup. Franklin: not
opened (leave the virgin alone). Curie: one super, filling with hawthorn and whatever else.

## June

**Sat 7 Jun** – Franklin: no eggs yet, polished cells in the middle of the box. Patience. Lonsdale: 5
frames drawn, eggs and larvae, moved into a 6-frame + added 1.

**Sat 14 Jun** – no inspection (Wetherby festival with the girls).

**Sat 21 Jun** – Franklin: **new queen laying**, nice solid pattern on 3 frames. Marked her blue (2025) –
first time I've marked a queen without gloves sticking to everything. Hodgkin re-marked green, paint had
worn off. Lonsdale: 6 FoB, needs a full box soon.

**Sat 28 Jun** – hot, 26°C. Everyone grumpy. Curie on 2 supers again (lime starting). Hodgkin 1 super.
Franklin calmer already. Got stung twice through the veil mesh where it rubs on my ear.

## July

**Tue 1 Jul** – evening visit to feed Lonsdale. New gate code 2958 works (old one dead since this morning
as promised in the committee email). Changed the note on my phone.

**Sat 5 Jul** – lime flow on. Curie 2 supers very heavy, Franklin 1 super, Hodgkin 1 super. All QS except
Hodgkin (eggs seen, fine).

**Sat 19 Jul** – moved Lonsdale from the poly nuc into a full National brood box with 5 new frames of
foundation. Fed 2:1 to help draw. Bramble flowering along the railway fence.

**Sat 26 Jul** – wrote up the varroa plan (varroa-plan.md) after Moira's email on the association list.
Sugar roll on Franklin: 4 mites per 300 bees. Curie: 6. Hodgkin: 3. Lonsdale: 2. Need to treat.

## August

**Sun 3 Aug** – supers off (clearer boards on Friday). Extracted at home in the kitchen with Anwen and a
very sticky Tobi "helping". **Summer crop: 31 kg** (lime, bramble, a bit of clover – lovely pale amber).
Settled for a few days in the bucket, jarred into 340g hex from the new Calder Glass batch. Lot code
**CM25-02**. Kept 8 good capped frames back and froze them (cut comb experiment?).

**Sat 9 Aug** – Apiguard tray 1 on all four colonies (eke on top of the brood box, tray on the top bars).
21°C, perfect. Entrances reduced for wasps. Tray 2 due 23 Aug.

**Sat 23 Aug** – Apiguard tray 2 on. Tray 1 mostly gone in Curie and Franklin, half left in Hodgkin.
Wasps hammering Lonsdale – reduced to one bee-space.

## September

**Sat 6 Sep** – Apiguard trays out. Mite drop on the inserts over the 4 weeks in mite-counts-2025.csv.
Curie had the most by far. Started feeding 2:1 syrup (rapid feeders, 8 L each over 2 weeks).

**Sat 20 Sep** – last full inspection. Everyone QS or eggs seen. Curie 8 frames of stores, Franklin 7,
Hodgkin 6, Lonsdale 5 (will need fondant early). Ivy starting on the railway bridge.

## October

**Sat 11 Oct** – honey show in the morning (2nd in "light honey" with a CM25-02 jar!). Plot in the
afternoon: bees all over the ivy. Heavy hives.

**Sat 18 Oct** – mouse guards on all four. Strapped the hives down for winter (last year's storm).

## November

**Sat 22 Nov** – fondant on all four (2.5 kg block each, Lonsdale first, it was light). Cold, 6°C.
Only the odd bee out.

## December

**Sat 13 Dec** – hefting. All OK. Lonsdale lightest, fondant half gone – put a second block on. Treatment
date confirmed for after Christmas (see bees calendar). Woodpecker damage on nothing yet, fingers crossed.

---

## To do (winter)

- [x] Mouse guards on (18 Oct)
- [x] Fondant on all four (22 Nov)
- [x] Api-Bioxal bought (Beecraft, Nov)
- [ ] Register Lonsdale on BeeBase – the apiary record still only lists 3 colonies
- [ ] Paint the spare brood box and the nuc
- [ ] Clean and wax the Franklin 14x12 frames for spring
- [ ] Decide: requeen Curie next year? (she'll be 2 in 2026, but she's brilliant)

## End-of-season notes

Good year overall despite loosing the Franklin swarm. Lessons:

1. When there are charged queen cells, act THAT weekend. "Next Saturday" is too late in May.
2. OSR supers off as soon as they're capped. Don't let extraction clash with inspections – do the extraction
   on the Sunday and still look in the boxes on the Saturday.
3. Sugar roll every month June–September, not just July.
4. Label the supers per colony so I know where the honey came from.
5. The hedge position is great for flight lines but the back of the hives is hard to get at – move Hodgkin's
   stand 30 cm forward in spring.

Equipment wants for 2026: a second set of clearer boards, a proper uncapping tray, two more National
brood boxes, a new smoker (the old one leaks smoke from the hinge), and another poly nuc for splits.
"""

VARROA_PLAN = """---
title: Varroa plan 2025-26
tags: [bees, varroa, treatment]
created: 2025-07-26
---

# Varroa plan 2025/26

## What the association said

Moira (NLBKA education officer) on the members' list, 22 Jul: get the summer treatment on **as soon as the
honey supers come off**, and aim to have it on **by about 20 August**. The winter bees are reared from late
August into October, and they need to grow up in a colony that's already low in mites – treating in late
September protects the summer bees, who'll be dead by November anyway. Thymol products need daytime temps
above 15°C to work, so August is better than September for those too.

She also said two members in Alwoodley found Apivar hardly touched the mite drop this year – if you used
Apivar last year, rotate to something else.

## Sugar roll results (26 Jul)

| Colony | Mites / ~300 bees | % |
|---|---|---|
| Curie | 6 | 2% |
| Franklin | 4 | 1.3% |
| Hodgkin | 3 | 1% |
| Lonsdale | 2 | 0.7% |

Curie over 1%, Franklin borderline. Treat all four at the same time so they don't re-infest each other.

## Decision

**Summer: Apiguard (thymol gel), not Apivar.**
- I used Apivar strips in Aug 2024, so rotating, as per Moira.
- Supers off Sun 3 Aug → **tray 1 on Sat 9 Aug**, **tray 2 on Sat 23 Aug**, trays out Sat 6 Sep.
- Need an eke for each hive (have 3, make 1 more from the offcut in the shed).
- Reduce entrances while the trays are on; thymol upsets them and wasps take advantage.

**Winter: oxalic acid trickle (Api-Bioxal), Sun 28 Dec, late morning (~10:30).**
- Trickle, not vaporising: I don't own a vaporiser or the proper acid-gas respirator, and the allotment
  neighbours would not thank me for a cloud of oxalic.
- Needs the colonies broodless – after a cold spell in December is ideal.
- 5 ml per seam of bees, warm syrup mix, syringe. Max one treatment per winter.

## Not doing
- MAQS (formic) – too hot in August in the hedge corner, queen losses reported.
- Drone brood removal – fiddly, maybe next year on Curie as a monitor.

## Kit list
- [x] 4 x Apiguard (10-pack, shared with Ferhat on plot 19)
- [x] eke x 4
- [x] Api-Bioxal 35 g sachet
- [x] 50 ml syringe, measuring jug, thermometer
- [x] nitrile gloves + goggles for the OA
"""

SWARM_CALLS = """# Swarm calls 2025

I'm on the NLBKA swarm list for LS7 / LS8 (weekday evenings and weekends). Calls come through the
association's swarm co-ordinator, **Derek Whitlow** (07700 900418), who triages them from the BBKA
"swarm map" form and rings round whoever is nearest. Occasionally people find me directly because of the
honey sign at the farm shop.

Rules I've set myself: not above ladder height (3 m), not in chimneys/cavities, not bumblebees or wasps
(most calls are bumblebees), always ask for a photo first.

| Date | Via | Where | What | Outcome |
|---|---|---|---|---|
| Fri 2 May | Derek | bird box, Harehills Lane | tree bumblebees | not honey bees – told them to leave it, they'll be gone by July |
| Sat 17 May | Derek | hedge, Allerton Park (front garden) | prime swarm, about 3 kg | collected with a box + sheet, gave to Joss (new member, plot 7) |
| Mon 26 May | direct (saw farm shop sign) | bench, Potternewton Park | cast swarm, small | collected, united with Lonsdale via newspaper on 1 Jun |
| Thu 12 Jun | Derek | chimney, Mexborough Ave | honey bees in the chimney for 2+ years | not for me – referred to the pest-control list |
| Sun 29 Jun | Derek | wheelie bin, Chapel Allerton | wasps | no |

My own swarm (Franklin, 24 May) isn't on this list – it's in the apiary log.

Notes for next year:
- Keep the swarm kit in the car boot April–July (box, sheet, secateurs, bee suit, sugar spray, duct tape,
  a queen clip, ratchet strap).
- Derek likes a text back within 20 minutes or he moves on to the next person.
- Ask callers to put a sheet under if it's on a wall/fence and to keep kids and dogs in.
"""

HONEY_SALES = """---
title: Honey – sales, prices and jars
tags: [bees, honey, farm-shop]
updated: 2025-12-12
---

# Honey sales

## Who buys

- **Hollybank Farm Shop** (Eccup Moor Road). The buyer/manager is **Philippa Marsh** – she decides what the
  shop stocks and agrees prices; invoices go to accounts@hollybankfarm.example.co.uk. Pays 14 days.
- Staff room at school (honesty box, £7/jar, the prep room keeps the tin).
- Neighbours + allotment (direct, £7/jar).

## Wholesale price to Hollybank (340g jar)

| Period | Wholesale | Shop sells at |
|---|---|---|
| 2024 season – Sep 2025 | £5.20 | £7.95 |
| **from 1 Oct 2025** | **£5.60** | £8.50 |

Asked for the rise in September (jars, lids, labels and sugar all up). Philippa agreed on 2 Oct.

## Lots / batches 2025

| Lot | Honey | Jar | Notes |
|---|---|---|---|
| CM25-01 | spring, OSR, soft set | 340g hex | extracted 18 May |
| CM25-02 | summer, lime/bramble, runny | 340g hex | extracted 3 Aug |

## My rules (non-negotiable)

- Never warm honey above **40°C** – the set honey goes in the warming cabinet at 37°C for bottling and that's it.
- No blending with anything bought in, and one apiary only. Label says "Carr Moor, Leeds" and it means it.
- Glass jars only. No plastic tubs, even though the farm shop asked once.
- Filter through the double strainer only – no fine filtering, I want the pollen in.

## Jars and lids

- Up to May 2025: Pennine Apiary Supplies. The 63mm gold lug lids from their spring batch didn't seal
  (honey weeping round the rim on the shop shelf – embarrassing). They refunded the lids.
- **Switched to Calder Glass & Closures** in June 2025 – 340g hex + lids in one order, delivered on a pallet.

## Christmas 2025

Ideas list is in honey-product-ideas.md. **Decided (14 Sep): cut comb in 200g cassettes for Christmas**,
using the 8 frames I froze in August. Hollybank only, wholesale £6.80 per box. First 24 delivered 5 Dec.
"""

HONEY_IDEAS = """# Honey product ideas (just ideas – nothing decided)

Brain-dump after the honey show. Not committing to any of this yet.

- Rolled beeswax candles – cheap to make, nice at Christmas fairs. Wax from cappings is limited though.
- Beeswax food wraps – everyone's doing them, fabric + pine resin + jojoba. Could be a thing with Anwen?
- Lip balm – needs cosmetic safety assessment (CPSR) to sell. Probably not worth it.
- Chilli-infused honey – trendy, but infusions cause fermentation risk, and I don't want to heat anything.
- Cut comb (frozen frames from August) – maybe?
- Honey fudge – no, that's a food business with a kitchen inspection.
- Gift box: jar + dipper + candle – for the school Christmas fair?
- Mini 113g jars for wedding favours (colleague asked).
- Mead. Ha. One day.

Ask the farm shop which of these they'd even stock. Prices, margins, time – think before Christmas.
"""

ALLOTMENT_INFO = """CARR MOOR ALLOTMENTS – SITE INFO (my copy, typed up from the welcome pack)
Plot holder: Seun Adebayo-Clarke      Plot: 22B (half plot, NE corner by the hawthorn hedge)
Tenancy started: March 2022            Rent: GBP 46 per year, due 1 April

Site entrance: Carr Moor Lane, Leeds LS7 (green double gates opposite the bus stop)
Main gate keypad code: 4471  (press C first, then the code, then the key symbol)
Shed combination lock (my shed): 0915
Water: troughs at plots 6, 14 and 25. Hosepipes not allowed.
Toilet: composting loo by the car park, bring your own paper.

Committee contacts
  Secretary / lettings: Len Abbotsford
  Treasurer: Maureen Oduya
  Site rep (north side): Ferhat Demir (plot 19, also keeps bees)

Rules relevant to me
  - Beehives allowed with committee permission. Max 4 colonies per plot.
  - Hives at least 3 m from any shared path, entrances facing away from paths.
  - Beekeepers must hold BBKA (or equivalent) insurance and give the committee a copy.
  - Notify neighbouring plots before any major hive work (e.g. moving hives).
  - No bonfires between 1 April and 30 September.
  - Gates locked at all times, even when you're on site.

Notes to self
  - The keypad sticks in the cold. Push each button firmly.
  - Car parking: 6 spaces only, don't block the skip bay.
"""

LABEL_RULES = """HONEY LABEL – WHAT HAS TO BE ON IT (summary for myself, from the Food Standards guidance and the NLBKA
labelling workshop, Feb 2024)

1. The name: "Honey" (can add floral/regional origin if true, e.g. "Leeds Honey", "Summer Blossom Honey").
   "Set honey" / "Soft set" fine. "Raw" is not a legal term, avoid.
2. Net weight in grams, min 4 mm high for jars 50g-200g, 4 mm also for 340g and 454g in practice,
   with the e-mark only if using average weight system (I don't).
3. Name and address of the producer or packer in the UK: Seun Adebayo-Clarke, Carr Moor Apiary, Leeds.
   Postcode is enough for a small producer, plus a way to contact (e-mail is fine).
4. Country of origin: "Product of the UK" (or England).
5. Best before date: I use 2 years from jarring.
6. Lot number: my format is CM + year + two-digit batch, e.g. CM24-03. Same lot number on every jar from
   the same extraction. Keep a record of which supers went into which lot.
7. Cut comb: "Honey with comb" or "Comb honey", weight, same details as above.
8. Don't claim health benefits.

For the farm shop: they now need an EAN-13 barcode on everything (new tills from autumn 2025).
Barcodes bought from GS1 UK – check the cost for a small number of products.
"""


def build():
    write("notes/bees/apiary-log-2025.md", APIARY_LOG)
    write("notes/bees/varroa-plan.md", VARROA_PLAN)
    write("notes/bees/swarm-calls.md", SWARM_CALLS)
    write("notes/bees/honey-sales.md", HONEY_SALES)
    write("notes/bees/honey-product-ideas.md", HONEY_IDEAS)
    write("docs/allotment-site-info.txt", ALLOTMENT_INFO)
    write("docs/honey-label-rules.txt", LABEL_RULES)
