"""E-mail (.eml) and list mbox for Malcolm Price's vault."""
import hashlib, json, mailbox, os
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime, make_msgid
from datetime import datetime, timezone, timedelta
from common import write_bytes, VAULT

ME = "Malcolm Price <malcolm.price@llais.example>"
GMT = timezone(timedelta(0))
BST = timezone(timedelta(hours=1))


# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + f"{seed:019d}" + "=="))


def dt(s):
    d = datetime.strptime(s, "%Y-%m-%d %H:%M")
    # BST between 30 Mar and 26 Oct 2025 (and 31 Mar - 27 Oct 2024)
    bst = (datetime(2025, 3, 30) <= d < datetime(2025, 10, 26)) or (datetime(2024, 3, 31) <= d < datetime(2024, 10, 27))
    return d.replace(tzinfo=BST if bst else GMT)


def base(frm, to, date, subject, msgid, cc=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(dt(date))
    m["Subject"] = subject
    m["Message-ID"] = msgid
    for k, v in (extra or {}).items():
        m[k] = v
    return m


def save(rel, m):
    pin_boundaries(m, rel)
    write_bytes(rel, m.as_bytes(policy=policy.default))


PIXEL = '<img src="https://{host}/open/{tag}.gif" width="1" height="1" alt="" style="display:none">'

# ---------------------------------------------------------------------------------------------

def e_clerk_grant_scheme():
    m = base("Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>", ME, "2025-01-09 10:42",
             "Taff Catchment Trust - Resilient Communities grants 2025",
             "<clerk-2025-01-09-tct@pentwynynant-cc.example.org.uk>",
             cc="Cllr Bethan Rees <bethan.rees@pentwynynant-cc.example.org.uk>")
    text = """Dear Malcolm,

As promised at the December meeting, here are the details of the grant scheme I mentioned. The Taff
Catchment Trust has opened its "Resilient Communities" small grants round for 2025:

  - Grants from £5,000 up to £50,000 for community flood resilience projects.
  - The applicant must contribute at least 10% match funding (cash, not in-kind).
  - Closing date: Friday 29 August 2025, 5pm. Online form only.
  - The panel meets in September and decisions are sent out in early October.
  - Works must be completed, and the final claim made, by 31 March 2026.
  - The applicant has to be a constituted body, so the application will need to come from the council
    (I can submit it from our account once you and the group have written it).

The guidance notes are on the Trust's website. Their grants officer is Rhiannon Ellis - she says she is
happy to talk to applicants before they submit.

I'd suggest the group doesn't commit to anything until you have the culvert survey, but it's worth getting
a feel for what they fund. They like "evidence", "community involvement" and "sustainability" - I'm sure
you'll know what to do with that!

Best wishes,
Eirlys

Eirlys Morgan
Clerc / Clerk
Cyngor Cymuned Pentwyn-y-Nant Community Council
029 2018 0311
"""
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Dear Malcolm,</p>
<p>As promised at the December meeting, here are the details of the grant scheme I mentioned. The Taff
Catchment Trust has opened its <b>&ldquo;Resilient Communities&rdquo;</b> small grants round for 2025:</p>
<ul>
<li>Grants from &pound;5,000 up to &pound;50,000 for community flood resilience projects.</li>
<li>The applicant must contribute at least 10% match funding (cash, not in-kind).</li>
<li>Closing date: <b>Friday 29 August 2025, 5pm</b>. Online form only.</li>
<li>The panel meets in September and decisions are sent out in early October.</li>
<li>Works must be completed, and the final claim made, by 31 March 2026.</li>
<li>The applicant has to be a constituted body, so the application will need to come from the council
(I can submit it from our account once you and the group have written it).</li>
</ul>
<p>The guidance notes are on the Trust's website. Their grants officer is Rhiannon Ellis - she says she is
happy to talk to applicants before they submit.</p>
<p>I'd suggest the group doesn't commit to anything until you have the culvert survey, but it's worth getting
a feel for what they fund. They like &ldquo;evidence&rdquo;, &ldquo;community involvement&rdquo; and
&ldquo;sustainability&rdquo; - I'm sure you'll know what to do with that!</p>
<p>Best wishes,<br>Eirlys</p>
<p style="color:#555">Eirlys Morgan<br>Clerc / Clerk<br>Cyngor Cymuned Pentwyn-y-Nant Community Council<br>029 2018 0311</p>
</body></html>"""
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save("mail/2025/01/2025-01-09_grant-scheme-details.eml", m)


def e_dyffryn_quote():
    m = base("Dyffryn Drainage Ltd <quotes@dyffryndrainage.example.co.uk>", ME, "2025-02-20 15:05",
             "Quotation DD-Q-2207 - culvert CCTV & topographic survey, Heol y Felin",
             "<DD-Q-2207.20250220@dyffryndrainage.example.co.uk>")
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="background:#0b4f6c;color:#fff;padding:12px">
<b>DYFFRYN DRAINAGE LTD</b> &middot; Caerffili &middot; Drainage surveys, jetting &amp; repairs</td></tr></table>
<p>Dear Mr Price,</p>
<p>Thank you for your enquiry on behalf of Pentwyn-y-Nant Community Council. Please find our quotation below.</p>
<p><b>Quotation:</b> DD-Q-2207<br><b>Site:</b> Nant Gwenlli culvert, Heol y Felin, Pentwyn-y-Nant<br>
<b>Valid:</b> 30 days</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e8f1f5"><th>Item</th><th>Description</th><th>Price (ex VAT)</th></tr>
<tr><td>1</td><td>CCTV survey of 900 mm culvert (approx. 46 m), crawler unit, WRc coding</td><td>&pound;1,150.00</td></tr>
<tr><td>2</td><td>Topographic survey of inlet, outlet and 50 m of channel up/downstream</td><td>&pound;780.00</td></tr>
<tr><td>3</td><td>Traffic management (stop/go, one day)</td><td>&pound;420.00</td></tr>
<tr><td></td><td><b>Total</b></td><td><b>&pound;2,350.00 + VAT</b></td></tr>
</table>
<p>Lead time: approximately 4 weeks from receipt of order, subject to crew availability.
Desilting is not included and would be quoted separately if required.</p>
<p>Kind regards,<br>Kevin Ashdown<br>Contracts Manager, Dyffryn Drainage Ltd<br>029 2018 0655</p>
""" + PIXEL.format(host="track.dyffryndrainage.example.co.uk", tag="ddq2207") + "</body></html>"
    m.set_content(html, subtype="html", cte="quoted-printable")
    save("mail/2025/02/2025-02-20_dyffryn-quote.eml", m)


def e_dyffryn_reply():
    m = base(ME, "Kevin Ashdown <kevin.ashdown@dyffryndrainage.example.co.uk>", "2025-03-06 09:14",
             "Re: Quotation DD-Q-2207 - revised dates",
             "<mp-2025-03-06-0914@llais.example>",
             extra={"In-Reply-To": "<dd-2025-03-04-ka@dyffryndrainage.example.co.uk>",
                    "References": "<DD-Q-2207.20250220@dyffryndrainage.example.co.uk> <dd-2025-03-04-ka@dyffryndrainage.example.co.uk>"})
    text = """Dear Kevin,

Thank you for letting me know, and for being straight about it.

I'm afraid September is too late for us. We need the survey in hand well before our grant deadline at the
end of August, and the working group will want to see the results before then. So we will be going
elsewhere on this occasion. No hard feelings - I quite understand that a framework contract has to come
first.

If the council needs jetting or desilting later in the year I'll make sure your name is on the list.

Kind regards,
Malcolm Price
Chair, Flood Working Group
Pentwyn-y-Nant Community Council

On Tue, 4 Mar 2025 at 16:40, Kevin Ashdown <kevin.ashdown@dyffryndrainage.example.co.uk> wrote:
> Dear Mr Price,
>
> Further to our quotation DD-Q-2207, I'm sorry to say our survey crew has now been committed to a
> framework contract for the county until the end of August. The earliest we could attend site would be
> w/c 8 September 2025.
>
> Also, because of the increase in our traffic management costs from April, the revised price would be
> £2,900.00 + VAT.
>
> Please let me know if you would like to proceed on that basis.
>
> Kind regards,
> Kevin Ashdown
> Contracts Manager, Dyffryn Drainage Ltd
"""
    m.set_content(text, cte="quoted-printable")
    save("mail/2025/03/2025-03-06_re-dyffryn-revised-dates.eml", m)


def e_afon_booking():
    m = base("Ffion Parry <ffion.parry@afoncivil.example.co.uk>", ME, "2025-04-15 11:20",
             "Culvert survey, Heol y Felin - booking confirmed for 14 May",
             "<afon-2025-04-15-booking@afoncivil.example.co.uk>",
             cc="Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>")
    text = """Dear Malcolm,

Thank you for the purchase order (PNCC-25-014) from Eirlys. I'm pleased to confirm the culvert survey as follows:

  Date:      Wednesday 14 May 2025
  Start:     8:00am (CCTV crawler in the pipe from about 9:30am)
  Meet at:   the lay-by by the old mill wall on Heol y Felin, just downstream of the bridge.
             Our van is a white Transit with the Afon Civil logo.
  Crew:      myself, two survey technicians, and the CCTV unit. A tanker will be on standby in case we
             need to clear silt to get the crawler through.
  Traffic:   stop/go boards on Heol y Felin between 9:30am and 3pm. The temporary traffic notice has been
             sent to the county.
  Price:     £2,640.00 + VAT, as quoted (CCTV, topographic survey of the inlet and outlet, traffic
             management, and a written report with recommendations).
  Report:    within 10 working days of the survey.

It would help if you could let the residents of Maes-y-Coed and the old mill cottages know, as we'll be in
and out of the back gardens along the outlet channel. And if one of your flood wardens who knows the inlet
well could be there first thing, that would be very useful.

I'm looking forward to it - it's not often we get a client who knows what WRc coding is!

Cofion cynnes,
Ffion

Ffion Parry CEng MICE
Director, Afon Civil Engineering Ltd
Unit 2, Parc Busnes Trefforest, Pontypridd
029 2018 0847
"""
    m.set_content(text, cte="base64")
    save("mail/2025/04/2025-04-15_survey-booking-confirmed.eml", m)


def e_gower_report():
    m = base("Gower Mobile Caravan Services <bookings@gowermobilecaravan.example.co.uk>", ME, "2025-03-21 18:32",
             "Your habitation check report - GMC-HC-25-0319",
             "<gmc-hc-25-0319@gowermobilecaravan.example.co.uk>")
    body = """Dear Mr Price,

Thank you for choosing Gower Mobile Caravan Services. Please find attached the habitation check report for
your caravan, carried out at Cae Glas Caravan Storage, Pentyrch on 19 March 2025.

Invoice GMC-INV-0877: habitation check (single axle) £179.00, breakaway cable £10.00.
Total £189.00, paid by card on the day - thank you.

As discussed on the day, the damp readings at the front nearside corner need attention before the caravan
is used this season. The figures are in the report. I'd recommend getting a specialist repairer to look at it
as soon as you can - it won't get better on its own.

Your next habitation check is due in March 2026. We'll send a reminder.

Best regards,
Rhys Bevan
Gower Mobile Caravan Services
07700 900318
"""
    report = """GOWER MOBILE CARAVAN SERVICES - HABITATION CHECK REPORT
Report ref:      GMC-HC-25-0319
Date:            19/03/2025
Location:        Cae Glas Caravan Storage, Pentyrch
Engineer:        Rhys Bevan

Customer:        Mr M. Price
Caravan:         Coachcraft Wren 530 (2016), single axle
CRiS number:     16CW-077412

1. LPG SYSTEM ........................... PASS  (drop test held 10 min, regulator 2014 - advise replace 2026)
2. ELECTRICAL (230V / 12V) .............. PASS  (RCD trip 22 ms)
3. WATER SYSTEMS ........................ PASS
4. CHASSIS & RUNNING GEAR ............... PASS  (brakes adjusted; breakaway cable frayed - REPLACED)
5. TYRES ................................ PASS  (date code 1823; 60 psi)
6. FIRE & SAFETY ........................ PASS  (smoke alarm tested, CO alarm in date)
7. BODYWORK / SEALS ..................... ADVISORY - front corner moulding sealant cracked

8. DAMP TEST (moisture meter, % readings; 0-15 green, 16-29 amber, 30+ red)
   Front nearside corner, floor to window ........ 31%   RED
   Front nearside, under window .................. 24%   AMBER
   Front offside corner ........................... 14%   green
   Nearside wall, door area ....................... 12%   green
   Offside wall ................................... 11%   green
   Rear nearside / rear offside .................. 12% / 13%   green
   Roof lights .................................... 10%   green

   Summary: significant moisture ingress at the front nearside corner. Probable cause: failed sealant on
   the front corner moulding. Timber framing behind likely affected (floor soft under front chest).
   RECOMMENDATION: specialist damp repair before use. Re-test after repair.

OVERALL: Caravan safe to tow and use for gas/electric, but damp repair required.
Engineer signature: R. Bevan
"""
    m.set_content(body, cte="8bit")
    m.add_attachment(report, subtype="plain", filename="GMC-HC-25-0319_report.txt", cte="base64")
    save("mail/2025/03/2025-03-21_habitation-check-report.eml", m)


def e_caerffili_quote():
    m = base("Caerffili Caravan Repairs <leanne@caerffilicaravanrepairs.example.co.uk>", ME, "2025-04-03 12:48",
             "Quote CCR-Q-3318 - damp repair, Coachcraft Wren 530",
             "<ccr-q-3318@caerffilicaravanrepairs.example.co.uk>")
    html = """<html><body style="font-family:Georgia,serif;font-size:14px">
<p>Dear Malcolm,</p>
<p>Thanks for bringing the caravan photos and the habitation report over on Tuesday. As promised, here is our quote.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#f3e9d2"><th>Work</th><th>&pound; (ex VAT)</th></tr>
<tr><td>Remove front panel and front corner moulding, nearside</td><td>210.00</td></tr>
<tr><td>Cut out and replace affected timber framing and floor edge</td><td>480.00</td></tr>
<tr><td>Refit panel, new mouldings, butyl and sealant</td><td>190.00</td></tr>
<tr><td>Post-repair damp test and certificate</td><td>70.00</td></tr>
<tr><td><b>Total</b></td><td><b>950.00</b></td></tr>
<tr><td>VAT @ 20%</td><td>190.00</td></tr>
<tr><td><b>Total inc. VAT</b></td><td><b>&pound;1,140.00</b></td></tr>
</table>
<p>Our earliest slot is <b>Monday 9 June</b>. We would need the caravan for about two weeks, as we do the timber
work in stages and let it dry out properly.</p>
<p>Any questions just give me a ring.</p>
<p>Leanne Davies<br>Caerffili Caravan Repairs<br>029 2018 0562</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    save("mail/2025/04/2025-04-03_caerffili-damp-quote.eml", m)


def e_vale_thread():
    m = base(ME, "Gethin Rowlands <gethin@valetourers.example.co.uk>", "2025-04-10 20:05",
             "Re: Re: Damp repair - Wren 530, front nearside corner",
             "<mp-2025-04-10-2005@llais.example>",
             extra={"In-Reply-To": "<vt-2025-04-08-gr@valetourers.example.co.uk>",
                    "References": "<mp-2025-04-04-1730@llais.example> <vt-2025-04-08-gr@valetourers.example.co.uk>"})
    text = """Gethin,

That's very clear, thank you - and thank you for the photos of the other job, it helps to see what you
actually do. Please book us in for Monday 2 June. I'll bring her over first thing.

We'd booked Brecon for the first weekend in June, so I'll move that to the autumn. Better to have a dry van.

Diolch yn fawr,
Malcolm

On Tue, 8 Apr 2025 at 17:52, Gethin Rowlands <gethin@valetourers.example.co.uk> wrote:
> Evening Malcolm,
>
> Thanks for sending Rhys's report. Those readings at the front nearside are typical of a failed corner
> moulding on the Wrens of that age - we see a lot of them. Here's what we'd do:
>
>   - take the front panel and corner moulding off
>   - cut out the wet timber and replace with treated timber, bonded and screwed
>   - new butyl tape and sealant all round the moulding
>   - dry-out and re-test before the panel goes back
>
> Price: £865.00 including VAT. If we find anything else once it's open I'll ring you before doing
> anything.
>
> We can do it in the week of 2 June: drop-off Monday 2 June at 8:30am at the workshop (Unit 5,
> Llantrisant Business Park - follow the signs for the builders' merchants, we're at the back), and it'll
> be ready to collect on Friday 6 June after 3pm.
>
> We'll also do a free re-check after six months, as the timber sometimes shows more once it's had a
> winter.
>
> Gethin Rowlands
> Vale Tourers Workshop
>
> On Fri, 4 Apr 2025 at 17:30, Malcolm Price <malcolm.price@llais.example> wrote:
> > Dear Mr Rowlands,
> >
> > Rhys Bevan at Gower Mobile suggested I contact you. My 2016 Coachcraft Wren 530 has damp at the front
> > nearside corner (habitation check report attached - the red reading on page 1). Could you give me a
> > price and a date for a repair?
> >
> > Many thanks,
> > Malcolm Price
"""
    m.set_content(text, cte="quoted-printable")
    save("mail/2025/04/2025-04-10_re-re-vale-tourers-damp-repair.eml", m)


def e_brecon_amended():
    m = base("Parc Glan-yr-Afon <bookings@parcglanyrafon.example.wales>", ME, "2025-04-14 09:30",
             "Booking amended - PGA-55817",
             "<pga-55817-amend-2@parcglanyrafon.example.wales>")
    html = """<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#1f3b2c">
<h2 style="color:#2e6b45">Parc Glan-yr-Afon &middot; Aberhonddu / Brecon</h2>
<p>Dear Mr Price,</p>
<p>Your booking has been amended as requested. Your new booking details are below.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td>PGA-55817</td></tr>
<tr><th align="left">Previous dates</th><td><s>Fri 6 June - Mon 9 June 2025, pitch 14</s></td></tr>
<tr><th align="left">New arrival</th><td><b>Friday 12 September 2025</b>, from 2pm</td></tr>
<tr><th align="left">New departure</th><td><b>Monday 15 September 2025</b>, by 11am</td></tr>
<tr><th align="left">Pitch</th><td><b>22</b> - riverside hardstanding, 16A electric hook-up</td></tr>
<tr><th align="left">Unit</th><td>Touring caravan + car, 2 adults</td></tr>
<tr><th align="left">Nightly rate</th><td>&pound;31.50 x 3 nights = &pound;94.50</td></tr>
<tr><th align="left">Deposit paid</th><td>&pound;30.00 (carried over)</td></tr>
<tr><th align="left">Balance</th><td>&pound;64.50, taken automatically 14 days before arrival</td></tr>
</table>
<p>Please arrive between 2pm and 6pm. The barrier code will be sent by text on the morning of arrival.
Quiet time 10:30pm - 7:30am. Dogs on leads at all times.</p>
<p>Find us: Heol yr Afon, off the B4558, Aberhonddu LD3. Tel 01874 960 214.</p>
<p>Diolch - we look forward to welcoming you.<br>Sioned &amp; Rob, Parc Glan-yr-Afon</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="base64")
    save("mail/2025/04/2025-04-14_site-booking-amended.eml", m)


