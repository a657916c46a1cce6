"""E-mails (.eml) and the boat-club mailing list (.mbox). Stdlib only, deterministic."""
import datetime as _dt
import hashlib
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

GMT = _dt.timezone(_dt.timedelta(0))
BST = _dt.timezone(_dt.timedelta(hours=1))

DES = "Desmond Achterberg-Reid <des@ar-locks.example>"
DES_SHORT = "Des Achterberg-Reid <des@ar-locks.example>"
KEIRA = "Keira Achterberg-Reid <keira@ar-locks.example>"


def _tz(d):
    # UK summer time 2023-2025 (good enough for our dates)
    bst = [(_dt.date(2024, 3, 31), _dt.date(2024, 10, 27))]
    for a, b in bst:
        if a <= d < b:
            return BST
    return GMT


def when(y, mo, d, h, mi):
    return _dt.datetime(y, mo, d, h, mi, 0, tzinfo=_tz(_dt.date(y, mo, d)))


def _mid(path, dom):
    return "<%s@%s>" % (hashlib.sha1(path.encode()).hexdigest()[:20], dom)


def base(path, frm, to, subject, dt, dom, cc=None, in_reply_to=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(dt)
    m["Message-ID"] = _mid(path, dom)
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    for k, v in (extra or []):
        m[k] = v
    return m


def finish(path, m):
    h = hashlib.sha1(path.encode()).hexdigest()[:16]
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary("==AR_%s_%d==" % (h, i))
            i += 1
    return m.as_bytes(policy=policy.default)


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


MAILS = {}

# ------------------------------------------------------------------ 2023-12 Ridings (HTML only, base64)
p = "mail/2023/12/2023-12-04_ridings-van-renewal.eml"
m = base(p, "Shaz Begum <shaz.begum@ridings-insurance.example>", DES,
         "Your fleet policy renewal - A-R Locks & Security (RCI-FL-20931)", when(2023, 12, 4, 11, 26),
         "ridings-insurance.example")
m.set_content("""<html><body style="font-family:Arial,sans-serif">
<p>Dear Desmond,</p>
<p>Please find below your renewal terms for the policy year starting 1&nbsp;January&nbsp;2024. As discussed on the phone we have kept the tracker discount and the protected no-claims bonus on both vehicles.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th align="left">Policy number</th><td>RCI-FL-20931</td></tr>
<tr><th align="left">Period</th><td>01/01/2024 &ndash; 31/12/2024</td></tr>
<tr><th align="left">Vehicle 1</th><td>YH17 DKZ Ford Transit Custom 280 &ndash; driver: Desmond Achterberg-Reid</td></tr>
<tr><th align="left">Vehicle 2</th><td>YC20 LRB Vauxhall Vivaro 2900 &ndash; drivers: Keira Achterberg-Reid, Desmond Achterberg-Reid</td></tr>
<tr><th align="left">Cover</th><td>Comprehensive, business use incl. carriage of own goods, tools cover not included</td></tr>
<tr><th align="left">Compulsory excess</th><td>&pound;350 per claim</td></tr>
<tr><th align="left">Annual premium (incl. IPT)</th><td><b>&pound;2,148.60</b></td></tr>
<tr><th align="left">Payment</th><td>10 monthly Direct Debits of &pound;214.86</td></tr>
</table>
<p>The increase on last year is mostly the market (van claims costs are up across the board), not your record, which is spotless.</p>
<p>If you are happy, there is nothing to do &ndash; the policy will renew automatically and your first Direct Debit will be taken on 15 January.</p>
<p>Kind regards,<br>
Shaz Begum<br>
Account Executive, Ridings Commercial Insurance<br>
0113 496 0388</p>
</body></html>
""", subtype="html", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-01 Moorside quote (alternative, QP)
p = "mail/2024/01/2024-01-09_moorside-quote.eml"
m = base(p, "Gareth Pell <gareth.pell@moorsidetrade.example>", DES,
         "Quote Q-24-0117 - cylinders & gearboxes", when(2024, 1, 9, 15, 4), "moorsidetrade.example")
m.set_content("""Hi Des,

As promised, quote below. Prices held till 30 June.

Quote Q-24-0117 (acct MTL-3381)
- ERA Fortress 3* euro cylinder 40/40   x20 @ £19.80 = £396.00
- Yale Platinum 3* euro cylinder 40/40  x10 @ £24.50 = £245.00
- Gearbox 35mm backset (Maco type)      x6  @ £38.00 = £228.00
- Thumbturn 3* 40/40                    x6  @ £27.00 = £162.00
Total ex VAT: £1,031.00

Delivery free over £250, next day if ordered by 2pm.

Cheers
Gareth Pell
Area Rep, Moorside Trade Locks
07700 900813
""", cte="quoted-printable")
m.add_alternative("""<html><body>
<p>Hi Des,</p><p>As promised, quote below. Prices held till 30 June.</p>
<table border="1" cellpadding="3"><tr><th>Item</th><th>Qty</th><th>Each</th><th>Line</th></tr>
<tr><td>ERA Fortress 3* euro cylinder 40/40</td><td>20</td><td>£19.80</td><td>£396.00</td></tr>
<tr><td>Yale Platinum 3* euro cylinder 40/40</td><td>10</td><td>£24.50</td><td>£245.00</td></tr>
<tr><td>Gearbox 35mm backset (Maco type)</td><td>6</td><td>£38.00</td><td>£228.00</td></tr>
<tr><td>Thumbturn 3* 40/40</td><td>6</td><td>£27.00</td><td>£162.00</td></tr>
<tr><td colspan="3"><b>Total ex VAT</b></td><td><b>£1,031.00</b></td></tr></table>
<p>Quote Q-24-0117, acct MTL-3381. Delivery free over £250.</p>
<p>Cheers<br>Gareth Pell<br>Area Rep, Moorside Trade Locks</p>
</body></html>
""", subtype="html", cte="quoted-printable")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-01 surgery letter (7bit)
p = "mail/2024/01/2024-01-22_surgery-review-letter.eml"
m = base(p, "Bramley Vale Surgery <admin@bramleyvalesurgery.example>", DES,
         "Your recent diabetes review - results and plan", when(2024, 1, 22, 9, 2), "bramleyvalesurgery.example")
m.set_content("""Dear Mr Achterberg-Reid,

Following your diabetes review with Practice Nurse Pauline Okafor on 16 January, here is a summary for your records.

HbA1c (blood taken 09/01/2024): 61 mmol/mol (previous 57 mmol/mol)
Total cholesterol: 4.6 mmol/L
Blood pressure: 138/86
Weight: 102.3 kg

Plan agreed:
- Increase metformin to 1g twice daily (from 500mg twice daily), starting 17 January. A new prescription has been sent to your nominated pharmacy.
- Dietary advice given. Place on the DESMOND structured education course offered (declined for now).
- Next review in May 2024, with a blood test the week before.

If you have any questions please contact the surgery on 0113 496 0520.

Bramley Vale Surgery
""", cte="7bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-02 accountant (8bit) + reply
p = "mail/2024/02/2024-02-12_anand-yearend.eml"
ANAND_1 = """Hi Desmond,

Hope you’re well. Now your year end (31 January) has passed, could you send me the following by the end of February please:

• bank statements Feb 23 – Jan 24 (business account)
• sales invoices list (the spreadsheet is fine)
• supplier invoices – Moorside, FixFast, Key Blanks Direct etc.
• van costs: fuel card statements, repairs, insurance
• a mileage log for both vans if you have one (you didn’t last year!)
• anything over £500 you bought for the business – tools, the new safe?

I’ll then do the accounts and your self-assessment. Ballpark, expect a bigger bill than last year – turnover is up.

Best,
Priya

Priya Anand ACA
Anand & Co Chartered Accountants
Whitehall Road, Leeds
0113 496 0901
"""
m = base(p, "Priya Anand <priya@anandco.example>", DES,
         "Year-end 31 Jan 2024 – what I need from you", when(2024, 2, 12, 9, 14), "anandco.example")
m.set_content(ANAND_1, cte="8bit")
MAILS[p] = finish(p, m)
_anand_mid = _mid(p, "anandco.example")

p = "mail/2024/02/2024-02-14_re-anand-yearend.eml"
m = base(p, DES_SHORT, "Priya Anand <priya@anandco.example>",
         "Re: Year-end 31 Jan 2024 – what I need from you", when(2024, 2, 14, 21, 37), "ar-locks.example",
         in_reply_to=_anand_mid)
m.set_content("""Priya,

All in the shared folder except the mileage log, which I haven't got, as you predicted. I'll do one properly this year, promise.
The safe was £640, receipt's in there. Drill (Milwaukee) £389, also in there.

Des

On Mon, 12 Feb 2024 at 09:14, Priya Anand <priya@anandco.example> wrote:
""" + quote(ANAND_1) + "\n", cte="8bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-03 St Wilfrid's enquiry (QP) + quote reply (8bit)
p = "mail/2024/03/2024-03-05_st-wilfrids-enquiry.eml"
SW_1 = """Dear Mr Achterberg-Reid,

You were recommended to us by Oakwood Grange - you fitted keysafes there last year and our chair of governors' mother is a resident!

We are looking to replace the locks across the school with a master key system. At the moment some staff carry up to nine keys and we honestly have no idea how many copies of the external door keys are in circulation.

Roughly 40 doors including classrooms, the hall, kitchen, office and a couple of stores, plus the bike shed and bin store padlocks.

We would need the work done in the summer holidays (school closes 23 July). Could you come and look round? Any weekday after 3.30pm is best.

Kind regards,

Helen Dacre
School Business Manager
St Wilfrid's CE Primary School
Moor Lane, Bramley, Leeds
0113 496 0330
"""
m = base(p, "Helen Dacre <h.dacre@stwilfrids-bramley.example>", DES,
         "Master key system – quotation request", when(2024, 3, 5, 11, 2), "stwilfrids-bramley.example")
m.set_content(SW_1, cte="quoted-printable")
MAILS[p] = finish(p, m)
_sw_mid = _mid(p, "stwilfrids-bramley.example")

p = "mail/2024/03/2024-03-19_re-st-wilfrids-quote.eml"
m = base(p, DES, "Helen Dacre <h.dacre@stwilfrids-bramley.example>",
         "Re: Master key system – quotation request", when(2024, 3, 19, 19, 48), "ar-locks.example",
         cc=KEIRA, in_reply_to=_sw_mid)
m.set_content("""Dear Helen,

Thanks for showing Keira and me round on Thursday. Based on the door schedule from our walk-round, here are two options. Both include supply and fitting, all keys, a key register and a wall-mounted key cabinet.

Option A – standard master key system
One master key opens everything, each door also has its own key. Keys can be copied at most key cutters, so key control relies on staff.
£3,720 + VAT

Option B – restricted (patented) profile, grand master + 4 sub-masters
Grand master for you, the head and the caretaker; sub-masters for KS1, KS2, kitchen/caretaker and office. Keys can only be copied by us, against a signed request from an authorised person and the registration card.
£4,960 + VAT

My recommendation would be B. The whole point of the exercise is knowing who has which key, and with A you're back where you started the first time someone gets a copy cut at the market.

Lead time is about 3 weeks from order, so a PO by the end of May keeps us on track for the summer holidays. Prices held for 90 days.

Kind regards,
Des

Desmond Achterberg-Reid
A-R Locks & Security
0113 496 0240 / 07700 900418

On Tue, 5 Mar 2024 at 11:02, Helen Dacre <h.dacre@stwilfrids-bramley.example> wrote:
""" + quote(SW_1) + "\n", cte="8bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-04 Beech Court offer (HTML only, base64)
p = "mail/2024/04/2024-04-10_beech-court-offer.eml"
m = base(p, "Aire Homes Lettings Team <lettings@airehomes.example>", DES,
         "Offer of accommodation - Beech Court, Horsforth (Mrs M Achterberg)", when(2024, 4, 10, 14, 31),
         "airehomes.example")
m.set_content("""<html><body>
<p>Dear Mr Achterberg-Reid,</p>
<p>As Mrs Margaret Achterberg's nominated contact, we are writing to let you know that we are able to offer her the following sheltered housing property:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td><b>Property</b></td><td>Flat 14, Beech Court, 40 Long Row, Horsforth, Leeds LS18</td></tr>
<tr><td><b>Type</b></td><td>One-bedroom flat, second floor, lift access, garden-facing</td></tr>
<tr><td><b>Weekly rent</b></td><td>&pound;112.40</td></tr>
<tr><td><b>Service charge</b></td><td>&pound;23.15 per week (includes pendant alarm and scheme manager service)</td></tr>
<tr><td><b>Available from</b></td><td>September 2024 (new kitchen and flooring being fitted)</td></tr>
<tr><td><b>Viewing</b></td><td>Tuesday 23 April 2024 at 2pm</td></tr>
</table>
<p>Please confirm whether Mrs Achterberg wishes to accept this offer within 7 days of the viewing. Once the tenancy is signed the scheme manager will be in touch about the move date, keys and door-entry fobs.</p>
<p>Pets: one small pet may be allowed with permission. Scooters must be stored in the scooter room.</p>
<p>Yours sincerely,<br>Lettings Team<br>Aire Homes Housing Association</p>
</body></html>
""", subtype="html", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-04 promo (HTML only, QP)
p = "mail/2024/04/2024-04-18_fixfast-promo.eml"
m = base(p, "FixFast Trade <offers@fixfasttrade.example>", "des@ar-locks.example",
         "Spring Trade Event – 20% off power tools this week only", when(2024, 4, 18, 6, 0), "fixfasttrade.example",
         extra=[("List-Unsubscribe", "<https://fixfasttrade.example/unsub?u=ar-locks>")])
m.set_content("""<html><body style="font-family:Helvetica">
<h1 style="color:#c00">SPRING TRADE EVENT</h1>
<p>Hi Desmond, this week only at your Kirkstall Road branch:</p>
<table border="0" cellpadding="6">
<tr><th>Offer</th><th>Was</th><th>Now</th></tr>
<tr><td>Milwaukee M18 combi drill body only</td><td>£149.99</td><td>£119.99</td></tr>
<tr><td>Spax wood screws – trade tub 1000</td><td>£24.50</td><td>3 for 2</td></tr>
<tr><td>Everbuild resin anchor kit</td><td>£18.75</td><td>£14.99</td></tr>
<tr><td>PTFE lubricant spray 400ml</td><td>£6.49</td><td>£4.99</td></tr>
</table>
<p>Free bacon butty at the counter 7–9am Friday. Trade card holders only.</p>
<p style="font-size:10px">You are receiving this because you have a FixFast trade account. Unsubscribe any time.</p>
</body></html>
""", subtype="html", cte="quoted-printable")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-05 MOT (plain, base64)
p = "mail/2024/05/2024-05-21_bramley-motors-mot.eml"
m = base(p, "Dave Kershaw <dave@bramleymotors.example>", DES, "Vivaro YC20 LRB - MOT done",
         when(2024, 5, 21, 13, 52), "bramleymotors.example", cc=KEIRA)
m.set_content("""Des,

Vivaro passed, certificate's on the DVSA site as usual. Test number 4417 2093 8815.

Advisories (not fails, but don't leave them too long):
- Nearside front tyre worn close to legal limit (2.0mm on the inner edge)
- Offside rear brake disc pitted and lightly corroded
- Slight oil misting from the engine, not dripping

I'd do the tyre in the next month and the disc before winter. I can do both in one go, about £210 all in, just ring to book.

MOT £54.85, put it on your account.

Keira can pick it up any time after 3.

Dave
Bramley Motors
0113 496 0155
""", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-05 newsletter (alternative)
p = "mail/2024/05/2024-05-30_trade-bulletin.eml"
m = base(p, "Locksmith Trade Bulletin <bulletin@locksmithtradebulletin.example>", "des@ar-locks.example",
         "Trade Bulletin May 2024: snapped cylinders, van break-ins, NEC show", when(2024, 5, 30, 7, 30),
         "locksmithtradebulletin.example",
         extra=[("List-Unsubscribe", "<mailto:unsubscribe@locksmithtradebulletin.example>")])
m.set_content("""LOCKSMITH TRADE BULLETIN - MAY 2024

1. WHY BUDGET EURO CYLINDERS STILL SNAP
Most burglaries on UPVC doors in the UK are still done by lock snapping. A cheap euro cylinder has a weak point right where the cam sits: put enough force on the exposed front and it breaks in two, the cam is exposed and the door is open in under a minute.
Anti-snap designs deliberately add a sacrificial cut line in the front section. When it is attacked, the front snaps away at the cut line and the cam and the back half stay locked. Look for TS007 3-star or SS312 Diamond marks. A 1-star cylinder with a 2-star handle also meets TS007, but tell your customers which they have.

2. VAN BREAK-INS UP 12%
Tool theft from vans rose again last year. Slam locks and deadlocks help; so does not leaving tools in vans overnight. Check your tools-in-transit wording: many policies only pay out if the van was locked AND alarmed.

3. DIARY
- Trade show, NEC Birmingham, 14-15 September
- Auto-locksmith taster days in Birmingham, autumn (details next month)

You are receiving this because you subscribed at a trade show. Unsubscribe: reply with UNSUBSCRIBE.
""", cte="quoted-printable")
m.add_alternative("""<html><body>
<h2>Locksmith Trade Bulletin &ndash; May 2024</h2>
<h3>1. Why budget euro cylinders still snap</h3>
<p>Most burglaries on UPVC doors in the UK are still done by lock snapping. A cheap euro cylinder has a weak point right where the cam sits: put enough force on the exposed front and it breaks in two, the cam is exposed and the door is open in under a minute.</p>
<p>Anti-snap designs deliberately add a <b>sacrificial cut line</b> in the front section. When it is attacked, the front snaps away at the cut line and the cam and the back half stay locked. Look for TS007 3-star or SS312 Diamond marks.</p>
<h3>2. Van break-ins up 12%</h3>
<p>Tool theft from vans rose again last year. Check your tools-in-transit wording: many policies only pay if the van was locked <i>and</i> alarmed.</p>
<h3>3. Diary</h3>
<table border="1"><tr><td>Trade show, NEC Birmingham</td><td>14&ndash;15 September</td></tr>
<tr><td>Auto-locksmith taster days</td><td>autumn, Birmingham</td></tr></table>
<p style="font-size:9px">Unsubscribe: reply with UNSUBSCRIBE.</p>
</body></html>
""", subtype="html", cte="quoted-printable")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-06 Moorside price list (mixed, base64 attachment)
p = "mail/2024/06/2024-06-17_moorside-pricelist.eml"
m = base(p, "Gareth Pell <gareth.pell@moorsidetrade.example>", DES,
         "Revised trade price list from 1 July 2024", when(2024, 6, 17, 10, 11), "moorsidetrade.example")
m.set_content("""Hi Des,

As mentioned when I popped in last week, please find attached our revised trade price list, effective 1 July 2024. Increases are mostly 7-9% and are down to the manufacturers' rises this year, not us, honest.

Anything ordered before 30 June is at the old prices, so if you want to stock up on the ERAs now's the time.

Cheers
Gareth
""", cte="7bit")
m.add_attachment("""MOORSIDE TRADE LOCKS - TRADE PRICE LIST
Effective 1 July 2024 (supersedes January 2024 list)
Account: MTL-3381  A-R Locks & Security

Code      Description                                  Unit ex VAT
ERF4040   ERA Fortress 3* euro cylinder 40/40          £21.40
ERF4045   ERA Fortress 3* euro cylinder 40/45          £22.15
ERF4545   ERA Fortress 3* euro cylinder 45/45          £22.90
ERF3545   ERA Fortress 3* euro cylinder 35/45          £22.15
ERT4040   ERA Fortress 3* thumbturn 40/40              £28.95
YPL4040   Yale Platinum 3* euro cylinder 40/40         £26.10
YPL4545   Yale Platinum 3* euro cylinder 45/45         £27.30
GBX35     Gearbox 35mm backset (Maco type)             £41.20
GBX45     Gearbox 45mm backset (Maco type)             £42.60
HDL-W     UPVC lever handle pair, white                £11.80
HDL-C     UPVC lever handle pair, chrome               £13.40

Carriage paid over £250. Orders by 2pm dispatched same day.
Prices subject to change without notice. E&OE.
""", subtype="plain", filename="moorside_trade_prices_jul2024.txt", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-06 dry dock booking (7bit)
p = "mail/2024/06/2024-06-26_drydock-booking.eml"
m = base(p, "Ron Sugden <ron@shipleywharfdrydock.example>", DES,
         "Booking confirmation - Kingfisher Lass - blacking", when(2024, 6, 26, 16, 40), "shipleywharfdrydock.example")
m.set_content("""Hi Desmond,

Confirming your booking for the dry dock:

Boat: Kingfisher Lass, 45ft narrowboat
Dates: Monday 25 November to Friday 29 November 2024
Work: pressure wash, 2 coats of bitumen blacking, 2 new anodes
Price: GBP 640 inc VAT (anodes at cost on top)
Deposit received: GBP 150, thank you

Bring her in on the Sunday afternoon before if you can, we drain down at 8am Monday. Address: Shipley Wharf Dry Dock, Dock Lane, Shipley BD17 (by the swing bridge). You can stay on board but the toilet's out of action while she's up.

Regards
Ron Sugden
Shipley Wharf Dry Dock
01632 960412
""", cte="7bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-07 Jo + reply (8bit)
p = "mail/2024/07/2024-07-08_jo-summer.eml"
JO_1 = """Hi Des,

Bit of a change to the summer plan, sorry. Mark's got a work thing in Lisbon and he's asked me to go with him at the start of August. Could you have Fin for a week at the start of August instead of the end? I know you'd planned round the school job so say if it doesn't work.

He's fine with it, in fact he said “can we go camping” so there you go.

Also – his football subs were due, I've paid them, you owe me £45 :)

Jo
"""
m = base(p, "Jo Pickles <jo.pickles@mailbox.example>", DES_SHORT, "Summer – Fin",
         when(2024, 7, 8, 20, 41), "mailbox.example")
m.set_content(JO_1, cte="8bit")
MAILS[p] = finish(p, m)
_jo_mid = _mid(p, "mailbox.example")

p = "mail/2024/07/2024-07-09_re-jo-summer.eml"
m = base(p, DES_SHORT, "Jo Pickles <jo.pickles@mailbox.example>", "Re: Summer – Fin",
         when(2024, 7, 9, 7, 12), "ar-locks.example", in_reply_to=_jo_mid)
m.set_content("""Jo,

Yes, no problem. I'll have him Sat 3rd to Sat 10th Aug — I'll pick him up from yours about 9 on the Saturday morning and bring him back the following Saturday teatime. We'll go camping in the Lakes, I'll send you where once it's booked. School job finishes on the 31st so it all fits.

Transferring the £45 tonight.

Have a good time in Lisbon.
Des

On Mon, 8 Jul 2024 at 20:41, Jo Pickles <jo.pickles@mailbox.example> wrote:
""" + quote(JO_1) + "\n", cte="8bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-08 Beech Court move date (QP) + change (7bit reply)
p = "mail/2024/08/2024-08-06_beech-court-move-date.eml"
m = base(p, "Linda Furness <linda.furness@airehomes.example>", DES,
         "Move date and keys – Flat 14, Beech Court", when(2024, 8, 6, 11, 5), "airehomes.example")
m.set_content("""Dear Desmond,

I'm the Scheme Manager at Beech Court and I'll be your mum's main contact once she moves in. It was lovely to meet you both at the viewing.

The refurbishment of Flat 14 is nearly finished and I can confirm the move date as Saturday 14 September. Keys and door-entry fobs can be collected from my office on Friday 13 September between 10am and 4pm.

A few things to know:
• Removal vans can park in the bays by the bin store, not at the front entrance (ambulance access).
• The lift is 1.4m deep – large sofas may need to come up the stairs.
• The pendant alarm will be set up on move day by Careline; please make sure the phone line is connected.
• We have a welcome coffee morning for new tenants every Tuesday in the lounge – your mum is very welcome.

If you have any questions please ring me directly.

Kind regards,

Linda Furness
Scheme Manager, Beech Court
Aire Homes Housing Association
Direct line: 0113 496 0712
Office hours Mon–Fri 9–4
""", cte="quoted-printable")
MAILS[p] = finish(p, m)
_bc_mid = _mid(p, "airehomes.example")

p = "mail/2024/08/2024-08-29_re-beech-court-move-change.eml"
m = base(p, "Linda Furness <linda.furness@airehomes.example>", DES,
         "Re: Move date and keys - Flat 14, Beech Court", when(2024, 8, 29, 15, 22), "airehomes.example",
         in_reply_to=_bc_mid)
m.set_content("""Dear Desmond,

I'm afraid I have to change the date. The flooring contractor has let us down and the new floor in Flat 14 won't be finished until the 26th. The move date is now Saturday 28 September, with keys and fobs from my office on Friday 27 September after 2pm.

So sorry for the upheaval - I know you had the removal man booked. If he can't do the 28th, let me know and I'll give you the number of the firm most of our tenants use.

You're welcome to fit a keysafe by the door on the Friday once you have the keys, as long as it's a police-approved one.

Regards
Linda Furness
Scheme Manager

On 27 Aug 2024, at 18:02, Desmond Achterberg-Reid <des@ar-locks.example> wrote:
> Hi Linda,
> Quick one - any chance we could get the keys on the Thursday (12th) so I
> can fit a keysafe by Mum's door before the move? Happy to sign anything.
> Thanks, Des
""", cte="7bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-09 fuel card statement (HTML only, QP)
p = "mail/2024/09/2024-09-02_fuelcard-statement.eml"
m = base(p, "FuelCard Plus <statements@fuelcardplus.example>", "des@ar-locks.example",
         "Your August statement is ready – A-R Locks & Security", when(2024, 9, 2, 5, 45), "fuelcardplus.example")
m.set_content("""<html><body>
<p>Account 77-30418 &middot; A-R Locks &amp; Security &middot; Statement period 01/08/2024 &ndash; 31/08/2024</p>
<table border="1" cellpadding="3">
<tr><th>Date</th><th>Card / reg</th><th>Site</th><th>Litres</th><th>Amount</th></tr>
<tr><td>02/08</td><td>YH17 DKZ</td><td>Stanningley Rd</td><td>58.2</td><td>£84.33</td></tr>
<tr><td>09/08</td><td>YC20 LRB</td><td>Kirkstall Rd</td><td>49.0</td><td>£70.12</td></tr>
<tr><td>16/08</td><td>YC20 LRB</td><td>Kirkstall Rd</td><td>41.7</td><td>£59.66</td></tr>
<tr><td>21/08</td><td>YH17 DKZ</td><td>Horsforth Ring Rd</td><td>61.4</td><td>£88.73</td></tr>
<tr><td>29/08</td><td>YH17 DKZ</td><td>Stanningley Rd</td><td>55.0</td><td>£79.20</td></tr>
</table>
<p><b>Total due: £382.04</b> &ndash; collected by Direct Debit on 15/09/2024.</p>
<p>Log in to download VAT receipts.</p>
</body></html>
""", subtype="html", cte="quoted-printable")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-09 Tariq (7bit)
p = "mail/2024/09/2024-09-10_tariq-boat-days.eml"
m = base(p, "Tariq Mahmood <tariq.m@canalmail.example>", DES_SHORT, "boat days",
         when(2024, 9, 10, 21, 3), "canalmail.example")
m.set_content("""Des,

New job's confirmed, I'm on the depot rota from next week and it's Saturdays every week, 6 till 2. So boat days will have to be Sundays from now on if that's OK with you. Starting this Sunday, the 15th? I'll bring the bacon (and veggie sausages if Fin comes).

Also the club want to know if we're doing the work party in October. I said probably.

Taz
""", cte="7bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-09 forward from Keira
p = "mail/2024/09/2024-09-24_fwd-kirkstall-complaint.eml"
m = base(p, KEIRA, DES, "Fwd: Sticking lock - 12 Cardigan Mews", when(2024, 9, 24, 10, 30), "ar-locks.example")
m.set_content("""Dad - FYI. I'm going back tomorrow 9am, think it's the cam catching on the keep, door's dropped a bit. Can you make sure the Sept invoice doesn't charge them for the revisit.
K

---------- Forwarded message ---------
From: Mandy Coyle <mandy.coyle@kirkstall-lettings.example>
Date: Tue, 24 Sept 2024 at 10:12
Subject: Sticking lock - 12 Cardigan Mews
To: Keira Achterberg-Reid <keira@ar-locks.example>

Hi Keira,

Tenant at 12 Cardigan Mews says the new front door lock you fitted on the 4th is sticking - key goes in but won't turn unless she lifts the handle right up. Can someone pop back this week? Presume this is under your guarantee.

Thanks
Mandy

Mandy Coyle
Property Manager, Kirkstall Lettings
0113 496 0655
""", cte="7bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-10 dry dock reschedule (alternative, QP)
p = "mail/2024/10/2024-10-08_drydock-reschedule.eml"
m = base(p, "Ron Sugden <ron@shipleywharfdrydock.example>", DES,
         "Kingfisher Lass – change of dry dock dates", when(2024, 10, 8, 8, 17), "shipleywharfdrydock.example")
m.set_content("""Hi Desmond,

Sorry to be the bearer of bad news. The bottom gate on the dock needs new seals and the engineer can't get to us until mid-November, so I'm having to move all of November's bookings.

Your new slot is Monday 6th to Friday 10th January 2025 – same work, same price, your deposit carries over. Same arrangement as before: bring her in on the Sunday afternoon (5th).

If January's no good let me know and I'll see what I can do in February, but it's filling up.

Apologies again,
Ron

Shipley Wharf Dry Dock
""", cte="quoted-printable")
m.add_alternative("""<html><body>
<p>Hi Desmond,</p>
<p>Sorry to be the bearer of bad news. The bottom gate on the dock needs new seals and the engineer can't get to us until mid-November, so I'm having to move all of November's bookings.</p>
<p>Your new slot is <b>Monday 6th to Friday 10th January 2025</b> &ndash; same work, same price, your deposit carries over. Same arrangement as before: bring her in on the Sunday afternoon (5th).</p>
<p>If January's no good let me know and I'll see what I can do in February, but it's filling up.</p>
<p>Apologies again,<br>Ron<br>Shipley Wharf Dry Dock</p>
</body></html>
""", subtype="html", cte="quoted-printable")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-10 Tradeguard PL (mixed, base64 attachment)
p = "mail/2024/10/2024-10-14_tradeguard-pl-renewal.eml"
m = base(p, "Tradeguard Renewals <renewals@tradeguard.example>", DES,
         "Your Tradeguard policy has been renewed", when(2024, 10, 14, 12, 0), "tradeguard.example")
m.set_content("""Dear Mr Achterberg-Reid,

Thank you for renewing your Tradesman Public & Employers' Liability policy with Tradeguard. Your cover runs from 1 November 2024 to 31 October 2025.

Your premium of £412.80 (including Insurance Premium Tax) will be collected by Direct Debit on or shortly after 1 November.

Your policy schedule is attached. Please keep it somewhere safe and check that the details are correct - in particular the number of employees and the tools-in-transit limit.

Tradeguard Renewals Team
""", cte="quoted-printable")
m.add_attachment("""TRADEGUARD - POLICY SCHEDULE
============================
Policy number:          TG-PL-448201
Policyholder:           Desmond Achterberg-Reid t/a A-R Locks & Security
Business description:   Locksmith and security installer
Period of insurance:    01/11/2024 - 31/10/2025
Public liability:       £2,000,000 any one occurrence
Employers' liability:   £10,000,000
Tools in transit:       £5,000 (vehicles must be locked and alarmed)
Excess:                 £250 property damage
Employees:              1 (plus occasional subcontractor)
Premium incl. IPT:      £412.80
Endorsements:           heat work exclusion; customer keys held in a locked key cabinet (condition 7)
""", subtype="plain", filename="Tradeguard_policy_schedule_2024-25.txt", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-10 eye screening (HTML only, base64)
p = "mail/2024/10/2024-10-29_eye-screening-letter.eml"
m = base(p, "Leeds Diabetic Eye Screening Programme <noreply@leedseyescreening.example>", DES,
         "Your diabetic eye screening appointment", when(2024, 10, 29, 8, 0), "leedseyescreening.example")
m.set_content("""<html><body>
<p>Dear Mr Desmond Achterberg-Reid,</p>
<p>You are invited to your annual diabetic eye screening appointment.</p>
<table border="1" cellpadding="5">
<tr><td><b>Date</b></td><td>Tuesday 26 November 2024</td></tr>
<tr><td><b>Time</b></td><td>10:15</td></tr>
<tr><td><b>Venue</b></td><td>Wortley Beck Health Centre, Ring Road Lower Wortley, Leeds LS12</td></tr>
<tr><td><b>Length</b></td><td>about 30 minutes</td></tr>
</table>
<p>We will put drops in your eyes which will blur your vision for 4&ndash;6 hours. <b>You must not drive</b> to or from your appointment. Please bring your glasses and sunglasses.</p>
<p>To change your appointment call 0113 496 0977.</p>
<p>Leeds Diabetic Eye Screening Programme</p>
</body></html>
""", subtype="html", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-11 receipt (HTML only, QP)
p = "mail/2024/11/2024-11-04_receipt-starter-motor.eml"
m = base(p, "Bidwell Marketplace <orders@bidwellmarket.example>", "des@ar-locks.example",
         "Your order #BM-7731-0452 is confirmed", when(2024, 11, 4, 22, 16), "bidwellmarket.example")
m.set_content("""<html><body>
<h2>Thanks for your order, Desmond!</h2>
<p>Order #BM-7731-0452 &middot; placed 4 Nov 2024</p>
<table border="1" cellpadding="4">
<tr><th>Item</th><th>Seller</th><th>Qty</th><th>Price</th></tr>
<tr><td>Reconditioned starter motor &ndash; BMC 1.5/1.8 marine diesel, 12V, exchange unit</td><td>marinebits_dave</td><td>1</td><td>£86.50</td></tr>
<tr><td colspan="3">Postage (tracked 48)</td><td>£7.99</td></tr>
<tr><td colspan="3"><b>Total</b></td><td><b>£94.49</b></td></tr>
</table>
<p>Paid with card ending 4402. Estimated delivery 13&ndash;15 Nov to: A-R Locks &amp; Security (unit).</p>
<p>Exchange unit: return your old starter within 30 days for a £20 surcharge refund.</p>
</body></html>
""", subtype="html", cte="quoted-printable")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-11 Tariq reply (7bit)
p = "mail/2024/11/2024-11-06_re-tariq-starter.eml"
m = base(p, "Tariq Mahmood <tariq.m@canalmail.example>", DES_SHORT, "Re: starter",
         when(2024, 11, 6, 12, 44), "canalmail.example",
         in_reply_to="<starter-q-20241106@ar-locks.example>")
m.set_content("""Sunday 24th works for me - day after the AGM, so we can both be hungover on the towpath. I'll fit it: bringing the big socket set and the creeper board, you bring the bacon. Should be an hour if the bolts aren't seized, four if they are. Disconnect the battery before I get there so we don't weld anything.

T

On Wed, 6 Nov 2024, 07:55 Des <des@ar-locks.example> wrote:
> Taz - recon starter ordered, should be here the middle of next week.
> When can you get down to fit it? I'm useless with anything electrical
> on that engine, as you know.
""", cte="7bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-11 Kirkstall rate (8bit reply)
p = "mail/2024/11/2024-11-12_re-kirkstall-rates.eml"
m = base(p, "Mandy Coyle <mandy.coyle@kirkstall-lettings.example>", DES_SHORT,
         "Re: Lock change rate from December", when(2024, 11, 12, 14, 8), "kirkstall-lettings.example",
         in_reply_to="<rate-20241104@ar-locks.example>")
m.set_content("""Hi Des,

I've run it past the directors and we're OK with it — agreed at £62 per lock change from 1 December, same terms otherwise (30 days, tag & log, photos). Can you send an updated rate letter for our file?

They did grumble. I told them you've not put it up since 2022 and Keira's the only contractor the tenants never complain about (apart from Cardigan Mews, and she was back the next morning).

Thanks
Mandy

Mandy Coyle
Property Manager, Kirkstall Lettings

On Mon, 4 Nov 2024 at 16:20, Des Achterberg-Reid <des@ar-locks.example> wrote:
> Hi Mandy,
> Hope you're well. Our lettings rate has been £55 per lock change since April
> 2022. Since then cylinder prices have gone up twice (most recently in July)
> and fuel and insurance have gone up too. From 1 December I'd like to move to
> £62 per lock change, everything else staying the same.
> Happy to talk it through.
> Des
""", cte="8bit")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-11 accountant (alternative, both base64)
p = "mail/2024/11/2024-11-15_anand-tax-reminder.eml"
m = base(p, "Priya Anand <priya@anandco.example>", DES,
         "Self assessment – January payment + your mileage log", when(2024, 11, 15, 16, 2), "anandco.example")
m.set_content("""Hi Desmond,

Your 2023/24 self-assessment return is filed. The figures for 31 January 2025:

Balancing payment 2023/24:          £2,106.40
First payment on account 2024/25:   £1,305.78
Total due by 31 January 2025:       £3,412.18

Pay HMRC online or by bank transfer using your payment reference: 4829176305K (your UTR followed by K - please use it exactly, or HMRC won't allocate the payment).

Separately, for next year's accounts I still need the van mileage log. Could you get it to me by 10 December? Even a rough one from your diary is better than nothing.

Best,
Priya
""", cte="base64")
m.add_alternative("""<html><body>
<p>Hi Desmond,</p>
<p>Your 2023/24 self-assessment return is filed. The figures for 31 January 2025:</p>
<table border="1" cellpadding="4">
<tr><td>Balancing payment 2023/24</td><td>£2,106.40</td></tr>
<tr><td>First payment on account 2024/25</td><td>£1,305.78</td></tr>
<tr><td><b>Total due by 31 January 2025</b></td><td><b>£3,412.18</b></td></tr>
</table>
<p>Pay HMRC online or by bank transfer using your payment reference: <b>4829176305K</b> (your UTR followed by K).</p>
<p>Separately, I still need the van mileage log &ndash; by 10 December please.</p>
<p>Best,<br>Priya</p>
</body></html>
""", subtype="html", cte="base64")
MAILS[p] = finish(p, m)

# ------------------------------------------------------------------ 2024-11 surgery annual review (7bit)
p = "mail/2024/11/2024-11-18_surgery-annual-review.eml"
m = base(p, "Bramley Vale Surgery <admin@bramleyvalesurgery.example>", DES,
         "Annual diabetes review - appointments booked", when(2024, 11, 18, 9, 30), "bramleyvalesurgery.example")
m.set_content("""Dear Mr Achterberg-Reid,

It is time for your annual diabetes review. We have booked the following appointments for you:

1. Blood test (HbA1c, kidney function, cholesterol) with the healthcare assistant
   Thursday 9 January 2025 at 08:40
   Please bring a urine sample (pots available from reception).

2. Annual review with Practice Nurse Pauline Okafor
   Thursday 16 January 2025 at 10:10

If you cannot attend, please let us know at least 24 hours in advance on 0113 496 0520 so we can offer the slot to someone else.

Your foot check is done separately by the podiatry team.

Bramley Vale Surgery
""", cte="7bit")
MAILS[p] = finish(p, m)


# ================================================================== mbox
LIST_ID = "Airedale Boat Club members <members.airedaleboatclub.example>"


def _mbox_msg(envelope_from, envelope_date, headers, body):
    lines = ["From %s %s" % (envelope_from, envelope_date)]
    for k, v in headers:
        lines.append("%s: %s" % (k, v))
    lines.append("")
    for l in body.strip("\n").split("\n"):
        if l.startswith("From "):
            l = ">" + l
        lines.append(l)
    lines.append("")
    return "\n".join(lines) + "\n"


def _lh(frm, subject, date, mid, irt=None):
    h = [("From", frm), ("To", "members@airedaleboatclub.example"), ("Subject", subject),
         ("Date", date), ("Message-ID", mid), ("List-Id", LIST_ID),
         ("List-Post", "<mailto:members@airedaleboatclub.example>"),
         ("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=us-ascii"),
         ("Content-Transfer-Encoding", "7bit")]
    if irt:
        h.insert(5, ("In-Reply-To", irt))
        h.insert(6, ("References", irt))
    return h


JEAN = "Jean Marsh <jean.marsh@airedaleboatclub.example>"
MBOX = []
MBOX.append(_mbox_msg("jean.marsh@airedaleboatclub.example", "Mon Dec  4 19:22:10 2023",
    _lh(JEAN, "[ABC] Winter moorings and fees 2024", "Mon, 04 Dec 2023 19:22:10 +0000", "<abc-001@airedaleboatclub.example>"),
    """Dear all,

Mooring fees for 2024 have been set at the committee meeting: GBP 41 per foot per year (up from GBP 38), payable by 31 January. Winter-only moorings (Nov-Mar) GBP 22 per foot.

Please make sure your CRT licence is displayed and in date. We had a visit last month and two boats were flagged.

Jean Marsh
Hon. Secretary, Airedale Boat Club
"""))
MBOX.append(_mbox_msg("jean.marsh@airedaleboatclub.example", "Mon Feb 26 18:05:44 2024",
    _lh(JEAN, "[ABC] Work party Sat 9 March - towpath & hedges", "Mon, 26 Feb 2024 18:05:44 +0000", "<abc-002@airedaleboatclub.example>"),
    """Hello all,

Spring work party on Saturday 9 March, 9.30am at the clubhouse. Hedge cutting along the towpath, clearing the slipway and fixing the fence by the car park.

Bring gloves. Tea, bacon rolls and a vegetarian option provided.

Jean
"""))
MBOX.append(_mbox_msg("bill.towler@canalmail.example", "Thu May  9 20:41:03 2024",
    _lh("Bill Towler <bill.towler@canalmail.example>", "[ABC] FS: Honda EU20i generator", "Thu, 09 May 2024 20:41:03 +0100", "<abc-003@canalmail.example>"),
    """Evening all,

Selling my Honda EU20i suitcase generator - 2019, low hours, serviced in March, comes with the cover and a spare plug. Moving to solar so it's surplus.

GBP 450 ono. It's on Dusky Maid, berth 4, or ring me on 07700 900744.

Bill
"""))
MBOX.append(_mbox_msg("des@ar-locks.example", "Fri May 10 07:02:19 2024",
    _lh("Des Achterberg-Reid <des@ar-locks.example>", "Re: [ABC] FS: Honda EU20i generator", "Fri, 10 May 2024 07:02:19 +0100", "<abc-004@ar-locks.example>", irt="<abc-003@canalmail.example>"),
    """Bill - is it still going? I'd want to hear it run first. Could come down Saturday.

Des (Kingfisher Lass, berth 11)

On Thu, 9 May 2024, Bill Towler wrote:
> Selling my Honda EU20i suitcase generator - 2019, low hours, serviced in
> March, comes with the cover and a spare plug.
> GBP 450 ono.
"""))
MBOX.append(_mbox_msg("jean.marsh@airedaleboatclub.example", "Thu Jun 20 12:15:00 2024",
    _lh(JEAN, "[ABC] Stoppage - Dobson Locks", "Thu, 20 Jun 2024 12:15:00 +0100", "<abc-005@airedaleboatclub.example>"),
    """All,

CRT have notified an emergency stoppage at Dobson Locks (Apperley Bridge) from Monday 24 June for about a week - damaged gate paddle. No passage up or down. Plan trips accordingly.

Jean
"""))
MBOX.append(_mbox_msg("committee@airedaleboatclub.example", "Thu Aug 15 21:30:00 2024",
    _lh("ABC Committee <committee@airedaleboatclub.example>", "[ABC] Notes from the August committee meeting", "Thu, 15 Aug 2024 21:30:00 +0100", "<abc-006@airedaleboatclub.example>"),
    """Summary of the committee meeting, 13 August:

1. Slipway repair done, GBP 1,240 from the maintenance fund.
2. Water point by berth 9 leaking again - Tariq has offered to look at it.
3. Christmas social: provisional Sat 14 December.

From the chair: thank you to everyone who turned out for the spring work party, and a reminder that dogs on the pontoons must be on a lead.

Minutes in full on the noticeboard.
"""))
MBOX.append(_mbox_msg("jean.marsh@airedaleboatclub.example", "Wed Oct 30 19:10:27 2024",
    _lh(JEAN, "[ABC] AGM - Saturday 23 November, 7.30pm", "Wed, 30 Oct 2024 19:10:27 +0000", "<abc-007@airedaleboatclub.example>"),
    """Dear members,

The Annual General Meeting will be held in the clubhouse on Saturday 23 November at 7.30pm.

Agenda: officers' reports, accounts, mooring fees for 2025, election of committee, any other business (submit in writing by 16 November).

Pie and peas afterwards, GBP 5.

Jean Marsh
Hon. Secretary
"""))
MBOX.append(_mbox_msg("jean.marsh@airedaleboatclub.example", "Tue Nov 12 08:03:51 2024",
    _lh(JEAN, "[ABC] Cold snap coming - winterise your boats", "Tue, 12 Nov 2024 08:03:51 +0000", "<abc-008@airedaleboatclub.example>"),
    """Morning all,

Forecast is down to -5 next week. If you haven't already:
- drain down your water systems (tanks, pipes, water heaters), leave taps open
- antifreeze in the engine cooling
- batteries topped up / on charge
- take soft furnishings home if you can, or leave cupboard doors open for air

Burst pipes last winter cost two members a fortune. Don't be the third.

Jean
"""))

MBOX_PATH = "mail/lists/airedale-boat-club.mbox"
MBOX_TEXT = "".join(MBOX)
