from lib import eml

M = 'Marcus Adeyemi-Hart <marcus@mardykecycles.example.co.uk>'
MADDR = 'marcus@mardykecycles.example.co.uk'
MP = 'Marcus Adeyemi-Hart <marcus.ah@postbox.example>'


def build():
    # 18 --------------------------------------------------------- race final instructions (alternative, QP)
    eml('mail/2025/09/2025-09-16_harbourside-half-final-instructions.eml',
        frm='Harbourside Half <hello@harbourside-half.example.org>', to='marcus.ah@postbox.example',
        date='2025-09-16 18:00 +0100',
        subject='Harbourside Half - your final race instructions (Sunday 21 September)',
        cte='quoted-printable',
        text="""Hi Marcus,

Sunday is nearly here! Everything you need is below.

YOUR RACE NUMBER: 4187
YOUR START WAVE: C (yellow) - wave start 09:20

Your number is printed on the bib in your race pack - pin it to the front of
your top. The timing chip is on the back of the bib; don't fold or bend it.

START: Anchor Road, outside the Amphitheatre, Harbourside. Wave pens open
at 08:40. Please be in your pen by 09:10.
FINISH: Millennium Promenade. Medal, water and your T-shirt are collected
after the finish funnel.

BAG DROP: Lloyd's Lawn marquee, closes 08:50.
TOILETS: Anchor Road and the Amphitheatre steps. Queues are longest 08:30-09:00.
WATER: miles 3, 6, 8 and 11. Energy gels at mile 8 (citrus flavour).
ROAD CLOSURES: Cumberland Road and the Portway close from 07:30.

Results will be emailed within 72 hours and posted on the website.

Have a great run - and thank you for running for charity!
The Harbourside Half team
""",
        html="""<html><body style="font-family:Arial,sans-serif">
<h2 style="color:#e0560b">Harbourside Half &ndash; final instructions</h2>
<p>Hi Marcus,</p><p>Sunday is nearly here! Everything you need is below.</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
<tr><td><b>Race number</b></td><td>4187</td></tr>
<tr><td><b>Start wave</b></td><td>C (yellow) &ndash; wave start 09:20</td></tr>
<tr><td><b>Start</b></td><td>Anchor Road, outside the Amphitheatre, Harbourside. Pens open 08:40, be in your pen by 09:10.</td></tr>
<tr><td><b>Finish</b></td><td>Millennium Promenade</td></tr>
<tr><td><b>Bag drop</b></td><td>Lloyd's Lawn marquee, closes 08:50</td></tr>
<tr><td><b>Water</b></td><td>miles 3, 6, 8 and 11. Energy gels at mile 8 (citrus).</td></tr>
</table>
<p>Results will be emailed within 72 hours and posted on the website.</p>
<p>The Harbourside Half team</p>
</body></html>""")

    # 19 --------------------------------------------------------- results (HTML only, base64)
    eml('mail/2025/09/2025-09-24_harbourside-half-results.eml',
        frm='Harbourside Half <results@harbourside-half.example.org>', to='marcus.ah@postbox.example',
        date='2025-09-24 09:00 +0100',
        subject='Your Harbourside Half 2025 result',
        html_cte='base64',
        html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#e0560b">Congratulations, Marcus!</h2>
<p>You finished the Harbourside Half 2025. Here is your official result:</p>
<table cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc">
<tr><td>Chip time</td><td><b>1:52:41</b></td></tr>
<tr><td>Gun time</td><td>1:56:02</td></tr>
<tr><td>Overall position</td><td>2,318 of 6,904</td></tr>
<tr><td>Category (M45-49)</td><td>171 of 512</td></tr>
<tr><td>10k split</td><td>53:01</td></tr>
<tr><td>Average pace</td><td>5:20 /km</td></tr>
</table>
<p>Your finisher certificate and photos will be available on the results page from Friday.</p>
<p>Entries for 2026 open on 1 November - early bird price for this year's finishers.</p>
<p>The Harbourside Half team</p>
<img src="https://px.harbourside-half.example.org/r/2025/a91f3c.gif" width="1" height="1" alt="">
</body></html>""")

    # 20 --------------------------------------------------------- insurance renewal (mixed + base64 schedule)
    eml('mail/2025/10/2025-10-01_severn-mutual-renewal.eml',
        frm='Owen Tredegar <owen.tredegar@severnmutual.example.co.uk>', to=M,
        date='2025-10-01 11:30 +0100',
        subject='Your shop insurance renewal - 1 November 2025',
        cte='quoted-printable', mid='<smb-1001-ren@severnmutual.example.co.uk>',
        text="""Hi Marcus,

Your shop policy with Cyclesure Commercial is due for renewal on
1 November 2025. Renewal terms are attached (schedule summary).

The headlines:
- premium £1,412.60 including IPT (last year £1,284.00)
- theft excess goes from £250 to £500
- a new condition about customer cycles left overnight - please read
  endorsement E7 carefully; it needs a ground anchor fitted by 30 November.

The increase is mainly the August claim. I did try two other insurers who
cover goods in trust for cycle workshops; one declined, the other was £1,690.
So I'd recommend accepting.

Let me know by 24 October if you're happy to go ahead, and whether you want
to pay annually or monthly again.

Best,
Owen

Owen Tredegar Cert CII
Account Executive, Severn Mutual Brokers | 0117 496 0415
""",
        attachments=[('renewal_schedule_summary.txt', """SEVERN MUTUAL BROKERS - RENEWAL SCHEDULE SUMMARY
Insurer:        Cyclesure Commercial
Policy number:  SMB-BIK-774210
Insured:        Marcus Adeyemi-Hart t/a Mardyke Cycles & Coffee
Premises:       23 Kilnworth Street, Bedminster, Bristol BS3 4NX
Period:         01/11/2025 to 31/10/2026
Trade:          Cycle repair workshop and cafe (no cycle sales other than
                second-hand on commission)

SECTIONS AND SUMS INSURED
  Stock (parts, accessories, coffee)           GBP  18,000
  Goods in trust (customers' cycles)           GBP  40,000  any one cycle GBP 6,000
  Contents, tools and catering equipment       GBP  22,000
  Business interruption (gross profit)         GBP  60,000  12 months
  Public liability                             GBP  5,000,000
  Employers' liability                         GBP  10,000,000

EXCESSES
  Theft                                        GBP  500
  Escape of water                              GBP  350
  All other claims                             GBP  250

CLAIMS HISTORY (5 years)
  08/2025  Theft of customer e-bike from rear yard   GBP 2,950 (open)

ENDORSEMENTS
  E3  Cash in transit limited to GBP 1,000.
  E7  CUSTOMER CYCLES OVERNIGHT. Customers' cycles left on the premises
      outside business hours must be kept inside the locked building, or
      secured with a closed-shackle lock to a ground anchor rated Sold
      Secure Gold (or higher). Cycles kept in the yard without such
      security are not covered. The insured must fit the ground anchor by
      30/11/2025 and send photographic evidence to the broker.
  E9  Intruder alarm to be set whenever the premises are unattended.

PREMIUM
  Annual premium incl. IPT                     GBP  1,412.60
  Monthly option (10 instalments)              GBP  148.32 per month
""")])

    # 21 --------------------------------------------------------- new opening hours to staff (8bit)
    eml('mail/2025/10/2025-10-03_new-opening-hours.eml',
        frm=M, to='Tomek Zielinski <tomek.zielinski@postbox.example>, Hannah Brierley <hannahbrierley@mailhub.example>',
        date='2025-10-03 19:22 +0100',
        subject='New opening hours from Tuesday 7th - final version',
        cte='8bit',
        text="""Hi both,

Final version, as we talked about on Saturday. From Tuesday 7 October:

  Mon      closed
  Tue–Fri  7:30am – 5pm
  Sat      8:30am – 4pm
  Sun      9am – 1pm, coffee counter only (workshop shut)

So yes, we are doing Sundays after all. I know I said no Sundays back in the
spring. The numbers changed my mind - the early coffee trade is there, and a
short Sunday morning looks worth it. We'll review at Christmas.

What it means for you:
- Tomek: still Tue/Wed/Thu, but 8:00–5:00 now (workshop opens at 8, the
  coffee side opens at 7:30). Same hours in total, roughly.
- Hannah: Tue 7:15–10:15 (early coffee), Fri 7:15–5:15, Sat 8:15–4:15 and
  Sun 8:45–1:15. That's the extra hours you asked for - about 24 a week.
  New contract letter on Tuesday.
- Me: Tue–Sat opening at 7:15, and one Sunday a month.

Rota's updated on the calendar. Door sign is done, Google is done.

Last thing - please stop telling regulars we "might" open Sundays, we are!

Cheers,
Marcus
""")

    # 22 --------------------------------------------------------- Jo forwards school UCAS email (7bit, forward)
    eml('mail/2025/10/2025-10-08_fwd-ucas-internal-deadline.eml',
        frm='Jo Hart <jo.hart@postbox.example>', to=MP,
        date='2025-10-08 12:44 +0100',
        subject='Fwd: Year 13 UCAS - internal deadline Friday 17 October',
        cte='7bit',
        text="""FYI - the fee thing. You said you'd do it. Jo x

---------- Forwarded message ---------
From: Ms D. Kwarteng <d.kwarteng@redcliffevale.example.sch.uk>
Date: Tue, 7 Oct 2025 at 16:02
Subject: Year 13 UCAS - internal deadline Friday 17 October
To: Year 13 Parents and Carers <y13parents@redcliffevale.example.sch.uk>

Dear Parents and Carers,

A reminder that the school's internal deadline for UCAS applications is
Friday 17 October. By then students must have:

  - completed all sections of their application in UCAS Hub
  - had their personal statement signed off by their tutor
  - paid the UCAS application fee (GBP 28.95 for up to five choices)

Once a student has paid and submitted to us, I add the school reference and
predicted grades and send the application on to UCAS. Applications can't be
sent until the fee is paid.

Students applying for courses with portfolio reviews (architecture, art and
design) should check each university's portfolio deadline separately.

If you have any questions please contact me directly.

Kind regards,

Ms Deborah Kwarteng
Head of Sixth Form, Redcliffe Vale Sixth Form
""")

    # 23 --------------------------------------------------------- Marcus accepts renewal (reply)
    eml('mail/2025/10/2025-10-20_re-insurance-renewal.eml',
        frm=M, to='Owen Tredegar <owen.tredegar@severnmutual.example.co.uk>',
        date='2025-10-20 08:02 +0100',
        subject='Re: Your shop insurance renewal - 1 November 2025',
        cte='8bit',
        headers={'In-Reply-To': '<smb-1001-ren@severnmutual.example.co.uk>',
                 'References': '<smb-1001-ren@severnmutual.example.co.uk>'},
        text="""Owen,

Yes, go ahead with the renewal at £1,412.60 - monthly again please, same
direct debit.

Understood on the ground anchor. The landlord's putting a new gate in too.
I'll get a Sold Secure Gold anchor fitted in the yard and send you a photo
before the 30th of November. In the meantime nothing stays in the yard
overnight - it's all inside.

Thanks for shopping it around.

Marcus

On Wed, 1 Oct 2025 at 11:30, Owen Tredegar wrote:
> Your shop policy with Cyclesure Commercial is due for renewal on
> 1 November 2025. Renewal terms are attached (schedule summary).
> - premium £1,412.60 including IPT (last year £1,284.00)
> - theft excess goes from £250 to £500
> Let me know by 24 October if you're happy to go ahead.
""")

    # 24 --------------------------------------------------------- Pugh plumbing (base64 plain)
    eml('mail/2025/10/2025-10-28_pugh-plumbing-visit.eml',
        frm='Gareth Pugh <gareth@pughandsons.example.co.uk>', to=MP,
        date='2025-10-28 07:31 +0000',
        subject='Kitchen leak - Cranmore Terrace - Thursday',
        cte='base64',
        text="""Morning Marcus,

Confirming I'll be with you Thursday 30 October at 8am for the leak under the
kitchen sink (8 Cranmore Terrace).

From what you described it sounds like the compression fitting on the
dishwasher isolating valve. I'll bring a new valve, fittings and a dishwasher
hose in case that's gone too.

Price as we said on the phone: £165 labour (up to 2 hours), parts at cost on
top. If it turns out to be something in the wall it'll be more and I'll talk
to you before doing anything.

Until then keep the dishwasher valve off and a tray under it. If it gets worse,
turn the main stopcock off.

Cheers,
Gareth
Pugh & Sons Plumbing and Heating
07700 900924
""")
