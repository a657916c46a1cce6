# -*- coding: utf-8 -*-
"""Markdown notes, plain-text files and CSV files of the henrik vault."""

FILES = {}

# ------------------------------------------------------------------ boat
FILES["notes/boat/solveig-overview.md"] = """---
title: Solveig – boat overview
tags: [boat, solveig, mats]
owners: Henrik Lindqvist & Mats Ekberg (50/50)
updated: 2025-03-02
---

# Solveig

Our old girl. Bought her together with Mats in April 2021 from the estate of a retired pilot in Stenungsund
for 38 000 kr, which in hindsight was the cheapest part of the whole thing.

| | |
|---|---|
| Type | koster, carvel built (kravell), mahogany on oak frames |
| Built | 1959, Bröderna Martinssons båtbyggeri, Stenungsund |
| LOA / beam / draft | 8,6 m / 2,55 m / 1,35 m |
| Displacement | approx. 3,2 t |
| Engine | Volvo Penta MD2B, 2-cyl diesel, 25 hk, fitted 1978 |
| Prop | 3-blade fixed, right hand |
| Sail no. | S-2231 |
| Summer berth | Långedrag, brygga C, plats 14 |
| Winter | changes year to year, see the vinterförvaring note |

## Ownership / money
- 50/50 on everything that keeps her afloat (berth, insurance, yard, paint, engine parts).
- Bigger upgrades: talk first, then 50/50 unless one of us really wants it.
- We keep a ledger in `batkostnader-2025.csv`. Swish each other, settle up roughly every quarter.

## Insurance
Havsbris Sjöförsäkring. Premium for 2024 was 2 950 kr. Policy number and the new premium are in the
renewal e-mail that comes every February (I never remember the number, search the mail).

## Berth fee
Through VTK (Västkustens Träbåtsklubb). 2024: 4 200 kr for the season on brygga C.

## Known issues / quirks
- Garboard seam weeps for a week after launch, then takes up. Don't panic, pump.
- Cutless bearing worn – some knocking at high revs.
- Fuel system needs bleeding after every filter change, see the how-to txt.
- Cockpit drains clog with oak leaves in autumn.
- Compass deviation approx 4° E on northerly headings (the engine).
- The forehatch leaks in heavy rain no matter what we do.

## Electrics
12 V, one 110 Ah house battery + engine battery, manual switch. The shore power cable lives in
Mats' garage over winter.

## Papers
- Köpekontrakt 2021 (copy in the blue binder at home)
- Old logbooks 1959–2009 from the previous owner – gold. Keel bolts were last drawn in 2009 per log.
"""

FILES["notes/boat/varvslista-2025.md"] = """---
title: Varvslista vår 2025 – Solveig
datum: 2025-03-02
status: pågående
---

# Varvslista vår 2025

Mål: sjösättning lördag 26 april (varvet har bokat kranen). Mats och jag tar helgerna när jag är ledig.

## Skrov
- [x] Skrapa och slipa botten (helgen 22–23 mars)
- [x] Gå igenom alla nåtar, gamla kittet ur där det släppt
- [x] Drevning av de nåtar som läckte i höstas
- [x] Bottenmålning, två strykningar (vilken färg: se tråden i discord)
- [x] Byta zinkanod på axeln
- [ ] Dra en kölbult för kontroll – Pelle tycker vi borde, senast gjort 2009 enligt gamla loggboken
- [ ] Titta på sprickan i bordet i fören (styrbord)

## Beslut drevning (efter att Pelle ringde 10/3)
Vi kör bomull i de smala nåtarna ovanför vattenlinjen och drevgarn i kölnaten och de två nedersta
bordgångarna, där nåtarna är grova. Sedan nåtmassa över, och färg. Pelle: "bomull där det är
smalt, drev där det är grovt, och slå inte för hårt, det är inte 1890".

## Motor
- [x] Byta impeller
- [x] Olja och oljefilter
- [x] Bränslefilter + lufta (se how-to)
- [ ] Byta cutless-lagret (skjuts till hösten?)
- [x] Kolla kylvattenintaget

## Rigg och segel
- [x] Gå igenom vant och stag
- [x] Storseglet till segelmakaren – sömmen vid akterliket släpper
- [ ] Nytt fall till focken

## Övrigt
- [x] Betala båtplatsen
- [ ] Ny vinterpresenning (den gamla är mest hål)
- [x] Förnya medlemskapet i VTK
"""

FILES["notes/boat/vinterforvaring-2025.md"] = """---
title: Vinterförvaring 2025/26
datum: 2025-08-11
taggar: [solveig, vinter]
---

# Vinterförvaring 2025/26 – jämförelse

Mats räknade ihop alternativen i discord i går. Sammanfattning:

| Alternativ | Pris ca | Fördelar | Nackdelar |
|---|---|---|---|
| Fiskebäcks Båtvarv, inne i hall | 9 800 kr + kran | torrt, går att jobba i | dyrt |
| Fiskebäcks Båtvarv, ute på uppställningen | 5 600 kr + kran | bekant varv | presenning, väder |
| Hinsholmens marina, ute | 4 900 kr + kran | billigt | långt för Mats, ingen el |
| Ligga kvar i sjön vid Långedrag, med bubblare | ca 1 500 kr (el) | träet torkar inte ut, ingen kran | isrisk, svårt att jobba på henne |

## Beslut (10 aug, i discord)
Hon ligger kvar i sjön vid Långedrag i vinter. Mats lånar Kjells bubblare. Billigast, och en
gammal träbåt mår bra av att inte torka ut – hon läcker mindre nästa vår.

## Att göra inför vintern
- [ ] Bubblaren på plats före 1 november
- [ ] Extra förtöjningar och ruckare
- [ ] Segel och bom av, förvaras i Mats garage
- [ ] Kolla med VTK om vinterliggaravgiften
"""

# ------------------------------------------------------------------ tax
FILES["notes/skatt/skatteverket-arende.md"] = """---
titel: Skatteverket – förfrågan om sjöinkomstavdraget (inkomstår 2024)
dnr: 131 284617-25
handläggare: Anders Wallin, Skatteverket
ombud: Birgitta Holm (Holm & Sandell Redovisning)
status: väntar
---

# Skatteverket – sjöinkomstavdraget 2024

Gäller sjöinkomstavdraget i deklarationen för 2024. Jag yrkade 35 000 kr (närfart) som vanligt.
Skatteverket vill veta hur många dagar jag faktiskt hade sjöinkomst, eftersom Aurora låg på varv i
Frederikshavn i höstas och inte gick i trafik.

## Logg

- **2025-04-22** Brev från Skatteverket (förfrågan). Vill ha tjänstgöringsintyg från rederiet för
  2024 och uppgift om vilka dagar fartyget låg på varv. Svar senast 13 maj.
- **2025-04-24** Bad Karin på crewing om tjänstgöringsintyg för 2024.
- **2025-04-25** Birgitta Holm svarade på mitt mejl, hon tar det som ombud och förklarade reglerna.
- **April** Gick igenom förfrågan med Birgitta på hennes kontor, dagen innan jag mönstrade på. Hon
  tycker vi ska svara sakligt och inte argumentera än.
- **2025-05-12** Begärde anstånd, fick till 27 maj (intyget från rederiet dröjde).
- **2025-05-23** Svarat via Mina sidor: intyg bifogat, 189 dagar ombord 2024 varav 38 på varv.
- **2025-06-17** Beslut: avdraget sänkt. Varvsdagarna (38 dagar) räknas inte som dagar med
  sjöinkomst enligt Skatteverket. Beloppen står i beslutet som Birgitta vidarebefordrade.
- **2025-06-22** Tänkte först låta det vara. Inte värt bråket.
- **2025-09-12** Telefon med Birgitta. Hon har hittat ett kammarrättsavgörande där besättning som
  gick vakt ombord under en varvsvistelse fick räkna dagarna. Vi hade full vakthållning i
  Frederikshavn. **Beslut: vi begär omprövning.** Birgitta skriver utkastet, jag skaffar nytt intyg
  från rederiet om vakthållningen.
- **2025-09-19** Nytt intyg från rederiet om vakthållningen, skickat till Birgitta.
- **2025-09-30** Omprövningen inskickad av Birgitta.

## Nu
Väntar på besked om omprövningen. Restskatten ska betalas ändå (datum i kalendern), pengarna kommer
tillbaka om vi får rätt.
"""

