"""E-mail (.eml) and mailing-list (.mbox) content for the jolene vault."""

JOLENE = "Jolene Barrera <jolene.barrera@mailbox.example>"
KENDRA = "Kendra Alvarez <kalvarez@sonoranhh.example>"
MARI = "Marisol Quinn <mari.quinn@sunmail.example>"
RAY = "Ray Barrera <ray.barrera@abqnet.example>"
RENEE = "Renee Dubois <vendors@oldpueblocraftfair.example>"

KENDRA_SIG = """Kendra Alvarez, RN, BSN
Clinical Manager | Sonoran Home Health
3300 N Campbell Ave, Suite 210, Tucson AZ 85719
office (520) 555-0120 | fax (520) 555-0121"""

MAILS = []


def add(path, **spec):
    MAILS.append((path, spec))


# ------------------------------------------------------------------ 2023/12
add("mail/2023/12/2023-12-04_sunridge-refill-ready.eml",
    **{"from": "Sunridge Pharmacy <noreply@sunridgerx.example>",
       "to": JOLENE, "date": "2023-12-04 11:42:00",
       "subject": "Your prescription is ready for pickup",
       "kind": "plain", "cte": "7bit",
       "body": """Hello JOLENE,

A prescription for ERNESTO BARRERA is ready for pickup at
Sunridge Pharmacy - Grant & Swan.

  Rx #:        6620418
  Medication:  ELIQUIS 5 MG TABLET
  Qty:         180     Days supply: 90
  Copay due:   $47.00

Prescriptions not picked up within 10 days are returned to stock.

Store hours: Mon-Fri 9am-7pm, Sat 9am-1pm, closed Sunday.
Sunridge Pharmacy, 4120 E Grant Rd, Tucson AZ 85712 | (520) 555-0143

This is an automated message. Please do not reply to this e-mail.
To stop receiving pickup notices, update your preferences at the counter.
"""})

# ------------------------------------------------------------------ 2024/01
add("mail/2024/01/2024-01-09_saguaro-vista-q1-statement.eml",
    **{"from": "Saguaro Vista HOA c/o Desert Sky Community Management <billing@desertsky-mgmt.example>",
       "to": JOLENE, "date": "2024-01-09 06:15:00",
       "subject": "Saguaro Vista HOA - Q1 2024 Assessment Statement - Acct SV-0412",
       "kind": "html", "cte": "quoted-printable",
       "html": """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p><b>Saguaro Vista Homeowners Association</b><br>managed by Desert Sky Community Management</p>
<p>Statement date: 01/09/2024</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th align="left">Account</th><td>SV-0412</td></tr>
<tr><th align="left">Owner</th><td>Ernesto Barrera</td></tr>
<tr><th align="left">Property</th><td>4417 E Calle Paloma, Tucson AZ 85718</td></tr>
<tr><th align="left">Q1 2024 quarterly assessment</th><td>$165.00</td></tr>
<tr><th align="left">Previous balance</th><td>$0.00</td></tr>
<tr><th align="left">Amount due</th><td><b>$165.00</b></td></tr>
<tr><th align="left">Due date</th><td>01/31/2024</td></tr>
</table>
<p>A late fee of $15.00 is applied to balances more than 30 days past due.
Pay online through the owner portal, by mailed check (memo: account number), or by ACH autopay.</p>
<p style="color:#777;font-size:11px">Desert Sky Community Management &middot; billing@desertsky-mgmt.example &middot; (520) 555-0150</p>
</body></html>
"""})

# ------------------------------------------------------------------ 2024/03
add("mail/2024/03/2024-03-05_courtesy-notice-4417-calle-paloma.eml",
    **{"from": "Desert Sky Community Management <compliance@desertsky-mgmt.example>",
       "to": "Ernesto Barrera <ebarrera43@mailbox.example>", "cc": JOLENE,
       "date": "2024-03-05 10:02:00",
       "msgid": "<cn-svh-24-031@desertsky-mgmt.example>",
       "subject": "Courtesy Notice - 4417 E Calle Paloma (Case SVH-24-031)",
       "kind": "html", "cte": "quoted-printable",
       "html": """<html><body style="font-family:Georgia,serif">
<h3>Saguaro Vista HOA &mdash; Courtesy Notice</h3>
<p>Dear Owner,</p>
<p>During the routine inspection of Saguaro Vista on 02/29/2024, the following item was observed at your property.
This is a courtesy notice only; no fine has been assessed.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td><b>Case #</b></td><td>SVH-24-031</td></tr>
<tr><td><b>Property</b></td><td>4417 E Calle Paloma</td></tr>
<tr><td><b>Observation</b></td><td>Dead/dying shrub in front yard (Texas ranger, NE corner of driveway)</td></tr>
<tr><td><b>Governing document</b></td><td>CC&amp;R Section 7.3 &ndash; Landscape Maintenance</td></tr>
<tr><td><b>Requested action</b></td><td>Remove and replace, or remove and restore area with decomposed granite</td></tr>
<tr><td><b>Compliance date</b></td><td>April 15, 2024</td></tr>
</table>
<p>If you believe this notice was sent in error, you may submit a written response within 14 days of the date of this notice.</p>
<p>Sincerely,<br>Denise Kowalczyk<br>Community Manager, Desert Sky Community Management<br>on behalf of the Saguaro Vista Board of Directors</p>
</body></html>
"""})

