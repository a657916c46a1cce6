"""Markdown notes, plain-text files and CSV ledgers for Sanne's vault."""

OUT = []


def add(rel, stamp, text):
    OUT.append((rel, text.lstrip("\n"), stamp))


# ---------------------------------------------------------------- zolder
add("notes/zolder/offertes_vergelijking.md", "2025-04-16 22:10", """
---
title: Offertes zolder vergelijken
created: 2025-02-08
updated: 2025-04-16
tags: [verbouwing, zolder, offertes]
---
# Offertes zolder — vergelijking

Drie aannemers langs gehad in januari (zie agenda). Alle bedragen incl. 21% btw.

| | Van Dam & Zn (Bunnik) | Zolderfix Utrecht | Timmerwerken Bakker |
|---|---|---|---|
| Contact | Peter van Dam | Marco Smit | Erik Bakker |
| Prijs | € 38.450 | € 31.900 | € 35.200 |
| Dakkapel voorzijde | ja | ja (standaard 3 m) | ja |
| Vergunning regelen | kan, meerprijs | nee, zelf doen | "helpen mee" |
| Dakisolatie | ja, PIR óf houtvezel | PIR 120 mm standaard | ja |
| Vloer + trap | vloer + nieuwe vaste trap | alleen vloer | vloer + trap |
| Elektra | 3 groepen | niet | niet |
| Stucwerk | ja | nee | ja |
| Start | vanaf sept 2025 | "in overleg" | voorjaar 2026 |
| Gevoel | degelijk, beetje stug | aardig, snel | rommelige offerte |

## Plussen / minnen
- Zolderfix is ruim 6,5k goedkoper maar zonder vergunning, elektra en stucwerk. Als we dat er los bij halen zitten we op ~36k?? (Joost: "eerder 35").
- Van Dam heeft referenties in de Vogelenbuurt (nr 41 en iemand in de Roerdompstraat) — even langslopen en aanbellen.
- Bakker: offerte had rekenfouten (post 4 dubbel geteld). Niet echt vertrouwen. Ook pas in 2026.
- Alle drie zeggen: dakkapel voorkant = vergunning nodig. Zie vergunning_dakkapel.md

## Vragen die ik vergat te stellen
- wie ruimt de zolder leeg? (wij, denk ik)
- waar komt de container / het puin?
- wat als de constructeur iets vindt?

## Besluit (12 feb)
~~Zolderfix~~ — goedkoopst, vergunning regelen we zelf. Marco mailen voor planning.

**Update 16/4:** Zolderfix kan pas in maart 2026 en wil 40% vooraf, dus afgezegd. Toch Van Dam geworden — Peter ging akkoord met een lagere prijs zonder de nieuwe trap (bedrag: zie zijn mail). Startdatum volgt nog.
""")

add("notes/zolder/vergunning_dakkapel.md", "2025-06-15 10:02", """
# Vergunning dakkapel (voorkant)

Dakkapel aan de **voorkant** = NIET vergunningvrij (vergunningcheck gedaan op het Omgevingsloket: dakvlak grenst aan openbaar gebied). Aan de achterkant zou wel vrij zijn, maar daar zit de schoorsteen van de buren en dan heb ik geen raam naar de straat.

Omdat Zolderfix het niet doet: zelf aanvragen. Later bleek dat ook met Van Dam prima, de aanvraag stond al.

## Checklist
- [x] Vergunningcheck omgevingsloket (feb)
- [x] Tekeningen: Tekenbureau Lijn & Vlak (Iris de Graaf) — bestaand + nieuw, doorsnede, gevelaanzicht
- [x] Constructieberekening — ir. Wouter Mulder, kwam 25/2 meten, rapport 4/3 (welke balk: zie zijn mail)
- [x] Foto's bestaande situatie voor- en achtergevel
- [x] Aanvraag ingediend 10 maart via Omgevingsloket — zaaknummer staat in de ontvangstbevestiging (mail gemeente, gesterd)
- [x] Leges betaald (€ 642,35, aparte nota)
- [x] Welstand: zij bepalen de kleur van de kozijnen → staat in de voorschriften
- [x] Besluit binnen!! (juni) 🎉 — voorschriften staan in de bijlage van de gemeente-mail, die heb ik doorgestuurd naar Peter
- [ ] Start bouw melden via het Omgevingsloket (2 werkdagen vooraf) — Peter zegt dat hij dat doet, checken!
- [ ] Gereedmelding na oplevering (binnen 2 werkdagen)

## Termijnen
- beslistermijn 8 weken, gemeente heeft in april verlengd met 6 weken (brief kwam per post)
- bezwaartermijn 6 weken na verzending besluit → ruim voor de start, dus ok

## Kosten vergunning-gedoe
| wat | wie | bedrag |
|---|---|---|
| tekeningen | Lijn & Vlak | € 895 |
| constructeur | Mulder | € 1.150 |
| leges | gemeente | € 642,35 |

Zucht. Bijna 2,7k voordat er één plank op zolder ligt.
""")

