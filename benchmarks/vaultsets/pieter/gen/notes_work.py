"""Work notes: rates, gear, rental suppliers, the lost flight case, tour, festival, packing list."""
from common import write

write("notes/werk/tarieven.md", """
---
title: Tarieven PvdB Live Audio
bijgewerkt: 2025-09-02
tags: [zzp, tarieven, offertes]
---
# Tarieven en voorwaarden

## Huidig tarief (per 1 september 2025)

| Wat | Bedrag excl. BTW |
|---|---|
| Dagtarief FOH of monitoren (tot 10 uur) | **€ 450** |
| Halve dag (max. 5 uur, alleen regio Rijnmond) | € 290 |
| Overuren na 10 uur | € 55 per uur |
| Reisdag zonder show | € 225 |
| Kilometers met eigen bus | € 0,23 per km |
| Annulering binnen 14 dagen | 50% van het dagtarief |
| Annulering binnen 48 uur | 100% |

Overnachting altijd door de opdrachtgever als het > 150 km enkele reis is. Eenpersoonskamer, niet naast de lift
(zie ook [[tour-paklijst]]).

Ook de lopende tour (Stille Wateren) gaat vanaf september naar het nieuwe tarief, dat heb ik met Elise
afgestemd.

## Historie
- 2022 – 2024: € 395 per dag, halve dag € 250
- 1 januari 2025: € 425 per dag, halve dag € 275 (aangekondigd in de offerte aan Kleine Zaal Producties, nov 2024)
- 1 september 2025: € 450 per dag, halve dag € 290 (na de Polderpop-week en de prijsstijging bij de verhuurder
  gerekend: met € 425 hield ik netto te weinig over)

## Voorwaarden (kort)
- Betaaltermijn 14 dagen na factuurdatum.
- Belgische en Duitse opdrachtgevers: BTW verlegd, BTW-nummer van de klant op de factuur, en de omzet meenemen in
  de ICP-opgaaf.
- Apparatuur die ik zelf inhuur (tafel, IEM) wordt doorberekend met 10% opslag, tenzij anders afgesproken.
- Geen gehoorschade-risico's: bij > 102 dB(A) LAeq 15 min grijp ik in, ook als de artiest het harder wil.

#zzp #tarief
""")

write("notes/werk/gear-inventaris.md", """
---
title: Eigen apparatuur
bijgewerkt: 2025-07-28
tags: [gear, verzekering]
---
# Eigen apparatuur (inventaris)

Verzekerd via de apparatuurverzekering van Hollandia Zakelijk (polis AV-338162). Bij elke wijziging deze lijst
bijwerken en naar de verzekeraar sturen.

## In gebruik

| Item | Serienummer | Aankoop | Waarde | Opmerking |
|---|---|---|---|---|
| Shure PSM 1000 zender P10T (nieuw) | 4TK2290 | jul 2025 | € 1.950 | vervangt de verloren zender |
| Shure P10R+ bodypack (nieuw) x2 | 4TK3012 / 4TK3013 | jul 2025 | € 1.300 | |
| Neumann KMS 105 (nieuw) | 771934 | jul 2025 | € 690 | zang Mirte |
| Sennheiser e906 x2 | — | 2019 | € 260 | gitaar |
| Beyerdynamic DT 770 Pro | — | 2021 | € 140 | koptelefoon |
| MacBook Pro 14 + Smaart v9 licentie | C02XK1 | 2023 | € 2.400 | metingen |
| Peli 1510 koffer (handbagage!) | — | jul 2025 | € 260 | nieuwe IEM-koffer |
| Ford Transit Custom (bus) | kenteken VL-882-T | jun 2025 | — | zie boekhouding |

## Verloren op 3 maart 2025 (AeroLink, AMS → MUC)

Deze spullen zaten in de zwarte flightcase met oranje spanbanden ("PVDB LIVE AUDIO 03"):

| Item | Serienummer | Dagwaarde |
|---|---|---|
| Shure PSM 1000 zender P10T | **2RJ0715** | € 1.950 |
| Shure P10R+ bodypack x2 | 2RJ1180 / 2RJ1181 | € 1.300 |
| Neumann KMS 105 | 556021 | € 690 |
| Earthworks M23 meetmicrofoon | 23-44197 | € 470 |
| Kabels, adapters, DI, splitters | — | € 320 |
| **Totaal** | | **€ 4.730** |

Verder: zie [[flightcase-kwijt]].

## Regels voor mezelf
- Alles met een serienummer fotograferen bij aankoop (foto's staan in de map `Gear/aankoop`).
- IEM en zangmicrofoon gaan NOOIT meer in het ruim. Peli 1510 als handbagage of gewoon met de bus.
""")

