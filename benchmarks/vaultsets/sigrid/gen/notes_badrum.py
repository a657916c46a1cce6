from common import write, dedent

BADRUM_OVERSIKT = dedent("""
---
title: Badrumsrenovering Lingonstigen 14
created: 2025-01-09
updated: 2025-09-12
tags: [badrum, renovering, hus]
---

# Badrumsrenovering – Lingonstigen 14

Det här är min huvudanteckning för badrummet på övervåningen. Det gamla badrummet är från 1987 (originalet
när radhuset byggdes), med plastmatta på golvet, beige kakel i 15x15 och ett badkar med en duschvägg av plast
som aldrig har varit tät. Golvbrunnen är av den gamla sorten med plastklämring och i oktober började det lukta
instängt vid badkaret – fuktmätaren jag lånade av Anders visade förhöjda värden i väggen bakom blandaren. So:
time to do it properly instead of patching.

Jag skriver på svenska och engelska om vartannat, det blir som det blir.

## Varför nu

- Fuktfläck i taket i hallen under badrummet (liten, men ändå).
- Plastmattan släpper i skarven vid tröskeln.
- Försäkringsbolaget sa vid telefon att ett badrum som är äldre än 25–30 år i princip saknar skydd vid
  läckage – "ålderavdrag" upp till 100 % på tätskiktet. That alone is a reason.
- Jag har sparat sedan jag gick ner i tid på sjukhuset och har pengarna nu, och räntan på sparkontot är ändå löjlig.

## Mått och förutsättningar

| Vad | Mått / info |
|---|---|
| Golvyta | ca 4,5 m² (2,05 x 2,20 m) |
| Takhöjd | 2,40 m |
| Fönster | litet, mot baksidan, ska behållas |
| Golvbrunn | gammal, plast, klämring – måste bytas enligt Säker Vatten |
| Bjälklag | trä (radhus från 80-talet), viktigt med rätt fall och rätt tätskikt |
| Ventilation | mekanisk frånluft, don ovanför dörren |
| El | jordfelsbrytare finns, men ingen separat grupp för golvvärme |

Jag vill ha golvvärme. Det är värt det varje morgon i november. Elektrisk matta, med termostat och golvgivare,
ansluten av behörig elektriker.

## Budget och ROT

Budgeten ligger i `data/badrum-budget.csv` (material jag köper själv). Hantverkarens del går på deras offert
och ROT dras direkt på fakturan – jag behöver inte ansöka själv, men jag måste se till att mitt ROT-utrymme
räcker (50 000 kr per person och år, jag har inte använt något i år).

Prioriteringar:

1. Rätt gjort tätskikt med intyg (kvalitetsdokument) – det viktigaste av allt.
2. Golvvärme.
3. Kakel som känns levande. Jag är keramiker, jag står inte ut med döda plattor.
4. Bra belysning vid spegeln (inte bara en taklampa).
5. Förvaring: nisch i duschen + skåp under handfatet.

## Firmor vi pratat med (januari)

| Firma | Kontakt | Intryck |
|---|---|---|
| Badrumsfixarna i Väst AB | Goran Petrović | snabb, trevlig, kunde börja i mars, billigast av de två som svarade |
| Västkustens Våtrum | (Fredrik?) | kunde inte förrän i september |
| Hisingens Kakel & VVS AB | – | svarade aldrig på min första förfrågan i januari |

Vi valde Badrumsfixarna. I efterhand: jag borde ha kollat att de faktiskt hade behörighet enligt Säker Vatten
och att plattsättaren hade eget certifikat. Jag frågade, Goran sa "absolut, självklart", och jag kollade inte på
sajten. Lesson learned. Always check the register yourself.

## Tidslinje

**9 jan 2025** – Goran var här och mätte. Pratade badkar kontra dusch. Se [[badrumsbeslut]].

**14 jan** – Beslut (då): badkaret får stanna. Se daganteckningen.

**20 jan** – Offert från Badrumsfixarna (BF-2025-0117) kom med mejl. Tackade ja 24 jan.

**10 mar** – Start! Rivning. Det gamla kaklet satt som berget, och bakom badkaret var det precis så blött som
befarat. Reglar bytta på en sträcka av ca 60 cm.

**20 mar** – Första fakturan (a conto) betald.

**31 mar – 17 apr** – Ingen kom. Goran svarade på sms ibland ("nästa vecka, lovar"). Jag duschade på jobbet och
hos Elin.

**7 apr** – Jag ändrade mig om badkaret: det åker ut, walk-in-dusch istället. Mejlade Goran en ändringsorder 8 apr.

**22 apr** – De kom tillbaka och la tätskikt på golvet. Jag såg att fallet mot brunnen var fel – vatten blev
stående i hörnet vid dörren när jag testade med en hink. Bakfall. Mätte med vattenpass och en 2-meters rätskiva.

**29 apr** – Bad om deras behörighetsnummer och kvalitetsdokument skriftligt. Inget svar.

**5 maj** – Kollade själv: firman finns inte i Säker Vattens register. Plattsättaren (en inhyrd kille) har inget
certifikat.

**12 maj** – Hävde avtalet skriftligt. Se mejlet i mail/2025/05. Ringde Konsumentvägledningen i kommunen först –
de var jättebra.

**20 maj** – Offert från Hisingens Kakel & VVS AB (den här gången svarade de snabbt – Elin kände deras
projektledare Linnea Ek från en gammal patientkontakt, ha). De river tätskiktet, gör om fallet och bygger
walk-in-dusch. Start 2 juni.

**2 jun** – Hisingens började. Linnea var här första dagen och gick igenom allt med mig, med fuktmätning och
foton. Jonas (plattsättaren) är noggrann på ett nästan pedantiskt sätt. Love it.

**juni–juli** – Rivning av det felaktiga tätskiktet, ny golvbrunn (ÄTA – den befintliga som Badrumsfixarna satt
var av fel modell för vår bjälklagshöjd), ny spackling med korrekt fall, nytt tätskikt, golvvärme, kakel.

**augusti** – Fog, porslin, belysning, spegelskåp. Semesteruppehåll v. 29–31.

**9 sep, kl 13** – Slutbesiktning med Linnea. Godkänt. Anmärkningar: duschväggen saknas (restnoterad hos
leverantören), silikonfog vid tröskeln ska göras om, handduksvärmarens timer fungerar inte.

**10 sep** – Kvalitetsdokument + slutfaktura kom med mejl. Allt sparat i pärmen "Huset".

Resten av det som återstår ligger i [[restlista]].

## Material – vad vi valde till slut

- **Golv:** handgjord-känsla terrakotta, hexagon 15 cm ("Siena Hex"). Varm färg, matt. Lite ojämn kant. Jonas
  svor lite över den men blev nöjd.
- **Väggar:** zellige-look i benvitt, 6,5 x 20 ("Riad Blanc"), liggande förband. Glasyren är ojämn och
  fångar ljuset – exakt det jag ville ha.
- **Fog:** ljusgrå på väggar, mörkare (sandgrå) på golv.
- **Dusch:** walk-in med glasvägg 90 cm, takdusch + handdusch, termostatblandare i borstad mässing.
- **Handfat:** väggskåp i ek med ett enkelt porslinsfat ovanpå – jag funderade på att dreja ett eget handfat men
  ärligt talat, glasyr som ska tåla tvål och kalk varje dag... nästa projekt kanske.
- **Golvvärme:** elektrisk matta under klinkern, termostat med golvgivare.
- **Belysning:** downlights i taket (IP44) och en vägglampa vid spegeln.

## Kontakter

| Roll | Namn | Firma | Telefon |
|---|---|---|---|
| Gamla entreprenören (hävd) | Goran Petrović | Badrumsfixarna i Väst AB | 031-390 06 44 |
| Projektledare | Linnea Ek | Hisingens Kakel & VVS AB | 031-390 06 57 |
| Plattsättare | Jonas Berg | Hisingens Kakel & VVS AB | via Linnea |
| Elektriker (golvvärme) | – | underentreprenör till Hisingens | – |
| Konsumentvägledning | – | Göteborgs Stad | via växeln |

## Saker jag lärt mig (for next time)

1. Kolla behörighet i registret själv. Ta skärmdump.
2. Skriv in i avtalet att kvalitetsdokumentet ska lämnas innan slutbetalning.
3. Betala aldrig a conto i förskott för arbete som inte är gjort. Bara för material som faktiskt levererats.
4. Ta foto varje dag. Datum i filnamnet. Det räddade mig när jag skulle hävda avtalet.
5. Testa fallet med en hink vatten innan någon lägger klinker. Det tar fem minuter.
6. Ha en plan B för att duscha (gym, jobbet, grannar, Elin).
7. Att byta entreprenör mitt i är dyrt men inte så dramatiskt som jag trodde. Det värsta var att vänta.

## Tätskikt – vad jag har lärt mig (så att jag förstår vad jag betalar för)

Jag visste ärligt talat väldigt lite om våtrum innan det här. Här är det jag har läst in mig på, mest från
branschreglerna och från samtal med Linnea och Jonas:

- **Tätskiktet** är det som håller vattnet borta från konstruktionen – inte kaklet och inte fogen. Kakel och fog
  släpper igenom fukt, särskilt fogen. Därför är det tätskiktet som måste vara rätt.
- Det finns två huvudtyper: **folie/duk** (rollas på i våder och skarvas) och **flytande/rollade system** (två
  skikt med en viss uppmätt tjocklek). Vårt är ett rollat system i två skikt med armering i hörn och vid
  genomföringar.
- **Fallet** mot golvbrunnen ska vara tillräckligt i duschzonen och får aldrig luta bort från brunnen. Bakfall är
  alltså inte en skönhetsfråga – vatten som blir stående hittar till slut en väg genom fogarna.
- **Golvbrunnen** ska vara godkänd för den typ av bjälklag man har och monteras med klämring så att tätskiktet
  kläms fast ordentligt.
- **Genomföringar** (rör genom väggen) ska ha manschetter. Så få som möjligt i duschzonen.
- **Kvalitetsdokumentet** är firmans intyg om att arbetet är gjort enligt reglerna: vilket system, vilken brunn,
  uppmätta skikttjocklekar, vem som gjort det och med vilket certifikat. Utan det kan försäkringsbolaget säga nej
  vid en vattenskada.

Det här borde jag ha vetat i januari. Då hade jag ställt andra frågor till Goran.

## Kommunikationslogg – Badrumsfixarna (för ev. ARN)

| Datum | Kanal | Vad |
|---|---|---|
| 24 jan | mejl | jag accepterar offerten |
| 31 mar | sms | "vi kommer onsdag" – ingen kom |
| 3 apr | sms | "killen sjuk, nästa vecka" |
| 8 apr | mejl | min ändringsorder (walk-in), Goran bekräftar samma kväll |
| 10 apr | telefon | inget svar, talmeddelande |
| 22 apr | på plats | tätskikt på golvet; jag påpekar fallet |
| 23 apr | mejl + foto | bakfall mätt, foton med vattenpass |
| 29 apr | mejl | begär behörighetsnummer och kvalitetsdokument |
| 5 maj | – | kollar registret själv, firman finns inte |
| 12 maj | mejl + rek | hävning |
| 16 maj | sms | Goran: "vi är inte överens" – inget mer sedan dess |

Foton ligger i mappen "Badrum 2025" på datorn, sorterade per datum.

## Försäkringen

Jag ringde försäkringsbolaget i februari och igen i september. Det viktiga:

- De vill ha kvalitetsdokumentet (kopia räcker) för att badrummet ska räknas som nytt. Då gäller fullt skydd och
  åldersavdraget börjar om från noll.
- Ingen premiehöjning för renoveringen.
- De frågade om golvvärmen var installerad av behörig elektriker (ja, Hisingens underentreprenör).

## Tankar om tillgänglighet (physio brain)

Jag har jobbat femton år med rehab efter höftfrakturer. Hälften av fallolyckorna hemma sker i badrummet och
väldigt många av dem handlar om att kliva över en badkarskant. Jag är 44 och frisk, men jag planerar att bo
kvar här länge, och mamma ska kunna hälsa på. Därför blev det till slut:

- ingen tröskel in i duschen, bara fall mot brunnen
- halkfritt golv (R10 på klinkern, kollat)
- förstärkning i väggen för ett framtida stödhandtag vid toaletten och i duschen
- termostatblandare (skållningsskydd)
- belysning som går att tända utan att leta efter strömbrytaren i mörker

Det här var egentligen det som fick mig att ändra mig om badkaret i april. Det var inte bara kakelsnobberi.
""")

