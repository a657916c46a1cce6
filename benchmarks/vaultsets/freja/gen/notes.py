# -*- coding: utf-8 -*-
"""Markdown notes, plain-text files and CSV files. Returns {relpath: text}."""
from notes_long import DESIGN_THINKING, FORAAR_ROD, SUMMER_DUMP

NOTES = {}

NOTES["notes/2025-01-05 planer for 2025.md"] = """---
title: Planer for 2025
created: 2025-01-05
tags: [årsplan, privat, arbejde]
---

# 2025 - hvad skal der ske

Skrevet søndag aften efter juleoprydning. Ambitiøst. Vi ser hvor langt vi når.

## Arbejde (Holm & Whitcombe)

- [ ] Fjordby havnepark - tilmeld konkurrencen inden udgangen af januar (Mette siger ja, jeg er lead!!)
- [ ] Leith / Edinburgh site visit i foråret - Callum sender datoer
- [ ] Snak med Mette om nedsat tid - ikke før efter konkurrencen?
- [ ] Portfolio opdatering (har ikke rørt den siden 2022)

## Familie

- [ ] Book Strandkanten til fars 70 (lør. 21/6) - ringede 3/1, de vender tilbage
- [ ] Ida: tandlæge, børnehavefoto, skoleindskrivning er først til næste år
- [ ] Find ud af sommerferie - Skagen igen?

## Hjem

- [ ] Ladcykel! Budget max 32.000 kr. Skal kunne have Ida + indkøb
- [ ] Altanen: skriv til administrationen om drypperiet (har vi sagt det i 2 måneder nu)
- [ ] Ny spand til altanen (haha, nej)

## Mig

- [ ] Sejlkursus - tilmeld voksenholdet i Sejlklubben Bugten (tilmelding åbner 1. februar)
- [ ] Svømme om morgenen igen fra maj
- [ ] Læse 12 bøger (realistisk: 6)

## Kolonihaven

- [ ] Generalforsamling i marts - gå derhen denne gang
- [ ] Nyt hegn mod stien?
- [ ] Drivhus?? (kræver ansøgning)
- [ ] Sætte kartofler i april

> "Ét år ad gangen." - mor, hver nytårsaften
"""

NOTES["notes/work/harbour-park-brief-summary.md"] = """---
title: Fjordby Harbour Park - competition brief summary
project: Fjordby Havnepark (competition)
created: 2025-01-22
owner: Freja
tags: [harbour-park, competition, brief]
---

# Fjordby Harbour Park - brief in one page

Summary of the 46-page brief so the team doesn't have to read all of it. Danish brief, my translation.

| Item | Value |
|---|---|
| Client | Fjordby Kommune, Teknik og Miljø |
| Type | Open, anonymous, two-stage ideas competition |
| Site | Kulkajen (old coal quay), approx. 4.2 ha |
| Our registration no. | FHP-0193 |
| Questions deadline | 14 March 2025 |
| Submission deadline | Friday 12 September 2025, 12:00 (noon) |
| Deliverables stage 1 | 3 x A1 landscape boards + A3 report (max 12 pages) |
| Anonymity | 5-digit identification number chosen by the team, on every sheet |
| Prize pool | DKK 750,000 (stage 2: up to 4 teams paid DKK 100,000 each) |
| Jury | City architect Dorthe Lykke (chair), 2 politicians, ecologist, Prof. Alan Reid (ESALA), a local resident rep |

## What they actually want (reading between the lines)

1. Climate adaptation that doesn't look like climate adaptation.
2. "Everyday life" - they mention the Tuesday harbour market five times.
3. Biodiversity, but they have a tiny park department: low maintenance!
4. Access to water (swimming, kayaks) - politically important.
5. No commercial functions in phase 1 (so no sauna, sorry Oliver).

## Team

- Freja - lead, concept, planting
- Oliver Pike - design, edges, engineering coordination
- Søren Dahl - CAD/3D base, levels
- Priya Nair (Edinburgh) - boards, visuals
- Mette Holm - partner, review
- Tidewater Engineering - wave loads, levels (informal, unpaid for stage 1)

## Open questions (sent in the Q&A round)

- Can the listed bollards be moved? (answer: no)
- Is the crane base listed? (answer: no, but "worth preserving")
- Flood level to design for? (answer: "the team's own assessment")
"""

NOTES["notes/work/harbour-park-design-thinking.md"] = DESIGN_THINKING

