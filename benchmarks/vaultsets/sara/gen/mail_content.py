SARA = "Sara Lindqvist-Hughes <sara.lindqvisthughes@fellmail.example>"
SARA_W = "Sara Lindqvist-Hughes <sara@kingsmeadvets.example.co.uk>"
MARTIN = "Martin Oduya <martin@kingsmeadvets.example.co.uk>"
LORNA = "Lorna Bright <lorna@kingsmeadvets.example.co.uk>"
PIXEL = '<img src="https://t.{d}/o/{k}.gif" width="1" height="1" alt="" style="display:none">'

MAILS = {}

MAILS["mail/2025/02/2025-02-20_quotation-digital-radiography.eml"] = dict(
    kind="alt", cte="quoted-printable",
    **{"from": "Stuart Naylor <s.naylor@radianceimaging.example.com>"},
    to=SARA_W, cc=MARTIN,
    date="2025-02-20 16:42", subject="Kingsmead Vets \u2013 quotation RI-2025-0311 (VetDR 4343)",
    msgid="<RI-2025-0311.q1@radianceimaging.example.com>",
    body="""Dear Sara,

Thank you for your time on the phone last week and for showing me round
the imaging room. As promised, please find our quotation below.

Quotation: RI-2025-0311
System: Radiance VetDR 4343 wireless flat panel detector (43 x 43 cm),
new 40 kW high-frequency generator, VetDR acquisition workstation,
DICOM/PMS integration (VetBase), on-site applications training.

Price: £38,400 + VAT, installed.

Warranty/service: 12 months parts and labour included. Thereafter our
annual service agreement is £2,100 + VAT per year.

Lead time: currently 8-10 weeks from order.

Disposal of your existing CR reader and cassettes can be arranged at
£250 + VAT.

Finance: we work with several finance houses. Ridings Asset Finance
indicate approximately £695 per month over 60 months, subject to status.

I hope this is helpful. Any questions, just call me on 07700 900311.

Kind regards,
Stuart Naylor
Territory Manager (North)
Radiance Imaging Ltd
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Sara,</p>
<p>Thank you for your time on the phone last week and for showing me round the imaging room. As promised, please find our quotation below.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Quotation</b></td><td>RI-2025-0311</td></tr>
<tr><td><b>System</b></td><td>Radiance VetDR 4343 wireless flat panel detector (43 &times; 43 cm), new 40 kW HF generator, acquisition workstation, DICOM/PMS integration (VetBase), on-site training</td></tr>
<tr><td><b>Price</b></td><td>&pound;38,400 + VAT, installed</td></tr>
<tr><td><b>Service</b></td><td>12 months included; thereafter &pound;2,100 + VAT per year</td></tr>
<tr><td><b>Lead time</b></td><td>8&ndash;10 weeks from order</td></tr>
<tr><td><b>Disposal of old CR</b></td><td>&pound;250 + VAT</td></tr>
<tr><td><b>Finance (indicative)</b></td><td>Ridings Asset Finance, approx. &pound;695/month over 60 months</td></tr>
</table>
<p>Any questions, just call me on 07700 900311.</p>
<p>Kind regards,<br>Stuart Naylor<br>Territory Manager (North), Radiance Imaging Ltd</p>
</body></html>""")

