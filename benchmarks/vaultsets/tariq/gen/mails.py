"""The .eml files, built with email.message.EmailMessage and explicit boundaries."""
from email.message import EmailMessage
from email import policy

from util import h, write_bytes

TM = "Tariq Mahmood <tariq.mahmood@postbox.example>"
TMS = "Tariq Mahmood <t.mahmood@thornburypark.sch.example>"
SANA = "Sana Mahmood <sana.mahmood@postbox.example>"
MARCO = "Marco Bellini <marco.bellini@eduvoyage.example>"
PRIYA = "Priya Nair <p.nair@thornburypark.sch.example>"


def _msg(hd):
    m = EmailMessage(policy=policy.default)
    for k in ("From", "To", "Cc", "Subject", "Date", "Message-ID", "In-Reply-To", "References"):
        if k in hd:
            m[k] = hd[k]
    for k, v in hd.get("extra", []):
        m[k] = v
    return m


def _finish(rel, m):
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary("==tm_" + h(rel + str(i), 20) + "==")
            i += 1
    return m.as_bytes(policy=policy.default)


def plain(hd, text, cte):
    m = _msg(hd)
    m.set_content(text, cte=cte)
    return m


def html_only(hd, html, cte):
    m = _msg(hd)
    m.set_content(html, subtype="html", cte=cte)
    return m


def alt(hd, text, html, cte):
    m = _msg(hd)
    m.set_content(text, cte=cte)
    m.add_alternative(html, subtype="html", cte=cte)
    return m


def mixed(hd, text, cte, atts):
    m = _msg(hd)
    m.set_content(text, cte=cte)
    for fn, body in atts:
        m.add_attachment(body, subtype="plain", filename=fn, cte="base64")
    return m


def mid(tag, dom):
    return f"<{h(tag, 16)}@{dom}>"


def quote(text):
    return "\n".join(("> " + ln) if ln else ">" for ln in text.strip("\n").split("\n"))


MAILS = []


def add(rel, m):
    MAILS.append((rel, m))


# ------------------------------------------------------------------ 2023-09
add("mail/2023/09/2023-09-12_eduvoyage-quote-cern.eml", plain(dict(
    From=MARCO, To=TMS, Subject="Quote: Geneva & CERN physics tour, Feb half-term 2024",
    Date="Tue, 12 Sep 2023 16:42:10 +0100", **{"Message-ID": mid("q1", "eduvoyage.example")}),
"""Hi Tariq,

Lovely to speak this afternoon. As promised, here is the outline quote for
the Geneva & CERN physics tour for Thornbury Park Academy.

Dates:      Monday 12 - Thursday 15 February 2024 (4 days / 3 nights)
Group:      based on 30 paying students + 3 free staff places
Flights:    Manchester - Geneva return (easyJet, group fare held until 6 Oct)
Hotel:      3 nights B&B, central Geneva (Paquis area), students in 3/4 beds
Visits:     CERN guided visit + Science Gateway, Jet d'Eau, Palais des Nations
            exterior, Museum of the History of Science, Lake Geneva cruise
            (weather permitting)
Transport:  Unireso group travel passes in Geneva

Price:      GBP 645 per student, fully inclusive
Deposit:    GBP 150 per student, due by Friday 20 October 2023
            (non-refundable once flights are ticketed)

Prices can come down if numbers go up - the flights are the big variable.
If you end up nearer 35-36 students let me know and I'll re-price.

Group travel insurance is included; I'll send the policy schedule once
the group is confirmed.

Best wishes,
Marco

Marco Bellini | Senior Tour Consultant | EduVoyage Tours
0161 496 0732 | marco.bellini@eduvoyage.example
""", "7bit"))

# ------------------------------------------------------------------ 2023-10
add("mail/2023/10/2023-10-03_moorside-admission-letter.eml", html_only(dict(
    From="Moorside Heart Centre Admissions <admissions@moorsideheart.nhs.example>",
    To=TM, Subject="Admission details for Mr Mohammed Akram Mahmood",
    Date="Tue, 03 Oct 2023 11:05:44 +0100", **{"Message-ID": mid("adm", "moorsideheart.nhs.example")}),
"""<html><body style="font-family:Arial,sans-serif">
<p>Dear Mr Mahmood,</p>
<p>You are listed as next of kin / contact for <b>Mr Mohammed Akram Mahmood</b> (DOB 14/03/1956).
Please find his admission details for planned cardiac surgery below.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th align="left">Admission date</th><td>Monday 9 October 2023</td></tr>
<tr><th align="left">Report time</th><td>07:30</td></tr>
<tr><th align="left">Report to</th><td>Ward 27 (Cardiothoracic Surgery), Level 2, Moorside Heart Centre</td></tr>
<tr><th align="left">Procedure</th><td>Coronary artery bypass grafting (CABG)</td></tr>
<tr><th align="left">Team</th><td>Cardiothoracic Surgery</td></tr>
<tr><th align="left">Expected stay</th><td>6&ndash;8 days</td></tr>
</table>
<p><b>Please bring:</b> all current medicines in their original boxes, a dressing gown,
slippers with backs, loose button-up pyjamas, reading glasses and a phone charger.</p>
<p>Visiting on Ward 27 is 2pm&ndash;8pm, two visitors per bed. Parking is limited: the
multi-storey on Clarendon Way is the best option.</p>
<p>If Mr Mahmood develops a cold, cough or any infection before admission please ring
the pre-assessment team on 0113 496 0415.</p>
<p>Kind regards,<br>Admissions Office<br>Moorside Heart Centre</p>
</body></html>
""", "quoted-printable"))

_discharge_orig = """Sana,

Abbu's home. Discharge was 4pm in the end, pharmacy took forever. I've put
all the boxes in the blue tub in the kitchen and written the list on the
fridge. The discharge nurse said bisoprolol goes in the morning, atorvastatin
at night, and the clopidogrel is for 12 months.

Who's staying over this week? I can do Wed and Thu but I've got the Year 11
assembly Friday morning.

T"""