write("notes/werk/verhuur-leveranciers.md", """
---
title: Verhuurbedrijven
bijgewerkt: 2025-08-19
tags: [verhuur, leveranciers]
---
# Verhuurbedrijven (tafels, IEM, stageboxen)

## Nu: Brabant Audio Rental (Eindhoven) — sinds augustus 2025
- Contact: **Wessel Dekker** (accountmanager), wessel@brabantaudio.example.nl, 040 555 0133
- Adres: Achtseweg Zuid 220, Eindhoven (ophalen/terugbrengen ma–za 8:00–18:00)
- Klantnummer BAR-20931
- Tourpakket voor Stille Wateren: DiGiCo SD9 + D-Rack + 2x Shure PSM 1000 set: € 610 per week excl. BTW
- Geen borg bij automatische incasso. Levering in Rotterdam mogelijk voor € 45.
- Pluspunt: de SD9 komt met de laatste firmware en een eigen showfile-stick, en ze zijn in het weekend bereikbaar.

## Vroeger: Maasklank Verhuur B.V. (Rotterdam) — 2019 tot juli 2025
- Contact: Joris Heemskerk (verhuurplanner), Galileïstraat 21, Rotterdam
- Prima spullen, maar per 1 augustus 2025 +18% op de hele prijslijst, en de borgen zijn hoog (€ 1.200 voor
  een IEM-set).
- Laatste klus via Maasklank: Polderpop (SD12 + SD-Rack), daarna de IEM-huur (april–juli) afgesloten.
- Let op: de borg van de IEM-huur staat daar nog open → zie [[inbox]].

## Vergelijking (juli 2025)

| | Maasklank (na 1 aug) | Brabant Audio | Stagehuis Antwerpen |
|---|---|---|---|
| SD9 + D-Rack per week | € 640 | € 470 | € 520 |
| PSM 1000 set per week | € 171 | € 140 | € 150 |
| Borg | € 1.200 | geen (incasso) | € 500 |
| Afstand vanaf de boot | 10 min | 1 u 15 | 1 u 20 |
| Weekendservice | nee | ja | alleen op afspraak |

**Besluit (19 aug 2025):** alles voor de tour en nieuwe klussen via Brabant Audio. Maasklank alleen nog als
noodoplossing in Rotterdam.
""")

