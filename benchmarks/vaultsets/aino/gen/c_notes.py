# -*- coding: utf-8 -*-
"""Short Markdown notes and plain-text files."""

NOTES = {}

NOTES["notes/koulu/uusi-oppilas-vilho.md"] = """---
title: Uusi oppilas – Vilho S. (3B)
created: 2024-08-15
updated: 2024-09-12
tags: [koulu, tuki, 3B]
---
# Vilho S. – aloitus 3B:ssä

Aloittaa ma 19.8. Muuttanut perheen kanssa Oulusta kesällä. Tehostettu tuki jatkuu,
oppimissuunnitelma tulee Oulusta (Sari pyysi paperit kanslian kautta).

## Mitä tiedetään etukäteen
- lukemisen sujuvuus n. vuoden jäljessä, matikka ok (laskee päässä nopeasti!)
- ääniherkkä: omat kuulosuojaimet, pidetään pulpetissa
- siirtymät vaikeita (välitunnilta sisään, liikuntaan lähtö) → **kuvitettu päiväjärjestys** taululle + pulpettiin
- taukopaikka: luokan takanurkka, säkkituoli + kuulosuojaimet
- äiti (Kirsi) toivoo viestit Wilmaan, ei puheluita työaikana

## Tukitoimet heti alkuun
- [x] päiväjärjestyskuvat tulostettu ja laminoitu
- [x] istumapaikka pois ovensuusta, ikkunan viereen
- [x] pari-oppilas: Onni (rauhallinen, tykkää auttaa)
- [ ] lukemisen pienryhmä Hannan kanssa – aikataulu vielä auki
- [ ] ohjaajan tunnit? rehtorilta ei vastausta

## Vinkit
Hanna suositteli **Papunet**-kuvapankkia kuvatukeen: sieltä saa valmiit kuvat
päiväjärjestykseen ja ne voi tulostaa vaikka tarroiksi. Lisäksi "ensin – sitten"
-kortti siirtymiin (ensin matikka, sitten välitunti). Kokeillaan kaksi viikkoa.

## Palaverin jälkeen
Oppimissuunnitelma päivitettiin yhdessä äidin kanssa. Psykologi oli tosi hyvä,
ehdotti että Vilho saa aloittaa päivän viiden minuutin rauhallisella tehtävällä
(palapeli / piirustus) ennen kuin muut tulevat sisään. Äiti oli helpottunut.
Seuraava arviointi tammikuussa.

Omat havainnot kahdelta ekalta viikolta:
- aamut hyviä, iltapäivät raskaita → vaativat tehtävät ennen lounasta
- palohälytysharjoitus oli katastrofi, seuraavasta pitää kertoa etukäteen
- kehu toimii, julkinen kehu EI (mieluummin peukku tai lappu pulpettiin)
"""

