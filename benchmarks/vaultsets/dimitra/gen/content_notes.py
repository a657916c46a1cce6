# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files for the dimitra vault (invented content)."""

NOTES = {}

NOTES["notes/party/anniversary-party-plan.md"] = """---
title: Mum & Dad 50th - party plan
created: 2024-06-16
updated: 2025-05-18
tags: [party, family, 50th, mum-and-dad]
---

# Mum & Dad's 50th anniversary party

Andreas & Eleni Kyriacou, married 13 July 1975 at Ayios Nikolaos, Limassol.
Fifty years!! Mum keeps saying "no fuss" and then telling the whole church.

**Party: Saturday 19 July 2025, from 7pm, Mirage Banqueting Suite, Bowes Road.**
(Was Sat 12 July - the venue moved us in February, see Loukia's email from 4 Feb.
The room changed as well, details in that email.)

## Who is doing what

| What | Who / supplier | Contact | Status |
|------|----------------|---------|--------|
| Venue | Mirage Banqueting Suite | Loukia Michaelides | booked |
| Food | Kouzina Catering | Panikos | booked, menu agreed after tasting |
| Music | Kefi Nights (live) | Marios, via Costas | booked |
| Cake | Maria is on it | - | see family chat |
| Flowers | ?? florist on Green Lanes | - | not yet |
| Photos | cousin Andri (has the good camera) | - | said yes |
| Slideshow | Nikos - AFTER exams | - | not started |
| Favours | Mum + Theia Georgia | - | Mum has Opinions |

## What I want it to look like

- White and gold. Not silver, not "rose gold", white and gold like their wedding photos.
- Gardenias on every table - Mum had gardenias in her bouquet in 1975.
- Absolutely NO balloon arch. I don't care what Maria saw on Instagram. No neon signs either.
- Candles are fine if the venue allows (ask Loukia).
- Dad's old photo from the wedding (the one with the moustache) blown up on an easel by the door.

## Checklist

- [x] Shortlist venues (Jul/Aug 2024)
- [x] Book venue + pay first deposit
- [x] Book caterer
- [x] Book band (Costas sorted it with Marios)
- [x] Top up venue deposit after the date change
- [x] Invitations posted (March)
- [x] Menu tasting
- [ ] Chase Mirage for the revised contract with the new date on it
- [ ] Pay Kefi Nights balance (due 5 July)
- [ ] Final numbers + dietary list to Kouzina by 4 July
- [ ] Seating plan - keep Theia Georgia and Uncle Pambos on opposite sides of the room
- [ ] Order gardenias
- [ ] Slideshow (Nikos, after 13 June)
- [ ] Speech - Dad insists he's not speaking so it's me, God help us

## Money

Everything goes in `party-budget-2025.csv` (finance folder). Maria, Costas and me splitting three ways.
"""

NOTES["notes/party/venue-visits.md"] = """# Venue visits - summer 2024

Visited with Costas and Mum (Dad "trusts us", i.e. didn't want to come).

## 1. Mirage Banqueting Suite - 214 Bowes Road, N11 (Sat 27 July)
- Events manager: Loukia Michaelides. Very smooth, a bit pushy, but she knew her stuff.
- **Athena Room** (first floor): seats 140, own bar, proper dance floor, lift (important for Dad's knee).
  Room hire quoted 1,800 for a Saturday in July 2025.
- **Pavilion Room** (ground floor, garden doors): nicer light, but she said it was already held
  for another party most Saturdays next July. Hire 2,100.
- Car park ~40 spaces, overflow on the side road.
- They let you bring your own caterer (small kitchen fee) - big plus, Mum wants Greek food done properly.

## 2. St Barnabas church hall, Arnos Grove (Sat 3 Aug)
- Cheap (450) but max ~90 people, no bar licence, we'd have to hire tables, glasses, everything.
- Mum liked the priest. Not a reason to book a hall.

## 3. Olive Grove Taverna function room, Southgate (Thu 8 Aug, evening)
- Food amazing (the kleftiko!!), but max 70 seated. We're already over 90 on the first guest list.

## Verdict (10 Aug)
Mirage, Athena Room, Saturday 12 July 2025. Pay 500 to hold the date. Costas agrees. Maria "happy with
whatever" (she'll have opinions later).
"""

NOTES["notes/party/band-options.md"] = """---
title: Band / music for the 50th
updated: 2025-02-10
---

# Music options

| Option | What | Price (approx) | Notes |
|--------|------|----------------|-------|
| Kefi Nights | bouzouki, guitar, singer (3-piece) | ask Costas | Costas saw them at cousin Christina's wedding, everyone danced |
| DJ Tasos (Tasos Petrides) | DJ, Greek + 80s/90s | 450 | cheapest, did Andri's christening. Bit loud. |
| Zorba Brothers | 5-piece | 1,600 + travel | lovely but no |

Mum's vote: "live music, like a proper glendi". Dad just wants them to play "Siko Horepse" so he can
do his zeibekiko and embarrass everyone.

Nikos's vote: DJ, because "bouzouki is long". Overruled.

## Decision - 10 Feb 2025

DECIDED: Kefi Nights, live, two sets. No DJ (sorry Tasos).
Costas is sorting the deposit with Marios, I'll pay him back.
Ask them for a list of the songs they know + whether they do the Kalamatiano for the first dance.
"""

NOTES["notes/party/food-and-caterer.md"] = """# Food for the 50th

## Caterers we looked at (Sept 2024)
- **Kouzina Catering** - Panikos Hadjipetrou. Did Theia Georgia's 70th, everyone still talks about the
  koupepia. Unit on the trading estate by Pymmes Brook. Quote + menu options came as an attachment on
  his email (27 Sept) - two options, buffet and sit-down, per-head prices are in there.
- **Hellas Kitchen** (Wood Green) - cheaper, but the halloumi was rubbery at the food fair. Dad says no.

## Decision (Oct 2024)
Buffet. Cheaper, people can mingle, the old aunties can go back three times without anyone counting.
Mum said "ό,τι θέλετε εσείς" (whatever you want) which is Mum-language for "fine, for now".

## Must-haves
- Koupepia (obviously), sheftalia, halloumi, village salad, kleftiko
- Something for the vegetarians - Maria's kids + Rob's side
- Loukoumades at 10pm if we can
- No coriander in anything, please God

## Questions for Panikos
- Does he bring staff to serve / clear? (yes, included)
- Kitchen fee at Mirage - who pays?
- Can we do a tasting in the spring?
"""

