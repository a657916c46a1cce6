# -*- coding: utf-8 -*-
"""Short/structured Markdown notes and the three plain-text files."""

NOTES = {}

NOTES["notes/2025-01-03_plany_na_rik.md"] = """---
title: Плани на 2025
date: 2025-01-03
tags: [goals, plans, mama]
---
# Плани на 2025 / plans for the year

Not resolutions. Just the list, so I stop carrying it around in my head at 3 a.m.

## Big three
1. **Мама → Kraków.** Before autumn. Іра agrees, mama "thinks about it" (which from her is already half a yes).
2. **Egzamin na tłumacza przysięgłego.** Register by March, sit it in autumn. Which language pair — still not sure, decide by Feb.
3. **Stall.** Second season at the Saturday market on Zabłocie. Goal: it pays for itself and part of mama's rent.

## Money
- [ ] buffer: 3 months of my costs + first 2 months of a flat for mama
- [ ] stop undercharging agencies (LinguaBridge rate hasn't moved since 2023!!)
- [ ] ask the księgowa if ryczałt still makes sense with the stall income
- [x] renew Pyrizhok's insurance
- [ ] dentist (since August, Олено, серйозно)

## Small things
- [ ] winter boots for market Saturdays — my feet were ice in November
- [ ] say NO to rush jobs on Fridays (Friday = baking day, full stop)
- [ ] back up the laptop, the TM files especially

Мамі не казати "до осені" — почне панікувати. Small steps. Спочатку квартира, потім все інше.
"""

NOTES["market/stall_setup.md"] = """---
title: Stall setup — Targ Sobotni Zabłocie
created: 2025-02-16
updated: 2025-03-02
tags: [market, stall, equipment]
---
# Stall setup (sezon 2025)

Stoisko **B7** (przydział from Karolina, see her February e-mail). It's the corner by the passage between the halls — a wind tunnel. Bring the heavy weights.

## Equipment
| rzecz | mam? | notes |
|---|---|---|
| namiot 3x3, biały | ✔ | 4 × 10 kg weights, need 2 more for wind |
| stół składany 180 cm | ✔ | second table borrowed from Mirek (sery) |
| obrus + banner "Медовик / Miodownik" | ✔ | banner a bit faded, ok for now |
| witryna chłodnicza (small display fridge) | ✗ | sanepid will probably want it for the cream cakes |
| chłodziarka turystyczna 12V | ✔ | for the car, the spare cakes |
| kasa fiskalna | — | below the limit, księgowa says not needed yet |
| pudełka 1 / 2 / 4 kawałki | ✔ | order more in April |

## Card payments — decision
Compared three options (prices as of Feb):
- bank terminal from my bank — umowa na 24 miesiące, 69 zł/mies. + 0,9% — no way, in winter I'm not even there every week
- **SumUp Air** — 1,69% per transaction, no monthly fee, reader ~199 zł one-off, money on the account in 1-2 days
- BLIK only, to my phone — people at a market want to tap a card, not type numbers

**Decision (2 March): SumUp Air.** Bought it, paired with the phone, tested with Іра's Ukrainian card — worked (she got a 1 zł medovik "purchase", lol).

## Prices — start of season
| товар | ціна |
|---|---|
| медовик, кусок | 14 zł |
| медовик цілий (~1,2 kg) | 120 zł |
| makowiec (рулет з маком), cały | 42 zł |
| makowiec, pół | 22 zł |

## Saturday checklist
- [ ] cakes out of the fridge at 6:30, not earlier
- [ ] ice packs ×6
- [ ] reszta (change): 300 zł in 10s and 20s + coins
- [ ] phone charged + powerbank for the card reader (no wifi at the market — phone hotspot)
- [ ] napkins, forks, bin bags
- [ ] price list + allergen sheet
- [ ] thermos with tea for me (!!)
"""