add("notes/zolder/subsidie_isolatie.md", "2025-11-16 21:40", """
---
title: ISDE subsidie dakisolatie
tags: [subsidie, verbouwing, zolder]
updated: 2025-11-16
---
# ISDE – subsidie isolatie

Via RVO (ISDE = Investeringssubsidie duurzame energie en energiebesparing). Voor eigenaar-bewoners.

Voorwaarden dakisolatie (gecheckt op de site in mei, nog eens checken voor aanvraag):
- minimaal 20 m² geïsoleerd
- Rc ≥ 3,5 m²K/W
- uitgevoerd door een bedrijf → factuur met m² en Rc-waarde erop!
- aanvragen binnen 24 maanden na uitvoering

Bedragen 2025 (uit m'n hoofd overgenomen, niet heilig):

| Maatregel | per m² | bij 2 of meer maatregelen |
|---|---|---|
| Dakisolatie | € 16,25 | € 32,50 |
| HR++ glas | € 25,00 | € 50,00 |
| Vloerisolatie | € 5,50 | € 11,00 |

Onze situatie: dakvlak ca. 42 m². Alleen dak → ca. € 680. Als we binnen 24 maanden een tweede maatregel doen wordt het bedrag per m² verdubbeld.

**Materiaal:** houtvezelplaten 160 mm (Rc ≈ 4,1) — gekozen i.p.v. PIR vanwege de warmte op zolder in de zomer. Ruim boven de eis.

## Checklist
- [x] Materiaal kiezen (mei) → houtvezel
- [x] Isolatie geplaatst (eind okt / begin nov, Van Dam)
- [x] Factuur Van Dam met m² + Rc erop (Peter heeft 'm aangepast, eerst stond er alleen "isolatie dak")
- [x] Aanvraag ingediend 14/11 via mijn.rvo — dossiernr: zie bevestigingsmail RVO
- [ ] Foto's tijdens plaatsing terugzoeken op Joost z'n telefoon (RVO kan erom vragen!)
- [ ] 2e maatregel: offerte HR++ glas voor het erkerraam beneden aanvragen → dan dubbel bedrag voor het dak ook?? uitzoeken of dat achteraf nog kan
- [ ] Wachten op beschikking
""")

add("notes/zolder/wensen_zolder.md", "2025-05-18 20:15", """
# Wensen zolder / attic wishlist

Doel: werkkamer voor mij (remote werken, calls!) + logeerplek voor als pap & mam of Lotte blijven slapen.

- **Vloer:** brede eiken planken, geolied, lichte naturel tint. GEEN laminaat. Geen visgraat (te druk voor zo'n kleine ruimte met schuine wanden). Geen pvc — Joost wilde pvc "vanwege de kat", maar nee. Mosterd krabt niet aan vloeren, alleen aan de bank.
- Light: as much daylight as possible → dakkapel voorkant, and *maybe* a roof window at the back if the budget allows (probably not)
- Bureau onder het raam, facing the street, not the wall. Monitor arm.
- Kleuren: warm wit (niet dat koude ziekenhuis-wit), misschien één wand diepgroen achter het bureau (zoom-achtergrond!)
- Built-in kasten in de knieschotten voor kerstspullen, koffers, Joost z'n schoolspullen en de 400 geschiedenisboeken
- Geluid: goed isoleren tussen zolder en slaapkamer, anders hoort Joost elke call
- Verlichting: geen spotjes in het plafond (gaten in de isolatie, en ik haat spotjes), liever wandlampen + een goede bureaulamp
- Logeerbed: slaapbank, geen los matras op de grond
- Gordijnen: verduisterend voor logés, maar overdag open
- Mosterd mag op zolder. Niet in de kasten.
- Stopcontacten: genoeg!! minstens 2 dubbele bij het bureau + 1 bij de slaapbank

Nice to have: een leesstoel in de hoek onder de schuinte. Plantenplank in de dakkapel.
""")

# ---------------------------------------------------------------- bruiloft
add("notes/bruiloft/getuige_todo.md", "2025-11-09 12:30", """
---
title: Getuige Lotte — to do
created: 2025-05-12
updated: 2025-11-09
---
# Getuige voor Lotte 💍

Lotte & Daan trouwen **vrijdag 29 mei 2026** — Hoeve Klaverweide, Bunnik.
Other witnesses: Niels (Daan's brother) + Youssef (Daan's best friend).

What a getuige actually does (volgens google + mama): tekenen bij de ceremonie, naast de bruid staan, de dag een beetje bewaken, vaak iets organiseren (vrijgezellen), speech/toost. Geen wettelijk gedoe behalve geldig ID meenemen.

## To do
- [x] Ja zeggen 😅
- [x] ID geldig op de dag? paspoort verloopt 2027 → ok
- [x] Datumprikker vrijgezellen rondsturen (loopt tot 1 nov)
- [x] Budget vrijgezellen afstemmen met Fleur & Anouk
- [ ] Speech schrijven (max 5 min!!) — ideeën in speech_ideeen.md
- [ ] Verhaaltjes over Lotte voor de babs — eerste lading gestuurd, meer sturen (jeugd, studententijd, Ardèche)
- [ ] Wie bewaart de ringen op de dag? (Niels of ik) → afspreken
- [ ] Noodpakketje voor de dag: pleisters, naald & draad, paracetamol, haarspelden, tissues, deo, blarenpleisters
- [ ] Cadeau namens de getuigen samen — overleggen met Niels & Youssef
- [ ] Mijn outfit!! + schoenen waar ik op kan staan
- [ ] Hotel/slaapplek na het feest regelen (of Joost rijdt BOB)

## Dingen die Lotte belangrijk vindt
- geen "spelletjes" tijdens het diner
- niet te veel speeches, ze wil dansen
- papa mag een toost, maar kort (haha, succes)
""")

