# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files of Elif's vault."""

NOTES = {}

NOTES["notes/daily/2024-03-18.md"] = """# 18 Mart 2024, Pazartesi

Yorgun. Long day at Moorfoot — three dentals and the springer spaniel with a sock in his gut (Owen got it out, I ran the anaesthetic, he's fine, eating already).

- Janet replied about the community kitchen: alternate Saturdays are free from April. Need to confirm by e-mail this week, definately.
- Annem aradı, dizi yine çok ağrıyormuş. Zeynep will take her to the orthopaedic doctor next month.
- Deniz: PE kit washed by Wednesday!! (last week we forgot)
- Ayla wants a sleepover at Maisie's on Friday — ask Tom tommorow.

## Yapılacaklar
- [ ] kurs flyer — simple, A5, maybe ask ChatGPT for wording
- [ ] Mehmet Bey'e baharat siparişi (pul biber bitti, sumak az kaldı)
- [ ] book Biscuit's booster
- [x] Biscuit nail trim
- [x] council tax direct debit changed to the 15th
"""

NOTES["notes/daily/2024-09-02.md"] = """---
date: 2024-09-02
tags: [daily, pamuk, school]
---
# Mon 2 Sept — first day back

Kids back to school. Ayla cried at the gate for about four seconds then ran off with Maisie. Deniz is in Year 5 now and pretending he's too cool to be walked in.

## Pamuk
Owen re-ran her T4 on Friday — still high (58). So it's definitely hyperthyroidism. Options he gave us:
1. tablets twice a day, for life, blood tests every few months
2. radioiodine at the referral centre — basically a cure, but ~£1,800 and she'd be kept in isolation for about two weeks

Tom and I talked it through tonight. **Decision: tablets.** Pamuk hates the car, hates strangers, two weeks away would destroy her, and the money is our Izmir fund. If she gets side effects or won't take them we look again at radioiodine next year.
Start tomorrow: half a tablet morning + evening, hidden in a Dreamies pocket.

## Other
- Ayşe Hanım's email about the customs charge (£38.60!!) — still need to answer her. Leaning towards pausing orders.
- swimming restarts Weds
- [ ] label Ayla's new cardigan
- [ ] Deniz: reading record signed every night (new teacher is strict about it)
"""

NOTES["notes/daily/2025-01-13.md"] = """# 13 Ocak 2025 Pazartesi

Cold. Biscuit refused to go past the end of the road.

- Swimming has moved to **Fridays 4:30** from this week (they're refurbishing the teaching pool, weekday evenings are all shuffled, and Friday is actually better for us — no homework stress). First Friday was lovely, Ayla did a whole width on her back.
- Kurs restarted on Saturday (11 Jan) with the new price. Nobody moaned. 8 people, mantı — took forever, as always with mantı.
- New rota from February: Gillian sent it before Christmas — need to look at which day my late moves to and tell Tom (check her e-mail, the one with the table).
- Biscuit bloods on Thursday (kidney values).
- [ ] renew Tom's railcard
- [ ] birthday card for Pauline
"""

NOTES["notes/daily/2025-03-10.md"] = """# 10 March 2025 (Pazartesi)

Ramazan — Annem messages me every morning at 5am about sahur 🙂 I'm not fasting this year (work) but the kids think it's hilarious.

## İftar supper — final menu (decided with Janet & Raj yesterday)
- hurma + zeytin + peynir to open the fast
- mercimek çorbası (big pot, 30 people)
- tavuklu pilav (dropped hünkâr beğendi — too fiddly for 30)
- fırında sebze, cacık
- güllaç for dessert (order the güllaç yaprağı from Hasan Bey by Thursday!)

## Açık işler
- [ ] reply to Priya about covering the Saturday clinic on the 29th — haven't decided, it's the only free Saturday before Annem comes
- [ ] book wheelchair / special assistance for Annem at Manchester (Zeynep asked)
- [ ] Hasan Bey — güllaç yaprağı, 4 packs
- [x] iftar flyer printed
- [x] Deniz's World Book Day costume (Hiccup, again)
"""

NOTES["notes/kurs/kurs-planı.md"] = """---
title: Kurs planı — Elif's Turkish Kitchen
created: 2024-03-25
tags: [kurs, cooking-class, planning]
status: active
---

# Elif's Turkish Kitchen — plan (2024)

Saturday mornings, **every other week**, 10:00–13:30 at Abbeydale Community Kitchen (14 Carrfield Lane). Starting 13 April.

## Basics
| | |
|---|---|
| Fiyat / price | **£25 per person** — includes all ingredients + a takeaway box |
| Max people | 10 (5 stations × 2, Janet says fire regs) |
| Room hire | £40 per session (Janet invoices monthly) |
| Payment | bank transfer or cash on the day |

## Menü rotasyonu
| Week | Menu | Notes |
|---|---|---|
| 1 | Mercimek çorbası + pilav | easy start, everyone succeeds |
| 2 | Börek & gözleme | need fresh yufka (order it on Thursday!) + make the gözleme dough on Friday night |
| 3 | Meze day — ezme, haydari, patlıcan salatası | lots of chopping, good for chatting |
| 4 | Mantı | slow!! only with a small group |
| 5 | İmam bayıldı + bulgur pilavı | |
| 6 | Mercimek köftesi + ayran | vegan week |
| Dec | Baklava special | still practising 🙈 |

## Equipment
Aprons (12), the big 20 L tencere, 3 oklava and the çaydanlık all live in the **grey crate in store cupboard B** (top shelf, labelled ELIF — Janet cleared it for me). Knives: bring my own, the kitchen ones are blunt. Keep the allergen boards seperate (purple = free-from).

## Paperwork
- Level 2 food hygiene certificate — mine runs out **December 2024**, renew before then!
- Public liability: covered by the kitchen's policy as a hirer (asked Janet), but keep a booking list every week.
- Allergen sheet printed for every session (sesame! nuts in baklava).

## Fikirler
- vegan week every 6th session
- maybe an iftar evening during Ramazan next year?
- a kids' session in the summer holidays (Deniz & Ayla as "assistants")
"""

