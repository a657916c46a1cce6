# -*- coding: utf-8 -*-
"""E-mail specifications. Each entry: (vault path, spec dict) consumed by lib.build_email."""

AINO = "Aino Virtanen <aino.virtanen@posti.example>"
AINO_W = "Aino Virtanen <aino.virtanen@kalevanharju.edu.example>"
PEKKA = "Pekka Virtanen <pekka.virtanen@kotiposti.example>"
MARKKU = "Markku Lehtinen <markku.lehtinen@kalevanharju.edu.example>"
SARI = "Sari Heinonen <sari.heinonen@kalevanharju.edu.example>"
HANNA = "Hanna Salo <hanna.salo@kalevanharju.edu.example>"

MAILS = []


def add(path, **spec):
    MAILS.append((path, spec))


# 1 ------------------------------------------------------------------ tiekunta 2024
add("mail/2024/07/2024-07-02_tiekunta-tiemaksu-2024.eml",
    frm="Seppo Hakala <seppo.hakala@kiviniementie.example>",
    to=f"{AINO}, {PEKKA}",
    subject="Kiviniementien tiekunta – tiemaksu 2024",
    date="2024-07-02 18:40", msgid="<20240702184012.tk2024@kiviniementie.example>",
    kind="plain", cte="8bit",
    text="""Hei osakkaat,

tiekunnan vuosikokouksen (13.4.2024) päätöksen mukaisesti vuoden 2024 tiemaksu
kiinteistölle Kiviniemi (702-412-3-88) on 168,00 €.

Maksu tilille FI00 1234 5600 0078 90 (Kiviniementien tiekunta)
viitteellä 12300 45601, eräpäivä 31.7.2024.

Kesän höyläys tehdään juhannuksen jälkeen, ja syksyllä lisätään mursketta
mäen kohdalle. Ilmoittakaa minulle, jos raskaita kuljetuksia on tulossa
(esim. rakennustarvikkeet, kiukaat, puutavara), niin sovitaan ajankohta.
Kelirikon aikaan keväällä raskaat kuormat on kielletty.

Terveisin
Seppo Hakala
Kiviniementien tiekunta, puheenjohtaja
p. 040 000 1122
""")

# 2 ------------------------------------------------------------------ Wilma: new pupil
add("mail/2024/08/2024-08-14_wilma-uusi-oppilas.eml",
    frm="Wilma <noreply@wilma.tampere.example>",
    to=AINO_W,
    subject="Wilma: Uusi oppilas 3B:lle – oppimissuunnitelmapalaveri",
    date="2024-08-14 10:22", msgid="<wilma.msg.88231.20240814@wilma.tampere.example>",
    kind="alt", cte="quoted-printable",
    text="""Sari Heinonen (apulaisrehtori) lähetti sinulle viestin Wilmassa:

Hei Aino,

luokallesi 3B aloittaa maanantaina 19.8. uusi oppilas, Vilho Saarinen.
Vilho muuttaa Oulusta, ja hänellä on tehostettu tuki sekä voimassa oleva
oppimissuunnitelma. Olen pyytänyt asiakirjat Oulun koululta.

Oppimissuunnitelmapalaveri on sovittu:
torstaina 5.9.2024 klo 14.15–15.15, neuvotteluhuone 2 (hallintosiipi).

Osallistujat: Kirsi Saarinen (huoltaja), Hanna Salo (erityisopettaja),
Laura Ahonen (koulupsykologi), sinä luokanopettajana sekä minä.

Ota mukaan alkusyksyn havainnot lukemisesta ja siirtymätilanteista.

Ystävällisin terveisin
Sari Heinonen
apulaisrehtori, Kalevanharjun koulu

--
Tämä viesti on lähetetty Wilmasta. Älä vastaa tähän sähköpostiin.
""",
    html="""<html><body style="font-family:Arial,sans-serif">
<p><b>Sari Heinonen</b> (apulaisrehtori) lähetti sinulle viestin Wilmassa:</p>
<p>Hei Aino,</p>
<p>luokallesi 3B aloittaa maanantaina 19.8. uusi oppilas, Vilho Saarinen. Vilho muuttaa Oulusta,
ja hänellä on tehostettu tuki sekä voimassa oleva oppimissuunnitelma. Olen pyytänyt asiakirjat
Oulun koululta.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Palaveri</th><td>Oppimissuunnitelmapalaveri</td></tr>
<tr><th align="left">Aika</th><td>torstaina 5.9.2024 klo 14.15–15.15</td></tr>
<tr><th align="left">Paikka</th><td>neuvotteluhuone 2 (hallintosiipi)</td></tr>
<tr><th align="left">Osallistujat</th><td>Kirsi Saarinen (huoltaja), Hanna Salo (erityisopettaja),
Laura Ahonen (koulupsykologi), luokanopettaja Aino Virtanen, Sari Heinonen</td></tr>
</table>
<p>Ota mukaan alkusyksyn havainnot lukemisesta ja siirtymätilanteista.</p>
<p>Ystävällisin terveisin<br>Sari Heinonen<br>apulaisrehtori, Kalevanharjun koulu</p>
<p style="color:#888;font-size:small">Tämä viesti on lähetetty Wilmasta. Älä vastaa tähän sähköpostiin.</p>
</body></html>
""")

# 3 ------------------------------------------------------------------ Wilma: parent evening (autumn)
add("mail/2024/09/2024-09-09_wilma-vanhempainilta-3b.eml",
    frm="Wilma <noreply@wilma.tampere.example>",
    to=AINO_W,
    subject="Wilma: Lähetetty viesti – Vanhempainilta 3B ti 17.9.",
    date="2024-09-09 15:05", msgid="<wilma.msg.90117.20240909@wilma.tampere.example>",
    kind="plain", cte="8bit",
    text="""Kopio lähettämästäsi viestistä (vastaanottajat: 3B huoltajat, 41 kpl)

Hyvät 3B:n huoltajat,

tervetuloa luokan vanhempainiltaan tiistaina 17.9.2024 klo 18.00–19.30
luokkaan 204 (2. kerros, B-porras).

Illan aiheita:
- lukuvuoden tavoitteet ja arviointi
- samanaikaisopetus erityisopettajan kanssa
- retket: syksyn metsäretki ja kevään Särkänniemi-retki (alustava)
- Wilma-käytännöt: vastaan viesteihin arkisin klo 8–16
- luokkatoimikunnan valinta

Lapset voivat tulla mukaan, heille on piirustustehtävä luokan takaosassa.

Ystävällisin terveisin
Aino Virtanen
luokanopettaja, 3B
""")