FILES["notes/skatt/deklaration-2024-underlag.md"] = """---
titel: Deklaration 2024 – underlag
datum: 2025-03-20
---

# Deklaration inkomstår 2024

Deklarerade via appen 20 mars. Allt förifyllt utom sjöinkomstavdraget, som jag la till själv.

| Post | Belopp | Kommentar |
|---|---|---|
| Lön Nordhavn Line | 612 400 kr | enligt kontrolluppgift |
| Sjöinkomstavdrag | 35 000 kr | närfart, samma som alla år |
| Fackavgift | – | inte avdragsgill längre |
| Ränteutgifter bolån | 41 230 kr | förifyllt, Immy och jag 50/50 |
| ROT | – | inget 2024 |
| Kapitalinkomst fonder | 3 114 kr | förifyllt |

## Sjödagar 2024 (min egen räkning)
- 13 perioder ombord, 189 dagar totalt
- varav 38 dagar på varv i Frederikshavn (okt–nov)
- Karin på crewing kan ta fram intyg om det behövs

## Till nästa år
- Spara alla intyg från rederiet direkt i pärmen
- Fråga Birgitta om det finns något att vinna på att Immy och jag fördelar räntan annorlunda
"""

# ------------------------------------------------------------------ work
FILES["notes/work/rotation-2025.md"] = """---
title: Rotation 2025 – Aurora, B-crew
source: Karin's mail 18 Nov 2024
---

# Rotation 2025

14 on / 14 off, crew change Mondays 08:00 in Göteborg. Copied from Karin's table so I have it offline.

| # | Join | Sign off |
|---|---|---|
| 1 | Mon 6 Jan | Sun 19 Jan |
| 2 | Mon 3 Feb | Sun 16 Feb |
| 3 | Mon 3 Mar | Sun 16 Mar |
| 4 | Mon 31 Mar | Sun 13 Apr |
| 5 | Mon 28 Apr | Sun 11 May |
| 6 | Mon 26 May | Sun 8 Jun |
| 7 | Mon 23 Jun | Sun 6 Jul |
| 8 | Mon 21 Jul | Sun 3 Aug |
| 9 | Mon 18 Aug | Sun 31 Aug |
| 10 | Mon 15 Sep | Sun 28 Sep |
| 11 | Mon 13 Oct | Sun 26 Oct |
| 12 | Mon 10 Nov | Sun 23 Nov |
| 13 | Mon 8 Dec | Sun 21 Dec |

Notes:
- Swing 5: swapped with Jesper, I joined Wed 30 Apr instead (he had his kid's thing).
- Swing 13 = Christmas off this year, nice. Tell Immy.
- UPDATE May: the whole thing shifts from August because of the dry dock, see Karin's mail from May.
  Haven't had time to update this table.
"""

FILES["notes/work/certifikat.md"] = """---
title: Certifikat & intyg
updated: 2025-10-17
---

# Certificates / certifikat

| What | Issued | Expires | Notes |
|---|---|---|---|
| Behörighet fartygsingenjör klass V | 2022-03-31 | 2027-03-31 | Transportstyrelsen |
| Läkarintyg sjöpersonal | 2025-10-16 | 2027-10-16 | renewed, old one ran out 2025-11-30 |
| STCW Basic Safety (BST) refresher | 2021-02-14 | 2026-02-14 | 2 days, needs booking |
| Advanced Fire Fighting | 2022-05-09 | 2027-05-09 | |
| Medical First Aid | 2022-05-11 | 2027-05-11 | |
| Security Awareness | 2019 | no expiry | |

## To do
- [x] Book the medical before November (done – see the confirmation mail from the clinic)
- [x] Medical done 16 Oct, all fine, eyesight still ok without glasses (barely)
- [ ] Book the Basic Safety refresher before February – Maritimt Säkerhetscenter Arendal has
      courses in Dec and Jan, I'm on board for half of them. Have not booked anything yet.
- [ ] Send a scan of the new läkarintyg to Oskar

## Notes
- Company pays the refresher if booked through crewing, but then you get whatever date they pick.
- Keep the originals in the blue binder, scans in the cloud folder.
"""

FILES["notes/work/engine-room-handover.md"] = """---
title: Handover notes – B to A crew
date: 2025-09-07
to: Jesper Sandberg (2/E, A-crew)
---

# Handover, Aurora engine dept, 7 Sep 2025

## Main engines
- ME1: exhaust temp cyl 5 running ~25 °C higher than the rest. Injector changed 2 Sep, a bit
  better. Keep an eye on it, log every watch.
- ME2: nothing to report. Running hours 41 220.

## Aux / gensets
- DG2: small fuel leak at the HP pipe to cyl 3, clamp re-done, weeping stopped. Spare pipe ordered,
  supposed to arrive Immingham Thursday.
- DG3: turbo noise is back. Chief wants a borescope at next port stay.

## Separators / purifiers
- HFO purifier 2 bowl cleaned 4 Sep. Gasket kit used, reorder (only one left).

## Misc
- Bilge alarm ER aft keeps false-alarming. Float switch sticky. New switch in store, not fitted.
- Fire pump test done, OK.
- Bunkering Göteborg Tuesday, 180 m³. Sounding tables in the green folder.
- Dry dock list: started a document on the shared drive, add whatever you find.

Have a good swing. Coffee machine in the ECR is dead again, the mess one works.
"""

