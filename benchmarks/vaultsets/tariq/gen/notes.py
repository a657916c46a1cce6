"""Markdown notes (short + daily) and the three plain-text files."""
from util import write_text

NOTES = {}

NOTES["notes/school/head-of-year-11 plan.md"] = """---
title: Head of Year 11 – plan for 2023/24
date: 2023-09-03
tags: [school, hoy, y11]
---

# Head of Year 11 – 2023/24

First year as HoY11 (took over from Hannah, who's moved to HoY7). 212 students, 8 forms.

## Big rocks this year
1. **Attendance** – the 19 students under 90% last year. Weekly check-ins, parents in early.
2. **Mocks** – late Nov / early Dec, results back before Christmas so the spring parents' evening is about targets not surprises.
3. **CERN trip** – February half-term, with Joanna. Open to Y11 triple physics + Y12 physics.
4. **Ofsted** – we're "due". Everyone says it'll be this year.
5. **Prom + leavers' stuff** – student council to lead, I just hold the money.

## Key dates (so far)
| What | When | Notes |
|---|---|---|
| Y11 pastoral meetings | every other Monday, 8.15 | HoY office B12 |
| Mocks | w/c 27 Nov (2 weeks) | Priya doing the timetable |
| Y11 parents' evening #1 | Thu 30 Nov | straight after week 1 of mocks – not ideal |
| Y11 parents' evening #2 | spring term, date TBC | post-mock targets |
| GCSEs start | mid May | |
| Results day | Thu 22 Aug 2024 | |

## To do – September
- [x] Meet the 8 Y11 tutors
- [x] Intervention list from the Y10 data
- [ ] Attendance letters for the red group
- [x] Email Marco at EduVoyage for a CERN quote
- [ ] Work out who covers my Y10 class while I'm away in Feb
- [ ] Ask Claire about a budget for the revision guides

## Reminders to self
- Don't take every parent call at 5pm. Book a slot.
- Physics is still my subject – keep two Y10 groups properly planned, don't let HoY eat it.
"""

NOTES["notes/school/cern trip planning.md"] = """---
title: CERN / Geneva trip – planning
created: 2023-09-14
updated: 2024-01-11
tags: [school, trip, cern]
---

# CERN trip – Feb half-term 2024

**Operator:** EduVoyage Tours – Marco Bellini (0161 496 0732)
**Leaders:** me (group leader), Joanna Pike (deputy), + Imtiaz and Hannah as the other two staff
**Hotel:** Hôtel Lac Pâquis, near Cornavin (address is on the final itinerary)
**Dates:** Mon 12 – Thu 15 Feb 2024

## Money
| Item | Amount | Status |
|---|---|---|
| Original quote (30 students) | £645 pp | superseded – Marco re-priced in Nov (see his e-mail) |
| Deposit | £150 pp | due 20 Oct – Lorraine collecting |
| Balance | remainder | due 8 Dec |
| Staff places | free | 4 at 36 students |

Lorraine handles all payments through the school system. I don't touch cash.

## Sign-off
Risk assessment goes to **Steve Rourke** (he's the EVC) – he signs it off and then it goes to
governors. He wants it by 15 Dec at the latest. Needs: full RA, medical summary, staff:student
ratio, emergency contacts, the insurance details from Marco.

## Checklist
- [x] Letter home + consent forms
- [x] Deposits (34 by the deadline, last 2 the Monday after)
- [x] Ask Marco to re-price for 36
- [x] Medical forms – 3 asthma, 1 epipen (Laila, Y12), 1 T1 diabetic (Josh B)
- [x] Risk assessment to Steve
- [x] Passport check – 2 needed renewing, both sorted by Jan
- [x] GHIC cards – chased the last 5
- [ ] Kit list out to students (draft in docs/)
- [ ] Parents' info evening – Thu 1 Feb, 6pm, Lecture Theatre
- [ ] Swiss francs float – 600 CHF from the bank

## Rules we agreed (staff meeting 10 Jan)
- Phones handed in at 22:30 each night, back at breakfast.
- Groups of 12 with one adult at CERN – that's their rule, not ours.
- Nobody goes anywhere in fewer than 3.
"""