# 4 ------------------------------------------------------------------ kiuas order (HTML only)
add("mail/2024/09/2024-09-14_kiuas-tilausvahvistus.eml",
    frm="Rautakauppa Kivinen verkkokauppa <verkkokauppa@rautakauppakivinen.example>",
    to=AINO,
    subject="Tilausvahvistus #RK-2409-55170",
    date="2024-09-14 21:17", msgid="<order.RK-2409-55170@rautakauppakivinen.example>",
    kind="html", cte="8bit",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Tilausvahvistus</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222">
<h2 style="color:#b33">Kiitos tilauksestasi!</h2>
<p>Hei Aino Virtanen, olemme vastaanottaneet tilauksesi <b>#RK-2409-55170</b> (14.9.2024).</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;border:1px solid #ccc">
<thead><tr style="background:#eee"><th align="left">Tuote</th><th>Määrä</th><th align="right">Hinta</th></tr></thead>
<tbody>
<tr><td>Hehku 20 Classic puukiuas (8–20 m³), tuotenro 440-2071</td><td align="center">1</td><td align="right">689,00 €</td></tr>
<tr><td>Kuljetus perille (Ruovesi, kuljetusyhtiö sopii ajan)</td><td align="center">1</td><td align="right">49,00 €</td></tr>
<tr><td colspan="2" align="right"><b>Yhteensä (sis. alv 25,5 %)</b></td><td align="right"><b>738,00 €</b></td></tr>
</tbody></table>
<p><b>Toimitusosoite:</b> Aino Virtanen, Kiviniementie 41, 34600 Ruovesi<br>
<b>Arvioitu toimitus:</b> viikko 41<br>
<b>Maksutapa:</b> Visa •••• 0932</p>
<p style="font-size:small;color:#666">Kiukaan mukana ei toimiteta kiuaskiviä. Asennuksessa on noudatettava
valmistajan suojaetäisyyksiä. Palautusoikeus 30 päivää avaamattomille tuotteille.</p>
<p>Rautakauppa Kivinen Oy · asiakaspalvelu@rautakauppakivinen.example</p>
</body></html>
""")

# 5 ------------------------------------------------------------------ installer offer
add("mail/2024/09/2024-09-18_kiuas-asennustarjous.eml",
    frm="Jari Nieminen <jari@ruoveden-takka.example>",
    to=AINO, cc=PEKKA,
    subject="Tarjous: puukiukaan asennus, Kiviniementie 41",
    date="2024-09-18 07:55", msgid="<a81f20240918075501@ruoveden-takka.example>",
    kind="plain", cte="quoted-printable",
    text="""Hei Aino,

kiitos yhteydenotosta. Tässä tarjous kiukaan vaihdosta mökillenne:

- vanhan kiukaan irrotus ja siirto pihalle
- uuden puukiukaan asennus ja liitäntä olemassa olevaan hormiin
- savuhormin kunnon tarkastus (kuvaus tarvittaessa)
- suojaetäisyyksien ja lattian palosuojauksen tarkistus
- käyttöönotto ja ensimmäinen lämmitys

Hinta yhteensä 420 € (sis. alv 25,5 %).

Vanhan kiukaan poisvienti ei sisälly hintaan (+80 €, jos haluatte että vien sen).

Aika: lauantai 19.10.2024 klo 9 alkaen, kesto noin 4 tuntia. Kiuaskivet
kannattaa olla valmiina paikalla, niin ladotaan ne samalla.

Ystävällisin terveisin
Jari Nieminen
Ruoveden Takka ja Savu
p. 040 000 3344
""")

# 6 ------------------------------------------------------------------ rector draft
add("mail/2024/09/2024-09-20_rehtori-samanaikaisopetus-luonnos.eml",
    frm=MARKKU,
    to="3.–4. luokkien opettajat <opettajat-34@kalevanharju.edu.example>",
    cc=HANNA,
    subject="Samanaikaisopetuksen tunnit – luonnos syksy 2024",
    date="2024-09-20 16:02", msgid="<CAKL9x-20240920160211@kalevanharju.edu.example>",
    kind="plain", cte="quoted-printable",
    text="""Hei kaikki,

alla luonnos erityisopettajien samanaikaisopetustunneista syyslukukaudelle.
Resurssi on sama kuin viime vuonna, mutta oppilaita on enemmän, joten kaikkia
toiveita ei valitettavasti voida toteuttaa.

- 3A: ma 3.–4. tunti (Hanna Salo)
- 3B: pe 1.–2. tunti (Hanna Salo)
- 4A: ti 4. tunti ja to 2. tunti (Petra Laakso)
- 4B: ke 1.–2. tunti (Petra Laakso)

Tunnit alkavat perjantaina 27.9. Perustellut muutosehdotukset minulle
keskiviikkoon 25.9. mennessä. Kevään jako tehdään marraskuussa, kun kevään
resurssit on vahvistettu.

Markku Lehtinen
rehtori, Kalevanharjun koulu
""")

# 7 ------------------------------------------------------------------ Aino's reply
add("mail/2024/09/2024-09-25_re-samanaikaisopetus.eml",
    frm=AINO_W, to=MARKKU, cc=HANNA,
    subject="Re: Samanaikaisopetuksen tunnit – luonnos syksy 2024",
    date="2024-09-25 07:12", msgid="<7c1e-20240925071230@kalevanharju.edu.example>",
    extra=[("In-Reply-To", "<CAKL9x-20240920160211@kalevanharju.edu.example>"),
           ("References", "<CAKL9x-20240920160211@kalevanharju.edu.example>")],
    kind="plain", cte="8bit",
    text="""Hei Markku,

kiitos luonnoksesta. 3B:n osalta perjantain 1.–2. tunti on meillä
käsityötä ja liikuntaa, joissa erityisopettajan tuesta on Vilholle ja
kolmelle muulle tukea tarvitsevalle vähiten hyötyä. Tuen tarve on selvästi
matematiikassa ja lukemisessa, ja Vilhon oppimissuunnitelmaan on kirjattu
pienryhmäopetus matematiikassa.

Ehdottaisin maanantain 2. tuntia ja keskiviikon 3. tuntia, jolloin meillä on
matematiikkaa. Hanna on kertonut, että nämä sopisivat hänelle, jos 3A:n
tunteja voi siirtää.

Ymmärrän, että resurssi on tiukka. Jos syksyllä ei voi muuttaa, toivon että
kevään jaossa tämä huomioidaan.

Terveisin
Aino

Markku Lehtinen kirjoitti 20.9.2024 klo 16.02:
> Hei kaikki,
>
> alla luonnos erityisopettajien samanaikaisopetustunneista syyslukukaudelle.
> Resurssi on sama kuin viime vuonna, mutta oppilaita on enemmän, joten kaikkia
> toiveita ei valitettavasti voida toteuttaa.
>
> - 3A: ma 3.–4. tunti (Hanna Salo)
> - 3B: pe 1.–2. tunti (Hanna Salo)
> - 4A: ti 4. tunti ja to 2. tunti (Petra Laakso)
> - 4B: ke 1.–2. tunti (Petra Laakso)
>
> Tunnit alkavat perjantaina 27.9. Perustellut muutosehdotukset minulle
> keskiviikkoon 25.9. mennessä.
>
> Markku Lehtinen
> rehtori, Kalevanharjun koulu
""")

# 8 ------------------------------------------------------------------ electricity bill (noise)
add("mail/2024/10/2024-10-15_ruoveden-sahko-lasku.eml",
    frm="Ruoveden Sähkö Oy <laskutus@ruoveden-sahko.example>",
    to=AINO,
    subject="E-lasku: Ruoveden Sähkö, syyskuu 2024",
    date="2024-10-15 06:00", msgid="<inv-2024-09-771034@ruoveden-sahko.example>",
    kind="plain", cte="quoted-printable",
    text="""Hyvä asiakas,

sähkölaskusi on valmis.

Käyttöpaikka: Kiviniementie 41, 34600 Ruovesi
Laskutuskausi: 1.9.–30.9.2024
Kulutus: 212 kWh
Energia 212 kWh × 9,84 snt = 20,86 €
Perusmaksu 6,90 €
Siirto (Ruoveden Verkko) 14,12 €
Yhteensä 41,88 €

Eräpäivä 29.10.2024. Laskun voit maksaa verkkopankissa e-laskuna.

Vinkki: Tyhjillään olevan vapaa-ajan asunnon peruslämpö kannattaa pudottaa
talveksi +8 asteeseen.

Ruoveden Sähkö Oy
""")

# 9 ------------------------------------------------------------------ jetty quote (mixed + base64 attachment)
add("mail/2024/11/2024-11-08_laituri-tarjous.eml",
    frm="Esa Koskela <esa@laituripalvelu-koskela.example>",
    to=AINO, cc=PEKKA,
    subject="Tarjous laiturin korjauksesta – Kiviniementie 41",
    date="2024-11-08 13:30", msgid="<lk-2024-118@laituripalvelu-koskela.example>",
    kind="mixed", cte="8bit",
    text="""Hei,

kävin katsomassa laiturinne tiistaina 5.11. Tarjous liitteenä.

Kaksi kelluketta on täynnä vettä ja kaksi muuta vanhaa mallia, joten
suosittelen kaikkien neljän vaihtoa. Kansilaudat ovat osin lahoja.
Runkoa en pystynyt syksyllä kunnolla tarkastamaan korkean veden takia.

Työt voidaan tehdä keväällä jäiden lähdön jälkeen.

Terveisin
Esa Koskela
Laituripalvelu Koskela
p. 040 000 5511
""",
    attachments=[("tarjous_laituri_2024-11.txt", """LAITURIPALVELU KOSKELA – TARJOUS
Tarjous nro 2024-118, päivätty 8.11.2024
Asiakas: Aino Virtanen ja Pekka Virtanen, Kiviniementie 41, 34600 Ruovesi
Kohde: kelluva laituri 2 x 8 m

Rivi  Kuvaus                                            Summa
1     Kellukkeet PE 200 l, 4 kpl à 265 €              1 060 €
2     Kansilaudat, lehtikuusi 28 x 120, n. 16 m²         780 €
3     Ketjujen ja ankkuroinnin tarkistus/korjaus          150 €
4     Työ (asennus, vanhojen purku)                      350 €
      YHTEENSÄ (sis. alv 25,5 %)                        2 340 €

Tarjous voimassa 31.5.2025 asti.
Työ tehdään keväällä jäiden lähdön jälkeen, ajankohta sovitaan erikseen.
Mahdolliset rungon korjaukset eivät sisälly hintaan; ne arvioidaan, kun
laituri on tarkastettu vedestä nostettuna.
""", "base64")])

# 10 ----------------------------------------------------------------- dentist (base64)
add("mail/2024/11/2024-11-12_hammashoitola-ajanvaraus.eml",
    frm="Tampereen kaupunki, suun terveydenhuolto <suunterveys@tampere.example>",
    to=AINO,
    subject="Ajanvarausvahvistus – suun terveystarkastus",
    date="2024-11-12 09:41", msgid="<av-552019-20241112@tampere.example>",
    kind="plain", cte="base64",
    text="""Hyvä huoltaja,

lapsellenne Senni Koskinen on varattu aika suun terveystarkastukseen:

ti 3.12.2024 klo 8.15
Tammelan hammashoitola, 2. krs, hoitohuone 6
Suuhygienisti Anu Kallio

Tarkastus kestää noin 30 minuuttia. Huoltajan toivotaan olevan mukana.
Muistathan tuoda lapsen hammasharjan, niin harjataan yhdessä.

Peruutukset viimeistään edellisenä arkipäivänä klo 14 mennessä,
p. 03 000 0000 tai Omaolossa.

Tämä on automaattinen viesti, siihen ei voi vastata.
Tampereen kaupunki, suun terveydenhuolto
""")

# 11 ----------------------------------------------------------------- promo (noise, HTML only)
add("mail/2024/11/2024-11-28_urheilutalo-black-friday.eml",
    frm="Urheilutalo <uutiset@urheilutalo.example>",
    to=AINO,
    subject="BLACK FRIDAY alkoi – jopa -50 % salibandy- ja uintivarusteista",
    date="2024-11-28 06:30", msgid="<bf2024-00188217@urheilutalo.example>",
    kind="html", cte="quoted-printable",
    html="""<html><body style="margin:0;font-family:Arial">
<div style="background:#000;color:#fff;padding:16px;font-size:28px">BLACK FRIDAY – vain tämän viikon!</div>
<table width="100%" cellpadding="8" style="border-collapse:collapse">
<tr><th align="left">Tuote</th><th align="right">Norm.</th><th align="right">Nyt</th></tr>
<tr><td>Salibandymaila junior 75–85 cm</td><td align="right">59,90 €</td><td align="right">34,90 €</td></tr>
<tr><td>Sisäpelikengät lasten 30–38</td><td align="right">69,90 €</td><td align="right">39,90 €</td></tr>
<tr><td>Uimalasit lasten, huurtumaton</td><td align="right">14,90 €</td><td align="right">7,45 €</td></tr>
<tr><td>Kelluntaliivi 15–30 kg</td><td align="right">39,90 €</td><td align="right">24,90 €</td></tr>
<tr><td>Juoksutakki naisten</td><td align="right">129,00 €</td><td align="right">64,50 €</td></tr>
</table>
<p>Tarjoukset voimassa 1.12. asti tai niin kauan kuin tavaraa riittää.</p>
<p style="font-size:10px;color:#999">Et halua enää uutiskirjettä? Peru tilaus tästä.</p>
</body></html>
""")

# 12 ----------------------------------------------------------------- rector decision (reply)
add("mail/2024/11/2024-11-20_re-samanaikaisopetus-paatos.eml",
    frm=MARKKU, to=AINO_W, cc=f"{HANNA}, {SARI}",
    subject="Re: Samanaikaisopetuksen tunnit – kevät 2025",
    date="2024-11-20 15:47", msgid="<CAKL9x-20241120154702@kalevanharju.edu.example>",
    extra=[("In-Reply-To", "<7c1e-20240925071230@kalevanharju.edu.example>"),
           ("References", "<CAKL9x-20240920160211@kalevanharju.edu.example> <7c1e-20240925071230@kalevanharju.edu.example>")],
    kind="plain", cte="8bit",
    text="""Hei Aino,

palaan tähän kuten lupasin. Kävimme Hannan kanssa läpi hänen kevään
lukujärjestyksensä ja resurssin. Maanantai ja keskiviikko eivät onnistu,
koska Hanna on silloin 3A:ssa ja lukemisen pienryhmässä.

Päätös: 7.1.2025 alkaen Hanna Salo on 3B:ssä tiistaisin 2. tunnilla
(9.00–9.45) ja torstaisin 3. tunnilla (10.00–10.45). Perjantain
samanaikaisopetus päättyy joululomaan. Järjestäkää lukujärjestys niin,
että matematiikka osuu näille tunneille.

Vilhon ohjaajaresurssista en pysty vielä sanomaan mitään. Palaan asiaan,
kun kevään budjetti on vahvistettu.

Markku

Aino Virtanen kirjoitti 25.9.2024 klo 7.12:
> Hei Markku,
>
> kiitos luonnoksesta. 3B:n osalta perjantain 1.–2. tunti on meillä
> käsityötä ja liikuntaa, joissa erityisopettajan tuesta on Vilholle ja
> kolmelle muulle tukea tarvitsevalle vähiten hyötyä.
> [...]
> Ehdottaisin maanantain 2. tuntia ja keskiviikon 3. tuntia, jolloin meillä on
> matematiikkaa.
>
> Terveisin
> Aino
""")

# 13 ----------------------------------------------------------------- swimming school (alt)
add("mail/2024/12/2024-12-02_uimakoulu-ilmoittautuminen.eml",
    frm="Uimaseura Delfiinit <uimakoulu@delfiinit.example>",
    to=AINO,
    subject="Ilmoittautuminen vahvistettu: Vesikirput, kevät 2025",
    date="2024-12-02 19:03", msgid="<reg-2025k-0412@delfiinit.example>",
    kind="alt", cte="8bit",
    text="""Hei Aino,

Senni Koskisen ilmoittautuminen on vahvistettu.

Ryhmä: Vesikirput (5–7 v, aloittelijat)
Aika: lauantaisin klo 9.30–10.15, 11.1.–29.3.2025 (ei 1.3., talviloma)
Paikka: Pyynikin uimahalli, opetusallas
Ohjaaja: Noora
Hinta: 96 € / 10 kertaa (lasku lähetetään erikseen)

Mukaan uimapuku, pyyhe ja uimalasit. Huoltajat odottavat aulassa,
pukuhuoneessa saa auttaa lasta ennen ja jälkeen tunnin.

Tervetuloa uimaan!
Uimaseura Delfiinit ry
""",
    html="""<html><body style="font-family:Verdana,sans-serif">
<h3 style="color:#06c">Ilmoittautuminen vahvistettu 🐬</h3>
<p>Hei Aino,<br>Senni Koskisen ilmoittautuminen on vahvistettu.</p>
<table cellpadding="5" style="border:1px solid #06c;border-collapse:collapse">
<tr><td><b>Ryhmä</b></td><td>Vesikirput (5–7 v, aloittelijat)</td></tr>
<tr><td><b>Aika</b></td><td>lauantaisin klo 9.30–10.15, 11.1.–29.3.2025 (ei 1.3., talviloma)</td></tr>
<tr><td><b>Paikka</b></td><td>Pyynikin uimahalli, opetusallas</td></tr>
<tr><td><b>Ohjaaja</b></td><td>Noora</td></tr>
<tr><td><b>Hinta</b></td><td>96 € / 10 kertaa (lasku erikseen)</td></tr>
</table>
<p>Mukaan uimapuku, pyyhe ja uimalasit. Huoltajat odottavat aulassa.</p>
<p>Tervetuloa uimaan!<br>Uimaseura Delfiinit ry</p>
</body></html>
""")

# 14 ----------------------------------------------------------------- open uni newsletter (alt, noise)
add("mail/2025/01/2025-01-09_avoin-yliopisto-uutiskirje.eml",
    frm="Tampereen yliopisto, avoin yliopisto <avoin@tuni.example>",
    to=AINO,
    subject="Avoimen yliopiston uutiskirje 1/2025",
    date="2025-01-09 12:00", msgid="<news-2025-01@avoin.tuni.example>",
    kind="alt", cte="quoted-printable",
    text="""AVOIMEN YLIOPISTON UUTISKIRJE 1/2025

Hyvää alkanutta vuotta, opiskelija!

- Kevään opinnot alkavat Moodlessa viikolla 3. Tarkista kurssisi
  ilmoittautumistilanne Sisusta.
- Kirjasto: e-aineistot ovat käytettävissä tunnuksillasi, myös kotoa.
- Kesän 2025 opintotarjonta julkaistaan 3.3., ilmoittautuminen alkaa 17.3.
- Opiskelijan hyvinvointi: verkkotyöpaja "Opiskelu työn ohessa" ke 29.1. klo 17.

Kiitos, että opiskelet kanssamme!
Tampereen yliopiston avoin yliopisto
""",
    html="""<html><body style="font-family:Georgia,serif;max-width:600px">
<h1 style="color:#4e008e">Avoimen yliopiston uutiskirje 1/2025</h1>
<p>Hyvää alkanutta vuotta, opiskelija!</p>
<table cellpadding="6" width="100%">
<tr><td>📅</td><td>Kevään opinnot alkavat Moodlessa viikolla 3. Tarkista ilmoittautumistilanne Sisusta.</td></tr>
<tr><td>📚</td><td>Kirjasto: e-aineistot ovat käytettävissä tunnuksillasi, myös kotoa.</td></tr>
<tr><td>☀️</td><td>Kesän 2025 opintotarjonta julkaistaan 3.3., ilmoittautuminen alkaa 17.3.</td></tr>
<tr><td>💬</td><td>Verkkotyöpaja "Opiskelu työn ohessa" ke 29.1. klo 17.</td></tr>
</table>
<p>Kiitos, että opiskelet kanssamme!</p>
</body></html>
""")

# 15 ----------------------------------------------------------------- Nordic EV (English, mixed)
add("mail/2025/01/2025-01-28_nordic-ev-id3-brochure.eml",
    frm="James Holm <james.holm@nordicev.example>",
    to=AINO,
    subject="Your enquiry: 2021 Volkswagen ID.3 Pro - brochure and offer",
    date="2025-01-28 11:20", msgid="<nev-enq-20250128-3391@nordicev.example>",
    kind="mixed", cte="7bit",
    text="""Hi Aino,

Thank you for your enquiry through our website. As promised, please find
attached our brochure and offer for the 2021 Volkswagen ID.3 Pro currently
in our Tampere showroom.

Highlights:
- imported from Germany in 2024, full service history
- battery health certificate (SOH 93 %) included
- home charger installation available at a package price

The price and the offer reference are in the attached brochure. Please
quote the reference in your email if you book a test drive. We are open
Mon-Fri 10-18 and Sat 10-15.

Best regards,
James Holm
Sales, Nordic EV Imports Oy
+358 40 000 6677
""",
    attachments=[("ID3_Pro_2021_brochure.txt", """NORDIC EV IMPORTS OY - VEHICLE BROCHURE
=======================================

Volkswagen ID.3 Pro (58 kWh), model year 2021
Offer reference: NEV-7702

Price: 29 500 EUR (incl. VAT, registration and delivery in Pirkanmaa)
Offer valid until: 28 February 2025

Mileage:            47 000 km
Battery (net):      58 kWh, SOH 93 %
Range (WLTP):       up to 426 km
DC fast charging:   up to 120 kW
Heat pump:          not fitted
Tow bar:            not available for this version (no type approval)
Colour:             Moonstone Grey
Interior:           cloth, heated front seats and steering wheel
Tyres:              summer tyres on alloys + winter tyres (studded) on steel rims
Warranty:           battery 8 years / 160 000 km (until 2029)

Package option: home charger 11 kW incl. standard installation, 990 EUR

Financing available through our partner bank from 5.9 % (example).
All information subject to change. Nordic EV Imports Oy, Tampere.
""", "base64")])

# 16 ----------------------------------------------------------------- conference registration (English, HTML only)
add("mail/2025/02/2025-02-03_niec-registration.eml",
    frm="NIEC 2025 Registration <registration@niec2025.example>",
    to=AINO_W,
    subject="Registration confirmed - Nordic Inclusive Education Conference 2025",
    date="2025-02-03 09:14", msgid="<reg-NIEC25-0388@niec2025.example>",
    kind="html", cte="8bit",
    html="""<html><body style="font-family:Arial,sans-serif;color:#123">
<h2>Nordic Inclusive Education Conference 2025</h2>
<p>Dear Aino Virtanen,</p>
<p>Thank you for registering. Your registration is confirmed and your early-bird fee has been received.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Registration ID</th><td>NIEC25-0388</td></tr>
<tr><th align="left">Participant</th><td>Aino Virtanen, Kalevanharju School, Tampere (FI)</td></tr>
<tr><th align="left">Dates</th><td>Thursday 24 - Friday 25 April 2025</td></tr>
<tr><th align="left">Venue</th><td>Göta Hall, Södra Hamngatan 12, Gothenburg, Sweden</td></tr>
<tr><th align="left">Fee</th><td>320 EUR (early bird, paid)</td></tr>
<tr><th align="left">Workshops</th><td>Thu 14:00 "Co-teaching in Nordic classrooms"<br>
Fri 09:30 "Universal Design for Learning in practice"</td></tr>
</table>
<p>Need an invoice for your employer? Just reply to this e-mail.</p>
<p>Registration desk opens at 8:30 on Thursday. The conference dinner (Thursday 19:00) is included.
Please bring this confirmation or the registration ID.</p>
<p>See you in Gothenburg!<br>NIEC 2025 organising committee</p>
</body></html>
""")

# 17 ----------------------------------------------------------------- Kia offer (alt, QP)
add("mail/2025/02/2025-02-11_autotalo-kia-tarjous.eml",
    frm="Mikko Aaltonen <mikko.aaltonen@autotalohervanta.example>",
    to=AINO,
    subject="Tarjous: Kia e-Niro 64 kWh 2020",
    date="2025-02-11 14:36", msgid="<ah-20250211-1436-ma@autotalohervanta.example>",
    kind="alt", cte="quoted-printable",
    text="""Hei Aino,

kiitos soitosta. Tässä tiedot autosta, josta puhuttiin:

Kia e-Niro 64 kWh EX, 2020
- ajettu 61 000 km
- lämpöpumppu
- vetokoukku (750 kg jarruton perävaunu)
- kesä- ja talvirenkaat vanteilla
- väri Gravity Blue
- huoltokirja, akun SOH-mittaus 94 %

Hinta 27 900 €

Rahoitus onnistuu kauttamme (AutoRahoitus), korko alk. 5,9 % + avausmaksu 250 €.
Koeajo onnistuu arkisin ja lauantaisin, varaa aika vastaamalla tähän
viestiin tai verkkosivujen kautta.

Ystävällisin terveisin
Mikko Aaltonen
myyntineuvottelija, Autotalo Hervanta Oy
p. 03 000 5566
""",
    html="""<html><body style="font-family:Arial">
<p>Hei Aino,</p><p>kiitos soitosta. Tässä tiedot autosta, josta puhuttiin:</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td colspan="2" style="background:#ddd"><b>Kia e-Niro 64 kWh EX, 2020</b></td></tr>
<tr><td>Ajettu</td><td>61 000 km</td></tr>
<tr><td>Lämpöpumppu</td><td>kyllä</td></tr>
<tr><td>Vetokoukku</td><td>kyllä (750 kg jarruton)</td></tr>
<tr><td>Renkaat</td><td>kesä + talvi vanteilla</td></tr>
<tr><td>Väri</td><td>Gravity Blue</td></tr>
<tr><td>Akku</td><td>SOH 94 %</td></tr>
<tr><td><b>Hinta</b></td><td><b>27 900 €</b></td></tr>
</table>
<p>Rahoitus kauttamme (AutoRahoitus), korko alk. 5,9 % + avausmaksu 250 €.</p>
<p>Ystävällisin terveisin<br>Mikko Aaltonen<br>myyntineuvottelija, Autotalo Hervanta Oy<br>p. 03 000 5566</p>
</body></html>
""")

# 18 ----------------------------------------------------------------- camp confirmation (QP)
add("mail/2025/02/2025-02-24_leiri-vahvistus.eml",
    frm="Pirkanmaan Nuorisoleirit ry <leirit@pirkanmaannuorisoleirit.example>",
    to=AINO,
    subject="Leirihakemus vastaanotettu – paikka vahvistettu (Seikkailuleiri)",
    date="2025-02-24 11:58", msgid="<pnl-2025-1186-conf@pirkanmaannuorisoleirit.example>",
    kind="plain", cte="quoted-printable",
    text="""Hei Aino Virtanen,

kiitos hakemuksesta! Eeli Koskiselle on vahvistettu paikka leirille:

Leiri: Seikkailuleiri 8–11-vuotiaille
Aika: 9.–13.6.2025 (ma klo 10 – pe klo 14)
Paikka: Kivijärven leirikeskus, Leiritie 8, Kangasala
Hakemusnumero: PNL-2025-1186

Leirimaksu 245 € maksetaan 15.4.2025 mennessä, maksuohjeet tulevat
erillisellä laskulla. Leirille saavutaan omalla kyydillä (yhteiskuljetusta
ei järjestetä), ja lapsi haetaan perjantaina klo 14.

Mukaan: makuupussi, tyyny, sadevarusteet, vaihtovaatteet, uimapuku,
pyyhe, taskulamppu, juomapullo. Kännykät kerätään iltaisin talteen.

Ilmoitathan allergiat ja lääkitykset leirin esitietolomakkeella 20.5.
mennessä.

Aurinkoisin terveisin
Pirkanmaan Nuorisoleirit ry
""")

# 19 ----------------------------------------------------------------- septic notice (base64)
add("mail/2025/03/2025-03-10_jatevesineuvonta-tarkastus.eml",
    frm="Pirkanmaan jätevesineuvonta <jatevesineuvonta@pirkanmaa.example>",
    to=AINO,
    subject="Jätevesijärjestelmän tarkastuskäynti – Kiviniementie 41, Ruovesi",
    date="2025-03-10 08:30", msgid="<jvn-ruovesi-2025-0412@pirkanmaa.example>",
    kind="plain", cte="base64",
    text="""Hei,

Ruoveden kunnan ympäristönsuojelun toimeksiannosta teemme keväällä 2025
haja-asutusalueen kiinteistöjen jätevesijärjestelmien tarkastuskäyntejä.

Kiinteistö: Kiviniementie 41, Ruovesi (702-412-3-88)
Tarkastusaika: torstai 22.5.2025 klo 10.00
Tarkastaja: jätevesineuvoja Ville Harju, p. 040 000 7788

Varatkaa käynnille esille:
- jätevesijärjestelmän käyttö- ja huolto-ohje
- sakokaivon tyhjennyskuitit kahdelta viimeiseltä vuodelta
- asemapiirros, josta näkyy kaivojen ja maahanimeytyksen sijainti
- mahdollinen toimenpidelupa, jos järjestelmä on uusittu 2004 jälkeen

Kaivojen kansien tulee olla esillä. Käynti kestää noin 45 minuuttia ja on
kiinteistön omistajalle maksuton. Omistajan tai hänen edustajansa on hyvä
olla paikalla.

Jos aika ei sovi, ilmoitathan Ruoveden kunnan ympäristönsuojeluun.

Ystävällisin terveisin
Pirkanmaan jätevesineuvonta
""")

# 20 ----------------------------------------------------------------- essay extension (reply)
add("mail/2025/03/2025-03-19_re-essee-lisaaika.eml",
    frm="Riikka Aaltonen <riikka.aaltonen@tuni.example>",
    to=AINO,
    subject="Re: Esseen palautus – lisäaika?",
    date="2025-03-19 16:25", msgid="<ra-20250319162510@tuni.example>",
    extra=[("In-Reply-To", "<av-20250318-2144@posti.example>"),
           ("References", "<av-20250318-2144@posti.example>")],
    kind="plain", cte="8bit",
    text="""Hei Aino,

lisäaika myönnetty. Koska useampi on pyytänyt samaa, siirrän koko ryhmän
esseen määräaikaa: palautus Moodleen perjantaina 4.4.2025 klo 23.59
mennessä. Palautelaatikko on auki siihen asti.

Oppimispäiväkirjan määräaika pysyy ennallaan.

Tsemppiä kirjoittamiseen!
Riikka

Riikka Aaltonen
yliopistonlehtori, erityispedagogiikka
Tampereen yliopisto

Aino Virtanen kirjoitti 18.3.2025 klo 21.44:
> Hei Riikka,
>
> olisiko mahdollista saada esseeseen noin viikko lisäaikaa? Koulussa on
> juuri nyt arviointikeskustelut ja kotona on sairastettu vuorotellen.
> Määräaika on nyt pe 28.3.
>
> Ystävällisin terveisin
> Aino Virtanen
""")

# 21 ----------------------------------------------------------------- test drive (HTML only, QP)
add("mail/2025/03/2025-03-24_koeajo-vahvistus.eml",
    frm="Autotalo Hervanta <ajanvaraus@autotalohervanta.example>",
    to=AINO,
    subject="Koeajoaika vahvistettu",
    date="2025-03-24 10:05", msgid="<ajv-koeajo-77104@autotalohervanta.example>",
    kind="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif">
<h3>Koeajoaika vahvistettu</h3>
<p>Hei Aino Virtanen, kiitos varauksesta!</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Auto</th><td>Kia e-Niro 64 kWh EX (2020)</td></tr>
<tr><th align="left">Aika</th><td>lauantai 29.3.2025 klo 11.00 (n. 45 min)</td></tr>
<tr><th align="left">Paikka</th><td>Autotalo Hervanta Oy, Hermiankatu 14, 33720 Tampere<br>
asiakaspysäköinti rakennuksen edessä, sisäänkäynti lasiovista</td></tr>
<tr><th align="left">Yhteyshenkilö</th><td>Mikko Aaltonen</td></tr>
</table>
<p>Ota mukaan voimassa oleva ajokortti. Jos aika ei sovi, soita 03 000 5566.</p>
<p>Autotalo Hervanta Oy</p>
</body></html>
""")

