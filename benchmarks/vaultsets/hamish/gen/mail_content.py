# -*- coding: utf-8 -*-
"""E-mail definitions. Each entry is rendered by build.py with email.message.EmailMessage."""

HAMISH = "Hamish Te Whare-Galloway <hamish.twg@kiwimail.example>"
LEANNE = "Leanne Brookes <leanne@leamingtonphysio.example>"

MAILS = []

def M(**kw):
    MAILS.append(kw)

# 1 — HTML-only, quoted-printable, table: PKE quote (old price)
M(path="mail/2024/12/2024-12-09_rangitoto-feeds-pke-quote.eml",
  frm="Shane Budd <shane@rangitotofeeds.example>", to=HAMISH,
  date=(2024, 12, 9, 10, 42, 13), subject="PKE quote - Pohlen farm, Maungatautari Rd",
  msgid="<q-20241209-0042@rangitotofeeds.example>",
  kind="html", cte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif">
<p>Kia ora Hamish,</p>
<p>Thanks for the call this morning. As discussed, here's our current pricing for palm kernel delivered to the farm:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Product</th><th>Min load</th><th>Price (excl GST)</th><th>Lead time</th></tr>
<tr><td>PKE (palm kernel expeller)</td><td>28 t</td><td>$385.00 / t delivered</td><td>3&ndash;5 working days</td></tr>
<tr><td>Soy hulls</td><td>10 t</td><td>$520.00 / t delivered</td><td>1 week</td></tr>
<tr><td>Calf meal 20% (25 kg bags)</td><td>1 pallet</td><td>$21.90 / bag</td><td>ex stock</td></tr>
</table>
<p>Pricing is valid until 31 March 2025 and is subject to exchange rate and shipping. Let me know and I'll get the first load on the truck.</p>
<p>Cheers,<br>Shane Budd<br>Territory Manager &ndash; Waikato<br>Rangitoto Feeds Ltd | 027 555 0148</p>
</body></html>
""")

# 2 — multipart/alternative, QP: co-op newsletter (SCC grading threshold)
M(path="mail/2025/01/2025-01-15_kahurangi-dairy-newsletter.eml",
  frm="Kahurangi Dairy <news@kahurangidairy.example>", to=HAMISH,
  date=(2025, 1, 15, 7, 0, 0), subject="Kahurangi Farm Update - January 2025",
  msgid="<newsletter-2025-01@kahurangidairy.example>",
  kind="alt", cte="quoted-printable", list_unsub=True,
  body="""KAHURANGI FARM UPDATE - JANUARY 2025

Kia ora koutou,

Happy new year from all of us at Kahurangi. A few reminders as we head into the hottest part of the season.

MILK QUALITY - SOMATIC CELL COUNT
Heat stress pushes cell counts up. A reminder of how bulk milk SCC grading works this season:
 - Any collection with a bulk SCC over 400,000 cells/mL receives a demerit.
 - Four demerits in a season triggers a milk quality review visit.
 - Suppliers whose seasonal average SCC is under 150,000 cells/mL qualify for the quality premium.

FEI AND PKE
Remember the Fat Evaluation Index limits when feeding palm kernel. Keep PKE at or below 3 kg/cow/day as a guide and talk to your area manager if you're unsure.

FACIAL ECZEMA
Spore counts are climbing in the Waikato and Bay of Plenty. Start zinc now if you haven't already.

TANKER ACCESS
Please keep tanker tracks clear of stock and vehicles. Our drivers thank you.

Ngā mihi,
The Kahurangi Farm Services team

You're receiving this as a Kahurangi supplier. Manage preferences: https://kahurangidairy.example/prefs
""",
  html="""<html><body>
<h2>Kahurangi Farm Update &ndash; January 2025</h2>
<p>Kia ora koutou,</p>
<p>Happy new year from all of us at Kahurangi. A few reminders as we head into the hottest part of the season.</p>
<h3>Milk quality &ndash; somatic cell count</h3>
<p>Heat stress pushes cell counts up. A reminder of how bulk milk SCC grading works this season:</p>
<table border="1" cellpadding="4">
<tr><th>Bulk SCC (cells/mL)</th><th>Outcome</th></tr>
<tr><td>over 400,000</td><td>Demerit for that collection</td></tr>
<tr><td>4 demerits in a season</td><td>Milk quality review visit</td></tr>
<tr><td>seasonal average under 150,000</td><td>Quality premium</td></tr>
</table>
<h3>FEI and PKE</h3>
<p>Remember the Fat Evaluation Index limits when feeding palm kernel. Keep PKE at or below 3 kg/cow/day as a guide.</p>
<h3>Facial eczema</h3>
<p>Spore counts are climbing in the Waikato and Bay of Plenty. Start zinc now if you haven't already.</p>
<p>Ng&#257; mihi,<br>The Kahurangi Farm Services team</p>
<p style="font-size:small">Manage preferences: <a href="https://kahurangidairy.example/prefs">here</a></p>
</body></html>
""")

# 3 — plain 7bit: lawyer first contact
M(path="mail/2025/02/2025-02-05_estate-of-desmond-galloway.eml",
  frm="Fiona Bryce <fiona.bryce@mckbryce.example>", to=HAMISH,
  cc="Shona Galloway <shona.galloway@mailbox.example>",
  date=(2025, 2, 5, 14, 20, 0), subject="Estate of Desmond John Galloway",
  msgid="<fb-20250205-1420@mckbryce.example>",
  kind="plain", cte="7bit",
  body="""Dear Hamish

I was very sorry to hear of Des's passing. He was a client of this firm for many years and always a pleasure to deal with.

We hold Des's will, dated 14 March 2016. It appoints you and Shona Galloway as executors and trustees. I have copied Shona in.

Next steps, in broad terms:
1. We will need a copy of the death certificate (the funeral director can order these for you).
2. We will prepare an application for probate to the High Court. This usually takes 6-10 weeks at the moment.
3. In the meantime please do not distribute any of Des's belongings, other than personal items of low value that the family agrees on.
4. Please keep the house secure and insured. I suggest you let his insurer know now.

There is no need to come into the office yet, though I would be happy to meet when you are next in Dunedin.

With sympathy,

Fiona Bryce
Partner
McKechnie Bryce Lawyers
Level 2, 60 Princes Street, Dunedin
03 555 0177
""")

# 4 — reply, 8bit: funeral arrangements (venue)
M(path="mail/2025/02/2025-02-07_re-funeral-arrangements.eml",
  frm="Shona Galloway <shona.galloway@mailbox.example>", to=HAMISH,
  date=(2025, 2, 7, 21, 5, 0), subject="Re: funeral arrangements",
  msgid="<sg-20250207-2105@mailbox.example>",
  in_reply_to="<htwg-20250207-0615@kiwimail.example>",
  kind="plain", cte="8bit",
  body="""Hi cuz,

All sorted with the funeral director today. It's booked for Friday 14 February at 1pm, Gillies & Sons Chapel, 112 Hillside Road, South Dunedin. Afterwards there's afternoon tea at the Caversham bowling club — Des would've liked that, he played there for 30 years.

I've done the notice for the ODT and the death certificates (5 copies). Aunty Maureen wants "How Great Thou Art" and I wasn't going to argue.

You're doing the eulogy and Callum and Nikau can be pall bearers if Nikau's up for it. I'll do the photo slideshow.

Love to Leanne and the kids. See you on the 13th.
Shona

On Fri, 7 Feb 2025 at 06:15, Hamish Te Whare-Galloway <hamish.twg@kiwimail.example> wrote:
> Morena Shona,
> Can you sort things with the funeral director down there? I can't get
> away till Thursday with the cows. I'll do the eulogy - been trying to
> write something but it keeps coming out wrong.
> Mum's ok, ish. Tania's driving her down.
> H
""")

# 5 — plain, QP: PKE price rise (old)
M(path="mail/2025/03/2025-03-04_rangitoto-price-update.eml",
  frm="Shane Budd <shane@rangitotofeeds.example>", to=HAMISH,
  date=(2025, 3, 4, 9, 15, 0), subject="Price update from 1 April",
  msgid="<q-20250304-0915@rangitotofeeds.example>",
  kind="plain", cte="quoted-printable",
  body="""Kia ora Hamish,

Heads up as promised — with the exchange rate where it is, our PKE price goes up from 1 April 2025 to $410/t delivered (min 28 t, excl GST). Anything ordered and delivered before 31 March stays at the old price.

Happy to book a load in before then if you want to get ahead of it — let me know by the 25th.

Cheers,
Shane
Rangitoto Feeds Ltd — 027 555 0148
""")

# 6 — HTML-only receipt (noise), 7bit
M(path="mail/2025/03/2025-03-21_ruralco-receipt.eml",
  frm="RuralCo Cambridge <receipts@ruralco.example>", to=HAMISH,
  date=(2025, 3, 21, 11, 2, 44), subject="Your RuralCo receipt #CB-204418",
  msgid="<receipt-CB-204418@ruralco.example>",
  kind="html", cte="7bit",
  html="""<html><body>
<h3>RuralCo Cambridge &ndash; Tax invoice / receipt</h3>
<p>Receipt no. CB-204418 &middot; 21/03/2025 &middot; Account: POHLEN FARMS LTD (charge)</p>
<table border="1" cellpadding="3">
<tr><th>Item</th><th>Qty</th><th>Unit</th><th>Total</th></tr>
<tr><td>Teat spray concentrate 20 L</td><td>2</td><td>$148.00</td><td>$296.00</td></tr>
<tr><td>Nitrile gloves L (box 100)</td><td>4</td><td>$18.50</td><td>$74.00</td></tr>
<tr><td>Zinc sulphate 25 kg</td><td>3</td><td>$96.00</td><td>$288.00</td></tr>
<tr><td>Tail paint - blue 1 L</td><td>6</td><td>$19.90</td><td>$119.40</td></tr>
<tr><td colspan="3"><b>Total incl GST</b></td><td><b>$777.40</b></td></tr>
</table>
<p>Thanks for shopping with RuralCo. Charged to account &ndash; no payment required today.</p>
</body></html>
""")

# 7 — multipart/alternative: owner re dry-off dates
M(path="mail/2025/04/2025-04-24_graeme-dry-off-dates.eml",
  frm="Graeme Pohlen <graeme@pohlenfarms.example>", to=HAMISH,
  cc="Ros Pohlen <ros@pohlenfarms.example>",
  date=(2025, 4, 24, 19, 33, 0), subject="DO dates + thanks for Tuesday",
  msgid="<gp-20250424-1933@pohlenfarms.example>",
  kind="alt", cte="7bit",
  body="""Hamish,

Thanks for Tuesday, good meeting. Ros says thanks for the tidy office, she noticed.

Drying off - go ahead:
 - lighter cows (BCS under 4.5) and the first calvers: Monday 12 May
 - the rest: Monday 26 May, unless covers fall below 1,900 before then, in which case ring me and we'll bring it forward.

Teatseal / DCT as per Kirsty's plan.

Ros will send the updated budget spreadsheet by the weekend.

Graeme
""",
  html="""<html><body>
<p>Hamish,</p>
<p>Thanks for Tuesday, good meeting. Ros says thanks for the tidy office, she noticed.</p>
<p>Drying off &ndash; go ahead:</p>
<ul><li>lighter cows (BCS under 4.5) and the first calvers: <b>Monday 12 May</b></li>
<li>the rest: <b>Monday 26 May</b>, unless covers fall below 1,900 before then, in which case ring me and we'll bring it forward.</li></ul>
<p>Teatseal / DCT as per Kirsty's plan.</p>
<p>Ros will send the updated budget spreadsheet by the weekend.</p>
<p>Graeme</p>
</body></html>
""")

# 8 — plain, BASE64: council sleepout exemption (encoded-only ref)
M(path="mail/2025/05/2025-05-13_waipa-council-sleepout-enquiry.eml",
  frm="Waipā District Council - Building Services <building@waipadc.example>", to=HAMISH,
  date=(2025, 5, 13, 15, 48, 0), subject="Your enquiry - detached sleepout",
  msgid="<bc-enq-20250513-1548@waipadc.example>",
  kind="plain", cte="base64",
  body="""Kia ora Hamish,

Thank you for your enquiry of 6 May about a detached sleepout at 1480 Maungatautari Road, Karapiro.

Based on the plans you supplied (3.6 m x 5.4 m, single storey, 19.4 m2 floor area, no sanitary plumbing), the work can be carried out without a building consent under Schedule 1 of the Building Act (exemption for single-storey detached buildings up to 30 m2), provided that:

 - the building is at least its own height away from any boundary and from the existing house;
 - it contains no sanitary plumbing or drainage (if you later add a toilet or shower you will need a plumbing consent);
 - any electrical work is carried out by a registered electrician and certified (Certificate of Compliance);
 - the work complies with the Building Code.

Please keep this email with your property records. Our reference for this exemption enquiry is EXM-2025-0412 — quote it if you contact us again about this building.

Ngā mihi,
Anika Sharma
Building Officer
Waipā District Council
""")

# 9 — multipart/mixed: probate granted + base64 text attachment (storage unit only there)
M(path="mail/2025/06/2025-06-12_probate-granted.eml",
  frm="Fiona Bryce <fiona.bryce@mckbryce.example>", to=HAMISH,
  cc="Shona Galloway <shona.galloway@mailbox.example>",
  date=(2025, 6, 12, 16, 10, 0), subject="Probate granted - Estate of D J Galloway",
  msgid="<fb-20250612-1610@mckbryce.example>",
  kind="mixed", cte="quoted-printable",
  body="""Dear Hamish and Shona

Good news — probate was granted by the High Court on 10 June 2025. You can now act on behalf of the estate.

I attach a schedule of the estate assets as we currently understand them. Please check it and let me know if anything is missing — in particular any bank accounts, shares or KiwiSaver we might not know about.

Suggested next steps:
 - transfer the funds into the estate trust account (we'll do this);
 - decide on the timing of the sale of the Glenpark Avenue property and appoint an agent;
 - keep the storage unit until the house is sold and the belongings have been distributed as you've agreed.

Kind regards

Fiona Bryce
McKechnie Bryce Lawyers
""",
  attachments=[("Estate_asset_schedule_DJ_Galloway.txt", """ESTATE OF DESMOND JOHN GALLOWAY - SCHEDULE OF ASSETS (as at 11 June 2025)
Prepared by McKechnie Bryce Lawyers for the executors (H. Te Whare-Galloway, S. Galloway)

1. Real property
   17 Glenpark Avenue, Mornington, Dunedin. Freehold. RV $455,000 (2022).

2. Bank accounts
   BNZ cheque account ........................ $12,406.55
   BNZ online saver .......................... $38,220.10

3. KiwiSaver
   Des had withdrawn his KiwiSaver at 65. Nil.

4. Vehicles / boat
   2004 Ford Falcon XR6 ute (reg DJG44) ....... est. $6,000
   14 ft Fyran boat + trailer ................ est. $9,500

5. Personal effects in storage
   Southern Cross Self Storage, Unit B14, 40 Strathallan Street, South Dunedin.
   Rent $189/month, paid by direct debit from the BNZ cheque account.
   Access code held by H. Te Whare-Galloway. Contents: tools, fishing gear,
   photographs, medals, furniture (see inventory taken 13 April 2025).

6. Liabilities
   Funeral account (Gillies & Sons) .......... $9,840.00 - paid
   Dunedin City Council rates (to 30 June) ... $1,212.00
   Final power account ....................... $188.40
""")])

# 10 — HTML-only, BASE64: herd test results (noise / distractor)
M(path="mail/2025/06/2025-06-20_herd-test-results.eml",
  frm="Waipa Herd Improvement <results@waipaherd.example>", to=HAMISH,
  date=(2025, 6, 20, 8, 30, 0), subject="Herd test results - herd HT-30981 - test 4 of 4",
  msgid="<ht-30981-2025-4@waipaherd.example>",
  kind="html", cte="base64",
  html="""<html><body>
<h2>Herd test results &ndash; test 4 of 4 (17 June 2025)</h2>
<p>Herd average: 1.62 kgMS/cow/day &middot; Herd SCC (weighted): 168,000 cells/mL &middot; Cows tested: 351</p>
<h3>Cows with individual SCC over 500,000</h3>
<table border="1" cellpadding="3">
<tr><th>Cow</th><th>Age</th><th>SCC (000)</th><th>Previous test</th><th>Suggestion</th></tr>
<tr><td>2193</td><td>9</td><td>1,240</td><td>980</td><td>Cull</td></tr>
<tr><td>1764</td><td>7</td><td>860</td><td>720</td><td>Cull / DCT</td></tr>
<tr><td>2031</td><td>8</td><td>790</td><td>1,010</td><td>Cull</td></tr>
<tr><td>1655</td><td>10</td><td>705</td><td>430</td><td>DCT + teatseal</td></tr>
<tr><td>2280</td><td>4</td><td>612</td><td>88</td><td>Check for clinical</td></tr>
<tr><td>1902</td><td>6</td><td>544</td><td>610</td><td>Cull</td></tr>
</table>
<p>Log in to your portal for the full report.</p>
</body></html>
""")

# 11 — reply, 7bit: calf rearer
M(path="mail/2025/06/2025-06-23_re-calves-this-season.eml",
  frm="Moana Rewiti <moana.rewiti@kiwimail.example>", to=HAMISH,
  date=(2025, 6, 23, 20, 12, 0), subject="Re: calves this season?",
  msgid="<mr-20250623-2012@kiwimail.example>",
  in_reply_to="<htwg-20250622-1930@kiwimail.example>",
  kind="plain", cte="7bit",
  body="""Kia ora Hamish

Ae, I'm in. Wouldn't miss it. I can start Tuesday 15 July like you said. $1,150 a week is fine, plus the petrol for the calf trailer runs.

I'm happy with the once a day from 3 weeks, we did it that way at the Hollis place and the calves were fine. Just make sure the meal's there from day 3 and the hay racks are full.

Can you get the cracked calfeteria fixed before I start please, the one on the end.

Nga mihi
Moana Rewiti

On Sun, 22 Jun 2025 at 19:30, Hamish Te Whare-Galloway wrote:
> Kia ora Aunty Moana,
> Hope you're keeping warm. Are you keen to rear the calves for us again
> this season? PSC is 20 July, heifers a week before. Could you start
> Tuesday 15 July? Thinking $1,150 a week - bit up on last year.
> Same system as last year except I want to go once a day a bit earlier.
> Hamish
""")

# 12 — multipart/alternative promo (noise)
M(path="mail/2025/07/2025-07-30_backcountry-winter-sale.eml",
  frm="Backcountry Outfitters <deals@backcountry-outfitters.example>", to=HAMISH,
  date=(2025, 7, 30, 12, 0, 0), subject="Winter clearance - up to 40% off wet weather gear",
  msgid="<promo-2025-07-30@backcountry-outfitters.example>",
  kind="alt", cte="quoted-printable", list_unsub=True,
  body="""WINTER CLEARANCE - UP TO 40% OFF

Wet weather jackets from $129
Bush shirts - 30% off
Gumboots (all sizes) - 25% off
Possum socks 3 for $45

Ends Sunday. In store and online.
Unsubscribe: https://backcountry-outfitters.example/unsub
""",
  html="""<html><body>
<h1>Winter clearance &ndash; up to 40% off</h1>
<table><tr><td>Wet weather jackets</td><td>from $129</td></tr>
<tr><td>Bush shirts</td><td>30% off</td></tr>
<tr><td>Gumboots (all sizes)</td><td>25% off</td></tr>
<tr><td>Possum socks</td><td>3 for $45</td></tr></table>
<p>Ends Sunday. In store and online.</p>
<p><a href="https://backcountry-outfitters.example/unsub">Unsubscribe</a></p>
</body></html>
""")

# 13 — multipart/mixed: welcome Priya + base64 attachment (door code, first days off)
M(path="mail/2025/07/2025-07-31_welcome-to-the-team.eml",
  frm=HAMISH, to="Priya Nair <priya.nair@mailbox.example>",
  cc="Sione Fifita <sione.f@kiwimail.example>",
  date=(2025, 7, 31, 20, 40, 0), subject="Welcome to the team - info for Monday",
  msgid="<htwg-20250731-2040@kiwimail.example>",
  kind="mixed", cte="7bit",
  body="""Hi Priya,

Welcome aboard - we're stoked to have you. Sione and I will meet you at the shed at 4:45 am on Monday. Bring your own gumboots, we've got overalls and wet weather gear for you.

I've attached a welcome pack with the shed info, codes and your first roster. Have a read over the weekend and don't worry about remembering it all.

It's calving so the first couple of weeks will be full on. Ask anything, any time.

Cheers,
Hamish
027 555 0100
""",
  attachments=[("welcome-pack.txt", """WELCOME PACK - POHLEN FARM (1480 Maungatautari Rd)

WHO'S WHO
  Hamish Te Whare-Galloway - farm manager
  Sione Fifita - 2IC
  Jack Mulholland - relief milker (weekends)

SHED
  Milking 5:00 am / 2:30 pm. Be at the shed 15 min before.
  Shed office door code: 3942# (the office has the first aid kit, phone charger, the fridge)
  Red-band cows = treated, bucket line, NEVER the vat.

YOUR FIRST ROSTER
  Week 1: shadow Sione, mornings + afternoons.
  First days off: Sat 16 + Sun 17 Aug.
  Then 8 on / 2 off.

SAFETY
  Quad bike: helmet always, no passengers. Induction with Sione before you ride it alone.
  Effluent system: not on your own until you've done the SOP.
  Bulls: never go in a paddock with a bull on your own.

PAY
  Fortnightly, Wednesday. Timesheets in the office by Monday night.
""")])

# 14 — plain, 8bit: pond liner quote
M(path="mail/2025/08/2025-08-18_pond-liner-quote.eml",
  frm="Dion Mackie <dion@waikatoliners.example>", to=HAMISH,
  date=(2025, 8, 18, 17, 5, 0), subject="Quote Q-2291 – effluent pond liner, Maungatautari Rd",
  msgid="<q2291@waikatoliners.example>",
  kind="plain", cte="8bit",
  body="""Hi Hamish,

Thanks for showing me round the pond on Thursday. As promised, here's our quote.

Quote Q-2291
Supply and install 1.5 mm HDPE liner to existing effluent storage pond (approx. 2,400 m³), including:
 – reshaping and compacting the south and east batters
 – anchor trench, leak detection drainage under the liner
 – welding, testing and certification (producer statement)
 – removal of spoil to a site on farm you nominate

Total: $36,450 + GST

Install window: February–March 2026 once the pond's drawn down. Quote valid 90 days. 20% deposit to lock in a date.

Any questions, give me a bell.

Cheers
Dion Mackie
Waikato Liners Ltd — 027 555 0193
""")

# 15 — multipart/alternative: listing with agent
M(path="mail/2025/09/2025-09-03_glenpark-ave-listing.eml",
  frm="Mark Ferris <mark.ferris@southernrealty.example>", to=HAMISH,
  cc="Shona Galloway <shona.galloway@mailbox.example>",
  date=(2025, 9, 3, 10, 0, 0), subject="17 Glenpark Avenue - listing live + open homes",
  msgid="<mf-20250903-1000@southernrealty.example>",
  kind="alt", cte="quoted-printable",
  body="""Hi Hamish and Shona,

The listing for 17 Glenpark Avenue is now live on our website and the usual portals.

Method: price by negotiation. Guide: $520,000.
Open homes: Sunday 14 September 1:00-1:45pm and Sunday 21 September 1:00-1:45pm.

The photos came up really well - the view across to the harbour sells itself. I'll send a weekly update with enquiry numbers and feedback.

Any questions, I'm on my mobile any time.

Kind regards
Mark Ferris
Sales Consultant, Southern Realty Mornington
021 555 0157
""",
  html="""<html><body>
<p>Hi Hamish and Shona,</p>
<p>The listing for <b>17 Glenpark Avenue</b> is now live on our website and the usual portals.</p>
<table border="1" cellpadding="4">
<tr><td>Method</td><td>Price by negotiation</td></tr>
<tr><td>Guide</td><td>$520,000</td></tr>
<tr><td>Open homes</td><td>Sun 14 Sept 1:00&ndash;1:45pm<br>Sun 21 Sept 1:00&ndash;1:45pm</td></tr>
</table>
<p>The photos came up really well &ndash; the view across to the harbour sells itself. I'll send a weekly update with enquiry numbers and feedback.</p>
<p>Kind regards<br>Mark Ferris<br>Sales Consultant, Southern Realty Mornington<br>021 555 0157</p>
</body></html>
""")

# 16 — reply: piles moved (makes sleepout.ics stale)
M(path="mail/2025/09/2025-09-10_re-sleepout-piles-saturday.eml",
  frm="Robbie Tane <robbie.tane@buildmail.example>", to=HAMISH,
  date=(2025, 9, 10, 18, 22, 0), subject="Re: sleepout piles Saturday",
  msgid="<rt-20250910-1822@buildmail.example>",
  in_reply_to="<htwg-20250910-1300@kiwimail.example>",
  kind="plain", cte="7bit",
  body="""Nah bro, Saturday's a no go. Forecast is 60 mil Friday night and your site will be porridge. No point pouring piles in a swamp.

I've rung the concrete guys and moved it to Saturday 27/9, truck at 7am. Same plan - 12 piles, I'll bring the auger. If you can have the string lines still up that'd save us an hour.

Robbie

On Wed, 10 Sept 2025, Hamish wrote:
> Still on for Sat 13th for the piles? Weather's looking average.
> I'll have the kids on tea duty.
""")

# 17 — reply from Hamish: cladding decision REVERSED
M(path="mail/2025/09/2025-09-15_re-cladding-order.eml",
  frm=HAMISH, to="Robbie Tane <robbie.tane@buildmail.example>",
  date=(2025, 9, 15, 21, 10, 0), subject="Re: cladding order",
  msgid="<htwg-20250915-2110@kiwimail.example>",
  in_reply_to="<rt-20250913-0755@buildmail.example>",
  kind="plain", cte="8bit",
  body="""Hold off on that mate — change of plan.

We're NOT doing the Shadowclad. Leanne's put her foot down, she wants it to match the old woolshed, so we're going vertical board and batten — rough-sawn pine, stained dark. I know it's more work on the day and a bit more $$ but she's right, it'll look miles better next to the woolshed and I'd rather do it once.

Can you work out quantities for board and batten for the 4 walls and I'll put the order in with ITM myself? Cancel the Shadowclad quote.

Cheers, shout you a beer Saturday.
H

On Sat, 13 Sept 2025 at 07:55, Robbie Tane wrote:
> Morning. Want me to put the Shadowclad order in with ITM on Monday?
> 22 sheets plus the flashings. Need to know by Monday to have it for
> the framing weekend.
> R
""")

# 18 — HTML-only, BASE64: current PKE price (encoded-only)
M(path="mail/2025/09/2025-09-29_rangitoto-price-notice.eml",
  frm="Rangitoto Feeds <accounts@rangitotofeeds.example>", to=HAMISH,
  date=(2025, 9, 29, 9, 0, 0), subject="Price notice - effective 1 October 2025",
  msgid="<pn-20250929@rangitotofeeds.example>",
  kind="html", cte="base64",
  html="""<html><body>
<p>Dear customer,</p>
<p>Please note our updated delivered prices, effective <b>1 October 2025</b>:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Product</th><th>Min load</th><th>Price per tonne (excl GST)</th></tr>
<tr><td>PKE (palm kernel expeller)</td><td>28 t</td><td>$432</td></tr>
<tr><td>Soy hulls</td><td>10 t</td><td>$548</td></tr>
<tr><td>Tapioca</td><td>28 t</td><td>$495</td></tr>
</table>
<p>All existing orders confirmed before 30 September will be delivered at the previous price.</p>
<p>Rangitoto Feeds Ltd &middot; Accounts team</p>
</body></html>
""")

# 19 — forward: offer accepted (price + old settlement date)
M(path="mail/2025/10/2025-10-06_fwd-offer-accepted.eml",
  frm=HAMISH, to=LEANNE,
  date=(2025, 10, 6, 20, 2, 0), subject="Fwd: Offer accepted - 17 Glenpark Avenue",
  msgid="<htwg-20251006-2002@kiwimail.example>",
  kind="plain", cte="quoted-printable",
  body="""Done! Shona's happy, Mum's ok. Bit under the guide but a clean offer.
xx H

---------- Forwarded message ---------
From: Mark Ferris <mark.ferris@southernrealty.example>
Date: Mon, 6 Oct 2025 at 16:41
Subject: Offer accepted - 17 Glenpark Avenue
To: Hamish Te Whare-Galloway <hamish.twg@kiwimail.example>, Shona Galloway <shona.galloway@mailbox.example>

Hi Hamish and Shona,

Congratulations - both executors have now signed and the offer on 17 Glenpark Avenue is accepted.

Purchase price: $498,000
Deposit: 10% on going unconditional
Conditions: finance and building report, due Monday 20 October
Settlement date: Friday 28 November 2025

I've sent the agreement to Fiona Bryce. I'll let you know as soon as the conditions are satisfied.

Kind regards
Mark Ferris
Southern Realty Mornington
""")

# 20 — HTML-only, QP: kapa haka festival notice
M(path="mail/2025/10/2025-10-09_kapa-haka-festival-notice.eml",
  frm="Maungakawa School <office@maungakawa-school.example>", to=HAMISH,
  cc=LEANNE,
  date=(2025, 10, 9, 15, 30, 0), subject="Kapa haka festival - pānui for whānau",
  msgid="<panui-20251009@maungakawa-school.example>",
  kind="html", cte="quoted-printable",
  html="""<html><body>
<p>Kia ora e te wh&#257;nau,</p>
<p>Our r&#333;p&#363; kapa haka will perform at the <b>Waikato Primary Schools Kapa Haka Festival</b>. Details below:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Date</td><td>Thursday 20 November 2025</td></tr>
<tr><td>Venue</td><td>Waikato Events Centre, Hall B, Hamilton</td></tr>
<tr><td>Our bracket</td><td>approx. 11:40am (programme to follow)</td></tr>
<tr><td>Bus</td><td>leaves school 8:15am, back by 3pm</td></tr>
<tr><td>Uniform</td><td>Black skirt / shorts, school kapa haka top, piupiu (issued on the day)</td></tr>
<tr><td>Bring</td><td>Water bottle, packed lunch, sunhat</td></tr>
</table>
<p>Wh&#257;nau are very welcome to come and support. Entry is free.</p>
<p>Ng&#257; mihi,<br>Whaea Hira and the kapa haka team</p>
</body></html>
""")

# 21 — multipart/alternative, BASE64 both parts: Year 6 camp (cost only encoded)
M(path="mail/2025/10/2025-10-20_year-6-camp-information.eml",
  frm="Maungakawa School <office@maungakawa-school.example>", to=HAMISH,
  cc=LEANNE,
  date=(2025, 10, 20, 14, 5, 0), subject="Year 6 camp - information, gear list and payment",
  msgid="<camp-20251020@maungakawa-school.example>",
  kind="alt", cte="base64",
  body="""Kia ora whānau of Room 4,

Year 6 camp is almost here!

Where: Tui Ridge Camp, Raglan
When: Wednesday 3 December to Friday 5 December 2025 (bus leaves school 9am Wednesday, back about 2:30pm Friday)
Cost: $285 per student (covers transport, food, accommodation, surfing lesson and the high ropes)

Payment and the medical/consent form are both due by Friday 21 November. Pay online through the school payment portal. Medical forms back to Mr Dawson.

Gear list
 - sleeping bag + pillow
 - togs, towel, rash shirt
 - warm jacket + raincoat
 - sneakers AND old shoes that can get wet
 - torch
 - named water bottle
 - any medication (in a named bag, hand to Mr Dawson on the bus)
No devices, no lollies please.

Parent helpers — we still need two more. Let Mr Dawson know.

Ngā mihi,
Tom Dawson
Year 6 teacher
""",
  html="""<html><body>
<p>Kia ora wh&#257;nau of Room 4,</p>
<p>Year 6 camp is almost here!</p>
<table border="1" cellpadding="4">
<tr><td>Where</td><td>Tui Ridge Camp, Raglan</td></tr>
<tr><td>When</td><td>Wednesday 3 December to Friday 5 December 2025</td></tr>
<tr><td>Cost</td><td>$285 per student</td></tr>
<tr><td>Due</td><td>Payment + medical/consent form by Friday 21 November</td></tr>
</table>
<p><b>Gear list:</b> sleeping bag + pillow, togs, towel, rash shirt, warm jacket, raincoat, sneakers and old shoes, torch, named water bottle, medication (named bag).</p>
<p>No devices, no lollies please.</p>
<p>Ng&#257; mihi,<br>Tom Dawson, Year 6 teacher</p>
</body></html>
""")

# 22 — reply: settlement moved (CURRENT) + IRD still outstanding
M(path="mail/2025/11/2025-11-04_re-settlement-and-ird.eml",
  frm="Fiona Bryce <fiona.bryce@mckbryce.example>", to=HAMISH,
  cc="Shona Galloway <shona.galloway@mailbox.example>",
  date=(2025, 11, 4, 11, 25, 0), subject="Re: settlement + IRD?",
  msgid="<fb-20251104-1125@mckbryce.example>",
  in_reply_to="<htwg-20251103-2130@kiwimail.example>",
  kind="plain", cte="quoted-printable",
  body="""Dear Hamish

Two updates.

Settlement: the purchasers' bank has been slow with their loan documents and their solicitor asked for a short extension. Shona has agreed on behalf of the executors, so the new settlement date is Friday 12 December 2025. A variation has been signed by both sides. Penalty interest applies if they miss it.

IRD: we're still waiting on Inland Revenue to process Des's final return (to date of death). Our accountant filed it on 2 October. Until IRD confirms, we can't file the estate return or make an interim distribution. I'd expect to hear before Christmas but I can't promise.

Kind regards

Fiona

On Mon, 3 Nov 2025 at 21:30, Hamish Te Whare-Galloway wrote:
> Hi Fiona, any news on settlement? Shona mentioned the buyers' bank was
> dragging its feet. And where are we at with the IRD stuff - Mum keeps
> asking when things will be wrapped up.
> Thanks, Hamish
""")

# 23 — plain 7bit: ute service booking
M(path="mail/2025/11/2025-11-10_cambridge-motors-booking.eml",
  frm="Cambridge Motors Service <service@cambridgemotors.example>", to=HAMISH,
  date=(2025, 11, 10, 9, 12, 0), subject="Booking confirmation - Toyota Hilux",
  msgid="<bk-CM-88213@cambridgemotors.example>",
  kind="plain", cte="7bit",
  body="""Hi Hamish,

Thanks for booking with Cambridge Motors. Your booking is confirmed:

Vehicle: Toyota Hilux SR5 2017 (reg LTW562)
Date: Monday 24 November 2025, drop off 8:00am
Work: 150,000 km scheduled service + WOF
Booking ref: CM-88213
Courtesy car: not available that day - we can drop you back to the farm if needed.

Please leave the key in the after-hours box if you're dropping off early.

Regards,
Cambridge Motors Service Team
07 555 0112
""")

# 24 — reply: Sione confirms January cover + NEW phone number
M(path="mail/2025/11/2025-11-12_re-jan-cover.eml",
  frm="Sione Fifita <sione.f@kiwimail.example>", to=HAMISH,
  date=(2025, 11, 12, 19, 48, 0), subject="Re: Jan cover",
  msgid="<sf-20251112-1948@kiwimail.example>",
  in_reply_to="<htwg-20251112-1215@kiwimail.example>",
  kind="plain", cte="8bit",
  body="""Sweet as bro, I'll run it 3–10 Jan no worries. Jack says he can do the relief milkings on the 4th, 5th and the 8th so me and Priya still get a day each.

Enjoy Whangamatā, catch a big one.

Oh and heads up — new number: 022 555 0187. Old phone went through the rotary (don't ask) and the old number wouldn't port over. Can you update it on the sheet in the shed and the house-sitter thing?

Sione

On Wed, 12 Nov 2025 at 12:15, Hamish wrote:
> Hey Sione, are you right to be in charge 3-10 Jan while we're at the bach?
> Jack's available for relief. No pressure, let me know.
> H
""")

# 25 — plain 8bit: power bill (noise)
M(path="mail/2025/11/2025-11-14_power-bill-october.eml",
  frm="Kiwi Power <billing@kiwipower.example>", to=HAMISH,
  date=(2025, 11, 14, 6, 0, 0), subject="Your Kiwi Power bill is ready",
  msgid="<bill-202510-7781@kiwipower.example>",
  kind="plain", cte="8bit",
  body="""Kia ora Hamish,

Your bill for the period 1–31 October 2025 is ready.

Account: 7781 0042 (manager's house, 1480 Maungatautari Rd)
Amount due: $212.60
Due date: 28 November 2025

You used 11% less power than the same time last year — nice one.

Pay online, by direct debit or at any post shop.

Kiwi Power
""")