NOTES["market/cennik.md"] = """---
title: Cennik / прайс
updated: 2025-10-11
valid_from: 2025-10-11
tags: [market, prices]
---
# Cennik od 11 października 2025

Print on A5, laminate. The old one is in the green box — WYRZUCIĆ, people photograph it and then argue.

| produkt | cena |
|---|---|
| Miodownik (медовик), kawałek | **17 zł** |
| Miodownik cały, ok. 1,3 kg | **150 zł** |
| Miodownik mini (słoik 250 ml) | 19 zł |
| Makowiec | — na razie nie ma / поки немає |
| Herbata z termosu | 6 zł |

Why up again: honey from Sowa up, butter up, boxes up. Compared with the other cake stalls we're still in the middle.

Card payments: yes, minimum 10 zł. BLIK: yes.
"""

NOTES["market/suppliers.md"] = """---
title: Dostawcy / suppliers
updated: 2025-08-12
tags: [market, suppliers]
---
# Suppliers

| what | who | price | notes |
|---|---|---|---|
| miód (honey) | Pasieka Sowa — pan Jan Sowa, Miechów | 38 zł/kg (III.2025) → **42 zł/kg od września** | every 2 months; where & when to pick up — it's in his price-list e-mail from March |
| mąka typ 550 | Młyn Zagórze | worek 25 kg: 92 zł → 98 zł (VII) | delivery free above 100 kg, so I go with Mirek and we split |
| śmietana 18% | hurtownia nabiałowa on Półłanki | ~6,90 zł / 400 g | must be 18, the 12% makes the cream runny |
| masło 82% | same hurtownia | 7,49 zł/kostka → 8,29 | prices jumping every month |
| jajka | pani Hela (stall next to mine, Saturdays) | 1,10 zł/szt | I pay on the day |
| mak (poppy seed) | Ukrainian shop on Wielicka / Allegro | 32 zł/kg (!!) | summer price was crazy |
| pudełka | Allegro, "Pakownia" | 0,85 zł/szt (2-pack) | order 500 at a time |

Sowa is reliable, honest, talks a lot. Pays attention to which honey I take. If he ever retires I'm in trouble.
"""

NOTES["market/sanepid_inspection.md"] = """---
title: Sanepid — kontrola 16.05.2025
date: 2025-05-16
tags: [sanepid, market, kitchen]
---
# Kontrola sanepidu — kuchnia (Lipowa) + stoisko

Inspektorka: **p. Beata Kamińska**, PSSE Kraków (Oddział Higieny Żywności). Calm, precise, asked a LOT about the cream (śmietana) and how long the cakes stand at the stall before they're sold. She looked at the fridge, the sink, where I keep boxes, my hands (!), the invoices for flour and honey. About 2 hours. Protokół signed, copy in the blue folder.

## Uwagi — what she wants fixed
1. **Termometr w witrynie chłodniczej** + zeszyt/rejestr temperatur — 2× per market day, signed
2. **Etykiety z alergenami** on every box and on the price list — gluten, jaja, mleko, orzechy (only if the walnut decoration) — **in Polish**, other languages optional
3. **Punkt do mycia rąk na stoisku** — kanister z kranikiem + mydło w dozowniku + ręczniki papierowe
4. Boxes and packaging in a separate closed cupboard, not next to the cleaning stuff under the sink

Official deadline: will come in the letter (zalecenia pokontrolne). She said "a few weeks".

## Status
- [x] termometr (Castorama, 39 zł) + zeszyt
- [x] small display fridge bought second-hand from the bakery on Kalwaryjska — 600 zł
- [x] etykiety — printed PL + EN, UA on the back for our people
- [x] kanister z kranikiem + dozownik
- [x] szafka — IKEA, the white one
- [x] written confirmation sent back (24.06)
"""

