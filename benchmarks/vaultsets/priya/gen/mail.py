"""E-mails (.eml) for Priya's vault."""
from util import make_mail, save_mail

ME = "Priya Raghunathan <priya.raghunathan@fastpost.example>"
ME_TUT = "Priya Raghunathan (Plus One Tutoring) <hello@plusonetutoring.example>"
KERRY = "Kerry Walsh <kerry.walsh@pennantlettings.example.co.uk>"
ANJALI = "Anjali Raghunathan <anjali.r@fastpost.example>"


def build():
    files = []

    # 1 ---------------------------------------------------------------- mould report
    m1id = "<CAPR-20250114-mould@fastpost.example>"
    body1 = """Hi Kerry,

I'm writing to report black mould in the bedroom of Flat 2, 41 Woodbridge Grove.

It's on the external wall behind the wardrobe (roughly 40cm x 60cm) and all round
the window reveal. It has come back within four days of me cleaning it with mould
spray, and the wall feels cold and damp to the touch at skirting level. My clothes
in the wardrobe have started to smell and a coat has mould spots on it.

I've attached photos (6) taken this evening.

Please could you arrange for someone to inspect it as soon as possible? I'm at
school during the day but can leave a key with the neighbour at Flat 1, or
be in after 4:30pm most days.

Thanks,
Priya Raghunathan
Flat 2, 41 Woodbridge Grove, Kings Heath
07700 900614
"""
    m = make_mail(ME, KERRY, "2025-01-14 19:42",
                  "Flat 2, 41 Woodbridge Grove - black mould in bedroom",
                  body1, cte="7bit", msgid=m1id)
    files.append(save_mail("mail/2025/01/2025-01-14_mould-report.eml", m))

    # 2 ---------------------------------------------------------------- Kerry reply (condensation)
    quoted = "\n".join("> " + l if l else ">" for l in body1.rstrip("\n").split("\n"))
    body2 = f"""Dear Priya,

Thank you for your email and photos.

Having reviewed the photographs, this appears to be condensation-related mould,
which is very common in the winter months and is usually caused by moisture
produced within the property. I have attached our Condensation & Mould
advice leaflet for your reference.

In particular we would ask that you:
 - avoid drying laundry on airers indoors; use a tumble dryer vented outside
   or a launderette where possible
 - open windows for at least 20 minutes after showering and cooking
 - keep the heating on at a constant low temperature rather than in bursts
 - keep furniture at least 10cm away from external walls
 - wipe down windows and sills each morning

Please treat the affected area with a suitable mould wash. If the problem
persists after following the above for four weeks, please let me know and I
will raise it with the landlord.

Kind regards,

Kerry Walsh
Property Manager
Pennant Lettings | 187 High Street, Kings Heath, Birmingham B14
0121 496 0732

On Tue, 14 Jan 2025 at 19:42, Priya Raghunathan <priya.raghunathan@fastpost.example> wrote:
{quoted}
"""
    m = make_mail(KERRY, ME, "2025-01-21 11:08",
                  "RE: Flat 2, 41 Woodbridge Grove - black mould in bedroom",
                  body2, cte="quoted-printable",
                  msgid="<PL-KW-20250121-0931@pennantlettings.example.co.uk>",
                  in_reply_to=m1id)
    files.append(save_mail("mail/2025/01/2025-01-21_re-mould-report.eml", m))

    # 3 ---------------------------------------------------------------- Anjali: venue booked (Ashdown)
    text3 = """Akka!!!

WE BOOKED IT. Ashdown Grange, Saturday 16 May 2026. I'm shaking.

- the barn with the fairy lights, the one near Bromsgrove
- £1,500 deposit paid today (credit card - Callum made me, he read something)
- they've got a list of recommended caterers but Amma wants Spice Route (Farhan,
  the one who did Auntie Meena's 60th) - his quote is £39 a head, which seems ok??
- guest list is currently "about 180" which Callum says is a lie and it's 200+

You're chief of staff btw. Non-negotiable. You have the spreadsheets.

Love you
A xx
"""
    html3 = """<html><body style="font-family:Arial,sans-serif">
<p>Akka!!!</p>
<p><b>WE BOOKED IT.</b> Ashdown Grange, Saturday 16 May 2026. I'm shaking.</p>
<ul>
<li>the barn with the fairy lights, the one near Bromsgrove</li>
<li>&pound;1,500 deposit paid today (credit card - Callum made me, he read something)</li>
<li>they've got a list of recommended caterers but Amma wants Spice Route (Farhan, the one who did Auntie Meena's 60th) - his quote is &pound;39 a head, which seems ok??</li>
<li>guest list is currently &quot;about 180&quot; which Callum says is a lie and it's 200+</li>
</ul>
<p>You're chief of staff btw. Non-negotiable. You have the spreadsheets.</p>
<p>Love you<br>A xx</p>
</body></html>
"""
    m = make_mail(ANJALI, ME, "2025-02-09 21:15", "WE BOOKED IT \U0001F48D",
                  text3, cte="quoted-printable", html=html3,
                  msgid="<CAAR-20250209-ashdown@fastpost.example>")
    files.append(save_mail("mail/2025/02/2025-02-09_anjali-venue-booked.eml", m))

    # 4 ---------------------------------------------------------------- noise: Maths Hub newsletter
    text4 = """MIDLANDS MATHS HUB - February bulletin

* Teaching for Mastery: new Work Group for secondary, applications open
* Spring conference: Saturday 22 March, Wolverhampton, free for state schools
* Level 3 Core Maths - new guidance on assessment
* Puzzle of the month: how many squares on a chessboard? (Hint: not 64.)

Unsubscribe: https://mathshub-midlands.example.org/unsub
"""
    html4 = """<html><body>
<h2 style="color:#1b4f72">Midlands Maths Hub &mdash; February bulletin</h2>
<table cellpadding="6" border="0">
<tr><td><b>Teaching for Mastery</b></td><td>New Work Group for secondary, applications open</td></tr>
<tr><td><b>Spring conference</b></td><td>Saturday 22 March, Wolverhampton, free for state schools</td></tr>
<tr><td><b>Core Maths</b></td><td>New guidance on assessment</td></tr>
<tr><td><b>Puzzle of the month</b></td><td>How many squares on a chessboard? (Hint: not 64.)</td></tr>
</table>
<p style="font-size:10px"><a href="https://mathshub-midlands.example.org/unsub">Unsubscribe</a></p>
<img src="https://mathshub-midlands.example.org/px/open.gif?u=8842" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail("Midlands Maths Hub <bulletin@mathshub-midlands.example.org>",
                  "p.raghunathan@lindenfield.example.sch.uk", "2025-02-26 07:30",
                  "February bulletin: Mastery Work Groups, spring conference",
                  text4, cte="7bit", html=html4,
                  extra_headers={"List-Unsubscribe": "<https://mathshub-midlands.example.org/unsub>"})
    files.append(save_mail("mail/2025/02/2025-02-26_maths-hub-newsletter.eml", m))

    # 5 ---------------------------------------------------------------- administrators (HTML only)
    html5 = """<html><body style="font-family:Georgia,serif;font-size:14px">
