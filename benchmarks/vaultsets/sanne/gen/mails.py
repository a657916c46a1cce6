"""E-mail (.eml) files and the korfball club mbox. Deterministic MIME boundaries."""
import hashlib
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

OUT = []

SANNE = "Sanne Verhoeven <sanne.verhoeven@mailbox.example>"
SANNE_W = "Sanne Verhoeven <sanne.verhoeven@brightloop.example>"
JOOST = "Joost Brandsma <joost.brandsma@mailbox.example>"
PETER = "Peter van Dam <peter@vandam-bouw.example>"


def _dt(s, offset_hours):
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(
        tzinfo=timezone(timedelta(hours=offset_hours)))


def _boundaries(msg, rel):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            h = hashlib.sha256(("%s#%d" % (rel, i)).encode()).hexdigest()[:28]
            part.set_boundary("==_b%d_%s" % (i, h))
            i += 1


def new(rel, frm, to, subject, date, off, msgid, cc=None, reply_to=None,
        in_reply_to=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(_dt(date, off))
    m["Message-ID"] = "<%s>" % msgid
    if in_reply_to:
        m["In-Reply-To"] = "<%s>" % in_reply_to
        m["References"] = "<%s>" % in_reply_to
    if reply_to:
        m["Reply-To"] = reply_to
    for k, v in (extra or []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    return m


def emit(rel, m, stamp):
    _boundaries(m, rel)
    data = m.as_bytes(policy=policy.default)
    OUT.append((rel, data, stamp))
    return data


# =========================================================== 2024-12
m = new("", "Priya Natarajan <priya.natarajan@brightloop.example>", SANNE_W,
        "2025 London rhythm + a few logistics", "2024-12-09 10:14", 0,
        "20241209101400.priya@brightloop.example")
m.set_content("""Hi Sanne,

Now that the 2025 plan is signed off, a few logistics so you can plan around
them (and around the attic, I know!).

- London weeks: first week of every month, Tue-Thu in the office (61 Paul
  Street, 4th floor). We skip August, everyone's away anyway.
- Hotel: keep using the company rate at Citizen Lodge Old Street, book through
  TripDesk as usual.
- Travel: flights are fine for now, but Ops is reviewing the travel policy in
  spring and I suspect it'll push us onto the train. Fair enough.
- Research sync stays on Tuesdays 10:00 UK time. When you're here we do it in
  Cobalt.
- Team offsite: mid-October, probably Margate. Venue TBC, Kwame is scouting.
- Our 1:1s: every other Thursday, 14:00 UK time.

Also: I'd love you to lead the onboarding study (codename Atlas) in Q2/Q3.
Let's scope it properly in January.

Have a lovely Sinterklaas -- did I spell that right?

Priya

--
Priya Natarajan
Head of Research, Brightloop
""", cte="7bit")
emit("mail/2024/12/2024-12-09_2025-london-rhythm.eml", m, "2024-12-09 10:14")

# =========================================================== 2025-01
rel = "mail/2025/01/2025-01-20_offerte-van-dam.eml"
m = new(rel, PETER, SANNE, "Offerte verbouwing zolder Sijsjesstraat 27",
        "2025-01-20 16:42", 1, "20250120164200.3391@vandam-bouw.example", cc=JOOST)
m.set_content("""Beste Sanne en Joost,

Bedankt voor de prettige kennismaking van dinsdag 14 januari. Zoals beloofd hierbij onze offerte voor het verbouwen van jullie zolder tot werk-/logeerkamer.

In het kort:
- plaatsen dakkapel voorzijde (ca. 3,20 m breed), incl. kozijnen met HR++ glas
- isoleren dakvlakken aan de binnenzijde (materiaal in overleg: PIR of houtvezel, zie bijlage voor beide prijzen)
- nieuwe vloer (plaatmateriaal, de afwerkvloer doen jullie zelf) en knieschotten met kastruimte
- nieuwe vaste trap ter vervanging van de vlizotrap
- elektra: 3 nieuwe groepen, 8 wandcontactdozen
- stucwerk wanden en plafond
- de aanvraag van de omgevingsvergunning kunnen wij voor jullie verzorgen (meerprijs, zie bijlage)

Totaalbedrag: € 38.450,- incl. 21% btw. De volledige specificatie, de betalingstermijnen en de voorwaarden vinden jullie in de bijlage. De offerte is 60 dagen geldig.

Planning: wij kunnen op zijn vroegst starten in september 2025, doorlooptijd ongeveer 7 weken.

Met vriendelijke groet,

Peter van Dam
Bouwbedrijf Van Dam & Zn
Achterweg 14, Bunnik
tel. 030-000 1234
""", charset="utf-8", cte="quoted-printable")
m.add_attachment("""BOUWBEDRIJF VAN DAM & ZN
Achterweg 14 - 3981 XX Bunnik - KvK 00000000 - tel. 030-000 1234

OFFERTE

Offertenummer : VD-2025-014
Datum         : 20 januari 2025
Opdrachtgever : S. Verhoeven & J. Brandsma, Sijsjesstraat 27, 3514 TP Utrecht
Betreft       : verbouwing zolder tot werk-/logeerkamer

Pos  Omschrijving                                                  Bedrag excl. btw
1    Dakkapel voorzijde ca. 3,20 m, kozijnen hout met HR++ glas,
     incl. raveelwerk volgens constructieberekening (door derden)      12.450,00
2    Dakisolatie binnenzijde, ca. 42 m2
     - variant A: PIR 120 mm (Rc 5,5)                                   5.880,00
     - variant B: houtvezelplaat 160 mm (Rc 4,1)        meerprijs      +  950,00
3    Vloer (plaatmateriaal) + knieschotten met kastdeurtjes             4.975,00
4    Vaste trap vuren, gelakt, incl. trapgat aanpassen                  2.650,00
5    Elektra: 3 groepen, 8 WCD, 4 lichtpunten                           1.890,00
6    Stucwerk wanden + plafond, behangklaar                             2.930,00
7    Steiger, container, bouwplaatskosten                               1.002,00
                                                                  -------------
     Subtotaal (variant A)                                             31.777,00
     Btw 21%                                                            6.673,17
     TOTAAL incl. btw (afgerond)                                       38.450,00

Optioneel:
- Verzorgen aanvraag omgevingsvergunning incl. tekeningen             1.350,00 excl. btw

Betalingstermijnen:
 10% bij opdracht - 20% bij start - 25% na plaatsing dakkapel -
 20% na isolatie en vloer - 25% bij oplevering

Geldigheid: 60 dagen na dagtekening. Meerwerk alleen na schriftelijk akkoord.
Op deze offerte zijn onze algemene voorwaarden van toepassing.
""", subtype="plain", charset="utf-8", cte="base64",
    filename="offerte_zolder_sijsjesstraat27.txt")
emit(rel, m, "2025-01-20 16:42")

rel = "mail/2025/01/2025-01-28_offerte-zolderfix.eml"
m = new(rel, "Marco Smit | Zolderfix Utrecht <marco@zolderfix.example>", SANNE,
        "Uw offerte zolderrenovatie - Zolderfix", "2025-01-28 09:05", 1,
        "zf-2025-0128-0905-77@zolderfix.example")
m.set_content("""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Offerte Zolderfix</title></head>
<body style="font-family: Arial, sans-serif; color:#222">
<p>Beste Sanne,</p>
<p>Leuk dat we vorige week even op jullie zolder mochten kijken! Hieronder onze offerte voor de zolderrenovatie aan de Sijsjesstraat 27.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#f2a900"><th>Post</th><th>Omschrijving</th><th>Prijs incl. btw</th></tr>
<tr><td>1</td><td>Dakkapel voorzijde, standaardmodel 3,00 m, kunststof kozijnen</td><td>€ 12.900</td></tr>
<tr><td>2</td><td>Dakisolatie PIR 120 mm, ca. 42 m²</td><td>€ 5.600</td></tr>
<tr><td>3</td><td>Vloer + knieschotten</td><td>€ 4.950</td></tr>
<tr><td>4</td><td>Vlizotrap vervangen door nieuwe vlizotrap</td><td>€ 1.450</td></tr>
<tr><td>5</td><td>Aftimmeren, schilderwerk dakkapel</td><td>€ 5.800</td></tr>
<tr><td>6</td><td>Afvoer &amp; steiger</td><td>€ 1.200</td></tr>
<tr><td colspan="2"><b>Totaal</b></td><td><b>€ 31.900</b></td></tr>
</table>
<p><b>Niet inbegrepen:</b> vergunningsaanvraag en tekeningen, constructieberekening, elektra, stucwerk.</p>
<p>Start: in overleg. Wij werken met een aanbetaling bij opdracht.</p>
<p>Met zonnige groet,<br>Marco Smit<br>Zolderfix Utrecht &ndash; <i>Meer ruimte, minder gedoe</i></p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-01-28 09:05")

# =========================================================== 2025-02
rel = "mail/2025/02/2025-02-06_offerte-bakker.eml"
m = new(rel, "Erik Bakker <erik@timmerwerkenbakker.example>", SANNE,
        "offerte zolder Verhoeven", "2025-02-06 21:17", 1,
        "CAE7b1.20250206.2117@timmerwerkenbakker.example")
m.set_content("""Hoi Sanne,

Hierbij de offerte zoals besproken op 30 januari. Excuus dat het even duurde, drukke tijd.

- Dakkapel voorzijde 3,10 m met houten kozijnen: € 13.400
- Isolatie dak (glaswol of PIR, jullie keus): € 5.100
- Vloer + trap: € 7.600
- Stucwerk: € 3.700
- Steiger en afvoer: € 1.200
- Knieschotten met kastjes: € 4.200

Totaal: € 35.200 incl. btw (elektra niet inbegrepen, dat doet mijn zwager, apart).
Start: op z'n vroegst voorjaar 2026, we zitten vol tot die tijd.

Groet,
Erik Bakker
Timmerwerken Bakker — vakwerk sinds 1998
""", charset="utf-8", cte="8bit")
m.add_alternative("""<html><body style="font-family:Verdana">
<p>Hoi Sanne,</p>
<p>Hierbij de offerte zoals besproken op 30 januari. Excuus dat het even duurde, drukke tijd.</p>
<table border="1" cellpadding="4">
<tr><th>Onderdeel</th><th>Bedrag</th></tr>
<tr><td>Dakkapel voorzijde 3,10 m met houten kozijnen</td><td>€ 13.400</td></tr>
<tr><td>Isolatie dak (glaswol of PIR, jullie keus)</td><td>€ 5.100</td></tr>
<tr><td>Vloer + trap</td><td>€ 7.600</td></tr>
<tr><td>Stucwerk</td><td>€ 3.700</td></tr>
<tr><td>Steiger en afvoer</td><td>€ 1.200</td></tr>
<tr><td>Knieschotten met kastjes</td><td>€ 4.200</td></tr>
<tr><td><b>Totaal incl. btw</b></td><td><b>€ 35.200</b></td></tr>
</table>
<p>Elektra niet inbegrepen (doet mijn zwager, apart). Start: op z'n vroegst voorjaar 2026.</p>
<p>Groet,<br>Erik Bakker<br><i>Timmerwerken Bakker — vakwerk sinds 1998</i></p>
</body></html>
""", subtype="html", charset="utf-8", cte="8bit")
emit(rel, m, "2025-02-06 21:17")

rel = "mail/2025/02/2025-02-12_re-offertes-zolder.eml"
m = new(rel, JOOST, SANNE, "Re: offertes zolder", "2025-02-12 20:31", 1,
        "CAJ00st.9912.20250212@mailbox.example",
        in_reply_to="CAS4nn3.7781.20250212@mailbox.example")
m.set_content("""Prima, dan doen we Zolderfix. Scheelt toch 6,5k en die Marco kwam
betrouwbaar over. Vergunning zelf regelen moet lukken, jij bent de
formulierenkoningin ;)

Wel even vragen wanneer ze kunnen beginnen, "in overleg" zegt niks.

x J

Op wo 12 feb 2025 om 18:04 schreef Sanne Verhoeven <sanne.verhoeven@mailbox.example>:
> Hoi lief,
>
> Alle drie de offertes zijn binnen. Samengevat (zie ook mijn notitie):
> - Van Dam: 38.450, alles erin, vergunning kan erbij (meerprijs), elektra ook
> - Zolderfix: 31.900, zonder vergunning/elektra/stucwerk
> - Bakker: 35.200, maar rommelig en pas voorjaar 2026
>
> Ik neig naar Zolderfix. Als we elektra en stucwerk los regelen zitten we
> nog steeds onder Van Dam. Wat vind jij?
>
> S.
""", cte="7bit")
emit(rel, m, "2025-02-12 20:31")

# =========================================================== 2025-03
rel = "mail/2025/03/2025-03-04_constructieberekening-mulder.eml"
m = new(rel, "ir. Wouter Mulder <w.mulder@constructiebureaumulder.example>", SANNE,
        "Constructieve berekening dakkapel Sijsjesstraat 27", "2025-03-04 15:26", 1,
        "cbm-25-031.20250304@constructiebureaumulder.example")
m.set_content("""Beste mevrouw Verhoeven,

Naar aanleiding van de opname op 25 februari heb ik de constructieve berekening voor de dakkapel aan de voorzijde gemaakt. Samengevat:

- Ter plaatse van de dakkapel worden twee bestaande sporen onderbroken. Ter opvang komt er een stalen raveelbalk HEA 160 (S235), lengte 3,60 m, opgelegd op de bestaande gordingen met stalen oplegplaten 200x200x10 mm en twee ankers per zijde.
- De bestaande gordingen (vuren, ca. 75x200 mm) zijn voldoende sterk voor de extra belasting, mits de raveelbalk zo dicht mogelijk bij de oplegging op de bouwmuren komt.
- De sporen (ca. 50x125 mm h.o.h. 600) voldoen voor het eigen gewicht van de isolatie en afwerking.
- Brandwerendheid: niet van toepassing (eengezinswoning, geen eisen aan de dakkapel).

De volledige berekening (PDF) en de detailtekening heb ik via WeTransfer gestuurd, zodat u ze bij de vergunningsaanvraag in het Omgevingsloket kunt uploaden. Geef de tekening ook aan uw aannemer; de balk moet vóór het plaatsen van de dakkapel erin.

De factuur (€ 1.150,- incl. btw) volgt separaat.

Met vriendelijke groet,

ir. W. (Wouter) Mulder
Constructiebureau Mulder, Houten
""", charset="utf-8", cte="base64")
emit(rel, m, "2025-03-04 15:26")

rel = "mail/2025/03/2025-03-11_gemeente-ontvangstbevestiging.eml"
m = new(rel, "Gemeente Utrecht - Vergunningen <vergunningen@utrecht.example>", SANNE,
        "Ontvangstbevestiging aanvraag omgevingsvergunning", "2025-03-11 08:02", 1,
        "ov-ontvangst-20250311-0802@utrecht.example")
m.set_content("""Geachte mevrouw Verhoeven,

Op 10 maart 2025 hebben wij via het Omgevingsloket uw aanvraag voor een omgevingsvergunning ontvangen.

Zaaknummer: Z/25/184473
Activiteit: bouwen - plaatsen van een dakkapel aan de voorzijde
Locatie: Sijsjesstraat 27, 3514 TP Utrecht

Vermeld dit zaaknummer bij alle correspondentie over uw aanvraag.

Wat gebeurt er nu?
Wij beoordelen uw aanvraag, onder meer op het bestemmingsplan en welstand. Wij nemen binnen 8 weken een besluit. Deze termijn kunnen wij eenmaal met 6 weken verlengen. Voor het in behandeling nemen van de aanvraag brengen wij leges in rekening (€ 642,35); u ontvangt hiervoor een aparte nota.

Met vriendelijke groet,

Team Vergunningen
Gemeente Utrecht
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body style="font-family:Arial">
<p>Geachte mevrouw Verhoeven,</p>
<p>Op 10 maart 2025 hebben wij via het Omgevingsloket uw aanvraag voor een omgevingsvergunning ontvangen.</p>
<table border="0" cellpadding="4" style="background:#f4f4f4">
<tr><td><b>Zaaknummer</b></td><td>Z/25/184473</td></tr>
<tr><td><b>Activiteit</b></td><td>bouwen &ndash; plaatsen van een dakkapel aan de voorzijde</td></tr>
<tr><td><b>Locatie</b></td><td>Sijsjesstraat 27, 3514 TP Utrecht</td></tr>
<tr><td><b>Ontvangen op</b></td><td>10 maart 2025</td></tr>
</table>
<p>Vermeld dit zaaknummer bij alle correspondentie over uw aanvraag.</p>
<p><b>Wat gebeurt er nu?</b><br>Wij beoordelen uw aanvraag, onder meer op het bestemmingsplan en welstand. Wij nemen binnen 8 weken een besluit. Deze termijn kunnen wij eenmaal met 6 weken verlengen. Voor het in behandeling nemen van de aanvraag brengen wij leges in rekening (&euro; 642,35); u ontvangt hiervoor een aparte nota.</p>
<p>Met vriendelijke groet,<br>Team Vergunningen<br>Gemeente Utrecht</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-03-11 08:02")

rel = "mail/2025/03/2025-03-20_hamerstee-klusweekend.eml"
m = new(rel, "Bouwmarkt Hamerstee <nieuwsbrief@hamerstee.example>", SANNE,
        "Klusweekend! Tot 30% korting op isolatie en verf", "2025-03-20 07:30", 1,
        "nb-2025-12-881203@hamerstee.example",
        extra=[("List-Unsubscribe", "<https://hamerstee.example/afmelden?u=88120>")])
m.set_content("""<html><body style="margin:0;font-family:Helvetica,Arial">
<div style="background:#c8102e;color:#fff;padding:16px"><h1>KLUSWEEKEND 22 &amp; 23 maart</h1></div>
<p>Hoi Sanne, het voorjaar komt eraan: tijd om te klussen! Alleen dit weekend:</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse">
<tr><th align="left">Product</th><th>Van</th><th>Voor</th></tr>
<tr><td>PIR isolatieplaat 1200x600x100 mm, per stuk</td><td>€ 24,95</td><td><b>€ 19,95</b></td></tr>
<tr><td>Glaswol isolatierol 6,5 m², Rd 3,5</td><td>€ 39,99</td><td><b>€ 31,99</b></td></tr>
<tr><td>Muurverf extra mat wit 10 L</td><td>€ 64,99</td><td><b>€ 45,49</b></td></tr>
<tr><td>Stofschot / stofwand kit</td><td>€ 49,95</td><td><b>€ 39,95</b></td></tr>
<tr><td>Afplaktape 50 m (3 stuks)</td><td>€ 14,99</td><td><b>€ 9,99</b></td></tr>
</table>
<p>Gratis workshop zaterdag 11:00: <i>Zelf je zolder isoleren</i> &ndash; aanmelden bij de servicebalie.</p>
<p style="font-size:11px;color:#888">Je ontvangt deze e-mail omdat je klant bent bij Hamerstee. <a href="https://hamerstee.example/afmelden">Afmelden</a></p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-03-20 07:30")

# =========================================================== 2025-04
rel = "mail/2025/04/2025-04-03_re-planning-zolder.eml"
m = new(rel, SANNE, "Marco Smit <marco@zolderfix.example>", "Re: Planning zolder",
        "2025-04-03 08:47", 2, "SV.20250403.0847@mailbox.example",
        in_reply_to="zf-2025-0402-1722-03@zolderfix.example")
m.set_content("""Hoi Marco,

Dank voor je snelle antwoord. Maart 2026 is voor ons helaas te laat (we
hadden op dit najaar gerekend), en 40% vooraf voelt ook niet goed. We gaan
daarom niet met Zolderfix verder.

Bedankt voor de moeite en de heldere offerte!

Groet,
Sanne Verhoeven

Op 2 apr 2025, om 17:22 heeft Marco Smit <marco@zolderfix.example> het volgende geschreven:
> Hoi Sanne,
>
> Ik heb even in de planning gekeken. Door een paar grote projecten kunnen we
> op zijn vroegst in maart 2026 beginnen. Bij opdracht vragen we 40%
> aanbetaling, de rest in twee termijnen.
>
> Laat maar weten!
> Marco
""", cte="7bit")
emit(rel, m, "2025-04-03 08:47")

rel = "mail/2025/04/2025-04-16_re-offerte-van-dam-akkoord.eml"
m = new(rel, PETER, SANNE, "Re: Offerte verbouwing zolder Sijsjesstraat 27",
        "2025-04-16 11:09", 2, "20250416110900.4410@vandam-bouw.example", cc=JOOST,
        in_reply_to="SV.20250415.2147@mailbox.example")
m.set_content("""Beste Sanne,

Goed nieuws: we gaan akkoord. Als de nieuwe vaste trap vervalt (jullie houden de bestaande trap, wij knappen die op en passen het trapgat aan) komen we uit op een aanneemsom van € 36.900,- incl. btw. Verder alles zoals in de offerte, isolatie in houtvezel of PIR kiezen jullie nog. De post vergunning vervalt, die hebben jullie zelf al aangevraagd.

Startdatum: maandag 1 september 2025, doorlooptijd ca. 7 weken. Ik zet het definitief in de planning zodra de aanbetaling van 10% binnen is.

Fijn dat jullie toch voor ons kiezen!

Met vriendelijke groet,

Peter van Dam
Bouwbedrijf Van Dam & Zn

Op 15-04-2025 21:47 schreef Sanne Verhoeven <sanne.verhoeven@mailbox.example>:
> Beste Peter,
>
> Na lang wikken hebben we besloten om toch met jullie in zee te gaan voor
> de zolder. Is er nog wat ruimte in de prijs? We zouden de nieuwe vaste
> trap eventueel kunnen laten vervallen. De vergunning hebben we inmiddels
> zelf aangevraagd.
>
> Groet, Sanne
""", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-04-16 11:09")

# =========================================================== 2025-05
rel = "mail/2025/05/2025-05-11_lotte-getuige.eml"
m = new(rel, "Lotte Verhoeven <lotte.verhoeven@mailbox.example>", SANNE,
        "Een hele belangrijke vraag 💍", "2025-05-11 10:03", 2,
        "LV-iPhone-20250511-1003@mailbox.example")
m.set_content("""Lieve Sannie,

Ik had het je natuurlijk ook gewoon kunnen vragen op de bank bij mama, maar ik wilde het even netjes op papier (nou ja, mail 😅).

Daan en ik trouwen op vrijdag 29 mei 2026 — we hebben Hoeve Klaverweide in Bunnik vastgelegd! Ceremonie buiten in de boomgaard als het weer meezit, feest in de schuur.

En nu de vraag: wil jij mijn getuige zijn? Jij bent degene die mij al 31 jaar uit de brand helpt, dus wie anders. Daan vraagt Niels (uiteraard) en zijn beste vriend Youssef.

Geen paniek over "taken", het is vooral: naast me staan, tekenen, en me tegenhouden als ik om 2 uur 's nachts nog op tafel wil dansen. Oké, en misschien een klein vrijgezellendingetje. Klein!!

Heel veel liefs,
Lot

P.S. Zoë vroeg of je haar nog terugbelt over die fietsvakantie?
""", charset="utf-8", cte="8bit")
emit(rel, m, "2025-05-11 10:03")

rel = "mail/2025/05/2025-05-20_eurostar-booking.eml"
m = new(rel, "Eurostar <bookings@eurostar-mail.example>", SANNE_W,
        "Your Eurostar booking confirmation", "2025-05-20 13:41", 1,
        "bk.20250520.134107.6620@eurostar-mail.example")
m.set_content("""<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5">
<div style="max-width:600px;margin:auto;background:#fff;padding:20px">
<h2 style="color:#00286a">You're all booked, Sanne</h2>
<p>Thanks for travelling with us. Keep this email &ndash; you'll need your booking reference to manage your trip.</p>
<p style="font-size:20px">Booking reference: <b>QZ4RTN</b></p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;width:100%">
<tr style="background:#00286a;color:#fff"><th>Journey</th><th>Date</th><th>Train</th><th>Departs</th><th>Arrives</th><th>Coach / seat</th></tr>
<tr><td>Amsterdam Centraal &rarr; London St Pancras Int'l</td><td>Tue 3 June 2025</td><td>9316</td><td>10:16</td><td>13:57</td><td>12 / 61</td></tr>
<tr><td>London St Pancras Int'l &rarr; Amsterdam Centraal</td><td>Thu 5 June 2025</td><td>9163</td><td>16:31</td><td>21:32</td><td>5 / 44</td></tr>
</table>
<p>Passenger: Ms Sanne Verhoeven &middot; Class: Standard &middot; Total paid: &euro;268.00 (booked via TripDesk for Brightloop Ltd)</p>
<p>Check-in closes 30 minutes before departure at Amsterdam Centraal. Please allow extra time for passport control.</p>
<p style="font-size:11px;color:#777">This is an automated message. Please do not reply.</p>
</div></body></html>
""", subtype="html", charset="utf-8", cte="base64")
emit(rel, m, "2025-05-20 13:41")

# =========================================================== 2025-06
rel = "mail/2025/06/2025-06-13_gemeente-besluit-omgevingsvergunning.eml"
m = new(rel, "Gemeente Utrecht - Vergunningen <vergunningen@utrecht.example>", SANNE,
        "Besluit op uw aanvraag omgevingsvergunning", "2025-06-13 10:30", 2,
        "ov-besluit-20250613-1030@utrecht.example")
m.set_content("""Geachte mevrouw Verhoeven,

Hierbij ontvangt u ons besluit op uw aanvraag om een omgevingsvergunning voor
het plaatsen van een dakkapel aan de voorzijde van de woning Sijsjesstraat 27
te Utrecht. Het volledige besluit, inclusief de voorschriften waaraan u zich
moet houden, vindt u in de bijlage.

Het besluit wordt gepubliceerd in het Gemeenteblad. Belanghebbenden kunnen
binnen 6 weken na de dag van verzending bezwaar maken.

Met vriendelijke groet,

Team Vergunningen
Gemeente Utrecht
""", cte="7bit")
m.add_attachment("""GEMEENTE UTRECHT - BESLUIT OMGEVINGSVERGUNNING

Datum besluit : 12 juni 2025
Aanvrager     : mevrouw S. Verhoeven
Locatie       : Sijsjesstraat 27, 3514 TP Utrecht
Activiteit    : bouwen - plaatsen dakkapel voorgevel
Aanvraag      : ingediend op 10 maart 2025 via het Omgevingsloket

BESLUIT
Burgemeester en wethouders besluiten de gevraagde omgevingsvergunning te VERLENEN,
met inachtneming van de onderstaande voorschriften.

VOORSCHRIFTEN
1. De kozijnen, boeidelen en zijwangen van de dakkapel worden uitgevoerd in de kleur
   RAL 7021 (zwartgrijs), conform het welstandsadvies van 3 juni 2025.
2. De dakkapel blijft minimaal 0,50 m onder de nok en minimaal 0,50 m uit de zijkanten
   van het dakvlak.
3. Uiterlijk 2 werkdagen voor de start van de werkzaamheden meldt u de start bouw
   via het Omgevingsloket.
4. Binnen 2 werkdagen na voltooiing doet u een gereedmelding.
5. De constructie wordt uitgevoerd conform de ingediende constructieve berekening.

BEZWAAR
Bent u het niet eens met dit besluit, dan kunt u binnen 6 weken na de dag van
verzending een bezwaarschrift indienen bij het college van burgemeester en wethouders.
""", subtype="plain", charset="utf-8", cte="base64",
    filename="besluit_omgevingsvergunning.txt")
emit(rel, m, "2025-06-13 10:30")

rel = "mail/2025/06/2025-06-24_bouwdepot-geopend.eml"
m = new(rel, "Hollandse Spaarbank <hypotheken@hollandsespaarbank.example>",
        "S. Verhoeven <sanne.verhoeven@mailbox.example>", "Uw bouwdepot is geopend",
        "2025-06-24 14:12", 2, "hs-bd-4471203-open@hollandsespaarbank.example", cc=JOOST)
m.set_content("""Beste mevrouw Verhoeven en meneer Brandsma,

Goed nieuws: uw bouwdepot is geopend. Hieronder vindt u de belangrijkste gegevens.

Depotnummer: BD-4471-203
Hoogte bouwdepot: € 45.000,00
Einddatum bouwdepot: 1 december 2025
Rente: u ontvangt rente over het nog niet opgenomen bedrag, gelijk aan de hypotheekrente.

Hoe declareert u?
Upload de factuur via Mijn Spaarbank > Hypotheek > Bouwdepot > Declaratie indienen. Wij betalen binnen 5 werkdagen rechtstreeks aan de aannemer of leverancier. Wij vergoeden alleen facturen die op uw naam staan en betrekking hebben op de verbouwing van de woning.

Let op: na de einddatum kunt u niet meer declareren. Het resterende saldo wordt dan verrekend met uw hypotheek. Verlengen is in overleg mogelijk; neem daarvoor ruim op tijd contact op.

Heeft u vragen? Uw vaste adviseur Anaïs Vermeulen is bereikbaar op werkdagen via 030-000 2290 of via het berichtencentrum in Mijn Spaarbank.

Met vriendelijke groet,

Anaïs Vermeulen
Hypotheekadviseur
Hollandse Spaarbank
""", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-06-24 14:12")

# =========================================================== 2025-07
rel = "mail/2025/07/2025-07-02_leave-cover.eml"
m = new(rel, "Priya Natarajan <priya.natarajan@brightloop.example>",
        "research-team@brightloop.example", "Leave cover from August",
        "2025-07-02 16:55", 1, "20250702165500.priya@brightloop.example",
        cc="Hamish Reid <hamish.reid@brightloop.example>")
m.set_content("""Hi all,

As you know, I'm off on maternity leave from 1 August (back early February,
fingers crossed). Here's how things will work while I'm away:

- Line management: Hamish Reid (Director of Design) will be line manager for
  Sanne, Lena and Kwame from Monday 4 August. Please set up fortnightly
  check-ins with him.
- Research ops & incentive budget approvals: Kwame.
- Tuesday research sync continues as normal; Sanne will chair.
- Atlas: Sanne owns it end to end, Hamish is the exec sponsor.
- Anything HR-related that can't wait: People team as usual.

I'll be properly offline. Please don't cc me "just so you know" :)

Thank you all, this team is the best.

Priya
""", cte="7bit")
m.add_alternative("""<html><body style="font-family:Helvetica,Arial">
<p>Hi all,</p>
<p>As you know, I'm off on maternity leave from 1 August (back early February, fingers crossed). Here's how things will work while I'm away:</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>What</th><th>Who</th></tr>
<tr><td>Line management (Sanne, Lena, Kwame) from Mon 4 August</td><td>Hamish Reid (Director of Design)</td></tr>
<tr><td>Research ops &amp; incentive budget approvals</td><td>Kwame</td></tr>
<tr><td>Tuesday research sync (chair)</td><td>Sanne</td></tr>
<tr><td>Atlas &ndash; owner / exec sponsor</td><td>Sanne / Hamish</td></tr>
</table>
<p>I'll be properly offline. Please don't cc me &ldquo;just so you know&rdquo; :)</p>
<p>Thank you all, this team is the best.<br>Priya</p>
</body></html>
""", subtype="html", cte="quoted-printable")
emit(rel, m, "2025-07-02 16:55")

rel = "mail/2025/07/2025-07-08_startdatum-zolder-verschoven.eml"
m = new(rel, PETER, SANNE, "Startdatum zolder verschoven", "2025-07-08 07:58", 2,
        "20250708075800.4577@vandam-bouw.example", cc=JOOST)
m.set_content("""Beste Sanne en Joost,