def e_afon_report():
    m = base("Ffion Parry <ffion.parry@afoncivil.example.co.uk>", ME, "2025-05-23 16:10",
             "ACE-2291 Heol y Felin culvert survey - key findings",
             "<afon-2025-05-23-ace2291@afoncivil.example.co.uk>",
             cc="Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>")
    body = """Dear Malcolm,

Please find attached the key findings sheet for our survey of the Heol y Felin culvert (our job ACE-2291).
The full report with the CCTV log and drawings is 38 pages, so I've sent it to Eirlys by file transfer.

In summary:

 - The culvert is a 900 mm concrete pipe, 46.2 m long, in fair structural condition - no collapse or
   serious cracking, a few displaced joints.
 - It is heavily silted towards the outlet: silt occupies up to 38% of the bore over the last 15 m.
 - The inlet trash screen is partly collapsed. Several bars are bent inwards and the bottom rail has
   corroded away, leaving a gap of about 300 mm.
 - Three road gullies on Heol y Felin discharge into the culvert.
 - There is an unrecorded duct crossing the pipe. Details and the hydraulic figures are in the sheet.

We'd be happy to come to your July meeting to talk it through.

Cofion,
Ffion

Ffion Parry CEng MICE
Director, Afon Civil Engineering Ltd
"""
    sheet = """AFON CIVIL ENGINEERING LTD
JOB ACE-2291 - NANT GWENLLI CULVERT, HEOL Y FELIN, PENTWYN-Y-NANT
KEY FINDINGS (survey 14/05/2025)

Asset:         900 mm dia. concrete pipe culvert, 46.2 m, inlet at ch. 0.0 m (upstream, Heol y Felin)
Condition:     Structural grade 2 (fair). Displaced joints at ch. 18.0 m and ch. 31.5 m.

OBSTRUCTIONS
 - Silt:   0-10% of bore ch. 0-25 m; 20-38% of bore ch. 31-46 m (outlet end).
 - Duct:   unrecorded 100 mm duct crossing the culvert at chainage 12.4 m, 150 mm below soffit.
           Debris (branches, plastic) wrapped around it at time of survey. Presumed redundant utility duct.
 - Screen: vertical bar screen, 100 mm spacing, bottom rail corroded away, bars bent.

HYDRAULICS
 - Estimated 1-in-30-year (3.3% AEP) flow at the inlet:                3.4 m3/s
 - Estimated capacity of culvert, present condition (silt + duct):     2.1 m3/s
 - Estimated capacity after desilting and removing the duct:           3.6 m3/s
 - Capacity with a 50% blinded screen (present vertical screen):       c. 1.3 m3/s

RECOMMENDATIONS
 1. Desilt and jet the full length.
 2. Confirm the duct is redundant with the utility companies; cut out and make good.
 3. Replace the screen with a sloped (approx. 30 degree) bar screen, 150 mm clear spacing, with an access
    platform and handrail for safe clearance.
 4. Property flood resilience for the lowest properties on Maes-y-Coed, as residual risk remains for
    events above 1-in-30.
 5. Longer term: a larger culvert (box section) should be considered by the highway authority.

Prepared by: F. Parry CEng MICE     Checked by: D. Lewis
"""
    m.set_content(body, cte="8bit")
    m.add_attachment(sheet, subtype="plain", filename="ACE-2291_key_findings.txt", cte="base64")
    save("mail/2025/05/2025-05-23_survey-key-findings.eml", m)