<p>Dear Customer,</p>
<p><b>Ashdown Grange Events Limited (In Administration)</b></p>
<p>We write to inform you that on 10 March 2025 the directors of Ashdown Grange Events Limited appointed
Joint Administrators. The company has <b>ceased trading with immediate effect</b> and all future events,
including your booking, are cancelled.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th align="left">Company</th><td>Ashdown Grange Events Limited</td></tr>
<tr><th align="left">Company number</th><td>09912476</td></tr>
<tr><th align="left">Date of appointment</th><td>10 March 2025</td></tr>
<tr><th align="left">Joint Administrators</th><td>R. Penhaligon and S. Adeyemi, Kestrel Insolvency LLP</td></tr>
<tr><th align="left">Your booking</th><td>Wedding &ndash; Saturday 16 May 2026 &ndash; Raghunathan/Reid</td></tr>
<tr><th align="left">Deposit recorded</th><td>&pound;1,500.00</td></tr>
</table>
<p>Deposits paid to the company are an unsecured claim in the administration. You may submit a claim using
the online portal below. If you paid by credit card you may wish to contact your card provider, who may
be able to assist you.</p>
<p>We appreciate this is distressing news and apologise for the disruption to your plans.</p>
<p>Yours faithfully,<br>For and on behalf of Ashdown Grange Events Limited<br>
Kestrel Insolvency LLP, acting as agents and without personal liability</p>
<img src="https://track.kestrelinsolvency.example.co.uk/o.gif?c=ag-2211" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail("Kestrel Insolvency LLP <ashdowngrange@kestrelinsolvency.example.co.uk>",
                  ANJALI, "2025-03-12 16:40",
                  "Ashdown Grange Events Limited (In Administration) - notice to customers",
                  html=html5, html_only=True, cc=ME,
                  msgid="<kestrel-ag-notice-2211@kestrelinsolvency.example.co.uk>")
    files.append(save_mail("mail/2025/03/2025-03-12_old-venue-administration.eml", m))

    # 6 ---------------------------------------------------------------- council booking (base64 body)
    body6 = """Dear Ms Raghunathan,

Service request SR-2025-118734 - Flat 2, 41 Woodbridge Grove, Kings Heath, B14 7QT
Damp and mould - privately rented property

Thank you for your report. An officer from the Private Rented Services team will
inspect the property on:

    Tuesday 8 April 2025 at 10:00am

Officer: Nadia Farooqui, Environmental Health Officer

The inspection usually takes 45-60 minutes. The officer will need access to all
rooms. Please have any correspondence with your landlord or agent available.
We will notify the landlord's agent separately.

If you need to rearrange, please reply to this e-mail quoting the service request
number, at least 48 hours before the appointment.

Private Rented Services
Birmingham City Council
"""
    m = make_mail("Private Rented Services <prs@birmingham-council.example.gov.uk>", ME,
                  "2025-03-20 09:12",
                  "SR-2025-118734 Inspection appointment - Flat 2, 41 Woodbridge Grove",
                  body6, cte="base64")
    files.append(save_mail("mail/2025/03/2025-03-20_council-inspection-booked.eml", m))

    # 7 ---------------------------------------------------------------- Larkspur booking (HTML only)
    html7 = """<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;color:#333">
<div style="max-width:600px">
<h2 style="color:#6b4c9a;font-weight:normal">Larkspur Hall &middot; Henley-in-Arden</h2>
<p>Dear Anjali and Callum,</p>
<p>It was such a pleasure to show you round on Sunday. I'm delighted to confirm your booking &mdash;
the details are below.</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ccc">
<tr style="background:#f3eef9"><td><b>Date</b></td><td>Saturday 16 May 2026</td></tr>
<tr><td><b>Package</b></td><td>Exclusive use, ceremony + wedding breakfast + evening</td></tr>
<tr style="background:#f3eef9"><td><b>Ceremony</b></td><td>The Orangery (licensed), up to 160</td></tr>
<tr><td><b>Wedding breakfast</b></td><td>The Long Barn &mdash; maximum 150 seated</td></tr>
<tr style="background:#f3eef9"><td><b>Evening</b></td><td>The Long Barn, until midnight (carriages 00:30)</td></tr>
<tr><td><b>Venue hire</b></td><td>&pound;9,500.00</td></tr>
<tr style="background:#f3eef9"><td><b>Deposit received</b></td><td>&pound;2,000.00 (9 April 2025, card)</td></tr>
<tr><td><b>Balance due</b></td><td>16 February 2026</td></tr>
<tr style="background:#f3eef9"><td><b>Your coordinator</b></td><td>Fiona Blake, Events Manager</td></tr>
</table>
<p>External caterers are welcome (with public liability insurance and a food hygiene rating of 4 or 5);
please let me know who you choose and I'll send them our kitchen pack.</p>
<p>Warm wishes,<br>Fiona<br>Fiona Blake &middot; Events Manager &middot; Larkspur Hall<br>01632 960457</p>
</div>
<img src="https://mail.larkspurhall.example.co.uk/t/op.png?id=LH-2026-0516" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail("Fiona Blake <events@larkspurhall.example.co.uk>",
                  "Anjali Raghunathan <anjali.r@fastpost.example>, Callum Reid <callum.reid@inboxmail.example>",
                  "2025-04-09 15:22", "Booking confirmed: Saturday 16 May 2026",
                  html=html7, html_only=True, cc=ME, html_cte="quoted-printable",
                  msgid="<LH-2026-0516-confirm@larkspurhall.example.co.uk>")
    files.append(save_mail("mail/2025/04/2025-04-09_new-venue-booking-confirmed.eml", m))

    # 8 ---------------------------------------------------------------- council outcome + base64 attachment
    body8 = """Dear Ms Raghunathan,

