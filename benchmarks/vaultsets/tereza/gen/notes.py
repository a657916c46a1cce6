"""Markdown notes and plain-text files."""
from common import add, prague


def note(path, when, text):
    add(path, text.lstrip("\n"), when)


def build():
    # ------------------------------------------------------------ chata
    note("notes/chata/chata-plan-renovace.md", prague(2025, 10, 14, 21, 10), """
---
title: Chata Zálesná Lhota – plán rekonstrukce
tags: [chata, rekonstrukce, vysočina]
created: 2024-12-02
updated: 2025-10-14
---
# Chata po babičce – plán rekonstrukce

Zálesná Lhota č. p. 37, okres Žďár nad Sázavou. Babička (Anna Novotná) tu žila do jara 2023,
dědictví uzavřeno v listopadu 2024. Chalupa: přízemí zděné (cca 1928), podkroví dřevěné,
sklep pod kuchyní, studna na zahradě, kůlna.

## Fáze

| Fáze | Co | Kdo | Stav |
|---|---|---|---|
| 1 | Elektroinstalace + revize | Elektro Kučera | hotovo 03/2025 (revizní zpráva je v mailu od Kučery) |
| 2 | Střecha – pryč s eternitem, nový plech | Střechy Šimek | hotovo 08/2025 |
| 3 | Okna | Okna Vysočina | objednáno, montáž 04/2026 |
| 4 | Podkroví – izolace | my + Marek | rozpracováno |
| 5 | Kamna + komín | kamnář / kominík | čeká se |
| 6 | Koupelna | ? | 2026 |
| 7 | Studna – voda | laboratoř | viz protokol z VodaLabu |

## Rozpočet (odhad z prosince 2024)

| Položka | Odhad | Pozn. |
|---|---|---|
| Elektro | 50 000 Kč | vyšlo skoro přesně |
| Střecha | cca 150 000 Kč | nabídky viz `strecha-nabidky.md` |
| Okna | 120 000 Kč | |
| Izolace podkroví | 60 000 Kč | materiál + vlastní práce |
| Kamna | ??? | |
| Rezerva | 40 000 Kč | haha |

Skutečné výdaje píšu do `data/chata-naklady-2025.csv`.

## Okna – rozhodnutí (30. 9. 2025)

Varianty:
- plastová okna, Okna Vysočina, profil „Eko 70“, bílá – nejlevnější (cca 96 000 Kč)
- plastová s dekorem dřeva – 118 000 Kč
- dřevěná eurookna, smrk, izolační dvojsklo – 139 000 Kč

**Rozhodnuto: dřevěná eurookna (smrk, ořechová lazura)**, 7 ks, vchodové dveře zůstávají původní
(jen je dáme zrenovovat). Záloha 30 % zaplacena 6. 10. 2025, montáž po zimě – předběžně duben 2026.
Důvod: chalupa je stará, plast by tam vypadal jako pěst na oko; dřevo se dá opravit a přetřít.
Marek souhlasí, táta brblá, že „plast je věčný“.

## Pojištění
Horizont pojišťovna, od 15. 8. 2025 (po dokončení střechy). Číslo smlouvy a podmínky v mailu od Horizontu.

## Před zimou 2025
- [x] objednat palivové dříví (8 prm, Kříž)
- [x] okapy vyčistit po pokrývačích
- [ ] vypustit vodu z rozvodů a bojleru (do poloviny listopadu!)
- [ ] zazimovat čerpadlo ve studni
- [ ] zakrýt dřevo u kůlny plachtou
- [ ] nechat Brabcům číslo na Marka
- [ ] kamna NEPOUŽÍVAT, dokud nebude opravený komín
""")

    note("notes/chata/strecha-nabidky.md", prague(2025, 1, 7, 22, 40), """
# Střecha – nabídky (prosinec 2024)

Stará krytina: eternitové šablony (azbest!) cca 110 m², místy prasklé, laťování částečně shnilé
nad kuchyní. Demontáž eternitu musí dělat firma s oprávněním (ohlášení na KHS – řeší firma).

| | Střechy Šimek | Pokrývačství Zeman |
|---|---|---|
| cena vč. DPH | 148 000 Kč | 171 000 Kč |
| krytina | falcovaný plech, antracit | falcovaný plech / šablony |
| likvidace eternitu | v ceně | + 12 000 Kč |
| výměna latí | v ceně | v ceně |
| termín | léto 2025 | „snad podzim, spíš jaro 2026“ |
| záruka | 10 let | 7 let |
| nabídka | CN-2024-117 (mail 9. 12.) | jen SMS + telefon |

Pros/cons (Marek + já, 4. 1.):
- Šimek: přišel na prohlídku do týdne, vylezl na střechu, všechno nafotil. Dělal střechu Brabcům v roce
  2021 a po čtyřech zimách pořád drží, pan Brabec ho chválí.
- Zeman: levnější na m², ale likvidace eternitu navíc, termín nejistý, dvakrát nebral telefon.

## Rozhodnutí (7. 1. 2025)
Bereme **Šimka**. Hlavní důvody: v součtu levnější (likvidace eternitu v ceně), může už v létě 2025,
delší záruka a osobní reference od Brabců. Zemanovi jsem poslala poděkování, že to nebude.
Potvrzení Šimkovi poslat mailem (hotovo 8. 1.).

Note to self: cena platí jen do 31. 3., pak „podle vývoje cen plechu“. Hmm.
""")

    note("notes/chata/kontakty-remeslnici.md", prague(2025, 10, 12, 19, 5), """
# Kontakty – řemeslníci a lidi kolem chaty

| Co | Jméno | Firma | Telefon | Poznámka |
|---|---|---|---|---|
| Střecha | Radek Šimek | Střechy Šimek, Bystřice n. P. | +420 700 000 121 | radek@strechy-simek.example |
| Elektro | Pavel Kučera | Elektro Kučera, Žďár n. S. | +420 700 000 134 | rozvody + revize 03/2025 |
| Instalatér | Tomáš Pokorný | OSVČ, Rožná | +420 700 000 147 | 26. 6. 2025 vyměnil topnou spirálu a termostat v bojleru (80 l), příště ho volat i na zazimování |
| Kominík | Luboš Vacek | — | +420 700 000 152 | kontrola spalinové cesty 13. 9. 2025 |
| Kamnář | Jaroslav Mach | Kamnářství Mach, Nové Město n. M. | +420 700 000 168 | kachlová kamna v kuchyni |
| Okna | paní Hrdličková | Okna Vysočina s.r.o. | +420 700 000 181 | obchod, zaměření |
| Dřevo | pan Kříž | Lesy Kříž | +420 700 000 189 | buk, 1 300 Kč/prm vč. dovozu |
| Voda | — | VodaLab Jihlava | +420 700 000 195 | rozbory vody |
| Soused | Josef Brabec (a paní Marie) | č. p. 12 | +420 700 000 175 | hlídá chatu, v zimě se tam občas podívá |

Obecní úřad Zálesná Lhota: úřední hodiny po a st 16–18, starosta pan Dušek.
Wifi na chatě + kód od schránky: viz papír pro hlídání (docs), novější kód je v rodinném chatu.
""")

    # ------------------------------------------------------------ táta
    note("notes/tata/tata-sedy-zakal.md", prague(2025, 10, 7, 20, 30), """
---
title: Táta – operace šedého zákalu
tags: [táta, zdraví, Olomouc]
updated: 2025-10-07
---
# Táta – šedý zákal (katarakta)

- **Pacient:** Jiří Dvořák, nar. 3. 12. 1951, Dobrovského 22, Olomouc
- **Praktický lékař:** MUDr. Petr Zedník, poliklinika Olomouc-Nové Sady, tel. +420 700 000 210
  (doporučení na operaci vystavil v listopadu 2024, předoperační vyšetření taky u něj)
- **Klinika:** Oční centrum Vidium, Jungmannova 9, Olomouc – 2. patro, výtah vpravo od vrátnice
- **Operatérka:** MUDr. Hana Kolářová
- pojišťovna VZP, nadstandardní čočka = doplatek (u pravého oka jsme nechali standardní)

## Pravé oko – 18. 2. 2025
- příjezd 7:15, nalačno být nemusí, lehká snídaně ok
- s sebou: seznam léků, kartička pojištěnce, brýle na čtení, doprovod (já)
- zákrok cca 20 min, domů ještě dopoledne
- kontroly: 19. 2. (druhý den ráno), 4. 3., 1. 4. – všechno v pořádku
- kapky: rozpis je v `tata-kapky-instrukce.txt` (vytištěné velkým písmem na lednici)

## Levé oko
Termín přišel v září mailem z Vidia, v říjnu ho klinika přesunula. Platí termín z posledního mailu
z Vidia – v kalendáři mám ještě ten starý, musím opravit.
Tentokrát chce táta tu lepší čočku – doplatek se platí předem, ne na místě.

## Brýle – rozhodnutí
Nové brýle až **po druhé operaci** – Kolářová říkala, že dioptrie se ustálí 4–6 týdnů po druhém
zákroku, do té doby stačí čtecí z drogerie (+2,5). Optika Hradská mu to pak udělá.
""")

    note("notes/tata/olomouc-navstevy.md", prague(2025, 4, 2, 7, 50), """
# Olomouc – visits log (táta)

| Date | Who | What |
|---|---|---|
| 17.–21. 2. 2025 | me | surgery week, home office from dad's kitchen table |
| 21.–23. 2. | Ondra | weekend shift, fixed the dripping tap |
| 4. 3. | me | control no. 2, day trip |
| 15.–16. 3. | Ondra | |
| 1. 4. | me | last control after the right eye, all fine |

Things to bring every time:
- pill organiser refill (he forgets the Tuesday slot, always Tuesday)
- rohlíky + something sweet from Brno, he says Olomouc bakeries are "not the same"
- charger for his phone, he keeps losing it

Dad's neighbour **paní Hrubá** (2nd floor) has a spare key to dad's flat and checks on him when we're not around.
Trains: the 6:42 from Brno hl. n. gets me there 8:09 – enough for a 9:00 appointment.
""")

    # ------------------------------------------------------------ choir
    note("notes/choir/choir-admin.md", prague(2025, 11, 9, 22, 15), """
---
title: Cantabile Brno – admin notes
role: administrátorka (members, fees tracking, website, mailing list)
updated: 2025-11-09
---
# Cantabile Brno – admin

## Basics (written Jan 2025)
- Rehearsals: Tuesdays 18:30–20:30, ZUŠ Smetanova, room 204 (2nd floor, the one with the bad piano)
- Fee: 1 200 Kč / semester → account 2801234567/2010, VS = member number
- Choirmaster (sbormistr): Vojtěch Málek · pianist (korepetitorka): Irena Šťastná
- Chair (předsedkyně): Dana Křížová · treasurer (pokladní): Eva Procházková
- Concert dress: all black + burgundy scarf (agreed at the January rehearsal, Dana orders them)

## Website & mailing list
- Domain cantabile.example, hosting at Modrý Web. **Domain expires 30. 11. 2025** – renewal 390 Kč/yr,
  has to be paid from the choir account → Eva needs the invoice first.
- E-mail list: clenove@cantabile.example (I'm the list admin; new members get added after they send the consent form)
- Website CMS password is in my password manager, not here.

## Member admin
- member list + fees + consents: `data/sbor-clenove-2025.csv`
- new members sign the GDPR consent (souhlas se zpracováním osobních údajů) – paper or scan

## To do
- [x] autumn member list update
- [x] upload spring concert recording to the web
- [ ] renew cantabile.example before it expires (ask Eva to pay the invoice)
- [ ] chase missing GDPR souhlasy from new people (see members CSV)
- [ ] retreat photos to the website
- [ ] Christmas concert poster → print shop by 25. 11.
""")

    note("notes/choir/repertoar-vanoce-2025.md", prague(2025, 9, 30, 21, 45), """
# Vánoční koncert 2025 – repertoár (pracovní verze)

Stav po zkoušce 23. 9. 2025 (Vojta poslal noty do sdílené složky).

1. J. J. Ryba – Česká mše vánoční: *Hej, mistře* (výběr, s varhanami)
2. Narodil se Kristus Pán – úprava V. Málek, sólo: Jana V.
3. Adam Michna z Otradovic – Chtíc, aby spal
4. ~~W. A. Mozart – Ave verum corpus~~ – **vyřazeno** 23. 9.: Vojta říká, že to do prosince
   nestihneme vyčistit, tenoři se s latinou a dlouhými frázemi trápí a nechceme to zpívat napůl
5. John Rutter – Candlelight Carol (anglicky, s klavírem – Irena)
6. Hajej, nynej, Ježíšku (altové sólo? – zatím ne)
7. Pásli ovce Valaši (úprava pro smíšený sbor)
8. Tichá noc – na závěr společně s publikem

Délka cca 55 min. Přídavek: Rybička? (Vojta „nikdy“, Dana „vždycky“.)

Pro mě: v *Chtíc, aby spal* zpívám alt 2, hlídat nástup v 17. taktu.
""")

    # ------------------------------------------------------------ work
    note("notes/work/adr-007-e2e-framework.md", prague(2025, 4, 16, 16, 20), """
---
adr: 007
title: E2E test framework for Kodexa Flow
status: accepted
date: 2025-04-16
supersedes: "ADR-005 (2025-02-05)"
deciders: [Lukáš Fiala, Tereza Dvořáková, Nikola Straková, Martin Hora]
---
# ADR-007: E2E tests move to Playwright (supersedes ADR-005)

## Context
ADR-005 (February) chose Cypress to replace the legacy Selenium suite, mostly because two people
on the team already knew it. The six-week spike (March – mid-April) hit three walls:

1. **Multi-tab / popup flows.** The bank-connect OAuth popup and the "open invoice in new tab"
   flow needed ugly workarounds.
2. **WebKit coverage.** ~18 % of our paying users are on Safari; we need a WebKit run in CI.
3. **Parallel runs on CI** without the paid dashboard were clumsy; the nightly took 74 minutes.

## Decision
All new E2E tests are written in **Playwright (TypeScript)**, Chromium + WebKit projects in CI.
The Cypress spike code is archived in the `e2e-cypress-spike` branch (read-only).
The legacy Selenium suite is frozen and gets migrated by priority: invoices, approvals,
bank connect, user management. Target: end of Q3 2025.

## Consequences
- Nikola leads the migration, Tereza owns priorities and the flaky-test policy.
- Page objects stay thin; fixtures for seeded tenants.
- Trace viewer artefacts kept 14 days on CI.
- Cypress knowledge is not wasted – same mental model, different API.
""")

    note("notes/work/release-4.12-checklist.md", prague(2025, 11, 11, 17, 40), """
# Release 4.12 – QA checklist

Scope: new approval flow (multi-step), invoice export to ISDOC 2.0, user roles rework.
Prod deploy planned for week 48. Go/no-go (sign-off) date: see Sofie's mail + work calendar.

- [x] test plan reviewed with Sofie
- [x] regression suite green on nightly 3 nights in a row (qa env)
- [x] quarantine list for 4.12 cleaned up
- [ ] exploratory session: approval flow edge cases (Jakub, 90 min)
- [ ] perf smoke: export of 5k invoices (ask Martin abotu the env limits)
- [ ] a11y pass on the new dialogs (keyboard only)
- [ ] release notes – QA section
- [ ] sign-off

Known risks:
- KDX-2231 date picker test flaky in WebKit (timezone!) – quarantined
- KDX-2240 ISDOC export rounding on 21 % VAT lines – fix merged, needs retest
- KDX-2247 role change needs re-login – product says "acceptable for now"
""")

    note("notes/work/1on1-lukas.md", prague(2025, 10, 30, 10, 40), """
# 1:1 with Lukáš – running notes

## 2025-01-23
- 2025 goals: replace the Selenium suite, flaky rate < 2 %, hire one more QA
- he wants a monthly quality report for the leadership meeting – ok, short one

## 2025-03-20
- spike going badly on popups + Safari; told him honestly we may have picked wrong in Feb
- he said "better to reverse in April than in October" 👍

## 2025-05-29
- headcount for the QA hire approved (start Q3/Q4)
- I'll run the interviews with Nikola, Lukáš joins the final round

## 2025-07-10 (performance review)
- rating: exceeds; raise from September
- I asked for the **ISTQB Advanced – Test Management** course + exam (~28 000 Kč, 4 days, Prague)
- L.: "sounds good, I need to check the training budget with finance"

## 2025-09-18
- hiring: 3 candidates in the final round
- ISTQB: still "checking" – apparently a training budget freeze until Q4 planning

## 2025-10-16
- QA Days talk: he'll come to watch 😬
- monthly report: leadership liked the flaky-rate chart

## 2025-10-30
- QA hire: offer accepted 🎉 – start date still with HR
- ISTQB: he'll know after the Q4 budget review "mid-November". Still no yes/no. Remind him after 20. 11.
- me out 24.–26. 11. (dad's surgery) – fine, arrange a cover
""")

    note("notes/work/qa-days-talk-outline.md", prague(2025, 10, 21, 21, 0), """
# QA Days Brno 2025 – talk outline

**Title:** Flaky tests are a product problem
**When:** 27 Nov 2025 (conference day), 40 min incl. Q&A
**Audience:** testers + devs, mixed seniority

## Story arc
1. Opening: our nightly went red 3× a week and everybody stopped looking (Jan 2025)
2. What "flaky" really meant in our codebase – 60 quarantined tests analysed:
   - 41 % real race conditions in the product (double submit, optimistic UI)
   - 27 % test data collisions between parallel workers
   - 18 % timing/animation assumptions in the tests
   - 14 % infrastructure (env restarts, DNS)
3. Quarantine policy: label, owner, 14-day expiry, weekly review
4. Flaky rate 6 % → 1.8 %: what actually moved the number
5. Take-aways: treat a flaky test as a bug report from the future

## To prepare
- [ ] slides (dark theme, big fonts – the room is long)
- [ ] one live demo? no. recorded GIF.
- [ ] rehearse with Jakub + Nikola on Friday
""")

    # ------------------------------------------------------------ daily
    note("notes/daily/2025-02-19.md", prague(2025, 2, 19, 21, 30), """
# 2025-02-19 (st) – Olomouc

- Táta po operaci v pohodě, ranní kontrola OK, nitrooční tlak normální. Nadává na plastový kryt na noc.
- Kapky: první dávka 8:00 hotová. Nastavila jsem mu budíky na mobilu (4× + 2×, s názvy kapek).
- Home office from dad's kitchen – his wifi is terrible, standup přes mobilní data.
- Ondra přijede v pátek večer, já jedu zpátky v sobotu ráno.
- Nákup: papírové kapesníky, rohlíky, čtecí brýle +2,5, sůl do myčky.
- Work: Nikola started the framework spike today, asked her to try the bank-connect popup first.
""")

    note("notes/daily/2025-06-17.md", prague(2025, 6, 17, 23, 5), """
# 2025-06-17 (Tue)

- Choir: valná hromada after rehearsal tonight. Votes on the fee + the autumn rehearsal place.
  I'm writing the minutes → send to the list tomorrow. Brought the laptop, 3 % battery by the end. Long night.
- Chata: plumber comes Thursday 26th for the bojler, Marek will let him in (I have the release retro).
- Work: E2E migration ~35 % of critical paths. Bank connect finally stable.
- Dad called: reads the newspaper without the magnifier now. Cried a bit after the call, happy-cry.
- Buy: sunscreen, gaffer tape, new work gloves for chata.
""")

    note("notes/daily/2025-09-23.md", prague(2025, 9, 23, 22, 50), """
# 2025-09-23 (út)

Work
- Test env switch done on my side: bookmarks, Postman env and the regression job now point to
  https://qa-eu-2.kodexa.example (staging-3 is read-only, dies 30. 9.)
- TODO: the old how-to txt still says staging-3 – rewrite when I have a quiet hour
- interviews: 2 of 3 candidates done, the one with the testing blog is great

Sbor
- repertoire discussion after the rehearsal, Vojta cut one piece, list is in the repertoár note
- scarves: new ones arriving October

Chata
- windows: have to decide by 30. 9., Okna Vysočina holds the price until then
- chimney sweep's report – forwarded to Marek, need to talk about the stove
""")

    note("notes/daily/2025-11-12.md", prague(2025, 11, 12, 22, 20), """
# 2025-11-12 (st)

- Kamna: pořád žádná nabídka od Macha (sliboval do konce října). Pingla jsem ho v pondělí mailem – nic.
  Without his quote we can't plan the stove + chimney work → heating at chata next winter is a question mark.
- Work: need someone to cover while I'm in Olomouc 24.–26. 11. – Jakub or Nikola? Ask tommorow at standup.
- Work: Sofie wants the sign-off earlier, I want one more nightly. She sent the invite anyway.
- Táta: call him about the cleaning lady (paní Hrubá recommended someone).
- Sbor: Christmas poster text to Dana by Friday.
- Dentist in December – don't forget, it's early morning.
""")

    # ------------------------------------------------------------ personal
    note("notes/darky-narozeniny.md", prague(2025, 11, 2, 18, 0), """
# Dárky a narozeniny

| Kdo | Kdy | Nápady | Poznámka |
|---|---|---|---|
| Táta | 3. 12. | audiokniha Karla Čapka (Povídky z jedné kapsy / Hordubal), šála Sigmy Olomouc, předplatné Sigma TV?, nový rádiobudík s velkými číslicemi | táta miluje Čapka a fandí Sigmě, po operaci čte pomaleji → audioknihy! Nesnáší „zbytečné krámy“ a svíčky |
| Marek | 14. 3. | cyklo bunda (M, ne žlutá), servis kola, víkend v Jeseníkách | dostal lampu na kolo ✔ |
| Ondra | 9. 7. | deskovka, dobrý rum | |
| Lucie | 22. 9. | kosmetika bez parfemace, kniha o těhotenství? | čekají miminko 🎉 |
| Dana (sbor) | 30. 1. | kytka + noty | |
| paní Hrubá (táty sousedka) | Vánoce | bonboniéra, přání | hlídá tátu |

Rozpočet Vánoce 2025: do 8 000 Kč celkem.
""")

    note("notes/recepty/babicka-buchty.md", prague(2025, 6, 9, 20, 0), """
# Babiččiny buchty

Přepsáno z babiččina sešitu (modrý, „Recepty 1968“), který jsem našla v kredenci na chatě.
Babička psala „dle oka“, doplnila jsem gramy podle toho, jak mi to vyšlo.

## Těsto
- 500 g polohrubé mouky
- 1 kostka droždí (42 g) – babička: „za 1 Kčs droždí“
- 250 ml vlažného mléka
- 80 g cukru, špetka soli
- 2 žloutky
- 100 g rozpuštěného másla + na potírání
- citronová kůra

Kvásek z droždí, lžíce cukru a trochy mléka. Vypracovat těsto, kynout 1 hodinu v teple
(babička: „pod peřinou“).

## Náplně
- švestková povidla (ideálně domácí, z chaty – švestky u kůlny!) s trochou rumu
- tvaroh + žloutek + vanilkový cukr + rozinky
- mák s mlékem a cukrem

Plnit, zabalit, naskládat do pekáče těsně vedle sebe, každou potřít máslem. Nechat ještě 20 min
kynout. Péct 180 °C cca 35 min. Po upečení pocukrovat.

Poznámka babičky na okraji: „Jirka chce jen povidlové.“ (= táta, nic se nezměnilo)
""")

    note("notes/car-fabia.md", prague(2025, 11, 3, 19, 0), """
# Car – Škoda Fabia (2017, 1.0 TSI)

Plate 2BX 0000 (fake in the notes, real one in the documents folder). STK valid until 05/2026.

| Date | km | What | Where | Price |
|---|---|---|---|---|
| 2025-01-28 | 96 420 | oil + filters | Autoservis Líšeň | 3 900 Kč |
| 2025-04-05 | 98 100 | summer tyres on | Pneu Kovář | 600 Kč |
| 2025-08-22 | 104 950 | new wipers, AC refill | Autoservis Líšeň | 2 150 Kč |
| 2025-11-15 | — | winter tyres on (booked 8:30) | Pneu Kovář | |

Notes:
- chata trips eat the km: ~ 150 km round trip, 25+ trips this year
- rear left tyre loses pressure slowly – mention at Kovář
- Marek's bike rack: max 2 bikes, takes 10 minutes to mount
""")

    # ------------------------------------------------------------ txt
    note("docs/chata-pro-hlidace.txt", prague(2025, 4, 12, 18, 0), """
CHATA ZÁLESNÁ LHOTA 37 – INFO PRO HLÍDÁNÍ A NÁVŠTĚVY
(aktualizováno 12. 4. 2025, Tereza)

KLÍČE
- Náhradní klíč je u pana Brabce (soused, č. p. 12, modrý dům naproti kapličce).
- Schránka na klíče je na zdi kůlny vlevo od dveří, kód 4719.
- Horní zámek jde ztuha – klíč tlačit dovnitř a pak otočit.

VODA
- Hlavní uzávěr vody je ve sklepě pod schody vlevo (červené kolečko).
- Voda ze studny zatím NENÍ na pití (čeká se na rozbor) – pít balenou, je v kuchyni pod linkou.
- Čerpadlo se zapíná vypínačem u dveří do sklepa. Když cvaká a neběží, vypnout a zavolat mi.
- Před mrazy vypustit: zavřít hlavní uzávěr, otevřít všechny kohoutky, vypouštěcí kohout u čerpadla.

ELEKTŘINA
- Rozvaděč na chodbě za dveřmi. Hlavní vypínač nahoře vlevo. Jističe jsou popsané (Kučera).

TOPENÍ
- Kachlová kamna v kuchyni: NEPOUŽÍVAT, dokud nebude kontrola komína!
- Na přitopení olejový radiátor v komoře.

INTERNET
- Wi-Fi: Chata37
- heslo: Zalesna37!kos
- router (LTE) je na skříni v pokoji, když nejde, vytáhnout ze zásuvky na 10 s.

ODPADY
- Popelnice se vyváží ve čtvrtek v lichém týdnu, tříděný odpad na návsi u hasičárny.

KONTAKTY
- Tereza +420 700 000 100
- Marek +420 700 000 102
- Brabcovi +420 700 000 175
- hasiči / záchranka 112
""")

    note("docs/tata-kapky-instrukce.txt", prague(2025, 2, 17, 21, 0), """
TATÍNKU, KAPKY PO OPERACI – PRAVÉ OKO
(od 18. 2. do 4. 3. 2025, pak řekne doktorka)

TOBRADEX (bílá krabička)  ... 4x DENNĚ
    8:00 – 12:00 – 16:00 – 20:00

YELLOX (žlutá krabička)   ... 2x DENNĚ
    8:00 – 20:00

!!! Mezi dvěma různými kapkami počkej 5 MINUT !!!
!!! Lahvičkou se nedotýkej oka ani řas !!!

Před kapáním si umyj ruce. Hlavu zaklonit, stáhnout dolní víčko, 1 kapka, zavřít oko,
chvilku držet prstem vnitřní koutek.

NA NOC: plastový kryt na oko (je v koupelně na poličce), přilepit náplastí.

NESMÍŠ: mnout oko, sklánět se hlavou dolů, zvedat těžké věci (nákup ti donese paní Hrubá),
        plavat, prášit, práce na zahradě 14 dní.

KDYŽ to bolí víc než včera, oko rudne nebo vidíš hůř → HNED volej kliniku: +420 700 000 230
(v noci pohotovost FN).

Tereza +420 700 000 100 · Ondra +420 700 000 104
""")

    note("docs/howto-regression-local.txt", prague(2025, 1, 16, 15, 30), """
HOW TO: run the regression suite locally (Kodexa Flow)
Last edited: 2025-01-16, Tereza

0. Prereqs: Node 20, Java 17 (legacy Selenium suite), Docker running, VPN on.

1. Clone kodexa-flow-e2e, then:
       npm ci
       cp .env.example .env

2. In .env set:
       BASE_URL=https://staging-3.kodexa.example
       API_URL=https://api.staging-3.kodexa.example
       TENANT=qa-regression-01
   Test users are in the team vault, entry "staging-3 regression users".

3. Seed data (resets the tenant, takes ~4 min):
       npm run seed -- --tenant qa-regression-01

4. Run:
       npm run legacy:regression            (Selenium, ~70 min, go get lunch)
       npm run legacy:regression -- --grep @smoke    (smoke only, ~8 min)

5. Reports land in ./reports/<date>/index.html. Failed tests keep screenshots.

Gotchas
- staging-3 is restarted every night at 02:00 – don't start a run at 01:45.
- If login fails with 429, somebody else is seeding the same tenant. Ask in #qa.
- Don't run against prod. Ever. The BASE_URL check in the runner is there for a reason.
""")

    build_long()


def build_long():
    from notes_long import LONG
    for path, when, text in LONG:
        note(path, when, text)
