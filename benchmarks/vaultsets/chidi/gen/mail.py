"""The .eml files under vault/mail/YYYY/MM/ (EmailMessage, explicit boundaries)."""
from email.message import EmailMessage
from email.utils import format_datetime
from email import policy

from util import write, h, london, tz

CHIDI = "Chidi Okonkwo <chidi.okonkwo@mailbox.example>"
CHIDI_WORK = "Chidi Okonkwo <chidi@okonkwomotors.example>"
SANDRA = "Sandra Whitlock <sandra.whitlock@diagnix.example>"
MARCUS = "Marcus Hale <marcus.hale@toolflowfinance.example>"
PRIYA = "Priya Nair <p.nair@castlebridge-pm.example>"
IFEOMA = "Ifeoma Nwosu - Zikora Travel <bookings@zikoratravel.example>"


def _msgid(path):
    return "<%s.%s@%s>" % (h(path, 16), h(path + "x", 6), "mail.example")


def build(path, frm, to, subject, date, kind, body=None, cte="7bit", html=None,
          html_cte="quoted-printable", attachments=(), reply_to_id=None, cc=None,
          extra=()):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = _msgid(path)
    if reply_to_id:
        m["In-Reply-To"] = _msgid(reply_to_id)
        m["References"] = _msgid(reply_to_id)
    for k, v in extra:
        m[k] = v
    if kind == "html":
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    else:
        m.set_content(body, charset="utf-8", cte=cte)
        if kind == "alt":
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
        for fname, text in attachments:
            m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                             filename=fname, disposition="attachment")
    if m.is_multipart():
        m.set_boundary("=_b_" + h(path, 24))
        for i, part in enumerate(m.iter_parts()):
            if part.is_multipart():
                part.set_boundary("=_p%d_%s" % (i, h(path, 20)))
    write(path, m.as_bytes(policy=policy.default))


def quote(text):
    return "\n".join(("> " + ln) if ln else ">" for ln in text.strip("\n").split("\n"))


# ---------------------------------------------------------------- messages

E4_BODY = """Dear Mr Okonkwo,

Unit 3, Carrow Yard, 18 Lugard Road, London SE15 - rent review

We act for your landlord, Harlow Estates Ltd. Under clause 5 of your lease the
rent is to be reviewed with effect from the review date, 25 March 2025.

The passing rent is GBP 18,500 per annum exclusive. Having considered recent
lettings of comparable trade units in Peckham and Nunhead, our client proposes
a revised rent of GBP 22,000 per annum exclusive from the review date.

We would be happy to meet at the unit to discuss. Could you let me have two or
three dates in November that suit you?

Kind regards

Priya Nair
Associate Director, Commercial Lettings
Castlebridge Property Management
020 7946 0318
"""

E5_TOP = """Dear Priya,

Thank you for your letter about the review. I have to be straight with you:
£22,000 is a big jump from £18,500 for a unit with a leaking roof light and a
yard I share with two other tenants. I have asked a surveyor, Graham Pike, to
look at it for me and he will be in touch with you directly.

Tuesday 12 November at 10am at the unit suits me for a meeting. Please come
through the side gate, the front shutter is usually half down in the morning.

Regards,
Chidi Okonkwo
Okonkwo Motors
"""

E6_HTML = """<html><body style="font-family:Arial,sans-serif">
<p>Dear Mr and Mrs Okonkwo,</p>
<p>I have now read Adaeze&rsquo;s second draft of her personal statement for Pharmacy (MPharm). It is a big step forward from the first version and she should be proud of it.</p>
<p>My main comments, which I have also gone through with her in our tutorial:</p>
<ol>
<li><b>The opening quotation.</b> The Maya Angelou line at the start feels a bit cheesy, and admissions tutors see famous quotations far too often. I would cut it completely and open with something only Adaeze can write.</li>
<li><b>Her Saturday job.</b> The counter work at Rye Lane Pharmacy is her strongest material: the conversation with the pharmacist about a patient&rsquo;s repeat prescription, and what she learnt about interactions. That deserves a full paragraph, not one sentence.</li>
<li><b>Chemistry.</b> Mention the Chemistry Olympiad certificate and the extended project on antibiotic resistance.</li>
<li><b>Length.</b> She is at 4,160 characters with spaces; the limit is 4,000, so trimming the first paragraph will fix that too.</li>
</ol>
<p>Our internal deadline for a final draft is <b>Friday 4 October</b>, so that references can be attached and the application sent well ahead of the 29 January UCAS deadline.</p>
<p>With best wishes,<br>Ms Harriet Kwarteng<br>Head of Sixth Form, Goose Green Sixth Form</p>
</body></html>
"""

E6_PLAIN = """Dear Mr and Mrs Okonkwo,

I have now read Adaeze's second draft of her personal statement for Pharmacy
(MPharm). It is a big step forward from the first version and she should be
proud of it.

My main comments, which I have also gone through with her in our tutorial:

1. The opening quotation. The Maya Angelou line at the start feels a bit
   cheesy, and admissions tutors see famous quotations far too often. I would
   cut it completely and open with something only Adaeze can write.
2. Her Saturday job. The counter work at Rye Lane Pharmacy is her strongest
   material: the conversation with the pharmacist about a patient's repeat
   prescription, and what she learnt about interactions. That deserves a full
   paragraph, not one sentence.
3. Chemistry. Mention the Chemistry Olympiad certificate and the extended
   project on antibiotic resistance.
4. Length. She is at 4,160 characters with spaces; the limit is 4,000, so
   trimming the first paragraph will fix that too.

Our internal deadline for a final draft is Friday 4 October, so that references
can be attached and the application sent well ahead of the 29 January UCAS
deadline.

With best wishes,
Ms Harriet Kwarteng
Head of Sixth Form, Goose Green Sixth Form
"""