add("notes/bruiloft/speech_ideeen.md", "2025-10-26 22:48", """
# Speech ideeën (getuige) — max 5 min

Taal: Nederlands, met één stukje in het Engels voor Daan z'n Schotse tante Morag (en de collega's uit Edinburgh).

## Opbouw (ChatGPT hielp een beetje, maar vooral mijn eigen ding)
1. Opening: grapje over dat ik 3 jaar ouder ben en dus alles al eerder verkeerd heb gedaan
2. Lotte als kind: Meneer Slijm (de slak), de tent die wegwaaide in de Ardèche en Lotte die de hele camping wakker maakte om hem te zoeken
3. Lotte & Daan: de klimhal, "ik heb hem gezekerd en nooit meer losgelaten"
4. Wat Daan met haar doet: ze is rustiger, ze eet nu ontbijt
5. Engels stukje: "Daan, welcome to a family that argues about insulation at Christmas dinner"
6. Afsluiten: toost — iets met touw/zekeren?? te flauw? misschien juist goed

## Niet doen
- exen noemen (duh)
- de vakantie in Portugal
- te lang!! 5 min = ~650 woorden

## Zinnen die ik wil gebruiken
- "Lotte heeft nooit iets half gedaan, behalve haar studie fysiotherapie (de eerste keer)"
- "Daan, je krijgt er gratis een schoonvader bij die je zal uitleggen hoe je een cv-ketel bijvult"
""")

add("notes/bruiloft/vrijgezellenfeest.md", "2025-11-02 16:20", """
---
title: Vrijgezellenfeest Lotte
updated: 2025-11-02
---
# Vrijgezellenfeest Lotte — GEHEIM (niet in de familie-app zetten!!)

Organisatie: ik + Fleur + Anouk (vriendinnen van Lotte uit Nijmegen). Ongeveer 12 vrouwen.

## Opties
1. **Weekend Antwerpen** — shoppen, speciaalbier, overnachten in een groot appartement. Ca. € 240 p.p. Te duur voor de helft van de groep, en Lotte houdt niet van stedentrips met 12 man.
2. **Dagje Loosdrecht** — SUP-les op de Loosdrechtse Plassen ('s middags), daarna borrel + diner bij Restaurant Het Plankier aan het water. Ca. € 85 p.p.
3. **Workshop keramiek + high tea** in Utrecht. Lief maar "saai" volgens Fleur.

## Besluit (30 okt, call met Fleur en Anouk)
Optie 2: SUP-les + diner in Loosdrecht. Geen Antwerpen. Redenen: budget, iedereen kan 's avonds weer naar huis, en Lotte's enige eis was "iets buiten, en niks met strippers" lol.

Datum: de datumprikker liep tot 1 nov, de winnende datum staat in mijn agenda.

Plan B bij slecht weer (SUP in maart is sowieso fris, wetsuits zitten erbij): escape room in Hilversum.

## To do
- [x] SUP-school gereserveerd (aanbetaling € 150, 12 boards + 2 instructeurs)
- [ ] Tafel bij Het Plankier bevestigen (bellen, mailen werkt niet bij die mensen)
- [ ] Sjerp en "bride to be"-dingen? → Lotte: NEE. Dus nee.
- [ ] Vervoer: 2 auto's vanuit Utrecht + de rest met de trein naar Hilversum en bus
- [ ] Tikkie voor de aanbetalingen
""")

# ---------------------------------------------------------------- work
add("notes/work/atlas_study_plan.md", "2025-10-13 09:12", """
---
project: Atlas onboarding study
owner: Sanne Verhoeven
stakeholders: [Fiona Gallagher, Tom Ashworth, Priya Natarajan]
status: analysis
updated: 2025-10-13
---
# Atlas — onboarding research plan

## Research questions
1. Where do new freelancers drop off between sign-up and their first invoice sent — and why?
2. What do they expect "connect your bank" to do (and what scares them about it)?
3. What does "set up" mean to them: a tidy account, or just getting paid once?

## Method options (May)
| Option | Pros | Cons |
|---|---|---|
| Unmoderated usability test | fast, cheap, lots of participants | only tests screens, no real context, no real invoice |
| Diary study (2 wks) + follow-up interviews | captures the real first-invoice moment, context, emotions | slower, recruitment heavy, dropout |
| Funnel analytics only | free, already there | tells us *what*, never *why* |

**Decision (22 May, with Priya and Fiona):** diary study, 2 weeks, 12 participants, plus 45-min follow-up interviews with ~6 of them. Unmoderated test dropped. Fiona pulls funnel data alongside so we can match diaries to events.

## Participants
- 12 freelancers who signed up in the last 14 days, mix of UK and NL
- Screener: behaviour-based (have you sent an invoice in the last month? how?)
- Incentive: £40 voucher (raised from £25 after Kwame said dropout roughly doubled at £25 in the last diary study). NL participants get the euro equivalent.

## Timeline
| Phase | When |
|---|---|
| Recruitment | 8–26 Sep |
| Fieldwork (diaries) | 29 Sep – 10 Oct |
| Follow-up interviews | 13–17 Oct |
| Synthesis | Oct – Nov |
| Readout | 27 Nov (London) |

## Risks
- Participants forgetting to log → daily nudge at 18:00 local time
- GDPR: bank screenshots!! ask them to blur, delete raw after synthesis
- Fiona wants "quick wins" before the readout. Careful.
""")

