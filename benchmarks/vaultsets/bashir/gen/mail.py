"""E-mails (.eml) built with email.message.EmailMessage; deterministic boundaries."""
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

from common import mel, boundary

ME = "Bashir Sultani <bashir.sultani@inbox.example>"
ME_WORK = "Bashir Sultani <bashir@thomasstpharmacy.example>"
GREG = "Greg Paterson <greg@thomasstpharmacy.example>"
DOM = "Dom Russo <dom@russotiling.example>"
KEV = "Kev Doyle <kev@doyleplumbing.example>"
LENA = "Lena Farouk <lena@faroukmigration.example>"
MARSH = "Dr Helen Marsh <h.marsh@ybu.example>"
KHALA = "Shirin Ahmadi <shirin.ahmadi@webmail.example>"
MARIAM = "Mariam Sultani <mariam.sultani@inbox.example>"


def _msg(path, frm, to, subject, when, mid, cc=None, reply_to_mid=None, refs=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(when)
    m["Message-ID"] = "<%s>" % mid
    if reply_to_mid:
        m["In-Reply-To"] = "<%s>" % reply_to_mid
        m["References"] = " ".join("<%s>" % r for r in (refs or [reply_to_mid]))
    for k, v in (extra or []):
        m[k] = v
    return m


def _finish(path, m):
    n = 0
    for part in m.walk():
        if part is not m and "MIME-Version" in part:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary(boundary(path, n))
            n += 1
    return m.as_bytes(policy=policy.default)


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.rstrip("\n").split("\n")) + "\n"


MAILS = {}


def add(path, m):
    MAILS[path] = _finish(path, m)


# ---------------------------------------------------------------- 2024-07 Lena engagement (7bit)
p = "mail/2024/07/2024-07-22-lena-next-steps.eml"
m = _msg(p, LENA, ME, "Jawad Ahmadi - subclass 202 - next steps and document list",
         mel(2024, 7, 22, 17, 46), "20240722074612.lf1@faroukmigration.example")