NOTES["notes/party/guest-list.md"] = """---
title: 50th guest list
updated: 2025-05-12
---

# Guest list - Mum & Dad's 50th

RSVPs coming in by text, phone and (Mum's side) via Mum at church. Keep this as the master list.

| Household | Adults | Kids | RSVP | Dietary / notes |
|-----------|--------|------|------|-----------------|
| Mum & Dad | 2 | 0 | yes | Dad: soft food (teeth!) |
| Us (Dimitra, Stelios, Nikos) | 3 | 0 | yes | - |
| Maria, Rob + kids | 2 | 2 | yes | kids veggie |
| Costas + Anna | 2 | 0 | yes | Anna veggie |
| Theia Georgia + Theio Pambos | 2 | 0 | yes | seat APART from Uncle Pambos (the other one) |
| Uncle Pambos (Dad's brother) + family | 4 | 1 | yes | - |
| Cousins from Larnaca (Mum's side) | 4 | 0 | yes | flying in 16 July |
| Christina + Marios (cousin) | 2 | 2 | yes | - |
| Andri + partner | 2 | 0 | yes | Andri doing photos |
| Church people (Mum's list) | 28 | 0 | yes | Fr Michael + presvytera |
| Dad's old workmates (the print works) | 14 | 0 | yes | two veggie |
| Koumbaroi (best man's family) | 6 | 1 | yes | - |
| Neighbours (Mum & Dad's road) | 10 | 0 | yes | one veggie |
| Rob's parents | 2 | 0 | yes | both veggie |
| Sophie + Dan | 2 | 0 | yes | - |
| Other cousins (London) | 19 | 2 | yes | - |

Total confirmed: 110 (adults + kids, kids count as guests for food).
Vegetarian: 9.
Still waiting: the Christodoulou family (Mum is "handling it").

Older estimate from last summer was "about 90" - we have blown past that.
"""

NOTES["notes/nikos/gcse-revision-timetable.md"] = """---
title: Nikos GCSE revision timetable
created: 2025-02-02
tags: [nikos, gcse, school]
---

# Nikos - revision timetable (Feb -> exams)

Agreed with Nikos (mostly). 45 minute blocks, 15 min breaks, phone in another room during blocks.
Exam dates are in the school's email from the exams office (April) - not copying them here, they change.

| Day | After school (4:30-6) | Evening (7-8:30) | Tutoring |
|-----|-----------------------|------------------|----------|
| Mon | Chemistry | English Lit quotes | - |
| Tue | Maths (Sparx + past paper) | History | - |
| Wed | Biology | Maths mistakes book | - |
| Thu | free-ish (football) | - | Maths with Olu 6pm |
| Fri | - | OFF | - |
| Sat | OFF (mornings I'm swimming anyway) | - | - |
| Sun | Maths past paper (timed) | English Lang | Chemistry with Helen Park, 11:00, library |

## Rules
- One full timed maths paper every weekend from March.
- Flashcards for chemistry required practicals - he makes them, I test him in the car.
- If he does the whole week he gets Saturday fully off + the PlayStation back.

## Tutors
- Maths: Olu (see tutoring note).
- Chemistry: Helen Park, Sundays 11-12 at Palmers Green Library (group room upstairs), 35 an hour.
"""

NOTES["notes/nikos/tutoring.md"] = """# Tutoring - Nikos

## Maths - Olu Adeyemi
- Recommended by Priya (our hygienist at work) - he tutored her niece last year, she went from a 5 to an 8.
- Started October 2024. Comes to ours, sits at the kitchen table, very calm, Nikos actually likes him.
- Tuesdays 5:30-6:30pm to start with.
- **Jan 2025: moved to Thursdays 6pm** (he's taken on a Year 13 on Tuesdays).
- Pay by bank transfer at the end of each month. Keep a note of cancelled weeks.
- E-mail: olu.adeyemi.tutor@quickmail.example

## Chemistry - Helen Park
- From January, found via the notice board at the library.
- Sundays 11am, at the library. Small group (Nikos + two boys from his class), 35 per hour each.
- Very strict about the required practicals, good.

## Things to remember
- Tell Olu about half-term weeks in advance.
- Ask both of them what to do in the last fortnight before each paper.
"""

NOTES["notes/nikos/mock-results.md"] = """# Nikos - mock results (December 2024 mocks, results back Jan 2025)

- Maths: 6 (target 7)
- Chemistry: 5 (target 6)
- Biology: 6 (target 6)
- English Language: 7 (target 6)
- English Literature: 6 (target 6)
- History: 5 (target 6)
- RS: 6
- Modern Greek: already done in Year 10 - got a 9 (Yiayia has told everyone in Cyprus)

Form tutor: "capable, needs consistency". Yes. We know.

Maths is the one that matters for Fernleigh/A-level maths (need a 7). Olu sent his view on what to
work on after he went through the paper - it's in his email, not copying it out.
"""

NOTES["notes/home/solar-panels.md"] = """---
title: Solar panels
created: 2024-09-08
updated: 2025-03-22
tags: [house, solar, money]
---

# Solar panels for the house

Stelios's idea after the winter bills. South-west-ish back roof, no shading except next door's tree.

## Timeline
- Sept 2024: online calculator said "around 4 kW" for our roof. Asked two companies.
- BrightRoof Solar: came round, quote 7,950, salesman would not leave. Follow-up emails forever.
- SunHive Renewables: proper survey early November (Gareth, on the roof for an hour), report came as
  an attachment on their email.
- 2 Dec: applied for the Greener Boroughs home energy grant ("up to 2,000").
- March: grant approved! Reference + amount in their email.
- Fitting date: was 14 April, moved to 12 May (waiting on the DNO approval).

## Decision - 17 Feb 2025
- Decision: SunHive. Cheaper than BrightRoof, better reviews, and Jade actually answers emails.
- No battery for now. Inverter is "battery-ready", revisit in 2026 when prices drop.
- Inverter + isolator go in the under-stairs cupboard, NOT the loft (Gareth: the loft gets too hot in
  summer for the electronics). Need to clear the hoover and the Christmas stuff out.

## To do
- [x] Survey
- [x] Grant application
- [x] Accept SunHive quote + pay deposit
- [ ] Clear under-stairs cupboard before fitting day
- [ ] Tell Pat at no. 16 about the scaffolding
- [ ] After fitting: send the MCS certificate + paid invoice to Greener Boroughs within 30 days
      or we lose the grant
- [ ] Sign up for an export tariff (Stelios forwarded the Octavia email)
"""

