# -*- coding: utf-8 -*-
"""Specs for the .eml files. build.py turns them into EmailMessage objects."""

FREJA_W = "Freja Mikkelsen <fm@holmwhitcombe.example>"
FREJA_P = "Freja Mikkelsen <freja.mikkelsen@postbox.example>"
JONAS = "Jonas Kjær <jonas.kjaer@postbox.example>"
METTE = "Mette Holm <mh@holmwhitcombe.example>"
OLIVER = "Oliver Pike <op@holmwhitcombe.example>"
SOREN = "Søren Dahl <sd@holmwhitcombe.example>"
LOTTE = "Lotte Friis <lf@holmwhitcombe.example>"
CALLUM = "Callum Fraser <callum.fraser@forthquays.example>"
TRINE = "Trine Holst <th@boligadm-oj.example>"
COMP = "Fjordby Kommune - Konkurrencesekretariatet <konkurrence@fjordby-kommune.example>"

MAILS = []


def add(**kw):
    MAILS.append(kw)


# ---------------------------------------------------------------- M1 (HTML only, QP)
add(path="mail/2025/01/2025-01-20_competition-registration.eml",
    frm=COMP, to=FREJA_W,
    subject="Registration confirmed - Fjordby Harbour Park / Fjordby Havnepark",
    date=(2025, 1, 20, 11, 4), msgid="<reg-0193.20250120110401@fjordby-kommune.example>",
    body=dict(type="html", cte="quoted-printable", html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Registration confirmed</title></head>
<body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Freja Mikkelsen,</p>
<p>Thank you for registering for the open, anonymous ideas competition <b>Fjordby Havnepark &ndash; Kulkajen</b>.
Your registration has been confirmed. Please keep this e-mail; the registration number is used for all
correspondence with the competition secretariat (never on the submitted material &ndash; the entry itself is anonymous).</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Team / office</th><td>Holm &amp; Whitcombe Landscape, Aarhus</td></tr>
<tr><th align="left">Contact</th><td>Freja Mikkelsen</td></tr>
<tr><th align="left">Registration no.</th><td>FHP-0193</td></tr>
<tr><th align="left">Competition material</th><td>Download via the link in the previous e-mail (valid 60 days)</td></tr>
<tr><th align="left">Deadline for questions</th><td>Friday 14 March 2025, 12:00</td></tr>
<tr><th align="left">Submission deadline</th><td>Friday 12 September 2025, 12:00 (CEST)</td></tr>
</table>
<p>Med venlig hilsen / Kind regards<br>
Line Kofoed<br>Konkurrencesekretariatet, Fjordby Kommune, Teknik og Miljø</p>
</body></html>
"""))

# ---------------------------------------------------------------- M2 reply, QP, Danish
add(path="mail/2025/02/2025-02-11_sv-vand-drypper-altan.eml",
    frm=TRINE, to=FREJA_P,
    subject="Sv: Vand drypper fra altanloftet - Kildegårdsvej 12, 3. th.",
    date=(2025, 2, 11, 9, 37), msgid="<20250211093700.4471@boligadm-oj.example>",
    in_reply_to="<CAFm0001.altan@postbox.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Kære Freja Mikkelsen

Tak for din henvendelse og for billederne.

Sagen er oprettet hos os under sagsnr. 2025-0388 - angiv venligst
sagsnummeret ved al fremtidig korrespondance.

Viceværten, Kim Sørensen, kigger forbi i uge 10 for at se på forholdene.
Han kontakter jer direkte for at aftale tid.

Vi gør opmærksom på, at vedligeholdelsesfordelingen mellem andelshaver og
forening fremgår af vedtægternes § 11. Vi vender tilbage, når viceværten har
været der.

Med venlig hilsen
Trine Holst
Boligadministration Østjylland
på vegne af A/B Kildegården

-----Oprindelig meddelelse-----
Fra: Freja Mikkelsen <freja.mikkelsen@postbox.example>
Sendt: 2. februar 2025 21:14
Emne: Vand drypper fra altanloftet - Kildegårdsvej 12, 3. th.

> Hej
>
> Siden januar er der dryppet vand fra loftet på vores altan, især efter
> kraftig regn og når der vandes på altanen ovenover (4. th.). Vandet er
> brunt og har lavet mærker på loftet og på facaden. Billeder vedhæftet.
>
> Vi vil gerne have at foreningen ser på det hurtigst muligt.
>
> Venlig hilsen
> Freja Mikkelsen og Jonas Kjær
> Kildegårdsvej 12, 3. th.
"""))

# ---------------------------------------------------------------- M3 alternative (8bit text + QP html)
SEJL_TXT = """Kære Freja

Velkommen på voksenholdet 2025 i Sejlklubben Bugten! Vi glæder os til at
se dig på vandet.

Holdet sejler tirsdage kl. 17.30-20.30 fra tirsdag den 13. maj til tirsdag
den 26. august (ingen sejlads i uge 29 og 30 pga. sommerferie).

Instruktør: Anders Toft (erfaren folkbådssejler, instruktør i klubben
siden 2011). Vi sejler i klubbens folkbåde "Terne" og "Måge".

Første aften mødes vi ved jollehallen kl. 17.15. Redningsveste kan lånes,
men det anbefales at have sin egen. Husk tøj der kan tåle at blive vådt,
og sko med lyse såler.

Kursusgebyret er modtaget. Tak!

Sejlerhilsen
Ungdoms- og voksenudvalget
Sejlklubben Bugten
"""
add(path="mail/2025/02/2025-02-24_velkommen-voksenhold.eml",
    frm="Sejlklubben Bugten <kursus@sejlklubbenbugten.example>", to=FREJA_P,
    subject="Velkommen på voksenholdet 2025 ⛵",
    date=(2025, 2, 24, 19, 2), msgid="<velkommen-2025-031@sejlklubbenbugten.example>",
    body=dict(type="alt", cte="8bit", text=SEJL_TXT, html_cte="quoted-printable",
              html="<html><body>" + "".join(
                  "<p>%s</p>\n" % para.replace("\n", " ") for para in SEJL_TXT.strip().split("\n\n")) +
              "</body></html>\n"))