E7_BODY = """Hi Chidi,

Thanks again for your time at the demo yesterday, and thank Femi for all the
questions - it's good to talk to someone who actually knows the kit.

As promised, our formal quotation is attached. It covers the Vantor VT-70
diagnostic tablet with the Vantor ADAS-Pro calibration rig, installation and
training for up to three technicians, over a 48 month term.

The quote is valid for 60 days. Any questions just give me a ring.

Best regards,
Marcus Hale
Business Development Manager
ToolFlow Finance Ltd
Mob 07700 900418
"""

E7_ATTACH = """TOOLFLOW FINANCE LTD - EQUIPMENT LEASE QUOTATION
=================================================

Quotation ref:    TFQ-88213
Date:             30 October 2024
Customer:         Okonkwo Motors (C. Okonkwo), Unit 3 Carrow Yard, London SE15
Prepared by:      Marcus Hale

Equipment
  1 x Vantor VT-70 diagnostic tablet (dealer-level coverage, 2024 software)
  1 x Vantor ADAS-Pro calibration rig with target set A/B/C
  1 x battery support unit

Term:              48 months
Monthly rental:    £172.00 + VAT
Installation:      £250.00 + VAT (one-off)
Training:          included, up to 3 technicians
Software updates:  included for the term
End of term:       return, or renew at a reduced secondary rental

Subject to status and credit approval. Valid 60 days from the date above.
"""

E8_BODY = """Dad it's SENT!!! 🎉 Save this email somewhere safe pls, you'll need the
ID if you ever have to ring them for me. Love you x

Ada

---------- Forwarded message ---------
From: UCAS <noreply@ucas-mail.example>
Date: Thu, 10 Oct 2024 at 19:58
Subject: Your UCAS application has been sent
To: Adaeze Okonkwo <ada.okonkwo@mailbox.example>

Dear Adaeze,

Your application for 2025 entry has now been sent to your chosen
universities and colleges.

Your Personal ID is 148-306-2291. Please quote it whenever you contact us,
and keep it safe - you will use it throughout your application.

Your choices:
  University of Nottingham - Pharmacy (MPharm)
  King's College London - Pharmacy (MPharm)
  University of Kent (Medway School of Pharmacy) - Pharmacy (MPharm)
  University of Reading - Pharmacy (MPharm)
  University of Hertfordshire - Pharmacy (MPharm)

You can track the progress of your application in your UCAS Hub.

Good luck!
UCAS
"""

E10_BODY = """Dear Chidi,

Unit 3, Carrow Yard - rent review at 25 March 2025

I have been through the lease and looked at what comparable units have let for.

Unit 3 measures about 1,850 sq ft on the plans attached to your lease. The best
evidence I can find:

  - Unit 7 Carrow Yard, 2,100 sq ft, let in spring 2024 at £10.60 per sq ft
  - Railway arch on Blenheim Grove, 1,600 sq ft, settled review at £10.40
  - Bellenden trade unit (ex-joinery), 2,400 sq ft, new letting at £11.20 but
    with a fitted mezzanine your unit does not have

On that evidence a fair figure for your unit is around £19,800 per annum.
The landlord's £22,000 works out at nearly £11.90 per sq ft, which I think is
ambitious, particularly given the roof light and the shared yard.

My suggestion: open at £19,500 and do not go above £20,500 without talking to
me. Ask for the roof light repair to be done before the review date too.

My fee for handling the negotiation through to agreement is a fixed £650 plus
VAT, invoiced only when terms are agreed.

Kind regards,
Graham Pike MRICS
Pike & Co Chartered Surveyors
"""

E11_PLAIN = """Dear Mr Okonkwo,

Thank you for calling in. As requested, here are the options for 4 passengers
(2 adults, 2 children aged 13 and 17) London to Enugu in August 2025. Airlines
have not loaded all August schedules yet, so these are indicative fares.

OPTION A - Air Peace via Lagos
  Out: Tue 12 Aug  Gatwick -> Lagos, connecting Wed 13 Aug Lagos -> Enugu
  Back: Wed 27 Aug Enugu -> Lagos -> Gatwick
  Approx £980 per person, 2 x 23kg bags each

OPTION B - British Airways to Abuja + road
  Out: Tue 12 Aug  Heathrow -> Abuja, then approx 5 hours by road
  Back: Wed 27 Aug
  Approx £1,120 per person, 2 x 23kg bags each

I cannot hold seats until the schedules are confirmed, but I can put a note on
your file. Let me know which option you prefer.

Warm regards,
Mrs Ifeoma Nwosu
Zikora Travel, 92 Rye Lane, Peckham
"""