BADKAR = dedent("""
---
title: Badkar eller dusch?
created: 2025-01-09
updated: 2025-04-07
tags: [badrum, beslut]
---

# Badkar eller dusch?

## 9 januari – för och emot

**Behålla badkaret**

- andrahandsvärdet? mäklaren som sålde grannens hus sa att "barnfamiljer vill ha badkar"
- skönt efter långa dagar vid drejskivan (rygg och underarmar)
- Anders barn badar när de sover över

**Walk-in-dusch**

- jag badar kanske tre gånger per år
- badrummet är bara 4,5 m², badkaret tar en tredjedel av golvet
- tillgänglighet: ingen kant att kliva över
- lättare att städa, ingen duschdraperi-mögel

## 14 januari – beslut (v1)

Vi behåller badkaret, men byter till ett nytt med lägre kant och bättre duschvägg. Goran räknar på det i offerten.

## 7 april – beslut (v2, gäller)

**Jag ändrar mig: badkaret åker ut. Det blir walk-in-dusch med glasvägg (90 cm), ingen tröskel.**

Varför: med allt stillestånd har jag haft tid att tänka. Jag har duschat i gymmets walk-in-dusch i tre veckor och
det är så mycket bättre. Andrahandsvärdet är en gissning, men att jag själv ska bo här i tjugo år till är inte en
gissning. Och som fysioterapeut vet jag exakt hur en badkarskant ser ut för en 80-åring.

Ändringen skickas skriftligt till Goran (mejl 8 april) så att den finns med innan de lägger tätskikt.

> PS: Anders barn får bada i baljan på stugan. Problem solved.
""")

