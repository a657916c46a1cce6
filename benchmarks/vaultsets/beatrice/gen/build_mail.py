"""E-mail (.eml) and the hockey parents' list (.mbox)."""
import mailbox, os, time
from email import policy
from common import mail, write_eml, quote, dt, BEA, path

TREVOR = 'Trevor Galloway <trevor.galloway@brightlinepm.example>'
GORD = 'Gord Tremblay <gord.tremblay@tamarackpoint.example>'
ODILE = 'Odile Marchetti <odile.marchetti@frontporch.example>'
GRACE = 'Grace Adeyemi <grace.adeyemi@inboxly.example>'
LORNA = 'Lorna MacPherson <lorna.mac@inboxly.example>'
MIREILLE = 'Mireille Lachance <mireille.lachance@frontporch.example>'
ROS = 'Rosalind Achterberg <rosalind.achterberg@gjchc.example>'
INES = 'Ines Valcourt <ines.valcourt@gjchc.example>'
PIXEL = '<img src="https://t.mailstat.example/o/%s.gif" width="1" height="1" alt="" style="display:none">'

def build():
    # ---------------------------------------------------------------- imaging report (attachment b64)
    report = """EASTGATE IMAGING
2nd Floor, 1877 Danforth Avenue, Toronto ON
Tel 416-555-0111   Fax 416-555-0112

DIAGNOSTIC ULTRASOUND REPORT

Patient:        OKAFOR-LINDQVIST, Beatrice
DOB:            1973-06-02
Exam:           US RIGHT SHOULDER
Exam date:      2025-03-03 11:15
Referring:      Dr. C. Whitfield, Kingston Road Family Practice
Accession:      EGI-25-031147

CLINICAL HISTORY: Right shoulder pain since lifting injury 09-Jan-2025.
Painful arc, weakness on external rotation. ?Rotator cuff tear.

FINDINGS:
Supraspinatus: There is a partial-thickness articular-sided tear of the
supraspinatus tendon at the footprint measuring approximately 6 mm in
AP dimension. No full-thickness tear. No retraction.
Infraspinatus and teres minor: normal.
Subscapularis: normal, no tear. Intact on dynamic assessment.
Long head of biceps: normal in the bicipital groove, no subluxation.
Subacromial-subdeltoid bursa: mildly thickened with a small amount of
fluid, in keeping with mild bursitis. Dynamic assessment shows mild
bursal bunching on abduction.
AC joint: mild degenerative change, not tender.

IMPRESSION:
1. Partial-thickness articular-sided supraspinatus tear, approx 6 mm.
2. Mild subacromial-subdeltoid bursitis with dynamic impingement.
3. No full-thickness rotator cuff tear.

Dictated by: Dr. P. Oyelaran, MD FRCPC (Radiology)
Electronically signed 2025-03-04 16:02
"""
    m = mail('Eastgate Imaging <results@eastgateimaging.example>', BEA, dt(2025, 3, 5, 8, 2),
             'Your imaging report is available',
             body="""Dear Beatrice Okafor-Lindqvist,

The report for your recent examination at Eastgate Imaging has been finalized and sent to your referring physician. As requested at your appointment, a copy is attached for your records.

If you have questions about the results, please discuss them with your referring physician. Our staff are unable to interpret reports over the phone.

Eastgate Imaging
2nd Floor, 1877 Danforth Avenue, Toronto
Mon-Fri 7:30-19:00, Sat 8:00-14:00

This message may contain personal health information. If you received it in error please notify us and delete it.
""", cte='7bit', attachments=[('US_shoulder_report.txt', report)])
    write_eml('mail/2025/03/2025-03-05_ultrasound-report.eml', m)

    # ---------------------------------------------------------------- cottage booking (HTML only, base64)
    html = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Booking confirmed</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1d2b2a;font-size:14px">
<table width="100%%" cellpadding="0" cellspacing="0"><tr><td style="background:#2f5d50;color:#fff;padding:16px 22px;font-size:20px"><b>CottageNest</b> &middot; Your booking is confirmed</td></tr></table>
<p>Hi Beatrice,</p>
<p>Pack the bug spray! Your stay at <b>Tamarack Point Cottage</b> is confirmed. Your host, Gord, has been notified.</p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#c9d6d2">
<tr><th align="left">Booking reference</th><td><b>CN-58213</b></td></tr>
<tr><th align="left">Property</th><td>Tamarack Point Cottage &ndash; 4 bed lakefront with sauna</td></tr>
<tr><th align="left">Address</th><td>1147 Tamarack Point Road, Little Tamarack Lake, Haliburton Highlands, ON K0M 1S0</td></tr>
<tr><th align="left">Check-in</th><td>Saturday, July 19, 2025 &ndash; from 4:00 PM</td></tr>
<tr><th align="left">Check-out</th><td>Saturday, July 26, 2025 &ndash; by 11:00 AM</td></tr>
<tr><th align="left">Guests</th><td>8 adults, 3 children</td></tr>
</table>
<h3>Price details</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border-color:#c9d6d2">
<tr><td>7 nights &times; $570.00</td><td align="right">$3,990.00</td></tr>
<tr><td>Cleaning fee</td><td align="right">$240.00</td></tr>
<tr><td>HST (13%%)</td><td align="right">$549.90</td></tr>
<tr><td><b>Total (CAD)</b></td><td align="right"><b>$4,779.90</b></td></tr>
<tr><td>Refundable damage deposit (authorization hold)</td><td align="right">$500.00</td></tr>
</table>
<p>Paid with Visa ending 4417. The lockbox code will be sent 48 hours before check-in.</p>
<p>Cancellation policy: <b>Moderate</b> &ndash; full refund up to 30 days before check-in, 50%% after.</p>
<p style="font-size:12px;color:#667">CottageNest Inc. &middot; Need help? help@cottagenest.example</p>
%s
</body></html>""" % (PIXEL % 'cn58213')
    m = mail('CottageNest <bookings@cottagenest.example>', BEA, dt(2025, 3, 6, 21, 47),
             'Booking confirmed: Tamarack Point Cottage, Jul 19 - 26', html=html, html_cte='base64')
    write_eml('mail/2025/03/2025-03-06_cottagenest-booking.eml', m)

    # ---------------------------------------------------------------- dates change thread
    gord1 = """Hi Beatrice,

