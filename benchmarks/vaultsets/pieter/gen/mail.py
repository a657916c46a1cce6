"""All .eml files."""
import base64
from common import eml, dt, PIETER

MAASKLANK = "Maasklank Verhuur <verhuur@maasklank.example.nl>"
JORIS = "Joris Heemskerk (Maasklank) <joris@maasklank.example.nl>"
ELISE = "Elise Vandamme <elise@kleinezaal.example.be>"
KOEN = "Koen Verhaegen <koen@kleinezaal.example.be>"
KATRIN = "Katrin Lohmeyer <k.lohmeyer@kulturwerk-ruhr.example.de>"
BRAM = "Bram Kuipers – Werf Drechtzijde <bram@werfdrechtzijde.example.nl>"
HOLLANDIA = "Hollandia Zakelijk – Schade <schade@hollandia-zakelijk.example.nl>"
ANOUK = "Anouk van Rijn <anouk@vanrijn-administratie.example.nl>"

SIG = """--
Pieter van der Berg-Okafor
PvdB Live Audio – FOH / monitoren
06 5550 1842 · pieter@pvdb-audio.example.nl"""

SIG_FULL = SIG + """
KvK 71829346 · btw-id NL004417829B63"""

# 1. Maasklank invoice (HTML only, QP)
eml("mail/2024/10/2024-10-22_factuur-verhuur-oktober.eml",
    frm=MAASKLANK, to=PIETER, date=dt(2024, 10, 22, 8, 14),
    subject="Factuur MKV-2024-0937 – huur 18 t/m 20 oktober",
    msgid="<mkv-2024-0937.inv@maasklank.example.nl>",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Beste Pieter,</p>
<p>Hierbij de factuur voor je huur van afgelopen weekend. Bedankt en tot de volgende klus!</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<tr style="background:#e8eef5"><th>Omschrijving</th><th>Periode</th><th>Bedrag</th></tr>
<tr><td>Yamaha QL5 incl. flightcase</td><td>18-10 t/m 20-10-2024</td><td>&euro; 690,00</td></tr>
<tr><td>Yamaha Rio1608-D2 stagebox + 50 m Dante</td><td>18-10 t/m 20-10-2024</td><td>&euro; 340,00</td></tr>
<tr><td>Kabelpakket klein</td><td>18-10 t/m 20-10-2024</td><td>&euro; 150,00</td></tr>
<tr><td colspan="2" align="right">Subtotaal</td><td>&euro; 1.180,00</td></tr>
<tr><td colspan="2" align="right">BTW 21%</td><td>&euro; 247,80</td></tr>
<tr style="font-weight:bold"><td colspan="2" align="right">Totaal</td><td>&euro; 1.427,80</td></tr>
</table>
<p>Klus: Najaarsgala Stichting Havenkoor (Nieuwe Luxor, foyer).<br>
Betaling binnen 14 dagen op NL20 INGB 0006 6120 45 o.v.v. MKV-2024-0937.</p>
<p>Vragen over deze huur? Bel Joris Heemskerk (verhuurplanning), 010 555 0170.</p>
<p style="color:#888;font-size:11px">Maasklank Verhuur B.V. &middot; Galile&iuml;straat 21 &middot; Rotterdam &middot; KvK 24xxxxxx</p>
</body></html>""")

# 2. Offer to Belgian producer (QP), old rate + btw-id
eml("mail/2024/11/2024-11-12_offerte-tour-2025.eml",
    frm=PIETER, to=ELISE, date=dt(2024, 11, 12, 21, 37),
    subject="Offerte FOH tour Mirte Claes – najaar 2025",
    msgid="<pvdb-20241112-2137@pvdb-audio.example.nl>",
    text=f"""Dag Elise,

Leuk dat jullie aan mij denken voor de tour van Mirte! Hierbij mijn offerte, zoals
besproken aan de telefoon.

Opdracht: FOH-engineer voor de theatertour "Stille Wateren", try-outs april 2025 en
de tour van september t/m december 2025 (ca. 8 shows + 4 try-outs + 2 repetitiedagen).

Tarief:
- Dit jaar reken ik nog EUR 395 per dag, maar vanaf 1 januari 2025 wordt mijn
  dagtarief EUR 425 (excl. btw). Omdat de tour volledig in 2025 valt, reken ik met 425.
- Reisdagen zonder show: halve dag.
- Kilometers met mijn eigen bus: EUR 0,23/km, of jullie regelen transport.
- Hotel bij shows > 150 km enkele reis, eenpersoonskamer graag.

Techniek: de tafel en IEM huur ik zelf in en bereken ik door (zonder opslag voor
jullie, omdat het een hele tour is). Een monitor-engineer kan ik aanraden: Sem
Oosterhuis, met hem werk ik al jaren.

Facturatie: omdat jullie in België zitten, factureer ik met btw verlegd. Graag jullie
btw-nummer voor op de factuur.

Laat maar weten of dit past. Ik hou de data alvast vrij.

Hartelijke groet,
Pieter

{SIG_FULL}
""")

# 3. AeroLink PIR confirmation (base64 body) – PIR ref hidden
eml("mail/2025/03/2025-03-03_baggage-report-confirmation.eml",
    frm="AeroLink Baggage Services <no-reply.baggage@aerolink.example.com>", to=PIETER,
    date=dt(2025, 3, 3, 9, 52),
    subject="Your Property Irregularity Report – Munich",
    msgid="<pir-muc-20250303-0952@aerolink.example.com>",
    cte="base64",
    text="""Dear Mr VAN DER BERG-OKAFOR,

We are sorry that your baggage did not arrive with you in Munich. This message
confirms the Property Irregularity Report (PIR) created at our baggage service
desk at Munich Airport (MUC), Terminal 1.

  FILE REFERENCE (PIR):  MUCAL38152
  Flight:                AL2316 / 03MAR25  Amsterdam (AMS) - Munich (MUC)
  Bag tag:               AL 447120
  Bag description:       BK 22 - black hard case, orange straps
                         ("PVDB LIVE AUDIO 03" stencilled on lid)
  Delivery address:      Eventhalle Riem-Ost, Munich (until 03MAR 22:00),
                         then home address on file

Please keep this reference. You will need it for every contact with us and
for your insurer. You can follow the search online with the file reference
and your surname.

What happens next
- Our worldwide tracing system is searching for your bag now.
- Most delayed bags are returned within 48 hours.
- Keep receipts for essential purchases.
- If your bag is not found within 21 days, you can submit a claim for lost
  baggage.

Kind regards,
AeroLink Baggage Services
This mailbox is not monitored. Please do not reply.
""")

# 4. Reply thread: declared lost (7bit)
eml("mail/2025/03/2025-03-25_re-missing-case-status.eml",
    frm="AeroLink Baggage Claims <baggage.claims@aerolink.example.com>", to=PIETER,
    date=dt(2025, 3, 25, 14, 3),
    subject="Re: Missing flight case - status after 3 weeks?",
    msgid="<claims-20250325-1403-77a@aerolink.example.com>",
    in_reply_to="<pvdb-20250324-0811@pvdb-audio.example.nl>",
    cte="7bit",
    text="""Dear Mr Van der Berg-Okafor,

Thank you for your message. We are very sorry to inform you that, despite an
extensive search over the past 21 days, we have not been able to locate your
bag. Your bag has now been declared lost and the search has been closed. Your
file reference remains unchanged.

You can now submit a claim for lost baggage through our online claim form.
Please include:
- original purchase invoices (bank statements are not accepted)
- a list of contents with their estimated value
- your boarding pass and bag tag receipt

Please note that our liability is limited under the Montreal Convention.

We apologise again for the inconvenience.

Kind regards,
AeroLink Baggage Claims

On 24 Mar 2025, at 08:11, Pieter van der Berg-Okafor wrote:
> Hello,
>
> It has now been three weeks since my flight case went missing on my flight
> from Amsterdam to Munich on 3 March. The online tracker still says "search
> in progress" and nobody calls me back.
>
> The case contains professional audio equipment (in-ear monitor system,
> microphones) with a value of around EUR 4,700. I need to know if it is
> being declared lost so I can start the claim with my insurer.
>
> Could you please confirm the status in writing?
>
> Thank you,
> Pieter van der Berg-Okafor
""")

# 5. Maasklank IEM rental with deposit (multipart/alternative, QP)
txt5 = """Hoi Pieter,

Balen van je koffer, zeg. Hierbij de bevestiging van de vervangende IEM-set:

- Shure PSM 1000: 1 dubbele zender P10T + 2 bodypacks P10R+, antennecombiner,
  2 Helical-antennes, laadstation
- Ingang huur: vrijdag 4 april 2025 (ophalen na 10:00)
- Einde: open einde, per week opzegbaar
- Weekprijs: EUR 145,00 excl. btw (langlopende huur)
- Borg: EUR 1.200,00 – bij ophalen te betalen met pin. De borg storten we binnen
  14 dagen na retour en controle terug.

Ik heb de firmware gelijkgezet met jouw oude set zodat je showfiles werken.

Groet,
Joris Heemskerk
Verhuurplanning Maasklank
010 555 0170
"""
html5 = """<html><body style="font-family:Arial,sans-serif">
<p>Hoi Pieter,</p><p>Balen van je koffer, zeg. Hierbij de bevestiging van de vervangende IEM-set:</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td>Set</td><td>Shure PSM 1000: 1 dubbele zender P10T + 2 bodypacks P10R+, antennecombiner, 2 Helical-antennes, laadstation</td></tr>
<tr><td>Ingang huur</td><td>vrijdag 4 april 2025 (ophalen na 10:00)</td></tr>
<tr><td>Einde</td><td>open einde, per week opzegbaar</td></tr>
<tr><td>Weekprijs</td><td>&euro; 145,00 excl. btw (langlopende huur)</td></tr>
<tr><td>Borg</td><td>&euro; 1.200,00 &ndash; bij ophalen te betalen met pin. De borg storten we binnen 14 dagen na retour en controle terug.</td></tr>
</table>
<p>Ik heb de firmware gelijkgezet met jouw oude set zodat je showfiles werken.</p>
<p>Groet,<br>Joris Heemskerk<br>Verhuurplanning Maasklank<br>010 555 0170</p>
</body></html>"""
eml("mail/2025/04/2025-04-03_huurbevestiging-iem-set.eml",
    frm=JORIS, to=PIETER, date=dt(2025, 4, 3, 16, 22),
    subject="Huurbevestiging PSM 1000 set (vanaf 4 april)",
    msgid="<mk-huur-20250403-iem@maasklank.example.nl>",
    text=txt5, html=html5)

# 6. Hollandia acknowledgement with base64 attachment – claim number only in attachment
att6 = """HOLLANDIA ZAKELIJK VERZEKERINGEN
Samenvatting schademelding
===========================================================

Schadenummer:        SCH-2025-117604
Polisnummer:         AV-338162 (Apparatuurverzekering Zakelijk)
Verzekeringnemer:    PvdB Live Audio, P. van der Berg-Okafor
Datum melding:       08-04-2025
Datum schade:        03-03-2025
Oorzaak:             verlies ingecheckte bagage tijdens vlucht AL2316
                     (Amsterdam - Munchen), vervoerder AeroLink
Behandelaar:         M. Vink, afdeling Zakelijke Schade

Opgegeven verloren objecten
-----------------------------------------------------------
Shure PSM 1000 zender P10T      sn 2RJ0715        1.950,00
Shure P10R+ bodypack (2x)       sn 2RJ1180/1181   1.300,00
Neumann KMS 105                 sn 556021           690,00
Earthworks M23 meetmicrofoon    sn 23-44197         470,00
Kabels/adapters/DI                                   320,00
-----------------------------------------------------------
Totaal opgegeven dagwaarde                     EUR 4.730,00
Eigen risico volgens polis                     EUR   250,00

Nog aan te leveren door verzekeringnemer
- kopie PIR van de luchthaven
- verloren-verklaring van de vervoerder
- aankoopbewijzen (of verklaring verkoper)
- bericht over vergoeding door de vervoerder (deze wordt in mindering gebracht)
"""
eml("mail/2025/04/2025-04-10_schademelding-ontvangen.eml",
    frm="Marloes Vink – Hollandia Zakelijk <m.vink@hollandia-zakelijk.example.nl>", to=PIETER,
    date=dt(2025, 4, 10, 11, 5),
    subject="Ontvangstbevestiging schademelding apparatuur",
    msgid="<hz-schade-20250410-1105@hollandia-zakelijk.example.nl>",
    text="""Geachte heer Van der Berg-Okafor,

Wij hebben uw schademelding van 8 april 2025 in goede orde ontvangen. Vervelend dat
uw apparatuur tijdens de vlucht verloren is gegaan.

In de bijlage vindt u een samenvatting van uw melding, met het schadenummer. Wilt u
dat nummer vermelden bij alle correspondentie? Ik ben uw vaste contactpersoon
voor deze schade.

Omdat de vervoerder als eerste aansprakelijk is, wachten wij de afhandeling door de
luchtvaartmaatschappij af. Het bedrag dat zij vergoeden brengen wij in mindering op
de uitkering, net als het eigen risico. Stuurt u ons de brief van de
luchtvaartmaatschappij zodra u die heeft?

Met vriendelijke groet,

Marloes Vink
Schadebehandelaar Zakelijk
Hollandia Zakelijk Verzekeringen
088 555 0140
""", attachments=[("samenvatting-schademelding.txt", att6)])

# 7. Original hull quote (HTML only, base64) – yard address only here
html7 = """<html><body style="font-family:Georgia,serif;color:#1b2a3a">
<table width="100%" style="border-bottom:2px solid #1b2a3a"><tr>
<td><b style="font-size:20px">WERF DRECHTZIJDE</b><br>Scheepsreparatie &middot; Laswerk &middot; Helling tot 40 m</td>
<td align="right">Werfkade 8<br>3311 KX Dordrecht<br>078 555 0164</td></tr></table>
<p>Beste Pieter,</p>
<p>Zoals beloofd na mijn bezoek in de Coolhaven, hierbij de offerte voor de Margaretha.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr style="background:#dde6ee"><th>Offerte</th><td>O-2025-031</td></tr>
<tr><th>Schip</th><td>Margaretha, ex-luxemotor, 23,40 x 4,05 m</td></tr>
<tr><th>Werk</th><td>Vervangen bodemplaat achterschip en onder motorruimte, totaal ca. 12 m&sup2;, nieuwe plaat 6 mm S235; stralen en conserveren (2-componenten) van de bodem</td></tr>
<tr><th>Helling</th><td>2 weken, datum in overleg (september of later)</td></tr>
<tr><th>Prijs</th><td>&euro; 8.750,00 excl. btw</td></tr>
<tr><th>Niet inbegrepen</th><td>Sleep naar en van de werf, anodes, werk aan de schroefas</td></tr>
<tr><th>Geldig tot</th><td>13 augustus 2025</td></tr>
</table>
<p>Let op: dit is gebaseerd op de keuring van vorig jaar en wat ik met de hamer heb gevonden. Ik raad je aan eerst
een diktemeting te laten doen, dan weet je het zeker. Ik kan je een goede expert noemen.</p>
<p>Groet,<br>Bram Kuipers<br>uitvoerder / lasser</p>
</body></html>"""
eml("mail/2025/05/2025-05-13_offerte-bodemplaten.eml",
    frm=BRAM, to=PIETER, date=dt(2025, 5, 13, 17, 48),
    subject="Offerte bodemplaten Margaretha",
    msgid="<wd-o2025031@werfdrechtzijde.example.nl>",
    html=html7, cte="base64")

# 8. Promo (HTML only, QP, tracking pixel)
eml("mail/2025/05/2025-05-27_voorjaarsdeals.eml",
    frm="Podiumtechniek Direct <nieuws@podiumtechniekdirect.example.nl>", to=PIETER,
    date=dt(2025, 5, 27, 7, 0),
    subject="🔊 Voorjaarsdeals: tot 25% korting – alleen deze week",
    msgid="<nb-2025-21-pd@podiumtechniekdirect.example.nl>",
    extra={"List-Unsubscribe": "<https://podiumtechniekdirect.example.nl/afmelden?u=88213>"},
    html="""<html><body style="background:#111;color:#eee;font-family:Helvetica,Arial">
<h1 style="color:#ff6a00">VOORJAARSDEALS</h1>
<p>Festivalseizoen komt eraan. Sla nu je slag:</p>
<table cellpadding="8" style="color:#eee">
<tr><td>XLR-kabels (Sommer, Klotz) 5/10/20 m</td><td style="color:#ff6a00">-25%</td></tr>
<tr><td>Microfoonstatieven met telescoop-arm</td><td style="color:#ff6a00">-20%</td></tr>
<tr><td>Flightcases op maat (bestellen voor 15 juni)</td><td style="color:#ff6a00">-15%</td></tr>
<tr><td>Gaffa tape, doos van 24</td><td style="color:#ff6a00">&euro; 119</td></tr>
</table>
<p>Gebruik code <b>VOORJAAR25</b> in de webshop of in de winkel in Utrecht.</p>
<p style="font-size:10px;color:#777">Je ontvangt deze mail omdat je klant bent bij Podiumtechniek Direct. Afmelden kan altijd.</p>
<img src="https://track.podiumtechniekdirect.example.nl/o.gif?u=88213&c=vj25" width="1" height="1" alt="">
</body></html>""")

# 9. Polderpop crew info (multipart/alternative, QP)
txt9 = """Hoi allemaal,

Nog vier weken! Hier alles wat je als crew van het Dijkpodium moet weten.

DATA
- Crew call opbouw: donderdag 3 juli 2025, 14:00 bij de crewbalie
- Festival: vrijdag 4 t/m zondag 6 juli
- Afbouw: zondagnacht na de laatste act, maandag 7 juli vanaf 09:00 rest

AANKOMST & PARKEREN
- Crewparkeerplaats P-Crew: ingang via de Zandkreekdijk, poort C (NIET via de
  hoofdingang aan de Veerweg, daar staat de bezoekersstroom).
- Polsbandjes en parkeerkaart ophalen bij de crewbalie, direct naast poort C.
- Laden/lossen bij het Dijkpodium alleen tot 12:00 op vrijdag t/m zondag.

CATERING
- Crewcatering in de grote tent achter de backstage: ontbijt 08:00-10:00,
  lunch 12:00-14:00, diner 17:30-20:00. Vegetarisch standaard, vegan op aanvraag.

TECHNIEK DIJKPODIUM
- FOH-tafel: op jouw verzoek een DiGiCo SD12 (Pieter regelt zelf, Maasklank).
- PA: festival-PA (line array, 12 subs), systeemtech Jelmer.
- FOH-positie 28 m vanaf de podiumrand, onder een tent.

Vragen? Bel of app me.

Thijs Wagemakers
Productieleider Polderpop
06 5550 7721
"""
eml("mail/2025/06/2025-06-11_polderpop-crewinfo.eml",
    frm="Thijs Wagemakers <thijs@polderpop.example.nl>",
    to="Crew Dijkpodium <crew-dijk@polderpop.example.nl>", cc=PIETER,
    date=dt(2025, 6, 11, 10, 30),
    subject="Polderpop 2025 – crewinfo Dijkpodium",
    msgid="<pp25-crewinfo-dijk@polderpop.example.nl>",
    text=txt9,
    html="<html><body><pre style='font-family:Verdana'>" + txt9.replace("&", "&amp;").replace("<", "&lt;") + "</pre></body></html>")

# 10. German venue advance (English, 8bit)
eml("mail/2025/06/2025-06-24_advance-show-duitsland.eml",
    frm=KATRIN, to=PIETER, cc=KOEN, date=dt(2025, 6, 24, 15, 12),
    subject="Advance: Mirte Claes – 27 Nov 2025 – Kulturwerk Emscherhalle",
    msgid="<kw-adv-20250624-claes@kulturwerk-ruhr.example.de>",
    cte="8bit",
    text="""Hi Pieter,

Koen gave me your address – I'm the production manager for the Kulturwerk
Emscherhalle and I'll be your contact for the Mirte Claes show on Thursday,
27 November 2025. A few things to get us started:

VENUE
Kulturwerk Emscherhalle, Lothringer Straße 40, 46045 Oberhausen
Load-in: 10:00 via Tor 3 (Gate 3) at the back of the building – the front is
a pedestrian zone. One van can stay in the yard all day.

HOUSE TECH
- FOH: Yamaha CL5 with 2x Rio3224 (you're welcome to bring your own desk)
- PA: d&b Y-series, 4 subs
- Monitors: 6x wedges, no house IEM
- Power: 63A CEE three-phase stage left

OTHER
- Crew Wi-Fi: network "EMH-Crew", password Kabelsalat2025
- Curfew 23:00 (neighbours!)
- Catering from 17:00

Could you send me your input list and stage plot by the end of October?

Best wishes,
Katrin Lohmeyer
Produktionsleitung / Production Manager
Kulturwerk Ruhr gGmbH (Emscherhalle & Kesselhaus)
+49 208 555 0192
""")

# 11. Changed hull quote (QP text)
txt11 = """Beste Pieter,

De diktemeting van 2 juli is binnen (rapport van de expert zit in de vorige mail).
Zoals ik al aan de telefoon zei: het valt tegen. Onder de motorruimte en langs de
kim aan beide kanten zitten plekken onder de 3 mm. Alleen de bodem achter doen is
dus niet genoeg.

Nieuwe offerte O-2025-031-B:
- Vervangen bodemplaat achterschip, onder motorruimte en middenschip: ca. 18 m²
  (6 m² meer dan in de eerste offerte), nieuwe plaat 6 mm S235
- Vervangen kimplaten beide zijden, elk ca. 4 m lang
- Stralen en conserveren van de hele bodem (2-componenten)
- Prijs: € 11.200,00 excl. btw
- Helling: ik heb een plek voor je in week 47. Maandag 17 november 2025 op de
  helling, de boot moet uiterlijk om 07:30 bij de werf zijn. Reken op twee weken.

Alternatief (doe ik liever niet): de dunne plekken dubbelen in plaats van
vervangen, € 7.900 excl. btw. Goedkoper, maar bij de volgende keuring heb je
het probleem opnieuw, en niet elke verzekeraar accepteert het.

Betaling: 30% bij akkoord, rest na oplevering.

Laat maar horen. Ik hou week 47 tot eind juli voor je vast.

Groet,
Bram Kuipers
Werf Drechtzijde
078 555 0164
"""
eml("mail/2025/07/2025-07-09_nieuwe-offerte-na-diktemeting.eml",
    frm=BRAM, to=PIETER, date=dt(2025, 7, 9, 18, 2),
    subject="Nieuwe offerte na diktemeting (O-2025-031-B)",
    msgid="<wd-o2025031b@werfdrechtzijde.example.nl>",
    text=txt11)

# 12. Pieter accepts (QP, quoting)
quoted11 = "\n".join("> " + l if l else ">" for l in txt11.rstrip("\n").split("\n"))
eml("mail/2025/07/2025-07-14_re-nieuwe-offerte.eml",
    frm=PIETER, to=BRAM, date=dt(2025, 7, 14, 8, 41),
    subject="Re: Nieuwe offerte na diktemeting (O-2025-031-B)",
    msgid="<pvdb-20250714-0841@pvdb-audio.example.nl>",
    in_reply_to="<wd-o2025031b@werfdrechtzijde.example.nl>",
    text=f"""Hoi Bram,

Even over nagedacht en met Noor besproken: we gaan voor volledig vervangen volgens
offerte B (EUR 11.200 excl. btw). Niet dubbelen. Als we het doen, doen we het goed.

Week 47 / maandag 17 november is prima. Ik regel de sleep zelf (Maasmond) en zorg dat
we om 07:30 bij jullie liggen. De aanbetaling van 30% (EUR 3.360) maak ik deze week over,
stuur je daar een factuur voor?

Nog twee vragen, hoeft niet meteen:
1. Kan de casco-keuring voor de gemeente direct op de helling gebeuren?
2. Kun je de oude waterinlaat aan stuurboord meteen dichtlassen?

Groet,
Pieter

{SIG}

Op wo 9 jul 2025 om 18:02 schreef Bram Kuipers <bram@werfdrechtzijde.example.nl>:
{quoted11}
""")

# 13. AeroLink settlement (multipart/alternative, 7bit/QP)
txt13 = """Dear Mr Van der Berg-Okafor,

Thank you for accepting our offer by phone on 14 July.

We hereby confirm the final settlement of your claim for lost baggage on flight
AL2316 of 3 March 2025:

  Settlement amount:  EUR 1,150.00
  Payment method:     bank transfer to the account provided in your claim form
  Expected payment:   within 10 business days

This settlement is full and final. Please forward this confirmation to your
insurer if they require it.

We apologise once more for the inconvenience and hope to welcome you on
board again soon.

Kind regards,
AeroLink Customer Relations - Baggage Claims
"""
eml("mail/2025/07/2025-07-15_baggage-claim-settlement.eml",
    frm="AeroLink Customer Relations <customer.relations@aerolink.example.com>", to=PIETER,
    date=dt(2025, 7, 15, 10, 20),
    subject="Your baggage claim – settlement confirmation",
    msgid="<cr-settle-20250715-ba2316@aerolink.example.com>",
    text=txt13, cte="7bit",
    html="<html><body style='font-family:Arial'>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in txt13.strip().split("\n\n")) + "</body></html>",
    html_cte="quoted-printable")

# 14. Brabant Audio welcome (multipart/alternative, QP)
txt14 = """Beste Pieter,

Welkom als klant bij Brabant Audio Rental! Fijn dat je voor ons kiest voor de tour
van Mirte Claes en je andere klussen.

Je klantnummer: BAR-20931
Je vaste contactpersoon: Wessel Dekker

Vastgelegd tourpakket (1 september t/m 20 december 2025):
- DiGiCo SD9 + D-Rack + 50 m CAT5e (tourgrade)
- 2x Shure PSM 1000 set (zender + 2 bodypacks elk)
- Prijs: EUR 610 per week excl. btw, alleen weken met shows

Omdat je betaalt via automatische incasso vragen we geen borg.
Ophalen en terugbrengen: Achtseweg Zuid 220, Eindhoven, ma-za 8:00-18:00.
Bezorgen in Rotterdam kan voor EUR 45 per rit.

Tot snel!
Wessel Dekker
Accountmanager – Brabant Audio Rental
040 555 0133
"""
eml("mail/2025/08/2025-08-12_welkom-klantnummer.eml",
    frm="Wessel Dekker <wessel@brabantaudio.example.nl>", to=PIETER,
    date=dt(2025, 8, 12, 13, 45),
    subject="Welkom! Je klantnummer en tourpakket",
    msgid="<bar-welcome-20931@brabantaudio.example.nl>",
    text=txt14,
    html="<html><body style='font-family:Tahoma'><h2 style='color:#c0392b'>Brabant Audio Rental</h2>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in txt14.strip().split("\n\n")) + "</body></html>")

# 15. Deposit reminder – Joris promises (QP, quoting)
eml("mail/2025/08/2025-08-26_re-borg-iem-set.eml",
    frm=JORIS, to=PIETER, date=dt(2025, 8, 26, 9, 12),
    subject="Re: Borg IEM-set nog niet terug",
    msgid="<mk-20250826-0912-borg@maasklank.example.nl>",
    in_reply_to="<pvdb-20250825-2204@pvdb-audio.example.nl>",
    text="""Hoi Pieter,

Je hebt gelijk, excuus. De set is op 30 juli retour gekomen en goedgekeurd, maar de
terugbetaling van de borg is blijven hangen omdat onze boekhouder op vakantie was.

Ik zet de EUR 1.200 volgende week in de betaalrun, dan heb je het uiterlijk begin
september op je rekening. Ik stuur je een berichtje als het eruit is.

Jammer dat je voor de tour naar Eindhoven gaat, maar ik snap het met de nieuwe
prijzen. Je blijft welkom!

Groet,
Joris

Op ma 25 aug 2025 om 22:04 schreef Pieter van der Berg-Okafor:
> Hoi Joris,
>
> De PSM 1000 huurset is op 30 juli teruggebracht, maar ik heb de borg van
> EUR 1.200 nog niet terug. Volgens jullie bevestiging zou dat binnen 14 dagen
> gebeuren. Kun je even kijken?
>
> Groet, Pieter
""")

# 16. Sailing school new schedule (7bit ASCII)
eml("mail/2025/09/2025-09-01_najaarsrooster-kielboot-2.eml",
    frm="Femke de Lange – Zeilschool Wijde Blik <femke@wijdeblik.example.nl>",
    to="Cursisten Kielboot II <kielboot2@wijdeblik.example.nl>",
    date=dt(2025, 9, 1, 19, 30),
    subject="Najaarsrooster Kielboot II - let op: nieuwe dag!",
    msgid="<wb-kb2-najaar-2025@wijdeblik.example.nl>",
    cte="7bit",
    text="""Hoi allemaal,

Welkom bij de cursus CWO Kielboot II! Belangrijk: de lessen zijn dit najaar
op ZONDAG in plaats van zaterdag (de zaterdag is voortaan voor de jeugd).

Rooster:
- Zondag 14 september t/m zondag 26 oktober 2025
- Elke zondag 09:30 - 12:30 (aanwezig om 09:15, boten optuigen)
- Geen les bij onweer of meer dan 6 Bft; bericht uiterlijk 07:30 via de app

Locatie: clubhuis Zeilschool Wijde Blik, Plaszoom 4, Rotterdam (Kralingse Plas).
We vertrekken vanaf steiger B, de Randmeren liggen aan de oostkant.

Meenemen: zeilkleding, zwemvest (of lenen), zonnebrand, drinken.

Examen: voor wie er klaar voor is, op de laatste les (26 oktober) of in het
voorjaar. Dat bespreken we samen.

Tot zondag!
Femke de Lange
Zeilschool Wijde Blik
""")

# 17. Municipality decision (QP)
eml("mail/2025/09/2025-09-12_besluit-aanvraag-ligplaats.eml",
    frm="Gemeente Rotterdam – Vergunningen <noreply-vergunningen@rotterdam.example.nl>", to=PIETER,
    date=dt(2025, 9, 12, 11, 0),
    subject="Besluit op uw aanvraag ZK-2025-041736",
    msgid="<zk2025041736-besluit@vergunningen.rotterdam.example.nl>",
    text="""Geachte heer Van der Berg-Okafor,

Op 14 januari 2025 heeft u een aanvraag ingediend voor een ligplaatsvergunning voor
het woonschip "Margaretha". Op uw aanvraag is het volgende besloten.

Zaaknummer:       ZK-2025-041736
Besluit:          VERLEEND
Ligplaats:        Schiehaven, ligplaats 23
Ingangsdatum:     1 oktober 2025
Voorschriften:    zie het besluit in het digitale loket (o.a. aansluiting op de
                  riolering binnen 3 maanden na de ingangsdatum)
Leges:            EUR 412,50 – de factuur volgt separaat

Bent u het niet eens met dit besluit? U kunt binnen zes weken na de datum van
bekendmaking bezwaar maken. Belanghebbenden (zoals buren) kunnen dat ook.

Heeft u vragen, neem dan contact op met de behandelaar, de heer R. Verkerk, team
Ligplaatsen, via 14 010 en vermeld het zaaknummer.

Met vriendelijke groet,
namens het college van burgemeester en wethouders,
Team Ligplaatsen, afdeling Vergunningen
""")

# 18. Insurance payout (QP) – amount only, no claim number, no airline amount
eml("mail/2025/09/2025-09-18_uitkering-schade-apparatuur.eml",
    frm="Marloes Vink – Hollandia Zakelijk <m.vink@hollandia-zakelijk.example.nl>", to=PIETER,
    date=dt(2025, 9, 18, 15, 40),
    subject="Uitkering schade apparatuur (vlucht maart 2025)",
    msgid="<hz-uitk-20250918-1540@hollandia-zakelijk.example.nl>",
    text="""Beste Pieter,

Dank voor het doorsturen van de bevestiging van de luchtvaartmaatschappij en de
kopie-facturen. Daarmee is je dossier compleet.

We hebben de schade als volgt vastgesteld:
- vastgestelde dagwaarde van de verloren apparatuur volgens de inventarislijst
- minus het eigen risico volgens je polis
- minus de vergoeding die je al van de luchtvaartmaatschappij hebt ontvangen

Uitkering: EUR 3.330,00

Het bedrag wordt binnen vijf werkdagen overgemaakt naar de zakelijke rekening
NL48 RBRB 0917 3355 20. Daarmee sluiten we het dossier.

Fijn dat het zo is afgerond. Succes met de tour!

Met vriendelijke groet,
Marloes Vink
Schadebehandelaar Zakelijk
Hollandia Zakelijk Verzekeringen
""")

# 19. Forwarded venue change (8bit, forward)
eml("mail/2025/10/2025-10-14_fwd-change-of-venue.eml",
    frm=KOEN, to=PIETER, cc="Sem Oosterhuis <sem@oosterhuis-audio.example.nl>",
    date=dt(2025, 10, 14, 9, 5),
    subject="Fwd: Change of venue – Mirte Claes, 27 November",
    msgid="<kz-fwd-20251014-0905@kleinezaal.example.be>",
    cte="8bit",
    text="""Dag Pieter, dag Sem,

Zie hieronder: de Duitse show verhuist van Oberhausen naar Essen, zelfde datum.
Let op de latere laadtijd. De rest (hotel, dagplanning) stuur ik volgende week.

Groetjes,
Koen

---------- Forwarded message ---------
From: Katrin Lohmeyer <k.lohmeyer@kulturwerk-ruhr.example.de>
Date: Mon, 13 Oct 2025 at 16:48
Subject: Change of venue – Mirte Claes, 27 November
To: Koen Verhaegen <koen@kleinezaal.example.be>

Dear Koen,

I'm sorry to bring this news: the roof of the Emscherhalle needs urgent repairs
and the hall will be closed from 10 November until February. We are moving all
our November shows to our second venue:

  Kesselhaus Altenessen
  Am Kesselhaus 5, 45326 Essen

The date stays the same: Thursday 27 November 2025. Changes:
- Load-in is now 12:00 (not 10:00) – there is a school matinee in the morning.
- Entrance for trucks and vans via the courtyard (Hof B), off Bergmannsplatz.
- House console at the Kesselhaus is a Behringer X32, so the crew may prefer to
  bring their own desk.
- Capacity 420 seated (was 480); all tickets remain valid.

I will contact your engineer about the technical details.

Kind regards,
Katrin Lohmeyer
Production Manager, Kulturwerk Ruhr gGmbH
""")

# 20. BTW Q3 filed by accountant (QP) – payment reference, no amount
eml("mail/2025/10/2025-10-24_aangifte-omzetbelasting-q3.eml",
    frm=ANOUK, to=PIETER, date=dt(2025, 10, 24, 16, 10),
    subject="Aangifte omzetbelasting Q3 2025 ingediend",
    msgid="<vra-20251024-q3-pvdb@vanrijn-administratie.example.nl>",
    text="""Hoi Pieter,

Zoals we in augustus hebben afgesproken doe ik vanaf dit kwartaal je btw-aangiftes.
De aangifte over het derde kwartaal 2025 is vandaag ingediend. Het bedrag heb ik je
vorige week al doorgegeven toen ik je export had bekeken; daar is niets meer aan
veranderd.

Betalen vóór 31 oktober 2025:
  Rekening:          NL86 INGB 0002 4454 88 t.n.v. Belastingdienst
  Betalingskenmerk:  0120 5583 9174 2206

Let op: het betalingskenmerk is per aangifte anders, dus niet het oude kenmerk van
Q2 hergebruiken.

De ICP-opgaaf voor je Belgische omzet (Kleine Zaal) heb ik ook ingediend.

Groet,
Anouk

Anouk van Rijn
Van Rijn Administratie & Advies
Lange Haven 88, Schiedam · 010 555 0187
""")

# 21. Storage new access code (base64) – code and unit only here
eml("mail/2025/10/2025-10-24_wijziging-toegang.eml",
    frm="BoxPoint Self Storage <service@boxpoint.example.nl>", to=PIETER,
    date=dt(2025, 10, 24, 10, 0),
    subject="Belangrijk: wijziging toegang vanaf 1 november",
    msgid="<bp-accesscode-c114-20251024@boxpoint.example.nl>",
    cte="base64",
    text="""Beste huurder,

We vervangen het toegangssysteem van onze vestiging Spaanse Polder
(Schuttevaerweg 60, Rotterdam). Vanaf zaterdag 1 november 2025 werkt je oude
code niet meer.

Je nieuwe persoonlijke toegangscode voor unit C-114: 9082#

Deze code werkt voor de hoofdpoort en voor de deur van gang C. De
openingstijden blijven 06:00 - 23:00.

Deel je code niet met anderen. Wil je iemand toegang geven? Dat kan via de
app onder "Medegebruikers".

Met vriendelijke groet,
BoxPoint Self Storage – klantenservice
010 555 0150
""")

# 22. Input list thread (8bit) – Pieter promises by Friday 14 Nov; own desk decision
eml("mail/2025/11/2025-11-06_re-input-list-stage-plot.eml",
    frm=PIETER, to=KATRIN, cc=KOEN, date=dt(2025, 11, 6, 22, 15),
    subject="Re: Input list / stage plot for 27 Nov?",
    msgid="<pvdb-20251106-2215@pvdb-audio.example.nl>",
    in_reply_to="<kw-20251105-1131-inp@kulturwerk-ruhr.example.de>",
    cte="8bit",
    text=f"""Hi Katrin,

Sorry for the delay – we've been on the road and my boat is about to go into dry
dock, so it's a bit chaotic here.

Decided with Koen: we'll bring our own desk, a DiGiCo SD9 with a D-Rack, so we
won't use the house X32. We only need a multicore run from stage left to FOH
(CAT5e is fine, we bring 50 m) and one 16A socket at FOH.

I'll send you the updated input list (v2 – the cello gets an extra DI) and the
stage plot by Friday 14 November at the latest. I'm still waiting for Mirte's
final set list.

Best,
Pieter

{SIG}

On Wed, 5 Nov 2025 at 11:31, Katrin Lohmeyer wrote:
> Hi Pieter,
>
> Just checking in for the show at the Kesselhaus on 27 November. I haven't
> received an input list or stage plot yet. Could you also tell me if you
> want to use our house desk or bring your own, and what power you need at
> FOH?
>
> Thanks and best wishes,
> Katrin
""")

# 23. Accountant annual meeting (multipart/alternative, QP)
txt23 = """Hoi Pieter,

Hierbij de bevestiging van ons jaargesprek:

  Dinsdag 9 december 2025, 14:00 - 15:30
  Van Rijn Administratie & Advies, Lange Haven 88, Schiedam (1e verdieping)

Wil je deze stukken uiterlijk 2 december mailen of meenemen?
1. Kilometeradministratie 2025 van de bus (zakelijk/privé)
2. Koopcontract en factuur van de Transit Custom
3. Overzicht privégebruik telefoon en laptop
4. Eventuele nieuwe leningen of grote aankopen privé (i.v.m. de boot)
5. Het jaaroverzicht van je zakelijke rekening (mag in januari nagestuurd worden)

De uitkeringsbrief van Hollandia heb ik al, dank je.

Parkeren kan op de Lange Haven (betaald) of gratis bij het station, 8 minuten lopen.

Groet,
Anouk
"""
eml("mail/2025/11/2025-11-07_jaargesprek-bevestiging.eml",
    frm=ANOUK, to=PIETER, date=dt(2025, 11, 7, 9, 25),
    subject="Jaargesprek 2025 – bevestiging + wat ik nodig heb",
    msgid="<vra-20251107-jaar-pvdb@vanrijn-administratie.example.nl>",
    text=txt23,
    html="<html><body style='font-family:Calibri,Arial'>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in txt23.strip().split("\n\n")) + "</body></html>")
