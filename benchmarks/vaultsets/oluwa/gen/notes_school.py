from lib import write

KS3_REVIEW = """---
title: KS3 science curriculum review 2025-26
owner: S. Adebayo-Clarke (HoD Science)
status: in progress
tags: [school, KS3, curriculum, SLT]
updated: 2025-11-28
---

# KS3 science curriculum review (2025–26)

## Why we're doing this

Our KS3 scheme is a patchwork. The Y7 and Y8 units were written in 2017 for the old three-year KS3, then
squashed into two years when we moved to a three-year KS4, then patched again after the 2022 Ofsted deep
dive where the inspector (fairly) said our KS3 "did not build cumulatively towards GCSE". Every unit has a
different template, half the resources are on a shared drive nobody can find, and the assessment at the end of
each unit is a 40-mark test written by whoever taught it first.

The symptoms in Y10 are obvious to everyone in the department: kids arrive not knowing the particle model
properly, mixing up "mass" and "weight", unable to use a measuring cylinder to the nearest ml, and scared of
anything with a graph. The practical skills are the worst – KS3 practicals have become demonstrations because
of the time pressure, so they hit the GCSE required practicals cold.

What I want by September 2026:

1. A single, sequenced KS3 curriculum over Y7–Y9 with the "big ideas" (particles, energy, forces, cells,
   ecosystems, reactions, waves, electricity, Earth) revisited on purpose, not by accident.
2. One unit template. Every unit: knowledge organiser, sequenced lessons, a practical with a write-up frame,
   retrieval starters, a mid-unit hinge quiz, an end-of-unit assessment with a common mark scheme.
3. Practical work that's actually done by the kids, with the measurement skills tracked.
4. Something that an ECT (hello Yasmin) can pick up and teach on day one without re-inventing it.

## Options we looked at (summer term 2025)

### A. Buy a published scheme – Spark Science KS3

Spark Science is a subscription scheme (lessons, slides, worksheets, online homework, assessments). Farah and
I sat through the demo in May.

- Cost: **£2,400 a year** for a department licence (5 years minimum to get that price).
- Pros: everything done, consistent, homework platform with auto-marking, decent practical sheets.
- Cons: slides are very busy, the chemistry sequence puts atoms before particles (which I hate), and you're
  tied in. Several schools in the Trust have dropped it after two years because staff stopped using it.

### B. Catalyst Online

- Cheaper (£1,100/yr) but it's basically a resource bank, not a curriculum. No sequence. Discounted quickly.

### C. Write it ourselves, using the Trust's curriculum map

- The Aire Valley Learning Trust published a KS3 science curriculum map in 2024 (sequence + key knowledge,
  no resources). We'd write units to fit it.
- Pros: fits our kids, cheap, we own it, departments across the Trust can share.
- Cons: time. A LOT of time. Needs protected time (INSET, PPA, dept meetings).

## Decision history (keep this honest)

| Date | Where | What was decided |
|---|---|---|
| 18 Jun 2025 | Dept meeting | Buy Spark Science from Sept 2025. I'll put a bid in to SLT for £2,400. |
| 4 Jul 2025 | Email from Ingrid (DHT curriculum) | Not approved – Trust top-slice, budget frozen, no new subscriptions over £1,000 this year. |
| 7 Jul 2025 | My reply to Ingrid | **We write our own KS3 units in-house**, Y7 first, using the Trust curriculum map. |
| 1 Sep 2025 | INSET, dept session | Confirmed in-house. Units allocated, first drafts by Fri 17 Oct. |
| 3 Nov 2025 | INSET, dept session | Reviewed drafts; agreed the unit template v2. |

So: the June decision to buy Spark Science is **dead**. We're not revisiting it this year. If the budget
comes back in 2026–27 we could look at buying just their homework platform, but I'm not promising that.

## The unit template (v2, agreed 3 Nov)

Each unit folder on the Science Team site contains:

1. `00-overview` – one page: big idea, prior knowledge (with the unit it came from), where it goes next
   (the GCSE topic), key vocabulary with definitions, common misconceptions.
2. `01-knowledge-organiser` – one side of A4. No more. I have seen two-sided "knowledge organisers" and they
   are textbooks in disguise.
3. `02-lessons` – 8–10 lessons. Slides in the department house style (white background, one idea per slide,
   no clip art). Each lesson starts with a 5-question retrieval starter: 2 from last lesson, 2 from last
   unit, 1 from last year.
4. `03-practical` – at least one whole-class practical the kids do themselves, with a method, risk
   assessment (CLEAPSS-referenced), results table frame and a graph/analysis frame. Tech order form
   pre-filled for the technicians.
5. `04-hinge-quiz` – 6 multiple-choice questions, diagnostic distractors, halfway through.
6. `05-assessment` – 30 marks: 10 recall, 10 application, 10 practical/maths. Common mark scheme.
7. `06-homework` – 4 low-stakes quizzes (Google Forms for now).

## Y7 units in progress (autumn 2025)

| Unit | Writer | Draft status (Dec) |
|---|---|---|
| Particles and states of matter | Yasmin | drafted, reviewed, great |
| Cells and organisation | Dean | drafted, practical needs work (microscopes) |
| Forces and motion | Ollie | drafted |
| Acids and alkalis | me | drafted, practical is the red cabbage indicator + universal indicator |
| Ecosystems and food webs | Farah | half drafted (she's also KS3 co-ordinator, so give her slack) |

Y8 units start in the spring term. Y9 in summer. I'm being realistic – Y9 may slip to autumn 2026.

## Sequencing rationale (for the Trust network and for Ofsted, if they ask)

The order matters more than the content. A few principles we agreed:

- **Particles before atoms.** Kids need a working particle model (solids, liquids, gases, dissolving,
  diffusion, gas pressure) before we ask them to think about atoms and elements. The published schemes that
  start with atomic structure in Y7 lose half the class by October.
- **Energy as a thread, not a unit.** Energy stores and transfers turn up in forces, reactions, electricity
  and ecosystems; we name the stores the same way every time.
- **Biology from the organism inwards and outwards.** Cells → organisation → organisms → ecosystems in Y7,
  then variation, inheritance and health in Y8, then biochemistry-lite in Y9.
- **Maths in every unit.** Units, reading scales, means, bar charts then line graphs, rearranging one simple
  equation by Y9. Agreed with the maths department so the methods match theirs (e.g. the way they teach
  rearranging).
- **Practical first where possible.** Do the thing, then explain the thing.

## Y8 and Y9 outline (draft, for the spring and summer)

| Year | Autumn | Spring | Summer |
|---|---|---|---|
| Y8 | Elements, compounds, mixtures; Variation | Energy transfers; Digestion and health | Reactions (combustion, oxidation); Earth and atmosphere |
| Y9 | Atoms and the periodic table; Inheritance | Electricity and magnetism; Photosynthesis and respiration | Waves; Rates of reaction (bridge to GCSE) |

Writers for Y8 to be agreed at the 5 Jan INSET. I want Yasmin paired with Dean rather than writing alone
this time, and I'll take Elements, compounds, mixtures myself because it's the unit I care most about.

## Time – where it comes from

- INSET: dept afternoon on 1 Sep, 3 Nov and 5 Jan is all KS3 writing.
- Dept meetings: every other one is "curriculum" with no admin items – I'll send admin by email.
- PPA: I've asked people to use one PPA a fortnight for writing. Not policing it.
- SLT have agreed to let us have the Y11 study-leave gap in June for Y8/Y9 writing.

## Assessment and data

We'll drop the old 40-mark tests entirely from September 2026. For this year, the Y7 classes get the new
assessments on the drafted units and the old ones on everything else. Data goes into the same tracker
columns so the Trust's data drop isn't affected. I need to check with the data manager whether we can
rename the columns mid-year without breaking the Trust dashboard.

## Practical skills tracker

Every KS3 practical logs which measurement skills the kids practised:

- measuring cylinder (to ±1 ml)
- thermometer (to ±1°C) and digital probe
- balance (to 0.01 g)
- stopwatch / timing
- ruler / metre rule
- microscope focusing
- drawing results tables with units in the header, not in the cells
- plotting line graphs with a line of best fit

By the end of Y9, every kid should have done each of these at least three times, by themselves, with
feedback. We'll track by class, not by child – I'm not building another spreadsheet monster.

## Things that worry me

- Workload. Writing units on top of a full timetable is exactly how people burn out. I must protect the time
  and not let it turn into evenings and weekends. (Note to self: practise what you preach.)
- Quality control – five writers, five styles. The template helps. I'll do a "read-through" of each unit
  before it's taught.
- Yasmin is an ECT; writing a unit is great development but her mentor needs to know it's happening.
- Technician time – new practicals mean new orders. The techs need the orders two weeks ahead, not two days.
- The Trust might change the curriculum map again. If they do, I'm going to scream into a fume cupboard.

## Links

- Trust KS3 curriculum map (2024) – on the AVLT SharePoint, science folder
- CLEAPSS – for every practical's risk assessment
- ASE KS3 resources – some of the practical frames are decent
- Our old schemes – archived in "KS3 OLD – do not use"
"""