NOTES["notes/kurs/fiyat-kararı-2025.md"] = """---
title: Fiyat kararı 2025
date: 2024-11-28
tags: [kurs, money, karar]
---

# Kurs fiyatı — 2025 kararı

Been putting this off since the summer. Did the sums properly tonight with the ledger.

**Karar: from the first class in January (11 Jan 2025) the price goes from £25 to £30 per person.**

## Neden?
1. Oda kirası artıyor — Janet's email: £40 → £45 per session from January.
2. Baharat ve yağ: Mehmet Bey's pul biber went up a lot in October, and the olive oil situation is a mess since the customs charge (buying locally for now, which is dearer per litre and not as good).
3. Honestly: after ingredients, room hire and the takeaway boxes I was making about £90 a session for 3.5 hours + shopping + prep + washing aprons. Aslında neredeyse bedavaya çalışıyordum. Tom said so months ago and he was right (don't tell him).

## Ne değişmiyor
- still max 10 people
- takeaway box stays included
- people who already booked a January place at £25 keep £25 (only 3 people)

## Duyuru
- [x] tell the WhatsApp group of regulars
- [x] update the flyer (ChatGPT helped rewrite it)
- [ ] update the booking form text
"""

NOTES["notes/kurs/tarif-mercimek-çorbası.md"] = """# Mercimek çorbası (kurs versiyonu)

*For 10 people (5 stations) — scale ×1.5 for the big tencere.*

## Malzemeler
- 500 g kırmızı mercimek (red split lentils), washed until the water runs clear
- 2 onions, 2 carrots, 1 potato (the potato is Annem's trick — makes it velvety)
- 2 tbsp tomato paste + 1 tbsp biber salçası
- 3 L water
- salt, black pepper, kimyon

## To finish (the important bit)
- 60 g butter, melted until foaming
- 1 tbsp pul biber + 1 tsp dried mint stirred into the butter, poured over each bowl
- lemon wedges on the side

## Notlar
- **No stock cubes. Ever.** I know every English recipe says "add a vegetable stock cube" — bulyon tableti çorbayı tuzlu ve yapay yapıyor, it all ends up tasting like crisps. Water + good butter + proper pul biber is enough, and people always ask why mine tastes "cleaner".
- Blend it fully smooth (stick blender, in the pot). No lumps, this isn't an English soup 😄
- If too thick the next day, loosen with hot water, not milk. Reheat slowly or it catches on the bottom and you recieve complaints.
- Vegan version: olive oil instead of butter for the finish.
"""

NOTES["notes/kurs/menemen-ve-kahvaltı.md"] = """---
title: Menemen & Turkish breakfast class
tags: [kurs, tarif]
---
# Menemen ve kahvaltı sofrası

Plan for a "Turkish breakfast" special (maybe a summer Saturday).

## Menemen (4 kişilik)
- 4 sivri biber (or 2 green bell peppers if the shop has no sivri)
- 5 ripe tomatoes, grated or finely chopped, skin off
- 4–5 eggs
- butter + a splash of olive oil, salt, pul biber

Peppers first in butter until soft, tomatoes in and cook down until jammy, then the eggs — stir gently, stop while still a bit soft.

### Soğanlı mı, soğansız mı?
The eternal family war. My answer: **soğansız**. Onion makes it watery and sweet and it turns into a tomato-and-egg stew. Zeynep and Babam put onions in, Annem and I don't. In the class I'll teach it without onion and just mention that half of Turkey disagrees with me.

## Kahvaltı sofrası shopping list
- beyaz peynir, kaşar, zeytin (black Gemlik + green)
- domates, salatalık, maydanoz
- bal + kaymak (clotted cream works!)
- simit — Hasan Bey gets them frozen on Fridays
- çay: Rize, brewed in the çaydanlık, served in ince belli glasses

- [ ] check if the community kitchen has enough small plates
- [ ] price it up (more expensive than a normal week — cheese!)
"""

NOTES["notes/kurs/baklava-denemeleri.md"] = """# Baklava denemeleri (practice log)

Practising for the December special.

| Tarih | Yufka | Result | What went wrong |
|---|---|---|---|
| 2024-10-06 | shop filo (supermarket) | edible, too thick | filo too thick, 30 layers was not enough |
| 2024-10-20 | proper baklava yufkası (Hasan Bey ordered it in) | much better | bottom soggy — şerbet temperature wrong!! |
| 2024-11-03 | same | crisp, Tom ate half the tray | ✔ |
| 2024-11-17 | same + Antep fıstığı from Mehmet Bey | best one yet | a bit too sweet, use less sugar in the şerbet |

Şerbet: 2 cups sugar, 1.5 cups water, a few drops of lemon juice, boil 10 min.
The temperature rule I always forget — I asked it in my quick questions thing, look it up there before the class.

Butter: clarified, brush every 2nd sheet in class (every sheet at home).
Cutting: cut BEFORE baking, all the way through.
"""

NOTES["notes/kurs/ingredient-suppliers.md"] = """---
updated: 2024-09-10
tags: [kurs, suppliers, tedarikçi]
---
# Tedarikçiler / suppliers

| Ne | Kim | Contact | Price (last) | Notes |
|---|---|---|---|---|
| Pul biber (Maraş), isot, sumak, Antep fıstığı | Antep Baharat Evi, Gaziantep — Mehmet Kaya | siparis@antepbaharatevi.example | pul biber ₺320/kg (Apr 2024) | ships to the UK, ~10 days; he declares everything properly now |
| Olive oil, 5 L tins | Ayvalık Zeytin Atölyesi — Ayşe Demirtaş | ayse@ayvalikzeytin.example | ₺1.450 per 5 L tin | **PAUSED (Sept 2024)** — last parcel got a £38.60 customs/handling charge |
| Fresh yufka, baklava yufkası, simit, herbs, olive oil (stop-gap) | Anatolia Food Centre, London Road — Hasan Bey | pop in, or text him | yufka £2.40 | fresh yufka arrives **Thursdays**, gone by Saturday; ask him to keep 6 packs back |
| Beyaz peynir, kaşar | Hasan Bey or the Polish shop (cheaper feta-style) | | | |
| Lamb mince | the butcher on Abbeydale Rd | | | order Fri for Sat |

## Notes
- Mehmet Bey is lovely but slow on e-mail — WhatsApp works better.
- Ayşe Hanım's oil is in a different league from the supermarket stuff. If she ever sorts out a UK route, think again.
- Hasan Bey's own-brand tins are OK for cooking, not for the salad.
"""

