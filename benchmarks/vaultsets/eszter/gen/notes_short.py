# -*- coding: utf-8 -*-
"""Short markdown notes and plain-text files."""

NOTES = {}

NOTES["notes/projektek/iskolabovites.md"] = """---
projekt: Árpádföldi Általános Iskola – bővítés
megbízó: kerületi Önkormányzat, Beruházási Iroda
státusz: engedélyezési terv / hiánypótlás
tags: [munka, iskola, önkormányzat]
---

# Árpádföldi iskola bővítése

Új szárny: 6 tanterem + tornaszoba + lift, kétszintes, a meglévő "L" épület keleti végéhez csatlakozik.
Nettó bővítés kb. 1 480 m². A tornaszoba a régi kazánház helyére kerül.

## Kapcsolatok

| szerep | név | elérhetőség |
|---|---|---|
| megbízó, beruházási referens | Tóth Andrea | andrea.toth@kerulet.example |
| iskolaigazgató | Dr. Lengyel Piroska | titkarsag@arpadfoldi-isk.example |
| statikus | Szalai Péter (Szalai Statika Bt.) | peter.szalai@szalaistatika.example |
| tűzvédelem | Horváth Bálint | – |
| gépész | Gulyás Ákos (GépTerv) | akos@gepterv.example |
| belső, nálunk | Vass Dóri (rajzok), Halmi Gergely (partner) | |

## Ütemezés (eredeti, 2024 tavasz)

- 2024. április: kick-off a Hivatalban
- 2024. július: engedélyezési dokumentáció beadása ÉTDR-en
- 2024 ősz: engedély → kiviteli terv
- 2025 nyár: kivitelezés indul (ez már biztos csúszik)

## Jegyzetek

- Andrea nagyon korrekt, de minden levélre csak kb. 5 munkanap alatt válaszol, ezt bele kell kalkulálni.
- Az igazgatónő a tornaszobánál ragaszkodik a 9 m-es belmagassághoz – ez irreális, 7 m-t ígértünk.
- A fűtés a meglévő kazánról megy, Ákos szerint elbírja (hőszivattyú csak opció, pénz kérdése).
- Hiánypótlásról külön jegyzet: [[etdr_hianypotlas]]. Statikáról: [[statika_szalai]].
"""

NOTES["notes/projektek/etdr_hianypotlas.md"] = """---
title: ÉTDR hiánypótlás – iskolabővítés
updated: 2025-03-14
---

# ÉTDR hiánypótlás (Árpádföldi iskola)

A hiánypótlási felhívás 2024 augusztus végén jött (az ügyszám és a pontos lista a hatóság levelében van, a mail-mappában).
A határidőt egyszer meghosszabbították, az új beadási cél: **2025. március 31.**

Eredetileg hiányzott: tartószerkezeti tervfejezet, tűzvédelmi műszaki leírás, akadálymentesítési tervfejezet +
nyilatkozat, és a közműszolgáltatói hozzájárulás (víz).

## Checklist

- [x] közműszolgáltatói hozzájárulás (Fővárosi Vízművek) – megjött január elején
- [x] helyszínrajz javítva (új telekhatár-adatokkal)
- [x] akadálymentesítési tervfejezet – Dóri megrajzolta, feb. 20.
- [ ] akadálymentesítési nyilatkozat – Gergely írja alá, rehabilitációs szakmérnöki aláírás kell mellé
- [ ] tűzvédelmi műszaki leírás – kész, de Horváth Bálint aláírása még hiányzik (külföldön van márc. 20-ig)
- [ ] tartószerkezeti tervfejezet – Szalai, lásd [[statika_szalai]]
- [ ] PDF/A konverzió + elektronikus aláírás az egész csomagra (lásd txt/etdr_feltoltes_howto.txt)

Megjegyzés: ha Szalai nem küldi időben, Andreával egyeztetni kell, hogy kérhetünk-e még egy hosszabbítást.
"""

