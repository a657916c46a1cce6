"""Append extra sections so three notes become long notes (1.5k-3k words)."""
import os
from common import OUT


def append(rel, text):
    with open(os.path.join(OUT, rel), "a", encoding="utf-8") as f:
        f.write(text)


append("notes/werk/flightcase-kwijt.md", """
## Wat het Verdrag van Montreal betekent (voor mezelf uitgezocht)
Bij internationale vluchten is de aansprakelijkheid van de luchtvaartmaatschappij voor ingecheckte bagage
beperkt tot een vast aantal "bijzondere trekkingsrechten" per passagier. Omgerekend kom je ergens rond de
€ 1.800 uit, ongeacht wat er in je koffer zat. Wil je meer, dan moet je bij het inchecken een "speciale
belangenverklaring" afleggen (en extra betalen). Dat wist ik niet; bijna niemand doet dat. Voor zakelijke spullen
is de conclusie simpel: de airline is nooit je verzekering.

Verder belangrijk:
- Een PIR moet je op het vliegveld zelf laten maken, vóór je de bagagehal uitloopt.
- Schriftelijke claim bij vertraagde bagage binnen 21 dagen; bij verloren bagage geldt de tijd pas vanaf de
  verloren-verklaring.
- Noodaankopen (tandenborstel, kleding) worden vaak vergoed; gehuurde apparatuur voor een show vaak niet, omdat
  het "zakelijke gevolgschade" is.
- Houd alle communicatie schriftelijk. Telefoongesprekken met callcenters leveren niets op wat je later kunt
  bewijzen.

## Wat de verzekeraar precies wilde
Hollandia stuurde een lijstje en Marloes heeft het aan de telefoon nog eens doorgelopen:
1. Het PIR van de luchthaven (kopie).
2. De verloren-verklaring van AeroLink (de mail van 24/25 maart).
3. Aankoopbewijzen of, als die ontbreken, een verklaring van de verkoper.
4. De inventarislijst met serienummers (had ik gelukkig, zie gear-inventaris).
5. Een overzicht van wat de airline vergoedt — de verzekering keert alleen het verschil uit, minus het eigen
   risico.
6. Het rekeningnummer van de zaak (niet privé), omdat het om bedrijfsmiddelen gaat.

Ze vroegen ook of ik "grove schuld" had door dure apparatuur in te checken. Marloes zei dat dat bij deze polis
geen uitsluiting is, zolang het in een deugdelijke flightcase zat. Gelukkig zat het in een echte flightcase en
niet in een sporttas.

## Checklist voor de volgende keer (hopelijk nooit)
- [ ] Meteen PIR laten maken, omschrijving controleren vóór tekenen.
- [ ] Foto van het bagagelabel en van de boardingpass.
- [ ] Foto van de open case met inhoud (staat standaard in de telefoon).
- [ ] Dezelfde dag de verzekeraar mailen, ook al weet je nog niks.
- [ ] Bonnetjes van noodaankopen en vervangende huur bewaren.
- [ ] Na 21 dagen schriftelijk om de verloren-verklaring vragen.
- [ ] Alles in één map: `Gear/claims/<datum>`.

## Achteraf
Het gekke is dat ik nu, een half jaar later, vooral blij ben dat ik toen de verzekering had afgesloten. In 2022
twijfelde ik nog of die € 38 per maand wel nodig was. Anouk zei toen al: "Als je spullen je inkomen zijn, verzeker
je ze." Ze had gelijk.

En de klant, Veltmann Solar, heeft me dit jaar gewoon weer geboekt, voor hun najaarsevent. Die keer ben ik met de
bus naar München gereden: negen uur rijden, maar met alles in de bus en de IEM-koffer naast me op de stoel.
""")