E11_HTML = """<html><body><p>Dear Mr Okonkwo,</p>
<p>Thank you for calling in. As requested, here are the options for 4 passengers (2 adults, 2 children aged 13 and 17) London to Enugu in August 2025. Airlines have not loaded all August schedules yet, so these are indicative fares.</p>
<table border="1" cellpadding="4">
<tr><th>Option</th><th>Outbound</th><th>Return</th><th>Approx fare</th></tr>
<tr><td>A - Air Peace via Lagos</td><td>Tue 12 Aug Gatwick &rarr; Lagos, Wed 13 Aug Lagos &rarr; Enugu</td><td>Wed 27 Aug</td><td>&pound;980 pp</td></tr>
<tr><td>B - British Airways to Abuja + road</td><td>Tue 12 Aug Heathrow &rarr; Abuja, ~5h by road</td><td>Wed 27 Aug</td><td>&pound;1,120 pp</td></tr>
</table>
<p>I cannot hold seats until the schedules are confirmed, but I can put a note on your file. Let me know which option you prefer.</p>
<p>Warm regards,<br>Mrs Ifeoma Nwosu<br>Zikora Travel, 92 Rye Lane, Peckham</p>
</body></html>
"""

E12_TOP = """Dear Mrs Nwosu,

Thanks for this. Option A looks right for us - Enugu airport is much easier for
the family to collect us from than driving from Abuja.

One thing please put on the file: I need an aisle seat. My knees cannot do a
window seat for six hours, I'd rather be up and down the aisle. Ngozi doesn't
mind where she sits and the children will fight over the window anyway.

Please don't book anything yet. Ada has her A-levels next summer and I want to
check the exam and results dates before we fix anything.

Thanks,
Chidi
"""

E13_QUOTED = """Hi Sandra,

To be honest with you, I have a quote from ToolFlow for a Vantor setup at
£172 a month on 48 months, and your renewal figure of £189 on 36 months is a
hard sell to me when I've been a customer for four years. Can you do better?

Chidi"""

E13_TOP = """Hi Chidi,

Thanks for being upfront, I appreciate it. I have been back to our pricing
team. As a loyal customer, I can offer the DX-900 Pro with the ADAS-C2 frame at
£176 per month + VAT on the same 36 month term, with the software and
calibration updates included.

I would also point out that a 36 month term means you are not locked in for
four years, and there is no installation charge with us because the frame is
already in your bay.

Kind regards,
Sandra Whitlock
Account Manager, Diagnix Leasing Ltd
0161 496 0772
"""

E14_TOP = """Dear Mrs Nwosu,

Change of plan on the dates, sorry. Ada's A-level results come out on Thursday
14 August and she wants to be in London to collect them and sort out UCAS if
anything goes wrong. Ngozi and I agree with her - results day is not a day to
be on a plane.

So we have decided to fly on Friday 15 August instead, and come back on
Saturday 30 August. Same Air Peace routing via Lagos please, and the aisle
seat note still stands for me.

Please go ahead and book once the fares are loaded and send me the total.

Ẹ dalụ (thank you),
Chidi
"""

E15_HTML = """<html><body style="font-family:Georgia,serif">
<h2>Peckham Traders' Association &ndash; January Bulletin</h2>
<p>Happy new year to all our members! Here is what is coming up.</p>
<table border="1" cellpadding="5">
<tr><th>Date</th><th>What</th><th>Where</th></tr>
<tr><td>Thu 6 Feb</td><td>Business rates relief drop-in with Southwark Council</td><td>Peckham Library, 1st floor</td></tr>
<tr><td>Tue 18 Feb</td><td>Networking breakfast</td><td>Caf&eacute; on the Rye</td></tr>
<tr><td>Sat 8 Mar</td><td>Rye Lane litter pick</td><td>Meet at the clock tower</td></tr>
</table>
<p><b>Small business rates relief:</b> if your rateable value is under &pound;15,000 you may be entitled to relief. Bring your latest bill to the drop-in.</p>
<p><b>Members' offers:</b> 10% off at Bellenden Print for flyers and business cards until the end of February.</p>
<p>To unsubscribe reply with UNSUBSCRIBE in the subject line.</p>
</body></html>
"""

E16_QUOTED = """Dear Priya,

Following our call this morning, and on Graham's advice, I can agree the
revised rent at £20,250 per annum from the review date, on the basis that
everything else in the lease stays as it is and the roof light is repaired
before the end of March.

Regards,
Chidi"""

E16_TOP = """Dear Chidi,

Thank you for confirming, and I'm pleased we could reach agreement without
referring the review to an independent expert.

To summarise the agreed terms:

  * Revised rent: £20,250 per annum exclusive, with effect from the review
    date, 25 March 2025 (payable quarterly in advance as now).
  * All other terms of the lease remain unchanged.
  * The landlord will repair the roof light above the rear bay before the
    review date.
  * Each party bears its own costs.

Our client's solicitors, Fenwick & Rowe LLP (Olivia Rowe), will prepare a
memorandum of rent review for both parties to sign. Until that is completed
we will continue to invoice at the current rent and then issue a balancing
invoice.

Kind regards,
Priya Nair
Associate Director, Commercial Lettings
Castlebridge Property Management
"""

