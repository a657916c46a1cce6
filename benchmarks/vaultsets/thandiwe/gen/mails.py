"""The .eml files under vault/mail/YYYY/MM/."""
from common import dedent
from mailkit import build, quote, ME, ME_WORK

FILES = {}


def add(path, **kw):
    FILES[path] = build(path, **kw)


BONGANI = "Bongani Ndlovu <bongani@ndlovuplumbing.example>"
UBUNTU = "Ubuntu Home Insurance Claims <claims@ubuntuhome.example>"
KEVIN = "Kevin Pillay <kevin@steelguard.example>"
SUNBIRD = "Nomsa Hadebe <nomsa@sunbirdenergy.example>"
HEART = "Westville Heart & Vascular <bookings@westvilleheart.example>"
COASTLINE = "Coastline Property Management <admin@coastlinepm.example>"
MANDLA = "Mandla Khumalo <m.khumalo@kzntransport.example>"
SIFISO = "Sifiso Zulu <s.zulu@kzntransport.example>"
ANUSHA = "Anusha Reddy <a.reddy@kzntransport.example>"
FORUM = "KZN Bridge Engineers Forum <news@kzbridgeforum.example>"

# 1 ---------------------------------------------------------------- 7bit plain
q1_body = dedent("""
Hi Thandiwe

Thanks for calling us out yesterday. As discussed the geyser has failed
(tank split on the bottom seam) so it's a replacement, not a repair.

QUOTE NP-Q-1187  -  Unit 14 Jacaranda Court, 51 Cowey Road

1. Supply HeatStar HS150-2 geyser (150 litre, 2kW, horizontal)   R6 150.00
2. Drip tray + 40mm overflow run to the outside wall              R  690.00
3. 2x vacuum breakers, 400kPa pressure control valve,
   safety valve, isolating valve                                  R1 260.00
4. Labour (2 men, 1 day) incl. removal + disposal of old geyser   R1 700.00

TOTAL                                                             R9 800.00
(incl VAT)

Your insurance will want this quote plus the photos I sent on WhatsApp
and a short report - I'll do the report if they ask. I can install the
same week once they approve.

The geyser is isolated and the element breaker is OFF. Please leave it off
until we replace it.

Regards
Bongani Ndlovu
Ndlovu Plumbing & Gas
082 000 0147
PIRB licensed plumber
""")
add("mail/2024/11/2024-11-19_ndlovu-plumbing-quote.eml", frm=BONGANI, to=ME,
    subject="Quote - geyser replacement Unit 14 Jacaranda Court",
    date="2024-11-19 16:42", body=q1_body, cte="7bit",
    msgid="<np-q-1187@ndlovuplumbing.example>")

# 2 ---------------------------------------------------------------- reply, 7bit
q1_quoted = "\n".join(q1_body.splitlines()[:5]) + "\n[...]\n" + \
    "Your insurance will want this quote plus the photos I sent on WhatsApp\n" \
    "and a short report - I'll do the report if they ask.\n"
add("mail/2024/11/2024-11-20_re-geyser-quote.eml", frm=ME, to=BONGANI,
    subject="Re: Quote - geyser replacement Unit 14 Jacaranda Court",
    date="2024-11-20 07:58", cte="7bit",
    in_reply_to="<np-q-1187@ndlovuplumbing.example>",
    body=dedent("""
Hi Bongani

Thank you so much, and for coming out so quickly on Monday.

I lodged the claim with Ubuntu this morning. They say a loss adjuster may
need to come out first, so please hold off until I hear from them - I'll
let you know the minute they approve. Is it ok if I send them your quote
as is?

Also please can you confirm the drip tray will actually drain to the
outside this time? The old one just filled up and went through the
ceiling into the bathroom light.

Thanks
Thandi

On Tue, 19 Nov 2024 at 16:42, Bongani Ndlovu <bongani@ndlovuplumbing.example> wrote:
""") + quote(q1_quoted))

# 3 ---------------------------------------------------------------- base64 plain (HIDDEN claim no)
add("mail/2024/12/2024-12-02_ubuntu-claim-acknowledgement.eml", frm=UBUNTU,
    to=ME, subject="Claim acknowledgement \u2013 burst geyser, Unit 14 Jacaranda Court",
    date="2024-12-02 11:05", cte="base64",
    msgid="<ack-20241202-0931@ubuntuhome.example>",
    body=dedent("""
Dear Ms T Mokoena

Thank you for notifying us of your loss. We confirm that your claim has been registered.

    Claim number:   UHI-GC-240871
    Policy number:  UHP-0093315 (Homeowners - Buildings)
    Date of loss:   18/11/2024
    Cause:          Burst geyser
    Excess:         R2 500.00 (standard buildings excess)

What happens next
1. An independent loss adjuster (CoastAssess Loss Adjusters) has been appointed and will contact you to arrange an inspection. Due to the festive season this may take up to 10 working days.
2. Please keep the failed geyser until the adjuster has inspected it.
3. Resultant damage (ceilings, paintwork, flooring) will be considered once we have received the adjuster's report and a separate quotation for the repairs.

Please quote your claim number in all correspondence with us.

Kind regards
Precious Zungu
Claims Handler \u2013 Home
Ubuntu Home Insurance
0860 000 300
"""))

