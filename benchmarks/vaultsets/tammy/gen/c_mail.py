# -*- coding: utf-8 -*-
"""E-mail specs. Built into .eml files by build.py with email.message.EmailMessage."""

TAMMY = "Tammy Kowalczyk <tkowalczyk.rn@daytonmail.example>"
RICK = "Rick Kowalczyk <rick.kowalczyk@daytonmail.example>"
DENISE = "Denise Halloran <denise.halloran@queencity.example>"

MAILS = []

# 1 ------------------------------------------------------------ Miami Valley quote (HTML only, QP)
MAILS.append(dict(
    path="mail/2024/11/2024-11-19_miami-valley-waterproofing-estimate.eml",
    frm="Dale Hutchins <dale@mvwaterproofing.example>", to=TAMMY,
    subject="Your basement waterproofing estimate - Kowalczyk residence",
    date="Tue, 19 Nov 2024 16:41:07 -0500", msgid="<est-20241119-2291@mvwaterproofing.example>",
    type="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Tammy,</p>
<p>Thanks for having me out yesterday. As discussed, here is our estimate for the north (back) and east walls where we saw the efflorescence and the water line on the block.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dfe8f2"><th>Item</th><th>Description</th><th>Amount</th></tr>
<tr><td>1</td><td>Interior drain tile, north + east walls (approx. 92 LF), jackhammer, 4&quot; perforated pipe, washed stone, re-pour</td><td>$4,850.00</td></tr>
<tr><td>2</td><td>New sump basin + 1/3 HP thermoplastic submersible pump, check valve, discharge to exterior</td><td>$1,150.00</td></tr>
<tr><td>3</td><td>Wall vapor barrier / dimple membrane, north + east walls</td><td>$950.00</td></tr>
<tr><td></td><td><b>Total</b></td><td><b>$6,950.00</b></td></tr>
</table>
<p><b>Warranty:</b> 10-year warranty on the drain system (original owner, not transferable). Pump carries the manufacturer's 1-year warranty.</p>
<p>We are currently scheduling 2&ndash;3 weeks out. 30% deposit to schedule, balance on completion. Estimate good for 60 days.</p>
<p>Any questions give me a call.</p>
<p>Dale Hutchins<br>Estimator, Miami Valley Waterproofing<br>937-555-0121</p>
</body></html>""",
))

# 2 ------------------------------------------------------------ DryPro quote (plain, QP)
MAILS.append(dict(
    path="mail/2024/12/2024-12-10_drypro-estimate-4471.eml",
    frm="Brent Kasper <bkasper@dryprobasements.example>", to=TAMMY,
    subject="DryPro Basement Systems - Estimate #4471",
    date="Tue, 10 Dec 2024 09:12:44 -0500", msgid="<4471.20241210091244@dryprobasements.example>",
    type="plain", cte="quoted-printable",
    text="""Hi Tammy and Rick,

Great meeting you both last night. Here's the written estimate for what we walked through. I know it's a bigger number than some of the other guys but I want you comparing apples to apples - this is the full perimeter, not two walls.

ESTIMATE #4471 - Kowalczyk residence, Dayton OH

  - Interior perimeter drain system, all four walls (approx. 118 linear ft),
    including removal and re-pour of concrete, wall flange, and clean-out ports ..... $6,290
  - Aquarius AP-33V 1/3 HP cast iron submersible sump pump, 24" sealed-lid
    basin (radon-ready), check valve, 1.5" PVC discharge through east wall ......... $1,640
  - Disposal, permit, clean-up ........................................................ $470
                                                                          TOTAL: $8,400

Options (not included above):
  - Battery backup pump system ........................................ quoted separately
  - Energy Star basement dehumidifier w/ condensate to sump ................... $1,395

WARRANTY: Lifetime warranty on the drain system, fully transferable to future owners at no charge (this is the big one when you sell). Pump carries the manufacturer's 5-year warranty - you register it after install.

Scheduling is 4-6 weeks out right now. Price good through March 31, 2025.

Thanks again - Biscuit is a very good boy.

Brent Kasper
Design Specialist | DryPro Basement Systems
937-555-0133
""",
))

# 3 ------------------------------------------------------------ Gem City quote (multipart/alternative, QP)
MAILS.append(dict(
    path="mail/2025/01/2025-01-14_gem-city-foundation-proposal.eml",
    frm="Gem City Foundation Repair <estimates@gemcityfoundation.example>", to=TAMMY,
    subject="Proposal: exterior waterproofing - rear & east foundation walls",
    date="Tue, 14 Jan 2025 11:03:29 -0500", msgid="<prop-25-0114-kowalczyk@gemcityfoundation.example>",
    type="alt", cte=("quoted-printable", "quoted-printable"),
    text="""Mrs. Kowalczyk,

Thank you for the opportunity to inspect your foundation on Monday. Our proposal:

Scope: Excavate along the rear (north) and east foundation walls to the footing, clean and parge block, apply rubberized asphalt membrane + drainage board, install new exterior footer drain tied to daylight/ existing sump, backfill with gravel and compacted clay cap.

Proposal total: $11,200.00
Not included: landscaping, patio or concrete removal/replacement, shrub/rose relocation.
Warranty: 15 years, transferable.
Scheduling: excavation work scheduled April-October only (ground conditions).

Exterior waterproofing stops water at the source and is the preferred long-term fix for block foundations.

Regards,
Mike Sauer, Project Manager
Gem City Foundation Repair
""",
    html="""<html><body>
<p>Mrs. Kowalczyk,</p>
<p>Thank you for the opportunity to inspect your foundation on Monday. Our proposal:</p>
<table border="1" cellpadding="5">
<tr><th>Scope</th><td>Excavate along the rear (north) and east foundation walls to the footing, clean and parge block, apply rubberized asphalt membrane + drainage board, install new exterior footer drain tied to daylight/ existing sump, backfill with gravel and compacted clay cap.</td></tr>
<tr><th>Proposal total</th><td><b>$11,200.00</b></td></tr>
<tr><th>Not included</th><td>landscaping, patio or concrete removal/replacement, shrub/rose relocation</td></tr>
<tr><th>Warranty</th><td>15 years, transferable</td></tr>
<tr><th>Scheduling</th><td>excavation work scheduled April&ndash;October only (ground conditions)</td></tr>
</table>
<p>Exterior waterproofing stops water at the source and is the preferred long-term fix for block foundations.</p>
<p>Regards,<br>Mike Sauer, Project Manager<br>Gem City Foundation Repair</p>
</body></html>""",
))

# 4 ------------------------------------------------------------ agency mileage memo 2025 (plain QP)
MAILS.append(dict(
    path="mail/2025/01/2025-01-06_payroll-mileage-rate-2025.eml",
    frm="BVHH Payroll <payroll@buckeyevalleyhh.example>", to="Field Staff <fieldstaff@buckeyevalleyhh.example>",
    subject="2025 mileage reimbursement rate - field staff",
    date="Mon, 06 Jan 2025 08:02:15 -0500", msgid="<memo-2025-001@buckeyevalleyhh.example>",
    type="plain", cte="quoted-printable",
    text="""To: All field clinicians (RN, LPN, PT, OT, ST, HHA)
From: Payroll / Finance
Re: Mileage reimbursement - calendar year 2025

Effective January 1, 2025, the mileage reimbursement rate for field staff is $0.60 per mile (2024 rate was $0.58 per mile).

Reminders:
 - Submit mileage in CareTrack by the 5th of the following month. Claims submitted late are paid the next cycle.
 - Normal commute miles (home to office and back) are not reimbursable. See policy FIN-12.
 - Patient initials only on all mileage logs - no full names, no addresses.
 - Tolls and parking require receipts.

Questions: payroll@buckeyevalleyhh.example or ext. 204.

Thank you for all you do on the road!
Buckeye Valley Home Health - Payroll
""",
))

# 5 ------------------------------------------------------------ lawyer signing confirmation (plain, 8bit)
MAILS.append(dict(
    path="mail/2025/02/2025-02-13_vanterpool-signing-appointment.eml",
    frm="Gregory Vanterpool <gvanterpool@vanterpoolreese.example>", to=TAMMY, cc=DENISE,
    subject="Irene Sadowski - POA signing appointment",
    date="Thu, 13 Feb 2025 10:17:52 -0500", msgid="<a81c2f3e-0213@vanterpoolreese.example>",
    type="plain", cte="8bit",
    text="""Dear Tammy and Denise,

Thank you for meeting with us yesterday, and please thank Irene for me — she was a delight.

As discussed, we have scheduled the signing of Irene’s documents (durable financial power of attorney, health care power of attorney, HIPAA authorization, and living will declaration) for:

    Thursday, March 6, 2025 at 10:00 a.m.
    Vanterpool & Reese, LLC
    1845 Far Hills Avenue, Suite 210
    Oakwood, Ohio 45419

Parking is in the lot behind the building; the entrance is off Thruston Blvd. We are on the second floor (elevator to the left of the lobby).

Please bring Irene’s photo ID (driver’s license or state ID). We will provide the notary and the two witnesses. Irene will meet with me privately for a few minutes before signing, as we did yesterday. Plan on about an hour.

Our flat fee for this package is $1,450, due at signing (check or card).

Drafts will be emailed to you for review by February 27.

Warm regards,

Gregory A. Vanterpool, Esq.
Vanterpool & Reese, LLC — Elder Law & Estate Planning
937-555-0110
""",
))

# 6 ------------------------------------------------------------ reply: reschedule (7bit, quoting)
MAILS.append(dict(
    path="mail/2025/03/2025-03-03_re-poa-signing-appointment.eml",
    frm="Gregory Vanterpool <gvanterpool@vanterpoolreese.example>", to=TAMMY, cc=DENISE,
    subject="Re: Irene Sadowski - POA signing appointment",
    date="Mon, 03 Mar 2025 13:48:30 -0500", msgid="<c19d7720-0303@vanterpoolreese.example>",
    in_reply_to="<CAtk0302mom@daytonmail.example>",
    references="<a81c2f3e-0213@vanterpoolreese.example> <CAtk0302mom@daytonmail.example>",
    type="plain", cte="7bit",
    text="""Tammy,

Not a problem at all - these things happen. We have moved Irene's signing to Thursday, March 13 at 10:30 a.m., same place. Notary and witnesses are confirmed for that time.

The drafts look good on our end; if you or Denise have any changes, please send them by this Friday.

Best,
Greg

Gregory A. Vanterpool, Esq.
Vanterpool & Reese, LLC
937-555-0110

On Sun, Mar 2, 2025 at 8:51 PM Tammy Kowalczyk <tkowalczyk.rn@daytonmail.example> wrote:
> Hi Greg,
>
> I am so sorry, I got assigned a start-of-care visit on Thursday the 6th
> that I can't get out of (pt is being discharged from the hospital that
> morning). Any chance we could move mom's signing to the following week?
> Thursdays are best for me, late morning if you have it. Denise can do
> any Thursday.
>
> Also we read the drafts, no changes from us.
>
> Thanks,
> Tammy
""",
))

# 7 ------------------------------------------------------------ Keystone welcome (HTML only, base64) - member ID hidden
MAILS.append(dict(
    path="mail/2025/03/2025-03-21_keystone-heritage-welcome.eml",
    frm="Keystone Heritage Health <welcome@keystoneheritage.example>", to=TAMMY,
    subject="Welcome to Keystone Heritage Senior Advantage PPO",
    date="Fri, 21 Mar 2025 06:30:00 -0400", msgid="<wl-20250321-55810@keystoneheritage.example>",
    type="html", cte="base64",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif">
<h2 style="color:#2b4c7e">Welcome to Keystone Heritage Health!</h2>
<p>This message is being sent to the authorized representative on file for <b>IRENE M SADOWSKI</b>.</p>
<p>Your enrollment in <b>Keystone Heritage Senior Advantage PPO (H8841-002)</b> has been confirmed. Your ID card will arrive by mail within 10 business days. Until then, you may show this email at your doctor's office or pharmacy.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Member name</th><td>IRENE M SADOWSKI</td></tr>
<tr><th align="left">Member ID</th><td>KHH-884217-02</td></tr>
<tr><th align="left">Group / Plan</th><td>H8841-002 Senior Advantage PPO</td></tr>
<tr><th align="left">Effective date</th><td>04/01/2025</td></tr>
<tr><th align="left">RxBIN / RxPCN</th><td>610455 / KHHMAPD</td></tr>
<tr><th align="left">Monthly premium</th><td>$39.00</td></tr>
</table>
<h3>Your costs at a glance (in network)</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Service</th><th>You pay</th></tr>
<tr><td>Primary care visit</td><td>$0</td></tr>
<tr><td>Specialist visit (no referral required)</td><td>$35</td></tr>
<tr><td>Urgent care</td><td>$40</td></tr>
<tr><td>Emergency room</td><td>$110</td></tr>
<tr><td>Rx tier 1 / tier 2 (30-day)</td><td>$0 / $10</td></tr>
<tr><td>Maximum out-of-pocket (in network)</td><td>$4,900</td></tr>
</table>
<p>Questions? Member Services 1-800-555-0166 (TTY 711), 8 a.m.&ndash;8 p.m., 7 days a week.</p>
<p style="font-size:11px;color:#777">Keystone Heritage Health is an HMO and PPO plan with a Medicare contract. Enrollment depends on contract renewal. Y0099_WLC25_M</p>
</body></html>""",
))