NOTES["notes/school/year 11 mocks.md"] = """# Y11 mocks – Nov/Dec 2023

Two weeks, Mon 27 Nov – Fri 8 Dec. Main venue Sports Hall as usual.

**Timetable / rooms:** Priya's final version is v3 – it's the attachment on her email of 10 Nov.
Access arrangements rooms are in there too (don't rely on v1, rooms changed).

Things I need to do as HoY:
- [x] Assembly on exam conduct (Mon 20 Nov)
- [x] Tutors go through the access arrangements list with forms
- [x] Seating plan sanity check with Priya – twins split up
- [x] Invigilation briefing Wed 22 Nov
- [ ] Results to students – Tue 19 Dec, in tutor time, envelopes
- [ ] Mock results analysis for SLT – January

Physics-specific:
- Separate Physics P1 on the Thursday of week 1, P2 on the Wednesday of week 2.
- Remind kids: equations sheet is given, but they still need to learn the units.
- Marking: I'm taking the two top sets' P1, Imtiaz the rest. Deadline 15 Dec.

Note – week 1 Thursday is ALSO parents' evening. Ridiculous. Flagged to Dan, nothing he can do.
"""

NOTES["notes/school/ofsted prep.md"] = """---
title: Ofsted prep – science
date: 2024-01-08
tags: [school, ofsted]
---

# Ofsted – prep notes (science + pastoral)

We're in the window. Claire thinks it's this half term. The call comes the day before,
usually late morning.

## If I'm seen teaching
- Be able to say where the lesson sits in the sequence (KS3 -> KS4 journey).
- Retrieval starter every lesson anyway – don't change anything.
- Books: feedback visible, kids can explain what they've improved.
- Practical work: why this practical, what they're learning from it, not just "doing".

## If they talk to me as HoY11
- Attendance: the red group numbers, what we've done, the two we've turned round.
- Behaviour: suspensions down on last year. Have the figures.
- Mocks: what happened, what we're doing about the English Lit gap.
- Careers: every Y11 has had a one-to-one by Christmas (true – check Imtiaz's spreadsheet).
- Safeguarding: know the DSL and deputies by name. Know the reporting route cold.

## Science deep dive – likely questions
- How is the curriculum sequenced?
- How do you support SEND students in practicals?
- How do you know it's working?

Stay calm. Teach the lesson you planned.
"""

NOTES["notes/school/y11 prom.md"] = """---
title: Y11 Prom 2024
date: 2024-02-09
tags: [school, y11, prom]
---

# Year 11 Prom – 2024

**Date:** Friday 28 June 2024

## Venue vote (student council, 9 Feb)
Student council shortlisted two, then the whole year voted in tutor time:

| Venue | Votes | % |
|---|---|---|
| Marley Mill Suite, Keighley | 118 | 58% |
| Cedarwood Hotel, Shipley | 86 | 42% |

**Decision: Marley Mill Suite.** Deposit paid from the leavers' fund 14 Feb. Cedarwood was
cheaper per head but no space for the photo booth and the coach drop-off is on a main road.

## Tickets
- £35 each, includes buffet + coach back to school
- Hardship: 14 funded tickets via the pupil premium pot (quietly – letters from me only)

## To do
- [x] Book coaches (2 x 53 seater, 23:00 pick-up)
- [x] Staff rota
- [ ] Ask the PTA about the photographer
- [x] Behaviour contract letter – anyone on a final warning doesn't go
"""