# 4 ---------------------------------------------------------------- HTML only, QP
add("mail/2025/01/2025-01-06_coastassess-inspection-appointment.eml",
    frm="Tinus van der Merwe <tinus@coastassess.example>", to=ME,
    cc="claims@ubuntuhome.example",
    subject="Inspection appointment - CA/DBN/25/0113 (Mokoena, burst geyser)",
    date="2025-01-06 14:20", cte="quoted-printable",
    html=dedent("""
<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p>Good day Ms Mokoena</p>
<p>We have been appointed by Ubuntu Home Insurance to assess your burst geyser claim.
Apologies for the delay &ndash; our office was closed over the festive period.
The inspection has been booked as follows:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Our file no.</th><td>CA/DBN/25/0113</td></tr>
<tr><th align="left">Insured</th><td>Ms T Mokoena</td></tr>
<tr><th align="left">Risk address</th><td>Unit 14 Jacaranda Court, 51 Cowey Road, Morningside, Durban</td></tr>
<tr><th align="left">Date</th><td>Thursday 9 January 2025</td></tr>
<tr><th align="left">Time</th><td>10:00</td></tr>
<tr><th align="left">Loss adjuster</th><td>Tinus van der Merwe</td></tr>
</table>
<p>Please ensure access to the geyser cupboard and to the bathroom ceiling below it.
Have the plumber&rsquo;s quote and any photographs of the damage available. If the
failed geyser has already been removed, please keep it on site.</p>
<p>Should the date not suit you, kindly reply to this e-mail or phone 031&nbsp;000&nbsp;6610.</p>
<p>Regards<br>Tinus van der Merwe<br>Loss Adjuster<br>CoastAssess Loss Adjusters (Pty) Ltd</p>
</body></html>
"""))

# 5 ---------------------------------------------------------------- reply, multipart/alternative QP
ub_q = dedent("""
From: Thandiwe Mokoena
Sent: 20 January 2025 08:12
Subject: Geyser claim - when will the plumber be paid?

Hi Precious

The geyser was replaced on 15 Jan (Ndlovu Plumbing). Can you please confirm
when the plumber will be paid and what happens about the stained bathroom
ceiling?

Thanks, Thandiwe
""")
ub_plain = dedent("""
Dear Ms Mokoena

Thank you for your e-mail. The loss adjuster's report has been received and
your claim for the geyser has been approved as follows:

  Plumber's invoice (Ndlovu Plumbing & Gas)   R9 800.00
  Less: excess                               -R2 500.00
  Amount payable to supplier                  R7 300.00

Payment will be made directly to Ndlovu Plumbing & Gas within 5 working days
of receiving their final invoice. The excess is payable by you to the plumber.

Regarding the ceiling: resultant damage is covered under the same claim (no
second excess applies), but we require a quotation from a painter or ceiling
contractor before we can consider it. Please send it to this address.

Kind regards
Precious Zungu
Claims Handler - Home
Ubuntu Home Insurance

""") + quote(ub_q)
ub_html = dedent("""
<html><body>
<p>Dear Ms Mokoena</p>
<p>Thank you for your e-mail. The loss adjuster&#39;s report has been received and your claim for the geyser has been approved as follows:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Plumber&#39;s invoice (Ndlovu Plumbing &amp; Gas)</td><td align="right">R9 800.00</td></tr>
<tr><td>Less: excess</td><td align="right">-R2 500.00</td></tr>
<tr><td><b>Amount payable to supplier</b></td><td align="right"><b>R7 300.00</b></td></tr>
</table>
<p>Payment will be made directly to Ndlovu Plumbing &amp; Gas within 5 working days of receiving their final invoice. The excess is payable by you to the plumber.</p>
<p>Regarding the ceiling: resultant damage is covered under the same claim (no second excess applies), but we require a quotation from a painter or ceiling contractor before we can consider it. Please send it to this address.</p>
<p>Kind regards<br>Precious Zungu<br>Claims Handler - Home<br>Ubuntu Home Insurance</p>
<blockquote style="border-left:2px solid #ccc;padding-left:6px;color:#555">
<p>From: Thandiwe Mokoena<br>Sent: 20 January 2025 08:12<br>Subject: Geyser claim - when will the plumber be paid?</p>
<p>Hi Precious</p><p>The geyser was replaced on 15 Jan (Ndlovu Plumbing). Can you please confirm when the plumber will be paid and what happens about the stained bathroom ceiling?</p><p>Thanks, Thandiwe</p>
</blockquote>
</body></html>
""")
add("mail/2025/01/2025-01-22_re-geyser-claim-settlement.eml", frm=UBUNTU, to=ME,
    subject="RE: Geyser claim - when will the plumber be paid?",
    date="2025-01-22 15:31", body=ub_plain, html=ub_html, cte="quoted-printable",
    in_reply_to="<CAF-tm-20250120@webmail.example>")

