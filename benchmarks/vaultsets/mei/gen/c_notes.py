# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files."""

FILES = {}

FILES["notes/kitchen-reno.md"] = """---
title: Kitchen reno 2025
tags: [home, reno, hdb]
created: 2025-01-06
updated: 2025-08-30
---
# Kitchen reno (our flat, Tampines)

Budget: S$20k max *including* appliances. Darren says 18k. Compromise lah, see how.

The pink 1990s tiles are finally going. Mum still says "the tiles are fine what" but the grout is black and two tiles
near the fridge are hollow (knock and you hear it).

## Scope
- hack existing floor + wall tiles
- new floor + wall tiles
- top & bottom cabinets, ~14 ft total, quartz top
- sink + tap, shift 1 power point, 3 new points for appliances
- hob + hood
- HDB reno permit: contractor applies

## Quotes
| Contractor | Contact | Quote (S$) | Date | Notes |
|---|---|---|---|---|
| Hup Seng Reno & Build | Alvin Chua | 18,600 | 14 Jan | itemised, HDB-listed, did Xin's bathroom in 2021 |
| Nest & Co Interiors | Sharon Lee | 21,300 | 3 Feb | nice 3D drawings but $$$ |
| Kwong Fatt Renovation | Mr Lim | 16,900 | 9 Feb (whatsapp pic) | no itemised list, "can settle one" vibe |

**Chosen: Hup Seng (Alvin).** Emailed him 8 Mar. Reasons: itemised quote, replies fast, Xin's bathroom still
solid after 4 yrs, payment schedule reasonable (10% deposit, rest by stages).

## Hob: gas vs induction
Gas
- Mum used to cooking on fire, "wok hei"
- already have gas pipe

Induction
- Mum's eyesight — she left the fire on twice in Dec (!!)
- easier to wipe, kitchen less hot
- Nilar also prefers (scared of the gas smell)

**Decided (Apr): induction.** Model: Kuchen KIH-3602 — 60cm, 3 zones, child lock, auto-off timer. Bought our own
(see payments csv), Alvin installs. Need to cap the gas pipe — Alvin to coordinate with the gas company.
Hood: slimline 90cm, recirculation (no ducting through the window, Darren checked).

## Timeline (as of end Aug)
- hacking: Mon 29 Sep (Alvin says permit should be out by then)
- tiling: week of 6 Oct
- carpentry install: 20 Oct
- handover: 31 Oct (target)

## Before hacking
- [x] choose tiles (see kitchen-tiles.md)
- [x] confirm cabinet layout + drawer runners (soft close)
- [x] buy hob
- [ ] clear all cabinets, pack into boxes, store in Kai's room
- [ ] arrange Mum's meals during hacking week (tabao or Xin's place)
- [ ] tell neighbours (Mrs Chandran #08-217, the Malay family at #08-221)
"""

FILES["notes/kitchen-tiles.md"] = """---
title: Kitchen tiles
updated: 2025-09-06
---
# Tiles — kitchen

## Round 1 (15 Mar) — terrazzo
Hoe Kee Tiles showroom (Kaki Bukit). Salesman Jeremy very patient, Kai bored after 10 min.

Picked:
- floor: **Terrazzo Bianco 600x600, polished** (white with grey/black chips, very "cafe")
- wall: white subway 75x300, gloss

Kai: "like old school canteen". Darren: ok whatever you like. Mum: "white floor sure dirty". (She was right about
more things than I like to admit this year.)

## Round 2 (early Sep) — CHANGED
Why we changed:
- Mum slipped on Xin's polished floor in Aug (just after mopping). No injury thank god but scary.
- Hoe Kee checked: the polished Bianco is only R9. Kitchen floor + Mum + oil = no.
- Bianco batch also 8 wks lead time, would push everything back anyway.

**FINAL (confirmed with Alvin 5 Sep): floor = Hoe Kee "Stone Grey" 300x600 matte porcelain, anti-slip R11.**
Wall stays white subway 75x300.

Price difference — see Alvin's email (5 Sep), he sent the revised contract sum.
Grout colour: dark grey (asked ChatGPT which type of grout, it's in my chats).
Skirting: same tile cut, 100mm.

Leftover tiles: ask Alvin to keep 1 box for future repairs!!
"""

FILES["notes/mum-health.md"] = """---
title: Mum (Ong Bee Hoon) — health
tags: [family, mum, diabetes]
updated: 2025-07-02
---
# Mum — health notes

Mdm Ong Bee Hoon, 72. Tampines Polyclinic (her team doctor: Dr Farah Ismail).
Lives with us. Nilar (helper) does most of the daily stuff.

## Diagnosis
- Jan 2025: routine CDMP blood test → **HbA1c 7.4%** → "early type 2 diabetes".
- BP already on amlodipine 5mg since 2022. Cholesterol borderline → statin added Feb.

## Care team
- **Dr Farah Ismail** — family physician, Tampines Polyclinic. Straightforward, doesn't lecture Mum.
- **Jenny Koh** — diabetes nurse educator. Did the counselling session on 3 Mar: taught Mum + Nilar how to use the
  glucometer, foot checks, hypo signs, what to do if sugar low. Very patient, speaks Hokkien with Mum. Mum likes her
  more than the doctor.
- **Priya Nair** — dietitian (14 Apr). Plate method: half plate veg, quarter protein, quarter rice.
- Nilar — daily meds + readings, posts them in the family Telegram group.

## Meds log
| Date | Change | By |
|---|---|---|
| 11 Feb 2025 | START Metformin 250mg twice a day (after breakfast + after dinner) | Dr Farah |
| 11 Feb 2025 | START Atorvastatin 20mg at night | Dr Farah |
| 10 Jun 2025 | Metformin UP to 500mg twice a day. HbA1c 7.1% | Dr Farah |
| since 2022 | Amlodipine 5mg morning | — |

## Appointments
| Date | What | Status |
|---|---|---|
| 3 Mar | Nurse counselling (Jenny Koh) | done |
| 14 Apr | Dietitian (Priya) | done |
| 10 Jun | Dr review + bloods | done |
| Oct | next Dr review, bloods 1 wk before | date in SMS |

## Questions for next review
- can the metformin be once a day? She keeps "forgetting" the night one (she doesn't like swallowing 2x)
- tummy upset / loose stools since the dose went up — normal?
- eye screening — Xin read it should be yearly for diabetics
- MediSave claim for CDMP — Xin handling, ask if need anything from us

## Misc
- She hates the finger prick on the index finger; side of ring finger hurts less.
- Shoes: bought her the Skechers slip-ons with proper back, no more backless slippers downstairs.
"""