NOTES["notes/home/boiler-and-house-log.md"] = """# House log — 18 Kingfield Grove

Things that broke, who fixed them, what it cost. (Started this after the gutter saga.)

## 2024
- **Feb** — gutter over the back door overflowing. Tom went up the ladder (never again). Sorted with a £6 gutter brush thing.
- **Apr** — bathroom extractor fan died. Tom replaced it, £34.
- **Jun** — side gate latch. Still wonky.
- **18 Nov** — boiler: no hot water at all, heating fine. Pressure was OK (1.3), so not the usual thing. Margaret next door recommended her plumber.
  - **20 Nov** — Dave Turner (Turner Heating & Plumbing) came first thing, said the diverter valve had gone, had the part in his van, done by lunch. Really nice, explained everything to Deniz who was off sick and wanted to watch.
  - Invoice came by email the next day — the boiler model & serial number are on it, keep that email!
  - He said it's overdue a proper service → ring him in the new year to book.
- **Dec** — loft hatch draught excluder. Done.

## 2025
- **Jan** — booked the boiler service on the phone (it's in the house calendar).
- **Feb** — damp patch on Ayla's bedroom ceiling after the storm — watch it. If it grows, get a roofer (ask Margaret again?).

## Useful
- Water meter: under the little cover on the drive by the gate
- Fuse box: cupboard under the stairs
- Stopcock etc.: it's all on the house-sitter sheet
"""

NOTES["notes/home/izmir-trip-2024.md"] = """---
trip: İzmir yaz 2024
dates: 28 Jul – 18 Aug
tags: [travel, izmir, family]
---
# İzmir 2024 ✈️

Flights booked 14 May with SkyAnadolu, via İstanbul (cheapest by £300 — we'll see...). Booking ref + times are in the SkyAnadolu confirmation email, don't print it, the app has it.

House-sitting: Hannah (she said yes 🙏). Leave the sheet on the fridge.

## Before we go
- [x] check passports — all valid (Ayla's runs out next year, must do it when we're back)
- [x] Biscuit & Pamuk — Hannah
- [x] tell Janet no classes 3 & 17 Aug
- [x] online check-in
- [ ] change £ → TL? (no, just use the card, rate is better)
- [x] pick up Annem's knee support + the Voltarol Zeynep asked for
- [x] Yorkshire Tea ×6 for Babam (he's obsessed)

## Hediyeler
| Kime | Ne |
|---|---|
| Annem | soft scarf, Voltarol, knee support |
| Babam | Yorkshire Tea, a Sheffield mug (Babam supports Göztepe, he'll still use it) |
| Zeynep | Lush stuff + the mug she liked |
| Kerem | Wensleydale + Henderson's Relish |
| kids (Ece & Can) | Lego, Sheffield t-shirts |

## Plan
- Week 1 Bornova with Annem & Babam
- 4 nights Alaçatı (Zeynep is looking for a stone house to rent for all of us)
- Week 3 Karşıyaka, Zeynep's, beach days at Foça
"""

NOTES["notes/home/annemin-ziyareti-2025.md"] = """---
title: Annemin ziyareti — Nisan 2025
created: 2025-02-02
tags: [annem, family, visit]
---
# Annem geliyor! 🇹🇷➡️🇬🇧

First time since the operation. Babam isn't coming (balcony work + he won't sit on a plane for four hours, "dizlerim değil ama sabrım yok").

- **Geliş: 3 Nisan Perşembe**, İstanbul aktarmalı, Manchester'a 15:10 civarı iniş
- Dönüş: ~1 Mayıs
- 4 weeks!

## Ev hazırlığı
- [ ] Annem can't do our stairs well yet → sofa bed in the dining room + the downstairs loo. Buy a proper mattress topper.
- [ ] grab rail next to the loo (Tom)
- [ ] Turkish channels on the TV (ask Kerem which app)
- [ ] her favourite: Ülker çikolatalı gofret — Hasan Bey
- [x] tell work I want the Friday off after she lands

## Gezilecek yerler (flat, not too much walking)
- Bakewell (pudding + the river)
- Chatsworth — they hire out wheelchairs/scooters
- Botanical Gardens (5 min in the car)
- a kurs Saturday — she wants to "inspect" my class 😂

## Notes
- tried planning the day trips with the AI thing, saved it
- check if she needs travel insurance that covers the knee
"""

NOTES["notes/work/cpd-log.md"] = """---
title: CPD log 2024–25
tags: [work, cpd, rvn]
---
# CPD log (RVN)

Keep this up to date!! Last year I had to reconstruct everything in March from e-mails.

| Date | What | Type | Hours | Reflection done? |
|---|---|---|---|---|
| 2024-04-17 | Fluid therapy in cats — webinar | online | 1.5 | ✔ |
| 2024-06-05 | Dental radiography — in-house with Owen | practical | 2 | ✔ |
| 2024-09-12 | Anaesthesia monitoring workshop, Leeds (capnography, BP, the new multiparameter monitors) | practical, external | 6.5 | ✔ |
| 2024-11-06 | Feline hyperthyroidism update (very relevant, Pamuk!) | webinar | 1 | ✔ |
| 2025-01-22 | Journal club — NSAIDs & CKD in older dogs | reading | 1.5 | ✘ write it up |
| 2025-02-19 | Controlled drugs refresher (Priya) | in-house | 1 | ✘ |

**Total so far: 13.5 h**

Notes:
- the Leeds day was the most useful thing I've done in years. Becky drove. Certificate is in the drawer at work.
- registration renewal is in my work calendar — don't let it slide like last year.
"""

NOTES["notes/work/rota-notes.md"] = """# Rota notes (Moorfoot)

*April 2024*

My current pattern:
- Mon — early 7:30–15:30
- Tue — **late 12:00–20:00**
- Wed — early
- Thu — off
- Fri — early
- one Saturday morning in four (surgery clinic, 8:30–12:30) — but never on kurs Saturdays, Gillian knows

## What I want (for the next rota conversation)
I much prefer earlies. I can do school pick-up two days out of three, I'm sharper in the morning, and after 8pm I'm honestly useless on the anaesthetic monitor. One late a week is fine, two is not.
Avoid Saturday mornings on class weeks — I'd definately rather do an extra late than lose a kurs Saturday.
Would swap Thursday off for Wednesday off if swimming stays on Wednesdays.

## Swap etiquette
- Becky is always happy to swap lates for earlies (she's a night owl)
- write every swap in the book in the office AND tell Gillian by e-mail
"""

