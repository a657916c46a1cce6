"""E-mail (.eml) and the CVBA list mbox."""
import mailbox, os
from email import policy
from common import make_mail, write_mail, dt, VAULT

W = "Wendell Okafor-Brandt <wendell@okafor-brandt.example>"
JO = "Jo Okafor-Brandt <jo@okafor-brandt.example>"
ADA = "Ada Okafor <ada.okafor@pdxmail.example>"
COLIN = "Colin Bouchard <cbouchard@planning.btv.example>"
BOARD = "Planning Board members <planning-board@planning.btv.example>"
GUS = "Gus Tremblay <gus.tremblay@gmtel.example>"
HAL = "Saranac Paddle & Portage <bookings@saranacpaddle.example>"
HALP = "Hal Geddes <hal@saranacpaddle.example>"
LUIS = "Luis Abernathy <luis.abernathy@lakeview-mail.example>"
TOBIAS = "Tobias Okafor-Brandt <tobias.ob@albanymail.example>"
DUSTIN = "Dustin Marchetti <dmarchetti78@quickmail.example>"

PIXEL = '<img src="https://t.{dom}/open/{tag}.gif" width="1" height="1" alt="" style="display:none">'


def m(rel, msg):
    write_mail("mail/" + rel, msg)


def build():
    # ------------------------------------------------------------------ 2025-01 insurance renewal (HTML only)
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Wendell,</p>
<p>Your auto policy <b>CAT-AU-2290184</b> renews on <b>02/01/2025</b>. Nothing for you to do if the
details below are still correct - your card on file will be charged.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e8eef4"><th>Vehicle</th><th>Coverage</th><th>Annual premium</th></tr>
<tr><td>2008 Chevrolet Silverado 1500 4WD</td><td>Liability 250/500, comp &amp; collision ($1,000 ded.)</td><td>$640.00</td></tr>
<tr><td>2019 Subaru Outback</td><td>Liability 250/500, comp &amp; collision ($500 ded.)</td><td>$1,118.00</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>$1,758.00</b></td></tr>
</table>
<p>If you've sold a vehicle or stopped driving one, call me and we'll adjust the premium.</p>
<p>Marcy Gendron<br>Catamount Insurance Agency<br>802-555-0188</p>
""" + PIXEL.format(dom="catamountins.example", tag="renew-0109") + "\n</body></html>"
    m("2025/01/2025-01-09_catamount-renewal.eml", make_mail(
        "Marcy Gendron <mgendron@catamountins.example>", W, dt(2025, 1, 9, 10, 12),
        "Your auto policy renewal - CAT-AU-2290184", html=html, html_cte="quoted-printable"))

    # ------------------------------------------------------------------ 2025-02 outfitter booking (HTML only)
    html = """<html><body style="font-family:Georgia,serif">
<h2 style="color:#2f5d3a">Saranac Paddle &amp; Portage - Booking confirmed</h2>
<p>Hi Wendell - you're all set. Thanks for booking with us again.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td><b>Confirmation #</b></td><td>SPP-24817</td></tr>
<tr><td><b>Trip</b></td><td>St. Regis Canoe Area - Seven Carries (self-guided)</td></tr>
<tr><td><b>Dates</b></td><td>Thursday 07/24/2025 - Sunday 07/27/2025</td></tr>
<tr><td><b>Party</b></td><td>3 adults</td></tr>
<tr><td><b>Boats</b></td><td>2 x 17' ultralight tandem canoes</td></tr>
<tr><td><b>Also</b></td><td>3 paddles, 3 PFDs, 2 portage carts (optional), vehicle shuttle</td></tr>
<tr><td><b>Rate</b></td><td>$65/boat/day + $90 shuttle</td></tr>
<tr><td><b>Deposit paid</b></td><td>$150.00 (Visa ending 4410)</td></tr>
</table>
<p>We'll e-mail meeting-point directions and parking instructions the week before you arrive.
Changes are free up to 14 days out - just reply to this e-mail.</p>
<p>Paddle on,<br>Hal Geddes<br>Saranac Paddle &amp; Portage - Saranac Lake, NY - 518-555-0191</p>
</body></html>"""
    m("2025/02/2025-02-18_paddle-booking-confirmed.eml", make_mail(
        HAL, W, dt(2025, 2, 18, 16, 5), "Booking confirmed: Seven Carries, 3 paddlers",
        html=html, html_cte="quoted-printable"))

    # ------------------------------------------------------------------ 2025-03 RO unit thread (reply, 7bit)
    body = """Gus,

Let's do it. Ten hours at the arch on Saturday convinced me. I'm in for
half - I'll bring you a check for $1,200 on Saturday when we boil, and
I can ride along to Fairfax with the trailer Friday if he'll let us
pick it up then. I'll look up how to plumb the concentrate line to the
float box tonight.

Wendell

On Wed, Mar 12, 2025 at 7:48 PM Gus Tremblay <gus.tremblay@gmtel.example> wrote:
> Wendell -
>
> Talked to that fella in Fairfax, Normand Choiniere. He's selling his
> 250 GPH RO because he went bigger. Six years old, membrane replaced
> 2023, he'll throw in the spare prefilters. Wants $2,400 firm.
>
> If we split it that's $1,200 each. It'd take the sap from 2% to about
> 8% and cut our boil time to a third. Carol says if I go another
> season of ten-hour boils she's leaving me for the oil man.
>
> Let me know quick, a guy from Fletcher is looking at it Sunday.
>
> Gus
"""
    m("2025/03/2025-03-13_re-ro-unit.eml", make_mail(
        W, GUS, dt(2025, 3, 13, 6, 52), "Re: RO unit from the Fairfax guy", body, cte="7bit",
        in_reply_to="<ro-fairfax-0312@gmtel.example>"))

    # ------------------------------------------------------------------ 2025-03 hearing notice (alt)
    text = """CITY PLANNING BOARD - NOTICE OF PUBLIC HEARING

