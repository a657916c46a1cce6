# -*- coding: utf-8 -*-
"""E-mail specs for Farid Rahimi's vault. build.py turns each spec into an .eml file."""

FARID = "Farid Rahimi <farid.rahimi@homemail.example>"
FARID_WORK = "Farid Rahimi <farid.rahimi@klmp-nhs.example>"
CLAIRE = "Claire Rahimi <claire.rahimi@homemail.example>"
JANET = "Janet Okafor <janet.okafor@leeds-asc.example>"
TASHA = "Tasha Mellor <tasha.mellor@brightwell-care.example>"
DALE = "Dale Pickering <dale@pickeringlofts.example>"

MAILS = []


def add(**kw):
    MAILS.append(kw)


# ----------------------------------------------------------------- 2024-06
add(
    path="mail/2024/06/2024-06-10-care-package-confirmed.eml",
    frm=JANET, to=FARID,
    subject="Care package for Mr Hossein Rahimi - ASC-2024-118823",
    date=(2024, 6, 10, 14, 22), msgid="<asc-118823-0610@leeds-asc.example>",
    body=dict(type="plain", cte="7bit", text="""Dear Mr Rahimi,

Thank you for meeting me at your father's home last Wednesday. I am pleased to confirm that the
care and support plan for your father, Mr Hossein Rahimi, has been approved.

Our reference: ASC-2024-118823 (please quote this on any correspondence)

Provider: Brightwell Home Care (coordinator: Tasha Mellor, 0113 496 0213)
Start date: Monday 17 June 2024
Visits: two per day, seven days a week
  - Morning call at 08:30 (45 minutes): personal care, breakfast, prompt medication
  - Evening call at 18:00 (45 minutes): meal, medication prompt, support to get ready for bed

Weekend lunches will continue to be provided by the family as discussed.

Your father's financial assessment will follow separately from the Financial Assessment team.
He may be asked to contribute towards the cost of his care depending on the outcome.

We will review the package after six to eight weeks, or sooner if his needs change. If you have
any concerns please contact me directly on 0113 496 0877.

Kind regards,

Janet Okafor
Social Worker, Adult Social Care (West)
Leeds City Council
"""),
)

# ----------------------------------------------------------------- 2024-07
add(
    path="mail/2024/07/2024-07-05-garden-centre-summer-sale.eml",
    frm="Aireborough Garden Centre <offers@aireborough-gardens.example>", to=FARID,
    subject="Summer Sale starts NOW \u2600 up to 40% off bedding & BBQs",
    date=(2024, 7, 5, 7, 0), msgid="<promo-20240705-88123@aireborough-gardens.example>",
    extra={"List-Unsubscribe": "<https://aireborough-gardens.example/unsub?u=88123>"},
    body=dict(type="html", cte="quoted-printable", html="""<html><body style="font-family:Arial">
<h1 style="color:#2e7d32">Summer Sale \u2013 this weekend only!</h1>
<p>Hi Farid, our biggest sale of the summer is here. Pop in or shop online.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Offer</th><th>Was</th><th>Now</th></tr>
<tr><td>Bedding plants (6-pack)</td><td>\u00a34.99</td><td>\u00a32.99</td></tr>
<tr><td>Kettle BBQ 57cm</td><td>\u00a3149.00</td><td>\u00a399.00</td></tr>
<tr><td>Rattan 4-seat set</td><td>\u00a3649.00</td><td>\u00a3389.00</td></tr>
<tr><td>Compost 50L (3 for)</td><td>\u00a318.00</td><td>\u00a312.00</td></tr>
</table>
<p>Caf\u00e9 open 9\u20134. Free parking. Dogs welcome on leads.</p>
<p style="font-size:10px">You are receiving this because you joined our Green Fingers club.
<a href="https://aireborough-gardens.example/unsub?u=88123">Unsubscribe</a></p>
</body></html>"""),
)

# ----------------------------------------------------------------- 2024-08
add(
    path="mail/2024/08/2024-08-20-drawings-and-schedule.eml",
    frm="Gareth Booth <gareth@boothdrawings.example>", to=FARID, cc=CLAIRE,
    subject="Loft - planning drawings + drawing schedule",
    date=(2024, 8, 20, 16, 48), msgid="<gb-1147-0820@boothdrawings.example>",
    body=dict(type="mixed", text_cte="7bit", text="""Hi Farid, Claire,

Hope Cornwall was good. Drawings for the planning application are done - schedule attached so
you can see what's what. Because the dormer is on the rear and the rooflights are on the front
slope we do need full planning (the front roof faces the highway), not permitted development.
I'll submit next week once you've had a look and the fee's paid (the council's householder fee,
you pay them directly online).

Stairs: as discussed, the new flight rises over the existing stair. It means we lose a strip of
the box room for the landing but keeps both bedrooms intact. Headroom works, just.

Second half of my fee when planning's approved, and the building regs pack is separate.

Cheers,
Gareth

Gareth Booth MCIAT
Booth Architectural Drawings
""", attachments=[("drawing-schedule.txt", "base64", """DRAWING SCHEDULE - 23 ASHDENE GROVE, HORSFORTH - LOFT CONVERSION
Job no. GB-1147            Issued 20/08/2024 for planning

GB-1147-01  Location plan 1:1250                 Rev A
GB-1147-02  Block plan 1:500                     Rev A
GB-1147-03  Existing floor plans & sections      Rev A
GB-1147-04  Existing elevations                  Rev A
GB-1147-05  Proposed loft plan & section A-A     Rev B
GB-1147-06  Proposed elevations (rear dormer, 2no. front rooflights)  Rev B

Notes
- Dormer cladding: dark grey fibre cement slate to match roof
- Rear dormer window: white uPVC, egress-size casement
- Rooflights: 2no. 780x1180 centre-pivot, front slope
- New stair over existing, 2.0m headroom at centre line
- Structural design by others (engineer TBC)
""")]),
)