INSPIRATION = dedent("""
---
title: Badrum – inspiration och lösa idéer
created: 2024-11-02
tags: [badrum, idéer]
---

# Badrum – inspiration (bara idéer, inget bestämt!)

Samlar saker jag sett på Pinterest, i tidningar och hos folk. **Ingenting här är beslutat.**

## Kakel och ytor – idéer

- Terrazzo på golvet? Snyggt men kallt intryck, och dyrt.
- Mikrocement överallt, inga fogar – sett hos Elins syster. Oroar mig för sprickor på träbjälklag.
- Egendrejade/handgjorda plattor på en vägg?? Typ 2 m² bakom handfatet. Tidskrävande. Kanske en bård istället.
- Grönt kakel i "bottle green", blankt. Vackert men trött om fem år?
- Tapet ovanför kaklet (våtrumstapet), lite 70-tal.
- Zellige, zellige, zellige. Glasyren som är ojämn och lever i ljuset.
- Stora grå plattor 60x60 – nej. Bara för att ha det nämnt: det är hotellkorridor.

## Kakel jag gillar / inte gillar (min lista)

Gillar:
- handgjorda eller handgjord-look plattor där glasyren varierar
- terrakotta, matt, varm
- benvitt, kalkvitt, "krita" – inte kritvitt
- små format på golvet (bättre grepp och fall)

Gillar inte:
- stora grå klinkerplattor med "betonglook"
- blank, perfekt vit "tunnelbanekakel" med svart fog
- marmorimitation i plast/tryck

## Andra idéer

- Nisch i duschväggen för schampo (ja troligen)
- Handduksvärmare med timer
- Takfönster – går inte, det är ett radhus med lägenhet ovanför... nej vänta, vi har vind. Ändå för dyrt.
- Bastu-aggregat i ett skåp?? haha nej
- Egen drejad tvålkopp och tandborstmugg i samma glasyr som någon av plattorna
- Spegel med inbyggd belysning och antiimma
- Ekhylla ovanför toaletten
- Växter: ormbunke som tål fukt

## Länkar/ställen att kolla

- Kakelhuset i Mölndal (har hexagon i terrakotta)
- Keramikföreningens mässa i mars?
""")