NOTES["notes/projektek/statika_szalai.md"] = """# Statika – Szalai Péter

Szalai Statika Bt., Szalai Péter (okl. építőmérnök, T-jogosultság). Gergely ajánlotta, régen dolgoztak együtt.

Megbízási díj: 1 850 000 Ft + ÁFA, két részletben (50% szerződéskötéskor, 50% leadáskor).

## Határidő-napló

- 2024-09-05: szerződés aláírva. Ígéret: tartószerkezeti tervfejezet **november 15.**
- 2024-09-25: egyeztetés az irodában, a tornaszoba fesztávja miatt acél rácsos tartót javasol. Még mindig nov. 15.
- 2024-10: levélben csúsztatott (lásd mail)
- 2024-12: megint csúsztatott (lásd mail)
- utána: ??? – a legfrissebb ígéret mindig a legutolsó levelében van, ide már nem írom át, mert úgyis változik.

## Megjegyzés magamnak

Nem vagyok jó abban, hogy nyomást gyakoroljak. Gergely szerint hívjam fel, ne írjak. Utálok telefonálni,
de lehet, hogy igaza van.
"""

NOTES["notes/projektek/learnscape_competition.md"] = """---
title: LearnScape 2025 – competition entry (with Lukas)
team: Eszter Kovács (Tervtér) + Lukas Brandstätter (Studio Brandstätter, Wien)
tags: [competition, english]
---

# LearnScape 2025 – International Ideas Competition for Learning Environments

Brief: a "learning landscape" for a 400-pupil primary school on a post-industrial riverside site (generic
site, any European city). Two A1 panels + max 300-word abstract + one model photo (optional).

**Submission deadline: 14 April 2025, 12:00 CEST** (online portal, anonymous, 6-character code on panels).
Registration is done – confirmation came by e-mail from the organisers (code is in that mail, don't
lose it).

## Concepts on the table

1. **The Bridge** – a long bar building spanning over a sunken play street. Lukas loved it in January.
2. **Courtyard Terraces** – three stepped courtyards, classrooms open onto terraces, roof = sports field.

(status: we still have to settle this, see mails with Lukas)

## Tools

Lukas works in Rhino + Grasshopper. I'd much rather stay in Archicad, I'm just so much faster there and I
don't want to learn a new tool at 11 pm before a deadline. Compromise: we exchange IFC / 3dm, he does the
massing & diagrams, I do plans and sections.

## My part / to do

- [x] Hungarian site + regulation summary (sent 3 Feb)
- [ ] send Lukas the site sections (A–A, B–B) in DWG + PDF
- [ ] draft the abstract (max 300 words) – first draft done, too long
- [ ] ground floor plan 1:500 for panel 1
- [ ] check panel layout in portrait vs landscape – the rules say A1 portrait??
"""

NOTES["notes/bence/uszas.md"] = """# Bence – úszás

Delfin Úszóiskola, Angyalföldi Tanuszoda (a Dagály utcai suli mellett, 5 perc gyalog).

- 2024 ősz: kezdő csoport, heti egy alkalom, 45 perc
- félévi díj: 36 000 Ft (átutalás, közlemény: gyerek neve + csoport)
- kell: úszósapka, papucs, törölköző, **saját kulacs**, hajszárítás után sapka (télen!)
- a szülők a lelátóról nézhetik, bent nem lehet

2025 tavasztól változott az időpont és az edző is, a részletek az úszóiskola februári levelében.
Még mindig keverem a napokat, be kellene írni rendesen a családi naptárba (Márton már beírta?).

Bence véleménye: "a víz alatt jó, a víz felett hideg". Hátúszásban már ügyes.
"""

NOTES["notes/bence/allergia.md"] = """---
title: Bence – allergia
updated: 2024-10-21
---

# Bence allergia

Tavasszal folyton folyt az orra, vakarta a szemét, és kétszer lett kiütéses mogyorós sütitől a
nagymamánál. A gyerekorvos (dr. Simon) beutalt allergológiára.

Dr. Varga Orsolya, gyermekallergológus. Bőrpróba + vérvétel megvolt, a labor lelete e-mailben jött
(okt. közepén, csatolmányként) – a konkrét értékek ott vannak.

## Amit a doktornő mondott (kontroll után)

- pollenszezonban (márc–máj) **cetirizin csepp** esténként, 5 csepp, a szezon előtt 2 héttel kezdeni
- nyers mogyoró, mogyorókrém NEM; a sült/feldolgozott kicsit jobb, de inkább kerülni
- EpiPen egyelőre nem kell, de ha ajakduzzanat van, azonnal orvoshoz
- nyáron lehet, hogy jön a pázsitfű is, majd meglátjuk

## Teendők

- [x] nagymamának szólni a mogyoróról (Márton anyukája)
- [ ] iskolaorvos + menza: orvosi igazolás leadása (a menzára külön nyomtatvány kell!)
- [ ] kontroll időpontot kérni áprilisra, a szezon közepére
- [ ] cetirizint venni március elejére
"""

