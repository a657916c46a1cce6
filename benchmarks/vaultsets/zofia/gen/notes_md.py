# -*- coding: utf-8 -*-
"""Markdown notes for Zofia's vault (part 1: short and medium notes)."""

NOTES = {}

NOTES["notes/work/revalidation-2025.md"] = """---
title: NMC revalidation 2025
pin: 14K0713E
application_due: 2025-10-01
renewal_date: 2025-10-31
tags: [work, nmc, revalidation]
updated: 2025-11-12
---

# NMC revalidation 2025 (round two)

Last time (2022) I left everything to the last fortnight and cried in the staff room. Not again.
NMC Online login = my personal email, NOT the nhs one. How-to steps are in `txt/nmc-online-how-to.txt`.

## Checklist

- [x] 450 practice hours in 3 yrs -> easily, ~4,100 (payslips/HealthRoster export saved)
- [x] 35 h CPD, of which 20 participatory (table below)
- [x] 5 pieces of practice-related feedback
- [x] 5 written reflective accounts (drafts in reflective-accounts-draft.md)
- [x] Reflective discussion with another NMC registrant
- [x] Health and character declaration
- [x] Professional indemnity (through the Trust)
- [x] Confirmation
- [x] Submit on NMC Online + pay annual fee
- [ ] Verification (see bottom) !!

## CPD log

| Date | Activity | Hours | Participatory |
|------|----------|------:|:-------------:|
| 2023-12-05 | PILS full course | 7.5 | yes |
| 2024-11-14 | Paediatric sepsis study day (Trust) | 7 | yes |
| 2025-01-22 | Safeguarding children L3 e-learning | 4 | no |
| 2025-02-19 | DKA pathway update - ward teaching | 2 | yes |
| 2025-03-12 | Webinar: the deteriorating child (live Q&A) | 1.5 | yes |
| 2025-04-09 | Journal club: high-flow in bronchiolitis | 1 | yes |
| 2025-05-28 | Medicines management e-module | 3 | no |
| 2025-06-30 | Reading NICE NG143 (fever in under 5s) + notes | 2 | no |
| 2025-07-16 | Preceptorship facilitator training | 6 | yes |
| 2025-08-20 | Tracheostomy care refresher | 3 | yes |
| **total** | | **37** | **28 participatory** |

## Feedback (5)

1. Thank-you card from the parents of the 4-yr-old with DKA (Feb)
2. Peer feedback from Callum after the arrest call on nights (Mar)
3. Student feedback - Lily, 2nd year, end of placement form
4. Friends & Family comment that named me (May)
5. Siobhan's appraisal comments (Apr)

## Reflective discussion

Done with **Priya Nair** (staff nurse on Ward 51, NMC registered) on Mon 8 Sept 2025, in the canteen
after handover. Went through all 5 accounts, took about an hour. She signed the form, copy in my email.

## Confirmation

~~Siobhan Clarke (ward manager) - same as 2022~~ she's on maternity leave from 8 Aug.
Confirmer is now **Deborah Fenwick, Matron (Children's Medicine)**. Meeting Wed 10 Sept 14:00 in her office. Done, signed.

## Submitted

Wed 24 Sept 2025 on NMC Online, fee paid by card. Confirmation email came same evening.

## Verification (new - Nov)

NMC email 10 Nov: I've been **selected for verification**. Apparently random-ish. They want it by **12 Dec**.

- [ ] scan CPD certificates (sepsis day, preceptorship, trache) into one PDF
- [ ] confirmer details: ask Deborah if ok to give her work email + phone + PIN
- [ ] re-send the reflective discussion form Priya signed
- [ ] stop panicking - Aga was verified in 2023 and it was only paperwork
"""

