# -*- coding: utf-8 -*-
"""E-mail definitions for the kavya vault.

Each entry: path, headers, and a body description:
  kind: 'plain' | 'html' | 'alt' | 'mixed'
  cte:  transfer encoding for the main text part(s)
"""

KAVYA = "Kavya Raghunathan <kavya.raghunathan@postbox.example>"
KAVYA_WORK = "Kavya Raghunathan <k.raghunathan@edgeleygreen-surgery.example>"
VIK = "Vikram Raghunathan <vik.raghunathan@postbox.example>"
DIVYA = "Divya Shankar <divya.shankar@inboxmail.example>"
DAVE = "Dave Whitworth <dave@whitworthlofts.example>"


def q(text):
    """quote a block for a reply"""
    out = []
    for line in text.split("\n"):
        out.append(">" if line == "" else "> " + line)
    return "\n".join(out)


MAILS = []

# 1 ------------------------------------------------------------------ loft R1
MAILS.append(dict(
    path="mail/2024/11/2024-11-18_whitworth-loft-quote.eml",
    headers={
        "From": DAVE, "To": KAVYA,
        "Subject": "Loft conversion quote - 21 Greenbank Ave",
        "Date": "Mon, 18 Nov 2024 19:42:10 +0000",
        "Message-ID": "<20241118194210.7731@whitworthlofts.example>",
    },
    kind="plain", cte="7bit",
    text="""Hi Kavya,

Thanks for having me round on Saturday, and thank Vikram for the tea.

As discussed, please find my quote below for the loft conversion at 21
Greenbank Avenue.

Scope (option A - rooflights only):
- 3 no. Velux rooflights to rear slope, 1 to front
- new floor joists, insulation to current regs (walls, slope, floor)
- new staircase over the existing, winder at the top
- 1 bedroom with built-in eaves storage both sides
- plastering, first fix / second fix electrics, radiator off existing system
- building regs drawings + building control liaison
- skip hire and permit, scaffolding

Total: GBP 38,500 inc VAT.

Payment: 10% deposit on booking, then stage payments (joists, weathertight,
first fix, plastering, completion). Retention 5% for 4 weeks after
completion.

I did mention the headroom is tight at the top of the stairs with this
option. A rear dormer would give you a lot more usable floor and proper
headroom but it will need steels and a structural engineer, and the price
goes up. Happy to price that up if you want - I'd get Nadia Qureshi who
does all my calcs.

Earliest start would be spring, I'm booked up till March.

Cheers,
Dave

Dave Whitworth
Whitworth Lofts & Extensions
07700 900418
""",
))

# 2 ------------------------------------------------------------ promo html
MAILS.append(dict(
    path="mail/2024/12/2024-12-05_lexicon-winter-newsletter.eml",
    headers={
        "From": "Lexicon Vehicle Finance <newsletter@lexicon-vf.example>",
        "To": KAVYA,
        "Subject": "Winter driving tips for your EV + exclusive upgrade offers",
        "Date": "Thu, 05 Dec 2024 08:00:00 +0000",
        "Message-ID": "<nl-2024-12-05-88213@mailer.lexicon-vf.example>",
        "List-Unsubscribe": "<https://lexicon-vf.example/unsubscribe?u=88213>",
    },
    kind="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif">
<h2>Hello Kavya, winter is here &#10052;</h2>
<p>Cold weather can reduce your electric vehicle&rsquo;s range by up to 20%.
Here are our top tips to keep you moving this winter:</p>
<ul>
<li>Pre-condition the cabin while still plugged in</li>
<li>Keep your tyres at the recommended pressure &ndash; check monthly</li>
<li>Use seat heating rather than cabin heating where you can</li>
</ul>
<h3>Thinking about what&rsquo;s next?</h3>
<p>If your agreement ends in the next 12 months, you could upgrade early with these offers:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Model</th><th>Term</th><th>From (per month)</th></tr>
<tr><td>Skoda Elroq 85</td><td>36 months</td><td>&pound;359</td></tr>
<tr><td>Volkswagen ID.3 Pro</td><td>36 months</td><td>&pound;319</td></tr>
<tr><td>Cupra Born V2</td><td>48 months</td><td>&pound;349</td></tr>
</table>
<p style="font-size:11px;color:#777">Representative example only. Subject to status.
Lexicon Vehicle Finance is a trading name of an invented company. You are receiving
this email because you have an agreement with us.</p>
</body></html>
""",
))

# 3 ------------------------------------------------- school options (html)
MAILS.append(dict(
    path="mail/2025/01/2025-01-22_kingsway-park-year9-options.eml",
    headers={
        "From": "Kingsway Park Academy <office@kingswaypark.example>",
        "To": "Year 9 Parents <y9parents@kingswaypark.example>",
        "Bcc": KAVYA,
        "Subject": "Year 9 Options 2025 - Options Evening and important dates",
        "Date": "Wed, 22 Jan 2025 15:31:07 +0000",
        "Message-ID": "<y9options2025.0122@kingswaypark.example>",
    },
    kind="html", cte="quoted-printable",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px">
<p>Dear Parent/Carer,</p>
<p>Your child is about to make their GCSE option choices. We warmly invite you to our
<b>Year 9 Options Evening on Thursday 30 January 2025, 6.00pm &ndash; 8.00pm</b> in the Main Hall.
Subject staff will be available in the Sports Hall from 6.30pm.</p>
<p><b>Core subjects</b> (all students): English Language, English Literature, Mathematics,
Combined Science (double award), Religious Education (short course), Core PE (non-examined).</p>
<p>Students choose <b>one subject from each block below</b>, plus one reserve choice.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Block A</th><th>Block B</th><th>Block C</th><th>Block D</th></tr>
<tr><td>History</td><td>French</td><td>Computer Science</td><td>Art &amp; Design</td></tr>
<tr><td>Geography</td><td>Spanish</td><td>Design &amp; Technology</td><td>Business Studies</td></tr>
<tr><td>Sociology</td><td>Music</td><td>Food Preparation &amp; Nutrition</td><td>Drama</td></tr>
<tr><td></td><td>Triple Science*</td><td>PE (GCSE)</td><td>Media Studies</td></tr>
</table>
<p>* Triple Science by recommendation of the Science department only.</p>
<h3>Key dates</h3>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Options Evening</td><td>Thursday 30 January 2025</td></tr>
<tr><td>Options booklet online</td><td>from Friday 31 January</td></tr>
<tr><td>Guidance interviews with form tutors</td><td>w/c 24 February</td></tr>
<tr><td><b>Deadline for online options form</b></td><td><b>Friday 14 March 2025, 4pm</b></td></tr>
<tr><td>Confirmation letters</td><td>before Easter</td></tr>
</table>
<p>Changes after the deadline cannot be guaranteed. If you have questions, please contact
your child&rsquo;s form tutor in the first instance.</p>
<p>Kind regards,<br>Mrs J. Holloway<br>Assistant Headteacher (Curriculum)</p>
</body></html>
""",
))

