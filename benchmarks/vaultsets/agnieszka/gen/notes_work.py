from lib import write_text

CLINIC = """
---
title: Harbourside Sports Physio – how the business works
created: 2023-01-09
updated: 2025-03-28
tags: [praca, clinic, business]
---

# Harbourside Sports Physio

My own small clinic. I started it in 2021 when I went down to three days at the hospital. It's just me – no
staff, no partners – renting a treatment room by the day. This note is the "how it all works" page so that
if I'm ill or away, Callum (or a locum) can figure things out, and so that I stop reinventing the wheel every
January.

## Where and when

- **Room**: Room 3, The Wellbeing Rooms, 3 Customs Wharf Lane, Leith, Edinburgh EH6.
- **Days**: Thursdays and Fridays, 8:00–18:00 (last appointment 17:00). Hospital the other three days
  (Mon–Wed at Royal Forthside).
- **Manager**: Fiona Gillespie runs the Wellbeing Rooms – room bookings, keys, invoices, the temperamental
  card machine. Invoices monthly in arrears. Day rate for Room 3 is £85.
- Shared waiting area and kitchen with the other practitioners (an osteopath, two massage therapists,
  a counsellor and a podiatrist on Wednesdays).
- Wi-Fi for patients: "WellbeingGuest" – password is on the card at reception, changes every few months,
  don't write it here.
- Parking: two bays at the back, otherwise on-street (pay and display). Most of my patients cycle or walk.

## Bookings and admin

- Online booking through **Physiodesk** (the link is on the website). Patients can book initial assessments
  (60 min) and follow-ups (45 min) themselves; sports massage only after an assessment.
- 24-hour cancellation policy, half fee for late cancellations, full fee for no-shows. I waive it for the
  first time, every time, because I'm definately soft.
- Notes are in Physiodesk too – never on paper, never in this vault (GDPR!). This note only has the business
  side.
- Invoices to insurers (Bupa-type patients) – I'm not registered with the big insurers, patients pay and claim
  back themselves. I give them a receipt with my HCPC number and CSP membership on it.
- Bank: separate business account, transfer to personal monthly. Accountant (Moira at Leith Ledger) does the
  self-assessment in January – send her the Physiodesk export and the bank CSV by 15 December.

## Fees

From **1 April 2025**:

| Appointment | Length | Fee |
|---|---|---|
| Initial assessment | 60 min | £60 |
| Follow-up | 45 min | £48 |
| Sports massage | 45 min | £50 |
| Running gait analysis (with video) | 60 min | £75 |

(2024 prices were £55 / £45 – see the old price list in docs. Going up by a few pounds a year is less painful
than a big jump every three years. Fiona's rent went up in January, so this is fair.)

Concessions: students and under-18s £5 off follow-ups. Club discount for the Leith Harriers running club and
Forth Rugby juniors – 10% off if they book through the club page.

## Who I see

Rough mix in 2024 (from the Physiodesk report):

- 40% runners – a lot of knee (patellofemoral, ITB), Achilles, calf, plantar heel pain, bone stress in
  marathon season
- 20% rugby and football – ankles, hamstrings, shoulders, post-ACL return to sport
- 15% climbers and boulderers – fingers (pulley injuries), shoulders, elbows
- 15% desk-based people who started running in lockdown and now have "everything hurts"
- 10% other – post-op rehab privately, hypermobility, a few older golfers

I like sports rehab because people want to get better and will actually do their exercises if the exercises
make sense to them. The hospital is broader and slower, which I also like, but differently.

## How I treat (and what I don't do)

My approach is exercise-led with education. A typical initial assessment: 20 minutes talking (history, goals,
load, sleep, stress), 20 minutes of testing, 15 minutes of explaining and a first exercise, 5 minutes of
writing it down for them in Physiodesk (patients get an app with videos).

Things I use:
- Load management – most running injuries are "too much, too soon" or "too much, too long".
- Progressive strength – heavy slow resistance for tendons, plyometrics later.
- Manual therapy for comfort, short-term – I'm honest that it's short-term.
- Return-to-run and return-to-sport criteria (hop tests, strength ratios with the dynamometer).
- Shockwave – no, the machine is too expensive to rent for two days a week.

Things I **don't** do:
- **Kinesio tape.** I don't use it. The evidence is thin, patients get attached to it, and I'd rather they
  leave with a plan than with a pink stripe on their knee. If someone really wants it for a race I'll show
  them how, but I don't sell it as treatment.
- Dry needling – I did the course years ago but don't enjoy it and don't renew the insurance add-on.
- Long courses of passive treatment. If I haven't helped in 4–6 sessions, I refer on or change something.
- Sunday sessions. Sunday is family day and Polish cooking day. Non-negotiable.

## Insurance and registration

- **HCPC**: registered physiotherapist. Physios renew every two years – next window early 2026.
- **CSP**: member (the CSP insurance covers NHS work, but not my private practice at the level I want).
- **Private practice insurance**: Thistle Mutual Insurance, professional indemnity + public liability.
  2024/25 policy number TMI-PI-2024-30952, renews every 1 July. Fiona needs a copy of the current
  certificate every year for her file.
- PVG scheme membership – yes (for the junior rugby kids).

## NHS side (for context)

Royal Forthside Hospital, MSK Physiotherapy Outpatients. Band 7. Three days: Monday, Tuesday, Wednesday.
Team lead is Graeme Soutar – fair, tired, very good at rotas. My hospital days are fixed by the outpatient
rota, which is why the clinic has always been Thu/Fri. If the rota ever changes, the clinic days have to
move with it and I'll need to rebook with Fiona.

## Marketing (such as it is)

- Website (one page + Physiodesk booking link), updated every January.
- Google reviews – I ask at discharge, not before.
- Talks: one evening talk a year for Leith Harriers ("Why your knee hurts after your first marathon").
- Patient e-mail update twice a year (fees, holidays, new things). Keep it short, BCC always.
- No Instagram. I tried for a month and hated it.

## Money – 2024 summary

- Sessions: about 14 per clinic day on average, 2 clinic days, ~44 working weeks.
- Income after room rent and insurance: enough to pay for Kuba's after-school club, the Polish school, the
  choir and the flights to Gdańsk, with something left for the kitchen. Not a fortune. Not the point.

## Options for 2026 (just thinking – nothing decided)

Brain-dump from a sleepless night in March:

1. Go full-time private – leave the NHS, four days in clinic. More money, more freedom, no pension, no team,
   no sick pay. Scary.
2. Take a second room on one day and bring in an associate physio. More admin, more risk, more Fiona.
3. Add a running-group education series (4 evenings, small group) – fun, but evenings are choir and Kuba.
4. Stay exactly as I am and stop thinking.
5. Go down to two days at the hospital and three in clinic.

Talk to Callum. Don't decide in March – March is always the worst month in the NHS.

## A typical clinic day

- 7:40 arrive, open the window (Room 3 gets stuffy), switch on the laptop, check Physiodesk for
  overnight bookings and messages.
- 8:00–12:30 five or six patients. I leave a 15-minute gap mid-morning for notes and tea – if I don't,
  I'm writing notes at 9pm.
- 12:30–13:15 lunch, walk along the Shore if it's not horizontal rain.
- 13:15–17:00 five or six more. Late afternoon is the runners who come after work.
- 17:00–18:00 notes, invoices, tidy the room, restock the bands and the towels.
- On the way home: buy bread. Always forget.

## Equipment I keep in the room

| Item | Notes |
|---|---|
| Treatment couch | Fiona's (the room's), hydraulic, squeaks at the lowest setting |
| Resistance bands (5 colours) | replace every 6 months – they snap at the worst moment |
| Kettlebells 8, 12, 16 kg | mine, locked in the cupboard |
| Step (adjustable) | for step-downs and calf raises |
| Hand-held dynamometer | borrowed from a colleague until I buy my own |
| Tablet + tripod | for running video and hop tests |
| Goniometer, tape measure, reflex hammer | the basics |
| Towels, pillow cases | laundry service through Fiona, weekly |

## The year at a glance

- **January**: update website and fees page, send figures to the accountant, plan CPD for the year.
- **Spring**: marathon season – lots of calves, Achilles and bone stress. Book extra follow-up slots.
- **June/July**: insurance renewal (1 July), send Fiona the certificate, plan summer cover.
- **August**: Gdańsk. Clinic covered or closed.
- **Autumn**: rugby and football season – ankles and shoulders. Patient e-mail update about fees.
- **December**: last clinic before Christmas, reconcile the books, send everything to the accountant.

## Things patients ask all the time (copy-paste answers)

- *"Should I stop running?"* – Usually no. Change the dose, not the activity.
- *"Do I need a scan?"* – Most of the time, no; the scan rarely changes what we do. I'll tell you if it would.
- *"Is it arthritis?"* – Maybe a bit, everyone over 40 has some on a scan. It's not a life sentence.
- *"Can I claim this on my insurance?"* – Probably, check your policy; I'll give you a receipt with my
  registration details.

## If I'm away

- Cover: ask a locum early (summer books up fast). Give them Physiodesk access as a "practitioner" user,
  not admin.
- Put the auto-reply on and a banner on the booking page.
- Tell Fiona the dates so she can re-let the room if nobody covers.
"""

