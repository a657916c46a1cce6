"""E-mails (.eml) and the committee mailing list (.mbox) for the rahim vault."""
import hashlib
from email.message import EmailMessage
from email import policy

RAHIM = "Rahim Chowdhury <rahim.chowdhury@mailbox.example>"
SHAPLA = "Shapla Tandoori <info@shaplatandoori.example>"
SALEEM = "Saleem Akhtar <saleem.akhtar@mailbox.example>"


def _n(s):
    return s[1:] if s.startswith("\n") else s


def _boundary(path, i):
    h = hashlib.sha1(("%s#%d" % (path, i)).encode()).hexdigest()[:24]
    return "===============%s==" % h


def _finish(msg, path):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(_boundary(path, i))
            i += 1
    return msg.as_bytes(policy=policy.default)


def _head(frm, to, subject, date, mid, cc=None, reply_to_id=None, refs=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = date
    m["Message-ID"] = mid
    if reply_to_id:
        m["In-Reply-To"] = reply_to_id
        m["References"] = refs or reply_to_id
    for k, v in (extra or []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    return m


def plain(path, head, body, cte):
    m = _head(**head)
    m.set_content(body, subtype="plain", charset="utf-8", cte=cte)
    return path, _finish(m, path)


def html_only(path, head, html, cte):
    m = _head(**head)
    m.set_content(html, subtype="html", charset="utf-8", cte=cte)
    return path, _finish(m, path)


def alternative(path, head, body, html, cte_plain, cte_html):
    m = _head(**head)
    m.set_content(body, subtype="plain", charset="utf-8", cte=cte_plain)
    m.add_alternative(html, subtype="html", charset="utf-8", cte=cte_html)
    return path, _finish(m, path)


def mixed(path, head, body, cte_body, attachments):
    m = _head(**head)
    m.set_content(body, subtype="plain", charset="utf-8", cte=cte_body)
    for fname, text in attachments:
        m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                         disposition="attachment", filename=fname)
    return path, _finish(m, path)


def quote(text):
    out = []
    for line in text.split("\n"):
        out.append(">" if line == "" else "> " + line)
    return "\n".join(out)


def H(frm, to, subject, date, mid, **kw):
    d = dict(frm=frm, to=to, subject=subject, date=date, mid=mid)
    d.update(kw)
    return d


def build():
    out = []

    # 1 ---------------------------------------------------------------- Oct 2024
    out.append(plain("mail/2024/10/roof-lead-stolen-survey.eml", H(
        SALEEM, RAHIM, "Roof - lead stolen again + surveyor's findings",
        "Mon, 21 Oct 2024 18:42:10 +0100", "<20241021184210.5521@mailbox.example>",
        cc="Haji Abdul Mannan <a.mannan@mailbox.example>"), _n("""
Assalamu alaikum Rahim bhai,

As discussed on the phone. The surveyor (Phil Armitage, the one who did the
survey for the madrasa in 2019) came out on Tuesday and again today after the
rain. Summary:

- Lead flashing and the lead in the valley gutter on the rear pitch have been
  stripped again, roughly 14 metres. Second time in three years.
- Water has been getting in for at least two weeks. Felt is rotten, three
  rafters have wet rot at the wall plate end.
- He does not recommend patching. Strip and re-roof the rear pitch, new lead
  (or a lead alternative, but he says the conservation officer may not like
  that on our street), rafters sistered or replaced.
- Rough figure: 40 to 50 thousand depending on what they find.

I reported the theft to the police on 101. Crime reference 13/188402/24.
They said they will "review CCTV in the area". We both know what that means.

The tarp is holding for now. Buckets under the sisters' wudu area. I've told
the sisters' committee to use the downstairs wudu until further notice.

We need to talk about an appeal. Jummah on the 8th November would be a good
time to launch it - the buckets make the argument for us.

Also I will ask the insurers about the theft. I think our policy covers
metal theft up to a limit but I need to find the schedule.

Jazakallah khair,
Saleem
"""), "7bit"))

    # 2 ---------------------------------------------------------------- Nov 2024
    out.append(html_only("mail/2024/11/foodhopper-commission-update.eml", H(
        "FoodHopper Partners <partners@foodhopper.example>", SHAPLA,
        "Important: changes to your FoodHopper partner commission from 1 January 2025",
        "Mon, 18 Nov 2024 09:00:03 +0000", "<partner-comms-2024-11-18.88213@foodhopper.example>",
        extra=[("List-Unsubscribe", "<https://partners.foodhopper.example/unsubscribe>")]), _n("""
<html><head><meta charset="utf-8"><title>FoodHopper Partner Update</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<p>Hi Shapla Tandoori,</p>
<p>Thank you for being part of FoodHopper. To keep investing in more riders, faster delivery and
better marketing for your restaurant, we are updating our partner commission structure.</p>
<p><b>From 1 January 2025</b> the following rates will apply to all partners:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#ffcc00"><th>Service</th><th>Current rate</th><th>New rate from 1 Jan 2025</th></tr>
<tr><td>Delivery by FoodHopper riders</td><td>25%</td><td>30%</td></tr>
<tr><td>Collection orders</td><td>12%</td><td>14%</td></tr>
<tr><td>Card processing</td><td>included</td><td>included</td></tr>
</table>
<p>A small <i>packaging compliance fee</i> of &pound;0.20 per order will also apply to cover
our sustainable packaging programme.</p>
<p>No action is needed &mdash; the new rates will apply automatically. If you have questions,
our Partner Success team is here to help via the Partner Hub.</p>
<p>Hop to it!<br>The FoodHopper Partner Team</p>
<p style="font-size:11px;color:#888">FoodHopper Ltd, Unit 4, Wharf Approach, Leeds LS1 4XX.
You are receiving this email because you are a FoodHopper restaurant partner.</p>
</body></html>
"""), "quoted-printable"))

    # 3 ---------------------------------------------------------------- Dec 2024
    b3 = _n("""
Dear Mr Chowdhury,

Thank you for choosing The Regency Suite for Nadia and Imran's wedding. It was
lovely to meet you all on Saturday.

Booking reference: RS-270925-CHOW
Event: Wedding reception
Date: Saturday 27 September 2025
Suite: Grand Ballroom (seated capacity 450)
Access from 10:00 for your decorators; guests from 12:30; hall clear by 21:00

Deposit received: £3,000.00 (non-refundable), paid by bank transfer 09/12/2024.
The remaining balance will be invoiced in August and is due 14 days before the
event. Catering is by an approved external halal caterer of your choice; please
send us their food hygiene certificate and public liability insurance by July.

Our address for your records:
The Regency Suite, 88 Kirkstall Road, Leeds LS4 2AZ

Warm regards,
Sharon Wainwright
Events Coordinator, The Regency Suite
""")
    h3 = _n("""
<html><body style="font-family:Georgia,serif">
<h2 style="color:#6b4e2e">The Regency Suite &mdash; Booking Confirmation</h2>
<p>Dear Mr Chowdhury,</p>
<p>Thank you for choosing The Regency Suite for Nadia and Imran's wedding. It was lovely to meet you all on Saturday.</p>
<table cellpadding="5" style="border:1px solid #c9b38c">
<tr><td><b>Booking reference</b></td><td>RS-270925-CHOW</td></tr>
<tr><td><b>Event</b></td><td>Wedding reception</td></tr>
<tr><td><b>Date</b></td><td>Saturday 27 September 2025</td></tr>
<tr><td><b>Suite</b></td><td>Grand Ballroom (seated capacity 450)</td></tr>
<tr><td><b>Deposit received</b></td><td>&pound;3,000.00 (non-refundable), 09/12/2024</td></tr>
</table>
<p>The remaining balance will be invoiced in August and is due 14 days before the event.</p>
<p>The Regency Suite, 88 Kirkstall Road, Leeds LS4 2AZ</p>
<p>Warm regards,<br>Sharon Wainwright<br>Events Coordinator</p>
</body></html>
""")
    out.append(alternative("mail/2024/12/regency-suite-booking-confirmation.eml", H(
        "Sharon Wainwright <events@regencysuite-leeds.example>", RAHIM,
        "Booking confirmation - Chowdhury/Hussain wedding, Sat 27 Sept 2025",
        "Mon, 09 Dec 2024 15:12:44 +0000", "<rs-270925-chow-1@regencysuite-leeds.example>",
        cc="Nadia Chowdhury <nadia.chowdhury@mailbox.example>"), b3, h3, "quoted-printable", "quoted-printable"))

    out.append(html_only("mail/2024/12/tandoor-direct-order-TDL-10382.eml", H(
        "Tandoor Direct <orders@tandoordirect.example>", SHAPLA,
        "Your order TDL-10382 is confirmed",
        "Fri, 20 Dec 2024 11:27:09 +0000", "<order-TDL-10382@tandoordirect.example>"), _n("""
<html><body style="font-family:Helvetica,Arial,sans-serif">
<p>Dear Rahim,</p>
<p>Thank you for your order with Tandoor Direct Ltd. Here are your order details.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#eee"><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>TD-90G Commercial Gas Tandoor, stainless steel body, 90&nbsp;cm, clay pot fitted, natural gas</td><td>1</td><td>&pound;2,950.00</td></tr>
<tr><td>Tandoor tool set (seekh skewers x12, naan pad, hook)</td><td>1</td><td>&pound;0.00 (promo)</td></tr>
<tr><td>Pallet delivery, ground floor</td><td>1</td><td>&pound;0.00</td></tr>
<tr><td colspan="2"><b>Subtotal</b></td><td>&pound;2,950.00</td></tr>
<tr><td colspan="2">VAT 20%</td><td>&pound;590.00</td></tr>
<tr><td colspan="2"><b>Total paid</b></td><td><b>&pound;3,540.00</b></td></tr>
</table>
<p>Estimated delivery: week commencing 20 January 2025. Our driver will call the day before.</p>
<p><b>Important:</b> this appliance must be installed and commissioned by a Gas Safe registered engineer
with commercial catering qualifications. A ventilation/gas interlock is required under current regulations.
Your warranty (2 years parts, 1 year labour) is valid only with a commissioning certificate.</p>
<p>Tandoor Direct Ltd, Unit 12, Tyseley Trade Park, Birmingham B11 2XX</p>
</body></html>
"""), "quoted-printable"))

    # 5 ---------------------------------------------------------------- Jan 2025
    out.append(plain("mail/2025/01/food-hygiene-inspection-report.eml", H(
        "Karen Holroyd <karen.holroyd@bradford.gov.example>", SHAPLA,
        "Food hygiene inspection 14/01/2025 - Shapla Tandoori, 412 Leeds Road",
        "Wed, 15 Jan 2025 14:05:31 +0000", "<fhrs-insp-20250115-0881@bradford.gov.example>"), _n("""
Dear Mr Chowdhury,

Food Hygiene Inspection - Shapla Tandoori, 412 Leeds Road, Bradford BD3 9LE
Date of inspection: 14 January 2025

Thank you for your cooperation during my unannounced inspection yesterday.
Following the inspection, your food hygiene rating is:

    3 - GENERALLY SATISFACTORY

The rating reflects the following matters, which you are required to address:

1. Hand washing: the wash hand basin in the preparation area was obstructed by
   stored packaging and no soap was available. Wash hand basins must be
   accessible at all times and supplied with soap and a means of hygienic drying.

2. Temperature control records: there was no record of probe thermometer
   calibration checks. Your Safer Food Better Business (SFBB) diary had gaps.

3. Cleaning: the cleaning schedule had not been signed off since November 2024.

4. Cross-contamination: raw chicken was stored above cooked rice in the walk-in
   chiller. Raw foods must be stored below ready-to-eat foods.

Structural compliance and confidence in management were otherwise reasonable and
the premises were generally clean.

You have 21 days to appeal the rating. Once the works are complete you may
request a re-rating visit (a fee applies - currently £180). Please see the
enclosed guidance on the council website.

Yours sincerely,

Karen Holroyd
Environmental Health Officer (Food)
Food & Health Team, City of Bradford Council
"""), "8bit"))

    att6 = _n("""
COMMERCIAL CATERING GAS SAFETY RECORD
(non-domestic catering - issued in line with the CP42 format)

Certificate no:      SGC-25-04471
Issued by:           Sutcliffe Gas & Catering Services
Gas Safe reg no:     551207
Engineer:            D. Sutcliffe   (ID card 7718203)

Site:                Shapla Tandoori, 412 Leeds Road, Bradford BD3 9LE
Responsible person:  Mr R. Chowdhury
Date of inspection:  28/01/2025

APPLIANCES
 1. Gas tandoor (NEW INSTALL, commissioned)   - PASS   flue/vent: canopy
 2. 6-burner oven range                        - PASS
 3. Chargrill                                  - PASS
 4. Twin tank fryer (left)                     - PASS
 5. Twin tank fryer (right)                    - PASS  advisory: thermostat sticky

VENTILATION / INTERLOCK
 Fan-gas interlock fitted and proven           - PASS
 Make-up air adequate                          - PASS

INSTALLATION
 Tightness test                                - PASS
 Emergency control valve labelled & accessible - PASS

Next inspection due: 27/01/2026

Signed: D. Sutcliffe
""")
    out.append(mixed("mail/2025/01/gas-safety-record-tandoor.eml", H(
        "Dave Sutcliffe <dave@sutcliffegas.example>", RAHIM,
        "Gas safety record - tandoor install + kitchen",
        "Wed, 29 Jan 2025 19:18:02 +0000", "<a91f3c@sutcliffegas.example>"), _n("""
Hi Rahim,

All done yesterday. New tandoor's commissioned and running sweet, interlock's
fitted and proven with the canopy fan, and I've done the annual on the rest of
the kitchen while I was there so it's all on one certificate.

Certificate attached - print it and keep it in that red folder of yours, the
inspector and your insurers will both want to see it.

Only advisory is the right-hand fryer thermostat, it's a bit sticky. Not
dangerous, but get it looked at before it packs in on a Friday night.

I've put the emergency valve label on the yellow lever by the back door so
your lads know which one it is.

Invoice to follow. Any problems with the interlock tripping, ring me, don't
let anybody bypass it.

Cheers,
Dave
Sutcliffe Gas & Catering Services
"""), "7bit", [("gas-safety-record-Shapla-2025-01-28.txt", att6)]))

    # 7 ---------------------------------------------------------------- Feb 2025
    out.append(html_only("mail/2025/02/foodhopper-dispute-received.eml", H(
        "FoodHopper Partner Support <partner-support@foodhopper.example>", SHAPLA,
        "We've received your billing dispute",
        "Mon, 03 Feb 2025 08:14:55 +0000", "<case-ack-20250203-5521@foodhopper.example>"), _n("""
<html><body style="font-family:Arial,sans-serif">
<p>Hi Rahim,</p>
<p>Thanks for getting in touch with FoodHopper Partner Support. We've logged your billing dispute and a member
of our Partner Accounts team will review it.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Case number</b></td><td>FHD-448213</td></tr>
<tr><td><b>Restaurant</b></td><td>Shapla Tandoori (partner ID 20417)</td></tr>
<tr><td><b>Category</b></td><td>Commission rate / fees</td></tr>
<tr><td><b>Amount disputed</b></td><td>&pound;884.10</td></tr>
<tr><td><b>Opened</b></td><td>01/02/2025</td></tr>
<tr><td><b>Target response</b></td><td>10 working days</td></tr>
</table>
<p>Please quote your case number in any correspondence about this dispute.</p>
<p>Kind regards,<br>FoodHopper Partner Support</p>
</body></html>
"""), "base64"))

    out.append(plain("mail/2025/02/shahed-certificate-of-sponsorship.eml", H(
        "Ayesha Rahman <ayesha@northbridge-immigration.example>", RAHIM,
        "Shahed Miah - Certificate of Sponsorship assigned",
        "Tue, 11 Feb 2025 10:41:17 +0000", "<nbi-2025-0211-sm@northbridge-immigration.example>"), _n("""
Dear Rahim,

Good news - I have now assigned Shahed's Certificate of Sponsorship on the
Sponsor Management System.

    CoS number: C2G7J90415K
    Occupation code: 5434 (Chefs)
    Job title: Tandoori Chef
    Start date on CoS: 01/04/2025
    Hours: 39 per week

Please send the CoS number to Shahed today. He needs it to make his Skilled
Worker application online and then book his biometrics at the visa centre in
Sylhet. The CoS is valid for three months from today, so his application must
be submitted by 10 May 2025 at the latest - but the sooner the better if he is
to start on 1 April.

Costs charged to your sponsor licence account: CoS fee £239 and the Immigration
Skills Charge (small sponsor, 3 years) £1,092. Shahed pays his own visa fee and
the Immigration Health Surcharge.

When he arrives you must do a right to work check BEFORE his first shift
(online, using his share code) and keep a copy. I will send you a one-page
list of your sponsor duties separately.

Kind regards,
Ayesha Rahman
OISC Level 3 Adviser, Northbridge Immigration Ltd
"""), "base64"))

    b9 = _n("""
Dear Trustee,

Jamia Masjid Noor - HMRC charities reference XT40917

We have processed your Gift Aid repayment claim submitted online on
20 January 2025 for the period 6 April 2024 to 31 December 2024.

Amount of repayment: £3,412.50

The repayment will be made to the nominated bank account within 5 working
days of this notice. Please keep your records of donations and Gift Aid
declarations for at least 6 years.

HMRC Charities
This is an automated message. Please do not reply.
""")
    h9 = _n("""
<html><body style="font-family:Arial,sans-serif">
<p><b>HM Revenue &amp; Customs &mdash; Charities</b></p>
<p>Dear Trustee,</p>
<p>Jamia Masjid Noor &mdash; HMRC charities reference XT40917</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Claim submitted</td><td>20 January 2025</td></tr>
<tr><td>Claim period</td><td>6 April 2024 to 31 December 2024</td></tr>
<tr><td>Amount of repayment</td><td>&pound;3,412.50</td></tr>
</table>
<p>The repayment will be made to the nominated bank account within 5 working days of this notice.</p>
<p>HMRC Charities &mdash; automated message</p>
</body></html>
""")
    out.append(alternative("mail/2025/02/gift-aid-repayment-notice.eml", H(
        "HMRC Charities <noreply@charities.hmrc.example>", RAHIM,
        "Gift Aid repayment claim - notice of repayment",
        "Fri, 14 Feb 2025 07:30:00 +0000", "<ga-repay-XT40917-20250214@charities.hmrc.example>"),
        b9, h9, "base64", "base64"))

    q10 = _n("""
Bhai,

Pennine still haven't sent the insurance certificate. I rang their broker
(the number on their quote) and the lady said the public liability policy
LAPSED at the end of January and hasn't been renewed. So as of now they
have no insurance to be on our roof.

Gary Firth isn't answering his mobile. I went to the yard in Brighouse on
Saturday, it's locked, sign on the gate "back soon".

They were meant to start on the 17th. Nothing. No scaffold, nothing.

Saleem
""")
    out.append(plain("mail/2025/02/re-pennine-roofing-insurance.eml", H(
        RAHIM, SALEEM, "Re: Pennine - no insurance, no start",
        "Tue, 25 Feb 2025 23:52:40 +0000", "<20250225235240.r1@mailbox.example>",
        cc="Haji Abdul Mannan <a.mannan@mailbox.example>",
        reply_to_id="<20250224201503.sa@mailbox.example>"),
        _n("""
Saleem bhai,

This is bad. I'm not releasing another penny to them, obviously. We paid the
4,150 pound deposit on 8 Jan on the strength of a quote and a handshake, and I
should have asked for the insurance certificate before we paid, not after.
That's on me as treasurer.

My view: we can't wait for them. Calder Valley are dearer but they're solid,
they've got insurance, references, the lot. I'll ask them tomorrow if their
May start still stands. I think we put it to an extraordinary meeting before
the next monthly one - Haji sahib, can we do the Sunday after next, after Zuhr?

And we need to write to Pennine formally asking for the deposit back. I'll
draft something.

Rahim

On Mon, 24 Feb 2025 at 20:15, Saleem Akhtar <saleem.akhtar@mailbox.example> wrote:
""") + quote(q10) + "\n", "7bit"))

    # 11 ---------------------------------------------------------------- Mar 2025
    out.append(html_only("mail/2025/03/hilltop-cash-carry-march-offers.eml", H(
        "Hilltop Cash & Carry <offers@hilltopcashandcarry.example>", SHAPLA,
        "Ramadan Mubarak! March trade offers inside",
        "Wed, 05 Mar 2025 06:00:00 +0000", "<promo-2025-03@hilltopcashandcarry.example>",
        extra=[("List-Unsubscribe", "<mailto:unsubscribe@hilltopcashandcarry.example>")]), _n("""
<html><body style="font-family:Verdana,sans-serif;background:#fffaf0">
<h1 style="color:#0a6e31">Ramadan Mubarak from Hilltop!</h1>
<p>Trade prices valid 5&ndash;31 March 2025, while stocks last. Show your trade card at the till.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#0a6e31;color:white"><th>Product</th><th>Pack</th><th>Trade price</th></tr>
<tr><td>Steamed basmati rice (house brand)</td><td>20 kg</td><td>&pound;27.99</td></tr>
<tr><td>Extra-long golden sella basmati</td><td>20 kg</td><td>&pound;33.99</td></tr>
<tr><td>Medjool dates</td><td>5 kg</td><td>&pound;24.50</td></tr>
<tr><td>Rapeseed oil</td><td>20 L</td><td>&pound;29.49</td></tr>
<tr><td>Halal chicken breast fillets</td><td>5 kg</td><td>&pound;21.75</td></tr>
<tr><td>Rooh Afza</td><td>12 x 800 ml</td><td>&pound;30.00</td></tr>
<tr><td>Takeaway containers 650cc + lids</td><td>250</td><td>&pound;18.99</td></tr>
</table>
<p><b>Late-night opening</b> every Friday and Saturday in Ramadan until 1am.</p>
<p style="font-size:10px">Hilltop Cash &amp; Carry, Bowling Back Lane, Bradford. Unsubscribe any time.</p>
</body></html>
"""), "quoted-printable"))

    out.append(plain("mail/2025/03/rerating-visit-booked.eml", H(
        "Lisa Barraclough <food.team@bradford.gov.example>", SHAPLA,
        "Re-rating request - Shapla Tandoori - visit date",
        "Fri, 14 Mar 2025 12:20:45 +0000", "<fhrs-rr-20250314-0881@bradford.gov.example>"), _n("""
Dear Mr Chowdhury,

Thank you for your request for a re-rating visit and for the photographs and
records you sent with it. Your payment of £180 has been received.

An officer will visit your premises on Thursday 3 April 2025 between 10:00
and 12:00. The visit will be carried out by Usman Sadiq, Environmental Health
Officer. The visit will be unannounced in every other respect - the officer
will inspect the premises as normal and the new rating may go up, down or stay
the same.

You will receive written confirmation of the outcome within 14 days of the visit.

Kind regards,
Lisa Barraclough
Business Support Officer, Food & Health Team
City of Bradford Council
"""), "quoted-printable"))

    b13 = _n("""
Dear Rahim,

Lovely to chat on the phone. As promised, our quote for the wedding reception
on Saturday 27 September 2025 at The Regency Suite, Leeds.

Guests: 300 adults (children under 10 at half price)
Price: £24.50 per head, including:

  Starters (served to table)
    - chicken tikka and seekh kebab platter
    - vegetable pakora
    - fish fry with salad and tamarind chutney
  Mains (served to table, refilled)
    - kacchi lamb biryani
    - chicken roast (Bengali style)
    - beef rezala
    - tarka dal, mixed salad, raita, naan
  Dessert
    - firni in clay pots, gajar halwa
  Drinks
    - soft drinks, mineral water, tea and coffee station

Service: 1 server per 25 guests, head waiter, clear-down. All meat HMC halal.
We are on The Regency Suite's approved caterer list.

Deposit: 25% on booking. Final numbers 14 days before the event.

We'd love you to come for a tasting - Saturday 12 April at 2pm at our kitchen
in Harehills (up to 5 people).

Best wishes,
Javed Zafar
Zafran Caterers, Harehills, Leeds
""")
    h13 = ("<html><body style=\"font-family:Georgia,serif\"><h2>Zafran Caterers &mdash; Wedding quotation</h2>"
           "<p>Dear Rahim,</p><p>Our quote for the wedding reception on Saturday 27 September 2025 at The Regency Suite, Leeds.</p>"
           "<table border=\"1\" cellpadding=\"5\" cellspacing=\"0\"><tr><td>Guests</td><td>300 adults (children under 10 half price)</td></tr>"
           "<tr><td>Price per head</td><td>&pound;24.50</td></tr>"
           "<tr><td>Starters</td><td>chicken tikka &amp; seekh kebab platter; vegetable pakora; fish fry</td></tr>"
           "<tr><td>Mains</td><td>kacchi lamb biryani; Bengali chicken roast; beef rezala; tarka dal; naan</td></tr>"
           "<tr><td>Dessert</td><td>firni, gajar halwa</td></tr></table>"
           "<p>Tasting: Saturday 12 April at 2pm, our Harehills kitchen (up to 5 people).</p>"
           "<p>Best wishes,<br>Javed Zafar, Zafran Caterers</p></body></html>\n")
    out.append(alternative("mail/2025/03/zafran-catering-quote.eml", H(
        "Javed Zafar <javed@zafrancaterers.example>", RAHIM,
        "Quotation - wedding reception 27/09/2025",
        "Thu, 20 Mar 2025 16:03:11 +0000", "<zc-q-2025-031@zafrancaterers.example>"),
        b13, h13, "8bit", "quoted-printable"))

    # 14 ---------------------------------------------------------------- Apr 2025
    b14 = _n("""
Dear Mr Chowdhury,

Food Hygiene Rating - Shapla Tandoori, 412 Leeds Road, Bradford BD3 9LE

Following my re-rating visit on 3 April 2025, I am pleased to confirm that
your new food hygiene rating is:

    5 - VERY GOOD

All of the matters raised at the inspection on 14 January have been addressed.
I was particularly impressed by the SFBB records and staff knowledge.

Your new window sticker and certificate are enclosed in the post. The new
rating will appear on the national ratings website within 28 days. Please
remove the old sticker from your window and door.

Well done to you and your team.

Yours sincerely,
Usman Sadiq
Environmental Health Officer, Food & Health Team
City of Bradford Council
""")
    h14 = ("<html><body><p>Dear Mr Chowdhury,</p><p><b>Food Hygiene Rating &ndash; Shapla Tandoori</b></p>"
           "<p>Following my re-rating visit on 3 April 2025, your new food hygiene rating is:</p>"
           "<p style=\"font-size:22px;color:#007a33\"><b>5 &ndash; VERY GOOD</b></p>"
           "<p>All of the matters raised at the inspection on 14 January have been addressed.</p>"
           "<p>Yours sincerely,<br>Usman Sadiq, Environmental Health Officer</p></body></html>\n")
    out.append(alternative("mail/2025/04/new-food-hygiene-rating.eml", H(
        "Usman Sadiq <usman.sadiq@bradford.gov.example>", SHAPLA,
        "Your new food hygiene rating - Shapla Tandoori",
        "Thu, 10 Apr 2025 11:48:20 +0100", "<fhrs-new-20250410-0881@bradford.gov.example>"),
        b14, h14, "8bit", "quoted-printable"))

    att15 = _n("""
Rahim Chowdhury
Bradford, West Yorkshire
United Kingdom

22 April 2025

To: The Entry Clearance Officer, UK Visas and Immigration

Re: Invitation - Mr Abdul Karim Chowdhury and Mrs Rehana Begum (and,
separately, Mrs Jahanara Khatun) - Standard Visitor visas

I, Rahim Chowdhury, a British citizen, invite my elder brother Mr Abdul Karim
Chowdhury and his wife Mrs Rehana Begum, of Biswanath, Sylhet, Bangladesh, to
visit the United Kingdom to attend the wedding of my daughter, Nadia
Chowdhury, on Saturday 27 September 2025 in Leeds.

They intend to arrive in mid-September 2025 and to return to Bangladesh by
mid-October 2025, a stay of about four weeks.

During their visit they will stay with my sister, Mrs Rukhsana Begum, at her
family home at 63 Emm Lane, Bradford BD9, which has four bedrooms. My sister
has written a separate letter confirming this.

I will meet the cost of their stay in the UK. My brother will pay for his own
flights. I enclose copies of my passport, my last six months' bank statements
and my most recent SA302 tax calculation.

My brother owns agricultural land and a family home in Biswanath, where his
two sons and their families live. He has visited the UK before (2016) and
returned on time.

Yours faithfully,
Rahim Chowdhury
""")
    out.append(mixed("mail/2025/04/invitation-letters-sylhet.eml", H(
        RAHIM, "Abdul Karim Chowdhury <akchowdhury.syl@mailbox.example>",
        "Invitation letter for the visa - print this",
        "Tue, 22 Apr 2025 22:10:05 +0100", "<20250422221005.ak@mailbox.example>",
        cc="Shirin Chowdhury <shirin.chowdhury@mailbox.example>"), _n("""
Bhai, assalamu alaikum. Kita khobor? Bala asoin ni?

The invitation letter for you and Bhabi is attached. I've signed it - print it
on good paper and put it in the bundle with your bank statements, the land
papers and the old 2016 visa page. Nani's letter is separate, Shirin is
finishing it tonight, it'll come tomorrow.

VFS Sylhet appointment is Thursday 24th, 10am. Take all the originals AND
copies. Don't let the agent outside charge you for "form checking", the form's
already done.

Afa says your room is ready. She's bought new pillows. You know what she's like.

Dua korben.
Rahim
"""), "8bit", [("Invitation_letter_AK_Chowdhury_R_Begum.txt", att15)]))

    # 16 ---------------------------------------------------------------- May 2025
    out.append(plain("mail/2025/05/planning-panel-hearing.eml", H(
        "Planning Panels <planning.panels@bradford.gov.example>", RAHIM,
        "25/00417/FUL - Bradford Area Planning Panel - notification of meeting",
        "Fri, 02 May 2025 09:31:58 +0100", "<pp-25-00417-ful-notify@bradford.gov.example>",
        cc="Tariq Iqbal <tariq@iqbaldesign.example>"), _n("""
Town and Country Planning Act 1990
Application number: 25/00417/FUL
Site: Jamia Masjid Noor, Kensington Street, Bradford
Proposal: Single-storey rear extension to form ablution block, classroom and
accessible WC

Dear Sir/Madam,

You are listed as a contact for the applicant. Because more than the
threshold number of objections has been received, this application will be
determined by the Bradford Area Planning Panel rather than under delegated
powers.

The Panel will meet on Wednesday 18 June 2025 at 10:00 in Committee Room 1,
City Hall, Centenary Square, Bradford BD1 1HY.

The officer's report and recommendation will be published on the council
website five working days before the meeting.

The applicant (or agent) and objectors may each address the Panel for up to
five minutes. To speak, please register with Democratic Services by 12 noon on
Monday 16 June 2025.

Yours faithfully,
Planning Panels Team
City of Bradford Council
"""), "7bit"))

    q17 = _n("""
Liam,

Thanks for the call yesterday. To put it in writing: I've been a partner
since 2022 on the founding rate, I've had a dispute open since February and
only part of the money back, and 30% is too much for a small family place.

If you can do 27% on delivery orders and drop the packaging fee, I'll stay on
and sign the 12 months. If not, we'll move our regulars onto our own ordering
and see how we go.

Rahim
""")
    b17 = _n("""
Hi Rahim,

Thanks for your email and for your patience - I know this hasn't been a great
few months for you with us.

I'm pleased to confirm that we can offer Shapla Tandoori the following,
effective 1 June 2025:

  - Delivery commission: 27% (down from 30%)
  - Collection commission: 12%
  - Packaging compliance fee: removed
  - Term: 12 months, then reviewed

I've attached nothing - the new terms will appear in your Partner Hub as an
addendum to accept. Once you click accept, it's done.

On the remaining part of your dispute, Partner Accounts are still reviewing and
will contact you directly.

Best,
Liam Baxter
Account Manager, Yorkshire - FoodHopper

On Wed, 7 May 2025 at 23:14, Rahim Chowdhury <info@shaplatandoori.example> wrote:
""") + quote(q17) + "\n"
    h17 = ("<html><body style=\"font-family:Arial,sans-serif\"><p>Hi Rahim,</p>"
           "<p>Thanks for your email and for your patience.</p>"
           "<p>I'm pleased to confirm that we can offer Shapla Tandoori the following, effective 1 June 2025:</p>"
           "<table border=\"1\" cellpadding=\"5\" cellspacing=\"0\"><tr><th>Item</th><th>New terms</th></tr>"
           "<tr><td>Delivery commission</td><td>27% (down from 30%)</td></tr>"
           "<tr><td>Collection commission</td><td>12%</td></tr>"
           "<tr><td>Packaging compliance fee</td><td>removed</td></tr>"
           "<tr><td>Term</td><td>12 months, then reviewed</td></tr></table>"
           "<p>On the remaining part of your dispute, Partner Accounts are still reviewing and will contact you directly.</p>"
           "<p>Best,<br>Liam Baxter<br>Account Manager, Yorkshire &ndash; FoodHopper</p>"
           "<blockquote>" + q17.replace("\n", "<br>\n") + "</blockquote></body></html>\n")
    out.append(alternative("mail/2025/05/re-foodhopper-revised-terms.eml", H(
        "Liam Baxter <liam.baxter@foodhopper.example>", SHAPLA,
        "Re: Commission - Shapla Tandoori",
        "Thu, 08 May 2025 10:02:37 +0100", "<lb-20250508-1002@foodhopper.example>",
        reply_to_id="<20250507231400.sh@shaplatandoori.example>"),
        b17, h17, "7bit", "quoted-printable"))

    # 18 ---------------------------------------------------------------- Jun 2025
    fwd18 = _n("""
Hi Rahim,

Lovely to see you all at the tasting. As agreed, the final menu:

Starters: chicken tikka & seekh kebab platter, vegetable pakora, fish fry
Mains: kacchi lamb biryani, Bengali chicken roast, LAMB rezala (instead of
beef, for Mrs Hussain), tarka dal, salad, raita, naan
Dessert: firni in clay pots, gajar halwa
Drinks: soft drinks, water, tea & coffee station, plus mango lassi on arrival
(our gift)

Mishti / sweet boxes: you're providing your own, we'll plate them with the
tea - just get them to us by 11am on the day.

Javed
""")
    out.append(plain("mail/2025/06/fwd-final-menu-zafran.eml", H(
        RAHIM, "Nadia Chowdhury <nadia.chowdhury@mailbox.example>",
        "Fwd: Final menu - Chowdhury/Hussain wedding 27/09",
        "Fri, 20 Jun 2025 21:37:19 +0100", "<20250620213719.fw@mailbox.example>",
        cc="Shirin Chowdhury <shirin.chowdhury@mailbox.example>"), _n("""
Nadia, Shirin - final menu from Javed below. Lamb rezala not beef, as Imran's
mum wanted. Mango lassi on arrival is on the house, nice touch.

I'm doing the mishti, don't anybody argue.

Abba

---------- Forwarded message ---------
From: Javed Zafar <javed@zafrancaterers.example>
Date: Mon, 14 Apr 2025 at 10:15
Subject: Final menu - Chowdhury/Hussain wedding 27/09
To: Rahim Chowdhury <rahim.chowdhury@mailbox.example>

""") + fwd18, "8bit"))

    # 19 ---------------------------------------------------------------- Jul 2025
    q19 = _n("""
Dear Mr Chowdhury,

I'm so sorry, but I've made a mistake with the diary. The main hall on
Thursday 25 September was already provisionally held for the Laisterdyke
Residents' Association AGM and they have now confirmed. I should have
spotted it when you booked in March - entirely my fault.

I can offer you Friday 26 September instead, same main hall, 6:30pm to
11pm, with the kitchen, the tables and the car park, and I'll take 40 pounds
off the hire to say sorry (so 420 instead of 460).

Please let me know as soon as you can so I can hold Friday for you.

Bev Hirst
Bookings, Laisterdyke Community Centre
""")
    out.append(plain("mail/2025/07/re-mehndi-hall-booking.eml", H(
        RAHIM, "Bev Hirst <bookings@laisterdyke-cc.example>",
        "Re: Mehndi booking - change of date",
        "Wed, 16 Jul 2025 13:26:50 +0100", "<20250716132650.bh@mailbox.example>",
        cc="Shirin Chowdhury <shirin.chowdhury@mailbox.example>",
        reply_to_id="<lcc-bk-0716-0912@laisterdyke-cc.example>"), _n("""
Dear Bev,

No harm done - these things happen. Yes please, we'll take the Friday:
Friday 26 September, main hall, 6:30pm to 11pm. The 40 off is very kind.

Could you confirm it in writing and send the revised invoice? We'll need to
let 200 people know, so the sooner the better.

Many thanks,
Rahim Chowdhury

On Wed, 16 Jul 2025 at 09:12, Bev Hirst <bookings@laisterdyke-cc.example> wrote:
""") + quote(q19) + "\n", "7bit"))

    out.append(html_only("mail/2025/07/calder-valley-final-invoice.eml", H(
        "Calder Valley Roofing & Leadwork <accounts@caldervalleyroofing.example>",
        "Treasurer, Jamia Masjid Noor <rahim.chowdhury@mailbox.example>",
        "Invoice CVR-2025-118 - Jamia Masjid Noor - final account",
        "Wed, 30 Jul 2025 08:45:12 +0100", "<inv-cvr-2025-118@caldervalleyroofing.example>",
        cc=SALEEM), _n("""
<html><body style="font-family:Arial,sans-serif">
<p>Dear Mr Chowdhury,</p>
<p>Please find below our final account for the re-roofing works at Jamia Masjid Noor, Kensington Street,
completed on 25 July 2025. It has been a pleasure working with your committee.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dde"><th>Ref</th><th>Description</th><th>Amount</th></tr>
<tr><td>1</td><td>Strip and re-roof rear pitch: new battens, breathable membrane, reclaimed Welsh slate to match</td><td>&pound;31,400.00</td></tr>
<tr><td>2</td><td>Code 5 lead to valley gutter, flashings and soakers, SmartWater marked</td><td>&pound;9,850.00</td></tr>
<tr><td>3</td><td>Replace 3 no. rafters, sister 4 no., treat timbers</td><td>&pound;2,350.00</td></tr>
<tr><td>4</td><td>Scaffold, edge protection, skip hire</td><td>&pound;3,200.00</td></tr>
<tr><td>VO1</td><td>Variation: additional lead flashing to gable abutment (agreed on site 2 June)</td><td>&pound;460.00</td></tr>
<tr><td colspan="2"><b>Total final account</b></td><td><b>&pound;47,260.00</b></td></tr>
<tr><td colspan="2">Less paid on account (stage payments 1&ndash;3)</td><td>&minus;&pound;35,000.00</td></tr>
<tr><td colspan="2"><b>Balance now due</b></td><td><b>&pound;12,260.00</b></td></tr>
</table>
<p>Payment terms: 14 days. Our 10-year workmanship guarantee certificate will follow on receipt of payment.</p>
<p>Calder Valley Roofing &amp; Leadwork Ltd, Mytholmroyd, West Yorkshire. Not VAT registered for this contract (charity relief N/A).</p>
</body></html>
"""), "quoted-printable"))

    # 21 ---------------------------------------------------------------- Aug 2025
    out.append(plain("mail/2025/08/bantams-bulletin-august.eml", H(
        "Bantams Bulletin <news@bantams-bulletin.example>", RAHIM,
        "Bantams Bulletin: new season, new hope - your August round-up",
        "Fri, 01 Aug 2025 17:00:00 +0100", "<bb-2025-08@bantams-bulletin.example>",
        extra=[("List-Unsubscribe", "<https://bantams-bulletin.example/unsub>")]), _n("""
BANTAMS BULLETIN - AUGUST 2025
The unofficial supporters' newsletter. Not affiliated with the club.

* Season opener at the Valley Parade next Saturday, 3pm. Gates open 1:30.
  Season ticket holders: your new cards are on the app - if yours isn't
  showing, don't queue at the ticket office on matchday, email them now.

* Pre-season verdict: solid at the back, still nobody who can score from
  outside the box. Our columnist "Midland Road Mick" predicts a top-ten
  finish. He predicted that last year too.

* Supporters' trust AGM 21 August, 7pm, the Kensington Suite - all welcome.

* Away travel: coaches to the first two away games are nearly full. Book
  through the trust website.

* Half-time pie watch: the balti pie is back. Your correspondent approves.

Come on City!
You're receiving this because you signed up at the 2023 fan zone.
Unsubscribe any time.
"""), "quoted-printable"))

    q22 = _n("""
Ayesha,

Any news? It's been seven weeks since the biometrics. Shirin isn't sleeping
and the flights need booking - the travel agent says prices go up every week.

Rahim
""")
    out.append(plain("mail/2025/08/re-nani-visit-visa.eml", H(
        "Ayesha Rahman <ayesha@northbridge-immigration.example>", RAHIM,
        "Re: Mrs Jahanara Khatun - visit visa reapplication",
        "Wed, 20 Aug 2025 16:55:03 +0100", "<nbi-2025-0820-jk@northbridge-immigration.example>",
        cc="Shirin Chowdhury <shirin.chowdhury@mailbox.example>",
        reply_to_id="<20250819092211.aa@mailbox.example>"), _n("""
Dear Rahim and Shirin,

Alhamdulillah - I'm delighted to tell you that Mrs Khatun's Standard Visitor
visa has been GRANTED. The decision is dated 20 August 2025.

It's a two-year multiple-entry visit visa (each visit up to six months), so
she won't need to go through this again for the next trip. Her passport will
be ready for collection from the visa centre in Sylhet from 24 August -
whoever collects it must take the collection letter and her ID.

The points in the June refusal were all answered properly this time. Well
done for getting everything together so quickly.

You can book the flights now. Do send me a photo of the wedding!

Warm regards,
Ayesha Rahman
Northbridge Immigration Ltd

On Tue, 19 Aug 2025 at 09:22, Rahim Chowdhury <rahim.chowdhury@mailbox.example> wrote:
""") + quote(q22) + "\n", "8bit"))

    out.append(html_only("mail/2025/08/surma-travel-e-ticket-itinerary.eml", H(
        "Surma Travel & Tours <tickets@surmatravel.example>", RAHIM,
        "E-ticket itinerary - CHOWDHURY x3 - DAC/MAN",
        "Fri, 22 Aug 2025 12:14:48 +0100", "<st-eticket-20250822-117@surmatravel.example>"), _n("""
<html><body style="font-family:Tahoma,Arial,sans-serif">
<p>Dear Rahim bhai,</p>
<p>Thank you for booking with Surma Travel &amp; Tours, Leeds Road. Please find the e-ticket itinerary for your family below.
Please check all names against the passports.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#003366;color:white"><th colspan="2">Booking</th></tr>
<tr><td>Airline booking reference (PNR)</td><td><b>Q8ZK4T</b></td></tr>
<tr><td>Passengers</td><td>CHOWDHURY/ABDULKARIM MR<br>BEGUM/REHANA MRS<br>KHATUN/JAHANARA MRS (wheelchair assistance WCHR requested)</td></tr>
</table>
<br>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#003366;color:white"><th>Flight</th><th>From</th><th>To</th><th>Departs</th><th>Arrives</th></tr>
<tr><td>EK 585</td><td>Dhaka (DAC)</td><td>Dubai (DXB) T3</td><td>Mon 15 Sep 2025 23:55</td><td>Tue 16 Sep 2025 03:35</td></tr>
<tr><td>EK 019</td><td>Dubai (DXB) T3</td><td>Manchester (MAN) Terminal 1</td><td>Tue 16 Sep 2025 08:20</td><td>Tue 16 Sep 2025 13:05</td></tr>
<tr><td>EK 020</td><td>Manchester (MAN) Terminal 1</td><td>Dubai (DXB)</td><td>Tue 14 Oct 2025 14:25</td><td>Wed 15 Oct 2025 00:40</td></tr>
<tr><td>EK 584</td><td>Dubai (DXB)</td><td>Dhaka (DAC)</td><td>Wed 15 Oct 2025 09:30</td><td>Wed 15 Oct 2025 16:20</td></tr>
</table>
<p>Baggage: 2 x 23 kg each. Domestic Sylhet&ndash;Dhaka connection booked separately by the family.</p>
<p>Total paid: &pound;2,574.00 (3 adults, economy). Thank you for your custom.</p>
<p>Surma Travel &amp; Tours, Leeds Road, Bradford &mdash; ATOL protected</p>
</body></html>
"""), "base64"))

    # 24 ---------------------------------------------------------------- Sep 2025
    q24 = _n("""
Hi Sharon,

Thanks for the invoice. Two questions before I pay:

1. Can we have the cake table at the side of the stage rather than in
   front? My daughter has a "vision".
2. Where should guests park? We've got well over 300 coming, plenty of them
   from Bradford and Oldham who won't know Leeds.

Regards,
Rahim
""")
    out.append(plain("mail/2025/09/re-regency-final-details.eml", H(
        "Sharon Wainwright <events@regencysuite-leeds.example>", RAHIM,
        "Re: Final invoice & a couple of questions - 27 Sept",
        "Tue, 02 Sep 2025 10:33:27 +0100", "<rs-270925-chow-7@regencysuite-leeds.example>",
        reply_to_id="<20250901221530.rs@mailbox.example>"), _n("""
Dear Rahim,

Of course - see below.

1. Cake table: no problem at all, we'll put it stage left. Nadia's vision is
   safe with us.

2. Parking: our own car park at the back takes about 120 cars (entrance off
   Kirkstall Road, follow the signs). For the overflow, please send guests to
   the Savins Mill Way car park directly opposite - it's pay and display until
   6pm, then free. Please ask guests NOT to park in the retail park next door;
   they enforce and they will ticket.

Balance: the remaining balance of £6,850.00 is due by Saturday 13 September
(14 days before). Bank details are on the invoice; please use RS-270925-CHOW
as the reference.

Timings as agreed: decorators from 10:00, guests from 12:30, bride's entrance
at 2pm, hall clear by 21:00.

Kind regards,
Sharon Wainwright
Events Coordinator, The Regency Suite

On Mon, 1 Sep 2025 at 22:15, Rahim Chowdhury <rahim.chowdhury@mailbox.example> wrote:
""") + quote(q24) + "\n", "8bit"))

    b25 = _n("""
Thanks for your order, Rahim!

Order HG-771204 - placed 5 September 2025

  10 x Warm white fairy lights, 20 m, mains powered     £89.90
   4 x LED pillar candles, ivory, set of 3              £47.96
   2 x Sage green chiffon drape, 6 m                    £31.98
  Delivery (next day)                                     £4.99
  ----------------------------------------------------------
  Total paid (Visa ending 4410)                        £174.83

Arriving Saturday 6 September. We'll text you a delivery slot.
Home & Glow
""")
    h25 = ("<html><body><h3>Thanks for your order, Rahim!</h3><p>Order HG-771204 &ndash; placed 5 September 2025</p>"
           "<table border=\"1\" cellpadding=\"4\" cellspacing=\"0\"><tr><th>Item</th><th>Qty</th><th>Price</th></tr>"
           "<tr><td>Warm white fairy lights, 20 m</td><td>10</td><td>&pound;89.90</td></tr>"
           "<tr><td>LED pillar candles, ivory, set of 3</td><td>4</td><td>&pound;47.96</td></tr>"
           "<tr><td>Sage green chiffon drape, 6 m</td><td>2</td><td>&pound;31.98</td></tr>"
           "<tr><td>Delivery</td><td></td><td>&pound;4.99</td></tr>"
           "<tr><td colspan=\"2\"><b>Total</b></td><td><b>&pound;174.83</b></td></tr></table>"
           "<p>Arriving Saturday 6 September.</p></body></html>\n")
    out.append(alternative("mail/2025/09/order-confirmation-fairy-lights.eml", H(
        "Home & Glow <orders@homeandglow.example>", RAHIM,
        "Order confirmation HG-771204",
        "Fri, 05 Sep 2025 20:41:09 +0100", "<hg-771204@homeandglow.example>"),
        b25, h25, "quoted-printable", "quoted-printable"))

    q26 = _n("""
Javed,

Final numbers as promised: 350 adults plus about 25 kiddies under ten.
Imran's mum found another thirty. Don't ask.

Mishti will be with you by 11am on the day, Tanvir's bringing it in the van.

Rahim
""")
    out.append(plain("mail/2025/09/re-final-numbers-zafran.eml", H(
        "Javed Zafar <javed@zafrancaterers.example>", RAHIM,
        "Re: Final numbers - Sat 27th",
        "Wed, 10 Sep 2025 18:20:36 +0100", "<zc-fn-2025-0910@zafrancaterers.example>",
        reply_to_id="<20250910121502.jz@mailbox.example>"), _n("""
Salaam Rahim bhai,

Confirmed: 350 adults + 25 children under 10 (children at half rate) for
Saturday 27 September at The Regency Suite. Final invoice will follow on
that basis, balance due on the day as agreed.

We'll have 15 servers on (one extra for the numbers), head waiter Adeel, and
we'll be on site from 10:30. Mishti by 11 is perfect.

Thirty more! Mashallah, it'll be a proper wedding.

Javed
Zafran Caterers

On Wed, 10 Sep 2025 at 12:15, Rahim Chowdhury <rahim.chowdhury@mailbox.example> wrote:
""") + quote(q26) + "\n", "quoted-printable"))

    out.append(("mail/lists/masjid-building-committee.mbox", build_mbox()))
    return out


# ------------------------------------------------------------------ mbox
LIST_ID = "Jamia Masjid Noor building committee <building-committee.lists.masjidnoor.example>"
LIST_ADDR = "building-committee@lists.masjidnoor.example"


def _list_msg(frm, frm_addr, date, envelope_date, subject, mid, body, reply_to=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = LIST_ADDR
    m["Subject"] = subject
    m["Date"] = date
    m["Message-ID"] = mid
    if reply_to:
        m["In-Reply-To"] = reply_to
        m["References"] = reply_to
    m["List-Id"] = LIST_ID
    m["List-Post"] = "<mailto:%s>" % LIST_ADDR
    m["Precedence"] = "list"
    m["MIME-Version"] = "1.0"
    m.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
    raw = m.as_bytes(policy=policy.default.clone(linesep="\n")).decode("utf-8")
    lines = raw.split("\n")
    esc = []
    for ln in lines:
        if ln.startswith("From ") or ln.startswith(">From "):
            ln = ">" + ln
        esc.append(ln)
    return "From %s %s\n%s\n" % (frm_addr, envelope_date, "\n".join(esc).rstrip("\n") + "\n")


def build_mbox():
    R = ("Rahim Chowdhury <rahim.chowdhury@mailbox.example>", "rahim.chowdhury@mailbox.example")
    S = ("Saleem Akhtar <saleem.akhtar@mailbox.example>", "saleem.akhtar@mailbox.example")
    M = ("Haji Abdul Mannan <a.mannan@mailbox.example>", "a.mannan@mailbox.example")
    F = ("Dr Farhana Qureshi <farhana.q@mailbox.example>", "farhana.q@mailbox.example")
    msgs = []
    msgs.append(_list_msg(R[0], R[1], "Sun, 12 Jan 2025 21:14:06 +0000", "Sun Jan 12 21:14:06 2025",
        "[Building] Treasurer's update - roof appeal & insurance", "<20250112211406.tr@mailbox.example>", _n("""
Assalamu alaikum all,

Quick update before next Sunday's meeting.

1. Appeal: £24,650 banked as of today, including the sisters' bake sale and
   the Rafiq family's very generous £5,000. JazakAllah khair to everyone.

2. Insurance: Faith Mutual have accepted the claim for the stolen lead in
   principle. Claim ref FMI-CL-20931. They'll pay up to £6,000 towards the
   lead replacement, less the £500 excess. Loss adjuster visiting 22 Jan -
   Saleem bhai will meet him.

3. Pennine: the 10% deposit (£4,150) was paid by bank transfer on 8 Jan as
   agreed at the December meeting. They say start date 17 Feb, weather
   permitting.

4. Gift Aid: the claim for April-December 2024 donations goes in this week.

One request, brothers and sisters: please ring me or send a text rather
than sending voice notes on WhatsApp. I never listen to them - I'm in the
kitchen with my hands in dough and I'll miss things. A proper phone call,
any time after 3pm, is best. Or email, like this.

Rahim (treasurer)
""")))
    msgs.append(_list_msg(S[0], S[1], "Thu, 20 Feb 2025 19:02:44 +0000", "Thu Feb 20 19:02:44 2025",
        "[Building] Pennine - worrying", "<20250220190244.sa@mailbox.example>", _n("""
Salaam all,

Pennine have not started (they were due Monday), have not put up scaffold,
and still have not given us the insurance certificate we asked for in
January. Their phone goes to voicemail.

I'll keep trying this week. Please don't discuss it at Jummah yet - I don't
want rumours before we know the facts.

Saleem
""")))
    msgs.append(_list_msg(M[0], M[1], "Sun, 09 Mar 2025 17:40:21 +0000", "Sun Mar  9 17:40:21 2025",
        "[Building] Decision of the extraordinary meeting - roofing contractor", "<20250309174021.am@mailbox.example>", _n("""
Assalamu alaikum,

For the record, the decision of today's extraordinary meeting of the building
committee (9 members present):

1. The contract with Pennine Roofing Ltd is cancelled, because they could not
   provide evidence of public liability insurance and did not start the work.

2. The committee resolved, by 7 votes to 2, to appoint Calder Valley Roofing &
   Leadwork Ltd to carry out the re-roofing of the rear pitch at their quoted
   price of £46,800, with work to start in May 2025.

3. The treasurer is to write formally to Pennine Roofing requesting the return
   of the £4,150 deposit.

4. No further payments to any contractor without sight of their insurance
   certificate. (Brother Rahim's proposal, agreed unanimously.)

May Allah make it easy.

Haji Abdul Mannan
Chair, Building Committee
""")))
    msgs.append(_list_msg(F[0], F[1], "Mon, 10 Mar 2025 08:05:59 +0000", "Mon Mar 10 08:05:59 2025",
        "Re: [Building] Decision of the extraordinary meeting - roofing contractor", "<20250310080559.fq@mailbox.example>", _n("""
Walaikum salaam,

Agree with all of this, and thank you Haji sahib for chairing a difficult one.

From what Calder Valley told us, they also give a 10-year workmanship
guarantee on the lead, which Pennine never offered. Worth the extra.

One request: can the minutes note that the two who voted against did so on
cost grounds only, not because of any concern about Calder Valley.

Farhana

On Sun, 9 Mar 2025, Haji Abdul Mannan wrote:
> 2. The committee resolved, by 7 votes to 2, to appoint Calder Valley Roofing &
> Leadwork Ltd to carry out the re-roofing of the rear pitch at their quoted
> price of £46,800, with work to start in May 2025.
""", ), reply_to="<20250309174021.am@mailbox.example>"))
    msgs.append(_list_msg(S[0], S[1], "Tue, 15 Apr 2025 20:11:37 +0100", "Tue Apr 15 20:11:37 2025",
        "[Building] Planning - objections update", "<20250415201137.sa@mailbox.example>", _n("""
Salaam all,

The planning portal now shows 23 objection letters to the extension, most
from the same two streets and most using the same wording. The residents'
group has a Facebook page. Main themes: Friday parking, late-night noise in
Ramadan, "intensification", and light to no. 12.

Tariq (our agent) is drafting a response: a parking management plan with
marshals on Fridays, staggered classes, dropping the roof height for no. 12,
and he suggests we hold an open day and invite the neighbours in for tea.
I think it's a good idea. Saturday 10 May?

Saleem
""")))
    msgs.append(_list_msg(S[0], S[1], "Thu, 19 Jun 2025 09:03:15 +0100", "Thu Jun 19 09:03:15 2025",
        "[Building] Planning APPROVED", "<20250619090315.sa@mailbox.example>", _n("""
Alhamdulillah - the extension was APPROVED yesterday at the Area Planning
Panel, with conditions. Tariq spoke well; two of the neighbours spoke
against; the councillors seemed to like the open day and the marshals idea.

Tariq will circulate the formal decision notice with the list of conditions
when it arrives. Some of them need action from us, so please read it when
it comes.

Saleem
""")))
    msgs.append(_list_msg(R[0], R[1], "Sun, 27 Jul 2025 22:48:02 +0100", "Sun Jul 27 22:48:02 2025",
        "[Building] Roof complete + appeal total", "<20250727224802.tr@mailbox.example>", _n("""
Assalamu alaikum,

The roof is finished (25 July). Calder Valley's final invoice came to
£47,260 including the extra flashing we agreed on site. The balance will be
paid this week once Saleem bhai has signed off the snagging.

Appeal total banked: £49,870. We have passed the target, alhamdulillah. I'll
bring a proposal to the September meeting for what to do with the surplus -
please send me your ideas by email (not voice notes!).

Thank-you letters to the larger donors have gone out.

Rahim (treasurer)
""")))
    msgs.append(_list_msg(R[0], R[1], "Sun, 24 Aug 2025 21:30:44 +0100", "Sun Aug 24 21:30:44 2025",
        "[Building] Pennine Roofing - administration", "<20250824213044.tr@mailbox.example>", _n("""
Salaam all,

Bad news on the Pennine deposit. Pennine Roofing Ltd went into
administration on 18 August (notice in the Gazette). The administrators are
Harrow & Finch Insolvency in Leeds.

I've submitted our creditor claim form for the £4,150 deposit, with copies of
the quote, the bank transfer and our letters asking for it back. We are an
unsecured creditor, so realistically we may get a few pence in the pound, and
not for months. I'll keep chasing and report back.

Rahim
""")))
    return "".join(msgs).encode("utf-8")