# ----------------------------------------------------------------- 2024-09
add(
    path="mail/2024/09/2024-09-12-pickering-quotation.eml",
    frm=DALE, to=FARID,
    subject="Quotation PLC-Q-0917 - loft conversion, 23 Ashdene Grove",
    date=(2024, 9, 12, 21, 5), msgid="<plc-q-0917@pickeringlofts.example>",
    body=dict(type="html", cte="8bit", html="""<html><body>
<p>Hi Farid,</p>
<p>Thanks for showing me round this evening. As promised, quotation below. This is based on Gareth's
drawings and my usual steel allowance - if the engineer specs heavier steels I'll need to revisit.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse;font-family:Calibri">
<tr><th>Item</th><th>Price</th></tr>
<tr><td>Scaffold (front &amp; rear), skip hire</td><td>£2,900</td></tr>
<tr><td>Structural work - steels (allowance), joists, floor</td><td>£8,400</td></tr>
<tr><td>Rear dormer - frame, roof, cladding</td><td>£9,200</td></tr>
<tr><td>2no. front rooflights supply &amp; fit</td><td>£1,650</td></tr>
<tr><td>New staircase &amp; balustrade</td><td>£3,100</td></tr>
<tr><td>Insulation, plasterboard, skim</td><td>£5,400</td></tr>
<tr><td>First/second fix electrics, smoke alarms</td><td>£2,600</td></tr>
<tr><td>Fire doors, joinery, skirting</td><td>£2,150</td></tr>
<tr><td>Building Regs liaison, making good, clean</td><td>£3,100</td></tr>
<tr><td><b>TOTAL (inc VAT)</b></td><td><b>£38,500</b></td></tr>
</table>
<p>Excludes: engineer's fees, party wall, building control fees, decoration, flooring, en-suite
(can price separately if you want one).</p>
<p>Payment terms: 10% deposit on acceptance, stage payments, 5% retention for 3 months.</p>
<p>Cheers<br>Dale<br>Pickering Loft Conversions Ltd &middot; 07700 900741</p>
</body></html>"""),
)

