# -*- coding: utf-8 -*-
"""E-mail messages (.eml) for the dimitra vault. Standard library only, deterministic."""
import hashlib
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

BST = timezone(timedelta(hours=1))
GMT = timezone(timedelta(hours=0))

ME = "Dimitra Georgiou <dimitra.georgiou@northmail.example>"
ME_WORK = "Dimitra Georgiou <dimitra@greenlanesdental.example>"
LOUKIA = "Loukia Michaelides <events@miragesuite.example>"
PANIKOS = "Panikos Hadjipetrou <panikos@kouzinacatering.example>"
OLU = "Olu Adeyemi <olu.adeyemi.tutor@quickmail.example>"
JADE = "Jade Whitfield - SunHive Renewables <jade.whitfield@sunhive.example>"
FARAH = "Dr Farah Siddiqui <farah.siddiqui@greenlanesdental.example>"
GRANTS = "Greener Boroughs Partnership <grants@greenerboroughs.example>"
MARIOS = "Marios Antoniou - Kefi Nights <bookings@kefinights.example>"
COSTAS = "Costas Kyriacou <costas.kyriacou@fastpost.example>"
STELIOS = "Stelios Georgiou <stelios.g@northmail.example>"


def _base(frm, to, subject, date, mid, cc=None, irt=None, refs=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = "<%s>" % mid
    if irt:
        m["In-Reply-To"] = "<%s>" % irt
        m["References"] = " ".join("<%s>" % r for r in (refs or [irt]))
    return m


def _html(body):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head>\n"
            "<body style=\"font-family:Arial,sans-serif;font-size:14px\">\n" + body + "\n</body></html>\n")


def _finish(m, path):
    i = 0
    for part in m.walk():
        if part.is_multipart():
            h = hashlib.sha1(("%s#%d" % (path, i)).encode()).hexdigest()[:28]
            part.set_boundary("----=_Part_dg_" + h)
            i += 1
    return m.as_bytes(policy=policy.default)


