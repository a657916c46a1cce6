# -*- coding: utf-8 -*-
"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/long/2024-06-30_felev_atgondolas.md"] = """---
title: Félév – átgondolás (vasárnap este, a teraszon)
date: 2024-06-30
tags: [napló, hosszú]
---

# Félév. Na.

Márton alszik, Bence is végre, én meg itt ülök a teraszon egy pohár fröccsel és azt érzem, hogy ha most nem
írom le, ami a fejemben van, akkor holnap reggel megint csak rohanok. Szóval: félévi átgondolás, mint régen,
amikor még volt időm ilyenekre. Nem lesz rendezett. Nem baj.

## Apa

Kezdem ezzel, mert ez nyomja a legjobban. A műtét jól sikerült, legalábbis mindenki ezt mondja, az orvos, a
nővérek, Réka, és apa is, amikor épp nem panaszkodik a kórházi kajára. Holnap, hétfőn viszik át a rehabra
Nagyerdőre, három hét lesz. Réka intéz mindent helyben, én meg telefonon és e-mailben, és folyamatosan
bűntudatom van, hogy nem vagyok ott. Réka nem mondja, de érzem, hogy szerinte én a könnyebbik felét kaptam.
Talán igaza is van. Pénteken hívott, hogy az egyik nővér szerint "ebben a korban" el kellene gondolkodni
az idősotthonon, ha egyedül él. Apa ezt meghallotta, és egész délután nem szólt senkihez. Én nem tudom,
mit gondolok erről. Egyrészt értem, másrészt apa a saját lakásában akar lenni, a saját rádiójával, a saját
konyhaasztalánál, ahol negyven éve reggelizik. Ősszel kell dönteni, addig a rehab meg a nyár. Talán van
köztes megoldás, gondozó, aki bejár. Meg kellene nézni, mennyibe kerül Debrecenben. Réka szerint
megfizethetetlen, szerintem nem az, csak utána kell járni. Felírom: otthoni gondozás árak, Debrecen.

Azt is észrevettem magamon, hogy amióta apa kórházban volt, sokkal türelmetlenebb vagyok Bencével. Ez nem
fair vele szemben. Egy hétéves nem tehet arról, hogy az anyja fejében egyszerre van egy csípőprotézis, egy
iskolai tornaterem és egy jelzáloghitel.

## Bence

Vége az első osztálynak! Kati néni azt írta a bizonyítványba, hogy "érdeklődő, segítőkész, a matematikában
kiemelkedő", az olvasásnál meg, hogy "gyakorlást igényel". Ez pont így van. Este a matricás táblázat működik,
tíz perc olvasás = egy matrica, tíz matrica = egy fagyi. Márton szerint ez vesztegetés, szerintem pedagógia.

A nyári tábor kérdése – ezt végre eldöntöttük. Két opció volt: a robotikás napközis tábor a Lehel
csarnoknál, ami drága, de közel van, és Bence imádja a legót, vagy az erdei tábor a Zugligetben, amit Zoé
anyukája ajánlott. Én a robotikásra hajlottam, mert logisztikailag egyszerűbb, Márton az erdeire, mert
"egész évben képernyőt néz". Aztán megkérdeztük Bencét, aki azt mondta, hogy ott lesz-e Áron. Áron az erdei
táborba megy. Úgyhogy: **végül az erdei tábor lett, július 22–26.**, reggel 8-tól délután 4-ig, busz
megy a Széll Kálmán térről. A robotikást talán jövőre. A befizetés megvan, a lista, hogy mit kell vinni,
a hűtőn. (Esőkabát! Kullancsriasztó!)

Úszni is kellene járnia ősztől. A gyerekorvos is mondta, a tartása miatt. Szeptemberben utána nézek, van
egy úszóiskola a suli mellett.

Azt is észrevettem, hogy tavasszal folyton folyt az orra és vakarta a szemét. A nagymamánál meg kiütéses
lett valami süteménytől. Ősszel allergológia, mondta a doktornő. Jó, legyen ez is a listán.

## Munka

Az iskolabővítés. Ó, az iskolabővítés. A kick-off áprilisban volt, azóta Andrea (az önkormányzattól) minden
második héten kér valami újat, ami önmagában nem baj, csak minden kérés egy újabb kör Gergellyel, aki
persze mindig azt mondja, hogy "ez belefér". Nem fér bele. Júliusban be kellene adni az engedélyezési
dokumentációt, és még nincs statikus. A régi statikusunk nyugdíjba ment, Gergely ajánlott valakit, Szalai
Pétert, akivel régen dolgozott. Múlt héten beszéltem vele telefonon, kedves, nyugodt, és azt mondta,
hogy ősszel tud foglalkozni vele. Ősszel?! Az engedélyhez most kellene legalább egy tartószerkezeti
koncepció. Végül azt mondta, ír egy egyoldalas statikai koncepciót a beadáshoz, a rendes tervfejezet
meg jöhet a hiánypótlásnál, ha kérik. Kérni fogják, biztos vagyok benne.

A tornaszoba belmagassága: az igazgatónő 9 métert akar, mert "a kosárlabdához kell". Ez egy általános
iskola tornaszobája, nem az NBA. Hét méter lesz, és ezt majd Andrea elmondja neki, nem én.

A jó hír: Lukas! Tavaly Bécsben, azon a konferencián ismerkedtünk meg, és most írt, hogy lenne-e kedvem
vele beadni valamit a LearnScape pályázatra jövő tavasszal. Iskolák, tanulási környezetek, pont az én
témám. Azt írtam neki, hogy "yes, absolutely, but only if we start early" – ami persze nem fog menni,
mert soha senki nem kezd el semmit időben. De örülök neki. Végre valami, ami csak az enyém, nem
Gergelyé, nem az önkormányzaté. Lukas nagyon más, mint én, gyorsan dönt, sokat beszél, és mindent
Rhinóban csinál. Majd kitaláljuk.

Egy dolgot leírok, hogy emlékezzek: nem akarok még egy évet úgy eltölteni, hogy minden este 11-ig
dolgozom. Ez nem élet. Reggel korábban bemegyek, 7:30-ra, és 5-kor eljövök. Ez a terv. (Haha.)

## A lakás, a pénz

A lakáshitel kamatperiódusa jövő márciusban jár le. Most 4,95% a kamat, ami a mostani piaci kamatokhoz
képest ajándék. Márton szerint 7% körül lesz, és akkor havonta 30–35 ezerrel több a törlesztő. Ezt
most még nem akarom végiggondolni, de kellene. Márton azt mondta, megnézi más bankok ajánlatait. Márton
sok mindent megnéz. :)

A társasházban is van mozgolódás: a közös képviselő azt írta a lépcsőházi hirdetőtáblára, hogy jövőre
napirendre kerül a homlokzatfelújítás. A párkány alól áprilisban leesett egy darab vakolat, szerencsére
éjjel. Ez drága lesz mindenkinek. Én persze már most tudom, milyen színt szeretnék, de ezt majd akkor.

Az autónak jövő tavasszal műszaki vizsga. Ezt csak azért írom, mert a forgalmit kerestem a kesztyűtartóban,
és megláttam a dátumot. Majd.

## Márton, mi

Jól vagyunk. Fáradtak vagyunk. Augusztusban megyünk a Balatonra egy hétre, Révfülöpre, ugyanoda, mint
tavaly. Márton azt mondta, hogy abban a hétben nincs laptop. Megígértem. Meglátjuk. Néha azt érzem, hogy
csak logisztikát beszélünk: ki viszi Bencét, ki megy a boltba, ki hívja fel a bankot, ki megy Debrecenbe.
Tegnap este viszont leültünk, és megnéztünk egy filmet, és nevettünk, és az jó volt. Több ilyen kell.

Márton szerint túl sokat vállalok. Ezt már hallottam. Szerinte a LearnScape "megint egy projekt, amiből nem
lesz pénz". Lehet. De ettől leszek jobb építész, nem a tornaszobák belmagasságától.

## Én

Jógára nem jártam márciusóta. Futni sem. Az egyetlen mozgásom a Nyugati és a Debrecen közötti vonat
peronja. Szeptembertől vissza akarok menni a keddi jógára, a Pozsonyi úton. Leírom, hogy számon kérhessem.

Olvasni szeretnék. Van egy könyv az éjjeliszekrényen három hónapja, a könyvjelző a 40. oldalon. Nyáron.

Azt is észrevettem, hogy a telefonom mindent elvisz. Elhatároztam, hogy este 9 után nem nézem a munkahelyi
leveleket. Ez már a harmadik ilyen elhatározás idén.

## A nyár logisztikája (mert ez a fele az életemnek)

Július: apa a rehabon három hétig, Bence az erdei táborban egy hétig, én az ÉTDR-beadással. Márton azt
mondta, hogy a tábor hetében ő viszi reggel a buszhoz, mert az ő irodája közelebb van, én pedig hozom
délután. A rehab alatt hétvégente megyek Debrecenbe, legalább kétszer, Réka a hét közben. Augusztus:
Balaton, aztán a suli előtti héten tanszerek, cipő (megint kinőtte), és úszóiskola-jelentkezés. Valahogy
úgy érzem, hogy minden hónapnak van egy saját projektmenedzsere, és az mind én vagyok.

Anyósom azt ajánlotta, hogy Bence augusztus végén menjen hozzájuk Tatára egy hétre. Ez nagyon jó lenne,
csak Márton anyukája mindenhova mogyorós süteményt süt, és Bencének tavasszal kiütése lett tőle. Meg kell
vele beszélni, de úgy, hogy ne sértődjön meg. Ez nehezebb, mint a tornaszoba belmagassága.

## Amit szeretek, amit nem (hogy legközelebb ne felejtsem el)

Szeretem a reggeleket az irodában, amikor még senki nincs bent, és a Paulay Ede utcára süt a nap. Szeretem,
amikor egy alaprajz hirtelen "összeáll". Szeretem, amikor Bence elmagyarázza, hogyan működik a lego-daru.
Nem szeretem a telefonhívásokat, a kétórás megbeszéléseket napirend nélkül, és azt, amikor valaki
"csak gyorsan" átküld egy módosítást péntek délután ötkor. Nem szeretem a szürke homlokzatokat (ezt majd a
közgyűlésen is elmondom, ha odajutunk). Szeretem a Balatont szeptemberben, amikor már nincs tömeg. Nem
szeretem, hogy ezt a listát csak fröccs mellett tudom megírni.

## Pénz, röviden

Az idei tervezési díjak rendben vannak, a stúdió jól áll, Gergely azt mondta, hogy év végén lesz prémium, ha
az iskola engedélye meglesz. Ez egy elég nagy "ha". A LearnScape-nek nevezési díja van, 150 euró, ezt
Lukasszal felezzük. Apa gondozása, ha lesz, havonta jelentős összeg lesz, Rékával felezni fogjuk, ezt már
most tudom, és Márton is rendben van vele. Az autón is lesz egy nagyobb szerviz ősszel. A hitel fordulója
tavasszal – erről fent. Nem vagyunk rosszul, csak minden egyszerre jön.

Réka azt mondta, hogy apa nyugdíja egyébként nem rossz, de a gyógyszerek és a rezsi után nem sok marad,
gondozást abból nem tud fizetni. Ezt majd együtt kell kitalálnunk, hármasban, apával is. Nem a fejük felett.

## Egy emlék, ami ma eszembe jutott

Apa a rehab előtti este azt mondta telefonon, hogy amikor én hétéves voltam, ő tanított meg biciklizni a
Nagyerdőn, a tó körül, és hogy most én tanítom őt újra járni. Nem én tanítom, hanem a gyógytornász, de
értettem, mit akar mondani. Utána sokáig ültem a kocsiban a ház előtt, mielőtt feljöttem. Márton lejött
értem, és nem kérdezett semmit, csak leült mellém. Ezért is szeretem.

## Lista a második félévre (hogy legyen valami konkrét)

- apa: rehab után otthoni gondozás utánajárni, Rékával leülni és őszintén beszélni (pénz, idő, ki mit vállal)
- Bence: erdei tábor (júl.), úszás ősztől, allergológia ősszel, olvasás
- munka: ÉTDR beadás júliusban, statikus szerződés, LearnScape regisztráció ha kiírják
- lakás: hitelkiváltás ajánlatok (Márton), homlokzat – figyelni
- én: jóga, könyv, 9 után nincs munkahelyi mail

Ennyi. Elfogyott a fröccs, és csípnek a szúnyogok. Jó éjt, Eszter.
"""