Further to the inspection at your home on 8 April, please find attached a copy
of the letter that has today been sent to the landlord and his managing agent,
together with a summary of the works required.

If the works are not started by the date given, or you experience any
retaliation, please contact me directly.

Kind regards

Nadia Farooqui
Environmental Health Officer
Private Rented Services, Birmingham City Council
"""
    att8 = """BIRMINGHAM CITY COUNCIL - PRIVATE RENTED SERVICES
Housing Act 2004 - Part 1

To:        Mr G. Tillotson, c/o Pennant Lettings, 187 High Street, Kings Heath
Property:  Flat 2, 41 Woodbridge Grove, Kings Heath, Birmingham B14 7QT
Date:      24 April 2025
Our ref:   PRS/IN/25/0412

IMPROVEMENT NOTICE - SUMMARY OF HAZARDS AND REMEDIAL ACTION

Following an inspection on 8 April 2025 the Council is satisfied that a
CATEGORY 1 HAZARD exists at the above property:

  Hazard 1: Damp and mould growth (Band C)
  Location: Bedroom - external (rear) wall and window reveal

Deficiencies:
  - Inadequate ventilation to the dwelling; bathroom extractor ineffective
  - Defective rainwater goods above bedroom window causing water penetration
  - Undersized heating appliance to bedroom
  - Extensive black mould growth (approx. 1.2 m2) to external wall

Remedial action required:
  1. Provide adequate mechanical ventilation to the dwelling.
  2. Repair or renew the guttering and downpipe above the rear bedroom window.
  3. Treat all mould growth and make good decorations.
  4. Provide a suitably sized heating appliance to the bedroom.

Works must be started by 2 June 2025 and completed within 6 weeks.

Failure to comply with an improvement notice is an offence. You may appeal to
the First-tier Tribunal (Property Chamber) within 21 days.

