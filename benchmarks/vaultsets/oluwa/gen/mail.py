from lib import eml, uk

SEUN = "Seun Adebayo-Clarke <seun.adebayoclarke@postbox.example>"
SEUN_SCHOOL = "Seun Adebayo-Clarke <s.adebayo-clarke@gledhowrise.example.sch.uk>"
FOLA = "Folasade Ogunleye <f.ogunleye@lawalogunleye.example.ng>"
PHIL = "Philippa Marsh <philippa@hollybankfarm.example.co.uk>"
PIXEL = '<img src="https://trk.mailsend.example/o/{}.gif" width="1" height="1" alt="" style="display:none">'


def build():
    # 1 ---------------------------------------------------------------
    eml("mail/2025/03/2025-03-11_re-offer-on-dads-house.eml",
        frm=FOLA, to=SEUN, cc="Damilola Adebayo <dami.adebayo@yahoo.example.ng>",
        date=uk(2025, 3, 11, 14, 22), subject="Re: Offer on 9 Oyekan Close [LOC/PROP/25/0193]",
        msgid="<loc-0193-0311@lawalogunleye.example.ng>",
        in_reply_to="<CAOseun-20250310-2211@postbox.example>",
        plain="""Dear Seun,

Thank you for your e-mail and for the call with your father on Sunday.

To answer your question: no, the offer is not binding on either side at this stage. Mr Ikenna Obi, through
Primestone Realty, has made a written offer of N185,000,000 (One Hundred and Eighty-Five Million Naira) for
the property at 9 Oyekan Close, off Bode Thomas Street, Surulere. Your father has accepted it "in principle",
which in practice means we take the property off the market while the buyer does his searches and survey.
Nothing binds anyone until the contract of sale is signed and the deposit is paid.

Next steps on our side:
1. I will prepare a contract of sale for your father's approval.
2. Please ask your father to bring me the original 1982 deed of conveyance (Dami can collect it if easier).
3. The buyer will commission a fresh survey – this is normal and takes 6-10 weeks in Lagos at present.

Please quote our reference LOC/PROP/25/0193 on all correspondence.

Kind regards,

Barr. Folasade Ogunleye
Partner, Lawal, Ogunleye & Co.
Ikeja GRA, Lagos

On Mon, 10 Mar 2025 at 22:11, Seun Adebayo-Clarke <seun.adebayoclarke@postbox.example> wrote:
> Dear Barrister Ogunleye,
>
> Thank you for taking on Dad's sale. Dad has asked me to handle e-mail for him
> (he's not an e-mail person!). Tunde at Primestone tells us there is an offer of
> 185 million. Is Dad now committed to this buyer if he says yes? And what
> happens next?
>
> With thanks,
> Seun Adebayo-Clarke (son of Mr Olusegun Adebayo)
""")

    # 2 ---------------------------------------------------------------
    eml("mail/2025/03/2025-03-20_agency-terms-dads-house.eml",
        frm="Tunde Bakare <tunde.bakare@primestone.example.ng>", to=SEUN,
        cc="Damilola Adebayo <dami.adebayo@yahoo.example.ng>",
        date=uk(2025, 3, 20, 10, 5), subject="Terms of engagement - sale of Oyekan Close property",
        msgid="<primestone-terms-0320@primestone.example.ng>", cte="7bit",
        plain="""Good morning Mr Seun,

As discussed with Daddy on the phone, please find below our terms for the sale of the bungalow at
9 Oyekan Close, Surulere, for your records. I have also given a printed copy to Dami for Daddy to sign.

1. Agency commission: 5% (five percent) of the final agreed sale price, payable by the seller on completion,
   deducted from the proceeds by the seller's solicitor.
2. The marketing fee (photos, listing on portals) is waived as the property is already under offer.
3. Primestone Realty will liaise with the buyer (Mr Ikenna Obi) and his solicitor until completion.
4. If the sale falls through, no commission is due.

We are very happy to have brought a serious buyer so quickly. Mr Obi is a pharmacist and is buying to live in
with his family, so he is motivated.

Best regards,
Tunde Bakare
Director, Primestone Realty
Surulere | Lekki | Ikeja
+234 800 000 3172
""")

    # 3 ---------------------------------------------------------------
    html3 = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Fees 2025-26</title></head>
<body style="font-family:Verdana,sans-serif;font-size:13px;color:#333">
<p><img src="https://littlekites.example.co.uk/img/kite-logo.png" alt="Little Kites Nursery" width="160"></p>
<p>Dear Parents and Carers,</p>
<p>Every spring we review our fees for the coming year. After two years of rising food, energy and staffing
costs (including the National Living Wage increase in April), we have had to make a change. Our new fees will
apply from <b>Monday 1 September 2025</b>.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#ffe9a8"><th>Session</th><th>2024/25</th><th>From 1 Sept 2025</th></tr>
<tr><td>Full day (8am&ndash;6pm)</td><td>&pound;64.00</td><td><b>&pound;69.00</b></td></tr>
<tr><td>Morning (8am&ndash;1pm)</td><td>&pound;38.00</td><td>&pound;41.00</td></tr>
<tr><td>Afternoon (1pm&ndash;6pm)</td><td>&pound;36.00</td><td>&pound;39.00</td></tr>
<tr><td>Late collection (per 15 min)</td><td>&pound;10.00</td><td>&pound;10.00</td></tr>
</table>
<p>Funded hours: from September 2025 eligible working parents of children from 9 months can claim up to
30 hours a week. Please give us your 11-digit eligibility code by <b>31 August</b> so we can claim for you.
A consumables charge of &pound;6.50 per funded day still applies (meals, nappy cream, outings).</p>
<p>If you have any questions please speak to me or e-mail the office.</p>
<p>Warm wishes,<br>Shona Buckley<br>Nursery Manager, Little Kites Nursery, Chapel Allerton</p>
""" + PIXEL.format("lk-fees-2526") + "</body></html>\n"
    eml("mail/2025/04/2025-04-07_little-kites-fees-2025-26.eml",
        frm="Little Kites Nursery <office@littlekites.example.co.uk>", to=SEUN,
        date=uk(2025, 4, 7, 12, 0), subject="Important: fees from September 2025",
        msgid="<lk-newsletter-2025-04-07@littlekites.example.co.uk>", html=html3, html_cte="quoted-printable")

    # 4 ---------------------------------------------------------------
    plain4 = """Hi Seun,