FILES["notes/hokkaido-2025.md"] = """---
title: Hokkaido Dec 2025
tags: [travel, family]
updated: 2025-11-19
---
# Hokkaido — 12 to 21 Dec 2025

Who: me, Darren, Kai.
Mum: staying with Xin in Punggol (Nilar goes along) — see family chat. Too cold for her + the meds/food hassle.

## Itinerary
| Date | Where | Stay | Notes |
|---|---|---|---|
| Fri 12 Dec | SIN → New Chitose | (night flight) | booking ref in Jade Horizon email (Jun) |
| 13–15 Dec | Sapporo | Hotel Lilac Sapporo (near Sapporo stn) | Odori, Tanukikoji, Shiroi Koibito park, soup curry |
| 16–17 Dec | Furano / Biei | Hotel Yukiakari Furano | 17 Dec = private Biei day tour (Blue Pond Tours) |
| 18–19 Dec | Otaru | Ryokan Kaze no Oto | canal, music box museum, Kai wants sushi every meal |
| 20 Dec | Sapporo | near Chitose? TBC | last-minute shopping, Don Quijote |
| Sun 21 Dec | New Chitose → SIN | — | morning flight |

## Getting around
**No self-drive.** Decided 2 Oct after Darren and I read up properly: black ice, whiteouts, it's dark by 4pm, and
neither of us has driven on snow. Darren a bit sian but agreed. Plan: JR trains between cities + the private
Biei tour on 17 Dec (they drive, we just sit).

## Bookings / to do
- [x] flights (Jade Horizon)
- [x] Sapporo hotel (Lilac)
- [x] Furano hotel
- [x] Otaru ryokan (deposit paid)
- [x] Biei private tour (Blue Pond) — confirmed Oct
- [x] travel insurance (Harbourline, family plan) — bought 4 Nov
- [ ] JR Sapporo → Furano reserved seats (open 1 month before, i.e. from 16 Nov!!)
- [ ] Kai winter boots + thermal innerwear (Decathlon?) — he grew again
- [ ] yen cash (~¥60k), rest on card
- [ ] data for phones — Grace on the hiking list suggested something, check her reply
- [ ] Otaru dinner reservation night of 18th
- [ ] Mum's meds + sheet packed for Punggol stay

## Budget (rough, S$)
| Item | S$ |
|---|---|
| flights x3 | 3,988 |
| hotels | ~2,600 |
| Biei tour | ~470 |
| JR + buses | ~400 |
| food + shopping | 2,000 (Darren says 1,500, haha) |
| insurance | 143 |
"""

FILES["notes/chem-practical-prelim.md"] = """---
title: Sec 4 Chem practical — Prelim 2025
tags: [school, chem, exams]
updated: 2025-08-22
---
# Sec 4 Chemistry Practical (Prelim) — 26 Aug 2025

Date/rooms/invigilators: as per my email to the dept (10 Apr). Don't re-type here, it changes.

## Paper
- Q1 volumetric analysis: FA 1 = hydrochloric acid, FA 2 = sodium carbonate (approx 0.05 mol/dm3), methyl orange.
- Q2 qualitative analysis: FA 3 (contains Fe2+ and SO4 2-), FA 4 (Zn2+/Cl-).
- Q3 planning: rates of reaction, Mg ribbon + acid.

## Prep timeline
- [x] 18 Jul: final paper to vetting (Ben + Kavitha)
- [x] 25 Jul: order reagents — Rahman (check expiry on the indicators!!)
- [x] 15 Aug: make up FA solutions, standardise FA 1 (Aisyah + me)
- [x] 21 Aug: trial run with 2 students from 4E2 — Q2 FA 3 too dilute, redo at 0.2
- [x] 25 Aug: set up benches, spare burettes x6, spare pipette fillers x6
- [ ] marks moderation 4 Sep

## Notes to self
- 4E4 has 2 candidates with access arrangements (extra time 15 min) — seat near the door.
- Remind candidates: no correction tape on the results table.
- Burette stands in C block are wobbly, Rahman to tighten.
- Sec 3 kits for 2026: see July minutes.
"""

FILES["notes/lab-safety-audit.md"] = """---
title: Lab safety audit 2025
tags: [school, safety, audit]
updated: 2025-11-03
---
# Lab safety audit — East Zone

**Audit: Thu 18 Sep, 0900–1200.** Auditor: Victor Yeo (East Zone Schools Safety Office).
Scope: both chem labs, prep room, chemical store.

## Before the audit
- [x] chemical inventory updated (Rahman)
- [x] SDS folder — reprint the missing ones
- [x] eyewash + safety shower logs for Jun–Aug (Aisyah)
- [x] fume hood service records (ask VP for last vendor report)
- [x] risk assessments for Sec 3/4 practicals — update the template
- [x] walk-through with Ben on 16 Sep

## After
Findings: see Victor's report (I forwarded it to Rahman + Aisyah on 22 Sep). Corrective action report due 31 Oct.

- [x] item 1 — Aisyah, log now in a ring file on the wall, weekly
- [x] items 2, 3, 5 — Rahman, done 10 Oct
- [x] corrective action report sent 30 Oct
- [ ] item 4 — vendor (AirSafe Lab Services) re-test booked Wed 3 Dec, then send cert to Victor

Lesson: don't trust "the log book is somewhere in the lab".
"""

FILES["notes/hiking-east-side-trekkers.md"] = """---
title: East Side Trekkers
tags: [hiking, cca-for-adults]
created: 2024-12-28
updated: 2025-01-05
---
# East Side Trekkers — admin

Started this in 2023 with Wendy after the Coney Island walk. ~20 people on the list, usually 8–12 turn up.

## Basics
- **First Saturday of the month, 7.30am start.** 2.5–3 hrs, then makan.
- Mailing list: trekkers@lists.eastsidetrekkers.example (I moderate).
- Indemnity form for new members (Google form, link in the welcome email).
- Rain: lightning risk = cancel by 6am, post on list.

## Regulars
- **Wendy Ng** — co-founder, photographer, always last because of photos.
- **Faizal Rahim** — ex-NS guide type, first-aider, knows the Bukit Timah side trails. Can lead if I'm away.
- **Uncle Patrick Seow** (67) — knees not good. Prefers flat routes: Coney Island, Ubin, park connectors,
  MacRitchie boardwalk. Avoid the Bukit Timah summit steps and Southern Ridges stairs (Henderson side) for him —
  or give him a shortcut.
- **Grace Tay** — travels a lot, knows all the apps.
- **Joanne Lau**, **Suresh Menon** — on and off.

## Routes we like
| Route | Distance | Notes |
|---|---|---|
| MacRitchie TreeTop Walk loop | 10 km | start Venus Drive, bridge closes Mon |
| Bukit Timah summit + Hindhede | 6 km | crowded on weekends after 8am |
| Southern Ridges (Kent Ridge → Henderson Waves) | 8 km | stairs |
| Coney Island | 5 km | flat, good for newbies |
| Pulau Ubin (Chek Jawa) | 10 km | bumboat, bring cash |
| Chestnut Nature Park | 8 km | shared with MTB, keep left |

## After-hike makan
My vote always: prata + kopi-O kosong. Wendy wants brunch cafe, outvoted.
"""