# ---------------------------------------------------------------- M5 reply 7bit
add(path="mail/2025/03/2025-03-19_re-site-visit-dates.eml",
    frm=FREJA_W, to=CALLUM, cc=METTE,
    subject="Re: Leith site visit - dates in May?",
    date=(2025, 3, 19, 8, 51), msgid="<fm-20250319-0851@holmwhitcombe.example>",
    in_reply_to="<cf-20250318@forthquays.example>",
    body=dict(type="plain", cte="7bit", text="""Hi Callum,

Tuesday 6 May at 10:00 works well for me. I'll fly in on Monday the 5th
and stay until Thursday, so the Wednesday workshop with the Trust is fine
too. Meeting at the Western Harbour breakwater gate is perfect - I'll be
the one in new wellies.

I'll bring the salt-tolerant planting list we use on our Danish project,
I think parts of it translate directly to the sea wall terraces.

Best,
Freja

On Tue, 18 Mar 2025 at 16:20, Callum Fraser wrote:
> Hi Freja,
>
> Good to talk last week. For the site visit, would Tuesday 6 May,
> 10:00 work? We could meet at the Western Harbour breakwater gate and
> walk the sea wall east towards the Shore - allow three hours, it's
> further than it looks. Wednesday we could do a half-day workshop with
> the Trust at the Leith Links office.
>
> Cheers,
> Callum
>
> Callum Fraser | Project Manager | Forth Quays Trust
> +44 0000 000 311
"""))

# ---------------------------------------------------------------- M6 HTML only base64 (flight)
add(path="mail/2025/04/2025-04-02_nordair-booking-confirmation.eml",
    frm="NordAir <no-reply@nordair.example>", to=FREJA_W,
    subject="Your NordAir booking is confirmed - Billund to Edinburgh",
    date=(2025, 4, 2, 14, 26), msgid="<bk.20250402142611.77@nordair.example>",
    body=dict(type="html", cte="base64", html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif">
<h2 style="color:#0b3d91">Thank you for flying NordAir</h2>
<p>Hi Freja, your trip is booked. Show this e-mail or your booking reference at check-in.</p>
<table cellpadding="6" style="border:1px solid #ccc;border-collapse:collapse">
<tr><td><b>Booking reference</b></td><td style="font-size:20px;letter-spacing:3px"><b>QX7R2M</b></td></tr>
<tr><td><b>Passenger</b></td><td>MIKKELSEN/FREJA MS</td></tr>
<tr><td><b>Payment</b></td><td>Company card ****4410 &ndash; DKK 2,486.00</td></tr>
</table>
<h3>Flights</h3>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Flight</th><th>Date</th><th>From</th><th>Dep.</th><th>To</th><th>Arr.</th><th>Seat</th></tr>
<tr><td>NA1417</td><td>Mon 05 May 2025</td><td>Billund (BLL)</td><td>09:55</td><td>Edinburgh (EDI)</td><td>10:40</td><td>14C</td></tr>
<tr><td>NA1418</td><td>Thu 08 May 2025</td><td>Edinburgh (EDI)</td><td>17:20</td><td>Billund (BLL)</td><td>20:05</td><td>11C</td></tr>
</table>
<p>Baggage: 1 x 23 kg checked, 1 x 8 kg cabin. Online check-in opens 30 hours before departure.</p>
<p style="font-size:11px;color:#777">NordAir A/S &middot; this is an automatic e-mail, replies are not read.</p>
</body></html>
"""))

# ---------------------------------------------------------------- M7 alternative QP (hotel)
HOTEL_TXT = """Dear Ms Mikkelsen,

Thank you for choosing The Shore Lodge. We are delighted to confirm your
reservation.

Confirmation number: SL-20931
Guest: Freja Mikkelsen (Holm & Whitcombe Landscape)
Arrival: Monday 5 May 2025 (check-in from 15:00)
Departure: Thursday 8 May 2025 (check-out by 11:00)
Room: Harbour View Double, 3 nights, breakfast included
Rate: £129.00 per night - total £387.00, payable on arrival

Address: The Shore Lodge, 22 Bernard Street, Leith, Edinburgh EH6 6PR
The tram stop "The Shore" is a four-minute walk.

Early luggage drop is possible from 11:00.

Warm regards,
Reservations team
The Shore Lodge
"""
HOTEL_HTML = """<html><body style="font-family:Georgia,serif">
<p>Dear Ms Mikkelsen,</p>
<p>Thank you for choosing <b>The Shore Lodge</b>. We are delighted to confirm your reservation.</p>
<table cellpadding="4">
<tr><td>Confirmation number</td><td><b>SL-20931</b></td></tr>
<tr><td>Guest</td><td>Freja Mikkelsen (Holm &amp; Whitcombe Landscape)</td></tr>
<tr><td>Arrival</td><td>Monday 5 May 2025 (check-in from 15:00)</td></tr>
<tr><td>Departure</td><td>Thursday 8 May 2025 (check-out by 11:00)</td></tr>
<tr><td>Room</td><td>Harbour View Double, 3 nights, breakfast included</td></tr>
<tr><td>Rate</td><td>&pound;129.00 per night &ndash; total &pound;387.00, payable on arrival</td></tr>
</table>
<p>Address: The Shore Lodge, 22 Bernard Street, Leith, Edinburgh EH6 6PR<br>
The tram stop &ldquo;The Shore&rdquo; is a four-minute walk.</p>
<p>Early luggage drop is possible from 11:00.</p>
<p>Warm regards,<br>Reservations team<br>The Shore Lodge</p>
</body></html>
"""
add(path="mail/2025/04/2025-04-03_shore-lodge-confirmation.eml",
    frm="The Shore Lodge <reservations@shorelodge.example>", to=FREJA_W,
    subject="Your reservation at The Shore Lodge, Leith",
    date=(2025, 4, 3, 10, 12), msgid="<sl-20931-conf@shorelodge.example>",
    body=dict(type="alt", cte="quoted-printable", text=HOTEL_TXT,
              html_cte="quoted-printable", html=HOTEL_HTML))

# ---------------------------------------------------------------- M8 reply (site walk moved)
add(path="mail/2025/04/2025-04-22_re-site-walk-moved.eml",
    frm=CALLUM, to=FREJA_W,
    subject="Re: Leith site visit - dates in May? (CHANGE to the walk)",
    date=(2025, 4, 22, 15, 48), msgid="<cf-20250422-1548@forthquays.example>",
    in_reply_to="<fm-20250319-0851@holmwhitcombe.example>",
    references="<cf-20250318@forthquays.example> <fm-20250319-0851@holmwhitcombe.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Hi Freja,

Apologies for the shuffle. Forth Ports have a crane lift on the breakwater
on Tuesday the 6th and we can't get access to the harbour side that day.

Could we push the site walk to Wednesday 7 May at 09:30 instead? And let's
meet at the old Customs House on Commercial Street (the front steps) rather
than the breakwater gate - we'll walk the sea wall from the east end
instead. I'll bring hi-vis and the access passes. The Trust workshop moves
to Tuesday afternoon, 14:00, same place at Leith Links.

Hope that still works with your flights - you're here until Thursday, right?

Cheers,
Callum

On Wed, 19 Mar 2025 at 08:51, Freja Mikkelsen wrote:
> Hi Callum,
>
> Tuesday 6 May at 10:00 works well for me. I'll fly in on Monday the 5th
> and stay until Thursday, so the Wednesday workshop with the Trust is fine
> too. Meeting at the Western Harbour breakwater gate is perfect - I'll be
> the one in new wellies.
>
> Best,
> Freja
"""))

