from common import mail, write_eml, quote, dedent, den, RAY, CT, ET
from datetime import datetime, timezone, timedelta

COLLEEN = 'Colleen Marchetti <manager@tennysongrowers.example.org>'
JAVIER = 'Javier Ruelas <jruelas@columbinefcu.example>'
ADA = 'Ada Okafor-Banks <ada.banks@peachmail.example>'
DANA = 'Dana Whitfield <dwhitfield@mesamail.example>'
PATRICE = 'Patrice Wendell <pwendell@cherryvaletitle.example>'

PIXEL = '<img src="https://t.{d}.example/o/{k}.gif" width="1" height="1" alt="" style="display:none">'

def build():
    # ------------------------------------------------------------ E1 vendor acceptance
    txt = dedent('''
    Hi Ray,

    Good news — Okafor-Lindqvist Apiary is accepted as a vendor for the 2025
    season of the Tennyson Street Growers' Market!

    Season: Saturdays, May 17 – October 11, 8:00am – 1:00pm
    Location: St. Brendan's Church parking lot, W 38th Ave & Tennyson St
    Your stall: #23 (north row, next to the bike rack)
    Season fee: $340 — invoice to follow, due by 3/15

    Vendor rules reminder:
    - Canopies must be weighted, 25 lb per leg minimum. No exceptions.
    - Cottage food vendors must display the required placard.
    - No live animals / live bees at the stall (observation hives included, sorry!).
    - Set-up from 7:00am, vehicles out of the lot by 7:45am.

    Welcome back, and thanks for being one of our "original twelve."

    Colleen Marchetti
    Market Manager, Tennyson Street Growers' Market
    (720) 555-0133
    ''')
    html = ('<html><body><p>Hi Ray,</p><p>Good news &mdash; <b>Okafor-Lindqvist Apiary</b> is accepted '
            'as a vendor for the 2025 season of the Tennyson Street Growers&#39; Market!</p>'
            '<table border="1" cellpadding="4"><tr><td>Season</td><td>Saturdays, May 17 &ndash; October 11, 8:00am &ndash; 1:00pm</td></tr>'
            '<tr><td>Location</td><td>St. Brendan&#39;s Church parking lot, W 38th Ave &amp; Tennyson St</td></tr>'
            '<tr><td>Your stall</td><td>#23 (north row, next to the bike rack)</td></tr>'
            '<tr><td>Season fee</td><td>$340 &mdash; invoice to follow, due by 3/15</td></tr></table>'
            '<p>Vendor rules: canopies weighted 25 lb per leg; cottage food placard required; no live bees at the stall; '
            'set-up from 7:00am, vehicles out by 7:45am.</p>'
            '<p>Welcome back!<br>Colleen Marchetti<br>Market Manager</p></body></html>')
    write_eml('mail/2025/03/2025-03-04_market-vendor-acceptance.eml', mail(
        frm=COLLEEN, to=RAY, date=den(2025, 3, 4, 19, 12),
        subject="You're in! 2025 vendor acceptance – Tennyson Street Growers' Market",
        msgid='<tsgm-2025-accept-023@tennysongrowers.example.org>',
        body=txt, cte='quoted-printable', html=html))

    # ------------------------------------------------------------ E2 queen order (HTML only)
    html = dedent('''
    <html><body style="font-family:Georgia,serif">
    <h2>Salida Mountain Queens</h2>
    <p>Thank you for your order, Raymond!</p>
    <table border="1" cellpadding="5" cellspacing="0">
    <tr><th>Order #</th><td>SMQ-20518</td></tr>
    <tr><th>Item</th><td>Carniolan mated queen (marked, clipped: no) x 1</td></tr>
    <tr><th>Queen</th><td>$48.00</td></tr>
    <tr><th>Express shipping (live bees, UPS Next Day)</th><td>$32.00</td></tr>
    <tr><th>Total</th><td><b>$80.00</b></td></tr>
    <tr><th>Ships</th><td>Tuesday 5/20/2025</td></tr>
    <tr><th>Ship to</th><td>Raymond Okafor-Lindqvist, 3318 Ashgrove Ct, Denver CO 80207</td></tr>
    </table>
    <p>Queens are shipped in JZ-BZ cages with attendants and candy. Please open the box as soon as
    it arrives, put a drop of water on the screen, and keep her somewhere dark and room temperature
    until you install her. Leave the candy plug in for a slow release.</p>
    <p>Questions? Reply to this email or call the bee yard, (719) 555-0114.</p>
    <p>— Marisela &amp; the Salida Mountain Queens crew</p>
    </body></html>
    ''')
    write_eml('mail/2025/05/2025-05-19_salida-queen-order.eml', mail(
        frm='Salida Mountain Queens <orders@salidaqueens.example>', to=RAY,
        date=den(2025, 5, 19, 21, 4), subject='Order SMQ-20518 confirmed – 1 x Carniolan mated queen',
        msgid='<order-20518@salidaqueens.example>', html=html, cte='quoted-printable'))

    # ------------------------------------------------------------ E3 promo (noise)
    html = dedent('''
    <html><body>
    <div style="background:#f5c518;padding:12px"><h1>MILE HIGH BEE SUPPLY</h1>
    <p>Memorial Day Weekend SALE — 15% off everything in the Arvada store &amp; online</p></div>
    <table border="0" cellpadding="6">
    <tr><td>8-frame deep boxes (unassembled)</td><td>$24.95</td></tr>
    <tr><td>Queen excluders, metal</td><td>$12.50</td></tr>
    <tr><td>1 lb Queenline glass jars, case of 12</td><td>$17.95 <i>(limited stock!)</i></td></tr>
    <tr><td>Ventilated jacket</td><td>$139.00</td></tr>
    </table>
    <p>Use code <b>BUZZ15</b> at checkout. Ends Monday 5/26 at midnight.</p>
    <p style="font-size:10px">You are receiving this because you purchased from Mile High Bee Supply.
    Unsubscribe | 7740 Ralston Rd, Arvada CO</p>
    ''') + PIXEL.format(d='milehighbee', k='a91f2') + '\n</body></html>\n'
    write_eml('mail/2025/05/2025-05-23_mile-high-bee-supply-sale.eml', mail(
        frm='Mile High Bee Supply <news@milehighbeesupply.example>', to=RAY,
        date=den(2025, 5, 23, 6, 0), subject='🐝 Memorial Day SALE – 15% off hive bodies, jars & more',
        msgid='<mhbs-promo-20250523.8812@milehighbeesupply.example>', html=html,
        cte='quoted-printable'))

    # ------------------------------------------------------------ E4 market relocation
    txt = dedent('''
    Hi vendors,

    Big news, and I promise it's mostly good: St. Brendan's is repaving their
    parking lot this July, so starting Saturday, July 12 the market moves to
    the Berkeley Commons lot at W 44th Ave & Tennyson St (the big lot behind
    the old hardware store), for the rest of the 2025 season through 10/11.

    Everybody gets a new stall number. Ray — you're stall B-6 (corner spot,
    second row, facing 44th). Map attached in the next email, I'm having a
    fight with the printer.

    - Same hours, 8am-1pm. Set-up from 7am.
    - Vehicles can unload from the alley on the west side.
    - There's no shade on the new lot, so bring your canopy and extra water.
    - July 5 is our LAST Saturday at St. Brendan's.

    Thanks for rolling with this. Honestly I think the foot traffic will be
    better up on 44th.

    Colleen
    ''')
    write_eml('mail/2025/06/2025-06-30_market-moving-july-12.eml', mail(
        frm=COLLEEN, to='Tennyson Street Vendors <vendors@tennysongrowers.example.org>',
        cc=RAY, date=den(2025, 6, 30, 20, 41),
        subject='Market is MOVING July 12 – new lot + new stall numbers',
        msgid='<tsgm-2025-move@tennysongrowers.example.org>', body=txt,
        cte='quoted-printable'))

    # ------------------------------------------------------------ E5 Rocky Ridge jars (base64 HTML)
    html = dedent('''
    <html><body style="font-family:Arial,sans-serif">
    <p>Hello Ray,</p>
    <p>Thanks for choosing <b>Rocky Ridge Packaging</b>. Your order is confirmed and ready for
    <b>will-call pickup</b> from Tuesday 7/22.</p>
    <table border="1" cellpadding="5" cellspacing="0">
    <tr><th>Order</th><td>RRP-11604</td></tr>
    <tr><th>Items</th><td>16 oz (1 lb) glass queenline jar, 58-400 gold lid &mdash; 10 cases of 12<br>
    8 oz glass queenline jar, 48-400 gold lid &mdash; 6 cases of 12</td></tr>
    <tr><th>Subtotal</th><td>$221.40</td></tr>
    <tr><th>Pickup</th><td>Rocky Ridge Packaging will-call dock, 4825 E 60th Ave, Unit C, Commerce City, CO 80022<br>
    Mon&ndash;Fri 7:30am&ndash;3:30pm. Ring the bell at Door 3.</td></tr>
    </table>
    <p>Bring this email or your order number. Cases are heavy &mdash; bring a dolly if you have one.</p>
    <p>Kind regards,<br>Tish Vargas<br>Customer Service, Rocky Ridge Packaging</p>
    </body></html>
    ''')
    write_eml('mail/2025/07/2025-07-08_jar-order-confirmation.eml', mail(
        frm='Rocky Ridge Packaging <orders@rockyridgepack.example>', to=RAY,
        date=den(2025, 7, 8, 10, 15), subject='Order RRP-11604 confirmed – will-call',
        msgid='<rrp-11604-conf@rockyridgepack.example>', html=html, cte='base64'))

    # ------------------------------------------------------------ E6 surgery scheduled + attachment
    body = dedent('''
    Dear Mr. Okafor-Lindqvist,

    As Mr. Chukwuemeka Okafor's designated contact, we are confirming his
    procedure with Dr. Anil Varghese:

      Procedure: Right total hip arthroplasty (anterior approach)
      Date/time: Tuesday, August 19, 2025 at 7:30 AM
      Hospital:  Hennepin Lakes Medical Center, Minneapolis

    His pre-operative instructions are attached. Please review them with him
    and bring the list of current medications on the day. A pre-op nurse
    will call on August 18 in the afternoon.

    Surgery Scheduling
    Lakeside Orthopedic & Spine
    (612) 555-0105
    ''')
    att = dedent('''
    LAKESIDE ORTHOPEDIC & SPINE - PRE-OPERATIVE INSTRUCTIONS
    Patient: Chukwuemeka Okafor      Surgeon: Anil Varghese, MD
    Procedure: R total hip arthroplasty        Date: 08/19/2025

    ARRIVAL
      Arrive at 5:30 AM. Surgery is scheduled for 7:30 AM.
      Check in at: Hennepin Lakes Medical Center, Tower B, Level 2 -
      Surgery Check-In desk (take the Tower B elevators from the skyway).
      Park in Ramp C (Riverside entrance); bring the parking ticket to the
      desk for validation.

    THE NIGHT BEFORE
      - Nothing to eat after midnight. Clear liquids (water, apple juice,
        black tea with no milk) until 4:30 AM, then nothing.
      - Shower with the CHG soap provided, the night before and the morning of.
      - Take lisinopril the morning of surgery? NO - hold it. Take atorvastatin
        as usual the night before.

    BRING
      - Photo ID, Medicare and supplement cards
      - List of medications
      - Walker (if you have one already) - label it with his name
      - Loose clothing, slip-on shoes with a back

    One adult may wait in the Tower B family lounge. Updates by text.
    ''')
    write_eml('mail/2025/07/2025-07-15_lakeside-surgery-confirmation.eml', mail(
        frm='Lakeside Orthopedic & Spine <scheduling@lakesideortho.example>', to=RAY,
        date=datetime(2025, 7, 15, 14, 22, tzinfo=CT),
        subject='Surgery confirmation – C. Okafor – Dr. Varghese',
        msgid='<sched-88231-okafor@lakesideortho.example>', body=body, cte='7bit',
        attachments=[('pre-op-instructions-okafor.txt', att, 'plain')]))

    # ------------------------------------------------------------ E7 Ada thread (decision: home)
    ray_orig = dedent('''
    Ada,

    Writing this down so we don't re-argue it at 2am in August.

    After the hospital he goes to a TCU for rehab (the surgeon's office says
    most people his age do 10-14 days). Then:

    Option A: home to Larkwood Ave with an aide + home PT.
    Option B: assisted living (Lake Nokomis place, ~$6,200/mo, waitlist).
    Option C: move him out here to Denver.

    He has said "I'm going back to that house" about nine times. I think we
    do A and revisit if he falls. Coverage: me 8/17-8/30, you 8/30-9/10?

    R
    ''')
    ada = dedent('''
    Agreed. A it is — definately home with an aide and PT at the house. No assisted
    living, not now. I'll stop sending you the Denver condo listings (mostly).

    I've booked 8/30-9/10, landing MSP 2:15pm on the 30th, so we overlap for
    a few hours and you can show me where you've hidden everything.

    Can you start calling home-care agencies? I'll ask Darlene if she's
    willing to be the emergency key person. She'll say yes before I finish
    the sentence.

    Love,
    A

    ''')
    write_eml('mail/2025/07/2025-07-22_re-dad-after-rehab.eml', mail(
        frm=ADA, to=RAY, date=datetime(2025, 7, 22, 23, 8, tzinfo=ET),
        subject='Re: Dad after rehab – deciding now',
        msgid='<CAF-ada-20250722-2308@peachmail.example>',
        in_reply_to='<rokl-20250722-2011@pinemail.example>',
        body=ada + 'On Tue, Jul 22, 2025 at 9:11 PM Ray Okafor-Lindqvist <ray.okl@pinemail.example> wrote:\n' + quote(ray_orig) + '\n',
        cte='8bit'))

    # ------------------------------------------------------------ E8 Cedar Glen admission
    txt = dedent('''
    Dear Raymond,

    We have a bed for Mr. Chukwuemeka Okafor at Cedar Glen Transitional Care
    and look forward to welcoming him tomorrow, Thursday, August 21.

      Address: 5150 Cedar Glen Dr, Minneapolis, MN 55417
      Room: 112 (private, east wing)
      Expected arrival: early afternoon, by medical transport from
      Hennepin Lakes Medical Center
      Front desk: 612-555-0190

    Visiting hours are 9am-8pm. Please bring labeled clothing for 5-7 days
    (loose pants, t-shirts, a sweater), non-skid shoes that fit over a swollen
    foot, toiletries, and his glasses/hearing aids. Please don't bring
    valuables or medications from home.

    A care conference with the rehab team is usually held within 72 hours.

    Warm regards,
    Bethany Lund, Admissions Coordinator
    Cedar Glen Transitional Care
    ''')
    html = ('<html><body><p>Dear Raymond,</p><p>We have a bed for Mr. Chukwuemeka Okafor at <b>Cedar Glen '
            'Transitional Care</b> and look forward to welcoming him tomorrow, Thursday, August 21.</p>'
            '<ul><li>Address: 5150 Cedar Glen Dr, Minneapolis, MN 55417</li><li>Room: 112 (private, east wing)</li>'
            '<li>Expected arrival: early afternoon, by medical transport</li><li>Front desk: 612-555-0190</li></ul>'
            '<p>Visiting hours 9am&ndash;8pm. Bring labeled clothing for 5&ndash;7 days, non-skid shoes, toiletries, glasses/hearing aids.</p>'
            '<p>Warm regards,<br>Bethany Lund, Admissions Coordinator</p></body></html>')
    write_eml('mail/2025/08/2025-08-20_tcu-admission-tomorrow.eml', mail(
        frm='Cedar Glen Admissions <admissions@cedarglentcu.example>', to=RAY,
        date=datetime(2025, 8, 20, 16, 40, tzinfo=CT),
        subject='Admission tomorrow – Mr. C. Okafor – Cedar Glen Transitional Care',
        msgid='<adm-5521@cedarglentcu.example>', body=txt, cte='quoted-printable', html=html))

    # ------------------------------------------------------------ E9 newsletter (noise, mp/alt)
    txt = dedent('''
    HIVE & HARVEST WEEKLY — August 7, 2025

    1. It's mite season. Do your wash. Seriously.
       The 3% threshold is a guideline, not a law of physics — colonies going into
       winter need to be well under it.

    2. Robbing season starts when the flow stops.
       Reduce entrances on weak colonies, don't spill syrup, work fast.

    3. Reader question: "Why is my late-summer honey so dark?"
       Fall nectar sources (and in some places, honeydew) give darker, stronger
       honey. Some customers love it. Some ask if it's burnt.

    4. Product spotlight: our new ventilated gloves.

    You're receiving Hive & Harvest Weekly because you signed up at a bee expo.
    Unsubscribe any time.
    ''')
    html = ('<html><body><h1>Hive &amp; Harvest Weekly</h1><p><i>August 7, 2025</i></p>'
            '<h3>1. It&#39;s mite season. Do your wash.</h3><p>The 3% threshold is a guideline, not a law of physics.</p>'
            '<h3>2. Robbing season starts when the flow stops.</h3><p>Reduce entrances on weak colonies, don&#39;t spill syrup, work fast.</p>'
            '<h3>3. Reader question: dark late-summer honey</h3><p>Fall nectar sources give darker, stronger honey.</p>'
            '<h3>4. Product spotlight: ventilated gloves</h3><p style="font-size:10px">Unsubscribe any time.</p>'
            + PIXEL.format(d='hiveharvest', k='w0807') + '</body></html>')
    write_eml('mail/2025/08/2025-08-07_hive-harvest-weekly.eml', mail(
        frm='Hive & Harvest Weekly <newsletter@hiveharvest.example>', to=RAY,
        date=datetime(2025, 8, 7, 11, 0, tzinfo=ET),
        subject='Hive & Harvest Weekly: mites, robbing, and why your honey is dark',
        msgid='<hhw-20250807@hiveharvest.example>', body=txt, cte='8bit', html=html))

    # ------------------------------------------------------------ E10 refi quotes (mp/alt)
    txt = dedent('''
    Hi Ray,

    Great talking with you Friday. Here are today's rate sheets for a
    no-cash-out refinance on 3318 Ashgrove Ct, estimated loan amount
    $412,600, estimated value $640,000 (pending appraisal), 780+ credit.

      15-year fixed   5.375%   0 points   P&I $3,343.98
      20-year fixed   5.625%   0 points   P&I $2,867.43
      30-year fixed   6.125%   0 points   P&I $2,507.00

    Estimated closing costs are about $4,900 on all three (appraisal, title,
    recording, our origination fee of $995). Rates are not locked — once you
    pick a term and we have an application, I can lock for 45 days.

    No rush, but rates have been jumpy this month.

    Javier Ruelas
    Mortgage Loan Officer, NMLS #1407736
    Columbine Federal Credit Union
    (303) 555-0126
    ''')
    html = ('<html><body><p>Hi Ray,</p><p>Here are today&#39;s rate sheets for a no-cash-out refinance on 3318 Ashgrove Ct '
            '(est. loan $412,600, est. value $640,000 pending appraisal).</p>'
            '<table border="1" cellpadding="4"><tr><th>Term</th><th>Rate</th><th>Points</th><th>P&amp;I</th></tr>'
            '<tr><td>15-year fixed</td><td>5.375%</td><td>0</td><td>$3,343.98</td></tr>'
            '<tr><td>20-year fixed</td><td>5.625%</td><td>0</td><td>$2,867.43</td></tr>'
            '<tr><td>30-year fixed</td><td>6.125%</td><td>0</td><td>$2,507.00</td></tr></table>'
            '<p>Estimated closing costs about $4,900. Rates not locked; 45-day lock once you pick a term.</p>'
            '<p>Javier Ruelas<br>Mortgage Loan Officer<br>Columbine Federal Credit Union</p></body></html>')
    q_msgid = '<cfcu-jr-20250909-quote@columbinefcu.example>'
    write_eml('mail/2025/09/2025-09-09_columbine-refi-rate-sheet.eml', mail(
        frm=JAVIER, to=RAY, date=den(2025, 9, 9, 11, 30),
        subject='Your refinance options – 15 / 20 / 30 yr', msgid=q_msgid,
        body=txt, cte='quoted-printable', html=html))

    # ------------------------------------------------------------ E11 Ray picks 15-yr
    ray = dedent('''
    Hi Javier,

    Thanks for these. Let's go with the 15-year fixed at 5.375%. I'm 52 and
    I'd like the house paid off by the time I retire, and the interest
    difference is huge. Payment is a stretch but doable.

    I'll fill out the full application in the portal this weekend. What
    documents do you need from me?

    Ray
    ''')
    write_eml('mail/2025/09/2025-09-12_re-refi-options.eml', mail(
        frm=RAY, to=JAVIER, date=den(2025, 9, 12, 21, 47),
        subject='Re: Your refinance options – 15 / 20 / 30 yr',
        msgid='<rokl-20250912-2147@pinemail.example>', in_reply_to=q_msgid,
        body=ray + '\nOn Tue, Sep 9, 2025 at 11:30 AM Javier Ruelas <jruelas@columbinefcu.example> wrote:\n'
        + quote(txt.split('\n\n', 1)[0] + '\n\n' + '  15-year fixed   5.375%   0 points   P&I $3,343.98\n  20-year fixed   5.625%   0 points   P&I $2,867.43\n  30-year fixed   6.125%   0 points   P&I $2,507.00\n\n[...]') + '\n',
        cte='quoted-printable'))

    # ------------------------------------------------------------ E12 appraisal scheduled (base64)
    body = dedent('''
    Hello Raymond,

    Your appraisal for 3318 Ashgrove Ct, Denver CO 80207 has been scheduled.

      Appraiser:  Dwight Amundsen, Certified Residential Appraiser
                  Amundsen Valuation Group
      Date/time:  Thursday, October 2, 2025 at 9:00 AM
      Duration:   about 45-60 minutes (interior and exterior)

    Please make sure the appraiser can access all rooms, the basement, the
    garage and the backyard. Mr. Amundsen will text from (720) 555-0152 the
    morning of the appointment.

    The appraisal fee ($650) will be collected at closing.

    Columbine FCU Mortgage Operations - Appraisal Desk
    ''')
    write_eml('mail/2025/09/2025-09-16_appraisal-appointment.eml', mail(
        frm='Columbine FCU Appraisal Desk <appraisals@columbinefcu.example>', to=RAY,
        cc=JAVIER, date=den(2025, 9, 16, 9, 2),
        subject='Appraisal scheduled – loan 7730-0419-22',
        msgid='<appr-7730041922@columbinefcu.example>', body=body, cte='base64'))

    # ------------------------------------------------------------ E13 Lakeside follow-up letter (attachment)
    att = dedent('''
    LAKESIDE ORTHOPEDIC & SPINE
    Appointment letter

    Patient:   Chukwuemeka Okafor
    Provider:  Anil Varghese, MD
    Visit:     6-week post-operative visit (R total hip) with X-ray

    Date:      Wednesday, October 1, 2025
    Time:      10:40 AM  (please arrive 15 minutes early for X-ray)
    Location:  Lakeside Orthopedic & Spine - Edina Clinic
               7300 France Ave S, Suite 310, Edina, MN 55435
               Free parking in the surface lot; the entrance is on the north side.

    Please bring your walker or cane, your medication list and your insurance
    cards. To reschedule call (612) 555-0105.
    ''')
    write_eml('mail/2025/09/2025-09-10_lakeside-appointment-letter.eml', mail(
        frm='Lakeside Orthopedic & Spine <noreply@lakesideortho.example>', to=RAY,
        date=datetime(2025, 9, 10, 8, 15, tzinfo=CT),
        subject='Appointment letter for C. Okafor',
        msgid='<apptletter-31877@lakesideortho.example>',
        body='Please find the attached appointment letter for Mr. Okafor.\n\nThis mailbox is not monitored.\n',
        cte='7bit', attachments=[('appointment-letter.txt', att, 'plain')]))

    # ------------------------------------------------------------ E14 Riverbend (reply quoting Ray)
    ray_q = dedent('''
    Hello,

    I'm looking for an in-home aide for my father, 81, in south Minneapolis
    (Longfellow), recovering from a hip replacement last month. He currently has
    an agency that sends a different person every visit and missed a visit
    entirely on 9/12. I want ONE consistent person, weekday mornings, for
    help with breakfast, shower standby, his exercises and some light
    housework. Can you start next week?

    Ray Okafor-Lindqvist (son, in Denver)
    303-555-0142
    ''')
    resp = dedent('''
    Hi Ray,

    Thanks for talking with me this afternoon. Confirming what we agreed:

      Client: Chukwuemeka (Emeka) Okafor, 4127 Larkwood Ave S
      Start: Monday, September 22, 2025
      Schedule: Monday–Friday, 8:00–11:00 am (15 hours/week)
      Caregiver: Joyce Bergstrom — she'll be his regular aide; our back-up
      is Amira if Joyce is ever out, and we will always call first.
      Rate: $36/hour, billed weekly

    Joyce will do a short intake with your father on the first morning. If
    there's a key lockbox, please text me the code rather than e-mailing it.

    Wes Tanaka
    Care Coordinator, Riverbend Companions
    (612) 555-0171

    ''')
    write_eml('mail/2025/09/2025-09-19_re-inhome-help-for-dad.eml', mail(
        frm='Wes Tanaka <wes@riverbendcompanions.example>', to=RAY,
        date=datetime(2025, 9, 19, 16, 5, tzinfo=CT),
        subject='Re: In-home help for my father – weekday mornings',
        msgid='<rbc-20250919-wt@riverbendcompanions.example>',
        in_reply_to='<rokl-20250919-0822@pinemail.example>',
        body=resp + 'On Fri, Sep 19, 2025 at 8:22 AM, Ray Okafor-Lindqvist wrote:\n' + quote(ray_q) + '\n',
        cte='8bit'))

    # ------------------------------------------------------------ E15 switch to 20-yr
    ray = dedent('''
    Javier — change of plan, sorry. I've been staring at the budget all
    weekend. The 15-year payment is ~$520/mo more than I pay now, and with
    my daughter starting to drive in December and my dad's care costs, it's
    too tight. Let's switch to the 20-year fixed. Same everything else.
    Can we lock this week?
    ''')
    jav = dedent('''
    Hi Ray,

    No problem at all — that's a very common switch. I've changed the
    application to the 20-year fixed at 5.625% (P&I $2,867.43 on $412,600).
    Rates held this morning, so I'll lock it first thing tomorrow for 45
    days and you'll get the lock confirmation by email.

    Still outstanding from you: Sept pay stub, and the homeowners insurance
    declarations page showing Columbine as the new mortgagee.

    Javier

    ''')
    write_eml('mail/2025/10/2025-10-06_re-change-of-loan-term.eml', mail(
        frm=JAVIER, to=RAY, date=den(2025, 10, 6, 15, 12),
        subject='Re: switching to the 20-year',
        msgid='<cfcu-jr-20251006-1512@columbinefcu.example>',
        in_reply_to='<rokl-20251006-0701@pinemail.example>',
        body=jav + 'On Mon, Oct 6, 2025 at 7:01 AM Ray Okafor-Lindqvist <ray.okl@pinemail.example> wrote:\n' + quote(ray) + '\n',
        cte='quoted-printable'))

    # ------------------------------------------------------------ E16 rate lock (base64)
    body = dedent('''
    COLUMBINE FEDERAL CREDIT UNION - RATE LOCK CONFIRMATION

    Borrower:          Raymond Okafor-Lindqvist
    Property:          3318 Ashgrove Ct, Denver, CO 80207
    Loan number:       7730-0419-22
    Product:           20-Year Fixed, no cash-out refinance
    Loan amount:       $412,600
    Interest rate:     5.625%
    Discount points:   0.000
    Lock date:         10/07/2025
    Lock period:       45 days
    Lock expiration:   11/21/2025
    Lock confirmation: CFCU-RL-884120

    Your loan must close and fund on or before the lock expiration date.
    Extensions, if available, are charged at 0.125% per 7 days.

    Loan Officer: Javier Ruelas, (303) 555-0126
    ''')
    write_eml('mail/2025/10/2025-10-07_rate-lock-confirmation.eml', mail(
        frm='Columbine FCU Mortgage <mortgage-noreply@columbinefcu.example>', to=RAY,
        cc=JAVIER, date=den(2025, 10, 7, 8, 44), subject='Your rate is locked',
        msgid='<lock-7730041922-20251007@columbinefcu.example>', body=body, cte='base64'))

    # ------------------------------------------------------------ E17 forwarded appraisal
    fwd = dedent('''
    Ray - forwarding the appraiser's summary. It came in lower than the
    $640k estimate, but at $618k you're still around 67% LTV, well under
    80%, so no PMI and no change to your rate. I don't think it's worth
    a reconsideration request. Full report is in the portal.

    Javier

    ---------- Forwarded message ---------
    From: Dwight Amundsen <dwight@amundsenvaluation.example>
    Date: Wed, Oct 8, 2025 at 4:51 PM
    Subject: Appraisal complete - 3318 Ashgrove Ct
    To: Columbine FCU Appraisal Desk <appraisals@columbinefcu.example>

    Appraisal for loan 7730-0419-22 is complete and uploaded.

    Subject: 3318 Ashgrove Ct, Denver CO 80207 - 1926 brick bungalow, 3 bed /
    2 bath, 1,640 sf above grade + 820 sf partially finished basement.
    Condition C3. Detached 1-car garage.

    Final opinion of market value: $618,000 as of 10/02/2025.

    Comparables: 3 closed sales within 0.6 mi (Bellaire St, Ash St, Dexter
    St), adjusted range $604k-$641k. The two higher Bellaire sales had
    updated kitchens; subject kitchen is original-ish.

    Note: apiary (3 hives) in rear yard; no impact on value.

    Dwight Amundsen
    Amundsen Valuation Group
    ''')
    write_eml('mail/2025/10/2025-10-09_fwd-appraisal-complete.eml', mail(
        frm=JAVIER, to=RAY, date=den(2025, 10, 9, 9, 18),
        subject='Fwd: Appraisal complete - 3318 Ashgrove Ct',
        msgid='<cfcu-jr-20251009-0918@columbinefcu.example>', body=fwd, cte='7bit'))

    # ------------------------------------------------------------ E18 Ray: outstanding items (open loop)
    jav = dedent('''
    Hi Ray, just checking in on the last two items so we can send the file
    to underwriting:
    1. September pay stub
    2. Homeowners insurance declarations page with Columbine FCU listed as
       mortgagee (your agent can issue it - it's usually same-day)
    Thanks!
    Javier
    ''')
    ray = dedent('''
    Hi Javier,

    1. Sept pay stub - uploaded to the portal just now.
    2. The dec page - Bluestem Mutual is reissuing it with Columbine as
       mortgagee. I'll send it Monday as soon as I have it.

    Thanks for the appraisal note. Disappointing but fine.

    Ray
    ''')
    write_eml('mail/2025/10/2025-10-10_re-outstanding-items.eml', mail(
        frm=RAY, to=JAVIER, date=den(2025, 10, 10, 16, 33),
        subject='Re: two outstanding items for underwriting',
        msgid='<rokl-20251010-1633@pinemail.example>',
        in_reply_to='<cfcu-jr-20251010-1120@columbinefcu.example>',
        body=ray + '\nOn Fri, Oct 10, 2025 at 11:20 AM Javier Ruelas <jruelas@columbinefcu.example> wrote:\n' + quote(jav) + '\n',
        cte='7bit'))

    # ------------------------------------------------------------ E19 Dana thread (Thanksgiving)
    ray = dedent('''
    Dana,

    Change of plan for Thanksgiving. I'd floated flying Dad out here, but
    his PT doesn't love the idea of a plane + a week on our stairs, and
    honestly Dad doesn't want to. So I'm going to Minneapolis instead,
    Wednesday 11/26 to Sunday 11/30.

    Which means I can't have the kids Thanksgiving week. Can you? I know we
    were going to talk about it.

    Ray
    ''')
    dana = dedent('''
    Yes, that's fine — the kids are with me for Thanksgiving then, Wednesday
    through Sunday. My sister's coming Thursday so they'll have cousins.
    Normal Friday handoff picks back up 12/5. You can take them the week
    before Christmas instead if you want it, we can figure that out.

    Tell Emeka we say hi and Theo says he's "still taller than Grandpa".

    D

    ''')
    write_eml('mail/2025/10/2025-10-13_re-thanksgiving-plan.eml', mail(
        frm=DANA, to=RAY, date=den(2025, 10, 13, 20, 3),
        subject='Re: Thanksgiving – change of plan',
        msgid='<dw-20251013-2003@mesamail.example>',
        in_reply_to='<rokl-20251013-1840@pinemail.example>',
        body=dana + 'On Mon, Oct 13, 2025 at 6:40 PM Ray Okafor-Lindqvist <ray.okl@pinemail.example> wrote:\n' + quote(ray) + '\n',
        cte='8bit'))

    # ------------------------------------------------------------ E20 Foothills registration (HTML only)
    html = dedent('''
    <html><body style="font-family:Verdana,sans-serif;font-size:13px">
    <h2>Foothills Fall Invitational 2025 &mdash; Registration Confirmed</h2>
    <p>Coach Okafor-Lindqvist,</p>
    <p>Alameda Heights High School is registered for the Division C tournament.</p>
    <table border="1" cellpadding="5" cellspacing="0">
    <tr><th align="left">Team</th><td>Alameda Heights HS &mdash; Team Number <b>C17</b></td></tr>
    <tr><th align="left">Date</th><td>Saturday, November 15, 2025</td></tr>
    <tr><th align="left">Venue</th><td>Golden Ridge High School, 1400 Foothill Pkwy, Golden, CO 80401</td></tr>
    <tr><th align="left">Coach check-in</th><td>7:15 AM, main commons (north entrance)</td></tr>
    <tr><th align="left">Opening remarks</th><td>7:45 AM, gym</td></tr>
    <tr><th align="left">Block 1 events</th><td>8:30 AM</td></tr>
    <tr><th align="left">Awards</th><td>approx. 3:45 PM, gym</td></tr>
    <tr><th align="left">Fee</th><td>$150 (paid by PO 25-SCI-0412)</td></tr>
    </table>
    <p>Build events (Tower, Wind Power) impound 7:30&ndash;8:15 AM in the cafeteria.
    Chem Lab participants must bring splash goggles (indirect vent) and a lab coat or apron.</p>
    <p>Team homebase assignments will be posted Nov 12.</p>
    <p>&mdash; Foothills Invitational Committee</p>
    </body></html>
    ''')
    write_eml('mail/2025/10/2025-10-16_foothills-invitational-registration.eml', mail(
        frm='Foothills Invitational <registration@foothillsscioly.example.org>', to=RAY,
        cc='Beatriz Calloway <bcalloway@ahhs.dps.example>',
        date=den(2025, 10, 16, 17, 25),
        subject='Registration confirmed – Foothills Fall Invitational (Div C)',
        msgid='<ffi-2025-reg-c17@foothillsscioly.example.org>', html=html, cte='quoted-printable'))

    # ------------------------------------------------------------ E21 bus approved
    body = dedent('''
    TRANSPORTATION REQUEST APPROVED

    Request #:     TR-25-3381
    School:        Alameda Heights High School
    Requestor:     Raymond Okafor-Lindqvist (Science Olympiad)
    Date of trip:  Saturday, 11/15/2025
    Destination:   Golden Ridge High School, 1400 Foothill Pkwy, Golden
    Vehicle:       1 activity bus (48 pass.)
    Depart school: 6:20 AM from the AHHS north parking lot (Holly St side)
    Depart dest.:  4:30 PM (driver will wait until awards end, max 5:00 PM)
    Passengers:    15 students, 3 adults (R. Okafor-Lindqvist, B. Calloway,
                   G. Solberg)

    Charges will post to budget 25-SCI-0412. Any change to times must be made
    at least 72 hours in advance. Students must ride the bus both ways unless
    a parent release form is on file with the coach.

    DPS Transportation Services - Activity Trips
    ''')
    write_eml('mail/2025/10/2025-10-21_activity-bus-approved.eml', mail(
        frm='Activity Trips <activitytrips@transport.dps.example>', to=RAY,
        date=den(2025, 10, 21, 13, 7),
        subject='Approved: Transportation Request TR-25-3381 (AHHS Science Olympiad)',
        msgid='<tr-25-3381@transport.dps.example>', body=body, cte='7bit'))

    # ------------------------------------------------------------ E22 Northwind itinerary (base64 HTML)
    html = dedent('''
    <html><body style="font-family:Helvetica,Arial,sans-serif">
    <h2 style="color:#0b3d91">Northwind Airlines &mdash; Your trip confirmation</h2>
    <p>Thanks for flying with us, RAYMOND OKAFOR-LINDQVIST.</p>
    <p>Confirmation code: <b style="font-size:18px">QH7TZ2</b></p>
    <table border="1" cellpadding="6" cellspacing="0">
    <tr><th>Flight</th><th>Date</th><th>Departs</th><th>Arrives</th><th>Seat</th></tr>
    <tr><td>NW 1182 (nonstop)</td><td>Wed, Nov 26, 2025</td><td>Denver (DEN) 6:05 AM</td><td>Minneapolis/St. Paul (MSP) 9:22 AM</td><td>8A</td></tr>
    <tr><td>NW 1187 (nonstop)</td><td>Sun, Nov 30, 2025</td><td>Minneapolis/St. Paul (MSP) 4:50 PM</td><td>Denver (DEN) 6:12 PM</td><td>9A</td></tr>
    </table>
    <p>Fare: Main Cabin, round trip. Total charged: <b>$287.40</b> (Visa ending 4471).</p>
    <p>1 carry-on and 1 personal item included. Check in opens 24 hours before departure.</p>
    </body></html>
    ''')
    write_eml('mail/2025/10/2025-10-20_northwind-trip-confirmation.eml', mail(
        frm='Northwind Airlines <itinerary@northwindair.example>', to=RAY,
        date=den(2025, 10, 20, 22, 16),
        subject='Your trip confirmation – Denver to Minneapolis/St. Paul',
        msgid='<nw-itin-88127340-20251020@northwindair.example>', html=html, cte='base64'))

    # ------------------------------------------------------------ E23 closing location change
    body = dedent('''
    Hi Ray,

    Quick update on your refinance closing with Columbine FCU. The date and
    time are the same — Friday, November 14, 2025 at 2:00 PM — but we have
    moved your signing to our Lowry office (our Greenwood Village office
    is being renovated that week):

      Cherry Vale Title - Lowry
      200 Quebec St, Bldg 700, Suite 120
      Denver, CO 80230
      Free parking in front of the building.

    Please bring an unexpired photo ID. Plan on about 45 minutes. The final
    figures will come to you from Columbine; if you are wiring funds, call
    me at the number below to verify the wire instructions — we will NEVER
    send wire instructions by email.

    Patrice Wendell
    Escrow Officer / Closer, Cherry Vale Title
    (303) 555-0148
    ''')
    write_eml('mail/2025/10/2025-10-28_closing-location-update.eml', mail(
        frm=PATRICE, to=RAY, cc=JAVIER, date=den(2025, 10, 28, 10, 55),
        subject='UPDATED LOCATION – your closing on 11/14',
        msgid='<cvt-pw-20251028-ok@cherryvaletitle.example>', body=body,
        cte='quoted-printable'))

    # ------------------------------------------------------------ E24 closing figures (base64 body)
    body = dedent('''
    Hi Ray,

    Your Closing Disclosure is in the portal for you to e-sign (the 3-day
    clock starts when you open it). Here are the headline numbers so you
    don't have to dig:

      Closing date:        11/14/2025
      Loan amount:         $412,600.00
      Payoff to Summit Peak Mortgage (est. through 11/21): $413,947.12
      Total closing costs: $4,871.50
      Prepaids/escrow:     $2,218.00
      Lender credit:       -$300.00
      Cash to close:       $3,184.57

    You can bring a cashier's check made out to Cherry Vale Title, or wire
    it — if you wire, call Patrice Wendell at Cherry Vale to get the
    instructions verbally. Do not trust any e-mailed wire instructions.

    Also, I still don't see the Bluestem declarations page in the file.
    Underwriting can't clear to close without it.

    Javier
    ''')
    write_eml('mail/2025/10/2025-10-30_closing-disclosure-ready.eml', mail(
        frm=JAVIER, to=RAY, date=den(2025, 10, 30, 12, 40),
        subject='Closing Disclosure ready + your cash to close',
        msgid='<cfcu-jr-20251030-1240@columbinefcu.example>', body=body, cte='base64'))

    # ------------------------------------------------------------ E25 pharmacy (noise, base64)
    body = dedent('''
    Lake Street Pharmacy

    A prescription for OKAFOR, CHUKWUEMEKA is ready for pickup.

    Rx #6627419   (1 item)
    Ready at: Lake Street Pharmacy, counter 2
    Hours: Mon-Fri 9am-7pm, Sat 9am-3pm

    Items not picked up within 10 days will be returned to stock.

    Reply STOP to stop e-mail notifications. Please do not reply to this message.
    ''')
    write_eml('mail/2025/11/2025-11-03_prescription-ready.eml', mail(
        frm='Lake Street Pharmacy <notify@lakestreetrx.example>', to=RAY,
        date=datetime(2025, 11, 3, 10, 2, tzinfo=timezone(timedelta(hours=-6))),
        subject='Your prescription is ready for pickup',
        msgid='<lsrx-6627419-20251103@lakestreetrx.example>', body=body, cte='base64'))
