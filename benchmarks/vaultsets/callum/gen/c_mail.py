# -*- coding: utf-8 -*-
"""E-mail specs for Callum's vault. Built by util.make_eml in this order."""

ME = "Callum Drummond <callum.drummond@postbox.example>"
ME_WORK = "Callum Drummond <c.drummond@lornmarine.example>"
KENNY = "Kenny Boyd <kenny@lorndrainage.example>"
INGRID = "Ingrid Solberg <ingrid.solberg@havbrekk.example>"
MAGNUS = "Magnus Haugen <magnus.haugen@havbrekk.example>"
NIAMH = "Niamh O'Connell <n.oconnell@lornmarine.example>"
JAMIE = "Jamie Kerr <jamie@kerrstoves.example>"
FIONA = "Fiona Mackay <fiona.mackay@mailbox.example>"
KIRSTY = "Kirsty Drummond <kirsty.drummond@glasmail.example>"
ARCHIE = "Archie Fraser <archie@fraserstonework.example>"

HTML_HEAD = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>%s</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#222}table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:6px 10px;text-align:left}th{background:#eef3f6}</style>
</head><body>
"""
HTML_TAIL = "\n</body></html>\n"


def html(title, body):
    return (HTML_HEAD % title) + body + HTML_TAIL


MAILS = []

# 1 ---------------------------------------------------------------- septic quote (7bit)
MAILS.append(dict(
    path="mail/2024/03/2024-03-11_lorn-drainage-tank-booking.eml",
    frm=KENNY, to=ME, subject="Tank empty - Tigh na Creige",
    date="2024-03-11 08:52 +0000", kind="plain", cte="7bit",
    text="""Hi Callum,

Thanks for the call on Friday. I've booked you in for Monday 22nd April, in the morning - somewhere between 8 and 10, depends how I get on at the pier toilets at Ardcarrick first (glamorous job this).

Price for a standard domestic empty up to 3000 litres is 180 quid all in, VAT included. I'll check the baffles and have a look at the outlet to the soakaway while I'm there, no extra for that.

Can you make sure the lid's clear and I can get the tanker up the track? Last time at your place the previous owner had a trailer parked across it and I had to run 40m of hose.

Cheers
Kenny

Lorn Drainage Services
Septic tanks, soakaways, drain unblocking - Oban, Lorn & the islands
07700 900412
""",
))

# 2 ---------------------------------------------------------------- KELPLINK kick-off (8bit)
MAILS.append(dict(
    path="mail/2024/04/2024-04-09_kelplink-kickoff-notes.eml",
    frm=INGRID, to=ME_WORK, cc=MAGNUS + ", " + NIAMH,
    subject="KELPLINK – kick-off notes and next steps",
    date="2024-04-09 16:40 +0200", kind="plain", cte="8bit",
    text="""Dear Callum (cc Magnus, Niamh),

Thank you all for a very good kick-off call this morning. Here are my notes so we all agree on what we agreed!

1. Call: NSOF "Coastal Resilience 2025". Full proposal deadline is 14 March 2025, 16:00 CET. I will submit through the portal as PI.
2. Work packages (leads):
   - WP1 Population genetics of Laminaria hyperborea – Havbrekk (me)
   - WP2 Spore dispersal modelling – Lars Eide, Nordland Coastal Lab (he will join the next call, he is in Tromsø this week)
   - WP3 Urchin barrens, surveys and recovery experiments – Lorn Marine Field Station (Callum)
   - WP4 Management and stakeholders – all, coordinated from Bergen
3. Budget: Magnus builds the spreadsheet. Please send him your day rates and overhead rules by end of May.
4. Norwegian sites for WP3: we propose two barren sites near Ålesund and one recovering site in Hardanger, to pair with your Lorn sites.
5. Writing workshop in Bergen: early-to-mid February 2025, three days, at Havbrekk. Exact dates when we know the room bookings.
6. Monthly partner call, first Thursday of each month at 14:00 CET.

Callum – for WP3 I would like us to think about an ROV component for the Norwegian sites, and maybe also yours. Let us see what it costs.

P.S. You asked at the dinner in Brussels about the soup. It is bergensk fiskesuppe, and my grandmother's way is: a good fish stock, carrot, leek and celeriac in small pieces, cream (a lot), a splash of vinegar and a little sugar to make it sweet-sour, and then white fish and some fish balls at the end. Chives on top. I will make it for you when you come to Bergen, I promise.

Beste hilsen,
Ingrid

--
Ingrid Solberg, PhD
Senior Researcher, Coastal Ecology
Havbrekk Institute, Bergen
""",
))

# 3 ---------------------------------------------------------------- reply (QP)
MAILS.append(dict(
    path="mail/2024/04/2024-04-10_re-kelplink-kickoff-notes.eml",
    frm=ME_WORK, to=INGRID, cc=MAGNUS + ", " + NIAMH,
    subject="Re: KELPLINK – kick-off notes and next steps",
    date="2024-04-10 09:15 +0100", kind="plain", cte="quoted-printable",
    reply_to="mail/2024/04/2024-04-09_kelplink-kickoff-notes.eml",
    text="""Hi Ingrid,

Thanks – that's exactly how I remember it, which is a good start.

Happy to lead WP3. I'll get my CV to you in the NSOF template by the end of the month, and Magnus will have our day rates and the station's overhead rules from Alison in finance before the end of May.

On the ROV: let's see what Magnus's numbers say before we commit. We don't have one at the station, so it would be hire plus a pilot, and our sites are shallow enough that divers and a drop-down camera might do the job. But open to persuasion.

The Ålesund and Hardanger pairing sounds great.

And I'm holding you to the soup.

All the best,
Callum

On Tue, 9 Apr 2024 at 16:40, Ingrid Solberg <ingrid.solberg@havbrekk.example> wrote:
> 1. Call: NSOF "Coastal Resilience 2025". Full proposal deadline is
> 14 March 2025, 16:00 CET. I will submit through the portal as PI.
> [...]
> 4. Norwegian sites for WP3: we propose two barren sites near Ålesund
> and one recovering site in Hardanger, to pair with your Lorn sites.
> [...]
> Callum – for WP3 I would like us to think about an ROV component for
> the Norwegian sites, and maybe also yours. Let us see what it costs.