I'm so sorry to do this to you. The new dock was supposed to go in the first week of July but our contractor's barge is booked solid and the township permit only came through last week. He can't get it in until the week of July 21, which is right on top of your stay, and honestly I don't want you on a half-built dock with kids around!

Would your group be able to move one week later - Saturday July 26 to Saturday August 2? Same price, and I'll put a $150 credit on your booking for the trouble. Check-in still 4pm.

If that doesn't work I completely understand and CottageNest will refund you in full.

Gord"""
    bea1 = """Hi Gord,

Thanks for letting us know early. I've checked with everyone - we can do July 26 to August 2. Lorna can only make part of that week but she couldn't make the whole original week either, so it's a wash.

Please go ahead and move us. Same booking reference (CN-58213)?

Thanks,
Bea"""
    gord2 = """Done! You're now booked Saturday July 26 (check-in 4 pm) to Saturday August 2 (check-out 11 am). Same reference, CottageNest should send you an updated confirmation tonight. The $150 credit will come off at the end with your damage deposit.

And the dock will be brand new when you get here :)

Gord"""
    body = gord2 + "\n\nOn Wed, May 28, 2025 at 8:12 PM Beatrice Okafor-Lindqvist wrote:\n" + quote(bea1) + \
        "\n>\n> On Wed, May 28, 2025 at 9:03 AM Gord Tremblay wrote:\n" + quote(quote(gord1))
    m = mail(GORD, BEA, dt(2025, 5, 29, 7, 31), 'Re: Tamarack Point - dock delay, can we move your week?',
             body=body, cte='quoted-printable',
             msgid='<tp-0529-reply@tamarackpoint.example>',
             in_reply_to='<bea-0528@maplemail.example>',
             references='<tp-0528@tamarackpoint.example> <bea-0528@maplemail.example>')
    write_eml('mail/2025/05/2025-05-29_re-tamarack-point-booking.eml', m)

    # ---------------------------------------------------------------- cottage split thread (3 levels, 8bit)
    bea = """Hi all,

Now that Lorna's only with us Wed–Sat, it feels wrong for her to pay a full quarter of the rental. Our March plan was equal four ways (~$1,195 each). Any thoughts on something fairer? I don't want to do a per-night-per-person spreadsheet, life's too short.

Bea"""
    odile = """How about this: Lorna pays a flat $600 towards the rental (roughly 3/7 of a share, rounded up for the sauna 😄), and the three of us split the rest equally. Extras like groceries and boat rental we still split four ways because she'll eat and paddle like the rest of us.

So: $4,779.90 − $600 = $4,179.90 ÷ 3 = $1,393.30 each for you, me/Raf and Grace.

Lorna, you ok with that?

O."""
    grace = """Agreed from me! $1,393.30 it is. Lorna already said yes on WhatsApp (she's at work, can't email).

So that replaces the four-way thing from March — Bea, can you update your cottage note so we stop relitigating it? 😂

G."""
    body = grace + "\n\nOn Jun 14, 2025, at 10:02 AM, Odile Marchetti wrote:\n\n" + quote(odile) + \
        "\n>\n>> On Jun 13, 2025, at 9:40 PM, Beatrice Okafor-Lindqvist wrote:\n" + quote(quote(bea))
    m = mail(GRACE, BEA + ', ' + ODILE + ', ' + LORNA, dt(2025, 6, 14, 12, 18),
             'Re: Re: Cottage $$ - fairer split now that Lorna is part-week?', body=body, cte='8bit',
             msgid='<g-0614@inboxly.example>', in_reply_to='<o-0614@frontporch.example>',
             references='<bea-0613@maplemail.example> <o-0614@frontporch.example>')
    write_eml('mail/2025/06/2025-06-14_re-cottage-split.eml', m)

    # ---------------------------------------------------------------- pharmacy (noise, base64)
    m = mail('Danforth Village Pharmacy <noreply@danforthvillagerx.example>', BEA, dt(2025, 7, 2, 10, 5),
             'Your prescription is ready for pickup', body="""Hello BEATRICE,

Good news - your prescription is ready for pickup at Danforth Village Pharmacy.

  Rx# 4471928   NAPROXEN 250 MG TABLET   Qty 60
  Directions: Take 1 tablet by mouth twice daily with food as needed for shoulder pain.
  Prescriber: Dr. C. Whitfield
  Refills remaining: 2

Your prescription will be held for 10 days. Pickup hours: Mon-Fri 9-9, Sat 9-6, Sun 11-5.

Did you know? Flu shots will be available in October - book online.

Danforth Village Pharmacy | 416-555-0129
You are receiving this because you opted in to refill notifications. Reply STOP to opt out.
""", cte='base64')
    write_eml('mail/2025/07/2025-07-02_pharmacy-refill-ready.eml', m)

    # ---------------------------------------------------------------- settle up
    bea = """Hi lovely people,

Home, unpacked, still smelling of woodsmoke. Here's the settle-up (spreadsheet attached in the group chat too).

RENTAL: total $4,779.90 (I paid it all on my Visa)
  - Lorna: flat $600
  - Me / Odile+Raf / Grace: $1,393.30 each

EXTRAS, split four ways ($762.00 total, $190.50 each):
  - Groceries, Minden Foodland (Odile) $412.60
  - Pontoon rental Thursday (Grace) $285.00
  - Firewood + ice from the marina (me) $64.40

NET - please e-transfer me:
  - Odile: $1,171.20
  - Grace: $1,298.80
  - Lorna: $790.50

Damage deposit was released yesterday, all $500 + Gord's $150 credit. He said we were "the tidiest group all summer", which I choose to believe.

Thank you for the best week of my year. Same time next year?

Bea"""
    grace = """Bea you are a saint for doing this. Recieved the spreadsheet too. I'll send mine when my paycheque lands on the 29th — promise! Things are a bit tight after the kids' camp fees.

Same time next year, 100%.