add(
    path="mail/2024/09/2024-09-16-moorside-quote.eml",
    frm="Jason Wardle <jason@moorsidelofts.example>", to=FARID,
    subject="Your Moorside Lofts quotation",
    date=(2024, 9, 16, 9, 31), msgid="<mq-55812@moorsidelofts.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Dear Farid,

It was a pleasure to meet you and your family. Further to our visit, please find our quotation for a rear dormer loft conversion with two front roof windows at 23 Ashdene Grove.

Total price: £36,900 including VAT.

This includes our in-house design service, all structural works (steel to be confirmed by our engineer), dormer construction, insulation, electrics and plastering. Staircase balustrade and skip hire are charged separately at cost. Our current lead time is 8 weeks from deposit and we are able to offer a 5% discount if you sign before the end of September.

Kind regards,

Jason Wardle
Sales Director, Moorside Lofts – “Space, sorted.”
"""),
)

add(
    path="mail/2024/09/2024-09-23-re-moorside-quote.eml",
    frm=FARID, to="Jason Wardle <jason@moorsidelofts.example>",
    subject="Re: Your Moorside Lofts quotation",
    date=(2024, 9, 23, 8, 12), msgid="<fr-20240923-0812@homemail.example>",
    in_reply_to="<mq-55812@moorsidelofts.example>",
    body=dict(type="plain", cte="8bit", text="""Hi Jason,

Thanks for coming round and for the quote. We’ve thought about it and decided to go with another
builder, so we won’t be going ahead. Appreciate your time.

Best wishes,
Farid

On Mon, 16 Sep 2024 at 09:31, Jason Wardle <jason@moorsidelofts.example> wrote:
> Dear Farid,
>
> It was a pleasure to meet you and your family. Further to our visit, please find our
> quotation for a rear dormer loft conversion with two front roof windows at 23 Ashdene Grove.
>
> Total price: £36,900 including VAT.
>
> This includes our in-house design service, all structural works (steel to be confirmed by
> our engineer), dormer construction, insulation, electrics and plastering. [...]
"""),
)

# ----------------------------------------------------------------- 2024-10
add(
    path="mail/2024/10/2024-10-04-visit-times-changing.eml",
    frm=TASHA, to=FARID,
    subject="Your dad's visits - new times from 14 October",
    date=(2024, 10, 4, 15, 40), msgid="<bw-20241004-1540@brightwell-care.example>",
    body=dict(type="alt", text_cte="quoted-printable", html_cte="quoted-printable", text="""Hi Farid,

Good news - the council have approved the lunchtime call for Hossein. Because we're adding a
third visit we've had to re-jig our runs in Bramley, so from Monday 14 October his times will be:

  Morning  09:15  (45 mins)
  Lunch    12:30  (30 mins) - NEW
  Tea      17:30  (45 mins)

Agnieszka will stay as his regular morning carer where possible. Lunch will mostly be Dwayne.
The evening call is moving earlier, I know he liked 6 o'clock but it's the only way we can cover it.

Any problems, give me a ring.

Tasha Mellor
Care Coordinator – Brightwell Home Care
0113 496 0213
""", html="""<html><body style="font-family:Verdana;font-size:13px">
<p>Hi Farid,</p>
<p>Good news &ndash; the council have approved the lunchtime call for Hossein. Because we're adding a
third visit we've had to re-jig our runs in Bramley, so from <b>Monday 14 October</b> his times will be:</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Visit</th><th>Time</th><th>Length</th></tr>
<tr><td>Morning</td><td>09:15</td><td>45 mins</td></tr>
<tr><td>Lunch (NEW)</td><td>12:30</td><td>30 mins</td></tr>
<tr><td>Tea</td><td>17:30</td><td>45 mins</td></tr>
</table>
<p>Agnieszka will stay as his regular morning carer where possible. Lunch will mostly be Dwayne.
The evening call is moving earlier, I know he liked 6 o'clock but it's the only way we can cover it.</p>
<p>Any problems, give me a ring.</p>
<p>Tasha Mellor<br>Care Coordinator &ndash; Brightwell Home Care<br>0113 496 0213</p>
</body></html>"""),
)

add(
    path="mail/2024/10/2024-10-21-re-residential-assessment.eml",
    frm=FARID, to=JANET, cc="Shirin Rahimi <shirin.rahimi@mailbox.example>",
    subject="Re: Dad - falls and next steps",
    date=(2024, 10, 21, 12, 5), msgid="<fr-20241021-1205@homemail.example>",
    in_reply_to="<jo-20241015-0930@leeds-asc.example>",
    body=dict(type="plain", cte="7bit", text="""Hi Janet,

Thanks for this, and for getting the lunchtime visit sorted so quickly - it's made a difference
already.

My sister and I visited Oakwood Grange in Horsforth and Fernbank House on Saturday and Sunday.
Having talked it through as a family (our brother Kaveh too), we would like you to go ahead and
request the residential assessment, please. Oakwood Grange would be our preference if he is
assessed as needing residential care. We haven't discussed it with Dad yet - we'd like to do
that together once we know more.

Best wishes,
Farid

On Tue, 15 Oct 2024 at 09:30, Janet Okafor <janet.okafor@leeds-asc.example> wrote:
> Dear Farid,
>
> Following your father's second fall, I have spoken with Brightwell and with his GP. The
> lunchtime call is now in place. If the family feel that he may need more support than can
> safely be provided at home, I can request a residential assessment. This does not commit
> anyone to anything - it simply tells us what level of care he needs. Please let me know.
>
> Kind regards,
> Janet
"""),
)

# ----------------------------------------------------------------- 2024-11
add(
    path="mail/2024/11/2024-11-05-nexus-proposal.eml",
    frm="Rob Tennant <rob.tennant@nexuscloudtel.example>", to=FARID_WORK,
    subject="Nexus Cloud Telephony - proposal for Kirkstall Lane Medical Practice",
    date=(2024, 11, 5, 11, 2), msgid="<nexus-prop-7731@nexuscloudtel.example>",
    body=dict(type="html", cte="7bit", html="""<html><body>
<p>Dear Farid,</p>
<p>Thank you for your time at last week's demonstration. I'm delighted to enclose our proposal
for Kirkstall Lane Medical Practice.</p>
<table border="1" cellpadding="5">
<tr><th>Component</th><th>Detail</th><th>Cost</th></tr>
<tr><td>Cloud platform</td><td>15 concurrent lines, call-back, queue position, call recording</td><td>&pound;560/month</td></tr>
<tr><td>Handsets</td><td>18 x NX-300 desk phones</td><td>included</td></tr>
<tr><td>Set-up &amp; call-flow design</td><td>one-off</td><td>&pound;1,900</td></tr>
<tr><td>Clinical system integration</td><td>patient lookup on inbound call</td><td>on our 2025 roadmap</td></tr>
</table>
<p>We can have you live within 8 weeks of signature. I'd be happy to discuss contract terms.</p>
<p>Kind regards,<br>Rob Tennant<br>Healthcare Account Manager, Nexus Cloud Telephony</p>
</body></html>"""),
)

add(
    path="mail/2024/11/2024-11-18-pcn-bulletin.eml",
    frm="Kirkstall & Bramley PCN <bulletin@kbpcn.example>", to=FARID_WORK,
    subject="PCN Bulletin - November 2024",
    date=(2024, 11, 18, 8, 0), msgid="<kbpcn-bulletin-2024-11@kbpcn.example>",
    extra={"List-Unsubscribe": "<mailto:bulletin-leave@kbpcn.example>"},
    body=dict(type="alt", text_cte="7bit", html_cte="base64", text="""KIRKSTALL & BRAMLEY PCN - BULLETIN, NOVEMBER 2024

1. Extended access: December rota now on the shared drive. Please confirm your practice's
   Tuesday evening slots by 29 Nov.
2. ARRS roles: our second clinical pharmacist starts 2 Dec, based across all four practices.
3. Cloud telephony: reminder that the ICB expects all practices to be on a cloud-based system
   with call-back by the end of March. Digital funding claims close 31 January.
4. Training: safeguarding level 3 update, Wed 11 Dec, 13:00-15:00, MS Teams.
5. Winter pressures: please share your flu & COVID uptake weekly with Sam.

Sam Whitaker, Clinical Director
""", html="""<html><body>
<h2>Kirkstall &amp; Bramley PCN &ndash; Bulletin, November 2024</h2>
<ol>
<li><b>Extended access:</b> December rota now on the shared drive. Please confirm your practice's Tuesday evening slots by 29 Nov.</li>
<li><b>ARRS roles:</b> our second clinical pharmacist starts 2 Dec, based across all four practices.</li>
<li><b>Cloud telephony:</b> reminder that the ICB expects all practices to be on a cloud-based system with call-back by the end of March. Digital funding claims close 31 January.</li>
<li><b>Training:</b> safeguarding level 3 update, Wed 11 Dec, 13:00&ndash;15:00, MS Teams.</li>
<li><b>Winter pressures:</b> please share your flu &amp; COVID uptake weekly with Sam.</li>
</ol>
<p>Sam Whitaker, Clinical Director</p>
</body></html>"""),
)

# ----------------------------------------------------------------- 2024-12
add(
    path="mail/2024/12/2024-12-03-structural-calcs.eml",
    frm="Priya Lal <priya@lalstructural.example>", to=FARID, cc=DALE,
    subject="23 Ashdene Grove - structural calculations",
    date=(2024, 12, 3, 17, 26), msgid="<lsd-2411-07@lalstructural.example>",
    body=dict(type="mixed", text_cte="7bit", text="""Dear Farid,

Please find attached the summary of my structural calculations for the loft conversion,
following the site visit on 21 November. The full calculation package has gone to Gareth for the
building regulations submission.

In short: the ridge and the new floor need heavier steels than a typical allowance because of the
span and the dormer load, and the existing purlin struts bear onto a wall that isn't load-bearing
all the way down. Section sizes, bearings and padstones are in the summary. Dale is copied in so
he can update his pricing.

My invoice (GBP 650, calcs and site visit) will follow separately.

Kind regards,
Priya Lal CEng MIStructE
Lal Structural Design
""", attachments=[("LSD-2411-07-calc-summary.txt", "base64", """LAL STRUCTURAL DESIGN - CALCULATION SUMMARY
Project: Loft conversion, 23 Ashdene Grove, Horsforth      Ref: LSD-2411-07
Date: 02/12/2024     Engineer: P. Lal

BEAM B1 (new ridge beam):      203x133x30 UB, S355, span 4.6m
                               bearing onto 440x215x100 concrete padstone each end
BEAM B2 (floor trimmer):       152x89x16 UB, S275, span 3.1m
NEW FLOOR JOISTS:              47x195 C24 @ 400 c/c, span 3.8m
DORMER CHEEKS:                 47x100 C24 studs @ 400 c/c
EXISTING PURLIN STRUTS:        remove only after B1 installed and propped
FIRE PROTECTION:               steels to achieve 30 min (intumescent paint or 2x12.5 fireline board)

Notes
1. Contractor to verify all dimensions on site before ordering steel.
2. Temporary propping to be designed by contractor.
3. Building Control to inspect steels before boarding.
""")]),
)

add(
    path="mail/2024/12/2024-12-19-planning-decision.eml",
    frm="Leeds City Council Planning <planning.noreply@leeds-planning.example>", to=FARID,
    subject="Decision notice - 24/05126/FU - 23 Ashdene Grove, Horsforth",
    date=(2024, 12, 19, 10, 14), msgid="<dn-24-05126-fu@leeds-planning.example>",
    body=dict(type="plain", cte="base64", text="""LEEDS CITY COUNCIL - TOWN AND COUNTRY PLANNING ACT 1990

NOTICE OF DECISION
Application number: 24/05126/FU
Proposal: Rear dormer window and two rooflights to front to form habitable room in roof space
Location: 23 Ashdene Grove, Horsforth, Leeds
Applicant: Mr F Rahimi

DECISION: PERMISSION GRANTED subject to the following conditions:

1. The development hereby permitted shall be begun before the expiration of three years from the
   date of this permission.
2. The development shall be carried out in accordance with the approved plans GB-1147-01 to -06.
3. The external materials of the dormer shall match the existing roof in colour and texture.
4. The rooflights shall be of a conservation style, fitted flush with the roof slope.

Case officer: Ruth Ellison, Planning Officer (Householder Team North)
Date of decision: 19 December 2024

If you have any questions about this decision please contact the case officer quoting the
application number.

Chief Planning Officer
"""),
)

# ----------------------------------------------------------------- 2025-01
add(
    path="mail/2025/01/2025-01-06-re-revised-quote.eml",
    frm=DALE, to=FARID,
    subject="Re: Revised price now Priya's calcs are in?",
    date=(2025, 1, 6, 19, 37), msgid="<plc-q-0917-r1@pickeringlofts.example>",
    in_reply_to="<fr-20250104-1011@homemail.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Evening Farid,

Happy new year to you too. Yes, Priya's steels are heavier than my allowance (bigger ridge beam and a trimmer I hadn't allowed for, plus the fire protection on the steel), so the structural line goes up. I've also put the en-suite in as a provisional sum like you asked so you can see the full number with it in.

Revised total (inc VAT): £43,200 – ref PLC-Q-0917-R1.

Of that, the en-suite (shower, basin, WC, pump, waste route through the eaves) is £2,950 provisional. Take it out and you're at £40,250. Have a think and let me know – no rush, I'm not pencilling you in before late May anyway.

Cheers
Dale

On Sat, 4 Jan 2025 at 10:11, Farid Rahimi <farid.rahimi@homemail.example> wrote:
> Hi Dale, happy new year! Priya's calcs came in before Christmas - what's the damage
> now? And can you price the en-suite separately so we can make our minds up.
> Thanks, Farid
"""),
)