# 6 ---------------------------------------------------------------- promo, multipart/alternative
promo_plain = dedent("""
COASTAL HARDWARE - SUMMER SALE
Up to 30% off this week only (while stocks last)

* Geyser blanket, universal 150L ......... R299 (was R399)
* Geyser timer, digital 30A .............. R549 (was R699)
* Inverter trolley 600W + 1kWh ........... R8 999 (was R10 499)
* LED A60 bulbs 9W, 6-pack ............... R149
* Burglar bar paint, 1L (black/white) .... R189
* Extension reel 20m ..................... R229

Shop online or visit us in Umbilo, Pinetown and Ballito.
You're receiving this because you're a Coastal Club member.
Unsubscribe: https://coastalhardware.example/unsub
""")
promo_html = dedent("""
<html><body style="background:#f4f4f4">
<table width="600" align="center" style="background:#fff;font-family:Verdana">
<tr><td style="background:#0b5394;color:#fff;padding:16px"><h1>SUMMER SALE &#128293;</h1><p>Up to 30% off this week only</p></td></tr>
<tr><td>
<table width="100%" cellpadding="6">
<tr><td>Geyser blanket, universal 150L</td><td><b>R299</b> <s>R399</s></td></tr>
<tr><td>Geyser timer, digital 30A</td><td><b>R549</b> <s>R699</s></td></tr>
<tr><td>Inverter trolley 600W + 1kWh</td><td><b>R8 999</b> <s>R10 499</s></td></tr>
<tr><td>LED A60 bulbs 9W, 6-pack</td><td><b>R149</b></td></tr>
<tr><td>Burglar bar paint, 1L (black/white)</td><td><b>R189</b></td></tr>
<tr><td>Extension reel 20m</td><td><b>R229</b></td></tr>
</table>
</td></tr>
<tr><td style="font-size:10px;color:#777">Shop online or visit us in Umbilo, Pinetown and Ballito. You&#39;re receiving this because you&#39;re a Coastal Club member. <a href="https://coastalhardware.example/unsub">Unsubscribe</a></td></tr>
</table></body></html>
""")
add("mail/2025/01/2025-01-28_coastal-hardware-summer-sale.eml",
    frm="Coastal Hardware <deals@coastalhardware.example>", to=ME,
    subject="\U0001F525 Summer Sale: geyser blankets, timers & backup power up to 30% off",
    date="2025-01-28 06:00", body=promo_plain, html=promo_html,
    cte="quoted-printable",
    extra_headers=[("List-Unsubscribe", "<https://coastalhardware.example/unsub>")])

# 7 ---------------------------------------------------------------- HTML only, base64 (first quote)
add("mail/2025/02/2025-02-10_steelguard-quotation.eml", frm=KEVIN, to=ME,
    subject="Quotation Q-SG-2291 - Unit 14 Jacaranda Court",
    date="2025-02-10 12:47", cte="base64",
    html=dedent("""
<html><body style="font-family:Calibri,Arial">
<p>Hi Thandiwe,</p>
<p>Thank you for having us out on Saturday. Please see our quotation below.</p>
<table border="1" cellspacing="0" cellpadding="5">
<tr style="background:#333;color:#fff"><th>Item</th><th>Description</th><th>Qty</th><th>Amount</th></tr>
<tr><td>1</td><td>Clear-view burglar bars, bedroom windows 1200x1000</td><td>2</td><td>R4 900.00</td></tr>
<tr><td>2</td><td>Clear-view burglar bars, bathroom window 600x600</td><td>1</td><td>R1 350.00</td></tr>
<tr><td>3</td><td>Clear-view burglar bars, kitchen window 900x600</td><td>1</td><td>R1 850.00</td></tr>
<tr><td>4</td><td>Trellis security gate, balcony sliding door 1800x2100, with lock</td><td>1</td><td>R6 250.00</td></tr>
<tr><td colspan="3" align="right"><b>TOTAL incl. VAT</b></td><td><b>R14 350.00</b></td></tr>
</table>
<p>Finish: powder coated, white or black standard. Other colours (e.g. bronze, charcoal) +R400 per job.<br>
Lead time: 3&ndash;4 weeks from deposit. Deposit 50%, balance on completion.<br>
12 month guarantee on workmanship and locks.</p>
<p>Regards<br>Kevin Pillay<br>Steelguard Durban<br>084 000 3380</p>
</body></html>
"""))

# 8 ---------------------------------------------------------------- multipart/alternative (7bit plain + QP html)
sb_plain = dedent("""
Hi Thandiwe

Thanks for your time on Tuesday. As discussed, three options for the flat.
All prices installed, incl VAT, CoC and changeover switch on the DB.

Option A - budget
  3kW pure sine wave inverter + 2x 100Ah 12V AGM lead-acid batteries
  approx 1.2 kWh usable (50% depth of discharge)            R17 900

Option B - recommended
  Voltara HX5 5kW hybrid inverter (solar-ready)
  + Voltara LFP-5 5.12 kWh LiFePO4 lithium battery
  approx 4.6 kWh usable, 10 year battery warranty            R38 500

Option C - whole-flat
  8kW hybrid + 10 kWh LiFePO4                                R71 000

Quote valid 30 days. 50% deposit to book the install, balance on the day.
For a one-bedroom flat with fridge, wifi, TV, laptop and lights, B is what
we'd put in our own homes - lead-acid really struggles at stage 4 and up.

Kind regards
Nomsa Hadebe
Sales - Sunbird Energy Solutions
""")
sb_html = "<html><body><pre style=\"font-family:Consolas,monospace\">" + \
    sb_plain.replace("&", "&amp;").replace("<", "&lt;") + "</pre></body></html>\n"
