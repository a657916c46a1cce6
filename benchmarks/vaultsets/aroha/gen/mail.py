"""E-mail (.eml) files and the running-club mbox."""
import re
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

from common import boundary_for, nz, write_bytes

AROHA = "Aroha Ngata <aroha.ngata@mailbox.example>"
PRIYA = "Priya Raman <priya@kowhaimortgages.example>"
GREG = "Greg Halloran <greg.halloran@castlepm.example>"
DIANNE = "Dianne Forsyth <dianne@riverbendvets.example>"
NGAIRE = "Ngaire Ngata-Brown <ngaire.nb@whanaumail.example>"
KIRI = "Kiri Ngata <kiri.ngata@mailbox.example>"

MAILS = []  # (relpath, builder)


def base_msg(frm, to, subject, date, msgid, cc=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = msgid
    for k, v in (extra or []):
        m[k] = v
    return m


def mail(path):
    def deco(fn):
        MAILS.append((path, fn))
        return fn
    return deco


# ------------------------------------------------------------------ 2024

@mail("mail/2024/05/2024-05-14_tenancy-renewal-kemp-st.eml")
def e01(path):
    m = base_msg(GREG, AROHA + ", Tilly Brown <tilly.brown@mailbox.example>, Sione Fifita <sione.fifita@mailbox.example>",
                 "Tenancy renewal - 23 Kemp Street, Springvale", nz(2024, 5, 14, 10, 22),
                 "<20240514102200.4471@castlepm.example>")
    m.set_content("""Hi Aroha, Tilly and Sione,

Thanks for confirming you'd all like to stay on at 23 Kemp Street. The owner is
happy to renew, and the tenancy will roll over to a periodic tenancy from
1 June 2024.

Rent stays at $520 per week, paid weekly in advance to the Castle Property
Management trust account as now. Bond stays at $2,080 (lodged with Tenancy
Services).

A couple of housekeeping things:
- Please keep the gutters on the carport clear, there was a bit of overflow in April.
- The next routine inspection will be in the spring, I'll give the usual 48 hours notice.
- If anything breaks please e-mail me rather than calling the owner directly.

Regards,
Greg Halloran
Property Manager | Castle Property Management
Ph 06 555 0171
""", cte="7bit")
    return m


@mail("mail/2024/06/2024-06-20_hoof-and-paw-winter-sale.eml")
def e02(path):
    m = base_msg("Hoof & Paw Supplies <news@hoofandpaw.example>", AROHA,
                 "Winter warmers \U0001F43E up to 30% off this week", nz(2024, 6, 20, 7, 0),
                 "<promo-2024-06-20-88123@hoofandpaw.example>",
                 extra=[("List-Unsubscribe", "<mailto:unsubscribe@hoofandpaw.example>")])
    html = """<html><body style="font-family:Arial,sans-serif">
<h1 style="color:#7a3e00">Winter warmers are here!</h1>
<p>Kia ora Aroha, the frosts have arrived &ndash; keep your furry and hoofed whānau cosy.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Product</th><th>Was</th><th>Now</th></tr>
<tr><td>Fleece dog coat (S&ndash;XL)</td><td>$49.99</td><td>$34.99</td></tr>
<tr><td>Self-warming cat bed</td><td>$59.99</td><td>$44.99</td></tr>
<tr><td>Horse cotton rug 6'0&quot;</td><td>$139.00</td><td>$109.00</td></tr>
<tr><td>Calf milk replacer 20kg</td><td>$129.00</td><td>$119.00</td></tr>
<tr><td>Senior joint chews 120pk</td><td>$42.50</td><td>$29.75</td></tr>
</table>
<p>Sale ends Sunday 30 June. Click &amp; collect from our Heads Road store.</p>
<p style="font-size:11px;color:#888">You're receiving this because you joined Paw Points. Unsubscribe any time.</p>
</body></html>
"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2024/07/2024-07-09_kereru-annual-statement.eml")
def e03(path):
    m = base_msg("Kererū KiwiSaver Scheme <statements@kererukiwisaver.example>", AROHA,
                 "Your annual KiwiSaver statement is ready", nz(2024, 7, 9, 6, 30),
                 "<stmt-2024-0092117@kererukiwisaver.example>")
    html = """<html><body>
<p>Kia ora Aroha,</p>
<p>Your annual statement for the year ended 31 March 2024 is below. Member number: KER-0092117 &middot; Fund: Balanced</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Amount</th></tr>
<tr><td>Opening balance 1 April 2023</td><td>$26,904.12</td></tr>
<tr><td>Your contributions (3%)</td><td>$1,903.20</td></tr>
<tr><td>Employer contributions (net of ESCT)</td><td>$1,598.69</td></tr>
<tr><td>Government contribution</td><td>$521.43</td></tr>
<tr><td>Investment returns</td><td>$2,331.73</td></tr>
<tr><td>Fees</td><td>-$146.70</td></tr>
<tr><td><b>Closing balance 31 March 2024</b></td><td><b>$33,112.47</b></td></tr>
</table>
<h3>Thinking about your first home?</h3>
<p>If you've been a member for at least three years you may be able to withdraw your savings
(except $1,000) to help buy your first home. Talk to us before you sign an agreement.</p>
<p>Ngā mihi,<br>The Kererū KiwiSaver team</p>
</body></html>
"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2024/08/2024-08-02_spring-oncall-roster.eml")
def e04(path):
    m = base_msg(DIANNE, "Nurses <nurses@riverbendvets.example>",
                 "Spring on-call roster (Sept - Nov)", nz(2024, 8, 2, 16, 45),
                 "<roster-spring-2024@riverbendvets.example>")
    plain = """Hi team,

Here's the weekend on-call roster for spring. Same as always: weekends are
Friday 6pm to Monday 8am, weeknights rotate weekly (Mon-Thu) as per the
whiteboard. Sam is on for farm calls most weekends through calving.

Weekend roster:
  6-9 Sep    Aroha
  13-16 Sep  Hemi
  20-23 Sep  Bex
  27-30 Sep  Aroha
  4-7 Oct    Hemi
  11-14 Oct  Bex
  18-21 Oct  Aroha
  25-28 Oct  Hemi (Labour Weekend - runs to Tue 8am)
  1-4 Nov    Bex
  8-11 Nov   Aroha
  15-18 Nov  Hemi
  22-25 Nov  Bex
  29 Nov-2 Dec Aroha

Swaps: sort them out between yourselves and let me know so the divert and the
whiteboard are right. I'm still looking at options for weeknights, I know it's
a lot at the moment.

Thanks all,
Dianne
Practice Manager, Riverbend Veterinary Centre
"""
    html = """<html><body>
<p>Hi team,</p>
<p>Here's the weekend on-call roster for spring. Weekends are Friday 6pm to Monday 8am; weeknights rotate weekly as per the whiteboard.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Weekend</th><th>Nurse</th></tr>
<tr><td>6&ndash;9 Sep</td><td>Aroha</td></tr><tr><td>13&ndash;16 Sep</td><td>Hemi</td></tr>
<tr><td>20&ndash;23 Sep</td><td>Bex</td></tr><tr><td>27&ndash;30 Sep</td><td>Aroha</td></tr>
<tr><td>4&ndash;7 Oct</td><td>Hemi</td></tr><tr><td>11&ndash;14 Oct</td><td>Bex</td></tr>
<tr><td>18&ndash;21 Oct</td><td>Aroha</td></tr><tr><td>25&ndash;28 Oct</td><td>Hemi (Labour Weekend)</td></tr>
<tr><td>1&ndash;4 Nov</td><td>Bex</td></tr><tr><td>8&ndash;11 Nov</td><td>Aroha</td></tr>
<tr><td>15&ndash;18 Nov</td><td>Hemi</td></tr><tr><td>22&ndash;25 Nov</td><td>Bex</td></tr>
<tr><td>29 Nov&ndash;2 Dec</td><td>Aroha</td></tr>
</table>
<p>Swaps: sort them out between yourselves and let me know.</p>
<p>Thanks all,<br>Dianne</p>
</body></html>
"""
    m.set_content(plain, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    m.set_boundary(boundary_for(path))
    return m


@mail("mail/2024/09/2024-09-12_priya-meeting-confirmation.eml")
def e05(path):
    m = base_msg(PRIYA, AROHA, "Meeting confirmation - Wed 18 Sept, 5:30pm", nz(2024, 9, 12, 9, 41),
                 "<CAF7x1-priya-20240912@kowhaimortgages.example>")
    m.set_content("""Kia ora Aroha,

Lovely to chat on the phone yesterday. Confirming our first meeting:

When: Wednesday 18 September, 5:30pm (about an hour)
Where: Kōwhai Mortgages, Level 1, 36 Ridgway Street, Whanganui (upstairs - the entrance is next to the florist)

Just so you know up front: there's no cost to you for my service. I'm paid a commission by whichever lender you end up going with. If you refinance away or repay the loan within 27 months the lender can claw that commission back from me, and in that case my agreement lets me pass on part of it - we'll go through that properly when we meet.

If you can bring (or email beforehand):
- your last 3 payslips
- 3 months of bank statements for all accounts
- your latest KiwiSaver statement
- photo ID
- a rough list of regular outgoings (rent, car, phone, subscriptions, pets)

Ngā mihi,
Priya Raman
Mortgage Adviser | Kōwhai Mortgages
027 555 0164
""", cte="quoted-printable")
    return m


@mail("mail/2024/09/2024-09-13_re-priya-meeting-confirmation.eml")
def e06(path):
    m = base_msg(AROHA, PRIYA, "Re: Meeting confirmation - Wed 18 Sept, 5:30pm", nz(2024, 9, 13, 21, 7),
                 "<aroha-20240913210700@mailbox.example>",
                 extra=[("In-Reply-To", "<CAF7x1-priya-20240912@kowhaimortgages.example>"),
                        ("References", "<CAF7x1-priya-20240912@kowhaimortgages.example>")])
    m.set_content("""Kia ora Priya,

> Lovely to chat on the phone yesterday. Confirming our first meeting:
>
> When: Wednesday 18 September, 5:30pm (about an hour)

Perfect, I'll be there. Might be 5 min late if surgery runs over, sorry in advance.

> If you can bring (or email beforehand):
> - your last 3 payslips
> - 3 months of bank statements for all accounts
> - your latest KiwiSaver statement

Will email these through on Monday. My KiwiSaver statement is from March so
it's a bit old - I'll grab a fresh balance off the Kererū app.

Quick q: does my on-call allowance count as income? It's about $180 a
fortnight on average but it moves around a lot depending on the roster.

Ngā mihi,
Aroha
""", cte="8bit")
    return m


@mail("mail/2024/10/2024-10-01_awa-to-coast-entry-confirmed.eml")
def e07(path):
    m = base_msg("Awa to Coast Half Marathon <entries@awatocoast.example>", AROHA,
                 "Entry confirmed - Awa to Coast Half Marathon 2025", nz(2024, 10, 1, 8, 3),
                 "<entry-AC25-0917@awatocoast.example>")
    m.set_content("""Kia ora Aroha,

Thanks for entering the Awa to Coast Half Marathon 2025 - welcome aboard!

Entry confirmation: AC25-0917
Event: Half Marathon (21.1 km)
Date: Sunday 27 April 2025
Start: 7:30am, Kowhai Park, Anzac Parade, Whanganui
Entry fee paid: $89.00 (early bird)

Your bib number and race pack pick-up details will be emailed to you in April.
The course follows the river path to the coast and finishes at Castlecliff
Beach. Course closes at 11:00am.

Training tips, course maps and our Facebook group are on the website.

See you on the start line!
The Awa to Coast team
""", cte="base64")
    return m


@mail("mail/2024/10/2024-10-20_reunion-save-the-date.eml")
def e08(path):
    m = base_msg(NGAIRE, "Ngata whānau <ngata-whanau@whanaumail.example>",
                 "Ngata whānau reunion 2025 – save the date!", nz(2024, 10, 20, 19, 12),
                 "<ngaire-20241020-reunion@whanaumail.example>")
    m.set_content("""Tēnā koutou e te whānau,

After a lot of kōrero at Nan's unveiling, the committee (me, Kiri, Rewi, Huia and Tama) has set the date for the Ngata whānau reunion:

Saturday 22 – Sunday 23 March 2025
Ōkiwa Marae, 412 Rangitatau East Road, Kai Iwi

Pōwhiri 10am Saturday, whakapapa session in the afternoon, dinner and the kapa haka / talent show Saturday night, church and poroporoaki on Sunday.

Cost: $40 per adult for the weekend (covers kai and the koha to the marae), tamariki under 12 free. Mattresses in the wharenui, or bring your campervan.

Kai: Uncle Rewi has put his hand up to put down a hāngī for Saturday dinner, so we'll need some strong backs on the Friday night for the prep.

T-shirts: Kiri is sorting reunion T-shirts, she'll be in touch about colours and sizes.

We're doing a committee Zoom on the first Monday of each month at 7:30pm — anyone's welcome to join.

Please pass this on to your whānau who aren't on email.

Ngā mihi nui,
Aunty Ngaire
""", cte="8bit")
    return m


@mail("mail/2024/11/2024-11-15_pre-approval-ara-bank.eml")
def e09(path):
    m = base_msg(PRIYA, AROHA, "Your pre-approval with Ara Bank \U0001F389", nz(2024, 11, 15, 14, 20),
                 "<CAF7x1-priya-20241115@kowhaimortgages.example>")
    m.set_content("""Kia ora Aroha,

Good news - Ara Bank has come back with a conditional pre-approval for total
lending of $455,000, based on a minimum 10% deposit from your savings and
KiwiSaver. It's valid for 90 days. The bank's letter is attached with the
full list of conditions.

A few things to keep in mind while you look:
- Don't take on any new debt (car finance, BNPL, credit cards) - it can undo the approval.
- Any property will need a registered valuation and full insurance before you go unconditional.
- Send me listings before you get too emotionally attached!

Happy house hunting,
Priya

Priya Raman | Mortgage Adviser | Kōwhai Mortgages | 027 555 0164
""", cte="quoted-printable")
    letter = """ARA BANK - CONDITIONAL PRE-APPROVAL

Reference: APR-7741-NG
Date: 15/11/2024
Applicant: Aroha Ngata
Adviser: Priya Raman, Kowhai Mortgages

Approved lending: up to $455,000
Purpose: purchase of owner-occupied first home
Minimum deposit: 10% (low equity margin applies under 20%)
Valid until: 13 February 2025

Conditions:
 1. Registered valuation supporting the purchase price.
 2. Satisfactory LIM report and builder's report.
 3. Full replacement house insurance noting Ara Bank as mortgagee.
 4. Confirmation of KiwiSaver first-home withdrawal amount from the scheme provider.
 5. No material change to income or liabilities before drawdown.

This pre-approval is not a formal loan offer.
"""
    m.add_attachment(letter, subtype="plain", filename="ara-bank-preapproval.txt", cte="base64")
    m.set_boundary(boundary_for(path))
    return m


@mail("mail/2024/11/2024-11-23_rivercity-sports-receipt.eml")
def e10(path):
    m = base_msg("Rivercity Sports <receipts@rivercitysports.example>", AROHA,
                 "Your receipt from Rivercity Sports", nz(2024, 11, 23, 11, 48),
                 "<rcpt-20241123-33981@rivercitysports.example>")
    html = """<html><body style="font-family:Helvetica,Arial">
<h2>Thanks for shopping with us!</h2>
<p>Rivercity Sports &middot; 140 Victoria Avenue, Whanganui &middot; GST 111-222-333</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Brooks Ghost 16 Women's, US 8.5, Black/Coral</td><td>1</td><td>$269.99</td></tr>
<tr><td>Running socks 3pk (no-show)</td><td>1</td><td>$29.99</td></tr>
<tr><td>Harriers club discount 10%</td><td></td><td>-$30.00</td></tr>
<tr><td><b>Total (incl GST)</b></td><td></td><td><b>$269.98</b></td></tr>
</table>
<p>Paid: EFTPOS &middot; Receipt 33981 &middot; 23/11/2024 11:47</p>
<p>Shoes can be returned unworn within 30 days. Happy running!</p>
</body></html>
"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2024/12/2024-12-05_rent-review-kemp-st.eml")
def e11(path):
    m = base_msg(GREG, AROHA + ", Tilly Brown <tilly.brown@mailbox.example>, Sione Fifita <sione.fifita@mailbox.example>",
                 "Rent review - 23 Kemp Street", nz(2024, 12, 5, 11, 3),
                 "<20241205110300.5120@castlepm.example>")
    m.set_content("""Hi Aroha, Tilly and Sione,

Following the owner's annual rent review, and with the required 60 days' written notice under the Residential Tenancies Act, the rent for 23 Kemp Street will increase from $520 to $545 per week, effective Saturday 1 February 2025.

For reference, comparable three-bedroom homes in Springvale are currently advertised at $560-$590 per week, so the owner has kept the increase modest given you've been great tenants.

Please update your automatic payments before the first payment on the new rate. Your bond does not need to change.

Also a heads-up that the heat pump service is booked for late January - I'll confirm the date once the contractor gets back to me.

Kind regards,
Greg Halloran
Property Manager | Castle Property Management
Ph 06 555 0171
""", cte="quoted-printable")
    return m


@mail("mail/2024/12/2024-12-18_tamihana-invoice-hot-water.eml")
def e12(path):
    m = base_msg("Baz Tamihana <baz@tamihanaplumbing.example>", GREG,
                 "Invoice - hot water cylinder, 23 Kemp St", nz(2024, 12, 18, 17, 26),
                 "<baz-20241218-inv@tamihanaplumbing.example>", cc=AROHA)
    m.set_content("""Hi Greg (cc Aroha),

Invoice attached for the job at 23 Kemp St last Thursday. The element was
cooked and the thermostat was on its way out too, so I replaced both and
checked the tempering valve while I was there. The cylinder is about 14 years
old so it's worth budgeting for a new one in the next few years.

Aroha - thanks for the cuppa. The hot water should be back to full temp by now,
give me a yell if not.

Cheers,
Baz
Tamihana Plumbing & Gas
021 555 0178
""", cte="7bit")
    invoice = """TAMIHANA PLUMBING & GAS LTD - TAX INVOICE
GST no. 123-456-789

Invoice: INV-3392
Date: 18/12/2024
Bill to: Castle Property Management (re: 23 Kemp Street, Springvale)
Job date: Thursday 12/12/2024

  Labour 2.5 h @ $90.00                    $225.00
  3 kW cylinder element                      $64.00
  Cylinder thermostat                        $42.00
  Sundries (seals, tape)                      $8.00
  Call-out                                   $20.00
                                           --------
  Subtotal                                  $359.00
  GST 15%                                    $53.85
  TOTAL DUE                                 $412.85

Payment due 20th of the month following invoice.
Bank: 12-3456-0000000-00 (ref: invoice number)
"""
    m.add_attachment(invoice, subtype="plain", filename="invoice.txt", cte="base64")
    m.set_boundary(boundary_for(path))
    return m


# ------------------------------------------------------------------ 2025

@mail("mail/2025/01/2025-01-14_vnnz-conference-registered.eml")
def e13(path):
    m = base_msg(DIANNE, AROHA, "VNNZ Conference 2025 - you're registered!", nz(2025, 1, 14, 12, 5),
                 "<dianne-20250114-conf@riverbendvets.example>",
                 cc="Hemi Walker <hemi.walker@riverbendvets.example>")
    plain = """Hi Aroha,

Good news - the practice is covering your registration for the Veterinary Nursing NZ Conference 2025:

  Friday 13 and Saturday 14 June 2025
  Manawatū Function Centre, 62 Pioneer Highway, Palmerston North

Registration includes both days and the Friday dinner. It's worth 12 CPD hours. I've booked you a room at the motel across the road for the Friday night; Hemi is going too, so you two can carpool (mileage claim form is on the shared drive).

Can you please put in for the Friday and Saturday as study leave on the roster?

Thanks,
Dianne
"""
    html = """<html><body>
<p>Hi Aroha,</p>
<p>Good news &ndash; the practice is covering your registration for the <b>Veterinary Nursing NZ Conference 2025</b>:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Dates</td><td>Friday 13 and Saturday 14 June 2025</td></tr>
<tr><td>Venue</td><td>Manawatū Function Centre, 62 Pioneer Highway, Palmerston North</td></tr>
<tr><td>CPD</td><td>12 hours</td></tr>
<tr><td>Accommodation</td><td>Motel across the road, Friday night (booked)</td></tr>
</table>
<p>Hemi is going too, so you two can carpool.</p>
<p>Thanks,<br>Dianne</p>
</body></html>
"""
    m.set_content(plain, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    m.set_boundary(boundary_for(path))
    return m


@mail("mail/2025/01/2025-01-22_re-swap-21-march-weekend.eml")
def e18(path):
    m = base_msg("Hemi Walker <hemi.walker@riverbendvets.example>", AROHA,
                 "Re: swap 21 March weekend?", nz(2025, 1, 22, 7, 58),
                 "<hemi-20250122-swap@riverbendvets.example>",
                 extra=[("In-Reply-To", "<aroha-20250121-swap@mailbox.example>"),
                        ("References", "<aroha-20250121-swap@mailbox.example>")])
    m.set_content("""Yeah all good e hoa, I'll take the 21-24 March weekend for you so you can
go to your reunion.

You can have my Easter one in return then - Fri 18 April 6pm through to
Tue 22 April 8am (Easter Monday's a public holiday so it runs an extra night,
sorry!). Sam's the vet on for Easter.

I'll let Dianne know.
Hemi

On Tue, 21 Jan 2025 at 20:14, Aroha Ngata <aroha.ngata@mailbox.example> wrote:
> Kia ora Hemi, any chance you could do my on-call weekend 21-24 March?
> It's our whanau reunion. Happy to take one of yours, whatever
> suits.
> Aroha
""", cte="7bit")
    return m


@mail("mail/2025/01/2025-01-28_re-reunion-t-shirts.eml")
def e14(path):
    m = base_msg(KIRI, AROHA, "Re: reunion T-shirts", nz(2025, 1, 28, 21, 40),
                 "<kiri-20250128-tshirts@mailbox.example>",
                 extra=[("In-Reply-To", "<aroha-20250127-tshirts@mailbox.example>"),
                        ("References", "<aroha-20250127-tshirts@mailbox.example>")])
    m.set_content("""Hey sis,

Vote's closed — forest green won by a mile (sorry, I know you wanted navy 😂). White koru on the front and "Ngata 2025" on the back. Inkwell Print on Guyton Street are doing them, $22 each, and they need the final sizes by 20 April at the latest.

I've got everyone's sizes except you, Manu and Mum. Can you chase those two and send me all three? Manu ignores my texts but he's scared of you.

We're at 50ish registered, Aunty N is stoked.

Love ya
K

On 27/01/2025, at 8:14 PM, Aroha Ngata <aroha.ngata@mailbox.example> wrote:
> Kia ora K, did the T-shirt vote close? What colour won?? And when do you
> need sizes by? x
""", cte="8bit")
    return m


@mail("mail/2025/02/2025-02-14_reunion-change-of-date.eml")
def e15(path):
    m = base_msg(NGAIRE, "Ngata whānau <ngata-whanau@whanaumail.example>",
                 "CHANGE OF DATE – Ngata whānau reunion", nz(2025, 2, 14, 18, 30),
                 "<ngaire-20250214-newdate@whanaumail.example>")
    m.set_content("""Tēnā koutou e te whānau,

Sorry for the late change, but it's for a good reason. The marae trustees have got funding to replace the wharekai roof and the roofers can only do it in March, so the marae is closed until mid-April.

NEW DATE: Saturday 3 – Sunday 4 May 2025
Same venue, same programme (pōwhiri 10am Saturday).

Because we've had to pay a booking change fee and the marae hire is more for the new weekend, the cost is now $45 per adult. Tamariki under 12 are still free. If you've already paid the $40, Kiri will let you know how to pay the extra $5.

Please update your calendars and pass this on to anyone who isn't on email!

Ngā mihi nui,
Aunty Ngaire
""", cte="8bit")
    return m


@mail("mail/2025/02/2025-02-19_fwd-kereru-first-home-withdrawal.eml")
def e17(path):
    m = base_msg(AROHA, PRIYA, "Fwd: First-home withdrawal application received", nz(2025, 2, 19, 12, 15),
                 "<aroha-20250219-fwd@mailbox.example>")
    m.set_content("""Hi Priya,

FYI below - Kererū have got the withdrawal application. Do you need anything
else from me for the file?

Aroha

---------- Forwarded message ---------
From: Kererū KiwiSaver Scheme <firsthome@kererukiwisaver.example>
Date: Wed, 19 Feb 2025 at 11:02
Subject: First-home withdrawal application received
To: <aroha.ngata@mailbox.example>

Kia ora Aroha,

We've received your application for a KiwiSaver first-home withdrawal.

Application reference: KS-FHW-558201
Estimated withdrawal amount: $31,840.00
(your current balance less the $1,000 that must stay in your account)

How it works from here:
- The money is paid to your lawyer's trust account for settlement, not to you.
- Once you have an agreement for sale and purchase, your lawyer sends it to us
  along with their undertaking.
- We aim to process complete applications within 10 working days.

Please quote your application reference in all correspondence.

Ngā mihi,
First Home Team, Kererū KiwiSaver Scheme
""", cte="base64")
    return m


@mail("mail/2025/02/2025-02-21_re-kai-for-the-reunion.eml")
def e16(path):
    m = base_msg(NGAIRE, AROHA, "Re: kai for the reunion?", nz(2025, 2, 21, 8, 12),
                 "<ngaire-20250221-kai@whanaumail.example>",
                 extra=[("In-Reply-To", "<aroha-20250220-kai@mailbox.example>"),
                        ("References", "<aroha-20250220-kai@mailbox.example>")])
    m.set_content("""Kia ora bub,

Good question. Rewi's having his hip done on 10 March and there's no way he'll be lifting baskets by May, bless him. We talked it through at the committee Zoom last night and decided to get caterers in instead. We've booked Te Puna Kai Catering to do hāngī packs for the Saturday dinner — $18 a head, they bring everything and take the rubbish away. Rewi's a bit grumpy about it but he's agreed to supervise (from a chair!).

They need final numbers by 25 April, so keep pushing people to register.

Aroha nui,
Aunty N

On Thu, 20 Feb 2025, Aroha Ngata <aroha.ngata@mailbox.example> wrote:
> Hi Aunty, with the new date is Uncle Rewi still OK to do the hāngī? Mum
> said something about his hip? Happy to help dig if we need more hands.
> x Aroha
""", cte="quoted-printable")
    return m


@mail("mail/2025/03/2025-03-05_rivertown-runner-march.eml")
def e20(path):
    m = base_msg("Rivertown Runner <hello@rivertownrunner.example>", AROHA,
                 "Rivertown Runner – March: autumn race calendar + taper tips", nz(2025, 3, 5, 6, 0),
                 "<rr-2025-03-newsletter@rivertownrunner.example>",
                 extra=[("List-Unsubscribe", "<mailto:leave@rivertownrunner.example>")])
    html = """<html><body>
<h1>Rivertown Runner &middot; March 2025</h1>
<h2>Autumn race calendar</h2>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Date</th><th>Event</th><th>Where</th><th>Distances</th></tr>
<tr><td>Sun 16 March</td><td>Bason Reserve Trail Run</td><td>Westmere</td><td>6k / 12k</td></tr>
<tr><td>Sat 5 April</td><td>Ruapehu Rivers 10k</td><td>Raetihi</td><td>10k</td></tr>
<tr><td>Sun 27 April</td><td>Awa to Coast</td><td>Whanganui</td><td>5k / 10k / 21.1k</td></tr>
<tr><td>Sun 18 May</td><td>Feilding Farmers Half</td><td>Feilding</td><td>10k / 21.1k</td></tr>
</table>
<h2>Taper like you mean it</h2>
<p>Cut your weekly volume by roughly 20&ndash;30% in each of the last two weeks, keep a little
intensity, and sleep like it's your job. Nothing new on race day &ndash; not shoes, not socks, not breakfast.</p>
<p>See you out there,<br>The Rivertown Runner crew</p>
</body></html>
"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2025/03/2025-03-18_re-pre-approval-after-pay-rise.eml")
def e19(path):
    m = base_msg(PRIYA, AROHA, "Re: Pre-approval after pay rise", nz(2025, 3, 18, 16, 2),
                 "<CAF7x1-priya-20250318@kowhaimortgages.example>",
                 extra=[("In-Reply-To", "<aroha-20250316-payrise@mailbox.example>"),
                        ("References", "<aroha-20250316-payrise@mailbox.example>")])
    plain = """Kia ora Aroha,

Congratulations on the pay rise! I sent your new payslips through to Ara Bank and they've updated your pre-approval to $478,000 total lending (up from $455,000). It's valid until 16 June 2025 - the bank will email you the updated letter directly.

With your deposit that puts you comfortably in the low-to-mid $500s, which opens up a bit more of Gonville and Aramoho.

Let's catch up on Wednesday 23 April at 5:30pm at my office to go through the loan structure options properly (fixed vs floating, splits, offset) before you start putting offers in.

Ngā mihi,
Priya

On Sun, 16 Mar 2025 at 19:30, Aroha Ngata <aroha.ngata@mailbox.example> wrote:
> Hi Priya, my pay rise is confirmed (new rate from 1 March, payslips
> attached). Does that change the pre-approval at all? Also can we talk
> fixed vs floating at some point? I've been reading Reddit again, sorry.
> Aroha
"""
    html = """<html><body>
<p>Kia ora Aroha,</p>
<p>Congratulations on the pay rise! Ara Bank have updated your pre-approval:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Total lending</td><td><b>$478,000</b> (was $455,000)</td></tr>
<tr><td>Valid until</td><td>16 June 2025</td></tr>
</table>
<p>Let's catch up on <b>Wednesday 23 April at 5:30pm</b> at my office to go through the loan structure options.</p>
<p>Ngā mihi,<br>Priya</p>
</body></html>
"""
    m.set_content(plain, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    m.set_boundary(boundary_for(path))
    return m


@mail("mail/2025/03/2025-03-26_pirihi-low-engagement.eml")
def e21(path):
    m = base_msg("Hana Pirihi <hana@pirihilow.example>", AROHA,
                 "Engagement letter - purchase of your first home", nz(2025, 3, 26, 10, 37),
                 "<hp-20250326-engage@pirihilow.example>")
    m.set_content("""Kia ora Aroha,

Thank you for choosing Pirihi & Low to act for you on your first home
purchase. It was lovely to talk on Monday.

As discussed, our fee estimate for a standard residential purchase is
$1,450 + GST, plus disbursements (title and LINZ searches, registration fees,
etc.) of roughly $350. If the purchase turns out to be unusual - a cross-lease,
unit title or a property with an unconsented sleepout - I'll let you know
before we do any extra work.

A few things:
- Please send me any sale and purchase agreement BEFORE you sign it so I can
  check the conditions (finance, LIM, builder's report, insurance).
- I'll handle the KiwiSaver first-home withdrawal paperwork with your scheme
  once you have an accepted offer.
- Please sign and return the attached engagement terms and bring in certified
  photo ID (passport or driver licence).

Ngā mihi,
Hana Pirihi
Solicitor | Pirihi & Low Lawyers
17 St Hill Street, Whanganui | 06 555 0152
""", cte="base64")
    return m


@mail("mail/2025/03/2025-03-29_springvale-pharmacy-receipt.eml")
def e22(path):
    m = base_msg("Springvale Pharmacy <receipts@springvalepharmacy.example>", AROHA,
                 "Your receipt - Springvale Pharmacy", nz(2025, 3, 29, 10, 14),
                 "<sp-20250329-7781@springvalepharmacy.example>")
    m.set_content("""SPRINGVALE PHARMACY
Receipt 7781   29/03/2025 10:13

SPF50+ sunscreen 200ml          $24.99
Electrolyte tabs x20            $16.49
Blister plasters x6             $12.99
Antihistamine 10mg x30          $14.99
-----------------------------------------
TOTAL                           $69.46
EFTPOS                          $69.46

Thanks for shopping local!
""", cte="7bit")
    return m


# ------------------------------------------------------------------ April 2025

@mail("mail/2025/04/2025-04-02_nzvna-membership-renewed.eml")
def e25(path):
    m = base_msg("NZVNA Membership <membership@nzvna.example>", AROHA,
                 "Membership renewed - thank you!", nz(2025, 4, 2, 9, 15),
                 "<nzvna-renew-2025-04-02@nzvna.example>")
    plain = """Kia ora Aroha,

Thank you for renewing your membership of the NZ Veterinary Nursing Association.

Membership number: VN-40713
Membership type: Veterinary Nurse (full)
Valid: 1 April 2025 to 31 March 2026
Amount paid: $165.00 incl GST

Your CPD record and member resources are available when you log in with your membership number.

Ngā mihi,
NZVNA Membership Team
"""
    html = """<html><body>
<p>Kia ora Aroha,</p>
<p>Thank you for renewing your membership of the NZ Veterinary Nursing Association.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Membership number</td><td><b>VN-40713</b></td></tr>
<tr><td>Type</td><td>Veterinary Nurse (full)</td></tr>
<tr><td>Valid</td><td>1 April 2025 &ndash; 31 March 2026</td></tr>
<tr><td>Paid</td><td>$165.00 incl GST</td></tr>
</table>
<p>Ngā mihi,<br>NZVNA Membership Team</p>
</body></html>
"""
    m.set_content(plain, cte="base64")
    m.add_alternative(html, subtype="html", cte="base64")
    m.set_boundary(boundary_for(path))
    return m


@mail("mail/2025/04/2025-04-10_awa-to-coast-race-pack.eml")
def e23(path):
    m = base_msg("Awa to Coast Half Marathon <entries@awatocoast.example>", AROHA,
                 "Your race pack info - Awa to Coast 2025", nz(2025, 4, 10, 17, 0),
                 "<racepack-AC25-0917@awatocoast.example>")
    html = """<html><body style="font-family:Arial">
<h1>You're nearly there, Aroha!</h1>
<p>Here's everything you need for race weekend.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td>Name</td><td>Aroha Ngata</td></tr>
<tr><td>Event</td><td>Half Marathon (21.1 km)</td></tr>
<tr><td>Bib number</td><td><b>2318</b></td></tr>
<tr><td>Start wave</td><td>Wave B &ndash; 7:30am, Kowhai Park</td></tr>
<tr><td>Race pack pick-up</td><td>Friday 25 April 3pm&ndash;7pm or Saturday 26 April 9am&ndash;12pm<br>
Rivercity Sports, 140 Victoria Avenue, Whanganui</td></tr>
<tr><td>Bring</td><td>Photo ID or this email</td></tr>
</table>
<p>There is no race-morning pick-up. Bag drop is at Kowhai Park from 6:30am; bags are taken to the finish at Castlecliff.</p>
<p>Bib numbers are not transferable. Pin your bib to the front, it has your timing chip on the back.</p>
<p>Ka kite on the start line!<br>The Awa to Coast team</p>
</body></html>
"""
    m.set_content(html, subtype="html", cte="base64")
    return m


@mail("mail/2025/04/2025-04-11_re-oncall-cover-2-5-may.eml")
def e24(path):
    m = base_msg(DIANNE, AROHA, "Re: on-call cover 2-5 May", nz(2025, 4, 11, 13, 20),
                 "<dianne-20250411-cover@riverbendvets.example>",
                 extra=[("In-Reply-To", "<aroha-20250410-cover@mailbox.example>"),
                        ("References", "<aroha-20250410-cover@mailbox.example>")])
    m.set_content("""Hi Aroha,

Sorted - Bex has said yes and will cover your weekend from Fri 2 May 6pm to Mon 5 May 8am. In return you're on for her weekend, Fri 9 - Mon 12 May. I've updated the whiteboard and the divert list.

Also a reminder the controlled drugs stocktake is due by the end of April - can you and Hemi get it done between you?

Thanks,
Dianne

On Thu, 10 Apr 2025 at 18:02, Aroha Ngata <aroha.ngata@mailbox.example> wrote:
> Hi Dianne, I need cover for my on-call weekend 2-5 May for a whanau
> thing, and Hemi can't swap (his daughter's wedding). Could you ask Bex?
> Happy to do one of hers.
> Thanks, Aroha
""", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ mbox

LIST_ID = "Harriers <harriers.lists.castlecliffharriers.example>"
LIST_ADDR = "Castlecliff Harriers <harriers@lists.castlecliffharriers.example>"

MBOX_MSGS = [
    dict(frm="Dave Pomare <dave.pomare@mailbox.example>", date=nz(2024, 8, 20, 19, 5),
         subject="Spring training - Tuesday group runs", msgid="<hr-001@castlecliffharriers.example>",
         body="""Kia ora Harriers,

Spring training starts next week. Same as always:

- Tuesday group run, 5:45pm, meet at the Dublin Street Bridge carpark. 8-10k
  with a tempo section, groups for all paces, nobody gets left behind.
- Thursday hills, 6pm at the bottom of the Durie Hill steps for the keen ones.
- Sunday long run, 7am from Kowhai Park, loose groups.

Subs for 2024-25 are $60 (includes your club singlet if you haven't got one).
Pay into the club account with your name as the reference.

Dave (club captain)
"""),
    dict(frm="Mel Rawiri <mel.rawiri@mailbox.example>", date=nz(2024, 9, 30, 12, 30),
         subject="Shoe swap night 15 Oct", msgid="<hr-002@castlecliffharriers.example>",
         body="""Hi all,

We're doing a shoe swap night after the group run on Tuesday 15 October.
Bring running shoes that still have some life in them (or that never fitted
you), and take home something that fits. Leftovers go to the Salvation Army.

Mel
"""),
    dict(frm="Aroha Ngata <aroha.ngata@mailbox.example>", date=nz(2024, 10, 1, 20, 2),
         subject="Re: Shoe swap night 15 Oct", msgid="<hr-003@castlecliffharriers.example>",
         reply_to="<hr-002@castlecliffharriers.example>",
         body="""Great idea Mel. I've got a pair of women's trail shoes in 8.5, barely worn
(they gave me blisters), I'll bring them along.

Aroha

On Mon, 30 Sep 2024, Mel Rawiri wrote:
> We're doing a shoe swap night after the group run on Tuesday 15 October.
> Bring running shoes that still have some life in them (or that never fitted
> you), and take home something that fits.
"""),
    dict(frm="Dave Pomare <dave.pomare@mailbox.example>", date=nz(2024, 11, 25, 18, 45),
         subject="Christmas run + BBQ Tue 17 Dec", msgid="<hr-004@castlecliffharriers.example>",
         body="""Kia ora koutou,

Our Christmas run is Tuesday 17 December: an easy 6k with tinsel (compulsory),
then a BBQ at Mel's place. Bring a plate and something to drink.

No group runs on 24 or 31 December - enjoy the break. Back on 7 January.

Meri Kirihimete,
Dave
"""),
    dict(frm="Mel Rawiri <mel.rawiri@mailbox.example>", date=nz(2025, 1, 6, 9, 10),
         subject="Summer series results", msgid="<hr-005@castlecliffharriers.example>",
         body="""Summer 5k series results are up on the website. Huge PBs from Aroha N, Jules
and young Tipene (17:48!!). Next series starts in February.

From the results desk,
Mel
"""),
    dict(frm="Dave Pomare <dave.pomare@mailbox.example>", date=nz(2025, 2, 24, 20, 15),
         subject="Tuesday runs - new meeting spot", msgid="<hr-006@castlecliffharriers.example>",
         body="""Kia ora Harriers,

Heads up:
From Tuesday 4 March we're meeting at the Union Boat Club sheds on Taupō Quay,
not the Dublin Street Bridge carpark. The council is resealing the carpark
and it's been too dark there anyway now the evenings are drawing in. Same time,
5:45pm.

Thursday hills and the Sunday long run haven't changed.

Dave
"""),
    dict(frm="Dave Pomare <dave.pomare@mailbox.example>", date=nz(2025, 2, 25, 7, 40),
         subject="Re: Tuesday runs - new meeting spot", msgid="<hr-007@castlecliffharriers.example>",
         reply_to="<hr-006@castlecliffharriers.example>",
         body="""Mel asked if this is just while the carpark's being done - no, it's
permanent. The Boat Club has said we can use their toilets and the outside
light, which is a massive upgrade.

Dave

On Mon, 24 Feb 2025, Mel Rawiri wrote:
> Is the boat club thing permanent or just while the carpark is closed?
"""),
    dict(frm="Dave Pomare <dave.pomare@mailbox.example>", date=nz(2025, 3, 31, 19, 0),
         subject="Awa to Coast - club pacing groups", msgid="<hr-008@castlecliffharriers.example>",
         body="""Kia ora,

For everyone doing the Awa to Coast half on 27 April, we'll have club pacers
for 1:50, 2:05 and 2:20. Look for the orange balloons in Wave B. Club tent at
the finish for bags, sunscreen and lollies.

Taper properly. I mean it.

Dave
"""),
]


def build_mbox():
    chunks = []
    for i, d in enumerate(MBOX_MSGS):
        m = EmailMessage()
        m["From"] = d["frm"]
        m["To"] = LIST_ADDR
        m["Subject"] = "[Harriers] " + d["subject"]
        m["Date"] = format_datetime(d["date"])
        m["Message-ID"] = d["msgid"]
        if d.get("reply_to"):
            m["In-Reply-To"] = d["reply_to"]
            m["References"] = d["reply_to"]
        m["List-Id"] = LIST_ID
        m["List-Post"] = "<mailto:harriers@lists.castlecliffharriers.example>"
        m["Precedence"] = "list"
        m.set_content(d["body"], cte="8bit")
        text = m.as_bytes(policy=policy.default.clone(linesep="\n")).decode("utf-8")
        # mboxo escaping of body lines that begin with "From "
        text = re.sub(r"(?m)^From ", ">From ", text)
        addr = re.search(r"<([^>]+)>", d["frm"]).group(1)
        utc = d["date"].astimezone(__import__("datetime").timezone.utc)
        from_line = "From %s %s" % (addr, utc.strftime("%a %b %d %H:%M:%S %Y"))
        if not text.endswith("\n"):
            text += "\n"
        chunks.append(from_line + "\n" + text + "\n")
    return "".join(chunks).encode("utf-8")


def build():
    paths = []
    for path, fn in MAILS:
        m = fn(path)
        data = m.as_bytes(policy=policy.default)
        write_bytes(path, data)
        paths.append(path)
    mbox_path = "mail/lists/castlecliff-harriers.mbox"
    write_bytes(mbox_path, build_mbox())
    paths.append(mbox_path)
    return paths
