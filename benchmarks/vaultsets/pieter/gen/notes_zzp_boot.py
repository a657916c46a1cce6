"""ZZP/tax notes and houseboat notes."""
from common import write

write("notes/zzp/btw-2025.md", """
---
title: BTW-aangiftes 2025
tags: [zzp, btw, belastingdienst]
---
# Omzetbelasting 2025 (kwartaalaangifte)

Deadline steeds: laatste dag van de maand na het kwartaal. Betalen met het betalingskenmerk dat bij de aangifte
hoort (staat in Mijn Belastingdienst Zakelijk, en vanaf Q3 stuurt Anouk het).

| Kwartaal | Deadline | Wie | Te betalen | Ingediend | Betaald |
|---|---|---|---|---|---|
| Q4 2024 | 31 jan 2025 | zelf | € 1.288 | 27 jan | 29 jan |
| Q1 2025 | 30 apr 2025 | zelf | € 1.412 | 28 apr | 28 apr |
| Q2 2025 | 31 jul 2025 | zelf | € 2.184 | 30 jul (op het nippertje) | 31 jul |
| Q3 2025 | 31 okt 2025 | Anouk | € 1.967 | 24 okt | 28 okt |
| Q4 2025 | 31 jan 2026 | Anouk | — | — | — |

Q2 was hoog door Polderpop en de verhuurkosten die pas in Q3 binnenkwamen (voorbelasting te laat).

## Aandachtspunten
- Belgische/Duitse klanten: BTW verlegd → rubriek 3b + ICP-opgaaf. Vergeten bij Q1, Anouk heeft dat hersteld
  met een suppletie.
- Voorbelasting huur Brabant Audio/Maasklank niet vergeten.
- Bus (Transit Custom, juni): BTW op de aankoop teruggevraagd in Q2, privégebruik correctie aan het eind van het
  jaar (Anouk).

## Checklist per kwartaal (voor mezelf, ook nu Anouk het doet)
- [ ] Alle verkoopfacturen in de boekhouding (CSV) en in Moneybird
- [ ] Bonnetjes gefotografeerd
- [ ] Buitenlandse klanten gecontroleerd (BTW-nummer op factuur?)
- [ ] Export naar Anouk vóór de 10e van de maand na het kwartaal
""")

write("notes/zzp/boekhouder.md", """
---
title: Boekhouder – afspraken
tags: [zzp, boekhouder]
bijgewerkt: 2025-11-07
---
# Boekhouder

**Anouk van Rijn** – Van Rijn Administratie & Advies, Lange Haven 88, Schiedam. 010 555 0187,
anouk@vanrijn-administratie.example.nl. Doet sinds 2021 mijn aangifte inkomstenbelasting.

## Afspraken
- Tot en met Q2 2025 deed ik de BTW-aangifte zelf; Anouk alleen de IB en de jaarrekening.
- **4 augustus 2025, besloten:** Anouk doet vanaf Q3 2025 ook de kwartaalaangiftes omzetbelasting, voor € 95 per
  kwartaal. Reden: Q1 ICP vergeten, Q2 op het nippertje; dat is die € 95 per kwartaal dubbel en dwars waard. Ik lever
  per kwartaal vóór de 10e een export aan.
- Jaargesprek 2025: **dinsdag 9 december 2025 om 14:00** bij haar op kantoor in Schiedam.

## Wat Anouk wil hebben voor het jaargesprek
- [ ] Kilometeradministratie 2025 (bus) — loopt achter sinds de Polderpop-week
- [ ] Koopcontract Transit Custom + factuur autobedrijf
- [x] Uitkeringsbrief Hollandia (flightcase) — doorgestuurd 19 sep
- [ ] Overzicht privégebruik telefoon/laptop
- [ ] Jaaroverzicht zakelijke rekening (komt pas in januari, dan nasturen)
- [ ] Vraag: kan de verbouwing van de woonboot deels zakelijk (werkruimte)? Waarschijnlijk niet, maar vragen.

## Eerdere gesprekken
- Dec 2024: IB 2023 afgerond, voorlopige aanslag 2025 verhoogd omdat de omzet steeg.
- Mei 2025: IB 2024 ingediend. Zelfstandigenaftrek + startersaftrek niet meer (starter-periode voorbij).
""")