# 8 ------------------------------------------------------------ Lakeshore claim ack (plain base64) - claim # hidden
MAILS.append(dict(
    path="mail/2025/04/2025-04-14_lakeshore-claim-acknowledgment.eml",
    frm="Lakeshore Mutual Claims <claims@lakeshoremutual.example>", to=TAMMY,
    subject="We received your claim - 2014 Honda Civic",
    date="Mon, 14 Apr 2025 09:26:11 -0400", msgid="<clm-ack-77316@lakeshoremutual.example>",
    type="plain", cte="base64",
    text="""Dear Tammy Kowalczyk,

Thank you for reporting your loss. We're sorry this happened and we're here to help.

Claim number:      LMC-2504-77316
Policy number:     AUT-4419083-OH
Date of loss:      04/12/2025
Location:          W Lane Ave at Kenny Rd, Columbus, OH
Insured vehicle:   2014 Honda Civic LX
Driver:            Tyler J. Kowalczyk
Coverage applied:  Collision ($500 deductible)
Rental:            up to $40/day, max 30 days

A claims adjuster will contact you within 2 business days. Please have your claim number ready whenever you call us or your repair shop.

You may choose any licensed repair facility. If you use a Lakeshore Select shop, repairs are guaranteed for as long as you own the vehicle.

Lakeshore Mutual Insurance - Claims
1-800-555-0144 (24/7)
""",
))