NOTES["notes/koulu/yhteisopettajuus.md"] = """---
title: Samanaikaisopetus / yhteisopettajuus 3B
created: 2024-09-21
tags: [koulu, rehtori, samanaikaisopetus]
---
# Samanaikaisopetus 3B – mitä haluan ja miksi

Rehtorin (Markku) luonnos 20.9.: Hanna 3B:ssä **pe 1.–2. tunti**. Perjantaiaamuna meillä on
käsityöt ja liikunta, joissa erityisopettajasta on vähiten hyötyä. Vilhon ja kolmen muun tuen
tarve on matikassa ja lukemisessa.

Oma ehdotus: ma 2. tunti + ke 3. tunti (molemmat matikkaa).

## Malli: miten haluan tehdä sen
Olen kokeillut Hannan kanssa eri malleja jo keväällä toisen luokan kanssa:

| malli | miten | mun kokemus |
|---|---|---|
| yksi opettaa, toinen avustaa | toinen kiertää luokassa | ei toimi meillä – Hanna jää "apulaiseksi", lapset eivät erota kumpi on opettaja |
| asemaopetus | 3 pistettä, ryhmät kiertää | hyvä matikassa, mutta vie valmistelua |
| rinnakkaisopetus | luokka puoliksi, sama sisältö kahdessa ryhmässä | **paras** – pienempi ryhmä, kaikki äänessä, Vilho pärjää |
| tasatiimi | molemmat opettaa yhdessä koko ryhmää | vaatii yhteistä suunnitteluaikaa jota ei ole |

Eli: haluan ensisijaisesti rinnakkaisopetusta (luokka puoliksi, Hanna ottaa toisen puolen
samalla sisällöllä), ja asemaopetusta kerran viikossa. "Yksi opettaa, toinen avustaa" -mallia
en halua, se on resurssin haaskausta.

## Perustelut rehtorille (muistiin)
- tuki sinne, missä tarve on → matematiikka + lukeminen
- perjantaiaamuna 3B on väsynyt, käsityössä Hannan osaamista ei hyödynnetä
- Vilhon oppimissuunnitelmassa kirjattu: pienryhmä matikassa
- Hannan oma toive on sama (kysyin käytävällä)

## Tilanne
- 25.9. vastasin Markulle sähköpostilla (Re: luonnos)
- 1.10. Markku sanoi käytävällä, että katsoo asian marraskuussa, kun kevään resurssit selviää
- päätös tuli myöhemmin sähköpostilla, ks. Markun viesti
"""

NOTES["notes/koulu/sarkanniemi-retki.md"] = """---
title: 3B kevätretki Särkänniemeen
created: 2025-03-26
tags: [koulu, retki, 3B]
---
# Kevätretki Särkänniemeen (3B)

Alustavasti ti 20.5. → Särkänniemen huvipuisto ei ole vielä koululaisryhmille auki koko
päivää → **siirretty ti 27.5.** (Sari ok, ei päällekkäin 3A:n retken kanssa).

## Porukka
- 24 oppilasta
- aikuiset: minä, ohjaaja Timo, + 2 huoltajaa (Kirsi S. ilmoittautui, toinen vielä auki)
- Vilho: kuulosuojaimet mukaan, oma "turvapaikka" = bussi tai ryhmän kokoontumispiste

## Budjetti
- rannekkeet: ryhmähinta (vanhempainyhdistys maksaa osan) → tarkka summa varausvahvistuksessa
- bussi: tilausajo, tarjous n. 290 € + alv
- eväät kotoa, koulu antaa mehut

## Tehtävät
- [x] ryhmävaraus Särkänniemeen (tehty 29.4., vahvistus meilissä)
- [x] tilausajo tilattu
- [x] retkitiedote Wilmaan huoltajille
- [ ] lupalaput / allergiat: kaksi puuttuu (Onni, Ella)
- [ ] ensiapulaukku terveydenhoitajalta
- [ ] ryhmäjako (4 ryhmää à 6 + aikuinen)
- [ ] sadesään varasuunnitelma: akvaario + planetaario?

## Ryhmät (luonnos)
1. Aino: Vilho, Onni, Ella, Eemil, Siiri, Aatos
2. Timo: ...
3. Kirsi S.: ...
4. ?
"""

NOTES["notes/koulu/vanhempainilta-syksy-2024.md"] = """# Vanhempainilta 3B – syksy 2024

**ti 17.9. klo 18–19.30, luokka 204** (kutsu lähti Wilmassa 9.9.)

## Agenda
1. Tervetuloa, esittäytyminen (uusi oppilas Vilho + perhe mukana – kysy Kirsiltä etukäteen
   saako mainita)
2. Lukuvuoden tavoitteet: lukemisen sujuvuus, kertotaulut, liikkuva koulu
3. Samanaikaisopetus erityisopettajan kanssa – aikataulu vielä auki
4. Wilma-käytännöt: vastaan arkisin klo 8–16, en iltaisin
5. Retket: syksyllä metsäretki Kauppiin, keväällä Särkänniemi (alustava)
6. Vanhempainyhdistys: luokkatoimikuntaan kaksi vapaaehtoista
7. Kysymykset

## Muistiinpanot illasta
- paikalla 19 perhettä
- luokkatoimikuntaan: Kirsi S. ja Jussi M.
- kysyttiin kännykkäsäännöistä → koulun yhteiset säännöt, linkki Wilmaan
- toive: kevään vanhempainilta aikaisemmin, klo 17.30 (sopii mullekin paremmin!)
"""