Application: ZP-25-0147
Property: 1180 Shelburne Road (former Maple Leaf Motor Inn)
Applicant: Harbor Ridge Partners LLC
Applicant's representative: Francine Delacroix, Esq., Delacroix & Whitby PLC

Request: Variances from (1) maximum building height - 45 ft permitted,
58 ft requested; (2) front yard setback - 25 ft required, 12 ft
requested; and (3) a reduction in required off-street parking (93 to
71 spaces), to construct a five-story mixed-use building with 62
dwelling units and ground-floor retail.

Hearing: Tuesday, April 15, 2025, 7:00 PM
Location: City Hall, Room 12. Remote participation via Zoom (link on
the agenda).

Written comments may be sent to planning staff and must be received by
noon on Friday, April 11, 2025 to be included in the board packet.

Plans are available for review at the Planning & Zoning office during
business hours and on the city website.

Colin Bouchard, Senior Planner
Planning & Zoning
"""
    html = """<html><body style="font-family:Calibri,Arial,sans-serif">
<h3>CITY PLANNING BOARD &mdash; NOTICE OF PUBLIC HEARING</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th align="left">Application</th><td>ZP-25-0147</td></tr>
<tr><th align="left">Property</th><td>1180 Shelburne Road (former Maple Leaf Motor Inn)</td></tr>
<tr><th align="left">Applicant</th><td>Harbor Ridge Partners LLC</td></tr>
<tr><th align="left">Representative</th><td>Francine Delacroix, Esq., Delacroix &amp; Whitby PLC</td></tr>
<tr><th align="left">Height</th><td>45 ft permitted / 58 ft requested</td></tr>
<tr><th align="left">Front setback</th><td>25 ft required / 12 ft requested</td></tr>
<tr><th align="left">Parking</th><td>93 required / 71 proposed</td></tr>
<tr><th align="left">Hearing</th><td>Tuesday, April 15, 2025, 7:00 PM</td></tr>
<tr><th align="left">Location</th><td>City Hall, Room 12 (and Zoom)</td></tr>
</table>
<p>Written comments must be received by noon on Friday, April 11, 2025 to be included in the packet.</p>
<p>Colin Bouchard, Senior Planner<br>Planning &amp; Zoning</p>
</body></html>"""
    m("2025/03/2025-03-28_notice-of-public-hearing.eml", make_mail(
        COLIN, BOARD, dt(2025, 3, 28, 14, 30),
        "Notice of Public Hearing - ZP-25-0147 - 1180 Shelburne Road", text, cte="quoted-printable",
        html=html, alt=True))

    # ------------------------------------------------------------------ 2025-04 forwarded public comment (QP)
    body = """Board members,

Forwarding a written comment received today for ZP-25-0147, for the
packet. It will also be read into the record on Tuesday.

Colin

---------- Forwarded message ---------
From: Beatrice Coutu <bcoutu@harlowst.example>
Date: Thu, Apr 10, 2025 at 9:17 AM
Subject: Comment on the Shelburne Road building - PLEASE read
To: Colin Bouchard <cbouchard@planning.btv.example>

To the members of the Planning Board,

I have lived at 27 Harlow Street for thirty-four years. My back garden
sits directly behind the old motel. I am writing to oppose this
variance in the strongest possible terms.

1. SUN. The applicant's own shadow diagrams show a five-story building
throwing my whole yard into shade from October to March after about
2 o'clock. I grow vegetables. I have a greenhouse that my late husband
built. A building 13 feet taller than the law allows will end that.

2. TRAFFIC. Cars already cut through Harlow Street to avoid the light
at Shelburne Road. Sixty-two apartments means hundreds more trips a
day, and the applicant wants a driveway that will send them straight
down our street. There are children who walk to the bus here.

3. WATER. My basement has flooded twice since 2019 when the culvert
backs up. More pavement will make it worse.

The rules say 45 feet. I don't understand what a variance is for if
not for real hardship, and "we'd make more money with another floor"
is not a hardship. Please say no, or at least make them build it to
the rules.

Respectfully,
Beatrice Coutu
27 Harlow Street
"""
    m("2025/04/2025-04-10_fwd-written-comment.eml", make_mail(
        COLIN, BOARD, dt(2025, 4, 10, 11, 2),
        "Fwd: Comment on the Shelburne Road building - PLEASE read (ZP-25-0147)", body,
        cte="quoted-printable"))

    # ------------------------------------------------------------------ 2025-05 promo (HTML only, base64)
    html = """<html><body style="margin:0;font-family:Helvetica,Arial">
<div style="background:#0b3d5c;color:#fff;padding:16px"><h1>Lakeshore Outfitters Supply</h1>
<p>MEMORIAL DAY PADDLE SALE - 3 days only</p></div>
<table width="100%" cellpadding="8">
<tr><td><b>Carbon bent-shaft paddles</b><br>was $249 <b>now $189</b></td>
<td><b>Touring PFDs</b><br>25% off all sizes</td></tr>
<tr><td><b>Dry bags 20L-65L</b><br>buy 2 get 1 free</td>
<td><b>Canoe rental season passes</b><br>$299 (Lake Champlain shop only)</td></tr>
</table>
<p style="font-size:11px;color:#666">You're receiving this because you bought something from us once.
<a href="https://lakeshoreoutfitters.example/unsub">Unsubscribe</a></p>
""" + PIXEL.format(dom="lakeshoreoutfitters.example", tag="md25") + "\n</body></html>"
    m("2025/05/2025-05-22_memorial-day-paddle-sale.eml", make_mail(
        "Lakeshore Outfitters Supply <deals@lakeshoreoutfitters.example>", W, dt(2025, 5, 22, 6, 0),
        "Memorial Day Paddle Sale - 3 days only", html=html, html_cte="base64"))

    # ------------------------------------------------------------------ 2025-06 outfitter postpone (reply 7bit)
    hal_reply_body = """Wendell,

