# -*- coding: utf-8 -*-
"""All .eml files."""
from common import new_mail, write_mail, wrap, quote

E_WORK = "Kovács Eszter <eszter.kovacs@tervter.example>"
E_HOME = "Kovács Eszter <kovacs.eszter@posta.example>"
ANDREA = "Tóth Andrea <andrea.toth@kerulet.example>"
LUKAS = "Lukas Brandstätter <lukas@brandstaetter-arch.example>"
SZALAI = "Szalai Péter <peter.szalai@szalaistatika.example>"
REKA = "Molnárné Kovács Réka <reka.molnar@posta.example>"
GONDOS = "Gondos Kéz Otthonápolás <iroda@gondoskez.example>"
BARANY = "Bárány Zoltán – Bárány Ház Kft. <kozoskepviselo@baranyhaz.example>"

SIG_E = """
--
Kovács Eszter
okl. építészmérnök
Tervtér Építész Stúdió Kft.
1061 Budapest, Paulay Ede u. 31. I/2
+36 1 000 4420"""


def plain(rel, hdr, body, cte="8bit", do_wrap=True):
    m = new_mail(rel, **hdr)
    m.set_content(wrap(body) if do_wrap else body, subtype="plain", charset="utf-8", cte=cte)
    write_mail(rel, m)


def html_only(rel, hdr, html, cte="base64"):
    m = new_mail(rel, **hdr)
    m.set_content(html, subtype="html", charset="utf-8", cte=cte)
    write_mail(rel, m)


def alternative(rel, hdr, text, html, cte="quoted-printable", html_cte=None):
    m = new_mail(rel, **hdr)
    m.set_content(wrap(text), subtype="plain", charset="utf-8", cte=cte)
    m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte or cte)
    write_mail(rel, m)


def mixed(rel, hdr, body, attachments, cte="quoted-printable"):
    m = new_mail(rel, **hdr)
    m.set_content(wrap(body), subtype="plain", charset="utf-8", cte=cte)
    for fname, text in attachments:
        m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                         filename=fname, disposition="attachment")
    write_mail(rel, m)


def H(frm, to, subject, date, **kw):
    d = dict(frm=frm, to=to, subject=subject, date=date)
    d.update(kw)
    return d