NOTES["notes/bence/iskola.md"] = """# Bence – suli (2.b)

Dagály Utcai Általános Iskola, 2.b, osztályfőnök: Nagy Katalin ("Kati néni").
Napközi 16:00-ig, utána lehet 17:00-ig ügyeletben maradni.

- ebédbefizetés: minden hónap 10-ig, online
- szülői lista: 2b-szulok levelezőlista (a leveleket a listás mappába szűri a gmail... akarom mondani a
  postafiók)
- ellenőrzőt minden pénteken aláírni!!
- tanszerlista szeptemberre: a listás levélben volt

## Apró dolgok

- Bence kedvenc tantárgya a matek és a rajz, az olvasás nehezebben megy, Kati néni szerint ez normális
- barátok: Áron, Levi, Zoé (Zoé anyukája angolul ír a listára, kedves)
- félévi értesítő: matek "kiválóan teljesített", olvasás "jól teljesített"
"""

NOTES["notes/apa/csipomutet_rehab.md"] = """---
title: Apa – csípőprotézis és rehabilitáció
updated: 2024-10-02
---

# Apa csípőműtétje

- Műtét: **2024. június 18.**, Debreceni Városi Kórház, Ortopédiai Osztály
- Operáló orvos: **Dr. Papp Levente** ortopéd főorvos (nagyon nyugodt, mindent elmagyarázott)
- Bal oldali teljes csípőprotézis (cementes). A műtét után 2 nappal már járókerettel felállt.

## Rehabilitáció

1. fekvőbeteg rehab: Nagyerdei Rehabilitációs Intézet, 2024. júl. 1–19. (3 hét)
2. utána járóbeteg gyógytorna hetente kétszer (kedd, csütörtök 10:00):
   **Mester utcai Szakrendelő, Gyógytorna, földszint 4-es terem**, Debrecen. Réka viszi kocsival, ha tudja,
   különben taxi (a taxit apa utálja).
3. otthoni tornagyakorlatok: a lap a hűtőn van.

## Tiltások az első 3 hónapban

- nem keresztbe tenni a lábat, nem ülni alacsony fotelba (magasító párna!)
- lépcső: fel az éppel, le a beteggel
- nem hajolni le zoknit húzni → zoknihúzó segédeszköz megvéve

Kontrollok az ortopédián: 6 hét után, 3 hónap után, aztán fél év múlva. Időpontok a naptárban.
"""

NOTES["notes/apa/otthonapolas.md"] = """---
title: Apa – otthonápolás
updated: 2024-10-04
tags: [apa, gondozás]
---

# Otthonápolás – Gondos Kéz

## Döntés (2024. szeptember)

Sokat gondolkodtunk az idősotthonon (Réka talált egy helyet Józsán), de apa hallani sem akart róla.
A végső döntés: **apa otthon marad**, és hetente háromszor jön gondozó. Réka a közelben van, én
kéthetente megyek, hétvégén.

## Szolgáltató

Gondos Kéz Otthonápolási Szolgálat Kft., Debrecen. Koordinátor: Bíró Edit.
Gondozó: Szabóné Marika (Szabó Jánosné) – apa szerint "rendes asszony, csak sokat beszél".

- hétfő, szerda, péntek 9–12
- fürdetésben segítség, bevásárlás, gyógyszer kikészítése heti dobozba, torna felügyelete
- óradíj az ajánlat szerint (okt. eleje), havonta számláznak; a szerződés a mailben van csatolva

## Költségmegosztás

Rékával fele-fele. Én utalom a számlát, Réka a felét nekem. Táblázat: `penzugy/apa_kiadasok_megosztva.csv`.
"""

NOTES["notes/apa/nyugdij.md"] = """# Apa nyugdíja

2024-es éves értesítő (tavaly januárban jött, papíron, Réka lefotózta):
- havi öregségi nyugdíj: **218 350 Ft**
- folyósítás: minden hónap 12-én, bankszámlára (OTP... nem, a takarékszövetkezeti számlára)

Megjegyzés: a 13. havi nyugdíj februárban jön, azt apa mindig a lakásra (víz, gáz éves elszámolás) teszi félre.

Az idei (2025-ös) emelésről szóló értesítőt Réka továbbította e-mailben januárban – azt még nem írtam ide át.

Kérdés: jár-e neki ápolási díj / közgyógyellátás? Utána kell nézni (kérdeztem a chatbotot is, szerint
jövedelemfüggő).
"""

