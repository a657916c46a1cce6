"""E-mail (.eml) and the Tigers parents list (.mbox)."""
import mailbox
import os
from email.message import EmailMessage
from email import policy
from util import new_msg, save_eml, path

KB = "Kwame Mensah-Boateng <kwame@mensahboateng-furniture.example>"
KP = "Kwame Mensah-Boateng <kwame.mb@postbox.example>"
SIAN = "Sian Pritchard <sian.pritchard@postbox.example>"
LOWRI = "Lowri Eames <lowri.eames@cabotmortgages.example.co.uk>"
LOWRI_SIG = """--
Lowri Eames CeMAP
Mortgage Adviser
Cabot Mortgage Partners
2nd Floor, Harbour Chambers, Welsh Back, Bristol BS1 4SB
0117 496 0715 | 07700 900861

Your home may be repossessed if you do not keep up repayments on your mortgage.
"""
PIXEL = '<img src="https://t.%s/o.gif?u=kmb2291" width="1" height="1" alt="">'

# ------------------------------------------------------------ 2025-03-11 Cabot first steps (multipart/alternative)
m = new_msg(LOWRI, KP, "Tue, 11 Mar 2025 15:42:00 +0000",
            "Great to speak today - next steps",
            "<20250311154200.7731@cabotmortgages.example.co.uk>", cc=SIAN)
txt = """Hi Kwame and Sian,

Lovely to speak to you both at lunchtime. As promised, here's a quick summary
and what I'll need from you to get an Agreement in Principle (AIP) lined up.

What we discussed
- First-time buyers, looking in south/east Bristol, roughly £300-340k.
- Kwame self-employed (sole trader, furniture maker) for six years; Sian
  employed full-time.
- Deposit currently around £31k, growing.

What I need from you
1. Kwame: SA302s and the matching tax year overviews for the last two tax
   years (2022/23 and 2023/24). Your accountant can usually get these for you,
   or you can download them from your HMRC online account.
2. Both: your last 3 months' personal bank statements.
3. Both: photo ID (passport or driving licence) and proof of address.
4. Sian: your last 3 payslips.

Once I have those I'll approach a couple of lenders who are sensible with
self-employed income - Westcombe Building Society is usually my first call.

Any questions at all, just shout.

Best wishes,
Lowri

""" + LOWRI_SIG
m.set_content(txt, cte="quoted-printable")
html = "<html><body style='font-family:Georgia,serif'>" + "".join(
    "<p>%s</p>" % p.replace("\n", "<br>") for p in txt.split("\n\n")) + "</body></html>"
m.add_alternative(html, subtype="html", cte="quoted-printable")
save_eml("mail/2025/03/2025-03-11_cabot-next-steps.eml", m)

# ------------------------------------------------------------ 2025-04-09 Re: wet oak (reply, QP)
m = new_msg("Terry Vowles <terry@hartcliffetimber.example.co.uk>", KB,
            "Wed, 09 Apr 2025 11:20:00 +0100",
            "Re: Delivery 3 April - oak reading 15-17%",
            "<re-250409-1120.tv@hartcliffetimber.example.co.uk>",
            extra=[("In-Reply-To", "<250407-0812.kmb@mensahboateng-furniture.example>"),
                   ("References", "<250407-0812.kmb@mensahboateng-furniture.example>")])
m.set_content("""Hi Kwame,

Sorry to hear this and thanks for the photos and readings. I've spoken to
the lads and it looks like kiln 2 had a fault on the humidity control in
March, so that parcel didn't get the full cycle. That's on us.

Trouble is, as you've already cut and planed some of the boards we can't
take them back into stock. What I can do is a 10% credit against your
invoice HT-88104, which I've put through this morning.

Going forward I'll get the yard to meter anything going out to you before
it goes on the lorry.

Cheers,
Terry

Terry Vowles
Hartcliffe Timber Co.
Whitchurch Lane Trade Park, Bristol
0117 496 0590

On Mon, 7 Apr 2025 at 08:12, Kwame Mensah-Boateng <kwame@mensahboateng-furniture.example> wrote:
> Morning Terry,
>
> Not happy with the oak that came on Thursday (3 April, 0.4 m3 of 27mm
> European oak FAS, your ref HT-88104). It's sold as kiln dried 10-12% but
> my meter is reading 15-17% in the middle of the boards - photos attached,
> pin meter, readings taken 150mm in from the ends.
>
> I flattened two table tops from it on Friday and by Sunday both had
> cupped by 3-4mm. That's a day and a half of work gone and I'll lose
> thickness getting them flat again.
>
> What are you going to do about it? I've been buying from you since 2019
> and this is the first time I've had to write one of these.
>
> Kwame
""", cte="quoted-printable")
save_eml("mail/2025/04/2025-04-09_re-delivery-3-april.eml", m)

# ------------------------------------------------------------ 2025-05-16 Severnside welcome (base64 body)
m = new_msg("Jo Pennock <jo.pennock@severnsidehardwoods.example.co.uk>", KB,
            "Fri, 16 May 2025 09:05:00 +0100",
            "Your trade account is open",
            "<sh-welcome-20250516-0905@severnsidehardwoods.example.co.uk>")
m.set_content("""Hi Kwame,

Good news - your trade account with us is now open.

  Account name:    Mensah-Boateng Furniture
  Account number:  SH-40817
  Credit limit:    £3,000
  Terms:           30 days end of month

Please quote your account number on every order (phone, e-mail or at the
counter) so it goes on the right ledger.

Yard and counter:
  Severnside Hardwoods Ltd
  Saltmarsh Lane, Avonmouth, Bristol BS11 0YL
  Mon-Fri 7:30-4:30, Sat 8:00-12:00

You're welcome to walk the racks and pick your own boards - just check in at
the counter first and grab a hi-vis. Delivery is free over £400 to BS
postcodes (Tuesdays and Thursdays), otherwise £30.

I'm your main contact for orders and quotes - e-mail is best, or ring the
sales line on 0117 496 0382.

Looking forward to working with you.

Jo Pennock
Sales, Severnside Hardwoods Ltd
""", cte="base64")
save_eml("mail/2025/05/2025-05-16_trade-account-open.eml", m)

