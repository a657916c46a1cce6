"""E-mail (.eml) specs and the Reef Keepers mailing-list mbox."""

ME_HOME = "Leilani Kahale <lei.kahale@malolo.example>"
ME_WORK = "Leilani Kahale <leilani.kahale@hbml.example>"
DAN = "Dan Okamura <dokamura@kilohana-mail.example>"
REY = "Rey Domingo <rey@domingobuilders.example>"
GRACE = "Grace Nakamura <grace.nakamura@hbml.example>"
LORNA = "Lorna Pacheco <lorna.pacheco@marineops.example>"
ALAN = "Alan Whitcomb <alan.whitcomb@manoa-lab.example>"

EMAILS = []


def mail(path, **kw):
    kw["path"] = path
    EMAILS.append(kw)


# ------------------------------------------------------------------ 2025-04
mail("mail/2025/04/2025-04-18_lanai-estimate-domingo.eml",
     kind="plain", cte="7bit",
     **{"from": REY, "to": ME_HOME,
        "date": "Fri, 18 Apr 2025 16:42:10 -1000",
        "subject": "Lanai estimate - 218 Kilohana St",
        "message-id": "<20250418164210.1041@domingobuilders.example>"},
     text="""Aloha Leilani,

Good meeting you Tuesday, and thanks for the coffee. Here's my number for the lanai like we talked about:

  Demo + haul away old deck, lattice skirt, railings ...... $2,150
  Replace 2 posts + beam section (termite), new footings .. $2,900
  Joists (sister where sound, new where not), joist tape .. $2,400
  Decking: ipe 5/4x6, hidden fasteners, picture frame ..... $7,650
  Railing: vertical balusters, 4" gap, 42" height ......... $2,600
  Stairs (3 risers) + nosing .............................. $700
  TOTAL ................................................... $18,400

Not included: electrical (fan/outlets - get your own electrician, I like Sione Tupou), stain on the railing, permit fees.

Permit: you'll need one for this (structural, and it's over 200 sq ft). Since it's the house you live in we can pull it in your name as owner with me listed as the contractor. I'll draw the plan set, you sign and drop it at the county. Turnaround has been about a week lately.

Schedule: earliest start is after the permit, and I'm booked through the summer, so realistically the fall.

If you want composite instead let me know and I'll price it - usually a little less than ipe installed, and no oiling.

Rey Domingo
Domingo Builders LLC - 808-555-0143
Lic. BC-31877
""")

# ------------------------------------------------------------------ 2025-05
mail("mail/2025/05/2025-05-14_county-permit-issued.eml",
     kind="html", cte="base64",
     **{"from": "County of Hawaiʻi Building Division <no-reply@permits.hawaiicounty.example>",
        "to": ME_HOME,
        "date": "Wed, 14 May 2025 10:03:55 -1000",
        "subject": "Permit Issued — Residential Alteration (Lanai) — 218 Kilohana St",
        "message-id": "<permit.25.4417.issued@permits.hawaiicounty.example>"},
     html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Permit Issued</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>Aloha LEILANI KAHALE,</p>
<p>The building permit below has been <b>ISSUED</b>. Please print the permit card and post it at the job site where it is visible from the street. Work must begin within 180 days of issuance.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Permit No.</th><td>BP-25-004417</td></tr>
<tr><th align="left">Type</th><td>Residential alteration &mdash; deck / lanai replacement</td></tr>
<tr><th align="left">Site address</th><td>218 Kilohana St, Hilo, HI 96720</td></tr>
<tr><th align="left">TMK</th><td>(3) 2-4-031:017</td></tr>
<tr><th align="left">Owner</th><td>Leilani Kahale</td></tr>
<tr><th align="left">Contractor</th><td>Domingo Builders LLC (BC-31877)</td></tr>
<tr><th align="left">Valuation</th><td>$18,400.00</td></tr>
<tr><th align="left">Fees paid</th><td>$412.00</td></tr>
<tr><th align="left">Inspections</th><td>Footing &middot; Framing &middot; Final</td></tr>
</table>
<p>To request an inspection, call the Building Division inspection line at 808-555-0100 at least two business days ahead and give the permit number. For permits issued to the owner, inspection requests must come from the owner.</p>
<p>Mahalo,<br>Building Division, Department of Public Works<br>County of Hawaiʻi</p>
<p style="font-size:11px;color:#777">This is an automated message. Please do not reply.</p>
</body></html>
""")

# ------------------------------------------------------------------ 2025-06
mail("mail/2025/06/2025-06-05_bigisland-dive-summer-sale.eml",
     kind="html", cte="quoted-printable",
     **{"from": "Big Island Dive Supply <news@bigislanddivesupply.example>",
        "to": ME_HOME,
        "date": "Thu, 05 Jun 2025 07:30:00 -1000",
        "subject": "🌊 Summer Sale — 20% off regs, computers & wetsuits",
        "message-id": "<summer25.promo.0605@bigislanddivesupply.example>",
        "extra_headers": [("List-Unsubscribe", "<https://bigislanddivesupply.example/unsub?u=8832>")]},
     html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#eaf6fb">
<h1 style="color:#035e7b">Summer Sale is ON 🌺</h1>
<p>Aloha divers! Through June 30, save big on the gear you've been eyeing.</p>
<table width="100%" cellpadding="6" style="background:#fff">
<tr><th align="left">Category</th><th align="left">Deal</th></tr>
<tr><td>Regulators</td><td>20% off all regs in stock</td></tr>
<tr><td>Dive computers</td><td>20% off + free battery swap for life</td></tr>
<tr><td>Wetsuits (3mm &amp; up)</td><td>20% off, free hood with any full suit</td></tr>
<tr><td>Reef-safe sunscreen</td><td>Buy 2 get 1</td></tr>
<tr><td>Tank rentals</td><td>Group &amp; research rates — call the shop</td></tr>
</table>
<p>Visit us on Kekūanāoʻa St. or shop online. Mahalo for diving with us!</p>
<p style="font-size:10px">You are receiving this because you signed up at our shop. Unsubscribe anytime.</p>
</body></html>
""")