add("mail/2024/03/2024-03-08_re-courtesy-notice.eml",
    **{"from": JOLENE,
       "to": "Desert Sky Community Management <compliance@desertsky-mgmt.example>",
       "date": "2024-03-08 07:41:00",
       "in_reply_to": "<cn-svh-24-031@desertsky-mgmt.example>",
       "subject": "Re: Courtesy Notice - 4417 E Calle Paloma (Case SVH-24-031)",
       "kind": "plain", "cte": "7bit",
       "body": """Hi Denise,

I'm the daughter of the owner, Ernesto Barrera, and I handle his HOA
correspondence (he's 80 - please copy me on anything going forward).

We won't be contesting this one. I went over and looked and the Texas
ranger is definitely dead. Our yard guy, Beto Salcido (Salcido Yard Care),
is scheduled to pull it out on Saturday 3/16 and put a new one in the same
spot, so we'll be well ahead of the 4/15 date.

Could you also note on the account that mail for the owner should come to
me at this address? He doesn't really check e-mail anymore.

Thanks,
Jolene Barrera
(520) 555-0110

On Tue, Mar 5, 2024 at 10:02 AM Desert Sky Community Management <compliance@desertsky-mgmt.example> wrote:
> Dear Owner,
>
> During the routine inspection of Saguaro Vista on 02/29/2024, the
> following item was observed at your property. This is a courtesy notice
> only; no fine has been assessed.
>
> Observation: Dead/dying shrub in front yard (Texas ranger, NE corner of
> driveway)
> Requested action: Remove and replace, or remove and restore area with
> decomposed granite
>
> Sincerely,
> Denise Kowalczyk
> Community Manager
"""})

# ------------------------------------------------------------------ 2024/04
add("mail/2024/04/2024-04-02_pto-approved.eml",
    **{"from": KENDRA, "to": JOLENE, "date": "2024-04-02 16:11:00",
       "msgid": "<pto-0610-jb@sonoranhh.example>",
       "subject": "PTO approved 6/10-6/14",
       "kind": "plain", "cte": "7bit",
       "body": """Hi Jolene,

Your PTO for Mon 6/10 through Fri 6/14 is approved in the system.

Priya Nair has agreed to cover your Mon/Tue/Thu/Fri caseload that week.
Please have your visit notes and updated med lists ready for her by
Friday 6/7 and set up a quick handoff call. Your Sat 6/8 on-call stays as
scheduled unless you find a swap.

Enjoy Rocky Point - wear sunscreen, I mean it.

""" + KENDRA_SIG + "\n"})

add("mail/2024/04/2024-04-03_mileage-reimbursement-update.eml",
    **{"from": KENDRA,
       "to": "Field Nursing Staff <fieldstaff@sonoranhh.example>",
       "date": "2024-04-03 08:30:00",
       "subject": "Mileage reimbursement rate update - effective 4/1",
       "kind": "alt", "cte": "quoted-printable",
       "body": """Hi team,

Good news for once: starting with trips on or after April 1, 2024, Sonoran
Home Health will reimburse mileage at $0.67 per mile (up from $0.625),
which matches the 2024 IRS standard rate.

March mileage is still paid at the old rate, so please don't mix March and
April trips on the same log. Logs are still due by the 5th of the following
month. Use the new form "Mileage Log v3" in the shared drive - the old form
has the old rate baked into the formula and payroll will bounce it.

Questions go to me or to payroll@sonoranhh.example.

Thanks for everything you do out there,

""" + KENDRA_SIG + "\n",
       "html": """<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Hi team,</p>
<p>Good news for once: Sonoran Home Health is raising mileage reimbursement to match the 2024 IRS standard rate.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e8f0e8"><th>Trips dated</th><th>Rate per mile</th><th>Form</th></tr>
<tr><td>before 4/1/2024</td><td>$0.625</td><td>Mileage Log v2</td></tr>
<tr><td>on or after 4/1/2024</td><td><b>$0.67</b></td><td>Mileage Log v3 (shared drive)</td></tr>
</table>
<p>Please don't mix March and April trips on the same log. Logs are due by the 5th of the following month.</p>
<p>Thanks for everything you do out there,<br>Kendra Alvarez, RN, BSN<br>Clinical Manager | Sonoran Home Health</p>
</body></html>
"""})

add("mail/2024/04/2024-04-12_re-cooler-estimate.eml",
    **{"from": JOLENE, "to": "Gil Montaño <gil@montano-air.example>",
       "date": "2024-04-12 06:58:00",
       "in_reply_to": "<est-0410-barrera@montano-air.example>",
       "subject": "Re: Estimate - evaporative cooler repair / mini-split option",
       "kind": "plain", "cte": "quoted-printable",
       "body": """Hi Gil,

Thanks for coming out so fast. Let's just do the pump and pads for now
($385). I can't swing $7,900 for the mini-split this year with everything
going on with my dad - I'll revisit it after the holidays, maybe spring 2025
before it gets hot again.

Thursday 4/18 in the morning works. I'll leave the side gate unlocked. Chuy
will bark at you but he's all talk.

Gracias,
Jolene

On Wed, Apr 10, 2024 at 5:32 PM Gil Montaño <gil@montano-air.example> wrote:
> Hi Jolene,
>
> Here's what I found on the roof unit today:
>  - Pump is seized. Replace with AquaFlo EP-3100 (115V) pump: $68 part
>  - Side pads are calcified, replace all 4 (aspen): $96
>  - Float valve leaking at the fitting: $22
>  - Labor: $199
> Total for the repair: $385
>
> Option 2: 2-zone ductless mini-split (18k BTU, living room + main
> bedroom), installed: $7,900. That would let you retire the cooler, but
> honestly the cooler has a few good years left if we keep up with it.
>
> Let me know which way you want to go.
>
> Gil Montaño
> Montaño Evaporative & Air | ROC 330917 | (520) 555-0138
"""})

