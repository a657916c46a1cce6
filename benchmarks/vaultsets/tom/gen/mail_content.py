# -*- coding: utf-8 -*-
"""E-mail definitions. Each entry is a dict consumed by build.make_eml()."""

TOM_SHOP = "Tom Okafor <tom@spokeandchain.example.co.uk>"
TOM_HOME = "Tom Okafor <tom.okafor@homemail.example>"

PIXEL = '<img src="https://track.{dom}/o/{id}.gif" width="1" height="1" alt="" style="display:none">'

MAILS = []

# ---------------------------------------------------------------- January
MAILS.append(dict(
    path="mail/2025/01/2025-01-21_lease-renewal-proposal.eml",
    frm="Gavin Stroud <gavin.stroud@kellawaypryor.example.co.uk>",
    to=TOM_SHOP,
    date="2025-01-21 11:42 +0000",
    subject="41 Ashgrove Parade - lease renewal proposal",
    msgid="<kp-ashgrove41-20250121@kellawaypryor.example.co.uk>",
    cte="7bit",
    body="""Dear Tom,

I hope the new year has started well at the shop.

As you know, your current lease of 41 Ashgrove Parade expires on 24 December
2025. I have now taken instructions from our client, Ashgrove Parade Holdings
Ltd, and I am pleased to set out their proposal for a new lease:

  - Term: 10 years from 25 December 2025
  - Rent: GBP 17,800 per annum exclusive, payable quarterly in advance
  - Rent review: upward-only, at the end of year 5
  - Break: none
  - Repairs: internal repairing, as existing
  - Deposit: existing deposit to be topped up to three months' rent

The proposed rent reflects recent lettings on the parade and the wider BS3
market, which has moved on considerably since 2020.

Our client values you as a tenant and would like to agree heads of terms by
the end of March if possible, so that solicitors can be instructed in good
time. Regarding the roof over the rear workshop, our client will consider
this as part of the overall package.

I'd be happy to meet to discuss. Please do let me know if you intend to take
professional advice - it would be helpful to have your solicitor's details.

Kind regards,

Gavin Stroud MRICS
Associate Director
Kellaway Pryor Commercial
T: 0117 496 0714
www.kellawaypryor.example.co.uk

This e-mail is subject to contract and without prejudice.
""",
))

MAILS.append(dict(
    path="mail/2025/01/2025-01-27_cwtch-homecare-schedule.eml",
    frm="Dylan Price - Cwtch Homecare <bookings@cwtchhomecare.example.co.uk>",
    to=TOM_HOME,
    date="2025-01-27 15:05 +0000",
    subject="Care schedule confirmation - Mr E. Okafor",
    msgid="<cwtch-sched-okafor-0127@cwtchhomecare.example.co.uk>",
    cte="quoted-printable",
    body="""Dear Mr Okafor,

Thank you for choosing Cwtch Homecare to support your father, Mr Emmanuel
Okafor, at 8 Heol Derwen, Whitchurch.

Following our assessment visit on 23 January, I'm pleased to confirm the
following care schedule, starting on Tuesday 4 February 2025:

    Tuesday   09:00 - 10:00   Morning call: breakfast, medication prompt, personal care
    Friday    09:00 - 10:00   Morning call: breakfast, medication prompt, personal care

Our hourly rate is £26.00 (weekdays). You'll receive an invoice at the end
of each month, payable by direct debit - the mandate form is attached to our
welcome pack.

Please note we can't always guarantee the same carer for every visit, but we
do our best to keep a small team for each client.

The key safe code you gave us has been stored securely on our system. If
anything changes (hospital stays, holidays, family visiting) please let the
office know at least 48 hours in advance.

Croeso i'r teulu Cwtch!

Dylan Price
Care Co-ordinator
Cwtch Homecare Ltd
""",
))

# ---------------------------------------------------------------- February
VELO_HTML = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Order update</title></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#0b3d6e;color:#fff;padding:12px 16px;font-size:18px">VELOTRADE UK &middot; Trade Order Desk</td></tr>
<tr><td style="padding:16px">
<p>Dear Spoke &amp; Chain (account VT-40221),</p>
<p>Thank you for your order <b>SO-118406</b> placed on 10/02/2025. Unfortunately some lines cannot be
dispatched at this time due to the relocation of our national distribution centre. The following items are on
<b>back-order</b>:</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#eef"><th>Code</th><th>Description</th><th>Qty</th><th>Status</th><th>Est. dispatch</th></tr>
<tr><td>CH-11S-116</td><td>11-speed chain 116L, silver</td><td>10</td><td>BACK-ORDER</td><td>3-4 weeks</td></tr>
<tr><td>CH-10S-116</td><td>10-speed chain 116L</td><td>6</td><td>BACK-ORDER</td><td>3-4 weeks</td></tr>
<tr><td>CS-1134-11</td><td>Cassette 11-34T, 11-speed</td><td>4</td><td>BACK-ORDER</td><td>4-6 weeks</td></tr>
<tr><td>BP-RES-B05</td><td>Disc pads resin (B05-type)</td><td>12 pr</td><td>BACK-ORDER</td><td>2-3 weeks</td></tr>
<tr><td>TB-700-2832</td><td>Inner tube 700x28-32 Presta 48mm</td><td>50</td><td>DISPATCHED</td><td>11/02/2025</td></tr>
<tr><td>CB-GEAR-SS</td><td>Gear cable set, stainless</td><td>15</td><td>DISPATCHED</td><td>11/02/2025</td></tr>
</table>
<p>Back-ordered lines will be sent automatically as soon as stock arrives - you do not need to re-order. If you
would prefer to cancel any line, please reply to this e-mail quoting the order number.</p>
<p>We apologise for the inconvenience and thank you for your patience.</p>
<p>Velotrade UK Trade Order Desk<br>Unit 4, Brackmills Gate, Northampton</p>
</td></tr></table>
""" + PIXEL.format(dom="velotrade.example.co.uk", id="so118406") + """
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/02/2025-02-11_velotrade-backorder.eml",
    frm="Velotrade UK Order Desk <orders@velotrade.example.co.uk>",
    to=TOM_SHOP,
    date="2025-02-11 07:58 +0000",
    subject="Order SO-118406: items on back-order",
    msgid="<SO-118406-bo@velotrade.example.co.uk>",
    html=VELO_HTML,
    html_cte="quoted-printable",
))

