NOTES = {}

NOTES["notes/practice/xray-replacement.md"] = """---
title: Replacing the X-ray system (CR to DR)
created: 2025-02-10
updated: 2025-10-02
owner: Sara
status: installed – local rules still to finish
tags: [practice, imaging, capital-purchase, radiation]
---

# Replacing the X-ray system (CR → DR)

## Why we're doing this

Our current set-up is a 2011 ceiling-mounted generator over the table in the imaging room with a **computed radiography (CR) reader** – the cassette/plate system where you expose the plate, carry it to the reader, wait for it to scan, and then hope it hasn't jammed. In the last twelve months:

- The reader has jammed 19 times that we logged (probably more that we didn't). Twice in one week in February with an animal under sedation.
- Two of the six plates have visible scratches that show up as artefacts on every image – we've been avoiding them, which means queuing for plates.
- The service company that supported the reader stopped covering it last year ("end of life") and parts are now from eBay, literally.
- Each image takes 90–120 seconds from exposure to screen. A DR panel is 3–6 seconds. For a dyspnoeic cat that matters.
- Dental radiography is a separate small unit and isn't part of this project.

Martin and I agreed in January that this was the year. The budget we had in our heads was "about £40k", financed over five years.

## What we need (requirements list, agreed with Martin and Kerry)

1. Wireless DR flat panel, 43 × 43 cm ideally (we do a lot of big-dog hips and thoraxes), with a second smaller panel as an option for exotics/dental-ish work.
2. Replace or at least recalibrate the generator – ours is fine but ageing, and the supplier must take responsibility for the whole chain.
3. Integration with our PMS (VetBase) and DICOM export to the referral centres in Leeds and York.
4. A service contract that covers **the north** with a next-working-day response, not "we'll send someone from the south coast".
5. Training for all vets and nurses, on site.
6. Removal and disposal of the old CR reader and plates.
7. Supplier handles the paperwork for the RPA – the critical examination after installation and updated radiation risk assessment.

## The quotes

| | Radiance Imaging | Halden Veterinary Imaging |
|---|---|---|
| Contact | Stuart Naylor | Chloe Armitage |
| Quote ref | RI-2025-0311 | HVI-Q-25117 |
| Date | 20 Feb 2025 | 5 Mar 2025 |
| System | VetDR 4343 wireless panel + new 40 kW HF generator | Halden Aurora DR 43 wireless panel + generator refurbish & recalibration |
| Price | £38,400 + VAT | £41,250 + VAT |
| Service | 1 year included, then £2,100/yr | **5 years included** (next-working-day, engineer based in Leeds) |
| Trade-in of old CR | none | £1,800 credit |
| Lead time (as quoted) | 8–10 weeks | 10–12 weeks |
| Finance (Ridings Asset Finance, 60 months) | ~£695/month (indicative) | £742/month |

On paper Radiance was cheaper by about £2,850 before VAT. But that ignores the service contract: four extra years of Radiance service at £2,100 a year is £8,400, so over five years Halden is actually the cheaper option by a long way. I said this in March and Martin said "yes but cash now" and I let it go. In hindsight I should have pushed.

## Timeline

- **10 Feb** – asked both companies to quote (after the week of the two jams).
- **20 Feb** – Radiance quote RI-2025-0311 arrives.
- **5 Mar** – Halden quote HVI-Q-25117 arrives.
- **11 Mar** – Martin and I agree provisionally on Radiance (cheaper up front).
- **12–13 Mar** – NorVet Congress in York. Saw both systems on the stands. Chloe from Halden very persuasive about the service cover.
- **14 Mar** – letter of intent to Radiance, subject to finance.
- **3 Jun** – Radiance e-mail: generator lead time now 14 weeks, and their northern service engineer is leaving – cover would be from Southampton until they recruit. Earliest install mid-November.
- **10 Jun** – partners' meeting. **Switched to Halden.** (see [[partners-meeting-2025-06-10]])
- **11 Jun** – I accepted HVI-Q-25117 by e-mail; install provisionally Monday 8 September.
- **11 Aug** – Halden moved the install to **Monday 22 September** (panel stock from the manufacturer delayed). Annoying but fine – it's after my Norway trip and after Aoife's last week, which actually helps.
- **22 Sep** – installed. Engineers on site 8:00–17:00. Old CR reader and plates removed.
- **24 Sep** – critical examination by our RPA, Dr Nadia Farrant (North Dosimetry Services), 10:00. Passed, with two minor recommendations (see below).
- **25 Sep** – applications training with Halden for all vets and nurses (2 hrs, counts as CPD).

## The switch – why (for the record)

I want this written down because somebody will ask in two years' time why we paid more:

1. **Lead time.** Radiance's slip from August to mid-November would have meant another autumn of the CR reader, including all of Aoife's maternity cover with a locum who doesn't know the quirks.
2. **Service cover.** An engineer from Southampton is not "next working day" in Harrogate, whatever the contract says.
3. **Five-year total cost.** As above – Halden comes out cheaper over the life of the finance.
4. **Trade-in.** Halden take the old reader away and give us £1,800 for it. Radiance wanted to charge £250 to dispose of it.
5. Chloe answered every e-mail within a day. That's not nothing.

Stuart at Radiance was gracious when I told him. We haven't signed anything with them, and the letter of intent was explicitly subject to finance and delivery dates.

## Finance

- Ridings Asset Finance, hire purchase over 60 months, £742/month (Halden figure), first payment October.
- Deposit: none. Balloon: none.
- Lorna has the paperwork. Martin and I both signed on 19 June.
- VAT reclaimed on the quarter.

## Radiation protection (I am the RPS)

I'm the practice's Radiation Protection Supervisor, which means I'm the one who has to make sure the local rules are followed and that everyone has read and signed them. I did the RPS refresher on 18 June with North Dosimetry in Leeds, which was timely.

Things that change with DR:
- No more cassettes, so the "carry the cassette, don't hold the patient" bit of the local rules is out of date.
- Exposure charts change completely – Halden set up the presets, but we need our own chart on the wall for the common views.
- The controlled area is unchanged (whole imaging room while the generator is switched on and the key is in), but the warning-light circuit was rewired as part of the install.
- Dose monitoring: everyone who takes radiographs wears a badge. We need badges for Josh (who's been sharing), and for Hannah while she's locuming.

Nadia's two recommendations from the critical examination:
1. Rewrite the local rules (we're on version 3 from 2021) to reflect the DR workflow and the new exposure presets, and get **every** member of clinical staff to sign the new version.
2. Put a second warning sign on the corridor side of the prep-room door.

## Questions we asked both suppliers (and the answers)

| Question | Radiance | Halden |
|---|---|---|
| Where is your nearest service engineer? | Sheffield (leaving in June, it turned out) | Leeds |
| Response time in the contract? | "Next working day, best endeavours" | Next working day, guaranteed; loan panel if not fixed in 48 h |
| Can we keep our generator? | No – new generator included | Yes – refurbished and recalibrated |
| Does the price include DICOM to referral centres? | Yes | Yes |
| What happens to the old CR reader? | £250 + VAT to dispose | Taken away, £1,800 credit |
| Training? | Half a day, vets only | 2 h for all clinical staff, plus a refresher after 3 months |
| Panel warranty if dropped? | Excluded | One accidental-damage claim in 5 years (excess £1,500) |
| Software updates? | Annual, chargeable after year 1 | Included for 5 years |

That last row was the one that made Martin go quiet in June.

## IT and the network

- The acquisition workstation sits in the imaging room on a wired connection. It's on the staff network, not the guest Wi-Fi (obviously).
- Images are stored on the workstation and pushed to our small PACS box in the server cupboard. Lorna has set up a nightly backup to the cloud service we already use for VetBase.
- DICOM export to the referral centres in Leeds and York goes over an encrypted link; York had to whitelist our IP before it would work.
- The old CR reader had its own ancient PC running Windows 7. That's gone too. Good riddance.

## Cases that made the point (for the partners' file)

- **February** – GDV, the night the reader jammed twice. Twelve minutes to get a usable right-lateral abdomen. With DR it would have been under a minute.
- **April** – a dyspnoeic cat with pleural effusion. We did the thoracocentesis first and the radiographs afterwards because I didn't dare keep her on the table waiting for plates.
- **September (first week on DR)** – a young collie with a tibial fracture; full orthogonal views, repositioned twice, done in four minutes. The owner watched the image come up on the screen and said "oh, that's broken". Yes.
- **October** – hip and elbow scoring for three Labradors on one morning. Previously that was a whole morning of plate-juggling; it took an hour.

## Post-install checklist

- [x] Old CR reader and plates collected by Halden (22 Sep)
- [x] Critical examination passed (24 Sep)
- [x] Applications training (25 Sep)
- [x] DICOM export to the referral centre tested (Leeds – fine; York – fine after they whitelisted our IP)
- [x] Second warning sign on the corridor side of the prep-room door
- [ ] Rewrite local rules v4 and get every vet and nurse to sign (Nadia wants a copy)
- [ ] Order dosimeter badges for Josh and Hannah from North Dosimetry
- [ ] Laminated exposure chart for the wall
- [ ] Update the radiation risk assessment with the new generator serial number
- [ ] Tell the insurers the old kit is gone and the new kit is in

## Early impressions (2 Oct)

Honestly transformative. Thoraxes in dyspnoeic cats in under a minute. Hip-scoring films are so much better that I've stopped apologising to the BVA scheme. Nurses love it. The only complaint is that the panel is heavy and Ellie nearly dropped it – we've bought a padded stand.

## Lessons

- Look at total cost over the life of the finance, not the headline price.
- Don't write a letter of intent without a committed install date.
- Ask where the service engineer actually lives.
"""