LONG["notes/long/2024-12-29_ev_vege.md"] = """---
title: Év vége – Debrecen, a régi szobámban
date: 2024-12-29
tags: [napló, hosszú]
---

# Év vége gondolatok (Debrecenben, apánál)

Itt ülök a régi szobámban, a régi íróasztalnál, amin még mindig ott a filctollal írt nevem a fiók belsejében,
és odakint szürke, ködös debreceni délután van. Bence Rékáéknál játszik az unokatestvéreivel, Márton apával
nézi a híradót a nappaliban, pontosabban apa nézi, Márton meg alszik. Van egy órám. Leírom az évet.

## Az utazásról, mert ezen mindig felhúzom magam

A vonat. Idén sokat jártam Debrecenbe, kéthetente, és rájöttem, hogy a reggeli **7:23-as InterCity** a
Nyugatiból az egyetlen, amivel élhető: a 6:23-as túl korai, Bencét nem tudom előtte átadni Mártonnak, a
későbbiek meg mindig tömve vannak. A 7:23-ason első osztályon tudok dolgozni, van konnektor, és Szolnok
után általában már csendes a kocsi. Visszafelé a vasárnap esti vonatokon mindig állni kell, ezt utálom.
Ha tehetem, a 7:23-asat veszem, és előre megváltom a helyjegyet az appban. Jövőre is így lesz. Autóval
nem szeretek jönni: az M3 pénteken délután egy rémálom, és vezetni nem tudok dolgozni.

## Szalai. Igen, megint.

Ezt most kiírom magamból, mert különben szilveszterkor is ezen fogok rágódni. Elegem van. **Elegem van
abból, hogy egy felnőtt ember, aki aláírt egy szerződést, három hónapon keresztül minden határidőt
elmulaszt, és minden alkalommal egy udvarias, háromsoros levélben közli, hogy "sajnos egy kicsit csúszik".**
Novemberre ígérte. Aztán december elejére. Aztán december közepén megint írt, hogy január 10. Január 10!
A hiánypótlás határideje meg közben fut, Andrea már kétszer kérdezte, és én mindig azt mondom, hogy "a
statikus dolgozik rajta". Dolgozik? Nem tudom. Gergely szerint ő ilyen, "de a végén mindig jó munkát ad
le". Gergelynek könnyű, nem neki kell Andreával levelezni.

És ami a legjobban bosszant: magamra is haragszom, mert nem hívtam fel. Írtam neki. Mindig írok, mert utálok
telefonálni, mert a telefonon nem tudom végiggondolni, mit mondok, és a végén mindig engedek. Gergely
szerint hívjam fel, és mondjam meg, hogy ha január 10-re nincs meg, akkor keresünk mást. Nem fogunk mást
keresni, mert nincs más, aki két hét alatt megcsinálná. Ő is tudja. Ezért csúsztat.

Jó, ennyi. Kiírtam. Kicsit jobb.

## Apa

Apa sokkal jobban van, mint nyáron. A bottal már egyedül lemegy a boltba, ha nem jeges a járda. A gondozás
bevált: hétfőn, szerdán, pénteken jön Marika, segít fürdeni, bevásárol, és – ez a lényeg – apa beszélget
valakivel. Apa szerint "túl sokat beszél", de amikor Marika egyszer nem jött, apa egész nap kérdezgette,
hogy miért. A pénz: a havi számla nem kevés, Rékával fele-fele osztjuk, én utalom, ő visszautalja a felét
– legalábbis elvileg, mert decemberben még nem utalt, és nem akarom szóvá tenni karácsonykor.

A novemberi csúszás a fürdőben megijesztett mindenkit. Réka azóta a fürdőszobáról beszél minden alkalommal,
és igaza van, meg kell csinálni rendesen. Januárban, ő tudja pontosan, mi kell.

Apa nyugdíja januárban emelkedik valamennyit, a szokásos inflációkövető emelés. Réka mondta, hogy jön majd a
levél.

## Bence

Bence idén nagyon sokat nőtt, nem csak centiben. Az allergiateszt ősszel: végre kiderült, mi a baj, a
doktornő nagyon rendes volt, és Bencének is elmagyarázta, hogy mit nem ehet, türelmesen, a saját nyelvén,
rajzolt neki egy kis táblázatot is, amit Bence azóta a hűtőre ragasztott. Azóta
Bence minden süteménynél megkérdezi, hogy "van benne mogyoró?", ami egyszerre aranyos és szívszorító.

Az úszás: keddenként, a Delfinnél, már a víz alá is bemegy, és a hátúszás egészen szép. Télen persze minden
kedden harc a sapkával meg a hajszárítással. Tavasztól lehet, hogy változik a csoportbeosztás, írták.

Karácsonyra legót kapott (a nagy tűzoltóállomást), és két napig nem lehetett tőle megszólalni. A suliban az
olvasás lassan megy, de megy. Kati néni a fogadóórán azt mondta, nincs ok aggodalomra.

## Munka, Lukas

A LearnScape regisztráció januárban nyílik. Lukasszal novemberben és decemberben is beszéltünk, két koncepció
van: "The Bridge" – egy hosszú híd-épület egy lesüllyesztett játszóutca felett, és "Courtyard Terraces" –
lépcsőzetes udvarok. Lukas a hídért rajong, és őszintén szólva most én is afelé hajlok, mert erős, egyszerű
gesztus, egy zsűri ezt egy pillanat alatt érti. A terasz okosabb, de nehezebb két A1-es lapon eladni. Majd
januárban eldöntjük. Tavasszal megyek Bécsbe pár napra dolgozni vele.

Az iskolabővítés egyébként, Szalaitól eltekintve, halad: a közmű-hozzájárulás jön januárban, Dóri csinálja
az akadálymentesítést, a tűzvédelmi leírás kész.

## A lakás

A radiátor-ügy: Bence szobájában novemberben elkezdett csöpögni a radiátor. Oláh, a vízszerelő, kicserélte
a szelepet, és azt mondta, hogy maga a radiátor "még bírja pár évig". Mártonnal abban maradtunk, hogy
most csak a szelep, a cserét majd tavasszal vagy nyáron. Egyelőre nem csöpög. Lekopogom.

A hitel: a bank még nem küldte az értesítőt az új kamatról. Januárban kell jönnie. Márton számolgat, én
nem akarok. A régi kamattal 152 ezer a havi részlet, ennél csak több lehet.

A közös képviselő írt, hogy tavasszal közgyűlés lesz a homlokzatról, három árajánlatot kértek be. Jaj.

## Karácsony

Idén Debrecenben voltunk, apánál, először a műtét óta. Réka főzött, én sütöttem (mogyoró nélkül, persze),
apa pedig ragaszkodott hozzá, hogy ő vágja fel a bejglit, ahogy mindig. A bottal állt a konyhapultnál,
és senki nem mert szólni. Bence a nagy tűzoltóállomással volt elfoglalva, Réka gyerekei a társasjátékkal.
Márton és a sógorom a kertben a grillt próbálták beindítani decemberben, mert "miért ne". Nem indult be.

Apa a vacsoránál elmondta, hogy nagyon hálás nekünk, és hogy tudja, mennyi vele a munka. Ezt még soha nem
mondta így. Réka elsírta magát, én a mosogatóhoz mentem, hogy ne lássák, hogy én is. Ez volt az év
legszebb pillanata, azt hiszem.

Karácsony után Marika nem jön két hétig, ünnepek, Réka jár át naponta. Januártól megint minden a
megszokott rendben. A Gondos Kéz azt írta, hogy jövőre valószínűleg emelnek az óradíjon, "a bérek miatt".
Ez várható volt.

## Mi volt jó idén (hogy ne csak a panasz maradjon meg)

- apa műtéte sikerült, és újra jár
- Bence második osztályos, olvas (lassan), úszik (egyre gyorsabban), és nem lett baja az allergiától
- a gondozás működik, és Rékával jobban együtt tudunk dolgozni, mint valaha
- Lukasszal egy igazi közös projektünk van
- a Balaton augusztusban: egy hét laptop nélkül (majdnem)
- Mártonnal a nehéz hónapok ellenére is jól vagyunk

## Mi nem volt jó

- Szalai (lásd fent, nem írom le újra)
- túl sok este dolgoztam 11-ig. Megint.
- a radiátor és a parketta
- nem voltam elég türelmes Bencével ősszel
- a jóga (lásd fent)
- a telefonos elhatározás (9 után nincs munkahelyi mail) két hétig tartott

## A stúdió, Gergely

Az év végi prémium: megjött, kisebb, mint amit Gergely nyáron mondott, mert "az engedély még nincs meg".
Az engedély azért nincs meg, mert nincs statika. A statika azért nincs meg, mert... (lásd fent). Szóval a
prémiumom is Szalain múlt. Ezt nem mondtam ki hangosan, de gondoltam.

Dóri nagyon jó. Idén ő vitte a rajzok felét, és soha nem panaszkodik. Jövőre szeretném, ha ő is kapna egy
saját kis projektet, mondjuk egy tetőtér-beépítést, hogy ne csak az én iskolámat rajzolja. Gergelynek
januárban szólok.

A tavalyi két tetőtér-beépítés, amit befejeztünk, szépen sikerült. Az egyik ügyfél küldött karácsonyi
képeslapot, a nappalijukról egy fotóval, a gerendák alatt a karácsonyfa. Kitettem a monitorom mellé.

## Egészség, rövid

Ősszel kétszer voltam beteg, egyszer Bence hozta a suliból, egyszer meg magamtól, a kimerültségtől. A
háziorvosom azt mondta, hogy "pihenjen többet", amin mindketten nevettünk. Januárban vérvétel, rutin.
Márton elkezdett futni, kétszer egy héten, a Margitszigeten, és azt mondja, hogy jöjjek vele. Reggel
6-kor. Nem.

## Egy gondolat a házról

A homlokzatról egyébként sokat gondolkodtam. Ez az egyetlen olyan dolog a házban, amihez tényleg értek, és
mégis úgy érzem, hogy a közgyűlésen nem fogok tudni semmit elérni, mert mindenki a legolcsóbbat akarja, és
senkit nem érdekel, milyen lesz a ház harminc év múlva. Márton is a legolcsóbbat akarja. Értem. Csak
szomorú. Talán írok egy rövid, egyoldalas összefoglalót a lakóknak arról, hogy miért fontos a szigetelés
anyaga és a régi részletek megtartása. Ha nem leszek túl fáradt.

## A vonatról még egyszer, mert ezt Márton mindig elfelejti

Ha Márton vagy Réka kérdezi, mikor jövök: a 7:23-as IC-vel, Nyugatiból, 10 óra előtt Debrecenben vagyok.
Ha a 7:23-as kimarad (ünnep, pályafelújítás), akkor a 8:23-as, de azzal már a piacra nem érünk oda apával.
Az esti vonatokat, amelyekkel "még aznap hazaérek", nem szeretem, mert Bence addigra alszik.

## Jövőre

- Szalait felhívni. TELEFONON. (ha január 10-re nincs meg)
- apa fürdőszoba – Rékával januárban, amit ő kitalált
- LearnScape: beadni, és nem bánni meg
- Bence: úszás, olvasás, allergia kontroll tavasszal
- én: a jóga tényleg, nem csak leírva (szeptemberben kétszer voltam, haha)
- Mártonnal: egy hétvége kettesben, Bence a nagyiéknál. Tavasszal?

Még egy dolog, mielőtt elfelejtem: Bence azt kérte a Jézuskától (aki idén is Debrecenbe hozta az
ajándékokat, mert "a Jézuska tudja, hol vagyunk"), hogy jövőre ő is jöhessen velem Bécsbe. Megígértem, hogy
egyszer elviszem, megnézni a Práter óriáskerekét. Ezt is fel kell írni valahová, mert ő nem fogja elfelejteni.
És Réka kérte, hogy januárban üljünk le a kiadások táblázata fölé, mert szerinte valami nem stimmel benne.
Szerintem stimmel, csak ő nem írta be a saját patikai kiadásait. Majd meglátjuk. A testvéri béke fontosabb.

Kint közben besötétedett, és a szomszéd már a petárdákat próbálgatja, két nappal szilveszter előtt.
Apa szerint "régen ilyen nem volt". Régen is volt, apa.

Hallom, hogy apa felébresztette Mártont, mert kezdődik a sport. Megyek.
"""