NOTES["notes/school/parents evening notes 30 nov.md"] = """# Y11 parents' evening – Thu 30 Nov 2023 (notes)

Busy. 171 of 212 families came. HoY table by the stage as usual.

Follow-ups:
- **Mrs Akhtar (Aleena, 11P)** – wants her moved out of the English set, says the teacher "doesn't
  like her". Told her I'd look at the data first. Check with Kirsty.
- **Mr & Mrs Dunn (Callum, 11S)** – worried about him not sleeping, gaming till 3am. Referred to
  school nurse drop-in. Parent controls on the router – they didn't know that was a thing.
- **Mrs Nowak (Kacper's mum, Y12 not Y11 – she came to find me about the trip)** – family money
  has gone sideways, asking about pulling out of Geneva. Said I'd find out what we can do.
- **Mr Iqbal (Haris, 11R)** – pleased. Haris wants to do A-level physics. Also asked if Haris can
  play for the Falcons (he bowls properly quick apparently). Said yes, come to nets.
- **Mrs Hall (Jade, 11P)** – exam stress, crying at night. Pastoral support plan + exam access
  check with Priya.

General: lots of parents asking about mock results – they're not back till 19 Dec. Next time
put parents' evening AFTER the mocks are marked. Second one is in the spring anyway.
"""

NOTES["notes/abbu/bypass surgery.md"] = """---
title: Abbu – bypass surgery
date: 2023-10-11
tags: [family, abbu, health]
---

# Abbu – bypass (CABG x3)

**Hospital:** Moorside Heart Centre, Leeds
**Surgeon:** Mr Anil Varma (consultant cardiothoracic surgeon)
**Cardiologist:** Dr Helen Okafor (she did the angiogram and will do the follow-ups)
**Ward:** Ward 27 (cardiothoracic), bed 6 – Level 2, turn left out of the lift
**Visiting:** 2pm–8pm, two at a time. Ammi there every day from 2.

## Timeline
- 20 Sep – chest tightness walking up from the masjid, GP same day, referral
- 26 Sep – angiogram: three blocked arteries, not suitable for stents
- 4 Oct – pre-op assessment
- 9 Oct – admitted
- 10 Oct – surgery. In theatre ~5 hrs. Mr Varma phoned Ammi himself afterwards.
- 11 Oct – off the ventilator, sitting up by the evening, asking for chai (not allowed)
- 12 Oct – moved from ICU back to the ward
- 17 Oct – home

## Things the nurses told us
- No lifting anything heavier than a kettle for 6 weeks (chest bone has to knit)
- No driving for at least 6 weeks – and check with Dr Okafor before
- Walk a bit more every day, stairs slowly
- The tiredness and low mood are normal for a few weeks
- Cough holding the heart-shaped pillow

Pre-op echo: ejection fraction 40%. They'll repeat it at the follow-up.
"""

NOTES["notes/abbu/meds list.md"] = """---
title: Abbu – medicines (from discharge)
date: 2023-10-18
tags: [abbu, meds]
---

# Abbu's medicines – as discharged 17 Oct 2023

Copied off the discharge letter. Blister pack from Oakfield Pharmacy from November.

| Medicine | Dose | When | What for |
|---|---|---|---|
| Aspirin | 75 mg | morning, with food | blood thinner – lifelong |
| Clopidogrel | 75 mg | morning | blood thinner – 12 months (till Oct 2024) |
| Atorvastatin | 80 mg | night | cholesterol |
| Bisoprolol | 2.5 mg | morning | heart rate / BP |
| Ramipril | 2.5 mg | morning | BP, protects the heart |
| Lansoprazole | 30 mg | morning, before breakfast | stomach protection (with the aspirin) |
| Paracetamol | 1 g | up to 4x a day if needed | pain |
| GTN spray | 1–2 sprays under tongue | if chest pain | carry it ALWAYS |

- Doses get changed at clinic/GP – this table is the discharge list, check the latest letter.
- Repeat prescription: Oakfield Pharmacy orders it, we collect. Sana can't do weekdays.
- Don't let him take ibuprofen (Nasreen khala keeps offering).
"""