# ------------------------------------------------------------------ 2025-07
mail("mail/2025/07/2025-07-02_re-summer-weeks-keoni.eml",
     kind="plain", cte="7bit",
     **{"from": DAN, "to": ME_HOME,
        "date": "Wed, 02 Jul 2025 07:18:40 -1000",
        "subject": "Re: summer weeks w/ Keoni",
        "message-id": "<CAD9x1summer02@kilohana-mail.example>",
        "in-reply-to": "<lk.summer.0701@malolo.example>",
        "references": "<lk.summer.0701@malolo.example>"},
     text="""Works for me. I'll take him July 5-19 for the Oahu trip (my mom's in Kaneohe, she's already planning the food). You get him back Sat the 19th when we land, I'll drop him at your place around 6.

After that, back to normal: Sunday 5pm handoff at my place.

He needs new reef shoes before we go, his toes are coming out the front. I'll get them.

Birthday beach thing on the 23rd - yes, I'll bring the grill.

Dan

On Tue, Jul 1, 2025 at 9:12 PM Leilani Kahale <lei.kahale@malolo.example> wrote:
> Hi Dan,
>
> For summer: do you still want the two weeks in July for Oahu? If so I'll take
> him the last week of July + first week of August so he can do some reef stuff
> with me. Then normal schedule from Aug 10?
>
> Also his birthday - beach thing on Sat the 23rd? You bring the grill?
>
> L
""")

mail("mail/2025/07/2025-07-21_re-lanai-estimate-ipe.eml",
     kind="plain", cte="7bit",
     **{"from": REY, "to": ME_HOME,
        "date": "Mon, 21 Jul 2025 17:05:12 -1000",
        "subject": "Re: Lanai estimate - 218 Kilohana St",
        "message-id": "<20250721170512.1041@domingobuilders.example>",
        "in-reply-to": "<lk.lanai.0721@malolo.example>",
        "references": "<20250418164210.1041@domingobuilders.example> <lk.lanai.0721@malolo.example>"},
     text="""Sounds good - ipe it is. I'll put the order in when we get closer to a start date; lead time is 4-6 weeks right now. Start still looks like the fall, I'll know more in September.

Permit card: keep it somewhere dry until we start, then it goes in the job box.

Rey

On Mon, Jul 21, 2025 at 2:40 PM Leilani Kahale <lei.kahale@malolo.example> wrote:
> Rey - decided. Let's do the ipe. I know it's more but I don't want plastic on
> my house, and you said it'll outlast me. Go ahead whenever you're ready.
> Leilani
""")

# ------------------------------------------------------------------ 2025-08
mail("mail/2025/08/2025-08-12_hk2603-planning-numbers.eml",
     kind="alt", cte="quoted-printable", html_cte="quoted-printable",
     **{"from": GRACE, "to": ME_WORK,
        "date": "Tue, 12 Aug 2025 13:47:02 -1000",
        "subject": "HK-26-03 planning numbers (FY26)",
        "message-id": "<gn.hk2603.plan.0812@hbml.example>"},
     text="""Hi Leilani,

Here are the planning numbers for HK-26-03 so you can build the logistics budget. These are estimates until Marine Ops publishes the final FY26 rates (usually in December).

- Ship day rate (FY26 planning estimate): $28,500/day. This is charged to the NSF ship-ops award, NOT to OCE-2417702, but the program officer will want to see it in the cruise plan.
- Per diem at sea: $62/day per person (university ship-travel rate).
- Freight: get a written quote; I can't encumber on a phone estimate.
- Dive tank rentals: if a deposit goes on a personal card, keep the detailed receipt from the shop. I can't reimburse from a card slip.
- Contingency: I'd recommend 10% on a cruise this size. Weather days happen.

Please send me your line-by-line by October 1.

Mahalo,
Grace
--
Grace Nakamura | Fiscal Officer | Hilo Bay Marine Laboratory | 808-555-0104
""",
     html="""<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Hi Leilani,</p>
<p>Here are the planning numbers for HK-26-03 so you can build the logistics budget. These are estimates until Marine Ops publishes the final FY26 rates (usually in December).</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Item</th><th>Planning value</th><th>Notes</th></tr>
<tr><td>Ship day rate (FY26 est.)</td><td>$28,500/day</td><td>NSF ship-ops award, not OCE-2417702</td></tr>
<tr><td>Per diem at sea</td><td>$62/day/person</td><td>university ship-travel rate</td></tr>
<tr><td>Freight</td><td>written quote</td><td>no encumbrance on phone estimates</td></tr>
<tr><td>Dive tank deposit on personal card</td><td>keep the detailed shop receipt</td><td>card slip is not enough</td></tr>
<tr><td>Contingency</td><td>10% recommended</td><td>weather days happen</td></tr>
</table>
<p>Please send me your line-by-line by <b>October 1</b>.</p>
<p>Mahalo,<br>Grace<br><span style="color:#666">Grace Nakamura | Fiscal Officer | Hilo Bay Marine Laboratory | 808-555-0104</span></p>
</body></html>
""")

# ------------------------------------------------------------------ 2025-09
mail("mail/2025/09/2025-09-09_fy26-schedule-hk2603.eml",
     kind="plain", cte="8bit",
     **{"from": LORNA, "to": ME_WORK, "cc": ALAN,
        "date": "Tue, 09 Sep 2025 09:12:30 -1000",
        "subject": "FY26 schedule — HK-26-03 confirmed",
        "message-id": "<lp.fy26.sched.0909@marineops.example>"},
     text="""Aloha Dr. Kahale,

Good news: HK-26-03 is on the FY26 R/V Honu Kai schedule.

  Cruise:       HK-26-03 (Kahale / Whitcomb)
  Port:         Hilo – Hilo, Pier 1
  Mobilize:     Saturday, April 4, 2026
  Depart:       Monday, April 6, 2026, 0800
  Return:       Friday, April 17, 2026
  Days at sea:  12

Please submit the cruise plan by December 1 and your hazmat list at least 30 days before departure. The pre-cruise meeting will be scheduled for the week before sailing.

Standard reminder: west-side Hawaiʻi Island stations depend on weather, and the captain has final say on all station work.

Lorna Pacheco
Scheduling, Marine Operations · 808-555-0120
""")

mail("mail/2025/09/2025-09-27_hilo-hardware-receipt.eml",
     kind="html", cte="quoted-printable",
     **{"from": "Hilo Hardware & Lumber <receipts@hilohardware.example>",
        "to": ME_HOME,
        "date": "Sat, 27 Sep 2025 11:26:41 -1000",
        "subject": "Your receipt from Hilo Hardware & Lumber (#HHL-220931)",
        "message-id": "<rcpt.220931@hilohardware.example>"},
     html="""<html><body style="font-family:Arial,sans-serif;font-size:13px">
<h2>Mahalo for shopping with us!</h2>
<p>Receipt #HHL-220931 &middot; 09/27/2025 11:24 AM &middot; Register 3</p>
<table border="0" cellpadding="4" style="border-top:1px solid #999;border-bottom:1px solid #999">
<tr><th align="left">Item</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>Joist tape 4&quot; x 50&#39; butyl</td><td>3</td><td align="right">$89.97</td></tr>
<tr><td>Deck screws #10 x 3&quot; (5 lb)</td><td>1</td><td align="right">$42.49</td></tr>
<tr><td>Tarp 10x12 heavy duty</td><td>2</td><td align="right">$37.98</td></tr>
<tr><td>Mosquito coils (12 pk)</td><td>1</td><td align="right">$6.99</td></tr>
<tr><td>Work gloves L</td><td>1</td><td align="right">$12.99</td></tr>
<tr><td colspan="2"><b>Subtotal</b></td><td align="right">$190.42</td></tr>
<tr><td colspan="2">GET 4.712%</td><td align="right">$8.97</td></tr>
<tr><td colspan="2"><b>Total (VISA)</b></td><td align="right"><b>$199.39</b></td></tr>
</table>
<p>Returns accepted within 30 days with receipt. Unopened items only.</p>
</body></html>
""")