NOTES["notes/home/house-jobs.md"] = """# House jobs

- [x] Boiler losing pressure - sorted in November (see autumn journal)
- [x] Boiler service (annual) - November
- [x] Chimney sweep before winter
- [ ] Re-seal the shower tray (black mould creeping back)
- [ ] Downstairs loo: cistern keeps running, new flush valve?
- [ ] Fence pannel between us and Pat - she's offered to split it
- [ ] Smoke alarm batteries (the landing one chirps at 4am, of course)
- [ ] Gutters at the back before the scaffold comes down - ask the solar people if their scaffolders
      can look while they're up there
- [ ] Nikos's bedroom: paint after exams, he wants dark green (no)
- [x] New wifi router - Stelios did it, password changed (it's on the house-sitter sheet)
"""

NOTES["notes/swimming/lido.md"] = """---
title: Lido
tags: [swimming, saturday, me]
---

# Grovelands Lido - Saturdays

Early bird session Saturdays 7:30-8:30am, with Sophie most weeks. Booking through the app (see the
how-to text file, I always forget the Sunday-night thing).

## What I like
- **Lane 4** - the steady lane. Not lane 1 by the wall, that's where the men who swim like they're
  being chased go and you get a mouthful every length.
- Early bird because it's quiet and the water is like glass before the families arrive.
- Kiosk after: oat flat white + halloumi bap. (The bacon rolls smell amazing, still no.)
- Never the Sunday sessions - chaos, inflatables, teenagers bombing.

## Numbers
- Aiming for 40 lengths (1km) in summer, 20 when it's under 10 degrees.
- Swim log is in the CSV in this folder.

## Kit
- Two costumes (one always drying), silicone hat (orange, for being seen), goggles - the tinted ones.
- Dryrobe-ish thing from Sophie's sister - ugly, warm.
"""

NOTES["notes/work/practice-rota.md"] = """# Green Lanes Dental Practice - rota notes

Practice principal: Dr Farah Siddiqui
Associate: Dr Ben Whitlock (Mon, Wed, Fri)
Hygienist: Priya Nair (Tue + Thu)
Nurses: me (also practice coordinator), Kelly Osei, Jo Reid
Reception: Tanya Brooks, plus Sam on Saturdays

## Christmas 2024 cover
- I'm off 23-31 Dec. Tanya covers coordinator bits (supplier orders, the lab box, patient complaints log).
- Kelly nursing for Farah, Jo for Ben.
- Practice closed 25, 26 Dec and 1 Jan.

## Summer 2025
- I'm off 14-25 July (party + recovering from party). Need cover for the coordinator stuff - Farah to
  decide who, I'll do a handover sheet.
- Jo off first two weeks of August.

## Lunch rota
Mon Kelly / Tue me / Wed Jo / Thu Tanya / Fri whoever is least busy (never Ben).
"""

NOTES["notes/work/cqc-inspection-prep.md"] = """# CQC inspection prep - autumn 2024

Farah got the notice in August: inspection is **Tuesday 8 October 2024**, full day.

## Checklist
- [x] Autoclave daily test strips + logbook up to date (back to June)
- [x] Fridge temperature log - the gap in August explained (fridge replaced)
- [x] Sharps policy re-signed by everyone
- [x] Medical emergency kit + oxygen checked, expiry dates list on the door
- [x] Fire extinguishers serviced (last Oct) - next due Oct 2025
- [x] Complaints log - anonymised copies in the blue folder
- [x] Staff training matrix (CPD hours) - chase Ben for his radiography cert
- [x] Infection control audit (IPS) done in September
- [x] Patient feedback forms from the last 3 months

## On the day
- Farah leads, I do the walk-round of decon, Tanya does reception/complaints.
- Biscuits. Good biscuits.

## Outcome
Good overall. Caring = Good, Safe = Good. Small action: write down the legionella flushing we do
anyway. Done.
"""

NOTES["notes/daily/2024-09-21.md"] = """# Sat 21 Sept 2024

- Lido 7:30 with Sophie. Water 16. 36 lengths. Felt amazing, then felt old on the stairs.
- Paid the Mirage deposit yesterday - it's real now! Sent Mum a photo of the receipt, she replied with
  seven heart emojis and "ποιος θα πληρώσει;" (who's paying?). Us, Mum.
- Nikos: first proper week of Year 11. Says he's "fine". Room says otherwise.
- Need to find a maths tutor before half term. Ask at wrok.
- Stelios on nights this week (Heathrow runs), house is quiet.
- Shopping: feta, lemons, the good olive oil, bin bags, Nikos's deodorant (URGENT).
"""

NOTES["notes/daily/2025-01-18.md"] = """# Sat 18 Jan 2025

- Lido: 6 degrees!! 12 lengths and out. Sophie did 16, show-off. Hands didn't work for an hour.
- Olu's first Thursday session this week - Nikos said it was "less bad" at 6 because he's eaten.
- Mocks results all in now, wrote them up in the Nikos folder.
- Mum rang: wants to know if the Mirage "do halloumi". Mum, we're bringing our own caterer.
- Read the SunHive qoute properly tonite - compare with BrightRoof.
- Ring Maria re: Dad's birthday present (the walking stick he will refuse to use).
"""