# 4 --------------------------------------------- fridge incident (reply, QP)
fridge_report = """Dear Rachel,

As discussed on the phone this morning, reporting a cold chain breach at
Edgeley Green Surgery (ODS P88xxx - fake).

- Fridge: Medifrost MF-340 pharmacy fridge, treatment room corridor
- Discovered: Monday 3 February 2025, 07:50, by our lead nurse Janet Bell
- Reading at discovery: current 14.2°C, max 14.2°C, min 3.9°C
- Last in-range reading: Friday 31 January, 17:45, 5.1°C (thermometer reset)
- Data logger shows power lost from Saturday 1 February, 01:12
- Cause: power interruption at the socket, under investigation
- All stock quarantined at 08:10 in the second fridge, labelled DO NOT USE
- No vaccines administered from this fridge since Friday 17:45

Full stock list with batch numbers and expiry dates is attached as a
separate spreadsheet (Janet's). Please advise on each product.

Kind regards,
Kavya

Kavya Raghunathan
Practice Manager, Edgeley Green Surgery
0161 496 0300"""

MAILS.append(dict(
    path="mail/2025/02/2025-02-04_re-cold-chain-breach-edgeley-green.eml",
    headers={
        "From": "Rachel Dunne <rachel.dunne@gm-icb.example>",
        "To": KAVYA_WORK,
        "Cc": "Janet Bell <janet.bell@edgeleygreen-surgery.example>",
        "Subject": "RE: Cold chain breach - Edgeley Green Surgery - 03/02/2025",
        "Date": "Tue, 04 Feb 2025 11:05:44 +0000",
        "Message-ID": "<GMICB-SIT-250204-1105@gm-icb.example>",
        "In-Reply-To": "<eg-sm-20250203-0912@edgeleygreen-surgery.example>",
        "References": "<eg-sm-20250203-0912@edgeleygreen-surgery.example>",
    },
    kind="plain", cte="quoted-printable",
    text="""Hi Kavya,

Thank you for the prompt report and the stock list - very clear.

Given the duration (c. 54 hours) and the maximum of 14.2°C, our advice is:

1. All inactivated vaccines and all live vaccines: DISCARD. This includes
   the MMR, Shingrix, pneumococcal, Td/IPV, the childhood schedule stock and
   the travel vaccines.
2. Do not return stock to use pending any manufacturer advice - on this
   duration we would not expect manufacturers to support use.
3. Dispose of as pharmaceutical waste and record the batch numbers on the
   incident form. Keep a copy for your insurer.
4. Please report the wasted ImmForm stock through ImmForm (wastage) so your
   allocation can be adjusted.
5. No patient recalls needed as no doses were given after the excursion.

Please also complete the ICB incident form and let us have your
significant event learning once your meeting has happened. Make sure the
new fridge has a validated data logger before you restock.

Sorry - not the start to the week anyone wants.

Best wishes,
Rachel

Rachel Dunne
Screening & Immunisation Coordinator
Greater Manchester ICB (invented)

""" + q("On 03/02/2025 09:12, Kavya Raghunathan wrote:\n" + fridge_report) + "\n",
))

# 5 ------------------------------------ insurer acknowledgement (html/base64)
MAILS.append(dict(
    path="mail/2025/02/2025-02-06_harbourside-claim-acknowledgement.eml",
    headers={
        "From": "Harbourside Mutual Claims <claims@harbourside-mutual.example>",
        "To": KAVYA_WORK,
        "Subject": "Your claim has been registered - Edgeley Green Surgery",
        "Date": "Thu, 06 Feb 2025 14:22:09 +0000",
        "Message-ID": "<claim-ack-20250206142209@harbourside-mutual.example>",
    },
    kind="html", cte="base64",
    html="""<html><body style="font-family:Georgia,serif;font-size:14px;color:#223">
<p>Dear Ms Raghunathan,</p>
<p>Thank you for notifying us of your loss. Your claim has been registered and a
claims handler has been assigned. Please quote your claim reference in all correspondence.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Claim reference</th><td><b>HM-CLM-448192</b></td></tr>
<tr><th align="left">Policy number</th><td>HM-PRO-20931-EG (Medical Practice Combined)</td></tr>
<tr><th align="left">Insured</th><td>Edgeley Green Surgery (partnership)</td></tr>
<tr><th align="left">Date of loss</th><td>01/02/2025</td></tr>
<tr><th align="left">Cause</th><td>Deterioration of refrigerated stock &ndash; power interruption / refrigeration failure</td></tr>
<tr><th align="left">Policy excess</th><td>&pound;500 (deterioration of stock section)</td></tr>
<tr><th align="left">Claims handler</th><td>Jodie Marsh, Commercial Claims</td></tr>
</table>
<h4>What we need from you</h4>
<ol>
<li>A schedule of loss (items, batch numbers, cost price) with supporting invoices</li>
<li>Temperature records and data logger download for the period</li>
<li>Any engineer&rsquo;s report on the refrigeration unit</li>
<li>Your significant event / incident report</li>
</ol>
<p>Depending on the value we may appoint a loss adjuster, who will contact you directly.</p>
<p>Yours sincerely,<br>Jodie Marsh<br>Commercial Claims, Harbourside Mutual (invented insurer)<br>
Tel 0161 496 0610</p>
</body></html>
""",
))

