"""Sailing log, inbox and daily notes."""
from common import write

write("notes/zeilen/zeillessen-logboek.md", """
---
title: Zeillessen – logboek
gestart: 2025-04-12
bijgewerkt: 2025-10-26
tags: [zeilen, cwo, hobby]
---
# Zeillessen – logboek

Ik leer zeilen bij **Zeilschool Wijde Blik** op de Kralingse Plas. Instructeur: **Femke de Lange** (en soms
haar collega Rutger als Femke op het IJsselmeer zit). Doel: CWO Kielboot I en II, en dan zelfstandig een
Randmeer of Polyvalk huren. Op lange termijn misschien een eigen klein bootje, maar eerst maar eens leren.

Waarom zeilen? Omdat ik op een boot woon en eigenlijk niks van water weet. En omdat het het enige is waarbij
mijn hoofd stil wordt: geen talkback, geen intercom, geen artiest die "meer van mezelf" wil.

## Voorjaar: CWO Kielboot I (zaterdagochtend)

### Les 1 – 12 april
Kennismaking met de Randmeer. Femke legde de termen uit: loef, lij, fok, grootzeil, schoot, val, helmstok. Ik
haal loef en lij nog steeds door elkaar. Wind 2 Bft, heerlijk. Eerste keer zelf aan het roer. Het ging
verrassend goed, tot ik moest overstag en de fokkenschoot vergat.

### Les 2 – 19 april
Overstag en gijpen op het droge uitgelegd, daarna op het water. Gijpen is eng: de giek komt ineens over.
Hoofd omlaag! Rutger gaf de les. Veel wind (4 Bft), aan het eind was ik kapot.

### Les 3 – 26 april (Koningsdag-weekend, druk op de plas)
Veel andere boten, voorrangsregels geoefend. Stuurboord gaat voor bakboord, loefzijde wijkt voor lijzijde.
Bijna een supje geraakt.

### Les 4 – 3 mei
Aanleggen aan de steiger. Drie keer mis, vierde keer perfect. Femke: "Je remt met je zeil, niet met je voet."

### Les 5 – 10 mei
Afgelast – onweer. Thuis de theorie gedaan (koersen ten opzichte van de wind: aan de wind, halve wind, ruime
wind, voor de wind).

### Les 6 – 17 mei
Man-over-boord-manoeuvre met een stootwil. Lukte de tweede keer. Daarna even in de grotere kajuitboot van de
school gevaren, die een stuurwiel heeft in plaats van een helmstok. Vond ik niks: je voelt de boot niet, het
voelt als een mengtafel met een te trage fader. **Helmstok is veel fijner.**

### Les 7 – 24 mei
Reven geoefend. 5 Bft met vlagen van 6. Eerlijk: dit vond ik niet leuk. Bij 3–4 Bft is het genieten, daarboven
ben ik alleen maar aan het overleven. Na afloop lichte misselijkheid, ook al is het maar een plas.

### Les 8 – 31 mei
Zelfstandig een rondje met een medecursist (Yusuf) als bemanning. Goed gegaan. Femke was tevreden over de
zeilstand.

### Les 9 – 7 juni
Knopen: paalsteek, achtknoop, mastworp, halve steek met rondtorn. De paalsteek kan ik nu met mijn ogen dicht,
dankzij het kabels-oprollen zit ik kennelijk goed met touw.

### Les 10 – 14 juni
Theorie-ochtend in het clubhuis. Wind, weerberichten lezen, Beaufort. Femke liet een filmpje zien van een
Randmeer die omslaat bij een gijp. Iedereen stil.

### Les 11 – 21 juni
Generale repetitie voor het examen. Alles gedaan, één keer de fokkenschoot niet los bij overstag. Dat blijft
mijn ding.

### Les 12 – 28 juni – EXAMEN
**Kielboot I gehaald!** Aanleggen perfect, man-over-boord in één keer. Femke gaf me een high five en zei dat ik
"in Kielboot II wel wat meer moet durven bij wind". Fair.

## Zomer
- Polderpop (begin juli) = geen tijd.
- Augustus: zeilweek in Friesland met Daan, op zijn boot. Daan zeilt al twintig jaar; ik ben vooral bemanning,
  maar hij laat me ook sturen. Verslag hieronder.

### Friesland
Geweldig. De meren zijn groot genoeg om echt te zeilen, de dorpjes klein genoeg om 's avonds aan te leggen.
Eén dag 5 Bft op het Heegermeer: Daan stuurde, ik deed de schoten, en daar leerde ik meer dan in drie lessen.
Eén dag bijna windstil: zwemmen. 's Ochtends vroeg varen is het mooiste: glad water, niemand op het meer, mist
boven de rietkraag. Drukke havens in het hoogseizoen: niks voor mij, dan liever ankeren in een hoekje.

Wat ik leerde van Daan:
- Altijd het weerbericht van twee bronnen.
- Reven vóórdat je denkt dat het nodig is.
- Niet motoren als het ook kan zeilen (Daan haat de buitenboordmotor, ik inmiddels ook).

## Najaar: CWO Kielboot II (zondagochtend)

Vanaf september zijn de lessen op **zondag 09:30–12:30** in plaats van zaterdag (nieuw rooster van de
zeilschool, mail van 1 september). Zelfde steiger, zelfde clubhuis.

### Les 1 – 14 september
Nieuwe groep, Femke weer. Meteen 4 Bft. Reven op het water, zonder aan te leggen. Het ging, maar mijn hart ging
tekeer.

### Les 2 – 21 september
Spinnaker-uitleg (niet voor het examen). Daarna zelfstandig schipper met twee bemanningsleden. Commando's geven
is lastig: "Klaar om te wenden?" — "Klaar!" — "Ree!" Ik vergeet steeds het "ree".

### Les 3 – 28 september
Na de Gent-show op zaterdag om 03:00 thuis, om 09:30 op het water. Niet slim. Toch goed gegaan, maar ik was
traag.

### Les 4 – 5 oktober
**Gemist.** Zaterdag Groningen, maandag de verhuizing van de boot. Zondag de hele dag de boot vaargereed gemaakt.

### Les 5 – 12 oktober
Nachtzeilen-theorie (lichten, lantaarns), praktijk: zeilen zonder roer (alleen met zeilen en gewicht sturen).
Heel leerzaam en grappig.

### Les 6 – 19 oktober
**Gemist.** Antwerpen op vrijdag, zaterdag bus leeghalen en Brabant Audio-spullen terugbrengen, zondag ziek
(keel).

### Les 7 – 26 oktober – laatste les
Femke: "Je kunt het, maar je hebt twee lessen gemist en je twijfelt bij wind. Doe het examen niet nu." Eens.

**Besluit (26 oktober): examen Kielboot II pas in het voorjaar, in april 2026**, na een paar extra
oefenzondagen in maart. Niet dit najaar tussen de tour en de helling door proppen.

## To do
- [ ] Inschrijven voor het examen Kielboot II (april 2026) — inschrijving gaat open in januari
- [ ] Zelf een paar keer een Randmeer huren in maart om te oefenen
- [ ] Zeilpak kopen (de geleende van de school is te klein)
- [x] Knopenboekje gekocht

## Wat ik van mezelf weet als zeiler
- Helmstok > stuurwiel. Altijd.
- 3–4 Bft is mijn ding. Bij 5+ wordt het overleven.
- Ik word makkelijk zeeziek op kort, kabbelend water. Binnenwater is prima, open zee (Waddenzee, Noordzee) hoeft
  voorlopig niet.
- Vroeg in de ochtend varen is het allermooiste.
- Ik vind het fijn als iemand iets één keer goed uitlegt en me dan laat klungelen.
""")

