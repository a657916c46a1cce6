from lib import write_text

KITCHEN_OVERVIEW = """
---
title: Kitchen renovation – 2F1, 19 Lorne Brae
created: 2024-10-02
updated: 2025-10-05
tags: [kuchnia, flat, renovation, tenement]
status: in progress
---

# Kitchen renovation – overview

This is the master note for the kitchen. Smaller notes hang off it: [[spizarka-press-decyzja]] (the press saga),
[[flooring-options]] (the floor brainstorm) and the budget spreadsheet in `data/`. Callum keeps saying the
spreadsheet is the "single source of truth" but honestly this note is where the thinking happens.

## The room

- Flat 2F1, 19 Lorne Brae, Edinburgh EH6 5QZ – second floor, back of the building, 1890s tenement.
- Kitchen is roughly 3.1 m × 3.6 m, ceiling 3.05 m (!), one big sash window facing the back green.
- Chimney breast on the party wall, blocked up long ago. To the left of it there is the **press** – the
  original built-in cupboard, floor to ceiling, with a panelled door and three deep shelves.
- Old kitchen: 1990s beech-effect units, a gas hob that clicks five times before it lights, and a worktop that
  is swollen around the sink. The lino underneath is some awful brown pattern from the 80s with newspaper
  from 1971 under it (kept the page with the football results for Callum).
- Floorboards are pine, probably original, but there is a patched section where someone ran pipes in the 60s.
- Window sill is low – anything in front of it has to stay below ~88 cm.

Measurements I keep needing (so I stop going back with a tape measure):

| What | Size |
|---|---|
| Wall with window (back wall) | 3.10 m |
| Sink wall (left, long) | 3.60 m |
| Chimney breast projection | 42 cm |
| Press opening | 78 cm wide, 2.31 m high, 58 cm deep |
| Alcove right of chimney breast | 96 cm wide |
| Door to hall | 82 cm, opens inwards (annoying) |

## What I want (and what I don't)

I wrote this list in February when I was still arguing with myself and with the internet. Most of it still stands.

- **Colour**: deep green cabinets – dark, almost black-green, like an old wine bottle. I do NOT want a grey
  kitchen. Every flat we viewed in 2019 had a grey gloss kitchen and I promised myself never. Callum wanted
  "something neutral" for resale; we compromised on green cabinets and warm wood worktops, walls stay off-white.
- **No open shelving.** It looks lovely on Instagram for a week. We live on a bus route and the dust is
  unreal. Everything behind doors.
- **Deep drawers** for pots – I cook Polish food for the week on Sundays (bigos, zupy, gołąbki when Mama's
  recipe mood strikes) and need somewhere for the big garnek.
- Proper extractor that actually vents outside, not a recirculating one. The wall to the back green is the
  outside wall, so this should be possible (Euan says a 100 mm core through the sandstone is fine).
- Knobs not handles, ideally unlacquered brass that will go dull.
- Somewhere for Kuba to sit and do homework while I cook. Small table in the window, not an island – there
  is no room for an island, I've tested it with cardboard boxes.
- Keep as many original features as we can: the cornice, the skirting, the window shutters (boxed in by a
  previous owner – a job for another year).

## Suppliers – what happened

### Round 1: Nordhem (flat-pack) – cancelled

We ordered a flat-pack kitchen from Nordhem Kitchens in October 2024. It was the sensible, cheaper option and
the planner tool online was decent. Delivery was supposed to be in January 2025. Then:

1. January: delivery moved "for operational reasons".
2. February: new date in mid-April, and the sample door they sent us arrived with a chipped corner and the
   "Fjord Green" looked grey under our light (of course it did).
3. The carcasses are 18 mm chipboard with 16 mm backs – fine, but the tenement walls are nowhere near straight
   and every fitter I spoke to said we'd lose 3–4 cm to packing anyway.

On **4 March 2025** we decided to cancel the Nordhem order and go with a local joiner who would build to the
room instead. Nordhem refunded in full later in March (the refund mail is in the mail folder – I had to
chase twice). Lesson: the "cheap" option wasn't cheap once you add the waiting.

### Round 2: Dunbar & Reid Joinery – bespoke, painted in-frame

Euan Reid (Dunbar & Reid Joinery) came to measure on 8 March. He's the one Fiona at the Wellbeing Rooms
recommended – he did her flat in Trinity. His quote came in on 12 March at **£9,150** for painted in-frame
cabinets built to the room, solid walnut worktops (oiled), removal of the old units, and fitting. Deposit 30%
on acceptance. Not VAT registered, so that's the real number.

Why we went with him:
- He builds to the wonky walls instead of fighting them.
- In-frame doors look right in a Victorian room.
- He'll paint in any colour – so we finally get the green we want, mixed to match.
- He actually answers emails, usually the same evening.

I visited the workshop in March to see door samples and joints. Kuba loved the sawdust. Euan's dog is called
Dougal and Kuba now wants a dog. Thanks, Euan.

## The press (built-in cupboard) – decision log

Full story in [[spizarka-press-decyzja]] (in Polish, because I wrote it for me). Short version:

| Date | Decision | Why |
|---|---|---|
| Feb 2025 | Remove the press, put a tall fridge-freezer in its place | We need a full-height fridge and that was the only spot |
| 10 Apr 2025 | Euan opens up the side panel | Old gas riser runs up behind it; wall is lath and plaster, not stone |
| 16 Apr 2025 | **Keep the press** and turn it into a pantry | Moving the gas pipe = more cost and a gas engineer; the press is one of the few original bits left; pantry > fridge |

So: the press stays. Fridge becomes a tall integrated unit in the alcove right of the chimney breast, and the
press gets new shelves, a light and a vent. I'm actually relieved – I was sad about losing it.

## Floor

Long brainstorm in [[flooring-options]]. We settled on **natural linoleum** (sheet, not tiles) at the end of
June – warm underfoot, survives a 9-year-old, no grout. Colour chosen from the sample book; we're getting
quotes for fitting after the cabinets are in.

## Trades and contacts

| Who | Firm | For | Contact |
|---|---|---|---|
| Euan Reid | Dunbar & Reid Joinery | cabinets, worktops, fitting | euan@dunbarreid.example.co.uk, 0131 496 0382 |
| Ali Rashid | AR Plumbing & Gas | cap gas + water before, reconnect hob + sink after | 07700 900 615 |
| Kenny Lawrie | Lawrie Electrical | new circuit for oven, sockets, under-cabinet lights | 07700 900 288 |
| Lorne Property Factors | factor | stair protection, skip permission, noise notice | factor portal |

Neighbours to warn: Mrs Henderson in 1F1 (directly below – she'll hear everything), and the students in 2F2.

## Timeline

- Oct 2024 – Nordhem order placed
- 4 Mar 2025 – Nordhem cancelled, switch to Euan
- 12 Mar 2025 – Euan's quote; 20 Mar deposit paid
- Apr 2025 – press decision (keep)
- Late Jun 2025 – floor decision (lino)
- Sep 2025 – dates agreed with Euan
- Oct 2025 – templating for the worktops, electrics first fix
- **Fitting: w/c Mon 3 Nov 2025, 8am start**, Euan estimates 5 days if the plumbing and sparks are on time
- Then floor, then splashback, then paint the walls

## Budget (rough – the CSV is more exact)

- Joinery (Euan): £9,150 including worktops
- Plumbing/gas (Ali): about £240 plus parts
- Electrics (Kenny): about £780
- Floor: waiting for the quote, guessing £1,000–1,200
- Splashback tiles: £250–400 depending on which tiles
- Extractor: £320 (bought, it's in the hall cupboard in its box, Kuba uses it as a table for Lego)
- Contingency: 10%, because it's a tenement and something will be behind a wall.

Nordhem money came back in full so at least that isn't a loss – but the five months of waiting is.

## Tenement things to remember

- Works only 8am–6pm weekdays, no noisy work at weekends (title deeds + being nice).
- Stair must be protected – Euan brings correx sheets for the stair and the landing.
- Skip: we don't need a skip permit if Euan takes the old units away in the van (he does).
- Gas: only a Gas Safe registered engineer can cap and reconnect. Ali is registered, I checked.
- The close door buzzer is broken half the time – tradespeople use the key safe (code in [[flat-admin]]).
- Electrics: the consumer unit is in the hall cupboard; Kenny says we need a new RCBO for the oven circuit.

## What I've learnt so far

1. Measure everything three times in a tenement. Nothing is square. The back wall is 2 cm out over its length.
2. The cheapest quote is not the cheapest kitchen.
3. Ask what's behind the wall before deciding to knock anything out. (The press!)
4. Keep Callum away from Pinterest after 10pm.
5. Polish builders' wisdom from Mama: "Remont to jak poród – potem się zapomina". She's not wrong.
6. Write down every decision with a date, because three months later nobody remembers who said what.

## To do

- [x] Pay Euan's deposit
- [x] Agree fitting dates
- [x] Book Ali to cap the gas before fitting
- [x] Book Kenny for first fix
- [ ] Order splashback tiles (green zellige-style, about 4.2 m² with 10% extra) – still not ordered!
- [ ] Choose knobs (brass, 30 mm?)
- [ ] Tell Mrs Henderson the noisy week dates in writing
- [ ] Paint colour for walls – off-white, not brilliant white
- [ ] Book the lino fitter once the cabinets are in
- [ ] Sell the old extractor on Gumtree (or give to the students)
"""