write("notes/zzp/bedrijfsgegevens.md", """
# Bedrijfsgegevens PvdB Live Audio

| | |
|---|---|
| Handelsnaam | PvdB Live Audio |
| Rechtsvorm | eenmanszaak |
| Eigenaar | Pieter van der Berg-Okafor |
| KvK-nummer | 71829346 |
| BTW-id (btw-identificatienummer) | NL004417829B63 |
| Omzetbelastingnummer (oud, niet meer op facturen) | 8117.29.346.B.01 |
| IBAN | NL48 RBRB 0917 3355 20 (t.n.v. PvdB Live Audio) |
| Correspondentieadres | Postbus 5512, 3008 AA Rotterdam |
| E-mail | pieter@pvdb-audio.example.nl |
| Telefoon | 06 5550 1842 |

Het btw-id moet op elke factuur; het oude omzetbelastingnummer (met mijn BSN erin) niet meer gebruiken.
Op facturen naar België/Duitsland ook het btw-nummer van de klant en de tekst "BTW verlegd / Reverse charge".
""")

write("notes/boot/woonboot-overzicht.md", """
---
title: Woonboot Margaretha – overzicht verbouwing
bijgewerkt: 2025-11-08
tags: [woonboot, verbouwing, margaretha]
---
# Woonboot "Margaretha" – het grote overzicht

Dit is het hoofdbestand voor alles rond de boot. Details staan in de losse notities: [[ligplaatsvergunning]],
[[romp-en-laswerk]], [[verwarming-beslissing]] en de ideeënlijst [[ideeen-energie]].

## Het schip
- Voormalig vrachtschip (luxemotor), gebouwd in 1927 op een werf in Groningen, in de jaren '70 omgebouwd tot
  woonschip.
- Lengte 23,40 m, breedte 4,05 m, diepgang ca. 1,10 m leeg.
- Gekocht in februari 2024 samen met Noor. De vorige eigenaar (een oud-binnenvaartschipper) heeft er 31 jaar op
  gewoond en er veel zelf aan gedaan — soms heel handig, soms… creatief.
- Staat op de lijst van varend erfgoed? Nee, daar is te veel aan veranderd. Wel de oorspronkelijke stuurhut.

## Ligplaats
- Februari 2024 – oktober 2025: tijdelijke gedoogligplaats in de **Coolhaven, ligplaats 7**. Walstroom maar
  1x16A, geen riolering (vuilwatertank die we elke twee weken lieten leegpompen), drinkwater via een slang bij de
  kade.
- Januari 2025 de aanvraag gedaan voor een vaste ligplaats in de Schiehaven (ligplaats 23 kwam vrij, de
  "Zeemeeuw" vertrok). Besluit kwam 12 september 2025: verleend, ingangsdatum 1 oktober.
- **Sinds maandag 6 oktober 2025 liggen we in de Schiehaven, ligplaats 23.** Walstroom 3x25A, riolering, eigen
  drinkwateraansluiting, en een steiger voor de deur. De havenmeester is Ed Brouwer, heel behulpzaam.
- Nog te doen na de verhuizing: adreswijziging, rioolaansluiting laten keuren (zie ligplaatsvergunning).

## Romp
Het grootste project. Bij de aankoopkeuring (feb 2024) werd al gezegd dat de bodem "aan het eind" was bij de
achterkant en rond het motorruim. We hebben het een jaar aangekeken met een paar noodreparaties.

- Mei 2025 eerste offerte van Werf Drechtzijde in Dordrecht: 12 m² bodemplaat vervangen.
- Juli 2025 diktemeting (ultrasoon, door een onafhankelijke expert): meer dunne plekken dan gedacht, ook de
  kimplaten. Nieuwe offerte: 18 m² + kimplaten.
- Besluit: **alles vervangen, niet dubbelen.** Dubbelen is goedkoper maar bij de volgende keuring krijg je het
  alsnog, en de verzekeraar doet moeilijk over gedubbelde bodems.
- Bram Kuipers (lasser bij Drechtzijde) doet het werk. Hij legde het geduldig uit en stuurde foto's van
  vergelijkbare boten.
- **Op de helling: maandag 17 november 2025**, boot moet om 07:30 bij de werf zijn. Twee weken op de helling
  gepland. Sleep van Schiehaven naar Dordrecht via de Nieuwe Maas en de Noord.
- In die twee weken slapen Noor en ik bij haar zus in Kralingen.

## Verwarming en energie
- Oud: een oude houtkachel (afgekeurd bij de aankoopkeuring, eruit gehaald) en twee elektrische kacheltjes.
- Februari 2025 besloten: Refleks dieselkachel. Is nooit besteld, omdat de verhuizing eraan kwam.
- **September 2025 omgegooid: lucht-water warmtepomp (±6 kW) met vloerverwarming in de salon.** Kan nu pas door
  de 3x25A in de Schiehaven. Zie [[verwarming-beslissing]] voor het hele verhaal.
- Zonnepanelen op het dak van de stuurhut: nog een idee, zie [[ideeen-energie]].

## Interieur
- Salon: vloer eruit (rot), nieuwe balken, vloerverwarming gaat erin bij de warmtepomp.
- Keuken: tweedehands, geplaatst in zomer 2024. Werkt prima.
- Badkamer: nieuwe douche, houten wanden behandeld tegen vocht. Klaar.
- Slaapkamer voorin: isolatie (kurk + wol) gedaan in de winter van 2024/25. Veel beter.
- Werkruimte in het vooronder voor mijn apparatuur (droog, geventileerd) — half af. Dingen die ik niet thuis wil,
  gaan naar de opslagbox.

## Budget (ruw, zie ook data/woonboot-begroting.csv)

| Post | Begroot | Werkelijk / offerte |
|---|---|---|
| Romp (bodem + kimplaten) | € 9.000 | € 11.200 (offerte B) |
| Helling + sleep | € 1.500 | € 1.850 |
| Verwarming | € 6.500 (diesel) | € 9.800 (warmtepomp, inschatting) |
| Ligplaats leges | € 400 | € 412,50 |
| Salonvloer | € 3.000 | € 2.740 |
| Isolatie | € 2.000 | € 1.860 |

## Contacten
| Wie | Wat | Telefoon |
|---|---|---|
| Bram Kuipers | lasser, Werf Drechtzijde | 078 555 0164 |
| Ed Brouwer | havenmeester Schiehaven | 010 555 0121 |
| Ruud Verkerk | gemeente, team Ligplaatsen | 14 010 |
| Ilse Hoogendoorn | secretaris woonbootvereniging | via de mailinglijst |
| Sleepdienst Maasmond | sleepboot | 010 555 0199 |

## Logboek
- **2024-02-16** Sleutel gekregen. Eerste nacht aan boord, koud.
- **2024-06** Keuken geplaatst.
- **2024-12** Slaapkamer geïsoleerd.
- **2025-01-14** Aanvraag ligplaats Schiehaven ingediend.
- **2025-02-18** Besloten: dieselkachel (later teruggedraaid).
- **2025-05-13** Eerste offerte romp.
- **2025-07-02** Diktemeting.
- **2025-07-14** Offerte B geaccepteerd, helling geboekt.
- **2025-09-12** Ligplaatsvergunning verleend.
- **2025-09-21** Besluit warmtepomp.
- **2025-10-06** Verhuisd naar de Schiehaven.
- **2025-11-17** Helling Dordrecht (gepland).

## Wat ik geleerd heb (tot nu toe)
Alles op een boot kost twee keer zo lang en anderhalf keer zo veel. De planning van de werf hangt af van het weer
en van de vissers die met voorrang op de helling willen. Altijd schriftelijk laten bevestigen, ook als iemand aan
de telefoon "komt goed" zegt. En: de buren in de haven weten alles. Voordat je een vakman belt, eerst vragen wie
de buren hebben gebruikt.

Wat ik ook geleerd heb: de gemeente werkt met vaste tijdlijnen, maar die worden niet gecommuniceerd. De aanvraag
voor de ligplaats lag acht maanden stil zonder dat iemand iets liet horen, en toen kwam het besluit ineens met
een ingangsdatum over twee weken. Dat moest allemaal om de tour heen gepland worden (Groningen op zaterdag,
verhuizen op maandag, en in de tussentijd de hele boot vastzetten).

Noor wil na de helling eerst een paar maanden rust. Ik ook eigenlijk. De warmtepomp doen we in januari/februari,
als de romp klaar is en er weer geld binnen is van de tour.
""")