def e_clinic_letter():
    m = base("Canolfan Diabetes Llandaf <no-reply@diabetes-llandaf.example.nhs.wales>",
             "malcolm.price@llais.example", "2025-06-12 08:15",
             "Copy of your clinic letter",
             "<cdl-letter-20250612-PRI5531@diabetes-llandaf.example.nhs.wales>")
    body = """Dear Mr Price,

A copy of the letter sent to your GP following your recent clinic appointment is attached for your
information.

For your security we do not include clinical details in the body of this email. Please open the attachment.

If you need to change an appointment, please call the clinic booking line on 029 2018 0190.
Please do not reply to this email.

Canolfan Diabetes Llandaf / Llandaf Diabetes Centre
"""
    letter = """CANOLFAN DIABETES LLANDAF - LLANDAF DIABETES CENTRE
Community Diabetes Service

Date of clinic:   10/06/2025        Date typed: 11/06/2025
NHS no:           ### ### 5531

Dr S. Mehta
Meddygfa Heol Isaf, Pentwyn-y-Nant

Dear Dr Mehta,

Re: Mr Malcolm PRICE, DOB 14/08/1953, 7 Heol y Felin, Pentwyn-y-Nant

Diagnosis:  Type 2 diabetes (2019). Hypertension. Hypercholesterolaemia.

Results:    HbA1c 58 mmol/mol (02/06/2025), previously 59 (03/2025) and 64 (11/2024).
            eGFR 74. BMI 30.6 (weight 91 kg).

I saw Mr Price, a retired civil engineer, today. He is active (walking three mornings a week) and has lost
3 kg since January. His HbA1c has remained above target despite metformin and sitagliptin.

Medication changes:
  STOP      sitagliptin 100 mg once daily
  START     empagliflozin 10 mg once daily, in the morning
  CONTINUE  metformin 1 g twice daily (500 mg tablets, two twice a day)
  CONTINUE  atorvastatin 20 mg at night, ramipril 5 mg in the morning

I have explained the common side effects of empagliflozin (genital thrush, urinary infections, thirst) and
the sick-day rules; your practice nurse will give him the written sheet. He will stop the empagliflozin if
unwell and unable to eat or drink.

Plan:
  - HbA1c to be repeated at the practice in September.
  - Review in this clinic:  Tuesday 2 December 2025 at 10:20,
                            Clinic B, Ground Floor, Canolfan Diabetes Llandaf.

Yours sincerely,

Dr Nia Vaughan-Thomas
Consultant in Diabetes and Endocrinology

cc: Mr M. Price (patient)
"""
    m.set_content(body, cte="7bit")
    m.add_attachment(letter, subtype="plain", filename="clinic_letter_10Jun2025.txt", cte="base64")
    save("mail/2025/06/2025-06-12_clinic-letter.eml", m)