G xx"""
    body = grace + "\n\nOn Sat, Aug 9, 2025 at 2:14 PM Beatrice Okafor-Lindqvist wrote:\n" + quote(bea)
    m = mail(GRACE, BEA, dt(2025, 8, 9, 19, 40), 'Re: Cottage settle-up (sorry, it\'s maths)', body=body,
             cte='quoted-printable', cc=ODILE + ', ' + LORNA, msgid='<g-0809@inboxly.example>',
             in_reply_to='<bea-0809@maplemail.example>')
    write_eml('mail/2025/08/2025-08-09_re-cottage-settle-up.eml', m)

    # ---------------------------------------------------------------- leak report (7bit)
    leak = """Hi Trevor,

Following up on my calls and the after-hours ticket from yesterday morning.

At about 6:40 am on Wednesday 3 September water started coming through the pot light in my bathroom ceiling (Unit 1207) and spread along the ceiling into the hallway. Devon at the concierge checked Unit 1307 directly above me (Hema Raghunathan) - nothing visible on her floor. Security shut off the 13th-floor cold-water stack at 7:15 and the dripping stopped by about 9.

Your plumber from Apex came in the afternoon, looked under 1307's vanity and tightened a fitting "as a precaution". Nobody has opened a wall, so as far as I can tell we still don't actually know where the water came from.

Damage in my unit: bathroom ceiling drywall (soft, about 1 m2), the pot light, hallway ceiling stain about 2.5 m long with bubbling paint. Photos attached (23, sorry).

Could you please:
1. Arrange for the source to be properly identified (the water trail looks like it runs along a vertical pipe, not from the vanity);
2. Confirm who is arranging drying and repairs;
3. Let me know if the corporation's insurer has been notified.

I work shifts, so email is best, or my cell 416-555-0143 after 8 pm.

Thanks,
Beatrice Okafor-Lindqvist
Unit 1207"""
    m = mail(BEA, TREVOR, dt(2025, 9, 4, 7, 58), 'Water leak into Unit 1207 - Sept 3', body=leak,
             cte='7bit', cc='Harbourlight Concierge <concierge@harbourlight.example>',
             msgid='<bea-0904-leak@maplemail.example>')
    write_eml('mail/2025/09/2025-09-04_water-leak-unit-1207.eml', m)

    # ---------------------------------------------------------------- board position (QP)
    trev = """Dear Ms. Okafor-Lindqvist,

Thank you for your patience. I raised your email with the Board at its meeting on September 16.

Based on the report of the Corporation's plumbing contractor (Apex Mechanical), the water originated from a loose compression fitting on the cold-water supply line to the vanity in Unit 1307. That supply line serves Unit 1307 only and therefore forms part of that unit under the Declaration. The Board's position is that the Corporation is not responsible for the repair of the resulting damage to Unit 1207. Repairs to your unit are the responsibility of the unit owner and should be directed to your own insurer, who may pursue recovery from the owner of Unit 1307 if it chooses.

The Corporation arranged and paid for emergency drying (Dry-Rite) as a courtesy. The inspection opening in your ceiling may be closed at your convenience.

Regards,

Trevor Galloway, RCM
Property Manager, TSCC 2291 (Harbourlight Residences)
Brightline Property Management
416-555-0178"""
    body = trev + "\n\n-----Original Message-----\nFrom: Beatrice Okafor-Lindqvist\nSent: Thursday, September 4, 2025 7:58 AM\nSubject: Water leak into Unit 1207 - Sept 3\n\n" + quote(leak)
    m = mail(TREVOR, BEA, dt(2025, 9, 18, 15, 26), 'RE: Water leak into Unit 1207 - Sept 3', body=body,
             cte='quoted-printable', msgid='<bl-0918-1207@brightlinepm.example>',
             in_reply_to='<bea-0904-leak@maplemail.example>')
    write_eml('mail/2025/09/2025-09-18_re-water-leak-board-position.eml', m)

    # ---------------------------------------------------------------- Sure-Flow report (attachment b64)
    sf = """SURE-FLOW PLUMBING & DRAIN LTD.
Licensed Master Plumber - 416-555-0155 - service@sureflow.example

SERVICE REPORT & INVOICE            Invoice No.: SF-20931
Date of service: 1 October 2025     Technician: Luis Medeiros (Lic. 309-P)
Customer: Beatrice Okafor-Lindqvist, Unit 1207
Site: Harbourlight Residences, 1955 Queen St E - Units 1307 / 1207

SCOPE
Investigate source of water damage to bathroom ceiling of Unit 1207
(event of 3 Sept 2025). Access to Unit 1307 provided by owner
(H. Raghunathan), building water shut-off coordinated with security.

FINDINGS
1. Unit 1307 vanity supply lines, compression fittings and stops: dry,
   no corrosion, no staining. Fitting tightened by others on 3 Sept shows
   no evidence of prior leakage (no mineral deposit, no staining).
2. Opened 40 x 60 cm access in drywall behind 1307 vanity (wall shared
   with the plumbing chase).
3. Found a FAILED SOLDER JOINT on the 3/4" copper branch tee off the
   domestic cold-water riser, located approx. 30 cm UPSTREAM of Unit
   1307's isolation (shut-off) valve. Joint shows green/white mineral
   build-up, pinhole weep under pressure test, and water tracking down
   the outside of the riser insulation into the chase above Unit 1207's
   bathroom ceiling. Consistent with the staining seen from 1207 below.
4. Moisture meter: framing in the chase 19% (elevated), drywall 1307 dry.

CONCLUSION
The source of the leak is the branch joint on the riser side of Unit
1307's isolation valve, i.e. piping that serves more than one unit, not
a fixture belonging to Unit 1307.

WORK DONE
Building cold riser isolated (20 min, with security). Cut out failed
joint, installed new 3/4" copper tee, re-sweated, pressure tested OK.
Access opening left open for inspection by the corporation; photos
(14) and video sent by email separately.

INVOICE SF-20931
  Investigation, 2.5 hrs @ $125                      $312.50
  Repair - materials (tee, fittings, solder, flux)     $42.70
  Hot-work permit / fire watch                          $74.00
  Subtotal                                             $429.20
  HST 13%                                               $55.80
  TOTAL                                                $485.00
  Deposit received 22 Sept                            -$100.00
  BALANCE DUE                                          $385.00