NOTES["notes/work/reflective-accounts-draft.md"] = """# Reflective accounts - drafts (NMC form wording)

NMC form headings for each: *What was the nature of the CPD activity / feedback / event? - What did you learn? -
How did you change or improve your practice as a result? - How is this relevant to the Code?*
(Code themes: Prioritise people, Practise effectively, Preserve safety, Promote professionalism and trust.)

No names, no dates of birth, no bed numbers. Anonymise properly this time.

---

## 1. Paediatric sepsis study day (CPD)

**Nature:** full-day Trust study day on recognising and managing sepsis in children, including simulation.
**Learned:** the new paediatric sepsis screening tool, the 1-hour bundle, how easy it is to be falsely
reassured by a child who is still playing.
**Changed:** I now screen every febrile child on admission on nights, not only the "sick-looking" ones, and I
taught the HCAs on our team where the screening prompts are on the e-obs.
**Code:** Preserve safety; Practise effectively.

## 2. Night shift - infant whose early warning score kept creeping up (event)

**Nature:** on a night shift I was looking after a baby of a few weeks with a temperature. Around 3 am her
PEWS went from 2 to 5 over two sets of obs - heart rate up, cap refill slower, more irritable. The registrar
was tied up in ED. I escalated once, got "will come when I can", re-did the obs and escalated again using
SBAR, this time to the consultant on call, as our escalation policy says.
**Learned:** trust the trend, not one number. Also that my second call was much clearer because I used SBAR
properly - situation first, not the whole story.
**Changed:** I write the time of each escalation in the notes straight away, and I now teach students to
repeat obs early when the score rises rather than waiting for the next hour. The baby was treated for
a urinary source of sepsis and did well.
**Code:** Preserve safety; Prioritise people; Practise effectively.

## 3. Thank-you card - family of a child with DKA (feedback)

**Nature:** written feedback from parents after their child's first presentation with diabetic ketoacidosis.
**Learned:** the parents remembered the explanations at 4 am more than anything clinical. Information at night
needs to be short, repeated, and written down.
**Changed:** I made a one-page "first night" sheet (with the diabetes nurses) that we give to new families.
**Code:** Prioritise people; Promote professionalism and trust.

## 4. Near miss - oral morphine strength (event)

**Nature:** a student and I were preparing oral morphine; the wrong strength bottle had been put back in the
CD cupboard. The independent second check caught it before anything was drawn up.
**Learned:** second checks only work if they are really independent - I nearly said the dose out loud before
the student checked.
**Changed:** I stay quiet during second checks now and let the other person read and calculate first. Datix
done, CD cupboard shelves relabelled.
**Code:** Preserve safety.

## 5. Preceptorship facilitator training (CPD)

**Nature:** one-day course to become a preceptor for newly qualified nurses.
**Learned:** the difference between supervising and doing it for them. Also the preceptee's own goals matter.
**Changed:** I have my first preceptee from October; we set three goals together in week one.
**Code:** Promote professionalism and trust; Practise effectively.
"""

NOTES["notes/work/shift-swaps.md"] = """# Shift swaps 2025

Rule on our ward: swaps need to go on HealthRoster AND be approved by the ward manager (Siobhan, or Callum as
charge nurse while she's off). Keep a note here because I always forget who I owe.

| Date(s) | My shift | Covered by | In return | Status |
|---|---|---|---|---|
| 4 Mar | long day | I covered Priya | - | done |
| 10 + 11 Jun (Tue/Wed) | 2 nights | ~~Callum Reid~~ -> **Agnieszka Wrobel** | I do one of Aga's nights | approved 20 May |
| 22 Jul | night | - | moved to HDU cover for the night | done |
| 2 Sep | night | Dwayne asked me to swap a long day, said no (test lesson) | - | - |
| 19 Dec (Fri) | Aga's night | me | pays back the June nights | **still owe** - not on roster yet |

Notes:
- Callum agreed in April then his sister moved her hen do to that weekend. Not his fault.
- Aga said yes straight away. She wants the 19th of December because of her husband's work Christmas do.
- [ ] ask Callum to put the 19 Dec swap on the December roster (Siobhan's on mat leave)
"""