FILES["notes/money-cpf-insurance.md"] = """---
title: Money, CPF, insurance
tags: [admin, cpf, insurance]
updated: 2025-11-18
---
# Money / CPF / insurance admin

## CPF
- Mum's RA top-up (RSTU, cash): plan S$8,000 from me in Dec → tax relief next YA. Xin agreed (email 18 Nov),
  she does hers next year.
- Check my own MA balance before the Shield renewal (Aug) — MediSave pays part.
- Kai: nothing yet. (Edusave auto.)

## Insurance
| Who | Policy | Agent / insurer | Renewal | Notes |
|---|---|---|---|---|
| me | Shield plan (private) + rider | Jason Phua, Harbourline | 1 Aug | policy no. in Jason's Jul email (schedule attached) |
| Darren | term life to 65 | Jason Phua | Mar | sum assured S$500k |
| Darren | Shield plan (B1) | via his company + own | Jan | |
| Kai | hospital plan (B1) | Jason | Oct | |
| Mum | MediShield Life only | — | auto | pre-ex diabetes now, forget about new plan |
| trips | travel insurance per trip | Harbourline online | — | Japan one bought 4 Nov |

Agent: **Jason Phua**, Harbourline Assurance, 9555 0182. Replies fast on WhatsApp, slow on email.

## Open items
- [ ] **CPF nomination** — STILL not done. Can do online with Singpass, 2 witnesses not needed for online?
      Do it before Japan. Darren's done his.
- [ ] update will (we only have the 2012 one, before Kai's... no, after. Still need update.)
- [x] Shield renewal paid (Aug)
- [x] Kai's plan renewed (Oct)
- [ ] RSTU for Mum — do before 31 Dec
"""

FILES["notes/kai-sec2.md"] = """---
title: Kai — Sec 2 (2025)
tags: [kai, school]
updated: 2025-11-17
---
# Kai — Sec 2, Tampines Grove Secondary

Class: 2 Integrity. Form teacher: Mr Daniel Goh (Math). Co-form: Ms Shalini (English).
CCA: Floorball (Tue/Thu 3.30–5.30pm). Wants to be captain next year, must pull up grades first, that's the deal.

## Grades (mid-year)
| Subject | Mark | Note |
|---|---|---|
| Math | 78 | good |
| Science | 71 | chem part weaker than bio (the irony) |
| English | 62 | compo lazy |
| Chinese | 58 | tuition? |
| Geog | 66 | |
| History | 60 | |

## Subject combination (end Sec 2)
Options he's choosing between:
1. Pure Chem + Pure Physics + Add Math + Geog (elective)
2. Combined Sci (Phy/Chem) + Add Math + Geog + History (elective)

Mr Goh (PTM 14 Nov) thinks (1) is ok if he keeps Math above 75. Darren thinks don't over-stretch. Kai wants
whatever his friend Ryan takes (no).

- [ ] **submit subject combi on Parents Gateway — deadline 1 Dec** — still undecided!!
- [ ] ask Kai's chem teacher about his practical skills (not me! I'm his mother, not his teacher)
- [x] PTM 14 Nov done
- [ ] book Chinese tuition trial (Dec, after Japan?)

## Phone
Screen time deal: 2 hrs weekdays, phone out of room by 11pm. Working about 60% of the time.
"""

FILES["notes/mum-recipes-lowGI.md"] = """---
title: Recipes for Mum (lower GI)
tags: [mum, food, diabetes]
updated: 2025-08-10
---
# Food for Mum (and us)

Dietitian (Priya) rules of thumb: half plate veg, quarter protein, quarter carbs. Less sauce, no sweet drinks.

## What Mum will and won't eat
- **Brown rice: refuses.** "Taste like sand." Tried 3 times, she just eats the dishes and leaves the rice.
  What works: **white rice mixed with about 1/3 red rice** (she calls it "pink rice", ok one), or half white rice
  + half cauliflower rice if we don't tell her.
- Loves steamed fish with ginger + spring onion. Easy win.
- Hates bitter gourd even though everyone tells her it's good for sugar. Don't fight this.
- Kaya toast every Sunday since forever → now wholemeal toast + peanut butter (no sugar added). She complains, eats it.
- Kopi: was kopi-C siew dai → now kopi-O kosong with a bit of evaporated milk. Ok.
- Likes: tofu, ABC soup, steamed egg, chye sim with garlic, porridge (watch portion).
- Kuih: only on weekends, 1 piece. She negotiates 2.

## Recipes
### Steamed fish (for 3)
- 1 seabass (~500g) or 2 fillets
- ginger julienne, spring onion, light soy 2 tbsp, sesame oil 1 tsp, a bit of water
- steam 10–12 min, pour hot oil over spring onion at the end (Darren's job)

### Pink rice
- 2 cups white rice + 1 cup red rice (soak red rice 1 hr first) — rice cooker normal setting.

### ABC soup (less potato)
- pork ribs, carrots, tomatoes, onion, 1 small potato only, corn (half)
- simmer 1.5 hr

### Tofu with minced pork & mushroom
- silken tofu steamed, top with minced pork fried with shiitake + oyster sauce (1 tbsp only)
"""

FILES["notes/home-admin.md"] = """---
title: Home admin
updated: 2025-02-09
---
# Home admin (flat)

## Wi-Fi
- Router: the old white ISP one in the TV console
- SSID: TanLim_Home
- password: TanLim1234home   (Darren keeps saying must change, never change)
- if internet die: off router 30s, on again; still die → call ISP 1800-555-0100

## Aircon
- **Frosty Aircon Services — Ah Seng, 9555 0147** (WhatsApp better than call)
- general servicing every 4 months, S$25/fan coil (4 units = S$100). Chemical wash yearly ~S$60/unit.
- last: 15 Jan 2025. next ~May. He prefers weekday mornings, someone must be home (Nilar ok).

## Town council / S&CC
- GIRO for S&CC, ~S$78/month.
- Bulky item removal: book via town council app, free 1x/month.
- Corridor: keep plants off the walkway (they fined the Blk next door).

## Electrician / plumber
- Mr Tan (electrician, 9555 0126) — did the DB box 2023. Ok but always late.
- Plumber: use Alvin's guy if reno ongoing.

## Gas
- piped gas (for now — depends on the reno hob decision)
- meter reading every 2 months, bill ~S$25

## Misc
- Letterbox key: hook behind the main door.
- Spare keys: one with Xin, one with Mrs Chandran next door.
"""

FILES["notes/reading-list.md"] = """---
title: Reading / listening
updated: 2025-10-05
---
# Reading & podcasts

Rule for myself: fiction on the bus/MRT, non-fiction only if it's science or history.
**I can't stand self-help / productivity books.** The "wake up at 5am and journal" ones. Everyone in the staff room
passing around Atomic Habits, no thanks. Life is hard enough.

## Read 2025
- [x] The Devotion of Suspect X — Keigo Higashino (Darren borrowed, never returned)
- [x] Klara and the Sun — Ishiguro (cried on the MRT, embarrassing)
- [x] The Disappearing Spoon — Sam Kean (chem anecdotes, stole 3 for lessons)
- [x] Sapiens (finally) — ok lah, long
- [ ] Pachinko — half way
- [ ] Salt Fish Girl? (Xin recommended)
- [ ] something Japanese before the trip — Kitchen (Banana Yoshimoto)?

## Audiobooks
- 1.25x speed, 1.5x makes voices sound like chipmunks.
- Libby with NLB card.

## Podcasts
- Science Vs (when not too American politics)
- a Mandarin one for Kai's sake, he refuses

## Kai
- trying to get him to read anything not on a screen. Graphic novels count. Dog Man era over.
"""