NOTES["notes/abbu/cardiac rehab.md"] = """# Abbu – cardiac rehab

Nurse: **Gemma Lister** (cardiac rehab nurse specialist) – she rang me 8 Nov, e-mail came the same day.
Girlington Community Centre, Tue + Thu 10.30, from 14 Nov. 8 weeks.

Lifts:
- Tuesdays – Bilal (he's on lates)
- Thursdays – Ammi goes with him in a taxi, or me if it's a half-term

How it's going:
- **Wk 1** – quiet, did the warm-up and sat out half the circuit. Said the other men were "all
  older than me" (they weren't).
- **Wk 2** – did the whole circuit. Gemma moved him up a level on the bike.
- **Wk 3** – the Thursday was at 1pm because of the flu jabs. He liked the diet talk, came home
  and told Ammi off about the ghee. Lol.
- **Wk 5** – walking 20 mins every day now, round the park.
- **Wk 7** – no Boxing Day session, did his walk anyway.
- **Last session 4 Jan** – got a certificate. Genuinely proud of him.

After rehab: the Heart Support group at the same centre, first Monday of the month, 7pm. He
says he'll go. We'll see.
"""

NOTES["notes/abbu/abbu ke liye khana.md"] = """# Abbu ke liye khana – dil ke liye

(Ammi aur Nasreen khala ke liye likha hai, fridge pe bhi laga diya)

**Kam namak.** Har salan mein aadha namak jitna pehle dalte thay. Table pe namak dani nahi.
Achaar bilkul kam – hafte mein ek do dafa, thora sa.

**Ghee band.** Tarka olive oil ya rapeseed oil mein. Paratha sirf Eid pe (Abbu ne khud promise kiya).

**Haan:**
- daal (moong, masoor, chana) – jitni marzi
- sabzi – bhindi, tinday, lauki, palak – kam tel
- machli (grill ya oven) hafte mein do baar
- chicken bina skin ke, karahi kam tel wali
- chapati atta wali, white naan kam
- fruit – seb, amrood, kela (ek din mein ek)
- lassi namkeen nahi, meethi bhi kam – sada dahi behtar

**Nahi / bohat kam:**
- pakore, samose, jalebi (shaadi pe ek, bas!)
- nihari, paye – bohat charbi
- mithai – Ammi chupa ke rakhti hain, mujhe pata hai
- cheeni wali chai din mein teen se zyada – ab do cup, cheeni aadha chamach

Rehab wali nurse ne kaha: plate ka aadha hissa sabzi, chauthai roti/chawal, chauthai daal ya chicken.
"""

NOTES["notes/cricket/season 2024 plan.md"] = """---
title: Falcons Sunday XI – 2024 season plan
date: 2024-02-10
tags: [cricket, falcons]
---

# Falcons Sunday XI – 2024

I'm coach again, Adeel captain, Craig vice. League: Aire-Wharfe Sunday League, Div 2.

## Roles
| Role | Who |
|---|---|
| Captain | Adeel Rauf |
| Vice-captain | Craig Jennings |
| Coach / team contact | me |
| Treasurer (kit fund) | Usman Ghani |
| Scorer | Pat Hebden (again, bless her – 11th season) |
| Secretary / list admin | Linda Moorhouse |

## Money
- Kit fund at £410 after the curry night + raffle, less the scorebook and stumps. Usman keeps the sheet.
- League fee – Usman says similar to last year, I'll pay it online and claim back.
- Pitch – book Heatonfield again with the Parks team, Sundays. Ask for pitch 2 (pitch 1 has the slope).

## Kit
WhatsApp poll closed 8 Feb: **maroon 11 – navy 5**. Owzat Sports to quote for 16 shirts with the
Nafees sponsor logo. Order by April for the first game.

## Nets
- Indoor at Carlisle Road from end of Feb, Weds 7–8pm, £4 a head.
- Outdoor at Heatonfield from April, Weds 6pm.

## Squad – thoughts
- Need a proper opening bowler. Haris Iqbal (Y11, one of mine at school) – quick, raw. Get him to nets.
- Craig's knee – keep him at slip, not the deep.
- Tom B moving back from Leeds – can keep wicket.
- Minimum 13 availible every week or we'll be begging on a Saturday night again.

## Dates
- AGM in March – Linda to confirm the date + room.
- First league game 21 April (home).
"""