NOTES["notes/kids/school-stuff.md"] = """---
updated: 2024-09-10
tags: [kids, school, okul]
---
# School stuff 2024–25

Brincliffe Edge Primary — office 0114 496 0731. Absence line: press 1.

## Deniz — Year 5
- Teacher: **Mr Haddad** (Kestrel class). Strict about reading records, very kind. Deniz adores him already.
- TA: Mrs Doyle (mornings)
- PE: Tuesday + Thursday (kit in on Monday)
- Residential to Castleton in the autumn — letter came in July, need to pay.

## Ayla — Year 2
- Teacher: Miss Quinn (Robin class)
- PE: Wednesday
- Phonics: passed in Y1 🎉

## Swimming
Both kids Wednesdays 17:00 at Millhouses Leisure Centre, Stage 4 (Deniz) & Stage 2 (Ayla). Bags: goggles, 2 towels, £1 for the locker.

## Clubs — ballet or judo for Ayla?
- Ballet: Mondays 16:15 in the school hall, £6.50/session, she liked the dresses
- Judo: Thursdays 16:00 at the leisure centre dojo, £4/session + £25 licence. She loved the taster and wouldn't stop flipping Deniz.

**Decided 10 Sept (with Tom + Ayla): judo.** Cheaper, Thursday works with my day off, and she chose it herself when the coach let her throw him. Ballet maybe later.

## Dates
- Harvest festival 4 Oct
- Parents' evening — spring, dates TBC
"""

NOTES["notes/gifts-and-ideas.md"] = """# Gifts & ideas (hediye listesi)

## Tom — birthday 14 Sept
- [x] 2024: the walking boots he kept looking at + Peak District pub lunch
- ideas: bread-making course? new bike lights, football season ticket (too £££)

## Deniz (b'day 3 Feb)
- Lego Technic, the new Wimpy Kid book, football boots size 4

## Ayla (b'day 22 Jul — in Izmir this year, party there!)
- art stuff, a proper kit bag for her club, "a real cat of my own" (no.)

## Annem
- soft slippers with grip (after the knee op), a big-print Turkish crossword book

## Zeynep
- she wants nothing (lies) → Lush, good tea

## Me (for when Tom asks and then buys a candle anyway)
- Please NO scented candles, NO jewellery, NO kitchen gadgets (I have everything, I run a cooking class!!)
- What I'd actually love: a wheel-throwing pottery class (the four-week one at Kelham Island) — or any day out doing something with my hands that isn't cooking. Experiences > things.
- second choice: a massage / spa half-day on my own
- my birthday is 7 May, Tom, in case you're reading this 😇
"""