HANDOUT = """
# Anterior knee pain (patellofemoral pain) – your exercise programme

Harbourside Sports Physio · Agnieszka Wróbel, Physiotherapist

This sheet is for **pain around or behind the front of the knee**, often worse on stairs, squatting, sitting
for a long time ("cinema sign") or running downhill. It is very common in runners, especially after a jump in
mileage or hills. It is not "wear and tear" and it is not dangerous. It usually settles with the right load.

## How much pain is OK?

Use the traffic light:
- **0–3/10** during exercise and settled by the next morning: green – carry on.
- **4–5/10** or a bit worse the next morning: amber – keep going but reduce the reps or depth.
- **6+/10** or worse for more than 24 hours: red – drop back to the previous stage and tell me.

## Stage 1 (weeks 1–2): calm it down, keep moving

1. **Wall sit (isometric)** – back against the wall, knees at about 60°, hold 45 s × 5, 1 min rest. Daily.
2. **Side-lying hip abduction** – 3 × 12 each side, slow down.
3. **Bridge** – 3 × 12, squeeze the glutes at the top for 2 s.
4. **Calf raises** – 3 × 15 on a step, full range.
5. Cycling easy 20 min if comfortable.

## Stage 2 (weeks 3–6): build strength

1. **Spanish squat** with a resistance band behind the knees – 4 × 8, 3 s down.
2. **Step-down from a low step** (10–15 cm), slow, knee over the 2nd toe – 3 × 10 each leg.
3. **Split squat** – 3 × 8 each leg, add a backpack with books when easy.
4. **Single-leg bridge** – 3 × 10.
5. **Side plank** – 3 × 30 s each side.

## Stage 3 (week 6+): back to running

- Start on the flat, every other day, using the return-to-run plan in your app (walk/run intervals).
- Avoid long downhills for now. Cadence up by ~5% can help (I'll check this with you on video).
- Keep strength work twice a week **forever** – sorry, that's the price of running.

## Things that help

- Reduce the load, don't stop moving. Total rest makes the patella grumpier, not happier.
- Change running shoes only if they're very old – new shoes are not a cure.
- Sitting: stretch the leg out or get up every 30 min.
- Taping and braces: some people like them short-term, they don't fix anything on their own.

Questions? Message me through the Physiodesk app. Please bring this sheet to your follow-up.
"""