NOTES["notes/cricket/batting order ideas.md"] = """# batting order ideas (pre-season)

1. Adeel – opens, likes it
2. Shaz – patient, leaves well
3. Craig – best player of spin we've got
4. Me (if I'm playing – prob only when we're short)
5. Mo K – big hitter, needs to come in with 15 overs left not 30
6. Tom B (keeper)
7. Danny
8. Haris – bowler but can hold a bat
9. Faisal
10. Jonno
11. whoever's 11th, usually the one who turned up late

Rule: nobody bats above 5 unless they've been to nets at least twice. Adeel agrees.
Swap Mo and Tom if the pitch is slow.
"""

NOTES["notes/wedding/master plan.md"] = """---
title: Sana & Imran – wedding master plan
created: 2024-01-14
tags: [wedding, shaadi, sana]
---

# Sana & Imran – shaadi plan (v1, January)

Dates agreed at the rishta/mangni in December. Both families happy. Ammi already crying.

| Event | Date | Where | Who hosts | Notes |
|---|---|---|---|---|
| Dholki nights | Saturdays in August | Ammi-Abbu's | us | girls + aunties |
| Mehndi | Thu 29 Aug | **marquee in the back garden at Ammi-Abbu's** | us | Abbu wants it at home |
| Baraat + nikah | Sat 31 Aug | Regal Banqueting, Thornton Rd | us | |
| Walima | Sun 1 Sep | Mirage Suite, Dewsbury | Qureshis | their side organising |

## Suppliers
| What | Who | Status |
|---|---|---|
| Caterer (baraat + mehndi) | Mughal Feast (Javed) – £22/head | verbal yes ✔ |
| Marquee | Pennine Marquees | quote awaited |
| DJ | TBC – Sana wants DJ Kash | ask around |
| Dhol | TBC | |
| Cards | Rang Mahal Prints? | Sana choosing |
| Mehndi artist | Henna by Rukhsana | Sana booked |

## Numbers
Rough guest count: **350** for the baraat (Ammi's list + Abbu's list + Sana's friends).
Mehndi maybe 150–200.

## Budget (our side)
| Item | Budget |
|---|---|
| Baraat hall | £3,500 |
| Catering | £8,000 |
| Mehndi (marquee + food + DJ) | £5,000 |
| Cards + misc | £800 |
| Sana's jora + jewellery | Ammi's department |

## Rules for me
- Abbu doesn't lift, carry, climb or stress. He sits and greets.
- Every decision goes past Ammi and Sana. I'm project manager, not the boss.
"""

NOTES["notes/wedding/caterer tasting.md"] = """---
title: Caterer tastings – decision
date: 2024-04-06
tags: [wedding, caterer]
---

# Caterer tastings – Mughal Feast vs Lahori Degh

## Mughal Feast – Sat 30 March (Javed)
- Seekh kebabs good. Chicken tikka fine.
- **Biryani was dry**, and the rice was broken – Ammi noticed straight away.
- Karahi too oily for Abbu, and Javed said they "can't really do less oil for 400".
- Wanted a **£2,000 deposit, non-refundable**, by end of April.
- Cheaper per head.

## Lahori Degh – Thu 4 April (Shahid Bhatti)
- Karahi excellent, proper desi – Abbu had two plates (don't tell the cardiologist).
- Pilau light, not greasy. Fresh naan from the tandoor on site.
- Happy to make a low-oil / less-cream version of dishes for the elders.
- Deposit refundable up to 90 days before.
- Dearer per head (see Shahid's quote – I forwarded it to Sana).

## Decision (Sat 6 April, family meeting in the front room)
**We're switching to Lahori Degh** for both the baraat and the mehndi snacks. Ammi, Abbu, Sana all
agreed. Even Rashid chacha agreed, which is a first.

Mughal Feast was the January plan – it's off. I'll e-mail Javed this week and tell him politely.

- [x] Tell Javed (Mughal Feast) we're not going ahead
- [x] Pay Lahori Degh deposit
- [ ] Final numbers 2 weeks before
"""