Hope the bees are behaving! Your set honey has gone down really well - we sold out the week before Easter.

Could we have 48 x 340g jars as soon as you have the spring honey ready? Same price as last year, GBP 5.20 a
jar, invoice to accounts as usual. We'll price them at 7.95 on the shelf again.

If you have any of the runny summer honey left from last year, we'd take a dozen of that too.

Thanks,
Philippa
--
Philippa Marsh | Manager & Buyer
Hollybank Farm Shop, Eccup Moor Road, Leeds
"""
    html4 = """<html><body style="font-family:Georgia,serif">
<p>Hi Seun,</p>
<p>Hope the bees are behaving! Your set honey has gone down really well &ndash; we sold out the week before Easter.</p>
<p>Could we have <b>48 x 340g jars</b> as soon as you have the spring honey ready? Same price as last year,
<b>&pound;5.20 a jar</b>, invoice to accounts as usual. We'll price them at &pound;7.95 on the shelf again.</p>
<p>If you have any of the runny summer honey left from last year, we'd take a dozen of that too.</p>
<p>Thanks,<br>Philippa<br><span style="color:#5a7d2a">Philippa Marsh | Manager &amp; Buyer<br>
Hollybank Farm Shop, Eccup Moor Road, Leeds</span></p>
</body></html>
"""
    eml("mail/2025/05/2025-05-02_hollybank-honey-order.eml", frm=PHIL, to=SEUN,
        date=uk(2025, 5, 2, 9, 41), subject="Honey order - spring",
        msgid="<hb-0502-order@hollybankfarm.example.co.uk>", plain=plain4, html=html4)

    # 5 ---------------------------------------------------------------
    eml("mail/2025/05/2025-05-28_wetherby-festival-info.eml",
        frm="Lorraine Hebden <festival@wetherbywhirlwinds.example.org.uk>",
        to="Oakwood Otters U11 Girls <otters.girls@oakwoodotters.example.org.uk>",
        cc=SEUN, date=uk(2025, 5, 28, 19, 30),
        subject="Whirlwinds Summer Girls’ Festival – team info pack (U11)",
        msgid="<whirlwinds-2025-u11-info@wetherbywhirlwinds.example.org.uk>", cte="8bit",
        plain="""Dear coaches,

Thank you for entering the Wetherby Whirlwinds Summer Girls' Festival 2025 – we have 34 girls' teams
from U8 to U14 this year, our biggest ever.

VENUE: Grange Park, Wetherby LS22 (off Linton Road – follow the yellow signs from the A58 roundabout).
Parking on the cricket field, £3 per car, all proceeds to the club.

DATE: Saturday 14 June 2025.

U11 GIRLS: please arrive by 9:00am and report to the registration gazebo by the clubhouse. Your group
(6 teams, round robin, 2 x 8 minute halves) starts at 9:40 on pitches 7 and 8. Plate and Cup finals
around 12:30, finished by 1:15pm.

Team entry (£35) – received with thanks.

Please bring: team sheet with shirt numbers, your club's first aid kit, a named adult for each team
who holds a DBS. No dogs please. Gazebos are fine behind the spectator line.

Any problems on the day: 07700 900283 (me).

See you there!
Lorraine Hebden
Festival Secretary, Wetherby Whirlwinds JFC
""")

    # 6 ---------------------------------------------------------------
    eml("mail/2025/06/2025-06-03_re-lids-not-sealing.eml", frm=SEUN,
        to="Pennine Apiary Supplies <orders@pennineapiary.example.co.uk>",
        date=uk(2025, 6, 3, 20, 14), subject="Re: Re: Order PAS-88213 – lids not sealing",
        msgid="<CAOseun-20250603-2014@postbox.example>",
        in_reply_to="<pas-88213-r2@pennineapiary.example.co.uk>",
        references="<CAOseun-20250527-1902@postbox.example> <pas-88213-r2@pennineapiary.example.co.uk>",
        plain="""Hi Kirsty,

Thanks for the refund on the lids – received today.

I'm afraid I'll be taking my jar business elsewhere from now on, though. I had jars weeping on the farm
shop's shelf, which is my reputation on the line, and I can't risk that with the summer honey. No hard
feelings – the foundation and frames are still great and I'll keep buying those from you.

Best wishes,
Seun