# ------------------------------------------------------------------ 2025-10
mail("mail/2025/10/2025-10-03_parent-teacher-conference.eml",
     kind="alt", cte="7bit", html_cte="quoted-printable",
     **{"from": "Waiānuenue Academy <office@waianuenue-academy.example>",
        "to": ME_HOME, "cc": DAN,
        "date": "Fri, 03 Oct 2025 14:10:00 -1000",
        "subject": "Fall Parent-Teacher Conference — Keoni Okamura-Kahale",
        "message-id": "<ptc.fall25.okk@waianuenue-academy.example>"},
     text="""Aloha Ms. Kahale and Mr. Okamura,

Your fall parent-teacher conference for Keoni Okamura-Kahale (Grade 10) is scheduled for:

  Thursday, October 23, 2025 at 3:15 PM
  with Ms. Carla Tanaka (advisor) and Mr. Ikaika Lum (math)
  Room B-12, Building B (second floor, above the library)

Conferences are 20 minutes. If you need to reschedule, reply to this email by October 17.

Mahalo,
Front Office
Waianuenue Academy
""",
     html="""<html><body style="font-family:Georgia,serif">
<p>Aloha Ms. Kahale and Mr. Okamura,</p>
<p>Your fall parent&ndash;teacher conference for <b>Keoni Okamura-Kahale</b> (Grade 10) is scheduled for:</p>
<table cellpadding="6" style="border:1px solid #2b5d34">
<tr><td><b>Date</b></td><td>Thursday, October 23, 2025</td></tr>
<tr><td><b>Time</b></td><td>3:15 PM (20 minutes)</td></tr>
<tr><td><b>With</b></td><td>Ms. Carla Tanaka (advisor), Mr. Ikaika Lum (math)</td></tr>
<tr><td><b>Room</b></td><td>B-12, Building B (second floor, above the library)</td></tr>
</table>
<p>If you need to reschedule, reply to this email by October 17.</p>
<p>Mahalo,<br>Front Office<br>Waiānuenue Academy</p>
</body></html>
""")

mail("mail/2025/10/2025-10-22_re-decking-composite-revised-estimate.eml",
     kind="mixed", cte="7bit",
     **{"from": REY, "to": ME_HOME,
        "date": "Wed, 22 Oct 2025 15:31:08 -1000",
        "subject": "Re: decking - switching to composite + revised estimate",
        "message-id": "<20251022153108.1041r2@domingobuilders.example>",
        "in-reply-to": "<lk.deck.1020@malolo.example>",
        "references": "<20250721170512.1041@domingobuilders.example> <lk.deck.1020@malolo.example>"},
     text="""Leilani,

Per our call Monday -- final answer: composite. Moana Composite in Driftwood Gray, hidden fasteners, picture-frame border in the same color. I cancelled the ipe order (they hadn't cut it yet, so no restocking fee, lucky).

Revised estimate is attached (R2). It came out a little under the ipe number even with the color-matched rim cladding. Same scope otherwise.

Start date: Monday Nov 10, weather permitting. I need the lanai cleared and the orchids moved by then.

Rey

On Mon, Oct 20, 2025 at 6:48 PM Leilani Kahale <lei.kahale@malolo.example> wrote:
> Ok I'm convinced. Composite. The light gray one, not the brown -- the brown
> sample was too hot to stand on at noon. Send me the new number when you can.
> Sorry for flip-flopping after all my speeches about real wood.
> L
""",
     attachments=[("Domingo_Estimate_1041-R2_Kahale.txt", """DOMINGO BUILDERS LLC — ESTIMATE #1041-R2 (REVISED)
Client:      Leilani Kahale, 218 Kilohana St, Hilo HI 96720
Date:        10/22/2025
Supersedes:  #1041 dated 04/18/2025 (ipe)

Demo + haul away old deck, lattice, railings ............. $2,150.00
Posts + beam repair (termite), new footings .............. $2,900.00
Joists (sister/replace) + joist tape ..................... $2,400.00
Decking: Moana Composite, color Driftwood Gray,
         hidden fasteners, picture-frame border .......... $5,750.00
Rim cladding, color-matched .............................. $450.00
Railing: vertical balusters, 4" gap, 42" ................. $2,600.00
Stairs (3 risers) + nosing ............................... $700.00
----------------------------------------------------------------------
TOTAL .................................................... $16,950.00

Exclusions (unchanged): electrical, railing stain, permit fees.
Payment: 30% at start / 40% after framing inspection / 30% at completion.
Valid 30 days.
""", "base64")])

