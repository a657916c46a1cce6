"""The .eml files (mail/YYYY/MM/...)."""
from common import make_eml, sgt

WL = "Tan Wei Ling <weiling.tan@mailbox.example>"
MARCUS = "Marcus Lim <marcus.lim@mailbox.example>"
WEIMIN = "Tan Wei Min <weimin.tan@mailbox.example>"
DESMOND = "Desmond Ng <desmond@studiokayu.example>"
KOKSENG = "Lim Kok Seng <kokseng@hupsengreno.example>"
JASMINE = "Jasmine Chua <jasmine@hupsengreno.example>"
KELVIN = "Kelvin Sim <kelvin@lumenandlace.example>"
CHARMAINE = "Charmaine Yeo <charmaine.yeo@hotelaurelia.example>"
NADIA = "Nadia Rahman <nadia.rahman@paywise.example>"
HAROLD = "Harold Tay <harold.tay.jp@mailbox.example>"

CSS = ("font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222")


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


MAILS = {}


def add(path, **kw):
    MAILS[path] = make_eml(path, **kw)


# ---------------------------------------------------------------- 2024-06
add("mail/2024/06/2024-06-03_loungeloft_midyear_sale.eml",
    frm="Lounge & Loft <hello@loungeandloft.example>", to=WL,
    subject="Mid-Year Sale is ON \u2013 up to 30% off sofas & dining",
    date=sgt(2024, 6, 3, 10, 2), msgid="<mys24.88120@loungeandloft.example>",
    kind="html", cte="quoted-printable",
    extra=[("List-Unsubscribe", "<https://loungeandloft.example/unsub?u=88120>")],
    html=f"""<html><body style="{CSS}">
<h1 style="color:#7a5c3e">Mid-Year Sale \u2013 this week only</h1>
<p>Hi Wei Ling, new home? We've got you. Up to <b>30% off</b> sofas, dining sets and storage.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Item</th><th>Was</th><th>Now</th></tr>
<tr><td>Hana 3-seater fabric sofa (oat)</td><td>S$1,899</td><td>S$1,329</td></tr>
<tr><td>Kumo oak dining table 160cm</td><td>S$1,299</td><td>S$999</td></tr>
<tr><td>Rattan sideboard \u2013 natural</td><td>S$899</td><td>S$629</td></tr>
<tr><td>Linen blackout curtain pair</td><td>S$189</td><td>S$132</td></tr>
</table>
<p>Free delivery islandwide above S$500. Showroom: Kallang Bahru, open daily 11am\u20139pm.</p>
<p style="font-size:11px;color:#888">You are receiving this because you signed up at our showroom. Unsubscribe anytime.</p>
</body></html>""")

# ---------------------------------------------------------------- 2024-07
add("mail/2024/07/2024-07-02_hdb_key_collection.eml",
    frm="HDB e-Services <no-reply@hdb-eservices.example>", to=WL,
    cc=MARCUS,
    subject="Appointment for Key Collection - Tampines Lakeview Crest",
    date=sgt(2024, 7, 2, 9, 15), msgid="<kc.20240702.55217@hdb-eservices.example>",
    kind="html", cte="base64",
    html=f"""<html><body style="{CSS}">
<p>Dear Applicant(s),</p>
<p>We are pleased to inform you that your flat is ready for key collection. Your appointment details are as follows:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Appointment No.</b></td><td>KC24-0814-3391</td></tr>
<tr><td><b>Project</b></td><td>Tampines Lakeview Crest</td></tr>
<tr><td><b>Flat</b></td><td>Blk 613C Tampines North Drive 1 #11-208 (4-Room)</td></tr>
<tr><td><b>Applicants</b></td><td>TAN WEI LING / LIM JUN HAO MARCUS</td></tr>
<tr><td><b>Date</b></td><td>Wednesday, 14 Aug 2024</td></tr>
<tr><td><b>Time</b></td><td>10:30 AM</td></tr>
<tr><td><b>Venue</b></td><td>HDB Hub, Key Collection Centre, Level 1, 480 Lorong 6 Toa Payoh</td></tr>
</table>
<p>Please bring along:</p>
<ul>
<li>Original NRIC of all applicants and occupiers</li>
<li>This appointment letter (printed or on your phone)</li>
<li>Payment for stamp duty and legal fees, if not already paid via CPF</li>
</ul>
<p>If you are unable to attend, you may reschedule via My Flat Dashboard at least 3 working days before the appointment.</p>
<p>Congratulations on your new home!</p>
<p>Housing &amp; Development Board<br>This is a system-generated e-mail. Please do not reply.</p>
</body></html>""")

DESMOND_1 = """Hi Wei Ling & Marcus,

Great meeting you both at your unit last Saturday! As promised, here is
the summary of our proposal for your 4-room flat at Tampines Lakeview
Crest.

Scope (full ID package):
- Concept design + 3D renderings (2 rounds of changes)
- Hacking & masonry (bathroom floors, kitchen)
- Flooring: SPC vinyl throughout
- Carpentry: kitchen cabinets (top + bottom), TV console, shoe cabinet,
  master wardrobe, study table
- Electrical & lighting
- Painting (Nippon), final cleaning

Total: $48,500 (includes design fee of $3,000, which will be offset
against the reno contract)

To start, we'll need a design deposit of $1,000 (non-refundable,
deducted from contract sum).

For the carpentry I really recommend a dark walnut laminate with brass
handles - very premium, very hotel feel. Let me know what you think!

Best regards,
Desmond Ng
Senior Interior Designer
Studio Kayu Interior
+65 8000 0255
"""

