from common import make_mail, save_mail, when, HARRIET

BRENDA = "Brenda Lowrie <brenda.lowrie@lothianhomecompanions.example.co.uk>"
FIONA = "Fiona Drummond <f.drummond@drummondkerr.example.co.uk>"
GREGOR = "Gregor Shaw <gregor@caldershaw.example.co.uk>"
ALISON = "Alison Petrie <alison.petrie@gwproperty.example.co.uk>"
MORVEN = "Morven Gillies <morven.gillies@edinburgh-hsc.example.gov.uk>"
KASIA = "Kasia Nowak <kasia.nowak@thistlehomecare.example.co.uk>"
TAM = "Tam Lindsay <tam@lindsaystone.example.co.uk>"
SAM = "Sam Mwangi <sam.mwangi@mapleleaf.example>"
COLIN = "Colin Ross <colin.ross@tartanmail.example>"

PIXEL = '<img src="https://t.{d}/o.gif?u=hmr" width="1" height="1" alt="">'


def m01_lhc_rota():
    text = """Dear Harriet,

Thank you for your e-mail and for the access information, which I have added to
your mother's care plan and passed to the team. I can confirm the visit rota
below, which has been running since Tuesday 22 April:

  Morning  08:00  (45 minutes)
  Lunch    12:30  (30 minutes)
  Tea      17:00  (30 minutes)
  Bed      20:30  (30 minutes)

Our private rate is £27.50 per hour, invoiced four-weekly in arrears by direct
debit. Once the council assessment has taken place we can move to an
individual service fund arrangement if your mother is eligible - we work with
all of the Edinburgh localities.

I have noted the request for female carers for all personal care. We will do
our very best to honour it; on the rare occasion that only a male carer is
available for a morning call we will telephone you first. Ruth Okafor will be
the lead carer on the morning run where rotas allow.

Kind regards,
Brenda Lowrie
Care Manager, Lothian Home Companions
0131 496 0655 (office) / 0131 496 0656 (out of hours)

On Fri, 25 Apr 2025 at 19:42, Harriet Mwangi-Ross <harriet.mwangi-ross@tartanmail.example> wrote:
> Dear Ms Lowrie,
>
> Further to your visit on Thursday, I write to confirm the practical
> arrangements for my mother, Mrs Grace Mwangi, at Flat 2, 11 Morton Gardens.
>
> 1. Access. There is a key safe on the wall to the left of the back door,
>    behind the green water butt. The code is 4417. I should be grateful if
>    the carers would use the back door so that my mother does not have to
>    get up to answer the front door, and if they would spin the dial after use.
>
> 2. Personal care. My mother was a nurse for over thirty years and she is
>    very clear that she will only accept female carers for washing, dressing
>    and toileting. I would ask that this be recorded in her care plan.
>
> 3. Communication. If a visit is going to be more than thirty minutes late,
>    I would be grateful to be informed, on 07700 900417.
>
> 4. Continuity. She does much better with a small number of familiar faces.
>
> I should be grateful if you would confirm the visit times in writing.
>
> Yours sincerely,
> Harriet Mwangi-Ross
"""
    m = make_mail(frm=BRENDA, to=HARRIET, date=when("2025-04-28 10:05"),
                  subject="Re: Care plan and visit times - Mrs Grace Mwangi",
                  text=text, cte="quoted-printable",
                  msgid="<lhc-20250428-1005@lothianhomecompanions.example.co.uk>",
                  in_reply_to="<hmr-20250425-lhc@tartanmail.example>")
    save_mail("mail/2025/04/2025-04-28_re-care-plan-visit-times.eml", m)


def m02_poa_appointment():
    text = """Dear Mrs Mwangi-Ross,

POWER OF ATTORNEY - MRS GRACE WANJIRU MWANGI

Further to our telephone conversation, I write to confirm the appointment for
your mother to sign her combined continuing and welfare power of attorney:

    Date:   Wednesday 14 May 2025
    Time:   2.00pm
    Place:  Drummond Kerr WS, 24 Melville Street, Edinburgh (second floor;
            there is a lift)

As discussed, the attorneys will be yourself and your brother, Mr Samuel
Mwangi, acting jointly and severally, with Mr Colin Ross as substitute. I have
sent your brother's acceptance form to him by courier and would be grateful if
it could be returned to us before the appointment.

To grant a power of attorney your mother must have capacity, and I am required
to certify that I have interviewed her immediately before she signs and that
I am satisfied she understands the nature and extent of the document and is
not acting under undue influence. For that reason I will see your mother on
her own for part of the appointment. Please do not be concerned by this; it is
entirely routine.

Please bring:
  - your mother's passport or other photographic identification;
  - a recent utility bill or bank statement in her name;
  - your own identification.

Our fee is £650 plus VAT, together with the registration fee payable to the
Office of the Public Guardian, which we will pay on your mother's behalf and
add to our account. We will submit the document for registration the day after
signing; registration currently takes around six to eight weeks.

Yours sincerely,

Fiona Drummond
Partner, Drummond Kerr WS
24 Melville Street, Edinburgh
0131 496 0230
"""
    m = make_mail(frm=FIONA, to=HARRIET, date=when("2025-05-06 11:32"),
                  subject="Power of attorney - Mrs G W Mwangi - appointment 14 May",
                  text=text, cte="8bit")
    save_mail("mail/2025/05/2025-05-06_drummond-kerr-appointment.eml", m)


def m03_council_appointment():
    html = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Assessment appointment</title></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#2b3a67;color:#fff;padding:12px">