Vervelend nieuws: onze leverancier van de kozijnen voor de dakkapel heeft een
flinke achterstand, de levertijd is nu 12 weken. Daardoor moeten we de start
van jullie zolder verschuiven.

Nieuwe startdatum: maandag 6 oktober 2025.
De steiger wordt op vrijdag 3 oktober geplaatst.

De doorlooptijd blijft ongeveer 7 weken, dus oplevering rond eind november.
De kozijnen worden gewoon in de kleur uit de vergunning besteld.

Excuses voor het ongemak. Bel gerust als jullie vragen hebben.

Met vriendelijke groet,

Peter van Dam
Bouwbedrijf Van Dam & Zn
tel. 030-000 1234
""", cte="7bit")
emit(rel, m, "2025-07-08 07:58")

# =========================================================== 2025-08
rel = "mail/2025/08/2025-08-05_new-preferred-hotel.eml"
m = new(rel, "Kwame Mensah <kwame.mensah@brightloop.example>",
        "london-travellers@brightloop.example",
        "London travel: new preferred hotel from 1 September", "2025-08-05 11:20", 1,
        "20250805112000.kwame@brightloop.example")
m.set_content("""<html><body style="font-family:Arial,sans-serif">
<p>Hi all,</p>
<p>Quick ops update for everyone who travels to the London office.</p>
<p>Our corporate rate with Citizen Lodge Old Street ends on 31 August (thanks for all the lift complaints, they helped in the negotiation). From <b>1 September</b> our preferred hotel is:</p>
<p style="font-size:16px"><b>The Tabernacle Inn</b><br>9 Tabernacle Street, London EC2A &ndash; 6 minutes' walk from the office</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr style="background:#eee"><th>Room type</th><th>Company rate / night</th><th>Breakfast</th><th>Booking</th></tr>
<tr><td>Standard double</td><td>&pound;158</td><td>included</td><td>TripDesk (tagged Preferred)</td></tr>
<tr><td>Superior double</td><td>&pound;179</td><td>included</td><td>needs approval</td></tr>
</table>
<p>Existing bookings at Citizen Lodge for August stay as they are. Reminder: since May the travel policy says train for any journey under ~6 hours door-to-door.</p>
<p>Cheers,<br>Kwame<br>Research &amp; Workplace Ops</p>
</body></html>
""", subtype="html", cte="7bit")
emit(rel, m, "2025-08-05 11:20")

rel = "mail/2025/08/2025-08-19_fwd-wijziging-trouwlocatie.eml"
m = new(rel, SANNE, JOOST, "Fwd: Wijziging trouwlocatie 29 mei", "2025-08-19 19:12", 2,
        "SV.20250819.1912@mailbox.example")
m.set_content("""Kijk nou, ze hebben het al opgelost. Orangerie in Doorn, nooit van gehoord maar het ziet er prachtig uit op de foto's. Zelfde datum gelukkig, dus je hoeft je vrije dag niet te verzetten.