NOTES["market/menu_log.md"] = """# Menu & price log — stall

Short log so I stop re-deciding the same things every Friday night.

| data | decyzja | чому / why |
|---|---|---|
| 2025-03-01 | season start: medovik 14 zł/kawałek, makowiec 42 zł cały | same as end of last season |
| 2025-04-12 | medovik kawałek → 15 zł | butter +20%, boxes up |
| 2025-05-17 | walnut decoration only on whole cakes | allergen labels easier |
| 2025-07-05 | **makowiec OFF na lato** | heat — the filling doesn't like 30°C in a tent; nobody wants heavy rolls in July; mak 32 zł/kg |
| 2025-08-23 | mini medovik in jars (test) | sold out in 2 h → keep |
| 2025-10-11 | nowe ceny (honey, butter) | → see cennik.md |
| 2025-10-18 | **makowiec WRACA — final.** Decided with mama, she grinds the poppy in the makutra and does the filling on Thursdays. 48 zł cały, 25 zł pół | people asked every single Saturday; autumn/winter = poppy season; Jarmark in December |

Note: don't touch the makowiec decision again before Easter. Серйозно.
"""

NOTES["market/jarmark_2025.md"] = """---
title: Jarmark świąteczny 2025
dates: 13-14.12.2025
tags: [market, jarmark, todo]
---
# Jarmark Bożonarodzeniowy na Zabłociu — 13–14 grudnia

10:00–19:00 both days (Karolina's mail on the vendors list). Opłata 120 zł for the two days. Same spot as Saturdays, but the tents go along the whole street, so more people.

## Plan
- Sat: 4 whole medoviks, 60 slices, 20 mini jars, 10 makowiec
- Sun: whatever is left + 2 whole medoviks baked Saturday night (mama's kitchen, hers is warmer)

## To do
- [x] zapytać Karolinę o prąd — yes, 15 zł/day like in summer
- [ ] **wysłać zgłoszenie** — deadline 30.11 !!!
- [ ] promiennik / heater for the tent (electric, there's power) — ask Mirek if he still has the 2 kW one
- [ ] zamówić dodatkowy miód u Sowy — +8 kg on top of the normal pickup
- [x] pudełka świąteczne, 40 szt. (Allegro)
- [ ] makowiec ×10 — mama + me, Thursday and Friday
- [ ] etykiety świąteczne PL / EN / UA
- [ ] pierniki? — no. Don't overdo it.
- [ ] warm socks ×2, the thermal leggings
"""

NOTES["mama/karta_pobytu_CUKR.md"] = """---
title: Мама — karta pobytu CUKR
created: 2025-06-20
updated: 2025-09-10
tags: [mama, urząd, karta-pobytu]
---
# Мама — karta pobytu (CUKR)

Mama has the UKR status (PESEL UKR from June). The new card for people with UKR status = **karta pobytu CUKR**, application online in MOS, then fingerprints in person at the Urząd Wojewódzki (Wydział Spraw Cudzoziemców).

## Documents
- [x] paszport zagraniczny (new one, Іра did it in Kharkiv in March)
- [x] PESEL UKR — potwierdzenie
- [x] zdjęcie 35×45, biometric (the photo place on Starowiślna, 30 zł)
- [x] wniosek w MOS — złożony 02.07 (I did it from my laptop, mama signed with her profil zaufany... no — with the MOS login)
- [x] opłata za kartę — 100 zł (przelew 03.07)
- [x] umowa najmu (copy) + zameldowanie
- [x] fingerprints — done

## Dates
Appointment date/time — it's in the e-mails from the urząd (they MOVED it once, so don't trust the calendar entry). Case number is in their mails too.

## Log
- 02.07 — wniosek wysłany przez MOS
- 15.07 — mail z urzędu: termin na odciski
- 05.08 — mail: zmiana terminu (!!)
- 09.09 — odciski zrobione, 20 min, the lady spoke some Ukrainian. Now we wait for the decision.
"""

