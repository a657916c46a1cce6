from lib import mail, write_mail, quote, d, CEST, CET

AGA = "Agnieszka Wróbel <aga.wrobel@skrzynka.example>"
AGA_ADDR = "aga.wrobel@skrzynka.example"
HARB = "Harbourside Sports Physio <hello@harbourside-physio.example.co.uk>"
CALLUM = "Callum Baird <callum.baird@mailbox.example>"
MAMA = "Halina Wróbel <halina.wrobel@wp-poczta.example>"
TOMEK = "Tomasz Wróbel <tomek.wrobel@gdynia-net.example>"
NORD = "Nordhem Kitchens <care@nordhem-kitchens.example.co.uk>"
EUAN = "Euan Reid <euan@dunbarreid.example.co.uk>"
FIONA = "Fiona Gillespie <fiona@wellbeingrooms.example.co.uk>"
GRAEME = "Graeme Soutar <graeme.soutar@nhs-forthside.example.scot>"
PIXEL = '<img src="https://{host}/o/{tag}/open.gif" width="1" height="1" alt="">'


def e1_nordhem_order():
    html = """<html><body style="font-family:Helvetica,Arial,sans-serif;background:#f2f2ee;margin:0">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#23403a;color:#fff;padding:18px;font-size:20px"><b>NORDHEM</b> kitchens</td></tr>
<tr><td style="padding:18px">
<p>Hi Agnieszka,</p>
<p>Thank you for your order! We're getting everything ready. Here is a summary for your records.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#eef2ef"><th align="left">Order number</th><td>NK-558120</td></tr>
<tr style="background:#eef2ef"><th align="left">Order date</th><td>12 October 2024</td></tr>
<tr><th align="left">Delivery address</th><td>Flat 2F1, 19 Lorne Brae, Edinburgh EH6 5QZ</td></tr>
<tr><th align="left">Planned delivery</th><td>Monday 20 January 2025 (kerbside, 2-person team)</td></tr>
</table>
<br>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#23403a;color:#fff"><th align="left">Item</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>Base unit 600 with 3 deep drawers – Fjord Green matt</td><td align="center">3</td><td align="right">&pound;1,470.00</td></tr>
<tr><td>Base unit 600 sink – Fjord Green matt</td><td align="center">1</td><td align="right">&pound;385.00</td></tr>
<tr><td>Base unit 400 – Fjord Green matt</td><td align="center">2</td><td align="right">&pound;540.00</td></tr>
<tr><td>Wall unit 600x720 – Fjord Green matt</td><td align="center">4</td><td align="right">&pound;1,160.00</td></tr>
<tr><td>Tall unit for integrated fridge-freezer 600x2200</td><td align="center">1</td><td align="right">&pound;845.00</td></tr>
<tr><td>Laminate worktop, oak effect, 3000x620x38</td><td align="center">2</td><td align="right">&pound;690.00</td></tr>
<tr><td>Plinths, end panels, fillers pack</td><td align="center">1</td><td align="right">&pound;410.00</td></tr>
<tr><td>Handles, brushed brass, 160mm</td><td align="center">16</td><td align="right">&pound;240.00</td></tr>
<tr><td>Delivery</td><td align="center">1</td><td align="right">&pound;100.00</td></tr>
<tr><td colspan="2" align="right"><b>Total paid (incl. VAT)</b></td><td align="right"><b>&pound;6,840.00</b></td></tr>
</table>
<p>We'll email you a week before delivery to confirm a time slot. Questions? Reply to this email quoting your order number.</p>
<p>Happy cooking!<br>The Nordhem team</p>
<p style="font-size:11px;color:#888">Nordhem Kitchens Ltd, Unit 4 Thornbury Trade Park, Northampton. This is a service email about your order.</p>
</td></tr></table>
""" + PIXEL.format(host="track.nordhem-kitchens.example.co.uk", tag="nk558120") + "\n</body></html>\n"
    m = mail("Nordhem Kitchens <orders@nordhem-kitchens.example.co.uk>", AGA, d(2024, 10, 12, 10, 22),
             "Your Nordhem order is confirmed 🎉", "<nk558120.confirm@nordhem-kitchens.example.co.uk>",
             html=html, html_cte="quoted-printable")
    write_mail("mail/2024/10/2024-10-12_nordhem-order-confirmation.eml", m)


def e2_golabki():
    body = """Kochana Agusiu,

obiecałam Ci przepis na gołąbki, to piszę, póki pamiętam. Tak jak robiła babcia Stasia, tylko ja daję
mniej ryżu.

GOŁĄBKI (na duży garnek, ok. 16–18 sztuk)

- 1 duża główka kapusty (najlepiej włoska, bo liście miękkie, ale biała też może być)
- 50 dag mięsa mielonego (pół wieprzowe, pół wołowe) – dla Calluma możesz zrobić z kaszą gryczaną
  i soczewicą, wyjdą prawie tak samo dobre
- 1 szklanka ryżu (ugotować na pół miękko)
- 1 duża cebula, zeszklić na maśle
- 1 jajko, sól, pieprz, trochę majeranku
- sos: przecier pomidorowy (ok. 500 ml) + szklanka bulionu + łyżka śmietany na koniec

1. Kapustę sparzyć w dużym garnku – zdejmować liście, jak zmiękną. Zgrubienia na liściach ściąć nożem.
2. Wymieszać mięso, ryż, cebulę, jajko i przyprawy. Porządnie wyrobić ręką.
3. Na każdy liść łyżka farszu, zawinąć boki, zrolować.
4. Dno garnka wyłożyć liśćmi, które się porwały, ułożyć gołąbki ciasno warstwami.
5. Zalać bulionem do połowy, dusić pod przykryciem ok. 1 godzinę na małym ogniu.
6. Dodać przecier, dusić jeszcze 20 minut. Na koniec śmietana (zahartować!).

Najlepsze są na drugi dzień, odgrzewane. Można też zapiec w piekarniku.

U mnie wszystko dobrze, kolano jak zwykle. Pani Basia pozdrawia. Tomek był w niedzielę z dziećmi, Antek
ma już dwa zęby stałe.

Całuję Was mocno, Kubusia najmocniej,
Mama
"""
    m = mail(MAMA, AGA, d(2025, 1, 26, 19, 41, tz=CET), "Przepis na gołąbki",
             "<20250126194100.golabki@wp-poczta.example>", body=body, cte="base64")
    write_mail("mail/2025/01/2025-01-26_przepis-od-mamy.eml", m)