add("notes/work/london_trip_checklist.md", "2025-03-09 19:30", """
# London trip checklist (monthly)

## Before
- [ ] Book travel via TripDesk, at least 14 days ahead (or Kwame gets grumpy)
- [ ] Hotel: Citizen Lodge Old Street, company rate — ask for a room AWAY from the lift
- [ ] Cat sitter sorted? only needed if Joost is away too (see cat_sitter_sheet.txt)
- [ ] Tell korfball I'll miss training if it's a Thursday
- [ ] Check if anyone wants stroopwafels (Tom: yes, always)

## Eurostar / flights
- Standard Premier only if it's within policy (it isn't, unless it's cheaper), otherwise Standard
- Seat: window, forward-facing (I get motion sick riding backwards!!), not next to the toilets, quiet coach if there is one
- Flights: aisle, front half, hand luggage only
- Bring own food, the café car queue is insane after Brussels

## Packing
- laptop + charger, UK plug adapters (×2!!), Brightloop badge
- running shoes (Regent's Canal loop from the office)
- noise-cancelling headphones
- umbrella, obviously
- stroopwafels for the team

## In the office
- Book a research room (Cobalt) if I'm running sessions
- Lunch: Leather Lane market on Tue/Thu
- Pub with the team on Wednesday, don't stay past 22:00

## After
- [ ] Expenses in Expensly within 30 days (photograph receipts on the spot)
- [ ] Update the trip sheet (london_trips_2025.csv)
""")

add("notes/work/1on1_notes.md", "2025-11-05 12:10", """
# 1:1 notes (running)

## 2025-01-09 — Priya
- 2025 goals: lead Atlas (onboarding), mentor Lena, one talk for the research guild
- Priya wants me to "say no more often". Noted. Said yes to the guild talk 10 minutes later.

## 2025-03-05 — Priya (in London, Cobalt)
- Readouts: more "so what", fewer quotes. One slide = one decision.
- Promotion to Senior: case is strong, she wants one big visible project → Atlas.
- Travel: policy review in spring, likely train-only for short trips.

## 2025-05-29 — Priya
- Atlas plan signed off, recruitment starts September (summer is dead for freelancers)
- Budget for incentives approved by Kwame

## 2025-07-03 — Priya (last one before her leave)
- Priya is off from 1 Aug, back ~February.
- Hamish Reid (Director of Design) covers my line management from 4 August. Kwame does research ops + budget sign-off.
- Promotion case will be picked up in the January cycle; Priya leaves notes for Hamish.
- Told her I'll miss her. She said "you'll be fine, just don't let Hamish turn Atlas into a slide deck about buttons."

## 2025-08-06 — Hamish
- First check-in. Very visual person, wants one slide per insight, loves video clips.
- He asked if I'd come to London twice a month in Q4. Said no — once a month max (attic, cat, korfball, and I'm honestly more productive at home). He took it well.

## 2025-10-01 — Hamish
- Atlas: fieldwork running, 11/12 participants active after day 3 (one ghosted).
- He wants to bring leadership to the readout. I want to present it in the room, not on a screen → asked to move it, will email him.

## 2025-11-05 — Hamish
- Promotion: Hamish supportive but "let's wait for Priya to be back". Meh. Wrote down my arguments anyway.
- Offsite feedback: Margate was good, the roadmap day was too long.
- Asked for a research budget for Q1 usability benchmarking → he'll check.
""")

add("notes/work/atlas_synthesis_themes.md", "2025-11-12 16:45", """
# Atlas — synthesis themes (draft v3)

Source: 11 diaries (1 dropped out day 3), 6 follow-up interviews, funnel export from Fiona.

## Theme 1 — "Connect your bank" reads as "give us your money"
- 7/11 hesitated at the bank step. P03: "why does an invoicing app need to see my savings?"
- P07 thought connecting would *move* money automatically. Scary.
- Nobody read the explainer link. Nobody ever reads the explainer link.

## Theme 2 — The first invoice is a social moment, not a setup step
- People write their first invoice for a specific client, often late at night, often stressed.
- They care about how it *looks to the client* (logo! tone!), not about account completeness.
- P02 sent a test invoice to herself 4 times before sending the real one.

## Theme 3 — VAT/BTW confusion blocks NL users
- NL freelancers stumble on "KOR" (small business scheme) — the app has no idea what that is.
- Two NL participants abandoned and went back to a Word template.

## Theme 4 — Progress bars lie
- The "80% set up" bar made people feel behind, not motivated. P09: "80% of what?"

## Opportunities (for the readout)
- Let people send a first invoice *before* connecting a bank
- Preview exactly what the client will see
- NL-specific VAT onboarding (KOR toggle)
- Kill or rethink the progress bar

## Clips to pull
- P02 test invoices (funny, relatable)
- P07 "move my money??" (strong)
- P11 Word template (ouch)
""")