E17_BODY = """Nna m, how far? Hope Ngozi and the children are well. Ndo for all the
wahala with the garage landlord, Ngozi told me on the phone.

Papa's 80th — good news, everything is moving. I have booked the hall:
Coal City Gardens event hall, Independence Layout, Enugu, for Saturday 23
August from 2pm. Deposit of ₦450,000 is paid, balance due in July. The
Thanksgiving service will be the next day, Sunday 24th, at St Paul's Anglican
Church, Ogui Road. The Archdeacon has agreed to preach himself. Papa is
pretending he doesn't care but he has already asked twice who is coming.

Now the roof. The zinc on the boys' quarters roof is leaking badly since the
rains started — there were buckets everywhere last week and the ceiling board
in the store room has come down. I called Mr Ugwu the carpenter. He says some
of the rafters are rotten too, not just the zinc. His quote is ₦1,800,000 for
new zinc, rafters and labour, and he can start once we pay half.

Abeg, can we split it three ways, you, me and Emeka, ₦600,000 each? I want it
done before the party so that people coming to the compound are not seeing
buckets and a broken ceiling. I have sent Emeka the same message.

Ka chi fọ (until tomorrow),
Chioma
"""

E18_TOP = """Chioma, thank you o! You are doing everything and we are all far away.

For the party: I'll cover the live band and the cake. I have already spoken to
the band leader and paid him a deposit, and my friend's wife in Trans-Ekulu
is doing the cake (three tiers, Papa's photo on top, don't tell him).

For the roof, I'll send my share end of March when my bonus lands.

I fly in from Houston on the 20th, so I'll be there for the last-minute
running around. Chidi, you and Ngozi sort out the aso-ebi colours with the
aunties, I beg, I don't want that fight.

Emeka
"""

E18_QUOTED = """Papa's 80th — good news, everything is moving.
[...]
Papa is pretending he doesn't care but he has already asked twice who is
coming."""

E19_PLAIN = """Dear Chidi,

I'm sorry to hear you are leaning towards ToolFlow. Before you sign anything,
I have been given approval for a final retention offer, which I think beats
what you have been quoted:

  Equipment:      DX-900 Pro (2025 platform) + ADAS-C2 calibration frame
  Term:           36 months from 1 June 2025
  Monthly rental: GBP 158.00 + VAT
  Included:       free ADAS software update 2025, all calibration updates,
                  no installation charge, same-day loan tool if the unit fails

If you accept, our engineering team will swap the kit over at the end of May
or the first week of June (date to be confirmed by them), so there is no gap
in cover when the current agreement ends on 31 May.

This offer is open until 30 April.

Kind regards,
Sandra Whitlock
Account Manager, Diagnix Leasing Ltd
0161 496 0772
"""

E19_HTML = """<html><body><p>Dear Chidi,</p>
<p>I'm sorry to hear you are leaning towards ToolFlow. Before you sign anything, I have been given approval for a final retention offer, which I think beats what you have been quoted:</p>
<table border="1" cellpadding="4">
<tr><td>Equipment</td><td>DX-900 Pro (2025 platform) + ADAS-C2 calibration frame</td></tr>
<tr><td>Term</td><td>36 months from 1 June 2025</td></tr>
<tr><td>Monthly rental</td><td>&pound;158.00 + VAT</td></tr>
<tr><td>Included</td><td>free ADAS software update 2025, all calibration updates, no installation charge, same-day loan tool if the unit fails</td></tr>
</table>
<p>If you accept, our engineering team will swap the kit over at the end of May or the first week of June (date to be confirmed by them), so there is no gap in cover when the current agreement ends on 31 May.</p>
<p>This offer is open until 30 April.</p>
<p>Kind regards,<br>Sandra Whitlock<br>Account Manager, Diagnix Leasing Ltd<br>0161 496 0772</p>
</body></html>
"""

E20_HTML = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<h2 style="color:#0b5394">Zikora Travel &ndash; Booking Confirmation</h2>
<p>Dear Mr Okonkwo,</p>
<p>Thank you for booking with Zikora Travel. Your tickets have been issued. Please check all names against your passports.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th align="left">Booking reference</th><td><b>QK7PZM</b></td></tr>
<tr><th align="left">Passengers</th><td>Mr Chidiebere Okonkwo, Mrs Ngozi Okonkwo, Miss Adaeze Okonkwo, Master Obinna Okonkwo</td></tr>
<tr><th align="left">Seats</th><td>Aisle requested for Mr C Okonkwo (all sectors)</td></tr>
<tr><th align="left">Baggage</th><td>2 x 23kg per passenger</td></tr>
<tr><th align="left">Total paid</th><td>&pound;3,920.00 (card ending 4417)</td></tr>
</table>
<h3>Itinerary</h3>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Date</th><th>Flight</th><th>From</th><th>To</th><th>Depart</th><th>Arrive</th></tr>
<tr><td>Fri 15 Aug 2025</td><td>P4 7201</td><td>London Gatwick (LGW)</td><td>Lagos (LOS)</td><td>10:40</td><td>17:50</td></tr>
<tr><td>Sat 16 Aug 2025</td><td>P4 7122</td><td>Lagos (LOS)</td><td>Enugu Akanu Ibiam (ENU)</td><td>09:15</td><td>10:25</td></tr>
<tr><td>Sat 30 Aug 2025</td><td>P4 7125</td><td>Enugu (ENU)</td><td>Lagos (LOS)</td><td>12:05</td><td>13:15</td></tr>
<tr><td>Sat 30 Aug 2025</td><td>P4 7200</td><td>Lagos (LOS)</td><td>London Gatwick (LGW)</td><td>21:30</td><td>04:55 (+1)</td></tr>
</table>
<p>Online check-in opens 24 hours before departure. Please remember that travellers to Nigeria must carry a valid yellow fever certificate.</p>
<p>Safe journey!<br>Mrs Ifeoma Nwosu, Zikora Travel, 92 Rye Lane, Peckham</p>
</body></html>
"""

E21_TOP = """Hi Sandra,