E3_BODY = """Dear Agnieszka,

Order NK-558120 – revised delivery date

We're sorry to let you know that, due to a supply issue with our door manufacturer, your delivery cannot
go ahead as planned. Your new delivery date is:

    Monday 14 April 2025 (time slot to be confirmed a week before)

Regarding the sample door you returned with a chipped corner: we've logged this with our quality team.
The Fjord Green colour is produced in batches and can look slightly cooler under LED lighting.

We appreciate your patience. If you have any questions, simply reply to this email.

Kind regards,
Daniel
Customer Care, Nordhem Kitchens
"""

E4_BODY = """Hello Daniel,

Thank you for letting me know. This is the third change to our delivery date (it was originally
20 January), and together with the chipped sample and the colour not being what we ordered, we've
decided to cancel the order and go with a local joiner instead.

Please cancel order NK-558120 and confirm the full refund of £6,840.00 to the card we paid with.
Nothing has been delivered to us, so there is nothing to collect.

Many thanks,
Agnieszka Wróbel
"""


def e3_e4_e5_nordhem_thread():
    m3 = mail(NORD, AGA, d(2025, 2, 18, 14, 5), "Order NK-558120 – revised delivery date",
              "<nk558120.delay2@nordhem-kitchens.example.co.uk>", body=E3_BODY, cte="quoted-printable")
    write_mail("mail/2025/02/2025-02-18_nordhem-delivery-delay.eml", m3)

    b4 = E4_BODY + "\nOn Tue, 18 Feb 2025 at 14:05, Nordhem Kitchens <care@nordhem-kitchens.example.co.uk> wrote:\n" + quote(E3_BODY) + "\n"
    m4 = mail(AGA, NORD, d(2025, 3, 4, 21, 48), "Re: Order NK-558120 – revised delivery date",
              "<CAAg4Wr0b3l.cancel.0304@skrzynka.example>", body=b4, cte="8bit",
              in_reply_to="<nk558120.delay2@nordhem-kitchens.example.co.uk>")
    write_mail("mail/2025/03/2025-03-04_re-nordhem-cancel.eml", m4)

    b5 = """Dear Agnieszka,

I'm sorry we weren't able to keep you as a customer. I can confirm that order NK-558120 has been
cancelled and a full refund has now been processed:

    Refund reference: RF-22931
    Amount: £6,840.00
    To: the Visa card ending 4471

Please allow 5–7 working days for it to appear on your statement. Apologies also for the slow reply –
our team has been very busy.

Best wishes,
Daniel
Customer Care, Nordhem Kitchens

On 4 Mar 2025, at 21:48, Agnieszka Wróbel <aga.wrobel@skrzynka.example> wrote:
""" + quote(E4_BODY + "\nOn Tue, 18 Feb 2025 at 14:05, Nordhem Kitchens <care@nordhem-kitchens.example.co.uk> wrote:\n" + quote(E3_BODY)) + "\n"
    m5 = mail(NORD, AGA, d(2025, 3, 19, 9, 12), "Re: Re: Order NK-558120 – revised delivery date",
              "<nk558120.refund@nordhem-kitchens.example.co.uk>", body=b5, cte="quoted-printable",
              in_reply_to="<CAAg4Wr0b3l.cancel.0304@skrzynka.example>",
              references="<nk558120.delay2@nordhem-kitchens.example.co.uk> <CAAg4Wr0b3l.cancel.0304@skrzynka.example>")
    write_mail("mail/2025/03/2025-03-19_re-re-nordhem-refund.eml", m5)


def e6_euan_quote():
    plain = """Hi Agnieszka, hi Callum,

Thanks for having me round on Saturday – and thanks to Kuba for the tour of the press. As promised, here's
the quote for the kitchen.

Quote DRJ-2503-14 – Kitchen, 2F1 19 Lorne Brae

  Painted in-frame cabinetry, built to the room (8 base, 4 wall, tall
  housing for integrated fridge-freezer), hand-painted, colour to be
  confirmed ........................................................ £6,350
  Solid walnut worktops, 40 mm, oiled, with undermount sink cut-out .. £1,650
  Removal and disposal of existing units ............................. £250
  Fitting (5 days, 2 joiners) ........................................ £900
  ---------------------------------------------------------------------------
  Total ............................................................ £9,150

I'm not VAT registered, so that's the full price. 30% deposit (£2,745) on acceptance to order the timber,
the rest on completion. Lead time is currently about 6 months, so realistically autumn.

Not included: plumbing, gas, electrics, tiling, flooring. I can recommend people.

You're very welcome to come and see door samples and the joints – the workshop is at Unit 12, Gorgie Works
Yard, Edinburgh EH11. Saturday mornings 9–12 are best, just text first.

Cheers,
Euan

Euan Reid
Dunbar & Reid Joinery
0131 496 0382
"""
    html = """<html><body style="font-family:Georgia,serif;color:#222">
<p>Hi Agnieszka, hi Callum,</p>
<p>Thanks for having me round on Saturday – and thanks to Kuba for the tour of the press. As promised, here's the quote for the kitchen.</p>
<h3>Quote DRJ-2503-14 – Kitchen, 2F1 19 Lorne Brae</h3>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<tr><th align="left">Item</th><th align="right">Price</th></tr>
<tr><td>Painted in-frame cabinetry, built to the room (8 base, 4 wall, tall housing for integrated fridge-freezer), hand-painted, colour to be confirmed</td><td align="right">&pound;6,350</td></tr>
<tr><td>Solid walnut worktops, 40 mm, oiled, with undermount sink cut-out</td><td align="right">&pound;1,650</td></tr>
<tr><td>Removal and disposal of existing units</td><td align="right">&pound;250</td></tr>
<tr><td>Fitting (5 days, 2 joiners)</td><td align="right">&pound;900</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>&pound;9,150</b></td></tr>
</table>
<p>I'm not VAT registered, so that's the full price. 30% deposit (&pound;2,745) on acceptance to order the timber, the rest on completion. Lead time is currently about 6 months, so realistically autumn.</p>
<p>Not included: plumbing, gas, electrics, tiling, flooring. I can recommend people.</p>
<p>You're very welcome to come and see door samples and the joints – the workshop is at <b>Unit 12, Gorgie Works Yard, Edinburgh EH11</b>. Saturday mornings 9–12 are best, just text first.</p>
<p>Cheers,<br>Euan</p>
<p style="color:#666;font-size:12px">Euan Reid<br>Dunbar &amp; Reid Joinery<br>0131 496 0382</p>
</body></html>
"""
    m = mail(EUAN, AGA, d(2025, 3, 12, 19, 30), "Kitchen quote – 19 Lorne Brae",
             "<drj-2503-14.quote@dunbarreid.example.co.uk>", body=plain, cte="quoted-printable",
             html=html, html_cte="quoted-printable", cc=CALLUM)
    write_mail("mail/2025/03/2025-03-12_dunbar-reid-quote.eml", m)


