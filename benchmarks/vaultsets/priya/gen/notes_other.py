"""Tutoring, school, allotment, car, inbox notes + docs."""

OTHER = {}

OTHER["notes/tutoring/plus-one-overview.md"] = """---
title: Plus One Tutoring – how it runs
created: 2024-09-01
updated: 2025-10-19
tags: [tutoring, business]
---

# Plus One Tutoring

Side business, maths only, KS2 (11+) to A-level. Cash-in-hand it is NOT — everything invoiced, everything in
the CSV, self-assessment every January (see `data/tutoring-sessions-2025.csv`).

## Where / when

- **Saturdays 9:00–13:00**, in person, **Room 3 at Stirchley Community Hub** (Hazelwell St end, the room
  with the good whiteboard). Room hire £18 a morning, paid termly to the Hub.
- Sunday evenings 6–7:30pm on Zoom: Zara only (A-level).
  **Decision 19 Oct 2025: dropping the Sunday online slot from January 2026.** Zara moves to Saturday
  1–2:30pm in Room 3 (Hub confirmed the extra hour). Sundays are for the wedding, the allotment and sleeping.
- No sessions in school holidays (Birmingham term dates), apart from Easter revision by arrangement.

## Rates

- **£36/hr from 1 Sept 2025** (was £32/hr for 2024/25). Letter to parents sent 1 Sept. Nobody left.
- Zara's 90-min session = £54.
- Block of 10 paid upfront: no discount any more (stopped that, too fiddly).

## Pupils (2025/26)

| Slot | Pupil | Year | Aim | Parent contact |
|---|---|---|---|---|
| Sat 9:00 | Ethan Cole | Y11 | GCSE Higher, wants a 7 | Sarah Cole (mum) |
| Sat 10:00 | Aisha Mahmood | Y10 | GCSE, confidence | Imran Mahmood (dad) |
| Sat 11:00 | Leo Fitzgerald | Y6 | 11+ (King Edward's consortium) — test was Sept, now KS2 SATs prep | Harriet Fitzgerald (mum) |
| Sat 12:00 | Noah Whitcombe | Y8 | KS3 gaps, started Sept | Clare Whitcombe (mum) |
| Sun 18:00 (Zoom) → Sat 13:00 from Jan | Zara Okonkwo | Y13 | A-level Maths, A* for Warwick | Zara herself (18) / Grace Okonkwo |

## Rules I stick to

- **Never tutor pupils from Lindenfield.** Conflict of interest as head of year; I've turned down four
  families. Refer them to Tomasz's list of local tutors.
- **Parents contact me by e-mail.** Not WhatsApp, definately not WhatsApp voice notes, and no calls or
  messages after 8pm. I reply within 48 hours on weekdays. It's in the welcome letter.
- In person > online. Zoom tutoring drains me far more than a room with a whiteboard.
- Cancellation: 24 hours notice or the session is charged.
- No homework marking outside the session unless it's a past paper they've booked me to mark.

## Invoicing

- Monthly, last day of the month, numbered INV-2025-001 onwards, PDF from the template.
- Payment within 14 days by bank transfer. Reminder at day 21, polite.
- Room hire + resources + Zoom sub go in the expenses tab.
"""

OTHER["notes/tutoring/tutoring-ideas.md"] = """---
title: Tutoring – ideas (NOT decisions)
created: 2025-07-26
tags: [tutoring, ideas]
---

# Ideas for Plus One — just thinking out loud

Summer hols brain dump. None of this is decided; most of it probably won't happen while I'm head of year.

- **Small groups** — 3 pupils at £15 each = £45/hr. More money per hour, but mixed abilities = chaos?
- **GCSE Easter bootcamp** — 3 mornings in the Easter hols, Higher tier only, 6 kids max, £90 each.
- **Sunday group on Zoom** — Y12/13 "problem-solving club"? Would mean MORE Sunday evenings, not fewer. Hmm.
- **Second tutor** — a PGCE student from the uni to take the KS3 kids on Saturday afternoons? insurance? DBS?
- **Online course** — record the 11+ maths topics as short videos and sell them. Lots of work upfront.
- **Raise rates** — everyone local charges £35–45. I'm cheap.
- **Website** — a single page, no booking system, just "e-mail me".

Things to look up: public liability for groups, whether the Hub has a bigger room, what other tutors charge for
bootcamps.
"""