TATE_HTML = """<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;font-size:15px;color:#333">
<p>Dear Tom and Rachel,</p>
<p>Thank you both for showing me round on the 3rd - it's a lovely house and the loft has real potential.
As discussed, here is my fee proposal for the loft conversion at <b>17 Fernbank Road, Bristol BS7 8PL</b>.</p>
<p><b>Scope</b>: rear full-width dormer and two rooflights to the front roof slope, forming a double bedroom
with en-suite shower room, new staircase over the existing flight, and associated structural and fire-safety works.</p>
<table cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse">
<tr style="background:#f1ede4"><th align="left">Stage</th><th align="left">Work</th><th align="right">Fee (ex VAT)</th></tr>
<tr><td>1</td><td>Measured survey, existing drawings, concept options (2 meetings)</td><td align="right">&pound;950</td></tr>
<tr><td>2</td><td>Lawful Development Certificate drawings and application to Bristol City Council</td><td align="right">&pound;1,100</td></tr>
<tr><td>3</td><td>Building regulations package (drawings, specification, co-ordination with engineer)</td><td align="right">&pound;1,900</td></tr>
<tr style="font-weight:bold"><td colspan="2">Total</td><td align="right">&pound;3,950 + VAT</td></tr>
</table>
<p>Not included: structural engineer's calculations (I'd suggest Dev Malhotra - we work together a lot), building
control fees, the council's certificate fee, party wall matters, and site inspections during the build (available
hourly at &pound;85 if wanted).</p>
<p>Payment is invoiced at the end of each stage. If you're happy, just reply to say so and I'll book the survey for
the first week of March.</p>
<p>Best wishes,<br>Imogen Tate RIBA<br>Tate Studio Architects</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/02/2025-02-24_tate-studio-fee-proposal.eml",
    frm="Imogen Tate <imogen@tatestudio.example.co.uk>",
    to=TOM_HOME + ", Rachel Hennessy <rachel.hennessy@homemail.example>",
    date="2025-02-24 18:20 +0000",
    subject="Fee proposal - loft conversion, 17 Fernbank Road",
    msgid="<tsa-fernbank17-fee@tatestudio.example.co.uk>",
    html=TATE_HTML,
    html_cte="quoted-printable",
))

# ---------------------------------------------------------------- March
ENTRY_TXT = """Hi Tom,

You're in! Thanks for entering the Avon Gorge Half Marathon 2025.

  Event:      Avon Gorge Half Marathon
  Date:       Sunday 9 November 2025
  Start:      9:30am, The Downs (Ladies Mile), Bristol
  Entry ref:  AGH25-0931
  Entry fee:  £38.00 (paid)

Your race pack - including your bib number, start wave and bag drop details -
will be e-mailed to you in October. There is no race pack collection this year:
you'll print nothing, just bring your bib which will be posted to you.

Transfers are allowed until 30 September via your account page.

See you on the start line!

The Avon Gorge Half team
"""
ENTRY_HTML = """<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2 style="color:#1d6b4a">You're in, Tom!</h2>
<p>Thanks for entering the <b>Avon Gorge Half Marathon 2025</b>.</p>
<table cellpadding="5" style="border-collapse:collapse">
<tr><td><b>Date</b></td><td>Sunday 9 November 2025</td></tr>
<tr><td><b>Start</b></td><td>9:30am, The Downs (Ladies Mile), Bristol</td></tr>
<tr><td><b>Entry ref</b></td><td>AGH25-0931</td></tr>
<tr><td><b>Entry fee</b></td><td>&pound;38.00 (paid)</td></tr>
</table>
<p>Your race pack - including your bib number, start wave and bag drop details - will be e-mailed to you in October.</p>
<p>Transfers are allowed until 30 September via your account page.</p>
<p>See you on the start line!<br>The Avon Gorge Half team</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/03/2025-03-06_avon-gorge-half-entry.eml",
    frm="Avon Gorge Half <entries@avongorgehalf.example.org>",
    to=TOM_HOME,
    date="2025-03-06 21:14 +0000",
    subject="Entry confirmed - Avon Gorge Half Marathon 2025",
    msgid="<entry-AGH25-0931@avongorgehalf.example.org>",
    body=ENTRY_TXT, cte="quoted-printable",
    html=ENTRY_HTML, html_cte="quoted-printable", alt=True,
))