S.

---------- Doorgestuurd bericht ---------
Van: Lotte Verhoeven <lotte.verhoeven@mailbox.example>
Datum: di 19 aug 2025 om 14:02
Onderwerp: Wijziging trouwlocatie 29 mei
Aan: Sanne Verhoeven <sanne.verhoeven@mailbox.example>, Niels Kuipers <niels.kuipers@mailbox.example>, Youssef El Amrani <youssef.elamrani@mailbox.example>
Cc: Ans Verhoeven <ans.verhoeven@mailbox.example>

Lieve getuigen (+ mam),

Even een update, want er is nogal wat gebeurd. Hoeve Klaverweide belde vorige week dat ze het hele terrein in 2026 gaan verbouwen en in het voorjaar geen feesten kunnen doen. Paniek! Maar: we hebben de Orangerie Hooghe Boom in Doorn kunnen krijgen, op dezelfde datum (vrijdag 29 mei). Ceremonie in de tuin (of in de orangerie zelf als het regent), diner en feest ook daar.

Adres: Hooghe Boomlaan 3, Doorn. Er is genoeg parkeerplek en de bus stopt voor de deur.

Alle andere plannen blijven hetzelfde. De save-the-dates gaan volgende maand de deur uit, met het nieuwe adres.

Liefs, Lot & Daan
""", charset="utf-8", cte="8bit")
emit(rel, m, "2025-08-19 19:12")

# =========================================================== 2025-09
rel = "mail/2025/09/2025-09-12_field-notes-112.eml"
m = new(rel, "Field Notes by Research Room <hello@fieldnotes-newsletter.example>",
        SANNE_W, "Field Notes #112 - Stop asking about the future", "2025-09-12 06:00", 0,
        "fn112.20250912@fieldnotes-newsletter.example",
        extra=[("List-Unsubscribe", "<https://fieldnotes-newsletter.example/u/5521>")])
m.set_content("""FIELD NOTES #112