NOTES["notes/work/planting-palette.md"] = """---
title: Planting palette - salt-tolerant, native first
project: Fjordby Havnepark
updated: 2025-07-14
tags: [planting, harbour-park, salt]
---

# Planting palette (Fjordby + reusable for Leith)

Criteria: tolerates salt spray and occasional flooding, native to Danish coasts where possible, low maintenance, no invasives.

| Latin | Danish | English | Zone | Notes |
|---|---|---|---|---|
| Leymus arenarius | Marehalm | Lyme grass | exposed edge | binds sand, blue-grey, the backbone |
| Hippophae rhamnoides | Havtorn | Sea buckthorn | wind belt | suckers! root barrier near paths. Mette's favourite |
| Crambe maritima | Strandkål | Sea kale | gravel beds | big leaves, honey smell in June |
| Armeria maritima | Engelskgræs | Thrift | steps, cracks | pink, survives anything |
| Aster tripolium | Strandasters | Sea aster | salt meadow | floods fine |
| Limonium vulgare | Hindebæger | Sea lavender | salt meadow | late colour |
| Artemisia maritima | Strandmalurt | Sea wormwood | dry edge | silver |
| Salix repens | Krybende pil | Creeping willow | dune edge | native |
| Salix viminalis | Båndpil | Osier | noise belt | coppice every 3 yrs |
| Pinus sylvestris | Skovfyr | Scots pine | corner groups | winter structure, wind |
| Festuca rubra | Rødsvingel | Red fescue | lawn mix | salt-tolerant turf |

## Never

**Rosa rugosa (rynket rose / Japanese rose)** - I refuse to specify it. It's on the Danish list of invasive species, it's eating the dunes at Skagen and Råbjerg, and every engineer's planting plan still has it because it's "robust". It's robust the way a weed is robust. I don't care if the client asks for it; I'll draw sea buckthorn or creeping willow instead, every time.

Also not: Lupinus polyphyllus (invasive), Cotoneaster horizontalis in anything near nature areas.

## To check

- [ ] Nursery availability of Crambe in quantity (Frøsig?)
- [ ] Can Salix viminalis take a 2-day flood in winter? (yes according to the literature, ask nursery)
- [x] Thrift in step joints - worked in Leith, Callum showed me
"""

NOTES["notes/work/edinburgh-trip-plan.md"] = """---
title: Edinburgh / Leith site visit - trip plan
dates: 2025-05-05 to 2025-05-08
project: Leith waterfront (Forth Quays Trust)
tags: [travel, leith, edinburgh]
---

# Leith trip, 5-8 May

## Plan

| Day | What |
|---|---|
| Mon 5 May | Fly BLL -> EDI in the morning, tram to Leith, check in, walk the Shore |
| Tue 6 May | 10:00 site walk with Callum Fraser, meet at Western Harbour breakwater gate. Afternoon: studio at Coburg St with Priya |
| Wed 7 May | Workshop with the Trust (Callum + their ecologist), Leith Links |
| Thu 8 May | Morning free / Priya, fly home late afternoon |

- Flights: NordAir, booked 2 April (confirmation in mail - booking ref is in there)
- Hotel: The Shore Lodge, Leith, 3 nights (confirmation in mail)
- Seat: aisle, always - I need to get up and walk, and I hate climbing over people. Window seats are for people who sleep on planes; I don't.
- Jonas has Ida all week (his off-week, checked)

## Packing

- [x] wellies (NEW ones, mine leak)
- [x] waterproof trousers
- [x] UK plug adapter x2
- [x] hi-vis? Callum says he brings them
- [ ] A3 printouts of the Leith planting sketches
- [x] pounds - a little cash for the tram

## Before I go

- [ ] Who covers Fjordby while I'm away? - asked Mette, waiting
- [x] Tell the sailing club I start 13 May, not 6 May (their course starts 13th anyway)
- [ ] Ida: børnehave knows Jonas picks up all week

## Notes for the site walk

- Bring the salt planting list (see planting-palette.md)
- Ask about the sea wall levels and the 2024 overtopping events
- Photos of the existing steps at the Shore for the Fjordby team
"""

NOTES["notes/work/1-1 mette.md"] = """---
title: 1:1 with Mette - running notes
tags: [work, 1-1, mette]
---

# 1:1 Mette (every other Thursday, 14:00)

## 2025-02-06
- Fjordby: registered (FHP-0193). I'm lead, Mette reviews. Budget: 180 hours for stage 1.
- Leith: Callum wants a site visit in spring. Fine, practice pays.
- Me: mentioned wanting fewer hours "at some point". Mette: "let's talk about it properly later".

## 2025-04-10
- Leith trip planned, 5-8 May. Cover for Fjordby? Mette will sort it (she'll email).
- Salt Meadow vs Tidal Steps - Mette leans Meadow. Agreed to decide by August.

## 2025-06-12
- Leith went well. Callum happy, wants us for the detailed design too.
- Hours: Mette says after the competition. Not now. OK.
- Priya to come to Aarhus for a week in late August for the boards? Budget approved.

## 2025-08-21
- Concept locked (see mail thread with Oliver, 19 Aug).
- Deadline moved to 3 Oct - gives us breathing room.
- Hours: I brought it up again with a proposal (32 h, Fridays off). Mette hesitant: "the practice needs you full-time during stage 2 if we get through". Revisit in November.

## 2025-10-16
- Submitted 2 Oct. Relief.
- Expenses from Leith still not submitted (oops). Lotte asked twice.
- Stage 1 results expected mid-November.

## 2025-11-20
- WE'RE IN STAGE 2. Presentation to the jury in December, team: me, Oliver, Priya (remote), Mette.
- Hours: AGREED. From 1 January 2026 I go down to 32 hours a week, Fridays off, same role, stage 2 lead stays with me. Mette will send the letter from HR before Christmas. Finally.
- Mette wants me to take the Aarhus intern (Sigrid) under my wing in spring.
"""