NOTES["notes/journal/2024-06-09-uzun-pazar.md"] = """---
date: 2024-06-09
tags: [journal, uzun]
mood: tired but ok
---

# Pazar, 9 Haziran — uzun bir yazı

Tom took the kids to the Botanical Gardens so I have the house to myself for the first time in about three weeks, and instead of napping like a sensible person I'm writing. Biscuit is asleep on my feet, Pamuk is on the windowsill judging the pigeons. Let's see where this goes.

## İş

Work has been relentless. We're a nurse down since Lucy went on maternity leave and the locum agency keeps sending people who have never seen our anaesthetic machine. On Tuesday I did a late that finished at 21:15 because a Labrador with a GDV came in at 19:40 — Owen and Hana were both in theatre and I was running the monitoring, fluids, the lot. He made it. I drove home shaking a bit, ate cold pilav standing up at the fridge, and Tom said "you look like you've been in a fight", which, fair.

Hana (the new vet, Czech, brilliant, terrifying handwriting) asked me if I'd thought about doing the advanced anaesthesia certificate. I have, many times, usually at 2am. It's a lot of money and a lot of evenings, and the evenings are already spoken for — kids, kurs prep, Annem on the phone. Maybe next year. Gillian mentioned there's a monitoring workshop in the autumn that the practice might fund, which would at least be a taste.

Becky's wedding is in August and I'm going to miss it because we'll be in Izmir. I feel bad. I'll send something nice — she wants a proper Turkish coffee set, she's been on about it since I made her one in the staff room.

## Kurs

The Saturday class is the best thing I've done in years, I think. Seven the first week, and yesterday (the vegan mercimek köftesi week) we were full — ten people, including Raj from the committee and the retired couple, Graham and Pat, who have been to every single one. Sarah (the Swedish woman who works at the university) brought her teenage son, who pretended to be bored and then ate eleven köfte.

Next one is börek and gözleme on the 22nd, which scares me slightly because the yufka situation is unpredictable. Fresh yufka comes in on Thursdays and by Saturday it's all gone or dried out. I must remember to ask for packs to be kept aside. The gözleme dough I can make on Friday night.

Money-wise it's… fine? £25 a head, minus the room, minus the ingredients, minus the takeaway boxes. Tom keeps doing the maths at me and saying I'm basically paying to work. I keep telling him it's not about the money, which is exactly what someone who is losing money would say. I'll look at the ledger properly at the end of the year. Not now.

One thing I have to do before December: renew my Level 2 food hygiene. Janet asked for a copy of the certificate for the kitchen's file and I realised mine runs out in December. There are online ones for about £20. Put it in the calendar, Elif.

And the olive oil: Ayşe Hanım is sending two tins at the end of July for the autumn. Her oil is so much better than anything here — the class could taste the difference on meze week without me saying a word. Graham actually asked where to buy it.

## Annem

Zeynep e-mailed on Tuesday after Annem's appointment with the orthopaedic doctor, and it upset me more than I expected. I read it on my phone in the staff room between patients, which was a mistake. I need to reread it properly and call Zeynep, not just send hearts on WhatsApp. The short version is that it's surgery, in the autumn. Annem on the phone: "bir şeyim yok kızım, yaşlılık". Typical.

It's the distance that gets me. I chose this, I know. I met Tom in Manchester when I was doing my placement, I stayed, and I don't regret it — but every time something happens in Izmir I'm four hours and a layover away, and Zeynep carries everything. I owe her. When we're there in the summer I want to actually help, not just be the visiting daughter who gets fed.

Babam's balcony is leaking again (the neighbour upstairs, the drain, the usual). He'll try to fix it himself, he'll fall off something, and Annem will have two patients. Zeynep is on it.

## İzmir planning

Flights are booked — we went with the cheap one via Istanbul, it saved us £300, which felt like a lot of money at the time. We'll see if I still think so with a seven-year-old at Istanbul airport. Hannah has said yes to house-sitting, bless her. I need to write her a proper sheet: Pamuk's food, Biscuit's Metacam (1.4 ml, the old man's hips are worse in the damp), the wifi, the bins, all of it.

Ayla's birthday will be in Izmir this year. She's thrilled — "a birthday in Turkey with Ece!" — and already planning a cake with "real Turkish strawberries". Zeynep is going to do it in their garden in Karşıyaka.

Presents list for Izmir is in the trip note. Babam wants Yorkshire Tea. Of all the things in England. Six boxes.

## Kids

Deniz has discovered that if he answers me in English I can't really tell him off for not speaking Turkish, because I always answer back in English when I'm tired. He's ten, he's cleverer than me. We made a deal: Turkish at breakfast on weekends. It lasted one weekend. I'll try again in Izmir where he has no choice — once he's with his cousins he'll be fine, he always is, by the second week he dreams in Turkish (he told me that last year and I nearly cried).

Ayla is the opposite, she wants to speak Turkish all the time, she just doesn't know enough words, so she makes them up. "Anne, ben çok happy'yim." I love it.

Deniz's football has finished for the season. Ayla wants to try a club in September — she's been going on about ballet and about "the fighting one that Maisie does". We'll see. Not deciding now.

## Ev, bahçe

The tomatoes in the greenhouse are doing well, the courgettes are taking over the world as usual. Tom's basil on the windowsill is thriving and he talks to it. Side gate latch still broken. Gutter is fine since the February saga.

The boiler was making a funny noise again on Thursday morning but it went away. Tom says it's "just air". I'll believe him until it breaks.

## Bayram

Kurban Bayramı is next Sunday. We'll do a video call at lunchtime — Annem will cook as if we're all there, which makes me sad and hungry at the same time. I'll make baklava (shop yufka, cheating) and take some into work on Monday, and do a little dinner for the kids. Deniz wants to "do the hand thing" with Babam on the video, which will be chaos.

## Tom

Tom's team at the council has been "restructured" again, which means he has a new manager who sends emails at 11pm and a job title that nobody, including Tom, can explain to Babam. ("Sustainable transport something, baba." "Otobüs mü?" "Evet, otobüs.") He's fine, he says. He's not fine, he's been going out on the bike at 6am to "clear his head", which is his version of me writing this. We should go out, just the two of us, once before the summer. Pauline said she'd have the kids for a night in July. I'll hold her to it.

He's also taken over the garden, which means the garden now has a spreadsheet. I'm not even joking. Watering schedule, what was planted where, the date the first courgette flowered. I laughed at him and then I checked it to see when to pick the beans. Marriage.

## Bayram memories (because next week)

When I was Ayla's age, Bayram meant new shoes that hurt, the whole apartment block smelling of kavurma, and going round every single relative in Bornova and Karşıyaka to kiss hands and collect harçlık in our pockets. Zeynep always counted hers in the car and announced the total. I pretended not to care and counted mine in the toilet later. Babam would drive the old Murat 131 with all of us inside and Annem in the front with a tray of baklava on her knees, shouting at every bump.

My kids will never have that, or not in the same way. They'll have a video call and a little dinner and maybe a Bayram in Izmir now and then if the school holidays ever line up with it. I used to feel sad about that. Now I think they'll have something else — a mum who makes börek in a community kitchen in Sheffield with a retired couple from Dore and a Swedish academic, and grandparents who send lokum in the post. It's a different shape of the same thing.

## Money, briefly

The summer is expensive. Flights, presents, four weeks of not-quite-normal wages because I'm taking unpaid days on top of holiday. The class money goes into the Izmir pot, which makes me feel a bit better about the class money being so small. Tom has a savings target. Of course he does.

## Me

I'm 41 and I feel like I've finally found the shape of my life here, and also like I'm constantly apologising to two countries. Tom says that's just what it feels like to have a family in both places, and that I should stop trying to make it feel like one place. He's right again. Twice in one note, he must never read this.

Things I want this summer:
- actually rest for a week (Alaçatı, if Zeynep finds a house)
- swim in the sea every day
- eat boyoz and gevrek on the Kordon with Babam
- learn Annem's mantı properly, with the pinch she does, not my clumsy version
- come back with a plan for the autumn classes

Okay. Biscuit needs his walk and the kids are back, I can hear Ayla from the road. Enough.
"""