1. Stop asking about the future
"Would you use this?" might be the most expensive question in research. People are terrible at predicting their own behaviour: they are optimistic, polite, and they imagine an idealised version of themselves with more time and more discipline. Ask about the last time they actually did the thing instead. "Tell me about the last invoice you sent" beats "would you use automatic invoicing?" every single time. Past behaviour, specific instances, real artefacts (show me!) - not hypotheticals.

2. Template: a diary study kickoff email that people actually read
Short, friendly, one clear task for day one, and a photo of the researcher. Yes, really.

3. Reading: "The synthesis wall is not the deliverable"

4. Events: ResearchOps meetup Amsterdam, 2 October. Free, pizza.

5. Jobs: Senior UX Researcher (fintech, London, hybrid); Research Ops lead (Berlin).

See you next Friday,
The Research Room team

Unsubscribe: https://fieldnotes-newsletter.example/u/5521
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body style="font-family:Georgia,serif;max-width:620px">
<h1>Field Notes #112</h1>
<h2>1. Stop asking about the future</h2>
<p>&ldquo;Would you use this?&rdquo; might be the most expensive question in research. People are terrible at predicting their own behaviour: they are optimistic, polite, and they imagine an idealised version of themselves with more time and more discipline. Ask about the last time they actually did the thing instead. &ldquo;Tell me about the last invoice you sent&rdquo; beats &ldquo;would you use automatic invoicing?&rdquo; every single time. Past behaviour, specific instances, real artefacts (show me!) &ndash; not hypotheticals.</p>
<h2>2. Template: a diary study kickoff email that people actually read</h2>
<p>Short, friendly, one clear task for day one, and a photo of the researcher. Yes, really.</p>
<h2>3. Reading</h2><p><i>The synthesis wall is not the deliverable</i></p>
<h2>4. Events</h2><p>ResearchOps meetup Amsterdam, 2 October. Free, pizza.</p>
<h2>5. Jobs</h2>
<table border="1" cellpadding="4"><tr><td>Senior UX Researcher</td><td>fintech, London, hybrid</td></tr><tr><td>Research Ops lead</td><td>Berlin</td></tr></table>
<p>See you next Friday,<br>The Research Room team</p>
<p style="font-size:11px"><a href="https://fieldnotes-newsletter.example/u/5521">Unsubscribe</a></p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-09-12 06:00")