NOTES["notes/opiskelu/erityispedagogiikka.md"] = """---
title: Erityispedagogiikan perusopinnot (25 op)
organisaatio: Tampereen yliopisto, avoin yliopisto
kevät: 2025
opettaja: Riikka Aaltonen
tags: [opiskelu, erityispedagogiikka]
---
# Erityispedagogiikan perusopinnot – kevät 2025

Jakso: **Inklusiivinen oppimisympäristö (5 op)**. Moodle + kaksi lähiopetuspäivää.

## Lähiopetus
- la 1.2. klo 9–15, Pinni B, sali B1097
- la 15.3. klo 9–15, sama sali → menee päällekkäin kuoron harjoitusleirin kanssa (15.–16.3.)!
  Lähipäivä on pakollinen, leirille menen vasta sunnuntaiksi.

## Tehtävät
- Essee "Oppimisympäristön esteettömyys omassa luokassa", 8–10 s., DL pe 28.3. (Moodle)
- Oppimispäiväkirja koko jaksosta
- Ryhmätyö: tukitoimien kartoitus (ryhmä: minä, Heidi, Samuli)

- [x] ryhmätyön esitys 15.3.
- [x] essee palautettu (sain lisäaikaa, ks. Riikan meili)
- [ ] oppimispäiväkirja – palautus pe 30.5. mennessä
- [ ] vertaisarviointi Samulin esseestä (Moodlessa auki 2.–30.5.)

## Lukuvinkit
Riikka suositteli lähipäivänä erityisesti: **Lindqvist & Haug (2021): "Co-teaching as shared
practice in Nordic primary schools"** – artikkeli Moodlen lukukansiossa. Puhuu juuri siitä,
että samanaikaisopetus vaatii yhteistä suunnitteluaikaa eikä toimi "avustajamallina".
→ hyvä argumentti Markulle ensi syksyn resursseista.

Muuta: Opetushallituksen tukimateriaalit, kolmiportaisen tuen uudistus (tulossa 8/2025).

## Omat ajatukset
Esseeseen: Vilhon taukopaikka, kuvatuki, akustiikka (luokassa kova kaiku!), valaistus.
Lähde: Riikan dia "esteettömyyden neljä ulottuvuutta" – fyysinen, sosiaalinen,
pedagoginen, psyykkinen.
"""

NOTES["notes/auto/auto-vertailu.md"] = """---
title: Sähköauto – vertailu
created: 2025-01-30
updated: 2025-02-20
tags: [auto, raha]
---
# Sähköauto: vertailu

Corolla (2008) on tiensä päässä: kytkin luistaa ja katsastuksessa tuli huomautus
jarruputkista. Budjetti max ~27 000 € + vanhan myynti.

## Pakolliset / toiveet
- **vetokoukku** – pakko, mökille peräkärry (halot, jätteet, Pekan kärry ei aina käytössä)
- **lämpöpumppu** – talvella Ruovedelle 75 km, ilman pumppua toimintamatka romahtaa
- viistoperä tai farmari, EI korkeaa SUV:ta (en tykkää ajaa, ja parkkihallissa ahdasta)
- ei valkoista (näyttää jääkaapilta ja lika näkyy)
- kaksi lasten istuinta mahtuu taakse + Sennin korokeistuin

## Vaihtoehdot

| auto | vm | km | akku | hinta | lämpöpumppu | vetokoukku | myyjä |
|---|---|---|---|---|---|---|---|
| Nissan Leaf e+ | 2019 | 78 000 | 62 kWh | 19 900 € | ei | ei | yksityinen, Nokia |
| Kia e-Niro | 2020 | 61 000 | 64 kWh | 27 900 € | kyllä | kyllä (750 kg) | Autotalo Hervanta |
| VW ID.3 Pro | 2021 | 47 000 | 58 kWh | 29 500 € | ? | ? | Nordic EV Imports |

Leafin akku ilman aktiivista jäähdytystä → pikalataus hidastuu pitkällä matkalla. Pois.

## Päätös 20.2.
**ID.3** – uusin, vähiten ajettu, ja NEV:n tarjouksessa kotilaturin asennus pakettihintaan.
Ajaa kuulemma paremmin kuin Kia. Tarkistettava vielä: vetokoukku ja lämpöpumppu (esitteessä
mainittiin jotain, luen tarkemmin). Koeajo maaliskuussa.
"""

