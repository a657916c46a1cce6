# -*- coding: utf-8 -*-
"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/pohdintoja/2024-10-20-syysloman-jalkeen.md"] = """---
title: Syysloman jälkeen – purkua
date: 2024-10-20
tags: [pohdintoja, koulu, mökki, lapset]
---
# Sunnuntai-illan purkua

Lapset tulevat huomenna Juhalta takaisin ja minulla on vielä yksi ilta hiljaisuutta. Yritän
kirjoittaa tähän kaiken, mikä pyörii päässä, koska muuten en saa unta. Työnohjaaja sanoi
viime keväänä, että kirjoittaminen tyhjentää työmuistia ja että asiat näyttävät paperilla
pienemmiltä kuin pään sisällä. Kokeillaan. Tämä ei ole mikään järjestelmällinen lista, vaan
sitä mitä tulee mieleen, siinä järjestyksessä kuin tulee.

## Mökki ja kiuas

Eilen oltiin Pekan kanssa mökillä, kun uusi kiuas asennettiin. Asentaja oli paikalla jo
vähän ennen yhdeksää ja teki tosi siistiä jälkeä. Hän tarkisti hormin ensin lampun ja
peilin kanssa ja sanoi, että se on yllättävän hyvässä kunnossa ikäisekseen. Pelkäsin ihan
tosissani, että sieltä löytyy jotain ikävää ja koko homma venyy talven yli. Isä muurasi
sen hormin aikanaan itse, ja vaikka isä oli tarkka, en ollut varma kestääkö se nykyiset
vaatimukset. Kesti.

Vanha kiuas kannettiin ulos Pekan kanssa kahdestaan, ja se painoi ihan järkyttävästi.
Kaksikymmentäkuusi vuotta kuumuutta, ja silti se oli muodoltaan täsmälleen sama kuin isän
aikaan. Melkein harmitti luopua.

Illalla otettiin ekat löylyt. Löyly oli pehmeä ja kosteampi kuin vanhassa, ja kivet
rätisivät ihanasti. Istuttiin Pekan kanssa lauteilla pitkään hiljaa. Sitten Pekka sanoi,
että isä olisi tykännyt, ja minä itkin vähän, mikä oli ihan ok. Äiti soitti yhdeksältä ja
kysyi, miltä tuntui. Sanoin, että kuin ennen vanhaan. Hän oli tyytyväinen, vaikka yritti
kuulostaa siltä ettei asia kuulu hänelle.

Mökillä oli jo syksyn tuoksu. Järvi oli tumma ja tyyni, ja laituri keinui oudosti, kun
kävelin sen päähän. Pekka epäilee, että pari kelluketta on vuotanut täyteen vettä. Se on
seuraava projekti, ja veikkaan että kallis. Pitää pyytää joku katsomaan ennen jäitä, jotta
saadaan tarjous talven aikana ja työ tehtyä keväällä. Pekka lupasi soittaa sille Koskelalle,
joka teki naapurin laiturin kaksi vuotta sitten.

Tie oli hyvässä kunnossa, tiekunta oli lisännyt mursketta mäkeen. Enää ei tarvitse ottaa
vauhtia alhaalta ja rukoilla, että renkaat pitävät. Ihmettelin kyllä, miten mäki kestää
kevään kelirikon, kun sinne ajetaan raskailla kuormilla. Mutta se on tiekunnan murhe.

## Koulu: Vilho ja muut

Vilho on ollut meillä nyt kaksi kuukautta. Alku oli raskas, mutta nyt alkaa näkyä valoa.
Kuvitettu päiväjärjestys toimii paremmin kuin uskalsin toivoa, ja ensin–sitten-kortista on
tullut koko luokan juttu: muutkin haluavat nähdä, mitä "sitten" tulee. Kuulosuojaimet ovat
pulpetissa, ja Vilho ottaa ne itse, kun ääni nousee liikaa. Se on iso asia. Syyskuun alussa
hän vain jähmettyi ja itki.

Lukeminen on edelleen hidasta, mutta hän on oppinut pyytämään apua. Onni on ollut aivan
loistava parina, rauhallinen ja kärsivällinen. Pitää muistaa kehua Onnia myös, ettei hän
jää apulaisen rooliin. Onnin äiti kysyi vanhempainillassa, onko Onnilla "liikaa vastuuta".
Ymmärrän huolen. Vaihdan pareja marraskuussa joka tapauksessa.

Palohälytysharjoitus oli katastrofi. Kukaan ei ollut kertonut minulle etukäteen tarkkaa
aikaa, ja Vilho meni täysin lukkoon käytävällä. Kannoin hänet melkein ulos. Jälkeenpäin
sanoin kiinteistöpuolelle, että meille tieto etukäteen, kiitos. Seuraavalla kerralla
harjoittelemme reitin etukäteen ilman hälytystä.

Sitten se samanaikaisopetus. Hanna on nyt meillä perjantaiaamuisin, ja se on juuri niin
turhaa kuin pelkäsin. Perjantain ekat tunnit meillä on käsityöt ja liikunta, luokka on
väsynyt, ja Hanna päätyy kiertelemään luokassa ja nostamaan pudonneita kyniä. Kirjoitin
Markulle syyskuussa ja perustelin, että tuki pitäisi kohdistaa matikkaan ja lukemiseen.
Markku vastasi lyhyesti ja käytävällä vielä lyhyemmin, että palaa asiaan marraskuussa, kun
kevään resurssit selviävät. Se ärsyttää. Hän on hyvä tyyppi ja ymmärrän, että budjetti on
mikä on, mutta tuntuu että luokanopettajan näkemys on "toive" ja lukujärjestys on
"todellisuus". Ja ne jotka tekevät lukujärjestyksen eivät ole luokassa perjantaiaamuna.

Hanna on samaa mieltä kanssani, mutta ei halua nokitella Markun kanssa, koska hänellä on
kuusi luokkaa ja kaikki haluavat häneltä jotain. Ymmärrän sen. Minä voin olla se, joka
nokittelee.

## Palaverit ja omat rajat

Tämä pitää kirjoittaa ylös, jotta muistan pitää siitä kiinni: lapsiviikoilla en ota
palavereja klo 16 jälkeen. Piste. Viime viikolla tiimipalaveri venyi vartin yli viiden, ja
Senni odotti eskarissa viimeisenä lapsena, takki päällä oven vieressä. Hoitaja ei sanonut
mitään, mutta katse sanoi. Sennikään ei sanonut mitään, ja se oli vielä pahempi.

Jatkossa sanon suoraan: parittomilla viikoilla lähden viimeistään neljältä, ja jos palaveri
on sovittu myöhemmäksi, osallistun alun ja luen muistion. Parillisilla viikoilla voin olla
vaikka iltaan, ja silloin voin ottaa niitä pitkiä arviointikeskusteluja ja
yhteissuunnittelua. Vanhempainillat ovat poikkeus, niitä on pari kertaa vuodessa ja silloin
äiti tulee lasten kanssa. Toivon, että kevään vanhempainilta olisi vähän aiemmin kuin kuudelta.

Tämä on myös asia, jonka voisin sanoa Markulle ääneen ilman että se kuulostaa
valittamiselta. Kaikilla on jotain. Petralla on iäkäs isä, Mikolla vauva.

## Lapset

Eeli on aloittanut salibandyn uudessa joukkueessa ja on aivan innoissaan. Valmentaja on
nuori ja kannustava, ja Eeli on ensimmäistä kertaa joukkueessa, jossa hän ei ole pienin.
Hän harjoittelee pihalla ranteita tunnin joka ilta, ja naapurin autotallin ovi on kärsinyt.
Pitää ostaa maali, jossa on verkko. Läksyissä Eeli on hidas mutta huolellinen, ja lukeminen
sujuu, kun aihe on jalkapallo tai avaruus.

Eeli kysyi syyslomaa ennen Juhan uudesta tyttöystävästä, Kaisasta. Hän halusi tietää, olenko
vihainen. Sanoin, että en ole, ja se on totta. Olen vähän haikea, mutta en vihainen. Kaisa
tuntuu mukavalta, ja lapset tykkäävät hänen koirastaan. Se riittää minulle nyt.

Senni on eskarissa onnellinen. Hän on keksinyt, että hänestä tulee "tanssijaopettaja", mikä
on kuulemma eri asia kuin tanssija tai opettaja. Hän haluaa aloittaa uimakoulun, koska hänen
kaverinsa Helmi osaa jo sukeltaa. Katson keväälle jotain lauantaiaamun ryhmää. Senni pelkää
vielä kasvoja veteen, mutta haluaa oppia, ja se on hyvä lähtökohta.

Syysloma meni lapsilla Juhan äidillä Pieksämäellä. Mummola, leipomista, metsäretki, ja Eeli
oli saanut ajaa mönkijää pihalla. Juha lähetti kuvan pullista. Olen iloinen, että lapsilla
on kaksi mummolaa, vaikka meidän liitto ei kestänyt.

## Kuoro

Joulukonsertin harjoitukset ovat alkaneet. Ohjelma on perinteinen, mikä on ihan hyvä tänä
syksynä, kun kaikki muu on uutta. Altoilla on pari hankalaa kohtaa, joissa menemme aina
sopraanojen perässä, ja Ilkka pysäyttää joka kerta. Harjoittelen kotona illalla, kun lapset
nukkuvat. Kuoro on ainoa paikka, jossa en ole kenenkään opettaja, äiti, sisko tai
osakas. Olen vain ääni muiden joukossa. Siitä en luovu.

Keskiviikkoiltojen logistiikka on hankalaa lapsiviikoilla. Emma naapurista on ollut
pelastus. Pitää päivittää hänelle lappu, ettei hänen tarvitse soittaa minulle kesken
harjoitusten.

## Auto

Corolla kävi katsastuksessa ja meni läpi, mutta huomautuksia tuli jarruputkista ja
ruosteesta. Kytkin luistaa mäessä. Autokorjaamon Timo sanoi ystävällisesti, että tähän ei
kannata enää laittaa rahaa. Seuraava auto on sähköauto, sen olen päättänyt. Ruoveden matka
ja kaupunkiajo, kotona voi ladata taloyhtiön pistokkeesta, ja bensan hinta ahdistaa.
Mutta ei ennen vuodenvaihdetta. Nyt ei ole rahaa eikä aikaa, ja joulu tulee.

Pitää alkaa katsoa vaihtoehtoja tammikuussa. Käytetty, ei uusi. Pekka lupasi tulla katsomaan
kanssani, koska hän ymmärtää autoista enemmän kuin minä, tai ainakin luulee ymmärtävänsä.

## Opiskelu

Hain avoimeen yliopistoon erityispedagogiikan perusopintoihin, ja pääsin! Opinnot alkavat
tammikuussa. Se tarkoittaa lauantaipäiviä Hervannassa tai keskustassa ja iltoja Moodlessa.
Olen innoissani ja vähän kauhuissani. Perustelin hakemuksessa juuri Vilhon kaltaisilla
oppilailla: haluan ymmärtää enemmän, enkä halua tuntea itseäni neuvottomaksi. Ja jos joskus
haluan hakea erityisluokanopettajaksi, nämä opinnot ovat pohja.

Hanna sanoi, että opinnot muuttavat tapaa katsoa omaa luokkaa. Hän sanoi sen vähän
varoittavasti, kuin olisi sanonut, ettei sen jälkeen voi enää olla näkemättä asioita.

## Äiti

Äidin polvi on huono, ja hän ei halua leikkaukseen ennen kuin on "pakko". Hän täyttää ensi
kesänä seitsemänkymmentä ja haluaa juhlat mökille. Tietenkin. Pekka ja minä järjestetään,
mikä tarkoittaa että minä teen listan ja Pekka hoitaa grillin. Äiti on jo nyt miettinyt
vieraslistaa ja sitä, mahtuuko mökille teltta. Mahtuu, jos laituri ja ranta ovat kunnossa.
Taas se laituri.

## Raha ja mökin kulut

Kiuas ja asennus menivät yhteensä vähän yli budjetin, koska kivet piti ostaa erikseen ja
kuljetus Ruovedelle maksoi. Pekan kanssa on sovittu, että mökin kulut jaetaan puoliksi,
paitsi ne jotka liittyvät vain toisen tavaroihin, kuten Pekan veneeseen. Se on toiminut
hyvin, kun kaikki kirjataan ylös heti. Ensi vuodelle teen oman taulukon, johon laitan
jokaisen kuitin päivämäärän ja maksajan. Viime vuonna yritimme muistaa ulkoa, ja
lopputuloksena oli yksi kiusallinen puhelu, jossa kumpikin oli varma maksaneensa enemmän.

Äiti haluaisi osallistua kuluihin, mutta emme ota häneltä rahaa. Hän tuo pullaa ja
pitää huolen kukkapenkistä, ja se on enemmän kuin tarpeeksi. Isän aikaan mökki oli
hänen valtakuntansa, ja nyt hän on kuin vieras omassa paikassaan. Yritän muistaa kysyä
hänen mielipidettään asioihin, vaikka päätökset tehdäänkin Pekan kanssa.

## Luettavaa ja kuunneltavaa

Luin syyslomalla kaksi romaania ja aloitin yhden tietokirjan neuropsykiatrisista
erityispiirteistä. Tietokirja oli raskas mutta hyödyllinen: siinä oli luku siirtymistä,
joka olisi pitänyt lukea jo elokuussa. Kuuntelen autossa äänikirjoja, mutta Corollan
radio pätkii, joten puolet lauseista jää kuulematta. Sekin on yksi syy vaihtaa autoa.

Kuoron joulukonsertin kappaleita kuuntelen kävelyllä, jotta ne menevät selkärankaan.
Eeli kysyi, miksi laulan kävellessä ääneen. Sanoin, että se on harjoittelua. Hän sanoi,
että se on noloa. Hän on yhdeksän.

## Lopuksi

Kun luen tätä, huomaan että suurin osa asioista on oikeasti ihan hyvin. Vilho edistyy, lapset
ovat terveitä ja iloisia, sauna on kunnossa ja kuoro jatkuu. Ärsyttävät asiat ovat
lukujärjestyksiä, rahaa ja tavaroita. Niistä selviää. Huomenna on maanantai, lapset tulevat
kotiin, ja ensimmäisenä Senni kysyy, saako hän katsoa piirrettyjä ennen läksyjä, vaikka hänellä
ei ole läksyjä. Saa.
"""