add("mail/2023/10/2023-10-18_re-abbu-home.eml", plain(dict(
    From=SANA, To=TM, Subject="Re: Abbu home",
    Date="Wed, 18 Oct 2023 07:58:12 +0100",
    **{"Message-ID": mid("disc2", "postbox.example"),
       "In-Reply-To": mid("disc1", "postbox.example"),
       "References": mid("disc1", "postbox.example")}),
"""Bhai,

Thank you for yesterday, honestly. Ammi was so relieved when you got there.

I'll do Friday and the weekend. Bilal said he can take Abbu to the GP on
Monday for the wound check. We agreed last night Abbu sleeps downstairs in
the front room for now – the stairs are too much and the nurse said no
climbing for at least two weeks. Rashid chacha is dropping off the spare
single bed tonight.

One thing – the pharmacy gave 28 days only. Can you sort the repeat with
Oakfield? I'm not home before 6 most days.

Sana x

On Tue, 17 Oct 2023 at 21:40, Tariq Mahmood <tariq.mahmood@postbox.example> wrote:
""" + quote(_discharge_orig) + "\n", "8bit"))

add("mail/2023/10/2023-10-20_cern-deposits-update.eml", alt(dict(
    From="Lorraine Booth <l.booth@thornburypark.sch.example>", To=TMS,
    Cc="Joanna Pike <j.pike@thornburypark.sch.example>",
    Subject="CERN trip – deposits update (deadline today)",
    Date="Fri, 20 Oct 2023 12:31:09 +0100", **{"Message-ID": mid("dep", "thornburypark.sch.example")}),
"""Hi Tariq,

Quick update on the Geneva trip deposits as of 12 noon today:

  Deposits received:    34
  Outstanding:           2 (both parents have promised by Monday)
  Waiting list:          3

That takes us over the 30 we quoted on, so it might be worth asking the
tour company to re-price. I've not paid anything across to them yet – I'll
send the first payment once the last two are in.

Thanks,
Lorraine
Finance Office
""", """<html><body>
<p>Hi Tariq,</p>
<p>Quick update on the Geneva trip deposits as of 12 noon today:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Deposits received</td><td>34</td></tr>
<tr><td>Outstanding</td><td>2 (both parents have promised by Monday)</td></tr>
<tr><td>Waiting list</td><td>3</td></tr>
</table>
<p>That takes us over the 30 we quoted on, so it might be worth asking the tour company to
re-price. I've not paid anything across to them yet &ndash; I'll send the first payment once the
last two are in.</p>
<p>Thanks,<br>Lorraine<br>Finance Office</p>
</body></html>
""", "quoted-printable"))

# ------------------------------------------------------------------ 2023-11
add("mail/2023/11/2023-11-02_eduvoyage-revised-price.eml", plain(dict(
    From=MARCO, To=TMS, Cc="Lorraine Booth <l.booth@thornburypark.sch.example>",
    Subject="Geneva & CERN Feb 2024 – revised price for 36 + insurance schedule",
    Date="Thu, 02 Nov 2023 10:14:52 +0000", **{"Message-ID": mid("q2", "eduvoyage.example")}),
"""Hi Tariq,

Good news – with 36 paying students (and 4 staff, one extra free place
at this size) I've been able to re-price the tour.

  Revised price:   £612 per student (was £645 at 30 students)
  Balance due:     Friday 8 December 2023
  Staff places:    4 free

Lorraine, the deposits already paid simply come off the balance.

Group travel insurance is now in place for the whole party:

  Insurer:         Harbourline Travel Insurance
  Policy type:     Educational group, winter, Europe
  Policy number:   EVG-44817-TP
  Emergency line:  +44 161 496 0999 (24h, quote the policy number)

Please make sure every student has a GHIC card as well – the insurer
expects it for any treatment in Switzerland.

Best wishes,
Marco
""", "base64"))

add("mail/2023/11/2023-11-08_cardiac-rehab-programme.eml", alt(dict(
    From="Gemma Lister <gemma.lister@bradfordcardiacrehab.nhs.example>", To=TM,
    Subject="Cardiac rehabilitation programme – Mr M A Mahmood",
    Date="Wed, 08 Nov 2023 14:20:00 +0000", **{"Message-ID": mid("rehab", "bradfordcardiacrehab.nhs.example")}),
"""Dear Mr Mahmood,

Thank you for speaking with me on the phone today. As discussed, your father
has been booked onto our 8-week community cardiac rehabilitation programme.

  Days:     Tuesdays and Thursdays, 10:30–11:30
  Starts:   Tuesday 14 November 2023
  Venue:    Girlington Community Centre (main hall), free parking at the back
  Runs to:  Thursday 4 January 2024 (no session on Boxing Day)

Each session is a warm-up, a circuit of gentle exercises at his own pace and
a cool-down, followed by a short education talk (diet, medicines, stress,
getting back to normal activities).

Please ask him to bring his GTN spray, a bottle of water and comfortable
shoes or trainers. He should eat a light breakfast at least an hour before.

If he has any chest pain at rest, or feels unwell, he should not attend and
should ring us or 111.

Kind regards,

Gemma Lister
Cardiac Rehabilitation Nurse Specialist
Bradford Community Cardiac Rehab Team
01274 496 0287
""", """<html><body style="font-family:Calibri,Arial">
<p>Dear Mr Mahmood,</p>
<p>Thank you for speaking with me on the phone today. As discussed, your father has been booked
onto our 8-week community cardiac rehabilitation programme.</p>
<ul>
<li><b>Days:</b> Tuesdays and Thursdays, 10:30&ndash;11:30</li>
<li><b>Starts:</b> Tuesday 14 November 2023</li>
<li><b>Venue:</b> Girlington Community Centre (main hall), free parking at the back</li>
<li><b>Runs to:</b> Thursday 4 January 2024 (no session on Boxing Day)</li>
</ul>
<p>Each session is a warm-up, a circuit of gentle exercises at his own pace and a cool-down,
followed by a short education talk (diet, medicines, stress, getting back to normal activities).</p>
<p>Please ask him to bring his GTN spray, a bottle of water and comfortable shoes or trainers.
He should eat a light breakfast at least an hour before.</p>
<p>If he has any chest pain at rest, or feels unwell, he should not attend and should ring us or 111.</p>
<p>Kind regards,<br><br><b>Gemma Lister</b><br>Cardiac Rehabilitation Nurse Specialist<br>
Bradford Community Cardiac Rehab Team<br>01274 496 0287</p>
</body></html>
""", "quoted-printable"))

