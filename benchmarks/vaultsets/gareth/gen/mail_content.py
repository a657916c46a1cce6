# E-mail and mbox content. Standard library only.
# Each entry: dict(path, kind, frm, to, cc, subject, date(tuple y,m,d,h,mi,s,tzhours), body, body_cte,
#                  html, html_cte, attachments[(filename, text)], in_reply_to, extra)
G_WORK = "Gareth Pritchard <gareth@wnionvets.example>"
G_HOME = "Gareth Pritchard <garethpritch@postbox.example>"
SIAN = "Sian Pritchard <sian.pritchard@postbox.example>"
RHYS = "Rhys Bowen <rhys@wnionvets.example>"
DELYTH = "Delyth Morgan <delyth@wnionvets.example>"
IOLO = "Iolo Evans <iolo@joevansbuilders.example>"
LOWRI = "Dr Lowri Tudur <lowri@tudurecology.example>"

MAILS = []

def M(**kw):
    MAILS.append(kw)

M(path="mail/2024/03/2024-03-14-eryri-receipt.eml", kind="plain", body_cte="7bit",
  frm="Eryri National Park Authority - Planning <planning@eryri-npa.example>", to=G_HOME,
  subject="Receipt of planning application - Llwyn Onn, Dolgellau",
  date=(2024, 3, 14, 10, 2, 37, 0), mid="<20240314100237.4411@eryri-npa.example>",
  body="""Dear Mr Pritchard,

Thank you for your planning application, received on 11 March 2024, for:

  Conversion of redundant stone barn to form a three-bedroom holiday let, including
  associated foul drainage and parking, at Llwyn Onn, Dolgellau.

The application fee has been received with thanks. Your application will now be checked
for validation. Once it has been validated you will be sent an application reference
number, which should be quoted in all further correspondence. Validation can take up to
15 working days.

Your case officer will be: Gwion Edwards.

Please do not reply to this automated message.

Yr eiddoch yn gywir / Yours sincerely

Cefnogaeth Cynllunio / Planning Support
Awdurdod Parc Cenedlaethol Eryri / Eryri National Park Authority
""")

M(path="mail/2024/04/2024-04-22-newyddion-fferm-april.eml", kind="html", html_cte="quoted-printable",
  frm="Newyddion Fferm Meirionnydd <bwletin@ffermmeirionnydd.example>", to=G_WORK,
  subject="April bulletin: BVD, fluke forecast, spring shows",
  date=(2024, 4, 22, 7, 30, 0, 1), mid="<bwletin-2024-04@ffermmeirionnydd.example>",
  extra={"List-Unsubscribe": "<mailto:unsubscribe@ffermmeirionnydd.example>"},
  html="""<html><body style="font-family:Arial,sans-serif">
<h1>Newyddion Fferm Meirionnydd &ndash; April 2024</h1>
<p>Croeso / Welcome to the spring bulletin for farmers and their vets in Meirionnydd.</p>
<h2>Gwaredu BVD: next phase</h2>
<p><b>Gwaredu BVD</b> &ndash; the Wales-wide programme to stamp out bovine viral diarrhoea &ndash; moves into its next
phase this spring. Funded youngstock check tests are still available through your own vet, and there is now
support for <i>PI hunts</i> on herds where the check test finds exposure. If a persistently infected (PI) calf is
found, the programme will contribute towards removing it quickly. Talk to your vet about booking the check test
alongside your TB test to save a visit.</p>
<h2>Dates for the diary</h2>
<table border="1" cellpadding="4">
<tr><th>Date</th><th>What</th><th>Where</th></tr>
<tr><td>2 May</td><td>Grassland walk &ndash; reseeding on hill ground</td><td>Rhydymain</td></tr>
<tr><td>16 May</td><td>Sheep scab &amp; lameness evening</td><td>Bala, Neuadd Buddug</td></tr>
<tr><td>4 June</td><td>Young farmers&rsquo; stockjudging</td><td>Dolgellau mart</td></tr>
<tr><td>22&ndash;25 July</td><td>Royal Welsh Show</td><td>Llanelwedd</td></tr>
</table>
<h2>Fluke forecast</h2>
<p>The spring fluke forecast is <b>moderate</b> for the west of Wales after the wet winter. Check with your vet
before treating &ndash; not every product kills every stage.</p>
<p style="font-size:small">You are receiving this because you signed up at the Dolgellau mart stand. Dad-danysgrifio / unsubscribe.</p>
</body></html>
""")