NOTES["notes/work/night-shift-routine.md"] = """# Nights - what works for me (after 9 years of them)

Writing this down because every time I change something I forget what I learned last time.

## Sleep
- bed by 09:30 at the latest, up at 16:00. Blackout blind + eye mask + earplugs (the foam orange ones, not the wax).
- phone on Do Not Disturb 9 till 4. Only Mama and Marek come through, and Marek knows to message, not call.
- I don't pick up unknown numbers during the day at all. Anyone official (solicitor, bank, DVSA...) -> I'd
  much rather they e-mail or text, and I ring back after 4.
- after the last night of a run: sleep till 1 pm only, then stay up, early night. Otherwise I'm wrecked for 3 days.

## Food (the important part)
- proper meal at home around 18:00 before the shift, something with protein.
- at 2-3 am: something **warm and light** - soup from the flask (lentil, or zurek when Mama's jar lasts) or
  porridge with banana made in the ward microwave. That's what works.
- NOT pizza / takeaway / big pasta in the middle of the night - I feel awful at 4 am and then can't sleep.
- no energy drinks, not since the palpitations in 2022. Coffee only before 2 am, then water and peppermint tea.
- after the shift: toast or yoghurt, no coffee, straight home.

## Getting home
- bus 2 from the hospital, or walk if it's dry (25 min). Once the flat move happens it'll be 10 min on the 7.

## Days off
- driving lessons only on days off, late morning (see driving notes).
"""

NOTES["notes/flat/flat-purchase-tracker.md"] = """---
title: Flat purchase - Kestrel Court
status: in progress
updated: 2025-10-15
tags: [flat, money]
---

# Flat 4, Kestrel Court, 27 Fernbank Rise, Chapel Allerton, Leeds LS7 4QX

## People

| Role | Who | Contact |
|---|---|---|
| Estate agent | Tom Whitaker, Whitaker & Daughters | tom@whitaker-daughters.example / 0113 496 0214 |
| Mortgage broker | Gareth Pryce, Northway Mortgages | gareth.pryce@northwaymortgages.example |
| Lender | Pennine Building Society | via Gareth |
| Solicitor | Rachel Ormerod, Hargreaves & Lund | r.ormerod@hargreaveslund.example (our ref is on the client care letter) |
| Surveyor | Kirkstall Survey Partners (Level 2) | bookings@kirkstallsurvey.example |
| Managing agent | Fernbank Rise Management Co. | via Rachel |

## Price history

- asking price £189,950
- 28 Jan: offered £180,000 -> rejected
- 3 Feb: offered £185,000 -> **accepted** (subject to contract)
- 24 Mar: after the survey (damp + the lintel) I asked for money off; vendor met me partway:
  agreed price **£182,500**

## Mortgage

- AIP £165,000 (Dec 2024)
- Product: 2-yr fix 4.59% with £999 fee - decided in Feb with Gareth
- deposit 10% from the LISA + savings

## Timeline / to do

- [x] AIP
- [x] offer accepted
- [x] instruct solicitor (client care letter signed 12 Feb)
- [x] Level 2 survey
- [x] renegotiate
- [x] mortgage application
- [x] mortgage offer (Aug)
- [x] searches
- [x] management pack
- [ ] exchange 7 Nov
- [ ] completion 14 Nov (proposed by Rachel 14 Oct)
- [ ] book removals
- [ ] council tax, energy, broadband, TV licence, change address at work + NMC!
"""

NOTES["notes/flat/viewing-notes.md"] = """# Viewings - Jan 2025

Budget: up to ~£190k, 2 bed ideally, max 25 min to work by bus, NOT on a main road (day sleeping!!).

---

## 1) Flat 9, The Maltings, Kirkstall - Sat 4 Jan

- £175,000, 1 bed + "study" (a cupboard with a window)
- ground floor by the river, pretty, but damp smell in the bedroom and mould on the window seals
- service charge £2,100 a year (!!), lift that isn't used for ground floor anyway
- verdict: no.

## 2) 12 Moorview Terrace, Meanwood - Sat 11 Jan

- £199,500, 2 bed through-terrace, freehold, nice kitchen, tiny yard
- why I said no:
  - it's right on the main road - buses and lorries all night and all day. I sleep in the DAY. I stood in the
    front bedroom for five minutes and counted eleven buses.
  - the yard faces north, no sun at all
  - part of the back bedroom sits over the neighbour's passage (**flying freehold**) - Gareth said some lenders
    won't touch it or want extra insurance
  - over budget anyway once you add the work on the roof
- verdict: no, even though Agnieszka loved the kitchen from my photos

## 3) Flat 4, Kestrel Court, 27 Fernbank Rise, Chapel Allerton - Sat 25 Jan (+ 2nd viewing 1 Feb with Aga)

- £189,950, 2 bed, 2nd floor (no lift - Mama will complain), small balcony facing south-west
- quiet cul-de-sac, bus 7 min walk, Chapel Allerton shops 10 min
- leasehold: 125 years from 2007 so ~107 left. Tom (agent) said service charge "about £1,100 a year, give or
  take", and ground rent **£150 a year**, fixed, no doubling clause (asked specifically, chatgpt told me to)
- bathroom smells a bit musty? extractor fan dead
- hairline crack outside above a back window, Aga noticed it. Ask surveyor.
- gas combi boiler 2016, seems fine
- verdict: YES. Offer.
"""