mail("mail/2025/10/2025-10-29_pacific-reef-bulletin-october.eml",
     kind="html", cte="8bit",
     **{"from": "Pacific Reef Bulletin <bulletin@pacificreefbulletin.example>",
        "to": ME_WORK,
        "date": "Wed, 29 Oct 2025 05:00:00 -1000",
        "subject": "Pacific Reef Bulletin — October: heat-stress outlook for Hawaiʻi",
        "message-id": "<prb.2025.10@pacificreefbulletin.example>",
        "extra_headers": [("List-Unsubscribe", "<mailto:unsubscribe@pacificreefbulletin.example>")]},
     html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,sans-serif;max-width:640px">
<h1 style="color:#0b4f6c">Pacific Reef Bulletin</h1>
<h2>October outlook: a warm end to the year</h2>
<p>Sea-surface temperatures around the main Hawaiian Islands have stayed 1–1.5 °C above the long-term average since mid-September, and the four-month outlook keeps them there into December. Heat stress accumulates: the longer the water stays warm, the more likely corals are to expel their symbionts and turn pale or white.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#d9eef5"><th>Region</th><th>Outlook (Nov–Dec)</th><th>What to expect</th></tr>
<tr><td>Hawaiʻi Island — east (Hilo / Puna)</td><td><b>Bleaching Warning</b></td><td>Paling in Montipora and Pocillopora likely by mid-November; shallow reef flats first</td></tr>
<tr><td>Hawaiʻi Island — west (Kona / Kohala)</td><td>Bleaching Watch</td><td>Localized paling, especially in calm bays</td></tr>
<tr><td>Maui Nui</td><td>Bleaching Watch</td><td>Monitor West Maui and Molokini</td></tr>
<tr><td>Oʻahu</td><td>Bleaching Watch</td><td>Kāneʻohe Bay patch reefs most exposed</td></tr>
<tr><td>Kauaʻi / Niʻihau</td><td>No stress</td><td>—</td></tr>
</table>
<h3>What volunteers can do</h3>
<ul>
<li>Keep surveying: paired photos with a color card are the most useful data.</li>
<li>Report new bleaching to your local monitoring group or the state.</li>
<li>Reduce other stressors: no trampling, reef-safe sunscreen, pick up fishing line.</li>
</ul>
<p style="font-size:11px;color:#888">You're receiving the Pacific Reef Bulletin because you subscribed at a reef workshop. Unsubscribe any time.</p>
</body></html>
""")

# ------------------------------------------------------------------ 2025-11
mail("mail/2025/11/2025-11-06_bigisland-dive-order-confirmation.eml",
     kind="html", cte="base64",
     **{"from": "Big Island Dive Supply <orders@bigislanddivesupply.example>",
        "to": ME_HOME,
        "date": "Thu, 06 Nov 2025 12:44:19 -1000",
        "subject": "Order confirmation — research tank rental",
        "message-id": "<order.40712@bigislanddivesupply.example>"},
     html="""<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px">
<h2 style="color:#035e7b">Mahalo, Leilani!</h2>
<p>Your research tank rental is reserved.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Order #</th><td colspan="3">BIDS-40712</td></tr>
<tr><th align="left">Account</th><td colspan="3">Hilo Bay Marine Lab — L. Kahale (research rate)</td></tr>
<tr style="background:#eee"><th>Item</th><th>Qty</th><th>Unit</th><th>Line</th></tr>
<tr><td>AL80 aluminum cylinder rental, 14 days, air fills incl.</td><td>24</td><td>$50.00</td><td>$1,200.00</td></tr>
<tr><td colspan="3">Deposit paid today (VISA ending 8032)</td><td>$600.00</td></tr>
<tr><td colspan="3"><b>Balance due at pickup</b></td><td><b>$600.00</b></td></tr>
<tr><td colspan="3">Pickup</td><td>Thu 04/02/2026</td></tr>
</table>
<p>Need to change your pickup date? Call the shop at least a week ahead. Cylinders must be returned with at least 200 psi and valve caps on.</p>
<p>Big Island Dive Supply &middot; Hilo</p>
</body></html>
""")

# ------------------------------------------------------------------ 2025-12
mail("mail/2025/12/2025-12-10_fy26-final-ship-rates.eml",
     kind="alt", cte="quoted-printable", html_cte="quoted-printable",
     **{"from": GRACE, "to": ME_WORK,
        "date": "Wed, 10 Dec 2025 10:20:45 -1000",
        "subject": "FY26 final ship rates are out",
        "message-id": "<gn.fy26.rates.1210@hbml.example>"},
     text="""Hi Leilani,

Marine Ops published the final FY26 rates today. For R/V Honu Kai the day rate is now $31,200/day (up from the $28,500 planning estimate I gave you in August).

Again, ship time goes on the NSF ship-ops award, not your logistics budget — but please update the number in the cruise plan, the program officer will ask.

No change to per diem yet; I'll let you know if the university rate moves in the new year.

Grace
--
Grace Nakamura | Fiscal Officer | Hilo Bay Marine Laboratory | 808-555-0104
""",
     html="""<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Hi Leilani,</p>
<p>Marine Ops published the final FY26 rates today. For <b>R/V Honu Kai</b> the day rate is now <b>$31,200/day</b> (up from the $28,500 planning estimate I gave you in August).</p>
<p>Again, ship time goes on the NSF ship-ops award, not your logistics budget &mdash; but please update the number in the cruise plan, the program officer will ask.</p>
<p>No change to per diem yet; I&rsquo;ll let you know if the university rate moves in the new year.</p>
<p>Grace</p>
</body></html>
""")

mail("mail/2025/12/2025-12-15_fwd-roof-quote-mom.eml",
     kind="plain", cte="8bit",
     **{"from": "Malia Kahale-Santos <malia.ks@oahu-mail.example>",
        "to": ME_HOME, "cc": "Kawika Kahale <kawika.kahale@konamail.example>",
        "date": "Mon, 15 Dec 2025 06:55:02 -1000",
        "subject": "Fwd: Roof quote - Luana Kahale residence",
        "message-id": "<mks.fwd.roof.1215@oahu-mail.example>"},
     text="""Lei — see below. He's pushing a roof-over (new metal screwed on top of the old shingles). I told him NO, tear-off or nothing, it's a 30-year-old roof and you can't see what's rotten under it.

AND he says the fascia on the makai side is rotted through, which is probably where Mom's hallway leak is coming from (water running behind the gutter). Can you and Kawika go look on Sunday when you're there for dinner? Take pictures. Do NOT let Mom climb anything.

Love you, M

---------- Forwarded message ---------
From: Jerome Aki <jerome@punametalroofing.example>
Date: Sun, Dec 14, 2025 at 4:02 PM
Subject: Roof quote - Luana Kahale residence
To: <malia.ks@oahu-mail.example>

Aloha Malia,

Thanks for meeting me at your mom's place today. Two options:

Option A – Roof-over: 26 ga. metal panels over the existing shingles, new ridge + flashing. $14,800, about 3 days.

Option B – Tear-off: remove shingles + felt, replace damaged sheathing as needed (est. 6 sheets), new synthetic underlayment + 26 ga. metal. $19,600, about 5 days.

Note: the fascia boards on the ocean-facing side show rot along roughly 20 ft. I recommend replacing them with either option (+$1,150). Likely source of the interior leak.

I can start mid-February if you decide by mid-January.

Jerome Aki
Puna Metal Roofing · 808-555-0139
""")

# ------------------------------------------------------------------ 2026-01
mail("mail/2026/01/2026-01-07_hk2603-schedule-change.eml",
     kind="plain", cte="8bit",
     **{"from": LORNA, "to": ME_WORK, "cc": ALAN,
        "date": "Wed, 07 Jan 2026 08:41:17 -1000",
        "subject": "HK-26-03 — schedule change (yard period)",
        "message-id": "<lp.hk2603.change.0107@marineops.example>"},
     text="""Aloha Dr. Kahale and Dr. Whitcomb,

I'm sorry to be the bearer of this one. Honu Kai's yard period in Honolulu has run long (shaft seal replacement, parts delayed), and we've had to shift the whole spring schedule. HK-26-03 is now:

  Mobilize / load:  Saturday, April 11, 2026 — Pier 1, Hilo
  Depart:           Monday, April 13, 2026, 0800
  Return:           Thursday, April 23, 2026
  Days at sea:      11 days (we had to take one day to fit the next cruise in)

The pre-cruise meeting moves to Wednesday, April 8 at 10:00 in the Marine Ops conference room. Everything else in your cruise plan stands. Please send me an updated station list if the lost day changes your priorities, and let your vendors (freight, dive shop) know about the new dates.

Again, apologies — I know this ripples through everyone's lives.

Lorna Pacheco
Scheduling, Marine Operations · 808-555-0120
""")

mail("mail/2026/01/2026-01-12_re-handoff-day.eml",
     kind="plain", cte="7bit",
     **{"from": DAN, "to": ME_HOME,
        "date": "Mon, 12 Jan 2026 06:02:51 -1000",
        "subject": "Re: handoff day starting Jan?",
        "message-id": "<CAD9x1handoff12@kilohana-mail.example>",
        "in-reply-to": "<lk.handoff.0111@malolo.example>",
        "references": "<lk.handoff.0111@malolo.example>"},
     text="""Yeah let's do it. Starting Friday Jan 16 we switch on Fridays: on my weeks I pick Keoni up from school at 3:00, on yours you do. No more Sunday night drop-offs, and he can just bring his bag to school in the morning. His paddling bag can live in my truck on my weeks.

For April while you're on the ship he'll stay with me both weeks, no problem. I'll get him to practice.

Can you update the shared calendar? I never know how that thing works.

D

On Sun, Jan 11, 2026 at 8:30 PM Leilani Kahale <lei.kahale@malolo.example> wrote:
> Dan - you mentioned your new work schedule makes Sundays hard. What if we
> move the handoff to after school at the end of the week? Keoni's less grumpy
> then anyway. I'm fine either way, just want it settled before the semester
> gets going.
> L
""")

mail("mail/2026/01/2026-01-20_freight-booking-confirmed.eml",
     kind="mixed", cte="7bit",
     **{"from": "Pacific Island Freight <bookings@pacificislandfreight.example>",
        "to": ME_WORK, "cc": "Jake Miller <jake.miller@hbml.example>",
        "date": "Tue, 20 Jan 2026 11:15:33 -1000",
        "subject": "Booking confirmed - Honolulu to Hilo - Kahale / HBML",
        "message-id": "<bk.20260120.kahale@pacificislandfreight.example>"},
     text="""Aloha Dr. Kahale,

Your interisland booking is confirmed. The booking number and full details are in the attached confirmation; please quote the booking number on all correspondence and on the crate labels.

Summary:
- Cargo: 1 wooden crate (CTD + rosette, approx. 1,150 lb) + 1 pallet of sample boxes
- Cargo cutoff in Honolulu: Monday, March 30, 3:00 PM
- Sails Honolulu: Tuesday, March 31
- Available for pickup at the Hilo terminal: Friday, April 3, after 1:00 PM

Invoice will follow from our accounting office against your PO.

Mahalo,
Kalena Brown
Bookings, Pacific Island Freight
""",
     attachments=[("PIF_booking_confirmation.txt", """PACIFIC ISLAND FREIGHT — BOOKING CONFIRMATION

Booking No.:   PIF-558204
Booked:        01/20/2026
Shipper:       Mānoa marine lab, c/o J. Miller
Consignee:     Leilani Kahale, Hilo Bay Marine Laboratory
Origin:        Honolulu, Pier 40 freight yard
Destination:   Hilo terminal
Vessel / voy:  Kaleo Express / 26-013
Cutoff:        03/30/2026 15:00
ETD:           03/31/2026
ETA:           04/03/2026
Pieces:        2 (1 crate ~1,150 lb; 1 pallet ~380 lb)
Handling:      KEEP DRY. Scientific instruments. Do not double-stack.
Customer PO:   26-1188
""", "base64")])

# ------------------------------------------------------------------ 2026-02
mail("mail/2026/02/2026-02-03_lanai-fan-outlets-invoice.eml",
     kind="plain", cte="7bit",
     **{"from": "Sione Tupou <sione@tupouelectric.example>",
        "to": ME_HOME,
        "date": "Tue, 03 Feb 2026 19:22:04 -1000",
        "subject": "Lanai fan + outlets - done / invoice",
        "message-id": "<st.lanai.0203@tupouelectric.example>"},
     text="""Aloha Leilani,

All done yesterday (Mon 2/2). Summary:

- Ceiling fan: Makani Breeze 52" damp-rated, model MB-52DR, white, with the light kit. Wall control by the slider: LEFT switch = fan, RIGHT = light. Remote is in your kitchen drawer.
- 2 GFCI outlets on the lanai (one at each end) with weatherproof in-use covers.
- New 20A circuit from the panel, labeled LANAI.

Invoice: $1,340.00
  labor .......................... $860.00
  fan + light kit ................ $365.00
  outlets, covers, wire, box ..... $115.00

Check or Zelle is fine. No rush.

Tell Rey the ceiling's all his again, I patched the one hole.

Sione
Tupou Electric - 808-555-0168
""")

mail("mail/2026/02/2026-02-09_hk2603-diving-dso-paperwork.eml",
     kind="plain", cte="quoted-printable",
     **{"from": "Janet Wu <divesafety@hbml.example>",
        "to": ME_WORK,
        "date": "Mon, 09 Feb 2026 14:03:26 -1000",
        "subject": "HK-26-03 diving: DSO assignment + paperwork deadline",
        "message-id": "<jw.dive.hk2603.0209@hbml.example>"},
     text="""Aloha Leilani,

For HK-26-03 your shipboard Diving Safety Officer will be Kēhau Pālama. She'll sail with you, run the dive briefings and the O₂ kit, and has final say on all dive operations, including calling off dives for conditions. She has done three Honu Kai cruises — you're in good hands.

Paperwork for every diver in the science party (current dive medical, CPR / First Aid / O₂ cards, updated dive log, regulator + BCD service dates) must be in our office by Wednesday, March 25. Anyone still missing something on March 25 sails as non-diving science party. No exceptions, sorry — that's the university's rule, not mine.

Where things stand on our end:
  • Leilani Kahale — complete
  • Ana Folau — complete
  • Priya Raman — incomplete (please check with her)
  • Jake Miller — non-diver

Mahalo,
Janet Wu
Dive Program Coordinator · Diving Safety Office
""")

mail("mail/2026/02/2026-02-12_island-hopper-fare-sale.eml",
     kind="alt", cte="quoted-printable", html_cte="quoted-printable",
     **{"from": "Island Hopper Air <deals@islandhopperair.example>",
        "to": ME_HOME,
        "date": "Thu, 12 Feb 2026 04:00:00 -1000",
        "subject": "Neighbor island fares from $39 ✈ this week only",
        "message-id": "<deals.2026.0212@islandhopperair.example>",
        "extra_headers": [("List-Unsubscribe", "<https://islandhopperair.example/u/55102>")]},
     text="""FARE SALE — this week only

Hilo ⇄ Honolulu from $49
Kona ⇄ Kahului from $39
Hilo ⇄ Līhuʻe from $69

Book by Feb 18 for travel Mar 1 – May 20. Blackout dates apply. Seats are limited.

Island Hopper Air · Unsubscribe: https://islandhopperair.example/u/55102
""",
     html="""<html><body style="font-family:Arial,sans-serif;background:#fff8e7">
<h1 style="color:#c2410c">✈ FARE SALE — this week only</h1>
<table cellpadding="8" style="background:#fff;border:1px solid #f59e0b">
<tr><th align="left">Route</th><th align="left">From</th></tr>
<tr><td>Hilo ⇄ Honolulu</td><td>$49</td></tr>
<tr><td>Kona ⇄ Kahului</td><td>$39</td></tr>
<tr><td>Hilo ⇄ Līhuʻe</td><td>$69</td></tr>
</table>
<p>Book by Feb 18 for travel Mar 1 &ndash; May 20. Blackout dates apply.</p>
<p style="font-size:10px"><a href="https://islandhopperair.example/u/55102">Unsubscribe</a></p>
</body></html>
""")

mail("mail/2026/02/2026-02-18_re-dive-paperwork-priya.eml",
     kind="plain", cte="7bit",
     **{"from": "Priya Raman <priya.raman@hbml.example>",
        "to": ME_WORK,
        "date": "Wed, 18 Feb 2026 08:37:10 -1000",
        "subject": "Re: dive paperwork for HK-26-03",
        "message-id": "<pr.divepaper.0218@hbml.example>",
        "in-reply-to": "<lk.divepaper.0217@hbml.example>",
        "references": "<lk.divepaper.0217@hbml.example>"},
     text="""Hi Lei,

Medical is cleared (Dr. Ho signed it last week), CPR/First Aid is current, my dive log is uploaded, and my reg + BCD were serviced in January (receipts already sent to Janet).

The one thing I still don't have is my DAN oxygen provider card -- mine expired in January and the next class in Hilo is Saturday, March 21. I'm signed up and paid. I'll send the card to the dive office the minute I have it.

I'm sorry, I know it's cutting it close. If it falls through I can run the wet lab full time.

Priya

On Tue, Feb 17, 2026 at 4:55 PM Leilani Kahale <leilani.kahale@hbml.example> wrote:
> Priya - where are you at with the dive paperwork? Janet says you're still
> "incomplete." What's missing? I want everyone squared away before the ship.
> L
""")

mail("mail/2026/02/2026-02-24_per-diem-change.eml",
     kind="plain", cte="7bit",
     **{"from": GRACE, "to": ME_WORK,
        "date": "Tue, 24 Feb 2026 15:12:44 -1000",
        "subject": "per diem change (FYI)",
        "message-id": "<gn.perdiem.0224@hbml.example>"},
     text="""Hi Leilani,

FYI: the university ship-travel per diem goes up to $71/day effective March 1 (it was $62). Since HK-26-03 sails after that, I'll encumber your at-sea per diem at the new rate. Small bump, but it does come out of your logistics budget.

Reconciliation for the Feb close in a couple of weeks.

Grace
""")

mail("mail/2026/02/2026-02-26_lab-coverage-while-at-sea.eml",
     kind="plain", cte="8bit",
     **{"from": "Ruth Ellison <ruth.ellison@hbml.example>",
        "to": ME_WORK,
        "date": "Thu, 26 Feb 2026 12:30:09 -1000",
        "subject": "Lab coverage while you're at sea",
        "message-id": "<re.coverage.0226@hbml.example>"},
     text="""Hi Leilani,

Sorted: Marcus Lee (one of our TAs — he taught 281L last spring, so he knows the labs) will cover both of your BIOL 281L sections on the two Wednesdays you're away, 4/15 and 4/22. Please send him your lab handouts and the quiz keys by the end of March, and introduce him to the class the week before you go so it's not a total surprise.

Ben offered too, which was sweet, but he's staff, so it has to be a TA.

Fair winds,
Ruth

Ruth Ellison, PhD · Chair, Marine Science
""")

# ------------------------------------------------------------------ 2026-03
mail("mail/2026/03/2026-03-04_dl-appointment-confirmed.eml",
     kind="alt", cte="7bit", html_cte="quoted-printable",
     **{"from": "County of Hawaii Driver Licensing <no-reply-dl@hawaiicounty.example>",
        "to": ME_HOME,
        "date": "Wed, 04 Mar 2026 21:14:52 -1000",
        "subject": "Appointment confirmed: Learner permit knowledge test",
        "message-id": "<dlh.77120@hawaiicounty.example>"},
     text="""APPOINTMENT CONFIRMATION

Confirmation #: DLH-77120
Customer:       KEONI OKAMURA-KAHALE
Service:        Instruction permit (learner) - knowledge test
Date / time:    Friday, March 27, 2026, 9:40 AM
Location:       Hilo Driver Licensing Office, 349 Kapiolani St, Hilo HI 96720

Please arrive 15 minutes early. Applicants under 18 must be accompanied by a parent or legal guardian. Bring:
- proof of identity (certified birth certificate or passport)
- Social Security card
- two documents proving Hawaii residence
- completed application form, signed by the parent

To cancel or reschedule, use the link in this email at least 24 hours before your appointment.
""",
     html="""<html><body style="font-family:Arial,sans-serif">
<h2>Appointment confirmation</h2>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Confirmation #</th><td>DLH-77120</td></tr>
<tr><th align="left">Customer</th><td>KEONI OKAMURA-KAHALE</td></tr>
<tr><th align="left">Service</th><td>Instruction permit (learner) &ndash; knowledge test</td></tr>
<tr><th align="left">Date / time</th><td>Friday, March 27, 2026, 9:40 AM</td></tr>
<tr><th align="left">Location</th><td>Hilo Driver Licensing Office, 349 Kapiolani St, Hilo HI 96720</td></tr>
</table>
<p>Please arrive 15 minutes early. Applicants under 18 must be accompanied by a parent or legal guardian.</p>
<ul><li>Proof of identity (certified birth certificate or passport)</li><li>Social Security card</li><li>Two documents proving Hawaii residence</li><li>Completed application form, signed by the parent</li></ul>
<p><a href="https://dl.hawaiicounty.example/appt/DLH-77120">Cancel or reschedule</a> at least 24 hours ahead.</p>
</body></html>
""")

mail("mail/2026/03/2026-03-09_hk2603-hazmat-formalin.eml",
     kind="plain", cte="8bit",
     **{"from": "Tavita Faleolo <chiefmate@rvhonukai.example>",
        "to": ME_WORK, "cc": LORNA,
        "date": "Mon, 09 Mar 2026 07:50:38 -1000",
        "subject": "HK-26-03 hazmat — formalin / ethanol",
        "message-id": "<tf.hazmat.0309@rvhonukai.example>"},
     text="""Aloha Dr. Kahale,

Got your draft hazmat list, mahalo. A few things about the formalin (10%) and the ethanol:

1. Do NOT send them over with the warehouse pallets. Marine Ops won't forklift hazmat.
2. Hand-carry them to the ship on load day (Sat 4/11) and give them to me or the 2nd mate. They go straight into the hazmat locker on the 01 deck, aft of the wet lab — not the wet lab, not the main lab, not anybody's stateroom.
3. Max 8 L of formalin aboard. Secondary containment for everything. SDS taped to every box.
4. The final hazmat declaration goes to Lorna 30 days before departure — so by March 14.

See you on the 11th.

Tavita Faleolo
Chief Mate, R/V Honu Kai
""")

mail("mail/2026/03/2026-03-11_hk2603-reconciliation.eml",
     kind="plain", cte="base64",
     **{"from": GRACE, "to": ME_WORK,
        "date": "Wed, 11 Mar 2026 16:05:21 -1000",
        "subject": "HK-26-03 reconciliation after Feb close",
        "message-id": "<gn.recon.0311@hbml.example>"},
     text="""Hi Leilani,

Here's where HK-26-03 stands after the February close:

  Budget (logistics)        $48,400.00
  Expended to date          $40,389.85
  Encumbered                 $4,891.75
     at-sea per diem (4 people, new rate)   $3,124.00
     sample shipping to UW (estimate)       $1,767.75
  Remaining unobligated      $3,118.40

That remaining figure includes what's left of your contingency. The ethanol you bought this week will post in March.

One open item on my side: the Big Island Dive Supply tank deposit ($600) that went on your personal card is still not reimbursed — I need the itemized receipt from the shop (the card slip alone won't pass audit). Send it whenever you find it and I'll get it processed within a week.

Your questions:
  • Yes, Ben's per diem stays off (he's shore side).
  • No, the freight invoice is paid in full; nothing more is coming.

Mahalo,
Grace
""")

mail("mail/2026/03/2026-03-13_re-lanai-whats-left.eml",
     kind="plain", cte="7bit",
     **{"from": REY, "to": ME_HOME,
        "date": "Fri, 13 Mar 2026 18:11:47 -1000",
        "subject": "Re: lanai - what's left?",
        "message-id": "<20260313181147.1041@domingobuilders.example>",
        "in-reply-to": "<lk.lanai.0312@malolo.example>",
        "references": "<lk.lanai.0312@malolo.example>"},
     text="""Hi Leilani,

Railing's done as of yesterday (swapped the 4 short balusters). Stair nosing done. Left on MY list: rail cap touch-up on the makai corner -- needs two dry days in a row, so whenever Hilo allows.

Left on YOUR list: the county final inspection. Because the permit is in your name as owner, the county wants the request from you, not me. Call the inspection line (808-555-0100), give them the permit number off the card in the job box, and ask for a "final - residential alteration." Any weekday morning works for me, I'll meet the inspector there.

Final invoice after it passes. No rush on my side, but the permit expires if we sit too long.

Rey

On Thu, Mar 12, 2026 at 7:05 PM Leilani Kahale <lei.kahale@malolo.example> wrote:
> Rey - is there anything left on your side? And is there anything I'm
> supposed to be doing that I've forgotten? (There usually is.)
> L
""")

mail("mail/2026/03/2026-03-17_kona-gear-order-shipped.eml",
     kind="plain", cte="8bit",
     **{"from": "Kona Gear Co. <orders@konagear.example>",
        "to": ME_HOME,
        "date": "Tue, 17 Mar 2026 09:02:13 -1000",
        "subject": "Your order has shipped 📦 (KGC-1183320)",
        "message-id": "<ship.1183320@konagear.example>"},
     text="""Aloha Leilani,

Good news — your order KGC-1183320 is on its way!

  1 × Women's long-sleeve rash guard, UPF 50, size M, color: lagoon   $42.00
  2 × Reef-safe mineral sunscreen, 3 oz                                $31.98
  1 × Roll-top dry bag, 20 L, yellow                                   $24.00
  Shipping (USPS Priority, Hilo)                                       $0.00
  Total charged                                                        $97.98

Tracking: 9400 1000 0000 0000 5511 23 — expected delivery Fri 3/20.

Questions? Just reply to this email. Mahalo for shopping local!
Kona Gear Co.
""")


# ================================================================== mbox
MBOX_PATH = "mail/lists/hilo-reef-keepers.mbox"
LIST_HEADERS = [
    ("List-Id", "Hilo Reef Keepers <reefkeepers.lists.hiloreef.example>"),
    ("List-Post", "<mailto:reefkeepers@lists.hiloreef.example>"),
    ("List-Unsubscribe", "<mailto:reefkeepers-leave@lists.hiloreef.example>"),
    ("Precedence", "list"),
]
LIST_TO = "Hilo Reef Keepers <reefkeepers@lists.hiloreef.example>"
TOMAS = "Tomás Reyes <tomas.reyes@hiloreef.example>"
WENDY = "Wendy Kamaka <wendy.kamaka@hiloreef.example>"

MBOX = []


def lmsg(env_from, env_date, **kw):
    kw["envelope_from"] = env_from
    kw["envelope_date"] = env_date
    kw["path"] = MBOX_PATH + "#%d" % len(MBOX)
    kw.setdefault("kind", "plain")
    kw["extra_headers"] = LIST_HEADERS + kw.get("extra_headers", [])
    kw.setdefault("to", LIST_TO)
    MBOX.append(kw)


lmsg("tomas.reyes@hiloreef.example", "Tue Sep  2 19:40:11 2025", cte="8bit",
     **{"from": TOMAS, "date": "Tue, 02 Sep 2025 19:40:11 -1000",
        "subject": "[ReefKeepers] September survey Sat 9/13 + August recap",
        "message-id": "<tr.sept25@hiloreef.example>"},
     text="""Aloha Reef Keepers,

Reminder: the September survey is Saturday 9/13. Meet 7:00 at the Richardson pavilion as usual; Team B carpools to Leleiwi.

August was cancelled for high surf — good call, the ladder at Richardson was underwater by 8.

From the July data it looks like we're starting to see some paling at Leleiwi. Not bleaching yet, but bring your color cards and take photos of anything pale.

Also: beach cleanup at Leleiwi, Sat 9/27, 8:00. Bags and gloves provided.

Tomás
""")

lmsg("tomas.reyes@hiloreef.example", "Thu Oct 30 18:05:44 2025", cte="8bit",
     **{"from": TOMAS, "date": "Thu, 30 Oct 2025 18:05:44 -1000",
        "subject": "[ReefKeepers] Changes for 2026 + please vote",
        "message-id": "<tr.changes2026@hiloreef.example>"},
     text="""Aloha all,

Two things.

1) I'm moving to Maui at the end of December to be closer to the grandkids, so this is my last season as coordinator. Wendy Kamaka has agreed to take over starting in January — most of you know her from the Richardson team. She'll be great (and more organized than me, which isn't hard).

2) We keep getting requests from families with teenagers. The board proposes: volunteers 16 and 17 can join with a signed parent waiver; volunteers 12 to 15 only with a parent or guardian in the water with them, on the same transect. Please reply YES or NO to me by Nov 8.

