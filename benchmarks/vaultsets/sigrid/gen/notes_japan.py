from common import write, dedent

JAPAN = dedent("""
---
title: Japan 2026 – Sigrid & Elin
created: 2025-05-30
updated: 2025-10-21
tags: [japan, resa, keramik, elin]
---

# Japan 2026 – plan

> **UPPDATERING 18 sep 2025:** Resan är flyttad! Nya datum **11–26 maj 2026** (ut från Landvetter 11 maj, hem
> från Kansai 26 maj). Anledning: mammas 75-årsfest lördag 4 april krockade mitt i den gamla resan, och det
> går inte att missa. Ombokat hos Boreal Air, samma bokningsreferens **K7XQ2M**. Allt under "Gamla planen"
> längre ner gäller inte längre.

Elin och jag har pratat om det här sedan vi jobbade ihop på ortopeden 2012. Nu blir det av. Fokus: keramik
(Mashiko och Shigaraki), tempel och trädgårdar i Kyoto, mat, onsen, gå mycket. Inte shopping, inte nattliv.

## Hur jag vill resa (note to self so I don't get talked into things)

- **Undvika trängsel.** Jag blir trött och sur i folkmassor. Hellre tidiga morgnar vid de stora templen och
  eftermiddagar på små ställen. Inga "top 10"-listor.
- **Undvika Golden Week** (29 april – 6 maj). Därför startar vi 11 maj och inte första maj-veckan.
- **Små boenden**: ryokan eller små familjehotell, gärna med onsen. Inga stora kedjehotell med 600 rum och
  frukostbuffé i en källare.
- **Få förflyttningar**: hellre 3–4 nätter per ställe än en ny stad varje dag.
- **Keramikbyar > storstäder.** Tokyo bara några dagar för Elins skull (och för Mingeikan, folkkonstmuseet).
- **Mat**: jag äter allt utom skaldjur (allergi – räkor, krabba, hummer, musslor). Fisk går bra. Måste säga
  till på varje ryokan i förväg. Elin äter inte kött men äter fisk.
- Gå mycket, hyra cykel i Kyoto om vädret tillåter.

## Flyg

- Boreal Air, bokningsreferens **K7XQ2M**, 2 personer (Sigrid Holmqvist, Elin Sandberg)
- Ut: **11 maj 2026** GOT 06:10 → HEL, HEL → Tokyo Haneda, framme 12 maj 07:30 lokal tid
- Hem: **26 maj 2026** Osaka Kansai (KIX) 10:15 → HEL → GOT, hemma 16:45 samma dag
- Open jaw (in Tokyo, ut Osaka) – smart, slipper åka tillbaka.
- Elin har sparat biljetterna i sin app också (och e-mailen med bokningen).

## Resplan (ny, maj 2026)

| Datum | Var | Boende | Vad |
|---|---|---|---|
| 12–14 maj (3 nätter) | Tokyo | litet hotell i Yanaka (Elin bokar) | Yanaka, Mingeikan, Kappabashi (köksgator – keramik!), Nezu-helgedomen |
| 15–16 maj (2 nätter) | Mashiko | pensionat nära keramikmuseet | **Workshop hos Sakamoto-san 15 maj** (ej bekräftad ännu!), Mashiko Sankokan, ateljéer |
| 17–20 maj (4 nätter) | Kyoto | machiya (radhus) Elin hittat | Tempel tidigt på morgonen, Kawai Kanjiro-museet, Gojozaka keramikgatan, Arashiyama en vardag |
| 21–23 maj (2 nätter) | Shigaraki | **Kamado Inn** (ryokan), bokning **SHG-60218** | Shigaraki Ceramic Cultural Park, anagama-ugnar, tanuki-figurerna (Elin vill ha en) |
| 23–25 maj (3 nätter) | Osaka | hotell nära Namba | Mat, Museum of Oriental Ceramics, vila |
| 26 maj | hem från KIX | | |

## Transport inne i Japan – beslut om JR Pass

Jag har velat fram och tillbaka. Beslut 22 september: **vi köper INTE JR Pass.**

Varför:

- Priset höjdes kraftigt 2023 och vår resa har få långa sträckor: Tokyo → Mashiko (buss/lokaltåg),
  Mashiko → Kyoto (via Tokyo, shinkansen), Kyoto → Shigaraki (lokaltåg + Shigaraki Kohgen-linjen),
  Shigaraki → Osaka (lokaltåg). Bara en riktig shinkansen-sträcka.
- Räknade i chatten: enkelbiljetter + IC-kort blir klart billigare än ett 14-dagarspass.
- IC-kort (Suica/ICOCA i telefonen) för lokaltåg, tunnelbana och bussar. Shinkansen-biljetten köper vi på
  plats eller via appen några dagar innan.

## Mashiko – workshop

- Tsuchi-no-Ie Pottery Studio, drivs av krukmakaren Haruto Sakamoto. Hittade dem via en kollega till Petra.
- De har erbjudit privat drejpass för oss två **15 maj 10:00–13:00**.
- Måste bekräfta och betala deposition **senast 30 november** via deras länk.
- Ta med en egen tekopp som present? (en ur tenmoku-bränningen)

## Shigaraki – ryokan

- Kamado Inn, bokat 2 okt. Bokningsnummer SHG-60218. 2 nätter 21–23 maj, japanskt rum med eget utebad.
- Middag (kaiseki) och frukost ingår. Skaldjursallergin är anmäld – de bekräftade i mejlet.
- Incheckning från 15:00. De hämtar vid Shigaraki station om man ringer.

## Att göra

- [ ] Bekräfta Mashiko-workshopen hos Sakamoto-san (senast 30 nov!) + betala deposition
- [ ] Kolla reseförsäkringen (hemförsäkringen täcker 45 dagar – räcker, men kolla avbeställningsskydd)
- [ ] Elin: boka Tokyo-hotellet i Yanaka
- [ ] Elin: boka machiya i Kyoto (hon har ett favoritalternativ)
- [ ] Kort på japanska om skaldjursallergi (be någon på Lerverkets japanska kurs kolla översättningen)
- [ ] Pass: mitt går ut 2027 – ok. Elins? Påminn henne.
- [x] Ryokan i Shigaraki bokad (2 okt)
- [x] Flyg ombokat till maj (18 sep)
- [x] JR Pass – beslutat: nej

## Gamla planen (mars–april 2026) – GÄLLER INTE

Originalbokningen gjordes 14 juni 2025: ut 28 mars, hem 12 april 2026. Tanken var körsbärsblomningen i Kyoto.
Vi skulle ha bott i Kyoto 1–5 april, mitt i hanami – i efterhand hade det nog varit precis den trängsel jag
inte tål. Så flytten till maj är kanske en välsignelse, även om det blir utan körsbärsblom. Azaleor och
grönska istället, och Shigaraki i maj lär vara vackert.

Gammal resplan, för referens:

| Datum | Var |
|---|---|
| 29 mars – 31 mars | Tokyo |
| 1 – 5 april | Kyoto |
| 6 – 8 april | Shigaraki |
| 9 – 11 april | Osaka |
| 12 april | hem |

## Kyoto – dag för dag (utkast)

- **Dag 1 (17 maj):** Ankomst från Tokyo med shinkansen runt lunch. Checka in i machiyan. Eftermiddag: promenad
  längs Kamogawa, Nishiki-marknaden sent på eftermiddagen när turistgrupperna gått.
- **Dag 2:** Kiyomizu-dera när det öppnar (06:00!), sedan ner för Sannenzaka och Ninenzaka innan butikerna öppnat
  och folket kommit. Gojozaka – keramikbutikerna. Kawai Kanjiro Memorial House efter lunch.
- **Dag 3:** Cykel. Norra Kyoto: Daitoku-ji (de små subtemplen med zenträdgårdar), Kamigamo-helgedomen.
  Kvällen: Pontocho för middag.
- **Dag 4:** Arashiyama tidigt (bambuskogen före 07:30, annars hopplöst), Okochi Sanso-trädgården. Eftermiddag
  ledigt – Elin vill till ett onsen/sento, jag vill till en keramikmarknad om det finns någon.

## Etikett att komma ihåg

- Skor av vid entrén – och byt till toalettofflorna på toaletten, och AV igen efteråt (klassiskt misstag).
- I onsen: tvätta dig noga innan, handduken inte i vattnet, tatueringar kan vara ett problem (vi har inga).
- Dricks ges inte. Det kan uppfattas som lite förolämpande.
- Tala lågt på tåg, inga telefonsamtal.
- Ta med skräp hem till hotellet – det finns nästan inga papperskorgar.
- Vid keramikbesök: fråga innan du tar i en kruka. Håll den med två händer, över bordet.
- Ge och ta emot saker (och visitkort) med två händer.
- Ta med en liten present till värdar – våra egna koppar passar perfekt.

## Budget (grovt, per person)

Jag räknar på det när allt är bokat. Flyg och ryokan är betalt, resten på plats. Elin och jag delar på boende,
var och en betalar sin egen mat och sina egna inköp. Jag vill ha marginal för keramikinköp – och en extra
väska hem (bubbelplast i handbagaget!).

## Packlista (början)

- Bekväma skor som är lätta att ta av (tempel, ryokan)
- Strumpor utan hål (!)
- Liten handduk (många toaletter saknar pappershanddukar)
- Kontanter – mindre ställen tar inte kort
- Bubbelplast och packtejp för keramik
- Presenter: egna koppar/skålar till Sakamoto-san och ryokanvärdinnan
- Adapter (typ A), powerbank
- Reseapotek, skavsårsplåster

## Japanska fraser att lära mig

- Sumimasen – ursäkta
- Arigatou gozaimasu – tack
- Kore wa ikura desu ka – hur mycket kostar det
- Kōkakurui arerugī ga arimasu – jag är allergisk mot skaldjur
- Yakimono – keramik (bränt gods)
- Kama – ugn

## Mashiko – vad jag vill se (utöver workshopen)

Mashiko blev känt när Shoji Hamada flyttade dit på 1920-talet och började arbeta med lokala material och lokala
hantverkare. Mingei-rörelsen – "folkets konsthantverk", vardagsföremål gjorda av anonyma hantverkare – är
anledningen till att jag överhuvudtaget blev intresserad av keramik när jag var tjugo. Jag läste Yanagi på en
tågresa till Stockholm och förstod plötsligt varför mormors gamla mjölkkanna var vackrare än allt i skåpet.

- Hamadas gamla hus och hans klätterugn (noborigama), om de är öppna
- Keramikmuseet
- Så många små ateljéer som möjligt – ta det långsamt, köp lite men bra
- Leta efter nuka-vitt och kaki-brunt på vardagsskålar, inte utställningsbitar

## Shigaraki – varför två nätter

Shigaraki är en av de "sex gamla ugnarna" i Japan. Leran där är grov, full av fältspat och kvarts, och när den
bränns länge i vedeldade anagama-ugnar smälter askan till en naturlig glasyr. Jag vill se ugnarna, helst en
som håller på att lastas eller svalna. Två nätter gör att vi hinner en hel dag utan att jaga tåg. Elin vill ha
en tanuki-figur till trädgården; jag har lovat att inte himla med ögonen.

## Keramik att titta efter

- Mashiko: mingei-stil, nuka-glasyr (risaska, vit), kaki (persimmon, rostbrun), ame (honungsbrun).
- Shigaraki: oglaserat stengods med naturlig askglasyr från anagama-bränning, fältspatsprickor ("ishihaze"),
  den varma orangea "hi-iro"-färgen.
- Kyoto: Kiyomizu-yaki, mer raffinerat och dekorerat – mindre min stil, men Kawai Kanjiro är ett måste.
- Köpa: en liten tekanna (kyusu) från Tokoname? (inte på vägen, kanske i Osaka)
""")