# ------------------------------------------------------------------ 2024/05
add("mail/2024/05/2024-05-20_re-pto-approved.eml",
    **{"from": KENDRA, "to": JOLENE, "date": "2024-05-20 13:27:00",
       "in_reply_to": "<pto-0610-jb@sonoranhh.example>",
       "subject": "Re: PTO approved 6/10-6/14",
       "kind": "plain", "cte": "7bit",
       "body": """Hi Jolene - change of plans on coverage.

Priya is starting her leave early (the baby has opinions), so
Darnell Price will cover your caseload 6/10-6/14 instead. He knows your
Catalina Foothills pts from the March on-call weekend, so this should be
easy. Same ask: handoff notes by Fri 6/7, and please call him Thursday 6/6
in the afternoon to go over the two wound pts.

Kendra

On Apr 2, 2024, at 4:11 PM, Kendra Alvarez <kalvarez@sonoranhh.example> wrote:
> Hi Jolene,
>
> Your PTO for Mon 6/10 through Fri 6/14 is approved in the system.
>
> Priya Nair has agreed to cover your Mon/Tue/Thu/Fri caseload that week.
> Please have your visit notes and updated med lists ready for her by
> Friday 6/7 and set up a quick handoff call.
"""})

add("mail/2024/05/2024-05-22_clearsound-receipt.eml",
    **{"from": "ClearSound Hearing Center <receipts@clearsound.example>",
       "to": JOLENE, "date": "2024-05-22 11:05:00",
       "subject": "Your ClearSound receipt and warranty registration",
       "kind": "plain", "cte": "base64",
       "body": """Thank you for choosing ClearSound Hearing Center.

RECEIPT / WARRANTY REGISTRATION
Patient:          Ernesto Barrera
Audiologist:      Whitney Cho, AuD
Date of fitting:  05/22/2024

Devices:  Audera Lumo 2 R (rechargeable, receiver-in-canal), pair
  Left  serial:   AUD-77K3915
  Right serial:   AUD-77K3916
  Charger serial: AUD-CH-20931

Price:   $3,450.00 (pair; includes 3 years of follow-up and cleanings)
Paid:    Visa ending 2207 - $3,450.00 - approved

Manufacturer warranty: repairs covered through 05/22/2027. One-time loss
and damage replacement per aid (deductible $275 per aid). Please keep the
serial numbers above - you will need them for any warranty or loss claim.

Next visit: 2-week check, 06/05/2024 at 9:00 AM.

ClearSound Hearing Center | 6420 E Broadway Blvd, Tucson AZ 85710 | (520) 555-0171
"""})

# ------------------------------------------------------------------ 2024/06
add("mail/2024/06/2024-06-03_pulse-newsletter.eml",
    **{"from": "AZ Home Health Nurses Network <pulse@azhhnn.example>",
       "to": JOLENE, "date": "2024-06-03 05:00:00",
       "subject": "The Pulse - June 2024: heat season is here",
       "headers": [("List-Unsubscribe", "<mailto:unsubscribe@azhhnn.example>")],
       "kind": "alt", "cte": "7bit", "html_cte": "quoted-printable",
       "body": """THE PULSE - June 2024
AZ Home Health Nurses Network

1) Extreme heat and homebound patients: five checks for every visit
   - Is the cooling actually working? Check the thermostat and the cooler
     or AC yourself, don't just ask.
   - Fluids within reach, and a plan for who refills them.
   - Review meds that impair heat tolerance (diuretics, beta blockers,
     anticholinergics, some antipsychotics).
   - Know the nearest cooling center and whether the pt can get there.
   - Write down an emergency plan if power goes out.

2) EVV tip: clock out at the curb, not at the office.

3) Free CE webinar 6/20: "Wound care update for home health" (1.0 contact hr)

You are receiving this because you joined AZHHNN. Unsubscribe anytime.
""",
       "html": """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<h2 style="color:#b03a2e">THE PULSE &mdash; June 2024</h2>
<h3>Extreme heat and homebound patients: five checks for every visit</h3>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>#</th><th>Check</th><th>Why</th></tr>
<tr><td>1</td><td>Cooling actually working</td><td>Pts often say &ldquo;it&rsquo;s fine&rdquo; at 92&deg;F indoors</td></tr>
<tr><td>2</td><td>Fluids within reach</td><td>Mobility limits drinking</td></tr>
<tr><td>3</td><td>Med review</td><td>Diuretics, beta blockers, anticholinergics impair heat tolerance</td></tr>
<tr><td>4</td><td>Nearest cooling center</td><td>And transport to get there</td></tr>
<tr><td>5</td><td>Power-outage plan</td><td>Written, on the fridge</td></tr>
</table>
<p><b>EVV tip:</b> clock out at the curb, not at the office.</p>
<p><b>Free CE webinar 6/20:</b> Wound care update for home health (1.0 contact hr)</p>
<p style="font-size:10px;color:#888">You are receiving this because you joined AZHHNN.</p>
</body></html>
"""})

add("mail/2024/06/2024-06-18_saguaro-vista-assessment-increase.eml",
    **{"from": "Saguaro Vista HOA Board <board@desertsky-mgmt.example>",
       "to": JOLENE, "date": "2024-06-18 09:00:00",
       "subject": "Notice of Assessment Increase - Saguaro Vista HOA",
       "kind": "alt", "cte": "quoted-printable",
       "body": """Dear Saguaro Vista Homeowner,

At its June 11 meeting the Board of Directors approved the 2024-2025
budget. To fund the reserve study recommendations (road sealing, perimeter
wall repair and pool resurfacing), the quarterly assessment will increase
from $165.00 to $182.00, effective with the July 1, 2024 installment
(due July 10).

If you pay by ACH autopay, the new amount will be drafted automatically.
If you pay by check or bill-pay, please update the amount.

The approved budget is posted on the owner portal.

Saguaro Vista HOA Board of Directors
c/o Desert Sky Community Management
""",
       "html": """<html><body style="font-family:Arial,sans-serif">
<p>Dear Saguaro Vista Homeowner,</p>
<p>At its June 11 meeting the Board of Directors approved the 2024&ndash;2025 budget.
To fund the reserve study recommendations, the quarterly assessment will change as follows:</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th></th><th>Through June 30, 2024</th><th>Starting July 1, 2024</th></tr>
<tr><td>Quarterly assessment</td><td>$165.00</td><td><b>$182.00</b></td></tr>
<tr><td>Annual total</td><td>$660.00</td><td>$728.00</td></tr>
<tr><td>Due date</td><td colspan="2">10th of Jan / Apr / Jul / Oct</td></tr>
</table>
<p>ACH autopay will update automatically. Check and bill-pay users, please update the amount.</p>
<p>Saguaro Vista HOA Board of Directors<br>c/o Desert Sky Community Management</p>
</body></html>
"""})

