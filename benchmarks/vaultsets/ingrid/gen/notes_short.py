# -*- coding: utf-8 -*-
"""Short Markdown notes and plain-text files for Ingrid's vault (stdlib only)."""

NOTES = {}

NOTES["notes/daily/2025-02-25.md"] = """# Tirsdag 25. februar 2025

Fri-uke, dag 6. Regn, selvfølgelig. Tok Bybanen til Nesttun for å hente noter og kom hjem klissvåt.

- Korøving i kveld kl 19 på Sandviken bydelshus (sal 2). Husk notene til Nystedt og blyant.
- Ringte pappa: han har laget malene til de nye bordene av masonitt. Vi snakket om farge igjen – se Båtlaget-chatten, det ble hvitt med grønn ripe.
- Tøffe kastet opp i morges igjen. Følge med, ring klinikken hvis det skjer mer enn to ganger til.
- Handle: kattesand, havregryn, maskeringstape til noteheftet, AA-batterier til hodelykta.

## Jobb
Neste tur starter onsdag 5. mars, Halhjem kl 07:00. Må huske å ta med de nye vernebrillene, de gamle er ripete.
Rune spurte om jeg kan ta en ekstra dag i mars hvis ME2 skal ha ny turbo – sa kanskje.

## Tanker
Litt lei av å være sliten den første uka etter hver tur. Kanskje jeg skal prøve å legge meg senere de to siste nettene om bord så døgnrytmen ikke blir så rar.
"""

NOTES["notes/daily/2025-06-03.md"] = """# 3 June 2025 – on board

Day 7 of 14 on Fjordbris. Calm sea, 21 degrees at Halhjem at 06:00, which is absurd for Bergen.

- ME2 exhaust temp on cyl 4 still reading 30 °C higher than the rest. Logged it, told Rune. Injector swap planned next yard stay.
- Bunkered 18 m3 this morning, no drama.
- Slept badly – the cabin fan rattles. Wrote a work order.

Home stuff:
- Dad says the first coat of tar is soaking in nicely. The boat smells like a church in Os in 1890 (his words).
- Vårkonserten was Sunday and I missed it. Ragnhild sent a shaky video. They sounded good without me, which is both nice and annoying.
- Need to sort accommodation for the trip with Magnus end of July. He said he'd do it. He won't.
- Tøffe is with Marte, she sends a cat photo every evening. 10/10 service.

Reminder: physio Thursday after I'm off – do the exercises until then.
"""

NOTES["notes/daily/2025-09-09.md"] = """# Tirsdag 9. september 2025

Fri til 23. september, da begynner jeg på Stordsund. Litt nervøs, mest spent.

## Båten
Snakket lenge med pappa på telefon i går kveld. Ripene må limes om og kjølskinna er ikke ferdig, og han har vondt i ryggen. Vi ble enige: **sjøsetting utsettes til lørdag 16. mai 2026.** Ingen stress gjennom vinteren, presenning over og jobbe litt når vi har lyst.
Ærlig talt en lettelse.

## Tøffe
Marte har flyttet til Trondheim (ny jobb på St. Olavs), så jeg trenger ny kattevakt. Spurte naboen i andre etasje i trappa i dag – venter på svar. Hvis ikke må jeg spørre Magnus om han kjenner noen, men han bor jo i Oslo, så nei.
Blodprøvene fra klinikken kommer denne uka.

## Annet
- [ ] Sende søknad om fornyelse av maskinistsertifikatet (gjort? sjekk Altinn)
- [x] Betale kontingent til koret for høsten
- [ ] Kjøpe nye arbeidsbukser før Stordsund
- [ ] Ringe tannlegen
"""