def e7_press_keep():
    euan = """Hi Agnieszka,

Had a proper look behind the press today when I was measuring for the tall housing. Two things you need
to know before we go any further:

1. There's an old gas riser running up the back of it – it comes up from the flat below and goes
   on up the building. To put a fridge there, the pipe would need moving by a Gas Safe engineer.
2. The side wall isn't stone, it's lath and plaster. Taking the press out means a lot of dust and
   making good the wall on the hall side too.

Doable, but I'd guess another £600–900 on top, plus the gas engineer. Have a think and let me know.

Euan
"""
    body = """Hi Euan,

Thanks for checking – glad we found out now and not on fitting day.

We've talked it over and changed our minds: we're KEEPING the press. It'll become a pantry (new shelves,
a light, a vent in the door). So please plan for the tall fridge-freezer housing in the alcove to the right
of the chimney breast instead – it's 96 cm wide, so a 60 cm integrated fridge plus a narrow pull-out
should fit?

Honestly I'm relieved. I didn't want to lose it.

Could you add the pantry shelves (oak?) to the quote as an extra?

Thanks,
Aga

On Thu, 10 Apr 2025 at 17:52, Euan Reid <euan@dunbarreid.example.co.uk> wrote:
""" + quote(euan) + "\n"
    m = mail(AGA, EUAN, d(2025, 4, 16, 20, 3), "Re: The press – what's behind it",
             "<CAAg4Wr0b3l.press.0416@skrzynka.example>", body=body, cte="7bit" if body.isascii() else "8bit",
             cc=CALLUM, in_reply_to="<drj.press.0410@dunbarreid.example.co.uk>")
    write_mail("mail/2025/04/2025-04-16_re-the-press.eml", m)


def e8_acl_course():
    body = """Booking confirmation - Return to Play Education

Dear Agnieszka,

Thank you for booking. Your place is confirmed.

  Course:       ACL Rehabilitation: Return to Sport (1 day)
  Date:         Saturday 24 May 2025
  Times:        registration from 8:30, course 9:00 - 17:00
  Venue:        The Merchant Rooms, 22 Ingram Lane, Glasgow G1
                (5 min walk from Glasgow Queen Street station)
  Tutor:        Dr Sinead Fallon, Consultant Physiotherapist
  Fee paid:     GBP 145.00 (card ending 4471)
  Booking ref:  RTP-ACL-0525-031

Lunch and refreshments are provided - please tell us about dietary requirements. Wear comfortable
clothes: the afternoon is practical (hop testing, strength testing with dynamometers).

A certificate of attendance will be emailed to you after the course.

Kind regards,
Return to Play Education
bookings@returntoplay-edu.example.co.uk
"""
    m = mail("Return to Play Education <bookings@returntoplay-edu.example.co.uk>", AGA,
             d(2025, 5, 6, 11, 17), "Booking confirmed: ACL Rehabilitation - Return to Sport (24 May)",
             "<rtp-acl-0525-031@returntoplay-edu.example.co.uk>", body=body, cte="7bit")
    write_mail("mail/2025/05/2025-05-06_acl-course-booking.eml", m)


def e9_thistle():
    body = """Dear Ms Wróbel,

Thank you for renewing with Thistle Mutual. Your Professional Indemnity and Public Liability cover for
Harbourside Sports Physio continues from 1 July 2025.

Your certificate of insurance is attached to this e-mail. Please keep it somewhere safe – landlords
and clinic managers often ask for a copy.

Your premium will be collected by Direct Debit on or shortly after 1 July.

Yours sincerely,
Renewals Team
Thistle Mutual Insurance
"""
    cert = """THISTLE MUTUAL INSURANCE
CERTIFICATE OF INSURANCE

Policy number:        TMI-PI-2025-44817
Policyholder:         Agnieszka Wrobel t/a Harbourside Sports Physio
Business address:     The Wellbeing Rooms, 3 Customs Wharf Lane, Leith, Edinburgh EH6
Profession:           Physiotherapist (HCPC registered), sports and musculoskeletal practice
Period of insurance:  01/07/2025 to 30/06/2026 (both dates inclusive)

Cover                                   Limit of indemnity
Professional indemnity (any one claim)  GBP 3,000,000
Public liability (any one occurrence)   GBP 5,000,000
Products liability (aggregate)          GBP 5,000,000

Excess:               GBP 250 each and every claim (PI only)
Annual premium:       GBP 212.40 incl. IPT
Exclusions of note:   acupuncture and dry needling (not selected)

This certificate is evidence of cover in force on the date of issue: 20/06/2025.
"""
    m = mail("Thistle Mutual Insurance <renewals@thistlemutual.example.co.uk>", AGA, d(2025, 6, 20, 8, 45),
             "Your renewal documents – Professional Indemnity", "<renewal-250620-7781@thistlemutual.example.co.uk>",
             body=body, cte="quoted-printable", attachments=[("certificate-of-insurance-2025-26.txt", cert)])
    write_mail("mail/2025/06/2025-06-20_thistle-mutual-renewal.eml", m)