add("mail/2025/02/2025-02-14_sunbird-backup-power-quote.eml", frm=SUNBIRD, to=ME,
    subject="Backup power quote - Unit 14 Jacaranda Court (options A/B/C)",
    date="2025-02-14 09:12", body=sb_plain, html=sb_html, cte="7bit",
    html_cte="quoted-printable", msgid="<sbq-0214-mokoena@sunbirdenergy.example>")

# 9 ---------------------------------------------------------------- reply, 7bit
add("mail/2025/03/2025-03-11_re-backup-power-quote.eml", frm=ME, to=SUNBIRD,
    subject="Re: Backup power quote - Unit 14 Jacaranda Court (options A/B/C)",
    date="2025-03-11 21:40", cte="7bit",
    in_reply_to="<sbq-0214-mokoena@sunbirdenergy.example>",
    body=dedent("""
Hi Nomsa

Sorry for the back and forth. I know I told you on the phone in Feb that I'd
take the cheap one, but after last week's stage 6 I've changed my mind.

Please go ahead with Option B - the Voltara 5kW hybrid with the 5.12 kWh
lithium battery. I'll pay the 50% deposit tomorrow morning (please send
banking details again, I can't find them).

Can we do the install in the first week of April? Friday the 4th would be
ideal, I can work from home. I'd like everything inside the flat, not on the
balcony - the salt air here eats everything.

Thanks
Thandiwe

On Fri, 14 Feb 2025 at 09:12, Nomsa Hadebe <nomsa@sunbirdenergy.example> wrote:
""") + quote("\n".join(sb_plain.splitlines()[:16])))

# 10 --------------------------------------------------------------- 7bit plain, revised quote
add("mail/2025/03/2025-03-18_steelguard-revised-quote.eml", frm=KEVIN, to=ME,
    subject="Revised quotation Q-SG-2291-R1 (kitchen window removed)",
    date="2025-03-18 10:03", cte="7bit",
    body=dedent("""
Hi Thandiwe

As requested, revised quote with the kitchen window taken out.

Q-SG-2291-R1
- Clear-view bars, bedroom windows x2          R4 900.00
- Clear-view bars, bathroom window             R1 350.00
- Trellis security gate, balcony sliding door  R6 250.00
- Powder coat in non-standard colour (charcoal) R  400.00

REVISED TOTAL incl VAT: R12 900.00

50% deposit (R6 450) to book. We can install 22-23 April, 2 days.
Balance on completion. Same 12 month guarantee on workmanship + locks.

Please make sure the body corporate is ok with it, some of the buildings on
Cowey Rd are strict.

Regards
Kevin
Steelguard Durban
084 000 3380
"""))

# 11 --------------------------------------------------------------- multipart/mixed, base64 attachment (HIDDEN serial)
invoice_txt = dedent("""
SUNBIRD ENERGY SOLUTIONS (PTY) LTD
VAT no 4000000117
TAX INVOICE  INV-SB-1187                    Date: 07/04/2025
Customer: Ms T Mokoena, Unit 14 Jacaranda Court, 51 Cowey Road, Morningside

Qty  Description                                              Amount
1    Voltara HX5 5kW hybrid inverter  S/N VX5H-2504-00931    R18 200.00
1    Voltara LFP-5 5.12kWh LiFePO4 battery  S/N LFP5-2503-18820
                                                              R15 600.00
1    Changeover switch, DB modification, essential circuits  R 1 900.00
1    Surge protection (AC side), isolators, cabling          R 1 150.00
1    Installation labour + electrical CoC (no. 0714552)     R 1 650.00
                                                   TOTAL     R38 500.00
                                     Less deposit 12/03/2025 R19 250.00
                                     Paid 04/04/2025          R19 250.00
                                     BALANCE                  R     0.00

Warranty: inverter 5 years, battery 10 years (register in the VoltaraLink app).
Installed: 04/04/2025
""")
add("mail/2025/04/2025-04-07_sunbird-tax-invoice.eml",
    frm="Sunbird Energy Solutions <accounts@sunbirdenergy.example>", to=ME,
    subject="Tax invoice INV-SB-1187 and warranty details",
    date="2025-04-07 08:30", cte="7bit",
    body=dedent("""
Dear Thandiwe

Thank you for choosing Sunbird. Please find attached your tax invoice
INV-SB-1187 for the installation completed on Friday 4 April 2025. The
account is settled in full - thank you.

Your installer was Deon Botha (registered electrician). For any faults,
alarms or warranty questions please contact him directly on 083 000 4419
(weekdays 07:30-17:00) or support@sunbirdenergy.example.

Please register the battery in the VoltaraLink app within 30 days to
activate the 10 year warranty. The electrical CoC has been issued and a
copy has been left in the cupboard with the inverter.

Kind regards
Accounts - Sunbird Energy Solutions
"""), attachments=[("INV-SB-1187.txt", invoice_txt, "base64")])

