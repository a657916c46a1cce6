from common import make_msg, write_eml, dedent

NIAMH = "Niamh Ó Ceallaigh <niamh.oc@postbox.example.ie>"
NIAMH_WORK = "Niamh Ó Ceallaigh <n.oceallaigh@lvuh.example.ie>"
PIXEL = '<img src="https://track.{d}/open/{i}.gif" width="1" height="1" alt="" style="display:none">'


def quote(text):
    return "\n".join(("> " + l) if l.strip() else ">" for l in dedent(text).rstrip("\n").split("\n"))


# ---------------------------------------------------------------- 2025-10
def hearth_home_quote():
    text = """
    Hi Niamh,

    Thanks for having me out to Gortalassa on Saturday. Lovely spot - you'll be glad of a stove
    up there.

    As discussed, here's the quote:

      Quote no.: HH-1193
      Stove: Ardent 5 Eco multi-fuel, 5 kW, matte black, top flue
      Liner: 6" 316-grade stainless flexible liner, approx. 7 m, with insulation
      Register plate, cowl (anti-downdraught), fitting and commissioning
      Total: EUR 3,850.00 incl. VAT

    To hold a date I'd need a deposit of EUR 500. I can pencil you in for Saturday 6 December
    (arriving about 9am, it's a full day job). The liner is ordered once the deposit is in.

    You'll need the chimney swept before I come and a CO alarm in the room. I'd also want the old
    crane out of the way or at least tied back.

    Any questions give me a shout.

    Declan Kingston
    Hearth & Home Stoves, Bandon
    023 555 0119
    """
    html = """<html><body style="font-family:Arial,sans-serif">
<p>Hi Niamh,</p>
<p>Thanks for having me out to Gortalassa on Saturday. Lovely spot - you'll be glad of a stove up there.</p>
<p>As discussed, here's the quote:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th align="left">Quote no.</th><td>HH-1193</td></tr>
<tr><th align="left">Stove</th><td>Ardent 5 Eco multi-fuel, 5 kW, matte black, top flue</td></tr>
<tr><th align="left">Liner</th><td>6&quot; 316-grade stainless flexible liner, approx. 7 m, with insulation</td></tr>
<tr><th align="left">Also</th><td>Register plate, cowl (anti-downdraught), fitting and commissioning</td></tr>
<tr><th align="left">Total</th><td><b>&euro;3,850.00 incl. VAT</b></td></tr>
</table>
<p>To hold a date I'd need a deposit of &euro;500. I can pencil you in for <b>Saturday 6 December</b>
(arriving about 9am, it's a full day job). The liner is ordered once the deposit is in.</p>
<p>You'll need the chimney swept before I come and a CO alarm in the room. I'd also want the old crane
out of the way or at least tied back.</p>
<p>Any questions give me a shout.</p>
<p>Declan Kingston<br>Hearth &amp; Home Stoves, Bandon<br>023 555 0119</p>
</body></html>"""
    m = make_msg("Declan Kingston <declan@hearthandhome.example.ie>", NIAMH, "2025-10-14 19:12",
                 "Quote HH-1193 - stove + liner, Gortalassa", text=None, html=html,
                 cte="quoted-printable", html_cte="quoted-printable",
                 msgid="<hh1193.quote@hearthandhome.example.ie>")
    write_eml("mail/2025/10/2025-10-14_stove-quote-bandon.eml", m)


def u16_training():
    text = """
    Hi all,

    A few things for the U16s now that the evenings are closing in.

    WINTER TRAINING - from Monday 3 November training moves to MONDAYS and WEDNESDAYS, 7:00 to
    8:00pm, on the floodlit astro at Páirc na Coille. No more Tuesday/Thursday sessions on the main
    pitch until the clocks go forward - the pitch needs a rest and we can't light it anyway.

    Astro runners only, no studs on the astro (the caretaker will send them home). Helmets on with
    the face guard fastened from the first ball. Gum shields. Two hurleys if you have them.

    Please be there by 6:55 - we start on time and the astro is booked by the ladies' team at 8.

    Subs: €40 for the winter block, to the club account or cash to me. Thanks to the parents who've
    paid already.

    League starts in February. Fixtures to follow when the board releases them.

    Any problems, text me.

    Jer Sheehan
    U16 coach, Coill Rua GAA
    086 555 0157
    """
    m = make_msg("Jer Sheehan <jer.sheehan@coillruagaa.example.ie>",
                 "Coill Rua U16 parents <u16parents@coillruagaa.example.ie>", "2025-10-29 21:40",
                 "U16 winter training - new nights from 3 Nov", text=text, cte="8bit",
                 cc=NIAMH, msgid="<u16.winter.2025@coillruagaa.example.ie>")
    write_eml("mail/2025/10/2025-10-29_u16-winter-training.eml", m)


SITE_REPORT = """CARBERY WASTEWATER SERVICES LTD
Site Characterisation - Summary of Findings
==========================================

Site:       Gortalassa, Leap, Co. Cork (Eircode P81 WX47)
Client:     Niamh Ó Ceallaigh
Assessor:   Orla Crowley BE MIEI
Dates:      22/10/2025 (trial hole, test hole pre-soak)
            23/10/2025 (percolation readings)

1. EXISTING SYSTEM
   Single-chamber concrete block septic tank, approx. 2.5 m3, estimated 1960s.
   Cast concrete lid cracked across its full width; internal render failing; visible
   cracking in the north wall of the tank. Outlet to a stone-filled soak pit which
   appears to discharge towards the field drain / ditch at the eastern boundary.
   No percolation area present. The existing system is not compliant and should be
   desludged and decommissioned.

2. TRIAL HOLE (TH1, lower field)
   Depth excavated: 2.1 m
   0.0-0.3 m   topsoil
   0.3-1.4 m   firm brown silty CLAY with some gravel
   1.4-2.1 m   grey gravelly CLAY, mottled from 1.2 m
   Water ingress observed at 1.6 m below ground level (winter water table).
   Bedrock not encountered.

3. PERCOLATION TESTS (3 holes each)
   Subsurface test:  T = 38
   Surface test:     P = 29

4. INTERPRETATION
   With T = 38 and the water table at 1.6 m, there is not enough unsaturated
   subsoil below a conventional percolation trench. A conventional septic tank and
   percolation area is NOT suitable on this site.
   The site is suitable for a secondary treatment system with a polishing filter.

5. RECOMMENDATION
   Packaged wastewater treatment system (BioClear 6PE or equivalent certified to
   EN 12566-3), 6 population equivalent, discharging by pumped distribution to a
   soil polishing filter of approx. 60 m2 in the south-west corner of the lower field.
   Minimum separation: 10 m from the ditch, 3 m from the boundary, 7 m from the house.
   Decommission the existing tank (desludge, break base, backfill).

Orla Crowley
"""


