"""Caravan, grandchildren, health and family-history notes."""
from common import write_text

CARAVAN_LOG = r"""
---
title: Y Wennol - caravan log
updated: 2025-11-09
tags: [caravan]
---

# Y Wennol - caravan log

"Y Wennol" (the swallow) is our touring caravan: a **Coachcraft Wren 530**, 2016 model year, single axle,
four berth with the end washroom. We bought her second-hand in April 2021 from a dealer near Bridgend after
Glenys finally agreed that a caravan was better than another year of B&Bs. Tow car is the Kodiaq (2.0 diesel,
towbar fitted from new).

## Vital statistics

| Item | Value |
|---|---|
| Make / model | Coachcraft Wren 530 (2016) |
| CRiS number | 16CW-077412 |
| Chassis / VIN plate | on the A-frame, nearside |
| MTPLM | 1,450 kg |
| Mass in running order | 1,268 kg |
| Nose weight limit | 100 kg (Kodiaq limit 100 kg too) - aim for 80-90 kg |
| Tyres | 185/80 R14 C, replaced May 2023 (date code 1823) |
| Tyre pressure | 60 psi (per the plate by the door) |
| Hook-up lead | 25 m orange lead plus 10 m spare |
| Gas | 2 x 6 kg propane (one in use, one spare) |
| Leisure battery | 110 Ah, replaced 2024 |
| Mover | Twin-axle type mover fitted by previous owner - single axle operation, works fine |
| Storage | Cae Glas Caravan Storage, Pentyrch (see the storage sheet in docs) |
| Insurance | renewed each April, agreed value |

## Before every trip

- [ ] Tyres: pressures at 60 psi cold, look for cracking in the sidewalls
- [ ] Jockey wheel up and clamped, corner steadies all the way up
- [ ] Breakaway cable on the towball collar, not the ball
- [ ] Lights check with Glenys at the back
- [ ] Fridge on 12 V while towing, gas off at the bottles
- [ ] Roof vents shut, windows latched, shower door taped
- [ ] Nose weight with the gauge - load heavy things over the axle (organize the boot the night before)
- [ ] Hitch lock and wheel clamp in the boot, NOT left on the drive (again)
- [ ] Toilet cassette empty and with a splash of the blue
- [ ] Water: Aquaroll and waste hog in the car

## Annual jobs

- **Habitation check** (the caravan equivalent of an MOT, although it is not a legal requirement): every spring
  by a mobile engineer at the storage yard. Gas, electrics, water, chassis, running gear and a damp test.
- **Tyres** - replace at five years regardless of tread, i.e. by 2028.
- **Winterising** in late October: drain down, take the cushions home, bung of moisture traps, battery home
  on the trickle charger.
- **Insurance** - April.

## Log

### 2024
- **May** - Three nights at a farm site near Cenarth. Lovely, but the hook-up was a long walk.
- **July** - Week at St Davids with Glenys. Too busy in the school holidays, never again in August.
- **September** - Llanwrtyd Wells for the walking festival. Rained but the site was perfect.
- **October** - Winterised. Noticed a slightly musty smell at the front. Made a note to mention it.

### 2025
- **January** - Booked Parc Glan-yr-Afon near Aberhonddu (Brecon) for 6-9 June, pitch 14, booking ref
  PGA-55817.
- **March** - Habitation check at the storage yard with Rhys Bevan from Gower Mobile Caravan Services. Gas and
  electrics fine, but damp found at the front nearside corner, in the red on his meter. Bother. So that's where
  the musty smell came from.
- **April** - Two quotes for the damp repair: Caerffili Caravan Repairs and Vale Tourers Workshop in Llantrisant.
  Went with Vale Tourers (cheaper, and Gethin Rowlands explained exactly what he'd do). Their slot is the first
  week of June, which clashes with Brecon, so Brecon has been moved to 12-15 September (pitch 22 this time,
  riverside hardstanding - better, in fact).
- **June** - In at Vale Tourers 2-6 June. Front panel off, rotten timber framing replaced, corner resealed.
  Picked her up on the Friday. Gethin showed me the old timber - like wet cake.
- **July** - Llangrannog with Elis and Mali, 21-25 July, Fferm Penlan. The highlight of the year. Pitch
  looking out over the bay. Glenys came for two nights then went home to her choir.
- **July** - Decided on Dinas Dinlle (Maes Dinlle) for next May, 18-22 May 2026. Deposit paid.
- **September** - Brecon, 12-15 September, pitch 22. Walked up to the reservoir. The river was lovely.
- **October** - Winterised on the 28th. Moisture traps in.
- **November** - Storage yard changing the gate code; e-mail came. Still need to book the free damp re-check
  at Vale Tourers.

## Before 2024

- **April 2021** - Bought her. First trip to a farm site near Crickhowell, three nights. Reversing onto the
  pitch took me twenty minutes and an audience of four. Bought the mover the next week. (It came with the van,
  in fact - I just hadn't found the switch.)
- **2021** - Six trips in all, mostly Powys and Carmarthenshire. Learned that Glenys won't use a site toilet
  block that is "a walk across a field in the dark".
- **2022** - Pembrokeshire in June (St Davids, Solva), Gower in September. New leisure battery.
- **2023** - New tyres in May. Aberaeron and New Quay in July with the grandchildren for the first time -
  Elis was seven and wanted to sleep in the awning. Llanwrtyd in September.

## Kit list (lives in the front locker unless stated)

| Item | Where |
|---|---|
| Hook-up lead (25 m) + 10 m spare | front locker |
| Levelling ramps, chocks | front locker |
| Corner steady brace | under the front bench |
| Aquaroll, waste hog | boot of the Kodiaq |
| Porch awning, poles, pegs, mallet | boot of the Kodiaq |
| Spare fuses, bulbs, self-amalgamating tape, sealant | drawer by the door |
| First aid kit, glucose tablets, my tablets (spare week) | wardrobe shelf |
| Torch, head torch, spare batteries | drawer by the door |
| Children's box: cards, Uno, colouring, crabbing line | under Elis's bunk |
| Moisture traps (winter) | the shed at home |

## Things I wish I'd known when we bought her

- Ask for the full service history, every year, and check the habitation stamps match the dates.
- Take a damp meter to any viewing, or pay someone who has one. Front corners and the window surrounds first.
- A single axle van this size is easy to tow but lively in crosswinds. A stabiliser hitch is worth every penny.
- Storage near home is worth paying for. Towing from a yard twenty minutes away is fine; a yard an hour away
  means you stop using the van.
- The mover battery drains faster than you think in winter. Keep the solar panel connected.

## Things I've learned

1. The Kodiaq will pull her easily but the crosswinds on the A487 past Aberaeron are something else. Slow down.
2. Arrive before 4pm. Setting up in the dark with Glenys holding a torch is bad for a marriage.
3. The awning takes two people and 40 minutes. The porch awning takes one person and 15. We use the porch one.
4. Always take the spare fuse set and a roll of self-amalgamating tape.
5. Farm sites with five pitches are worth the loss of a shop and a shower block with hot water all day - except
   that Glenys disagrees about the showers, and she has a point.
6. Never tow on the M4 on a Friday afternoon. Take the Heads of the Valleys or leave on Saturday morning.
7. The grandchildren love the caravan more than any hotel. Elis wants the top bunk; Mali wants to be next to
   Taid. We make up the front bench as a double for the two of them and it works.

## Short site reviews (for my own memory)

- **Llanwrtyd Wells farm site (2024)** - 10 pitches, hardstanding, hot showers that Glenys approved of, a
  farmer who brought eggs round in the morning. Quiet as a church. Site wifi useless, which suited me. Would go back tomorrow.
- **St Davids (2024)** - lovely place, wrong month. Queue for the shower block, queue for the chip shop,
  queue to get out of the car park. September next time, or not at all.
- **Fferm Penlan, Llangrannog (2025)** - the best pitch we've ever had. 12 pitches, tidy block, farm shop.
  Lane down is steep and narrow - take it slowly and don't meet the milk lorry.
- **Parc Glan-yr-Afon, Brecon (2025)** - bigger than we usually like (40 pitches), but the riverside
  hardstandings are well away from the rest and there is no bar. Barrier code comes by text.

## Damp - the short version

Found at the habitation check, repaired at Vale Tourers in June. The details, quotes and the re-check are in the
damp repair note. If we ever sell her the paperwork for the repair is in the blue folder.

## Costs 2025 (running)

Insurance, storage, the habitation check, the damp repair, site fees. I'll total up at the end of the year.
Storage is paid quarterly by standing order.
"""