Thank you for your business!
"""
    m = mail('Sure-Flow Plumbing & Drain <service@sureflow.example>', BEA, dt(2025, 10, 2, 9, 14),
             'Your inspection report - Harbourlight Residences',
             body="""Hi Beatrice,

Thanks for having us out yesterday. Your e-mail with the unit access details was very helpful. Our written report and invoice are attached. Photos and the video from the wall opening will follow in a separate email (the files are big).

Short version: it wasn't your neighbour's vanity. Luis will be happy to speak to your property manager or board if it helps.

Balance can be paid by e-transfer to payments@sureflow.example.

Kind regards,
Tamsin
Office, Sure-Flow Plumbing & Drain
""", cte='quoted-printable', attachments=[('inspection_report.txt', sf)])
    write_eml('mail/2025/10/2025-10-02_sureflow-inspection-report.eml', m)

    # ---------------------------------------------------------------- promo (noise HTML)
    promo = """<html><body style="font-family:Arial;background:#111;color:#eee">
<table width="600" align="center" cellpadding="12"><tr><td style="background:#c8102e;color:#fff;font-size:26px;text-align:center"><b>PUCKLINE HOCKEY OUTFITTERS</b><br>THANKSGIVING WEEKEND BLOWOUT</td></tr>
<tr><td>
<table width="100%%" border="0" cellpadding="6">
<tr><td>Senior composite sticks</td><td align="right"><b>up to 40%% off</b></td></tr>
<tr><td>Skate sharpening punch card (10)</td><td align="right"><b>$59.99</b></td></tr>
<tr><td>Team bags &amp; wheeled bags</td><td align="right"><b>BOGO 50%%</b></td></tr>
<tr><td>Neck guards (BNQ certified)</td><td align="right"><b>$24.99</b></td></tr>
</table>
<p style="text-align:center">Use code <b>GOBBLE25</b> online. Ends Monday midnight.</p>
<p style="font-size:11px;color:#999">Puckline Hockey Outfitters, 2 locations in the GTA. You are receiving this because you signed up in store. Unsubscribe.</p>
</td></tr></table>%s</body></html>""" % (PIXEL % 'pl-thx')
    m = mail('Puckline Hockey <deals@puckline.example>', BEA, dt(2025, 10, 11, 6, 0),
             'Sticks up to 40% off - Thanksgiving weekend only!', html=promo, html_cte='quoted-printable')
    write_eml('mail/2025/10/2025-10-11_puckline-promo.eml', m)

    # ---------------------------------------------------------------- board decision forwarded
    trev2 = """Dear Ms. Okafor-Lindqvist,

Further to your presentation at the Board meeting on October 21, 2025, I am writing to confirm the Board's decision.

Having reviewed the report of Sure-Flow Plumbing & Drain dated October 1, 2025, the Board accepts that the failure occurred in the branch piping from the domestic water riser upstream of Unit 1307's isolation valve, which forms part of the common elements under section 4.3(c) of the Declaration. Accordingly, the Board has rescinded its position of September 18, 2025 and the Corporation will:

1. Repair the ceiling drywall in the bathroom and hallway of Unit 1207, replace the damaged pot light trim, and prime and repaint the affected areas, in accordance with the quote from Kingsway Drywall & Paint in the amount of $6,850.00 (HST included), at the Corporation's cost;
2. Reimburse your plumbing invoice from Sure-Flow in the amount of $485.00 upon receipt of proof of payment;
3. Close the access opening in Unit 1307 at the Corporation's cost.

Brightline will coordinate scheduling with Kingsway and contact you with dates. The Corporation's insurer has been notified.

Regards,
Trevor Galloway, RCM
Property Manager, TSCC 2291 (Harbourlight Residences)
Brightline Property Management"""
    top = """Hi Petra,

Good news at last - see below. The board reversed its position after the plumber's report: the corporation is taking responsibility and paying for the repairs to my unit.

So I don't think Maple Shield needs to pay anything on claim MSI-2025-0914-3377. Could you put it on hold (or close it) so my deductible isn't triggered? Let me know if you need anything from me.

Thank you for being so patient with all of this.

Bea

---------- Forwarded message ---------
From: Trevor Galloway <trevor.galloway@brightlinepm.example>
Date: Thu, Oct 23, 2025 at 11:05 AM
Subject: TSCC 2291 - Board decision re: water damage to Unit 1207
To: Beatrice Okafor-Lindqvist <bea.okafor.lindqvist@maplemail.example>

"""
    m = mail(BEA, 'Petra Novak <petra.novak@mapleshield.example>', dt(2025, 10, 23, 13, 40),
             'Fwd: TSCC 2291 - Board decision re: water damage to Unit 1207', body=top + trev2,
             cte='quoted-printable', msgid='<bea-1023-fwd@maplemail.example>')
    write_eml('mail/2025/10/2025-10-23_fwd-board-decision.eml', m)

    # ---------------------------------------------------------------- CE registration (base64)
    reg = """Dear Beatrice Okafor-Lindqvist,

Thank you for registering. This email confirms your seat.

  Course:        Compression Therapy Hands-On Lab (CTL-0321)
  Date:          Saturday, 21 March 2026
  Time:          8:30 a.m. – 4:30 p.m. (registration and coffee from 8:00)
  Venue:         Humber Ridge Simulation Centre, Room 2.14
                 88 Ridgeway Crescent, Etobicoke, ON
  Parking:       Lot C (free on weekends). Enter by the east doors.
  Credits:       7.0 CE credits (wound-specific), WPCB-approved
  Credential #:  CWPC-20417
  Fee paid:      $265.00 + HST = $299.45 (Visa ****4417)

What to bring: comfortable clothing (you will practise applying multi-layer and short-stretch systems on each other), a tape measure, and your own lunch or $14 for the boxed lunch on site. Leg measurements will be taken, so shorts or leggings are a good idea.

Cancellation: full refund to 21 February, 50% to 7 March, no refund after. Substitutions welcome.

Your certificate of attendance will be emailed within 10 business days of the lab.

Questions? Reply to this email.