NOTES["notes/daily/2025-11-11.md"] = """# Tirsdag 11. november 2025

Kom hjem fra Stord i dag etter 14 dager (inkl. byttedagene). Sliten. Tøffe var glad, eller sulten, vanskelig å si.

## Nytt wifi
Fibernett byttet ruteren i oktober og jeg har endelig gidd å sette opp eget nettverk i stedet for det på klistremerket:
- Nettverk: **Sandviken-31**
- Passord: **Oselvar-Lisbet-61**

(Det gamle Haugland-hjemme finnes ikke lenger.)

## Gjøremål før neste tur (tirsdag 18.11)
- [ ] Oppdatere kattevakt-arket: nytt wifi + ny mat (står i mailen fra klinikken). Det gamle arket er helt utdatert og skrevet til Marte.
- [ ] Legge fram kattebur og klinikk-kortet
- [ ] Pakke sekken (se pakkelista)
- [ ] Kjøpe gave-papir
- [x] Sende overtidskrav for oktober

## Notat
Stordsund er bra. Batterirommene er stille, nesten skummelt stille. Baugpropell-tetningen lekker fortsatt litt, vi etterfyller og logger.
"""

NOTES["notes/oselvar-prosjekt.md"] = """---
title: Oselvar «Lisbet» – restaurering
tags: [båt, oselvar, pappa, naust]
oppdatert: 2025-03-23
status: pågår
---

# Oselvar «Lisbet» (bygd 1961)

Kjøpt 23. november 2024 fra dødsboet etter Lars Eikeland i Os, 5 000 kr kontant. Færing, ca. 18 fot, tre bord pr. side, opprinnelig hvitmalt med grønn ripe.
Står på bukker i pappas naust på Søre Neset.

## Budsjett
Totalramme for hele prosjektet: **40 000 kr** (pappa og jeg deler, Magnus spytter inn det han kan).
Utgiftene føres i `boat/utgifter-oselvar.csv`.

## Befaring 22. mars
Oddvar Tveit, pensjonert båtbygger fra Lepsøy (bygde oselvarer i over 40 år), gikk over skroget med oss lørdag 22. mars. Hans vurdering:
- Kjølen er god, ingen råte. Stevnene er ok, men forstevnen må ha ny skarv øverst.
- Tre bord på styrbord side må byttes (det nederste og midtbordet akter, ripebordet midtskips).
- Alle kobbernaglene i de nye bordene må klinkes på nytt – ikke bruk skruer!
- Han anbefalte furu med tett årring, kvistfri, helst fra gammel skog.

## Bordgang – status

| Bord | Side | Tilstand | Tiltak |
|---|---|---|---|
| Kjølbord (nederste) | Styrbord akter | Råte 60 cm | Bytte |
| Midtbord | Styrbord akter | Sprekk + råte | Bytte |
| Ripebord | Styrbord midtskips | Knekt ved tolle | Bytte |
| Kjølbord | Babord | Ok | Skrape, olje |
| Midtbord | Babord | Ok, litt slitt | Skrape, olje |
| Ripebord | Babord | Ok | Ny tollepinne |

## Beslutninger (så langt)
- Overflate: hvit maling over grunning, grønn ripe – som originalen. Bestemt med pappa 16.02.
- Sjøsetting: lørdag 14. juni 2025 (mål), i Oshavn.
- Ingen endringer i originalt skrog, vi restaurerer, ikke bygger om.

## Gjøremål
- [x] Befaring med båtbygger
- [x] Bestille kobbernagler og klinkeringer fra England
- [ ] Bestille furubord (Lunde Sag – venter på tilbud)
- [ ] Bygge dampkasse (pappa har rør)
- [ ] Kjøpe grunning og hvit maling
- [ ] Finne tollepinner av eik
"""