NOTES["mama/flat_search.md"] = """---
title: Квартира для мами / mieszkanie dla mamy
created: 2025-03-28
updated: 2025-04-26
tags: [mama, flat]
---
# Flat for mama

Criteria: **no stairs** (or a lift), 2 rooms (she wants a "proper" bedroom), near a tram, max 15 min from me, budget up to ~2300 zł all-in. Landlord OK with a Ukrainian pensioner + me as the one signing.

| adres | piętro | pokoje | czynsz | + opłaty | notes |
|---|---|---|---|---|---|
| ul. Kminkowa 12/4 (Dębniki) | 4, **bez windy** | 2 | 2000 zł | ~450 zł | nice & bright, but 4th floor no lift = impossible for mama's knees |
| ul. Wielicka 88/15 | 7, winda | 1 + aneks | 2100 zł | ~500 zł | tiny, faces the road, trams all night |
| ul. Bochenka 14 m. 3 (Podgórze) | **parter** | 2 | 2200 zł | 520 zł (wspólnota + śmieci, media extra) | pan Zbigniew Kaczmarek; tram 2 stops from me; small garden patch! |
| os. Kolorowe 17/2 (Nowa Huta) | 1, no lift | 2 | 1800 zł | ~400 zł | too far from me, 40 min |

## Decision (25.04)
**Bochenka 14/3.** Parter = no stairs at all, two rooms, 2 tram stops from me, landlord calm and fine with mama. Kminkowa was prettier but the 4th floor without a lift kills it. Umowa will be on my name (mama has no PESEL yet), from 1 June. Kaucja 4400 zł (2× rent).

- [x] wrote to pan Kaczmarek that we take it
- [x] kaucja przelana
- [x] protokół zdawczo-odbiorczy + meter photos (31.05)
"""

NOTES["mama/doctor.md"] = """---
title: Мама — лікар / lekarz
updated: 2025-09-25
tags: [mama, health]
---
# Мама — лікар, ліки

## Przychodnia (POZ)
**Przychodnia Rodzinna Zdrowie+**, ul. Limanowskiego 24 (Podgórze) — 10 min walk from mama's.
Rejestracja: tel. 12 000 00 24, 7:30–18:00. Deklaracja POZ signed 16.06.
Lekarz rodzinny: **lek. Oksana Petrenko-Nowak** — Ukrainian, married here, speaks Ukrainian with mama. Mama loves her ("нарешті нормальна лікарка").

## Ліки (as of Sept)
| lek | dawka | notes |
|---|---|---|
| bisoprolol | 5 mg rano | from Kharkiv, now on Polish prescription |
| atorwastatyna | 20 mg wieczorem | |
| metformina | 500 mg 2×/d | sugar borderline |
| ibuprofen żel | as needed | knees |

E-recepta comes as SMS code to MY phone (mama's number isn't Polish yet) → forward to mama.

## Кардіолог
Skierowanie do poradni kardiologicznej from dr Petrenko-Nowak (16.06). NFZ queue is long. The date + which doctor: in my mail to Іра (Sept) and in the mama calendar.

## Other
- [ ] okulista — private? 250 zł... ask around
- [x] bilet seniora MPK — mama is 66, not free yet (70+), but 50% ulga with PESEL? → ask
"""

NOTES["mama/moving_day_2025-06.md"] = """---
title: Mama arrives — 7 June
date: 2025-06-07
tags: [mama, travel]
---
# Мама приїжджає — 7.06 (субота)

## Plan
- Mama + Іра: Kharkiv → Kyiv (night train 6→7), then **train Kyiv–Przemyśl**. Train number / arrival time — Іра sent it on Viber, look there.
- Іра goes back from Przemyśl on the evening train.
- Me: Przemyśl by car with **Andrzej** (pani Krysia's son, his Berlingo — big enough for mama's 2 suitcases + the sewing machine she refuses to leave). Leave Kraków at 12:30, ~3 h, better to wait on the platform than be late.
- Andrzej drives us straight to Bochenka. I pay the fuel + 150 zł, he says no, I insist.

## Stall that Saturday
**Dasha** (Daria Bondar) runs the stall alone. She knows the prices, the card reader is logged in on her phone for the day. Cakes packed Friday night, she picks them up 6:45 from my place. Cash box key → under the flower pot.

## Checklist
- [x] mama's flat: bed made, fridge with basics, towels, kettle
- [x] SIM card for mama (Polish prepaid)
- [x] water + sandwiches for the car
- [x] print the rental contract copy in case anyone at the border asks
- [ ] (later) PESEL UKR — within 30 days

## Note to self for next time
**Train, never the bus.** The 2022 bus from Lviv = 14 hours and I was sick the entire way (мене укачує в автобусах, завжди). Train: you can walk, you can sleep, toilet works. Even if the ticket is harder to get — train.
"""