# 9 ------------------------------------------------------------ Keystone EOB (HTML only, QP)
MAILS.append(dict(
    path="mail/2025/04/2025-04-28_keystone-eob-april.eml",
    frm="Keystone Heritage Health <noreply-eob@keystoneheritage.example>", to=TAMMY,
    subject="Your Explanation of Benefits is ready",
    date="Mon, 28 Apr 2025 05:12:40 -0400", msgid="<eob-20250428-9920@keystoneheritage.example>",
    type="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif">
<h3>Explanation of Benefits &mdash; THIS IS NOT A BILL</h3>
<p>Member: IRENE M SADOWSKI &nbsp; | &nbsp; Plan: Senior Advantage PPO &nbsp; | &nbsp; Statement period: 04/01/2025&ndash;04/25/2025</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#eee"><th>Date of service</th><th>Provider</th><th>Service</th><th>Billed</th><th>Allowed</th><th>Plan paid</th><th>You may owe</th><th>Remark</th></tr>
<tr><td>04/03/2025</td><td>Miami Valley Neurology Assoc. &ndash; Raman, Anjali MD</td><td>Office visit, est. patient, level 4 (99214); cognitive assessment (99483)</td><td>$640.00</td><td>$412.00</td><td>$0.00</td><td><b>$412.00</b></td><td>N54</td></tr>
<tr><td>04/08/2025</td><td>Kroger Pharmacy #0377</td><td>Rx fill</td><td>$18.20</td><td>$18.20</td><td>$18.20</td><td>$0.00</td><td>&nbsp;</td></tr>
</table>
<p><b>N54</b> &ndash; Claim denied: referral/authorization not on file for this service.</p>
<p>If you disagree with this decision, you have the right to request a reconsideration (appeal) within 65 days of the date of this notice. See the back of your EOB or call Member Services at 1-800-555-0166.</p>
</body></html>""",
))

# 10 ----------------------------------------------------------- adjuster reply (8bit, quoting)
MAILS.append(dict(
    path="mail/2025/05/2025-05-02_re-claim-questions-deductible.eml",
    frm="Marcus Oyelaran <moyelaran@lakeshoremutual.example>", to=TAMMY,
    subject="RE: questions about Tyler's claim / deductible",
    date="Fri, 02 May 2025 15:20:03 -0400", msgid="<RE-mo-0502-1@lakeshoremutual.example>",
    in_reply_to="<CAtk0501claim@daytonmail.example>", references="<CAtk0501claim@daytonmail.example>",
    type="plain", cte="8bit",
    text="""Hi Tammy,

Good questions — here's where things stand:

1. We handled the repair under your collision coverage so Tyler's car could be fixed right away instead of waiting on the other carrier. That's why you paid the $500 deductible to the shop.

2. We've opened subrogation against the other driver's carrier (Hoosier Casualty). Their insured was cited for following too closely, so liability looks clear. If we recover in full, your $500 deductible is refunded to you by check. These typically take 60–120 days, sometimes longer if the other carrier is slow.

3. The shop Tyler picked is fine — it doesn't need to be one of ours. The final supplement for the trunk lid was approved yesterday.

4. Your premium won't be surcharged for a not-at-fault loss.

I'll be your adjuster for the life of the claim, so feel free to reach me directly.

Marcus Oyelaran
Claims Adjuster II, Auto Physical Damage
Lakeshore Mutual Insurance
614-555-0152 direct

-----Original Message-----
From: Tammy Kowalczyk <tkowalczyk.rn@daytonmail.example>
Sent: Thursday, May 1, 2025 9:42 PM
Subject: questions about Tyler's claim / deductible

> Hi, I'm the policyholder on the claim for my son's Civic (rear-ended 4/12).
> Couple questions since nobody has explained this to us:
> - The other driver hit HIM. Why are we paying a deductible at all?
> - Will we get the $500 back? When?
> - Does it matter that he took it to a shop that's not on your list?
> - Is our rate going up?
> Thanks, Tammy
""",
))

# 11 ----------------------------------------------------------- Willows follow-up (multipart/alternative, QP)
MAILS.append(dict(
    path="mail/2025/06/2025-06-13_willows-thank-you-for-visiting.eml",
    frm="Pam Ostrowski <postrowski@willowsbeavercreek.example>", to=TAMMY, cc=DENISE,
    subject="Thank you for visiting The Willows!",
    date="Fri, 13 Jun 2025 10:05:55 -0400", msgid="<w-0613-ostrowski@willowsbeavercreek.example>",
    type="alt", cte=("quoted-printable", "quoted-printable"),
    text="""Dear Tammy and Denise,

It was such a pleasure meeting you and Irene yesterday! Irene's stories about the bakery on Xenia Ave had us all smiling.

As promised, here is our memory care pricing:
  - Private memory care suite: $7,400/month, all-inclusive (care, meals, activities, laundry, medication management)
  - One-time community fee: $3,000
  - Waitlist deposit: $1,000, fully refundable, applied to the community fee at move-in

Our memory care neighborhood is currently full. Based on our waitlist, we anticipate an opening in late summer or early fall.

Please don't hesitate to call with any questions.

Warmly,
Pam Ostrowski
Community Relations Director, The Willows at Beavercreek
937-555-0128
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Dear Tammy and Denise,</p>
<p>It was such a pleasure meeting you and Irene yesterday! Irene's stories about the bakery on Xenia Ave had us all smiling.</p>
<p>As promised, here is our memory care pricing:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>Private memory care suite</td><td>$7,400/month, all-inclusive (care, meals, activities, laundry, medication management)</td></tr>
<tr><td>One-time community fee</td><td>$3,000</td></tr>
<tr><td>Waitlist deposit</td><td>$1,000, fully refundable, applied to the community fee at move-in</td></tr>
</table>
<p>Our memory care neighborhood is currently full. Based on our waitlist, we anticipate an opening in late summer or early fall.</p>
<p>Warmly,<br>Pam Ostrowski<br>Community Relations Director, The Willows at Beavercreek<br>937-555-0128</p>
</body></html>""",
))

# 12 ----------------------------------------------------------- Denise re mom's house (8bit, reply quoting)
MAILS.append(dict(
    path="mail/2025/06/2025-06-28_re-moms-house.eml",
    frm=DENISE, to=TAMMY,
    subject="Re: mom's house",
    date="Sat, 28 Jun 2025 22:14:09 -0400", msgid="<CAdh0628house@queencity.example>",
    in_reply_to="<CAtk0624house@daytonmail.example>", references="<CAtk0624house@daytonmail.example>",
    type="plain", cte="8bit",
    text="""Tam,

Ok so when we were up Sunday Kevin had his buddy Rob (the roofer, the one who did our garage) go up on mom's roof while you had her at the hair place. His words: the back side is "shot." Shingles curling, a bunch of tabs gone over the back porch, flashing around the chimney is original. He thinks we get maybe two more winters out of it and then it starts leaking into the back bedroom. Ballpark $14–16k for a full tear-off.

Here's where I land and I know you won't love it: I don't want to put $15k into a house we're going to sell. When the time comes we sell it AS IS and price it for the roof. Lisa (my realtor friend) says as-is listings in Kettering go fast, people want the neighborhood and they're going to redo the kitchen anyway. Every dollar we spend on it is a dollar mom doesn't have for her care.

The only thing I WOULD fix is the back porch step, because somebody is going to break their neck.

Let me know what you think. Not trying to steamroll you. Love you.

D

On Tue, Jun 24, 2025 at 9:30 PM Tammy Kowalczyk <tkowalczyk.rn@daytonmail.example> wrote:
> Did Kevin's guy ever look at mom's roof? What did he say? I noticed a
> water stain on the back bedroom ceiling last week, little one by the
> closet. Not panicking yet.
> T
""",
))

# 13 ----------------------------------------------------------- Ohio BON renewal (plain base64) - license # hidden, CE requirement
MAILS.append(dict(
    path="mail/2025/07/2025-07-01_ohio-board-of-nursing-renewal-open.eml",
    frm="Ohio Board of Nursing <no-reply@nursing.ohio-elicense.example>", to=TAMMY,
    subject="Your nursing license renewal is now open",
    date="Tue, 01 Jul 2025 07:00:12 -0400", msgid="<obn-renewal-2025-3188@nursing.ohio-elicense.example>",
    type="plain", cte="base64",
    text="""OHIO BOARD OF NURSING - LICENSE RENEWAL NOTICE

Licensee:      TAMMY LYNN KOWALCZYK
License type:  Registered Nurse
License no.:   RN.318804
Expires:       October 31, 2025

The 2025 renewal period for registered nurses is now open. You may renew online through the Ohio eLicense Center.

Continuing education requirement for this renewal period (November 1, 2023 - October 31, 2025):
  - 24 contact hours of continuing education, AND
  - at least 1 of those contact hours must be Category A (directly related to Ohio nursing law and rules, Chapter 4723 ORC and OAC), approved by an OBN-approved provider unit.

Do not send certificates with your application. Keep them for six years; you may be selected for audit.

Renewal fee: $65.00. Applications received after September 15, 2025 are subject to a $50.00 late processing fee.
If you do not renew by October 31, 2025, your license will lapse and you may not practice in Ohio.

This is an automated message. Please do not reply.
""",
))

# 14 ----------------------------------------------------------- Darlene reply re July on-call (7bit, quoting)
MAILS.append(dict(
    path="mail/2025/07/2025-07-11_re-july-weekend-on-call.eml",
    frm="Darlene Pruitt <dpruitt@buckeyevalleyhh.example>", to=TAMMY,
    subject="RE: July weekend on-call",
    date="Fri, 11 Jul 2025 16:52:18 -0400", msgid="<RE-dp-0711@buckeyevalleyhh.example>",
    in_reply_to="<CAtk0710oncall@buckeyevalleyhh.example>", references="<CAtk0710oncall@buckeyevalleyhh.example>",
    type="plain", cte="7bit",
    text="""Tammy,

I hear you but I have two RNs out on FMLA through the end of the month and Keisha is still in orientation and can't take call alone yet. July weekends stand as posted (7/12-13, 7/19-20, 7/26-27). I will try to make it up to you in August.

If you want to swap with someone you can, just get it to me in writing by Wednesday of that week.

Darlene Pruitt
Scheduling Coordinator
Buckeye Valley Home Health

-----Original Message-----
From: Tammy Kowalczyk
Sent: Thursday, July 10, 2025 8:14 PM
To: Darlene Pruitt
Subject: July weekend on-call

> Darlene,
> I'm on call 3 weekends in a row in July (12-13, 19-20, 26-27). The
> handbook says 1 in 4 (section 6.3). This is the second time this year
> I've been stacked like this. Please fix it or I'll need to take it to
> Monica.
> Tammy
""",
))

# 15 ----------------------------------------------------------- forward Brookhaven pricing to Denise (7bit)
MAILS.append(dict(
    path="mail/2025/07/2025-07-21_fwd-brookhaven-pricing.eml",
    frm=TAMMY, to=DENISE,
    subject="Fwd: Brookhaven Memory Care - pricing information",
    date="Mon, 21 Jul 2025 21:33:47 -0400", msgid="<CAtk0721fwd@daytonmail.example>",
    type="plain", cte="7bit",
    text="""D - Brookhaven finally sent their numbers (only took a month lol). Cheaper than Willows, even w/ a care level. Saving this in case the Willows falls thru. Not changing anything yet.
-T

---------- Forwarded message ---------
From: Jolene Marsh <jmarsh@brookhavenmc.example>
Date: Mon, Jul 21, 2025 at 2:10 PM
Subject: Brookhaven Memory Care - pricing information
To: Tammy Kowalczyk <tkowalczyk.rn@daytonmail.example>


Hi Tammy,

My apologies for the delay in getting this to you - we were finalizing our rates for the second half of the year. Thank you again for visiting with Irene and your sister in June.

Brookhaven Memory Care - 2025 rates
  Private memory care suite (base monthly rate) ..... $6,850
  Care Level 1 .......................................... included
  Care Level 2 .......................................... + $475/month
  Care Level 3 .......................................... + $950/month
  One-time community fee ................................ $2,000

Care level is determined by our RN's nursing assessment before move-in and reviewed every 6 months. Base rate includes three meals and snacks, housekeeping, laundry, medication administration, life-enrichment programming and 24-hour awake staff.

We do not currently have an opening, but we expect one or two in the fall. I'd be happy to keep you updated.

Warmly,
Jolene Marsh
Admissions Coordinator | Brookhaven Memory Care
Centerville, OH | 937-555-0142
""",
))

# 16 ----------------------------------------------------------- DryPro install scheduled (HTML only, 8bit)
MAILS.append(dict(
    path="mail/2025/07/2025-07-24_drypro-install-confirmation.eml",
    frm="DryPro Basement Systems <scheduling@dryprobasements.example>", to=TAMMY, cc="Brent Kasper <bkasper@dryprobasements.example>",
    subject="Your DryPro installation is scheduled! Contract #DP-25-0713",
    date="Thu, 24 Jul 2025 12:44:09 -0400", msgid="<sched-DP-25-0713@dryprobasements.example>",
    type="html", cte="8bit",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif">
<h2>You’re on the schedule, Tammy!</h2>
<p>Thank you for choosing DryPro Basement Systems. Here are the details for your installation:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Contract #</th><td>DP-25-0713 (from Estimate #4471)</td></tr>
<tr><th align="left">Install dates</th><td>Monday, August 11 – Tuesday, August 12, 2025</td></tr>
<tr><th align="left">Crew arrival</th><td>7:30 AM both days</td></tr>
<tr><th align="left">Crew lead</th><td>Javier Ortiz</td></tr>
<tr><th align="left">Scope</th><td>Interior perimeter drain (118 LF), Aquarius AP-33V cast iron pump, sealed basin, discharge</td></tr>
<tr><th align="left">Contract price</th><td><b>$7,900.00</b> (includes $500 price adjustment approved by B. Kasper)</td></tr>
<tr><th align="left">Deposit received</th><td>$2,000.00 (7/22/2025)</td></tr>
<tr><th align="left">Balance due at completion</th><td>$5,900.00</td></tr>
</table>
<h3>Before we arrive</h3>
<ul>
<li>Clear a 4-foot path along all basement walls.</li>
<li>Please keep pets secured — we will be running a jackhammer.</li>
<li>Expect dust. We hang plastic, but cover anything you care about.</li>
</ul>
<p>Your lifetime transferable warranty certificate is mailed after final payment.</p>
<p>— DryPro Scheduling, 937-555-0133</p>
</body></html>""",
))