NOTES["notes/kor-julekonsert-2025.md"] = """---
tags: [kor, havnekor, jul]
opprettet: 2025-09-04
---
# Julekonsert 2025 – Bergen Havnekor

**Opprinnelig plan:** søndag 7. desember kl 18, Johanneskirken. (Sjekk om det endrer seg, kirka har hatt bookingtrøbbel før.)

Jeg synger alt 2 som vanlig. Står på andre rad, mellom Tone og Ragnhild.

## Repertoar (foreløpig)
1. Nystedt – *O magnum mysterium* (latin – må øve på uttalen!)
2. Sandvold – *Jeg synes om den stille jul*
3. Bortnianskij – *Kveldssalme*
4. *Deilig er jorden* (med menigheten)
5. Rutter – *Candlelight Carol* (sopran-solo: Hege)
6. *Mitt hjerte alltid vanker* – arr. for kor
7. *Stille natt* (alle, lys slukkes)

## Antrekk
Helt svart (bukse eller skjørt, svart skjorte/bluse), svarte sko. Mørkegrønt skjerf – det deles ut fra korkassa på generalprøven, ikke ta med eget.
Ingen parfyme (Per-Olav er allergisk).

## Praktisk
- Øvingsnoter: i mappa, blyant!
- Må bytte vakt hvis konserten havner i en arbeidsperiode – sjekk turnusen.
- Ta med vannflaske, kirka er iskald.
"""

NOTES["notes/work-handover-fjordbris.md"] = """# Handover – MF Fjordbris engine room (I. Haugland → relief)

Written 2025-09-02, my last period on Fjordbris before moving to Stordsund.
Chief engineer: Rune Solheim. 2nd engineer: Kristoffer Dahl (also moving later this year, maybe).

## Open jobs
- **ME2 cyl 4 exhaust temp** +30 °C vs others. Injector ordered, to be swapped at next yard stay. Monitor each watch.
- **Cabin fan, cabin 3** rattles. Work order WO-1177 raised in June, still not done. Low priority.
- **Sewage pump 2** – new impeller fitted 28 Aug, running OK. Check for leaks at the gland.
- **Fuel separator** – bowl cleaned 1 Sep. Next clean at 500 h.

## Routines (how I do it)
- Morning round 06:30 before first departure: levels, bilges, steering gear, ME pre-lube.
- Bunkering Wednesdays after crew change when planned (see procedure binder, not the old laminated sheet).
- Log every top-up of hydraulic oil – Rune checks weekly.

## Contacts
- Technical superintendent: David Okafor (covers Fjordbris and Stordsund)
- Crewing: Hanne Lid
- Shore electrician: Bjørnar at Elektro-Vest, call via the office

Good luck – the ship is kind if you're kind to her.
"""

NOTES["notes/certificates-and-courses.md"] = """# Certificates & courses

Keep this up to date. Photos of all certs are in the cloud folder "Sertifikater".

| Certificate | Expires | Status |
|---|---|---|
| Maskinoffiser klasse 2 (CoC, engineer officer class 2) | 2026-01-14 | Renewal applied Sept 2025 – see letter from Sjøfartsdirektoratet |
| Helseerklæring (seafarer medical) | 2025-12-20 | New appointment booked, see e-mail from Sjømannslegen |
| STCW Basic Safety (grunnleggende sikkerhet) | 2025-12-31 | Refresher booked – see the course confirmation mail |
| Advanced fire fighting | 2027-05-30 | OK |
| Medical first aid | 2027-05-30 | OK |
| High voltage awareness (Stordsund) | – | Company course, done Sept 2025 on board |

## To do
- [ ] SDIR renewal: they still need the **fartstidsbekreftelse** (sea-service confirmation) from Vestkyst before they'll process it. Asked Hanne on 3 Nov, no reply yet. Chase again!
- [x] Book STCW refresher
- [ ] Put the refresher + hotel in the calendar
- [ ] Renew passport (expires 2026-04)
- [x] Upload HV course certificate to crew portal

## Notes
Old medical was done at the clinic on Nordnes; the new one is with Sjømannslegen, hopefully quicker.
Remember to bring glasses to the eye test.
"""

