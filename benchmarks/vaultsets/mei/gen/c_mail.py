# -*- coding: utf-8 -*-
"""E-mail (.eml) files and the hiking-club mbox."""
from util import new_msg, msgid, to_bytes

MEI = "Tan Mei Ling <meiling.tan@pigeonmail.example>"
MEI_SCH = "Tan Mei Ling <tan_mei_ling@eastfield-sec.example>"
DARREN = "Darren Lim <darren.lim.wj@pigeonmail.example>"
XIN = "Tan Mei Xin <meixin.tan@kopimail.example>"
ALVIN = "Alvin Chua (Hup Seng Reno) <alvin@hupseng-reno.example>"
VICTOR = "Victor Yeo <victor_yeo@eastzone-safety.example>"

OUT = {}


def html_wrap(title, inner):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,sans-serif;font-size:14px;color:#222\">\n%s\n</body></html>\n"
            % (title, inner))


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


# 1 ------------------------------------------------------------ Hup Seng quote (7bit)
p = "mail/2025/01/2025-01-14_hupseng-quotation.eml"
m = new_msg(p, ALVIN, MEI, "Quotation for kitchen renovation - Q-HS-25-014",
            "Tue, 14 Jan 2025 21:47:10 +0800")
HUPSENG_BODY = """Hi Ms Tan,

Thank you for letting us measure your kitchen on Saturday. Please find our quotation below.

Quotation no: Q-HS-25-014
Site: kitchen, HDB 4-room, Tampines

1. Hacking of existing wall + floor tiles, haulage and disposal ........ S$2,400
2. Floor tiling, supply & lay (tile allowance S$4.00/sqft) ............. S$2,150
3. Wall tiling, supply & lay (tile allowance S$3.50/sqft) .............. S$2,600
4. Top cabinets 7 ft, laminate finish, soft-close hinges ............... S$3,100
5. Bottom cabinets 7 ft + quartz top (Grade B), soft-close drawers ..... S$5,200
6. Plumbing: new sink point, tap, waste pipe, dishwasher provision ..... S$950
7. Electrical: 3 new power points, shift 1 point, hood point, lights ... S$1,100
8. Final cleaning ....................................................... S$200
9. HDB permit application, floor protection, lift protection ........... S$900

Total: S$18,600.00 (no GST, we are not GST registered)

Payment schedule:
- 10% deposit upon confirmation
- 30% upon commencement of hacking
- 20% upon completion of tiling
- 30% upon installation of carpentry
- balance upon handover

Works duration about 4 to 5 weeks from hacking. We will apply the HDB renovation permit for you once
confirmed, usually 1 to 3 weeks.

Appliances (hob, hood, oven) to be supplied by owner, we install free.
Quotation valid 30 days.

Thanks and regards,
Alvin Chua
Hup Seng Reno & Build
9555 0190
"""
m.set_content(HUPSENG_BODY, cte="7bit")
OUT[p] = to_bytes(m, p)
HUPSENG_ID = m["Message-ID"]

# 2 ------------------------------------------------------------ Nest & Co quote (HTML only, QP)
p = "mail/2025/02/2025-02-03_nestco-quote.eml"
m = new_msg(p, "Sharon Lee | Nest & Co Interiors <sharon@nestandco.example>", MEI,
            "Your kitchen design proposal & quotation (Nest & Co)", "Mon, 03 Feb 2025 11:20:45 +0800")
rows = [("Design & 3D visualisation", "included"), ("Hacking & disposal", "2,600"),
        ("Floor & wall tiling (premium tile allowance)", "5,400"), ("Carpentry (top + bottom, 14 ft) &mdash; ARPA laminate", "7,900"),
        ("Sintered stone countertop", "2,800"), ("Plumbing & electrical", "2,100"), ("Permit, protection, cleaning", "500")]
tr = "\n".join("<tr><td style=\"padding:4px 8px;border:1px solid #ccc\">%s</td>"
               "<td style=\"padding:4px 8px;border:1px solid #ccc;text-align:right\">%s</td></tr>" % r for r in rows)