add(
    path="mail/2025/01/2025-01-21-abbeydale-welcome.eml",
    frm="Abbeydale Voice Onboarding <onboarding@abbeydalevoice.example>", to=FARID_WORK,
    subject="Welcome to Abbeydale Voice - your contract and go-live details",
    date=(2025, 1, 21, 13, 50), msgid="<abv-onb-55120@abbeydalevoice.example>",
    body=dict(type="html", cte="base64", html="""<html><body style="font-family:Segoe UI,Arial">
<p>Dear Farid,</p>
<p>Thank you for choosing Abbeydale Voice for Kirkstall Lane Medical Practice. Your contract has
been countersigned and your project is now with our onboarding team.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td><b>Account number</b></td><td>ABV-55120-KL</td></tr>
<tr><td><b>Contract term</b></td><td>36 months</td></tr>
<tr><td><b>Monthly charge</b></td><td>&pound;610 (15 lines, call-back, queue position, clinical system integration)</td></tr>
<tr><td><b>Set-up</b></td><td>&pound;2,400 (invoiced on go-live)</td></tr>
<tr><td><b>Number port</b></td><td>from TeleMed Voice &ndash; we handle this</td></tr>
<tr><td><b>Go-live</b></td><td>Monday 7 April 2025, 07:00</td></tr>
<tr><td><b>Project manager</b></td><td>Ollie Brennan</td></tr>
</table>
<p>Please quote your account number whenever you contact our support desk. Ollie will be in touch
this week to book the call-flow workshop and reception training.</p>
<p>Kind regards,<br>Hannah Croft<br>Onboarding Team, Abbeydale Voice</p>
</body></html>"""),
)