OTHER["notes/school/yr9-trip-planning.md"] = """---
title: Yr 9 reward trip 2026 – planning
created: 2025-10-06
updated: 2025-10-22
tags: [school, yr9, trip]
---

# Yr 9 reward trip (summer term 2026)

For pupils with 150+ positive points by Easter and no suspensions this year. Expect ~120 of 210.

## Venue
Options looked at:
- Drayton-style theme park — ££, kids lose each other, no
- Cannock Chase walk + picnic — cheap, weather-dependent, half of them will moan
- **Kingswood Ridge Activity Centre** (near Bromsgrove) — climbing wall, raft-building, zip line, archery, low ropes.
  Went with this. Claire approved 6 Oct.

## Cost
- Centre: £17.00 per pupil (group rate, 100+)
- Coach: Midland Star Coaches, 3 x 53-seaters, split per pupil ≈ £7.50
- **Total charge to parents: £24.50 per pupil** (PP pupils funded — check w/ Maxine)

## Date
- TBC, centre said "June, we'll confirm by e-mail" — waiting on them

## Staffing
- ratio 1:10 → 12 staff + me. Ask for volunteers at Monday mtg
- first aiders x2 minimum, one w/ the epipen kid

## Checklist
- [x] Claire sign-off (6 Oct)
- [x] book centre (provisional, deposit from school fund)
- [ ] EVOLVE risk assessment
- [ ] letter home + ParentPay item
- [ ] chase consent forms + payments — deadline 13 Mar 2026, then release spare places
- [ ] medical info sheet, collate from SIMS
- [ ] packed lunch list for FSM kids (kitchen needs 2 wks notice)
"""

OTHER["notes/school/options-evening-prep.md"] = """---
title: Yr 9 options evening – prep
created: 2025-11-17
tags: [school, yr9, options]
---

# Yr 9 options evening

**Thursday 5 February 2026, 4:30–7:00pm**, Main Hall (talks) + Sports Hall (subject stalls)

## Running order
- 4:30 doors, stalls open
- 5:00 my talk (HoY): how options work, EBacc, deadlines — 15 min
- 5:20 Claire Hemmings (AHT) — careers + post-16
- 6:00 my talk repeated for the late crowd
- 7:00 close, stack chairs (bribe the yr 12 helpers w/ pizza)

## Prep
- [ ] slides — update last year's, new subject list (Computer Science back, no Statistics)
- [ ] options booklet to reprographics by 16 Jan
- [ ] subject leaders: stall + 1 member of staff each. Tomasz doing maths (Further Maths taster)
- [ ] interpreters: Urdu, Arabic, Romanian — ask Maxine to book
- [ ] online form opens 6 Feb, closes 27 Feb
- [ ] tell tutors to remind forms every morning that wk

Notes: last year parents asked the same 3 questions — can my child do triple science, can they drop French,
what if they change their mind. FAQ slide for those.
"""