NOTES["notes/auto/autolaina.md"] = """# Autolaina – laskelmat

päivitetty 5.4.2025

## Rahoitus
- vanhan Corollan myynti: 2 400 € (ostaja löytyi Torista, luovutus 30.4.)
- säästöt: 6 000 €
- → käsiraha yhteensä 8 400 €
- lainan tarve: **18 000 €**

## Tarjoukset
| | korko | avausmaksu | kk-erä (60 kk) | huom |
|---|---|---|---|---|
| Autoliikkeen rahoitus (AutoRahoitus) | 5,9 % | 250 € | ~347 € | helppo, mutta kallein |
| Näsinpankki, eka tarjous 2.4. | 4,90 % | 150 € | ~339 € | palkka tulee sinne |

Pankin tarjous on voimassa 30.4. asti. Yritän vielä neuvotella marginaalia, kun
palkkatili ja säästötili on siellä. Kirjoitin Hennalle 3.4.

## Kuukausibudjetti autolle
- laina ~340 €
- vakuutus ~45 €/kk (arvio, tarjous pyytämättä vielä)
- sähkö kotona ~35 €/kk (1 200 km/kk, 17 kWh/100 km, ~17 c/kWh)
- yhteensä n. 420 €/kk → Corollan bensa + korjaukset oli n. 260 €/kk, eli +160 €
"""

NOTES["notes/mokki/mokki-tehtavat.md"] = """---
title: Mökki – tehtävät 2024–2025
tags: [mökki, ruovesi]
updated: 2025-05-11
---
# Mökin tehtävät (Kiviniemi)

## Syksy 2024
- [x] uuden kiukaan tilaus (verkkokauppa, 14.9.)
- [x] kiukaan asennus la 19.10.
- [x] kiuaskivet ladottu (ohje: kiukaan-kivet-ohje.txt)
- [x] vene ylös 26.10.
- [x] vesijohdot tyhjäksi

## Kevät–kesä 2025
- [ ] vanha kiuas jäteasemalle – on yhä liiterin takana, kukaan ei ole vienyt (Pekan kärry liian pieni)
- [ ] jätevesitarkastuksen paperit kasaan (ks. kunnan/neuvonnan meili maaliskuulta)
- [x] sakokaivon tyhjennys ennen tarkastusta (Pekka tilasi 12.5.)
- [ ] laiturin korjaus viikolla 22 – Koskela vahvistaa tarkan päivän
- [ ] tiemaksu 2025 (lasku tuli toukokuussa)
- [x] nuohous
- [ ] vanha soutuvene pois rannasta
- [ ] äidin 70-v juhlat 12.7.: teltta vuokralle, sauna lämpimäksi, ruokalista
- [ ] laiturin vanhat kellukkeet kierrätykseen korjauksen jälkeen
"""