def site_report():
    text = """
    Hi Niamh,

    Please find attached the summary of the site characterisation at Gortalassa (the full form
    and drawings go with the grant application - I'll post you the signed originals).

    In short: the old tank is finished and the ground isn't suitable for a conventional system,
    so I'm recommending a packaged treatment unit with a soil polishing filter in the lower
    corner of the field. Reasons are in section 4.

    Our price for the recommended option (BioClear 6PE packaged system, installation, pumped
    distribution, 60 m² polishing filter, decommissioning the old tank, commissioning and first
    year's service) is €11,900 incl. VAT. A raised sand polishing filter would add roughly
    €3,500 if it ever came to that, but I don't think it will.

    Don't start anything until the council grant is approved - they won't pay retrospectively.

    Happy to go through it on the phone - I'm around Thursday afternoon.

    Kind regards,
    Orla Crowley
    Site assessor / engineer
    Carbery Wastewater Services Ltd
    028 555 0150
    """
    m = make_msg("Orla Crowley <orla.crowley@carberywastewater.example.ie>", NIAMH,
                 "2025-10-30 16:25", "Gortalassa - site assessment report", text=text,
                 cte="quoted-printable", msgid="<gortalassa.sa.2025@carberywastewater.example.ie>",
                 attachments=[("site-characterisation-summary.txt", SITE_REPORT)])
    write_eml("mail/2025/10/2025-10-30_site-assessment-report.eml", m)


def loan_approval():
    text = """
    Dear Niamh,

    I'm pleased to let you know that your application for a Home Improvement Loan has been
    approved by the Credit Committee.

      Loan number:        LHCU-HI-558120
      Amount:             EUR 20,000.00
      Term:               60 months
      Interest rate:      6.9% variable (APR 7.1%)
      Monthly repayment:  EUR 395.08 by direct debit on the 3rd of each month
      First repayment:    3 December 2025
      Total repayable:    EUR 23,704.80 (if the rate does not change)
      Loan protection:    included at no direct cost to you

    Conditions of this loan:
      1. As this is a home improvement loan, please provide evidence of spend (copies of
         invoices or receipts for the works at Gortalassa) by 31 March 2026.
      2. You must sign the loan agreement in person at the Douglas branch before drawdown.
         Please bring photo ID and proof of address.

    Please call me to arrange a time to sign. You can make lump sum repayments at any time
    without penalty.

    Kind regards,

    Ciarán Foley
    Lending Officer
    Lee Harbour Credit Union - Douglas Branch
    021 555 0188

    """
    m = make_msg("Ciarán Foley <loans@leeharbourcu.example.ie>", NIAMH, "2025-10-31 11:02",
                 "Your loan application - approved", text=text, cte="base64",
                 msgid="<approval.558120@leeharbourcu.example.ie>")
    write_eml("mail/2025/10/2025-10-31_loan-approval.eml", m)


# ---------------------------------------------------------------- 2025-11
def preplanning():
    text = """
    A Niamh, a chara,

    Thank you for your pre-planning consultation request regarding a proposed rear single-storey
    extension (utility/porch) and rooflights at Gortalassa, Leap.

    I can confirm a pre-planning clinic appointment as follows:

      Reference:  PPC-W-25-0412
      Date:       Tuesday 2 December 2025
      Time:       11:20 (20 minutes)
      Venue:      West Cork Divisional Office, Skibbereen - ground floor meeting room.
                  Please sign in at reception on arrival.

    Please bring any drawings, photographs and a site location map. Pre-planning advice is given
    without prejudice to any future decision of the Planning Authority.

    If you cannot attend, please let us know at least 24 hours in advance so the slot can be
    given to someone else.

    Is mise le meas,

    Aoife Brennan
    Executive Planner
    Planning Section - West Cork Division
    Cork County Council
    """
    m = make_msg("Aoife Brennan <aoife.brennan@corkcoco.example.ie>", NIAMH, "2025-11-18 10:31",
                 "Pre-planning clinic appointment - PPC-W-25-0412", text=text,
                 cte="quoted-printable", msgid="<ppc-w-25-0412@corkcoco.example.ie>")
    write_eml("mail/2025/11/2025-11-18_pre-planning-clinic.eml", m)


def gaeltacht_booking():
    text = """
    A Niamh, a chara,

    Go raibh maith agat as Oisín a chlárú le Coláiste Uisce Glas do shamhradh 2026!
    (Thank you for registering Oisín with Coláiste Uisce Glas for summer 2026!)

    BOOKING CONFIRMATION / DEIMHNIÚ ÁIRITHINTE
    ------------------------------------------
    Booking reference:  CUG-26-0877
    Student:            Oisín Ó Ceallaigh (DOB 03/05/2010)
    Course:             Cúrsa 2 / Course 2 - 1 July to 21 July 2026
    Accommodation:      with a bean an tí in Baile an Chuain (house allocated in May)
    Course fee:         €1,150.00
    Deposit received:   €300.00 (20/11/2025)
    Balance due:        €850.00 - must be paid by 15 April 2026

    IMPORTANT - the medical form (attached to your online account) must be completed and
    signed by your GP and returned to us by 1 May 2026. Students cannot attend without it.
    Please list all medication, including inhalers and EpiPens.

    Travel information (bus times and pick-up points) will be sent in the spring.

    Rules: Irish must be spoken at all times. Mobile phones are handed in and returned for one
    hour each evening. Full rules are on the website and must be signed by the student.

    Le gach dea-ghuí,
    Oifig an Choláiste
    Coláiste Uisce Glas, Baile an Chuain, Corca Dhuibhne
    066 555 0133
    """
    m = make_msg("Coláiste Uisce Glas <oifig@uisceglas.example.ie>", NIAMH, "2025-11-21 09:05",
                 "Deimhniú áirithinte / Booking confirmation - Oisín Ó Ceallaigh",
                 text=text, cte="quoted-printable", msgid="<cug-26-0877@uisceglas.example.ie>")
    write_eml("mail/2025/11/2025-11-21_irish-college-booking.eml", m)