NOTES["notes/leilighet-sameie.md"] = """# Leiligheten – Sameiet Nye Sandviksveien 31

- Adresse: Nye Sandviksveien 31, 5035 Bergen, 3. etasje, leil. H0301
- Kjøpt: mars 2019
- Bod: **Bod nr. 14** i kjelleren, inngang B (hengelås, nøkkel på kroken i gangen)
- Sykkelbod: felles, bak søppelskuret – kode står på lappen i skuffen
- Vaktmester: Geir Bakke, tlf 400 00 000 (hverdager 8–15)
- Styreleder: Synnøve Hope (3. etg, inngang A)

## Felleskostnader
- 2024: 3 850 kr/mnd
- Fra jan 2025: 4 120 kr/mnd (økt pga forsikring)

## Balkongene
Alle balkongene er råtne i kantene og rekkverket er for lavt etter dagens krav. Styret har to forslag til årsmøtet i april:
- A: rehabilitere (nye kanter, nytt rekkverk) – ca. 30 000 kr per seksjon
- B: rive og sette opp nye stålbalkonger – ca. 85 000 kr per seksjon, men større

Jeg heller mot A, men får se. Protokollen kommer på e-post etter møtet.

## Ting som må fikses i leiligheten
- [ ] Dryppende kran på badet (ny pakning)
- [ ] Listverk i gangen
- [x] Røykvarsler – nytt batteri (1. des)
"""

NOTES["notes/oppskrift-fiskesuppe.md"] = """# Bergensk fiskesuppe – min versjon

Basert på mammas, men justert. 4 porsjoner.

## Ingredienser
- 1,5 l god fiskekraft (hjemmelaget av hoder og bein, ellers Fiskemannen sin)
- 600 g **sei** (eller torsk hvis seien er dårlig) – aldri laks, det blir altfor fett og dominerende
- 2 gulrøtter, 1 purre, ½ sellerirot, 1 persillerot – i fyrstikker
- 3 dl fløte, 2 dl melk
- 2 eggeplommer
- 1 ss sukker, 1–2 ss eddik (mamma brukte det dobbelte, jeg liker den mindre søt-sur)
- Salt, hvit pepper, gressløk

## Slik gjør jeg
1. Kok grønnsakene mørre i kraften, 8–10 min.
2. Rør inn fløte og melk, la det småkoke.
3. Legg fisken i biter i suppa de siste 4 minuttene – den skal *trekke*, ikke koke.
4. Visp eggeplommene med litt varm suppe, rør inn uten å koke opp igjen.
5. Smak til med sukker og eddik **forsiktig**. Pepper. Gressløk på toppen.

Fiskeboller i tillegg hvis pappa kommer – han mener det ikke er fiskesuppe uten.
Serveres med flatbrød.
"""

NOTES["notes/reading-and-podcasts.md"] = """# Reading & podcasts

## Podcasts I actually listen to (night watches / bus)
- **Kystpodden** – coastal culture, boatbuilding, old fishing villages. My favourite by far; the episode about oselvar builders in Os is the reason we bought Lisbet (sort of).
- **Maskinrommet** – Norwegian engineers talking shop. Hit and miss, the episodes about LNG ferries are great.
- *Sea Stories Weekly* – English, maritime history, good narrator.

Not for me: true crime (can't sleep after), anything with three hosts laughing at their own jokes, business/"hustle" podcasts.

## Books 2025
| Title | Author | Verdict |
|---|---|---|
| Havbrevene | (Norw. essay collection) | Lovely, slow |
| The Boat Builder's Apprentice | various | Useful, bit dry |
| Sult | Knut Hamsun | Reread – still brutal |
| The Outermost House | Henry Beston | Perfect for night watches |
| Villmarksboka | Lars Monsen | Gave up halfway |

I prefer paper books on board – audiobooks put me to sleep, and the narrators read way too fast anyway.

## Want to read
- Something about the Shetland bus (WW2)
- Per Petterson – *Ut og stjæle hester* (again)
"""