# ----------------------------------------------------------------- 2025-02
add(
    path="mail/2025/02/2025-02-03-building-control-approval.eml",
    frm="Leeds Building Control <bc.applications@leeds-buildingcontrol.example>", to=FARID,
    cc="Gareth Booth <gareth@boothdrawings.example>",
    subject="Full plans approval - loft conversion, 23 Ashdene Grove, Horsforth",
    date=(2025, 2, 3, 11, 45), msgid="<bc-fp-approval-0203@leeds-buildingcontrol.example>",
    body=dict(type="plain", cte="quoted-printable", text="""Dear Mr Rahimi,

BUILDING ACT 1984 - BUILDING REGULATIONS 2010

I am pleased to tell you that the full plans you deposited with us for the loft conversion at 23 Ashdene Grove have been approved, subject to the conditions listed in the formal notice. Your full plans application reference is FP/25/00871 and you will need it whenever you book an inspection.

Please give us at least 48 hours' notice before each inspection stage: commencement, steels and structure before covering, insulation, drainage (if any), and completion. Fire doors, interlinked smoke alarms and the escape window will be checked at completion. Inspections can be booked online or by phone on 0113 496 0590.

Yours sincerely,

Paul Sugden
Building Control Surveyor, Leeds Building Control
"""),
)

add(
    path="mail/2025/02/2025-02-10-re-dads-care-decision.eml",
    frm=FARID, to=JANET,
    cc="Shirin Rahimi <shirin.rahimi@mailbox.example>, Kaveh Rahimi <kaveh.rahimi@postbox.example>",
    subject="Re: Residential assessment for your father",
    date=(2025, 2, 10, 8, 55), msgid="<fr-20250210-0855@homemail.example>",
    in_reply_to="<jo-20250128-1412@leeds-asc.example>",
    body=dict(type="plain", cte="8bit", text="""Dear Janet,

Thank you for arranging this. My brother came up from London at the weekend and the three of us
sat down with Dad properly on Saturday. It was a hard conversation, but a good one.

We’ve decided as a family that Dad will stay at home. He was very clear that he wants to stay in
his own house, and since the lunchtime visit started he has had no falls and is eating much
better. So please could you cancel the residential assessment on 24 February – and we’d like to
ask for a review of his package with a view to increasing it (we were thinking an extra bedtime
call, and possibly the morning call a bit earlier so his tablets are on time).

We’ll all be doing more on our side too – Shirin is taking two Saturdays a month.

Many thanks for everything,
Farid

On Tue, 28 Jan 2025 at 14:12, Janet Okafor <janet.okafor@leeds-asc.example> wrote:
> Dear Farid,
>
> The residential assessment for your father has been booked for Monday 24 February at
> 11:00. An assessor from the team will visit him at home. Please let me know if you or
> your siblings would like to be present, or if anything has changed.
>
> Kind regards,
> Janet
"""),
)

add(
    path="mail/2025/02/2025-02-14-shopnorth-receipt.eml",
    frm="ShopNorth <orders@shopnorth.example>", to=FARID,
    subject="Your ShopNorth order SN-448120 has been dispatched",
    date=(2025, 2, 14, 18, 3), msgid="<sn-448120-dispatch@shopnorth.example>",
    body=dict(type="html", cte="quoted-printable", html="""<html><body style="font-family:Helvetica">
<h2>Good news, Farid &ndash; your order is on its way!</h2>
<p>Order SN-448120 &middot; dispatched 14/02/2025 &middot; Royal Mail Tracked 48</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Men's astro turf trainers, size 10, black/white</td><td>1</td><td>\u00a339.99</td></tr>
<tr><td>Knee support strap (adjustable)</td><td>1</td><td>\u00a39.99</td></tr>
<tr><td>Delivery</td><td></td><td>\u00a34.99</td></tr>
<tr><td><b>Total</b></td><td></td><td><b>\u00a354.97</b></td></tr>
</table>
<p>Returns are free within 30 days. Thanks for shopping with ShopNorth.</p>
</body></html>"""),
)

# ----------------------------------------------------------------- 2025-03
add(
    path="mail/2025/03/2025-03-03-key-safe-code.eml",
    frm=TASHA, to=FARID,
    subject="Key safe at your dad's",
    date=(2025, 3, 3, 9, 2), msgid="<bw-20250303-0902@brightwell-care.example>",
    body=dict(type="plain", cte="base64", text="""Hi Farid,

Just to let you know that on Friday (28 Feb) our field supervisor changed the code on the key safe
at your dad's house. One of our carers mislaid the slip with the old code on it and, although we
think it was just lost in her car, we don't take chances.

The new code is 7316.

All our carers on his runs have been told verbally. Please pass it on to your brother and sister,
but not by text or social media if you can avoid it. Sorry for the hassle.

Kind regards,
Tasha

Tasha Mellor
Care Coordinator - Brightwell Home Care
"""),
)

add(
    path="mail/2025/03/2025-03-12-re-cqc-inspection.eml",
    frm=FARID_WORK, to="Fiona Blake <fiona.blake@cqc-inspections.example>",
    subject="Re: CQC inspection of Kirkstall Lane Medical Practice",
    date=(2025, 3, 12, 16, 20), msgid="<fr-work-20250312-1620@klmp-nhs.example>",
    in_reply_to="<cqc-fb-7781@cqc-inspections.example>",
    body=dict(type="plain", cte="7bit", text="""Dear Fiona,

Thank you - all received. Room 6 on the ground floor will be yours for the day (it has a working
blind and is well away from reception). Parking: the two bays marked "Visitor" by the side door.
I've attached nothing further for now; the staff list, training matrix and policies index will
be with you by Friday as requested.

I'll do a short welcome at 9, and the partners and our nurse lead, Karen Doyle, have blocked
out their interview slots.

Kind regards,
Farid Rahimi
Practice Manager, Kirkstall Lane Medical Practice

On Wed, 12 Mar 2025 at 10:05, Fiona Blake <fiona.blake@cqc-inspections.example> wrote:
> Dear Mr Rahimi,
>
> Further to our telephone call this morning, I will be the lead inspector for the
> inspection of Kirkstall Lane Medical Practice next Wednesday. I will be accompanied by a
> GP specialist advisor. We will arrive at half past eight and expect to finish by 17:00.
>
> Please provide by Friday: a staff list with roles, your training matrix, and an index of
> your policies. We will need a private room for the day.
>
> Kind regards,
> Fiona Blake
> Inspector, Primary Medical Services
"""),
)