# ------------------------------------------------------------ 2025-06-03 AIP with base64 attachment
m = new_msg(LOWRI, KP, "Tue, 03 Jun 2025 16:10:00 +0100",
            "Your Agreement in Principle from Westcombe",
            "<20250603161000.8820@cabotmortgages.example.co.uk>", cc=SIAN)
m.set_content("""Hi both,

Good news! Westcombe Building Society have issued an Agreement in Principle
for you, for the figure we talked about on the phone. The certificate is
attached - keep it handy, estate agents will usually ask to see it before
they put an offer forward.

It's valid for 90 days. If it runs out before you find somewhere, that's
no problem, I can re-run it (and if Kwame's 2024/25 figures are stronger by
then, we may be able to improve on it).

Happy house hunting!

Lowri

""" + LOWRI_SIG, cte="7bit")
cert = """WESTCOMBE BUILDING SOCIETY
AGREEMENT IN PRINCIPLE

Reference:        WBS-AIP-418825
Date issued:      03/06/2025
Valid until:      01/09/2025
Introduced by:    Cabot Mortgage Partners (Lowri Eames)

Applicant 1:      Mr Kwame Mensah-Boateng (self-employed)
Applicant 2:      Ms Sian Pritchard (employed)

Amount agreed in principle:   £285,000
Term:                         30 years
Repayment basis:              Capital and interest
Purpose:                      House purchase (first-time buyers)

This Agreement in Principle is based on the information provided and a
credit search. It is not a mortgage offer. A full application, valuation
and verification of income will be required.
"""
m.add_attachment(cert, subtype="plain", filename="Westcombe_AIP_certificate.txt", cte="base64")
save_eml("mail/2025/06/2025-06-03_westcombe-aip.eml", m)

# ------------------------------------------------------------ 2025-06-12 ToolHaus promo (HTML only)
m = new_msg("ToolHaus Trade <deals@toolhaus-trade.example.co.uk>", KB,
            "Thu, 12 Jun 2025 06:30:00 +0100",
            "\u2600 SUMMER SALE: 25% off clamps, cutters & blades",
            "<promo-250612-summer.4410@toolhaus-trade.example.co.uk>",
            extra=[("List-Unsubscribe", "<mailto:unsub@toolhaus-trade.example.co.uk>"),
                   ("Precedence", "bulk")])
m.set_content("""<html><body style="margin:0;background:#eee">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial">
<tr><td style="background:#1d3c6e;color:#fff;padding:16px;font-size:22px"><b>ToolHaus Trade</b> &mdash; SUMMER SALE</td></tr>
<tr><td style="padding:16px"><p>Hi Kwame, stock up before the autumn rush. This week only, trade account holders get <b>25% off</b>:</p>
<table width="100%" cellpadding="8" border="0">
<tr><th align="left">Product</th><th align="right">Was</th><th align="right">Now</th></tr>
<tr><td>F-clamps 300mm (pack of 4)</td><td align="right">&pound;39.99</td><td align="right"><b>&pound;29.99</b></td></tr>
<tr><td>Sash cramps 1200mm (pair)</td><td align="right">&pound;64.00</td><td align="right"><b>&pound;48.00</b></td></tr>
<tr><td>TCT saw blade 254mm 60T</td><td align="right">&pound;46.50</td><td align="right"><b>&pound;34.88</b></td></tr>
<tr><td>Router cutter set 1/2" (12 pc)</td><td align="right">&pound;89.00</td><td align="right"><b>&pound;66.75</b></td></tr>
<tr><td>Planer knives 260mm HSS (pair)</td><td align="right">&pound;32.00</td><td align="right"><b>&pound;24.00</b></td></tr>
</table>
<p>Offer ends Sunday 15 June. Use code <b>SUMMER25</b> at the trade counter or online.</p>
<p style="font-size:11px;color:#888">You are receiving this because you have a ToolHaus Trade account. Unsubscribe any time.</p>
</td></tr></table>""" + PIXEL % "toolhaus-trade.example.co.uk" + "</body></html>",
                subtype="html", cte="quoted-printable")
save_eml("mail/2025/06/2025-06-12_summer-promo.eml", m)

# ------------------------------------------------------------ 2025-06-20 Lowe enquiry (7bit)
m = new_msg("Harriet Lowe <harriet.lowe@cliftonmail.example>", KB,
            "Fri, 20 Jun 2025 20:41:00 +0100",
            "Dining table enquiry (we met at the Feeder Canal market)",
            "<CAHL20250620204100.3381@cliftonmail.example>")
m.set_content("""Hi Kwame,

We chatted at your stall on Sunday - I was the one who kept stroking the
oak stool! You said to drop you a line about a table so here goes.

We've just finished an extension at the back of the house (kitchen-diner,
big bi-folds, concrete floor) and we'd love a proper solid wood dining
table for it. Something like:

- oak
- roughly 2000 x 950 (we've taped it out on the floor)
- a trestle-type base rather than four legs, so nobody straddles a leg
- seats 8
- budget around £3,000-£3,500 if that's realistic?

Ideally we'd have it by Christmas as we're hosting both families this year.

Would you be able to come and see the room? We're in most evenings.

Thanks!
Harriet

Harriet Lowe
14 Canynge Rise, Clifton, Bristol BS8 3LP
07700 900583
""", cte="8bit")
save_eml("mail/2025/06/2025-06-20_dining-table-enquiry.eml", m)

# ------------------------------------------------------------ 2025-07-29 Re: Re: quote - walnut (8bit, nested quotes)
m = new_msg(KB, "Harriet Lowe <harriet.lowe@cliftonmail.example>",
            "Tue, 29 Jul 2025 18:55:00 +0100",
            "Re: Re: Quote Q-2025-019 - oak dining table",
            "<250729-1855.kmb@mensahboateng-furniture.example>",
            extra=[("In-Reply-To", "<CAHL20250728221500.9911@cliftonmail.example>"),
                   ("References", "<250702-1010.kmb@mensahboateng-furniture.example> <CAHL20250728221500.9911@cliftonmail.example>")])