Officer: Nadia Farooqui, Environmental Health Officer
"""
    m = make_mail("Nadia Farooqui <n.farooqui@birmingham-council.example.gov.uk>", ME,
                  "2025-04-24 14:03",
                  "SR-2025-118734 - outcome of inspection, Flat 2 Woodbridge Grove",
                  body8, cte="7bit",
                  attachments=[("Improvement-notice-summary.txt", att8, "base64")])
    files.append(save_mail("mail/2025/04/2025-04-24_council-inspection-outcome.eml", m))

    # 9 ---------------------------------------------------------------- Kerry fwd DryWise
    body9 = """Hi Priya,

Please see below from the contractor. Can you confirm you can provide access on
both days? They'll need the loft hatch clear.

Kind regards,
Kerry

Kerry Walsh | Property Manager | Pennant Lettings

---------- Forwarded message ---------
From: DryWise Damp Solutions <jobs@drywise.example.co.uk>
Date: Mon, 12 May 2025 at 16:51
Subject: Job 25-0871 Flat 2, 41 Woodbridge Grove - works dates
To: Kerry Walsh <kerry.walsh@pennantlettings.example.co.uk>

Hi Kerry,

Following our survey we will attend Flat 2 on Tuesday 3 June and Wednesday
4 June (8am start both days) to carry out the following:

1. Supply and fit a Positive Input Ventilation (PIV) unit in the loft space,
   with ceiling diffuser to the landing/hallway. Continuous running, approx.
   £4 per year electricity.
2. Replace bathroom extractor with a humidistat-controlled fan with run-on timer.
3. Bedroom (rear wall + window reveal): fungicidal mould wash, stain block,
   2 coats anti-condensation/anti-mould emulsion, white.

Guttering is not included - we don't do roofline work.

Total as quoted: £1,140 + VAT.

Regards
Jason Pike
DryWise Damp Solutions
"""
    m = make_mail(KERRY, ME, "2025-05-13 09:26",
                  "Fwd: Job 25-0871 Flat 2, 41 Woodbridge Grove - works dates",
                  body9, cte="8bit")
    files.append(save_mail("mail/2025/05/2025-05-13_fwd-damp-works-dates.eml", m))

    # 10 --------------------------------------------------------------- noise: seed promo
    html10 = """<html><body style="font-family:Verdana,sans-serif">
<h1 style="color:#2e7d32">GreenThumb Seeds &mdash; May Madness!</h1>
<p>Up to <b>40% off</b> tomato, chilli &amp; squash plug plants this week only.</p>
<table border="0" cellpadding="8">
<tr><td>Tomato 'Gardener's Delight' x12</td><td><s>&pound;12.99</s> &pound;7.79</td></tr>
<tr><td>Chilli 'Apache' x6</td><td><s>&pound;9.99</s> &pound;5.99</td></tr>
<tr><td>Courgette 'Defender' x6</td><td><s>&pound;8.49</s> &pound;4.99</td></tr>
</table>
<p>Use code <b>MAYGROW</b> at checkout. Free delivery over &pound;30.</p>
<img src="https://e.greenthumbseeds.example.com/open/5521.gif" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail("GreenThumb Seeds <offers@greenthumbseeds.example.com>", ME,
                  "2025-05-20 06:02", "\U0001F331 May Madness: up to 40% off plug plants",
                  html=html10, html_only=True)
    files.append(save_mail("mail/2025/05/2025-05-20_greenthumb-promo.eml", m))

    # 11 --------------------------------------------------------------- Anjali fwd Spice Route revised quote
    body11 = """Akka - look at this. Henley is 27 miles from them apparently. And no dosa?!
Amma will riot. Can we talk Sunday? Numbers are 150 max now anyway because of
the Long Barn, so at least that's less food.

A x

---------- Forwarded message ---------
From: Farhan Rashid <bookings@spiceroutecatering.example.co.uk>
Date: Mon, 7 Jul 2025 at 18:02
Subject: Revised quote - Raghunathan/Reid wedding 16.05.26
To: Anjali Raghunathan <anjali.r@fastpost.example>

Dear Anjali,

Thank you for letting us know about the change of venue to Larkspur Hall.

As Henley-in-Arden is outside our 20-mile delivery radius, a travel and
transport surcharge of £7.00 per head applies, on top of our menu price of
£39.00 per head. Waiting staff are charged separately (quote to follow).

Unfortunately we are unable to offer a live dosa counter at off-site venues
as our dosa equipment is fixed at our Ladypool Road kitchen.

Please let me know if you would like to proceed on this basis.

Kind regards,
Farhan Rashid
Spice Route Catering, Ladypool Road, Birmingham
"""
    m = make_mail(ANJALI, ME, "2025-07-08 07:55",
                  "Fwd: Revised quote - Raghunathan/Reid wedding 16.05.26",
                  body11, cte="quoted-printable")
    files.append(save_mail("mail/2025/07/2025-07-08_fwd-spice-route-quote.eml", m))

    # 12 --------------------------------------------------------------- Brindle renewal (HTML only)
    html12 = """<html><body style="font-family:Arial,sans-serif">
<p>Dear Ms Raghunathan,</p>
<p>Your car insurance is due for renewal. <b>We'll renew it automatically</b> so you stay covered &mdash;
you don't need to do anything.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Policy number</th><td>BRI-55820914</td></tr>
<tr><th align="left">Vehicle</th><td>Ford Fiesta Zetec 1.0 (BV17 XKR)</td></tr>
<tr><th align="left">Cover</th><td>Comprehensive</td></tr>
<tr><th align="left">Renewal date</th><td>22 September 2025</td></tr>
<tr><th align="left">Last year's premium</th><td>&pound;489.00</td></tr>
<tr><th align="left">This year's premium</th><td><b>&pound;612.00</b></td></tr>
<tr><th align="left">Compulsory + voluntary excess</th><td>&pound;250</td></tr>
</table>
<p>Want to make a change? Log in to My Brindle.</p>
<img src="https://px.brindle-insurance.example.com/r.gif?p=BRI-55820914" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail("Brindle Insurance <renewals@brindle-insurance.example.com>", ME,
                  "2025-08-27 10:00", "Your Brindle car insurance renewal - BRI-55820914",
                  html=html12, html_only=True)
    files.append(save_mail("mail/2025/08/2025-08-27_brindle-renewal.eml", m))

    # 13 --------------------------------------------------------------- new rates letter
    body13 = """Dear parents and carers,