# ----------------------------------------------------------------- 2025-04
add(
    path="mail/2025/04/2025-04-02-new-visit-times-april.eml",
    frm=TASHA, to=FARID,
    subject="Hossein - updated care package from Monday 7 April",
    date=(2025, 4, 2, 14, 11), msgid="<bw-20250402-1411@brightwell-care.example>",
    body=dict(type="plain", cte="base64", text="""Hi Farid,

The council have confirmed the increase to your dad's package following the review request, so
from Monday 7 April his visits will be:

  Morning   08:45  (45 mins) - moved earlier so his tablets are taken before breakfast
  Lunch     12:30  (30 mins) - no change
  Tea       17:30  (45 mins) - no change
  Bedtime   20:30  (30 mins) - NEW

His regular morning carer will stay the same as now. The bedtime call will be one of two carers
on the evening run.

Please let the family know. Any issues, ring the office.

Kind regards,
Tasha

Tasha Mellor
Care Coordinator - Brightwell Home Care
0113 496 0213
"""),
)

add(
    path="mail/2025/04/2025-04-14-revised-quote-no-ensuite.eml",
    frm=DALE, to=FARID,
    subject="Revised quote PLC-Q-0917-R2 (no en-suite)",
    date=(2025, 4, 14, 20, 16), msgid="<plc-q-0917-r2@pickeringlofts.example>",
    body=dict(type="alt", text_cte="quoted-printable", html_cte="quoted-printable", text="""Hi Farid,

As discussed Thursday - revised quote below without the en-suite. I've added a small basin in the eaves (cold and hot off the existing bathroom, no pump needed) and taken out the shower, WC, pump and the waste route.

Revised total (inc VAT): £41,650 - ref PLC-Q-0917-R2.

This replaces all previous prices. Payment terms as before: 10% deposit on acceptance, stage payments, 5% retention for 3 months. If you're happy, reply to confirm and pay the deposit and I'll lock in your start date.

Cheers
Dale
Pickering Loft Conversions Ltd - 07700 900741
""", html="""<html><body style="font-family:Calibri">
<p>Hi Farid,</p>
<p>As discussed Thursday &ndash; revised quote below <b>without the en-suite</b>. I've added a small basin
in the eaves (hot and cold off the existing bathroom, no pump needed) and taken out the shower, WC, pump and the waste route.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Quote</th><th>Ref</th><th>Total inc VAT</th></tr>
<tr><td>Original (Sept 24)</td><td>PLC-Q-0917</td><td>superseded</td></tr>
<tr><td>With en-suite (Jan 25)</td><td>PLC-Q-0917-R1</td><td>superseded</td></tr>
<tr><td><b>No en-suite, basin in eaves (Apr 25)</b></td><td><b>PLC-Q-0917-R2</b></td><td><b>£41,650</b></td></tr>
</table>
<p>This replaces all previous prices. Payment terms as before: 10% deposit on acceptance, stage payments,
5% retention for 3 months. If you're happy, reply to confirm and pay the deposit and I'll lock in your start date.</p>
<p>Cheers<br>Dale<br>Pickering Loft Conversions Ltd &ndash; 07700 900741</p>
</body></html>"""),
)

# ----------------------------------------------------------------- 2025-05
add(
    path="mail/2025/05/2025-05-02-cottage-booking-confirmation.eml",
    frm="Coastal Cottages Wales <bookings@coastalcottageswales.example>", to=FARID,
    subject="Booking confirmed: Ty Gwyn, 02/08/2025 - 09/08/2025 (CCW-77231)",
    date=(2025, 5, 2, 21, 44), msgid="<ccw-77231-confirm@coastalcottageswales.example>",
    body=dict(type="alt", text_cte="7bit", html_cte="base64", text="""BOOKING CONFIRMATION - CCW-77231

Dear Mr Rahimi,

Thank you for booking with Coastal Cottages Wales.

Property: Ty Gwyn (sleeps 5), near Newport, Pembrokeshire
Arrive: Saturday 2 August 2025 from 16:00
Depart: Saturday 9 August 2025 by 10:00
Guests: 2 adults, 2 children
Total: GBP 1,286.00 - deposit GBP 321.50 paid, balance due 5 July 2025

Key collection: key safe by the front door, code sent 7 days before arrival.

We hope you have a wonderful stay.
Coastal Cottages Wales
""", html="""<html><body style="font-family:Georgia">
<h2>Booking confirmed &ndash; CCW-77231</h2>
<p>Dear Mr Rahimi, thank you for booking with Coastal Cottages Wales.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td>Property</td><td>Ty Gwyn (sleeps 5), near Newport, Pembrokeshire</td></tr>
<tr><td>Arrive</td><td>Saturday 2 August 2025 from 16:00</td></tr>
<tr><td>Depart</td><td>Saturday 9 August 2025 by 10:00</td></tr>
<tr><td>Guests</td><td>2 adults, 2 children</td></tr>
<tr><td>Total</td><td>&pound;1,286.00 (deposit &pound;321.50 paid, balance due 5 July 2025)</td></tr>
</table>
<p>Key collection: key safe by the front door, code sent 7 days before arrival.</p>
</body></html>"""),
)

add(
    path="mail/2025/05/2025-05-06-year8-parents-evening.eml",
    frm="Hawksworth Park Academy <office@hawksworthpark.example>", to=CLAIRE, cc=FARID,
    subject="Year 8 Parents' Evening - Thursday 5 June",
    date=(2025, 5, 6, 15, 30), msgid="<hpa-y8pe-2025@hawksworthpark.example>",
    body=dict(type="html", cte="base64", html="""<html><body style="font-family:Arial">
<p>Dear Parent/Carer,</p>
<p>We are delighted to invite you to the Year 8 Parents' Evening.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Date</th><th>Time</th><th>Venue</th></tr>
<tr><td>Thursday 5 June 2025</td><td>16:00 &ndash; 19:00</td><td>Sports Hall, Block C (enter by the Lower School gate on Moor Lane)</td></tr>
</table>
<p>Appointments are 5 minutes each and must be booked through School Gateway by Friday 30 May.
Please bring your child with you. Tea and coffee will be served by the Year 12 charity committee.</p>
<p>Yours faithfully,<br>Mrs D. Haigh<br>Head of Year 8</p>
</body></html>"""),
)