append("notes/boot/woonboot-overzicht.md", """
## Aankoop en keuring (2024) – terugblik
We hebben de Margaretha gekocht via een makelaar in woonschepen, na een half jaar zoeken. Andere kandidaten: een
betonnen woonark in Kralingen (te duur, geen ziel) en een Friese tjalk in Dordrecht (prachtig, maar 18 m lang en
Noor paste er niet in met haar tekentafel). De Margaretha had ruimte, licht en een werkende motor — al vaart ze
eigenlijk alleen naar de werf.

De aankoopkeuring (casco-keuring op de helling in januari 2024, andere werf) gaf:
- bodem achterschip en rond het motorruim op veel plekken 3,5–4 mm (origineel 6 mm);
- kimplaten "matig", verder bekijken bij de volgende helling;
- gangboorden en dek goed;
- elektra "levensgevaarlijk op één groep na" — dat hebben we meteen in 2024 laten vervangen;
- houtkachel afgekeurd.

Met die keuring in de hand hebben we € 12.000 van de vraagprijs af gekregen, en dat geld is min of meer gereserveerd
voor de romp. Achteraf gezien precies genoeg, als je de helling en de sleep meerekent.

## Wonen in de Coolhaven (2024–2025)
De Coolhaven was een gedoogplek: je mocht er liggen zolang de aanvraag liep, maar er was niks geregeld. Dat
betekende:
- de vuilwatertank elke twee weken laten leegpompen (€ 65 per keer);
- walstroom 1x16A, dus nooit tegelijk de waterkoker en het elektrische kacheltje;
- drinkwater via een slang van de buurman, met een watermeter ertussen;
- post via de postbus, want er was geen officieel adres.

Toch was het een mooie plek: dicht bij de stad, een heel gemengde buurt van schepen, en 's zomers zwommen de kinderen
van de buren in de haven. Noor heeft er een hele serie tekeningen gemaakt van de kades.

## Wonen in de Schiehaven (sinds oktober 2025)
Eerste indruk: rustiger, meer "echte" woonboten, een actieve vereniging met een mailinglijst (soms iets té actief).
De havenmeester Ed Brouwer zit twee ochtenden per week in het havenkantoor. Walstroomsleutel: opgehaald bij het
havenkantoor, € 25 borg.

Dingen die hier anders zijn:
- Afval: ondergrondse containers bij de kop van de haven.
- Parkeren: vergunning aangevraagd voor de bus, wachttijd drie maanden. Tot die tijd in de garage aan de
  Lloydstraat (duur).
- De buren aan bakboord (de "Vrouwe Anna") stoken op diesel en dat ruik je als de wind verkeerd staat. Nog een
  reden voor de warmtepomp.

## Tijdens de helling (november–december 2025)
- Alles wat los staat vastzetten of naar de opslagbox. Met name de werkruimte in het vooronder.
- De koelkast leeg, het water afsluiten, de walstroom af.
- Post: loopt via de postbus, geen probleem.
- Noor en ik logeren bij haar zus in Kralingen; mijn gear staat tijdelijk in de opslagbox.
- Essen (27 november) valt in de heliingperiode — dan rijd ik vanuit Kralingen.
- Bram stuurt elke paar dagen foto's. Ik ga zelf op de woensdag kijken.

## Kleine klussen (lopende lijst)
- [ ] Lekkage bij het luik van de stuurhut (kit vervangen)
- [ ] Nieuwe stootwillen aan stuurboord (de oude zijn gescheurd bij de verhuizing)
- [ ] Brandblussers laten keuren (vervaldatum 01-2026)
- [ ] Rookmelders: batterijen
- [x] Nieuwe trossen (verhuizing)
- [x] Huisnummerbord "Margaretha – ligplaats 23"
- [ ] Bilgepomp: automatische schakelaar testen
- [ ] Kurk in de slaapkamer afwerken met olie

## Geld (globaal)
Tot nu toe (november 2025) ongeveer € 41.000 in de boot gestoken sinds de aankoop, exclusief de romp. Met de romp en
de warmtepomp erbij komen we rond de € 62.000. Dat is veel, maar een appartement in Rotterdam met deze ruimte en dit
uitzicht is onbetaalbaar. Noor zegt: "Het is geen huis, het is een project." Klopt.
""")