NOTES["notes/daily/2025-03-15.md"] = """# Sat 15 Mar 2025

- Lido 7:30, 11 degrees, 24 lengths. Spring is coming (lie).
- Long chat with Nikos + Stelios over breakfast about sixth form. Open evenings done, both offers in.
  Fernleigh Sixth Form vs Arnos College.
  - Fernleigh: A-levels Maths, Chemistry, Biology. Smaller, his mates Yusuf and Leon going. Needs a 7 in maths.
  - Arnos College: more choice, BTEC option, bigger, two buses.
- **Decided: Fernleigh Sixth Form.** Nikos wants it, and it's walkable. Plan B is Arnos if maths goes badly.
- He accepted the Fernleigh offer online tonight (they'll send a paper form later, apparently).
- Tasting with Panikos in two weeks - remind Mum.
"""

NOTES["notes/daily/2025-05-17.md"] = """# Sat 17 May 2025

- Lido with Sophie. Water 15! 38 lengths. The kiosk has new benches.
- Nikos: Maths paper 1 done Thursday, said it was "actually fine" (!!!). Chem paper 1 on Monday.

## To do
- [ ] Fernleigh acceptance form - the paper one finally came, sign + return by 6 June
- [ ] Pay Olu for May
- [ ] Transfer Costas what I owe him
- [x] Send updated guest list to Maria
- [ ] Ring Loukia AGAIN
- [ ] Book Loukoumi's vaccinations before we go away
"""

NOTES["notes/cyprus-trip-august.md"] = """# Cyprus - August 2025

Flights booked (Jan): Luton -> Paphos, Sat 9 Aug, back Sat 23 Aug. Booking in the email from SkyCyprus.
Staying at the village house (Dad's side) near Pissouri, 5 days with Theia Androulla in Limassol.

## Packing
- [ ] Adapters (UK plugs in Cyprus anyway, but the village house has the old two-pin ones)
- [ ] Suncream 50, the after-sun, mosquito plug
- [ ] Presents for Theia Androulla (tea from Fortnum's, she's obsessed)
- [ ] Nikos's results day is 21 Aug - we'll be there, school will email
- [ ] Ella's house-sitting sheet printed + on the fridge

## Seats
Aisle for me, always. I'm not climbing over anyone for 4.5 hours. Stelios gets the window, Nikos sleeps anywhere.

## Things to do
- Kourion at sunset, Pissouri beach, the taverna with the meze that never ends
- Yiayia's grave in the village - flowers
"""

NOTES["notes/recipes/yiayias-koupepia.md"] = """---
title: Yiayia's koupepia (stuffed vine leaves)
source: Yiayia Dimitra, via Mum, via much shouting
---

# Koupepia

Makes about 60.

## Ingredients
- 1 jar vine leaves (or fresh from the garden in June - blanch 1 min)
- 500g minced pork + beef (Mum says pork only; Yiayia used both)
- 1 cup long grain rice, rinsed
- 2 onions, grated
- 1 tin chopped tomatoes, 2 tbsp tomato puree
- big handful mint, big handful parsley, chopped
- 1 tsp cinnamon, salt, pepper
- juice of 2 lemons + more to serve
- olive oil

## Method
1. Mix mince, rice, onion, tomatoes, herbs, cinnamon, salt, pepper, a glug of oil.
2. Spoon a little onto each leaf (shiny side down), fold the sides in, roll tight. Not too tight - rice grows.
3. Line the pot with broken leaves, pack the rolls in tight, seam down.
4. Plate on top to stop them moving. Water to just cover, lemon juice, oil.
5. Simmer ~1 hour until rice is soft.

## My version
Extra lemon - LOTS. Mum does more mint than me. Never coriander (it's not Cypriot and it tastes of soap).
Best the next day, cold, with yoghurt.
"""

# ------------------------------------------------------------------ long rambling notes