NOTES["work/harbour_project.md"] = """---
title: Project HARBOUR
client: Kancelaria Zielińska i Wspólnicy (via LinguaBridge)
pm: Agnieszka Wróbel
status: in progress
updated: 2025-09-02
tags: [work, legal, harbour]
---
# HARBOUR — arbitration bundle (PL→EN, UA→EN)

Codename from LinguaBridge. Shareholder dispute, arbitration; our side = Kancelaria Zielińska. Bundle: share purchase agreement, shareholders' agreement, board minutes, correspondence, 2 expert opinions, witness statements (3 in Ukrainian — that's why they wanted me).

Size: ~420 pages at kickoff, +60 pages of exhibits in August → ~480.

## Deadline history
| when told | new deadline | why |
|---|---|---|
| 08.04 (kickoff) | 20.06.2025 | — |
| 12.06 | 18.07.2025 | client late with annexes |
| 21.08 | 14.11.2025 | +60 pages exhibits, hearing moved |

## Style / decisions
- UK English, "shares" not "stock", "Management Board" for zarząd, "Supervisory Board" for rada nadzorcza
- prokura → "commercial power of attorney (prokura)" first time, then "prokura"
- keep Polish names of courts in brackets
- witness statements UA→EN: keep the speaker's register, no smoothing

## Open queries to the client
| # | term / issue | status |
|---|---|---|
| Q1 | "umowa inwestycyjna" vs "umowa wspólników" — same doc? | answered 20.04 — different docs |
| Q2 | illegible signature p. 88 | answered — ignore |
| Q3 | KRS extract date | answered |
| Q4 | "udziały założycielskie" | answered — "founders' shares" |
| Q5 | Ukrainian notary stamp p. 301 | answered |
| Q6 | exhibit numbering C-14 vs C-14a | answered 29.08 |
| **Q7** | **"akcje uprzywilejowane co do głosu" in the 2019 minutes — but it's a sp. z o.o., so udziały?** | **WAITING — asked 26.08, chased 01.09** |
| **Q8** | **name spelling of the Ukrainian witness (Hryhorii vs Grigorij in the passport copy)** | **WAITING** |

Glossary: work/glossary_pl-en-uk.md
"""

NOTES["work/sworn_exam_prep.md"] = """---
title: Egzamin na tłumacza przysięgłego — prep
created: 2025-02-08
updated: 2025-06-30
tags: [exam, przysięgły, study]
---
# Egzamin na tłumacza przysięgłego

## Which language — decision (Feb)
Thought about English for a week. **Decided: język ukraiński** (PL↔UA). Reasons: there are way fewer sworn UA translators than EN in Kraków, demand from our people is huge (apostilles, court, urząd), and my Polish→Ukrainian legal writing is stronger than my Polish→English. English stays for agency work.

Application sent in March, fee paid (800 zł). Written part in autumn (date from the Komisja later), then oral.

## Format (from the regulations)
- written: 4 texts — 2 PL→UA, 2 UA→PL, at least one court/legal document each way, 4 hours, paper dictionaries allowed
- oral: 4 texts too — sight translation + consecutive, both directions
- pass mark 150/200 for each part

## Study partner
**Taras Hnatiuk** — also UA, doing the exam this year, works at a law firm in Nowa Huta. We meet every second Tuesday evening (it's in the work calendar). We swap texts, mark each other with the official criteria, and he's brutal about my commas. Good.

## Tools
- **Anki** — my own decks: legal PL-UA, court names, Latin phrases. 30 new cards a day. I like it much more than Quizlet: the spaced repetition actually works, I can put my own examples, and it works offline on the tram. Quizlet kept pushing games and a subscription — deleted.
- Kodeks cywilny, kpc, kpk — the paper ones from the library
- old exam texts (the ones the Komisja published) + the stuff Taras gets from his firm

## Plan
- [x] register + pay
- [x] sworn-style formatting rules (poświadczenia, "[pieczęć okrągła]" etc.)
- [x] 2 mock written exams (June)
- [ ] 1 mock written per week from September
- [ ] court judgments — sight translation practice daily, 10 min
"""