KS3_IDEAS = """# KS3 – random ideas (brainstorm, Spring term)

Nothing here is decided. Dumping ideas before the curriculum conversation with the dept.

- Start every lesson with retrieval? 3 questions? 5?
- Knowledge organisers – one side max, kids glue into books.
- "Big questions" to frame each unit ("Why does ice float?", "Where does a tree get its mass from?").
- Could we just buy something? Spark Science, Catalyst Online – ask around the Trust who uses what.
- Or steal borrow from the Trust curriculum map and build around it.
- Practical skills passport – kids get a stamp per skill? (Y7 would love it, Y9 would mock it.)
- Homework on an online platform with auto-marking – saves marking hours.
- Science club for KS3 – link to the bees?? Observation hive in the lab? (CLEAPSS will have opinions.)
- Literacy: reading a science article once a half term. Organize a reading list w/ the librarian?
- Stop doing the egg-drop "investigation" in Y8. It's not science, it's bin bag engineering.
"""

DEPT_MEETING = """---
title: Science dept meeting
date: 2025-06-18
attendees: [Seun, Farah Iqbal, Ollie Brennan, Dean Mallory, Yasmin Turner, Gareth Lomax (tech)]
---

# Science dept meeting – Wed 18 June 2025, S4, 15:30

## 1. KS3 scheme

Farah and I fed back on the Spark Science demo. Discussion: busy slides, but the homework platform and
practical sheets are good, and we are drowning. Vote: 5–0 to buy.

**Decision: buy Spark Science KS3 from September 2025 (£2,400/yr dept licence).**
- Action: Seun – bid to SLT (Ingrid) by end of June.
- Action: Farah – map Spark units onto our Y7 timetable.

## 2. Y11 results predictions

Predictions in by Fri. Chemistry looks strongest, combined science the usual spread.

## 3. Technician requests

Gareth: order forms two weeks ahead PLEASE. The end-of-year stock check is 7 July.

## 4. AOB

- Yasmin's ECT observation 25 June, Ollie to cover.
- Summer BBQ at Ollie's, 19 July.
"""