NOTES["notes/gaveideer.md"] = """# Gaveideer

## Pappa – 70 år (24. oktober 2025)
Ideer:
- Ny blokkhøvel – den gamle Stanley-en har sprekk i sålen
- Tur til Hardanger i sommer?
- Innramme bildet av farfar i oselvaren
- Sjøstøvler (han har tre par, nei)

**BESTEMT (med Magnus, 14. sept):** Veritas low-angle blokkhøvel, med gravering «Til pappa – 70 år – fra Ingrid og Magnus». Magnus bestiller fra Canada-butikken, vi deler 50/50 (ca. 2 100 kr hver). I tillegg rammer jeg inn farfar-bildet.

Middag lørdag 25. – jeg har bestilt bord (se kalenderen). Kaken bestiller Magnus.

## Magnus – jul
- Kaffe fra Kaffemisjonen
- Ullsokker (han fryser alltid)

## Tone (kor) – 50 år i januar
- Blomster + noe fra koret felles
"""

NOTES["notes/ferry-engine-notes.md"] = """# Ferry engine notes

Quick reference for the two ships I've worked on in 2025. Not official – always check the manuals on board.

## MF Fjordbris (Halhjem–Sandvikvåg)
- Built 2003, 120 cars
- Main engines: 2 × Nordvik NV-6L32, 2 400 kW each, direct drive to CP propellers (one each end)
- Aux: 2 × 350 kVA gensets
- Lube oil: SAE 40, check daily, top-up via hand pump in ER
- Known issues: ME2 cyl 4 exhaust temp high (injector), sewage pump 2 impeller

## MF Stordsund (since 23 Sep 2025)
- Built 2019, hybrid diesel-electric, 80 cars
- Gensets: 2 × **Nordvik NV-8L26**, 1 650 kW each (mostly standby – run on batteries in harbour and on short crossings)
- Batteries: 2 battery rooms, ~1.1 MWh each, liquid cooled. Charging at the quay on both sides.
- Propulsion: 2 × azimuth thrusters + 1 bow thruster (electric)
- Lube oil gensets: 15W-40 low-ash
- HV system 690 V / 1 000 V DC bus – HV awareness required before touching anything

## Alarm notes
- Battery room cooling fan alarm on Stordsund: usually the filter – clean and reset, log it
- Fjordbris: "LO filter diff press" alarm after bunkering is normally air, bleed and wait 10 min

## Useful numbers
- 1 kn = 1.852 km/h
- Fuel consumption Fjordbris ≈ 160 l/h per ME at service speed
"""

NOTES["notes/trening-og-helse.md"] = """# Trening og helse

## Skulder (høyre)
Vondt siden januar – sannsynligvis fra alle timene i leideren med verktøykassa.
Fysioterapeut: Thomas Lien, Fysio Nordnes. Første time 13. mars.

Det han sa jeg skal gjøre:
- Utadrotasjon med strikk (grønn strikk), 3 × 15, **tre ganger i uka** – også om bord
- «Full can» med lette manualer (eller vannflasker), 3 × 12
- Aldri bære tungt over hodet i leideren – heis verktøyet i bøtte med tau i stedet
- Is etter lange vakter hvis den verker

Status nov: mye bedre. Strikken ligger fast i sekken.

## Svømming
Nordnes sjøbad er favoritten – året rundt, også i januar (det svir deilig). Innendørs basseng med klor hater jeg, øynene svir i timevis etterpå og det lukter som en gymgarderobe fra 1995.

## Løping
- Fjellveien rundt, 7 km, 2–3 ganger i uka på fri-ukene
- Ikke om bord (ingen tredemølle på Stordsund heller)

## Søvn
Første natt hjem etter tur: ingen alarm. Andre natt: normal leggetid. Funker best.
"""