FILES["notes/gifts-and-dates.md"] = """---
title: Birthdays, dates, gift ideas
updated: 2025-07-20
---
# Dates to remember
| Who | Date | Notes |
|---|---|---|
| Xin | 23 Jan | |
| Darren | 17 Apr | |
| our anniversary | 5 Jun | 16 yrs in 2025 |
| Mum | 2 Aug | 73rd in 2025 |
| Kai | 9 Sep | 14 in 2025 |
| Jun Hao (Xin's son) | 30 Oct | ORD 2026 |

# Gift ideas
- Darren: proper torque screwdriver set (he keeps borrowing from work — no, he says can't), new running shoes,
  a Hokkaido thing? whisky from Yoichi distillery (day trip from Otaru??)
- Mum: diabetic socks (non-tight), a nice pill organiser with AM/PM, large-print calendar
- Kai: floorball stick (Unihoc, the one Ryan has), Pokemon stuff from Sapporo
- Xin: spa voucher — she's doing all the polyclinic admin, owe her one
- Nilar: gold chain for her mother? ask her what she'd like. Extra day off + ang bao for CNY.
- Jun Hao: 21st on 30 Oct — cash ang bao + something for his camp bag
"""

FILES["notes/dept/science-dept-meeting-2025-07-28.md"] = """---
title: Science Dept meeting — minutes
date: 2025-07-28
type: minutes
---
# Science Department Meeting — Mon 28 Jul 2025, 2.30pm, Science Dept Room (C2-01)

Present: Tan Mei Ling (HOD, chair), Benjamin Ho, Kavitha Rajan, Joel Teo, Lim Shu Fen, Ahmad Firdaus,
Rahman Osman (lab), Nur Aisyah (lab)
Apologies: Ms Wong (VP) — other meeting
Minutes: Joel

## 1. Sec 4 Prelim Chem practical (26 Aug)
- Paper vetted. Reagent order placed 25 Jul (Rahman).
- Trial run 21 Aug with 2 students. Invigilation as per HOD's email of 10 Apr.
- Rahman to check burette stands in C block.

## 2. Lab safety audit (East Zone)
- Date TBC by East Zone, likely after the Sept holidays.
- Owners: inventory + SDS (Rahman), eyewash/shower logs (Aisyah), fume hood records (Mei to ask VP),
  risk assessments (Ben + Joel).

## 3. Sec 3 practical kits for 2026 — DECISION
- Discussed cost of reagents, waste disposal and bench time for the Sec 3 titration practicals.
- **Decided: Sec 3 chemistry titration practicals move to microscale kits from 2026** (plastic microburettes,
  ~10x less reagent). Sec 4 stays on full-size burettes for now (national exam format).
- Kavitha to trial one kit set with 3E2 in Term 4. Mei to get quotes (budget from 2026 ops).

## 4. Budget
- Ops budget 73% used. Hold non-urgent purchases till Oct.

## 5. AOB
- Science Fiesta debrief: Sec 1 elephant toothpaste was the hit again. Joel: need more goggles.
- Ahmad on paternity leave from 11 Aug (2 wks). Relief roster to Mei by Fri.

Next meeting: per the dept calendar.
"""

FILES["notes/daily/2025-02-11.md"] = """# Tue 11 Feb 2025

- Polyclinic w Mum 9am. Took half day (covered by Ben, owe him kopi).
- Dr Farah: HbA1c 7.4 confirmed. START metformin 250mg, 1 after breakfast + 1 after dinner. Also statin at night.
- Appointment for nurse counselling 3 Mar — they will email.
- Mum very quiet in the cab home. Then at dinner: "so no more kuih?" Told her can, just less. She laughed.
- Kai: floorball trials today, made the team (B div). Happy boy.
- Nest & Co quote is 21.3k. Confirms Hup Seng or Kwong Fatt.
- Chem: Sec 4 redox test marking, 3 more classes. zzz.
"""

FILES["notes/daily/2025-05-20.md"] = """# Tue 20 May 2025

Morning walk at Pasir Ris Park before school (Vesak Day hols tmr? no, that's Mon... anyway).
Saw a **pair of oriental pied hornbills** on the tall tree near the mangrove boardwalk — huge, black and white with
that yellow casque, making a racket like laughing. Just stood there like an idiot for 10 min. Didn't get a good
photo. Wendy will be so jealous.

- Rahman replied about the chemical inventory — 2 expired indicators, he'll dispose in June hols.
- Ordered reagents for the Sec 4 prelim prac (need PO approval).
- Mum's sugar this week all 6–7 fasting. Good.
- Darren on night shift this week → Kai and I ate Mac, don't tell Mum.
- Flight prices to Sapporo for Dec going up every time I look. Must book by June.
"""

FILES["notes/daily/2025-09-02.md"] = """# Tue 2 Sep 2025

- Tiles again. After Mum's slip at Xin's place, I really don't want the polished terrazzo on the kitchen floor.
  Went back to Hoe Kee at lunch (took the long lunch, sorry). They have an anti-slip matte one in grey, 300x600,
  in stock. Looks less "cafe" but who cares.
- Asked Alvin on WhatsApp how much the difference — he'll email.
- Prelim marks moderation this Thu. 4E3 practical scores a bit low on Q2 (FA 3).
- Audit in 2 weeks. Aisyah still can't find the eyewash log for July. Sigh.
- Kai's birthday next Tue — he wants a floorball stick. Expensive!
"""

FILES["notes/daily/2025-11-21.md"] = """# Fri 21 Nov 2025

Kitchen walk-through with Alvin after school. Looks really nice. Mum stood in the middle and said "so big now"
(it's exactly the same size lah, just not pink).

Still pending from Alvin's side (he wrote it down, I took photos):
- [ ] replace the chipped quartz end piece next to the fridge (supplier re-cutting)
- [ ] redo the silicone around the sink — messy on the left side, already got a gap
- [ ] top cabinet door above the hood not aligned, hinge needs adjusting
- [ ] leave 1 box of the floor tiles for future repairs (he said ok but make sure)

Other:
- AirSafe confirmed FH-2 re-test Wed 3 Dec 10am.
- Packing list for Japan started. Kai's boots still not bought.
- Hiking: Dec route GPX + first-aid kit handover still not done.
- Tired. Weekend please.
"""