def e_grant_ack():
    m = base("Rhiannon Ellis <grants@taffcatchmenttrust.example.org.uk>", ME, "2025-08-27 14:02",
             "Application received - Resilient Communities 2025",
             "<tct-ack-0147@taffcatchmenttrust.example.org.uk>",
             cc="Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>")
    text = """Dear Mr Price,

Thank you for your application to the Taff Catchment Trust Resilient Communities fund, submitted on
26 August 2025 by Pentwyn-y-Nant Community Council.

  Application reference:   TCT/RC/25/0147
  Project:                 Nant Gwenlli culvert and Maes-y-Coed flood resilience project
  Amount requested:        £44,200

Your application has passed our eligibility check and will go to the grants panel, which meets on
Wednesday 17 September 2025. We aim to send decision letters in the first week of October.

Please quote the reference above in all correspondence with us.

It was good to talk to you on the phone in July - the survey summary is exactly the kind of evidence the panel
likes to see.

With best wishes,

Rhiannon Ellis
Grants Officer, Taff Catchment Trust
"""
    m.set_content(text, cte="quoted-printable")
    save("mail/2025/08/2025-08-27_application-received.eml", m)


def e_fwd_landowner():
    m = base("Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>",
             "Flood Working Group <floodgroup@pentwynynant-cc.example.org.uk>", "2025-07-03 12:30",
             "Fwd: Cae Mawr - the bund",
             "<clerk-2025-07-03-fwd@pentwynynant-cc.example.org.uk>")
    text = """Dear all,

Please see below a letter I received from Dafydd Howells yesterday. I have acknowledged it and thanked him.
We'll need to discuss this at the July meeting (15th - note the change of date so that Ffion Parry can come).

Eirlys

---------- Forwarded message ---------
From: Dafydd Howells <dafydd@ffermcaemawr.example.co.uk>
Date: Wed, 2 Jul 2025 at 21:47
Subject: Cae Mawr - the bund
To: Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>

Dear Eirlys,

I'm sorry to write this after being so keen in April, but I have to withdraw my offer to have the flood bund
on the bottom of Cae Mawr.

Since we spoke in the spring the farm has entered the riverside strip on Cae Mawr into a five-year habitat
agreement as wet grassland. I've now been told by the adviser that building an embankment on that strip, or
changing how the field drains, would break the agreement and I'd have to pay back the money - all five years
of it. I can't take that risk with the farm the way things are.

If I'm honest I was also worried that holding the water back on the bottom field would drown my silage ground
in a wet summer, and I'd be the one paying for the village's flood.

I'm still happy for the wardens to come through the field to check the stream and the screen, and I'll keep
the ditches on my side clear as I always have. Please pass on my apologies to Malcolm and the group.

Cofion,
Dafydd Howells
Fferm Cae Mawr
"""
    m.set_content(text, cte="8bit")
    save("mail/2025/07/2025-07-03_fwd-cae-mawr-the-bund.eml", m)