<strong>Edinburgh Health &amp; Social Care - South West Locality</strong></td></tr></table>
<p>Dear Mrs Mwangi-Ross,</p>
<p><strong>Assessment of care and support needs: Mrs Grace Mwangi</strong></p>
<p>Thank you for your referral of 14 April. I am writing to confirm an appointment to carry out an assessment
of your mother's care and support needs at her home.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Date</th><td>Tuesday 17 June 2025</td></tr>
<tr><th align="left">Time</th><td>10:30 (please allow up to 90 minutes)</td></tr>
<tr><th align="left">Address</th><td>Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX</td></tr>
<tr><th align="left">Social worker</th><td>Morven Gillies</td></tr>
<tr><th align="left">Also attending</th><td>Occupational therapist (to be confirmed)</td></tr>
</table>
<p>It would be helpful if you, or another family member, could be present. Please have to hand any hospital
letters, a list of current medication and details of any care your mother is currently receiving.</p>
<p>During the visit we will discuss the four options for Self-directed Support. A separate financial
assessment may follow.</p>
<p>If the appointment is not convenient please contact the duty team on 0131 496 0500 quoting reference
SW-CA-2025-06-4471.</p>
<p>Yours sincerely,<br>Morven Gillies<br>Social Worker, South West Locality</p>
<p style="font-size:11px;color:#777">This e-mail and any attachments are confidential.</p>
{PIXEL.format(d='edinburgh-hsc.example.gov.uk')}
</body></html>
"""
    m = make_mail(frm=MORVEN, to=HARRIET, date=when("2025-06-03 14:20"),
                  subject="Assessment appointment - Mrs Grace Mwangi",
                  html=html, html_cte="quoted-printable")
    save_mail("mail/2025/06/2025-06-03_council-assessment-appointment.eml", m)


def m04_promo():
    html = f"""<html><body style="font-family:Helvetica,Arial;background:#eef3f7">
<table width="600" align="center" cellpadding="10" style="background:#fff">
<tr><td style="background:#0b4f6c;color:#fff;font-size:22px">NordRail Explorer - Summer Sale</td></tr>
<tr><td><p>Hi Harriet,</p>
<p>Our biggest sale of the year: <strong>up to 25% off</strong> curated rail holidays across Norway, Sweden and Denmark.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Package</th><th>Nights</th><th>From</th></tr>
<tr><td>Fjords in a Week (Oslo, Flåm, Bergen)</td><td>7</td><td>£1,349pp</td></tr>
<tr><td>Arctic Lofoten Explorer</td><td>9</td><td>£2,190pp</td></tr>
<tr><td>Three Capitals by Rail</td><td>8</td><td>£1,099pp</td></tr>
</table>
<p>Travelling 60+? Ask about our senior rail pass add-on.</p>
<p><a href="https://nordrail-explorer.example/sale">Book before 30 June</a></p>
<p style="font-size:10px;color:#888">You are receiving this because you signed up at nordrail-explorer.example.
Unsubscribe any time.</p></td></tr></table>
{PIXEL.format(d='nordrail-explorer.example')}
</body></html>
"""
    m = make_mail(frm="NordRail Explorer <offers@nordrail-explorer.example>", to=HARRIET,
                  date=when("2025-06-11 07:15"),
                  subject="Harriet, 25% off fjord & Lofoten rail holidays - ends 30 June",
                  html=html, html_cte="quoted-printable",
                  extra_headers={"List-Unsubscribe": "<https://nordrail-explorer.example/unsub?u=hmr>"})
    save_mail("mail/2025/06/2025-06-11_nordrail-summer-sale.eml", m)


def m05_factor_notice():
    text = """Dear Owner,

19 BELLFIELD ROW, EDINBURGH EH9 - COMMON REPAIRS TO REAR CHIMNEY STACK AND ROOF
Our job reference: GW/BR19/0457

Following reports of water ingress to the top-floor flats (3F1 and 3F2), we
instructed an inspection of the rear chimney stack and the surrounding roof. The
inspection found:

  - a cracked cope stone and loose chimney pot;
  - extensive open joints to the stack pointing;
  - slipped and broken slates adjacent to the stack;
  - split lead flashing at the stack/roof junction.

We have obtained three quotations and recommend the lowest compliant tender from
Pentland Roof & Stone Ltd, at a total estimated cost of £9,920.00 including VAT
and scaffolding. Under the title deeds each of the eight flats is responsible for
an equal one-eighth share, which is £1,240.00 per flat.

As the cost exceeds our delegated authority, we require a majority decision of
the owners under the Tenements (Scotland) Act 2004. Please return the enclosed
voting slip, or simply reply to this e-mail stating "I agree" or "I do not
agree", by Friday 18 July 2025.

If the repair is approved we will ask each owner to place their share in our
client account before works are instructed. We anticipate a start in early
autumn, subject to the contractor's availability and the weather.

If you have any questions, please contact me directly.

Kind regards,

Alison Petrie
Property Manager
Grange & Whitehouse Property Management
0131 496 0270
"""
    m = make_mail(frm=ALISON, to="Owners, 19 Bellfield Row <owners-19br@gwproperty.example.co.uk>",
                  date=when("2025-06-20 15:48"),
                  subject="19 Bellfield Row - chimney stack and roof repairs - owners' vote (GW/BR19/0457)",
                  text=text, cte="quoted-printable")
    save_mail("mail/2025/06/2025-06-20_factor-chimney-stack-vote.eml", m)


def m06_opg_registration():
    text = """Dear Mrs Mwangi-Ross,

I am pleased to let you know that your mother's combined continuing and welfare
power of attorney has now been registered by the Office of the Public Guardian.

The original registered document, together with two certified copies, will
follow by recorded post. In the meantime I attach a copy of the registration
certificate which you may use to make initial contact with banks and other
organisations (most will ask to see a certified copy in due course).