# ------------------------------------------------------------------ home
FILES["notes/home/lagenheten.md"] = """---
titel: Lägenheten – praktiskt
uppdaterad: 2025-09-03
---

# Lägenheten, Brf Majvallen 3

Varvsmästaregatan 14B, lgh 1203 (4 tr). Immy och jag äger 50/50 sedan 2022.

## Koder och nycklar
- Portkod: 1947 (gäller 2024)
- Källarförrådet: nr 27. Koden till källardörren är 6083, hänglåset på förrådet har samma nyckel som
  cykelrummet.
- Tvättstugan och soprummet: se txt-filen med föreningens regler.

## Föreningen
- Ordförande: Lars Pettersson (hus 16, 1 tr)
- Förvaltare: Västfastighet, felanmälan via appen
- Avgift: 4 120 kr/mån (höjd jan 2025 från 3 890)

## Vitvaror
- Diskmaskinen lagad i mars, se dagboken från den dagen
- Tvättmaskin: egen, står i badrummet – måste flyttas ut inför stambytet
- Kylen: surrar, men funkar

## Stambyte hösten 2025
Datum per port står i styrelsens mejl från augusti.

Extrastämman 2 sept (Immy gick, jag var ombord): Lars P sa att det ställs duschvagnar på gården bakom hus 16 under stambytet,
man bokar tider på en lista i tvättstugan. Toaletten går att använda kvällar och helger de flesta
veckor. Immy tänkte duscha på gymmet, jag duschar ju ombord halva tiden ändå.

Inför stambytet:
- [ ] Tömma badrumsskåpen
- [ ] Flytta ut tvättmaskinen (Mats garage?)
- [x] Skriva upp oss på duschlistan
- [ ] Ta ner spegeln och lampan
"""

FILES["notes/home/immy-uppehallstillstand.md"] = """---
title: Immy – permanent uppehållstillstånd
tags: [immy, migrationsverket]
updated: 2025-10-06
---

# Immy's permanent residence (PUT)

Since Brexit she's been on a sambo permit. The current one runs until 15 Jan 2026. We applied for
permanent residence (permanent uppehållstillstånd) instead of another temporary one.

## Timeline
- 2025-06-10 Application submitted via Migrationsverket's e-service. Ärendenummer 25-613872.
  Fee paid (card).
- 2025-07-02 Got the automatic "your case has been assigned" message.
- 2025-09-03 They asked for a komplettering: proof that we live together (lease/BRF membership
  papers, a couple of shared bills, and something showing how long we've been together).
- 2025-09-09 Sent the komplettering: BRF membership certificate, the mortgage letter with both names,
  electricity bills, and a few photos + flight bookings from 2021–2024.
- 2025-10-06 Checked Mina sidor – status still "under handläggning".

## Status
Still waiting for their decision. Nothing to do except wait. If nothing by mid-November, call them
(Immy wants me to do the call in Swedish). As long as it's pending she's allowed to stay and work
after 15 Jan, since we applied before the old permit ran out.

## Reminders
- [ ] Call Migrationsverket if no decision by 15 Nov
- [ ] When approved: new ID card appointment at Skatteverket for Immy
"""

FILES["notes/travel/bristol-christmas-2024.md"] = """---
title: Bristol, Christmas 2024
dates: 2024-12-21 – 2024-12-28
---

# Bristol, Christmas 2024

Flights with Skylark via Amsterdam, booking details in the confirmation e-mail from early December
(seats together, Immy insisted).

## Where we stayed
Margaret & Robert's house in Bishopston had the kitchen ripped out (the builders "will definitely be
done by Christmas" – they were not), so we rented an Airbnb: a small flat above a bakery on North
Street in Southville. Ten minutes' walk to the harbourside, fifteen-ish min by bus to her parents.
Would book again – the bakery smell at 6 am is worth it.

## What we did
- 22nd: Christmas market and the harbourside, Robert showed me every ship he's ever been near
- 24th: the Clarke family "Christmas Eve drinks" (I tried to explain julafton, nobody listened)
- 25th: dinner at her aunt Jill's in Keynsham since the kitchen situation
- 26th: Boxing Day walk on the Downs, then pub
- 27th: SS Great Britain museum – I could have stayed all day in the engine exhibition

## Gifts (so I don't repeat)
- Margaret: Swedish linen tablecloth + glögg kit
- Robert: sjökort over Göteborgs skärgård, framed – he loved it
- Jill: kanelbullar (homemade, survived the flight)

## Next time
- Bring earplugs (the bakery, also Robert snores through walls)
- Robert turns 70 next July, they want to come to Gothenburg then
"""

FILES["notes/people/kontakter.md"] = """---
title: Kontakter
updated: 2025-02-01
---

# Kontakter / contacts

| Namn | Vad | Telefon | Mejl |
|---|---|---|---|
| Imogen (Immy) Clarke | sambo | 070-000 11 01 | immy.clarke@postbox.example |
| Mats Ekberg | delägare Solveig | 070-000 11 02 | mats.ekberg@vastnet.example |
| Jonna Strand | Mats sambo | 070-000 11 03 | jonna.strand@vastnet.example |
| Pelle Nyström | snickare, träbåtsnörd | 070-000 11 04 | pelle.nystrom@tramail.example |
| Sara Lindqvist | syster, Uddevalla | 070-000 11 05 | sara.lindqvist@uddnet.example |
| Mamma (Eva Lindqvist) | Uddevalla | 0522-000 00 06 | – |
| Birgitta Holm | redovisning/skatt, Holm & Sandell | 031-000 12 07 | birgitta@holmsandell.example |
| Karin Dahlberg | crewing, Nordhavn Line | 031-000 12 08 | karin.dahlberg@nordhavnline.example |
| Leif Andersson | varvschef, Fiskebäcks Båtvarv | 031-000 12 09 | leif@fiskebacksvarv.example |
| Lars Pettersson | ordf. brf, hus 16 | 070-000 11 10 | styrelsen@brfmajvallen3.example |
| Gun-Britt Olausson | granne, lgh 1102 | 070-000 11 11 | – |
| Margaret & Robert Clarke | Immys föräldrar, Bristol | +44 0000 000 112 | margaret.clarke@bristolmail.example |

Nödnummer hemma: 112 (obviously). Djursjukhuset Väst: 031-000 12 13.
"""

# ------------------------------------------------------------------ daily
FILES["notes/daily/2025-03-18.md"] = """# Tue 18 March 2025

Day 2 of the off-swing. Slept until 7, felt like luxury.

- Dishwasher finally sorted. Rami Haddad from Majornas Vitvaruservice came at 8:15, found a dead
  drain pump (tömningspumpen), had one in the van. 1 450 kr incl. call-out. He says we should
  clean the filter every month, not "when it smells". Point taken.
- Called Birgitta's office about next year's deklaration stuff, not urgent, she'll call back.
- Bought sandpaper (80 and 120) and two scrapers for the weekend. Mats has the heat gun.
- Immy's Swedish homework: explained "ju" and "väl". Failed. Nobody can explain "väl".
- Smulan threw up on the bathmat. Classic.

Tomorrow: dentist 08:30. Saturday: Fiskebäck with Mats, scraping the bottom. Bring the old thermos
and the knee pads.
"""

FILES["notes/daily/2025-06-02.md"] = """# 2025-06-02 (måndag)

Ombord, dag 8. Lugn natt, lite sjö över Doggern.

- Ringde och bokade bord på Restaurang Kajkanten för Roberts 70-årsdag: fredag 18 juli kl 19,
  sex personer (vi två, M & R, Sara och Emil). De har ett hörnbord mot kajen, bad om det.
- Immy vill att vi säger något på engelska och något på svenska. Jag tar svenskan, hon engelskan,
  rättvist.
- DG3-turbon låter igen. Chiefen suckar.
- Att kolla hemma: fick Birgitta svar från Skatteverket? Hon hörs om det kommer något.
"""