m.set_content("""\
Dear Bashir,

Thank you for coming in today, and please thank your aunt for the tea and the sweets - she did not
need to, but they were delicious.

As discussed, you will be the proposer for Jawad's Global Special Humanitarian (subclass 202)
application, on Form 681. Your aunt cannot propose as she is not yet a citizen. Being the proposer
means you are stating that you will help Jawad and his wife settle (accommodation at first,
orientation, linking them with services). It does not make you financially liable in the way a
bond would.

Documents I need from you:
 - certified copy of your passport and citizenship certificate
 - evidence of address (rates notice or a utility bill)
 - last 3 months of payslips
 - a short statement of how you are related to Jawad (family tree is fine - I will draft it)

From Jawad (via your aunt):
 - passport bio page, tazkira (with translation)
 - marriage certificate (with translation)
 - any documents supporting his claims - we will go through these together

My fee is $3,300 including GST, 50% on engagement, 50% on decision. Invoice attached separately.

I would like to lodge by early August. Home Affairs will send you, as proposer, an acknowledgement
with the file number - please forward it to me when it arrives. It is sometimes possible that a
statutory declaration will be requested later; if so, the Dandenong Library has a JP on Saturday
mornings.

Kind regards,
Lena Farouk
Registered Migration Agent, MARN 2211087
Farouk Migration Services
Level 1, 22 Lonsdale St, Dandenong VIC 3175
(03) 5550 1187
""", cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2024-07 YBU enrolment (alt, QP)
p = "mail/2024/07/2024-07-12-ybu-enrolment.eml"
m = _msg(p, "YBU Student Services <enrolments@ybu.example>", ME,
         "Your enrolment is confirmed \u2013 Semester 2, 2024",
         mel(2024, 7, 12, 10, 3), "enrol.s3318842.2024s2@ybu.example")
m.set_content("""\
Dear Bashir,

Welcome to Yarra Bend University \u2013 your enrolment is confirmed.

  Student ID:   s3318842
  Course:       Graduate Diploma of Clinical Pharmacy (part-time, online with on-campus exams)
  Semester 2, 2024:  PHM5101 Clinical Pharmacotherapy I
  Census date:  31 August 2024
  Fees:         FEE-HELP

Your unit\u2019s LearnHub site opens on 22 July. Orientation for postgraduate coursework students is
online on Thursday 18 July at 6pm.

Your student ID card can be collected from any campus Student Services desk. You will need it for
on-campus exams.

Kind regards,
Student Services \u2013 Yarra Bend University
""", cte="quoted-printable")
m.add_alternative("""\
<html><body style="font-family:Arial,sans-serif">
<p>Dear Bashir,</p>
<p>Welcome to Yarra Bend University \u2013 your enrolment is confirmed.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th align="left">Student ID</th><td>s3318842</td></tr>
<tr><th align="left">Course</th><td>Graduate Diploma of Clinical Pharmacy (part-time, online with on-campus exams)</td></tr>
<tr><th align="left">Semester 2, 2024</th><td>PHM5101 Clinical Pharmacotherapy I</td></tr>
<tr><th align="left">Census date</th><td>31 August 2024</td></tr>
<tr><th align="left">Fees</th><td>FEE-HELP</td></tr>
</table>
<p>Your unit\u2019s LearnHub site opens on 22 July. Orientation for postgraduate coursework students
is online on Thursday 18 July at 6pm.</p>
<p>Your student ID card can be collected from any campus Student Services desk. You will need it
for on-campus exams.</p>
<p>Kind regards,<br>Student Services \u2013 Yarra Bend University</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2024-08 Home Affairs ack (HTML only, base64)
p = "mail/2024/08/2024-08-06-home-affairs-acknowledgement.eml"
m = _msg(p, "Department of Home Affairs <humanitarian.noreply@homeaffairs.example>", ME,
         "Acknowledgement of application - Offshore Humanitarian program",
         mel(2024, 8, 6, 11, 22), "ack.202.20240806.88213@homeaffairs.example",
         cc=LENA)
m.set_content("""\
<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p><b>Department of Home Affairs</b><br>Offshore Humanitarian Program</p>
<p>Dear Mr SULTANI,</p>
<p>We acknowledge receipt of a Refugee and Special Humanitarian Proposal (Form 681) and an
application for a Global Special Humanitarian visa (subclass 202). Please quote the file number
below in all correspondence with the Department.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>File number</b></td><td>OSF2024/046612</td></tr>
<tr><td><b>Visa subclass</b></td><td>202 - Global Special Humanitarian</td></tr>
<tr><td><b>Main applicant</b></td><td>Jawad AHMADI</td></tr>
<tr><td><b>Included family member</b></td><td>Farzana AHMADI</td></tr>
<tr><td><b>Proposer</b></td><td>Bashir SULTANI</td></tr>
<tr><td><b>Authorised recipient</b></td><td>Ms Lena FAROUK (MARN 2211087)</td></tr>
<tr><td><b>Date received</b></td><td>5 August 2024</td></tr>
</table>
<p>Processing times for offshore humanitarian applications vary considerably. The Department will
contact the authorised recipient if further information is required. Please do not lodge a second
application.</p>
<p>This is an automatically generated message. Please do not reply to this email.</p>
</body></html>
""", subtype="html", cte="base64")
add(p, m)

# ---------------------------------------------------------------- 2024-10 Russo quote (mixed, base64 attachment)
p = "mail/2024/10/2024-10-14-russo-tiling-quote.eml"
m = _msg(p, DOM, ME, "Quote - bathroom, Carrington Crt", mel(2024, 10, 14, 19, 12),
         "CAF3kq91.russo.20241014@russotiling.example")
m.set_content("""\
Hi Bashir,

As promised, quote attached for the main bathroom at Carrington Crt, based on what we went through
on Saturday (keeping the bath, floor to ceiling on the walls, you supplying the tiles).

I'm booked solid until the end of Feb so that's the earliest I can get to you - the start date's in
the quote. A $500 deposit locks it in.

Any questions give me a bell.

Cheers,
Dom
Russo & Sons Tiling
0491 570 313
""", cte="7bit")
m.add_attachment("""\
RUSSO & SONS TILING                           ABN 00 000 000 000 (example)
0491 570 313 | dom@russotiling.example

QUOTE No. RT-2291                              Date: 14/10/2024
Client: Bashir Sultani, 14 Carrington Court, Noble Park VIC 3174
Job:    Main bathroom renovation (approx 2.6 x 2.4 m, ceiling 2.4 m)

SCOPE
 1. Strip out existing wall/floor tiles, vanity and shower screen.
    Existing bath RETAINED - re-tile bath hob and apron.
 2. Supply and install waterproofing membrane to AS 3740 (floor, shower
    walls to 1800, bath hob). Waterproofing certificate on completion.
 3. Screed floor to falls.
 4. Tile floor (600x600) and walls floor-to-ceiling (300x600).
    Tiles supplied by client.
 5. Grout, silicone all junctions.
Excludes: plumbing, electrical, vanity/tapware installation, skip bin.

Labour + materials .......................... $13,500.00
GST ......................................... $ 1,350.00
TOTAL (inc GST) ............................. $14,850.00

Proposed start: Monday 3 March 2025 (approx 3 weeks on site)
Quote valid 60 days. $500 deposit to secure the start date.
""", subtype="plain", filename="quote.txt", cte="base64")
add(p, m)

# ---------------------------------------------------------------- 2024-10 Doyle plumbing quote (QP)
p = "mail/2024/10/2024-10-21-doyle-plumbing-quote.eml"
m = _msg(p, KEV, ME, "Bathroom plumbing - quote", mel(2024, 10, 21, 18, 40),
         "kd.20241021.0912@doyleplumbing.example")
m.set_content("""\
G'day Bashir,

Quote for the bathroom plumbing as discussed on site:

 Rough-in \u2013 relocate shower outlet, new floor waste, vanity waste + hot/cold supply in the wall
 Fit-off \u2013 vanity, basin mixer, shower set, connect and test
 Compliance certificate on completion

 Total: $3,900 inc GST (materials included except tapware \u2013 you supply)

I'll work around Dom's dates \u2013 he and I have done a fair few jobs together, he's good. I usually
need one day for the rough-in before he waterproofs, and half a day for the fit-off at the end.

Cheers
Kev Doyle
Doyle Plumbing & Gas \u2013 0491 571 266
""", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2024-11 Leaf Broadband invoice (HTML only, QP)
p = "mail/2024/11/2024-11-05-leaf-broadband-invoice.eml"
m = _msg(p, "Leaf Broadband <billing@leafbroadband.example>", ME,
         "Your Leaf Broadband invoice \u2013 November 2024", mel(2024, 11, 5, 6, 0),
         "inv.LB-2024-11-3381@leafbroadband.example")
m.set_content("""\
<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2 style="color:#2e7d32">Leaf Broadband</h2>
<p>Hi Bashir, here\u2019s your invoice for November 2024.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Invoice</th><th>Plan</th><th>Period</th><th>Amount</th></tr>
<tr><td>LB-2024-11-3381</td><td>NBN 100/20 Unlimited</td><td>05/11/2024 \u2013 04/12/2024</td><td>$79.00</td></tr>
</table>
<p>Paid by Visa ending 4417 on 05/11/2024. Nothing more to pay.</p>
<p>Thanks for being with Leaf \U0001F33F</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2024-11 TileHaus receipt (HTML only, base64)
p = "mail/2024/11/2024-11-23-tilehaus-order-receipt.eml"
m = _msg(p, "TileHaus Dandenong South <orders@tilehaus.example>", ME,
         "Your TileHaus order receipt", mel(2024, 11, 23, 12, 18),
         "receipt.883120@tilehaus.example")
m.set_content("""\
<html><body style="font-family:Arial,sans-serif">
<h2>TileHaus &ndash; Dandenong South</h2>
<p>Thanks for shopping with us, Bashir. Here is your receipt.</p>
<p><b>Order number:</b> TW-883120<br><b>Date:</b> 23/11/2024<br><b>Collection/Delivery:</b> Delivery on request</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th>Item</th><th>Qty</th><th>Unit</th><th>Price</th><th>Line total</th></tr>
<tr><td>Terrazzo Bianco 600x600 Matt R10 (floor)</td><td>7.0</td><td>m&sup2;</td><td>$64.00</td><td>$448.00</td></tr>
<tr><td>Ash Grey 300x600 Matt (wall)</td><td>26.0</td><td>m&sup2;</td><td>$42.00</td><td>$1,092.00</td></tr>
<tr><td>Flexible tile adhesive 20 kg</td><td>14</td><td>bag</td><td>$38.50</td><td>$539.00</td></tr>
<tr><td>Levelling clip kit</td><td>1</td><td>kit</td><td>$89.00</td><td>$89.00</td></tr>
<tr><td>Aluminium trim 2.5 m, brushed</td><td>8</td><td>each</td><td>$22.30</td><td>$178.40</td></tr>
<tr><td colspan="4" align="right"><b>Order total (inc GST)</b></td><td><b>$2,346.40</b></td></tr>
<tr><td colspan="4" align="right">Deposit paid today (card)</td><td>$1,200.00</td></tr>
<tr><td colspan="4" align="right">Balance due on delivery</td><td>$1,146.40</td></tr>
</table>
<p>Please quote your order number when booking delivery. Tiles are held for 120 days.</p>
</body></html>
""", subtype="html", cte="base64")
add(p, m)

# ---------------------------------------------------------------- 2024-11 Hardware House promo (HTML only, QP)
p = "mail/2024/11/2024-11-28-hardware-house-black-friday.eml"
m = _msg(p, "Hardware House <deals@hardwarehouse.example>", ME,
         "\U0001F528 Black Friday: up to 40% off power tools, paint & bathroom",
         mel(2024, 11, 28, 7, 30), "bf2024.77120@hardwarehouse.example",
         extra=[("List-Unsubscribe", "<https://hardwarehouse.example/unsub?u=88213>")])
m.set_content("""\
<html><body style="font-family:Arial,sans-serif">
<h1 style="background:#d32f2f;color:#fff;padding:10px">BLACK FRIDAY \u2013 4 DAYS ONLY</h1>
<table width="100%" cellpadding="8">
<tr><td><b>18V brushless drill kit</b><br>was $249 now $169</td><td><b>Tile saw 180mm</b><br>was $199 now $139</td></tr>
<tr><td><b>Interior paint 10L</b><br>2 for $150</td><td><b>Bathroom exhaust fans</b><br>from $59</td></tr>
<tr><td><b>Cordless leaf blower</b><br>was $179 now $119</td><td><b>Silicone 300g</b><br>3 for $20</td></tr>
</table>
<p>Offer ends Monday 2 December. While stocks last. Members get free click &amp; collect.</p>
<p style="font-size:10px">You\u2019re receiving this because you signed up at Hardware House. Unsubscribe any time.</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2024-12 Greg January roster (alt, QP)
p = "mail/2024/12/2024-12-16-greg-january-roster.eml"
m = _msg(p, GREG, "Thomas St team <team@thomasstpharmacy.example>",
         "January roster + Saturdays", mel(2024, 12, 16, 21, 5),
         "gp.roster.jan25@thomasstpharmacy.example")
m.set_content("""\
Hi all,

January roster below. Saturdays are Priya Nair unless noted \u2013 she's kindly taken most of them again.

  Sat 4 Jan  \u2013 Priya Nair
  Sat 11 Jan \u2013 Priya Nair
  Sat 18 Jan \u2013 Tom Kovac (Priya away)
  Sat 25 Jan \u2013 Priya Nair (Australia Day weekend \u2013 we close at 12)

Weekday changes:
  Fri 10 Jan + Mon 13 Jan \u2013 Bashir off (Sydney wedding). Tom covers both days.
  Linh on leave 20\u201324 Jan.

Merry Christmas everyone, and thanks for a massive year.
Greg
""", cte="quoted-printable")
m.add_alternative("""\
<html><body style="font-family:Arial,sans-serif">
<p>Hi all,</p>
<p>January roster below. Saturdays are Priya Nair unless noted \u2013 she\u2019s kindly taken most of them again.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Saturday</th><th>Pharmacist</th><th>Note</th></tr>
<tr><td>4 Jan</td><td>Priya Nair</td><td></td></tr>
<tr><td>11 Jan</td><td>Priya Nair</td><td></td></tr>
<tr><td>18 Jan</td><td>Tom Kovac</td><td>Priya away</td></tr>
<tr><td>25 Jan</td><td>Priya Nair</td><td>Australia Day weekend \u2013 close at 12</td></tr>
</table>
<p>Weekday changes: Fri 10 Jan + Mon 13 Jan \u2013 Bashir off (Sydney wedding), Tom covers both days.
Linh on leave 20\u201324 Jan.</p>
<p>Merry Christmas everyone, and thanks for a massive year.<br>Greg</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2025-01 Lena forwards case officer allocation (7bit, forward)
p = "mail/2025/01/2025-01-09-fwd-case-officer-allocated.eml"
m = _msg(p, LENA, ME, "Fwd: Application update - case officer allocated",
         mel(2025, 1, 9, 9, 14), "20250109.fwd.lf7@faroukmigration.example")
m.set_content("""\
Hi Bashir,

Good news - Jawad's application has been allocated to a case officer. See below. Nothing for you
to do right now; I'll be in touch if they ask for anything. Please let your aunt know.

Lena

---------- Forwarded message ---------
From: Department of Home Affairs <humanitarian.noreply@homeaffairs.example>
Date: Wed, 8 Jan 2025 at 4:51 pm
Subject: Application update - case officer allocated
To: Lena Farouk <lena@faroukmigration.example>

Dear Ms Farouk,

The Global Special Humanitarian (subclass 202) application for Mr Jawad AHMADI (DOB 11/04/1995),
for which you are the authorised recipient, has been allocated to a case officer for assessment.

  Case officer: Ms Priscilla Oyelaran
  Position:     Humanitarian Program Officer, Offshore Humanitarian Processing

The case officer will contact you if further information is required. Please do not contact the
Department to request updates on processing.

Offshore Humanitarian Processing
Department of Home Affairs
""", cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-01 Leaf price change (QP plain)
p = "mail/2025/01/2025-01-20-leaf-price-change.eml"
m = _msg(p, "Leaf Broadband <hello@leafbroadband.example>", ME,
         "A change to your plan price from 1 March", mel(2025, 1, 20, 9, 0),
         "pricechg.2025q1.88213@leafbroadband.example")
m.set_content("""\
Hi Bashir,

We're writing to let you know about a change to the price of your plan.

From 1 March 2025, the monthly price of your NBN 100/20 Unlimited plan will change from $79 to
$89 per month. This reflects increases in wholesale network costs \u2013 we've held our prices for
two years and we're sorry to pass this on.

You don't need to do anything. If you'd like to switch to a different speed tier, or you'd rather
leave, you can do so any time with no exit fee (you're on a month-to-month plan).

Cheers,
The Leaf team \U0001F33F
""", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2025-01 Dr Marsh A2 brief (7bit)
p = "mail/2025/01/2025-01-28-phm5102-assessment-2-brief.eml"
m = _msg(p, MARSH, "PHM5102 students <phm5102-2025s1@lists.ybu.example>",
         "PHM5102 Assessment 2 - deprescribing case report (brief)",
         mel(2025, 1, 28, 14, 30), "phm5102.a2brief.2025@ybu.example")
m.set_content("""\
Dear all,

Ahead of semester starting, here is the brief for Assessment 2 so those of you working full time
can start identifying a suitable patient early.

Assessment 2: Deprescribing case report
 - Choose a patient from your practice (with written consent, fully de-identified) for whom
   deprescribing of at least one medicine is appropriate.
 - Length: 2,500 words (+/- 10%), excluding references, tables and appendices.
 - Referencing: Vancouver.
 - Weighting: 30% of the unit.
 - Due: Friday 16 May 2025, 11:59pm, via LearnHub (Turnitin).

Structure, marking rubric and an exemplar are on LearnHub under Assessments.

Extensions: apply through the LearnHub extension form at least 3 working days before the due date,
with supporting documentation (e.g. employer letter, medical certificate). Late submissions without
an approved extension lose 5% per day.

See you at the first tutorial (online, Tuesday 4 March, 6:30pm).

Kind regards,
Helen

Dr Helen Marsh
Unit Coordinator, PHM5102 Clinical Pharmacotherapy II
School of Pharmacy, Yarra Bend University
""", cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-02 Dom revised quote (reply, 7bit)
p = "mail/2025/02/2025-02-10-russo-revised-quote-walk-in.eml"
bashir_0207 = """\
Hi Dom,

Nadia and I are thinking about ditching the bath and doing a walk-in shower instead, full width.
Could you price that for us? And a niche in the shower wall if possible.

Thanks,
Bashir
"""
m = _msg(p, DOM, ME, "Re: bathroom - walk-in shower instead?", mel(2025, 2, 10, 20, 2),
         "CAF3kq91.russo.20250210@russotiling.example",
         reply_to_mid="bs.20250207.2211@inbox.example")
m.set_content("""\
No worries mate.

Taking the bath out and doing a walk-in (1200 wide, hobless with a linear drain, Kev to move the
waste), plus one niche 600x300 in the shower wall: new total is $16,320 inc GST. Happy to send
the full breakdown if you want it.

Start date has moved too - the Berwick job got pushed so I can't be there on the 3rd. New start is
Monday 17 March. Sorry about that.

Let me know which way you want to go.

Dom

On Fri, 7 Feb 2025 at 22:11, Bashir Sultani <bashir.sultani@inbox.example> wrote:
""" + quote(bashir_0207), cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-02 Bashir -> Dom (reply, 8bit)
p = "mail/2025/02/2025-02-17-re-walk-in-shower-go-ahead.eml"
dom_0210 = """\
No worries mate.

Taking the bath out and doing a walk-in (1200 wide, hobless with a linear drain, Kev to move the
waste), plus one niche 600x300 in the shower wall: new total is $16,320 inc GST.

Start date has moved too - the Berwick job got pushed so I can't be there on the 3rd. New start is
Monday 17 March. Sorry about that.

Dom
"""
m = _msg(p, ME, DOM, "Re: bathroom - walk-in shower instead?", mel(2025, 2, 17, 21, 37),
         "bs.20250217.2137@inbox.example",
         reply_to_mid="CAF3kq91.russo.20250210@russotiling.example",
         refs=["bs.20250207.2211@inbox.example", "CAF3kq91.russo.20250210@russotiling.example"])
m.set_content("""\
Hi Dom,

We\u2019ve talked it over \u2013 we\u2019re going ahead with the walk-in shower. The bath goes. Please lock in
the 17th.

One thing: could you price half-height tiles on the two dry walls (the vanity wall and the door
wall) \u2013 tiled to about 1200 and painted above \u2013 with full height only in the shower? Trying to
claw a bit back.

Thanks mate,
Bashir

On Mon, 10 Feb 2025 at 20:02, Dom Russo <dom@russotiling.example> wrote:
""" + quote(dom_0210), cte="8bit")
add(p, m)

# ---------------------------------------------------------------- 2025-02 Greg June leave cover v1 (7bit)
p = "mail/2025/02/2025-02-24-greg-june-leave-cover.eml"
m = _msg(p, GREG, ME_WORK, "Your June leave - cover", mel(2025, 2, 24, 13, 15),
         "gp.juneleave.v1@thomasstpharmacy.example")
m.set_content("""\
Bashir,

Locked in cover for your exam leave:

  Tue 10 - Thu 12 June: Tom Kovac
  Fri 13 June:          Priya Nair

Monday the 9th is the public holiday - we'll do reduced hours, I'll sort who's on closer to the
date.

Good luck with the study.
Greg
""", cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-03 Dom final quote (reply, QP)
p = "mail/2025/03/2025-03-02-russo-updated-quote-half-height.eml"
bashir_0217 = """\
Hi Dom,

We've talked it over - we're going ahead with the walk-in shower. Please lock in the 17th.

One thing: could you price half-height tiles on the two dry walls (the vanity wall and the door
wall) - tiled to about 1200 and painted above - with full height only in the shower?

Thanks mate,
Bashir
"""
m = _msg(p, DOM, ME, "Re: bathroom - walk-in shower instead?", mel(2025, 3, 2, 17, 55),
         "CAF3kq91.russo.20250302@russotiling.example",
         reply_to_mid="bs.20250217.2137@inbox.example",
         refs=["CAF3kq91.russo.20250210@russotiling.example", "bs.20250217.2137@inbox.example"])
m.set_content("""\
Hi Bashir,

Done \u2013 half-height on the two dry walls (tiled to 1200, painted above) takes a fair bit off.
Updated total: $15,640 inc GST. Everything else as per the last one.

Start still Monday 17th. Progress payment 1 ($3,000) received, thanks.

Dom

On Mon, 17 Feb 2025 at 21:37, Bashir Sultani <bashir.sultani@inbox.example> wrote:
""" + quote(bashir_0217), cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2025-03 Dom start moved (reply, 7bit)
p = "mail/2025/03/2025-03-12-russo-start-date-moved.eml"
bashir_0311 = """\
Hi Dom,

Just confirming you're still on for Monday? Skip bin comes Thursday and we're doing the strip-out on
Saturday.

B
"""
m = _msg(p, DOM, ME, "Re: start date", mel(2025, 3, 12, 6, 48),
         "CAF3kq91.russo.20250312@russotiling.example",
         reply_to_mid="bs.20250311.2040@inbox.example")
m.set_content("""\
Mate, really sorry - the Berwick job has blown out (their waterproofer failed the flood test and
it's all coming up). I can't start till Monday 24 March.

Keep the skip bin, and do the strip-out Saturday as planned if you want, or I'll send Marco on the
22nd to finish whatever's left. Kev needs the rough-in done by Friday 21st at the latest.

Sorry again, I'll make it up to you.
Dom

On Tue, 11 Mar 2025 at 20:40, Bashir Sultani <bashir.sultani@inbox.example> wrote:
""" + quote(bashir_0311), cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-03 Lena: case officer changed (base64)
p = "mail/2025/03/2025-03-14-lena-case-officer-change.eml"
m = _msg(p, LENA, ME, "Jawad - change of case officer", mel(2025, 3, 14, 15, 27),
         "20250314.lf11@faroukmigration.example")
m.set_content("""\
Hi Bashir,

A quick update. Home Affairs have let me know that Jawad's application has been reassigned to a
new case officer, Mr Daniel Whitcombe (Humanitarian Program Officer), because Ms Oyelaran has moved
to another section.

This doesn't change anything on our side and it is not a bad sign - it happens a lot with offshore
caseloads. Any correspondence will still come through me as authorised recipient.

They may ask for health examinations and police certificates in the next couple of months, so it
would be good if Jawad starts thinking about how long a Pakistani police certificate takes. I'll
let you know as soon as there's a formal request.

Please let Shirin know.

Regards,
Lena
""", cte="base64")
add(p, m)

# ---------------------------------------------------------------- 2025-03 Khala: Eid lunch (8bit, utf-8)
p = "mail/2025/03/2025-03-21-khala-eid-lunch.eml"
m = _msg(p, KHALA, ME, "Eid lunch \u2013 \u0639\u06cc\u062f \u0645\u0628\u0627\u0631\u06a9",
         mel(2025, 3, 21, 16, 9), "sh.20250321.eid@webmail.example", cc=MARIAM)
m.set_content("""\
Salaam Bashir jan, Mariam jan,

Eid is coming, inshallah Sunday 30 March if the moon is seen. Lunch at my place like every year \u2013
1:30 after everyone has done their visits. Bashir jan please bring the big deg, mine has a hole.
Nadia jan does not need to cook anything, I am making qabuli and mantu. Mariam is bringing the
salads and firni.

\u0639\u06cc\u062f \u0634\u0645\u0627 \u0645\u0628\u0627\u0631\u06a9 \u2013 Eid mubarak to all of you.

Also Bashir jan \u2013 a letter came from Medicare about linking it to myGov, and something about a
code that comes to the phone. I don\u2019t understand it. Can you come one evening and do it with me?
Not urgent but before winter please, the doctor says my scripts are going on the phone now.

Jawad says salaam to everyone. He is waiting, waiting. The baby is beautiful.

Tashakor,
Khala Shirin
""", cte="8bit")
add(p, m)

# ---------------------------------------------------------------- 2025-03 pharmacy newsletter (HTML only, QP)
p = "mail/2025/03/2025-03-27-pharmapulse-newsletter.eml"
m = _msg(p, "PharmaPulse <newsletter@pharmapulse.example>", ME_WORK,
         "PharmaPulse weekly \u2013 immunisation changes, PBS 1 April, CPD webinars",
         mel(2025, 3, 27, 6, 30), "pp.2025.12.44018@pharmapulse.example",
         extra=[("List-Unsubscribe", "<https://pharmapulse.example/u/44018>")])
m.set_content("""\
<html><body style="font-family:Georgia,serif;max-width:640px">
<h1>PharmaPulse <small>Issue 12 / 2025</small></h1>
<h2>Victoria: pharmacist immunisers can vaccinate younger children from 1 July</h2>
<p>From 1 July 2025, accredited pharmacist immunisers in Victoria will be able to administer
influenza and selected National Immunisation Program vaccines to children aged 5 years and over,
down from the current minimum age. Pharmacies will need to update their immunisation service
procedures, and immunisers must complete a short paediatric module before vaccinating under-10s.</p>
<h2>PBS changes from 1 April</h2>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Change</th><th>What it means at the counter</th></tr>
<tr><td>New 60-day listings (tranche 4)</td><td>More chronic medicines eligible for 60-day supply</td></tr>
<tr><td>Safety net thresholds indexed</td><td>Check your patients\u2019 record forms</td></tr>
<tr><td>Two brand delistings</td><td>Substitution advice on our website</td></tr>
</table>
<h2>CPD webinars</h2>
<ul>
<li>Opioid stewardship in community pharmacy \u2013 Tue 27 May, 7pm (1.5 CPD hrs)</li>
<li>Wound care basics \u2013 Thu 12 June, 7pm (1 CPD hr)</li>
</ul>
<p style="font-size:10px">You are receiving PharmaPulse because you subscribed. Unsubscribe any time.</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2025-04 Doyle invoice (mixed, base64 attachment)
p = "mail/2025/04/2025-04-08-doyle-invoice-rough-in.eml"
m = _msg(p, KEV, ME, "Invoice - rough-in, Carrington Crt", mel(2025, 4, 8, 17, 20),
         "kd.20250408.1720@doyleplumbing.example")
m.set_content("""\
Hi Bashir,

Invoice for the rough-in attached. Fit-off once Dom's finished - I've pencilled in Monday the 14th.

Cheers
Kev
""", cte="7bit")
m.add_attachment("""\
DOYLE PLUMBING & GAS                    Lic. example only
0491 571 266 | kev@doyleplumbing.example

TAX INVOICE   INV-40718                  Date: 08/04/2025
Bill to: Bashir Sultani, 14 Carrington Court, Noble Park VIC 3174
Site:    as above - main bathroom

Rough-in (20/03/2025)
  Relocate shower waste; connect 1200 linear drain
  New vanity waste + hot/cold supply in wall
  Cap off bath supply/waste
  Pressure test
Labour 9.5 hrs @ $140 ......................... $1,330.00
Materials (PEX, fittings, waste, linear drain
  connection kit, valves) ..................... $  930.00
Subtotal ....................................... $2,260.00
GST ............................................ $  226.00
TOTAL .......................................... $2,486.00

Fit-off to be invoiced separately on completion.
Payment within 14 days please. BSB 000-000  Acc 00000000 (example)
""", subtype="plain", filename="invoice.txt", cte="base64")
add(p, m)

# ---------------------------------------------------------------- 2025-04 Greg Saturday roster change (alt, QP)
p = "mail/2025/04/2025-04-15-greg-roster-changes.eml"
m = _msg(p, GREG, "Thomas St team <team@thomasstpharmacy.example>",
         "Roster changes from 26 April", mel(2025, 4, 15, 19, 44),
         "gp.roster.apr25@thomasstpharmacy.example")
m.set_content("""\
Hi team,

Priya is moving to Geelong at the end of the month (we'll miss her \u2013 cake on her last day, the 24th).

From Saturday 26 April, Saturday mornings will be Tom Kovac on an ongoing basis. Tom's an immuniser
too, so that also sorts out the flu clinic on Saturdays.

Tom is now only doing Saturdays and the odd Monday for us, so Bashir \u2013 he can't do your June exam
leave any more. I'm talking to LocumLink about cover and will confirm.

Greg
""", cte="quoted-printable")
m.add_alternative("""\
<html><body style="font-family:Arial,sans-serif">
<p>Hi team,</p>
<p>Priya is moving to Geelong at the end of the month (we\u2019ll miss her \u2013 cake on her last day, the 24th).</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>From</th><th>Shift</th><th>Pharmacist</th></tr>
<tr><td>Saturday 26 April</td><td>Saturday mornings (ongoing)</td><td>Tom Kovac</td></tr>
</table>
<p>Tom\u2019s an immuniser too, so that also sorts out the flu clinic on Saturdays.</p>
<p>Tom is now only doing Saturdays and the odd Monday for us, so Bashir \u2013 he can\u2019t do your June exam
leave any more. I\u2019m talking to LocumLink about cover and will confirm.</p>
<p>Greg</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2025-04 YBU exam timetable (alt, QP)
p = "mail/2025/04/2025-04-29-ybu-exam-timetable.eml"
m = _msg(p, "YBU Examinations <exams@ybu.example>", ME,
         "Your Semester 1, 2025 examination timetable", mel(2025, 4, 29, 12, 0),
         "examtt.2025s1.s3318842@ybu.example")
m.set_content("""\
Dear Bashir,

Your personal examination timetable for Semester 1, 2025 is below.

  Unit:          PHM5102 Clinical Pharmacotherapy II
  Date:          Wednesday 11 June 2025
  Reading time:  9:20am (10 minutes)
  Writing time:  9:30am \u2013 12:30pm
  Campus:        Moorabbin
  Venue:         Building C, Room C2.10
  Seat number:   K17

Please arrive 30 minutes early and bring your student ID card (s3318842). Mobile phones and smart
watches must be switched off and placed under your seat. Calculators must be on the approved list.

Good luck \u2013 YBU Examinations
""", cte="quoted-printable")
m.add_alternative("""\
<html><body style="font-family:Arial,sans-serif">
<p>Dear Bashir,</p>
<p>Your personal examination timetable for Semester 1, 2025 is below.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Unit</th><th>Date</th><th>Reading</th><th>Writing</th><th>Campus</th><th>Venue</th><th>Seat</th></tr>
<tr><td>PHM5102 Clinical Pharmacotherapy II</td><td>Wednesday 11 June 2025</td><td>9:20am</td>
<td>9:30am \u2013 12:30pm</td><td>Moorabbin</td><td>Building C, Room C2.10</td><td>K17</td></tr>
</table>
<p>Please arrive 30 minutes early and bring your student ID card (s3318842). Mobile phones and smart
watches must be switched off and placed under your seat.</p>
<p>Good luck \u2013 YBU Examinations</p>
</body></html>
""", subtype="html", cte="quoted-printable")
add(p, m)

# ---------------------------------------------------------------- 2025-05 Dr Marsh extension (reply, 7bit)
p = "mail/2025/05/2025-05-06-re-a2-extension-request.eml"
bashir_0505 = """\
Dear Dr Marsh,

I'm writing to request a one-week extension for Assessment 2. Our bathroom renovation ran three
weeks late, which took over most of March and April, and the pharmacy has been short-staffed with
locum changes, so I've been working extra shifts. I've attached a letter from my employer.

The case is chosen, consent is done and I have a full draft of the case presentation and
medication review; it's the discussion and reflection I need more time for.

Kind regards,
Bashir Sultani (s3318842)
"""
m = _msg(p, MARSH, ME, "Re: PHM5102 A2 extension request - Bashir Sultani (s3318842)",
         mel(2025, 5, 6, 10, 41), "hm.ext.s3318842@ybu.example",
         reply_to_mid="bs.20250505.2210@inbox.example")
m.set_content("""\
Dear Bashir,

Thanks for the supporting documentation. Your extension is approved: the new due date for
Assessment 2 is Friday 23 May 2025, 11:59pm. No late penalty will apply up to that time. I've
updated it on LearnHub, so the submission link will stay open for you.

It sounds like you've got the hard part done. Keep the reflection honest and specific - that's
where the marks are.

Kind regards,
Helen

On 5/5/2025 10:10 pm, Bashir Sultani wrote:
""" + quote(bashir_0505), cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-05 Greg final June cover (reply, 7bit)
p = "mail/2025/05/2025-05-13-greg-re-june-leave-cover.eml"
bashir_0512 = """\
Hi Greg,

Any news on cover for 10-13 June? Exam's on the Wednesday. Happy to ring LocumLink myself if it
helps.

Thanks,
B
"""
m = _msg(p, GREG, ME_WORK, "Re: June leave cover?", mel(2025, 5, 13, 18, 2),
         "gp.juneleave.final@thomasstpharmacy.example",
         reply_to_mid="bs.work.20250512.0915@thomasstpharmacy.example")
m.set_content("""\
Sorted, finally. Final cover for your leave week:

  Mon 9 June (King's Birthday, open 10-2): me
  Tue 10 June: Anh Tran (LocumLink)
  Wed 11 June: Anh Tran
  Thu 12 June: Priya Nair - driving up from Geelong, staying at her sister's
  Fri 13 June: Priya Nair

Anh's done a few shifts at the Springvale store, she's good. I'll get Linh to walk her through the
DAA side on the Tuesday morning. Please leave a proper handover note (your template).

Good luck with the exam.
Greg

On Mon, 12 May 2025 at 09:15, Bashir Sultani <bashir@thomasstpharmacy.example> wrote:
""" + quote(bashir_0512), cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-05 Dandenong Auto Care booking (HTML only, base64)
p = "mail/2025/05/2025-05-16-dandenong-auto-care-booking.eml"
m = _msg(p, "Dandenong Auto Care <bookings@dandenongautocare.example>", ME,
         "Booking confirmed \u2013 Toyota HiLux", mel(2025, 5, 16, 11, 37),
         "dac.booking.5521@dandenongautocare.example")
m.set_content("""\
<html><body style="font-family:Arial,sans-serif">
<h2>Dandenong Auto Care</h2>
<p>Hi Bashir, your booking is confirmed. See you soon!</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Booking ref</b></td><td>DAC-5521</td></tr>
<tr><td><b>Vehicle</b></td><td>2016 Toyota HiLux SR &ndash; ZKT-418</td></tr>
<tr><td><b>Service</b></td><td>150,000 km logbook service + check passenger door rattle</td></tr>
<tr><td><b>Date</b></td><td>Thursday 5 June 2025</td></tr>
<tr><td><b>Drop-off</b></td><td>7:45am</td></tr>
<tr><td><b>Estimated pick-up</b></td><td>from 4:30pm</td></tr>
<tr><td><b>Courtesy shuttle</b></td><td>to Dandenong station on request</td></tr>
</table>
<p>Need to change your booking? Reply to this email or call us on (03) 5550 2210.</p>
</body></html>
""", subtype="html", cte="base64")
add(p, m)

# ---------------------------------------------------------------- 2025-05 Lena medicals + police certificate (7bit)
p = "mail/2025/05/2025-05-22-lena-medicals-police-certificate.eml"
m = _msg(p, LENA, ME, "Jawad - health examinations and police certificate",
         mel(2025, 5, 22, 16, 3), "20250522.lf19@faroukmigration.example")
m.set_content("""\
Hi Bashir,

As mentioned on the phone, Home Affairs have now formally requested the following for Jawad and
Farzana. Both items are due by 20 June 2025.

1) Health examinations
   Both must attend the panel clinic in Islamabad:
     Margalla Panel Clinic, Plot 12, F-8 Markaz, Islamabad
   Their HAP IDs have been generated - I've sent them to Jawad on WhatsApp. They need to book
   directly with the clinic and take their passports and the HAP ID letters. The baby does not
   need a full examination but should attend with them.

2) Police certificate - Pakistan
   A police character certificate covering their time in Islamabad. Shirin tells me Jawad applied
   on 2 May but it hasn't arrived yet. If it isn't going to arrive in time, I will ask the case
   officer for more time, but I will need proof that he applied (a photo of the receipt is fine).

Still outstanding on our side:
 - police certificate (and the application receipt in the meantime)
 - confirmation that the medicals have been booked and then completed

Please let me know as soon as you hear the medical date.

Regards,
Lena
""", cte="7bit")
add(p, m)

# ---------------------------------------------------------------- 2025-05 airline promo (HTML only, base64)
p = "mail/2025/05/2025-05-26-skyroo-winter-sale.eml"
m = _msg(p, "SkyRoo Airways <offers@skyroo.example>", ME,
         "\u2708\ufe0f Winter sale: Dubai, Istanbul, Delhi from $699 return",
         mel(2025, 5, 26, 8, 15), "wsale.2025.88213@skyroo.example",
         extra=[("List-Unsubscribe", "<https://skyroo.example/unsubscribe>")])
m.set_content("""\
<html><body style="font-family:Arial,sans-serif">
<h1>Winter Sale \u2708\ufe0f</h1>
<p>Escape the Melbourne cold. Sale ends Sunday midnight.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>From Melbourne to</th><th>Economy return from</th><th>Travel</th></tr>
<tr><td>Dubai</td><td>$899</td><td>Jul\u2013Sep</td></tr>
<tr><td>Istanbul</td><td>$1,149</td><td>Jul\u2013Aug</td></tr>
<tr><td>Delhi</td><td>$699</td><td>Aug\u2013Oct</td></tr>
<tr><td>Bali</td><td>$429</td><td>Jul\u2013Sep</td></tr>
</table>
<p style="font-size:10px">Fares include taxes. Limited seats. SkyRoo Frequent Flyer members earn double points.</p>
</body></html>
""", subtype="html", cte="base64")
add(p, m)