LONG["notes/pohdintoja/2025-01-12-tammikuun-sekamelska.md"] = """---
title: Tammikuun sekamelska
date: 2025-01-12
tags: [pohdintoja]
---
# Tammikuun sekamelska

Uusi vuosi, vanhat asiat. Istun keittiön pöydän ääressä, lapset ovat Juhalla ja ulkona on
kaksikymmentä astetta pakkasta. Corolla ei käynnistynyt aamulla, joten kävelin kauppaan ja
takaisin, ja se oli oikeastaan ihanaa. Kylmä selkeyttää. Yritän taas kirjoittaa kaiken yhteen
paikkaan, koska joulun ja vuodenvaihteen jälkeen pää on ihan sekaisin.

## Joulu

Joulu meni hyvin. Lapset olivat minulla aatosta tapaniin, ja Juha otti uudenvuoden viikon,
kuten sovittiin. Äiti tuli aattona, ja Pekka perheineen joulupäivänä. Senni sai toivomansa
tanssimaton ja Eeli salibandymaalin, jossa on verkko. Naapurin autotallin ovi kiittää.
Joulusaunaa ei päästy mökille lämmittämään, koska tie oli jäässä ja Pekka sanoi, että mäkeen
ei pääse ilman nastoja. Ensi vuonna sitten.

Uudenvuoden viikko yksin oli outo. Ensin nautin, sitten olin levoton, sitten siivosin
vaatekaapit. Sitä se on. Juha lähetti kuvan raketeista ja lapsista Kaisan koiran kanssa.
Kaikilla oli hauskaa. Minullakin, omalla tavallani: luin kaksi kirjaa ja nukuin pitkään.

## Koulu

Koulu alkoi tiistaina. Samanaikaisopetus lähti käyntiin uusilla ajoilla, ja ensimmäiset
tunnit ovat menneet yllättävän hyvin. Hanna otti toisen puolen luokasta käytävän päähän
ryhmätilaan ja minä toisen, ja lapset olivat ihan eri tavalla äänessä, kun ryhmä oli
puolet pienempi. Vilho vastasi kaksi kertaa oma-aloitteisesti. Kaksi kertaa! Kirjoitin sen
Kirsille Wilmaan ja hän vastasi kolmella sydämellä.

Markun kanssa on ihan ok. En saanut kaikkea mitä halusin, mutta sain tärkeimmän, eli
tuen matikkaan. Ohjaajaresurssista ei vieläkään kuulu mitään, ja se huolestuttaa. Timo
kiertää kolmessa luokassa, eikä hänestä riitä Vilholle kuin aamupäiviksi.

Vilhon arviointipalaveri on tammikuun lopussa. Valmistelen havainnot: lukemisen sujuvuus,
siirtymät, kaverisuhteet. Hän on löytänyt välitunnilla oman porukan, pari neljäsluokkalaista,
jotka rakentavat lumilinnaa. Se on iso asia, koska syksyllä hän kiersi välitunnit yksin
aidan viertä.

Kevään vanhempainilta pitää sopia. Toivottiin aiempaa aloitusaikaa, ja yritän saada sen
maaliskuulle ennen talvilomaa tai heti sen jälkeen. Katsotaan, mitkä illat ovat vapaita.

## Opiskelu alkaa

Erityispedagogiikan opinnot alkoivat Moodlessa. Ensimmäinen lähipäivä on helmikuun alussa
lauantaina. Luin ensimmäiset artikkelit ja olin ihan innoissani, sitten väsyin ja nukahdin
sohvalle tabletti kädessä. Opettaja vaikuttaa hyvältä, hänen videoluentonsa olivat selkeitä
ja hän puhui paljon käytännön esimerkeistä. Pitää tehdä aikataulu, muuten tämä valuu
sunnuntai-iltoihin.

Essee on kevään isoin työ. Aihe liittyy oppimisympäristön esteettömyyteen, ja aion kirjoittaa
omasta luokasta: akustiikka, valaistus, taukopaikka, kuvatuki. Luokassamme on kova kaiku, ja
olen ihmetellyt, miksi kukaan ei ole tehnyt asialle mitään. Ehkä essee on hyvä syy pyytää
akustiikkalevyjä.

## Auto

Corolla on nyt virallisesti tiensä päässä. Kytkin luistaa, ja aamun pakkaskäynnistys oli
viimeinen pisara. Aloitin sähköauton etsimisen. Olen selannut Nettiautoa iltaisin kuin
kiinteistösivuja aikanaan: tiedän jo kaikki Pirkanmaan käytetyt sähköautot nimeltä.

Rahaa on vähän. Säästöjä on kuutisentuhatta, ja Corollasta saa ehkä pari tonnia, jos joku
haluaa projektiauton. Loput lainaa. Ajatus lainasta ahdistaa, mutta toisaalta Corollan
korjaukset ja bensa ovat syöneet kuukausittain enemmän kuin uskallan myöntää. Tein
taulukon ja se oli järkyttävää luettavaa.

Pekka sanoi, että pitää katsoa akun kunto ja mieluiten lämpöpumppu, koska talvella mökille
ajaminen syö akkua. Juha sanoi, että Leaf on halvin. Äiti sanoi, että ota punainen, punaiset
autot näkyvät liikenteessä. Kaikilla on mielipide.

## Lapset

Senni aloitti uimakoulun lauantaina. Hän oli jännittänyt koko viikon ja nukkunut huonosti,
mutta altaalla hän oli ihan rohkea. Opettaja oli nuori ja lempeä. Juha vei, koska oli hänen
viikkonsa, ja lähetti videon, jossa Senni potkii laudan kanssa. Katsoin sen kymmenen kertaa.

Eeli on alkanut puhua kesäleiristä. Hänen kaverinsa Aatu on menossa johonkin
seikkailutyyppiseen leiriin, ja Eeli haluaa samaan. Haku on kuulemma helmikuussa. Pitää
puhua Juhan kanssa, koska leiri osuu luultavasti hänen viikolleen ja maksu jaetaan.

Eelin hampaat: hammashoitolassa sanottiin joulukuussa Sennin tarkastuksessa ohimennen, että
Eelin purenta kannattaa katsoa. Juha hoitaa, koska hänellä on joustavampi työaika. Tai niin
sovittiin.

## Mökki

Kävin Pekan kanssa mökillä loppiaisena. Tie oli aurattu, kiitos tiekunnan ja Kallen, ja
sauna lämpeni tunnissa pakkasesta huolimatta. Uusi kiuas on ihana. Avantoa ei ollut, mutta
kieriskelin lumessa. Pekka nauroi, mutta teki saman.

Laituri on jäässä kallellaan. Pekka oli huolissaan, että jäät painavat sen lopullisesti
rikki. Koskelan tarjous on voimassa keväälle, mutta jos runko on mennyt, hinta nousee. Ei
voi tietää ennen kuin jäät lähtevät. Se on sellainen asia, jota ei voi murehtia etukäteen,
mutta minä murehdin silti.

## Kuoro

Kuoron kevätkausi alkaa taas kohta. Kuulin, että harjoituspaikka vaihtuu remontin takia
helmikuusta alkaen, mutta en vielä tiedä mihin. Sihteeri lähettää tiedon listalle. Kevään
ohjelmasta ei ole vielä tietoa, Ilkka pitää sen salaisuutena tammikuun puoliväliin. Jos
kevät on raskas, kuoro pitää minut pinnalla.

## Raha

Tammikuu on aina köyhä. Joululahjat, mökin vakuutus, uimakoulu, tanssikoulun kevätmaksu,
salibandyn turnausmaksut. Juha maksaa puolet, mutta maksaa myöhässä, ja minä joudun
muistuttamaan, mikä tuntuu pikkumaiselta. Laitoin kaiken taulukkoon, ettei tarvitse muistaa
ulkoa. Taulukko ei valita.

## Vanhempainyhdistys ja koulun arki

Vanhempainyhdistys kokoontui viime viikolla, ja Kirsi oli siellä meidän luokan
edustajana. Hän kertoi, että yhdistys voi maksaa osan kevätretken rannekkeista, jos
luokka hakee avustusta maaliskuun loppuun mennessä. Pitää täyttää lomake ja liittää
alustava budjetti. Luokkatoimikunta järjestää myös leivonnaismyyjäiset ennen
talvilomaa, ja tuotto menee retkikassaan. Kiva, että vanhemmat ovat aktiivisia. Viime
vuoden luokalla kukaan ei ilmoittautunut mihinkään.

Koulun arki on tammikuussa aina raskasta. Pimeää, flunssia, sijaisia. Meidän käytävällä
on ollut kolmena päivänä sijainen jossain luokassa, ja se näkyy välitunneilla levottomuutena.
Timo on ollut kullanarvoinen: hän tuntee kaikki lapset nimeltä ja ehtii huomata, kun joku
on pahalla päällä. Hänen työpanoksensa on aliarvostettua, ja aion sanoa sen ääneen
seuraavassa opettajainkokouksessa.

Kolmannen luokan kevät on täynnä: kertotaulut, kirjoittamisen harjoittelu, ympäristöopin
projekti vesistöistä. Ajattelin, että projektin voisi liittää kevätretkeen, jos
Särkänniemen akvaariossa on jotain sopivaa. Pitää selvittää.

## Juha ja arki kahdessa kodissa

Juhan kanssa yhteistyö on ollut tänä talvena parempaa kuin aikoihin. Vuoroviikot
toimivat, vaihdot menevät koulun ja eskarin kautta, eikä meidän tarvitse nähdä toisiamme
ovella joka viikko. Se on helpottanut molempia. WhatsAppissa hoidetaan käytännöt:
kuka vie, kuka hakee, kuka maksaa. Joskus mietin, olisiko pitänyt tehdä näin jo
avioliiton aikana, eli kirjoittaa kaikki sovitut asiat ylös.

Ainoa jatkuva kitka on raha. Juha maksaa osuutensa, mutta hitaasti. Olen päättänyt,
etten enää muistuta suullisesti, vaan laitan pyynnön MobilePayllä heti kun olen maksanut
jotain. Se on neutraalia ja jättää jäljen.

Lapset sopeutuvat hyvin. Eeli kysyy välillä, miksi hänellä on kaksi hammasharjaa, ja
Senni on keksinyt, että hänen nallellaan on kaksi kotia myös. Nalle matkustaa repussa.

## Talviloma

Talviloma on helmikuun lopussa. Lapset ovat Juhalla alkuviikon, ja minä mietin, menisinkö
mökille loppuviikoksi Pekan kanssa. Talvimökki on ihana: hiljaista, lunta, sauna. Mutta
vesi ei ole käytössä talvella, ja kaikki pitää kantaa. Pekka lupasi hoitaa polttopuut.
Jos järvi on tarpeeksi jäässä, voisi hiihtää niemen ympäri. Isä teki sitä joka talvi ja
väitti, että se on maailman paras lenkki.

## Työhyvinvointi

Työterveyshoitaja kysyi syksyn tarkastuksessa, miten jaksan. Sanoin, että hyvin, mikä oli
puoliksi totta. Hän ehdotti, että pitäisin yhden täysin vapaan illan viikossa. Olen
yrittänyt. Kuoroilta on vapaa ilta, vaikka se onkin työläs. Lenkit jäävät, kun on pimeää.
Ostin otsalampun, ehkä se auttaa.

Opettajanhuoneessa puhutaan paljon väsymyksestä. Kaikilla on liikaa. Minä yritän olla
puhumatta siitä, koska puhuminen tekee siitä isomman. Tai sitten pitäisi puhua enemmän.
En tiedä.

## Ajatuksia erityispedagogiikasta

Ensimmäisissä artikkeleissa puhuttiin paljon siitä, että tuki pitäisi rakentaa
oppimisympäristöön eikä yksittäiseen lapseen. Se kuulostaa itsestäänselvältä, mutta
omassa arjessa toimin usein toisin: keksin Vilholle oman ratkaisun, kun ongelma tulee
vastaan, enkä mieti, hyötyisikö koko luokka samasta. Kuvitettu päiväjärjestys oli
hyvä esimerkki. Tein sen Vilholle, ja nyt koko luokka käyttää sitä. Ehkä sama pätee
kuulosuojaimiin ja taukopaikkaan. Pitäisikö kaikilla olla mahdollisuus vetäytyä?

Toinen ajatus: kolmiportaisen tuen malli on muuttumassa ensi syksynä, ja kukaan ei
vielä oikein tiedä, mitä se käytännössä tarkoittaa. Rehtorit odottavat ohjeita,
opettajat odottavat rehtoreita, ja vanhemmat kysyvät meiltä. Toivottavasti kurssilla
puhutaan tästä. Olisi hyvä ymmärtää edes perusajatus ennen kuin joudun selittämään sitä
vanhempainillassa.

## Kirjat, sarjat ja pienet ilot

Luin joululomalla yhden dekkarin ja yhden romaanin sukupolvista, ja molemmat olivat
hyviä. Aloitin myös katsomaan ruotsalaista draamasarjaa, ja huomasin kuuntelevani
ruotsia tarkemmin kuin vuosiin. Se on hyvää harjoitusta, jos lähden keväällä
konferenssiin Ruotsiin. Abstraktin lähettäminen jännittää, mutta Hanna kannusti.

Pieniä iloja tammikuussa: aamun pakkasen narske, Sennin piirustus, jossa koko perhe
ja Kaisan koira ovat samassa kuvassa, ja se, että Eeli pyysi itse päästä kirjastoon.
Kirjastossa hän lainasi kolme kirjaa salibandysta ja yhden avaruudesta. Hyvä saldo.

## Äiti

Soitin äidille eilen. Hän oli käynyt lääkärissä polven takia, ja leikkausjonoon pääsee
kuulemma syksyllä. Hän ei halua, että se osuu kesään, koska kesä on mökkiä ja juhlia
varten. Ymmärrän. Hän kysyi myös, voisiko hän tulla lasten kanssa mökille jonain
viikonloppuna keväällä, kun minä olen opiskelemassa. Hyvä ajatus, jos tie on sulanut ja
laituri ei ole vaarallinen. Lapset rakastavat mummoa, ja mummo rakastaa sitä, että häntä
tarvitaan. Sovimme, että puhutaan asiasta uudestaan maaliskuussa, kun sää näyttää
suuntaa. Äiti kysyi vielä, onko Pekka muistanut tiekunnan asiat. Sanoin, että varmaan.
En tiedä.

## Itselle

Ensi viikon tavoitteet: lenkki kolmesti, ei kännykkää sänkyyn, yksi ilta viikossa ilman
koulujuttuja. Ja soita äidille, hän oli joulun jälkeen vähän alakuloinen. Isän kuolemasta
tulee keväällä kuusi vuotta, ja äiti puhuu hänestä taas enemmän. Se on hyvä, luulen. Minäkin
haluan puhua.
"""