M(path="mail/2024/05/2024-05-09-merched-agri-spring-offers.eml", kind="alt", body_cte="quoted-printable",
  html_cte="quoted-printable",
  frm="Merched Agri Supplies <offers@merchedagri.example>", to=G_HOME,
  subject="Spring offers - minerals, FlukeGuard, fencing - this week only",
  date=(2024, 5, 9, 6, 45, 0, 1), mid="<offers-0509@merchedagri.example>",
  body="""SPRING OFFERS - THIS WEEK ONLY at Merched Agri Supplies, Dolgellau + Bala

- Hi-Mag mineral buckets 22.5 kg ............ £38.50 (2 for £72)
- FlukeGuard 10% oral drench 2.2 L .......... £54.99
- Stock fencing 80 m roll (C8/80/15) ........ £69.00
- Tanalised stakes 1.65 m x 75 mm (50) ...... £162.00
- Lamb creep 25 kg .......................... £11.40

Farmers' breakfast in store Saturday 8-10am. Prices incl. VAT while stocks last.
""",
  html="""<html><body>
<h2 style="color:#2a6">Spring offers &ndash; this week only</h2>
<table border="1" cellpadding="5">
<tr><th>Product</th><th>Offer</th></tr>
<tr><td>Hi-Mag mineral buckets 22.5&nbsp;kg</td><td>&pound;38.50 (2 for &pound;72)</td></tr>
<tr><td>FlukeGuard 10% oral drench 2.2&nbsp;L</td><td>&pound;54.99</td></tr>
<tr><td>Stock fencing 80&nbsp;m roll</td><td>&pound;69.00</td></tr>
<tr><td>Tanalised stakes (50)</td><td>&pound;162.00</td></tr>
<tr><td>Lamb creep 25&nbsp;kg</td><td>&pound;11.40</td></tr>
</table>
<p>Farmers&rsquo; breakfast in store Saturday 8&ndash;10am.</p>
</body></html>
""")

M(path="mail/2024/06/2024-06-04-apha-tb-allocation.eml", kind="plain", body_cte="quoted-printable",
  frm="Bethan Rowlands (APHA) <bethan.rowlands@apha-tb.example>", to=G_WORK, cc=DELYTH,
  subject="TB testing allocation 2024/25 - Wnion Vets (Meirionnydd)",
  date=(2024, 6, 4, 11, 17, 52, 1), mid="<a1f3c2.20240604@apha-tb.example>",
  body="""Dear Gareth,

I've taken over as the TB Delivery Officer for the Meirionnydd patch from this month, so I'll be
your first point of contact for anything TB – allocations, extensions, reactors, paperwork.

Your practice's allocated tests for 2024/25 are below (windows are the permitted testing windows):

  Tyddyn Mawr (E. Williams)  – WHT – 10–28 June 2024
  Bryn Glas (H. & M. Jones)  – WHT – October 2024
  Pant-y-Llyn (E. Roberts)   – WHT + PMT as required – December 2024
  Cefn Coch (A. Lloyd)       – WHT – window opens January 2025, must be completed by 28 February 2025
  Hafod Dywyll               – pre-movement testing only, as requested by the keeper

Please make sure any locum who will be testing is authorised as an OV for TB on our system before
they are booked – we can't accept results from an OV who isn't.

Test charts back within 5 working days of the read as usual, please.

Kind regards,

Bethan Rowlands
TB Delivery Officer – APHA Wales (Caernarfon office)
Tel: 01632 960771
""")

M(path="mail/2024/07/2024-07-03-re-quote-barn-conversion.eml", kind="plain", body_cte="7bit",
  frm=G_HOME, to=IOLO, subject="Re: Quote - barn conversion, Llwyn Onn",
  date=(2024, 7, 3, 21, 40, 12, 1), mid="<CAGP0703.barn@postbox.example>",
  in_reply_to="<20240514182211.joe@joevansbuilders.example>",
  body="""Iolo,

Sorry it's taken a while to get back to you. Sian and I have talked it through properly and we'd
like to go ahead with you - please take this as acceptance of the quote below.

January start is perfect for us. Couple of things:
- drainage we'll sort separately once the perc test is done in September, as you said
- we're happy to do the strip-out and labouring ourselves to save a bit, as discussed
- slates we'll supply (Welsh, probably, once the park have had their say)

Give me a ring when you've got a minute and we'll sort a deposit and dates.

Diolch,
Gareth

On 14 May 2024, at 18:22, Iolo Evans <iolo@joevansbuilders.example> wrote:
> Gareth,
>
> Please find our price for the works as discussed on site last week:
>
> Conversion of barn at Llwyn Onn as per Elin's drawings (rev B) - structural repairs,
> lime repointing, new floors, first floor in the loft, stud walls, windows + doors
> (oak, as drawn), first + second fix, plastering (lime), roof strip and re-felt
> (slating by your roofer), making good.
>
> Total: 86,400 pounds incl VAT
>
> Excludes: slates (client supply), foul drainage (TBC after perc test), kitchen units,
> sanitaryware, decoration.
>
> Earliest start: January 2025. Programme approx. 24 weeks.
>
> Regards,
> Iolo
> J.O. Evans & Son, Builders - Brithdir
""")

M(path="mail/2024/07/2024-07-18-paternity-leave-dates.eml", kind="plain", body_cte="7bit",
  frm=RHYS, to=G_WORK, subject="Paternity leave dates",
  date=(2024, 7, 18, 22, 5, 44, 1), mid="<rb.0718@wnionvets.example>",
  body="""Gareth,

Catrin's due 15th Sept. If it's ok with you I'd like to take Mon 23 Sept to Fri 1 Nov - that's my
2 weeks paternity plus 4 weeks of my holiday. I know it's a lot of time in the autumn. If the baby's
early I'll just start early and we'll juggle.

Delyth has looked at agencies - VetCover Cymru seem the best bet for farm locums, she's going to
ring them this week to get a booking in before the good ones go.

I'm worried about the weekends though. We'll need to talk about that.

Rhys
""")