FILES["notes/long/2025-01-19-new-year-braindump.md"] = """# New year brain dump (Sun 19 Jan 2025)

Finally a quiet Sunday afternoon. Darren took Kai to buy floorball shoes, Mum is napping, Nilar is on her off day,
so I have maybe two hours. Going to dump everything in my head here because the list on my phone has become
unreadable and the whiteboard on the fridge has been erased by somebody (Kai) to draw a dragon.

## School
Third year as HOD Science. I keep telling myself it gets easier. It doesn't; I just get faster at pretending.
This year's big rocks: the Sec 4 prelim practical in August, the lab safety audit sometime in Term 3 (East Zone
said "2025" and nothing else, thanks), the new Sec 1 syllabus roll-out, and two new teachers to mentor. Ben is
steady, Kavitha is steady, Joel is great with kids but his admin is a black hole. Shu Fen is new from NIE and
very keen, which is both lovely and tiring. I should give her the Science Fiesta to run, with guard rails.

Things I want to try: fewer meetings, more walkthroughs. Fortnightly dept meeting instead of weekly — the weekly
ones were just me reading emails out loud. Put it in the calendar already, Wednesdays 2.30. If it doesn't work
I can change it back in Term 3.

Practicals: the labs are old. The fume hoods are older than some of the teachers. Rahman says FH-2 "sounds funny".
The eyewash in Lab 2 works but nobody logs the weekly flush, and I know the auditor will ask. Need to sort the
logs before the audit, not the night before. (Writing this here so I can laugh at myself in September.)

Sec 4 cohort this year is a bit weak in the quantitative stuff. Mole concept, as always. I've got a bank of
"story problems" from last year — dust those off. Also want to try the microscale titration stuff I saw at the
cluster sharing in November. Cheaper, less waste, the kids actually get more reps. But exam format is still
full-size burettes, so maybe Sec 3 first. Bring to dept meeting sometime, not now, everybody is still recovering
from December.

## Mum
The polyclinic called for the blood test results on Friday and Xin went with her. HbA1c came back high, they're
calling it early type 2 diabetes. Follow-up in Feb, they'll start medication probably. Mum's reaction: "Aiyah,
everybody old also got sugar." Which is true, but she also eats kaya toast every morning and two kuih at 3pm and
drinks kopi-C siew dai three times a day. We'll need to change things gently. If we go in hard she'll just eat
at the coffeeshop downstairs with her kakis.

Xin is going to handle the CPF / MediSave side (CDMP claims etc.), she's an accountant and she actually enjoys
forms. I'll handle appointments + talking to the doctors, Nilar handles the daily stuff. Need to get Nilar some
basic training — the polyclinic apparently has a nurse session for this. Also need a glucometer. Darren says buy
the one the polyclinic recommends, not the cheapest on Shopee.

Also Mum's feet. Xin read that diabetics must check their feet. Mum wears those backless slippers to the market.
Battle for another day.

## Kitchen
It's happening this year. The pink tiles have been there since before we moved in (2009). Two are hollow,
the grout is black, and the cabinet doors under the sink are swollen from that leak in 2022. Budget: I say 20k
max including appliances, Darren says 18k. We'll see.

Xin recommended Alvin from Hup Seng — he did her bathroom in 2021 and it's still perfect. Asked him to come
and measure, he said quotation by mid-Jan. Also asked Nest & Co (the one from Instagram with the nice 3D
renders) and Darren's colleague's contractor, Kwong Fatt. Want at least three quotes. Timing: ideally after the
Sept school hols, because I can't deal with hacking during prelims. Also want it done before Japan in December,
so Mum can cook properly when we're back. Well, "Mum" — Nilar cooks, Mum supervises loudly.

Gas vs induction — haven't decided. Mum will say gas. But she left the fire on twice in December and only
noticed because the pot was burning. That scared me more than the diabetes, honestly.

## Japan
The plan: Hokkaido in December, snow for Kai, maybe the last "family" trip before he's too cool for us. Darren
can take leave from 12 Dec if he swaps with Faisal at work. I want Sapporo + Furano + Otaru; Darren wants Niseko
but we are not skiers, we are people who fall down.

Flights: need to book by June, prices climb every month. Seats — Darren always wants the aisle, every flight,
because of his long legs and because he goes to the toilet every two hours like clockwork. He also likes to be
able to get up without climbing over anybody. I like the window, Kai likes whatever seat has the best screen. So
the three of us take one side: window, middle (Kai, sulking), aisle (Darren). Every time.

Question: does Mum come? She's 72, the cold, the food, the walking, the meds. She'll say she doesn't want to
"disturb". Ask her properly, not in passing. And Xin, since Mum would stay with her if not.

## Hiking group
East Side Trekkers is still going strong, 20 on the list now. First Sat of every month, 7.30am start — I'll keep
that for now but the heat in April-May is terrible by 10. Jan hike: MacRitchie TreeTop Walk. Feb: Bukit Timah.
Uncle Patrick's knees are getting worse — need to plan the routes so he doesn't drop out. He's
the heart of the group, brings kueh every time. Faizal can lead when I'm away; he's done his first-aid refresher.

Want to do Ubin again this year, maybe Nov when it's cooler? And Chestnut, which I've never done.

## Money
- CPF: Xin says we should top up Mum's Retirement Account in cash, we get tax relief, she gets more monthly payout.
  Max S$8k relief per person for family top-ups. Do it towards year-end when I know my bonus.
- Insurance: Jason wants to "review our portfolio". Means he wants to sell something. Shield renewal in August.
- Will: we have one from 2012. Needs updating.

## Kai
Sec 2 now. Floorball is his life. Grades ok-lah, Chinese worrying. Subject combination at the end of the year —
he'll have to decide between pure sciences or combined. I should stay out of it, I'm too biased (chem teacher
mum, of course I want him to take chem). He says he wants to be a pilot. Last year he wanted to be a YouTuber.
Progress?

Phone: the screen time fights are getting old. New deal: 2 hours on weekdays, phone out of the room by 11. Let's
see how long that lasts.

Jun Hao (Xin's boy) enlisted last month, BMT. He came over last weekend bald and polite. NS does wonders.

## CNY
CNY is end of the month already (29 Jan). Reunion dinner at Xin's again — she insists, her flat is bigger and she
likes hosting, I like washing up less. Need to plan what Mum can eat without making it obvious: steamboat is
good actually, lots of veg, fish slices, tofu, and we just don't put out the sweet sauces. Yusheng — one small plate
for the tossing, everybody tosses, nobody needs to eat a bowl of the plum sauce. Pineapple tarts are the real
enemy. Mum eats them "one only" about eight times a day during CNY.

Ang bao budget: same as last year. Kai will complain his cousins get more. They don't.

Nilar's CNY: give her the extra day off + ang bao. Her contract renewal is in April; she wants to renew another
two years, which is the best news of January. She's been with us four years, Mum adores her (more than us).

## House
Other than the kitchen:
- aircon servicing due around May, the guy is in my home admin note
- the toilet flush in the common bathroom is running again, Darren "will look at it"
- corridor plants are taking over, town council might complain
- Kai's room: a crime scene
- the guppies have multiplied from 6 to about 30. Who knew. Kai wants to sell them at school, no

## School, part 2
Things I keep forgetting to do as HOD:
1. Observation schedule for Term 1 — two lessons per teacher, pre-conference, post-conference. Put in calendar.
2. Budget — ops budget for the labs needs justification this year, the VP wants "evidence of need". Evidence: the
   fume hoods are older than the interns.
3. The new Sec 1 syllabus — the textbook still isn't out. Ask Shu Fen to lead the worksheet writing.
4. Cluster sharing in May — I said yes already. Sigh. Topic: practical skills in lower sec.
5. Lab technicians — Rahman is retiring in 2027, need to plan a handover to Aisyah. Don't wait until 2026.

The Sec 4s: 4E3 is the class I worry about. Lots of talent, zero urgency. Prelims will wake them up. Or not.

## Me
- Back pain from standing in labs all day — physio? or just better shoes.
- Read more actual books. Fewer reels.
- Sleep before 12. Ha.
- Stop saying yes to every cluster committee.
- One weekend a month with no school work at all. (Hiking Saturday counts.)

## Darren
His shifts changed again — more nights this quarter. He's tired but doesn't complain, which means I don't notice
until he falls asleep at dinner. Plan something for our anniversary in June, just the two of us. Not a hotel
buffet, he hates buffets ("pay so much to queue"). Maybe the Peranakan place in Katong.

OK. Mum's awake and asking what's for dinner. That's the end of my two hours.
"""