def e_swim_new_times():
    m = base("Dolffiniaid Taf <clwb@dolffiniaidtaf.example.org.uk>",
             "Dolffiniaid Taf members <aelodau@dolffiniaidtaf.example.org.uk>", "2025-08-19 19:00",
             "Tymor newydd / New season 2025-26 - new day, new pool",
             "<dt-2025-08-19-newseason@dolffiniaidtaf.example.org.uk>",
             extra={"Cc": "Catrin Hughes <catrin.hughes@post.example>, " + ME})
    text = """Annwyl aelodau / Dear members,

Welcome back to a new season of Dolffiniaid Taf! Please read this carefully - there are some big changes.

NEW DAY AND POOL FOR THE DOLPHINS SQUAD (Stages 3-6)
Canolfan Hamdden Glan Taf's learner pool is being retiled this autumn, so from Tuesday 2 September our
Dolphins sessions move to:

   TUESDAYS, 5:45pm - 6:30pm, at Pwll Cymunedol Radur (Radyr Community Pool).

Please arrive 10 minutes early - poolside at 5:40. Parking is limited; please use the station car park.
There will be NO Thursday sessions at Glan Taf from September.

FEES
Monthly fees go up from £38 to £41 per swimmer from 1 September (the first increase for three years -
pool hire has gone up by a third). Direct debits will change automatically.

COACHING
Rhodri Pugh continues as head coach for the Dolphins squad, with Ceri and Llinos assisting.

DATES FOR THE DIARY
 - Club gala: Saturday 22 November (details nearer the time - we will need volunteers!)
 - Christmas swim & mince pies: Tuesday 16 December

Diolch,
Pwyllgor Dolffiniaid Taf / The committee
"""
    html = """<html><body style="font-family:Trebuchet MS,sans-serif">
<h2 style="color:#0077a8">Dolffiniaid Taf &middot; Tymor newydd / New season 2025-26</h2>
<p>Annwyl aelodau / Dear members,</p>
<p>Welcome back to a new season of Dolffiniaid Taf! Please read this carefully - there are some big changes.</p>
<h3>New day and pool for the Dolphins squad (Stages 3-6)</h3>
<p>Canolfan Hamdden Glan Taf's learner pool is being retiled this autumn, so from Tuesday 2 September our
Dolphins sessions move to:</p>
<p style="font-size:16px"><b>TUESDAYS, 5:45pm - 6:30pm, at Pwll Cymunedol Radur (Radyr Community Pool).</b></p>
<p>Please arrive 10 minutes early - poolside at 5:40. Parking is limited; please use the station car park.
There will be <b>no Thursday sessions</b> at Glan Taf from September.</p>
<h3>Fees</h3>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th>Per swimmer, per month</th><th>2024-25</th><th>From 1 Sept 2025</th></tr>
<tr><td>Dolphins squad</td><td>&pound;38</td><td>&pound;41</td></tr>
</table>
<h3>Coaching</h3>
<p>Rhodri Pugh continues as head coach for the Dolphins squad, with Ceri and Llinos assisting.</p>
<h3>Dates for the diary</h3>
<ul><li>Club gala: Saturday 22 November (details nearer the time - we will need volunteers!)</li>
<li>Christmas swim &amp; mince pies: Tuesday 16 December</li></ul>
<p>Diolch,<br>Pwyllgor Dolffiniaid Taf / The committee</p>
</body></html>"""
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save("mail/2025/08/2025-08-19_swim-club-new-season.eml", m)


def e_archive_reply():
    m = base("West Wales Maritime Archive <enquiries@wwmaritimearchive.example.org.uk>", ME, "2025-08-28 11:55",
             "Your enquiry WWMA/ENQ/25/112 - Seren y Bore crew agreements",
             "<wwma-enq-25-112@wwmaritimearchive.example.org.uk>",
             extra={"In-Reply-To": "<mp-2025-08-12-2140@llais.example>"})
    text = """Dear Mr Price,

Thank you for your enquiry of 12 August (our reference WWMA/ENQ/25/112) about the schooner Seren y Bore of
Aberystwyth and her master, Capt. Jenkin Bowen of Llangrannog.

I am pleased to say that we hold the crew agreements and official logs deposited for the Seren y Bore
for the years 1891 to 1898 inclusive (half-yearly agreements for home trade ships). The 1898 agreement
includes an annotation that may be of particular interest to you. We also hold the port registers for
Aberystwyth, which record the vessel's ownership in 64 shares.

You are very welcome to consult the originals in our searchroom:

   West Wales Maritime Archive, 3 Rhodfa'r Harbwr, Aberystwyth SY23
   Open Tuesday to Friday, 9:30am - 4:30pm (closed 1-1:30pm)

Seats must be booked at least two weeks in advance by telephone (01970 960 118). You will need a reader's
ticket: please bring photo ID and proof of address. A photography permit is available for GBP 5 per day.

If you are unable to visit, our research service can examine and copy the documents for you at GBP 30 per hour
(minimum one hour) plus copying charges.

With best wishes,

Elen Tudor
Archivist, West Wales Maritime Archive
"""
    m.set_content(text, cte="7bit")
    save("mail/2025/08/2025-08-28_maritime-archive-reply.eml", m)


def e_school_password():
    m = base("Catrin Hughes <catrin.hughes@post.example>", ME, "2025-09-03 21:18",
             "Fwd: Gwybodaeth tymor newydd / New term information",
             "<ch-2025-09-03-fwd@post.example>")
    text = """Dad - see below from the school. Note the new gate and the new password!! You'll need it on Tuesday.
Mali says she'll tell you if you forget. Cx

---------- Forwarded message ---------
From: Swyddfa Ysgol Gymraeg Nant Gwenlli <swyddfa@ysgolnantgwenlli.example.cymru>
Date: Wed, 3 Sept 2025 at 15:02
Subject: Gwybodaeth tymor newydd / New term information
To: Rhieni a gwarcheidwaid / Parents and carers

Annwyl rieni a gwarcheidwaid / Dear parents and carers,

Croeso nôl! Welcome back. A few important changes for this term:

1. AFTERNOON COLLECTION - NEW GATE
   From Monday 8 September, while the new classroom block is being built, the main gate on Heol y Felin
   will be closed to pedestrians. All classes will be collected at 3:15pm from the YELLOW SIDE GATE on
   Heol Isaf (next to the chapel). Please do not park on the zig-zags.

2. COLLECTION PASSWORD 2025-26
   If someone other than a parent is collecting your child (grandparents, childminders, friends), they must
   give the class teacher this year's collection password:

        cawl cennin

   Please share it only with the people who will collect your child. Last year's password will no longer
   be accepted.

3. PE days: Blwyddyn 2 - Wednesday; Blwyddyn 4 - Monday and Thursday.

Diolch yn fawr,
Mrs Heledd Watkins
Rheolwr Swyddfa / Office Manager
"""
    m.set_content(text, cte="base64")
    save("mail/2025/09/2025-09-03_fwd-new-term-information.eml", m)


def e_gwen_thread():
    m = base(ME, "Gwen Bowen-Ashby <gwen.bowenashby@buckeyemail.example>", "2025-09-21 22:10",
             "Re: Our DNA match - Bowen family of Llangrannog?",
             "<mp-2025-09-21-2210@llais.example>",
             extra={"In-Reply-To": "<gba-2025-09-18@buckeyemail.example>",
                    "References": "<gba-2025-09-18@buckeyemail.example>"})
    text = """Dear Gwen,

What a wonderful message to find on a Sunday night. Llangrannog! My mother's side go back to the Bowens of
Llangrannog, and the ship's captain in your family story must surely be Capt. Jenkin Bowen, master of the
schooner Seren y Bore, who was lost at sea in 1898. I've been working on him this summer.

I have the family Bible, which has the captain's children written in the front, and a photograph of
Capt. Bowen himself (a formidable-looking man with a beard like a hedge). I'll scan the Bible page and the
photo properly and send them to you next week - I want to do it on the flatbed scanner rather than with my
phone, so they're good enough to print.

I'm going up to the maritime archive in Aberystwyth in October to see the crew lists, so I may have more for
you after that.

Cofion cynnes (warm regards) from Cardiff,
Malcolm

On Thu, 18 Sep 2025 at 02:31, Gwen Bowen-Ashby <gwen.bowenashby@buckeyemail.example> wrote:
> Dear Malcolm,
>
> Thank you for your message on HelixRoots! We share 212 cM across 9 segments, which the site says makes us
> 2nd to 3rd cousins.
>
> My great-grandfather was John Bowen, born in Llangrannog, Wales in 1881. Family story is that he was the
> son of a ship's captain. He emigrated in 1906 and settled in Oak Hill, Ohio, where there was a big Welsh
> community, and worked at the fire-brick works. He married Sarah Evans (also Welsh-born) in 1909. I'm
> his great-granddaughter - my grandmother was his youngest, Gwendolen, and I'm named for her.
>
> We have his naturalization papers and one photo of him as an old man, but nothing at all from Wales. Do you
> have any family papers or photos? I'd love to know where he came from.
>
> Warmly,
> Gwen (Bowen-Ashby)
> Jackson, Ohio
"""
    m.set_content(text, cte="8bit")
    save("mail/2025/09/2025-09-21_re-our-dna-match.eml", m)