# 17 ----------------------------------------------------------- Aquarius warranty (multipart/mixed w/ base64 attachment) - reg # hidden
MAILS.append(dict(
    path="mail/2025/08/2025-08-14_aquarius-warranty-registration.eml",
    frm="Aquarius Pumps <warranty@aquariuspumps.example>", to=TAMMY,
    subject="Product registration confirmed - AP-33V",
    date="Thu, 14 Aug 2025 19:02:31 -0400", msgid="<reg-conf-20250814-0331@aquariuspumps.example>",
    type="mixed", cte="7bit",
    text="""Hi Tammy,

Thanks for registering your Aquarius sump pump. Your warranty certificate is attached - please keep it with your home records. You'll need it for any warranty claim.

Tip: test your pump every 3 months by filling the basin with water until the float activates.

Aquarius Pumps Customer Care
1-800-555-0177
""",
    attachments=[("Aquarius_Warranty_Certificate.txt", """AQUARIUS PUMPS - LIMITED WARRANTY CERTIFICATE
==============================================

Registration No.:  AQW-5Y-209184
Registered owner:  Tammy Kowalczyk
Install address:   Dayton, OH 45429
Product:           AP-33V  1/3 HP cast iron submersible sump pump, vertical float
Serial no.:        25C-118830
Install date:      08/12/2025
Installer:         authorized dealer #OH-2207

Coverage: 5-year limited warranty from install date, through 08/12/2030.
Covers defects in materials and workmanship. Does not cover damage from
running dry, debris, improper installation, or power failure.

To file a claim: call 1-800-555-0177 with your registration number and serial number.
""")],
))