add(
    path="mail/2025/05/2025-05-09-robin-wood-balance.eml",
    frm="Hawksworth Park Academy Trips <trips@hawksworthpark.example>", to=CLAIRE, cc=FARID,
    subject="Year 8 residential - balance reminder",
    date=(2025, 5, 9, 12, 0), msgid="<hpa-trips-rw-0509@hawksworthpark.example>",
    body=dict(type="plain", cte="7bit", text="""Dear Parent/Carer,

This is a reminder that the balance for the Year 8 residential to Robin Wood Activity Centre is
now due.

Dates: Monday 23 June to Wednesday 25 June 2025 (coach departs school 08:30 Monday, returns
approx 16:00 Wednesday)
Balance: GBP 95.00, payable via School Gateway by Friday 30 May.

A kit list and medical form will follow. If you are having difficulty with payment please
contact the school office in confidence.

Thank you,
Trips Office, Hawksworth Park Academy
"""),
)

add(
    path="mail/2025/05/2025-05-12-care-review-moved.eml",
    frm=JANET, to=FARID,
    subject="Your father's care review - new date, and some news",
    date=(2025, 5, 12, 16, 45), msgid="<jo-20250512-1645@leeds-asc.example>",
    body=dict(type="plain", cte="7bit", text="""Dear Farid,

I'm afraid I need to move your father's care review, which was booked for Thursday 22 May. The
new date is Wednesday 4 June 2025 at 10:30, at his home as before. I'm sorry for the change.

The reason is that I'm leaving the West team at the end of this month to join the hospital
discharge team at St Mary's. Your father's case will transfer to my colleague Devinder Mistry
(he goes by Dev), who will lead the review on 4 June. I'll do a full handover with him, and I'll
come along on the day if I can.

It has been a real pleasure working with you and your family.

Kind regards,
Janet

Janet Okafor
Social Worker, Adult Social Care (West), Leeds City Council
"""),
)

add(
    path="mail/2025/05/2025-05-15-fwd-start-schedule.eml",
    frm=FARID, to=CLAIRE,
    subject="Fwd: Start schedule - 23 Ashdene Grove",
    date=(2025, 5, 15, 7, 48), msgid="<fr-20250515-0748@homemail.example>",
    body=dict(type="plain", cte="7bit", text="""Here you go - Dale's schedule so you can stop asking me :) Car needs to be off the drive from
Wednesday night.
F

---------- Forwarded message ---------
From: Dale Pickering <dale@pickeringlofts.example>
Date: Wed, 14 May 2025 at 21:02
Subject: Start schedule - 23 Ashdene Grove
To: Farid Rahimi <farid.rahimi@homemail.example>

Hi Farid,

Thanks for the deposit - you're locked in. Schedule below, weather permitting:

- Thursday 29 May: scaffolding goes up (front and rear). Tarpaulin over the rear slope.
- Friday 30 May: skip delivered. The skip will go on your drive, so you'll need to park on the
  road from Thursday night. Portaloo round the side by the bins.
- Monday 2 June: we start. Strip out, loft floor up, prop the purlins.
- w/c 9 June: steels delivered and installed. Building control to inspect steels before we
  board over - I'll book it.
- w/c 16 June onwards: dormer frame, then roof, then watertight.

The lads start at 7.30 and finish by 5. No radios before 8, I promise.

Cheers
Dale
"""),
)

add(
    path="mail/2025/05/2025-05-19-re-party-wall.eml",
    frm="Nadia Hartley <nadia@hartleypartywall.example>", to=FARID,
    subject="Re: Party wall - any news from no. 21?",
    date=(2025, 5, 19, 13, 27), msgid="<nh-20250519-1327@hartleypartywall.example>",
    in_reply_to="<fr-20250518-2130@homemail.example>",
    body=dict(type="plain", cte="7bit", text="""Hi Farid,

Sadly not. I've still had nothing back from Mrs Gledhill at no. 21. The notice went on 24 January
and a chaser on 17 May. She hasn't signed the acknowledgement form, so she hasn't consented and
she hasn't dissented either.

Under the Act, if she hasn't responded within 14 days of the chaser (so by 31 May) she is
deemed to be in dispute, and I'll need to appoint a surveyor on her behalf so we can agree an
award. That adds a few weeks and some cost, but it doesn't have to delay Dale as long as no
party wall work happens first (the steels bearing into the party wall do count, sorry).

I'll pop round and knock on her door this week - these things are usually just paperwork
under a pile of post. Will let you know.

Best,
Nadia

Nadia Hartley MRICS, Hartley Party Wall Surveyors

On Sun, 18 May 2025 at 21:30, Farid Rahimi <farid.rahimi@homemail.example> wrote:
> Hi Nadia, any word from next door? The builders start soon and Dale wants to
> know if he can put the steels in early June. Thanks, Farid
"""),
)