html = html_wrap("Nest & Co proposal", """<p>Dear Mei Ling,</p>
<p>It was lovely meeting you and Darren last week! As promised, here is our proposal for your kitchen, together with
the 3D renders (link in our portal). We think the warm-oak + white combination will really open up the space.</p>
<table style="border-collapse:collapse">
<tr><th style="padding:4px 8px;border:1px solid #ccc;text-align:left">Item</th><th style="padding:4px 8px;border:1px solid #ccc">S$</th></tr>
%s
<tr><td style="padding:4px 8px;border:1px solid #ccc"><b>Total</b></td><td style="padding:4px 8px;border:1px solid #ccc;text-align:right"><b>21,300</b></td></tr>
</table>
<p>Payment: 15%% deposit, 35%% on hacking, 40%% on carpentry delivery, 10%% on handover. Timeline 6&ndash;7 weeks.</p>
<p>This proposal is valid until 28 February 2025. Do let me know if you'd like to adjust the scope &mdash; happy to
work within your budget!</p>
<p>Warmly,<br>Sharon Lee<br>Senior Designer, Nest &amp; Co Interiors<br>Instagram: @nestandco.example</p>""" % tr)
m.set_content(html, subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 3 ------------------------------------------------------------ polyclinic appointment (HTML only, base64)
p = "mail/2025/02/2025-02-20_polyclinic-appointment.eml"
m = new_msg(p, "Polyclinic Appointments <no-reply@appointments.polyclinic-east.example>", MEI,
            "Appointment Confirmation", "Thu, 20 Feb 2025 16:02:11 +0800")
html = html_wrap("Appointment Confirmation", """<h2 style="color:#00587a">Appointment Confirmation</h2>
<p>Dear Caregiver,</p>
<p>The following appointment has been made for your family member.</p>
<table style="border-collapse:collapse;font-size:14px">
<tr><td style="padding:4px 10px"><b>Patient</b></td><td style="padding:4px 10px">ONG B*** H**N (S****123J)</td></tr>
<tr><td style="padding:4px 10px"><b>Service</b></td><td style="padding:4px 10px">Nurse Counselling &ndash; Diabetes (Chronic Disease Management)</td></tr>
<tr><td style="padding:4px 10px"><b>Date</b></td><td style="padding:4px 10px">03 Mar 2025 (Monday)</td></tr>
<tr><td style="padding:4px 10px"><b>Time</b></td><td style="padding:4px 10px">10:20 AM</td></tr>
<tr><td style="padding:4px 10px"><b>Venue</b></td><td style="padding:4px 10px">Tampines Polyclinic, Level 2, Clinic B</td></tr>
<tr><td style="padding:4px 10px"><b>Appointment No.</b></td><td style="padding:4px 10px">TP-0303-0417</td></tr>
</table>
<p>Please arrive 15 minutes before your appointment time. Bring the patient&rsquo;s NRIC, current medications and
glucose meter (if any).</p>
<p>To reschedule, please call 6555 0110 at least 2 working days before. This is an automated message, please do not reply.</p>""")
m.set_content(html, subtype="html", cte="base64")
OUT[p] = to_bytes(m, p)

# 4 ------------------------------------------------------------ Mei accepts Hup Seng (reply, QP)
p = "mail/2025/03/2025-03-08_re-hupseng-quotation.eml"
m = new_msg(p, MEI, ALVIN, "Re: Quotation for kitchen renovation - Q-HS-25-014",
            "Sat, 08 Mar 2025 22:15:03 +0800", cc=DARREN, in_reply_to=HUPSENG_ID)
body = """Hi Alvin,

Thanks for the quotation and sorry for the slow reply — school term is crazy. Darren and I have compared the three
quotes and we'd like to go ahead with Hup Seng for the kitchen. Xin (my sister) speaks very highly of you, her
bathroom is still perfect after 4 years.

A few points:
1) Tiles: we went to Hoe Kee Tiles at Kaki Bukit today and picked Terrazzo Bianco 600x600 (polished) for the floor
   and white subway 75x300 for the wall. Salesman said the Bianco is about S$4.20/sqft — slightly over your
   allowance, please let me know the difference.
2) Hob: still deciding gas vs induction. Will confirm by April. Either way we buy our own.
3) Timing: ideally start AFTER the Sept school holidays (I have prelims before that), and finish before
   mid-December because we'll be overseas.
4) Deposit: I'll PayNow the 10% (S$1,860) on Monday, please send the UEN again.

Can you come on Tue 18 Mar evening to confirm the cabinet layout?

Thanks!
Mei

On Tue, 14 Jan 2025 at 21:47, Alvin Chua (Hup Seng Reno) <alvin@hupseng-reno.example> wrote:
""" + quote(HUPSENG_BODY[:HUPSENG_BODY.index("Payment schedule")]) + "\n> [...]\n"
m.set_content(body, cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 5 ------------------------------------------------------------ Town council notice (7bit)
p = "mail/2025/03/2025-03-25_towncouncil-water-disruption.eml"
m = new_msg(p, "Tampines Town Council <notices@tampines-tc.example>", MEI,
            "NOTICE: Temporary water supply disruption - Wed 2 Apr 2025", "Tue, 25 Mar 2025 09:00:00 +0800")
m.set_content("""Dear Resident,

TEMPORARY WATER SUPPLY DISRUPTION

Please be informed that the water supply to your block will be temporarily disrupted to facilitate the
replacement of the water pump and main pipe valves.

Date: Wednesday, 2 April 2025
Time: 9.00am to 3.00pm

Residents are advised to store sufficient water for use during this period. Please keep your taps closed to
prevent flooding when the supply is restored. Water may appear discoloured initially; let it run for a few
minutes.

We apologise for any inconvenience caused. For enquiries, please call our 24-hour hotline at 6555 0140.

Property Manager
Tampines Town Council

This is a system-generated email. Please do not reply.
""", cte="7bit")
OUT[p] = to_bytes(m, p)

# 6 ------------------------------------------------------------ Practical dates (multipart/alternative)
p = "mail/2025/04/2025-04-10_prelim-chem-practical-arrangements.eml"
m = new_msg(p, MEI_SCH, "Science Department <science-dept@eastfield-sec.example>",
            "Sec 4 Chem Practical (Prelim) 26 Aug - rooms & invigilation",
            "Thu, 10 Apr 2025 17:32:40 +0800",
            cc="Rahman Osman <rahman_osman@eastfield-sec.example>, Nur Aisyah <nur_aisyah@eastfield-sec.example>")
plain = """Dear all,

Putting this out early so nobody plans leave / camps on that day.

Sec 4 Chemistry Practical (Prelim) - Tue 26 Aug 2025

Session 1: 0800-0950, Chem Lab 1 (C3-02). Classes 4E1, 4E2.
           Invigilators: Mei, Joel Teo.
Session 2: 1030-1220, Chem Lab 2 (C3-04). Classes 4E3, 4E4.
           Invigilators: Benjamin Ho, Nur Aisyah (lab support + invigilation).

Lab support both sessions: Rahman (prep room C3-03).
Candidates in Session 1 stay in the hall (quarantine) until 1030 so they don't meet Session 2.

Set-up: 25 Aug after school. Reagents: Rahman to order by end July.

If you have a clash, tell me by end of Term 2 please, not the week before :)

Thanks,
Mei
HOD Science
"""
m.set_content(plain, cte="7bit")
html = html_wrap("Prelim chem practical", """<p>Dear all,</p>
<p>Putting this out early so nobody plans leave / camps on that day.</p>
<p><b>Sec 4 Chemistry Practical (Prelim) &ndash; Tue 26 Aug 2025</b></p>
<table style="border-collapse:collapse">
<tr><th style="border:1px solid #999;padding:4px">Session</th><th style="border:1px solid #999;padding:4px">Time</th><th style="border:1px solid #999;padding:4px">Room</th><th style="border:1px solid #999;padding:4px">Classes</th><th style="border:1px solid #999;padding:4px">Invigilators</th></tr>
<tr><td style="border:1px solid #999;padding:4px">1</td><td style="border:1px solid #999;padding:4px">0800&ndash;0950</td><td style="border:1px solid #999;padding:4px">Chem Lab 1 (C3-02)</td><td style="border:1px solid #999;padding:4px">4E1, 4E2</td><td style="border:1px solid #999;padding:4px">Mei, Joel Teo</td></tr>
<tr><td style="border:1px solid #999;padding:4px">2</td><td style="border:1px solid #999;padding:4px">1030&ndash;1220</td><td style="border:1px solid #999;padding:4px">Chem Lab 2 (C3-04)</td><td style="border:1px solid #999;padding:4px">4E3, 4E4</td><td style="border:1px solid #999;padding:4px">Benjamin Ho, Nur Aisyah</td></tr>
</table>
<p>Lab support both sessions: Rahman (prep room C3-03). Candidates in Session 1 stay in the hall (quarantine) until 1030.</p>
<p>Set-up: 25 Aug after school. Reagents: Rahman to order by end July.</p>
<p>If you have a clash, tell me by end of Term 2 please, not the week before :)</p>
<p>Thanks,<br>Mei<br>HOD Science</p>""")
m.add_alternative(html, subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)
PRAC_ID = m["Message-ID"]

# 7 ------------------------------------------------------------ CPF-style newsletter (HTML only, QP)
p = "mail/2025/05/2025-05-06_cpf-matters-newsletter.eml"
m = new_msg(p, "CPF Matters <newsletter@cpf-matters.example>", MEI,
            "CPF Matters | May 2025: Retirement top-ups, MediSave for chronic care & more",
            "Tue, 06 May 2025 08:30:00 +0800", extra=[("List-Unsubscribe", "<https://cpf-matters.example/unsub>")])
html = html_wrap("CPF Matters May 2025", """<table width="100%" style="max-width:640px;margin:auto">
<tr><td style="background:#b0002b;color:#fff;padding:16px"><h1 style="margin:0">CPF Matters</h1><p>May 2025 edition</p></td></tr>
<tr><td style="padding:12px">
<h2>Give your parents a boost</h2>
<p>Topping up your parents&rsquo; Retirement Account with cash can increase their monthly payouts. You may also
enjoy tax relief of up to $8,000 per calendar year for top-ups to loved ones (subject to conditions).</p>
<h2>Using MediSave for chronic conditions</h2>
<p>Did you know MediSave can be used for outpatient treatment of chronic conditions such as diabetes and
hypertension under the Chronic Disease Management Programme? Check the withdrawal limits on our website.</p>
<h2>Have you made a CPF nomination?</h2>
<p>Make sure your savings go to the people you want. It takes about 15 minutes online.</p>
<table style="border-collapse:collapse;margin-top:8px">
<tr><th style="border:1px solid #ddd;padding:6px">Event</th><th style="border:1px solid #ddd;padding:6px">Date</th></tr>
<tr><td style="border:1px solid #ddd;padding:6px">Retirement planning webinar</td><td style="border:1px solid #ddd;padding:6px">22 May, 7.30pm</td></tr>
<tr><td style="border:1px solid #ddd;padding:6px">Caregivers&rsquo; workshop (Tampines Hub)</td><td style="border:1px solid #ddd;padding:6px">7 Jun, 10am</td></tr>
</table>
</td></tr>
<tr><td style="font-size:11px;color:#777;padding:12px">You are receiving this because you subscribed to CPF Matters. Unsubscribe anytime.</td></tr>
</table>""")
m.set_content(html, subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 8 ------------------------------------------------------------ Rahman re chemical inventory (8bit reply)
p = "mail/2025/05/2025-05-19_re-chemical-inventory.eml"
INV_Q = """Hi Rahman,

Before the June hols, can we do a proper stock-take of the prep room + chemical store? East Zone will audit us
some time in Term 3 and I want the inventory list current, with expiry dates. Also please check the indicators,
I saw a very old bottle of phenolphthalein last week.

Thanks,
Mei"""
m = new_msg(p, "Rahman Osman <rahman_osman@eastfield-sec.example>", MEI_SCH,
            "Re: Stock-take before June hols", "Mon, 19 May 2025 15:48:22 +0800",
            cc="Nur Aisyah <nur_aisyah@eastfield-sec.example>",
            in_reply_to=msgid("inv-q", "eastfield-sec.example"))
m.set_content("""Dear Mdm Tan,

Noted. Stock-take done last Friday (16 May), excel attached in the dept drive (Lab > Inventory > 2025).

Summary:
- 212 line items. 9 below minimum level, I will add to the June order.
- Expired: phenolphthalein indicator (exp 11/2023) and silver nitrate 0.05 M (exp 03/2024). Will arrange
  disposal with the waste contractor during June hols.
- Starch indicator: keep at 2–8 °C, the small fridge in prep room temp is ok (5 °C).
- Flammables cabinet: full. Suggest we dispose of the old ethanol 95% (3 bottles, 2019).

Eyewash: Aisyah is doing the weekly flush but the log book for Lab 2 — cannot find since April. She will start
a new one.

Regards,
Rahman
Senior Lab Technician

""" + quote(INV_Q) + "\n", cte="8bit")
OUT[p] = to_bytes(m, p)

# 9 ------------------------------------------------------------ Flight booking (HTML only, base64)  ENCODED FACT
p = "mail/2025/06/2025-06-09_jade-horizon-flight-booking.eml"
m = new_msg(p, "Jade Horizon Travel <bookings@jadehorizon.example>", MEI,
            "Booking confirmed: Singapore - Sapporo (New Chitose), Dec 2025", "Mon, 09 Jun 2025 20:14:55 +0800")
html = html_wrap("Booking confirmation", """<h2 style="color:#0b6e4f">Your flights are confirmed</h2>
<p>Dear Ms Tan Mei Ling,</p>
<p>Thank you for booking with Jade Horizon Travel. Your e-tickets have been issued.</p>
<p style="font-size:18px">Booking reference (PNR): <b>K7QZ4M</b></p>
<table style="border-collapse:collapse">
<tr style="background:#eef"><th style="padding:6px;border:1px solid #ccd">Flight</th><th style="padding:6px;border:1px solid #ccd">From</th><th style="padding:6px;border:1px solid #ccd">Departs</th><th style="padding:6px;border:1px solid #ccd">To</th><th style="padding:6px;border:1px solid #ccd">Arrives</th></tr>
<tr><td style="padding:6px;border:1px solid #ccd">OA 612</td><td style="padding:6px;border:1px solid #ccd">Singapore Changi (SIN) T1</td><td style="padding:6px;border:1px solid #ccd">Fri 12 Dec 2025, 22:40</td><td style="padding:6px;border:1px solid #ccd">Sapporo New Chitose (CTS)</td><td style="padding:6px;border:1px solid #ccd">Sat 13 Dec 2025, 07:50 (local)</td></tr>
<tr><td style="padding:6px;border:1px solid #ccd">OA 613</td><td style="padding:6px;border:1px solid #ccd">Sapporo New Chitose (CTS)</td><td style="padding:6px;border:1px solid #ccd">Sun 21 Dec 2025, 10:30</td><td style="padding:6px;border:1px solid #ccd">Singapore Changi (SIN) T1</td><td style="padding:6px;border:1px solid #ccd">Sun 21 Dec 2025, 17:25</td></tr>
</table>
<p><b>Passengers:</b> TAN/MEILING MS &middot; LIM/WEIJIE DARREN MR &middot; LIM/KAI MSTR</p>
<p><b>Baggage:</b> 30 kg checked per passenger. <b>Seats:</b> free selection at online check-in (opens 48 h before).</p>
<table style="border-collapse:collapse;margin-top:10px">
<tr><td style="padding:4px 8px">Fare (3 pax)</td><td style="padding:4px 8px;text-align:right">S$3,411.00</td></tr>
<tr><td style="padding:4px 8px">Taxes &amp; surcharges</td><td style="padding:4px 8px;text-align:right">S$576.60</td></tr>
<tr><td style="padding:4px 8px"><b>Total charged (Visa ending 4471)</b></td><td style="padding:4px 8px;text-align:right"><b>S$3,987.60</b></td></tr>
</table>
<p>Changes are permitted with a fee of S$150 per passenger plus fare difference. Name changes are not permitted.</p>
<p>Have a wonderful trip!<br>Jade Horizon Travel &middot; 6555 0177</p>""")
m.set_content(html, subtype="html", cte="base64")
OUT[p] = to_bytes(m, p)

# 10 ----------------------------------------------------------- Hoe Kee promo (alternative, QP)
p = "mail/2025/06/2025-06-23_hoekee-midyear-sale.eml"
m = new_msg(p, "Hoe Kee Tiles <promo@hoekeetiles.example>", MEI,
            "Mid-Year Tile Sale: up to 30% off Terrazzo-look series!", "Mon, 23 Jun 2025 10:05:00 +0800",
            extra=[("List-Unsubscribe", "<mailto:unsub@hoekeetiles.example>")])
m.set_content("""HOE KEE TILES - MID-YEAR SALE (23 Jun - 13 Jul)

Up to 30% off our best-selling Terrazzo-look series (Bianco, Nero, Rosa) - while stocks last.
Free delivery for orders above S$500. Free sample board for renovation contractors.

Kaki Bukit showroom open daily 10am-7pm.

Unsubscribe: reply STOP.
""", cte="quoted-printable")
m.add_alternative(html_wrap("Mid-year sale", """<div style="max-width:600px;margin:auto;text-align:center">
<h1 style="color:#8a5a2b">MID-YEAR TILE SALE</h1>
<p style="font-size:18px">Up to <b>30% off</b> Terrazzo-look series &mdash; Bianco, Nero &amp; Rosa</p>
<table style="margin:auto;border-collapse:collapse">
<tr><td style="padding:6px;border:1px solid #d8c8b0">Terrazzo Bianco 600&times;600 polished</td><td style="padding:6px;border:1px solid #d8c8b0"><s>S$4.20</s> S$2.95/sqft</td></tr>
<tr><td style="padding:6px;border:1px solid #d8c8b0">Terrazzo Nero 600&times;600 matte</td><td style="padding:6px;border:1px solid #d8c8b0"><s>S$4.40</s> S$3.10/sqft</td></tr>
<tr><td style="padding:6px;border:1px solid #d8c8b0">Subway white 75&times;300 gloss</td><td style="padding:6px;border:1px solid #d8c8b0"><s>S$3.20</s> S$2.60/sqft</td></tr>
</table>
<p>Kaki Bukit showroom &middot; daily 10am&ndash;7pm &middot; 23 Jun &ndash; 13 Jul</p>
<p style="font-size:11px;color:#888">You received this because you visited our showroom. Unsubscribe.</p></div>"""),
                  subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 11 ----------------------------------------------------------- Hotel Lilac (alternative, both base64) ENCODED FACT
p = "mail/2025/07/2025-07-04_hotel-lilac-sapporo-confirmation.eml"
m = new_msg(p, "Hotel Lilac Sapporo <reservations@hotel-lilac-sapporo.example>", MEI,
            "Reservation confirmed - Hotel Lilac Sapporo (13-16 Dec 2025)", "Fri, 04 Jul 2025 13:41:09 +0900")
plain = """Dear Ms TAN MEI LING,

Thank you for choosing Hotel Lilac Sapporo. We are pleased to confirm your reservation.

Confirmation No.: 58213-LS
Check-in:  Sat 13 Dec 2025 (from 15:00; luggage drop from 08:00 is welcome)
Check-out: Tue 16 Dec 2025 (by 11:00)
Room: Family Twin with extra bed, non-smoking (3 adults)
Rate: ¥28,600 per night x 3 nights = ¥85,800 (tax and service included)
Payment: at the hotel. Free cancellation until 10 Dec 2025.

Address: Kita 3-jo Nishi 4-chome 1-8, Chuo-ku, Sapporo 060-0003, Japan
Access: 5 minutes on foot from JR Sapporo Station (South Exit), 8 minutes to Odori Park.

Breakfast (Hokkaido buffet, 6:30-10:00) can be added at the front desk for ¥2,200 per person.

We look forward to welcoming you.
Front Office, Hotel Lilac Sapporo
"""
m.set_content(plain, cte="base64")
m.add_alternative(html_wrap("Reservation confirmed", """<h2>Reservation confirmed</h2>
<p>Dear Ms TAN MEI LING,</p><p>Thank you for choosing Hotel Lilac Sapporo.</p>
<table style="border-collapse:collapse">
<tr><td style="padding:4px 10px"><b>Confirmation No.</b></td><td style="padding:4px 10px">58213-LS</td></tr>
<tr><td style="padding:4px 10px"><b>Check-in</b></td><td style="padding:4px 10px">Sat 13 Dec 2025 from 15:00</td></tr>
<tr><td style="padding:4px 10px"><b>Check-out</b></td><td style="padding:4px 10px">Tue 16 Dec 2025 by 11:00</td></tr>
<tr><td style="padding:4px 10px"><b>Room</b></td><td style="padding:4px 10px">Family Twin + extra bed, non-smoking</td></tr>
<tr><td style="padding:4px 10px"><b>Total</b></td><td style="padding:4px 10px">&yen;85,800 (pay at hotel)</td></tr>
<tr><td style="padding:4px 10px"><b>Address</b></td><td style="padding:4px 10px">Kita 3-jo Nishi 4-chome 1-8, Chuo-ku, Sapporo 060-0003</td></tr>
</table>
<p>5 minutes on foot from JR Sapporo Station (South Exit).</p>"""), subtype="html", cte="base64")
OUT[p] = to_bytes(m, p)

# 12 ----------------------------------------------------------- Shield renewal (mixed, base64 attachment) ENCODED FACT
p = "mail/2025/07/2025-07-15_harbourline-shield-renewal.eml"
m = new_msg(p, "Jason Phua <jason.phua@harbourline.example>", MEI,
            "Your Shield plan renewal (due 1 Aug 2025) + policy schedule", "Tue, 15 Jul 2025 10:12:30 +0800")
m.set_content("""Hi Mei,

Hope the June holidays were restful! Quick one: your Harbourline Shield Plus (private hospital) with the Care
Rider renews on 1 Aug 2025. Premium this year goes up a bit because of the age band (41-45).

Attached is your policy schedule for 2025/26 for your records. MediSave will be deducted for the Shield portion
automatically, the rider portion is by cash (GIRO from your DBS account as before). Nothing for you to do unless
you want to change anything.

Also, as mentioned on the phone: happy to sit down with you and Darren to review Kai's coverage and Darren's term
plan after the school holidays. No pressure :)

Best regards,
Jason Phua
Financial Services Manager, Harbourline Assurance
9555 0182
""", cte="7bit")
att = """HARBOURLINE ASSURANCE - POLICY SCHEDULE (RENEWAL)

Policy No.        : HSP-4471-9082
Life Assured      : TAN MEI LING
Plan              : Harbourline Shield Plus (Private Hospital)
Rider             : Shield Plus Care Rider (5% co-payment, cap S$3,000 per year)
Period of cover   : 01/08/2025 to 31/07/2026
Annual premium    : S$1,012.00
  - MediSave      : S$600.00
  - Cash (rider)  : S$412.00
Payment mode      : MediSave + GIRO
Servicing agent   : Jason Phua (Agent code HA-20931)

Pre-authorisation hotline: 6555 0188
This schedule forms part of your policy contract. Please keep it together with your policy documents.
"""
m.add_attachment(att.encode("utf-8"), maintype="text", subtype="plain", filename="Policy_Schedule_2025-26.txt",
                 cte="base64")
OUT[p] = to_bytes(m, p)

# 13 ----------------------------------------------------------- Audit notice (QP)
p = "mail/2025/08/2025-08-12_east-zone-audit-notice.eml"
m = new_msg(p, VICTOR, MEI_SCH, "Notice of Laboratory Safety Audit – Eastfield Secondary School (EZSO/2025/C-14)",
            "Tue, 12 Aug 2025 09:25:51 +0800", cc="Adeline Wong <wong_adeline@eastfield-sec.example>")
m.set_content("""Dear Mdm Tan,

As part of the East Zone laboratory safety audit cycle for 2025, we will be visiting Eastfield Secondary School
as follows:

  Date:   Thursday, 18 September 2025
  Time:   0900 – 1200
  Scope:  Chemistry laboratories (C3-02, C3-04), preparation room (C3-03), chemical store

Please have the following ready for inspection:
  a) current chemical inventory with expiry dates
  b) Safety Data Sheets (SDS) folder
  c) eyewash station and safety shower flush logs for the last 3 months
  d) fume hood maintenance / face-velocity records
  e) risk assessments for Sec 3 and Sec 4 practical work
  f) spill kit checklists

The HOD and senior laboratory technician should be present throughout. A findings report will be sent within
one week of the visit, with a timeline for corrective actions.

Thank you for your cooperation.

Regards,
Victor Yeo
Senior Safety Officer
East Zone Schools Safety Office
""", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 14 ----------------------------------------------------------- invigilation swap (reply, 7bit)
p = "mail/2025/08/2025-08-19_re-prac-invigilation.eml"
REMIND = """Hi all,

Gentle reminder: Sec 4 Chem Practical (Prelim) is next Tue 26 Aug. Please be in the lab by 0745 for Session 1
and 1015 for Session 2. Invigilation as per my 10 Apr email. Set-up is Mon 25 Aug after school, all hands please.

Thanks!
Mei"""
m = new_msg(p, "Benjamin Ho <ho_benjamin@eastfield-sec.example>", MEI_SCH,
            "Re: Reminder - Sec 4 chem prac prelim next Tue", "Tue, 19 Aug 2025 18:03:12 +0800",
            cc="Kavitha Rajan <kavitha_rajan@eastfield-sec.example>",
            in_reply_to=msgid("remind", "eastfield-sec.example"))
m.set_content("""Hi Mei,

Sorry to do this so late. Mr Lee just roped me in for the Sec 3 OBS camp pre-trip briefing on 26 Aug morning
(it's at the school hall 1000-1200, can't escape).

I checked with Kavitha and she has agreed to take my Session 2 slot (1030-1220). In exchange I'll relieve her 4E3
Bio lesson on Thursday. Hope that's ok with you? I'll still come in at 0715 to help with set-up and I'll be free
again from 1230 for packing up.

Kavitha is cc'd.

Ben

On Tue, 19 Aug 2025, 07:52 Tan Mei Ling <tan_mei_ling@eastfield-sec.example> wrote:
""" + quote(REMIND) + "\n", cte="7bit")
OUT[p] = to_bytes(m, p)

# 15 ----------------------------------------------------------- Alvin confirms tile change (reply, 8bit)
p = "mail/2025/09/2025-09-05_re-tile-change.eml"
TILE_Q = """Hi Alvin,

As discussed on WhatsApp — after my mum's fall scare at my sister's place, we want to change the kitchen FLOOR
tile to something anti-slip. Hoe Kee has a matte porcelain in "Stone Grey", 300x600, R11, in stock. Wall tiles
no change (white subway). Can you confirm the price difference and whether the timeline is affected?

Sorry for the late change!
Mei"""
m = new_msg(p, ALVIN, MEI, "Re: Change of floor tiles", "Fri, 05 Sep 2025 20:41:37 +0800", cc=DARREN,
            in_reply_to=msgid("tileq", "pigeonmail.example"))
m.set_content("""Hi Mei,

No problem, safety first. I checked with Hoe Kee today. Confirm the change:

Floor: Hoe Kee "Stone Grey" 300×600 matte porcelain, anti-slip R11 (S$5.10/sqft), straight lay, 2 mm joint,
       grout dark grey. Skirting same tile, 100 mm.
Wall:  no change, white subway 75×300 gloss.

Price difference: the Stone Grey is above the floor tile allowance + a bit more wastage and labour for the
smaller format. Variation: +S$850.

Revised contract sum: S$19,450.00 (was S$18,600.00). Progress claims will follow the same % on the new sum.

Timeline not affected by the tiles — they have stock. Hacking still plan for Mon 29 Sep, subject to HDB permit.
I will update you once the permit is out.

Thanks & regards,
Alvin Chua
Hup Seng Reno & Build
9555 0190

""" + quote(TILE_Q) + "\n", cte="8bit")
OUT[p] = to_bytes(m, p)

# 16 ----------------------------------------------------------- hacking postponed (base64) ENCODED FACTS
p = "mail/2025/09/2025-09-15_hacking-start-date-change.eml"
m = new_msg(p, ALVIN, MEI, "Kitchen reno - start date change / HDB permit", "Mon, 15 Sep 2025 19:22:05 +0800",
            cc=DARREN)
m.set_content("""Hi Mei and Darren,

Sorry, bad news on the timing. The HDB renovation permit only came through today.
Permit No.: HDB/RP/2025/0915/4412

Because of the delay, my hacking team is already committed to another job until early October. New dates:

  Hacking starts:        Monday, 13 October 2025, 9am
  Tiling:                about 20-24 Oct
  Carpentry install:     about 3 Nov
  Handover (estimate):   around Fri 14 Nov

Per HDB rules, noisy works (hacking, drilling) only Mon-Fri 9am-5pm. Please clear all kitchen cabinets by Sat
11 Oct. I will put up the permit notice and floor protection on the Friday before.

Really sorry for the inconvenience. The 30% progress claim will only be issued when hacking starts.

Regards,
Alvin
""", cte="base64")
OUT[p] = to_bytes(m, p)

# 17 ----------------------------------------------------------- forward of findings (base64) ENCODED FACT
p = "mail/2025/09/2025-09-22_fwd-lab-audit-findings.eml"
m = new_msg(p, MEI_SCH, "Rahman Osman <rahman_osman@eastfield-sec.example>, Nur Aisyah <nur_aisyah@eastfield-sec.example>",
            "Fwd: Lab Safety Audit - Findings Report", "Mon, 22 Sep 2025 16:40:18 +0800",
            cc="Benjamin Ho <ho_benjamin@eastfield-sec.example>")
m.set_content("""Rahman, Aisyah,

Please see Victor's findings below. Not too bad, but let's close them properly.
- Rahman: items 2, 3 and 5, by 10 Oct please.
- Aisyah: item 1 (new log, weekly, ring file on the wall so it can't "disappear").
- Me: item 4 — I'll chase AirSafe for FH-2.
Corrective action report is due to East Zone by 31 Oct. Send me photos when done so I can attach.

Thanks both,
Mei

---------- Forwarded message ---------
From: Victor Yeo <victor_yeo@eastzone-safety.example>
Date: Mon, 22 Sep 2025 at 11:05
Subject: Lab Safety Audit - Findings Report
To: Tan Mei Ling <tan_mei_ling@eastfield-sec.example>

Dear Mdm Tan,

Thank you for hosting us last Thursday. Please find the findings below.

Audit reference: LSA-E3-2025-027
School: Eastfield Secondary School - Chemistry laboratories, preparation room, chemical store

Findings
1. Eyewash station (Lab C3-04): weekly flush log incomplete - no entries for July and most of August.
2. Expired reagents in prep room cabinet: phenolphthalein indicator (exp 11/2023), silver nitrate 0.05 M
   (exp 03/2024). Remove and dispose via licensed contractor.
3. Acid spill kit (Lab C3-02): neutraliser tub empty. Replenish and add to the weekly checklist.
4. Fume hood FH-2 (Lab C3-04): measured face velocity 0.32 m/s, below the 0.4 m/s minimum. Tag out of use
   until serviced; submit vendor re-test certificate.
5. Chemical store: flammables cabinet missing hazard label on the door; 3 bottles of ethanol (2019) to be
   disposed.

Please submit a corrective action report (with photos) by 31 Oct 2025.

Good practice noted: SDS folder complete and well organised; risk assessments updated for 2025.

Regards,
Victor Yeo
Senior Safety Officer, East Zone Schools Safety Office
""", cte="base64")
OUT[p] = to_bytes(m, p)

# 18 ----------------------------------------------------------- ShopLah receipt (HTML only, QP)
p = "mail/2025/10/2025-10-09_shoplah-order-receipt.eml"
m = new_msg(p, "ShopLah <receipts@shoplah.example>", MEI, "Your ShopLah receipt for order #SL-88120-55",
            "Thu, 09 Oct 2025 22:31:48 +0800")
m.set_content(html_wrap("Receipt", """<h2>Thanks for your order!</h2>
<p>Order <b>#SL-88120-55</b> &middot; placed 9 Oct 2025, 10:31 PM</p>
<table style="border-collapse:collapse;width:100%">
<tr style="background:#f4f4f4"><th style="text-align:left;padding:6px">Item</th><th style="padding:6px">Qty</th><th style="text-align:right;padding:6px">Price</th></tr>
<tr><td style="padding:6px">TrailPro aluminium trekking poles (pair), anti-shock</td><td style="padding:6px;text-align:center">1</td><td style="padding:6px;text-align:right">S$89.90</td></tr>
<tr><td style="padding:6px">Hydration bladder 2L, BPA-free</td><td style="padding:6px;text-align:center">1</td><td style="padding:6px;text-align:right">S$24.50</td></tr>
<tr><td style="padding:6px">Kids thermal innerwear set, size 160</td><td style="padding:6px;text-align:center">0</td><td style="padding:6px;text-align:right">(out of stock &mdash; refunded)</td></tr>
<tr><td style="padding:6px">Shipping</td><td></td><td style="padding:6px;text-align:right">FREE</td></tr>
<tr><td style="padding:6px"><b>Total paid (PayNow)</b></td><td></td><td style="padding:6px;text-align:right"><b>S$114.40</b></td></tr>
</table>
<p>Estimated delivery: 13&ndash;15 Oct. Track your parcel in the app.</p>"""), subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 19 ----------------------------------------------------------- Biei tour (reply, 8bit)
p = "mail/2025/10/2025-10-20_re-biei-private-tour.eml"
BIEI_Q = """Hello,

We are a family of 3 (2 adults, 1 teen) staying in Furano on 16-17 Dec 2025. Could you arrange a private day tour
of Biei on Wed 17 Dec (Blue Pond, Shirahige Falls, the famous trees)? English-speaking driver please. What is the price and pickup time?

Thank you,
Tan Mei Ling (Singapore)"""
m = new_msg(p, "Blue Pond Private Tours <hello@bluepond-tours.example>", MEI,
            "Re: Private Biei tour 17 Dec - booking confirmed", "Mon, 20 Oct 2025 11:58:02 +0900",
            in_reply_to=msgid("bieiq", "pigeonmail.example"))
m.set_content("""Dear Ms Tan,

Thank you for your booking! We are happy to confirm:

Tour:      Private Biei & Shirogane winter day tour
Date:      Wednesday, 17 December 2025, 08:30 – 16:30
Pickup:    Lobby of Hotel Yukiakari Furano, 08:30
Driver-guide: Takeshi Mori (English OK, 12 years guiding in Kamikawa area)
Vehicle:   Toyota Alphard 4WD with studless winter tyres
Price:     ¥52,000 for the vehicle (cash or card on the day)

Plan (may change with weather):
Shirogane Blue Pond → Shirahige Waterfall → Christmas tree / Ken & Mary tree → Shikisai-no-oka (snow
mobile optional, own cost) → lunch at a local curry udon shop → back to Furano before dark.

Sunset in December is around 16:00, so we start early. Please wear snow boots — Blue Pond path is icy.

If there is a heavy snowstorm warning we will contact you the night before to reschedule or refund fully.

Best regards,
Mori Takeshi
Blue Pond Private Tours, Furano

""" + quote(BIEI_Q) + "\n", cte="8bit")
OUT[p] = to_bytes(m, p)

# 20 ----------------------------------------------------------- nature newsletter (alternative, QP)
p = "mail/2025/10/2025-10-28_natureways-newsletter.eml"
m = new_msg(p, "NatureWays SG <hello@naturewaysg.example>", MEI,
            "NatureWays | Oct: otter family at the reservoir, new trail signs & the migratory season",
            "Tue, 28 Oct 2025 07:00:00 +0800", extra=[("List-Unsubscribe", "<https://naturewaysg.example/u>")])
m.set_content("""NatureWays SG - October 2025

1. The otter family is back at the reservoir park - 7 pups spotted this month. Keep your distance, no feeding.
2. Migratory season: watch for kingfishers and bee-eaters along the coast from now till March.
3. New trail signs installed along the park connectors in the east. Download the updated map.
4. Volunteer: mangrove clean-up, Sat 15 Nov, 8am. Gloves provided.

Happy trails!
""", cte="quoted-printable")
m.add_alternative(html_wrap("NatureWays", """<h1 style="color:#2e7d32">NatureWays SG &mdash; October 2025</h1>
<ol><li><b>Otters!</b> The otter family is back at the reservoir park &mdash; 7 pups spotted this month.</li>
<li><b>Migratory season:</b> kingfishers and bee-eaters along the coast till March.</li>
<li><b>New trail signs</b> on the eastern park connectors.</li>
<li><b>Volunteer:</b> mangrove clean-up, Sat 15 Nov, 8am.</li></ol>"""), subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 21 ----------------------------------------------------------- travel insurance (mixed, base64 attachment) ENCODED FACT
p = "mail/2025/11/2025-11-04_harbourline-travel-insurance.eml"
m = new_msg(p, "Harbourline TravelSafe <travel-noreply@harbourline.example>", MEI,
            "Your TravelSafe policy - Japan, 12 to 21 Dec 2025", "Tue, 04 Nov 2025 21:09:33 +0800")
m.set_content("""Dear TAN MEI LING,

Thank you for purchasing Harbourline TravelSafe Premier (Family) online.

Your Certificate of Insurance is attached to this email. Please keep it with you while travelling - you will
need the policy number for any claim or emergency assistance.

Trip: Japan, 12 Dec 2025 to 21 Dec 2025
Insured: 2 adults, 1 child
Premium paid: S$142.80 (Visa)

Safe travels!
Harbourline Assurance - this is an automated email, please do not reply.
""", cte="quoted-printable")
cert = """HARBOURLINE ASSURANCE
CERTIFICATE OF INSURANCE - TravelSafe Premier (Family)

Policy Number    : TRV-88213570
Policyholder     : TAN MEI LING
Insured persons  : TAN MEI LING / LIM WEI JIE DARREN / LIM KAI
Destination      : Japan (Area 2)
Period of cover  : 12/12/2025 to 21/12/2025 (both dates inclusive)
Premium          : S$142.80
Winter sports    : covered (recreational skiing / snowboarding on marked pistes)

24-hour Emergency Assistance (worldwide): +65 6555 0199
Quote your policy number when you call.

Claims: submit online within 30 days of return.
"""
m.add_attachment(cert.encode("utf-8"), maintype="text", subtype="plain", filename="TravelSafe_Certificate.txt",
                 cte="base64")
OUT[p] = to_bytes(m, p)

# 22 ----------------------------------------------------------- polyclinic rescheduled (alternative, QP)
p = "mail/2025/11/2025-11-06_polyclinic-appointment-rescheduled.eml"
m = new_msg(p, "Polyclinic Appointments <no-reply@appointments.polyclinic-east.example>", MEI,
            "Appointment Rescheduled", "Thu, 06 Nov 2025 10:47:20 +0800")
m.set_content("""APPOINTMENT RESCHEDULED

Dear Caregiver,

The following appointment for your family member has been rescheduled due to the unavailability of the doctor.

Patient: ONG B*** H**N (S****123J)
Service: Doctor Consultation (Chronic)
Previous: 02 Dec 2025 (Tue), 08:50 AM
NEW:      09 Dec 2025 (Tue), 09:40 AM
Venue:    Tampines Polyclinic, Level 1, Clinic A
Appointment No.: TP-1209-0266

Blood test: please do the blood test at least 5 working days before the consultation (walk-in, 8-10 AM, fasting).

To change the appointment, call 6555 0110. This is an automated message, please do not reply.
""", cte="quoted-printable")
m.add_alternative(html_wrap("Appointment Rescheduled", """<h2 style="color:#00587a">Appointment Rescheduled</h2>
<p>Dear Caregiver,</p><p>The following appointment has been rescheduled due to the unavailability of the doctor.</p>
<table style="border-collapse:collapse">
<tr><td style="padding:4px 10px"><b>Patient</b></td><td style="padding:4px 10px">ONG B*** H**N (S****123J)</td></tr>
<tr><td style="padding:4px 10px"><b>Service</b></td><td style="padding:4px 10px">Doctor Consultation (Chronic)</td></tr>
<tr><td style="padding:4px 10px"><b>Previous</b></td><td style="padding:4px 10px"><s>02 Dec 2025 (Tue), 08:50 AM</s></td></tr>
<tr><td style="padding:4px 10px"><b>New</b></td><td style="padding:4px 10px"><b>09 Dec 2025 (Tue), 09:40 AM</b></td></tr>
<tr><td style="padding:4px 10px"><b>Venue</b></td><td style="padding:4px 10px">Tampines Polyclinic, Level 1, Clinic A</td></tr>
<tr><td style="padding:4px 10px"><b>Appointment No.</b></td><td style="padding:4px 10px">TP-1209-0266</td></tr>
</table>
<p>Blood test at least 5 working days before the consultation (walk-in, 8&ndash;10 AM, fasting).</p>"""),
                  subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 23 ----------------------------------------------------------- Kai PTM (7bit)
p = "mail/2025/11/2025-11-10_kai-ptm-slot.eml"
m = new_msg(p, "Daniel Goh <goh_daniel@tampinesgrove-sec.example>",
            "Mr & Mrs Lim <darren.lim.wj@pigeonmail.example>, " + MEI,
            "2 Integrity - Parent-Teacher Meeting slot for Lim Kai", "Mon, 10 Nov 2025 14:15:00 +0800")
m.set_content("""Dear Mr and Mrs Lim,

Thank you for registering for the end-of-year Parent-Teacher Meeting. Your slot is confirmed:

  Student: Lim Kai (2 Integrity)
  Date:    Friday, 14 November 2025
  Time:    3.40pm - 3.55pm
  Venue:   Classroom B3-05 (Block B, Level 3) - the 2 Integrity form class

Please report to the General Office to collect a visitor pass first; the classroom is up the stairs beside the
library. Parking at the school is limited, the HDB carpark opposite is recommended.

The Sec 2 subject combination briefing slides (from 7 Nov) are on Parents Gateway. The subject combination
form will be released on Parents Gateway after the PTM.

See you on Friday.

Best regards,
Daniel Goh
Form Teacher, 2 Integrity
Tampines Grove Secondary School
""", cte="7bit")
OUT[p] = to_bytes(m, p)

# 24 ----------------------------------------------------------- progress claim 3 (HTML only, QP)
p = "mail/2025/11/2025-11-13_hupseng-progress-claim-3.eml"
m = new_msg(p, ALVIN, MEI, "Progress claim 3 - kitchen carpentry installed / revised handover",
            "Thu, 13 Nov 2025 18:05:44 +0800", cc=DARREN)
m.set_content(html_wrap("Progress claim 3", """<p>Hi Mei &amp; Darren,</p>
<p>Carpentry installed yesterday, please see below progress claim.</p>
<table style="border-collapse:collapse">
<tr><th style="border:1px solid #aaa;padding:5px;text-align:left">Invoice</th><td style="border:1px solid #aaa;padding:5px">HS-INV-25-118</td></tr>
<tr><th style="border:1px solid #aaa;padding:5px;text-align:left">Stage</th><td style="border:1px solid #aaa;padding:5px">Progress claim 3 &ndash; installation of carpentry (30%)</td></tr>
<tr><th style="border:1px solid #aaa;padding:5px;text-align:left">Amount due</th><td style="border:1px solid #aaa;padding:5px"><b>S$5,835.00</b></td></tr>
<tr><th style="border:1px solid #aaa;padding:5px;text-align:left">Pay by</th><td style="border:1px solid #aaa;padding:5px">PayNow to UEN 53555012K (Hup Seng Reno &amp; Build)</td></tr>
</table>
<p><b>Handover:</b> the quartz supplier delayed the last top by one week, so handover is now <b>Friday, 28 Nov 2025</b>
(not 14 Nov). Sorry about this. Hob and hood will be installed once the top is in.</p>
<p>Final claim (balance) upon handover.</p>
<p>Thanks &amp; regards,<br>Alvin Chua<br>Hup Seng Reno &amp; Build</p>"""), subtype="html", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 25 ----------------------------------------------------------- Xin re CPF RSTU (reply, QP)
p = "mail/2025/11/2025-11-18_re-mummy-cpf-topup.eml"
RSTU_Q = """Xin,

Year-end coming. For Mummy's RA top-up this year — shall I do the S$8,000 cash top-up (RSTU) in Dec? My tax
bracket is higher so the relief helps me more, and you did the MediSave admin all year. You can do next year.

Also, what do you need from me for the CDMP claim for her Oct visit?

Mei"""
m = new_msg(p, XIN, MEI, "Re: Mummy's CPF top-up this year", "Tue, 18 Nov 2025 22:50:09 +0800",
            in_reply_to=msgid("rstuq", "pigeonmail.example"))
m.set_content("""Ok can, you do the S$8,000 this year, before 31 Dec ah — if you do it on 31 Dec itself and the bank transfer
only reaches CPF in Jan, the relief goes to next year. Do it by mid-Dec to be safe, before you fly.

I'll do mine next Jan, then we alternate. Mummy's monthly payout should go up a bit from next year.

CDMP claim for the Oct visit — already submitted, nothing needed from you. The polyclinic deducts from her
MediSave directly, I just check the statement.

Xin

""" + quote(RSTU_Q) + "\n", cte="quoted-printable")
OUT[p] = to_bytes(m, p)

# 26 ----------------------------------------------------------- audit closure (7bit)
p = "mail/2025/11/2025-11-20_audit-corrective-actions-status.eml"
m = new_msg(p, VICTOR, MEI_SCH, "Re: Corrective action report - Eastfield Secondary",
            "Thu, 20 Nov 2025 15:12:27 +0800", cc="Adeline Wong <wong_adeline@eastfield-sec.example>",
            in_reply_to=msgid("car", "eastfield-sec.example"))
m.set_content("""Dear Mdm Tan,

Thank you for the corrective action report and photos submitted on 30 Oct. We have reviewed them.

Status:
- Items 1, 2, 3 and 5: CLOSED.
- Item 4 (fume hood FH-2, Lab C3-04): remains OPEN. Please keep the hood tagged out of use and submit the
  vendor's re-test certificate showing face velocity of at least 0.4 m/s by Friday, 12 December 2025.

If the re-test fails, please let us know the replacement plan and interim measures (e.g. no volatile or toxic
reagents in Lab C3-04 until resolved).

Thank you for the prompt follow-up by your lab team.

Regards,
Victor Yeo
Senior Safety Officer
East Zone Schools Safety Office
""", cte="7bit")
OUT[p] = to_bytes(m, p)


# ================================================================ mbox (hiking club list)
LIST_HDRS = [("List-Id", "East Side Trekkers <trekkers.lists.eastsidetrekkers.example>"),
             ("List-Post", "<mailto:trekkers@lists.eastsidetrekkers.example>"),
             ("Precedence", "list")]
LISTADDR = "East Side Trekkers <trekkers@lists.eastsidetrekkers.example>"

MBOX_MSGS = [
    ("meiling.tan@pigeonmail.example", "Sun Jan  5 20:30:11 2025", MEI,
     "[Trekkers] 2025 hikes - first Saturday, 7.30am", "Sun, 05 Jan 2025 20:30:11 +0800", None,
     """Hi everyone, Happy New Year!

Same format as last year: first Saturday of every month, 7.30am start, about 2.5-3 hours, makan after.

Jan 4 - MacRitchie TreeTop Walk loop (meet Venus Drive carpark) - sorry, short notice, it's this Sat!
Feb 1 - Bukit Timah summit + Hindhede
Mar 1 - Southern Ridges
Apr 5 - Coney Island (easy one, bring your friends)
May 3 - TBC

New members: please fill in the indemnity form before your first hike.

See you!
Mei
"""),
    ("wendy.ng@kopimail.example", "Sun Feb  2 21:05:40 2025", "Wendy Ng <wendy.ng@kopimail.example>",
     "[Trekkers] Photos from Bukit Timah", "Sun, 02 Feb 2025 21:05:40 +0800", None,
     """Hi all,

Photos from yesterday are in the shared album (link in the group chat).
From the top of Bukit Timah you could actually see quite far, first clear morning in weeks.
The macaques near Hindhede were very bold, one grabbed Suresh's banana. Please keep food in your bag!

Wendy
"""),
    ("meiling.tan@pigeonmail.example", "Wed May 28 21:14:02 2025", MEI,
     "[Trekkers] From June: 7.00am start", "Wed, 28 May 2025 21:14:02 +0800", None,
     """Hi all,

It's getting really too hot by 10am (last hike half of us were melting), so from the 7 Jun hike onwards we will
start at 7.00am sharp instead of 7.30. Same first Saturday of the month.

Jun 7 - MacRitchie (Venus Drive)
Jul 5 - Labrador Park + Alexandra Arch
Aug  - no hike (too many people away / National Day weekend stuff)

Drink more water than you think you need.

Mei
"""),
    ("patrick.seow@oldmail.example", "Thu May 29 08:02:55 2025", "Patrick Seow <patrick.seow@oldmail.example>",
     "Re: [Trekkers] From June: 7.00am start", "Thu, 29 May 2025 08:02:55 +0800", "May28",
     None),
    ("meiling.tan@pigeonmail.example", "Tue Sep 30 22:01:47 2025", MEI,
     "[Trekkers] Oct hike moved to SUNDAY 5 Oct", "Tue, 30 Sep 2025 22:01:47 +0800", None,
     """Hi all,

Heads-up: the October hike is moved to SUNDAY 5 Oct (not Sat 4 Oct) - I have a school commitment on the
Saturday. Same time, 7.00am.

Route: Southern Ridges, meet at Kent Ridge Park carpark (the upper one). There are stairs at the Henderson end;
Patrick, there's a shortcut via the road, I'll show you.

Mei
"""),
    ("meiling.tan@pigeonmail.example", "Sat Oct 25 19:40:09 2025", MEI,
     "[Trekkers] Nov hike - Pulau Ubin (Chek Jawa), Sat 1 Nov", "Sat, 25 Oct 2025 19:40:09 +0800", None,
     """Hi all,

November hike is Pulau Ubin! Sat 1 Nov.

Meet: Changi Point Ferry Terminal, 7.00am (bumboat leaves when 12 people are on board).
Bring: cash for the bumboat (S$4 each way), water, sunblock, insect repellent, proper shoes (the Chek Jawa
boardwalk is fine but the trail to it is gravel).
Plan: walk to Chek Jawa (about 5 km each way), boardwalk at low tide, lunch at the village.
Bicycles optional - rent at the jetty if you want, but we walk.

Please reply if you're coming so I know numbers.

Mei
"""),
    ("meiling.tan@pigeonmail.example", "Sat Nov 15 09:12:30 2025", MEI,
     "[Trekkers] Dec hike + Japan eSIM?", "Sat, 15 Nov 2025 09:12:30 +0800", None,
     """Hi all,

Thanks for coming for Ubin - 14 of us, a record!

I'll be in Japan for the Sat 6 Dec hike. Faizal will lead - thank you Faizal! Route and meeting point are in the
calendar invite I sent out. Same time, 7.00am.

Random question for the travellers in the group: anyone used an eSIM in Japan? Three phones, 10 days, mostly
maps + Telegram. Don't want to pay roaming rates.

Mei
"""),
    ("grace.tay@travelbug.example", "Sun Nov 16 11:25:18 2025", "Grace Tay <grace.tay@travelbug.example>",
     "Re: [Trekkers] Dec hike + Japan eSIM?", "Sun, 16 Nov 2025 11:25:18 +0800", "Nov15",
     None),
]

PATRICK_BODY = """Ok for me. 7am is better for my knees also, less hot.
My grandson Ethan (11) wants to come in June, is that ok?

Patrick

On Wed, 28 May 2025 at 21:14, Tan Mei Ling wrote:
"""
GRACE_BODY = """Hi Mei! Used KumoSIM in Oct for Hokkaido - the 15GB / 15 days plan was S$21 per phone. Worked everywhere
even up in the mountains, 5G in Sapporo. Install the eSIM at home before you fly (need wifi to scan the QR),
switch it on when you land. Don't buy the SIM at the airport, very expensive.

Have a great trip, bring back Royce!
Grace

On Sat, 15 Nov 2025 at 09:12, Tan Mei Ling wrote:
"""


def build_mbox():
    chunks = []
    prev = {}
    for i, (envfrom, envdate, frm, subj, date, reply_of, body) in enumerate(MBOX_MSGS):
        path = "mbox-%d" % i
        m = new_msg(path, frm, LISTADDR, subj, date, extra=LIST_HDRS)
        if reply_of == "May28":
            src = MBOX_MSGS[2]
            body = PATRICK_BODY + quote(src[6]) + "\n"
            m["In-Reply-To"] = prev[2]
            m["References"] = prev[2]
        elif reply_of == "Nov15":
            src = MBOX_MSGS[6]
            body = GRACE_BODY + quote(src[6]) + "\n"
            m["In-Reply-To"] = prev[6]
            m["References"] = prev[6]
        m.set_content(body, cte="7bit")
        prev[i] = m["Message-ID"]
        raw = m.as_bytes().decode("ascii")
        lines = []
        for ln in raw.split("\n"):
            # mboxo/mboxrd escaping of body lines that begin with "From "
            if ln.startswith("From ") or (ln.startswith(">") and ln.lstrip(">").startswith("From ")):
                ln = ">" + ln
            lines.append(ln)
        text = "\n".join(lines)
        if not text.endswith("\n"):
            text += "\n"
        chunks.append("From %s %s\n%s\n" % (envfrom, envdate, text))
    return "".join(chunks).encode("ascii")


OUT["mail/lists/east-side-trekkers.mbox"] = build_mbox()