So sorry to hear about your mother - I hope the surgery went well and
she's back on her feet soon. Don't give the trip another thought.

I've moved you to Thursday 09/11 - Sunday 09/14, same boats, same
shuttle, same confirmation number (SPP-24817). Your deposit carries
over. September on the Seven Carries is my favorite - no bugs, and the
maples on St. Regis Pond start turning.

Take care of your mom.

Hal

On Tue, Jun 3, 2025 at 8:10 PM Wendell Okafor-Brandt <wendell@okafor-brandt.example> wrote:
> Hi Hal,
>
> I need to postpone our July trip (SPP-24817, 07/24-07/27). My mother
> fell last week and broke her hip, and I'm the one on the spot for her
> care this summer. Is there any chance of moving it to September? Any
> long weekend in the first half of the month works for the three of us.
>
> Thanks,
> Wendell
"""
    m("2025/06/2025-06-04_re-postponing-july-trip.eml", make_mail(
        HALP, W, dt(2025, 6, 4, 9, 41), "Re: Postponing our July trip", hal_reply_body, cte="7bit",
        in_reply_to="<CAW-ob-20250603-2010@okafor-brandt.example>"))

    # forward of that to Tobias and Luis (8bit, with em dashes)
    body = """Guys — new dates below. Hal was great about it. Put it in your
calendars: Thursday 09/11 to Sunday 09/14. Same plan otherwise.

Mom is doing OK. Rehab for a few weeks, then home.

W.

---------- Forwarded message ---------
From: Hal Geddes <hal@saranacpaddle.example>
Date: Wed, Jun 4, 2025 at 9:41 AM
Subject: Re: Postponing our July trip
To: Wendell Okafor-Brandt <wendell@okafor-brandt.example>

""" + hal_reply_body
    m("2025/06/2025-06-05_fwd-new-canoe-dates.eml", make_mail(
        W, f"{TOBIAS}, {LUIS}", dt(2025, 6, 5, 7, 15), "Fwd: Re: Postponing our July trip",
        body, cte="8bit"))

    # ------------------------------------------------------------------ 2025-06 CHC agreement (alt)
    text = """Hi Wendell,

Thank you for choosing Champlain Home Companions for your mother's care.
Here is a summary of the service agreement we went over by phone. The
signed copy will come by mail.

  Client:        Margarethe (Greta) Okafor-Brandt
  Address:       Pinecrest Commons, Unit 14, 19 Fairlee Lane, Essex Jct.
  Start date:    Monday 06/23/2025
  Schedule:      Monday / Wednesday / Friday, 9:00 AM - 1:00 PM
  Services:      bathing assistance, light meals, laundry, medication
                 reminders, companionship
  Caregiver:     Tammy Rowe (primary); backup assigned as needed
  Rate:          $34.00 per hour, 3-hour minimum per visit
  Key access:    lockbox on back porch rail, code 4417 (per your email)
  Billing:       every two weeks, by mail

If anything changes please call the office at 802-555-0127.

Warm regards,
Deb Tourville
Client Services Coordinator
Champlain Home Companions
"""
    html = "<html><body><pre style=\"font-family:Arial\">" + text.replace("&", "&amp;").replace("<", "&lt;") + "</pre></body></html>"
    m("2025/06/2025-06-19_home-companions-service-agreement.eml", make_mail(
        "Deb Tourville <scheduling@champlainhomecompanions.example>", W, dt(2025, 6, 19, 15, 20),
        "Service agreement summary - Greta Okafor-Brandt", text, cte="quoted-printable",
        html=html, alt=True))

    # ------------------------------------------------------------------ 2025-06 discharge (mixed, base64 attachment)
    body = """Dear Mr. Okafor-Brandt,

As discussed at this morning's discharge meeting, attached are your
mother's discharge instructions from Cedar Knoll. Please share them
with her primary care office and the home health agency.

Greta was a pleasure to have with us - the therapy team will miss her
commentary.

Lynette Moreau, RN
Discharge Planning
Cedar Knoll Rehabilitation Center
"""
    att = """CEDAR KNOLL REHABILITATION CENTER - Williston, Vermont
DISCHARGE INSTRUCTIONS

Patient:     Margarethe Okafor-Brandt      DOB: 02/03/1939
Admitted:    05/31/2025 (transfer from Champlain Valley Regional Medical Center)
Discharged:  06/20/2025 to home (Pinecrest Commons, Essex Junction) with family support

History: Admitted to CVRMC 05/27/2025 after a fall at home resulting in a displaced
left femoral neck fracture. Left hip hemiarthroplasty 05/28/2025 (Dr. S. Whitcombe).
Short-term rehabilitation 05/31-06/20.

Functional status at discharge: ambulating 200 ft with rolling walker, supervision on stairs,
independent transfers. Posterior hip precautions x 6 weeks from surgery.

MEDICATIONS AT DISCHARGE
  Metoprolol tartrate 25 mg by mouth twice daily
  Apixaban 2.5 mg by mouth twice daily - continue through 07/02/2025, then STOP
  Levothyroxine 50 mcg by mouth daily before breakfast
  Alendronate 70 mg by mouth once weekly (Sunday) - NEW
  Calcium carbonate 600 mg + vitamin D 400 IU twice daily
  Vitamin D3 2,000 IU daily
  Acetaminophen 650 mg every 6 hours as needed for pain

SERVICES
  Home health referral sent: Champlain Valley Visiting Nurses - skilled nursing + PT.
  Durable medical equipment delivered: rolling walker, raised toilet seat, shower chair.