m.set_content("""Hi Harriet,

No problem at all - walnut is gorgeous and I completely get it.

Revised quote, Q-2025-019 rev B:
  American black walnut, 2200 x 1000, trestle base, seats 8-10
  £4,860 including delivery
  40% deposit to book the slot, balance on delivery

Why the jump: walnut is nearly twice the price of oak per cube at the
moment, the boards come narrower so there's more waste, and the table is
bigger too.

One honest thing before you decide: walnut in a room with that much
daylight will lighten over a few years - it goes a warm honey-brown rather
than staying dark chocolate. Some people love that, some don't. I'm happy
to bring an oiled offcut of each so you can see them in your room.

Have a think and let me know.

Kwame

Mensah-Boateng Furniture
Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS
07700 900417

On Mon, 28 Jul 2025 at 22:15, Harriet Lowe <harriet.lowe@cliftonmail.example> wrote:
> Hi Kwame,
>
> Sorry, curveball! Dev saw a walnut table at his friend's at the weekend
> and now he can't stop talking about it. Could you quote for the same
> design in walnut? And while we're at it, could it be a bit bigger -
> 2200 x 1000? We measured again and it'll fit.
>
> Sorry to be a pain!
> Harriet
>
> On Wed, 2 Jul 2025 at 10:10, Kwame Mensah-Boateng wrote:
>> Hi Harriet and Dev,
>>
>> Lovely to see the room last week. As promised:
>>
>> Quote Q-2025-019
>>   European oak dining table, 2000 x 950, trestle base with through
>>   stretcher, hardwax oil finish, seats 8
>>   £3,450 including delivery
>>   40% deposit to book, balance on delivery
>>
>> I can have it with you in early December.
>>
>> Kwame
""", cte="8bit")
save_eml("mail/2025/07/2025-07-29_re-re-quote-q-2025-019.eml", m)

# ------------------------------------------------------------ 2025-08-12 MOT result (HTML only, QP)
m = new_msg("Ashton Vale Motors <service@ashtonvalemotors.example.co.uk>", KP,
            "Tue, 12 Aug 2025 15:48:00 +0100",
            "MOT result for WU68 FHT - PASS",
            "<mot-20250812-WU68FHT@ashtonvalemotors.example.co.uk>")
m.set_content("""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<h2 style="color:#0a5">Ashton Vale Motors</h2>
<p>Unit 2, Winterstoke Close, Bristol BS3 2NS &middot; 0117 496 0447</p>
<p>Dear Mr Mensah-Boateng,</p>
<p>Thanks for bringing your Ford Transit Custom (<b>WU68 FHT</b>) in today. It initially failed on the front tyres, which we replaced with your agreement, and it has now <b>PASSED</b>.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#eee"><th align="left">Item</th><th align="right">Cost</th></tr>
<tr><td>MOT test (class 4)</td><td align="right">&pound;54.85</td></tr>
<tr><td>2 x front tyres 215/65 R16C fitted &amp; balanced (failure: bulge N/S/F, tread O/S/F)</td><td align="right">&pound;186.00</td></tr>
<tr><td><b>Total paid (card)</b></td><td align="right"><b>&pound;240.85</b></td></tr>
</table>
<h3>Advisories</h3>
<ul>
<li>Rear brake discs worn, pitted and corroded (both sides) &ndash; we recommend replacing discs and pads within the next 3 months.</li>
<li>Slight oil misting on the lower engine &ndash; monitor.</li>
</ul>
<p>MOT test number: 7301 4482 9915. Your new certificate runs until <b>11 August 2026</b>.</p>
<p>Give Phil a ring when you want to book the rear discs in &ndash; allow half a day.</p>
<p>Ashton Vale Motors</p>
</body></html>""", subtype="html", cte="quoted-printable")
save_eml("mail/2025/08/2025-08-12_mot-result.eml", m)

# ------------------------------------------------------------ 2025-08-26 back to oak (QP reply)
m = new_msg(KB, "Harriet Lowe <harriet.lowe@cliftonmail.example>",
            "Tue, 26 Aug 2025 09:14:00 +0100",
            "Re: Table - change of plan (again!)",
            "<250826-0914.kmb@mensahboateng-furniture.example>",
            extra=[("In-Reply-To", "<CAHL20250825213000.4471@cliftonmail.example>"),
                   ("References", "<CAHL20250825213000.4471@cliftonmail.example>")])
m.set_content("""Hi Harriet,

Honestly, no need to apologise - much better to change it now than after
I've cut anything. Oak at the bigger size with breadboard ends is a lovely
table and I'm glad the samples helped.

Final quote, Q-2025-019 rev C:
  European oak, 2200 x 1000, 40mm top with breadboard ends
  Trestle base, through-tenoned stretcher with wedges (knock-down, so it
  goes through your hallway)
  Hardwax oil finish (raw tint, so it stays pale)
  £3,890 including delivery

Deposit is 40% = £1,556. I've attached invoice KMB-2025-041 for the deposit
- bank details are on the invoice. Once that's in I'll order the timber and
book you in for early-to-mid December; I'll confirm an exact delivery date
nearer the time.

Thanks both!

Kwame

Mensah-Boateng Furniture
Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS
07700 900417

On Mon, 25 Aug 2025 at 21:30, Harriet Lowe <harriet.lowe@cliftonmail.example> wrote:
> Hi Kwame,
>
> Thank you for bringing the samples round - it really helped. We've had a
> long think and a look at the bank account, and the walnut is just over
> what we can stretch to. So... back to oak please! But can we keep the
> bigger size (2200 x 1000)? And we loved those breadboard ends you showed
> us on your phone - could you add those?
>
> Sorry for messing you about. Last change, promise.
>
> Harriet
""", cte="quoted-printable")
save_eml("mail/2025/08/2025-08-26_re-table-change-of-plan.eml", m)