NOTES["notes/journal/2024-10-27-half-term-thoughts.md"] = """---
date: 2024-10-27
tags: [journal, half-term, izmir, karar]
---

# Half-term, Pazar gecesi — catching up on everything

Clocks went back last night and the kids got up at 5:45 "because it's nearly seven really". It's been a long day. Tom's asleep on the sofa with the rugby on, so this is my quiet hour. I haven't written properly since June and so much has happened, so this will be long.

## Yaz — İzmir (finally writing it down)

### The journey (never again)
We did the cheap flights via Istanbul and it was a disaster from start to finish. The 06:10 from Manchester meant leaving the house at 3am. Then the connection: five hours at Istanbul airport, which became nearly seven when the İzmir flight was delayed. Ayla was sick on the second plane. Deniz's bag went to Antalya (?!) and turned up two days later. We arrived at Annem's after 9pm, all of us grey.

So, for the record, for future me who will look at the prices and be tempted again: **with the kids, direct flights only.** Manchester–İzmir direct, even if it's £80–100 more each — the £300 we "saved" we spent on airport food, a taxi and a lost day. Direct is worth every penny. I'd even drive to Stansted for a direct one rather than do a layover with two kids again. (Tom agrees, for once without any negotiation.)

### Bornova
The first week at Annem and Babam's. The flat is on the third floor, no lift, and Annem stops on every landing and pretends she's looking at the neighbours' plants. Babam carries everything and says nothing. I cooked most days so Annem could sit, and she let me, which tells you everything.

We talked about the operation properly, the four of us plus Zeynep and Kerem, around the kitchen table with çay. Annem finally agreed. The date is now set for November. She's going to stay at Zeynep's for a couple of months afterwards. Annem cried a bit, then told me off for salting the pilav too early.

### Alaçatı
Four nights in Alaçatı, the best part of the whole summer. Zeynep found us a little old stone house with blue shutters on Kemalpaşa Caddesi, right next to a bakery called Köşe Fırın — the smell of bread at 6am, I want to live there. Two bedrooms upstairs, a courtyard with a fig tree and a long table where we ate every evening, all nine of us squeezed round. The kids ran around the cobbled streets with their cousins until eleven every night. I swam every morning at the public beach before anyone else was up. I finally did what I wrote in June: rest for a week. Well, four days. Close enough.

### Karşıyaka, Foça
Last week at Zeynep's, beach days at Foça, Babam's Göztepe match with Tom (they lost, Tom now thinks he's a Göztepe fan, Babam is delighted). Ayla's birthday in Zeynep's garden with a strawberry cake, exactly as planned. And I learned Annem's mantı with the pinch. I'm still slower than her by a factor of ten.

## The big decision: Christmas

Tom and I talked about it last night after the kids were in bed and we've decided: **Christmas here in Sheffield this year.** No Izmir in December. Annem won't be able to travel or host after the operation, flights at Christmas are silly money, and we've just spent a fortune in the summer. Tom's mum Pauline will come up from Derby on the 23rd and stay till the 27th. We'll do Izmir properly again next summer (three weeks!) and Annem will come to us in the spring once her knee has healed — that's the plan I want to hold on to.

I feel guilty, obviously. Noel isn't our holiday, but it's the holiday the kids have, and Annem always sends the tin of lokum with a card because she knows they like it. I'll call on Christmas morning.

## Deniz — Castleton
Deniz came back from the Year 5 residential smelling of caves and wet socks, completely exhausted and happy. He did the caving at Peak Cavern, a gorge walk, and a night walk where "one of the instructors told a ghost story and Archie cried". He lost one glove and gained a best friend (Yusuf). Worth every penny. Ayla is already asking when she can go.

## Pamuk, Biscuit
Pamuk's recheck bloods are due in a few weeks. She's eating well and she's stopped yowling at 4am, so fingers crossed. Biscuit has had a good autumn, although he's slowing on walks. Still 20 minutes max.

## Kurs
Numbers are good: we've had 8–10 people since September, and yesterday was a full meze day with ten people, in half-term, with two kids helping. Sarah and her son came back. Graham and Pat brought me a Christmas cake recipe in exchange for the haydari.

Mehmet Bey's October parcel arrived on Friday — the pul biber is gorgeous and the fıstık for the baklava is exactly right.

Prices: his pul biber went up a lot this time — bad harvest. Plus the room hire is probably going up in January (Janet hinted). I really must sit down with the ledger. November job.

The olive oil: since the customs mess I've been buying tins on London Road. It's fine for cooking. The salad isn't the same, and I notice it every time.

Baklava practice: two trays so far. The last one was nearly crisp. The December special is on.

Food hygiene renewal — booked the online course for 5 December. Don't forget.

## İş
Gillian dropped a hint at the staff meeting that she "won't be doing this forever", which everyone took to mean retirement next year. She's been practice manager for 23 years. Whoever comes next will change everything and I'm nervous. She's the reason the rota has always worked around my kurs Saturdays.

The workshop in September was brilliant — Becky and I came back full of ideas and Owen has already let us change the anaesthetic monitoring sheet. The new monitors arrived this month.

## Little summer things I don't want to forget

- Babam and me on the Kordon at sunset with boyoz and çay, not talking much, watching the ferries. He held my hand like I was eight. I nearly cried into my tea.
- Deniz speaking Turkish to his cousins by the end of the first week, without noticing. On the last night he argued with Can about football entirely in Turkish and then turned to me and said "what?" in English when I smiled.
- Ayla asking Annem to teach her "the real way" to roll sarma and then getting bored after three. Annem did the rest and told everyone Ayla made them.
- Tom learning to say "elinize sağlık" after every meal and saying it so proudly that Annem started cooking extra just to hear it.
- Kerem's barbecue, the neighbours' cat that adopted the kids, the power cut on the hottest night, the watermelon at 1am.
- Annem at the window when we left for the airport. She always stays at the window until the car turns the corner.

The flight home was direct to Istanbul and then a short connection, and it was fine, but by then it didn't matter — I'd already decided.

## Coming back

Hannah had kept the house immaculate (cleaner than we left it, honestly), Biscuit had put on half a kilo, and Pamuk punished us by sitting with her back to us for two days. Hannah refused any money so we gave her the Turkish delight, a bag of pul biber and a very good bottle of wine. She's asked if she can do it again next year. Yes.

Work in September was a shock to the system. Gillian had kept my Saturdays clear for the kurs restart, and the new monitors were arriving, and Lucy's maternity cover was leaving, so the first two weeks were chaos in a familiar way. I did three lates in one week because of swaps and swore never again.

## On Annem's operation

The operation is soon. I've booked nothing, because Zeynep says there's no point me flying out for the op itself — she'll be there, Kerem will take Babam, and I'll be more use later. I know she's right. It still feels wrong to be here, making lunch boxes, when my mother is going under anaesthetic. I know exactly what happens in a theatre, that's the problem. I know the monitors and the fluids and the recovery. I'll be useless at work that day.

I've asked Zeynep to message the family group the moment she hears anything. Tom has already said he'll take the kids to school that morning so I can stare at my phone in peace.

## Garden, autumn

The courgettes finally gave up. Tom's spreadsheet says we harvested 31 of them, which explains a lot about our summer dinners. The tomatoes were great, the beans rubbish. Tom wants raised beds next year. I want a fig tree like the one in Alaçatı, which will die in Sheffield, but I want it anyway.

## Other
- Margaret next door had a fall, she's OK. I'll take her some soup this week.
- Deniz has started asking about secondary schools because his friends are. Not yet, canım.
- Need to book the kids' winter shoes. Feet grow in half-term, it's a law.

Okay. Tom is snoring. Bed.
"""