FOLLOW-UP
  Primary care (Dr. L. Pelletier): within 7-10 days.
  Orthopedics (Dr. S. Whitcombe): approximately 3 months post-op - the office will call to schedule.

Call 911 for chest pain, shortness of breath, or a new fall with injury.
"""
    m("2025/06/2025-06-20_discharge-instructions.eml", make_mail(
        "Lynette Moreau RN <discharge-planning@cedarknollrehab.example>", W, dt(2025, 6, 20, 11, 45),
        "Discharge instructions - M. Okafor-Brandt", body, cte="7bit",
        attachments=[("discharge_instructions.txt", att)]))

    # ------------------------------------------------------------------ 2025-06 seniors newsletter (alt, pixel)
    text = """GREEN MOUNTAIN SENIORS DIGEST - June 2025

IN THIS ISSUE
* Five ways to fall-proof a bathroom this weekend
* Medigap vs. Medicare Advantage: what to know before fall open enrollment
* Summer heat and blood pressure medicines
* Volunteer drivers needed in Chittenden County

FALL-PROOFING: Grab bars beat towel bars every time. Non-slip mats
inside AND outside the tub. Motion-sensor night lights on the route
from bed to bathroom. Raise the toilet seat. Take the bath mat with the
curled corner to the dump.

MEDIGAP VS ADVANTAGE: Remember that outside your first enrollment
window, Medigap companies in most states can use medical underwriting.
Think hard before dropping a Medigap plan.

You are receiving this because you subscribed at the county fair.
"""
    html = "<html><body>" + "".join(f"<p>{p}</p>" for p in text.split("\n\n")) + \
        PIXEL.format(dom="gmseniors.example", tag="jun25") + "</body></html>"
    m("2025/06/2025-06-26_seniors-digest-june.eml", make_mail(
        "Green Mountain Seniors Digest <digest@gmseniors.example>", W, dt(2025, 6, 26, 5, 30),
        "Seniors Digest: fall-proof your bathroom, Medigap vs Advantage", text, cte="quoted-printable",
        html=html, alt=True))

    # ------------------------------------------------------------------ 2025-07 bee supply promo (HTML only)
    html = """<html><body style="font-family:Verdana">
<h2>Hive &amp; Harrow Bee Supply - MITE SEASON IS HERE</h2>
<p>August mite counts across New England are running high. Stock up before the rush:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Product</th><th>Price</th></tr>
<tr><td>Apivar strips, 10-pack</td><td>$42.95</td></tr>
<tr><td>Formic Pro, 2-dose (for 1 hive)</td><td>$12.50</td></tr>
<tr><td>Formic Pro, 10-dose tub</td><td>$49.95</td></tr>
<tr><td>Oxalic acid dihydrate, 1 lb</td><td>$14.00</td></tr>
<tr><td>12V oxalic vaporizer wand</td><td>$119.00</td></tr>
</table>
<p>Free shipping over $75. Use code MITE25.</p>
""" + PIXEL.format(dom="hiveandharrow.example", tag="mite25") + "</body></html>"
    m("2025/07/2025-07-15_mite-season-sale.eml", make_mail(
        "Hive & Harrow Bee Supply <news@hiveandharrow.example>", W, dt(2025, 7, 15, 7, 0),
        "Mite season is here - stock up", html=html, html_cte="quoted-printable"))

    # ------------------------------------------------------------------ 2025-07 Medigap premium notice (attachment)
    body = """Dear Policyholder,

Important information about your Medicare Supplement coverage is
attached. Please read it and keep it with your policy documents.

Questions? Call Member Services at 1-800-555-0142, Monday-Friday,
8 AM - 6 PM Eastern.

Northfield Mutual Benefit
"""
    att = """NORTHFIELD MUTUAL BENEFIT COMPANY
Medicare Supplement Insurance - Notice of Premium Change

Date of notice:   07/30/2025
Policyholder:     Margarethe Okafor-Brandt
Mailing address:  c/o Wendell Okafor-Brandt (authorized representative)
Plan:             Medicare Supplement Plan G
Policy number:    NMB-G-4471902

Your monthly premium will change on 09/01/2025.

  Current monthly premium:   $219.85
  New monthly premium:       $231.40

This change reflects the rising cost of health care services in your area and is
applied to all Plan G policies issued in Vermont. Your benefits are not changing.

If you pay by automatic bank draft, the new amount will be drafted beginning with
your September payment. No action is needed.
"""
    m("2025/07/2025-07-30_premium-change-notice.eml", make_mail(
        "Northfield Mutual Benefit <notices@northfieldmutual.example>", W, dt(2025, 7, 30, 12, 0),
        "Important information about your Medicare Supplement policy", body, cte="7bit",
        attachments=[("premium_change_notice_2025.txt", att)]))

    # ------------------------------------------------------------------ 2025-07 MSN (attachment)
    body = """A new Medicare Summary Notice (MSN) is available for the beneficiary
on this account: MARGARETHE O.

Your MSN is attached to this message as a text file. You can also view
it by logging in to your account.

This is an automated message. Please do not reply.
"""
    att = """MEDICARE SUMMARY NOTICE - Part B (Medical Insurance)
Notice date: July 22, 2025

MARGARETHE OKAFOR-BRANDT                 Medicare Number: XXXX-XX4-JN42
c/o WENDELL OKAFOR-BRANDT

Your claims and costs this period

Claim number 25-188-07731-402
Chittenden Regional Ambulance, (802) 555-0179
Service provided on 05/27/2025

  Service                                   Charged     Approved   You may be billed
  Ambulance, ground, emergency (A0427)      $1,640.00   $0.00      $1,640.00
  Ground mileage, 7 miles (A0425)           $200.00     $0.00      $200.00
  Total                                     $1,840.00   $0.00      $1,840.00

  Notes: A. Medicare does not pay for this service because the information provided
  does not support the need for this service or item.

