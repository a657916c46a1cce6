from common import write_text

CARE_OVERVIEW = """---
title: Mum's care - overview
created: 2025-05-02
updated: 2025-07-30
tags: [mum, care, lhc]
---

# Mum's care - overview

This is the master note. Everything about Mum's care arrangements in one place so that Sam, Colin or I can pick it up
without ringing round. It is written for whoever is covering, so it is deliberately long. Shorter bits (medication,
POA, the council assessment) have their own notes.

## 1. The basics

| | |
|---|---|
| Name | Grace Wanjiru Mwangi |
| Date of birth | 3 March 1939 (86) |
| CHI number | 0303391486 |
| Address | Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX (ground floor, main door flat) |
| Landline | 0131 496 0732 |
| GP | Dr Alasdair Baird, Braid Road Medical Practice - 0131 496 0418 |
| Pharmacy | Canaan Lane Pharmacy (blister packs, delivered Fridays) |
| Care agency | Lothian Home Companions (LHC), manager Brenda Lowrie - 0131 496 0655 |
| Social worker | Morven Gillies, Health & Social Care (South West locality) |
| Attorneys | me and Sam (continuing and welfare POA, registered July 2025) |

Mum came to Edinburgh from Nyeri in 1968 to train as a nurse at the old Deaconess and stayed. She worked on the wards
for thirty-odd years and she knows exactly how a care visit *should* be done, which is both a blessing and a curse.
She is sharp about the past and much less sure about yesterday. She is proud, funny and stubborn, and she will tell a
carer she is "perfectly fine" while sitting in a cold flat with the heating off.

## 2. What happened in April

On Wednesday 9 April Mum fell in the kitchen reaching for the teapot on the top shelf. She lay on the floor for about
two hours until Mrs Kerr from upstairs heard her calling. Ambulance, the Royal Infirmary, no fracture (a miracle) but a
big haematoma on her hip and a lot of lost confidence. She was discharged on Saturday 12 April with a "package of care to
be arranged" - which in practice meant me ringing agencies from the hospital car park.

Lessons:
- The pendant alarm was in the bedside drawer. It now lives round her neck or she gets a Look.
- The teapot now lives on the worktop. So do the tea bags, the evaporated milk and the biscuit tin.
- She had not been eating properly for some time. The fridge was full of things past their date.

## 3. The care package (Lothian Home Companions)

We are paying LHC privately until the council assessment is done and the funding is sorted (see
[[assessment-prep]]). LHC started on Tuesday 22 April after a first visit from Brenda to write the care plan.

### Visit rota (from 22 April)

| Visit | Time | Length | What |
|---|---|---|---|
| Morning | 08:00 | 45 min | get up, wash (shower on Mon/Thu), dress, breakfast, morning tablets from blister pack |
| Lunch | 12:30 | 30 min | lunch, drink, check she's OK, empty commode if used |
| Tea | 17:00 | 30 min | tea, tablets, close curtains in winter |
| Bed | 20:30 | 30 min | night tablets, help to bed, pendant on, heating check |

Rules I have agreed with Brenda:
- **Female carers only for personal care** (washing, dressing, toilet). Mum was a nurse; she has very firm views and she
  will simply refuse a male carer at the shower. A male carer for the lunch visit is acceptable if it can't be helped.
- The same small team, please. She does better with three or four familiar faces than with a new person every day.
- Carers must write in the folder on the hall table at every visit. I read it on Sundays.
- If a visit is going to be more than 30 minutes late, the office must let me know (07700 900417).

The carers: Ruth Okafor (Mum's favourite - they talk about Nigeria versus Kenya and nursing in the seventies), Lorraine,
Beata and a young lad called Connor who sometimes does lunches. Ruth is the one who noticed Mum was hiding her tablets
in the saucer.

### Getting in

There is a key safe **on the wall to the left of the back door, behind the green water butt**. The code is 4417.
The front door is on a Yale plus the mortice; the carers use the back door so Mum doesn't have to get up.
Please spin the dial back after use, some of the relief carers leave it on the code.

## 4. Health

Conditions (from the discharge letter and Dr Baird):
- Heart failure (mild, "HFpEF"), on furosemide and bisoprolol. Watch her ankles and weigh her on Mondays.
- Hypertension (she was on amlodipine too).
- Osteoarthritis of both knees; walks with a stick indoors and a rollator outside.
- Memory: referred to the memory clinic in May. Seen on Tuesday 22 July. Diagnosis: Alzheimer's disease, early stage.
  Started donepezil 5 mg at night from 22 July. Nausea is the main side effect to watch for; take it with the bedtime
  biscuit.

Medication details, doses and changes are in [[medications]]. The blister pack comes from Canaan Lane Pharmacy on a
Friday; any change has to be phoned through by Wednesday or it misses that week's pack.

Warning signs that mean ring the GP (or NHS 24 on 111 out of hours):
- Weight up by more than 2 kg in three days or ankles very swollen.
- More confused than usual, especially suddenly (she had a UTI in May that made her very muddled).
- Not drinking. She forgets to drink. There is a jug with a line on it; the carers note how much has gone.

## 5. Money and legal

- Continuing and welfare power of attorney granted to me and Sam, jointly and severally. Signed at the solicitor's in
  May, registered with the Office of the Public Guardian in July. Details in [[poa-notes]].
- Mum's pension and attendance allowance go into her Bank of Scotland current account. I have third-party access now
  that the POA is registered.
- Care fees to LHC are paid by direct debit from Mum's account, four-weekly in arrears.
- Council contribution: TBC after the assessment outcome. The social worker explained the four self-directed support
  options; we are leaning towards Option 2 so that Mum can keep a provider we choose without me becoming an employer.

## 6. People

| Who | Role | Contact |
|---|---|---|
| Sam (Samuel) Mwangi | my brother, Toronto, co-attorney | sam.mwangi@mapleleaf.example, +1 416 555 0143 |
| Colin | my husband, backup | 07700 900588 |
| Mrs Isobel Kerr | upstairs neighbour, has a spare front door key | 0131 496 0877 |
| Ruth Okafor | LHC carer | via LHC office |
| Brenda Lowrie | LHC care manager | 0131 496 0655 |
| Morven Gillies | social worker (assessment, review) | via the Health & Social Care duty line |
| Dr Alasdair Baird | GP | 0131 496 0418 |
| Pastor Njoroge | St Mark's Kenyan fellowship, visits fortnightly | 07700 900261 |

## 7. A normal week

- Monday: weigh Mum after the morning visit (scales in the bathroom). Shower day.
- Tuesday: Mrs Kerr pops down for coffee. (Mum doesn't drink coffee; she has tea and Mrs Kerr has coffee.)
- Wednesday: I phone the pharmacy with any changes by lunchtime.
- Thursday: shower day. Hairdresser every third Thursday (mobile, Jackie).
- Friday: blister pack delivered. Check it has actually gone in the drawer and not on the hall table.
- Saturday: Colin takes her the paper and does the bins.
- Sunday: lunch with us at Bellfield Row, or I go to her when the stair is a building site. Read the carers' folder.

## 8. What I worry about (thinking on paper)

I worry about nights. The last visit is 20:30 and the first is 08:00, which is eleven and a half hours on her own.
She has the pendant, and so far she has used it correctly (once, for a genuinely stuck commode lid). But if the
dementia progresses she may stop remembering what the pendant is for. The memory clinic nurse said to think about a
bed sensor and a door sensor through the council's telecare service. That needs to go on the list for the review.

I worry about the lunch visit, which is the one that goes wrong most often. The carers are squeezed between morning
runs that overrun, and lunch has arrived anywhere between 12:15 and 14:10. Mum won't eat until someone comes because
she is "waiting for the girl". I have raised this with Brenda twice.

I worry about my own stamina. I retired at the end of March thinking I would have time to do the flat, the food bank
and the trip. In practice Mum's care is a part-time job and the flat is another one. That is fine; it is what
retirement is for. But I must not try to do everything myself. Sam is coming over to cover while Colin and I are in
Scandinavia in September and I need to write him a proper handover from this note.

## 9. Handover checklist for whoever is covering

- [ ] Read sections 3 and 4 above.
- [ ] Know where the key safe is and the code.
- [ ] Know the rota and the LHC out-of-hours number (0131 496 0656).
- [ ] Know where the blister pack drawer is (kitchen, left of the cooker).
- [ ] Know the GP and pharmacy numbers.
- [ ] Read the carers' folder on Sunday.
- [ ] Sunday lunch with Mum - she looks forward to it all week.
- [x] Pendant alarm tested (monthly - last done 27 July).
- [x] Smoke alarm tested.

## 10. Log of changes to this note

- 2 May: first version.
- 17 June: added the assessment bits after Morven Gillies's visit.
- 30 July: memory clinic diagnosis and donepezil 5 mg added.
"""