_mock_tt = """THORNBURY PARK ACADEMY - YEAR 11 MOCK EXAMINATIONS
Timetable v3 (final) - issued 10/11/2023 - P. Nair, Exams Officer

Main venue: Sports Hall (candidates seated by candidate number)
AM session starts 09:00 (candidates in by 08:45)
PM session starts 13:15 (candidates in by 13:00)

ACCESS ARRANGEMENTS
 - 25% extra time candidates:  Room H12 (both sessions, start same time)
 - Reader / scribe candidates:  Room H14
 - Rest-break candidates:       Room H12, back row
 - Word processor candidates:   IT3
 Lists are on the exams noticeboard. Do NOT send these students to the
 Sports Hall - they go straight to their room.

WEEK 1
Mon 27 Nov  AM English Language P1        PM Geography P1
Tue 28 Nov  AM Maths P1 (non-calc)        PM Combined Sci Biology P1
Wed 29 Nov  AM History P1                 PM Religious Studies
Thu 30 Nov  AM Physics P1 (separate)      PM Combined Sci Physics P1
Fri 01 Dec  AM English Literature P1      PM Computer Science P1

WEEK 2
Mon 04 Dec  AM Maths P2 (calc)            PM Chemistry P1
Tue 05 Dec  AM English Language P2        PM Urdu / French / Spanish
Wed 06 Dec  AM Physics P2 (separate)      PM Combined Sci Physics P2
Thu 07 Dec  AM Maths P3 (calc)            PM Chemistry P2 (moved from Mon)
Fri 08 Dec  AM Biology P2                 PM catch-up / absentees

Changes since v2: Chemistry P2 moved Mon 4 -> Thu 7 Dec; Urdu added Tue PM.
"""

add("mail/2023/11/2023-11-10_y11-mock-timetable-v3.eml", mixed(dict(
    From=PRIYA, To="Year 11 Team <y11team@thornburypark.sch.example>", Cc=TMS,
    Subject="Y11 mocks – FINAL timetable (v3) attached",
    Date="Fri, 10 Nov 2023 15:47:30 +0000", **{"Message-ID": mid("mock3", "thornburypark.sch.example")}),
"""Hi all,

Attached is the final version (v3) of the Year 11 mock timetable. Please
use this one and bin v1/v2 - there were two changes (see the bottom of the
file).

Tutors: please go through the access arrangements section with your forms
on Monday so nobody turns up in the wrong room on day one.

Invigilation briefing is Wed 22 Nov, 3.30 in the Library.

Thanks,
Priya

Priya Nair | Exams Officer | Thornbury Park Academy
""", "7bit", [("Y11_mock_timetable_v3.txt", _mock_tt)]))

add("mail/2023/11/2023-11-24_homehub-black-friday.eml", html_only(dict(
    From="HomeHub Deals <deals@homehub-shop.example>", To=TM,
    Subject="BLACK FRIDAY: up to 60% off – ends midnight!",
    Date="Fri, 24 Nov 2023 06:00:00 +0000", **{"Message-ID": mid("bf", "homehub-shop.example")}),
"""<html><body style="background:#111;color:#fff;font-family:Helvetica">
<h1 style="color:#ffcc00">BLACK FRIDAY IS HERE</h1>
<p>Hi Tariq, our biggest sale of the year ends at midnight.</p>
<table cellpadding="8">
<tr><td><b>Air fryer 6.2L dual basket</b></td><td><s>&pound;149.99</s> &pound;79.99</td></tr>
<tr><td><b>Cordless stick vacuum</b></td><td><s>&pound;229.00</s> &pound;119.00</td></tr>
<tr><td><b>Smart doorbell with chime</b></td><td><s>&pound;89.99</s> &pound;39.99</td></tr>
<tr><td><b>Kids' tablet 10&quot;</b></td><td><s>&pound;129.99</s> &pound;69.99</td></tr>
</table>
<p><a href="https://homehub-shop.example/bf">SHOP NOW</a> &ndash; free delivery over &pound;30.</p>
<p style="font-size:10px">You're receiving this because you signed up at homehub-shop.example.
Unsubscribe any time.</p>
</body></html>
""", "quoted-printable"))

# ------------------------------------------------------------------ 2023-12
add("mail/2023/12/2023-12-08_ice-arena-receipt.eml", plain(dict(
    From="Bradford Ice Arena <bookings@bradfordice.example>", To=TM,
    Subject="Your booking receipt – Family Skate, Sat 16 Dec",
    Date="Fri, 08 Dec 2023 20:12:41 +0000", **{"Message-ID": mid("ice", "bradfordice.example")}),
"""Thanks for booking with Bradford Ice Arena!

Booking ref:   BIA-771204
Session:       Family Skate – Saturday 16 December 2023, 14:00–15:30
Tickets:       2 adult, 2 junior, 2 junior skate aid (penguin)
Total paid:    £38.50 (Visa ending 4417)

Please arrive 20 minutes early to collect skates. Gloves are compulsory for
under-12s. No refunds within 48 hours of the session.

See you on the ice ❄
""", "8bit"))