def e10_fiona_insurance():
    fiona = """Hi Aga,

Quick one – it's that time of year again. Could you send me your new insurance certificate for
2025/26 for our file? Our own insurer checks that everybody renting a room is covered.

Also, the Wi-Fi in Room 3 should be better now – the engineer moved the booster.

Thanks!
Fiona

Fiona Gillespie
Manager, The Wellbeing Rooms
"""
    body = """Hi Fiona,

Yes, all renewed with Thistle from today. I'll send you the new certificate by Friday – I just need to find
the PDF in my mail, it came a couple of weeks ago and I've buried it under kitchen e-mails.

Thanks for sorting the wifi, Thursday was unbearable.

Also a heads-up: I'm in Poland 2–16 August. Ruairidh Kerr will be covering my clinic days in Room 3 –
I'll introduce you by e-mail.

Aga

On 30 Jun 2025, at 16:20, Fiona Gillespie <fiona@wellbeingrooms.example.co.uk> wrote:
""" + quote(fiona) + "\n"
    m = mail(AGA, FIONA, d(2025, 7, 1, 13, 2), "Re: Insurance certificate 2025/26",
             "<CAAg4Wr0b3l.ins.0701@skrzynka.example>", body=body, cte="quoted-printable",
             in_reply_to="<wr.ins.0630@wellbeingrooms.example.co.uk>")
    write_mail("mail/2025/07/2025-07-01_re-insurance-certificate.eml", m)


def e11_baltair():
    html = """<html><body style="font-family:Arial,sans-serif;margin:0;background:#eef3f8">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b3d6e;color:#fff;padding:16px;font-size:22px">BALTAIR &#9992; Booking confirmation</td></tr>
<tr><td style="padding:16px">
<p>Dzień dobry / Hello Agnieszka,</p>
<p>Your booking is confirmed. Please have your booking reference ready at the airport.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#dce8f3"><th align="left">Booking reference</th><td><b>BQ7K2M</b></td></tr>
<tr><th align="left">Passengers</th><td>Agnieszka WROBEL (adult)<br>Jakub BAIRD-WROBEL (child, 9)</td></tr>
</table>
<h3>Your flights</h3>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#0b3d6e;color:#fff"><th>Flight</th><th>Date</th><th>From</th><th>Departs</th><th>To</th><th>Arrives (local time)</th></tr>
<tr><td>BT 412</td><td>Sat 2 Aug 2025</td><td>Edinburgh (EDI)</td><td>18:40</td><td>Gdańsk (GDN)</td><td>22:05</td></tr>
<tr><td>BT 413</td><td>Sat 16 Aug 2025</td><td>Gdańsk (GDN)</td><td>12:10</td><td>Edinburgh (EDI)</td><td>13:45</td></tr>
</table>
<h3>Extras</h3>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr><td>Checked bag 23 kg x 2 (each way)</td><td align="right">&pound;148.00</td></tr>
<tr><td>Seats 14A + 14B (each way)</td><td align="right">&pound;36.00</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>&pound;486.20</b></td></tr>
</table>
<p style="font-size:12px;color:#555">Check-in opens 30 days and closes 2 hours before departure. Children travelling on a Polish passport must carry a valid passport.</p>
</td></tr></table>
</body></html>
"""
    m = mail("Baltair <noreply@baltair-mail.example.com>", AGA, d(2025, 7, 8, 22, 14),
             "Booking confirmation BQ7K2M – Edinburgh ⇄ Gdańsk", "<bq7k2m.conf@baltair-mail.example.com>",
             html=html, html_cte="base64")
    write_mail("mail/2025/07/2025-07-08_baltair-booking.eml", m)


def e12_mama_lipiec():
    body = """Agusiu,

dostałam Twój mail z datami, bardzo się cieszę! Już liczę dni.

Rozmawiałam z Tomkiem – odbierze Was z lotniska w sobotę, przyjedzie swoją skodą (ta srebrna kombi),
będzie czekał w hali przylotów z kartką "KUBA" – Antek już ją rysuje. Tomek pyta, o której lądujecie,
napisz mu bezpośrednio, bo ja i tak pomylę.

Pościel dla Kuby wyprana, kupiłam mu nowy ręcznik z dinozaurem (czy on jeszcze lubi dinozaury?).
Zrobię pierogi z jagodami na pierwszy dzień, jagody już są na rynku.

Kolano trochę lepiej, robię te ćwiczenia na krześle (prawie codziennie).

Ciśnienie – byłam u dr Zielińskiego, mówi, że trochę wysokie i mam mierzyć dwa razy dziennie przez
miesiąc, potem zobaczy. Nic się nie martw.

Całuję,
Mama
"""
    m = mail(MAMA, AGA, d(2025, 7, 14, 18, 20, tz=CEST), "Re: sierpień!!",
             "<20250714182000.sierpien@wp-poczta.example>", body=body, cte="8bit",
             in_reply_to="<CAAg4Wr0b3l.sierpien.0713@skrzynka.example>")
    write_mail("mail/2025/07/2025-07-14_mama-re-sierpien.eml", m)