# =========================================================== 2025-10
rel = "mail/2025/10/2025-10-07_kattenmand-bestelling.eml"
m = new(rel, "Kattenmand.nl <bestellingen@kattenmand.example>", SANNE,
        "Bedankt voor je bestelling #KM-558213", "2025-10-07 09:44", 2,
        "km-558213@kattenmand.example")
m.set_content("""Hoi Sanne,

Bedankt voor je bestelling! We hebben hem vandaag ingepakt.

Bestelnummer: KM-558213
- Purrfect natvoer kip & kalkoen, 24 x 85 g    € 21,99
- Knabbelkussens kaas, 3 x 60 g                  € 5,97
- Klontvormende kattenbakvulling 10 L            € 12,49
Verzending: gratis
Totaal: € 40,45 (betaald met iDEAL)

Bezorgadres: H. Verhoeven, Kloosterlaan 8, Deventer
Verwachte levering: woensdag 8 oktober

Miauw,
Team Kattenmand
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body style="font-family:Arial">
<p>Hoi Sanne,</p><p>Bedankt voor je bestelling! We hebben hem vandaag ingepakt.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Artikel</th><th>Aantal</th><th>Prijs</th></tr>
<tr><td>Purrfect natvoer kip &amp; kalkoen 85 g</td><td>24</td><td>&euro; 21,99</td></tr>
<tr><td>Knabbelkussens kaas 60 g</td><td>3</td><td>&euro; 5,97</td></tr>
<tr><td>Klontvormende kattenbakvulling 10 L</td><td>1</td><td>&euro; 12,49</td></tr>
<tr><td colspan="2"><b>Totaal</b></td><td><b>&euro; 40,45</b></td></tr>
</table>
<p>Bestelnummer KM-558213 &middot; Bezorgadres: H. Verhoeven, Kloosterlaan 8, Deventer &middot; Verwachte levering: woensdag 8 oktober</p>
<p>Miauw,<br>Team Kattenmand</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-10-07 09:44")

rel = "mail/2025/10/2025-10-21_re-atlas-readout.eml"
m = new(rel, "Hamish Reid <hamish.reid@brightloop.example>", SANNE_W,
        "Re: Atlas readout date", "2025-10-21 09:03", 1,
        "20251021090300.hamish@brightloop.example",
        in_reply_to="20251020161200.sanne@brightloop.example")
m.set_content("""Hi Sanne,

Makes total sense -- much better to do it in the room. Let's move it to
Thursday 4 December, 14:00-15:30, in Cobalt. I'll move the invite and add
Fiona's leadership folks. Can you send me the pre-read by the Tuesday?

Cheers,
Hamish

On Mon, 20 Oct 2025 at 16:12, Sanne Verhoeven <sanne.verhoeven@brightloop.example> wrote:
> Hi Hamish,
>
> Quick one about the Atlas readout. It's currently planned for 27 November,
> but I'll be in London the week after (2-4 Dec). Would you mind moving it to
> when I'm in the office? Doing a readout of a diary study over Zoom always
> loses half the energy, and I'd like to play the participant clips in the
> room.
>
> Thanks!
> Sanne
""", cte="7bit")
emit(rel, m, "2025-10-21 09:03")

# =========================================================== 2025-11
rel = "mail/2025/11/2025-11-10_re-verhaaltjes-lotte.eml"
m = new(rel, SANNE, "Merel Jansen <merel.jansen@mailbox.example>",
        "Re: Verhaaltjes over Lotte voor de ceremonie", "2025-11-10 21:36", 1,
        "SV.20251110.2136@mailbox.example",
        in_reply_to="MJ.20251108.1130@mailbox.example")
m.set_content("""Hoi Merel,

Wat leuk dat jij ze gaat trouwen! Hier alvast een eerste lading:

1. Lotte (7) heeft een hele zomer een slak als huisdier gehad, Meneer Slijm, en heeft een begrafenis mét toespraak georganiseerd toen hij "wegliep".
2. Ze heeft Daan leren kennen in de klimhal, waar ze hem (haar woorden) "heeft gezekerd en nooit meer losgelaten".
3. Ze huilt bij elke reclame met een hond erin. Elke.

Meer volgt, ik vraag mama ook nog naar de verhalen bij de jeugdfoto's.

Liefs, Sanne

Op za 8 nov 2025 om 11:30 schreef Merel Jansen <merel.jansen@mailbox.example>:
> Hoi Sanne!
>
> Zoals je weet ben ik op 29 mei de babs van Lotte en Daan (nog steeds
> zenuwachtig haha). Voor de ceremonie wil ik graag wat persoonlijke
> verhaaltjes over Lotte. Jij als zus en getuige bent natuurlijk de eerste
> die ik mail. Grappig, ontroerend, gênant — alles is welkom. Liefst voor
> half december.
>
> Groetjes, Merel
""", charset="utf-8", cte="8bit")
emit(rel, m, "2025-11-10 21:36")

rel = "mail/2025/11/2025-11-14_rvo-ontvangstbevestiging-isde.eml"
m = new(rel, "RVO - Rijksdienst voor Ondernemend Nederland <noreply@rvo.example>", SANNE,
        "Ontvangstbevestiging aanvraag ISDE", "2025-11-14 22:03", 1,
        "rvo-isde-ack-20251114-220301@rvo.example")
m.set_content("""Geachte mevrouw Verhoeven,

Wij hebben op 14 november 2025 uw aanvraag ontvangen voor de Investeringssubsidie duurzame energie en energiebesparing (ISDE).

Dossiernummer: ISDE-25-0318842
Maatregel: dakisolatie
Opgegeven oppervlakte: 42 m²
Opgegeven Rc-waarde: 4,1 m²K/W
Datum uitvoering (factuur): 7 november 2025

Wat gebeurt er nu?
Wij beoordelen uw aanvraag. U ontvangt binnen 13 weken een beslissing. Mogelijk vragen wij u om aanvullende gegevens. Vermeld bij contact met ons altijd uw dossiernummer.

Met vriendelijke groet,

Rijksdienst voor Ondernemend Nederland
Dit is een automatisch verzonden bericht.
""", charset="utf-8", cte="base64")
emit(rel, m, "2025-11-14 22:03")

rel = "mail/2025/11/2025-11-17_bouwdepot-verlengd.eml"
m = new(rel, "Hollandse Spaarbank <hypotheken@hollandsespaarbank.example>",
        "S. Verhoeven <sanne.verhoeven@mailbox.example>", "Uw bouwdepot is verlengd",
        "2025-11-17 10:05", 1, "hs-bd-4471203-verl@hollandsespaarbank.example", cc=JOOST)
m.set_content("""<html><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>Beste mevrouw Verhoeven en meneer Brandsma,</p>
<p>Op uw verzoek hebben wij de looptijd van uw bouwdepot verlengd. Hieronder ziet u de nieuwe gegevens.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>Depotnummer</td><td>BD-4471-203</td></tr>
<tr><td>Oorspronkelijke einddatum</td><td>1 december 2025</td></tr>
<tr style="background:#e8f3ea"><td><b>Nieuwe einddatum</b></td><td><b>1 juni 2026</b></td></tr>
<tr><td>Resterend saldo per 17 november 2025</td><td>&euro; 19.880,00</td></tr>
</table>
<p>U kunt tot de nieuwe einddatum facturen declareren via Mijn Spaarbank. Na deze datum wordt het resterende saldo verrekend met uw hypotheek. Aan de verlenging zijn geen kosten verbonden.</p>
<p>Met vriendelijke groet,<br>Team Bouwdepots<br>Hollandse Spaarbank</p>
</body></html>
""", subtype="html", cte="7bit")
emit(rel, m, "2025-11-17 10:05")

rel = "mail/2025/11/2025-11-18_re-voortgang-zolder.eml"
m = new(rel, PETER, SANNE, "Re: Voortgang zolder", "2025-11-18 17:40", 1,
        "20251118174000.5102@vandam-bouw.example", cc=JOOST,
        in_reply_to="SV.20251117.2003@mailbox.example")
m.set_content("""Hoi Sanne,

Alles loopt volgens planning. Deze week is de vloer klaar en begint de stukadoor, volgende week de knieschotten en het schilderwerk van de dakkapel. Oplevering verwacht rond vrijdag 5 december. En ja, de laatste termijn (25%) is bij oplevering.

Dan nog iets anders. Nu de isolatie en de binnenbeplating erin zitten, zien we dat de achterkant van de zolder erg donker blijft. Tip: nu kan er nog makkelijk een dakraam (Velux, 78x118) in het achterste dakvlak, inclusief betimmering en afwerking, voor € 1.180,- incl. btw (meerwerk). Als we het later doen moet er weer gebroken worden.

Wil je me uiterlijk vrijdag 28 november laten weten of jullie dat willen? Dan kan ik hem nog op tijd bestellen.

Groet,
Peter

Op 17 nov 2025, om 20:03 schreef Sanne Verhoeven <sanne.verhoeven@mailbox.example>:
> Hoi Peter,
> Hoe staan de zaken? Joost en ik krijgen een beetje zolderkoorts ;)
> En klopt het dat de laatste termijn pas bij oplevering is?
> Groet, Sanne
""", charset="utf-8", cte="quoted-printable")
emit(rel, m, "2025-11-18 17:40")


# =========================================================== mbox (club list)
LIST = [("List-Id", "Leden KV Domstad '71 <leden.kvdomstad.example>"),
        ("List-Post", "<mailto:leden@kvdomstad.example>"),
        ("Precedence", "list")]
TO_LIST = "Leden KV Domstad <leden@kvdomstad.example>"
MBOX = []


def lmsg(frm, subject, date, off, msgid, body, in_reply_to=None):
    m = new("", frm, TO_LIST, subject, date, off, msgid, in_reply_to=in_reply_to,
            extra=LIST)
    m.set_content(body, charset="utf-8", cte="8bit")
    envelope = frm.split("<")[1].rstrip(">")
    d = _dt(date, off).astimezone(timezone.utc)
    MBOX.append((envelope, d, m))


lmsg("Wilma Bos <secretaris@kvdomstad.example>", "Bardienstrooster voorjaar 2025",
     "2025-01-15 20:10", 1, "kvd-2025-001@kvdomstad.example", """Beste leden,