FILES["notes/long/2025-06-15-june-hols-ramble.md"] = """# June hols ramble (Sun 15 Jun 2025)

Two weeks into the June holidays and I've only marked, planned and sat in meetings. Everybody thinks teachers
have 3 months off. Today is the first day I'm doing nothing school-related, so naturally I'm writing a giant note
about everything instead of resting.

## Mum
Polyclinic review on Tuesday (10 Jun). HbA1c 7.1% — down from 7.4 in Jan, so going the right way, but Dr Farah
says still not at target and bumped the metformin up to 500mg twice a day. Mum is not happy — tummy upset the
first few days and she's "forgetting" the night tablet. Nilar's readings in the Telegram group are mostly 6-ish
fasting, sometimes 8 after dinner when she sneaks the kuih. The dietitian session in April actually helped.

Xin and I talked about Japan and Mum properly. Mum is not coming. She said it herself first (relief, honestly):
too cold, too much walking, and she doesn't want to worry about her tablets and food in a foreign place. She'll
stay with Xin in Punggol with Nilar for those 10 days. Xin's flat has the lift right at the door, and Jun Hao is
home on weekends. OK. One thing settled.

## Japan
Flights booked last Monday through Jade Horizon — night flight out on 12 Dec, back on the 21st. Prices had gone
up again but whatever. Seats we'll pick at check-in.

Kai's only requests for the whole trip:
1. Snow. Real snow, not the Snow City kind.
2. He wants to try **snowboarding**, not skiing. "Skiing is for old people." (His father, who has never skied, was
   offended.) He's been watching snowboard videos on YouTube every night. He wants a proper half-day lesson, with
   an instructor, not just sliding down a slope on a plastic tray.
3. Sushi. Every meal. I said ok for one meal per day.

Darren keeps talking about renting a car to drive from Sapporo to Furano and Biei — he says it'll be more
flexible, we can stop wherever we want for photos, and "Hokkaido roads are wide and empty". I'm nervous. He has
never driven on snow, and winter days there are so short. Not decided. Need to read up properly, or ask someone
who has done it. Let's park it until after the hotels are sorted.

Hotels: want to book Sapporo by July. There's one near the station with a family room, Hotel Lilac. Reviews good.

## Kitchen
Still on track for after the Sept holidays. Tiles chosen in March — the Terrazzo Bianco for the floor, white
subway for the wall. I keep seeing terrazzo everywhere now on Instagram, it looks so good. Kai thinks it looks
like a canteen. The new hob is sitting in its box in the storeroom since the GSS sale. Alvin says hacking maybe end Sept, once the HDB
permit is out. He'll confirm.

Hoe Kee sent a promo email — 30% off terrazzo series. Of course, right after we paid the tile deposit via Alvin.

## School
Prelim practical prep started. Paper draft done, Ben and Kavitha to vet in July. The lab audit: East Zone still
hasn't given a date. I've started a checklist. Rahman found the expired indicators during the inventory in May
and promised to dispose of them during the hols — must remember to check that he actually did it. (Past experience:
"will do" from Rahman means "will do eventually".)

The microscale idea: I'll bring it to the July dept meeting. Kavitha is interested, Ben is sceptical ("kids will
break the microburettes"). Costed it roughly: the kits pay for themselves in 2 years from saved reagents.

Two new Sec 1 classes doing the new syllabus. The textbook isn't ready (!!). We're writing our own worksheets.
Shu Fen is amazing at this, she made a whole set on separation techniques with QR codes to videos.

## Hiking
The heat is ridiculous this year. By 9.30am on the last hike half the group was dying. We've started earlier this
month and it's much better. Uncle Patrick brought his grandson last time, who is 11 and walked faster than all of us.

Ubin in November — start planning. Need to check the bumboat prices.

## Darren and me
Anniversary on 5 Jun — went to the Peranakan place in Katong. No buffet. He had two plates of babi pongteh and
talked about aircraft engines for 40 minutes, which I've learned to find endearing. 16 years.

His shift roster is better this month, more days. He's trying to get the 12 Dec leave approved. Supervisor said
"should be ok" which in Darren's company means "ask me again in October".

## Money
Jason called about the Shield renewal in August, and also wants to "review" Kai's coverage. Told him to just email
the renewal and we'll talk after the hols. Xin reminded me about the CPF top-up for Mum — year-end.

## Kai
End of Sec 2 is coming fast — subject combination. He says Pure Physics "sounds cool". Ok, we'll see what the
mid-year results say. Floorball: they lost in the quarter-finals, he was gutted for 2 days, then fine.

## School, the longer version
Two weeks of "holiday" so far: three days of marking the mid-year papers for the Sec 3s (the Sec 4s I did before
the hols), two days of curriculum planning with the Sec 1 team, one cluster PD day on assessment literacy (useful,
surprisingly), and one full day of meetings about next year's timetable, which is like a Rubik's cube where every
face is a teacher with a complaint.

The cluster PD had a session on practical work assessment that was actually good — the speaker from another
school showed how they run the Sec 3 practicals in smaller groups, with a checklist the students use on each other
before the teacher marks. Stealing that. Ben will say it's more work. It is, at first.

Staff: Kavitha asked to be considered for the Level Head (Lower Sec Science) role next year. She's ready. I'll
support it at the appraisal. Joel's admin is still a black hole but his kids love him and his Sec 2 results went up
8 points — I'll take it. Shu Fen is exhausted; she's been writing worksheets for the new syllabus every night. Told
her to stop at 10pm. She laughed. I know that laugh, it's mine from 2012.

A Sec 4 girl from 4E3 came to see me on the last day of term, crying about her results and her parents. Referred
her to the counsellor, checked in with her form teacher. It's the part of the job nobody trains you for and that
you remember the longest.

## Home
The guppies are now about 40. Darren bought a second, smaller tank "for the babies". This is how it starts.

Nilar renewed her contract in April for two more years. She's going home to Mandalay for two weeks in
September during the Sept hols, which works because I'll be home too. Need to sort out who watches Mum on the
school days around it — Xin can take a few days, I'll take two days of leave.

Aircon servicing got done in May finally. The one in Kai's room had a small leak, fixed. Kai's room remains a
crime scene.

Darren's birthday in April I forgot to write about: we went to the zichar place in Bedok, he ordered the
crab, Mum ate half of it, nobody told her off because it was his birthday and she said "crab no sugar what".

## Xin's family
Jun Hao is in his unit now, posted to a signals unit in the west, books out every weekend. He's grown up so much
in six months. Xin's husband Kelvin is busy with his company's restructuring — she's been a bit stretched
between him, Mum's admin and her own work. I need to carry more of the Mum load in the second half of the year.
Maybe I take the polyclinic appointments that fall on school holidays, she takes the others.

## My back
Physio said my back pain is from standing on hard floors in bad shoes for 8 hours, plus "stress posture". She
gave me exercises. I did them twice. Must do them daily. Writing it here to shame myself.

## Japan, the boring logistics
Rough budget so far: flights almost 4k for three, hotels maybe 2.5k, food and shopping "2k" (Darren says 1.5k, he
has never seen me in a Japanese drugstore). We need proper winter clothes for Kai — the jacket from the 2019 Korea
trip won't close any more. Darren has his work jacket. I have nothing warm that isn't ten years old. Uniqlo Heattech
sale in October, wait for it.

Itinerary idea: Sapporo 3 nights (Odori, the chocolate factory, soup curry), Furano/Biei 2 nights, Otaru 2 nights
(canal, the music box place, sushi for Kai), then one last night near the airport. Everyone says don't try to see
everything in Hokkaido in winter, the distances are big and the days are short. Fine by me; I want to sit in an
onsen and do nothing.

## Random
- Kai's school shoes, again. How.
- Need new hiking shoes. Old ones have a hole.
- Bought Mum a pill organiser, she uses it as a button box. Sigh.
- Must take Kai for his dental check before school reopens.
- Darren wants a new TV for the "new kitchen era". The kitchen doesn't have a TV. Logic unclear.

That's all. Going to lie down now.
"""