def e_grant_award():
    m = base("Taff Catchment Trust <grants@taffcatchmenttrust.example.org.uk>",
             "Eirlys Morgan (Clerk) <clerk@pentwynynant-cc.example.org.uk>", "2025-10-06 10:00",
             "Grant offer - TCT/RC/25/0147 Nant Gwenlli culvert and Maes-y-Coed flood resilience",
             "<tct-offer-0147@taffcatchmenttrust.example.org.uk>",
             cc=ME)
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#123">
<div style="background:#1d5e87;color:#fff;padding:10px"><b>Taff Catchment Trust</b> &middot; Resilient Communities</div>
<p>Dear Ms Morgan and Mr Price,</p>
<p>I am delighted to tell you that the grants panel met on 17 September and has agreed to offer
Pentwyn-y-Nant Community Council a grant towards the Nant Gwenlli culvert and Maes-y-Coed flood resilience project.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Reference</th><td>TCT/RC/25/0147</td></tr>
<tr><th align="left">Amount requested</th><td>&pound;44,200</td></tr>
<tr><th align="left">Amount awarded</th><td><b>&pound;40,000</b></td></tr>
<tr><th align="left">Payment</th><td>50% on receipt of signed acceptance; 50% on completion and final claim</td></tr>
</table>
<h3>Conditions of grant</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>#</th><th>Condition</th><th>Deadline</th></tr>
<tr><td>1</td><td>Signed acceptance form returned by the applicant</td><td><b>31 October 2025</b></td></tr>
<tr><td>2</td><td>Applicant match funding of at least &pound;4,000 (cash), confirmed by council resolution</td><td>with acceptance</td></tr>
<tr><td>3</td><td>Progress report (one page, with photos)</td><td>15 January 2026</td></tr>
<tr><td>4</td><td>All works complete and final claim submitted</td><td><b>31 March 2026</b></td></tr>
<tr><td>5</td><td>Acknowledge the Trust on any signage and in the community newsletter</td><td>ongoing</td></tr>
</table>
<p>The panel were particularly impressed by the survey evidence and the flood wardens scheme. They have reduced
the award from the amount requested because of the level of contingency in the budget and asked that the
property flood resilience element is competitively quoted.</p>
<p>Please don't hesitate to contact me with any questions.</p>
<p>With best wishes,<br>Rhiannon Ellis<br>Grants Officer, Taff Catchment Trust</p>
""" + PIXEL.format(host="mail.taffcatchmenttrust.example.org.uk", tag="offer0147") + "</body></html>"
    m.set_content(html, subtype="html", cte="quoted-printable")
    save("mail/2025/10/2025-10-06_grant-offer.eml", m)


def e_surgery_result():
    m = base("Meddygfa Heol Isaf <heolisaf.surgery@wales.example.nhs.uk>", ME, "2025-10-02 13:40",
             "Your blood test result and change to your metformin",
             "<mhi-2025-10-02-ap-price@wales.example.nhs.uk>")
    text = """Dear Mr Price,

Further to our phone call this morning, here is a summary from Nurse Angharad Powell.

YOUR RESULT
HbA1c (taken 23 September 2025): 51 mmol/mol. This is down from 58 in June and is within the target we agreed
(under 53). Very well done - the walking and the new tablet are clearly working.

CHANGE TO YOUR METFORMIN
Because of the stomach upset you described, we are changing you to the modified-release (slow-release)
version of metformin:

   Metformin MR 1000 mg tablets - take TWO tablets ONCE a day with your evening meal.

Please start the new tablets on Monday 6 October, when your current pack of the ordinary 500 mg tablets runs
out. Do not take both. The prescription has been sent to Fferyllfa Pentwyn.

Everything else stays the same, including the empagliflozin 10 mg in the morning.

OTHER THINGS
- Your diabetic eye screening is due - you should get a letter from the screening service. Please book it.
- Your December appointment at the Llandaf clinic is unchanged.

Best wishes,
Meddygfa Heol Isaf
"""
    html = "<html><body style='font-family:Arial'>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in text.strip().split("\n\n")) + "</body></html>"
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save("mail/2025/10/2025-10-02_blood-test-and-metformin.eml", m)


def e_storage_code():
    m = base("Cae Glas Caravan Storage <office@caeglasstorage.example.co.uk>",
             "Cae Glas customers <customers@caeglasstorage.example.co.uk>", "2025-11-03 09:05",
             "Gate code change from Monday 10 November",
             "<caeglas-2025-11-03-gate@caeglasstorage.example.co.uk>",
             extra={"Bcc": "malcolm.price@llais.example"})
    text = """Dear customer,

As part of our regular security review, the gate code for the storage compound is changing.

  From Monday 10 November 2025 the new gate code is:  7309  then #

The old code will stop working at 9am that day. Please do not share the code with anyone who is not named on
your storage agreement, and please make sure the gate closes behind you.

Winter opening hours (October - March) are 8am - 6pm.

A reminder that hitch locks AND wheel clamps must be fitted at all times. We had two attempted thefts in the
area last month.

Thank you,
Menna & Dewi
Cae Glas Caravan Storage, Pentyrch
"""
    m.set_content(text, cte="quoted-printable")
    save("mail/2025/11/2025-11-03_gate-code-change.eml", m)


def n_tourer_times():
    m = base("Tourer Times <news@tourertimes.example.co.uk>", "malcolm.price@llais.example", "2025-05-30 07:00",
             "Tourer Times: why tyre age matters more than tread | 5 quiet coastal pitches",
             "<tt-2025-05-30-weekly@tourertimes.example.co.uk>",
             extra={"List-Unsubscribe": "<https://tourertimes.example.co.uk/unsub?u=88213>", "Precedence": "bulk"})
    text = """TOURER TIMES - weekly newsletter

WHY TYRE AGE MATTERS MORE THAN TREAD
Caravan tyres rarely wear out - they age out. Rubber compounds break down with UV and with standing still for
months at a time, and a tyre with plenty of tread can fail at 60 mph because the sidewall has perished. Most
manufacturers recommend replacing caravan tyres at five years old, whatever they look like. The four-digit
date code on the sidewall tells you the week and year of manufacture: 2319 means week 23 of 2019.

WHAT'S IN A HABITATION CHECK?
Gas, electrics, water, chassis and running gear, fire safety and a damp test. Not a legal requirement, but
most warranties need it, and a good engineer will catch damp before it becomes a four-figure repair.

FIVE QUIET COASTAL PITCHES
Our readers' favourite small sites by the sea this year - from Northumberland to Cornwall. Read online.

READERS' TIP
Keep a small tube of sealant and a roll of self-amalgamating tape in the front locker.
"""
    html = """<html><body style="font-family:Arial;max-width:620px">
