"""E-mail messages (.eml) for Tobias's vault. Standard library only, deterministic."""
import hashlib
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

ME = "Tobias Reyes-Whitfield <tobias.rw@mailbox.example>"
ME_WORK = "Tobias Reyes-Whitfield <treyeswhitfield@lakeshorelibrary.example>"
ANA = "Ana Kowalski <ana.kowalski@buckeyemail.example>"
DANIELLE = "Danielle Marsh <danielle.marsh@inbox.example>"
PAUL = "Paul Hennessy <phennessy@lakeshorelibrary.example>"
RICK = "Rick Solano <rsolano@drylinefoundation.example>"

SIG = "\n-- \nTobias Reyes-Whitfield\n216-555-0112\n"
SIG_WORK = ("\n-- \nTobias Reyes-Whitfield | Branch Manager, Fulton Road Branch\n"
            "Lakeshore Public Library | 216-555-0160\n")


def local(y, mo, d, h=9, mi=0, s=0):
    dt = datetime(y, mo, d, h, mi, s)
    edt = datetime(2025, 3, 9, 2) <= dt < datetime(2025, 11, 2, 2)
    return dt.replace(tzinfo=timezone(timedelta(hours=-4 if edt else -5)))


def h(s):
    return hashlib.sha1(s.encode("utf-8")).hexdigest()