# 6 ------------------------------ Nethra eye hospital (alt, both base64)
nethra_text = """Dear Ms Divya Shankar,

This is to confirm the surgery booking for your mother at Nethra Eye Hospital.

Patient name   : Mrs Lakshmi Narayan
Age / Sex      : 72 / F
MRN            : NEH-2291734
Procedure      : Phacoemulsification with IOL implantation - LEFT eye
Surgeon        : Dr Shalini Rao, MS (Ophth), Cataract & Refractive Services
Surgery date   : Friday, 14 March 2025
Reporting time : 7:30 AM, 2nd floor, Day Care Surgery
Pre-op tests   : Tuesday, 11 March 2025, 9:00 AM (blood sugar, BP, ECG,
                 biometry, A-scan) - fasting not required
Lens type      : to be confirmed at pre-op counselling

Instructions:
- Please bring all current medicines and previous reports.
- Continue BP / diabetes tablets as usual unless advised.
- One attendant only in the day care area.
- The patient should have a head bath the evening before surgery.

For any change, please call 080-0000-4411 (between 9 AM and 6 PM).

Regards,
Patient Services
Nethra Eye Hospital
No. 14, 11th Main Road, Jayanagar 9th Block, Bengaluru 560069
(invented hospital)
"""
nethra_html = """<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p>Dear Ms Divya Shankar,</p>
<p>This is to confirm the surgery booking for your mother at <b>Nethra Eye Hospital</b>.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Patient name</td><td>Mrs Lakshmi Narayan</td></tr>
<tr><td>Age / Sex</td><td>72 / F</td></tr>
<tr><td>MRN</td><td>NEH-2291734</td></tr>
<tr><td>Procedure</td><td>Phacoemulsification with IOL implantation &ndash; LEFT eye</td></tr>
<tr><td>Surgeon</td><td>Dr Shalini Rao, MS (Ophth), Cataract &amp; Refractive Services</td></tr>
<tr><td>Surgery date</td><td><b>Friday, 14 March 2025</b></td></tr>
<tr><td>Reporting time</td><td>7:30 AM, 2nd floor, Day Care Surgery</td></tr>
<tr><td>Pre-op tests</td><td>Tuesday, 11 March 2025, 9:00 AM</td></tr>
<tr><td>Lens type</td><td>to be confirmed at pre-op counselling</td></tr>
</table>
<p>Please bring all current medicines and previous reports. One attendant only in the day care area.</p>
<p>Regards,<br>Patient Services, Nethra Eye Hospital<br>
No. 14, 11th Main Road, Jayanagar 9th Block, Bengaluru 560069 (invented hospital)</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/02/2025-02-12_nethra-surgery-booking-confirmation.eml",
    headers={
        "From": "Nethra Eye Hospital <appointments@nethraeye.example>",
        "To": DIVYA,
        "Cc": KAVYA,
        "Subject": "Surgery booking confirmation - Mrs Lakshmi Narayan",
        "Date": "Wed, 12 Feb 2025 10:48:31 +0530",
        "Message-ID": "<neh-sb-2291734-20250212@nethraeye.example>",
    },
    kind="alt", cte="base64", text=nethra_text, html=nethra_html,
))

# 7 ------------------------------------------- Adi options change (reply)
MAILS.append(dict(
    path="mail/2025/02/2025-02-17_re-aditya-options-change.eml",
    headers={
        "From": "Daniel Ashworth <d.ashworth@kingswaypark.example>",
        "To": KAVYA,
        "Subject": "Re: Aditya Raghunathan 9AS - options change",
        "Date": "Mon, 17 Feb 2025 16:20:55 +0000",
        "Message-ID": "<da-20250217-1620@kingswaypark.example>",
        "In-Reply-To": "<CAKR-20250217-0731@postbox.example>",
        "References": "<CAKR-20250217-0731@postbox.example>",
    },
    kind="plain", cte="7bit",
    text="""Dear Mrs Raghunathan,

Thank you for letting me know - no problem at all, that's exactly what the
options evening is for. I have spoken to Aditya in registration and he
confirmed it, so I have changed his Block A choice on the online form.

For what it's worth I think it suits him - Ms Kaur says he asks good
questions and he'll enjoy the fieldwork. His other choices are unchanged.
Nothing else needed from you before the deadline.

Best wishes,
Daniel Ashworth
Form Tutor 9AS / Teacher of Computing

""" + q("""On Mon, 17 Feb 2025 at 07:31, Kavya Raghunathan wrote:
Dear Mr Ashworth,

Aditya has had a long think after the options evening (and a long talk
with Ms Kaur!) and would like to change his option from History to
Geography, please. He has explained that he prefers the fieldwork and
less extended essay writing. Could you kindly do the needful on the form,
or let me know if I need to submit it again?

Thanks and regards,
Kavya Raghunathan""") + "\n",
))

# 8 --------------------------------------- loft R2 quote (mixed + base64 att)
MAILS.append(dict(
    path="mail/2025/04/2025-04-09_whitworth-revised-quote-R2.eml",
    headers={
        "From": DAVE, "To": KAVYA, "Cc": VIK,
        "Subject": "Revised quote R2 - rear dormer - 21 Greenbank Ave",
        "Date": "Wed, 09 Apr 2025 20:14:37 +0100",
        "Message-ID": "<20250409201437.8842@whitworthlofts.example>",
    },
    kind="mixed", cte="7bit",
    text="""Hi Kavya, Vikram,

Revised quote attached (R2) for the rear dormer version, now that the
structural calcs are in. Main changes from the November quote are the dormer
itself, the steels from the structural calcs, and the proper staircase
with a landing instead of the winder.

New total is GBP 41,200 inc VAT. The itemised breakdown is in the
attachment.

Still pencilling you in for September, after the Cheadle job. 10%
deposit secures the slot.

Any questions give me a ring.

Cheers,
Dave
""",
    attachments=[dict(
        filename="Whitworth_Quote_R2_Raghunathan.txt", cte="base64",
        text="""WHITWORTH LOFTS & EXTENSIONS
Quotation R2 - 9 April 2025
Client: Mr & Mrs Raghunathan, 21 Greenbank Avenue, Heaton Chapel, Stockport

Option B - rear dormer loft conversion

 1. Scaffolding (front + rear), 8-10 weeks ...................  2,900.00
 2. Strip out, remove existing felt/battens to rear ..........    850.00
 3. Structural steels - 3 no. RSJs per Q. Structural calcs,
    supplied & fitted incl. padstones ........................  2,350.00
 4. Rear dormer shell, tiled cheeks, EPDM flat roof ..........  9,400.00
 5. Floor joists + insulation (floor, walls, slope) ..........  5,200.00
 6. Velux rooflights x2 to front slope .......................  1,650.00
 7. Staircase with half landing, fire doors ..................  3,300.00
 8. Electrics (first + second fix), smoke alarms interlinked .  2,450.00
 9. Plumbing - 2 radiators off existing system ...............    900.00
10. Plastering + making good .................................  3,100.00
11. Windows to dormer (2 no. uPVC, white) ....................  1,550.00
12. Building regs drawings, BC liaison ........................  1,200.00
13. Skip hire + permit, waste ................................    950.00
                                                  Subtotal 34,333.33
                                                  VAT 20%   6,866.67
                                                  TOTAL    41,200.00

Exclusions: decoration, flooring, blinds, en-suite, building control
fees (paid direct to council), party wall surveyor if required.
Valid 90 days.
""")],
))

# 9 ---------------------------------------------------- CQC notice (7bit)
MAILS.append(dict(
    path="mail/2025/04/2025-04-15_cqc-inspection-notification.eml",
    headers={
        "From": "CQC Inspection Team <inspections@cqc-notices.example>",
        "To": KAVYA_WORK,
        "Cc": "Dr Fiona Hughes <fiona.hughes@edgeleygreen-surgery.example>",
        "Subject": "Notification of inspection - Edgeley Green Surgery",
        "Date": "Tue, 15 Apr 2025 09:30:12 +0100",
        "Message-ID": "<cqc-notif-INS2-1184-4471@cqc-notices.example>",
    },
    kind="plain", cte="7bit",
    text="""Dear Practice Manager,

Notification of inspection: Edgeley Green Surgery

We are writing to let you know that we will carry out an announced
assessment of Edgeley Green Surgery on:

    Tuesday 17 June 2025, starting at 09:00

The inspection team will be led by Helen Carter (Inspector) and will
include a GP specialist advisor. We will focus on the Safe and Well-led
key questions and may look at others.

Before the visit we will ask you to send us some information through the
provider portal (the provider information request). Please return this
within 10 working days of receiving it.

On the day, please make available:
- a private room for the inspection team to use as a base, with internet
  access