NOTES["notes/wedding/dj and music.md"] = """# Mehndi – DJ + music

DJ: Kash (Kashif Anwar) – Kash Beats. Sana's friend had him, he was good with the aunties.

What Sana wants:
- Entrance on dhol, then her song (she hasn't decided, changes weekly)
- Tunak Tunak for the uncles, obviously
- The girls' dance at 9 – they'll send him the mix

What I want (and I've told Kash):
- **Please, no remixes of Nusrat sahib.** The originals or nothing. "Dam Mast Qalandar" over a
  trap beat is a crime.
- Keep it down before 10 so the elders can actually talk. Abbu's table away from the speakers.
- Old Noor Jehan / Lata for the aunties' bit – they'll love it.
- Bhangra after 10 – fine, go mad.
- Mic for speeches working BEFORE it's needed. Test it at 6.30.

Dhol: seperate, not Kash's people.
"""

NOTES["notes/wedding/mehndi ki tayyari.md"] = """# mehndi ki tayyari (checklist)

Jagah: Shalimar, Noor Hall. Marquee wala idea khatam.

- [x] Hall book – Shalimar
- [x] DJ – Kash
- [x] Mehndi artist – Rukhsana baji, 5 bajay aayengi Sana ke liye, phir guests
- [ ] Thaal (6) – Nasreen khala bana rahi hain, pick up Wednesday
- [ ] Phool – gende ke haar, 20, Leeds Road wali dukaan se
- [x] Sana ka jora – tailor se aa gaya
- [ ] Mehndi cones – 100, Rukhsana baji layengi?
- [ ] Diyas – hall wale kehte hain open flame nahi, LED wale lene hain
- [ ] Abbu ke liye kursi stage ke paas, cushion ke saath
- [ ] Bachon ke liye ek table – colouring, bubbles
- [ ] Speech – mera (ChatGPT wala draft theek karna hai)

Ammi ki list alag hai, woh apni hi chalati hain.
"""

NOTES["daily/2023-10-10.md"] = """# Tue 10 Oct 2023

Op day.

Took Abbu's bag in at 7. He was joking with the nurse about the gown. Ammi not joking.

Taught P1–2 (couldn't get cover for the Y10s), then Rachel took the rest of the day. Drove over to
Leeds and sat in the relatives' room with Ammi, Sana and Rashid chacha. Sana did the duas, I did the
coffee runs. Five hours.

3.40pm – Mr Varma came out himself, still in his scrubs. Triple bypass, all three grafts good,
heart "working well". He's in ICU overnight, sedated. We can see him for 5 mins at 7.

Ammi cried for the first time all day, then made everyone eat.

7pm – saw him. Tubes everywhere, very yellow, but his hand squeezed mine. Came home, couldn't sleep.

Tomorrow: tell school I'll be late, ring Bilal about lifts, sort the car park pass.
"""