HOW TO APPEAL
If you disagree with any claims decisions on this notice, you can file an appeal.
Your appeal must be received by November 18, 2025.
  1. Circle the service(s) you disagree with and explain why, or fill out a
     Redetermination Request Form (CMS-20027).
  2. Include any supporting records, for example from the hospital.
  3. Send to: Medicare Part B Claims Contractor - Appeals, P.O. Box 5550, Hingham, MA
     (this address is for this notice only)
"""
    m("2025/07/2025-07-24_new-medicare-summary-notice.eml", make_mail(
        "MyMedicare Notices <no-reply@mymedicare-notices.example>", W, dt(2025, 7, 24, 4, 15),
        "Your Medicare Summary Notice is available", body, cte="7bit",
        attachments=[("MSN_2025-07-22.txt", att)]))

    # ------------------------------------------------------------------ 2025-07 reply to Ada (8bit)
    body = """Ada,

Done. I called Deb at Champlain Home Companions this morning and gave
notice — their last visit is Friday.

We're switching to Birchline Home Care, starting Monday 08/04. The care
manager, Priscilla Nadeau, came out to Pinecrest on Saturday and spent an
hour with Mom, which is an hour more than anyone from CHC ever did.
They're proposing a caregiver named Rosalind; I'll be there Monday
morning to meet her and walk her through the routine. It costs a bit
more per hour, but they guarantee backup coverage in writing, and they
do six mornings instead of three.

I'll send you the invoices every month so we can split them the same
way as before.

Mom sends her love and says to tell you she is "perfectly fine", which
you and I both know how to translate.

W.

On Sun, Jul 27, 2025 at 9:02 PM Ada Okafor <ada.okafor@pdxmail.example> wrote:
> Another no-show?! That's three in a month. I'm sorry, Wen, I know
> you're the one who has to drive over every time.
>
> I think we have to switch. Doris (lovely neighbour!) told me she's
> worried too. I asked around - a friend of a friend in
> Essex used Birchline for her dad and swore by them. Can you call them
> Monday? I'll cover the difference in cost if it's more.
>
> Love,
> Ada
"""
    m("2025/07/2025-07-28_re-moms-aides.eml", make_mail(
        W, ADA, dt(2025, 7, 28, 12, 33), "Re: Mom's aides - again", body, cte="8bit",
        in_reply_to="<ada-0727-aides@pdxmail.example>"))

    # ------------------------------------------------------------------ 2025-08 Birchline welcome (base64)
    body = """Dear Wendell,

Welcome to Birchline Home Care. It was lovely to meet your mother on
Saturday - she is a firecracker, and we mean that as a compliment.

Here is a summary of what we agreed:

  Client:              Greta Okafor-Brandt, Pinecrest Commons Unit 14
  Primary caregiver:   Rosalind Mbeki
  Backup caregiver:    Joyce Ferland
  First visit:         Monday 08/04/2025, 8:30 AM
  Schedule:            as discussed (please confirm any changes with me)
  Rate:                $36.50 per hour, 4-hour minimum per visit
  Billing:             weekly, invoices e-mailed on Fridays
  Key access:          we have recorded the key lockbox code you gave us
                       (8062) in Greta's secure client file. Caregivers
                       receive it by phone, never in writing.

Client preferences we have noted in her care plan:
  - female caregivers only
  - shower in the morning, not the evening
  - Earl Grey tea with milk, no sugar
  - prefers to be addressed as "Mrs. Okafor-Brandt" (not "honey" or
    "sweetie")

Rosalind will keep a visit note in the binder on the kitchen counter
and take a blood pressure reading each morning.

If anything at all comes up, call me directly at 802-555-0139.

Warmly,
Priscilla Nadeau
Care Manager, Birchline Home Care
"""
    m("2025/08/2025-08-01_welcome-care-plan-summary.eml", make_mail(
        "Priscilla Nadeau <pnadeau@birchlinehomecare.example>", W, dt(2025, 8, 1, 16, 40),
        "Welcome to Birchline Home Care - care plan summary", body, cte="base64"))

    # ------------------------------------------------------------------ 2025-08 Luis gear (alt)
    text = """Wendell,

Gear division, as promised. I'll bring my old white-gas stove, two
full fuel bottles and the windscreen, plus the big 10x12 tarp and 50 ft
of line. I'll also bring the good flask, obviously.

Recieved the map photocopies, thanks. You've got the first aid kit and the maps. I'm not touching the
cooking - last time I made the oatmeal it came out like mortar.

See you on the 11th. I've already told Linda I'm unreachable that
weekend.

Luis
"""
    html = "<html><body>" + "".join(f"<p>{p.replace(chr(10), ' ')}</p>" for p in text.split("\n\n")) + "</body></html>"
    m("2025/08/2025-08-12_canoe-gear-split.eml", make_mail(
        LUIS, W, dt(2025, 8, 12, 20, 17), "canoe trip - gear split", text, cte="7bit",
        html=html, alt=True, cc=TOBIAS))

    # ------------------------------------------------------------------ 2025-08 portal message (QP)
    body = """You have a new secure message in your Essex Family Medicine patient
portal.

From: Lorraine Pelletier, MD
Regarding: Greta Okafor-Brandt
Sent: 08/14/2025 1:52 PM

Hi Wendell,

Thank you for sending Greta's blood pressure log from the aides. With
the dizziness she described and readings around 100/60, I'd like to
reduce her metoprolol tartrate from 25 mg twice daily to 12.5 mg twice
daily - that's half of her current 25 mg tablet, morning and evening.
I've sent a pill splitter prescription to the pharmacy so it's not a
fiddly job for the aide.