--
Dr Callum Drummond
Marine Ecologist, Lorn Marine Field Station
Ardnacraig, by Oban
""",
))

# 4 ---------------------------------------------------------------- mooring invoice 2024 (HTML only, QP)
MAILS.append(dict(
    path="mail/2024/05/2024-05-02_ardcarrick-mooring-invoice-2024.eml",
    frm="Ardcarrick Harbour Trust <moorings@ardcarrickharbour.example>", to=ME,
    subject="Invoice AHT-2024-0187 – mooring licence 2024/25",
    date="2024-05-02 11:03 +0100", kind="html", cte="quoted-printable",
    html=html("Invoice AHT-2024-0187", """<h2>Ardcarrick Harbour Trust</h2>
<p>Dear Mr Drummond,</p>
<p>Please find below your invoice for the 2024/25 mooring year (1 April 2024 – 31 March 2025).</p>
<table>
<tr><th>Invoice no.</th><td>AHT-2024-0187</td></tr>
<tr><th>Vessel</th><td>Selkie (Orkney Longliner 16)</td></tr>
<tr><th>Mooring</th><td>No. 23 – Ardcarrick Bay (swing mooring)</td></tr>
<tr><th>Description</th><td>Annual mooring licence 2024/25</td></tr>
<tr><th>Amount due</th><td>£140.00</td></tr>
<tr><th>Due by</th><td>31 May 2024</td></tr>
</table>
<p>Payment by bank transfer to the Trust account (details on our website) quoting the invoice number, or by cheque to the Harbour Office.</p>
<p>Reminder: the Trust inspects all mooring tackle every two years. Your mooring is next due for inspection in spring 2025.</p>
<p>Kind regards,<br>Duncan MacPhail<br>Harbourmaster, Ardcarrick Harbour Trust</p>"""),
))

# 5 ---------------------------------------------------------------- promo (HTML only, 7bit)
MAILS.append(dict(
    path="mail/2024/05/2024-05-20_west-coast-outdoors-spring-sale.eml",
    frm="West Coast Outdoors <hello@westcoastoutdoors.example>", to=ME,
    subject="Spring Sale: up to 30% off drysuits & waterproofs",
    date="2024-05-20 07:00 +0100", kind="html", cte="7bit",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Spring Sale</title></head>
<body style="font-family:Arial,sans-serif">
<h1>Spring Sale is ON</h1>
<p>Hi Callum, the sun's (nearly) out. Time to sort your kit.</p>
<table cellpadding="8" border="1">
<tr><th>Product</th><th>Was</th><th>Now</th></tr>
<tr><td>Coastal Pro drysuit (men's)</td><td>&pound;649</td><td>&pound;459</td></tr>
<tr><td>Kids' buoyancy aid 30-40kg</td><td>&pound;55</td><td>&pound;42</td></tr>
<tr><td>Hebrides waterproof smock</td><td>&pound;180</td><td>&pound;126</td></tr>
<tr><td>Neoprene gloves 5mm</td><td>&pound;35</td><td>&pound;24.50</td></tr>
</table>
<p>Free delivery on orders over &pound;60 to the Highlands &amp; Islands.</p>
<p><a href="https://westcoastoutdoors.example/sale">Shop the sale</a></p>
<p style="font-size:small">You are receiving this because you bought from us before.
<a href="https://westcoastoutdoors.example/unsubscribe">Unsubscribe</a>.</p>
</body></html>
""",
))

# 6 ---------------------------------------------------------------- stove quote (alt, QP)
_q_text = """Hi Callum,

Good to meet you on Monday and thanks for the tea. As promised, here's the formal quote for supply and fit at Tigh na Creige, based on the Morsø Squirrel you settled on.

  Morsø Squirrel 1410 stove (black)                    £1,195.00
  6" 904-grade flexible liner (8m), top plate, cowl      £620.00
  Register plate, hearth extension (slate), closure      £390.00
  Labour (2 days), HETAS certificate, CO alarm           £640.00
  -----------------------------------------------------------
  TOTAL (incl. VAT)                                    £2,845.00

Smoke test on the 10th was fine – the stack is sound, just needs lining. The hearth needs to come forward about 150mm to meet regs.

A £500 deposit secures the booking. I'm booked solid till late October but can fit you in early November. The Morsø is a 10–12 week lead time from the importer just now, so if you want it before the cold weather I'd order sooner rather than later.

Any questions give me a shout.

Jamie

Jamie Kerr
Kerr Stoves & Flues – HETAS registered installer
Connel, Argyll
"""
MAILS.append(dict(
    path="mail/2024/06/2024-06-18_kerr-stoves-quote.eml",
    frm=JAMIE, to=ME, subject="Quote – supply & fit, Tigh na Creige",
    date="2024-06-18 18:22 +0100", kind="alt", cte="quoted-printable",
    text=_q_text,
    html=html("Quote", """<p>Hi Callum,</p>
<p>Good to meet you on Monday and thanks for the tea. As promised, here's the formal quote for supply and fit at Tigh na Creige, based on the Morsø Squirrel you settled on.</p>
<table>
<tr><th>Item</th><th>Price</th></tr>
<tr><td>Morsø Squirrel 1410 stove (black)</td><td>£1,195.00</td></tr>
<tr><td>6" 904-grade flexible liner (8m), top plate, cowl</td><td>£620.00</td></tr>
<tr><td>Register plate, hearth extension (slate), closure</td><td>£390.00</td></tr>
<tr><td>Labour (2 days), HETAS certificate, CO alarm</td><td>£640.00</td></tr>
<tr><th>TOTAL (incl. VAT)</th><th>£2,845.00</th></tr>
</table>
<p>Smoke test on the 10th was fine – the stack is sound, just needs lining. The hearth needs to come forward about 150mm to meet regs.</p>
<p>A £500 deposit secures the booking. I'm booked solid till late October but can fit you in early November. The Morsø is a 10–12 week lead time from the importer just now, so if you want it before the cold weather I'd order sooner rather than later.</p>
<p>Any questions give me a shout.</p>
<p>Jamie<br>Jamie Kerr<br>Kerr Stoves &amp; Flues – HETAS registered installer<br>Connel, Argyll</p>"""),
))