Tomás
""")

lmsg("tomas.reyes@hiloreef.example", "Mon Nov 10 20:12:03 2025", cte="8bit",
     **{"from": TOMAS, "date": "Mon, 10 Nov 2025 20:12:03 -1000",
        "subject": "[ReefKeepers] Vote result: younger volunteers",
        "message-id": "<tr.vote.result@hiloreef.example>"},
     text="""Aloha,

The vote passed, 23 to 4. Starting with the December survey:

- Minimum age is 12.
- Volunteers 16 and 17 can join with a signed parent waiver.
- Volunteers under 16 must have a parent or guardian in the water with them, on the same transect, the whole time.
- Everyone under 18 stays out of the Leleiwi entry on big surf days, no matter who they're with.

Waivers are in the gear shed binder. Mahalo for voting!

Tomás
""")

lmsg("lei.kahale@malolo.example", "Tue Nov 11 06:31:27 2025", cte="7bit",
     **{"from": ME_HOME, "date": "Tue, 11 Nov 2025 06:31:27 -1000",
        "subject": "Re: [ReefKeepers] Vote result: younger volunteers",
        "message-id": "<lk.rk.vote.reply@malolo.example>",
        "in-reply-to": "<tr.vote.result@hiloreef.example>",
        "references": "<tr.vote.result@hiloreef.example>"},
     text="""Works for us -- Keoni (15) will come with me on the Leleiwi team and stay on my transect.