FILES["notes/long/2025-10-26-term4-ramble.md"] = """# Term 4 ramble (Sun 26 Oct 2025)

The flat is covered in a fine white dust that gets into everything — my laptop keyboard, Kai's floorball bag,
the rice. Hacking started a couple of weeks ago, two weeks late, because the HDB permit took forever. Now the
kitchen is a concrete box with pipes sticking out. We're eating tabao every night and Nilar is washing dishes in
the bathroom sink. Mum is staying at Xin's this week to escape the noise and the dust (and I think to escape us
bickering about the tabao).

## The smell
I have to write this down before I forget the details because it's now a department legend. Last Wednesday,
Sec 3 practical in Lab 2, Kavitha's class. One group had an old qualitative analysis kit from the back cupboard
(the one we were supposed to clear out before the audit — this is on me). Somebody added dilute acid to a
sulfide sample that should never have been there. Within about 30 seconds the whole lab smelled like a stink bomb
factory — hydrogen sulfide, H2S, that unmistakable smell. Thirty Sec 3s screaming and laughing, two girls crying,
one boy pretending to faint (Joel's nephew, of course). Kavitha did exactly the right thing: evacuated the
lab, windows open, fume hoods on, called Rahman. Nobody was hurt, concentrations were low — it's the nose that
detects it at tiny levels, and the danger is actually when you *stop* smelling it. Still, I filled in the
incident report and we cleared the entire back cupboard on Friday. Found three more bottles with labels you can't
read. The timing with the audit corrective actions could not be worse/better.

The kids now call Lab 2 "the fart lab". It will take years to shake.

## Audit
The audit itself in September went ok. Victor was fair. Most of what he found was the paperwork kind, easy to fix.
One item isn't — the old hood in Lab 2, the vendor says the motor is weak. Rahman and
Aisyah have done their items. Corrective action report due 31 Oct; I'm writing it this week. The vendor can only
come in December for the re-test. Victor will have to accept that.

## Mum
Review on 14 Oct: **HbA1c is 6.8% now!** Down from 7.4 in Jan and 7.1 in June. Dr Farah was pleased. Mum took
full credit ("I walk every night what"). Meds got changed again — Nilar has the new sheet, Xin posted the
details in the group. The once-a-day thing Mum wanted. The doctor also wants an eye screening for diabetic
retinopathy, which we haven't booked yet. Must do it before Japan.

Mum's next review is in early December, before we fly. Polyclinic will send the appointment.

## Kitchen
Hacking done, plumbing and electrical points done, tiles going in next week. Alvin says carpentry install early Nov, handover
mid-Nov if the quartz is on time (it's never on time). We paid the first progress claim. The hob box
is still in the storeroom waiting.

Living without a kitchen for a month makes you realise how much of family life happens around the stove. Darren
has been making instant noodles with the electric kettle like he's back in NS. Kai thinks it's fun. Mum thinks
it's a disaster. Nilar is very patient with all of us.

## Japan
Seven weeks. The Biei private tour is booked — Blue Pond Tours, a driver-guide for the whole day on the 17th.
Costs more than I'd like, but it takes the stress off. Kai has been looking up snow parks. Flights, hotels,
tour, all done. Still need: travel insurance (Jason will try to sell me annual, I'll just buy single trip online),
JR seats, winter clothes for Kai (he's grown 6cm since June, none of the old jackets fit), data SIM.

Xin confirmed Mum + Nilar will stay at hers. Jun Hao will check on our flat, water the plants and feed the fish.
He's getting paid in Hokkaido snacks and Shiroi Koibito.

## Kai
Subject combination decision is due end of Nov/early Dec. He's wavering between pure chem + pure physics and
combined science. I've promised not to influence him. (I have influenced him a little bit.) Darren is the voice
of reason: don't overload, Sec 3 is a big jump. PTM is mid-Nov, we'll hear what Mr Goh thinks.

## CPF / money
Still thinking about the Mum RA top-up. 8k is a lot in a reno year. But the tax relief is real and Mum's monthly
payout goes up. Xin and I need to agree who does what this year.

## Hiking
Oct hike had to move to Sunday because I had a school event on the Saturday. Only 6 turned up, the rest had church or brunch. Southern Ridges in the morning mist was
gorgeous. November is Ubin. December I'm away — need to sort out who leads, ask on the list.

## School, Term 4 things
The Sec 4s are gone — study break, then the O-Level written papers. The staff room is strangely quiet without
the Sec 4 teachers rushing around. I went to the last lesson with 4E3: they gave me a card with a drawing of me
holding a burette like a sword. I'm keeping it forever. Some of them will do very well. Some of them I'm still
praying for.

Appraisal season. Kavitha is getting the Level Head role next year — announced last week, she deserves it.
Shu Fen's observation was excellent; the Sec 1s were fighting to answer questions about separation techniques.
Joel's admin is still a black hole. Ben wants to go part-time in 2027 to look after his father; we talked for an
hour after school. Everybody has a parent now. Everybody in this staff room is a caregiver of some kind.

Next year's timetable draft is out and it gives me 18 periods a week plus HOD duties. Asked the VP to look at it
again. She said "everyone is stretched". Yes. That's the problem.

The Sec 3 kit budget: I need three quotes before the end of November for the 2026 ops budget. One supplier
replied, one sent me a brochure for something else entirely, one hasn't replied at all.

## Nilar
She came back from her two weeks at home in September looking tired; her mother in Mandalay is unwell. She's
sending more money home. Darren and I talked and we'll give her an extra bonus at year-end, quietly. She's been
incredible with Mum through all the reno chaos — running between our flat and Xin's, washing dishes in the
bathroom, never one complaint. Mum told Xin she's "better than my own daughters". Ha.

## Darren
Night shifts again this month, an A320 heavy check at work that runs late. He's taking the whole of 12-21 Dec off
and says he will sleep through the whole of Hokkaido. He has been secretly watching videos on how to walk on
ice without falling. I found his search history on the iPad. Cute.

## Kai, part 2
Floorball season is done; they came third in the zone. He was named "most improved", which he pretends not to care
about but it's on his desk. He's grown 6cm since June and eats like a horse — during the reno it's been chicken
rice twice a day.

He also asked me, very seriously, whether he'd get into trouble at school if he took chemistry and got a bad grade
"because you're a chem teacher". I told him nobody would care. He looked relieved. Then I worried about it for
two days.

## Jun Hao / Xin
Jun Hao turned 21 on 30 Oct, we had cake at Xin's. He has about a year more of NS.

## Living in a reno
Small things from this month, so I remember when we're complaining about something else next year:
- The hacking noise started at 9:01am every day. Mrs Chandran next door brought us a tray of curry puffs "for the
  suffering". I need to buy her something nice from Japan.
- Dust in the rice dispenser. Threw away 2 kg.
- Kai did his homework at the dining table with noise-cancelling headphones and said it was the most productive
  week of his life. Maybe we should hack something every exam season.
- Mum came back from Xin's for one afternoon, looked at the concrete, said "last time got kitchen", and went back.
- Alvin's workers are good — polite, clean up every evening, put the floor protection back properly.

Mum's walk routine is holding: 20 minutes after dinner along the park connector with Nilar, most nights. Her sugar
readings in the morning have been the best all year.

## Me
Tired. Not burnt out, but close to the edge of it. Term 4 always feels like running downhill with your shoes
untied. Things I'm proud of this year: the dept runs better, Shu Fen is flying, the microscale trial with 3E2 went
well. Things I'm not: didn't read much, didn't exercise beyond the monthly hike, snapped at Kai twice this week
over the dust (not his fault).

Next week: finish the corrective action report, mark Sec 3 end-of-year scripts, get quotes for the kits, and
try to sleep before midnight at least three nights. Three!
"""