# 7 ---------------------------------------------------------------- Jamie recommends Charnwood (8bit)
MAILS.append(dict(
    path="mail/2024/07/2024-07-03_kerr-stoves-re-quote.eml",
    frm=JAMIE, to=ME, subject="Re: Quote – supply & fit, Tigh na Creige",
    date="2024-07-03 20:47 +0100", kind="plain", cte="8bit",
    reply_to="mail/2024/06/2024-06-18_kerr-stoves-quote.eml",
    text="""Hi Callum,

Honest answer – I've been thinking about it since the survey and I should have said it on the day.

With the living room open to the stair you're heating a good bit more than just the one room, and with those walls and the single glazing upstairs the Squirrel would be running flat out most of the winter. A stove that's always flat out doesn't last, and one that's turned down to make it last tars up the liner. Neither's great.

What I'd steer you to is the Charnwood C-Five. 5kW nominal, top flue so it suits your register plate better than the Squirrel's setup, a really good airwash (glass stays clean, you'll actually see the fire), and Charnwood give a 10-year guarantee. They're made on the Isle of Wight and I can get one in about three weeks, against 10–12 for the Morsø just now.

Stove's £285 more. Everything else on the quote stays the same, so the total would be £3,130.00 instead of £2,845.00.

Your call entirely – the Squirrel's a lovely stove and it'd be fine in a smaller room. I just wouldn't put it in yours.

Jamie

> Quick one before I pay the deposit - is the Squirrel definitely big
> enough? The living room's open to the stair and upstairs is baltic
> even in June.
""",
))

# 8 ---------------------------------------------------------------- Callum decides (QP)
MAILS.append(dict(
    path="mail/2024/07/2024-07-04_re-kerr-stoves-going-charnwood.eml",
    frm=ME, to=JAMIE, subject="Re: Quote – supply & fit, Tigh na Creige",
    date="2024-07-04 07:58 +0100", kind="plain", cte="quoted-printable",
    reply_to="mail/2024/07/2024-07-03_kerr-stoves-re-quote.eml",
    text="""Morning Jamie,

You've talked me round. Let's go with the Charnwood C-Five instead of the Squirrel – I'd rather it was a wee bit big than struggling all winter, and three weeks beats twelve.

I'll transfer the £500 deposit today (reference TIGHNACREIGE). Can we pencil in Thursday 14 November for the install? I'll take the day off and keep the dog out of your way.

Black, please, same as the Squirrel would have been.

Cheers,
Callum

On Wed, 3 Jul 2024 at 20:47, Jamie Kerr <jamie@kerrstoves.example> wrote:
> What I'd steer you to is the Charnwood C-Five. 5kW nominal, top flue so
> it suits your register plate better than the Squirrel's setup, a really
> good airwash (glass stays clean, you'll actually see the fire), and
> Charnwood give a 10-year guarantee.
> [...]
> Stove's £285 more. Everything else on the quote stays the same, so the
> total would be £3,130.00 instead of £2,845.00.
""",
))

# 9 ---------------------------------------------------------------- boat insurance (base64)
MAILS.append(dict(
    path="mail/2024/07/2024-07-22_merrow-marine-renewal.eml",
    frm="Merrow Marine Insurance <renewals@merrowmarine.example>", to=ME,
    subject="Your Merrow Marine renewal – Selkie",
    date="2024-07-22 10:15 +0100", kind="plain", cte="base64",
    text="""Dear Mr Drummond,

Thank you for insuring with Merrow Marine. Your small craft policy is due for renewal on 1 August 2024. Here are your renewal details.

Policy number:    MMI-7730-SEL-24
Vessel:           Selkie – Orkney Longliner 16 (1994), GRP
Engine:           Outboard, 20hp four-stroke
Mooring:          Ardcarrick Bay (swing mooring), laid up ashore Nov–Mar
Hull & machinery: £6,500 agreed value
Personal effects: £500
Third party:      £3,000,000
Excess:           £150 (£250 for theft of outboard)
Cruising area:    UK coastal waters, up to 12 miles offshore

Annual premium:   £187.40 (incl. Insurance Premium Tax)

Your policy will renew automatically by Direct Debit on 1 August 2024. If anything has changed – a new engine, a new mooring, or you now keep the boat somewhere else over winter – please let us know before then, as it can affect your cover.

Please quote your policy number in all correspondence and if you ever need to make a claim.

Kind regards,
Renewals Team
Merrow Marine Insurance
""",
))