NOTES["notes/journal/2024-autumn-ramble.md"] = """---
title: Autumn ramble
period: Sept - Nov 2024
---

# Autumn, more or less (Sept - Nov 2024)

Sophie says writing things down stops the 3am brain, the one that lists everything I haven't done
while Stelios snores like a ferry. So this is me writing things down. No structure. Don't judge me,
future Dimitra.

## September

Nikos started Year 11. Year ELEVEN. I remember dropping him at Reception with a book bag bigger than
him and now he's taller than Stelios and grunts at me from under a hoodie. The school did a "welcome
to your GCSE year" evening in the hall, the head of year talked for forty minutes about resilience and
the importance of sleep, and half the parents were on their phones answering work emails, including me,
including the head of year probably. They gave us a printed sheet of key dates which I have put
somewhere very safe, which means I will never find it again. His subjects: maths, English language and
literature, combined science no wait he's doing separate sciences, so chemistry, biology and physics,
plus history and RS. Greek he already did in Year 10 and got a 9, which Mum announced at church like
it was the moon landing.

The big one this year is maths. He wants to do maths and chemistry at A-level and for that he needs a
7. He is currently, in his own words, "a solid 6 on a good day". So: tutor. I asked around at work and
we have someone now, starts in October, Tuesdays after school at our kitchen table. I have high hopes and
low expectations, which is how I approach most things involving teenage boys.

The party. Mum and Dad's fiftieth is next July and I have somehow become the person in charge of it,
which nobody voted for, least of all me. Maria lives in St Albans and "can't really do the running
around", Costas is brilliant at ideas and terrible at follow-through, and Mum says she doesn't want a
fuss while phoning everyone she has ever met. We saw three venues in the summer and went for the Mirage
on Bowes Road, the Athena Room upstairs (there's a lift, which matters because of Dad's knee). Paid the
deposit on the 20th and it finally feels real. Twelfth of July, next year. Write it on everything.

Work is mental because the CQC are coming in October. Farah is doing her calm face, which is the scary
one. I've spent two weeks going through logbooks nobody has looked at since the last inspection. The
autoclave log was fine, the fridge temperature log had a gap in August because the fridge died and we
forgot to write down that the fridge died. Kelly has made laminated signs for everything. Jo has made
laminated signs for Kelly's laminated signs. It's a very laminated practice right now.

## The lido, September edition

Water still 16, 17 degrees, which is heaven. Sophie and I do the early bird on Saturdays and then sit
on the bench by the kiosk with coffee and put the world to rights. She's doing a Couch to 5k now as
well, because apparently being in cold water at dawn isn't enough punishment. I'm not doing that. I
am a swimmer, I don't do running, my knees are Dad's knees.

## October

The CQC came and went. We got Good! Good overall, Good for safe, Good for caring. Farah took us all
to the Turkish place on Green Lanes and we ate our body weight in pide. One small action about
writing down the legionella flushing, which we already do, we just never wrote it down. Typical.

Nikos started with the tutor. First session he came out and said "he's alright actually", which from
Nikos is basically a five-star review. The tutor set him homework and Nikos did the homework. I did
not faint.

Stelios has started on about solar panels. This is what happens when he spends eight hours a day in a
cab listening to phone-in radio. Somebody rang in about their electricity bill going down to nothing
and now he's an expert. To be fair the bills last winter were horrible and the back of the roof gets
sun all afternoon. I said fine, get quotes, and he did (!), and one company sent a salesman who sat in
our front room for two hours talking about "energy independence" until I pretended to have a migraine.
The other lot are sending a surveyor in November, which feels more like it.

Mum and Dad came for Sunday lunch. Dad's knee is worse. He won't see anyone about it because the GP
"just gives you paracetamol". He was doing the stairs one at a time and then did a little dance in the
kitchen to prove he was fine, and then had to sit down for an hour. He says he will dance at the party
if it kills him, and I said please don't let it kill you, the deposit is non-refundable.

Mum brought koupepia, forty of them, for three people. I froze half. She also brought a list of the
church people she wants invited, which is twenty-eight people long, "just the close ones". Our first
guess was ninety guests total. We are going to need a bigger room.

The water at the lido dropped to 13 by the end of October. Sophie has bought new gloves. I'm being
stubborn about it. We'll see.

## November

The boiler. Oh, the boiler. Early November it started losing pressure every day, so every morning I
was down on my knees with the little filling loop like some sort of Victorian maid, and by the evening
the needle was back under one bar and the radiators were cold. Stelios "had a look", which means he
looked at it. Pat next door recommended her man, Kemal from KS Heating, and he came on the 18th,
found the pressure relief valve was letting by, replaced it, bled everything, did the annual service
while he was there so I didn't have to book that separately, and charged us less than I expected.
Lovely man, Turkish Cypriot, his family is from the Famagusta side. He and Dad (who "happened to pop
round" when he heard a Cypriot was in the house) talked about the old days for forty minutes while
I made coffee. Kemal's number is going on everything. If the boiler so much as sighs, I'm calling him.

The solar survey happened. Gareth from SunHive climbed all over the roof for an hour and then sat at
the kitchen table with a laptop showing us pictures of our own chimney. He reckons ten panels fit on
the back. He had opinions about where the inverter box should go, which I did not know I would ever
have opinions about, but here we are. The report came a couple of days later as an attachment. I
skimmed it. Numbers. Stelios read it twice and now uses the word "kilowatt-peak" at dinner.

There's also a grant. The council has a partnership thing for home energy and you can get some money
towards panels if your house is old and inefficient, which ours definitely is. The application form
asked for our EPC rating, a photo of the meter, two quotes, proof of address, and our souls. Doing it
at the start of December.

Maria came down on a Sunday with the kids and we did a party planning session at Mum and Dad's, which
was a mistake because Mum was in the room. Every idea got "hmm" or "we'll see" or, once, a
prolonged silence that I will remember on my deathbed. We agreed on: Greek food, proper Greek music,
no speeches longer than five minutes, and nothing that Mum will call "wedding-like". She then spent
an hour describing her own wedding in detail. Dad fell asleep.

Lido: 11 degrees. I did 20 lengths and my feet went a colour I didn't know feet could go. Sophie and
the committee people are talking about winter swimming like it's a religion. There's a long thread
on the swimmers' email list about gloves and socks and I have opinions, obviously.

Nikos has been good-ish. The phone is a problem. He says he revises with it "for the timer". He does
not revise with it for the timer. I've seen the screen time. It is a number I won't write down.
I'm going to have to do something about that before the mocks in December, definately, but I'm picking my battles.

Christmas is at Maria's this year, thank God. Mum will bring a whole second Christmas dinner in
tupperware "in case". Stelios is working Christmas Eve, the airport runs pay double.

Random thought: why does the 329 come in threes and then not at all for half an hour? Who designs
these things? I'm going to write to someone. I'm not going to write to anyone.

Things I keep meaning to do and don't: sort the loft, fix the downstairs loo which keeps running,
phone the bank about the joint account thing, renew my GDC registration before the deadline (did that
one, actually, thank you past me), buy Dad a proper walking stick he will refuse to use.

That's enough. It's 11pm. The boiler is silent. Kemal, you are a hero.
"""