NOTES["notes/reise-sommer-2025.md"] = """---
tittel: Sommerferie med Magnus
dato: 2025-04-27
---
# Sommer 2025 – Færøyene eller Shetland?

Ferie-blokka er uka rundt 26. juli – 2. august (turnus: den tur-blokka som starter 23.07 er fri).

| | Færøyene | Shetland |
|---|---|---|
| Reise | Fly via Oslo/København, dyrt | Ferje fra Bergen (sesong), ca. 13 t |
| Pris (anslag, 2 pers) | ~24 000 kr | ~15 000 kr |
| Båtkultur | Færøybåter – nære slektninger av oselvaren! | Shetland-båter («yoal»), også slekt |
| Magnus vil | Fjell og fugleklipper | Museer, pub |
| Jeg vil | Begge deler egentlig | Shetland Museum båtsamling |

Argumenter:
- Shetland har en båtsamling med båter bygd av norske bord – kan ta bilder til pappa.
- Færøyene må vi fly, og jeg er lei av Gardermoen.
- Magnus har dårlig økonomi i år.

**Beslutning (2. mai, over telefon med Magnus): Shetland.** Ferja fra Bergen, bil blir hjemme, vi leier sykler i Lerwick.
Færøyene tar vi en annen gang – kanskje med pappa.

## Å gjøre
- [ ] Bestille ferje (Magnus)
- [ ] Overnatting Lerwick – 3 netter
- [ ] Regntøy (ja, i juli)
"""

NOTES["notes/packing-list-rotation.md"] = """# Packing list – two weeks on board

Use every time. Tick in the copy on the phone, not here.

## Always
- [ ] Work ID + crew card
- [ ] Certificates folder (copies)
- [ ] Phone charger + power bank
- [ ] Earplugs – ONLY the orange Moldex foam ones. The silicone ones hurt after three nights and the cheap yellow ones fall out. Take a full box.
- [ ] Sleep mask
- [ ] Physio band (green)
- [ ] Slippers for the cabin
- [ ] Own coffee (the ship's coffee is a crime) – Kaffemisjonen filter, 2 bags
- [ ] Books (paper)

## Clothes
- [ ] 14 pairs socks (wool for ER)
- [ ] 2 boiler suits (clean – company laundry is slow)
- [ ] Thermal top
- [ ] One "going ashore" outfit

## Toiletries
- [ ] Hand cream (diesel-hands)
- [ ] Ibuprofen
- [ ] Contact lenses + glasses

## Before leaving the flat
- [ ] Cat sheet on the fridge updated
- [ ] Dishwasher empty, bins out
- [ ] Thermostat to 17
"""

TEXTS = {}

TEXTS["notes/kattevakt-toffe.txt"] = """KATTEVAKT – TØFFE
(sist oppdatert 2. februar 2025)

Hei Marte! Tusen takk for at du tar Tøffe igjen mens jeg er på jobb.

ADRESSE
Nye Sandviksveien 31, 3. etg (leil. H0301). Du har egen nøkkel.

MAT
- Kattemat Fisk & Ris: en halv boks morgen og en halv boks kveld
- En liten neve tørrfôr (den blå posen) hvis han maser
- Friskt vann hver dag – han liker best fontenen på kjøkkenet
- INGEN melk, uansett hva han sier

KATTEDO
Tømmes hver dag. Ny sand i skapet under vasken.

DYRLEGE
Sandviken Dyreklinikk, tlf 555 00 111. Vår dyrlege er Elise Nygård.
Chipnummer: 578077000123456 (står også i kattepasset i øverste skuff)

WIFI
Nettverk: Haugland-hjemme
Passord: tøffekatt2019

JEG ER PÅ JOBB
Se turnusen på kjøleskapet. Om bord har jeg dårlig dekning mellom Halhjem og Sandvikvåg,
send SMS hvis noe haster, så ringer jeg fra kaia.

NØDKONTAKT
Pappa (Arne): 900 00 001
Magnus (bror, Oslo): 900 00 002

Tøffe er 9 år, grå, feig og sjarmerende. Han gjemmer seg under senga første dag. Det er normalt.
"""

