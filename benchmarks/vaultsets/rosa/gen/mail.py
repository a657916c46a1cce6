"""E-mail (.eml) files."""
from common import make_mail, write_mail, ROSA, msgid

PIXEL = '<img src="https://t.{d}/o/{k}.gif" width="1" height="1" alt="" style="display:none">'


def build():
    # 1 -------------------------------------------------- Kinloch seed order (HTML only, base64)
    rows = [
        ('Potato', 'Charlotte (2kg seed potatoes)', 'P-112', 1, 6.95),
        ('Potato', 'Pink Fir Apple (1kg)', 'P-140', 1, 5.25),
        ('Pea', 'Kelvedon Wonder', 'S-2231', 2, 2.10),
        ('Broad bean', 'Aquadulce Claudia', 'S-2010', 1, 2.45),
        ('French bean', 'Cobra (climbing)', 'S-2075', 1, 2.65),
        ('Carrot', 'Nantes 2', 'S-1102', 1, 1.85),
        ('Beetroot', 'Boltardy', 'S-1220', 2, 1.75),
        ('Parsnip', 'Gladiator F1', 'S-1301', 1, 3.20),
        ('Kale', 'Nero di Toscana', 'S-1540', 1, 2.30),
        ('Purple sprouting', 'Early Purple', 'S-1566', 1, 2.40),
        ('Courgette', 'Defender F1', 'S-1810', 1, 3.45),
        ('Onion sets', 'Sturon (250g)', 'O-301', 1, 2.78),
        ('Shallots', 'Golden Gourmet (20)', 'O-340', 1, 3.55),
    ]
    sub = round(sum(q * p for _, _, _, q, p in rows), 2)
    assert abs(sub - 44.53) < 0.001, sub
    trs = ''.join('<tr><td>%s</td><td>%s</td><td>%s</td><td style="text-align:center">%d</td>'
                  '<td style="text-align:right">&pound;%.2f</td><td style="text-align:right">&pound;%.2f</td></tr>\n'
                  % (a, b, c, q, p, q * p) for a, b, c, q, p in rows)
    html = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Order confirmed</title></head>
<body style="font-family:Georgia,serif;color:#2b3a2b;background:#f6f3ea">
<table width="640" align="center" cellpadding="8" style="background:#ffffff;border:1px solid #d8d2bf">
<tr><td>
<h1 style="color:#3d6b35;font-size:22px">Kinloch Seed Company</h1>
<p>Dear Rosa McAllister,</p>
<p>Thank you for your order. Your order number is <b>KSC-240117</b>. It is part of the
<b>Birchfield Brae Allotment Association</b> collective order, so it will be delivered in one box to your
association contact (Mr D. Ferrier) in mid-February, and the association discount has been applied.</p>
<table width="100%%" cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#e7efe2"><th>Crop</th><th>Variety</th><th>Code</th><th>Qty</th><th>Each</th><th>Line</th></tr>
%s<tr><td colspan="5" style="text-align:right">Subtotal</td><td style="text-align:right">&pound;44.53</td></tr>
<tr><td colspan="5" style="text-align:right">Association discount (15%%)</td><td style="text-align:right">-&pound;6.68</td></tr>
<tr><td colspan="5" style="text-align:right">Delivery (collective order)</td><td style="text-align:right">FREE</td></tr>
<tr style="font-weight:bold"><td colspan="5" style="text-align:right">Total paid</td><td style="text-align:right">&pound;37.85</td></tr>
</table>
<p>Paid by card ending 4471 on 22 January 2025.</p>
<p>Happy growing!<br>The Kinloch team<br>Kinloch Seed Company, Croft Road, Kinloch Rannoch PH16 9ZZ</p>
<p style="font-size:11px;color:#888">You are receiving this email because you placed an order with us.
<a href="https://www.kinlochseeds.example.co.uk/unsubscribe">Manage preferences</a></p>
%s
</td></tr></table></body></html>
""" % (trs, PIXEL.format(d='kinlochseeds.example.co.uk', k='ksc240117'))
    m = make_mail('Kinloch Seed Company <orders@kinlochseeds.example.co.uk>', ROSA, '2025-01-22 19:41',
                  'Your Kinloch order is confirmed', html=html, html_only=True, html_cte='base64',
                  mid=msgid('order-KSC-240117', 'kinlochseeds.example.co.uk'))
    write_mail('mail/2025/01/2025-01-22_kinloch-order-confirmation.eml', m)

    # 2 -------------------------------------------------- Pentland estimate (QP)
    body = """
Dear Mrs McAllister,

Clydeforth Engineering Pension Scheme
Member: Mr Iain Robert McAllister (deceased)
Member number: CEP-0048193
Our reference: PPS/DEP/2024/07731

Thank you for returning the claim form and the supporting documents. I am sorry for your loss, and
I apologise for the time it has taken to reach this stage.

I can now give you an estimate of the dependant's pension payable to you from the Scheme. Based on
Mr McAllister's pension in payment at the date of his death, and the Scheme rules for a surviving
spouse, the estimated dependant's pension is:

    £812.40 per month (£9,748.80 per year) before tax

Please note this figure is an ESTIMATE. It is subject to final checks on Mr McAllister's record
by the Scheme Actuary, and the final figure may differ. Arrears from 12 November 2023 will be paid
as a lump sum once the figure is confirmed.

We still need a certified copy of your marriage certificate (a photocopy signed and dated as a true
copy by a solicitor, bank official or similar). Please send it to the address below, quoting our
reference.

If you have any questions, please contact me on 0131 496 0274.

Yours sincerely,

Derek Laidlaw
Case Administrator, Dependants' Benefits
Pentland Pension Services
Pentland House, 12 Gorgie Wynd, Edinburgh EH11 9ZX

Pentland Pension Services is the administrator of the Clydeforth Engineering Pension Scheme on behalf
of the Trustees. This email and any attachments are confidential.
"""
    m = make_mail('Derek Laidlaw <dependants@pentlandpensions.example.co.uk>', ROSA, '2025-01-16 11:20',
                  'Your dependant\u2019s pension estimate - PPS/DEP/2024/07731', body, cte='quoted-printable',
                  mid=msgid('est-07731-20250116', 'pentlandpensions.example.co.uk'))
    write_mail('mail/2025/01/2025-01-16_pentland-pension-estimate.eml', m)

    # 3 -------------------------------------------------- Drummond quote (QP)
    body = """
Hi Rosa,

Thanks for letting me have a look on Friday. As discussed, quote for the back roof below.

QUOTATION - 9 Rowanlea Gardens, rear roof

- Strip and replace approx 30 slipped / broken slates on rear pitch (natural slate, matched
  as close as poss to existing)