# ---------------------------------------------------------------- life
add("notes/korfbal.md", "2025-05-25 11:00", """
# Korfbal — KV Domstad '71

Team: **Domstad 5** (recreanten, gemengd). Aanvoerder: Esmee. Trainer: Ruud Hendriks.

## Seizoen 2024/2025
- Training: donderdag 20:00–21:30
- Zaal (nov–mrt): Sporthal Overvecht
- Veld (sep–okt, apr–jun): Sportpark Lunetten, veld 3
- Wedstrijden: zaterdag, schema in de club-app
- Contributie: € 179,- (incasso okt)

## Bardienst
- 2× per seizoen verplicht. Ruilen kan via de ledenlijst (mail naar leden@).
- Jan 2025 gedaan met Bram (4 uur over zuurdesem...)

## Stats (voor de lol)
- Doelpunten dit seizoen: 14 (persoonlijk record!)
- Doorloopballen: nog steeds slecht links

## Spullen
- Shirt maat M, nummer 8
- Zaalschoenen vervangen (zool los) → gedaan in maart
- Kniebrace links bij wedstrijden

## Notes
- Seizoensafsluiting + BBQ 21 juni
- Esmee wil teamweekend in augustus, Texel? Ik kan alleen in het weekend
""")

add("notes/mosterd.md", "2025-11-03 19:05", """
---
naam: Mosterd
soort: Europese korthaar, rood gestreept met witte buik
geboren: ca. april 2019
uit: Dierentehuis Stad Utrecht (2020)
chip: 528210004417965
---
# Mosterd 🐈

**Dierenarts:** Dierenkliniek De Poezenboom, Kanaalstraat 140, Utrecht — dr. Femke Hoekstra, tel. 030-000 4412
Buiten openingstijden: Dierenspoedkliniek Midden (nummer staat op de koelkast)

## Log
| datum | wat | notitie |
|---|---|---|
| 2024-12-10 | jaarlijkse enting + check | 4,9 kg — "iets minder brokjes" zei dr. Hoekstra |
| 2025-02-03 | tandsteen gecheckt | ok, volgend jaar misschien gebit schoonmaken |
| 2025-06-17 | 2× gebraakt | haarballen, moutpasta gekocht, weer ok |
| 2025-10-05 | logeren Deventer | bij pap & mam tijdens het stofwerk op zolder |
| 2025-11-02 | terug thuis | 5,2 kg (mama verwent haar met kip...) |
| 2025-11-03 | eet slecht | stress van de verhuizing terug? zie chatgpt, na 2 dagen weer normaal |

Volgende enting: afspraak staat in de agenda.

## Eten
- 2× per dag natvoer (½ zakje), 's avonds een klein handje brokjes
- Bestellen via Kattenmand (natvoer kip & kalkoen, 24-pack)
- Vlooienmiddel: elke 4 weken in de nek

## Karakter
- Bang voor de stofzuiger, de boormachine en mannen met een pet
- Slaapt op de vensterbank boven de verwarming
- Komt ALTIJD als je de koelkast opendoet
""")

add("notes/boodschappen_huis.md", "2025-10-19 10:30", """
# Boodschappen & huis

## Vaste boodschappen
- havermelk (barista), yoghurt, kaas (oud, geen belegen!)
- brood: zuurdesem van de bakker op de hoek, niet van de AH
- **Koffie:** ALLEEN de Ethiopië Guji bonen van Koffiebranderij Blom (Twijnstraat). Niet die supermarkt-espresso, smaakt naar asbak. Joost mag z'n Nespresso-cupjes houden, ik drink ze niet.
- thee: Earl Grey (van de London trip, Fortnum's is te duur, gewoon Twinings)
- kattenvoer: zie mosterd.md, bestellen via Kattenmand
- wc-papier, afwasmiddel, vaatwastabletten

## Huis — terugkerend
- Rookmelders testen (1e van de maand)
- Dakgoot schoonmaken in het najaar (dit jaar: steiger staat er toch, Peter vragen?)
- Filter afzuigkap (elke 3 mnd)
- CV-ketel: druk checken, zie cv_ketel_bijvullen.txt
- Tuin: heg knippen voor 1 juni (vogels)

## Lijstje bouwmarkt
- stofschotten + afplaktape ✓
- verhuisdozen (20) ✓
- vloerolie naturel, kwasten
- nieuwe deurmat, deze is kapot van Mosterd

## Ideeën
- Voorraadkast opruimen (houdbaarheid!!)
- Joost wil een vaatwasser met besteklade. Prima als hij 'm zelf uitzoekt.
""")

# ---------------------------------------------------------------- daily notes
add("notes/daily/2025-02-14.md", "2025-02-14 23:05", """
# vr 14 feb 2025

- Valentijn: Joost kookte (risotto, iets te zout, lief). Geen cadeaus afgesproken, hij had toch bloemen. Oeps.
- Offertes zolder: besloten om met Zolderfix in zee te gaan (zie mail Joost van woensdag). Marco mailen voor planning.
- Nieuwe modem is er eindelijk. Wi-Fi heet nu Vogelnest-5G, wachtwoord tijdelijk Vogeltje!2019 — moet nog veranderen naar iets wat je aan een oppas kunt geven zonder te spellen.
- Work: Atlas kickoff doc gedeeld met Fiona. She wants a funnel deep-dive first. Fine.
- Korfbal gisteren: 2 doelpunten! Ruud: "eindelijk".
- Mosterd heeft de rozen van Joost aangevreten. Zijn ze giftig voor katten? → nee (checked).
- TODO morgen: Lotte bellen (verloving-etentje plannen), leges-bedrag opzoeken.
""")

