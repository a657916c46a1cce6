from common import write, dedent

UGN = dedent("""
---
title: Ny brännugn hemma (garaget)
created: 2025-01-28
updated: 2025-10-12
tags: [keramik, ugn, kiln]
---

# Ny brännugn – hemma i garaget

Mål: en egen ugn så att jag inte är beroende av Lerverkets schema för mina egna grejer, och så att jag kan testa
glasyrer på riktigt (små testbränningar, inte vänta tre veckor på en lucka). Placering: **garaget, bakre väggen**,
minst 50 cm till väggen runt om, på ett ställ av lättbetong. Bilen får stå ute. Det har den gjort i tio år ändå.

## Krav

- Toppmatad, ca 80–100 liter
- Max 1300 °C (stengods, kon 6–10)
- Programmerbar styrning med minst 8 program och segment
- Ska gå att ansluta hemma utan att byta huvudsäkring (vi har 20 A)
- Leverans till Göteborg, helst med bärhjälp

## Alternativ 1 – Pennine Kilns (UK)

- Pennine PK-80, 80 L, toppmatad, 1300 °C, 7,2 kW **enfas 230 V**
- Offert PK-Q-4471 (3 feb), kontakt Graham Whitlow
- Handling: deposition betald 10 feb, leverans beräknad ca 10 veckor
- Problem 1: enfas 7,2 kW kräver 32 A på en fas. Det har vi inte. Märkte det först när jag pratade med en kompis
  som är elektriker. Pennine sa "most customers in Europe use a 32A single phase supply" – not in a Swedish terrace house, no.
- Problem 2: i juni kom beskedet att leveransen skjuts till "late September at the earliest" pga element.
- Problem 3: tull, importmoms och frakt efter Brexit – blev dyrare för varje mejl.

## Beslut 19 juni

**Pennine-ordern avbeställd.** Jag bad om att få tillbaka depositionen. Istället: svensk tillverkare med
trefas-ugn.

## Alternativ 2 – Ugnsmakarna i Alingsås (valt)

- **UA Toppmatad 90** – 90 L, 1300 °C, 9 kW, **400 V trefas, 16 A**
- Styrning: Stegreg 12 (12 program, 9 segment per program)
- Kontakt: Mikael Fors
- Beställd 26 juni. **Ordernummer UA-25-0388**
- Leverans vecka 41 – det blev **torsdag 9 oktober**, kl 07–10. Chauffören ringde en halvtimme innan.
  Två man bar in den i garaget med trappvagn. Perfekt.

## Elen

Trefasuttag (CEE 16 A, 5-polig) i garaget + ny kabel från elcentralen. Elektriker: **Rasmus Ahlgren** (Ahlgrens El AB),
rekommenderad av Petra på Lerverket. Installerat fredag 3 oktober. Han kollade också att huvudsäkringen räcker när
golvvärmen i badrummet och ugnen går samtidigt (det gör den, med marginal – men inte ugn + bastu + billaddare, sa han).

## Ventilation

- Öppna garageporten en bit vid bränning upp till 600 °C (röken från organiskt material)
- Köpt en enkel frånluftsfläkt för fönstret – TODO sätta upp ordentligt
- Koloxidvarnare på väggen (köpt)
- Aldrig bränna när bilen står i garaget (den står ute ändå)

## Första bränningar

- 11 okt: torrbränning enligt manualen (tom ugn, 1000 °C, långsamt) – luktade "ny ugn" hela kvarteret
- 14 okt: första skröjbränning
- 18 okt: första glasyrbränning, kon 6 – se `data/brannlogg-2025.csv`

Fortsättning i glasyranteckningen.
""")