M(path="mail/2024/08/2024-08-02-eryri-decision-notice.eml", kind="html", html_cte="base64",
  frm="Eryri National Park Authority - Planning <planning@eryri-npa.example>", to=G_HOME,
  subject="Decision notice - Llwyn Onn, Dolgellau / Hysbysiad penderfyniad",
  date=(2024, 8, 2, 14, 31, 5, 1), mid="<20240802143105.9902@eryri-npa.example>",
  html="""<html><body style="font-family:Georgia,serif">
<p><b>Awdurdod Parc Cenedlaethol Eryri / Eryri National Park Authority</b></p>
<h2>Hysbysiad Penderfyniad / Decision Notice</h2>
<h3>GRANT OF PLANNING PERMISSION</h3>
<table border="1" cellpadding="4">
<tr><td>Application reference</td><td><b>NP5/57/LB214</b></td></tr>
<tr><td>Applicant</td><td>Mr G. Pritchard</td></tr>
<tr><td>Site</td><td>Barn at Llwyn Onn, Dolgellau</td></tr>
<tr><td>Proposal</td><td>Conversion of redundant stone barn to three-bedroom holiday let, including foul drainage and parking</td></tr>
<tr><td>Decision</td><td>Granted, subject to conditions (delegated decision)</td></tr>
<tr><td>Date of decision</td><td>2 August 2024</td></tr>
</table>
<h3>Conditions</h3>
<table border="1" cellpadding="4">
<tr><th>No.</th><th>Condition</th></tr>
<tr><td>1</td><td>The development shall begin no later than five years from the date of this decision.</td></tr>
<tr><td>2</td><td>The development shall be carried out in accordance with the approved plans (rev B).</td></tr>
<tr><td>3</td><td>The roof shall be covered in natural slate; a sample shall be submitted to and approved in writing by the Authority before any roofing works commence.</td></tr>
<tr><td>4</td><td>No works to the roof or west gable until a European Protected Species licence has been obtained and the mitigation in the ecologist's report is in place.</td></tr>
<tr><td>5</td><td>Rooflights shall be of the flush conservation type only.</td></tr>
<tr><td>6</td><td>No external lighting shall be installed on the west elevation.</td></tr>
<tr><td>7</td><td>Details of foul drainage shall be submitted to and approved by the Authority before first occupation.</td></tr>
</table>
<p>Please quote the application reference in all correspondence, including any application to discharge conditions.</p>
<p>Pennaeth Cynllunio / Head of Planning</p>
</body></html>
""")

M(path="mail/2024/08/2024-08-20-vetcover-booking.eml", kind="html", html_cte="base64",
  frm="VetCover Cymru <bookings@vetcovercymru.example>", to=G_WORK, cc=DELYTH,
  subject="Booking request received - VC-2291 (Wnion Vets)",
  date=(2024, 8, 20, 9, 12, 40, 1), mid="<VC-2291.20240820@vetcovercymru.example>",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif">
<p>Dear Gareth and Delyth,</p>
<p>Thank you for your booking request. We are now matching a locum to your practice and will confirm
their details within <b>10 working days</b>.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td>VC-2291</td></tr>
<tr><th align="left">Practice</th><td>Wnion Vets, Dolgellau</td></tr>
<tr><th align="left">Role</th><td>Farm / mixed locum (TB OV required)</td></tr>
<tr><th align="left">Dates</th><td>Mon 23 September &ndash; Fri 1 November 2024</td></tr>
<tr><th align="left">Day rate</th><td>&pound;465 per day (8am&ndash;6pm), OOH by arrangement</td></tr>
<tr><th align="left">Mileage</th><td>45p per mile (own vehicle)</td></tr>
<tr><th align="left">Accommodation</th><td>Provided by practice</td></tr>
</table>
<p>Our standard terms apply (invoiced weekly, 14 days). Any questions, just reply to this email.</p>
<p>Diolch,<br>Sioned Pugh<br>VetCover Cymru</p>
</body></html>
""")

M(path="mail/2024/09/2024-09-12-re-welcome-arrangements.eml", kind="plain", body_cte="7bit",
  frm="Tom Hardacre <tom.hardacre@vetmail.example>", to=G_WORK,
  subject="Re: Welcome + arrangements for the 23rd",
  date=(2024, 9, 12, 20, 18, 3, 1), mid="<th-0912@vetmail.example>",
  in_reply_to="<gp-0911-welcome@wnionvets.example>",
  body="""Hi Gareth,

Thanks for this - all sounds great. I'll drive down on Sunday 22nd and should be there early
evening, the flat sounds perfect. Yes, I'm authorised as an OV for TB on the APHA system (did most of
my testing in Cumbria), and I'll bring my own callipers anyway.

Looking forward to covering for Rhys - and congratulations to him when the baby arrives.

Cheers,
Tom Hardacre