# ------------------------------------------------------------------ 2024-01
add("mail/2024/01/2024-01-22_ofsted-call.eml", html_only(dict(
    From="Claire Whitfield <c.whitfield@thornburypark.sch.example>",
    To="All Staff <allstaff@thornburypark.sch.example>",
    Subject="OFSTED – we've had the call",
    Date="Mon, 22 Jan 2024 12:58:03 +0000", **{"Message-ID": mid("ofs", "thornburypark.sch.example")}),
"""<html><body style="font-family:Arial">
<p>Dear all,</p>
<p>As many of you will have guessed from the corridor, we received the call from Ofsted at
11.40 this morning. The inspection will take place <b>tomorrow (Tuesday 23 January) and
Wednesday 24 January</b>.</p>
<p>The inspection team:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Name</th><th>Role</th></tr>
<tr><td>Graham Hollis</td><td>His Majesty's Inspector (lead inspector)</td></tr>
<tr><td>Nadia Farooq</td><td>Ofsted Inspector</td></tr>
<tr><td>Peter Lomax</td><td>Ofsted Inspector</td></tr>
</table>
<p>Deep dives:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Subject</th><th>Day</th><th>Link SLT</th></tr>
<tr><td>Science</td><td>Tuesday</td><td>Dan Ellison</td></tr>
<tr><td>Mathematics</td><td>Tuesday</td><td>Claire Whitfield</td></tr>
<tr><td>English</td><td>Tuesday</td><td>Steve Rourke</td></tr>
<tr><td>History</td><td>Wednesday</td><td>Dan Ellison</td></tr>
<tr><td>PE</td><td>Wednesday</td><td>Steve Rourke</td></tr>
</table>
<p>Briefing in the Library at 3.20 today. Please do not change anything you do &ndash; teach the
lessons you had planned. Cake in the staffroom, courtesy of the PTA.</p>
<p>Thank you, all of you.<br>Claire</p>
</body></html>
""", "quoted-printable"))

# ------------------------------------------------------------------ 2024-02
_itin = """EDUVOYAGE TOURS - FINAL ITINERARY
Thornbury Park Academy - Geneva & CERN Physics Tour
Group leader: Mr T Mahmood   Deputy leader: Ms J Pike
Party: 36 students, 4 staff

MONDAY 12 FEBRUARY
  04:30  Coach from school (Thornbury Park, front car park)
  07:10  Depart Manchester T1, easyJet EZY1893
  10:05  Arrive Geneva (GVA) - local time CET
  12:00  Lunch + Unireso passes handed out
  15:00  Check-in: Hotel Lac Paquis, Rue de Berne 21, 1201 Geneve
         Reception 24h: +41 22 000 4810
  19:00  Dinner at hotel

TUESDAY 13 FEBRUARY
  08:15  Tram 18 to CERN (from Cornavin)
  10:00  CERN guided visit + Science Gateway
         Visit booking reference: CERN-VS-2024-0583
         Photo ID for all staff; students in groups of 12 with one adult
  15:00  Free time Science Gateway shop
  19:00  Dinner - fondue restaurant Vieille Ville

WEDNESDAY 14 FEBRUARY
  09:30  Palais des Nations (exterior) + Broken Chair photo
  11:30  Museum of the History of Science (Perle du Lac)
  14:00  Lake cruise (CGN) - weather permitting, else Patek Philippe museum
  19:00  Dinner at hotel, quiz night

THURSDAY 15 FEBRUARY
  09:00  Check-out, bags stored at hotel
  10:00  Jet d'Eau + old town walk
  15:00  Coach to airport
  18:05  Depart Geneva, easyJet EZY1894
  18:55  Arrive Manchester T1 (UK time)
  20:30  Approx. arrival at school
"""

add("mail/2024/02/2024-02-02_cern-final-itinerary.eml", mixed(dict(
    From=MARCO, To=TMS, Cc="Joanna Pike <j.pike@thornburypark.sch.example>",
    Subject="FINAL itinerary + hotel – Thornbury Park, Geneva 12–15 Feb",
    Date="Fri, 02 Feb 2024 09:22:17 +0000", **{"Message-ID": mid("itin", "eduvoyage.example")}),
"""Hi Tariq, hi Joanna,

Ten days to go! Attached is the final itinerary with the hotel details,
flight times and the CERN visit booking - please print copies for all four
staff and keep one in the first-aid bag.

A few reminders:
 - passports must be valid for 3 months after the return date
 - GHIC cards for every student
 - Swiss plug adapters (type J) - the hotel has a few but not 40!
 - the CERN visit is strict on timing: if you are more than 15 minutes
   late the slot can be given away.

Ring me any time on 0161 496 0732 - I'll have the duty phone all week.

Have a brilliant trip.
Marco
""", "quoted-printable", [("Geneva_CERN_final_itinerary.txt", _itin)]))

_refund_orig = """Hi Marco,

Just back, exhausted but happy - the kids loved it and CERN were brilliant.
Thank you for everything.

One loose end: Kacper Nowak (Y12) withdrew in December before the balance
was due, for family reasons. His mum has asked about his £150 deposit. I
know it said non-refundable once flights were ticketed, but his seat was
filled from the waiting list. Is there anything you can do?

Thanks,
Tariq"""