# 12 --------------------------------------------------------------- base64 plain (HIDDEN cardiologist)
add("mail/2025/04/2025-04-15_westville-heart-booking.eml", frm=HEART, to=ME,
    cc="Lerato Dube <lerato.dube@schoolmail.example>",
    subject="Appointment confirmation - Mr J Mokoena",
    date="2025-04-15 10:44", cte="base64",
    body=dedent("""
Dear Ms Mokoena

We have received the referral from Dr H Moosa for your father.

Mr Joseph Mokoena has been booked as a new patient with Dr Priya Naidoo (Cardiologist):

    Date:   Tuesday 6 May 2025
    Time:   08:45 (please arrive 15 minutes early for registration)
    Where:  Westville Heart & Vascular, Suite 4, 2nd floor, 11 Jan Hofmeyr Road, Westville

Please bring:
- the referral letter
- his medical aid card and ID
- a list of all current medication (or the boxes)
- his most recent INR results

An echocardiogram may be requested on the day; this requires pre-authorisation from the medical aid, which our staff will help you apply for.

Kind regards
Reception
Westville Heart & Vascular
031 000 2650
"""))

# 13 --------------------------------------------------------------- reply 7bit (work)
mandla_orig = dedent("""
Hi Thandi

Photos from yesterday's C0873 inspection are on the drive (folder 2025-05-06).
Outlet scour is about 1.2 m deep over most of the apron width and the left
wingwall footing is exposed for about 2 m. The headwall is starting to hang.
Barrels are fine, some silt. I don't think it will survive another big rain.

We need to decide this week - the term contractor (Umgeni Civils) can mobilise
Monday if we give them an instruction.

Mandla
""")
add("mail/2025/05/2025-05-09_re-c0873-outlet-scour.eml", frm=ME_WORK, to=MANDLA,
    cc=SIFISO, subject="RE: C0873 outlet scour - urgent",
    date="2025-05-09 13:15", cte="7bit",
    in_reply_to="<c0873-0507@kzntransport.example>",
    body=dedent("""
Hi Mandla

Thanks - the photos are scary. Spoke to Sifiso this morning (cc'd).

Decision: we go with the gabion mattresses on a geotextile plus a mass
concrete apron with a cut-off wall at the outlet, and underpin the left
wingwall. Umgeni Civils to do it as an emergency instruction under the term
maintenance contract - I'll draft the instruction today, Sifiso signs Monday.

Until it's done please get the 15 t load restriction boards up on both
approaches and ask the depot to check it after every rain. I'll go out with
Ravi on Wednesday to set out the apron.

Thandi

From: Mandla Khumalo
Sent: Wednesday, 07 May 2025 16:02
Subject: C0873 outlet scour - urgent

""") + quote(mandla_orig))

# 14 --------------------------------------------------------------- multipart/mixed base64 attachment (HIDDEN pre-auth)
preauth_txt = dedent("""
HARBOUR HEALTH MEDICAL SCHEME
PRE-AUTHORISATION OUTCOME

Member:          Joseph Mokoena
Member number:   4402 1187 00   Dependant: 00
Plan:            Classic

Authorisation number:   HH-PA-5518207
Status:                 APPROVED

Procedure(s):    Transthoracic echocardiogram (ICD-10 I48.9)
                 24-hour Holter monitor
Provider:        Westville Heart & Vascular
Valid from:      01/06/2025
Valid to:        31/07/2025

Benefits are paid at the Harbour Health rate. Any shortfall is for the
member's account. Quote the authorisation number on all accounts.
""")
add("mail/2025/05/2025-05-20_harbour-health-preauth.eml",
    frm="Harbour Health Authorisations <auth@harbourhealth.example>", to=ME,
    subject="Pre-authorisation outcome - member 4402 1187 00",
    date="2025-05-20 16:09", cte="7bit",
    body=dedent("""
Dear Member

Please find attached the outcome of the pre-authorisation request submitted
by your provider on 14/05/2025.

This is an automated message. Please do not reply to this e-mail.

Harbour Health Medical Scheme
"""), attachments=[("PreAuth_Outcome.txt", preauth_txt, "base64")])

# 15 --------------------------------------------------------------- forward, 7bit
add("mail/2025/06/2025-06-03_fwd-b1940-approach-washaway.eml", frm=SIFISO,
    to=ME_WORK, subject="FW: B1940 approach washaway",
    date="2025-06-03 07:22", cte="7bit",
    body=dedent("""
Thandi, see below from Ravi. Please have a look at B1940 on Thursday while
you're out that side and let me know if we need to close the lane fully.
S.

---------- Forwarded message ---------
From: Ravi Moodley <ravi@umgenicivils.example>
Date: Mon, 2 Jun 2025 at 17:48
Subject: B1940 approach washaway
To: Sifiso Zulu <s.zulu@kzntransport.example>

Good afternoon Mr Zulu

After the weekend's rain the northern approach fill at B1940 has washed out
behind the abutment - there's a void of approx 3 m x 2 m under the approach
slab, about 1 m deep. We have coned off the left lane and put up a stop/go
for now.

Our guys think it's piping from the side drain. We can backfill with
no-fines concrete but I'd like one of your engineers to look first.

Regards
Ravi Moodley
Site Agent, Umgeni Civils (Pty) Ltd
"""))