NOTES["notes/journal/2025-winter-ramble.md"] = """---
title: Winter ramble
period: Dec 2024 - Feb 2025
---

# Winter ramble (Dec 2024 - Feb 2025)

Still doing this. Apparently it works. Or at least I sleep better after I've dumped it all here.

## December

Mocks. Two weeks of mocks, the first fortnight of December. Nikos went to bed at 1am the night before
English and then tried to tell me that's "when his brain works". His brain works at 1am for FIFA,
that's what works. The morning of maths paper 1 he ate half a toast and said he felt sick, which is
what I used to do before exams, so at least the genes are consistent.

The tutor says the mocks will show where the gaps are and not to panic. I'm panicking quietly, at work,
while sterilising instruments, which is actually quite a good place to panic because you have to
concentrate on the trays.

Grant application went in on the 2nd. It took three evenings. I had to photograph the electricity
meter, which lives in a cupboard behind the coats and the hoover and a box of Christmas decorations
that should be in the loft. Got an automatic email saying they'd received it and would decide within
twelve weeks. Twelve weeks! Stelios says that's fast for the council. It's not even the council, it's
a "partnership". Everything's a partnership now.

Christmas at Maria's in St Albans. Mum brought, as predicted, a second Christmas dinner in tupperware,
including a whole tray of pastitsio nobody asked for, which everybody ate. Rob's parents came too and
are lovely and vegetarian and Mum kept offering them the pastitsio "just the pasta bit". Dad fell
asleep at 4pm in Rob's good armchair, as is tradition.

Christmas Day morning, before driving up, Sophie and I did the Christmas dip at the lido. Five
degrees. Santa hats. Somebody had brought a speaker playing Mariah Carey. I did two widths and got out
screaming, had a mince pie and a flask of tea with brandy in it, and honestly it was one of the best
mornings of the year. Nikos refused to come and watch. Stelios came and filmed it, and has shown the
video to every passenger he's had since.

## January

New year, new panic. Mock results came back in the middle of January, I've put them in Nikos's folder.
Mixed. Some good surprises, English especially, and maths where we thought it would be, which is just
under where he needs it. The tutor went through the maths paper with him and emailed me what to focus
on. I'm clinging to that email like a life raft.

Also the tutor has changed days - he's picked up a Year 13 student on his old slot so he's coming a
different evening now. Nikos moaned because it clashes with football, and then I pointed out that
football can move and GCSEs can't, and he said "actually GCSEs can't move, that's literally the
problem", which was annoyingly clever.

Parents' evening was in January. Five-minute slots, teachers running forty minutes behind, the
chemistry teacher said the word "coasting", the history teacher said the word "delightful". I'll take
delightful. We've also found a chemistry tutor on Sundays, at the library, a small group. Nikos has
friends in the group, which is either good or terrible.

Sixth form open evenings. We did Fernleigh and Arnos College. Fernleigh is smaller, A-levels only,
walkable, and his friends are going. Arnos is huge and has everything including a hair salon, which
Nikos found very funny. No decision yet. He has to get the grades first anyway.

Party stuff: Mum has decided about the favours. She has DECIDED. There will be bombonieres, like at a
wedding, which I thought we weren't doing because it's not a wedding, but apparently bombonieres are
not "wedding-like" when Mum wants them. Each one with five koufeta - sugared almonds - in white tulle
with a gold ribbon, five because it has to be an odd number, for luck, and "so it can't be divided",
like the couple. I asked how many. She said "one each, obviously, plus spares", which means about a
hundred and twenty. She and Theia Georgia are going to tie them at Mum's kitchen table in June, which
will take four days and involve at least one argument. I'm staying out of it. I'll buy the almonds,
though, because if I leave Mum to it she'll buy them from Cyprus and pay for excess baggage.

Dad's birthday, 24 January. He got the walking stick. He says it's "for old men". He is 77. He used it
to point at things for the whole afternoon and then left it in the car.

Work: Tanya got engaged! Ring is massive. She's planning a wedding for next year and already asking
me questions about venues because she knows I've been through it. Ask me anything, Tanya. Ask me how
many times a venue can ring you and say "just a quick one". Priya's doing an extra day now, Thursdays
as well as Tuesdays, and Farah is talking about getting a second hygienist. I'll believe it when I
see the rota.

The school app. I need to write about the school app. Every message from the school arrives three
times - once as a notification, once as an email, and once as a text telling you that you have a
message in the app. Parents' evening booking opened at 6pm on a Tuesday and by 6:04 every decent slot
had gone, so we saw the chemistry teacher at 18:55 and the maths teacher not at all, because she was
"fully booked". I emailed her. She emailed back, very nicely, and said all the things I already knew.

January at work is always dead for the first week and then everyone remembers their teeth at once.
We had a week where Farah was doing three emergency extractions a day, all people who'd been "putting
up with it" since before Christmas. I did the supply order and the lab box and the rota and nursed
for Farah all week, and came home and fell asleep on the sofa at half eight in my uniform. Stelios put
a blanket on me and watched the football with the sound off. That's love, in our house.

Mum's church had the winter bazaar. She made two hundred koulourakia and sold all of them by eleven,
then complained that she hadn't made enough. Dad ran the tombola and let every child win something.
They raised enough for the new roof on the church hall, or at least a very small part of it.

## February

The venue. THE VENUE. Early February, Loukia rings me at work, which she's never done, and says
"just a quick one" and then tells me they've "had an issue with the diary" for July. They had double-
booked our Saturday - somebody's fortieth in the same room, booked before their system update or
whatever - and could we move. I was in the decon room in my visor. I said some things in Greek that
Kelly didn't understand but got the general shape of. They've offered us another Saturday and a
different room, and she sent it all in an email. In the end it's actually a nicer room with doors
out onto the garden, which Mum will like for the photos, but they want more deposit because the new
date is "peak", which is cheek. We paid it. What else can you do, with invitations about to go out.

Then ringing round everyone to tell them. Mum took it as a sign from God, but she couldn't decide
whether it was a good sign or a bad sign. The cousins from Larnaca had to change their flights. Costas
said "it's fine, it's fine" about eleven times, which means it was not fine.

The band. Costas has been on about this band for months, the ones he saw at Christina's wedding, and
he's gone very quiet, which means he'd already decided and was waiting for the rest of us to agree.
We agreed. Fine. Mum wanted live music all along, and Dad only cares about one song.

Solar: we've picked the installer and accepted the quote. Stelios is beside himself. Fitting is
supposed to be in April. Stelios has already downloaded three apps for "monitoring generation".
There's nothing to monitor yet, Stelios. He also forwarded me an email about an export tariff, which
I'll read when the panels actually exist.

Olu says Nikos is doing better - more consistent, his word. Nikos says Olu is "alright", still the
highest praise available. The revision timetable is on the fridge. It's been followed maybe sixty per
cent of the time, which is sixty per cent more than last term.

The lido in February is grim. Grey sky, grey water, eight degrees, two of us and the man with the
beard who swims in just trunks every week of the year. I've started doing fewer lengths and more
standing in the shallow end breathing. Sophie says that counts. I've decided she's right.

I need to book my own dentist appointment. I work in a dental practice. I haven't had a check-up in
two years. Farah would kill me. Don't tell Farah.
"""