# ---------------------------------------------------------------- M9 reply 7bit (cover)
add(path="mail/2025/04/2025-04-28_re-cover-fjordby-while-away.eml",
    frm=METTE, to=FREJA_W, cc=SOREN + ", " + OLIVER,
    subject="Re: Cover for Fjordby while I'm in Leith (5-8 May)",
    date=(2025, 4, 28, 12, 5), msgid="<mh-20250428-1205@holmwhitcombe.example>",
    in_reply_to="<fm-20250425-1630@holmwhitcombe.example>",
    body=dict(type="plain", cte="7bit", text="""Hi Freja,

Sorted: Soren will hold the fort on Fjordby Monday to Thursday while you're
away. Oliver is on holiday that week anyway. Soren - please keep the
Thursday call with Tidewater and send Freja a short status on Friday.

Enjoy Scotland, bring back good weather (ha).

Mette

On Fri, 25 Apr 2025 at 16:30, Freja Mikkelsen wrote:
> Hi Mette,
>
> Reminder that I'm in Edinburgh/Leith 5-8 May. Who can hold the fort on
> Fjordby while I'm away? The levels model needs someone to answer
> Tidewater, and the Q&A summary should be filed.
>
> Thanks,
> F
"""))

# ---------------------------------------------------------------- M10 8bit Danish (cancellation)
add(path="mail/2025/05/2025-05-12_strandkanten-aflysning.eml",
    frm="Restaurant Strandkanten <booking@strandkanten.example>", to=FREJA_P,
    subject="Aflysning af jeres selskab lørdag 21. juni",
    date=(2025, 5, 12, 10, 15), msgid="<aflys-2106-mikkelsen@strandkanten.example>",
    body=dict(type="plain", cte="8bit", text="""Kære Freja Mikkelsen

Det er med stor beklagelse at vi må skrive til jer.

I weekenden fik vi en alvorlig vandskade i køkkenet, og restauranten må
holde lukket frem til 1. august, mens der bliver renoveret. Det betyder,
at vi desværre må aflyse jeres selskab lørdag den 21. juni kl. 18.00
(middag for 40 personer i Fjordstuen).

Jeres depositum på 1.500 kr. bliver tilbageført til den konto, det blev
betalt fra, inden for 5 hverdage.

Vi er virkelig kede af det, og vi ved hvor meget en 70-års fødselsdag
betyder. Hvis I har brug for anbefalinger til andre steder i området,
så ring endelig.

Med venlig hilsen
Kasper og Line
Restaurant Strandkanten, Juelsminde
"""))