OTHER["notes/allotment/plot-14b-2025.md"] = """---
title: Plot 14B – 2025 plan & diary
created: 2025-02-02
updated: 2025-10-05
tags: [allotment, garden]
---

# Plot 14B, Dogpool Lane Allotments — 2025

Half plot (the back half of 14; Stan has 14A at the front). Heavy clay, slopes slightly to the north-east,
tap 20m away at the end of row B. Shed is mine (green, leaky roof, padlocked).

## Site info

- Dogpool Lane Allotment Society. Secretary: **Dennis Maguire** (07700 900233) — does everything, knows everything.
- Main gate combination padlock: **1947** (don't write it on anything that leaves the house — says Dennis)
- Rent: £68 for 2025, paid 20 Jan.
- Water troughs on March–October only.
- No bonfires, no carpet as mulch, no hosepipes left running. Inspection walk in July and September.

## What I grow and why

I've had the plot three seasons now and I've worked out what I actually like growing vs what I feel I *should*
grow. Priorities for 2025:

1. **Chillies** — the whole point. Kashmiri (for colour, Amma's rasam powder), bird's eye (for heat), and
   one Scotch bonnet for Becky. Sown on the windowsill in March, into the polytunnel in May. Last year's
   haul: 2.4kg dried.
2. **Methi (fenugreek)** — sow every 3 weeks from April, cut-and-come-again. Mrs Kaur on plot 12 swaps me her
   seed for my chillies.
3. **Karela (bitter gourd)** — for Amma. Needs the polytunnel and a lot of luck. 2024: 6 gourds. Amma was
   thrilled. Everyone else is horrified by it.
4. **Garlic** — autumn-planted, softneck, does really well on the clay actually.
5. **Broad beans, peas, runner beans** — easy, kids at school like hearing about it.
6. **Tomatoes** — 'Sungold' only, in the polytunnel.

**NOT growing:** courgettes. Never again. The 2024 glut nearly broke me — I was leaving them on colleagues'
desks in the staffroom like a serial killer. (Stan gave me 3 plants in June anyway. I gave 2 to Becky.)
Also not bothering with potatoes (blight every year on this site), or brassicas (pigeons).

## How I grow

- **Organic. No slug pellets**, no glyphosate. Beer traps, copper tape on the pots, nematodes in April and
  September, and hand-picking by torch (very glamorous).
- No-dig on beds 1–3 since last autumn (cardboard + compost). Bed 4–6 still dug because of the clay,
  converting one bed a year.
- Comfrey patch by the shed for feed. Stinks.
- Water at 6am before school in heatwaves, or not at all.

## Beds

| Bed | 2025 | Notes |
|---|---|---|
| 1 | garlic → runner beans | garlic lifted July |
| 2 | broad beans, then methi | methi every 3 wks |
| 3 | peas, then winter salad | dug in March (clay misery) |
| 4 | onions + shallots | sets from Wilkos |
| 5 | herbs, strawberries | mint in a sunk bucket (learned that lesson) |
| 6 | green manure (phacelia) | resting |
| Polytunnel | chillies, karela, Sungold | 3m x 2m, second-hand from Stan's nephew |

## Sowing calendar (what actually worked)

| Month | Sow / plant |
|---|---|
| Feb | chillies (heated propagator, windowsill) |
| Mar | chillies pricked out; broad beans direct if not waterlogged |
| Apr | methi #1, peas, karela indoors (soak seeds 24h) |
| May | chillies + karela + tomatoes into polytunnel; runner beans indoors |
| Jun | runner beans out; methi #3 |
| Sep | garlic order; green manure |
| Oct | garlic in; clear polytunnel except chillies |

## Diary

- **2 Feb** — plan done. Seed order: Real Seeds + the Asian grocer on Stratford Rd for methi and karela.
- **15 Mar** — chillies sown (late!). Dug bed 3. Back is broken.
- **20 Apr** — nematodes on. Karela seeds soaked, 8 sown, 5 germinated.
- **14 Jun** — first broad beans and peas. Stan's courgettes arrive. Sigh.
- **19 Jul** — open day + produce show. Second for chillies (a dried Kashmiri string). Mrs Kaur won methi.
  Obviously.
- **Aug** — heatwave, lost 2 karela plants. Chillies loved it.
- **Sep** — sheds broken into on B + C rows mid-month; mine fine. Dennis sent round a new gate code.
  Need to move the good tools home for winter.
- **5 Oct — decided: Becky is joining me on the plot as co-worker** from now. She pays half the rent and does
  the Sunday watering in summer; she gets half the produce and the Scotch bonnets. Co-worker form to Dennis
  (he needs her name for the gate code list + the AGM vote). Much better than giving up half the plot, which
  was the other option I'd been mulling.
- **Oct** — garlic in (Germidour + Solent Wight). Polytunnel cleared apart from chillies. Last karela went to Amma.

## Lessons from 2024 (so I don't repeat them)

- Sowed chillies in January under a grow light: leggy, weak, half died. February on the windowsill with the
  heated propagator is fine. Patience.
- Planted karela straight into the border in May: cold nights, sulked until July. Keep in pots in the
  polytunnel until mid-June, then plant out inside the tunnel.
- Grew 6 courgette plants "in case some fail". None failed. Hundreds of courgettes. Courgette cake,
  courgette bhaji, courgette soup, courgettes on the staffroom table with a sign saying PLEASE. Never again.
- Left tools in the shed all winter: handles swelled, spade went rusty. Take the good ones home in November.
- Didn't net the peas: pigeons had the lot in one morning.
- Watered little and often: shallow roots, everything wilted in the August heat. Water deeply twice a
  week instead, mulch hard.

## Pest & problem log

| When | What | What I did | Worked? |
|---|---|---|---|
| Apr | slugs on methi seedlings | beer traps + nematodes | yes, mostly |
| May | aphids on chillies in tunnel | squished, then ladybird larvae from Stan | yes |
| Jun | pigeons on peas | netting (finally) | yes |
| Jul | blossom end rot on Sungold | more regular watering | partly |
| Aug | red spider mite in tunnel (heatwave) | damped down floor twice a day | partly, lost 2 karela |
| Sep | mice in the seed tin in the shed | metal box, seeds home | yes |
| Oct | leaf miner on chard (Becky's) | picked off leaves | meh |

## Seed box (what I've actually got)

- Chilli: Kashmiri (saved, 2024), bird's eye (saved), Scotch bonnet (bought, for Becky), Hungarian Hot Wax
  (free with a magazine, never grown it)
- Methi: big bag from Mrs Kaur + one from the Asian grocer on Stratford Road
- Karela: "long green" variety, 20 seeds, Amma's friend in Chennai sent them
- Tomato: Sungold (F1, bought every year, annoying)
- Beans: broad 'Aquadulce', runner 'Firestorm', French 'Cobra'
- Peas: 'Kelvedon Wonder'
- Garlic: order Sept, softneck
- Green manure: phacelia, crimson clover
- Flowers: calendula, nasturtium, cosmos (for the bees and so the plot looks loved at inspection time)

## Next year

- more methi, fewer runner beans
- fix shed roof (felt + battens, Stan will help)
- try okra in the polytunnel? (Mrs Kaur says no)
"""