MAILS.append(dict(
    path="mail/2025/03/2025-03-19_cyclewise-welcome.eml",
    frm="Shauna Kelleher <shauna.kelleher@cyclewise.example.co.uk>",
    to=TOM_SHOP,
    date="2025-03-19 10:31 +0000",
    subject="Welcome to Cyclewise - your trade account is open",
    msgid="<cw-newacct-spokechain@cyclewise.example.co.uk>",
    cte="base64",
    body="""Hi Tom,

Great to speak yesterday - and welcome to Cyclewise Distribution!

Your trade account is now open and ready to use:

    Account name:    Spoke & Chain (T. Okafor)
    Account number:  CW-77813
    Credit terms:    30 days end of month
    Credit limit:    £4,000 (we'll review after 6 months)
    Price band:      Independent Workshop (IW2)

You can log in to the trade site with your e-mail address; set your password
using the link in the separate activation e-mail. Quote the account number
above if you ever phone the sales desk.

Carriage is free on orders over £150; under that it's £7.95. Everything on
your first order (chains, cassettes, pads, tubes) is in stock at Avonmouth.

I visit the Bristol shops on the first Wednesday of each month - I'll pop in
on 2 April with the spring catalogue and some workshop consumables samples.

Any problems at all, ring or e-mail me directly.

Best,
Shauna Kelleher
Area Account Manager - South West
Cyclewise Distribution
M: 07700 900845
""",
))

MAILS.append(dict(
    path="mail/2025/03/2025-03-28_re-lease-counter-offer.eml",
    frm="Lorna Beckett <lorna@beckettvane.example.co.uk>",
    to=TOM_SHOP,
    date="2025-03-28 16:47 +0000",
    subject="Re: Ashgrove Parade - counter-offer",
    msgid="<bv-okafor-lease-0328@beckettvane.example.co.uk>",
    in_reply_to="<CAOk-tom-lease-20250327@spokeandchain.example.co.uk>",
    references="<CAOk-tom-lease-20250327@spokeandchain.example.co.uk>",
    cte="quoted-printable",
    body="""Hi Tom,

Yes - the counter-offer went to Gavin Stroud by e-mail on Wednesday (26 March)
and he has acknowledged it. For your records, we proposed:

  - Rent £15,000 per annum
  - Term of 5 years from 25 December 2025
  - Tenant-only break at the end of year 3
  - Landlord to replace the workshop roof covering before the term starts
  - 3 months' rent-free

I'd expect them to hold on the rent and give a little on the rest. Don't be
alarmed if the first response is robust - that's the agent's job.

On fees: as quoted, my fixed fee for the renewal is £1,450 + VAT plus
disbursements. I'll invoice on completion of the new lease.

One important point - please don't agree anything verbally with Gavin if he
rings you at the shop. Say you'll come back to him in writing.

Kind regards,
Lorna

Lorna Beckett
Partner, Beckett & Vane Solicitors

> Hi Lorna,
>
> Just checking the counter-offer actually went to Gavin? I haven't heard
> anything and I'm getting twitchy. Also can you remind me what your fee is
> for all of this - Deepa wants it for the cash-flow forecast.
>
> Thanks,
> Tom
>
> --
> Tom Okafor | Spoke & Chain | 41 Ashgrove Parade, Bristol BS3 4QT
""",
))

# ---------------------------------------------------------------- April
MAILS.append(dict(
    path="mail/2025/04/2025-04-11_fwd-memory-clinic-letter.eml",
    frm="Chioma Okafor <chioma.okafor@northmail.example>",
    to=TOM_HOME,
    date="2025-04-11 20:03 +0100",
    subject="Fwd: Clinic letter - Mr Emmanuel Okafor - review 10/04/2025",
    msgid="<CAChi-fwd-clinic-20250411@northmail.example>",
    cte="8bit",
    body="""Tom - letter from yesterday's appointment, the e-mail copy came to me.
Short version: they're happy, dose goes up on Monday. Can you ring the
pharmacy about the blister packs? I'm on lates all weekend.

Also she asked again about the LPA - I said we'd posted it in Feb and are
waiting. x

C

---------- Forwarded message ---------
From: Memory Assessment Service <memory.service@cvuhb-mail.example.nhs.uk>
Date: Fri, 11 Apr 2025 at 14:12
Subject: Clinic letter - Mr Emmanuel Okafor - review 10/04/2025
To: <chioma.okafor@northmail.example>


Memory Assessment Service
Rookwood Wing, Llandaff Road Hospital, Cardiff

Clinic date: 10/04/2025
Consultant: Dr Nia Harcourt, Consultant Old Age Psychiatrist

Patient: Mr Emmanuel OKAFOR, DOB 02/05/1946
8 Heol Derwen, Whitchurch, Cardiff CF14 1XX

Diagnosis: Alzheimer's disease (early stage)

Mr Okafor attended with his daughter. He has been taking donepezil 5mg at
night since 20 January 2025 and has tolerated it well, with no
gastrointestinal side effects. His daughter reports he is a little more
engaged in conversation. MMSE today 22/30 (23/30 in January).

Plan:
1. Increase donepezil to 10mg once daily, taken at night, from Monday
   14 April 2025. If vivid dreams or sleep disturbance occur, the dose may
   be taken in the morning instead - please discuss with the GP.
2. Continue current support at home. We discussed increasing care visits
   if needed; the family are considering this.
3. We strongly encourage completion of lasting powers of attorney.
4. Review in the memory clinic in approximately six months; an
   appointment letter will be sent.

cc: Dr A. Rhys-Morgan, Whitchurch Village Surgery

Dr Nia Harcourt
""",
))