add("notes/daily/2025-05-06.md", "2025-05-06 22:30", """
# Tue 6 May 2025

- London week (Tue-Thu). First time on the Eurostar since the new travel policy — honestly so much nicer than City airport. Worked the whole way.
- **Insulation decided** (call with Joost tonight): wood fibre boards for the roof, 160 mm (Rc ~4.1), instead of PIR. PIR is thinner and cheaper per Rc, but the attic will bake in summer and wood fibre buffers the heat way better (hours of delay vs PIR). Costs ~€1.150 more via Van Dam. Worth it for my future office. Dad will sulk.
- Atlas: Priya + Fiona lean towards a diary study. I'm drafting the plan.
- Dinner with Tom and Lena in Clerkenwell. Tom kept talking about a dumpling place "I absolutely have to try". Next time.
- Hotel room by the lift AGAIN. Ding.
""")

add("notes/daily/2025-08-21.md", "2025-08-21 21:50", """
# Thu 21 Aug 2025

- **Scaffolding / steiger:** talked to Gerda next door (nr 25). The scaffolding for the dormer has to stand partly in her back garden for ~6 weeks (the back side needs access for the roof). She's OK with it as long as her hydrangeas survive and the builders don't start before 8. Promised her: a bottle of port + we pay for a window cleaner when it's all done. She also wants the tarp "not flapping at night". Told her the start got pushed back (see Peter's mail) — she was relieved, her grandkids visit in September.
- Peter says the steiger guys will put boards over the hydrangeas. Fingers crossed.
- Priya is gone, first full week of the leave-cover setup. Lots of Loom videos suddenly.
- Korfbal: new season starts in 2 weeks, different evening apparently (mail from TC). Need to check.
- Lotte called about the venue drama — the new place looks gorgeous. Forwarded her mail to Joost.
- Joost back at school next week. He's dreading the new timetable.
""")

add("notes/daily/2025-11-20.md", "2025-11-20 23:15", """
# do 20 nov 2025

- Zolder: vloer ligt!! stucadoor begint maandag. Het stof is overal, ook in de koelkast (hoe??).
- [ ] Peter antwoorden over die extra Velux achter (vóór vr 28/11!!) — € 1.180 incl. btw, wel of niet? Joost twijfelt, ik wil licht. Past het nog in het bouwdepot? Checken.
- [ ] Bardienst korfbal 13/12 nog steeds niet geruild. Esmee kan niet. Noor appen?
- [x] Cat sitter sheet updated for Maya (2–4 Dec)
- [ ] Atlas pre-read af maken (Tue 2 Dec to Hamish)
- Mosterd eet weer normaal. Sleeps on the new attic floor when the builders are gone, warm from the sun through the dormer.
- Lotte: jurk passen 13 dec, "je MOET mee". Yes ma'am.
- Note to self: Sinterklaas surprise for papa, lootje. Gedicht!!
""")

# ---------------------------------------------------------------- plain text
add("house/cat_sitter_sheet.txt", "2025-11-23 11:40", """
CAT SITTER SHEET — Sijsjesstraat 27, Utrecht
For: Maya  |  Dates: Tue 2 Dec (evening) until Thu 4 Dec 2025 (I'm back ~21:30)
Updated: 23 Nov 2025 (Sanne)

Hi Maya, thank you so much!! Joost is on a school trip to Berlin and I'm in London,
so it's just you and Mosterd. Everything you need is below.

GETTING IN
- Spare key: grey key safe behind the rain barrel, next to the back gate (alley side).
  Code: 2705. Please spin the wheels back after use.
- The front door sticks a bit when it rains: lift the handle while turning the key.

WIFI
- Network: Zolderkamer
- Password: Pindakaas&Mosterd27
  (yes, really. the old "Vogelnest" network is gone)

FOOD
- Morning (~8:00) and evening (~18:00): half a pouch of wet food (kip & kalkoen, in
  the cupboard left of the fridge). Keep the other half in the fridge with the lid.
- Evening: a SMALL handful of dry food (the measuring scoop, not more, she's on a diet).
- Fresh water every day please, she likes the glass bowl, not the metal one.

TREATS
- She is completely mad about the cheese Knabbelkussens (blue bag, top shelf of the
  kitchen cupboard). Max 5 a day or she'll get fat. Shaking the bag = instant cat.

THINGS SHE HATES
- the vacuum cleaner (please don't), the drill, being picked up.
- She'll hide under our bed the first evening. Ignore her, she'll come out.

LITTER BOX
- Bathroom upstairs. Scoop once a day, bags are in the drawer under the sink.

THE ATTIC
- The attic is a building site. The attic door stays CLOSED. Mosterd must not go up
  (insulation dust, no railing at the stairs yet).
- Peter's builders (Van Dam) have their own key and are there on weekdays from about
  7:30 to 16:00. Don't be alarmed by the noise. They know you're coming.

VET
- Dierenkliniek De Poezenboom, Kanaalstraat 140, Utrecht, tel. 030-000 4412
  (dr. Femke Hoekstra knows her). After hours: Dierenspoedkliniek Midden, number on
  the fridge.

CONTACTS
- Sanne: +31 6 0000 0427 (WhatsApp works in London)
- Joost: +31 6 0000 0918 (Berlin, slow to answer)
- My mum Ans (backup, Deventer, has looked after Mosterd for a month): +31 6 0000 0155

Help yourself to tea, the good biscuits are in the tin with the windmill on it.
THANK YOU! x Sanne
""")