NOTES["notes/journal/2025-02-22-winter-brain-dump.md"] = """---
date: 2025-02-22
tags: [journal, brain-dump]
---

# Winter brain dump — Cumartesi gecesi

Meze class this morning (ten people, Sarah's gluten-free plate worked, the haydari ran out in fifteen minutes), then Deniz's friend's party, then the big shop, and now everyone's asleep and my head is too full to sleep. Writing it all out.

## Work — big changes
Gillian told us officially before Christmas: she's retiring at the end of March. 23 years. There was cake and some crying (me, obviously, and surprisingly Owen). The new practice manager is Marcus Ellery — he came in on Wednesday to shadow for a day. He's coming from a practice in Doncaster where he was deputy PM, early forties, very organised, has a spreadsheet for everything, asked me three questions about how the kurs Saturdays fit with the rota, which was either thoughtful or ominous. He starts properly in April. I'll reserve judgement. Becky has already decided she likes him because he brought good biscuits.

The new rota started at the beginning of the month. Honestly it's fine. Tom does the after-school run on my late day, which means he finally sees what the parents at the gate are like. I'm more tired by the end of the week, but it's February, everyone is.

Biscuit's bloods in January: his kidney values are borderline, so Owen lowered his Metacam dose and we recheck in April. He's still eating like a horse so I'm not panicking. I'm a vet nurse; I'm panicking a little bit.

CPD: I'm behind on writing up reflections again. I know, I know.

## Kurs
The new price has been completely fine — I was so nervous and nobody has said a word. January and February classes have been full or nearly full. I think people actually trust it more when it's not cheap? Tom is insufferable about being right.

İftar supper in March — this is the big one. Thirty seats, the main hall plus the kitchen, Janet gave us the room for free because it's a community event. Raj and his daughter, Mo, and two of my regulars are helping. I need a final menu. Mercimek, definitely. Something with rice. Güllaç if I can get the sheets. Hasan Bey says he can order them.

The sumak: still nothing from Mehmet Bey. The October parcel came without it, he promised it would come with my next order, and I haven't placed a next order because I had enough pul biber… so it's sort of my fault? But it's been four months. I'm down to the last scraps and I've been borrowing from London Road (not the same, it's more salt than sumak). I need to either order or chase him — or both. I put it in the class calendar as a to-do, and then I ignored the to-do. Classic.

## Annem
Annem is coming in April for four weeks, first time since the operation. Her flight changed last week (Zeynep e-mailed all the details) — it's a week later than we'd planned, which actually helps with getting the house ready. She's walking well now, a stick outside, nothing at home. The physio in Izmir is strict and Annem is scared of her, which is perfect. I want to take her to Chatsworth and to the Botanical Gardens and to my class, where she will correct my mantı in front of everyone.

Dining room → bedroom conversion: sofa bed ordered, grab rail still to buy. The damp patch on Ayla's ceiling hasn't grown since the storm, so the roofer can wait.

## Kids
Deniz turned 11 on the 3rd. Laser tag party, eight boys, I have aged. He's asking about secondary schools now — his friends' parents are all talking about it, the applications are next autumn. We'll go to open evenings in September. Parents' evening is coming up in March; the school will send the date.

Ayla is reading everything, including the back of the cereal box in Turkish (a box from London Road). She has decided she's going to be a vet. Or a footballer. Or a baker in Alaçatı. All valid.

## Me
41 for a couple more months. I keep thinking about the anaesthesia certificate again — the Leeds day last year reminded me how much I like the technical side. Maybe when Annem has gone home I'll look at the autumn intake. Or next year. The usual.

I've also been thinking about the class properly as a thing, not a hobby — a summer kids' session, a second weekday evening group maybe. Janet is keen. Tom is keen in the way that means he'll do the spreadsheet. I'm keen on a nap.

The Zeynep thing: we talked on Sunday for two hours, just us, no kids, no parents. She's exhausted. Kerem's work is unsettled. She has been carrying Annem and Babam for a year on her own, and I keep saying "I'll help when I'm there" — I need to do more from here. Sending money isn't the help she wants; she wants me to call Annem every day so she doesn't have to be the one who always knows everything. That I can do.

Babam's balcony saga continues — I've stopped asking, Babam posts the updates in the family group.

## Work stories (so I remember that it's not all rota politics)

This week: a house rabbit with overgrown molars who bit Owen, a kitten who'd eaten a hair bobble (came out the natural way, after a day of everybody staring at the litter tray), and the elderly Westie whose owner brings us homemade flapjack every time he comes in for his bloods. And the lily cat on Tuesday — the owner brought the flowers in with her so we could see, bless her, and the cat is fine because she came in within the hour. I did the fluids and the kidney monitoring and I was proud of us.

Hana is leaving in the summer to go back to Brno. I'm gutted, she's the best anaesthetist I've worked with and she taught me more in a year than three courses. She says I should do the certificate. Everyone says I should do the certificate.

## Pamuk & the house

Pamuk's last thyroid check was good, she's put weight back on and is back to being a smug little loaf on the radiator shelf. Biscuit has decided he hates the new neighbour's van and barks at it every morning at 7:10, so we don't need an alarm clock any more.

The house in general: the damp patch, the side gate (still!), and the kitchen tap that drips. Tom says he'll do the tap. Tom said that in November.

## Money & the summer

We sat down with Tom's spreadsheet last Sunday. If the class keeps going like this and we're careful until June, we can do three weeks in Izmir again without touching the savings. We haven't booked yet — prices are silly this early — but Tom has alerts on everything. Kerem has promised to find us somewhere by the sea again for a few nights. The kids are already arguing about who gets the top bunk in a house that doesn't exist yet.

## Language at home

Deniz has started using Turkish as a secret code with Ayla when they don't want Tom to understand, which is hilarious and also the most Turkish they've spoken in months. Tom has retaliated by learning "ne yapıyorsunuz?" ("what are you doing?") and saying it in a terrible accent from the other room. It works. They're scandalised.

I want them to have both languages properly, not just the kitchen words. Annem's visit will help; she refuses to speak English, apart from "thank you" and "very nice", which she says to everyone including the cat.

## Ramazan

Ramazan starts at the beginning of March. I'm not fasting this year — I can't do a late shift and a theatre list on no water, I tried two years ago and nearly fainted on a spay — but I want the kids to feel it: the iftar table, the dates, the waiting for the sunset. The community supper will help. Annem will call at sahur every morning whether I'm fasting or not.

## The kitchen people

Janet is the engine of that whole place and I don't think the committee knows it. She does the bookings, the rotas for the lunch club, the laundry, the grant forms, and she still had time on Thursday to sit with me for half an hour and talk through the iftar (tables in a long line, not rounds — "people talk more in a line", she says, and she's right). Raj is the opposite of Janet: no lists, all enthusiasm, turns up with a pressure washer nobody asked for. Mo has found her blue pot (it was in the youth club cupboard, of course). Graham and Pat have asked if they can bring their grandson to a kids' session if I ever do one. That's three kids already, without even advertising. Maybe the summer kids' session is actually happening.

## Lists, because my brain
- grab rail (Tom)
- güllaç sheets — Hasan Bey
- sumak — Mehmet Bey!!
- CPD reflections ×2
- Marcus: send him the kurs Saturday dates so he doesn't book me
- parents' evening — book the slot when it opens
- Annem: travel insurance
"""