def care_schedule():
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Dear Niamh,</p>
<p>As discussed with the public health nurse and yourself, Donal's home support hours have been reviewed. Please
find below his <b>new visit schedule from Monday 1 December 2025</b>.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#d9ead3"><th>Day</th><th>Time</th><th>Carer</th><th>Tasks</th></tr>
<tr><td>Monday - Friday</td><td>08:30 - 09:30</td><td>Marta Kowalczyk</td><td>Breakfast, morning medication prompt, personal care prompt, kitchen check</td></tr>
<tr><td>Monday, Wednesday, Friday</td><td>17:00 - 17:45</td><td>Joseph Mensah</td><td>Evening meal, night medication set out, secure back door</td></tr>
<tr><td>Saturday, Sunday</td><td>09:00 - 10:00</td><td>Joseph Mensah</td><td>Breakfast, morning medication prompt, short walk if weather allows</td></tr>
</table>
<p>Total: 9 hours 15 minutes per week. If a regular carer is on leave we will always let you know who
is covering, and the cover carer will be introduced by a member of the office team on their first visit
as you asked.</p>
<p>Any questions please contact me directly.</p>
<p>Kind regards,<br>Sinéad Barry<br>Care Co-ordinator, Cúram Home Care, Ballincollig<br>021 555 0134</p>
""" + PIXEL.format(d="curamhomecare.example.ie", i="cs-1201") + """
</body></html>"""
    m = make_msg("Sinéad Barry <sinead.barry@curamhomecare.example.ie>", NIAMH, "2025-11-26 14:48",
                 "Donal Ó Ceallaigh - revised care schedule from 1 Dec", html=html,
                 html_cte="quoted-printable", msgid="<sched.1201@curamhomecare.example.ie>")
    write_eml("mail/2025/11/2025-11-26_care-schedule.eml", m)


# ---------------------------------------------------------------- 2025-12
def flights():
    text = """
    CELTIC SKYWAYS - BOOKING CONFIRMATION
    =====================================

    Thank you for booking with Celtic Skyways. This confirmation has been sent to every
    passenger with an e-mail address on the booking.

    Booking reference:  QX7LMP
    Booked by:          Ms Gráinne Ní Bhriain
    Date of booking:    12 December 2025

    PASSENGERS
      1. Ms Gráinne Ní Bhriain
      2. Ms Niamh Ó Ceallaigh
      3. Ms Siobhán Lynch
      4. Ms Aisling Cronin

    OUTBOUND - Thursday 16 April 2026
      CS 482   Cork (ORK) dep 06:40  ->  Lisbon (LIS) arr 09:25
      Bag drop closes 05:55. Gate closes 06:15.

    RETURN - Sunday 19 April 2026
      CS 483   Lisbon (LIS) dep 10:15  ->  Cork (ORK) arr 12:50
      Bag drop closes 09:30. Gate closes 09:50.

    BAGGAGE
      Each passenger: 1 x 10 kg cabin bag + 1 small under-seat bag
      Booking: 2 x 20 kg hold bags (shared)

    PAYMENT
      Fares and taxes:  EUR 776.00
      Hold bags:        EUR  80.00
      Total paid:       EUR 856.00 (card ending 4471)

    Online check-in opens 48 hours before departure. Times shown are local times.
    Changes to this booking can be made online for a fee plus any fare difference.
    """
    m = make_msg("Celtic Skyways <bookings@celticskyways.example.com>",
                 "Gráinne Ní Bhriain <grainne.nb@postbox.example.ie>, " + NIAMH +
                 ", Siobhán Lynch <siobhan.lynch@mailbox.example.com>, Aisling Cronin <aisling.cronin@postbox.example.ie>",
                 "2025-12-12 22:17", "Your booking is confirmed - Cork to Lisbon",
                 text=text, cte="base64", msgid="<conf.qx7lmp@celticskyways.example.com>")
    write_eml("mail/2025/12/2025-12-12_flight-confirmation.eml", m)


def apartment():
    text = """
    Olá Niamh,

    Your reservation is confirmed!

    Property:   Casa das Gaivotas (2 bedrooms, balcony)
    Address:    Rua das Gaivotas 12, 2.º Esq., Alfama, 1100-341 Lisboa
    Dates:      Thursday 16 April 2026 - Sunday 19 April 2026 (3 nights)
    Guests:     4 adults
    Total:      EUR 612.00 (paid)

    CHECK-IN from 15:00. Self check-in: a code for the key box will be sent 24 hours before
    arrival. Arriving early? You can leave your bags at Café Gaivota on the ground floor of the
    building from 10:00 - just give the booking name.
    CHECK-OUT by 11:00. If you leave earlier, please put the keys back in the key box.

    The building has no lift (3 floors of stairs). Tram 28 stops two minutes away.
    Wi-Fi details are in the welcome book. Quiet hours 23:00-08:00, please.
    Need a taxi or a private transfer? We can organize one - just reply to this email.

    Até breve!
    LisboaStays - guest team
    """
    html = """<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2 style="color:#1f5f8b">Your reservation is confirmed!</h2>