# 18 ----------------------------------------------------------- agency mileage update (plain QP)
MAILS.append(dict(
    path="mail/2025/08/2025-08-15_payroll-mileage-rate-increase.eml",
    frm="BVHH Payroll <payroll@buckeyevalleyhh.example>", to="Field Staff <fieldstaff@buckeyevalleyhh.example>",
    subject="Mileage reimbursement rate increase effective Sept 1",
    date="Fri, 15 Aug 2025 08:15:00 -0400", msgid="<memo-2025-019@buckeyevalleyhh.example>",
    type="plain", cte="quoted-printable",
    text="""To: All field clinicians
From: Payroll / Finance
Re: Mileage reimbursement increase

Good news! After review with leadership, the mileage reimbursement rate for field staff will increase to $0.67 per mile effective September 1, 2025 (current rate: $0.60 per mile).

 - Trips on or before August 31 are reimbursed at the current rate, even if submitted in September.
 - CareTrack will apply the new rate automatically to trip dates 9/1/2025 and later.
 - All other mileage rules (policy FIN-12) are unchanged.

Thank you for your patience while we reviewed this. We know gas and vehicle costs have gone up for everyone.

Buckeye Valley Home Health - Payroll
""",
))

# 19 ----------------------------------------------------------- MedWorks DOT appt (7bit)
MAILS.append(dict(
    path="mail/2025/08/2025-08-20_medworks-dot-exam-appointment.eml",
    frm="MedWorks Occupational Health <appointments@medworks-occ.example>", to=RICK, cc=TAMMY,
    subject="Appointment confirmation: DOT physical",
    date="Wed, 20 Aug 2025 14:30:22 -0400", msgid="<appt-883120@medworks-occ.example>",
    type="plain", cte="7bit",
    text="""Hello Richard,

Your appointment is confirmed:

  Service:   DOT physical (CDL medical examination)
  Date:      Tuesday, September 9, 2025
  Time:      9:00 AM (please arrive 15 minutes early)
  Location:  MedWorks Occupational Health
             2600 Wilmington Pike, Kettering, OH 45420
  Examiner:  Paul Whitacre, DO (FMCSA National Registry certified)

Please bring:
  - Driver's license (CDL)
  - Glasses or contact lenses, hearing aids if you use them
  - A complete list of your medications with doses
  - Records from any specialist you see (for example cardiology, sleep medicine / CPAP compliance report, diabetes)
  - Completed MCSA-5875, Driver Health History (Part 1) - available at the front desk or on our website

Fee: $110, due at time of service. Many employers reimburse; ask for a receipt.

To reschedule, reply to this email or call 937-555-0115.

MedWorks Occupational Health
""",
))