add("mail/2024/07/2024-07-18_studiokayu_proposal.eml",
    frm=DESMOND, to=WL, cc=MARCUS,
    subject="Proposal - Tan/Lim residence, Tampines Lakeview Crest",
    date=sgt(2024, 7, 18, 22, 47), msgid="<a1f09c2@studiokayu.example>",
    body=DESMOND_1)

# ---------------------------------------------------------------- 2024-08
add("mail/2024/08/2024-08-05_re_studiokayu_proposal.eml",
    frm=WL, to=DESMOND, cc=MARCUS,
    subject="Re: Proposal - Tan/Lim residence, Tampines Lakeview Crest",
    date=sgt(2024, 8, 5, 20, 12), msgid="<CAwl0805.1@mailbox.example>",
    in_reply_to="<a1f09c2@studiokayu.example>",
    body="""Hi Desmond,

Thanks for the proposal and sorry for the slow reply, we wanted to see a
few more IDs first.

Marcus and I have discussed and we'd like to go ahead with Studio Kayu.
I'll PayNow the $1,000 design deposit tomorrow.

A few things for the concept:
- We prefer a lighter, calmer look - please see the moodboard I sent on
  WhatsApp. Not so keen on the dark walnut.
- Kitchen: we want to keep the wall (no hacking).
- Please keep the budget around the $48k you quoted.

Looking forward to the first 3D drawings!

Thanks,
Wei Ling

On Thu, 18 Jul 2024 at 22:47, Desmond Ng <desmond@studiokayu.example> wrote:
""" + quote(DESMOND_1) + "\n")

add("mail/2024/08/2024-08-26_cgh_admission.eml",
    frm="CGH Admissions <admissions@cgh-hospital.example>", to=WL,
    subject="Pre-admission information: TAN BOON HUAT - 10 Sep 2024",
    date=sgt(2024, 8, 26, 14, 30), msgid="<adm-240826-77431@cgh-hospital.example>",
    kind="alt", cte="quoted-printable",
    body="""Dear Ms Tan Wei Ling (Next-of-kin / Caregiver),

This is to confirm the elective admission of your father, Mr TAN BOON HUAT.

Procedure: Right Total Knee Replacement (TKR)
Surgeon: Dr Rajesh Menon, Department of Orthopaedic Surgery
Admission date: Tuesday, 10 September 2024, 7:00 am
Report to: Admissions Office, Level 1, Main Building
Expected ward: Ward 46 (B1 class), approx. 3-5 days' stay

Before admission:
- No food or drink from 12 midnight (sips of water allowed until 5 am)
- Stop blood-thinning medication 5 days before, as advised at the pre-op clinic
- Bring all current medications, NRIC and the pre-op clinic memo
- A walking frame will be issued after surgery; the medical social worker can advise on equipment loans

Post-operative physiotherapy will start on day 1 in the ward. Outpatient physiotherapy can be arranged at a polyclinic near your home.

For enquiries, call the Ortho clinic hotline 6000 0000 (Mon-Fri, 8:30am-5:30pm).

Admissions Office
""",
    html=f"""<html><body style="{CSS}">
<p>Dear Ms Tan Wei Ling (Next-of-kin / Caregiver),</p>
<p>This is to confirm the elective admission of your father, <b>Mr TAN BOON HUAT</b>.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Procedure</td><td>Right Total Knee Replacement (TKR)</td></tr>
<tr><td>Surgeon</td><td>Dr Rajesh Menon, Department of Orthopaedic Surgery</td></tr>
<tr><td>Admission</td><td>Tuesday, 10 September 2024, 7:00 am</td></tr>
<tr><td>Report to</td><td>Admissions Office, Level 1, Main Building</td></tr>
<tr><td>Expected ward</td><td>Ward 46 (B1 class), approx. 3&ndash;5 days&rsquo; stay</td></tr>
</table>
<p><b>Before admission:</b> no food or drink from 12 midnight; stop blood-thinning medication 5 days before as advised; bring all current medications, NRIC and the pre-op clinic memo.</p>
<p>Post-operative physiotherapy will start on day 1 in the ward. Outpatient physiotherapy can be arranged at a polyclinic near your home.</p>
<p>Admissions Office</p>
</body></html>""")

# ---------------------------------------------------------------- 2024-09
add("mail/2024/09/2024-09-13_pixelpushers_weekly.eml",
    frm="Pixel Pushers Weekly <digest@pixelpushers.example>", to=WL,
    subject="Pixel Pushers #212: Designing for older users, token naming, and more",
    date=sgt(2024, 9, 13, 7, 0), msgid="<pp212@pixelpushers.example>",
    kind="alt", cte="7bit", html_cte="quoted-printable",
    extra=[("List-Unsubscribe", "<https://pixelpushers.example/unsubscribe>")],
    body="""PIXEL PUSHERS WEEKLY - Issue #212

1. Designing for older users: bigger isn't always better
   Type size is only the start. Motor control, memory load and trust matter more.

2. Naming your design tokens without losing your mind
   color.bg.surface.raised vs. surface-2: a field guide.

3. Case study: rebuilding a hospital appointment flow
   How one team cut no-shows by 18% with SMS reminders.

4. Tool of the week: a Figma plugin that lints your auto-layout.

Jobs board: 34 new design roles in APAC this week.

You're receiving this because you subscribed at pixelpushers.example.
""",
    html=f"""<html><body style="{CSS}">
<h2>Pixel Pushers Weekly &mdash; Issue #212</h2>
<ol>
<li><b>Designing for older users: bigger isn&rsquo;t always better.</b> Type size is only the start.</li>
<li><b>Naming your design tokens</b> without losing your mind.</li>
<li><b>Case study:</b> rebuilding a hospital appointment flow &mdash; no-shows down 18%.</li>
<li><b>Tool of the week:</b> an auto-layout linter.</li>
</ol>
<p>Jobs board: 34 new design roles in APAC this week.</p>
</body></html>""")