MEDICATIONS = """---
title: Mum - medications
updated: 2025-11-10
tags: [mum, medication]
---

# Mum's medications

Blister pack from **Canaan Lane Pharmacy**, delivered Fridays. Changes must be phoned through by Wednesday lunchtime.

## Current list (as at 10 November 2025)

| Medicine | Dose | When | Notes |
|---|---|---|---|
| Donepezil | **10 mg** | at night | increased from 5 mg on 6 Oct 2025 (Dr Baird, after memory clinic advice) |
| Furosemide | 40 mg | morning | not after 2pm or she's up all night |
| Bisoprolol | 2.5 mg | morning | |
| Adcal-D3 | 1 tablet | twice daily | chewable; she hates the taste, give with tea |
| Paracetamol | 1 g | up to 4 times a day | as needed for knees; carers record in the folder |

## Stopped

| Medicine | Dose | Stopped | Why |
|---|---|---|---|
| Amlodipine | 5 mg morning | 19 Aug 2025 | BP running low (98/60 standing) and two near-falls; Dr Baird stopped it |

## History of changes

- 22 Jul 2025 - donepezil started at 5 mg at night (memory clinic).
- 19 Aug 2025 - amlodipine stopped (GP phone review). Pharmacy told the same day; took it out of the pack from 22 Aug.
- 6 Oct 2025 - donepezil increased to 10 mg at night. New pack from Fri 10 Oct.

## Side effects to watch (donepezil)

- Nausea, loss of appetite - give with the bedtime biscuit.
- Vivid dreams - she reported "busy dreams" in August; settled.
- Slow pulse - with bisoprolol as well, the GP wants the carers to tell us if she is dizzy or faint.

## Things to ask at the January review
- Is 10 mg donepezil making any difference? (I think she's slightly brighter in the mornings.)
- Could the Adcal be a different flavour?
- Flu jab done 14 Oct at the surgery. Covid booster - booked? Check.
"""