I hope you've all had a good summer. A few bits of admin for the new school year.

1. Rates. From 1 September 2025 my rate will be £36 per hour (it has been £32
   since 2023). Zara's 90-minute sessions will be £54. Invoices continue monthly,
   payable within 14 days.

2. Sessions carry on as normal on Saturday mornings in Room 3 at Stirchley
   Community Hub, starting Saturday 6 September.

3. Contacting me. Please e-mail me at this address for anything - changes,
   cancellations, questions. I'm afraid I don't use WhatsApp for tutoring
   (and please no voice notes!), and I won't reply to messages or take calls
   after 8pm. I will always reply to e-mails within 48 hours on weekdays.

4. Cancellations still need 24 hours' notice, otherwise the session is charged.

Thank you for your support - looking forward to the year.

Best wishes,
Priya Raghunathan
Plus One Tutoring
"""
    m = make_mail(ME_TUT, ME_TUT, "2025-09-01 18:30",
                  "Plus One Tutoring - new rates and a few reminders for 2025/26",
                  body13, cte="quoted-printable",
                  extra_headers={"Bcc": "sarah.cole78@inboxmail.example, imran.mahmood@inboxmail.example, "
                                        "harriet.fitz@inboxmail.example, clare.whitcombe@inboxmail.example, "
                                        "grace.okonkwo@inboxmail.example"})
    files.append(save_mail("mail/2025/09/2025-09-01_new-rates-sept.eml", m))

    # 14 --------------------------------------------------------------- Harbourline policy (base64)
    body14 = """Welcome to Harbourline Motor

Dear Ms P Raghunathan,

Thank you for choosing Harbourline. Your policy documents are now available in
your online account. Here is a summary of your cover:

  Policy number:      HM-7730-2214
  Policy period:      22/09/2025 to 21/09/2026 (both dates inclusive)
  Vehicle:            Ford Fiesta Zetec 1.0 EcoBoost, BV17 XKR
  Cover:              Comprehensive, social domestic & pleasure + commuting
  Main driver:        Priya Raghunathan
  Annual premium:     £468.00 (paid in full)
  Excess:             £250 (compulsory £100 + voluntary £150)
  Windscreen:         included, £75 excess
  Courtesy car:       included with approved repairer

Please check your details carefully. If anything is wrong, tell us within 14 days.
If you move house or change your car, let us know straight away.

Harbourline Motor is a trading name of Harbourline Insurance Services Ltd.
"""
    m = make_mail("Harbourline Motor <policies@harbourline.example.co.uk>", ME,
                  "2025-09-12 13:47", "Your Harbourline policy documents",
                  body14, cte="base64")
    files.append(save_mail("mail/2025/09/2025-09-12_new-car-insurance-policy.eml", m))

    # 15 --------------------------------------------------------------- notice to end tenancy
    body15 = """Dear Kerry,

Notice to end tenancy - Flat 2, 41 Woodbridge Grove, Kings Heath, B14 7QT

I am writing to give notice that I will be ending my periodic tenancy of the
above property. My tenancy will end on 30 November 2025, which is the last day
of a rental period and gives more than one month's notice.

As you know, the damp and mould in the bedroom has returned in the same places
less than four months after the works carried out under the council's
improvement notice, and the guttering was never repaired. I'm not prepared to
spend another winter in the flat.

I'd like to attend the check-out inspection in person - please let me know
the proposed date and time. I will send a forwarding address once confirmed.

A copy of this letter is also being sent by recorded delivery.