NOTES["notes/lakas/homlokzat_kozgyules.md"] = """---
title: Tátra u. 27 – homlokzatfelújítás
updated: 2025-03-02
tags: [lakás, társasház]
---

# Homlokzatfelújítás – Tátra utca 27.

Közös képviselő: Bárány Zoltán (Bárány Ház Kft.). Tulajdoni hányadunk: 412/10000.

A ház utcai homlokzata 1937-es, a vakolat több helyen lóg, a párkány alatt tavaly le is esett egy darab.
Három árajánlat érkezett, a meghívóban táblázatban (a levélben, nem írom át).

## Amit én szeretnék

- ásványgyapot hőszigetelés, nem EPS (a ház jellegéhez is jobb, és tűzvédelmileg is)
- szín: **meleg okker / homokszín**, semmiképp nem a szürke, amit a 2. emeleti Kelemenék akarnak –
  a szürke homlokzatok a környéken szerintem borzalmasan néznek ki, mint egy irodaház
- a lábazat maradhat sötétebb, kő hatású
- a régi párkányokat, ablakkereteket tartsák meg, ne "egyszerűsítsék" le

## Amit Márton szeretne

- a legolcsóbbat, és részletfizetést (felújítási hitel a társasháznak?)

## Közgyűlés

Meghívó febr. 20-án jött. Ha nem tudunk menni, meghatalmazást kell adni valakinek (Kelemen úr gyűjti).
"""

NOTES["notes/lakas/radiator.md"] = """# Radiátor – gyerekszoba

**2024-11-18**: Bence szobájában a radiátor alatt tócsa, a szelepnél csöpög, a parketta szélén már sötét folt.
Márton letekerte, vödör alá.

Vízszerelő: Oláh Tibor (Gergely ismerőse, megbízható, de nehéz elérni), +36 30 000 4471.

**2024-11-22**: Oláh kijött. Szelep tömítés tönkrement, a radiátor bal alsó sarka rozsdás, "még bírja pár évig".
Két opció:
1. szelepcsere + tömítés + légtelenítés (kb. 18 000 Ft)
2. az egész radiátor cseréje (kb. 90–100e anyaggal együtt)

**2024-12-03 – döntés**: Mártonnal megbeszéltük, egyelőre csak szelepcsere + légtelenítés, a cserét
tavaszra/nyárra hagyjuk, most nincs rá pénz (karácsony + a hitel kamatfordulója).

Szelepcsere megvolt dec. 6-án, 18 000 Ft, készpénz.

Parketta: Márton szerint kiszárad magától. Szerintem nem.
"""

NOTES["notes/lakas/jelzalog.md"] = """---
title: Lakáshitel – Dunapart Bank
updated: 2024-05-14
---

# Lakáshitel

- Bank: Dunapart Bank Zrt., szerződés 2020 tavaszán, 20 év, eredetileg 28 M Ft
- kamatperiódus: 5 év, **lejár 2025. március 1.**
- jelenlegi kamat: **4,95%** (fix a periódus végéig)
- jelenlegi törlesztő: **152 300 Ft / hó**, minden hónap 5-én vonják le a közös számláról

## Mi lesz a fordulónál?

A bank a forduló előtt 90 nappal küld értesítőt az új kamatról. A mostani piaci kamatok alapján
Márton szerint 7% körül lesz, az +30–35e Ft havonta.

- [ ] megnézni, lehet-e díjmentesen előtörleszteni a fordulónál (szerződés 14. pont?)
- [ ] más bankok kiváltási ajánlata (Márton vállalta)
- [ ] CSOK Plusz / babaváró? – nem vagyunk jogosultak, felejtsd el
"""

NOTES["notes/lakas/auto_muszaki.md"] = """# Autó – műszaki vizsga

Škoda Octavia Combi, 2016, benzines, rendszám: NKR-482.

- forgalmi engedély szerint a műszaki érvényessége lejár: **2025. április 30.**
- kötelező biztosítás: Dunapart Biztosító, évforduló szeptember 1.
- legutóbbi szerviz: 2024. október, 142 000 km, olajcsere + fékbetét elöl

## Vizsga 2025

Időpontot foglaltam online, a visszaigazolás e-mailben jött (hol, mikor – ott van).
Előtte: ablaktörlő lapát, első izzók, elakadásjelző háromszög + elsősegélydoboz lejárat ellenőrzése!

Márton viszi, ha reggel van, mert én 9-re megyek az irodába.
"""