# ------------------------------------------------------------ 2025-08-29 Rent review with base64 attachment
m = new_msg("Graham Tuckett <graham.tuckett@ferndown-estates.example.co.uk>", KB,
            "Fri, 29 Aug 2025 12:02:00 +0100",
            "Unit 9 Barrow Mills - notice of rent review",
            "<fe-rr-unit9-20250829@ferndown-estates.example.co.uk>")
m.set_content("""Dear Mr Mensah-Boateng,

Please find attached formal notice of the annual rent review for Unit 9,
Barrow Mills, under clause 5 of your lease.

Please update your standing order before the effective date shown in the
notice. If you have any questions, do give me a call.

Kind regards,

Graham Tuckett
Property Manager
Ferndown Estates Ltd
0117 496 0264
""", cte="7bit")
notice = """FERNDOWN ESTATES LTD
NOTICE OF RENT REVIEW

Property:      Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS
Tenant:        Mr Kwame Mensah-Boateng t/a Mensah-Boateng Furniture
Lease dated:   1 July 2024
Date:          29 August 2025

Further to clause 5 (Rent Review) of the above lease, we hereby give notice
that the rent will be reviewed as follows:

  Current rent:                     £725.00 per calendar month
  Reviewed rent:                    £810.00 per calendar month
  Effective from:                   1 October 2025

The reviewed rent reflects rents achieved on comparable light industrial
units in the BS2 area. The service charge (£40.00 per month) is unchanged.

Payment remains due monthly in advance on the 1st of each month.

Signed for and on behalf of Ferndown Estates Ltd
G. Tuckett, Property Manager
"""
m.add_attachment(notice, subtype="plain", filename="Unit9_rent_review_notice.txt", cte="base64")
save_eml("mail/2025/08/2025-08-29_notice-of-rent-review.eml", m)

# ------------------------------------------------------------ 2025-09-02 Brightwell renewal (HTML only)
m = new_msg("Brightwell Van Insurance <renewals@brightwell-van.example.co.uk>", KP,
            "Tue, 02 Sep 2025 07:15:00 +0100",
            "Your van insurance renewal is ready",
            "<ren-BVI2291847-20250902@brightwell-van.example.co.uk>")
m.set_content("""<html><body style="font-family:Arial;font-size:14px">
<p>Dear Kwame,</p>
<p>It's nearly time to renew your van insurance. Here are your renewal details:</p>
<table border="0" cellpadding="6" style="background:#f6f6f6">
<tr><td>Policy number</td><td><b>BVI-2291847</b></td></tr>
<tr><td>Vehicle</td><td>Ford Transit Custom &ndash; WU68 FHT</td></tr>
<tr><td>Renewal date</td><td>18 September 2025</td></tr>
<tr><td>Last year's premium</td><td>&pound;1,146.00</td></tr>
<tr><td>Your renewal premium</td><td><b>&pound;1,392.00</b></td></tr>
<tr><td>Tools in transit cover</td><td>Not included (add from &pound;9.50/month)</td></tr>
</table>
<p><b>You don't need to do anything</b> &ndash; your policy will renew automatically on 18 September using the card we hold.</p>
<p>Premiums have risen across the market due to higher repair and claims costs.</p>
<p>Brightwell Van Insurance</p>""" + PIXEL % "brightwell-van.example.co.uk" + "</body></html>",
    subtype="html", cte="quoted-printable")
save_eml("mail/2025/09/2025-09-02_van-renewal.eml", m)

# ------------------------------------------------------------ 2025-09-05 Fixtures (multipart/alternative)
m = new_msg("Precious Adeyemi <precious.adeyemi@totterdowntigers.example.org.uk>", KP,
            "Fri, 05 Sep 2025 21:20:00 +0100",
            "U12 autumn fixtures (Sep-Oct)",
            "<u12-fixtures-20250905@totterdowntigers.example.org.uk>")
rows = [("Sat 13 Sep", "H", "Whitchurch Wolves", "Perrett's Field, Wells Road", "10:00"),
        ("Sat 20 Sep", "A", "Brislington Badgers", "Brislington Rec", "10:00"),
        ("Sat 27 Sep", "H", "Stockwood Strikers", "Perrett's Field, Wells Road", "10:00"),
        ("Sat 4 Oct", "A", "Bishopsworth Blues", "Bishopsworth Park", "10:30"),
        ("Sat 11 Oct", "H", "Keynsham Kestrels", "Perrett's Field, Wells Road", "10:00"),
        ("Sat 18 Oct", "H", "Hengrove Hawks", "Perrett's Field, Wells Road", "10:00")]
txt = "Hi Kwame,\n\nHere are the autumn fixtures up to half term:\n\n"
for r in rows:
    txt += "  %-11s %s  v %-20s %-28s KO %s\n" % r
txt += """
All home games are at Perrett's Field, Wells Road (pitch B) - arrive 9:15
for a 10:00 KO. Nov-Dec fixtures to follow once the league publishes them.

I'll put these on the parents' list too.

Precious
Team Manager, Totterdown Tigers U12
"""
m.set_content(txt, cte="7bit")
html = "<html><body><p>Hi Kwame,</p><p>Here are the autumn fixtures up to half term:</p><table border='1' cellpadding='4'><tr><th>Date</th><th>H/A</th><th>Opponent</th><th>Venue</th><th>KO</th></tr>"
for r in rows:
    html += "<tr>" + "".join("<td>%s</td>" % c.replace("'", "&#39;") for c in r) + "</tr>"
html += "</table><p>All home games are at Perrett&#39;s Field, Wells Road (pitch B) - arrive 9:15 for a 10:00 KO. Nov-Dec fixtures to follow once the league publishes them.</p><p>Precious<br>Team Manager, Totterdown Tigers U12</p></body></html>"
m.add_alternative(html, subtype="html", cte="quoted-printable")
save_eml("mail/2025/09/2025-09-05_u12-autumn-fixtures.eml", m)

# ------------------------------------------------------------ 2025-09-10 Quayside policy (base64 body)
m = new_msg("Quayside Commercial Insurance <policies@quayside-insure.example.co.uk>", KP,
            "Wed, 10 Sep 2025 14:31:00 +0100",
            "Welcome to Quayside - your policy documents",
            "<welcome-20250910-88213@quayside-insure.example.co.uk>")