GLASYRER = dedent("""
---
title: Glasyrer och bränningsprogram
created: 2024-09-15
updated: 2025-10-20
tags: [keramik, glasyr, recept, kon6]
---

# Glaze notebook – glasyrer och bränningsprogram

A working notebook. Recipes are in percent of dry weight (batch 1000 g unless noted). Everything is fired to
cone 6 oxidation (ca 1220–1230 °C) in electric kilns: Lerverket's big front-loader until October 2025, and now my
own UA Toppmatad 90 in the garage.

## What I like – and what I don't

I'll be honest with myself here, because this is what I keep coming back to:

- I love **satin-matte and semi-matte** surfaces that you want to touch. Glazes that break over texture and
  pool in the grooves. Celadon-like greens and blues. Ash-glaze looks. Shino-ish oranges when I can get them in
  oxidation (mostly I can't).
- I **dislike glossy commercial brush-on glazes**. They look like plastic to me – too even, too shiny, no depth.
  Lerverket uses them for the beginners' course because they're safe and predictable, and that's fine for
  students, but I won't use them on my own work.
- I don't like "reactive" effect glazes that do all the work for you. Looks the same on everyone's mugs on
  Instagram.
- I prefer mixing my own from raw materials so I know what's in them (no mystery frits in food-surface glazes).

## Basic recipes

### 1. Satin white "Krita" (liner and base)

| Material | % |
|---|---|
| Nefelinsyenit | 20 |
| Wollastonit | 22 |
| Kaolin (EPK) | 22 |
| Kvarts | 26 |
| Talk | 10 |
| + Zirkoniumsilikat | 8 |

Notes: smooth, buttery, slightly off-white. Good liner. Passed the lemon test (no change after 24 h) in March.

### 2. Celadon-ish green "Sillvik"

Named after the sea at the cottage in September.

| Material | % |
|---|---|
| Fältspat (kalium) | 35 |
| Wollastonit | 20 |
| Kaolin | 15 |
| Kvarts | 25 |
| Dolomit | 5 |
| + Järnoxid (röd) | 1,5 |
| + Rutil | 0,5 |

Notes: glossier than I normally like but the colour is worth it. Pools beautifully in carved lines. Needs 2 dips
for full colour on white stoneware, 1 dip on the darker clay.

### 3. Matt ash-look "Vedbod"

| Material | % |
|---|---|
| Wollastonit | 30 |
| Kaolin | 25 |
| Fältspat (natrium) | 25 |
| Benaska (syntetisk) | 5 |
| Kvarts | 15 |
| + Järnoxid | 3 |
| + Rutil | 4 |

Notes: runs if applied too thick on verticals (it occured twice in the small kiln). Put a wadding or a cookie under anything tall. Looks amazing on
texture.

### 4. Tenmoku-ish dark "Sotning"

| Material | % |
|---|---|
| Fältspat (kalium) | 40 |
| Kvarts | 25 |
| Wollastonit | 18 |
| Kaolin | 10 |
| Talk | 7 |
| + Järnoxid | 10 |

Notes: breaks to rust on rims. Glossy – again, more gloss than I like, but tenmoku without gloss is a sad thing.

### 5. Satin blue "Havtorn"? (name pending, it's not orange)

Base = Krita without zircon, + 1 % koboltkarbonat + 3 % rutil, kept in a seperate bucket. Variegated gray-blue to green on texture, a color I haven't had before. Still testing
thickness – see firing log.

## Testing routine

1. Test tiles: L-shaped, 6 cm standing part with texture, thrown from the clay I actually use.
2. One dip thin, one dip double on the same tile (dip half twice).
3. Write the glaze code on the back with iron oxide + water.
4. Fire in the middle of the kiln where the thermocouple reading is most accurate.
5. Photograph in daylight next to the previous tile.
6. Lemon test and knife test for anything on a food surface.

## Firing programs

### Lerverket (front-loader, Nabertherm-style controller)

Used until Oct 2025. Bisque 950 °C, glaze cone 6 1222 °C with a 10 min hold. Petra's standard programs, I never
touched them.

### Home kiln – UA Toppmatad 90 (Stegreg 12)

Program slots as I've set them:

| Prog | Name | Segments |
|---|---|---|
| P1 | Torrbränning (ny ugn) | 100 °C/h → 600 °C, 150 °C/h → 1000 °C, no hold |
| P2 | Skröj | 60 °C/h → 200 °C, 100 °C/h → 600 °C, 150 °C/h → 980 °C, hold 10 min |
| P3 | Glasyr kon 6 | 150 °C/h → 600 °C, 250 °C/h → 1100 °C, 60 °C/h → 1225 °C, hold 10 min |
| P4 | Glasyr kon 6 + slow cool | as P3, then down 150 °C/h to 1100 °C, hold 20 min, then 80 °C/h → 800 °C |
| P5 | Raku-test? | not set |

Why skröj to 980 and not 950 as at Lerverket: my clay (the speckled stoneware) was too porous after 950 in the
small kiln and took up too much glaze. 980 fixes it.

The slow cool (P4) is what makes the matte glazes actually matte – without it "Vedbod" goes semi-gloss.

## Raw materials – where from, substitutes

I buy most raw materials through the studio's bulk order twice a year (Petra coordinates). The rest I get in
small bags for tests. Notes on substitutes, because something is always out of stock:

| Material | Substitute | Note |
|---|---|---|
| EPK kaolin | any fine kaolin, Grolleg for whiter | adjust for shrinkage; calcined for half if crawling |
| Nepheline syenite | soda feldspar (not 1:1!) | melts later – recalculate |
| Wollastonite | whiting + silica | wollastonite gives less pinholing |
| Talc | dolomite (partly) | changes the surface; test |
| Potash feldspar | Custer-type feldspar | check the analysis of the batch |
| Red iron oxide | – | 2 brands behave differently, keep the same |
| Rutile | light rutile vs dark rutile | dark gives more variegation |

Rule for myself: **one change at a time**, and always a test tile before a bucket. I've ruined 10 litres of
"Sillvik" by "just quickly" swapping the feldspar.

## Cone, temperature and heat work

Cones measure heat work, not only temperature: a slow firing to 1210 °C can bend cone 6 as well as a fast firing to
1230 °C. In the new kiln I put a cone pack (5-6-7) on the middle shelf every glaze firing for now, until I trust
the controller. So far: cone 6 bent to about 4 o'clock at 1225 °C with 10 min hold – perfect. Top shelf runs a
little hotter than the bottom (cone 7 starting to bend at the top, cone 6 barely at the bottom), so the
runny glazes go on the bottom shelf.

## Clay

- Main clay: speckled stoneware, cone 5–7 (order from the studio supplier via Petra, 10 kg bags)
- Dark clay: iron-rich stoneware, cone 6
- Porcelain: only for small things, it fights me on the wheel

## Safety

- Mask (P3) when weighing dry materials. Always. Silica is not a joke.
- Wet-wipe the bench, don't sweep.
- Barium – I don't use it. Lithium – only in one test glaze and not on food surfaces.
- Gloves for cobalt and manganese.

## Problems and fixes log

| Date | Problem | Cause | Fix |
|---|---|---|---|
| 2024-11 | Crawling on "Krita" | too thick + dusty bisque | wipe bisque with damp sponge, thinner dip |
| 2025-02 | Pinholes on dark clay | bisque too low/fast | slower bisque |
| 2025-05 | Crawling again on a batch of bowls | added too much raw kaolin when re-mixing | replace half the kaolin with calcined kaolin |
| 2025-10 | "Vedbod" semi-gloss in new kiln | cools too fast, small kiln | P4 slow cool |
| 2025-10 | Blisters on one mug | glaze too thick at the handle joint | wipe handles, thinner |

## New kiln vs Lerverket – first impressions

- The small kiln heats and cools much faster. Good for tests, bad for matte glazes unless I program a slow cool.
- Fewer pieces per firing means each firing costs relatively more in electricity – so I fill it properly and
  don't fire half-empty just because I'm impatient.
- The lid seal: a thin line of light at the hinge side in the dark at peak. Mikael at Ugnsmakarna says it's
  normal for the first firings until the lid settles.
- Noise: the relays click loudly. Hearing it from the kitchen is actually reassuring.
- The thermocouple reads about 5 degrees low compared with the cones. I adjust the offset after three more firings.
- I love being able to open it at 100 °C on a Sunday morning with coffee (tea, sorry) and see the results in my
  slippers.

## Ideas for next firing

- Try "Sillvik" over "Vedbod" on a test tile (careful – may run)
- A tea bowl series for Japan? Bring one as a gift to the potter in Mashiko maybe.
- A shino-like liner – look for an oxidation-friendly recipe.
""")