NOTES["work/glossary_pl-en-uk.md"] = """# Legal glossary PL – EN – UA (my working list)

| PL | EN | UA | notes |
|---|---|---|---|
| prokura | commercial power of attorney (prokura) | прокура / комерційне представництво | explain first time |
| zarząd | Management Board | правління | not "board of directors" |
| rada nadzorcza | Supervisory Board | наглядова рада | |
| spółka z o.o. | limited liability company | товариство з обмеженою відповідальністю (ТОВ) | |
| udziały | shares (in a sp. z o.o.) | частки | akcje = shares in S.A. → акції |
| umowa wspólników | shareholders' agreement | договір учасників | |
| sąd polubowny | arbitral tribunal / arbitration court | третейський суд | in HARBOUR: "arbitral tribunal" |
| pełnomocnictwo | power of attorney | довіреність | |
| odpis z KRS | extract from the National Court Register | витяг з KRS | |
| wyrok | judgment | рішення (суду) / вирок (criminal!) | careful: вирок only for criminal |
| postanowienie | decision / order | ухвала | |
| klauzula wykonalności | enforcement clause | виконавчий напис? | check with Taras |
| tłumacz przysięgły | sworn translator | присяжний перекладач | |
| poświadczenie | certification | засвідчення | |
| kaucja | security deposit | застава / депозит | flat contracts |
"""

NOTES["work/rates_and_clients.md"] = """---
title: Rates & clients
updated: 2025-03-10
tags: [work, money, clients]
---
# Rates & clients (2025)

| client | contact | pair | rate | payment |
|---|---|---|---|---|
| LinguaBridge Sp. z o.o. (Kraków) | Agnieszka Wróbel (PM) | PL→EN, PL→UA, UA→EN | **38 zł / strona** (1800 znaków) | 30 dni, FV monthly |
| TransWord Ltd (UK) | Tom Ellery | EN→UA | 0,07 EUR / word | 45 days, invoice per job, they want a PO number on the invoice |
| Fundacja Razem dla Ukrainy | p. Natalia | UA→PL | 30 zł / strona (charity rate) | transfer, whenever |
| direct clients (people) | — | UA↔PL | 50 zł / strona + post | cash / BLIK |

## Rules for myself
- minimum fee 80 zł, even for one page
- rush (< 24 h): +50%
- weekends: only if I say yes before Friday noon
- invoices go out on the 1st of the month (calendar reminder)
- TransWord: always put their PO on the invoice or accounts bounce it

## To renegotiate
- LinguaBridge: 38 zł since 2023 — ask for more when HARBOUR starts, they need me for the Ukrainian parts
"""

NOTES["daily/2025-05-16.md"] = """# 2025-05-16 (пт)

- 9:00 — sanepid came. Survived. Everything written up in market/sanepid_inspection.md, won't repeat here.
- after: baked anyway, 3 medoviks + 4 makowce, kitchen smelled like honey, the inspektorka probably thinks I live on cake (true)
- ordered a thermometer online — no, better go to Castorama tomorrow after the market
- mama on the phone: the visa-free thing, she's worried about the border. Told her: Іра goes with her till Przemyśl.
- Harbour: 60 pages done this week. Behind. Weekend = catch up.
"""