DAMP = r"""
---
title: Caravan damp repair
created: 2025-03-22
updated: 2025-11-09
tags: [caravan, damp]
---

# Caravan damp repair (front nearside corner)

## What was found
At the habitation check on 19 March, Rhys found high readings on the front nearside corner, from the floor up
to the window, and a softness under the front chest of drawers. Everywhere else was fine. His view: the sealant
along the front corner moulding has failed and water has tracked in over at least a couple of winters. The full
readings are on his report.

## Quotes

| Firm | Contact | Quote | Earliest date | Notes |
|---|---|---|---|---|
| Caerffili Caravan Repairs | Leanne Davies | £1,140 inc. VAT | 9 June | Would need the van for 2 weeks |
| Vale Tourers Workshop, Llantrisant | Gethin Rowlands | cheaper - see his e-mail | 2 June | 5 days, explained it properly |

Chose **Vale Tourers**. Cheaper, quicker, and Gethin took the time to show me photos of a similar job.

## The job
- Drop-off: **Monday 2 June, 8:30am**, Vale Tourers Workshop, Unit 5, Llantrisant Business Park.
- Front panel off, rotten timber framing replaced, new corner moulding bedded on butyl, resealed, re-tested.
- Gethin phoned on the Wednesday: the corner moulding was cracked behind and he replaced it rather than reuse
  it. **Extra £72.50** for the moulding, which I agreed on the phone.
- Collected Friday 6 June, 3pm. Readings all green.

## To do
- [x] Drop off 2 June
- [x] Collect 6 June and pay
- [x] Brecon moved to September because of the repair slot
- [ ] Book the free six-month damp re-check with Gethin - he said November
- [ ] New tube of sealant and a look at the awning rail seal before next season
- [ ] Put the repair invoice in the blue folder (it's on the kitchen table)
"""