Also, since we're about to get a bunch of new people: I'm happy to make a laminated fish ID card for the newbies (the 10 indicator species from the back of the datasheet, with photos from our own transects so they look like what people actually see). I'll aim to have it ready in the spring.

Leilani

On Mon, Nov 10, 2025 at 8:12 PM Tomas Reyes <tomas.reyes@hiloreef.example> wrote:
> The vote passed, 23 to 4. Starting with the December survey:
> - Minimum age is 12.
> - Volunteers 16 and 17 can join with a signed parent waiver.
""")

lmsg("wendy.kamaka@hiloreef.example", "Mon Jan  5 17:20:50 2026", cte="7bit",
     **{"from": WENDY, "date": "Mon, 05 Jan 2026 17:20:50 -1000",
        "subject": "[ReefKeepers] Aloha from your new coordinator + NEW start time",
        "message-id": "<wk.hello2026@hiloreef.example>"},
     text="""Aloha Reef Keepers, and hau'oli makahiki hou!

I'm Wendy Kamaka, and I'm taking over as coordinator from Tomas (who is already sending us sunset photos from Maui, rude).

The big change: starting with the January 10 survey we meet at 6:30 AM, not 7:00, at the Richardson pavilion. The low tides this winter and spring are early, and by 9 it's too hot on the rocks for the shore team. Same place, same 2nd Saturday, just half an hour earlier.