- access to the clinical system for the specialist advisor (view only)
- time for interviews with the partners, practice manager, lead nurse and
  members of the reception team

If you have any questions please contact the inspection team on
03000 000 000 (invented) quoting INS2-1184-4471.

Yours faithfully,

Helen Carter
Inspector, Primary Medical Services (invented)
""",
))

# 10 ------------------------------------- VFS appointment (plain, base64)
MAILS.append(dict(
    path="mail/2025/05/2025-05-08_vfs-appointment-confirmation.eml",
    headers={
        "From": "VFS Global UK Visa Services <noreply@vfs-visa-uk.example>",
        "To": KAVYA,
        "Subject": "Appointment Confirmation - UK Visa Application Centre Bengaluru",
        "Date": "Thu, 08 May 2025 06:12:44 +0000",
        "Message-ID": "<apptconf-BLR-0522-1030-7731@vfs-visa-uk.example>",
    },
    kind="plain", cte="base64",
    text="""Dear Applicant,

Your appointment at the UK Visa Application Centre has been confirmed.

Applicant name        : LAKSHMI NARAYAN
Passport number       : Z7******
GWF reference number  : GWF071938446
Visa type             : Standard Visitor (6 months)
Appointment date      : 22-May-2025
Appointment time      : 10:30
Centre                : UK Visa Application Centre, Bengaluru

Address:
VFS Global Services (invented)
3rd Floor, Sunrise Chambers, 22 Ulsoor Road,
Bengaluru 560042, Karnataka

Please arrive 15 minutes before your appointment. Applicants who arrive
more than 15 minutes late may be asked to rebook.

Please bring:
- this appointment confirmation (printed)
- your original passport and any previous passports
- the printed application form and checklist
- your supporting documents in the order of the checklist

Mobile phones and electronic devices cannot be taken into the centre.
One person may accompany an elderly applicant.

This is an automated email. Please do not reply.
""",
))

# 11 ------------------------------------------- locum change (reply, 8bit)
MAILS.append(dict(
    path="mail/2025/05/2025-05-19_re-mat-leave-cover-edgeley-green.eml",
    headers={
        "From": "Ellie Brandon <ellie@northernlocums.example>",
        "To": KAVYA_WORK,
        "Subject": "RE: Mat leave cover - Edgeley Green - induction 30 May",
        "Date": "Mon, 19 May 2025 17:48:02 +0100",
        "Message-ID": "<nlp-eb-20250519-1748@northernlocums.example>",
        "In-Reply-To": "<eg-km-20250519-1102@edgeleygreen-surgery.example>",
        "References": "<nlp-eb-20250502-0933@northernlocums.example> <eg-km-20250519-1102@edgeleygreen-surgery.example>",
    },
    kind="plain", cte="8bit",
    text="""Hi Kavya,

I'm so sorry - I was about to ring you. Dr Desai has had to withdraw from
the booking for family reasons (she's had to go to Leicester to look after
her father). I know the timing is awful.

The good news: I've got Dr Tomasz Nowak available for exactly the same
pattern - Tuesday, Wednesday and Thursday, all day - from Tuesday 3 June.
He's been a salaried GP in Salford for 6 years and has done long locums
with us since January. Same rate (£92/hr), and he can still do the
induction afternoon on Friday 30 May if that suits Dr Malik.

His CV, GMC number (7291845), indemnity certificate and DBS are attached
to my separate email. Can you let me know by Wednesday so I can confirm
him?

Again, really sorry.

Ellie

Ellie Brandon
Senior Consultant, Northern Locum Partners (invented)
0161 496 0734

""" + q("""-----Original Message-----
From: Kavya Raghunathan
Sent: 19 May 2025 11:02
Subject: RE: Mat leave cover - Edgeley Green - induction 30 May

Hi Ellie, just checking Dr Desai is still ok for the induction afternoon
on 30 May, 2-5pm, with Dr Malik? Smartcard request has gone in.
Thanks, Kavya

-----Original Message-----
From: Ellie Brandon
Sent: 02 May 2025 09:33
Subject: Mat leave cover - Edgeley Green

Hi Kavya, confirming Dr Priya Desai for Tue/Wed/Thu from 3 June, 6
sessions a week, £92/hr, for the duration of Dr Okafor's leave.""") + "\n",
))

# 12 ----------------------------------------------- CQC reschedule (7bit)
MAILS.append(dict(
    path="mail/2025/05/2025-05-30_cqc-inspection-date-change.eml",
    headers={
        "From": "CQC Inspection Team <inspections@cqc-notices.example>",
        "To": KAVYA_WORK,
        "Cc": "Dr Fiona Hughes <fiona.hughes@edgeleygreen-surgery.example>",
        "Subject": "Change of date - inspection of Edgeley Green Surgery (INS2-1184-4471)",
        "Date": "Fri, 30 May 2025 13:02:40 +0100",
        "Message-ID": "<cqc-chg-INS2-1184-4471@cqc-notices.example>",
        "References": "<cqc-notif-INS2-1184-4471@cqc-notices.example>",
    },
    kind="plain", cte="7bit",
    text="""Dear Ms Raghunathan,

Inspection reference INS2-1184-4471 - Edgeley Green Surgery

Due to a change in inspector availability we need to rearrange the
inspection we notified you of on 15 April.

The inspection previously planned for Tuesday 17 June 2025 will now take
place on:

    Tuesday 8 July 2025, starting at 09:00

Everything else in our original letter still applies, including the
arrangements for the team's base room and clinical system access. The
provider information you have already submitted does not need to be sent
again.

We apologise for any inconvenience. Please reply to confirm you have
received this change.

Yours sincerely,

Helen Carter
Inspector, Primary Medical Services (invented)
""",
))

# 13 ------------------------------------------------ receipt (noise, 8bit)
MAILS.append(dict(
    path="mail/2025/06/2025-06-14_shopzone-order-dispatched.eml",
    headers={
        "From": "ShopZone <orders@shopzone.example>",
        "To": KAVYA,
        "Subject": "Your ShopZone order #204-7781934-2210 has been dispatched",
        "Date": "Sat, 14 Jun 2025 07:51:18 +0100",
        "Message-ID": "<dispatch-204-7781934-2210@shopzone.example>",
    },
    kind="plain", cte="8bit",
    text="""Hello Kavya,

Good news - your order is on its way.

Order #204-7781934-2210
Arriving: Monday 16 June

  1 x Gunn & Moore Purist Junior Batting Gloves, Youth RH   £34.99
  Delivery                                                  £0.00
  ------------------------------------------------------------------
  Order total                                               £34.99

Paid with Visa ending 4417.

Delivering to:
Kavya Raghunathan
21 Greenbank Avenue, Heaton Chapel, Stockport

Track your parcel in Your Orders.

Thanks for shopping with ShopZone (invented retailer).
""",
))

