# -*- coding: utf-8 -*-
"""The .eml files. Every multipart boundary is derived from the file path."""
from email.message import EmailMessage
from email.utils import format_datetime

from util import hid, uk

ZOFIA = "Zofia Kowalczyk <zosia.kowalczyk@skrzynka.example>"
ZOFIA_WORK = "Zofia Kowalczyk <zofia.kowalczyk@staidans.nhs.example>"

MAILS = []  # list of (path, bytes)


def _msg(path, frm, to, subject, date, cc=None, reply_to_path=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    dom = frm.split("@")[-1].rstrip(">")
    m["Message-ID"] = "<%s.%s@%s>" % (hid(path, 12), hid(path + "x", 6), dom)
    if reply_to_path:
        parent = reply_to_path
        m["In-Reply-To"] = "<%s>" % parent
        m["References"] = "<%s>" % parent
    for k, v in (extra or []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    return m


def _finish(path, m):
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary("=_zk_%s_%d" % (hid(path + str(i), 20), i))
            i += 1
    MAILS.append((path, m.as_bytes()))


def plain(path, hdr, body, cte):
    m = _msg(path, **hdr)
    m.set_content(body, cte=cte)
    _finish(path, m)


def html_only(path, hdr, html, cte):
    m = _msg(path, **hdr)
    m.set_content(html, subtype="html", cte=cte)
    _finish(path, m)


def alternative(path, hdr, text, html, cte_text, cte_html):
    m = _msg(path, **hdr)
    m.set_content(text, cte=cte_text)
    m.add_alternative(html, subtype="html", cte=cte_html)
    _finish(path, m)


def mixed(path, hdr, body, cte_body, att_name, att_text):
    m = _msg(path, **hdr)
    m.set_content(body, cte=cte_body)
    m.add_attachment(att_text, subtype="plain", filename=att_name, cte="base64")
    _finish(path, m)


def mid(path, frm_domain):
    """Message-ID (without <>) that _msg() will give the file at `path`."""
    return "%s.%s@%s" % (hid(path, 12), hid(path + "x", 6), frm_domain)


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


HTML_HEAD = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s</title></head>"
             "<body style=\"font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222\">")
HTML_TAIL = "</body></html>"

# =========================================================== 2024-12
P = "mail/2024/12/2024-12-05_northway_agreement-in-principle.eml"
plain(P, dict(frm="Gareth Pryce <gareth.pryce@northwaymortgages.example>", to=ZOFIA,
              subject="Agreement in Principle - Pennine Building Society", date=uk(2024, 12, 5, 16, 42)),
      """Hi Zofia,

Good news - Pennine Building Society have issued your Agreement in Principle this afternoon:

  Lender:          Pennine Building Society
  Amount:          £165,000
  Term:            30 years
  Valid for:       90 days (we can refresh it if needed, it's a soft search)

That means with your deposit you can comfortably look at properties up to around £190,000. Estate agents
will usually ask to see the AIP before they put an offer forward, so keep the PDF handy on your phone.

On products: we don't need to choose anything until you have an accepted offer, but for a rough idea,
today's rates at 90% LTV are:

  2-year fixed   4.59%   (£999 product fee)
  5-year fixed   4.79%   (no fee)

Rates are moving a lot at the moment, so don't read too much into those yet.

My fee is £395, half payable at application and half when the offer is issued. I'll send the terms of
business separately.

Any questions just drop me an email - I know phone calls aren't easy with your nights.

Kind regards,
Gareth

Gareth Pryce CeMAP
Northway Mortgages | Mortgage & Protection Adviser
Your home may be repossessed if you do not keep up repayments on your mortgage.
""", "quoted-printable")

P = "mail/2024/12/2024-12-18_otley-road-books_newsletter.eml"
alternative(P, dict(frm="Otley Road Books <news@otleyroadbooks.example>", to=ZOFIA,
                    subject="Our Christmas opening hours + book club discount",
                    date=uk(2024, 12, 18, 9, 0),
                    extra=[("List-Unsubscribe", "<mailto:unsubscribe@otleyroadbooks.example>")]),
            """OTLEY ROAD BOOKS - December newsletter

Christmas opening hours
  Mon 23 Dec  9-7
  Tue 24 Dec  9-3
  25-26 Dec   closed
  27 Dec on   normal hours

Book clubs: 10% off when you order 5 or more copies of the same title. Just tell us the name of your club.

Staff picks this month: Small Things Like These (Claire Keegan), Orbital (Samantha Harvey), The Books of Jacob
(Olga Tokarczuk, in paperback at last).

Gift cards available in store and online.

You're receiving this because you signed up in the shop. Unsubscribe any time.
""", HTML_HEAD % "December newsletter" + """
<h2>Otley Road Books &ndash; December</h2>
<h3>Christmas opening hours</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Day</th><th>Hours</th></tr>
<tr><td>Mon 23 Dec</td><td>9&ndash;7</td></tr>
<tr><td>Tue 24 Dec</td><td>9&ndash;3</td></tr>
<tr><td>25&ndash;26 Dec</td><td>closed</td></tr>
<tr><td>27 Dec onwards</td><td>normal hours</td></tr>
</table>
<p><b>Book clubs:</b> 10% off when you order 5 or more copies of the same title.</p>
<p>Staff picks: <i>Small Things Like These</i> (Claire Keegan), <i>Orbital</i> (Samantha Harvey),
<i>The Books of Jacob</i> (Olga Tokarczuk).</p>
<p style="font-size:11px;color:#777">You're receiving this because you signed up in the shop.</p>
""" + HTML_TAIL, "7bit", "quoted-printable")

# =========================================================== 2025-01
P = "mail/2025/01/2025-01-09_flyaway_booking-confirmation.eml"
html_only(P, dict(frm="FlyAway <bookings@flyaway.example>", to=ZOFIA,
                  subject="Your booking is confirmed – Leeds Bradford ⇄ Wrocław",
                  date=uk(2025, 1, 9, 21, 17)),
          HTML_HEAD % "Booking confirmation" + """
<h2>Thanks for booking with FlyAway, Zofia!</h2>
<p>Your booking is confirmed. Please keep this email &ndash; you'll need your booking reference to check in,
add bags or make changes.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td><b>K7QZ4M</b></td></tr>
<tr><th align="left">Passenger</th><td>Ms Zofia Kowalczyk</td></tr>
<tr><th align="left">Fare</th><td>Regular + 1 x 20kg checked bag</td></tr>
</table>
<h3>Your flights</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Flight</th><th>Date</th><th>From</th><th>Departs</th><th>To</th><th>Arrives</th><th>Seat</th></tr>
<tr><td>FA 2417</td><td>Thu 12 Jun 2025</td><td>Leeds Bradford (LBA)</td><td>06:40</td><td>Wroc&#322;aw (WRO)</td><td>09:55</td><td>3C</td></tr>
<tr><td>FA 2418</td><td>Mon 16 Jun 2025</td><td>Wroc&#322;aw (WRO)</td><td>18:05</td><td>Leeds Bradford (LBA)</td><td>19:20</td><td>4C</td></tr>
</table>
<p>All times are local. Online check-in opens 24 hours before departure.</p>
<h3>Payment</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><td>Fares</td><td>&pound;121.98</td></tr>
<tr><td>Checked bag 20kg (return)</td><td>&pound;52.00</td></tr>
<tr><td>Seat selection x2</td><td>&pound;13.48</td></tr>
<tr><th align="left">Total paid</th><th align="left">&pound;187.46</th></tr>
</table>
<p style="font-size:11px;color:#777">FlyAway Ltd. This is an automated message, please do not reply.</p>
""" + HTML_TAIL, "base64")

P = "mail/2025/01/2025-01-22_whitaker_viewing-confirmation.eml"
plain(P, dict(frm="Tom Whitaker <tom@whitaker-daughters.example>", to=ZOFIA,
              subject="Viewing confirmed - Flat 4, Kestrel Court, Sat 25 Jan 11:00",
              date=uk(2025, 1, 22, 10, 5)),
      """Hi Zofia,

Thanks for your enquiry. I'm pleased to confirm your viewing:

  Property:  Flat 4, Kestrel Court, 27 Fernbank Rise, Chapel Allerton, Leeds LS7 4QX
  Date:      Saturday 25 January 2025
  Time:      11:00
  Meet:      at the main entrance, I'll have the fob

Key details:
  - two bedroom, second floor apartment (no lift), small balcony
  - gas combi boiler, double glazing, allocated parking space
  - leasehold, approx. 107 years remaining
  - EPC rating C
  - guide price 189,950 GBP, chain free (vendor is buying a house locally)

Please bring your Agreement in Principle with you, or email it over beforehand, so I can put any offer
straight to the vendor.

See you Saturday,
Tom

Tom Whitaker
Whitaker & Daughters Estate Agents, Harrogate Road, Chapel Allerton
0113 496 0214
""", "7bit")

# =========================================================== 2025-02
P = "mail/2025/02/2025-02-03_whitaker_offer-accepted.eml"
plain(P, dict(frm="Tom Whitaker <tom@whitaker-daughters.example>", to=ZOFIA,
              subject="Offer accepted - Flat 4, Kestrel Court", date=uk(2025, 2, 3, 11, 24)),
      """Dear Zofia,

Further to our call this morning (sorry again for waking you!), I'm delighted to confirm in writing that the
vendor has accepted your offer of £185,000 for Flat 4, Kestrel Court, 27 Fernbank Rise, LS7 4QX, subject to
contract and survey.

We'll now mark the property as Sold STC. To get things moving, please send me:
  - the name and contact details of your solicitor / conveyancer
  - your mortgage broker's details (Gareth at Northway, I believe?)
  - proof of deposit (a recent statement is fine)
  - photo ID and proof of address for our anti-money laundering checks

The vendor's solicitors are Pickersgill Brown in Wakefield.

Congratulations - it's a lovely flat and I think you'll be very happy there.

Best wishes,
Tom Whitaker
Whitaker & Daughters
""", "8bit")

P = "mail/2025/02/2025-02-10_hargreaves-lund_client-care-letter.eml"
CLIENT_CARE = """HARGREAVES & LUND SOLICITORS
Conveyancing Department
14 Park Square East, Leeds LS1 2NE

Private & Confidential
Ms Zofia Kowalczyk
Flat 3, 8 Grange View, Headingley, Leeds LS6 3QN

Our ref: HL/ORM/25-0412
Date: 10 February 2025

Dear Ms Kowalczyk

PURCHASE OF FLAT 4, KESTREL COURT, 27 FERNBANK RISE, LEEDS LS7 4QX (LEASEHOLD)

Thank you for instructing us. This letter sets out who will deal with your matter and our costs.

1. Who will act for you
   Your matter will be handled by Rachel Ormerod, Senior Conveyancer, supervised by David Lund, Partner.
   Please quote our reference (above) on all correspondence and bank transfers.

2. Our fees
   Legal fee (leasehold purchase):              £1,150.00 + VAT (£230.00)
   Leasehold supplement:                        included
   Mortgage lender work (Pennine BS):           included
   Telegraphic transfer fee:                    £42.00 + VAT

3. Disbursements (paid to third parties, no VAT unless stated)
   Search pack (local, drainage, environmental): approx £310.00
   Land Registry fee:                           £45.00
   HMRC SDLT return: first-time buyer relief expected - nil tax
   Bankruptcy + ID searches:                    £12.00
   Management pack: normally paid by the seller

4. Money on account
   Please transfer £300.00 on account to our client account so we can order searches.
   NEVER act on an email telling you our bank details have changed - always phone us first.

5. Timescale
   Leasehold purchases typically take 12-16 weeks from instruction, depending on the management company.

Please sign and return the enclosed terms of business and ID verification form.

Yours sincerely

Rachel Ormerod
Senior Conveyancer
"""
mixed(P, dict(frm="Rachel Ormerod <r.ormerod@hargreaveslund.example>", to=ZOFIA,
              subject="Your purchase of Flat 4, Kestrel Court - client care letter",
              date=uk(2025, 2, 10, 14, 3)),
      """Dear Ms Kowalczyk,

Thank you for instructing Hargreaves & Lund on your purchase of Flat 4, Kestrel Court.

Please find attached our client care letter, which sets out our fees and our reference for your matter.
Could you sign and return the terms of business and the ID form (by email is fine), and transfer the money
on account so that I can order the searches?

I will write to the seller's solicitors today to request the draft contract pack.

Kind regards,

Rachel Ormerod
Senior Conveyancer, Hargreaves & Lund Solicitors
""", "quoted-printable", "client-care-letter-Kowalczyk.txt", CLIENT_CARE)
RACHEL_CC_MID = mid(P, "hargreaveslund.example")

P = "mail/2025/02/2025-02-12_re_client-care-letter.eml"
plain(P, dict(frm=ZOFIA, to="Rachel Ormerod <r.ormerod@hargreaveslund.example>",
              subject="Re: Your purchase of Flat 4, Kestrel Court - client care letter",
              date=uk(2025, 2, 12, 17, 31), reply_to_path=RACHEL_CC_MID),
      """Hi Rachel,

Thank you - signed terms of business and the ID form are attached, and I've transferred the £300 on
account this afternoon (with the reference from your letter).

One request, if that's ok: could you please email me rather than ring? I'm a nurse on nights at
St Aidan's and I sleep roughly 9am to 4pm, so my phone is on Do Not Disturb during the day and I'll miss
your calls. If something is really urgent, a text is best and I'll call you back after 4pm.

Thanks again,
Zofia Kowalczyk

On Mon, 10 Feb 2025 at 14:03, Rachel Ormerod <r.ormerod@hargreaveslund.example> wrote:
""" + quote("""Dear Ms Kowalczyk,

Thank you for instructing Hargreaves & Lund on your purchase of Flat 4, Kestrel Court.

Please find attached our client care letter, which sets out our fees and our reference for your matter.
Could you sign and return the terms of business and the ID form (by email is fine), and transfer the money
on account so that I can order the searches?

Kind regards,

Rachel Ormerod""") + "\n", "quoted-printable")

# =========================================================== 2025-03
P = "mail/2025/03/2025-03-06_kirkstall-survey_booking.eml"
plain(P, dict(frm="Kirkstall Survey Partners <bookings@kirkstallsurvey.example>", to=ZOFIA,
              subject="Booking confirmation - RICS Level 2 survey, Flat 4 Kestrel Court",
              date=uk(2025, 3, 6, 12, 10)),
      """Dear Ms Kowalczyk,

Thank you for your instruction. Your survey is booked as follows:

  Survey type:  RICS Home Survey - Level 2 (survey only)
  Property:     Flat 4, Kestrel Court, 27 Fernbank Rise, Leeds LS7 4QX
  Date:         Friday 14 March 2025, 10:00 (allow 3 hours)
  Surveyor:     Imran Hussain BSc MRICS
  Access:       arranged with Whitaker & Daughters (agent holds keys)
  Fee:          £540.00 inc. VAT - paid with thanks

Your report will be emailed to you within 3 working days of the inspection. Imran is happy to talk the
report through by phone afterwards - just reply with a time that suits you.

Kind regards,
Bookings team
Kirkstall Survey Partners, Regulated by RICS
""", "quoted-printable")

P = "mail/2025/03/2025-03-19_kirkstall-survey_report-summary.eml"
html_only(P, dict(frm="Imran Hussain <imran.hussain@kirkstallsurvey.example>", to=ZOFIA,
                  subject="Your Level 2 report - Flat 4 Kestrel Court (summary)",
                  date=uk(2025, 3, 19, 8, 52)),
          HTML_HEAD % "Survey summary" + """
<p>Dear Ms Kowalczyk,</p>
<p>Please find your full RICS Level 2 report in the client portal. As promised, here is a short summary of
the main points from my inspection on 14 March 2025. Happy to talk it through on our call this afternoon.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#eee"><th>Element</th><th>Condition rating</th><th>Comment</th></tr>
<tr><td>E4 Main walls (rear elevation)</td><td style="color:#c00"><b>3</b></td>
<td>Stepped cracking above the rear bedroom window, consistent with a corroding steel lintel. This is part
of the building structure (freeholder / management company responsibility). Ask your conveyancer to confirm
whether repairs are planned and how they will be funded.</td></tr>
<tr><td>F7 Bathroom</td><td style="color:#c00"><b>3</b></td>
<td>High damp readings at the base of the wall behind the bath. Extractor fan not working; bath seal failed.
Repair fan and seal, then re-test. Budget &pound;600&ndash;&pound;900.</td></tr>
<tr><td>G1 Electricity</td><td>2</td><td>Older consumer unit. Recommend an EICR by a registered electrician.</td></tr>
<tr><td>E5 Windows</td><td>2</td><td>Several failed double-glazed units (misting) to the living room.</td></tr>
<tr><td>G4 Water</td><td>1</td><td>Stopcock located in the airing cupboard in the hallway, behind the hot
water cylinder (bottom left).</td></tr>
<tr><td>G3 Heating</td><td>1</td><td>Gas combi boiler (2016). Service history to be obtained.</td></tr>
</table>
<p>Overall the flat is in reasonable condition for its age; the two rating-3 items should be resolved or
reflected in the price before you commit.</p>
<p>Kind regards,<br>Imran Hussain BSc MRICS<br>Kirkstall Survey Partners</p>
""" + HTML_TAIL, "quoted-printable")

P_ASK = "mail/2025/03/2025-03-21_revised-offer.eml"  # not written; used as parent id only
P = "mail/2025/03/2025-03-24_whitaker_re_revised-offer.eml"
plain(P, dict(frm="Tom Whitaker <tom@whitaker-daughters.example>", to=ZOFIA,
              subject="Re: Revised offer - Flat 4, Kestrel Court", date=uk(2025, 3, 24, 15, 40),
              reply_to_path=mid(P_ASK, "skrzynka.example")),
      """Hi Zofia,

I've spoken to the vendor over the weekend. He understands the survey findings but felt £182,000 was a bit
low, especially as the lintel will be a management company matter. He has come back and met you partway:
he will accept £182,500, with no further reductions.

If you're happy with that, reply to confirm and I'll issue an updated memorandum of sale to both solicitors
today.

Best,
Tom

On Fri, 21 Mar 2025 at 17:12, Zofia Kowalczyk <zosia.kowalczyk@skrzynka.example> wrote:
""" + quote("""Hi Tom,

The Level 2 survey came back with two condition rating 3 items (details in the summary I forwarded).
Taking the cost and the risk into account, I'd like to revise my offer to £182,000.

I'm still very keen on the flat and ready to proceed quickly.

Thanks,
Zofia""") + "\n", "quoted-printable")

# =========================================================== 2025-04
P = "mail/2025/04/2025-04-08_dvsa_practical-test-booked.eml"
html_only(P, dict(frm="DVSA <noreply@driving-test.dvsa.example>", to=ZOFIA,
                  subject="Driving test booking confirmation", date=uk(2025, 4, 8, 7, 31)),
          HTML_HEAD % "Driving test booked" + """
<h2>Your car driving test is booked</h2>
<p>Dear Zofia Kowalczyk,</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Booking reference number</th><td>48215537</td></tr>
<tr><th align="left">Test type</th><td>Car (manual)</td></tr>
<tr><th align="left">Date and time</th><td>Wednesday 3 September 2025, 8:57am</td></tr>
<tr><th align="left">Test centre</th><td>Leeds (Horsforth) Driving Test Centre, Low Lane, Horsforth, Leeds LS18</td></tr>
<tr><th align="left">Fee paid</th><td>&pound;62.00</td></tr>
</table>
<h3>What to bring</h3>
<ul><li>your UK photocard provisional driving licence</li>
<li>a car that is suitable for the test, or use your instructor's car</li></ul>
<p>You can change or cancel your test online. You'll lose your fee if you cancel or change with less than
3 clear working days' notice.</p>
<p style="font-size:11px;color:#777">Driver and Vehicle Standards Agency. Do not reply to this email.</p>
""" + HTML_TAIL, "base64")

P = "mail/2025/04/2025-04-15_ackroyd_price-change.eml"
plain(P, dict(frm="Dave Ackroyd <dave@ackroydmotoring.example>", to="undisclosed-recipients:;",
              subject="Lesson prices from 1st May", date=uk(2025, 4, 15, 20, 2)),
      """Hi all,

Just a quick one to let you know that from 1st May my lesson price is going up from £36 to £38 an hour
(2 hour lessons £74). It's the first rise in three years - fuel, insurance and the new clutch on the Fiesta
have all gone up a lot, as I'm sure you can imagine.

Any lessons already paid for stay at the old price, and if you want to buy a block of 10 hours before
30th April you can still get them at £36.

Thanks for understanding, and keep practising those mirror checks!

Dave
Ackroyd School of Motoring - DVSA Approved Driving Instructor
""", "quoted-printable")

# =========================================================== 2025-05
P = "mail/2025/05/2025-05-06_kasia_slub-i-wesele.eml"
plain(P, dict(frm="Kasia Nowicka <kasia.nowicka@poczta.example>",
              to="Zosia <zosia.kowalczyk@skrzynka.example>, Marek Kowalczyk <marek.kowal@poczta.example>, "
                 "Ciocia Basia <barbara.wilk@poczta.example>",
              subject="Ślub i wesele 14.06 - wszystkie informacje 💍", date=uk(2025, 5, 6, 21, 44)),
      """Kochani!

Zostało niewiele ponad miesiąc, więc zbieram wszystko w jednym mailu, żebyście nie musieli szukać po
Messengerze :)

ŚLUB
Sobota 14 czerwca 2025, godz. 15:00
Kościół pw. św. Jakuba w Sobótce (przy rynku)
Prosimy być 15 minut wcześniej. Zosia - Ty czytasz pierwsze czytanie, ksiądz prosi, żebyś podeszła do
zakrystii o 14:40, pokaże Ci lekcjonarz.

WESELE
Dwór Pod Lipami, Sulistrowiczki (ok. 10 min samochodem od kościoła)
Autokar dla gości spod kościoła ok. 16:15.

POPRAWINY
Niedziela 15 czerwca, od 13:00, też w Dworze (na luzie, grill, pod namiotem).

DRESS CODE
Elegancko, ale bez przesady. Prosimy tylko: nie na biało :) Panowie - marynarka, krawat nieobowiązkowy.

ZAMIAST KWIATÓW
Mamy ogromną prośbę: zamiast kwiatów przynieście karmę dla psów lub kotów - zawieziemy ją do schroniska
"Ślężańskie Łapy" w Sobótce. Kwiaty i tak by zwiędły, a zwierzaki się ucieszą. Najbardziej potrzebna jest
sucha karma dla dużych psów i mokra dla kotów.

NOCLEGI
Ogarnijcie sami - w Sobótce jest kilka pensjonatów, w Dworze jest tylko parę pokoi dla rodziny Bartka.

Potwierdźcie proszę obecność do 15 maja (Ciociu, wiem, że już potwierdziłaś, dziękuję!).

Nie mogę się doczekać, żeby Was wszystkich zobaczyć razem!
Buziaki,
Kasia (i Bartek, który też się cieszy, tylko mniej pisze)
""", "8bit")

P = "mail/2025/05/2025-05-14_flyaway_schedule-change.eml"
alternative(P, dict(frm="FlyAway <bookings@flyaway.example>", to=ZOFIA,
                    subject="Important: a change to your flight time", date=uk(2025, 5, 14, 6, 2)),
            """Dear Zofia,

We're sorry to let you know that there has been a change to your flight schedule.

Booking reference: K7QZ4M

Outbound flight FA 2417, Thursday 12 June 2025, Leeds Bradford (LBA) to Wroclaw (WRO)
  Previously: departs 06:40, arrives 09:55
  NEW TIME:   departs 09:15, arrives 12:35 (local time)

Your return flight is unchanged.

If the new time works for you, you don't need to do anything. If it doesn't, you can change to another
flight free of charge or request a refund in Manage Booking within 14 days.

We apologise for any inconvenience.
FlyAway Customer Care
""", HTML_HEAD % "Flight change" + """
<h2>There's been a change to your flight</h2>
<p>Dear Zofia,</p>
<p>We're sorry to let you know that the time of your outbound flight has changed.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td colspan="2"><b>K7QZ4M</b></td></tr>
<tr><th></th><th>Previously</th><th>New time</th></tr>
<tr><td>FA 2417 &middot; Thu 12 Jun 2025<br>LBA &rarr; WRO</td><td>06:40 &rarr; 09:55</td>
<td><b>09:15 &rarr; 12:35</b></td></tr>
</table>
<p>Your return flight is unchanged. All times are local.</p>
<p>If the new time doesn't suit you, you can change flights free of charge or request a refund in Manage Booking
within 14 days.</p>
""" + HTML_TAIL, "base64", "base64")

P_SWAP = "mail/2025/05/2025-05-19_swap-request.eml"  # parent id only
P = "mail/2025/05/2025-05-20_re_swap-request-nights-june.eml"
plain(P, dict(frm="Siobhan Clarke <siobhan.clarke@staidans.nhs.example>", to=ZOFIA_WORK,
              cc="Agnieszka Wrobel <agnieszka.wrobel@staidans.nhs.example>",
              subject="RE: Swap request - nights 10/11 June", date=uk(2025, 5, 20, 13, 15),
              reply_to_path=mid(P_SWAP, "staidans.nhs.example")),
      """Hi Zofia,

That's fine - approved. Agnieszka has confirmed to me that she's covering both of your nights (Tue 10 and
Wed 11 June), so I've made the change on HealthRoster. Any swap back you arrange with Aga also needs to go
through the roster please, not just between yourselves.

Enjoy the wedding, and send us a photo of the dress!

Siobhan

Siobhan Clarke
Ward Manager, Ward 51 (Paediatric Medicine)
St Aidan's Children's Hospital

-----Original Message-----
From: Kowalczyk Zofia
Sent: 19 May 2025 18:02
To: Clarke Siobhan
Subject: Swap request - nights 10/11 June

""" + quote("""Hi Siobhan,

Callum can't do my nights in June after all (family thing), but Agnieszka Wróbel has kindly agreed to cover
Tue 10 and Wed 11 June instead. Could you approve the swap please? It's for my cousin's wedding in Poland.

Thanks,
Zofia""") + "\n", "quoted-printable")

# =========================================================== 2025-06
P = "mail/2025/06/2025-06-02_pensjonat-slezanski_rezerwacja.eml"
plain(P, dict(frm="Pensjonat Ślężański <rezerwacje@pensjonat-slezanski.example>", to=ZOFIA,
              subject="Potwierdzenie rezerwacji nr 2025/06/117", date=uk(2025, 6, 2, 10, 20)),
      """Szanowna Pani,

dziękujemy za dokonanie rezerwacji. Potwierdzamy:

  Numer rezerwacji: 2025/06/117
  Obiekt:           Pensjonat Ślężański, ul. Mickiewicza 31, 55-050 Sobótka
  Gość:             Zofia Kowalczyk
  Przyjazd:         piątek 13.06.2025, od godz. 14:00
  Wyjazd:           niedziela 15.06.2025, do godz. 11:00
  Pokój:            2-osobowy do wykorzystania przez 1 osobę, ze śniadaniem
  Wpłacono:         420,00 zł (całość)

Śniadania w godz. 8:00-10:30 (w niedzielę do 11:00 - wiemy, że po weselu :) ).
Parking bezpłatny na terenie obiektu. Do kościoła św. Jakuba ok. 5 minut pieszo.

Dear Guest, your booking is confirmed (2 nights, 13-15 June 2025, breakfast included, paid in full).

Pozdrawiamy serdecznie,
Recepcja Pensjonatu Ślężańskiego
tel. +48 71 000 00 31
""", "quoted-printable")

P_CONF_ASK = "mail/2025/06/2025-06-24_revalidation-confirmer.eml"  # parent id only
P = "mail/2025/06/2025-06-25_re_revalidation-confirmer.eml"
plain(P, dict(frm="Siobhan Clarke <siobhan.clarke@staidans.nhs.example>", to=ZOFIA_WORK,
              cc="Deborah Fenwick <deborah.fenwick@staidans.nhs.example>",
              subject="RE: Revalidation - confirmer?", date=uk(2025, 6, 25, 9, 48),
              reply_to_path=mid(P_CONF_ASK, "staidans.nhs.example")),
      """Hi Zofia,

Thanks for the reminder, and sorry - I should have said earlier. As you know I'm starting maternity leave on
8 August, so I won't be here for a September confirmation meeting and I don't want you chasing me on leave!

I've spoken to Deborah Fenwick (Matron, Children's Medicine) and she is very happy to act as your confirmer
instead - she's copied in. Please contact her PA to book an hour in early September, and bring your
portfolio (CPD log, the five reflective accounts and your reflective discussion form).

You're one of the most organised people on the ward for this, so I'm not worried at all.

Siobhan

-----Original Message-----
From: Kowalczyk Zofia
Sent: 24 June 2025 19:40
To: Clarke Siobhan
Subject: Revalidation - confirmer?

""" + quote("""Hi Siobhan,

My revalidation application is due by 1 October. Would you still be able to be my confirmer, like in 2022?
I could do the meeting any time in September on a day I'm not on nights.

Thanks,
Zofia""") + "\n", "7bit")

# =========================================================== 2025-07
P = "mail/2025/07/2025-07-03_nmc_revalidation-due.eml"
html_only(P, dict(frm="Nursing and Midwifery Council <noreply@nmc-online.example>", to=ZOFIA,
                  subject="Your revalidation application is due soon", date=uk(2025, 7, 3, 8, 0)),
          HTML_HEAD % "Revalidation reminder" + """
<h2>Your revalidation is coming up</h2>
<p>Dear Zofia Kowalczyk,</p>
<p>This is a reminder that you need to submit your revalidation application to renew your registration.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">NMC PIN</th><td>14K0713E</td></tr>
<tr><th align="left">Registration</th><td>Registered Nurse &ndash; Children</td></tr>
<tr><th align="left">Revalidation application date</th><td>1 October 2025</td></tr>
<tr><th align="left">Renewal date</th><td>31 October 2025</td></tr>
</table>
<p>You must submit your application through NMC Online <b>by your application date</b>. If you don't, your
registration may lapse and you would not be able to practise.</p>
<p>Remember you'll need: 450 practice hours, 35 hours of CPD (including 20 participatory), five pieces of
practice-related feedback, five written reflective accounts, a reflective discussion, a health and character
declaration, professional indemnity arrangement and confirmation.</p>
<p style="font-size:11px;color:#777">Nursing and Midwifery Council. Please do not reply to this email.</p>
""" + HTML_TAIL, "quoted-printable")

P = "mail/2025/07/2025-07-11_northway_rates-update.eml"
GARETH_JUL = """Hi Zofia,

Now that the valuation is booked I need to lock in your product with Pennine. Good news: rates have come
down since February. On £164,250 over 30 years, today's options are:

  2-year fixed   4.19%   £999 fee   approx. £802/month
  5-year fixed   4.49%   no fee     approx. £831/month

In February you chose the 2-year, with the idea of remortgaging in 2027 when rates may be lower. That still
works - just let me know if you want to stick with it or change, and I'll submit the full application on
Monday.

Kind regards,
Gareth"""
plain(P, dict(frm="Gareth Pryce <gareth.pryce@northwaymortgages.example>", to=ZOFIA,
              subject="Rates update - need your decision by Monday", date=uk(2025, 7, 11, 15, 5)),
      GARETH_JUL + "\n\nGareth Pryce CeMAP\nNorthway Mortgages\n", "quoted-printable")
GARETH_JUL_MID = mid(P, "northwaymortgages.example")

P = "mail/2025/07/2025-07-14_re_rates-update.eml"
plain(P, dict(frm=ZOFIA, to="Gareth Pryce <gareth.pryce@northwaymortgages.example>",
              subject="Re: Rates update - need your decision by Monday", date=uk(2025, 7, 14, 16, 22),
              reply_to_path=GARETH_JUL_MID),
      """Hi Gareth,

Thanks for this. I know I said two years back in February, but I've changed my mind: please go with the
5-year fixed at 4.49% with no fee.

The extra £29 a month is worth it to me. With the move, my mum being unwell in Poland and me on nights,
I'd like to know exactly what I'm paying until 2030 and not have to think about remortgaging in 2027.

Please submit the application on that basis.

Thanks,
Zofia

On Fri, 11 Jul 2025 at 15:05, Gareth Pryce <gareth.pryce@northwaymortgages.example> wrote:
""" + quote(GARETH_JUL) + "\n", "8bit")

P = "mail/2025/07/2025-07-22_fwd_marek_termin-zabiegu.eml"
plain(P, dict(frm="Marek Kowalczyk <marek.kowal@poczta.example>", to=ZOFIA,
              subject="Fwd: Potwierdzenie terminu zabiegu - Halina Kowalczyk", date=uk(2025, 7, 22, 11, 3)),
      """Zosia, przesylam maila ze szpitala. Mamy termin! Wydrukowalem mamie i powiesilem na lodowce.
Xarelto pilnuje ja, spokojnie.

M.

---------- Przekazana wiadomość ---------
Od: Rejestracja - Centrum Kardiologii Odra <rejestracja@kardio-odra.example>
Date: wt., 22 lip 2025 o 09:41
Subject: Potwierdzenie terminu zabiegu - Halina Kowalczyk
To: <marek.kowal@poczta.example>


Szanowna Pani,

uprzejmie potwierdzamy termin zabiegu ablacji (izolacja żył płucnych) w Centrum Kardiologii Odra,
ul. Grabiszyńska 140, 53-439 Wrocław.

  Przyjęcie do szpitala:  środa 8 października 2025, godz. 8:00 - Izba Przyjęć (parter, wejście B)
  Zabieg:                 czwartek 9 października 2025
  Oddział:                Pracownia Elektrofizjologii - pokój 214, II piętro
                          (po przyjęciu pielęgniarka zaprowadzi Panią na oddział)

Przygotowanie do zabiegu:
  - lek Xarelto (rywaroksaban) należy odstawić 48 godzin przed zabiegiem - ostatnią dawkę
    proszę przyjąć 6 października wieczorem;
  - pozostałe leki przyjmować bez zmian, chyba że lekarz zaleci inaczej;
  - na czczo od północy przed zabiegiem;
  - proszę zabrać: dowód osobisty, skierowanie, aktualne EKG, wyniki badań krwi (morfologia,
    kreatynina, elektrolity, INR) nie starsze niż 14 dni, listę przyjmowanych leków, piżamę i klapki.

W razie pytań prosimy o kontakt z rejestracją w dni robocze w godz. 8:00-14:00.

Z poważaniem
Rejestracja
Centrum Kardiologii Odra
""", "quoted-printable")

# =========================================================== 2025-08
P = "mail/2025/08/2025-08-12_pennine_mortgage-offer.eml"
alternative(P, dict(frm="Pennine Building Society <offers@penninebs.example>", to=ZOFIA,
                    cc="Gareth Pryce <gareth.pryce@northwaymortgages.example>",
                    subject="Your mortgage offer is ready", date=uk(2025, 8, 12, 9, 30)),
            """Dear Ms Kowalczyk,

We're pleased to confirm that your mortgage offer has been issued. A copy has been sent to your conveyancer,
Hargreaves & Lund, and to your broker.

  Offer reference:   PBS-MO-7730419
  Property:          Flat 4, Kestrel Court, 27 Fernbank Rise, Leeds LS7 4QX
  Purchase price:    £182,500
  Loan amount:       £164,250 (90% LTV)
  Product:           5 Year Fixed Rate 4.49% until 31/08/2030,
                     then Pennine Standard Variable Rate (currently 7.24%)
  Term:              30 years, capital and interest
  Monthly payment:   £831.28
  Product fee:       none
  Offer valid until: 12 February 2026

Please read the full offer document carefully - it's available in your online account.

Yours sincerely,
Mortgage Underwriting Team
Pennine Building Society
""", HTML_HEAD % "Mortgage offer" + """
<h2>Your mortgage offer is ready</h2>
<p>Dear Ms Kowalczyk,</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Offer reference</th><td>PBS-MO-7730419</td></tr>
<tr><th align="left">Property</th><td>Flat 4, Kestrel Court, 27 Fernbank Rise, Leeds LS7 4QX</td></tr>
<tr><th align="left">Purchase price</th><td>&pound;182,500</td></tr>
<tr><th align="left">Loan amount</th><td>&pound;164,250 (90% LTV)</td></tr>
<tr><th align="left">Product</th><td>5 Year Fixed Rate 4.49% until 31/08/2030</td></tr>
<tr><th align="left">Monthly payment</th><td>&pound;831.28</td></tr>
<tr><th align="left">Offer valid until</th><td>12 February 2026</td></tr>
</table>
<p>A copy has been sent to your conveyancer and broker.</p>
""" + HTML_TAIL, "base64", "base64")

P = "mail/2025/08/2025-08-19_dvsa_test-cancelled-rebooked.eml"
html_only(P, dict(frm="DVSA <noreply@driving-test.dvsa.example>", to=ZOFIA,
                  subject="Your driving test has been cancelled and rebooked", date=uk(2025, 8, 19, 16, 12)),
          HTML_HEAD % "Driving test changed" + """
<h2>We've had to cancel your driving test</h2>
<p>Dear Zofia Kowalczyk,</p>
<p>We're sorry, but we've had to cancel your car driving test on <b>Wednesday 3 September 2025 at 8:57am</b>
because of examiner unavailability. We have automatically rebooked you onto the next available test.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Booking reference number</th><td>48215537</td></tr>
<tr><th align="left">New date and time</th><td><b>Tuesday 9 December 2025, 10:14am</b></td></tr>
<tr><th align="left">Test centre</th><td>Leeds (Horsforth) Driving Test Centre</td></tr>
</table>
<p>If the new date doesn't suit you, you can change it free of charge online. You can also claim
out-of-pocket expenses (for example, a lesson you booked for the test day).</p>
<p style="font-size:11px;color:#777">Driver and Vehicle Standards Agency. Do not reply to this email.</p>
""" + HTML_TAIL, "base64")

# =========================================================== 2025-09
P = "mail/2025/09/2025-09-09_priya_reflective-discussion-form.eml"
plain(P, dict(frm="Priya Nair <priya.nair@staidans.nhs.example>", to=ZOFIA_WORK,
              subject="Reflective discussion form - signed", date=uk(2025, 9, 9, 8, 41)),
      """Hi Zofia,

As promised, I've filled in and signed the reflective discussion form from our chat on Monday (8 Sept).
Hard copy is in your pigeonhole. The details you need for NMC Online:

  Name:      Priya Nair
  Role:      Staff Nurse, Ward 51
  NMC PIN:   11B2047E
  Date:      8 September 2025

I really enjoyed it, honestly - your account about the night escalation is one I'm going to steal for my
students. Good luck with Deborah tomorrow, you'll be fine.

Priya
""", "7bit")

P = "mail/2025/09/2025-09-15_bluelight-perks_offers.eml"
html_only(P, dict(frm="BlueLight Perks <offers@bluelightperks.example>", to=ZOFIA,
                  subject="NHS staff: this month's top discounts", date=uk(2025, 9, 15, 7, 0),
                  extra=[("List-Unsubscribe", "<https://bluelightperks.example/unsub>")]),
          HTML_HEAD % "This month's offers" + """
<h2>Thank you for everything you do</h2>
<p>Here are September's most popular discounts for NHS and emergency services staff:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Partner</th><th>Offer</th></tr>
<tr><td>PassFast Driving School</td><td>Lessons from &pound;32/hour for NHS staff (first 5 hours)</td></tr>
<tr><td>CosyNights Bedding</td><td>25% off blackout blinds &amp; eye masks</td></tr>
<tr><td>Moovr Removals</td><td>10% off local moves</td></tr>
<tr><td>Cinema Club</td><td>2-for-1 tickets Monday&ndash;Thursday</td></tr>
</table>
<p><a href="https://bluelightperks.example/deals">See all deals</a></p>
<p style="font-size:11px;color:#777">You're receiving this because you registered with an NHS email address.</p>
""" + HTML_TAIL, "quoted-printable")

P = "mail/2025/09/2025-09-24_nmc_application-received.eml"
alternative(P, dict(frm="Nursing and Midwifery Council <noreply@nmc-online.example>", to=ZOFIA,
                    subject="We've received your revalidation application", date=uk(2025, 9, 24, 19, 2)),
            """Dear Zofia Kowalczyk,

Thank you. We've received your revalidation application and your annual retention fee.

  NMC PIN:                14K0713E
  Application received:   24 September 2025
  Annual fee paid:        £120.00
  Renewal date:           31 October 2025

What happens next
We'll let you know the outcome by your renewal date. Some applications are selected to provide further
information (verification). If yours is, we'll email you with what we need and the deadline.

Nursing and Midwifery Council
""", HTML_HEAD % "Application received" + """
<h2>We've received your revalidation application</h2>
<p>Dear Zofia Kowalczyk,</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">NMC PIN</th><td>14K0713E</td></tr>
<tr><th align="left">Application received</th><td>24 September 2025</td></tr>
<tr><th align="left">Annual fee paid</th><td>&pound;120.00</td></tr>
<tr><th align="left">Renewal date</th><td>31 October 2025</td></tr>
</table>
<p>Some applications are selected for verification. If yours is, we'll email you.</p>
""" + HTML_TAIL, "quoted-printable", "quoted-printable")

# =========================================================== 2025-10
P = "mail/2025/10/2025-10-14_hargreaves-lund_searches-management-pack.eml"
plain(P, dict(frm="Rachel Ormerod <r.ormerod@hargreaveslund.example>", to=ZOFIA,
              subject="Flat 4 Kestrel Court - searches, management pack and dates",
              date=uk(2025, 10, 14, 12, 26)),
      """Dear Zofia,

Good progress to report.

1. Searches - all back and clear. Nothing of concern on the local authority search; the environmental
   search shows low flood risk.

2. Management pack - received from Fernbank Rise Management Co. Ltd. Key points:
   - service charge for 2025/26 is £1,296 per annum (£108 per month), payable monthly by standing order
   - reserve fund balance is healthy
   - the lintel repair to the rear elevation is included in the planned major works for winter 2025/26
     and will be paid from the reserve fund - no Section 20 contribution is being asked of leaseholders
   - pets are permitted with the management company's written consent (I have asked for consent for your
     cat)

3. Dates - the seller's solicitors have proposed exchange on Friday 7 November with completion on
   Friday 14 November. Please let me know if that works for you.

I'll send the report on title and the mortgage deed for signature next week.

Kind regards,
Rachel

Rachel Ormerod
Senior Conveyancer, Hargreaves & Lund Solicitors
""", "quoted-printable")

P_COMPL_ASK = "mail/2025/10/2025-10-29_completion-date.eml"  # parent id only
P = "mail/2025/10/2025-10-30_re_completion-date.eml"
plain(P, dict(frm="Rachel Ormerod <r.ormerod@hargreaveslund.example>", to=ZOFIA,
              subject="Re: Completion date?", date=uk(2025, 10, 30, 15, 58),
              reply_to_path=mid(P_COMPL_ASK, "skrzynka.example")),
      """Dear Zofia,

Sorry for the delay in replying - I wanted to have a firm answer for you. The seller's onward purchase has
been held up (their seller's mortgage offer was late), so the 14 November date is no longer possible.

Both sides have now agreed:
  - exchange of contracts:  Friday 21 November
  - completion:             Friday 5 December 2025

On completion day, once we've confirmed the funds have reached the seller's solicitors, you can collect
the keys from Whitaker & Daughters' office on Harrogate Road - normally after 1pm. I will text you as soon as
we have completed.

Two things I need from you:
  1. Please sign the mortgage deed (sent by post last week) in front of an independent witness - over 18,
     not a family member and not anyone who lives with you - and return it to us by 21 November.
  2. Your deposit balance to reach our client account no later than 3 December. Please phone the office to
     confirm our bank details before sending - never rely on bank details in an email.

Kind regards,
Rachel

On Wed, 29 Oct 2025 at 16:40, Zofia Kowalczyk <zosia.kowalczyk@skrzynka.example> wrote:
""" + quote("""Hi Rachel,

Is there any news on the completion date? I need to book removals and give my landlord notice, and I can't
really do either until I know.

Thanks,
Zofia""") + "\n", "quoted-printable")

# =========================================================== 2025-11
P = "mail/2025/11/2025-11-04_aire-valley-removals_quote.eml"
QUOTE = """AIRE VALLEY REMOVALS
Unit 7, Canal Wharf, Kirkstall, Leeds LS5
Quotation no. Q-2291                                   Date: 4 November 2025

Customer:   Ms Zofia Kowalczyk
Moving from: Flat 3, 8 Grange View, Headingley, Leeds LS6 3QN (1st floor)
Moving to:   Flat 4, Kestrel Court, 27 Fernbank Rise, Leeds LS7 4QX (2nd floor, no lift)

Moving date: Saturday 6 December 2025
Crew arrival: 8:00am at the Headingley address

Service:
  - 2 porters + 3.5 tonne Luton van
  - protective covers for sofa and mattress
  - stairs surcharge (no lift at destination) included
  - dismantle / reassemble 1 x double bed
  - collection of sofa bed from LS17 on the way (as discussed)

Total price: £465.00 including VAT
Deposit to secure the date: £50.00 (balance on the day, card or transfer)

Not included: packing service, boxes (available at £2.50 each), parking permits.
Cancellation: free up to 7 days before the move.
"""
mixed(P, dict(frm="Aire Valley Removals <quotes@airevalleyremovals.example>", to=ZOFIA,
              subject="Your removal quote - Headingley to Chapel Allerton", date=uk(2025, 11, 4, 17, 45)),
      """Hi Zofia,

Thanks for talking us through the move on the phone this evening. Please find your quotation attached.

If you're happy to go ahead, just reply to this email and we'll send a link for the deposit to hold the date.

Cheers,
Leanne
Aire Valley Removals
""", "quoted-printable", "Quote-Q-2291.txt", QUOTE)

P = "mail/2025/11/2025-11-10_nmc_verification-request.eml"
alternative(P, dict(frm="Nursing and Midwifery Council <noreply@nmc-online.example>", to=ZOFIA,
                    subject="Action needed: further information about your revalidation",
                    date=uk(2025, 11, 10, 10, 15)),
            """Dear Zofia Kowalczyk,

NMC PIN: 14K0713E

Your revalidation application has been selected for verification. This is a routine check and does not
mean that we have concerns about your practice. Your registration remains valid while we review it.

Please upload the following through NMC Online by 12 December 2025:

  1. Details of your confirmer: full name, NMC PIN (or other professional registration number),
     job title, work email address and telephone number.
  2. Evidence of the CPD you declared (for example certificates or attendance records), including
     evidence of the participatory learning.
  3. A copy of your reflective discussion form.

If you cannot meet this deadline, please contact us before it passes.

Nursing and Midwifery Council
""", HTML_HEAD % "Verification" + """
<h2>Action needed: verification of your revalidation</h2>
<p>Dear Zofia Kowalczyk (PIN 14K0713E),</p>
<p>Your application has been selected for verification. This is routine. Your registration remains valid
while we review it.</p>
<p>Please upload through NMC Online <b>by 12 December 2025</b>:</p>
<ol>
<li>Details of your confirmer (name, NMC PIN or other registration, job title, work email, phone)</li>
<li>Evidence of your CPD, including participatory learning</li>
<li>A copy of your reflective discussion form</li>
</ol>
""" + HTML_TAIL, "quoted-printable", "quoted-printable")