SITES = r"""
# Caravan sites - wishlist and what we like

## What we like (me and Glenys)
- Small, quiet sites - ideally a farm with 5-20 pitches. No clubhouse, no bingo, no kids' disco.
- Hardstanding with electric hook-up (16 amp). Grass pitches are fine in August, a quagmire in May.
- A view of the sea or a river.
- Glenys: proper showers that stay hot. Non-negotiable for her, even on a farm site.
- Within about 2.5 hours' towing of home.
- Wi-Fi not needed - we go to get away from it. Phone signal is enough.
- Dog-free or at least dogs on leads. We don't have a dog and don't want someone else's in the awning.

## What we don't
- Big holiday parks with entertainment, pools and static vans. Too noisy, too many rules.
- Sites where you have to book a minimum of 7 nights in summer.
- Anywhere that needs the M4 past Port Talbot on a Friday.

## Been and would go back
- Fferm Penlan, Llangrannog - perfect with the grandchildren (July 2025)
- Parc Glan-yr-Afon, Aberhonddu - riverside pitches (Sept 2025)
- The farm site at Llanwrtyd Wells (Sept 2024)

## Ideas for next year (nothing booked unless it says so)
- **Dinas Dinlle** - Maes Dinlle, near Caernarfon. BOOKED 18-22 May 2026, deposit paid.
- Cenarth again, but a site nearer the falls
- Llŷn peninsula - Aberdaron? Roads are narrow with a van
- Borth - beach for the children, and the Ynyslas dunes
- Elan Valley - dark skies
- Pembrokeshire in September (not August!)
- Llandeilo / Dinefwr - Glenys wants the gardens at Aberglasney
"""