NOTES["notes/journal/2025-spring-ramble.md"] = """---
title: Spring ramble
period: Mar - May 2025
---

# Spring ramble (Mar - May 2025)

Three months since the last one. I'm going to try to catch up without writing a novel. (I will write
a novel.)

## March

The tasting. Saturday afternoon at Panikos's unit on the trading estate, which smells of oregano and
bleach and is spotless. Me, Mum, Dad, Maria, Costas, Stelios. Nikos stayed home "revising" (he was
revising). Panikos had laid out the whole thing on one long table - the koupepia, sheftalia, the
halloumi, the kleftiko, a village salad, tahini, and the vegetarian gemista for Rob's side of the
family. Mum tasted everything like she was judging a competition. She approved of the kleftiko,
approved of the sheftalia with a tiny nod, and said the koupepia were "good, but not like mine",
which from Mum is a standing ovation.

Then the bombshell. We'd decided back in October on a buffet, everyone agreed, Mum said whatever you
want. And at the tasting she looked at the long table with the serving spoons and said, "Όχι μπουφέ.
We are not a wedding in a car park. People will sit and be served." And that was that. Dad nodded.
Costas nodded. I had a small internal scream because of the budget, but honestly she's right - half
the guests are over seventy and can't queue with a plate and a walking stick. So: we've switched to a
sit-down meze, served to the tables, platters in waves, like a proper Cypriot glendi. Panikos said
it's actually easier for his staff and confirmed it all in an email afterwards. It costs more per
head, of course. It's their fiftieth. Fine.

Invitations went out the first week of March, printed, white and gold, with Greek on one side and
English on the other. Mum checked the Greek three times and still found an accent she wanted moving.

The grant came through in March! Approved! I actually screamed in the staff room, Kelly thought
somebody had died. There are conditions - the work has to be done by a certain date and we have to
send them some certificate afterwards - so that's one more thing for the list.

Nikos picked his sixth form. Fernleigh. He accepted it online and then went quiet, because now it's
real and he needs the grades.

Mother's Day was the day after the tasting, which meant Mum had already been fed a three-course
meal by a professional caterer the day before and then had to be fed again by us. We did brunch at
ours. Maria brought the kids and a bunch of tulips the size of a tree. Mum said the tulips were
"very nice" and then told me, in the kitchen, that in Cyprus nobody does Mother's Day, it's an
English thing, the shops made it up. She kept the card, though. She keeps every card. There is a
drawer at her house that is just cards, going back to 1979.

Work in March was interviews. Farah finally agreed to a second hygienist - I said I'd believe it when
I saw the rota and now I've literally written the rota, so I suppose I believe it. We saw four people.
One of them was brilliant, one of them was late, one of them called Farah "mate", and one asked what
the parking was like before asking anything about the patients. We offered the brilliant one. She
starts in June. Tanya is deep in wedding planning and comes to me every lunchtime with a new venue
brochure. I've told her: get everything in writing, everything, the room, the date, the deposit, the
finishing time. Do as I say, not as I do.

Dad finally saw someone about the knee, because Maria went with him and sat in the GP's room and
wouldn't leave. He's got physio now, six sessions, exercises with a stretchy band which he does in
front of the telly and which he says are "for old ladies". He has been practising his zeibekiko in
the garden when he thinks nobody is looking. Pat next door has seen him. Pat has told me. Pat has
filmed it.

## April

Easter. Pascha was late April this year, same date for us and the Western lot, which never happens.
Midnight service at St Demetrios with Mum and Dad, church packed, everyone with their lambades, the
candles passed from the priest outwards until the whole church is lit, Christos Anesti, the
firecrackers outside that the police pretend not to hear. Nikos came, lit his candle, and carried it
home without it going out, which he hasn't managed since he was nine. Mum cried. Then mayiritsa at
2am, which I don't eat, and red eggs, tsougrisma - Dad won, as always; I'm sure he has a wooden egg.

The meltdown. A Sunday night in the middle of April, after his chemistry group, Nikos came into the
kitchen and just burst into tears. Proper sobbing, like when he was little. He couldn't remember the
required practicals, he'd been on his phone until 2am every night that week "to relax", he was never
going to get a 7, he was going to let everyone down, Yiayia would be disappointed. Stelios was on
nights. I made tea and we sat at the table until midnight. In the end we agreed some things together,
and wrote them on a Post-it on the fridge:
- the phone goes on the kitchen charger at 9pm on school nights - all of ours, not just his, which is
  only fair and is killing me;
- Saturday afternoons are completely off, no revision, no questions;
- I ask "have you revised?" once a day, maximum. Once.
- If he's stuck on something he tells his tutors instead of hiding it.
It's been three weeks and it's mostly working. He's sleeping. He looks less grey. I am also sleeping,
because my phone is also on the kitchen charger at 9. Turns out I'm addicted too. Who knew.

Solar, the saga. First the fitting was supposed to be in April. Then SunHive moved it to 12 May because
the DNO - the electricity network people - hadn't approved the connection. Then, in May, another
email: the scaffolding firm has let them down, and now it's 9 June. NINE JUNE. Stelios has taken it
personaly. I've stopped telling people dates. I just say "summer".

The cat ate a hair tie. I won't go into it. A hundred and eighty pounds at the vet on Fox Lane and
Loukoumi was back to normal by the evening, sitting on Nikos's chemistry notes like nothing happened.
Nikos says she's "helping". She has never helped with anything in her life.

Olu has moved Nikos's slot again for the exam term, straight after school now, which is better, to be
fair - he's less tired and it doesn't eat the whole evening. The chemistry tutor is drilling the
practicals every Sunday and I test him in the car on the way back with the flashcards. Titration,
rates of reaction, chromatography. I know more about chromatography than I ever wanted to. I could
sit the paper myself. I would get a 4.

Still no revised contract from Mirage. Loukia says "this week" every time. It's been eight weeks of
"this week". I've got the email with the new date and the deposit, which Stelios says counts, but I
want the actual contract with the new date on it before I hand over another penny.

## May

Exams started. English Lit first, then maths paper 1, then chemistry. He comes out of each one and I
try not to pounce. Maths paper 1 was "actually fine", he said, and then ate three bowls of cereal.

The lido changed the early bird time, which is brutal, but the water is finally back in double figures
and it's the best hour of my week. I stand in the shallow end after my lengths and watch the steam come
off the water and think about nothing. Absolutely nothing. It's wonderful.

Work: I've told Farah I need proper cover for July, not "we'll manage". She's going to decide this
week. I've started a handover sheet. It's already four pages.

The bank holiday weekend it rained for three days straight and we stayed in and did nothing and it
was perfect. Stelios made his famous (to him) moussaka. Nikos did a full timed maths paper without
being asked, which I am writing down here because I want a record that it happened. Sophie's turning
fifty in August while we're away, so we've planned a swim-and-breakfast for her the Saturday before
we fly, with the early bird lot, and a cake at the kiosk if the kiosk man lets us.

Mum and Theia Georgia have started the favours, three weeks early "to be safe". Mum's dining room looks
like a wedding shop exploded. Dad has been banished to the garden.

Maria is doing the cake. Costas is doing the band. I am doing everything else. Fine. FINE.

Stelios asked me last night if I'm enjoying any of this, the party. I said I'll enjoy it on the night,
at about 9pm, when the food's been served and the band's on and Dad gets up to dance on his bad knee
and Mum pretends to be embarrassed. That's the bit I'm doing it for.
"""