NOTES["notes/practice/partners-meeting-2025-06-10.md"] = """---
title: Partners' meeting – 10 June 2025
date: 2025-06-10
present: [Sara Lindqvist-Hughes, Martin Oduya, Lorna Bright (notes)]
tags: [practice, minutes]
---

# Partners' meeting – Tuesday 10 June 2025, 7pm, Oak Room

## 1. X-ray replacement

Radiance (3 June e-mail): generator lead time now 14 weeks and the northern service engineer is leaving, so service cover would be from Southampton. Earliest install mid-November.

Halden's quote HVI-Q-25117 still stands (Chloe confirmed by phone today): £41,250 + VAT, including five years' service from a Leeds-based engineer and a £1,800 trade-in for the old CR reader. Ridings Asset Finance figure £742/month over 60 months.

Martin still cross about Radiance, Sara pointed out the five-year service cost means Halden works out cheaper anyway.

**DECISION: go with Halden Veterinary Imaging.** Sara to accept the quote in writing tomorrow and let Stuart Naylor at Radiance know. Target install before the end of September, ideally early September.

## 2. Aoife – maternity leave

Aoife starts maternity leave on 22 September. She would like to come back in March, possibly part-time. We need a locum vet to cover most of her days.
Lorna to get rates from VetCover (who we've used before) and from Dales Locum Network (new, local, recommended by the Ripon practice).

## 3. Sara's leave in August

Sara away 13–19 August (Norway). VetCover have offered Tomasz Wróbel again – Lorna to confirm.

## 4. Nursing

Kerry mentioned some "grumbling" about weekends. Martin thinks it's nothing. Sara less sure. Agreed to keep an eye on it and to talk to Kerry informally.

## 5. Odds and ends

- Guest Wi-Fi password to be changed on 1 July (Lorna) and the reception card reprinted.
- Christmas party: Lorna to look at venues – ideas so far were the Italian on Cold Bath Road or a curry night. No decision.
- CPD budget: £1,200 per vet per year stays the same.

## Actions

| Who | What | By |
|---|---|---|
| Sara | Accept Halden quote by e-mail; tell Radiance | 11 Jun |
| Lorna | Ridings finance paperwork for Halden | 20 Jun |
| Lorna | Locum rates from VetCover and Dales | 30 Jun |
| Lorna | Confirm Tomasz for 13–19 Aug | 20 Jun |
| Sara | Informal chat with Kerry re weekends | 20 Jun |
| Lorna | Change guest Wi-Fi, reprint card | 1 Jul |
"""