Yours sincerely,
Priya Raghunathan
"""
    m = make_mail(ME, KERRY, "2025-09-26 07:15",
                  "Notice to end tenancy - Flat 2, 41 Woodbridge Grove",
                  body15, cte="7bit",
                  msgid="<CAPR-20250926-notice@fastpost.example>")
    files.append(save_mail("mail/2025/09/2025-09-26_notice-to-end-tenancy.eml", m))

    # 16 --------------------------------------------------------------- Masala Mews quote + attachment
    body16 = """Hi Priya,

Lovely to speak to you and Anjali on the phone. As promised, our quote for
16 May 2026 at Larkspur Hall is attached - it includes waiting staff, the live
dosa station and all crockery/linen. Larkspur is well within our area, so no
travel charge.

Tasting is booked for you all: Saturday 11 October at 2pm, here at the
Kitchen, 412 Stratford Road, Sparkhill (parking behind the shop, come through
the side door). Up to four people - let me know about any allergies.

Best wishes,
Deepa

Deepa Menon
Masala Mews Kitchen - South Indian & Pan-Indian Catering
0121 496 0884
"""
    att16 = """MASALA MEWS KITCHEN - WEDDING CATERING QUOTE
Ref: MMK-Q-1016                                Date: 3 October 2025

Client:   Anjali Raghunathan & Callum Reid (contact: Priya Raghunathan)
Event:    Wedding breakfast + evening snacks, Saturday 16 May 2026
Venue:    Larkspur Hall, Henley-in-Arden

MENU (draft - to be finalised after tasting)
  Arrival:   chaat counter (pani puri, sev puri, dahi vada)
  Mains:     live dosa station; paneer tikka; gobi 65; lamb sukka;
             vegetable biryani; sambar; rasam; curd rice; breads
  Dessert:   gulab jamun, payasam; mango lassi shots
  Evening:   masala fries, vada pav, filter coffee & chai

PRICING
  Adults ............................................. £44.00 per head
  Children (under 12) ................................ £20.00 per head
  Includes: chefs, waiting staff (1:15), crockery, cutlery, linen,
            live dosa station, clearing; travel within 40 miles.
  Excludes: drinks/bar, cake, corkage.

TERMS
  Deposit £500 to secure the date (deducted from final bill).
  Final numbers and dietary requirements: 4 weeks before the event.
  Balance: 14 days before the event.
"""
    m = make_mail("Deepa Menon <deepa@masalamews.example.co.uk>", ME,
                  "2025-10-03 12:31",
                  "Quote for 16 May 2026 + tasting booked",
                  body16, cte="quoted-printable", cc=ANJALI,
                  attachments=[("MMK-quote-1016.txt", att16, "base64")])
    files.append(save_mail("mail/2025/10/2025-10-03_caterer-quote-and-tasting.eml", m))

    # 17 --------------------------------------------------------------- Ethan past papers (reply)
    sarah = """Hi Priya,

Ethan's mocks are the week of 1 December and he's got himself in a bit of a
state about Paper 3. Is there any chance you could send him some extra full
papers to do at home, with the answers so he can check himself? He says he's
done all the ones on the school website.

Happy to pay for any marking.

Thanks so much,
Sarah"""
    qs = "\n".join("> " + l if l else ">" for l in sarah.split("\n"))
    body17 = f"""Hi Sarah,

Of course - that's a really sensible idea. I'll send the Edexcel Higher
November 2023 set (papers 1, 2 and 3 with the mark schemes) over the
weekend, and I'll put together a one-page list of the topics that came up
most in Paper 3 last year.

No charge for the papers. If he wants me to mark one properly, bring it on
a Saturday and we'll go through it in the session.

Tell him not to panic - he's in a much better place than he thinks.

Best wishes,
Priya

On Tue, 14 Oct 2025 at 20:11, Sarah Cole <sarah.cole78@inboxmail.example> wrote:
{qs}
"""
    m = make_mail(ME_TUT, "Sarah Cole <sarah.cole78@inboxmail.example>", "2025-10-15 06:48",
                  "Re: Ethan - extra past papers before mocks?", body17,
                  cte="quoted-printable",
                  in_reply_to="<CASC-20251014-ethan@inboxmail.example>")
    files.append(save_mail("mail/2025/10/2025-10-15_re-ethan-past-papers.eml", m))

    # 18 --------------------------------------------------------------- activity centre booking
    text18 = """Dear Ms Raghunathan,

Thank you for your provisional booking. I'm pleased to confirm the following:

School:       Lindenfield Academy - Year 9
Date:         Friday 19 June 2026
Times:        arrive 9:30am, depart 3:00pm
Numbers:      up to 120 pupils + 13 staff
Activities:   climbing wall, raft building, zip line, archery, low ropes
              (groups rotate every 75 mins; lunch 12:15 in the Lodge)
Centre price: £17.00 per participant (group rate), staff free

Transport: as discussed, we have passed your details to our partner,
Midland Star Coaches, who will contact you to confirm pick-up at school at
8:45am (3 x 53-seat coaches).

We'll need final numbers, medical information and your risk assessment
by 1 May 2026.