CALC_TXT = """MALHOTRA STRUCTURAL DESIGN
Calculation summary - ref MSD-2291
Project: Loft conversion, 17 Fernbank Road, Bristol BS7 8PL
Client: T. Okafor & R. Hennessy
Date: 16/04/2025   Rev A

1. NEW FLOOR
   Joists: 47 x 195 C24 @ 400 crs, spanning front to back onto new steels.
   Trimmers around stairwell: 2 no. 47 x 195 C24 bolted.

2. PRIMARY BEAMS (STEELS)
   B1, B2: 2 no. 203x133x30 UB, grade S355, clear span 5.4 m
           (party wall to gable wall), bearing 150mm min each end.
   B3 (dormer face): 1 no. 152x89x16 UB, S275, span 3.2 m.
   Fire protection: 2 layers 12.5mm fire-rated plasterboard (30 min).

3. PADSTONES
   Concrete padstones 440 x 215 x 102, C25/30, under each end of B1/B2.
   Party wall end: confirm brickwork sound before bearing (open up and inspect).

4. DORMER
   Dormer cheeks: 47 x 100 C24 studs @ 400 crs.
   Dormer roof joists: 47 x 150 C24 @ 400 crs.

5. NOTES
   - Contractor to provide temporary propping to existing ceiling joists.
   - Building control to inspect bearings before they are covered.
   - Any deviation from this summary to be referred back to MSD.

D. Malhotra CEng MIStructE
"""
MAILS.append(dict(
    path="mail/2025/04/2025-04-17_malhotra-structural-calcs.eml",
    frm="Dev Malhotra <dev@malhotra-sd.example.co.uk>",
    to=TOM_HOME,
    cc="Imogen Tate <imogen@tatestudio.example.co.uk>",
    date="2025-04-17 17:36 +0100",
    subject="17 Fernbank Road - structural calcs MSD-2291",
    msgid="<msd-2291-calcs@malhotra-sd.example.co.uk>",
    cte="7bit",
    body="""Hi Tom,

Please find attached the calculation summary for the loft (our ref MSD-2291,
Rev A). Imogen has a copy for the building regs package.

In short: two new steels side to side carrying the new floor and the dormer,
with padstones at each end, plus a smaller beam at the dormer face. Your
builder will want to see the full sizes before ordering - they're all in the
attachment.

A couple of points:
- Whoever builds it must check the party wall brickwork before the steels go
  in. I've noted it on the summary.
- Please keep a printed copy on site for the building control inspection.

My invoice (GBP 1,150 + VAT, as quoted) will follow separately.

Best,
Dev

Dev Malhotra CEng MIStructE
Malhotra Structural Design
""",
    attachments=[("MSD-2291_calc_summary.txt", CALC_TXT)],
))

# ---------------------------------------------------------------- May
MAILS.append(dict(
    path="mail/2025/05/2025-05-06_certificate-decision.eml",
    frm="Bristol City Council Planning <planning.noreply@bristol-council.example.gov.uk>",
    to="Imogen Tate <imogen@tatestudio.example.co.uk>",
    cc=TOM_HOME,
    date="2025-05-06 12:02 +0100",
    subject="Decision notice: 25/01872/CLE - 17 Fernbank Road",
    msgid="<dn-25-01872-CLE@bristol-council.example.gov.uk>",
    cte="quoted-printable",
    body="""TOWN AND COUNTRY PLANNING ACT 1990 - SECTION 192
CERTIFICATE OF LAWFUL USE OR DEVELOPMENT (PROPOSED)

Application number: 25/01872/CLE
Site address:       17 Fernbank Road, Bristol BS7 8PL
Applicant:          Mr T. Okafor and Ms R. Hennessy
Agent:              Tate Studio Architects
Proposal:           Proposed rear dormer roof extension and installation of
                    2 no. rooflights to the front roof slope, to facilitate
                    a loft conversion.

DECISION: CERTIFICATE GRANTED

The Council hereby certifies that on 25 March 2025 the operations described
above would have been lawful within the meaning of section 192 of the Town
and Country Planning Act 1990, for the following reason:

The proposal falls within the limits and conditions of Schedule 2, Part 1,
Classes B and C of the Town and Country Planning (General Permitted
Development) (England) Order 2015 (as amended). Planning permission is
therefore not required.

Please note: this certificate does not grant consent under the Building
Regulations, the Party Wall etc. Act 1996, or any restrictive covenant.

Date of decision: 6 May 2025

Development Management
Bristol City Council

This is an automated e-mail. Please do not reply.
""",
))