# 22 ----------------------------------------------------------------- bank loan offer (base64)
add("mail/2025/04/2025-04-02_nasinpankki-lainatarjous.eml",
    frm="Näsinpankki, kulutusluotot <lainat@nasinpankki.example>",
    to=AINO,
    subject="Lainatarjous (ajoneuvolaina)",
    date="2025-04-02 13:12", msgid="<np-offer-20250402-004417@nasinpankki.example>",
    kind="plain", cte="base64",
    text="""Hyvä Aino Virtanen,

kiitos lainahakemuksestanne. Olemme käsitelleet hakemuksen, ja tarjoamme
seuraavaa:

Hakemusnumero: NP-2025-004417
Lainan tyyppi: ajoneuvolaina, vakuutena ajoneuvo (omistuksenpidätys)
Lainamäärä: 18 000 €
Laina-aika: 60 kuukautta
Korko: 12 kk euribor (2,45 %) + marginaali 2,45 % = 4,90 %
Kuukausierä: noin 338,86 € (annuiteetti)
Avausmaksu: 150 €
Tilinhoitomaksu: 5 €/kk
Todellinen vuosikorko: 6,28 %

Tarjous on voimassa 30.4.2025 asti. Voit hyväksyä tarjouksen verkkopankissa
kohdassa Lainat > Tarjoukset.

Ystävällisin terveisin
Henna Lampinen
asiakasneuvoja, Näsinpankki
""")

