"""E-mail (.eml) files for the Dana Whitfield vault. stdlib email only."""
from email.message import EmailMessage
from email.utils import format_datetime
from email import policy
import datetime as dt
import hashlib, json, os
from common import write

CST = dt.timezone(dt.timedelta(hours=-6))
CDT = dt.timezone(dt.timedelta(hours=-5))
DANA = "Dana Whitfield <dana.whitfield@fjordmail.example>"
NATE = "Nate Whitfield <nate.whitfield@fjordmail.example>"
JAKE = "Jake Brennan <jake@northloopbuilders.example>"
MINDY = "Mindy Carlson <mindy@northloopbuilders.example>"


# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + f"{seed:019d}" + "=="))


def when(y, m, d, hh, mm):
    # US Central: CDT between 03/09 and 11/02 in 2025
    t = dt.datetime(y, m, d, hh, mm)
    tz = CDT if dt.datetime(2025, 3, 9, 2) <= t < dt.datetime(2025, 11, 2, 2) else CST
    return t.replace(tzinfo=tz)


def base(frm, to, subject, date, msgid, cc=None, reply_to=None, refs=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if reply_to:
        m["In-Reply-To"] = reply_to
        m["References"] = refs or reply_to
    return m


MAILS = []


def add(rel, msg):
    MAILS.append((rel, msg))


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


PIXEL = '<img src="https://t.{d}/open/{k}/px.gif" width="1" height="1" alt="">'

# ------------------------------------------------------------------ insurance / HSA
m = base("Prairie Shield Health Plan <eob-notices@prairieshield.example>", DANA,
         "Your Explanation of Benefits is ready", when(2025, 3, 19, 6, 12),
         "<eob-250302-77419-v1@prairieshield.example>")
m.set_content("""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p><b>PRAIRIE SHIELD HEALTH PLAN</b><br>Explanation of Benefits &mdash; THIS IS NOT A BILL</p>
<p>Hello Dana,</p>
<p>A claim for a member of your plan has been processed. Summary below; the full EOB is in your
member portal.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e8eef4"><th align="left">Field</th><th align="left">Detail</th></tr>
<tr><td>Member</td><td>Caleb W. (dependent 03)</td></tr>
<tr><td>Claim number</td><td>25-0302-77419</td></tr>
<tr><td>Date of service</td><td>03/02/2025</td></tr>
<tr><td>Provider</td><td>LAKES REGIONAL MC - URGENT CARE WEST</td></tr>
<tr><td>Network status</td><td><b>OUT-OF-NETWORK</b></td></tr>
<tr><td>Amount billed</td><td>$3,412.00</td></tr>
<tr><td>Allowed amount</td><td>$1,210.00</td></tr>
<tr><td>Plan paid</td><td>$772.00</td></tr>
<tr><td><b>Your responsibility</b></td><td><b>$2,640.00</b></td></tr>
</table>
<p>Remark code OON-04: Services were received from a provider outside your plan's network.
Out-of-network deductible and coinsurance apply. You may be billed for amounts above the allowed
amount.</p>
<p>Questions? Call Member Services at 800-555-0129.</p>
<p style="font-size:11px;color:#888">Prairie Shield Health Plan, PO Box 5520, Eagan MN.
<a href="https://prairieshield.example/prefs">E-mail preferences</a></p>
""" + PIXEL.format(d="prairieshield-mail.example", k="77419a") + """
</body></html>""", subtype="html", cte="quoted-printable")
add("mail/2025/03/2025-03-19_prairie-shield-eob.eml", m)

m = base("Prairie Shield Appeals <appeals@prairieshield.example>", DANA,
         "Re: Reconsideration request - claim 25-0302-77419", when(2025, 4, 24, 10, 41),
         "<appeal-ack-33817@prairieshield.example>",
         reply_to="<portal-msg-20250422-dw@prairieshield.example>")
m.set_content("""Dear Dana Whitfield,

We received your request for reconsideration of claim 25-0302-77419 (date of service
03/02/2025, member Caleb W.) on 04/22/2025.

Your appeal reference number is APL-2025-33817. Please include this number in any
correspondence or calls about this request.

A determination will be mailed to you within 30 to 60 days. If the claim is reprocessed,
you will receive a new Explanation of Benefits that replaces the earlier one. While your
appeal is under review, you may ask the provider to hold the account.

Sincerely,
Member Appeals Unit
Prairie Shield Health Plan

-----

On 04/22/2025 Dana Whitfield wrote via the member portal:
""" + quote("""
To whom it may concern,

I am requesting reconsideration of claim 25-0302-77419 for my son Caleb's
emergency department visit on 03/02/2025 at Lakes Regional Medical Center,
Minneapolis (main campus emergency department).

The EOB dated 03/19/2025 processed this claim as out-of-network and left us
responsible for $2,640.00. Lakes Regional Medical Center is an in-network
facility under our plan. When I called Member Services on 04/03/2025
(reference CR-5512309), the representative confirmed the facility is in network
and that the claim appears to have been submitted under the NPI of a different
entity (the urgent care). Emergency care is also covered at the in-network level
regardless.

Attached: EOB of 03/19/2025, itemized hospital bill, ER discharge summary.

Please reprocess at the in-network level.

Dana Whitfield (subscriber's spouse), member ID PSH-88410
""") + "\n", cte="7bit")
add("mail/2025/04/2025-04-24_re-appeal-received.eml", m)

m = base("Prairie Shield Health Plan <eob-notices@prairieshield.example>", DANA,
         "Updated Explanation of Benefits - claim reprocessed", when(2025, 6, 10, 6, 5),
         "<eob-250302-77419-v2@prairieshield.example>")
txt = """PRAIRIE SHIELD HEALTH PLAN - Explanation of Benefits (THIS IS NOT A BILL)

Hello Dana,

A claim for a member of your plan has been reprocessed following appeal APL-2025-33817.
This EOB replaces the EOB dated 03/19/2025.

Member:                Caleb W. (dependent 03)
Claim number:          25-0302-77419 (adjusted)
Date of service:       03/02/2025
Provider:              LAKES REGIONAL MEDICAL CENTER - EMERGENCY DEPT
Network status:        IN-NETWORK
Amount billed:         $3,412.00
Allowed amount:        $2,286.00
Plan paid:             $1,136.00
Your responsibility:   $1,150.00 (applied to deductible)

Family deductible met to date: $3,300.00 of $3,300.00.

Remark code ADJ-11: Claim adjusted after review. Provider identifier corrected.

Member Services: 800-555-0129
"""
m.set_content(txt, cte="quoted-printable")
m.add_alternative("""<html><body style="font-family:Arial,sans-serif">
<p><b>PRAIRIE SHIELD HEALTH PLAN</b> &mdash; Explanation of Benefits (this is not a bill)</p>
<p>Hello Dana,</p>
<p>A claim for a member of your plan has been reprocessed following appeal APL-2025-33817.
This EOB <b>replaces</b> the EOB dated 03/19/2025.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><td>Member</td><td>Caleb W. (dependent 03)</td></tr>
<tr><td>Claim number</td><td>25-0302-77419 (adjusted)</td></tr>
<tr><td>Date of service</td><td>03/02/2025</td></tr>
<tr><td>Provider</td><td>LAKES REGIONAL MEDICAL CENTER - EMERGENCY DEPT</td></tr>
<tr><td>Network status</td><td>IN-NETWORK</td></tr>
<tr><td>Amount billed</td><td>$3,412.00</td></tr>
<tr><td>Allowed amount</td><td>$2,286.00</td></tr>
<tr><td>Plan paid</td><td>$1,136.00</td></tr>
<tr><td><b>Your responsibility</b></td><td><b>$1,150.00</b> (applied to deductible)</td></tr>
</table>
<p>Family deductible met to date: $3,300.00 of $3,300.00.</p>
<p>Remark code ADJ-11: Claim adjusted after review. Provider identifier corrected.</p>
</body></html>""", subtype="html", cte="quoted-printable")
add("mail/2025/06/2025-06-10_prairie-shield-eob-updated.eml", m)

m = base("Evergreen HSA <no-reply@evergreenhsa.example>", DANA,
         "Your reimbursement has been processed", when(2025, 6, 24, 14, 30),
         "<reimb-20250624-4471@evergreenhsa.example>")
m.set_content("""Hi Dana,

Good news - your HSA reimbursement request has been processed.

  Account:             HSA ending in 4471
  Request submitted:   06/20/2025
  Paid to:             Dana Whitfield - checking ending 0912 (direct deposit)
  Amount:              $1,150.00
  Expense:             Lakes Regional Medical Center - emergency visit 03/02/2025 (Caleb)
  Deposit date:        06/24/2025
  Confirmation #:      EHR-0624-55190

Keep your receipts and Explanations of Benefits with your tax records. The IRS may ask you
to show that HSA distributions were used for qualified medical expenses.

Your available cash balance after this distribution: $2,214.63.
Invested balance is not affected.

Evergreen HSA Member Care - 800-555-0193
""", cte="base64")
add("mail/2025/06/2025-06-24_evergreen-reimbursement.eml", m)

m = base("Evergreen HSA <no-reply@evergreenhsa.example>", DANA,
         "Action needed: documentation for a card transaction", when(2025, 11, 3, 9, 15),
         "<docreq-20251103-4471@evergreenhsa.example>")
m.set_content("""Hi Dana,

We need documentation for a purchase made with your Evergreen HSA debit card.

  Transaction date:   05/02/2025
  Merchant:           LAKES IMAGING ASSOCIATES
  Amount:             $286.00
  Response due by:    12/15/2025

Please upload an itemized receipt or an Explanation of Benefits that shows the patient name,
date of service, description of service and amount. A credit card slip or a balance-due
statement is not enough.

If we don't receive documentation by 12/15/2025, this transaction may be reported as a
non-qualified distribution on your Form 1099-SA, which could mean income tax plus a 20%
additional tax.

Upload: Member portal > Claims > Documentation requests.

Evergreen HSA Member Care - 800-555-0193
""", cte="quoted-printable")
m.add_alternative("""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<h3 style="color:#2e6b3a">Action needed: documentation for a card transaction</h3>
<p>Hi Dana,</p>
<p>We need documentation for a purchase made with your Evergreen HSA debit card.</p>
<table cellpadding="4" style="border:1px solid #ccc">
<tr><td>Transaction date</td><td>05/02/2025</td></tr>
<tr><td>Merchant</td><td>LAKES IMAGING ASSOCIATES</td></tr>
<tr><td>Amount</td><td>$286.00</td></tr>
<tr><td><b>Response due by</b></td><td><b>12/15/2025</b></td></tr>
</table>
<p>Please upload an itemized receipt or an Explanation of Benefits. If we don't receive
documentation by 12/15/2025, this transaction may be reported as a non-qualified distribution.</p>
</body></html>""", subtype="html", cte="quoted-printable")
add("mail/2025/11/2025-11-03_evergreen-action-needed.eml", m)

# ------------------------------------------------------------------ kitchen
m = base(MINDY, DANA, "Welcome to North Loop Builders - your project schedule",
         when(2025, 5, 22, 11, 3), "<welcome-nlb-25-0412@northloopbuilders.example>",
         cc=f"{NATE}, {JAKE}")
welcome = """Hi Dana and Nate,

Welcome aboard, and thank you for choosing North Loop Builders & Remodeling! This e-mail
confirms a few things for contract NLB-25-0412 (kitchen remodel, signed 05/20/2025).

- Deposit received: $14,625.00 (30%) - thank you.
- Permit: we submitted the application to the City on 05/21. Typical turnaround for a
  kitchen is 7-14 days. We'll e-mail you the permit number when it's issued.
- Project lead: Jake Brennan. Crew lead on site: Marco Delgado.
- Demo / start date: Monday 07/14/2025.
- Target substantial completion: Friday 10/03/2025.
- Weekly check-in: Fridays at 7:30 am on site (Jake or Marco).

Selections we still need from you by 06/20: cabinet hardware, sink + faucet (owner
supplied), range hood model, and confirmation of the window-wall design.

Countertops are under your separate contract with the fabricator. Please have them
contact Jake to coordinate template and install dates.

Please call me with any billing questions at 612-555-0119.

Thanks,
Mindy Carlson
Office Manager, North Loop Builders & Remodeling LLC
"""
m.set_content(welcome, cte="7bit")
m.add_alternative("<html><body style=\"font-family:Georgia,serif\">" +
                  "".join(f"<p>{p.replace(chr(10), '<br>')}</p>" for p in welcome.strip().split("\n\n")) +
                  "</body></html>", subtype="html", cte="quoted-printable")
add("mail/2025/05/2025-05-22_nlb-welcome-schedule.eml", m)

m = base("Lakeside Stone & Surfaces <orders@lakesidestone.example>", DANA,
         "Order confirmation - Lakeside Stone & Surfaces", when(2025, 7, 8, 16, 20),
         "<lss-88213-confirm@lakesidestone.example>")
m.set_content("""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:620px;margin:auto">
<h2 style="letter-spacing:1px">LAKESIDE STONE &amp; SURFACES</h2>
<p>Hi Dana,</p>
<p>Thank you for your order! Please review the details below and let us know within 48 hours
if anything needs to change.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="background:#eef2f0"><td><b>Order number</b></td><td>LSS-88213</td></tr>
<tr><td><b>Material</b></td><td>Quartz &ndash; "Frost Drift", polished</td></tr>
<tr style="background:#eef2f0"><td><b>Thickness</b></td><td>3 cm</td></tr>
<tr><td><b>Edge profile</b></td><td>Eased (all exposed edges)</td></tr>
<tr style="background:#eef2f0"><td><b>Approx. area</b></td><td>58 sq ft (perimeter + peninsula)</td></tr>
<tr><td><b>Cutouts</b></td><td>Undermount single-bowl sink, faucet, soap dispenser</td></tr>
<tr style="background:#eef2f0"><td><b>Template</b></td><td>Wednesday 09/10/2025 (cabinets must be installed &amp; level)</td></tr>
<tr><td><b>Install (estimated)</b></td><td>Week of 09/22/2025 &ndash; confirmed after template</td></tr>
<tr style="background:#eef2f0"><td><b>Total</b></td><td>$4,180.00</td></tr>
<tr><td><b>Deposit paid (50%)</b></td><td>$2,090.00 &ndash; balance due at install</td></tr>
</table>
<p>Your sink and faucet must be on site at templating.</p>
<p>Questions? Reply to this e-mail or visit our showroom at 7790 University Ave NE, Fridley.</p>
<p>Renee Fabian<br>Sales &amp; Design, Lakeside Stone &amp; Surfaces<br>763-555-0150</p>
<p style="font-size:11px;color:#999"><a href="https://lakesidestone.example/unsub?o=88213">Unsubscribe from promotions</a></p>
""" + PIXEL.format(d="lakesidestone-mail.example", k="88213") + """
</div></body></html>""", subtype="html", cte="quoted-printable")
add("mail/2025/07/2025-07-08_lakeside-order-confirmation.eml", m)

orig = """Hi Renee,

I'd like to change our order LSS-88213 before anything gets cut, if it's not too late:

1. Color: switch from Frost Drift to Pewter Mist, honed (not polished).
2. Edge: keep eased on the perimeter, but do the mitered edge on the two peninsula ends
   (the 6 cm look we saw in the showroom).

I understand this changes the price and maybe the dates. Please send me the revised
numbers and I'll confirm right away.

Thanks!
Dana Whitfield
612-555-0143"""
m = base("Renee Fabian <renee@lakesidestone.example>", DANA,
         "Re: LSS-88213 - color/edge change", when(2025, 7, 30, 9, 48),
         "<lss-88213-rev-b@lakesidestone.example>", cc=JAKE,
         reply_to="<CAdw-20250729-2211@fjordmail.example>")
m.set_content("""Hi Dana,

Not too late at all - nothing has been cut. Here's the revised order:

  Order: LSS-88213-B (replaces LSS-88213)
  Material: Quartz - "Pewter Mist", honed finish, 3 cm
  Edge: eased on perimeter; mitered (6 cm appearance) on both peninsula ends
  New total: $4,620.00 (+$440.00 for the mitered edge and slab difference)
  Your $2,090.00 deposit carries over; balance due at install.

One catch: Pewter Mist is backordered with our distributor until about 09/29. So the
new dates are:

  Template: Wednesday 10/08/2025, 10:00 am
  Install: Wednesday 10/29/2025 (tentative, confirmed after template)

I've copied Jake so he can adjust his schedule. Reply "confirmed" and I'll release it.

Best,
Renee

Renee Fabian | Lakeside Stone & Surfaces | 763-555-0150

On Tue, Jul 29, 2025 at 10:11 PM Dana Whitfield <dana.whitfield@fjordmail.example> wrote:
""" + quote(orig) + "\n", cte="quoted-printable")
add("mail/2025/07/2025-07-30_re-countertop-change.eml", m)

m = base("Minneapolis Inspections <inspections-noreply@minneapolismn.example>", DANA,
         "Inspection result - permit BLDR-25-018842", when(2025, 8, 19, 12, 58),
         "<insp-BLDR-25-018842-01@minneapolismn.example>", cc=JAKE)
m.set_content("""This is an automated message from the City of Minneapolis inspections system.

Permit:       BLDR-25-018842
Inspection:   Rough-in (electrical / plumbing)
Result:       CORRECTIONS REQUIRED

The inspection report is attached. Corrections must be completed and a re-inspection
requested before work is covered. Request re-inspections online or at 612-555-0101 (option 2).

Do not reply to this message.
""", cte="7bit")
m.add_attachment(b"""CITY OF MINNEAPOLIS - INSPECTION REPORT

Permit no.:        BLDR-25-018842
Inspection type:   Rough-in - electrical, plumbing (combined)
Date:              08/19/2025   Time on site: 10:25 AM - 11:05 AM
Inspector:         Gail Thorsen (badge 4417)
Contractor:        North Loop Builders & Remodeling LLC

ELECTRICAL
  [OK] Dedicated circuits: dishwasher, disposal, microwave - 12 AWG, 20A breakers labeled
  [OK] Small appliance circuits (2) - GFCI/AFCI dual function breakers
  [CORRECTION] NEC 300.4(A)(1): cable bored through studs less than 1-1/4 in. from the
               face at two locations (sink wall, dishwasher/disposal run). Install steel
               nail plates.
  [OK] Box fill, grounding, hood circuit

PLUMBING
  [OK] Relocated sink drain, vent, trap arm length
  [OK] Supply lines, shutoffs

RESULT: CORRECTIONS REQUIRED - re-inspection needed for electrical item only.
Re-inspection may be verified by photo if requested by contractor.

G. Thorsen
""", maintype="text", subtype="plain", filename="inspection_report_BLDR-25-018842.txt")
add("mail/2025/08/2025-08-19_city-inspection-result.eml", m)

co3_body = """Hi Dana and Nate,

Attached is Change Order #3 for your review and signature. Total: $1,865.00.

These items came up during the last few weeks on site. Please sign and return within
5 business days so we can keep the schedule on track for your countertop template.

Thank you,
Mindy Carlson
North Loop Builders & Remodeling LLC
612-555-0119"""
m = base(MINDY, DANA, "Change Order #3 - Whitfield kitchen", when(2025, 9, 30, 15, 40),
         "<co3-nlb-25-0412@northloopbuilders.example>", cc=f"{NATE}, {JAKE}")
m.set_content(co3_body + "\n", cte="7bit")
m.add_attachment(b"""NORTH LOOP BUILDERS & REMODELING LLC
CHANGE ORDER

Change order no.:  CO-3
Contract:          NLB-25-0412 (Whitfield - kitchen remodel)
Date:              09/30/2025
Prepared by:       Mindy Carlson for Jake Brennan

Description of change                                            Amount
--------------------------------------------------------------------------
1. Dedicated 20A dishwasher circuit; relocate GFCI receptacle
   at peninsula end (Volt Brothers Electric)                   $1,240.00
2. Drywall patch, tape and finish at removed soffit
   (approx. 14 lf, concealed condition)                          $385.00
3. Additional roll-off haul / swap on 09/12                      $240.00
--------------------------------------------------------------------------
TOTAL CHANGE ORDER                                             $1,865.00

Schedule impact: none.
Reason: field conditions / owner-requested changes.

Owner signature: ______________________   Date: __________
Contractor:      ______________________   Date: __________
""", maintype="text", subtype="plain", filename="CO-3_Whitfield.txt")
add("mail/2025/09/2025-09-30_change-order-3.eml", m)

dispute = """Hi Mindy (and Jake),

Thanks for sending this over. I've read CO-3 carefully and I can't sign it as written.

Item 1, the dishwasher circuit: a dedicated dishwasher circuit is part of the original
electrical scope — it's in section 4.2 of our contract. It was one of the main reasons
we did this remodel at all. I'm not willing to pay extra for it. If part of that line is
the GFCI move at the peninsula end, please split that out and I'll look at it separately.

Item 2, the drywall patch at the soffit: that's fair — nobody knew what was behind it. I'm
happy to sign a change order for that item.

Item 3, the extra dumpster haul on 09/12: section 7.1 includes two swaps, and this one was
needed because of crew scheduling, not because of anything we asked to change. Please
remove it.

Can Jake give me a call this week? I'd like to get this settled before the template on
10/08.

Thanks,
Dana
612-555-0143

On Tue, Sep 30, 2025 at 3:40 PM Mindy Carlson <mindy@northloopbuilders.example> wrote:
""" + quote(co3_body) + "\n"
m = base(DANA, MINDY, "Re: Change Order #3 - Whitfield kitchen", when(2025, 10, 3, 21, 17),
         "<CAdw-20251003-2117@fjordmail.example>", cc=f"{JAKE}, {NATE}",
         reply_to="<co3-nlb-25-0412@northloopbuilders.example>")
m.set_content(dispute, cte="8bit")
add("mail/2025/10/2025-10-03_re-change-order-3.eml", m)

dm_q = """Hi Dmitri,

Quick question about our kitchen (Elliot Ave, North Loop job). North Loop sent us a
change order that charges extra for the dedicated dishwasher circuit. Was the dishwasher
circuit included in your original rough-in price to North Loop?

Thanks so much,
Dana Whitfield"""
dm_a = """Hi Dana,

Yes - my rough-in bid to North Loop for your kitchen was $3,950 and it included the
dedicated dishwasher circuit, plus the disposal and microwave circuits and the two
countertop circuits. That was all in the original number and it's all in the permit scope.

The one thing that came up later was moving the GFCI at the end of the peninsula after the
pot-filler idea got dropped. That was an extra trip and a new box, and I billed North Loop
separately for that.

Happy to talk to Jake if it helps.

Dmitri Volkov
Volt Brothers Electric
612-555-0134"""
m = base(DANA, NATE, "Fwd: Re: Dishwasher circuit - Whitfield kitchen", when(2025, 10, 7, 18, 2),
         "<CAdw-20251007-1802@fjordmail.example>")
m.set_content("""Nate - see below. Dmitri confirms the dishwasher circuit was in his original
rough-in number, so CO-3 item 1 is double-charging us for it. The only real extra is the
GFCI move. I'm going to send this to Jake tomorrow morning (after I sleep on the wording).

D.

---------- Forwarded message ---------
From: Dmitri Volkov <dmitri@voltbros.example>
Date: Tue, Oct 7, 2025 at 4:26 PM
Subject: Re: Dishwasher circuit - Whitfield kitchen
To: Dana Whitfield <dana.whitfield@fjordmail.example>

""" + dm_a + """

On Mon, Oct 6, 2025 at 8:50 PM Dana Whitfield <dana.whitfield@fjordmail.example> wrote:
""" + quote(dm_q) + "\n", cte="7bit")
add("mail/2025/10/2025-10-07_fwd-dishwasher-circuit.eml", m)

jake = """Hi Dana,

Thanks for your patience, and for talking it through on the phone yesterday. You were
right on the dishwasher circuit - I checked with Dmitri and it was in his rough-in number.
That's on us. Here's where we landed:

REVISED CHANGE ORDER CO-3R (replaces CO-3)
  1. Relocate GFCI receptacle at peninsula end (owner change)   $515.00
  2. Drywall patch and finish at removed soffit                  $385.00
  3. Extra dumpster haul 09/12                                   waived
  Dishwasher circuit line                                        removed
  TOTAL                                                          $900.00

If that works, reply to this e-mail with your OK and sign the paper copy Marco will leave on
the counter.

SCHEDULE UPDATE
  - Lakeside chipped the peninsula piece at the miter during fabrication and is recutting
    it at their cost. Countertop install is now Tuesday 11/18, 8:00 am start.
  - Backsplash tile: week of 11/24.
  - Final inspection: I've requested Wednesday 12/03 (8-12 window). Someone needs to be home.
  - Substantial completion: Friday 12/05/2025.

I'll send the lien waivers from Volt Brothers and Lakeside along with the final invoice so
you have everything before the last payment.

Thanks again,
Jake

Jake Brennan | North Loop Builders & Remodeling | 612-555-0118

On Fri, Oct 3, 2025 at 9:17 PM Dana Whitfield <dana.whitfield@fjordmail.example> wrote:
""" + quote("""Hi Mindy (and Jake),

Thanks for sending this over. I've read CO-3 carefully and I can't sign it as written.

Item 1, the dishwasher circuit: a dedicated dishwasher circuit is part of the original
electrical scope - it's in section 4.2 of our contract.
[...]
Can Jake give me a call this week? I'd like to get this settled before the template on
10/08.""")
m = base(JAKE, DANA, "Re: Change Order #3 - Whitfield kitchen", when(2025, 11, 7, 7, 12),
         "<jb-co3r-20251107@northloopbuilders.example>", cc=f"{MINDY}, {NATE}",
         reply_to="<CAdw-20251003-2117@fjordmail.example>",
         refs="<co3-nlb-25-0412@northloopbuilders.example> <CAdw-20251003-2117@fjordmail.example>")
m.set_content(jake + "\n", cte="quoted-printable")
add("mail/2025/11/2025-11-07_re-co3-schedule-update.eml", m)

m = base(DANA, JAKE, "Re: Change Order #3 - Whitfield kitchen", when(2025, 11, 10, 19, 34),
         "<CAdw-20251110-1934@fjordmail.example>", cc=f"{MINDY}, {NATE}",
         reply_to="<jb-co3r-20251107@northloopbuilders.example>",
         refs="<co3-nlb-25-0412@northloopbuilders.example> <CAdw-20251003-2117@fjordmail.example> <jb-co3r-20251107@northloopbuilders.example>")
m.set_content("""Hi Jake,

Thank you for sorting this out - I really appreciate you checking with Dmitri.

I accept CO-3R as written: $900.00 total (GFCI relocation $515, drywall patch $385,
dumpster haul waived, dishwasher circuit removed). Please treat this e-mail as my written
approval; I'll sign Marco's paper copy on Friday.

Nate will be home Tuesday 11/18 to let the countertop crew in.

And yes please on the lien waivers from Volt Brothers and Lakeside with the final invoice -
we'd like to have those in hand before the final 10% payment.

Thanks,
Dana

On Fri, Nov 7, 2025 at 7:12 AM Jake Brennan <jake@northloopbuilders.example> wrote:
""" + quote("""REVISED CHANGE ORDER CO-3R (replaces CO-3)
  1. Relocate GFCI receptacle at peninsula end (owner change)   $515.00
  2. Drywall patch and finish at removed soffit                  $385.00
  3. Extra dumpster haul 09/12                                   waived
  Dishwasher circuit line                                        removed
  TOTAL                                                          $900.00""") + "\n", cte="7bit")
add("mail/2025/11/2025-11-10_re-change-order-3-reply.eml", m)

# ------------------------------------------------------------------ dog
m = base("Longfellow Veterinary Clinic <frontdesk@longfellowvet.example>", DANA,
         "Juniper - visit summary & invoice", when(2025, 7, 25, 17, 2),
         "<lvc-inv-20250725-juniper@longfellowvet.example>")
m.set_content("""Hi Dana,

Here is the summary of Juniper's recheck today with Dr. Brandt, plus your invoice.

VISIT SUMMARY - Juniper ("Juni") Whitfield, 07/25/2025
- Two-week recheck after starting furosemide. Kidney values OK (creatinine 1.3, BUN 27,
  potassium normal). Resting respiratory rate at home 20-24 - great.
- Medications, per Dr. Mensah's plan after the echocardiogram at Twin Cities Veterinary
  Specialists on 07/11:
    * Pimobendan 5 mg - 1 tablet twice daily
    * Furosemide 20 mg - 1 tablet twice daily
    * Gabapentin 100 mg - 1 capsule twice daily (for arthritis)
    * Carprofen - DISCONTINUED. Please stop giving it and bring any leftover tablets to
      the clinic for disposal.
- Next: recheck in about 3 months, sooner if breathing rate goes over 35.

INVOICE #LVC-58821
  Recheck exam ....................................... $68.00
  Renal panel + electrolytes ......................... $94.50
  Furosemide 20 mg tablets, #60 ...................... $18.20
  Gabapentin 100 mg capsules, #60 .................... $24.60
  Pimobendan 5 mg chewable tablets, #60 .............. $92.40
  -----------------------------------------------------------
  TOTAL (paid - Visa ending 3318) ................... $297.70

Thank you for trusting us with Juni's care!

Longfellow Veterinary Clinic
4012 E 42nd St, Minneapolis MN | 612-555-0172
""", cte="quoted-printable")
add("mail/2025/07/2025-07-25_longfellow-visit-summary.eml", m)

m = base("FetchRx Pet Pharmacy <orders@fetchrx.example>", DANA,
         "Your FetchRx order has shipped!", when(2025, 9, 5, 13, 44),
         "<frx-2290471-ship@fetchrx.example>")
m.set_content("""<html><body style="font-family:Arial,sans-serif;background:#f7f7f7">
<div style="max-width:600px;margin:auto;background:#fff;padding:16px">
<h2 style="color:#e0672b">FetchRx &#128062;</h2>
<p>Hi Dana, good news &mdash; Juniper's order is on its way!</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr style="background:#fdf0e8"><td>Order</td><td>FRX-2290471</td></tr>
<tr><td>Pet</td><td>Juniper (canine)</td></tr>
<tr style="background:#fdf0e8"><td>Item</td><td>Pimobendan 5 mg chewable tablets &times; 60</td></tr>
<tr><td>Prescriber</td><td>Anneliese Brandt, DVM (verified 09/03/2025)</td></tr>
<tr style="background:#fdf0e8"><td>Price</td><td>$57.80</td></tr>
<tr><td>Shipping</td><td>FREE (Autoship)</td></tr>
<tr style="background:#fdf0e8"><td>Autoship</td><td>Every 30 days &ndash; next ship date 10/05/2025</td></tr>
<tr><td>Refills remaining</td><td>5</td></tr>
</table>
<p>Track your package: <a href="https://fetchrx.example/track/FRX-2290471">fetchrx.example/track</a></p>
<p style="font-size:11px;color:#999">Questions about your pet's medication? Our pharmacists are available at 800-555-0147.
<a href="https://fetchrx.example/email-prefs">Manage e-mail preferences</a></p>
""" + PIXEL.format(d="fetchrx-mail.example", k="2290471") + """
</div></body></html>""", subtype="html", cte="quoted-printable")
add("mail/2025/09/2025-09-05_pet-pharmacy-shipped.eml", m)

m = base("Anneliese Brandt DVM <abrandt@longfellowvet.example>", DANA,
         "Juni - plan after yesterday's recheck", when(2025, 10, 15, 12, 26),
         "<ab-20251015-juni@longfellowvet.example>")
m.set_content("""Hi Dana,

Thanks for bringing Juni in yesterday. Summary so you have it in writing:

- Her lungs sounded clear, but with her sleeping breathing rate running 30-38 at home I'd
  like to get ahead of it. Furosemide goes UP to 30 mg twice daily (we dispensed 20 mg
  tablets: 1.5 tablets twice daily - the new label says the same).
- Pimobendan 5 mg twice daily - no change. Glad the FetchRx autoship is working.
- Gabapentin 100 mg twice daily - no change.
- Bloodwork: creatinine 1.6, BUN 34. A little higher than July, acceptable on a diuretic.

Could you please e-mail me her sleeping respiratory rate log for the next two weeks
(so around 10/28)? Just the numbers and times is perfect.

Her next recheck is booked for Tuesday 12/09 at 4:30 pm, with a repeat kidney panel. Call
sooner if she's over 35 twice in a row, coughing at night, or not eating.

Give her a scratch behind the ears from me.

Anneliese Brandt, DVM
Longfellow Veterinary Clinic | 612-555-0172
""", cte="base64")
add("mail/2025/10/2025-10-15_juni-recheck-plan.eml", m)

# ------------------------------------------------------------------ hockey hotel
m = base("Zumbro Suites Rochester <reservations@zumbrosuites.example>", DANA,
         "Your reservation is confirmed", when(2025, 10, 30, 20, 7),
         "<res-zs-7741920@zumbrosuites.example>")
m.set_content("""<html><body style="font-family:Tahoma,sans-serif;color:#213">
<h2>Zumbro Suites &middot; Rochester</h2>
<p>Dear Dana Whitfield,</p>
<p>Thank you for booking with us. We look forward to your stay!</p>
<table border="0" cellpadding="6" cellspacing="0" style="border:1px solid #bcd">
<tr style="background:#eef4fa"><td><b>Confirmation</b></td><td>ZS-7741920</td></tr>
<tr><td><b>Arrival</b></td><td>Friday, December 12, 2025 (check-in from 3:00 PM)</td></tr>
<tr style="background:#eef4fa"><td><b>Departure</b></td><td>Sunday, December 14, 2025 (check-out by 11:00 AM)</td></tr>
<tr><td><b>Room</b></td><td>Two Queen Suite with mini-fridge and microwave, 1 room, 2 nights</td></tr>
<tr style="background:#eef4fa"><td><b>Rate</b></td><td>$139.00 per night + tax &ndash; Med City Holiday Classic / Twin Lakes Youth Hockey block</td></tr>
<tr><td><b>Included</b></td><td>Hot breakfast buffet 6:00&ndash;9:30 AM, Wi-Fi, parking</td></tr>
<tr style="background:#eef4fa"><td><b>Special requests</b></td><td>Room away from pool area (not guaranteed)</td></tr>
<tr><td><b>Cancellation</b></td><td>Free until 6:00 PM on 12/10/2025</td></tr>
</table>
<p><b>Address:</b> 4410 Zumbro Crossing NW, Rochester, MN 55901 &middot; 507-555-0163<br>
From US-52, take exit 55 and follow signs for Zumbro Crossing. Free parking behind the building;
hockey bags may not be stored in vehicles overnight in sub-zero temperatures &ndash; use the gear room by the side entrance.</p>
<p>See you soon!<br>The Zumbro Suites team</p>
</body></html>""", subtype="html", cte="base64")
add("mail/2025/10/2025-10-30_hotel-reservation.eml", m)

# ------------------------------------------------------------------ book club
BOOKCLUB_TO = ("Beth Nakamura <bethnak@lakemail.example>, Yvette Dubois <yvette.d@lakemail.example>, "
               "Sunita Rao <sunita.rao@fjordmail.example>, Kay Lindgren <kaylindgren@lakemail.example>, "
               + DANA)
venue_par = """Change of plans for November! Yvette's water heater burst last week and her basement is
a swamp, so we're meeting at Blue Heron Coffeehouse instead - the back room, 2217 E 38th St.
Same night and time: Thursday 11/20, 7 pm. They'll let us have the room until 9; order
at the counter."""
m = base("Corinne Aalto <corinne.aalto@lakemail.example>", BOOKCLUB_TO,
         "Book club - November change + December", when(2025, 11, 4, 20, 40),
         "<ca-bookclub-nov-2025@lakemail.example>")
m.set_content("""Hi all,

""" + venue_par + """

We're discussing A Ledger of Small Weathers. No spoilers on the group chat, Kay.

December: Sunita has offered to host on Thursday 12/18 at her place - she'll send
directions and parking tips closer to the date. Thank you Sunita!

And January is Beth (she and Dana swapped), March is Dana.

Corinne
""", cte="7bit")
add("mail/2025/11/2025-11-04_book-club-november.eml", m)

m = base(DANA, "Corinne Aalto <corinne.aalto@lakemail.example>",
         "Re: Book club - November change + December", when(2025, 11, 5, 6, 55),
         "<CAdw-20251105-0655@fjordmail.example>", cc=BOOKCLUB_TO.replace(", " + DANA, ""),
         reply_to="<ca-bookclub-nov-2025@lakemail.example>")
m.set_content("""Blue Heron works great for me - poor Yvette!

I'll bring the discussion questions printed out, and I'll send everyone the library hold
link for December's book once I figure out which branch has the most copies.

Dana

On Tue, Nov 4, 2025 at 8:40 PM Corinne Aalto <corinne.aalto@lakemail.example> wrote:
""" + quote(venue_par) + "\n", cte="7bit")
add("mail/2025/11/2025-11-05_re-book-club-november.eml", m)

# ------------------------------------------------------------------ noise
m = base("Twin Cities Remodel & Home Expo <hello@tcremodelexpo.example>", DANA,
         "This weekend only: 2-for-1 expo tickets + free kitchen design consult",
         when(2025, 5, 8, 7, 30), "<promo-tcrhe-0508@tcremodelexpo.example>")
m.set_content("""<html><body style="font-family:Arial;background:#222;color:#fff">
<div style="max-width:600px;margin:auto;background:#fff;color:#222">
<h1 style="background:#c0392b;color:#fff;padding:14px">TWIN CITIES REMODEL &amp; HOME EXPO</h1>
<p>Planning a kitchen or bath this year? Meet 200+ contractors, cabinet makers and countertop
fabricators under one roof.</p>
<table cellpadding="8" width="100%">
<tr><td><b>When</b></td><td>Sat 05/10 &amp; Sun 05/11, 10 am &ndash; 6 pm</td></tr>
<tr><td><b>Where</b></td><td>Exhibition Hall C, Bloomington</td></tr>
<tr><td><b>Deal</b></td><td>2-for-1 tickets with code REMODEL25</td></tr>
<tr><td><b>Bonus</b></td><td>Free 20-minute kitchen design consult (first 300 attendees)</td></tr>
</table>
<p>Seminars: "Quartz vs. Granite vs. Soapstone", "How to read a change order", "Permits 101".</p>
<p style="font-size:10px;color:#888">You received this because you signed up at a past event.
<a href="https://tcremodelexpo.example/unsub">Unsubscribe</a></p>
""" + PIXEL.format(d="tcremodelexpo.example", k="0508") + """
</div></body></html>""", subtype="html", cte="quoted-printable")
add("mail/2025/05/2025-05-08_remodel-expo-promo.eml", m)

m = base(NATE, DANA, "Fwd: This weekend only: 2-for-1 expo tickets + free kitchen design consult",
         when(2025, 5, 9, 12, 31), "<nw-fwd-expo-20250509@fjordmail.example>")
m.set_content("""Want to go Saturday morning? There's a seminar called "How to read a change order"
which feels relevant now that we've picked a contractor. Caleb has hockey camp
tryouts info night at 1 so we'd have to be back by noon.

N

---------- Forwarded message ---------
From: Twin Cities Remodel & Home Expo <hello@tcremodelexpo.example>
Date: Thu, May 8, 2025 at 7:30 AM
Subject: This weekend only: 2-for-1 expo tickets + free kitchen design consult
To: <nate.whitfield@fjordmail.example>

TWIN CITIES REMODEL & HOME EXPO
Planning a kitchen or bath this year? Meet 200+ contractors, cabinet makers and
countertop fabricators under one roof.

When: Sat 05/10 & Sun 05/11, 10 am - 6 pm
Where: Exhibition Hall C, Bloomington
Deal: 2-for-1 tickets with code REMODEL25
Bonus: Free 20-minute kitchen design consult (first 300 attendees)

Seminars: "Quartz vs. Granite vs. Soapstone", "How to read a change order",
"Permits 101".
""", cte="7bit")
add("mail/2025/05/2025-05-09_fwd-expo-tickets.eml", m)

digest_txt = """UPPER MIDWEST HEALTH-SYSTEM PHARMACY DIGEST - October 2025

1) SHORTAGE WATCH
- IV fluids: supply is improving after last year's manufacturer outage, but many systems are
  still on conservation protocols (oral rehydration first, IV push instead of small-volume
  piggybacks where appropriate). Review your protocols before flu season.
- Amoxicillin oral suspension 400 mg/5 mL: intermittent backorders; consider 250 mg/5 mL and
  adjust volumes, or capsules for children who can swallow them.
- Lidocaine 1% prefilled syringes: allocation continues into Q1 2026.
- Methylphenidate ER: patchy community supply; outpatient pharmacies report 1-2 week delays.

2) USP <797> one-year check-in: common findings from state board inspections (beyond-use
   dating, personnel sampling documentation, cleaning logs).

3) WEBINAR: "Anticoagulation stewardship in the ED" - Thu 11/13, 12:00-1:00 pm CT, 1.0 CE.

4) Member spotlight: a regional hospital cut IV acetaminophen use by 40% with an automatic
   IV-to-PO conversion protocol.

You are receiving this newsletter as a member of the Upper Midwest Health-System Pharmacists
Association. Update preferences: https://umhspa.example/prefs
"""
m = base("UMHSPA Digest <digest@umhspa.example>", DANA,
         "Pharmacy Digest: shortage watch, USP 797 check-in, ED anticoagulation webinar",
         when(2025, 10, 21, 5, 0), "<digest-2025-10@umhspa.example>")
m["List-Id"] = "UMHSPA Digest <digest.umhspa.example>"
m["List-Unsubscribe"] = "<https://umhspa.example/unsub?m=dw>"
m.set_content(digest_txt, cte="quoted-printable")
m.add_alternative("<html><body style=\"font-family:Georgia,serif\">" +
                  "".join(f"<p>{p.replace(chr(10), '<br>')}</p>" for p in digest_txt.strip().split("\n\n")) +
                  PIXEL.format(d="umhspa-mail.example", k="2025-10") + "</body></html>",
                  subtype="html", cte="quoted-printable")
add("mail/2025/10/2025-10-21_pharmacy-digest.eml", m)


def build():
    out = []
    for rel, msg in MAILS:
        pin_boundaries(msg, rel)
        out.append(write(rel, msg.as_bytes(policy=policy.default), binary=True))
    return out