PRESS = """
---
title: Spiżarka (press) – wyburzyć czy zostawić?
created: 2025-02-21
updated: 2025-04-16
tags: [kuchnia, decyzja]
---

# Press / spiżarka – decyzja

"Press" to po szkocku wbudowana szafa w ścianie – u nas obok kominka w kuchni, od podłogi do sufitu,
78 cm szerokości. Oryginalna, z drzwiami z płycinami. Kuba mówi na nią "Narnia".

## Historia decyzji

**21.02.2025** – Decyzja: *wyburzamy press*. Potrzebujemy wysokiej lodówki z zamrażarką, a to jedyne miejsce,
gdzie by weszła. Callum jest za, ja trochę z żalem. Nordhem ma w zamówieniu wysoką szafkę pod lodówkę, więc
pasuje. (Wtedy jeszcze myśleliśmy o Nordhemie.)

**10.04.2025** – Euan (stolarz) zdjął boczną listwę i zajrzał do środka. Niespodzianka:
- za tylną ścianą pressa biegnie **stary pion gazowy** (rura idzie z dołu, od pani Henderson, do góry);
- ściana boczna to nie kamień tylko **lath and plaster** (listwy + tynk), więc wyburzenie to kurz, pył
  i naprawianie ściany od strony korytarza;
- żeby postawić tam lodówkę, trzeba by przenieść rurę gazową = gazownik + pozwolenia + dodatkowe £600–900.

**16.04.2025** – ZMIANA DECYZJI: **zostawiamy press** i robimy z niego spiżarkę. Lodówka pójdzie do wnęki
po prawej stronie kominka (wysoka, zabudowana). Napisałam do Euana mailem, że zmieniamy plan.

## Za i przeciw (z kwietnia)

| | Wyburzyć | Zostawić jako spiżarkę |
|---|---|---|
| Koszt | + przeniesienie gazu, + naprawa ściany | tylko półki, światło, kratka wentylacyjna |
| Miejsce | lodówka w idealnym miejscu | lodówka we wnęce, trochę węższa (max 60 cm) |
| Charakter mieszkania | tracimy oryginał | zostaje kawałek historii |
| Bałagan | duży | mały |
| Ja | smutna | szczęśliwa :) |

## Co robimy w spiżarce

- nowe półki (Euan – dąb, olejowane), 5 poziomów zamiast 3
- mała lampka LED na czujnik ruchu (Kenny)
- kratka wentylacyjna w drzwiach – słoiki z ogórkami od Mamy muszą mieć chłodno
- haczyki na drzwiach na fartuchy i torby

Wniosek na przyszłość: najpierw sprawdzić, co jest za ścianą, potem decydować.
"""