RESTLISTA = dedent("""
---
title: Restlista badrummet
created: 2025-09-09
updated: 2025-11-12
tags: [badrum, todo]
---

# Restlista – badrummet (efter slutbesiktning)

Slutbesiktningen gjordes 9 september kl 13 med Linnea Ek (Hisingens Kakel & VVS). Godkänt med anmärkningar.

## Kvar att göra

- [ ] Duschväggen (glas, 90 cm) monteras **torsdag 20 november kl 08:00** – Jonas kommer. (Var först sagt 30 okt,
      men leverantören restnoterade igen.)
- [ ] Silikonfogen vid tröskeln görs om – Jonas tar det samma dag som duschväggen.
- [ ] Handduksvärmarens timer fungerar inte – Linnea ska skicka elektrikern. Påminn henne!
- [ ] Skicka kopia av kvalitetsdokumentet till försäkringsbolaget (de bad om det när jag anmälde renoveringen).
- [ ] ARN-anmälan mot Badrumsfixarna (kräva tillbaka för arbete som fick göras om). Deadline för mig själv: 30 nov.
- [ ] Sätta upp krokar och hylla (själv).
- [ ] Dreja tvålkopp + mugg i "Riad"-vitt (själv, vid tillfälle...)

## Klart

- [x] Slutbesiktning 9/9
- [x] Kvalitetsdokument mottaget 10/9 (sparat i pärmen "Huset" + i mejlen)
- [x] Slutfaktura betald 30/9
- [x] Spegelskåp uppsatt
- [x] Golvvärmetermostat programmerad (22 °C morgon, 19 °C natt)
""")


def build():
    write("notes/badrum/badrumsrenovering.md", BADRUM_OVERSIKT)
    write("notes/badrum/badrumsbeslut.md", BADKAR)
    write("notes/badrum/inspiration.md", INSPIRATION)
    write("notes/badrum/restlista.md", RESTLISTA)