# ---------------------------------------------------------------- 2024-10
add("mail/2024/10/2024-10-01_polyclinic_physio_appt.eml",
    frm="Eastern Polyclinics Appointments <appointments@eastpoly.example>",
    to=WL,
    subject="Appointment confirmation - Physiotherapy (Tampines Polyclinic)",
    date=sgt(2024, 10, 1, 16, 5), msgid="<appt.8841207@eastpoly.example>",
    cte="base64",
    body="""APPOINTMENT CONFIRMATION

Patient: TAN BOON HUAT (S****123A)
Service: Physiotherapy (Rehabilitation - post knee replacement)
Clinic: Tampines Polyclinic
Date/Time: 08 Oct 2024 (Tue), 9:00 AM
Location: Level 3, Rehab Centre, Room 3-17
Therapist: Ms Nurul Huda

Subsequent sessions: weekly on Tuesdays, 9:00 AM, same room, for 10 weeks
(to be reviewed by your therapist).

Please:
- Arrive 15 minutes early and register at the Level 3 kiosk with NRIC
- Wear loose shorts or pants that can be rolled above the knee
- Bring the hospital discharge summary and exercise booklet

To reschedule, reply to this e-mail or call 6000 0001 at least 1 working day
before. Missed appointments without notice may be subject to a charge.

Eastern Polyclinics
This mailbox is monitored during office hours.
""")

add("mail/2024/10/2024-10-10_hupseng_quotation.eml",
    frm=KOKSENG, to=WL, cc=MARCUS,
    subject="Quotation for renovation - Tampines Lakeview Crest Blk 613C",
    date=sgt(2024, 10, 10, 21, 33), msgid="<hs-q-1010@hupsengreno.example>",
    body="""Dear Ms Tan and Mr Lim,

Thank you for letting us view the unit on Sunday. As discussed, please find
below our quotation (summary). Detailed item list can send in PDF if needed.

1. Hacking & disposal (bathroom floor x2, kitchen backsplash)   $2,600
2. Masonry & tiling (bathrooms wall + floor, kitchen backsplash) $7,900
3. Flooring - SPC vinyl 5mm living/dining/bedrooms,
   kitchen floor tiles (approx 78 sqm total)                     $4,700
4. Carpentry - kitchen top + bottom, shoe cabinet (half ht),
   master wardrobe (sliding), TV console                        $11,800
5. Ceiling - false ceiling living + cove, L-box                 $2,300
6. Painting - Nippon, whole unit                                 $2,400
7. Plumbing - sinks, taps, heater point                          $1,200
8. Doors - 3 laminate doors + bathroom folding doors             $1,300
                                                        Total: $34,200

Notes:
- Electrical works NOT included (owner to engage own electrician, or we can
  quote separately).
- Quotation valid 30 days.
- Payment: 10% deposit, 30% on start, 40% after carpentry install, 20% on handover.

We can start as early as January after permit approval.

Thank you.
Lim Kok Seng
Hup Seng Renovation & Construction Pte Ltd
+65 8000 0311
""")

DESMOND_2 = """Hi Wei Ling,

Just following up on the revised quotation I sent on 30/9. Total is now
$55,300 after adding the master bedroom feature wall, cove lighting along
the living room and the floating TV console. I've also upgraded all
carpentry to the dark walnut laminate as discussed, I think you'll love it.

Let me know when we can meet to sign the contract so we can start in Jan.

Cheers,
Desmond
"""

add("mail/2024/10/2024-10-14_re_revised_quote_studiokayu.eml",
    frm=WL, to=DESMOND, cc=MARCUS,
    subject="Re: Revised quotation - Tan/Lim residence",
    date=sgt(2024, 10, 14, 9, 41), msgid="<CAwl1014.7@mailbox.example>",
    in_reply_to="<kayu-1011-2@studiokayu.example>",
    cte="8bit",
    body="""Hi Desmond,

Paiseh for the late reply \u2014 we needed some time to think it through.

After a lot of discussion, Marcus and I have decided not to proceed with
Studio Kayu for our renovation. The revised quote of $55,300 is well above
what we can afford, and we don\u2019t think the direction (the dark walnut,
the extra feature walls) is the home we have in mind.

We understand the $1,000 design deposit is non-refundable, no issue.

Thank you for your time and effort on the drawings, and all the best.

Regards,
Wei Ling

On Fri, 11 Oct 2024 at 23:58, Desmond Ng <desmond@studiokayu.example> wrote:
""" + quote(DESMOND_2) + "\n")

