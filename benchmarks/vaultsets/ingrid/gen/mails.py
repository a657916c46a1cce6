# -*- coding: utf-8 -*-
"""E-mail (.eml) and mailing-list (.mbox) content for Ingrid's vault. Standard library only."""
import datetime
import hashlib
import email.policy
from email.message import EmailMessage
from email.header import Header
from email.utils import format_datetime

ME = "Ingrid Haugland <ingrid.haugland@postkasse.example>"
ME_WORK = "Ingrid Haugland <ingrid.haugland@vestkystferje.example>"
HANNE = "Hanne Lid <hanne.lid@vestkystferje.example>"
DAVID = "David Okafor <david.okafor@vestkystferje.example>"
PAYROLL = "Vestkyst Payroll <lonn@vestkystferje.example>"

CET = datetime.timezone(datetime.timedelta(hours=1))
CEST = datetime.timezone(datetime.timedelta(hours=2))


def dt(y, mo, d, h, mi, s=0):
    # Europe/Oslo: CEST from last Sunday of March to last Sunday of October (2025: 30 Mar - 26 Oct)
    naive = datetime.datetime(y, mo, d, h, mi, s)
    summer = datetime.datetime(2025, 3, 30, 2) <= naive < datetime.datetime(2025, 10, 26, 3)
    return naive.replace(tzinfo=CEST if summer else CET)


def date_hdr(t):
    return format_datetime(t)


def bnd(path, i):
    return "=_vault_" + hashlib.sha1(("%s#%d" % (path, i)).encode()).hexdigest()[:28]


def finish(path, m):
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(bnd(path, i))
            i += 1
    return m.as_bytes(policy=email.policy.default)


def head(m, frm, to, subject, t, mid, cc=None, reply_to_id=None, refs=None, extra=None):
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = date_hdr(t)
    m["Message-ID"] = mid
    if reply_to_id:
        m["In-Reply-To"] = reply_to_id
        m["References"] = refs or reply_to_id
    for k, v in (extra or []):
        m[k] = v


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


MAILS = []  # list of (path, bytes)


def add(path, m):
    MAILS.append((path, finish(path, m)))