ERGONOMI = dedent("""
---
title: Ergonomi vid drejskivan
created: 2025-02-16
updated: 2025-09-01
tags: [keramik, ergonomi, fysioterapi, undervisning]
---

# Ergonomi vid drejskivan – handout till kursdeltagarna (utkast)

Jag har jobbat som fysioterapeut i 18 år, mest med ortopedisk rehab på sjukhus, och nu undervisar jag i drejning.
De två världarna möts hela tiden: nästan alla som drejat i några år har ont någonstans. Oftast ländryggen,
nacken, handlederna eller tummarna. Det mesta går att förebygga med ganska små förändringar. Det här är en
sammanfattning av det jag brukar säga på första kurskvällen, och som jag vill ge ut som papper.

## 1. Varför får krukmakare ont?

Drejning är statiskt arbete. Man sitter framåtlutad i samma position i långa perioder, med armarna ute från
kroppen och stort tryck genom handlederna och tummarna när man centrerar. Kroppen tål mycket belastning, men den
tål dåligt samma belastning länge utan variation. Det är den enkla förklaringen. De vanligaste besvären jag ser:

- **Ländryggssmärta** – av att sitta framåtböjd med rundad rygg och böjda höfter, ofta på en pall som är för låg.
- **Nacke och skuldror** – av att titta ner i lerklumpen och hålla armarna ute.
- **Handleder och tummar** – av centrering med handleden böjd bakåt och tummarna som "hävstång".
- **Knän** – ibland, om man sitter med knäna högt och brett för att nå skivan.

## 2. Sittställning

Det viktigaste rådet: **höj pallen**. De flesta sitter för lågt. Höfterna ska vara i nivå med eller lite högre
än knäna. Då kan bäckenet tippa fram och ryggen hålla sin naturliga svank istället för att runda sig.

Kontrollera:

- Fötterna stadigt i golvet eller på en klots. Inte på tå.
- Lutar du dig fram: gör det från höfterna, inte genom att runda ländryggen. Tänk "bugning", inte "puckel".
- Armbågarna kan gärna vila mot låren eller höfterna när du centrerar – det gör att kraften kommer från
  kroppsvikten och inte från axlarna.
- Drejskivan ska vara så nära dig som möjligt. Många sitter en halvmeter bort och sträcker sig.

Alternativ: **stående drejning**. Höj drejskivan på klossar (eller köp ben till den) så att skivan hamnar i
höfthöjd. Jag drejar själv stående de flesta dagar sedan 2023 och ryggen har aldrig mått bättre. Det tar
någon vecka att vänja sig.

## 3. Centrering utan att förstöra handlederna

Centrering är där de flesta skador uppstår.

- **Mindre lera** första terminen. 800 g–1 kg räcker gott. Den som centrerar 3 kg första kvällen får ont i
  tummarna och ger upp.
- **Kroppsvikt, inte muskelkraft**: lås armbågen mot låret och luta dig in i leran.
- **Handleden rak**: tryck med handflatans nedre del (handloven), inte med böjd handled.
- **Tillräckligt med vatten/slip**, men inte så mycket att leran blir slapp.
- **Rätt hastighet**: hög hastighet under centrering. Långsamt snurr gör att du får trycka hårdare.
- Centrera i **två eller tre omgångar** med en liten paus emellan.

## 4. Pauser och variation

- Res dig var 20–30 minut. Gå och hämta vatten, kila lera, titta på någon annans kruka.
- Kila lera stående med raka armar och kroppsvikten över händerna (som hjärt-lungräddning, ungefär).
- Variera: drejning, svarvning, handbyggning, glasering.
- Svarva gärna stående, med skivan högre upp.

## 5. Övningar – före, under och efter

Jag gör dessa med kursdeltagarna de första gångerna. De tar fem minuter.

**Före (uppvärmning, 3 min)**

1. Axelrullningar bakåt, 10 st.
2. Nacke: titta långsamt åt höger och vänster, 5 gånger åt varje håll.
3. Handleder: gör cirklar, knyt och sprid fingrarna, 10 gånger.
4. Bröstryggen: händerna bakom huvudet, öppna armbågarna och sträck lätt bakåt, 5 gånger.

**Under (mikropauser)**

- Släpp armarna ner och skaka ut händerna.
- Res dig, lägg händerna i svanken och luta lätt bakåt 3 gånger.

**Efter (2–3 min)**

1. Stretch underarmens framsida: arm rakt fram, handflatan uppåt, dra försiktigt fingrarna bakåt. 30 sek.
2. Stretch underarmens baksida: handflatan nedåt, böj handleden. 30 sek.
3. Bröstöppnare i dörrkarmen, 30 sek.
4. Höftböjare: utfallssteg, tryck höften framåt, 30 sek per sida.

## 6. Tummarna

Tummen är den mest överbelastade leden hos krukmakare. Signaler att ta på allvar: smärta vid tumbasen, svullnad,
knäppningar, svårt att skruva av lock. Råd:

- Undvik att trycka med tumtoppen – använd sidan av pekfingret och handflatan.
- Dra upp väggar med "klogreppet" – tummarna vilar mot varandra för stabilitet istället för att trycka.
- Använd verktyg (svamp på pinne, revben) mer än du tror.
- Om det gör ont mer än två veckor: kolla med en fysioterapeut eller handterapeut. Det finns bra ortoser.

## 7. Ländryggen – om du redan har ont

- Fortsätt röra på dig. Sängvila är sällan rätt.
- Kortare pass vid skivan, fler pauser.
- Prova stående drejning.
- Styrketräning för bål och säte hjälper mer än man tror (marklyft med lätt vikt, höftlyft, fågelhund).
- Söker du vård: säg att du drejar. Många fysioterapeuter vet inte vad det innebär.

## 8. Utrustning

- Justerbar pall (eller två kuddar på en vanlig pall)
- Klossar under drejskivan för stående
- Halkfri matta om du står
- Bra ljus – annars lutar du dig fram för att se
- Ett spegelklistermärke på väggen mittemot så att du ser din egen hållning (funkar, jag lovar)

## 9. För mig själv som lärare

- Visa, inte bara säg. Sitt fel, sedan rätt, och låt dem känna skillnaden i ländryggen.
- Gå runt och justera pallhöjd första kvällen – det är det enklaste som gör störst skillnad.
- Fråga om tidigare skador vid kursstart (ingen ska behöva berätta detaljer).
- Påminn om pauser – ställ ett kökslarm på 25 minuter om det behövs.
- Inga "no pain no gain"-skämt. Det är en hobby, inte en tävling.
- Låt deltagarna prova både sittande och stående första eller andra kvällen, och be dem skriva ner vad de
  märkte. Det de själva upptäcker kommer de ihåg.
- Påminn om att kroppen behöver vänja sig: tre timmar vid skivan är mycket för den som suttit vid en dator hela
  dagen. Hellre två bra timmar än tre där den sista gör ont.
- Berätta gärna om mina egna misstag – jag satt fel i fem år innan jag förstod bättre, trots att jag var
  fysioterapeut.

## 10. Handbyggning, svarvning och glasering

Det är inte bara drejningen som belastar. Några saker jag ser varje termin:

- **Kavla lera**: använd kroppsvikten och kavla stående vid ett bord i höfthöjd. Ett för lågt bord ger samma
  rundade rygg som en för låg pall.
- **Svarvning**: många sitter ännu mer framåtböjda när de svarvar, eftersom de vill se foten. Höj skivan eller
  stå. Håll verktyget med lätt grepp – det är skärpan på verktyget som ska göra jobbet, inte trycket.
- **Glasering**: doppa med båda händerna nära kroppen och med raka handleder. Stora hinkar ska stå på en pall,
  inte på golvet. Lyft aldrig en full glasyrhink med böjd rygg (20 liter glasyr väger runt 30 kg).
- **Ugnsplock**: att lasta en toppmatad ugn är ett klassiskt ryggproblem. Lasta nedersta hyllan med ett knä mot
  golvet, eller använd en pall att stå på så att du inte hänger över kanten.
- **Lersäckar**: 10 kg åt gången, bär nära kroppen. Ingen behöver bära två säckar i trappan.

## 11. Tre typiska fall (anonymiserade, från mina kurser)

**Kvinna, 58, ont i ländryggen efter två kurskvällar.** Satt på den lägsta pallen med knäna högre än höfterna och
rundad rygg. Vi höjde pallen 12 cm med en kudde och lade klossar under fötterna. Tredje kvällen: inget ont.

**Man, 34, ont i tumbasen höger.** Centrerade 2,5 kg med tummen som hävstång. Vi gick ner till 1 kg, bytte teknik
till handloven och kroppsvikt, och han fick tejpa tummen ett par veckor. Bra efter fyra veckor.

**Kvinna, 41, stel nacke.** Tittade ner i leran hela tiden och hade dåligt ljus. Vi flyttade henne till skivan
vid fönstret och satte upp en spegel på väggen. Hon började dessutom dreja stående och har fortsatt med det.

Det gemensamma: ingen av dem behövde sluta. Små justeringar räcker oftast, om man gör dem tidigt.

## Vanliga frågor från kursdeltagare

**"Jag har artros i händerna, kan jag dreja?"** Oftast ja. Mindre lera, mjukare lera, varmt vatten i hinken och
kortare pass. Värm upp händerna innan. Det kan till och med kännas bra – värme och rörelse brukar hjälpa.

**"Jag har ont i ryggen redan, ska jag vänta?"** Nej, inte nödvändigtvis. Börja stående eller med hög pall, ta
pauser ofta och lyssna på kroppen. Ökar smärtan över flera dagar – ta en paus och prata med vården.

**"Varför gör mina underarmar ont dagen efter?"** Ovana muskler som jobbat statiskt. Det är normalt de första
gångerna och går över. Stretcha efteråt och försök slappna av i greppet.

**"Är det farligt att vara gravid och dreja?"** Drejningen i sig är oftast inga problem, men undvik att väga
torra glasyrmaterial och att vara nära ugnar som bränns. Prata med barnmorskan.

## 12. Källor / vidare läsning

- Mina egna anteckningar från ortopedrehab (handkirurgiska ortoser)
- Ergonomiska råd för hantverkare från företagshälsovården (gammal broschyr jag har kvar)
- Samtal med Petra och de andra lärarna på Lerverket om vad som brukar gå fel

> Till Petra: vill du att jag gör en kort workshop på 45 min om det här i vår? Jag gör det gärna gratis för
> lärarna, och som tillval för kursdeltagarna.
""")