# ---------------------------------------------------------------- 2024-11
add("mail/2024/11/2024-11-05_arcticbreeze_aircon_quote.eml",
    frm="Melvin Ho <melvin@arcticbreeze.example>", to=WL,
    subject="Aircon quotation - Mitsubishi System 4 for Tampines Lakeview Crest",
    date=sgt(2024, 11, 5, 17, 20), msgid="<ab-q-24110502@arcticbreeze.example>",
    kind="alt", cte="quoted-printable",
    body="""Hi Ms Tan,

Thanks for visiting our showroom on Saturday. As requested, our quotation for the 4-room unit:

Mitsubishi Electric Starmex System 4 (inverter, 5 ticks)
- Outdoor unit: MXY-4H33VF
- Fan coils: 3 x 10,000 BTU (bedrooms) + 1 x 18,000 BTU (living)
- Standard installation incl. piping up to 60m, trunking, brackets, gas top-up
- 5-year compressor warranty, 1-year general warranty, 1st servicing free

Package price: $4,980 (nett). Deposit $500 to confirm, balance on installation day.

Installation is done after false ceiling and before painting - please coordinate the date with your contractor and let us know at least 1 week ahead.

Regards,
Melvin Ho
Arctic Breeze Aircon Pte Ltd
""",
    html=f"""<html><body style="{CSS}">
<p>Hi Ms Tan,</p>
<p>Thanks for visiting our showroom on Saturday. As requested, our quotation for the 4-room unit:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Details</th></tr>
<tr><td>System</td><td>Mitsubishi Electric Starmex System 4 (inverter, 5 ticks)</td></tr>
<tr><td>Outdoor unit</td><td>MXY-4H33VF</td></tr>
<tr><td>Fan coils</td><td>3 &times; 10,000 BTU (bedrooms) + 1 &times; 18,000 BTU (living)</td></tr>
<tr><td>Installation</td><td>Standard, incl. piping up to 60m, trunking, brackets, gas top-up</td></tr>
<tr><td>Warranty</td><td>5-yr compressor, 1-yr general, 1st servicing free</td></tr>
<tr><td><b>Package price</b></td><td><b>$4,980 (nett)</b></td></tr>
</table>
<p>Deposit $500 to confirm, balance on installation day. Installation is done after false ceiling and before painting &ndash; please coordinate the date with your contractor.</p>
<p>Regards,<br>Melvin Ho<br>Arctic Breeze Aircon Pte Ltd</p>
</body></html>""")

HS_REVB = """Dear Ms Tan, Mr Lim,

As requested, revised quotation (Rev B) with the carpentry add-ons:

Previous total                                         $34,200
+ Kitchen tall unit (fridge side, with pull-out larder)  $1,450
+ Shoe cabinet change to full height w/ bench            $   650
+ Living room feature wall (fluted panel + cove)         $1,650
                                          Rev B Total: $37,950

Flooring remains as Rev A (SPC vinyl living/dining/bedrooms, kitchen floor tiles).
Please confirm and we will proceed to apply for permit.

Regards,
Lim Kok Seng
Hup Seng Renovation & Construction Pte Ltd
"""

add("mail/2024/11/2024-11-12_hupseng_quotation_revB.eml",
    frm=KOKSENG, to=WL, cc=MARCUS,
    subject="Revised quotation (Rev B) - Blk 613C Tampines",
    date=sgt(2024, 11, 12, 20, 5), msgid="<hs-q-1112@hupsengreno.example>",
    body=HS_REVB)

add("mail/2024/11/2024-11-13_re_hupseng_revB.eml",
    frm=WL, to=KOKSENG, cc=MARCUS + ", " + JASMINE,
    subject="Re: Revised quotation (Rev B) - Blk 613C Tampines",
    date=sgt(2024, 11, 13, 22, 18), msgid="<CAwl1113.3@mailbox.example>",
    in_reply_to="<hs-q-1112@hupsengreno.example>",
    body="""Hi Ah Seng,

Thanks for the quick revision. Marcus and I went through it last night:

1. Kitchen tall unit - OK, keep.
2. Shoe cabinet full height - OK, keep (Mum won this one, haha).
3. Feature wall - we are thinking to remove it to save cost. Let us
   confirm by next week.
4. Flooring - we've decided to go SPC vinyl throughout the whole flat,
   including the kitchen, so it's one continuous look. Please update.

Can you also send us the payment schedule with dates?

Thanks!
Wei Ling

On Tue, 12 Nov 2024 at 20:05, Lim Kok Seng <kokseng@hupsengreno.example> wrote:
""" + quote(HS_REVB) + "\n")

# ---------------------------------------------------------------- 2024-12
REVC_ATTACH = """HUP SENG RENOVATION & CONSTRUCTION PTE LTD
Blk 3 Ubi Avenue 3 #05-12, Singapore 408857   Tel: +65 8000 0311
------------------------------------------------------------------
QUOTATION  No. HS-Q-24-117  Rev C                 Date: 16 Dec 2024
Client : Ms Tan Wei Ling / Mr Lim Jun Hao Marcus
Site   : Blk 613C Tampines North Drive 1 #11-208 (4-Room BTO)
------------------------------------------------------------------
A. Hacking & disposal
   Bathroom floor tiles x2, kitchen backsplash            2,600.00
B. Masonry & tiling
   Bathrooms wall + floor (300x600 porcelain)              7,900.00
C. Flooring
   Supply & lay 600x600 matt porcelain tiles -
   living / dining / kitchen (approx 46 sqm)               3,850.00
   SPC vinyl 5mm (oak colour) - bedrooms only
   (approx 32 sqm)                                         1,950.00
D. Carpentry
   Kitchen top + bottom cabinets, quartz top               7,100.00
   Kitchen tall unit w/ pull-out larder                    1,450.00
   Shoe cabinet full height w/ bench                       1,800.00
   Master wardrobe (sliding, 8ft)                          2,560.00
   TV console (low, wall-hung)                               990.00
E. Ceiling - false ceiling living + cove, L-box            2,300.00
F. Painting - Nippon Odourless, whole unit                 2,400.00
G. Plumbing - sinks, taps, heater point                    1,200.00
H. Doors - 3 laminate doors + bathroom folding doors       1,300.00
I. Protection, debris disposal & final cleaning              650.00
   Living room feature wall                                  REMOVED
   Less: goodwill discount                                -1,570.00
------------------------------------------------------------------
TOTAL (Rev C)                                           $36,480.00
------------------------------------------------------------------
Schedule (tentative): start 06 Jan 2025, target handover 14 Mar 2025
Payment: 10% deposit (paid on Rev A), 30% on start, 40% after
carpentry install, balance on handover.
Electrical works excluded (owner's electrician).
Validity: 30 days.            Prepared by: Jasmine Chua
"""