NOTES["notes/practice/locum-rota-2025.md"] = """---
title: Locum cover 2025
updated: 2025-10-01
tags: [practice, rota, locums]
---

# Locum cover 2025

## Who's who (vets)

- **Sara** – Mon, Tue, Wed, Fri + 1 in 3 Saturdays
- **Martin** – Mon–Thu + 1 in 3 Saturdays
- **Aoife Brennan** – on maternity leave from Mon 22 Sep 2025 (back March 2026, maybe part-time)
- **Josh Tan** – new grad since January; full-time, 1 in 3 Saturdays (always with a senior on call)
- Nights and Sundays go to NightPaws Emergency Vets in Leeds, as always.

## Bookings

| Dates | Why | Locum | Agency | Notes |
|---|---|---|---|---|
| 13–19 Aug 2025 | Sara in Norway | Dr Tomasz Wróbel | VetCover Locums | Did four days for us in 2024. Knows VetBase. |
| 22 Sep 2025 – 13 Mar 2026 | Aoife's maternity leave | Dr Hannah Okafor | Dales Locum Network | Mondays, Tuesdays and Thursdays. Josh covers Aoife's Wednesdays, Martin takes her Friday consults. |
| 27 Dec – 2 Jan | Christmas/New Year | ??? | | Still a gap on 29 & 30 Dec. |

## Why we changed agency for the maternity cover

We've used VetCover for years, but when Lorna asked for a three-day-a-week, six-month booking their price went up to their standard day rate **plus a 12% booking fee**, and they couldn't name a locum until four weeks before. Dales Locum Network (Phil Dacre) is a small local outfit, no booking fee, and they could put forward Hannah straight away – she did a long stint at the Ripon practice and they rated her. We met her on 27 Aug for a coffee and a walk round. Booked the next day.

VetCover are still fine for the odd short booking like my Norway week.

## Practical stuff for locums

- VetBase login: Lorna sets up a "locum" user – don't share logins.
- Controlled drugs register: locums sign in the register like everyone else; Kerry does the weekly check.
- Dosimeter badge: needs ordering for Hannah (see X-ray note).
- Parking: staff spaces at the back, not the client bays.
- Handover sheet in the consult room 2 drawer.

## Open

- [ ] Christmas gap 29–30 Dec – ask Phil if Hannah would do extra days, or VetCover
- [ ] Decide whether to offer Hannah a permanent part-time contract if Aoife comes back part-time
"""