write("notes/boot/ligplaatsvergunning.md", """
---
title: Ligplaatsvergunning Schiehaven
zaak: ZK-2025-041736
bijgewerkt: 2025-10-09
tags: [woonboot, gemeente, ligplaats]
---
# Ligplaatsvergunning

Aanvraag bij de gemeente Rotterdam voor een vaste ligplaats voor een woonschip in de Schiehaven (ligplaats 23).

- Zaaknummer: **ZK-2025-041736**
- Behandelaar: Ruud Verkerk, team Ligplaatsen (vergunningverlener)
- Ingediend: 14 januari 2025 (via het digitale loket, met tekening, foto's, casco-rapport en het bewijs van
  eigendom)
- Aanvullende stukken gevraagd: 2 april (veiligheidsplan walstroom + bewijs rioolaansluiting mogelijk)
- Besluit: **12 september 2025 – verleend**, ingangsdatum 1 oktober 2025
- Leges: € 412,50 (betaald 19 september)
- Bezwaartermijn: 6 weken na bekendmaking (tot 24 oktober). Geen bezwaren gekomen, volgens Ed.

## Voorwaarden uit het besluit
1. Aansluiting op de riolering binnen 3 maanden na ingangsdatum, laten keuren door de gemeente.
2. Walstroom alleen via de kast van de gemeente (3x25A), geen eigen aggregaat.
3. Schip moet elke 7 jaar een casco-keuring hebben (volgende: na de helling, rapport insturen).
4. Geen bouwwerken op het dak hoger dan 1,20 m boven de stuurhut zonder aparte vergunning (zonnepanelen plat mag).

## Verhuizing
Gedaan op **maandag 6 oktober 2025**: sleepboot van Sleepdienst Maasmond, 08:00 los in de Coolhaven, om 10:40
vast op ligplaats 23. Ed Brouwer stond op de kade met koffie.

## Nog te doen
- [x] Walstroomsleutel ophalen bij het havenkantoor (8 okt)
- [ ] Adreswijziging doorgeven aan de gemeente (BRP) – nieuw adres: Schiehaven, ligplaats 23
- [ ] Rioolaansluiting laten keuren (vóór 1 januari 2026)
- [ ] Casco-rapport na de helling naar Ruud Verkerk sturen
- [ ] Verzekering boot: nieuwe ligplaats doorgeven
""")