# ------------------------------------------------------------------ txt
NOTES["house/house-sitter-sheet.txt"] = """HOUSE-SITTER SHEET - 18 Kingfield Grove
(for Hannah, 27 July - 18 Aug 2024)   Thank you thank you thank you!!

OUR NUMBERS
  Elif  07700 900118 (WhatsApp works in Turkey)
  Tom   07700 900562
  Margaret next door (no. 20) has a spare key too - 0114 496 0218

WI-FI
  Network:  CarterYildiz_5G
  Password: PamukBiscuit27
  (if it drops, the router is behind the TV - off, count to 30, on)

PAMUK (cat, white, grumpy)
  - 1/2 pouch wet food morning + evening, biscuits in the blue bowl (top up, don't fill)
  - she will pretend she hasn't been fed. She has.
  - water fountain: refill every 2 days
  - if she doesn't eat for 24h, ring the vet (she's a drama queen, but still)

BISCUIT (greyhound, old man)
  - breakfast 7-8am: 1 scoop kibble + a spoon of wet
  - Metacam (meloxicam) 1.4 ml on his breakfast, every day - syringe in the cupboard above the kettle, NOT the fridge
  - walks: 20 mins morning, 20 mins evening. He won't go out in rain - that's fine.
  - he's allowed on the sofa (with the blanket)

VET
  Moorfoot Veterinary Practice, 211 Ecclesall Road - 0114 496 0400
  Out of hours: 0114 496 0999
  (I work there - say you're looking after Elif's animals and they'll sort you out)

BINS
  Collection TUESDAY morning - put them out Monday night.
  Black bin fortnightly (due 30 July & 13 Aug), blue bin 6 Aug.

WATER / EMERGENCIES
  Stopcock: in the cellar, on the left of the gas meter, behind the paint tins (red lever, turn clockwise to close)
  Boiler: if the pressure drops below 1 bar, the how-to sheet is on the side of the fridge
  Fuse box: cupboard under the stairs

PLANTS
  Tomatoes in the greenhouse - water every evening if it hasn't rained
  Basil on the kitchen windowsill - Tom's pride and joy, don't let it die

Help yourself to anything in the fridge/freezer. There's kofte in the freezer (bottom drawer) and mercimek corbasi.
"""

NOTES["house/boiler-pressure-howto.txt"] = """HOW TO TOP UP THE BOILER PRESSURE (repressurise)
-- a copy is stuck on the side of the fridge --

When: the gauge on the front of the boiler is below 1 bar (needle in the red), or the display shows the low-pressure fault and there's no heating/hot water.

The boiler is in the kitchen cupboard to the left of the oven.

1. Turn the heating off at the boiler (power button) and let it cool for 10 mins.
2. Underneath the boiler there's a silver braided hose (the "filling loop") with a small tap/lever at each end.
3. Open the first tap a quarter turn, then SLOWLY open the second. You'll hear water hissing in.
4. Watch the gauge. Stop when it reaches 1.2-1.5 bar. Do NOT go above 2.
5. Close both taps firmly (both levers across the pipe).
6. Turn the boiler back on. Press reset if it still shows the fault.
7. If it drops again within a couple of days there's a leak somewhere (or the expansion vessel) - call the plumber, the number's on the fridge magnet.

Bleeding radiators makes the pressure drop too, so check the gauge after doing that.

Written by Tom, Jan 2024, after the third time. The thermostat app login is on Tom's phone (wifi thermostat).
"""

NOTES["kurs/kitchen-closing-checklist.txt"] = """ABBEYDALE COMMUNITY KITCHEN - CLOSING UP (Saturday hirers)
Janet's sheet, copied out by Elif, April 2024

GETTING IN
 - Key safe: on the wall to the LEFT of the side door (Carrfield Lane side), behind the green food-waste bin
 - Code: 2741   (scramble the numbers after closing it!)
 - Alarm panel is inside the side door on the right: you have 30 seconds.

BEFORE YOU LEAVE (by 13:30 - youth group is in at 14:00)
 [ ] all hobs & ovens off at the wall isolator (red switch by the fire door)
 [ ] dishwasher emptied and door left open
 [ ] fridges: label & date anything you leave, hirers' shelf only
 [ ] floors swept, mopped if anything was spilled
 [ ] bins emptied into the big bins in the yard (food waste = green)
 [ ] tea towels into the laundry bag (Janet washes them)
 [ ] windows shut, back door bolted
 [ ] lights off, set alarm, lock side door, key back in the safe, scramble the code

IF THE ALARM GOES OFF / SOMETHING'S WRONG
 - Alarm keyholder: Trevor Bramall - 07700 900431 (lives round the corner, very patient)
 - Janet (bookings): 07700 900650
 - Gas smell: phone the emergency number on the meter cupboard door, then Janet
"""