GRANDCHILDREN = r"""
---
title: Elis and Mali - the essentials
updated: 2025-09-09
tags: [family, grandchildren]
---

# Elis and Mali - the essentials

I have the grandchildren on **Tuesdays and Thursdays** after school while Catrin and Owain are at work.
Catrin is at the hospital until 6 and Owain is in Newport, so it's usually nearer half six when one of them
comes. Glenys helps on Thursdays when she isn't at choir practice.

## Contacts
- Catrin (mam): 07700 900412
- Owain (dad): 07700 900587
- School office (Ysgol Gymraeg Nant Gwenlli): 029 2018 0433 - Mrs Heledd Watkins
- Headteacher: Mr Iwan Griffiths
- Mali's class teacher (Blwyddyn 2): Miss Lowri Jones
- Elis's class teacher (Blwyddyn 4): Mr Aled Hopkins
- GP: same surgery as ours, Meddygfa Heol Isaf

## The children
**Elis** - 9 (born March 2016). Year 4. Football mad (Cardiff City, obviously). Gone vegetarian since February
2025 after a school project on farming - Catrin says go along with it. Likes: veggie sausages, cheese on toast,
beans, Welsh cakes. Reading Harry Potter in Welsh.

**Mali** - 6 (born June 2019). Year 2. Mild kiwi allergy - itchy mouth, no kiwi, and check fruit salads. Won't eat
anything with "bits" in the sauce. Loves fish fingers, sweetcorn, pancakes. Afraid of dogs. Has an inhaler at
school for when she has a cold (blue one, in her bag).

## School pick-up
- Tuesdays and Thursdays, **3:15pm**.
- Anyone who isn't mam or dad has to give the class teacher the collection password. Last year's was
  "bara brith". (They change it every September - check the school e-mail.)
- On Thursdays Mali has Urdd club until 4:15 in the hall; Elis waits with her or comes home with me first.

## Swimming - Dolffiniaid Taf swimming club
- Both children are in the club. Coach: Rhodri Pugh (very good with Mali, who was nervous).
- 2024-25 season: Thursdays 5:30-6:15pm at Canolfan Hamdden Glan Taf.
- From September 2025: **Tuesdays 5:45-6:30pm at Pwll Cymunedol Radur**. That means a quick tea on Tuesdays -
  sandwiches in the car, proper tea afterwards.
- Kit: costume, cap, goggles, towel, shampoo, a snack for after, £1 for the locker.
- Fees go by direct debit from Catrin's account - not mine.

## Rules from Catrin
- Screens: no tablets before homework.
- Bedtime is Catrin's problem, but they should have had tea by 7.
- Car seats: Mali still needs the high-back booster. It lives in the Kodiaq.
- Sweets: Friday only. (I am the weak link.)
"""