NOTES["notes/mokki/kiuas-vertailu.md"] = """---
title: Kiukaan vertailu – mökin sauna
created: 2024-09-02
tags: [mökki, sauna]
---
# Mökin saunaan uusi kiuas

Vanha kiuas (v. 1998) halkesi elokuussa. Sauna: 2,4 × 2,0 m, korkeus 2,2 m → ~10,6 m³,
hirsiseinät + lasiovi → laskennallisesti n. 17–18 m³ (ks. ChatGPT-keskustelu).

| malli | tyyppi | tilavuus | hinta | huom |
|---|---|---|---|---|
| Hehku 20 Classic | puu, perusmalli | 8–20 m³ | 689 € | mahtuu vanhan paikalle, sama hormiliitäntä |
| Saunatähti ST-22 Duo | puu, läpiseinä | 10–22 m³ | 845 € | vaatii seinän aukon → muutostyöt |
| Kivikko K18 | sähkö 9 kW | 8–14 m³ | 720 € + sähkötyöt | Pekan ehdotus, pääkeskus uusittava (~600 €) |

## Oma kanta
Minä: ehdottomasti **puukiuas**. Sähkökiuas ei tunnu mökkisaunalta – ei rätinää, ei
savun tuoksua, ja löyly on kuivempi. Mökillä on aikaa lämmittää. Sähkö ok kaupungissa.

Pekka: sähkö olisi helpompi (ajastin, ei puunhakkuuta). Äiti: isä olisi halunnut puukiukaan.

Asennus: pyydän tarjouksen paikalliselta (Ruovesi), hormin kunto tarkistettava samalla.
"""

NOTES["notes/mokki/laituri.md"] = """# Laituri – korjaus

## Syksy 2024
Laituri (kelluva, 2 × 8 m, rakennettu 2006) kallistuu etupäästä ja kaksi kelluketta on
täynnä vettä. Kansilaudat liukkaita ja osin lahoja.

Koskela (Laituripalvelu Koskela) kävi 5.11. ja antoi tarjouksen:
- 4 uutta kelluketta
- kansilaudat lehtikuusesta
- ketjut ja ankkurointi tarkistus
- yhteensä 2 340 € (sis. alv), voimassa toukokuun loppuun
Työ keväällä jäiden lähdön jälkeen.

## Talvi–kevät 2025
- 2.3. Pekka kävi: jäät painaneet etupään vinoon (kuva WhatsAppissa)
- huhtikuu: Koskela käy katsomassa uudestaan kun jäät lähtee
- uusi tarjous tuli Pekalle, hän välitti sen mulle

## Muistiin
- vene kiinni laiturissa kesäisin = Pekan vene
- vanhat kellukkeet: Ruoveden jäteasema ottaa vastaan (muovi)
"""

NOTES["notes/lapset/harrastukset.md"] = """---
title: Lasten harrastukset 2024–2025
tags: [lapset, Eeli, Senni]
---
# Harrastukset 2024–2025

## Eeli (9)
**Salibandy** – SB Pispala, E-juniorit (2015–16 synt.)
- treenit ti 17.30–18.45 ja la 10.00–11.15, Pispalan liikuntahalli
- valmentaja: Jani Rinne (vastaa WhatsAppissa, ei sähköpostia)
- kausimaksu 320 € (jaettu Juhan kanssa)
- turnaukset: syksyllä 3, keväällä 2 (kuljetukset sen vanhemman viikolla, kenen viikko on)
- maila: oikea, 80 cm

**Kitara?** – Eeli kysyi keväällä, katsotaan syksyllä musiikkiopiston haku.

## Senni (6)
**Lastentanssi** – Tanssikoulu Piruetti, ke 17.00–17.45, ryhmä Tähtöset
- kevätnäytös 10.5. (oli ihana!)

**Uimakoulu** – kevät 2025 lauantaiaamuisin, ks. Delfiinien vahvistusmeili
- Senni pelkää vielä sukeltamista, ei pakoteta

## Logistiikka
- vuoroviikot, vaihto maanantaisin koulun/eskarin kautta
- minulla parittomat viikot, Juhalla parilliset
- harrastusten kulut puoliksi → lasten-kulut.csv
"""