# 10 --------------------------------------------------------------- station newsletter (alt, QP)
_news_text = """STATION NEWS – AUGUST 2024
Lorn Marine Field Station, Ardnacraig

URCHINS ON THE MARCH
One of our long-term kelp monitoring sites off Kerrera has gone from dense forest to urchin barren in little over five years. Callum Drummond, who has led the annual surveys since 2020, describes it as "a pink desert" – bare rock crusted with coralline algae, grazed clean by edible sea urchins (Echinus esculentus), with densities of five to seven per square metre in June. Nobody is yet sure why: fewer predators, warmer winters, a run of good urchin recruitment years, or all of the above. Callum and Niamh O'Connell are part of a Scottish–Norwegian bid (KELPLINK) to find out, and to test whether clearing urchins lets the kelp come back. Watch this space.

NEW ENGINES FOR CORRAN
The station RIB is back in the water with twin new outboards after a summer in Gregor's workshop. Gregor reports she is "quicker than she has any right to be". Dive officers: please re-read the updated boat SOPs before your next trip.

WELCOME
A warm welcome to Aoife Brennan, who joins us in September as a PhD student working on seagrass restoration in Loch Creran (supervised by Helen Strachan and Callum Drummond).

SUMMER BARBECUE
Friday 23 August from 5pm on the station lawn. Partners and kids welcome. Bring a dish. Gregor is in charge of the grill, God help us.

REMINDERS
- Dive medicals due for renewal: check your expiry dates with Gregor.
- The library is NOT a drying room for wetsuits.

Helen Strachan, Director
"""
MAILS.append(dict(
    path="mail/2024/08/2024-08-14_station-news-august.eml",
    frm="LMFS Station News <news@lornmarine.example>", to="All staff <allstaff@lornmarine.example>",
    subject="Station News – August 2024",
    date="2024-08-14 12:30 +0100", kind="alt", cte="quoted-printable",
    text=_news_text,
    html=html("Station News – August 2024", """<h1>Station News – August 2024</h1>
<p><em>Lorn Marine Field Station, Ardnacraig</em></p>
<h2>Urchins on the march</h2>
<p>One of our long-term kelp monitoring sites off Kerrera has gone from dense forest to urchin barren in little over five years. Callum Drummond, who has led the annual surveys since 2020, describes it as "a pink desert" – bare rock crusted with coralline algae, grazed clean by edible sea urchins (<i>Echinus esculentus</i>), with densities of five to seven per square metre in June. Nobody is yet sure why: fewer predators, warmer winters, a run of good urchin recruitment years, or all of the above. Callum and Niamh O'Connell are part of a Scottish–Norwegian bid (KELPLINK) to find out, and to test whether clearing urchins lets the kelp come back. Watch this space.</p>
<h2>New engines for Corran</h2>
<p>The station RIB is back in the water with twin new outboards after a summer in Gregor's workshop. Gregor reports she is "quicker than she has any right to be". Dive officers: please re-read the updated boat SOPs before your next trip.</p>
<h2>Welcome</h2>
<p>A warm welcome to Aoife Brennan, who joins us in September as a PhD student working on seagrass restoration in Loch Creran (supervised by Helen Strachan and Callum Drummond).</p>
<h2>Summer barbecue</h2>
<p>Friday 23 August from 5pm on the station lawn. Partners and kids welcome. Bring a dish. Gregor is in charge of the grill, God help us.</p>
<h2>Reminders</h2>
<ul><li>Dive medicals due for renewal: check your expiry dates with Gregor.</li>
<li>The library is NOT a drying room for wetsuits.</li></ul>
<p>Helen Strachan, Director</p>"""),
))

# 11 --------------------------------------------------------------- chandlery receipt (HTML only, base64)
MAILS.append(dict(
    path="mail/2024/09/2024-09-06_oban-chandlery-order.eml",
    frm="Oban Chandlery <orders@obanchandlery.example>", to=ME,
    subject="Your order OC-20931 is ready for collection",
    date="2024-09-06 14:41 +0100", kind="html", cte="base64",
    html=html("Order OC-20931", """<h2>Oban Chandlery</h2>
<p>Hi Callum, your order is ready to collect from the shop on the North Pier.</p>
<table>
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Anode kit – Yamaha F15/F20 outboards</td><td>1</td><td>£18.50</td></tr>
<tr><td>Fogging oil 400ml</td><td>1</td><td>£9.95</td></tr>
<tr><td>Fuel stabiliser 250ml</td><td>1</td><td>£8.40</td></tr>
<tr><td>Inline fuel filter</td><td>2</td><td>£13.00</td></tr>
<tr><td>Kill cord (coiled, universal)</td><td>1</td><td>£12.99</td></tr>
<tr><th colspan="2">Total paid (card)</th><th>£62.84</th></tr>
</table>
<p>Opening hours: Mon–Sat 8.30–5.30. Thanks for shopping local!</p>"""),
))

# 12 --------------------------------------------------------------- damp report (mixed, base64 attachment)
_damp_report = """WESTCOAST DAMP & TIMBER
Independent damp, condensation and timber surveys - Argyll & the Isles

SURVEY REPORT
Report ref:     WDT-24-1187
Property:       Tigh na Creige, Achnaclach, by Oban
Client:         Dr Callum Drummond
Date of visit:  Thursday 3 October 2024
Surveyor:       Ewan Lindsay
Weather:        Overcast, dry, 11C. Heavy rain on the two previous days.

1. SCOPE
Rear (north-facing) bedroom, north gable wall externally and internally, and the rear extension (porch/bathroom). Non-invasive inspection only.

2. OBSERVATIONS
2.1 The north gable is random rubble stone with an external cement render (c. 1970s). The render is cracked in several places, particularly below the NE corner, and sounds hollow over an area of roughly 4m2.
2.2 The cast-iron gutter at the NE corner is misaligned and discharges directly onto the wall face in heavy rain. Staining consistent with long-term saturation below this point.
2.3 Internally, moisture meter readings on the north wall of the rear bedroom were high (timber-scale equivalent 28% at skirting level, falling to 19% at 1.2m). The pattern is NOT consistent with rising damp (no tidemark at a consistent height; readings high at the NE corner at all levels).
2.4 Black mould on the lower wall behind the bed position - indicates condensation on a cold, damp wall surface.
2.5 Ground levels externally are acceptable (approx 200mm below internal floor).
2.6 No evidence of wood-boring insect or rot in the accessible floor timbers.

3. DIAGNOSIS
Penetrating damp through the north gable, caused by the impermeable cement render trapping water within the wall and by the defective gutter. Aggravated by condensation in a poorly ventilated room.

4. RECOMMENDATIONS
4.1 Repair/realign the NE gutter and downpipe as a priority.
4.2 Remove the cement render from the north gable. Repoint (and if desired re-harl) in a breathable natural hydraulic lime (NHL 3.5), by a contractor experienced in traditional masonry.
4.3 Chemical injection DPC is NOT recommended. There is no evidence of rising damp, and injection into rubble walls of this type is generally ineffective and can make matters worse.
4.4 Continue dehumidification and improve ventilation (trickle vent, regular airing) until the wall has dried out. Allow 6-12 months.
4.5 Re-survey internally after the wall has dried before any replastering; gypsum plaster should not be used on this wall - use lime.

Ewan Lindsay
Westcoast Damp & Timber
"""
MAILS.append(dict(
    path="mail/2024/10/2024-10-08_westcoast-damp-survey-report.eml",
    frm="Ewan Lindsay <ewan.lindsay@westcoastdamp.example>", to=ME,
    subject="Damp & timber survey - Tigh na Creige, Achnaclach",
    date="2024-10-08 17:05 +0100", kind="mixed", cte="7bit",
    attachments=[("Tigh-na-Creige_damp-survey.txt", "plain", _damp_report)],
    text="""Dear Callum,

Further to my visit on Thursday, please find my report attached.

In short: this is not rising damp, and you don't need anyone injecting anything into that wall. It's the cement render and the gutter. Get the gutter sorted straight away, and get the render off and the gable repointed in lime when the weather allows - spring is ideal. The room should dry out over the following months with the dehumidifier still going.

If you need a name for the lime work, Archie Fraser in Benderloch is very good and knows these old walls.

My invoice will follow separately. Any questions, just give me a call.

Kind regards,

Ewan Lindsay
Surveyor
Westcoast Damp & Timber
""",
))