NOTES["notes/ladcykel/sammenligning.md"] = """---
title: Ladcykel - sammenligning
oprettet: 2025-03-02
opdateret: 2025-03-10
tags: [ladcykel, indkøb, hjem]
---

# Ladcykel - hvilken skal vi have?

Krav: Ida (5, snart 6) + indkøb, el-motor (bakken!), skal kunne stå i cykelkælderen, max ca. 32.000 kr.

| | Fjordløber Trio E | Kvik Long John E2 | Bakke Cargo Pro |
|---|---|---|---|
| Hjul | 3 (tilt-system) | 2 (long john) | 2 (long john) |
| Pris | 31.995 kr | 27.499 kr | 34.900 kr |
| Motor | midtmotor 85 Nm | midtmotor 75 Nm | midtmotor 85 Nm |
| Batteri | 625 Wh | 545 Wh | 725 Wh |
| Bredde | 89 cm | 63 cm | 66 cm |
| Vægt | 58 kg | 41 kg | 46 kg |
| Barnesæde | 2 børn | 1-2 børn (sæde ekstra) | 2 børn |
| Kaleche/regnslag | inkl. | ekstra | ekstra |
| Forhandler | Ladcykelhuset | Ladcykelhuset | Cykelkompagniet |

## Plus / minus

**Trio E**: står selv, Ida sidder roligt, føles sikker om vinteren. Men tung og bred.
**Kvik Long John E2**: hurtig, let, billigst. Kræver balance med Ida i kassen. Man skal vænne sig til styringen.
**Bakke Cargo Pro**: lækker, men for dyr.

## Konklusion (10/3)

Vi går med **Trio E** - tre hjul, mest sikker med Ida. Jonas er "ikke helt overbevist" (døren?). Prøvetur hos Ladcykelhuset lørdag d. 26/4.
"""

NOTES["notes/far-70/planlaegning.md"] = """---
title: Fars 70 års fødselsdag - planlægning
dato: 2025-06-21
oprettet: 2025-01-12
tags: [familie, fest, far]
---

# Far 70 - lørdag 21. juni 2025

Arrangører: Maja + mig (Jonas = logistik og kaffe)

## Sted

- ~~Restaurant Strandkanten, Juelsminde - middag kl. 18.00, Fjordstuen (40 pers.)~~ **AFLYST 12/5** (vandskade) - se mail fra Strandkanten
- NYT STED: Maja har fundet et forsamlingshus - se mail med bekræftelse + Messenger

## Tjekliste

- [x] Gæsteliste (38 pers., mor har godkendt)
- [x] Invitationer sendt (1/4) - OBS: ny invitation sendt 16/5 med nyt sted og tid
- [x] Sange: Maja (3 sange, én på melodien af "Se, det summer af sol og sommer")
- [x] Tale: mig (se tale-udkast.md)
- [x] Blomster: IKKE liljer (mors allergi)
- [x] Mad: Maja står for det
- [x] Gave - besluttet i Messenger, Maja bestiller
- [ ] Billeder af Birgitte (båden) til talen - mor har en kasse på loftet
- [x] Overnatning: vi sover hos mor og far

## Gaveidéer (brainstorm, januar)

- kikkert (hans gamle er fra 1978)
- fotobog med billeder fra båden
- noget med sejlads - han savner at sejle
- vin (kedeligt)

## Budget

Deles ligeligt mellem Maja og os. Maja lægger ud, jeg overfører.
"""