add("mail/2024/02/2024-02-20_re-kacper-deposit.eml", plain(dict(
    From=MARCO, To=TMS, Subject="Re: Deposit refund – Kacper Nowak",
    Date="Tue, 20 Feb 2024 11:03:26 +0000",
    **{"Message-ID": mid("ref2", "eduvoyage.example"),
       "In-Reply-To": mid("ref1", "thornburypark.sch.example"),
       "References": mid("ref1", "thornburypark.sch.example")}),
"""Hi Tariq,

So glad it went well - Joanna's photos on the school page look great.

Re Kacper: as his place was resold to a waiting-list student I can refund
the deposit in full. Our accounts team only processes refunds once a tour
is financially closed, which for February tours is usually mid April. It
will go back to the school (not to the parent), so Lorraine will need to
pass it on.

I'll chase it internally if it hasn't appeared by the end of April.

Best,
Marco

On 19/02/2024 20:47, Tariq Mahmood wrote:
""" + quote(_refund_orig) .replace("£", "GBP ") + "\n", "7bit"))

add("mail/2024/02/2024-02-21_cardiology-appointment-changed.eml", plain(dict(
    From="Moorside Outpatient Bookings <outpatients@moorsideheart.nhs.example>",
    To=TM, Subject="Change to your appointment – Cardiology (Dr H Okafor)",
    Date="Wed, 21 Feb 2024 09:41:00 +0000", **{"Message-ID": mid("opd", "moorsideheart.nhs.example")}),
"""Patient: Mr Mohammed Akram Mahmood
Hospital no: M4417902

We are writing to let you know that your appointment with Dr Helen Okafor,
Consultant Cardiologist, has had to be rescheduled due to clinician
availability. We apologise for any inconvenience.

  Previous appointment:  Tuesday 5 March 2024, 10:40 – CANCELLED
  New appointment:       Tuesday 26 March 2024 at 14:15
  Where:                 Cardiology Outpatients, Clinic B, ground floor,
                         Moorside Heart Centre, Leeds

Please arrive 15 minutes early; you will have an ECG before you see the
doctor. Bring a list of current medicines and any blood-pressure readings
you have taken at home.

If this appointment is not convenient, please call 0113 496 0550
(Mon–Fri 8.30–4.30). Please do not reply to this e-mail – the mailbox is
not monitored.
""", "8bit"))

# ------------------------------------------------------------------ 2024-03
add("mail/2024/03/2024-03-04_awsl-registration-receipt.eml", html_only(dict(
    From="Aire-Wharfe Sunday League <registrations@awsl.example>", To=TM,
    Subject="Team registration received – Frizinghall Falcons Sunday XI",
    Date="Mon, 04 Mar 2024 20:16:45 +0000", **{"Message-ID": mid("awsl", "awsl.example")}),
"""<html><body style="font-family:Verdana;font-size:13px">
<h2 style="color:#1b5e20">Aire&ndash;Wharfe Sunday League 2024</h2>
<p>Thank you &ndash; your team registration and payment have been received.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th align="left">Club</th><td>Frizinghall Falcons CC</td></tr>
<tr><th align="left">Team</th><td>Sunday XI</td></tr>
<tr><th align="left">Division</th><td>Division Two</td></tr>
<tr><th align="left">Registration reference</th><td>AWSL/24/117</td></tr>
<tr><th align="left">Fee paid</th><td>&pound;85.00 (card)</td></tr>
<tr><th align="left">Team contact</th><td>Tariq Mahmood</td></tr>
</table>
<p>Please quote your registration reference on all player registration forms and on any
correspondence with the fixtures secretary. Players must be registered before they play;
unregistered players may result in a points deduction.</p>
<p>The season starts on Sunday 21 April. Fixtures will be published by 25 March.</p>
<p>AWSL Registrations</p>
</body></html>
""", "base64"))

_pitch_txt = """Parks & Pitches Team – Booking Confirmation

Customer:      Frizinghall Falcons CC (contact: T. Mahmood)
Booking ref:   PPB-30921
Facility:      Heatonfield Recreation Ground – Cricket Pitch 2 (grass square)
Pattern:       Sundays, 12:30–19:30
Period:        21 April 2024 – 8 September 2024 (excluding 25 August)
Season fee:    £640.00 (paid in full, invoice PPI-118822)

Changing rooms: pavilion block B, key from the park ranger's hut. Please
leave them as you find them. Ground staff cut and mark the square on
Fridays; do not use the square outside your booked times.

Any cancellations must be made 7 days in advance.

Parks & Pitches Team
"""
_pitch_html = """<html><body style="font-family:Arial">
<h3>Parks &amp; Pitches Team &ndash; Booking Confirmation</h3>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Customer</td><td>Frizinghall Falcons CC (contact: T. Mahmood)</td></tr>
<tr><td>Booking ref</td><td>PPB-30921</td></tr>
<tr><td>Facility</td><td>Heatonfield Recreation Ground &ndash; Cricket Pitch 2 (grass square)</td></tr>
<tr><td>Pattern</td><td>Sundays, 12:30&ndash;19:30</td></tr>
<tr><td>Period</td><td>21 April 2024 &ndash; 8 September 2024 (excluding 25 August)</td></tr>
<tr><td>Season fee</td><td>&pound;640.00 (paid in full, invoice PPI-118822)</td></tr>
</table>
<p>Changing rooms: pavilion block B, key from the park ranger's hut. Please leave them as you
find them. Ground staff cut and mark the square on Fridays; do not use the square outside your
booked times.</p>
<p>Any cancellations must be made 7 days in advance.</p>
<p>Parks &amp; Pitches Team</p>
</body></html>
"""
add("mail/2024/03/2024-03-12_pitch-booking-confirmation.eml", alt(dict(
    From="Parks & Pitches <pitchbookings@bradfordparks.example>", To=TM,
    Subject="Booking confirmation PPB-30921 – Heatonfield Rec",
    Date="Tue, 12 Mar 2024 10:27:33 +0000", **{"Message-ID": mid("pitch", "bradfordparks.example")}),
_pitch_txt, _pitch_html, "quoted-printable"))