# 13 --------------------------------------------------------------- budget v2 (mixed, base64 attachment)
_budget = """KELPLINK - BUDGET DRAFT v2 (12 Nov 2024)
NSOF Coastal Resilience 2025 - full proposal
Proposal ID (portal): NSOF-CR25-0419
Prepared by: Magnus Haugen, Havbrekk Institute
All amounts converted to GBP at the NSOF reference rate.

WORK PACKAGE TOTALS
WP   Title                                   Lead        Total (GBP)
WP1  Population genetics                     Havbrekk    262,400
WP2  Spore dispersal modelling               Nordland    198,900
WP3  Urchin barrens & recovery experiments   LMFS        248,600
WP4  Management & stakeholders               all          96,300
     Project management & coordination       Havbrekk     24,000
     -------------------------------------------------------------
     GRAND TOTAL                                         830,200
     NSOF ceiling                                        760,000
     OVER CEILING                                         70,200  (9.2%)

WP3 DETAIL (largest lines)
  LMFS staff (Drummond 30%, O'Connell 100%, technician 20%)   118,400
  Havbrekk staff (Norwegian sites)                              52,300
  Boat time & diving (Lorn + Alesund + Hardanger)              31,900
  ROV hire incl. pilot, 3 campaigns @ 11,200                   33,600
  Consumables, tagging, lab                                    12,400
                                                              -------
                                                              248,600

NOTES
- Overheads applied per each institution's rules (LMFS 20% on staff).
- ROV hire quote from Fjordsyn AS, valid until 30 June 2025.
"""
MAILS.append(dict(
    path="mail/2024/11/2024-11-12_kelplink-budget-v2.eml",
    frm=MAGNUS, to=ME_WORK, cc=INGRID,
    subject="KELPLINK budget v2",
    date="2024-11-12 13:20 +0100", kind="mixed", cte="7bit",
    attachments=[("KELPLINK_budget_v2.txt", "plain", _budget)],
    text="""Hei Callum,

Attached is v2 of the budget, with your day rates and the LMFS overhead rules from Alison.

The main problem: we are about 9% over the NSOF ceiling. I have looked at every line and the single biggest item we can change is the ROV hire in WP3 (three campaigns). Could you think about whether there is an alternative for the survey work? Ingrid says she is OK either way if the science still works.

If we can take out that line, we are very close and I can find the rest in WP1 consumables.

Could you reply by Friday? Then I update the sheet before the partner call.

Mvh
Magnus

--
Magnus Haugen
Research Finance, Havbrekk Institute
""",
))

# 14 --------------------------------------------------------------- Callum's decision (7bit)
MAILS.append(dict(
    path="mail/2024/11/2024-11-15_re-kelplink-budget-v2.eml",
    frm=ME_WORK, to=MAGNUS, cc=INGRID,
    subject="Re: KELPLINK budget v2",
    date="2024-11-15 10:02 +0000", kind="plain", cte="7bit",
    reply_to="mail/2024/11/2024-11-12_kelplink-budget-v2.eml",
    text="""Hi Magnus (and Ingrid),

Thanks for this - really clear.

Decision from our side: drop the ROV hire entirely. We'll do the WP3 surveys at all sites with our own drop-down camera system (the station owns two, plus the spare housing) and diver transects, which is what we've done at the Lorn sites since 2016 anyway. It keeps the Norwegian data directly comparable with ours, which the reviewers will like, and it takes the whole ROV line out of the budget.

For the Norwegian sites we'd need to ship one camera system over and train a couple of Havbrekk divers on the protocol - I can do that at the Bergen workshop. Shipping and a couple of extra boat days should be well under 3k; put it under boat time.

Ingrid - shout if you disagree, but I think this is the right call. We lose a bit of depth range but none of our barren sites go deeper than 12m.

Cheers,
Callum

On Tue, 12 Nov 2024 at 13:20, Magnus Haugen wrote:
> The main problem: we are about 9% over the NSOF ceiling. I have looked
> at every line and the single biggest item we can change is the ROV hire
> in WP3 (three campaigns). Could you think about whether there is an
> alternative for the survey work?
""",
))

# 15 --------------------------------------------------------------- septic price rise (QP)
MAILS.append(dict(
    path="mail/2024/12/2024-12-09_lorn-drainage-prices-2025.eml",
    frm=KENNY, to="Lorn Drainage customers <customers@lorndrainage.example>",
    subject="Lorn Drainage – prices from 1 January 2025",
    date="2024-12-09 19:30 +0000", kind="plain", cte="quoted-printable",
    text="""Dear customer,

Just a wee note to let you know about our prices from 1 January 2025. I've held them for two years but the disposal charges at the treatment works have gone up again (third time since 2022) and diesel isn't getting any cheaper.

  Standard domestic empty (tank up to 3,000 litres) ........ £215 incl. VAT
  Large tank (3,000 – 6,000 litres) ......................... £260 incl. VAT
  Soakaway / outlet camera inspection ........................ £95
  Emergency call-out (evenings & weekends) ................... £60 + work

Islands (Kerrera, Lismore, Luing): ferry costs added at cost, as before.

If you're due an empty in the spring, it's worth getting booked in early – March to May gets very busy.

Thanks for your custom, and have a good Christmas.

Kenny Boyd
Lorn Drainage Services
07700 900412
""",
))