def e14_graeme_rota():
    body = """Hi Agnieszka,

As discussed at the team meeting, the MSK outpatient rota is changing from Monday 6 October.

Your fixed days from 6 October will be:

  Tuesday    - Royal Forthside, MSK Physiotherapy Outpatients (as now)
  Wednesday  - Royal Forthside, MSK Physiotherapy Outpatients (as now)
  Thursday   - Granton MSK Hub, Granton Health Centre, 2nd floor (new community clinic)

So no more Mondays for you - I know that affects your private clinic days, sorry for the short-ish notice.
Your last Monday at Forthside will be 29 September.

The Granton hub runs 8:30-16:30 with a shorter lunch. Parking is free there, which is a first for the NHS.
Laptops will be set up by IT the week before.

Any problems with this, let me know by the end of the month.

Thanks,
Graeme

Graeme Soutar
Physiotherapy Team Lead, MSK Outpatients
Royal Forthside Hospital
"""
    m = mail(GRAEME, "Agnieszka Wrobel <agnieszka.wrobel@nhs-forthside.example.scot>", d(2025, 8, 19, 15, 40),
             "MSK OPD rota from 6 October - your days", "<rota-2025-10.aw@nhs-forthside.example.scot>",
             body=body, cte="7bit")
    write_mail("mail/2025/08/2025-08-19_msk-rota-from-october.eml", m)


def e15_fiona_days():
    body = """Hi Aga,

Got your message about the hospital rota – no problem, we can move you to Mondays and Fridays from
Monday 6 October. Your last Thursday will be 2 October.

One change: Room 3 isn't free on Mondays (Dr Okafor the osteopath has it all day), so I've put you in
Room 5 on both days to keep things simple – same size, better window, the treatment couch is the new
electric one. Day rate for Room 5 is £90 (Room 3 was £85), invoiced monthly as usual.

Your patients' Physiodesk reminders will still say "The Wellbeing Rooms", so no need to change anything
there – I'll put a sign on the door for the first couple of weeks.

Oh and still waiting for that insurance certificate!! :)

Fiona

Fiona Gillespie
Manager, The Wellbeing Rooms
3 Customs Wharf Lane, Leith
"""
    m = mail(FIONA, AGA, d(2025, 8, 27, 10, 15), "Mondays & Fridays from October",
             "<wr.days.0827@wellbeingrooms.example.co.uk>", body=body, cte="quoted-printable")
    write_mail("mail/2025/08/2025-08-27_wellbeing-rooms-new-days.eml", m)


def e16_mama_cisnienie():
    body = """Agusiu kochana,

piszę, bo przez telefon zawsze zapominam. Byłam wczoraj znowu u dr Zielińskiego z zeszytem pomiarów
(mierzyłam dwa razy dziennie, jak kazałaś!). Ciśnienie dalej wysokie, średnio 160/95.

Zwiększył mi amlodypinę – od wczoraj, czyli od 8 września, biorę 10 mg zamiast 5 mg, dalej rano.
Bisoprolol bez zmian. Mówi, że za miesiąc zobaczymy, a do kardiologa i tak trzeba iść na kontrolę.
Tomek obiecał, że umówi mi wizytę u dr Sobczak i mnie zawiezie.

Kostki trochę mi puchną wieczorem, ale dr Zieliński mówi, że to może być od tego leku i żeby obserwować.

Nie martw się, czuję się dobrze. Pani Basia pilnuje, żebym brała tabletki – ma lepszą pamięć ode mnie.

Jak kuchnia? Przyślij zdjęcia!

Mama
"""
    m = mail(MAMA, AGA, d(2025, 9, 9, 20, 5, tz=CEST), "ciśnienie – nowa dawka",
             "<20250909200500.cisnienie@wp-poczta.example>", body=body, cte="quoted-printable")
    write_mail("mail/2025/09/2025-09-09_mama-cisnienie.eml", m)


def e17_fitting_dates():
    euan = """Hi Aga,

Dates for you, all being well:

  - Worktop templating: Tuesday 14 October, morning (Craig will come with the laser)
  - Fitting: we start Monday 3 November, 8am, should be finished by Friday 7 November
    as long as plumbing and electrics are done on time

We'll need the gas and water capped off before we arrive on the Monday, and the old units emptied.
I'll bring the stair protection. Is the key safe still the same code?

Euan
"""
    body = """Hi Euan,

Perfect, that works for us. I've put the dates in the calendar.

New key safe code is 5530 – we changed it after the roof scaffolders had the old one (half of Leith knew it).
Ali from AR Plumbing will cap the gas and water before you arrive, I'm booking him this week.
Kenny will do the first fix for the electrics in October.

Cupboards will be empty, I promise. Kuba has offered to "help" on the Monday. I've said no.

Aga

On Thu, 11 Sep 2025 at 18:26, Euan Reid <euan@dunbarreid.example.co.uk> wrote:
""" + quote(euan) + "\n"
    m = mail(AGA, EUAN, d(2025, 9, 12, 7, 55), "Re: Dates for your kitchen",
             "<CAAg4Wr0b3l.dates.0912@skrzynka.example>", body=body, cte="quoted-printable",
             in_reply_to="<drj.dates.0911@dunbarreid.example.co.uk>")
    write_mail("mail/2025/09/2025-09-12_re-kitchen-dates.eml", m)


def e18_ar_plumbing():
    body = """Hi Agnieszka,

Thanks for your call. Booking confirmed as below.

AR PLUMBING & GAS - JOB CONFIRMATION
Customer:   Agnieszka Wrobel, Flat 2F1, 19 Lorne Brae, Edinburgh EH6 5QZ

Visit 1:    Friday 31 October 2025, 8:00am
            Cap off gas supply to the hob, isolate and cap kitchen hot and cold feeds,
            disconnect washing machine. Gas tightness test and label.
Visit 2:    Friday 7 November 2025 (afternoon, after the worktops are in)
            Reconnect new gas hob, sink and washing machine, test.

Engineer:   Ali Rashid
Gas Safe registration number: 603917 (you can check it on the Gas Safe Register,
            my ID card shows the same number)

Price:      GBP 240 labour for both visits + parts at cost (flexi hoses, isolation valves)
Payment:    on completion of visit 2, bank transfer

Please make sure the gas meter cupboard and the stopcock under the sink are clear.

Thanks,
Ali Rashid
AR Plumbing & Gas
07700 900615
"""
    m = mail("Ali Rashid <bookings@arplumbinggas.example.co.uk>", AGA, d(2025, 9, 24, 17, 31),
             "Booking confirmed - kitchen gas and water, Lorne Brae", "<arpg-2509-77@arplumbinggas.example.co.uk>",
             body=body, cte="base64")
    write_mail("mail/2025/09/2025-09-24_ar-plumbing-booking.eml", m)