INSET = """---
title: INSET day notes
date: 2025-09-01
tags: [school, INSET, KS3]
---

# INSET – Mon 1 Sep 2025

## Morning – Trust-wide (AVLT)

At the Trust training centre (Calverley Road, Farsley), 8:45 start. Keynote on "adaptive teaching",
safeguarding update (new DSL flowchart), then subject networks. Science network: 11 heads of science.
Three schools in the Trust now writing their own KS3 against the curriculum map – share units on SharePoint.

## Afternoon – dept session (back at school, S4)

**KS3 – confirmed: we're writing our own units in-house this year.** No Spark Science (SLT said no
in July). Starting with Y7, using the Trust map and our own template.

Allocation (Y7, autumn):
- Particles & states of matter – Yasmin
- Cells & organisation – Dean
- Forces & motion – Ollie
- Acids & alkalis – me
- Ecosystems & food webs – Farah

First drafts by **Fri 17 Oct**. Peer review in the 3 Nov INSET.

## Other bits
- New PPA slots: mine is now Wed P1–2 (was Tue P3–4 last year).
- Y11 mocks w/c 1 Dec.
- Fume cupboard test booked for 19 Sep.
- Techs want a full chem store audit this half term – agreed, mid-October.
"""

CHEM_AUDIT = """---
title: Chemical store audit
date: 2025-10-15
with: Gareth Lomax (senior science technician)
tags: [school, CLEAPSS, H&S]
---

# Chem store audit – Wed 15 Oct 2025 (after school, with Gareth)

Gareth did the prep work (he'd been dreading this one since he started) and we went through the
main store, the flammables cabinet and the "cupboard of doom" under the prep-room sink together.
Phoned the CLEAPSS helpline during the audit about the worst items.

## For specialist disposal

| Item | Qty | Problem | CLEAPSS advice |
|---|---|---|---|
| Picric acid (2,4,6-trinitrophenol) | 2 x 25 g | crystals dried out round the lid – shock-sensitive | DO NOT OPEN/MOVE. Specialist contractor only. |
| Sodium metal in paraffin | 1 jar | paraffin evaporated, crust of hydroxide/peroxide | specialist |
| 2,4-DNPH (Brady's reagent) solid | 1 x 100 g | dry, should be kept damp | specialist |
| Mercury thermometers | 7 | broken one in the box, bead visible | mercury spill kit, separate waste |
| Unlabelled brown bottles | 4 | unknown | treat as hazardous, contractor to test |
| Potassium permanganate (caked) | 3 x 500 g | old but OK | can go in normal chemical waste |

The picric acid is the big one. Cordoned off the shelf with tape, sign on the door, told SLT and the site team.

## Other findings
- Flammables cabinet over capacity: ethanol x 6 L, propanone x 5 L, cyclohexane 2.5 L. Move some to the
  second cabinet in C2.
- COSHH register last updated 2022 (!!).
- Eye wash bottles out of date in S3 and S5.
- Spill kits: 2 of 3 incomplete.

## Actions
- [x] Ring CLEAPSS (done during audit)
- [x] Get a quote from a licensed lab waste contractor (Gareth – Yorkshire Lab Waste)
- [ ] Raise a purchase order with Colin for the disposal
- [ ] Book the collection date (needs PO first)
- [ ] Update COSHH register (Gareth + Yasmin, by Christmas)
- [x] Eye wash bottles ordered
- [ ] Restock spill kits
"""


def build():
    write("notes/school/ks3-curriculum-review.md", KS3_REVIEW)
    write("notes/school/ks3-ideas-brainstorm.md", KS3_IDEAS)
    write("notes/school/dept-meeting-2025-06-18.md", DEPT_MEETING)
    write("notes/school/inset-2025-09-01.md", INSET)
    write("notes/school/chem-store-audit-2025-10.md", CHEM_AUDIT)