BRUNEL_HTML = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Tom,</p>
<p>Thanks for having me round on Friday. Please see our quotation below for the loft job at 17 Fernbank Road.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#ffd54f"><th>Item</th><th>Detail</th><th>Price</th></tr>
<tr><td>Rear elevation</td><td>Independent scaffold, 3 lifts, full width, boarded and handrailed</td><td>&pound;1,120</td></tr>
<tr><td>Side (passage)</td><td>Single bay tower tied in, for dormer cheek access</td><td>&pound;380</td></tr>
<tr><td>Rubbish chute</td><td>to skip on drive</td><td>&pound;95</td></tr>
<tr><td>Hire</td><td>8 weeks included; &pound;45/week thereafter</td><td>incl.</td></tr>
<tr><td colspan="2"><b>Total (inc VAT)</b></td><td><b>&pound;1,840</b></td></tr>
</table>
<p>Proposed erection date: <b>Monday 1 September 2025</b>, subject to confirmation 2 weeks before.</p>
<p>50% on erection, balance on strike. Scaffold inspected weekly (tag on the ladder).</p>
<p>Cheers,<br>Lee Harding<br>Brunel Scaffolding</p>
""" + PIXEL.format(dom="brunelscaffolding.example.co.uk", id="q5521") + """
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/05/2025-05-13_brunel-scaffold-quote.eml",
    frm="Lee Harding <lee@brunelscaffolding.example.co.uk>",
    to=TOM_HOME,
    date="2025-05-13 08:12 +0100",
    subject="Quote Q5521 - scaffolding 17 Fernbank Rd",
    msgid="<q5521@brunelscaffolding.example.co.uk>",
    html=BRUNEL_HTML,
    html_cte="quoted-printable",
))

# ---------------------------------------------------------------- June (noise)
BULLETIN_TXT = """THE BIKE TRADE BULLETIN - June 2025

In this issue:
* Spring sales round-up: workshop revenue up 6%, new bike sales down 11%
* The great e-bike battery recall - what independents need to know
* Cytech course dates for autumn (Bristol, Bath, Exeter)
* Opinion: are "bike-shaped objects" killing the trade?
* Classifieds: used workstands, a truing stand, a whole shop for sale in Devon

Read the full bulletin online. You are receiving this because you subscribed
at the Trade Show 2023. Unsubscribe any time.
"""
BULLETIN_HTML = """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<h1 style="color:#c0392b">The Bike Trade Bulletin &mdash; June 2025</h1>
<ul>
<li><b>Spring sales round-up:</b> workshop revenue up 6%, new bike sales down 11%</li>
<li><b>The great e-bike battery recall</b> &mdash; what independents need to know</li>
<li>Cytech course dates for autumn (Bristol, Bath, Exeter)</li>
<li>Opinion: are &ldquo;bike-shaped objects&rdquo; killing the trade?</li>
<li>Classifieds: used workstands, a truing stand, a whole shop for sale in Devon</li>
</ul>
<p><a href="https://biketradebulletin.example.com/june-2025">Read the full bulletin online</a></p>
<p style="font-size:11px;color:#888">You are receiving this because you subscribed at the Trade Show 2023.
<a href="https://biketradebulletin.example.com/unsub">Unsubscribe</a></p>
""" + PIXEL.format(dom="biketradebulletin.example.com", id="jun25") + """
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/06/2025-06-05_bike-trade-bulletin.eml",
    frm="The Bike Trade Bulletin <news@biketradebulletin.example.com>",
    to="tom@spokeandchain.example.co.uk",
    date="2025-06-05 06:30 +0100",
    subject="Bulletin: workshops up, new bikes down - June 2025",
    msgid="<btb-2025-06@biketradebulletin.example.com>",
    body=BULLETIN_TXT, cte="7bit",
    html=BULLETIN_HTML, html_cte="quoted-printable", alt=True,
    headers={"List-Unsubscribe": "<https://biketradebulletin.example.com/unsub>"},
))

# ---------------------------------------------------------------- July
MAILS.append(dict(
    path="mail/2025/07/2025-07-02_re-scaffold-booking.eml",
    frm="Tasha Greene <tasha@redcliffeaccess.example.co.uk>",
    to=TOM_HOME,
    date="2025-07-02 14:25 +0100",
    subject="Re: Scaffold for loft - 17 Fernbank Road - booking",
    msgid="<ra-fernbank17-booking-0702@redcliffeaccess.example.co.uk>",
    in_reply_to="<CAOk-tom-scaffold-20250701@homemail.example>",
    references="<ra-fernbank17-quote-0626@redcliffeaccess.example.co.uk> <CAOk-tom-scaffold-20250701@homemail.example>",
    cte="quoted-printable",
    body="""Hi Tom,

Lovely, that's booked in. Confirming:

  - Erect: Thursday 18 September 2025, crew on site from 7:30am
  - Rear independent scaffold (3 lifts) + side tower in the passage,
    loading bay at the rear, rubbish chute to the skip
  - 10 weeks' hire included, £40/week after that
  - Price: £1,960 inc VAT - 30% deposit now, balance on completion of
    the erection

Invoice for the deposit attached separately. We'll text you the day before
with the crew leader's name. If the neighbours at 19 are happy for us to
put a tie through their side of the passage it saves a second tower - can
you ask them?

Thanks for coming back to us so quickly, and sorry to hear Brunel let you
down - it happens a lot this time of year.

Tasha Greene
Redcliffe Access Ltd
Office 0117 496 0288

On Tue, 1 Jul 2025 at 21:40, Tom Okafor <tom.okafor@homemail.example> wrote:
> Hi Tasha,
>
> Thanks for the quote last week. Brunel Scaffolding (who we'd booked for
> 1 Sept) have told us they can't now do anything until mid-October, and
> our builder starts on 22 September, so we'd like to go with you.
>
> Please can you book us in for Thursday 18 September as you suggested?
> Happy with £1,960 for 10 weeks. Deposit by bank transfer is fine.
>
> Thanks,
> Tom
""",
))

TYGWYN_TXT = """Dear Tom,