def e19_leith_flooring():
    plain = """Dear Agnieszka,

Thank you for visiting the showroom. Please find your quotation below.

Quote LFC-1187 – Kitchen floor, 2F1 19 Lorne Brae

  Natural linoleum sheet, 2.5 mm, colour as per the sample you chose in the showroom
  Area: 11.2 m² (incl. waste), cut around the new cabinets and plinths
  Prep: 6 mm plywood over existing boards, screwed at 150 mm centres
  Acoustic underlay as per your title conditions
  Welded seams, sealed perimeter, aluminium door threshold

  Materials ........................................ £612
  Ply + underlay ................................... £188
  Labour (1.5 days) ................................ £264
  Total ............................................ £1,064

Fitting date: Monday 10 November 2025, start 8:30am, fitter Gavin Moir.
Please keep off the floor for 24 hours after fitting, and no heavy furniture for 72 hours.

Kind regards,
Leith Flooring Co
"""
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Dear Agnieszka,</p>
<p>Thank you for visiting the showroom. Please find your quotation below.</p>
<h3>Quote LFC-1187 – Kitchen floor, 2F1 19 Lorne Brae</h3>
<ul>
<li>Natural linoleum sheet, 2.5 mm, colour as per the sample you chose in the showroom</li>
<li>Area: 11.2 m&sup2; (incl. waste), cut around the new cabinets and plinths</li>
<li>Prep: 6 mm plywood over existing boards, screwed at 150 mm centres</li>
<li>Acoustic underlay as per your title conditions</li>
<li>Welded seams, sealed perimeter, aluminium door threshold</li>
</ul>
<table cellpadding="5" border="1" style="border-collapse:collapse">
<tr><td>Materials</td><td align="right">&pound;612</td></tr>
<tr><td>Ply + underlay</td><td align="right">&pound;188</td></tr>
<tr><td>Labour (1.5 days)</td><td align="right">&pound;264</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>&pound;1,064</b></td></tr>
</table>
<p><b>Fitting date: Monday 10 November 2025, start 8:30am, fitter Gavin Moir.</b><br>
Please keep off the floor for 24 hours after fitting, and no heavy furniture for 72 hours.</p>
<p>Kind regards,<br>Leith Flooring Co</p>
</body></html>
"""
    m = mail("Leith Flooring Co <quotes@leithflooring.example.co.uk>", AGA, d(2025, 10, 2, 16, 48),
             "Your quotation LFC-1187", "<lfc-1187@leithflooring.example.co.uk>",
             body=plain, cte="quoted-printable", html=html, html_cte="quoted-printable")
    write_mail("mail/2025/10/2025-10-02_leith-flooring-quote.eml", m)


def e20_fwd_kardiolog():
    body = """Aga,

przesyłam potwierdzenie wizyty mamy u kardiologa. Ja ją zawiozę, wezmę wolne. Mama ma wziąć zeszyt
z ciśnieniem – przypomnij jej w niedzielę, mnie nie słucha :)

T.

---------- Forwarded message ---------
Od: Rejestracja Serce Oliwy <rejestracja@serceoliwy.example.pl>
Data: czw., 2 paź 2025 o 11:04
Temat: Potwierdzenie wizyty – Halina Wróbel
Do: <tomek.wrobel@gdynia-net.example>

Szanowni Państwo,

potwierdzamy rezerwację wizyty:

  Pacjent:   Halina Wróbel
  Lekarz:    dr n. med. Ewa Sobczak, kardiolog
  Termin:    wtorek, 18 listopada 2025, godz. 9:40
  Miejsce:   Przychodnia Kardiologiczna "Serce Oliwy"
             ul. Bursztynowa 8, Gdańsk-Oliwa
             II piętro, gabinet 14 (winda od strony parkingu)

Prosimy o przybycie 15 minut wcześniej, zabranie dowodu osobistego, aktualnej listy leków,
dzienniczka pomiarów ciśnienia oraz wyników ostatnich badań (EKG, lipidogram).

W razie rezygnacji prosimy o kontakt najpóźniej 24 godziny przed wizytą.

Z poważaniem,
Rejestracja
Przychodnia Kardiologiczna "Serce Oliwy"
"""
    m = mail(TOMEK, AGA, d(2025, 10, 3, 8, 12, tz=CEST), "Fwd: Potwierdzenie wizyty – Halina Wróbel",
             "<20251003081200.fwd@gdynia-net.example>", body=body, cte="base64")
    write_mail("mail/2025/10/2025-10-03_fwd-potwierdzenie-wizyty.eml", m)


def e21_fee_update():
    plain = """Hello from Harbourside Sports Physio,

A short update before the winter season.

NEW FEES FROM 1 NOVEMBER 2025
  Initial assessment (60 min) ........ £65 (was £60)
  Follow-up (45 min) ................. £50 (was £48)
  Sports massage (45 min) ............ £50 (no change)
  Running gait analysis (60 min) ..... £75 (no change)

Any appointments already booked before 1 November keep the old price, even if they're later in the year.

NEW CLINIC DAYS
Since October the clinic runs on Mondays and Fridays (no more Thursdays), same place – The Wellbeing
Rooms on Customs Wharf Lane. Follow the signs on the day.

CHRISTMAS
Last clinic before Christmas: Friday 19 December. Back on Monday 5 January.

Thank you for trusting me with your knees, ankles, shoulders and marathons this year.