# ---------------------------------------------------------------- M11 base64 Danish (new venue)
add(path="mail/2025/05/2025-05-15_glud-forsamlingshus-bekraeftelse.eml",
    frm="Glud Forsamlingshus - udlejning <udlejning@gludforsamlingshus.example>", to=FREJA_P,
    cc="Maja Mikkelsen <maja.mikkelsen@postbox.example>",
    subject="Bekræftelse på leje - lørdag 21. juni 2025",
    date=(2025, 5, 15, 20, 41), msgid="<leje-2025-0621@gludforsamlingshus.example>",
    body=dict(type="plain", cte="base64", text="""Hej Freja (og Maja)

Hermed bekræftelse på leje af forsamlingshuset:

  Sted:     Glud Forsamlingshus, Glud Bygade 14, 7130 Juelsminde
  Dato:     lørdag den 21. juni 2025, fra kl. 10.00 til søndag kl. 10.00
  Antal:    op til 40 personer (I har oplyst 38)
  Leje:     3.800 kr. inkl. borde, stole, service og køkken
  Depositum: 1.000 kr. - indbetales senest 1. juni på reg. 0000 konto 0001234567

I skriver at I starter med frokost kl. 12.30 - det passer fint. Cateringen
må gerne komme ind ad køkkendøren i gavlen fra kl. 10.

Nøglen afhentes hos mig fredag den 20. juni efter kl. 17 (Glud Bygade 9,
det gule hus). Parkering på grusarealet bag huset, ca. 20 biler.

Salen skal være ryddet og fejet søndag kl. 10. Skraldesække ligger i
skabet ved køkkenet.

Tillykke til jeres far!

Venlig hilsen
Bente Lauridsen
Udlejning, Glud Forsamlingshus
tlf. +45 00 00 90 14
"""))

# ---------------------------------------------------------------- M12 HTML-only QP promo (noise)
add(path="mail/2025/05/2025-05-20_ladcykelhuset-sommerkampagne.eml",
    frm="Ladcykelhuset <nyhedsbrev@ladcykelhuset.example>", to=FREJA_P,
    subject="☀️ Sommerkampagne: spar op til 2.000 kr. på ladcykler",
    date=(2025, 5, 20, 7, 0), msgid="<nb-2025-05-20@ladcykelhuset.example>",
    extra=[("List-Unsubscribe", "<https://ladcykelhuset.example/afmeld?u=88213>")],
    body=dict(type="html", cte="quoted-printable", html="""<html><body style="font-family:Verdana,sans-serif">
<h1 style="color:#1a7f4b">Sommerkampagne hos Ladcykelhuset</h1>
<p>Solen skinner og det er tid til at lade bilen stå. Fra 1. juni til 30. juni sætter vi prisen ned på udvalgte modeller:</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Model</th><th>Før</th><th>Nu</th></tr>
<tr><td>Fjordløber Trio E (3 hjul)</td><td>31.995 kr</td><td>29.995 kr</td></tr>
<tr><td>Kvik Long John E2</td><td>27.499 kr</td><td>25.999 kr</td></tr>
<tr><td>Kvik Kids (12&quot; børnecykel)</td><td>1.899 kr</td><td>1.599 kr</td></tr>
</table>
<p>Gratis prøvetur hver lørdag kl. 10&ndash;14 i butikken på Jægergårdsgade. Husk: vi tilbyder gratis 300 km-eftersyn på alle ladcykler.</p>
<p style="font-size:10px">Du modtager denne mail, fordi du har tilmeldt dig vores nyhedsbrev. <a href="https://ladcykelhuset.example/afmeld?u=88213">Afmeld</a></p>
</body></html>
"""))

# ---------------------------------------------------------------- M13 mixed: QP body + base64 attachment
add(path="mail/2025/06/2025-06-10_ladcykelhuset-ordrebekraeftelse.eml",
    frm="Ladcykelhuset <ordre@ladcykelhuset.example>", to=FREJA_P, cc=JONAS,
    subject="Ordrebekræftelse #LH-50872",
    date=(2025, 6, 10, 16, 33), msgid="<ordre-LH-50872@ladcykelhuset.example>",
    body=dict(type="mixed", cte="quoted-printable", text="""Hej Freja og Jonas

Tusind tak for jeres ordre - og tak for en hyggelig snak i butikken i dag.

Ordre:        #LH-50872
Cykel:        Kvik Long John E2 (2025), mørkegrøn, med Ida-sæde (3-punktssele)
Pris:         25.999 kr (kampagnepris) + Ida-sæde 1.499 kr
Samlet pris:  27.498 kr - betalt med kort 10/6

Cyklen bliver samlet og tilpasset i vores værksted og forventes klar til
afhentning i uge 33. Vi skriver, når den står klar.

Afhentning: i værkstedet i gården bag butikken, Jægergårdsgade 88 - gå
gennem porten til venstre for butiksdøren. Butikken kan ikke udlevere
cykler.

Vedhæftet er ordrespecifikationen med stelnummer og batterinummer. Gem den -
I skal bruge den til forsikringen.

Cykelhilsner
Ditte
Ladcykelhuset
"""), attachments=[("ordrespecifikation_LH-50872.txt", """ORDRESPECIFIKATION - Ladcykelhuset
Ordre: #LH-50872        Dato: 10-06-2025
Kunde: Freja Mikkelsen / Jonas Kjær, Kildegårdsvej 12, 3. th., 8000 Aarhus C

Model:        Kvik Long John E2, årgang 2025
Farve:        mørkegrøn (RAL 6009)
Stelnummer:   KLJ2-24-118734
Motor:        Kvik Drive M75, 250 W / 75 Nm
Batteri:      545 Wh, serienr. KPB-545-77310
Gear:         8-trins navgear
Tilbehør:     Ida-sæde m. 3-punktssele (monteret)
              Regnslag/kaleche: bestilt og betalt separat

Garanti: 5 år på stel, 2 år på motor og batteri.
""")])