KURSPLAN = dedent("""
LERVERKET KERAMIKSTUDIO - DREJKURS NYBORJARE, HOSTTERMINEN 2025
Kursplan / Sigrid Holmqvist (larare)
-----------------------------------------------------------------

Tid:      tisdagar 18.00-21.00, 8 tillfallen, 2 september - 21 oktober 2025
Plats:    Lerverket, Repslagaregatan 12, Majorna (drejrummet pa nedre planet)
Pris:     3 200 kr (inkl. 10 kg lera, glasyr och branning)
Max:      8 deltagare

VECKA FOR VECKA
1 (2/9)   Valkomna. Ergonomi vid skivan (pallhojd!). Kila lera. Centrera 800 g.
2 (9/9)   Centrera + oppna. Cylindrar del 1.
3 (16/9)  Cylindrar: dra upp vaggar. Tjocklek. Snitta en cylinder pa mitten.
4 (23/9)  Skalar. Rimmar.
5 (30/9)  Svarvning av foten (ladertorr). Handtag - dra och satta pa.
6 (7/10)  Fri drejning. Glasering genomgang (vi anvander studions glasyrer).
7 (14/10) Glasering av skrojbrant gods.
8 (21/10) Hamta, utvardera, fika. Vad nu?

ATT TA MED
Forkläde eller gamla klader, handduk, kort naglar (!), en plastpase att frakta hem saker i.

VIKTIGT
- Godset branns mellan kurstillfallena. Allt ska vara markt med initialer under foten.
- Skrojbranning och glasyrbranning sker i studions ugnar. Max 6 glaserade foremal per deltagare.
- Missat tillfalle kan tas igen pa oppen verkstad lordagar 10-13 (i man av plats).
""")


def build():
    write("notes/keramik/ny-brannugn.md", UGN)
    write("notes/keramik/glasyrer-och-brannprogram.md", GLASYRER)
    write("notes/keramik/ergonomi-vid-drejskivan.md", ERGONOMI)
    write("docs/drejkurs-ht25-kursplan.txt", KURSPLAN)