On Fri, 30 May 2025 at 11:02, Pennine Apiary Supplies <orders@pennineapiary.example.co.uk> wrote:
> Dear Seun,
>
> We're very sorry. We've checked with our supplier and the spring batch of 63mm gold lug lids had a
> faulty liner – a few other customers have reported the same. We'll refund the 2 packs of lids
> (GBP 21.60) to your card. We can't offer replacements until the new batch arrives in late July.
>
> Kind regards,
> Kirsty, Pennine Apiary Supplies
>
>> On Tue, 27 May 2025 at 19:02, Seun Adebayo-Clarke wrote:
>> Hi,
>>
>> I ordered 144 x 340g hex jars and lids from you in April (order PAS-88213). The lids don't seal
>> properly – I've had honey leaking round the rim on jars that have been upright on a shelf, and the
>> farm shop I supply has had to take them off sale. Could you look into it?
>>
>> Seun Adebayo-Clarke
""")

    # 7 ---------------------------------------------------------------
    html7 = """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px">
<table width="100%" style="background:#1d4e5f;color:#fff"><tr><td style="padding:12px"><b>Calder Glass &amp; Closures</b> &ndash; jars, bottles and lids for small producers</td></tr></table>
<p>Hello Seun,</p>
<p>Thank you for your order <b>CGC-20614</b>. Your goods will be dispatched on a pallet within 3 working days.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e6f0f2"><th>Item</th><th>Qty</th><th>Unit</th><th>Line total</th></tr>
<tr><td>340g hexagonal honey jar, clear flint</td><td>144</td><td>&pound;0.52</td><td>&pound;74.88</td></tr>
<tr><td>63mm twist-off lid, gold, with plastisol liner</td><td>144</td><td>&pound;0.16</td><td>&pound;23.04</td></tr>
<tr><td>Pallet delivery (Leeds LS7)</td><td>1</td><td>&pound;20.88</td><td>&pound;20.88</td></tr>
<tr><td colspan="3" align="right"><b>Total (inc. VAT)</b></td><td><b>&pound;118.80</b></td></tr>
</table>
<p>Paid by card ending 9930. Delivery to: S. Adebayo-Clarke, Leeds LS7.</p>
<p>Tip: our plastisol-lined lids are designed for honey and jam &ndash; tighten to hand-tight, no need to force.</p>
<p>Calder Glass &amp; Closures Ltd, Unit 9, Riverside Works, Brighouse</p>
""" + PIXEL.format("cgc-20614") + "</body></html>\n"
    eml("mail/2025/06/2025-06-10_calder-glass-order-confirmation.eml",
        frm="Calder Glass & Closures <sales@calderglass.example.co.uk>", to=SEUN,
        date=uk(2025, 6, 10, 16, 2), subject="Order confirmation CGC-20614",
        msgid="<order-CGC-20614@calderglass.example.co.uk>", html=html7, html_cte="quoted-printable")

    # 8 ---------------------------------------------------------------
    eml("mail/2025/06/2025-06-16_carr-moor-gate-keypad.eml",
        frm="Carr Moor Allotments Committee <committee@carrmoorallotments.example.org.uk>",
        to="Plot holders <plotholders@carrmoorallotments.example.org.uk>",
        date=uk(2025, 6, 16, 18, 45), subject="New gate keypad and code from 1 July",
        msgid="<cmac-2025-06-16-gate@carrmoorallotments.example.org.uk>", cte="base64",
        plain="""Dear plot holders,

As many of you have noticed (and written on the noticeboard!), the keypad on the main gate has become
very unreliable, especially in cold or wet weather. The committee has agreed to replace it with a new
stainless keypad, which will be fitted on Monday 30 June.

The NEW CODE will be: 2958

It will work from Tuesday 1 July. The old code will stop working on the same day. Please do not share
the code with anyone who is not a plot holder or a named co-worker. Please do not write it on the gate,
the bins or the shed doors (yes, really).

Two other reminders:
- Bonfires are not permitted until 1 October.
- Beekeepers (plots 19 and 22B): thank you for the swarm talk at the open day. Please keep the committee
  informed if you add colonies – the maximum is 4 per plot.

Thanks,
Len Abbotsford
Secretary, Carr Moor Allotments Committee
""")

    # 9 ---------------------------------------------------------------
    plain9 = """Dear Seun,

Re: 9 Oyekan Close – survey findings [LOC/PROP/25/0193]

The buyer's surveyor has now produced the new survey plan for the property, registered as survey plan
no. LA/3317/2025/SU. I'm afraid there is a discrepancy with your father's deed.

- 1982 deed of conveyance: 600 square metres (approx.)
- New survey plan LA/3317/2025/SU: 548.6 square metres

The difference appears to be along the eastern boundary, where the neighbour's wall sits about 1.4 m inside
the line shown on the old plan. This is common with older deeds – the 1982 survey was not done to modern
standards.

Mr Obi's solicitor has written to say that his client still wishes to proceed, but on the basis of the
smaller land area he proposes a reduced price of N172,000,000 (down from N185,000,000).

Your father has options: (a) accept; (b) counter-offer; (c) challenge the boundary with the neighbour, which
I do not recommend – it could take years. My advice is a counter-offer somewhere between the two figures;
the house itself has not changed, only the land.

Please discuss with your father and let me know his instructions.