NOTES["notes/flat/survey-notes.md"] = """# Survey - notes from the call with the surveyor

Level 2 (HomeBuyer) survey by **Imran Hussain MRICS**, Kirkstall Survey Partners.
Done Fri 14 March 2025 in the morning (agent let him in, I had my driving lesson). Call with him Wed 19 March
after the report came through. Writing down what he said because the report is 40 pages.

## Condition rating 3 (serious / investigate)

1. **Bathroom**: damp at the bottom of the wall behind the bath, reading was high. Mostly the dead extractor
   fan + the bath seal. New fan + reseal, maybe replaster that bit. He guessed £600-900.
2. **Crack above the rear bedroom window** (outside): stepped crack above the window - most likely the steel
   **lintel** is corroding and expanding. This is the building's structure so it is the freeholder / management
   company's job, NOT mine, but it could mean a big bill via the service charge. Get the solicitor to ask if it's
   in planned works and who pays.

## Condition rating 2

- consumer unit (fuse box) is old, get an electrician to do an EICR at some point
- windows: a few blown double-glazing units in the living room
- loft hatch in the communal landing - not my problem

## Useful stuff

- **Stopcock**: inside the airing cupboard in the hall, behind the hot water cylinder, bottom left, red handle.
  He said "write it down, nobody ever knows where it is when the pipe bursts". So: airing cupboard, hall.
- meter cupboard for gas/electric is on the communal landing, key from the managing agent
- smoke alarm in the hall only, add one in the kitchen

## What next

- ask Tom to put a reduction to the vendor: damp + lintel. Thinking ask £2,500-3,000 off.
- Rachel to raise enquiries about the lintel with the management company.
"""

NOTES["notes/mama/mama-zdrowie.md"] = """---
tytul: Mama - zdrowie
aktualizacja: 2025-11-16
tagi: [rodzina, mama, zdrowie]
---

# Mama (Halina, ur. 1958) - zdrowie

## Rozpoznanie

- napadowe migotanie przedsionków (AF) - rozpoznane w lutym 2025
- nadciśnienie od lat, cholesterol
- kardiolog: **dr n. med. Ewa Sadowska**, Centrum Kardiologii Odra (część prywatnie, część NFZ)

## Leki - aktualne

| Lek | Dawka | Od kiedy | Uwagi |
|---|---|---|---|
| Xarelto (rywaroksaban) | 20 mg wieczorem, z kolacją | 02.2025 | przeciwzakrzepowy - NIE pomijać, NIE łączyć z ibuprofenem |
| Bisoprolol | ~~2,5 mg~~ -> 5 mg rano | od 18.09.2025 | dr S. podniosła, bo tętno ciągle 100+ |
| Amlodypina | 10 mg rano | od lat | ciśnienie |
| Atorwastatyna | 20 mg wieczorem | 2023 | |

(Mama ma pudełko na tydzień - Marek uzupełnia w niedziele.)

## Ablacja

- termin: czwartek 9.10.2025, przyjęcie dzień wcześniej - wszystkie szczegóły w mailu od Marka (22.07), gdzie się zgłosić itd.
- [x] Xarelto przed zabiegiem - wg instrukcji ze szpitala (też w tym mailu)
- [x] wyniki krwi zrobione 29.09
- [ ] ustalić, gdzie mama będzie po zabiegu (ciocia Basia w Oleśnicy? Marek?)
- [x] zabieg ok, rytm zatokowy 🙏

## Do zrobienia

- [ ] **Holter 24h** prywatnie we Wrocławiu, bo na NFZ termin dopiero w marcu. Marek prosił, żebym to ja ogarnęła
  (porównać ceny, zadzwonić, umówić). Ciągle nie zrobione!!
- [ ] wizyta kontrolna po ablacji - za ok. 3 miesiące, termin? Marek ma się dowiedzieć
- [x] przetłumaczyć sobie list od kardiologa (zrobione z ChatGPT, lipiec)

## Historia

- 20.02.2025 - pierwsza wizyta, AF, włączone leki
- 05.2025 - echo serca ok, frakcja wyrzutowa w normie
- 18.09.2025 - podniesiona dawka bisoprololu
- 09.10.2025 - ablacja, bez powikłań, wypis 10.10
"""