# ------------------------------------------------------------------ 2024/07
add("mail/2024/07/2024-07-11_quilt-cabana-christmas-in-july.eml",
    **{"from": "Quilt Cabana <news@quiltcabana.example>",
       "to": JOLENE, "date": "2024-07-11 04:30:00",
       "subject": "\U0001F384 Christmas in July - up to 30% off precuts & batting!",
       "headers": [("List-Unsubscribe", "<https://quiltcabana.example/unsub?u=jb1187>")],
       "kind": "html", "cte": "base64",
       "html": """<html><body style="background:#fff8f0;font-family:Helvetica,Arial,sans-serif">
<h1 style="color:#1e7a46">Christmas in July at Quilt Cabana!</h1>
<p>It's 110&deg; outside, so let's pretend it's snowing. Sale ends Sunday at midnight.</p>
<table border="0" cellpadding="8">
<tr><th align="left">Item</th><th>Reg.</th><th>Sale</th></tr>
<tr><td>Kona Cotton solids, per yard</td><td>$11.49</td><td>$8.99</td></tr>
<tr><td>Charm packs (42 x 5in)</td><td>$13.99</td><td>$9.79</td></tr>
<tr><td>Layer cakes (42 x 10in)</td><td>$44.99</td><td>$31.49</td></tr>
<tr><td>Warm &amp; Natural cotton batting, queen</td><td>$52.99</td><td>$39.74</td></tr>
<tr><td>Holiday panels (assorted)</td><td>$12.99</td><td>$9.09</td></tr>
</table>
<p>Free shipping over $75. Use code <b>SNOWINJULY</b>.</p>
<p style="font-size:10px">Quilt Cabana, 1 Bobbin Way, Mesa AZ. You subscribed at checkout.</p>
</body></html>
"""})

add("mail/2024/07/2024-07-16_longarm-invoice.eml",
    **{"from": "Hortensia Ruiz <hortensia@loosethreadslongarm.example>",
       "to": JOLENE, "date": "2024-07-16 15:22:00",
       "subject": "Your quilts are ready! invoice attached",
       "kind": "mixed", "cte": "7bit",
       "body": """Hola Jolene,

Both tops are done and they came out beautiful, especially the big star
one - I used the feather meander pantograph like we talked about and it
really makes the background sing.

Invoice is attached. You can pick up any afternoon this week after 2,
just text me first so I'm not at the store. Cash, check or Zelle is fine.

Gracias!
Hortensia
Loose Threads Longarm | (520) 555-0186
""",
       "attachments": [("invoice-LT-0718.txt", """LOOSE THREADS LONGARM - INVOICE LT-0718
Hortensia Ruiz | Tucson, AZ | (520) 555-0186
Date: 07/16/2024        Customer: Jolene Barrera

Edge-to-edge quilting, pantograph "Feather Meander"
Rate: $0.025 per sq in (edge-to-edge)

1. Lone Star queen top, 90 x 96 in = 8,640 sq in ........ $216.00
2. Baby quilt "Lil Saguaros", 40 x 40 in = 1,600 sq in .... $40.00
Thread (Glide, cream) ..................................... included
Batting ............................................ customer supplied
Binding .............................................. not included

TOTAL DUE .................................................. $256.00
Payment: cash, check or Zelle to hortensia@loosethreadslongarm.example
Thank you for your business!
""", "base64")]})

# ------------------------------------------------------------------ 2024/08
add("mail/2024/08/2024-08-19_sunridge-closing.eml",
    **{"from": "Sunridge Pharmacy <noreply@sunridgerx.example>",
       "to": JOLENE, "date": "2024-08-19 10:00:00",
       "subject": "Important: Sunridge Pharmacy is closing September 15",
       "kind": "plain", "cte": "7bit",
       "body": """Dear Sunridge Pharmacy customer,

After 31 years serving the Grant & Swan neighborhood, Sunridge Pharmacy will
close permanently on Sunday, September 15, 2024. Thank you for trusting us
with your family's care.

What happens to your prescriptions:
Your prescription records will be transferred to Walgreens #10482,
5001 E Speedway Blvd, unless you tell us otherwise before September 6.

To choose a different pharmacy, simply ask that pharmacy to request a
transfer from us. They will take care of the rest.

Patient: ERNESTO BARRERA (4 active prescriptions)

With gratitude,
The Sunridge Pharmacy team
(520) 555-0143
"""})

add("mail/2024/08/2024-08-26_thread-haven-order.eml",
    **{"from": "Thread Haven <orders@threadhaven.example>",
       "to": JOLENE, "date": "2024-08-26 20:47:00",
       "subject": "Order #TH-558201 confirmed",
       "kind": "plain", "cte": "7bit",
       "body": """Thanks for your order, Jolene!

Order #TH-558201   placed 08/26/2024

  Aurifil 50wt Mako cotton, 1300m, color 2021 Natural White  x3   $41.85
  Color Catcher sheets, 24 ct                                x2    $9.98
  Olfa 45mm rotary blades, 5 pk                              x1   $27.99
  Clover Wonder Clips, 50 ct                                 x1   $16.49
                                                     Subtotal    $96.31
                                                     Shipping     $0.00
                                                     Tax (8.7%)   $8.38
                                                     Total      $104.69

Ship to: Jolene Barrera, 2718 N Avenida Tortuga, Tucson AZ 85705
Estimated delivery: Aug 29 - Sep 2

Thread Haven - happy stitching!
"""})