# 16 --------------------------------------------------------------- HTML only, QP receipt
add("mail/2025/06/2025-06-16_shopkzn-order-receipt.eml",
    frm="ShopKZN <orders@shopkzn.example>", to=ME,
    subject="Your ShopKZN order SK-7781204 has shipped",
    date="2025-06-16 18:02", cte="quoted-printable",
    html=dedent("""
<html><body style="font-family:Helvetica,Arial">
<h2>Thanks for your order, Thandiwe!</h2>
<p>Order <b>SK-7781204</b> has shipped with CourierKZN. Tracking: CK0090112233.</p>
<table border="0" cellpadding="6" style="border:1px solid #ddd">
<tr style="background:#eee"><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>LED A60 bulb 9W E27, Warm White 2700K</td><td>6</td><td>R239.00</td></tr>
<tr><td>Smart plug 16A Wi-Fi (app control)</td><td>1</td><td>R329.00</td></tr>
<tr><td>Delivery</td><td></td><td>R60.00</td></tr>
<tr><td><b>Total (incl. VAT)</b></td><td></td><td><b>R628.00</b></td></tr>
</table>
<p>Deliver to: Unit 14 Jacaranda Court, 51 Cowey Road, Morningside, Durban 4001</p>
<p style="font-size:11px;color:#888">Returns within 30 days. ShopKZN &ndash; Made in KZN, delivered in KZN.</p>
</body></html>
"""))

# 17 --------------------------------------------------------------- 8bit plain, AGM notice
add("mail/2025/07/2025-07-03_jacaranda-court-agm-notice.eml", frm=COASTLINE,
    to="Owners - Jacaranda Court <owners-jacaranda@coastlinepm.example>",
    subject="Jacaranda Court – Notice of Annual General Meeting",
    date="2025-07-03 09:30", cte="8bit",
    body=dedent("""
Dear Owners

NOTICE IS HEREBY GIVEN that the Annual General Meeting of the Jacaranda Court
Body Corporate will be held on Thursday, 24 July 2025 at 18:00 in the pool lapa
(ground floor). Tea, coffee and koeksisters will be served from 17:45.

AGENDA
1. Welcome, attendance and proxies – quorum
2. Minutes of the 2024 AGM
3. Trustees' report (incl. roof waterproofing – unit 15)
4. Audited financial statements 2024/25
5. Budget 2025/26 – the trustees propose a levy increase from R1 540 to
   R1 650 per month for a one-bedroom unit (±7.1%) and a roof reserve
6. Rules: retrospective approval – burglar bars & balcony gate, unit 14
7. Election of trustees
8. General

Proxy forms are attached to the printed notice in the post boxes and must
reach the managing agent 48 hours before the meeting.

Kind regards
Shireen Naicker
Portfolio Manager – Coastline Property Management
031 000 8840
"""))

# 18 --------------------------------------------------------------- HTML only, base64 (HIDDEN new levy)
add("mail/2025/08/2025-08-05_levy-statement-august.eml", frm=COASTLINE, to=ME,
    subject="Levy statement August 2025 - Jacaranda Court Unit 14",
    date="2025-08-05 08:15", cte="base64",
    html=dedent("""
<html><body style="font-family:Arial;font-size:12px">
<p>Dear Ms T Mokoena</p>
<p>Please find your statement below. Following the recent AGM, owners approved an amended budget
(trustees' proposal plus a roof waterproofing contribution). Your new monthly levy applies from 1 August 2025
and your debit order has been adjusted accordingly.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dfe9f3"><th>Date</th><th>Description</th><th>Debit</th><th>Credit</th></tr>
<tr><td>01/07/2025</td><td>Opening balance</td><td></td><td>R0.00</td></tr>
<tr><td>01/08/2025</td><td>Levy - Unit 14 (1-bed) - new levy R1 685.00 per month</td><td>R1 685.00</td><td></td></tr>
<tr><td>01/08/2025</td><td>Water &amp; sanitation (metered)</td><td>R312.40</td><td></td></tr>
<tr><td>01/08/2025</td><td>Debit order received</td><td></td><td>R1 997.40</td></tr>
<tr><td colspan="2"><b>Closing balance</b></td><td colspan="2" align="right"><b>R0.00</b></td></tr>
</table>
<p>The levy comprises R1 650.00 (2025/26 budget) + R35.00 roof reserve contribution.</p>
<p>Kind regards<br>Coastline Property Management</p>
</body></html>
"""))

# 19 --------------------------------------------------------------- newsletter multipart/alternative QP
nl_plain = dedent("""
KZN BRIDGE ENGINEERS FORUM - FORUM NEWS, SEPTEMBER 2025

1. AFTER THE FLOODS: WHAT REALLY TAKES OUT OUR BRIDGES
Three years on from the April 2022 floods, the forum's working group has
finished reviewing 140 damaged structures in the province. The headline:
very few failed from overtopping alone. In most cases debris rafts - trees,
informal-settlement material, even shipping containers near the port -
built up against piers and abutments, the waterway area shrank, and the
resulting contraction and local scour undermined shallow spread footings.
Culverts failed mostly at the outlet: unprotected aprons, no cut-off walls,
wingwalls on shallow foundations.

Practical lessons for inspectors:
- record debris accumulation as a defect, not as "maintenance"
- probe around pier noses after every major flood event
- photograph outlets from the same point every inspection so scour can be
  compared
- flag structures with spread footings on alluvium for priority attention

2. MEMBER NEWS
Congratulations to Sifiso Zulu on his retirement after 34 years in the
provincial structures section. Sala kahle, Baba Zulu!

3. COMING UP
- Webinar series on culvert hydraulics - registration opens soon
- Forum AGM and year-end function, early December (venue tbc)

To unsubscribe, reply with UNSUBSCRIBE.
""")
nl_html = "<html><body style=\"font-family:Georgia\">" + "".join(
    "<p>%s</p>" % para.replace("&", "&amp;").replace("\n", "<br>")
    for para in nl_plain.strip().split("\n\n")) + "</body></html>\n"