# 20 ----------------------------------------------------------- reschedule reply (7bit, quoting) - new date
MAILS.append(dict(
    path="mail/2025/09/2025-09-03_re-dot-physical-reschedule.eml",
    frm="MedWorks Occupational Health <appointments@medworks-occ.example>", to=RICK, cc=TAMMY,
    subject="Re: Appointment confirmation: DOT physical",
    date="Wed, 03 Sep 2025 10:11:05 -0400", msgid="<appt-883120-r1@medworks-occ.example>",
    in_reply_to="<CArk0902dot@daytonmail.example>",
    references="<appt-883120@medworks-occ.example> <CArk0902dot@daytonmail.example>",
    type="plain", cte="7bit",
    text="""Hello Richard,

No problem - your DOT physical has been rescheduled to:

  Friday, September 26, 2025 at 8:15 AM
  MedWorks Occupational Health, 2600 Wilmington Pike, Kettering (same location)
  Examiner: Paul Whitacre, DO

Your original appointment on Tuesday, September 9 has been cancelled. Everything on the "please bring" list from your original confirmation still applies.

Thank you,
Brianna
MedWorks Occupational Health - Scheduling
937-555-0115

On Tue, Sep 2, 2025 at 7:48 PM Rick Kowalczyk <rick.kowalczyk@daytonmail.example> wrote:
> Need to move my DOT physical on the 9th. I started a new route and
> can't do Tuesdays anymore. An early morning on a Friday would be best.
> My card expires Oct 2 so it has to be before that.
> Rick Kowalczyk
""",
))