m.set_content("""Dear Mr Mensah-Boateng,

Thank you for choosing Quayside Commercial Insurance. Your van policy is
confirmed - please keep this e-mail with your records.

  Policy number:     QCI-7730-2291
  Policyholder:      Kwame Mensah-Boateng t/a Mensah-Boateng Furniture
  Vehicle:           Ford Transit Custom 300 L1H1, WU68 FHT
  Cover:             Comprehensive
  Use:               Social, domestic & pleasure + business use
                     (carriage of own goods)
  Cover starts:      18 September 2025 at 00:01
  Cover ends:        17 September 2026 at 23:59
  Annual premium:    £1,188.00 (paid in full, thank you)
  Compulsory excess: £350
  Tools in van:      included up to £2,000 (locked van, 9pm-7am in a
                     locked building or off-road)
  No claims:         7 years (protected)

Your certificate of motor insurance is available in your online account.
If you need to claim, call 0117 496 0921 (24 hours).

Kind regards,
Quayside Commercial Insurance
""", cte="base64")
save_eml("mail/2025/09/2025-09-10_policy-documents.eml", m)

# ------------------------------------------------------------ 2025-09-12 Lantern quote (7bit)
m = new_msg(KB, "Tomasz Wierzbicki <tomasz@lanterncafe.example>",
            "Fri, 12 Sep 2025 17:30:00 +0100",
            "Quote Q-2025-024 - benches for the Lantern",
            "<250912-1730.kmb@mensahboateng-furniture.example>")
m.set_content("""Hi Tomasz,

Thanks for showing me round this morning. Here's the quote for the benches
as discussed:

Quote Q-2025-024
  3 x ash benches with backrests, 1800mm long, 450mm seat height,
  to sit along the window wall. Hardwax oil finish (2 coats + an extra
  on the seats), felt pads on the feet.
  Includes delivery and fitting (fixed to the wall at the back rail).

  Total: £1,740

Terms as usual for trade jobs: 50% deposit (£870) to start - invoice
KMB-2025-043 attached - and the balance on fitting, 30 days.

I'll fit them early on a Monday before you open. I'll fix the exact date
once the ash is in the unit - end of September should be fine.

Cheers,
Kwame

Mensah-Boateng Furniture
Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS
07700 900417
""", cte="8bit")
save_eml("mail/2025/09/2025-09-12_quote-q-2025-024.eml", m)

# ------------------------------------------------------------ 2025-09-22 Makers Guild newsletter (noise, alt)
m = new_msg("Bristol Makers Guild <news@bristolmakersguild.example.org>", KB,
            "Mon, 22 Sep 2025 08:00:00 +0100",
            "Makers Guild - Autumn news: open studios, Japanese joinery talk",
            "<bmg-news-2025-09@bristolmakersguild.example.org>",
            extra=[("List-Unsubscribe", "<mailto:leave@bristolmakersguild.example.org>")])
txt = """BRISTOL MAKERS GUILD - AUTUMN NEWS

Open Studios weekend: Sat 18 - Sun 19 October. 34 members taking part
across St Philips, Bedminster and Easton. Maps in the usual cafes.

Talk: "Joinery without glue - Japanese techniques for western makers",
Thursday 6 November, 7pm, at the Guild room. £5, members free.

Tool swap: bring what you don't use, take what you need. Last Sunday of
each month, 10-12.

Members' noticeboard:
- Bench space available in a shared unit in Easton, £180/month
- Wanted: second-hand bandsaw, 14" or bigger
- For sale: 20 boards of air-dried elm, offers

Subs for 2026 (£40) due in January.
"""
m.set_content(txt, cte="quoted-printable")
m.add_alternative("<html><body>" + "".join("<p>%s</p>" % p.replace("\n", "<br>") for p in txt.split("\n\n"))
                  + PIXEL % "bristolmakersguild.example.org" + "</body></html>",
                  subtype="html", cte="quoted-printable")
save_eml("mail/2025/09/2025-09-22_makers-guild-autumn-news.eml", m)

# ------------------------------------------------------------ 2025-10-06 Forward: home ground change
m = new_msg(KP, SIAN, "Mon, 06 Oct 2025 07:52:00 +0100",
            "Fwd: Perrett's Field - home games moving",
            "<251006-0752.kmb@postbox.example>")
m.set_content("""Morning love - see below. Saturdays are at the new place from the
18th, so any Saturday viewings need to be after 12 now (it's further
across town). x

---------- Forwarded message ---------
From: Dot Fairweather <secretary@totterdowntigers.example.org.uk>
Date: Sun, 5 Oct 2025 at 19:40
Subject: Perrett's Field - home games moving
To: Tigers coaches <coaches@totterdowntigers.example.org.uk>

Dear all,

I'm sorry to say Perrett's Field is out of action. After the September
rain pitches A and B are waterlogged, and the council has confirmed it
will start drainage works there in the next few weeks. They can't give us
an end date.

So, from Saturday 18 October, ALL Tigers home games (U9 to U14) will be
played at:

  Malago Vale 3G, Malago Vale Road, Bristol BS3 5QT

until further notice. Parking is in the leisure centre car park (free on
Saturday mornings). It's an artificial pitch: moulded studs or astro
trainers only, no metal studs.

Training venues are NOT changing.

Please let your parents know - I'll also post on the parents' lists.

Thanks,
Dot Fairweather
Club Secretary, Totterdown Tigers JFC
""", cte="7bit")
save_eml("mail/2025/10/2025-10-06_fwd-perretts-field.eml", m)

# ------------------------------------------------------------ 2025-10-09 Abena re party (8bit)
m = new_msg("Abena Mensah-Boateng <abena.mb@inbox.example>",
            "Kwame <kwame.mb@postbox.example>, Kofi <kofi.mensahb@mailbox.example>",
            "Thu, 09 Oct 2025 22:03:00 +0100",
            "Mum's 70th!!! ideas + a venue",
            "<CAAB20251009220300.1188@inbox.example>")