OK, you win. We'll go ahead with the renewal at GBP 158 + VAT a month, 36
months from 1 June, DX-900 Pro and the ADAS-C2 frame. Please send the
paperwork and the direct debit form to this address.

I'll be honest, I had more or less said yes to ToolFlow in February, but the
lads know your kit, the frame is already bolted in, and your number is lower.

Please make sure the engineer rings Keisha on the garage line to book the swap
- not a Saturday if possible.

Thanks,
Chidi
"""

E22_TOP = """Hi Marcus,

I owe you a proper answer and I'm sorry it has taken this long.

After a lot of going back and forth we have decided to stay with Diagnix. They
came back with a price below your quote on a shorter term, and Femi and Tomasz
already know their kit inside out. I know I told you in February we'd be going
with ToolFlow and I'm sorry to mess you around after that — it was not an easy
call, the Vantor is a lovely bit of kit.

If anything changes in three years' time you'll be the first person I ring.

All the best,
Chidi Okonkwo
Okonkwo Motors
"""

E22_QUOTED = """Hi Chidi, just checking in on the paperwork for the Vantor setup - credit
approval came through fine, so we just need your signature on the agreement
and we can book installation.

Marcus"""

E23_PLAIN = """Dear all,

SUMMER CONCERT — NEW DATE AND VENUE

I'm delighted (and slightly terrified) to say that ticket requests for our
summer concert are far beyond what our own hall can hold. After talking to the
vicar and the PCC at St Saviour's, the concert will now be:

    Saturday 14 June 2025, 6.30pm (doors open 6pm)
    St Saviour's Church, Denmark Hill, London SE5

St Saviour's holds about 350, has a lovely acoustic, step-free access and a
proper car park. Warm-up will be in the church from 5.15pm.

The old date, Saturday 7 June at our church hall, is CANCELLED - please
update your diaries and tell your families. Tickets already given out are
valid for the new date.

Chidi - as bass section leader, please make sure every one of the basses
has seen this.

God bless,
Bernadette Ofori
Director of Music, Emmanuel Community Church
"""

E24_PLAIN = """Dear Mr Okonkwo,

Unit 3, Carrow Yard, 18 Lugard Road, London SE15 - memorandum of rent review

We act for Harlow Estates Ltd. Further to the terms agreed between you and
Castlebridge Property Management in February, we enclose by post two copies
of the memorandum of rent review recording the revised rent of £20,250 per
annum with effect from 25 March 2025.

Please sign both copies where flagged, have your signature witnessed, and
return both to us by Friday 30 May 2025. We will then date the memorandum and
return one completed copy to you. Castlebridge will issue the balancing
invoice for the period since 25 March once the memorandum is completed.

If you would like to take independent legal advice before signing, you are of
course free to do so.

Yours sincerely,
Olivia Rowe
Associate, Fenwick & Rowe LLP
"""

E24_HTML = """<html><body><p>Dear Mr Okonkwo,</p>
<p><b>Unit 3, Carrow Yard, 18 Lugard Road, London SE15 &ndash; memorandum of rent review</b></p>
<p>We act for Harlow Estates Ltd. Further to the terms agreed between you and Castlebridge Property Management in February, we enclose by post two copies of the memorandum of rent review recording the revised rent of &pound;20,250 per annum with effect from 25 March 2025.</p>
<p>Please sign both copies where flagged, have your signature witnessed, and return both to us by <b>Friday 30 May 2025</b>. We will then date the memorandum and return one completed copy to you. Castlebridge will issue the balancing invoice for the period since 25 March once the memorandum is completed.</p>
<p>If you would like to take independent legal advice before signing, you are of course free to do so.</p>
<p>Yours sincerely,<br>Olivia Rowe<br>Associate, Fenwick &amp; Rowe LLP</p>
</body></html>
"""

E25_BODY = """Dear Chidi,

Thank you for renewing with Diagnix Leasing. Please find attached a summary of
your new agreement for your records. The signed agreement will follow by post.

Two things we still need from you:
  1. The signed direct debit mandate (form enclosed with the post copy).
  2. Access to the workshop for the kit swap. Our engineering team will
     contact you separately to arrange a date.

Kind regards,
Sandra Whitlock
Account Manager, Diagnix Leasing Ltd
"""

E25_ATTACH = """DIAGNIX LEASING LTD - AGREEMENT SUMMARY
=======================================

Agreement number:  DGX-LA-20417
Customer:          Okonkwo Motors, Unit 3 Carrow Yard, London SE15
Previous agreement ends: 31 May 2025

Equipment:         1 x DX-900 Pro diagnostic unit (2025 platform)
                   1 x ADAS-C2 calibration frame (existing, re-certified)
Term:              36 months, from 1 June 2025
Monthly rental:    £158.00 + VAT, by direct debit on the 1st of each month
Included:          ADAS software update 2025, calibration updates,
                   same-day loan tool, no installation charge

Account manager:   Sandra Whitlock
"""


def build_all():
    # 1 Nottingham open day booking - HTML only
    build("mail/2024/06/nottingham-open-day-booking.eml",
          "University of Nottingham Events <opendays@nottingham-events.example>", CHIDI,
          "Your Open Day booking is confirmed - Friday 28 June", london(2024, 6, 10, 9, 12),
          "html", html="""<html><body style="font-family:Verdana,sans-serif">