MAILS["mail/2025/03/2025-03-05_your-dr-system-quotation.eml"] = dict(
    kind="html", html_cte="quoted-printable",
    **{"from": "Chloe Armitage <chloe.armitage@haldenvetimaging.example.co.uk>"},
    to=SARA_W, date="2025-03-05 11:08",
    subject="Your DR system quotation \u2013 Kingsmead Veterinary Practice",
    msgid="<hvi-q-25117.20250305@haldenvetimaging.example.co.uk>",
    html="""<html><body style="font-family:'Segoe UI',Arial,sans-serif;color:#222;font-size:14px">
<div style="max-width:640px;margin:auto">
<h2 style="color:#0b4f6c;font-weight:400">Halden Veterinary Imaging</h2>
<p>Dear Sara,</p>
<p>Thank you for talking me through your current set-up on Monday. It sounds like your CR reader has served you well but is well past retirement! Our quotation is below.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="background:#e8f1f5"><td><b>Quotation ref.</b></td><td>HVI-Q-25117</td></tr>
<tr><td><b>Detector</b></td><td>Halden Aurora DR 43 wireless flat panel (43 &times; 43 cm), spare battery &amp; charger</td></tr>
<tr style="background:#e8f1f5"><td><b>Generator</b></td><td>Refurbish &amp; recalibrate existing ceiling-mounted generator; new exposure console</td></tr>
<tr><td><b>Software</b></td><td>Aurora Vet acquisition &amp; viewing; DICOM export; VetBase integration</td></tr>
<tr style="background:#e8f1f5"><td><b>Service</b></td><td>5 years parts &amp; labour included &ndash; next-working-day response, engineer based in Leeds</td></tr>
<tr><td><b>Trade-in</b></td><td>&pound;1,800 credit for your existing CR reader and cassettes (we collect)</td></tr>
<tr style="background:#e8f1f5"><td><b>Price</b></td><td>&pound;41,250 + VAT (before trade-in credit)</td></tr>
<tr><td><b>Lead time</b></td><td>10&ndash;12 weeks from order</td></tr>
<tr style="background:#e8f1f5"><td><b>Finance</b></td><td>Ridings Asset Finance &ndash; &pound;742/month over 60 months, subject to status</td></tr>
</table>
<p>We'll also liaise with your Radiation Protection Adviser for the critical examination after installation, and we provide two hours of on-site applications training for your whole clinical team.</p>
<p>This quotation is valid for 120 days. I'll be on our stand at NorVet in York next week if you'd like to see the panel in action.</p>
<p>Best wishes,<br>Chloe Armitage<br>Account Manager &ndash; North of England<br>Halden Veterinary Imaging</p>
<p style="font-size:11px;color:#888">Halden Veterinary Imaging Ltd, Unit 9, Aire Valley Business Park, Leeds LS12. Registered in England.</p>
</div>""" + PIXEL.format(d="haldenvetimaging.example.co.uk", k="q25117") + "</body></html>")

MAILS["mail/2025/04/2025-04-02_invitasjon-maja-eirik.eml"] = dict(
    kind="plain", cte="8bit",
    **{"from": "Maja Lindqvist <maja.lindqvist@post.example.no>"},
    to=SARA, cc="Owen Hughes <owen.hughes@fellmail.example>",
    date="2025-04-02 20:15",
    subject="Invitasjon / Invitation \u2013 Maja & Eirik 16.08.2025",
    msgid="<b91f0c2a-maja-invite@post.example.no>",
    body="""Kjære Sara, Owen, Rhys og Freya,

(English below – Eirik says my English is better than my Norwegian
spelling, which is rude but true.)

Vi gifter oss! Dere er hjertelig velkommen til bryllupet vårt.

Dear all,

We're getting married and we would love you to be there.

  Saturday 16 August 2025

  Ceremony: 14:00 at Breidal kyrkje (Breidal church), Stryn
  Afterwards: dinner, speeches and dancing at Breidal Fjordhotell
  Dress: festantrekk (smart – bunad welcome, Welsh national dress
  also welcome, Owen!)

Please let us know by 1 May if you can come. We have held rooms at
Breidal Fjordhotell for family from Thursday 14th to Monday 18th – quote
"Solberg-Lindqvist" when you book and you get the family price.

The nearest airport with proper flights is Bergen (then a long beautiful
drive), or you can fly to Sandane but it is a tiny plane.

Pappa says he will make a speech in Swedish "for Sara's father's sake".
Please come and help me stop him being too long.

Klem fra oss begge,
Maja & Eirik
""")

MAILS["mail/2025/04/2025-04-10_booking-confirmation.eml"] = dict(
    kind="plain", cte="base64",
    **{"from": "Nordvik Air <no-reply@nordvikair.example.no>"},
    to=SARA, date="2025-04-10 21:37",
    subject="Your booking confirmation \u2013 Manchester to Bergen",
    msgid="<conf.20250410.213702.77412@nordvikair.example.no>",
    body="""NORDVIK AIR - BOOKING CONFIRMATION

Thank you for booking with Nordvik Air.

Booking reference: K7QX2M
Booked by: Sara Lindqvist-Hughes

PASSENGERS
  1. MRS SARA LINDQVIST-HUGHES
  2. MR OWEN HUGHES
  3. MISS FREYA HUGHES

OUTBOUND  Wednesday 13 August 2025
  NV 2317  Manchester (MAN) T2 10:40  ->  Bergen Flesland (BGO) 13:35
  Fare: Flex Plus (1 x 23 kg hold bag per person)

RETURN    Tuesday 19 August 2025
  NV 2318  Bergen Flesland (BGO) 17:20  ->  Manchester (MAN) T2 18:15
  Fare: Flex Plus (1 x 23 kg hold bag per person)

PAYMENT
  Fares and taxes (3 passengers, return):  GBP 1,140.00
  Seat selection (3 x 2 flights x GBP 24): GBP   144.00
  TOTAL PAID (Visa ...4471):              GBP 1,284.00

Seats: 14A, 14B, 14C (outbound); 9D, 9E, 9F (return)

Online check-in opens 30 hours before departure.
Bag drop at Manchester T2 closes 45 minutes before departure.

Please have your passport ready. This e-mail is not a boarding pass.
""")