LONG["notes/pohdintoja/2025-04-06-kevat-ja-kaikki.md"] = """---
title: Kevät ja kaikki
date: 2025-04-06
tags: [pohdintoja, auto, mökki, kesä]
---
# Kevät ja kaikki (sunnuntai 6.4.)

Aurinko paistaa, lumet ovat melkein sulaneet, ja minulla on sata asiaa päässä. Taas yksi
purkumuistiinpano. Tämän kevään aikana olen oppinut, että kun kirjoitan asiat ylös, minun ei
tarvitse pyöritellä niitä yöllä. Ainakaan kaikkia.

## Essee on palautettu!

Sain esseen vihdoin palautettua torstaina. Pyysin lisäaikaa maaliskuussa, koska koulussa oli
arviointikeskustelut ja kotona kaikki sairastivat vuorotellen, ja onneksi lisäaikaa tuli koko
ryhmälle. Essee on mielestäni ihan hyvä. Kirjoitin luokan akustiikasta niin vakuuttavasti,
että Sari lupasi katsoa akustiikkalevyjä ensi lukuvuoden budjettiin. Jo se oli koko esseen
arvoinen.

Nyt jäljellä on oppimispäiväkirja ja vertaisarviointi. Oppimispäiväkirjaa olen kirjoittanut
pitkin kevättä, mutta se on sekava. Pitää siistiä toukokuussa.

## Auto: pää pyörällä

Tämä auto-asia on vienyt enemmän energiaa kuin mikään muu tänä keväänä. Helmikuussa olin
ihan varma valinnastani. Sitten koeajoin molemmat ehdokkaat maaliskuussa, ja nyt en ole
varma mistään. Toinen on uudempi ja ajaa kevyemmin. Toinen on käytännöllisempi, siinä on
lämpöpumppu ja tilaa lapsille ja kaikelle mökkitavaralle. Luin toisen esitteen liitteen
vasta koeajon jälkeen kunnolla, ja siellä oli asioita, joita en ollut huomannut.
Typerää. Opettajana sanon oppilaille, että lue tehtävänanto loppuun asti.

Kirjoitin myyjälle hinnasta, ja hän lupasi palata. Pankista tuli lainatarjous, joka on
parempi kuin liikkeen oma rahoitus, mutta yritän silti neuvotella. Pekka sanoo, että
kannattaa aina kysyä. Juha sanoo, että pankit eivät jousta. Katsotaan kumpi on oikeassa.

Corollalle löytyi ostaja Torista! Nuori mies, joka haluaa harjoitella korjaamista. Luovutus
huhtikuun lopussa. Olen vähän haikea. Sillä autolla ajettiin synnytyssairaalaan kahdesti.

Päätös pitää tehdä viikon sisällä. Listaan vielä kerran plussat ja miinukset, nukun yön yli
ja päätän. Ja sitten en enää mieti.

## Konferenssi

Göteborgin matka lähestyy. Olen ilmoittautunut kahteen työpajaan, joista toinen käsittelee
juuri samanaikaisopetusta. Sari järjestää sijaisen, ja minun pitää kirjoittaa tarkat
tuntisuunnitelmat. Englanti jännittää vähän, mutta harjoittelin small talkia tekoälyn
kanssa, mikä oli yllättävän hauskaa. Tärkeintä on verkostoitua ruotsalaisten ja norjalaisten
opettajien kanssa: heillä on samanaikaisopetuksesta vuosien kokemus, ja haluan kuulla, miten
he saavat suunnitteluajan järjestymään.

## Koulu

Vilhon arviointikeskustelu on tällä viikolla. Hän on edistynyt valtavasti: lukeminen on
sujuvampaa, hän pyytää apua, ja hänellä on kavereita. Kirsi on kiitollinen ja minä olen
ylpeä, vaikka edistys on tietysti Vilhon omaa. Ohjaajaresurssi on edelleen auki. Markku
sanoo, että ensi syksyn budjetti ratkaisee.

Kevätretkestä: 3B menee Särkänniemeen toukokuun lopussa. Pitää tehdä ryhmävaraus ja tilata
bussi. Lapset ovat jo nyt innoissaan ja kyselevät joka päivä, pääseekö Tornadoon. Eivät
pääse, pituusraja. Vilholle pitää miettiä rauhallinen paikka, jonne voi vetäytyä, ja
kertoa päivän kulku etukäteen kuvina.

## Kesän suunnitelmat

Kesä alkaa hahmottua. Eeli on kesäkuun alussa leirillä, ja sen jälkeen lapset ovat
vuorotellen meillä ja mökillä. Juhannus mökillä Pekan perheen ja äidin kanssa. Heinäkuussa
äidin seitsemänkymppiset mökillä, noin kolmekymmentä vierasta. Se on iso operaatio.
Tarvitaan teltta, lisää tuoleja ja ruokaa, ja laiturin pitää olla kunnossa ennen sitä,
koska kaikki haluavat uimaan.

Kun ollaan mökillä, aion käydä taas Ruoveden kirkonkylässä siinä pienessä kahvilassa,
Kahvila Vanhassa Apteekissa, jossa on se paras lohikeitto ikinä. Kermainen mutta ei liian
paksu, tilliä reilusti ja ruisleipää vieressä. Käytiin siellä viime kesänä Sennin kanssa
sadepäivänä ja Senni söi kaksi lautasellista, vaikka hän ei muka syö kalaa. Kahvila on auki
vain kesäkuusta elokuuhun, joten sinne ehtii vasta lomalla. Äidin synttäreille voisi
kysyä, tekevätkö he keittoa isommalle porukalle. Se olisi helpompaa kuin itse tehdä.

Mökillä odottaa myös jätevesitarkastus, josta tuli kunnasta kirje maaliskuussa. Pitää
kaivaa paperit esiin, lista on sähköpostissa. Isä säilytti kaikki mökin paperit
samassa ruskeassa kansiossa, se on jossain mökin laatikossa. Ja tiekunnan kokous on
huhtikuun lopussa. Pekka menee sinne, minä en jaksa kuunnella soratiekeskustelua kolmea
tuntia. Pekka sanoo, että maksu nousee, koska mäkeen tehdään isompi remontti.

Laiturista tulossa uusi arvio, kun jäät lähtevät. Pekka on käynyt mökillä kahdesti ja
sanoo, että etupää on painunut. Odotan pahinta.

## Lapset

Senni aloittaa koulun elokuussa! Kouluun ilmoittautuminen tehtiin tammikuussa, ja nyt tuli
tieto: sama koulu kuin Eelillä. Senni harjoittelee jo nimensä kirjoittamista kaunokirjaimin,
vaikka niitä ei enää opeteta. Hän haluaa reppuun yksisarvisen.

Uimakoulu loppui maaliskuussa. Senni oppi uimaan viisi metriä ilman apuja ja sai merkin.
Hän näytti sitä kaikille, myös kaupan kassalle.

Eelillä on ollut vähän vaikeaa: kaverisuhteissa kitkaa ja kiukuttelua kotona. Juhan luona
kuulemma samaa. Puhuttiin Juhan kanssa puhelimessa pitkään ja sovittiin, että pidetään
säännöt mahdollisimman samoina molemmissa kodeissa. Se on ollut meidän paras keskustelu
pitkään aikaan.

## Kuoro

Kevätkonsertti on toukokuussa, ja harjoituksia on nyt kahdesti viikossa viimeiset viikot.
Uusi harjoituspaikka on ihan ok, vaikka akustiikka on kuiva. Ilkka on stressaantunut ja
vähän kärttyinen, mikä kuuluu asiaan ennen konserttia. Sopraanot valittavat, altot
harjoittelevat. Minä rakastan kevään ohjelmaa. Jos ehtisin, harjoittelisin joka ilta.

## Pääsiäinen

Pääsiäinen on kahden viikon päästä. Lapset ovat silloin minulla, ja aion viedä heidät
mökille, jos tie on kuivunut. Senni haluaa virpomaan naapureihin, mutta mökillä naapureita
on kaksi, Kalle ja kesäasukkaat, jotka eivät ole paikalla. Virvotaan siis Kallea ja
mummoa. Eeli sanoo olevansa liian iso virpomaan, mutta tulee silti mukaan karkkien takia.
Mämmiä ei syö kukaan muu kuin minä.

## Äidin juhlat

Äidin seitsemänkymppisten vieraslista on kasvanut kolmeenkymmeneen. Hän haluaa kutsua
kaikki kuoro- ja lukupiiriystävänsä sekä isän puolen serkut, joita en ole nähnyt
vuosikymmeneen. Ruokalista: graavilohta, uusia perunoita, salaatteja, täytekakku. Pekka
grillaa. Minä teen listan, kuten aina.

Teltta vuokrataan Ruovedeltä, ja tuolit lainataan seurakunnalta. Sauna lämpiää koko
illan, ja uintia varten laituri on oltava kunnossa. Äiti haluaa puheita, mutta ei liian
pitkiä. Minä pidän lyhyen puheen, Pekka sanoo muutaman sanan, ja sitten lauletaan. Ehkä
kuoron naiset tulevat laulamaan yhden kappaleen. Kysyn Ilkalta.

## Pekka

Pekan kanssa mökkiasiat hoituvat yllättävän hyvin, vaikka olemme erilaisia. Hän tekee,
minä suunnittelen. Hän sanoo kyllä kaikkeen ja unohtaa puolet, minä sanon ei ja muistan
kaiken. Välillä ärsyttää, että kaikki pienet asiat jäävät minulle, kuten paperit,
laskut ja muistuttelu. Mutta kun iso asia tulee, kuten laituri tai kiuas, Pekka
hoitaa ja maksaa reilusti. Hänellä on paremmat tulot ja hän tietää sen, vaikka ei sano.

Pekan vaimo Minna on ehdottanut, että tehtäisiin mökille yhteinen kalenteri, josta näkee
kuka on milloin. Hyvä idea. Viime kesänä meillä oli kaksi kertaa päällekkäinen viikonloppu,
ja se oli ahdasta, vaikka lopulta hauskaa.

## Juha

Juhan kanssa olemme puhuneet enemmän tänä keväänä. Hän on rauhallisempi kuin ennen, ehkä
Kaisan ansiosta. Hän tarjoutui auttamaan Corollan myynnissä ja lupasi hoitaa joitain
autojuttuja, kun tuo lapset. On outoa ja vähän liikuttavaa, että eron jälkeen meistä on
tullut parempi tiimi kuin avioliitossa. En sanoisi sitä hänelle ääneen.

## Puutarha ja parveke

Kotona parvekkeella on talven jäljiltä kuolleita pelargonioita ja yksi sitkeä
rosmariini. Senni haluaa kasvattaa auringonkukkia, ja ostin siemenet. Eeli haluaa
kasvattaa chilejä "tosi tulisia". Saa nähdä, kumpi jaksaa kastella kesällä. Todennäköisesti
minä.

## Opettajuudesta

Olen miettinyt tänä keväänä paljon sitä, millainen opettaja haluan olla kymmenen vuoden
päästä. Opinnot ovat avanneet silmiä: huomaan luokassa asioita, joita en ennen nähnyt.
Lapsi, joka pyörii tuolillaan, ei välttämättä ole tuhma vaan väsynyt, ja lapsi, joka on
hiljaa, ei välttämättä ole kunnossa. Tiesin nämä asiat ennenkin, mutta nyt minulla on
niille sanoja. Se tekee keskusteluista vanhempien kanssa helpompia.

Hanna sanoi syksyllä, että opinnot muuttavat tapaa katsoa omaa luokkaa, ja hän oli oikeassa.
Nyt mietin, haluanko joskus erityisopettajaksi vai pysynkö luokanopettajana ja tuon
osaamisen omaan luokkaan. Ehkä jälkimmäinen. Pidän siitä, että tunnen luokan jokaisen
lapsen ja heidän perheensä. Erityisopettajana kiertäisin monessa luokassa, ja suhteet
jäisivät ohuemmiksi.

## Raha keväällä

Kevät on kallis: auto, laina, leirimaksu, mökin korjaukset, äidin juhlat. Tein taulukon ja
se näyttää tiukalta mutta mahdolliselta. Kesäkuussa tulee lomaraha, joka menee suoraan
auton käsirahaan ja mökin kuluihin. Jos laiturin hinta nousee paljon, pitää puhua Pekan
kanssa uudesta jaosta tai maksuaikataulusta. Pekka on reilu, mutta en halua olla se
sisko, joka ei pysty maksamaan osuuttaan.

Säästötavoite syksyyn: puskuri takaisin tuhanteen euroon. Se tarkoittaa, että kesällä
ei ostella turhia. Ehkä yksi jäätelö viikossa lapsille. Ja lohikeitto Ruovedellä, siitä
en tingi.

## Iltojen rytmi

Huhtikuussa illat ovat valoisia, ja lapset eivät millään malttaisi mennä nukkumaan.
Senni väittää, että on vielä päivä, koska aurinko paistaa. Eeli pelaa pihalla
salibandya naapurin poikien kanssa, kunnes huudan ikkunasta kolme kertaa. Olen
hyväksynyt, että kevään iltarutiinit venyvät puolella tunnilla. Kesällä ne venyvät
tunnilla. Syksyllä taas kiristetään.

Omat iltani menevät näin: lapset nukkumaan, kymmenen minuuttia kuoron nuotteja,
sähköpostit, huomisen tunnit, ja jos jaksan, oppimispäiväkirjaa. Sitten sänkyyn liian
myöhään. Pitäisi lopettaa ruudut yhdeksältä, mutta se ei ole vielä kertaakaan
onnistunut. Ehkä kesällä, mökillä, missä netti pätkii joka tapauksessa.

## Itselle

Tänä keväänä olen oppinut, että en voi tehdä kaikkea yhtä hyvin. Joku asia saa olla
keskinkertainen. Tällä viikolla se on kotisiivous. Ensi viikolla ehkä oppimispäiväkirja.
Ja se on ok.
"""