FILES["notes/daily/2025-06-22.md"] = """# Söndag 22 juni 2025

Midsommar hos mamma i Uddevalla i går, sill och regn, som det ska vara. Sara och Emil pratade om
bröllopet hela kvällen, mamma grät två gånger.

Läste Skatteverkets beslut igen som Birgitta skickade. Restskatten är ju inte stor, och att börja
bråka med Skatteverket om några veckor på varv känns som ett heltidsjobb. Bestämde mig i kväll: jag
låter det vara och betalar. Skönt att ha bestämt sig. Ska säga det till Birgitta i veckan.

Solveig: Mats har tagit ut henne två kvällar, motorn går fint sedan luftningen.
"""

FILES["notes/daily/2025-09-22.md"] = """# Mon 22 Sep 2025

First day of the swing I'm NOT on. Feels weird to be home on a crew-change Monday.

- Wrote the house-sitter sheet for Alva (she's doing Smulan Fri–Sun while we're at the wedding). Printed two copies, one on the fridge.
- Suit from the dry cleaner: picked up. Immy's dress: "don't ask".
- Pelle sent photos of the soft plank with the knife stuck in. Depressing.
- Skatteverket stuff: sent Birgitta the papers she asked for. Her turn now.
- Stambyte prep: nothing done. Nothing. Next weekend, after the wedding.
- Bought a present for Sara & Emil: the big cast-iron pot they wanted from the list.
"""

FILES["notes/daily/2025-10-15.md"] = """# Onsdag 15 oktober 2025

Sista lediga veckan innan nästa pass.

- Imorgon: läkarundersökningen för sjöpersonal. Ta med gamla intyget och leg.
- Packa sjösäcken i helgen. Ny arbetsoverall hämtad från förrådet på terminalen.
- Immy har prov i svenskan på torsdag, vi övade prepositioner ("på jobbet", "i skolan", "på
  varvet" – varför?!).
- Pelle har köpt mahogny till det nya bordet.
- Ringde mamma. Hon undrar om jul, jag lovade att ringa i helgen och förklara hur vi gör.
- Stambytet närmar sig: skåpen fortfarande fulla. Skäms.
"""

# ------------------------------------------------------------------ long journals
FILES["notes/journal/2025-01-night-watch-thoughts.md"] = """---
title: Night watch thoughts
date: 2025-01-14
where: M/S Nordhavn Aurora, somewhere west of the Dogger Bank
---

# Night watch thoughts, 14 Jan

It's 03:40 and the engine control room smells of burnt coffee and warm diesel, which is to say it
smells like home. I have the log open, the alarms are quiet, and the motorman is doing his round
in the purifier room, so I have twenty minutes to write something that isn't a sounding or a
temperature. Immy keeps telling me to "journal". This is me journaling. Hi Immy, if you ever read
this.

People ask me whether the night watches are the worst part of the job. The honest answer is that
I'd take the 00–06 every time if they let me. The ship is half asleep, the passengers are in
their cabins or in the bar pretending they are not seasick, the bridge only calls if something is
actually wrong, and the engine room is the most honest place on earth at four in the morning. You
hear everything. You hear ME1 breathing, you hear the separators whine, you hear the stabiliser
pumps kick in when the swell comes round onto the beam. The day watch is meetings, the chief
wanting spreadsheets, suppliers on the phone, the hotel department asking why the cabin showers on
deck 7 are lukewarm again. At night it's just me and the machinery, and I like the machinery better
than most meetings. Jesper thinks I'm mad. Jesper also sleeps eleven hours on his off-swings, so.

We've had a proper westerly since Sunday. The Aurora is a good sea boat for a ferry but she's
still a big box with a pointy end, and when the swell gets over four metres the trucks on the
weather deck start complaining and so do the chains. Last night we had a reefer unit break loose
from its lashing on deck 3 and the bosun and two ABs spent an hour in the rain chasing it. I just
had to keep the power on for the reefer plugs, which is the luxury version of that job.

DG2 has a fuel leak at the high pressure pipe to cylinder 3. Nothing dramatic, a weep, but fuel
on a hot engine is how fires start, so I've clamped it and we'll change the pipe in Immingham if
the spare arrives. It won't. It never does. The spare part logistics of this company are a kind of
performance art. The chief says the dry dock this autumn will "fix everything", which is what
every chief has said about every dry dock since the invention of steel.

Speaking of the last dry dock: I need to do the deklaration when I'm home. Normally it's the easiest
thing in the world, press the button in the app, add the sjöinkomstavdrag, done. But last autumn
we spent weeks in Frederikshavn with the ship on blocks, and I have a nagging feeling that someone
at Skatteverket will eventually notice that a ferry on a slipway isn't exactly "in traffic". We
were on board the whole time, we kept watches, we lived there, the food was worse than usual. I
don't know what the rules say. Future Henrik's problem. Future Henrik will probably call Birgitta
and pay her to worry about it, which is the adult solution.

Solveig is on land at Fiskebäck under the old tarp. Mats sends me photos every week like she's a
newborn. "Still standing." Yes Mats, she's been standing since 1959. The tarp though is more hole
than tarp, and I've promised myself that this is the last winter with it. Pelle wants to look at
the seams before we paint in spring; he's been reading old Swedish boatbuilding books again and
now uses words like "drevjärn" and "nåtmassa" in normal conversation, at the dinner table, in
front of children. I love him for it. I also noticed I've started doing it too.

I was thinking tonight about dad's boat. The little clinker-built snipa he had in Uddevalla when
Sara and I were kids, with the one-cylinder engine that went dunk-dunk-dunk and could be heard from
the other side of the fjord. He never let anyone else start it. He'd crouch over it like a priest,
say something rude to it, and it would start. When I took the engineer course at Chalmers I
realised he was basically doing a decompression start by feel, but at the time it looked like
magic. He would have loved Solveig. He would have hated the cost of Solveig. He'd have had
opinions about Mats. They would have been mostly positive.

Sara called on Saturday while I was in my bunk; she and Emil are getting married this year,
"sometime in September, in a church near mum's, don't make a face". I didn't make a face. Well, I
made a small face. I'll need to ask for leave early because September is always a fight in the
crewing office, everyone has a wedding or a moose hunt. I'm happy for her. Emil is solid. He
asked me to be "a sort of best man but Swedish", which I think means I make a speech and carry
things.

Immy's Swedish is getting scarily good. She did a whole phone call with the bredband company in
Swedish last week and got a discount, which I have never managed in any language. She still
says "sju" like a sneeze, and she refuses to accept that "kött" and "kött" are not two different
words when she's ordering food. Her course finishes in June and then she wants to do the next
level in the autumn, evenings. I said go for it. She said "obviously, I wasn't asking".

Christmas in Bristol was good. Better than I feared. Margaret cooked like a person expecting a
siege, Robert told the same three Navy stories in rotation and I genuinely didn't mind the third
time round, because the second story has a boiler room in it and I always learn something. Our
rented flat was above a bakery and smelled of bread at five in the morning, which is the only way
I ever want to wake up again. The flights were fine, Amsterdam was chaos, Schiphol is always
chaos. Robert turns seventy in July and they want to come over here for it. I've promised him a
sail on Solveig "if the weather is good", which in the Gothenburg archipelago in July means
"probably".

Money stuff, while I'm being responsible: the BRF is raising the monthly fee again from January,
the boat insurance renewal comes in February, and the mortgage rate is, finally, going down a
bit. Immy and I did the spreadsheet over Christmas. We are fine. We are not "buy a second boat"
fine, but fine. I should stop checking the boat classifieds at 4 am.

Coffee report: the mess coffee is a war crime. Someone bought a new brand in Immingham that tastes
of burnt tyres. I've started bringing my own from home, the dark roast from the place on Andra
Långgatan, ground coarse, and brewing it in the ECR with the old Moccamaster that somebody left
on board in 2017. The motorman calls it "the chief's coffee" even though the chief hates it. Small
victories.

Books this swing: a history of the Swedish merchant fleet (dry, good), a novel Immy gave me that
I'm not allowed to say I don't like, and a PDF manual for the new bilge water separator that I am
reading in instalments like a serial. Podcasts: the Swedish history one about the Hanseatic league
and an English one about shipwrecks, which is perhaps not a great choice for a man at sea.

A word about the passengers, because I never write about them and they are, technically, why
the ship exists. On the night crossings we get three kinds: truck drivers who have done this a
thousand times and sleep like the dead, families moving house with everything they own in a
rented van, and a few brave tourists who thought a North Sea ferry in January would be romantic.
The tourists come down to the engine room door sometimes, on the guided tour the purser does in
summer, and ask whether it's loud. It's loud. One kid last summer asked if I was "the captain of
the engine" and I have decided that is my title now. Jesper refuses to use it.

The cook on this swing is Filipino, Ramon, and makes an adobo on Thursdays that is the single best
thing that happens on this ship. On the A-crew they have a Dane who makes frikadeller every day
for lunch, and the A-crew are visibly sadder people. I told Immy this and she said "you're
describing a food-based class system", which, yes.

Smulan has apparently started sleeping on my side of the bed when I'm away and refuses to move
when I'm back. Immy sends photos as evidence. I'm being replaced by a cat who weighs four kilos.

Plans for the off-swing, so Immy can check whether I did any of them:
1. Deklaration – and find out what the deal is with the dry dock days.
2. Fiskebäck with Mats, look at Solveig, make a list for spring.
3. Dinner with Pelle and Jonna and Mats (Jonna is cooking, so it will be great, Pelle is bringing
   wine, so it will be strange).
4. Book the dentist.
5. Fix the dishwasher or call someone who can. It makes a noise like DG3.
6. Sleep.

It's 04:10. The motorman is back and wants to show me something "a bit strange" on the bilge
alarm panel, which in my experience is the most expensive sentence in the English language.
More later, maybe.

---

Later, 05:30. The bilge alarm was a sticky float switch, nothing more. We logged it. The sky is
going grey over the stern and the first passengers are queuing for the breakfast buffet as if the
ship might run out of eggs. Forty minutes until handover. I'll write the watch notes, check the
fuel figures, and go to bed for six hours, and then do it all again tomorrow night, and, honestly,
I'm fine with that.
"""