# 16 --------------------------------------------------------------- Christmas order (alt, QP)
MAILS.append(dict(
    path="mail/2024/12/2024-12-16_highland-toys-order.eml",
    frm="Highland Toys & Music <orders@highlandtoys.example>", to=ME,
    subject="Order confirmed – HTM-88213",
    date="2024-12-16 21:14 +0000", kind="alt", cte="quoted-printable",
    text="""Thanks for your order, Callum!

Order HTM-88213 – placed 16 December 2024

  LEGO City Lifeboat Rescue set (x1) ............. £49.99
  Thomastik Dominant fiddle strings, 4/4 set ..... £38.50
  "The Selkie's Daughter" (hardback) ............. £14.99
  Gift wrap (x3) ................................. £4.50
  Delivery (Highlands, tracked) .................. £4.95
  TOTAL .......................................... £112.93

Estimated delivery: Friday 20 December. Last posting dates for Christmas are on our website.
""",
    html=html("Order HTM-88213", """<h2>Thanks for your order, Callum!</h2>
<p>Order HTM-88213 – placed 16 December 2024</p>
<table>
<tr><th>Item</th><th>Price</th></tr>
<tr><td>LEGO City Lifeboat Rescue set (x1)</td><td>£49.99</td></tr>
<tr><td>Thomastik Dominant fiddle strings, 4/4 set</td><td>£38.50</td></tr>
<tr><td>"The Selkie's Daughter" (hardback)</td><td>£14.99</td></tr>
<tr><td>Gift wrap (x3)</td><td>£4.50</td></tr>
<tr><td>Delivery (Highlands, tracked)</td><td>£4.95</td></tr>
<tr><th>TOTAL</th><th>£112.93</th></tr>
</table>
<p>Estimated delivery: Friday 20 December.</p>"""),
))

# 17 --------------------------------------------------------------- NSOF extension (HTML only, QP)
MAILS.append(dict(
    path="mail/2025/01/2025-01-10_nsof-deadline-extended.eml",
    frm="NSOF Calls Office <calls@nsof.example>", to="Registered applicants <applicants@nsof.example>",
    subject="Coastal Resilience 2025 – full proposal deadline extended",
    date="2025-01-10 09:00 +0100", kind="html", cte="quoted-printable",
    html=html("Deadline extended", """<p>Dear applicant,</p>
<p>Following the technical problems with the submission portal in December and a number of requests from applicant consortia, the NSOF Board has agreed to extend the deadline for full proposals under the <strong>Coastal Resilience 2025</strong> call.</p>
<table>
<tr><th>Stage</th><th>Previous date</th><th>New date</th></tr>
<tr><td>Full proposal submission</td><td>14 March 2025, 16:00 CET</td><td><strong>28 March 2025, 16:00 CET</strong></td></tr>
<tr><td>Eligibility check</td><td>April 2025</td><td>April 2025</td></tr>
<tr><td>Panel evaluation</td><td>May–June 2025</td><td>May–June 2025</td></tr>
<tr><td>Funding decisions</td><td>September 2025</td><td>September 2025 (unchanged)</td></tr>
</table>
<p>No other changes have been made to the call text. Proposals already submitted may be withdrawn and resubmitted until the new deadline.</p>
<p>With best regards,<br>NSOF Calls Office</p>"""),
))

# 18 --------------------------------------------------------------- Bergen workshop moved (alt, QP)
_moved = """Dear all,

A change of plan for the KELPLINK writing workshop in Bergen. Because of the NSOF deadline extension and because our big meeting room turned out to be double-booked in February, we are moving the workshop.

OLD dates: 11–13 February 2025 – please delete these from your calendars.
NEW dates: Tuesday 4 to Thursday 6 March 2025.

Venue: Havbrekk Institute, Nordnesveien 41, 5005 Bergen – meeting room "Torsk" on the 3rd floor. Ask at reception, they will have your names.

Programme: we start 09:00 Tuesday and finish around 15:00 Thursday. Tuesday is WP text, Wednesday is budget + management, Thursday is the final read-through and the abstract.

Callum – Wednesday evening dinner is at my house. Yes, I remember my promise about the soup.

Practical: most hotels near Bryggen are an easy walk to Nordnes. I can send suggestions.

Beste hilsen,
Ingrid
"""
MAILS.append(dict(
    path="mail/2025/01/2025-01-14_kelplink-workshop-new-dates.eml",
    frm=INGRID, to=ME_WORK + ", " + MAGNUS + ", Lars Eide <lars.eide@nordlandcoastal.example>",
    cc=NIAMH, subject="KELPLINK writing workshop – NEW DATES",
    date="2025-01-14 11:12 +0100", kind="alt", cte="quoted-printable",
    text=_moved,
    html=html("KELPLINK workshop – new dates", """<p>Dear all,</p>
<p>A change of plan for the KELPLINK writing workshop in Bergen. Because of the NSOF deadline extension and because our big meeting room turned out to be double-booked in February, we are moving the workshop.</p>
<table>
<tr><th></th><th>Dates</th></tr>
<tr><td>OLD (please delete)</td><td><s>11–13 February 2025</s></td></tr>
<tr><td>NEW</td><td><strong>Tuesday 4 to Thursday 6 March 2025</strong></td></tr>
<tr><td>Venue</td><td>Havbrekk Institute, Nordnesveien 41, 5005 Bergen – meeting room "Torsk", 3rd floor</td></tr>
</table>
<p>Programme: we start 09:00 Tuesday and finish around 15:00 Thursday. Tuesday is WP text, Wednesday is budget + management, Thursday is the final read-through and the abstract.</p>
<p>Callum – Wednesday evening dinner is at my house. Yes, I remember my promise about the soup.</p>
<p>Practical: most hotels near Bryggen are an easy walk to Nordnes. I can send suggestions.</p>
<p>Beste hilsen,<br>Ingrid</p>"""),
))

# 19 --------------------------------------------------------------- mooring invoice 2025 (HTML only, QP)
MAILS.append(dict(
    path="mail/2025/01/2025-01-20_ardcarrick-mooring-invoice-2025.eml",
    frm="Ardcarrick Harbour Trust <moorings@ardcarrickharbour.example>", to=ME,
    subject="Invoice AHT-2025-0192 – mooring licence 2025/26",
    date="2025-01-20 10:41 +0000", kind="html", cte="quoted-printable",
    html=html("Invoice AHT-2025-0192", """<h2>Ardcarrick Harbour Trust</h2>
<p>Dear Mr Drummond,</p>
<p>We are invoicing earlier this year so that members can budget ahead of the season. Please note the Board has approved an increase in mooring fees for 2025/26 to cover the pontoon repairs following the January 2024 storms.</p>
<table>
<tr><th>Invoice no.</th><td>AHT-2025-0192</td></tr>
<tr><th>Vessel</th><td>Selkie (Orkney Longliner 16)</td></tr>
<tr><th>Mooring</th><td>No. 23 – Ardcarrick Bay (swing mooring)</td></tr>
<tr><th>Description</th><td>Annual mooring licence 2025/26 (1 April 2025 – 31 March 2026)</td></tr>
<tr><th>Amount due</th><td>£165.00</td></tr>
<tr><th>Due by</th><td>31 March 2025</td></tr>
</table>
<p>Your mooring tackle is due its two-yearly inspection this spring. The Trust's diver will contact you to arrange a date; there is no additional charge.</p>
<p>Kind regards,<br>Duncan MacPhail<br>Harbourmaster, Ardcarrick Harbour Trust</p>"""),
))