write("notes/inbox.md", """
# Inbox (snelle notities)

## Open
- [ ] Joris (Maasklank) opnieuw mailen: borg IEM-set (€ 1.200) nog steeds niet terug. Eind augustus beloofde hij
      "volgende week". Volgende stap: bellen en eventueel een aanmaning.
- [ ] Inputlijst v2 + stageplot Essen naar Katrin — beloofd vóór vrijdag 14 november.
- [ ] Adreswijziging boot doorgeven bij de gemeente (BRP).
- [ ] Km-administratie 2025 bijwerken voor Anouk (jaargesprek 9 dec).
- [ ] Inschrijven examen Kielboot II (gaat open in januari).
- [ ] AirTags in alle koffers (liggen in de la, nog koppelen).
- [ ] Zeilpak kopen.

## Gedaan
- [x] Walstroomsleutel opgehaald (borg € 25).
- [x] Uitkeringsbrief Hollandia naar Anouk.
- [x] Klantnummer Brabant Audio in Moneybird gezet.

## Losse ideeën
- Podcast/blog "FOH in kleine theaters"? Misschien in de winter.
- Workshop monitoring voor studenten van het Grafisch Lyceum? Sem vroeg ernaar.
- Stille Wateren live-opname op 13/12 in de Maaspoort — Elise vragen of er budget is voor een multitrack-opname.
""")