DIABETES = r"""
---
title: My diabetes - record and notes
created: 2019-03-02
updated: 2025-10-08
tags: [health, diabetes]
---

# My diabetes - record and notes

Type 2 diabetes, diagnosed February 2019 at a routine check (HbA1c 71 at diagnosis). Looked after mainly by
the practice at Meddygfa Heol Isaf: Dr Sunil Mehta (GP) and the practice diabetes nurse, Nurse Angharad Powell,
who does my annual review and knows me better than I know myself. Since spring 2025 I have also been under the
community diabetes clinic at Canolfan Diabetes Llandaf, consultant Dr Nia Vaughan-Thomas.

## Why I keep this
Because I can never remember the numbers when I'm asked, and because the letters come from three different
places. This note is the one place where the story hangs together.

## Medication - history

| From | Change | Who |
|---|---|---|
| Mar 2019 | Metformin 500 mg, one twice a day, building up | Dr Mehta |
| Sep 2019 | Metformin 500 mg, two tablets twice a day (1 g twice daily) | Dr Mehta |
| Jan 2022 | Added sitagliptin 100 mg once a day | Dr Mehta |
| Jun 2025 | **Stopped sitagliptin. Started empagliflozin 10 mg every morning.** | Dr Vaughan-Thomas (clinic 10 June) |
| Oct 2025 | **Metformin changed to modified-release: 2 x 1000 mg MR tablets once a day with the evening meal** (from 6 Oct) | Nurse Angharad Powell |

Other tablets: atorvastatin 20 mg at night, ramipril 5 mg in the morning (blood pressure).

### Current list (October 2025)
- Empagliflozin 10 mg - one in the morning
- Metformin MR 1000 mg - two with the evening meal
- Atorvastatin 20 mg - one at night
- Ramipril 5 mg - one in the morning

The reason for the metformin change: over the summer my stomach got steadily worse (urgent trips, bloating),
especially on caravan trips. Angharad said the slow-release version is much kinder and one dose a day is
easier to remember. So far so good.

## HbA1c (mmol/mol)

| Date | Result | Notes |
|---|---|---|
| Feb 2019 | 71 | diagnosis |
| Nov 2021 | 55 | |
| Nov 2023 | 57 | |
| 14 Nov 2024 | 64 | after a bad summer - Glenys's op, lots of cake |
| 11 Mar 2025 | 59 | annual review with Angharad; referred to the clinic |
| 2 Jun 2025 | 58 | bloods before the clinic |
| 23 Sep 2025 | **51** | first result since starting empagliflozin - best for years |

Target agreed with Angharad: under 53. So I am there, just.

## Weight
94 kg in January 2025, 89 kg in October 2025. Goal 85 kg by next summer. The walking is doing more than the
diet, if I'm honest. The empagliflozin seems to have helped too.

## Checks
- **Eyes** - diabetic eye screening every two years. The invitation letter came in October; I need to phone
  and book. Last screening (2023) showed "background changes, no action".
- **Feet** - checked by Angharad in March. Pulses fine, sensation fine.
- **Kidneys** - eGFR 74, urine ACR normal (March).
- **Blood pressure** - 134/82 in September.
- **Flu jab** - done 4 October at the surgery.

## Sick days
There is a sheet from Angharad in the docs folder. I keep a copy in the caravan as well.

## What suits me (and what doesn't)
- Phone appointments with Angharad are fine for results; for anything new I want to be in the room.
  I can't get on with video calls - I spend the whole time looking at my own face.
- No artificial sweeteners. I would rather have a small piece of the real thing than a diet anything.
  Aspartame in particular tastes of metal to me.
- Porridge with blueberries for breakfast; I've gone off toast.
- Walking: the Taff Trail from Radyr to Castell Coch and back before breakfast, three times a week. Mornings
  suit me; by the afternoon I have the grandchildren or a meeting.
- I don't do finger-pricks every day. I do a week of readings before each review and a few spot checks when
  I'm unwell, and I log them with my weight in the spreadsheet.

## Questions for the December review
- [ ] Is empagliflozin the reason I'm up in the night? (Thirsty, and the loo twice.)
- [ ] Could I come off the ramipril if the weight keeps dropping?
- [ ] Eye screening - book it before the review so I have the result
- [ ] Ask about the structured education course (the one Angharad mentioned), daytime only please

## A normal day (what actually works for me)

- **7:00** - walk (Mon, Wed, Fri) along the Taff Trail. 50 minutes to Castell Coch and back at a good pace.
- **8:15** - porridge made with half milk, half water, blueberries, a few walnuts. Empagliflozin and
  ramipril with a glass of water. Tea, no sugar (gave that up in 2019 and never missed it).
- **11:00** - coffee and, if I'm honest, a biscuit. Trying to make it an oatcake.
- **13:00** - soup and a slice of granary bread, or a sandwich if I'm out. Apple.
- **Afternoons** - the grandchildren on Tuesdays and Thursdays, which means walking to the school and back
  and chasing Mali round the park. Council things on other days.
- **18:30** - tea: meat or fish, a lot of vegetables, small portion of potatoes or rice. Metformin MR with it.
- **Evenings** - a cup of tea, no snacks after 8 if I can manage it. Atorvastatin at bedtime.
- **Sundays** - one slice of bara brith or one Welsh cake. The real thing.

## Caravanning and diabetes

- Take a spare week of tablets and the sick-day sheet.
- Keep drinking, especially with the empagliflozin. I keep forgetting in the fresh air at the coast.
- Plan loo stops on long tows. Machynlleth, Llandovery and Builth all have good ones with parking for a van.
- Meal planning is harder on site; pre-cooked chilli and soup in the freezer compartment help.
- The grandchildren eat constantly on holiday. I don't have to.

## Notes from the March annual review with Angharad

- Weight 93 kg, BP 138/84. Feet fine. Kidneys fine.
- She was straight with me: a year above target means it's time for something more than metformin and
  sitagliptin, and the clinic will want to see me.
- We agreed I would aim for three walks a week and cut the evening snacking.
- She explained what HbA1c actually measures (average over two to three months) - useful for explaining
  to Elis, who asked.
- She gave me a diary sheet for readings before the clinic.

## Family history of diabetes
Dad had type 2 diagnosed at 70 and managed on tablets until he died. His mother (Nain Price) was "a bit
sugary", as they said then. I suspect it's in the Price line as much as in the cake tin.

## What I asked at the June clinic (and what Dr Vaughan-Thomas said)

- *Why not just increase the metformin?* - I'm already on the usual full dose, and my stomach wouldn't thank
  her for more.
- *Why this tablet rather than an injection?* - an injection (the weekly sort) is an option later if needed,
  but the tablet suits someone who is losing weight and walking, and it protects the heart and kidneys.
- *Will it make me go low on my walks?* - very unlikely with metformin alone alongside it.
- *Anything to watch for on caravan trips?* - drink more, especially in the heat, and carry the sick-day
  sheet. Stop it if I'm being sick and can't keep fluids down.
- *When will we know if it's working?* - the September blood test.

## Timeline notes
- 2019: diagnosis, walked a lot, weight down to 88 kg, then it crept back.
- 2022: sitagliptin added.
- Nov 2024: a bad result (64). I had let things slide after Glenys's knee operation and the flood.
- Mar 2025: annual review - referred to the clinic because I'd been above target for a year.
- Jun 2025: clinic - the switch to empagliflozin. Told to watch for thrush and water infections and to drink
  well in the heat, especially in the caravan.
- Sep 2025: HbA1c 51.
- Oct 2025: metformin MR. Eye screening letter.
"""