# ------------------------------------------------------------------ 2024/09
add("mail/2024/09/2024-09-09_tvfp-transfer-complete.eml",
    **{"from": "Tanque Verde Family Pharmacy <refills@tvfamilyrx.example>",
       "to": JOLENE, "date": "2024-09-09 14:36:00",
       "subject": "¡Bienvenidos! Prescription transfer complete for Ernesto Barrera",
       "kind": "plain", "cte": "8bit",
       "body": """Hola Jolene,

Welcome to Tanque Verde Family Pharmacy. We've finished transferring
Mr. Barrera's prescriptions from Sunridge Pharmacy. His new prescription
numbers are below — please use these when you request refills (the old
Sunridge numbers won't work anymore):

  Eliquis (apixaban) 5 mg, 1 tab twice daily ........ Rx 4471093
  Metoprolol succinate ER 25 mg, once daily .......... Rx 4471094
  Atorvastatin 40 mg, at bedtime ..................... Rx 4471095
  Tamsulosin 0.4 mg, once daily ...................... Rx 4471096

All four are set up for 90-day fills with auto-refill, and we'll text you
three days before each fill. His Part D plan card is on file.

If anything looks off, reply to this e-mail or call me directly.

Un abrazo,
Lorena Quiñones, PharmD
Pharmacist-in-charge, Tanque Verde Family Pharmacy
7350 E Tanque Verde Rd, Tucson AZ 85715 · (520) 555-0162
"""})

add("mail/2024/09/2024-09-16_holiday-fair-vendor-acceptance.eml",
    **{"from": RENEE, "to": JOLENE, "date": "2024-09-16 12:10:00",
       "msgid": "<accept-2024-0117@oldpueblocraftfair.example>",
       "subject": "Vendor acceptance - Old Pueblo Holiday Craft Fair 2024",
       "kind": "mixed", "cte": "quoted-printable",
       "body": """Dear Jolene Barrera (Barrera Quilts),

Congratulations! Your application to the 2024 Old Pueblo Holiday Craft Fair
has been accepted in the Textiles & Fiber Arts category.

  Event:      Saturday, November 23, 2024, 9:00 am – 4:00 pm
  Venue:      Desert Willow Community Center, Hall B
              6150 E Desert Willow Dr, Tucson AZ 85750
  Booth fee:  $85.00 (10x10, one 6-ft table and two chairs) – paid, thank you
  Co-vendor:  Beverly Okafor (Bev's Mud & Fire) – shared booth

Your booth assignment, load-in door and parking instructions are in the
attached vendor info sheet. Please read it all the way through – most of
the questions I get on fair day are answered in there!

We'll have a vendor coffee table from 7:30 am. See you in November.

Renee Dubois
Vendor Coordinator, Old Pueblo Holiday Craft Fair
""",
       "attachments": [("vendor-info.txt", """OLD PUEBLO HOLIDAY CRAFT FAIR 2024 - VENDOR INFO SHEET

Vendor:     Barrera Quilts / Bev's Mud & Fire (shared booth)
BOOTH:      B-17  (Hall B, east wall, second from the NE corner)

LOAD-IN:    Friday evening 4:00-7:00 pm, or Saturday 6:30-8:30 am
            Use Door 3 (north loading dock). Dollies available, first come.
PARKING:    Vendors park in the north lot ONLY. The front lot is for shoppers.
POWER:      Wall booths only. Request by e-mail ($20, pay at check-in).
WIFI:       OPCF-Vendors (password posted at check-in table)
TEAR-DOWN:  Not before 4:00 pm. Early tear-down = not invited back.
SALES TAX:  Vendors are responsible for their own TPT license and sales tax.

Questions: Renee Dubois, vendors@oldpueblocraftfair.example
""", "base64")]})

# ------------------------------------------------------------------ 2024/10
add("mail/2024/10/2024-10-01_copper-state-anoc.eml",
    **{"from": "Copper State Rx <notices@copperstaterx.example>",
       "to": JOLENE, "date": "2024-10-01 07:00:00",
       "subject": "Your 2025 Annual Notice of Change - Copper State Rx Value (PDP)",
       "kind": "html", "cte": "quoted-printable",
       "html": """<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p>Member: ERNESTO BARRERA &nbsp; | &nbsp; Authorized representative: JOLENE BARRERA</p>
<h2>Annual Notice of Change for 2025</h2>
<p>Copper State Rx Value (PDP) is changing on January 1, 2025. Review the changes below and decide
whether this plan still meets your needs. Medicare Open Enrollment runs October 15 &ndash; December 7.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Cost</th><th>2024 (this year)</th><th>2025 (next year)</th></tr>
<tr><td>Monthly plan premium</td><td>$38.40</td><td>$52.10</td></tr>
<tr><td>Annual deductible</td><td>$545</td><td>$590</td></tr>
<tr><td>Eliquis (apixaban) 5 mg</td><td>Tier 3, $47 copay (30 days)</td><td>Tier 4, 25% coinsurance</td></tr>
<tr><td>Metoprolol succinate ER</td><td>Tier 1, $0</td><td>Tier 1, $0</td></tr>
<tr><td>Out-of-pocket maximum for drugs</td><td>n/a</td><td>$2,000</td></tr>
</table>
<p>If you do nothing, you will stay in Copper State Rx Value for 2025.</p>
<p>Copper State Rx &middot; Member Services 1-800-555-0140 (TTY 711)</p>
</body></html>
"""})