OTHER["notes/car/fiesta-log.md"] = """---
title: Fiesta – log
created: 2023-09-20
updated: 2025-11-08
tags: [car]
---

# Ford Fiesta log

- 2017 Fiesta 1.0 EcoBoost Zetec, 5-door, magnetic grey, manual. Reg BV17 XKR.
- Bought Sept 2023 from Cotteridge Car Centre, 52k miles. Now ~71k.
- Garage: **Pershore Road Autocare**, Stirchley. Gareth Doyle ("Gaz") — honest, explains things, shows me the
  old parts. 0121 496 0261.
- Tyres: 195/55 R16, 32 psi front / 30 rear (unladen).

## Insurance

| Period | Insurer | Policy no. | Premium | Notes |
|---|---|---|---|---|
| Sep 2023–Sep 2024 | Brindle Insurance | BRI-55820914 | £521 | comprehensive, £250 xs |
| Sep 2024–Sep 2025 | Brindle Insurance | BRI-55820914 | £489 | renewed |
| Sep 2025– | **Harbourline Motor** | **HM-7730-2214** | £468 | switched — Brindle renewal quote was £612 (!!) |

## Services & MOTs

| Date | Miles | What | Cost |
|---|---|---|---|
| 10 Nov 2023 | 53,900 | MOT pass, no advisories | £45 |
| 14 Mar 2024 | 57,200 | interim service | £139 |
| 11 Nov 2024 | 62,800 | MOT pass; advisory: rear tyres 3mm | £45 |
| 21 Mar 2025 | 66,100 | full service + cam belt (wet belt check) | £412 |
| 8 Nov 2025 | 70,900 | MOT pass — advisories: rear brake pipes corroded; NS front tyre 2.2mm; oil misting from sump | £45 |

## Decision, 8 Nov 2025

**Keeping the Fiesta at least another year.** It passed; the repairs are cheap compared with a car loan; I'm
moving flat and paying for half the wedding hen do. Look again summer 2026 (ideas in [[next-car-options]]).

## To do

- [ ] rear brake pipes — Gaz quoted ~£180, book for December
- [ ] NS front tyre (and probably OS front to match)
- [ ] keep an eye on the oil — check monthly
- [ ] V5C address change after the move
"""