<p>Hello Chidi,</p>
<p>Thank you for booking your place at our Undergraduate Open Day. We look forward to welcoming you.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Event</th><td>Undergraduate Open Day</td></tr>
<tr><th align="left">Date</th><td>Friday 28 June 2024</td></tr>
<tr><th align="left">Registration</th><td>9:30&ndash;10:30</td></tr>
<tr><th align="left">Meeting point</th><td>Trent Building foyer, University Park, Nottingham NG7 2RD</td></tr>
<tr><th align="left">Subject talk</th><td>Pharmacy (MPharm) &ndash; 11:15, Science Hub room B12</td></tr>
<tr><th align="left">Booked for</th><td>Adaeze Okonkwo + 1 guest</td></tr>
<tr><th align="left">Booking ID</th><td>NOD-24-7731</td></tr>
</table>
<p>Free shuttle buses run from Nottingham station every 15 minutes from 8:45.</p>
<p>See you soon!<br>The Open Days Team</p>
</body></html>
""")
    # 2 Diagnix renewal - multipart/alternative, QP
    build("mail/2024/07/diagnix-lease-renewal.eml", SANDRA, CHIDI_WORK,
          "Your Diagnix lease renewal - DX-900 Pro", london(2024, 7, 11, 14, 3), "alt",
          cte="quoted-printable",
          body="""Dear Mr Okonkwo,

Your current lease agreement (DX-900 Pro diagnostic unit and ADAS-C2 calibration
frame, £149.00 per month + VAT) ends on 31 May 2025.

We would love to keep you with us. Our renewal offer is the new 2025-platform
DX-900 Pro with your existing ADAS-C2 frame re-certified, on a 36 month term at
£189.00 per month + VAT, including software and calibration updates.

This offer is valid until 30 September 2024. I'd be happy to pop in to Peckham
and talk it through.

Kind regards,
Sandra Whitlock
Account Manager, Diagnix Leasing Ltd
0161 496 0772
""", html="""<html><body><p>Dear Mr Okonkwo,</p>
<p>Your current lease agreement ends on <b>31 May 2025</b>.</p>
<table border="1" cellpadding="4">
<tr><th></th><th>Current</th><th>Renewal offer</th></tr>
<tr><td>Equipment</td><td>DX-900 Pro + ADAS-C2 frame</td><td>DX-900 Pro (2025 platform) + ADAS-C2 frame re-certified</td></tr>
<tr><td>Monthly</td><td>&pound;149.00 + VAT</td><td>&pound;189.00 + VAT</td></tr>
<tr><td>Term</td><td>48 months (ends 31 May 2025)</td><td>36 months</td></tr>
</table>
<p>This offer is valid until 30 September 2024. I'd be happy to pop in to Peckham and talk it through.</p>
<p>Kind regards,<br>Sandra Whitlock<br>Account Manager, Diagnix Leasing Ltd<br>0161 496 0772</p>
</body></html>
""")
    # 3 PartsHub promo - HTML only (noise)
    build("mail/2024/07/partshub-summer-promo.eml",
          "PartsHub Trade <offers@partshub-trade.example>", CHIDI_WORK,
          "☀️ Summer trade savings - up to 30% off workshop consumables",
          london(2024, 7, 19, 7, 30), "html", html_cte="base64", html="""<html><body>
<h1 style="color:#d35400">Summer Trade Savings</h1>
<p>Stock up before the August rush. Trade account prices, next-day delivery across London.</p>
<table border="1" cellpadding="5">
<tr><th>Product</th><th>Was</th><th>Now</th></tr>
<tr><td>Nitrile gloves, box of 100 (L)</td><td>&pound;8.99</td><td>&pound;6.49</td></tr>
<tr><td>Brake cleaner 500ml x 12</td><td>&pound;29.99</td><td>&pound;21.99</td></tr>
<tr><td>5W-30 C3 fully synthetic 20L</td><td>&pound;94.00</td><td>&pound;72.50</td></tr>
<tr><td>Blue roll, 6 pack</td><td>&pound;24.00</td><td>&pound;17.50</td></tr>
</table>
<p>Offer ends 31 July. Use code SUMMER30 at checkout.</p>
<p style="font-size:10px">You are receiving this because you have a PartsHub trade account. Unsubscribe.</p>
</body></html>
""")
    # 4 Castlebridge notice - 7bit plain
    build("mail/2024/08/castlebridge-rent-review-notice.eml", PRIYA, CHIDI_WORK,
          "Unit 3 Carrow Yard - rent review 2025", london(2024, 8, 20, 11, 45), "plain",
          cte="7bit", body=E4_BODY)
    # 5 Chidi reply - 8bit, quoted
    build("mail/2024/09/re-rent-review-notice.eml", CHIDI_WORK, PRIYA,
          "Re: Unit 3 Carrow Yard - rent review 2025", london(2024, 9, 2, 21, 17), "plain",
          cte="8bit", reply_to_id="mail/2024/08/castlebridge-rent-review-notice.eml",
          body=E5_TOP + "\nOn Tue, 20 Aug 2024 at 11:45, Priya Nair wrote:\n" + quote(E4_BODY) + "\n")
    # 6 Ms Kwarteng - multipart/alternative, QP
    build("mail/2024/09/ada-personal-statement-comments.eml",
          "Harriet Kwarteng <h.kwarteng@goosegreen6f.example>",
          "Chidi Okonkwo <chidi.okonkwo@mailbox.example>, Ngozi Okonkwo <ngozi.okonkwo@mailbox.example>",
          "Adaeze - personal statement, draft 2", london(2024, 9, 23, 16, 40), "alt",
          cte="quoted-printable", body=E6_PLAIN, html=E6_HTML)
    # 7 ToolFlow quotation - multipart/mixed with base64 attachment
    build("mail/2024/10/toolflow-quotation.eml", MARCUS, CHIDI_WORK,
          "Your ToolFlow quotation - Vantor VT-70 + ADAS-Pro", london(2024, 10, 30, 10, 5),
          "mixed", cte="7bit", body=E7_BODY,
          attachments=[("ToolFlow_quotation_Okonkwo_Motors.txt", E7_ATTACH)])
    # 8 Ada forwards UCAS - base64 plain, forward
    build("mail/2024/10/fwd-ucas-application-sent.eml",
          "Ada Okonkwo <ada.okonkwo@mailbox.example>", CHIDI,
          "Fwd: Your UCAS application has been sent", london(2024, 10, 10, 20, 31), "plain",
          cte="base64", body=E8_BODY)
    # 9 ToolDepot receipt - HTML only (noise)
    build("mail/2024/11/tooldepot-order-receipt.eml",
          "ToolDepot <orders@tooldepot.example>", CHIDI_WORK,
          "Your ToolDepot order TD-5521904 has been dispatched", london(2024, 11, 4, 18, 22),
          "html", html="""<html><body>