_fwd_quote = """Assalam o alaikum Tariq bhai,

It was good to meet you and your mother. As discussed, please see our
quotation for the baraat (Saturday 31 August 2024):

  Menu A – "Lahori Shahi"
    Starters: seekh kebab, chicken tikka, vegetable pakora, chutneys
    Mains:    chicken karahi (desi style), lamb pilau, daal makhani,
              naan + roti fresh from the tandoor on site
    Dessert:  gajar halwa, kheer
    Drinks:   soft drinks on tables, kashmiri chai station

  Price:      £24 per head (minimum 300)
  Includes:   serving staff (1 per 25 guests), tandoor on site, crockery
  Deposit:    £1,000 to secure the date, refundable up to 90 days before

We can also do a lighter snack menu for the mehndi (samosa chaat, pani
puri, chicken rolls, jalebi) – happy to quote separately.

Tasting available any weekday evening.

Shahid Bhatti
Lahori Degh Caterers
07700 900 651"""

add("mail/2024/03/2024-03-18_fwd-lahori-degh-quote.eml", plain(dict(
    From=TM, To=SANA, Subject="Fwd: Quotation – Mahmood/Qureshi wedding 31.08.24",
    Date="Mon, 18 Mar 2024 21:34:08 +0000", **{"Message-ID": mid("fwdq", "postbox.example")}),
"""Sana – this is the Lahori Degh one Ammi's friend recommended. Pricier
than Mughal Feast but the deposit's actually refundable. Tasting 4th April?

T

---------- Forwarded message ---------
From: Shahid Bhatti <shahid@lahoridegh.example>
Date: Sat, 16 Mar 2024 at 13:02
Subject: Quotation – Mahmood/Qureshi wedding 31.08.24
To: Tariq Mahmood <tariq.mahmood@postbox.example>

""" + _fwd_quote + "\n", "8bit"))

# ------------------------------------------------------------------ 2024-04
_javed = """Salaam Tariq bhai,

Hope you all enjoyed the tasting on Saturday. Shall I pencil in the
31st and send the contract over? We'd need the £2,000 deposit by
the end of April to hold the date.

Javed
Mughal Feast Catering"""

add("mail/2024/04/2024-04-09_re-mughal-feast-tasting.eml", plain(dict(
    From=TM, To="Javed Akhtar <javed@mughalfeast.example>",
    Subject="Re: Tasting Saturday",
    Date="Tue, 09 Apr 2024 19:12:55 +0100",
    **{"Message-ID": mid("mf2", "postbox.example"),
       "In-Reply-To": mid("mf1", "mughalfeast.example"),
       "References": mid("mf1", "mughalfeast.example")}),
"""Walaikum salaam Javed bhai,

Thank you for having us on Saturday, and for your patience with my mum's
questions!

After a long family discussion we've decided to go with another caterer
for the wedding, so please don't hold the 31st for us. Sorry to have
taken up your time - I know we'd talked about it back in January.

All the best,
Tariq

On Mon, 1 Apr 2024 at 10:20, Javed Akhtar <javed@mughalfeast.example> wrote:
""" + quote(_javed).replace("£", "GBP ") + "\n", "7bit"))

add("mail/2024/04/2024-04-22_physics-teachers-newsletter.eml", alt(dict(
    From="Physics Teachers Network <news@physicsteachers.example>", To=TMS,
    Subject="PTN Bulletin – April: required practicals, free CPD, summer school",
    Date="Mon, 22 Apr 2024 07:00:00 +0100", **{"Message-ID": mid("ptn", "physicsteachers.example")}),
"""PTN Bulletin – April 2024

1. Required practicals refresher (online, 8 May, 4pm): specific heat
   capacity, resistance, density – common misconceptions in exam answers.
2. Free CPD: "Teaching radioactivity without a source" – twilight, 15 May.
3. Summer school for early-career physics teachers, 22–24 July, York.
4. Resource of the month: a half-life simulation pack (PhET-based) with
   worksheets for Key Stage 4.

Manage your preferences: https://physicsteachers.example/prefs
""", """<html><body>
<h2>PTN Bulletin &ndash; April 2024</h2>
<table cellpadding="6" border="0">
<tr><td>1.</td><td><b>Required practicals refresher</b> (online, 8 May, 4pm): specific heat capacity,
resistance, density &ndash; common misconceptions in exam answers.</td></tr>
<tr><td>2.</td><td><b>Free CPD:</b> &ldquo;Teaching radioactivity without a source&rdquo; &ndash; twilight, 15 May.</td></tr>
<tr><td>3.</td><td><b>Summer school</b> for early-career physics teachers, 22&ndash;24 July, York.</td></tr>
<tr><td>4.</td><td><b>Resource of the month:</b> a half-life simulation pack (PhET-based) with worksheets for Key Stage 4.</td></tr>
</table>
<p><a href="https://physicsteachers.example/prefs">Manage your preferences</a></p>
</body></html>
""", "quoted-printable"))

# ------------------------------------------------------------------ 2024-05
add("mail/2024/05/2024-05-14_gp-bisoprolol-change.eml", plain(dict(
    From="Frizinghall Medical Practice <frizinghall.mp@nhs.example>", To=TM,
    Subject="Mr M A Mahmood – medication change following review",
    Date="Tue, 14 May 2024 16:55:21 +0100", **{"Message-ID": mid("gp", "nhs.example")}),
"""Dear Mr Mahmood,

Further to your father's telephone review with Dr Sarah Kenworthy today
(dizziness on standing, home pulse readings of 46–50):

  Bisoprolol: REDUCE from 5 mg to 3.75 mg once daily in the morning
              (one and a half 2.5 mg tablets – new prescription sent
              to Oakfield Pharmacy, ready from tomorrow afternoon)

All other medicines continue unchanged.

Please keep recording his blood pressure and pulse each morning for two
weeks and book a routine telephone appointment to go through the readings.
If he faints, has chest pain or his pulse drops below 40, call 999.

Kind regards,
Reception team on behalf of Dr S Kenworthy
Frizinghall Medical Practice
""", "quoted-printable"))