ASSESSMENT_PREP = """---
title: Council care assessment - preparation
date: 2025-06-10
tags: [mum, council, assessment, sds]
---

# Council care assessment - prep

**When:** Tuesday 17 June 2025, 10:30 (about 90 minutes)
**Where:** Mum's flat, 11 Morton Gardens
**Who:** Morven Gillies (social worker) and possibly an OT; me; Mum. Sam on speakerphone if the timing works for
Toronto (it's 5.30am there, so probably not).

## What the assessment is for
The council decides whether Mum is eligible for support (they use critical / substantial / moderate / low) and works
out a personal budget. Then we choose how to take it under **Self-directed Support**:

1. Option 1 - direct payment, we employ carers or buy care ourselves (I'd become an employer - no).
2. Option 2 - Mum chooses the provider; the council pays them an individual service fund.
3. Option 3 - the council arranges and manages the care.
4. Option 4 - a mix.

My instinct: Option 2. We keep control of who comes without me doing payroll.

## Checklist before the day
- [x] Copy of the hospital discharge letter
- [x] LHC care plan and rota
- [x] List of medications (from the blister pack sheet)
- [x] Two weeks of the carers' folder notes photographed
- [x] Ask Mrs Kerr to write a few lines about the fall and how Mum is day to day
- [x] Financial info: pension, attendance allowance, savings roughly (they'll do a financial assessment separately)
- [ ] Bathroom - ask about a level-access shower or a bath lift
- [ ] Ask about telecare (bed sensor, door sensor)
- [ ] Ask about day care - the Tuesday lunch club at St Mark's?

## Things to make sure Morven hears
- Mum will say she is fine. She is not fine in the evenings.
- She will not eat unless someone is with her.
- Female carers for personal care - non-negotiable for Mum.
- Nights are the gap.
- I am 62 and happy to help but I am not a 24-hour carer.

## Questions
- How long until the outcome letter? (Morven said "around six to eight weeks".)
- Is there a charge for non-personal care (lunch visit)? In Scotland personal care is free for adults assessed as
  needing it, but housing support/meal prep may be charged.
- Can the budget follow Mum if she changes provider?
"""