<h1 style="color:#c0392b">Tourer Times</h1>
<h2>Why tyre age matters more than tread</h2>
<p>Caravan tyres rarely wear out - they age out. Rubber compounds break down with UV and with standing still for
months at a time, and a tyre with plenty of tread can fail at 60 mph because the sidewall has perished. Most
manufacturers recommend replacing caravan tyres at <b>five years old</b>, whatever they look like. The four-digit
date code on the sidewall tells you the week and year of manufacture: 2319 means week 23 of 2019.</p>
<h2>What's in a habitation check?</h2>
<p>Gas, electrics, water, chassis and running gear, fire safety and a damp test. Not a legal requirement, but
most warranties need it, and a good engineer will catch damp before it becomes a four-figure repair.</p>
<h2>Five quiet coastal pitches</h2><p>Our readers' favourite small sites by the sea this year. <a href="https://tourertimes.example.co.uk/coastal">Read online</a></p>
<p><i>Readers' tip:</i> keep a small tube of sealant and a roll of self-amalgamating tape in the front locker.</p>
""" + PIXEL.format(host="pixel.tourertimes.example.co.uk", tag="tt0530") + "</body></html>"
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save("mail/2025/05/2025-05-30_tourer-times-newsletter.eml", m)


def n_pharmacy():
    m = base("Fferyllfa Pentwyn <noreply@fferyllfapentwyn.example.co.uk>", "malcolm.price@llais.example",
             "2025-10-20 16:22", "Your prescription is ready to collect",
             "<ffp-rx-20251020-7741@fferyllfapentwyn.example.co.uk>")
    text = """Fferyllfa Pentwyn / Pentwyn Pharmacy

Dear Mr M Price,

Your repeat prescription is ready to collect.

  Empagliflozin 10mg tablets                x28   Take ONE each morning
  Metformin 1000mg modified-release tabs    x56   Take TWO once a day with the evening meal
  Atorvastatin 20mg tablets                 x28   Take ONE at night
  Ramipril 5mg capsules                     x28   Take ONE each morning

Please collect by Monday 3 November. Bring this message or your date of birth.
Opening hours: Mon-Fri 9am-6pm, Sat 9am-1pm.

This is an automated message - please do not reply.
"""
    m.set_content(text, cte="base64")
    save("mail/2025/10/2025-10-20_prescription-ready.eml", m)


def n_helixroots_promo():
    m = base("HelixRoots <offers@helixroots.example.com>", "malcolm.price@llais.example", "2025-09-12 18:00",
             "Malcolm, your results are in - unlock the full story",
             "<hr-promo-20250912-99812@helixroots.example.com>",
             extra={"List-Unsubscribe": "<https://helixroots.example.com/u/99812>", "Precedence": "bulk"})
    html = """<html><body style="font-family:Helvetica;background:#f7f5ff">
<h1 style="color:#5b2ca0">Your DNA story is ready, Malcolm!</h1>
<p>Your ancestry results are now available in your account. Want to go further?</p>
<table border="0" cellpadding="8" style="background:#fff">
<tr><th>Upgrade</th><th>What you get</th><th>Price</th></tr>
<tr><td>Health+</td><td>40+ wellness and trait reports</td><td><s>&pound;89</s> &pound;49</td></tr>
<tr><td>Tree Builder Premium</td><td>Record hints from 4 billion records, 12 months</td><td>&pound;9.99/month</td></tr>
<tr><td>Gift kit</td><td>Share the story - buy a kit for a relative</td><td>&pound;39</td></tr>
</table>
<p>Offer ends Sunday. <a href="https://helixroots.example.com/upgrade">Upgrade now</a></p>
<p style="font-size:11px;color:#777">You are receiving this because you have a HelixRoots account.</p>
""" + PIXEL.format(host="t.helixroots.example.com", tag="p99812") + "</body></html>"
    m.set_content(html, subtype="html", cte="quoted-printable")
    save("mail/2025/09/2025-09-12_helixroots-offer.eml", m)


def e_gala_reply():
    m = base("Nerys Owen <galas@dolffiniaidtaf.example.org.uk>", ME, "2025-11-14 19:40",
             "Re: Gala 22 November - volunteers",
             "<dt-galas-2025-11-14-no@dolffiniaidtaf.example.org.uk>",
             extra={"In-Reply-To": "<mp-2025-11-13-2102@llais.example>",
                    "References": "<dt-galas-2025-11-10@dolffiniaidtaf.example.org.uk> <mp-2025-11-13-2102@llais.example>"})
    text = """Diolch Malcolm, that's brilliant - you're on the timekeepers' list.

Timekeepers please report to the officials' table at 8:15am. The gala is at Canolfan Hamdden Glan Taf (main
pool - the learner pool is still closed for retiling). Swimmers' warm-up is at 8:45 and the first race is at
9:30. We should be finished by about 1pm.