add("mail/2024/12/2024-12-16_hupseng_quotation_revC.eml",
    frm=JASMINE, to=WL, cc=MARCUS + ", " + KOKSENG,
    subject="Revised quotation Rev C (flooring change, feature wall removed)",
    date=sgt(2024, 12, 16, 18, 42), msgid="<hs-q-1216-revc@hupsengreno.example>",
    kind="mixed",
    body="""Hi Wei Ling, Marcus,

Attached our revised quotation Rev C as discussed. Changes from Rev B:
- living room feature wall removed
- flooring updated as per your WhatsApp msg on 9/12
- cleaning + protection line added

Kindly check and sign the last page, then we can finalise the start date
in January. Permit already approved by HDB.

Thank you!
Jasmine Chua
Site Coordinator, Hup Seng Renovation
""",
    attachments=[("HupSeng_Quotation_RevC_TanLim.txt", REVC_ATTACH, "plain")])

add("mail/2024/12/2024-12-20_shopnest_receipt.eml",
    frm="ShopNest <orders@shopnest.example>", to=WL,
    subject="Your ShopNest order SN-88213074 has been delivered",
    date=sgt(2024, 12, 20, 15, 11), msgid="<sn-88213074-dlv@shopnest.example>",
    body="""Hi Wei Ling,

Good news! Your order SN-88213074 was delivered today at 2:47 PM.

  1 x Diatomite bath mat (grey, 60x39cm)          $18.90
  2 x Stainless steel towel hook (adhesive)       $11.80
  1 x Bamboo drawer organiser set (6 pcs)         $24.90
  1 x LED motion sensor strip light (2 pack)      $21.90
  Shipping                                         $ 0.00
  Coins used                                      -$ 1.50
  ------------------------------------------------------
  Total paid                                      $75.90

Payment: Visa ending 4471

Not happy with your items? Request a return within 15 days in the app.

Happy shopping,
ShopNest
""")

# ---------------------------------------------------------------- 2025-01
LUMEN_INVOICE = """LUMEN & LACE PHOTOGRAPHY
Wedding & Portrait Photography | lumenandlace.example
------------------------------------------------------
INVOICE

Invoice No.   : LL-INV-0937
Date          : 10 Jan 2025
Billed to     : Tan Wei Ling & Lim Jun Hao Marcus

Package: Signature Story
  - Actual Day coverage, full day (up to 12 hrs),
    15 Nov 2025, incl. tea ceremony + banquet
  - Prewedding shoot, 1 local location (3 hrs)
  - 600+ edited photos, online gallery, 1 photo book (30 pages)
                                         Package price:  S$3,880.00
Deposit received (10 Jan 2025, PayNow):                 -S$1,200.00
                                         Balance:        S$2,680.00

Balance due 14 days before the Actual Day.
Add-on (optional, not yet confirmed): ROM coverage 2 hrs  S$450.00

Thank you for choosing us!  -- Kelvin
"""

add("mail/2025/01/2025-01-10_lumenlace_booking.eml",
    frm=KELVIN, to=WL, cc=MARCUS,
    subject="Booking confirmed - Wei Ling & Marcus, 15 Nov 2025",
    date=sgt(2025, 1, 10, 11, 26), msgid="<ll-0110-wlm@lumenandlace.example>",
    kind="mixed",
    body="""Hi Wei Ling & Marcus!

Thank you so much for choosing Lumen & Lace, we're really excited to tell
your story on 15 Nov! I've received your deposit - the invoice is attached
for your records.

Next steps:
- Around April I'll e-mail you about the prewedding shoot (date +
  location ideas).
- Closer to the day, I'll send a questionnaire for the timeline and key
  family members.

If you decide to add the ROM coverage, just let me know anytime.

Cheers,
Kelvin Sim
Lumen & Lace Photography
""",
    attachments=[("LumenLace_Deposit_Invoice.txt", LUMEN_INVOICE, "plain")])

add("mail/2025/01/2025-01-15_aurelia_banquet_confirmation.eml",
    frm=CHARMAINE, to=WL, cc=MARCUS,
    subject="Wedding Banquet Confirmation - 15 November 2025, Jade Ballroom",
    date=sgt(2025, 1, 15, 16, 48), msgid="<aur-bq-20250115-0193@hotelaurelia.example>",
    kind="html", cte="quoted-printable",
    html=f"""<html><body style="{CSS}">
<p>Dear Ms Tan and Mr Lim,</p>
<p>Thank you for choosing Hotel Aurelia Singapore for your wedding celebration. We are delighted to confirm your booking as follows:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Event</th><td>Wedding Dinner Banquet</td></tr>
<tr><th align="left">Date</th><td>Saturday, 15 November 2025, 7:00 pm (cocktail from 6:30 pm)</td></tr>
<tr><th align="left">Venue</th><td>Jade Ballroom, Level 3</td></tr>
<tr><th align="left">Price per table of 10</th><td>S$1,588++ (Prosperity menu) / S$1,688++ (Longevity menu)</td></tr>
<tr><th align="left">Minimum guarantee</th><td>30 tables</td></tr>
<tr><th align="left">Deposit received</th><td>S$10,000 (non-refundable)</td></tr>
<tr><th align="left">Food tasting</th><td>Saturday, 22 March 2025, 11:30 am (complimentary for 1 table of 10)</td></tr>
<tr><th align="left">Final guest count</th><td>by 15 September 2025</td></tr>
</table>
<p><b>Inclusions:</b> free flow of soft drinks and Chinese tea, 1 barrel of beer (30L), 1 bottle of house wine per confirmed table, 2-tier wedding cake model, bridal suite for 1 night, parking coupons for 30% of guaranteed attendance.</p>
<p>Please feel free to contact me for anything at all. I will be your coordinator all the way to the big day.</p>
<p>Warm regards,<br>Charmaine Yeo<br>Senior Wedding Specialist, Hotel Aurelia Singapore<br>+65 6000 0388</p>
</body></html>""")