Please remember that the welfare powers may only be exercised if your mother is
incapable of making the decision in question herself.

Our account will follow separately.

Kind regards,

Fiona Drummond
Partner, Drummond Kerr WS
"""
    cert = """OFFICE OF THE PUBLIC GUARDIAN (SCOTLAND)
Hadrian House, Callendar Business Park, Falkirk

CERTIFICATE OF REGISTRATION
Powers of Attorney - Adults with Incapacity (Scotland) Act 2000, section 19

Registration number:   PA-25-118374
Date of registration:  1 July 2025

Granter:      Grace Wanjiru Mwangi
              Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX
              Date of birth 03/03/1939

Type:         Continuing and Welfare Power of Attorney

Attorney(s):  Harriet Mwangi-Ross
              Samuel Mwangi
              (acting jointly and severally)
Substitute:   Colin Ross

Submitted by: Drummond Kerr WS, 24 Melville Street, Edinburgh

This certifies that the document above has been registered in the register of
continuing and welfare powers of attorney maintained by the Public Guardian.

[scanned copy - for information only]
"""
    m = make_mail(frm=FIONA, to=HARRIET, date=when("2025-07-02 12:10"),
                  subject="Power of attorney registered - Mrs G W Mwangi",
                  text=text, cte="7bit",
                  attachments=[("OPG_certificate_GMwangi.txt", cert, "base64")])
    save_mail("mail/2025/07/2025-07-02_poa-registered.eml", m)


def m07_bathroom_reply():
    text = """Hi Harriet,

No problem at all - and it's the right call for your mum. Revised spec below.

  - Low-profile stone resin tray, 1400 x 900, with a fixed glass panel
  - Fold-down shower seat (white) at 480mm
  - Grab rails: one in the shower, one beside the WC
  - Thermostatic mixer with slide rail and handset, plus the fixed head
  - Extra tanking to the full shower area and the floor in front of it

Extra over the bath and shower screen we'd priced: £1,150.00 including VAT.
I'll add it as a variation to the contract and it'll show on the relevant
interim. No change to the programme - the bathroom first fix is week 3.

Cheers,
Gregor

Gregor Shaw
Calder & Shaw Building Ltd
0131 496 0310 / 07700 900719

On Thu, 10 Jul 2025 at 08:14, Harriet Mwangi-Ross wrote:
> Dear Gregor,
>
> I am writing to ask for a change to the bathroom specification before work
> starts on 28 July.
>
> Following my mother's care assessment, we have decided to replace the bath
> with a walk-in, level-access shower so that she can stay with us safely. In
> practice this means:
>
> 1. No bath. A shower tray as low as you can manage, roughly 1400 x 900.
> 2. A fixed glass panel rather than a door.
> 3. A fold-down seat and a grab rail in the shower, and another rail by the WC.
> 4. A thermostatic shower with a handset on a rail, so that she can sit.
>
> I appreciate this overrides what we agreed in May. Could you let me know the
> additional cost and whether it affects the programme?
>
> With thanks and kind regards,
> Harriet
"""
    m = make_mail(frm=GREGOR, to=HARRIET, date=when("2025-07-10 16:40"),
                  subject="Re: Bathroom - change to walk-in shower",
                  text=text, cte="quoted-printable",
                  msgid="<cs-20250710-1640@caldershaw.example.co.uk>",
                  in_reply_to="<hmr-20250710-0814@tartanmail.example>")
    save_mail("mail/2025/07/2025-07-10_re-bathroom-walk-in-shower.eml", m)


def m08_factor_result():
    text = """Dear Owner,

19 BELLFIELD ROW - CHIMNEY STACK AND ROOF REPAIRS
Our job reference: GW/BR19/0457

Thank you to everyone who returned their vote. The result is as follows:

  In favour:       6
  Against:         1
  No response:     1

As a majority of owners have agreed, the repair will proceed. We will now ask
each owner to transfer their one-eighth share of £1,240.00 to our client account
(details on the attached invoice sent by post) by Friday 8 August. Works will be
instructed once all funds are held; any owner who does not pay will be pursued
for their share in accordance with the Act.

Pentland Roof & Stone have pencilled in a scaffold date in early October. I will
confirm the exact date once funds are in. I am aware that 3F2 have a stonemason
who may wish to use the scaffold - I am happy to discuss this.

Kind regards,

Alison Petrie
Property Manager
Grange & Whitehouse Property Management
"""
    m = make_mail(frm=ALISON, to="Owners, 19 Bellfield Row <owners-19br@gwproperty.example.co.uk>",
                  date=when("2025-07-21 09:30"),
                  subject="19 Bellfield Row - result of owners' vote (GW/BR19/0457)",
                  text=text, cte="quoted-printable")
    save_mail("mail/2025/07/2025-07-21_factor-vote-result.eml", m)


def m09_memory_clinic():
    text = """Dear Mrs Mwangi-Ross,

As requested at your mother's appointment, please find attached a copy of the
clinic letter that has been sent to her GP, Dr Baird.

If you have any questions about the medication or the support available,
please contact the memory service nurses on 0131 496 0880.

With best wishes,

Memory Service Admin
NHS Lothian (South)
"""
    letter = """NHS LOTHIAN - OLDER PEOPLE'S MEMORY SERVICE (SOUTH)
Hermitage Unit (Ward 3), Braidhills Community Hospital, Edinburgh

Clinic date: 22 July 2025
Seen at:     Hermitage Unit (Ward 3), Braidhills Community Hospital
Consultant:  Dr Ishbel Crane, Consultant in Old Age Psychiatry

Dr A Baird
Braid Road Medical Practice

Dear Dr Baird,

Re: Mrs Grace Wanjiru Mwangi, DOB 03/03/1939, CHI 0303391486
    Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX

Diagnosis: Alzheimer's disease, mild (early) stage.

Thank you for referring this 86-year-old retired nurse, whom I saw today with
her daughter, Mrs Harriet Mwangi-Ross. ACE-III 71/100, with the main losses in
memory and fluency. CT head: generalised atrophy, no vascular lesions.

Plan:
1. Start donepezil 5 mg at night. I would be grateful if you would review at
   around 10 weeks with a view to increasing to 10 mg if tolerated. Please check
   her pulse, given she is also on bisoprolol.
2. Referral to Post Diagnostic Support (Alzheimer Scotland link worker).
3. Her daughter holds a registered continuing and welfare power of attorney.
4. Review in this clinic in six months.

Yours sincerely,

Dr Ishbel Crane
Consultant in Old Age Psychiatry

cc: Mrs H Mwangi-Ross (daughter, attorney)
"""
    m = make_mail(frm="NHS Lothian Memory Service <memoryservice.south@nhslothian.example.scot>",
                  to=HARRIET, date=when("2025-07-24 15:02"),
                  subject="Clinic letter - Mrs G W Mwangi",
                  text=text, cte="7bit",
                  attachments=[("clinic_letter_22-07-2025.txt", letter, "base64")])
    save_mail("mail/2025/07/2025-07-24_memory-service-clinic-letter.eml", m)


def m10_floor_decision():
    text = """Dear Gregor,

Kitchen floor - decision

Colin and I have finally made up our minds about the kitchen floor. We should
like natural linoleum, in the colour "Sea Slate" (Linoleo Marmor range,
reference LM-2714), sheet rather than tiles, with a coved edge if Meadowbank
Flooring think it is sensible against the new units.

We have ruled out the herringbone oak (water, and the state of the boards
underneath) and the cement tiles (weight). The linoleum is warm, quiet and
forgiving, which is what I need in a kitchen where I drop things.

Could you ask Meadowbank to price it, supply and fit, and let me know when in
the programme it would go down? I assume after the plastering and before the
units.

With kind regards,
Harriet
"""
    m = make_mail(frm=HARRIET, to=GREGOR, date=when("2025-08-04 09:05"),
                  subject="Kitchen floor - decision", text=text, cte="7bit")
    save_mail("mail/2025/08/2025-08-04_kitchen-floor-decision.eml", m)


def m11_council_outcome():
    text = """Dear Mrs Mwangi-Ross,

OUTCOME OF ASSESSMENT - MRS GRACE MWANGI
Our reference: SW-CA-2025-06-4471

Thank you for your time, and your mother's, when I visited on 17 June with my
occupational therapy colleague. I am now able to confirm the outcome.

1. Eligibility
Your mother's needs have been assessed as SUBSTANTIAL under the Edinburgh
eligibility criteria, principally in relation to personal care, nutrition,
medication prompting and risk at night. She is therefore eligible for funded
support.

2. Personal budget
Your mother's indicative personal budget is £412.60 per week. This covers
assessed personal care, which is provided free of charge in Scotland, together
with the agreed housing support elements.

3. Self-directed Support
You told me that your mother wishes to choose Option 2. Under Option 2 the
council will pay the budget to the provider of her choice as an individual
service fund (ISF). I understand this will initially be Lothian Home Companions.
Any cost above the personal budget is a matter between your mother and the
provider.

4. Telecare
I have made a referral for a bed-exit sensor and a door sensor linked to her
existing pendant alarm. The telecare team will contact you directly.

5. Review
I will review the support plan in around five months. I have provisionally
booked a review at your mother's home on Wednesday 14 January 2026 at 11:00.
Please let me know if this is not convenient.

If you disagree with any part of this outcome you may ask for it to be
reconsidered; details are in the enclosed leaflet.

Yours sincerely,

Morven Gillies
Social Worker, South West Locality
Edinburgh Health & Social Care
"""
    m = make_mail(frm=MORVEN, to=HARRIET, date=when("2025-08-12 11:47"),
                  subject="Outcome of assessment - Mrs Grace Mwangi (SW-CA-2025-06-4471)",
                  text=text, cte="base64")
    save_mail("mail/2025/08/2025-08-12_council-assessment-outcome.eml", m)


def m12_tam_quote():
    text = """Dear Mrs Mwangi-Ross,

Thank you for showing me the windows on Friday. As promised, my quotation for the
stonework at 3F2, 19 Bellfield Row.

Quote LS-0825-19

1. Kitchen window sill - cut out the cracked sill and replace with a new sill
   in Blackcleugh buff sandstone from Blackcleugh Quarry, near Otterburn in
   Northumberland. It is the closest match I know to the original stone on
   Bellfield Row; several of the Marchmont sills I have done came from there.
2. Back bedroom sill - as above.
3. Kitchen lintel - cut out the cracked section and indent new Blackcleugh
   stone, pinned with stainless steel dowels.
4. Rake out cement pointing round both openings and repoint in lime.

Total: £3,180.00 plus VAT. Stone is cut to size at the quarry, allow three
weeks for delivery.

I understand the factor's scaffold is due at the back in early October. If it
is up in time, I can be on site Monday 13 to Friday 17 October, five days. I
would much rather use their scaffold than put up a tower - it is safer and saves
you about eleven hundred pounds.

New stone will be paler than the old for a couple of winters. That is normal
and I would not recommend tinting it.

Regards,
Tam Lindsay
Lindsay Stoneworks
07700 900802
"""
    m = make_mail(frm=TAM, to=HARRIET, date=when("2025-08-15 18:22"),
                  subject="Quotation - sills and lintel, 3F2 19 Bellfield Row",
                  text=text, cte="quoted-printable")
    save_mail("mail/2025/08/2025-08-15_lindsay-stoneworks-quote.eml", m)


def m13_bergen_hotel():
    text = """Dear Mrs Mwangi-Ross,