In de bijlage... nee, gewoon hieronder: het bardienstrooster voor januari t/m maart.
Iedereen draait 2x per seizoen. Kun je niet? Ruil zelf via deze lijst en laat het mij weten.

za 18 jan  09:00-13:00  Domstad 5: Sanne Verhoeven & Bram de Wit
za 25 jan  09:00-13:00  Domstad 3: Karin & Joep
za 1 feb   13:00-17:00  Domstad 2: Lisa & Mehmet
(rest van het rooster staat in de club-app)

Sportieve groet,
Wilma Bos
secretaris KV Domstad '71
""")

lmsg("Bestuur KV Domstad <bestuur@kvdomstad.example>",
     "Seizoensafsluiting + BBQ zaterdag 21 juni", "2025-05-20 19:00", 2,
     "kvd-2025-017@kvdomstad.example", """Beste leden,

Het seizoen zit er (bijna) op! We sluiten af met een BBQ op zaterdag 21 juni
vanaf 17:00 op Sportpark Lunetten. Kosten: € 12,50 p.p., kinderen € 6,-.
Aanmelden via de club-app voor 14 juni. Vegetarische optie is er.

Ook worden die middag de clubkampioenschappen "gekke doelen" gehouden.
Neem je eigen beker mee, we proberen minder plastic te gebruiken.