<p>Hi Chidi, good news &ndash; your order is on its way.</p>
<table border="1" cellpadding="4">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>1/2&quot; drive impact socket set, 10&ndash;32mm</td><td>1</td><td>&pound;64.99</td></tr>
<tr><td>LED inspection lamp, rechargeable</td><td>2</td><td>&pound;39.98</td></tr>
<tr><td>Trolley jack 3 tonne low profile</td><td>1</td><td>&pound;119.00</td></tr>
<tr><td>Delivery</td><td></td><td>&pound;0.00</td></tr>
<tr><th>Total (inc VAT)</th><td></td><th>&pound;223.97</th></tr>
</table>
<p>Delivering to: Okonkwo Motors, Unit 3 Carrow Yard, London SE15. Track your parcel in the app.</p>
</body></html>
""")
    # 10 Graham Pike - base64 plain
    build("mail/2024/11/rent-review-advice-pike.eml",
          "Graham Pike <graham@pikeandco-surveyors.example>", CHIDI_WORK,
          "Unit 3 Carrow Yard - my view on the rent", london(2024, 11, 26, 9, 50), "plain",
          cte="base64", body=E10_BODY)
    # 11 Zikora flight options - alternative, QP
    build("mail/2024/12/zikora-flight-options.eml", IFEOMA, CHIDI,
          "Flight options London - Enugu, August 2025", london(2024, 12, 3, 12, 10), "alt",
          cte="quoted-printable", body=E11_PLAIN, html=E11_HTML)
    # 12 Chidi reply (aisle) - 7bit, quoted
    build("mail/2024/12/re-zikora-flight-options.eml", CHIDI, IFEOMA,
          "Re: Flight options London - Enugu, August 2025", london(2024, 12, 4, 22, 5),
          "plain", cte="quoted-printable",
          reply_to_id="mail/2024/12/zikora-flight-options.eml",
          body=E12_TOP + "\nOn 3 Dec 2024, at 12:10, Zikora Travel wrote:\n" + quote(E11_PLAIN) + "\n")
    # 13 Diagnix revised - alternative, base64 both parts, quoted
    top = E13_TOP + "\n-----Original Message-----\nFrom: Chidi Okonkwo\nSent: 07 January 2025\n\n" + quote(E13_QUOTED) + "\n"
    build("mail/2025/01/re-diagnix-renewal-revised.eml", SANDRA, CHIDI_WORK,
          "RE: Your Diagnix lease renewal - DX-900 Pro", london(2025, 1, 9, 15, 20), "alt",
          cte="base64", html_cte="base64",
          reply_to_id="mail/2024/07/diagnix-lease-renewal.eml", body=top,
          html="<html><body><p>Hi Chidi,</p><p>Thanks for being upfront, I appreciate it. I have been back to our pricing team. As a loyal customer, I can offer the DX-900 Pro with the ADAS-C2 frame at <b>&pound;176 per month + VAT</b> on the same 36 month term, with the software and calibration updates included.</p><p>I would also point out that a 36 month term means you are not locked in for four years, and there is no installation charge with us because the frame is already in your bay.</p><p>Kind regards,<br>Sandra Whitlock<br>Account Manager, Diagnix Leasing Ltd</p><blockquote>" + E13_QUOTED.replace("\n", "<br>") + "</blockquote></body></html>\n")
    # 14 Chidi changes dates - 8bit, quoted
    build("mail/2025/01/re-flights-change-dates.eml", CHIDI, IFEOMA,
          "Re: Flight options London - Enugu, August 2025 - DATES CHANGE",
          london(2025, 1, 27, 21, 40), "plain", cte="8bit",
          reply_to_id="mail/2024/12/re-zikora-flight-options.eml",
          body=E14_TOP + "\nOn 4 Dec 2024, at 22:05, Chidi Okonkwo wrote:\n" + quote(E12_TOP) + "\n")
    # 15 Peckham Traders newsletter - HTML only, QP
    build("mail/2025/01/peckham-traders-newsletter.eml",
          "Peckham Traders' Association <news@peckhamtraders.example>", CHIDI_WORK,
          "January Bulletin: rates relief drop-in, networking breakfast",
          london(2025, 1, 31, 8, 0), "html", html=E15_HTML,
          extra=[("List-Unsubscribe", "<mailto:news@peckhamtraders.example?subject=UNSUBSCRIBE>")])
    # 16 Castlebridge agreed - QP, quoted
    build("mail/2025/02/re-rent-review-agreed.eml", PRIYA, CHIDI_WORK,
          "RE: Unit 3 Carrow Yard - rent review - agreed terms", london(2025, 2, 18, 13, 2),
          "plain", cte="quoted-printable",
          reply_to_id="mail/2024/09/re-rent-review-notice.eml",
          body=E16_TOP + "\n-----Original Message-----\nFrom: Chidi Okonkwo\nSent: 18 February 2025 10:41\n\n" + quote(E16_QUOTED) + "\n")
    # 17 Chioma - base64 plain
    build("mail/2025/02/papa-80th-and-roof.eml",
          "Chioma Eze <chioma.eze@naijamail.example>",
          "Chidi Okonkwo <chidi.okonkwo@mailbox.example>",
          "Papa's 80th + the roof (abeg read)", london(2025, 2, 23, 19, 55), "plain",
          cte="base64", cc="Emeka Okonkwo <emeka.okonkwo@mailbox.example>", body=E17_BODY)
    # 18 Emeka reply - 8bit, quoted
    import datetime as _dt
    build("mail/2025/03/re-papa-80th-emeka.eml",
          "Emeka Okonkwo <emeka.okonkwo@mailbox.example>",
          "Chioma Eze <chioma.eze@naijamail.example>",
          "Re: Papa's 80th + the roof (abeg read)",
          _dt.datetime(2025, 3, 1, 21, 14, tzinfo=tz(-6)), "plain", cte="8bit",
          cc="Chidi Okonkwo <chidi.okonkwo@mailbox.example>",
          reply_to_id="mail/2025/02/papa-80th-and-roof.eml",
          body=E18_TOP + "\nOn Sun, Feb 23, 2025, Chioma Eze wrote:\n" + quote(E18_QUOTED) + "\n")
    # 19 Diagnix final offer - alternative, 7bit + QP html
    build("mail/2025/03/diagnix-final-offer.eml", SANDRA, CHIDI_WORK,
          "Final renewal offer - please read before you sign elsewhere",
          london(2025, 3, 20, 11, 30), "alt", cte="7bit", body=E19_PLAIN, html=E19_HTML)
    # 20 Zikora booking - HTML only base64
    build("mail/2025/03/zikora-booking-confirmed.eml", IFEOMA, CHIDI,
          "Booking confirmed - Okonkwo family x4 - London / Enugu August 2025",
          london(2025, 3, 28, 16, 2), "html", html_cte="base64", html=E20_HTML)
    # 21 Chidi accepts Diagnix - 7bit, quoted
    build("mail/2025/04/re-diagnix-final-offer-accept.eml", CHIDI_WORK, SANDRA,
          "Re: Final renewal offer - please read before you sign elsewhere",
          london(2025, 4, 11, 8, 47), "plain", cte="7bit",
          reply_to_id="mail/2025/03/diagnix-final-offer.eml",
          body=E21_TOP + "\nOn 20 Mar 2025, at 11:30, Sandra Whitlock wrote:\n" + quote(E19_PLAIN) + "\n")
    # 22 Chidi declines ToolFlow - 8bit, quoted
    build("mail/2025/04/re-toolflow-paperwork-decline.eml", CHIDI_WORK, MARCUS,
          "Re: Vantor agreement - paperwork", london(2025, 4, 11, 9, 5), "plain",
          cte="8bit", reply_to_id="mail/2024/10/toolflow-quotation.eml",
          body=E22_TOP + "\nOn 3 Apr 2025, at 16:20, Marcus Hale wrote:\n" + quote(E22_QUOTED) + "\n")
    # 23 Bernadette - concert moved - QP plain
    build("mail/2025/04/summer-concert-new-date-venue.eml",
          "Bernadette Ofori <bernadette.ofori@emmanuelpeckham.example>",
          "Emmanuel Choir members <undisclosed-recipients:;>",
          "Summer concert - NEW DATE and NEW VENUE", london(2025, 4, 15, 18, 20), "plain",
          cte="quoted-printable", body=E23_PLAIN)
    # 24 Fenwick & Rowe - alternative QP
    build("mail/2025/05/memorandum-of-rent-review.eml",
          "Olivia Rowe <o.rowe@fenwickrowe-law.example>", CHIDI_WORK,
          "Unit 3 Carrow Yard - memorandum of rent review for signature",
          london(2025, 5, 8, 10, 15), "alt", cte="quoted-printable", body=E24_PLAIN,
          html=E24_HTML, cc="Priya Nair <p.nair@castlebridge-pm.example>")
    # 25 Diagnix agreement docs - multipart/mixed, base64 attachment
    build("mail/2025/05/diagnix-agreement-documents.eml", SANDRA, CHIDI_WORK,
          "Welcome back - your Diagnix agreement documents", london(2025, 5, 13, 14, 44),
          "mixed", cte="7bit", body=E25_BODY,
          attachments=[("Agreement_summary.txt", E25_ATTACH)])