add("mail/2024/05/2024-05-20_dj-kash-booking-confirmed.eml", plain(dict(
    From="Kash Beats Entertainment <bookings@kashbeats.example>", To=TM,
    Subject="Booking confirmed – Mehndi 29/08/2024 – Mahmood",
    Date="Mon, 20 May 2024 22:08:14 +0100", **{"Message-ID": mid("dj", "kashbeats.example")}),
"""Salaam Tariq bhai,

Thanks for the deposit – this email confirms your booking.

  Event:        Mehndi – Sana & Imran
  Date:         Thursday 29 August 2024
  Music:        7pm – midnight (hall permitting)
  Setup:        I'll arrive and set up from 6.15pm
  Venue:        TBC – you said possibly a marquee at your parents' house;
                please confirm by end of June so I know about power
  Package:      Gold – DJ, sound system, dance-floor lighting, 2 uplighters,
                wireless mics for speeches
  Deposit:      £250 received 20/05/2024 with thanks
  Balance:      £550 – cash on the night, before I start

Playlist form to follow nearer the time. If you want the dhol boys to come
in on a particular track just tell me and I'll cue it.

DJ Kash (Kashif Anwar)
Kash Beats Entertainment
07700 900 284
""", "quoted-printable"))

# ------------------------------------------------------------------ 2024-06
_tm_q = """Hi Geoff,

Quick one - is the 1pm start still right for the July and August
fixtures? A couple of our lads work Sunday mornings and I want to tell
them early.

Thanks,
Tariq Mahmood
Frizinghall Falcons Sunday XI"""

add("mail/2024/06/2024-06-03_re-start-times-july.eml", plain(dict(
    From="Geoff Holroyd <fixtures@awsl.example>", To=TM,
    Subject="Re: Start times July/August",
    Date="Mon, 03 Jun 2024 18:22:40 +0100",
    **{"Message-ID": mid("fx2", "awsl.example"),
       "In-Reply-To": mid("fx1", "postbox.example"),
       "References": mid("fx1", "postbox.example")}),
"""Hi Tariq,

Good timing - the committee agreed last week that from Sunday 7 July all
Division Two matches will start at 1.30pm instead of 1pm. It's to help
the umpires who are doing Saturday leagues as well. Tea stays at the
innings break. A note will go to all clubs this week.

Regards,
Geoff Holroyd
Fixtures Secretary, AWSL

On Sun, 2 Jun 2024 at 21:05, Tariq Mahmood wrote:
""" + quote(_tm_q) + "\n", "7bit"))

add("mail/2024/06/2024-06-15_shalimar-booking-invoice.eml", plain(dict(
    From="Shalimar Banqueting Suite <events@shalimarbanqueting.example>", To=TM,
    Cc=SANA, Subject="Booking invoice SBS-2406-118 – Mehndi 29 August",
    Date="Sat, 15 Jun 2024 13:40:02 +0100", **{"Message-ID": mid("sbs", "shalimarbanqueting.example")}),
"""SHALIMAR BANQUETING SUITE
212 Leeds Road, Bradford

INVOICE SBS-2406-118                         Date: 15/06/2024
Client: Mr Tariq Mahmood (for Miss Sana Mahmood)

Event:          Mehndi
Date:           Thursday 29 August 2024
Hall:           Noor Hall (ground floor, step-free access)
Capacity:       250 seated
Hall access:    from 4:30pm for decorators, DJ and family
Event time:     7:00pm – 11:30pm (hall must be clear by midnight)

Hall hire incl. tables, chairs, white covers, stage     £2,400.00
Deposit paid 08/06/2024                                 -£600.00
BALANCE DUE by 15 August 2024                           £1,800.00

Outside caterers permitted (kitchen use £150, payable with balance).
No open flames / diyas on the stage. Confetti cannons not permitted.

Thank you for choosing Shalimar.
""", "base64"))

# ------------------------------------------------------------------ 2024-07
add("mail/2024/07/2024-07-08_owzat-order-receipt.eml", html_only(dict(
    From="Owzat Sports <orders@owzatsports.example>", To=TM,
    Subject="Order OWZ-55310 – paid in full, ready for collection",
    Date="Mon, 08 Jul 2024 15:05:48 +0100", **{"Message-ID": mid("owz", "owzatsports.example")}),
"""<html><body style="font-family:Arial">
<h3>Owzat Sports &ndash; Shipley</h3>
<p>Hi Tariq, your order is paid in full and ready to collect from the shop.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Qty</th><th>Unit</th><th>Total</th></tr>
<tr><td>Playing shirt, short sleeve &ndash; Navy with sky-blue trim, club badge + sponsor print (Nafees Sweets &amp; Bakers)</td><td>16</td><td>&pound;18.50</td><td>&pound;296.00</td></tr>
<tr><td>Deposit paid 10/04/2024</td><td></td><td></td><td>-&pound;148.00</td></tr>
<tr><td><b>Paid today</b></td><td></td><td></td><td><b>&pound;148.00</b></td></tr>
</table>
<p>Sizes: 2&times;S, 5&times;M, 5&times;L, 3&times;XL, 1&times;XXL. Names on backs as per your list.</p>
<p>Shop hours Mon&ndash;Sat 9&ndash;5:30. Thanks for supporting local cricket!</p>
</body></html>
""", "base64"))

add("mail/2024/07/2024-07-19_t20-tickets-receipt.eml", plain(dict(
    From="Headingley Tickets <tickets@headingley-cricket.example>", To=TM,
    Subject="Your tickets: Yorkshire v Lancashire – Vitality Blast",
    Date="Fri, 19 Jul 2024 08:30:11 +0100", **{"Message-ID": mid("t20", "headingley-cricket.example")}),
"""Order confirmation – thank you for your purchase

Match:     Yorkshire v Lancashire (T20)
Date:      Friday 26 July 2024, gates open 17:00, first ball 18:30
Seats:     Western Terrace, Block W4, Row K, seats 11–14
Tickets:   2 adult, 2 junior
Total:     £96.00

Your e-tickets are in the app. Bags larger than A4 are not permitted.
Re-entry is not allowed.
""", "8bit"))