# ---------------------------------------------------------------- 2025-02
add("mail/2025/02/2025-02-03_fwd_bto_defects_tips.eml",
    frm=WEIMIN, to=WL,
    subject="Fwd: 10 things to check before your reno starts (BTO edition)",
    date=sgt(2025, 2, 3, 23, 2), msgid="<CAwm0203.9@mailbox.example>",
    cte="8bit",
    body="""Mei, read this \u2014 esp no. 4 and 7 \U0001F605 we kena both last time.
Send to Marcus also.

---------- Forwarded message ---------
From: PropertyPal SG <newsletter@propertypal-sg.example>
Date: Mon, 3 Feb 2025 at 08:00
Subject: 10 things to check before your reno starts (BTO edition)
To: <weimin.tan@mailbox.example>

10 THINGS TO CHECK BEFORE YOUR RENO STARTS (BTO EDITION)

1. Submit all defects within the 1-year defects liability period \u2014
   BSC (Building Service Centre) will only fix what is reported.
2. Photograph every defect with a ruler or coin for scale.
3. Tap every floor tile with a coin; hollow sounds = hollow tiles.
4. Check that every door closes and locks without force.
5. Test every power point with a phone charger before the electrician comes.
6. Run all taps for 5 minutes and look under the sinks.
7. Measure the space for your fridge AFTER the tiles go in, not before.
8. Agree in writing on who protects the lift and the corridor.
9. Get the renovation permit before any hacking starts.
10. Keep a folder of all quotations and variation orders \u2014 you WILL need it.

Happy renovating!
The PropertyPal SG team
""")

add("mail/2025/02/2025-02-12_paywise_interview_invite.eml",
    frm=NADIA, to=WL,
    subject="Paywise - Senior Product Designer: first-round interview",
    date=sgt(2025, 2, 12, 10, 14), msgid="<pw-ta-0212-4471@paywise.example>",
    kind="alt", cte="quoted-printable",
    body="""Hi Wei Ling,

Thank you for applying for the Senior Product Designer role at Paywise \u2013 we loved your clinic booking case study!

I'd like to invite you to a first-round video interview:

  Date: Tuesday, 18 Feb 2025
  Time: 12:30 \u2013 1:15 pm (SGT)
  Format: Google Meet (link to follow in the calendar invite)
  With: me (Talent Acquisition) and Ben Low, Design Manager

The first 15 minutes are about your background and what you're looking for; the rest is a walkthrough of one project of your choice.

Let me know if the timing works.

Best,
Nadia Rahman
Talent Acquisition Partner, Paywise
""",
    html=f"""<html><body style="{CSS}">
<p>Hi Wei Ling,</p>
<p>Thank you for applying for the <b>Senior Product Designer</b> role at Paywise &ndash; we loved your clinic booking case study!</p>
<p>I&rsquo;d like to invite you to a first-round video interview:</p>
<table border="0" cellpadding="4">
<tr><td>Date</td><td>Tuesday, 18 Feb 2025</td></tr>
<tr><td>Time</td><td>12:30 &ndash; 1:15 pm (SGT)</td></tr>
<tr><td>Format</td><td>Google Meet (link to follow)</td></tr>
<tr><td>With</td><td>Nadia Rahman (Talent Acquisition) and Ben Low, Design Manager</td></tr>
</table>
<p>Best,<br>Nadia Rahman<br>Talent Acquisition Partner, Paywise</p>
</body></html>""")

# ---------------------------------------------------------------- 2025-03
add("mail/2025/03/2025-03-11_hupseng_handover_revised.eml",
    frm=JASMINE, to=WL, cc=MARCUS + ", " + KOKSENG,
    subject="Blk 613C #11 - revised handover date",
    date=sgt(2025, 3, 11, 17, 55), msgid="<hs-1103-handover@hupsengreno.example>",
    body="""Dear Wei Ling, Marcus,

Sorry to inform you that one of our supplier shipments (the 600x600 batch)
was delayed at port, so the remaining floor works could only start this
week instead of last week.

Our revised handover date is Friday, 4 April 2025 (previously 14 Mar).
Final cleaning will be done on 2-3 Apr, and we can do the joint
walkthrough on the morning of the 4th, 10am.

Aircon and electrical are not affected, already completed.

Sorry for the inconvenience, we will try our best to keep to the new date.

Best regards,
Jasmine Chua
Site Coordinator, Hup Seng Renovation
""")

LAZULI = """Hi Wei Ling,

Great news - the team enjoyed the first-round chat and would like to
invite you to the second round, a 2-hour onsite design challenge at our
office at Keppel Bay.

Before we schedule: just to be transparent, our product and design team
works fully on-site, 5 days in office, as our CEO believes strongly in
in-person collaboration.

Let me know your availability next week.

Best,
Sharon Lim
People & Talent, Lazuli Travel
"""