On Wed, 11 Sept 2024 at 17:42, Gareth Pritchard <gareth@wnionvets.example> wrote:
> Tom,
>
> Welcome aboard - VetCover tell me you're with us from the 23rd. Delyth has the flat above the
> surgery ready for you (keys from her on the Monday morning, or under the mat at the side door
> if you're in on the Sunday). Monday we start at Bryn Glas at 8 - TB inject, then calves.
>
> Shout if you need anything.
> Gareth
""")

M(path="mail/2024/09/2024-09-20-agrivet-delivery-warranty.eml", kind="alt", body_cte="base64",
  html_cte="base64",
  frm="Kate Marsh - AgriVet Imaging <kate.marsh@agrivetimaging.example>", to=G_WORK,
  subject="Your Kestrel VetScan P7 - delivery + warranty registration",
  date=(2024, 9, 20, 16, 2, 19, 1), mid="<av-20240920-1602@agrivetimaging.example>",
  body="""Dear Gareth,

Thank you for choosing AgriVet Imaging. Your Kestrel VetScan P7 (with linear and convex probes)
was delivered today, 20 September 2024, and we have registered the warranty in the name of
Wnion Vets.

Warranty: 3 years parts and labour, valid until 23 September 2027.

Free online training: Thursday 3 October, 7pm (link to follow nearer the time).

If anything goes wrong, ring the support line on the card in the case lid and quote your
practice name.

Best wishes,
Kate Marsh
AgriVet Imaging Ltd
""",
  html="""<html><body>
<p>Dear Gareth,</p>
<p>Thank you for choosing AgriVet Imaging. Your <b>Kestrel VetScan P7</b> was delivered today and the warranty is registered to Wnion Vets.</p>
<table border="1" cellpadding="4">
<tr><td>Delivered</td><td>20 September 2024</td></tr>
<tr><td>Warranty</td><td>3 years parts &amp; labour &ndash; valid until 23 September 2027</td></tr>
<tr><td>Online training</td><td>Thursday 3 October, 7pm</td></tr>
</table>
<p>Best wishes,<br>Kate Marsh<br>AgriVet Imaging Ltd</p>
</body></html>
""")

M(path="mail/2024/09/2024-09-24-dyfi-finance-agreement.eml", kind="mixed", body_cte="7bit",
  frm="Dyfi Asset Finance <agreements@dyfiassetfinance.example>", to=G_WORK,
  subject="Your hire purchase agreement - documents",
  date=(2024, 9, 24, 12, 0, 0, 1), mid="<daf-docs-20240924@dyfiassetfinance.example>",
  body="""Dear Dr Pritchard,

Thank you for choosing Dyfi Asset Finance. Your agreement is now live.

Attached is a summary of your hire purchase agreement for your records - please keep it
safe, and quote the agreement number on it if you contact us.

Your first payment will be collected by Direct Debit on or around 1 November 2024.

Kind regards,
Customer Agreements Team
Dyfi Asset Finance Ltd
""",
  attachments=[("agreement-summary.txt", """DYFI ASSET FINANCE LTD - HIRE PURCHASE AGREEMENT SUMMARY
==========================================================
Agreement number:   DAF-3317-0924
Hirer:              Wnion Vets (G. Pritchard & R. Bowen, partners)
Goods:              Portable ultrasound scanner, Kestrel VetScan P7,
                    with linear 7.5 MHz and convex 3.5 MHz probes
Supplier:           AgriVet Imaging Ltd
Cash price:         7,480.00 GBP (ex VAT; VAT paid to supplier)
Deposit:            0.00 GBP
Term:               36 months
Monthly payment:    228.60 GBP
First payment:      01/11/2024
Final payment:      01/10/2027
Option to purchase: 95.00 GBP (collected with final payment)
""")])

M(path="mail/2024/09/2024-09-10-re-weekends-while-off.eml", kind="plain", body_cte="7bit",
  frm=G_WORK, to=RHYS, cc=DELYTH, subject="Re: weekends while I'm off",
  date=(2024, 9, 10, 18, 55, 31, 1), mid="<gp-0910-ooh@wnionvets.example>",
  in_reply_to="<rb-0909-ooh@wnionvets.example>",
  body="""Rhys,

Sorted, I think. Spoke to Mari Lloyd at Dyfi Vets in Machynlleth this afternoon - they'll take
every other weekend for us while you're off. Our OOH line diverts to them from Fri 6pm to Mon 8am
on their weekends (28/29 Sept, 12/13 Oct, 26/27 Oct). The locum and I split the other weekends
between us, plus all the weekday nights. We return the favour in February when two of theirs are
away on a course.

Delyth's sorting the phone divert and a note to clients.

So stop worrying and go and enjoy the baby.

G

On Mon, 9 Sept 2024 at 21:03, Rhys Bowen <rhys@wnionvets.example> wrote:
> Gareth - I keep worrying about weekends. Six weekends on you + a locum who doesn't know the
> patch is too much. Any chance Dyfi would help out? Or do we just pay the agency for weekend OOH
> as well?
> R
""")

M(path="mail/2024/09/2024-09-18-bat-survey-results.eml", kind="alt", body_cte="quoted-printable",
  html_cte="quoted-printable",
  frm=LOWRI, to=G_HOME, subject="Bat survey results - barn at Llwyn Onn",
  date=(2024, 9, 18, 15, 40, 2, 1), mid="<lt-20240918@tudurecology.example>",
  body="""Dear Gareth,

Here's a summary of the survey results; the full report is attached to the copy I've sent to
Gwion Edwards at Eryri, and I can send you the PDF too.

Surveys: two dusk emergence surveys (12 June and 24 July 2024), plus the preliminary roost
assessment in April.

Findings: brown long-eared bats (Plecotus auritus) – maximum count 7 emerging – using a day
roost in the apex of the west gable. No evidence of a maternity roost or hibernation.

What this means: any works affecting the roof or the west gable will need a European Protected
Species (EPS) mitigation licence from Natural Resources Wales before they start. I can prepare
and submit the licence application once you have a firm programme for the roof.

Mitigation (outline): retain a roost void in the west gable apex, bat access tiles on the west
pitch, two bat boxes on the ash trees during works, no external lighting on the west side, and a
toolbox talk for the roofers.

Best wishes,
Lowri

Dr Lowri Tudur CEcol MCIEEM
Tudur Ecology – Ecoleg Tudur
""",
  html="""<html><body>
<p>Dear Gareth,</p>
<p>Summary of the bat survey results for the barn at Llwyn Onn:</p>
<table border="1" cellpadding="4">
<tr><th>Survey</th><th>Date</th><th>Result</th></tr>
<tr><td>Preliminary roost assessment</td><td>April 2024</td><td>High potential, west gable</td></tr>
<tr><td>Dusk emergence 1</td><td>12 June 2024</td><td>5 brown long-eared</td></tr>
<tr><td>Dusk emergence 2</td><td>24 July 2024</td><td>7 brown long-eared</td></tr>
</table>
<p>Day roost in the west gable apex &ndash; an EPS licence from Natural Resources Wales is needed before roof works.</p>
<p>Best wishes,<br>Lowri<br>Dr Lowri Tudur CEcol MCIEEM, Tudur Ecology</p>
</body></html>
""")

M(path="mail/2024/10/2024-10-01-fwd-vetscan-training.eml", kind="plain", body_cte="7bit",
  frm=G_WORK, to=RHYS, subject="Fwd: VetScan P7 online training - Thurs 3 Oct",
  date=(2024, 10, 1, 9, 40, 0, 1), mid="<gp-1001-fwd@wnionvets.example>",
  body="""Rhys - no pressure at all, they record it, watch it when you're back. The new scanner is
ace, you'll love it.
G

---------- Forwarded message ---------
From: Kate Marsh <kate.marsh@agrivetimaging.example>
Date: Tue, 1 Oct 2024 at 09:14
Subject: VetScan P7 online training - Thurs 3 Oct
To: Gareth Pritchard <gareth@wnionvets.example>

Hi Gareth,

Just a reminder of the free online training session for your VetScan P7:
Thursday 3 October at 7pm, about an hour.

Join link: https://training.agrivetimaging.example/p7-oct

We'll cover presets, gain and depth in bright light, saving and exporting images, and
cleaning the probes. The session is recorded, so anyone in the practice can watch it later.

Kate
""")

M(path="mail/2024/10/2024-10-07-drainage-change-of-plan.eml", kind="plain", body_cte="8bit",
  frm=G_HOME, to=IOLO, cc=SIAN, subject="Drainage - change of plan (treatment plant)",
  date=(2024, 10, 7, 20, 12, 9, 1), mid="<CAGP1007.drain@postbox.example>",
  body="""Iolo,

After the perc test (Vp 112 - fail) Sian and I have talked it through and decided: we're going with a
package treatment plant, 6 PE, instead of the septic tank + drainage field. Not worth the fight with
a mound on that clay.

Position: bottom corner of Cae Dan Tŷ by the old ash, so it all falls by gravity, and the treated
outflow goes to the nant. It'll need an armoured cable down from the barn for the blower.

We've got someone who can dig the trench, so please leave the trench out of it.

Could you send me a revised figure with the drainage in when you get a chance? No rush this week -
before Christmas would be good, the bank want it for the drawdown.

Diolch yn fawr,
Gareth
""")

M(path="mail/2024/10/2024-10-21-invoice-inv-24-0417.eml", kind="plain", body_cte="8bit",
  frm="Emyr Williams <emyr@tyddynmawr.example>", to=G_WORK,
  subject="Invoice INV-24-0417",
  date=(2024, 10, 21, 21, 47, 55, 1), mid="<ew-20241021@tyddynmawr.example>",
  body="""Sut mae Gareth,

Had the bill. £3,486.20!! I've been through it with Glenys and there's two things I'm not happy
with before I pay any of it:

1. You've charged the BVD ear notch tests on the August calves twice – once in with the fertility
   visit and again on a line of its own. 18 calves at £7 = £126, and that's £126 I'm not paying twice.

2. The caesarean on Saturday 14th – you've charged it as out of hours. It was half three in the
   afternoon, broad daylight, not the middle of the night. I'm not paying OOH rates for a Saturday
   afternoon, never have before.

Sort those two out and I'll pay the rest. Nothing personal, the heifer and calf are both grand and
I know you were out there two hours.

Emyr
Tyddyn Mawr
""")

M(path="mail/2024/11/2024-11-14-chwarel-slate-quote.eml", kind="alt", body_cte="quoted-printable",
  html_cte="quoted-printable",
  frm="Bryn Hughes - Chwarel Slate Supplies <sales@chwarelslate.example>", to=G_HOME,
  subject="Quotation Q-8812 - Welsh slate for barn, Llwyn Onn",
  date=(2024, 11, 14, 11, 25, 48, 0), mid="<q8812@chwarelslate.example>",
  body="""Dear Gareth,

Thank you for your enquiry. Our quotation Q-8812 for the barn roof at Llwyn Onn:

  Penrhyn Heather Blue 500 x 250, 1st quality   2,900 @ £3,150 per 1000   £9,135.00
  Slate roll ridge                               22 @ £68.00              £1,496.00
  Copper slate nails 30 mm                       10 kg                      £289.00
  Delivery by crane offload to site              1                          £980.00
                                                              Subtotal   £11,900.00
                                                              VAT 20%     £2,380.00
                                                              TOTAL      £14,280.00

Lead time: 6–8 weeks from order. Quotation valid for 60 days.
A sample slate for your planning authority can be collected from the yard free of charge.

Kind regards,
Bryn Hughes
Chwarel Slate Supplies, Bethesda
""",
  html="""<html><body>
<p>Dear Gareth,</p>
<p>Quotation <b>Q-8812</b> &ndash; barn roof, Llwyn Onn</p>
<table border="1" cellpadding="4">
<tr><th>Item</th><th>Qty</th><th>Rate</th><th>Total</th></tr>
<tr><td>Penrhyn Heather Blue 500x250, 1st quality</td><td>2,900</td><td>&pound;3,150 / 1000</td><td>&pound;9,135.00</td></tr>
<tr><td>Slate roll ridge</td><td>22</td><td>&pound;68.00</td><td>&pound;1,496.00</td></tr>
<tr><td>Copper slate nails 30 mm</td><td>10 kg</td><td></td><td>&pound;289.00</td></tr>
<tr><td>Delivery, crane offload</td><td>1</td><td></td><td>&pound;980.00</td></tr>
<tr><td colspan="3">Subtotal</td><td>&pound;11,900.00</td></tr>
<tr><td colspan="3">VAT 20%</td><td>&pound;2,380.00</td></tr>
<tr><td colspan="3"><b>TOTAL</b></td><td><b>&pound;14,280.00</b></td></tr>
</table>
<p>Lead time 6&ndash;8 weeks. Valid 60 days.</p>
<p>Bryn Hughes, Chwarel Slate Supplies</p>
</body></html>
""")

M(path="mail/2024/11/2024-11-27-minibus-booking.eml", kind="plain", body_cte="base64",
  frm="Cludiant Cymunedol Meirionnydd <archebu@ccmeirionnydd.example>", to=G_HOME,
  subject="Booking confirmation - minibus hire Sat 18 Jan 2025",
  date=(2024, 11, 27, 14, 9, 33, 0), mid="<ccm-booking-1127@ccmeirionnydd.example>",
  body="""Diolch / Thank you for booking with Cludiant Cymunedol Meirionnydd.

  Booking reference:  CCM-4471
  Group:              Clwb Rygbi Dolgellau (U12s)
  Vehicle:            16-seat minibus (MB3)
  Date:               Saturday 18 January 2025
  Collect:            8:15am from our depot, Heol y Bont, Dolgellau
  Return by:          3:00pm same day
  Driver:             Gareth Pritchard - MiDAS certificate and licence to be shown on collection
  Charge:             £68.00 plus fuel used (refuel before return or we charge at cost + 10%)

Please quote your booking reference if you need to change or cancel.
Cancellations with less than 7 days' notice are charged in full.

Cludiant Cymunedol Meirionnydd
""")

M(path="mail/2024/12/2024-12-02-rugbykit-order.eml", kind="html", html_cte="quoted-printable",
  frm="RugbyKit Direct <orders@rugbykitdirect.example>", to=G_HOME,
  subject="Order confirmed - RKD-558201",
  date=(2024, 12, 2, 19, 33, 10, 0), mid="<RKD-558201@rugbykitdirect.example>",
  html="""<html><body style="font-family:Arial">
<h2>Thanks for your order, Gareth!</h2>
<p>Order number: <b>RKD-558201</b></p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Junior tackle bag (90 cm, red)</td><td>4</td><td>&pound;159.96</td></tr>
<tr><td>Tag belts + tags (set of 20)</td><td>1</td><td>&pound;34.99</td></tr>
<tr><td>Size 4 training balls</td><td>6</td><td>&pound;47.94</td></tr>
<tr><td>Delivery</td><td></td><td>&pound;0.00</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>&pound;242.89</b></td></tr>
</table>
<p>Estimated delivery: 5&ndash;7 working days. You&rsquo;ll get an email when it ships.</p>
</body></html>
""")

M(path="mail/2024/12/2024-12-03-wru-safeguarding-certificate.eml", kind="mixed", body_cte="7bit",
  frm="WRU Learning <learning@wru-learning.example>", to=G_HOME,
  subject="Your certificate: Safeguarding Awareness in Rugby",
  date=(2024, 12, 3, 21, 2, 14, 0), mid="<cert-20241203-2102@wru-learning.example>",
  body="""Llongyfarchiadau / Congratulations Gareth,

You have successfully completed the online module "Safeguarding Awareness in Rugby".

Your certificate is attached. Please send a copy to your club welfare officer.

Remember: coaches working with under-18s must also attend a face-to-face safeguarding
workshop - your club will let you know dates.

WRU Learning
""",
  attachments=[("certificate.txt", """WELSH RUGBY UNION - LEARNING
CERTIFICATE OF COMPLETION

This is to certify that
    GARETH PRITCHARD
has completed the online module
    SAFEGUARDING AWARENESS IN RUGBY

Completed:        03/12/2024
Certificate No:   WRU-SG-20931
Valid until:      03/12/2027
""")])

M(path="mail/2024/12/2024-12-10-re-revised-figure.eml", kind="plain", body_cte="7bit",
  frm=IOLO, to=G_HOME, subject="Re: Revised figure?",
  date=(2024, 12, 10, 17, 51, 26, 0), mid="<20241210175126.joe@joevansbuilders.example>",
  in_reply_to="<CAGP1208.fig@postbox.example>",
  body="""Gareth,

Revised figure below as promised.

  Original quote (May)                                              86,400
  Add: package treatment plant 6PE, supplied + installed,
       incl. electrics to the blower                                +5,950
  Less: septic tank + drainage field allowance                      -2,600
  Add: 2 extra oak lintels, north wall (found when we looked again) +1,500
                                                                   -------
  REVISED TOTAL (incl VAT)                                          91,250

Trench digging excluded as agreed - your man's doing it. Skip for the 10th Jan is booked.

Iolo

On Sun, 8 Dec 2024 at 20:30, Gareth Pritchard <garethpritch@postbox.example> wrote:
> Iolo - could you send the revised figure before Christmas? The bank want it for the
> stage 1 drawdown.
> G
""")

M(path="mail/2024/12/2024-12-17-re-bat-licence.eml", kind="plain", body_cte="7bit",
  frm=LOWRI, to=G_HOME, subject="Re: bat licence - any news?",
  date=(2024, 12, 17, 10, 4, 40, 0), mid="<lt-20241217@tudurecology.example>",
  in_reply_to="<CAGP1216.bat@postbox.example>",
  body="""Hi Gareth,

The licence application went in to NRW yesterday (Monday 16th). Their target is 30 working days,
so with Christmas in the middle we're realistically looking at mid-February before we hear anything.

I know that's tight with your roofer pencilled in for early February - I'd hold off confirming a
date with him until we have the licence in hand. No stripping or any work on the west gable until
it's issued, I'm afraid. Internal works elsewhere can carry on.

I'll chase them in mid-January.

Best wishes,
Lowri

On Mon, 16 Dec 2024 at 19:11, Gareth Pritchard <garethpritch@postbox.example> wrote:
> Hi Lowri,
> Any news on the licence? Gwilym's pencilled in for early Feb for the roof and I don't want
> to lose him.
> Gareth
""")

M(path="mail/2024/12/2024-12-19-price-list-2025.eml", kind="plain", body_cte="quoted-printable",
  frm=DELYTH, to=G_WORK, cc=RHYS, subject="2025 price list - live from 1 Jan",
  date=(2024, 12, 19, 15, 22, 7, 0), mid="<dm-20241219@wnionvets.example>",
  body="""Hi both,

Final 2025 prices below – these go live on 1 January 2025 and the client letters are going out
with the Christmas statements this week. First rise in two years, so no one can complain (they will).

  Routine visit fee ............... was £42.00, now £45.00
  TB test, per head ............... was £4.10, now £4.35 (plus visit fee)
  Pre-movement TB, per head ....... same as TB test
  BVD ear notch sample ............ was £7.00, now £7.50
  OOH call-out .................... was £150, now £165
  Caesarean (cow) ................. was £340, now £365
  Sheep scanning (individual) ..... unchanged

OOH terms are now printed on every invoice (after 6pm weekdays, after 12 noon Saturday, all Sunday
and bank holidays) – after the Tyddyn Mawr business.

Delyth
""")

M(path="mail/2025/01/2025-01-03-cpd-cymru-january.eml", kind="html", html_cte="7bit",
  frm="Vet CPD Cymru <newyddion@vetcpdcymru.example>", to=G_WORK,
  subject="January CPD: lameness, fertility, TB refresher",
  date=(2025, 1, 3, 8, 0, 0, 0), mid="<cpd-2025-01@vetcpdcymru.example>",
  html="""<html><body style="font-family:Verdana">
<h1>Vet CPD Cymru - January 2025</h1>
<p>Happy new year! Here's what's coming up. Book early, places go fast.</p>
<table border="1" cellpadding="4">
<tr><th>Course</th><th>Date</th><th>Where</th><th>Hours</th></tr>
<tr><td>Sheep lameness: CODD, scald, footrot (webinar)</td><td>Wed 22 Jan, 7.30pm</td><td>Online</td><td>1.5</td></tr>
<tr><td>Dairy fertility masterclass</td><td>Wed 5 March</td><td>Carmarthen</td><td>6</td></tr>
<tr><td>TB OV refresher</td><td>Any time</td><td>Online</td><td>3</td></tr>
<tr><td>Small ruminant anaesthesia</td><td>Thu 27 March</td><td>Aberystwyth</td><td>6</td></tr>
</table>
<p>Remember: RCVS asks for 35 hours of CPD a year, recorded on 1CPD.</p>
</body></html>
""")

M(path="mail/2025/01/2025-01-06-re-scanning-14th.eml", kind="plain", body_cte="7bit",
  frm="Dai Lewis <dai@daiscanio.example>", to=SIAN, cc=G_HOME, subject="Re: Scanning 14th Jan",
  date=(2025, 1, 6, 19, 26, 51, 0), mid="<dl-20250106@daiscanio.example>",
  in_reply_to="<sp-20250105@postbox.example>",
  body="""Sian,

Sorry to mess you about - the machine's gone back to the makers for a repair and won't be back
till the 17th. Can we do Tuesday 21st January instead, 8am start same as usual? I've put you down
for that unless you tell me otherwise.

Have them penned by 8 and dry if you can, it'll be about two hours.

Dai

On Sun, 5 Jan 2025 at 18:02, Sian Pritchard <sian.pritchard@postbox.example> wrote:
> Hi Dai, just confirming we're still on for Tue 14th, 8am? Same sort of numbers as last year.
> Sian
""")

# ---------------- mbox (club juniors list) ----------------
LIST_ID = "Dolgellau Juniors <juniors.clwbrygbidolgellau.example>"
LIST_ADDR = "juniors@clwbrygbidolgellau.example"
GERAINT = "Geraint Hughes <geraint.hughes@postbox.example>"
NERYS = "Nerys Thomas <nerys.thomas@postbox.example>"

MBOX = [
    dict(frm=GERAINT, date=(2024, 8, 28, 19, 4, 11, 1), mid="<gh-0828@postbox.example>",
         subject="[Iau Dolgellau] Tymor newydd / New season",
         body="""Helo pawb / Hello all,

Junior training restarts on TUESDAY 3 SEPTEMBER.
  U8-U10: 6.00-7.00pm, Y Marian
  U11-U12: 6.00-7.00pm, Y Marian top pitch

Registration is £25 per child (£40 for two or more), pay on the night or by transfer.
New players always welcome - bring a friend.

Geraint
Ysgrifennydd Iau / Junior Secretary
"""),
    dict(frm=NERYS, date=(2024, 9, 10, 20, 30, 0, 1), mid="<nt-0910@postbox.example>",
         subject="[Iau Dolgellau] Safeguarding - all coaches please read",
         body="""Dear coaches and helpers,

The WRU are asking every club to bring safeguarding up to date this season. For everyone who coaches
or helps with the juniors:

1) Complete the WRU "Safeguarding Awareness in Rugby" online module before Christmas and send me
   your certificate.