<p>Ol&aacute; Niamh,</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<tr><td><b>Property</b></td><td>Casa das Gaivotas (2 bedrooms, balcony)</td></tr>
<tr><td><b>Address</b></td><td>Rua das Gaivotas 12, 2.&ordm; Esq., Alfama, 1100-341 Lisboa</td></tr>
<tr><td><b>Dates</b></td><td>Thursday 16 April 2026 - Sunday 19 April 2026 (3 nights)</td></tr>
<tr><td><b>Guests</b></td><td>4 adults</td></tr>
<tr><td><b>Total</b></td><td>&euro;612.00 (paid)</td></tr>
<tr><td><b>Check-in</b></td><td>from 15:00 (self check-in, key box code sent 24 h before). Early bags: Caf&eacute; Gaivota, ground floor, from 10:00</td></tr>
<tr><td><b>Check-out</b></td><td>by 11:00</td></tr>
</table>
<p>The building has no lift (3 floors of stairs). Tram 28 stops two minutes away. Quiet hours 23:00-08:00, please.</p>
<p>At&eacute; breve!<br>LisboaStays - guest team</p>
""" + PIXEL.format(d="lisboastays.example.pt", i="r-88120") + """
</body></html>"""
    m = make_msg("LisboaStays <reservas@lisboastays.example.pt>", NIAMH, "2025-12-14 20:03",
                 "Reservation confirmed: Casa das Gaivotas, 16-19 Apr 2026", text=text, html=html,
                 cte="quoted-printable", html_cte="base64",
                 msgid="<res.88120@lisboastays.example.pt>")
    write_eml("mail/2025/12/2025-12-14_apartment-reservation.eml", m)


def newsletter():
    text = """
    WEST CORK HERITAGE COTTAGES NETWORK - Winter newsletter
    ======================================================

    Hello members,

    1. LIME DAY, 17 January - a hands-on day of lime rendering and limewash at the old
       creamery in Ballydehob. Bring old clothes and goggles. EUR 45, lunch included.

    2. WINDOWS: REPAIR BEFORE REPLACE - our talk in November was packed. The short version:
       most old sashes can be repaired for less than the cost of new ones, and timber
       windows suit a stone cottage far better than PVC. Notes on the website.

    3. STOVES IN OLD HOUSES - a member asks whether a stove will dry out damp walls. It can
       help, but only if the walls can breathe. Fit a CO alarm in every room with a stove.

    4. MEMBER OFFER - our sponsor Westlands Hardware is giving members 15% off CO alarms,
       chimney brushes and bagged kindling in December with the code HERITAGE15.

    5. AGM - Saturday 28 February, Skibbereen Town Hall, 3pm.

    Nollaig shona!
    The committee

    You are receiving this because you joined the network. Unsubscribe any time.
    """
    html = """<html><body style="font-family:Georgia,serif">
<h1>West Cork Heritage Cottages Network</h1><h3>Winter newsletter</h3>
<p>Hello members,</p>
<table border="0" cellpadding="6">
<tr><td><b>1. Lime Day, 17 January</b></td><td>Hands-on lime rendering and limewash at the old creamery in Ballydehob. &euro;45, lunch included.</td></tr>
<tr><td><b>2. Windows: repair before replace</b></td><td>Most old sashes can be repaired for less than new ones, and timber windows suit a stone cottage far better than PVC.</td></tr>
<tr><td><b>3. Stoves in old houses</b></td><td>A stove helps dry walls only if they can breathe. Fit a CO alarm in every room with a stove.</td></tr>
<tr><td><b>4. Member offer</b></td><td>Westlands Hardware: 15% off CO alarms, chimney brushes and bagged kindling in December, code HERITAGE15.</td></tr>
<tr><td><b>5. AGM</b></td><td>Saturday 28 February, Skibbereen Town Hall, 3pm.</td></tr>
</table>
<p>Nollaig shona!<br>The committee</p>
<p style="font-size:10px">You are receiving this because you joined the network. <a href="https://wcheritagecottages.example.ie/unsub">Unsubscribe</a></p>
""" + PIXEL.format(d="wcheritagecottages.example.ie", i="nl-winter25") + """
</body></html>"""
    m = make_msg("West Cork Heritage Cottages <news@wcheritagecottages.example.ie>", NIAMH,
                 "2025-12-03 07:30", "Winter newsletter - lime day, windows, stoves, AGM",
                 text=text, html=html, cte="7bit", html_cte="quoted-printable",
                 msgid="<nl.winter25@wcheritagecottages.example.ie>",
                 extra_headers={"List-Unsubscribe": "<https://wcheritagecottages.example.ie/unsub>"})
    write_eml("mail/2025/12/2025-12-03_heritage-newsletter.eml", m)


# ---------------------------------------------------------------- 2026-01
def hearth_home_cancel():
    declan_delay = """
    Hi Niamh,

    Bad news I'm afraid. The supplier has let me down on the 316 liner - it's on backorder from the
    UK and they can't give me a date. I won't be able to do Saturday the 6th.

    Honestly the earliest I can see myself getting to you now is the week of 13 April, with the
    run of jobs I have booked after Christmas. I'm very sorry. Your deposit is safe either way.

    Declan
    """
    niamh_cancel = """
    Hi Declan,

    Thanks for letting me know, and I do appreciate the honesty. But I can't leave the cottage
    without heat until the middle of April - the walls are soaking and the roof's only just on.
    I've decided to go with another installer who can do it sooner, so I'd like to cancel the
    booking (HH-1193) and get the €500 deposit back if that's OK.

    No hard feelings at all - it's not your fault the liner didn't come.

    Niamh

    On Thu, 4 Dec 2025 at 17:52, Declan Kingston <declan@hearthandhome.example.ie> wrote:
    """
    text = ("Hi Niamh,\n\nNo problem at all, I understand completely. I've refunded the €500 deposit "
            "to the card you paid with this morning - it can take 3-5 working days to show.\n\n"
            "Best of luck with the cottage, and if you ever need the chimney swept give me a call.\n\n"
            "Declan\n\n"
            "On Fri, 9 Jan 2026 at 22:14, Niamh Ó Ceallaigh <niamh.oc@postbox.example.ie> wrote:\n"
            + quote(niamh_cancel) + "\n" + quote(quote(declan_delay) + "\n") + "\n")
    m = make_msg("Declan Kingston <declan@hearthandhome.example.ie>", NIAMH, "2026-01-12 09:36",
                 "Re: Re: Stove install Saturday 6th - HH-1193", text=text, cte="quoted-printable",
                 msgid="<hh1193.refund@hearthandhome.example.ie>",
                 in_reply_to="<cancel.hh1193@postbox.example.ie>",
                 references="<hh1193.delay@hearthandhome.example.ie> <cancel.hh1193@postbox.example.ie>")
    write_eml("mail/2026/01/2026-01-12_re-re-stove-install-saturday.eml", m)


def lisbon_may():
    siobhan = """
    Girls,

    Don't kill me. I've just been told the HSE audit on my unit is the week of 13 April and
    there is no way I'll get the Friday off, never mind the Thursday. What about 7-10 May
    instead? Same days of the week, Thursday to Sunday. It'll be warmer too!

    I know the flights are booked. Gráinne, can you check what it'd cost to change?

    S x
    """
    text = ("Grand so - May it is! 7-10 May works for me, and I'd rather we all went than three of us.\n"
            "I'll put in to change my annual leave tomorrow (rostering will love me).\n\n"
            "Gráinne - let us know what the airline says about changing.\n\n"
            "N x\n\n"
            "On Mon, 12 Jan 2026 at 20:41, Siobhán Lynch <siobhan.lynch@mailbox.example.com> wrote:\n"
            + quote(siobhan) + "\n")
    m = make_msg(NIAMH, "Siobhán Lynch <siobhan.lynch@mailbox.example.com>", "2026-01-13 07:58",
                 "Re: Lisbon dates - problem", text=text, cte="8bit",
                 cc="Gráinne Ní Bhriain <grainne.nb@postbox.example.ie>, Aisling Cronin <aisling.cronin@postbox.example.ie>",
                 msgid="<lisbon.may.reply@postbox.example.ie>",
                 in_reply_to="<lisbon.problem@mailbox.example.com>")
    write_eml("mail/2026/01/2026-01-13_re-lisbon-dates.eml", m)


def ember_west_quote():
    text = """
    Hi Niamh,

    Good to meet you on Tuesday. The chimney is in better shape than you'd think - the stack is
    sound and once it's swept and lined it'll draw well.

    Quote EW-0262 - Gortalassa

      Ardent 5 Eco multi-fuel stove, 5 kW, matte black ......... included
      6" 316 stainless liner (7 m), insulated, + register plate .. included
      Anti-downdraught cowl ..................................... included
      Smoke test before and after, commissioning + certificate .. included
      Removal of the old crane (kept for you) ................... included

      TOTAL: EUR 4,120.00 incl. 13.5% VAT

    I have the liner in stock, so the only thing holding us up is the diary. The first Saturday
    I can give you is Saturday 14 March 2026 - I'd be on site at 8:30am and finished by
    evening. Deposit of EUR 400 secures it; balance on the day.

    I'll send you a list of what needs doing before I come closer to the time.

    Tomás Ó Súilleabháin
    Ember West Stoves, Clonakilty
    023 555 0126
    """
    html = """<html><body style="font-family:Arial,sans-serif">