m.set_content("""Hi boys,

Right, we need to get moving on Mum's 70th or it'll be February and we'll be
panicking. Her birthday's Tuesday 3rd March so I'm thinking the Saturday
after - Saturday 7th March 2026. Agreed?

Venue: I rang the Lamplighters (the one by the river Mum likes for Sunday
lunch). Their function room holds 60, £350 for the evening, and they'll
let us bring our own food if we use their bar. I've put a provisional hold
on the 7th - shout if you hate it, otherwise I'll confirm next week.

Food: I've asked around and everyone says Mama Akos Kitchen in Easton for
Ghanaian catering. I've messaged them, waiting for a quote. Kwame, I gave
them your e-mail as you're in Bristol.

Kwame's chair: I've found a lady in Handsworth who does kente-pattern
upholstery - she'll make a seat cushion and a little back pad in kente for
the rocking chair, £45. Mum will cry. Send me the seat measurements when
you have them.

Kofi - music? And you're on decorations, no arguments.

Love you both,
Abena xx
""", cte="8bit")
save_eml("mail/2025/10/2025-10-09_mums-70th-ideas.eml", m)

# ------------------------------------------------------------ 2025-10-15 Updated AIP (7bit)
m = new_msg(LOWRI, KP, "Wed, 15 Oct 2025 11:26:00 +0100",
            "Updated AIP + meeting on the 25th",
            "<20251015112600.9042@cabotmortgages.example.co.uk>", cc=SIAN)
m.set_content("""Hi Kwame and Sian,

Thanks for sending Kwame's draft 2024/25 figures - what a year! I've re-run
things with Westcombe and they've issued an updated Agreement in Principle:

  Amount:     £312,000
  Reference:  WBS-AIP-447310
  Valid to:   13 January 2026

So that's a decent jump on the June one and should open up a few more
properties. The updated certificate is in your Westcombe online portal.

Product options - indicative rates today, 90% LTV, fee-free:
  2-year fix      4.29%
  5-year fix      4.11%
  2-year tracker  base + 0.74% (currently 4.74%)
I know you were going back and forth on this - no pressure to decide now,
but have a think before we meet.

Meeting: let's get together to start the full application. How about
Tuesday 25 November at 5.30pm here at the office? I'll book the meeting
room. It takes about an hour and a half.

Before the meeting, please send me:
  Kwame - the SA302 and tax year overview for 2024/25 once your
          accountant has filed the return
  Sian  - your P60 for 2024/25 and your latest 3 payslips

Speak soon,
Lowri

""" + LOWRI_SIG, cte="8bit")
save_eml("mail/2025/10/2025-10-15_updated-aip-meeting.eml", m)

# ------------------------------------------------------------ 2025-10-23 Re: venue change (QP, partial quote)
m = new_msg(KP, "Abena Mensah-Boateng <abena.mb@inbox.example>",
            "Thu, 23 Oct 2025 20:47:00 +0100",
            "Re: Mum's 70th!!! ideas + a venue",
            "<251023-2047.kmb@postbox.example>", cc="Kofi <kofi.mensahb@mailbox.example>",
            extra=[("In-Reply-To", "<CAAB20251009220300.1188@inbox.example>"),
                   ("References", "<CAAB20251009220300.1188@inbox.example>")])
m.set_content("""Hi both,

Bad news first: the Lamplighters rang me (I'm the contact now, Abena) -
they've double-booked the function room with a wedding on the 7th and
they're giving the wedding priority. So that's off.

Good news: I've booked St Aldhelm's Church Hall on Cannon Street instead.
Mum's own church, everyone knows where it is, and Rev. Asante said yes
straight away when I told him what it was for. It's actually better:

  Sat 7 March 2026, 4pm-11pm
  £220 for the evening, kitchen and tables/chairs included
  we can bring our own drinks (no bar, so no minimum spend)

I'll pay the £100 deposit to the church office by Friday and we pay the
rest on the night.

Kofi - you said your mate Yaw Darko will DJ? Can you confirm with him and
check he's got his own speakers - the hall's PA is a microphone and that's
it.

Still to do: invites (I'll draft something this weekend), and numbers for
Mama Akos once they send the quote.

K

On Thu, 9 Oct 2025 at 22:03, Abena Mensah-Boateng <abena.mb@inbox.example> wrote:
> Venue: I rang the Lamplighters (the one by the river Mum likes for Sunday
> lunch). Their function room holds 60, £350 for the evening, and they'll
> let us bring our own food if we use their bar. I've put a provisional hold
> on the 7th - shout if you hate it, otherwise I'll confirm next week.
""", cte="quoted-printable")
save_eml("mail/2025/10/2025-10-23_re-mums-70th.eml", m)

# ------------------------------------------------------------ 2025-11-03 Severnside delivery confirmation (7bit)
m = new_msg("Jo Pennock <jo.pennock@severnsidehardwoods.example.co.uk>", KB,
            "Mon, 03 Nov 2025 15:12:00 +0000",
            "Delivery confirmation - SO-22871",
            "<sh-so22871-20251103@severnsidehardwoods.example.co.uk>")
m.set_content("""Hi Kwame,

Your order is confirmed for delivery on Thursday 6 November, AM slot
(usually 8-11).

  Order:     SO-22871
  Account:   SH-40817
  Your ref:  PO-118

  European oak FAS, 52mm, kiln dried   0.19 m3   @ £2,380   £452.20
  European oak FAS, 27mm, kiln dried   0.04 m3   @ £2,240    £89.60
                                                 Net         £541.80
                                                 VAT 20%     £108.36
                                                 Total       £650.16

Delivery free (over £400). Invoice to follow with the delivery, on your
usual 30 days.

The 52mm boards are the ones you picked and marked on Friday - they've
been kept to one side.

Thanks,
Jo

Jo Pennock
Sales, Severnside Hardwoods Ltd
Saltmarsh Lane, Avonmouth, Bristol BS11 0YL
0117 496 0382
""", cte="8bit")
save_eml("mail/2025/11/2025-11-03_delivery-so-22871.eml", m)