add("mail/2024/10/2024-10-02_re-vendor-question-power.eml",
    **{"from": RENEE, "to": JOLENE, "date": "2024-10-02 09:18:00",
       "in_reply_to": "<q-power-jb@mailbox.example>",
       "subject": "Re: question about power at the booth",
       "kind": "plain", "cte": "7bit",
       "body": """Hi Jolene,

Good question - only the booths along the east and west walls of Hall B
have outlets, and yours is one of them, so I've added power to your booth
($20, you can pay at check-in). Please bring a heavy-duty extension cord
(25 ft max) and gaffer tape to tape it down. No space heaters, please -
the fire marshal walks the hall.

Renee

On Tue, Oct 1, 2024 at 8:02 PM Jolene Barrera <jolene.barrera@mailbox.example> wrote:
> Hi Renee,
> Is there electricity at the booths? My booth partner Bev wants a small
> light box for her glazes and I want to keep the iPad and Square reader
> charged all day. Happy to pay for it.
> Thanks! Jolene
"""})

add("mail/2024/10/2024-10-08_saguaro-vista-october-newsletter.eml",
    **{"from": "Saguaro Vista HOA <news@desertsky-mgmt.example>",
       "to": JOLENE, "date": "2024-10-08 06:00:00",
       "subject": "The Saguaro Vista Sun - October 2024",
       "kind": "html", "cte": "base64",
       "html": """<html><body style="font-family:Georgia,serif;color:#333">
<h1 style="color:#8a5a2b">The Saguaro Vista Sun</h1>
<p><i>October 2024 &middot; news for the neighbors of Saguaro Vista</i></p>
<p>Cooler mornings are finally here! A few important dates for the fall:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#f3e6d6"><th>Date</th><th>What</th><th>Details</th></tr>
<tr><td>Oct 15</td><td>New gate entry code</td><td>The residents&rsquo; visitor code at the main gate changes to <b>#4086</b>. The old code stops working Oct 22. Please update your caregivers, family and delivery notes.</td></tr>
<tr><td>Oct 25</td><td>Bulk trash pickup</td><td>Items at the curb by 6 AM; no construction debris.</td></tr>
<tr><td>Nov 2</td><td>Shred day</td><td>Clubhouse parking lot, 9&ndash;11 AM.</td></tr>
<tr><td>Nov 19</td><td>Annual Homeowners Meeting</td><td>Tuesday 6:30 PM, Clubhouse &ndash; <b>Ocotillo Room</b>. Board election (2 seats) and 2025 budget. Proxy forms on the portal.</td></tr>
</table>
<h3>Pool</h3>
<p>Winter pool hours start Nov 1: 8 AM to 6 PM. The spa stays heated.</p>
<h3>Friendly reminder</h3>
<p>Trash and recycling containers must be stored out of street view except on collection day (Tuesday).</p>
<p>Desert Sky Community Management &middot; (520) 555-0150</p>
</body></html>
"""})

add("mail/2024/10/2024-10-21_re-papa-part-d-2025.eml",
    **{"from": RAY, "to": JOLENE, "cc": MARI, "date": "2024-10-21 18:40:00",
       "in_reply_to": "<partd-2025-jb@mailbox.example>",
       "subject": "Re: Papá's Part D for 2025",
       "kind": "plain", "cte": "8bit",
       "body": """Whatever you think, hermana. You know this stuff way better than me.
Cheapest sounds fine as long as his meds are covered. Can you forward me
that ANOC thing so I can at least read it before you do anything?

R

On Sun, Oct 20, 2024 at 9:12 PM Jolene Barrera <jolene.barrera@mailbox.example> wrote:
> Hi you two,
>
> Copper State is jacking Papá's premium to $52.10/mo next year and moving
> his Eliquis up a tier. I compared three plans on the Medicare plan finder
> (my notes are in my medicare file). I'm leaning toward Sonora Senior Rx
> Saver - $21.70/mo, cheapest by a mile. Unless one of you objects I'll
> enroll him before the deadline.
>
> Besos,
> J
"""})

add("mail/2024/10/2024-10-22_fwd-bls-renewal-confirmation.eml",
    **{"from": KENDRA, "to": JOLENE, "date": "2024-10-22 07:55:00",
       "subject": "Fwd: Registration confirmed - BLS Provider Renewal 11/14",
       "kind": "plain", "cte": "7bit",
       "body": """Jolene - here's your confirmation. The agency paid for it, and it counts
toward your in-service hours. -K

---------- Forwarded message ---------
From: Desert CPR Training <classes@desertcpr.example>
Date: Mon, Oct 21, 2024 at 3:05 PM
Subject: Registration confirmed - BLS Provider Renewal 11/14
To: <kalvarez@sonoranhh.example>

Registration confirmed for: Jolene Barrera, RN

Course:     AHA BLS Provider (renewal)
Date/time:  Thursday, November 14, 2024, 8:30 AM - 12:30 PM
Location:   Pima Medical Plaza, 5240 E Pima St, Room 118
            (second door past the elevators, ground floor)

Please bring your current BLS card and wear clothes you can kneel in.
Parking is free in the south lot. Coffee provided, lunch is not.

Desert CPR Training | (520) 555-0133
"""})

add("mail/2024/10/2024-10-29_holiday-fair-date-change.eml",
    **{"from": RENEE, "to": "Vendors <vendors@oldpueblocraftfair.example>",
       "date": "2024-10-29 17:45:00",
       "subject": "DATE CHANGE: Old Pueblo Holiday Craft Fair moved to Dec 7",
       "kind": "plain", "cte": "7bit",
       "body": """Dear Vendors,

I'm sorry to be sending this one. The floor refinishing in Hall B at Desert
Willow Community Center ran long, and the city can't guarantee the hall for
November 23.

The fair is moving to Saturday, December 7, 2024. Same hours (9 am - 4 pm),
same hall, same booth assignments. Load-in is now Friday 12/6, 4-7 pm, or
Saturday morning 6:30-8:30 am.

If you can't make the new date, reply by Nov 8 and we'll refund your booth
fee in full. Otherwise you don't need to do anything. We're pushing the new
date on social media and the posters are being reprinted this week.

Thank you for your patience,
Renee Dubois
Vendor Coordinator, Old Pueblo Holiday Craft Fair
"""})