<p>Hi Niamh,</p>
<p>Good to meet you on Tuesday. The chimney is in better shape than you'd think - the stack is sound and once it's swept and lined it'll draw well.</p>
<p><b>Quote EW-0262 - Gortalassa</b></p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Ardent 5 Eco multi-fuel stove, 5 kW, matte black</td><td>included</td></tr>
<tr><td>6&quot; 316 stainless liner (7 m), insulated, + register plate</td><td>included</td></tr>
<tr><td>Anti-downdraught cowl</td><td>included</td></tr>
<tr><td>Smoke test before and after, commissioning + certificate</td><td>included</td></tr>
<tr><td>Removal of the old crane (kept for you)</td><td>included</td></tr>
<tr><td><b>TOTAL</b></td><td><b>&euro;4,120.00 incl. 13.5% VAT</b></td></tr>
</table>
<p>I have the liner in stock, so the only thing holding us up is the diary. The first Saturday I can give you is
<b>Saturday 14 March 2026</b> - I'd be on site at 8:30am and finished by evening. Deposit of &euro;400 secures it; balance on the day.</p>
<p>I'll send you a list of what needs doing before I come closer to the time.</p>
<p>Tom&aacute;s &Oacute; S&uacute;illeabh&aacute;in<br>Ember West Stoves, Clonakilty<br>023 555 0126</p>
</body></html>"""
    m = make_msg("Tomás Ó Súilleabháin <tomas@emberwest.example.ie>", NIAMH, "2026-01-14 18:20",
                 "Quote EW-0262 - stove and liner, Gortalassa", text=text, html=html,
                 cte="quoted-printable", html_cte="quoted-printable",
                 msgid="<ew0262@emberwest.example.ie>")
    write_eml("mail/2026/01/2026-01-14_new-stove-quote.eml", m)


def key_safe():
    text = """
    Hi Niamh,

    Just to let you know that on the morning call on Monday 19 January the carer found the key
    safe at your dad's with the lid open and the numbers still set. The key was inside and
    nothing was disturbed, and Donal was fine. We don't know how long it had been like that -
    possibly since the weekend.

    As per our procedure we changed the code straight away. The NEW key safe code is 2958.

    The new code has been given to both regular carers and to the office, and I've phoned the
    public health nurse with it. Could you please pass it on to Cathal and anyone else in the family who
    needs it? Please don't write it on anything kept near the door.

    Sorry for the worry. We've reminded the team to scramble the dial every time.

    Kind regards,
    Sinéad Barry
    Care Co-ordinator
    Cúram Home Care, Ballincollig
    021 555 0134
    """
    m = make_msg("Sinéad Barry <sinead.barry@curamhomecare.example.ie>", NIAMH, "2026-01-20 10:14",
                 "Key safe at 3 Bóthar na Coille - code changed", text=text, cte="base64",
                 msgid="<keysafe.0119@curamhomecare.example.ie>")
    write_eml("mail/2026/01/2026-01-20_key-safe.eml", m)


CLINIC_LETTER = """LEE VALLEY UNIVERSITY HOSPITAL
Department of Medicine for the Older Person
Memory Assessment Clinic - Day Hospital, Level 2, Block C
Tel 021 555 0160

29/01/2026

Dr Kieran Lucey
Ballincollig Medical Centre
Ballincollig, Co. Cork

Re:  Donal Ó Ceallaigh, DOB 14/06/1947, MRN 0048213
     3 Bóthar na Coille, Ballincollig

Dear Dr Lucey,

I reviewed Mr Ó Ceallaigh at the memory clinic on 28/01/2026, accompanied by his daughter
Niamh (next of kin).

Diagnosis: Alzheimer's disease, mild.

Since starting donepezil 5 mg nocte in October 2025 he has tolerated it well, with no GI
upset and no falls. His family report increased restlessness in the late afternoon and early
evening. MoCA today 21/30 (23/30 in September 2025). Pulse 68 regular, BP 138/82.

Plan:
 1. Increase donepezil to 10 mg nocte from Monday 02/02/2026.
 2. If vivid dreams or sleep disturbance occur, the dose may be moved to the morning.
 3. Please monitor pulse; hold and contact us if HR < 50.
 4. Day centre attendance is encouraged (referral via PHN).
 5. Non-pharmacological measures for evening restlessness as discussed.