# ------------------------------------------------------------ 2025-11-05 Winter fair confirmation (HTML, base64)
m = new_msg("Temple Quay Winter Makers Fair <stalls@templequaywinterfair.example.co.uk>", KB,
            "Wed, 05 Nov 2025 10:00:00 +0000",
            "Your stall is confirmed",
            "<tqwmf-stall-0233-20251105@templequaywinterfair.example.co.uk>")
m.set_content("""<html><body style="font-family:Helvetica,Arial;font-size:14px;color:#222">
<h2 style="color:#8b1e3f">Temple Quay Winter Makers Fair 2025</h2>
<p>Dear Kwame,</p>
<p>Thank you for your payment &ndash; your stall is confirmed. Here are your details:</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
<tr><td>Business</td><td>Mensah-Boateng Furniture</td></tr>
<tr><td>Dates</td><td>Saturday 13 &amp; Sunday 14 December 2025, 10:00&ndash;17:00</td></tr>
<tr><td>Your pitch</td><td><b>Pitch 23, Arch 4</b> &ndash; Cattle Market Road arches (enter by the south gate, Arch 4 is the fourth on the left)</td></tr>
<tr><td>Pitch size</td><td>3m x 2m, one trestle table supplied, power point on request</td></tr>
<tr><td>Set-up</td><td>From 08:00 Saturday; vans must be off site by 09:30</td></tr>
<tr><td>Fee paid</td><td>&pound;120.00</td></tr>
</table>
<p>The arches are covered but unheated &ndash; wrap up warm! Lighting inside the arches is limited, so bring clamp lights if you can.</p>
<p>See you in December,<br>The Winter Makers Fair team</p>
</body></html>""", subtype="html", cte="base64")
save_eml("mail/2025/11/2025-11-05_stall-confirmed.eml", m)

# ------------------------------------------------------------ 2025-11-07 Caterer quote (base64 attachment)
m = new_msg("Akosua Boadu <akosua@mamaakoskitchen.example.co.uk>", KP,
            "Fri, 07 Nov 2025 13:25:00 +0000",
            "Quote for your mum's 70th birthday",
            "<mak-q1107-20251107@mamaakoskitchen.example.co.uk>",
            cc="Abena Mensah-Boateng <abena.mb@inbox.example>")
m.set_content("""Dear Kwame,

Thank you (and Abena) for thinking of us for your mother's 70th - what a
celebration! Please find our quote attached. The price includes two of our
staff to serve and clear, and we'll bring chafing dishes.

We ask for a 25% deposit to hold the date. Numbers can be confirmed up to
two weeks before.

God bless,
Akosua Boadu
Mama Akos Kitchen, Easton
07700 900212
""", cte="7bit")
quote = """MAMA AKOS KITCHEN - EVENT CATERING QUOTE
Quote no: MAK-1107

Client:   Kwame Mensah-Boateng (and Abena Mensah-Boateng)
Event:    70th birthday celebration (Mrs Comfort Mensah-Boateng)
Date:     Saturday 7 March 2026
Venue:    St Aldhelm's Church Hall, Cannon Street, Bedminster
Guests:   60

Menu (buffet)
  Jollof rice
  Waakye with shito and gari
  Kelewele
  Grilled tilapia
  Spiced grilled chicken
  Fried plantain and beans (red red)
  Salad
  Chin chin and puff-puff
  Soft drinks and water (not alcohol)

Staff: 2 servers, 5.30pm-9.30pm
Equipment: chafing dishes, serving utensils, disposable plates/cutlery

TOTAL: £1,360.00  (60 guests)
Deposit (25%) to secure the date: £340.00
Balance due 7 days before the event.
"""
m.add_attachment(quote, subtype="plain", filename="MAK-1107_quote.txt", cte="base64")
save_eml("mail/2025/11/2025-11-07_caterer-quote.eml", m)

# ------------------------------------------------------------ 2025-11-11 Re: Lantern invoice (7bit reply)
m = new_msg("Tomasz Wierzbicki <tomasz@lanterncafe.example>", KB,
            "Tue, 11 Nov 2025 08:40:00 +0000",
            "Re: Invoice KMB-2025-046 - overdue",
            "<CATW20251111084000.2201@lanterncafe.example>",
            extra=[("In-Reply-To", "<251110-1702.kmb@mensahboateng-furniture.example>"),
                   ("References", "<251110-1702.kmb@mensahboateng-furniture.example>")])
m.set_content("""Hi Kwame,

Really sorry about this. October was very slow (roadworks outside for three
weeks) and I've been juggling. I will pay the £870 by Friday 28 November,
I promise - I'll set up the transfer this week so it goes on the day.

The benches are getting so many compliments by the way. Two customers have
asked for your card.

Tomasz
The Lantern, Easton

On Mon, 10 Nov 2025 at 17:02, Kwame Mensah-Boateng <kwame@mensahboateng-furniture.example> wrote:
> Hi Tomasz,
>
> Hope all's well at the Lantern. Just a nudge - invoice KMB-2025-046 for
> the balance on the benches (£870) was due on 30 October and is still
> showing as unpaid on my side. Could you let me know when it'll be paid?
>
> Thanks,
> Kwame
""", cte="quoted-printable")
save_eml("mail/2025/11/2025-11-11_re-invoice-overdue.eml", m)

# ------------------------------------------------------------ mbox: Tigers U12 parents list
LIST = "Tigers U12 parents <u12-parents@lists.totterdowntigers.example.org.uk>"


def listmsg(frm, date, subject, msgid, body, reply_to=None):
    mm = EmailMessage(policy=policy.default)
    mm["From"] = frm
    mm["To"] = LIST
    mm["Date"] = date
    mm["Subject"] = "[Tigers U12] " + subject
    mm["Message-ID"] = msgid
    mm["List-Id"] = "Tigers U12 parents <u12-parents.lists.totterdowntigers.example.org.uk>"
    mm["List-Post"] = "<mailto:u12-parents@lists.totterdowntigers.example.org.uk>"
    if reply_to:
        mm["In-Reply-To"] = reply_to
        mm["References"] = reply_to
    mm.set_content(body, cte="8bit")
    return mm


