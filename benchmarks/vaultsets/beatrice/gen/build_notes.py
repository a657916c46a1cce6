"""Markdown notes and plain-text docs."""
from common import write_text

def build():
    # ------------------------------------------------------------ daily notes
    write_text('notes/daily/2025-01-14.md', """
# Tue 14 Jan 2025

Shoulder still awful. Right side, since Thursday (9 Jan) when I caught the elderly gentleman who slid off the exam table in room 3 — he was fine, I was not. Can't lift my arm above shoulder height without a catch, and lying on it at night is a no.

Saw **Dr. Whitfield** at Kingston Road Family Practice at 4:20 (squeezed in after my day shift, bless Carla at the front desk).
- Probably rotator cuff strain / tendinopathy. Painful arc 70-120°, weak on resisted external rotation.
- **Naproxen 500 mg twice a day with food** for 2 weeks, then reassess. Take it with breakfast and supper, not on an empty stomach (I know, I know — I tell patients this every day).
- Referral to physio — he suggested Beach Hill Physiotherapy since it's on my way home.
- Ultrasound requisition if not better in 6 weeks.
- Modified duties at work: no transfers or lifting for 2 weeks. Need to tell Rosalind tomorrow.

Ice 15 min x3/day. Sling only if needed (it's not — moving it is better).

Toby had hockey at 6am Saturday AND a game Sunday, and Anders couldn't drive, so I'll need to figure out how to drive with this arm. Automatic car, should be ok-ish.

Book club Thursday at Lantern & Leaf — haven't finished the book. Will skim.

Mood: grumpy. Shoulder pain 6/10 at rest at night, 3/10 in the day.
""")

    write_text('notes/daily/2025-03-08.md', """
# Sat 8 Mar 2025

Walk-in Saturday 9-1 was busy — three strep throats and a kid with a bead up his nose. Home by 2.

**Cottage!!** Odile found a place on CottageNest and we booked it tonight over FaceTime: Tamarack Point Cottage on Little Tamarack Lake, 4 bedrooms, sauna, canoe + kayaks, dock. Week of **19–26 July**. I put the whole thing on my Visa for the points (must remember everyone owes me).

How we're splitting it (agreed on the call, all four of us): **equal four ways by household** — me (+Toby if he comes), Odile & Raf, Grace & the kids, Lorna. Works out to roughly **$1,195 each** including HST and cleaning. Nobody wanted to do per-person maths with kids in the mix.

Toby: U17 playoffs start next weekend. He says "maybe" to the cottage, which means yes if there's Wi-Fi.

Shoulder: ultrasound done Monday, waiting on the report. Harjit has me on the yellow band still. Naproxen on and off.

To do
- [x] send everyone the listing link
- [x] e-transfer the booking deposit (done, via Visa)
- [ ] make a shared note for groceries/meals
""")

    write_text('notes/daily/2025-03-18.md', """
# Tue 18 Mar 2025

Sports medicine appt this morning with **Dr. Annika Bergström-Ray** (East End Sport Medicine, 9:15). She went through the ultrasound with me on her screen and examined the shoulder properly — lovely, no-nonsense, Swedish grandmother like mine.

Her plan:
1. **Progressive loading** with physio — she's happy with Harjit, wants me to move on from the isometrics to band work and light weights ("load it, don't baby it").
2. **Hold off on cortisone.** She doesn't think an injection helps a partial tear long-term and it can weaken the tendon. Revisit only if I plateau.
3. Naproxen down to **250 mg twice a day, only as needed** with food. Not every day.
4. Keep working; avoid repeated overhead reaching and patient transfers for another month.
5. **Recheck in 12 weeks** (mid-June) — sooner if night pain gets worse or I lose strength.

She said surgery isn't on the table unless it fails 6+ months of good rehab. Good. I do not want surgery.

Told Harjit at the 5:30 session (e-mailed him the summary too) — he's starting phase 2 next week: red band, side-lying ER with a 1 lb weight, scapular rows.

Evening: Toby's first playoff game, won 4-2. He got an assist. I yelled too much.
""")

    write_text('notes/daily/2025-07-30.md', """
# Wed 30 July 2025 — Little Tamarack Lake

Day 5 at the cottage. Bliss.

We got in on Saturday just after 4 (the dock guy was still packing up his truck — new dock looks great, worth the date change honestly). Lorna arrives tonight for her three nights.

Wifi is surprisingly good. Network **TamarackGuest**, password **LoonsAtDusk#47** (it's on the fridge magnet, writing it here because Toby keeps asking me).

Morning swim 7am — breaststroke out to the buoy and back. Shoulder fine with breaststroke, still can't do front crawl without a twinge. I love swimming first thing when the lake is glass. Nothing better.

Grace's kids caught a bass off the dock and made everyone look at it for an hour. Odile made shakshuka for breakfast (no mushrooms — bless her, she remembered).

Reading *The Long Field* for book club. Slow but I like it.

Reminder to self: keep all the receipts. I'm doing the settle-up spreadsheet when we're home. Firewood + ice from the marina today: $64.40.
""")

    write_text('notes/daily/2025-09-04.md', """
# Thu 4 Sep 2025

Writing yesterday down before I forget the details.

**Wed 3 Sep:** woke at 6:40 to a *drip drip* in the bathroom — water coming through the pot light in the bathroom ceiling and a brown stain spreading across the ceiling into the hallway. Bucket, towels, photos (lots of photos).

- 6:50 called concierge (Devon on nights). He went up to **1307** — that's **Hema Raghunathan**, directly above me. Nothing visible on her side, floor dry.
- 7:15 security shut the water to the 13th-floor stack. Dripping slowed by 8.
- Called Brightline's emergency line; Trevor Galloway's office will "send someone". Left a voicemail for Trevor directly too.
- Turned off the breaker for the bathroom lights. Moved the towels and the laundry basket out.

Had to leave for my evening shift at 11:30 — 12 to 8 Wednesdays. Texted Toby to empty the bucket after school. He did, with a video.

Ceiling drywall is soft in a patch about the size of a pizza box. Definately going to need replacing. Hallway paint bubbling.

**Today:** emailed Trevor properly with photos and times (before my day off — first day off in a week and I spend it on this). Called Maple Shield — they said document everything and wait for the corporation's position before opening a claim.
""")

    write_text('notes/daily/2025-10-21.md', """
# Tue 21 Oct 2025

Condo board meeting tonight, 7pm in the party room (2nd floor). I had 10 minutes on the agenda.

Brought the Sure-Flow report, photos, the declaration excerpt with section 4.3 highlighted, and my timeline. Luis's report did the heavy lifting: the joint that failed is on the riser branch *before* 1307's shut-off valve, so it serves more than one unit = common element.

**And they reversed it.** Yvette (president) said the board accepts the corporation is responsible. The corp will pay to repair my ceiling and hallway drywall and repaint, and reimburse my plumber's bill. Trevor will confirm in writing and get the contractor booked. Minutes to follow.

I nearly cried in the stairwell. Six weeks of back and forth.

Next: tell Petra at Maple Shield so she can put my claim on hold / close it.

Unrelated: Grace e-transferred $650 toward the cottage on Saturday — so she still owes me **$648.80**. Not going to nag this week. Maybe next.

Shoulder: green band now, doing well. Toby has a game Thursday at Coxwell.
""")

    write_text('notes/daily/2026-02-27.md', """
# Fri 27 Feb 2026

**Car: decided.** I'm buying out the CX-5 instead of handing it back. Signed the credit union loan docs online this afternoon. Reasons in the lease note, but basically: I'd owe the finance company for the extra kilometres plus the scuffed bumper if I returned it, the new lease quote was worse than I thought, and it's been a good reliable car. Still need to book the appointment at Danforth Mazda to sign the buyout paperwork before it matures.

Wound cert renewal — looked at the portal tonight: the renewal fee is **$325** now, not $295 like my old note says. Annoying. Still can't submit until after the compression lab anyway.

BLS card expires 31 March. I still haven't booked the recert. BOOK IT.

Toby is walking on air since the Thames Valley offer. Still wants to see Cataraqui at March Break before deciding. I'm keeping my mouth shut (mostly).

Physio check-in with Harjit Tuesday — monthly now. Blue band. Shoulder 1/10 most days. The gel seems to do the job.
""")

    # ------------------------------------------------------------ health
    write_text('notes/health/shoulder-rehab-log.md', """
---
title: Right shoulder rehab log
started: 2025-01-14
updated: 2026-02-03
tags: [health, shoulder, physio]
---

# Right shoulder rehab log

Running log of my shoulder since the injury at work on **9 Jan 2025** (caught a patient sliding off the exam table, right arm took the load). Mainly so I stop relying on memory and so I have something concrete to show Harjit and Dr. Whitfield. Pain scores are 0–10, "night" = worst pain lying down.

## Who's who

| Role | Name | Where |
|---|---|---|
| Family doctor | Dr. Colm Whitfield | Kingston Road Family Practice |
| Physiotherapist | Harjit Sandhu, PT | Beach Hill Physiotherapy, 1710 Kingston Rd |
| Sports medicine | Dr. Annika Bergström-Ray | East End Sport Medicine |
| Imaging | — | Eastgate Imaging (2nd floor), 1877 Danforth Ave |

Benefits: work plan covers physio to $750/yr, then I'm on my own. 2025 ran out in August. 2026 resets Jan 1.

## Medication history (anti-inflammatory)

Keeping this in one place because it's changed a few times and I keep mixing up the dates:

- **14 Jan 2025** — naproxen 500 mg twice daily with food (Dr. Whitfield), 2-week course, then as needed.
- **mid-March 2025** — naproxen reduced to 250 mg twice a day, only on bad days.
- **Summer 2025** — still naproxen 250 mg twice daily on and off; taking it most days in August because of the cottage paddling.
- **12 Nov 2025** — heartburn and a couple of nights of epigastric pain → Dr. Whitfield said **stop the naproxen completely**. Switched to **diclofenac 2.32% gel, applied to the shoulder twice a day** (morning and bedtime), 4 g each time using the dosing card. No oral NSAIDs. Pantoprazole for 4 weeks to settle the stomach.
- Since then: gel twice daily, works fine. Acetaminophen 500 mg if I need extra before a long shift (rarely).

## Phase 1 — calm it down (Jan–mid Mar 2025)

Intake with Harjit on 21 Jan 2025. His assessment: painful arc, weak external rotation, positive Hawkins-Kennedy, no instability. Probable supraspinatus tendinopathy; he wanted imaging to rule out a bigger tear because of the mechanism.

Exercises (yellow band era — sheet in docs):
- Pendulums 2 min, 3x/day
- Isometric external & internal rotation against the door frame, 5 x 30 s holds
- Scapular setting / retraction 10 x 10 s
- Table slides for flexion

Weekly sessions Tuesday 7:30am before day shift. Manual therapy, some dry needling (hated it the first time, fine after).

| Week of | Rest | Night | Notes |
|---|---|---|---|
| 20 Jan | 4 | 7 | Can't sleep on the right side. Naproxen helps a bit. |
| 27 Jan | 3 | 6 | Isometrics ok. Typing charts hurts after 2 hrs. |
| 3 Feb | 3 | 6 | Finished 2-week naproxen course, now as needed. |
| 10 Feb | 3 | 5 | Started yellow band external rotation. |
| 17 Feb | 2 | 5 | Back on full duties except transfers. |
| 24 Feb | 2 | 5 | Plateau-ish. Harjit pushed for the ultrasound. |
| 3 Mar | 2 | 4 | Ultrasound done (Eastgate). |
| 10 Mar | 2 | 4 | Waiting for sports med. |

## Phase 2 — load it (late Mar–Aug 2025)

After the sports med appointment we moved on. Harjit's phase 2 list:
- Red band external rotation, 3 x 12, elbow tucked with a towel roll
- Red band internal rotation 3 x 12
- Side-lying external rotation with 1 lb → 2 lb by June
- Scapular rows with band, 3 x 15
- Prone Y and T raises (no weight at first)
- Wall slides with a foam roller
- Sleeper stretch, 3 x 30 s, gently

Sessions every second Tuesday from April. Home program 5 days a week — I do the excercises in the morning before the commute. Evenings just don't happen for me; after a 12–8 shift I'm done.

| Week of | Rest | Night | Notes |
|---|---|---|---|
| 24 Mar | 2 | 4 | Red band feels hard. Good sign apparently. |
| 7 Apr | 1 | 3 | Slept on it for an hour! |
| 5 May | 1 | 3 | 2 lb side-lying. Swimming breaststroke at the Y. |
| 9 Jun | 1 | 2 | Recheck with sports med — pleased. Carry on. |
| 14 Jul | 1 | 2 | Harjit: start light overhead press with 2 lb. |
| 28 Jul | 2 | 3 | Cottage — overdid the canoe. Backed off for 3 days. |
| 18 Aug | 1 | 2 | Fine again. Physio benefit maxed out; paying out of pocket now ($95/session). |

## Phase 3 — strength & endurance (Sep 2025 → )

Harjit moved me to green band in September, and to **blue** in January 2026. Sessions monthly now — just check-ins and progressions. Current programme is in the separate exercise plan note (he updated it 20 Jan 2026).

| Month | Rest | Night | Notes |
|---|---|---|---|
| Sep 2025 | 1 | 2 | Green band. Condo leak stress = bad sleep, not shoulder. |
| Oct 2025 | 0-1 | 1 | Prone Y/T with 1 lb. |
| Nov 2025 | 1 | 2 | Stomach trouble → naproxen stopped, gel started (see above). |
| Dec 2025 | 0-1 | 1 | Gel twice daily, fine. Shovelled the car out once, no issue. |
| Jan 2026 | 0-1 | 1 | Blue band. Front crawl 2 lengths at the Y — first time in a year! |

## Things that make it worse
- Reaching up to the top shelf of the supply room (asked Kwame to move the otoscope tips down)
- Sleeping on the right side for more than an hour
- Long charting sessions with the mouse on the right (bought a vertical mouse, helps)
- Carrying Toby's hockey bag. He can carry his own hockey bag. He is 17.

## Things that help
- Morning exercises before work, every day I'm on days
- Swimming — breaststroke since May, now some front crawl
- Heat in the evening, ice after swimming
- The gel since November — less stomach drama than the tablets

## Questions for next check-in
- When can I stop the home programme? (Harjit will say "never". He always says never.)
- Is it ok to go back to the kettlebell class Odile keeps inviting me to? (I don't actually want to. Gym classes are not my thing.)

## Session notes (the ones worth keeping)

**21 Jan 2025 — intake.** Harjit is calm, precise, and writes everything down in tiny block capitals. He asked me to rate every movement and kept saying "that's information, not failure" when I couldn't do something. Range of motion: flexion 130°, abduction 95° with a painful arc, external rotation 40° (left side 75°). Strength on resisted external rotation 4-/5. He taped the shoulder with kinesio tape for a week, which I didn't expect to help and which sort of helped.

**4 Feb 2025.** First dry needling. I nearly walked out. The twitch response is the strangest feeling. The next day the upper trap was less knotted, so fine, I'll allow it. He explained that my upper trapezius has been doing the work my rotator cuff should be doing and that's half the reason it aches at the end of a shift.

**18 Feb 2025.** Talked through work. He wants me to stop hitching my shoulder when I reach for the otoscope and to keep the keyboard closer. Gave me a "shrug check" — every time I sit down to chart, drop the shoulders and breathe out. Sounds silly. Works.

**25 Mar 2025.** Phase 2 begins. He demonstrated the red band external rotation twice and then made me teach it back to him, which is exactly what I do with my patients' inhalers. Humbling.

**22 Apr 2025.** Progress! ER range 65°. He says tendons like load that is "heavy enough to be boring" — the reps should feel dull by the end of a set, not sharp.

**20 May 2025.** Discussed swimming. He's happy with breaststroke, wants front crawl held back until ER strength is closer to the left side. Suggested I use a pull buoy when I do start.

**17 Jun 2025.** Side-lying ER with 2 lb, 3 x 15 without compensation. Started prone Y's with no weight. My Y looks more like a sad V. Working on it.

**29 Jul 2025 (missed, at cottage).** Did the exercises on the dock instead. The loons did not seem impressed.

**12 Aug 2025.** Back after the cottage. Canoe flare-up settled. He reminded me that a flare-up after a big change in load is normal and not a sign of re-injury. Benefits used up this visit.

**2 Sep 2025 — first monthly check-in.** Green band. He watched my overhead reach and said it's "nearly symmetrical". I nearly hugged him.

**7 Oct 2025.** Stress week (condo). Shoulder fine; neck tight from clenching. He spent half the session on my neck and told me to go for a walk. Fair.

**4 Nov 2025.** Mentioned the heartburn — he said talk to Dr. Whitfield about the tablets, which I did.

**2 Dec 2025.** Prone T's with 1 lb. He's pleased the gel is enough.

**6 Jan 2026.** Blue band. Front crawl allowed — two lengths at a time, build up slowly. I did four the next morning and felt like an Olympian.

**3 Feb 2026.** Just a check-in. He said I can think of the home programme as "maintenance" now — 3–4 times a week instead of every day. I said "so, never stopping". He said "correct".

## What I've learned (so I can explain it to patients too)
- Tendons adapt slowly — weeks to months — and they like gradually increasing load more than rest. Complete rest makes them weaker.
- Pain during exercise up to about 3/10 is acceptable if it settles within 24 hours. That "next-morning rule" is the thing I now tell my own patients with tennis elbow and Achilles problems.
- Sleep matters more than I'd have guessed. On weeks with bad sleep (leak, evening shifts) my shoulder is worse even when I haven't done anything different.
- Posture isn't about "sitting up straight" so much as not staying in one position for hours.
- The scapula is the foundation. Weak lower trap and serratus = the cuff gets overworked.

## Work adjustments that stuck
- Vertical mouse at work and at home.
- Supply room reorganized (Kwame moved the heavier boxes to waist height for everyone, not just me — he says half the staff had sore shoulders).
- I ask for help with transfers now instead of being a hero. Should have done that for the last 25 years.
- Charting in 45-minute blocks with a stand-up break.
""")

    write_text('notes/health/physio-exercise-plan.md', """
---
title: Home exercise plan (phase 3)
from: Harjit Sandhu, PT — Beach Hill Physiotherapy
updated: 2026-01-20
---

# Home exercise plan — phase 3 (updated 20 Jan 2026)

Harjit's current plan after the January check-in. **Band colour: blue** (moved up from green). Do 4–5 days a week, ideally mornings. Stop any exercise that causes pain above 3/10 that lasts into the next day.

| # | Exercise | Load | Sets x reps | Notes |
|---|---|---|---|---|
| 1 | Band external rotation, elbow at side | blue band | 3 x 12 | towel roll under the arm, slow on the way back |
| 2 | Band internal rotation | blue band | 3 x 12 | |
| 3 | Side-lying external rotation | 3 lb dumbbell | 3 x 15 | |
| 4 | Full-can raise (scaption) | 3 lb | 3 x 10 | thumbs up, to shoulder height only |
| 5 | Prone Y / T raises | 1 lb | 2 x 10 each | squeeze shoulder blades first |
| 6 | Band row | blue band | 3 x 15 | |
| 7 | Wall slides with lift-off | bodyweight | 2 x 10 | |
| 8 | Sleeper stretch | — | 3 x 30 s | gentle! |
| 9 | Overhead press, seated | 4 lb | 2 x 10 | new — only if 1–8 are pain-free |

Progress to 5 lb for #3 and #4 when 3 x 15 feels easy for a full week.

Swimming: front crawl ok, build up by 2 lengths a week. Breaststroke any amount.

Next check-in: monthly, Tuesday mornings at 7:30.

- [x] buy 3 lb and 4 lb dumbbells
- [ ] ask Harjit about a return-to-kettlebell plan (low priority)
""")

    write_text('notes/health/meds-and-allergies.md', """
---
title: Meds & allergies (for forms)
updated: 2025-07-02
---

# Medications & allergies

Copy-paste for intake forms, travel insurance, the cottage first-aid bag, etc.

**Allergies:** sulfa antibiotics (rash, 1998). Seasonal: tree pollen.

**Current medications**
- Naproxen 250 mg PO BID as needed with food — right shoulder (Dr. Whitfield / Dr. Bergström-Ray)
- Vitamin D3 1000 IU daily
- Cetirizine 10 mg daily in spring (April–June)
- Calcium 500 mg with supper (not really consistent)

**Vaccines:** flu shot every October at work; COVID booster Oct 2024; Tdap 2021; shingles series done 2024.

**Conditions:** right rotator cuff injury (Jan 2025), mild hypertension in pregnancy (2008, resolved), perimenopause.

**Pharmacy:** Danforth Village Pharmacy — 416-555-0129.

**Emergency contact:** Odile Marchetti 416-555-0162 (Anders for anything about Toby).
""")

    # ------------------------------------------------------------ work
    write_text('notes/work/shift-rotation-2026.md', """
---
title: Clinic rotation 2026
updated: 2026-01-13
tags: [work, schedule]
---

# GJCHC rotation — 2026

Greenwood Junction Community Health Centre, 1412 Gerrard St E. Rosalind Achterberg (clinical manager) does the schedule; swaps need her OK at least two weeks ahead by email.

## The new pattern (from Monday 5 January 2026)

| Day | Shift | Hours |
|---|---|---|
| Monday | Day | 8:00–4:00 |
| Tuesday | Day | 8:00–4:00 |
| Wednesday | **off** | — |
| **Thursday** | **Evening** | **12:00–8:00** |
| Friday | Day | 8:00–4:00 |
| Saturday (every 2nd week) | Walk-in | 9:00–1:00 |

So the late shift is **Thursday** now, not Wednesday. Alternate Saturdays start 10 Jan.

Why it changed: the clinic added an evening diabetes/foot clinic on Thursdays and Rosalind wanted an NP on it, plus Ines wanted her Wednesdays back for her mum.

## What the old pattern was (2025), for reference
Mon/Tue days, **Wednesday evening 12–8**, Fri days, alternate Saturdays. Thursdays off.

## Knock-on effects
- Book club was 2nd Thursdays — clashes now. Raised it with Mireille.
- Toby's Tuesday practice: still fine, I'm home by 4:30.
- Physio check-ins: Tuesday 7:30am still works.
- Swimming: Wednesday mornings at the Y instead of Thursdays.

## Useful numbers
- Clinic main line 416-555-0100, NP office ext. 214
- Rosalind (manager) ext. 201
- Ines Valcourt (NP) — cell 416-555-0187
- Kwame Asante (RN, charge) ext. 220
- After-hours on-call: 416-555-0199

## Swaps log
| Date | Mine | Theirs | With | Approved |
|---|---|---|---|---|
| Feb 2026 | Thu 19 Feb evening | Sat 14 Feb walk-in | Ines | Rosalind, 13 Jan |
""")

    write_text('notes/work/wound-cert-renewal.md', """
---
title: Wound cert renewal (CWPC)
created: 2025-06-10
updated: 2025-11-05
tags: [work, CE, certification]
---

# Certified Wound Practice Clinician — renewal

Certifying body: **Wound Practice Certification Board of Canada (WPCB)**.
My credential number: **CWPC-20417**. First certified May 2018, renewed 2022.

## Requirements for this cycle
- Cycle: 1 May 2022 → **30 April 2026**
- **36 CE credits** in the cycle, at least 12 of them wound-specific (the rest can be general NP stuff)
- Attestation of 1,000 practice hours in wound care (easy — foot clinic + home-visit wounds)
- Renewal fee: **$295** (paid online, Visa ok)
- Keep certificates for 2 cycles in case of audit

I log every course in the CE spreadsheet (data folder) — date, provider, credits, category. Don't trust the WPCB portal totals, they lag months behind.

## Options to finish the cycle (thinking, June)
| Course | Format | Credits | Cost | Notes |
|---|---|---|---|---|
| Compression Therapy Hands-On Lab | in person, 1 day | 7.0 | $265 | Saturday, Etobicoke — far, but hands-on |
| Lymphedema Essentials | online, self-paced | 6.0 | $180 | cheap, can do on evenings off |
| Pressure Injury Prevention update | webinar | 1.5 | free | through work |
| Diabetic foot refresher | conference session | 3.0 | $120 | only if I go to the conference |

## Decision (5 Nov 2025)
**Going with the Compression Therapy Hands-On Lab** — registered today for the 21 March session. The online lymphedema module is cheaper, but I know myself: I learn by doing and I never finish self-paced modules (see: the 2023 pharmacology one I paid for and did half of). Plus the compression stuff is half my foot-clinic caseload now.

Not doing the lymphedema module this cycle. Maybe next.

## After the lab
- [ ] upload lab certificate to WPCB portal
- [ ] submit renewal + pay fee before 30 Apr
- [ ] update CV
""")

    # ------------------------------------------------------------ toby
    write_text('notes/toby/university-applications.md', """
---
title: Toby — university applications 2025/26
updated: 2026-02-28
tags: [toby, university]
---

# Toby — university applications (fall 2026 entry)

Toby is in Grade 12 at Coxwell Heights Collegiate Institute. His guidance counsellor is **Ms. Farah Qureshi** — she's been great, answers emails the same day, and she's the one who nudged him towards Health Sciences as a second option. Anders and I are splitting application costs.

Applications through **UniApply Ontario**. Toby's reference number: **25-0738-1192** (he'll lose it, so it lives here). Submitted 11 December 2025, well before the 15 January equal-consideration date. Fee for three choices was $156 plus $0 for Niagara's supplementary (free, thank goodness).

## The three choices

| # | University | Program | Supplementary? | Status |
|---|---|---|---|---|
| 1 | Cataraqui University (Kingston) | Kinesiology (BSc Kin) | no | waiting |
| 2 | Niagara Escarpment University (Hamilton) | Health Sciences (BHSc) | **yes** — essay + activities | supp submitted 29 Jan |
| 3 | Thames Valley University (London) | Kinesiology | no | **OFFER 4 Feb** |

His ranking, in his own words: "Cataraqui if I get in, Thames Valley is great, Niagara is a long shot." Mine (privately): anything within three hours' drive of Toronto so I can bring him soup when he gets the flu. All three qualify. I'd rather he not go out west or to the States; he knows that, I've said it, I'm done saying it.

## Marks
Grade 11 final average: 88.5%. Grade 12 first-semester: English 86, Advanced Functions 91, Biology 94, Kinesiology 97 (of course), Chemistry 89. Top-six average currently around 91%.

Prerequisites check (Ms. Qureshi confirmed 3 Nov):
- English 4U ✔ (sem 1)
- Advanced Functions 4U ✔
- Biology 4U ✔, Chemistry 4U ✔
- Calculus 4U — semester 2 (Niagara requires it for BHSc; Cataraqui recommends)
- Physics — not needed for Kin

## Niagara supplementary application
Due **1 February 2026**. 500-word essay ("Describe a time you changed your mind about something important and what you learned") plus an activities log.

Toby wrote about quitting hockey for six weeks in Grade 10 when he was burnt out and then coming back on his own terms. It's good. I proofread two drafts (only commas and one sentence that went on for 80 words, I swear I didn't rewrite it). Submitted 29 Jan at 11:48 pm because of course.

Activities log: Ironhawks U18 AA (alternate captain), coaching the learn-to-skate kids at Coxwell on Sundays (Sept–Dec), part-time at the Bulk Barn on Danforth (Saturdays), Grade 12 peer tutor in bio.

## The Thames Valley offer (4 Feb 2026)
- Kinesiology, fall 2026
- **Entrance scholarship $2,500** (based on his ~91% average), first year only
- Guaranteed first-year residence if he accepts by the deadline
- Respond by **1 June 2026** — no rush, he can wait for the others
- Offer conditional on keeping a 78%+ average in final marks

Toby forwarded me the email with "!!!!!!" as the whole message.

## Visits
- Thames Valley: we went to the fall open house in October (the Saturday after Thanksgiving). He liked the gym. I liked the residence food (low bar).
- **Cataraqui March Break Open House** — Saturday **14 March 2026**. Campus tour for Kinesiology at **10:30 am**; meeting point is the **Grant Commons atrium** (main floor, by the bookstore). Info session after lunch at 1:30 in Welland Hall 101. Drive is ~2h45 — leaving at 7. Anders is coming too; we'll be civil, it's fine, we always are.
- Niagara: they don't do tours in March; he might go to the April "admitted students" day if he gets in.

## Money
- Tuition roughly $7,000–7,500/yr for Ontario universities in Kin; residence $9,000–12,000 with a meal plan.
- RESP: around $38,400 as of Dec statement (both of us contributed since he was a baby, thank you past selves).
- Anders and I agreed: RESP first, then 50/50 for the rest, Toby pays his own phone and fun money from the Bulk Barn job.
- Financial aid application — do it in May once he decides.

## Things that still need doing
- [ ] Upload Toby's Grade 12 **midterm marks** to the Niagara Escarpment applicant portal by **15 March** (Ms. Qureshi will send the PDF; Toby has to upload it, I have to remind him)
- [ ] Book the Kingston hotel for the night of 13 March? Or just leave at 7 — deciding
- [ ] Ask Anders about the residence deposit split once Toby accepts somewhere
- [x] Supplementary essay — submitted 29 Jan
- [x] UniApply application — submitted 11 Dec

## Random worries (for 2am)
- Hockey: he wants to try out for the varsity or club team wherever he goes. Fine. I am not driving to Kingston for 6am practices.
- Will he eat a vegetable without me.
- Will I cope with the quiet. (Yes. Probably. Ask me in September.)

## Program comparison (my notes from the websites + the fall fair)

| | Cataraqui — Kin | Niagara Escarpment — BHSc | Thames Valley — Kin |
|---|---|---|---|
| Drive from home | ~2h45 | ~1h15 | ~2h15 |
| Class size (1st yr) | ~220 | ~240 | ~400 |
| Co-op / placements | 4th-year placement | research practicum | optional internship |
| Residence guarantee | if accept by deadline | if accept by deadline | yes — accept by 1 June |
| Varsity/club hockey | club team, tryouts Sept | club team | club team + intramurals |
| Toby's vibe | "feels like a postcard" | "serious, lots of labs" | "big, fun, good gym" |

What he wants: hands-on, sport science, maybe physio or athletic therapy after (he has been watching Harjit work on me for a year and asking questions — I love this). What I want: he's happy, he's fed, he's within a day's drive.

## Questions to ask at the Cataraqui open house
- How many first-year Kin students get into the upper-year exercise physiology lab courses?
- Are there research assistant jobs for undergrads, and when can they start?
- Is the club hockey team expensive (ice, travel)? Does it conflict with labs?
- What do first-years do for a meal plan if they have a massive appetite? (I'll let Toby ask this one. He won't.)
- Mental health supports — how long are the counselling waitlists in October?
- Transfer between Kin and Health Sciences after first year — possible?

## Scholarships / money to chase
- Thames Valley entrance scholarship — already in the offer
- Cataraqui automatic entrance award if average ≥ 90 (should qualify, they say amounts come with the offer)
- Hockey Canada Foundation-type bursaries — look into it, probably need volunteering hours (he has coaching hours from the learn-to-skate)
- Greenwood Junction staff family bursary — $1,000, application in April, Rosalind says my kid qualifies
- Coxwell Heights graduation awards — Ms. Qureshi will flag the ones he can apply for

## Timeline (as far as I can tell)
- Dec 11: UniApply submitted
- Jan 15: equal-consideration date (done)
- Jan 29: Niagara supplementary submitted
- Feb 4: Thames Valley offer
- Mid-March: midterm marks to Niagara; Cataraqui open house
- March–May: other offers roll in
- June 1: decision day
- Late June: final marks → offers become unconditional (fingers crossed)
- Late August: move-in, and I try not to cry in a residence parking lot

## Conversations with Anders
We had a proper phone call on 8 Jan about money and logistics. Agreed: RESP first, 50/50 after, I handle the paperwork, he handles the driving on move-in day (his truck). He wants Toby at Thames Valley because it's closer to Oakville. I pointed out Toby gets to choose. He agreed, grudgingly, then said "but it IS closer to Oakville." It is, Anders.

## Residence thoughts
Toby wants a "traditional" double room with a roommate ("so I have someone to go to the gym with"). I suggested a single with a shared bathroom because he snores like his father. We compromised: he ranks the double first and I say nothing further. Things I've read about each:
- **Cataraqui:** mostly older stone buildings near the lake, dorm-style, a couple of newer suite-style towers for upper years. Meal plan mandatory in first year. Residence fee about $11,800 with the mid meal plan.
- **Niagara Escarpment:** split between the main campus towers and a newer building on the hill; some rooms are far from the athletics centre (a 15-minute walk uphill in February — character-building). About $10,900.
- **Thames Valley:** biggest choice, including a "wellness floor" (no alcohol, early quiet hours — Toby laughed for a full minute). About $12,300 with the full meal plan, which, let's be honest, he needs.

## What I've learned about the process (for Grace, whose Ife is three years behind)
- Start the prerequisites conversation in Grade 10, not Grade 11. Calculus and chemistry decisions matter.
- The supplementary applications are real work — budget two or three weekends.
- Counsellors are overloaded; one concise email with all your questions gets a better answer than six texts.
- Keep a single note (this one!) with reference numbers, deadlines and logins. Teenagers lose everything.
- Go to at least one open house in person. The website photos are always taken in September sunshine.
""")

    write_text('notes/toby/hockey-2025-26.md', """
---
title: Ironhawks U18 AA — 2025/26
created: 2025-09-08
tags: [toby, hockey]
---

# East York Ironhawks U18 AA — season 2025/26

Toby's last minor hockey season (he's a 2008 birthday). Alternate captain this year!

## People
- Head coach: **Dale Pritchard** (strict, fair, shouts only at the refs)
- Assistant coaches: Marco Lindgren, Steve Oduya
- Team manager: **Nadia Ferreira** — runs the parents' mailing list, collects money, books hotels. Text her, don't call.
- Trainer: Jess Whitcombe
- Anders and I both on the parents' list.

## Ice times (as of September)
- Practice: **Tuesday 8:30–9:30 pm** and **Saturday 7:00–8:00 am**
- Where: **Coxwell Memorial Arena** (the old barn on Coxwell, parking is hell on Saturdays)
- Games: mostly weekends, schedule on the league app
- Dryland: Thursday 6pm at the community center gym Sept–Oct only

## Money
- Season fee: **$3,150** (ice, jerseys, tournament entries, referee fees)
- Split 50/50 with Anders = **$1,575 each**. I pay the team by e-transfer, Anders pays me.
- Instalments: $1,575 by 15 Sept, $1,575 by 1 Dec.
- Tournaments: hotels/food extra. Lindsay in January (Kawartha Winter Classic), maybe one in March if we go deep in playoffs.
- New skates Aug 2025: $489 — Anders paid, I did the helmet ($179).

## Equipment notes
- Skates sharpened every ~8 hours of ice, 5/8" hollow
- Stick: 70 flex, P28 curve, left. NOT the 85 flex, he's not a defenceman.
- Mouth guard lives in the car cup holder. I have been asked not to mention it.

## Driving
- Tuesdays: me (home by 4:30 on day shifts — evening shift was Wed in the fall so no clash)
- Saturdays 7am: alternate with Anders; Anders does tournament weekends.
""")

    # ------------------------------------------------------------ cottage
    write_text('notes/cottage/cottage-2025-plan.md', """
---
title: Cottage week 2025 — Little Tamarack Lake
created: 2025-03-08
updated: 2025-07-20
tags: [cottage, friends, summer]
---

# Cottage 2025 — Tamarack Point Cottage

The girls' cottage week, version 3 (after Muskoka 2023 and the Prince Edward County Airbnb disaster of 2024 — never again with a host who texts at midnight).

## Booking
- Booked through **CottageNest** on 6 March 2025 — booking ref **CN-58213**
- **Tamarack Point Cottage**, 1147 Tamarack Point Road, Little Tamarack Lake, Haliburton Highlands, ON
- Owner: **Gord Tremblay** (responds fast, nice, slightly too many exclamation marks)
- 4 bedrooms (2 queens, 1 double, 1 bunk room), 2 bathrooms, wood-burning sauna, dock, canoe, 2 kayaks, paddleboard
- Check-in 4:00 pm, checkout 11:00 am (Saturday to Saturday)
- I paid on my Visa; everyone pays me back. Damage deposit $500 held on my card, refundable within 7 days of checkout.

### Dates — CHANGED
- Originally **Sat 19 July → Sat 26 July**
- On 28 May Gord wrote that the new dock wouldn't be finished in time (his contractor's barge was booked up and the permit took longer), and offered to move us a week later with a $150 credit. Everyone could do it except Lorna, who can only come for three nights in that week anyway.
- **New dates: Saturday 26 July (check-in 4 pm) → Saturday 2 August 2025**. Gord updated the booking on CottageNest on 29 May. Same ref.

## Cost

| Item | Amount |
|---|---|
| 7 nights × $570 | $3,990.00 |
| Cleaning fee | $240.00 |
| Subtotal | $4,230.00 |
| HST 13% | $549.90 |
| **Total** | **$4,779.90** |
| Damage deposit (refundable) | $500.00 |

(Gord's $150 credit went on the damage deposit side of things, not the rental — long story, don't ask, it nets out.)

## How we're splitting it

**First plan (March):** equal four ways by household (~$1,195 each). Simple.

**What we actually agreed (14 June), replacing the March plan:** Lorna's only coming for three nights because of the date change, so paying a full quarter wasn't fair. Odile proposed, everyone agreed on the email thread:
- **Lorna pays a flat $600** toward the rental.
- The rest ($4,179.90) is **split three ways** between me, Odile & Raf, and Grace → **$1,393.30 each**.
- Shared extras (groceries, boat rental, firewood, etc.) still split **four ways equally** — Lorna eats too.

Everyone sends me their rental share after the trip along with the extras settle-up. I'll do a spreadsheet.

## Who's coming
- Me + Toby (Toby 26 July – 30 July only, hockey camp after)
- Odile & Raf
- Grace + Ife (12) + Tomi (9)
- Lorna — Wed 30 July to Sat 2 Aug

## Rooms
- Me: the downstairs queen (away from the bunk room, thank god — I need my sleep and I'm up at 6:30 to swim anyway)
- Odile & Raf: upstairs queen
- Grace: double, kids in bunk room with Toby (he's the "cool big cousin" now)
- Lorna: pull-out in the den, she insisted

## Meals plan
Each household cooks two dinners. Breakfasts free-for-all. Big grocery run in Minden on the way in (Odile), top-ups at the marina store.

Dietary notes so nobody forgets:
- Odile: vegetarian (eats fish sometimes)
- Raf: everything, mostly beer
- Grace's kids: plain pasta / hot dogs / corn, anything "with bits" rejected
- **Me: no mushrooms** (texture — I will pick them out and everyone will watch me do it), go easy on dairy
- Lorna: gluten-free-ish

My dinners: jollof rice + grilled chicken and plantain (Toby's request), and Swedish meatballs with lingonberry (Mormor's recipe) — and cardamom buns for breakfast one day if I can find the cardamom.

## Packing (mine)
- [x] swimsuit ×2, goggles, swim cap
- [x] shoulder bands (red) + the exercise sheet
- [x] naproxen, sunscreen, bug spray (the good DEET one)
- [x] paperbacks: *The Long Field* for book club + one trashy one
- [x] cooler, ice packs, coffee beans + the grinder
- [ ] headlamp batteries

## Lake notes from Gord's listing
No motorboats over 10 hp on Little Tamarack (yay, quiet). Loons nest in the bay to the east — keep the kayaks 50 m off in July. Septic system: nothing but TP. Fire ban possible in August — check the township site.

## Getting there
- From the east end: DVP → 401 east → 115/35 north through Lindsay and Minden. About 3 hours with one stop.
- Stop at the Minden Foodland for the big grocery run (Odile has the list) and the LCBO next door.
- Last 4 km is gravel — go slow, there's a sharp bend at the marina turnoff.
- Cell signal drops out after Minden; download the directions offline.
- Arrival window: 4 pm Saturday at the earliest. Gord's rule, and we're not showing up early after last year's host drama.

## Rough plan for the week
| Day | Plan |
|---|---|
| Sat | Arrive after 4. Unpack, swim, Odile's pasta, sauna if anyone has energy |
| Sun | Lazy. Paddle to the island. Grace's kids — fishing off the dock |
| Mon | Hike at the lookout trail (45 min loop). My dinner: jollof + grilled chicken |
| Tue | Rain day? Board games, puzzles, Haliburton village for ice cream |
| Wed | Toby leaves with Anders (pickup at noon at the marina). Lorna arrives evening |
| Thu | Pontoon rental for the day — Grace is organising it. Picnic on the boat |
| Fri | Last full day. Swedish meatballs. Big fire if no fire ban |
| Sat | Clean, pack, out by 11. Breakfast at the diner in Minden on the way home |

## Lessons from past cottages (so we don't repeat them)
- Muskoka 2023: the "lakefront" was across a road. Always check the satellite view.
- County 2024: host texted at midnight about noise. Check reviews for "strict host".
- Bring our own good knife and a proper coffee setup. Cottage kitchens are always one blunt knife and a broken drip machine.
- Bug spray with DEET for the evenings, sunscreen for the kids, and a first-aid kit that actually has tweezers (ticks).
- Settle the money the week after, not "whenever". Lesson learned from 2023 when it took until October.

## Morning swim plan (me)
- 6:30–7:15 every morning, out to the buoy and back, breaststroke only (shoulder).
- Swim buddy rule: tell someone, or at least leave a note on the kitchen table. Raf says he'll come "one day" — we'll see.
- Wetsuit not needed in late July — the lake should be 23–24°C.

## Things to ask Gord
- [x] Are the kayaks adult-size? (yes, two, plus a kid's one in the boathouse)
- [x] Is there a high chair? (not needed anymore — Tomi is 9, what was I thinking)
- [x] Dock finished? (yes, as of 24 July, photos sent)
- [ ] Where's the sauna wood kept?

## Big grocery list (Odile's shopping, my additions in brackets)
- Breakfast: eggs (5 dozen), bread, bagels, oats, berries, yoghurt (lactose-free one for me), coffee (I'm bringing my own beans), tea, OJ
- Lunch: wraps, deli turkey, hummus, veg sticks, cheese for everyone else, chips, fruit
- Dinners: see the dinner rota — each household shops its own dinner ingredients
- Snacks: s'mores stuff (marshmallows, graham crackers, chocolate), popcorn, trail mix (check for nuts — Grace's Tomi is fine, but label it anyway)
- Drinks: sparkling water, lemonade for the kids, beer (Raf), wine (everyone else), ginger beer
- [plantain × 8, scotch bonnet × 1 for the adults' hot sauce, lingonberry jam, cardamom pods]
- Household: paper towels, garbage bags (bear bin!), dish soap, sponges, bug coils

## Dinner rota
| Night | Cook | Dinner |
|---|---|---|
| Sat | Odile & Raf | pasta with roasted veg (and a fish option for Raf) |
| Sun | Grace | hot dogs + corn for the kids, grilled salmon for the adults |
| Mon | me | jollof rice, grilled chicken, fried plantain |
| Tue | Odile & Raf | veggie chili, cornbread |
| Wed | Grace | tacos night |
| Thu | everyone | picnic on the pontoon, leftovers |
| Fri | me | Mormor's Swedish meatballs, mash, lingonberry |
""")

    # ------------------------------------------------------------ condo
    write_text('notes/condo/leak-1207-timeline.md', """
---
title: Leak into unit 1207 — timeline (for Maple Shield)
created: 2025-09-05
updated: 2025-09-26
tags: [condo, insurance, leak]
---

# Water leak into Unit 1207 — timeline and record

Harbourlight Residences, 1955 Queen Street East, Unit 1207 (TSCC 2291).
Prepared for my insurer, Maple Shield Insurance — claim **MSI-2025-0914-3377**, adjuster **Petra Novak**. Also for my own sanity.

## Summary (as of 26 September 2025)
On the morning of Wednesday 3 September 2025 water came through my bathroom ceiling (pot light) and spread along the ceiling into the hallway. The water came from above — unit 1307 is directly above me (owner: Hema Raghunathan). The property manager (Trevor Galloway, Brightline Property Management) initially attributed the leak to 1307's vanity supply line. On 18 September the board, through Trevor, told me in writing that the repair of my unit is my responsibility (or my insurer's) under the declaration, because "the leak originated from a fixture serving unit 1307 only". I disagree; nobody has actually opened the wall to confirm the source, and 1307's vanity, toilet and shower supply lines were all dry when checked on 3 Sept.

## Detailed timeline

**Wed 3 Sep 2025**
- 06:40 — I wake to dripping in the bathroom. Water coming through the pot light in the bathroom ceiling. Brown stain on the ceiling spreading into the hallway.
- 06:50 — Call concierge (Devon). He goes to 1307. Hema lets him in; no visible water on her floor, vanity cabinet dry.
- 07:15 — Security shuts off domestic cold water to the 13th-floor stack at the riser valve in the service room. Whole 13th floor east side without water until 11am.
- 08:00 — Dripping slows, stops by about 9.
- 08:10 — I call Brightline's after-hours line; ticket opened.
- 11:30 — I leave for my shift; Toby empties the bucket at 3:45.
- Afternoon — Brightline sends their regular plumber (Apex Mechanical). He looks in 1307's vanity and under the tub access panel, tightens a compression fitting on the cold supply under the vanity "as a precaution", and writes "suspected loose fitting at vanity supply 1307". He does not open any wall.

**Thu 4 Sep**
- Email to Trevor with 23 photos, times, and a request that the corporation investigate the source properly. (Copy in mail.)
- Call Maple Shield; they tell me to wait for the corp's position before opening a claim, but to document everything.

**Mon 8 Sep**
- Drying contractor (Dry-Rite, arranged by Brightline) installs two dehumidifiers and an air mover in the bathroom and hallway. Moisture readings: bathroom ceiling 38%, hall ceiling 24% (normal is under 17). They cut a 60 cm x 60 cm inspection hole in my bathroom ceiling — can see the underside of the 1307 floor slab and a pipe chase.
- I photograph the hole: there's a water trail along the outside of an insulated vertical pipe in the chase, not from the direction of 1307's vanity drain.

**Thu 11 Sep**
- Dry-Rite removes the equipment. Readings normal. Ceiling hole left open "until the source is confirmed".

**Sun 14 Sep**
- I open the claim with Maple Shield — **MSI-2025-0914-3377**. Deductible $1,000. Petra Novak assigned. She asks for the corp's written position and any plumber reports.

**Tue 16 Sep**
- Petra calls. Says if the source is a common element the corporation's insurer should be dealing with it, and Maple Shield would subrogate anyway. She wants the source in writing.

**Thu 18 Sep**
- Email from Trevor: the board's position is that the leak came from 1307's vanity supply line (per Apex's note), which is part of 1307's unit, so the corporation is not responsible for my repairs; I should go through my insurer, and my insurer can go after 1307's owner if it wants. (Copy in mail.)

**Fri 19 Sep**
- I reply asking what evidence the board relied on, since Apex never opened the wall, and whether the board has read section 4.3 of the declaration (the "serves more than one unit" wording). No reply yet.
- Chat with Hema in the elevator. She's lovely, mortified, and says she'll give access to whoever I want. She also says her insurer told her the same "unit owner responsible" line and she's scared of a bill.

**Mon 22 Sep**
- Called Sure-Flow Plumbing & Drain (recommended by Kwame at work, did his parents' place). Explained. They can do a camera inspection and open the wall on the 1307 side if Hema agrees. Booked for 1 October (earliest). Quote for the investigation ~$450–500.

**Fri 26 Sep**
- Hema confirms in writing (text) that Sure-Flow can open the wall behind her vanity on 1 Oct and that I'll cover patching on her side if it turns out to be her fixture.
- Sent Petra this timeline and photos.

## What I've spent so far
| Date | What | Amount |
|---|---|---|
| 3 Sep | towels/bucket/tarp (Canadian Tire) | $46.18 |
| 8 Sep | extra-long extension cord for the dehumidifiers | $22.59 |
| 22 Sep | Sure-Flow deposit | $100.00 |

## Damage list (my unit)
- Bathroom ceiling drywall: ~1.2 m² saturated; inspection hole cut
- Bathroom pot light: corroded trim, needs replacement
- Hallway ceiling: stain ~2.5 m long, paint bubbling
- Hall closet: a box of Toby's old hockey cards got wet (he is, unexpectedly, devastated)
- No flooring damage (tile floor, water went into the tub mostly)

## The declaration argument (my notes)
Section 4.3 of the declaration, as I read it: pipes, wires, cables, conduits, ducts *that serve only one unit* and are inside that unit are part of the unit; anything that serves *more than one unit* is a common element, wherever it is. The riser and its branch tees serve the whole stack. If the failure is upstream of 1307's own shut-off valve, it's on the common element side. That's why I need someone to open the wall and look at the actual joint.

## Contacts
- Trevor Galloway, property manager, Brightline Property Management — 416-555-0178
- Concierge desk — 416-555-0170
- Hema Raghunathan (1307) — via concierge / text
- Petra Novak, Maple Shield Insurance — 1-800-555-0134 ext. 4471
- Sure-Flow Plumbing & Drain — 416-555-0155

## Feelings, for the record
Exhausted. I work 40 hours a week taking care of people and then come home to a hole in my ceiling and an email quoting bylaws at me. The building is 11 years old; this shouldn't be this hard. Hema and I are on the same side, and the board seems to think we're both trying to scam them.

## Communications log

| Date | With | How | Summary |
|---|---|---|---|
| 3 Sep | Concierge (Devon) | in person | checked 1307, shut stack at 7:15 |
| 3 Sep | Brightline after-hours | phone | ticket opened, plumber to attend |
| 3 Sep | Trevor Galloway | voicemail | asked for a call back |
| 4 Sep | Trevor | email + 23 photos | asked for source investigation, drying, insurer notification |
| 4 Sep | Maple Shield | phone | told to document, wait for corp position |
| 5 Sep | Trevor | phone (2 min) | "board will look at it at the next meeting" |
| 8 Sep | Dry-Rite | in person | equipment installed, inspection hole cut |
| 11 Sep | Dry-Rite | in person | equipment removed |
| 14 Sep | Maple Shield | phone | claim opened |
| 16 Sep | Petra Novak | phone | wants source in writing |
| 18 Sep | Trevor | email | board says unit owner's responsibility |
| 19 Sep | Trevor | email | asked what evidence they relied on; asked about s. 4.3 |
| 19 Sep | Hema | elevator chat | will give access, she's worried too |
| 22 Sep | Sure-Flow | phone | booked investigation for 1 Oct |
| 24 Sep | Trevor | email | polite nudge — no reply to 19 Sep email |
| 26 Sep | Hema | text | written consent to open wall on 1 Oct |
| 26 Sep | Petra | email | sent this timeline and photos |

## Photo index
1–6: bathroom ceiling at 6:45 am, water coming through the pot light trim.
7–10: hallway ceiling stain, tape measure showing ~2.5 m.
11–12: bucket and towels, 7:05 am.
13–15: 1307 vanity cabinet interior (taken by Devon on his phone, forwarded to me) — completely dry.
16–19: Dry-Rite moisture meter readings, 8 Sep (38% / 24%).
20–22: inspection hole, water trail along the insulated vertical pipe in the chase.
23: soaked box of hockey cards (for Toby's insurance claim, ha).

## Questions I've asked the board (no answers yet as of 26 Sep)
1. What report or evidence did the board rely on? Did anyone open a wall or pressure-test the riser?
2. How does the board's conclusion fit section 4.3 of the declaration (piping serving more than one unit)?
3. Has the corporation notified its own insurer?
4. Who will close the inspection hole in my ceiling, and when?
5. Will the corporation reimburse an independent investigation if it shows the source is a common element?

## Insurance notes (Maple Shield)
- Policy: condo unit owner's policy, renewed March 2025. Deductible $1,000 for water damage.
- Covers improvements and betterments (my bathroom was redone in 2021 — the pot lights and the ceiling texture aren't original), contents, and additional living expenses if the unit is uninhabitable (it isn't).
- Petra said insurers often subrogate against the corporation's insurer if the source turns out to be a common element, but it's "cleaner" if the corporation accepts responsibility directly.
- She asked me not to have any repairs done until she's had an adjuster or contractor look at it. Fine by me — nobody's offered to do any anyway.

## Things to remember next time (for any owner, honestly)
- Take photos before you touch anything, with the time visible (phone clock in the shot).
- Write down names of everyone who comes into the unit and what they do.
- Ask for every report in writing. "Verbal" means nothing three weeks later.
- Don't let anyone close up a wall or ceiling until the source is confirmed.
- Get moisture readings in writing from the drying company.
""")

    write_text('notes/condo/options-if-board-refuses.md', """
---
title: Condo leak — options if the board won't budge
created: 2025-09-26
tags: [condo, ideas]
---

# If the board keeps saying no — possible next steps

**Brainstorm only. Nothing decided.** Writing these down so I stop running through them at 3am.

1. **Get my own plumber to open the wall and find the actual source.** (Booked Sure-Flow for 1 Oct — this is the one thing I am doing.)
2. **Ask for the matter to go on the agenda of a board meeting** so I can present in person, not through Trevor. Next meeting is supposed to be in October.
3. **Request records** — the corp's plumber report from Apex, the board minutes where they discussed my unit, the corp's insurance policy. Owners have the right to request records; there's a form and a fee.
4. **Condo tribunal application** — the online tribunal handles records disputes and some nuisance/compliance issues. Not sure it covers repair cost disputes. ~$200 filing. Would need to read up.
5. **Small claims court** against the corporation (or 1307, but I don't want to go after Hema, she hasn't done anything wrong). Limit is high enough. Takes forever.
6. **Mediation** — some declarations require mediation/arbitration before court. Check ours (section 17?).
7. **Just let Maple Shield pay** minus my $1,000 deductible and let them subrogate. Easiest. Feels like rewarding bad behaviour. Premium might go up.
8. **Talk to a condo lawyer** — Odile's cousin Benoît does condo law; a one-hour consult is ~$350.
9. Run for the board next AGM (Raf's suggestion, ha. Absolutely not. Or... no).

Things I'd need whatever I do: the timeline, photos, moisture readings from Dry-Rite, declaration s. 4.3, the 18 Sep email.
""")

    # ------------------------------------------------------------ book club
    write_text('notes/bookclub/chapter-and-verse.md', """
---
title: Chapter & Verse (book club)
updated: 2026-02-24
tags: [bookclub, reading]
---

# Chapter & Verse

Six of us, going since 2019. Mireille organises everything (she has a spreadsheet for the spreadsheet).

**Members:** me, Odile Marchetti, Mireille Lachance, Sunita Rao-Bennett, Deb Kowalczyk, Hannah Osei.

## When & where (current)
- **Second Tuesday of the month, 7:00 pm** — since February 2026.
- **Coxwell-Danforth Library, Meeting Room B** (Mireille books it on her library card; free; we have to be out by 8:45 when the branch closes).
- Snacks: whoever picked the book brings snacks. No nuts (Sunita).

### History of where/when, because people keep asking
- 2019 – Nov 2025: 2nd Thursday at **Lantern & Leaf Café** on the Danforth (back room). The café closed at the end of November 2025 — RIP the lavender scones.
- Dec 2025 – Jan 2026: 2nd Thursday at the library, Meeting Room B.
- **Decided in January 2026: move to 2nd Tuesdays starting 10 Feb.** My new Thursday evening shift made Thursdays impossible for me, and Hannah's choir moved to Thursdays too. We voted by email (5 yes, Deb "whatever works, I'll be there"). Same room.

## How we pick
Rotating pickers, the picker chooses from a shortlist of 3 and we vote. Max ~400 pages (we all work).

### My rules when it's my pick
- Historical fiction, especially anything set in West Africa or Scandinavia (my two halves — Dad's Lagos, Mormor's Gothenburg)
- Books in translation — Nordic, Francophone, anything
- Under 350 pages if at all possible. I read in the 20 minutes before I fall asleep.
- Paper copies. I can't do audiobooks — I drift off and lose the plot, and screens at night wreck my sleep.
- **Not**: twisty psychological thrillers with an unreliable narrator ("the twist is she was the husband all along" — no). **Nothing where the dog dies.** No self-help dressed up as memoir.

## 2025–26 books
| Month | Book | Picker | My rating |
|---|---|---|---|
| Sep 2025 | *The Long Field* — Pádraig Ó Murchú | Odile | 4/5 |
| Oct 2025 | *Nine Winters in Tromsø* — Liv Aamodt | me | 5/5 (obviously) |
| Nov 2025 | *The Girl in Cabin 9* — R.J. Whitlow | Deb | 1/5 — twist thriller, hated it |
| Dec 2025 | *Palm Wine and Paper Boats* — Chidinma Ezeala | Hannah | 5/5 |
| Jan 2026 | *A Small Light Over Lagos* — Femi Adébáyọ̀ | Sunita | 4/5 (missed the meeting — shift) |
| Feb 2026 | *The Cartographer's Apprentice* — Marguerite Sauvé | Mireille | 3/5 |
| **Mar 2026** | ***The Salt Orchard* — Ingrid Halvorsen-Mbeki** | **me** | reading now |

## March — my pick
Meeting **Tuesday 10 March, 7 pm**, Meeting Room B. *The Salt Orchard* (Norwegian-Nigerian family saga, 1890s–1960s, 312 pages). I'm on snacks (chin chin + kanelbullar) and I said I'd send discussion questions.

- [ ] write 8–10 discussion questions and email them round before the weekend of 7 March
- [ ] bring snacks
""")

    write_text('notes/lists/books-read-2025.md', """
# Books 2025 (and what I'll never read again)

Goal was 24 this year. Got to 19. Shift work, shoulder, leak. Fine.

## Read
1. *The Cartographer's Daughter* — ★★★ (book club, Jan)
2. *Winter Light at Sandhamn* — ★★★★★ — perfect Swedish archipelago novel
3. *Red Earth, Blue Water* — ★★★★ — Gold Coast 1870s
4. *A Thousand Small Mercies* (nursing memoir) — ★★ — too much "and then I realized"
5. *The Long Field* — ★★★★
6. *Nine Winters in Tromsø* — ★★★★★
7. *Palm Wine and Paper Boats* — ★★★★★
8. *The Girl in Cabin 9* — ★ (DNF at 70% then read the ending out of spite)
... (others in the app)

## Next up / TBR
- *The Salt Orchard* (my book club pick for March)
- *Midsummer, Lagos* — short stories
- *The Ferryman's Ledger* — Finnish historical, translated
- Something by Chinua Achebe I haven't reread since university

## Never again (note to self when someone recommends)
- Any thriller where the blurb says "you won't see the twist coming" — I don't want to
- Books where an animal dies for Character Development (looking at you, Deb's pick in 2023)
- "Inspirational" memoirs about leaving nursing to sell essential oils
- Anything over 500 pages unless it's *actually* Hilary Mantel level

## Formats
Paperback or library hardcover. Tried Libby audiobooks on the drive to Lindsay — fell asleep... in the passenger seat, I wasn't driving. Still: no.
""")

    # ------------------------------------------------------------ car
    write_text('notes/car/lease-end-cx5.md', """
---
title: CX-5 lease end — options & decision
created: 2025-11-22
updated: 2026-02-27
tags: [car, money]
---

# 2022 Mazda CX-5 GS AWD — lease ending

## Key terms (from the lease agreement)
- Dealer: Danforth Mazda. Lessor: **Lakeshore Auto Finance**, account **LAF-22-0619-4471**
- Started 19 April 2022, 48 months → **matures 18 April 2026**
- Monthly payment: $512.36 including HST
- Kilometre allowance: **80,000 km** total (20,000/yr)
- Excess km charge: **$0.10 per km** over the allowance
- "Excess wear and tear" assessed at turn-in inspection (their list: dents > credit card size, windshield chips in driver's view, tire tread < 4/32")
- Purchase option at maturity: in the maturity letter (Nov 2025)

## Where I stand (Feb 2026)
- Odometer 86,450 km on 25 Feb → **6,450 km over** → ~$645 + HST if I return it
- Scuff + small dent on the rear bumper from the Coxwell arena parking lot (Saturday 7am, someone in a hurry). Body shop quote $410.
- Winter tires (on rims) I bought separately — mine either way
- No accidents, all services done at Danforth Mazda

## Options I looked at
| Option | Roughly | Pros | Cons |
|---|---|---|---|
| Return it, walk away | $645 km + ~$410 wear | clean break | no car |
| Return + lease Corolla Cross Hybrid (Beaches Toyota) | ~$598/mo, 48 mo, 5.99%; $2,000 down | hybrid, new, warranty | higher payment than I thought, 6-week wait |
| **Buy out** | purchase price ~21k + HST, finance it | know the car, no km/wear charges, payments end in 4 yrs | out of warranty soon, pay HST on the buyout |

## November plan (22 Nov 2025)
Return it and lease the Corolla Cross Hybrid. Test drove it at Beaches Toyota on 21 Nov, liked the fuel economy. Quote then was ~$540/mo.

## What I actually decided (27 Feb 2026)
**Buying it out.** Reversed the November plan. When Beaches Toyota re-quoted in February the payment had gone to ~$598 with the new rates, there's a 6-week wait, and I'd still be paying the excess km + bumper on the Mazda. Buying out means those charges just… disappear. Riverdale Credit Union approved a 48-month loan (rate better than the dealer's), signed 27 Feb. Hybrid can wait for the next car in 4–5 years.

Still to do:
- [ ] book appointment at Danforth Mazda to sign the purchase paperwork + get the safety certificate (before 18 April!)
- [ ] transfer ownership at ServiceOntario, new plates sticker
- [ ] tell the insurance company it's owned not leased
- [ ] fix the bumper eventually (or don't, it's a hockey-mom car)

## What I want in the next car (whenever that is)
- Heated steering wheel (non-negotiable — Toronto winters, my shoulder)
- Heated seats, AWD
- Apple CarPlay
- **No sunroof** — the last one leaked, and I've had enough water coming through ceilings for one lifetime
- Not white (looks like a rental), not black (dirt) — colour isn't everything but come on
- Hybrid would be nice, not required
- Big enough for a hockey bag + two sticks in the back without folding seats
""")

    # ------------------------------------------------------------ inbox
    write_text('notes/inbox.md', """
# Inbox / loose ends

Dump here, sort later.

## Money
- [ ] Remind Grace re: cottage — she sent $650 in Oct, still **$648.80** to go. (Gently. She's had a rough year.)
- [x] Odile paid cottage share — Aug 12
- [x] Lorna paid — Aug 10
- [ ] Anders: hockey 2nd instalment (he says "this week" every week)

## Condo
- [ ] Chase Trevor for the drywall repair date — Kingsway still hasn't been scheduled as far as I know
- [x] Tell Petra board reversed → claim on hold (Oct 23)
- [ ] Replace bathroom pot light trim after drywall is done

## Work / CE
- [x] Register for compression lab
- [ ] **Book BLS recertification** — card expires 31 March 2026!! (LifeLine Training does evenings at Victoria Park)
- [ ] Upload lab certificate to WPCB, then pay renewal

## Toby
- [ ] Toby to upload midterm marks to the Niagara portal by 15 March (remind him. Twice.)
- [ ] Cataraqui open house — decide: hotel Friday night or leave at 7?

## Car
- [ ] cancel the lease pre-authorized payment once the buyout goes through (check w/ bank)
- [ ] Danforth Mazda appointment for buyout paperwork + safety
- [ ] Insurance: switch from leased to owned

## Book club
- [ ] Discussion questions for *The Salt Orchard* — I promised to send them round

## Random
- vertical mouse for home too?
- Mormor's cardamom bun recipe — find the card, it's in the blue tin
- try the Ethiopian place on Danforth Odile keeps talking about
""")

    # ------------------------------------------------------------ docs (plain text)
    write_text('docs/condo-declaration-excerpt.txt', """
TORONTO STANDARD CONDOMINIUM CORPORATION No. 2291
DECLARATION - EXCERPT (retyped from the PDF in the owner portal, Sept 2025)
Harbourlight Residences, 1955 Queen Street East

SECTION 4 - UNITS AND COMMON ELEMENTS

4.1  Each unit shall comprise the area within the boundaries shown on
     Part 1, Level 1 to Level 16 of the description, together with all
     fixtures and improvements within those boundaries except as provided
     in section 4.3.

4.2  The common elements comprise all of the property except the units.

4.3  Pipes, wires, cables, conduits, ducts, shafts and mechanical or
     similar apparatus:
     (a) those which are located within a unit and which serve ONLY that
         unit shall form part of that unit;
     (b) those which serve MORE THAN ONE unit, or which serve the common
         elements, shall form part of the common elements, regardless of
         their location within the building;
     (c) without limiting (b), the domestic water risers, the branch
         piping from a riser up to and including the isolation (shut-off)
         valve serving a unit, and all sprinkler piping shall form part of
         the common elements.

SECTION 7 - MAINTENANCE AND REPAIR

7.1  The Corporation shall repair and maintain the common elements and
     shall repair damage to the units caused by the failure of any part
     of the common elements, subject to the Act and to the Corporation's
     standard unit by-law (By-law No. 6).

7.2  Each owner shall repair and maintain his or her unit and shall be
     responsible for damage caused by the failure of any pipe, fixture or
     appliance forming part of his or her unit, to the extent such damage
     is not covered by the Corporation's insurance.

SECTION 17 - MEDIATION AND ARBITRATION

17.1 Disagreements between the Corporation and an owner with respect to
     the declaration, by-laws or rules shall first be submitted to
     mediation in accordance with the Act.

[my note: 4.3(c) is the one. "up to and including the isolation valve"
 = common element. Highlight for the board meeting.]
""")

    write_text('docs/home-exercise-sheet-phase1.txt', """
BEACH HILL PHYSIOTHERAPY
1710 Kingston Road, Toronto  |  416-555-0121
Home Exercise Program - Patient: B. Okafor-Lindqvist   Date: 21-Jan-2025
Therapist: Harjit Sandhu, PT

PHASE 1 - PAIN SETTLING / ACTIVATION   (review in 2 weeks)

1. Pendulum swings
   Lean on a table, let the arm hang, small circles both ways.
   2 minutes, 3 times a day.

2. Isometric external rotation
   Stand in a doorway, elbow bent 90 deg at your side, press the back of
   the hand gently into the frame. 5 x 30 second holds. Pain max 3/10.

3. Isometric internal rotation
   Same position, press the palm into the frame. 5 x 30 s.

4. Scapular setting
   Draw the shoulder blades gently back and down. Hold 10 s x 10.

5. Table slides (flexion)
   Seated, hand on a towel, slide forward along the table. 10 reps x 2.

6. Band external rotation - YELLOW band  (start week 3 only)
   Elbow at side with a rolled towel. 2 x 10, slow.

ADVICE
- Ice 15 min after exercises if sore. Heat is fine in the evening.
- Avoid lifting above shoulder height and patient transfers for now.
- Sleep with a pillow under the arm (hug a pillow if side-lying on left).
- Next appointment: Tuesday 7:30 am (weekly for 6 weeks).

Questions: harjit.sandhu@beachhillphysio.example
""")

    write_text('docs/kawartha-winter-classic-2026.txt', """
KAWARTHA WINTER CLASSIC 2026 - U18 AA DIVISION
January 16-18, 2026 - Lindsay, Ontario
Host: Lindsay Minor Hockey Association

ALL GAMES AT: Lindsay Memorial Recreation Complex, 45 Cambridge Road, Lindsay ON
(Pad 1 = "Sam Cadieux Pad", Pad 2 = "Lakeview Pad")

POOL B
  East York Ironhawks
  Otonabee Otters
  Cobourg Harbour Kings
  Uxbridge Timberwolves

ROUND ROBIN - POOL B
  Game  Day   Date        Time      Pad   Home vs Away
  B1    Fri   16-Jan-26   7:40 PM   2     Otonabee Otters vs East York Ironhawks
  B2    Fri   16-Jan-26   8:55 PM   1     Cobourg Harbour Kings vs Uxbridge Timberwolves
  B3    Sat   17-Jan-26   10:20 AM  1     East York Ironhawks vs Cobourg Harbour Kings
  B4    Sat   17-Jan-26   11:35 AM  2     Uxbridge Timberwolves vs Otonabee Otters
  B5    Sat   17-Jan-26   5:05 PM   2     Uxbridge Timberwolves vs East York Ironhawks
  B6    Sat   17-Jan-26   6:20 PM   1     Otonabee Otters vs Cobourg Harbour Kings

SEMI-FINALS    Sun 18-Jan-26   9:00 AM (Pad 1) and 9:15 AM (Pad 2)
FINAL          Sun 18-Jan-26   2:30 PM (Pad 1)

RULES
- 3 x 15 min stop time periods; 5 min warm-up; flood after every game.
- Teams must be in the dressing room 45 minutes before game time.
- Round-robin ties stand; points: W=2, T=1, L=0. Tiebreakers: head-to-head,
  goal differential, fewest penalty minutes, coin toss.
- Admission: $5/day adults, students/under 12 free. Cash or tap.
- Canteen open 7 am - 9 pm. The butter tarts are famous. You were warned.

Tournament convenor: Rick Halloran, 705-555-0142
""")

    write_text('docs/cottage-house-rules.txt', """
WELCOME TO TAMARACK POINT COTTAGE!
1147 Tamarack Point Road, Little Tamarack Lake, Haliburton Highlands, ON K0M 1S0

Hi friends! A few things to make your stay great. - Gord & Lise Tremblay

CHECK-IN / CHECK-OUT
  Check-in 4:00 pm Saturday. Check-out 11:00 am Saturday. Key in the lockbox
  by the side door - code is sent by CottageNest 48 hours before arrival.

WI-FI
  Network: TamarackGuest
  Password: LoonsAtDusk#47
  (Starlink - works great unless it's pouring rain. Please no 4K streaming
  all day, we have a data plan!)

WATER & SEPTIC
  Lake water is filtered + UV for the taps. Drinking water: use the jugs
  from the cooler (refill station at Minden Foodland) or the Brita.
  SEPTIC: nothing but toilet paper! No wipes, no "flushable" anything.

DOCK & BOATS
  New dock 2025 - please no diving off the end, it's only 5 ft deep there.
  Life jackets in the boathouse, kids MUST wear them on the dock.
  Canoe, 2 kayaks and the paddleboard are yours to use. Paddles in the
  boathouse. Please pull the boats up on the rack at night.
  No motorboats over 10 hp on Little Tamarack Lake.

FIRE
  Fire pit by the lake only. CHECK THE FIRE BAN before lighting
  (township website or the sign at the marina). Sauna is wood-fired -
  instructions on the sauna door. Never leave it lit unattended.

GARBAGE
  Transfer station on Hwy 118 - open Wed, Sat, Sun. Bags on the porch
  attract raccoons (and once, a bear). Please use the bear bin.

EMERGENCY
  911 civic address is on the sign at the road: 1147.
  Nearest hospital: Haliburton (35 min). Nearest pharmacy: Minden.
  Gord (cell): 705-555-0193

Enjoy the loons!
""")

if __name__ == '__main__':
    build()