DAILY = {}

DAILY["notes/daily/2024-09-16.md"] = """# 2024-09-16 hétfő

- reggel Bence első úszás utáni napja, fáradt volt, de büszke
- iroda: Szalai végre aláírta a szerződést (múlt héten), Dórival nekiálltunk a hiánypótlásnak
- Andrea kérte, hogy a tornaszoba homlokzatán legyen valami "iskolás" szín – jaj
- apa telefonon: a gyógytorna jó, csak a taxi drága. Réka hétfőn nem ér rá, szerdán viszi
- vacsora: lecsó, Bence nem ette meg a paprikát

TODO holnap: Lukasnak visszaírni (competition), banki app jelszócsere, Bence tornazsák
"""

DAILY["notes/daily/2024-11-21.md"] = """# 2024-11-21 csütörtök

- radiátor: Oláh holnap jön, 8 és 10 között (!!) – Márton otthon marad
- Szalai levele: csúszik, december eleje. Gergely dühös, én is.
- Lukas call: we talked about the two concepts, he's very into the bridge thing
- Bence: olvasásgyakorlás, 10 perc minden este, matricás táblázat
- Réka: apa elesett a fürdőben?? – nem, csak megcsúszott, nem lett baja. De ez így nem mehet tovább.

Este: Márton elmondta, hogy a bank még nem küldött semmit a kamatról. Decemberben jön, 90 nappal előtte.
"""

DAILY["notes/daily/2025-02-04.md"] = """# 2025-02-04 kedd

- 7:30 Bence suli, aztán iroda
- Dóri befejezte az akadálymentesítési rajzokat – szuper
- Szalai: semmi. Írtam neki még egyszer.
- Lukas: sent him the regulation summary yesterday, he replied with a thumbs-up emoji only. Men.
- radiátor megint csöpög!! ugyanott, a bal alsó sarokban. Márton szerint a szelep, szerintem a radiátor maga.
- este: közös költség emelés? – a közös képviselő írt, hogy a meghívó jön hamarosan a homlokzat miatt
"""

DAILY["notes/daily/2025-03-12.md"] = """# 2025-03-12 szerda

- Bécs után még mindig fáradt vagyok. A Lukas-féle iroda nagyon jó hely, irigylem a fényeket.
- iroda: Szalai megint hallgat, a legutóbbi ígéretét a februári levelében írta; ha a héten nem jön semmi,
  felhívom (tényleg!)
- Andreával holnap egyeztetés a Hivatalban
- apa: a gondozónő szabadságon van, jött helyette valaki, apa szerint "fiatal és gyors"
- a közgyűlést elhalasztották, jött a levél – Mártonnak továbbítottam
- Bence: úszás után fülfájás? figyelni
"""

TXT = {}

TXT["txt/apa_gondozo_infolap.txt"] = """INFORMÁCIÓS LAP – Kovács László (apa)
Debrecen, Füredi út 41. II. emelet 7.
(kinyomtatva a konyhaszekrény ajtaján, a gondozónak és aki helyettesít)
=====================================================================

TELEFONSZÁMOK
  Eszter (lánya, Budapest) ........ +36 20 000 3318
  Réka (lánya, Debrecen) .......... +36 30 000 7702
  Háziorvos, dr. Molnár Géza ...... +36 52 000 1190 (rendel: H-Sz-P délelőtt)
  Gondos Kéz ügyelet .............. +36 52 000 5500
  Mentők .......................... 112

KULCS
  Pótkulcs: a szomszéd Irénkénél (Tóth Irén), ugyanezen az emeleten, a 8-as ajtó.
  Ha ő nincs otthon, Réka 15 perc alatt odaér.
  A bejárati ajtót KÉT zárral kell zárni, a felső néha szorul – meg kell emelni a kilincset.

GYÓGYSZEREK (heti adagoló dobozban, a tévé melletti polcon)
  reggel: vérnyomás (1 db), vízhajtó (fél db), véralvadásgátló (1 db)
  este:   koleszterin (1 db)
  fájdalomcsillapító csak ha kéri, naponta max. 3x

ÉTKEZÉS, SZOKÁSOK
  - Apa reggel koffeinmentes kávét iszik, sok tejjel, cukor nélkül. Teát nem szeret, ne
    erőltessük.
  - Reggelire kifli vajjal és sonkával, vagy pirítós. Ebéd: a menü 12-kor jön (Szociális Konyha).
  - Délelőtt a Kossuth rádiót hallgatja, a híreket ne kapcsoljuk ki :)
  - Nem szereti, ha "papának" szólítják. Laci bácsi rendben van.

MOZGÁS
  - Bot a lakásban is, a járókeret a kamrában (már nem kell, de legyen kéznél)
  - A torna-lap a hűtőn van, délelőtt 10 perc
  - Fürdés: csak felügyelettel, kádülőkével!

EGYÉB
  - A posta (nyugdíj, számlák) a konyhaasztalon a piros mappába kerül, Réka elviszi.
  - Macska nincs, de a szomszéd macskája be szokott jönni az erkélyen. Ne adjunk neki enni.
"""