# ------------------------------------------------------------------ 2024/11
add("mail/2024/11/2024-11-04_mvd-registration-renewal.eml",
    **{"from": "ADOT Motor Vehicle Division <noreply@azmvdnow.example>",
       "to": JOLENE, "date": "2024-11-04 03:12:00",
       "subject": "Vehicle registration renewal notice - plate ending 4KX",
       "kind": "plain", "cte": "7bit",
       "body": """VEHICLE REGISTRATION RENEWAL NOTICE

Owner:                 JOLENE M BARRERA
Vehicle:               2016 HONDA CR-V
Plate:                 ***4KX
Registration expires:  12/31/2024
Renewal fee:           $71.20 (1 year)

Emissions test required: YES
Your vehicle must pass an emissions test at any Pima County emissions
station before you can renew. Results are sent to MVD automatically.

Renew online at azmvdnow.example, at an Authorized Third Party provider,
or at an MVD office. Driving with an expired registration may result in
a citation.

This is an automated notice. Do not reply.
"""})

add("mail/2024/11/2024-11-04_re-thanksgiving.eml",
    **{"from": MARI, "to": JOLENE, "cc": RAY, "date": "2024-11-04 12:03:00",
       "in_reply_to": "<tday-2024-jb@mailbox.example>",
       "subject": "Re: Thanksgiving this year??",
       "kind": "plain", "cte": "8bit",
       "body": """Ok ok, you win. Thanksgiving at your house this year. You're right that
Papá can't do two hours each way in the car with his back the way it is.

I'll bring the pies — pumpkin and a tres leches (Dan's request, don't
judge) — plus the green bean casserole. Dan will bring the folding chairs.
The kids are coming with us Thursday morning.

Ray, are you flying in? Tell Jolene your flight so somebody can get you.

Mari

On Sun, Nov 3, 2024 at 8:47 PM Jolene Barrera <jolene.barrera@mailbox.example> wrote:
> Mari, I know it's your turn but I really think we should do it here in
> Tucson this year. Papá can barely sit through Mass without his back going
> out, there's no way he does I-10 both ways in one day. I'll do the turkey
> and the stuffing and the rice. You bring dessert?
>
> J
"""})

add("mail/2024/11/2024-11-08_desert-bloom-enrollment-confirmation.eml",
    **{"from": "Desert Bloom Health Plans <enrollment@desertbloomhealth.example>",
       "to": JOLENE, "date": "2024-11-08 16:20:00",
       "subject": "We received your enrollment request",
       "kind": "plain", "cte": "base64",
       "body": """Dear Ernesto Barrera,

Thank you for enrolling in Desert Bloom Rx Plus (PDP) for 2025.

  Confirmation number:   DBX-2025-448193
  Enrollment received:   11/08/2024, online application
  Submitted by:          Jolene Barrera (authorized representative)
  Coverage start date:   January 1, 2025

What happens next
- We will confirm your enrollment with Medicare.
- Your member ID card and welcome kit should arrive within 10 business
  days after Medicare confirms your enrollment.
- Your current Part D plan will end automatically on 12/31/2024. You do
  not need to cancel it.

Please keep this confirmation number for your records.

Questions? Member Services 1-800-555-0199 (TTY 711), 8 am - 8 pm, 7 days.
Desert Bloom Health Plans
"""})

add("mail/2024/11/2024-11-12_tucson-heart-reschedule.eml",
    **{"from": "Tucson Heart Associates <reminders@tucsonheart.example>",
       "to": JOLENE, "date": "2024-11-12 10:31:00",
       "subject": "Appointment rescheduled - Ernesto Barrera",
       "kind": "alt", "cte": "quoted-printable",
       "body": """Appointment rescheduled

Patient:   Ernesto Barrera
Provider:  Howard Feld, MD (Cardiology)

Previous:  Thursday, November 21, 2024 at 9:20 AM
New:       Tuesday, December 3, 2024 at 10:40 AM

Location:  Tucson Heart Associates
           1840 N Country Club Rd, Suite 300, Tucson AZ 85716

Please arrive 15 minutes early and bring a current medication list and
all inhalers/pill bottles. Reply C to confirm or call (520) 555-0190 to
change. We apologize for the inconvenience - Dr. Feld will be at a
conference on the original date.
""",
       "html": """<html><body style="font-family:Arial,sans-serif">
<h3 style="color:#a11">Appointment rescheduled</h3>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>Patient</td><td>Ernesto Barrera</td></tr>
<tr><td>Provider</td><td>Howard Feld, MD (Cardiology)</td></tr>
<tr><td>Previous</td><td><s>Thursday, November 21, 2024 at 9:20 AM</s></td></tr>
<tr><td>New</td><td><b>Tuesday, December 3, 2024 at 10:40 AM</b></td></tr>
<tr><td>Location</td><td>1840 N Country Club Rd, Suite 300</td></tr>
</table>
<p>Please arrive 15 minutes early with a current medication list. Reply C to confirm.</p>
</body></html>
"""})


# ================================================================== mbox
LIST_ID = "Old Pueblo Quilters <opq-list.lists.oldpueblo.example>"
LIST_ADDR = "opq-list@lists.oldpueblo.example"
ARLENE = "Arlene Whitfield <arlene.whitfield@desertmail.example>"
ARLENE_SIG = """--
Arlene Whitfield
President, Old Pueblo Quilters
"Measure twice, cut once, rip out three times."
"""