LONG["notes/long/2025-03-02_vasarnap_este.md"] = """---
title: Vasárnap este, bőröndpakolás előtt
date: 2025-03-02
tags: [napló, hosszú]
---

# Vasárnap este

Szerdán megyek Bécsbe, három napra, Lukashoz dolgozni. A bőrönd nyitva a hálószobában, benne eddig egy
pulóver és a laptop töltője. Ez is valami. Előtte leírom, mi van, mert a fejem tele van, és ha Bécsben is
ezeken pörgök, akkor semmi értelme az egésznek.

## Bécs, Lukas, a pályázat

A beadásig kevesebb mint hat hét van. A koncepciót még mindig nem zártuk le. Januárban mindketten a hídra
hajlottunk, aztán februárban, amikor Lukas gyakornoka megcsinálta az első tömegmodelleket, kiderült, hogy
a híd a mi kitalált telkünkön túl hosszú, és a játszóutca alatta sötét lesz. A teraszos változat a
modelleken sokkal jobban néz ki. Szerdán Bécsben eldöntjük, Bridge vagy Terraces, mert tovább nem lehet
húzni. Én már tudom, mire fogok szavazni, de hagyom, hogy Lukas is "rájöjjön". :)

Vinni kell: a metszeteket (még nincsenek kész, a vonaton befejezem), a magyar szabályozási összefoglalót
(ezt már elküldtem februárban), a pendrive-ot a régi makettfotókkal, és ajándékot Lukas lányának – Túró
Rudit, mert azt kérte. Lukas azt mondta, hogy az irodájában lehet dolgozni éjjel is, és hogy a környéken
van egy jó kávézó, ahol reggel 7-kor nyitnak. Ez nekem pont jó.

Bencét Réka hozza fel csütörtökön és péntekön ő viszi iskolába, mert Márton csütörtökön Győrben van egész
nap. Megírtam neki egy lapot mindenről (kaja, allergia, úszás, esti olvasás). Réka nevetett, hogy "nem
először vigyázok gyerekre", de tudom, hogy örül neki, hogy le van írva.

## A hitel

Márciustól él az új kamat. A banki levél januárban jött, és hát... Márton kiszámolta, hogy évente több mint
400 ezerrel többet fizetünk. Kiváltás: két banktól kért ajánlatot, az egyik rosszabb, a másik alig jobb,
és a kiváltás költségeivel együtt nem éri meg. Szóval maradunk. Előtörlesztés: a szerződés szerint a
fordulónál díjmentes lett volna, de nincs miből. Egy ideig kevesebbet megyünk étterembe. Ez van.

## A radiátor. Megint.

Februárban újra elkezdett csöpögni, ugyanott. Ezúttal nem a szelep. Oláh megnézte, és azt mondta, hogy most
már tényleg a radiátor maga, a bal alsó sarok átrozsdásodott. Mártonnal kicsit összevesztünk, mert ő
decemberben azt mondta, hogy "minek cserélni, ha megy", én meg mondtam, hogy a parketta már így is tönkrement.
A végén megbeszéltük chaten, ott van leírva, mire jutottunk. Szombaton jön Oláh, a radiátort már megrendeltük,
a webshop szerint csütörtökre ideér. Remélem, nem kell a parkettát is cserélni, mert azt most tényleg nem.

## A ház

A közgyűlés a homlokzatról március 26-án lesz, este. Meghívó februárban jött, benne a három árajánlat.
Mindhárom drága. Az egyik cég tavaly a Pozsonyi úton csinált egy homlokzatot, szépen, a másikról semmit
nem tudok, a harmadik a legdrágább és "prémium". Kelemenék a 2. emeletről szürkét akarnak. Szürkét! Egy
1937-es háznak! Mindegy, ezt a közgyűlésen el fogom mondani, ha addig nem felejtem el, hogy ne legyek
túl építész. Márton szerint a közgyűlésen az a legfontosabb, hogy ne szólaljak fel húsz percig. :)

Ha nem érünk oda, meghatalmazás kell. Márton szerint menjünk el mindketten, mert ez a lakásunk értékéről
is szól.

## Apa

Apa egészen jól van. Múlt héten már egyedül elment a piacra, a bottal, ami Rékát teljesen kiborította,
apát meg nagyon boldoggá tette. A hónap végén ortopédiai kontroll, Réka viszi. Marika, a gondozónő,
szabadságra megy március közepétől pár hétre, a Gondos Kéz küld helyettest – apa ezt persze nem akarja,
"nem akarok idegent a lakásban", de majd megszokja, mint Marikát is. Azt mondták, írnak, ki jön.

Apa nyugdíja januárban emelkedett, de közben a Gondos Kéz is emelni fog, ezt már jelezték. Majd írnak
hivatalosan. A közgyógyellátást is intézni kellene, Réka szerint apa jogosult lehet, de a kormányablakba
el kell menni. Ez még hátra van, mindig elmarad valami miatt.

A fürdőszoba: januárban Réka és a sógorom megcsinálták, amit Réka novemberben kitalált, a segédeszközöket
én rendeltem meg. Apa morgott, de használja. Ezt nagyon jó leírni: egy dolog, ami kész.

## Munka

Az iskolabővítés. A hiánypótlást március végéig be kell adni. Dóri sokat haladt, de még van pár
aláírás és papír, a lista a hiánypótlás-jegyzetben. Szalai... Szalai februárban végre küldött
valamit, egy részleges anyagot, és írt egy új dátumot. Nem hiszek neki, de ez a legjobb, ami van. Gergely
azt mondta, hogy ha ez is csúszik, ő maga hívja fel. Végre.

Andreával a hónap közepén egyeztetés a Hivatalban, arról, hogy mi lesz, ha a hiánypótlás nem megy be
időben. Nem akarok erre gondolni.

## Bence

Bence februárban kapta a félévi értesítőt: matek kiváló, olvasás jól. Kati néni szerint sokat fejlődött.
Az úszás átkerült másik napra, és új edzője van, egy fiatal lány, akit Bence szerint "sokkal viccesebb", mint
az előző. Még mindig keverem a napokat, egyszer már majdnem rossz napon vittem. Márton beírta a naptárba.

Az allergia-szezon jön: a cseppet március elejétől kell adni, este. Már megvettem. A kontrollt áprilisra még
nem kértem, pedig leírtam. Holnap.

Azt kérdezte tegnap este, hogy "anya, miért mész Bécsbe, ha itt is vannak iskolák?". Nem tudtam jól
válaszolni. Azt mondtam, hogy "azért, hogy kitaláljak egy iskolát, ahol jó gyereknek lenni". Erre azt mondta:
"legyen benne csúszda". Lehet, hogy beletesszük. Komolyan.

## Én, mi

Jóga: kétszer voltam februárban. Ez több, mint tavaly ilyenkor. A könyv az éjjeliszekrényen: a 112. oldalon
tart a könyvjelző. Haladás.

Mártonnal jobban vagyunk, mint decemberben. A radiátoros vita után leültünk, és megbeszéltük, hogy a pénzügyi
dolgokról nem chaten vitatkozunk, hanem este, egy pohár bor mellett. (A radiátort azért chaten döntöttük
el, de az már a vita után volt.) Áprilisra terveztünk egy hétvégét kettesben, Bence a nagyiéknál lesz. Hogy
hová megyünk, az még titok, Márton szervezi.

## Pénz, megint

Rékával végre leültünk a táblázat fölé, mert decembertől kezdve a felét nem utalta vissza a számláknak, és
ez engem bántott, de nem mondtam semmit. Kiderült, hogy ő azt hitte, hogy a segédeszközöket én "ajándékba"
vettem apának, és azért nem számolta. Megbeszéltük. A táblázatban most pontosan benne van, mi rendezett és mi
nem. Jó, hogy le van írva, mert különben mindketten másra emlékeznénk. Márton szerint a testvérek közötti
pénzügy a legveszélyesebb dolog a világon. Lehet.

A Gondos Kéz emelése március elsejétől él, ezt még nem vezettem át sehol. A nyugdíjemelés kb. fedezi a
különbséget, ha apa a gyógyszereken nem költ többet.

A műszaki vizsga: az időpontot februárban lefoglaltam, a visszaigazoló levél megjött, Márton viszi reggel az
autót. Előtte ablaktörlő és izzók, a lista a jegyzetben van. Ha nem megy át, az katasztrófa, mert a forgalmi
hamarosan lejár, és az autó nélkül a debreceni utak is nehezebbek (nem, azért vonattal járok, de apa
dolgai miatt néha kell).

## Amin Bécsben gondolkodni akarok (nem csak a pályázat)

Szeretném megkérdezni Lukast, hogyan szervezi a kis irodáját: három emberrel dolgozik, és mégis nyernek
pályázatokat. Gergely a stúdiót nagyon "régi módon" viszi, minden döntés rajta megy keresztül, és ez
engem egyre jobban zavar. Nem akarok elmenni, de szeretnék több saját projektet. A LearnScape lehet az
első ilyen, ha jól sikerül. Ha nem is nyerünk, de legalább egy megvételt.

Azt is el akarom mondani Lukasnak, hogy a Rhinót nem fogom megtanulni. Szeretem, ahogy ő modellez, de én
Archicadben gondolkodom, és ezt nem akarom egy pályázat közepén megváltoztatni. IFC-vel cserélgetjük,
ahogy eddig. Múltkor a Teams-hívás végén azt mondta, hogy "you'll switch eventually", nevettem, de nem.

És a kávézó, ami reggel 7-kor nyit. Azt nagyon várom. Egy óra csend, egy jó kávé, és egy üres skicc-papír.
Lehet, hogy ez a legjobb része az egész útnak.

## A lakásról, általában

Néha arra gondolok, hogy el kellene adni a lakást, és kertes házat venni valahol Budán, a hegyen. Aztán
eszembe jut a hitel, a kamat, a homlokzat, a radiátor, és rájövök, hogy ez csak egy fáradt vasárnap esti
gondolat. A lakásunkat szeretem: a magas belmagasságot, a régi ablakokat, a reggeli fényt a konyhában, és
hogy Bence iskolája öt perc. Ha a homlokzat kész lesz, szép lesz a ház is. Ha nem szürkére festik.
Erről majd a közgyűlésen.

## Ami aggaszt

A hiánypótlás. Ha március végéig nem megy be, Andrea szerint a hatóság elutasíthatja a kérelmet, és akkor
újra kell kezdeni az egészet, új díjjal, új ügyszámmal, mindennel. Gergely szerint "nem fogják, mert
önkormányzati beruházás". Ezt nem tudom, mennyire higgyem el.

Bence fülfájása az úszás után: kétszer volt már idén. Lehet, hogy füldugó kell. Meg kell kérdezni az új
edzőt, mit ajánl, vagy a gyerekorvost.

Egy utolsó gondolat: Gergelynek meg kellene mondanom, hogy ősztől heti egy napot otthonról szeretnék
dolgozni, a debreceni utak miatt is. Eddig sosem mertem kérni. Bécs után, ha a pályázat jól megy, talán
könnyebb lesz. Vagy nem. De legalább leírtam.

## Lista a következő hónapra

- Bécs: koncepció eldöntése, metszetek, az abstract rövidítése (a 300 szóból most 410 van)
- ÉTDR hiánypótlás március végéig (checklist!)
- közgyűlés – elmenni, nem felszólalni húsz percig
- radiátor szombaton, Oláh – valakinek itthon kell lenni, Márton
- autó: műszaki vizsga – időpont megvan, a forgalmi lejárata előtt
- apa: kontroll, közgyógyellátás, helyettes gondozó
- Bence: allergia kontroll időpont, úszás új napon
- én: aludni

Még valami: a bőröndbe kell az esernyő, mert Bécsben egész héten esőt mondanak, és a szép cipőt nem
viszem, mert úgyis csak az irodában leszek meg a kávézóban. Lukas azt mondta, hogy csütörtök este elvisz egy
Heurigerbe, a csapatával. Jó lesz. Már nagyon régen voltam olyan helyen, ahol senki nem tud rólam semmit,
csak annyit, hogy építész vagyok.

Megyek pakolni. A pulóver mellé legalább egy nadrág is kell.
"""
