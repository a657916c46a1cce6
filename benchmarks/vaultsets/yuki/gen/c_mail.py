"""E-mail files (.eml) for the yuki vault."""
from util import van, jst, new_msg, finish_msg, write_bytes

ME = "Yuki Tanaka <yuki.tanaka@maplemail.example>"
MAI = "田中麻衣 <mai.tanaka@kumo.example>"
HAHA = "田中恵子 <keiko.tanaka@sendai-net.example>"
CARLA = "Carla Reyes <carla.reyes@harbourview-vet.example>"
NAIR = "Dr. Priya Nair <priya.nair@harbourview-vet.example>"
DARIO = "Dario Costa <dario@brightline-electric.example>"
KEVIN = "Kevin Doyle <kevin@doylereno.example>"
CITY = "City of Vancouver - Development & Building <permits@city-vancouver.example>"
GILL = "Raj Gill <raj.gill@city-vancouver.example>"
NADIA = "Nadia Petrov <nadia.petrov@ubcmail.example>"
MORI = "森 明子 (KJSS) <principal@kjss.example>"


def html_page(title, body):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,sans-serif\">\n%s\n</body></html>\n" % (title, body))


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


def build(root):
    out = {}

    # E1 ------------------------------------------------------------ permit received (7bit)
    rel = "mail/2025/01/2025-01-20_permit-application-received.eml"
    m = new_msg(CITY, ME, "Application received: BP-2025-00317 (secondary suite, 4187 W 19th Ave)",
                van(2025, 1, 20, 15, 42), "<bp-2025-00317.ack@city-vancouver.example>")
    m.set_content("""Dear Applicant,

This confirms that we have received your building permit application.

  Application number: BP-2025-00317
  Site address:       4187 W 19th Ave, Vancouver
  Scope:              Secondary suite in basement (new), incl. fire separation,
                      plumbing and electrical alterations
  Fee paid:           $1,212.40

What happens next
-----------------
A plan reviewer will be assigned within 10 business days. You will be
contacted if additional drawings are required. Inspections (framing,
fire separation, final) must be booked through the online portal once the
permit is issued. Please quote your application number in all
correspondence.

This is an automated message. Please do not reply.

Development, Buildings & Licensing
City of Vancouver
""", cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E2 ------------------------------------------------------------ electrician quote (mixed, base64 attach)
    rel = "mail/2025/02/2025-02-11_brightline-quote.eml"
    m = new_msg(DARIO, ME, "Quote for basement suite electrical - 4187 W 19th",
                van(2025, 2, 11, 17, 5), "<q2291.20250211@brightline-electric.example>")
    m.set_content("""Hi Yuki,

Thanks for walking me through the basement on Saturday. Quote attached
(BE-2291). It covers everything we talked about incl. the interconnected
alarms and the permit. Price is good for 30 days.

We could start the rough-in the week of March 10 if you confirm by the
end of next week. 30% deposit to book the dates.

Cheers,
Dario Costa
Brightline Electric Ltd.
604-555-0148
""", cte="7bit")
    m.add_attachment("""BRIGHTLINE ELECTRIC LTD.                      QUOTE BE-2291
Licensed electrical contractor                Date: 2025-02-11

Client:  Yuki Tanaka, 4187 W 19th Ave, Vancouver
Project: Basement secondary suite - electrical

  1  New 100A subpanel for suite, feeder from main .......  1,650.00
  2  Kitchenette circuits (2x 20A counter, range 40A) .....  1,120.00
  3  Bathroom: GFCI, fan on timer, vanity light ..........    540.00
  4  Lighting: 9 pot lights, 3 switches ...................    980.00
  5  Smoke/CO alarm interconnect wiring (3 locations) ....    460.00
  6  Laundry circuit (dryer 30A) ...........................    420.00
  7  Electrical permit + inspection booking ...............    620.00
                                                          ----------
     Subtotal                                               5,790.00
     Allowance: misc. boxes, wire, breakers                  380.00
     GST 5%                                                  310.00
                                                          ----------
     TOTAL (incl. GST)                                      6,480.00

Payment: 30% deposit, 40% after rough-in inspection, 30% on final.
Excludes drywall patching and painting.
""", subtype="plain", filename="BE-2291_quote.txt", cte="base64")
    out[rel] = finish_msg(m, rel)

    # E3 ------------------------------------------------------------ reply accepting (8bit)
    rel = "mail/2025/02/2025-02-13_re-brightline-quote.eml"
    m = new_msg(ME, DARIO, "Re: Quote for basement suite electrical - 4187 W 19th",
                van(2025, 2, 13, 21, 18), "<CAyt0213.k9@maplemail.example>",
                in_reply_to="<q2291.20250211@brightline-electric.example>")
    m.set_content("""Hi Dario,

Let's do it. I'll e-transfer the 30% deposit tomorrow, and March 10 works
for the rough-in. I'm at the clinic most days so Kevin (my contractor) will
let you in - his cell is 604-555-0193. The basement door code is on the
sheet I'll leave on the workbench.

One question: can the range circuit go on the left wall instead? Kevin
wants the kitchenette flipped. Otherwise all good.

Thanks - どうも!
Yuki

On Tue, Feb 11, 2025 at 5:05 PM Dario Costa wrote:
""" + quote("""Hi Yuki,

Thanks for walking me through the basement on Saturday. Quote attached
(BE-2291). It covers everything we talked about incl. the interconnected
alarms and the permit. Price is good for 30 days.

We could start the rough-in the week of March 10 if you confirm by the
end of next week. 30% deposit to book the dates.

Cheers,
Dario Costa
Brightline Electric Ltd.""") + "\n", cte="8bit")
    out[rel] = finish_msg(m, rel)

    # E4 ------------------------------------------------------------ Mai: surgery date (JP, QP)
    rel = "mail/2025/03/2025-03-04_mai-otousan-shujutsu.eml"
    m = new_msg(MAI, ME, "お父さんの手術日きまったよ", jst(2025, 3, 5, 7, 30),
                "<20250305073012.mai@kumo.example>")
    e4 = """ゆきへ

昨日お母さんと一緒に病院に行ってきました。
お父さんの右の股関節、やっぱり人工股関節にすることになりました。

・手術日：5月22日（木）
・病院：仙台青葉記念病院 整形外科（青葉区）
・入院は前日の21日から。入院期間は2〜3週間くらいで、そのあとリハビリの病院に移るかも、とのこと。

先生の説明はちゃんと聞いてきたけど、長いので詳しくは会ったときに話すね。
お父さんは「大したことない」って言ってるけど、階段はもうかなりつらそう。

ゆきはいつ来られそう？ 5月の半ばから来てくれると本当に助かる。
私は手術の日は休みを取ったけど、その後は仕事があるので週末しか行けない。

麻衣
"""
    m.set_content(e4, cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E29 ----------------------------------------------------------- reply to Mai (JP, 8bit, quoted)
    rel = "mail/2025/03/2025-03-05_re-otousan-shujutsu.eml"
    m = new_msg(ME, MAI, "Re: お父さんの手術日きまったよ", van(2025, 3, 5, 21, 40),
                "<CAyt0305.re@maplemail.example>",
                in_reply_to="<20250305073012.mai@kumo.example>")
    m.set_content("""麻衣

ありがとう、詳しく書いてくれて助かった。
職場にはもう相談して、5月15日から6月4日まで休めそう（正式にはまだだけど、たぶん大丈夫）。
16日にこっちを出て、東京に一泊してから仙台に行くね。
手術の前の週から手術のあとしばらくまでいられるから、麻衣は平日は仕事に集中して。

お父さんの「大したことない」は信用しないでおこう。
病院の説明、会ったときに全部聞かせて。

ゆき

2025年3月4日(火) 14:30 田中麻衣 <mai.tanaka@kumo.example>:
""" + quote(e4) + "\n", cte="8bit")
    out[rel] = finish_msg(m, rel)

    # E5 ------------------------------------------------------------ BCVTA newsletter (HTML only)
    rel = "mail/2025/03/2025-03-18_bcvta-newsletter.eml"
    m = new_msg("BCVTA News <news@bcvta-members.example>", ME,
                "RVT Connect - March 2025: CE calendar, AGM, wellness",
                van(2025, 3, 18, 6, 0), "<news-2025-03@bcvta-members.example>",
                extra=[("List-Unsubscribe", "<https://bcvta-members.example/unsub?u=7731>")])
    m.set_content(html_page("RVT Connect", """<h2>RVT Connect &mdash; March 2025</h2>
<p>Hello members! Spring is here and so is the new CE calendar.
Remember: RVTs need <b>20 CE credits per two-year cycle</b>.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Course</th><th>Format</th><th>When</th><th>Credits</th></tr>
<tr><td>Dental radiography refresher</td><td>In person, Burnaby</td><td>April 12</td><td>6.0</td></tr>
<tr><td>Anesthesia monitoring for RVTs</td><td>Webinar</td><td>Fall 2025 (date TBA)</td><td>3.0</td></tr>
<tr><td>Fear Free handling, level 2</td><td>Online, self-paced</td><td>Any time</td><td>2.0</td></tr>
<tr><td>Compassion fatigue &amp; you</td><td>Webinar</td><td>May 7</td><td>1.5</td></tr>
</table>
<p><b>AGM</b>: June 14, Richmond. Vote on the new bylaws.</p>
<p>Wellness corner: take your breaks. Seriously.</p>
<p style="font-size:11px;color:#888">You are receiving this because you are a BCVTA member.</p>"""),
                  subtype="html", cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E6 ------------------------------------------------------------ flight booking (HTML only, base64)
    rel = "mail/2025/04/2025-04-02_maple-pacific-booking.eml"
    m = new_msg("Maple Pacific Airways <noreply@maplepacific.example>", ME,
                "Your booking is confirmed - Vancouver to Tokyo",
                van(2025, 4, 2, 22, 41), "<conf-20250402-yt@maplepacific.example>")
    m.set_content(html_page("Booking confirmation", """<h2>Thanks for booking with Maple Pacific, Yuki!</h2>
<p>Booking reference: <b style="font-size:20px">KJ4T9W</b></p>
<p>Passenger: TANAKA/YUKI MS &nbsp; Frequent flyer: MP 4410 2286</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Flight</th><th>From</th><th>To</th><th>Departs</th><th>Arrives</th><th>Cabin</th></tr>
<tr><td>MP 31</td><td>Vancouver (YVR)</td><td>Tokyo Haneda (HND)</td><td>Fri May 16, 13:05</td><td>Sat May 17, 15:40</td><td>Economy</td></tr>
<tr><td>MP 32</td><td>Tokyo Haneda (HND)</td><td>Vancouver (YVR)</td><td>Tue Jun 3, 17:20</td><td>Tue Jun 3, 10:05</td><td>Economy</td></tr>
</table>
<p>Baggage: 2 checked bags, 23 kg each. Seats can be chosen in Manage Booking.</p>
<p>Total charged: CAD 1,684.27 to VISA ending 0417.</p>
<p style="font-size:11px">Maple Pacific Airways &middot; this is a fictional carrier for a sample mailbox.</p>"""),
                  subtype="html", cte="base64")
    out[rel] = finish_msg(m, rel)

    # E7 ------------------------------------------------------------ Carla coverage (7bit)
    rel = "mail/2025/04/2025-04-08_carla-coverage-may.eml"
    e7_body = """Hi Yuki,

Good news, your leave May 15 - June 4 is approved. For coverage:

- Jess Moreau will take your Tuesday/Thursday surgery days (induction,
  monitoring, recovery). She's fine with it and Dr. Fitzgerald ok'd it.
- Dentals on those days go to Jess as well; Sam will float for recovery.
- Please leave Jess a short handover: the anesthesia sheets, where you keep
  the spare ET tubes, and anything weird about the surgery pack rotation.

Hope your dad's surgery goes smoothly.

Carla
Practice Manager, Harbourview Animal Hospital
"""
    m = new_msg(CARLA, ME, "Coverage while you're in Japan (May 15 - Jun 4)",
                van(2025, 4, 8, 12, 10), "<cov0408.carla@harbourview-vet.example>")
    m.set_content(e7_body, cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E8 ------------------------------------------------------------ reply (7bit)
    rel = "mail/2025/04/2025-04-09_re-coverage-jess.eml"
    m = new_msg(ME, CARLA, "Re: Coverage while you're in Japan (May 15 - Jun 4)",
                van(2025, 4, 9, 7, 2), "<CAyt0409.a1@maplemail.example>",
                cc="Jess Moreau <jess.moreau@harbourview-vet.example>",
                in_reply_to="<cov0408.carla@harbourview-vet.example>")
    m.set_content("""Thanks Carla, that's a relief.

Jess - cc'ing you. I'll write the handover on the 14th and leave it in the
surgery binder (front pocket). The spare ET tubes are in the grey drawer
under the anesthesia machine, not in the crash cart. Ask Dr. F about the
Thursday ortho, he likes the warm air blanket on from induction.

Yuki

On Tue, Apr 8, 2025 at 12:10 PM Carla Reyes wrote:
""" + quote(e7_body) + "\n", cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E9 ------------------------------------------------------------ inspection booked (alternative)
    rel = "mail/2025/05/2025-05-06_inspection-booked.eml"
    e9_text = """Inspection booking confirmation

Permit:       BP-2025-00317
Address:      4187 W 19th Ave
Inspection:   Fire separation (secondary suite)
Date:         Thursday, June 12, 2025
Time window:  10:00 - 11:00
Inspector:    to be assigned
Booking no.:  INS-558210

Please make sure the suite ceiling and walls are fully boarded and taped,
all penetrations are sealed, and access to the mechanical room is clear.
To change the booking use the portal at least 48 hours in advance.
"""
    m = new_msg(CITY, ME, "Inspection booked: INS-558210 fire separation - 4187 W 19th Ave",
                van(2025, 5, 6, 9, 14), "<ins-558210.book@city-vancouver.example>")
    m.set_content(e9_text, cte="7bit")
    m.add_alternative(html_page("Inspection booked", """<h3>Inspection booking confirmation</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Permit</td><td>BP-2025-00317</td></tr>
<tr><td>Address</td><td>4187 W 19th Ave</td></tr>
<tr><td>Inspection</td><td>Fire separation (secondary suite)</td></tr>
<tr><td>Date</td><td>Thursday, June 12, 2025</td></tr>
<tr><td>Time window</td><td>10:00 - 11:00</td></tr>
<tr><td>Inspector</td><td>to be assigned</td></tr>
<tr><td>Booking no.</td><td>INS-558210</td></tr>
</table>
<p>Please make sure the suite ceiling and walls are fully boarded and taped, all penetrations are sealed,
and access to the mechanical room is clear.</p>"""), subtype="html")
    out[rel] = finish_msg(m, rel)

    # E13 ----------------------------------------------------------- forward of E9 to Dario + Kevin
    rel = "mail/2025/05/2025-05-07_fwd-inspection-booked.eml"
    m = new_msg(ME, "%s, %s" % (KEVIN, DARIO),
                "Fwd: Inspection booked: INS-558210 fire separation - 4187 W 19th Ave",
                van(2025, 5, 7, 20, 31), "<CAyt0507.fw@maplemail.example>")
    m.set_content("""Hi both - FYI the fire separation inspection is booked. I'll be in
Japan then (dad's surgery), so one of you needs to be there to let the
inspector in. Kevin, can you take it? Lockbox code is the same as before.
Please make sure the furnace room ceiling is done by then.

Thanks!
Yuki

---------- Forwarded message ---------
From: City of Vancouver - Development & Building <permits@city-vancouver.example>
Date: Tue, May 6, 2025 at 9:14 AM
Subject: Inspection booked: INS-558210 fire separation - 4187 W 19th Ave
To: Yuki Tanaka <yuki.tanaka@maplemail.example>

""" + e9_text, cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E28 ----------------------------------------------------------- Kevin replies to the forward (stale date)
    rel = "mail/2025/05/2025-05-08_re-fwd-inspection-kevin.eml"
    m = new_msg(KEVIN, ME, "Re: Fwd: Inspection booked: INS-558210 fire separation - 4187 W 19th Ave",
                van(2025, 5, 8, 6, 52), "<kd0508.re@doylereno.example>",
                cc=DARIO, in_reply_to="<CAyt0507.fw@maplemail.example>")
    m.set_content("""Yuki - yep I'll be there on the 12th, no problem. Ceiling in the furnace
room gets its second coat of mud next week so it'll be dry. Dario doesn't
need to come for this one.

Have a good trip and say hi to your dad.
Kevin

Sent from my phone

On May 7, 2025, at 8:31 PM, Yuki Tanaka wrote:
""" + quote("""Hi both - FYI the fire separation inspection is booked. I'll be in
Japan then (dad's surgery), so one of you needs to be there to let the
inspector in. Kevin, can you take it? Lockbox code is the same as before.
Please make sure the furnace room ceiling is done by then.""") + "\n", cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E10 ----------------------------------------------------------- Mai: room number (JP, QP)
    rel = "mail/2025/05/2025-05-20_mai-nyuuin.eml"
    m = new_msg(MAI, ME, "明日から入院", jst(2025, 5, 20, 21, 5),
                "<20250520210511.mai@kumo.example>")
    m.set_content("""ゆき

仙台着いた？ 新幹線疲れたでしょ。
明日お父さんが入院します。病室は東病棟5階の512号室（4人部屋、窓側）。
病院の受付で名前を言えば通してくれるって。

お父さんのパジャマ、前開きのを2枚追加で買っておいてくれると助かる。
スリッパじゃなくてかかとのある靴が必要だって。

麻衣
""", cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E15 ----------------------------------------------------------- hardware receipt (HTML only)
    rel = "mail/2025/05/2025-05-30_westside-hardware-receipt.eml"
    m = new_msg("Westside Hardware <receipts@westsidehardware.example>", ME,
                "Your Westside Hardware receipt #WH-20250530-0877",
                van(2025, 5, 30, 16, 2), "<wh-20250530-0877@westsidehardware.example>")
    m.set_content(html_page("Receipt", """<h3>Westside Hardware &ndash; Dunbar</h3>
<p>Receipt #WH-20250530-0877 &middot; May 30, 2025 &middot; Online order, picked up in store</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Item</th><th>SKU</th><th>Qty</th><th>Price</th></tr>
<tr><td>FireSentry FS-220 hardwired smoke + CO combo alarm (interconnect)</td><td>55-2201</td><td>3</td><td>$62.99</td></tr>
<tr><td>Fire-rated acoustic sealant, 300 ml</td><td>48-1170</td><td>1</td><td>$14.49</td></tr>
<tr><td>Outlet box fire pads (4 pk)</td><td>48-1192</td><td>1</td><td>$9.39</td></tr>
</table>
<p>Subtotal $212.85 &middot; paid with debit card.<br>Thank you for shopping local!</p>
<p style="font-size:11px">Returns within 30 days with receipt.</p>"""),
                  subtype="html", cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E11 ----------------------------------------------------------- inspection rescheduled (7bit)
    rel = "mail/2025/06/2025-06-05_inspection-rescheduled.eml"
    m = new_msg(GILL, ME, "INS-558210 - new date for your fire separation inspection",
                van(2025, 6, 5, 8, 47), "<ins-558210.resched@city-vancouver.example>",
                cc=KEVIN)
    m.set_content("""Good morning,

I've been assigned inspection INS-558210 (fire separation, 4187 W 19th
Ave). Unfortunately our team is short-staffed next week, so I have to move
it. The new appointment is:

    Thursday, June 26, 2025, 9:30 am

If that doesn't work, reply to this email and I'll find another slot; the
portal won't let you change it now that it's been reassigned. Your
contractor (cc'd) can meet me on site.

Regards,
Raj Gill
Building Inspector II, Development, Buildings & Licensing
City of Vancouver
""", cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E12 ----------------------------------------------------------- deficiencies (alternative)
    rel = "mail/2025/06/2025-06-26_inspection-deficiencies.eml"
    e12_text = """Hello Ms. Tanaka,

Thank you for having your contractor meet me this morning. The fire
separation is mostly in good shape (drywall, taping and the suite entry
door are fine), but I can't pass it yet. Deficiencies:

 1. The furnace/mechanical room door is missing a self-closing device.
    A spring hinge or an overhead closer is acceptable.
 2. Unsealed penetration around the dryer vent duct where it passes
    through the suite ceiling - needs firestop sealant, not regular caulk.

Once both are corrected, book a re-inspection through the portal (fee
applies). Photos are not accepted for these items.

Raj Gill
Building Inspector II
City of Vancouver
"""
    m = new_msg(GILL, ME, "INS-558210 result: deficiencies - re-inspection required",
                van(2025, 6, 26, 13, 20), "<ins-558210.result@city-vancouver.example>",
                cc=KEVIN)
    m.set_content(e12_text, cte="7bit")
    m.add_alternative(html_page("Inspection result", """<p>Hello Ms. Tanaka,</p>
<p>Thank you for having your contractor meet me this morning. The fire separation is mostly in good shape
(drywall, taping and the suite entry door are fine), but I can't pass it yet.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>#</th><th>Deficiency</th><th>Correction</th></tr>
<tr><td>1</td><td>The furnace/mechanical room door is missing a self-closing device.</td><td>Spring hinge or overhead closer</td></tr>
<tr><td>2</td><td>Unsealed penetration around the dryer vent duct where it passes through the suite ceiling</td><td>Firestop sealant, not regular caulk</td></tr>
</table>
<p>Once both are corrected, book a re-inspection through the portal (fee applies).</p>
<p>Raj Gill<br>Building Inspector II<br>City of Vancouver</p>"""), subtype="html")
    out[rel] = finish_msg(m, rel)

    # E14 ----------------------------------------------------------- reinspection passed (QP)
    rel = "mail/2025/07/2025-07-10_reinspection-passed.eml"
    m = new_msg(CITY, ME, "Inspection result: PASSED - BP-2025-00317 fire separation",
                van(2025, 7, 10, 11, 55), "<ins-561907.pass@city-vancouver.example>")
    m.set_content("""Inspection result notice

Permit:      BP-2025-00317
Inspection:  Fire separation — re-inspection (INS-561907)
Result:      PASSED

Notes: self-closing hinges installed on mechanical room door; firestop
sealant applied at dryer duct penetration. No further action on this
inspection type. Remaining: final building inspection once the suite is
complete.

Development, Buildings & Licensing — City of Vancouver
""", cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E16 ----------------------------------------------------------- Nadia application (8bit)
    rel = "mail/2025/08/2025-08-09_nadia-suite-inquiry.eml"
    e16 = """Hi Yuki,

I saw your listing for the 1-bedroom basement suite near W 19th & Dunbar
on RentSpot. I'm a second-year PhD student in oceanography at UBC, quiet,
non-smoker, no pets (I fostered cats back in Sofia, but none now). I'd like
to view it if it's still available. I'm free most weekday evenings.

References: my current landlord (I'm subletting until Sept 30) and my
supervisor. Happy to send a credit check.

Thanks,
Nadia Petrov
"""
    m = new_msg(NADIA, ME, "Basement suite on W 19th - viewing?", van(2025, 8, 9, 19, 22),
                "<a91f.np@ubcmail.example>")
    m.set_content(e16, cte="8bit")
    out[rel] = finish_msg(m, rel)

    # E17 ----------------------------------------------------------- reply (quoted)
    rel = "mail/2025/08/2025-08-11_re-viewing-nadia.eml"
    m = new_msg(ME, NADIA, "Re: Basement suite on W 19th - viewing?", van(2025, 8, 11, 21, 40),
                "<CAyt0811.v2@maplemail.example>", in_reply_to="<a91f.np@ubcmail.example>")
    m.set_content("""Hi Nadia,

Yes, still available. Could you come Tuesday (Aug 12) at 6 pm? The suite
entrance is down the side path on the left of the house, there's a blue
door. Please bring photo ID; I'll have the application form there.

Yuki

On Sat, Aug 9, 2025 at 7:22 PM Nadia Petrov wrote:
""" + quote(e16) + "\n", cte="7bit")
    out[rel] = finish_msg(m, rel)

    # E18 ----------------------------------------------------------- RentSpot promo (HTML only)
    rel = "mail/2025/08/2025-08-30_rentspot-promo.eml"
    m = new_msg("RentSpot <deals@rentspot.example>", ME,
                "Boost your listing - 50% off Featured for Labour Day",
                van(2025, 8, 30, 5, 30), "<promo-0830-7781@rentspot.example>",
                extra=[("List-Unsubscribe", "<https://rentspot.example/u/7781>")])
    m.set_content(html_page("RentSpot", """<h1>Long weekend, more views</h1>
<p>Landlords who feature their listing get <b>3x more inquiries</b>.</p>
<table border="0" cellpadding="6">
<tr><td>Featured 7 days</td><td><s>$49</s> <b>$24.50</b></td></tr>
<tr><td>Featured 30 days</td><td><s>$129</s> <b>$64.50</b></td></tr>
<tr><td>Tenant screening report</td><td>$29.99</td></tr>
</table>
<p>Offer ends Sept 2. <a href="https://rentspot.example/boost">Boost now</a></p>"""),
                  subtype="html", cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E19 ----------------------------------------------------------- new surgery days (8bit)
    rel = "mail/2025/09/2025-09-03_carla-new-surgery-days.eml"
    m = new_msg(CARLA, "Surgery team <surgery-team@harbourview-vet.example>",
                "Surgery schedule change from Sept 15",
                van(2025, 9, 3, 16, 48), "<sched0903.carla@harbourview-vet.example>")
    m.set_content("""Hi team,

Dr. Fitzgerald is starting his Tuesday referral clinic at the Burnaby
site, so from Monday, Sept 15 the surgery days move:

  Yuki  - surgery/anesthesia on Monday and Wednesday (was Tue/Thu)
  Jess  - Tuesday and Thursday (dentals + small procedures)
  Sam   - floats, recovery + ward

The surgery whiteboard and the shared calendar are updated. If this
breaks anyone's childcare or Saturday plans, talk to me this week, not
the week of.

Thanks for being flexible — Carla
""", cte="8bit")
    out[rel] = finish_msg(m, rel)

    # E20 ----------------------------------------------------------- lease summary (mixed, base64 attach)
    rel = "mail/2025/09/2025-09-10_lease-summary-nadia.eml"
    m = new_msg(ME, NADIA, "Lease summary + move-in details", van(2025, 9, 10, 20, 12),
                "<CAyt0910.ls@maplemail.example>")
    m.set_content("""Hi Nadia,

So glad it worked out! Attached is a one-page summary of what we agreed;
the full RTB lease is in the shared folder for you to sign. Let me know
if anything looks off. Keys on move-in day - I'll be home from 9.

Yuki
""", cte="7bit")
    m.add_attachment("""LEASE SUMMARY - 4187 W 19th Ave, lower suite

Tenant:        Nadia Petrov
Landlord:      Yuki Tanaka
Term:          fixed term Oct 1, 2025 - Sep 30, 2026, then month-to-month
Move-in:       Wednesday, October 1, 2025
Rent:          $1,950 / month, due on the 1st (e-transfer)
Includes:      heat, hydro, Wi-Fi, in-suite washer/dryer
Damage deposit: $975 (half a month), due on signing
Pet deposit:   n/a (no pets)
Parking:       street only
Smoking:       not permitted anywhere on the property
Notes:         quiet hours 10 pm - 7 am; garbage/recycling in the side
               yard bins; tenant insurance required before move-in.
""", subtype="plain", filename="lease-summary.txt", cte="base64")
    out[rel] = finish_msg(m, rel)

    # E27 ----------------------------------------------------------- power bill (HTML only, noise)
    rel = "mail/2025/10/2025-10-01_coastal-power-bill.eml"
    m = new_msg("Coastal Power <ebill@coastalpower.example>", ME,
                "Your Coastal Power bill is ready", van(2025, 10, 1, 3, 0),
                "<ebill-20251001-5520@coastalpower.example>")
    m.set_content(html_page("Bill", """<h3>Your bill is ready</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Account</td><td>ending 5520</td></tr>
<tr><td>Billing period</td><td>Jul 29 - Sep 26</td></tr>
<tr><td>Amount due</td><td>$184.62</td></tr>
<tr><td>Due date</td><td>Oct 21, 2025</td></tr>
</table>
<p>Your usage was 14% higher than the same period last year.</p>"""),
                  subtype="html", cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E21 ----------------------------------------------------------- principal: gakugeikai (alternative)
    rel = "mail/2025/10/2025-10-06_kjss-gakugeikai-annai.eml"
    e21_text = """先生方へ / Dear teachers,

今年の学芸会の詳細が決まりました。

日時：11月29日（土）10:00〜12:00（先生は9:00集合）
会場：Larch Street Community Hall（2nd floor, main hall）
リハーサル：11月22日（土）通常の授業時間内に各教室で

各クラス持ち時間は8分です。演目とキャストのリストを11月8日までに
森まで送ってください。保護者向けのお知らせは来週メーリングリストで
流します。

This year's recital (学芸会) is Saturday Nov 29, 10:00-12:00, at Larch
Street Community Hall (2nd floor main hall). Teachers please arrive by
9:00. Each class has 8 minutes on stage.

森 明子
Kitsilano Japanese Saturday School (KJSS) 校長
"""
    m = new_msg(MORI, "KJSS teachers <teachers@kjss.example>", "学芸会のご案内 / Recital details",
                van(2025, 10, 6, 19, 3), "<gkk2025.mori@kjss.example>")
    m.set_content(e21_text, cte="8bit")
    m.add_alternative(html_page("学芸会", """<p>先生方へ / Dear teachers,</p>
<p>今年の学芸会の詳細が決まりました。</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>日時</td><td>11月29日（土）10:00〜12:00（先生は9:00集合）</td></tr>
<tr><td>会場</td><td>Larch Street Community Hall（2nd floor, main hall）</td></tr>
<tr><td>リハーサル</td><td>11月22日（土）通常の授業時間内に各教室で</td></tr>
</table>
<p>各クラス持ち時間は8分です。演目とキャストのリストを11月8日までに森まで送ってください。</p>
<p>森 明子<br>KJSS 校長</p>"""), subtype="html", cte="base64")
    out[rel] = finish_msg(m, rel)

    # E22 ----------------------------------------------------------- CE registration (HTML only, base64)
    rel = "mail/2025/10/2025-10-14_ce-webinar-registration.eml"
    m = new_msg("BCVTA Learning <learning@bcvta-members.example>", ME,
                "Registration confirmed: Anesthesia Monitoring for RVTs (webinar)",
                van(2025, 10, 14, 10, 26), "<reg-88213@bcvta-members.example>")
    m.set_content(html_page("Registration", """<h2>You're registered!</h2>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Course</td><td>Anesthesia Monitoring for RVTs: capnography, BP and when to call the vet</td></tr>
<tr><td>Format</td><td>Live webinar (Zoom link sent 24 h before)</td></tr>
<tr><td>Date</td><td>Saturday, November 8, 2025</td></tr>
<tr><td>Time</td><td>9:00 am - 12:00 pm Pacific</td></tr>
<tr><td>CE credits</td><td>3.0 (upload certificate to your member profile)</td></tr>
<tr><td>Confirmation code</td><td><b>RVT-CE-88213</b></td></tr>
<tr><td>Fee</td><td>$95.00 (member rate) &ndash; paid</td></tr>
</table>
<p>Keep this email: you will need the confirmation code to download your certificate.</p>"""),
                  subtype="html", cte="base64")
    out[rel] = finish_msg(m, rel)

    # E23 ----------------------------------------------------------- 母: お正月 + PT (JP, base64)
    rel = "mail/2025/10/2025-10-20_haha-oshougatsu.eml"
    m = new_msg(HAHA, ME, "柿送りました", jst(2025, 10, 21, 9, 40),
                "<20251021094003.keiko@sendai-net.example>")
    m.set_content("""ゆきちゃん

元気ですか。仙台はもうすっかり秋です。
今日、庭の柿を少しだけ送りました（カナダに送れるのは干し柿だけだそうで、干し柿にしました）。

お父さんは元気です。リハビリは10月から泉整形外科で週2回（火曜と金曜）になりました。
先生が「もう家の中は杖なしでも大丈夫」と言ったので、本人はすっかり調子に乗っています。
外ではちゃんと杖を使うように言ってください。私が言っても聞かないので。

お正月はどうしますか？ 麻衣は30日から来るそうです。
無理しなくていいからね。仕事とお家の下のお部屋のこと、大変でしょう。

母より
""", cte="base64")
    out[rel] = finish_msg(m, rel)

    # E24 ----------------------------------------------------------- pet supply newsletter (alternative)
    rel = "mail/2025/11/2025-11-04_pawsandclaws-newsletter.eml"
    m = new_msg("Paws & Claws Supply <hello@pawsandclaws.example>", ME,
                "November picks: senior cat food, heated beds & 20% off",
                van(2025, 11, 4, 7, 0), "<nl-2025-11@pawsandclaws.example>",
                extra=[("List-Unsubscribe", "<https://pawsandclaws.example/unsub>")])
    m.set_content("""November picks at Paws & Claws

- Senior cat wet food, 24-pack: 20% off with code NOV20
- Heated window bed: back in stock
- Free nail trim clinic, Sat Nov 15, 11-2

See you in store! 3341 W Broadway
""", cte="7bit")
    m.add_alternative(html_page("Paws & Claws", """<h2>November picks</h2>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Product</th><th>Deal</th></tr>
<tr><td>Senior cat wet food, 24-pack</td><td>20% off with code NOV20</td></tr>
<tr><td>Heated window bed</td><td>Back in stock</td></tr>
<tr><td>Nail trim clinic</td><td>Free, Sat Nov 15, 11-2</td></tr>
</table>
<p>See you in store! 3341 W Broadway</p>"""), subtype="html")
    out[rel] = finish_msg(m, rel)

    # E25 ----------------------------------------------------------- hydromorphone (reply, quoted, QP)
    rel = "mail/2025/11/2025-11-12_re-hydromorphone-count.eml"
    nair_q = """Hi Yuki,

Thanks for flagging the hydromorphone count on the 7th so quickly. Here's
where we are:

- The 0.4 mL shortfall is on the 10 mg/mL vial opened Oct 29. The log
  entries all balance, so it's most likely overfill/draw-back loss, but we
  treat it as a discrepancy until proven otherwise.
- I've filed the loss report. I'm waiting on Coastal Vet Supply to check
  the lot and send the invoice copy so we can reconcile.
- Decision: starting Monday Nov 17 we go from the weekly Friday count to a
  DAILY end-of-day count of all CII drugs, two signatures every time (RVT
  + DVM). Carla will print new count sheets.
- I need a short written statement from you about the Nov 7 count. Please
  have it to me by Friday Nov 21.

Nothing punitive here - you did exactly the right thing.

Priya
"""
    m = new_msg(ME, NAIR, "Re: Hydromorphone count - next steps", van(2025, 11, 12, 22, 5),
                "<CAyt1112.hm@maplemail.example>",
                in_reply_to="<cd1112.nair@harbourview-vet.example>")
    m.set_content("""Hi Priya,

Thanks — that helps a lot. Daily counts from the 17th make sense; I'll
brief Jess and Sam so nobody is surprised on Monday. I'll get my statement
to you before Friday the 21st. Let me know when Coastal Vet Supply comes
back about the lot, I'd honestly like to know.

Yuki

On Wed, Nov 12, 2025 at 4:31 PM Dr. Priya Nair wrote:
""" + quote(nair_q) + "\n", cte="quoted-printable")
    out[rel] = finish_msg(m, rel)

    # E26 ----------------------------------------------------------- Mochi results (alternative)
    rel = "mail/2025/11/2025-11-17_mochi-t4-results.eml"
    e26 = """Hi Yuki,

Mochi's bloodwork from Friday is back. T4 is 12 nmol/L - a bit low now,
kidneys are stable (creatinine 148, SDMA 13). So she's slightly
over-treated.

Plan: reduce methimazole to 2.5 mg once daily (morning, with food)
starting tomorrow. I've booked her recheck T4 + kidney panel for
Tuesday, January 6, 2026 at 4:30 pm here at the hospital.

Give her a scratch from me.
Priya
"""
    m = new_msg(NAIR, ME, "Mochi - T4 results + dose change", van(2025, 11, 17, 13, 14),
                "<mochi1117.nair@harbourview-vet.example>")
    m.set_content(e26, cte="7bit")
    m.add_alternative(html_page("Mochi", """<p>Hi Yuki,</p>
<p>Mochi's bloodwork from Friday is back.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Test</th><th>Result</th><th>Ref.</th></tr>
<tr><td>Total T4</td><td>12 nmol/L (L)</td><td>15-50</td></tr>
<tr><td>Creatinine</td><td>148 umol/L</td><td>71-212</td></tr>
<tr><td>SDMA</td><td>13 ug/dL</td><td>0-14</td></tr>
</table>
<p><b>Plan:</b> reduce methimazole to 2.5 mg once daily (morning, with food) starting tomorrow.
Recheck T4 + kidney panel booked for Tuesday, January 6, 2026 at 4:30 pm.</p>
<p>Priya</p>"""), subtype="html")
    out[rel] = finish_msg(m, rel)

    for rel, data in out.items():
        write_bytes(root, rel, data)
    return sorted(out)