TREE = r"""
---
title: Family history - research notes
updated: 2025-10-18
tags: [family-history, achau]
---

# Family history - research notes

I have been meaning to do this since Dad died in 2009 and left a shoebox of certificates and a family Bible.
Retirement, and the winter evenings, finally made me start. Two lines so far: the **Prices** (Dad's side, the
valleys and the railway) and the **Bowens** (through Mam's side, Llangrannog and the sea).

## My rules
1. Original records first. Census, civil registration, chapel registers, crew lists, wage books. If I can't
   see a source, it isn't a fact, it's a guess.
2. Other people's online trees are leads, never evidence. Half of them have my great-grandfather marrying a
   woman who died when he was six.
3. Write down where I found everything, with the reference, the day I found it.
4. Visit the archives in person where I can. The staff know more than any website.

## The Price line (paternal)

**Gwilym Price** (my father), 1931-2009. Born Ynysybwl. Fitter at the steelworks, then the Post Office. Married
Olwen Davies in 1952 at Llangrannog.

**William John Price** (grandfather), 1904-1978. Born Ynysybwl. Railway signalman at Radyr junction for most of his
working life. That's how the family ended up on this side of Cardiff.

**Evan Price** (great-grandfather), c.1874-1923. Born Ystradgynlais (1881 census gives Ystradgynlais, Breconshire;
1911 census says "Ystalyfera" - the two are a couple of miles apart, and the enumerators weren't fussy). A collier.
Came to Ynysybwl around 1899 for the new pits. Married Hannah Morgan at Ebenezer chapel, Ynysybwl, 1901.
Died 1923 - the family story is a roof fall, but the death certificate will say. I haven't ordered it yet.

Evidence so far:
- 1881, 1891 censuses (Ystradgynlais) - transcribed.
- 1901, 1911 censuses (Ynysybwl) - transcribed.
- Marriage 1901 - certificate in the shoebox.
- Colliery wage books 1905-1915 - copies from the Ely Valley Record Office (my request EVRO/2025/0388).
  He was a hewer at the Cwm Clydach pit; wages drop sharply in 1911 (the strike?).

Open questions:
- Why did he leave Ystradgynlais? His father (another Evan?) may have died - need the burial.
- The roof fall story. Death certificate (Pontypridd registration district, 1923) - to order.

## The Bowen line (maternal)

Mam was **Olwen Davies**, 1928-2016, born Llangrannog. Her mother was **Mary Davies née Evans**, 1900-1981.
Mary's mother was **Ann Evans née Bowen**, 1876-1955 - my great-grandmother, the one in the photograph with the
black bonnet on the chapel steps.

Ann was the daughter of **Capt. Jenkin Bowen**, master mariner of Llangrannog, c.1841-1898. The family Bible
(front pages) lists Jenkin's children:

| Name | Born | Notes |
|---|---|---|
| Margaret | 1872 | died young (1875) |
| Ann | 1876 | my great-grandmother; married David Evans 1898 |
| John | 1881 | "went to America 1906" in Ann's handwriting |
| Elizabeth | 1884 | married in Cardigan |

So John Bowen was Ann's younger brother. After 1906 he disappears from the Welsh records, which fits the Bible.

### Capt. Jenkin Bowen and the Seren y Bore
Jenkin was master of the schooner *Seren y Bore* (Morning Star), registered at Aberystwyth. The family story is
that he was lost with the ship in 1898. A gravestone at Llangrannog reads "Jenkin Bowen, Capten, a gollwyd ar y
môr" (lost at sea), 1898.

The crew agreements for the *Seren y Bore* are held at the West Wales Maritime Archive in Aberystwyth. I went up on
16 October and saw the 1891-1898 agreements. What I found:
- Jenkin is master on every half-yearly agreement from 1891.
- The last agreement, opened at Aberystwyth in January 1898, has the entry "vessel missing" added in a different
  hand, with a note of the Board of Trade enquiry.
- The mate in 1896-97 was a David Evans of Llangrannog, aged 24. Is that Ann's husband? They married in 1898, the
  year Jenkin was lost. Would fit beautifully. Need to check David's age in the 1901 census.

## Things to do
- [ ] Order Evan Price's death certificate (1923, Pontypridd district)
- [ ] 1901 census - David Evans, Llangrannog - age and occupation
- [ ] Board of Trade enquiry into the loss of the *Seren y Bore* - where is it held? Ask at Aberystwyth.
- [ ] Scan the Bible pages properly (flatbed, not the phone)
- [x] DNA test - done, see the DNA note
- [x] Maritime archive visit (16 Oct)

## Sources visited
| Date | Where | What |
|---|---|---|
| Feb 2025 | online | census indexes, free sites |
| Apr 2025 | post | wage book copies from the Ely Valley Record Office |
| 16 Oct 2025 | Aberystwyth | crew agreements, *Seren y Bore* |

## Family tree (as far as I'm sure of it)

```
Capt. Jenkin Bowen (c.1841-1898) = Mary Jones
 |-- Ann Bowen (1876-1955) = David Evans
 |     |-- Mary Evans (1900-1981) = Rhys Davies
 |           |-- Olwen Davies (1928-2016) = Gwilym Price (1931-2009)
 |                 |-- Malcolm Price (me, 1953) = Glenys
 |                 |     |-- Catrin (1984) = Owain Hughes -> Elis (2016), Mali (2019)
 |                 |     |-- Huw (1987)
 |-- John Bowen (1881-?)  "went to America 1906"
 |-- Elizabeth Bowen (1884-?)

Evan Price (c.1874-1923) = Hannah Morgan
 |-- William John Price (1904-1978)
       |-- Gwilym Price (1931-2009)
```

## Background: Ystradgynlais and Ynysybwl

Ystradgynlais sits at the top of the Swansea valley where the Tawe meets the Giedd, on the border between
Breconshire and Glamorgan. In Evan's childhood it was an ironworks and anthracite village, largely
Welsh-speaking. The 1881 census has the family in a row of colliers' cottages, with Evan, aged 7, listed
as "scholar".

Ynysybwl, in the Clydach valley north of Pontypridd, grew almost overnight after the pits opened in the late
1880s. Families came from all over south and west Wales. By 1901 Evan is a lodger with a family from
Ystalyfera, which may be how he heard about the work; by 1911 he has his own house, Hannah, and three
children including William John.

## What the wage books show
The wage books from the Ely Valley Record Office are a joy. Each fortnight, each man: his number, his place
in the pit (stall number), his tonnage, the price per ton, deductions for the doctor, the tools, the
"checkweigher", and the lamp. Evan's tonnage is steady from 1905 to 1910, then falls away to almost nothing
in late 1910 and through 1911 - the Cambrian Combine dispute, presumably, though Ynysybwl wasn't a Cambrian
pit. Must check whether the Clydach men came out in sympathy. His last entry is in March 1923.

## Research log

| Date | What I did | Result |
|---|---|---|
| Jan 2025 | Sorted Dad's shoebox; listed every certificate | 14 certificates, 1 Bible, 6 photos |
| Feb 2025 | Census searches, free indexes | Evan in 1881, 1891, 1901, 1911 |
| 3 Feb 2025 | Wrote to the Ely Valley Record Office | request EVRO/2025/0388 |
| Apr 2025 | Wage book copies arrived | 22 pages |
| Jul 2025 | DNA kit posted | |
| Aug 2025 | Wrote to the maritime archive | see archive requests note |
| 16 Oct 2025 | Aberystwyth | crew agreements seen and photographed |

## Chapels
- Ebenezer, Ynysybwl (Independent) - the Price marriage in 1901. Closed 1987; registers where?
- Bethel, Llangrannog (Calvinistic Methodist) - the Bowen baptisms should be here.
- Capel y Wig - the Bowen graves. The captain's memorial stone is by the wall on the sea side.

## Notes on Welsh names
Patronymics had mostly gone by the 1870s in Ceredigion but not entirely; Jenkin's father appears as "Jenkin ap
Ioan" in one 1830s chapel entry. Evans/Davies/Jones are hopeless to search for - always use the place and the
chapel as well as the name.
"""