Review appointment: Wednesday 22 April 2026 at 14:15, Memory Assessment Clinic, Day Hospital,
Level 2, Block C, Lee Valley University Hospital. Please bring an up-to-date medication list.

Yours sincerely,

Dr Anjali Menon
Consultant Geriatrician

cc: Ms Niamh Ó Ceallaigh (daughter)
"""


def clinic_letter_forward():
    text = """
    Cathal - the letter from Dr Menon, the copy they e-mailed me. Dose goes up to 10 on Monday.
    The next one is in April - I've put it in the calendar and I'll take him, you needn't come
    down for it. Read the bit about the pulse - if the carers mention he's dizzy, tell me.

    N

    ---------- Forwarded message ---------
    From: Memory Assessment Clinic LVUH <memoryclinic@lvuh.example.ie>
    Date: Thu, 29 Jan 2026 at 15:02
    Subject: Clinic letter - Donal Ó Ceallaigh (MRN 0048213)
    To: Niamh Ó Ceallaigh <niamh.oc@postbox.example.ie>

    Dear Ms Ó Ceallaigh,

    Please find attached a copy of the clinic letter following your father's appointment on
    28/01/2026, as requested.

    Memory Assessment Clinic
    Lee Valley University Hospital
    """
    m = make_msg(NIAMH, "Cathal Ó Ceallaigh <cathal.oc@mailbox.example.com>", "2026-01-29 21:47",
                 "Fwd: Clinic letter - Donal Ó Ceallaigh (MRN 0048213)", text=text,
                 cte="quoted-printable", msgid="<fwd.clinic.0129@postbox.example.ie>",
                 attachments=[("clinic-letter-2026-01-29.txt", CLINIC_LETTER)])
    write_eml("mail/2026/01/2026-01-29_fwd-clinic-letter.eml", m)


# ---------------------------------------------------------------- 2026-02
def lisbon_back():
    siobhan_line = """
    Girls,

    Don't kill me. I've just been told the HSE audit on my unit is the week of 13 April and
    there is no way I'll get the Friday off. What about 7-10 May instead?

    S x
    """
    grainne = """
    Right. Bad news on May. The airline wants a change fee of €60 each PLUS the fare difference,
    and the May fares are now €310 each - nearly double what we paid. And Aisling's just been
    told she can't have that week off (bank holiday weekend cover on her ward).

    Meanwhile Siobhán's audit has been moved to June - so April is fine for her again!!

    Proposal: we forget May and go back to the original dates, Thursday 16 to Sunday 19 April.
    I never cancelled the April flights (thank God for laziness) so nothing to change.
    Everyone OK?

    G

    On Mon, 12 Jan 2026 at 20:41, Siobhán Lynch <siobhan.lynch@mailbox.example.com> wrote:
    """
    text = ("YES. Back to April so - 16 to 19 April, final answer, no more changes!\n"
            "I'll ring rostering in the morning and switch my leave back to the April dates.\n\n"
            "And I'll book the Pena Palace tickets for the Saturday morning (18th) and send ye the\n"
            "link so you can pay me back. Timed entry, we want the first slot before the buses.\n\n"
            "Niamh x\n\n"
            "On Tue, 3 Feb 2026 at 18:05, Gráinne Ní Bhriain <grainne.nb@postbox.example.ie> wrote:\n"
            + quote(grainne) + "\n" + quote(quote(siobhan_line) + "\n") + "\n")
    m = make_msg(NIAMH, "Gráinne Ní Bhriain <grainne.nb@postbox.example.ie>", "2026-02-03 21:22",
                 "Re: Re: Lisbon dates - problem", text=text, cte="quoted-printable",
                 cc="Siobhán Lynch <siobhan.lynch@mailbox.example.com>, Aisling Cronin <aisling.cronin@postbox.example.ie>",
                 msgid="<lisbon.april.again@postbox.example.ie>",
                 in_reply_to="<lisbon.may.off@postbox.example.ie>",
                 references="<lisbon.problem@mailbox.example.com> <lisbon.may.off@postbox.example.ie>")
    write_eml("mail/2026/02/2026-02-03_re-re-lisbon-dates.eml", m)


def annual_leave():
    first = """
    Hi Gearóid,

    Could I please change my annual leave from Thu 16 - Sun 19 April to Thu 7 - Sun 10 May?
    Same number of days. Sorry for the hassle.

    Thanks,
    Niamh
    """
    second = """
    Hi Gearóid,

    Apologies - I know, I know. Could you please cancel the change I asked for in January and put
    my annual leave back to the ORIGINAL dates, Thursday 16 to Sunday 19 April? The May plan has
    fallen through. Nothing needed for May at all.

    Thanks a million, I owe you a coffee. Several coffees.
    Niamh

    On Thu, 15 Jan 2026 at 13:10, Niamh Ó Ceallaigh <n.oceallaigh@lvuh.example.ie> wrote:
    """
    text = ("Hi Niamh,\n\nDone - your annual leave is back to Thu 16 to Sun 19 April 2026 (4 days) and "
            "the May request is withdrawn. Fiona has signed it off. It'll show on the April rota when "
            "it's published.\n\nCoffee accepted.\n\nGearóid\n"
            "Gearóid Nagle | Rostering Office | Lee Valley University Hospital | ext 4125\n\n"
            "On Wed, 4 Feb 2026 at 07:21, Niamh Ó Ceallaigh <n.oceallaigh@lvuh.example.ie> wrote:\n"
            + quote(second) + "\n" + quote(quote(first) + "\n") + "\n")
    m = make_msg("Gearóid Nagle <rostering@lvuh.example.ie>", NIAMH_WORK, "2026-02-04 11:45",
                 "Re: Re: Annual leave change - N. Ó Ceallaigh, Cuan Ward", text=text, cte="8bit",
                 msgid="<al.revert.0204@lvuh.example.ie>", in_reply_to="<al.revert.req@lvuh.example.ie>",
                 references="<al.may.req@lvuh.example.ie> <al.revert.req@lvuh.example.ie>",
                 domain="lvuh.example.ie")
    write_eml("mail/2026/02/2026-02-04_re-re-annual-leave.eml", m)


def travel_info():
    text = """
    A thuismitheoirí, a chairde,
    (Dear parents,)

    Here is the travel information and kit list for CÚRSA 2 (1-21 July 2026).

    TRAVEL - CORK
      Departure: Wednesday 1 July 2026 at 10:00 from Parnell Place Bus Station, Cork
                 (coach bays 10-12; please be there by 9:30 for the roll call).
      Return:    Tuesday 21 July 2026, arriving at Parnell Place at approx. 16:00.
      Fare:      €40 return, payable on the online account by 1 June.
    Students travelling from Kerry may be dropped directly to the college on 1 July
    between 13:00 and 14:00.

    WHAT TO BRING (everything labelled with the student's name, please!)
      - sleeping bag or duvet cover + pillowcase (the bean an tí provides a duvet)
      - 2 towels, one for swimming
      - rain jacket, warm fleece, wellies or old runners for the beach
      - runners + sports gear; shorts for the céilí (it gets warm!)
      - swimming togs
      - pencil case, copy books x3, an Irish-English dictionary
      - any medication, handed to the bean an tí on arrival with written instructions
      - a small amount of pocket money (we recommend no more than €60 for three weeks)
      - a stamped addressed envelope or two (the old ways are the best ways)

    Please DON'T bring: speakers, valuable jewellery, energy drinks, or English-language books
    and magazines.

    Phones: handed in on arrival, returned for one hour each evening.

    Beir bua,
    Oifig an Choláiste - Coláiste Uisce Glas
    """
    m = make_msg("Coláiste Uisce Glas <oifig@uisceglas.example.ie>", NIAMH, "2026-02-12 12:00",
                 "Cúrsa 2 - eolas taistil agus liosta trealaimh / travel info and kit list",
                 text=text, cte="quoted-printable", msgid="<c2.travel.2026@uisceglas.example.ie>")
    write_eml("mail/2026/02/2026-02-12_travel-and-kit-list.eml", m)


def pt_meeting_fwd():
    text = """
    Ruairí - see below from the school. Thursday week. I've booked the slots from 5:20 (I'm off
    that day). Can you come too? The maths one is the one to be at - the mocks didn't go great.

    Niamh

    ---------- Forwarded message ---------
    From: Coláiste an Locha <office@colaisteanlocha.example.ie>
    Date: Wed, 18 Feb 2026 at 16:30
    Subject: 3rd Year Parent-Teacher Meeting
    To: Parents of 3rd Year students

    Dear Parent/Guardian,

    The 3rd Year Parent-Teacher Meeting will take place on THURSDAY 26 FEBRUARY 2026 from
    4:00pm to 7:00pm in the school hall. Appointments are 5 minutes each and are booked through
    the school app.

    Your booked appointments for Oisín Ó Ceallaigh (3C):
      5:20pm  Maths - Mr Ó Broin
      5:30pm  Irish - Ms Ní Riada
      5:40pm  English - Ms Hayes
      5:50pm  Science - Mr Doyle
      6:00pm  Year Head - Ms Nóra Desmond

    Please bring the mock exam results sheet sent home with your son.

    Is mise,
    Ms Nóra Desmond, Year Head
    """
    m = make_msg(NIAMH, "Ruairí Walsh <ruairi.walsh@mailbox.example.com>", "2026-02-19 08:11",
                 "Fwd: 3rd Year Parent-Teacher Meeting", text=text, cte="quoted-printable",
                 msgid="<fwd.ptm.0219@postbox.example.ie>")
    write_eml("mail/2026/02/2026-02-19_fwd-3rd-year-meeting.eml", m)


def phn_update():
    text = """
    Hi Niamh,

    Thanks for ringing me back this morning - I'm delighted Donal is going to give the day centre
    a go. I've confirmed his place with the manager at Ionad Lae an Ghleanna, Ballincollig:

      Days:    Tuesdays and Thursdays
      Start:   Tuesday 3 March 2026
      Hours:   10:00 to 15:30 (dinner at 12:30)
      Bus:     the centre's minibus will collect him from home at about 9:45 and drop him
               back at about 16:00
      Cost:    no charge (€5 a week towards the dinners, paid at the centre)

    The manager, Caitríona, will ring him on Monday evening to say hello so it's not a stranger
    at the door on Tuesday. Bring him yourself the first day if you're off - it helps.

    I've let Cúram know so the Tuesday/Thursday carers can have him ready for the bus.

    I'll call out to him in the second week to see how he's finding it.

    Bríd

    Bríd Hennessy
    Public Health Nurse, Ballincollig Health Centre
    021 555 0127
    """
    m = make_msg("Bríd Hennessy <brid.hennessy@hse-south.example.ie>", NIAMH, "2026-02-20 12:40",
                 "Donal - day centre place confirmed", text=text, cte="8bit",
                 msgid="<phn.dc.0220@hse-south.example.ie>")
    write_eml("mail/2026/02/2026-02-20_donal-update.eml", m)


def gp_form():
    text = """
    Dear Ms Ó Ceallaigh,

    Dr Twohig has completed Oisín's medical form for Coláiste Uisce Glas. It will be ready for
    collection at reception from Thursday 12 March 2026.

    There is a fee of €25 for completing the form, payable on collection (card or cash).

    Reception hours: Monday to Friday 8:30am - 6:00pm (closed 1-2pm).

    Kind regards,
    Reception
    Ballinlough Family Practice
    021 555 0109
    """
    m = make_msg("Ballinlough Family Practice <reception@ballinloughfp.example.ie>", NIAMH,
                 "2026-02-24 15:18", "Medical form - Oisín Ó Ceallaigh", text=text,
                 cte="quoted-printable", msgid="<form.oisin.0224@ballinloughfp.example.ie>")
    write_eml("mail/2026/02/2026-02-24_medical-form-ready.eml", m)


# ---------------------------------------------------------------- 2026-03
def install_prep():
    text = """
    Hi Niamh,

    Just confirming I'm all set for Saturday 14 March - I'll be with you at 8:30am.

    Before I come, please make sure:

      1. The chimney has been swept, and I'll need to see the sweep's certificate on the day
         (a docket with the date is fine).
      2. There's a non-combustible hearth in place - minimum 900 mm x 900 mm and at least 12 mm
         thick, level, and fully set (give concrete a week). I'm fitting straight onto it.
      3. A carbon monoxide alarm is fitted in the room. I can't commission the stove without one
         - that's the regulations, not me being awkward.
      4. The room is cleared, including the press beside the chimney breast.
      5. Power on site for the drill and access to the loft/roof space.

    I'll bring dust sheets. The first fire will be lit with you there so I can show you how the
    air controls work.

    See you on the 14th.

    Tomás
    Ember West Stoves
    """
    m = make_msg("Tomás Ó Súilleabháin <tomas@emberwest.example.ie>", NIAMH, "2026-03-02 17:03",
                 "Saturday 14 March - what I need before I come", text=text, cte="quoted-printable",
                 msgid="<ew0262.prep@emberwest.example.ie>")
    write_eml("mail/2026/03/2026-03-02_install-prep.eml", m)


def cathal_cover():
    ask = """
    Cathal,

    Lisbon is back on for the April dates (long story). I'm away Thursday 16 to Sunday 19 April,
    flying first thing Thursday and home Sunday lunchtime. Any chance you could come down and stay
    with Dad for some of it? Cúram can fill in gaps if I ask now.

    N
    """
    text = ("Hi Niamh,\n\nYes, no bother. I'll drive down on the Wednesday night so I'm there when "
            "you leave - no, scratch that, I can't get the Wednesday off. I'll come down Thursday "
            "16th first thing and be at Dad's by 11am. I'll stay Thursday and Friday night and head "
            "back to Galway on Saturday 18th about 6pm - I've Eoin's match on Sunday.\n\n"
            "So you'll need Cúram to cover Saturday evening and Sunday until you're home. Can you "
            "sort that with Sinéad?\n\nI'll bring him to the hurling on the Friday night if Cork are "
            "playing.\n\nCathal\n\n"
            "On Mon, 2 Mar 2026 at 21:30, Niamh Ó Ceallaigh <niamh.oc@postbox.example.ie> wrote:\n"
            + quote(ask) + "\n")
    m = make_msg("Cathal Ó Ceallaigh <cathal.oc@mailbox.example.com>", NIAMH, "2026-03-03 08:52",
                 "Re: Dad while I'm away in April", text=text, cte="8bit",
                 msgid="<cathal.april@mailbox.example.com>",
                 in_reply_to="<dad.april.ask@postbox.example.ie>")
    write_eml("mail/2026/03/2026-03-03_re-dad-while-away.eml", m)


def padraig_prep():
    text = """
    Niamh,

    Got Tomás's list - no problem. Here's the plan:

    - I'll pour the hearth on Saturday 7th. 950 x 950, 75 mm concrete, and I'll bed the old
      hearth stone back on top. That gives it the week to go off before the stove.
    - Fergal (the sweep, Flue Brush Fergal) is coming Tuesday 10th at 2pm. He'll leave the cert
      under the stone by the back door if you're not there. €90, he'll text you his bank details.
    - I'll take the old crane off the wall while I'm at it - Tomás said he'd do it but it's
      easier with two.

    The CO alarm is your job!

    Pádraig
    Twomey & Hegarty Building
    """
    m = make_msg("Pádraig Twomey <padraig@twomeyhegarty.example.ie>", NIAMH, "2026-03-04 19:45",
                 "Re: hearth + sweep before the stove", text=text, cte="8bit",
                 msgid="<th.hearth.0304@twomeyhegarty.example.ie>",
                 in_reply_to="<hearth.ask.0303@postbox.example.ie>")
    write_eml("mail/2026/03/2026-03-04_re-hearth-and-sweep.eml", m)


def curam_extra():
    text = """
    Hi Niamh,

    Thanks for the heads-up about April. I've arranged the following extra cover for Donal while
    you're away, on top of his normal visits:

      Saturday 18 April:  extra evening call 18:30-19:30 (Joseph) - tea, night tablets, lock up
      Sunday 19 April:    morning call extended to 09:00-10:30 (Joseph)
                          extra afternoon call 13:00-14:00 (cover carer, Ewa - she has met Donal)

    Cathal is there Thursday and Friday so we haven't added anything on those days.

    Please confirm and I'll lock it in. The extra hours are covered under the package.

    Sinéad
    Cúram Home Care
    """
    m = make_msg("Sinéad Barry <sinead.barry@curamhomecare.example.ie>", NIAMH, "2026-03-05 11:27",
                 "Extra calls for Donal - April", text=text, cte="quoted-printable",
                 msgid="<extra.april@curamhomecare.example.ie>")
    write_eml("mail/2026/03/2026-03-05_donal-april.eml", m)


def april_rota():
    text = """
    Hi all,

    The April rota for Cuan Ward is now up on the system and on the board. Please check your
    lines and let me know about any errors by Friday 13 March - after that, swaps only.

    A few lines people asked about:

      Niamh Ó Ceallaigh (CNM2)
        Mon 13 Apr   Day   07:45-20:15
        Tue 14 Apr   Day   07:45-20:15
        Wed 15 Apr   Day   07:45-20:15
        Thu 16 - Sun 19 Apr   Annual leave
        Mon 20 Apr   Night 19:45-08:15
      Laura Kiely (CNM2)
        covering CNM2 on days 16-19 Apr
      Chidi Okafor (SN)
        nights 13-15 Apr, then off - supernumerary period finished

    Other things:
      - Easter: Good Friday and Easter Monday are on the rota as normal days - check your bank
        holiday lieu days are entered.
      - Niamh - IPC need the Q1 hand hygiene audit results from us by Friday 20 March. Can you
        make sure that's in? They're chasing every ward.
      - Study days: please put in requests at least 6 weeks in advance.

    Thanks everyone,
    Fiona

    Fiona Daly, CNM3 Paediatrics, Lee Valley University Hospital
    """
    m = make_msg("Fiona Daly <fiona.daly@lvuh.example.ie>", "Cuan Ward nursing staff <cuan.nursing@lvuh.example.ie>",
                 "2026-03-06 14:02", "April rota - Cuan Ward", text=text, cte="8bit",
                 cc=NIAMH_WORK, msgid="<rota.apr26@lvuh.example.ie>")
    write_eml("mail/2026/03/2026-03-06_april-rota.eml", m)


def build():
    hearth_home_quote(); u16_training(); site_report(); loan_approval()
    preplanning(); gaeltacht_booking(); care_schedule()
    flights(); apartment(); newsletter()
    hearth_home_cancel(); lisbon_may(); ember_west_quote(); key_safe(); clinic_letter_forward()
    lisbon_back(); annual_leave(); travel_info(); pt_meeting_fwd(); phn_update(); gp_form()
    install_prep(); cathal_cover(); padraig_prep(); curam_extra(); april_rota()