2) Attend a face-to-face safeguarding workshop in the new year - date and venue to follow.
3) Check your DBS expiry on the WRU portal and renew at least 6 weeks before it runs out.

Any questions, ask me at training.

Nerys Thomas
Swyddog Lles y Clwb / Club Welfare Officer
Clwb Rygbi Dolgellau
"""),
    dict(frm="Dewi Owen <dewi.owen@postbox.example>", date=(2024, 9, 12, 7, 58, 20, 1),
         mid="<do-0912@postbox.example>", in_reply_to="<nt-0910@postbox.example>",
         subject="Re: [Iau Dolgellau] Safeguarding - all coaches please read",
         body="""Nerys,

Does the course I did in 2021 count, or is it a new one?

Dewi

On 10 Sep 2024, at 20:30, Nerys Thomas wrote:
> 1) Complete the WRU "Safeguarding Awareness in Rugby" online module before Christmas and send me
>    your certificate.
"""),
    dict(frm=GERAINT, date=(2024, 10, 3, 18, 15, 0, 1), mid="<gh-1003@postbox.example>",
         subject="[Iau Dolgellau] Kit order - deadline Fri 11 Oct",
         body="""Kit order form is on the clubhouse door and online. Deadline Friday 11 October.
Training tops £18, shorts £12, socks £8. Sizes run small - go up one.