FLOORING = """
---
title: Kitchen floor – options
created: 2025-05-18
tags: [kuchnia, ideas]
---

# Kitchen floor – brainstorm (nothing decided yet)

Just collecting options so Callum and I can argue from the same list. Prices are per m² fitted, very rough,
from the internet and one chat with the guy in the flooring shop on Great Junction Street.

| Option | Pros | Cons | Rough £/m² |
|---|---|---|---|
| Restore original pine floorboards | free-ish, beautiful, original | gaps + draughts, the patched bit near the sink, water near sink, noise for Mrs Henderson | 35–50 (sanding + oil) |
| Natural linoleum (sheet) | warm, quiet, natural, lasts 25+ years, loads of colours | needs a good fitter, sub-floor must be flat (ply) | 70–95 |
| Porcelain tiles | indestructible, easy to clean | cold, hard (dropped glasses = dead glasses), grout, weight on an old floor, noise | 80–120 |
| LVT (vinyl planks) | cheap, waterproof, easy | plastic, looks fake up close, off-gassing | 40–60 |
| Cork tiles | warm, soft, retro | dents under furniture, needs sealing, Callum hates it | 60–80 |

Thoughts:
- Whatever we choose has to go down *after* the cabinets (plinths stay off the floor, Euan is fine with that).
- Kuba spills things. Daily.
- Underfloor heating – no, not in this budget.
- Acoustic underlay is a must – the title deeds say "hard floor coverings require adequate sound insulation".
- Want something warm-coloured – the room faces north-east and the back green is shady.

Questions to ask:
- [ ] Can lino go straight on hardboard over boards or does it need ply?
- [ ] How long before we can walk on it?
- [ ] Does the factor need to know about hard floors?

Next step: get samples, leave them on the floor for a week, see what we still like.
"""


def build():
    write_text("notes/kuchnia/kitchen-renovation-overview.md", KITCHEN_OVERVIEW)
    write_text("notes/kuchnia/spizarka-press-decyzja.md", PRESS)
    write_text("notes/kuchnia/flooring-options.md", FLOORING)
