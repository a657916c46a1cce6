"""E-mail (.eml) and the parish councillors' list (.mbox)."""
import datetime as dt
import hashlib
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

GMT = dt.timezone(dt.timedelta(0))
BST = dt.timezone(dt.timedelta(hours=1))

RUTH = "Ruth Okafor-Bell <ruth.okaforbell@wherrymail.example>"
MARCUS = "Marcus Bell <marcus.bell@wherrymail.example>"
GARY = "Gary Hollis <gary@hollislofts.example>"
BEV = "Bev Thurlow <bev.thurlow@coastalhomes.example>"
KEV = "Kev Mould <kev@kmouldelectrical.example>"
GRACE = "Grace Adeyemi <grace.adeyemi@midshiresmail.example>"

POL = policy.default.clone(linesep="\n")


def _date(y, mo, d, h, mi):
    tz = BST if (dt.date(y, 3, 31) - dt.timedelta(days=(dt.date(y, 3, 31).weekday() + 1) % 7)) <= dt.date(y, mo, d) < (
        dt.date(y, 10, 31) - dt.timedelta(days=(dt.date(y, 10, 31).weekday() + 1) % 7)) else GMT
    return dt.datetime(y, mo, d, h, mi, tzinfo=tz)


def _boundary(path, n):
    return "==_rob_" + hashlib.sha1(("%s#%d" % (path, n)).encode()).hexdigest()[:24]