Continuing Education Office
Wound Practice Certification Board of Canada
"""
    m = mail('WPCB Continuing Education <ce@wpcb.example>', BEA, dt(2025, 11, 5, 22, 17),
             'Registration confirmed - Compression Therapy Hands-On Lab (CTL-0321)', body=reg, cte='base64')
    write_eml('mail/2025/11/2025-11-05_wpcb-course-registration.eml', m)

    # ---------------------------------------------------------------- GP secure message (alt)
    txt = """You have a new secure message from Kingston Road Family Practice.

From: Dr. Colm Whitfield
Re: stomach symptoms / shoulder

Hi Beatrice,

Thanks for the update this morning. Given the heartburn and the night-time epigastric pain on the naproxen, please STOP the naproxen completely as of today.

For the shoulder, start diclofenac diethylamine 2.32% gel: apply 4 g (use the dosing card) to the right shoulder twice daily, morning and bedtime. Wash your hands after. No other anti-inflammatories by mouth (no ibuprofen, no Aleve). Acetaminophen is fine if you need something extra.

I've also sent pantoprazole 40 mg once daily before breakfast for 4 weeks to Danforth Village Pharmacy.

If you have black stools, vomiting, or the pain gets worse, go to emergency. Otherwise book a follow-up in about 6 weeks.

Dr. Whitfield