NOTES["notes/far-70/tale-udkast.md"] = """---
title: Tale til far - udkast 3
dato: 2025-06-18
tags: [far, tale]
---

# Tale til far (udkast 3 - den jeg holder)

Kære far.

Halvfjerds år. Det er en alder hvor man, ifølge dig selv, "stadig er i sin bedste alder, bare lidt langsommere". Vi er her alle sammen i dag - familie, venner, naboer, tidligere kolleger fra skolen - fordi du har været en stor del af vores liv, og fordi du aldrig har kunnet lide at stå i centrum. Så i dag står du i centrum. Det må du holde ud.

Jeg vil fortælle om sommeren 1996.

Maja var ni og jeg var syv, og du havde købt Birgitte - en gammel træbåd der var opkaldt efter en kvinde, du påstod du ikke kendte. Birgitte var smuk. Birgitte var også utæt. Det nægtede du at indrømme. Hele sommeren sejlede vi rundt i Vejle Fjord, og hele sommeren sad Maja og jeg i bunden af båden med hver vores spand og øste. Du sagde det var "en del af at sejle". Du sagde at "alle både tager lidt vand ind". Først i august, da mor satte foden ned, fik du båden på land - og der var et hul på størrelse med en tommelfinger.

Men her er sagen: Vi var aldrig bange. Ikke én gang. Fordi du var så rolig. Du lærte os at vand ikke er farligt, hvis man har respekt for det og en spand ved hånden.

Det er derfor jeg i år er begyndt at sejle. Og det er derfor jeg laver parker ved vandet. Og det er derfor Ida (som lige nu sidder og spiser kage under bordet) kommer til at lære det samme.

Du har været lærer i 38 år. Du har lært hundredevis af børn at regne. Men det vigtigste du har lært os to, er at man godt kan øse og smile på samme tid.

Skål for far - for Birgitte - og for alle hullerne vi har øst os igennem.

---

*Noter til mig selv:*
- Pause efter "tommelfinger" - folk griner
- Kig på mor ved "satte foden ned"
- Ikke tale for længe: max 5 min
- Hvis jeg begynder at græde: det er OK
"""

NOTES["notes/kolonihave/have-log.md"] = """---
title: Kolonihave - log
have: Haveforeningen Solbakken, have nr. 47
tags: [kolonihave, have, log]
---

# Have 47 - log 2025

| Dato | Hvad |
|---|---|
| 2025-03-01 | Første besøg i år. Skuret har klaret vinteren. En rude i vinduet er revnet. |
| 2025-03-29 | Beskåret æbletræet og ribs. Gravede bed 2 og 3. |
| 2025-04-05 | Vandet åbnet. Vores hane drypper! Erling fra nr. 45 skiftede pakningen for os samme eftermiddag - han havde en i skuret. Han vil have en flaske rabarbersnaps som betaling. |
| 2025-04-12 | Sået ærter, radiser, spinat. Ida sået solsikker (skæv række). |
| 2025-04-26 | Kartofler lagt (Folva). |
| 2025-05-17 | Lang dag. Tomater plantet ud i drivhuset hos Erling (lånt plads). |
| 2025-06-07 | Første radiser! Ida spiste dem ikke. |
| 2025-07-05 | Maja vander mens vi er i Skagen. Nøgle på den blå krog. |
| 2025-08-09 | Hæk klippet, målt og klar til havevandringen. |
| 2025-08-12 | Sendt ansøgning om drivhus (2 x 3 m, polycarbonat, sydsiden af skuret) til bestyrelsen på mail med skitse. |
| 2025-09-06 | Havevandring - vi fik "pænt" - ingen bemærkninger. |
| 2025-09-20 | Kartofler taget op: 14 kg. Ida fandt en kartoffel formet som en hund. |
| 2025-10-26 | Vandet lukket, haven vinterklar, slanger ind i skuret. |
| 2025-11-15 | Stadig intet svar på drivhus-ansøgningen (sendt 12/8!). Skal rykke bestyrelsen igen - vil gerne bestille drivhuset i februar. |

## Til næste år

- Drivhus (hvis godkendt)
- Flere bønner, færre squash
- Jordbær-bed til Ida
- Ny rude i skuret
"""

NOTES["notes/altan/tidslinje.md"] = """---
title: Altan - vandskade - tidslinje
adresse: Kildegårdsvej 12, 3. th.
forening: A/B Kildegården (administration: Boligadministration Østjylland)
sagsnr: 2025-0388
tags: [altan, bolig, sag]
---

# Altansagen - tidslinje

Dokumentér alt. Alle mails gemt i mail-mappen.

| Dato | Hvad | Hvem |
|---|---|---|
| 2025-01 | Vand drypper fra loftet på altanen efter regn / når 4. th. vander | os |
| 2025-02-02 | Skrevet til administrationen med billeder | Freja |
| 2025-02-11 | Svar: sag oprettet, viceværten kommer i uge 10 | Trine Holst (adm.) |
| 2025-03-04 | Kim (vicevært) kigger. Mundtligt: "nok afløbet ovenover". Skriver intet. | Kim Sørensen |
| 2025-04-07 | Adm.: "andelshavers vedligeholdelsespligt" | Trine Holst |
| 2025-04-15 | Vi beder om en bygningssagkyndig | Freja |
| 2025-06-12 | Bygningssagkyndig besigtigelse: Bo Thygesen, Byggeteknik Aarhus. Konklusion i rapport: vandet kommer fra det defekte afløb på altanen på 4. sal = fælles installation = foreningens ansvar | Bo Thygesen |
| 2025-09-19 | Bestyrelsen afviser alligevel (mail videresendt til Jonas 22/9) | bestyrelsen |
| 2025-09-29 | Vores beslutning - se dagsnote 2025-09-29 | os |
| 2025-10-20 | Formel klage sendt til bestyrelsen via administrationen | Freja + Jonas |
| 2025-10-21 | Kvittering: behandles på bestyrelsesmøde 27/11, svar senest 1/12 | Trine Holst |
| 2025-12-03 | Intet svar. Fristen 1/12 er overskredet. Venter stadig. | - |

## Næste skridt hvis intet svar

- Ring til administrationen (Trine) og bed om status
- Kontakt ABF's rådgivning igen om muligheden for at gå videre (advokat?)
- Forslag til generalforsamlingen i marts 2026

## Omkostninger indtil nu

- Spand: 49 kr
- Ny maling på loftet når det engang er tørt: ?
"""