write("notes/werk/flightcase-kwijt.md", """
---
title: Flightcase kwijt – AeroLink AL 2316
gestart: 2025-03-04
bijgewerkt: 2025-09-18
tags: [gear, verzekering, claim, airline]
status: afgerond
---
# Flightcase kwijt (maart 2025)

## Wat er gebeurde

Op **maandag 3 maart 2025** vloog ik met AeroLink vlucht AL 2316 van Schiphol (07:05) naar München (aankomst
08:30) voor de productlancering van Veltmann Solar in de Eventhalle Riem-Ost. Normaal rijd ik naar zulke klussen,
maar de klant betaalde de vlucht en het was een dag heen-en-terug, dus ik dacht: één koffer inchecken, wat kan er
misgaan.

Nou. De koffer (zwarte flightcase, oranje spanbanden, gestencild "PVDB LIVE AUDIO 03") kwam niet op de band. Het
personeel van de bagagebalie in München was vriendelijk maar wist niks: het label was volgens hun systeem nooit
gescand in München, wel op Schiphol. Ik heb ter plekke een Property Irregularity Report (PIR) laten maken. Het
PIR-nummer staat in de bevestigingsmail van AeroLink van dezelfde dag; die mail niet weggooien.

Voor de show zelf heb ik het opgelost met gehuurde spullen van de lokale PA-firma (Huber Veranstaltungstechnik):
een Sennheiser-IEM-set en een SM58 voor de presentator. Het ging goed, maar het was zweten.

## Wat erin zat
Zie [[gear-inventaris]] voor de serienummers. In het kort: mijn eigen IEM-zender met twee bodypacks, de
KMS 105, de Earthworks meetmicrofoon en een tas kabels/adapters. Dagwaarde samen € 4.730.

## Tijdlijn
- **3 maart** – PIR gemaakt in München, foto van het label gemaakt. Terug met de avondvlucht (zonder koffer).
- **4 maart** – Gebeld met AeroLink Baggage Services. "Wordt getraceerd." ChatGPT gevraagd wat ik moest doen
  (lijstje: bonnetjes, foto's, noodaankopen bewaren).
- **6 maart** – Online formulier ingevuld met de inhoud en waarde. Bewijs van aankoop gezocht: van de PSM 1000
  heb ik de factuur, van de KMS 105 alleen een bankafschrift.
- **10 maart** – Nog steeds niets. Het systeem geeft "search in progress".
- **24 maart** – Na 21 dagen officieel als verloren aangemerkt. AeroLink mailt dat ik een claim kan indienen
  onder het Verdrag van Montreal. Daar zit een limiet aan, dus het complete bedrag ga ik daar nooit terugkrijgen.
- **4 april** – Vervangende IEM-set gehuurd bij Maasklank (met borg), want in april begonnen de eerste
  try-outs van de tour.
- **8 april** – Schade gemeld bij Hollandia (apparatuurverzekering). Ze willen: PIR, de verloren-verklaring van
  AeroLink, aankoopbewijzen, en een overzicht van wat de airline betaalt. Hollandia verhaalt zelf niks op de
  airline; ik moet de airline-vergoeding eerst afwachten en die wordt van de uitkering afgetrokken.
- **10 april** – Ontvangstbevestiging van Hollandia met een samenvatting van de melding als bijlage. Daar staat
  het schadenummer in.
- **mei** – Heen en weer met AeroLink over de bonnetjes. Ze willen originele facturen, geen bankafschriften.
  Uiteindelijk accepteren ze de verklaring van de winkel (Podiumtechniek Direct heeft een kopie-factuur gestuurd).
- **juli** – AeroLink doet een definitief aanbod. Geaccepteerd (zie de mail van 15 juli), het is geen vermogen maar
  beter dan een rechtszaak over € 4.700 aan spullen.
- **24 juli** – Nieuwe PSM 1000 set + KMS 105 gekocht (zie inventaris). De huurset gaat 30 juli terug naar
  Maasklank.
- **18 september** – Hollandia heeft uitgekeerd, zie hun mail. Dossier gesloten.

## Wie is wie
- AeroLink Baggage Services: alleen via het webformulier of baggage.claims@aerolink.example.com, nooit een naam.
- Hollandia Zakelijk: mijn schadebehandelaar is **Marloes Vink**. Heel prettig, reageert binnen twee dagen,
  belt ook terug als ze zegt dat ze dat doet.
- Podiumtechniek Direct: kopie-factuur PSM 1000 (2022).

## Lessen
1. **Nooit meer gear inchecken.** IEM, zangmic en meetmic gaan als handbagage in een Peli 1510, of ik rijd.
   Liever vier uur in de bus of de ICE dan nog eens zo'n week.
2. Alle aankoopbewijzen als PDF in één map, met serienummers erbij. Bankafschriften zijn niet genoeg.
3. De apparatuurverzekering was het geld waard. Het eigen risico (€ 250) viel mee.
4. Een AirTag in elke koffer. Had ik gewoon geweten waar het ding was (vermoedelijk op een band in Frankfurt…).
5. Met de klant afspreken dat ze bij vliegen een extra handbagagestuk betalen.

## Wat ik anders had moeten doen op de dag zelf
Eerlijk gezegd: ik had bij het inchecken al een slecht gevoel. De balie op Schiphol had het label met de hand
geschreven omdat de printer het niet deed. Daar had ik om een nieuw label moeten vragen, of de case moeten
openmaken en de IEM-zender in mijn rugzak moeten stoppen. Ook het PIR-formulier: ik heb het in de haast getekend
zonder te controleren of de omschrijving goed was ("black suitcase" in plaats van "black flight case with orange
straps"). Dat heb ik de dag erna nog laten aanpassen, maar het had het zoeken kunnen vertragen.

Verder heb ik op de dag zelf geen foto van de inhoud gehad. Nu heb ik van elke case een foto van de open case
in mijn telefoon, met de datum. Klinkt overdreven, maar het scheelt discussie met zowel de airline als de
verzekeraar.

## Kosten en gedoe op een rij
- Gehuurde spullen in München: betaald door de klant (netjes van Veltmann, ze voelden zich schuldig).
- Vervangende IEM-huur april–juli: € 145 per week bij Maasklank, plus de borg. Die huur is zakelijk aftrekbaar,
  staat in de boekhouding.
- Tijd: ik schat 12 uur aan bellen, mailen, formulieren en bonnetjes zoeken.
- Stress: veel. De eerste try-out in april (Vlaardingen) met een huurset met een andere firmware was niet fijn.

## Status
Afgerond. Airline en verzekering hebben allebei betaald. Eventuele vragen van Anouk bij de jaarafsluiting over
hoe ik de uitkering boek: de uitkeringsbrief van Hollandia bewaren.
""")