NOTES["daily/2025-06-07.md"] = """# 2025-06-07 (сб) — МАМА ТУТ

- She's here. Вона тут. Sat on her new sofa, looked around for a long time and said "світло яке". Then cried, then made me eat.
- the drive back was fine, Berlingo full to the roof, the sewing machine survived
- Іра went back on the evening train, we hugged on the platform for ages
- stall: all fine, money counted, sold out by 12:30 — what a day
- mama asleep by 22:30. Me too soon.
- tommorow: SIM card, show her the tram, the Biedronka, the przychodnia
"""

NOTES["daily/2025-10-14.md"] = """# 2025-10-14 (вт) — pisemny

- written exam done. 4 hours. Warsaw, the room was freezing.
- text 1 PL→UA (a court judgment, divorce, ok), text 2 PL→UA (company articles — ugh, the "akcje uprzywilejowane" again), text 3 UA→PL (birth certificate + apostille — easy, I've done 100), text 4 UA→PL (medical discharge letter — didn't know two abbreviations, guessed)
- train back, slept the whole way
- results in ~4 weeks, they say. Then oral (if).
- mama made varenyky "for luck" even though it was already over
"""

NOTES["daily/2025-11-22.md"] = """# 2025-11-22 (сб)

Market: cold, sunny, sold 52 slices + 8 makowce + 14 jars. People already asking about the Jarmark.

## Still hanging
- [ ] **mama's karta pobytu** — decision was positive (letter 30.10), but still NO SMS that the card is ready to collect. It's been 3+ weeks. → call the urząd on Monday (infolinia is hopeless before 9), or go in person with the case letter
- [ ] TransWord — money still not there. Tom said end of month.
- [ ] Jarmark zgłoszenie — do it Sunday!!
- [ ] oral exam prep — 2 judgments a day this week, nothing else
- [x] bought mama winter boots (Deichmann, 159 zł, she complained about the price for 20 minutes)

Mama is coughing — if still on Tuesday → przychodnia.
"""

TXT = {}

TXT["home/dla_pani_Krysi_kot.txt"] = """DLA PANI KRYSI — KOT PYRIZHOK (Пиріжок)
Olena, mieszkanie 12, Lipowa 9
========================================

Pani Krysiu, dziękuję!!! Wyjeżdżam do Przemyśla po mamę (sobota 7.06),
wracam tego samego dnia wieczorem, ale na wszelki wypadek wszystko tu jest.
Jeśli coś się przedłuży — napiszę SMS.

JEDZENIE
- rano ok. 7-8: pół saszetki mokrej (szafka nad lodówką, lewa strona)
- wieczorem ok. 19: druga połowa + garść suchej (niebieski pojemnik)
- woda: świeża codziennie, miska przy oknie w kuchni
- NIE dawać mleka, nawet jak bardzo prosi. Udaje głodnego, to aktor.

KUWETA
- łazienka, piasek w worku pod wanną
- sprzątać raz dziennie, worki obok

CHARAKTER
- na początku się chowa pod łóżkiem, po 10 min przychodzi
- lubi jak się mu mówi "Pyrizhok, ty moja bułeczko" (serio)
- nie wypuszczać na balkon — raz prawie skoczył na gołębia

WETERYNARZ
Przychodnia Weterynaryjna "Kocia Łapka", ul. Dekerta 18
dr Agata Wiśniewska — zna go, ma kartę
tel. 12 000 00 18 (pn-pt 9-19, sob 9-14)
W nocy / niedziela: całodobowa na Rakowickiej.
Szczepienie — w tym roku przesunięte na zimę, nic teraz nie trzeba.

INNE
- Wi-Fi: Lipowa9_12 / hasło na naklejce na routerze
- klucz zapasowy ma też Andrzej (syn Pani Krysi), gdyby co
- mój telefon: +48 500 000 101
- mama (od soboty w Krakowie): +48 500 000 111

Dziękuję jeszcze raz! Miodownik dla Pani jest w lodówce, górna półka :)
Olena
"""