# 23 ----------------------------------------------------------------- Kia price (reply)
add("mail/2025/04/2025-04-03_re-e-niro-hinta.eml",
    frm="Mikko Aaltonen <mikko.aaltonen@autotalohervanta.example>",
    to=AINO,
    subject="Re: e-Niro – hinnasta",
    date="2025-04-03 15:20", msgid="<ah-20250403-1520-ma@autotalohervanta.example>",
    extra=[("In-Reply-To", "<av-20250401-2012@posti.example>"),
           ("References", "<av-20250401-2012@posti.example>")],
    kind="plain", cte="8bit",
    text="""Hei Aino,

juttelin myyntipäällikön kanssa. Voimme tarjota e-Niron hintaan 26 400 €,
ja talvirenkaat (kaksi kautta ajetut nastat) kuuluvat kauppaan. Lisäksi
teemme luovutustarkastuksen ja päivitämme ohjelmistot ennen luovutusta.

Luovutus onnistuu toukokuussa heti, kun rahoitus on kunnossa. Tarjous on
voimassa 17.4. saakka.

Terveisin
Mikko Aaltonen
myyntineuvottelija, Autotalo Hervanta Oy
p. 03 000 5566

Aino Virtanen kirjoitti 1.4.2025 klo 20.12:
> Hei Mikko,
>
> kiitos koeajosta lauantaina, auto tuntui tosi hyvältä ja lapset mahtuivat
> takapenkille mukavasti. Hinta 27 900 € on kuitenkin budjettini yläpäässä,
> varsinkin kun km-määrä on 61 000. Löytyykö hinnasta joustoa? Vertailen vielä
> toista autoa.
>
> Terveisin
> Aino Virtanen
""")