Geraint
"""),
    dict(frm=GERAINT, date=(2024, 10, 22, 21, 5, 0, 1), mid="<gh-1022@postbox.example>",
         subject="[Iau Dolgellau] Training night change from 7 November",
         body="""Helo pawb,

The new floodlights on the lower pitch are now signed off, so from THURSDAY 7 NOVEMBER junior
training moves from Tuesdays to Thursdays:

  U8-U10: 5.30-6.30pm, lower pitch
  U11-U12: 5.45-7.00pm, lower pitch

Last Tuesday session is tonight (22 Oct). No training in half-term week.

Diolch am eich amynedd / thanks for your patience,
Geraint
"""),
    dict(frm=GERAINT, date=(2024, 11, 15, 17, 40, 0, 0), mid="<gh-1115@postbox.example>",
         subject="[Iau Dolgellau] Parti Nadolig / Christmas party",
         body="""Juniors' Christmas party - Saturday 14 December, 2-4pm, clubhouse.
Father Christmas has been booked (he's got a beard of his own this year).

From the committee: thank you to everyone who has helped this autumn, especially the coaches
and the parents on the tea rota.

Raffle prizes welcome - hand them to Nerys or me.

Geraint
"""),
    dict(frm=NERYS, date=(2024, 12, 9, 19, 12, 0, 0), mid="<nt-1209@postbox.example>",
         subject="[Iau Dolgellau] Safeguarding workshop - date confirmed",
         body="""Dear coaches,

The face-to-face safeguarding workshop is confirmed for SATURDAY 8 FEBRUARY 2025, 10am to 1pm,
in Bala (joint session with Bala and Penllyn clubs). Venue to be confirmed - I'll let you know.

This is compulsory for all junior coaches. Please bring photo ID.

Thank you to everyone who has already sent me their online module certificate.

Nerys Thomas
Club Welfare Officer
"""),
    dict(frm=GERAINT, date=(2025, 1, 6, 20, 0, 0, 0), mid="<gh-0106@postbox.example>",
         subject="[Iau Dolgellau] January fixtures",
         body="""Blwyddyn newydd dda!

January:
  Sat 11 Jan - U10s home v Tywyn
  Sat 18 Jan - U12s away at Bala (coaches are sorting travel - watch your WhatsApp)
  Sat 25 Jan - U8s festival at Porthmadog

Geraint
"""),
]