# 14 ------------------------------------------------ visa granted forward
MAILS.append(dict(
    path="mail/2025/06/2025-06-19_fwd-ammas-visa.eml",
    headers={
        "From": KAVYA, "To": VIK,
        "Subject": "Fwd: Amma's visa - GRANTED!!",
        "Date": "Thu, 19 Jun 2025 07:12:03 +0100",
        "Message-ID": "<CAKR-20250619-0712@postbox.example>",
    },
    kind="plain", cte="quoted-printable",
    text="""Vik - see below!! 🎉 Need to book flights now. Late Sept in, early Nov back?
Can you look at Emirates dates when you get a minute, I have CQC prep
coming out of my ears.

K

---------- Forwarded message ---------
From: Divya Shankar <divya.shankar@inboxmail.example>
Date: Wed, 18 Jun 2025 at 19:40
Subject: Amma's visa
To: Kavya Raghunathan <kavya.raghunathan@postbox.example>


Kavya,

Passport came back from VFS courier today - visa GRANTED. Standard
visitor, 6 months, multiple entry, valid 16 June to 16 December 2025.
Amma is already telling the whole building.

I'll scan the visa page and send. Don't tell Amma the travel insurance
cost, she will refuse to go 😂

Also she says ₹ for the flight she will pay from her pension - I told her
don't be silly, you sort it out with her.

Divya
""",
))

# 15 ----------------------------------------------- loft R3 quote (alt, QP)
r3_text = """Hi Kavya, Vikram,

As promised after our chat on Saturday, here's the revised quote (R3)
with the en-suite shower room added in the rear eaves.

What's changed from R2 (£41,200):
- en-suite: shower enclosure 800x800, basin, close-coupled WC, extractor
- stud wall + door, waste run down the back of the house
- extra electrics for the extractor and shaver point

New total: £43,750 inc VAT (en-suite adds £2,550).

Everything else is as R2 - same steels, same dormer, same staircase.
Tiles, sanitaryware and shower are allowed at a PC sum of £1,200, you can
choose your own and we adjust.

Start date still September, after Cheadle. If you're happy, just reply
to this and I'll update the contract.

Cheers,
Dave
"""
r3_html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Kavya, Vikram,</p>
<p>As promised after our chat on Saturday, here&rsquo;s the revised quote (R3) with the
en-suite shower room added in the rear eaves.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Version</th><th>Scope</th><th>Total inc VAT</th></tr>
<tr><td>R2</td><td>Rear dormer, steels, staircase</td><td>&pound;41,200</td></tr>
<tr><td><b>R3</b></td><td>R2 + en-suite shower room (800x800 shower, basin, WC, extractor)</td><td><b>&pound;43,750</b></td></tr>
</table>
<p>Tiles, sanitaryware and shower allowed at a PC sum of &pound;1,200. Start date still September,
after Cheadle. If you&rsquo;re happy, just reply and I&rsquo;ll update the contract.</p>
<p>Cheers,<br>Dave<br>Whitworth Lofts &amp; Extensions</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/07/2025-07-11_whitworth-revised-quote-R3-ensuite.eml",
    headers={
        "From": DAVE, "To": KAVYA, "Cc": VIK,
        "Subject": "Quote R3 - with en-suite",
        "Date": "Fri, 11 Jul 2025 18:03:29 +0100",
        "Message-ID": "<20250711180329.9910@whitworthlofts.example>",
    },
    kind="alt", cte="quoted-printable", text=r3_text, html=r3_html,
))

# 16 -------------------------------------------------- CQC draft report
MAILS.append(dict(
    path="mail/2025/07/2025-07-29_cqc-draft-report-factual-accuracy.eml",
    headers={
        "From": "CQC Inspection Team <inspections@cqc-notices.example>",
        "To": KAVYA_WORK,
        "Cc": "Dr Fiona Hughes <fiona.hughes@edgeleygreen-surgery.example>",
        "Subject": "Draft report for factual accuracy check - Edgeley Green Surgery",
        "Date": "Tue, 29 Jul 2025 15:40:00 +0100",
        "Message-ID": "<cqc-draft-INS2-1184-4471@cqc-notices.example>",
    },
    kind="plain", cte="7bit",
    text="""Dear Ms Raghunathan,

Following our recent inspection, please find the draft report available
in the provider portal for your factual accuracy check. You have 10
working days (until 12 August 2025) to submit any comments using the
factual accuracy form.

Proposed ratings:
  Overall      Good
  Safe         Requires improvement
  Effective    Good
  Caring       Good
  Responsive   Good
  Well-led     Good

Areas where the provider should make improvements (Safe):
  - The chaperone policy had not been reviewed since its review date
    (January 2025). Staff understood their roles but the policy should be
    reviewed and re-issued.
  - The clinical hand wash sink in consulting Room 2 did not meet current
    guidance (non-compliant taps and overflow). The practice should
    complete the actions from its own infection control audit.

We also noted good practice in the monitoring of high-risk medicines and
in the learning from the significant event involving vaccine storage.

Yours sincerely,

Helen Carter
Inspector, Primary Medical Services (invented)
""",
))