def build():
    # 1 ------------------------------------------------------------------
    plain("mail/2024/04/2024-04-11_kickoff_iskolabovites.eml",
          H(ANDREA, E_WORK, "Árpádföldi iskola bővítése – kick-off időpont", "2024-04-11 09:14",
            cc="Halmi Gergely <gergely.halmi@tervter.example>"),
          """Kedves Eszter!

Köszönöm a gyors visszajelzést. A projektindító megbeszélést 2024. április 18-án, csütörtökön 10 órára tudjuk szervezni a Polgármesteri Hivatalban, a jegyző is ott lesz az első félórában, valamint az iskola igazgatónője, Dr. Lengyel Piroska.

Napirend:
- a bővítés programja (6 tanterem, tornaszoba, lift)
- ütemezés, engedélyezési eljárás (ÉTDR)
- pénzügyi keret, a pályázati forrás feltételei (a kivitelezést 2025 nyaráig el kell kezdeni!)

Kérem, hozzák magukkal a tanulmánytervet nyomtatva is, A3-ban, az igazgatónő szereti papíron látni.

Üdvözlettel:
Tóth Andrea
beruházási referens
Beruházási Iroda""")

    # 2 ------------------------------------------------------------------
    plain("mail/2024/05/2024-05-27_lukas_learnscape.eml",
          H(LUKAS, E_HOME, "LearnScape 2025 - fancy teaming up?", "2024-05-27 21:40"),
          """Hi Eszter,

hope all is well in Budapest! It was great to meet you at the school-building symposium last autumn - I still think about your talk on the Pest courtyard schools.

Here's the thing: the LearnScape Foundation announced their next ideas competition for spring 2025 - "learning landscapes" for primary schools, two A1 panels, anonymous, international jury. Registration should open in January. I'd love to do it together: you know schools and the Hungarian regulations way better than I do, and I have a small team (3 people + an intern) that can do models and diagrams.

No pressure, but think about it? We could start with a call in September when everyone is back from holidays.

Best,
Lukas

--
Lukas Brandstätter
Studio Brandstätter Architektur
Praterstraße 14/3, 1020 Wien
+43 1 000 7781""", cte="8bit")

    # 3 ------------------------------------------------------------------
    html_only("mail/2024/07/2024-07-03_lakasdekor_promo.eml",
              H("Lakásdekor Webáruház <hirlevel@lakasdekor.example>", "kovacs.eszter@posta.example",
                "🌞 Nyári kiárusítás: akár -40% a kerti bútorokra!", "2024-07-03 06:05",
                extra=[("List-Unsubscribe", "<mailto:leiratkozas@lakasdekor.example>")]),
              """<html><body style="font-family:Arial,sans-serif">
<h1 style="color:#e35d00">Nyári kiárusítás!</h1>
<p>Kedves Vásárlónk! Csak ezen a héten: akár <b>-40%</b> a kerti bútorokra és a napernyőkre.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Termék</th><th>Eredeti ár</th><th>Akciós ár</th></tr>
<tr><td>Rattan kerti szett (4 fő)</td><td>189 990 Ft</td><td>119 990 Ft</td></tr>
<tr><td>Napernyő 3 m, bézs</td><td>34 990 Ft</td><td>22 990 Ft</td></tr>
<tr><td>Balkonláda, terrakotta, 80 cm</td><td>7 490 Ft</td><td>4 990 Ft</td></tr>
<tr><td>Kültéri párna szett</td><td>12 990 Ft</td><td>8 490 Ft</td></tr>
</table>
<p>Ingyenes szállítás 30 000 Ft felett. Kuponkód: NYAR24</p>
<p style="font-size:10px;color:#888">Ha nem szeretne több levelet kapni, <a href="https://lakasdekor.example/leiratkozas">iratkozzon le</a>.</p>
</body></html>""", cte="quoted-printable")

    # 4 ÉTDR hiánypótlás (HTML only, base64) -- hidden: 118734 -----------
    html_only("mail/2024/08/2024-08-22_etdr_hianypotlas.eml",
              H("ÉTDR értesítő <ertesites@etdr.e-epites.example>", "eszter.kovacs@tervter.example",
                "ÉTDR értesítés: hiánypótlási felhívás", "2024-08-22 14:31"),
              """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p><b>Elektronikus Építésügyi Dokumentációs Rendszer – értesítés</b></p>
<p>Tisztelt Tervező!</p>
<p>Az Ön által meghatalmazottként kezelt ügyben az építésügyi hatóság hiánypótlási felhívást adott ki.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td>ÉTDR ügyazonosító</td><td><b>ÉTDR-202400118734</b></td></tr>
<tr><td>Ügy tárgya</td><td>Árpádföldi Általános Iskola bővítése – építési engedélyezési eljárás</td></tr>
<tr><td>Építtető</td><td>kerületi Önkormányzat</td></tr>
<tr><td>Hiánypótlási határidő</td><td>2024. október 21.</td></tr>
</table>
<p>A hiánypótlás tárgya:</p>
<ol>
<li>tartószerkezeti tervfejezet (az engedélyezési szintű statikai koncepció nem elegendő)</li>
<li>tűzvédelmi műszaki leírás, a tűzvédelmi tervező aláírásával</li>
<li>akadálymentesítési tervfejezet és rehabilitációs szakmérnöki nyilatkozat</li>
<li>a vízi közműszolgáltató hozzájárulása</li>
</ol>
<p>A határidő indokolt kérelemre egy alkalommal meghosszabbítható. A dokumentumokat az ÉTDR felületén, az ügyhöz csatolva kell benyújtani.</p>
<p>Ez egy automatikus értesítés, kérjük, ne válaszoljon rá.</p>
</body></html>""", cte="base64")

    # 5 Delfin registration (HTML only, QP) -----------------------------
    html_only("mail/2024/09/2024-09-03_delfin_jelentkezes.eml",
              H("Delfin Úszóiskola <info@delfinuszas.example>", "kovacs.eszter@posta.example",
                "Jelentkezés visszaigazolása – Fekete Bence, őszi félév", "2024-09-03 18:22"),
              """<html><body style="font-family:Arial,sans-serif">
<p>Kedves Szülő!</p>
<p>Köszönjük a jelentkezést, Fekete Bence helyét a következő csoportba véglegesítettük:</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Csoport</th><td>Kezdő 2 (7–8 évesek)</td></tr>
<tr><th>Helyszín</th><td>Angyalföldi Tanuszoda, kis medence</td></tr>
<tr><th>Időpont</th><td>kedd 17:00–17:45</td></tr>
<tr><th>Edző</th><td>Bakó Dávid</td></tr>
<tr><th>Félév</th><td>2024. szeptember 10. – 2025. január 28.</td></tr>
<tr><th>Félévi díj</th><td>36 000 Ft</td></tr>
</table>
<p>Kérjük, a díjat szeptember 15-ig utalja át, közleményben a gyermek nevével és a csoport nevével.
Az őszi szünetben (október 29.) nincs foglalkozás.</p>
<p>Üdvözlettel:<br>Delfin Úszóiskola</p>
</body></html>""", cte="quoted-printable")

    # 6 Re: statika -- Eszter replies to Szalai --------------------------
    plain("mail/2024/09/2024-09-20_re_statika_hatarido.eml",
          H(E_WORK, SZALAI, "Re: Árpádföldi iskola – tartószerkezet, határidő", "2024-09-20 08:47",
            reply_to_id="<szalai-0919@szalaistatika.example>"),
          """Kedves Péter!

Köszönöm, akkor szerdán, 25-én 14 órakor várunk az irodában, a tornaszoba fesztávját és a meglévő épület alapozását nézzük meg. A tervezett november 15-i leadás nekünk így rendben van, a hiánypótlás határidejét a hatóságnál meghosszabbíttatjuk.

Üdv,
Eszter
""" + SIG_E + """

2024. szept. 19., csüt 16:05 időpontban Szalai Péter <peter.szalai@szalaistatika.example> ezt írta:
""" + quote("""Kedves Eszter!

A szerződést aláírva visszaküldtem. A tartószerkezeti tervfejezetet november 15-re tudom vállalni, feltéve, hogy az építészeti alaprajzok szeptember végéig véglegesek. Jövő héten szerdán délután be tudok menni egyeztetni, ha megfelel.

Üdvözlettel:
Szalai Péter"""))

    # 7 Gondos Kéz offer: multipart/mixed + base64 attachment ------------
    mixed("mail/2024/10/2024-10-02_gondoskez_ajanlat.eml",
          H(GONDOS, E_HOME, "Árajánlat és szerződéstervezet – Kovács László", "2024-10-02 11:20",
            cc=REKA),
          """Kedves Kovács Eszter!

A múlt heti telefonos egyeztetés alapján csatoljuk az otthonápolási szolgáltatás árajánlatát és a szerződés főbb adatait Kovács László részére. A gondozó Szabó Jánosné (Marika) lesz, aki Debrecen belvárosában és a Füredi úti lakótelepen dolgozik, nagy tapasztalattal csípőműtét utáni ápolásban.

Kérjük, az ajánlatot nézzék át, és ha megfelel, október 3-án 10 órakor a lakáson aláírjuk a szerződést.

Üdvözlettel:
Bíró Edit
koordinátor
Gondos Kéz Otthonápolási Szolgálat Kft.""",
          [("ajanlat_Kovacs_Laszlo.txt", """GONDOS KÉZ OTTHONÁPOLÁSI SZOLGÁLAT KFT.
Árajánlat / szerződés adatlap

Szerződésszám:   GK-2024/0562
Ellátott:        Kovács László, Debrecen, Füredi út 41. II/7.
Megrendelő:      Kovács Eszter (számlafizető), Molnárné Kovács Réka (kapcsolattartó)
Gondozó:         Szabó Jánosné (Marika)

Szolgáltatás:    személyi gondozás, fürdetés, gyógyszerelés előkészítése,
                 bevásárlás, mozgásterápia felügyelete
Beosztás:        hétfő, szerda, péntek 9:00–12:00 (heti 9 óra)
Óradíj:          3 200 Ft / óra (bruttó)
Számlázás:       havonta utólag, a hónap 5. napjáig, átutalással
Felmondás:       30 nap
Helyettesítés:   a gondozó szabadsága / betegsége esetén a Szolgálat helyettest biztosít

Kelt: Debrecen, 2024. október 2.
""")])

    # 8 Allergy result: multipart/mixed, body 8bit, attachment base64 ----
    m_rel = "mail/2024/10/2024-10-15_allergia_lelet.eml"
    mixed(m_rel,
          H("Allergo-Med Rendelő <labor@allergomed.example>", "kovacs.eszter@posta.example",
            "Laboratóriumi lelet – Fekete Bence", "2024-10-15 13:02"),
          """Tisztelt Szülő!

Mellékelten küldjük Fekete Bence allergiavizsgálatának laboreredményét (specifikus IgE). A leletet Dr. Varga Orsolya a kontrollvizsgálaton értékeli és beszéli meg Önökkel.

Ez egy automatikus üzenet. Kérdés esetén hívja a rendelőt munkanapokon 8 és 14 óra között.

Allergo-Med Rendelő
Budapest XIII., Váci út 86. 3. em.""",
          [("lelet_Fekete_Bence_2024-10.txt", """ALLERGO-MED LABORATÓRIUM – LELET
Beteg: Fekete Bence (szül. 2017)
Beküldő orvos: Dr. Varga Orsolya, gyermekallergológus
Mintavétel: 2024. 10. 08.

Specifikus IgE (kU/l)                  érték     osztály
--------------------------------------------------------
Nyírfa pollen (t3)                      14,2 kU/l    3
Mogyoró (f17)                            2,1 kU/l    2
Pázsitfű pollen (g6)                     0,2 kU/l    0
Parlagfű (w1)                            0,1 kU/l    0
Háziporatka (d1)                         0,3 kU/l    0/1
Macskaszőr (e1)                          0,1 kU/l    0
Össz-IgE                                 186 kU/l

Értékelés: nyírfa pollen és mogyoró irányában szenzibilizáció
(keresztreakció valószínű). Klinikai értékelés az allergológiai
kontrollvizsgálaton.
""")], cte="8bit")

    # 9 Szalai slips to Dec 6 (QP, quoting) ------------------------------
    plain("mail/2024/10/2024-10-29_re_statika_csuszas.eml",
          H(SZALAI, E_WORK, "Re: tartószerkezeti tervfejezet – állás?", "2024-10-29 17:55",
            reply_to_id="<eszter-1028@tervter.example>"),
          """Kedves Eszter!

Elnézést a késői válaszért. Sajnos egy másik munkám (egy csarnok) elhúzódott, és a tornaszoba acél rácsos tartóinak méretezése is több időt vesz igénybe, mint gondoltam. A teljes tervfejezetet december 6-ra tudom leadni, ezt tartani is fogom.

Üdvözlettel:
Szalai Péter
Szalai Statika Bt.

2024. okt. 28., hétf 09:12 időpontban Kovács Eszter <eszter.kovacs@tervter.example> ezt írta:
""" + quote("""Kedves Péter!

Szeretném megkérdezni, hogy áll a tartószerkezeti tervfejezet. A hatóságnál már meghosszabbítottuk a hiánypótlási határidőt, és Andrea az önkormányzattól kérdezi, mikor lesz meg. A november 15-i dátum még él?

Köszönöm,
Eszter"""), cte="quoted-printable")

    # 10 Newsletter multipart/alternative (noise) ------------------------
    alternative("mail/2024/11/2024-11-12_kamara_hirlevel.eml",
                H("Budapesti Építész Kamara <hirlevel@epiteszkamara-bp.example>",
                  "eszter.kovacs@tervter.example", "Hírlevél 2024/11 – továbbképzések, pályázatok",
                  "2024-11-12 07:30", extra=[("List-Id", "BEK hirlevel <hirlevel.epiteszkamara-bp.example>")]),
                """Budapesti Építész Kamara – Hírlevél 2024/11

Kötelező továbbképzés: a 2024-es pontokat december 31-ig kell teljesíteni. Szakmai napok:
- november 21.: Iskolaépületek energetikai felújítása (4 pont)
- november 28.: ÉTDR-gyakorlati tudnivalók, hiánypótlás elkerülése (2 pont)
- december 5.: Fa tartószerkezetek többszintes épületekben (4 pont)

Pályázatok: nemzetközi ötletpályázatok listája a honlapon (LearnScape 2025, Europan, stb.).

Kamarai díj: a 2025-ös tagdíjat január 31-ig kell befizetni.""",
                """<html><body>
<h2>Budapesti Építész Kamara – Hírlevél 2024/11</h2>
<h3>Kötelező továbbképzés</h3>
<p>A 2024-es pontokat december 31-ig kell teljesíteni.</p>
<table border="1" cellpadding="4"><tr><th>Dátum</th><th>Téma</th><th>Pont</th></tr>
<tr><td>november 21.</td><td>Iskolaépületek energetikai felújítása</td><td>4</td></tr>
<tr><td>november 28.</td><td>ÉTDR-gyakorlati tudnivalók, hiánypótlás elkerülése</td><td>2</td></tr>
<tr><td>december 5.</td><td>Fa tartószerkezetek többszintes épületekben</td><td>4</td></tr></table>
<h3>Pályázatok</h3><p>Nemzetközi ötletpályázatok listája a honlapon (LearnScape 2025, Europan, stb.).</p>
<p>A 2025-ös tagdíjat január 31-ig kell befizetni.</p></body></html>""")

    # 11 Szalai slips to Jan 10 (8bit, nested quoting) -------------------
    plain("mail/2024/12/2024-12-13_re_re_statika.eml",
          H(SZALAI, E_WORK, "Re: Re: tartószerkezeti tervfejezet – állás?", "2024-12-13 19:41",
            reply_to_id="<eszter-1209@tervter.example>"),
          """Kedves Eszter!

Tudom, hogy ez most nagyon kellemetlen. A decemberi leadás nem fog menni: a meglévő épület alapjairól a talajmechanikai szakvélemény csak a múlt héten jött meg, és az alapozást újra kell számolnom. Január 10-re küldöm a teljes anyagot, az ünnepek alatt is dolgozom rajta.

Üdvözlettel:
Szalai Péter

2024. dec. 9., hétf 08:30 időpontban Kovács Eszter <eszter.kovacs@tervter.example> ezt írta:
""" + quote("""Kedves Péter!

December 6. elmúlt, és nem kaptunk semmit. Kérlek, írd meg, mikor számíthatunk a tervfejezetre, mert a hatóságnál a meghosszabbított határidő is fogy.

Eszter

2024. okt. 29., kedd 17:55 időpontban Szalai Péter ezt írta:
> A teljes tervfejezetet december 6-ra tudom leadni, ezt tartani is fogom."""))

    # 12 Toy shop receipt (noise) -----------------------------------------
    plain("mail/2024/12/2024-12-16_jatekvar_rendeles.eml",
          H("Játékvár Webáruház <rendeles@jatekvar.example>", "kovacs.eszter@posta.example",
            "Rendelés visszaigazolása #JV-884120", "2024-12-16 22:14"),
          """Kedves Kovács Eszter!

Köszönjük rendelését!

Rendelésszám: JV-884120
----------------------------------------------
1 db  Építőkocka tűzoltóállomás (60-as sorozat)   38 990 Ft
1 db  Társasjáték: Kis felfedezők                  8 490 Ft
      Szállítás (GLS)                              1 490 Ft
----------------------------------------------
Összesen:                                      48 970 Ft
Fizetés: bankkártya (sikeres)

Várható kézbesítés: 2024. december 19.
Szállítási cím: 1136 Budapest, Tátra utca 27. III/12.

Játékvár Webáruház""")

    # 13 Bank rate reset (HTML only, base64) -- hidden: 187 420 -----------
    html_only("mail/2025/01/2025-01-15_dunapart_kamatfordulo.eml",
              H("Dunapart Bank Zrt. <ertesito@dunapartbank.example>", "kovacs.eszter@posta.example",
                "Értesítés kamatperiódus fordulóról – lakáscélú kölcsön", "2025-01-15 10:03",
                cc="marton.fekete@posta.example"),
              """<html><body style="font-family:Georgia,serif">
<p>Tisztelt Kovács Eszter és Fekete Márton!</p>
<p>Tájékoztatjuk, hogy lakáscélú jelzálogkölcsön-szerződésük 5 éves kamatperiódusa <b>2025. március 1-jén</b> lejár.
A következő kamatperiódusra vonatkozó feltételek:</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th></th><th>Jelenlegi</th><th>2025. március 1-től</th></tr>
<tr><td>Ügyleti kamat (évi)</td><td>4,95%</td><td><b>6,84%</b></td></tr>
<tr><td>THM</td><td>5,12%</td><td>7,09%</td></tr>
<tr><td>Havi törlesztőrészlet</td><td>152 300 Ft</td><td><b>187 420 Ft</b></td></tr>
<tr><td>Hátralévő futamidő</td><td colspan="2">15 év 1 hónap (változatlan)</td></tr>
</table>
<p>Az első, új összegű törlesztőrészlet terhelése: 2025. március 5.</p>
<p>A kamatperiódus fordulóján a kölcsön díjmentesen előtörleszthető vagy végtörleszthető. Amennyiben
a szerződés módosítását vagy a kölcsön kiváltását tervezik, kérjük, 2025. február 15-ig jelezzék.</p>
<p>Üdvözlettel:<br>Dunapart Bank Zrt.<br>Lakossági Hitelezés</p>
</body></html>""", cte="base64")

    # 14 Fwd pension (QP) -------------------------------------------------
    plain("mail/2025/01/2025-01-17_fwd_nyugdij_emeles.eml",
          H(REKA, E_HOME, "Fwd: Értesítés a nyugellátás 2025. januári emeléséről", "2025-01-17 20:11"),
          """Szia Eszti!

Ez jött apának, lefotóztam és átírtam, mert az Ügyfélkapuján is fent van. Tedd el légyszi a nyugdíjas jegyzetedhez.

puszi, R.

---------- Továbbított üzenet ---------
Feladó: Nyugdíjfolyósító Igazgatóság <ertesites@nyugdij.example>
Dátum: 2025. jan. 14., K 08:00
Tárgy: Értesítés a nyugellátás 2025. januári emeléséről
Címzett: Kovács László

Tisztelt Kovács László!

Értesítjük, hogy a nyugellátását 2025. január 1-jétől a jogszabály szerinti mértékben, 3,2%-kal emeltük.

Öregségi nyugdíj havi összege 2024. december 31-én: 218 350 Ft
Emelés összege: 6 990 Ft
Öregségi nyugdíj havi összege 2025. január 1-jétől: 225 340 Ft

A januári emelt összeget a februári ellátással együtt, a megszokott folyósítási napon utaljuk.
A 13. havi nyugdíj folyósítása 2025 februárjában történik.

Nyugdíjfolyósító Igazgatóság""", cte="quoted-printable")

    # 15 LearnScape registration (multipart/alternative, both base64) ----
    alternative("mail/2025/01/2025-01-20_learnscape_registration.eml",
                H("LearnScape Competition <registration@learnscape.example>", "eszter.kovacs@tervter.example",
                  "LearnScape 2025 - registration confirmed", "2025-01-20 16:48",
                  cc="lukas@brandstaetter-arch.example"),
                """Dear Eszter Kovács,

thank you for registering for LearnScape 2025 - International Ideas Competition for Learning Environments.

Team lead: Eszter Kovács (HU)
Team members: Lukas Brandstätter (AT)
Registration code: LS25-HU-0419
Registration fee: EUR 150 - received

Please keep the registration code private. It is NOT the anonymous 6-character code that goes on your panels - you will choose that one yourself when you upload. You need the registration code to log in to the submission portal, which opens on 1 March 2025.

Questions about the brief can be sent until 15 February; answers will be published on the website.

Kind regards,
LearnScape Foundation - Competition Office""",
                """<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2>LearnScape 2025 &ndash; registration confirmed</h2>
<p>Dear Eszter Kovács,</p>
<p>thank you for registering for LearnScape 2025 &ndash; International Ideas Competition for Learning Environments.</p>
<table cellpadding="4">
<tr><td>Team lead</td><td>Eszter Kovács (HU)</td></tr>
<tr><td>Team members</td><td>Lukas Brandstätter (AT)</td></tr>
<tr><td>Registration code</td><td><b>LS25-HU-0419</b></td></tr>
<tr><td>Registration fee</td><td>EUR 150 &ndash; received</td></tr>
</table>
<p>Please keep the registration code private. It is NOT the anonymous 6-character code that goes on your panels.
You need the registration code to log in to the submission portal, which opens on 1 March 2025.</p>
<p>Kind regards,<br>LearnScape Foundation &ndash; Competition Office</p>
</body></html>""", cte="base64")

    # 16 Lukas renderings (7bit, quoting) ---------------------------------
    plain("mail/2025/01/2025-01-28_lukas_renderings.eml",
          H(LUKAS, E_WORK, "Re: LearnScape - who does what", "2025-01-28 22:05",
            reply_to_id="<eszter-0127@tervter.example>"),
          """Hi Eszter,

sounds good. Quick answers:

1. Renderings: Mira Hofer (our intern, she's brilliant with Blender/Twinmotion) will do all the visuals, two exterior, one interior. She needs the final massing by mid-March at the latest.
2. Diagrams + massing: me.
3. Plans, sections, the abstract text: you.
4. Concept: I'm still all for the bridge. It's bold. Juries like bold. But let's test both with Mira's first massing models in February.

I'll send you the Rhino file tomorrow.

Lukas

On Mon, 27 Jan 2025 at 18:14, Eszter Kovacs <eszter.kovacs@tervter.example> wrote:
""" + quote("""Hi Lukas,

registration is done, the confirmation came last week (I forwarded it to you). Let's split the work so we don't both draw the same thing at midnight. My proposal: you do massing + diagrams, I do plans + sections + abstract. Who does the renderings? I really can't, I'm slow with that.

Also: we have to decide Bridge vs Terraces at some point. February?

Eszter"""), cte="7bit")

    # 17 Delfin schedule change (multipart/alternative, QP) --------------
    alternative("mail/2025/02/2025-02-06_delfin_orarend_valtozas.eml",
                H("Delfin Úszóiskola <info@delfinuszas.example>", "kovacs.eszter@posta.example",
                  "Tavaszi félév: csoportbeosztás és időpontváltozás", "2025-02-06 19:30"),
                """Kedves Szülők!

A tavaszi félévtől a medencebeosztás változása miatt a Kezdő 2 csoport új időpontja:
csütörtökönként 16:30–17:15 (kis medence), első alkalom: 2025. február 13.

Bakó Dávid edzőnk a versenyszakosztályhoz került, a csoportot a tavaszi félévtől Fodor Zsófia vezeti (úszóedző, testnevelő tanár). A keddi időpont megszűnik.

A tavaszi félév díja változatlanul 36 000 Ft, befizetési határidő: február 20.

Üdvözlettel:
Delfin Úszóiskola""",
                """<html><body>
<p>Kedves Szülők!</p>
<p>A tavaszi félévtől a medencebeosztás változása miatt a <b>Kezdő 2</b> csoport új időpontja:</p>
<table border="1" cellpadding="5"><tr><th>Nap</th><th>Idő</th><th>Edző</th><th>Első alkalom</th></tr>
<tr><td>csütörtök</td><td>16:30–17:15</td><td>Fodor Zsófia</td><td>2025. február 13.</td></tr></table>
<p>Bakó Dávid edzőnk a versenyszakosztályhoz került. A keddi időpont megszűnik.</p>
<p>A tavaszi félév díja változatlanul 36 000 Ft, befizetési határidő: február 20.</p>
<p>Üdvözlettel:<br>Delfin Úszóiskola</p></body></html>""")

    # 18 Szalai partial + new date (QP, quoting) -------------------------
    plain("mail/2025/02/2025-02-14_szalai_reszanyag.eml",
          H(SZALAI, E_WORK, "Re: Statika – mikor?? (Árpádföldi iskola)", "2025-02-14 16:20",
            reply_to_id="<eszter-0204@tervter.example>",
            cc="Halmi Gergely <gergely.halmi@tervter.example>"),
          """Kedves Eszter, kedves Gergely!

Csatolás helyett feltöltöttem a közös mappába a részanyagot: a meglévő épület alapozásának ellenőrzése és az új szárny födémszerkezetei készen vannak (T-01 … T-08 lapok, statikai számítás 1. kötet).

A tornaszoba tetőszerkezete és a teljes tartószerkezeti műszaki leírás hiányzik még. Ezeket 2025. március 21-ig, péntekig leadom, aláírva, PDF/A-ban, hogy a hiánypótlás március végéig beadható legyen.

Tudom, hogy sokat csúsztam, ezért elnézést kérek.

Üdvözlettel:
Szalai Péter

2025. febr. 4., K 10:02 időpontban Kovács Eszter <eszter.kovacs@tervter.example> ezt írta:
""" + quote("""Kedves Péter!

Január 10. is elmúlt, most február van. Kérlek, küldd el, ami kész van, és írj egy végleges dátumot, amit tényleg tartani tudsz. A hiánypótlást március végéig be kell adnunk, különben az önkormányzat bajban lesz, és mi is.

Eszter"""), cte="quoted-printable")

    # 19 Car inspection booking (base64 plain) -- hidden ------------------
    plain("mail/2025/02/2025-02-18_vizsgabazis_foglalas.eml",
          H("Vizsgabázis Kft. – online foglalás <foglalas@vizsgabazis.example>", "kovacs.eszter@posta.example",
            "Időpontfoglalás visszaigazolása – műszaki vizsga", "2025-02-18 21:37"),
          """Tisztelt Kovács Eszter!

Műszaki vizsga időpontfoglalását rögzítettük.

Foglalási azonosító: VB-25-07731
Jármű: NKR-482, Škoda Octavia Combi (személygépkocsi, M1)
Időpont: 2025. április 8. (kedd) 08:40
Vizsgaállomás: Vizsgabázis Angyalföld, 1139 Budapest, Reitter Ferenc utca 128. (a benzinkút mögötti bejárat)

Kérjük, 10 perccel korábban érkezzen. Hozza magával a forgalmi engedélyt, a törzskönyvet vagy annak másolatát,
valamint a kötelező gépjármű-felelősségbiztosítás igazolását. A vizsgadíj a helyszínen bankkártyával fizethető.

Lemondás vagy módosítás legkésőbb 24 órával előtte, a foglalási azonosítóval.

Vizsgabázis Kft.""", cte="base64")

    # 20 Condo meeting invitation (HTML only, QP) ------------------------
    html_only("mail/2025/02/2025-02-20_kozgyulesi_meghivo.eml",
              H(BARANY, "Tátra u. 27 tulajdonosai <lakok-tatra27@baranyhaz.example>",
                "MEGHÍVÓ – rendkívüli közgyűlés, homlokzatfelújítás (Tátra u. 27.)", "2025-02-20 15:02"),
              """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Tisztelt Tulajdonostársak!</p>
<p>A Tátra utca 27. Társasház rendkívüli közgyűlését összehívom.</p>
<p><b>Időpont:</b> 2025. március 26. (szerda) 18:00<br>
<b>Helyszín:</b> a ház földszinti közös helyisége (kerékpártároló melletti terem)</p>
<p><b>Napirend:</b></p>
<ol>
<li>Az utcai homlokzat felújítása – a beérkezett árajánlatok ismertetése, kivitelező kiválasztása</li>
<li>A felújítás finanszírozása (felújítási alap + egyszeri befizetés vagy társasházi hitel)</li>
<li>Egyebek (kapucsengő cseréje)</li>
</ol>
<p><b>A beérkezett árajánlatok:</b></p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Ajánlattevő</th><th>Hőszigetelés</th><th>Bruttó ár</th><th>Kivitelezési idő</th><th>Becsült egyszeri befizetés átlagos lakásra*</th></tr>
<tr><td>Homlokzat-Pro Kft.</td><td>ásványgyapot 12 cm</td><td>41 200 000 Ft</td><td>14 hét</td><td>965 000 Ft</td></tr>
<tr><td>Falburok Bt.</td><td>EPS 15 cm</td><td>46 800 000 Ft</td><td>12 hét</td><td>1 198 000 Ft</td></tr>
<tr><td>Vakolat Mester Zrt.</td><td>ásványgyapot 15 cm</td><td>52 500 000 Ft</td><td>16 hét</td><td>1 435 000 Ft</td></tr>
</table>
<p style="font-size:12px">* a felújítási alapban lévő 18 millió Ft felhasználása után, átlagos (400/10000) tulajdoni hányadra számolva.</p>
<p>Határozatképtelenség esetén a megismételt közgyűlés ugyanezen a napon 18:30-kor, ugyanott.
Akadályoztatás esetén meghatalmazással képviseltethetik magukat (a nyomtatvány a hirdetőtáblán).</p>
<p>Üdvözlettel:<br>Bárány Zoltán<br>közös képviselő, Bárány Ház Kft.</p>
</body></html>""", cte="quoted-printable")

    # 21 Hotel booking (multipart/alternative, 7bit English) -------------
    alternative("mail/2025/02/2025-02-21_hotel_booking_wien.eml",
                H("Hotel Donaublick Wien <reservations@donaublick-hotel.example>", "eszter.kovacs@tervter.example",
                  "Your booking confirmation #DB-55217", "2025-02-21 12:40"),
                """Dear Ms Kovacs,

thank you for your reservation. We look forward to welcoming you.

Booking number: DB-55217
Hotel Donaublick, Praterstrasse 61, 1020 Wien
Check-in: Wednesday, 5 March 2025 (from 14:00)
Check-out: Friday, 7 March 2025 (until 11:00)
Room: Single, courtyard side, breakfast included
Total: EUR 312.00 (pay at hotel)

Nearest U-Bahn: Nestroyplatz (U1). Free cancellation until 3 March, 18:00.

Hotel Donaublick Wien""",
                """<html><body><h3>Booking confirmation #DB-55217</h3>
<p>Dear Ms Kovacs, thank you for your reservation.</p>
<table border="1" cellpadding="4">
<tr><td>Hotel</td><td>Hotel Donaublick, Praterstrasse 61, 1020 Wien</td></tr>
<tr><td>Check-in</td><td>Wednesday, 5 March 2025 (from 14:00)</td></tr>
<tr><td>Check-out</td><td>Friday, 7 March 2025 (until 11:00)</td></tr>
<tr><td>Room</td><td>Single, courtyard side, breakfast included</td></tr>
<tr><td>Total</td><td>EUR 312.00 (pay at hotel)</td></tr></table>
<p>Nearest U-Bahn: Nestroyplatz (U1). Free cancellation until 3 March, 18:00.</p></body></html>""",
                cte="7bit")

    # 22 Plumber quote (8bit, quoting) -----------------------------------
    plain("mail/2025/02/2025-02-24_olah_arajanlat.eml",
          H("Oláh Tibor <olah.tibor.viz@posta.example>", E_HOME, "Re: radiátor csere, gyerekszoba",
            "2025-02-24 20:12", reply_to_id="<eszter-0223@posta.example>"),
          """Kedves Eszter!

Megnéztem a fotókat amiket küldött, ahogy mondtam a helyszínen, a radiátor bal alsó sarka átrozsdásodott, ezt már nem érdemes javítani.

Ajánlatom:
- régi radiátor leszerelése, elszállítása
- rendszer leengedése, újratöltése, légtelenítés
- új radiátor felszerelése a meglévő szelepekre (a decemberi szelep jó marad)
Munkadíj összesen: 42 000 Ft (számlát adok)

Radiátort érdemes ugyanakkora méretben venni, 22-es típus, 600 x 1000 mm, pl. Termoline K22 600x1000, a szerelvénybolt webshopban szokott lenni. Rendelje meg Ön, úgy olcsóbb, mint ha én hozom.

Március 8-án szombaton reggel 8-ra tudok menni. Kb. 3 óra.

Üdv.: Oláh Tibor
+36 30 000 4471

2025. febr. 23., V 18:40 időpontban Kovács Eszter <kovacs.eszter@posta.example> ezt írta:
""" + quote("""Kedves Tibor!

Ahogy telefonon mondtam, a gyerekszobai radiátor újra csöpög, ugyanott, ahol novemberben. Meg tudná írni, mennyibe kerülne a teljes csere, és milyen radiátort vegyünk?

Köszönöm,
Kovács Eszter"""))

    # 23 Radiator webshop receipt (8bit) ---------------------------------
    plain("mail/2025/03/2025-03-01_szerelvenybolt_rendeles.eml",
          H("Szerelvénybolt.example <rendeles@szerelvenybolt.example>", "kovacs.eszter@posta.example",
            "Megrendelés visszaigazolás – SZB-2025-031877", "2025-03-01 09:55"),
          """Kedves Kovács Eszter!

Köszönjük megrendelését. Rendelésszám: SZB-2025-031877

Tétel                                              Menny.   Ár
--------------------------------------------------------------------
Termoline K22 600x1000 lapradiátor, oldalcsatlakozós   1 db   54 990 Ft
Radiátor fali konzol készlet (K22)                     1 db   included
Szállítás (házhoz, emeletre)                           1 db    3 990 Ft
--------------------------------------------------------------------
Fizetendő összesen:                                            58 980 Ft
Fizetés: online bankkártya – sikeres

Várható szállítás: 2025. március 6. (csütörtök), 8–16 óra között.
Szállítási cím: 1136 Budapest, Tátra utca 27. III/12. (kapucsengő: Fekete)

Szerelvénybolt.example""")

    # 24 Gondos Kéz: fee increase + substitute (QP) ----------------------
    plain("mail/2025/03/2025-03-04_gondoskez_dij_helyettes.eml",
          H(GONDOS, E_HOME, "Díjváltozás 2025. március 1-től, helyettesítés márciusban", "2025-03-04 10:45",
            cc=REKA),
          """Kedves Kovács Eszter, kedves Réka!

Két dologról szeretnénk tájékoztatni Önöket:

1. Óradíj: a minimálbér és a garantált bérminimum emelése miatt 2025. március 1-jétől az óradíjunk bruttó 3 600 Ft. A szerződés többi feltétele változatlan. A márciusi számla már az új díjjal készül.

2. Helyettesítés: Szabó Jánosné (Marika) március 10. és március 28. között szabadságon van. Ez alatt Kovács László gondozását Kissné Halász Ildikó végzi, ugyanabban a beosztásban (hétfő, szerda, péntek 9–12). Ildikó három éve dolgozik nálunk, mozgásszervi rehabilitációban is tapasztalt. Marika március 31-től újra jön.

Kérdés esetén keressenek bizalommal.

Üdvözlettel:
Bíró Edit
koordinátor
Gondos Kéz Otthonápolási Szolgálat Kft.""", cte="quoted-printable")

    # 25 Lukas decision (7bit, quoting) ----------------------------------
    plain("mail/2025/03/2025-03-10_lukas_decision.eml",
          H(LUKAS, E_WORK, "Re: after Vienna - decision + next steps", "2025-03-10 09:12",
            reply_to_id="<eszter-0309@tervter.example>"),
          """Hi Eszter,

yes - agreed, and thanks for the patience with me on Friday. Courtyard Terraces it is. The bridge was my darling, but Mira's models made it obvious: too long for the site, and the play street underneath would be a dark tunnel. Let's drop it for good and not look back.

Next steps:
- me: final massing + the three diagrams by 21 March, then Mira starts the renderings
- you: could you send me the site sections (A-A, B-B) by Friday? I need them for the terrace levels. DWG is fine, PDF too.
- you: abstract - get it under 300 words, then I'll read it
- both: panel layout call on 24 March (Monday), 18:00 your time

Greetings to Bence - tell him the slide is in the scheme now (roof to courtyard 2). I'm not joking.

Lukas

On Sun, 9 Mar 2025 at 21:30, Eszter Kovacs <eszter.kovacs@tervter.example> wrote:
""" + quote("""Hi Lukas,

thanks again for the three days, it was intense and exactly what we needed. Let me put in writing what we said on Friday so we don't reopen it: we go with Courtyard Terraces, we drop the Bridge. Agreed?

I'm still behind with the sections, sorry, I'll do them this week.

Eszter"""), cte="7bit")

    # 26 Condo meeting postponed (8bit) ----------------------------------
    plain("mail/2025/03/2025-03-11_kozgyules_halasztas.eml",
          H(BARANY, "Tátra u. 27 tulajdonosai <lakok-tatra27@baranyhaz.example>",
            "HALASZTÁS – a március 26-i közgyűlés új időpontja és helyszíne", "2025-03-11 17:26"),
          """Tisztelt Tulajdonostársak!

A március 26-ra meghirdetett rendkívüli közgyűlést el kell halasztanom, mert a Vakolat Mester Zrt. módosított ajánlatot ad (EPS helyett ásványgyapottal, de olcsóbban), és a határidőt március 25-re kérte. Így a három ajánlat összevethető lesz.

Emellett többen jelezték, hogy a földszinti helyiség kicsi és hideg, ezért új helyszínt foglaltam.

Az új időpont: 2025. április 9. (szerda) 18:30
Az új helyszín: Pozsonyi úti Közösségi Ház, nagyterem (Budapest XIII., Pozsonyi út 9., földszint)

A napirend változatlan. A már leadott meghatalmazások érvényesek maradnak. A frissített ajánlat-összesítőt április elején küldöm.

Üdvözlettel:
Bárány Zoltán
közös képviselő
Bárány Ház Kft.""")

    # 27 Eszter -> Andrea after meeting (8bit, quoting) -------------------
    plain("mail/2025/03/2025-03-14_re_onkormanyzat_egyeztetes.eml",
          H(E_WORK, ANDREA, "Re: egyeztetés – hiánypótlás állása", "2025-03-14 08:58",
            reply_to_id="<andrea-0313@kerulet.example>",
            cc="Halmi Gergely <gergely.halmi@tervter.example>"),
          """Kedves Andrea!

Köszönöm a tegnapi egyeztetést. Összefoglalom, amiben megállapodtunk:

- a hiánypótlást március 31-ig beadjuk; a statikus a hiányzó részeket a jövő hét végéig ígérte
- ha a statika mégsem érkezik meg, április 1-jén Önök kérnek még egy rövid hosszabbítást a hatóságtól (Gergely előre megírja az indoklást)
- a kivitelezési közbeszerzés kiírását Önök áprilisra tervezik, ehhez május közepéig kell a költségvetés

Üdvözlettel:
Eszter
""" + SIG_E + """

2025. márc. 13., Cs 15:20 időpontban Tóth Andrea <andrea.toth@kerulet.example> ezt írta:
""" + quote("""Kedves Eszter!

Köszönöm, hogy bejöttek. Kérem, írja meg röviden, miben maradtunk, hogy a jegyzőnek is továbbíthassam.

Üdvözlettel:
Tóth Andrea"""))

    # 28 Airline promo (multipart/alternative, QP, noise) ----------------
    alternative("mail/2025/03/2025-03-17_flydanube_promo.eml",
                H("FlyDanube <news@flydanube.example>", "kovacs.eszter@posta.example",
                  "Spring sale: Budapest to 30 cities from EUR 19.99", "2025-03-17 11:00",
                  extra=[("List-Unsubscribe", "<https://flydanube.example/unsubscribe>")]),
                """SPRING SALE - book by 24 March

Budapest -> Barcelona from EUR 29.99
Budapest -> Lisbon from EUR 39.99
Budapest -> Copenhagen from EUR 24.99
Budapest -> Vienna? No - take the train. ;)

Travel period: April - June 2025. Cabin bag included in FLEX fares only.

You receive this e-mail because you subscribed to FlyDanube news.""",
                """<html><body><h1>SPRING SALE</h1><p>Book by 24 March.</p>
<table border="1" cellpadding="4"><tr><th>Route</th><th>From</th></tr>
<tr><td>Budapest &rarr; Barcelona</td><td>EUR 29.99</td></tr>
<tr><td>Budapest &rarr; Lisbon</td><td>EUR 39.99</td></tr>
<tr><td>Budapest &rarr; Copenhagen</td><td>EUR 24.99</td></tr></table>
<p>Travel period: April &ndash; June 2025.</p></body></html>""")