# ---------------------------------------------------------------- plain text

FILES["txt/for-nilar-mum-care.txt"] = """FOR NILAR -- Grandma (Mdm Ong) daily care
Updated 15 Oct 2025 (after polyclinic review 14 Oct) -- please throw away the old sheet!

MEDICINE (new from 15 Oct)
  Morning, after breakfast ....... Amlodipine 5mg x 1   (blood pressure)
  Dinner, after eating ........... Metformin XR 1000mg x 1  (the BIG white tablet - swallow whole,
                                   do NOT crush or break)
  Night, before sleep ............ Atorvastatin 20mg x 1  (cholesterol)

  NO MORE the small metformin 500mg two times a day. Keep the old box in the kitchen
  cupboard, Ma'am Mei will bring it back to the polyclinic.

SUGAR TEST  (GlucoSure Duo 2 meter, in the blue pouch)
  - Mon / Wed / Fri : before breakfast (fasting)
  - Sat             : 2 hours after lunch
  - Write in the red book AND post the number in the Telegram family group.
  - Target: fasting 4 to 7. After meal below 10.
  - Spare strips + lancets: top drawer of the TV console, blue Tupperware box.
  - Use side of the finger (ring finger), not the tip. Grandma says less pain.

IF SUGAR LOW (below 4, or she is shaky / sweaty / confused):
  1. Give 3 glucose tablets (in her handbag + bedside drawer) OR half cup Ribena/orange juice.
  2. Wait 15 minutes, test again.
  3. Still below 4 -> repeat and CALL Ma'am Mei or Mei Xin.
  4. Cannot wake up / very confused -> call 995.

FEET
  Check both feet every night after bath: cuts, blisters, red spots, between the toes.
  No walking barefoot downstairs. Slippers with back strap only.

WALK
  20 min after dinner, void deck or park connector. Bring her phone.

FOOD (also see list on fridge)
  - Rice: half bowl only (which rice: see the list on the fridge).
  - Drinks: kopi-O kosong, plain water, barley no sugar. NO kopi-C siew dai.
  - Kuih: weekend only, 1 piece (she will ask for 2 -- you can say Ma'am Mei say no).

PHONE
  Ma'am Mei ........ 9555 0131
  Mei Xin .......... 9555 0178
  Sir Darren ....... 9555 0164
  Polyclinic appt line 6555 0110
  Emergency ........ 995
"""

FILES["txt/house-sitting-dec-trip.txt"] = """HOUSE-SITTING NOTES -- for Jun Hao
Dates: Fri 12 Dec (we leave at night) to Sun 21 Dec 2025 (we're back ~6pm)

Thank you Jun Hao!! Ah Yi owes you big time. Snacks from Hokkaido + the ang bao we discussed.
Grandma + Nilar are at your place, so the flat is empty the whole time.

KEYS
  - Spare key is with Mrs Chandran next door (#08-217). She knows you're coming, just ring the bell.
    Please return it to her after your last visit.
  - Letterbox key: on the hook behind the main door. Clear the letterbox every visit.

WIFI (new router, the mesh one)
  Network: TanLim_Mesh
  Password: Guppy&Kopi-2025
  (The old TanLim_Home network is gone, don't bother.)

HOW OFTEN
  Every 2 to 3 days is enough. Saturday you can stay over and use the PS5, Kai said ok (wow).

GUPPIES (tank in the living room)
  - A small pinch of flakes every visit. NOT MORE. Overfeeding kills them faster than hunger.
  - Light is on a timer, don't touch.
  - If the filter stops (no bubbles): unplug, plug back. Still dead -> just leave it and text Uncle Darren.

PLANTS
  - Corridor: curry leaf, pandan, chilli, the money plant. Water every visit until water comes out the bottom.
  - Balcony orchids: only Tue/Sat, a little.

KITCHEN (brand new, please be kind)
  - Fridge is mostly empty, drinks inside are yours.
  - Please don't cook. If you must: the hob has a child lock -- hold the key symbol 3 seconds.
  - Wipe the quartz top if you spill, it stains.

BEFORE YOU LEAVE EACH TIME
  - Windows closed if it looks like rain.
  - Aircon + lights off (the corridor light is on a timer, leave it).
  - Main gate locked.

PROBLEMS
  Text me or Uncle Darren on Telegram (we have data roaming). Anything urgent: your mum.
  Water leak: main water valve is under the kitchen sink (blue handle).
"""

FILES["txt/fume-hood-and-eyewash-weekly-check.txt"] = """HOW-TO: weekly fume hood + eyewash checks (Chem labs C3-02 / C3-04, prep room)
For: lab technicians. Revised after the East Zone audit, Oct 2025. -- MLT

Every MONDAY before 8am assembly. Takes ~20 minutes. Sign the ring file on the wall next to each station.

A. EYEWASH STATIONS (one per lab + prep room)
  1. Remove dust caps. Check the caps are not cracked.
  2. Push the paddle fully. Let it run 3 minutes (use the timer on the wall).
  3. Check: both streams even, about the same height, water runs clear by the end.
  4. Check the bowl drains, no standing water.
  5. Replace the dust caps. Sign + date the log sheet. Write "OK" or describe the problem.
  6. Problem -> tag "DO NOT USE", tell HOD, log a facilities request.

B. SAFETY SHOWER (prep room only) -- monthly, first Monday
  1. Bucket + mop ready.
  2. Pull handle 10 seconds. Check flow.
  3. Sign.

C. FUME HOODS (FH-1 Lab 1, FH-2 Lab 2, FH-3 prep room)
  1. Switch on, sash at the marked working height (sticker).
  2. Read the face velocity on the anemometer (the yellow one in the prep room drawer).
     Minimum 0.4 m/s. Write the number in the log.
  3. Below 0.4: tag "DO NOT USE", tell HOD. Do NOT let classes use that hood.
  4. Check the baffles are clear, nothing stored inside the hood.
  5. Switch off if not in use.

D. SPILL KITS
  1. Acid kit: neutraliser tub not empty, absorbent pads x5, gloves, scoop, bags.
  2. Solvent kit: pads, bags, gloves.
  3. Re-order from the store list if below the red line.

NOTES
  - Logs are inspected. No log = not done (that's how the auditor sees it).
  - Keep the completed sheets for 3 years in the prep room cabinet (top shelf, blue files).
"""