add("mail/2025/09/2025-09-08_bridge-forum-news-september.eml", frm=FORUM, to=ME_WORK,
    subject="Forum News - September 2025: after the floods",
    date="2025-09-08 06:30", body=nl_plain, html=nl_html, cte="quoted-printable",
    extra_headers=[("List-Id", "KZN Bridge Engineers Forum <news.kzbridgeforum.example>")])

# 20 --------------------------------------------------------------- reply 7bit (AquaFix)
th_req = dedent("""
Hi Riaz

Bongani Ndlovu gave me your number - he's moved to Richards Bay. The
overflow pipe from my geyser has been dripping non-stop for about two weeks,
worse at night, and I can hear water running in the geyser cupboard. The
geyser is only from January (150L). Could you come and have a look? I can
be home Thursday afternoon.

Thanks
Thandiwe Mokoena
Unit 14 Jacaranda Court, 51 Cowey Road
""")
add("mail/2025/09/2025-09-12_re-dripping-overflow-pipe.eml",
    frm="Riaz Essop <riaz@aquafix.example>", to=ME,
    subject="Re: Dripping overflow pipe - Unit 14 Jacaranda Court",
    date="2025-09-12 08:10", cte="7bit",
    in_reply_to="<tm-geyser-drip-0908@webmail.example>",
    body=dedent("""
Hi Thandiwe

Thanks for letting us in yesterday. Summary of what we found and did:

- The pressure control valve was letting by - that's why the overflow was
  running all night. Replaced the PCV (400kPa).
- The cold-side vacuum breaker was stuck open. Replaced.
- Tested the safety valve, OK. Checked the drip tray drain, OK.
- Thermostat was on max (70). Turned it down to 60.

No more dripping when we left. The office will send the invoice separately.

FYI your geyser has no timer - happy to quote for one if you like, it will
save you a bit on the electricity.

Regards
Riaz Essop
AquaFix Plumbing
083 000 2291

On Mon, 8 Sep 2025 at 19:02, Thandiwe Mokoena <thandiwe.mokoena@webmail.example> wrote:
""") + quote(th_req))

# 21 --------------------------------------------------------------- HTML only QP (webinar)
add("mail/2025/09/2025-09-24_webinar-registration-culvert-hydraulics.eml",
    frm="KZN Bridge Engineers Forum Events <events@kzbridgeforum.example>",
    to=ME_WORK,
    subject="You're registered: Hydraulic assessment of existing culverts (CPD)",
    date="2025-09-24 11:17", cte="quoted-printable",
    html=dedent("""
<html><body style="font-family:Segoe UI,Arial">
<p>Dear Thandiwe Mokoena,</p>
<p>Thank you for registering. Your place is confirmed.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td><b>Webinar</b></td><td>Hydraulic assessment of existing culverts &ndash; capacity, outlet scour and debris</td></tr>
<tr><td><b>Date</b></td><td>Wednesday 12 November 2025</td></tr>
<tr><td><b>Time</b></td><td>14:00 &ndash; 15:30 (SAST)</td></tr>
<tr><td><b>Where</b></td><td>Online &ndash; Teams link will be sent the day before</td></tr>
<tr><td><b>Presenter</b></td><td>Prof. L. Maharaj</td></tr>
<tr><td><b>CPD</b></td><td>Category 1, 0.15 credits (attendance certificate after the session)</td></tr>
</table>
<p>Please keep this e-mail; your registration number is KBF-W-0457.</p>
<p>KZN Bridge Engineers Forum</p>
</body></html>
"""))

# 22 --------------------------------------------------------------- QP plain utf-8 (HIDDEN venue)
add("mail/2025/10/2025-10-13_november-book-club-venue.eml",
    frm="Naledi Sithole <naledi.sithole@webmail.example>",
    to=("Thandiwe Mokoena <thandiwe.mokoena@webmail.example>, "
        "Carol Hendricks <carolh@webmail.example>, Fatima Jeewa <fatima.jeewa@mail.example>, "
        "Zanele Mthembu <zanele.m@mail.example>, Megan O'Reilly <megan.oreilly@mail.example>"),
    subject="November venue!! (we're going out)",
    date="2025-10-13 20:47", cte="quoted-printable",
    body=dedent("""
Hi lovelies

Carol's lounge is being painted in November so we're going OUT for once 🎉

I've booked the upstairs room at Café Lumière on Florida Road for
Wednesday 12 November, 18:30. They do a set menu (R220 pp – the
prawn curry or the veg lasagne + dessert) or you can order off the menu.
Corkage R50 a bottle if you bring your own wine. Parking is behind the
building, the guard knows we're coming.

Please reply to me (not the list – it goes to Fatima's work email and her
IT people read everything 🙈) by Friday so I can confirm numbers.

Love
Naledi 📚
"""))