# 20 --------------------------------------------------------------- cinema newsletter (7bit)
MAILS.append(dict(
    path="mail/2025/01/2025-01-24_oban-cinema-february.eml",
    frm="Oban Community Cinema <programme@obancinema.example>", to=ME,
    subject="February at the cinema - Gaelic shorts, a silent film & more",
    date="2025-01-24 18:00 +0000", kind="plain", cte="7bit",
    text="""OBAN COMMUNITY CINEMA - FEBRUARY PROGRAMME

Fri 7 Feb, 7.30pm   The Island Between Tides (PG)
Sat 8 Feb, 2pm      Kids' matinee: Wallace & Gromit double bill (U)
Fri 14 Feb, 7.30pm  Valentine's special: Brief Encounter (PG)
Fri 21 Feb, 7.30pm  Gaelic shorts night, with the directors (subtitled)
Fri 28 Feb, 7.30pm  Silent film with live piano: The Man with a Movie Camera

Tickets 7 pounds (5 concessions, 3 kids). Cash or card at the door, or book
online. Tea, coffee and home baking in the interval - all proceeds to the
projector fund.

Volunteers wanted for the tea urn! Reply to this email.

To stop receiving our programme, reply with UNSUBSCRIBE.
""",
))

# 21 --------------------------------------------------------------- Fiona forwards school letter (base64)
MAILS.append(dict(
    path="mail/2025/02/2025-02-03_fwd-s2-residential.eml",
    frm=FIONA, to=ME, subject="Fwd: S2 residential - Isla",
    date="2025-02-03 12:47 +0000", kind="plain", cte="base64",
    text="""Hi Callum,

See below from the school re Isla's residential. I've signed the consent form online already. Can you do the deposit since I paid for the ski day? You'll need to log into ParentPay yourself – your login is the one they sent in August.

She's excited, though she'll deny it. She wants to share a room with Ava and Morgan.

F

---------- Forwarded message ---------
From: Lorn Academy Office <office@lornacademy.example>
Date: Mon, 3 Feb 2025 at 09:12
Subject: S2 Outdoor Education Residential 2025
To: S2 Parents and Carers <s2parents@lornacademy.example>

Dear Parent/Carer,

We are delighted to confirm the S2 Outdoor Education Residential for 2025.

Where:    Ardentinny Outdoor Centre, on the shore of Loch Long (Cowal)
When:     Monday 19 May – Friday 23 May 2025
Travel:   Coach from the school, departing 8.30am Monday, returning approx 4pm Friday
Cost:     £265 per pupil (includes all activities, food, accommodation, travel)

A non-refundable deposit of £60 must be paid via ParentPay by 28 February 2025 to secure a place. The balance is due by 11 April 2025. Please speak to Mrs Duffy in confidence if cost is a barrier – no pupil will miss out.

Activities include gorge walking, canoeing, orienteering, a night walk and raft building. A full kit list will follow after Easter.

Yours sincerely,
Mr J. Sutherland
Principal Teacher of Guidance, S2
""",
))

# 22 --------------------------------------------------------------- stonemason quote (alt, QP, reply)
_archie_text = """Hi Callum,

Thanks for having me round in November and sorry this has taken so long – it's been a mad winter with the storm damage up at Lismore.

Quote for the north gable at Tigh na Creige:

  Scaffold (erect, 3 weeks hire, dismantle) ................. £420
  Remove cement render, north gable (approx 38m2) ........... £1,150
  Rake out joints, repoint in NHL 3.5 lime mortar ............ £1,700
  Lime harl, two coats, limewash finish ...................... £1,000
  ----------------------------------------------------------------
  Total (no VAT, I'm not registered) ......................... £4,270

That's £3,850 for the work plus the scaffold.

Lime can't go on if there's any risk of frost for a couple of weeks after, so realistically we're talking April at the earliest. I can't give you a firm start date yet – it depends how the Lismore job goes and the weather. I'll confirm a start date in March, once I know where I am.

Nothing for you to do in the meantime except keep that gutter clear.

All the best,
Archie

Archie Fraser
Traditional stonework & lime – Benderloch

> Hi Archie, thanks for coming round. Could you send me a price for
> taking the render off the north gable and repointing in lime, as we
> discussed? No rush, as long as it's done before next winter.
> Callum
"""
MAILS.append(dict(
    path="mail/2025/02/2025-02-05_archie-fraser-re-north-gable.eml",
    frm=ARCHIE, to=ME, subject="Re: North gable - lime pointing",
    date="2025-02-05 21:10 +0000", kind="alt", cte="quoted-printable",
    reply_to="mail/2024/11/2024-11-29_north-gable-enquiry.eml",
    text=_archie_text,
    html=html("Re: North gable - lime pointing", """<p>Hi Callum,</p>
<p>Thanks for having me round in November and sorry this has taken so long – it's been a mad winter with the storm damage up at Lismore.</p>
<p>Quote for the north gable at Tigh na Creige:</p>
<table>
<tr><td>Scaffold (erect, 3 weeks hire, dismantle)</td><td>£420</td></tr>
<tr><td>Remove cement render, north gable (approx 38m2)</td><td>£1,150</td></tr>
<tr><td>Rake out joints, repoint in NHL 3.5 lime mortar</td><td>£1,700</td></tr>
<tr><td>Lime harl, two coats, limewash finish</td><td>£1,000</td></tr>
<tr><th>Total (no VAT, I'm not registered)</th><th>£4,270</th></tr>
</table>
<p>That's £3,850 for the work plus the scaffold.</p>
<p>Lime can't go on if there's any risk of frost for a couple of weeks after, so realistically we're talking April at the earliest. I can't give you a firm start date yet – it depends how the Lismore job goes and the weather. I'll confirm a start date in March, once I know where I am.</p>
<p>Nothing for you to do in the meantime except keep that gutter clear.</p>
<p>All the best,<br>Archie</p>
<p>Archie Fraser<br>Traditional stonework &amp; lime – Benderloch</p>
<blockquote>Hi Archie, thanks for coming round. Could you send me a price for taking the render off the north gable and repointing in lime, as we discussed? No rush, as long as it's done before next winter.<br>Callum</blockquote>"""),
))