Kind regards,
Folasade Ogunleye
Lawal, Ogunleye & Co.
"""
    html9 = "<html><body><pre style=\"font-family:Calibri,Arial,sans-serif;white-space:pre-wrap\">" + \
        plain9.replace("&", "&amp;").replace("<", "&lt;") + "</pre></body></html>\n"
    eml("mail/2025/06/2025-06-20_lagos-survey-findings.eml", frm=FOLA, to=SEUN,
        cc="Damilola Adebayo <dami.adebayo@yahoo.example.ng>",
        date=uk(2025, 6, 20, 13, 10), subject="9 Oyekan Close - survey findings and buyer's proposal",
        msgid="<loc-0193-0620@lawalogunleye.example.ng>", plain=plain9, html=html9)

    # 10 noise --------------------------------------------------------
    html10 = """<html><body style="font-family:Trebuchet MS,sans-serif">
<h2 style="color:#d48b00">Beecraft Direct &ndash; SUMMER SALE is ON! &#x1F41D;</h2>
<p>Up to 30% off hive parts, extractors and treatments until Sunday 29 June.</p>
<table border="0" cellpadding="8">
<tr><td><b>National cedar brood box</b> (flat pack)</td><td><s>&pound;89.00</s> <b>&pound;69.00</b></td></tr>
<tr><td><b>Apiguard</b> 10 x 50g trays</td><td><s>&pound;34.50</s> <b>&pound;29.95</b></td></tr>
<tr><td><b>Apivar</b> 10 strips</td><td><s>&pound;28.00</s> <b>&pound;24.50</b></td></tr>
<tr><td><b>4-frame tangential extractor</b>, stainless</td><td><s>&pound;345.00</s> <b>&pound;279.00</b></td></tr>
<tr><td><b>Ventilated bee jacket</b> with fencing veil</td><td><s>&pound;79.00</s> <b>&pound;59.00</b></td></tr>
</table>
<p>Free delivery over &pound;75. <a href="https://beecraftdirect.example.co.uk/sale">Shop the sale</a></p>
<p style="font-size:11px;color:#888">You are receiving this because you bought from Beecraft Direct. <a href="https://beecraftdirect.example.co.uk/unsub">Unsubscribe</a></p>
""" + PIXEL.format("bcd-summer25") + "</body></html>\n"
    eml("mail/2025/06/2025-06-24_beecraft-summer-sale.eml",
        frm="Beecraft Direct <news@beecraftdirect.example.co.uk>", to=SEUN,
        date=uk(2025, 6, 24, 7, 0), subject="☀️ Summer Sale – up to 30% off hive parts & treatments",
        msgid="<bcd-news-2025-06-24@beecraftdirect.example.co.uk>", html=html10, html_cte="quoted-printable")

    # 11 --------------------------------------------------------------
    eml("mail/2025/07/2025-07-07_re-ks3-scheme-bid.eml", frm=SEUN_SCHOOL,
        to="Ingrid Halvorsen <i.halvorsen@gledhowrise.example.sch.uk>",
        cc="Farah Iqbal <f.iqbal@gledhowrise.example.sch.uk>",
        date=uk(2025, 7, 7, 17, 32), subject="Re: KS3 science scheme – budget bid",
        msgid="<seun-ks3-0707@gledhowrise.example.sch.uk>",
        in_reply_to="<ih-budget-0704@gledhowrise.example.sch.uk>",
        plain="""Hi Ingrid,

Thanks for letting me know, and for explaining the Trust top-slice – I understand it's not a school
decision.

Understood, then: we won't buy Spark Science. Instead we'll write our own KS3 units in-house this year,
starting with Y7 in the autumn term, built on the Trust KS3 curriculum map so we're aligned with the
other schools. Farah will co-ordinate as KS3 lead and I'll plan the INSET afternoons around it.

What would really help is protected time: can the dept afternoon of each INSET day this year be ring-
fenced for KS3 writing, please? No cost, just time.

Thanks,
Seun

Seun Adebayo-Clarke
Head of Science, Gledhow Rise Academy

On Fri, 4 Jul 2025 at 16:05, Ingrid Halvorsen <i.halvorsen@gledhowrise.example.sch.uk> wrote:
> Dear Seun,
>
> Thank you for the KS3 bid for Spark Science (£2,400 per year, five-year minimum).
>
> I'm sorry to say SLT can't approve it. Following the Trust's top-slice for 2025-26, all school
> budgets are frozen and we've been told no new subscriptions over £1,000 can be taken out this
> year. I know this is frustrating given the department's vote.
>
> Happy to talk through alternatives at line management.
>
> Best wishes,
> Ingrid
> Ingrid Halvorsen, Deputy Headteacher (Curriculum)
""")

    # 12 --------------------------------------------------------------
    fee_schedule = """LAWAL, OGUNLEYE & CO. - BARRISTERS & SOLICITORS
Ikeja GRA, Lagos

SCHEDULE OF PROFESSIONAL FEES
Client: Mr Olusegun Adebayo (Vendor)
Matter: Sale of property at 9 Oyekan Close, Surulere, Lagos
Our ref: LOC/PROP/25/0193