I've updated the shared calendar -- if you subscribed to the old one, the 7:00 series ends in December.

See you on the 10th. Bring coffee.

Wendy Kamaka
Coordinator, Hilo Reef Keepers
""")

lmsg("wendy.kamaka@hiloreef.example", "Wed Jan 28 19:02:15 2026", cte="quoted-printable",
     **{"from": WENDY, "date": "Wed, 28 Jan 2026 19:02:15 -1000",
        "subject": "[ReefKeepers] Fish ID training night — Thu Feb 19",
        "message-id": "<wk.fishid.night@hiloreef.example>"},
     text="""Aloha all,

Lots of new faces this year (mahalo, new waiver policy!), so we're doing a fish ID training night:

  Thursday, February 19, 6:30–8:30 PM
  Kaikoʻo Community Room (Bayfront, next to the canoe hālau)

We'll go through the 10 indicator species, how to tell the tangs apart, and what to write when you're not sure. Bring a notebook. Pizza provided.

Leilani is working on a fish ID card for all of us — if she has a draft by then we'll test it.

Wendy
""")

lmsg("wendy.kamaka@hiloreef.example", "Mon Feb 16 20:44:08 2026", cte="7bit",
     **{"from": WENDY, "date": "Mon, 16 Feb 2026 20:44:08 -1000",
        "subject": "[ReefKeepers] February results -- Leleiwi bleaching",
        "message-id": "<wk.feb.results@hiloreef.example>"},
     text="""Aloha,