Please do not reply to this notification. Log in to the patient portal to respond."""
    html = '<html><body style="font-family:Verdana;font-size:13px">' + ''.join(
        '<p>%s</p>' % p.replace('\n', '<br>') for p in txt.split('\n\n')) + '</body></html>'
    m = mail('Kingston Road Family Practice <no-reply@krfp-portal.example>', BEA, dt(2025, 11, 12, 12, 44),
             'New secure message from Dr. Colm Whitfield', body=txt, html=html, cte='quoted-printable')
    write_eml('mail/2025/11/2025-11-12_secure-message-dr-whitfield.eml', m)

    # ---------------------------------------------------------------- lease maturity (HTML QP)
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;font-size:14px;color:#222">
<p style="font-size:18px;color:#0a3a66"><b>Lakeshore Auto Finance</b></p>
<p>Dear Beatrice Okafor-Lindqvist,</p>
<p>Your lease is approaching its maturity date. We want to make your end-of-lease experience simple, whatever you decide.</p>
<table border="1" cellpadding="7" cellspacing="0" style="border-collapse:collapse">
<tr><td>Account number</td><td>LAF-22-0619-4471</td></tr>
<tr><td>Vehicle</td><td>2022 Mazda CX-5 GS AWD &ndash; Machine Grey</td></tr>
<tr><td>Lease start / term</td><td>April 19, 2022 / 48 months</td></tr>
<tr><td><b>Maturity date</b></td><td><b>April 18, 2026</b></td></tr>
<tr><td>Total kilometre allowance</td><td>80,000 km</td></tr>
<tr><td>Excess kilometre charge</td><td>$0.10 per km over allowance</td></tr>
<tr><td><b>Purchase option price</b></td><td><b>$21,340.00</b> plus applicable taxes and licensing</td></tr>
</table>
<h3>Your options</h3>
<ol>
<li><b>Purchase your vehicle</b> for the purchase option price above. No excess kilometre or wear charges apply. Financing may be arranged through your dealer or your own financial institution.</li>
<li><b>Return your vehicle</b> to any authorized Mazda dealer on or before the maturity date. A pre-inspection is available 60-90 days before maturity. Excess kilometre and excess wear charges will be billed after return.</li>
<li><b>Lease or finance a new vehicle</b> &ndash; ask your dealer about loyalty offers.</li>
</ol>
<p>Please let us know your intention at least 30 days before maturity. Call 1-888-555-0107, Monday to Friday, 8 a.m. to 8 p.m. ET.</p>
<p style="font-size:11px;color:#777">Lakeshore Auto Finance is a trade name. This notice does not amend your lease agreement.</p>
%s
</body></html>""" % (PIXEL % 'laf-mat')
    m = mail('Lakeshore Auto Finance <lease.services@lakeshoreautofinance.example>', BEA, dt(2025, 11, 20, 9, 0),
             'Your lease is maturing - important information about your options', html=html,
             html_cte='quoted-printable')
    write_eml('mail/2025/11/2025-11-20_lease-maturity-notice.eml', m)

    # ---------------------------------------------------------------- rotation 2026 (alt)
    txt = """Hi NP team,

As discussed at the November staff meeting, here is the NP rotation starting Monday 5 January 2026. The main change is the new Thursday evening diabetes & foot clinic, which needs an NP with wound experience.

Beatrice: Mon/Tue days 8-4, THURSDAY evening 12-8 (was Wednesday), Fri days 8-4, alternate Saturdays 9-1 starting 10 Jan.
Ines: Mon days, Wed days 8-4, Thu days, Fri evening 12-8, alternate Saturdays starting 17 Jan.
Jonah (0.6 FTE): Tue/Wed evenings 12-8, Fri days.

Swap requests: email me at least two weeks ahead, with the colleague cc'd and confirming. Same as always.

Holiday coverage for Dec 22 - Jan 2 is posted on the board.

Thanks for your flexibility, everyone.
Rosalind

Rosalind Achterberg, RN MN
Clinical Manager, Greenwood Junction Community Health Centre
1412 Gerrard St E, Toronto | 416-555-0100 ext. 201"""
    html = """<html><body style="font-family:Calibri,Arial;font-size:14px">
<p>Hi NP team,</p>
<p>As discussed at the November staff meeting, here is the NP rotation starting <b>Monday 5 January 2026</b>. The main change is the new Thursday evening diabetes &amp; foot clinic, which needs an NP with wound experience.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dfeee6"><th>NP</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat (alt.)</th></tr>
<tr><td>Beatrice</td><td>8&ndash;4</td><td>8&ndash;4</td><td>off</td><td><b>12&ndash;8</b></td><td>8&ndash;4</td><td>9&ndash;1 from 10 Jan</td></tr>
<tr><td>Ines</td><td>8&ndash;4</td><td>off</td><td>8&ndash;4</td><td>8&ndash;4</td><td>12&ndash;8</td><td>9&ndash;1 from 17 Jan</td></tr>
<tr><td>Jonah</td><td>&ndash;</td><td>12&ndash;8</td><td>12&ndash;8</td><td>&ndash;</td><td>8&ndash;4</td><td>&ndash;</td></tr>
</table>
<p>Swap requests: email me at least two weeks ahead, with the colleague cc'd and confirming. Same as always.</p>
<p>Holiday coverage for Dec 22 &ndash; Jan 2 is posted on the board.</p>
<p>Thanks for your flexibility, everyone.<br>Rosalind</p>
<p style="color:#666;font-size:12px">Rosalind Achterberg, RN MN<br>Clinical Manager, Greenwood Junction Community Health Centre<br>1412 Gerrard St E, Toronto | 416-555-0100 ext. 201</p>
</body></html>"""
    m = mail(ROS, 'GJCHC NP Team <np-team@gjchc.example>', dt(2025, 12, 15, 16, 30),
             'NP rotation from January 5, 2026', body=txt, html=html, cte='quoted-printable')
    write_eml('mail/2025/12/2025-12-15_np-rotation-2026.eml', m)

    # ---------------------------------------------------------------- hotel (7bit)
    hotel = """KAWARTHA LAKESIDE INN
Reservation Confirmation

Guest:            Beatrice Okafor-Lindqvist
Confirmation #:   KLI-77310
Group:            East York Ironhawks U18 AA (Kawartha Winter Classic block)
Arrival:          Friday, January 16, 2026 (check-in from 3:00 PM)
Departure:        Sunday, January 18, 2026 (check-out 11:00 AM)
Room:             2 Queen beds, non-smoking, 2nd floor (pool side)
Guests:           2 adults
Rate:             $169.00 CAD per night + taxes (group rate, breakfast included)
Deposit:          First night charged to card ending 4417

Address: 1260 Lakeview Drive, Lindsay ON  |  705-555-0177
Pool and hot tub open 7 AM - 10 PM. Please no hockey sticks in the hallways
(we mean it - ask the 2024 Peewees).

Cancellation: free until 72 hours before arrival, after which the first night
is charged.

We look forward to welcoming you!
"""
    m = mail('Kawartha Lakeside Inn <reservations@kawarthalakesideinn.example>', BEA, dt(2026, 1, 7, 14, 12),
             'Reservation confirmation KLI-77310', body=hotel, cte='7bit')
    write_eml('mail/2026/01/2026-01-07_hotel-reservation-lindsay.eml', m)

    # ---------------------------------------------------------------- bookclub tuesdays
    mir = """Hello lovely readers,

The votes are in (5 yes, plus Deb's "whatever works, I'll be there"): from February we're moving to the SECOND TUESDAY of the month. Bea's new Thursday shift and Hannah's choir made Thursdays impossible.

So our next meeting is Tuesday 10 February, 7 pm, same place - Coxwell-Danforth Library, Meeting Room B. I've rebooked the room for the second Tuesday through June. We have to be out by 8:45 when the branch closes, so let's start on time-ish.

February book: The Cartographer's Apprentice (my pick, sorry in advance, it's long).
March: Bea's pick.

Mireille

P.S. I still miss the Lantern & Leaf lavender scones. If anyone finds the recipe, you're my favourite."""
    m = mail(MIREILLE, 'Chapter & Verse <chapter-and-verse@groups.frontporch.example>', dt(2026, 1, 12, 20, 5),
             'Book club is moving to Tuesdays!', body=mir, cte='quoted-printable',
             msgid='<mir-0112@frontporch.example>')
    write_eml('mail/2026/01/2026-01-12_bookclub-schedule-vote.eml', m)

    # ---------------------------------------------------------------- shift swap (3 levels)
    bea = """Hi Rosalind, hi Ines,

I'd like to request a swap in February, if Ines is still up for it:

- Ines covers my Thursday 19 February evening shift (12-8) - Toby's first playoff game is that night at 7 and I've missed every Thursday game since the rotation changed.
- In exchange I work Ines's Saturday walk-in on 14 February (9-1).

Both are more than two weeks out. Thank you!

Bea"""
    ines = """Confirming from my side - happy to take Bea's Thursday evening on the 19th, and she takes my Saturday the 14th. (I'll be in Montreal that weekend for my niece's birthday, so this works perfectly for me too.)

Ines"""
    ros = """Approved. I've updated the master schedule: Beatrice on the Saturday 14 Feb walk-in 9-1, Ines on the Thursday 19 Feb evening 12-8.

Good luck to Toby!
Rosalind"""
    body = ros + "\n\nOn Tue, Jan 13, 2026 at 9:12 AM Ines Valcourt wrote:\n" + quote(ines) + \
        "\n>\n>> On Mon, Jan 12, 2026 at 10:31 PM Beatrice Okafor-Lindqvist wrote:\n" + quote(quote(bea))
    m = mail(ROS, BEA + ', ' + INES, dt(2026, 1, 13, 14, 2), 'RE: Shift swap request - Feb 14 / Feb 19',
             body=body, cte='quoted-printable', msgid='<ros-0113@gjchc.example>',
             in_reply_to='<ines-0113@gjchc.example>', references='<bea-0112@maplemail.example> <ines-0113@gjchc.example>')
    write_eml('mail/2026/01/2026-01-13_re-february-schedule-request.eml', m)

    # ---------------------------------------------------------------- WPCB newsletter (alt)
    txt = """WPCB MEMBER BULLETIN - January 2026

1. Renewal fee update
Effective 1 January 2026, the credential renewal fee is $325 (previously $295). The increase covers the new online audit system and rising exam-development costs. Members whose cycle ends 30 April 2026 will pay the new fee.

2. New online portal
Log your CE credits directly in the portal. Upload certificates as PDF or JPG. Credits logged before 2024 were migrated automatically - please check them.

3. Audit reminder
5% of renewing members are randomly audited each cycle. Keep certificates for two cycles.

4. Upcoming approved courses
- Compression Therapy Hands-On Lab - Etobicoke, 21 March (waitlist only)
- Lymphedema Essentials (online, self-paced) - 6.0 credits
- Atypical Wounds Webinar Series - 4 x 1.5 credits, Wednesdays in April

5. Call for volunteers: item writers for the 2027 exam.

Wound Practice Certification Board of Canada
You are receiving this because you hold an active WPCB credential. Manage preferences."""
    html = '<html><body style="font-family:Arial;font-size:14px;max-width:640px">' + \
        '<h2 style="color:#6b2d5c">WPCB Member Bulletin &middot; January 2026</h2>' + ''.join(
            '<p>%s</p>' % p.replace('\n', '<br>') for p in txt.split('\n\n')[1:]) + (PIXEL % 'wpcb-jan') + '</body></html>'
    m = mail('WPCB <bulletin@wpcb.example>', BEA, dt(2026, 1, 20, 10, 0),
             'WPCB Member Bulletin - January 2026', body=txt, html=html, cte='quoted-printable')
    write_eml('mail/2026/01/2026-01-20_wpcb-member-bulletin.eml', m)

    # ---------------------------------------------------------------- Thames Valley offer fwd
    offer = """Dear Tobias,

Congratulations! On behalf of Thames Valley University, I am delighted to offer you admission to the Bachelor of Science in Kinesiology program, beginning September 2026.

In recognition of your academic achievement, you have also been awarded a Thames Valley Entrance Scholarship of $2,500, payable in your first year of study.

This offer is conditional on:
- successful completion of your Ontario Secondary School Diploma;
- a final average of at least 78% in your six best Grade 12 U/M courses, including the program prerequisites.

Please respond to this offer through UniApply Ontario by June 1, 2026. Students who accept by this date are guaranteed a place in first-year residence.

We look forward to welcoming you to London this fall.

Office of the Registrar
Thames Valley University"""
    body = """!!!!!!

---------- Forwarded message ---------
From: Thames Valley University Admissions <admissions@thamesvalleyu.example>
Date: Wed, Feb 4, 2026 at 4:02 PM
Subject: Your offer of admission - Kinesiology
To: Tobias Okafor-Lindqvist <toby.ol@studentmail.example>

""" + offer
    m = mail('Toby <toby.ol@studentmail.example>', BEA, dt(2026, 2, 5, 7, 3),
             'Fwd: Your offer of admission - Kinesiology', body=body, cte='quoted-printable',
             cc='Anders Lindqvist <anders.lindqvist@northmail.example>')
    write_eml('mail/2026/02/2026-02-05_fwd-thames-valley-offer.eml', m)

    # ---------------------------------------------------------------- drywall chase
    bea = """Hi Trevor,

Checking in on the drywall repair in 1207. The board decision was on October 21 and it's now almost four months with a hole in my bathroom ceiling. Has Kingsway been scheduled? I work Mon/Tue/Fri days and Thursday evenings, so Wednesdays are easiest, but I'll make anything work.

Thanks,
Beatrice (1207)"""
    trev = """Hi Beatrice,

Apologies for the delay - Kingsway had a backlog after the holidays and a crew member out. They have tentatively pencilled in your unit for the week of March 16, 2026 (two visits: board and mud, then sanding and paint three days later). I'll confirm the exact day once they send me their schedule, and I'll try for a Wednesday.

The reimbursement for the Sure-Flow invoice was processed with the January cheque run - you should have received it.

Regards,
Trevor"""
    body = trev + "\n\n-----Original Message-----\nFrom: Beatrice Okafor-Lindqvist\nSent: Monday, February 9, 2026 8:15 PM\n\n" + quote(bea)
    m = mail(TREVOR, BEA, dt(2026, 2, 11, 10, 48), 'RE: Drywall repair in 1207 - any dates yet?', body=body,
             cte='quoted-printable', msgid='<bl-0211@brightlinepm.example>', in_reply_to='<bea-0209@maplemail.example>')
    write_eml('mail/2026/02/2026-02-11_re-unit-1207-repair.eml', m)

    # ---------------------------------------------------------------- credit union loan
    cu = """Hello Beatrice,

Good news - your application for a vehicle loan to purchase your leased 2022 Mazda CX-5 has been approved:

  Approved amount:   up to $25,000.00
  Rate:              6.49% fixed
  Term:              48 months
  Payment:           monthly, by automatic debit from chequing ...-2290

To proceed, please confirm by reply and send us the dealer's bill of sale (or the lessor's buyout statement) once you have it. We will pay the lessor directly. Loan documents will be sent through DocuSign.

Kind regards,
Devi Ramkissoon
Member Lending Specialist, Riverdale Credit Union
416-555-0148"""
    bea = """Hi Devi,

Thank you - yes, please go ahead. I've decided to buy out the CX-5 rather than return it. I'll sign the DocuSign today and send the buyout statement from Lakeshore/the dealer as soon as I have the appointment booked.

Best,
Beatrice"""
    body = bea + "\n\nOn Thu, Feb 19, 2026 at 11:20 AM Devi Ramkissoon wrote:\n" + quote(cu)
    m = mail(BEA, 'Devi Ramkissoon <d.ramkissoon@riverdalecu.example>', dt(2026, 2, 27, 13, 5),
             'Re: Vehicle loan approved', body=body, cte='8bit', msgid='<bea-0227-cu@maplemail.example>',
             in_reply_to='<rcu-0219@riverdalecu.example>')
    write_eml('mail/2026/02/2026-02-27_re-vehicle-loan-approved.eml', m)

    # ---------------------------------------------------------------- march book questions
    mir = """Hi Bea,

Quick one - are you still doing snacks AND questions for The Salt Orchard on the 10th? No pressure, I can pull some from the publisher's reading guide if you're swamped with the shift stuff.

M."""
    bea = """Hi M,

Yes, I've got it! I'll send the discussion questions round to everyone by Saturday 7 March so people have a few days with them. And snacks: chin chin and kanelbullar (my mormor's recipe, if I can find the card).

See you Tuesday the 10th at 7.

Bea"""
    body = bea + "\n\nOn Mon, Feb 23, 2026 at 6:55 PM Mireille Lachance wrote:\n" + quote(mir)
    m = mail(BEA, MIREILLE, dt(2026, 2, 24, 21, 30), 'Re: March - questions + snacks?', body=body,
             cte='quoted-printable', msgid='<bea-0224@maplemail.example>', in_reply_to='<mir-0223@frontporch.example>')
    write_eml('mail/2026/02/2026-02-24_re-march-meeting.eml', m)

    build_mbox()