INBOX = dedent("""
---
title: Inbox / att göra
updated: 2025-11-13
---

# Inbox – lösa saker

## Nu i november

- [ ] Kursbeskrivning VT26 till Petra – senast 1 dec (lovat!)
- [ ] 30 muggar till julmarknaden 6 dec – glasera helgen 22–23 nov, bränna 24–25 nov
- [ ] Mashiko: bekräfta + deposition före 30 nov
- [ ] ARN-anmälan Badrumsfixarna
- [ ] Vinterdäck – bytt? JA. (stryk) 
- [ ] Tandläkaren: boka om tiden 2 dec (krockar med Lerverket)
- [ ] Ringa mamma om presenten till 75-årsdagen (Anders och jag går ihop – resa? tekanna?)

## Någon gång

- Ta bort gamla fysio-licenser från datorn, förnya legitimationen? (den gäller för alltid, men kolla)
- Sälja gamla drejskivan (den lilla Shimpo-kopian) – Blocket
- Läsa "The Unknown Craftsman" igen innan Japan
- Tejpkurs för tränare i klubben? Fråga Roger på kansliet.

## Idéer, inte bestämt

- Kurs i raku till hösten 2026? (behöver utomhusugn)
- Hyra ut ett ugnsutrymme till andra keramiker i kvarteret
- Sluta helt på sjukhuset? Nej, inte än. Fredagarna är bra för ekonomin och för huvudet.
""")


def build():
    write("notes/japan/japan-2026.md", JAPAN)
    write("notes/lists/inbox.md", INBOX)