NOTES["notes/sejlads/kursus-noter.md"] = """---
title: Sejlkursus - noter
klub: Sejlklubben Bugten
hold: Voksenhold, tirsdage
instruktør: Anders Toft
tags: [sejlads, kursus, knob]
---

# Sejlkursus 2025 - mine noter

## Knob (Anders' "de fem du SKAL kunne")

1. **Pælestik (bowline)** - Anders' huskeregel: "Kaninen kommer op af hullet, løber rundt om træet og hopper ned i hullet igen." Hullet = øjet, træet = den faste part. Virker hver gang hvis jeg siger det højt.
2. **Råbåndsknob (reef knot)** - højre over venstre, venstre over højre.
3. **Dobbelt halvstik (clove hitch)** - til fendere.
4. **Flagstik (sheet bend)** - to liner sammen.
5. **Ottetalsknob (figure eight)** - stopknob for enden af skødet.

## Vigepligt (basics)

- Bagbords halse viger for styrbords halse.
- Luv viger for læ (samme halse).
- Den der indhenter viger.
- Motorbåd viger for sejlbåd - men IKKE for færger i sejlrenden. (Jonas: "vi viger for ingen".)

## Ord jeg bliver ved med at glemme

| Dansk | English |
|---|---|
| fok | jib |
| storsejl | mainsail |
| skøde | sheet |
| fald | halyard |
| bom | boom |
| at stagvende | to tack |
| at bomme | to gybe |
| at rebe | to reef |
| luv / læ | windward / leeward |

## Mig og vinden

Min sweet spot er 4-6 m/s: nok til at båden lever, ikke så meget at jeg bliver bange. Alt over 8 m/s er ikke sjovt for mig endnu - så sidder jeg bare og holder fast og tænker på Ida. Under 3 m/s er det kedeligt, men det er fint til at øve manøvrer. Jeg kan bedst lide at styre (rorsmand) frem for at trimme fokken - jeg kan mærke båden bedre.

## Anders' gode råd

- "Kig på vandet, ikke på båden" - mørke pletter = vindstød.
- "Hvis du er i tvivl, så slip skødet."
- "Folkbåden vælter ikke. Den krænger. Det er en forskel."
"""

NOTES["notes/daily/2025-03-14.md"] = """---
date: 2025-03-14
type: daily
---

# Fredag 14. marts

## Arbejde
- Q&A-spørgsmål til Fjordby sendt kl. 11:40 (frist i dag!). Oliver skrev dem, jeg rettede.
- Søren har startet basismodellen af kajen. Kotekurverne fra kommunen er forkerte i det nordlige hjørne - han har skrevet til dem.
- Callum mailede om datoer til site visit - svarede i forgårs? Nej, i går. Tjek indbakken.

## Hjem
- Ida hjemme med feber (38,9). Jonas på færgen. Arbejdede hjemmefra med hende på sofaen og Bluey i baggrunden.
- Drypspanden var halvfuld i morges.

## Huske
- Købe Panodil junior
- Ring til Maja om fars fest (gæsteliste)
- Tilmelding til sejlkursus: betalt ✓
"""

NOTES["notes/daily/2025-04-26.md"] = """---
date: 2025-04-26
type: daily
tags: [ladcykel]
---

# Lørdag 26. april - prøvetur + beslutning

Prøvekørte hos Ladcykelhuset på Jægergårdsgade, alle tre, med Ida i kassen (hun var ellevild).

**Trio E**: sikker og rolig, men tung som en kostald, og på bakken op ad Jægergårdsgade var jeg helt færdig, selv med motoren på højeste. OG: Jonas havde målt døren til cykelkælderen i går aftes. Den er 80 cm. Trio E er 89 cm bred. Den kan simpelthen ikke komme ind. Jonas sagde ikke "hvad sagde jeg". Han smilede bare.

**Kvik Long John E2**: 63 cm bred, 41 kg, og efter fem minutter var jeg vant til styringen. Ida sad fint med sele. Den føltes som at cykle på en almindelig cykel.

**Beslutning: vi dropper Trio E og tager Kvik Long John E2** i stedet - to hjul, kan komme gennem kælderdøren og er meget lettere op ad bakken. Med Ida-sæde og regnslag. Vi venter på deres sommerkampagne i juni og bestiller så.

Resten af dagen: kolonihaven, kartofler lagt. Ida faldt i søvn i bilen på vej hjem.
"""

