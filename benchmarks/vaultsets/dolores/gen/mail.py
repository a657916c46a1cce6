"""E-mail (.eml) files and the 4-H leaders mbox."""
from util import local, make_eml, mid_for, mbox_from_line, mbox_escape

LOLA_STORE = "Lola Reyes-Whitcombe <lola@whitcombefeed.example>"
LOLA = "Lola Reyes-Whitcombe <lolarw@bigskymail.example>"
HANK = "Hank Whitcombe <hank@whitcombefeed.example>"
MARI = "Marisol Reyes-Dunn <mari.reyesdunn@inlandmail.example>"
JENNA = "Jenna Whitcombe-Ortiz <jenna.wo@bozemanmail.example>"
FRONTIER = "Frontier Mutual Claims <claims@frontiermutual.example>"
COOP = "Mountain West Farmers Co-op <pricing@mwfcoop.example>"
PHC = "Prairie Home Care Scheduling <schedule@prairiehomecare.example>"
GORDON = "Gordon Pyle <gordon@pyleappraisal.example>"

FILES = {}


def eml(path, **kw):
    FILES[path] = make_eml(path, **kw)


def html_page(inner, title=""):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,Helvetica,sans-serif;font-size:14px\">\n%s\n</body></html>\n"
            % (title, inner))