write("notes/werk/tour-stille-wateren-2025.md", """
---
title: Tour "Stille Wateren" – Mirte Claes (najaar 2025)
klant: Kleine Zaal Producties (Gent)
bijgewerkt: 2025-11-04
tags: [tour, theater]
---
# Tour "Stille Wateren" – Mirte Claes

Ik doe FOH, Sem Oosterhuis doet monitoren (behalve 6 december, dan doe ik beide vanaf FOH).

- Producent: **Elise Vandamme** (Kleine Zaal Producties, Gent)
- Tourmanager: **Koen Verhaegen** – regelt hotels, dagplanning, catering
- Band: Mirte (zang, gitaar), cello, piano/synth, drums (klein setje, brushes)
- Huur: tafel + IEM via Brabant Audio (tourpakket SD9 + D-Rack + 2x PSM 1000), ophalen in Eindhoven op de
  woensdag voor elk blok.

## Speellijst

| Datum | Zaal | Plaats | Hotel | Opmerking |
|---|---|---|---|---|
| vr 19 sep | Theater Het Anker | Vlaardingen | — (thuis) | première, pers |
| za 27 sep | CC De Meerse | Gent | Ibis Gent Centrum | |
| za 4 okt | Schouwburg Noorderhaven | Groningen | Hotel Aa-kade | verhuizing boot 2 dagen later! |
| vr 17 okt | CC Zilverberg | Antwerpen | — (terug met de bus) | |
| za 8 nov | Theater De Waagschaal | Utrecht | — | |
| do 27 nov | **Kesselhaus Altenessen** | **Essen (DE)** | **Hotel Zollverein-Garten, Essen** (geboekt door Koen) | verplaatst, was Emscherhalle Oberhausen |
| za 6 dec | CC De Berk | Leuven | Martin's Leuven | ik doe FOH + mon |
| za 13 dec | Zaal Maaspoort | Rotterdam | — | laatste show |

## Duitsland (27 november)
- Oorspronkelijk in de Kulturwerk Emscherhalle in Oberhausen. Door dakreparaties verplaatst naar het
  **Kesselhaus Altenessen, Am Kesselhaus 5, Essen**. Zelfde datum.
- Contact ter plaatse: Katrin Lohmeyer (productieleider, doet beide zalen).
- Laadtijd en parkeren: zie de doorgestuurde mail van Koen (14 okt). De zaaltafel in het Kesselhaus is een X32 →
  wij nemen onze eigen SD9 mee (afgesproken met Katrin, zie mail 6 nov).
- Reistijd Rotterdam – Essen ±2,5 uur met de bus.

## Techniek
- Inputlijst v1 (sept) staat in docs; voor Essen komt er een v2 omdat de cello een extra DI krijgt.
- Zang: KMS 105 (eigen), cello: DPA 4099 + DI, piano stereo DI.
- Monitoren: iedereen IEM behalve de drummer (wedge).

## Lessen na Groningen
- De cellist wil minder zang in zijn mix. Sem weet het.
- Noorderhaven: FOH onder het balkon, laag klinkt daar dik. Volgende keer de positie vooraf opvragen.
""")