TEXTS["boat/dampe-bord-howto.txt"] = """SLIK DAMPER VI BORD (pappas metode, skrevet ned av Ingrid, april 2025)

Utstyr
- Dampkasse: 25 cm plastrør (avløpsrør, 3 m) med endelokk, dampen fra en gammel tapetfjerner + propanbrenner med kjele
- Termometer i kassa (skal vise rundt 95–100 grader)
- Hansker, tykke. Dampen brenner.
- Tvinger, mange. Og to ekstra hender (Magnus).

Før dampingen
1. Legg bordene i sjøen (eller i en balje med sjøvann) en uke før. Våt ved bøyer mye bedre enn tørr ved, og saltet gjør ikke noe.
2. Tilpass og merk bordet tørt først, så du vet nøyaktig hvor det skal.

Damping
3. Tommelfingerregel: 1 time per tomme tykkelse. Våre bord er 22 mm ≈ 1 time. Ikke lenger – da blir de mørke og sprø.
4. Ta ut ett bord om gangen. Du har ca. 2 minutter før det stivner.

Bøying – trikset
5. Spenn et stålbånd (en gammel båndstålstrimmel, 1,5 mm) på utsiden av bøyen mens du bøyer. Båndet tar strekket, så fibrene på utsiden ikke sprekker. Dette er hele hemmeligheten, sier pappa, og det var farfar som lærte ham det.
6. Bøy sakte og jevnt, tving fast mot malen, la det sitte i minst et døgn.

Etterpå
7. La bordet tørke inn på malen 2–3 dager før det klinkes.
8. Klinking: kobbernagle gjennom, klinkering på innsiden, kapp og klink. Ikke skruer (Oddvar!).

Hvis det sprekker likevel: ikke skyld på veden, skyld på tempoet.
"""

TEXTS["work/bunkering-procedure-stordsund.txt"] = """BUNKERING PROCEDURE – MF STORDSUND (engine dept. working copy)
Rev. 3, Sept 2025. The controlled copy is in the SMS binder on the bridge. This is my typed copy for the ER desk.

1. Agree quantity and time with the bridge and the supplier. Bunkering only alongside at Skjersholmane, never during passenger boarding.
2. Fill in the pre-bunkering checklist (form ENG-07). Sign with the chief.
3. Check: scuppers plugged, drip trays empty, oil spill kit at the manifold, radio contact with the truck driver.
4. Sound tanks (DO tank 1 P/S, settling tank). Note start figures in the oil record book.
5. Open the manifold valve only when the driver confirms ready. Start slow (max 20 m3/h) for the first 5 minutes.
6. Watch tank levels continuously. Stop at 90 % – never top off.
7. Close valves, blow the hose back to the truck, disconnect with drip tray underneath.
8. Sound tanks again, compare with delivery note (BDN). Difference > 1 % – tell the chief before signing.
9. Take the MARPOL sample, seal it, label it, keep it 12 months.
10. Enter everything in the oil record book. Gensets can be run on the new fuel after the settling time (min. 2 h).

Notes
- The old laminated sheet from Fjordbris does NOT apply here – different tank layout.
- In winter: check the heating of the manifold area before starting.
"""

NOTES["notes/bergen-tips-for-visitors.md"] = """# Bergen tips (for Magnus' colleagues & other visitors)

Sent this to Magnus' work friends in May – keep for next time someone asks.

## Eat
- Fish soup: Fiskekrogen at the fish market is touristy but fine. Better: ask me, I'll make it.
- Skillingsboller: any bakery, best warm in the morning.
- Coffee: Kaffemisjonen (Øvre Korskirkesmau) – the only place I send people.

## Walk
- Fjellveien from Fjellsiden to Sandviken – flat, views, 45 min.
- Fløyen: take the funicular up, walk down through the forest.
- Nordnes park at sunset; there's a sea bath by the park if you're brave (it's cold).

## Boats
- Ferries are public transport here – take one just for the ride (Halhjem is 30 min by bus from the city).
- Kystmuseet if it rains.

## Rain
It will rain. Buy a proper jacket, not an umbrella. The wind eats umbrellas.

## Don't
- Don't call it "Bergen, Norway's second city" to a local.
- Don't stand still on the left side of the escalator at the bus station.
"""