DNA = r"""
---
title: DNA test results
updated: 2025-09-22
tags: [family-history, dna]
---

# DNA test - HelixRoots

- Kit ID: **HR-4417-WX** (activated 14 July 2025, sample posted 15 July)
- Results came through: 12 September 2025
- Account e-mail: the usual one. Password in the little book.

## Ethnicity estimate
| Region | % |
|---|---|
| Wales | 71 |
| England (south-west & Midlands) | 14 |
| Ireland & Scotland | 9 |
| Norway | 6 |

Glenys says the Norwegian explains the beard.

## Matches worth following up
| Match | Shared | Segments | Predicted | Notes |
|---|---|---|---|---|
| Gwen Bowen-Ashby (USA) | 212 cM | 9 | 2nd-3rd cousin | Surname Bowen! Messaged 15 Sep. |
| R. Pryce | 88 cM | 4 | 3rd-4th cousin | no tree; not replied |
| "dai_ystrad" | 61 cM | 3 | 4th cousin | Ystradgynlais in his tree - Evan's side? |
| J. Evans-Lloyd | 45 cM | 2 | 4th-5th cousin | |

## To do
- [ ] Send Gwen the scan of the Bible page and the photo of Capt. Bowen (promised in my e-mail)
- [ ] Ask R. Pryce for a tree
- [ ] Look at "dai_ystrad"'s tree properly
- [ ] Decide whether to upload the raw data anywhere else (probably not - privacy)
"""