_walima_orig = """Imran,

Quick one from our side for the walima on the 1st - roughly how many of
our lot are you expecting? Ammi wants to know whether to book the coach
for the elders or just sort lifts. Also does Abbu need to say anything?
He's nervous about standing for long.

Tariq"""

add("mail/2024/07/2024-07-25_re-walima-numbers.eml", plain(dict(
    From="Imran Qureshi <imran.qureshi@postbox.example>", To=TM, Cc=SANA,
    Subject="Re: Walima – our side numbers",
    Date="Thu, 25 Jul 2024 22:47:03 +0100",
    **{"Message-ID": mid("wal2", "postbox.example"),
       "In-Reply-To": mid("wal1", "postbox.example"),
       "References": mid("wal1", "postbox.example")}),
"""Salaam Tariq bhai,

Abbu (mine) says 80 from your side is fine for the walima – the hall holds
plenty. Definitely book the coach for the elders, parking at the Mirage is
a nightmare on a Sunday and it's a fair way from Bradford. We'll reserve
the front two tables for uncle and aunty and the elders.

And no, Uncle doesn't need to say anything – my dad will do a short
welcome and a dua. Tell him to just enjoy it. Nobody's making him stand.

Imran

On Thu, 25 Jul 2024 at 19:02, Tariq Mahmood <tariq.mahmood@postbox.example> wrote:
""" + quote(_walima_orig) + "\n", "8bit"))

# ------------------------------------------------------------------ 2024-08
_menu_txt = """Assalam o alaikum Tariq bhai,

Thank you for sending the final numbers this morning. Confirmed as below:

BARAAT – Saturday 31 August 2024, Regal Banqueting
  Final headcount: 380 guests (incl. 12 children's meals)
  Menu A – Lahori Shahi, with two changes requested by your mother:
    - daal makhani swapped for chana daal (less cream – for your father)
    - extra gajar halwa instead of kheer
  Serving from 3:15pm, after the nikah.

MEHNDI – Thursday 29 August 2024, Shalimar (Noor Hall)
  Snack menu for 200: samosa chaat, pani puri, chicken rolls, jalebi
  + kashmiri chai station. Our team arrives at 5:30pm.

Final invoice to follow on Monday, balance due 7 days before.

JazakAllah,
Shahid Bhatti
Lahori Degh Caterers
"""
_menu_html = """<html><body>
<p>Assalam o alaikum Tariq bhai,</p>
<p>Thank you for sending the final numbers this morning. Confirmed as below:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th colspan="2">BARAAT &ndash; Saturday 31 August 2024, Regal Banqueting</th></tr>
<tr><td>Final headcount</td><td>380 guests (incl. 12 children's meals)</td></tr>
<tr><td>Menu</td><td>A &ndash; Lahori Shahi; daal makhani swapped for chana daal (less cream &ndash; for your father); extra gajar halwa instead of kheer</td></tr>
<tr><td>Serving</td><td>from 3:15pm, after the nikah</td></tr>
<tr><th colspan="2">MEHNDI &ndash; Thursday 29 August 2024, Shalimar (Noor Hall)</th></tr>
<tr><td>Snack menu</td><td>for 200: samosa chaat, pani puri, chicken rolls, jalebi + kashmiri chai station</td></tr>
<tr><td>Team arrives</td><td>5:30pm</td></tr>
</table>
<p>Final invoice to follow on Monday, balance due 7 days before.</p>
<p>JazakAllah,<br>Shahid Bhatti<br>Lahori Degh Caterers</p>
</body></html>
"""
add("mail/2024/08/2024-08-12_lahori-degh-final-menu.eml", alt(dict(
    From="Shahid Bhatti <shahid@lahoridegh.example>", To=TM, Cc=SANA,
    Subject="Final menu + numbers – Mahmood/Qureshi wedding",
    Date="Mon, 12 Aug 2024 17:18:39 +0100", **{"Message-ID": mid("menu", "lahoridegh.example")}),
_menu_txt, _menu_html, "quoted-printable"))

_tm_rd = """Hi Priya,

What time do you want tutors in on Thursday for results? And are we
doing envelopes in the hall again or the library? I'm around but it's
my sister's mehndi that week so I'd like to know what I'm doing.

Ta,
Tariq"""

add("mail/2024/08/2024-08-14_re-results-day.eml", plain(dict(
    From=PRIYA, To=TMS, Cc="Dan Ellison <d.ellison@thornburypark.sch.example>",
    Subject="Re: Results day – Thursday",
    Date="Wed, 14 Aug 2024 10:06:57 +0100",
    **{"Message-ID": mid("rd2", "thornburypark.sch.example"),
       "In-Reply-To": mid("rd1", "thornburypark.sch.example"),
       "References": mid("rd1", "thornburypark.sch.example")}),
"""Hi Tariq,

Staff briefing is at 8.00am in the Library on Thursday 22nd - SLT, HoYs
and Y11 tutors please. Students can collect from 9am in the Main Hall
(envelopes alphabetical by surname on the long tables, same as last year).
Anyone collecting for someone else needs the signed consent form.

You'll be on the "worried/upset" table with Dan from 9 till about 11.
After that you're free to go and do mehndi things!

Priya

On Tue, 13 Aug 2024 at 21:14, Tariq Mahmood <t.mahmood@thornburypark.sch.example> wrote:
""" + quote(_tm_rd) + "\n", "7bit"))


def build(root):
    for rel, m in MAILS:
        write_bytes(root, rel, _finish(rel, m))