# 23 --------------------------------------------------------------- hotel (HTML only, base64)
MAILS.append(dict(
    path="mail/2025/02/2025-02-07_hotel-bryggekaia-booking.eml",
    frm="Hotel Bryggekaia <booking@bryggekaia.example>", to=ME,
    subject="Your booking confirmation – Hotel Bryggekaia, Bergen",
    date="2025-02-07 15:33 +0100", kind="html", cte="base64",
    html=html("Booking confirmation", """<h2>Hotel Bryggekaia · Bergen</h2>
<p>Dear Callum Drummond,</p>
<p>Thank you for choosing Hotel Bryggekaia. We look forward to welcoming you to Bergen.</p>
<table>
<tr><th>Booking reference</th><td><strong>HBK-55831</strong></td></tr>
<tr><th>Guest</th><td>Callum Drummond</td></tr>
<tr><th>Check-in</th><td>Monday 3 March 2025, from 15:00</td></tr>
<tr><th>Check-out</th><td>Friday 7 March 2025, by 11:00</td></tr>
<tr><th>Nights</th><td>4</td></tr>
<tr><th>Room</th><td>Single room, harbour view, breakfast included</td></tr>
<tr><th>Total</th><td>NOK 5,960 (pay at hotel)</td></tr>
</table>
<p>Address: Slottsgaten 3, 5003 Bergen. From the airport take the Bybanen light rail to Byparken (approx. 45 minutes), then a 10-minute walk.</p>
<p>Free Wi-Fi throughout the hotel. Breakfast is served 06:30–10:00 in the harbour room.</p>
<p>Free cancellation until 18:00 on 1 March 2025. Please quote your booking reference for any changes.</p>
<p>Vennlig hilsen / Kind regards,<br>Reception, Hotel Bryggekaia</p>"""),
))

# 24 --------------------------------------------------------------- flights (alt, QP)
MAILS.append(dict(
    path="mail/2025/02/2025-02-10_fjordair-eticket.eml",
    frm="Fjordair <noreply@fjordair.example>", to=ME,
    subject="Your e-ticket receipt – Edinburgh – Bergen",
    date="2025-02-10 20:02 +0000", kind="alt", cte="quoted-printable",
    text="""FJORDAIR – E-TICKET RECEIPT

Passenger:          DRUMMOND / CALLUM MR
Booking reference:  QK7TZP
Ticket number:      604-2219834471

OUTBOUND  Mon 3 Mar 2025   FJ 417   Edinburgh (EDI) 11:40 → Bergen (BGO) 14:25
RETURN    Fri 7 Mar 2025   FJ 418   Bergen (BGO) 15:10 → Edinburgh (EDI) 15:55

Fare type:  Flex (1 checked bag 23kg, seat selection included)
Seats:      12A outbound, 12A return
Total paid: £286.40

Check-in opens 30 hours before departure. Bag drop closes 45 minutes before departure at Edinburgh.
""",
    html=html("E-ticket receipt", """<h2>Fjordair – e-ticket receipt</h2>
<p>Passenger: DRUMMOND / CALLUM MR<br>Booking reference: <strong>QK7TZP</strong><br>Ticket number: 604-2219834471</p>
<table>
<tr><th></th><th>Date</th><th>Flight</th><th>From</th><th>To</th></tr>
<tr><td>Outbound</td><td>Mon 3 Mar 2025</td><td>FJ 417</td><td>Edinburgh (EDI) 11:40</td><td>Bergen (BGO) 14:25</td></tr>
<tr><td>Return</td><td>Fri 7 Mar 2025</td><td>FJ 418</td><td>Bergen (BGO) 15:10</td><td>Edinburgh (EDI) 15:55</td></tr>
</table>
<p>Fare type: Flex (1 checked bag 23kg, seat selection included). Seats: 12A outbound, 12A return.<br>Total paid: £286.40</p>
<p>Check-in opens 30 hours before departure. Bag drop closes 45 minutes before departure at Edinburgh.</p>"""),
))

# 25 --------------------------------------------------------------- Kirsty: Mum's 70th booked (8bit, reply)
MAILS.append(dict(
    path="mail/2025/02/2025-02-11_kirsty-re-mums-70th.eml",
    frm=KIRSTY, to=ME, subject="Re: Mum's 70th",
    date="2025-02-11 22:04 +0000", kind="plain", cte="8bit",
    reply_to="mail/2025/01/2025-01-16_mums-70th-ideas.eml",
    text="""Hiya,

Right, update. The Lochside's fully booked that weekend – a wedding – so I've gone ahead and booked The Ferryman's Inn in Ballachulish instead. Saturday 15 March, 7pm, table for 9 in the wee back room with the view down the loch. They'll do a cake if we bring candles. Mum's been there once with the church lot and liked it, so that's a win.

That's us four, you and the kids, Mum, and Auntie Jean if her knee allows. Fiona says she'll drop the kids to you on the Saturday morning so you can drive up together.

Don't tell Mum the venue – she thinks it's just you and me taking her for a "quiet dinner". She'll still want to know what she's wearing three weeks in advance.

Euan says can you bring the good whisky, not the supermarket stuff.

K xx

On Thu, 16 Jan 2025 at 21:40, Callum Drummond <callum.drummond@postbox.example> wrote:
> What about the Lochside in Onich? Mum liked it at Auntie Jean's do.
> Or somewhere in Glencoe if it's easier for everyone. You pick, I'll
> just turn up with the weans and pay my share.
""",
))
