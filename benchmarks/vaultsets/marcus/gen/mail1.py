from lib import eml

M = 'Marcus Adeyemi-Hart <marcus@mardykecycles.example.co.uk>'
MADDR = 'marcus@mardykecycles.example.co.uk'
PIXEL = '<img src="https://{d}/o/{k}/p.gif" width="1" height="1" alt="">'


def build():
    # 1 ---------------------------------------------------------- Chainline order (HTML only, QP)
    eml('mail/2025/01/2025-01-09_chainline-order-confirmation.eml',
        frm='Chainline Distribution <orders@chainline-dist.example.co.uk>', to=M,
        date='2025-01-09 15:42 +0000',
        subject='Order confirmation SO-118842 - Mardyke Cycles & Coffee',
        html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="620" align="center" cellpadding="0" cellspacing="0"><tr><td>
<h2 style="color:#0b4f6c">CHAINLINE DISTRIBUTION</h2>
<p>Hello Marcus,</p>
<p>Thank you for your order. It has been picked for dispatch on our next-day service (order received before 3pm).</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc">
<tr style="background:#eef4f7"><td><b>Order number</b></td><td>SO-118842</td></tr>
<tr><td><b>Trade account</b></td><td>CHL-20931 (Mardyke Cycles &amp; Coffee)</td></tr>
<tr style="background:#eef4f7"><td><b>Delivery address</b></td><td>23 Kilnworth Street, Bedminster, Bristol BS3 4NX</td></tr>
<tr><td><b>Expected delivery</b></td><td>Mon 13 January 2025 (DPD, AM)</td></tr>
</table>
<br>
<table width="100%" cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px">
<tr style="background:#0b4f6c;color:#fff"><th align="left">Code</th><th align="left">Description</th><th>Qty</th><th align="right">Net</th></tr>
<tr><td>CL-CH11-116</td><td>11-speed chain 116L, boxed (x10)</td><td align="center">2</td><td align="right">&pound;164.00</td></tr>
<tr><td>CL-CH9-114</td><td>9-speed chain 114L, boxed (x10)</td><td align="center">1</td><td align="right">&pound;72.50</td></tr>
<tr><td>CL-BP-DISC-R</td><td>Disc pads resin, assorted (x20)</td><td align="center">2</td><td align="right">&pound;148.00</td></tr>
<tr><td>CL-CAB-SS</td><td>Stainless gear inner cable, shop box (x100)</td><td align="center">1</td><td align="right">&pound;58.90</td></tr>
<tr><td>CL-BB-BSA</td><td>BSA bottom bracket 68/73mm</td><td align="center">6</td><td align="right">&pound;89.70</td></tr>
<tr><td>CL-CS-11-32</td><td>11-speed cassette 11-32</td><td align="center">4</td><td align="right">&pound;131.60</td></tr>
<tr><td>CL-GR-WS</td><td>Workshop grease 1kg</td><td align="center">2</td><td align="right">&pound;24.40</td></tr>
<tr><td>CL-TL-TQ5</td><td>Torque wrench 2-14Nm</td><td align="center">1</td><td align="right">&pound;121.35</td></tr>
<tr><td colspan="3" align="right">Net</td><td align="right">&pound;810.45</td></tr>
<tr><td colspan="3" align="right">Carriage</td><td align="right">&pound;0.00</td></tr>
<tr><td colspan="3" align="right">VAT 20%</td><td align="right">&pound;162.09</td></tr>
<tr style="background:#eef4f7"><td colspan="3" align="right"><b>Order total</b></td><td align="right"><b>&pound;972.54</b></td></tr>
</table>
<p style="font-size:12px">Back-ordered lines will be invoiced when they ship. Your invoice will follow on delivery; terms 30 days end of month.</p>
<p>Gemma Lowther<br>Area Sales, South West &middot; Chainline Distribution Ltd</p>
""" + PIXEL.format(d='trk.chainline-dist.example.co.uk', k='SO118842') + """
</td></tr></table></body></html>""")

    # 2 ---------------------------------------------------------- Hartcliffe price increase (QP plain)
    eml('mail/2025/02/2025-02-04_hartcliffe-price-update.eml',
        frm='Simon Tulley <simon@hartcliffe-roasting.example.co.uk>', to=M,
        date='2025-02-04 10:17 +0000',
        subject='Hartcliffe Roasting - wholesale price update from 1 March',
        cte='quoted-printable',
        text="""Hi Marcus,

I hope the new year's treating you well and the workshop's ticking over.

I wanted to let all our wholesale partners know personally that we're having to
update our prices from Saturday 1 March 2025. Green coffee prices have gone
through the roof over the last 18 months (the C-market is at levels none of us
have seen before) and we've held off as long as we could.

For your account (HRC-112) the new price for Harbour Blend will be £23.90/kg
(currently £21.50/kg). Decaf goes to £26.40/kg. Delivery stays free over 5kg.

We've also tweaked the Harbour Blend recipe for the new crop - a bit more of the
washed Ethiopian, so it's brighter and more fruit-forward. We think it's the best
it's ever tasted, and we'd love to hear what your regulars think.

Any questions at all, give me a ring.

All the best,
Simon

Simon Tulley
Hartcliffe Roasting Co. - wholesale
0117 496 0953
""")

    # 3 ---------------------------------------------------------- Pavement licence granted (mixed + base64 attachment)
    eml('mail/2025/03/2025-03-27_pavement-licence-decision.eml',
        frm='Licensing Team <licensing@bristol-council.example.gov.uk>', to=M,
        date='2025-03-27 14:05 +0000',
        subject='Pavement licence application PL-APP-25-01762 - decision',
        cte='7bit',
        text="""Dear Mr Adeyemi-Hart,

Application reference: PL-APP-25-01762
Premises: Mardyke Cycles & Coffee, 23 Kilnworth Street, Bristol BS3 4NX

I am pleased to tell you that your application for a pavement licence has been
GRANTED. The licence and its conditions are attached to this email. Please
keep a copy at the premises; an officer may ask to see it.

The licence must be displayed in the window so that it can be read from the
street.

If you have any questions please reply to this email quoting the application
reference.

Yours sincerely,

Sunita Rowe
Licensing Officer (Highways and Pavement Licences)
""",
        attachments=[('pavement_licence_granted.txt', """PAVEMENT LICENCE
Business and Planning Act 2020, Part 1 (as amended)

Licence number:   PVL/25/0388
Licence holder:   Marcus Adeyemi-Hart t/a Mardyke Cycles & Coffee
Premises:         23 Kilnworth Street, Bedminster, Bristol BS3 4NX
Valid from:       1 April 2025
Valid until:      31 March 2026

PERMITTED FURNITURE
  2 tables and 6 chairs, placed on the highway directly in front of the
  premises, within the area marked on the approved plan (kerb side of the
  existing bollard), max. depth 1.4m from the building line.

PERMITTED HOURS
  08:00 to 18:00, every day.

CONDITIONS
  1. A clear, unobstructed footway of not less than 1.5 metres must be
     maintained at all times.
  2. All furniture must be removed from the highway outside the permitted
     hours and stored within the premises.
  3. No A-boards or other advertising on the highway.
  4. Furniture must not be fixed to the highway.
  5. The licence holder must keep public liability insurance of at least
     GBP 5,000,000 in force for the duration of the licence.
  6. The area must be kept clean and free of litter.
  7. No smoking shelters or heaters.
  8. The licence is not transferable.

The council may revoke the licence if conditions are breached, or if the
area is needed for highway works.

Issued for the council by: S. Rowe, Licensing Officer, 27/03/2025
""")])

    # 4 ---------------------------------------------------------- Velotrade reply (quoting)
    eml('mail/2025/04/2025-04-10_re-velotrade-backorder.eml',
        frm='Declan Moyo <declan.moyo@velotrade.example.co.uk>', to=M,
        date='2025-04-10 11:48 +0100',
        subject='Re: Tundra Pro tyres still not here + damaged tubes',
        cte='7bit',
        headers={'In-Reply-To': '<mah-0408-vt@mardykecycles.example.co.uk>',
                 'References': '<mah-0408-vt@mardykecycles.example.co.uk>'},
        text="""Hi Marcus,

Really sorry about this one. The Tundra Pro 700x38 reflective is on back order
from the manufacturer - the container is now due into our Avonmouth warehouse
on 28 April and we'll ship yours first, so you should have them on Fri 2 May.
I've put a note on the account.

On the tubes: no argument, that's our packing. I've raised credit note
CN-4471 for GBP 86.40 (12 x 700c Presta tubes @ GBP 6.00 + VAT). It'll show on
your next statement and you can knock it off the March invoice. No need to send
them back - bin them.

Cheers,
Declan

Declan Moyo | Account Manager, South West | Velotrade UK

On Tue, 8 Apr 2025 at 17:22, Marcus Adeyemi-Hart wrote:
> Declan,
>
> Two things.
>
> 1. The 10 Tundra Pro 700x38s I ordered on 17 March still haven't come.
> I've got 4 customers waiting on them. What's the actual date?
>
> 2. The box of 12 Presta tubes in Thursday's delivery - every single one
> has a split by the valve where the box was crushed. I'm not paying for
> those.
>
> Marcus
> Mardyke Cycles & Coffee
""")

    # 5 ---------------------------------------------------------- trade newsletter (noise, alternative)
    eml('mail/2025/04/2025-04-28_spokeline-trade-news.eml',
        frm='Spokeline Trade News <news@spokeline-trade.example.com>', to=MADDR,
        date='2025-04-28 07:00 +0100',
        subject='Spokeline Trade News: e-bike servicing boom, tariff watch, and the Cycle Show',
        cte='quoted-printable',
        headers={'List-Unsubscribe': '<https://spokeline-trade.example.com/unsub?u=mah221>'},
        text="""SPOKELINE TRADE NEWS - April 2025

1. E-BIKE SERVICING: THE BOOM NOBODY STAFFED FOR
Independent workshops report e-bike jobs now make up 30-40% of bookings in
cities. Are you charging enough for the extra time? Our survey says the
average e-bike service in the UK is now GBP 70-90.

2. TARIFF WATCH
Component prices from the Far East look set to rise again in Q3. Stock up on
fast-moving consumables (chains, pads, tubes) while you can.

3. THE CYCLE SHOW - trade day tickets now on sale. Use code SPOKE25.

4. CLASSIFIEDS
Workshop stand, 2 years old, GBP 180. Truing stand wanted.

You're receiving this because you signed up at a trade show.
Unsubscribe: https://spokeline-trade.example.com/unsub?u=mah221
""",
        html="""<html><body style="font-family:Georgia,serif">
<h1>SPOKELINE TRADE NEWS</h1><p><i>April 2025</i></p>
<h3>1. E-bike servicing: the boom nobody staffed for</h3>
<p>Independent workshops report e-bike jobs now make up 30-40% of bookings in cities. Are you charging enough for the extra time? Our survey says the average e-bike service in the UK is now &pound;70-90.</p>
<h3>2. Tariff watch</h3><p>Component prices look set to rise again in Q3. Stock up on fast-moving consumables while you can.</p>
<h3>3. The Cycle Show</h3><p>Trade day tickets now on sale. Use code <b>SPOKE25</b>.</p>
<h3>4. Classifieds</h3><p>Workshop stand, 2 years old, &pound;180. Truing stand wanted.</p>
<p style="font-size:11px;color:#888"><a href="https://spokeline-trade.example.com/unsub?u=mah221">Unsubscribe</a></p>
""" + PIXEL.format(d='px.spokeline-trade.example.com', k='apr25-mah221') + """
</body></html>""")

    # 6 ---------------------------------------------------------- TapTill fee change notice (HTML only, base64)
    eml('mail/2025/05/2025-05-15_taptill-pricing-update.eml',
        frm='TapTill Merchant Services <noreply@taptill.example.com>', to=MADDR,
        date='2025-05-15 08:30 +0100',
        subject='Important: changes to your TapTill pricing',
        html_cte='base64', mid='<pricing-0525-0049127@taptill.example.com>',
        html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#1c1c1c">
<div style="max-width:580px;margin:auto">
<p style="font-size:20px;font-weight:bold;color:#5a2ca0">TapTill</p>
<p>Dear Merchant,</p>
<p>We're writing to let you know about an update to the pricing on your TapTill account
(merchant ID <b>TT-M-0049127</b>). We keep our pricing under regular review, and rising scheme and
processing costs mean we need to make a change.</p>
<table cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;width:100%">
<tr style="background:#f4effb"><th align="left"></th><th align="left">Current</th><th align="left">From 1 July 2025</th></tr>
<tr><td>Card transaction rate (all cards)</td><td>1.75%</td><td><b>1.95%</b></td></tr>
<tr><td>Terminal rental (per month, all terminals)</td><td>&pound;18.00</td><td>&pound;18.00</td></tr>
<tr><td>Next-day payouts</td><td>Free</td><td>Free</td></tr>
</table>
<p>You don't need to do anything. If you'd like to discuss your pricing, or you no longer wish to use
TapTill, you can close your account without charge before 1 July 2025 - see section 11 of your merchant
agreement.</p>
<p>Thanks for taking payments with TapTill.</p>
<p>The TapTill Merchant team</p>
<p style="font-size:11px;color:#888">TapTill Payments Ltd is authorised by the Financial Conduct Authority. This is a service message.</p>
""" + PIXEL.format(d='open.taptill.example.com', k='pricing-0525-0049127') + """
</div></body></html>""")

    # 7 ---------------------------------------------------------- Marcus reply to TapTill (QP, quoting)
    eml('mail/2025/05/2025-05-22_re-taptill-pricing.eml',
        frm=M, to='TapTill Merchant Services <merchants@taptill.example.com>',
        date='2025-05-22 21:14 +0100',
        subject='Re: Important: changes to your TapTill pricing',
        cte='quoted-printable',
        headers={'In-Reply-To': '<pricing-0525-0049127@taptill.example.com>',
                 'References': '<pricing-0525-0049127@taptill.example.com>'},
        text="""Hello,

Merchant ID TT-M-0049127 (Mardyke Cycles & Coffee, Bristol).

I've been with you since March 2023, never a chargeback problem, roughly
£9,000 a month through your terminals. Putting my rate up from 1.75% to 1.95%
with six weeks' notice is not "keeping pricing under review", it's a 11% rise.

I've had a quote from Quidpay at 1.49%. I'd rather not change - the terminals
work and the next-day payouts matter to a small shop - but I will if I have to.

Can someone who can actually agree a rate call me? 0117 496 0832, Tue-Sat.

Regards,
Marcus Adeyemi-Hart
Mardyke Cycles & Coffee

On 15 May 2025, at 08:30, TapTill Merchant Services wrote:
> Dear Merchant,
> We're writing to let you know about an update to the pricing on your TapTill
> account. Card transaction rate (all cards): current 1.75%, from 1 July 2025 1.95%.
> Terminal rental unchanged. You don't need to do anything.
""")

    # 8 ---------------------------------------------------------- Lowmoor welcome (base64 plain)
    eml('mail/2025/06/2025-06-03_lowmoor-welcome.eml',
        frm='Rosa Achterberg <wholesale@lowmoor.example.co.uk>', to=M,
        date='2025-06-03 16:20 +0100',
        subject='Welcome to Lowmoor - your wholesale account',
        cte='base64',
        text="""Hi Marcus (and Hannah!),

Lovely to meet you both at the tasting - and thank you for choosing us. Your
wholesale account is set up:

  Account number:   LMC-0719
  Coffee:           Foundry espresso blend - GBP 19.80/kg (6kg per delivery)
                    Night Shift decaf (Swiss water) - GBP 22.50/kg (1kg)
  Delivery:         every other Thursday, before 8am, starting Thursday 12 June
  Invoices:         emailed on the day of delivery, 14 days to pay

If you ever run short between deliveries you're welcome to collect from the
roastery - we're at Unit 9, Feeder Road Trade Park, St Philips, Bristol BS2 0TX
(round the back, blue roller door). Open Mon-Fri 8-4. Just text me first on
07700 900861 so someone's there with the bags ready.

Brew recipe we used at the tasting: 18g in, 38g out, 27-29 seconds, 93C.
It'll want a couple of days off roast - we roast Monday/Tuesday for Thursday.

Looking forward to it!
Rosa

Rosa Achterberg
Wholesale & Training, Lowmoor Coffee Roasters
""")

    # 9 ---------------------------------------------------------- Hartcliffe reply re ending supply (quoting)
    eml('mail/2025/06/2025-06-05_re-hartcliffe-supply.eml',
        frm='Simon Tulley <simon@hartcliffe-roasting.example.co.uk>', to=M,
        date='2025-06-05 09:02 +0100',
        subject='Re: Ending our order - Mardyke',
        cte='quoted-printable',
        headers={'In-Reply-To': '<mah-0604-hrc@mardykecycles.example.co.uk>',
                 'References': '<mah-0604-hrc@mardykecycles.example.co.uk>'},
        text="""Hi Marcus,

Thanks for telling me straight, and for the notice - genuinely appreciated.
Sorry we let you down on the deliveries this year; we've had van trouble and a
driver off, which isn't your problem.

So: final delivery Tuesday 10 June as you asked (6kg Harbour + 1kg decaf), and
the final invoice will come with it.

One thing - the loan grinder (the grey one, serial HRC-G-07) is ours. Could you
get it back to us by the end of June? Drop it at the roastery any weekday, or
let me know and we'll try to collect, though our van's stretched.

If Lowmoor don't work out, door's always open.

Simon

On Wed, 4 Jun 2025, Marcus Adeyemi-Hart wrote:
> Simon,
>
> I'll get straight to it - we're moving to another roaster from mid-June.
> Last delivery from you Tuesday 10 June please.
>
> It's a few things together: the price going to £23.90 a kilo in March,
> the late and short deliveries (five this year), and to be honest the new
> Harbour Blend is too bright for us - our regulars want chocolatey, not
> fruity.
>
> I'll drop the loan grinder back to you - just say when.
>
> Thanks for 4 good years before that.
> Marcus
""")

    # 10 --------------------------------------------------------- Kingsdown rent review notice (alternative)
    eml('mail/2025/07/2025-07-02_kingsdown-rent-review-notice.eml',
        frm='Nadia Forsythe <nadia.forsythe@kingsdownpm.example.co.uk>', to=M,
        date='2025-07-02 12:10 +0100',
        subject='23 Kilnworth Street - rent review 29 September 2025',
        cte='quoted-printable', mid='<kpm-0702-23kil@kingsdownpm.example.co.uk>',
        text="""Dear Marcus,

23 Kilnworth Street, Bedminster - Lease dated 29 September 2020

As you'll know, your lease provides for a review of the rent on the fifth
anniversary of the term, 29 September 2025. I'm writing on behalf of the
landlord, the Pemberton Family Trust, to open that review.

Having considered recent lettings in the area, including on North Street and
East Street, the landlord proposes a revised rent of £16,800 per annum
(£1,400 per month), payable from 29 September 2025.

The current passing rent is £14,400 per annum. We'd be very happy to discuss
this with you - please let me know your thoughts, or if you'd like to meet.

Kind regards,

Nadia Forsythe MRICS
Property Manager, Kingsdown Property Management
61 Whiteladies Road, Clifton, Bristol BS8 2LY | 0117 496 0270
""",
        html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Dear Marcus,</p>
<p><b>23 Kilnworth Street, Bedminster - Lease dated 29 September 2020</b></p>
<p>As you'll know, your lease provides for a review of the rent on the fifth anniversary of the term, 29 September 2025. I'm writing on behalf of the landlord, the Pemberton Family Trust, to open that review.</p>
<p>Having considered recent lettings in the area, including on North Street and East Street, the landlord proposes a revised rent of <b>&pound;16,800 per annum</b> (&pound;1,400 per month), payable from 29 September 2025.</p>
<p>The current passing rent is &pound;14,400 per annum. We'd be very happy to discuss this with you - please let me know your thoughts, or if you'd like to meet.</p>
<p>Kind regards,</p>
<p>Nadia Forsythe MRICS<br>Property Manager, Kingsdown Property Management<br>61 Whiteladies Road, Clifton, Bristol BS8 2LY | 0117 496 0270</p>
</body></html>""")

    # 11 --------------------------------------------------------- Marcus counter (QP, quoting)
    eml('mail/2025/07/2025-07-30_re-rent-review.eml',
        frm=M, to='Nadia Forsythe <nadia.forsythe@kingsdownpm.example.co.uk>',
        date='2025-07-30 20:41 +0100',
        subject='Re: 23 Kilnworth Street - rent review 29 September 2025',
        cte='quoted-printable',
        headers={'In-Reply-To': '<kpm-0702-23kil@kingsdownpm.example.co.uk>',
                 'References': '<kpm-0702-23kil@kingsdownpm.example.co.uk>'},
        text="""Dear Nadia,

Thanks for your letter of 2 July, and sorry for the slow reply - it's been a
busy summer in the workshop.

I've taken advice from a chartered surveyor. I don't think £16,800 reflects
the market for this unit, and I'd like to propose £15,000 per annum from 29
September. My reasons, briefly:

- The closest comparable is 12 Kilnworth Street - same street, slightly
  smaller, no yard - let at £13,000 in October 2024. The North Street lettings
  are corner units with much higher footfall.
- Under clause 5.4 my improvements are disregarded. That's the café counter,
  lighting and floor - about £11,000 of my own money since 2021.
- The yard is shared and not secure.

The comparables I've been given are attached. I've been a tenant here for five
years and never missed a payment; I'd like to settle this sensibly and without
surveyors on both sides.

Would you be free to meet in late August? I can do any weekday morning - I'm
better in a room than on e-mail.

Best wishes,
Marcus Adeyemi-Hart
Mardyke Cycles & Coffee

On 2 Jul 2025, at 12:10, Nadia Forsythe wrote:
> Having considered recent lettings in the area, including on North Street and
> East Street, the landlord proposes a revised rent of £16,800 per annum
> (£1,400 per month), payable from 29 September 2025.
>
> The current passing rent is £14,400 per annum. We'd be very happy to discuss
> this with you - please let me know your thoughts, or if you'd like to meet.
""")

    # 12 --------------------------------------------------------- espresso parts promo (noise, HTML only QP)
    eml('mail/2025/08/2025-08-05_crema-parts-summer-sale.eml',
        frm='Crema Parts Direct <deals@cremaparts.example.com>', to=MADDR,
        date='2025-08-05 06:45 +0100',
        subject='☕ Summer clearance: up to 40% off gaskets, baskets & burrs',
        html="""<html><body style="font-family:Arial;background:#faf6f0">
<div style="max-width:600px;margin:auto;background:#fff;padding:20px">
<h1 style="color:#7b3f00">SUMMER CLEARANCE</h1>
<p>Up to <b>40% off</b> group head gaskets, precision baskets, shower screens and grinder burrs.</p>
<table cellpadding="6" style="width:100%;border:1px solid #eee">
<tr><td>Group gasket 8.5mm (x5)</td><td>&pound;9.99</td><td><s>&pound;14.99</s></td></tr>
<tr><td>Precision basket 18g</td><td>&pound;17.50</td><td><s>&pound;24.00</s></td></tr>
<tr><td>64mm flat burr set</td><td>&pound;49.00</td><td><s>&pound;72.00</s></td></tr>
<tr><td>Milk jug 600ml, teal</td><td>&pound;12.00</td><td><s>&pound;18.00</s></td></tr>
</table>
<p>Free UK delivery over &pound;40. Ends Sunday.</p>
<p style="font-size:10px;color:#999">You're getting this because you bought from Crema Parts Direct. <a href="https://cremaparts.example.com/u">Unsubscribe</a></p>
""" + PIXEL.format(d='mail.cremaparts.example.com', k='aug25-clearance') + """
</div></body></html>""")