add("mail/2025/03/2025-03-14_re_lazuli_next_steps.eml",
    frm=WL, to="Sharon Lim <sharon@lazulitravel.example>",
    subject="Re: Lazuli Travel - UX Lead: next steps",
    date=sgt(2025, 3, 14, 8, 37), msgid="<CAwl0314.2@mailbox.example>",
    in_reply_to="<lz-0312-88@lazulitravel.example>",
    body="""Hi Sharon,

Thank you for the invitation and for being upfront about the working
arrangement, I really appreciate it.

After thinking it over, I've decided to withdraw my application. The
5-days-in-office setup doesn't work for me at this point - I'm looking
for a hybrid arrangement (at least 2 days from home), as I'm helping my
father with his rehab appointments this year.

I enjoyed meeting the team and I love what you're building. Hope our
paths cross again.

Best regards,
Wei Ling

On Wed, 12 Mar 2025 at 16:20, Sharon Lim <sharon@lazulitravel.example> wrote:
""" + quote(LAZULI) + "\n")

add("mail/2025/03/2025-03-25_aurelia_tasting_followup.eml",
    frm=CHARMAINE, to=WL, cc=MARCUS,
    subject="Menu confirmation after food tasting - Tan & Lim, 15 Nov 2025",
    date=sgt(2025, 3, 25, 15, 3), msgid="<aur-bq-20250325-0193@hotelaurelia.example>",
    cte="quoted-printable",
    body="""Dear Wei Ling and Marcus,

Thank you for joining us for the food tasting last weekend, and it was lovely to meet both your families (please send my regards to your father, so glad he could make it!).

Following your call yesterday, I'm happy to confirm your menu selection:

Menu: Prosperity 8-course menu (pricing as per your confirmation letter)
Changes:
  \u2013 Soup: upgraded to the Braised Fish Maw & Crabmeat soup (no additional charge, tasting promotion)
  \u2013 Dessert: swapped the Durian Cr\u00e8me Br\u00fbl\u00e9e (which you both found a little too rich) for the Chilled Mango Sago with Pomelo
  \u2013 Vegetarian meals: 6 portions, to be confirmed with final count

Final guest count and seating plan: by 15 September 2025.

I will send the revised menu card design for your approval in August. Please let me know if there's anything else at all.

Warm regards,
Charmaine Yeo
Senior Wedding Specialist, Hotel Aurelia Singapore
""")

# ---------------------------------------------------------------- 2025-04
add("mail/2025/04/2025-04-01_polyclinic_therapist_change.eml",
    frm="Eastern Polyclinics Appointments <appointments@eastpoly.example>",
    to=WL,
    subject="Change of therapist - Physiotherapy appointments (TAN BOON HUAT)",
    date=sgt(2025, 4, 1, 11, 12), msgid="<appt.9102256@eastpoly.example>",
    kind="html", cte="quoted-printable",
    html=f"""<html><body style="{CSS}">
<p>Dear Caregiver,</p>
<p>Please note that your therapist, Mr Jonathan Koh, has been redeployed to Sengkang Polyclinic with effect from 7 April 2025.</p>
<p>From <b>8 April 2025</b>, physiotherapy sessions for <b>TAN BOON HUAT (S****123A)</b> will be conducted by <b>Mr Farhan Ismail</b>, Senior Physiotherapist. Sessions will be once a week on Tuesdays. The venue is unchanged.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Date</th><th>Time</th><th>Service</th><th>Therapist</th></tr>
<tr><td>08 Apr 2025 (Tue)</td><td>9:00 AM</td><td>Physiotherapy</td><td>Farhan Ismail</td></tr>
<tr><td>15 Apr 2025 (Tue)</td><td>9:00 AM</td><td>Physiotherapy</td><td>Farhan Ismail</td></tr>
<tr><td>22 Apr 2025 (Tue)</td><td>9:00 AM</td><td>Physiotherapy</td><td>Farhan Ismail</td></tr>
<tr><td>29 Apr 2025 (Tue)</td><td>9:00 AM</td><td>Physiotherapy</td><td>Farhan Ismail</td></tr>
</table>
<p>Further appointments will be scheduled by your therapist. To reschedule, please call 6000 0001.</p>
<p>Eastern Polyclinics</p>
</body></html>""")

ROM_WL = """Hi Mr Tay,

Thanks for letting us know about the clash on 22 Jun, no worries at all.
Marcus and I checked with our families - Saturday 12 July works for us.
Would 10:30am at the ROM building be ok? If yes, we'll update the
notice on the ROM portal.

Thank you!
Wei Ling
"""

add("mail/2025/04/2025-04-09_re_rom_date_change.eml",
    frm=HAROLD, to=WL, cc=MARCUS,
    subject="Re: Solemnisation - change of date",
    date=sgt(2025, 4, 9, 19, 26), msgid="<ht-0409-01@mailbox.example>",
    in_reply_to="<CAwl0408.5@mailbox.example>",
    body="""Dear Wei Ling and Marcus,

Confirmed. I have noted the new solemnisation date: Saturday, 12 July 2025
at 10:30am, ROM building (Level 2 solemnisation room). Please arrive by
10:00am with your NRICs and your two witnesses (both must be 21 and
above, with their NRICs).

Do remember to amend the date on the ROM portal as soon as possible.

Once again, my apologies for the change, and see you in July.

Warm regards,
Harold Tay, JP
Licensed Solemniser

On Tue, 8 Apr 2025 at 21:10, Tan Wei Ling <weiling.tan@mailbox.example> wrote:
""" + quote(ROM_WL) + "\n")