ARCHIVES = r"""
# Archive requests and visits

| Ref | Archive | Asked for | Sent | Status |
|---|---|---|---|---|
| EVRO/2025/0388 | Ely Valley Record Office, Trelái | Cwm Clydach colliery wage books 1905-1915, for Evan Price | 3 Feb 2025 | Copies received 14 Apr (22 pages) |
| WWMA/ENQ/25/112 | West Wales Maritime Archive, Aberystwyth | Crew agreements, schooner *Seren y Bore*, 1891-1898 | 12 Aug 2025 | Visited in person 16 Oct |
| - | Ceredigion chapel registers (Llangrannog) | Bowen baptisms 1870-1885 | not sent yet | |
| - | GRO | Evan Price death certificate 1923 | not ordered yet | |

## Maritime archive visit
- **Thursday 16 October 2025, 10:00**, searchroom at the West Wales Maritime Archive, 3 Rhodfa'r Harbwr,
  Aberystwyth. Booked by phone on 2 September; reader's ticket needs photo ID and proof of address.
- Pencils only. Phone camera allowed (no flash) for a day permit of £5.
- Drive up the A470 and A44, about 2h 45m. Leave by 7. Parking at the harbour.

## Still to do
- [ ] Order Evan Price's death certificate (1923, Pontypridd district) - online, PDF is cheaper
- [ ] Write to the chapel registers people about Llangrannog baptisms
- [ ] Ask at Aberystwyth where the Board of Trade wreck enquiries are held
"""

def build():
    write_text("notes/caravan/caravan-log.md", CARAVAN_LOG)
    write_text("notes/caravan/damp-repair.md", DAMP)
    write_text("notes/caravan/sites-wishlist.md", SITES)
    write_text("notes/family/grandchildren.md", GRANDCHILDREN)
    write_text("notes/health/diabetes-record.md", DIABETES)
    write_text("notes/history/family-tree-research.md", TREE)
    write_text("notes/history/dna-results.md", DNA)
    write_text("notes/history/archive-requests.md", ARCHIVES)