def build_mbox():
    NADIA = 'Nadia Ferreira (Ironhawks Team Manager) <nadia.ferreira@ironhawks.example>'
    DALE = 'Dale Pritchard <coach.dale@ironhawks.example>'
    LIST = 'Ironhawks U18 AA Parents <u18aa-parents@lists.ironhawks.example>'
    hdr = {'List-Id': 'Ironhawks U18 AA parents <u18aa-parents.lists.ironhawks.example>',
           'List-Post': '<mailto:u18aa-parents@lists.ironhawks.example>',
           'Precedence': 'list'}
    msgs = [
        (NADIA, dt(2025, 9, 2, 20, 10), '[U18AA] Welcome to the 2025/26 season!', """Hi everyone,

Welcome to U18 AA! Some essentials:

ICE: Practices are Tuesdays 8:30-9:30 pm and Saturdays 7:00-8:00 am at Coxwell Memorial Arena, starting Tuesday September 9. Please have players on the ice on time - dressing room opens 30 min before.

FEES: $3,150 for the season. Two instalments: $1,575 by September 15 and $1,575 by December 1. E-transfer to treasurer@ironhawks.example (auto-deposit). Put your player's last name in the message.

TOURNAMENTS: we're entered in the Kawartha Winter Classic in Lindsay (Jan 16-18). Details closer to the time.

Contact me by text (416-555-0191) for anything urgent. Email for everything else.

Nadia""", None),
        (DALE, dt(2025, 9, 20, 21, 0), '[U18AA] Season opener + expectations', """Parents,

Home opener Saturday Sept 27, 4:15 pm at Coxwell. Players in team track suits, at the rink 60 minutes before.

A few expectations for the year, same as I tell the boys:
From the coaches: we play hard, we play clean, and nobody yells at the officials except me (and I'm working on it).
Ice time is earned in practice.
If your son can't make a practice, he texts me himself. Not you. Him.

Looking forward to it.
Coach Dale""", None),
        (NADIA, dt(2025, 10, 30, 19, 45), '[U18AA] Lindsay tournament - sign up + hotel', """Hi all,

Kawartha Winter Classic, Lindsay, Jan 16-18. Entry is covered by the team fee.

Please reply to me (not the list) by November 15 if your family wants a room in the team hotel block - I'll send the booking link and group code privately to those who sign up. Rooms go fast.

Schedule will be posted by the tournament in early January.

Nadia""", None),
        ('Scott Beaulieu <scott.beaulieu@inboxly.example>', dt(2025, 11, 15, 8, 30), 'Re: [U18AA] Lindsay tournament - sign up + hotel', """Anyone driving up Friday afternoon with a spare seat? Our Liam has an exam until 1 and I can't leave work.

> Please reply to me (not the list) by November 15 if your family wants a room in the team hotel block

Scott""", '<nadia-1030@ironhawks.example>'),
        (NADIA, dt(2025, 12, 18, 18, 20), '[U18AA] IMPORTANT: practice location change from January', """Hi everyone,

Coxwell Memorial Arena is closing from January 2 until April for the ice plant replacement (the city finally approved it). We've been reassigned:

NEW PRACTICE ICE from January:
- Tuesdays 7:45-8:45 pm
- Saturdays 8:00-9:00 am
at Don Valley Twin Pads, RINK B (the one on the left as you walk in). 

First practice at the new rink: Tuesday January 6. Games are not affected - check the league app.

Parking at Don Valley is free and there's lots of it (small mercies).

Happy holidays!
Nadia""", None),
        (NADIA, dt(2026, 1, 5, 17, 0), '[U18AA] Reminder: practice tomorrow at Don Valley Twin Pads', """Quick reminder - first practice at the new rink is TOMORROW, Tuesday Jan 6, 7:45 pm, Don Valley Twin Pads Rink B. Dressing rooms 5 and 6.

Nadia""", None),
        (DALE, dt(2026, 1, 19, 12, 30), '[U18AA] Lindsay recap', """Parents,

Proud of this group. 2-1 in the round robin, lost a tight semi 3-2 to Cobourg. Toby O-L and Marcus Chen were our best two all weekend.

Thanks to the parents who drove, and to whoever brought the butter tarts to the dressing room. Back at it Tuesday at Rink B.

Coach Dale""", None),
        (NADIA, dt(2026, 2, 10, 20, 0), '[U18AA] Playoff schedule - Round 1', """Hi all,

We finished 3rd! Round 1 is best-of-three vs the Scarborough Stingers:

Game 1: Thursday February 19, 7:00 pm - Don Valley Twin Pads, RINK A (home)
Game 2: Saturday February 21, 5:30 pm - Scarborough Centennial Arena (away)
Game 3 (if needed): Tuesday February 24, 8:00 pm - Don Valley Twin Pads, Rink A

Regular practices continue at Rink B when we don't have a game.

Go Ironhawks!
Nadia""", None),
        (NADIA, dt(2026, 3, 2, 21, 10), '[U18AA] Round 2 + year-end banquet', """Hi everyone,

What a series! Round 2 vs Etobicoke starts this weekend - schedule on the app.

Practices: still Tuesdays 7:45 pm and Saturdays 8:00 am at Don Valley Twin Pads Rink B until the end of the season (Coxwell won't reopen before April).

Year-end banquet: Saturday April 11, Royal Canadian Legion on Pape, 6 pm. $45/person, kids of players free. RSVP to me by March 27.

Nadia""", None),
    ]
    p = path('mail/lists/ironhawks-u18aa-parents.mbox')
    if os.path.exists(p):
        os.remove(p)
    box = mailbox.mbox(p)
    box.lock()
    for k, (frm, when, subj, body, irt) in enumerate(msgs):
        m = mail(frm, LIST, when, subj, body=body, cte='8bit' if k % 2 else 'quoted-printable',
                 msgid='<u18aa-%02d-%s@ironhawks.example>' % (k, when.strftime('%Y%m%d')),
                 in_reply_to=irt, extra_headers=hdr)
        mm = mailbox.mboxMessage(m)
        addr = frm.split('<')[1].rstrip('>')
        mm.set_from(addr, time.gmtime(when.timestamp()))
        box.add(mm)
    box.flush()
    box.unlock()
    box.close()

if __name__ == '__main__':
    build()