add("mail/2025/04/2025-04-22_lumenlace_prewedding_shoot.eml",
    frm=KELVIN, to=WL, cc=MARCUS,
    subject="Prewedding shoot - date, location & a few things I need from you",
    date=sgt(2025, 4, 22, 21, 40), msgid="<ll-0422-wlm@lumenandlace.example>",
    body="""Hi Wei Ling & Marcus,

As promised, here are the prewedding shoot details!

Date: Sunday, 31 Aug 2025
Call time: 6:15am (we're chasing the sunrise, sorry!)
Location: Coney Island Park - meet at the West entrance (Punggol Point
side, there's a carpark nearby). We'll walk through the casuarina trail
and end at the beach around 9am.
Wardrobe: 2 outfits max, earthy/neutral tones look best there. Avoid
neon and big logos. Comfortable shoes for walking, bring heels in a bag.
Rain plan: if it's pouring, we'll shift to the following Sunday.

Before the shoot, could you send me by 15 Jun:
1. Your shot list - any must-have moments/poses, places, props
2. Family groupings for the Actual Day (who must be photographed with
   whom, incl. grandparents)
3. 3 songs you like for the same-day edit

About the ROM coverage - noted your new ROM date, I'm free that morning.
Let me know if you want to add it.

Cheers,
Kelvin
""")

# ---------------------------------------------------------------- 2025-05
add("mail/2025/05/2025-05-02_paywise_panel_invite.eml",
    frm=NADIA, to=WL,
    subject="Paywise - final round panel interview",
    date=sgt(2025, 5, 2, 16, 31), msgid="<pw-ta-0502-4471@paywise.example>",
    cte="quoted-printable",
    body="""Hi Wei Ling,

Congratulations \u2013 the team really enjoyed your portfolio review, and we'd like to invite you to the final round!

Final round \u2013 panel interview (onsite)
  Date: Tuesday, 20 May 2025
  Time: 2:00 pm \u2013 3:30 pm
  Venue: Paywise HQ, 71 Robinson Road, Level 14 (please register at the lobby counter with your NRIC; I'll meet you at the lift lobby)

Panel:
  \u2013 Grace Ong, Head of Design
  \u2013 Arjun Pillai, Group Product Manager (Payments)

Format: 25 min presentation of a case study of your choice, 45 min Q&A and deep-dive, 15 min for your questions.

A calendar invite will follow. Feel free to reach me anytime if you have questions.

Best,
Nadia Rahman
Talent Acquisition Partner, Paywise
""")

add("mail/2025/05/2025-05-06_sgdesignweek_newsletter.eml",
    frm="Design Week SG <news@designweek-sg.example>", to=WL,
    subject="Your Design Week guide: talks, studio tours & a night market",
    date=sgt(2025, 5, 6, 8, 30), msgid="<dwsg-2025-05-06@designweek-sg.example>",
    kind="html", cte="base64",
    extra=[("List-Unsubscribe", "<https://designweek-sg.example/unsub>")],
    html=f"""<html><body style="{CSS}">
<h1>Design Week 2025 is almost here</h1>
<p>Ten days of talks, open studios and markets across the city.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Date</th><th>Event</th><th>Where</th></tr>
<tr><td>Fri 23 May</td><td>Opening night &amp; makers market</td><td>National Design Centre</td></tr>
<tr><td>Sat 24 May</td><td>Talk: Designing calm interfaces</td><td>Online + NDC auditorium</td></tr>
<tr><td>Sun 25 May</td><td>Open studios: ceramics &amp; craft</td><td>Various, see map</td></tr>
<tr><td>Wed 28 May</td><td>Panel: Healthcare UX in Asia</td><td>NDC Level 2</td></tr>
</table>
<p>Most events are free with registration. See you there!</p>
</body></html>""")

add("mail/2025/05/2025-05-16_carelink_offer.eml",
    frm="Michelle Goh <talent@carelinkhealth.example>", to=WL,
    subject="Offer of Employment \u2013 Product Designer II",
    date=sgt(2025, 5, 16, 17, 2), msgid="<clh-offer-0516-221@carelinkhealth.example>",
    cte="base64",
    body="""Dear Wei Ling,

Following your interviews with our team, we are delighted to offer you the
position of Product Designer II in the Patient Experience squad at Carelink
Health Pte Ltd. The key terms are:

  Position        : Product Designer II (Patient Experience)
  Reporting to    : Audrey Seet, Design Lead
  Base salary     : S$7,400 per month
  AWS             : 1 month (13th month)
  Variable bonus  : up to 1.5 months, based on company and individual performance
  Annual leave    : 18 days
  Work arrangement: hybrid, 3 days from home (Tue/Wed in office)
  Start date      : 1 July 2025 (negotiable)
  Probation       : 3 months

The formal letter of offer will be sent via DocuSign once you confirm your
acceptance. Please let us know your decision by 30 May 2025.

We really enjoyed your design exercise presentation and hope you'll join us!

Warm regards,
Michelle Goh
Talent Acquisition, Carelink Health
""")

PAYWISE_THANKS = """Hi Nadia,

Thank you for arranging the panel yesterday, and please pass my thanks to
the panel as well. I really enjoyed the conversation, especially the
discussion on merchant onboarding.

Looking forward to hearing from you!

Best,
Wei Ling
"""

add("mail/2025/05/2025-05-22_re_paywise_thank_you.eml",
    frm=NADIA, to=WL,
    subject="Re: Thank you - panel interview",
    date=sgt(2025, 5, 22, 10, 8), msgid="<pw-ta-0522-4471@paywise.example>",
    in_reply_to="<CAwl0521.8@mailbox.example>",
    body="""Hi Wei Ling,

Thank you for the lovely note! The panel enjoyed meeting you too.

They're consolidating their feedback this week, and we will revert with
the outcome by Friday, 30 May. If you have any other offers with a
deadline, do let me know and I'll try to expedite on our side.

Best,
Nadia

On Wed, 21 May 2025 at 09:12, Tan Wei Ling <weiling.tan@mailbox.example> wrote:
""" + quote(PAYWISE_THANKS) + "\n")