add("house/cv_ketel_bijvullen.txt", "2025-01-12 14:20", """
CV-KETEL BIJVULLEN — hoe doe je dat ook alweer
(ketel hangt in de kast op de overloop, naast de zoldertrap)

Wanneer: als de druk op het display onder de 1,0 bar komt (ketel geeft dan code "P"
of gaat piepen). Normaal: 1,5 – 2,0 bar als de ketel koud is.

1. Ketel UIT zetten (knop onderaan) en een kwartier laten afkoelen.
2. Vulslang uit de la onder de ketel (grijze slang, met de twee koppelingen).
3. Slang eerst op de kraan onder het aanrecht? NEE — op het kraantje links onder de
   ketel (koud water) en het andere eind op het vulkraantje van de ketel.
4. Slang eerst vol laten lopen met water (anders blaas je lucht het systeem in):
   kraantje even open, koppeling nog los boven de emmer, dan pas vastdraaien.
5. Eerst het kraantje open, dan het vulkraantje van de ketel langzaam open.
6. Kijk naar de meter: stoppen bij 1,8 bar.
7. Beide kraantjes dicht, slang los (emmer eronder!), ketel weer AAN.
8. Radiatoren ontluchten als ze tikken/koud blijven bovenin (sleutel ligt in de la),
   daarna druk opnieuw checken.

Als de druk binnen een week weer zakt: er is een lek of het expansievat is op.
Niet zelf gaan prutsen -> bellen.

STORINGEN / ONDERHOUD
- Onderhoudscontract bij Installatiebedrijf Wijnands, tel. 030-000 7781.
- Januari 2025 (9 jan): ketel viel steeds uit met drukstoring. Kevin van Wijnands kwam
  binnen 2 uur, heeft de drukschakelaar vervangen (valt onder het contract, alleen
  voorrijkosten). Sindsdien geen gedoe.
- Jaarlijkse onderhoudsbeurt: oktober. (2025: verzet naar na de verbouwing, de ketel zit
  naast de zoldertrap en de bouwers moeten erlangs.)
""")

add("work/travel_booking_howto.txt", "2025-05-02 09:00", """
HOW TO BOOK LONDON TRAVEL (Brightloop, TripDesk) - my own cheat sheet

1. Log in to TripDesk via SSO (Okta tile "Travel"). If it asks for a company code it's BRLP.
2. Trip purpose: "Office days" or "Research fieldwork" (fieldwork = different cost code!).
3. TRAIN: since May 2025 the travel policy says train for any journey under ~6 hours
   door-to-door. So: Eurostar Amsterdam Centraal <-> London St Pancras, Standard class.
   Flights only with approval from Kwame (and a good reason).
4. HOTEL: pick the hotel tagged "Preferred" in TripDesk - it's the one with the company
   rate and it changes now and then (Ops sends an e-mail when it does). Max 2 nights
   unless approved. Breakfast is included in the preferred rate.
5. Book at least 14 days ahead. Last-minute = you explain it to Kwame.
6. Confirmation e-mails come from the operator (Eurostar) and from TripDesk. Keep both.

EXPENSES
- Claim in Expensly within 30 days of the trip.
- Meals: per diem GBP 35/day, receipts not required but nice.
- Tube/bus: contactless, export the journey history as PDF.
- Anything in EUR: enter the EUR amount, Expensly converts.
- Trip sheet: keep london_trips_2025.csv up to date, makes this so much easier.
""")

# ---------------------------------------------------------------- CSV ledgers
LEDGER = [
    ("2025-01-14", "Koffie + taart bezichtigingen", "AH Nachtegaalstraat", "overig", "12,40", "eigen"),
    ("2025-03-07", "Tekeningen dakkapel (bestaand + nieuw)", "Tekenbureau Lijn & Vlak", "advies", "895,00", "eigen"),
    ("2025-03-12", "Leges omgevingsvergunning", "Gemeente Utrecht", "vergunning", "642,35", "eigen"),
    ("2025-03-14", "Constructieberekening dakkapel", "Constructiebureau Mulder", "advies", "1150,00", "eigen"),
    ("2025-04-22", "Aanbetaling 10% bij opdracht", "Bouwbedrijf Van Dam & Zn", "aannemer", "3690,00", "eigen"),
    ("2025-06-24", "Afsluitkosten bouwdepot", "Hollandse Spaarbank", "financiering", "250,00", "eigen"),
    ("2025-08-30", "Stofschotten + afplaktape", "Bouwmarkt Hamerstee", "materiaal", "86,45", "eigen"),
    ("2025-09-27", "Verhuisdozen (20) zolderspullen", "Bouwmarkt Hamerstee", "materiaal", "39,90", "eigen"),
    ("2025-10-06", "1e termijn 20% (start + steiger)", "Bouwbedrijf Van Dam & Zn", "aannemer", "7380,00", "bouwdepot"),
    ("2025-10-07", "Voer + kattenbakvulling Mosterd (Deventer)", "Kattenmand", "overig", "40,45", "eigen"),
    ("2025-10-10", "Container puin 6 m3", "Afvalcontainers Midden", "afvoer", "395,00", "bouwdepot"),
    ("2025-10-20", "2e termijn 25% (dakkapel geplaatst)", "Bouwbedrijf Van Dam & Zn", "aannemer", "9225,00", "bouwdepot"),
    ("2025-10-24", "Extra groepen meterkast", "Elektro Dijkstra", "elektra", "740,00", "bouwdepot"),
    ("2025-10-31", "Koffie/stroopwafels bouwploeg", "AH Nachtegaalstraat", "overig", "23,15", "eigen"),
    ("2025-11-07", "3e termijn 20% (isolatie + vloer)", "Bouwbedrijf Van Dam & Zn", "aannemer", "7380,00", "bouwdepot"),
    ("2025-11-08", "Fles port voor Gerda (steiger in tuin)", "Slijterij De Gouden Ton", "overig", "24,95", "eigen"),
    ("2025-11-12", "Vloerolie naturel + kwasten", "Bouwmarkt Hamerstee", "materiaal", "64,80", "eigen"),
    ("2025-11-15", "Wandlampen zolder (2x)", "Lichthuys Utrecht", "inrichting", "189,00", "eigen"),
    ("2025-11-19", "Glazenwasser bij Gerda (beloofd)", "Glazenwasserij Bos", "overig", "45,00", "eigen"),
]