It was lovely to meet you and your father on 14 July. Thank you for the
detailed notes - they really help.

I'm pleased to confirm that Ty Gwyn Care will start supporting Mr Okafor
from **Monday 4 August 2025**. The agreed schedule is:

  Monday to Friday   08:30 - 09:30   breakfast, medication prompt, personal
                                     care, light housework, check-in
  Sunday             12:00 - 13:00   lunch, medication check, company

Your father's regular weekday carer will be **Bethan Pryce**, who lives in
Whitchurch and has worked with us for six years. We'll always try to send
Bethan on weekdays; on Sundays it will be one of a small team of three
(currently Owain, Mair or Bethan).

Rate: £28.50 per hour, invoiced monthly in arrears.

Useful numbers:
  Ty Gwyn office (Mon-Fri 8am-6pm):  029 2018 0447
  Out of hours / on-call:            07700 900388

Before the first visit, could you please complete the "All About Me" form
(attached to the welcome pack) - likes, dislikes, routines, what to call
him, music, food. It makes a real difference in the first weeks.

We'll hold a review with you after about a month - I'll suggest a date
in early September.

Cofion,

Sioned Evans
Care Manager, Ty Gwyn Care
"""
TYGWYN_HTML = """<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px">
<p>Dear Tom,</p>
<p>It was lovely to meet you and your father on 14 July. Thank you for the detailed notes &ndash; they really help.</p>
<p>I'm pleased to confirm that Ty Gwyn Care will start supporting Mr Okafor from <b>Monday 4 August 2025</b>.
The agreed schedule is:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e8f3ec"><th>Days</th><th>Time</th><th>Support</th></tr>
<tr><td>Monday to Friday</td><td>08:30 &ndash; 09:30</td><td>breakfast, medication prompt, personal care, light housework, check-in</td></tr>
<tr><td>Sunday</td><td>12:00 &ndash; 13:00</td><td>lunch, medication check, company</td></tr>
</table>
<p>Your father's regular weekday carer will be <b>Bethan Pryce</b>, who lives in Whitchurch and has worked with us
for six years. On Sundays it will be one of a small team of three (currently Owain, Mair or Bethan).</p>
<p>Rate: &pound;28.50 per hour, invoiced monthly in arrears.</p>
<p>Useful numbers:<br>Ty Gwyn office (Mon&ndash;Fri 8am&ndash;6pm): <b>029 2018 0447</b><br>
Out of hours / on-call: 07700 900388</p>
<p>Before the first visit, could you please complete the &ldquo;All About Me&rdquo; form &ndash; likes, dislikes,
routines, what to call him, music, food.</p>
<p>Cofion,<br>Sioned Evans<br>Care Manager, Ty Gwyn Care</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/07/2025-07-25_ty-gwyn-care-start.eml",
    frm="Sioned Evans <sioned.evans@tygwyncare.example.co.uk>",
    to=TOM_HOME,
    cc="Chioma Okafor <chioma.okafor@northmail.example>",
    date="2025-07-25 12:48 +0100",
    subject="Mr Emmanuel Okafor - care start date and schedule",
    msgid="<tgc-okafor-start-0725@tygwyncare.example.co.uk>",
    body=TYGWYN_TXT, cte="quoted-printable",
    html=TYGWYN_HTML, html_cte="quoted-printable", alt=True,
))