NOTES["notes/daily/2025-05-07.md"] = """---
date: 2025-05-07
type: daily
location: Leith, Edinburgh
---

# Wed 7 May - Leith

- Site walk with Callum this morning. Bitter wind off the Forth, sideways rain for twenty minutes and then sun. Harbour looks bigger in person. The existing sea wall is in worse shape than the drawings suggest - photos on the work drive.
- Workshop with the Trust's ecologist in the afternoon. She is great. They want "no-mow" edges and are scared of the council's maintenance budget - same as Fjordby, everyone is the same.
- I promised Callum a short memo on salt-tolerant planting for the sea wall terraces, UK names, by end of May. WRITE IT.
- Dinner alone at The Kittiwake on the Shore - haddock in a crispy batter with mushy peas, the best fish I've had in years. Sat at the window and watched the water. Must bring Jonas here one day.
- Called home. Ida has had pasta three days in a row. As predicted.
"""

NOTES["notes/daily/2025-09-29.md"] = """---
date: 2025-09-29
type: daily
tags: [altan, fjordby]
---

# Mandag 29. september

## Altanen - beslutning

Snakkede længe med Jonas i går aftes efter afslaget fra bestyrelsen (19/9). Vi har besluttet:

1. Vi betaler **ikke** selv for at få lavet afløbet ovenover - rapporten fra juni er klar, det er foreningens ansvar.
2. Vi sender en **formel klage** til bestyrelsen via administrationen, bygget på ABF's skabelon og med rapporten vedhæftet. Jeg skriver udkastet, Jonas læser korrektur.
3. Hvis de stadig nægter: **forslag til generalforsamlingen i marts** i stedet for at gå til advokat med det samme. Advokat først hvis det også falder.

Jonas ville egentlig bare betale og få fred. Vi landede der, hvor vi ikke betaler, men heller ikke eskalerer til advokat endnu.

## Fjordby

Sidste uge før aflevering (fredag 3/10 kl. 12). Plancherne er 90 % færdige. Priya maler stadig på den store oversigt. Printer torsdag.

## Ida
Alma har fødselsdag på lørdag - husk gave (noget med heste).
"""

NOTES["notes/daily/2025-11-27.md"] = """---
date: 2025-11-27
type: daily
---

# Torsdag 27. november

## Sejlads
Teoriprøven er overstået - bestået! 🎉 38 ud af 40 rigtige. Anders sendte en tommelfinger.
Nu mangler kun den praktiske prøve, før jeg har duelighedsbeviset: skal bookes selv, sejles med censor i foråret (Anders siger april/maj når vandet er varmere). Book i januar når kalenderen åbner.

## Arbejde
- Fjordby stage 2: præsentation for juryen 10. december. Oliver laver slides, jeg laver planting + fortælling. Priya på video fra Edinburgh.
- Julefrokost 12/12 - jeg har sagt ja.

## Hjem
- Ida skal snart til tandlæge - tjek kalenderen.
- Julegaver: intet købt. Panik om en uge.
- Jonas hjem mandag.
"""

NOTES["notes/journal/foraar-rod.md"] = FORAAR_ROD
NOTES["notes/journal/summer-brain-dump.md"] = SUMMER_DUMP

NOTES["notes/ida/boernehave.md"] = """---
title: Ida - børnehave info
børnehave: Børnehuset Mejsen, Frederiksbjerg
stue: Solsikken (fra aug. 2025)
opdateret: 2025-08-18
tags: [ida, børnehave]
---

# Børnehuset Mejsen - praktisk

## Åbningstider

| Dag | Åbent |
|---|---|
| Man-tors | 6.30-17.00 |
| Fredag | 6.30-16.30 |

## Voksne på Solsikken

- Lene (pædagog, Idas "primære voksen")
- Ahmad (pædagog)
- Sille (medhjælper, tirsdag-fredag)

## Husk

- Madpakke hver dag - INGEN nødder (allergi på stuen)
- Frugt: børnehaven giver om eftermiddagen
- Ekstra tøj i kassen: strømpebukser, bukser, trøje, sokker (Ida bruger ALT)
- Gummistøvler + regntøj hænger fast i garderoben
- Hentning: skriv i appen hvis andre end Jonas/mig/Maja henter
- Lukkedage og nyt: står i nyhedsbrevet på mail / forældreintra

## Idas venner

Alma (bedste ven), Noah, Emil, Freya (med y - ikke mig, haha)
"""

# ----------------------------------------------------------------- plain text