write("notes/werk/polderpop-2025.md", """
---
title: Polderpop 2025
datum: 2025-07-04
tags: [festival, polderpop]
---
# Polderpop 2025 – Dijkpodium

Productie: Thijs Wagemakers (productieleider Polderpop). Ik doe FOH op het Dijkpodium (tweede podium) alle drie
de festivaldagen plus de opbouwdag op donderdag.

## Apparatuur
- Tafel: DiGiCo SD12 + SD-Rack via Maasklank (factuur komt achteraf, nog controleren of de extra dag niet dubbel
  is gerekend).
- PA is van het festival (line array, subs in een cardioide opstelling… althans, dat was de bedoeling).
- Eigen: IEM-huurset (Maasklank), talkback-mic, meetmic van de festival-PA-firma geleend.

## Checklist vooraf
- [x] Showfiles van de headliners van het Dijkpodium opgevraagd (3 van de 5 gekregen)
- [x] Crewbandje en parkeerinfo: zie de crewmail van Thijs
- [x] Eigen oordoppen + reserve filters
- [x] Bus volgetankt, kabelkist gecontroleerd
- [ ] Factuur Maasklank controleren (extra dag?)

## Dagen
- **Do** – opbouw, line check, de tafel stond om 18:00 pas.
- **Vr** – 5 acts, zon, alles op tijd. Sub-alignment met de main stage was slecht: op FOH hoorde je de
  hoofdpodium-subs er dwars doorheen.
- **Za** – regen, twee changeovers van 20 minuten. Headliner met eigen engineer, ik deed alleen monitoren-assist.
- **Zo** – afbouw tot 02:00. Linkeroor piept na afloop.

## Nazorg
- Oor piept nog op maandag → gehoorcheck laten doen. Zie chat over het piepen na het festival.
- Thijs vroeg al of ik in 2026 weer wil. Eerst kijken hoe het oor herstelt, en dan alleen als FOH op een podium
  dat niet pal naast de main stage staat.

#festival
""")

write("notes/lists/tour-paklijst.md", """
# Tour-paklijst (vaste lijst)

## Altijd mee (handbagage of bus, nooit inchecken)
- [ ] Peli 1510: IEM-zender + 2 bodypacks, KMS 105, meetmic
- [ ] Eigen oordoppen: Elacin RC15 (15 dB filters) + reserve filters. **Geen schuimdopjes**, daar hoor ik geen
      hoog mee en kan ik niet mixen.
- [ ] Laptop + Smaart, USB-sticks met showfiles (2x)
- [ ] Talkback-mic, 2x XLR 10 m, DI's
- [ ] Zaklamp, gaffa (zwart + wit), labelmaker
- [ ] Multitool, kabelbinders, batterijen AA (24x)

## Rider-wensen (catering & hotel)
- Vegetarisch (sinds 2019).
- Geen zware maaltijd vóór de show — ik eet na afloop. Soep of iets kleins om 17:00 is prima.
- Havermelk voor de koffie (flat white als het kan). Geen energiedrankjes in de kleedkamer voor mij.
- Hotel: eenpersoonskamer, rustig, niet naast de lift; verduisterende gordijnen.

## Reizen
- Bus of trein (ICE/Eurostar) > vliegen. Vliegen alleen als de klant extra handbagage regelt.

## Na de show
- [ ] Showfile opslaan op stick + laptop
- [ ] Batterijen bodypacks wisselen/opladen
- [ ] Kilometerstand noteren voor de km-administratie
""")