MBOX = [
    dict(envelope="arlene.whitfield@desertmail.example", date="2024-01-03 09:12:00",
         frm=ARLENE, subject="[OPQ] January meeting + 2024 dues",
         msgid="<opq-2024-01@desertmail.example>",
         body="""Happy New Year, quilters!

Our January meeting is Tuesday 1/9 at 6:30 in the fellowship hall at
Casas Adobes Congregational, as usual. Program: Pat Kimura on scrappy
binding tricks. Bring your holiday show-and-tell!

2024 dues are still $30 and are due by the February meeting. Cash or
check to Lin (treasurer), or pay at the door.

""" + ARLENE_SIG),
    dict(envelope="pat.kimura@desertmail.example", date="2024-02-14 19:40:00",
         frm="Pat Kimura <pat.kimura@desertmail.example>",
         subject="[OPQ] Raffle quilt blocks due at March meeting",
         msgid="<opq-2024-02-raffle@desertmail.example>",
         body="""Hi all,

Reminder that raffle quilt blocks (12.5" unfinished, the cactus flower
pattern from the January handout) are due at the March meeting.
From the looks of my spreadsheet we have 22 blocks promised and need 30,
so if you can do an extra one, please do.

Thanks!
Pat Kimura, raffle quilt chair
"""),
    dict(envelope="arlene.whitfield@desertmail.example", date="2024-05-15 08:05:00",
         frm=ARLENE, subject="[OPQ] Summer schedule - no July meeting",
         msgid="<opq-2024-05-summer@desertmail.example>",
         body="""Friends,

Just like every year, we take July off (too hot and too many of us are
out of town). June 11 is our last meeting before the break, and we pick
back up August 13.

June program: UFO night. Bring an UnFinished Object and we'll shame you
lovingly into finishing it.

""" + ARLENE_SIG),
    dict(envelope="arlene.whitfield@desertmail.example", date="2024-08-12 17:30:00",
         frm=ARLENE, subject="[OPQ] NEW MEETING LOCATION starting September",
         msgid="<opq-2024-08-location@desertmail.example>",
         body="""Big news, everyone!

Starting with our September 10 meeting, Old Pueblo Quilters will meet at
the Mesquite Branch Library, Community Room 2 (7800 N Mesquite Bosque Rd).
The church needs the fellowship hall on Tuesday nights for their new food
pantry, and the library offered us the room for free.

Same night (2nd Tuesday), same time (6:30). The library has free parking,
an elevator, and nice big tables. Our August 13 meeting is still at the
church - last one there, bring tissues.

""" + ARLENE_SIG),
    dict(envelope="jolene.barrera@mailbox.example", date="2024-08-12 20:14:00",
         frm=JOLENE, subject="Re: [OPQ] NEW MEETING LOCATION starting September",
         msgid="<opq-2024-08-jb@mailbox.example>",
         in_reply_to="<opq-2024-08-location@desertmail.example>",
         body="""Yay!! No more parallel parking on that street in the dark. Can we still
bring our irons for the sew-ins at the library?

Jolene

On Mon, Aug 12, 2024 at 5:30 PM Arlene Whitfield wrote:
> Starting with our September 10 meeting, Old Pueblo Quilters will meet at
> the new location. Same night (2nd Tuesday), same time (6:30).
"""),
    dict(envelope="arlene.whitfield@desertmail.example", date="2024-08-13 07:02:00",
         frm=ARLENE, subject="Re: [OPQ] NEW MEETING LOCATION starting September",
         msgid="<opq-2024-08-irons@desertmail.example>",
         in_reply_to="<opq-2024-08-jb@mailbox.example>",
         body="""Irons yes, but only on the one pressing station by the sink - library
rules (they're nervous about the smoke detectors). I'll bring the big
board.

> Can we still bring our irons for the sew-ins at the library?

-A
"""),
    dict(envelope="dolores.ferrer@desertmail.example", date="2024-09-11 21:10:00",
         frm="Dolores Ferrer <dolores.ferrer@desertmail.example>",
         subject="[OPQ] longarm recommendations?",
         msgid="<opq-2024-09-longarm@desertmail.example>",
         body="""Hi all, my longarm lady moved to Prescott (boo). Who is everyone using?
I have three tops waiting and my arms are not getting any younger.
Dolores

P.S. Jolene says Hortensia at Loose Threads does beautiful edge-to-edge
and is reasonable, but she's booked about 4 weeks out.
"""),
    dict(envelope="lin.tran@desertmail.example", date="2024-10-03 12:00:00",
         frm="Lin Tran <lin.tran@desertmail.example>",
         subject="[OPQ] 2025 Quilt Show - call for entries",
         msgid="<opq-2024-10-show@desertmail.example>",
         body="""Hello quilters,

The 2025 Old Pueblo Quilt Show will be April 4-5, 2025. Entry forms are
on the guild website and due February 1. Categories are the same as last
year plus a new "Desert Modern" category.

We need white-glove volunteers for both days - sign-up sheet at the
November meeting.

Lin Tran, show chair & treasurer
"""),
    dict(envelope="arlene.whitfield@desertmail.example", date="2024-11-06 10:45:00",
         frm=ARLENE, subject="[OPQ] December = holiday potluck + ornament swap",
         msgid="<opq-2024-11-potluck@desertmail.example>",
         body="""Hi everyone,

Our December 10 meeting is the holiday potluck and fabric ornament swap.
Bring a dish to share and a handmade ornament (wrapped) if you want to
play. The library says no open flames, so no chafing-dish burners -
crockpots are fine, there are outlets along the back wall.

Nominations for 2025 officers will also be taken that night.

""" + ARLENE_SIG),
]