We are very sorry to inform you that, due to water damage in our building,
Hotel Nordnes Brygge will be closed from 1 September until further notice.

We have moved your reservation (NB-550672, 12-16 September, 4 nights, double
room) to our sister hotel:

  Hotel Sjøbod Bryggen
  Bryggen 19, 5003 Bergen
  New confirmation: SB-550672

The new room is a superior double facing the courtyard (quiet side) at the same
rate as your original booking, and breakfast is included. The hotel is a
ten-minute walk from Bergen station.

If you would prefer to cancel, we will refund you in full.

Med vennlig hilsen / Kind regards,
Ingrid Solheim
Reservations, Nordnes Hotels AS
"""
    html = """<html><body style="font-family:Georgia,serif">
<p>Dear Mrs Mwangi-Ross,</p>
<p>We are very sorry to inform you that, due to water damage in our building, <b>Hotel Nordnes Brygge</b> will be
closed from 1 September until further notice.</p>
<p>We have moved your reservation (NB-550672, 12&ndash;16 September, 4 nights, double room) to our sister hotel:</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Hotel</th><td>Hotel Sjøbod Bryggen</td></tr>
<tr><th>Address</th><td>Bryggen 19, 5003 Bergen</td></tr>
<tr><th>New confirmation</th><td>SB-550672</td></tr>
<tr><th>Room</th><td>Superior double, courtyard (quiet side), breakfast included</td></tr>
</table>
<p>Same rate as your original booking. Ten minutes' walk from Bergen station.</p>
<p>If you would prefer to cancel, we will refund you in full.</p>
<p>Med vennlig hilsen / Kind regards,<br>Ingrid Solheim<br>Reservations, Nordnes Hotels AS</p>
</body></html>
"""
    m = make_mail(frm="Nordnes Hotels Reservations <booking@nordneshotels.example.no>", to=HARRIET,
                  date=when("2025-08-18 13:05"),
                  subject="Important: change to your Bergen booking NB-550672",
                  text=text, cte="8bit", html=html, html_cte="quoted-printable")
    save_mail("mail/2025/08/2025-08-18_bergen-hotel-moved.eml", m)


def m14_sj_change():
    text = """Hej Harriet,

Your journey has been changed / Din resa har ändrats

Booking number: QZ8N4TD
Date: Wednesday 10 September 2025
Passengers: 2 adults (Harriet Mwangi-Ross, Colin Ross)

Because of track works between Arvika and Kongsvinger, the direct train
Stockholm C 07:32 - Oslo S 13:48 will not run on 10 September.

Your NEW journey:
  Train   Stockholm C 10:25  ->  Arvika 13:20
  BUS     Arvika 13:35       ->  Kongsvinger 15:05   (replacement coach)
  Train   Kongsvinger 15:32  ->  Oslo S 17:40

Seats on the trains: coach 2, seats 31 and 33 (window, quiet section).
There are no seat reservations on the replacement coach.

You do not need to do anything - your tickets are valid for the new journey.
If the new journey does not suit you, you can cancel free of charge or request
a refund until the day before departure.

If you arrive at your destination more than 60 minutes late you may be
entitled to delay compensation.

Med vänliga hälsningar / Kind regards,
SJ Customer Service
"""
    html = """<html><body style="font-family:Arial,sans-serif">
<h2 style="color:#00543c">Din resa har &auml;ndrats / Your journey has been changed</h2>
<p>Booking number: <b>QZ8N4TD</b> &middot; Wednesday 10 September 2025 &middot; 2 adults</p>
<p>Because of track works between Arvika and Kongsvinger, the direct train Stockholm C 07:32 &ndash; Oslo S 13:48
will not run on 10 September.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th></th><th>From</th><th>Dep</th><th>To</th><th>Arr</th></tr>
<tr><td>Train</td><td>Stockholm C</td><td>10:25</td><td>Arvika</td><td>13:20</td></tr>
<tr><td>Replacement bus</td><td>Arvika</td><td>13:35</td><td>Kongsvinger</td><td>15:05</td></tr>
<tr><td>Train</td><td>Kongsvinger</td><td>15:32</td><td>Oslo S</td><td>17:40</td></tr>
</table>
<p>Seats: coach 2, seats 31 and 33 (window, quiet section). No seat reservations on the replacement coach.</p>
<p>Your tickets are valid for the new journey. You can cancel free of charge until the day before departure.</p>
<p>If you arrive more than 60 minutes late you may be entitled to delay compensation.</p>
<p>SJ Customer Service</p>
</body></html>
"""
    m = make_mail(frm="SJ <noreply@sj-travel.example.se>", to=HARRIET,
                  date=when("2025-08-20 06:41"),
                  subject="Din resa har ändrats / Your journey has been changed - QZ8N4TD",
                  text=text, cte="quoted-printable", html=html, html_cte="base64")
    save_mail("mail/2025/08/2025-08-20_sj-journey-changed.eml", m)


def m15_vy_change():
    text = """Hei Harriet Mwangi-Ross,

Endring i reisen din / Change to your journey

Bestillingsreferanse / Booking reference: NB-61833

Fredag 12. september 2025, Oslo S - Bergen (Bergensbanen)

Ny avgang / New departure:   Oslo S 08:11   (var / was 08:25)
Ny ankomst / New arrival:    Bergen 15:02   (var / was 15:12)

Setene dine er uendret: vogn 4, sete 54 og 56.
Your seats are unchanged: car 4, seats 54 and 56.

Endringen skyldes en ny rutetabell for høsten. / The change is due to the
autumn timetable. Please be at the platform in good time - the train leaves
fourteen minutes earlier than on your original ticket.