# 17 ----------------------------------------- Bridge Hall booking (html/b64)
MAILS.append(dict(
    path="mail/2025/08/2025-08-04_bridge-hall-booking-confirmation.eml",
    headers={
        "From": "Bridge Hall Community Centre <bookings@bridgehall-cc.example>",
        "To": KAVYA,
        "Cc": "Anil Mehta <anil.mehta@inboxmail.example>",
        "Subject": "Booking confirmation - Sat 25 October 2025 - HCICA Diwali",
        "Date": "Mon, 04 Aug 2025 11:17:52 +0100",
        "Message-ID": "<bhcc-booking-20250804-1117@bridgehall-cc.example>",
    },
    kind="html", cte="base64",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Dear Kavya,</p>
<p>Thank you for your deposit. I'm pleased to confirm your booking as below.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td><b>BHCC-25-0417</b></td></tr>
<tr><th align="left">Hirer</th><td>Heaton Chapel Indian Community Association (lead: Kavya Raghunathan)</td></tr>
<tr><th align="left">Date</th><td>Saturday 25 October 2025</td></tr>
<tr><th align="left">Hours</th><td>14:00 &ndash; 22:30 (incl. setting up and clearing)</td></tr>
<tr><th align="left">Rooms</th><td>Main Hall + Kitchen (veg-only kitchen booking)</td></tr>
<tr><th align="left">Hire charge</th><td>&pound;420.00 (community rate)</td></tr>
<tr><th align="left">Deposit received</th><td>&pound;100.00 (balance due 11 October)</td></tr>
<tr><th align="left">Capacity</th><td>180 seated / 220 standing</td></tr>
</table>
<h4>Conditions</h4>
<ul>
<li>Please send a copy of your public liability insurance certificate (min. &pound;5m) at least 14 days before the event.</li>
<li>No fireworks, sparklers, candles or other naked flames anywhere on the premises, including the car park.</li>
<li>Amplified music to finish by 22:00. Building clear by 22:30.</li>
<li>Access instructions and the key safe code will be sent to the lead hirer by text on the morning of the booking.</li>
</ul>
<p>Best wishes,<br>Maureen Kelly<br>Centre Manager, Bridge Hall Community Centre (invented)<br>7 Bridge Lane, Heaton Norris</p>
</body></html>
""",
))

# 18 ------------------------------------ Lexicon end of contract (alt, QP)
lex_text = """Dear Mrs Raghunathan,

Your agreement is coming to an end

Agreement number: LVF-88213-K
Vehicle: Skoda Enyaq iV 80, registration MF21 KRV
Agreement end date: 28 November 2025

You have three options:

1. Return the vehicle
   Book a collection at least 21 days before your end date. The vehicle
   will be inspected against the BVRLA fair wear and tear guidelines and
   excess mileage is charged at 8.2p per mile over 30,000.

2. Keep the vehicle
   Pay the Optional Final Payment of £14,962.50 (plus the £10 option to
   purchase fee) and the car is yours.

3. Part exchange
   Your dealer can value the vehicle; if it is worth more than the
   settlement figure, the difference can go towards your next car.

Please let us know what you'd like to do by 31 October 2025 by logging in
to your account or calling us on 0161 496 0850.

Kind regards,
Customer Care Team
Lexicon Vehicle Finance (invented)
"""
lex_html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<h2>Your agreement is coming to an end</h2>
<p>Dear Mrs Raghunathan,</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>Agreement number</td><td>LVF-88213-K</td></tr>
<tr><td>Vehicle</td><td>Skoda Enyaq iV 80 &ndash; MF21 KRV</td></tr>
<tr><td>Agreement end date</td><td><b>28 November 2025</b></td></tr>
<tr><td>Optional Final Payment</td><td><b>&pound;14,962.50</b> (+ &pound;10 option to purchase fee)</td></tr>
</table>
<p><b>Return it</b> &ndash; book a collection at least 21 days before your end date.<br>
<b>Keep it</b> &ndash; pay the Optional Final Payment.<br>
<b>Part exchange</b> &ndash; talk to your dealer.</p>
<p>Please tell us your choice by 31 October 2025.</p>
<p>Customer Care Team, Lexicon Vehicle Finance (invented)</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/08/2025-08-06_lexicon-end-of-agreement-options.eml",
    headers={
        "From": "Lexicon Vehicle Finance <customercare@lexicon-vf.example>",
        "To": KAVYA,
        "Subject": "Your agreement LVF-88213-K is coming to an end - your options",
        "Date": "Wed, 06 Aug 2025 09:15:00 +0100",
        "Message-ID": "<eoc-LVF-88213-K-20250806@lexicon-vf.example>",
    },
    kind="alt", cte="quoted-printable", text=lex_text, html=lex_html,
))

# 19 ------------------------------------------- Emirates e-ticket (html 8bit)
MAILS.append(dict(
    path="mail/2025/08/2025-08-14_emirates-eticket-lakshmi-narayan.eml",
    headers={
        "From": "Emirates <do-not-reply@emirates-booking.example>",
        "To": KAVYA,
        "Subject": "Your e-ticket receipt - Booking reference Q7XK2M",
        "Date": "Thu, 14 Aug 2025 22:41:05 +0400",
        "Message-ID": "<eticket-Q7XK2M-20250814@emirates-booking.example>",
    },
    kind="html", cte="8bit",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:13px">
<h2>E-ticket receipt &amp; itinerary</h2>
<p>Booking reference: <b>Q7XK2M</b><br>Passenger: MRS LAKSHMI NARAYAN<br>
Special service: Wheelchair assistance (WCHR) requested - all sectors</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Flight</th><th>From</th><th>Departs</th><th>To</th><th>Arrives</th><th>Class</th></tr>
<tr><td>EK 565</td><td>Bengaluru (BLR)</td><td>Sat 27 Sep 2025 04:25</td><td>Dubai (DXB) T3</td><td>Sat 27 Sep 2025 07:10</td><td>Economy</td></tr>
<tr><td>EK 019</td><td>Dubai (DXB) T3</td><td>Sat 27 Sep 2025 09:35</td><td>Manchester (MAN) T1</td><td>Sat 27 Sep 2025 14:25</td><td>Economy</td></tr>
<tr><td>EK 020</td><td>Manchester (MAN) T1</td><td>Sun 2 Nov 2025 21:05</td><td>Dubai (DXB) T3</td><td>Mon 3 Nov 2025 07:20</td><td>Economy</td></tr>
<tr><td>EK 564</td><td>Dubai (DXB) T3</td><td>Mon 3 Nov 2025 09:45</td><td>Bengaluru (BLR)</td><td>Mon 3 Nov 2025 15:10</td><td>Economy</td></tr>
</table>
<p>Baggage allowance: 30kg checked, 7kg cabin.</p>
<p>Fare: GBP 598.00 &nbsp; Taxes and charges: GBP 144.60 &nbsp; <b>Total: GBP 742.60</b> (paid by card ending 4417)</p>
<p>Please check in online from 48 hours before departure. (invented booking - not a real Emirates email)</p>
</body></html>
""",
))

# 20 ---------------------------------------- Annapoorna quote (8bit plain)
annapoorna_orig = """Dear Kavya ji,

Namaste. Thank you for your enquiry for the HCICA Diwali function on
Saturday 25 October at Bridge Hall.

Our quotation for a vegetarian buffet for approx. 150 guests:

Menu
- Welcome: mini samosa, kachori, masala chai
- Main: puri, chana masala, paneer butter masala, veg pulao,
  bisi bele bath, raita, green salad, papad
- Sweet: gulab jamun

Price: £9.50 per head, including 3 serving staff, chafing dishes,
serving from 7pm for 1.5 hours. Plates/cutlery not included.

30% deposit to confirm. Final numbers 7 days before.

Tasting for the committee: we can do Saturday 6 September, 3pm, at our
Longsight kitchen.

Regards,
Suresh Pillai
Annapoorna Kitchen (invented), Longsight
07700 900376"""

MAILS.append(dict(
    path="mail/2025/08/2025-08-21_annapoorna-kitchen-quotation.eml",
    headers={
        "From": "Annapoorna Kitchen <orders@annapoorna-kitchen.example>",
        "To": KAVYA,
        "Subject": "Quotation - HCICA Diwali 25 Oct - veg buffet",
        "Date": "Thu, 21 Aug 2025 12:30:15 +0100",
        "Message-ID": "<ak-quote-20250821-hcica@annapoorna-kitchen.example>",
    },
    kind="plain", cte="8bit", text=annapoorna_orig + "\n",
))

# 21 -------------------------------------- Annapoorna revised (reply, QP)
kavya_q = """On Mon, 8 Sep 2025 at 21:14, Kavya Raghunathan wrote:
Dear Suresh ji,

Thank you for the lovely tasting on Saturday - the committee were very
happy, especially with the bisi bele bath!

Ticket sales are going well and we now expect about 180 guests, not 150.
Could you please revert back with the final price for 180? Also, can you
add one more serving staff for the puri counter?

Regards,
Kavya

""" + q(annapoorna_orig)