Kind regards,
Amy Lister
Bookings Coordinator, Kingswood Ridge Activity Centre
Nr Bromsgrove, Worcestershire
"""
    html18 = text18.replace("&", "&amp;").replace("\n", "<br>\n")
    html18 = "<html><body style=\"font-family:Calibri,sans-serif\">\n" + html18 + "</body></html>\n"
    m = make_mail("Amy Lister <bookings@kingswoodridge.example.org.uk>",
                  "p.raghunathan@lindenfield.example.sch.uk", "2025-10-21 10:14",
                  "Booking confirmation KR-26-0619 - Lindenfield Academy Year 9",
                  text18, cte="quoted-printable", html=html18)
    files.append(save_mail("mail/2025/10/2025-10-21_yr9-trip-centre-booking.eml", m))

    # 19 --------------------------------------------------------------- MOT result + base64 attachment
    body19 = """Hi Priya,

Thanks for bringing the Fiesta in this morning. Good news - it's a pass.
Certificate copy attached for your records.

As I said at the desk, the rear brake pipes want doing before winter really.
Give me a ring and I'll book you in - I've got space in the first two weeks of
December. About £180 fitted. Keep an eye on that front tyre too.

Cheers,
Gaz

Gareth Doyle
Pershore Road Autocare, 1187 Pershore Road, Stirchley, Birmingham B30
0121 496 0261
"""
    att19 = """MOT TEST CERTIFICATE (copy) - VT20

Vehicle:            FORD FIESTA  BV17 XKR
Colour:             GREY
Odometer:           70,912 miles
Test date:          08/11/2025
Test number:        4402 7719 5530
Result:             PASS
Expiry date:        14/11/2026
Testing station:    Pershore Road Autocare (V28811)
Tester:             G DOYLE

ADVISORY ITEMS (monitor and repair if necessary):
  - Offside rear and nearside rear brake pipe corroded, covered in grease
    or other material (1.1.11 (c))
  - Nearside front tyre worn close to legal limit, 2.2mm (5.2.3 (e))
  - Oil leak, but not excessive - sump (8.4.1 (a))

DEFECTS: none
"""
    m = make_mail("Gareth Doyle <service@pershoreroadautocare.example.co.uk>", ME,
                  "2025-11-08 11:37", "Fiesta BV17 XKR - MOT pass",
                  body19, cte="8bit",
                  attachments=[("MOT-certificate-copy.txt", att19, "base64")])
    files.append(save_mail("mail/2025/11/2025-11-08_mot-result.eml", m))

    # 20 --------------------------------------------------------------- Anjali final numbers (8bit)
    body20 = """Akka,

Finally!! The list is DONE (after three cousin-related phone calls and Amma
"just adding" two families from the temple).

Final numbers for Deepa: 130 adults + 12 children (under 12s) = 142.

Can you pass that on to her when you do the dietary list? Jain = 6 (Auntie
Meena's lot), vegan = 3, nut allergy = 1 (Callum's nephew Jack - severe).

Also PLEASE can you book the dhol player? Callum's mate Rob says the guy
from Dhol Dynamix did his cousin's wedding in Coventry and was brilliant.
He needs to be there for the baraat at 10.30 and the venue says suppliers' vans
have to be in by 10am. I just don't have the brain space.

Love you, thank you, sorry
A xx
"""
    m = make_mail(ANJALI, ME, "2025-11-10 22:04", "final numbers + dhol pls pls pls",
                  body20, cte="8bit")
    files.append(save_mail("mail/2025/11/2025-11-10_anjali-final-numbers.eml", m))

    # 21 --------------------------------------------------------------- invoice reminder reply
    reminder = """Hi Harriet,

Just a gentle reminder that invoice INV-2025-047 for Leo's October sessions
(4 sessions at £36 = £144) was due on 14 November. Bank details are on the
invoice. Apologies if it's already on its way!

Best wishes,
Priya"""
    qr = "\n".join("> " + l if l else ">" for l in reminder.split("\n"))
    body21 = f"""Hi Priya,

I'm so sorry - it completely slipped through with half-term and Leo's
grandad being in hospital. I'll pay it on Friday when I'm paid, promise.

Leo loved the ratio puzzle last week btw, he made us all do it at dinner.

Harriet

On Mon, 17 Nov 2025 at 17:20, Priya Raghunathan (Plus One Tutoring) <hello@plusonetutoring.example> wrote:
{qr}
"""
    m = make_mail("Harriet Fitzgerald <harriet.fitz@inboxmail.example>", ME_TUT,
                  "2025-11-18 08:02", "Re: Invoice INV-2025-047 - reminder",
                  body21, cte="quoted-printable",
                  in_reply_to="<CAPT-20251117-inv047@plusonetutoring.example>")
    files.append(save_mail("mail/2025/11/2025-11-18_re-invoice-reminder.eml", m))

    # 22 --------------------------------------------------------------- lehenga fitting (base64 HTML only)
    html22 = """<html><body style="font-family:Georgia,serif;color:#4a1942">