MAILS["mail/2025/05/2025-05-06_physiotherapy-pre-authorisation.eml"] = dict(
    kind="plain", cte="7bit",
    **{"from": "BrightPath Health Claims <claims@brightpathhealth.example.co.uk>"},
    to=SARA, date="2025-05-06 14:22",
    subject="Your treatment authorisation",
    msgid="<auth-2025-05-06-5520184@brightpathhealth.example.co.uk>",
    body="""Dear Mrs Lindqvist-Hughes,

Thank you for calling us today. Your treatment authorisation letter is
attached. Please give your treatment provider the authorisation code shown
in the letter before your first appointment so that they can invoice us
directly.

For your security we do not include authorisation details in the body of
this e-mail.

Kind regards,
BrightPath Health - Claims Team
""",
    attachments=[("authorisation_letter.txt", """BRIGHTPATH HEALTH - TREATMENT AUTHORISATION

Date: 06/05/2025
Member: Mrs Sara Lindqvist-Hughes
Scheme: Kingsmead Veterinary Practice Ltd - staff health cash plan
Member no.: KVP-0002

Treatment:       Physiotherapy (musculoskeletal) - right knee
Authorisation:   BPH-7724-KN
Sessions:        6 (initial assessment + 5 follow-up)
Maximum benefit: GBP 65 per session
Valid until:     06/11/2025

Provider must be HCPC-registered and recognised by BrightPath Health.
Stonefall Physiotherapy Clinic (Harrogate) is a recognised provider.

Any sessions beyond those authorised, or after the expiry date, will
need a new authorisation or will be self-funded.
""", "base64")])

MAILS["mail/2025/05/2025-05-21_vetsupply-spring-offers.eml"] = dict(
    kind="html", html_cte="quoted-printable",
    **{"from": "VetSupply Direct <deals@vetsupplydirect.example.com>"},
    to=SARA_W, date="2025-05-21 07:00",
    subject="Spring into savings \U0001F331 up to 30% off consumables",
    msgid="<promo-2025-05-21-vsd@vetsupplydirect.example.com>",
    headers={"List-Unsubscribe": "<https://vetsupplydirect.example.com/unsub?u=kvp>"},
    html="""<html><body style="font-family:Arial;background:#f5f5f5">
<table width="600" align="center" cellpadding="10" style="background:#fff">
<tr><td colspan="3" style="background:#1a7f64;color:#fff;font-size:22px">VetSupply Direct &ndash; Spring Offers</td></tr>
<tr><th align="left">Product</th><th>Was</th><th>Now</th></tr>
<tr><td>Nitrile exam gloves (M) &times; 10 boxes</td><td>&pound;62.00</td><td>&pound;44.90</td></tr>
<tr><td>Absorbable suture 3/0, box of 36</td><td>&pound;118.00</td><td>&pound;96.50</td></tr>
<tr><td>Kennel bedding roll 10 m</td><td>&pound;39.00</td><td>&pound;27.30</td></tr>
<tr><td>Dental prophy paste, 200 cups</td><td>&pound;31.00</td><td>&pound;24.80</td></tr>
<tr><td colspan="3">Offers end 31 May. Free next-day delivery over &pound;150.</td></tr>
<tr><td colspan="3" style="font-size:11px;color:#999">You are receiving this because your practice has a trade account. Unsubscribe any time.</td></tr>
</table>""" + PIXEL.format(d="vetsupplydirect.example.com", k="spring25") + "</body></html>")

MAILS["mail/2025/06/2025-06-11_re-quotation-hvi.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": SARA_W}, to="Chloe Armitage <chloe.armitage@haldenvetimaging.example.co.uk>",
    cc=f"{MARTIN}, {LORNA}",
    date="2025-06-11 08:02",
    subject="Re: Checking in \u2013 quotation HVI-Q-25117",
    msgid="<kvp-sara-20250611-0802@kingsmeadvets.example.co.uk>",
    in_reply_to="<hvi-followup-20250610@haldenvetimaging.example.co.uk>",
    references="<hvi-q-25117.20250305@haldenvetimaging.example.co.uk> <hvi-followup-20250610@haldenvetimaging.example.co.uk>",
    body="""Hi Chloe,

Good news – Martin and I met last night and we'd like to go ahead with
Halden. Please take this e-mail as our acceptance of quotation
HVI-Q-25117 (£41,250 + VAT, including the five years' service and the
£1,800 trade-in for the old CR reader).

Lorna (copied) is sorting the Ridings Asset Finance paperwork this week
and will send you their purchase order.

For installation we'd ideally like Monday 8 September – the imaging room
can be out of action for the day, and I'm back from leave by then. If
that works, please pencil it in.

Our RPA is Dr Nadia Farrant at North Dosimetry Services – I'll introduce
you by e-mail so you can arrange the critical examination.

Thanks for your patience while we dithered!

Best wishes,
Sara

Sara Lindqvist-Hughes BVSc MRCVS
Partner, Kingsmead Veterinary Practice

On Tue, 10 Jun 2025 at 15:31, Chloe Armitage <chloe.armitage@haldenvetimaging.example.co.uk> wrote:
> Hi Sara,
>
> Just checking in. I know you were leaning towards another supplier in
> the spring, but I wanted to let you know that our quotation
> HVI-Q-25117 still stands at the same price, and our current lead time
> is 10-12 weeks, so an early-to-mid September installation is realistic
> if you order in June.
>
> Happy to chat any time.
>
> Best wishes,
> Chloe
""")