Thank you to everyone who came out on the 14th in that cold rain.

Richardson looked about the same as January. Leleiwi had the worst bleaching we have recorded at that site -- both transects, mostly Montipora plates and some Pocillopora heads. The numbers are in the shared log.

What to do if you see bleaching (on a survey or on your own):
1. Don't touch it and don't stand near it.
2. Photograph it with the color card in the frame.
3. Note the site, transect or GPS, and depth.
4. Report it to the state Reef Alert line, 808-555-0199, within 48 hours (or the online form on their site).
5. Please don't post exact locations on social media.

We'll keep the same transects so we can track recovery.

Wendy
""")

lmsg("wendy.kamaka@hiloreef.example", "Tue Mar 10 18:15:30 2026", cte="7bit",
     **{"from": WENDY, "date": "Tue, 10 Mar 2026 18:15:30 -1000",
        "subject": "[ReefKeepers] March survey Sat 3/14 + April",
        "message-id": "<wk.march.survey@hiloreef.example>"},
     text="""Aloha,

March survey is this Saturday 3/14, 6:30 at the pavilion as usual. Forecast says showers, so bring a jacket for the beach part.

April survey is still on for 4/11 -- a few of our regulars will be away (Leilani on her research cruise), so I need one more Leleiwi lead. Volunteers?

Lei -- how's that fish ID card coming? No pressure. (Some pressure.)

Wendy
""")