Tot dan!
Het bestuur
""")

lmsg("Technische Commissie KV Domstad <tc@kvdomstad.example>",
     "Trainingstijden seizoen 2025-2026", "2025-08-14 21:05", 2,
     "kvd-2025-024@kvdomstad.example", """Beste leden,

Hierbij de trainingstijden voor het nieuwe seizoen. Let op: voor een aantal
teams verandert de avond!

Domstad 1 en 2     dinsdag en donderdag 19:00-20:30
Domstad 3 en 4     dinsdag 20:30-22:00
Domstad 5 (recr.)  woensdag 20:30-22:00  (was donderdag)
Jeugd              zie de jeugdapp

Veldseizoen: Sportpark Lunetten, velden 2 en 3, tot en met eind oktober.
De zaallocatie voor de winter volgt nog.

Trainers: voor Domstad 5 verwelkomen we Gerben Mol als nieuwe trainer. Ruud
Hendriks stopt na negen jaar — Ruud, ontzettend bedankt!

De eerste training is woensdag 3 september.

Sportieve groet,
Technische Commissie
""")

lmsg("Bram de Wit <bram.dewit@mailbox.example>",
     "Re: Trainingstijden seizoen 2025-2026", "2025-08-15 08:22", 2,
     "kvd-2025-025@mailbox.example", """Hoi TC,