add(
    path="mail/2025/05/2025-05-21-fives-league-newsletter.eml",
    frm="Leeds Fives League <news@leedsfivesleague.example>", to=FARID,
    subject="Summer League 2025 is coming \u26bd fixtures, rules & kit",
    date=(2025, 5, 21, 18, 0), msgid="<lfl-news-2025-05@leedsfivesleague.example>",
    extra={"List-Unsubscribe": "<https://leedsfivesleague.example/unsubscribe>"},
    body=dict(type="alt", text_cte="quoted-printable", html_cte="quoted-printable", text="""LEEDS FIVES LEAGUE – SUMMER 2025

Hi Farid,

Summer League kicks off the week of 9 June across all four venues. Your team "Thursday Fives FC" is in Division 3 (Veterans) at Bramley Sports Dome.

• 10 fixtures + cup, finals night 14 August
• Rolling subs, max squad 10
• Shin pads compulsory this season – no pads, no play
• Team fee £320, payable by your captain

Fixtures will be on the app by Friday.

See you on the pitch!
Leeds Fives League
""", html="""<html><body style="font-family:Arial">
<h1>Leeds Fives League &ndash; Summer 2025 \u26bd</h1>
<p>Hi Farid,</p>
<p>Summer League kicks off the week of 9 June across all four venues. Your team <b>"Thursday Fives FC"</b>
is in Division 3 (Veterans) at Bramley Sports Dome.</p>
<table border="1" cellpadding="4"><tr><td>Fixtures</td><td>10 + cup</td></tr>
<tr><td>Finals night</td><td>14 August</td></tr><tr><td>Squad</td><td>max 10, rolling subs</td></tr>
<tr><td>Team fee</td><td>\u00a3320 (captain pays)</td></tr></table>
<p><b>Shin pads compulsory</b> this season &ndash; no pads, no play.</p>
</body></html>"""),
)

# ----------------------------------------------------------------- mbox (club mailing list)
LIST_ID = "Thursday Fives <thursday-fives.lists.bramleyfives.example>"
GAZ = "Gary Holroyd <gaz.holroyd@bramleyfives.example>"
LIST_ADDR = "thursday-fives@lists.bramleyfives.example"

MBOX = [
    dict(frm=GAZ, subject="[Thursday Fives] Back on this Thursday!",
         date=(2024, 9, 2, 20, 15), msgid="<tf-20240902@bramleyfives.example>", cte="8bit",
         text="""Evening all,

Hope everyone had a good summer. Fives is back this Thursday 5th Sept, 7pm, pitch 3 at the Dome.
I've block-booked the pitch through to Christmas so please don't let me down.

Subs £5 a game as before, pay me monthly by transfer if you can - bank details in the group chat.

Gaz
"""),
    dict(frm=GAZ, subject="[Thursday Fives] Next week is WEDNESDAY",
         date=(2024, 10, 31, 19, 2), msgid="<tf-20241031@bramleyfives.example>", cte="7bit",
         text="""Lads,

The Dome are resurfacing pitch 3 next week so Thursday 7 Nov is off. They've given us Wednesday
6 Nov instead, same time, pitch 1. Back to normal the week after.

Gaz
"""),
    dict(frm="Nasser Iqbal <nasser.iqbal@postbox.example>", subject="Re: [Thursday Fives] Next week is WEDNESDAY",
         date=(2024, 11, 1, 8, 40), msgid="<tf-20241101-ni@postbox.example>",
         in_reply_to="<tf-20241031@bramleyfives.example>", cte="7bit",
         text="""Can't do Wednesdays, it's my lad's swimming. Count me out for that one.

N

On Thu, 31 Oct 2024, Gary Holroyd wrote:
> The Dome are resurfacing pitch 3 next week so Thursday 7 Nov is off. They've given us
> Wednesday 6 Nov instead, same time, pitch 1.
"""),
    dict(frm=GAZ, subject="[Thursday Fives] Christmas curry + no game on Boxing Day",
         date=(2024, 12, 12, 21, 30), msgid="<tf-20241212@bramleyfives.example>", cte="7bit",
         text="""All,

Christmas curry: Thursday 19 Dec straight after the game, Shabab on Kirkstall Road, I've booked
for 10. Quiz by Nasser, so expect it to be about cricket.

No game on Boxing Day (obviously). Back on 2 Jan.

Gaz
"""),
    dict(frm=GAZ, subject="[Thursday Fives] New time from 16 Jan + subs",
         date=(2025, 1, 6, 18, 55), msgid="<tf-20250106@bramleyfives.example>", cte="quoted-printable",
         text="""Right lads, bit of news from the Dome.

They've restructured the block bookings for the new year and we've lost the 7pm slot to a
junior league.
From Thursday 16 Jan we kick off at 8pm, same pitch, one hour. Last 7pm game is 9 Jan.

Pitch hire has gone up as well so subs are going up to £6 a game from January. Sorry - not my
doing. I've re-booked the pitch for 8pm through to the end of July.

Gaz
"""),
    dict(frm="Pete Lockwood <pete.lockwood@mailbox.example>", subject="Re: [Thursday Fives] New time from 16 Jan + subs",
         date=(2025, 1, 7, 7, 10), msgid="<tf-20250107-pl@mailbox.example>",
         in_reply_to="<tf-20250106@bramleyfives.example>", cte="7bit",
         text="""8pm is a killer for those of us on earlies but I'll live. Cheers for sorting it Gaz.

Pete

On Mon, 6 Jan 2025, Gary Holroyd wrote:
> From Thursday 16 Jan we kick off at 8pm, same pitch, one hour. Last 7pm game is 9 Jan.
"""),
    dict(frm=GAZ, subject="[Thursday Fives] Summer league - who's in?",
         date=(2025, 3, 20, 20, 5), msgid="<tf-20250320@bramleyfives.example>", cte="7bit",
         text="""Leeds Fives League are running a veterans division this summer at the Dome, 10 games in
June-August on our usual night. I'm thinking we enter. Need at least 8 committed.
Reply to the list if you're in.

Gaz
"""),
    dict(frm=GAZ, subject="[Thursday Fives] Summer league confirmed",
         date=(2025, 5, 16, 19, 40), msgid="<tf-20250516@bramleyfives.example>", cte="7bit",
         text="""We're in! Division 3 (Veterans). 9 of us signed up, which means Farid can stop
pretending his knee is fine.

First fixture is our normal Thursday slot the week of 9 June. Normal kickabouts carry on
alongside until then. Team fee is paid (I'll split it into the subs).

Gaz
"""),
]