NOTES["notes/lapset/kesaleiri.md"] = """# Eelin kesäleiri 2025

Haku auki 1.–28.2. (Pirkanmaan Nuorisoleirit). Eeli haluaa sinne minne Aatu menee.

## Vaihtoehdot
1. **Seikkailuleiri** (8–11 v), kesäkuun alussa, 5 päivää yöpymisellä, 245 €
   - kiipeily, melonta, metsäyö
   - Aatu menee tähän
   - oma kyyti leirikeskukseen
2. **Luontoleiri**, Ruovesi, päiväleiri heinäkuussa, 3 pv, 160 €
   - voisin viedä mökiltä joka aamu
   - Eelin mielestä "vauvojen leiri"
3. Futisleiri – ei kiinnosta Eeliä ollenkaan

## Auki
- kumpi? → Juhan kanssa sovittava
- kenen viikolla leiri on → kuljetus
- maksu puoliksi
"""

NOTES["notes/kuoro/kuoro-kevat-2025.md"] = """---
title: Kamarikuoro Sointu – kevät 2025
tags: [kuoro]
---
# Sointu, kevätkausi 2025

Laulan edelleen **altto 2**. Ilkka kysyi siirtyisinkö altto 1:een, kieltäydyin kohteliaasti:
matala ääni on se mun juttu, korkeat kohdat jännittää.

## Kevään ohjelma ("Kevään valoa")
1. Sibelius: Sortunut ääni
2. Kuula: Siell' on kauan jo kukkineet omenapuut
3. Rautavaara: Suite de Lorca – **ihan lemppari**, etenkin "El grito" ja "La luna asoma".
   Tästä tulee kylmät väreet joka harjoituksessa. Jos saan valita yhden kappaleen koko
   kaudelta, se on tämä.
4. Mäntyjärvi: Pseudo-Yoik – ei mun juttu, liikaa hälinää ja altoilla pelkkää "hojja"-taustaa
5. Hyökki: Kevätyön ihme
6. kansanlaulusovitus: Kevätlaulu (encore)

## Harjoitusvinkit itselle
- Lorcan espanjan ääntäminen: Ilkan äänite Driveen (kappale 2 ja 3)
- Mäntyjärvi: rytmi! laske ääneen
- kotona 15 min päivässä, kun lapset nukkuu

## Muuta
- nuottikansio: muista palauttaa vanha joulukansio
- kevätkauden maksu (muistutus listalla)
"""

NOTES["notes/daily/2024-09-24.md"] = """# ti 24.9.2024

- Markun samanaikaisopetusluonnos: perjantaiaamu. Ei käy. Vastaan huomenna, luonnos ChatGPT:n
  kanssa tehty, pitää vielä lyhentää.
- Vilho: hyvä päivä! Kuvat toimii. Iltapäivällä itkua liikuntaan lähtiessä.
- Eelin salibandy: kassi jäi taas Juhalle.
- Kiukaan asentaja vahvisti ajan 19.10. – Pekka pääsee mukaan.
- Kuoro huomenna, joululaulujen nuotit tulostetava.

Fiilis: väsynyt mutta ok. Lenkki jäi.
"""

NOTES["notes/daily/2025-02-20.md"] = """# to 20.2.2025

- **Auto: päätin ID.3:n.** Laitoin vertailuun. Pyydän koeajon maaliskuulle.
  (Kian hinta 27 900 € tuntuu kovalta km-määrään nähden.)
- Essee aloitettu: otsikko + rakenne. Riikan dia esteettömyyden ulottuvuuksista hyvä runko.
- Sennin uimakoulu: viides kerta, uskalsi laittaa naaman veteen!
- Vilho: lukukoe meni paremmin kuin syksyllä (sujuvuus +12 sanaa/min).
- Talviloma ensi viikolla – lapset Juhalla ma–ke, minä mökille Pekan kanssa to–la?
"""