<h2 style="font-weight:normal">Rani Couture &mdash; Bridal</h2>
<p>Dear Anjali,</p>
<p>Your lehenga has arrived from our workshop! Your first fitting is booked as follows:</p>
<table cellpadding="6" style="border:1px solid #c9a0c0;border-collapse:collapse">
<tr><td><b>Date</b></td><td>Saturday 24 January 2026</td></tr>
<tr><td><b>Time</b></td><td>11:30am (allow 90 minutes)</td></tr>
<tr><td><b>Where</b></td><td>Our bridal studio, first floor, 271 Soho Road, Handsworth, Birmingham B21
 (NOT the Ladypool Road shop &mdash; entrance via the side door, buzzer 2)</td></tr>
<tr><td><b>Order</b></td><td>RC-B-3318 &middot; maroon &amp; gold lehenga, teal dupatta</td></tr>
</table>
<p>Please bring the shoes you'll be wearing on the day. You're welcome to bring up to two guests.</p>
<p>With love,<br>Harpreet &amp; the Rani Couture team</p>
</body></html>
"""
    m = make_mail("Rani Couture <appointments@ranicouture.example.co.uk>", ANJALI,
                  "2025-11-20 16:05", "Your first fitting is booked \u2728",
                  html=html22, html_only=True, html_cte="base64", cc=ME)
    files.append(save_mail("mail/2025/11/2025-11-20_lehenga-fitting-booking.eml", m))

    # 23 --------------------------------------------------------------- noise: black friday
    text23 = """BRUMBITS BLACK FRIDAY - 4 DAYS ONLY
Laptops from £299 | Wireless earbuds £19.99 | Smart plugs 4-pack £14.99
Shop now: https://brumbits.example.co.uk/bf
"""
    html23 = """<html><body style="background:#000;color:#fff;font-family:Arial">
<h1 style="color:#ffd400">BLACK FRIDAY &mdash; 4 DAYS ONLY</h1>
<table cellpadding="10"><tr><td>Laptops</td><td>from &pound;299</td></tr>
<tr><td>Wireless earbuds</td><td>&pound;19.99</td></tr>
<tr><td>Smart plugs 4-pack</td><td>&pound;14.99</td></tr></table>
<img src="https://t.brumbits.example.co.uk/o/77120.gif" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail("BrumBits <deals@brumbits.example.co.uk>", ME, "2025-11-21 06:00",
                  "BLACK FRIDAY starts NOW \u26A1", text23, cte="quoted-printable",
                  html=html23, html_cte="base64")
    files.append(save_mail("mail/2025/11/2025-11-21_brumbits-black-friday.eml", m))

    # 24 --------------------------------------------------------------- checkout deductions
    body24 = """Dear Priya,

Following the check-out inspection at Flat 2, 41 Woodbridge Grove on Saturday,
and the inventory clerk's report (attached to our file), the landlord proposes
the following deductions from your deposit of £950.00:

  Redecoration of bedroom (staining to rear wall)      £240.00
  Professional clean (kitchen, bathroom, carpets)       £140.00
  ---------------------------------------------------------------
  Total proposed deductions                             £380.00
  Balance to be returned to you                         £570.00

If you agree, please reply to confirm and we will ask SafeHold to release the
balance. If you do not agree, you may raise a dispute with SafeHold Deposit
Protection, whose free adjudication service will review the evidence from
both sides.

Kind regards,

Kerry Walsh
Property Manager
Pennant Lettings
"""
    m = make_mail(KERRY, ME, "2025-12-01 12:19",
                  "Flat 2, 41 Woodbridge Grove - end of tenancy deposit deductions",
                  body24, cte="quoted-printable")
    files.append(save_mail("mail/2025/12/2025-12-01_checkout-deductions.eml", m))

    # 25 --------------------------------------------------------------- SafeHold dispute (base64)
    body25 = """SafeHold Deposit Protection - Dispute Resolution

Dear Ms Raghunathan,

We have received your request to dispute the proposed deductions from your
tenancy deposit and have opened a case.

  Case reference:     DR-558102
  Deposit ID:         SH-2291-0457
  Property:           Flat 2, 41 Woodbridge Grove, Birmingham B14 7QT
  Landlord/agent:     Pennant Lettings

WHAT HAPPENS NEXT
Both parties now have 14 days to upload evidence. Your deadline to upload
evidence is 18 December 2025. Please upload it via your online account.
Useful evidence includes the check-in and check-out inventories, dated
photographs, correspondence with your landlord or agent, and any reports
from third parties (for example a local authority).

After the evidence period closes, an independent adjudicator will review the
case, normally within 28 days. The undisputed part of the deposit will be
returned to you in the meantime.

SafeHold Deposit Protection
"""
    m = make_mail("SafeHold Disputes <disputes@safehold-deposits.example.org.uk>", ME,
                  "2025-12-04 09:40", "Your dispute has been opened",
                  body25, cte="base64")
    files.append(save_mail("mail/2025/12/2025-12-04_safehold-dispute-opened.eml", m))

    return files