# 24 ----------------------------------------------------------------- substitute (alt, QP)
add("mail/2025/04/2025-04-08_sijainen-konferenssimatka.eml",
    frm=SARI, to=AINO_W,
    subject="Sijaisjärjestely konferenssimatkasi ajaksi",
    date="2025-04-08 12:40", msgid="<sh-20250408124011@kalevanharju.edu.example>",
    kind="alt", cte="quoted-printable",
    text="""Hei Aino,

konferenssimatkasi (to–pe) ajaksi luokkasi sijaisena toimii Tuomas Kivelä.
Tuomas on ollut meillä sijaisena aiemminkin (4A syksyllä), joten koulu ja
käytännöt ovat hänelle tuttuja.

Jätäthän hänelle:
- tuntisuunnitelmat molemmille päiville
- Vilhon päiväjärjestyskuvat ja ohjeet taukopaikasta
- luokan istumajärjestyksen ja allergialistan

Hanna on 3B:ssä torstaina tavalliseen tapaan. Timo on luokassa
molempina aamupäivinä.

Matkalasku M2:een kahden viikon kuluessa paluusta.

Hyvää matkaa!
Sari
""",
    html="""<html><body style="font-family:Calibri,Arial">
<p>Hei Aino,</p>
<p>konferenssimatkasi (to–pe) ajaksi luokkasi sijaisena toimii <b>Tuomas Kivelä</b>.
Tuomas on ollut meillä sijaisena aiemminkin (4A syksyllä), joten koulu ja käytännöt ovat hänelle tuttuja.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Jätä sijaiselle</th></tr>
<tr><td>tuntisuunnitelmat molemmille päiville</td></tr>
<tr><td>Vilhon päiväjärjestyskuvat ja ohjeet taukopaikasta</td></tr>
<tr><td>luokan istumajärjestys ja allergialista</td></tr>
</table>
<p>Hanna on 3B:ssä torstaina tavalliseen tapaan. Timo on luokassa molempina aamupäivinä.</p>
<p>Matkalasku M2:een kahden viikon kuluessa paluusta.</p>
<p>Hyvää matkaa!<br>Sari</p>
</body></html>
""")