NOTES["daily/2024-01-24.md"] = """# Wed 24 Jan 2024 – Ofsted day 2

Survived.

Yesterday (day 1, science deep dive): the HMI came into my Y10 lesson period 2 – Lab S4, specific
heat capacity practical. 25 minutes. Kids were brilliant, Zara explained the energy transfer better
than I would have. He asked two of them what they'd done last lesson and they actually knew. Then
he looked at six books. Feedback at the end of the day to Dan was "strong practical work, clear
sequencing". I'll take it.

Today: history + PE deep dives so I was mostly doing the HoY interview (attendance, the red group,
suspensions). Went fine, had the numbers.

Then at 11.50 the fire alarm went off. Burnt toast in the food tech block – a Y8 making "cheese
toasties" under the grill. Whole school out on the field in January, inspectors included. The
lead inspector was quite cheerful about it and said it was a good test of the evacuation. Our
fire marshals were actually really good. Back in by 12.10.

Final feedback meeting 3.30 – can't say anything until the report is out. Staffroom had crisps
and a lot of very tired faces. Home by 6, slept on the sofa by 8.
"""

NOTES["daily/2024-05-12.md"] = """# Sun 12 May 2024

WON. First win of the season, away at Baildon Moorside.

We batted first (Adeel lost the toss, they put us in). 187/8 off 40. Adeel 64, Craig 31, Mo K
slogged 28 off 14. Their lot were 142 all out – Haris took 3 for 19 on his first proper game,
absolutely rapid, their number 3 didn't see the one that bowled him.

Scorebook is the neatest it's been in years because I finally bought proper pens.

Abbu came to watch! Bilal brought him, he sat in a camping chair with a flask of chai and a
blanket and told everyone on the boundary that his son "used to bowl quicker than that boy".
(I did not.) Best Sunday in ages.

Back to school tomorrow – Y11 last week before study leave.
"""

NOTES["daily/2024-08-16.md"] = """# Fri 16 Aug 2024

Two weeks to the mehndi. Lists for the lists.

- [x] Final numbers sent to the caterer (Monday)
- [x] Shalimar balance paid
- [x] Collect cards – done in June, most given out
- [ ] Iron Abbu's sherwani + get his shoes stretched
- [ ] Coach for the elders to the walima – ring Kirkstall Coaches Mon
- [ ] Print the order of events for the Shalimar staff
- [ ] Zayn's kurta – too short already??
- [ ] Results day Thursday – timings in Priya's email
- [ ] Car valet before the baraat

Ayesha says I'm "running the wedding like a trip risk assessment". She is definately not wrong.

Evening: second dholki at Ammi's tomorrow. Sana is fine, Ammi is not fine, Abbu is asleep.
"""

# ------------------------------------------------------------------- plain text
NOTES["docs/house-sitter sheet.txt"] = """HOUSE-SITTER SHEET  (for Dave, 11-16 Feb 2024)
=============================================

Thanks so much Dave. Ayesha and the kids are at her mum's in Oldham, I'm in Geneva with
36 teenagers (pray for me). Back Thursday night late, Ayesha back Friday lunchtime.

CAT
- Biscuit. Half a pouch morning + half at night, biscuits topped up. She'll pretend she
  hasn't been fed. She has.
- Litter tray in the utility room - scoop every other day, bags under the sink.
- If she's not around in the evening she's in the Clegg's shed. (Yours. Sorry.)

HEATING / BOILER
- Boiler is the Worcester in the kitchen cupboard. Heating's on a timer, you don't need to
  touch it.
- If the radiators go cold: check the pressure gauge on the front. Should be 1 to 1.5 bar.
  If it's under 1, there's a silver filling loop underneath - open both taps slowly till it
  reads 1.2, then close them. Then press reset.
- If that doesn't work, call Lee Brannigan (Aire Heat & Plumbing) on 07700 900 418 - he
  fixed it in December and knows the system. Tell him it's Tariq's, he'll come out.

Wifi
- Network: MahmoodHouse   Password: biscuit-the-cat-2019  (yes really)

BINS
- Grey bin - Tuesday 13th. Please put it out Monday night.
- Recycling is NEXT week, not this week, ignore it.

POST / PARCELS
- Just leave it on the kitchen table. I'm expecting a box from Owzat Sports (cricket stuff)
  - no wait, that's not till April. Ignore.

KEYS
- Back door sticks - lift and pull.
- Alarm: code is the one I texted you. Set it when you leave if you can.

EMERGENCY
- Me: 07700 900 122 (might be on a tram, keep trying)
- Ayesha: 07700 900 377
- Hotel in Geneva: Hotel Lac Paquis (number's on the fridge)

Help yourself to anything in the fridge. The mithai in the tin is Ayesha's mum's. Don't.
"""