TXT["txt/bence_hetvege_rekanal.txt"] = """Bence hétvége Rékánál (március 5-7.) – amit tudni kell
=======================================================

Réka, köszi köszi köszi! Márton pénteken délután ér haza, addig te vagy a főnök. :)

SULI
- Csütörtökön és pénteken 7:45-ig kell beérni, a Dagály utcai suli főbejárat.
- Csütörtökön ÚSZÁS! 16:30-kor kezdődik (már nem kedden!), a táska az előszobában, sapka + papucs benne.
  Suli után egyenesen oda, 5 perc gyalog.
- Uzsonna a táskában: kulacs + gyümölcs + szelet.
- Pénteken tornazsák haza, kimosni!

ALLERGIA – FONTOS
- Mogyoró semmilyen formában (nutella, mogyorós csoki, müzli mogyoróval).
- A mogyorómentes müzliszelet a kék csomagolású, azt szereti, abból van a kamrában 6 db.
- Esténként a cseppet most még nem kell, majd márciustól.

KAJA, AMIT SZERET
- paradicsomos tészta reszelt sajttal – ezt mindig megeszi
- rántott csirke, krumplipüré
- gombát NEM eszik, ne is próbáld, sírás lesz belőle
- desszert: joghurt, puding (nem mogyorós!)

ESTE
- 8-kor ágy, előtte 10 perc olvasás (az "Állatok a farmon" könyvből, a 14. oldalnál tart)
- a plüss delfin nélkül nem alszik el

EGYÉB
- Ha bármi van: én Bécsben vagyok, de a telefon nálam, Márton a +36 30 000 2291-es számon.
"""

TXT["txt/etdr_feltoltes_howto.txt"] = """ÉTDR FELTÖLTÉS – HOW-TO (magamnak + Dórinak)
============================================

1. Minden tervlap PDF/A-1b-ben! Archicad publisher set: "ÉTDR_PDFA" – ezt használd, ne a sima PDF-et.
2. Fájlnév: <munkaszám>_<tervfajta>_<lapszám>_<rev>.pdf, pl. 2403_EP_A-101_R2.pdf
   Ékezet és szóköz NEM lehet a fájlnévben (a rendszer elnyeli).
3. Méret: egy fájl max. 50 MB. A helyszínrajz 1:500-ban néha túl nagy – rasztert kikapcsolni.
4. Aláírás: minden dokumentumot elektronikusan aláírni (AVDH vagy a kamarai tanúsítvány).
   A tervezői nyilatkozatot a felelős tervező (Gergely) írja alá, nem én!
5. Hiánypótlásnál: "Dokumentum csatolása" → típus: "Hiánypótlás" → a felhívás számára hivatkozni
   a kísérőlevélben. A kísérőlevél-sablon a projektmappában: /ADMIN/ETDR/kiserolevel_hp.docx
6. Feltöltés után: "Dokumentáció véglegesítése" gomb – EZ NÉLKÜL A HATÓSÁG NEM LÁTJA! (2023-ban ezen
   buktunk el egyszer.)
7. Visszaigazolás: a rendszer e-mailt küld a kérelmező ügyfélkapus címére, nem nekünk – Andreától kell
   elkérni.

Tipp: délután 4 után lassú a rendszer, reggel 8 előtt töltsd fel.
"""