Agnieszka
Harbourside Sports Physio
You're receiving this because you're a current or recent patient. Reply "unsubscribe" to stop these updates.
"""
    html = """<html><body style="font-family:Arial,sans-serif;color:#1d2b36">
<h2 style="color:#13606b">Harbourside Sports Physio – winter update</h2>
<p>A short update before the winter season.</p>
<h3>New fees from 1 November 2025</h3>
<table cellpadding="6" border="1" style="border-collapse:collapse">
<tr style="background:#e3f1f2"><th align="left">Appointment</th><th>New fee</th><th>Previous</th></tr>
<tr><td>Initial assessment (60 min)</td><td><b>&pound;65</b></td><td>&pound;60</td></tr>
<tr><td>Follow-up (45 min)</td><td><b>&pound;50</b></td><td>&pound;48</td></tr>
<tr><td>Sports massage (45 min)</td><td>&pound;50</td><td>no change</td></tr>
<tr><td>Running gait analysis (60 min)</td><td>&pound;75</td><td>no change</td></tr>
</table>
<p>Any appointments already booked before 1 November keep the old price, even if they're later in the year.</p>
<h3>New clinic days</h3>
<p>Since October the clinic runs on <b>Mondays and Fridays</b> (no more Thursdays), same place – The Wellbeing Rooms on Customs Wharf Lane. Follow the signs on the day.</p>
<h3>Christmas</h3>
<p>Last clinic before Christmas: Friday 19 December. Back on Monday 5 January.</p>
<p>Thank you for trusting me with your knees, ankles, shoulders and marathons this year.</p>
<p>Agnieszka<br>Harbourside Sports Physio</p>
<p style="font-size:11px;color:#777">You're receiving this because you're a current or recent patient. Reply "unsubscribe" to stop these updates.</p>
</body></html>
"""
    m = mail(HARB, "undisclosed-recipients:;", d(2025, 10, 15, 19, 0), "Harbourside Sports Physio – new fees and clinic days",
             "<harbourside.update.2025-10@harbourside-physio.example.co.uk>", body=plain, cte="quoted-printable",
             html=html, html_cte="quoted-printable")
    write_mail("mail/2025/10/2025-10-15_harbourside-winter-update.eml", m)


def e22_parents_evening():
    body = """Dear Parent/Carer,

Parent-teacher meetings - Primary 5

Thank you for booking through the online system. Your appointment is:

  Pupil:    Kuba Baird-Wrobel (P5b)
  Teacher:  Mrs E. Duncan
  Date:     Tuesday 25 November 2025
  Time:     16:50 - 17:00
  Room:     P5 classroom (P5b), ground floor, enter by the playground door

Pupils' jotters will be available to look at in the classroom from 15:30. Please note appointments are
10 minutes and run to time. If you need longer, Mrs Duncan will arrange a separate meeting.

Kind regards,
School Office
Bonnyhaugh Primary School
"""
    m = mail("Bonnyhaugh Primary School <office@bonnyhaugh-ps.example.sch.uk>", AGA, d(2025, 11, 3, 14, 2),
             "Parent-teacher meeting confirmation - P5", "<pte-2025-p5-0117@bonnyhaugh-ps.example.sch.uk>",
             body=body, cte="7bit", cc=CALLUM)
    write_mail("mail/2025/11/2025-11-03_parents-evening-p5.eml", m)


def e23_mama_swieta():
    aga = """Mamo,

zdecydowaliśmy – przylatujesz do nas na święta! Callum nie dostanie wolnego na wyjazd, a Ty nie musisz
wtedy wchodzić z walizkami na trzecie piętro. Przylot w sobotę 20 grudnia, wylot 3 stycznia.
Będziesz na Wigilii w nowej kuchni :)

Kupię Ci bilet w ten weekend – bezpośredni Gdańsk–Edynburg, najlepiej po południu, żebyś nie musiała
wstawać w nocy. Tomek zawiezie Cię na lotnisko.

Aga
"""
    body = """Agusiu,

no dobrze, niech będzie! Przekonaliście mnie. Tomek mówi, że to rozsądne, a Kasia i tak chce jechać
do swoich rodziców do Olsztyna.

20 grudnia do 3 stycznia – zapisałam w kalendarzu dużymi literami. Przywiozę makowiec i pierniki,
i suszone grzyby z targu (do uszek). I śledzie – nie mów nic.

Tylko bilet kup taki, żebym nie musiała się przesiadać, bo ja sama na lotnisku w Londynie zginę.

Całuję mocno,
Mama

W dniu sob., 8 lis 2025 o 21:10 Agnieszka Wróbel <aga.wrobel@skrzynka.example> napisała:
""" + quote(aga) + "\n"
    m = mail(MAMA, AGA, d(2025, 11, 9, 11, 30, tz=CET), "Re: Święta 2025 – decyzja",
             "<20251109113000.swieta@wp-poczta.example>", body=body, cte="8bit",
             in_reply_to="<CAAg4Wr0b3l.swieta.1108@skrzynka.example>")
    write_mail("mail/2025/11/2025-11-09_mama-re-swieta.eml", m)


def e24_factor_fwd():
    body = """FYI – roof notice from the factor. I think we just vote yes, the leak over the top landing is only
going to get worse. Can you reply to them, you've got the portal login?

C.

---------- Forwarded message ---------
From: Lorne Property Factors <repairs@lornefactors.example.co.uk>
Date: Mon, 28 Apr 2025 at 09:14
Subject: Common repairs – 19 Lorne Brae – stair roof and gutters
To: Owners, 19 Lorne Brae <owners-19lornebrae@lornefactors.example.co.uk>

Dear Owners,

Following the roofer's inspection on 14 April (report available on the portal), the following common
repairs are recommended to the roof over the main stair at 19 Lorne Brae:

  - replace approx. 40 slipped/broken slates on the rear pitch
  - renew lead flashing at the chimney head (rear)
  - clear and re-seal the cast-iron gutters and the downpipe to the back green
  - scaffold to the rear elevation (approx. 3 weeks)