NOTES["docs/scoring app howto.txt"] = """HOW TO SCORE A FALCONS GAME ON THE SCORERS' APP (for whoever's standing in for Pat)
===================================================================================

Pat Hebden normally does our book and the app. When she's away someone has to do it on the
phone - these are the steps she showed me. Keep the paper book going as well, always.

1. Log in on the club phone (in the kit bag, front pocket). The app is "CricScore Club".
   Login is the club email, password is on the inside cover of the scorebook.

2. Matches -> find today's fixture (the league loads them). Tap "Start scoring".

3. Toss: pick who won and what they chose. Then pick the 11 for each side. If an opposition
   player isn't listed, "Add guest player" - type their name exactly as the skipper says it.

4. Openers + first bowler. The app asks for striker first. Check with the umpire, not the
   batters - they lie.

5. Every ball: tap the runs. Extras are the row underneath (wd, nb, b, lb). A no-ball that's
   hit for 4 is NB + 4 off the bat - don't press 5.

6. Wicket: tap W, choose how out, choose the fielder if caught/run out. New batter.

7. End of over: it flips the strike for you. It will ask for the next bowler - don't pick the
   same one twice in a row (it will let you, which is annoying).

8. Innings break: "End innings". Teas. Then it sets up the chase automatically.

9. End of match: "Finish match", pick result, then "Submit to league". Do this within 24 hours
   or the league fines us GBP 10.

10. Photo of the paper book pages -> send to Pat on WhatsApp so she can check it matches.

If it crashes: don't panic, keep the paper book, Pat can type it in later from the photos.
"""

NOTES["docs/cern kit list for students.txt"] = """GENEVA & CERN TRIP  12-15 FEBRUARY 2024  -  WHAT TO BRING
==========================================================

ONE suitcase (max 15 kg) + ONE small rucksack. You carry your own bag.

DOCUMENTS (in your rucksack, NOT the suitcase)
[ ] Passport - valid until at least mid-May 2024
[ ] GHIC card
[ ] Copy of your consent form (Mr Mahmood has the original)
[ ] A little Swiss francs if you want - 40-60 CHF is plenty. Cards work almost everywhere.

CLOTHES
[ ] Warm coat, hat, gloves - Geneva in February is COLD, and the lake wind is worse
[ ] Comfortable shoes - we walk a lot. CERN does not allow open-toed shoes
[ ] 4 days of clothes + one smart-ish outfit for the last night
[ ] Pyjamas (you're sharing a room)

OTHER
[ ] Swiss plug adapter (type J) - UK adapters for "Europe" do NOT always fit
[ ] Phone charger + power bank
[ ] Any medicines, in original boxes, with your name on. Inhalers in your rucksack.
[ ] Water bottle
[ ] The hotel has free Wi-Fi (slow) - download the CERN worksheet before we go
[ ] Notebook + pen for the CERN visit worksheet
[ ] Snacks for the coach

RULES (you have signed these)
- Phones are handed in at 22:30 every night and given back at breakfast.
- You are never on your own - minimum groups of 3.
- At CERN you stay with your group of 12 and your adult. They are strict about this.
- No energy drinks on the coach at 4.30am. We mean it.

Meeting point Monday: school front car park, 04:15, coach leaves 04:30 sharp.
"""


def build(root):
    for rel, text in NOTES.items():
        write_text(root, rel, text)