# 21 ----------------------------------------------------------- OSU installment plan (HTML only, QP)
MAILS.append(dict(
    path="mail/2025/08/2025-08-05_bursar-installment-plan-autumn-2025.eml",
    frm="Office of the Bursar <bursar@buckeye-univ.example>", to=TAMMY,
    subject="Installment Payment Plan - Autumn 2025 enrollment confirmation",
    date="Tue, 05 Aug 2025 11:20:00 -0400", msgid="<ipp-au25-0931187@buckeye-univ.example>",
    type="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p style="background:#bb0000;color:#fff;padding:8px"><b>Office of the Bursar &mdash; Installment Payment Plan</b></p>
<p>Dear Authorized Payer,</p>
<p>You have been enrolled in the Installment Payment Plan for <b>Autumn 2025</b> on behalf of student <b>Tyler J. Kowalczyk</b> (ID ending 8820).</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#ddd"><th>Installment</th><th>Due date</th><th>Amount</th></tr>
<tr><td>1 of 4</td><td>August 20, 2025</td><td>$1,487.50</td></tr>
<tr><td>2 of 4</td><td>September 20, 2025</td><td>$1,487.50</td></tr>
<tr><td>3 of 4</td><td>October 20, 2025</td><td>$1,487.50</td></tr>
<tr><td>4 of 4 (final)</td><td>November 20, 2025</td><td>$1,487.50</td></tr>
<tr><td colspan="2"><b>Total plan balance</b></td><td><b>$5,950.00</b></td></tr>
</table>
<p>Plan enrollment fee: $40.00 (charged to the student account). A $25 late fee applies to each installment not received by its due date.</p>
<p>Payments can be made through the Authorized Payer portal. Automatic payments will be drawn on the due date if you enrolled in AutoPay.</p>
<p>Office of the Bursar</p>
</body></html>""",
))

# 22 ----------------------------------------------------------- Brookhaven admission (multipart/mixed, attachment base64) - room hidden
MAILS.append(dict(
    path="mail/2025/09/2025-09-15_brookhaven-welcome-admission-packet.eml",
    frm="Jolene Marsh <jmarsh@brookhavenmc.example>", to=TAMMY, cc=DENISE,
    subject="Welcome to Brookhaven - Irene's admission packet",
    date="Mon, 15 Sep 2025 15:37:40 -0400", msgid="<adm-sadowski-0915@brookhavenmc.example>",
    type="mixed", cte="7bit",
    text="""Hi Tammy and Denise,

We are so happy Irene will be joining us! A few things:

- Move-in date is confirmed for Monday, November 3, 2025 at 10:00 a.m. Our life-enrichment team will have lunch with her that first day.
- Our RN completed Irene's pre-admission nursing assessment on 9/12. She has been assessed at Care Level 2 (assistance with bathing/dressing cues, medication administration, redirection for exit-seeking in the evening). We'll reassess at 6 months.
- We received your deposit - thank you.

The attached checklist has her room assignment and everything we need back from you by Friday, October 24. The physician order form must be signed by her PCP.

Please call me with anything at all - this is a big transition for the whole family.

Warmly,
Jolene Marsh
Admissions Coordinator | Brookhaven Memory Care
937-555-0142
""",
    attachments=[("Admission_Checklist_SADOWSKI.txt", """BROOKHAVEN MEMORY CARE - ADMISSION CHECKLIST
Resident: Irene M. Sadowski          Move-in: Mon 11/03/2025, 10:00 AM
Room assignment: Magnolia Neighborhood, Room 114 (private suite, garden-side window)
Care level at admission: 2

RETURN BY FRIDAY 10/24/2025:
[ ] TB screening (skin test or IGRA) within 90 days of move-in - result required
[ ] Physician's Order Form (signed by PCP) - medications, diet, activity, code status
[ ] Copy of Health Care Power of Attorney (certified copy)
[ ] Copy of Durable Financial POA (certified copy)
[ ] Medicare / insurance cards (front and back), Rx card
[ ] Resident Life History questionnaire ("All About Me")
[ ] Signed Residency Agreement + Level of Care addendum
[ ] Photo for resident directory and med administration record

WHAT TO BRING:
- Clothing for 7-10 days, all items labeled
- Familiar items: photos, a favorite chair/blanket, small keepsakes
- Small TV optional (headphones available)
- Please NO: space heaters, extension cords, sharp tools, medications from home

Questions: Jolene Marsh, Admissions, 937-555-0142
""")],
))

# 23 ----------------------------------------------------------- DON decision (multipart/alternative, QP, quoting)
MAILS.append(dict(
    path="mail/2025/10/2025-10-08_re-weekend-on-call-complaint.eml",
    frm="Monica Treadway <mtreadway@buckeyevalleyhh.example>", to=TAMMY,
    cc="Darlene Pruitt <dpruitt@buckeyevalleyhh.example>, HR <hr@buckeyevalleyhh.example>",
    subject="RE: Formal complaint - weekend on-call scheduling",
    date="Wed, 08 Oct 2025 17:05:48 -0400", msgid="<RE-mt-1008@buckeyevalleyhh.example>",
    in_reply_to="<CAtk0902complaint@buckeyevalleyhh.example>", references="<CAtk0902complaint@buckeyevalleyhh.example>",
    type="alt", cte=("quoted-printable", "quoted-printable"),
    text="""Tammy,

Thank you for your patience while Darlene, HR and I reviewed your complaint and the last 12 months of the on-call schedule. You were right that the schedule did not follow Handbook section 6.3 in April, July and September.

Here is what we decided:

1. Effective November 1, 2025, weekend on-call for field RNs will follow a fixed 1-in-4 rotation (four call teams). The rotation will be posted 8 weeks in advance.
2. Swaps between RNs are allowed without supervisor approval. Both RNs send the swap to Darlene in writing (email is fine) before the weekend; she updates the schedule.
3. Holiday on-call will be a separate rotation and will not count toward the 1-in-4.
4. You will receive one paid comp day for the July schedule, to be used by December 31.

Please let me know if you have any questions. I appreciate you bringing this forward professionally.

Monica Treadway, RN, BSN
Director of Nursing, Buckeye Valley Home Health

> From: Tammy Kowalczyk
> Sent: Tuesday, September 2, 2025 7:30 PM
> Subject: Formal complaint - weekend on-call scheduling
>
> Monica, as we discussed in July, I am filing a formal complaint. The
> September schedule again has me on 2 of 4 weekends after 3 in a row in
> July. I'm asking that the 1-in-4 rule in 6.3 be followed, that swaps be
> allowed without approval, and some comp for July.
""",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px">
<p>Tammy,</p>
<p>Thank you for your patience while Darlene, HR and I reviewed your complaint and the last 12 months of the on-call schedule. You were right that the schedule did not follow Handbook section 6.3 in April, July and September.</p>
<p>Here is what we decided:</p>
<ol>
<li>Effective <b>November 1, 2025</b>, weekend on-call for field RNs will follow a fixed <b>1-in-4 rotation</b> (four call teams). The rotation will be posted 8 weeks in advance.</li>
<li>Swaps between RNs are allowed without supervisor approval. Both RNs send the swap to Darlene in writing (email is fine) before the weekend; she updates the schedule.</li>
<li>Holiday on-call will be a separate rotation and will not count toward the 1-in-4.</li>
<li>You will receive one paid comp day for the July schedule, to be used by December 31.</li>
</ol>
<p>Please let me know if you have any questions. I appreciate you bringing this forward professionally.</p>
<p>Monica Treadway, RN, BSN<br>Director of Nursing, Buckeye Valley Home Health</p>
<blockquote style="border-left:2px solid #ccc;padding-left:8px;color:#555">
<p><b>From:</b> Tammy Kowalczyk<br><b>Sent:</b> Tuesday, September 2, 2025 7:30 PM<br><b>Subject:</b> Formal complaint - weekend on-call scheduling</p>
<p>Monica, as we discussed in July, I am filing a formal complaint. The September schedule again has me on 2 of 4 weekends after 3 in a row in July. I'm asking that the 1-in-4 rule in 6.3 be followed, that swaps be allowed without approval, and some comp for July.</p>
</blockquote>
</body></html>""",
))

# 24 ----------------------------------------------------------- Darlene confirms swap (7bit)
MAILS.append(dict(
    path="mail/2025/10/2025-10-14_on-call-swap-confirmed-oct-25.eml",
    frm="Darlene Pruitt <dpruitt@buckeyevalleyhh.example>", to=TAMMY,
    cc="Keisha Branham <kbranham@buckeyevalleyhh.example>",
    subject="On-call swap confirmed - weekend of 10/25",
    date="Tue, 14 Oct 2025 11:27:36 -0400", msgid="<dp-swap-1014@buckeyevalleyhh.example>",
    type="plain", cte="7bit",
    text="""Tammy, Keisha -

Confirming the swap you both sent me:

  Sat 10/25 - Sun 10/26: Keisha Branham, RN is on call (was Tammy)
  Sat 11/15 - Sun 11/16: Tammy Kowalczyk, RN is on call (was Keisha)

The on-call phone hands off Friday at 5pm at the office as usual. Schedule in CareTrack is updated.

Darlene Pruitt
Scheduling Coordinator
Buckeye Valley Home Health
""",
))