# ---------------------------------------------------------------- August (noise)
TOOLBARN_HTML = """<html><body style="margin:0;background:#222;font-family:Arial,sans-serif">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff6f00;color:#fff;font-size:28px;padding:20px;text-align:center">TOOLBARN BANK HOLIDAY BLOWOUT</td></tr>
<tr><td style="padding:20px">
<p style="font-size:18px">Up to <b>40% OFF</b> workshop essentials - this weekend only!</p>
<table width="100%" cellpadding="8" border="1" style="border-collapse:collapse">
<tr><th>Product</th><th>Was</th><th>Now</th></tr>
<tr><td>Pro bench vice 6"</td><td>&pound;89.99</td><td>&pound;54.99</td></tr>
<tr><td>Cordless impact driver 18V (body only)</td><td>&pound;119.00</td><td>&pound;79.00</td></tr>
<tr><td>Workshop creeper</td><td>&pound;49.99</td><td>&pound;29.99</td></tr>
<tr><td>Degreaser 5L</td><td>&pound;24.99</td><td>&pound;17.49</td></tr>
</table>
<p>Use code <b>BANKHOL40</b> at checkout. Ends midnight Monday 25 August.</p>
<p style="font-size:11px;color:#777">ToolBarn Ltd. You're receiving this because you bought from us. Unsubscribe.</p>
</td></tr></table>
""" + PIXEL.format(dom="toolbarn.example.com", id="bh40") + """
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/08/2025-08-22_toolbarn-promo.eml",
    frm="ToolBarn <deals@toolbarn.example.com>",
    to="tom@spokeandchain.example.co.uk",
    date="2025-08-22 17:00 +0100",
    subject="40% off workshop essentials - Bank Holiday weekend only",
    msgid="<bh40-20250822@toolbarn.example.com>",
    html=TOOLBARN_HTML, html_cte="base64",
    headers={"List-Unsubscribe": "<https://toolbarn.example.com/unsub>"},
))

# ---------------------------------------------------------------- September
FEEDER_HTML = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Tom,</p>
<p>Van's ready - keys behind the counter. Invoice below. Thanks for your custom.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#ddd"><th colspan="4">INVOICE FRM-3318 &nbsp;&middot;&nbsp; 02/09/2025</th></tr>
<tr><td colspan="4">Vehicle: Citroen Berlingo 1.6 BlueHDi &nbsp; Reg: WX16 KFO &nbsp; Mileage: 130,882</td></tr>
<tr><th>Description</th><th>Qty</th><th>Unit</th><th>Total</th></tr>
<tr><td>Clutch kit (3-piece) + dual mass flywheel</td><td>1</td><td>&pound;612.40</td><td>&pound;612.40</td></tr>
<tr><td>Labour - clutch &amp; flywheel replacement</td><td>4.5 h</td><td>&pound;72.00</td><td>&pound;324.00</td></tr>
<tr><td>Clutch fluid, sundries</td><td>1</td><td>&pound;18.27</td><td>&pound;18.27</td></tr>
<tr><td colspan="3" align="right">Subtotal</td><td>&pound;954.67</td></tr>
<tr><td colspan="3" align="right">VAT 20%</td><td>&pound;190.93</td></tr>
<tr><td colspan="3" align="right"><b>TOTAL</b></td><td><b>&pound;1,145.60</b></td></tr>
</table>
<p>Note: your MOT is due on <b>30/10/2025</b> - give us a ring to book it in.</p>
<p>Stan Iwu<br>Feeder Road Motors<br>Unit 6, Feeder Road Trading Estate, Bristol BS2 0TQ<br>Tel 0117 496 0925</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/09/2025-09-02_van-clutch-invoice.eml",
    frm="Feeder Road Motors <accounts@feederroadmotors.example.co.uk>",
    to=TOM_SHOP,
    date="2025-09-02 16:18 +0100",
    subject="Invoice FRM-3318 - WX16 KFO",
    msgid="<frm-3318@feederroadmotors.example.co.uk>",
    html=FEEDER_HTML, html_cte="quoted-printable",
))

HOT_TXT = """HEADS OF TERMS - SUBJECT TO CONTRACT

Property:       41 Ashgrove Parade, Bristol BS3 4QT (ground floor shop and
                rear workshop)
Landlord:       Ashgrove Parade Holdings Ltd
Tenant:         Thomas Okafor t/a Spoke & Chain
Landlord agent: Kellaway Pryor Commercial (Gavin Stroud)
Landlord sols:  Penhallow & Reid LLP
Tenant sols:    Beckett & Vane (Lorna Beckett)

Term:           5 years from 25 December 2025
Rent:           £16,200 per annum exclusive of VAT, payable quarterly in
                advance on the usual quarter days
Rent-free:      2 months from the term commencement date
Break:          Tenant-only break on 25 December 2028, on not less than
                6 months' prior written notice, conditional on payment of
                rent
Rent review:    None during the term
Repair:         Internal repairing, as existing lease
Landlord works: Landlord to replace the roof covering to the rear workshop
                prior to the term commencement date
Deposit:        Existing rent deposit of £3,600 to be retained
Security of
tenure:         The lease will be within the security of tenure provisions
                of the Landlord and Tenant Act 1954 Part II
Use:            Cycle sales, repair and ancillary retail
Conditions:     Satisfactory accountant's reference for the tenant to be
                provided before the landlord's solicitors are instructed
Costs:          Each party to bear its own costs

Date: 10 September 2025
"""
MAILS.append(dict(
    path="mail/2025/09/2025-09-10_heads-of-terms.eml",
    frm="Gavin Stroud <gavin.stroud@kellawaypryor.example.co.uk>",
    to=TOM_SHOP,
    cc="Lorna Beckett <lorna@beckettvane.example.co.uk>",
    date="2025-09-10 09:15 +0100",
    subject="41 Ashgrove Parade - heads of terms (STC)",
    msgid="<kp-ashgrove41-hots-20250910@kellawaypryor.example.co.uk>",
    cte="7bit",
    body="""Dear Tom,

Apologies for the delay over the summer. Please find attached heads of terms
for the new lease, reflecting our discussions on 20 May. Lorna is copied.

Our client has added one condition, which is standard on renewals: an
accountant's reference for the business before their solicitors are
instructed. A short letter from your accountant on headed paper is fine.

If you're happy, please sign and return a copy and we'll instruct Penhallow
& Reid.

Kind regards,

Gavin Stroud MRICS
Associate Director
Kellaway Pryor Commercial
T: 0117 496 0714

Subject to contract.
""",
    attachments=[("HoTs_41_Ashgrove_Parade_STC.txt", HOT_TXT)],
))

MAILS.append(dict(
    path="mail/2025/09/2025-09-12_re-heads-of-terms.eml",
    frm=TOM_SHOP,
    to="Gavin Stroud <gavin.stroud@kellawaypryor.example.co.uk>",
    cc="Lorna Beckett <lorna@beckettvane.example.co.uk>",
    date="2025-09-12 21:37 +0100",
    subject="Re: 41 Ashgrove Parade - heads of terms (STC)",
    msgid="<CAOk-tom-hots-20250912@spokeandchain.example.co.uk>",
    in_reply_to="<kp-ashgrove41-hots-20250910@kellawaypryor.example.co.uk>",
    references="<kp-ashgrove41-hots-20250910@kellawaypryor.example.co.uk>",
    cte="7bit",
    body="""Hi Gavin,