MAILS["mail/2025/06/2025-06-13_quotation-ras-2291.eml"] = dict(
    kind="alt", cte="quoted-printable",
    **{"from": "Liam Stockdale <sales@riponaluminium.example.co.uk>"},
    to=SARA, date="2025-06-13 12:40",
    subject="Quotation RAS-2291 \u2013 garden room door",
    msgid="<ras-2291-20250613@riponaluminium.example.co.uk>",
    body="""Hi Sara,

Thanks for the call this morning. As discussed, quotation below for the
garden room.

Quote: RAS-2291
Product: 2-pane aluminium sliding door, one opening pane (left, viewed
from outside), one fixed
Opening: approx. 2700 mm wide x 2100 mm high (to be confirmed at survey)
Colour: RAL 7016 anthracite grey outside / white inside
Glass: double glazed, toughened, 1.4 W/m2K, low-e
Threshold: low flush threshold
Price: £3,940 including VAT, supply & fit
Lead time: 6 weeks from survey

I can come and survey on Friday 20 June in the morning if that suits.

Cheers,
Liam Stockdale
Ripon Aluminium Systems
""",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Hi Sara,</p><p>Thanks for the call this morning. As discussed, quotation below for the garden room.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td>Quote</td><td>RAS-2291</td></tr>
<tr><td>Product</td><td>2-pane aluminium sliding door, one opening pane, one fixed</td></tr>
<tr><td>Opening</td><td>approx. 2700 &times; 2100 mm (confirm at survey)</td></tr>
<tr><td>Colour</td><td>RAL 7016 anthracite grey outside / white inside</td></tr>
<tr><td>Glass</td><td>double glazed, toughened, low-e, 1.4 W/m&sup2;K</td></tr>
<tr><td>Price</td><td>&pound;3,940 including VAT, supply &amp; fit</td></tr>
<tr><td>Lead time</td><td>6 weeks from survey</td></tr>
</table>
<p>I can come and survey on Friday 20 June in the morning if that suits.</p>
<p>Cheers,<br>Liam Stockdale<br>Ripon Aluminium Systems</p></body></html>""")

MAILS["mail/2025/07/2025-07-02_reservation-confirmed.eml"] = dict(
    kind="html", html_cte="base64",
    **{"from": "Fjord Car Rental <booking@fjordcarrental.example.no>"},
    to=SARA, date="2025-07-02 19:55",
    subject="Reservation confirmed FCR-88314",
    msgid="<FCR-88314.confirm@fjordcarrental.example.no>",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#1b2a3a">
<h2>Fjord Car Rental &ndash; your reservation is confirmed</h2>
<p>Hello Sara,</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<tr><td><b>Reservation</b></td><td>FCR-88314</td></tr>
<tr><td><b>Car group</b></td><td>Estate, automatic &ndash; VW Passat Estate or similar</td></tr>
<tr><td><b>Pick-up</b></td><td>Wednesday 13 August 2025, 14:00 &ndash; Bergen Airport Flesland</td></tr>
<tr><td><b>Return</b></td><td>Tuesday 19 August 2025, 14:30 &ndash; Bergen Airport Flesland</td></tr>
<tr><td><b>Extras</b></td><td>Additional driver (Owen Hughes); full cover, zero excess; AutoPASS toll tag</td></tr>
<tr><td><b>Total paid</b></td><td>NOK 7,450</td></tr>
</table>
<h3>Where to find us</h3>
<p>Our desk is <b>not in the arrivals hall</b>. From arrivals, follow the covered walkway signed &quot;P-hus / Car rental&quot; to the multi-storey car park. Our desk is on <b>level 0 of the multi-storey car park, next to lift B</b>. Return the car to the same level, bays marked FCR.</p>
<p>Road tolls and ferry fares paid via the AutoPASS tag will be charged to your card after the rental.</p>
<p>God tur!</p>
</body></html>""")