TXT["market/medovik_howto.txt"] = """MEDOVIK — how I actually make it (stall version, 1 cake = 8 layers, ~1.2-1.3 kg)
================================================================================

HONEY
  Only buckwheat honey (gryczany) from Sowa. It's dark, a bit bitter, it gives
  the layers that caramel-burnt taste and the colour. Acacia is too runny and
  too sweet, the dough spreads and tastes like nothing; wielokwiat is ok in an
  emergency but people notice. Linden — no, too perfumy. Buckwheat. Always.

DOUGH (water bath)
  3 eggs, 200 g sugar, 100 g butter, 3 heaped tbsp honey (~90 g) in a metal bowl
  over simmering water. Whisk until it's liquid and foamy, ~5 min.
  Add 1 tsp soda (NOT baking powder) — it foams up and goes golden. Keep whisking 1 min.
  Off the heat. 500-550 g flour typ 550, in portions. Soft dough, a bit sticky.
  Divide into 8 balls while warm (cold = cracks).

LAYERS
  Roll each ball thin on baking paper, ~26 cm, prick with a fork.
  200°C, 4-5 min each, until golden-brown. Trim with a plate while hot.
  Keep the trimmings -> crumbs for the top and sides.

CREAM
  800 g śmietana 18% (must be 18!! 12% = soup), 1 can condensed milk (kajmak-free,
  the white one), 200 g soft butter, vanilla. Whisk butter + condensed milk, then
  fold in the śmietana. Don't overwhip.

ASSEMBLY
  Cream on each layer, generous. Top + sides, cover with crumbs.
  Minimum 12 h in the fridge, best 24 h. Friday evening -> Saturday morning = perfect.

AT THE STALL
  Display fridge 2-6°C, write the temperature in the zeszyt (sanepid!) at opening and at 12:00.
  Cut with a long knife dipped in hot water. 16 slices from one cake.
  Label: gluten, jaja, mleko (+ orzechy if walnut on top).

MISTAKES I MADE SO THEY DON'T HAPPEN AGAIN
  - baking powder instead of soda -> flat, pale, sad
  - layers too thick -> cake like a brick
  - cream too early on warm layers -> slides off
"""

TXT["mama/instrukcja_dla_mamy.txt"] = """МАМО, ТУТ ВСЕ ВАЖЛИВЕ  (повісити на холодильник)
===============================================

АДРЕСА (твоя):  ul. Bochenka 14, mieszkanie 3, Kraków
                (якщо таксі — кажеш "Бохенка чтэрнаще")

ТЕЛЕФОНИ
  Я (Олена):            +48 500 000 101
  Іра:                  +380 50 000 0222 (Viber)
  Пан Збігнєв (хазяїн): +48 500 000 333 — тільки якщо щось зламалось
  Швидка / поліція:     112  (можна сказати "українська", є перекладач)

ПОЛІКЛІНІКА (твоя сімейна)
  Przychodnia Rodzinna Zdrowie+, ul. Limanowskiego 24
  Йти пішки 10 хвилин: вийти направо, прямо до світлофора, через дорогу, потім ліворуч.
  Реєстрація: 12 000 00 24 (з 7:30). Кажеш: "Dzień dobry, chciałam się zapisać do lekarza".
  Карточку (PESEL) брати з собою завжди!

ТРАМВАЙ
  Зупинка "Limanowskiego" / "Rynek Podgórski" — до мене 2 зупинки.
  Квиток: в автоматі в трамваї, картка або монети. 20-хвилинний вистачає до мене.
  Я поставила тобі jakdojade на телефон — синя іконка.

ВАЙФАЙ
  Мережа: Bochenka14_5G
  Пароль: kwiatek-4417

ГАЗ / КОЛОНКА
  Якщо вода не гріється — НЕ крутити нічого самій. Дзвонити мені.

СМІТТЯ
  Жовтий — пластик і метал, синій — папір, зелений — скло, коричневий — органіка,
  чорний — решта. Контейнери у дворі, ліворуч від воріт.

МАГАЗИНИ
  Biedronka — за рогом, до 22:00. Неділя — закрито майже все!
  Український магазин "Смаколики" — Wielicka 30, там є гречка нормальна і сир.

Цілую. Не переживай, все буде добре. Олена
"""