- Remove old lead flashing at chimney and renew in code 4 lead
- Rake out and repoint the ridge (rear side)
- Clear gutters at back
- Remove all waste

Price: £2,850.00 including VAT
Deposit: £400 on acceptance, balance on completion

Ladder and roof ladder access, no scaffold needed for this job in my opinion.
I can start the week beginning 17 March, should take 3-4 days weather permitting.

Any questions give me a shout on 07700 900233.

Cheers
Gary

Gary Drummond
Drummond Roofing - slating, leadwork, roughcasting, gutters
Unit 7, Carntyne Trade Park, Glasgow G32 8ZZ
"""
    m = make_mail('Gary Drummond <gary@drummondroofing.example.co.uk>', ROSA, '2025-02-03 20:14',
                  'Quote - roof at Rowanlea Gdns', body, cte='quoted-printable',
                  mid=msgid('q-rowanlea-0302', 'drummondroofing.example.co.uk'))
    write_mail('mail/2025/02/2025-02-03_drummond-roofing-quote.eml', m)

    # 4 -------------------------------------------------- Northern Star booking (HTML only, base64)
    html = """<html><body style="font-family:Arial,Helvetica,sans-serif;background:#0d2240;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#0d2240;color:#ffffff;padding:18px;font-size:22px">&#9733; NORTHERN STAR CRUISES</td></tr>
<tr><td style="padding:18px">
<h2 style="color:#0d2240">Your booking is confirmed</h2>
<p>Dear Mrs McAllister,</p>
<p>Thank you for booking with Northern Star Cruises. We can't wait to welcome you on board.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:14px">
<tr><td><b>Booking reference</b></td><td>NSC-884217</td></tr>
<tr><td><b>Cruise</b></td><td>Norwegian Fjords Discovery (7 nights)</td></tr>
<tr><td><b>Ship</b></td><td>MV Stella Borealis</td></tr>
<tr><td><b>Departs</b></td><td>Saturday 13 September 2025, 17:00 from Rosyth (Port of Rosyth cruise terminal, Fife)</td></tr>
<tr><td><b>Returns</b></td><td>Saturday 20 September 2025, approx. 08:00, Rosyth</td></tr>
<tr><td><b>Itinerary</b></td><td>Rosyth &ndash; at sea &ndash; Bergen &ndash; Flam &ndash; Geiranger (scenic cruising) &ndash; Alesund &ndash; Stavanger &ndash; at sea &ndash; Rosyth</td></tr>
<tr><td><b>Guest</b></td><td>Mrs Rosa McAllister</td></tr>
<tr><td><b>Cabin</b></td><td>6142, Deck 6, Inside, sole occupancy</td></tr>
<tr><td><b>Dining</b></td><td>Main sitting, 18:15</td></tr>
<tr><td><b>Fare</b></td><td>&pound;1,890.00</td></tr>
<tr><td><b>Deposit paid</b></td><td>&pound;300.00 (20/02/2025)</td></tr>
<tr><td><b>Balance due</b></td><td>&pound;1,590.00 by 15 July 2025</td></tr>
</table>
<p>Check-in opens at 12:30. Please bring your passport. Full terms and cancellation charges are on
our website.</p>
<p>Bon voyage!<br>Northern Star Cruises Guest Services</p>
<p style="font-size:11px;color:#777">Northern Star Cruises Ltd, Quayside House, Leith, Edinburgh EH6 9ZZ. ABTA P9999.</p>
<img src="https://t.northernstarcruises.example.com/p/NSC884217.gif" width="1" height="1" alt="">
</td></tr></table></body></html>
"""
    m = make_mail('Northern Star Cruises <bookings@northernstarcruises.example.com>', ROSA, '2025-02-20 15:02',
                  'Booking confirmed - Norwegian Fjords Discovery', html=html, html_only=True, html_cte='base64',
                  mid=msgid('conf-20250220-884217', 'northernstarcruises.example.com'))
    write_mail('mail/2025/02/2025-02-20_northern-star-confirmation.eml', m)

    # 5 -------------------------------------------------- Clyde Slate quote (multipart/alternative)
    text = """
Dear Mrs McAllister,

Thank you for having Stevie Kane, our senior roofer, out on Tuesday. Please find our quotation below.
Stevie's photographs show rather more slipped slates than you were told, and the lead at the chimney
has failed completely, which is where your water is getting in.

QUOTATION CSL-Q-25-0418 - 9 Rowanlea Gardens, Glasgow G11 7QZ (rear roof)

1. Erect scaffold to rear elevation with edge protection (approx. 2 weeks hire)
2. Strip rear slope slates around chimney and eaves; replace all slipped, cracked and
   missing slates (approx. 55) with reclaimed Scottish slate; renew slate nails
3. Renew chimney flashings and back gutter in code 5 lead, with new cement fillet
4. Repoint ridge (rear), check and refix loose ridge tiles
5. Clear and flush gutters and downpipes; check brackets
6. All waste removed from site

Total: £3,240.00 including VAT
Deposit: £500 to book, balance on completion
Guarantee: 10 years on workmanship and materials

We can offer a start in early June. Please let me know if you'd like to go ahead.

Kind regards,

Kirsty Orr
Office Manager
Clyde Slate & Lead Ltd
14 Dalmarnock Works, Glasgow G40 9ZZ - Tel 0141 496 0587
"""
    html = """<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px">
<p>Dear Mrs McAllister,</p>
<p>Thank you for having <b>Stevie Kane</b>, our senior roofer, out on Tuesday. Please find our quotation below.
Stevie's photographs show rather more slipped slates than you were told, and the lead at the chimney
has failed completely, which is where your water is getting in.</p>
<h3 style="color:#1f3b5a">Quotation CSL-Q-25-0418 &ndash; 9 Rowanlea Gardens, Glasgow G11 7QZ (rear roof)</h3>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th>#</th><th>Work</th></tr>
<tr><td>1</td><td>Erect scaffold to rear elevation with edge protection (approx. 2 weeks hire)</td></tr>
<tr><td>2</td><td>Strip rear slope slates around chimney and eaves; replace all slipped, cracked and missing slates (approx. 55) with reclaimed Scottish slate; renew slate nails</td></tr>
<tr><td>3</td><td>Renew chimney flashings and back gutter in code 5 lead, with new cement fillet</td></tr>
<tr><td>4</td><td>Repoint ridge (rear), check and refix loose ridge tiles</td></tr>
<tr><td>5</td><td>Clear and flush gutters and downpipes; check brackets</td></tr>
<tr><td>6</td><td>All waste removed from site</td></tr>
<tr><td colspan="2"><b>Total: &pound;3,240.00 including VAT</b> &nbsp; Deposit &pound;500 to book, balance on completion. Guarantee: 10 years.</td></tr>
</table>
<p>We can offer a start in early June. Please let me know if you'd like to go ahead.</p>
<p>Kind regards,<br>Kirsty Orr<br>Office Manager<br>Clyde Slate &amp; Lead Ltd<br>14 Dalmarnock Works, Glasgow G40 9ZZ &ndash; Tel 0141 496 0587</p>
</body></html>
"""
    m = make_mail('Kirsty Orr <office@clydeslate.example.co.uk>', ROSA, '2025-04-24 16:37',
                  'Quotation CSL-Q-25-0418 - rear roof, 9 Rowanlea Gardens', text, cte='quoted-printable',
                  html=html, html_cte='quoted-printable', mid=msgid('csl-q-25-0418', 'clydeslate.example.co.uk'))
    write_mail('mail/2025/04/2025-04-24_quotation-rear-roof.eml', m)

    # 6 -------------------------------------------------- Pentland revised (base64 plain)
    body = """