msgs = [
    listmsg(KP, "Mon, 01 Sep 2025 20:05:00 +0100", "Welcome to U12s 2025/26!",
            "<u12-welcome-20250901@postbox.example>", """Hi all,

Welcome to the U12s - and to 9v9! Quick essentials for the season:

TRAINING: Thursdays 5:30-6:45pm at Broadwalk Community Astro (pitch 2, by
the car park), starting this Thursday 4 September. Astro trainers or
moulded studs, shin pads, water, a warm layer.

MATCHES: Saturday mornings in the Bristol Junior League, U12 Division 2.
Precious will send fixtures and sort lifts.

STAFF: me (Kwame Mensah-Boateng, head coach), Gareth Lyle (assistant coach -
Theo's dad, also does the keepers) and Precious Adeyemi (team manager).

SUBS: £22 a month by standing order to Totterdown Tigers JFC - details on
the registration form. Precious will chase!

Everyone gets equal minutes. Everyone. Please don't ask.

See you Thursday,
Kwame
"""),
    listmsg("Precious Adeyemi <precious.adeyemi@totterdowntigers.example.org.uk>",
            "Thu, 18 Sep 2025 12:10:00 +0100", "Photo day + kit",
            "<u12-photos-20250918@totterdowntigers.example.org.uk>", """Hi all,

Team photos at training on Thursday 25 September - full kit please (yellow
shirt, black shorts, yellow socks). If your child still needs kit, the
club shop is open at training, £38 for the full set.

Precious
"""),
    listmsg("Dot Fairweather <secretary@totterdowntigers.example.org.uk>",
            "Sun, 05 Oct 2025 19:55:00 +0100", "Home games moving to Malago Vale 3G from 18 Oct",
            "<dot-venue-20251005@totterdowntigers.example.org.uk>", """Dear parents,

Perrett's Field is waterlogged after the September rain and the council is
starting drainage works there, with no end date yet. So from Saturday
18 October all Tigers home games will be played at:

  Malago Vale 3G, Malago Vale Road, Bristol BS3 5QT

until further notice. Free parking in the leisure centre car park on
Saturday mornings. It's an artificial pitch - moulded studs or astro
trainers only, NO metal studs.

Training is not changing (U12s still Thursdays at Broadwalk).

Dot Fairweather
Club Secretary
"""),
    listmsg("Rachel Doyle <rachel.doyle@postbox.example>",
            "Mon, 06 Oct 2025 08:31:00 +0100", "Re: Home games moving to Malago Vale 3G from 18 Oct",
            "<re-venue-rd-20251006@postbox.example>", """Is there a cafe or anywhere indoors at Malago Vale? Asking for
the little brothers and sisters who have to come along in the rain!

Rachel (Femi's mum)

> from Saturday 18 October all Tigers home games will be played at
> Malago Vale 3G, Malago Vale Road
""", reply_to="<dot-venue-20251005@totterdowntigers.example.org.uk>"),
    listmsg("Precious Adeyemi <precious.adeyemi@totterdowntigers.example.org.uk>",
            "Mon, 06 Oct 2025 09:02:00 +0100", "Re: Home games moving to Malago Vale 3G from 18 Oct",
            "<re-venue-pa-20251006@totterdowntigers.example.org.uk>", """Yes - the leisure centre cafe opens at 9 on Saturdays, and there are
toilets by reception.

Precious

> Is there a cafe or anywhere indoors at Malago Vale?
""", reply_to="<re-venue-rd-20251006@postbox.example>"),
    listmsg(KP, "Thu, 30 Oct 2025 19:40:00 +0000", "Half term + COUNTY CUP draw",
            "<u12-cup-20251030@postbox.example>", """Hi all,

No training tonight (half term) - back next Thursday 6 Nov.

COUNTY CUP: we've been drawn at HOME in round 2 against Keynsham Kestrels
on SUNDAY 30 November, KO 10:30 at Malago Vale 3G. Yes, a Sunday - the
county runs the cup on Sundays. Please let Precious know by 20 Nov if your
child CAN'T make it so we know we've got numbers.

We beat Keynsham in the league in October, so no pressure, kids...

Kwame
"""),
    listmsg("Gareth Lyle <gareth.lyle@postbox.example>",
            "Wed, 19 Nov 2025 21:15:00 +0000", "Saturday lifts - Hanham away",
            "<u12-lifts-20251119@postbox.example>", """Evening all,

For Saturday's away game at Hanham: please MEET AT 9:10 in the Malago Vale
car park (where we do home games) and we'll go from there. I'm driving the
club minibus (8 seats) - so we need two more cars. Reply to Precious if
you can drive.

Warm layers and a spare pair of socks, that pitch is a swamp.

Gareth
"""),
    listmsg("Precious Adeyemi <precious.adeyemi@totterdowntigers.example.org.uk>",
            "Thu, 20 Nov 2025 17:45:00 +0000", "Christmas social - Fri 19 Dec",
            "<u12-xmas-20251120@totterdowntigers.example.org.uk>", """Hi all,

U12 Christmas social: Friday 19 December, 6-8pm, bowling at Strike Lanes
(Avon Street). £12 per child, includes two games and a hot dog. Siblings
welcome. Please pay me by 10 Dec.

Precious
"""),
]
mbpath = path("mail/lists/tigers-u12-parents.mbox")
if os.path.exists(mbpath):
    os.remove(mbpath)
mb = mailbox.mbox(mbpath)
for mm in msgs:
    mbm = mailbox.mboxMessage(mm.as_bytes(policy=policy.default))
    # mailbox stamps 'From MAILER-DAEMON <now>'; pin the original build's line so rebuilds are byte-identical
    mbm.set_from("MAILER-DAEMON Thu Nov 26 10:49:58 2026")
    mb.add(mbm)
mb.flush()
mb.close()
print("mail done")