write("notes/daily/2025-01-14.md", """
# Dinsdag 14 januari 2025

- Aanvraag ligplaatsvergunning Schiehaven eindelijk ingediend via het loket. Tekening, foto's, casco-rapport,
  eigendomsbewijs. Zaaknummer komt per mail.
- Nieuw dagtarief (€ 425) staat sinds 1 januari in de offertes. Niemand heeft nog geklaagd.
- Opslagbox: kabels voor de tour-try-outs uitgezocht. Code (4471#) werkte in één keer, na de storing van
  december.
- Noor: kerstlampjes van de boot gehaald. Het is koud aan boord, de elektrische kacheltjes slaan om de haverklap
  de stop eruit (1x16A…).
""")

write("notes/daily/2025-02-18.md", """
# Dinsdag 18 februari 2025

Besloten met Noor: **dieselkachel**, een Refleks. Warmtepomp is afgevallen omdat de walstroom in de Coolhaven maar
1x16A is. Offerte gevraagd in Zaandam. Zie verwarming-beslissing.

Verder:
- Kleine Zaal: contract tour ondertekend teruggestuurd.
- Anouk gebeld over de BTW Q4: klopt, € 1.288 betaald.
- Zeilschool Wijde Blik: aangemeld voor Kielboot I, start 12 april.
""")

write("notes/daily/2025-03-04.md", """
# Dinsdag 4 maart 2025

Gisteren (3 maart) mijn flightcase kwijtgeraakt op de vlucht Amsterdam – München (AeroLink AL 2316). PIR gemaakt
op het vliegveld. Show gered met gehuurde spullen van Huber. Vanochtend AeroLink gebeld: "tracing". Ik geloof er
niks van.

Vanochtend aan ChatGPT gevraagd wat ik nu moet doen. Lijstje gemaakt in [[flightcase-kwijt]].

Besluit voor mezelf: **nooit meer apparatuur inchecken.**

- [x] Hollandia-polis opgezocht: apparatuurverzekering, eigen risico € 250
- [x] Foto van het bagagelabel opgeslagen
- [ ] Aankoopbewijzen zoeken (PSM 1000 factuur, KMS 105?)
""")

write("notes/daily/2025-07-07.md", """
# Maandag 7 juli 2025

Polderpop is klaar. Drie dagen Dijkpodium. Linkeroor piept nog steeds — afspraak bij de audicien gemaakt voor
donderdag.

Bram Kuipers belde: de diktemeting van 2 juli valt tegen. Meer dunne plekken, ook bij de kim. Hij stuurt deze
week een nieuwe offerte. Eerste gedachte: dit gaat richting de 11 à 12 duizend.

Thijs vroeg of ik volgend jaar weer wil. Nog even niet beslissen.
""")

write("notes/daily/2025-08-19.md", """
# Dinsdag 19 augustus 2025

Terug uit Friesland. Bruin, moe, gelukkig. Daan is een geduldige schipper.

Werk:
- **Overgestapt naar Brabant Audio Rental** voor de tour en nieuwe klussen. Wessel Dekker heeft het tourpakket
  (SD9 + D-Rack + 2x PSM 1000) vastgelegd voor september t/m december. Maasklank is na de prijsverhoging van
  augustus gewoon te duur.
- Borg IEM-set bij Maasklank nog niet terug (set is op 30 juli teruggebracht). Joris mailen.
- Nadenken over het dagtarief: € 425 is te krap met deze huurprijzen en de bus. Plan: € 450 per 1 september.
""")

write("notes/daily/2025-10-06.md", """
# Maandag 6 oktober 2025

**Verhuisd!** Om 08:00 los in de Coolhaven, om 10:40 vast in de Schiehaven, ligplaats 23. De sleepboot van
Maasmond deed het heel rustig door de Parksluizen. Ed Brouwer (havenmeester) stond op de kade met koffie en een
plattegrond van de walstroomkasten.

Noor heeft gehuild van opluchting. Ik ook een beetje.

Morgen: walstroomsleutel ophalen (havenkantoor is alleen di/do open), waterslang aansluiten, post omzetten.
""")

write("notes/daily/2025-11-10.md", """
# Maandag 10 november 2025

Stand van zaken:
- Volgende week maandag (17/11) gaat de boot de helling op in Dordrecht. Sleep om 05:30. Spullen naar de
  opslagbox (nieuwe toegangscode: staat in de mail van BoxPoint van 24 okt).
- Borg Maasklank: **nog steeds niet terug**. Morgen bellen.
- Inputlijst Essen: Mirte stuurt de definitieve setlijst woensdag. Dan kan ik vrijdag de v2 naar Katrin sturen.
- Utrecht (8/11) ging goed, de zaal klinkt mooi leeg en vol.
- Zondag geen zeilles meer (cursus is klaar). Het examen Kielboot II schuif ik door naar april 2026. Mis het
  zeilen nu al.
""")