append("notes/zeilen/zeillessen-logboek.md", """
## Theorie-aantekeningen (voor het examen)

### Koersen ten opzichte van de wind
| Koers | Wind van | Zeilen |
|---|---|---|
| In de wind (kan niet) | recht van voren | klapperen |
| Aan de wind | schuin van voren | strak aan |
| Halve wind | opzij | half gevierd |
| Ruime wind | schuin van achteren | ver gevierd |
| Voor de wind | recht van achteren | helemaal uit, kans op klapgijp |

### Voorrangsregels (BPR, kort)
- Stuurboordwind gaat voor bakboordwind.
- Bij dezelfde halsen: loefzijde wijkt voor lijzijde.
- Oploper wijkt altijd.
- Zeilen gaat voor motor — behalve bij grote beroepsvaart, die gaat altijd voor. Niet voor een binnenvaartschip
  langs gaan, ook niet op de Maas.
- Op de Kralingse Plas: geen beroepsvaart, wel supjes en zwemmers. Die gaan in de praktijk altijd voor.

### Beaufort (zoals Femke het uitlegt)
- 0–1: spiegelglad, niks te doen.
- 2–3: ideaal om te leren.
- 4: lekker, schuimkopjes, goed opletten.
- 5: reven, hard werken.
- 6+: "niet varen als cursist". Amen.

### Knopen
- Paalsteek: lus die niet slipt, voor de landvast.
- Achtknoop: stopknoop aan het eind van een schoot.
- Mastworp: tijdelijk aan een paal of reling.
- Halve steek met rondtorn: voor de landvast aan een ring.
- Platte knoop: reven.

### Wat ik nog moet oefenen (Femke's lijstje na les 7, najaar)
1. Gijpen bij 4+ Bft zonder dat de giek overknalt.
2. Aanleggen met de wind van achteren.
3. Commando's geven als schipper (hardop, duidelijk, op tijd).
4. Reven op het water binnen 2 minuten.
5. Man-over-boord bij ruime wind.

### Zeiltermen NL – EN (voor de Engelse boeken die ik lees)
| NL | EN |
|---|---|
| loef / lij | windward / leeward |
| overstag | tack |
| gijpen | gybe (US: jibe) |
| helmstok | tiller |
| stuurwiel | wheel |
| fok | jib |
| grootzeil | mainsail |
| reven | reef |
| schoot | sheet |
| val | halyard |
| landvast | mooring line |
""")

append("notes/werk/flightcase-kwijt.md", """
## Wat collega's zeiden
Sem had precies hetzelfde meegemaakt in 2019, met een stagebox op een vlucht naar Lissabon. Die kwam na vijf weken
terug, via Addis Abeba (!), compleet met een doorgesneden spanband. Zijn advies: altijd een adreslabel aan de
binnenkant van de case, met telefoonnummer en de tekst "professional audio equipment – contact owner". Dat heb ik
nu ook.

Op het forum van FOH-collega's (de Nederlandse Slack) kwamen nog meer tips:
- Een case van precies handbagage-formaat kopen en de meest waardevolle spullen daarin.
- Bij vliegen met een crew: de kostbaarste spullen verdelen over meerdere koffers en meerdere mensen.
- Nooit een merknaam of "audio" op de buitenkant; liever saai en anoniem. (Mijn stencil "PVDB LIVE AUDIO" was
  achteraf misschien niet zo slim.)
- Sommige airlines hebben een "fragile/valuable" label, maar dat maakt in de praktijk niets uit.

Ik denk dat ik de rest van mijn carrière bij klussen met vliegen een keer extra ga nadenken. Rijden kost tijd,
maar ik weet dan wel waar mijn spullen zijn.
""")

append("notes/zeilen/zeillessen-logboek.md", """
## Plan voor het voorjaar (2026)
- Januari: inschrijven voor het examen zodra de inschrijving opengaat.
- Februari: theorie herhalen (deze aantekeningen), filmpjes van gijpen bij wind.
- Maart: drie oefenzondagen op de plas, een Randmeer huren bij de zeilschool (€ 45 per dagdeel), iemand van de
  boot meevragen als bemanning. Misschien Yusuf, die ook Kielboot II doet.
- April: examen. Datum volgt.
- Mei/juni: als het lukt, een weekend met Daan op het IJsselmeer. Niet de Waddenzee.

## Losse gedachten
Zeilen is eigenlijk heel erg zoals mixen: je stuurt niet met grote bewegingen maar met kleine correcties, en je
moet luisteren (naar de wind, naar het zeil, naar het water) voordat je iets doet. Femke zei in de eerste les:
"Als je zeil gaat klapperen, ben je al te laat." Dat is precies hetzelfde als feedback op een monitor.
""")