NOTES["notes/wesele-kasi.md"] = """# Wesele Kasi i Bartka - sobota 14.06.2025

## Najważniejsze
- ślub o 15:00, kościół pw. św. Jakuba w Sobótce
- wesele: Dwór Pod Lipami (Sulistrowiczki), poprawiny w niedzielę
- ja czytam **pierwsze czytanie**!! przećwiczyć na głos, żeby nie płakać
- nocleg: **Pensjonat Ślężański**, ul. Mickiewicza 31, Sobótka - 13-15.06, 2 noce, zapłacone 420 zł.
  12-13 i 15-16 śpię u mamy.
- lot: wszystko w mailu od FlyAway (i zmiana godziny w maju!)

## Sukienka - decyzja
Miałam dwie:
1. granatowa, midi, z Next - bezpieczna
2. **butelkowa zieleń, kopertowa**, z rękawem 3/4

Mama na Telegramie: granatowa. Aga: zielona. Ja: **biorę butelkową zieleń** - lepiej się w niej czuję, nie gniecie
się w walizce i pasuje do złotych kolczyków od babci. Decyzja podjęta 28.05, koniec tematu.

## Prezent
- koperta - ustalone z Markiem na grupie (ile od kogo)
- plus to, o co Kasia prosiła zamiast kwiatów - lista w jej mailu, kupić na miejscu

## Do zrobienia
- [x] potwierdzić obecność (Kasia do 15.05)
- [x] nocleg
- [x] buty (beżowe, niski obcas, żeby przetańczyć noc)
- [x] rajstopy x2
- [x] kartka z życzeniami po polsku
- [ ] fryzjer? - nie, sama
- [x] wolne nocki 10-11.06 (zamiana - patrz shift-swaps)
"""

NOTES["notes/driving/driving-notes.md"] = """# Learning to drive (UK)

Started at 36, never drove in Poland (Dad always drove, then Marek). Better late than never.

- provisional licence: arrived Jan 2025
- theory test: **passed** Fri 21 March 2025 (47/50, hazard perception 61/75)
- instructor: Dave Ackroyd (Ackroyd School of Motoring) - Aga's recommendation. Ford Fiesta, manual.
- practical test: ~~Wed 3 Sept 2025, 08:57~~ -> cancelled by DVSA (examiner unavailable) ->
  **Tue 9 Dec 2025, 10:14**, Horsforth test centre. Same booking, they rebooked me.

## Manual or automatic? (May)

I nearly switched to automatic at the start of May. I asked the AI chat about it and was about 80% there.
Then talked to Dave at the lesson on 9 May:
- automatic-only licence = I can never drive a manual without another test
- when I'm home in Wrocław most hire cars are manual, and I want to be able to drive Mama to appointments
- I'm not actually bad at the clutch any more, just scared at junctions

**Decision (9 May): staying manual.** Don't reopen this every time I stall.

## When lessons work for me

- best: **late morning, 11:00-13:00, on a day off** - Fridays mostly
- never after a night shift. I tried once in Feb and nearly went round the Sheepscar roundabout the wrong way.
- avoid rush hour, I learn nothing in a queue
- 2-hour lessons better than 1 hour now - first 20 min is always me being stiff

## To work on (Dave's list)

- mirrors BEFORE signalling on roundabouts (MSM!!)
- Sheepscar interchange - lane discipline
- right turns onto Meanwood Road - still hesitant, I wait for gaps that are too big
- reverse bay park - getting better
- parallel park - ok now
- independent driving with sat nav - fine

## Test day

- [ ] Dave booked a lesson 08:30 before the test to warm up
- [ ] photocard provisional licence in purse the night before
- [ ] no night shift the day before (check roster! Dec rota)
"""