Dear Mrs McAllister,

Our reference: PPS/DEP/2024/07731

Further to my telephone call in March, the Scheme Actuary has now completed the checks on your late
husband's record, including the equalisation of Guaranteed Minimum Pension (GMP) for service between
1990 and 1997.

I am afraid this has resulted in a small reduction from the estimate we sent you in January. Your
dependant's pension has been confirmed at:

    £798.15 per month (£9,577.80 per year) before tax

Payments will start on 1 May 2025 and will be paid monthly in arrears into the bank account you gave
us. The pension will increase each April in line with the Scheme rules.

Arrears for the period 12 November 2023 to 30 April 2025 will be paid separately as a lump sum, less
tax, by the end of June. You will receive a breakdown with the payment.

We will write to you every autumn with a Certificate of Existence, which must be returned to keep your
pension in payment. Please also tell us straight away if your circumstances change.

Once again, please accept my apologies for the delay in settling your claim.

Yours sincerely,

Derek Laidlaw
Case Administrator, Dependants' Benefits
Pentland Pension Services, Edinburgh
"""
    m = make_mail('Derek Laidlaw <dependants@pentlandpensions.example.co.uk>', ROSA, '2025-04-15 14:05',
                  'Confirmation of your dependant\u2019s pension - PPS/DEP/2024/07731', body, cte='base64',
                  mid=msgid('conf-07731-20250415', 'pentlandpensions.example.co.uk'))
    write_mail('mail/2025/04/2025-04-15_pentland-pension-confirmation.eml', m)

    # 7 -------------------------------------------------- Clyde Slate booking reply
    rosa_mid = msgid('CAF8x-rosa-20250428-1', 'clydemail.example')
    body = """
Dear Mrs McAllister,

Thank you - we're delighted to have the job and your deposit of £500 has been received.