OTHER["notes/car/next-car-options.md"] = """---
title: Next car – options (ideas only)
created: 2025-08-31
tags: [car, ideas]
---

# Next car — just ideas

Nothing decided. Brain-dumping after Brindle's renewal made me rage.

## Must-haves
- **automatic** (left knee since the netball thing, clutch in traffic on the Pershore Rd = pain)
- **small** — has to fit the on-street spaces, nothing wider than a Fiesta-ish
- Apple CarPlay (current Fiesta = phone in a cup holder)
- heated seats would be lovely
- hybrid or EV if I can get home charging (can't at a flat... so hybrid realistically)

## No thanks
- SUVs / "crossovers". I'm 5'2", I don't need to sit on a shelf
- white cars (every white car in Birmingham is filthy)
- anything with a touchscreen for the heating

## Options
| Car | Why | Worry |
|---|---|---|
| Toyota Yaris hybrid | reliable, auto, small, cheap to insure | bit dull, back seats tiny |
| Honda Jazz hybrid | magic seats, auto, reliable | looks like a fridge |
| Kia Niro | roomy, 7yr warranty | basically an SUV, no |
| MG4 EV | cheap, fast | no home charging |
| Renault Clio E-Tech | pretty, hybrid auto | reliability? |

Budget: ~£12–14k used, 2–3 yrs old, or PCP? Becky says never PCP.
"""

OTHER["notes/inbox.md"] = """# inbox

random stuff to sort

- [ ] send Ethan the Edexcel Higher Nov 2023 papers 1–3 + mark schemes (promised Sarah Cole)
- [ ] new allotment gate code 3862 — tell Becky (don't text it, tell her)
- [x] co-worker form for Becky to Dennis
- [ ] library bk overdue (The Housekeeper and the Professor)
- [ ] options evening slides
- [ ] Mum's birthday — 2 Feb — book the Sri Lankan place
- [ ] dentist, 6 monthly, overdue
- [x] Amazon return (wrong airer)
- [ ] yr 9 — Tyler's mum, ring back re: bus stop incident
- [ ] renew railcard (Two Together? no. 26–30? too old, sob)
"""

OTHER["docs/allotment-rules-2025.txt"] = """DOGPOOL LANE ALLOTMENT SOCIETY
Rules & information for plotholders - 2025 season
====================================================

Secretary:      Dennis Maguire  07700 900233
Treasurer:      Hilary Osei
Site:           Dogpool Lane, Stirchley, Birmingham B30 (entrance by the railway bridge)
Main gate:      combination padlock - code 1947. Please spin the dials after locking.
                Do NOT share the code with anyone who is not a registered plotholder or co-worker.

1. RENT is due by 31 January each year. 2025 rents: full plot GBP 126, half plot GBP 68.
   Unpaid rent after 28 February = notice to quit.
2. CULTIVATION: at least 75% of your plot must be cultivated. Plot inspections
   take place in July and September.
3. WATER: troughs are on from 1 March to 31 October. Cans only - hosepipes may
   be used only with a trigger gun and never left unattended.
4. BONFIRES are not permitted at any time (council bye-law).
5. CARPET, tyres and scaffold boards may not be brought onto the site.
6. SHEDS: max 8ft x 6ft, on bearers, no concrete bases. Polytunnels max 3m x 6m with
   committee consent.
7. CO-WORKERS must be registered with the Secretary (name + phone) so they can be
   given the gate code and are covered by the Society's insurance.
8. DOGS on leads at all times. Children supervised.
9. THEFT: the Society cannot insure your tools. Lock sheds and take valuables home
   over winter.
10. AGM is held in January. All plotholders may vote; co-workers may attend.

Produce show: July. Work parties: March & October.
"""