# 25 ----------------------------------------------------------------- bank updated offer (reply)
add("mail/2025/04/2025-04-15_re-lainatarjous.eml",
    frm="Henna Lampinen <henna.lampinen@nasinpankki.example>",
    to=AINO,
    subject="Re: Lainatarjous (ajoneuvolaina)",
    date="2025-04-15 10:48", msgid="<np-hl-20250415104802@nasinpankki.example>",
    extra=[("In-Reply-To", "<av-20250403-1935@posti.example>"),
           ("References", "<np-offer-20250402-004417@nasinpankki.example> <av-20250403-1935@posti.example>")],
    kind="plain", cte="8bit",
    text="""Hei Aino,

kiitos viestistäsi. Kävimme tarjouksen uudelleen läpi. Koska palkkasi ja
säästösi ovat meillä, voimme laskea marginaalia.

Päivitetty tarjous:
Korko: 12 kk euribor (2,45 %) + marginaali 2,00 % = 4,45 %
Laina-aika: 60 kk, lainamäärä ennallaan
Kuukausierä: noin 335,17 €
Avausmaksu: 0 € (normaalisti 150 €)

Muut ehdot ennallaan. Päivitetty tarjous näkyy verkkopankissa, ja sen voi
hyväksyä 30.4. mennessä. Lainasopimus allekirjoitetaan sähköisesti, ja
varat maksetaan suoraan autoliikkeelle kauppakirjan mukaan.

Ystävällisin terveisin
Henna Lampinen
asiakasneuvoja, Näsinpankki

Aino Virtanen kirjoitti 3.4.2025 klo 19.35:
> Hei,
>
> kiitos lainatarjouksesta. Tarjouksenne 4,90 % on parempi kuin autoliikkeen
> rahoitus (5,9 %), mutta olen ollut asiakkaananne 15 vuotta ja palkkani
> tulee teille. Olisiko marginaalissa vielä neuvonvaraa?
>
> Ystävällisin terveisin
> Aino Virtanen
""")