def build_all():
    MAILS.clear()

    # 1 ---------------------------------------------------------------- HTML-only, QP, noise receipt
    p = "mail/2024/12/2024-12-04_vestlandskraft-faktura-november.eml"
    m = EmailMessage()
    head(m, "Vestlandskraft <faktura@vestlandskraft.example>", ME, "Din strømfaktura for november 2024",
         dt(2024, 12, 4, 6, 12), "<inv-2024-11-881203@vestlandskraft.example>")
    html = """<html><body style="font-family:Arial,sans-serif">
<h2>Hei Ingrid,</h2>
<p>Her er fakturaen din for strøm i november 2024.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Post</th><th>Forbruk</th><th>Beløp</th></tr>
<tr><td>Strøm, spotpris + påslag</td><td>412 kWh</td><td>548,20 kr</td></tr>
<tr><td>Nettleie (Bergen)</td><td>412 kWh</td><td>611,80 kr</td></tr>
<tr><td>Fastbeløp</td><td>1 mnd</td><td>49,00 kr</td></tr>
<tr><td>Strømstøtte</td><td></td><td>-77,40 kr</td></tr>
<tr><td><b>Å betale</b></td><td></td><td><b>1 131,60 kr</b></td></tr>
</table>
<p>Forfall: 20.12.2024. KID: 0000 1111 2222 3. Avtalegiro er aktiv – du trenger ikke gjøre noe.</p>
<p>Tips: Visste du at du kan spare strøm ved å senke temperaturen én grad? Les mer i appen.</p>
<p>Vennlig hilsen<br>Vestlandskraft kundeservice</p>
</body></html>"""
    m.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 2 ---------------------------------------------------------------- 7bit, work: rotation plan
    p = "mail/2025/01/2025-01-06_rotation-plan-2025.eml"
    m = EmailMessage()
    head(m, HANNE, ME_WORK, "Rotation plan 2025 - MF Fjordbris", dt(2025, 1, 6, 10, 41),
         "<20250106104100.hl.4412@vestkystferje.example>")
    m.set_content("""Hi Ingrid,

Happy new year! Below are your on-periods for 2025 on MF Fjordbris
(Halhjem-Sandvikvaag). Crew change is on Wednesdays at 07:00 at Halhjem
quay, as before.

  8 Jan - 22 Jan
  5 Feb - 19 Feb
  5 Mar - 19 Mar
  2 Apr - 16 Apr
 30 Apr - 14 May
 28 May - 11 Jun
 25 Jun - 9 Jul
 23 Jul - 6 Aug   (your summer holiday block - confirmed off)
 20 Aug - 3 Sep
 17 Sep - 1 Oct
 15 Oct - 29 Oct
 12 Nov - 26 Nov
 10 Dec - 24 Dec

Please note that the autumn periods may change - we are looking at crew
for the southern route and I will come back to you if it affects you.

Swaps must be agreed between you and the colleague and then reported to me
in writing (e-mail is fine), at least 7 days before.

Best regards,
Hanne Lid
Crewing coordinator
Vestkyst Ferjedrift AS
""", charset="us-ascii", cte="7bit")
    add(p, m)

    # 3 ---------------------------------------------------------------- 7bit noise receipt
    p = "mail/2025/02/2025-02-03_vestbuss-receipt.eml"
    m = EmailMessage()
    head(m, "Vestbuss app <no-reply@vestbuss.example>", ME, "Receipt for your purchase",
         dt(2025, 2, 3, 7, 2), "<rcpt-2025020307021188@vestbuss.example>")
    m.set_content("""RECEIPT

Thank you for travelling with Vestbuss.

Product:     30-day ticket, Zone A, Adult
Valid from:  03.02.2025 07:02
Valid to:    05.03.2025 07:02
Price:       NOK 899.00 (incl. 12% VAT NOK 96.32)
Payment:     Visa **** 4411
Order no:    2025020311882

Show the ticket in the app when you board. This e-mail is not a valid ticket.

Vestbuss - Customer Service
""", charset="us-ascii", cte="7bit")
    add(p, m)

    # 25 (early) ------------------------------------------------------- reply, 8bit: korhelg påmelding
    p = "mail/2025/02/2025-02-20_re-pamelding-korhelg.eml"
    m = EmailMessage()
    head(m, "Tone Fjeldstad <tone.fjeldstad@postkasse.example>", ME, "Re: Påmelding korhelg",
         dt(2025, 2, 20, 21, 5), "<c7a1e0f2-tone-0220@postkasse.example>",
         reply_to_id="<ih-0219-korhelg@postkasse.example>")
    orig = """Hei Tone!

Jeg vil gjerne være med på korhelga i mars. Jeg har sjekket turnusen og er fri
hele helga, for en gangs skyld :) Vegetar-mat hvis det går.

Hilsen Ingrid"""
    m.set_content("""Hei Ingrid!

Så fint! Du er påmeldt korhelga 28.–30. mars. Vegetar er notert.

Egenandelen er 1 450 kr (inkl. mat og overnatting i dobbeltrom). Betal til
kontonr. 1234.56.78903 innen 10. mars og merk med navn + «korhelg».
Romfordeling kommer senere – du og Ragnhild ønsker vel å dele igjen?

Klem fra Tone (kasserer)

Den 19.02.2025 kl. 22:48 skrev Ingrid Haugland:
""" + quote(orig) + "\n", charset="utf-8", cte="8bit")
    add(p, m)

    # 4 ---------------------------------------------------------------- 8bit, sawmill quote
    p = "mail/2025/03/2025-03-10_tilbud-furubord-lunde-sag.eml"
    m = EmailMessage()
    head(m, "Kjell Lunde <post@lundesag.example>", ME, "Tilbud furubord til oselvar",
         dt(2025, 3, 10, 14, 22), "<lunde-0310-tilbud@lundesag.example>")
    m.set_content("""Hei Ingrid,

Takk for hyggelig prat på telefonen. Som lovet kommer tilbudet her:

  6 stk furubord, kjerneved, kvistfritt, tett årring (gammel skog fra Tysnes)
  Dimensjon: 22 mm x 18 cm, lengde 5,2 m
  Lufttørket ca. 2 år, fuktighet 16–18 % (passer for damping)

  Pris totalt: 14 800 kr inkl. mva.

Bordene hentes på saga. Vi har åpent lørdager 09–13 etter avtale.
Tilbudet gjelder i 30 dager.

Helsing
Kjell Lunde
Lunde Sag & Høvleri, Tysnes
""", charset="utf-8", cte="8bit")
    add(p, m)

    # 5 ---------------------------------------------------------------- HTML-only, base64 (EO1)
    p = "mail/2025/03/2025-03-18_classic-boat-supply-order.eml"
    m = EmailMessage()
    head(m, "Classic Boat Supply <orders@classicboatsupply.example>", ME,
         "Thank you for your order - Classic Boat Supply", dt(2025, 3, 18, 9, 47),
         "<order-conf-20250318-0947@classicboatsupply.example>")
    html = """<html><body style="font-family:Georgia,serif;color:#222">
<p>Dear Ingrid Haugland,</p>
<p>Thank you for shopping with Classic Boat Supply, Lymington. Your order number is <b>CBS-448213</b>.
Please quote it in any correspondence.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Copper boat nails, square, 2.5 mm x 38 mm (box of 250)</td><td>2</td><td>&pound;96.00</td></tr>
<tr><td>Copper roves 2.5 mm (bag of 100)</td><td>5</td><td>&pound;62.50</td></tr>
<tr><td>Rove punch, 2.5 mm</td><td>1</td><td>&pound;18.90</td></tr>
<tr><td>Dolly / holding-up iron, small</td><td>1</td><td>&pound;24.00</td></tr>
<tr><td>Shipping to Norway (tracked)</td><td>1</td><td>&pound;29.00</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>&pound;230.40</b></td></tr>
</table>
<p>Delivery address: Ingrid Haugland, Nye Sandviksveien 31, 5035 Bergen, Norway.</p>
<p>Please note that Norwegian import VAT and handling will be collected by the carrier on delivery.</p>
<p>Fair winds,<br>Sarah Pennington<br>Classic Boat Supply Ltd</p>
</body></html>"""
    m.set_content(html, subtype="html", charset="utf-8", cte="base64")
    add(p, m)

    # 7 ---------------------------------------------------------------- 7bit, backorder
    p = "mail/2025/04/2025-04-03_classic-boat-supply-part-shipped.eml"
    m = EmailMessage()
    head(m, "Classic Boat Supply <orders@classicboatsupply.example>", ME,
         "Your order has been part-shipped", dt(2025, 4, 3, 16, 20),
         "<ship-20250403-1620@classicboatsupply.example>")
    m.set_content("""Dear Ingrid,

Good news: part of your order left our warehouse today by tracked post.

Shipped today:
 - Copper boat nails 2.5 x 38 mm, 2 boxes (500 nails)
 - Copper roves 2.5 mm, 300 of 500
 - Rove punch
 - Holding-up iron

On backorder:
 - Copper roves 2.5 mm, the remaining 200

Our supplier in Cornwall has had a difficult winter and we expect new
stock of 2.5 mm roves later in the year. The 200 roves will be sent at
no extra cost as soon as they are in - you do not need to do anything.
We'll e-mail you a tracking number when they ship.

Apologies for the delay and happy riveting,
Sarah
Classic Boat Supply Ltd, Lymington
""", charset="us-ascii", cte="7bit")
    add(p, m)

    # 6 ---------------------------------------------------------------- reply, QP, revised quote
    p = "mail/2025/04/2025-04-08_re-tilbud-furubord.eml"
    m = EmailMessage()
    head(m, "Kjell Lunde <post@lundesag.example>", ME, "Re: Tilbud furubord til oselvar",
         dt(2025, 4, 8, 11, 3), "<lunde-0408-revidert@lundesag.example>",
         reply_to_id="<ih-0406-bredere@postkasse.example>",
         refs="<lunde-0310-tilbud@lundesag.example> <ih-0406-bredere@postkasse.example>")
    orig = """Hei Kjell,

Båtbyggeren som så på båten vår mener 18 cm blir for smalt for kjølbordet –
vi trenger 22 cm bredde på alle seks for å få nok å tilpasse. Kan du se
om du har det, og hva det vil koste?

Mvh Ingrid

Den 10.03.2025 kl. 14:22 skrev Kjell Lunde:
> Pris totalt: 14 800 kr inkl. mva."""
    m.set_content("""Hei igjen Ingrid,

Som avtalt på telefonen i går: vi har funnet seks bord i 22 cm bredde fra
samme stokk. Det blir litt mer svinn, så ny pris blir:

  6 stk furubord 22 mm x 22 cm, 5,2 m – 16 250 kr inkl. mva.

Bordene ligger klare til henting lørdag 19. april kl. 10. Ta med henger,
de er lange. Betaling med Vipps eller faktura.

Helsing
Kjell

""" + quote(orig) + "\n", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 8 ---------------------------------------------------------------- multipart/mixed, base64 attachment (EO6)
    p = "mail/2025/04/2025-04-28_sameiet-protokoll-arsmote.eml"
    m = EmailMessage()
    head(m, "Styret Sameiet NSV 31 <styret@nsv31.example>", "Seksjonseiere <beboere@nsv31.example>",
         "Protokoll fra årsmøtet 2025", dt(2025, 4, 28, 19, 30), "<nsv31-protokoll-2025@nsv31.example>",
         extra=[("Bcc", ME)])
    m.set_content("""Hei alle sammen,

Takk til alle som møtte på årsmøtet torsdag 24. april. Vedlagt følger
signert protokoll. Les den gjerne nøye – det er viktige saker der.

Spørsmål kan rettes til styret på denne adressen.

Vennlig hilsen
Synnøve Hope, styreleder
Sameiet Nye Sandviksveien 31
""", charset="utf-8", cte="quoted-printable")
    att = """PROTOKOLL – ORDINÆRT ÅRSMØTE 2025
Sameiet Nye Sandviksveien 31
Dato: torsdag 24. april 2025 kl. 18:00, fellesrommet i kjelleren
Til stede: 17 av 24 seksjoner (3 ved fullmakt)

Sak 1 Konstituering
Synnøve Hope ble valgt til møteleder, Per Aksnes til referent.

Sak 2 Årsregnskap 2024
Regnskapet ble godkjent enstemmig.

Sak 3 Balkonger
Styret la fram to alternativer:
 A) Rehabilitering av eksisterende balkonger (ca. 30 000 kr per seksjon)
 B) Riving og utskifting med nye stålbalkonger (ca. 85 000 kr per seksjon)
Etter lang diskusjon ble det stemt.
Vedtak: Årsmøtet vedtok utskifting av alle balkonger (alternativ B) med 14 mot 3 stemmer.
Arbeidet gjennomføres våren 2026. Kostnaden finansieres gjennom et felleslån
over 15 år; felleskostnadene økes med ca. 520 kr per måned fra januar 2026.
Seksjonseiere kan alternativt innbetale sin andel kontant innen 1. desember 2025.

Sak 4 Husordensregler
Endring vedtatt: grilling med kull er ikke lenger tillatt på balkongene.

Sak 5 Valg
Styreleder: Synnøve Hope (gjenvalgt). Styremedlem: Per Aksnes (ny).

Møtet ble hevet kl. 20:40.
Signert: Synnøve Hope, Per Aksnes
"""
    m.add_attachment(att.encode("utf-8"), maintype="text", subtype="plain",
                     filename="protokoll-arsmote-2025.txt", params={"charset": "utf-8"})
    add(p, m)

    # 9 ---------------------------------------------------------------- multipart/alternative newsletter
    p = "mail/2025/05/2025-05-15_kystkultur-nyhetsbrev-mai.eml"
    m = EmailMessage()
    head(m, "Kystkultur Vest <nyhetsbrev@kystkulturvest.example>", ME,
         "Nyhetsbrev mai: Fyrvokterens siste vinter, oselvarkurs og tjærebrenning",
         dt(2025, 5, 15, 8, 0), "<nb-2025-05@kystkulturvest.example>",
         extra=[("List-Unsubscribe", "<mailto:avmeld@kystkulturvest.example>")])
    text = """KYSTKULTUR VEST – NYHETSBREV MAI 2025

1) Fyrvokterens siste vinter
Da Marstein fyr ble avfolket, skrev den siste fyrvokteren, Hans Myklebust,
dagbok hver eneste kveld gjennom vinteren 1962–63. Nå har barnebarnet gitt
dagbøkene til museet. Han noterte vind, sikt, skip som passerte – og hvor
mange ganger kona hans lo i løpet av dagen. «Tre ganger i dag. God dag.»
Utstillingen åpner i juni.

2) Oselvarkurs i Os
Bli med på helgekurs i tradisjonell bordbygging 14.–15. juni. Begrenset
antall plasser.

3) Tjærebrenning
Vi brenner tjære i gammel mile på Lygra 21. juni. Alle er velkomne.

Du får dette brevet fordi du er medlem av Kystkultur Vest.
"""
    html = """<html><body>
<h1>Kystkultur Vest – nyhetsbrev mai 2025</h1>
<h2>Fyrvokterens siste vinter</h2>
<p>Da Marstein fyr ble avfolket, skrev den siste fyrvokteren, Hans Myklebust, dagbok hver eneste kveld
gjennom vinteren 1962–63. Nå har barnebarnet gitt dagbøkene til museet. Han noterte vind, sikt, skip som
passerte – og hvor mange ganger kona hans lo i løpet av dagen. <i>«Tre ganger i dag. God dag.»</i>
Utstillingen åpner i juni.</p>
<table border="1" cellpadding="4"><tr><th>Arrangement</th><th>Dato</th><th>Sted</th></tr>
<tr><td>Oselvarkurs, bordbygging</td><td>14.–15. juni</td><td>Os</td></tr>
<tr><td>Tjærebrenning i mile</td><td>21. juni</td><td>Lygra</td></tr>
<tr><td>Utstilling: Fyrvokterens dagbøker</td><td>fra 7. juni</td><td>Kystmuseet</td></tr>
</table>
<p><small>Du får dette brevet fordi du er medlem av Kystkultur Vest.</small></p>
</body></html>"""
    m.set_content(text, charset="utf-8", cte="8bit")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 10 --------------------------------------------------------------- base64 text, payroll (EO4)
    p = "mail/2025/06/2025-06-12_new-overtime-rate.eml"
    m = EmailMessage()
    head(m, PAYROLL, "Engine officers <engine-officers@vestkystferje.example>",
         "New overtime rate from 1 May 2025", dt(2025, 6, 12, 13, 15),
         "<payroll-20250612-ot@vestkystferje.example>")
    m.set_content("""Dear all,

Following the 2025 wage settlement, the overtime rate for engineer officers
(1st and 2nd engineers) has been adjusted.

  New overtime rate: NOK 612,50 per hour, effective from 1 May 2025
  (previous rate: NOK 589,00 per hour)

Back pay for overtime worked in May will be paid with the June salary on
20 June. You do not need to resubmit any claims.

Overtime claims are still submitted monthly using the usual template, no
later than the 5th of the following month.

Kind regards,
Gunn Røyrvik
Payroll, Vestkyst Ferjedrift AS
""", charset="utf-8", cte="base64")
    add(p, m)

    # 11 --------------------------------------------------------------- HTML-only QP promo
    p = "mail/2025/06/2025-06-20_sportsnett-sommersalg.eml"
    m = EmailMessage()
    head(m, "Sportsnett <tilbud@sportsnett.example>", ME, "☀️ Sommersalg: opptil 30 % på svømming og friluft",
         dt(2025, 6, 20, 7, 30), "<promo-sommer-2025-118@sportsnett.example>")
    html = """<html><body style="font-family:Helvetica">
<h1>Sommersalg!</h1>
<p>Hei Ingrid – bare denne helgen: opptil 30 % på utvalgte varer.</p>
<table border="0" cellpadding="6">
<tr><td>Svømmebriller Anti-fog Pro</td><td><s>349,-</s></td><td><b>249,-</b></td></tr>
<tr><td>Neoprenhette 3 mm</td><td><s>499,-</s></td><td><b>349,-</b></td></tr>
<tr><td>Løpejakke Lett Vind</td><td><s>1 299,-</s></td><td><b>899,-</b></td></tr>
<tr><td>Tørrsekk 20 l</td><td><s>399,-</s></td><td><b>279,-</b></td></tr>
</table>
<p><a href="https://sportsnett.example/sommer">Handle nå</a> – fri frakt over 499,-</p>
<p><small>Meld deg av nyhetsbrevet her.</small></p>
</body></html>"""
    m.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 12 --------------------------------------------------------------- reply, multipart/alternative QP
    p = "mail/2025/08/2025-08-14_re-stordsund.eml"
    m = EmailMessage()
    head(m, HANNE, ME_WORK, "Re: Stordsund?", dt(2025, 8, 14, 9, 52),
         "<20250814095200.hl.7781@vestkystferje.example>",
         reply_to_id="<ih-20250813-stordsund@vestkystferje.example>")
    orig = """Hi Hanne,

I keep hearing rumours on board that I'm going to Stordsund in the autumn.
Is it confirmed? And if so - when do I start, what is the crew change
routine there, and who will be my chief?

Thanks,
Ingrid"""
    text = """Hi Ingrid,

Yes, it's confirmed as of this morning - sorry you had to hear it on board first.

- You move to MF Stordsund as 1st engineer from Tuesday 23 September 2025.
- Your last period on Fjordbris is 20 Aug - 3 Sep.
- On Stordsund the crew change is on Tuesdays at 06:30 at Skjersholmane
  (Stord). The night before you can use the crew flat in Leirvik.
- Chief engineer on Stordsund is Tor Arild Vik. He will do your
  familiarisation and sign off the HV awareness module on board.
- Rotation stays 14/14. First periods: 23 Sep - 7 Oct, 21 Oct - 4 Nov,
  18 Nov - 2 Dec, 16 Dec - 30 Dec.

Your earlier Fjordbris dates for the autumn are cancelled.

Best regards,
Hanne

""" + quote(orig)
    html = """<html><body>
<p>Hi Ingrid,</p>
<p>Yes, it's confirmed as of this morning - sorry you had to hear it on board first.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>New vessel</td><td>MF Stordsund, 1st engineer</td></tr>
<tr><td>Start</td><td>Tuesday 23 September 2025</td></tr>
<tr><td>Last Fjordbris period</td><td>20 Aug - 3 Sep</td></tr>
<tr><td>Crew change</td><td>Tuesdays 06:30, Skjersholmane (Stord)</td></tr>
<tr><td>Chief engineer</td><td>Tor Arild Vik</td></tr>
<tr><td>First periods</td><td>23 Sep - 7 Oct, 21 Oct - 4 Nov, 18 Nov - 2 Dec, 16 Dec - 30 Dec</td></tr>
</table>
<p>The night before you can use the crew flat in Leirvik. Tor Arild will do your familiarisation and
sign off the HV awareness module on board. Your earlier Fjordbris dates for the autumn are cancelled.</p>
<p>Best regards,<br>Hanne</p>
<blockquote>""" + orig.replace("\n", "<br>\n") + """</blockquote>
</body></html>"""
    m.set_content(text, charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 14 --------------------------------------------------------------- multipart/alternative, vet (QP)
    p = "mail/2025/09/2025-09-15_dyreklinikk-blodprove-toffe.eml"
    m = EmailMessage()
    head(m, "Sandviken Dyreklinikk <post@sandvikendyreklinikk.example>", ME,
         "Svar på blodprøver – Tøffe", dt(2025, 9, 15, 15, 40),
         "<sdk-2025-09-15-toffe@sandvikendyreklinikk.example>")
    text = """Hei Ingrid,

Her er svarene på blodprøvene til Tøffe (katt, 9 år) fra 11. september.

Nyreverdiene (kreatinin og SDMA) er lett forhøyet. Det tyder på begynnende
kronisk nyresykdom, som er vanlig hos eldre katter. Det er ikke akutt, men vi
anbefaler å bytte fôr nå:

  Nytt fôr: VetDiet Renal (tørrfôr), 40 g morgen og 40 g kveld.
  Slutt med vanlig boksemat (Fisk & Ris) og annet snacks.
  Sørg for god tilgang på friskt vann – gjerne fontene.

Bytt gradvis over 7 dager (bland med det gamle). Fôret kan hentes i
resepsjonen, vi har lagt av en 2 kg-pose.

Vi ønsker en ny kontroll med blodprøve om ca. 2 måneder, og da kan vi ta
årsvaksinen samtidig. Ring oss for time.

Vennlig hilsen
Elise Nygård, veterinær
Sandviken Dyreklinikk
"""
    html = """<html><body>
<p>Hei Ingrid,</p>
<p>Her er svarene på blodprøvene til Tøffe (katt, 9 år) fra 11. september.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Analyse</th><th>Resultat</th><th>Referanse</th></tr>
<tr><td>Kreatinin</td><td>178 µmol/l</td><td>&lt; 165</td></tr>
<tr><td>SDMA</td><td>16 µg/dl</td><td>&lt; 15</td></tr>
<tr><td>Urea</td><td>11,2 mmol/l</td><td>5,0–11,3</td></tr>
</table>
<p>Nyreverdiene er lett forhøyet – begynnende kronisk nyresykdom, vanlig hos eldre katter.</p>
<p><b>Nytt fôr: VetDiet Renal (tørrfôr), 40 g morgen og 40 g kveld.</b> Slutt med vanlig boksemat
(Fisk &amp; Ris) og snacks. Bytt gradvis over 7 dager.</p>
<p>Ny kontroll med blodprøve om ca. 2 måneder, sammen med årsvaksinen. Ring oss for time.</p>
<p>Vennlig hilsen<br>Elise Nygård, veterinær<br>Sandviken Dyreklinikk</p>
</body></html>"""
    m.set_content(text, charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 13 --------------------------------------------------------------- reply, 8bit, Jonas
    p = "mail/2025/09/2025-09-19_re-kattevakt.eml"
    m = EmailMessage()
    head(m, "Jonas Birkeland <jonas.birkeland@postkasse.example>", ME, "Re: Kattevakt?",
         dt(2025, 9, 19, 18, 12), "<jb-0919-katt@postkasse.example>",
         reply_to_id="<ih-0918-kattevakt@postkasse.example>")
    orig = """Hei Jonas!

Dette er Ingrid i tredje etasje. Marte, som har vært kattevakt for Tøffe,
har flyttet til Trondheim. Kunne du tenkt deg å mate ham og tømme kattedoen
mens jeg er på jobb (to uker av gangen, annenhver periode)? Jeg betaler
selvfølgelig. Han er snill og litt feig.

Han skal også på kontroll hos dyrlegen i løpet av høsten, og det blir nok
mens jeg er borte...

Hilsen Ingrid"""
    m.set_content("""Hei Ingrid!

Selvfølgelig! Jeg jobber hjemmefra nesten hver dag uansett, så det passer
perfekt. Du trenger ikke betale – en flaske vin til jul holder lenge.

Send meg turnusen din og en reservenøkkel, så er jeg klar fra din neste tur.

Og ja, jeg tar ham gjerne med til dyreklinikken når han skal på kontroll
mens du er borte. Jeg har bil og kattebur-erfaring (RIP Pus, 2008–2023).
Bare legg timen i en melding til meg.

Hilsen Jonas (2. etg)

Den 18.09.2025 kl. 21:30 skrev Ingrid Haugland:
""" + quote(orig) + "\n", charset="utf-8", cte="8bit")
    add(p, m)

    # 15 --------------------------------------------------------------- base64 text, SDIR (EO2)
    p = "mail/2025/09/2025-09-22_sjofartsdirektoratet-mangelbrev.eml"
    m = EmailMessage()
    head(m, "Sjøfartsdirektoratet <postmottak@sjofartsdir.example>", ME,
         "Mangelbrev – søknad om fornyelse av sertifikat", dt(2025, 9, 22, 10, 5),
         "<sdir-mangel-20250922-1005@sjofartsdir.example>")
    m.set_content("""Til Ingrid Haugland

Vår referanse (saksnummer): 2025/18344
Saksbehandler: Trond Ellingsen

SØKNAD OM FORNYELSE AV SERTIFIKAT SOM MASKINOFFISER KLASSE 2 – MANGLER

Vi viser til søknaden din mottatt 15. september 2025.

For å kunne behandle søknaden mangler vi følgende dokumentasjon:

  - Fartstidsbekreftelse fra arbeidsgiver som dokumenterer minst 12 måneders
    fartstid i løpet av de siste 5 årene (skjema KS-0110), signert av rederiet.

Dokumentasjonen må være mottatt innen 15. desember 2025. Oppgi saksnummeret
ved innsending. Dersom vi ikke mottar dokumentasjonen innen fristen, kan
søknaden bli avslått.

Merk: Nåværende sertifikat utløper 14. januar 2026.

Med hilsen
Sjøfartsdirektoratet
Seksjon for sertifikater og registre
""", charset="utf-8", cte="base64")
    add(p, m)

    # 16 --------------------------------------------------------------- multipart/mixed, base64 att (EO3)
    p = "mail/2025/10/2025-10-02_overtime-claim-september.eml"
    m = EmailMessage()
    head(m, ME_WORK, PAYROLL, "Overtime claim September 2025 - I. Haugland",
         dt(2025, 10, 2, 20, 14), "<ih-20251002-otclaim@vestkystferje.example>")
    m.set_content("""Hi Gunn,

Please find attached my overtime claim for September (Fjordbris 1-3 Sep
and my first period on Stordsund). Total 21.5 hours. The Stordsund hours
have been approved by the chief on board.

Thanks,
Ingrid Haugland
1st engineer, MF Stordsund
""", charset="us-ascii", cte="7bit")
    att = """OVERTIME CLAIM - VESTKYST FERJEDRIFT AS
Claim ref: OT-2025-0917
Employee: Ingrid Haugland, 1st engineer (emp. no. 10442)
Period: September 2025

Date        Vessel      Hours  Reason
2025-09-02  Fjordbris    4.5   Sewage pump 2 impeller, overran watch
2025-09-03  Fjordbris    2.0   Handover to relief engineer
2025-09-24  Stordsund    6.0   Familiarisation outside watch (HV module)
2025-09-26  Stordsund    5.0   Battery room cooling fan alarm, filter change
2025-09-29  Stordsund    4.0   Bow thruster oil top-up and inspection

Total hours: 21.5
Rate: according to current agreement
Approved (Stordsund): chief engineer, on board
"""
    m.add_attachment(att.encode("utf-8"), maintype="text", subtype="plain",
                     filename="overtime_claim_2025-09.txt", params={"charset": "utf-8"})
    add(p, m)

    # 19 --------------------------------------------------------------- HTML-only QP, ISP
    p = "mail/2025/10/2025-10-08_fibernett-ny-ruter.eml"
    m = EmailMessage()
    head(m, "Fibernett <kundeservice@fibernett.example>", ME, "Ny ruter er installert",
         dt(2025, 10, 8, 12, 30), "<fn-ordre-77812@fibernett.example>")
    html = """<html><body style="font-family:Verdana">
<p>Hei Ingrid,</p>
<p>Teknikeren vår har i dag byttet ruteren din. Den nye ruteren gir bedre dekning og støtter Wi-Fi 6.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Ordrenummer</td><td>77812</td></tr>
<tr><td>Ruter</td><td>FN-Home AX3000</td></tr>
<tr><td>Adresse</td><td>Nye Sandviksveien 31, 5035 Bergen</td></tr>
<tr><td>Abonnement</td><td>Fiber 500/500</td></tr>
</table>
<p>Nettverksnavn og passord står på klistremerket under ruteren. Vi anbefaler at du endrer passordet
i Fibernett-appen. Den gamle ruteren kan leveres på nærmeste post-i-butikk (returlapp vedlagt i esken).</p>
<p>Vennlig hilsen<br>Fibernett kundeservice</p>
</body></html>"""
    m.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 17 --------------------------------------------------------------- 8bit, concert moved
    p = "mail/2025/10/2025-10-16_julekonserten-flyttes.eml"
    m = EmailMessage()
    head(m, "Kjersti Mo <kjersti.mo@postkasse.example>", ME, "Julekonserten flyttes!",
         dt(2025, 10, 16, 20, 45), "<km-1016-julekonsert@postkasse.example>")
    m.set_content("""Hei Ingrid,

Sender denne til hver enkelt i tillegg til lista, siden noen ikke leser
lista (du vet hvem dere er ;)).

Johanneskirken har dobbeltbooket 7. desember, så julekonserten vår er
FLYTTET til søndag 14. desember kl. 18.00 – fortsatt i Johanneskirken.

  Oppmøte: kl. 16.30 for oppvarming og lydprøve
  Generalprøve: torsdag 11. desember kl. 19, i kirka

Gi beskjed snarest hvis den nye datoen ikke passer med jobb. Billettsalget
starter 1. november.

Hilsen Kjersti
styreleder, Bergen Havnekor
""", charset="utf-8", cte="8bit")
    add(p, m)

    # 20 --------------------------------------------------------------- HTML-only base64, course (EO5)
    p = "mail/2025/10/2025-10-20_vmk-kursbekreftelse.eml"
    m = EmailMessage()
    head(m, "Vestlandet Maritime Kurssenter <kurs@vmk-haugesund.example>", ME,
         "Kursbekreftelse – STCW oppfriskning", dt(2025, 10, 20, 11, 11),
         "<vmk-bekr-2025-3391@vmk-haugesund.example>")
    html = """<html><body style="font-family:Arial">
<h2>Bekreftelse på kursplass</h2>
<p>Hei Ingrid Haugland,</p>
<p>Du er nå påmeldt følgende kurs:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Kurs</td><td>STCW Grunnleggende sikkerhetsopplæring – oppfriskning (Basic Safety refresher, A-VI/1)</td></tr>
<tr><td>Datoer</td><td>onsdag 3. desember – torsdag 4. desember 2025</td></tr>
<tr><td>Oppmøte</td><td>kl. 08:00 første dag, resepsjonen (kurset varer til ca. kl. 16:00 begge dager)</td></tr>
<tr><td>Sted</td><td>Vestlandet Maritime Kurssenter, Smedasundet 97, 5528 Haugesund</td></tr>
<tr><td>Pris</td><td>9 900 kr – faktureres Vestkyst Ferjedrift AS</td></tr>
</table>
<p>Ta med: gyldig legitimasjon, badetøy, håndkle og gamle sertifikater. Praktisk del i svømmehallen
og på røykdykkerfeltet dag 2.</p>
<p>Parkering er gratis bak bygget. Nærmeste hotell med kursavtale er Hotell Karmsund.</p>
<p>Velkommen!<br>VMK Haugesund</p>
</body></html>"""
    m.set_content(html, subtype="html", charset="utf-8", cte="base64")
    add(p, m)

    # 18 --------------------------------------------------------------- reply 7bit, bow thruster
    p = "mail/2025/10/2025-10-29_re-stordsund-bow-thruster-seal.eml"
    m = EmailMessage()
    head(m, DAVID, ME_WORK, "Re: Stordsund - bow thruster shaft seal leak",
         dt(2025, 10, 29, 15, 2), "<do-20251029-bt@vestkystferje.example>",
         cc="Tor Arild Vik <torarild.vik@vestkystferje.example>",
         reply_to_id="<ih-20251028-btseal@vestkystferje.example>")
    orig = """Hi David,

Reporting a slow oil leak at the bow thruster shaft seal on Stordsund.
We are topping up the header tank approx. 0.3 l per day. Photos attached.
No water ingress seen. Can we get a seal kit before the yard period?

Ingrid Haugland, 1st eng."""
    m.set_content("""Hi Ingrid,

Thanks for the clear report and the photos.

I've ordered the shaft seal kit from the thruster manufacturer today. Their
ETA is week 48, delivered to the office at Stord. Once it's here I'll book
their service engineer to fit it - we may be able to do it alongside
overnight without waiting for the yard period.

Until then, please:
 - check the header tank level every watch and log all top-ups
 - let me know immediately if consumption goes above 1 l per day

I'll keep you and Tor Arild posted.

Regards,
David Okafor
Technical Superintendent, Vestkyst Ferjedrift AS

""" + quote(orig) + "\n", charset="us-ascii", cte="7bit")
    add(p, m)

    # 21 --------------------------------------------------------------- multipart/alternative QP, hotel
    p = "mail/2025/11/2025-11-05_hotell-karmsund-booking.eml"
    m = EmailMessage()
    head(m, "Hotell Karmsund <booking@hotellkarmsund.example>", ME,
         "Booking confirmation HK-55102", dt(2025, 11, 5, 19, 26),
         "<hk-55102-conf@hotellkarmsund.example>")
    text = """Dear Ingrid Haugland,

Thank you for booking with Hotell Karmsund, Haugesund.

Booking ref:   HK-55102
Arrival:       Tuesday 2 December 2025 (check-in from 15:00)
Departure:     Thursday 4 December 2025 (check-out by 11:00)
Nights:        2
Room:          Single room, course rate (VMK agreement)
Price:         NOK 2 380 incl. breakfast

Address: Strandgata 12, 5528 Haugesund. The reception is open 24/7.
Late arrival? No problem - just let us know.

Free cancellation until 1 December 2025 at 18:00.

Kind regards,
Hotell Karmsund
"""
    html = """<html><body>
<p>Dear Ingrid Haugland,</p><p>Thank you for booking with Hotell Karmsund, Haugesund.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Booking ref</td><td>HK-55102</td></tr>
<tr><td>Arrival</td><td>Tuesday 2 December 2025 (check-in from 15:00)</td></tr>
<tr><td>Departure</td><td>Thursday 4 December 2025 (check-out by 11:00)</td></tr>
<tr><td>Room</td><td>Single room, course rate (VMK agreement)</td></tr>
<tr><td>Price</td><td>NOK 2 380 incl. breakfast</td></tr>
</table>
<p>Address: Strandgata 12, 5528 Haugesund. Free cancellation until 1 December 2025 at 18:00.</p>
</body></html>"""
    m.set_content(text, charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 24 --------------------------------------------------------------- forward, 8bit
    p = "mail/2025/11/2025-11-06_fwd-venteliste-batplass.eml"
    m = EmailMessage()
    head(m, "Magnus Haugland <magnus.haugland@kodeverk.example>", ME, "Fwd: Venteliste båtplasser 2026",
         dt(2025, 11, 6, 22, 17), "<mh-1106-fwd-batplass@kodeverk.example>")
    m.set_content("""Til deg – du er den som bor nærmest, og pappa leser ikke e-post på
telefonen. Husk å søke i tide! Jeg kan betale depositumet.

M.

---------- Videresendt melding ---------
Fra: Os Småbåthavn <havnekontor@ossmabat.example>
Dato: tor. 6. nov. 2025 kl. 14:02
Emne: Venteliste båtplasser 2026
Til: Magnus Haugland <magnus.haugland@kodeverk.example>

Hei,

Takk for din henvendelse om båtplass for en oselvar (ca. 18 fot, tradisjonell trebåt).

Søknadsportalen for båtplasser sesongen 2026 åpner 1. desember.
Frist for å komme på ventelisten for 2026 er 31. januar 2026.
Søknad sendes via skjemaet på nettsiden – oppgi båttype, lengde og
eier. Depositum 1 500 kr betales når plass tildeles.

For robåter og mindre seilbåter har vi normalt ledige plasser på
flytebrygge C.

Med vennlig hilsen
Havnekontoret, Os Småbåthavn
""", charset="utf-8", cte="8bit")
    add(p, m)

    # 22 --------------------------------------------------------------- QP text, medical
    p = "mail/2025/11/2025-11-10_sjomannslegen-timebekreftelse.eml"
    m = EmailMessage()
    head(m, "Sjømannslegen i Bergen <time@sjomannslegen.example>", ME, "Timebekreftelse – helseerklæring",
         dt(2025, 11, 10, 8, 55), "<sjl-time-20251110-4471@sjomannslegen.example>")
    m.set_content("""Hei Ingrid Haugland,

Du har fått time til helseundersøkelse for arbeidstakere på skip
(helseerklæring):

  Dato:   fredag 5. desember 2025
  Tid:    kl. 10:15 (kom 10 minutter før)
  Lege:   dr. Ola Vatne
  Sted:   Sjømannslegen i Bergen, C. Sundts gate 51, 2. etasje

Ta med: gammel helseerklæring, briller/linser, oversikt over faste
medisiner. Syns- og fargesynstest gjøres på stedet.

Avbestilling senest 24 timer før, ellers faktureres timen.

Vennlig hilsen
Sjømannslegen i Bergen
""", charset="utf-8", cte="quoted-printable")
    add(p, m)

    # 23 --------------------------------------------------------------- reply 7bit, yard period
    p = "mail/2025/11/2025-11-12_re-yard-period-and-leave.eml"
    m = EmailMessage()
    head(m, DAVID, ME_WORK, "Re: Yard period and leave planning", dt(2025, 11, 12, 10, 33),
         "<do-20251112-yard@vestkystferje.example>",
         cc=HANNE, reply_to_id="<ih-20251111-yard@vestkystferje.example>")
    orig = """Hi David,

Is the date for Stordsund's yard period decided? I'm trying to plan the
certificate paperwork and some leave around it.

Thanks,
Ingrid"""
    m.set_content("""Hi Ingrid,

Yes, it's confirmed with the yard this week: Stordsund goes to Fitjar Slipp
from 12 January to 30 January 2026 (docking 12 Jan, undocking planned 29 Jan,
sea trial 30 Jan). The relief ferry will cover the route.

Engine crew will work day shifts at the yard during that period instead of
the normal rotation - Hanne will send a separate yard roster. If you want
leave, take it before or after, not during.

The bow thruster seal will be fitted before that if the kit arrives as
planned.

Regards,
David

""" + quote(orig) + "\n", charset="us-ascii", cte="7bit")
    add(p, m)

    return MAILS


# ---------------------------------------------------------------------------- mbox
LIST_ID = "Bergen Havnekor <havnekor.lister.havnekor.example>"
LIST_ADDR = "havnekor@lister.havnekor.example"


def mbox_msg(envelope_from, envelope_date, frm, subject, t, mid, body, reply_to=None):
    hdr = []
    hdr.append("From: " + frm)
    hdr.append("To: " + LIST_ADDR)
    hdr.append("Subject: " + Header(subject, "utf-8").encode())
    hdr.append("Date: " + date_hdr(t))
    hdr.append("Message-ID: " + mid)
    if reply_to:
        hdr.append("In-Reply-To: " + reply_to)
        hdr.append("References: " + reply_to)
    hdr.append("List-Id: " + LIST_ID)
    hdr.append("List-Post: <mailto:" + LIST_ADDR + ">")
    hdr.append("MIME-Version: 1.0")
    hdr.append("Content-Type: text/plain; charset=utf-8")
    hdr.append("Content-Transfer-Encoding: 8bit")
    lines = []
    for l in body.strip("\n").split("\n"):
        if l.startswith("From ") or (l.startswith(">") and l.lstrip(">").startswith("From ")):
            l = ">" + l
        lines.append(l)
    return "From %s %s\n%s\n\n%s\n\n" % (envelope_from, envelope_date, "\n".join(hdr), "\n".join(lines))


def build_mbox():
    out = []
    out.append(mbox_msg("kjersti.mo@postkasse.example", "Wed Jan  8 19:02:11 2025",
        "Kjersti Mo <kjersti.mo@postkasse.example>", "Velkommen til vårsemesteret!",
        dt(2025, 1, 8, 19, 2, 11), "<km-0108-var@postkasse.example>", """Hei alle sammen, og godt nytt år!

Vi starter opp igjen tirsdag 14. januar. Øvelsene er som før: tirsdager
kl. 19.00–21.30 på Sandviken bydelshus, sal 2. Kaffepause kl. 20.15.

Vårens plan i korte trekk:
- Korhelg i slutten av mars (info kommer fra Solveig)
- Vårkonsert søndag 1. juni
- Sommeravslutning i juni

Husk å gi beskjed til stemmeleder hvis dere ikke kan komme.

Hilsen Kjersti, styreleder"""))
    out.append(mbox_msg("tone.fjeldstad@postkasse.example", "Tue Feb 11 21:40:03 2025",
        "Tone Fjeldstad <tone.fjeldstad@postkasse.example>", "Kontingent våren 2025",
        dt(2025, 2, 11, 21, 40, 3), "<tf-0211-kont@postkasse.example>", """Hei!

Kontingenten for våren er 1 200 kr (studenter 600 kr). Betales til
kontonr. 1234.56.78903 innen 1. mars. Merk innbetalingen med navn.

Påmelding til korhelga går til meg på e-post, egenandel kommer i tillegg.

Tone, kasserer"""))
    out.append(mbox_msg("solveig.brekke@postkasse.example", "Tue Mar  4 10:15:44 2025",
        "Solveig Brekke <solveig.brekke@postkasse.example>", "Korhelg 28.–30. mars – praktisk info",
        dt(2025, 3, 4, 10, 15, 44), "<sb-0304-korhelg@postkasse.example>", """Kjære kor!

Endelig er det korhelg. Vi skal være på Hosanger kurssted fra fredag
28. mars til søndag 30. mars. Adressen er Hosanger kurssted, Nordhordland
(skilt fra riksveien – ca. 1 t 10 min med bil fra Bergen).

Oppmøte fredag kl. 18.00 for middag, første øvelse kl. 19.30.
Vi øver hele lørdagen (med tur i pausen hvis været tillater) og avslutter
søndag kl. 14.00.

Samkjøring: si fra i tråden her hvis du har ledige plasser.
Ta med noter, blyant, innesko og godt humør.

Musikalsk hilsen
Solveig"""))
    out.append(mbox_msg("perolav.nesse@postkasse.example", "Wed Mar  5 08:01:30 2025",
        "Per-Olav Nesse <perolav.nesse@postkasse.example>", "Re: Korhelg 28.–30. mars – praktisk info",
        dt(2025, 3, 5, 8, 1, 30), "<pon-0305-re-korhelg@postkasse.example>", """Jeg kjører fra Åsane fredag kl. 16.30 og har tre ledige plasser.
Ingrid og Ragnhild har allerede sagt ja, så det er én plass igjen.

Per-Olav (bass 2)

Solveig Brekke skrev:
> Endelig er det korhelg. Vi skal være på Hosanger kurssted fra fredag
> 28. mars til søndag 30. mars.
> Samkjøring: si fra i tråden her hvis du har ledige plasser.""",
        reply_to="<sb-0304-korhelg@postkasse.example>"))
    out.append(mbox_msg("solveig.brekke@postkasse.example", "Tue May 20 22:10:09 2025",
        "Solveig Brekke <solveig.brekke@postkasse.example>", "Permisjon i høst – vikar",
        dt(2025, 5, 20, 22, 10, 9), "<sb-0520-permisjon@postkasse.example>", """Kjære alle,

Jeg har lenge gledet meg til å fortelle dette: jeg skal bli mor i
september! Det betyr at jeg har permisjon hele høsthalvåret.

Styret og jeg er veldig glade for at Henrik Aasen har sagt ja til å være
vikardirigent for Bergen Havnekor fra august og ut året – inkludert
julekonserten. Henrik er utdannet ved Griegakademiet og har ledet flere
kor i byen. Dere kommer til å like ham.

Vi ses på sommeravslutningen!
Solveig"""))
    out.append(mbox_msg("kjersti.mo@postkasse.example", "Tue Aug 12 18:30:00 2025",
        "Kjersti Mo <kjersti.mo@postkasse.example>", "Oppstart høst – NYTT øvingslokale",
        dt(2025, 8, 12, 18, 30), "<km-0812-hoest@postkasse.example>", """Hei alle sammen!

Velkommen tilbake etter sommeren. Viktig beskjed:

Sandviken bydelshus skal pusses opp og er stengt i minst ett år. Fra og med
høsten øver vi derfor på Fjellsiden skole, i musikkrommet i 2. etasje.
Inngang fra Fjellveien (ikke hovedinngangen – den er låst på kveldstid).

Tid er som før: tirsdager kl. 19.00–21.30. Første øvelse tirsdag 19. august
med vikardirigent Henrik Aasen.

Det er dessverre ikke heis. Gi beskjed hvis det er et problem, så finner vi
en løsning.

Hilsen Kjersti"""))
    out.append(mbox_msg("ragnhild.sele@postkasse.example", "Tue Sep  2 23:05:51 2025",
        "Ragnhild Sele <ragnhild.sele@postkasse.example>", "Noter og info til julekonserten",
        dt(2025, 9, 2, 23, 5, 51), "<rs-0902-jul@postkasse.example>", """Hei kor!

Jeg har kopiert opp notene til julekonserten søndag 7. desember. De ligger
i hylla i musikkrommet, én bunke per stemme.

Kirkekontoret i Johanneskirken ba meg videresende dette:

From the parish office: the church is heated from 16:00 on concert days.
Please do not use the side door during the service before the concert.

(De skriver på engelsk fordi de har ny kantor fra Skottland.)

Ragnhild, notearkivar"""))
    out.append(mbox_msg("henrik.aasen@postkasse.example", "Tue Oct 21 22:40:17 2025",
        "Henrik Aasen <henrik.aasen@postkasse.example>", "Ekstraøvelser før jul",
        dt(2025, 10, 21, 22, 40, 17), "<ha-1021-ekstra@postkasse.example>", """Hei alle!

For at vi skal sitte skikkelig med Nystedt og Sandvold før konserten,
legger vi inn to ekstraøvelser:

- Lørdag 22. november kl. 11–15 (Fjellsiden skole)
- Lørdag 6. desember kl. 11–15 (Fjellsiden skole)

Ta med matpakke. Kaffe står jeg for.

Øv på latinen hjemme! Det er mange som sier «mysterium» på tysk.

Beste hilsen
Henrik Aasen, vikardirigent"""))
    return "".join(out).encode("utf-8")