1. Professional fee for acting for the vendor (review of title, contract of
   sale, Deed of Assignment, attendance at completion, liaison with
   purchaser's solicitors): 3% (three per cent) of the consideration.
2. Disbursements (courier, certified copies, searches): at cost, estimated
   N350,000.
3. Fees are payable on completion and will be deducted from the completion
   monies received on the vendor's behalf, with a full statement of account.
4. Governor's consent fees, stamp duty and registration are for the
   purchaser's account.

Signed: F. Ogunleye (Partner)
"""
    eml("mail/2025/07/2025-07-22_fwd-lagos-agreed-price.eml",
        frm="Damilola Adebayo <dami.adebayo@yahoo.example.ng>", to=SEUN,
        date=uk(2025, 7, 22, 21, 40), subject="Fwd: 9 Oyekan Close – agreed price and next steps",
        msgid="<dami-fwd-0722@yahoo.example.ng>", cte="quoted-printable",
        plain="""Cuz,

Forwarding this - Barrister sent it to Uncle's old yahoo address by mistake. Uncle is happy
with 178, he says tell Seun "no more wahala". Fee schedule attached.

Dami

---------- Forwarded message ---------
From: Folasade Ogunleye <f.ogunleye@lawalogunleye.example.ng>
Date: Tue, 22 Jul 2025 at 15:12
Subject: 9 Oyekan Close – agreed price and next steps
To: Olusegun Adebayo <segun.adebayo1949@yahoo.example.ng>

Dear Mr Adebayo,

Further to your instructions, I am pleased to confirm that the purchaser, Mr Ikenna Obi, has accepted your
counter-offer. The agreed consideration for the sale of 9 Oyekan Close, Surulere is now N178,000,000
(One Hundred and Seventy-Eight Million Naira).

Next steps:
1. Contract of sale to be signed by both parties in August.
2. The purchaser will pay a 10% deposit (N17,800,000) on signing.
3. Completion (Deed of Assignment and balance) provisionally late October.

For your records I attach our schedule of professional fees, as requested by your son.

Yours faithfully,
Barr. Folasade Ogunleye
Lawal, Ogunleye & Co.
Ref: LOC/PROP/25/0193
""", attachments=[("LOC-fee-schedule-0193.txt", fee_schedule, "text/plain")])

    # 13 --------------------------------------------------------------
    eml("mail/2025/08/2025-08-14_ridings-teamwear-quote.eml",
        frm="Ridings Teamwear <quotes@ridingsteamwear.example.co.uk>", to=SEUN,
        date=uk(2025, 8, 14, 11, 25), subject="Quote RT-Q-1187 – Oakwood Otters U12 Girls away kit",
        msgid="<rt-q-1187@ridingsteamwear.example.co.uk>", cte="8bit",
        plain="""Hi Seun,

Thanks for your enquiry. Here's our quote for the away kit for the Otters U12 girls:

Away kit set = sublimated shirt (teal/navy hoops), navy shorts, teal socks
- Club badge (embroidered) on the shirt
- Player number on the back and on the shorts
- Girls' fit available on shirts and shorts (sizes 7-8 to 13-14 and adult XS/S)

Price: £23.50 per set (inc. VAT, badge and numbers)
Minimum order: 10 sets
Lead time: 3-4 weeks from size confirmation
Delivery: free to one address in Leeds

We'd need a size list and numbers per player with the order, and a 50% deposit. The price is held for
60 days (until 13 October).

Quote ref: RT-Q-1187

Cheers,
Jordan
Ridings Teamwear, Wakefield
""")

    # 14 --------------------------------------------------------------
    html14 = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Transfer complete</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#f4f6f8;margin:0">
<table width="600" align="center" style="background:#fff;border-radius:8px"><tr><td style="padding:24px">
<p style="font-size:22px;color:#0a7d5a"><b>KoboBridge</b></p>
<p style="font-size:18px">Your money has arrived &#x2705;</p>
<p>Hi Oluwaseun, the transfer from <b>Olusegun Adebayo</b> has been paid into your account.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;border:1px solid #ddd">
<tr><td>Transfer reference</td><td align="right"><b>KBX-41907-LG</b></td></tr>
<tr><td>Sender sent</td><td align="right">&#8358;41,500,000.00</td></tr>
<tr><td>Exchange rate</td><td align="right">1 GBP = 2,059.55 NGN</td></tr>
<tr><td>Our fee</td><td align="right">included in rate</td></tr>
<tr><td>You received</td><td align="right"><b>&pound;20,150.00</b></td></tr>
<tr><td>Paid to</td><td align="right">Northgate Building Society ****6028</td></tr>
<tr><td>Paid on</td><td align="right">3 September 2025, 10:14</td></tr>
</table>
<p style="font-size:12px;color:#666">Keep this e-mail for your records. Banks sometimes ask for proof of the source of funds for
large incoming international payments.</p>
<p style="font-size:11px;color:#999">KoboBridge Payments Ltd is authorised by the Financial Conduct Authority (fictional registration 000000).</p>
</td></tr></table>
""" + PIXEL.format("kbx-41907") + "</body></html>\n"
    eml("mail/2025/09/2025-09-03_kobobridge-transfer-complete.eml",
        frm="KoboBridge <no-reply@kobobridge.example.com>", to=SEUN,
        date=uk(2025, 9, 3, 10, 15), subject="Your money has arrived",
        msgid="<kb-notify-20250903-41907@kobobridge.example.com>", html=html14, html_cte="base64")

    # 15 --------------------------------------------------------------
    eml("mail/2025/09/2025-09-05_childcare-30-hours-code.eml",
        frm="Childcare Service <noreply@childcareservice.example.gov.uk>", to=SEUN,
        date=uk(2025, 9, 5, 8, 3), subject="Your 30 hours childcare code",
        msgid="<ccs-code-20250905-8812@childcareservice.example.gov.uk>", cte="7bit",
        plain="""Dear Oluwaseun Adebayo-Clarke,

You are eligible for 30 hours free childcare for your child, Oluwatobi Adebayo-Clarke.

Your eligibility code is: 50012873416

Give this code to your childcare provider, along with your National Insurance number and your child's
date of birth, so they can claim your funded hours.

You must reconfirm that your details are still correct every 3 months. We will send you a reminder. If you
do not reconfirm in time, your code may stop being valid.

Your next reconfirmation window opens on 5 November 2025 and closes on 5 December 2025.

Childcare Service
This is an automated message. Please do not reply.
""")

    # 16 noise --------------------------------------------------------
    plain16 = """AIRE VALLEY LEARNING TRUST - STAFF NEWSLETTER, SEPTEMBER 2025

Welcome back! A few highlights from across our nine schools:

* Wellbeing: the Trust's Employee Assistance Programme is now available 24/7 by phone.
* Congratulations to our 31 ECTs who started this term - welcome to the Trust family.
* Pay award: the 4% award will be paid in October with back pay to 1 September.
* Curriculum networks: subject networks will meet again at the spring INSET. Science is sharing KS3
  units on SharePoint - thank you to the heads of science for leading this.
* Climate: every school now has a Sustainability Lead; see the intranet for the new travel plan.

Have a great half term when it comes.
AVLT Communications Team
"""
    html16 = "<html><body><h2>AVLT Staff Newsletter – September 2025</h2><ul>" + "".join(
        f"<li>{l[2:]}</li>" for l in plain16.splitlines() if l.startswith("* ")) + \
        "</ul><p>Have a great half term when it comes.<br>AVLT Communications Team</p>" + \
        PIXEL.format("avlt-sep25") + "</body></html>\n"
    eml("mail/2025/09/2025-09-26_avlt-staff-newsletter.eml",
        frm="AVLT Communications <comms@avlt.example.org.uk>", to="All staff <allstaff@avlt.example.org.uk>",
        date=uk(2025, 9, 26, 15, 0), subject="AVLT Staff Newsletter – September 2025",
        msgid="<avlt-news-2025-09@avlt.example.org.uk>", plain=plain16, html=html16)

    # 17 --------------------------------------------------------------
    eml("mail/2025/10/2025-10-02_re-honey-price-october.eml", frm=PHIL, to=SEUN,
        date=uk(2025, 10, 2, 10, 48), subject="Re: Honey price from October",
        msgid="<hb-1002-price@hollybankfarm.example.co.uk>",
        in_reply_to="<CAOseun-20250926-2130@postbox.example>",
        plain="""Hi Seun,

That's fine – £5.60 a jar from 1 October is agreed. Honestly you were cheap before! We'll move the shelf
price to £8.50, which is still less than the supermarket "artisan" stuff and yours is far better.

Please put the new price on your October invoice. Same 14-day terms.

And yes, very interested in the comb honey for Christmas – let's talk when you drop off next.

Philippa

On Fri, 26 Sep 2025 at 21:30, Seun Adebayo-Clarke <seun.adebayoclarke@postbox.example> wrote:
> Hi Philippa,
>
> Hope the summer rush was good. A slightly awkward one: jars, lids, labels and feed sugar
> have all gone up this year and I've not changed my price since 2023. Would it be OK to go
> from £5.20 to £5.60 per 340g jar from 1 October? I'd understand if you need to think about it.
>
> Also – I've kept some frames back to do cut comb for Christmas if you'd be interested.
>
> Thanks,
> Seun
""")

    # 18 --------------------------------------------------------------
    completion_note = """COMPLETION ARRANGEMENTS - 9 OYEKAN CLOSE, SURULERE
Our ref: LOC/PROP/25/0193
Vendor: Mr Olusegun Adebayo      Purchaser: Mr Ikenna Obi
Consideration: N178,000,000 (deposit of N17,800,000 received 29 August 2025)
Balance due on completion: N160,200,000

DATE AND TIME
Friday 14 November 2025 at 11:00 am (Lagos time, WAT)

VENUE
Lawal, Ogunleye & Co.
Suite 4B, Marula House
17 Adeola Banjo Crescent, Ikeja GRA, Lagos
(Visitors' parking behind the building; ask security for "Lawal Ogunleye, 4th floor")

WHO SHOULD ATTEND
- Mr Olusegun Adebayo (vendor) in person, with his international passport
- One witness (adult, not a party to the sale) - Mr Damilola Adebayo has been proposed
- Mr Seun Adebayo-Clarke may join by video link (we will send a Zoom link the day before)

WHAT WILL HAPPEN
1. Execution of the Deed of Assignment by the vendor (3 originals).
2. Confirmation of receipt of the balance of N160,200,000 into the vendor's account.
3. Handover of keys and the original 1982 deed of conveyance to the purchaser's solicitor.
4. Deduction of agency commission and legal fees; statement of account within 7 days.

STILL OUTSTANDING FROM THE VENDOR (needed for the purchaser's Governor's consent application)
- Tax Clearance Certificate for 2022, 2023 and 2024
- Land Use Charge payment receipt for 2025
Please provide these as soon as possible; completion can proceed without them but the purchaser's
consent application cannot be filed until we have them.
"""
    eml("mail/2025/10/2025-10-09_lagos-completion-date-moved.eml", frm=FOLA, to=SEUN,
        cc="Damilola Adebayo <dami.adebayo@yahoo.example.ng>",
        date=uk(2025, 10, 9, 12, 30), subject="Completion date moved – 9 Oyekan Close [LOC/PROP/25/0193]",
        msgid="<loc-0193-1009@lawalogunleye.example.ng>", cte="quoted-printable",
        plain="""Dear Seun,

I'm writing to let you know that completion will no longer take place on Friday 31 October. The purchaser's
bank has asked for further documents before releasing the balance of the purchase price, and they cannot
guarantee the funds before the end of the month.

The new completion date is Friday 14 November 2025 at 11:00 am (Lagos time). I have spoken to your father
and he is content with this.

I attach a note of the completion arrangements – where, who should attend, what will happen, and what we
still need from your father. Please go through it with him (Dami has a printed copy).

Kind regards,
Folasade
""", attachments=[("completion-arrangements-0193.txt", completion_note, "text/plain")])

    # 19 --------------------------------------------------------------
    eml("mail/2025/10/2025-10-21_ylw-disposal-quote.eml",
        frm="Karen Oates <karen.oates@yorkslabwaste.example.co.uk>", to=SEUN_SCHOOL,
        cc="Gareth Lomax <g.lomax@gledhowrise.example.sch.uk>",
        date=uk(2025, 10, 21, 9, 12), subject="Quotation YLW-Q-5530 – laboratory chemical disposal",
        msgid="<ylw-q-5530@yorkslabwaste.example.co.uk>",
        plain="""Dear Mr Adebayo-Clarke,

Thank you for the inventory from your chemical store audit of 15 October, sent over by your senior
technician Gareth Lomax. We're pleased to quote for collection and disposal as follows.

Quotation YLW-Q-5530

Items:
- Picric acid, 2 x 25 g, dried – our chemist will desensitise on site before removal
- Sodium metal under (evaporated) paraffin, 1 jar
- 2,4-dinitrophenylhydrazine (solid), 1 x 100 g
- Unlabelled reagent bottles x 4 – on-site identification testing
- Potassium manganate(VII), 3 x 500 g

Collection, packaging (UN-approved), transport, documentation and disposal: £385.00 + VAT

Please note: the inventory didn't include any mercury-containing items. If you have any, let us know
before booking, as mercury goes to a separate waste stream.

To book, we need a purchase order number. Collection is usually within 10 working days of the PO.
This quotation is valid for 60 days.

Kind regards,
Karen Oates
Customer Services, Yorkshire Lab Waste Ltd
""")

    # 20 --------------------------------------------------------------
    eml("mail/2025/11/2025-11-04_re-ylw-mercury.eml", frm=SEUN_SCHOOL,
        to="Karen Oates <karen.oates@yorkslabwaste.example.co.uk>",
        cc="Gareth Lomax <g.lomax@gledhowrise.example.sch.uk>",
        date=uk(2025, 11, 4, 16, 55), subject="Re: YLW-Q-5530 – mercury thermometers",
        msgid="<seun-ylw-1104@gledhowrise.example.sch.uk>",
        in_reply_to="<ylw-q-5530-b@yorkslabwaste.example.co.uk>", cte="8bit",
        plain="""Hi Karen,

Thanks – that's fine, please add the mercury to the job.

I'll get the purchase order raised with Colin (our business manager) this week and then come back to you
to confirm a collection date. Gareth will be the contact on the day.

Best wishes,
Seun

Seun Adebayo-Clarke, Head of Science, Gledhow Rise Academy

On Mon, 3 Nov 2025 at 14:20, Karen Oates <karen.oates@yorkslabwaste.example.co.uk> wrote:
> Dear Mr Adebayo-Clarke,
>
> Further to our quotation YLW-Q-5530: Gareth has let us know there are also 7 mercury
> thermometers (one broken, in a sealed box). These need to go to our mercury waste stream,
> which adds £60.00 + VAT to the quoted price. Everything else is unchanged.
>
> Kind regards,
> Karen Oates
> Yorkshire Lab Waste Ltd
""")

    # 21 --------------------------------------------------------------
    plain21 = """Dear colleagues,

Year 11 Parents' Evening will take place on Thursday 27 November 2025, 4.00pm - 7.00pm, in the Sports Hall.

Appointments are 5 minutes, booked by parents through SchoolCloud (opens Monday 17 Nov). Please check
your appointment list the day before and print a copy in case the Wi-Fi goes down again.

Science: as it's a mock-results conversation, please have the Y11 mock predicted grades to hand (mocks
are w/c 1 December so you'll be using the October assessment data).

Refreshments in the staff room from 3.30pm.

Thanks,
Exams & Events Office
Gledhow Rise Academy
"""
    eml("mail/2025/11/2025-11-10_y11-parents-evening.eml",
        frm="Exams & Events Office <events@gledhowrise.example.sch.uk>",
        to="Teaching staff <staff@gledhowrise.example.sch.uk>",
        date=uk(2025, 11, 10, 8, 10), subject="Year 11 Parents' Evening – Thurs 27 Nov",
        msgid="<events-y11pe-1110@gledhowrise.example.sch.uk>", plain=plain21,
        html="<html><body><p>" + plain21.replace("\n\n", "</p><p>").replace("\n", " ") + "</p></body></html>\n")

    # 22 --------------------------------------------------------------
    eml("mail/2025/11/2025-11-19_re-hollybank-christmas-order.eml", frm=SEUN, to=PHIL,
        date=uk(2025, 11, 19, 21, 5), subject="Re: Comb honey – more please!",
        msgid="<CAOseun-20251119-2105@postbox.example>",
        in_reply_to="<hb-1119-comb@hollybankfarm.example.co.uk>",
        plain="""Hi Philippa,

Great news that the comb is going down so well! Yes, I can do another 24 boxes (200g) for Friday 12 Dec –
I've got enough frames left in the freezer.

Re the barcode: no problem. I'll send the label proof with the new barcode on it by Friday, so your system
can be set up before the delivery.

Seun

On Wed, 19 Nov 2025 at 13:37, Philippa Marsh <philippa@hollybankfarm.example.co.uk> wrote:
> Hi Seun,
>
> The cut comb is flying – people are buying it as presents. Could you do us another 24 boxes
> before Christmas? Ideally by Friday 12 December so they're on the shelf for the last two weekends.
>
> One thing: our new tills need a barcode on everything from January, and we're setting up products
> now. Could you send me a proof of the comb label with the barcode on it, so I can get it on the system?
>
> Thanks!
> Philippa
""")

    # 23 --------------------------------------------------------------
    plain23 = """KoboBridge – your money has arrived

Hi Oluwaseun,

The transfer from Olusegun Adebayo has been paid into your account.

Transfer reference: KBX-52288-LG
Sender sent: NGN 32,000,000.00
Exchange rate: 1 GBP = 2,049.97 NGN
Our fee: included in rate
You received: GBP 15,610.00
Paid to: Northgate Building Society ****6028
Paid on: 2 December 2025, 09:47

Keep this e-mail for your records.
"""
    html23 = "<html><body style=\"font-family:Helvetica,Arial\"><p style=\"color:#0a7d5a\"><b>KoboBridge</b></p><table>" + "".join(
        f"<tr><td>{a}</td><td><b>{b}</b></td></tr>" for a, b in
        (l.split(": ", 1) for l in plain23.splitlines() if ": " in l and not l.startswith("Keep"))) + \
        "</table><p>Keep this e-mail for your records.</p></body></html>\n"
    eml("mail/2025/12/2025-12-02_kobobridge-transfer-complete.eml",
        frm="KoboBridge <no-reply@kobobridge.example.com>", to=SEUN,
        date=uk(2025, 12, 2, 9, 48), subject="Your money has arrived",
        msgid="<kb-notify-20251202-52288@kobobridge.example.com>", plain=plain23, html=html23, cte="base64")

    # 24 --------------------------------------------------------------
    eml("mail/2025/12/2025-12-09_otters-home-ground-change.eml",
        frm="Stuart Pennock <secretary@oakwoodotters.example.org.uk>",
        to="Oakwood Otters coaches <coaches@oakwoodotters.example.org.uk>",
        date=uk(2025, 12, 9, 20, 2), subject="IMPORTANT – home matches moving from January",
        msgid="<otters-sec-1209-ground@oakwoodotters.example.org.uk>", cte="8bit",
        plain="""Hi all,

The council has confirmed that the Gledhow Valley pitches will close after Christmas for drainage works,
probably until September 2026. After a lot of phone calls I've got us a block booking elsewhere:

From Sunday 11 January 2026, ALL Otters home matches will be at:
  Thorn Lane Sports Hub, pitch B (3G)
  Thorn Lane, Leeds LS8 – entrance by the tennis courts, car park at the back (free on Sundays).

Kick-off times stay the same (10:00 for the 9v9 age groups). Changing rooms are open and there are
proper toilets (!). Moulded studs or astro trainers only on the 3G – no metal studs.

Please pass this on to your parents' WhatsApp groups. I'll let the league know and update the website.

Thanks for your patience,
Stuart
Club Secretary, Oakwood Otters JFC
""")


def build_extra():
    eml("mail/2025/12/2025-12-10_fwd-home-matches-moving.eml",
        frm=SEUN, to="Otters U12 Girls parents <otters-u12-parents@oakwoodotters.example.org.uk>",
        cc="Carla Mendes <carla.mendes@postbox.example>",
        date=uk(2025, 12, 10, 7, 5), subject="Fwd: IMPORTANT – home matches moving from January",
        msgid="<CAOseun-20251210-0705@postbox.example>", cte="quoted-printable",
        plain="""Morning all,

Please see below from Stuart – our home games move from January. Our first one there is Sun 11 Jan
(v Morley Magic), meet 9:15. Moulded studs or astro trainers please, no metal studs on 3G.

Thanks – and well done on Sunday, girls were brilliant.
Seun (coach)

---------- Forwarded message ---------
From: Stuart Pennock <secretary@oakwoodotters.example.org.uk>
Date: Tue, 9 Dec 2025 at 20:02
Subject: IMPORTANT – home matches moving from January
To: Oakwood Otters coaches <coaches@oakwoodotters.example.org.uk>

Hi all,

The council has confirmed that the Gledhow Valley pitches will close after Christmas for drainage works,
probably until September 2026. After a lot of phone calls I've got us a block booking elsewhere:

From Sunday 11 January 2026, ALL Otters home matches will be at:
  Thorn Lane Sports Hub, pitch B (3G)
  Thorn Lane, Leeds LS8 – entrance by the tennis courts, car park at the back (free on Sundays).

Kick-off times stay the same (10:00 for the 9v9 age groups).

Thanks for your patience,
Stuart
""")