# 26 ----------------------------------------------------------------- Pekka forwards jetty quote
add("mail/2025/04/2025-04-22_fwd-laituri-paivitetty-tarjous.eml",
    frm=PEKKA, to=AINO,
    subject="Fwd: Päivitetty tarjous: laiturin korjaus",
    date="2025-04-22 07:31", msgid="<pv-fwd-20250422073155@kotiposti.example>",
    kind="plain", cte="8bit",
    text="""Tässä Koskelan uusi hinta. Runkopalkki oli laho, siksi nousi.
Mun mielestä tehdään, jako kuten sovittiin.
-P

---------- Välitetty viesti ---------
Lähettäjä: Esa Koskela <esa@laituripalvelu-koskela.example>
Päivämäärä: ma 21.4.2025 klo 16.12
Aihe: Päivitetty tarjous: laiturin korjaus
Vastaanottaja: Pekka Virtanen <pekka.virtanen@kotiposti.example>

Hei Pekka,

kävin laiturilla jäiden lähdön jälkeen la 19.4. ja nostin etupään
tarkastettavaksi. Jäät ovat painaneet etuosaa, ja runkopalkki (etuosa,
n. 4 m) on laho ja pitää vaihtaa. Muuten tarjous ennallaan.

Päivitetty tarjous:
- kellukkeet 4 kpl à 265 €              1 060 €
- kansilaudat, lehtikuusi                  780 €
- runkopalkin vaihto (materiaali + työ)    440 €
- ketjut ja ankkurointi                    150 €
- työ                                      350 €
YHTEENSÄ (sis. alv 25,5 %)               2 780 €

Työ tehdään viikolla 22. Tarkka päivä vahvistetaan toukokuun puolivälissä
sään ja vedenkorkeuden mukaan.

Terveisin
Esa Koskela
Laituripalvelu Koskela
""")

# 27 ----------------------------------------------------------------- Särkänniemi booking (HTML base64)
add("mail/2025/04/2025-04-29_sarkanniemi-ryhmavaraus.eml",
    frm="Särkänniemi ryhmämyynti <ryhmamyynti@sarkanniemi.example>",
    to=AINO_W,
    subject="Varausvahvistus: koululaisryhmä ti 27.5.2025",
    date="2025-04-29 14:02", msgid="<grp-2025-31874@sarkanniemi.example>",
    kind="html", cte="base64",
    html="""<html><body style="font-family:Arial,sans-serif">
<h2 style="color:#e4007c">Varausvahvistus</h2>
<p>Hei Aino Virtanen, kiitos ryhmävarauksesta!</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Varaustunnus</th><td><b>SN-25-31874</b></td></tr>
<tr><th align="left">Ryhmä</th><td>Kalevanharjun koulu, 3B</td></tr>
<tr><th align="left">Päivä</th><td>tiistai 27.5.2025</td></tr>
<tr><th align="left">Oppilaat</th><td>24 × koululaisranneke, ryhmähinta 24,00 € = 576,00 €</td></tr>
<tr><th align="left">Aikuiset</th><td>4 saattajaa veloituksetta (1 aikuinen / 6 oppilasta)</td></tr>
<tr><th align="left">Yhteensä</th><td>576,00 € (lasku koululle, maksuaika 14 pv)</td></tr>
</table>
<p>Ryhmän sisäänkäynti pääportin ryhmäkassalta: esitä varaustunnus. Rannekkeet luovutetaan ryhmän
vastuuhenkilölle. Huvipuisto avautuu klo 10.</p>
<p>Tervetuloa Särkänniemeen!<br>Ryhmämyynti</p>
</body></html>
""")