def new(path, frm, to, subject, when, cc=None, reply_to_path=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(when)
    dom = frm.split("@")[1].rstrip(">")
    m["Message-ID"] = "<%s.%s@%s>" % (h(path)[:12], h("x" + path)[:8], dom)
    if reply_to_path:
        ref = "<%s.%s@%s>" % (h(reply_to_path)[:12], h("x" + reply_to_path)[:8], "mailbox.example")
        m["In-Reply-To"] = ref
        m["References"] = ref
    for k, v in (extra or []):
        m[k] = v
    return m


def finish(path, m):
    for i, part in enumerate(m.walk()):
        if part.is_multipart():
            part.set_boundary("----=_Part_%s_%d" % (h(path + str(i))[:20], i))
    return m.as_bytes()


def quote(text):
    return "\n".join(("> " + ln) if ln else ">" for ln in text.strip("\n").split("\n"))


def build():
    out = {}

    # 1 ---------------------------------------------------------------- 7bit
    p = "mail/2024/12/2024-12-03_2025-holiday-closures-and-hours.eml"
    m = new(p, PAUL, "Neighborhood Branch Managers <branch-managers@lakeshorelibrary.example>",
            "2025 holiday closures + branch hours reminder", local(2024, 12, 3, 16, 42))
    m.set_content("""Managers,

The Board approved the 2025 holiday closure calendar last night. Please post
it in your staff rooms and at the circulation desk by Monday.

Closed: Jan 1, Jan 20 (MLK Day), May 26, June 19, July 4, Sept 1, Nov 27-28,
Dec 24 (close at 1pm), Dec 25.

Neighborhood branch hours stay the same for 2025:
  Mon-Thu  10am-8pm
  Fri      10am-6pm
  Saturday 9am-5pm
  Sunday   closed

Reminder that any one-off closures (staffing, weather, building issues) need
to go through me AND get posted on the website before you close the doors.

Thanks all, and happy holidays.

Paul Hennessy
Regional Director, West Side Branches
Lakeshore Public Library
""", cte="7bit")
    out[p] = finish(p, m)

    # 2 ---------------------------------------------------------------- 8bit reply
    p = "mail/2025/01/2025-01-14_re-schedule-for-2025.eml"
    orig = """Hi Danielle — quick check before I put stuff in the calendar for 2025.
Keep doing alternate weeks like last fall? I'm fine with the same swap,
Sunday 6pm at your place. Maya said she'd rather not switch mid-weekend
because of her Saturday stuff.

T."""
    m = new(p, DANIELLE, ME, "Re: schedule for 2025", local(2025, 1, 14, 20, 5),
            reply_to_path="mail/2025/01/orig-schedule")
    m.set_content("""Yes, same as fall works. Alternate weeks, Sunday 6 pm handoff at my building
on Madison (just text when you're outside, the buzzer is still broken).

Holidays per the agreement: Thanksgiving is yours this year since it's an odd
year, Christmas Eve with me / Christmas Day with you, and we swap at noon.
Her birthday (April 3) is a Thursday — can you do a dinner with her that
week and I'll do the weekend? She wants a "café night" at that crêpe place
on Detroit, don't ask.

Also: dentist says she'll probably need the orthodontist referral this
spring. I'll forward when I have it.

D.

On Tue, Jan 14, 2025 at 7:41 PM Tobias Reyes-Whitfield <tobias.rw@mailbox.example> wrote:
""" + quote(orig) + "\n", charset="utf-8", cte="8bit")
    out[p] = finish(p, m)

    # 3 ---------------------------------------------------------------- alternative, QP
    p = "mail/2025/02/2025-02-27_brookside-commons-thank-you.eml"
    m = new(p, "Trevor Amsel <tamsel@brooksidecommons.example>", ME,
            "Thank you for touring Brookside Commons", local(2025, 2, 27, 11, 20))
    plain = """Dear Tobias,

Thank you and your sister for visiting Brookside Commons with your mother
on Tuesday. It was a pleasure to meet Margaret — she made quite an
impression on our activities director with her crossword speed!

As promised, here is a summary of what we discussed:

  - Assisted Living, Level 1 care, one-bedroom courtyard apartment:
    $5,400 per month (includes three meals, housekeeping, laundry,
    medication reminders, and scheduled transportation)
  - One-time community fee: $3,000
  - Refundable reservation deposit: $1,000
  - Availability: we expect a one-bedroom courtyard apartment to open in
    late spring

Brookside Commons is at 1710 Brookside Lane in Lakewood, about ten minutes
from you. Please call me with any questions — we’d love to welcome your
mom to our community.

Warm regards,
Trevor Amsel
Community Relations, Brookside Commons
216-555-0177
"""
    html = """<html><body style="font-family:Georgia,serif">
<p>Dear Tobias,</p>
<p>Thank you and your sister for visiting <b>Brookside Commons</b> with your mother on Tuesday.
It was a pleasure to meet Margaret &mdash; she made quite an impression on our activities director
with her crossword speed!</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Item</th><th>Amount</th></tr>
<tr><td>Assisted Living, Level 1, one-bedroom courtyard apt (monthly)</td><td>$5,400</td></tr>
<tr><td>Community fee (one-time)</td><td>$3,000</td></tr>
<tr><td>Reservation deposit (refundable)</td><td>$1,000</td></tr>
<tr><td>Expected availability</td><td>late spring</td></tr>
</table>
<p>Brookside Commons &middot; 1710 Brookside Lane, Lakewood</p>
<p>Warm regards,<br>Trevor Amsel<br>Community Relations &middot; 216-555-0177</p>
</body></html>
"""
    m.set_content(plain, charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 4 ---------------------------------------------------------------- HTML-only QP invoice
    p = "mail/2025/03/2025-03-12_petrakis-invoice-3391.eml"
    m = new(p, "Petrakis Plumbing & Drain <office@petrakisplumbing.example>", ME,
            "Invoice #3391 - sump pump replacement, 3904 Elmhurst Ave", local(2025, 3, 12, 15, 2))
    m.set_content("""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Invoice 3391</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<h2 style="color:#1b4f8a">Petrakis Plumbing &amp; Drain</h2>
<p>Family owned since 1979 &bull; Licensed &amp; insured &bull; 216-555-0171</p>
<p><b>Invoice #3391</b><br>Date of service: March 12, 2025<br>
Customer: Tobias Reyes-Whitfield, 3904 Elmhurst Ave, Cleveland OH</p>
<table border="1" cellspacing="0" cellpadding="6" style="border-collapse:collapse;min-width:520px">
<thead><tr style="background:#e8eef6"><th align="left">Description</th><th>Qty</th><th align="right">Amount</th></tr></thead>
<tbody>
<tr><td>Zoeller M63 Premium 0.3 HP cast iron submersible sump pump</td><td align="center">1</td><td align="right">$389.00</td></tr>
<tr><td>1-1/2&quot; silent check valve</td><td align="center">1</td><td align="right">$42.00</td></tr>
<tr><td>PVC discharge pipe, unions &amp; fittings</td><td align="center">1</td><td align="right">$64.00</td></tr>
<tr><td>Labor &mdash; remove failed pump, install new pump, re-pipe discharge (3.5 hr)</td><td align="center">1</td><td align="right">$700.00</td></tr>
<tr><td>Haul-away / disposal of old pump</td><td align="center">1</td><td align="right">$90.00</td></tr>
<tr><td colspan="2" align="right"><b>Total</b></td><td align="right"><b>$1,285.00</b></td></tr>
<tr><td colspan="2" align="right">Paid &mdash; check #1142</td><td align="right">$1,285.00</td></tr>
<tr><td colspan="2" align="right">Balance due</td><td align="right">$0.00</td></tr>
</tbody></table>
<p>Technician: <b>Gus Petrakis</b></p>
<p style="font-size:12px">Notes from tech: old pump (Wayne, approx. 12 yrs) had a seized impeller and
a failed float switch. Basin is in OK shape but it&rsquo;s only 18&quot; &mdash; if you do interior drain tile
later, the waterproofing contractor will probably want a bigger basin. Recommend a battery backup.
Pump warranty: 5 years from the manufacturer, 1 year on our labor.</p>
<p>Thank you for your business!</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 5 ---------------------------------------------------------------- alternative 7bit
    p = "mail/2025/03/2025-03-28_maple-terrace-following-up.eml"
    m = new(p, "Lorraine Dziedzic <ldziedzic@mapleterrace.example>", ME,
            "Following up on your visit to Maple Terrace", local(2025, 3, 28, 10, 15), cc=ANA)
    plain = """Hello Tobias,

It was lovely to show you, Ana and Margaret around Maple Terrace yesterday.
I've attached nothing this time - just the numbers we talked about, in writing:

  * One-bedroom assisted living apartment: $4,850 per month. That includes
    three meals a day, weekly housekeeping and linens, and Level 1 care
    (medication management, standby help with bathing).
  * Community fee (one-time): $2,500
  * We do keep a waitlist. Right now I expect a one-bedroom in our Birch wing
    to open sometime this summer. Getting on the list is free and does not
    commit you to anything.

Our address for your GPS: Maple Terrace Senior Living, 6810 Ridgewood Drive,
Parma, OH 44129. Visiting hours are open; the front desk is staffed 24/7.

Margaret asked about the piano in our lounge - yes, residents are welcome to
play it anytime.

Please reach out with any questions at all.

Lorraine Dziedzic
Admissions & Community Relations Director
Maple Terrace Senior Living
440-555-0148
"""
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Hello Tobias,</p>
<p>It was lovely to show you, Ana and Margaret around Maple Terrace yesterday. Here are the numbers we talked about:</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th align="left">Item</th><th align="left">Detail</th></tr>
<tr><td>One-bedroom assisted living</td><td>$4,850 per month (3 meals, weekly housekeeping, Level 1 care)</td></tr>
<tr><td>Community fee</td><td>$2,500 one-time</td></tr>
<tr><td>Waitlist</td><td>Birch wing one-bedroom expected this summer; free, no commitment</td></tr>
</table>
<p>Maple Terrace Senior Living &middot; 6810 Ridgewood Drive, Parma, OH 44129</p>
<p>Lorraine Dziedzic<br>Admissions &amp; Community Relations Director<br>440-555-0148</p>
</body></html>
"""
    m.set_content(plain, cte="7bit")
    m.add_alternative(html, subtype="html", cte="7bit")
    out[p] = finish(p, m)

    # 6 ---------------------------------------------------------------- 8bit reply (first decision)
    p = "mail/2025/04/2025-04-09_re-brookside-deposit.eml"
    orig = """Ana,

I think we go with Brookside. Mom liked the courtyard and the chapel, and it's
10 min from me so I can stop by after work. Trevor says a 1BR opens late May.
It's $550/mo more than Maple Terrace but MT is a waitlist with no date.

Ok to put the $1,000 deposit down tomorrow?

T"""
    m = new(p, ANA, ME, "Re: Brookside deposit?", local(2025, 4, 9, 21, 37),
            reply_to_path="mail/2025/04/orig-brookside")
    m.set_content("""Yes — do it. It's pricier but Mom lit up there, and honestly the fact that
you can get there in 10 minutes matters more than anything else. I'll Venmo
you $500 for my half of the deposit tonight.

Can you ask Trevor whether she can bring her own recliner and the good lamp,
or if the apartments come furnished? She's going to ask.

Love you, A.

On Wed, Apr 9, 2025 at 8:02 PM Tobias Reyes-Whitfield <tobias.rw@mailbox.example> wrote:
""" + quote(orig) + "\n", charset="utf-8", cte="8bit")
    out[p] = finish(p, m)

    # 7 ---------------------------------------------------------------- promo HTML base64
    p = "mail/2025/04/2025-04-22_vintage-tube-supply-spring-sale.eml"
    m = new(p, "Vintage Tube Supply <news@vintagetubesupply.example>", ME,
            "Spring Restoration Sale: 15% off cap kits this week only", local(2025, 4, 22, 6, 0),
            extra=[("List-Unsubscribe", "<https://vintagetubesupply.example/unsub?u=88213>")])
    m.set_content("""<html><body style="background:#f4efe6;font-family:Georgia,serif">
<table width="600" align="center" cellpadding="10" style="background:#fff">
<tr><td><h1 style="color:#7a3b10">Spring Restoration Sale</h1>
<p>Take <b>15% off</b> all capacitor kits, dial cord, grille cloth and tube sockets with code
<b>SPRING15</b> through April 29.</p></td></tr>
<tr><td><table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Item</th><th>Was</th><th>Sale</th></tr>
<tr><td>Zenith Trans-Oceanic cap kit (H500/600)</td><td>$34.95</td><td>$29.71</td></tr>
<tr><td>Braided dial cord, 10 yd</td><td>$6.50</td><td>$5.53</td></tr>
<tr><td>Philco grille cloth, 18x24</td><td>$22.00</td><td>$18.70</td></tr>
<tr><td>Dim bulb tester kit</td><td>$39.00</td><td>$33.15</td></tr>
</table></td></tr>
<tr><td style="font-size:11px;color:#777">You are receiving this because you ordered from Vintage Tube Supply.
Unsubscribe anytime.</td></tr></table></body></html>
""", subtype="html", charset="utf-8", cte="base64")
    out[p] = finish(p, m)

    # 8 ---------------------------------------------------------------- HTML-only QP quote (old price)
    p = "mail/2025/05/2025-05-06_dryline-estimate-q-25-0506.eml"
    m = new(p, RICK, ME, "DryLine Foundation Co. - your estimate Q-25-0506", local(2025, 5, 6, 17, 48))
    m.set_content("""<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Hi Tobias,</p>
<p>Thanks for having me out Friday. As discussed, here&rsquo;s the estimate for the interior system.
The way your lot slopes toward the house on the north side, the interior drain tile is the most
cost-effective fix; it relieves the hydrostatic pressure at the footing instead of fighting it.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dde7f0"><th align="left">Scope</th><th align="right">Price</th></tr>
<tr><td>Interior perimeter drain tile, north + east + west walls &mdash; 68 linear ft<br>
(jackhammer 12&quot; channel, 4&quot; perforated pipe in washed gravel, re-pour concrete)</td><td align="right">$6,320</td></tr>
<tr><td>New 24&quot; sump basin w/ sealed lid (re-use your new Zoeller)</td><td align="right">$780</td></tr>
<tr><td>Dimple-board wall membrane, north wall</td><td align="right">$900</td></tr>
<tr><td>Permit, haul-away, cleanup</td><td align="right">$400</td></tr>
<tr><td align="right"><b>Total</b></td><td align="right"><b>$8,400</b></td></tr>
</table>
<p>Warranty: lifetime, transferable to a new owner. Estimate valid 60 days.
Install is 3 days with a crew of 3. Deposit is one-third at signing.</p>
<p>Rick Solano<br>Estimator, DryLine Foundation Co.<br>440-555-0123</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 9 ---------------------------------------------------------------- mixed w/ base64 text attachment
    p = "mail/2025/05/2025-05-19_buckeye-basement-dry-estimate.eml"
    m = new(p, "Shauna Pruitt <spruitt@buckeyebasementdry.example>", ME,
            "Your estimate from Buckeye Basement Dry", local(2025, 5, 19, 9, 3))
    m.set_content("""Good morning Mr. Reyes-Whitfield,

Thank you for the opportunity to look at your basement last Thursday. Your
written estimate is attached as a text file (our PDF system is down this
week, sorry about that).

In short, we recommend excavating the north and east foundation walls and
sealing them from the outside, which stops water before it gets into the
block. Let me know if you have any questions, or if you'd like references
from other homeowners in Cleveland's West Park neighborhood.

Shauna Pruitt
Project Consultant
Buckeye Basement Dry
330-555-0194
""", cte="7bit")
    m.add_attachment("""BUCKEYE BASEMENT DRY - ESTIMATE BBD-2291
Prepared for: Tobias Reyes-Whitfield, 3904 Elmhurst Ave, Cleveland OH
Date: May 19, 2025

SCOPE
1. Excavate north and east foundation walls to footing (approx. 62 ft)
2. Clean and parge block, apply rubberized membrane + drainage board
3. New exterior footing drain to daylight / storm connection
4. Backfill with gravel, restore topsoil and seed
5. Remove and replace 14 ft of driveway apron where it meets the east wall

PRICE
Excavation & waterproofing ..... $8,950
Footing drain .................. $1,150
Driveway apron replacement ..... $1,100
TOTAL .......................... $11,200

Schedule: 3-4 working days, weather dependent
Warranty: 10 years, transferable
Deposit: 50% at signing

Landscaping along the excavated walls (shrubs, perennials) is the owner's
responsibility; we are not responsible for plants in the dig zone.
""", subtype="plain", charset="utf-8", cte="base64", filename="Buckeye_Estimate_BBD-2291.txt")
    out[p] = finish(p, m)

    # 10 --------------------------------------------------------------- alternative 7bit (library)
    p = "mail/2025/06/2025-06-03_summer-reading-kickoff-setup.eml"
    m = new(p, "Owen Tadeo <otadeo@lakeshorelibrary.example>",
            "Fulton Road Staff <fulton-staff@lakeshorelibrary.example>",
            "Summer Reading kickoff Sat 6/7 - setup + volunteers", local(2025, 6, 3, 14, 12), cc=ME_WORK)
    plain = """Hi all!

Kickoff is THIS Saturday. Here's the plan:

  9:00   setup (tables in the community room + the front lawn if it's dry)
  10:00  doors, registration table opens (paper + the online form QR)
  10:30  Balloon Benny
  11:30  Metroparks touch table (turtle shells, owl pellets)
  1:00   wrap / cleanup

Volunteers: Marisol on registration, Keisha floating, teen volunteers Jada
and Luis on the craft table, me wherever there's chaos. Tobias is bringing
coffee for the staff (thank you!!).

Please wear the green staff shirts. Reading logs are printed and in the
workroom, top shelf.

Owen
Children's Librarian
"""
    html = """<html><body><p>Hi all!</p><p>Kickoff is <b>THIS Saturday</b>. Here's the plan:</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Time</th><th>What</th></tr>
<tr><td>9:00</td><td>setup (community room + front lawn if dry)</td></tr>
<tr><td>10:00</td><td>doors, registration table opens</td></tr>
<tr><td>10:30</td><td>Balloon Benny</td></tr>
<tr><td>11:30</td><td>Metroparks touch table</td></tr>
<tr><td>1:00</td><td>wrap / cleanup</td></tr>
</table>
<p>Volunteers: Marisol on registration, Keisha floating, teen volunteers Jada and Luis on the craft table.
Tobias is bringing coffee for the staff.</p><p>Owen<br>Children's Librarian</p></body></html>
"""
    m.set_content(plain, cte="7bit")
    m.add_alternative(html, subtype="html", cte="7bit")
    out[p] = finish(p, m)

    # 11 --------------------------------------------------------------- QP reply (FINAL decision)
    p = "mail/2025/07/2025-07-08_re-brookside-bad-news.eml"
    orig = """T — Trevor from Brookside called me (I guess I'm the backup contact).
Two things: the 1BR they were holding for Mom "fell through" and the next one
isn't until NOVEMBER, and they're raising the base rate to $5,900 in
September. I'm honestly not OK with that. They sat on our deposit for three
months.

Does Maple Terrace still have that Birch wing opening? Can you call Lorraine?

A."""
    m = new(p, ME, ANA, "Re: Brookside - bad news", local(2025, 7, 8, 12, 26),
            reply_to_path="mail/2025/07/orig-brookside-bad-news")
    m.set_content("""Ana,

Agreed, and I'm done with Brookside. Let's switch to Maple Terrace.

I called Lorraine this morning on my lunch break. The Birch wing one-bedroom
is still open and it's ours if we sign by Friday, with move-in mid-August.
It's cheaper, it's one floor up from the dining room, and Mom did like the
lounge piano. I'll tell Trevor we're withdrawing and ask for the $1,000
deposit back in writing.

So: final answer is Maple Terrace. I'll tell Mom tonight — I think she'll
be relieved, honestly, she kept saying Brookside felt "like a hotel."

I'll start on movers. Can you take the lead on what goes to storage?

T.

On Tue, Jul 8, 2025 at 9:14 AM Ana Kowalski <ana.kowalski@buckeyemail.example> wrote:
""" + quote(orig) + "\n" + SIG, charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 12 --------------------------------------------------------------- 7bit movers
    p = "mail/2025/07/2025-07-21_careful-hands-move-confirmation.eml"
    m = new(p, "Bev Orlowski <bev@carefulhandsmoves.example>", ME,
            "Move confirmation - Margaret Whitfield, Saturday Aug 16", local(2025, 7, 21, 13, 40), cc=ANA)
    m.set_content("""Hi Tobias,

This confirms your mother's move with Careful Hands Senior Moves.

  Date:          Saturday, August 16, 2025
  Crew:          3 movers + 1 truck (26 ft)
  Arrival:       crew arrives 8:00 AM at the house, 11807 Linnet Ave
  Destination:   Maple Terrace Senior Living, Parma
  Flat rate:     $1,640 (includes packing the kitchen, bed disassembly and
                 reassembly, hanging up to 12 pictures, and setting up the
                 TV at the new apartment)
  Storage run:   second stop at the self-storage unit your sister booked;
                 please send me the address and gate code by Aug 13

For a one-bedroom we're usually loaded and out of the house in two to two
and a half hours, so we'd reach Maple Terrace late morning. If the community
has reserved an elevator window for us, please forward me the details.

Items labeled DONATE stay in the house for your Goodwill pickup. Items
labeled ANA go in the truck last so they can come off first at storage.

Payment is due on move day (check or card). We'll call the night before.

Bev Orlowski
Move Coordinator, Careful Hands Senior Moves
216-555-0108
""", cte="7bit")
    out[p] = finish(p, m)

    # 13 --------------------------------------------------------------- HTML-only base64 welcome (hidden unit + elevator)
    p = "mail/2025/07/2025-07-29_welcome-to-maple-terrace.eml"
    m = new(p, "Maple Terrace Resident Services <residentservices@mapleterrace.example>", ME,
            "Welcome to Maple Terrace, Margaret!", local(2025, 7, 29, 15, 55), cc=ANA)
    m.set_content("""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:'Trebuchet MS',sans-serif;color:#2d3a2e">
<h2 style="color:#5b7f3a">Welcome home, Margaret!</h2>
<p>Dear Tobias and Ana,</p>
<p>We&rsquo;re delighted that your mother will be joining us. Below is everything you need for move-in day.
Please keep this e-mail handy &mdash; the front desk will ask for the apartment number.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Resident</b></td><td>Margaret &ldquo;Peg&rdquo; Whitfield</td></tr>
<tr><td><b>Apartment</b></td><td>B-214 &mdash; Birch wing, 2nd floor (left out of the elevator, third door on the right)</td></tr>
<tr><td><b>Move-in date</b></td><td>Saturday, August 16, 2025</td></tr>
<tr><td><b>Service elevator reserved</b></td><td>10:30 AM &ndash; 1:30 PM (movers must use the east loading dock)</td></tr>
<tr><td><b>Keys &amp; fob</b></td><td>Pick up at the front desk after 9:00 AM; two fobs included, extra fobs $15</td></tr>
<tr><td><b>Mealtimes</b></td><td>Breakfast 7:30 &middot; Lunch 12:00 &middot; Dinner 5:00 (Main dining room, 1st floor)</td></tr>
<tr><td><b>Nurse intake</b></td><td>Monday, August 18 at 10:00 AM, in the apartment</td></tr>
</table>
<p>Please bring Margaret&rsquo;s medication list and her physician&rsquo;s signed care orders to the nurse intake.</p>
<p>With warm regards,<br>Gloria Haddad<br>Resident Services Coordinator<br>Maple Terrace Senior Living &middot; 440-555-0140</p>
</body></html>
""", subtype="html", charset="utf-8", cte="base64")
    out[p] = finish(p, m)

    # 14 --------------------------------------------------------------- 7bit coverage
    p = "mail/2025/08/2025-08-01_pto-aug-14-18-coverage.eml"
    m = new(p, ME_WORK, PAUL, "PTO Aug 14-18 - coverage at Fulton Rd", local(2025, 8, 1, 10, 2),
            cc="Keisha Bramwell <kbramwell@lakeshorelibrary.example>")
    m.set_content("""Paul,

Confirming what I mentioned at managers' meeting: I'm taking PTO Thursday
Aug 14 through Monday Aug 18 to move my mother into assisted living.

Keisha Bramwell will be acting branch manager while I'm out. She has the
safe combination, the alarm codes and the building keys, and she'll handle
the Saturday opening and the Friday deposit. Marisol is doing the schedule
as usual. If anything facilities-related comes up, Keisha will go straight
to Dwayne.

I'll have my phone but would appreciate it if calls are for true
emergencies only - moving day is going to be a lot.

Thanks,
Tobias
""" + SIG_WORK, cte="7bit")
    out[p] = finish(p, m)

    # 15 --------------------------------------------------------------- 8bit reply handoffs
    p = "mail/2025/08/2025-08-11_re-switching-handoffs.eml"
    orig = """Tobias,

With Maya's Saturday swim thing and her jazz band starting before school,
the Sunday 6pm swaps are getting rough — she's packing on Sunday night and
it's a mess Monday morning. Starting the first Friday after school starts
(Sept 5) can we switch to Friday handoffs? Whoever's week is starting picks
her up at school at dismissal (3:10). No more driving to my building.

D."""
    m = new(p, ME, DANIELLE, "Re: switching handoffs to Fridays?", local(2025, 8, 11, 22, 14),
            reply_to_path="mail/2025/08/orig-handoffs")
    m.set_content("""Yes, let's do it. Starting Fri 9/5: handoffs are Fridays, 3:10 pickup at
Harborview by whoever's week is starting. Bags go to school with her in the
morning; the clarinet stays with her. If there's no school on a Friday we do
noon at your place.

I'll change the calendar tonight and tell Maya. She'll be thrilled — she
hated the Sunday night thing.

T.

On Mon, Aug 11, 2025 at 6:48 PM Danielle Marsh <danielle.marsh@inbox.example> wrote:
""" + quote(orig) + "\n", charset="utf-8", cte="8bit")
    out[p] = finish(p, m)

    # 16 --------------------------------------------------------------- mixed w/ base64 attachment (hidden storage unit)
    p = "mail/2025/08/2025-08-25_ana-storage-inventory-and-split.eml"
    m = new(p, ANA, ME, "storage inventory + the money split (and the piano)", local(2025, 8, 25, 19, 31))
    m.set_content("""T,

Attached is the list of what went to storage on move day so we're not
guessing in six months. The gate code is in the storage company's app; I
added you as an authorized user so you can get in without me.

Money, so we have it in writing like we agreed on the phone Saturday:
going forward you cover 60% of Mom's monthly Maple Terrace bill and I cover
40%. I'm covering more of the other stuff (her pharmacy co-pays, hair
appointments, and the gas driving up from Columbus every other weekend), so
it evens out. Storage is on my card.

And the piano: Mom was VERY clear on Sunday — it does NOT get sold with the
house or at any estate sale. She wants it to go to Maya someday, since Maya is
the only grandkid who actually plays anything. I'll keep it in my dining room
until Maya has room for it. Please make sure the estate sale people know.

She seems ok. Tired. She called the lunch "fine," which from her is a rave.

Love, A.
""", charset="utf-8", cte="8bit")
    m.add_attachment("""STORAGE INVENTORY — Mom's things (moved Aug 16, 2025)

Facility: Ridge Road Self Storage, Parma
Unit 3127 (10x10, climate controlled, 2nd floor, elevator B)
Rent: $139/mo, autopay on Ana's Visa
Access: gate code in the app (Tobias + Ana authorized)

CONTENTS (front to back)
- dining table + 6 chairs (legs off, in the blue blanket)
- cedar chest (Grandma Ruth's) — has the quilts inside
- Dad's tool chest + the drill press
- 14 boxes: photos (6), Christmas (4), books (3), "Dad's papers" (1)
- floor lamp, 2 end tables
- sewing machine (Singer, in case)

NOT IN STORAGE
- piano -> Ana's house (moved separately Aug 23 by the piano movers)
- recliner, bed, dresser, TV -> Maple Terrace
- donate pile -> left at house for Goodwill
""", subtype="plain", charset="utf-8", cte="base64", filename="storage-inventory.txt")
    out[p] = finish(p, m)

    # 17 --------------------------------------------------------------- HTML-only QP rate change
    p = "mail/2025/09/2025-09-02_maple-terrace-rate-adjustment.eml"
    m = new(p, "Maple Terrace Business Office <billing@mapleterrace.example>", ME,
            "Notice of rate adjustment effective October 1, 2025", local(2025, 9, 2, 9, 0))
    m.set_content("""<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p>Dear Responsible Party,</p>
<p>As outlined in Section 7 of the Residency Agreement, we are writing to give you thirty (30) days&rsquo;
notice of an adjustment to the monthly service rate. This adjustment reflects increases in staffing,
food and utility costs across our community.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#eef3e8"><th align="left">Resident</th><td>Margaret Whitfield</td></tr>
<tr><th align="left">Level of care</th><td>Level 1 (no change)</td></tr>
<tr><th align="left">Current monthly rate</th><td>$4,850.00</td></tr>
<tr><th align="left">New monthly rate (effective 10/01/2025)</th><td><b>$5,120.00</b></td></tr>
<tr><th align="left">Billing date</th><td>1st of each month; autopay draws on the 5th</td></tr>
</table>
<p>If you have questions about this notice, please contact the Business Office at 440-555-0141,
Monday through Friday, 9 a.m. to 4 p.m.</p>
<p>Sincerely,<br>Business Office<br>Maple Terrace Senior Living</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 18 --------------------------------------------------------------- alternative QP revised quote
    p = "mail/2025/09/2025-09-09_re-dryline-estimate-flexibility.eml"
    orig = """Rick,

Sorry it took all summer to get back to you - my mom moved into assisted
living and everything else went on hold. The basement flooded again in June
so I'm ready to do this.

Buckeye came in way higher ($11.2k) but they're doing exterior. Is there any
room on your number? And is the full 68 ft really needed? The west wall has
honestly never been wet.

Tobias"""
    m = new(p, RICK, ME, "Re: DryLine estimate - any flexibility?", local(2025, 9, 9, 16, 20),
            reply_to_path="mail/2025/09/orig-dryline-flex")
    plain = """Hi Tobias,

No problem at all, hope your mom is settling in.

I went back through my photos and moisture readings. You're right about the
west wall - it's dry and the grade on that side is fine, so we can stop the
tile at the corners. That takes us from 68 to 61 linear feet, and I dropped
the dimple board to just the NE corner section.

Revised estimate Q-25-0506-R1:
  Interior drain tile, north + east walls, 61 lin ft ..... $5,870
  New 24" sump basin w/ sealed lid ........................ $780
  Dimple-board membrane, NE corner ........................ $900
  Permit, haul-away, cleanup .............................. $400
  TOTAL ................................................... $7,950
  (was $8,400)

Same lifetime transferable warranty, same 3-day install. If you want to go
ahead, sign and return the contract and we'll get you on the fall schedule
before the ground freezes.

Rick Solano
Estimator, DryLine Foundation Co.
440-555-0123

On Mon, Sep 8, 2025, Tobias Reyes-Whitfield <tobias.rw@mailbox.example> wrote:
""" + quote(orig) + "\n"
    html = """<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Hi Tobias,</p><p>No problem at all, hope your mom is settling in.</p>
<p>You&rsquo;re right about the west wall &mdash; it&rsquo;s dry, so we stop the tile at the corners: 68 &rarr; 61 linear feet.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th align="left">Revised estimate Q-25-0506-R1</th><th align="right">Price</th></tr>
<tr><td>Interior drain tile, north + east walls, 61 lin ft</td><td align="right">$5,870</td></tr>
<tr><td>New 24&quot; sump basin w/ sealed lid</td><td align="right">$780</td></tr>
<tr><td>Dimple-board membrane, NE corner</td><td align="right">$900</td></tr>
<tr><td>Permit, haul-away, cleanup</td><td align="right">$400</td></tr>
<tr><td align="right"><b>TOTAL</b> (was $8,400)</td><td align="right"><b>$7,950</b></td></tr>
</table>
<p>Same lifetime transferable warranty, same 3-day install.</p>
<p>Rick Solano<br>Estimator, DryLine Foundation Co.<br>440-555-0123</p>
<blockquote style="border-left:2px solid #ccc;padding-left:8px;color:#555">
Sorry it took all summer to get back to you. Is there any room on your number? And is the full 68 ft really needed?
</blockquote></body></html>
"""
    m.set_content(plain, charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 19 --------------------------------------------------------------- base64 plain (hidden job number, decision)
    p = "mail/2025/09/2025-09-16_re-signed-contract-dryline.eml"
    orig = """Rick - signed contract attached (scanned, sorry about the coffee ring).
We're going with DryLine for the 61 ft interior system per Q-25-0506-R1.
Deposit check went in the mail this morning.

Tobias"""
    m = new(p, RICK, ME, "Re: signed contract", local(2025, 9, 16, 14, 7),
            reply_to_path="mail/2025/09/orig-signed")
    m.set_content("""Hi Tobias,

Thank you! Got the signed contract and your deposit check for $2,650 (one
third). Welcome aboard.

Your job number is DL-4471 - please reference it whenever you call the
office, it's the fastest way for them to pull up your file.

We have you on the install schedule for Monday Oct 20 through Wednesday
Oct 22, weather permitting. Our office pulls the City of Cleveland permit;
I'll send you the permit number as soon as it's issued. Before the crew
arrives, please clear about 3 feet along the north and east walls.

Balance is due at completion, after the final walk-through.

Rick Solano
Estimator, DryLine Foundation Co.
440-555-0123

On Tue, Sep 16, 2025 at 7:52 AM Tobias Reyes-Whitfield <tobias.rw@mailbox.example> wrote:
""" + quote(orig) + "\n", charset="utf-8", cte="base64")
    out[p] = finish(p, m)

    # 20 --------------------------------------------------------------- 7bit Saturday hours
    p = "mail/2025/10/2025-10-07_saturday-hours-change-nov-1.eml"
    m = new(p, PAUL, "Neighborhood Branch Managers <branch-managers@lakeshorelibrary.example>",
            "Saturday hours change effective Nov 1", local(2025, 10, 7, 17, 30))
    m.set_content("""Managers,

As you know the levy shortfall means we have to trim hours somewhere, and
the Board chose Saturdays, where our door counts are lowest before 10 and
after 4.

Effective Saturday, November 1, all neighborhood branches will be open
10am-4pm on Saturdays (previously 9am-5pm). Weekday hours are unchanged.

Please:
  - update your door signage and the hours on your branch page by Oct 24
  - rework Saturday shifts so no one loses total hours if avoidable
  - let your Friends groups know, since a few run Saturday book sales

I know this isn't welcome news. I'll share more on the budget at the
November managers' meeting.

Paul Hennessy
Regional Director, West Side Branches
Lakeshore Public Library
""", cte="7bit")
    out[p] = finish(p, m)

    # 21 --------------------------------------------------------------- QP reschedule (hidden crew lead)
    p = "mail/2025/10/2025-10-09_dryline-new-install-dates.eml"
    m = new(p, RICK, ME, "Your DryLine install - new dates", local(2025, 10, 9, 8, 44))
    m.set_content("""Hi Tobias,

Bad news / good news. Between the rain the last two weeks and a crew member
out on medical leave, we're about ten days behind, so we have to move your
install. The earliest three-day block I can give you is:

    Monday, Nov 17 through Wednesday, Nov 19

(instead of Oct 20–22). I'm sorry for the shuffle — I know you had work
time blocked.

Your crew lead will be José Ibáñez. He's been with us 11 years and he's the
best we have for interior systems. He'll call you the Friday before to
confirm the start time (usually 7:30 a.m.). Same prep as before: about 3 ft
clear along the north and east walls, and please make sure the laundry area
is accessible.

Still waiting on the city for your permit; I'll forward the number as soon
as it comes through.

Rick Solano
Estimator, DryLine Foundation Co.
440-555-0123
""", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    # 22 --------------------------------------------------------------- base64 facilities (hidden ticket)
    p = "mail/2025/10/2025-10-14_facilities-no-heat-meeting-room.eml"
    m = new(p, "Dwayne Pickett <dpickett@lakeshorelibrary.example>", ME_WORK,
            "Fulton Rd - no heat in community room", local(2025, 10, 14, 11, 18),
            cc="Keisha Bramwell <kbramwell@lakeshorelibrary.example>")
    m.set_content("""Tobias,

Got your voicemail about the community room. I opened a work order for it:
ticket FAC-118204 (HVAC - no heat, community room, Fulton Rd).

Comfort Air Mechanical is sending a tech Thursday 10/16 between 8 and 10 AM,
before you open. Somebody needs to let him into the mechanical room - the
key is on the facilities ring in the safe, the one with the green tag. My
guess is the zone valve again, same as last November.

If the tech says it needs a part, use the ticket number when you call me so
I can attach the quote.

Dwayne Pickett
Facilities Coordinator
Lakeshore Public Library
216-555-0133
""", charset="utf-8", cte="base64")
    out[p] = finish(p, m)

    # 23 --------------------------------------------------------------- alternative, both base64 (hidden new address)
    p = "mail/2025/10/2025-10-30_westlake-smiles-appointment-reminder.eml"
    m = new(p, "Westlake Smiles Orthodontics <appointments@westlakesmiles.example>", ME,
            "Appointment reminder for Maya", local(2025, 10, 30, 7, 30))
    plain = """Hi Tobias,

This is a reminder that Maya has an adjustment appointment with
Dr. Priya Raman on Tuesday, December 9, 2025 at 4:15 PM.

PLEASE NOTE: WE HAVE MOVED! Our new office is at
24950 Center Ridge Rd, Suite 210, Westlake, OH 44145
(the medical building behind the bank, free parking in the rear lot).
Our old office on Detroit Road is closed.

Confirmation code: RX7Q2
To reschedule, call 440-555-0166 at least 24 hours ahead.

Westlake Smiles Orthodontics
"""
    html = """<html><body style="font-family:Helvetica,Arial,sans-serif">
<p>Hi Tobias,</p>
<p>This is a reminder that <b>Maya</b> has an adjustment appointment with Dr. Priya Raman.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>When</td><td>Tuesday, December 9, 2025 at 4:15 PM</td></tr>
<tr><td>Where (NEW!)</td><td>24950 Center Ridge Rd, Suite 210, Westlake, OH 44145</td></tr>
<tr><td>Confirmation</td><td>RX7Q2</td></tr>
</table>
<p><b>We have moved!</b> Our old office on Detroit Road is closed. Free parking in the rear lot.</p>
<p>Westlake Smiles Orthodontics &middot; 440-555-0166</p></body></html>
"""
    m.set_content(plain, charset="utf-8", cte="base64")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="base64")
    out[p] = finish(p, m)

    # 24 --------------------------------------------------------------- 8bit reply phone decision
    p = "mail/2025/11/2025-11-03_re-phone-for-maya.eml"
    orig = """She's asking AGAIN. Apparently she's "the only one in 7th grade" without
a phone, which is not true, I asked Priya's mom.

I'm honestly ok with a basic phone if there's no social media until she's
14. Calls and texts so she can reach us after jazz band. What do you think?
If we do it, Christmas?

D."""
    m = new(p, ME, DANIELLE, "Re: phone for Maya??", local(2025, 11, 3, 21, 50),
            reply_to_path="mail/2025/11/orig-phone")
    m.set_content("""Ok — decided then. We get her a basic phone for Christmas, from both of us:
calls + texts only, no social media apps, parental controls on, and the
phone sleeps in the kitchen overnight at both houses. We split the cost
50/50 and the plan goes on my line (cheaper). We revisit a smartphone when
she turns 14, not before.

I'll pick one out and send you a link before I order.

Unrelated: Thanksgiving is my year, so I'll grab her from school on Wed the
26th. Mom's coming to my place for dinner Thursday.

T.

On Mon, Nov 3, 2025 at 8:12 PM Danielle Marsh <danielle.marsh@inbox.example> wrote:
""" + quote(orig) + "\n", charset="utf-8", cte="8bit")
    out[p] = finish(p, m)

    # 25 --------------------------------------------------------------- forward, 7bit
    p = "mail/2025/08/2025-08-29_fwd-summer-reading-final-tally.eml"
    fwd = """---------- Forwarded message ---------
From: Owen Tadeo <otadeo@lakeshorelibrary.example>
Date: Thu, Aug 28, 2025 at 4:51 PM
Subject: Summer reading final tally!!
To: Tobias Reyes-Whitfield <treyeswhitfield@lakeshorelibrary.example>

We did it! Final numbers for Fulton Road:

  Kids registered:       412  (last year 356)
  Kids who finished:     268
  Teens registered:       61
  Adults registered:      38
  Books/hours logged:  9,870
  Programs held:          24, total attendance 1,930

Top school: Harborview MS (71 kids). The pizza party on 8/9 was packed.
I'll do the full write-up for the newsletter next week.

Owen
"""
    m = new(p, ME_WORK, PAUL, "Fwd: Summer reading final tally!!", local(2025, 8, 29, 9, 12))
    m.set_content("""Paul - for your board report. Huge credit to Owen and the teen volunteers.
Registrations up about 16% over last year.

Tobias

""" + fwd + SIG_WORK, cte="7bit")
    out[p] = finish(p, m)

    # 26 --------------------------------------------------------------- HTML-only QP receipt
    p = "mail/2025/06/2025-06-24_lakeshore-hardware-receipt.eml"
    m = new(p, "Lakeshore Hardware & Supply <receipts@lakeshorehardware.example>", ME,
            "Your receipt - order #LH-77120", local(2025, 6, 24, 18, 9))
    m.set_content("""<html><body style="font-family:Arial,sans-serif;font-size:13px">
<h3>Lakeshore Hardware &amp; Supply &mdash; Lorain Ave</h3>
<p>Thanks for shopping with us! Order #LH-77120 &middot; June 24, 2025 &middot; Register 3</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#f0f0f0"><th align="left">Item</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>hOmeLabs 50-pint dehumidifier w/ built-in pump</td><td align="center">1</td><td align="right">$249.99</td></tr>
<tr><td>Flex-Drain downspout extension, 4&quot; x 12 ft</td><td align="center">2</td><td align="right">$31.98</td></tr>
<tr><td>Condensate hose, 20 ft</td><td align="center">1</td><td align="right">$9.49</td></tr>
<tr><td colspan="2" align="right">Subtotal</td><td align="right">$291.46</td></tr>
<tr><td colspan="2" align="right">Sales tax (8%)</td><td align="right">$23.32</td></tr>
<tr><td colspan="2" align="right"><b>Total</b></td><td align="right"><b>$314.78</b></td></tr>
<tr><td colspan="2" align="right">VISA ****4417</td><td align="right">$314.78</td></tr>
</table>
<p>Returns within 30 days with receipt. Rewards points earned: 314</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
    out[p] = finish(p, m)

    return out