# ---------------------------------------------------------------- M14 base64 Danish (insurance)
add(path="mail/2025/07/2025-07-01_cykelforsikring-oprettet.eml",
    frm="Tryghed Forsikring <kundeservice@tryghed-forsikring.example>", to=FREJA_P,
    subject="Din cykelforsikring er oprettet",
    date=(2025, 7, 1, 8, 2), msgid="<pol-20250701-0802@tryghed-forsikring.example>",
    body=dict(type="plain", cte="base64", text="""Kære Freja Mikkelsen

Tak fordi du har valgt Tryghed. Din cykelforsikring er nu oprettet.

  Policenummer:     LP-5531-0098
  Forsikret cykel:  Kvik Long John E2 (el-ladcykel)
  Stelnummer:       KLJ2-24-118734
  Forsikringssum:   28.000 kr
  Dækning:          tyveri, hærværk og skade på cyklen
  Selvrisiko:       1.000 kr
  Årlig præmie:     1.188 kr (betales månedligt, 99 kr/md)
  Ikrafttræden:     1. juli 2025

VIGTIGT: Ved tyveri skal cyklen have været låst med en godkendt lås.
Gem kvitteringen for cyklen og for låsen.

Du kan se dine forsikringsbetingelser på Mit Tryghed.

Venlig hilsen
Tryghed Forsikring
Kundeservice
"""))

# ---------------------------------------------------------------- M15 HTML only QP (deadline extension)
add(path="mail/2025/08/2025-08-07_qa-round2-deadline-extended.eml",
    frm=COMP, to="Registered teams <konkurrence@fjordby-kommune.example>",
    bcc_note=True,
    subject="Fjordby Havnepark: answers to Q&A round 2 + new submission deadline",
    date=(2025, 8, 7, 13, 30), msgid="<qa2-20250807@fjordby-kommune.example>",
    body=dict(type="html", cte="quoted-printable", html="""<html><body style="font-family:Arial,sans-serif">
<p>Dear registered teams,</p>
<p>Following many requests, the jury has decided to <b>extend the submission deadline</b>.
The new deadline for stage 1 is <b>Friday 3 October 2025 at 12:00 (noon) CEST</b>.
All other requirements are unchanged.</p>
<h3>Answers to Q&amp;A round 2 (selection)</h3>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>#</th><th>Question</th><th>Answer</th></tr>
<tr><td>21</td><td>May the boards be hand-drawn / scanned?</td><td>Yes. Any technique is accepted as long as the format is 3 x A1 landscape.</td></tr>
<tr><td>22</td><td>Can the crane base be removed?</td><td>It is not listed, but the jury values proposals that reuse it.</td></tr>
<tr><td>23</td><td>Design flood level?</td><td>The team's own assessment, argued in the report.</td></tr>
<tr><td>24</td><td>Is a floating sauna a commercial function?</td><td>Yes, if it is operated commercially. Not in phase 1.</td></tr>
</table>
<p>Med venlig hilsen<br>Line Kofoed, Konkurrencesekretariatet</p>
</body></html>
"""))

# ---------------------------------------------------------------- M16 reply 7bit (concept decision)
add(path="mail/2025/08/2025-08-19_re-concept-name-decision.eml",
    frm=OLIVER, to=FREJA_W, cc=METTE,
    subject="Re: Concept name - decision please (Fjordby)",
    date=(2025, 8, 19, 17, 12), msgid="<op-20250819-1712@holmwhitcombe.example>",
    in_reply_to="<fm-20250819-1104@holmwhitcombe.example>",
    body=dict(type="plain", cte="7bit", text="""Agreed, and Mette said yes in the corridor just now, so it's official:

We go with THE TIDAL STEPS as the title and the concept. "Salt Meadow"
survives as the name of the planting chapter in the report (the low corner
by the ring road). I'll update the board headers and the title block
tonight, and tell Priya before she starts painting the aerial.

Nice one - I know it took you all summer.

O.

On Tue, 19 Aug 2025 at 11:04, Freja Mikkelsen wrote:
> Oliver, Mette -
>
> We need to lock the name today or Soren and Priya can't move. Salt Meadow
> vs The Tidal Steps. I've flip-flopped all summer, but the steps are the
> thing people will remember, and the meadow can live inside them as the
> planting chapter. My vote: Tidal Steps. Can we agree by end of day?
>
> F
"""))