def build_mails():
    out = {}

    # ---------------------------------------------------------------- 1 Mirage enquiry reply (HTML only, QP)
    p = "mail/2024/07/2024-07-29_mirage-enquiry-reply.eml"
    m = _base(LOUKIA, ME, "Your enquiry - anniversary celebration, July 2025",
              datetime(2024, 7, 29, 16, 42, tzinfo=BST), "20240729164201.7731@miragesuite.example")
    m.set_content(_html("""<p>Dear Dimitra,</p>
<p>Thank you so much for visiting the Mirage on Saturday with your brother and your lovely mother &ndash;
it was a pleasure to show you around, and congratulations to your parents on their golden anniversary!</p>
<p>As promised, here are our Saturday room options for July 2025:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Room</th><th>Floor</th><th>Seated capacity</th><th>Saturday hire (July 2025)</th><th>Availability</th></tr>
<tr><td>Athena Room</td><td>First floor (lift)</td><td>140</td><td>&pound;1,800</td><td>12 July, 26 July</td></tr>
<tr><td>Pavilion Room</td><td>Ground floor, garden doors</td><td>160</td><td>&pound;2,100</td><td>held for other clients most Saturdays &ndash; please ask</td></tr>
<tr><td>Cyprus Lounge</td><td>Ground floor</td><td>60</td><td>&pound;750</td><td>most dates</td></tr>
</table>
<p>Room hire includes tables, chairs, white linen, a dance floor and our bar team (bar licence until midnight
in the Athena Room). You are welcome to bring your own caterer; a kitchen use fee of &pound;150 applies.</p>
<p>To secure a date we take a deposit of &pound;500, with the balance due eight weeks before the event.</p>
<p>Warm regards,<br>Loukia Michaelides<br>Events Manager, Mirage Banqueting Suite<br>
214 Bowes Road, London N11 9QZ &middot; 020 7946 0815</p>"""), subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 2 CQC notice (7bit)
    p = "mail/2024/08/2024-08-05_cqc-inspection-date.eml"
    m = _base(FARAH, "Green Lanes team <team@greenlanesdental.example>", "CQC inspection - date confirmed",
              datetime(2024, 8, 5, 8, 3, tzinfo=BST), "cqc-notice-0805@greenlanesdental.example")
    m.set_content("""Morning all,

We've had the notice this morning: our CQC inspection will be on Tuesday 8 October 2024, full day,
two inspectors (one is a dental specialist adviser).

No panic. We are a good practice and we do things properly. But we do need our paperwork to show it.
Dimitra is coordinating the prep - she'll put a checklist in the staff room this week. Please give
her whatever she asks for, quickly and with a smile.

Main things:
- decon logs (autoclave, washer-disinfector) complete and signed
- fridge temperature log - including an explanation for the August gap
- training records / CPD certificates in date for everyone
- complaints log and patient feedback

Thanks,
Farah

--
Dr Farah Siddiqui BDS
Principal Dentist, Green Lanes Dental Practice
388 Green Lanes, London N13
""", cte="7bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 3 residents' newsletter (alternative, QP)
    p = "mail/2024/08/2024-08-22_residents-newsletter.eml"
    m = _base("Palmers Green Residents' Association <news@pgresidents.example>", ME,
              "PGRA news: summer fair, Green Lanes roadworks, home energy evening",
              datetime(2024, 8, 22, 19, 0, tzinfo=BST), "pgra-news-aug24@pgresidents.example")
    m["List-Unsubscribe"] = "<mailto:unsubscribe@pgresidents.example>"
    txt = """PALMERS GREEN RESIDENTS' ASSOCIATION - AUGUST NEWS

SUMMER FAIR - Sunday 1 September, Broomfield Park, 12-5pm. Cake stall, dog show, brass band.
Volunteers needed for the tombola - reply to this email.

GREEN LANES ROADWORKS - Gas main replacement between Aldermans Hill and Fox Lane from 9 September,
about six weeks. Temporary lights; the 329 will be diverted at weekends.

HOME ENERGY EVENING - Thursday 12 September, 7pm, St John's church hall. Speakers on loft insulation,
heat pumps and solar panels, and an adviser from the Greener Boroughs Partnership on grants for
homeowners. Free, tea and biscuits.

LIBRARY - Palmers Green Library now has bookable group study rooms upstairs (ideal for exam season).

You are receiving this because you joined the PGRA mailing list.
"""
    m.set_content(txt, cte="quoted-printable")
    m.add_alternative(_html("""<h2>Palmers Green Residents' Association &ndash; August news</h2>
<h3>Summer fair</h3><p>Sunday 1 September, Broomfield Park, 12&ndash;5pm. Cake stall, dog show, brass band.
Volunteers needed for the tombola &ndash; reply to this email.</p>
<h3>Green Lanes roadworks</h3><p>Gas main replacement between Aldermans Hill and Fox Lane from 9 September,
about six weeks. Temporary lights; the 329 will be diverted at weekends.</p>
<h3>Home energy evening</h3><p>Thursday 12 September, 7pm, St John's church hall. Speakers on loft insulation,
heat pumps and solar panels, and an adviser from the Greener Boroughs Partnership on grants for homeowners.</p>
<h3>Library</h3><p>Palmers Green Library now has bookable group study rooms upstairs.</p>
<p style="font-size:11px;color:#777">You are receiving this because you joined the PGRA mailing list.</p>"""),
                    subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 4 Mirage booking confirmation (alternative, base64)
    p = "mail/2024/09/2024-09-20_mirage-booking-confirmation.eml"
    m = _base(LOUKIA, ME, "Booking confirmation - Kyriacou golden anniversary",
              datetime(2024, 9, 20, 15, 11, tzinfo=BST), "20240920151130.4410@miragesuite.example")
    txt = """Dear Dimitra,

Thank you for your deposit - your booking is now confirmed.

Booking reference:  MRG-24-3317
Event:              50th wedding anniversary (Mr & Mrs Kyriacou)
Date:               Saturday 12 July 2025
Room:               Athena Room (first floor)
Times:              7:00pm - midnight
Estimated guests:   100
Deposit received:   £500 (card, 20/09/2024)
Balance:            due 8 weeks before the event

Please quote your booking reference in all correspondence. Our terms and conditions are on our website;
the deposit is non-refundable but transferable to another date subject to availability.

Warm regards,
Loukia Michaelides
Events Manager, Mirage Banqueting Suite
"""
    m.set_content(txt, cte="base64")
    m.add_alternative(_html("""<p>Dear Dimitra,</p><p>Thank you for your deposit &ndash; your booking is now confirmed.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td><b>Booking reference</b></td><td>MRG-24-3317</td></tr>
<tr><td><b>Event</b></td><td>50th wedding anniversary (Mr &amp; Mrs Kyriacou)</td></tr>
<tr><td><b>Date</b></td><td>Saturday 12 July 2025</td></tr>
<tr><td><b>Room</b></td><td>Athena Room (first floor)</td></tr>
<tr><td><b>Times</b></td><td>7:00pm &ndash; midnight</td></tr>
<tr><td><b>Estimated guests</b></td><td>100</td></tr>
<tr><td><b>Deposit received</b></td><td>&pound;500 (card, 20/09/2024)</td></tr>
<tr><td><b>Balance</b></td><td>due 8 weeks before the event</td></tr>
</table>
<p>Please quote your booking reference in all correspondence.</p>
<p>Warm regards,<br>Loukia Michaelides<br>Events Manager, Mirage Banqueting Suite</p>"""),
                    subtype="html", cte="base64")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 5 Kouzina quote (mixed, base64 attachment)
    p = "mail/2024/09/2024-09-27_kouzina-quote.eml"
    m = _base(PANIKOS, ME, "Menu options for your parents' 50th",
              datetime(2024, 9, 27, 11, 25, tzinfo=BST), "kouzina-q-0927@kouzinacatering.example")
    m.set_content("""Dear Dimitra,

Lovely to speak to you on the phone. As promised I attach our menu options and prices for your
parents' anniversary at the Mirage. Two options - the buffet, or the sit-down meze served to the
tables in waves (the traditional way, more work for us but your guests don't have to queue).

Prices include my serving staff, crockery, cutlery and clearing. The Mirage kitchen fee is paid by
the client directly to the venue.

We can do a tasting for the family in the spring - just let me know a Saturday.

Best wishes,
Panikos Hadjipetrou
Kouzina Catering
Unit 4, Pymmes Brook Trading Estate, London N13
""", cte="7bit")
    att = """KOUZINA CATERING - MENU OPTIONS
Kyriacou Golden Anniversary - Mirage Banqueting Suite - July 2025
Prepared for: Dimitra Georgiou, 27 September 2024

OPTION A - BUFFET
  Cold: village salad, tahini, tzatziki, taramosalata, olives, bread
  Hot: koupepia, sheftalia, chicken souvla, halloumi (grilled), kleftiko, roast potatoes, rice
  Vegetarian: gemista (stuffed peppers and tomatoes), spanakopita
  Dessert: fruit platters, loukoumades station
  Price: £31.00 per head

OPTION B - SIT-DOWN MEZE (served to the tables)
  As above, served to each table in four waves by our staff, plus
  lountza and halloumi to start, and Greek coffee with the loukoumades
  Vegetarian guests get their own platters
  Price: £38.50 per head

Both options:
  - minimum 80 guests
  - children under 12: half price
  - includes staff, crockery, cutlery, linen napkins, clearing
  - 25% deposit to book, balance 7 days before the event
  - final numbers and dietary requirements 14 days before

Thank you for considering Kouzina!
"""
    m.add_attachment(att, subtype="plain", filename="Kouzina_menu_options_Kyriacou_50th.txt", cte="base64")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 6 Olu reply (7bit, quoting)
    p = "mail/2024/10/2024-10-03_olu-re-maths-tutoring.eml"
    m = _base(OLU, ME, "Re: Maths tutoring for Nikos (Year 11)",
              datetime(2024, 10, 3, 21, 7, tzinfo=BST), "CAOlu8812@quickmail.example",
              irt="dg-tutor-1002@northmail.example")
    m.set_content("""Hi Dimitra,

Thanks for getting in touch, and for the details about Nikos.

Tuesdays 5:30-6:30pm at yours works well for me - I'm in Palmers Green on Tuesdays anyway.
My rate is 40 pounds per hour (£40), paid monthly by bank transfer; I'll send a short invoice at the
end of each month. If a week doesn't work just let me know 24 hours before.

Shall we start Tuesday 15 October? The first session I'll mostly use to see where he is.

In the meantime, get him on pastpaperpal.example - it's free, and the topic papers are sorted by grade,
so he can do the grade 5-7 questions on one topic at a time instead of whole papers. Much less scary.

Best,
Olu

On Wed, 2 Oct 2024 at 22:15, Dimitra Georgiou <dimitra.georgiou@northmail.example> wrote:
> Hi Olu,
>
> A colleague at work gave me your details - she said you were brilliant with her niece.
> My son Nikos is in Year 11 and is sitting higher tier maths next summer. He's on a 6 and
> needs a 7 for A-level maths. Would you have an hour a week, ideally after school at ours
> (Palmers Green)? What do you charge?
>
> Thanks,
> Dimitra
""", charset="utf-8", cte="8bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 7 SunHive survey booking (alternative QP)
    p = "mail/2024/10/2024-10-22_sunhive-survey-booked.eml"
    m = _base(JADE, ME, "Your SunHive roof survey is booked",
              datetime(2024, 10, 22, 10, 30, tzinfo=BST), "sh-survey-booking-1022@sunhive.example")
    m.set_content("""Hi Dimitra,

Thanks for choosing SunHive Renewables. Your free roof survey is booked:

  Date:      Tuesday 5 November 2024
  Time:      10:00am (allow about 1.5 hours)
  Surveyor:  Gareth Pryce
  Address:   14 Cranleigh Gardens, London N13

Gareth will need access to the loft, the consumer unit (fuse box) and the electricity meter, and he'll
take photos of the roof from the garden and with a pole camera. No need to be on the roof yourselves!

Your report and a fixed quote will follow within a week.

Kind regards,
Jade Whitfield
Project Coordinator, SunHive Renewables
""", cte="quoted-printable")
    m.add_alternative(_html("""<p>Hi Dimitra,</p><p>Thanks for choosing SunHive Renewables. Your free roof survey is booked:</p>
<table cellpadding="4"><tr><td>Date:</td><td><b>Tuesday 5 November 2024</b></td></tr>
<tr><td>Time:</td><td>10:00am (allow about 1.5 hours)</td></tr>
<tr><td>Surveyor:</td><td>Gareth Pryce</td></tr>
<tr><td>Address:</td><td>14 Cranleigh Gardens, London N13</td></tr></table>
<p>Gareth will need access to the loft, the consumer unit (fuse box) and the electricity meter.</p>
<p>Kind regards,<br>Jade Whitfield<br>Project Coordinator, SunHive Renewables</p>"""),
                    subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 8 SunHive survey report (mixed, base64 attachment)
    p = "mail/2024/11/2024-11-07_sunhive-survey-report.eml"
    m = _base(JADE, ME, "Survey report - 14 Cranleigh Gardens",
              datetime(2024, 11, 7, 14, 2, tzinfo=GMT), "sh-survey-report-1107@sunhive.example")
    m.set_content("""Hi Dimitra,

Please find attached Gareth's survey report for your roof. The recommended system, panel layout and
equipment are all in the report. Your fixed quote will follow separately once our design team has
checked the layout.

Any questions at all, just reply to this email.

Kind regards,
Jade Whitfield
Project Coordinator, SunHive Renewables
""", cte="quoted-printable")
    att = """SUNHIVE RENEWABLES - ROOF SURVEY REPORT
Property: 14 Cranleigh Gardens, London N13
Surveyor: Gareth Pryce     Survey date: 05/11/2024

ROOF
  Aspect: rear roof, south-west facing (approx. 225 degrees)
  Pitch: 35 degrees
  Covering: concrete interlocking tiles, good condition
  Shading: neighbour's tree (rear left) - minor, after approx. 5pm in summer

RECOMMENDED SYSTEM
  Panels: 10 x 435W all-black mono panels
  System size: 4.35 kWp
  Inverter: Helion HX-3600 hybrid inverter (battery-ready)
  Estimated generation: approx. 3,900 kWh per year
  Suggested inverter location: loft (check ventilation) - alternative: under-stairs cupboard
  next to the consumer unit

ELECTRICAL
  Consumer unit: modern RCBO board, space for a new circuit
  DNO: G98 notification sufficient at this inverter size

ACCESS
  Scaffold required at the rear (side passage access OK)

NOTES
  Loft temperatures in summer can exceed the inverter's rated range; if placing in the loft,
  fit on the gable wall away from the roof membrane.
"""
    m.add_attachment(att, subtype="plain", filename="SunHive_Survey_Report_14_Cranleigh_Gardens.txt", cte="base64")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 9 receipt (HTML only, QP)
    p = "mail/2024/11/2024-11-25_shopnorth-order-receipt.eml"
    m = _base("ShopNorth <orders@shopnorth.example>", ME, "Your ShopNorth order SN-5521873 has been dispatched",
              datetime(2024, 11, 25, 9, 14, tzinfo=GMT), "sn-5521873-dispatch@shopnorth.example")
    m.set_content(_html("""<h2>Good news &ndash; your order is on its way!</h2>
<p>Order <b>SN-5521873</b> &middot; placed 23 November 2024</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>GCSE Chemistry Revision Guide (Higher)</td><td>1</td><td>&pound;6.99</td></tr>
<tr><td>GCSE Maths Higher Practice Papers &ndash; Set B</td><td>1</td><td>&pound;8.50</td></tr>
<tr><td>Highlighters, assorted (12)</td><td>1</td><td>&pound;4.25</td></tr>
<tr><td>Revision flashcards, 300 pack</td><td>2</td><td>&pound;7.98</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>&pound;27.72</b></td></tr>
</table>
<p>Delivering to: D Georgiou, 14 Cranleigh Gardens, London N13. Estimated delivery: Wednesday 27 November.</p>
<p style="font-size:11px;color:#888">ShopNorth Ltd. Please do not reply to this email.</p>"""),
                  subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 10 grant application received (8bit)
    p = "mail/2024/12/2024-12-02_grant-application-received.eml"
    m = _base(GRANTS, ME, "We've received your application - North London Home Energy Grant",
              datetime(2024, 12, 2, 22, 41, tzinfo=GMT), "nlheg-ack-20241202-2241@greenerboroughs.example")
    m.set_content("""Dear Dimitra Georgiou,

Thank you for applying to the North London Home Energy Grant, run by the Greener Boroughs Partnership.

We have received your application for: solar PV - 14 Cranleigh Gardens, London N13.

Grants of up to £2,000 are available towards eligible measures, depending on your property and the
quotes provided. We aim to make a decision within 12 weeks. Your grant reference will be confirmed in
your decision letter.

Please do not start any work before you receive a decision - work started before approval cannot be
funded.

Kind regards,
Grants Team
Greener Boroughs Partnership
""", charset="utf-8", cte="8bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 11 Olu: mock feedback + Thursdays (8bit, quoting)
    p = "mail/2025/01/2025-01-09_olu-re-mock-and-thursdays.eml"
    m = _base(OLU, ME, "Re: Mock results + happy new year",
              datetime(2025, 1, 9, 20, 48, tzinfo=GMT), "CAOlu9920@quickmail.example",
              irt="dg-olu-0108@northmail.example")
    m.set_content("""Hi Dimitra,

Happy new year to you too!

I went through both mock papers with Nikos on Tuesday. Honestly, it's closer than the grade looks.
He's solid on number, ratio and most of the algebra. The marks he dropped were almost all in two places:
circle theorems and algebraic fractions. Those two topics are where his next grade is - if we fix
those, the 7 is very realistic. I've given him a booklet on each, one page a day.

One change from my side, sorry: from next week I need to move to Thursdays at 6pm (first one
Thursday 16 January), as I've taken on a Year 13 student on Tuesdays. Same time length, same rate.
Let me know if Thursdays are impossible and I'll try to juggle.

Best,
Olu

On Wed, 8 Jan 2025 at 19:02, Dimitra Georgiou <dimitra.georgiou@northmail.example> wrote:
> Hi Olu, happy new year!
>
> Mock results are in - maths wasn't quite where we hoped. What did you make of his paper?
> Anything specific we should be drilling at home?
>
> Dimitra
""", charset="utf-8", cte="8bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 12 flights (alternative, QP) - noise
    p = "mail/2025/01/2025-01-14_skycyprus-booking.eml"
    m = _base("SkyCyprus <noreply@skycyprus.example>", ME, "Booking confirmed: London Luton - Paphos (QX7PLM)",
              datetime(2025, 1, 14, 21, 30, tzinfo=GMT), "skc-QX7PLM-conf@skycyprus.example")
    m.set_content("""Your booking is confirmed. Booking code: QX7PLM

OUTBOUND  Sat 9 Aug 2025   London Luton (LTN) 06:40 -> Paphos (PFO) 13:20   SC 4411
RETURN    Sat 23 Aug 2025  Paphos (PFO) 14:35 -> London Luton (LTN) 17:35  SC 4412

Passengers: Mrs Dimitra Georgiou, Mr Stelios Georgiou, Mr Nikos Georgiou
Bags: 1 x 23kg hold bag per passenger, 1 small cabin bag
Seats: not yet selected - choose from 10 Jul

Total paid: £747.60

Check-in opens 30 days before departure.
""", cte="quoted-printable")
    m.add_alternative(_html("""<h2>Your booking is confirmed &ndash; QX7PLM</h2>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th></th><th>Date</th><th>From</th><th>To</th><th>Flight</th></tr>
<tr><td>Outbound</td><td>Sat 9 Aug 2025</td><td>London Luton 06:40</td><td>Paphos 13:20</td><td>SC 4411</td></tr>
<tr><td>Return</td><td>Sat 23 Aug 2025</td><td>Paphos 14:35</td><td>London Luton 17:35</td><td>SC 4412</td></tr>
</table>
<p>Passengers: Mrs Dimitra Georgiou, Mr Stelios Georgiou, Mr Nikos Georgiou</p>
<p>Total paid: <b>&pound;747.60</b></p>"""), subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 13 BrightRoof follow-up (7bit) - distractor
    p = "mail/2025/01/2025-01-28_brightroof-quote-reminder.eml"
    m = _base("Darren Cole - BrightRoof Solar <darren@brightroof.example>", ME,
              "Your solar quote - price held until 28 Feb!",
              datetime(2025, 1, 28, 9, 55, tzinfo=GMT), "br-followup-0128-55@brightroof.example")
    m.set_content("""Hi Dimitra,

Just following up on the quote I left with you in October for your 12-panel system (7,950 pounds
fully installed, including a 5.2kWh battery upgrade option at extra cost).

Good news - we can HOLD that price until 28 February, and if you sign this week we'll take off a
further 300 pounds and include bird protection mesh free of charge.

Installation slots for spring are filling up fast. Give me a call on 07700 900532 or just reply "YES"
and I'll send the paperwork.

Best regards,
Darren Cole
Senior Energy Consultant, BrightRoof Solar
""", cte="7bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 14 Mirage date change (QP, quoting)
    p = "mail/2025/02/2025-02-04_mirage-re-our-booking.eml"
    m = _base(LOUKIA, ME, "Re: Our booking in July - what happened??",
              datetime(2025, 2, 4, 17, 26, tzinfo=GMT), "20250204172611.9902@miragesuite.example",
              irt="dg-mirage-0204@northmail.example")
    m.set_content("""Dear Dimitra,

Once again, I am so sorry for the mix-up with our diary. As discussed on the phone, we can offer you:

  New date:  Saturday 19 July 2025, 7pm start
  Room:      Pavilion Room (ground floor, with the garden doors - perfect for photographs)

Please note that in the Pavilion Room music and the bar must finish by 11:30pm, because of the garden
licence and our neighbours. Guests can stay until midnight.

The July rate for the Pavilion Room is higher, so the deposit for the new booking is £750 in total.
We are holding your £500, so a top-up of £250 is all that is needed, by 28 February please.

I will send the revised contract with the new details as soon as our office has updated it.

With apologies and warm regards,
Loukia Michaelides
Events Manager, Mirage Banqueting Suite

-----Original message-----
From: Dimitra Georgiou <dimitra.georgiou@northmail.example>
Sent: 04 February 2025 12:51
> Loukia,
>
> I've just had your call at work and I'm honestly shocked. We booked Saturday 12 July in
> September, paid the deposit, and the invitations are about to go to the printer. What exactly
> are you offering us? I need it in writing, with the room and the date, before I tell my parents.
>
> Dimitra
""", charset="utf-8", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 15 Kefi Nights (HTML only, base64)
    p = "mail/2025/02/2025-02-12_kefi-nights-booking-confirmed.eml"
    m = _base(MARIOS, ME, "Kefi Nights - your booking is confirmed",
              datetime(2025, 2, 12, 13, 5, tzinfo=GMT), "kefi-2025-0212-1305@kefinights.example", cc=COSTAS)
    m.set_content(_html("""<p>Γεια σας Dimitra &amp; Costas!</p>
<p>Thank you for booking <b>Kefi Nights</b> for your parents' golden anniversary &ndash; we are honoured. Here are the details:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td><b>Date</b></td><td>Saturday 19 July 2025</td></tr>
<tr><td><b>Venue</b></td><td>Mirage Banqueting Suite, Bowes Road, N11</td></tr>
<tr><td><b>Line-up</b></td><td>bouzouki, guitar, vocals (3 musicians) + our own PA</td></tr>
<tr><td><b>Arrival / sound check</b></td><td>6:30pm</td></tr>
<tr><td><b>First set</b></td><td>8:00pm &ndash; 9:15pm</td></tr>
<tr><td><b>Second set</b></td><td>9:45pm &ndash; 11:00pm</td></tr>
<tr><td><b>Fee</b></td><td>&pound;1,150</td></tr>
<tr><td><b>Deposit received</b></td><td>&pound;300 (paid by Costas Kyriacou, 11/02/2025)</td></tr>
<tr><td><b>Balance</b></td><td>&pound;850, due by 5 July 2025</td></tr>
</table>
<p>Special requests noted: &ldquo;Siko Horepse&rdquo; for Mr Kyriacou (we will call him up!), a Kalamatiano
for the family, and nothing too loud during the meal.</p>
<p>Με εκτίμηση,<br>Marios Antoniou<br>Kefi Nights &middot; 07700 900661</p>"""), subtype="html", cte="base64")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 16 SunHive quote accepted (alternative, QP)
    p = "mail/2025/02/2025-02-18_sunhive-quote-accepted.eml"
    m = _base(JADE, ME, "Quote accepted - SunHive job SH-2291",
              datetime(2025, 2, 18, 11, 40, tzinfo=GMT), "sh-2291-accepted@sunhive.example")
    txt = """Hi Dimitra,

Thank you for accepting our quotation - we're delighted to be working with you and Stelios.

Job SH-2291 - 14 Cranleigh Gardens, London N13
  - 10 all-black panels on the rear roof, as per Gareth's survey design
  - hybrid inverter, battery-ready; no battery at this stage, as agreed (can be added later)
  - inverter and AC isolator in the under-stairs cupboard, next to the consumer unit, as discussed
    with Gareth (not the loft)
  - scaffold, installation, commissioning, DNO notification and MCS registration
  Total: £7,240 (0% VAT)
  Deposit received: £1,000 - balance on completion

Fitting date: Monday 14 April 2025 (two days). Scaffold goes up the Friday before.

Please make sure the under-stairs cupboard is clear and there's access to the loft hatch on the day.

Kind regards,
Jade Whitfield
Project Coordinator, SunHive Renewables
"""
    m.set_content(txt, charset="utf-8", cte="quoted-printable")
    m.add_alternative(_html("""<p>Hi Dimitra,</p><p>Thank you for accepting our quotation &ndash; we're delighted to be working with you and Stelios.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th colspan="2">Job SH-2291 &ndash; 14 Cranleigh Gardens, London N13</th></tr>
<tr><td>Panels</td><td>10 all-black panels, rear roof (survey design)</td></tr>
<tr><td>Inverter</td><td>hybrid, battery-ready; no battery at this stage, as agreed</td></tr>
<tr><td>Inverter location</td><td>under-stairs cupboard, next to the consumer unit (not the loft)</td></tr>
<tr><td>Includes</td><td>scaffold, installation, commissioning, DNO notification, MCS registration</td></tr>
<tr><td>Total</td><td>&pound;7,240 (0% VAT)</td></tr>
<tr><td>Deposit received</td><td>&pound;1,000 &ndash; balance on completion</td></tr>
<tr><td>Fitting date</td><td>Monday 14 April 2025 (two days)</td></tr>
</table>
<p>Kind regards,<br>Jade Whitfield<br>Project Coordinator, SunHive Renewables</p>"""),
                    subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 17 grant approved (HTML only, base64)
    p = "mail/2025/03/2025-03-11_grant-decision.eml"
    m = _base(GRANTS, ME, "Your North London Home Energy Grant decision",
              datetime(2025, 3, 11, 10, 2, tzinfo=GMT), "nlheg-decision-20250311@greenerboroughs.example")
    m.set_content(_html("""<p>Dear Dimitra Georgiou,</p>
<p>We are pleased to tell you that your application has been <b>approved</b>.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td><b>Grant reference</b></td><td>GBP-HEG-20417</td></tr>
<tr><td><b>Measure</b></td><td>Solar PV &ndash; 14 Cranleigh Gardens, London N13</td></tr>
<tr><td><b>Installer</b></td><td>SunHive Renewables Ltd</td></tr>
<tr><td><b>Grant awarded</b></td><td>&pound;1,500</td></tr>
<tr><td><b>Installation deadline</b></td><td>31 July 2025</td></tr>
</table>
<h3>How to claim your grant</h3>
<ol>
<li>Within 30 days of installation, upload the <b>MCS certificate</b> and the <b>paid final invoice</b> to the grants portal, quoting your grant reference.</li>
<li>We check the documents (usually within 10 working days).</li>
<li>Payment is made by BACS to the account on your application within 28 days of an approved claim.</li>
</ol>
<p>If the installation is not completed by the deadline, or the documents are not received within 30 days, the offer will lapse.</p>
<p>Kind regards,<br>Grants Team, Greener Boroughs Partnership</p>"""), subtype="html", cte="base64")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 18 SunHive reschedule (7bit, quoting)
    p = "mail/2025/03/2025-03-20_sunhive-re-fitting-date.eml"
    m = _base(JADE, ME, "Re: Fitting date - still 14 April?",
              datetime(2025, 3, 20, 15, 18, tzinfo=GMT), "sh-2291-resched-0320@sunhive.example",
              irt="dg-sunhive-0319@northmail.example")
    m.set_content("""Hi Dimitra,

Thanks for checking in, and apologies that you had to chase us.

Unfortunately we're still waiting for the DNO to confirm the connection for your export, and we
can't fit before that comes through. We've moved your installation to:

  Monday 12 May 2025 (two days), scaffold up Friday 9 May.

The good news is that this is well inside your grant deadline. I'll confirm as soon as the DNO
reply arrives.

Kind regards,
Jade

> Hi Jade,
> Just checking we're still on for 14 April? We haven't heard anything about the scaffolding and
> I need to book the days off work.
> Thanks, Dimitra
""", cte="7bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 19 Kouzina after tasting (alternative, 8bit, quoting)
    p = "mail/2025/03/2025-03-31_kouzina-re-after-the-tasting.eml"
    m = _base(PANIKOS, ME, "Re: After the tasting",
              datetime(2025, 3, 31, 9, 12, tzinfo=BST), "kouzina-0331-0912@kouzinacatering.example",
              irt="dg-kouzina-0330@northmail.example")
    txt = """Dear Dimitra,

It was a real pleasure to have all the family at the unit on Saturday - and your mother's verdict on
my koupepia ("good, but not like mine") is the best review I've had all year!

Confirming the change, as you asked: for Saturday 19 July we will do the sit-down meze (Option B on
my September menu, price per head as in that attachment), served to the tables in waves, instead of
the buffet. Vegetarian guests will have their own platters - gemista and spanakopita - please mark
them on the final list.

Final numbers and dietary requirements by 4 July please. I'll send the deposit invoice this week.

Υγεία και χαρά σε όλη την οικογένεια,
Panikos

On Sun, 30 Mar 2025, Dimitra Georgiou wrote:
> Dear Panikos,
> Thank you so much for yesterday - everyone loved it. As you saw, Mum has spoken: she doesn't want
> people queuing at a buffet. Can we change to the served option? Please confirm in writing so I can
> show my brother and sister.
> Ευχαριστώ πολύ,
> Dimitra
"""
    m.set_content(txt, charset="utf-8", cte="8bit")
    m.add_alternative(_html("""<p>Dear Dimitra,</p>
<p>It was a real pleasure to have all the family at the unit on Saturday &ndash; and your mother's verdict on
my koupepia (&ldquo;good, but not like mine&rdquo;) is the best review I've had all year!</p>
<p>Confirming the change, as you asked: for Saturday 19 July we will do the <b>sit-down meze</b> (Option B on
my September menu, price per head as in that attachment), served to the tables in waves, instead of
the buffet. Vegetarian guests will have their own platters &ndash; gemista and spanakopita.</p>
<p>Final numbers and dietary requirements by 4 July please.</p>
<p>Υγεία και χαρά σε όλη την οικογένεια,<br>Panikos</p>"""), subtype="html", charset="utf-8", cte="8bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 20 forward export tariff (8bit)
    p = "mail/2025/03/2025-03-05_fwd-octavia-export-tariff.eml"
    m = _base(STELIOS, ME, "Fwd: Your Octavia Smart Export - next steps",
              datetime(2025, 3, 5, 23, 2, tzinfo=GMT), "sg-fwd-0305@northmail.example")
    m.set_content("""Δες αυτό - 15p for every unit we send back!! Once the panels are on we sign up. S x

---------- Forwarded message ---------
From: Octavia Energy <hello@octavia-energy.example>
Date: Wed, 5 Mar 2025 at 18:47
Subject: Your Octavia Smart Export - next steps
To: Stelios Georgiou <stelios.g@northmail.example>

Hi Stelios,

Thanks for your interest in Octavia Smart Export.

Our current export rate is 15p per kWh for customers on any Octavia import tariff. To apply you'll need:
  - a smart meter that can record export (yours can)
  - your MCS certificate number, once your system is installed
  - the installation date and the system size

You can apply in the app up to 12 months after installation. Payments are made monthly as account credit.

The Octavia team
""", charset="utf-8", cte="8bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 21 school exam timetable (HTML only, QP)
    p = "mail/2025/04/2025-04-08_school-gcse-exam-timetable.eml"
    m = _base("Broomhill Park School Exams Office <exams@broomhillpark.example>", ME,
              "Year 11 summer exams - personal timetable and arrangements (Nikos Georgiou)",
              datetime(2025, 4, 8, 16, 20, tzinfo=BST), "exams-y11-4127@broomhillpark.example")
    rows = [
        ("Mon 12 May", "AM", "English Literature", "Paper 1"),
        ("Thu 15 May", "AM", "Mathematics (Higher)", "Paper 1 (non-calculator)"),
        ("Fri 16 May", "PM", "History", "Paper 1"),
        ("Mon 19 May", "AM", "Chemistry (Higher)", "Paper 1"),
        ("Wed 21 May", "AM", "Biology (Higher)", "Paper 1"),
        ("Fri 23 May", "AM", "English Literature", "Paper 2"),
        ("Tue 3 June", "AM", "English Language", "Paper 1"),
        ("Wed 4 June", "AM", "Mathematics (Higher)", "Paper 2 (calculator)"),
        ("Fri 6 June", "AM", "English Language", "Paper 2"),
        ("Mon 9 June", "PM", "Biology (Higher)", "Paper 2"),
        ("Wed 11 June", "AM", "Mathematics (Higher)", "Paper 3 (calculator)"),
        ("Fri 13 June", "AM", "Chemistry (Higher)", "Paper 2"),
    ]
    trs = "\n".join("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>Sports Hall</td></tr>" % r for r in rows)
    m.set_content(_html("""<p>Dear Parent/Carer,</p>
<p>Please find below the personal exam timetable for <b>Nikos Georgiou</b> (candidate number 4127).
AM exams start at 9:00am (arrive by 8:30am); PM exams start at 1:30pm (arrive by 1:00pm).</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Date</th><th>Session</th><th>Subject</th><th>Paper</th><th>Room</th></tr>
""" + trs + """
</table>
<p>All of Nikos's exams are in the Sports Hall (enter by the side gate on the playing-field path, not the main
reception). Clear pencil case, black pens, calculator with the lid off, no smartwatches.
Mobile phones must be handed in at the door.</p>
<p>Contingency day: Wednesday 25 June.</p>
<p>Kind regards,<br>Mrs J. Whitcombe, Exams Officer<br>Broomhill Park School</p>"""),
                  subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 22 Olu Wednesdays (7bit)
    p = "mail/2025/04/2025-04-15_olu-after-easter.eml"
    m = _base(OLU, ME, "After Easter - exam term sessions",
              datetime(2025, 4, 15, 18, 33, tzinfo=BST), "CAOlu1514@quickmail.example")
    m.set_content("""Hi Dimitra,

Hope you're all having a good Easter break.

For the exam term I'd like to change things once more, if that's OK: from Wednesday 23 April I'll come
on Wednesdays at 4:30pm instead of Thursdays, straight after school, so he's fresh and it doesn't eat
his whole evening. We'll keep going until his last maths paper, Paper 3 on 11 June.

Same length, same rate. We'll spend the sessions on timed sections of papers and his mistakes book.

Best,
Olu
""", cte="7bit")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 23 promo (HTML only, QP) - noise
    p = "mail/2025/04/2025-04-24_myddleton-garden-centre-offer.eml"
    m = _base("Myddleton Garden Centre <offers@myddletongc.example>", ME,
              "Spring into summer: 20% off bedding plants this weekend",
              datetime(2025, 4, 24, 7, 0, tzinfo=BST), "mgc-offer-0424@myddletongc.example")
    m.set_content(_html("""<h1 style="color:#2e7d32">Spring into summer!</h1>
<p>This weekend only: <b>20% off all bedding plants</b>, hanging baskets from &pound;12.99, and free compost
with any tomato plant trio.</p>
<table border="0" cellpadding="8"><tr>
<td><b>Geraniums</b><br>6-pack &pound;7.99</td>
<td><b>Lemon trees</b><br>from &pound;24.99</td>
<td><b>Herb planters</b><br>basil, mint, parsley &ndash; &pound;9.99</td>
</tr></table>
<p>Caf&eacute; open 9&ndash;4. Free parking.</p>
<p style="font-size:10px;color:#999">You are receiving this email because you signed up at our tills. Unsubscribe.</p>"""),
                  subtype="html", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 24 SunHive scaffold delay (QP, quoting)
    p = "mail/2025/05/2025-05-06_sunhive-re-scaffolding.eml"
    m = _base(JADE, ME, "Re: Scaffolding on Friday?",
              datetime(2025, 5, 6, 16, 44, tzinfo=BST), "sh-2291-resched-0506@sunhive.example",
              irt="dg-sunhive-0506@northmail.example")
    m.set_content("""Hi Dimitra,

I'm really sorry - I was about to email you. Apex Access, our scaffolding contractor, has let us down
for this Friday (they've had two men off and a big job overrun), and we can't fit without the scaffold.

Your new installation date is Monday 9 June 2025 (two days), with the scaffold going up on Friday 6 June.
I've put a note on the job that you've already been moved once, so you're first in the queue that week.

This is still well before the 31 July grant deadline - I've double-checked.

Kind regards,
Jade Whitfield
Project Coordinator, SunHive Renewables

On Tue, 6 May 2025, Dimitra Georgiou wrote:
> Hi Jade,
> Is the scaffolding still going up this Friday for the fitting on Monday 12th? Nobody has
> called to confirm a time and my husband has swapped shifts for it.
> Dimitra
""", charset="utf-8", cte="quoted-printable")
    out[p] = _finish(m, p)

    # ---------------------------------------------------------------- 25 work cover (7bit, quoting)
    p = "mail/2025/05/2025-05-13_re-cover-for-july-leave.eml"
    m = _base(FARAH, ME_WORK, "Re: Cover for my July leave",
              datetime(2025, 5, 13, 18, 5, tzinfo=BST), "fs-cover-0513@greenlanesdental.example",
              irt="dg-cover-0512@greenlanesdental.example")
    m.set_content("""Hi Dimitra,

Sorted. Kelly will cover your coordinator duties while you're off (Mon 14 - Fri 25 July): supplier
orders, the lab box, the complaints log and the weekly rota. Jo will nurse for me both weeks and we'll
get an agency nurse for Ben's Fridays.

Can you do a proper handover with Kelly on Friday 11 July, afternoon? Block out 2-5pm, I'll keep the
book clear for you both.

And enjoy the party - you've earned it!

Farah

> Hi Farah,
> Just a reminder that I'm off 14-25 July for my parents' anniversary. Who would you like to
> cover the coordinator side? I'm writing a handover sheet.
> Thanks, Dimitra
""", cte="7bit")
    out[p] = _finish(m, p)

    return out