FILES["notes/journal/2025-05-tankar-efter-sjosattningen.md"] = """---
titel: Tankar efter sjösättningen
datum: 2025-05-18
---

# Tankar efter sjösättningen

Söndag kväll, Immy sover redan, Smulan ligger på tangentbordet så det här skrivs med en katt i
knät. Hemma sedan i onsdags efter ett stökigt pass, och jag vill skriva ner lite innan allt
blandas ihop.

## Sjösättningen

Solveig kom i sjön lördagen den 26 april som planerat. Kranföraren på Fiskebäck, en ung kille med
hörlurar som såg ut att vara tolv, lyfte henne som om hon var av porslin. Mats stod med
pumpen redo. Hon läckte, förstås, mest i kölnaten och runt akterstäven, men mindre än förra
året, och efter tre dagar hade hon tagit sig så pass att länspumpen gick några sekunder i
timmen. Pelles drevning höll. Jag tror att det är första våren på länge som jag inte har legat
vaken och tänkt på hur mycket vatten det finns under durkarna.

Bottenfärgen blev bra. Det var lite stress i mars om vilken färg vi skulle ta, men nu är den på
och ser ut som den ska. Mats gjorde ett bättre jobb än jag med rollern, det ska erkännas.

## Däcket – och där har jag bestämt mig

Vi hade en lång diskussion på bryggan med en av de äldre i klubben om däcket. Han har lackat sitt
däck i fyrtio år och tycker att vi är hippies. Men jag står fast vid det: linolja och trätjära på
däck och rufftak, aldrig mer lack på däcket. Lack flagnar, det spricker i skarvarna, vattnet
kryper in under och sedan har man rötan där man inte ser den. Linoljan får man dra på två-tre
gånger per säsong, det luktar gammal båt, och det är fult på ett ärligt sätt. Lack kan man ha på
ruffsidorna och räckena, där det syns, och där man kan slipa när det börjar släppa. På ytor man
går på vill jag ha olja. Mats håller med mig till åttio procent, vilket hos Mats är rekord.

## Skatteverket

Sedan vårens andra stora grej: Skatteverket. Brevet kom i april, en förfrågan om
sjöinkomstavdraget för 2024, precis som jag var rädd för redan i januari. De vill ha intyg om hur
många dagar jag var ombord och vilka dagar Aurora låg på varv. Birgitta har tagit det som ombud,
vi hann ses på hennes kontor innan jag mönstrade på, och jag fick begära anstånd från båten
eftersom intyget dröjde. Jag har bett Karin på crewing om tjänstgöringsintyget flera gånger,
men crewing-kontoret svarar ju när det passar dem. Birgitta var lugn i telefon, vilket lugnade
mig. Hon sa att det viktigaste är att svara sakligt och i tid och att inte skriva romaner till
handläggaren. Jag har en tendens att skriva romaner. Det här är ett exempel.

Det irriterar mig mer än det borde. Vi jobbade ju. Vi gick vakt, vi bodde ombord, vi åt den
hemska maten. Att det skulle räknas som något annat än sjöjobb för att fartyget stod på pallar i
Danmark känns som att någon har skrivit en regel utan att ha varit i ett maskinrum. Men så är det
väl med de flesta regler.

## Jobbet

Passet som just tog slut var stökigt. Jag bytte med Jesper så jag började på en onsdag istället
för måndag, och det förskjuter hela rytmen. DG3-turbon väsnas igen. Chiefen pratar om dockningen
i höst som om den ska lösa allt. Karin på crewing skickade ny rotation i veckan: dockning i
november, och hela B-laget förskjuts en vecka från augusti. Jag har inte ens orkat läsa
detaljerna. Jag skriver in det i kalendern när jag har tid, vilket enligt Immy betyder aldrig.

## Immy och båten

Immy vill lära sig segla men är nervös. Hon säger att hon gillar tanken på båten mer än själva
båten. Jag förstår henne. Solveig lutar, knakar, luktar tjära och har en toalett som är mer ett
koncept än en toalett. Men hon var med på sjösättningen och satt på fördäck med en kopp kaffe och
såg glad ut, och hon har sagt att hon ska följa med ut i sommar om det är lugnt väder. Jag har
lovat att inte spela tuff skeppare. Hon har satt upp egna regler, och det är bra.

Hennes svenska fortsätter att imponera. Hon läser Sydsvenskan och GP på svenska nu, och
kommenterar mina särskrivningar i meddelanden. Jag skriver "sjö sättning" en gång och hon tar
skärmdump.

## Sara, mamma, bröllopet

Sara har skickat inbjudan. Bröllopet är i september, och jag måste fråga om ledigt i god tid,
för det blir krångligt annars. Mamma är glad och stressad samtidigt, vilket är hennes normalläge. Hon
rensar i ladan i Uddevalla och hittar saker från pappas tid. Hon ringde och sa att hon hittat hans
gamla loggböcker från snipan, och jag blev helt tyst i telefon. Jag vill ha dem. Jag tror inte
att någon annan vill ha dem.

Pappa hade också starka åsikter om däck förresten. Han oljade allt. Kanske är det därifrån det
kommer.

## Pengar och båten

Det kostar. Vi vet det. Varvsräkningen för våren kom och var ungefär som vi trodde, Mats betalade
och vi delar som vanligt. Segelmakaren kommer att kosta en del när storseglet ska sys om. Jag
räknade ihop vad Solveig har kostat per år sedan 2021 och slutade räkna när jag kom till en
siffra som var större än vad vi betalade för själva båten. Men vad är alternativet? Att inte ha
henne? Nej.

Vi pratade lite om att köpa en bättre presenning, och om var hon ska stå nästa vinter. Inget
beslut. Det tar vi i augusti som vanligt.

## Besöket i juli

Margaret och Robert kommer i juli, till Roberts sjuttioårsdag. Immy planerar redan. Jag har
lovat en tur med Solveig, och jag ska boka något fint till middagen. Robert kommer att berätta
om Navy igen, och jag kommer att lyssna igen. Han är en bra karl. Han frågade mig i julas vilken
diesel vi har i båten och blev lyrisk när jag sa MD2B, "just like the one we had in the
liberty boat", vilket jag inte tror är sant men jag lät honom hållas.

## Mats, Jonna och Pelle

Jag tänker ibland på hur tur jag har som hittade Mats. Att äga båt ihop med någon är som att
vara gift med en person man bara träffar i en varvshall. Det kräver att man litar på varandra när
det gäller pengar, tid och ambitionsnivå, och vi har faktiskt aldrig bråkat på riktigt. Vi har
diskuterat. Högljutt ibland. Men Mats är den sortens människa som gör jobbet när jag är borta och
inte räknar timmar, och jag försöker göra samma sak tillbaka när han har fullt upp med jobbet.
Jonna är den som håller ordning på oss båda. Hon har en pärm. En fysisk pärm, med flikar. Jag har
sett den. Den har en flik som heter "Henriks kvitton".

Pelle är något annat. Han är egentligen snickare men han borde ha levt på 1800-talet och byggt
båtar på en strand någonstans i Bohuslän. Han kan prata om virke i timmar, om hur ek rör sig och
varför lärk ruttnar långsammare än gran, och om hur de gamla båtbyggarna valde träd redan när de
stod i skogen. När han kollade våra nåtar i mars gick han längs hela skrovet och knackade med
knogarna som en läkare, och efter en halvtimme sa han "hon är friskare än ni förtjänar". Sedan
ringde han mig och vi bestämde materialen. Han vill inte ha betalt. Han vill ha kaffe, och att vi
lyssnar. Det är ett rimligt pris.

## Klubben

VTK är en märklig och fin förening. Hälften av medlemmarna är över sjuttio och har haft samma båt
i fyrtio år, den andra hälften är folk som vi som köpt en gammal träbåt och inte riktigt förstått
vad vi gett oss in på. Årsmötet i februari handlade i en timme om båtplatsavgifterna, som höjdes,
och i en halvtimme om en brygglampa. Drevningskursen i april missade jag, jag var ombord, men Mats
gick och kom hem frälst. Han säger att han lärde sig mer på fem timmar än på tre år av
youtube-filmer. Det finns en engelsman i klubben, Nigel, som sålde
av sin pappas gamla drev och bomull, och vi köpte en del av honom. Det känns rätt att hans pappas
material sitter i Solveigs nåtar nu.

## Våren i Majorna

Körsbärsträden på gatan blommar, grannarna har börjat sitta på balkongerna igen och föreningen har
haft städdag. Jag missade den, jag var ombord, men Immy gick och fick korv och ett nytt
grannskap på köpet. Hon känner fler i huset än jag nu. Gun-Britt på våningen under har adopterat
henne och pratar svenska med henne i trapphuset, långsamt och tydligt, som med ett barn eller en
hund. Immy älskar det.

Det pratas om stambyte i föreningen. Ingen vet när. Alla vet att det blir dyrt.

## Mig själv

Jag sover bättre. Ledigheterna börjar kännas som ledigheter igen och inte bara som återhämtning.
Jag har börjat springa igen längs Slottsskogen, långsamt. Katten tycker att jag är borta för mycket.
Immy tycker att jag jobbar för mycket när jag är hemma också – "you're on land, Henrik, stop
doing watches". Hon har rätt. Jag kollar väderappen fem gånger om dagen även när vi inte ska ut.

Saker jag vill komma ihåg:
- svara Skatteverket före 27 maj, jaga intyget från Karin
- boka bord till Roberts middag
- linoljan till däcket – köp den kallpressade, inte den kokta, Pelle har tjatat
- fråga mamma om loggböckerna
- springa tre gånger i veckan, inte en

Nu lägger sig katten över hela tangentbordet. Det får bli slutet.
"""