# ---------------------------------------------------------------- M17 QP Danish (bike ready)
add(path="mail/2025/08/2025-08-12_jeres-ladcykel-er-klar.eml",
    frm="Ladcykelhuset <ordre@ladcykelhuset.example>", to=FREJA_P, cc=JONAS,
    subject="Jeres Kvik Long John er klar 🚲 (ordre #LH-50872)",
    date=(2025, 8, 12, 11, 20), msgid="<klar-LH-50872@ladcykelhuset.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Hej Freja og Jonas

Så er den her! Jeres Kvik Long John E2 er samlet, tilpasset og prøvekørt.

Den kan afhentes i værkstedet fra torsdag den 14. august kl. 10.00
(værkstedet har åbent tors-fre 10-18 og lør 10-14). Sæt en halv time af,
så gennemgår vi cyklen, sædet og opladningen sammen med jer.

Desværre er regnslaget (kalechen) i restordre hos leverandøren - vi
forventer det i uge 38, og vi giver besked, så snart det lander. Det er
betalt, så I skal ikke gøre noget.

Husk det gratis 300 km-eftersyn.

Cykelhilsner
Ditte, Ladcykelhuset
"""))

# ---------------------------------------------------------------- M18 base64 English (submission receipt)
add(path="mail/2025/10/2025-10-02_submission-receipt.eml",
    frm="Fjordby Kommune - Konkurrencesekretariatet <no-reply@fjordby-kommune.example>",
    to=FREJA_W,
    subject="Receipt: submission received - Fjordby Havnepark stage 1",
    date=(2025, 10, 2, 10, 16), msgid="<rcpt-41772-20251002@fjordby-kommune.example>",
    body=dict(type="plain", cte="base64", text="""AUTOMATIC RECEIPT - do not reply

Your submission to the competition "Fjordby Havnepark - Kulkajen" (stage 1)
has been received.

  Received:               02-10-2025 10:14 CEST
  Identification number:  41772
  Receipt code:           FHP-25-K7Q4
  Files:                  3 x A1 board (PDF), report (PDF), author form (sealed)

Keep this receipt code. It is the only link between your anonymous entry and
your team until the jury has finished its assessment. The secretariat will
ask for the receipt code if you contact us about the entry.

Results of stage 1 are expected in the middle of November 2025.

Konkurrencesekretariatet, Fjordby Kommune
"""))

# ---------------------------------------------------------------- M19 forward QP Danish
add(path="mail/2025/09/2025-09-22_fwd-afgoerelse-altan.eml",
    frm=FREJA_P, to=JONAS,
    subject="Fwd: Afgørelse vedr. altan - sagsnr. 2025-0388",
    date=(2025, 9, 22, 7, 48), msgid="<CAFm0093.fwd@postbox.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Se nedenfor. De afviser. Selvom rapporten siger det modsatte.
Jeg er så træt af det her. Snak i aften når Ida sover?

F

---------- Videresendt besked ----------
Fra: Trine Holst <th@boligadm-oj.example>
Dato: fre. 19. sep. 2025 kl. 14.02
Emne: Afgørelse vedr. altan - sagsnr. 2025-0388
Til: Freja Mikkelsen <freja.mikkelsen@postbox.example>

Kære Freja Mikkelsen og Jonas Kjær

Bestyrelsen i A/B Kildegården har på sit møde den 18. september 2025
behandlet sagen om vandindtrængning på altanen til Kildegårdsvej 12, 3. th.

Bestyrelsen har gennemgået den bygningssagkyndiges rapport af 12. juni 2025,
men fastholder, at vedligeholdelse af altanens overflader og afløb påhviler
den enkelte andelshaver, jf. vedtægternes § 11, stk. 3. Bestyrelsen finder
ikke, at rapporten ændrer på denne fordeling, og foreningen vil derfor ikke
afholde udgiften til udbedring.

Bestyrelsen vil dog opfordre andelshaveren på 4. th. til at lade afløbet
efterse.

Ønsker I at klage over afgørelsen, kan det ske skriftligt til bestyrelsen
via administrationen.

Med venlig hilsen
Trine Holst
Boligadministration Østjylland
på vegne af bestyrelsen for A/B Kildegården
"""))

# ---------------------------------------------------------------- M20 8bit Danish (vicevaert code)
add(path="mail/2025/10/2025-10-08_ny-kode-cykelkaelder.eml",
    frm="Kim Sørensen (vicevært) <vicevaert@ab-kildegaarden.example>",
    to="Beboere A/B Kildegården <beboere@ab-kildegaarden.example>",
    subject="Ny kode til cykelkælder og gårddør fra mandag",
    date=(2025, 10, 8, 14, 5), msgid="<vv-20251008-kode@ab-kildegaarden.example>",
    body=dict(type="plain", cte="8bit", text="""Hej alle

Efter et par indbrud i cykelkældrene i kvarteret skifter vi koden.

Fra mandag den 13. oktober er koden til cykelkælderen og døren fra gården:

    7093

Den gamle kode virker til og med søndag. Skriv den ikke på dørkarmen :-)

Husk også at låse jeres cykler inde i kælderen - forsikringen dækker ikke
altid, hvis cyklen kun står med hjullås.

Ellers: fejning af gården lørdag den 25. oktober kl. 10, der er kaffe.

Venlig hilsen
Kim Sørensen
Vicevært, A/B Kildegården
tlf. +45 00 00 41 12 (hverdage 7-15)
"""))

# ---------------------------------------------------------------- M21 HTML only base64 (exam)
add(path="mail/2025/10/2025-10-14_teoriproeve-duelighedsbevis.eml",
    frm="Sejlklubben Bugten - Teoriudvalget <teori@sejlklubbenbugten.example>", to=FREJA_P,
    subject="Teoriprøve til duelighedsbevis - tid og sted",
    date=(2025, 10, 14, 20, 10), msgid="<teori-2025-proeve@sejlklubbenbugten.example>",
    body=dict(type="html", cte="base64", html="""<html><body style="font-family:Arial,sans-serif">
<p>Kære kursister på teoriholdet</p>
<p>Her er de praktiske oplysninger om teoriprøven:</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Prøve</th><td>Teoriprøve til duelighedsbevis i motor- og sejlbåd</td></tr>
<tr><th align="left">Dato</th><td>Onsdag den 26. november 2025</td></tr>
<tr><th align="left">Tid</th><td>Kl. 19.00&ndash;21.00 (mød kl. 18.45)</td></tr>
<tr><th align="left">Sted</th><td>Klubhuset, 1. sal (mødelokalet)</td></tr>
<tr><th align="left">Medbring</th><td>Billed-ID, kuglepen, passer og lineal (søkort udleveres)</td></tr>
<tr><th align="left">Gebyr</th><td>350 kr. til Søfartsstyrelsen &ndash; betales via linket senest 1. november</td></tr>
</table>
<p><b>Praktisk prøve:</b> Når teoriprøven er bestået, skal I selv booke den praktiske prøve med en censor. Den afholdes i foråret 2026 (april&ndash;juni) i klubbens folkbåde. Beviset udstedes først, når begge prøver er bestået.</p>
<p>God læsning &ndash; og husk vigepligtsreglerne!</p>
<p>Teoriudvalget, Sejlklubben Bugten</p>
</body></html>
"""))