MAILS["mail/2025/07/2025-07-03_fwd-weekend-shifts.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": MARTIN}, to=SARA_W, date="2025-07-03 21:48",
    subject="Fwd: Formal grievance \u2013 weekend shifts",
    msgid="<kvp-martin-20250703-2148@kingsmeadvets.example.co.uk>",
    body="""Sara – this came in this afternoon. You were right in June and I was
wrong. Can we talk tomorrow before morning ops? I think we need outside
help with this – the Ripon practice used someone at Peartree HR last year.

M

---------- Forwarded message ---------
From: Becca Stainton <becca@kingsmeadvets.example.co.uk>
Date: Thu, 3 Jul 2025 at 14:12
Subject: Formal grievance – weekend shifts
To: Martin Oduya <martin@kingsmeadvets.example.co.uk>

Dear Martin,

I'm writing to raise a formal grievance about how weekend shifts are
given out to the nursing team.

I have now worked 9 of the last 13 Saturdays. Over the same period,
Lauren has worked 2 and Kerry has worked 2. Weekends are allocated by
Kerry informally, usually by WhatsApp a week or two ahead, and swap
requests also go to Kerry. I have asked for swaps three times this year
and been refused each time, while I know other swaps have been agreed.

Because of short-notice Saturdays I missed my nephew's christening in
April and my best friend's hen do in June.

I'm not trying to get anyone into trouble. I just want a fair system
that everyone can see. I'd like this dealt with under the grievance
procedure in the staff handbook.

Regards,
Becca Stainton RVN
""")

MAILS["mail/2025/07/2025-07-15_locum-booking-confirmed.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": "Harriet Sowerby <bookings@vetcover.example.co.uk>"},
    to=LORNA, cc=SARA_W, date="2025-07-15 10:20",
    subject="Booking confirmed \u2013 Dr Tomasz Wr\u00f3bel, 13\u201319 Aug",
    msgid="<vc-booking-77120@vetcover.example.co.uk>",
    body="""Hi Lorna,

Confirming the booking below.

Practice: Kingsmead Veterinary Practice, Harrogate
Locum: Dr Tomasz Wróbel MRCVS
Dates: Wednesday 13 August – Tuesday 19 August 2025 (practice opening
days only: Wed, Thu, Fri, Sat am, Mon, Tue = 5.5 days)
Day rate: £520 (half day £270), plus VetCover booking fee of 12%
Mileage: 45p/mile from Wetherby
Accommodation: not required

Tomasz has asked for a VetBase login and the door code to be sent to
him by the Monday before. He's happy to do consults and routine ops;
no orthopaedics please.

Many thanks,
Harriet Sowerby
VetCover Locums
""")