Thanks for these - they match what we agreed in May, so I'm happy in
principle. I'll sign and return once Lorna has had a quick look.

On the accountant's reference: I'll get Deepa Mistry (Mistry & Co, my
accountant) to send it to you directly by the end of October. She's in the
middle of a couple of year-ends so it won't be instant, but it will come.

Could you let me know when the landlord's roofers are booked for the
workshop roof? It needs to be done before Christmas and the leak is
getting worse - the bucket's out most days now.

Thanks,
Tom

--
Tom Okafor | Spoke & Chain | 41 Ashgrove Parade, Bristol BS3 4QT

On Wed, 10 Sep 2025 at 09:15, Gavin Stroud wrote:
> Dear Tom,
>
> Apologies for the delay over the summer. Please find attached heads of
> terms for the new lease, reflecting our discussions on 20 May. Lorna is
> copied.
>
> Our client has added one condition, which is standard on renewals: an
> accountant's reference for the business before their solicitors are
> instructed.
""",
))

MAILS.append(dict(
    path="mail/2025/09/2025-09-13_parkrun-result.eml",
    frm="parkrun results <results@frome-vale.parkrun.example.org>",
    to=TOM_HOME,
    date="2025-09-13 12:41 +0100",
    subject="Your Frome Vale parkrun result for event #233",
    msgid="<res-233-A4418820@frome-vale.parkrun.example.org>",
    cte="7bit",
    body="""Hi Tom,

Congratulations on completing your 47th parkrun and your 41st at Frome Vale
parkrun today.

  Your time:      23:47
  Position:       41st out of 312
  Gender pos:     36th
  Age category:   VM40-44
  Age grade:      63.1%

Congratulations on your NEW PB! Your previous best at Frome Vale was 24:31.

Thanks to the 27 volunteers who made today's event happen. Please consider
volunteering - the roster for the next few weeks is online.

Frome Vale parkrun
Barcode: A4418820
""",
))

MAILS.append(dict(
    path="mail/2025/09/2025-09-29_building-control-inspection.eml",
    frm="Carl Bright <carl.bright@westcountrybc.example.co.uk>",
    to=TOM_HOME,
    cc="Kieran Doyle <kieran@doylelofts.example.co.uk>",
    date="2025-09-29 08:04 +0100",
    subject="WBC/IN/5538 - 17 Fernbank Road - steel inspection",
    msgid="<wbc-in-5538-insp1@westcountrybc.example.co.uk>",
    cte="quoted-printable",
    body="""Morning Tom, Kieran,

Thanks for the call. I'll come out to inspect the steels and padstones at
17 Fernbank Road on Friday 3 October at about 10:30am, once they're in
position and before anything is boxed in.

Please have the engineer's calculation summary (Malhotra, MSD-2291) on site,
and make sure I can get a proper look at both bearings, especially the party
wall end - I'll want to see the brickwork under the padstone.

After that the next stages I need to see are:
  - insulation, before plasterboard (give me 48 hours' notice)
  - stairs, fire door and smoke alarms
  - completion

Any questions, give me a ring.

Regards,
Carl Bright
Building Control Surveyor
Westcountry Building Control (Approved Inspector)
Initial notice: WBC/IN/5538
""",
))

# ---------------------------------------------------------------- October
MAILS.append(dict(
    path="mail/2025/10/2025-10-14_race-pack.eml",
    frm="Avon Gorge Half <entries@avongorgehalf.example.org>",
    to=TOM_HOME,
    date="2025-10-14 18:00 +0100",
    subject="Your race pack - Avon Gorge Half Marathon, Sunday 9 November",
    msgid="<racepack-AGH25-0931@avongorgehalf.example.org>",
    cte="base64",
    body="""Hi Tom,

The Avon Gorge Half Marathon is less than four weeks away! Here's
everything you need for race day.

YOUR DETAILS
  Name:         Tom Okafor
  Entry ref:    AGH25-0931
  Bib number:   2147
  Start wave:   B (predicted 1:45-1:55)

Your bib (with the timing chip on the back) will arrive by post in the week
of 27 October. Do not fold or bend the chip.

RACE DAY - SUNDAY 9 NOVEMBER 2025
  07:45  Event village and bag drop open
  09:10  Bag drop closes
  09:15  Start pens close
  09:30  Race start (waves A, B and C go together from the Ladies Mile)

BAG DROP
  The bag drop is at the Clifton Downs Pavilion, next to the water tower,
  at the north end of the event village. Use the clear bag we post with
  your bib. Collection from 10:45 with your bib number.

GETTING THERE
  Roads around the Downs close from 07:00. There is no race parking. Park
  & ride from Portway (buses from 06:45) or walk/cycle - bike racks by the
  Pavilion.

ON THE COURSE
  Water at 5k, 10k, 15k and 19k. No gels on course - bring your own.
  The climb from the Portway back up to the Downs starts at mile 11.

Good luck - see you on the Downs!

The Avon Gorge Half team
""",
))