You're booked in as follows:

  Scaffold erected:   Monday 9 June 2025 (Brae Scaffolding - they'll arrive about 8am)
  Roofers on site:    Tuesday 10 June, for approx. 3 days weather permitting
                      (Stevie Kane and Dougie Rennie)
  Scaffold struck:    the following week

Please could you make sure the back garden gate is unlocked on the 9th and move anything you'd like
kept safe from along the back wall. Stevie will knock when he arrives on the Tuesday.

If the forecast is bad we'll phone you the Friday before.

Kind regards,

Kirsty Orr
Clyde Slate & Lead Ltd - 0141 496 0587

On Mon, 28 Apr 2025 at 11:02, Rosa McAllister <rosa.mcallister@clydemail.example> wrote:
> Dear Kirsty,
>
> Further to our telephone call this morning, I am writing to confirm that I would
> like to go ahead with your quotation CSL-Q-25-0418 for the rear roof. I have paid
> the deposit over the phone.
>
> Early June would suit me well. Please let me know the dates.
>
> With thanks,
> Rosa McAllister
"""
    m = make_mail('Kirsty Orr <office@clydeslate.example.co.uk>', ROSA, '2025-05-02 09:48',
                  'Re: Quotation CSL-Q-25-0418 - rear roof, 9 Rowanlea Gardens', body, cte='quoted-printable',
                  mid=msgid('csl-book-0418-0205', 'clydeslate.example.co.uk'), in_reply_to=rosa_mid,
                  references=msgid('csl-q-25-0418', 'clydeslate.example.co.uk') + ' ' + rosa_mid)
    write_mail('mail/2025/05/2025-05-02_re-quotation-rear-roof.eml', m)

    # 8 -------------------------------------------------- Drummond reply about deposit
    rosa_mid2 = msgid('CAF8x-rosa-20250505-2', 'clydemail.example')
    body = """
Rosa

Got your letter. I'm really sorry, I know I've let you down. It's been a nightmare since March - my
van was off the road for 3 weeks and then my dad took ill and I've been back and forward to
Inverclyde Royal. Not an excuse I know.

I'll get the £400 back to you by the end of May, you have my word. I'll do it as a bank transfer.

Again sorry for the hassle.

Gary

Sent from my phone

On 5 May 2025, at 17:30, Rosa McAllister <rosa.mcallister@clydemail.example> wrote:
> Dear Mr Drummond,
>
> I attach a copy of the letter I have posted to you today.
>
> On 10 February 2025 I accepted your quotation for repairs to the rear roof of my house and
> paid you a deposit of £400 by bank transfer. You agreed to start the work in the week of 17
> March 2025. Since then you have not attended on 17 March, 24 March or 7 April, and I have been
> unable to reach you by telephone.
>
> I have now engaged another contractor. I ask you to return my deposit of £400 in full within
> 14 days.
>
> Yours sincerely,
> Rosa McAllister
"""
    m = make_mail('Gary Drummond <gary@drummondroofing.example.co.uk>', ROSA, '2025-05-14 22:51',
                  'Re: Roof repairs at 9 Rowanlea Gardens - return of deposit', body, cte='8bit',
                  mid=msgid('iph-gd-1405-2251', 'drummondroofing.example.co.uk'), in_reply_to=rosa_mid2)
    write_mail('mail/2025/05/2025-05-14_re-roof-repairs-9-rowanlea.eml', m)

    # 9 -------------------------------------------------- Gazette newsletter (multipart/alternative)
    text = """
SCOTTISH ALLOTMENTS & GARDENS GAZETTE - June 2025
The monthly newsletter for plotholders across Scotland

IN THIS ISSUE
1. Beating the slugs (without the pellets)
2. Every drop counts: water butts and mulches
3. Plot of the month: Dunfermline's Pittencrieff Street
4. Diary dates

1. BEATING THE SLUGS
After the mild, damp winter, slugs and snails are having a field day. Our readers' top tips for
protecting your young salad leaves and brassicas:
 - Beer traps: sink a yoghurt pot to its rim and fill with cheap beer. Empty every two days.
 - Copper tape round pots and raised beds - slugs dislike crossing it.
 - Nematodes: a biological control watered on when the soil is above 5C. Works for about six weeks.
 - Go out at dusk with a torch and a bucket. Grim but effective.
 - Encourage the frogs, toads, hedgehogs and ground beetles - a small pond is worth a dozen traps.
 - Grow sacrificial crops: a row of cheap lettuce-type leaves at the edge to draw them away.
Metaldehyde pellets are banned in the UK - please don't use old stocks.

2. EVERY DROP COUNTS
With many sites on hosepipe-style restrictions, plotholders should fit a water butt to every shed
and greenhouse. Water in the evening, at the roots, and mulch with grass clippings.

3. PLOT OF THE MONTH
Congratulations to Pittencrieff Street, where members have turned an old bowling green into 40
half plots and a community orchard.

4. DIARY DATES
 - 21 June: National Allotments Open Day
 - 9 August: Fife Leek Society show
 - 6 September: Gazette Harvest Photo Competition closes

Unsubscribe: https://gazette.sagg.example.org.uk/unsub
"""
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#223">
<h1 style="color:#2e6b30">Scottish Allotments &amp; Gardens Gazette</h1>
<p><i>June 2025 &ndash; the monthly newsletter for plotholders across Scotland</i></p>
<h2>1. Beating the slugs (without the pellets)</h2>
<p>After the mild, damp winter, slugs and snails are having a field day. Our readers' top tips for
protecting your young salad leaves and brassicas:</p>
<ul>
<li><b>Beer traps</b>: sink a yoghurt pot to its rim and fill with cheap beer. Empty every two days.</li>
<li><b>Copper tape</b> round pots and raised beds.</li>
<li><b>Nematodes</b>: a biological control watered on when the soil is above 5&deg;C.</li>
<li>Go out at dusk with a torch and a bucket.</li>
<li>Encourage frogs, toads, hedgehogs and ground beetles.</li>
<li>Sacrificial crops at the edge of the bed.</li>
</ul>
<p>Metaldehyde pellets are banned in the UK &ndash; please don't use old stocks.</p>
<h2>2. Every drop counts</h2>
<p>Fit a water butt to every shed and greenhouse. Water in the evening, at the roots, and mulch.</p>
<h2>3. Plot of the month</h2><p>Pittencrieff Street, Dunfermline: 40 half plots and a community orchard.</p>
<h2>4. Diary dates</h2>
<table border="1" cellpadding="4" style="border-collapse:collapse"><tr><td>21 June</td><td>National Allotments Open Day</td></tr>
<tr><td>9 August</td><td>Fife Leek Society show</td></tr><tr><td>6 September</td><td>Harvest Photo Competition closes</td></tr></table>
<p style="font-size:10px"><a href="https://gazette.sagg.example.org.uk/unsub">Unsubscribe</a></p>
<img src="https://t.sagg.example.org.uk/open/jun25-rm.gif" width="1" height="1" alt="">
</body></html>
"""
    m = make_mail('SAG Gazette <gazette@sagg.example.org.uk>', ROSA, '2025-05-29 07:00',
                  'Gazette June 2025: beating the slugs, every drop counts', text, cte='quoted-printable',
                  html=html, html_cte='quoted-printable', mid=msgid('gazette-2025-06', 'sagg.example.org.uk'),
                  headers={'List-Unsubscribe': '<https://gazette.sagg.example.org.uk/unsub>'})
    write_mail('mail/2025/05/2025-05-29_allotments-gazette-june.eml', m)

    # 10 ------------------------------------------------- Water rota (HTML only, QP)
    rota = [('Mon 30 Jun', 'Tam Gallacher', '27A'), ('Mon 7 Jul', 'Rosa McAllister', '27B'),
            ('Mon 14 Jul', 'Parveen Chaudhry', '3'), ('Mon 21 Jul', 'Bashir Anwar', '19'),
            ('Mon 28 Jul', 'Ishbel Kerr', '14A'), ('Mon 4 Aug', 'Agnes Mowat', '1'),
            ('Mon 11 Aug', 'Colin & Ruth Hendry', '28'), ('Mon 18 Aug', 'Duncan Ferrier', '9'),
            ('Mon 25 Aug', 'Hamish Boyd', '22')]
    trs = ''.join('<tr><td>w/c %s</td><td>%s</td><td>%s</td></tr>\n' % r for r in rota)
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear all,</p>
<p>As agreed at the AGM, here is the summer water rota. One week each, Monday to Sunday. Your duties are
in rule 10 of the rules sheet. The keys are on the hook inside the pavilion door.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dde8f0"><th>Week</th><th>Plotholder</th><th>Plot</th></tr>
%s</table>
<p>If you can't do your week, please arrange a swap with someone and let me know.</p>
<p>Thanks,<br>Hamish Boyd<br>Water Officer, Birchfield Brae Allotment Association<br>07700 900377</p>
</body></html>
""" % trs
    m = make_mail('Hamish Boyd <hamish.boyd@clydemail.example>', 'Birchfield Brae plotholders <plotholders@birchfieldbrae.example.org.uk>',
                  '2025-06-12 20:30', 'Summer water rota July - August', html=html, html_only=True,
                  html_cte='quoted-printable', mid=msgid('water-rota-2025', 'clydemail.example'))
    write_mail('mail/2025/06/2025-06-12_allotment-water-rota.eml', m)

    # 11 ------------------------------------------------- Water rota swap (reply)
    rosa_mid3 = msgid('CAF8x-rosa-20250617-3', 'clydemail.example')
    body = """
That's grand, thanks Rosa - you're a star. Hamish has OK'd it, so it's you for the week beginning
28 July and me for the week of 7 July. I'll leave the meter book and the keys where they
always are.

Enjoy the peace and quiet before your busy week!

Ishbel (14A)

On Tue, 17 Jun 2025 at 19:12, Rosa McAllister <rosa.mcallister@clydemail.example> wrote:
> Ishbel, happy to swap if it helps - the later week is fine for me, there's nothing in the
> diary. Copying Hamish so he knows.
> Rosa
>
>> On Tue, 17 Jun 2025 at 08:40, Ishbel Kerr <ishbel.kerr@postbox.example> wrote:
>> Hi Rosa, a favour - we've got my granddaughter's graduation at the end of July and I'll be
>> down in Leeds that whole week. Any chance you'd swap water weeks with me?
>> Ishbel
"""
    m = make_mail('Ishbel Kerr <ishbel.kerr@postbox.example>', ROSA, '2025-06-18 10:05',
                  'Re: Water rota - swap?', body, cte='7bit', cc='Hamish Boyd <hamish.boyd@clydemail.example>',
                  mid=msgid('ik-swap-1806', 'postbox.example'), in_reply_to=rosa_mid3)
    write_mail('mail/2025/06/2025-06-18_re-water-rota-swap.eml', m)

    # 12 ------------------------------------------------- Clyde guarantee (multipart/mixed + base64 attachment)
    body = """
Dear Mrs McAllister,

Thank you for your payment of the balance, received today with thanks.

Please find attached your guarantee certificate for the work to the rear roof. Please keep it with
your house papers - you may need it if you sell the house.

Stevie mentioned that the bracket holding the rear downpipe to the wall has rusted through. It
wasn't part of the quote but we don't want to leave it like that: I've ordered a replacement
bracket and we'll come back and fit it as soon as it arrives, at no charge. I'll phone you to
arrange a day.

Kind regards,

Kirsty Orr
Clyde Slate & Lead Ltd
14 Dalmarnock Works, Glasgow G40 9ZZ - Tel 0141 496 0587
"""
    cert = """
CLYDE SLATE & LEAD LTD
14 Dalmarnock Works, Glasgow G40 9ZZ

WORKMANSHIP AND MATERIALS GUARANTEE

Certificate No:   CSL-G-7752
Quotation ref:    CSL-Q-25-0418
Client:           Mrs Rosa McAllister
Property:         9 Rowanlea Gardens, Glasgow G11 7QZ
Works:            Rear roof - replacement of slipped/defective slates (56 no.),
                  renewal of chimney flashings and back gutter in code 5 lead,
                  repointing of rear ridge.
Completed:        12 June 2025
Period:           10 years from the date of completion (to 11 June 2035)
Roofer:           S. Kane

This guarantee covers defects in workmanship and materials supplied by Clyde Slate & Lead Ltd.
It does not cover storm damage beyond normal weather, damage caused by others, or alterations
carried out by others. It transfers to subsequent owners of the property.

Signed for Clyde Slate & Lead Ltd:  K. Orr, Office Manager     Date: 16/06/2025
"""
    m = make_mail('Kirsty Orr <office@clydeslate.example.co.uk>', ROSA, '2025-06-16 15:20',
                  'Your guarantee certificate - 9 Rowanlea Gardens', body, cte='quoted-printable',
                  mid=msgid('csl-guar-0418', 'clydeslate.example.co.uk'),
                  attachments=[('guarantee-certificate.txt', cert)])
    write_mail('mail/2025/06/2025-06-16_roof-guarantee-certificate.eml', m)

    # 13 ------------------------------------------------- Northern Star cancellation (QP)
    body = """
Dear Mrs McAllister,

CANCELLATION CONFIRMATION

Booking reference: NSC-884217
Cruise: Norwegian Fjords Discovery - MV Stella Borealis - 13 September 2025
Guest: Mrs Rosa McAllister, cabin 6142

Further to your telephone call on 1 July 2025, we confirm that your booking has been cancelled at
your request.

As your cancellation was made more than 56 days before departure, the following charges apply under
our booking conditions:

  Deposit (non-refundable)           £300.00
  Amendment and administration fee    £95.00
  ----------------------------------------
  Total cancellation charge           £395.00

As you had paid only the deposit, we will collect the administration fee of £95.00 from the card
used for your deposit within 5 working days. No further payment is due, and no balance will be
requested.

If you took out travel insurance, you may be able to claim the cancellation charge; please quote
the booking reference above.

We're sorry you won't be sailing with us this time and hope to welcome you on board in the future.

Northern Star Cruises Guest Services
"""
    m = make_mail('Northern Star Cruises <bookings@northernstarcruises.example.com>', ROSA, '2025-07-02 10:31',
                  'Cancellation confirmation - NSC-884217', body, cte='quoted-printable',
                  mid=msgid('cxl-20250702-884217', 'northernstarcruises.example.com'))
    write_mail('mail/2025/07/2025-07-02_northern-star-your-booking.eml', m)

    # 14 ------------------------------------------------- Caledonian Rail booking (alt: text QP, HTML base64)
    text = """
CALEDONIAN RAIL JOURNEYS - BOOKING CONFIRMATION

Booking reference: CRJ-30917
Tour: Highland Lines by Rail (6 days / 5 nights, escorted)
Travellers: Mrs Rosa McAllister, Mrs Margaret Doig

ITINERARY
Day 1  Mon 6 Oct 2025   Glasgow Queen Street dep 08:21 - Fort William arr 12:05
                        Loch Linnhe House Hotel, Fort William (2 nights)
Day 2  Tue 7 Oct        Fort William - Mallaig - Fort William (West Highland Line)
Day 3  Wed 8 Oct        Coach: Fort William - Fort Augustus - Inverness
                        Ness Bank Lodge, Inverness (3 nights)
Day 4  Thu 9 Oct        Inverness - Kyle of Lochalsk - Inverness (Kyle Line)
Day 5  Fri 10 Oct       At leisure in Inverness
Day 6  Sat 11 Oct       Inverness dep 14:33 - Glasgow Queen Street arr 17:52

Seats: reserved together, Coach C, table seats 23 and 24 on all rail legs.
Rooms: two single rooms.
Meals: breakfast daily; dinner on days 1, 3 and 5.

PRICE
Tour price per person (single room):   £1,165.00
Number of travellers:                  2
Total:                                 £2,330.00
Deposit paid today:                    £400.00 (£200 per person)
Balance due by 1 August 2025:          £1,930.00

Your tour escort, Fraser, will meet you at the Queen Street ticket barriers at 07:55.

Caledonian Rail Journeys, 5 Station Square, Perth PH1 9ZZ - 01738 496 0123
"""
    html = """<html><body style="font-family:Georgia,serif;background:#f4efe6">
<table width="620" align="center" cellpadding="10" style="background:#fff;border-top:6px solid #7a1f2b">
<tr><td><h1 style="color:#7a1f2b;font-size:24px">Caledonian Rail Journeys</h1>
<p>Dear Mrs McAllister,</p>
<p>Thank you for booking <b>Highland Lines by Rail</b>. Your booking reference is <b>CRJ-30917</b>.</p>
<table width="100%" border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#f1e4e6"><th>Day</th><th>Date</th><th>Journey</th><th>Overnight</th></tr>
<tr><td>1</td><td>Mon 6 Oct 2025</td><td>Glasgow Queen Street dep <b>08:21</b> &rarr; Fort William arr 12:05</td><td>Loch Linnhe House Hotel, Fort William</td></tr>
<tr><td>2</td><td>Tue 7 Oct</td><td>Fort William &rarr; Mallaig &rarr; Fort William</td><td>Loch Linnhe House Hotel, Fort William</td></tr>
<tr><td>3</td><td>Wed 8 Oct</td><td>Coach via Fort Augustus to Inverness</td><td>Ness Bank Lodge, Inverness</td></tr>
<tr><td>4</td><td>Thu 9 Oct</td><td>Inverness &rarr; Kyle of Lochalsk &rarr; Inverness</td><td>Ness Bank Lodge, Inverness</td></tr>
<tr><td>5</td><td>Fri 10 Oct</td><td>At leisure</td><td>Ness Bank Lodge, Inverness</td></tr>
<tr><td>6</td><td>Sat 11 Oct</td><td>Inverness dep 14:33 &rarr; Glasgow Queen Street arr 17:52</td><td>&ndash;</td></tr>
</table>
<p>Price per person (single room): <b>&pound;1,165.00</b> &times; 2 travellers = &pound;2,330.00. Deposit paid &pound;400.00; balance &pound;1,930.00 due by 1 August 2025.</p>
<p>Seats: Coach C, table seats 23 and 24 on all rail legs. Rooms: two singles.</p>
<p>Your escort, Fraser, will meet you at the Queen Street ticket barriers at 07:55.</p>
<p style="font-size:11px;color:#666">Caledonian Rail Journeys, 5 Station Square, Perth PH1 9ZZ</p>
</td></tr></table></body></html>
"""
    m = make_mail('Caledonian Rail Journeys <reservations@caledonianrailjourneys.example.co.uk>', ROSA,
                  '2025-07-01 16:12', 'Booking confirmation CRJ-30917 - Highland Lines by Rail', text,
                  cte='quoted-printable', html=html, html_cte='base64',
                  mid=msgid('crj-30917-conf', 'caledonianrailjourneys.example.co.uk'))
    write_mail('mail/2025/07/2025-07-01_caledonian-rail-confirmation.eml', m)

    # 15 ------------------------------------------------- Surgery letter (multipart/mixed, base64 attachment)
    body = """
Dear Mrs McAllister,

A letter about your forthcoming admission is attached to this email.

For your privacy we do not include details of your appointment in the body of this email. Please open
the attachment.

If you cannot attend, please phone the number on the letter as soon as possible so that your slot can
be offered to another patient. Please do not reply to this email - this mailbox is not monitored.

NHS Clyde & Kelvin - Ophthalmology Admissions
"""
    letter = """
NHS CLYDE & KELVIN
Ophthalmology Admissions - Westerton Eye Centre service
Telephone: 0141 496 0944 (Mon-Fri 9am-4pm)

Date of letter: 21/07/2025
Hospital no: KRI 5540213

Mrs Rosa McAllister
9 Rowanlea Gardens
Glasgow G11 7QZ

Dear Mrs McAllister,

ADMISSION FOR CATARACT SURGERY

I am pleased to tell you that a date has been arranged for your operation.

  Procedure:   LEFT cataract surgery (phacoemulsification and lens implant)
               under local anaesthetic, as a day case
  Surgeon:     Mr Farhan Siddiqui, Consultant Ophthalmologist
  Date:        Tuesday 2 September 2025
  Please arrive at: 07:45
  Where:       Day Surgery Unit, Level 2, Netherhill Treatment Centre,
               250 Netherhill Road, Glasgow G13 4ZZ
               (free parking, car park B; lifts from the main entrance)

Please note that your operation is NOT at the Kelvin Royal Infirmary.

PLEASE BRING WITH YOU
  - all the medicines you are currently taking, in their boxes
  - your reading glasses
  - a dressing gown and a pair of slippers
  - something to read (you may be with us for 4-5 hours)

ON THE DAY
  - You may eat a light breakfast and drink as normal.
  - Take your usual morning tablets unless you have been told otherwise.
  - Please do not wear make-up, face cream or jewellery.
  - You must not drive yourself home. A responsible adult must collect you.

After your operation you will be given eye drops and written instructions.

Yours sincerely,

Admissions Co-ordinator, on behalf of Mr F Siddiqui
"""
    m = make_mail('NHS Clyde & Kelvin Ophthalmology <eye.admissions@nhsck.example.scot>', ROSA,
                  '2025-07-22 09:15', 'Your hospital appointment letter', body, cte='7bit',
                  mid=msgid('adm-KRI5540213-20250722', 'nhsck.example.scot'),
                  attachments=[('admission_letter.txt', letter)])
    write_mail('mail/2025/07/2025-07-22_nhs-admission-letter.eml', m)

    # 16 ------------------------------------------------- Gate code (base64 plain)
    body = """
Dear plotholders,

As most of you will know, somebody got in through the back fence by the burn on the night of Saturday
9 August and broke into three sheds on the shed row. The police have been informed (crime ref on
request). Please check your own shed and let me know if anything is missing.

The committee has agreed the following:

1. The padlock on the main gate will be changed on Saturday 16 August.
   THE NEW CODE IS 2583.
   The old code will stop working that day.
2. Please do NOT share the code with anyone who is not a plotholder, and please don't write it on the
   gate, the pavilion or your shed.
3. Duncan and Tam will patch the back fence by the burn this weekend, and we will get a quote for a
   proper repair.
4. Please don't leave tools or fuel in your shed over the winter.

Thanks for your patience. Any questions, ask me or Agnes.

Duncan Ferrier
Secretary, Birchfield Brae Allotment Association
"""
    m = make_mail('Duncan Ferrier <secretary@birchfieldbrae.example.org.uk>',
                  'Birchfield Brae plotholders <plotholders@birchfieldbrae.example.org.uk>', '2025-08-14 18:45',
                  'Break-in at the site - gate padlock changing', body, cte='base64',
                  mid=msgid('bbaa-gate-2025-08', 'birchfieldbrae.example.org.uk'))
    write_mail('mail/2025/08/2025-08-14_birchfield-brae-break-in.eml', m)

    # 17 ------------------------------------------------- Forward: Neil's lift
    body = """
Fiona, see below from your brother - Neil's taking me on the day, so there's no need for you to come
through from Stirling. You can come the weekend after and admire my new eye instead!

Love Mum x

---------- Forwarded message ---------
From: Neil McAllister <neilmca@postbox.example>
Date: Wed, 27 Aug 2025 at 21:40
Subject: Tuesday
To: Rosa McAllister <rosa.mcallister@clydemail.example>

Mum,

All sorted for Tuesday. I've got the day off. I'll drive you over for the op - I'll pick you up at
7.10, so be ready with your bag at the door (I know you'll be ready at 6.30). Hannah will come and get
you when they phone to say you're done, and she'll stay for your tea.

Don't worry. Eilidh's pal's granny had both done and says it was a doddle.

N x
"""
    m = make_mail(ROSA, 'Fiona Baird <fiona.baird@stirlingnet.example>', '2025-08-28 08:02',
                  'Fwd: Tuesday', body, cte='quoted-printable',
                  mid=msgid('CAF8x-rosa-20250828-4', 'clydemail.example'))
    write_mail('mail/2025/08/2025-08-28_fwd-tuesday.eml', m)

    # 18 ------------------------------------------------- Isla Mondays (reply)
    rosa_mid4 = msgid('CAF8x-rosa-20250810-5', 'clydemail.example')
    body = """
Brilliant, thanks Mum. Hannah is chuffed to bits - it means she can take the Monday-Thursday pattern
at the practice and we don't need to find another day at the nursery.

I'll drop Isla off at 8.15 on Monday 1 September. Her bag will have nappies, the blue cup and Mr Bun.
She's been having her nap at 12.30-ish.

Neil x

On Sun, 10 Aug 2025 at 20:05, Rosa McAllister <rosa.mcallister@clydemail.example> wrote:
> Neil, Mondays are fine by me. So that's agreed - I'll have Isla on Mondays from 1 September
> instead of Wednesdays. The only thing is the very first one is the day before my eye op, so bring
> her in the morning but maybe collect her a bit early that day.
> Love Mum
>
>> On Sat, 9 Aug 2025 at 11:18, Neil McAllister <neilmca@postbox.example> wrote:
>> Mum - Hannah's new rota at the practice starts in September and Wednesdays are now her
>> day off. Would you be able to switch to another day for Isla? Mondays would be ideal.
"""
    m = make_mail('Neil McAllister <neilmca@postbox.example>', ROSA, '2025-08-11 07:32',
                  'Re: Isla - change of day?', body, cte='7bit',
                  mid=msgid('nm-isla-1108', 'postbox.example'), in_reply_to=rosa_mid4)
    write_mail('mail/2025/08/2025-08-11_re-isla-change-of-day.eml', m)

    # 19 ------------------------------------------------- Food bank rota (HTML only, QP)
    rota = [('Monday 10.00-1.00', 'Intake &amp; stock', 'Alan P., Grace O.'),
            ('Wednesday 10.00-1.00', 'Intake &amp; packing', 'Sunita R., Bill M., Jean R.'),
            ('Friday afternoons 1.00-4.00pm', 'Distribution desk', 'Rosa McAllister, Tom W., Ayesha K.'),
            ('Friday afternoons 1.00-4.00pm', 'Warehouse runner', 'Kenny D.'),
            ('Saturday 10.00-12.00', 'Distribution desk', 'Grace O., Mhairi S.')]
    trs = ''.join('<tr><td>%s</td><td>%s</td><td>%s</td></tr>\n' % r for r in rota)
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Hi everyone,</p>
<p>Thank you all for another busy quarter. From <b>October</b> we're changing things round: the Tuesday
morning packing session is stopping, because the new supermarket donations come in on a Thursday and the
packing will be done on Wednesdays. Instead we need more hands at the Friday afternoon distribution,
which is now our busiest session by far.</p>
<h3>Volunteer rota &ndash; October to December 2025</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#fde9c9"><th>Session</th><th>Role</th><th>Volunteers</th></tr>
%s</table>
<p><b>Christmas packing day: Saturday 13 December, 9am&ndash;3pm.</b> We'll be packing 300 Christmas bags
and need at least 20 people. If you know anyone who could help for even an hour, please ask them!</p>
<p>Reminder: food hygiene refresher (online) is due for everyone by 30 November.</p>
<p>Thank you,<br>Shona Gillespie<br>Volunteer Co-ordinator, Westburn Community Food Bank<br>
rear hall, Westburn Baptist Church, 212 Westburn Road &ndash; 07700 900561</p>
%s
</body></html>
""" % (trs, PIXEL.format(d='westburnfoodbank.example.org.uk', k='rota-q4'))
    m = make_mail('Shona Gillespie <shona@westburnfoodbank.example.org.uk>',
                  'Westburn volunteers <volunteers@westburnfoodbank.example.org.uk>', '2025-09-26 13:15',
                  'Volunteer rota Oct-Dec + changes from October', html=html, html_only=True,
                  html_cte='quoted-printable', mid=msgid('rota-q4-2025', 'westburnfoodbank.example.org.uk'))
    write_mail('mail/2025/09/2025-09-26_foodbank-rota.eml', m)

    # 20 ------------------------------------------------- Rosa replies to Shona (8bit)
    body = """
Dear Shona,

Thanks for the new rota. Friday afternoons are fine by me - I'll miss the Tuesday packing crowd and
our blether but I'm glad to go where I'm needed. I'm away on holiday the first week of October (back
on the 11th) so my first Friday afternoon will be the 17th.

And I'll ask the choir whether a couple of them could help at the Christmas packing day on Saturday
13 December - leave it with me. There are a few retired folk there who'd be good at it.

Best wishes,
Rosa

On Fri, 26 Sep 2025 at 13:15, Shona Gillespie <shona@westburnfoodbank.example.org.uk> wrote:
> Hi everyone,
> Thank you all for another busy quarter. From October we're changing things round: the Tuesday
> morning packing session is stopping [...] Instead we need more hands at the Friday afternoon
> distribution, which is now our busiest session by far.
> [rota table]
> Christmas packing day: Saturday 13 December, 9am-3pm. [...] If you know anyone who could help
> for even an hour, please ask them!
"""
    m = make_mail(ROSA, 'Shona Gillespie <shona@westburnfoodbank.example.org.uk>', '2025-09-27 10:44',
                  'Re: Volunteer rota Oct-Dec + changes from October', body, cte='8bit',
                  mid=msgid('CAF8x-rosa-20250927-6', 'clydemail.example'),
                  in_reply_to=msgid('rota-q4-2025', 'westburnfoodbank.example.org.uk'))
    write_mail('mail/2025/09/2025-09-27_re-foodbank-rota.eml', m)

    # 21 ------------------------------------------------- Eye clinic letter (QP)
    body = """
This is a copy of a clinic letter sent to your GP. You are receiving it because you asked to be
copied into correspondence.

-------------------------------------------------------------------------------
Westerton Eye Centre, Kelvin Royal Infirmary - Ophthalmology Clinic 3
Consultant: Mr Farhan Siddiqui

Dr K. Menzies
Hyndland Road Medical Practice

Clinic date: 30/09/2025     Dictated: 30/09/2025     Typed: 01/10/2025

Re: Mrs Rosa McAllister, 9 Rowanlea Gardens, Glasgow G11 7QZ   Hosp no KRI 5540213

Diagnosis: 4 weeks post LEFT phaco + IOL (02/09/2025). Steroid response.

Mrs McAllister is pleased with her vision. Unaided left VA 6/7.5. The eye is quiet with a
well-centred lens. However her left intraocular pressure is raised at 28 mmHg (right 17), which
I think is a response to the topical steroid.

Plan:
1. Stop Maxidex.
2. Start Lotemax (loteprednol etabonate 0.5%) one drop LEFT eye TWICE daily (morning and bedtime)
   until review.
3. Review in clinic on Tuesday 18 November 2025 at 10:15, Clinic 3, with pressure check.
4. She remains listed for RIGHT cataract surgery; provisional date January 2026.

Yours sincerely,

Dr Aileen Moffat
Specialty Doctor in Ophthalmology, for Mr F Siddiqui
-------------------------------------------------------------------------------
"""
    m = make_mail('Westerton Eye Centre <westerton.eyeclinic@nhsck.example.scot>', ROSA, '2025-10-02 12:30',
                  'Copy of your clinic letter', body, cte='quoted-printable',
                  mid=msgid('cl-KRI5540213-20251002', 'nhsck.example.scot'))
    write_mail('mail/2025/10/2025-10-02_eye-clinic-letter.eml', m)

    # 22 ------------------------------------------------- Council bulk uplift (7bit)
    body = """
Glasgow City Council - Bulk Waste Collection

Dear Mrs McAllister,

Thank you for booking a bulk waste collection. Your booking is confirmed.

  Booking reference:  BU-771203
  Address:            9 Rowanlea Gardens, Glasgow G11 7QZ
  Collection day:     Tuesday 21 October 2025
  Items (2):          1 x armchair
                      1 x single mattress
  Charge:             35.00 (paid by card)

Please put the items out at the kerbside in front of your property by 7am on the collection day,
but not before 6pm the evening before. The crew can only take the items listed above. Mattresses
should be wrapped or bagged if possible.

If you need to cancel, please do so at least two working days before the collection day, quoting
your booking reference.

This is an automated email. Please do not reply.
"""
    m = make_mail('Glasgow City Council <no-reply@glasgowcouncil.example.gov.uk>', ROSA, '2025-10-09 14:02',
                  'Bulk waste collection - booking confirmed', body, cte='7bit',
                  mid=msgid('bulk-771203', 'glasgowcouncil.example.gov.uk'))
    write_mail('mail/2025/10/2025-10-09_council-bulk-collection.eml', m)

    # 23 ------------------------------------------------- Fiona Christmas (8bit)
    body = """
Hi Mum,

Lovely to talk last night. So that's settled: Christmas Day here in Stirling - Graham will come and
collect you on Christmas Eve afternoon so you don't have to do the train with bags - and then we'll
all descend on you for Boxing Day. Neil and Hannah are fine with that too, I checked.

You asked about presents for the kids. Honestly, don't go mad.
  - Eilidh is desperate for a proper artist's sketchbook (the thick spiral ones) and a tin of
    watercolour pencils. She's drawing everything at the moment - she did a portrait of you from the
    holiday photo and it's actually good.
  - Callum wants the big Lego fire station. It's a lot of money, so if that's too dear, goalkeeper
    gloves (size 6) would make his year - he's in goal for the under-8s now.

I don't know about Isla - ask Hannah.

Eilidh says can you bring your tablet (the sweetie kind, not the computer).

Love you,
Fi xx
"""
    m = make_mail('Fiona Baird <fiona.baird@stirlingnet.example>', ROSA, '2025-10-21 09:10',
                  'Christmas!', body, cte='8bit', mid=msgid('fb-xmas-2110', 'stirlingnet.example'))
    write_mail('mail/2025/10/2025-10-21_christmas.eml', m)

    # 24 ------------------------------------------------- Book club November
    body = """
Hello Readers,

Thank you all for a lively evening on The Glass Orchard - I think we can safely say it divided opinion!

NOVEMBER:
  Tuesday 11 November, 7pm
  at Jean Rafferty's - Flat 2/1, 17 Novar Court (press 2/1 on the buzzer; the lift is WORKING again,
  Jean says, so Rosa, no excuse!)

  Book: "The Herring Lassies" by Morven Tait - Rosa's choice. The library has four copies and there
  are cheap ones online.

DECEMBER:
  No book - Christmas night out instead. Suggestions for where, please. Last year's place was too noisy.

Catriona
"""
    m = make_mail('Catriona Baxter <catriona.baxter@clydemail.example>',
                  'Rowanlea Readers <rowanlea-readers@clydemail.example>', '2025-10-15 20:47',
                  'Book club - November', body, cte='quoted-printable',
                  mid=msgid('cb-books-nov25', 'clydemail.example'))
    write_mail('mail/2025/10/2025-10-15_book-club-next-meeting.eml', m)

    # 25 ------------------------------------------------- Bank branch notice (HTML only, base64) - noise
    html = """<html><body style="font-family:Arial,sans-serif;background:#eef2f5">
<table width="600" align="center" cellpadding="12" style="background:#ffffff">
<tr><td style="background:#00205b;color:#fff;font-size:20px">Caledonia Mutual</td></tr>
<tr><td>
<p>Dear Mrs McAllister,</p>
<p><b>Changes to our Partick Cross branch</b></p>
<p>We're writing to let you know that our Partick Cross branch will close on <b>Friday 28 November 2025</b>.
Fewer of our members now visit the branch, and most of our everyday banking is done online, in the app or
at the Post Office.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr><th>What you need</th><th>Where you can do it</th></tr>
<tr><td>Pay in cash or cheques</td><td>Any Post Office, or the Partick Banking Hub (Mon, Wed, Fri)</td></tr>
<tr><td>Talk to us face to face</td><td>Byres Lane branch, or a video appointment</td></tr>
<tr><td>Bereavement and power of attorney</td><td>Our specialist team: 0141 496 0800</td></tr>
</table>
<p><b>Protect yourself from scams:</b> we will never ask you to move money to a "safe account" or to
share a one-time passcode.</p>
<p>Yours sincerely,<br>Member Services, Caledonia Mutual</p>
<p style="font-size:10px;color:#777">Caledonia Mutual is a fictional mutual society. Account ending 4471.</p>
<img src="https://t.caledoniamutual.example.co.uk/e/pc-closure.gif" width="1" height="1" alt="">
</td></tr></table></body></html>
"""
    m = make_mail('Caledonia Mutual <updates@caledoniamutual.example.co.uk>', ROSA, '2025-10-20 08:00',
                  'Important: changes to your local branch', html=html, html_only=True, html_cte='base64',
                  mid=msgid('branch-pc-2025', 'caledoniamutual.example.co.uk'))
    write_mail('mail/2025/10/2025-10-20_caledonia-mutual-branch.eml', m)