MAILS.append(dict(
    path="mail/2025/09/2025-09-09_re-quotation-hcica-diwali-revised.eml",
    headers={
        "From": "Annapoorna Kitchen <orders@annapoorna-kitchen.example>",
        "To": KAVYA,
        "Cc": "Anil Mehta <anil.mehta@inboxmail.example>",
        "Subject": "Re: Quotation - HCICA Diwali 25 Oct - veg buffet",
        "Date": "Tue, 09 Sep 2025 10:02:47 +0100",
        "Message-ID": "<ak-quote-20250909-hcica@annapoorna-kitchen.example>",
        "In-Reply-To": "<CAKR-20250908-2114@postbox.example>",
        "References": "<ak-quote-20250821-hcica@annapoorna-kitchen.example> <CAKR-20250908-2114@postbox.example>",
    },
    kind="plain", cte="quoted-printable",
    text="""Dear Kavya ji,

So glad the committee enjoyed the tasting.

Revised quotation for 180 guests with 4 serving staff:

£11.00 per head (total £1,980.00)

I am sorry it has gone up from the earlier figure - paneer and oil prices
have increased a lot since summer, and the extra staff member is
included. The menu stays exactly the same.

30% deposit (£594) to confirm please, balance on the day. Final numbers by
Friday 17 October.

Regards,
Suresh Pillai
Annapoorna Kitchen

""" + q(kavya_q) + "\n",
))