Total estimated cost, including scaffold and VAT: £9,027.20
Shared equally between the 8 flats in the stair: £1,128.40 per owner.

Under the Tenement Management Scheme a majority of owners must agree. Please vote via the portal or
reply to this email by Friday 9 May 2025. If the majority agrees, scaffolding is planned from Monday
12 May and a float of 50% will be added to your next invoice.

Access: the roofers will need access to the loft hatch on the second-floor landing.

Kind regards,
Repairs Team
Lorne Property Factors
"""
    m = mail(CALLUM, AGA, d(2025, 4, 29, 8, 2), "Fwd: Common repairs – 19 Lorne Brae – stair roof and gutters",
             "<cb.fwd.roof.0429@mailbox.example>", body=body, cte="quoted-printable")
    write_mail("mail/2025/04/2025-04-29_fwd-common-repairs-roof.eml", m)


def e25_tile_promo():
    html = """<html><body style="margin:0;background:#f6f1ea">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial">
<tr><td style="background:#2f5d50;color:#fff;padding:16px;font-size:22px"><b>Tile &amp; Tap Warehouse</b> – SUMMER SALE</td></tr>
<tr><td style="padding:16px">
<p>Up to 30% off splashback and wall tiles this week only!</p>
<table width="100%" cellpadding="8" border="0">
<tr><td>Zellige-look gloss tile, forest green, 65x130mm (per m&sup2;)</td><td align="right"><s>&pound;54.99</s> <b>&pound;38.49</b></td></tr>
<tr><td>Metro white bevel 100x200 (per m&sup2;)</td><td align="right"><b>&pound;16.99</b></td></tr>
<tr><td>Terrazzo porcelain 600x600 (per m&sup2;)</td><td align="right"><s>&pound;42.00</s> <b>&pound;31.50</b></td></tr>
<tr><td>Brushed brass tile trim 2.5m</td><td align="right"><b>&pound;12.99</b></td></tr>
<tr><td>Flexible grout, 5kg, 12 colours</td><td align="right"><b>&pound;9.49</b></td></tr>
</table>
<p style="font-size:11px;color:#777">Offer ends 15/06/2025. Delivery from &pound;9.95, free over &pound;300. <a href="https://tileandtap.example/unsub">Unsubscribe</a></p>
</td></tr></table>
""" + PIXEL.format(host="click.tileandtap-mail.example.co.uk", tag="summer25") + "\n</body></html>\n"
    m = mail("Tile & Tap Warehouse <offers@tileandtap-mail.example.co.uk>", AGA_ADDR, d(2025, 6, 5, 6, 30),
             "☀ Summer Sale – up to 30% off splashback tiles", "<tt-summer25-55120@tileandtap-mail.example.co.uk>",
             html=html, html_cte="quoted-printable",
             headers={"List-Unsubscribe": "<mailto:unsub@tileandtap-mail.example.co.uk>", "Precedence": "bulk"})
    write_mail("mail/2025/06/2025-06-05_tile-and-tap-summer-sale.eml", m)


def e27_deli_promo():
    html = """<html><body style="font-family:Arial,sans-serif;background:#fff8ee">
<table width="600" align="center" cellpadding="12" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#b5121b;color:#fff;font-size:22px"><b>Delikatesy Bursztyn</b> – Edynburg</td></tr>
<tr><td>
<p>Drodzy Klienci,</p>
<p>zapraszamy na <b>Tydzień Pierogów</b> (27.10–2.11)! Wszystkie pierogi mrożone –20%.</p>
<table width="100%" cellpadding="6" border="1" style="border-collapse:collapse">
<tr><th align="left">Produkt</th><th align="right">Cena</th></tr>
<tr><td>Pierogi ruskie 1 kg</td><td align="right">&pound;6.49</td></tr>
<tr><td>Pierogi z kapustą i grzybami 1 kg</td><td align="right">&pound;6.99</td></tr>
<tr><td>Uszka z grzybami 500 g</td><td align="right">&pound;4.99</td></tr>
<tr><td>Barszcz czerwony koncentrat</td><td align="right">&pound;2.79</td></tr>
<tr><td>Opłatek wigilijny (3 szt.)</td><td align="right">&pound;1.99</td></tr>
</table>
<p><b>Zamówienia świąteczne</b> (makowiec, sernik, karp, śledzie) przyjmujemy do 15 grudnia – w sklepie lub telefonicznie 0131 496 0744.</p>
<p>Sklep: 212 Easter Road, Edinburgh. Pon–Sob 9–20, Niedz 10–17.</p>
<p style="font-size:11px;color:#888">Otrzymujesz tę wiadomość, bo zapisałeś się do newslettera. Wypisz się: odpowiedz "STOP".</p>
</td></tr></table>
</body></html>
"""
    m = mail("Delikatesy Bursztyn <sklep@bursztyn-deli.example.co.uk>", AGA_ADDR, d(2025, 10, 20, 9, 0),
             "Tydzień Pierogów –20% 🥟 + zamówienia świąteczne", "<bursztyn-nl-2025-43@bursztyn-deli.example.co.uk>",
             html=html, html_cte="base64", headers={"Precedence": "bulk"})
    write_mail("mail/2025/10/2025-10-20_delikatesy-bursztyn-newsletter.eml", m)


def build():
    e1_nordhem_order(); e2_golabki(); e3_e4_e5_nordhem_thread(); e6_euan_quote(); e7_press_keep()
    e8_acl_course(); e9_thistle(); e10_fiona_insurance(); e11_baltair(); e12_mama_lipiec()
    e14_graeme_rota(); e15_fiona_days(); e16_mama_cisnienie(); e17_fitting_dates(); e18_ar_plumbing()
    e19_leith_flooring(); e20_fwd_kardiolog(); e21_fee_update(); e22_parents_evening(); e23_mama_swieta()
    e24_factor_fwd(); e25_tile_promo(); e27_deli_promo()