Two stopwatches would be perfect if you have them - we're always short. Wear something white or light if you
can (officials' tradition, not compulsory!).

Elis is in the 50 m freestyle and the relay; Mali is in the 25 m backstroke (Stage 3).

Nerys
Gala Secretary, Dolffiniaid Taf

On Thu, 13 Nov 2025 at 21:02, Malcolm Price <malcolm.price@llais.example> wrote:
> Dear Nerys,
>
> Happy to help on the 22nd. I've done timekeeping before (athletics, many years ago). I'll bring my own
> stopwatch - possibly two if I can find the old one in the loft.
>
> Malcolm Price (Taid to Elis and Mali Hughes)
>
> > On Mon, 10 Nov 2025, Nerys Owen wrote:
> > We need 8 timekeepers and 2 marshals for the gala on Saturday 22 November. Please reply if you can help.
"""
    m.set_content(text, cte="7bit")
    save("mail/2025/11/2025-11-14_re-gala-volunteers.eml", m)


# ---------------------------------------------------------------------------------------------
LIST = "Wardeiniaid Llifogydd Pentwyn <wardens@lists.pentwynynant-cc.example.org.uk>"
LISTID = "Pentwyn flood wardens <wardens.lists.pentwynynant-cc.example.org.uk>"
SIAN = "Sian Lloyd <sian.lloyd@post.example>"
HYWEL = "Hywel Thomas <hywel.hen.felin@post.example>"
ALUN = "Alun Jenkins <alun.jenkins@llais.example>"

MBOX = [
 (SIAN, "2024-12-03 19:30", "[Wardens] Croeso / Welcome to the wardens list", "w-2024-12-03", None, """Hi all,

Thank you for volunteering after the weekend of Storm Bert. This list is for the flood wardens and the
working group. Please reply to the list rather than to me.

- ROTA: pairs, one week each, through the winter. I'll send it out next week.
- SANDBAGS: the council has given us space in the depot (the green shed behind Neuadd Bentref Pentwyn).
  200 filled bags arriving Friday. Hywel has the key; there's a spare in the clerk's office.
- CONTACT: if water is on Heol y Felin, call the council emergency number FIRST, then me.

Diolch o galon,
Sian (warden co-ordinator)
"""),
 (SIAN, "2024-12-10 20:15", "[Wardens] Storm Bert debrief - notes", "w-2024-12-10", None, """Hi all,

Notes from last night's debrief at the village hall (14 of us, plus Eirlys).

TIMELINE (Sunday 24 November)
- 00:30 heavy rain, Hywel checks the screen - clear.
- 02:00 screen blinding, water rising at the inlet.
- The gauge board by the bridge peaked at 1.62 m at about 3:10am - half a metre above where we'd now put amber.
- 03:30 water on Heol y Felin and into Maes-y-Coed.
- 05:00 fire service arrive and start pumping.
- 16:00 pumping stops.

WHAT WENT WELL: neighbours. Everyone knew who lived alone.
WHAT DIDN'T: nobody had sandbags; nobody knew who to ring; the screen was impossible to clear safely.

ACTIONS: sandbag store (done), warden rota (next week), gauge thresholds (Hywel), and the working group
will look at the culvert.

Sian
"""),
 (HYWEL, "2025-01-15 18:02", "[Wardens] Gauge board thresholds", "w-2025-01-15", None, """Evening all,

After talking it over with Malcolm, here are the levels we'll use on the gauge board by the Heol y Felin bridge:

  GREEN   below 0.8 m   - normal
  AMBER   1.1 m         - wardens on alert, check the screen, warn Maes-y-Coed, sandbags out
  RED     1.4 m         - water close to overtopping; call the council emergency number and 999 if needed

Please read the board from the bank, not from the wall. Photos to the list if you can.

Hywel (Hen Felin)
"""),
 (SIAN, "2025-03-04 09:40", "[Wardens] Training - Saturday 22 March", "w-2025-03-04", None, """Hi all,

The county's flood risk officer, Owen Prosser, will run a training morning for us:

  Saturday 22 March, 10am - 12:30, Neuadd Bentref Pentwyn.

Safety near water, reading the gauge, what the county can and can't do, and a walk down to the screen.
Please let me know if you can come.

Sian
"""),
 (ALUN, "2025-03-05 08:12", "Re: [Wardens] Training - Saturday 22 March", "w-2025-03-05", "w-2025-03-04", """I'll be there and I'll bring the urn.

From what I remember of the last time the county came out, it's worth asking them about the gullies on
Heol y Felin - they haven't been cleared since 2022.

Alun

> The county's flood risk officer, Owen Prosser, will run a training morning for us:
> Saturday 22 March, 10am - 12:30, Neuadd Bentref Pentwyn.
"""),
 ("Malcolm Price <malcolm.price@llais.example>", "2025-05-09 17:30", "[Wardens] Culvert survey next Wednesday", "w-2025-05-09", None, """Dear all,

Afon Civil Engineering will be surveying the culvert on Wednesday 14 May. There will be stop/go boards on
Heol y Felin from 9:30 to 3, and the survey team will be in and out of the back gardens along the outlet.
Hywel, thank you for agreeing to be there first thing to show them the inlet.

If anyone on Maes-y-Coed has questions, please send them to me.

Malcolm
"""),
 ("Malcolm Price <malcolm.price@llais.example>", "2025-07-17 21:00", "[Wardens] Update from the working group", "w-2025-07-17", None, """Dear all,

A short update after Tuesday's working group meeting.

The bund on Cae Mawr is off. For the reasons, see the minutes when Eirlys circulates them. Instead, the
scheme we're going to put to the Trust is: clear the culvert, a new sloped screen with a safe platform for you
to clear it from, deal with an old duct that's catching debris, and flood doors/airbrick covers for the
nine most exposed homes on Maes-y-Coed. Plus some kit for you lot.

The application goes in by the end of August.

Malcolm
"""),
 (SIAN, "2025-08-26 10:15", "[Wardens] New meeting place from September", "w-2025-08-26", None, """Hi all,

Because of the roof repairs at Neuadd Bentref, from September both the wardens' meetings and the working
group will meet in the Festri (vestry) at Capel Bethania, Heol Isaf, at 6:30pm (note the earlier time - the
deacons lock up at 9). Still the second Tuesday of the month.

First meeting there: Tuesday 9 September, 6:30pm. Side door, by the yellow school gate.

Sian
"""),
 (SIAN, "2025-09-12 16:45", "[Wardens] Sandbags have moved", "w-2025-09-12", None, """Hi all,

The builders need the depot for the hall roof, so the sandbags have moved to a steel container in the
Capel Bethania car park (back corner, by the bins). 240 bags now.

Keys: Hywel as before, plus Alun, who lives opposite the chapel. The spare is no longer at the clerk's office.

The old procedure sheet still says "depot" - I'll update it this autumn.

Sian
"""),
 ("Malcolm Price <malcolm.price@llais.example>", "2025-10-08 19:20", "[Wardens] Grant awarded!", "w-2025-10-08", None, """Dear all,

Good news - the Taff Catchment Trust has awarded us £40,000 for the culvert and flood resilience scheme. Not
quite everything we asked for, but close. Full council agreed the match funding last night.

Work should start in the new year and be finished by the end of March. Thank you all - the panel said the
wardens scheme was one of the things that impressed them most.

Malcolm
"""),
 (SIAN, "2025-11-03 18:30", "[Wardens] Winter rota from 1 November", "w-2025-11-03", None, """Hi all,

Winter rota attached in the body below. Pairs, Saturday to Friday.

  1-7 Nov     Hywel & Alun
  8-14 Nov    Sian & Gwyn
  15-21 Nov   Malcolm & Bethan
  22-28 Nov   Delyth & Iolo
  29 Nov-5 Dec  Hywel & Gwyn
  (continues - full list in the container)

If a yellow or amber rain warning is issued, the pair on duty checks the screen and the gauge by 8pm.

Sian
"""),
 (HYWEL, "2025-11-04 07:55", "Re: [Wardens] Winter rota from 1 November", "w-2025-11-04", "w-2025-11-03", """Recieved, thanks Sian. I'll definately be around the 1st week. The screen had a fair bit of leaf on it
yesterday - cleared it from the bank with the long rake. Can't wait for that platform.

Hywel

> Winter rota attached in the body below. Pairs, Saturday to Friday.
"""),
]


def build_mbox():
    path = os.path.join(VAULT, "mail/lists/pentwyn-flood-wardens.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    for frm, date, subj, mid, reply, body in MBOX:
        m = EmailMessage(policy=policy.default)
        m["From"] = frm
        m["To"] = LIST
        m["Date"] = format_datetime(dt(date))
        m["Subject"] = subj
        m["Message-ID"] = f"<{mid}@lists.pentwynynant-cc.example.org.uk>"
        if reply:
            m["In-Reply-To"] = f"<{reply}@lists.pentwynynant-cc.example.org.uk>"
            m["References"] = f"<{reply}@lists.pentwynynant-cc.example.org.uk>"
        m["List-Id"] = LISTID
        m["List-Post"] = "<mailto:wardens@lists.pentwynynant-cc.example.org.uk>"
        m["Sender"] = "wardens-bounces@lists.pentwynynant-cc.example.org.uk"
        m.set_content(body, cte="8bit")
        mm = mailbox.mboxMessage(m.as_bytes(policy=policy.default))
        addr = frm.split("<")[1].rstrip(">")
        mm.set_from(addr, dt(date).astimezone(timezone.utc).timetuple())
        box.add(mm)
    box.flush()
    box.close()


def build():
    for f in [e_clerk_grant_scheme, e_dyffryn_quote, e_dyffryn_reply, e_afon_booking, e_gower_report,
              e_caerffili_quote, e_vale_thread, e_brecon_amended, e_afon_report, e_clinic_letter, e_grant_ack,
              e_fwd_landowner, e_swim_new_times, e_archive_reply, e_school_password, e_gwen_thread,
              e_grant_award, e_surgery_result, e_storage_code, n_tourer_times, n_pharmacy,
              n_helixroots_promo, e_gala_reply]:
        f()
    build_mbox()