# 22 --------------------------------------------- PM network bulletin (html)
MAILS.append(dict(
    path="mail/2025/09/2025-09-02_pm-network-september-bulletin.eml",
    headers={
        "From": "NW Practice Manager Network <bulletin@pm-network-nw.example>",
        "To": KAVYA_WORK,
        "Subject": "September bulletin: online access changes, pensions, ARRS",
        "Date": "Tue, 02 Sep 2025 07:30:00 +0100",
        "Message-ID": "<pmn-bulletin-2025-09@pm-network-nw.example>",
        "List-Unsubscribe": "<mailto:leave@pm-network-nw.example>",
    },
    kind="html", cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<h1>Practice Manager Network &ndash; September Bulletin</h1>
<h3>1. Online consultation tools: open all day from 1 October</h3>
<p>From <b>1 October 2025</b> practices must keep their online consultation tool open for
non-urgent requests throughout core hours (08:00&ndash;18:30), Monday to Friday. Practices
may still signpost urgent requests to the phone line. Plan reception and triage capacity now
&ndash; several members report a 20&ndash;30% rise in requests in the first month.</p>
<h3>2. Locum pension forms</h3>
<p>Reminder: locum A and B forms must be submitted within 10 weeks of the end of the month.
Agency locums are not covered.</p>
<h3>3. ARRS roles</h3>
<p>PCNs can now recruit GPs under ARRS. Talk to your clinical director before October.</p>
<h3>Events</h3>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Date</th><th>Event</th><th>Where</th></tr>
<tr><td>18 Sep</td><td>Managing complaints workshop</td><td>Online</td></tr>
<tr><td>9 Oct</td><td>CQC single assessment framework &ndash; lessons so far</td><td>Stockport Town Hall</td></tr>
<tr><td>6 Nov</td><td>Annual conference</td><td>Manchester Central</td></tr>
</table>
<p style="font-size:11px">You receive this bulletin as a member of the network (invented).</p>
</body></html>
""",
))

# 23 --------------------------------------------- Diwali ticket price (8bit)
MAILS.append(dict(
    path="mail/2025/09/2025-09-16_diwali-ticket-prices-update.eml",
    headers={
        "From": "Anil Mehta <anil.mehta@inboxmail.example>",
        "To": "HCICA Committee <hcica-committee@inboxmail.example>",
        "Cc": KAVYA,
        "Subject": "Diwali tickets - new prices live",
        "Date": "Tue, 16 Sep 2025 22:05:31 +0100",
        "Message-ID": "<am-20250916-2205@inboxmail.example>",
    },
    kind="plain", cte="8bit",
    text="""Hi all,

As agreed at Thursday's committee, I've updated the Ticketsource page with
the new prices:

  Adults        £10   (was £8)
  Children 5-12 £4    (no change)
  Under 5       free

Anyone who already bought an adult ticket at the old price keeps it, no
top-up - 61 adult tickets were sold before the change.

Reason (for anyone asking at the door): the caterer's revised quote for
180 people plus the extra serving staff. Even with the new price we are
only just breaking even before the raffle.

Posters at the library and the temple need the new price - Harpreet, can
you reprint? I'll cover the cost.

Anil
Treasurer, HCICA
""",
))

# 24 ----------------------------- loss adjuster (reply by Kavya, 7bit)
MAILS.append(dict(
    path="mail/2025/09/2025-09-25_re-harbourside-claim-loss-adjuster.eml",
    headers={
        "From": KAVYA_WORK,
        "To": "Mark Feeney <mark.feeney@crawleyfinch.example>",
        "Subject": "Re: Edgeley Green Surgery - stock deterioration claim - our ref CF/25/0318",
        "Date": "Thu, 25 Sep 2025 16:44:10 +0100",
        "Message-ID": "<eg-km-20250925-1644@edgeleygreen-surgery.example>",
        "In-Reply-To": "<cf-mf-20250923-1010@crawleyfinch.example>",
        "References": "<cf-mf-20250923-1010@crawleyfinch.example>",
    },
    kind="plain", cte="7bit",
    text="""Dear Mark,

Thank you. I've sent the data logger download (CSV, 31 Jan - 4 Feb) and
all the supplier invoices for the discarded stock to you in a separate
email this afternoon, together with our significant event report and the
ICB's written advice.

The engineer's report is the one thing I can't send yet - Coldline
Medical Refrigeration have still not issued it despite several chasers.
Their engineer attended on 4 February. I am chasing them again and will
forward it as soon as it arrives.

Kind regards,
Kavya

Kavya Raghunathan
Practice Manager, Edgeley Green Surgery

""" + q("""On 23/09/2025 10:10, Mark Feeney wrote:
Dear Ms Raghunathan,

I have been appointed by Harbourside Mutual as loss adjuster for the above
claim. To enable me to complete my report and recommend settlement, I will
need:

1. the full data logger download for the period of the breach
2. supplier invoices for the stock claimed
3. the refrigeration engineer's written report on the cause of failure
   and the condition of the unit
4. your significant event / incident report

Once I have the above I would expect to report to insurers within 10
working days.

Regards,
Mark Feeney
Crawley & Finch Loss Adjusters (invented)""") + "\n",
))

# 25 -------------------------------------------- loft start date (reply 7bit)
MAILS.append(dict(
    path="mail/2025/10/2025-10-03_re-loft-start-date.eml",
    headers={
        "From": DAVE, "To": KAVYA, "Cc": VIK,
        "Subject": "Re: Loft - are we still starting??",
        "Date": "Fri, 03 Oct 2025 19:26:40 +0100",
        "Message-ID": "<20251003192640.1204@whitworthlofts.example>",
        "In-Reply-To": "<CAKR-20251002-2158@postbox.example>",
        "References": "<CAKR-20251002-2158@postbox.example>",
    },
    kind="plain", cte="7bit",
    text="""Hi Kavya,

You're right to be annoyed and I'm sorry I didn't ring you. The Cheadle
job has overrun badly - structural problems with the existing roof that
nobody could have seen - and I can't leave them open to the weather.

Realistically I can't start yours before the new year. I can now start
on Monday 12 January 2026, with scaffolding going up Thursday 8 January.
I'll put that in writing in the contract.

Price stays as per the July quote (R3) - no increase for the delay.

If you'd rather go elsewhere I'll refund the deposit, no hard feelings,
but I'd really like to do it for you.

Dave

""" + q("""On Thu, 2 Oct 2025 at 21:58, Kavya Raghunathan wrote:
Dave, it's October. We were told w/c 15 September. No scaffolding, no
call, nothing. Are we still starting or not? Please revert back with a
firm date, we have family staying and I need to plan.
Kavya""") + "\n",
))

# 26 ----------------------------------------- Leasewise order (alt, QP)
lw_text = """Hi Kavya,

Thank you for your order - everything is signed and approved.

Vehicle        : Kia EV3 Air 58.3kWh, Snow White Pearl
Contract       : Personal Contract Hire, 36 months, 8,000 miles p.a.
Initial rental : £2,961.00 (paid 7 Oct)
Monthly rental : £329.00 inc VAT x 35
Delivery       : estimated w/c 1 December 2025, to your home address

Insurance: please arrange cover from the delivery date and send us the
cover note before handover.

Any questions, just reply.

Tom Harrop
Leasewise (invented broker)
"""
lw_html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Kavya,</p><p>Thank you for your order &ndash; everything is signed and approved.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Vehicle</td><td>Kia EV3 Air 58.3kWh, Snow White Pearl</td></tr>
<tr><td>Contract</td><td>Personal Contract Hire, 36 months, 8,000 miles p.a.</td></tr>
<tr><td>Initial rental</td><td>&pound;2,961.00 (paid 7 Oct)</td></tr>
<tr><td>Monthly rental</td><td><b>&pound;329.00</b> inc VAT x 35</td></tr>
<tr><td>Delivery</td><td>estimated w/c 1 December 2025</td></tr>
</table>
<p>Tom Harrop, Leasewise (invented broker)</p>
</body></html>
"""
MAILS.append(dict(
    path="mail/2025/10/2025-10-07_leasewise-order-confirmation-kia-ev3.eml",
    headers={
        "From": "Tom Harrop <orders@leasewise.example>",
        "To": KAVYA,
        "Subject": "Order confirmed - Kia EV3 Air - ref LW-55120",
        "Date": "Tue, 07 Oct 2025 15:20:18 +0100",
        "Message-ID": "<lw-55120-order@leasewise.example>",
    },
    kind="alt", cte="quoted-printable", text=lw_text, html=lw_html,
))

# 27 ---------------------------------------- Lexicon collection (7bit)
MAILS.append(dict(
    path="mail/2025/10/2025-10-08_lexicon-collection-booked.eml",
    headers={
        "From": "Lexicon Vehicle Finance <customercare@lexicon-vf.example>",
        "To": KAVYA,
        "Subject": "Vehicle return booked - LVF-88213-K",
        "Date": "Wed, 08 Oct 2025 10:02:11 +0100",
        "Message-ID": "<ret-LVF-88213-K-20251008@lexicon-vf.example>",
    },
    kind="plain", cte="7bit",
    text="""Dear Mrs Raghunathan,

Thank you for letting us know you have chosen to return your vehicle at
the end of your agreement. We have booked the collection and end of
contract inspection:

  Vehicle:   Skoda Enyaq iV 80, MF21 KRV
  Date:      Friday 21 November 2025
  Time slot: 08:00 - 12:00 (the driver will call 30 minutes before)
  Address:   21 Greenbank Avenue, Heaton Chapel, Stockport

The inspection will be carried out on your driveway by our partner,
AutoReturn Inspections (invented), and takes about 40 minutes. Please
make sure:
- both keys, the locking wheel nut key and both charging cables are in
  the car
- the car is clean inside and out, and personal items removed
- someone over 18 is present to sign the inspection report

You will receive the inspection report by email within 3 working days.
Any charges for damage beyond fair wear and tear will be invoiced after
that.

Kind regards,
Customer Care Team
Lexicon Vehicle Finance (invented)
""",
))

# 28 ---------------------------------- Diwali run sheet (mixed + attachment)
MAILS.append(dict(
    path="mail/2025/10/2025-10-10_diwali-run-sheet-v3.eml",
    headers={
        "From": KAVYA,
        "To": "HCICA Committee <hcica-committee@inboxmail.example>",
        "Subject": "Diwali Mela - run sheet v3 (final-ish)",
        "Date": "Fri, 10 Oct 2025 21:33:09 +0100",
        "Message-ID": "<CAKR-20251010-2133@postbox.example>",
    },
    kind="mixed", cte="7bit",
    text="""Hi all,

Run sheet v3 attached. Changes from v2: MC confirmed (finally!), rangoli
judging moved earlier so the kids aren't waiting till 8, DJ starts after
the finale not before.

Please check your own bits and reply by Tuesday if anything is wrong.
Volunteer briefing at the hall after cttee on Thursday 23rd.

Kavya
""",
    attachments=[dict(
        filename="Diwali-Mela-2025-run-sheet-v3.txt", cte="base64",
        text="""HCICA DIWALI MELA 2025 - RUN SHEET v3
Sat 25 October, Bridge Hall Community Centre

MC: Ramesh Iyer (mic checks 16:30)
Lead: Kavya | Float/tickets: Anil | Volunteers: Priya | Decor: Harpreet
Kitchen liaison: Meena | Sound: DJ Sunny

14:00  Hall open - tables/chairs, stage, decor (Harpreet + teens)
15:30  Annapoorna arrive, kitchen set-up
16:30  Sound check, MC + DJ
17:00  Doors open - chai + snacks, ticket desk (Anil), raffle sales
17:30  Welcome (Kavya), lamp lighting (eldest guest - Lakshmi aunty)
17:45  Rangoli judging (3 age groups) - results at 19:45
18:00  Kids' dances: Bollywood group, Bharatanatyam group, Garba group
19:00  Dinner (Annapoorna) - table order called by MC
19:45  Rangoli prizes + raffle draw
20:30  Lights down - LED diya finale (200 diyas, volunteers at stations)
20:45  Projected fireworks video on hall screen (Anil's nephew) - 6 min
20:55  DJ Sunny - dance floor
21:30  Music down, thank-yous, clear up starts
22:00  Music OFF (hall rule)
22:30  Building clear, lock up (Kavya)

NO fireworks / sparklers / candles - hall rule.
First aiders: Dr Malik's wife (Sana), Priya.
""")],
))