FILES["notes/journal/2025-08-end-of-summer.md"] = """---
title: End of summer
date: 2025-08-24
---

# End of summer (24 Aug)

Last evening before the new rotation starts tomorrow. Everything smells of sunscreen and diesel
and the flat is full of half-unpacked bags. Immy is on the sofa reading her course book for the
autumn, pretending she's not nervous about Tuesday. I want to write the summer down before it
turns into "that summer" and I forget half of it.

## The boat, mostly

Solveig had a good summer. We got more sailing done than in any year since we bought her. Mats
took her out most weekends when I was on board, Pelle did a few evenings with Jonna, and when I
was home we did the longer trips. The new bottom paint held, the engine behaved after I bled the
fuel system properly in June (it was air all along, of course it was), and the restitched
mainsail sets like a new one. The only drama was a blocked cockpit drain at the club meet, which
is not drama, that is Tuesday.

The VTK summer meet was the highlight. Käringön is still my favourite harbour on the whole
coast – the inner harbour with the boats rafted four deep, the smell of fish and tar, the way the
evening light hits the white houses. Åstol is too crowded now, everyone goes there for the
Instagram picture, and Marstrand in July is a zoo with a fortress in it. Käringön, late
afternoon, coffee in the cockpit, someone playing an accordion badly two boats over. That's the
whole thing for me. If I could only keep one harbour, that would be it.

## Margaret and Robert

They were here for a week and a bit in July. It went well, much better than I feared, actually.
Robert got his sail: a calm Saturday, maybe four or five metres per second, sun, and Immy came
too, which was a big deal. She sat on the cabin roof with a life jacket on and by the end she
had the tiller for twenty minutes and didn't want to give it back. Her rule about wind is a good
rule and I'm going to stick to it.

The birthday dinner was lovely. Robert still talks about the fish soup at Kajkanten. Every phone
call since: "that fish soup, Henrik". He's asked Immy to find the recipe. There is no recipe, it's
a restaurant, they're not going to tell us. Margaret cried at the speeches. Sara's speech in
English was better than mine in Swedish.

They want to come back for Christmas. Actually they've more or less decided it: Christmas here in
Gothenburg this year, a proper Swedish jul with julbord and Kalle Anka at three o'clock, and Immy
is over the moon. So that's the plan. Christmas in Gothenburg, with the Clarkes. I'll need to
check the new rotation but I think December is fine.

## Winter for Solveig

We sorted out the winter question earlier this month, faster than usual. Mats did a table of
prices, Pelle did a speech about wooden boats drying out, and we decided to let her stay in the
water at Långedrag this winter with a bubbler to keep the ice off. It's cheap, and she'll leak
less next spring. There's some risk with ice if we get a proper cold winter, but the bubbler is
supposed to handle that. I wrote it all up in the winter note. Part of me misses the big autumn
haul-out day with everybody at the yard, coffee and complaining, but honestly it's a relief to
skip it this year.

## Work

New rotation from tomorrow. Everything shifts one week because of the dry dock in November. The
leave for Sara's wedding got approved, thank god – the crewing office found a relief engineer for
that swing, and I'm home for the whole wedding week. Karin has left crewing, there's a new guy
now who actually answers e-mails within a day. Revolutionary.

The dry dock itself is a big one, several weeks abroad. I'm on the dock swing. Dock swings are
long days and bad sleep and a lot of people with clipboards. But you also get to see the ship
naked, so to speak, and I always learn a lot.

## Tax

I've more or less made my peace with the Skatteverket decision. I decided in June to let it go
and pay. Birgitta said there might be an argument, but arguing costs time and her hours cost
money. It's done. I'm not going to think about it again. (I will think about it again.)

## Home

The BRF sent out a long mail about stambyte, which is going to be fun: weeks without a bathroom
sometime this autumn. I haven't read it properly. Immy has, and has a plan that involves her gym.
There is also a new door code from September, because someone's teenager gave the old one to
half of Majorna.

Immy's residence permit – still waiting. The application went in in June. Every week she checks
the website and every week it says the same thing. It's the one thing that really gets under her
skin, more than she admits.

Her evening course starts on Tuesday. Two evenings a week, through to December. She's going to be
better at Swedish grammar than me by Christmas, which isn't hard.

## Pelle, Jonna, Mats

Pelle spent half the summer on other people's boats, which is his version of a holiday. He redid
the seams on Nigel's Folkboat, helped Kjell with a rudder, and came to Solveig every other week
to "look at her", which means drinking our coffee and knocking on the planks. He found a small
crack in a plank up in the bow in July. He says it can wait. I trust him, mostly because he has
never been wrong about wood, only about wine.

Mats had a bad August. The car died, properly died, gearbox, and he had to buy another one on
short notice. He's been quiet about money since, which for Mats means he mentions it only twice
per conversation instead of five times. Jonna is doing the books for both of them now, and
there's talk of her doing ours too. I would pay her in kanelbullar. She would refuse.

## Sara's wedding

Five weeks to go. Sara has changed the seating plan nine times. Emil has stopped having opinions,
which is the correct strategy. Mum is knitting something for the table decoration that nobody
is allowed to see. I've written the speech, deleted the speech, and written it again. The second
version is shorter, which is the only rule I know about speeches. Immy has been practising the
Swedish toast ("skål för brudparet") and says it like a Bond villain. It's perfect. Nobody
change it.

I'm also supposed to carry things, which I'm good at.

## The engine room, briefly

The last swing was quiet apart from the DG3 turbo, which is now on the dry dock list, and a fun
night where the sewage treatment plant alarmed for six hours straight. I will spare future me
the details. Jesper and I have started a shared list of things to fix in the dock and it's
already four pages long. The chief says "we'll see". The chief always says "we'll see".

## Money, quickly

The summer cost what summers cost. Harbour fees, diesel, ice cream, the birthday dinner, the
sail repair, a new pair of fenders because Mats "lost" one at Käringön (it was me). Immy and I
are fine, the mortgage rate keeps creeping down, and the BRF fee went up again, because of
course it did. The stambyte will be paid for by the association, which means by all of us, which
means the fee will go up again next year. I've stopped checking the boat classifieds. Mostly.

## Reading and listening

Finished the merchant fleet book. Started a novel about a lighthouse keeper that Immy says is
"about grief, actually", which I'm only now realising. The podcast about the Hanseatic league
has reached the bit where everyone starts fighting about herring, which is the whole of
Scandinavian history in one sentence.

## Little things worth remembering

- The evening at Käringön when the whole harbour sang "Flickorna i Småland" because of one drunk
  German, and it was actually beautiful.
- Robert trying surströmming at Mats' and Jonna's and saying "well, that's a war crime".
- Sara asking me to check her speech and then changing none of it.
- Smulan getting stuck in the laundry basket during the heatwave.
- The bakery on the corner closed. The new one is worse. We go anyway.
- Immy at the tiller. I'll keep that one.

## For autumn

1. Finish the stambyte prep before the builders come (they will not wait for me).
2. Sara's wedding.
3. Dry dock swing in November – get my gear in order, warm clothes, a shipyard in November is not
   a beach in July.
4. Bubbler for Solveig before November, extra mooring lines.
5. Find out what to get Robert for Christmas that isn't fish soup.

The light is going already at half past eight. Summer's done. It was a good one.
"""