CPD = """
---
title: CPD log 2025
tags: [praca, CPD, HCPC]
updated: 2025-11-02
---

# CPD log – 2025

HCPC can audit 2.5% of us at renewal – keep this tidy, with evidence (certificates in the CPD folder on
the laptop, reflections written within a week).

| Date | Activity | Type | Hours | Reflection done? |
|---|---|---|---|---|
| 14 Jan 2025 | In-service: shoulder instability pathway (Forthside) | in-service | 2 | yes |
| 6 Feb 2025 | Webinar: Achilles tendinopathy – load progression | online | 1.5 | yes |
| 19 Mar 2025 | Journal club: bone stress injuries in female runners | journal club | 1 | yes |
| 24 May 2025 | ACL Rehabilitation: Return to Sport (1-day course) | course | 6.5 | yes – changed my hop-test battery |
| 11 Jun 2025 | Peer review with Eilidh (clinic notes audit) | peer review | 2 | yes |
| 3 Jul 2025 | In-service: persistent pain communication | in-service | 1.5 | no – do it! |
| 17 Sep 2025 | Webinar: climbing finger injuries | online | 1.5 | yes |
| 8 Oct 2025 | Supervised a Band 5 on MSK rotation (reflective) | supervision | 4 | partly |

Total so far: 20 hours.

## Reflection notes – ACL course (24 May)

- Biggest change: stop using time since surgery as the main criterion. Use strength (quads LSI > 90%),
  hop tests, and psychological readiness (ACL-RSI questionnaire).
- I'd been under-loading quads in the middle phase – too scared of the graft. Evidence says heavier is fine.
- Try: open chain knee extension from week 4 with limited range.
- Ask Graeme if the hospital would buy a hand-held dynamometer for the MSK gym.

## HCPC renewal (physiotherapists – early 2026)

The renewal window opens in the new year and closes at the end of February 2026. If I miss it I come off the
register and can't work – in either job.

- [x] Update home address on the HCPC online portal (new flat number format)
- [ ] Check my CPD profile is ready in case I'm selected for audit (summary + 4 pieces of evidence)
- [ ] Write the missing July reflection
- [ ] Renew online and sign the declarations (health, character, CPD)
- [ ] Pay the renewal fee (check the amount – it went up)
- [ ] Tell Fiona and Graeme once done (they both ask for proof)
"""


def build():
    write_text("notes/praca/clinic-business.md", CLINIC)
    write_text("notes/praca/handout-pfp.md", HANDOUT)
    write_text("notes/praca/cpd-log-2025.md", CPD)