NOTES["notes/practice/nursing-rota-dispute.md"] = """---
title: Nursing weekend rota – grievance and mediation (CONFIDENTIAL)
created: 2025-07-04
updated: 2025-08-06
tags: [practice, hr, confidential]
---

# Nursing weekend rota – grievance and mediation

*Confidential – partners and Lorna only. Not for the shared drive.*

## Background

On **3 July** Becca Stainton (RVN) sent Martin a formal written grievance about how weekend shifts are allocated. Martin forwarded it to me the same evening. Her main points:

- She has worked 9 of the last 13 Saturdays. Lauren has worked 2, and Kerry 2.
- Weekends are handed out informally by Kerry (head nurse) a week or two ahead, "by WhatsApp, whenever she remembers".
- Swap requests go to Kerry, who she feels approves them for some people and not others.
- She has missed two family events this year because of short-notice Saturdays.

Kerry's view (spoken to separately on 8 July): she's had to fill gaps at short notice because Lauren is part-time with childcare and Ellie is a student nurse who can't be the only nurse on; Becca "never says no" so she's the easiest to ask. She's hurt by the word "favouritism".

Both accounts are probably true, which is the problem.

## What we did

1. **8 July** – Martin and I met Becca and Kerry separately. Explained the process. Nobody suspended, nobody moved.
2. We brought in an external mediator because Martin and I are too close to both of them: **Deborah Kaye** of Peartree HR (recommended by the Ripon practice – she did a similar thing for them).
3. **Tuesday 29 July, 10:00–12:30** – mediation at Peartree HR's office (Mowbray House, 8 Victoria Avenue). Becca, Kerry, Deborah. I joined for the last half hour to agree the outcome.

## Outcome (agreed 29 July, confirmed to the team on 5 August)

A new **nursing schedule** from **Monday 1 September 2025**:

- Weekend cover rotates strictly **1 in 4** between Kerry, Becca, Lauren and our bank RVN Sam Hirst. Ellie (SVN) is rostered on top, never instead.
- The schedule is published **six weeks ahead** on the shared practice calendar, not on WhatsApp.
- **Swaps go through Lorna**, not Kerry. Any two nurses can swap if Lorna is told and the skill mix is OK.
- Every Saturday worked earns a weekday half-day off in lieu, to be taken within four weeks.
- Kerry will go on an ILM-style first-line management course (practice pays).
- The grievance is closed as "resolved by agreement". No formal findings against anyone.

## Follow-up

- [x] E-mail to the whole nursing team with the new schedule (sent 5 Aug)
- [x] Letter to Becca confirming the grievance outcome in writing (sent 6 Aug)
- [x] Pay Deborah's invoice (£690)
- [ ] Book the **three-month review** with Becca and Kerry – end of November
- [ ] Find dates for Kerry's management course (Lorna has two options, Jan or Mar)

## Notes to self

- I should have picked up on this in June when Kerry first mentioned the grumbling. Martin said "nothing" and I let it go.
- Lesson: anything that affects people's weekends needs to be written down and visible.
"""