def build(path, frm, to, subject, when, body=None, cte="7bit", html=None,
          html_cte=None, attachments=(), cc=None, reply_to_id=None, extra=None):
    """Return (path, bytes).  html without body -> HTML-only message."""
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(_date(*when))
    m["Message-ID"] = "<%s@mail.wherrymail.example>" % hashlib.sha1(path.encode()).hexdigest()[:20]
    if reply_to_id:
        m["In-Reply-To"] = reply_to_id
        m["References"] = reply_to_id
    for k, v in (extra or []):
        m[k] = v
    if body is not None:
        m.set_content(body, cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", cte=html_cte or cte)
    else:
        m.set_content(html, subtype="html", cte=html_cte or cte)
    for fname, text in attachments:
        m.add_attachment(text, subtype="plain", filename=fname, cte="base64")
    n = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(_boundary(path, n))
            n += 1
    return path, m.as_bytes(policy=POL)


def mid(path):
    return "<%s@mail.wherrymail.example>" % hashlib.sha1(path.encode()).hexdigest()[:20]


# ---------------------------------------------------------------- messages

P_QUOTE = "mail/2024/08/2024-08-22_hollis-lofts-quote-Q-2291.eml"
P_JULIET_Q = "mail/2024/10/2024-10-14_re-juliet-balcony-option.eml"
P_START = "mail/2025/01/2025-01-08_hollis-start-confirmation.eml"
P_CARE_Q = "mail/2025/03/2025-03-11_re-mums-care-review.eml"
P_KEV = "mail/2025/03/2025-03-13_re-loft-electrics.eml"
P_FROST = "mail/2024/09/2024-09-18_party-wall-notice-11-mill-lane.eml"


def m01():
    html = """<html><body style="font-family:Arial,sans-serif">
<h2>Eastern Clay Supplies &ndash; Spring into Clay!</h2>
<p>Hello potters, the sun is (nearly) out and our Spring price list is here. Order before 30 April for free delivery on orders over &pound;150 within Norfolk &amp; Suffolk.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Clay body</th><th>Firing range</th><th>12.5kg bag</th><th>5+ bags</th></tr>
<tr><td>ES5 Buff Stoneware</td><td>1200&ndash;1280&deg;C</td><td>&pound;14.20</td><td>&pound;12.90</td></tr>
<tr><td>Smooth White Stoneware</td><td>1200&ndash;1280&deg;C</td><td>&pound;15.10</td><td>&pound;13.75</td></tr>
<tr><td>Red Earthenware</td><td>1040&ndash;1140&deg;C</td><td>&pound;11.40</td><td>&pound;10.30</td></tr>
<tr><td>Porcelain P2</td><td>1220&ndash;1280&deg;C</td><td>&pound;24.60</td><td>&pound;22.95</td></tr>
</table>
<p>Also new in: 3kg tubs of wax resist, Kemper loop tools and a fresh batch of bisque-ware mugs for your workshops.</p>
<p>Workshop dates: Raku day Sat 18 May &middot; Glaze chemistry for beginners Sat 8 June.</p>
<p style="font-size:11px;color:#777">Eastern Clay Supplies Ltd, Unit 9 Hethel Works, Norfolk. You are receiving this because you bought from us. <a href="https://easternclay.example/unsub">Unsubscribe</a></p>
</body></html>
"""
    return build("mail/2024/04/2024-04-12_eastern-clay-spring-newsletter.eml",
                 "Eastern Clay Supplies <news@easternclay.example>", RUTH,
                 "Spring into Clay \u2013 new prices & free delivery", (2024, 4, 12, 7, 30),
                 html=html, html_cte="quoted-printable")


def m02():
    body = """Hi Ruth,

Lovely to speak to you earlier. Just confirming what we said for Ade:

- Lessons on Thursdays, 4.30pm to 5.30pm, starting Thursday 16th May.
- I'll pick him up from the school gate on Heath Road (he'll need to be out
  promptly, I've got someone at 5.45).
- £36 per hour, pay on the day by bank transfer or cash, or block of 10 for £340.
- He needs his provisional licence with him for the first lesson - I have to
  check it and do the eyesight check (reading a number plate at 20 metres).

He doesn't need to have done his theory yet but the sooner he starts revising
the better, the hazard perception catches a lot of them out.

Any problems just text me on 07700 900418.

Kind regards,
Lorraine Pegg
Pegg's Driving School - ADI
"""
    return build("mail/2024/05/2024-05-03_driving-lessons-for-ade.eml",
                 "Lorraine Pegg <lorraine@peggsdriving.example>", RUTH,
                 "Driving lessons for Ade", (2024, 5, 3, 18, 12), body=body,
                 cte="quoted-printable")


def m03():
    html = """<html><body>
<p>Dear Parents and Carers of Year 10,</p>
<p>As we come to the end of Year 10 I wanted to share some key dates for the rest of the summer term. Year 10 end-of-year exams are an important rehearsal for next year's GCSEs, and students should be revising now.</p>
<table border="1" cellpadding="5">
<tr><th>Date</th><th>What</th><th>Where</th></tr>
<tr><td>Mon 17 June &ndash; Fri 21 June</td><td>Year 10 end-of-year exams</td><td>Sports hall</td></tr>
<tr><td>Mon 1 July &ndash; Fri 5 July</td><td>Work experience week</td><td>Placements (forms due 7 June)</td></tr>
<tr><td>Thu 11 July</td><td>Sixth form taster day</td><td>Hadwell Heath sixth form block</td></tr>
<tr><td>Tue 16 July</td><td>Reports home</td><td>Via the parent app</td></tr>
</table>
<p>Please make sure work experience forms are returned to Mrs Chaudhry by Friday 7 June. Students without a placement will attend school as normal.</p>
<p>Following our recent Ofsted visit we are also reviewing our mobile phone policy; a consultation will go out in September.</p>
<p>Kind regards,<br>Mr S. Dawoud<br>Head of Year 10, Hadwell Heath Academy</p>
</body></html>
"""
    return build("mail/2024/05/2024-05-21_year-10-summer-term-dates.eml",
                 "Hadwell Heath Academy <office@hadwellheath-academy.example>", RUTH,
                 "Year 10: summer term key dates", (2024, 5, 21, 15, 40),
                 html=html, html_cte="base64")


def m04():
    text = """Dear Ruth,

Thank you for applying to the Holt Makers Fair summer market. We're delighted
to offer you a place!

Date: Saturday 13 July 2024, 10am-4pm (set-up from 8am)
Venue: Holt Community Centre, Kerridge Way, Holt
Stall: single 6ft table with chair (gazebos not needed, we're indoors)
Fee: £45, payable by 14 June via the link in your account

We also run a Christmas fair on Sat 30 November - applications open in
September.

Parking for stallholders is at the back of the centre; please don't use the
main car park as it fills with customers.

Best wishes,
Fenella Rix
Holt Makers Fair
"""
    html = """<html><body><p>Dear Ruth,</p>
<p>Thank you for applying to the <b>Holt Makers Fair</b> summer market. We're delighted to offer you a place!</p>
<table border="1" cellpadding="4">
<tr><td>Date</td><td>Saturday 13 July 2024, 10am&ndash;4pm (set-up from 8am)</td></tr>
<tr><td>Venue</td><td>Holt Community Centre, Kerridge Way, Holt</td></tr>
<tr><td>Stall</td><td>single 6ft table with chair</td></tr>
<tr><td>Fee</td><td>&pound;45, payable by 14 June</td></tr>
</table>
<p>We also run a Christmas fair on Sat 30 November &ndash; applications open in September.</p>
<p>Best wishes,<br>Fenella Rix<br>Holt Makers Fair</p></body></html>
"""
    return build("mail/2024/06/2024-06-04_holt-makers-fair-summer-place-offered.eml",
                 "Holt Makers Fair <bookings@holtmakersfair.example>", RUTH,
                 "Your place at Holt Makers Fair \u2013 Sat 13 July", (2024, 6, 4, 9, 5),
                 body=text, cte="quoted-printable", html=html)


def m05():
    body = """Dear Ruth,

Just to let you know your mum had a little fall in the lounge this morning
around 10.30. She's absolutely fine - she caught her hip on the arm of the
chair on the way down, a bit of bruising and her pride is hurt more than
anything. She pressed her pendant straight away, which is exactly what we
want her to do, and I was with her within five minutes. The paramedics
weren't needed but I've logged it and let the GP surgery know.

Because the response team sometimes can't get in when she's in the
bedroom, we've now had a key safe fitted on the wall to the left of her
front door (as we discussed last month). The code is 7319. Please keep it to
family only and don't write it on anything that lives in the flat. The
ambulance service and the Careline team have it on their system.

She asked me to tell you she doesn't want "a fuss", so perhaps don't let on
I've told you about the bruise!

Warm regards,

Bev Thurlow
Scheme Manager, Marram Court
Coastal Homes Housing Association
01632 960 214
"""
    return build("mail/2024/07/2024-07-09_mum-small-fall-and-key-safe.eml",
                 BEV, RUTH, "Your mum - small fall this morning, and the key safe",
                 (2024, 7, 9, 13, 22), body=body, cte="base64")


def m06():
    body = """Hi Ruth, hi Marcus,

Thanks for having me round on Tuesday and for the tea and the flapjack.

Please find our quotation Q-2291 attached for the rear dormer loft
conversion at 11 Mill Lane, based on Tom Eke's drawings and Priti's steel
calcs. It includes the shower room, the new staircase over the existing
stairwell, rooflights to the front slope, and making good.

Not included: decorating, carpets, the electrics (you said you'd use your
own spark), party wall costs and building control fees.

We could start the second week of January if you confirm by the end of
September. Any questions give me a ring.

Cheers,
Gary

Gary Hollis
Hollis Lofts Ltd
Unit 4, Spixworth Road Industrial Estate
07700 900637
"""
    quote = """HOLLIS LOFTS LTD - QUOTATION Q-2291
Client: Mr M Bell & Mrs R Okafor-Bell, 11 Mill Lane, Little Hadwell
Date: 22/08/2024          Valid for 60 days

SCOPE
1. Scaffold to rear and side elevations (incl. neighbour's drive by agreement)
2. Strip out, new floor joists, 2 no. steel beams (UB 203x133) per PS Structures calcs
3. Full-width rear dormer, tile-hung to match, GRP flat roof
4. Rooflights: 3 no. Velux GGL MK08 centre-pivot (78 x 140 cm) to front slope,
   white painted finish, with EDZ flashing kits
5. New staircase from first-floor landing over existing stairwell, pine,
   with fire door to loft room
6. Shower room: stud walls, tanking, plumbing to first fix and second fix
7. Insulation to current regs, plasterboard and skim throughout
8. Making good to landing ceilings

PRICE
Total (inc VAT)                                          £48,500.00

PAYMENT SCHEDULE
Deposit on acceptance (10%)                               £4,850.00
Stage 1 - scaffold up and strip out                       £9,700.00
Stage 2 - steels, floor and dormer framed                £12,000.00
Stage 3 - watertight, first fix complete                 £11,000.00
Stage 4 - plastered                                       £6,000.00
Completion (less 2.5% retention for 3 months)             £3,737.50
Retention                                                 £1,212.50

GUARANTEE
10-year insurance-backed guarantee on structural work.
"""
    return build(P_QUOTE, GARY, RUTH, "Loft conversion quote Q-2291 - 11 Mill Lane",
                 (2024, 8, 22, 16, 5), body=body, cte="7bit", cc=MARCUS,
                 attachments=[("Hollis_Lofts_Q-2291.txt", quote)])


def m07():
    body = """Hi Gary,

Marcus and I have talked it through (several times!) and we'd like to go
ahead with Hollis Lofts on quote Q-2291. I've transferred the 10% deposit
(4,850) this morning from the joint account - reference BELL Q2291.

Please pencil us in for the week commencing Monday 13 January. We'll sort
the party wall notice for the Pikes at number 9 this month - they've been
really good about it so far and said the scaffold can go on their drive.

Can you confirm the Velux sizes are definitely the ones on the quote? Nia
is worried the room will be dark.

Thanks,
Ruth

On Thu, 22 Aug 2024 at 16:05, Gary Hollis <gary@hollislofts.example> wrote:
> Hi Ruth, hi Marcus,
>
> Thanks for having me round on Tuesday and for the tea and the flapjack.
>
> Please find our quotation Q-2291 attached for the rear dormer loft
> conversion at 11 Mill Lane, based on Tom Eke's drawings and Priti's steel
> calcs.
>
> We could start the second week of January if you confirm by the end of
> September. Any questions give me a ring.
>
> Cheers,
> Gary
"""
    return build("mail/2024/09/2024-09-05_re-loft-conversion-quote-Q-2291.eml",
                 RUTH, GARY, "Re: Loft conversion quote Q-2291 - 11 Mill Lane",
                 (2024, 9, 5, 8, 47), body=body, cte="7bit", cc=MARCUS,
                 reply_to_id=mid(P_QUOTE))


def m08():
    body = """Dear Mr Bell and Mrs Okafor-Bell,

Re: Party Wall etc. Act 1996 – 11 Mill Lane (Building Owner) and 9 Mill Lane (Adjoining Owner)

Thank you for instructing me. I confirm that Mr and Mrs Pike have agreed to
my appointment as the Agreed Surveyor under the Act, which keeps costs down
for everyone — one surveyor acting impartially for both owners rather than
two.

Next steps:
  • I will serve the Section 3 and Section 6 notices this week (steel beams
    bearing on the party wall, and the dormer cheek wall).
  • I will carry out a Schedule of Condition of No. 9 (photographs of the
    existing cracks in their landing and back bedroom) before any work starts.
  • I will then draw up the Party Wall Award, which I expect to issue by
    early November, comfortably ahead of your January start.

My fee as Agreed Surveyor is a fixed £950 plus VAT, payable by the Building
Owner (that's you) on issue of the Award. Any additional visits caused by
a dispute during the works would be charged at £85 per hour.

I'll be in touch to arrange access with Mrs Pike.

Yours sincerely,

Alan Frost MRICS
Frost Boundary Surveying
The Old Forge, Acle Road
01632 960 377
"""
    return build(P_FROST, "Alan Frost <alan@frostboundary.example>", RUTH,
                 "Party wall – 11 Mill Lane – appointment as Agreed Surveyor",
                 (2024, 9, 18, 11, 30), body=body, cte="8bit", cc=MARCUS)


def m09():
    body = """Hi Gary,

Yes please to the Juliet balcony! We've had a look at the photos you sent
and Marcus is sold on it - it'll make the loft feel so much bigger and the
view over the field at the back is the whole point really. So the rear
dormer gets the French doors with the glass balustrade instead of the two
fixed windows.

I understand that's an extra £2,100 on top of the quote, taking us to
£50,600 all in. Please add it as a variation.

Thanks, Ruth

On Fri, 11 Oct 2024 at 17:20, Gary Hollis <gary@hollislofts.example> wrote:
> Hi Ruth,
>
> As promised, here's the option we talked about - swapping the two fixed
> dormer windows for a pair of outward-opening French doors with a frameless
> glass Juliet balcony. Photos attached of one we did in Sprowston.
>
> Extra over the quote: £2,100 inc VAT (doors, glass balustrade, extra
> structural fixings). Building control are fine with it as long as the
> glass is to BS 6180.
>
> Let me know by the end of the month so I can get it on the drawings.
>
> Gary
"""
    return build(P_JULIET_Q, RUTH, GARY, "Re: Juliet balcony option",
                 (2024, 10, 14, 21, 3), body=body, cte="quoted-printable", cc=MARCUS)


def m10():
    html = """<html><body style="font-family:Georgia,serif">
<h1>Christmas Makers Market at The Forum</h1>
<p>Dear Ruth Okafor-Bell (Wherry Clay),</p>
<p>Congratulations &ndash; your application has been successful and we are delighted to welcome you to this year's Christmas Makers Market.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Item</th><th>Details</th></tr>
<tr><td>Market date</td><td>Saturday 14 December 2024, 10:00&ndash;17:00</td></tr>
<tr><td>Set-up</td><td>07:30&ndash;09:30 (all vehicles off site by 09:30)</td></tr>
<tr><td>Your stall</td><td>Pitch B17 &ndash; Atrium, ground floor, near the library entrance</td></tr>
<tr><td>Table</td><td>1 x 6ft trestle provided, own cloth please</td></tr>
<tr><td>Stall fee</td><td>&pound;65.00 &ndash; paid, thank you</td></tr>
<tr><td>Electricity</td><td>Not available at this pitch</td></tr>
</table>
<p>Vehicle access and unloading information will follow in a separate email nearer the time. Please bring your public liability insurance certificate on the day.</p>
<p>Season's greetings,<br>The Makers Market team</p>
</body></html>
"""
    return build("mail/2024/10/2024-10-28_forum-christmas-makers-market-accepted.eml",
                 "Christmas Makers Market <makers@forumxmasmarket.example>", RUTH,
                 "Your application: Christmas Makers Market at The Forum",
                 (2024, 10, 28, 10, 0), html=html, html_cte="base64")


def m11():
    html = """<html><body>
<h2>Thanks for your order, Ruth!</h2>
<p>Order <b>PM-55810237</b> placed 10 November 2024. It will be delivered by Thursday 14 November.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Kiln shelf props, castellated 50mm (pack of 12)</td><td>1</td><td>&pound;16.80</td></tr>
<tr><td>Kiln shelf primer / batt wash 1kg</td><td>1</td><td>&pound;9.45</td></tr>
<tr><td>Bubble wrap roll 500mm x 100m</td><td>2</td><td>&pound;27.98</td></tr>
<tr><td>Brown kraft gift bags (50)</td><td>1</td><td>&pound;11.99</td></tr>
<tr><td colspan="2">Delivery</td><td>&pound;0.00</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>&pound;66.22</b></td></tr>
</table>
<p>Delivering to: Ruth Okafor-Bell, 11 Mill Lane, Little Hadwell</p>
<p>Parcelmart &middot; Returns within 30 days</p>
</body></html>
"""
    return build("mail/2024/11/2024-11-10_parcelmart-order-confirmation.eml",
                 "Parcelmart <orders@parcelmart.example>", RUTH,
                 "Your Parcelmart order PM-55810237", (2024, 11, 10, 20, 41),
                 html=html, html_cte="quoted-printable")


def m12():
    body = """Driver and Vehicle Standards Agency

Your car driving test is booked

Candidate: ADEBAYO OKAFOR-BELL
Booking reference: 71849302
Test type: Car (manual)
Date and time: Monday 14 April 2025 at 10:27am
Test centre: Norwich (Hellesdon) driving test centre, Hurricane Way

Please arrive 10 minutes early. You must bring your UK photocard driving
licence. If you use your own car it must be taxed, have a valid MOT, be
roadworthy and have L plates front and back, plus an extra interior mirror
for the examiner.

You can change or cancel your test online up to 3 full working days before
the test without losing your fee. You will need your booking reference and
your driving licence number.

This is an automated message. Please do not reply.
"""
    return build("mail/2024/12/2024-12-02_dvsa-driving-test-booked.eml",
                 "DVSA <noreply@dvsa-bookings.example>", RUTH,
                 "Your driving test booking confirmation", (2024, 12, 2, 19, 16),
                 body=body, cte="base64")


def m13():
    body = """Dear Mrs Okafor-Bell,

Thank you for your Full Plans application for the loft conversion at
11 Mill Lane, Little Hadwell, and for your payment.

Your acknowledgement, with the application reference you will need to quote
on all correspondence and when booking inspections, is attached.

Martin Crane will be your Building Control Surveyor for this project and
will carry out the site inspections. Inspections must be booked at least
24 hours in advance through the online portal or by phoning 01632 960 500
before 10am.

Key inspections for a loft conversion: commencement, structural steels
before covering, drainage (shower room), insulation before plasterboard,
and completion.

Yours sincerely,

Building Control Administration
Yare Valley Building Control Partnership
"""
    ack = """YARE VALLEY BUILDING CONTROL PARTNERSHIP
ACKNOWLEDGEMENT OF FULL PLANS APPLICATION

Application reference: BC/24/03381/FP
Site: 11 Mill Lane, Little Hadwell
Description: Loft conversion with rear dormer and en-suite shower room
Applicant: Mrs R Okafor-Bell
Agent: Tom Eke (Hadwell Drafting)
Received: 06/12/2024
Plan check fee: £612.00 (paid)
Inspection fee: included
Decision due by: 05/02/2025 (statutory 5 weeks, extendable to 2 months)
Building Control Surveyor: Martin Crane
"""
    return build("mail/2024/12/2024-12-09_building-control-application-acknowledged.eml",
                 "Yare Valley Building Control <bc@yarevalleybc.example>", RUTH,
                 "Full Plans application received - 11 Mill Lane, Little Hadwell",
                 (2024, 12, 9, 9, 12), body=body, cte="7bit",
                 attachments=[("Acknowledgement_11_Mill_Lane.txt", ack)])


def m14():
    text = """Morning Ruth,

Happy new year to you all! Just confirming the start and the first few weeks
so you can plan around us. I've also shared the schedule to your calendar.

- Mon 13 Jan: scaffold up (Acle Scaffolding, 8am - they'll use the Pikes'
  drive as agreed). Skip arrives same day.
- Tue 14 Jan onwards: strip out, boarding removed, new joists.
- Mon 3 Feb: steels in (we'll need the landing clear and I'll need access
  through the front bedroom).
- Building control to inspect the steels the following week.
- Dormer framing straight after.

One thing I need a final answer on: the glass for the Juliet balcony is
six weeks lead time, so if it's still a yes I need to order it by Fri
24 Jan. If you're having second thoughts now is the time!

Dean will be the lad on site most days, he's got keys sorted with Marcus.

Cheers,
Gary
"""
    html = """<html><body><p>Morning Ruth,</p>
<p>Happy new year to you all! Just confirming the start and the first few weeks so you can plan around us. I've also shared the schedule to your calendar.</p>
<table border="1" cellpadding="4">
<tr><td>Mon 13 Jan</td><td>Scaffold up (Acle Scaffolding, 8am), skip arrives</td></tr>
<tr><td>Tue 14 Jan on</td><td>Strip out, boarding removed, new joists</td></tr>
<tr><td>Mon 3 Feb</td><td>Steels in &ndash; landing clear please</td></tr>
<tr><td>Following week</td><td>Building control inspect steels</td></tr>
</table>
<p>One thing I need a final answer on: the glass for the Juliet balcony is six weeks lead time, so if it's still a yes I need to order it by Fri 24 Jan. If you're having second thoughts now is the time!</p>
<p>Dean will be the lad on site most days.</p><p>Cheers,<br>Gary</p></body></html>
"""
    return build(P_START, GARY, RUTH, "Start confirmation - 13 January",
                 (2025, 1, 8, 7, 55), body=text, cte="quoted-printable", html=html)


def m15():
    body = """Hi Gary,

Right, second thoughts it is. We've decided NOT to go ahead with the Juliet
balcony after all - please cancel that variation and stick with the two
fixed windows in the rear dormer as originally drawn (fixed glazing, no
opening doors). Marcus worked out we'd be saving the 2,100 and honestly
with Ade about to start insuring a car and the GCSEs coming up we need every
penny. Also Nia pointed out nobody would ever actually stand on it in
January.

Can you let Tom know so the drawings go back to the original dormer
elevation? I'll tell building control if I need to.

Everything else as per your email - we'll have the landing cleared for the
3rd.

Thanks,
Ruth

On Wed, 8 Jan 2025 at 07:55, Gary Hollis <gary@hollislofts.example> wrote:
> One thing I need a final answer on: the glass for the Juliet balcony is
> six weeks lead time, so if it's still a yes I need to order it by Fri
> 24 Jan. If you're having second thoughts now is the time!
>
> Dean will be the lad on site most days, he's got keys sorted with Marcus.
>
> Cheers,
> Gary
"""
    return build("mail/2025/01/2025-01-22_re-start-confirmation-juliet-balcony.eml",
                 RUTH, GARY, "Re: Start confirmation - 13 January",
                 (2025, 1, 22, 20, 18), body=body, cte="7bit", cc=MARCUS,
                 reply_to_id=mid(P_START))


def m16():
    body = """Hi Grace,

FYI - this came from Bev about the guest room, thought it'd be useful for
Easter. £25 a night now (it was £20). You have to book through Bev.

R x

---------- Forwarded message ---------
From: Bev Thurlow <bev.thurlow@coastalhomes.example>
Date: Mon, 27 Jan 2025 at 10:02
Subject: Marram Court residents' news - January
To: Residents' families <families@coastalhomes.example>

Dear residents and families,

Happy new year from all of us at Marram Court. A few bits of news:

* GUEST ROOM: the guest room on the first floor has been redecorated and
  is available for visiting family at £25 per night (bookings through me,
  maximum 3 nights, please book at least two weeks ahead - Easter weekend
  is already filling up).
* COFFEE MORNING: every Wednesday 10.30 in the residents' lounge. Elsie's
  lemon drizzle is back by popular demand.
* LIFT: the lift will be serviced on 4 February; please plan visits around
  it if your relative can't manage the stairs.
* CARE REVIEWS: we'll be contacting families over the next couple of months
  to arrange annual reviews.

Best wishes,
Bev Thurlow, Scheme Manager
"""
    return build("mail/2025/01/2025-01-27_fwd-marram-court-residents-news.eml",
                 RUTH, GRACE, "Fwd: Marram Court residents' news - January",
                 (2025, 1, 27, 12, 40), body=body, cte="quoted-printable")


def m17():
    body = """Hi Ruth, hi Marcus,

As discussed on site on Friday, here's the paperwork for the changes.

Variation 1 - Juliet balcony: CANCELLED at your request (22 Jan). Nothing to
pay, back to the two fixed dormer windows.

Variation 2 - Steel upgrade: when we opened up the floor the existing
ceiling joists turned out to be undersized 1960s timbers, and Priti has
re-done the calcs. The two UB 203x133s become UB 254x146s with a third beam
under the stair trimmer, plus padstones on the party wall. Extra over:
£3,800 inc VAT (steel, crane time, extra labour day).

Revised contract sum:
  Original quote Q-2291 ........ £48,500.00
  Variation 1 (cancelled) ...... £0.00
  Variation 2 (steel upgrade) .. £3,800.00
  NEW CONTRACT TOTAL ........... £52,300.00

The extra comes off at stage 3 so your stage 2 payment stays the same.
Sorry it's not better news but better now than a bouncy floor later!

Cheers,
Gary
"""
    return build("mail/2025/02/2025-02-11_hollis-variation-revised-contract-sum.eml",
                 GARY, RUTH, "Variations + revised contract sum - 11 Mill Lane",
                 (2025, 2, 11, 17, 44), body=body, cte="quoted-printable", cc=MARCUS)


def m18():
    html = """<html><body>
<p>Dear Parents and Carers of Year 11,</p>
<p>Please find below the individual GCSE timetable for <b>Nia Okafor-Bell</b> (11H). Morning exams start at 9:00, afternoon exams at 13:30; students should be outside the sports hall 20 minutes before.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Date</th><th>Session</th><th>Subject</th><th>Length</th></tr>
<tr><td>Mon 12 May 2025</td><td>AM</td><td>Biology Paper 1 (Higher)</td><td>1h 45m</td></tr>
<tr><td>Wed 14 May 2025</td><td>PM</td><td>English Literature Paper 1</td><td>1h 45m</td></tr>
<tr><td>Thu 15 May 2025</td><td>AM</td><td>Mathematics Paper 1 (Higher)</td><td>1h 30m</td></tr>
<tr><td>Mon 19 May 2025</td><td>AM</td><td>Chemistry Paper 1 (Higher)</td><td>1h 45m</td></tr>
<tr><td>Wed 21 May 2025</td><td>AM</td><td>English Literature Paper 2</td><td>2h 15m</td></tr>
<tr><td>Thu 22 May 2025</td><td>AM</td><td>Physics Paper 1 (Higher)</td><td>1h 45m</td></tr>
<tr><td>Tue 3 June 2025</td><td>AM</td><td>Mathematics Paper 2</td><td>1h 30m</td></tr>
<tr><td>Fri 6 June 2025</td><td>AM</td><td>English Language Paper 1</td><td>1h 45m</td></tr>
<tr><td>Fri 13 June 2025</td><td>AM</td><td>Biology Paper 2</td><td>1h 45m</td></tr>
<tr><td>Wed 18 June 2025</td><td>PM</td><td>Geography Paper 3</td><td>1h 30m</td></tr>
</table>
<p>Contingency day: Wed 25 June 2025. Study leave begins after the leavers' assembly on Fri 9 May.</p>
<p>Kind regards,<br>Exams Office, Hadwell Heath Academy</p>
</body></html>
"""
    return build("mail/2025/02/2025-02-24_gcse-timetable-nia.eml",
                 "Hadwell Heath Academy Exams <exams@hadwellheath-academy.example>", RUTH,
                 "Summer 2025 GCSE timetable - Nia Okafor-Bell 11H", (2025, 2, 24, 16, 2),
                 html=html, html_cte="quoted-printable")


def m19():
    text = """Dear Mrs Okafor-Bell,

Thank you for bringing your Skoda Fabia (NX16 RBO) in today.

MOT result: PASS
Advisories:
 - Nearside rear tyre worn close to legal limit (2.0mm)
 - Slight play in offside front drop link

Invoice TVM-20417
 MOT test ............ £54.85
 Wiper blades (pair) . £18.00
 Total ............... £72.85 (paid by card)

Your next MOT is due by 26 February 2026. We'd recommend booking the rear
tyre in soon - we can do a budget or mid-range tyre, just ring.

Tas Valley Motors
"""
    html = """<html><body><p>Dear Mrs Okafor-Bell,</p><p>Thank you for bringing your Skoda Fabia (NX16 RBO) in today.</p>
<p><b>MOT result: PASS</b></p>
<ul><li>Nearside rear tyre worn close to legal limit (2.0mm)</li><li>Slight play in offside front drop link</li></ul>
<table border="1" cellpadding="4"><tr><th>Invoice TVM-20417</th><th></th></tr>
<tr><td>MOT test</td><td>&pound;54.85</td></tr><tr><td>Wiper blades (pair)</td><td>&pound;18.00</td></tr>
<tr><td><b>Total</b></td><td><b>&pound;72.85</b></td></tr></table>
<p>Your next MOT is due by 26 February 2026.</p><p>Tas Valley Motors</p></body></html>
"""
    return build("mail/2025/02/2025-02-27_mot-result-and-invoice.eml",
                 "Tas Valley Motors <service@tasvalleymotors.example>", RUTH,
                 "MOT result and invoice - NX16 RBO", (2025, 2, 27, 15, 31),
                 body=text, cte="quoted-printable", html=html)


def m20():
    body = """Driver and Vehicle Standards Agency

Your car driving test has been changed

We're sorry, but we've had to move your driving test because the examiner
is no longer available. We apologise for any inconvenience. Your new test
details are below.

Candidate: ADEBAYO OKAFOR-BELL
Booking reference: 71849302
Previous date: Monday 14 April 2025 at 10:27am
NEW date and time: Tuesday 6 May 2025 at 8:57am
Test centre: Norwich (Hellesdon) driving test centre, Hurricane Way

If the new date does not suit you, you can change it online free of charge.
If you need to claim out-of-pocket expenses (for example, for a lesson you
had booked before the test) you can apply to DVSA within 6 months.

This is an automated message. Please do not reply.
"""
    return build("mail/2025/03/2025-03-05_dvsa-driving-test-changed.eml",
                 "DVSA <noreply@dvsa-bookings.example>", RUTH,
                 "Your driving test has been changed", (2025, 3, 5, 11, 48),
                 body=body, cte="base64")


def m21():
    text = """Dear Ruth,

Thanks for booking your place at the Holt Makers Fair Spring Market - it's
great to have Wherry Clay back with us.

Date: Saturday 12 April 2025, 10am-4pm (set-up from 8am)
Venue: Holt Community Centre, Kerridge Way
Stall: single 6ft table with chair
Fee: £55 (paid - thank you)

As mentioned in our newsletter, we've had to put the fee up this year
because the community centre's hire charges went up by a third. We've
also added a proper tea and cake stall run by the WI.

See you in April!
Fenella Rix
Holt Makers Fair
"""
    html = """<html><body><p>Dear Ruth,</p><p>Thanks for booking your place at the <b>Holt Makers Fair Spring Market</b> &ndash; it's great to have Wherry Clay back with us.</p>
<table border="1" cellpadding="4">
<tr><td>Date</td><td>Saturday 12 April 2025, 10am&ndash;4pm (set-up from 8am)</td></tr>
<tr><td>Venue</td><td>Holt Community Centre, Kerridge Way</td></tr>
<tr><td>Stall</td><td>single 6ft table with chair</td></tr>
<tr><td>Fee</td><td>&pound;55 (paid &ndash; thank you)</td></tr></table>
<p>As mentioned in our newsletter, we've had to put the fee up this year because the community centre's hire charges went up by a third.</p>
<p>See you in April!<br>Fenella Rix</p></body></html>
"""
    return build("mail/2025/03/2025-03-07_holt-spring-market-booking-confirmed.eml",
                 "Holt Makers Fair <bookings@holtmakersfair.example>", RUTH,
                 "Booking confirmed: Holt Makers Fair Spring Market", (2025, 3, 7, 9, 20),
                 body=text, cte="quoted-printable", html=html)


def m22():
    body = """Dear Ruth,

Thank you for getting back to me so quickly. That's all booked in: your
mum's annual care review will be on Wednesday 26 March at 2pm, in her flat
(she'd rather not do it in the office, she says it feels "like the
headmistress's study"). It should take about an hour. Sandra from the
Careline team will join us.

If your sister can't come in person, that's no problem at all — she can
join by video on your mum's iPad and I'll set it up beforehand.

One thing I do need from you before the review: an up-to-date list of your
mum's medication. Our copy is from last summer and I know Dr Anand changed
her tablets in February (the blood pressure ones, I think, and something
for her sleep?). The pharmacy blister pack labels would do if that's
easier. Could you send it by the Monday before, the 24th?

Kind regards,
Bev

Bev Thurlow
Scheme Manager, Marram Court

On Mon, 10 Mar 2025 at 21:40, Ruth Okafor-Bell <ruth.okaforbell@wherrymail.example> wrote:
> Hi Bev,
>
> Thanks for your message about Mum's review. Any weekday afternoon in the
> last two weeks of March works for me - I can swap my day off at work.
> Grace would like to be involved too but she's in Leicester so it depends
> on the day.
>
> Ruth
"""
    return build(P_CARE_Q, BEV, RUTH, "Re: Mum's care review",
                 (2025, 3, 11, 9, 37), body=body, cte="8bit")


def m23():
    body = """Hi Ruth,

No problem, had a look on Tuesday while Dean was in.

Plan for the loft and the rest:
- The old consumer unit in the garage is past it (no RCD on the
  downstairs sockets, which is probably why the kiln keeps tripping things).
  I'd move it to the cupboard under the stairs - shorter runs to the loft
  and away from the damp - and put a separate 32A radial out to the garage
  for the kiln with its own RCBO.
- Loft: 8 double sockets, 2 with USB-C, 6 downlights in the main room, 3 in
  the shower room plus extractor on the light with overrun timer,
  2 smoke/heat alarms interlinked with the existing landing one.
- Outside light over the new dormer if you want it.

I'll get the proper written quote over to you by the end of the month -
I'm waiting on the wholesaler for the price of the board. First fix in the
loft is already done as agreed with Gary.

Cheers
Kev

On Sun, 9 Mar 2025 at 19:02, Ruth Okafor-Bell <ruth.okaforbell@wherrymail.example> wrote:
> Hi Kev,
>
> Gary says you're the man for the loft electrics. Could you quote for the
> second fix and while you're at it have a look at the fuse box? The kiln
> trips it about once a month and Marcus thinks it's ancient.
>
> Thanks, Ruth
"""
    return build(P_KEV, KEV, RUTH, "Re: loft electrics",
                 (2025, 3, 13, 18, 25), body=body, cte="7bit")


def m24():
    body = """Hi Ruth,

Your annual leave request has been approved:

  Monday 19 August 2024 to Friday 23 August 2024 (5 days)

This leaves you with 11.5 days of your 2024 entitlement. Deborah has
confirmed that Sam will cover the conveyancing post and completions diary
that week.

Have a lovely break.

HR, Pargeter & Lowe Solicitors
"""
    return build("mail/2024/07/2024-07-30_annual-leave-approved.eml",
                 "Pargeter & Lowe HR <hr@pargeterlowe.example>",
                 "Ruth Okafor-Bell <r.okafor-bell@pargeterlowe.example>",
                 "Annual leave approved: 19-23 August", (2024, 7, 30, 14, 2),
                 body=body, cte="7bit")


def m25():
    body = """Christmas at Wensum Valley Garden Centre

This weekend only: 20% off all real Christmas trees (Nordmann fir from
£39.99), 3 for 2 on poinsettias and free mulled wine in the Potting Shed
café from 11am.

Santa's Grotto is open every Saturday and Sunday until 22 December -
booking essential, £9.50 per child including a gift.

Loyalty card holders: double points on all indoor plants.

Wensum Valley Garden Centre - open 9-5.30, Sundays 10.30-4.30
To unsubscribe reply STOP.
"""
    return build("mail/2024/12/2024-12-06_garden-centre-christmas-offers.eml",
                 "Wensum Valley Garden Centre <offers@wensumvalleygc.example>", RUTH,
                 "This weekend: 20% off Christmas trees", (2024, 12, 6, 6, 0),
                 body=body, cte="quoted-printable")


def m26():
    body = """Hi Ruth,

Quick update on where we are, and a change to the dates I'm afraid.

Good news first: the steels went in on the 3rd as planned and Martin Crane
from building control came out on 12 Feb and signed them off, no issues.
Dormer is framed, felted and watertight, Velux are in.

The not-so-good: Kev's second fix can't happen until his board is in, and
the plasterers (Norwich Dry Lining) can't go before the insulation
inspection. So plastering is pushed back two weeks - they will now start
on Monday 7 April instead of 24 March. Stairs will go in the week after
plastering and we're looking at mid-May for completion rather than the end
of April.

Sorry, I know Nia was hoping to be up there for her revision. I'll update
the shared calendar when I get a minute.

Gary
"""
    return build("mail/2025/03/2025-03-10_loft-update-plastering-moved.eml",
                 GARY, RUTH, "Loft update - plastering dates moved",
                 (2025, 3, 10, 16, 50), body=body, cte="7bit", cc=MARCUS)


def m27():
    body = """Hi Ruth,

Of course that's fine about the scaffold going on our drive - Tony says
he'll park on the road for the duration, it's no bother. The party wall
man came and took his photos on Thursday, very thorough, he even photographed
the crack over our airing cupboard which has been there since 1998.

Only thing I'd ask: please could the builders keep our side gate shut at
all times? Pip is a terror and she'll be off down Mill Lane after the
pheasants, and you know what the traffic's like on that road.

And if Biscuit needs feeding again while you're away, Maya's happy to do
it, same as August.

Love,
Sheila

On Tue, 19 Nov 2024 at 20:11, Ruth Okafor-Bell <ruth.okaforbell@wherrymail.example> wrote:
> Hi Sheila and Tony,
>
> Gary's confirmed the scaffold will go up on Monday 13th January. Are you
> still OK for it to go on your drive? It would be for about ten weeks.
> We're so grateful - and for putting up with all the noise to come!
>
> Ruth x
"""
    return build("mail/2024/11/2024-11-20_re-scaffolding-on-our-side.eml",
                 "Sheila Pike <sheila.pike@broadmail.example>", RUTH,
                 "Re: Scaffolding on your side", (2024, 11, 20, 10, 15),
                 body=body, cte="8bit")


# ---------------------------------------------------------------- mbox

LIST_ID = "Little Hadwell PC councillors <councillors.littlehadwell-pc.example>"
LIST_ADDR = "councillors@littlehadwell-pc.example"


def _mbox_msg(frm_addr, frm_name, when, subject, body, msgid, in_reply=None):
    d = _date(*when)
    from_line = "From %s %s" % (frm_addr, d.strftime("%a %b %d %H:%M:%S %Y"))
    hdr = [
        from_line,
        "From: %s <%s>" % (frm_name, frm_addr),
        "To: %s" % LIST_ADDR,
        "Subject: %s" % subject,
        "Date: %s" % format_datetime(d),
        "Message-ID: <%s@littlehadwell-pc.example>" % msgid,
    ]
    if in_reply:
        hdr.append("In-Reply-To: <%s@littlehadwell-pc.example>" % in_reply)
        hdr.append("References: <%s@littlehadwell-pc.example>" % in_reply)
    hdr += [
        "List-Id: %s" % LIST_ID,
        "List-Post: <mailto:%s>" % LIST_ADDR,
        "Precedence: list",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: 8bit",
    ]
    lines = []
    for ln in body.split("\n"):
        if ln.startswith("From ") or (ln.startswith(">") and ln.lstrip(">").startswith("From ")):
            ln = ">" + ln
        lines.append(ln)
    return "\n".join(hdr) + "\n\n" + "\n".join(lines).rstrip("\n") + "\n\n"


JANET = ("clerk@littlehadwell-pc.example", "Janet Fairweather (Clerk)")
HUGH = ("hugh.redgrave@littlehadwell-pc.example", "Hugh Redgrave (Locum Clerk)")
ROGER = ("roger.bloomfield@littlehadwell-pc.example", "Cllr Roger Bloomfield")
RUTHPC = ("ruth.okafor-bell@littlehadwell-pc.example", "Cllr Ruth Okafor-Bell")
SUE = ("sue.mayhew@littlehadwell-pc.example", "Cllr Sue Mayhew")


def mbox():
    msgs = []
    msgs.append(_mbox_msg(*JANET, (2024, 6, 14, 9, 10), "Draft minutes - June meeting (11 June)", """Dear Councillors,

Please find the draft minutes of the meeting held on Tuesday 11 June below
for any corrections before they go on the website.

Item 6 - Mill Lane speeding. Cllr Okafor-Bell reported continued concerns
from residents. Members AGREED to defer any decision on a speed indicator
device until the county council's speed data for Mill Lane is available.
Cllr Okafor-Bell to obtain indicative prices.

Item 7 - Playing field. The annual playground inspection is booked for
July. Members noted that the bark under the swings is thin.

Item 8 - Defibrillator. Pads and battery checked, all in order.

Janet
""", "pc-2024-06-min"))
    msgs.append(_mbox_msg(*JANET, (2024, 9, 20, 16, 45), "Parish Partnership bid - Mill Lane SID", """Dear Councillors,

Following last week's meeting I have submitted our Parish Partnership bid
to Norfolk County Council for a solar speed indicator device on Mill Lane,
using the figures Cllr Okafor-Bell gathered. If successful the county
would fund 50% of the cost; the parish would fund the rest from the
highways reserve. Decisions are expected in January.

Janet
""", "pc-2024-09-pp"))
    msgs.append(_mbox_msg(*ROGER, (2024, 9, 21, 8, 2), "Re: Parish Partnership bid - Mill Lane SID", """Thanks Janet, and well done Ruth for all the legwork on this.

Could we make sure whatever we buy can be moved between the two posts
(top and bottom of Mill Lane)? Drivers get used to a sign that never moves.

Roger

> Following last week's meeting I have submitted our Parish Partnership bid
> to Norfolk County Council for a solar speed indicator device on Mill Lane,
> using the figures Cllr Okafor-Bell gathered.
""", "pc-2024-09-pp-re1", in_reply="pc-2024-09-pp"))
    msgs.append(_mbox_msg(*JANET, (2024, 11, 22, 12, 0), "Clerk cover from December", """Dear Councillors,

As some of you know I'm having my knee done on 2 December. I'll be off
until the end of February.

Hugh Redgrave, who was clerk at Blofield Heath for many years, has kindly
agreed to act as locum clerk while I'm away. He will take the December,
January and February meetings, and all correspondence should go to him at
hugh.redgrave@littlehadwell-pc.example from 2 December. He has the
precept papers and the Parish Partnership file.

Janet
""", "pc-2024-11-locum"))
    msgs.append(_mbox_msg(*HUGH, (2025, 1, 17, 10, 30), "Draft minutes - January meeting (14 January)", """Dear Councillors,

Draft minutes of the meeting held on Tuesday 14 January 2025, for
corrections please.

Item 4 - Public participation.
From the floor, a resident of Mill Lane thanked the council for pursuing
the speed sign and asked whether it could flash a "slow down" message.

Item 5 - Precept 2025/26. Members considered the draft budget. RESOLVED
to set the precept for 2025/26 at £38,420 (an increase of 4.1%).

Item 6 - Mill Lane speed indicator device. The clerk reported that the
Parish Partnership bid has been approved, with Norfolk County Council
funding 50% of the cost. RESOLVED to purchase the Vigil VS-300 solar
speed indicator device as per the quote obtained by Cllr Okafor-Bell,
with two mounting posts, the parish share to come from the highways
reserve. Cllr Bloomfield to liaise with Highways on post positions.

Item 7 - Playground surfacing. Cllr Okafor-Bell to bring three quotes for
replacement bark to a future meeting.

Hugh Redgrave
Locum Clerk
""", "pc-2025-01-min"))
    msgs.append(_mbox_msg(*HUGH, (2025, 2, 18, 15, 5), "Meeting venue from March - village hall floor", """Dear Councillors,

The village hall committee has confirmed that the main hall floor is being
replaced (the damp problem under the stage), with the hall closed from
1 March for about three months.

Until further notice, council meetings will therefore be held in
St Peter's Church Room, Church Lane, starting with the March meeting on
Tuesday 11 March at 7.30pm. The Rector has kindly waived the hire fee.
There is level access via the side door; parking on Church Lane only.

I have updated the notice board and the website.

Hugh
""", "pc-2025-02-venue"))
    msgs.append(_mbox_msg(*RUTHPC, (2025, 2, 18, 19, 40), "Re: Meeting venue from March - village hall floor", """Thanks Hugh. Could we check whether the church room has a hearing loop?
Mr Farrow from Mill Lane comes to most meetings and struggles in the hall
as it is.

Ruth

> Until further notice, council meetings will therefore be held in
> St Peter's Church Room, Church Lane, starting with the March meeting on
> Tuesday 11 March at 7.30pm.
""", "pc-2025-02-venue-re1", in_reply="pc-2025-02-venue"))
    msgs.append(_mbox_msg(*JANET, (2025, 3, 12, 9, 15), "Back - and April meeting date", """Dear Councillors,

I'm back as of this week - thank you all for the flowers, and a huge thank
you to Hugh for holding the fort so well.

Please note the April meeting cannot be on the usual second Tuesday
(8 April) because the church room is booked for the Lent course. The
April meeting will instead be on Tuesday 15 April at 7.30pm, still in
St Peter's Church Room. I've sent an updated calendar invite.

Draft agenda items so far: SID installation update; playground bark
quotes (Cllr Okafor-Bell); Church Farm planning application 2025/0412;
Annual Parish Meeting arrangements.

Janet
""", "pc-2025-03-back"))
    return "lists/little-hadwell-pc-councillors.mbox", "".join(msgs)


def files():
    out = [f() for f in (m01, m02, m03, m04, m05, m06, m07, m08, m09, m10, m11, m12,
                         m13, m14, m15, m16, m17, m18, m19, m20, m21, m22, m23, m24,
                         m25, m26, m27)]
    out.append(mbox())
    return out