write("notes/boot/romp-en-laswerk.md", """
---
title: Romp en laswerk
tags: [woonboot, romp, werf]
bijgewerkt: 2025-11-03
---
# Romp en laswerk

Werf: **Werf Drechtzijde**, Dordrecht. Lasser/uitvoerder: Bram Kuipers. Hij heeft in 2024 ook de boot van de
buren in de Coolhaven gedaan (de "Johanna"), daar kwam de tip vandaan.

## Offertes
| Versie | Datum | Omvang | Bedrag excl. BTW |
|---|---|---|---|
| O-2025-031 | 13 mei 2025 | 12 m² bodemplaat 6 mm + conserveren | € 8.750 |
| O-2025-031-B | 9 juli 2025 | 18 m² bodem + kimplaten beide zijden + conserveren | € 11.200 |

De eerste offerte was gebaseerd op een inspectie met de hamer en de keuring van 2024. De diktemeting van
2 juli liet zien dat er onder de motorruimte en langs de kim plekken van < 3 mm zitten. Bram bood als alternatief
"dubbelen" (nieuwe plaat over de oude lassen) aan voor € 7.900, maar dat raadde hij zelf eigenlijk af.

## Besluit (14 juli 2025)
**Volledig vervangen volgens offerte B (€ 11.200), niet dubbelen.** Betaling 30% vooraf (€ 3.360), rest na
oplevering. Geaccepteerd per mail.

## Planning
- Helling: **maandag 17 november 2025, uiterlijk 07:30 bij de werf** (week 47). Twee weken.
- Sleep: Sleepdienst Maasmond, vertrek Schiehaven 05:30 (donker!). Route Nieuwe Maas – Noord – Dordrecht.
- Tijdens de helling ook: anodes vervangen, schroefas bekijken.

## Vragen voor Bram (nog stellen)
- [ ] Kan de nieuwe casco-keuring direct op de helling gedaan worden? (nodig voor de gemeente)
- [ ] Wat doen we met de oude waterinlaat die dichtgelast moet?
""")