NOTES["text/huspasser-ark.txt"] = """HUSPASSER-ARK - Kildegårdsvej 12, 3. th.
Til: Maja (5.-19. juli 2025)   Fra: Freja
==================================================

TUSIND TAK fordi du passer lejligheden og haven!

NØGLER
  - Hoveddør + kælder: den store nøgle med grøn gummi
  - Kolonihaven (Solbakken, have 47): på den blå krog i gangen
  - Cykelkælderen: kode 4471 på tastaturet ved døren i gården

INTERNET
  Netværk: Kildegaarden3th
  Wi-Fi kode: Tang&Tide2019
  (Routeren står bag sofaen hvis den driller - sluk/tænd virker 9 af 10 gange)

PLANTER
  - Altanen: jordbær og krydderurter - vand hver 2. dag hvis ingen regn
  - Monstera i stuen: 1 gang om ugen, ikke mere!
  - Tomaterne i vindueskarmen: hver dag

DRYPSPANDEN
  Hvis det regner kraftigt: tjek spanden under altanloftet (ved jordbærrene)
  og tøm den. Ja, det er stadig et problem. Nej, foreningen har ikke gjort noget.

KOLONIHAVEN
  - Vand 2 gange om ugen (slangen ligger bag skuret)
  - Høst alt hvad du vil - squash, ærter, salat
  - Lågen til haveforeningen: kode 2211
  - Erling i nr. 45 ved alt, spørg ham

POST
  Bare læg den på køkkenbordet.

AFFALD
  Containerne i gården. Pap ugen efter madaffald. Glas i kuben ved Kildegårdsvej.

NØDSITUATIONER
  Vicevært Kim Sørensen:  +45 00 00 41 12 (hverdage 7-15)
  Jonas (hvis færgen har dækning): +45 00 00 77 01
  Freja:                           +45 00 00 77 02

Knus! Vi er hjemme lørdag d. 19. sidst på eftermiddagen.
"""

NOTES["text/rigning-af-jolle.txt"] = """SEJLKLUBBEN BUGTEN - SÅDAN RIGGER DU KLUBBENS JOLLER OP
(min afskrift af opslaget i jollehallen + Anders' tilføjelser)
------------------------------------------------------------

FØR DU STARTER
  * Skriv dig i bådbogen (ved døren): navn, båd, tid ud.
  * Nøglen til jollehallen hænger i den grå nøgleboks på bagsiden af klubhuset,
    ved udendørsbruseren. Koden får du af instruktøren (den skiftes hver sæson).
  * Redningsvest PÅ før du går på broen. Ingen undtagelser.

RIGNING (jolle)
  1. Tjek at bundproppen sidder i. (Ja. Hver gang. Spørg far.)
  2. Sæt roret på og tjek at rorpinden kan bevæge sig frit.
  3. Sænk sværdet halvt - helt ned først når du er fri af broen.
  4. Storsejlet: før forliget ind i masten, hejs med faldet, sæt faldet fast
     på klampen. Sejlet skal være stramt i forliget - ingen rynker.
  5. Fokken: hagerne på forstaget, hejs, skøderne gennem blokkene, ottetalsknob
     for enden af hvert skøde.
  6. Tjek vinden: flaget på klubhuset. Over 8 m/s: ingen jollesejlads for
     begyndere uden instruktør.

EFTER SEJLADS
  * Skyl båd og sejl med ferskvand (slangen ved slæbestedet).
  * Sejlene rulles - ikke foldes.
  * Bundproppen UD så båden kan tørre.
  * Nøglen tilbage i nøgleboksen. Skriv dig ud i bådbogen.

Problemer med en båd: skriv på tavlen i jollehallen og send en sms til
materielformanden (nummer på tavlen).
"""

NOTES["text/ladcykel-vedligehold.txt"] = """KVIK LONG JOHN E2 - opladning og vedligehold
(mine egne noter fra manualen + hvad mekanikeren sagde ved afhentningen)

OPLADNING
- Oplad batteriet indendørs ved 10-25 grader. ALDRIG under 0 grader.
- Batteriet kan tages af (nøglen sidder i samme bundt som ringlåsen).
- Fra tom til fuld: ca. 5 timer. Fra 20 % til 80 %: ca. 3 timer.
- Opbevares om vinteren halvt opladet (40-60 %), ikke i cykelkælderen når
  det fryser - tag det med op i lejligheden.
- Rækkevidde: ca. 60 km på ECO, 35 km på TURBO med Ida + indkøb.

DÆK
- Dæktryk: 2,5 bar foran (20"), 3,0 bar bagpå (26").
- Tjek hver anden uge - det lille forhjul taber luft hurtigt.
- Pumpen med manometer står i kælderen på hylden.

BREMSER
- Hydrauliske skivebremser. Hvis håndtaget går helt ind til styret:
  STOP og kør den til værkstedet.

EFTERSYN
- Gratis eftersyn efter 300 km hos Ladcykelhuset (ring og book).
- Derefter én gang om året, helst i marts før sæsonen.

IDA-SÆDET
- Selen skal sidde tæt - én flad hånd mellem sele og bryst.
- Hjelm PÅ. Altid.

LÅS
- Forsikringen kræver godkendt lås: ringlåsen + kæden når den står ude.
"""

# ----------------------------------------------------------------- CSV