Please keep up the morning BP readings and send them over in two weeks.
If her heart rate goes above 100 at rest or she has palpitations, call
the office.

Everything else stays the same.

Dr. Pelletier

To reply, log in to the portal. Do not reply to this e-mail.
"""
    m("2025/08/2025-08-14_new-portal-message.eml", make_mail(
        "Essex Family Medicine Portal <noreply@essexfamilymed-portal.example>", W,
        dt(2025, 8, 14, 13, 55), "New secure message from Lorraine Pelletier, MD", body,
        cte="quoted-printable"))

    # ------------------------------------------------------------------ 2025-08 Dustin offer (7bit) + reply (base64)
    dustin_body = """Hi Wendell,

Thanks for letting me crawl all over the Silverado on Saturday. It's a
solid truck and the records binder is impressive. The frame rust by the
rear hangers worries me a bit though, and I'll have to do the A/C.

Would you take $5,200? Cash or cashier's check, whichever you prefer.

Also, could you send me the VIN so I can get an insurance quote?

Thanks,
Dustin
"""
    m("2025/08/2025-08-19_silverado-offer.eml", make_mail(
        DUSTIN, W, dt(2025, 8, 19, 21, 4), "Silverado - offer", dustin_body, cte="7bit",
        msgid="<dm-offer-0819@quickmail.example>"))
    body = """Hi Dustin,

Glad you liked it. I've already come down a good way from where I
started, so let's meet in the middle: $5,400 and it's yours.

VIN for your insurance quote: 1GCEK19J38Z618204

If that works for you, Saturday 09/13 at 10 AM would be a good day for
pickup - bring a cashier's check for the balance and I'll have the
title and a Vermont bill of sale ready to sign. Give me a call if you
want to talk it over: 802-555-0143.

Wendell

On Tue, Aug 19, 2025 at 9:04 PM Dustin Marchetti <dmarchetti78@quickmail.example> wrote:
> Would you take $5,200? Cash or cashier's check, whichever you prefer.
>
> Also, could you send me the VIN so I can get an insurance quote?
"""
    m("2025/08/2025-08-20_re-silverado-offer.eml", make_mail(
        W, DUSTIN, dt(2025, 8, 20, 7, 26), "Re: Silverado - offer", body, cte="base64",
        in_reply_to="<dm-offer-0819@quickmail.example>"))

    # ------------------------------------------------------------------ 2025-08 outfitter update (HTML base64)
    html = """<html><body style="font-family:Georgia,serif">
<h2 style="color:#2f5d3a">Your trip has been updated</h2>
<p>Hi Wendell - no problem at all, we've moved you one more week. Updated details:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td><b>Confirmation #</b></td><td>SPP-24817 (updated 08/22/2025)</td></tr>
<tr><td><b>Trip</b></td><td>St. Regis Canoe Area - Seven Carries (self-guided)</td></tr>
<tr><td><b>Dates</b></td><td><b>Thursday 09/18/2025 - Sunday 09/21/2025</b></td></tr>
<tr><td><b>Boats</b></td><td>2 x 17' ultralight tandem canoes, 3 paddles, 3 PFDs</td></tr>
<tr><td><b>Shuttle</b></td><td>Your vehicle moved from the put-in to Little Clear Pond take-out</td></tr>
</table>
<h3>Where to meet us</h3>
<p>Meet us at our <b>Route 30 base: 2187 State Route 30, Paul Smiths, NY</b> at <b>8:00 AM on
Thursday</b>. Park behind the red barn, not in front of the boat racks. Bathrooms in the barn.
We'll fit paddles and PFDs, go over the map, then drive you to the put-in on Lower St. Regis Lake.</p>
<p>Our office in Saranac Lake is for rentals only - please don't go there on launch day.</p>
<p>See you in September,<br>Hal</p>
</body></html>"""
    m("2025/08/2025-08-22_trip-updated.eml", make_mail(
        HAL, W, dt(2025, 8, 22, 17, 12), "Your trip has been updated - SPP-24817", html=html,
        html_cte="base64", cc=TOBIAS))

    # ------------------------------------------------------------------ 2025-08 Colin revised plans / venue (QP)
    body = """Board members,

Two updates on ZP-25-0147 (1180 Shelburne Road):

1. REVISED PLANS. Harbor Ridge has submitted a revised scheme in
response to the June hearing. Headline changes: building height
reduced to 54 ft (from 58 ft), unit count reduced to 56 (from 62),
front setback increased to 15 ft, and an underground stormwater
detention system sized for the 25-year storm. Staff review memo to
follow with the packet.

2. NEW LOCATION. The continued hearing remains on Tuesday, September
16, 2025 at 7:00 PM, but it will be held at the Calloway Grange Hall,
415 Birch Cove Road. City Hall Room 12 is closed for the HVAC
replacement through the end of October, so all September and October
board meetings will be at the Grange. Parking is in the gravel lot
on the north side; the accessible entrance is at the back.

The legal notice for the new location will run in Saturday's paper.
Packets will go out Friday 09/05.

Colin

Colin Bouchard, Senior Planner
Planning & Zoning
"""
    m("2025/08/2025-08-26_revised-plans-and-hearing-location.eml", make_mail(
        COLIN, BOARD, dt(2025, 8, 26, 16, 3),
        "ZP-25-0147: revised plans + 09/16 hearing location", body, cte="quoted-printable",
        msgid="<zp250147-0826@planning.btv.example>"))

    # ------------------------------------------------------------------ 2025-08 Gus sugarhouse reply (7bit)
    body = """Gus,

Check for $140 will be in your mailbox tomorrow.

And yes - I'll flush and pickle the RO membrane before it freezes, in
October when we get the first frost warning. Promise. I'll order the
preservative this week so it's on the shelf. You don't want to know
what a new membrane costs.