# ---------------------------------------------------------------- M22 reply QP Danish (complaint received)
add(path="mail/2025/10/2025-10-21_sv-formel-klage-altan.eml",
    frm=TRINE, to=FREJA_P, cc=JONAS,
    subject="Sv: Formel klage - altan, sagsnr. 2025-0388",
    date=(2025, 10, 21, 10, 30), msgid="<20251021103000.0388@boligadm-oj.example>",
    in_reply_to="<CAFm0107.klage@postbox.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Kære Freja Mikkelsen og Jonas Kjær

Tak for jeres klage, som hermed bekræftes modtaget.

Klagen og den vedhæftede rapport forelægges bestyrelsen på bestyrelsesmødet
torsdag den 27. november 2025, og I vil modtage et skriftligt svar senest
mandag den 1. december 2025.

Med venlig hilsen
Trine Holst
Boligadministration Østjylland

Den 20. okt. 2025 kl. 21.47 skrev Freja Mikkelsen:
> Til bestyrelsen i A/B Kildegården, via Boligadministration Østjylland
>
> Vi klager hermed formelt over bestyrelsens afgørelse af 18. september 2025
> i sag 2025-0388.
>
> Den bygningssagkyndige rapport af 12. juni 2025 konkluderer, at vandet
> kommer fra det defekte afløb på altanen på 4. sal, som er en fælles
> installation. Efter vores opfattelse er det derfor foreningens ansvar at
> udbedre skaden, jf. vedtægternes § 11, stk. 1.
>
> Vi beder bestyrelsen genoptage sagen og iværksætte udbedring, og vi beder
> om et skriftligt svar.
>
> Med venlig hilsen
> Freja Mikkelsen og Jonas Kjær
> Kildegårdsvej 12, 3. th.
"""))

# ---------------------------------------------------------------- M23 alternative QP (stage 2 shortlist)
ST2_TXT = """Dear team behind entry 41772,

We are pleased to inform you that the jury has selected your entry as one
of four entries to continue to stage 2 of the competition "Fjordby
Havnepark - Kulkajen". The jury will now open the sealed author forms of
the selected entries only.

Stage 2 begins with a presentation and dialogue meeting with the jury:

  Date:   Wednesday 10 December 2025, 10:00-12:00
  Place:  Fjordby Rådhus, meeting room 2.14
  Format: 30 min presentation + 45 min dialogue, max 4 team members

From the jury's assessment: "A generous and robust proposal that treats
flooding as an everyday quality rather than a threat. The hand-drawn
presentation stood out. The jury would like the team to develop the
maintenance strategy and the reuse of the crane base further."

The stage 2 programme and fee agreement (DKK 100,000) follow next week.

Congratulations,
Dorthe Lykke, chair of the jury
Konkurrencesekretariatet, Fjordby Kommune
"""
add(path="mail/2025/11/2025-11-12_fjordby-stage1-result.eml",
    frm=COMP, to=FREJA_W, cc=METTE,
    subject="Fjordby Havnepark - result of stage 1 (entry 41772)",
    date=(2025, 11, 12, 12, 0), msgid="<st1-result-41772@fjordby-kommune.example>",
    body=dict(type="alt", cte="quoted-printable", text=ST2_TXT,
              html_cte="quoted-printable",
              html="<html><body style=\"font-family:Arial\">" + "".join(
                  "<p>%s</p>\n" % p.replace("\n", "<br>") for p in ST2_TXT.strip().split("\n\n"))
              + "</body></html>\n"))

# ---------------------------------------------------------------- M24 7bit English (presentation moved)
add(path="mail/2025/11/2025-11-28_stage2-presentation-moved.eml",
    frm=COMP, to=FREJA_W, cc=METTE,
    subject="CHANGE - Fjordby Havnepark stage 2 presentation moved",
    date=(2025, 11, 28, 9, 15), msgid="<st2-moved-41772@fjordby-kommune.example>",
    body=dict(type="plain", cte="7bit", text="""Dear stage 2 teams,

Because of the City Council's extraordinary budget meeting, the jury has
had to move the presentation and dialogue meetings.

Your new time is Tuesday 16 December 2025, 13:00-15:00, in Byraadssalen
(the council chamber) at Fjordby Raadhus, ground floor - not room 2.14.

The format is unchanged: 30 min presentation + 45 min dialogue, max 4 team
members. Please confirm attendance and names by 5 December.

We apologise for the inconvenience.

Line Kofoed
Konkurrencesekretariatet, Fjordby Kommune
"""))

# ---------------------------------------------------------------- M25 mixed: 7bit body + base64 attachment
add(path="mail/2025/11/2025-11-05_expenses-leith-site-visit.eml",
    frm=FREJA_W, to=LOTTE,
    subject="Expenses - Leith site visit in May (sorry, very late!)",
    date=(2025, 11, 5, 15, 40), msgid="<fm-20251105-1540@holmwhitcombe.example>",
    body=dict(type="mixed", cte="7bit", text="""Hi Lotte,

Finally - my expense claim for the Leith site visit (5-8 May) is attached.
It's the hotel, the trams and one dinner. The receipts are scanned into the
Finance folder under 2025-05 Leith.

The flights were booked on the company card, so they're not on the claim.

Sorry it took half a year. I know, I know.

Thanks!
Freja
"""), attachments=[("expenses_leith_may2025.txt", """EXPENSE CLAIM - Holm & Whitcombe Landscape
Employee: Freja Mikkelsen (Aarhus)     Project: Leith waterfront (FQT-02)
Trip: Edinburgh / Leith site visit, 5-8 May 2025

Date        Item                                   GBP
2025-05-05  Tram, Edinburgh Airport -> The Shore     7.50
2025-05-05  The Shore Lodge, Leith, 3 nights        387.00
2025-05-07  Dinner (client-related, receipt #31)    10.60
2025-05-08  Tram, The Shore -> Edinburgh Airport     7.50
                                                 -------
TOTAL                                              412.60

Exchange rate to be applied by Finance at the date of payment.
Signed: F. Mikkelsen
""")])

# ---------------------------------------------------------------- M26 QP Danish (kindergarten news)
add(path="mail/2025/11/2025-11-18_nyt-fra-mejsen.eml",
    frm="Børnehuset Mejsen <kontor@mejsen-boernehus.example>",
    to="Forældre Børnehuset Mejsen <foraeldre@mejsen-boernehus.example>",
    subject="Nyt fra Mejsen - november/december",
    date=(2025, 11, 18, 13, 45), msgid="<nyhedsbrev-2025-11@mejsen-boernehus.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Kære forældre

Her er lidt nyt fra huset.

NY LUKKETID OM FREDAGEN
Fra mandag den 1. december lukker vi kl. 16.00 om fredagen (i dag er det
16.30). Det er besluttet i forældrebestyrelsen efter optællingen i
oktober, hvor der var meget få børn tilbage efter kl. 15.45 om fredagen.
Mandag-torsdag er uændret (6.30-17.00).

JUL I MEJSEN
- Juleklip fredag den 5. december - bedsteforældre er velkomne
- Luciaoptog fredag den 12. december kl. 9.00 i salen
- Lukkedage i julen: 22. december - 2. januar. Nødpasning skal bestilles
  senest 1. december i appen.

PÅ SOLSIKKEN
Vi arbejder med "vand" i hele november: vi har bygget en havn i sandkassen
og talt om både og fisk. Tak til Idas mor for de gamle havnetegninger!

Ekstra tøj: tjek venligst kasserne - vi mangler strømper og vanter.

Venlig hilsen
Personalet i Børnehuset Mejsen
"""))