# ------------------------------------------------------------------ plain text files

NOTES["notes/house-sitter-sheet.txt"] = """HOUSE-SITTING SHEET - 14 Cranleigh Gardens, N13
For Ella (thank you!!) - Sat 9 Aug to Sat 23 Aug 2025
=========================================================

EMERGENCY
  Dimitra mobile ........ 07700 900123 (WhatsApp is best, Cyprus is 2 hours ahead)
  Stelios mobile ........ 07700 900456
  Maria (sister, St Albans) 07700 900789 - can be here in 40 mins
  Spare key ............. Pat Donnelly at number 16 (the blue door). She's home most days.
                          She also knows how the back gate works.

WI-FI
  Network: KYR-GEO-5G
  Password: halloumi-Tuesday-62
  (Router is in the front room behind the TV. If it sulks, off at the wall for 30 seconds.)

LOUKOUMI (the cat)
  - Breakfast 7am-ish: half a pouch + a handful of biscuits. Dinner 6pm: the other half.
  - She will lie and say she hasn't been fed. She has been fed.
  - Water bowl by the back door AND the one upstairs (she won't drink from the kitchen one, don't ask).
  - Litter tray in the downstairs loo, scoop daily, bags under the sink.
  - Vet: Fox Lane Vets, 020 7946 0433. Her insurance card is in the kitchen drawer.

BINS
  - Thursday morning. Black bin every week. Green (recycling) and brown (garden) alternate -
    check the sticker on the lid or look at what Pat has put out.

HEATING / HOT WATER
  - Hot water is on a timer, should be fine.
  - If the boiler pressure drops below 1 bar (the little dial on the front) call Kemal at KS Heating,
    07700 900418. He fixed it last November and knows the system. Don't try the filling loop yourself.

SOLAR PANELS
  - Should be on the roof by the time you're here. Nothing to do. Don't switch anything off.
    If a red light is flashing anywhere, WhatsApp Stelios a photo.

PLANTS
  - Tomatoes + basil on the patio: every evening unless it rains properly.
  - The lemon tree in the pot: twice a week. It's Dad's baby, please don't kill it.

OTHER
  - Help yourself to anything in the fridge/freezer. The koupepia in the freezer are Mum's - eat them.
  - Post on the hall table is fine.
  - Please double-lock the front door (key turns twice).
"""

NOTES["notes/how-to-book-lido-sessions.txt"] = """HOW TO BOOK THE LIDO (because I forget every single time)
Written Sept 2024

1. Open the "Grovelands Active" app (NOT the council leisure app, that's the gym one).
2. Log in with my personal email, not the work one. Password is in the phone keychain.
3. Bookings open at 8pm on SUNDAY for the whole of the following week. Early bird sessions go
   within about ten minutes in summer, so set an alarm for 7:58pm.
4. Tap Lido -> Early Bird -> choose Saturday. Sessions are 7:30-8:30 (check for changes, they do
   summer/winter times).
5. Member price 4.80 with the card, 5.20 without. Make sure the membership card is linked or it
   charges full price.
6. Book Sophie's too if she asks - you can book 2 per account, add her as a guest.
7. Cancel at least 2 hours before or you lose the money (and get a "strike" - three strikes and
   you can't book for a month).
8. Screenshot the booking, the barcode is what they scan at the gate - the app is slow by the door.

Lane booking: you don't book a lane, just turn up and pick one.
Lockers take a 1 pound coin OR the token from reception. Bring a coin.
"""

NOTES["work/practice-lockup-instructions.txt"] = """GREEN LANES DENTAL PRACTICE - END OF DAY / LOCK-UP
(for whoever is last out - laminated copy by the back door, this is the master)

SURGERIES
  1. All handpieces off the units and through decon.
  2. Suction: run the cleaner through each surgery's suction (Orotol, 2 litres), then off.
  3. Units off at the foot switch AND the wall switch.
  4. Bins: clinical waste (orange) to the locked cage in the yard. Sharps boxes: check the fill line,
     swap any over three-quarters and log them.

DECON ROOM
  5. Autoclave: last cycle finished? Record the cycle number + print-out in the log. Door ajar overnight.
  6. Washer-disinfector: empty, door ajar.
  7. Sign the daily decon checklist.

FRIDGE + DRUGS
  8. Fridge temperature - write it in the log (should be 2-8 degrees). If it's out of range, tell
     Farah or Dimitra the same evening, don't leave it for the morning.
  9. Emergency drugs box + oxygen stay in the cupboard by reception - check it's closed, not locked.

RECEPTION
 10. Card machine to charge. Till reconciled + in the safe. Appointment book printed for tomorrow.
 11. Phones to answerphone (press 7 then # on the main handset).
 12. Computers: log off, DON'T shut down the server (it runs the backup at 2am).

BUILDING
 13. Compressor off (in the basement, big red switch - it gets noisy overnight).
 14. All windows shut including the loo. Back door: bolt top + bottom.
 15. Alarm: code is in the sealed envelope in the safe if you don't know it. Set it, you have 30
     seconds. Front door: double-lock.
 16. If the alarm goes off in the night the company rings Farah first, then Dimitra.
"""