NOTES["notes/bookclub/books-2025.md"] = """# Books 2025

Book club = Headingley Readers, last Thursday of the month, usually at the Lamplighter on Otley Road.

| Month | Book | Picked by | Me | Notes |
|---|---|---|---|---|
| Jan | Demon Copperhead - Barbara Kingsolver | Fiona | 4/5 | long but worth it |
| Feb | The Silent Patient - Alex Michaelides | Matt | 2/5 | guessed it by page 60 |
| Mar | Tomorrow, and Tomorrow, and Tomorrow - Gabrielle Zevin | Helen | 4/5 | |
| Apr | Lessons in Chemistry - Bonnie Garmus | Joanne | 3/5 | fun, bit cartoonish |
| May | The Housemaid - Freida McFadden | Raj | 1.5/5 | ugh |
| Jun | - | | | on nights, missed it |
| Jul | Small Island - Andrea Levy | Fiona | 5/5 | cried on the bus |
| Aug | The Covenant of Water - Abraham Verghese | Helen | 4/5 | the medicine bits!! |
| Sep | Flights - Olga Tokarczuk | **me** | 5/5 | half the group hated it, fair |
| Oct | Klara and the Sun - Kazuo Ishiguro | Raj | 4/5 | |
| Nov | Small Things Like These - Claire Keegan | vote | - | won the vote, short - good for nights week |

## What I actually like (so I stop agreeing to everything)

- translated fiction, family stories, migration, anything that feels like home a bit (Tokarczuk, obviously)
- short novels I can read in two night-shift breaks
- **don't like:** psychological thrillers built around a big twist - I always see it coming and then the whole
  book feels like a trick. Unreliable narrators who are only unreliable so the ending can "shock" you. No more,
  I'm going to say so at the next vote.
- audiobooks - I fall asleep in about four minutes. Paper or Kindle only.

## Want to read
- The Books of Jacob (one day... 900 pages)
- Prophet Song
- something by Szczepan Twardoch in English for the group?
"""

NOTES["notes/daily/2025-02-03.md"] = """# Mon 3 Feb 2025

- **OFFER ACCEPTED** on Kestrel Court!! £185,000. Tom rang at 11 and woke me up, I didn't even mind.
- told Mama + Marek on the group. Mama asked about the lift agian. There is no lift, Mama.
- Gareth on email: now I need to pick a product. He recommends the **2-year fix** (4.59%, £999 fee) and then
  remortgage when rates come down. Said ok, go with 2 years. Feels sensible.
- solicitor: Gareth gave me three names, going with Hargreaves & Lund (cheapest of the non-online ones, and a person
  answers the phone apparently)
- first driving lesson this Friday 11:00. Terrified.
- nights Wed/Thu/Fri next week. Sleep, woman.
"""

NOTES["notes/daily/2025-06-17.md"] = """# Tue 17 Jun 2025

Back in Leeds last night. Slept 11 hours.

- wedding was beautiful. Reading went fine, only wobbled on the last line. Kasia looked unreal.
- Mama looked grey by Sunday, breathless going up the two flights at Marek's. Talked to Marek about pushing the
  clinic for the ablation date. He'll ring them.
- Kluska sulking, refused to sit on me for an hour, then forgave me.
- back on nights 23 June.
- to do: thank-you card to Kasia & Bartek, send Mama the photos printed (she won't look at them on the phone)
- book club: I'll miss June (nights that week), July book is Small Island
"""