# ---------------------------------------------------------------- M28 alternative QP (grocery receipt, noise)
REC_TXT = """Tak for din ordre hos Hurtigkurv!

Ordre 99817 - leveret lørdag 22. november 2025 kl. 09-11

  Havregryn 1 kg ......................... 18,95
  Minimælk 1 l x 4 ....................... 43,80
  Rugbrød (kerne) ........................ 24,00
  Æbler, danske 1 kg ..................... 22,00
  Laks, 4 stk ........................... 129,00
  Pasta (fusilli) x 3 .................... 30,00
  Kaffe, økologisk 400 g ................. 54,95
  ... 31 varer i alt

  I alt                                1.187,40 kr
  Betalt med kort ****2290

Vi ses næste uge!
"""
add(path="mail/2025/11/2025-11-22_hurtigkurv-kvittering.eml",
    frm="Hurtigkurv <kvittering@hurtigkurv.example>", to=FREJA_P,
    subject="Kvittering for ordre 99817",
    date=(2025, 11, 22, 11, 3), msgid="<kv-99817@hurtigkurv.example>",
    body=dict(type="alt", cte="quoted-printable", text=REC_TXT, html_cte="quoted-printable",
              html="<html><body><pre style=\"font-family:monospace\">" +
              REC_TXT.replace("&", "&amp;").replace("<", "&lt;") + "</pre></body></html>\n"))

# ---------------------------------------------------------------- M29 7bit English newsletter (noise)
add(path="mail/2025/06/2025-06-03_landscape-weekly.eml",
    frm="Landscape Weekly <newsletter@landscapeweekly.example>", to=FREJA_W,
    subject="Landscape Weekly #212: coastal edges, salt, and the return of the promenade",
    date=(2025, 6, 3, 6, 30), msgid="<lw212@landscapeweekly.example>",
    extra=[("List-Id", "Landscape Weekly <weekly.landscapeweekly.example>"),
           ("List-Unsubscribe", "<mailto:unsubscribe@landscapeweekly.example>")],
    body=dict(type="plain", cte="7bit", text="""LANDSCAPE WEEKLY #212
==================================

1. Soft edges, hard budgets
   How three Dutch harbour towns are replacing sea walls with stepped
   edges - and what it costs to maintain them. "Steps get slippery; budget
   for a scrubbing machine," says one park manager.

2. Salt and the city
   A nursery in Zeeland tests 40 perennials against salt spray. Winners:
   thrift, sea kale, sea holly. Losers: almost every ornamental grass.

3. The promenade is back
   Why the 19th-century seaside promenade is the most copied typology of
   the decade.

4. Jobs
   Senior landscape architect, Rotterdam. Project lead, coastal, Glasgow.

You are receiving this because you subscribed at landscapeweekly.example.
Unsubscribe: reply with UNSUBSCRIBE.
"""))