Woensdag 20:30 is voor mij lastig, ik heb dan om de week een cursus. Mag ik
die weken met Domstad 4 meetrainen op dinsdag?

Groet, Bram

Op do 14 aug 2025 om 21:05 schreef Technische Commissie KV Domstad:
> Domstad 5 (recr.)  woensdag 20:30-22:00  (was donderdag)
> Jeugd              zie de jeugdapp
>
> Veldseizoen: Sportpark Lunetten, velden 2 en 3, tot en met eind oktober.
""", in_reply_to="kvd-2025-024@kvdomstad.example")

lmsg("Wilma Bos <secretaris@kvdomstad.example>",
     "Contributie 2025-2026 + kantine", "2025-09-02 20:40", 2,
     "kvd-2025-029@kvdomstad.example", """Beste leden,

(English below)

De contributie voor seizoen 2025-2026 is vastgesteld op € 187,50 voor senioren
(recreanten hetzelfde). De incasso is op 1 oktober. Wie in termijnen wil
betalen kan mij mailen.

De deurcode van de kantine wordt vanaf nu alleen nog in de club-app gedeeld.

English:
From now on the clubhouse door code is only shared in the club app, not by
e-mail. Membership fee 2025-2026 is EUR 187.50, collected on 1 October.

Groet,
Wilma
""")

lmsg("Technische Commissie KV Domstad <tc@kvdomstad.example>",
     "Zaalseizoen 2025-2026: nieuwe sporthal", "2025-10-16 20:15", 2,
     "kvd-2025-036@kvdomstad.example", """Beste leden,

Vanaf november gaan we de zaal in. Dit jaar trainen en spelen we NIET meer in
Sporthal Overvecht (gaat dicht voor renovatie), maar in:

  Sporthal Zuilenstein, zaal 2
  ingang aan de achterkant, bij de fietsenstalling

De eerste zaaltraining is woensdag 5 november. De trainingstijden blijven
hetzelfde als op het veld. Zaalschoenen verplicht, geen zwarte zolen.

Sportieve groet,
Technische Commissie
""")

lmsg("Wilma Bos <secretaris@kvdomstad.example>",
     "ALV 11 december + bardienst december", "2025-11-12 19:30", 1,
     "kvd-2025-041@kvdomstad.example", """Beste leden,

Noteer alvast: de Algemene Ledenvergadering (ALV) is op donderdag
11 december om 20:00 in de kantine op Sportpark Lunetten. Op de agenda o.a.
de begroting 2026, een voorstel tot contributieverhoging en de verkiezing
van een nieuwe penningmeester. Stukken volgen een week van tevoren.

Bardienst december:
za 6 dec   09:00-13:00  Esmee & Noor
za 13 dec  09:00-13:00  Sanne Verhoeven & Bram de Wit
za 20 dec  13:00-17:00  Esmee & Mehmet

Ruilen? Zelf regelen via deze lijst en mij even laten weten.

Groet,
Wilma
""")

lmsg("Sanne Verhoeven <sanne.verhoeven@mailbox.example>",
     "Bardienst 13 december ruilen?", "2025-11-13 08:15", 1,
     "SV.20251113.0815@mailbox.example", """Hoi allemaal,

Ik sta op zaterdag 13 december (09:00-13:00) ingedeeld voor de bar, maar die
ochtend moet ik met mijn zus mee naar het passen van haar trouwjurk (ik ben
getuige, dus ik kan echt niet onder uit).

Wie wil er ruilen? Ik kan 20 of 27 december, of een zaterdag in januari.

Dank jullie wel!
Sanne (Domstad 5)
""")

lmsg("Esmee Vos <esmee.vos@mailbox.example>",
     "Re: Bardienst 13 december ruilen?", "2025-11-14 12:02", 1,
     "EV.20251114.1202@mailbox.example", """Sorry Sanne, ik sta de 6e en de 20e al en ben de 13e zelf weg. Misschien
Noor? Of vraag Wilma of er iemand van de jeugdcommissie kan.

Succes met de jurk!! 👰

Esmee

Op do 13 nov 2025 om 08:15 schreef Sanne Verhoeven:
> Ik sta op zaterdag 13 december (09:00-13:00) ingedeeld voor de bar, maar die
> ochtend moet ik met mijn zus mee naar het passen van haar trouwjurk
>
> Wie wil er ruilen? Ik kan 20 of 27 december, of een zaterdag in januari.
""", in_reply_to="SV.20251113.0815@mailbox.example")


def _mbox():
    chunks = []
    for i, (env, d, m) in enumerate(MBOX):
        _boundaries(m, "mbox#%d" % i)
        raw = m.as_bytes(policy=policy.default)
        lines = raw.split(b"\n")
        out = []
        for ln in lines:
            stripped = ln.lstrip(b">")
            if stripped.startswith(b"From "):
                ln = b">" + ln
            out.append(ln)
        body = b"\n".join(out)
        if not body.endswith(b"\n"):
            body += b"\n"
        head = ("From %s %s\n" % (env, d.strftime("%a %b %d %H:%M:%S %Y"))).encode()
        chunks.append(head + body + b"\n")
    return b"".join(chunks)


OUT.append(("mail/lists/kvdomstad-leden.mbox", _mbox(), "2025-11-14 12:02"))


def build():
    return list(OUT)