Wendell

On Tue, Aug 26, 2025 at 6:30 PM Gus Tremblay <gus.tremblay@gmtel.example> wrote:
> Flue pan is back from the welder. $280 all in, so your half is $140
> whenever you get to it.
>
> Other thing - that RO membrane has to be flushed and pickled before
> it freezes or it's done for. You read the manual, I didn't. Can you
> handle it?
>
> Carol says thanks for the honey.
>
> Gus
"""
    m("2025/08/2025-08-27_re-sugarhouse-odds-and-ends.eml", make_mail(
        W, GUS, dt(2025, 8, 27, 8, 11), "Re: sugarhouse odds and ends", body, cte="7bit",
        in_reply_to="<gus-0826-odds@gmtel.example>"))

    # ------------------------------------------------------------------ 2025-09 Otter Creek preorders (alt, pixel)
    text = """OTTER CREEK BEE COMPANY - 2026 NUC PRE-ORDERS ARE OPEN

Thank you for asking to be on our list.

Our 2026 nucs:
  5-frame Carniolan nuc, overwintered Vermont queen ..... $195 each
  Deposit: $50 per nuc with your order, balance at pickup
  Pickup: late April / early May 2026 at the farm in Middlebury

We give every customer a firm pickup date by March 1, and we keep it.
If your queen fails within 30 days of pickup we replace her free.

Order by mail (form attached on our website) or reply to this e-mail.

Nell & Sam Hurlburt
Otter Creek Bee Company
"""
    html = """<html><body style="font-family:Arial">
<h2>Otter Creek Bee Company &mdash; 2026 nuc pre-orders are open</h2>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Item</th><th>Price</th></tr>
<tr><td>5-frame Carniolan nuc, overwintered Vermont queen</td><td>$195 each</td></tr>
<tr><td>Deposit (with order)</td><td>$50 per nuc</td></tr>
<tr><td>Pickup</td><td>late April / early May 2026, Middlebury</td></tr>
</table>
<p>Firm pickup date by March 1 &mdash; and we keep it. Queen failure within 30 days: free replacement.</p>
<p>Nell &amp; Sam Hurlburt</p>
""" + PIXEL.format(dom="ottercreekbees.example", tag="nuc26") + "</body></html>"
    m("2025/09/2025-09-01_2026-nuc-preorders.eml", make_mail(
        "Otter Creek Bee Company <orders@ottercreekbees.example>", W, dt(2025, 9, 1, 8, 0),
        "2026 nuc pre-orders are open", text, cte="quoted-printable", html=html, alt=True))

    # ------------------------------------------------------------------ 2025-09 recusal reply (QP)
    body = """Colin,

Thanks for the call last Thursday and for the follow-up below.

I've thought it over and I'm recusing myself from ZP-25-0147 (1180
Shelburne Road) for the remainder of the proceeding. I don't work on
the Harbor Ridge job at Hale & Corrigan, but I'm still paid by the
firm one day a week, and
that's enough that a reasonable neighbor could question my
impartiality. Better to step aside cleanly.

I'll get you a signed written recusal statement for the file by
Friday 09/05. At the meeting on the 16th I'll step off the dais for
that item and sit in the audience (or go home early - Jo would like
that).

I'll still be there for the rest of the agenda.

Wendell

On Thu, Aug 28, 2025 at 4:47 PM Colin Bouchard <cbouchard@planning.btv.example> wrote:
> Wendell,
>
> Following up on our call. The applicant's counsel confirmed today that
> Harbor Ridge has retained Hale & Corrigan Engineering to do the
> structural peer review of the podium for the revised plans.
>
> It's your call whether to recuse, but if you do, a short signed
> statement for the file would be ideal before the packet goes out.
>
> Colin
"""
    m("2025/09/2025-09-03_re-hale-corrigan-conflict.eml", make_mail(
        W, COLIN, dt(2025, 9, 3, 9, 20), "Re: Hale & Corrigan / ZP-25-0147", body,
        cte="quoted-printable", in_reply_to="<colin-0828-hc@planning.btv.example>"))

    build_mbox()


def build_mbox():
    LIST = "cvba-members@lists.cvba.example"
    LORNA = "Lorna Pettibone (CVBA Secretary) <secretary@cvba.example>"
    HOLLIS = "Hollis Gage <hgage@northwind-mail.example>"
    msgs = []

    def add(frm, date, subject, body, msgid, irt=None, cte="7bit"):
        msg = make_mail(frm, "CVBA members <" + LIST + ">", date, "[CVBA] " + subject, body, cte=cte,
                        msgid=msgid, in_reply_to=irt,
                        extra_headers={"List-Id": "Champlain Valley Beekeepers <cvba-members.lists.cvba.example>",
                                       "List-Post": "<mailto:" + LIST + ">",
                                       "Sender": "cvba-members-bounces@lists.cvba.example"})
        addr = frm.split("<")[-1].rstrip(">")
        msgs.append((addr, date, msg))

    add(LORNA, dt(2024, 11, 8, 19, 0), "November meeting - winter prep panel", """Hi all,

November meeting: Thursday 11/14, 6:30 PM, Allen Brook Grange,
Williston (usual place, upstairs hall). Panel on wintering: wraps vs.
no wraps, moisture quilts, fondant vs. dry sugar. Bring your questions
and your strongest opinions.

Dues for 2025 ($25) can be paid at the meeting.

Lorna
""", "<cvba-nov24@cvba.example>")

    add(HOLLIS, dt(2025, 1, 15, 18, 30), "2025 group nuc order - Mad River Apiaries", """Folks,

The group order with Mad River Apiaries is open. 5-frame nucs,
Carniolan or Italian, $180 each. Pickup planned for Saturday 04/26 at
the Williston park & ride. Send me your count and a check by 02/15.

