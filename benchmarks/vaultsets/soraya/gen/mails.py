# -*- coding: utf-8 -*-
"""25 .eml files under vault/mail/YYYY/MM/."""
from common import new_msg, finish_msg, mail_date, tz, PST, PDT, IRST, EST

ME = "Soraya Karimi <soraya.karimi@mailbox.example>"
ME_WORK = "Soraya Karimi <soraya.k@lumenpay.example>"
KAVEH = "Kaveh Karimi <kaveh.karimi@northmail.example>"
PRIYA = "Priya Nandakumar <priya.n@lumenpay.example>"
DANA = "Dana Oyelaran <dana@fieldwise-recruiting.example>"
FARHAD = "Farhad Zand <f.zand@parsiansafar.example>"


def html_page(title, body):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,Helvetica,sans-serif;color:#222\">\n%s\n</body></html>\n"
            % (title, body))


def build():
    # ------------------------------------------------------------------ m1
    rel = "mail/2024/03/2024-03-14-khaleh-mina-nowruz-lunch.eml"
    m = new_msg("Mina Rahimi <mina.rahimi@shabnam-mail.example>", ME,
                "ناهار عید 🌷 Nowruz lunch", mail_date(2024, 3, 14, 21, 12, PDT),
                "<c41f0a2e-mina-0314@shabnam-mail.example>")
    m.set_content("""سلام سورایا جان،

عیدت پیشاپیش مبارک! ناهار روز یکشنبه ۲۴ مارس خونه‌ی ما، ساعت یک بیا.
سبزی پلو ماهی درست می‌کنم، فقط خودت بیا، چیزی نیار.

Address for your GPS (you always get lost in Richmond!):
7431 Minoru Gate, Richmond, BC V6Y 1R8
Buzzer 0412. Street parking is free on Sundays, don't pay the machine.

کاوه زنگ زد، تورنتو هست و نمی‌تونه بیاد. گلناز و بچه‌ها میان.
اگه خواستی شیرینی بخری از قنادی نخر، خودم نون نخودچی پختم.

به مامان و بابا سلام برسون. بگو جاشون خالیه.
قربونت برم،
خاله مینا
""", charset="utf-8", cte="8bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m2
    rel = "mail/2024/04/2024-04-09-fieldwise-quote-tidewater.eml"
    m = new_msg(DANA, ME_WORK, "Quote: Tidewater recruit (12 + 2 floaters)",
                mail_date(2024, 4, 9, 10, 41, PDT), "<q-20240409-tidewater@fieldwise-recruiting.example>")
    text = """Hi Soraya,

Thanks for the call this morning. Here is our quote for the Tidewater recruit.

Scope
- 12 participants + 2 floaters, 60-minute sessions, May 14-30
- Screener: adults 25-55 who split bills with roommates/partners at least monthly,
  mix of iOS and Android, no fintech/bank employees
- Mix of in-person (downtown) and 2 remote

Pricing
- Recruiting fee: $145 per completed participant (floaters billed at the same rate)
- Screener drafting + 1 revision: included
- Incentives are paid by you (you mentioned GiftLoop, that works). For this audience and
  a 60-minute session, $75 is market rate; below $60 we start losing the people you want.

A tip from painful experience: money-topic studies have higher no-show rates. Book the 2 floaters
for your busiest days, and let us send SMS reminders 24h and 2h before each session. With both,
our no-show rate on fintech studies drops to about 5%. Without, it's closer to 15-20%.

Timeline: screener live within 3 business days of sign-off, full recruit in ~2 weeks.

Let me know if you'd like to go ahead and I'll send the agreement.

Best,
Dana Oyelaran
Senior Recruiter, Fieldwise Recruiting
604-555-0164
"""
    html = html_page("Quote", """<p>Hi Soraya,</p>
<p>Thanks for the call this morning. Here is our quote for the Tidewater recruit.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Item</th><th align="left">Detail</th><th align="right">Price</th></tr>
<tr><td>Recruiting fee</td><td>12 participants + 2 floaters, 60-min sessions, May 14&ndash;30</td><td align="right">$145 / completed participant</td></tr>
<tr><td>Screener</td><td>drafting + 1 revision</td><td align="right">included</td></tr>
<tr><td>Incentives</td><td>paid by client (GiftLoop OK); $75 is market rate for 60 min</td><td align="right">&mdash;</td></tr>
</table>
<p>A tip from painful experience: money-topic studies have higher no-show rates. Book the 2 floaters for your
busiest days, and let us send SMS reminders 24h and 2h before each session. With both, our no-show rate on
fintech studies drops to about 5%. Without, it&rsquo;s closer to 15&ndash;20%.</p>
<p>Timeline: screener live within 3 business days of sign-off, full recruit in ~2 weeks.</p>
<p>Best,<br>Dana Oyelaran<br>Senior Recruiter, Fieldwise Recruiting<br>604-555-0164</p>""")
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m3
    rel = "mail/2024/04/2024-04-22-re-tidewater-budget.eml"
    m = new_msg(PRIYA, ME_WORK, "Re: Tidewater round 1 - budget ask",
                mail_date(2024, 4, 22, 16, 5, PDT), "<CAPn8812-0422@lumenpay.example>",
                in_reply_to="<sk-0419-budget@lumenpay.example>")
    m.set_content("""Approved! Go ahead with Fieldwise and the GiftLoop cards, $75 per session is fine.
Let's cap the whole thing at $3,600 (recruit + incentives) and you tell me if it creeps.

Please loop in finance (Marco) so the GiftLoop funding goes through the right cost centre,
and keep the incentive ledger up to date - audit asked about it last year.

P

On Fri, Apr 19, 2024 at 3:12 PM Soraya Karimi <soraya.k@lumenpay.example> wrote:
> Hi Priya,
>
> Budget ask for Tidewater round 1:
> - Recruiting via Fieldwise: 14 recruits (12 + 2 floaters) x $145 = $2,030
> - Incentives: 14 x $75 GiftLoop e-gift cards = $1,050 (floaters get paid even if unused)
> - Buffer for reissues/no-shows: ~$300
> Total ~ $3,380.
>
> Sessions May 14-30, Tue/Thu. I'll book the research room for those days.
>
> Thanks!
> Soraya
""", cte="7bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m4 (HTML only, base64)
    rel = "mail/2024/05/2024-05-06-giftloop-funding-receipt.eml"
    m = new_msg("GiftLoop Billing <billing@giftloop.example>", ME_WORK,
                "Receipt: your GiftLoop balance has been funded",
                mail_date(2024, 5, 6, 8, 30, PDT), "<rcpt-GL-20931@giftloop.example>")
    m.set_content(html_page("GiftLoop receipt", """<h2 style="color:#2a7">GiftLoop</h2>
<p>Hi Soraya, thanks! Your account <b>Lumenpay Research</b> has been funded.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Invoice</th><td>GL-INV-20931</td></tr>
<tr><th align="left">Date</th><td>May 6, 2024</td></tr>
<tr><th align="left">Amount funded</th><td>CAD 1,200.00</td></tr>
<tr><th align="left">Processing fee</th><td>CAD 0.00</td></tr>
<tr><th align="left">Payment</th><td>Corporate card ending 4417</td></tr>
<tr><th align="left">New balance</th><td>CAD 1,200.00</td></tr>
</table>
<p>Send rewards from your dashboard. Unclaimed rewards return to your balance after 90 days.</p>
<p style="font-size:11px;color:#888">GiftLoop Inc. &middot; You are receiving this because you are a billing contact.</p>"""),
        subtype="html", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m5 (HTML only, QP, promo)
    rel = "mail/2024/05/2024-05-18-cadenza-spring-newsletter.eml"
    m = new_msg("Cadenza Music Supply <news@cadenzamusic.example>", ME,
                "🎶 Choral Spring Sale: 15% off octavos + new Gjeilo arrangements",
                mail_date(2024, 5, 18, 7, 0, PDT), "<nl-2024-05-spring@cadenzamusic.example>",
                extra=[("List-Unsubscribe", "<https://cadenzamusic.example/unsub?u=77812>")])
    m.set_content(html_page("Cadenza Music Supply", """<table width="600" cellpadding="8" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#3b2a5a;color:#fff;font-size:22px">Cadenza Music Supply &mdash; Choral Spring Sale</td></tr>
<tr><td>
<p>Planning next season? Save <b>15% on all choral octavos</b> until May 31 with code <b>SPRING15</b>.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th>New &amp; noteworthy</th><th>Voicing</th><th>Price</th></tr>
<tr><td>Ola Gjeilo &ndash; The Rose</td><td>SATB, piano</td><td>$3.75</td></tr>
<tr><td>Eric Whitacre &ndash; Sleep</td><td>SATB div.</td><td>$4.25</td></tr>
<tr><td>Moses Hogan &ndash; Ev&rsquo;ry Time I Feel the Spirit</td><td>SATB</td><td>$3.50</td></tr>
</table>
<p>Church and community choirs: ask about our bulk discount for orders of 30+ copies.</p>
<p>Free shipping on orders over $250 within Canada.</p>
</td></tr>
<tr><td style="font-size:11px;color:#888">You subscribed at cadenzamusic.example. Unsubscribe any time.</td></tr>
</table>"""), subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m6 (mixed, base64 attachment)
    rel = "mail/2024/06/2024-06-03-invitation-letter-draft-to-kaveh.eml"
    m = new_msg(ME, KAVEH, "invitation letter draft - can you read it?",
                mail_date(2024, 6, 3, 22, 47, PDT), "<sk-0603-letter@mailbox.example>")
    m.set_content("""Kaveh jan,

Attached is the draft of the invitation letter for Maman & Baba. The passport numbers
and birth dates are copied from the scans Baba sent on WhatsApp, please double check
them against your copy of the scans if you still have it.

Be brutal. I know it's too long.

Also: do I need to get it notarized? The IRCC page is confusing.

S
""", cte="7bit")
    letter = """June 3, 2024

Visa Officer
Immigration, Refugees and Citizenship Canada

Re: Invitation letter - temporary resident visa for my parents

Dear Visa Officer,

I, Soraya Karimi (born 1988-05-17), a Canadian citizen residing at 2210 Wendell Crescent,
North Vancouver, BC V7L 0A9, am writing to invite my parents to visit me in Canada:

  1. Hossein Karimi, born 1953-02-11, passport number P48213377
  2. Parvin Karimi, born 1957-08-30, passport number P48213378

Both live at No. 14, Kuche 9, Zand Boulevard, Shiraz, Iran.

The purpose of the visit is to spend time with family, including the Persian celebration of
Shab-e Yalda, which we have not celebrated together since 2016. They plan to arrive on
October 5, 2024 and to leave Canada on January 10, 2025, as shown in the attached flight
reservation.

During their stay they will live with me at the address above. I will cover their
accommodation, food, local transportation and visitor medical insurance.

I have worked at Lumenpay Inc. in Vancouver as a UX Researcher II since March 2021
(employment letter and my 2023 Notice of Assessment attached). My household consists of
myself only.

My parents have strong ties to Iran: my father is a retired high school teacher receiving a
pension, they own their home in Shiraz, and my mother's sister and extended family live there.
They travelled to Turkey in 2019 and to the UAE in 2022 and returned on time.

Thank you for considering their applications.

Sincerely,

Soraya Karimi
604-555-0123 | soraya.karimi@mailbox.example
"""
    m.add_attachment(letter, subtype="plain", filename="invitation_letter_draft.txt", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m7
    rel = "mail/2024/06/2024-06-20-ircc-submission-confirmation.eml"
    m = new_msg("IRCC Online <no-reply@ircc-portal.example>", ME,
                "Confirmation of submission - Application for a Temporary Resident Visa",
                mail_date(2024, 6, 20, 23, 58, PDT), "<ircc-conf-20240620-5521@ircc-portal.example>")
    m.set_content("""This is an automated message. Please do not reply.

Your application(s) have been submitted.

Submitted by: Soraya Karimi (person assisting the applicants)
Date submitted: June 20, 2024

Applicant: KARIMI, HOSSEIN
Application type: Visitor visa (Temporary Resident Visa), outside Canada
Application number: V330112847
Fees paid: processing CAD 100.00, biometrics CAD 85.00

Applicant: KARIMI, PARVIN
Application type: Visitor visa (Temporary Resident Visa), outside Canada
Application number: V330112851
Fees paid: processing CAD 100.00, biometrics CAD 85.00

What happens next
- Each applicant will receive a Biometric Instruction Letter (BIL) in their account.
  They must give biometrics within 30 days of the letter.
- Keep your application number. You will need it to check your status and to contact us.

Immigration, Refugees and Citizenship Canada (demo portal)
""", cte="7bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m8 (Persian, base64)
    rel = "mail/2024/07/2024-07-08-baba-biometrics.eml"
    m = new_msg("Hossein Karimi <hossein.karimi@parsmail.example>", ME,
                "انگشت‌نگاری", mail_date(2024, 7, 8, 19, 25, IRST),
                "<hk-0708-biometric@parsmail.example>")
    m.set_content("""سلام دخترم، قربونت برم

نامه‌ی بیومتریک (BIL) رسید و نوبت انگشت‌نگاری گرفتیم:
سه‌شنبه ۲۶ تیر — یعنی 16 July — ساعت ۱۰ صبح
VFS Global Ankara (مرکز درخواست ویزای کانادا در آنکارا)

با مادرت از شیراز پرواز داریم به استانبول و بعد آنکارا. دو شب هتل نزدیک مرکز می‌مونیم.
نامه‌ها رو چاپ کردیم، پاسپورت‌ها هم همراهمونه. عکس‌ها رو هم آوردیم اگه لازم شد.

مادرت می‌گه به کاوه هم بگو. خودم بهش زنگ می‌زنم.
مواظب خودت باش و زیاد کار نکن.

قربانت،
بابا
""", charset="utf-8", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m9 (mixed, base64 attachment)
    rel = "mail/2024/07/2024-07-25-beacon-policy-documents.eml"
    m = new_msg("Beacon Visitor Plan <policies@beaconvisitor.example>", ME,
                "Your Beacon Visitor Plan policy documents",
                mail_date(2024, 7, 25, 14, 2, PDT), "<pol-771903-docs@beaconvisitor.example>")
    m.set_content("""Dear Soraya Karimi,

Thank you for choosing Beacon Visitor Plan.

Your policy summary is attached. Please keep a copy for your records and give a copy
to each insured traveller. Your payment confirmation was sent in a separate e-mail.

In a medical emergency, the insured must call our 24/7 assistance line BEFORE going to
a clinic or hospital whenever possible: 1-888-555-0147.

Kind regards,
Beacon Visitor Plan - Policy Services
""", cte="7bit")
    summary = """BEACON VISITOR PLAN - POLICY SUMMARY
=====================================

Policy number:     BVP-2024-771903
Plan:              Beacon Visitor Plan - Stable Pre-existing Coverage
Purchaser:         Soraya Karimi, North Vancouver, BC

Insured travellers
  1. KARIMI, Hossein   age 71
  2. KARIMI, Parvin    age 67

Coverage period:   2024-10-05 to 2025-01-31 (119 days)
Sum insured:       CAD 150,000 per person
Deductible:        CAD 300 per claim
Stable pre-existing conditions: covered if stable for 90 days before the effective date

Claims: submit original receipts within 90 days of treatment at beaconvisitor.example/claims
Assistance (24/7): 1-888-555-0147

This summary is not the full policy wording. In case of conflict, the policy wording applies.
"""
    m.add_attachment(summary, subtype="plain", filename="policy_summary.txt", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m10 (forward)
    rel = "mail/2024/08/2024-08-14-fwd-ircc-passport-request.eml"
    m = new_msg(ME, KAVEH, "Fwd: IRCC - Request for passport (APPROVED!!!)",
                mail_date(2024, 8, 14, 12, 31, PDT), "<sk-0814-fwd@mailbox.example>")
    m.set_content("""KAVEH. They got approved!!! Both of them, Maman's came ten minutes after Baba's.
I'm sitting in the stairwell at work shaking. Forwarding Baba's one below.
They need to send the passports to the visa centre within 30 days. I'll call them tonight.

S

---------- Forwarded message ---------
From: IRCC Online <no-reply@ircc-portal.example>
Date: Wed, Aug 14, 2024 at 11:58 AM
Subject: Request for passport
To: Soraya Karimi <soraya.karimi@mailbox.example>

Application number: V330112847
Applicant: KARIMI, HOSSEIN

We have reviewed the application and require your passport to finalize it.
Please submit your passport, a copy of this letter and two photos to the visa
application centre (VAC) where you gave your biometrics, within 30 days.

This letter is not a visa. Do not make final travel plans until you receive your
passport back with the visa counterfoil.

Immigration, Refugees and Citizenship Canada (demo portal)
""", cte="7bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m11 (HTML only, QP)
    rel = "mail/2024/08/2024-08-29-parsian-safar-itinerary.eml"
    m = new_msg(FARHAD, ME, "Itinerary / برنامه پرواز - KARIMI HOSSEIN + KARIMI PARVIN - QX7PLM",
                mail_date(2024, 8, 29, 11, 15, IRST), "<itin-QX7PLM-0829@parsiansafar.example>",
                cc=KAVEH)
    m.set_content(html_page("Itinerary QX7PLM", """<p>Dear Ms. Karimi,</p>
<p>As requested by your father, please find the confirmed itinerary for your parents below.
E-tickets have been issued. Baggage: 2 &times; 23 kg per passenger.</p>
<p><b>Booking reference: QX7PLM</b><br>Passengers: KARIMI/HOSSEIN MR, KARIMI/PARVIN MRS</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#eee"><th>Flight</th><th>From</th><th>To</th><th>Departs</th><th>Arrives</th></tr>
<tr><td>TK 883</td><td>Shiraz (SYZ)</td><td>Istanbul (IST)</td><td>Fri 04 Oct 2024 03:10</td><td>Fri 04 Oct 2024 06:05</td></tr>
<tr><td>TK 75</td><td>Istanbul (IST)</td><td>Vancouver (YVR)</td><td>Sat 05 Oct 2024 13:55</td><td>Sat 05 Oct 2024 15:40</td></tr>
<tr><td>TK 76</td><td>Vancouver (YVR)</td><td>Istanbul (IST)</td><td>Fri 10 Jan 2025 17:55</td><td>Sat 11 Jan 2025 14:30</td></tr>
<tr><td>TK 882</td><td>Istanbul (IST)</td><td>Shiraz (SYZ)</td><td>Sat 11 Jan 2025 19:40</td><td>Sun 12 Jan 2025 00:35</td></tr>
</table>
<p><b>Istanbul overnight (04&ndash;05 Oct):</b> we booked your parents a room at the
<b>Firuze Airport Inn</b> (Taytakad&#305;n, Arnavutk&ouml;y), 7 minutes by free shuttle from IST,
breakfast included. The shuttle leaves from arrivals exit 8 every 30 minutes. Your father
has the voucher printed.</p>
<p>All times are local. Please check wheelchair assistance: requested for Mrs. Karimi at IST (long walk).</p>
<p>With best regards,<br>Farhad Zand<br>Parsian Safar Travel Agency, Shiraz<br>+98 71 5555 0199</p>"""),
        subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m12 (alternative, QP)
    rel = "mail/2024/09/2024-09-10-frontrow-speaker-confirmation.eml"
    m = new_msg("Hannah Lee-Mercer <speakers@frontrowux.example>", ME_WORK,
                "FrontRow UX Summit 2024 - you're confirmed! Speaker details",
                mail_date(2024, 9, 10, 9, 20, tz(-4)),
                "<spk-2024-karimi@frontrowux.example>")
    text = """Hi Soraya,

We're thrilled to confirm your talk at FrontRow UX Summit 2024 in Toronto!

Talk:     Money Talks Quietly: Researching Financial Shame
Date:     Friday, November 8, 2024
Time:     10:30-11:00 AM (22 min talk + Q&A)
Room:     Studio B, Corktown Forum, 120 Sumach Lane, Toronto

Speaker dinner: Thursday, November 7, 7:00 PM at Bar Cerulean (two blocks from the venue).
Please RSVP by October 15.

Honorarium: CAD 500. Travel: we reimburse economy airfare up to CAD 800 - please submit
receipts by December 15 through the speaker portal.

A/V: 16:9, HDMI, clicker provided. Slides to us by November 1 as a backup.

See you in Toronto!
Hannah Lee-Mercer
Speaker Experience, FrontRow UX Summit
"""
    html = html_page("FrontRow speaker details", """<p>Hi Soraya,</p>
<p>We&rsquo;re thrilled to confirm your talk at <b>FrontRow UX Summit 2024</b> in Toronto!</p>
<table border="0" cellpadding="4">
<tr><td><b>Talk</b></td><td>Money Talks Quietly: Researching Financial Shame</td></tr>
<tr><td><b>Date</b></td><td>Friday, November 8, 2024</td></tr>
<tr><td><b>Time</b></td><td>10:30&ndash;11:00 AM (22 min talk + Q&amp;A)</td></tr>
<tr><td><b>Room</b></td><td>Studio B, Corktown Forum, 120 Sumach Lane, Toronto</td></tr>
</table>
<p>Speaker dinner: Thursday, November 7, 7:00 PM at Bar Cerulean. Please RSVP by October 15.</p>
<p>Honorarium: CAD 500. Travel: economy airfare reimbursed up to CAD 800 &mdash; receipts by December 15.</p>
<p>See you in Toronto!<br>Hannah Lee-Mercer<br>Speaker Experience, FrontRow UX Summit</p>""")
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m13 (alternative, QP text + base64 html)
    rel = "mail/2024/10/2024-10-21-frontrow-schedule-change.eml"
    EDT = tz(-4)
    m = new_msg("Hannah Lee-Mercer <speakers@frontrowux.example>", ME_WORK,
                "Schedule update: your FrontRow session has moved",
                mail_date(2024, 10, 21, 13, 47, EDT), "<spk-2024-karimi-update@frontrowux.example>",
                in_reply_to="<spk-2024-karimi@frontrowux.example>")
    text = """Hi Soraya,

Quick but important update: because the opening keynote now runs long and we've added a
panel to the morning, your session has moved.

NEW: Friday, November 8, 3:45-4:15 PM, Lakeview Hall (ground floor)
(was: 10:30 AM, Studio B)

Good news: Lakeview Hall seats 220, so more people will see your talk. Tech check is at
3:15 PM in the room; the AV tech will have your slides loaded from the backup you send us.

Everything else (speaker dinner, honorarium, travel) is unchanged. Please update your
calendar - the app will show the new time from tomorrow.

Thanks for being flexible!
Hannah
"""
    html = html_page("Schedule update", """<p>Hi Soraya,</p>
<p>Quick but important update: because the opening keynote now runs long and we&rsquo;ve added a panel to the morning,
your session has moved.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th></th><th>Day</th><th>Time</th><th>Room</th></tr>
<tr><td><b>NEW</b></td><td>Friday, November 8</td><td>3:45&ndash;4:15 PM</td><td>Lakeview Hall (ground floor)</td></tr>
<tr style="color:#999"><td>was</td><td>Friday, November 8</td><td>10:30 AM</td><td>Studio B</td></tr>
</table>
<p>Tech check: 3:15 PM in the room. Everything else is unchanged.</p>
<p>Thanks for being flexible!<br>Hannah</p>""")
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m14 (reply)
    rel = "mail/2024/10/2024-10-02-re-gala-auction-donation.eml"
    m = new_msg("Bernie Cho <bernie.cho@lionsgatechoir.example>", ME,
                "Re: Encore Gala - silent auction donation + volunteering",
                mail_date(2024, 10, 2, 20, 14, PDT), "<bc-1002-gala@lionsgatechoir.example>",
                in_reply_to="<sk-1001-gala@mailbox.example>")
    m.set_content("""Soraya, you're a star. Something from Iran will be a hit - last year the
handmade quilt went for $600 and people still talk about it.

Drop-off: please bring your item to the Lonsdale Arts House front desk by
Monday, November 18 (they're open 9-5). Tell them it's for the Lions Gate choir
auction, and tape a note on it with your name and an estimated value. I'll write
up the bid sheet from that.

And yes please to the auction table! I've put you down for 5:30-8:00 with Deb.
I'll bring the card reader.

Bernie

On Tue, Oct 1, 2024 at 9:40 PM Soraya Karimi <soraya.karimi@mailbox.example> wrote:
> Hi Bernie,
>
> I'd love to donate something for the silent auction - my mom is arriving from Iran
> on Saturday and she's bringing something special for it. I'll send you the details
> once it's here and in one piece.
>
> Also happy to do a shift at the auction table if you still need people.
>
> Soraya
""", cte="7bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m15 (HTML only, base64)
    rel = "mail/2024/10/2024-10-15-harbourline-hotel-confirmation.eml"
    m = new_msg("Harbourline Hotel Toronto <reservations@harbourlinehotel.example>", ME_WORK,
                "Your reservation is confirmed",
                mail_date(2024, 10, 15, 18, 3, EDT), "<res-5528190@harbourlinehotel.example>")
    m.set_content(html_page("Reservation confirmed", """<h2>Harbourline Hotel Toronto</h2>
<p>Dear Ms. Karimi, thank you for your reservation. We look forward to welcoming you.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Confirmation number</th><td>HLT-5528190</td></tr>
<tr><th align="left">Guest</th><td>Soraya Karimi</td></tr>
<tr><th align="left">Arrival</th><td>Wednesday, November 6, 2024 (check-in from 3 PM)</td></tr>
<tr><th align="left">Departure</th><td>Saturday, November 9, 2024 (check-out by 11 AM)</td></tr>
<tr><th align="left">Room</th><td>Standard King, non-smoking, high floor requested</td></tr>
<tr><th align="left">Rate</th><td>CAD 219.00 per night (corporate rate LUMENPAY), taxes extra</td></tr>
<tr><th align="left">Guarantee</th><td>Card ending 4417</td></tr>
</table>
<p>Address: 317 Front Street West, Toronto, ON. Union Station is a 5-minute walk.</p>
<p>Free cancellation until 4 PM the day before arrival.</p>"""), subtype="html", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m16 (HTML only, base64)
    rel = "mail/2024/11/2024-11-04-cadenza-order-receipt.eml"
    m = new_msg("Cadenza Music Supply <orders@cadenzamusic.example>", ME,
                "Thanks for your order!", mail_date(2024, 11, 4, 23, 16, PST),
                "<order-448812@cadenzamusic.example>")
    m.set_content(html_page("Order confirmation", """<h2>Cadenza Music Supply</h2>
<p>Hi Soraya, we&rsquo;ve received your order and it will ship within 2 business days.</p>
<p><b>Order #CMS-448812</b> &middot; placed November 4, 2024</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Item</th><th>Qty</th><th>Each</th><th>Total</th></tr>
<tr><td>Gjeilo, Ola &ndash; Northern Lights (SATB) octavo</td><td>40</td><td>$3.95</td><td>$158.00</td></tr>
<tr><td colspan="3" align="right">Shipping (Canada Post, tracked)</td><td>$12.50</td></tr>
<tr><td colspan="3" align="right">GST 5%</td><td>$8.53</td></tr>
<tr><td colspan="3" align="right"><b>Total charged</b></td><td><b>$179.03</b></td></tr>
</table>
<p>Ship to: Soraya Karimi, 2210 Wendell Crescent, North Vancouver BC</p>
<p>Need an invoice for your choir treasurer? Reply to this e-mail and we&rsquo;ll send a PDF.</p>"""),
        subtype="html", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m17 (reply, 8bit)
    rel = "mail/2024/11/2024-11-27-re-return-flight-change.eml"
    m = new_msg(FARHAD, ME, "Re: تغییر تاریخ برگشت / return date change - QX7PLM",
                mail_date(2024, 11, 27, 10, 2, IRST), "<chg-QX7PLM-1127@parsiansafar.example>",
                cc=KAVEH, in_reply_to="<sk-1126-return@mailbox.example>")
    m.set_content("""Dear Ms. Karimi,

Done. Your parents' return is changed as requested:

  TK 76   Vancouver (YVR) -> Istanbul (IST)   Fri 24 Jan 2025  17:55 -> Sat 25 Jan 14:30
  TK 882  Istanbul (IST)  -> Shiraz (SYZ)     Sat 25 Jan 2025  19:40 -> Sun 26 Jan 00:35

Booking reference is the same (QX7PLM). Change fee: USD 150 per passenger (USD 300 total),
paid by card today. New e-tickets are attached to your father's WhatsApp.

سلام من رو به آقای کریمی برسونید. شب یلدا خوش بگذره!

Best regards,
Farhad Zand
Parsian Safar Travel Agency, Shiraz

On Tue, Nov 26, 2024 at 8:30 PM Soraya Karimi <soraya.karimi@mailbox.example> wrote:
> Dear Mr. Zand,
>
> My parents would like to stay for Yalda and a little longer. Could we move the return
> flights (TK 76 / TK 882) from January 10 to January 24, same times if possible?
> Their visas are valid well past that, I checked.
>
> Thank you!
> Soraya Karimi
""", charset="utf-8", cte="8bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m18 (alternative, base64 both)
    rel = "mail/2024/12/2024-12-09-your-2024-review-summary.eml"
    m = new_msg(PRIYA, ME_WORK, "Your 2024 review - summary",
                mail_date(2024, 12, 9, 17, 40, PST), "<CAPn9921-1209@lumenpay.example>")
    text = """Hi Soraya,

Thanks for the conversation last Thursday. As promised, the written summary:

Overall rating: Exceeds Expectations

Highlights
- Tidewater round 1: fast, rigorous, and it changed the product (Split v2).
- Research ops: the incentive ledger and consent templates are now the team standard.
- FrontRow talk: great external visibility; two candidates mentioned it.
- Mentoring Ines.

Growth areas
- Bring research in earlier, at roadmap time, not only at validation.
- Quant: survey design and basic stats. I'll find you a course budget.

Compensation
- Merit increase: 4.5% effective January 1, 2025.
- Senior UX Researcher: let's build the case together for the mid-2025 cycle.

4-day week: not a no. Write me a proposal in January with a coverage plan.

And the book I mentioned: "Just Enough Research" by Erika Hall - read the chapter on
organizational research first, it's basically your ops work.

Priya
"""
    html = html_page("Review summary", """<p>Hi Soraya,</p>
<p>Thanks for the conversation last Thursday. As promised, the written summary:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Overall rating</th><td>Exceeds Expectations</td></tr>
<tr><th align="left">Merit increase</th><td>4.5% effective January 1, 2025</td></tr>
<tr><th align="left">Promotion</th><td>Senior UX Researcher &mdash; build the case for mid-2025</td></tr>
</table>
<p><b>Highlights:</b> Tidewater round 1, research ops, FrontRow talk, mentoring Ines.</p>
<p><b>Growth:</b> research earlier at roadmap time; quant skills (course budget).</p>
<p>4-day week: not a no. Write me a proposal in January with a coverage plan.</p>
<p>Book: <i>Just Enough Research</i> by Erika Hall &mdash; start with the chapter on organizational research.</p>
<p>Priya</p>""")
    m.set_content(text, cte="base64")
    m.add_alternative(html, subtype="html", cte="base64")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m19 (HTML only, QP newsletter)
    rel = "mail/2024/12/2024-12-16-lumen-ledger-newsletter.eml"
    m = new_msg("Lumenpay Internal Comms <comms@lumenpay.example>", "all-staff@lumenpay.example",
                "The Lumen Ledger - December edition",
                mail_date(2024, 12, 16, 8, 0, PST), "<ledger-2024-12@lumenpay.example>")
    m.set_content(html_page("The Lumen Ledger", """<table width="640" cellpadding="10" cellspacing="0">
<tr><td style="background:#0b3d5c;color:#fff;font-size:24px">The Lumen Ledger &middot; December</td></tr>
<tr><td>
<h3>Holiday party</h3>
<p>Thursday Dec 19, 5 PM, the 14th floor lounge. Ugly sweaters encouraged, not required.</p>
<h3>New ways of working: 4-day week pilot</h3>
<p>From Q1 2025 employees can apply for a reduced 4-day schedule (0.8 FTE) or compressed hours.
Talk to your manager first; HR will issue an amendment letter for approved arrangements.</p>
<h3>Office updates</h3>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th>Area</th><th>What</th><th>When</th></tr>
<tr><td>14th floor research rooms</td><td>Renovation (soundproofing, new observation room)</td><td>Feb&ndash;Apr 2025</td></tr>
<tr><td>Bike room</td><td>New racks + repair station</td><td>January</td></tr>
<tr><td>Kitchen</td><td>Oat milk on tap (finally)</td><td>now</td></tr>
</table>
<h3>Kudos</h3>
<p>Shout-out to the Design Research team for the Split v2 launch and to everyone who spoke at conferences this year.</p>
</td></tr></table>"""), subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m20 (reply)
    rel = "mail/2025/01/2025-01-13-re-four-day-week-proposal.eml"
    m = new_msg(PRIYA, ME_WORK, "Re: 4-day week proposal",
                mail_date(2025, 1, 13, 11, 22, PST), "<CAPn1003-0113@lumenpay.example>",
                in_reply_to="<sk-0106-4day@lumenpay.example>")
    m.set_content("""Soraya - approved, and thank you for such a clear proposal.

- 0.8 FTE: 32 hours over 4 days, 80% salary, benefits unchanged
- Start Monday, February 3
- Day off: Friday, as you proposed
- We review together at the end of April

Tamsin in HR will send the amendment letter this week. Please put your off day in
your calendar and Slack status so the PMs stop booking you.

P

On Mon, Jan 6, 2025 at 9:05 AM Soraya Karimi <soraya.k@lumenpay.example> wrote:
> Hi Priya,
>
> As promised at my review, here is my proposal for a 4-day week (doc attached in Drive):
> 32 hours, 80% pay, starting Feb 3, with Fridays off. Coverage plan: sessions Tue-Thu only,
> Ines as backup for participant comms, auto-reply on my off day.
>
> Happy to talk it through at our 1:1.
> Soraya
""", cte="7bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m21 (reply - reversal)
    rel = "mail/2025/01/2025-01-30-re-four-day-week-day-swap.eml"
    m = new_msg(PRIYA, ME_WORK, "Re: 4-day week - could I swap my day off?",
                mail_date(2025, 1, 30, 15, 48, PST), "<CAPn1017-0130@lumenpay.example>",
                in_reply_to="<sk-0130-swap@lumenpay.example>",
                references="<sk-0106-4day@lumenpay.example> <CAPn1003-0113@lumenpay.example> <sk-0130-swap@lumenpay.example>")
    m.set_content("""Makes total sense - yes. Let's do Wednesdays off instead, starting
Wednesday Feb 5. Fridays stay your readout day. I've told Tamsin, she'll fix the
letter (it only needs the day changed).

Everything else stays as agreed: 32 hrs, 80%, review end of April.

P

On Thu, Jan 30, 2025 at 1:10 PM Soraya Karimi <soraya.k@lumenpay.example> wrote:
> Hi Priya,
>
> Small change request before this starts on Monday: now that the research readouts
> have moved to Friday afternoons (the new PM cadence), having Friday as my day off
> means I'd miss every readout, including my own.
>
> Could I take Wednesday off instead? Mid-week also splits the sessions nicely
> (Tue / Thu) and nobody books research on Wednesdays anyway.
>
> Sorry to change it after you approved it!
> Soraya
""", cte="7bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m22 (alternative, QP)
    rel = "mail/2025/02/2025-02-05-choir-rehearsal-venue-change.eml"
    m = new_msg("Nadia Okafor (Lions Gate Community Choir) <nadia.okafor@lionsgatechoir.example>",
                "members@lionsgatechoir.example",
                "IMPORTANT: rehearsal venue change from Feb 11",
                mail_date(2025, 2, 5, 18, 30, PST), "<lgcc-venue-20250205@lionsgatechoir.example>",
                extra=[("Reply-To", "nadia.okafor@lionsgatechoir.example")])
    text = """Dear singers,

The Holloway Community Centre has told us that Room 2 will be closed until further
notice after last week's water damage (the ceiling leak you all saw with the buckets).

Starting Tuesday, February 11, rehearsals move to:

  Lonsdale Arts House - Cedar Room, 3rd floor
  Same time: Tuesdays 7:00-9:30 pm

Getting there: main entrance on Lonsdale, elevator at the back of the lobby.
Parking: the lot off 14th Street is free after 6 pm.
Please bring your own water - no kitchen access on the 3rd floor.

We've booked the Cedar Room through the spring concert. Thank you for your patience!

Nadia Okafor
Choir Manager, Lions Gate Community Choir
"""
    html = html_page("Rehearsal venue change", """<p>Dear singers,</p>
<p>The Holloway Community Centre has told us that Room 2 will be closed until further notice after last week&rsquo;s water damage.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th></th><th>Until Feb 4</th><th>From Tue Feb 11</th></tr>
<tr><td>Venue</td><td>Holloway Community Centre, Room 2</td><td><b>Lonsdale Arts House &ndash; Cedar Room, 3rd floor</b></td></tr>
<tr><td>Time</td><td>Tuesdays 7:00&ndash;9:30 pm</td><td>Tuesdays 7:00&ndash;9:30 pm</td></tr>
<tr><td>Parking</td><td>street</td><td>lot off 14th Street, free after 6 pm</td></tr>
</table>
<p>Elevator at the back of the lobby. Please bring your own water.</p>
<p>Nadia Okafor<br>Choir Manager</p>""")
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m23 (alternative, promo)
    rel = "mail/2025/02/2025-02-20-golestan-nowruz-specials.eml"
    m = new_msg("Golestan Market <hello@golestanmarket.example>", ME,
                "Nowruz 1404 specials 🌷 sonbol, sabzeh, samanu & more",
                mail_date(2025, 2, 20, 9, 0, PST), "<promo-nowruz-1404@golestanmarket.example>",
                extra=[("List-Unsubscribe", "<mailto:unsubscribe@golestanmarket.example>")])
    text = """Nowruz pishapish mobarak!

Our Nowruz corner opens March 1:
- Sonbol (hyacinth) bulbs in pots ........ $6.99
- Ready-grown sabzeh (wheat or lentil) ... $12.99
- Samanu, 500 g jar ...................... $8.49
- Senjed, 200 g .......................... $5.99
- Haft-sin sets (coins, mirror, candles) . from $24.99
- Fresh herbs for sabzi polo: order by March 15
- Whitefish for sabzi polo mahi: pre-order by March 17

Note: we are not selling goldfish this year.

Golestan Market, 1819 Lonsdale Ave, North Vancouver
Open daily 9-9, Nowruz week 8-10.
"""
    html = html_page("Golestan Nowruz", """<h2 style="color:#2e7d32">Nowruz pishapish mobarak! 🌷</h2>
<p>Our Nowruz corner opens <b>March 1</b>.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th>Item</th><th>Price</th></tr>
<tr><td>Sonbol (hyacinth) in pots</td><td>$6.99</td></tr>
<tr><td>Ready-grown sabzeh</td><td>$12.99</td></tr>
<tr><td>Samanu 500 g</td><td>$8.49</td></tr>
<tr><td>Senjed 200 g</td><td>$5.99</td></tr>
<tr><td>Haft-sin sets</td><td>from $24.99</td></tr>
</table>
<p>Pre-order whitefish for sabzi polo mahi by March 17. No goldfish this year.</p>
<p>Golestan Market &middot; 1819 Lonsdale Ave, North Vancouver</p>""")
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m24 (reply, Finglish, 8bit)
    rel = "mail/2025/03/2025-03-03-re-nowruz-plans-kaveh.eml"
    m = new_msg(KAVEH, ME, "Re: Nowruz plans!!",
                mail_date(2025, 3, 3, 21, 55, EST), "<kk-0303-nowruz@northmail.example>",
                in_reply_to="<sk-0302-nowruz@mailbox.example>")
    m.set_content("""Salam abji!

Ok flights are booked: we land Wed Mar 19, 21:10 (AC 117), and fly back Thu Apr 3.
Leila says merci for the room, she promises not to reorganize your kitchen like Maman did 😂

Nowruz dinner — khob, Khaleh Mina's knee... maybe not at hers this year? Could we do it at
yours? I know, I know, your place is small. We'll cook.

IMPORTANT: Leila wants to do Sizdah Bedar properly this year, with the whole sabzeh-in-the-river
thing. Can you book one of those picnic shelters at Ambleside? Apparently you have to reserve
with the city weeks ahead, Sizdah is Wed Apr 2. Please don't forget, man shenakhtamet 😅

Baba says he'll Skype at sal tahvil even though it's the middle of the night for us.
Maman wants photos of your haft-sin BEFORE Nowruz so she can "fix" it remotely.

ghorbanet,
Kaveh

On Sun, Mar 2, 2025 at 7:40 PM Soraya Karimi <soraya.karimi@mailbox.example> wrote:
> Kaveh! When do you land? And how long are you staying? The sofa bed is yours, or the
> air mattress if Leila wants the office. Sabzeh is already growing.
> S
""", charset="utf-8", cte="8bit")
    finish_msg(rel, m)

    # ------------------------------------------------------------------ m25 (reply)
    rel = "mail/2025/03/2025-03-06-re-tidewater-round-2-recruit.eml"
    m = new_msg(DANA, ME_WORK, "Re: Tidewater round 2 - recruit kickoff",
                mail_date(2025, 3, 6, 10, 12, PST), "<q-20250306-tidewater-r2@fieldwise-recruiting.example>",
                cc=PRIYA, in_reply_to="<sk-0305-r2@lumenpay.example>")
    m.set_content("""Hi Soraya,

Great to be working on Tidewater again! All noted:

- 10 participants + 2 floaters, 75-minute sessions, Mar 18-27
- fully remote (Zoom), so we can recruit outside downtown - that helps a lot
- the incentive is now $100 per session (GiftLoop). Good call; for 75 minutes on a money
  topic, $75 would have hurt us.
- new quota: at least 4 people who regularly send money to family

We'll hold the screener until you confirm the consent form is final - we can't promise
people a session date without it. Just ping me the moment your legal team signs off.

Best,
Dana Oyelaran
Senior Recruiter, Fieldwise Recruiting
604-555-0164

On Wed, Mar 5, 2025 at 4:30 PM Soraya Karimi <soraya.k@lumenpay.example> wrote:
> Hi Dana,
>
> Round 2 is a go! Quick summary:
> - 10 participants + 2 floaters, 75 min each, sessions Mar 18-27 (Tue/Thu)
> - fully remote this time, the research rooms are closed for renos until April
> - incentive goes up to $100 per session because of the longer sessions
> - at least 4 people who send money to family
>
> One blocker: Oksana Petrenko (our legal) is still reviewing consent form v3 (new screen
> recording clause). I'll tell you as soon as she signs off, hopefully this week.
>
> Soraya
""", cte="7bit")
    finish_msg(rel, m)
