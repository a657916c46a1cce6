# -*- coding: utf-8 -*-
"""E-mail specs for the henrik vault. Built by build.build_eml()."""

HENRIK = "Henrik Lindqvist <henrik.lindqvist@fjordmail.example>"
IMMY = "Imogen Clarke <immy.clarke@postbox.example>"
MATS = "Mats Ekberg <mats.ekberg@vastnet.example>"
KARIN = "Karin Dahlberg <karin.dahlberg@nordhavnline.example>"
OSKAR = "Oskar Fredén <oskar.freden@nordhavnline.example>"
BIRGITTA = "Birgitta Holm <birgitta@holmsandell.example>"
LEIF = "Leif Andersson <leif@fiskebacksvarv.example>"

MAILS = []


def add(**kw):
    MAILS.append(kw)


def quote(text):
    return "\n".join(("> " + ln) if ln else ">" for ln in text.strip("\n").split("\n"))


# 1 ---------------------------------------------------------------- rotation 2025 (HTML only, QP)
add(path="mail/2024/11/2024-11-18_nordhavn-b-crew-rotation-2025.eml",
    **{"from": KARIN}, to=HENRIK, date="Mon, 18 Nov 2024 09:14:22 +0100",
    subject="B-crew rotation 2025 – M/S Nordhavn Aurora, engine dept.",
    msgid="<20241118091422.4471@nordhavnline.example>", kind="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Hi all,</p>
<p>Please find the B-crew engine department rotation for 2025 below. Swings are 14 days on /
14 days off as before. Crew change in Göteborg (Älvsborg terminal), Mondays 08:00 unless
stated otherwise.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Swing</th><th>Join</th><th>Sign off</th></tr>
<tr><td>1</td><td>Mon 6 Jan</td><td>Sun 19 Jan</td></tr>
<tr><td>2</td><td>Mon 3 Feb</td><td>Sun 16 Feb</td></tr>
<tr><td>3</td><td>Mon 3 Mar</td><td>Sun 16 Mar</td></tr>
<tr><td>4</td><td>Mon 31 Mar</td><td>Sun 13 Apr</td></tr>
<tr><td>5</td><td>Mon 28 Apr</td><td>Sun 11 May</td></tr>
<tr><td>6</td><td>Mon 26 May</td><td>Sun 8 Jun</td></tr>
<tr><td>7</td><td>Mon 23 Jun</td><td>Sun 6 Jul</td></tr>
<tr><td>8</td><td>Mon 21 Jul</td><td>Sun 3 Aug</td></tr>
<tr><td>9</td><td>Mon 18 Aug</td><td>Sun 31 Aug</td></tr>
<tr><td>10</td><td>Mon 15 Sep</td><td>Sun 28 Sep</td></tr>
<tr><td>11</td><td>Mon 13 Oct</td><td>Sun 26 Oct</td></tr>
<tr><td>12</td><td>Mon 10 Nov</td><td>Sun 23 Nov</td></tr>
<tr><td>13</td><td>Mon 8 Dec</td><td>Sun 21 Dec</td></tr>
</table>
<p>The 2025 dry docking is not scheduled yet. We will come back to you as soon as the yard slot is
confirmed; expect some adjustments in the second half of the year.</p>
<p>Swaps between yourselves are fine as long as you tell me before, not after.</p>
<p>Best regards,<br>Karin Dahlberg<br>Crewing Coordinator, Nordhavn Line</p>
</body></html>
""")

# 2 ---------------------------------------------------------------- flight receipt (HTML only, QP)
add(path="mail/2024/12/2024-12-02_skylark-booking-confirmation.eml",
    **{"from": "Skylark Air <noreply@skylarkair.example>"}, to=HENRIK,
    date="Mon, 02 Dec 2024 21:47:05 +0100",
    subject="Your booking is confirmed – Göteborg to Bristol",
    msgid="<bk-KQ7XRM-20241202204705@skylarkair.example>", kind="html", cte="quoted-printable",
    html="""<html><body>
<h2>Thanks for flying with Skylark, Henrik!</h2>
<p>Booking reference: <b>KQ7XRM</b></p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Date</th><th>Flight</th><th>From</th><th>Dep.</th><th>To</th><th>Arr.</th></tr>
<tr><td>Sat 21 Dec 2024</td><td>SY 412</td><td>Göteborg Landvetter (GOT)</td><td>10:05</td><td>Amsterdam (AMS)</td><td>11:55</td></tr>
<tr><td>Sat 21 Dec 2024</td><td>SY 1051</td><td>Amsterdam (AMS)</td><td>13:10</td><td>Bristol (BRS)</td><td>13:35</td></tr>
<tr><td>Sat 28 Dec 2024</td><td>SY 1056</td><td>Bristol (BRS)</td><td>14:20</td><td>Amsterdam (AMS)</td><td>16:45</td></tr>
<tr><td>Sat 28 Dec 2024</td><td>SY 419</td><td>Amsterdam (AMS)</td><td>18:00</td><td>Göteborg Landvetter (GOT)</td><td>19:50</td></tr>
</table>
<h3>Passengers</h3>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Name</th><th>Seats (all flights)</th><th>Bags</th></tr>
<tr><td>Mr Henrik Lindqvist</td><td>14C</td><td>1 x 23 kg</td></tr>
<tr><td>Ms Imogen Clarke</td><td>14D</td><td>1 x 23 kg</td></tr>
</table>
<p>Total paid: <b>6 842 SEK</b> (Visa ending 0000)</p>
<p>Online check-in opens 30 hours before departure. Have a lovely trip!</p>
<p style="font-size:small">Skylark Air · This is an automated message, please do not reply.</p>
</body></html>
""")

# 3 ---------------------------------------------------------------- receipt noise (7bit)
add(path="mail/2025/01/2025-01-09_nordic-outdoor-order.eml",
    **{"from": "Nordic Outdoor Supply <orders@nordicoutdoor.example>"}, to=HENRIK,
    date="Thu, 09 Jan 2025 14:02:11 +0100",
    subject="Order #NOS-558201 has shipped",
    msgid="<order-558201-shipped@nordicoutdoor.example>", kind="plain", cte="7bit",
    body="""Hi Henrik,

Good news - your order is on its way!

Order:   #NOS-558201
Carrier: PostNord, tracking 00000000000SE

  1 x Trailhead 400 headlamp (red light mode)     449.00 SEK
  2 x Merino hiking socks, size 43-46             398.00 SEK
  1 x Dry bag 20 L, orange                         229.00 SEK
  Shipping                                           0.00 SEK
  ----------------------------------------------------------
  Total incl. VAT                                1 076.00 SEK

Returns are free within 30 days.

Happy adventures,
Nordic Outdoor Supply
""")

# 4 ---------------------------------------------------------------- insurance (HTML only, base64)
add(path="mail/2025/02/2025-02-11_havsbris-fornyelse-batforsakring.eml",
    **{"from": "Havsbris Sjöförsäkring <kundservice@havsbris.example>"}, to=HENRIK, cc=MATS,
    date="Tue, 11 Feb 2025 07:30:00 +0100",
    subject="Förnyelse av din båtförsäkring 2025",
    msgid="<renewal-2025-0211-5512@havsbris.example>", kind="html", cte="base64",
    html="""<html><body style="font-family:Georgia,serif">
<p>Hej Henrik Lindqvist,</p>
<p>Din båtförsäkring förnyas automatiskt den 1 mars 2025. Här är dina uppgifter för det nya
försäkringsåret:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Försäkringsnummer</td><td><b>HB-447120-S</b></td></tr>
<tr><td>Försäkringstagare</td><td>Henrik Lindqvist, Mats Ekberg</td></tr>
<tr><td>Båt</td><td>Solveig, koster av trä, byggd 1959, 8,6 m</td></tr>
<tr><td>Motor</td><td>Volvo Penta MD2B, inombordare</td></tr>
<tr><td>Försäkringsbelopp</td><td>180 000 kr</td></tr>
<tr><td>Självrisk</td><td>5 000 kr</td></tr>
<tr><td>Årspremie 2025</td><td><b>3 480 kr</b> (2024: 2 950 kr)</td></tr>
<tr><td>Betalning</td><td>Autogiro, dras 27 februari</td></tr>
</table>
<p>Premien har justerats på grund av ökade skadekostnader för träbåtar och nya index.
Kontakta oss gärna om du vill se över självrisken.</p>
<p>Med vänlig hälsning<br>Havsbris Sjöförsäkring, Kundservice</p>
</body></html>
""")

# 5 ---------------------------------------------------------------- newsletter (alt, QP)
add(path="mail/2025/02/2025-02-20_batshoppen-varkampanj.eml",
    **{"from": "Båtshoppen Västkust <nyheter@batshoppen.example>"}, to=HENRIK,
    date="Thu, 20 Feb 2025 06:00:00 +0100",
    subject="Vårkampanj: 20 % på bottenfärg, tampar och fendrar",
    msgid="<nl-2025-02-vaar@batshoppen.example>", kind="alt", cte="quoted-printable",
    extra_headers=[("List-Unsubscribe", "<https://batshoppen.example/avregistrera>")],
    body="""VÅRKAMPANJ PÅ BÅTSHOPPEN VÄSTKUST

Snart dags att skrapa! Till och med 9 mars:

- 20 % på all bottenfärg: Marinplast Soft, Kustfärg Hård Eco, Seaglide Pro
- 15 % på förtöjningstampar och fendrar
- Slippapper 3 för 2

Nytt i butiken: träbåtshörnan med bomull, drevgarn, nåtmassa och trätjära.

Öppet: vardagar 10-18, lördag 10-15. Välkommen!
""",
    html="""<html><body>
<h1>Vårkampanj på Båtshoppen Västkust</h1>
<p>Snart dags att skrapa! Till och med 9 mars:</p>
<table border="0" cellpadding="6">
<tr><td><b>20 %</b></td><td>på all bottenfärg – Marinplast Soft, Kustfärg Hård Eco, Seaglide Pro</td></tr>
<tr><td><b>15 %</b></td><td>på förtöjningstampar och fendrar</td></tr>
<tr><td><b>3 för 2</b></td><td>på slippapper</td></tr>
</table>
<p>Nytt i butiken: <i>träbåtshörnan</i> med bomull, drevgarn, nåtmassa och trätjära.</p>
<p>Öppet vardagar 10–18, lördag 10–15. Välkommen!</p>
<p style="font-size:small"><a href="https://batshoppen.example/avregistrera">Avregistrera</a></p>
</body></html>
""")

# 6 ---------------------------------------------------------------- Sara's invitation (plain QP)
add(path="mail/2025/04/2025-04-03_sara-inbjudan-brollop.eml",
    **{"from": "Sara Lindqvist <sara.lindqvist@uddnet.example>"}, to="%s, %s" % (HENRIK, IMMY),
    date="Thu, 03 Apr 2025 19:22:40 +0200",
    subject="Äntligen – inbjudan! 💍",
    msgid="<CAsara-20250403192240@uddnet.example>", kind="plain", cte="quoted-printable",
    body="""Hej brorsan och Immy!

Nu är det bestämt på riktigt: Emil och jag gifter oss lördagen den 27 september!

Vigseln blir i Bokenäs gamla kyrka klockan 14.00, och sedan fest i bygdegården en bit bort
(skjuts ordnas från kyrkan, ni behöver inte köra). Klädkod: kavaj. Ingen vit klänning, Immy, den
tar jag.

OSA senast 1 augusti. Henrik – du vet vad jag vill att du ska göra (tal + bära saker). Immy – det
blir mest svenska i talen men vi fixar en engelsk sammanfattning på bordet, lovar.

Kram!
Sara

PS. Mamma håller på att rensa ladan i Uddevalla. Pappas gamla vinterkapell och mastbockar ligger
där. Vill ni ha dem till Solveig får ni hämta dem före midsommar, annars åker de till tippen.
Mamma säger att pappa hade velat att de kom till användning.
""")

# 7 ---------------------------------------------------------------- Birgitta (plain QP)
BIRG_APR = """Hej Henrik,

Tack för att du skickade brevet. Jag har läst Skatteverkets förfrågan och tar gärna ärendet som
ombud – fullmakten kan du skriva under digitalt via länken jag skickar separat.

Kort om vad det handlar om: sjöinkomstavdraget ges för den tid du har haft sjöinkomst. För helt
avdrag krävs sjöinkomst under minst 183 dagar under inkomståret; har du färre dagar sätts avdraget
ned i proportion till antalet dagar. Skatteverket vill alltså veta om dina dagar under 2024 når
upp dit, och framför allt om de dagar när Aurora låg på varv i Frederikshavn ska räknas. Det är
inte självklart – om fartyget inte är i trafik brukar Skatteverket mena att det inte är sjöinkomst,
men det finns undantag.

Det du behöver göra nu:
1. Be rederiet om ett tjänstgöringsintyg för 2024 där det framgår vilka dagar du var påmönstrad
   och vilka dagar fartyget låg på varv.
2. Skriv upp för dig själv vad ni gjorde ombord under varvstiden (vakthållning, arbete osv.).

Vi kan ses och gå igenom allt innan vi svarar. Jag kan tisdag 29 april kl 10.00 eller onsdag 30 april
kl 14.00, här på kontoret på Första Långgatan 18. Säg vad som passar.

Vänliga hälsningar
Birgitta Holm
Holm & Sandell Redovisning AB
031-000 12 07
"""
add(path="mail/2025/04/2025-04-25_birgitta-skatteverkets-forfragan.eml",
    **{"from": BIRGITTA}, to=HENRIK, date="Fri, 25 Apr 2025 15:48:03 +0200",
    subject="Ang. Skatteverkets förfrågan – sjöinkomstavdraget 2024",
    msgid="<a1b2c3-20250425154803@holmsandell.example>", kind="plain", cte="quoted-printable",
    body=BIRG_APR)

# 8 ---------------------------------------------------------------- Henrik's reply (8bit)
_meet_par = BIRG_APR.split("Vi kan ses")[1].split("Vänliga")[0]
add(path="mail/2025/04/2025-04-26_re-birgitta-forfragan.eml",
    **{"from": HENRIK}, to=BIRGITTA, date="Sat, 26 Apr 2025 08:12:55 +0200",
    subject="Re: Ang. Skatteverkets förfrågan – sjöinkomstavdraget 2024",
    msgid="<hl-20250426081255@fjordmail.example>",
    in_reply_to="<a1b2c3-20250425154803@holmsandell.example>", kind="plain", cte="8bit",
    body="""Hej Birgitta,

Tack, vad skönt att du tar det. Tisdagen passar bäst – på onsdag morgon mönstrar jag på (jag har
bytt med en kollega). Då ses vi tisdag 29 april kl 10 hos dig. Fullmakten skriver jag under i dag.

Jag har redan bett Karin på crewing om intyget, men de brukar ta sin tid.

Hälsningar
Henrik

Birgitta Holm skrev 2025-04-25 15:48:
""" + quote("Vi kan ses" + _meet_par) + "\n")

# 9 ---------------------------------------------------------------- yard invoice (mixed, base64 att)
add(path="mail/2025/04/2025-04-29_fiskebacks-batvarv-faktura.eml",
    **{"from": "Fiskebäcks Båtvarv <faktura@fiskebacksvarv.example>"}, to=HENRIK, cc=MATS,
    date="Tue, 29 Apr 2025 11:05:17 +0200",
    subject="Faktura – Solveig, vårens arbeten",
    msgid="<inv-20250429110517@fiskebacksvarv.example>", kind="mixed", cte="8bit",
    body="""Hej Henrik och Mats!

Bifogar faktura för vinterplatsen och vårens arbeten på Solveig (sjösättning 26/4 m.m.).
Betalningsvillkor 30 dagar. Hör av er om något ser konstigt ut.

Trevlig säsong!
Leif Andersson
Fiskebäcks Båtvarv AB
""",
    attachments=[("faktura.txt", """FISKEBÄCKS BÅTVARV AB
Org.nr 000000-0000 · Godkänd för F-skatt

FAKTURA
Fakturanummer:   FBV-25-0412
Fakturadatum:    2025-04-28
Förfallodatum:   2025-05-28
Kund:            Henrik Lindqvist / Mats Ekberg
Objekt:          Solveig (koster, trä, 8,6 m)

Specifikation                                    Belopp
-------------------------------------------------------
Vinterplats utomhus 2024/25 (slutbetalning)       4 200,00
Presenning, lagning (material)                      360,00
Kranlyft sjösättning 26/4                          1 450,00
Mastpåsättning med kran                              650,00
Arbete: hjälp bottenbehandling 3 h à 720           2 160,00
Arbete: byte genomföring kylvatten 2,5 h à 720     1 800,00
Material: genomföring, slangklämmor                  889,20
-------------------------------------------------------
Summa exkl. moms                                  11 509,20
Moms 25 %                                          2 877,30
ATT BETALA                                        14 386,50 kr

Betala till bankgiro 000-0000. Ange fakturanumret som referens.
""")])

# 10 --------------------------------------------------------------- rotation change (alt, QP)
add(path="mail/2025/05/2025-05-14_nordhavn-revised-rotation-dry-dock.eml",
    **{"from": KARIN}, to=HENRIK, date="Wed, 14 May 2025 13:37:09 +0200",
    subject="Revised B-crew rotation from August + dry dock 2025",
    msgid="<20250514133709.8810@nordhavnline.example>", kind="alt", cte="quoted-printable",
    body="""Hi Henrik,

The yard slot for Aurora's dry docking is now confirmed: Gdańsk, from 17 November, expected
about three weeks. To line the crews up with the docking, the B-crew shifts one week from
August. Your revised swings for the rest of the year:

  - Mon 25 Aug – Sun 7 Sep
  - Mon 22 Sep – Sun 5 Oct
  - Mon 20 Oct – Sun 2 Nov
  - Mon 17 Nov – Sun 30 Nov  (dry dock, Gdańsk – travel arranged by us, flights from GOT)
  - Mon 15 Dec – Sun 28 Dec

The swing that was planned for 18 Aug is cancelled, so you get a longer break in August.
Everything up to and including the July swing stays as it is.

I know this moves Christmas for some of you. Swaps are possible, but talk to me first.

Best regards,
Karin Dahlberg
Crewing Coordinator, Nordhavn Line
""",
    html="""<html><body>
<p>Hi Henrik,</p>
<p>The yard slot for Aurora's dry docking is now confirmed: <b>Gdańsk</b>, from 17 November,
expected about three weeks. To line the crews up with the docking, the B-crew shifts one week from
August. Your revised swings for the rest of the year:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Join</th><th>Sign off</th><th>Note</th></tr>
<tr><td>Mon 25 Aug</td><td>Sun 7 Sep</td><td></td></tr>
<tr><td>Mon 22 Sep</td><td>Sun 5 Oct</td><td></td></tr>
<tr><td>Mon 20 Oct</td><td>Sun 2 Nov</td><td></td></tr>
<tr><td>Mon 17 Nov</td><td>Sun 30 Nov</td><td>dry dock, Gdańsk – travel arranged by us</td></tr>
<tr><td>Mon 15 Dec</td><td>Sun 28 Dec</td><td></td></tr>
</table>
<p>The swing that was planned for 18 Aug is cancelled, so you get a longer break in August.
Everything up to and including the July swing stays as it is.</p>
<p>I know this moves Christmas for some of you. Swaps are possible, but talk to me first.</p>
<p>Best regards,<br>Karin Dahlberg<br>Crewing Coordinator, Nordhavn Line</p>
</body></html>
""")

# 11 --------------------------------------------------------------- Margaret reply (7bit)
add(path="mail/2025/05/2025-05-20_re-july-margaret.eml",
    **{"from": "Margaret Clarke <margaret.clarke@bristolmail.example>"}, to=IMMY, cc=HENRIK,
    date="Tue, 20 May 2025 18:03:44 +0100", subject="Re: July?",
    msgid="<mc-20250520180344@bristolmail.example>",
    in_reply_to="<ic-20250519221500@postbox.example>", kind="plain", cte="7bit",
    body="""Darling,

Yes, we've booked! We fly in on Saturday 12 July, landing at Landvetter at 15:40, and fly home
on Sunday 20 July - the early one, 09:55, I'm afraid, so no big breakfast that day.

Dad says he doesn't want any fuss for his birthday, which means he wants a great deal of fuss.
He would love a sail on Solveig if Henrik can promise calm weather. I have told him Henrik
cannot control the weather. He says "he's an engineer, he can try".

We'll bring the marmalade and the tea bags, don't buy any.

Love,
Mum xx

On 19 May 2025, at 22:15, Imogen Clarke wrote:
> Mum, have you booked the flights yet?? Henrik is off from the 7th until the 21st so
> we can do the boat and everything. Please don't book the 6am one again.
> x
""")

# 12 --------------------------------------------------------------- forward of the decision (base64)
add(path="mail/2025/06/2025-06-18_vb-beslut-skatteverket.eml",
    **{"from": BIRGITTA}, to=HENRIK, date="Wed, 18 Jun 2025 10:21:30 +0200",
    subject="VB: Beslut från Skatteverket – inkomstår 2024",
    msgid="<a1b2c3-20250618102130@holmsandell.example>", kind="plain", cte="base64",
    body="""Hej Henrik,

Beslutet kom till mig som ombud i går. Jag har skrivit av det nedan så du har det i text.
Kort sagt: de har sänkt avdraget. Ring mig när du har läst, så pratar vi om vad vi gör.

/Birgitta

---------- Vidarebefordrat meddelande ----------
Från: Skatteverket
Datum: 17 juni 2025
Ämne: Beslut om ändrad slutlig skatt, inkomstår 2024

BESLUT
Diarienummer: 131 284617-25
Handläggare: Anders Wallin
Den beslutet gäller: Henrik Lindqvist

Skatteverket har beslutat att sänka ditt sjöinkomstavdrag för inkomstår 2024 från 35 000 kr
till 29 100 kr.

Skäl för beslutet
Av tjänstgöringsintyget från Nordhavn Line framgår att du var påmönstrad 189 dagar under 2024.
Under 38 dagar (14 oktober–4 december 2024, med uppehåll) låg fartyget M/S Nordhavn Aurora på
varv i Frederikshavn och var inte i trafik. Dessa 38 dagar räknas inte som dagar med sjöinkomst.
Du har därmed haft sjöinkomst under 151 dagar, och avdraget ska därför sättas ned i proportion
till antalet dagar.

Beslutet innebär att du får en restskatt på 1 770 kr. Förfallodag framgår av ditt
skattekonto.

Om du inte är nöjd med beslutet kan du begära omprövning. Begäran ska ha kommit in till
Skatteverket senast sex år efter utgången av beskattningsåret.

Anders Wallin
Skatteverket
""")

# 13 --------------------------------------------------------------- sailmaker receipt (HTML, base64)
add(path="mail/2025/06/2025-06-18_bergs-segelmakeri-kvitto.eml",
    **{"from": "Bergs Segelmakeri <kvitto@bergssegel.example>"}, to=HENRIK,
    date="Wed, 18 Jun 2025 16:12:08 +0200", subject="Kvitto – order 2025-118",
    msgid="<kvitto-2025-118@bergssegel.example>", kind="html", cte="base64",
    html="""<html><body>
<p>Hej Henrik!</p>
<p>Tack för att du hämtade seglet i dag. Här är kvittot.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Arbete</th><th>Belopp</th></tr>
<tr><td>Storsegel: omsömnad akterlik, ny förstärkning vid skothornet</td><td>2 900 kr</td></tr>
<tr><td>Ny lattficka (övre)</td><td>300 kr</td></tr>
<tr><td>Reparation revkringla + nytt lik vid halshornet</td><td>400 kr</td></tr>
<tr><td>Tvätt och kontroll</td><td>650 kr</td></tr>
<tr><td><b>Totalt (inkl. moms)</b></td><td><b>4 250 kr</b></td></tr>
</table>
<p>Betalt med kort 2025-06-18.</p>
<p>Seglet är i gott skick för sin ålder – duken håller många år till om ni skyddar den från sol
när ni ligger still.</p>
<p>Varma hälsningar<br>Ulla Berg, segelmakare<br>Bergs Segelmakeri, Saltholmen</p>
</body></html>
""")

# 14 --------------------------------------------------------------- Pelle reply (8bit)
add(path="mail/2025/07/2025-07-02_re-virke-till-bordet.eml",
    **{"from": "Pelle Nyström <pelle.nystrom@tramail.example>"}, to=HENRIK, cc=MATS,
    date="Wed, 02 Jul 2025 21:40:12 +0200", subject="Re: virke till bordet i fören?",
    msgid="<pn-20250702214012@tramail.example>",
    in_reply_to="<hl-20250701193000@fjordmail.example>", kind="plain", cte="8bit",
    body="""Tjena,

Ek är för tungt och rör sig för mycket för bordgång på en sån här båt. Mahogny om ni har råd,
annars lärk. Jag har en fin planka sibirisk lärk liggande, men den är lite kort för fören.

Men vänta till hösten med det där. Sprickan är ytlig, den läcker inte, och man byter inte bord
mitt i säsongen om man inte måste. Ta ett foto varannan vecka så ser vi om den växer.

Och ja, Jonna och jag följer gärna med ut när Robert är här, om ni vill ha fler händer.

/Pelle

Henrik Lindqvist skrev 2025-07-01 19:30:
> Pelle, om vi ska byta det där bordet i fören med sprickan – vad för virke ska vi ha?
> Ek? Mats tror ek men Mats tror mycket.
""")

# 15 --------------------------------------------------------------- Oskar: leave approved (alt, QP)
add(path="mail/2025/08/2025-08-12_re-leave-request-swing-22-sep.eml",
    **{"from": OSKAR}, to=HENRIK, date="Tue, 12 Aug 2025 10:02:51 +0200",
    subject="Re: Leave request – swing starting 22 Sep",
    msgid="<20250812100251.1204@nordhavnline.example>",
    in_reply_to="<hl-20250811203311@fjordmail.example>", kind="alt", cte="quoted-printable",
    body="""Hi Henrik,

Your leave for the swing 22 Sep – 5 Oct is approved. Tomasz Nowicki (2/E from the relief pool)
will cover it; I've forwarded him the handover notes you sent. Your next swing after that is
Mon 20 Oct – Sun 2 Nov, as per the revised rotation.

Also, in case nobody told you: I took over crewing for the B-crew from Karin on 1 June, she has
moved to fleet HR. Please send leave requests, certificates etc. to me from now on.

Congratulations to your sister!

Best regards,
Oskar Fredén
Crewing Coordinator, Nordhavn Line

On 11 Aug 2025 20:33, Henrik Lindqvist wrote:
> Hi Oskar,
> I'd like to request leave for the swing starting Mon 22 Sep – my sister is getting married
> on the 27th and I'm doing the speech. I'll write proper handover notes for whoever covers.
> /Henrik
""",
    html="""<html><body>
<p>Hi Henrik,</p>
<p>Your leave for the swing 22 Sep – 5 Oct is <b>approved</b>. Tomasz Nowicki (2/E from the relief
pool) will cover it; I've forwarded him the handover notes you sent. Your next swing after that is
<b>Mon 20 Oct – Sun 2 Nov</b>, as per the revised rotation.</p>
<p>Also, in case nobody told you: I took over crewing for the B-crew from Karin on 1 June, she has
moved to fleet HR. Please send leave requests, certificates etc. to me from now on.</p>
<p>Congratulations to your sister!</p>
<p>Best regards,<br>Oskar Fredén<br>Crewing Coordinator, Nordhavn Line</p>
<blockquote>On 11 Aug 2025 20:33, Henrik Lindqvist wrote:<br>
Hi Oskar,<br>I'd like to request leave for the swing starting Mon 22 Sep – my sister is getting
married on the 27th and I'm doing the speech. I'll write proper handover notes for whoever covers.
<br>/Henrik</blockquote>
</body></html>
""")

# 16 --------------------------------------------------------------- BRF (HTML only, QP)
add(path="mail/2025/08/2025-08-20_brf-stambyte-och-ny-portkod.eml",
    **{"from": "Styrelsen Brf Majvallen 3 <styrelsen@brfmajvallen3.example>"},
    to="medlemmar@brfmajvallen3.example", date="Wed, 20 Aug 2025 19:00:00 +0200",
    subject="Information: stambyte hösten 2025 och ny portkod",
    msgid="<brf-info-20250820@brfmajvallen3.example>", kind="html", cte="quoted-printable",
    html="""<html><body>
<p>Hej alla medlemmar!</p>
<p>Nu är tidplanen för stambytet klar. Entreprenören (Rörbolaget Väst) går port för port:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Port</th><th>Start</th><th>Klart (prel.)</th></tr>
<tr><td>14A</td><td>6 oktober</td><td>14 november</td></tr>
<tr><td>14B</td><td>27 oktober</td><td>12 december</td></tr>
<tr><td>16</td><td>våren 2026</td><td>–</td></tr>
</table>
<p>Under stambytet är badrummet ur funktion i ca fem veckor. Köket berörs några dagar.
Information om tillfälliga duschar och toaletter ges på extrastämman tisdag 2 september kl 18.30
i föreningslokalen.</p>
<p>Före start ska badrumsskåp tömmas och tvättmaskiner i badrum flyttas ut. Entreprenören behöver
tillgång till lägenheten vardagar 07–16; lämna nyckel i nyckelskåpet om ni inte är hemma.</p>
<h3>Ny portkod</h3>
<p>Från 1 september gäller ny portkod: <b>2316</b>. Den gamla koden slutar fungera 8 september.
Lämna inte ut koden till andra än de som behöver den.</p>
<p>Vänliga hälsningar<br>Styrelsen, Brf Majvallen 3</p>
</body></html>
""")

# 17 --------------------------------------------------------------- winter place confirmation (alt, QP)
add(path="mail/2025/09/2025-09-05_fiskebacks-bekraftelse-vinterplats.eml",
    **{"from": LEIF}, to=HENRIK, cc=MATS, date="Fri, 05 Sep 2025 08:44:30 +0200",
    subject="Bekräftelse vinterplats 2025/26 – Solveig",
    msgid="<la-20250905084430@fiskebacksvarv.example>",
    in_reply_to="<hl-20250903071512@fjordmail.example>", kind="alt", cte="quoted-printable",
    body="""Hej Henrik!

Jag bekräftar härmed vinterplats inomhus i hall 2 för Solveig, säsongen 2025/26.

Upptagning: lördag 11 oktober kl. 09.00 vid kranen på gamla slipen.
Pris vinterplats inne: 9 800 kr inkl. moms. Kranlyft tillkommer, 1 450 kr.

Ni får jobba på båten i hallen helger och vardagskvällar till kl 20. Pelle är välkommen med sin
utrustning, men inga värmepistoler utan att prata med mig först (brandförsäkringen).

Ses i oktober!
Leif Andersson
Varvschef, Fiskebäcks Båtvarv AB
""",
    html="""<html><body>
<p>Hej Henrik!</p>
<p>Jag bekräftar härmed <b>vinterplats inomhus i hall 2</b> för Solveig, säsongen 2025/26.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Upptagning</td><td>lördag 11 oktober kl. 09.00, kranen på gamla slipen</td></tr>
<tr><td>Vinterplats inne</td><td>9 800 kr inkl. moms</td></tr>
<tr><td>Kranlyft</td><td>1 450 kr</td></tr>
</table>
<p>Ni får jobba på båten i hallen helger och vardagskvällar till kl 20. Pelle är välkommen med
sin utrustning, men inga värmepistoler utan att prata med mig först (brandförsäkringen).</p>
<p>Ses i oktober!<br>Leif Andersson<br>Varvschef, Fiskebäcks Båtvarv AB</p>
</body></html>
""")

# 18 --------------------------------------------------------------- new haul-out time (plain QP)
add(path="mail/2025/09/2025-09-26_fiskebacks-andrad-tid-upptagning.eml",
    **{"from": LEIF}, to=HENRIK, cc=MATS, date="Fri, 26 Sep 2025 14:10:02 +0200",
    subject="Ändrad tid för upptagning – Solveig",
    msgid="<la-20250926141002@fiskebacksvarv.example>", kind="plain", cte="quoted-printable",
    body="""Hej igen!

Tyvärr måste kranen på service, det är en hydraulslang som ska bytas och delen kommer inte
förrän om två veckor. Alla upptagningar den 11 oktober flyttas.

Ny tid för upptagning av Solveig: lördag 25 oktober kl. 08.30.

Vinterplatsen i hall 2 gäller precis som tidigare. Hör av er om tiden inte fungerar, så försöker
jag pussla.

Ber om ursäkt för strulet.
Leif Andersson
Fiskebäcks Båtvarv AB
""")

# 19 --------------------------------------------------------------- Mats reply (8bit)
add(path="mail/2025/09/2025-09-27_re-upptagningen-flyttad.eml",
    **{"from": MATS}, to=HENRIK, date="Sat, 27 Sep 2025 09:15:20 +0200",
    subject="Re: Upptagningen flyttad",
    msgid="<me-20250927091520@vastnet.example>",
    in_reply_to="<hl-20250926170102@fjordmail.example>", kind="plain", cte="8bit",
    body="""Tjena,

Inga problem, vi löser det. Vi snackar i discord om vem som gör vad, Pelle vill säkert vara med.

Vinterplatsen och kranen delar vi som vanligt, jag betalar när fakturan kommer så swishar du.
Ha det fint på bröllopet i dag! Hälsa Sara.

/Mats

Henrik Lindqvist skrev 2025-09-26 17:01:
> Mats – varvet har flyttat upptagningen, se Leifs mejl. Problemet är att jag är ombord då.
> Kan ni ta det utan mig?
> /H
""")

# 20 --------------------------------------------------------------- medical booking (HTML only, QP)
add(path="mail/2025/10/2025-10-02_sjofartsmedicin-bokningsbekraftelse.eml",
    **{"from": "Sjöfartsmedicin Väst <bokning@sjofartsmedicin.example>"}, to=HENRIK,
    date="Thu, 02 Oct 2025 11:30:00 +0200",
    subject="Bokningsbekräftelse – läkarundersökning för sjöpersonal",
    msgid="<booking-88412@sjofartsmedicin.example>", kind="html", cte="quoted-printable",
    html="""<html><body>
<p>Hej Henrik Lindqvist,</p>
<p>Välkommen till din läkarundersökning för sjöpersonal.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Datum</td><td>torsdag 16 oktober 2025</td></tr>
<tr><td>Tid</td><td>10:20 (kom 10 minuter innan)</td></tr>
<tr><td>Läkare</td><td>Eva Lindgren, godkänd sjöfartsläkare</td></tr>
<tr><td>Adress</td><td>Sjöfartsmedicin Väst, Järntorget 7, 3 tr, Göteborg</td></tr>
<tr><td>Pris</td><td>1 650 kr (betalas på plats, faktureras ev. rederiet)</td></tr>
</table>
<p>Ta med: legitimation, ditt tidigare läkarintyg, glasögon/linser om du använder sådana, och en
lista över eventuella mediciner.</p>
<p>Av- och ombokning senast 24 timmar innan, annars debiteras full avgift.</p>
<p>Välkommen!<br>Sjöfartsmedicin Väst</p>
</body></html>
""")

# 21 --------------------------------------------------------------- Birgitta: omprövning sent (8bit)
add(path="mail/2025/10/2025-10-03_birgitta-omprovningen-inskickad.eml",
    **{"from": BIRGITTA}, to=HENRIK, date="Fri, 03 Oct 2025 09:05:44 +0200",
    subject="Omprövningen är inskickad",
    msgid="<a1b2c3-20251003090544@holmsandell.example>", kind="plain", cte="8bit",
    body="""Hej Henrik,

Nu är omprövningsbegäran inskickad till Skatteverket (30/9) via Mina sidor för ombud. Jag
hänvisade till kammarrättsavgörandet och bifogade det nya intyget från rederiet om att
besättningen hade full vakthållning ombord under hela varvstiden i Frederikshavn.

Handläggningstiden är just nu ungefär 8–12 veckor, så nu får vi vänta på besked. Jag hör av mig
så fort något kommer. Om de vill ha något mer från dig så är det troligen intyg om vilka vakter
du själv gick – spara allt du har.

Observera att restskatten ändå ska betalas i tid, den betalas tillbaka med ränta om vi får rätt.

Vänliga hälsningar
Birgitta Holm
Holm & Sandell Redovisning AB
""")

# 22 --------------------------------------------------------------- Immy reply about Christmas (7bit)
add(path="mail/2025/10/2025-10-08_re-christmas-sorry.eml",
    **{"from": IMMY}, to=HENRIK, date="Wed, 08 Oct 2025 20:41:09 +0200",
    subject="Re: Christmas (sorry)",
    msgid="<ic-20251008204109@postbox.example>",
    in_reply_to="<hl-20251008181422@fjordmail.example>", kind="plain", cte="7bit",
    body="""OK. Not thrilled, but OK. Then let's do it like this:

I fly to Bristol on the 20th and do Christmas with Mum and Dad there, and you come over on the
29th straight after your swing and we do New Year in Bristol together. Mum is fine with it -
she's already planning a "second Christmas dinner" for you on the 30th, so prepare yourself.

So: Christmas in Bristol for me, New Year in Bristol for both of us, nobody comes here this year.
I've told Mum and Dad. Booking my flight tonight before the prices go mad. Can you book yours?

Love you even when the rotation doesn't.
I x

On 8 Oct 2025, at 18:14, Henrik Lindqvist wrote:
> Bad news. I checked the new rotation again and I'm on board 15-28 Dec, so Christmas here
> with your parents won't work - I'd be somewhere between Immingham and Skagen on the 24th.
> Swapping is impossible, everyone wants Christmas off and I had the summer.
> I'm really sorry. What do we do?
> H
""")

# 23 --------------------------------------------------------------- Mats cost split (mixed, base64 att)
add(path="mail/2025/10/2025-10-10_mats-kostnadssammanstallning.eml",
    **{"from": MATS}, to=HENRIK, date="Fri, 10 Oct 2025 22:03:58 +0200",
    subject="Solveig – sammanställning vårens kostnader",
    msgid="<me-20251010220358@vastnet.example>", kind="mixed", cte="8bit",
    body="""Hej,

Jonna tvingade mig att göra ordning i pappren. Bifogar en sammanställning av vårens stora
kostnader så vi kan göra upp innan vintern. Kolla om du håller med.

/Mats
""",
    attachments=[("solveig-var-2025.txt", """SOLVEIG – VÅRENS STORA KOSTNADER 2025 (sammanställt av Mats 10/10)

Post                              Totalt     Betalt av   Henriks del   Mats del
-------------------------------------------------------------------------------
Varvsfaktura vår                  14 386     Mats        7 193         7 193
Bottenfärg + förtunning            1 340     Henrik        670           670
Nåtmassa                             594     Mats          297           297
Bomull + drevgarn                    680     Mats          340           340
Impeller, filter, olja             1 126     Henrik        563           563
-------------------------------------------------------------------------------
Henrik har betalat  2 466, hans del är  9 063  ->  Henrik ska betala Mats 6 597 kr
(Småsaker under 500 kr har jag inte tagit med.)
""")])

# 24 --------------------------------------------------------------- crew newsletter (alt, QP)
add(path="mail/2025/10/2025-10-12_nordhavn-crew-news-october.eml",
    **{"from": "Nordhavn Line Crew News <crewnews@nordhavnline.example>"}, to=HENRIK,
    date="Sun, 12 Oct 2025 07:00:00 +0200", subject="Crew News – October 2025",
    msgid="<crewnews-2025-10@nordhavnline.example>", kind="alt", cte="quoted-printable",
    body="""CREW NEWS – OCTOBER 2025

* New menu in the crew mess from 1 November – more vegetarian, less "Tuesday mystery stew".
* Aurora's dry docking is coming up in November. Thanks in advance to everyone on the dock swings.
* Pension day: our pension advisor is on board both ships in week 45, book a slot via the intranet.
* Photo competition: "Sea and steel". Best photo wins a weekend for two on our Kiel route.
* Reminder: STCW certificates – check your expiry dates, courses fill up fast before Christmas.

Stay safe,
Nordhavn Line HR & Crewing
""",
    html="""<html><body>
<h2>Crew News – October 2025</h2>
<ul>
<li>New menu in the crew mess from 1 November – more vegetarian, less "Tuesday mystery stew".</li>
<li>Aurora's dry docking is coming up in November. Thanks in advance to everyone on the dock swings.</li>
<li>Pension day: our pension advisor is on board both ships in week 45, book a slot via the intranet.</li>
<li>Photo competition: <i>Sea and steel</i>. Best photo wins a weekend for two on our Kiel route.</li>
<li>Reminder: STCW certificates – check your expiry dates, courses fill up fast before Christmas.</li>
</ul>
<p>Stay safe,<br>Nordhavn Line HR &amp; Crewing</p>
</body></html>
""")

# 25 --------------------------------------------------------------- dentist reminder (8bit)
add(path="mail/2025/07/2025-07-21_tandlakarna-kallelse.eml",
    **{"from": "Tandläkarna Slottsskogen <kallelse@tandslottsskogen.example>"}, to=HENRIK,
    date="Mon, 21 Jul 2025 08:00:00 +0200", subject="Kallelse till undersökning",
    msgid="<kallelse-2025-07-5531@tandslottsskogen.example>", kind="plain", cte="8bit",
    body="""Hej Henrik!

Det är dags för din regelbundna undersökning hos Tandläkarna Slottsskogen. Boka en tid som passar
dig via vår webbplats eller ring oss på 031-000 55 31.

Har du fått ny adress eller nytt telefonnummer? Uppdatera dina uppgifter när du bokar.

Välkommen!
Tandläkarna Slottsskogen
""")