MAILS["mail/2025/07/2025-07-31_end-of-lease-options.eml"] = dict(
    kind="html", html_cte="quoted-printable",
    **{"from": "Brightway Vehicle Leasing <endoflease@brightwayleasing.example.co.uk>"},
    to=SARA, date="2025-07-31 09:00",
    subject="Your agreement is coming to an end \u2013 your options",
    msgid="<eol-BVL-448102-20250731@brightwayleasing.example.co.uk>",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Dear Mrs Lindqvist-Hughes,</p>
<p>Your agreement <b>BVL-448102</b> (Volvo XC40 B4 Plus, YF21 HXS) ends on <b>27 October 2025</b>. Here are your options:</p>
<table border="0" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border:1px solid #ccc">
<tr style="background:#003b5c;color:#fff"><th align="left">Option</th><th align="left">Details</th></tr>
<tr><td><b>1. Buy your car</b></td><td>Purchase price <b>&pound;19,850</b> (incl. VAT). Offer valid until 31 August 2025.</td></tr>
<tr style="background:#f2f6f8"><td><b>2. Extend</b></td><td>Month-by-month at &pound;412 per month, up to 12 months.</td></tr>
<tr><td><b>3. Return</b></td><td>Book a free collection at least 14 days before your end date. The car will be inspected against the BVRLA fair wear and tear guide.</td></tr>
</table>
<p>Please let us know your choice by replying to this e-mail or in your online account.</p>
<p>Kind regards,<br>End of Lease Team<br>Brightway Vehicle Leasing</p>
<p style="font-size:11px;color:#777">Brightway Vehicle Leasing Ltd is authorised and regulated by the Financial Conduct Authority (fictional ref. 000000).</p>
""" + PIXEL.format(d="brightwayleasing.example.co.uk", k="eol448102") + "</body></html>")

MAILS["mail/2025/08/2025-08-05_nursing-schedule-from-september.eml"] = dict(
    kind="plain", cte="7bit",
    **{"from": SARA_W},
    to=("Kerry Walsh <kerry@kingsmeadvets.example.co.uk>, Becca Stainton <becca@kingsmeadvets.example.co.uk>, "
        "Lauren Mistry <lauren@kingsmeadvets.example.co.uk>, Ellie Booth <ellie@kingsmeadvets.example.co.uk>, "
        "Sam Hirst <sam.hirst@fellmail.example>"),
    cc=f"{MARTIN}, {LORNA}",
    date="2025-08-05 17:30",
    subject="Nursing schedule from 1 September",
    msgid="<kvp-sara-20250805-1730@kingsmeadvets.example.co.uk>",
    body="""Hi all,

As promised, here's how weekends will work for the nursing team from
Monday 1 September. Thank you all for your patience over the summer.

1. Weekend cover rotates 1 in 4 between Kerry, Becca, Lauren and Sam.
   Ellie will be rostered on top as a student, never as the only nurse.
2. The schedule is published six weeks ahead on the shared practice
   calendar (the "Nursing" calendar in Outlook). No more WhatsApp rotas.
   The first one, to mid-October, is already up.
3. Swaps: any two nurses can swap as long as Lorna knows and agrees the
   skill mix works. Please send swap requests to Lorna, not Kerry.
4. Every Saturday worked earns a weekday half-day off in lieu, to be
   taken within four weeks. Lorna will track these.

If anything about this doesn't work in practice, tell me or Martin.
We'll review how it's going at the end of November, and I'll put a date
in the diary for that.

Thanks, all. You're a brilliant team.

Sara
""")

MAILS["mail/2025/08/2025-08-26_welcome-first-delivery.eml"] = dict(
    kind="alt", cte="quoted-printable",
    **{"from": "Farmgate Feeds <orders@farmgatefeeds.example.co.uk>"},
    to=SARA, date="2025-08-26 07:15",
    subject="Welcome! Your first delivery is on its way",
    msgid="<ff-20831-first-20250826@farmgatefeeds.example.co.uk>",
    body="""Hi Sara,

Welcome to Farmgate Feeds! Your first delivery is out with our driver
today (Tuesday 26 August) between 10am and 2pm.

Account number: FF-20831
Delivery: repeat every month, first Tuesday of the month
Safe place: garage (side door)

Your regular order:
  3 x Layers Pellets 20 kg       @ £14.95  = £44.85
  1 x Mixed Corn 20 kg           @ £12.50  = £12.50
  Delivery (free over £40)                 = £0.00
  Total per delivery                       = £57.35

You can skip, pause or change your order up to 48 hours before each
delivery in your account.

Happy hens!
The Farmgate Feeds team
""",
    html="""<html><body style="font-family:Georgia,serif;color:#3b2f1e">
<h2>Welcome to Farmgate Feeds!</h2>
<p>Hi Sara, your first delivery is out with our driver today (Tuesday 26 August) between 10am and 2pm.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><td>Account number</td><td>FF-20831</td></tr>
<tr><td>Repeat</td><td>Monthly &ndash; first Tuesday of the month</td></tr>
<tr><td>Safe place</td><td>garage (side door)</td></tr>
<tr><td>3 &times; Layers Pellets 20 kg</td><td>&pound;44.85</td></tr>
<tr><td>1 &times; Mixed Corn 20 kg</td><td>&pound;12.50</td></tr>
<tr><td>Delivery</td><td>FREE</td></tr>
<tr><td><b>Total</b></td><td><b>&pound;57.35</b></td></tr>
</table>
<p>Happy hens!<br>The Farmgate Feeds team</p></body></html>""")

MAILS["mail/2025/08/2025-08-28_booking-maternity-cover.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": "Phil Dacre <phil@daleslocums.example.co.uk>"},
    to=LORNA, cc=SARA_W, date="2025-08-28 16:05",
    subject="Booking \u2013 maternity cover, Kingsmead",
    msgid="<dln-2025-0828-kvp@daleslocums.example.co.uk>",
    body="""Hi Lorna, hi Sara,

Great to meet you both yesterday, and Hannah was really pleased with the
visit. Confirming:

Locum: Dr Hannah Okafor BVM&S MRCVS
Start: Monday 22 September 2025
End: Friday 13 March 2026 (we can extend if Aoife's return date moves)
Days: as agreed with Lorna
Day rate: £480 per day, no booking fee
Invoicing: monthly in arrears, 14 days
Notice: 4 weeks either side

Hannah will need her own VetBase login and a dosimeter badge – I know
you're putting in a new DR system, so she's keen to get trained on it.

Any problems, call me on 07700 900702.

Best,
Phil Dacre
Dales Locum Network
""")

MAILS["mail/2025/09/2025-09-03_claro-garden-society-september.eml"] = dict(
    kind="alt", cte="quoted-printable",
    **{"from": "Claro Garden Society <news@clarogardensociety.example.org.uk>"},
    to=SARA, date="2025-09-03 18:00",
    subject="Claro Garden Society \u2013 September newsletter",
    msgid="<cgs-news-2025-09@clarogardensociety.example.org.uk>",
    headers={"List-Unsubscribe": "<mailto:leave@clarogardensociety.example.org.uk>"},
    body="""CLARO GARDEN SOCIETY - SEPTEMBER NEWSLETTER

Autumn show: Saturday 13 September, St Mark's Hall, 2pm. Classes include
heaviest marrow, five matching shallots, a vase of dahlias and (new this
year) "best egg" - three eggs from your own hens, judged on shell,
shape and uniformity.

Talk: "No-dig in small gardens" - Thursday 25 September, 7.30pm.

Seed swap: bring envelopes, take envelopes. October meeting.

Subs for 2026 remain £12 a household.
""",
    html="""<html><body style="font-family:Verdana;font-size:13px">
<h2 style="color:#4a7c2c">Claro Garden Society &ndash; September</h2>
<p><b>Autumn show</b>: Saturday 13 September, St Mark's Hall, 2pm. Classes include heaviest marrow, five matching shallots, a vase of dahlias and (new!) &quot;best egg&quot; &ndash; three eggs from your own hens.</p>
<p><b>Talk</b>: &quot;No-dig in small gardens&quot; &ndash; Thu 25 Sept, 7.30pm.</p>
<p><b>Seed swap</b>: October meeting.</p>
<p>Subs for 2026 remain &pound;12 a household.</p>""" + PIXEL.format(d="clarogardensociety.example.org.uk", k="sep25") + "</body></html>")

MAILS["mail/2025/09/2025-09-17_visit-after-installation.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": "Dr Nadia Farrant <n.farrant@northdosimetry.example.co.uk>"},
    to=SARA_W, cc="Chloe Armitage <chloe.armitage@haldenvetimaging.example.co.uk>",
    date="2025-09-17 13:12",
    subject="Kingsmead \u2013 critical examination of new X-ray equipment",
    msgid="<nds-kvp-20250917@northdosimetry.example.co.uk>",
    body="""Dear Sara,

Thank you for the update. Now that Halden have confirmed installation for
Monday 22 September, I will carry out the critical examination of the
new equipment on:

  Wednesday 24 September 2025 at 10:00

I'll need about two hours, access to the imaging room with the generator
powered up, and someone from Halden on the phone in case I need the
exposure presets changed. Chloe has kindly agreed to be available.

Please don't use the new unit clinically until I've signed it off.

I've attached my usual pre-visit checklist. The local rules section is
the important one for afterwards.

Kind regards,
Nadia

Dr Nadia Farrant
Radiation Protection Adviser
North Dosimetry Services
""",
    attachments=[("RPA_pre-visit_checklist_Kingsmead.txt", """NORTH DOSIMETRY SERVICES - RPA PRE-VISIT CHECKLIST
Practice: Kingsmead Veterinary Practice, Harrogate
RPS: Sara Lindqvist-Hughes
Visit: critical examination, 24/09/2025 10:00

BEFORE THE VISIT
[ ] Installer's handover documents and generator serial number
[ ] Current local rules (you are on v3, 2021)
[ ] Current radiation risk assessment
[ ] List of staff who take radiographs and their dosimeter badge numbers
[ ] Warning-light circuit working at the imaging-room door

AFTER THE VISIT (RPS to action, within 4 weeks)
[ ] Rewrite the local rules for the DR workflow (no cassettes; new
    exposure presets) and have EVERY vet and nurse sign the new version.
    Send me a signed copy for our file.
[ ] Update the radiation risk assessment with the new generator details.
[ ] Order dosimeter badges for any new or locum staff before they take
    radiographs.
[ ] Display an exposure chart for common views in the imaging room.
""", "base64")])

MAILS["mail/2025/10/2025-10-09_lessons-for-freya.eml"] = dict(
    kind="plain", cte="7bit",
    **{"from": "Amira Shah <amira@amirasdriving.example.co.uk>"},
    to=SARA, date="2025-10-09 19:40",
    subject="Lessons for Freya",
    msgid="<amira-20251009-freya@amirasdriving.example.co.uk>",
    body="""Hi Sara,

Lovely to speak to you earlier, and sorry to hear Freya's been left in
the lurch with Dean being off - that happens a lot at the moment.

Confirming what we said:

- Thursdays 5-6pm, starting this Thursday 16 October.
- I'll pick Freya up from Oatlands Hill at 4.50 and drop her home after.
- Block of 10 lessons for GBP 400 (GBP 40 each instead of GBP 44),
  paid by bank transfer before the first lesson. Details below.
- If she needs to cancel, 48 hours' notice please or the lesson is lost.
- Car: dual-control Toyota Yaris, automatic. You said she wants to learn
  in an automatic as your new car is electric - that's fine, but she'll
  get an automatic-only licence.

Bank: A Shah Driving Tuition, sort code 04-00-75, account 19283746,
reference FREYA H.

Looking forward to meeting her!

Amira Shah ADI
07700 900418
""")

MAILS["mail/2025/10/2025-10-19_theory-test-booked.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": "Theory Test Booking <no-reply@theorytest-booking.example.gov.uk>"},
    to=SARA, date="2025-10-19 20:11",
    subject="Your car theory test booking",
    msgid="<tt-48213907@theorytest-booking.example.gov.uk>",
    body="""Your car theory test is booked.

Candidate: Freya Hughes
Booking reference: 48213907

Date: Thursday 27 November 2025
Time: 3:45pm

Test centre: Harrogate theory test centre
2nd Floor, Coppice House, 17 Station Parade, Harrogate HG1 1TE

Please arrive at least 15 minutes before your test time. You must bring
your photocard provisional driving licence. If you do not bring it, you
will not be able to take your test and you will lose your fee.

You can change your appointment up to 3 working days before the test.
""")

MAILS["mail/2025/11/2025-11-02_fwd-mams-80th.eml"] = dict(
    kind="plain", cte="8bit",
    **{"from": "Owen Hughes <owen.hughes@fellmail.example>"}, to=SARA,
    date="2025-11-02 10:05",
    subject="Fwd: Mam's 80th \u2013 the plan",
    msgid="<owen-20251102-fwd@fellmail.example>",
    body="""From Cerys. Looks like we're driving down on the Friday. Can you book
the Premier Inn or shall I? x

---------- Forwarded message ---------
From: Cerys Morgan <cerys.morgan@btinternet.example>
Date: Sat, 1 Nov 2025 at 21:40
Subject: Mam's 80th – the plan
To: Owen Hughes <owen.hughes@fellmail.example>

Hiya bro,

Right, it's booked! Party for Mam is Saturday 6 December from 7pm at
Neuadd Tywi (the Towy Hall) on Rhosmaen Street in Llandeilo – the
function room at the back, not the main hall. Buffet from the Cawl Cafe,
and Huw's mate is doing a bit of music (not too loud, she says, "or I'll
go home").

About 60 people. Yes, including Auntie Glenys. I know.

Mam still thinks it's just a family dinner, so NOT A WORD. She's said
she doesn't want flowers, so don't.

Can you and Sara come down Friday and help me set up the hall on
Saturday afternoon? Freya and Rhys are welcome obviously – Rhys will be
back from Edinburgh by then?

Cariad,
Cerys x
""")

MAILS["mail/2025/11/2025-11-05_re-end-of-agreement-charges.eml"] = dict(
    kind="plain", cte="quoted-printable",
    **{"from": SARA}, to="Brightway Vehicle Leasing <endoflease@brightwayleasing.example.co.uk>",
    date="2025-11-05 21:14",
    subject="Re: End of agreement charges \u2013 BVL-448102",
    msgid="<sara-20251105-2114@fellmail.example>",
    in_reply_to="<eoc-BVL-448102-20251103@brightwayleasing.example.co.uk>",
    body="""Dear End of Lease team,

I'd like to dispute the £240 charge for the rear bumper.

The only mark on the rear bumper at collection was a small scuff under
25 mm, which is within the BVRLA fair wear and tear guide. Your driver
and I both looked at it on 27 October and he didn't flag it on the
condition report at the time.

I took photographs of every panel before the driver arrived. I'll send
you the rear bumper photos (four angles, with a ruler) by the end of next
week.

Please put the charge on hold until then.

Regards,
Sara Lindqvist-Hughes

On Mon, 3 Nov 2025 at 11:02, Brightway Vehicle Leasing <endoflease@brightwayleasing.example.co.uk> wrote:
> Dear Mrs Lindqvist-Hughes,
>
> Agreement: BVL-448102 - Volvo XC40 B4 Plus, YF21 HXS
> Returned: 27/10/2025
>
> Following inspection of your vehicle, the following item is outside
> the BVRLA fair wear and tear guidelines:
>
>   Rear bumper - scuff, 40 mm, paint removed      GBP 240.00
>
> Total end of agreement charges: GBP 240.00
>
> If you wish to dispute this charge, please reply within 14 days with
> supporting evidence. Otherwise the amount will be collected by direct
> debit on 24/11/2025.
>
> End of Lease Team
> Brightway Vehicle Leasing
""")