# ------------------------------------------------------------------ txt
FILES["txt/house-sitter-sheet.txt"] = """HOUSE-SITTER SHEET – Smulan & the flat
Written 20 Sep 2025 for Alva. We're away Fri 26 Sep (afternoon) – Sun 28 Sep (evening).

ADDRESS
  Varvsmästaregatan 14B, 4th floor, flat 1203 ("Lindqvist / Clarke" on the door)
  Door code downstairs: 2316  (new since 1 Sept – the old one doesn't work any more)

KEYS
  You have our spare set. If you lock yourself out: Gun-Britt in 1102 (one floor down, right
  below us) has a spare key too. She's lovely and will want to chat.

WI-FI
  Network: Lindqvist-Clarke
  Password: Smulan-och-Solveig-71

SMULAN (the cat)
  - Wet food morning and evening: half a pouch each time (pouches in the cupboard above the
    kettle). Dry food bowl topped up once a day.
  - Fresh water every day, she only drinks from the glass bowl, not the metal one. Diva.
  - Litter box in the bathroom, scoop once a day. Bags under the sink.
  - She will pretend she hasn't been fed. She has.
  - She is NOT allowed on the balcony (pigeons, heights, her judgement).
  - Vet: Djursjukhuset Väst, 031-000 12 13 (open 24h). Insurance papers in the hall drawer.

BINS / RECYCLING
  Household rubbish and recycling go to the recycling room in the courtyard – the green door
  next to the bike shed. Code 2580. Food waste in the brown paper bags, please.

LAUNDRY
  Don't worry about it. If you really need to, the laundry room is in the basement, booking
  board by the door – take a free slot with the little lock.

OTHER
  - Eat anything in the fridge. Really.
  - Heating: leave the radiators as they are, the BRF controls it.
  - If the smoke alarm goes off while cooking: wave a towel, open the kitchen window.

PHONES
  Henrik 070-000 11 00 · Immy 070-000 11 01
  We'll be at a wedding, so maybe slow to answer Saturday afternoon. Text first.

Thank you!! / Tack!!
"""