write("notes/boot/verwarming-beslissing.md", """
---
title: Verwarming woonboot – beslissing
tags: [woonboot, verwarming, besluit]
bijgewerkt: 2025-09-21
---
# Verwarming – beslissing

## 18 februari 2025 – besluit: dieselkachel
Gekozen voor een **Refleks dieselkachel** (type 66MK) met een kleine radiatorset, omdat:
- in de Coolhaven maar 1x16A walstroom is; een warmtepomp trekt dat niet naast de rest;
- een dieselkachel niet afhankelijk is van stroom;
- de vorige eigenaar al een dieseltank had liggen.

Offerte gevraagd bij een kachelbouwer in Zaandam. Niet besteld: eerst de ligplaats rond.

## 21 september 2025 – besluit teruggedraaid: warmtepomp
Nu de ligplaats in de Schiehaven rond is (3x25A, vanaf oktober), gaan we toch **geen dieselkachel** nemen maar
een **lucht-water warmtepomp van ongeveer 6 kW** met vloerverwarming in de salon en twee radiatoren voorin.

Waarom:
- Stroom is er nu genoeg.
- Geen dieselgeur meer in de haven (de buren klagen nu al over de kachel van de "Vrouwe Anna").
- De gemeente wil op termijn af van fossiel stoken op woonboten; er komt een subsidieregeling.
- Noor wil geen brandstof aan boord slepen.
- Op de lange termijn goedkoper, zeker met zonnepanelen erbij (later).

Nadelen waar we mee leven: de buitenunit moet op het achterdek en maakt geluid; bij strenge vorst is het
rendement minder, dan bijstoken met een elektrisch kacheltje.

Installatie pas na de helling, januari/februari 2026. Offertes opvragen bij twee installateurs.

- [ ] Twee offertes warmtepomp opvragen (na de helling)
- [ ] Subsidie gemeente checken
""")

write("notes/boot/ideeen-energie.md", """
# Ideeën: verwarming & energie (brainstorm, jan 2025)

Alleen ideeën, niets besloten. Even alles opschrijven wat er in mijn hoofd zit.

- Pelletkachel? Knus, maar opslag van pellets aan boord = gedoe, en as.
- Dieselkachel (Refleks, Dickinson). Bewezen op boten. Geur?
- Warmtepomp lucht-water. Stil genoeg? Stroom genoeg? (Coolhaven: nee.)
- Infraroodpanelen aan het plafond van de salon — snel warm, maar de vloer blijft koud.
- Houtkachel terug? Nee: brandverzekering + buren.
- Zonnepanelen plat op het dak van de stuurhut: misschien 6 panelen, ±2,4 kWp. Met een thuisbatterij?
- Windmolentje op de mast? Waarschijnlijk niet toegestaan en herrie.
- Warmteterugwinning uit de douche (douche-WTW) — klein, maar waarom niet.
- Dubbel glas in de stuurhut — is een must, los van de keuze.

Vragen aan de buren in de Schiehaven (als we daar ooit komen): wat stoken zij?
""")
