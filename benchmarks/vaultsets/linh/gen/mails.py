# -*- coding: utf-8 -*-
"""All .eml files and the club mailing-list mbox."""
from datetime import datetime
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

from common import make_mail, melb, ICT, write, h

LINH = "Thùy Linh Nguyễn <thuylinh.nguyen@mailbox.example>"
LINH_WORK = "Linh Nguyen <linh.nguyen@saltwaterhealth.example>"
ARJUN = "Arjun Mehta <arjun.mehta@mailbox.example>"


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


def vn(y, mo, d, hh, mi):
    return datetime(y, mo, d, hh, mi, tzinfo=ICT)


def build():
    # ------------------------------------------------------------ 2024-12 chị Vy (8bit, Vietnamese)
    make_mail(
        "mail/2024/12/2024-12-15_chuc_mung_chi_vy.eml",
        frm="Vy Nguyễn <vy.nguyen.syd@mailbox.example>", to=LINH,
        subject="Chúc mừng em!! 💍", date=melb(2024, 12, 15, 20, 41),
        msgid="<20241215204100.vy.0001@mailbox.example>", cte="8bit",
        body="""Linh ơi,

Chị vẫn chưa hết xúc động vụ Arjun cầu hôn em trên cầu Rồng hôm đó (Mẹ kể lại cho chị ba lần rồi 😂). Chúc mừng hai đứa nha!!

Chị nghĩ làm đám cưới ở Đà Nẵng là hợp lý nhất: bà ngoại không bay được nữa, dì Hạnh ở đó lo được nhiều việc, mà bên nhà Arjun cũng muốn đi du lịch luôn. Chị với anh Quân sẽ bay ra, tụi nhỏ chắc chắn đòi đi.

Chị phụ được mấy việc này:
- lo phần lễ gia tiên với Mẹ
- thiết kế thiệp cưới (chị làm đồ hoạ mà!)
- dắt tụi nhỏ làm phù dâu phù rể nhí 😅

Còn ngày thì em với Arjun tính trước Giáng sinh hay sau Tết? Chị thấy tháng 12 ở Đà Nẵng hay mưa lắm đó, em coi kỹ nha.

Thương em,
Chị Vy

P.S. Bin hỏi Arjun có biết ăn mắm tôm không. Chị nói để coi.
""")

    # ------------------------------------------------------------ 2025-01 reply from Mỹ Khê (QP, quoting)
    orig = """Dear Mỹ Khê Pavilion team,

My fiancé and I are planning our wedding in Đà Nẵng and would love to
know whether Saturday 13 December 2025 is available for a sunset beach
ceremony with a reception for about 120 guests.

Could you please send your packages and prices, and your deposit and
cancellation terms?

Many thanks,
Linh Nguyen (Melbourne)"""
    make_mail(
        "mail/2025/01/2025-01-22_re_wedding_enquiry_mykhe.eml",
        frm="Đỗ Thảo - Mỹ Khê Pavilion <events@mykhepavilion.example>", to=LINH,
        subject="Re: Wedding enquiry – Saturday 13 December 2025", date=vn(2025, 1, 22, 14, 5),
        msgid="<mkp.20250122.0077@mykhepavilion.example>",
        in_reply_to="<CAL1nh.20250114.enq@mailbox.example>", cte="quoted-printable",
        body="""Dear Ms Linh,

Thank you for your interest in Mỹ Khê Pavilion and congratulations on your engagement!

Saturday 13 December 2025 is currently available. Our sunset package:
- ceremony on the beach at 16:30 (arch, chairs, sound system included)
- reception in the pavilion from 18:00
- 8-course menu: 3,500,000 VND per table of 10
- capacity up to 200 guests

Payment terms: deposit 30,000,000 VND to hold the date, 40% six months before the event, balance 14 days before.
Cancellation: if cancelled more than 6 months before the event, 50% of the deposit is refunded.

Please note the pavilion is reached by the beach stairs from the road; our staff can help elderly guests.

Kind regards,
Đỗ Thảo (Ms)
Events Coordinator, Mỹ Khê Pavilion
Võ Nguyên Giáp, Sơn Trà, Đà Nẵng · +84 236 555 0101

On Tue, 14 Jan 2025, Linh Nguyen wrote:
""" + quote(orig) + "\n")

    # ------------------------------------------------------------ 2025-02 newsletter (7bit noise)
    make_mail(
        "mail/2025/02/2025-02-11_pharmacy_bulletin_feb.eml",
        frm="Pharmacy Practice Bulletin <bulletin@pharmpractice.example>", to=LINH_WORK,
        subject="Pharmacy Practice Bulletin | February 2025", date=melb(2025, 2, 11, 6, 0),
        msgid="<bulletin.2025.02.5531@pharmpractice.example>", cte="7bit",
        extra=[("List-Unsubscribe", "<mailto:unsubscribe@pharmpractice.example>")],
        body="""PHARMACY PRACTICE BULLETIN - February 2025
=================================================

IN THIS ISSUE
1. CPD planning: start the year with a plan
2. New guideline: anticoagulant reversal in the ED
3. Hospital pharmacist workforce survey - results
4. Events calendar

1. CPD PLANNING
Registered pharmacists need 40 CPD credits each registration year, and
your CPD plan should be written at the start of the year, not the end.
Tip: log activities the day you do them. Registration renewal opens in
October each year; don't leave it to the last week of November.

2. ANTICOAGULANT REVERSAL
The updated consensus statement covers idarucizumab and andexanet,
and a new section on prothrombin complex concentrate dosing in
obesity. Summary table on page 4.

3. WORKFORCE SURVEY
62% of hospital pharmacists reported working unpaid overtime at least
weekly. 41% are considering leaving hospital practice within 5 years.

4. EVENTS
- Anticoagulation stewardship webinar series (Nov)
- Renal dosing masterclass (online, self-paced, 2.5 credits)

You are receiving this because you subscribed at pharmpractice.example.
""")

    # ------------------------------------------------------------ 2025-03 Mỹ Khê deposit invoice (HTML-only, QP)
    make_mail(
        "mail/2025/03/2025-03-06_mykhe_deposit_invoice.eml",
        frm="Mỹ Khê Pavilion Accounts <accounts@mykhepavilion.example>", to=LINH,
        subject="Invoice MKP-INV-0311 – wedding deposit (13/12/2025)", date=vn(2025, 3, 6, 10, 12),
        msgid="<inv.0311.20250306@mykhepavilion.example>", html_cte="quoted-printable",
        html="""<html><body style="font-family:Arial,sans-serif">
<h2>Mỹ Khê Pavilion — Invoice MKP-INV-0311</h2>
<p>Dear Ms Nguyễn Thùy Linh,</p>
<p>Thank you for your payment. Your date is now confirmed.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Item</th><th>Details</th></tr>
<tr><td>Client</td><td>Nguyễn Thùy Linh &amp; Arjun Mehta</td></tr>
<tr><td>Event</td><td>Wedding — sunset beach ceremony + pavilion reception</td></tr>
<tr><td>Event date</td><td>Saturday 13/12/2025</td></tr>
<tr><td>Estimated guests</td><td>120 (12 tables)</td></tr>
<tr><td>Deposit</td><td>30,000,000 VND</td></tr>
<tr><td>Payment method</td><td>International bank transfer, received 06/03/2025</td></tr>
<tr><td>Status</td><td><b>PAID</b></td></tr>
<tr><td>Next payment</td><td>40% of estimated total, due 13/06/2025</td></tr>
</table>
<p>Cancellation policy: more than 6 months before the event, 50% of the deposit is refundable.</p>
<p>Mỹ Khê Pavilion Accounts · Sơn Trà, Đà Nẵng</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-03 audit registration (QP)
    make_mail(
        "mail/2025/03/2025-03-18_audit_registered_qa2025117.eml",
        frm="Aisha Rahman <aisha.rahman@saltwaterhealth.example>", to=LINH_WORK,
        cc="Helen Castellano <helen.castellano@saltwaterhealth.example>",
        subject="Quality activity registered: QA-2025-117 (VTE prophylaxis prescribing audit)",
        date=melb(2025, 3, 18, 11, 24), msgid="<cgu.qa2025117.reg@saltwaterhealth.example>",
        cte="quoted-printable",
        body="""Hi Linh,

Thanks for the registration form. Your audit "VTE prophylaxis prescribing on general medicine wards" is registered as a quality activity with the reference QA-2025-117. As it's a clinical audit against an existing standard, it doesn't need HREC review.

Next steps:
1. Submit a data request to Health Information Services for the random chart list (the HIS data request form is on the intranet under Quality > Audits). They'll allocate an analyst who will pull the MRN list for you.
2. Store data only on the S: drive in the Quality folder, no USBs please.
3. Findings should go to the Drug & Therapeutics Committee and then be reported back to us within 3 months.

Good luck — it's a really useful topic.

Kind regards,
Aisha Rahman
Quality & Clinical Governance Unit | Saltwater Hospital
""")

    # ------------------------------------------------------------ 2025-04 ColdCore quote (multipart/mixed, base64 attachment)
    make_mail(
        "mail/2025/04/2025-04-07_coldcore_quote.eml",
        frm="Greg Mitchell <greg.mitchell@coldcore.example>", to=LINH,
        cc="Khoa Nguyen <khoa.nguyen@mailbox.example>",
        subject="Quote - walk-in coolroom replacement, Pho Song Han",
        date=melb(2025, 4, 7, 16, 40), msgid="<q25-0412.greg@coldcore.example>", cte="7bit",
        body="""Hi Linh,

Thanks for having me out on Thursday and for the phở, best lunch I've had in weeks.

Quote attached as discussed for the walk-in coolroom replacement. Lead time is 4-6 weeks from deposit. The quote is valid for 30 days.

Any questions give me a call on 0400 555 077.

Cheers,
Greg Mitchell
Sales - ColdCore Refrigeration
""".replace("phở", "pho"),
        attachments=[("ColdCore_Quote_Q25-0412.txt", """COLDCORE REFRIGERATION PTY LTD
Commercial refrigeration - Melbourne west
-------------------------------------------------------------
QUOTE Q25-0412                         Date: 07/04/2025
Customer: Pho Song Han, 118 Hopkins St, Footscray VIC
Attn: Linh Nguyen / Khoa Nguyen
-------------------------------------------------------------
1  Walk-in coolroom, model CR-WI2420HD                 
   2400 x 2000 x 2200 mm, 100 mm PIR insulated panels,
   hinged door with strip curtain, anti-slip floor,
   LED lighting, digital controller with HI/LO + door
   alarms and remote temperature logging
2  Remote condensing unit 1.5 HP, R290, wall bracket
3  Electrical connection by our licensed electrician
4  Removal and disposal of existing coolroom
-------------------------------------------------------------
   Subtotal (ex GST)                           $13,500.00
   GST                                          $1,350.00
   TOTAL (inc GST)                             $14,850.00
-------------------------------------------------------------
Terms: 30% deposit on acceptance, balance on completion.
Warranty: 5 years on the compressor; 12 months parts and labour.
Service: 24/7 service line 1800 555 019.
Lead time: 4-6 weeks from deposit.
""", "base64")])

    # ------------------------------------------------------------ 2025-04 Polar Bay quote (HTML-only, QP)
    make_mail(
        "mail/2025/04/2025-04-09_polarbay_quote.eml",
        frm="Polar Bay Commercial <sales@polarbay.example>", to=LINH,
        subject="Your Polar Bay quotation PB-7781", date=melb(2025, 4, 9, 9, 15),
        msgid="<pb-7781.quote@polarbay.example>", html_cte="quoted-printable",
        html="""<html><body>
<p>Hi Linh,</p>
<p>Thanks for your enquiry. Please see your quotation below.</p>
<table border="1" cellpadding="5">
<tr><th>Item</th><th>Description</th><th>Price (inc GST)</th></tr>
<tr><td>1</td><td>Walk-in coolroom 2400 x 2100 x 2200, 75mm panels, digital controller</td><td>$11,900.00</td></tr>
<tr><td>2</td><td>Condensing unit 1.25 HP</td><td>included</td></tr>
<tr><td>3</td><td>Installation + electrical</td><td>$1,300.00</td></tr>
<tr><td>4</td><td>Removal of existing unit (optional)</td><td>$450.00</td></tr>
<tr><td colspan="2"><b>Total (excl. optional removal)</b></td><td><b>$13,200.00</b></td></tr>
</table>
<p>Warranty: 2 years parts &amp; labour. Service: business hours Mon–Fri.<br>
Lead time: 3 weeks. Deposit: 50% on acceptance.</p>
<p>Regards,<br>Polar Bay Commercial Refrigeration</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-05 airline promo (multipart/alternative)
    make_mail(
        "mail/2025/05/2025-05-02_skylotus_mega_sale.eml",
        frm="SkyLotus Air <deals@skylotus.example>", to=LINH,
        subject="✈ MEGA SALE: Melbourne → Ho Chi Minh City from $329", date=melb(2025, 5, 2, 7, 30),
        msgid="<promo.20250502.mega@skylotus.example>", cte="quoted-printable",
        html_cte="quoted-printable",
        extra=[("List-Unsubscribe", "<https://skylotus.example/unsub>")],
        body="""MEGA SALE - 72 hours only!

Melbourne to Ho Chi Minh City from $329 one way
Melbourne to Da Nang (via SGN) from $389 one way
Sydney to Hanoi from $359 one way

Travel 1 Aug - 30 Nov 2025. Book by 5 May.
Conditions apply. Fares include 7kg carry-on only.
""",
        html="""<html><body>
<h1>MEGA SALE — 72 hours only!</h1>
<table border="0" cellpadding="8">
<tr><td>Melbourne → Ho Chi Minh City</td><td>from <b>$329</b></td></tr>
<tr><td>Melbourne → Đà Nẵng (via SGN)</td><td>from <b>$389</b></td></tr>
<tr><td>Sydney → Hà Nội</td><td>from <b>$359</b></td></tr>
</table>
<p>Travel 1 Aug – 30 Nov 2025. Book by 5 May. Conditions apply.</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-05 Mẹ about the date (8bit Vietnamese)
    make_mail(
        "mail/2025/05/2025-05-26_me_ve_ngay_cuoi.eml",
        frm="Mai Trần <mai.tran.fy@mailbox.example>", to=LINH,
        subject="Về ngày cưới của con", date=melb(2025, 5, 26, 21, 3),
        msgid="<me.20250526.2103@mailbox.example>", cte="8bit",
        body="""Linh con,

Hôm qua Mẹ đi chùa, nhờ thầy Tư coi ngày cho con với Arjun. Con tuổi Nhâm Thân (1992), Arjun tuổi Canh Ngọ (1990).

Thầy nói ngày 13/12/2025 không tốt: ngày đó là ngày Hắc đạo, lại xung với tuổi của con. Thầy khuyên đừng làm ngày đó.

Thầy chọn cho mấy ngày đẹp:
- Thứ Bảy 10/1/2026 (nhằm ngày 22 tháng 11 âm lịch) — ngày Hoàng đạo, hợp tuổi cả hai đứa. Giờ tốt để rước dâu: từ 7 giờ đến 9 giờ sáng.
- Chủ nhật 18/1/2026 — cũng được nhưng sát Tết quá.

Mẹ biết con đã đặt cọc chỗ bãi biển rồi, nhưng chuyện cả đời thì mình nên cẩn thận. Con nói chuyện với Arjun rồi trả lời Mẹ nha. Ba cũng đồng ý với thầy.

Thương con,
Mẹ
""")

    # ------------------------------------------------------------ 2025-06 An Nhiên booking confirmation (HTML-only, base64)
    make_mail(
        "mail/2025/06/2025-06-10_an_nhien_booking_confirmation.eml",
        frm="An Nhiên Garden Villa <sukien@annhiengarden.example>", to=LINH, cc=ARJUN,
        subject="Xác nhận đặt tiệc cưới / Wedding booking confirmation", date=vn(2025, 6, 10, 15, 32),
        msgid="<booking.20250610.ln@annhiengarden.example>", html_cte="base64",
        html="""<html><body style="font-family:Arial">
<p>Kính gửi chị Linh và anh Arjun,</p>
<p>An Nhiên Garden Villa xin xác nhận đặt tiệc cưới như sau / We are pleased to confirm your wedding booking:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>Mã đặt tiệc / Booking code</td><td><b>ANG-260110-LN</b></td></tr>
<tr><td>Khách hàng / Client</td><td>Nguyễn Thùy Linh &amp; Arjun Mehta</td></tr>
<tr><td>Ngày / Date</td><td>Thứ Bảy / Saturday 10/01/2026</td></tr>
<tr><td>Giờ / Time</td><td>17:00 – 22:00 (khu vườn + sảnh trong nhà dự phòng)</td></tr>
<tr><td>Số khách dự kiến / Estimated guests</td><td>150 (15 bàn / tables)</td></tr>
<tr><td>Thực đơn / Menu</td><td>Menu B — 2,300,000 VND / bàn 10 người</td></tr>
<tr><td>Đặt cọc / Deposit</td><td>85,000,000 VND — đã nhận / received 09/06/2025</td></tr>
<tr><td>Đợt 2 / 2nd instalment</td><td>100,000,000 VND trước / before 10/10/2025</td></tr>
<tr><td>Số còn lại / Balance</td><td>trước / before 10/12/2025</td></tr>
<tr><td>Địa chỉ / Address</td><td>Lô A5-12 Hòa Minh 3, phường Hòa Hải, Ngũ Hành Sơn, Đà Nẵng</td></tr>
<tr><td>Liên hệ / Coordinator</td><td>Phạm Thu Phương — 0905 555 014</td></tr>
</table>
<p>Số lượng khách chính thức vui lòng gửi trước ngày 15/11/2025. / Please send final guest numbers by 15/11/2025.</p>
<p>Trân trọng,<br>An Nhiên Garden Villa</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-06 Re: cancellation Mỹ Khê (QP, quoting)
    orig = """Dear Ms Thảo,

I'm sorry to let you know that our family has moved the wedding to
January 2026, and we have decided to go with a different venue. Please
cancel our booking for 13 December 2025 (invoice MKP-INV-0311).

Could you let me know how the deposit refund works?

Thank you for all your help, and sorry again.
Linh"""
    make_mail(
        "mail/2025/06/2025-06-12_re_cancellation_mykhe.eml",
        frm="Đỗ Thảo - Mỹ Khê Pavilion <events@mykhepavilion.example>", to=LINH,
        subject="Re: Cancellation – booking 13/12/2025 (MKP-INV-0311)", date=vn(2025, 6, 12, 9, 47),
        msgid="<mkp.20250612.0213@mykhepavilion.example>",
        in_reply_to="<CAL1nh.20250610.cancel@mailbox.example>", cte="quoted-printable",
        body="""Dear Ms Linh,

We are sorry to hear this but we understand, and we wish you a wonderful wedding.

As your cancellation is more than 6 months before the event date, 50% of the deposit, 15,000,000 VND, will be refunded to your nominated account within 60 days. Please reply with your bank name, account name, account number and SWIFT code. International transfer fees will be deducted from the refund amount.

Best regards,
Đỗ Thảo (Ms)
Events Coordinator, Mỹ Khê Pavilion

On 10/06/2025, Linh Nguyen wrote:
""" + quote(orig) + "\n")

    # ------------------------------------------------------------ 2025-07 accountant award increase (QP)
    make_mail(
        "mail/2025/07/2025-07-03_award_increase_casual_rates.eml",
        frm="Sandra Koh <sandra@kohpartners.example>", to=LINH,
        cc="Khoa Nguyen <khoa.nguyen@mailbox.example>",
        subject="Award increase from 1 July – casual rates + super", date=melb(2025, 7, 3, 10, 2),
        msgid="<sk.20250703.award@kohpartners.example>", cte="quoted-printable",
        body="""Hi Linh and Khoa,

Quick one before your next pay run. The annual wage review increase (3.5%) applies from the first full pay period starting on or after 1 July 2025.

For your Level 2 casual food & beverage staff:
- base casual rate (incl. 25% casual loading): $31.50 -> $32.60 per hour
- Sunday rate: $40.75 per hour
- public holidays: $65.20 per hour

Superannuation guarantee also goes up to 12% from 1 July.

I've updated the pay items in the payroll settings; please double-check your roster spreadsheet and any "cheat sheet" you give the casuals so nobody is paid at the old rate.

Kind regards,
Sandra Koh CA
Koh & Partners Accounting · Footscray
""")

    # ------------------------------------------------------------ 2025-07 council notice (7bit)
    make_mail(
        "mail/2025/07/2025-07-29_council_inspection_notice.eml",
        frm="Priya Raman <priya.raman@riversidecouncil.example>", to=LINH,
        subject="Notice of routine food safety inspection - Pho Song Han (FP-0931)",
        date=melb(2025, 7, 29, 13, 55), msgid="<ehu.fp0931.notice@riversidecouncil.example>",
        cte="7bit",
        body="""Dear Proprietor,

Premises: Pho Song Han, 118 Hopkins Street, Footscray
Registration: FP-0931 (Class 2)

This is to advise that a routine inspection of your food premises under
the Food Act 1984 has been scheduled for:

    Tuesday 26 August 2025 at 2:30pm

Please ensure the following are available on the day:
 - your Food Safety Program and records (temperature, cleaning, pest control)
 - the Food Safety Supervisor's certificate
 - access to all storage areas, including cool rooms

If this time is unsuitable please contact me at least 5 business days
before the inspection.

Regards,
Priya Raman
Environmental Health Officer
Riverside City Council | (03) 9555 0400
""")

    # ------------------------------------------------------------ 2025-08 SkyLotus booking confirmation (alternative, base64)
    make_mail(
        "mail/2025/08/2025-08-18_skylotus_booking_confirmation.eml",
        frm="SkyLotus Air <bookings@skylotus.example>", to=ARJUN, cc=LINH,
        subject="Your SkyLotus booking is confirmed", date=melb(2025, 8, 18, 22, 14),
        msgid="<bk.20250818.2214.amehta@skylotus.example>", cte="base64", html_cte="base64",
        body="""Thank you for booking with SkyLotus Air.

Booking reference: QK8ZLT

Passengers:
  MR ARJUN MEHTA
  MS THUY LINH NGUYEN

Outbound - Tue 30 Dec 2025
  SL 212   Melbourne (MEL) 10:05 -> Ho Chi Minh City (SGN) 16:10
  SL 1735  Ho Chi Minh City (SGN) 19:20 -> Da Nang (DAD) 20:45
Return - Tue 20 Jan 2026
  SL 1730  Da Nang (DAD) 08:00 -> Ho Chi Minh City (SGN) 09:25
  SL 211   Ho Chi Minh City (SGN) 11:30 -> Melbourne (MEL) 22:55

Seats: not selected (seat selection opens 72 hours after booking)
Baggage: 30 kg checked + 7 kg carry-on per passenger
Total paid: AUD 2,486.40
""",
        html="""<html><body>
<h2>Your booking is confirmed</h2>
<p>Booking reference: <b>QK8ZLT</b></p>
<table border="1" cellpadding="5">
<tr><th>Date</th><th>Flight</th><th>From</th><th>To</th></tr>
<tr><td>Tue 30 Dec 2025</td><td>SL 212</td><td>MEL 10:05</td><td>SGN 16:10</td></tr>
<tr><td>Tue 30 Dec 2025</td><td>SL 1735</td><td>SGN 19:20</td><td>DAD 20:45</td></tr>
<tr><td>Tue 20 Jan 2026</td><td>SL 1730</td><td>DAD 08:00</td><td>SGN 09:25</td></tr>
<tr><td>Tue 20 Jan 2026</td><td>SL 211</td><td>SGN 11:30</td><td>MEL 22:55</td></tr>
</table>
<p>Passengers: MR ARJUN MEHTA, MS THUY LINH NGUYEN. Seats: not selected.</p>
<p>Total paid: AUD 2,486.40</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-08 inspection report (mixed, base64 attachment)
    make_mail(
        "mail/2025/08/2025-08-28_inspection_report.eml",
        frm="Colin Fitzgerald <colin.fitzgerald@riversidecouncil.example>", to=LINH,
        subject="Food safety inspection report - Pho Song Han", date=melb(2025, 8, 28, 15, 20),
        msgid="<ehu.fp0931.report@riversidecouncil.example>", cte="7bit",
        body="""Dear Ms Nguyen,

Please find attached the report from my inspection of your premises on
Tuesday 26 August 2025 (I attended in place of my colleague Priya Raman).

Overall the premises was found to be compliant, with three minor
non-compliances that need to be addressed before the follow-up
inspection, which will be arranged within six weeks.

Thank you and your family for your cooperation on the day.

Regards,
Colin Fitzgerald
Senior Environmental Health Officer
Riverside City Council
""",
        attachments=[("inspection_report_26Aug2025.txt", """RIVERSIDE CITY COUNCIL - ENVIRONMENTAL HEALTH UNIT
FOOD ACT 1984 - INSPECTION REPORT
----------------------------------------------------------
Report reference:   FSI-25-08813
Premises:           Pho Song Han, 118 Hopkins St, Footscray
Registration:       FP-0931      Class: 2
Proprietor:         Nguyen family (contact: Linh Nguyen)
Inspection date:    26/08/2025 14:30 - 15:55
Officer:            Colin Fitzgerald, Senior EHO
Type:               Routine (annual registration)
----------------------------------------------------------
FINDINGS
1. Temperature records incomplete - no entries on 6 weekend
   days in July 2025.                                [minor]
2. Prep-area handwash basin without paper towel and soap
   at time of inspection.                            [minor]
3. Door seal on upright refrigerator (Skope) torn at lower
   corner; cannot be effectively cleaned.            [minor]

OBSERVATIONS
- Cold storage at 3.8 C (walk-in), 4.1 C (upright).
- Colour-coded boards and allergen information in place.
- Proprietor advised walk-in coolroom replacement is planned.

OUTCOME: Compliant with minor non-compliances.
FOLLOW-UP: re-inspection by 10/10/2025.
""", "base64")])

    # ------------------------------------------------------------ 2025-09 Re: install date (7bit, quoting)
    orig = """Hi Jess,

Just confirming the coolroom install is still Tuesday 9 September?
We need to tell the staff and empty the old coolroom the night before.

Thanks,
Linh"""
    make_mail(
        "mail/2025/09/2025-09-03_re_coolroom_install_date.eml",
        frm="Jess Tan <scheduling@coldcore.example>", to=LINH,
        cc="Khoa Nguyen <khoa.nguyen@mailbox.example>",
        subject="Re: Coolroom install - Pho Song Han (Q25-0412)", date=melb(2025, 9, 3, 11, 8),
        msgid="<sched.q25-0412.0903@coldcore.example>",
        in_reply_to="<CAL1nh.20250902.install@mailbox.example>", cte="7bit",
        body="""Hi Linh,

Apologies - our panel supplier is running about two weeks behind, so
we need to move your install to Tuesday 23 September. The crew will
arrive at 7:30am and expect to be finished by mid-afternoon.

Your technician on the day will be Dave Pham. He'll also walk you
through the controller and the alarm settings once it's running. The
old unit will be removed the same day, so please have the back
corridor clear.

Sorry for the inconvenience.

Jess Tan
Scheduling - ColdCore Refrigeration

On Tue, 2 Sep 2025, Linh Nguyen wrote:
""" + quote(orig) + "\n")

    # ------------------------------------------------------------ 2025-09 audit data (alternative, QP)
    make_mail(
        "mail/2025/09/2025-09-19_vte_audit_data_summary.eml",
        frm="Owen Fairley <owen.fairley@saltwaterhealth.example>", to=LINH_WORK,
        cc="Sam Oyelaran <sam.oyelaran@saltwaterhealth.example>",
        subject="VTE audit (QA-2025-117) - merged data + summary", date=melb(2025, 9, 19, 14, 37),
        msgid="<his.qa2025117.summary@saltwaterhealth.example>", cte="quoted-printable",
        html_cte="quoted-printable",
        body="""Hi Linh,

Further to the chart list I pulled for you in May (120 MRNs, random, from the three wards), I've merged your collection sheets with the admission data. Summary below; the per-ward breakdown is in the spreadsheet on the S: drive (Quality > QA-2025-117).

- VTE risk assessment documented within 24 h: 94/120 (78.3%)
- Overall compliance with prophylaxis prescribing: 86/120 (71.7%) - below the 90% KPI
- Correct renal dose adjustment (CrCl < 30): 9/17 (52.9%)
- Contraindication documented when prophylaxis withheld: 11/15 (73.3%)

Happy to help with the charts for the committee.

Cheers,
Owen Fairley
Data Analyst | Health Information Services | Saltwater Hospital
""",
        html="""<html><body>
<p>Hi Linh,</p>
<p>Further to the chart list I pulled for you in May (120 MRNs, random, from the three wards), I've merged your collection sheets with the admission data.</p>
<table border="1" cellpadding="4">
<tr><th>Measure</th><th>n</th><th>%</th></tr>
<tr><td>Risk assessment within 24 h</td><td>94/120</td><td>78.3%</td></tr>
<tr><td>Overall prophylaxis compliance</td><td>86/120</td><td>71.7%</td></tr>
<tr><td>Correct renal dose (CrCl &lt; 30)</td><td>9/17</td><td>52.9%</td></tr>
<tr><td>Contraindication documented</td><td>11/15</td><td>73.3%</td></tr>
</table>
<p>Owen Fairley<br>Data Analyst, Health Information Services</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-10 tailor moves final fitting (8bit)
    make_mail(
        "mail/2025/10/2025-10-14_hanh_ao_dai_doi_ngay_thu.eml",
        frm="Hạnh Áo Dài <hanhaodai@mailbox.example>", to=LINH,
        subject="Dời ngày thử áo dài lần cuối / Final fitting moved", date=melb(2025, 10, 14, 18, 22),
        msgid="<hanh.20251014.1822@mailbox.example>", cte="8bit",
        body="""Chào Linh,

Cô xin lỗi con nha. Chỉ thêu kim tuyến gửi từ Sài Gòn bị kẹt ở hải quan, nên áo lễ chưa thêu xong con phượng. Cô phải dời buổi thử cuối từ Thứ Bảy 25/10 qua Thứ Bảy 22/11, 10 giờ 30 sáng. Con dẫn Arjun theo luôn để thử khăn đóng nha.

(English for Arjun: sorry, the gold embroidery thread from Saigon is stuck in customs, so the final fitting is moved from Saturday 25 October to Saturday 22 November at 10:30am. Please come with Linh to try your khăn đóng.)

Còn lại 50% con trả khi lấy áo là được.

Cô Hạnh
Hạnh Áo Dài — Shop 7, 41 Buckingham Ave, Springvale — 0400 555 062
""")

    # ------------------------------------------------------------ 2025-10 forward e-visa confirmations (base64)
    make_mail(
        "mail/2025/10/2025-10-21_fwd_evisa_applications.eml",
        frm=ARJUN, to=LINH,
        subject="Fwd: Vietnam e-Visa - application received (x2)", date=melb(2025, 10, 21, 7, 52),
        msgid="<CAArj.20251021.fwd@mailbox.example>", cte="base64",
        body="""Hey, forwarding both confirmations for the wedding folder. Dad's first, Mum's below. Processing "3 working days" apparently 🙄
x A

---------- Forwarded message ---------
From: Vietnam e-Visa Portal <noreply@evisa-portal.example>
Date: Mon, 20 Oct 2025 at 21:48
Subject: Application received
To: <arjun.mehta@mailbox.example>

Dear applicant,

Your e-visa application has been received.

Full name:            MEHTA RAKESH KUMAR
Nationality:          India
Registration code:    E2510207HQMB4R
Visa type:            Single entry, up to 90 days
Intended entry date:  05/01/2026
Port of entry:        Da Nang International Airport
Fee:                  USD 25 (paid)

Keep this registration code to check your application status.

---------- Forwarded message ---------
From: Vietnam e-Visa Portal <noreply@evisa-portal.example>
Date: Mon, 20 Oct 2025 at 22:03
Subject: Application received
To: <arjun.mehta@mailbox.example>

Dear applicant,

Your e-visa application has been received.

Full name:            MEHTA SUNITA
Nationality:          India
Registration code:    E2510207HQMC9T
Visa type:            Single entry, up to 90 days
Intended entry date:  05/01/2026
Port of entry:        Da Nang International Airport
Fee:                  USD 25 (paid)

Keep this registration code to check your application status.
""")

    # ------------------------------------------------------------ 2025-10 BAS lodged (QP)
    make_mail(
        "mail/2025/10/2025-10-28_bas_q1_lodged.eml",
        frm="Sandra Koh <sandra@kohpartners.example>", to=LINH,
        cc="Khoa Nguyen <khoa.nguyen@mailbox.example>",
        subject="BAS Jul–Sep 2025 lodged", date=melb(2025, 10, 28, 16, 45),
        msgid="<sk.20251028.bas@kohpartners.example>", cte="quoted-printable",
        body="""Hi Linh, hi Khoa,

I've lodged the July–September BAS for Phở Sông Hàn today. Summary:

  GST on sales (1A)         $9,874.00
  GST credits (1B)          $5,655.40
  Net GST payable           $4,218.60
  PAYG withholding (W2)     $3,120.00
  -----------------------------------
  Total payable to the ATO  $7,338.60   due 25 November 2025

The GST is up on last quarter, mainly the winter trading (sales were up ~18%) and the coolroom credits being split over two quarters. Please pay using the BPAY details on the portal, not the old ones.

Kind regards,
Sandra
Koh & Partners Accounting
""")

    # ------------------------------------------------------------ 2025-11 AHPRA receipt (HTML-only, base64)
    make_mail(
        "mail/2025/11/2025-11-03_ahpra_renewal_receipt.eml",
        frm="Ahpra Online Services <noreply@renewals.ahpra.example>", to=LINH,
        subject="Your registration renewal – payment receipt", date=melb(2025, 11, 3, 20, 11),
        msgid="<renew.20251103.2011.ph@renewals.ahpra.example>", html_cte="base64",
        html="""<html><body style="font-family:Arial,sans-serif">
<h3>Renewal of registration — payment receipt</h3>
<p>Dear Ms Nguyen,</p>
<p>Thank you. Your application for renewal of registration has been received and your payment processed.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>Registrant</td><td>Ms Thuy Linh NGUYEN</td></tr>
<tr><td>Profession</td><td>Pharmacist</td></tr>
<tr><td>Registration type</td><td>General registration</td></tr>
<tr><td>Registration number</td><td>PHA0001928374</td></tr>
<tr><td>Registration period</td><td>1 December 2025 – 30 November 2026</td></tr>
<tr><td>Amount paid</td><td>$398.00 (incl. GST $0.00)</td></tr>
<tr><td>Receipt number</td><td>RCP-7730-2291</td></tr>
<tr><td>Payment date</td><td>3 November 2025</td></tr>
</table>
<p>Your registration remains current while your renewal application is assessed.</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-11 traders newsletter (alternative)
    make_mail(
        "mail/2025/11/2025-11-04_footscray_traders_november.eml",
        frm="Footscray Traders Association <news@footscraytraders.example>", to=LINH,
        subject="November news: Summer Street Party, Christmas lights + Hopkins St parking",
        date=melb(2025, 11, 4, 8, 0), msgid="<fta.news.2025.11@footscraytraders.example>",
        cte="quoted-printable", html_cte="quoted-printable",
        extra=[("List-Unsubscribe", "<mailto:leave@footscraytraders.example>")],
        body="""FOOTSCRAY TRADERS ASSOCIATION - NOVEMBER NEWS

SUMMER STREET PARTY - SATURDAY 13 DECEMBER
Barkly St will be closed to traffic from 12pm to 9pm for our Summer Street Party: live music, kids' zone and food stalls. Members can apply for a food stall ($80, includes a 3x3m marquee and power). Applications close Friday 21 November.

CHRISTMAS WINDOW COMPETITION
Decorate your shopfront by 5 December for judging. First prize: $500 of local advertising.

HOPKINS ST PARKING
From 1 December, the 1P bays outside 100-130 Hopkins St become 2P on weekends. Loading zone hours unchanged.

See you at the next members' breakfast, Tue 2 December, 7:30am.
""",
        html="""<html><body>
<h2>Summer Street Party — Saturday 13 December</h2>
<p>Barkly St closed to traffic 12pm–9pm: live music, kids' zone, food stalls.</p>
<table border="1" cellpadding="4">
<tr><th>Stall type</th><th>Fee</th><th>Includes</th></tr>
<tr><td>Food stall</td><td>$80</td><td>3x3m marquee + power</td></tr>
<tr><td>Retail stall</td><td>$50</td><td>3x3m marquee</td></tr>
</table>
<p>Applications close Friday 21 November.</p>
<h3>Christmas window competition</h3><p>Decorate by 5 December. First prize $500 of local advertising.</p>
<h3>Hopkins St parking</h3><p>From 1 December the 1P bays outside 100–130 Hopkins St become 2P on weekends.</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-11 Re: leave cover (7bit, quoting)
    orig = """Hi Dimitri,

Just double-checking Tom is still covering 4 West for my leave
(29 Dec - 23 Jan)? I'd like to start the handover notes with him.

Thanks!
Linh"""
    make_mail(
        "mail/2025/11/2025-11-06_re_leave_cover_4west.eml",
        frm="Dimitri Papadakis <dimitri.papadakis@saltwaterhealth.example>", to=LINH_WORK,
        cc="Helen Castellano <helen.castellano@saltwaterhealth.example>",
        subject="Re: 4 West cover during my leave (29 Dec - 23 Jan)", date=melb(2025, 11, 6, 9, 31),
        msgid="<dp.20251106.cover@saltwaterhealth.example>",
        in_reply_to="<ln.20251105.cover@saltwaterhealth.example>", cte="7bit",
        body="""Hi Linh,

Good timing - change of plan. Tom has been seconded to ED from
1 December for three months, so Rebecca Lau will cover 4 West for
your whole leave. She did 4 West in 2023 so she knows the ward.

Can you get a written handover doc to her by Friday 19 December, and
book 30 minutes with her the week before you go?

Thanks,
Dimitri

Dimitri Papadakis
Senior Pharmacist - Rostering | Saltwater Hospital

On Wed, 5 Nov 2025, Linh Nguyen wrote:
""" + quote(orig) + "\n")

    # ------------------------------------------------------------ 2025-11 OfficeHub receipt (HTML-only, QP)
    make_mail(
        "mail/2025/11/2025-11-08_officehub_receipt.eml",
        frm="OfficeHub <receipts@officehub.example>", to=LINH,
        subject="Your OfficeHub receipt – order OH-5520931", date=melb(2025, 11, 8, 13, 2),
        msgid="<oh-5520931@officehub.example>", html_cte="quoted-printable",
        html="""<html><body>
<p>Thanks for shopping at OfficeHub Footscray.</p>
<table border="1" cellpadding="4">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Card stock 250gsm ivory A4 (50 pk)</td><td>2</td><td>$24.90</td></tr>
<tr><td>Ink cartridge 65XL black</td><td>1</td><td>$42.00</td></tr>
<tr><td>Copy paper A4 (ream)</td><td>3</td><td>$20.85</td></tr>
<tr><td><b>Total (incl. GST)</b></td><td></td><td><b>$112.65</b></td></tr>
</table>
<p>Paid: Visa ****4471. Order OH-5520931.</p>
</body></html>
""")

    # ------------------------------------------------------------ 2025-11 Re: final numbers An Nhiên (QP, quoting)
    orig = """Dear chị Phương,

Our final guest number is 164: 16 tables of 10, plus 4 young children
(a small kids' table please).

Vegetarian meals: 6. One of them is Arjun's mother, who is vegetarian
and also does not eat egg - could the kitchen please make sure?

Thank you so much!
Linh"""
    make_mail(
        "mail/2025/11/2025-11-11_re_final_guest_numbers.eml",
        frm="Phạm Thu Phương <sukien@annhiengarden.example>", to=LINH, cc=ARJUN,
        subject="Re: Final guest numbers – ANG wedding 10/01/2026", date=vn(2025, 11, 11, 16, 20),
        msgid="<ang.20251111.final@annhiengarden.example>",
        in_reply_to="<CAL1nh.20251110.final@mailbox.example>", cte="quoted-printable",
        body="""Dear Linh,

Confirmed: 164 guests in total — 16 tables of 10 + 1 kids' table of 4. Menu B as agreed.

Vegetarian: 6 meals, and our chef has noted one guest with no egg. We will label her plate.

The balance will be recalculated for 16 tables and sent to you by 25/11, payment due before 10/12/2025.

Best regards,
Phạm Thu Phương
Wedding coordinator, An Nhiên Garden Villa

On 10/11/2025, Linh wrote:
""" + quote(orig) + "\n")

    # ------------------------------------------------------------ 2025-11 Re: Sunita e-visa (QP, quoting)
    orig = """Any news on your mum's visa? x"""
    make_mail(
        "mail/2025/11/2025-11-12_re_mum_evisa_photo.eml",
        frm=ARJUN, to=LINH,
        subject="Re: your mum's e-visa", date=melb(2025, 11, 12, 22, 40),
        msgid="<CAArj.20251112.visa@mailbox.example>",
        in_reply_to="<CAL1nh.20251112.visa@mailbox.example>", cte="quoted-printable",
        body="""Ugh. The portal says her photo didn't meet the requirements (glare on her glasses + a shadow behind her head). She had a new one taken at the chemist in Pune today without glasses and I re-uploaded it tonight in the same application, no new fee.

Status is back to "Processing". Code is E2510207HQMC9T if you want to check it yourself.

I'll refresh it every morning. Mum is mortified, please don't mention it on Sunday's call lol.

A

On Wed, 12 Nov 2025, Linh wrote:
""" + quote(orig) + "\n")

    # ------------------------------------------------------------ 2025-11 DTC agenda (alternative: 7bit + QP html)
    make_mail(
        "mail/2025/11/2025-11-12_dtc_december_agenda.eml",
        frm="Mariam Haddad <mariam.haddad@saltwaterhealth.example>",
        to="DTC members <dtc@saltwaterhealth.example>", cc=LINH_WORK,
        subject="DTC - December meeting agenda and presenter information",
        date=melb(2025, 11, 12, 9, 5), msgid="<dtc.2025.12.agenda@saltwaterhealth.example>",
        cte="7bit", html_cte="quoted-printable",
        body="""Dear members and presenters,

The November DTC meeting was cancelled (no quorum) and its items are
carried over to the December meeting:

  Tuesday 9 December 2025, 2:00-3:30pm
  Boardroom 2, Level 3, Clinical Services Building
  (Teams link in the calendar invite for remote members)

Agenda
 1. Apologies, conflicts of interest
 2. Minutes of the October meeting
 3. Formulary requests: tirzepatide (endocrine), IV iron changeover
 4. VTE prophylaxis prescribing audit, general medicine
    (L. Nguyen, Pharmacy) - 10 min + 5 min questions
 5. Antimicrobial stewardship quarterly report
 6. Other business

Presenters: please send your slides to me by Tuesday 2 December.

Kind regards,
Mariam Haddad
Secretary, Drug & Therapeutics Committee
""",
        html="""<html><body>
<p>Dear members and presenters,</p>
<p>The November DTC meeting was cancelled (no quorum); items carry over to the December meeting.</p>
<table border="1" cellpadding="4">
<tr><td>When</td><td>Tuesday 9 December 2025, 2:00–3:30pm</td></tr>
<tr><td>Where</td><td>Boardroom 2, Level 3, Clinical Services Building</td></tr>
</table>
<ol>
<li>Apologies, conflicts of interest</li>
<li>Minutes of the October meeting</li>
<li>Formulary requests: tirzepatide (endocrine), IV iron changeover</li>
<li>VTE prophylaxis prescribing audit, general medicine (L. Nguyen, Pharmacy) — 10 min + 5 min questions</li>
<li>Antimicrobial stewardship quarterly report</li>
<li>Other business</li>
</ol>
<p>Presenters: slides to me by Tuesday 2 December.</p>
<p>Mariam Haddad, Secretary, DTC</p>
</body></html>
""")

    build_mbox()


# ---------------------------------------------------------------- mbox
LIST_ID = "Footscray Smash social list <social.footscraysmash.example>"
LIST_ADDR = "social@footscraysmash.example"


def _list_msg(frm, subject, date, msgid, body, in_reply_to=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = LIST_ADDR
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    m["List-Id"] = LIST_ID
    m["List-Post"] = "<mailto:%s>" % LIST_ADDR
    m["List-Unsubscribe"] = "<mailto:social-leave@footscraysmash.example>"
    m["Precedence"] = "list"
    m.set_content(body, charset="utf-8", cte="8bit")
    return m


def build_mbox():
    WEI = "Wei Zhang <wei.zhang@footscraysmash.example>"
    msgs = [
        (WEI, "[Smash] Term 3 socials - Tuesdays", melb(2025, 7, 8, 19, 12), "<smash.t3.0708@footscraysmash.example>",
         """Hi everyone,

Term 3 Tuesday socials start next week at the Footscray Sports Hub,
courts 1-4, 7:00-9:30pm. $12 casual, $8 members. Shuttles provided
(feather, please don't smash them into the roof beams again).

Wei
Club secretary
""", None),
        (WEI, "[Smash] Sports Hub resurfacing - Tuesday socials are moving", melb(2025, 8, 12, 20, 2),
         "<smash.move.0812@footscraysmash.example>",
         """Hi all,

The Sports Hub is resurfacing courts 1-4 from September until at least
February, so we need a new home.

From Tuesday 2 September, Tuesday socials move to Kingsville Community
Stadium, courts 5 & 6 (entry via the car park off Somerville Rd).
Same time 7:00-9:30pm, same price.

Thursday training is unaffected (still at the school gym).

Wei
""", None),
        ("Linh Nguyen <thuylinh.nguyen@mailbox.example>", "Re: [Smash] Sports Hub resurfacing - Tuesday socials are moving",
         melb(2025, 8, 12, 21, 15), "<CAL1nh.smash.0812@mailbox.example>",
         """Thanks Wei! Is there parking there? And are we going back to the Hub
after February or staying put?

Linh

On 12/08/2025, Wei Zhang wrote:
> From Tuesday 2 September, Tuesday socials move to Kingsville Community
> Stadium, courts 5 & 6 (entry via the car park off Somerville Rd).
""", "<smash.move.0812@footscraysmash.example>"),
        (WEI, "Re: [Smash] Sports Hub resurfacing - Tuesday socials are moving", melb(2025, 8, 13, 8, 40),
         "<smash.move.0813@footscraysmash.example>",
         """Hi Linh - free parking, about 60 spots. We'll decide at the AGM in
October whether to stay there long term.

Wei

> Is there parking there? And are we going back to the Hub after
> February or staying put?
""", "<CAL1nh.smash.0812@mailbox.example>"),
        ("Mark Ellery <mark.ellery@mailbox.example>", "[Smash] Lost: black Yonex racquet bag", melb(2025, 9, 16, 22, 5),
         "<smash.lost.0916@mailbox.example>",
         """Left my black Yonex bag (2 racquets, a very old towel) at Kingsville
tonight, court 6 side. If anyone grabbed it, let me know!

Mark
""", None),
        (WEI, "[Smash] Club champs + restringing", melb(2025, 10, 7, 19, 30), "<smash.champs.1007@footscraysmash.example>",
         """Hi all,

Club championships are on Sunday 23 November - sign-up sheet at the
desk on Tuesdays, $15 per event.

Minh is doing restrings again: $25 with BG65, drop your racquet at the
desk by Tuesday and get it back the following week.

Wei
""", None),
        (WEI, "[Smash] AGM results - Kingsville is home", melb(2025, 10, 21, 21, 48), "<smash.agm.1021@footscraysmash.example>",
         """Hi all,

Thanks to everyone who came to the AGM. The big one: members voted to
stay at Kingsville Community Stadium for Tuesday socials permanently,
even after the Sports Hub reopens. Better lighting, cheaper hire, and
nobody slips on the baseline any more.

From now on please don't book the Hub for club stuff.

New committee: Wei (secretary), Sophie (treasurer), Mark (equipment).

Wei
""", None),
        ("Sophie Lam <sophie.lam@mailbox.example>", "[Smash] End-of-year breakup - Tue 16 Dec", melb(2025, 11, 11, 12, 14),
         "<smash.breakup.1111@mailbox.example>",
         """Hi team,

End-of-year breakup: Tuesday 16 December, short social 7-8:30pm then
dinner. Linh says we can book the back section at Phở Sông Hàn on
Hopkins St (her family's place!) - $25 a head for a bowl + spring rolls
+ drink. Reply by 5 Dec so I can give them numbers.

Sophie
""", None),
    ]
    out = b""
    for frm, subj, date, mid, body, irt in msgs:
        m = _list_msg(frm, subj, date, mid, body, irt)
        raw = m.as_bytes(policy=policy.default)
        lines = raw.split(b"\n")
        # mbox escaping of body lines beginning with "From "
        esc = []
        in_body = False
        for ln in lines:
            if not in_body and ln == b"":
                in_body = True
                esc.append(ln)
                continue
            if in_body and ln.startswith(b"From "):
                ln = b">" + ln
            esc.append(ln)
        addr = frm.split("<")[1].rstrip(">")
        utc = date.astimezone(__import__("datetime").timezone.utc)
        fromline = ("From %s %s %2d %s" % (addr, utc.strftime("%a %b"), utc.day, utc.strftime("%H:%M:%S %Y"))).encode()
        body = b"\n".join(esc)
        if not body.endswith(b"\n"):
            body += b"\n"
        out += fromline + b"\n" + body + b"\n"
    write("mail/lists/footscray_smash_social.mbox", out)