def table(header, rows, attrs=' border="1" cellpadding="4" cellspacing="0"'):
    out = ["<table%s>" % attrs, "<tr>" + "".join("<th>%s</th>" % h for h in header) + "</tr>"]
    for r in rows:
        out.append("<tr>" + "".join("<td>%s</td>" % c for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


# ---------------------------------------------------------------- 2024-12
eml("mail/2024/12/2024-12-09_mwcoop_2025_dealer_prices.eml",
    frm=COOP, to=LOLA_STORE, subject="2025 Dealer Price Schedule - effective January 1",
    date=local(2024, 12, 9, 10, 12),
    html=html_page(
        "<p>Dear Mountain West dealer,</p>\n"
        "<p>Below is your 2025 dealer price schedule for bagged feed and mineral. New prices take effect "
        "with the first January truck (Thursday, January 9 on the Harlow Springs route). Prices are "
        "dealer cost, FOB your store on the biweekly Thursday route.</p>\n"
        + table(["Item", "SKU", "2024 dealer", "2025 dealer"], [
            ["Range Cubes 20% 50 lb", "MW-RC20-50", "$10.21", "$10.85"],
            ["Horse Pellets 12% 50 lb", "MW-HP-50", "$13.10", "$13.55"],
            ["Layer Crumbles 16% 40 lb", "MW-LC-40", "$12.05", "$12.30"],
            ["Calf Starter 18% 50 lb", "MW-CS-50", "$16.40", "$16.95"],
            ["Loose Mineral 12-12 50 lb", "MIN-LS-50", "$26.10", "$27.40"],
        ]) +
        "\n<p>Questions on volume pricing or the early-order cube program, call your rep.</p>\n"
        "<p>Marty Vogel<br>Dealer Sales, Mountain West Farmers Co-op<br>406-555-0141</p>",
        "2025 Dealer Prices"),
    html_cte="quoted-printable")

eml("mail/2024/12/2024-12-18_wreath_sale_final.eml",
    frm="Pam Tollefson <pam.tollefson@bigskymail.example>", to=LOLA,
    subject="wreath sale - final count", date=local(2024, 12, 18, 19, 44),
    body="""Lola -

Final wreath count: we sold 151 of the 160, 9 left over (I'll take a couple to
the nursing home and the Legion). Gross $2,265 by my count, you should have
both deposits now. The kids did great. Addy sold 31 by herself, that girl
could sell ice to a penguin.

Can you bring the numbers to the January meeting? No rush before Christmas.

Merry Christmas to you and Hank and your mom.
Pam
""", cte="7bit")

# ---------------------------------------------------------------- 2025-01
eml("mail/2025/01/2025-01-21_neuro_referral_rosa.eml",
    frm="Harlow Springs Clinic Referrals <referrals@harlowclinic.example>", to=LOLA,
    subject="Referral scheduled: Rosa Reyes - Neurology", date=local(2025, 1, 21, 11, 5),
    body="""Dear Dolores,

Dr. Reinholt's referral for your mother, Rosa Reyes, has been accepted and an
appointment has been scheduled:

  Provider:  Anjali Mehta, MD (Neurology)
  Clinic:    Missouri River Neurology
  Address:   1401 9th St S, Suite 210, Great Falls, MT
  Date/time: Tuesday, March 11, 2025 at 9:40 AM

Please arrive 20 minutes early to complete paperwork. Bring a current
medication list, insurance cards, and a family member who knows her history.
The visit includes memory testing and takes about 90 minutes.

To reschedule, call Missouri River Neurology at 406-555-0131.

Harlow Springs Clinic - Referral Coordination
""", cte="7bit",
    html=html_page(
        "<p>Dear Dolores,</p><p>Dr. Reinholt's referral for your mother, <b>Rosa Reyes</b>, has been "
        "accepted and an appointment has been scheduled:</p>\n"
        + table(["", ""], [["Provider", "Anjali Mehta, MD (Neurology)"],
                          ["Clinic", "Missouri River Neurology"],
                          ["Address", "1401 9th St S, Suite 210, Great Falls, MT"],
                          ["Date/time", "Tuesday, March 11, 2025 at 9:40 AM"]]) +
        "\n<p>Please arrive 20 minutes early. Bring a medication list, insurance cards, and a family "
        "member who knows her history.</p><p>To reschedule call 406-555-0131.</p>",
        "Referral scheduled"),
    html_cte="quoted-printable")

eml("mail/2025/01/2025-01-28_ag_retailer_news.eml",
    frm="Big Sky Ag Retailer News <news@bigskyagretail.example>", to=LOLA_STORE,
    subject="January: spring seed outlook, chick days tips, farm show dates",
    date=local(2025, 1, 28, 6, 0),
    html=html_page(
        "<h2>Big Sky Ag Retailer News - January 2025</h2>\n"
        "<p><b>Chick days are coming.</b> Dealers who pre-sell with a sign-up sheet report 30% fewer "
        "leftover birds. Order brooder lamps and waterers by mid-February.</p>\n"
        "<p><b>Seed outlook:</b> alfalfa and grass seed supplies are tight after last summer's drought "
        "in the Dakotas. Book early.</p>\n"
        "<h3>Upcoming events</h3>\n"
        + table(["Event", "Dates", "Where"], [
            ["Montana Farm &amp; Ranch Show", "Feb 12-14", "Great Falls, Expo Park"],
            ["Retail Hardware Buying Market", "Mar 6-8", "Denver"],
            ["Ag Retailer Safety Webinar", "Mar 19", "online"],
        ]) +
        "\n<p>You are receiving this because you subscribed at a trade show. "
        "<a href=\"https://bigskyagretail.example/unsub\">Unsubscribe</a></p>",
        "Big Sky Ag Retailer News"),
    html_cte="base64")

# ---------------------------------------------------------------- 2025-02
AUDIT_TXT = """ELK BASIN 4-H CLUB
AUDIT COMMITTEE REPORT
Fiscal year October 1, 2023 - September 30, 2024

Committee: Renata Olsen, Gus Pfeiffer
Treasurer: Dolores Reyes-Whitcombe
Review date: February 9, 2025

SUMMARY
  Beginning balance 10/1/2023 ............ $6,904.11
  Total receipts ......................... $9,877.30
  Total disbursements .................... $9,462.77
  Ending balance 9/30/2024 per books ..... $7,318.64
  Ending balance per bank statement ...... $7,318.64  (reconciled, no outstanding items)

FINDINGS
  1. Two reimbursements (checks 1019 and 1027, total $41.18) were paid without
     receipts. Recommend: no reimbursement without a receipt.
  2. One of six deposits had a count sheet signed by only one adult.
     Recommend: second adult signs every count sheet.
  3. Concession and breakfast income is growing. Committee suggests the club
     consider a card reader, provided payouts go only to the club account.

OPINION
  The books are accurate and complete in all material respects.

Signed: Renata Olsen   Gus Pfeiffer
"""

eml("mail/2025/02/2025-02-11_4h_audit_fy2024.eml",
    frm="Renata Olsen <renata.olsen@bigskymail.example>", to=LOLA,
    cc="Pam Tollefson <pam.tollefson@bigskymail.example>",
    subject="4-H audit FY23-24 - done!", date=local(2025, 2, 11, 8, 31),
    body="""Hi Lola,

Gus Pfeiffer and I finished the audit of the club books Sunday afternoon at
Gus's kitchen table (his wife made kolaches, so it was a good audit).
Everything reconciles. A couple of small notes in the attached report, nothing
you don't already know. Nice job as always.

We'll present it at the February meeting, Pam.

Renata
""", cte="7bit",
    attachments=[("audit_report_FY2023-24.txt", AUDIT_TXT, "plain")])

# ---------------------------------------------------------------- 2025-03
eml("mail/2025/03/2025-03-12_re_mama_neuro_appt.eml",
    frm=MARI, to=LOLA, subject="Re: Mamá - neuro appt yesterday",
    date=local(2025, 3, 12, 21, 17),
    in_reply_to=mid_for("lola-sent/2025-03-12_mama_neuro", "bigskymail.example"),
    body="""Lola, thank you for doing this. I'm sorry I couldn't be there, the kids had
state swim and Doug was in Seattle.

I cried in the car reading this. But honestly it's what we both thought.

Couple things:
- Ask about hereditary next time. I know, I know.
- Read "The 36-Hour Day". My friend Carla is a hospice nurse and she swears by
  it, she says it's the caregiver bible even though it's old. I ordered you a
  copy, it should come Friday.
- I can come for a week in April so you and Hank get a break. Tell me which week.

Te quiero. Dile a Mamá que la llamo el domingo.
M.

On Wed, Mar 12, 2025 at 6:02 AM Lola Reyes-Whitcombe <lolarw@bigskymail.example> wrote:
> Mari -- quick version, long version when I have a minute.
> Dr. Mehta (Great Falls) did the memory test, 21 out of 30. She says mild
> cognitive impairment, probably early Alzheimer's type. MRI later this month.
> Starting donepezil 5 mg at night. She's supposed to stop driving (ha).
> Mamá was sweet and charming the whole time and then asked me in the parking
> lot why we were in Billings.
> Love, L
""", cte="8bit")

# ---------------------------------------------------------------- 2025-04
TRIPNEST_TXT = """TripNest - Booking confirmed

Booking reference: MZ4K8P
Travelers: DOLORES REYES-WHITCOMBE, HENRY WHITCOMBE

OUTBOUND - Thursday, October 2, 2025
  TP 4214 (operated by United)  Denver DEN 11:20 -> Newark EWR 17:05
  TP 202                        Newark EWR 21:00 -> Lisbon LIS 09:05 (+1)

RETURN - Thursday, October 16, 2025
  TP 203                        Lisbon LIS 11:30 -> Newark EWR 14:20
  UA 1131                       Newark EWR 17:10 -> Denver DEN 19:25

Fare: Economy Classic, 1 checked bag each
Total charged: $2,968.40 USD

Changes and cancellations: this fare can be cancelled for a TripNest travel
credit, less a $150 per-ticket fee. Credits expire 12 months from booking.
"""

eml("mail/2025/04/2025-04-07_tripnest_lisbon_booking.eml",
    frm="TripNest <bookings@tripnest.example>", to=LOLA,
    subject="Booking confirmed: Denver to Lisbon, Oct 2 - Oct 16, 2025",
    date=local(2025, 4, 7, 22, 48),
    body=TRIPNEST_TXT, cte="quoted-printable",
    html=html_page(
        "<h2>Your trip is booked!</h2><p>Booking reference: <b>MZ4K8P</b></p>\n"
        + table(["Flight", "Date", "From", "To"], [
            ["TP 4214 (op. United)", "Thu Oct 2, 2025", "Denver DEN 11:20", "Newark EWR 17:05"],
            ["TP 202", "Thu Oct 2, 2025", "Newark EWR 21:00", "Lisbon LIS 09:05 (+1)"],
            ["TP 203", "Thu Oct 16, 2025", "Lisbon LIS 11:30", "Newark EWR 14:20"],
            ["UA 1131", "Thu Oct 16, 2025", "Newark EWR 17:10", "Denver DEN 19:25"],
        ]) + "\n<p>Total charged: $2,968.40 USD</p>", "TripNest"),
    html_cte="quoted-printable")

eml("mail/2025/04/2025-04-15_prairie_home_care_welcome.eml",
    frm=PHC, to=LOLA, subject="Welcome - service start for Rosa Reyes on 4/22",
    date=local(2025, 4, 15, 14, 20),
    body="""Dear Ms. Reyes-Whitcombe,

Thank you for choosing Prairie Home Care. We're glad to be working with your
family.

Rosa's caregiver will be Beverly (Bev) Lindqvist, CNA. Bev has been with us
for eleven years and speaks some Spanish.

Schedule: Tuesdays and Thursdays, 9:00 AM - 1:00 PM, starting Tuesday, April 22.

Services: medication reminders, meal preparation, bathing assistance, light
housekeeping, and companionship. Bev will leave a short visit note in the
binder on Rosa's kitchen counter after every visit.

Billing is every two weeks to the card on file, per the service agreement you
signed on 4/11.

Questions or schedule changes: 406-555-0120.

Warm regards,
Karen Dupree
Scheduling Coordinator, Prairie Home Care
""", cte="7bit")

# ---------------------------------------------------------------- 2025-05
eml("mail/2025/05/2025-05-06_re_crooked_coulee_2025.eml",
    frm=HANK, to="Duane Sorlie <dsorlie@sagecreekranch.example>", cc=LOLA_STORE,
    subject="Re: Crooked Coulee 2025", date=local(2025, 5, 6, 6, 2),
    in_reply_to=mid_for("duane/2025-05-05_crooked_coulee", "sagecreekranch.example"),
    body="""Duane -

Fair enough. That grass is still a good deal and we both know it. Same cows
we talked about at the sale barn. We'll haul them out the 15th if the road's
dry, sooner if you want.

Lola will send the check half now, half at gather, like always.

-Hank

On Mon, May 5, 2025 at 7:41 PM Duane Sorlie <dsorlie@sagecreekranch.example> wrote:
> Hank,
> Rate for the 2025 season is $36.00 per AUM. Sorry, taxes went up and my
> banker is on me. Same deal as last year otherwise, I count a pair as one
> and a bull as one and a half. Turnout after the 15th, out by Oct 20.
> Tell Lola hi.
> Duane
""", cte="7bit")

eml("mail/2025/05/2025-05-20_ups_invoice.eml",
    frm="UPS Billing Center <billing@ups-notify.example>", to=LOLA_STORE,
    subject="Your UPS invoice is ready - account ending 8W4R",
    date=local(2025, 5, 20, 3, 15),
    html=html_page(
        "<p>Your weekly UPS invoice is ready.</p>\n"
        + table(["Pickup date", "Tracking", "Service", "Charge"], [
            ["05/13/2025", "1Z 8W4 R10 03 1255 7710", "UPS Ground", "$14.82"],
            ["05/13/2025", "1Z 8W4 R10 03 1255 7729", "UPS Ground (return - NAPA)", "$0.00"],
            ["05/15/2025", "1Z 8W4 R10 03 1255 8011", "UPS 2nd Day Air", "$38.60"],
        ]) + "\n<p>Invoice total: $53.42. Due 06/03/2025. Pay online at ups-notify.example/billing.</p>",
        "UPS invoice"),
    html_cte="7bit")

# ---------------------------------------------------------------- 2025-06
CLAIM_ACK = """Dear Dolores Reyes-Whitcombe,

We have received your property loss notice. Please keep this number for all
communication with us:

  Claim number:  FM-CP-2025-061447
  Insured:       Whitcombe Feed & Hardware LLC
  Location:      118 Main St, Harlow Springs, MT
  Date of loss:  06/14/2025
  Cause of loss: Hail

Your field adjuster, Brent Oakley, will contact you within two business days
to schedule an inspection.

In the meantime, please:
  - take reasonable steps to protect the property from further damage
  - keep receipts for temporary repairs
  - keep damaged materials until the adjuster has inspected them
  - photograph all damage

Your policy deductible for this location is $5,000.

Frontier Mutual Insurance - Commercial Claims
800-555-0199
"""

eml("mail/2025/06/2025-06-16_frontier_claim_ack.eml",
    frm=FRONTIER, to=LOLA_STORE, subject="Claim acknowledgment - FM-CP-2025-061447",
    date=local(2025, 6, 16, 13, 2),
    body=CLAIM_ACK, cte="base64",
    html=html_page("<pre>%s</pre>" % CLAIM_ACK, "Claim acknowledgment"),
    html_cte="base64")

ESTIMATE_TXT = """KUCHERA ROOFING & SHEET METAL
Lewistown, MT  406-555-0185  dale@kucheraroofing.example
MT contractor reg. (on file)

ESTIMATE KR-2291                                   Date: 06/23/2025
Customer: Whitcombe Feed & Hardware, 118 Main St, Harlow Springs MT
Building: 60' x 120' retail/warehouse, low-slope gable, existing 29 ga
          exposed-fastener ag panel, 8 polycarbonate skylight panels

SCOPE - FULL REPLACEMENT
  1. Remove existing 29 ga panels, ridge, trim, skylights; haul off ...... $7,480.00
  2. Inspect purlins, replace damaged (allowance 12 lf) ................. $  960.00
  3. Install synthetic underlayment / condensation control ............. $4,320.00
  4. Install 26 ga Galvalume R-panel, 7,200 sf w/ waste ................ $24,190.00
  5. Ridge cap, eave/rake trim, closures, fasteners ..................... $3,640.00
  6. 8 new polycarbonate skylight panels (matching profile) ............ $2,880.00
  7. Gutters + downspouts, Main St and alley sides (220 lf) ............. $3,142.00
  8. Permits, lift rental, cleanup, magnet sweep ......................... $2,000.00

  TOTAL ESTIMATE .......................................................... $48,612.00

OPTIONS
  A. Painted (Kynar) panels in place of bare Galvalume: add $3,900.00
     Standard colors: Ash Gray, Burnished Slate, Colonial Red, Hawaiian Blue,
     Forest Green, Polar White
  B. Skylights + gutters only, no panel replacement (repair): $8,215.00

Panel lead time currently 5-6 weeks from order. Price good 90 days.
Deposit 30% at signing, balance at completion.
"""

eml("mail/2025/06/2025-06-24_re_roof_estimate.eml",
    frm="Dale Kuchera <dale@kucheraroofing.example>", to=LOLA_STORE,
    subject="Re: roof estimate for insurance", date=local(2025, 6, 24, 17, 48),
    in_reply_to=mid_for("lola-sent/2025-06-21_roof_estimate", "whitcombefeed.example"),
    body="""Lola,

Estimate attached. It's the full tear-off and replace like we talked about up
on the roof Friday. I priced it in 26 gauge this time instead of the 29 that's
up there now -- the 29 is why it dented like a beer can. The repair-only
number you asked for is on there too as option B, but I wouldn't do it, you'll
be chasing leaks for ten years.

If the insurance guy wants to meet me up there on the 27th I can make it
after 10.

Dale

> Dale, thanks for coming out Friday. Can you email me the estimate so I can
> send it to Frontier? The adjuster is coming the 27th. Also if you can put
> what it would cost to just fix the skylights and gutters, separately.
> Lola
""", cte="7bit",
    attachments=[("KR-2291_Whitcombe_estimate.txt", ESTIMATE_TXT, "plain")])

# ---------------------------------------------------------------- 2025-07
eml("mail/2025/07/2025-07-08_halvorsen_inspection_scheduled.eml",
    frm="Halvorsen Engineering Scheduling <scheduling@halvorseneng.example>", to=LOLA_STORE,
    cc="Brent Oakley <boakley@frontiermutual.example>",
    subject="Site inspection scheduled - Frontier Mutual claim FM-CP-2025-061447",
    date=local(2025, 7, 8, 9, 40),
    body="""Ms. Reyes-Whitcombe,

At the request of Frontier Mutual Insurance, Halvorsen Engineering will
perform a site inspection at Whitcombe Feed & Hardware, 118 Main St, Harlow
Springs, MT.

  Engineer:  Paul Reinke, PE
  Date:      Tuesday, July 22, 2025
  Time:      9:00 AM (approx. 2 hours)
  Scope:     hail impact assessment - metal roof system, skylights,
             rooftop HVAC equipment

Roof access is required. Our engineer will bring a ladder; please let us
know if there is a roof hatch or a preferred access point.

The report is prepared for Frontier Mutual. Requests for a copy should be
directed to the claim handler.

Halvorsen Engineering, Inc.
""", cte="7bit")

eml("mail/2025/07/2025-07-29_market_sale_order.eml",
    frm="Cody Brandt <cbrandt@elkbasin-ext.example>", to="Elk Basin 4-H Leaders <leaders@elkbasin4h.example>",
    subject="Market Livestock Sale - sale order & buyer info",
    date=local(2025, 7, 29, 16, 25),
    html=html_page(
        "<p>Leaders,</p>\n"
        "<p>The 2025 Elk Basin County Fair Market Livestock Sale is <b>Saturday, August 9, 2025 at "
        "1:00 PM</b> in the Fairgrounds Sale Barn. Buyers' lunch by the CattleWomen at 11:30. "
        "Exhibitors in show clothes at the barn by 12:30.</p>\n"
        "<p>Preliminary sale order (Elk Basin 4-H lots):</p>\n"
        + table(["Lot", "Exhibitor", "Species", "Weight"], [
            ["4", "Addy Kowalski", "Steer", "1,312"],
            ["9", "Owen Pfeiffer", "Steer", "1,244"],
            ["17", "Mia Tollefson", "Lamb", "138"],
            ["22", "Sam Bauer", "Lamb", "131"],
            ["31", "Lily Olsen", "Hog", "271"],
            ["36", "Jace Bauer", "Hog", "265"],
        ]) +
        "\n<p>Buyer checks are paid to the Fair Office, not to clubs. Thank-you notes at the August "
        "club meetings, please.</p>\n<p>Cody Brandt<br>MSU Extension - Elk Basin County</p>",
        "Market Sale"),
    html_cte="quoted-printable")

# ---------------------------------------------------------------- 2025-08
eml("mail/2025/08/2025-08-14_portugal_change_of_plans.eml",
    frm=LOLA, to=JENNA, subject="Portugal - change of plans", date=local(2025, 8, 14, 21, 52),
    body="""Jenna honey,

Your dad and I talked it over last night and we're going to postpone Portugal.
Not cancel -- postpone. With the roof fight (the insurance letter should come
any day and Shelly thinks it's going to be bad), Abuela just starting to
settle in with Bev, and fall being fall at the store, I'd spend the whole two
weeks on my phone. That's not an anniversary.

New plan: February. Tentatively Feb 17 to Mar 3. It's the deadest time at the
store and it's before calving really gets going. Your dad says the cows will
"just have to wait," which we both know is a lie, but Walt can handle the
early ones.

I'll cancel the TripNest booking this week and see what credit we get. Can you
help me rebook on United when the February fares look ok? You're better at the
websites than me.

Don't tell Abuela yet, she'll just worry about it every single day.

Love you,
Mom

P.S. Yes I know it's not the actual anniversary. We'll have a nice dinner on
the 6th. Maybe the café in Lewistown. Your dad's idea of romance is the Pizza
Hut in Great Falls.
""", cte="8bit")

DETERMINATION_HTML = html_page(
    "<p><b>Frontier Mutual Insurance Company</b><br>Commercial Property Claims</p>\n"
    "<p>August 19, 2025</p>\n"
    "<p>Whitcombe Feed &amp; Hardware LLC<br>Attn: Dolores Reyes-Whitcombe<br>118 Main St<br>"
    "Harlow Springs, MT</p>\n"
    "<p>RE: Claim FM-CP-2025-061447 &mdash; Date of loss 06/14/2025 &mdash; Hail</p>\n"
    "<p>Dear Ms. Reyes-Whitcombe,</p>\n"
    "<p>We have completed our investigation of the above claim, including the field inspection on "
    "June 27, 2025 and the engineering inspection performed by Halvorsen Engineering on July 22, "
    "2025.</p>\n"
    "<p>Based on the engineering findings, the hail impacts to the metal roof panels are cosmetic "
    "in nature and do not affect the panels' ability to shed water. Your policy includes "
    "Endorsement FM-CP 04 88, <i>Cosmetic Damage Exclusion &ndash; Metal Roof Surfacing</i>. "
    "Accordingly, no payment is owed for replacement of the roof panels.</p>\n"
    "<p>Covered items are summarized below:</p>\n"
    + table(["Item", "RCV", "Depreciation", "ACV"], [
        ["Metal roof panels (cosmetic &ndash; excluded)", "$0.00", "$0.00", "$0.00"],
        ["Polycarbonate skylight panels (8)", "$3,104.00", "$620.80", "$2,483.20"],
        ["Gutters and downspouts (220 lf)", "$3,236.40", "$809.10", "$2,427.30"],
        ["Rooftop HVAC condenser coil/fins", "$4,618.00", "$692.70", "$3,925.30"],
        ["Emergency services (tarping)", "$1,160.00", "$155.65", "$1,004.35"],
        ["<b>Totals</b>", "<b>$12,118.40</b>", "<b>$2,278.25</b>", "<b>$9,840.15</b>"],
    ]) +
    "\n<p>Actual cash value: $9,840.15<br>Less deductible: $5,000.00<br>"
    "<b>Net payment: $4,840.15</b> (check to follow by mail)</p>\n"
    "<p>Recoverable depreciation of $2,278.25 may be claimed within 180 days once repairs are "
    "completed and invoices submitted.</p>\n"
    "<p>If you disagree with the amount of loss, please refer to the Appraisal condition "
    "(Section E.2) of your policy.</p>\n"
    "<p>Sincerely,<br>Brent Oakley<br>Field Adjuster, Commercial Property</p>",
    "Coverage determination")

eml("mail/2025/08/2025-08-19_frontier_coverage_determination.eml",
    frm=FRONTIER, to=LOLA_STORE, cc="Shelly Vaughn <shelly@vaughnins.example>",
    subject="Coverage determination - Claim FM-CP-2025-061447",
    date=local(2025, 8, 19, 15, 31),
    html=DETERMINATION_HTML, html_cte="base64")

eml("mail/2025/08/2025-08-28_claim_reassigned.eml",
    frm=FRONTIER, to=LOLA_STORE,
    subject="Your claim has been reassigned - FM-CP-2025-061447",
    date=local(2025, 8, 28, 10, 3),
    body="""Dear Dolores Reyes-Whitcombe,

This is to let you know that your claim FM-CP-2025-061447 has been
reassigned to:

  Renee Castillo
  Senior Desk Adjuster, Commercial Property
  800-555-0199 ext. 4417
  rcastillo@frontiermutual.example

Brent Oakley is no longer handling this claim. Please direct all future
correspondence, documents and questions to Renee.

Thank you,
Frontier Mutual Insurance - Commercial Claims
""", cte="7bit")

# ---------------------------------------------------------------- 2025-09
eml("mail/2025/09/2025-09-04_re_appraisal_letter.eml",
    frm="Shelly Vaughn <shelly@vaughnins.example>", to=LOLA_STORE,
    subject="Re: appraisal letter - final?", date=local(2025, 9, 4, 9, 12),
    in_reply_to=mid_for("lola-sent/2025-09-03_appraisal_letter", "whitcombefeed.example"),
    body="""Lola -

Looks good. I sent it to the desk adjuster at Frontier this morning by email, and certified mail went out at 8:30 (tracking 9407 1118 9876 5400 1122 33). I wouldn't add anything. Per the policy they have 20 days to name their appraiser -- expect Kent Ibarra, he does most of their Montana work.

Let me know when Gordon's engagement letter is signed and I'll note it in the file.

Shelly

Shelly Vaughn
Vaughn Insurance Agency | 406-555-0112

On Wed, Sep 3, 2025 at 9:47 PM Lola Reyes-Whitcombe <lola@whitcombefeed.example> wrote:
> Shelly, here's my final. Tell me if it's ok to send.
>
> RE: Claim FM-CP-2025-061447 -- Whitcombe Feed & Hardware LLC, 118 Main St
> Date of loss: 6/14/2025
>
> We disagree with the amount of loss stated in your letter of 8/19/2025.
> Pursuant to the Appraisal condition of our policy, we hereby
> demand appraisal of the loss.
> Our appraiser is Gordon Pyle, Pyle Appraisal Services, Billings, MT.
> Please identify your appraiser within 20 days.
>
> Dolores Reyes-Whitcombe, Member
""", cte="quoted-printable")

UNITED_HTML = html_page(
    "<h2>Thanks for choosing United</h2>\n"
    "<p>Confirmation number: <b>QH7T2W</b><br>Issue date: September 8, 2025</p>\n"
    "<p>Travelers: DOLORES REYES-WHITCOMBE (eTicket 0162 448 103 221), "
    "HENRY WHITCOMBE (eTicket 0162 448 103 222)</p>\n"
    + table(["Flight", "Date", "Depart", "Arrive", "Seats"], [
        ["UA 1742", "Tue, Feb 17, 2026", "Denver (DEN) 12:55 PM", "Newark (EWR) 6:40 PM", "23C, 23D"],
        ["UA 126", "Tue, Feb 17, 2026", "Newark (EWR) 9:35 PM", "Lisbon (LIS) 9:50 AM +1", "31C, 31D"],
        ["UA 73", "Tue, Mar 3, 2026", "Porto (OPO) 11:05 AM", "Newark (EWR) 2:20 PM", "29C, 29D"],
        ["UA 2115", "Tue, Mar 3, 2026", "Newark (EWR) 5:30 PM", "Denver (DEN) 8:05 PM", "18C, 18D"],
    ]) +
    "\n<p>Fare: Economy (multi-city), 1 checked bag included per traveler<br>"
    "Total: $2,436.18 USD</p>\n"
    "<p>Check in online 24 hours before departure. Passports must be valid for at least 3 months "
    "beyond your departure from the Schengen area.</p>",
    "United confirmation")

eml("mail/2025/09/2025-09-08_united_trip_confirmation.eml",
    frm="United Airlines <notifications@united.example>", to=LOLA,
    subject="Your trip confirmation - Denver to Lisbon - Tue, Feb 17, 2026",
    date=local(2025, 9, 8, 20, 33),
    html=UNITED_HTML, html_cte="base64")

PHC_CHANGE_TXT = """Dear Ms. Reyes-Whitcombe,

As discussed with Karen on the phone, beginning Monday, September 15, Bev
Lindqvist's visits with Rosa will move to Monday, Wednesday and Friday,
8:30 AM - 12:30 PM (12 hours per week, up from 8). The current Tuesday and
Thursday visits end after Thursday, September 11.

Rate notice: effective October 1, 2025, our standard hourly rate for personal
care is $34.00/hour (previously $31.50). Your updated service agreement is in
the family portal for e-signature.

Thank you for trusting us with Rosa's care. Bev says Rosa taught her two new
card games this month and beat her at both.

Prairie Home Care Scheduling
406-555-0120
"""

eml("mail/2025/09/2025-09-10_phc_schedule_change_rate.eml",
    frm=PHC, to=LOLA,
    subject="Schedule change for Rosa Reyes starting 9/15 + rate notice",
    date=local(2025, 9, 10, 15, 47),
    body=PHC_CHANGE_TXT, cte="quoted-printable",
    html=html_page("<p>" + PHC_CHANGE_TXT.replace("\n\n", "</p>\n<p>").replace("\n", " ") + "</p>",
                   "Schedule change"),
    html_cte="quoted-printable")

# ---------------------------------------------------------------- 2025-10
eml("mail/2025/10/2025-10-02_fwd_passport_status.eml",
    frm=HANK, to=LOLA, subject="Fwd: Passport application status",
    date=local(2025, 10, 2, 6, 18),
    body="""fyi. they got it.
-H

---------- Forwarded message ---------
From: Online Passport Status <no-reply@passportstatus.example>
Date: Wed, Oct 1, 2025 at 3:12 PM
Subject: Passport application status
To: <hank@whitcombefeed.example>


HENRY WHITCOMBE

Status: In Process

We have received your passport application and it is being processed.
Routine service processing time is currently 4 to 6 weeks, not including
mailing time. We will email you again when your passport has been mailed.

Application received: 09/30/2025
Service: Routine (renewal by mail)

Do not make non-refundable travel plans until you receive your passport.
""", cte="7bit")

eml("mail/2025/10/2025-10-14_re_any_word_on_umpire.eml",
    frm=GORDON, to=LOLA_STORE, subject="Re: any word on the umpire?",
    date=local(2025, 10, 14, 16, 5),
    in_reply_to=mid_for("lola-sent/2025-10-13_umpire", "whitcombefeed.example"),
    body="""Lola,

Yes -- Kent Ibarra (Frontier's appraiser) and I agreed yesterday on the
umpire: the Hon. Margaret Sato (ret.), former district judge in Cascade
County, who now does appraisal umpire work out of Great Falls. She's fair,
she's careful, and she has seen more hail-damaged metal roofs than most
engineers. Her rate is $250/hr, split 50/50 between you and Frontier as the
policy says.

Next step is a joint inspection of the roof. I'm working on dates with Kent,
probably the first week of November. I'll confirm.

Gordon

Gordon Pyle
Pyle Appraisal Services, Billings MT
406-555-0177

> Gordon -- any word on the umpire? The desk adjuster at Frontier told me she
> "doesn't have visibility into appraisal." Helpful.
> -- Lola
""", cte="base64")

eml("mail/2025/10/2025-10-20_quinta_booking_confirmation.eml",
    frm="Quinta do Vale Açor <reservas@quintavaleacor.example>", to=LOLA,
    subject="Confirmação de reserva / Booking confirmation - Whitcombe, 27 Feb - 1 Mar 2026",
    date=local(2025, 10, 20, 11, 26),
    body="""Dear Mrs. Reyes-Whitcombe,

Thank you for choosing Quinta do Vale Açor, in the heart of the Douro valley
near Pinhão. We are delighted to welcome you and Mr. Whitcombe for your
anniversary. Parabéns!

  Booking no.:  2026-0142
  Guests:       2 adults
  Arrival:      Friday 27 February 2026 (check-in from 15:00)
  Departure:    Sunday 1 March 2026 (check-out until 11:00)
  Room:         Quarto Socalco (river view), breakfast included
  Rate:         €185 per night x 2 nights = €370, paid on arrival

Transfer: our driver João will meet you at Porto São Bento station at 12:30
on the 27th (look for the sign with your name). €90 each way, or take the
train to Pinhão and we collect you at the station for free.

A tasting of our reds and our tawny for two is included. Dinner at the quinta
on request (€45 per person), please tell us by the day before.

In February the valley is quiet and green, the almond trees may be starting
to flower. Bring a warm sweater for the evenings.

Até breve!
Inês Carvalho
Reservas - Quinta do Vale Açor
""", cte="quoted-printable")

eml("mail/2025/10/2025-10-23_tillpoint_holiday_promo.eml",
    frm="TillPoint POS <hello@tillpoint.example>", to=LOLA_STORE,
    subject="Holiday ready? Gift cards + 20% off hardware upgrades",
    date=local(2025, 10, 23, 7, 0),
    body="""Hi Whitcombe Feed & Hardware,

The holidays are coming. Is your counter ready?

* Sell TillPoint gift cards in-store and online -- no extra fees through Jan 31
* 20% off receipt printers, scanners and the new TillPoint Countertop 3
* Free webinar: "Year-end inventory without tears" -- Thursday, Dec 4

Upgrade today in your TillPoint dashboard.

TillPoint POS
Unsubscribe: tillpoint.example/prefs
""", cte="7bit")

COOP_NOV_TXT = """Dealers,

Due to higher protein meal and freight costs, the following dealer prices are
effective with the November 6 truck on the Harlow Springs route:

  Range Cubes 20% 50 lb (MW-RC20-50)      $10.85 -> $11.92
  Horse Pellets 12% 50 lb (MW-HP-50)      $13.55 -> $14.10
  Layer Crumbles 16% 40 lb (MW-LC-40)     $12.30 (no change)
  Loose Mineral 12-12 50 lb (MIN-LS-50)   $27.40 (no change)

Early-order cube program for Jan-Mar delivery closes December 1.

Marty Vogel
Dealer Sales, Mountain West Farmers Co-op
406-555-0141
"""

eml("mail/2025/10/2025-10-30_mwcoop_fall_price_update.eml",
    frm=COOP, to=LOLA_STORE, cc="Hank Whitcombe <hank@whitcombefeed.example>",
    subject="Dealer price update - effective with the Nov 6 truck",
    date=local(2025, 10, 30, 13, 40),
    body=COOP_NOV_TXT, cte="quoted-printable",
    html=html_page(
        "<p>Dealers,</p><p>Due to higher protein meal and freight costs, the following dealer prices "
        "are effective with the <b>November 6</b> truck:</p>\n"
        + table(["Item", "SKU", "Old", "New"], [
            ["Range Cubes 20% 50 lb", "MW-RC20-50", "$10.85", "$11.92"],
            ["Horse Pellets 12% 50 lb", "MW-HP-50", "$13.55", "$14.10"],
            ["Layer Crumbles 16% 40 lb", "MW-LC-40", "$12.30", "$12.30"],
            ["Loose Mineral 12-12 50 lb", "MIN-LS-50", "$27.40", "$27.40"],
        ]) + "\n<p>Marty Vogel<br>Mountain West Farmers Co-op</p>", "Price update"),
    html_cte="quoted-printable")

# ---------------------------------------------------------------- 2025-11
eml("mail/2025/11/2025-11-03_re_appraisal_inspection_new_date.eml",
    frm=LOLA_STORE, to=GORDON, subject="Re: appraisal inspection - new date",
    date=local(2025, 11, 3, 12, 26),
    in_reply_to=mid_for("gordon/2025-11-03_new_date", "pyleappraisal.example"),
    body="""Gordon --

That works. Hank will have the big extension ladder up on the north side by
9:30 and Travis can help carry whatever you all need.

The photos -- you should already have the originals, I mailed you the thumb
drive Oct 3. Let me know if it didn't come.

The invoice I'll have to dig for. It's somewhere in the banker's boxes in the
back office. I'll get it to you before then.

Before-storm photos: I'll look. Maybe on the old iPad.

Lola

On Mon, Nov 3, 2025 at 8:14 AM Gordon Pyle <gordon@pyleappraisal.example> wrote:
> Lola,
> Kent has a conflict on the 6th (a deposition in Billings), so we've moved
> the joint appraisal inspection to Thursday, November 20, 10:00 AM at the store.
> The umpire will attend. Plan on about 3 hours.
>
> Two things I still need from you before then:
> 1. the 2019 invoice for the roof work (re-screw and coating). Frontier is
>    going to argue pre-existing wear, and that invoice shows it was maintained.
> 2. if you have any, photos of the roof BEFORE the storm.
>
> Gordon
""", cte="7bit")

eml("mail/2025/11/2025-11-07_re_feb_running_the_store.eml",
    frm="Kaylee Sorensen <kaylee@whitcombefeed.example>", to=LOLA_STORE,
    subject="Re: Feb - running the store while you're gone?",
    date=local(2025, 11, 7, 20, 9),
    in_reply_to=mid_for("lola-sent/2025-11-06_kaylee_feb", "whitcombefeed.example"),
    body="""Lola,

YES. I can do it. I talked to Jace and his mom can take the kids after school,
so I'll run the store Feb 17 through Mar 3, open to close weekdays. Travis
says he'll open Saturdays and Ernie's in like always.

Two things:
- I want Hank to show me the co-op ordering before you go, I've never done the
  feed side by myself.
- Who do I call if the roof starts leaking again? Dale or the insurance lady?

Don't worry about anything. Go drink wine. ☺

Kaylee

> Kaylee -- would you be willing to run the store Feb 17 - Mar 3 while we're in
> Portugal? Extra $3/hr obviously, and you'd have my cell. Think about it,
> talk to Jace, no pressure.
> L
""", cte="8bit")

eml("mail/2025/11/2025-11-12_montana_ag_weekly.eml",
    frm="Montana Ag Weekly <newsletter@mtagweekly.example>", to=LOLA_STORE,
    subject="Montana Ag Weekly: calf prices, CWD sampling update, winter feed costs",
    date=local(2025, 11, 12, 5, 30),
    body="""MONTANA AG WEEKLY -- November 12, 2025

CALF PRICES HOLD NEAR RECORD
Fall run is tapering off. Light steer calves at Billings and Lewistown sold
steady to $5 higher this week.

CWD SAMPLING -- HUNTERS URGED TO KEEP DROPPING SAMPLES
FWP says voluntary sampling is up 12% statewide, thanks in part to drop-off
freezers hosted by local businesses. Results are posted online within about
three weeks.

WINTER FEED COSTS
Protein cube and pellet prices have climbed 6-10% since summer on higher meal
and freight costs. Extension suggests testing hay now so you don't overbuy
supplement.

RANCHER'S CORNER
"It's not the cold that gets you, it's the wind" -- reader letter from
Winifred, with a recipe for green chile stew that the editor says is
"dangerously good."

You receive Montana Ag Weekly because you subscribed. Manage: mtagweekly.example
""", cte="8bit")


# ====================================================================== mbox
LIST_TO = "Elk Basin 4-H Leaders <leaders@elkbasin4h.example>"
LIST_ID = "Elk Basin 4-H leaders <leaders.elkbasin4h.example>"
PAM = "Pam Tollefson <pam.tollefson@bigskymail.example>"
CODY = "Cody Brandt <cbrandt@elkbasin-ext.example>"
RENATA = "Renata Olsen <renata.olsen@bigskymail.example>"

MBOX_MSGS = [
    ("m01", PAM, "pam.tollefson@bigskymail.example", local(2025, 1, 8, 18, 2),
     "January meeting Tuesday 1/14", None, """Hi all,

Reminder: January club meeting is Tuesday the 14th, 7pm at the Grange.

Agenda:
- enrollment deadline (Cody will talk about it)
- pancake breakfast March 15 -- sign-ups for cooks, servers, cleanup
- record books
- treasurer report (Lola)

Bring your kids' sign-up sheets. Cookies are on the Bauers.

Pam
"""),
    ("m02", CODY, "cbrandt@elkbasin-ext.example", local(2025, 2, 12, 9, 15),
     "Enrollment + animal ID deadlines", None, """Leaders,

Enrollment closes February 28 in the online system. No late enrollments this
year -- the state office means it.

Market animal ID / ownership deadlines:
- steers: May 1
- lambs and hogs: June 1

YQCA (quality assurance) sessions: March 22 in Harlow Springs (Grange),
April 5 in Lewistown. Every market exhibitor needs it before fair.

Cody Brandt
MSU Extension - Elk Basin County
"""),
    ("m03", RENATA, "renata.olsen@bigskymail.example", local(2025, 3, 12, 7, 40),
     "Minutes - March 11 meeting", None, """Minutes -- Elk Basin 4-H Club
March 11, 2025, Harlow Springs Grange. 11 members, 6 adults present.
Called to order 7:04 by Addy Kowalski (president).

Treasurer report (Lola, by phone from the road -- thank you Lola!)
From the treasurer's report: checking balance as of 3/10 was $5,611.02.
Wreath fundraiser is closed out. Audit report accepted at the February meeting.

Old business
- Pancake breakfast Saturday 3/15, 7-11 AM. Sign-up sheet is full except
  dishwashing. Kessler Meats is donating the ham (thank you Kessler!).

New business
- Motion (Addy K., second Owen P.) to buy a Square reader for the
  concession stand and the pancake breakfast, up to $60, with card payouts
  going straight to the club checking account. Discussion: fees about 2.6%;
  Lola (by phone) OK with it as long as payouts only go to the club account
  and never anyone's personal account. Motion passed 9-2.
- Fair concession stand committee: Pam, Renata, Bauer family.

Adjourned 8:11. Next meeting April 8.
Renata Olsen, secretary
"""),
    ("m04", PAM, "pam.tollefson@bigskymail.example", local(2025, 3, 17, 20, 30),
     "pancake breakfast THANK YOU", None, """THANK YOU everyone for the pancake breakfast!

We served about 190 people -- a record. Big thanks to Kessler Meats in
Lewistown for donating the ham, to the Sorlie family for 30 dozen eggs, and to
the Grange for the griddles. The kids were amazing, especially the dish crew.

Lola will have the numbers at the April meeting.

Pam
"""),
    ("m05", "Lola Reyes-Whitcombe <lolarw@bigskymail.example>", "lolarw@bigskymail.example",
     local(2025, 3, 18, 6, 55), "Re: pancake breakfast THANK YOU", "m04", """Deposit went in Monday morning. The card reader worked great -- about 20
people paid that way and it was the fastest line we've ever had.

Full numbers at the April meeting. And PLEASE get me receipts for anything
you bought for the breakfast so I can pay you back.

Lola

On Mon, Mar 17, 2025, Pam Tollefson wrote:
> THANK YOU everyone for the pancake breakfast!
> We served about 190 people -- a record. Big thanks to Kessler Meats in
> Lewistown for donating the ham, to the Sorlie family for 30 dozen eggs, and to
> the Grange for the griddles.
"""),
    ("m06", PAM, "pam.tollefson@bigskymail.example", local(2025, 8, 12, 21, 3),
     "Fair wrap-up", None, """Hi all,

We survived! Thank you to every parent who worked a concession shift, and
especially to the Bauers who did Saturday morning when nobody else would.

A few notes:
- Thank-you notes to buyers at the August meeting -- Lola is bringing stamps.
- We ran out of participation ribbons Friday, so I ran to Hobby Barn in
  Lewistown and bought another 100 ($86.40). Lola, I'll dig out the receipt
  for you.
- Lost and found: one pink show halter, one phone charger, one retainer (!).

Pam
"""),
    ("m07", CODY, "cbrandt@elkbasin-ext.example", local(2025, 10, 1, 10, 0),
     "Awards banquet Oct 25 + record books", None, """Leaders,

Record books are due to the Extension office October 10.

The county awards banquet is Saturday, October 25, 5:30 PM potluck at the
Harlow Springs Grange. Clubs bring a main dish and a side; Elk Basin is on
dessert again (Lola, I hear that means sheet cake).

Cody
"""),
    ("m08", RENATA, "renata.olsen@bigskymail.example", local(2025, 11, 4, 19, 12),
     "November meeting moved to THURSDAY", None, """Heads up -- the November club meeting is moved to THURSDAY, November 13,
7pm, because Tuesday the 11th is Veterans Day and the Legion has the Grange
for their dinner.

Renata
"""),
    ("m09", "Lola Reyes-Whitcombe <lolarw@bigskymail.example>", "lolarw@bigskymail.example",
     local(2025, 11, 6, 7, 3), "Re: November meeting moved to THURSDAY", "m08",
     """Thanks Renata.

Pam -- I still need that Hobby Barn receipt for the ribbons so I can cut you a
check before I close out the year-end report. A photo of it on your phone is
fine!

Lola

> Heads up -- the November club meeting is moved to THURSDAY, November 13,
> 7pm, because Tuesday the 11th is Veterans Day.
"""),
]


def build_mbox():
    from email import policy
    from email.message import EmailMessage
    from email.utils import format_datetime
    chunks = []
    mids = {}
    for key, frm, addr, date, subject, reply_to, body in MBOX_MSGS:
        mids[key] = mid_for("mbox/" + key, "elkbasin4h.example")
    for key, frm, addr, date, subject, reply_to, body in MBOX_MSGS:
        m = EmailMessage(policy=policy.default)
        m["From"] = frm
        m["To"] = LIST_TO
        m["Subject"] = "[EB4H] " + subject
        m["Date"] = format_datetime(date)
        m["Message-ID"] = mids[key]
        if reply_to:
            m["In-Reply-To"] = mids[reply_to]
            m["References"] = mids[reply_to]
        m["List-Id"] = LIST_ID
        m["List-Post"] = "<mailto:leaders@elkbasin4h.example>"
        m["Precedence"] = "list"
        m["MIME-Version"] = "1.0"
        m.set_content(body, cte="7bit")
        raw = m.as_bytes(policy=policy.default)
        chunks.append(mbox_from_line(addr, date).encode() + mbox_escape(raw).rstrip(b"\n") + b"\n\n")
    return b"".join(chunks)


FILES["mail/lists/eb4h-leaders.mbox"] = build_mbox()