Hollis (nuc coordinator, again, apparently forever)
""", "<cvba-nucs25@northwind-mail.example>")

    add(HOLLIS, dt(2025, 4, 22, 20, 5), "Nuc pickup DELAYED", """Bad news. Mad River says the cold April set their queens back and the
nucs won't be ready on the 26th. New pickup date is Thursday 05/22,
same place, 5-7 PM. I'm as annoyed as you are.

Hollis
""", "<cvba-nucdelay@northwind-mail.example>")

    add("Pete Lussier <plussier@vtmail.example>", dt(2025, 4, 23, 7, 40), "Re: Nuc pickup DELAYED", """That's a month of the dandelion flow gone. Third year running something's
gone wrong with them. Anyone know another supplier for next year?

Pete

> Bad news. Mad River says the cold April set their queens back and the
> nucs won't be ready on the 26th. New pickup date is Thursday 05/22,
""", "<cvba-nucdelay-re1@vtmail.example>", irt="<cvba-nucdelay@northwind-mail.example>")

    add("Wendell Okafor-Brandt <wendell@okafor-brandt.example>", dt(2025, 6, 14, 21, 15),
        "Swarm caught - South End (mine)", """Public service announcement: do your swarm checks.

I skipped two weeks and my strongest hive swarmed at 1 PM today. The
cluster landed about 9 ft up in my neighbor's crabapple, right over the
fence. Cut the branch, shook them into a cardboard nuc box, and let the
stragglers walk in until dusk. They're in a proper hive body now.

From the look of the queen cells left behind, the parent colony will
be fine. Nobody else needs to come looking - these are mine - but if
anyone has a spare deep with drawn comb I'd trade honey for it.

Wendell
""", "<wob-swarm-0614@okafor-brandt.example>")

    add(LORNA, dt(2025, 7, 8, 12, 0), "State apiary inspections this month", """Noreen Pike, the state apiary inspector from the Agency of Agriculture,
will be doing inspections in Chittenden County through July. It's
free, and she's very good - she'll check for foulbrood and small hive
beetle and give you her honest opinion of your mite load. Reply to me
off-list with your address and she'll schedule you.

Lorna
""", "<cvba-inspect25@cvba.example>")

    add(HOLLIS, dt(2025, 8, 12, 19, 45), "Mite counts are HIGH this year", """Washed all my hives Sunday. Worst counts I've seen since 2018 - two
colonies at 5%. If you haven't washed yet, do it this week.

I'm putting Apivar in everything as soon as the supers come off. Ten
weeks, no fuss, no temperature worries. Strongly recommend it.

Hollis
""", "<cvba-mites25@northwind-mail.example>")

    add("Wendell Okafor-Brandt <wendell@okafor-brandt.example>", dt(2025, 8, 19, 21, 30),
        "Re: Mite counts are HIGH this year", """Same story here - one hive at 3% on 08/08, the rest between 1 and 2.

I'm going with Formic Pro on all seven hives starting 08/25, as long
as the highs stay under 85. I used Apivar last fall and want to rotate
so I'm not breeding amitraz-resistant mites. Then oxalic vapor in
December when they're broodless.

Will report back on the follow-up washes.

Wendell

> I'm putting Apivar in everything as soon as the supers come off. Ten
> weeks, no fuss, no temperature worries. Strongly recommend it.
""", "<wob-mites-0819@okafor-brandt.example>", irt="<cvba-mites25@northwind-mail.example>")

    add(LORNA, dt(2025, 8, 28, 17, 0), "Honey show results", """Congratulations to our members at the county fair honey show:
Light extracted - 1st Pete Lussier. Dark extracted - 2nd Marguerite
Dion. Comb honey - 1st Hollis Gage (of course). Beeswax block - 3rd
Ellie Sturtevant, age 12, our youngest member!

Lorna
""", "<cvba-honeyshow25@cvba.example>")

    add(LORNA, dt(2025, 9, 2, 10, 0), "NEW MEETING LOCATION + fall schedule", """Hi all,

Big change: Allen Brook Grange has been sold, so starting with the
September meeting we will meet at the Cobble Hill Library, Meeting
Room B, 14 Depot Street, Richmond. Same night (second Thursday), same
time (6:30 PM). Park in the lot behind the library.

Fall schedule:
  Thu 09/11, 6:30 PM - fall feeding and combining weak colonies (Q&A)
  Thu 10/09, 6:30 PM - OXALIC ACID VAPORIZATION WORKSHOP with Noreen
                       Pike. Hands-on demo outside if it's dry. Bring
                       your vaporizer if you have one, and a proper
                       acid-gas respirator - not a dust mask.
  Thu 11/13, 6:30 PM - annual meeting and elections, potluck

Lorna
""", "<cvba-newloc25@cvba.example>")

    add("Ellie Sturtevant's mom <ksturtevant@vtmail.example>", dt(2025, 9, 3, 8, 12),
        "Re: NEW MEETING LOCATION + fall schedule", """Is the library room accessible? My father (who got Ellie into bees)
uses a wheelchair now and would love to come to the October workshop.

Karen

> Big change: Allen Brook Grange has been sold, so starting with the
> September meeting we will meet at the Cobble Hill Library, Meeting
""", "<cvba-newloc-re1@vtmail.example>", irt="<cvba-newloc25@cvba.example>")

    path = os.path.join(VAULT, "mail/lists/cvba-members.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    box.lock()
    try:
        for addr, date, msg in msgs:
            mm = mailbox.mboxMessage(msg.as_bytes(policy=policy.default))
            mm.set_from(addr, date.astimezone(__import__("datetime").timezone.utc).timetuple())
            box.add(mm)
        box.flush()
    finally:
        box.unlock()
        box.close()