Vennlig hilsen / Kind regards
Vy Kundeservice
"""
    m = make_mail(frm="Vy <kundeservice@vy-reise.example.no>", to=HARRIET,
                  date=when("2025-08-27 10:18"),
                  subject="Endring i reisen din / Change to your journey NB-61833",
                  text=text, cte="base64")
    save_mail("mail/2025/08/2025-08-27_vy-bergen-line-change.eml", m)


def m16_newsletter():
    text = """MARCHMONT & SCIENNES COMMUNITY COUNCIL - SEPTEMBER NEWS

- Meadows path lighting: the council has agreed to replace the lamps on Middle
  Meadow Walk by March.
- Tenement maintenance drop-in: advice on common repairs, factors and the
  Tenement Management Scheme, first Saturday of the month at the library.
- Bin hub consultation closes 30 September.
- Autumn litter pick: Sunday 5 October, 10am, meet at the Warrender Park gates.
- Local groups looking for volunteers: the Sciennes school garden, the lunch club
  at St Mark's, and several food banks.

Next meeting: Monday 13 October, 7pm, library community room.
"""
    html = f"""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<h2>Marchmont &amp; Sciennes Community Council &ndash; September news</h2>
<ul>
<li><b>Meadows path lighting:</b> lamps on Middle Meadow Walk to be replaced by March.</li>
<li><b>Tenement maintenance drop-in:</b> advice on common repairs, factors and the Tenement Management Scheme,
first Saturday of the month at the library.</li>
<li><b>Bin hub consultation</b> closes 30 September.</li>
<li><b>Autumn litter pick:</b> Sunday 5 October, 10am, Warrender Park gates.</li>
<li><b>Volunteers wanted:</b> Sciennes school garden, the St Mark's lunch club, local food banks.</li>
</ul>
<p>Next meeting: Monday 13 October, 7pm, library community room.</p>
{PIXEL.format(d='marchmont-cc.example.org.uk')}
</body></html>
"""
    m = make_mail(frm="Marchmont & Sciennes CC <news@marchmont-cc.example.org.uk>", to=HARRIET,
                  date=when("2025-09-15 08:00"),
                  subject="September news from your community council",
                  text=text, cte="quoted-printable", html=html, html_cte="quoted-printable",
                  extra_headers={"List-Id": "<news.marchmont-cc.example.org.uk>"})
    save_mail("mail/2025/09/2025-09-15_community-council-news.eml", m)


def m17_programme_slip():
    text = """Hi Harriet,

Hope you both had a great trip - Davie says the place survived without you!

I need to flag a change to the programme. Two things have caught us out:

1. The plaster on the kitchen back wall is drying much slower than I'd like.
   It's a solid sandstone wall and it was wetter behind the old units than we
   thought (the sill, I'd guess). I don't want units fixed to it until the
   meter says it's dry.
2. The stonemason's sills and lintel are now booked for 13-17 October on the factor's
   scaffold. I'd rather the kitchen window wall was finished before we fit the
   wall units on that side, not after.

So the realistic completion date is now Friday 14 November rather than
17 October. Bathroom stays on track and will be finished first, so you'll
have a working shower well before the kitchen.

Sorry - I know it's not what you want to hear. Happy to talk it through at
Monday's site meeting.

Cheers,
Gregor
"""
    m = make_mail(frm=GREGOR, to=HARRIET, cc=COLIN, date=when("2025-09-24 17:55"),
                  subject="Bellfield Row - programme update", text=text, cte="quoted-printable")
    save_mail("mail/2025/09/2025-09-24_calder-shaw-programme-update.eml", m)


def m18_invoice():
    rows = [
        ("Kitchen - units delivered and carcasses installed (stage 1)", "2,480.00"),
        ("Bathroom - first fix plumbing", "1,260.00"),
        ("Bathroom - tanking and shower tray preparation", "690.00"),
        ("Rewire - first fix (Kenny Roe)", "1,920.00"),
        ("Plastering - kitchen back wall and bathroom", "808.00"),
        ("Skip hire - 8 yd skip w/c 8 Sept, incl. permit", "310.00"),
        ("Hall ceiling - take down, re-board, skim and cornice", "542.00"),
    ]
    trs = "\n".join(f"<tr><td>{d}</td><td align=\"right\">£{a}</td></tr>" for d, a in rows)
    html = f"""<html><body style="font-family:Arial,sans-serif;font-size:13px">
<table width="640"><tr><td><h2 style="margin:0">Calder &amp; Shaw Building Ltd</h2>
Unit 7, Sighthill Court, Edinburgh &middot; VAT reg. GB 000 1234 56</td>
<td align="right"><h3>INVOICE</h3></td></tr></table>
<table cellpadding="4">
<tr><td><b>Invoice no.</b></td><td>CS-2291</td></tr>
<tr><td><b>Date</b></td><td>26 September 2025</td></tr>
<tr><td><b>Client</b></td><td>Mrs H Mwangi-Ross, 3F2, 19 Bellfield Row, Edinburgh</td></tr>
<tr><td><b>Contract</b></td><td>Q-1187 - Interim valuation 2</td></tr>
<tr><td><b>Terms</b></td><td>14 days</td></tr>
</table>
<table border="1" cellpadding="5" cellspacing="0" width="640" style="border-collapse:collapse">
<tr><th align="left">Description</th><th align="right">Amount</th></tr>
{trs}
<tr><td align="right"><b>Subtotal</b></td><td align="right">£8,010.00</td></tr>
<tr><td align="right">VAT @ 20%</td><td align="right">£1,602.00</td></tr>
<tr><td align="right"><b>Total due</b></td><td align="right"><b>£9,612.00</b></td></tr>
</table>
<p>Payment by BACS to Calder &amp; Shaw Building Ltd, sort code 80-00-00, account 00011122. Please quote the invoice
number.</p>
{PIXEL.format(d='caldershaw.example.co.uk')}
</body></html>
"""
    m = make_mail(frm="Calder & Shaw Accounts <accounts@caldershaw.example.co.uk>", to=HARRIET,
                  date=when("2025-09-26 16:02"),
                  subject="Invoice CS-2291 - Interim valuation 2 - 19 Bellfield Row",
                  html=html, html_cte="quoted-printable")
    save_mail("mail/2025/09/2025-09-26_calder-shaw-invoice-interim-2.eml", m)


def m19_invoice_reply():
    text = """Hi Harriet,

Thanks for setting it out so clearly, and apologies - you're right on both.

1. Skip: that's the same skip as interim 1. Office error, my fault for not
   checking before it went out.
2. Hall ceiling: valued too early. Davie had it down for the week you were
   away and then the plasterer went onto the kitchen wall instead. It will be
   done before handover and will go on the final account.

I've asked Linda in the office to issue a credit note for both items next week.
Pay the rest whenever suits within the terms.

Cheers,
Gregor

On Mon, 29 Sep 2025 at 10:15, Harriet Mwangi-Ross wrote:
> Dear Gregor,
>
> Interim valuation 2 - invoice CS-2291
>
> Thank you for the invoice of 26 September. I am happy to pay the majority of
> it, but there are two items I must query before I do.
>
> 1. Skip hire (8 yd skip, w/c 8 September), £310.00 + VAT. This skip, with
>    the same permit number, was charged on interim valuation 1 and has been
>    paid. It appears to have been charged twice.
>
> 2. Hall ceiling - take down, re-board, skim and cornice, £542.00 + VAT. This
>    work has not yet been carried out. I attach photographs taken this
>    morning.
>
> The total in question is therefore £852.00 plus VAT. I will pay the
> undisputed balance within your 14-day terms and hold back the disputed sum
> until we have resolved it. I would be grateful for a credit note or a
> revised invoice.
>
> Kind regards,
> Harriet Mwangi-Ross
"""
    m = make_mail(frm=GREGOR, to=HARRIET, date=when("2025-10-03 12:26"),
                  subject="Re: Interim valuation 2 - invoice CS-2291",
                  text=text, cte="quoted-printable",
                  msgid="<cs-20251003-1226@caldershaw.example.co.uk>",
                  in_reply_to="<hmr-20250929-1015@tartanmail.example>")
    save_mail("mail/2025/10/2025-10-03_re-invoice-cs-2291.eml", m)


def m20_gp_donepezil():
    text = """Dear Mrs Mwangi-Ross,

Following this morning's telephone review with Dr Baird, I am writing to
confirm the change to your mother's medication.

Mrs Grace Mwangi, DOB 03/03/1939

  Donepezil: INCREASE from 5 mg to 10 mg, one tablet at night,
  starting tonight (6 October 2025).

Dr Baird is pleased that the 5 mg dose has been well tolerated and her pulse is
satisfactory. A new prescription has been sent electronically to Canaan Lane
Pharmacy, who will include the 10 mg tablets in the blister pack from Friday
10 October. Until then, please give two of the 5 mg tablets at night from the
existing supply (the pharmacy has been asked to deliver a short supply today).

Please contact the practice if your mother develops nausea, loss of appetite,
dizziness or a slow pulse.

Kind regards,

Practice Administration
Braid Road Medical Practice
0131 496 0418
"""
    m = make_mail(frm="Braid Road Medical Practice <admin@braidroad-mp.example.scot>", to=HARRIET,
                  date=when("2025-10-06 12:40"),
                  subject="Medication change - Mrs G Mwangi",
                  text=text, cte="base64")
    save_mail("mail/2025/10/2025-10-06_gp-medication-change.eml", m)


def m21_fwd_notice():
    text = """Sam - copy of the notice I sent LHC this morning, for your records as
co-attorney. Brenda rang straight back and was very decent about it. I'll ring
you on Sunday (your morning) to go through the new arrangements.

H.

---------- Forwarded message ---------
From: Harriet Mwangi-Ross <harriet.mwangi-ross@tartanmail.example>
Date: Tue, 14 Oct 2025 at 09:02
Subject: Notice of termination - care services for Mrs Grace Mwangi
To: Brenda Lowrie <brenda.lowrie@lothianhomecompanions.example.co.uk>

Dear Ms Lowrie,

I write, as attorney for my mother, Mrs Grace Mwangi, of Flat 2, 11 Morton
Gardens, to give fourteen days' notice of termination of her care services
with Lothian Home Companions, in accordance with clause 9 of the service
agreement.

The final visit will be the bed visit on Sunday 2 November 2025.

I should like to thank you and your team, and Ruth Okafor in particular before
she left, for the care you have given my mother since April. This decision
reflects the difficulties with the timing of the lunch visit over the summer
and my mother's wish for continuity, rather than any lack of kindness on the
part of your carers.

I should be grateful if you would send the final invoice to me at this
address, and arrange for the care folder and the office key fob to be
collected or returned.

Yours sincerely,
Harriet Mwangi-Ross
"""
    m = make_mail(frm=HARRIET, to=SAM, date=when("2025-10-14 09:20"),
                  subject="Fwd: Notice of termination - care services for Mrs Grace Mwangi",
                  text=text, cte="quoted-printable")
    save_mail("mail/2025/10/2025-10-14_fwd-notice-to-lhc.eml", m)


def m22_credit_note():
    html = f"""<html><body style="font-family:Arial,sans-serif;font-size:13px">
<h2 style="margin:0">Calder &amp; Shaw Building Ltd</h2>
<p>Unit 7, Sighthill Court, Edinburgh</p>
<h3>CREDIT NOTE</h3>
<table cellpadding="4">
<tr><td><b>Credit note no.</b></td><td>CN-0147</td></tr>
<tr><td><b>Date</b></td><td>21 October 2025</td></tr>
<tr><td><b>Against invoice</b></td><td>CS-2291</td></tr>
<tr><td><b>Client</b></td><td>Mrs H Mwangi-Ross, 3F2, 19 Bellfield Row</td></tr>
</table>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse" width="600">
<tr><th align="left">Item</th><th align="right">Credit</th></tr>
<tr><td>Skip hire w/c 8 Sept - duplicate of interim 1</td><td align="right">£310.00</td></tr>
<tr><td>Hall ceiling - not yet carried out (to be valued on final account)</td><td align="right">£542.00</td></tr>
<tr><td align="right">Subtotal</td><td align="right">£852.00</td></tr>
<tr><td align="right">VAT @ 20%</td><td align="right">£170.40</td></tr>
<tr><td align="right"><b>Total credit</b></td><td align="right"><b>£1,022.40</b></td></tr>
</table>
<p>Please deduct this credit when paying invoice CS-2291. Apologies for the error.</p>
<p>Linda Shaw, Accounts</p>
{PIXEL.format(d='caldershaw.example.co.uk')}
</body></html>
"""
    m = make_mail(frm="Calder & Shaw Accounts <accounts@caldershaw.example.co.uk>", to=HARRIET,
                  cc=GREGOR, date=when("2025-10-21 11:14"),
                  subject="Credit note - 19 Bellfield Row", html=html, html_cte="base64")
    save_mail("mail/2025/10/2025-10-21_calder-shaw-credit-note.eml", m)


def m23_thistle():
    text = """Dear Harriet,

Thank you for your time on Tuesday and for introducing me to your mother, who
gave me a thorough grilling about our training. I am pleased to confirm that
Thistle Homecare will begin supporting Mrs Mwangi on Monday 3 November 2025,
with the first visit at 08:30.

Visit times from 3 November:
  Morning  08:30  (45 minutes)
  Lunch    13:15  (30 minutes)
  Tea      17:30  (30 minutes)
  Bed      20:00  (30 minutes)

Ruth Okafor will be the lead carer on weekday mornings wherever possible, with
Aisha and Marta as the regular team. All personal care will be provided by
female carers; this is recorded in the support plan.

As you asked, we will always telephone you rather than send texts - the
landline first, then your mobile.

Two things I need from you before the start date, please:
  1. A copy of the registered power of attorney certificate for our records.
  2. The key safe code - please telephone the office with it rather than
     e-mailing it.

I attach a summary of the service agreement. The full agreement will be signed
at our first visit.

Warm regards,

Kasia Nowak
Care Coordinator, Thistle Homecare
0131 496 0590 (office) / 0131 496 0591 (out of hours)
"""
    agreement = """THISTLE HOMECARE - SERVICE AGREEMENT SUMMARY

Client:          Mrs Grace Mwangi, Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX
Start date:      Monday 3 November 2025
Funding:         Self-directed Support Option 2 - individual service fund
                 (Edinburgh Health & Social Care), with any balance invoiced
                 to the client monthly
Visits:          4 per day, 7 days a week (15.75 hours per week)

Weekly charge:   £498.40 per week
                 (any amount above the ISF is payable by the client)

Notice period:   28 days either side
Personal care:   female carers only (client preference)
Contact:         telephone the client's daughter (attorney) for all
                 non-urgent matters; do not text
Care coordinator: Kasia Nowak

Signed on behalf of Thistle Homecare: ____________
Signed by client / attorney:         ____________
"""
    m = make_mail(frm=KASIA, to=HARRIET, date=when("2025-10-24 14:48"),
                  subject="Thistle Homecare - start date and service agreement (Mrs G Mwangi)",
                  text=text, cte="quoted-printable",
                  attachments=[("Thistle_service_agreement_summary_GMwangi.txt", agreement, "base64")])
    save_mail("mail/2025/10/2025-10-24_thistle-start-and-agreement.eml", m)


def m24_completion():
    text = """Hi Harriet,

More news I'd rather not be sending, I'm afraid. The worktop fabricator's CNC
machine broke down last week and templating only happened today. They're
quoting ten working days to cut and fit, so the worktops go in the week of
24 November.

That moves handover to Friday 28 November. Everything else (floor, bathroom,
second fix) will be done before then, so it really is just the worktops,
sink and tap holding us up.

I'll send you the revised programme and an updated snag list by Friday, and
we'll book the final walk-round for the morning of the 28th.

Apologies again - I know the camping kitchen is wearing thin.

Cheers,
Gregor
"""
    m = make_mail(frm=GREGOR, to=HARRIET, cc=COLIN, date=when("2025-11-10 18:10"),
                  subject="Bellfield Row - worktops and handover date", text=text,
                  cte="quoted-printable")
    save_mail("mail/2025/11/2025-11-10_calder-shaw-handover-date.eml", m)


def build():
    for f in [m01_lhc_rota, m02_poa_appointment, m03_council_appointment, m04_promo, m05_factor_notice,
              m06_opg_registration, m07_bathroom_reply, m08_factor_result, m09_memory_clinic,
              m10_floor_decision, m11_council_outcome, m12_tam_quote, m13_bergen_hotel, m14_sj_change,
              m15_vy_change, m16_newsletter, m17_programme_slip, m18_invoice, m19_invoice_reply,
              m20_gp_donepezil, m21_fwd_notice, m22_credit_note, m23_thistle, m24_completion]:
        f()