POA = """---
title: Power of attorney - notes
tags: [mum, poa, legal]
---

# Power of attorney (continuing + welfare)

## Summary
- Type: **combined continuing and welfare power of attorney** (Scotland).
- Granter: Grace Wanjiru Mwangi.
- Attorneys: **Harriet Mwangi-Ross and Samuel Mwangi, jointly and severally** (either of us can act alone). Substitute
  attorney: Colin, if either of us can't act.
- Solicitor: **Fiona Drummond**, Drummond Kerr WS, 24 Melville Street, Edinburgh.
- Signing appointment: **Wednesday 14 May 2025 at 2pm** at Drummond Kerr's office. Fiona has to interview Mum
  alone for the capacity certificate, so Mum went in on her own for 20 minutes while I sat in reception with a
  terrible coffee.
- Fee: £650 + VAT for the combined POA, plus the OPG registration fee (£96 at the time).
- Sam signed his attorney acceptance in Toronto and couriered it back - arrived 9 May, just in time.

## Registration
Drummond Kerr sent it to the Office of the Public Guardian the day after signing. Registered early July - the
certificate is in the blue folder in the bureau, with two certified copies. Fiona's e-mail has the scanned copy.

## Who has seen it (copies sent)
- [x] Bank of Scotland (third-party access set up 28 July)
- [x] Braid Road Medical Practice (welfare powers - added to Mum's record)
- [x] Lothian Home Companions
- [x] Health & Social Care (for the assessment file)
- [ ] Pension Service
- [ ] The new care agency, when we move (see provider comparison)

## Notes to self
- Welfare powers only kick in when Mum can't make the decision herself. For now she decides, we help.
- Keep a log of any significant decisions made *under* the POA. I'll keep it at the bottom of this note.

## Decision log
- 28 Jul 2025 - set up third-party mandate on Mum's current account (continuing powers).
"""

PROVIDER_COMPARISON = """---
title: Care provider comparison (autumn 2025)
date: 2025-10-05
updated: 2025-10-12
tags: [mum, care, decision]
---

# Do we move Mum from LHC? - comparison

Why we're looking: since the summer LHC's lunch visits have been all over the place (see the August visit log - 9
late lunches, one missed altogether), two unannounced male carers at the morning visit, and in September Ruth Okafor
left LHC. Mum has asked for "the tall girl" every day since.

| | Lothian Home Companions (current) | Thistle Homecare | Caledonian Care at Home |
|---|---|---|---|
| Can do 4 visits/day | yes | yes | yes |
| Lunch visit window | "12:00-14:00" in practice | fixed 13:15 | nothing before 14:00 in EH10 |
| Female carers for personal care | promised, not always | written into the care plan | yes |
| Continuity | poor since Ruth left | **Ruth Okafor now works for them** on the Morningside run | unknown |
| Rate | cheapest | a couple of pounds an hour dearer than LHC | similar to Thistle |
| Care Inspectorate grade (care & support) | 4 - good | 5 - very good | 4 - good |
| Will work with Option 2 (ISF) | yes | yes | yes |
| Notice period | 14 days | - | - |
| Start date possible | - | Mon 3 Nov | mid-Nov at the earliest |

## Thinking
- Caledonian is out on the lunch visit alone. After 14:00 Mum will have given up and eaten biscuits.
- Thistle: dearer, but the difference is small next to getting Ruth back and a fixed lunch time.
- LHC: Brenda has been kind, and I don't want to burn the bridge. Give proper notice in writing.

## Decision (12 Oct 2025)
**Move Mum's care to Thistle Homecare.** Reasons: Ruth Okafor is on their Morningside run, they can guarantee the
13:15 lunch visit, and female carers for personal care are written into the plan. Caledonian rejected because they
cannot do a lunch visit before 2pm. Sam agreed on WhatsApp.

Next steps:
- [x] Give LHC 14 days' notice in writing (sent 14 Oct).
- [x] Tell Morven Gillies so the individual service fund moves with Mum.
- [x] Thistle assessment visit (Kasia Nowak, 21 Oct).
"""