NOTES["notes/daily/2025-09-24.md"] = """# Wed 24 Sep 2025

- **REVALIDATION SUBMITTED.** Took 40 minutes on NMC Online, the declaration pages are the worst. Paid the
  fee, confirmation email arrived at 7pm. Three years until I think about this again (hopefully).
- Deborah's confirmation form was already signed on the 10th, uploaded the details.
- Mama's pulse still too fast, Marek says the doctor changed her tablets last week. Two weeks until the ablation.
- lesson Friday cancelled by Dave (car in the garage).
- book club tomorrow - Flights. Nervous, it's my pick.
"""

NOTES["notes/daily/2025-11-14.md"] = """# Fri 14 Nov 2025

- Rachel's email from the 30th sank in properly: **completion is now Fri 5 Dec**, not today. Would've been today.
  Exchange should be the 21st.
- removals: Aire Valley quote accepted, Sat 6 Dec (the day after completion), £50 deposit paid.
- [ ] **get the mortgage deed signed in front of a witness** - NOT family, not someone I live with. Ask Priya on
  Monday? Then post back to Rachel by 21 Nov. Recorded delivery.
- [ ] tell landlord the exact move-out date in writing
- [ ] put Aga's 19 Dec night on the roster (Callum)
- [ ] NMC verification stuff - see revalidation note, deadline 12 Dec
- lesson today: right turns onto Meanwood Road still wobbly. Dave says "you're waiting for a gap a bus could
  fit through". Fair.
"""

NOTES["notes/packing-wroclaw.md"] = """# Packing - Wrocław, 12-16 June

## Documents
- [x] passport (+ dowód osobisty as backup)
- [x] GHIC card
- [x] boarding passes in the app + printed (online check-in opens 24h before)
- [x] some złotówki for the first day (have ~300 zł left from Christmas)

## Wedding
- [x] the dress + beige shoes + 2x tights
- [x] gold earrings from Babcia
- [x] envelope + card (card written in Polish, Marek checked the spelling, cheeky)
- [x] printed reading, in case the church one is tiny print

## Other
- [x] tea bags for Mama (Yorkshire Gold, she's addicted)
- [x] Kluska: spare key + sitter sheet to Bethany, food for 5 days + extra
- [x] charger, adapter (EU 2-pin)
- [x] melatonin - no, actually leave it
- [ ] umbrella (forgot, obviously. It rained at the poprawiny)

Cabin bag only 10 kg + 1 x 20 kg hold bag. Weigh it at Aga's, my scale is broken.
"""

NOTES["notes/przepisy-babci.md"] = """# Przepisy Babci Stasi (spisane od Mamy przez telefon)

## Uszka z grzybami (na Wigilię, do barszczu)

Farsz:
- garść suszonych grzybów (prawdziwki! Mama przysyła w paczce), namoczyć na noc
- 1 duża cebula
- 2 łyżki bułki tartej, sól, pieprz

Grzyby ugotować w tej samej wodzie (wodę zostawić do barszczu!!), posiekać bardzo drobno, cebulę zeszklić na
maśle, wymieszać, bułka tarta żeby nie było mokre.

Ciasto: 2 szklanki mąki, 1 jajko, ciepła woda - ile weźmie, szczypta soli. Cienko rozwałkować, kwadraty 4x4 cm,
złożyć w trójkąt i skleić rogi. Gotować partiami, 2 min po wypłynięciu.

Babcia mówiła: "uszko ma być takie małe, żeby dwa weszły na łyżkę".

## Barszcz czerwony na zakwasie

- zakwas z buraków robić 5 dni przed Wigilią (buraki, czosnek, skórka chleba razowego, woda, sól)
- wywar z warzyw + woda z grzybów
- doprawić: czosnek, majeranek, odrobina cukru, sok z cytryny

## Pierogi ruskie

- ziemniaki (1 kg) + twaróg półtłusty (0,5 kg), dużo cebuli podsmażonej, pieprz - dużo pieprzu!
- ciasto jak na uszka, tylko więcej
- podawać ze skwarkami albo cebulką

## Bigos (Mama robi na Boże Narodzenie i Nowy Rok)

- kapusta kiszona + świeża pół na pół, kiełbasa, boczek, łopatka, suszone śliwki, grzyby, liść laurowy, ziele angielskie
- gotować 3 dni, każdego dnia trochę. Babcia dolewała czerwonego wina, Mama udaje, że nie.
"""