NOTES["notes/practice/cpd-2025.md"] = """---
title: CPD 2025
tags: [cpd, rcvs, practice]
updated: 2025-10-16
---

# CPD 2025

## The rules (so I stop looking them up)

- RCVS requirement for vets: **35 hours of CPD per calendar year** (Jan–Dec), recorded on 1CPD.
- At least some of it should be **reflective** – "what did I change in practice because of this?" The PDR-style reflection box is the bit I never fill in.
- Anything relevant counts: congresses, webinars, practical courses, journal clubs, reading with reflection, in-house training on new kit.
- The practice pays up to **£1,200 per vet per year**, plus time off for courses that are on working days.

## The log

Everything goes in `data/cpd-log-2025.csv` (date, activity, provider, hours, reflection y/n) and then I copy it to 1CPD in batches. I keep meaning to do it as I go. I never do it as I go.

## Plan for the rest of the year

- Dentistry webinar series (VetLearn Online, four × 1.5 h evenings in November/December) – not booked yet
- Feline CKD online module (self-paced, ~4 h)
- In-house journal club once a month – I'm supposed to be running it
- Reflection boxes for the congress and the RPS course

## Thoughts

The RPS refresher in June was the most useful thing I did all year given the X-ray project. The congress was fun but I mostly went to the ortho stream for interest rather than anything I'll do. Next year I'd like to do something proper on ultrasound – the practice is doing more abdominal scans and Josh is keen.
"""

NOTES["notes/practice/practice-info.md"] = """---
title: Kingsmead Vets – practical info
updated: 2025-07-02
tags: [practice, reference]
---

# Kingsmead Veterinary Practice – practical info

**Address:** Unit 2, Kingsmead Court, Harrogate HG1 4TX
**Phone (clients):** 01632 960214 **Direct line (Sara):** 01632 960219
**Out of hours:** NightPaws Emergency Vets, Leeds – 0113 496 0781

## People

| Role | Name |
|---|---|
| Partners | Martin Oduya (60%), Sara Lindqvist-Hughes (40%) |
| Practice manager | Lorna Bright |
| Vets | Aoife Brennan (mat leave from 22 Sep 2025), Josh Tan |
| Head nurse | Kerry Walsh RVN |
| Nurses | Becca Stainton RVN, Lauren Mistry RVN (part-time), Ellie Booth SVN, Sam Hirst RVN (bank) |
| Reception | Pat Gledhill, Donna Firth (Sat) |

## Opening hours
Mon–Fri 8:00–19:00, Sat 9:00–13:00. Consults by appointment; ops admitted 8:00–8:45.

## Wi-Fi
- Staff network: *Kingsmead-Staff* – individual logins, ask Lorna.
- Clients' waiting-room network: **Kingsmead-Guest**, password **Tabby-Kettle-58** (changed 1 July 2025 – the old one had been on the reception card since 2023). New cards printed; the old cards are in the shredding bag.

## Main suppliers
- Wholesaler: VetSupply Direct (daily delivery before 11)
- Lab: Pennine Vet Labs (courier 4pm)
- Imaging service: Halden Veterinary Imaging from Sept 2025 (5-year contract)
- Radiation protection adviser: North Dosimetry Services
- Clinical waste: Dales Environmental, Thursdays
- HR advice: Peartree HR (ad hoc)

## Alarm / keys
Ask Lorna. Not writing codes in here.
"""