# 23 --------------------------------------------------------------- reply 8bit (leave)
leave_req = dedent("""
Hi Anusha

I'd like to apply for annual leave from Monday 24 November to Friday
5 December 2025 (10 working days). The leave form is on the system.

Before I go I'll finish the B3051 report and do a proper handover of the
inspection programme. Mandla has said he's happy to take over the site
inspections while I'm away if you agree.

Thanks
Thandiwe
""")
add("mail/2025/10/2025-10-14_re-leave-request.eml", frm=ANUSHA, to=ME_WORK,
    cc=MANDLA, subject="RE: Leave request 24 Nov – 5 Dec",
    date="2025-10-14 15:52", cte="8bit",
    in_reply_to="<tm-leave-1014@kzntransport.example>",
    body=dedent("""
Hi Thandiwe

Approved on the system. Enjoy the break – you've earned it after this year.

Mandla will cover your inspection programme while you're away, including any
call-outs on the Ndwedwe / Inanda roads. Please hand over to him by Friday
21 November: open items, access arrangements, contact numbers for the depot
and Umgeni Civils.

Two things before you go:
1. The B3051 report must be on my desk by 31 October.
2. The B2217 principal inspection stays on 13 November – please make sure
   Nokuthula is on it with you, she needs the exposure.

Regards
Anusha Reddy
Acting Chief Engineer: Structures (eThekwini Region)
KZN Department of Transport

From: Thandiwe Mokoena
Sent: Tuesday, 14 October 2025 08:20
Subject: Leave request 24 Nov – 5 Dec

""") + quote(leave_req))

# 24 --------------------------------------------------------------- multipart/alternative QP (moved appointment)
rs_plain = dedent("""
Dear Ms Mokoena

Please note a change to your father's appointment.

Patient:        Mr Joseph Mokoena
Original:       Tuesday 4 November 2025, 09:30 - cardiology follow-up
NEW DATE:       Tuesday 18 November 2025 at 11:15
Venue:          unchanged (Suite 4, 2nd floor)

The doctor will be at a conference in early November. We apologise for the
inconvenience. Please bring his latest INR results and all his medication.

Kindly reply to confirm, or phone us on 031 000 2650 to choose another slot.

Kind regards
Reception
Westville Heart & Vascular
""")
rs_html = dedent("""
<html><body style="font-family:Arial">
<p>Dear Ms Mokoena</p>
<p>Please note a change to your father&#39;s appointment.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Patient</td><td>Mr Joseph Mokoena</td></tr>
<tr><td>Original</td><td><s>Tuesday 4 November 2025, 09:30</s> &ndash; cardiology follow-up</td></tr>
<tr><td><b>NEW DATE</b></td><td><b>Tuesday 18 November 2025 at 11:15</b></td></tr>
<tr><td>Venue</td><td>unchanged (Suite 4, 2nd floor)</td></tr>
</table>
<p>The doctor will be at a conference in early November. We apologise for the inconvenience. Please bring his latest INR results and all his medication.</p>
<p>Kindly reply to confirm, or phone us on 031&nbsp;000&nbsp;2650 to choose another slot.</p>
<p>Kind regards<br>Reception<br>Westville Heart &amp; Vascular</p>
</body></html>
""")
add("mail/2025/10/2025-10-20_westville-heart-appointment-change.eml", frm=HEART,
    to=ME, subject="Appointment change - Mr J Mokoena (cardiology follow-up)",
    date="2025-10-20 09:05", body=rs_plain, html=rs_html,
    cte="quoted-printable")

# 25 --------------------------------------------------------------- multipart/alternative base64 (renewal)
rn_plain = dedent("""
Dear Ms Mokoena

Your Ubuntu Home policy UHP-0093315 renews on 1 November 2025.

                          Current       From 1 Nov 2025
Buildings (Unit 14)       R412.00       R446.00
Contents                  R200.00       R212.00
Monthly premium           R612.00       R658.00

Why has my premium changed? Building costs and weather-related claims in
KwaZulu-Natal have increased. Your claims history (1 claim in the last 3
years) has also been taken into account.

Tip: a geyser timer and drip tray can help prevent geyser claims.

No action is needed if you are happy to renew. Debit order date unchanged.

Ubuntu Home Insurance
""")
rn_html = "<html><body><pre>" + rn_plain.replace("&", "&amp;") + "</pre></body></html>\n"
add("mail/2025/10/2025-10-22_ubuntu-policy-renewal.eml",
    frm="Ubuntu Home Insurance <renewals@ubuntuhome.example>", to=ME,
    subject="Your policy renewal - UHP-0093315", date="2025-10-22 07:00",
    body=rn_plain, html=rn_html, cte="base64")

# 26 --------------------------------------------------------------- 7bit receipt
add("mail/2025/10/2025-10-25_prepaid-electricity-receipt.eml",
    frm="eThekwini Prepaid <noreply@prepaid.ethekwini.example>", to=ME,
    subject="Prepaid electricity purchase receipt", date="2025-10-25 19:33",
    cte="7bit",
    body=dedent("""
PREPAID ELECTRICITY - TAX INVOICE / RECEIPT

Meter no:     0400 0000 5512 7
Date:         25/10/2025 19:33
Amount:       R500.00
Units:        176.3 kWh
Free basic:   0.0 kWh

TOKEN:  1234 0000 5678 0000 9012

Enter the token on your meter keypad and press #.
Thank you for using eThekwini Prepaid.
"""))