NOTES["notes/daily/2025-04-11.md"] = """# pe 11.4.2025

## Auto – käänsin päätöksen
Koeajoin molemmat maaliskuussa. ID.3:ssa ei ole lämpöpumppua eikä siihen saa vetokoukkua
tähän versioon (luki esitteen liitteessä, en ollut huomannut!). Pakkasaamuna toimintamatka
näytti 240 km. Kia taas: lämpöpumppu, koukku, iso takakontti, lapset mahtuu.

→ **Otan Kian (e-Niro).** ID.3 jää. Hinta saatiin alas, ks. Mikon viesti 3.4.
Ilmoitin Mikolle tänään. Luovutus toukokuussa, kun laina on kunnossa.

## Laina
Pankki miettii marginaalia. Jos ei jousta, otan silti pankin enkä liikkeen rahoitusta.

## Muuta
- Juha vaihtaa Corollaan renkaat la
- Vilhon arviointikeskustelu ke klo 14
- kuoro: Lorcan espanja vielä hakusessa
"""

NOTES["notes/daily/2025-05-14.md"] = """# ke 14.5.2025

Senni kuumeessa kotona (38,2), Juha ottaa huomenna.

## Tehtävät
- [ ] **auton vakuutus** – pyysin tarjoukset kahdesta yhtiöstä 6.5., toisesta ei vieläkään
      vastausta. Auton luovutus pe 23.5., vakuutus pitää olla voimassa ennen sitä!
- [ ] kuoromaksu!! Kari muistutti listalla, olen yhä maksamatta-listalla 🙈
- [x] retkitiedote Wilmaan (12.5.)
- [ ] lupalaput: Onni ja Ella puuttuu
- [ ] tiemaksu 2025 – eräpäivä kesäkuussa, lasku meilissä
- [ ] jätevesitarkastuksen uusi aika → Pekalle tarkka aika (hän menee paikalle)
- [x] lainasopimus allekirjoitettu sähköisesti
- [ ] Eelin oikomishoidon lähete – Juha soittaa?

Kenraaliharjoitus la, konsertti su. Ääni käheä, teetä + hunajaa.
"""

# ------------------------------------------------------------------ plain text files
NOTES["mokki/mokki-ohjeet.txt"] = """MÖKKIOHJEET – Kiviniemi, Ruovesi
(vieraille ja lainaajille; päivitetty lokakuu 2024 / Aino)

OSOITE
  Kiviniementie 41, 34600 Ruovesi
  Navigaattori vie joskus väärään risteykseen: käänny vasta puisesta "Kiviniemi"-kyltistä,
  sitten 1,2 km hiekkatietä (tiekunnan yksityistie, aja rauhassa, mäessä irtosoraa).

AVAIN
  Avain on avainlaatikossa liiterin seinässä, haravan takana. Koodi 2806.
  Palauta avain laatikkoon lähtiessä ja sekoita koodi!
  Vara-avain: Pekalla ja äidillä.

SÄHKÖ JA VESI
  Pääkytkin eteisen sähkökaapissa (oikea ylin). Jos sulake palaa, varasulakkeet kaapin ovessa.
  Vesipumppu: kellarin luukku keittiön lattiassa, pumpun kytkin ON. Odota 2 min ennen kuin
  avaat hanat. Talvella vesi EI ole käytössä (kantovesi kanistereissa).
  Juomavesi: järvivettä ei juoda, juomavesi kanistereissa eteisessä.

WI-FI
  Verkko: Kiviniemi-4G
  Salasana: Ahven-Hauki-58
  Mokkula on olohuoneen ikkunalaudalla. Jos netti ei toimi, irrota virtajohto 10 sekunniksi.
  Datapaketti on rajaton, mutta kuuluvuus heikko rannassa.

SAUNA
  Uusi puukiuas (2024). Sytytä pienillä puilla, älä täytä pesää täyteen.
  Pellit: savupelti auki ENNEN sytytystä, kiinni vasta kun hiillos on täysin sammunut.
  Lämpenee n. 1 h 15 min. Kiviin ei heitetä muuta kuin puhdasta vettä.
  Saunan jälkeen ovi raolleen, kiulu tyhjäksi.

JÄTEVESI
  Mökillä on sakokaivo + imeytys. Ei kosteuspyyhkeitä, rasvaa tai kemikaaleja viemäriin!
  Astianpesuaine: vain ympäristömerkitty (kaapissa).

ROSKAT
  Sekajäte ja bio: Kiviniementien risteyksen jätekatos.
  Lasi, metalli, isot jätteet: Ruoveden jäteasema (avoinna ti ja to 14–19, la 9–13).

RANTA JA VENE
  Laituri keinuu – lapset aina liivit päällä laiturilla.
  Rannassa oleva vanha soutuvene vuotaa, ÄLÄ käytä sitä.
  Pekan moottorivene: vain Pekan luvalla.

HÄTÄTILANNE
  112 (osoite yllä). Lähin terveysasema: Ruoveden kirkonkylä.
  Naapuri Aarnion Kalle auttaa: 040 000 1234
  Aino 040 000 1001, Pekka 040 000 1005

LÄHTIESSÄ
  - pumppu pois, hanat kiinni
  - saunan pellit kiinni (hiillos sammunut!)
  - ruoat pois jääkaapista, jääkaappi jää päälle
  - ikkunat ja ovet lukkoon, avain laatikkoon
"""