# 28 ----------------------------------------------------------------- tiekunta 2025 (HTML only)
add("mail/2025/05/2025-05-05_tiekunta-kokous-ja-tiemaksu-2025.eml",
    frm="Seppo Hakala <seppo.hakala@kiviniementie.example>",
    to=f"{AINO}, {PEKKA}",
    subject="Kiviniementien tiekunta: vuosikokouksen päätökset ja tiemaksu 2025",
    date="2025-05-05 20:10", msgid="<20250505201033.tk2025@kiviniementie.example>",
    kind="html", cte="8bit",
    html="""<html><body style="font-family:Times New Roman,serif">
<p>Hei osakkaat,</p>
<p>tiekunnan vuosikokous pidettiin la 26.4.2025. Paikalla oli 11 osakasta. Tärkeimmät päätökset:</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Asia</th><th>Päätös</th></tr>
<tr><td>Mäen perusparannus</td><td>Tehdään kesä–heinäkuussa, kustannusarvio 6 800 €</td></tr>
<tr><td>Tieyksikön hinta</td><td>nostetaan (perusparannuksen vuoksi)</td></tr>
<tr><td>Kiinteistö Kiviniemi (702-412-3-88), tiemaksu 2025</td><td><b>214,50 €</b></td></tr>
<tr><td>Eräpäivä</td><td>15.6.2025</td></tr>
<tr><td>Tili / viite</td><td>FI00 1234 5600 0078 90 / 12300 45614</td></tr>
<tr><td>Talvikunnossapito</td><td>jatkuu ennallaan (Kalle Aarnio)</td></tr>
</table>
<p>Pöytäkirja on nähtävillä pyydettäessä. Raskaat kuljetukset mäelle kielletty kesä–heinäkuun
perusparannuksen ajan.</p>
<p>Terveisin<br>Seppo Hakala<br>Kiviniementien tiekunta, puheenjohtaja</p>
</body></html>
""")

# 29 ----------------------------------------------------------------- septic moved (QP)
add("mail/2025/05/2025-05-06_jatevesitarkastus-uusi-aika.eml",
    frm="Marja Hietala <marja.hietala@ruovesi.example>",
    to=AINO,
    subject="Jätevesitarkastus Kiviniementie 41: uusi aika",
    date="2025-05-06 09:15", msgid="<mh-20250506091507@ruovesi.example>",
    kind="plain", cte="quoted-printable",
    text="""Hei,

Kiviniementie 41:n jätevesijärjestelmän tarkastuskäynti siirtyy
tarkastajan sairastumisen vuoksi. Aiemmin ilmoitettu aika (toukokuu)
peruuntuu.

Uusi aika: torstai 5.6.2025 klo 13.00

Tarkastaja on sama kuin aiemmin ilmoitettu, ja käynnillä tarvittavat
asiakirjat ovat samat kuin alkuperäisessä ilmoituksessa. Jos uusi aika ei
sovi, vastaathan tähän viestiin 23.5. mennessä.

Ystävällisin terveisin
Marja Hietala
ympäristösihteeri, Ruoveden kunta
""")

# 30 ----------------------------------------------------------------- bus confirmation (reply)
add("mail/2025/05/2025-05-07_re-tilausajo-sarkanniemi.eml",
    frm="Pyynikin Tilausliikenne Oy <tilaukset@pyynikintilausliikenne.example>",
    to=AINO_W,
    subject="Re: Tilausajo 27.5. Kalevanharju – Särkänniemi",
    date="2025-05-07 11:03", msgid="<pt-2025-0577@pyynikintilausliikenne.example>",
    extra=[("In-Reply-To", "<av-20250505-1522@kalevanharju.edu.example>"),
           ("References", "<av-20250505-1522@kalevanharju.edu.example>")],
    kind="plain", cte="8bit",
    text="""Hei Aino,

vahvistan tilauksen:

ti 27.5.2025, 1 linja-auto (49 paikkaa)
Lähtö klo 9.15 Kalevanharjun koululta. Nouto koulun takapihan puolelta
Sammonkadun portilta (bussi mahtuu kääntymään siellä, pääovella ei).
Paluu Särkänniemen bussiparkista P3 klo 14.15, koululla n. 14.40.
Hinta 290 € + alv, lasku koululle.

Kuljettaja soittaa aamulla numeroonne, kun on lähdössä varikolta.

Ystävällisin terveisin
Pyynikin Tilausliikenne Oy
tilaukset

Aino Virtanen kirjoitti 5.5.2025 klo 15.22:
> Hei,
>
> tarvitsisimme bussin tiistaina 27.5. Särkänniemeen: 24 oppilasta ja
> 4 aikuista. Lähtö noin klo 9.15 koululta, paluu Särkänniemestä noin
> klo 14.15. Voisitteko vahvistaa hinnan?
>
> Aino Virtanen, Kalevanharjun koulu
""")

# 31 ----------------------------------------------------------------- Wilma trip notice (QP)
add("mail/2025/05/2025-05-12_wilma-retkitiedote.eml",
    frm="Wilma <noreply@wilma.tampere.example>",
    to=AINO_W,
    subject="Wilma: Lähetetty viesti – 3B:n Särkänniemi-retki ti 27.5.",
    date="2025-05-12 16:20", msgid="<wilma.msg.131877.20250512@wilma.tampere.example>",
    kind="plain", cte="quoted-printable",
    text="""Kopio lähettämästäsi viestistä (vastaanottajat: 3B huoltajat, 42 kpl)

Hei 3B:n huoltajat!

Kevätretki Särkänniemeen on tiistaina 27.5.

- Kokoontuminen klo 9.00 koulun takapihalla Sammonkadun portin luona.
  Bussi lähtee klo 9.15.
- Paluu koululle noin klo 14.40, jonka jälkeen koulupäivä päättyy.
  Iltapäiväkerholaiset menevät kerhoon normaalisti.
- Mukaan: reppu, eväät (lounas + välipala + juoma), sään mukainen
  vaatetus, aurinkolasit/lippis. Koulu tarjoaa mehut.
- Rannekkeet maksaa koulu ja vanhempainyhdistys. Omaa rahaa saa olla
  max. 10 € (vapaaehtoinen).
- Aikuisina mukana minä, ohjaaja Timo Rantanen ja kaksi huoltajaa.

Ilmoitattehan Wilmassa pe 16.5. mennessä, jos lapsi ei osallistu tai jos
hänellä on matkapahoinvointia, allergioita tai muuta huomioitavaa.

Terveisin
Aino Virtanen
""")