NOTES["finance/udgifter-2025.csv"] = """dato;kategori;beskrivelse;beløb_kr;betalt_af
2025-01-08;Fritid;Sejlklubben Bugten - indmeldelse + voksenkursus;2950,00;Freja
2025-01-15;Hjem;Spand til altanen (Bauhaus);49,00;Jonas
2025-02-01;Kolonihave;Haveforeningen Solbakken - kontingent 1. rate;1075,00;Freja
2025-02-20;Ida;Flyverdragt str. 116;599,00;Freja
2025-03-12;Kolonihave;Frø og sætteløg (Plantorama);312,50;Freja
2025-04-05;Far 70;Depositum Strandkanten;1500,00;Freja
2025-04-22;Fritid;Sejlerhandsker + redningsvest;1149,00;Freja
2025-05-16;Far 70;Strandkanten - depositum retur;-1500,00;Freja
2025-05-20;Far 70;Glud Forsamlingshus - depositum;1000,00;Freja
2025-06-02;Far 70;Gave til far (min halvdel, overført til Maja);2400,00;Freja
2025-06-10;Hjem;Ladcykelhuset - regnslag/kaleche (forudbetalt);1295,00;Jonas
2025-06-23;Far 70;Catering + leje (min halvdel, overført til Maja);7315,00;Freja
2025-07-12;Ferie;Skagen sommerhus 2 uger;9800,00;Jonas
2025-08-14;Hjem;Ringlås + kæde til ladcyklen;1149,00;Jonas
2025-08-20;Kolonihave;Haveforeningen Solbakken - kontingent 2. rate;1325,00;Freja
2025-09-01;Fritid;Teorikursus duelighedsbevis;1450,00;Freja
2025-09-27;Ida;Gave til Alma (hestebog);179,00;Freja
2025-10-11;Hjem;Ny router (Elgiganten);899,00;Jonas
2025-10-27;Fritid;Teoriprøve gebyr (Søfartsstyrelsen);350,00;Freja
2025-11-22;Mad;Hurtigkurv - ugens indkøb;1187,40;Freja
2025-11-30;Jul;Adventskalender til Ida;249,00;Freja
"""

NOTES["sejlads/sejllog.csv"] = """date,boat,wind_ms,wind_dir,hours,crew,notes
2025-05-13,Folkbåd Terne,4,SV,3.0,Anders Toft; Lise; Mikkel,"Første aften! Mest stagvendinger i havnebassinet"
2025-05-20,Folkbåd Terne,6,V,3.0,Anders Toft; Lise; Mikkel,"Bomning - forvirrende. Mikkel har helt sikkert sejlet før"
2025-05-27,Folkbåd Måge,7,NV,2.5,Anders Toft; Lise,"Rebede for første gang"
2025-06-03,Folkbåd Terne,3,S,3.0,Anders Toft; Lise; Mikkel,"Næsten vindstille - mand over bord øvelse med fender"
2025-06-10,Folkbåd Terne,5,SV,3.0,Anders Toft; Lise; Mikkel,"Jeg styrede hele vejen ud til bøje 3!"
2025-06-19,Folkbåd Måge,6,V,3.0,Anders Toft; Lise; Mikkel,"Flyttet fra tirsdag pga. kuling"
2025-06-24,Folkbåd Terne,5,SV,3.0,Karoline Weis; Lise; Mikkel,"Anders syg - Karoline Weis tog holdet. Skarp på trim, meget pædagogisk"
2025-07-01,Folkbåd Terne,9,V,2.0,Anders Toft; Lise,"Hård aften, to reb, kom tidligt ind"
2025-07-08,Folkbåd Måge,4,SØ,3.0,Anders Toft; Lise; Mikkel,"Tillægning ved broen x 6"
2025-07-29,Folkbåd Terne,5,SV,3.0,Anders Toft; Mikkel,"Efter sommerpausen. Lise på ferie"
2025-08-05,Folkbåd Terne,6,V,3.0,Anders Toft; Lise; Mikkel,"Sejlede til Marselisborg og tilbage"
2025-08-12,Folkbåd Måge,5,SV,3.0,Anders Toft; Lise; Mikkel,"Navigation med søkort - kurs til Kalø-bøjen"
2025-08-19,Folkbåd Terne,4,NØ,3.0,Anders Toft; Lise; Mikkel,"Knob-prøve: alle fem bestået"
2025-08-26,Folkbåd Terne,5,SV,3.5,Anders Toft; Lise; Mikkel,"Sidste kursusaften + pølser på broen"
2025-09-07,Folkbåd Måge,5,S,4.0,Lise,"Lånte klubbåd med Lise - første tur uden instruktør!"
2025-09-21,Folkbåd Terne,6,V,3.0,Lise; Mikkel,"Eftersommer, lys til kl. 19"
2025-10-05,Folkbåd Terne,4,SV,2.5,Jonas,"Jonas med for første gang. Han ville styre. Han fik lov i 10 min"
2025-10-18,Folkbåd Måge,7,NV,2.0,Lise,"Sidste tur før optagning"
"""

NOTES_ORDER = list(NOTES.keys())