FILES["txt/how-to-bleed-fuel-solveig.txt"] = """HOW TO BLEED THE FUEL SYSTEM – Solveig (old Volvo Penta 2-cyl)
Henrik, written spring 2023, updated June 2025 after the "it's air, it's always air" episode.

When: after changing the fuel filter, after running the tank dry (don't), or if the engine starts
and then dies after 10-20 seconds.

You need: 10 mm and 12 mm spanners, rags, a jam jar, absorbent pad under the engine,
a torch, patience.

1. Fuel cock open (the brass tap under the cockpit sole, handle along the pipe = open).
2. Pre-filter / water separator: open the vent screw on top, pump the hand primer on the lift pump
   until fuel without bubbles comes out. Close the screw.
3. Fine filter on the engine: open the bleed screw on top of the filter housing (10 mm). Pump
   again until clean fuel. Close. Spare filter element: Volvo Penta 877761 or equivalent, there
   are two in the orange box under the starboard berth.
4. Injection pump: loosen the bleed screw on the side of the pump (the one closest to you when
   you lie in the cockpit locker, 10 mm). Pump until no bubbles. Close.
5. Injector pipes: loosen both union nuts at the injectors half a turn (12 mm). Decompression
   levers up, crank/turn over on the starter until fuel spurts at both. Tighten.
6. Decompression levers down, start normally. If it dies: go back to step 4. It's air.

Don't:
- Don't crank more than 15 seconds at a time, the starter is older than both of us.
- Don't overtighten the filter housing bolt – it's aluminium and there is no spare.

Mats does this faster than me. Call him if it's the middle of a trip and nothing works.
"""

FILES["txt/tvattstuga-och-sopor.txt"] = """BRF MAJVALLEN 3 – TVÄTTSTUGA OCH SOPHANTERING
(avskrivet från anslagstavlan i trapphuset, hösten 2024)

TVÄTTSTUGAN
  Tvättstugan finns i källaren under hus 14A. Bokning sker på bokningstavlan vid dörren med
  ditt låscylinderkort. Pass:
    07.00–10.00, 10.00–13.00, 13.00–16.00, 16.00–19.00, 19.00–22.00
  Max två pass per hushåll och vecka. Torkrummet får användas en timme efter passets slut.
  Gör rent luddfilter och golv efter dig. Bokat pass som inte påbörjats inom 30 minuter får tas
  av någon annan.

MILJÖRUM / SOPOR
  Miljörummet ligger på gården, gröna dörren bredvid cykelförrådet. Kod 2580.
  Sortera: matavfall (bruna påsar), brännbart, papper, kartong, glas färgat/ofärgat,
  metall, plast. Grovavfall och elektronik ställs INTE i miljörummet – det finns en
  container två gånger per år (se anslag).
  Farligt avfall (färg, batterier, lysrör) lämnas på Återvinningscentralen.

CYKLAR
  Cykelförrådet är till för cyklar som används. Omärkta cyklar rensas varje vår.

STÄDDAG
  Vår och höst, datum på anslag. Korv och kaffe efteråt.

Frågor: styrelsen@brfmajvallen3.example
"""

# ------------------------------------------------------------------ csv
FILES["csv/batkostnader-2025.csv"] = """datum,post,belopp_kr,betalt_av,fordelning,reglerat,kommentar
2025-01-12,Vinterplats Fiskebäck 24/25 (rest),2900,Mats,50/50,ja,
2025-02-03,Presenningsband + kardborre,289,Henrik,50/50,ja,
2025-02-27,Försäkring Havsbris 2025,3480,Mats,50/50,ja,autogiro
2025-03-04,Bottenfärg 2 burkar + förtunning,1340,Henrik,50/50,ja,rea Båtshoppen
2025-03-18,Slippapper + skrapor,412,Henrik,50/50,ja,
2025-03-18,Bomull + drevgarn,680,Mats,50/50,ja,från Nigel i klubben
2025-03-22,Nåtmassa 3 tuber,594,Mats,50/50,ja,
2025-03-30,Båtplatsavgift VTK brygga C,4850,Henrik,50/50,ja,
2025-04-02,Medlemsavgift VTK x2,700,Henrik,var för sig,ja,
2025-04-05,Impeller + oljefilter + olja,1126,Henrik,50/50,ja,
2025-04-05,Zinkanod axel,318,Henrik,50/50,ja,
2025-05-02,Varvsfaktura vår (Fiskebäck),14386,Mats,50/50,ja,
2025-05-20,Diesel 40 l,812,Mats,50/50,ja,
2025-06-11,Bränslefilter x2,398,Henrik,50/50,ja,
2025-06-18,Segelmakare – storseglet omsytt,4250,Henrik,50/50,nej,Mats ska swisha halva
2025-06-13,Hamnavgift Käringön 2 nätter,480,Henrik,50/50,ja,
2025-07-19,Diesel 30 l,621,Mats,50/50,ja,
2025-08-02,Ny fender x2,598,Mats,50/50,ja,
2025-09-14,Diesel 20 l,425,Mats,50/50,ja,
2025-10-04,Mahogny till nytt bord (Pelle köpte),2760,Pelle,50/50,nej,Pelle ska ha pengar av oss båda
"""

FILES["csv/sjodagar-2024-2025.csv"] = """period,fran,till,fartyg,dagar_ombord,varvsdagar,dagar_i_trafik,ackumulerat_ar,kommentar
2024-10,2024-10-14,2024-10-27,Nordhavn Aurora,14,14,0,,varv Frederikshavn
2024-11a,2024-11-11,2024-11-24,Nordhavn Aurora,14,14,0,,varv Frederikshavn
2024-11b,2024-11-25,2024-12-04,Nordhavn Aurora,10,10,0,,varv – extra dagar
2024-12,2024-12-09,2024-12-20,Nordhavn Aurora,12,0,12,,tillbaka i trafik
2025-01,2025-01-06,2025-01-19,Nordhavn Aurora,14,0,14,14,
2025-02,2025-02-03,2025-02-16,Nordhavn Aurora,14,0,14,28,
2025-03a,2025-03-03,2025-03-16,Nordhavn Aurora,14,0,14,42,
2025-03b,2025-03-31,2025-04-13,Nordhavn Aurora,14,0,14,56,
2025-04,2025-04-30,2025-05-13,Nordhavn Aurora,14,0,14,70,bytt med Jesper
2025-05,2025-05-26,2025-06-08,Nordhavn Aurora,14,0,14,84,
2025-06,2025-06-23,2025-07-06,Nordhavn Aurora,14,0,14,98,
2025-07,2025-07-21,2025-08-03,Nordhavn Aurora,14,0,14,112,
2025-08,2025-08-25,2025-09-07,Nordhavn Aurora,14,0,14,126,ny rotation
2025-09,2025-09-22,2025-10-05,–,0,0,0,126,ledig (bröllopet)
2025-10,2025-10-20,2025-11-02,Nordhavn Aurora,,,,,planerat
2025-11,2025-11-17,2025-11-30,Nordhavn Aurora,,,,,planerat – dockning
2025-12,2025-12-15,2025-12-28,Nordhavn Aurora,,,,,planerat
"""