def _ledger():
    rows = ["datum;omschrijving;leverancier;categorie;bedrag_eur;betaald_uit;totaal_tot_nu"]
    total = 0
    for d, oms, lev, cat, amt, bron in LEDGER:
        cents = int(amt.replace(",", ""))
        total += cents
        rows.append(";".join([d, oms, lev, cat, amt, bron,
                              "%d,%02d" % (total // 100, total % 100)]))
    return "\r\n".join(rows) + "\r\n"


add("finance/verbouwing_kosten.csv", "2025-11-19 20:00", _ledger())

TRIPS = [
    # date, trip, category, description, amount, currency, booking_ref, status
    ("2025-01-07", "Jan office", "flight", "KLM AMS-LCY return", "212.40", "EUR", "8JD2PQ", "claimed"),
    ("2025-01-07", "Jan office", "hotel", "Hotel 2 nights (company rate)", "318.00", "GBP", "TD-10442", "claimed"),
    ("2025-02-04", "Feb office", "flight", "KLM AMS-LCY return", "189.90", "EUR", "4HWQ7T", "claimed"),
    ("2025-02-04", "Feb office", "hotel", "Hotel 2 nights (company rate)", "318.00", "GBP", "TD-10871", "claimed"),
    ("2025-03-04", "Mar office", "flight", "KLM AMS-LCY return", "244.10", "EUR", "9RMX2C", "claimed"),
    ("2025-03-04", "Mar office", "hotel", "Hotel 2 nights (company rate)", "332.00", "GBP", "TD-11305", "claimed"),
    ("2025-04-01", "Apr office", "flight", "KLM AMS-LCY return", "201.75", "EUR", "2LKV8N", "claimed"),
    ("2025-04-01", "Apr office", "hotel", "Hotel 2 nights (company rate)", "318.00", "GBP", "TD-11690", "claimed"),
    ("2025-05-06", "May office", "train", "Eurostar AMS-STP return (first train trip!)", "236.00", "EUR", "MWT6KE", "claimed"),
    ("2025-05-06", "May office", "hotel", "Hotel 2 nights (company rate)", "318.00", "GBP", "TD-12077", "claimed"),
    ("2025-06-03", "Jun office", "train", "Eurostar AMS-STP return (ref in confirmation mail)", "268.00", "EUR", "", "claimed"),
    ("2025-06-03", "Jun office", "hotel", "Hotel 2 nights (company rate)", "336.00", "GBP", "TD-12514", "claimed"),
    ("2025-07-01", "Jul office", "train", "Eurostar AMS-STP return", "251.00", "EUR", "HPB3ZR", "claimed"),
    ("2025-07-01", "Jul office", "hotel", "Hotel 2 nights (company rate)", "336.00", "GBP", "TD-12960", "claimed"),
    ("2025-09-02", "Sep office", "train", "Eurostar AMS-STP return", "244.00", "EUR", "XK4D9S", "claimed"),
    ("2025-09-02", "Sep office", "hotel", "Hotel 2 nights (new preferred hotel)", "316.00", "GBP", "TD-13702", "claimed"),
    ("2025-10-13", "Margate offsite", "train", "Eurostar AMS-STP return", "259.00", "EUR", "CJ7NWA", "pending"),
    ("2025-10-14", "Margate offsite", "train", "Southeastern St Pancras-Margate return", "48.60", "GBP", "", "pending"),
    ("2025-10-13", "Margate offsite", "hotel", "Hotel 1 night London before offsite", "158.00", "GBP", "TD-14155", "pending"),
    ("2025-10-15", "Margate offsite", "meals", "Per diem 3 days", "105.00", "GBP", "", "pending"),
    ("2025-11-04", "Nov office", "train", "Eurostar AMS-STP return", "262.00", "EUR", "TF2GHU", "claimed"),
    ("2025-11-04", "Nov office", "hotel", "Hotel 2 nights (company rate)", "316.00", "GBP", "TD-14590", "claimed"),
]


def _trips():
    rows = ["date,trip,category,description,amount,currency,booking_ref,status"]
    for r in TRIPS:
        vals = []
        for v in r:
            vals.append('"%s"' % v if ("," in v or "!" in v) else v)
        rows.append(",".join(vals))
    return "\n".join(rows) + "\n"


add("work/london_trips_2025.csv", "2025-11-09 18:00", _trips())


def build():
    return list(OUT)