# 25 ----------------------------------------------------------- nurses newsletter (multipart/alternative QP) - noise / vague
MAILS.append(dict(
    path="mail/2025/10/2025-10-03_ohio-nurses-network-bulletin.eml",
    frm="Ohio Nurses Network <bulletin@ohionurses-news.example>", to=TAMMY,
    subject="ONN Bulletin - October 2025: Protecting your back in the home setting",
    date="Fri, 03 Oct 2025 06:00:00 -0400", msgid="<onn-bulletin-2025-10@ohionurses-news.example>",
    type="alt", cte=("quoted-printable", "quoted-printable"),
    extra_headers={"List-Unsubscribe": "<https://ohionurses-news.example/unsub?u=tk>"},
    text="""OHIO NURSES NETWORK BULLETIN - OCTOBER 2025

FEATURE: Protecting your back in the home setting

Home health nurses do patient handling without the lift teams, ceiling lifts and extra hands that hospitals have. In our member survey this spring, 1 in 3 home health nurses reported a work-related back or shoulder injury in the past five years, and most said it happened during a transfer in a patient's home.

What helped, according to members:
 - Assess the home at start of care: bed height, clutter, bathroom grab bars. Ask for a hospital bed early.
 - Use a gait belt every time. Keep two in the car.
 - Never do a dependent transfer alone. Schedule the visit when a family member or aide is there, or ask PT to teach the family a safe technique.
 - Mechanical lift in the home? Check the sling size and the battery at every visit.
 - Report near-misses, not just injuries.

CE CORNER
 - FREE for members: "Ohio Nursing Law & Rules Update 2025" live webinar, Thursday October 23, 6:00-7:00 PM. 1.0 contact hour, Category A. Register on the member site.
 - Reminder: RN licenses expire October 31, 2025.

LEGISLATIVE UPDATE
 - Safe staffing bill (HB 285) had its second hearing in committee.

You are receiving this because you are a member of the Ohio Nurses Network.
""",
    html="""<html><body style="font-family:Georgia,serif;max-width:640px">
<h1 style="color:#1d5c8c">ONN Bulletin &mdash; October 2025</h1>
<h2>Protecting your back in the home setting</h2>
<p>Home health nurses do patient handling without the lift teams, ceiling lifts and extra hands that hospitals have. In our member survey this spring, <b>1 in 3 home health nurses</b> reported a work-related back or shoulder injury in the past five years, and most said it happened during a transfer in a patient's home.</p>
<p>What helped, according to members:</p>
<ul>
<li>Assess the home at start of care: bed height, clutter, bathroom grab bars. Ask for a hospital bed early.</li>
<li>Use a gait belt every time. Keep two in the car.</li>
<li>Never do a dependent transfer alone. Schedule the visit when a family member or aide is there, or ask PT to teach the family a safe technique.</li>
<li>Mechanical lift in the home? Check the sling size and the battery at every visit.</li>
<li>Report near-misses, not just injuries.</li>
</ul>
<h3>CE Corner</h3>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>FREE for members</td><td>&ldquo;Ohio Nursing Law &amp; Rules Update 2025&rdquo; live webinar, Thursday October 23, 6:00&ndash;7:00 PM. 1.0 contact hour, Category A.</td></tr>
<tr><td>Reminder</td><td>RN licenses expire October 31, 2025.</td></tr>
</table>
<h3>Legislative update</h3>
<p>Safe staffing bill (HB 285) had its second hearing in committee.</p>
<p style="font-size:11px;color:#888">You are receiving this because you are a member of the Ohio Nurses Network.</p>
</body></html>""",
))

# 26 ----------------------------------------------------------- promo (HTML only, base64) - noise
MAILS.append(dict(
    path="mail/2025/10/2025-10-16_mv-outfitters-scrubs-sale.eml",
    frm="Miami Valley Outfitters <deals@mvoutfitters.example>", to=TAMMY,
    subject="Tammy, 30% off ALL scrubs + free embroidery this weekend",
    date="Thu, 16 Oct 2025 07:45:00 -0400", msgid="<promo-2025-1016-tk@mvoutfitters.example>",
    type="html", cte="base64",
    extra_headers={"List-Unsubscribe": "<https://mvoutfitters.example/u/tk>"},
    html="""<html><body style="font-family:Arial,sans-serif;text-align:center">
<h1 style="color:#0a7d6b">FALL SCRUBS EVENT</h1>
<p style="font-size:20px">30% OFF all scrubs, jackets &amp; compression socks</p>
<table align="center" border="0" cellpadding="10">
<tr><td><b>Jogger scrub pants</b><br>was $38 &rarr; <b>$26.60</b></td><td><b>Fleece warm-up jacket</b><br>was $52 &rarr; <b>$36.40</b></td></tr>
<tr><td><b>Compression socks 3-pk</b><br>was $30 &rarr; <b>$21.00</b></td><td><b>Free embroidery</b><br>name + credentials</td></tr>
</table>
<p>Use code <b>FALLSCRUBS30</b> in store or online. Fri 10/17 &ndash; Sun 10/19.</p>
<p>Dayton Mall &bull; Beavercreek &bull; Online</p>
<p style="font-size:10px;color:#999">You're receiving this because you joined Outfitters Rewards. Unsubscribe anytime.</p>
</body></html>""",
))

# 27 ----------------------------------------------------------- CE receipt (7bit)
MAILS.append(dict(
    path="mail/2025/03/2025-03-06_nurselearn-order-receipt.eml",
    frm="NurseLearn CE <orders@nurselearnce.example>", to=TAMMY,
    subject="Your NurseLearn order #NL-558102",
    date="Thu, 06 Mar 2025 22:41:19 -0500", msgid="<order-NL-558102@nurselearnce.example>",
    type="plain", cte="7bit",
    text="""Thanks for your order, Tammy!

Order #NL-558102 - March 3, 2025

  Wound Care Essentials: Pressure Injury Staging   3.0 contact hrs   $24.00
  CHF Home Management                              2.0 contact hrs   $18.00
  Bundle discount                                                   -$6.00
                                                         Total:     $36.00
  Paid: Visa ending 7731

Your certificates are available in My Account > Certificates once you pass each post-test (80%).

NurseLearn CE is an approved provider of nursing continuing professional development. Note: these courses are NOT Category A (Ohio law & rules).

NurseLearn CE
""",
))