THISTLE_HANDOVER = """---
title: Thistle Homecare - handover notes
date: 2025-11-01
updated: 2025-11-04
tags: [mum, care, thistle]
---

# Thistle Homecare - handover

Thistle took over from LHC on **Monday 3 November 2025** (LHC's last visit was the Sunday night).
Care coordinator: **Kasia Nowak**, 0131 496 0590 (office), out of hours 0131 496 0591.

## New visit times

| Visit | Time | Length |
|---|---|---|
| Morning | 08:30 | 45 min |
| Lunch | 13:15 | 30 min |
| Tea | 17:30 | 30 min |
| Bed | 20:00 | 30 min |

(Mum wanted the bed visit a little earlier - she's tired by eight - and Thistle can do the lunch at a fixed 13:15.)

## Access
Same key safe, on the wall to the left of the back door behind the green water butt.
**New code from 2 November: 2093.** I changed it on the Sunday evening after LHC's last visit so that the old
code stops working. Kasia has it; it is NOT to go in e-mails or texts.

## Medication (for Thistle's MAR chart)
- Donepezil 10 mg at night
- Furosemide 40 mg morning
- Bisoprolol 2.5 mg morning
- Adcal-D3 twice daily
- Paracetamol 1 g up to four times a day, as needed
(Amlodipine was stopped in August - make sure the old box in the bathroom cabinet goes back to the pharmacy.)

## What I told Kasia
- Female carers only for personal care - it's in the plan.
- Mum doesn't like being rushed, and hates being called "dear" or "sweetheart". She is Mrs Mwangi unless she says otherwise.
- Call me rather than texting - I prefer a phone call, even for small things. Landline first, then mobile.
- Ruth on as many mornings as possible.

## To do
- [ ] Send Kasia a copy of the registered POA certificate (she asked in the service agreement e-mail)
- [ ] Return the LHC folder and the LHC key fob to Brenda
- [x] Change the key safe code (done 2 Nov)
- [x] Tell the pharmacy the carers have changed (they deliver to the flat anyway)
- [ ] Ask Thistle for the first month's visit log before the January review
"""

LIKES = """---
title: Mum - likes and dislikes
tags: [mum, preferences, list]
---

# Mum - likes and dislikes

For carers, Sam, anyone covering. Mum won't always tell you, so here it is.

## Food and drink
**Likes**
- Tea, strong, with **evaporated milk** (Carnation) and one sugar. Not fresh milk - "that is not tea".
- Chapati with anything. Sukuma wiki (spring greens or kale cooked with onion and tomato).
- Githeri (maize and beans) - I batch-cook it and freeze it in single portions.
- Mandazi on Sundays.
- Scotch broth - forty years in Edinburgh.
- A digestive biscuit at bedtime (with the donepezil).

**Dislikes**
- Microwave ready meals - "plastic food". She'll leave them.
- Anything very spicy, oddly enough.
- Cold rooms. Heating on 21 in the living room.
- Fish with bones.

## Other
**Likes:** Radio Scotland in the mornings; hymns on Sunday; Ruth; photos of the grandchildren; being asked about
nursing; watching the birds on the feeder; her blue cardigan.
**Dislikes:** being rushed; being called "dear"; men helping her wash; the television left on with nobody watching it;
people moving her things (especially the teapot, ironically).
"""


def build():
    write_text("notes/mum/care-overview.md", CARE_OVERVIEW)
    write_text("notes/mum/medications.md", MEDICATIONS)
    write_text("notes/mum/assessment-prep.md", ASSESSMENT_PREP)
    write_text("notes/mum/poa-notes.md", POA)
    write_text("notes/mum/provider-comparison.md", PROVIDER_COMPARISON)
    write_text("notes/mum/thistle-handover.md", THISTLE_HANDOVER)
    write_text("notes/lists/mum-likes-and-dislikes.md", LIKES)