NOTES["mokki/kiukaan-kivet-ohje.txt"] = """KIUASKIVET UUTEEN KIUKAASEEN – OHJE
kirjoitettu asennuspäivänä 19.10.2024 asentajan neuvojen mukaan

Kiviä tarvitaan 60 kg: kolme säkkiä à 20 kg, oliviinidiabaasia, koko 10–15 cm.
(Ostettu Ruoveden rautakaupasta, ei kuulunut kiukaan toimitukseen.)

1. Pese kivet ulkona letkulla ja harjalla, kivipöly pois. Anna kuivua.
2. Lajittele: isoimmat alas, pienemmät ylös. Rikkinäiset ja rapautuneet pois.
3. Lado isoimmat kivet pystyyn arinan päälle niin, että ilma kiertää – ÄLÄ pakkaa tiiviisti.
4. Kivien väliin jää rakoja, se on tarkoitus. Liian tiivis kasa = huono löyly, kiuas kuumenee.
5. Kivet eivät saa peittää savukanavaa eivätkä nojata kiukaan vaippaan.
6. Ylimpien kivien päälle ei keoksi pieniä sirpaleita.
7. Ensimmäinen lämmitys ulko-ovi auki: maali palaa pinnasta, hajua tulee n. tunnin.

HUOLTO
  - Kivet ladotaan uudestaan kerran vuodessa (keväällä), rapautuneet pois.
  - Täydennykseen riittää yleensä yksi 20 kg säkki.
  - Tuhkat pois ennen jokaista lämmitystä, tuhka peltiämpäriin.
"""

NOTES["lapset/hoitajalle.txt"] = """HOITAJALLE (Emma) – keskiviikkoillat kun olen kuorossa
(päivitetty tammikuu 2025)

Olen kuorossa ke klo 18.30–21.00, kotona n. 21.20.

LAPSET
  Eeli 9 v – saa pelata Switchiä 30 min läksyjen jälkeen. Nukkumaan 20.30.
  Senni 6 v – iltapala 19, hampaat, iltasatu. Nukkumaan 19.30.

ALLERGIAT
  Senni: PÄHKINÄALLERGIA (vakava). Ei mitään pähkinää sisältävää, lue tuoteselosteet.
  Adrenaliinikynä: keittiön ylälaatikko, vasen reuna. Toinen Sennin repussa.
  Jos reaktio: kynä reiteen, soita 112, sitten minulle.

RUOKA
  Jääkaapissa valmis ruoka, mikroon 3 min. Eeli ei syö sipulia, Senni ei syö kalaa.

KOTI
  Wi-Fi: Koti_Virtanen, salasana Mustikka-Kissa-12
  Ulko-ovi lukkoon heti kun olen lähtenyt.
  Varmuusavain naapurissa (Laaksoset, A 3).

PUHELIMET
  Aino 040 000 1001
  Juha (lasten isä) 040 000 1002 – jos en vastaa
  Mummo (Raili) 040 000 1003
  Hätänumero 112, myrkytystietokeskus 0800 147 111

PALKKIO
  12 €/h, MobilePaylla samana iltana.
"""
