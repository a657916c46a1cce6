"""The .eml files (email.message.EmailMessage, explicit boundaries)."""
import datetime as _dt
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime
from common import put, hid, dedent

AWST = _dt.timezone(_dt.timedelta(hours=8))

BRON_W = 'Bronwyn Tait <bronwyn.tait@brps.example>'
BRON_P = 'Bron Tait <bron.tait@iinet.example>'
PRIYA = 'Priya Raman <priya.raman@brps.example>'
LEANNE = 'Leanne Okafor <leanne.okafor@brps.example>'
STEVE = 'Steve Mancini <steve.mancini@brps.example>'
DALE = 'Dale Kowalski <dale@coastalretic.example>'


def date(y, mo, d, h, mi, s=0):
    return format_datetime(_dt.datetime(y, mo, d, h, mi, s, tzinfo=AWST))


def msgid(path, domain):
    return '<%s.%s@%s>' % (hid('mid', path, n=16), hid('mid2', path, n=6), domain)


def finish(path, msg):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary('=_bt_%s_%d' % (hid('b', path, i, n=20), i))
            i += 1
    put(path, msg.as_bytes(policy=policy.default))


def base(path, frm, to, subj, when, domain, cc=None, reply_to_path=None, extra=None):
    m = EmailMessage()
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Subject'] = subj
    m['Date'] = when
    m['Message-ID'] = msgid(path, domain)
    if reply_to_path:
        rid = msgid(reply_to_path[0], reply_to_path[1])
        m['In-Reply-To'] = rid
        m['References'] = rid
    for k, v in (extra or []):
        m[k] = v
    return m


def quote(text):
    return '\n'.join(('> ' + l) if l else '>' for l in text.rstrip('\n').split('\n')) + '\n'


MAILS = []


def mail(fn):
    MAILS.append(fn)
    return fn


# ---------------------------------------------------------------- 2024-05
@mail
def e_priya_po():
    p = 'mail/2024/05/2024-05-08_priya_retic-approval-po.eml'
    m = base(p, PRIYA, BRON_W, 'Retic upgrade - approval + PO', date(2024, 5, 8, 14, 22, 5), 'brps.example')
    m.set_content(dedent('''
    Hi Bron,

    Good news - Leanne has approved the retic upgrade out of the grounds &
    maintenance line, up to $4,500 inc GST. That is the ceiling, please don't
    make me go back to her for more, the line is tight this year.

    I've raised the purchase order already: PO 24-0387. Dale needs to quote
    that number on his invoice or it'll bounce back from finance.

    Can you get a formal written quote from Coastal before the July holidays
    so I can attach it to the PO?

    Thanks,
    Priya

    Priya Raman | Business Manager
    Beaconsfield Ridge Primary School
    '''), cte='7bit')
    finish(p, m)


# ---------------------------------------------------------------- 2024-06
@mail
def e_dale_quote():
    p = 'mail/2024/06/2024-06-03_coastal-retic_quote-Q-2291.eml'
    m = base(p, DALE, BRON_W, 'Quote Q-2291 - BRPS retic upgrade', date(2024, 6, 3, 17, 41, 10), 'coastalretic.example',
             cc=PRIYA)
    html = dedent('''
    <html><body style="font-family:Arial,sans-serif;font-size:14px">
    <p>Hi Bron,</p>
    <p>As discussed on site last Thursday, please find our quote below for the retic upgrade at Beaconsfield Ridge PS.
    We can start Monday 1 July (first week of the school holidays) with two techs and should be finished by the Friday of week 2.</p>
    <table border="1" cellpadding="4" cellspacing="0">
    <tr><th>Item</th><th>Qty</th><th>Unit (ex GST)</th><th>Line (ex GST)</th></tr>
    <tr><td>AquaLogic AL-16 controller (16 station, bore relay)</td><td>1</td><td>$1,180.00</td><td>$1,180.00</td></tr>
    <tr><td>40 mm solenoid valve + valve box, front oval</td><td>6</td><td>$165.00</td><td>$990.00</td></tr>
    <tr><td>Replace library manifold (50 mm PVC, fittings, pit)</td><td>1</td><td>$612.45</td><td>$612.45</td></tr>
    <tr><td>Labour - 2 techs x 2.5 days incl. commissioning</td><td>1</td><td>$1,638.00</td><td>$1,638.00</td></tr>
    <tr><td colspan="3"><b>Subtotal (ex GST)</b></td><td>$4,420.45</td></tr>
    <tr><td colspan="3">GST</td><td>$442.05</td></tr>
    <tr><td colspan="3"><b>TOTAL inc GST</b></td><td><b>$4,862.50</b></td></tr>
    </table>
    <p>Quote valid 60 days. Existing bore pump not included - it's noisy but still pumping, we'll keep an eye on it.</p>
    <p>Let me know if you need it broken down differently for the office.</p>
    <p>Cheers,<br>Dale Kowalski<br>Coastal Retic &amp; Bore<br>0491 570 140</p>
    </body></html>
    ''')
    m.set_content(html, subtype='html', cte='base64')
    finish(p, m)


# ---------------------------------------------------------------- 2024-07
@mail
def e_newsletter_crwa():
    p = 'mail/2024/07/2024-07-02_caravan-restorers-wa_newsletter.eml'
    m = base(p, 'Caravan Restorers WA <news@caravanrestorerswa.example>', BRON_P,
             'CRWA Newsletter - July 2024: winter projects, Millard corner, muster dates',
             date(2024, 7, 2, 6, 0, 0), 'caravanrestorerswa.example',
             extra=[('List-Unsubscribe', '<mailto:unsubscribe@caravanrestorerswa.example>')])
    text = dedent('''
    CARAVAN RESTORERS WA - July 2024 newsletter
    ===========================================

    G'day restorers,

    Winter's here, which means it's shed season. A few things from the committee:

    MEMBER PROJECTS
    - Glen's 1964 Viscount is back on the road after four years - congrats Glen!
    - The Hendersons have finished the timber interior in their '68 Franklin. Photos on the group page.
    - Welcome to our 23 new members this quarter, including a few brave souls with Millards.

    MILLARD CORNER
    Louvre winders and window seals are the most-asked-about parts this year. Best bets: swap meets,
    old-timers' sheds, and the parts wanted thread on the forum. Don't pay $200 for a winder on
    the internet - someone's uncle has a box of them.

    TECH TIP: SEALANTS
    For roof seams, use a proper caravan/marine polyurethane sealant, not silicone. Strip the old
    stuff back completely, clean with the recommended prep, and tool it smooth. Silicone = leaks
    and nothing will ever stick to it again.

    DATES
    - Sat 17 Aug - Tech night: 12 volt basics (Bayswater)
    - 23-24 Nov - Vintage Van Muster, Busselton foreshore (registrations open September)
    - Feb 2025 - AGM + sausage sizzle

    Happy sanding,
    The CRWA committee
    ''')
    html = dedent('''
    <html><body style="font-family:Georgia,serif">
    <h2>Caravan Restorers WA &ndash; July 2024</h2>
    <p>G&#39;day restorers, winter&#39;s here, which means it&#39;s shed season.</p>
    <h3>Member projects</h3>
    <ul><li>Glen&#39;s 1964 Viscount is back on the road after four years.</li>
    <li>The Hendersons have finished the timber interior in their &#39;68 Franklin.</li>
    <li>Welcome to our 23 new members, including a few brave souls with Millards.</li></ul>
    <h3>Millard corner</h3>
    <p>Louvre winders and window seals are the most-asked-about parts this year. Try swap meets and old-timers&#39; sheds.</p>
    <h3>Tech tip: sealants</h3>
    <p>For roof seams use a proper polyurethane sealant, never silicone.</p>
    <h3>Dates</h3>
    <table border="1" cellpadding="3"><tr><th>When</th><th>What</th><th>Where</th></tr>
    <tr><td>Sat 17 Aug</td><td>Tech night: 12 volt basics</td><td>Bayswater</td></tr>
    <tr><td>23&ndash;24 Nov</td><td>Vintage Van Muster</td><td>Busselton foreshore</td></tr>
    <tr><td>Feb 2025</td><td>AGM + sausage sizzle</td><td>TBA</td></tr></table>
    <p>Happy sanding &ndash; the CRWA committee</p>
    </body></html>
    ''')
    m.set_content(text, cte='quoted-printable')
    m.add_alternative(html, subtype='html', cte='quoted-printable')
    finish(p, m)


# ---------------------------------------------------------------- 2024-08
CARNIVAL_ORIG = dedent('''
Hi all,

Our whole-school Athletics Carnival will be held on Friday 13 September on
the front oval, 9.00am - 2.30pm.

- Faction tents go up from 8.00am (P&C marquees - Bron has the keys to the shed)
- Bron will line-mark the oval on Wednesday 11 September after school
- First aid tent by the canteen, PA from the library
- Class teachers please send home the faction colours note this week

Parents are welcome. Sausage sizzle by the P&C.

Thanks,
Leanne

Leanne Okafor | Principal
Beaconsfield Ridge Primary School
''')


@mail
def e_leanne_carnival():
    p = 'mail/2024/08/2024-08-05_leanne_athletics-carnival.eml'
    m = base(p, LEANNE, 'BRPS Staff <staff@brps.example>', 'Athletics Carnival - Friday 13 September',
             date(2024, 8, 5, 8, 2, 30), 'brps.example')
    m.set_content(CARNIVAL_ORIG, cte='7bit')
    finish(p, m)


@mail
def e_steve_carnival_moved():
    p = 'mail/2024/08/2024-08-21_steve_re-athletics-carnival-moved.eml'
    m = base(p, STEVE, BRON_W, 'RE: Athletics Carnival - Friday 13 September', date(2024, 8, 21, 15, 48, 2),
             'brps.example', reply_to_path=('mail/2024/08/2024-08-05_leanne_athletics-carnival.eml', 'brps.example'))
    body = dedent('''
    Bron \u2013 heads up before the all-staff note goes out: the carnival has MOVED.

    The Year 6 camp got shifted into week 8 (the camp site double-booked), so
    we've pushed the carnival back a week to Friday 20 September. Same times,
    9.00 \u2013 2.30.

    Line marking on Wednesday 18th after school then. You can take my ute for
    the marker trailer again, keys on my desk.

    Leanne is sending a new note to everyone but I know you'll already have the
    13th in your calendar.

    Ta,
    Steve

    Steve Mancini | Deputy Principal

    -----Original Message-----
    From: Leanne Okafor
    Sent: Monday, 5 August 2024 8:02 AM
    To: BRPS Staff
    Subject: Athletics Carnival - Friday 13 September

    ''') + quote(CARNIVAL_ORIG)
    m.set_content(body, cte='quoted-printable')
    finish(p, m)


# ---------------------------------------------------------------- 2024-09
@mail
def e_re_jono():
    p = 'mail/2024/09/2024-09-12_re_tall-timber-marri-quote.eml'
    orig = dedent('''
    Hi Bron,

    Thanks for showing me round Monday. As discussed:

    Marri (Corymbia calophylla) over the junior playground
    - remove the large declining limb over the play equipment (approx 6 m,
      internal decay at the union)
    - crown lift to 4 m over the path
    - deadwood the lower canopy
    - chip everything on site, leave chips for your paths

    $1,150 + GST. EWP and two climbers, about half a day. We'd need the
    playground fenced off and no kids on site - school holidays ideal.

    Cheers
    Jono Pike
    Tall Timber Tree Care | AQF5 Consulting Arborist
    08 5550 0177
    ''')
    m = base(p, BRON_W, 'Jono Pike <jono@talltimber.example>', 'Re: Quote - marri limb removal, Beaconsfield Ridge PS',
             date(2024, 9, 12, 7, 15, 44), 'brps.example', reply_to_path=('orig/jono-quote', 'talltimber.example'))
    body = dedent('''
    Hi Jono,

    Thanks mate, all approved - Leanne signed off yesterday. Priya will send the
    PO through separately.

    Can you do it first week of the holidays? Wednesday 2 October would be
    perfect, I'll have the playground fenced off from the Tuesday arvo. Gate
    code for the back gate is the usual, I'll text it to you.

    Yes please to the chips, the kindy paths need them.

    Cheers,
    Bron

    On Tue, 10 Sep 2024 at 16:02, Jono Pike <jono@talltimber.example> wrote:
    ''') + quote(orig)
    m.set_content(body, cte='7bit')
    finish(p, m)


@mail
def e_saltbush_booking():
    p = 'mail/2024/09/2024-09-18_saltbush-room_booking-confirmation.eml'
    m = base(p, 'The Saltbush Room <bookings@saltbushroom.example>', BRON_P,
             'Booking confirmation SBR-5521 - Saturday 19 October', date(2024, 9, 18, 11, 3, 0),
             'saltbushroom.example')
    html = dedent('''
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"><title>Booking confirmation</title></head>
    <body style="font-family:Helvetica,Arial,sans-serif;color:#333">
    <h1 style="color:#5b7b5a">The Saltbush Room</h1>
    <p>Dear Bronwyn,</p>
    <p>Thank you for choosing us for your mum&#8217;s 75th birthday celebration &#8211; we&#8217;re delighted to have you. Your booking is confirmed:</p>
    <table style="border-collapse:collapse" border="1" cellpadding="6">
    <tr><td><b>Booking ref</b></td><td>SBR-5521</td></tr>
    <tr><td><b>Name</b></td><td>Bronwyn Tait</td></tr>
    <tr><td><b>Date</b></td><td>Saturday 19 October 2024</td></tr>
    <tr><td><b>Time</b></td><td>6:00 pm</td></tr>
    <tr><td><b>Guests</b></td><td>14</td></tr>
    <tr><td><b>Room</b></td><td>The Saltbush Room &#8211; private dining (water view)</td></tr>
    <tr><td><b>Address</b></td><td>1 Jetty Road, Bunbury WA</td></tr>
    <tr><td><b>Deposit</b></td><td>$200.00 paid</td></tr>
    <tr><td><b>Menu</b></td><td>Set 3-course, dietary notes: 1 x GF (Aunty Val)</td></tr>
    </table>
    <p>You&#8217;re welcome to bring your own birthday cake (cakeage $3 pp).</p>
    <p>Warm regards,<br>Nadia &#8211; Events, The Saltbush Room</p>
    </body></html>
    ''')
    m.set_content(html, subtype='html', cte='quoted-printable')
    finish(p, m)


# ---------------------------------------------------------------- 2024-10
@mail
def e_dfes_joining():
    p = 'mail/2024/10/2024-10-01_dfes-academy_crew-leader-joining-instructions.eml'
    m = base(p, 'DFES Academy - Volunteer Training <academy.training@dfes.example>', BRON_P,
             'Course confirmation: Crew Leader Bushfire - 26/27 October 2024', date(2024, 10, 1, 9, 30, 0),
             'dfes.example')
    m.set_content(dedent('''
    Dear Bronwyn,

    Your enrolment in the course below has been confirmed.

      Course:   Crew Leader Bushfire
      Brigade:  Wandi Ridge Volunteer Bush Fire Brigade

    Joining instructions are attached. Please read them carefully before
    attending and bring the listed items.

    If you can no longer attend, please let us know at least 7 days prior so
    the place can be offered to another volunteer.

    Regards,
    Volunteer Training Team
    DFES Academy
    '''), cte='7bit')
    att = dedent('''
    JOINING INSTRUCTIONS - CREW LEADER BUSHFIRE
    ===========================================

    Course number : CLB-24-117
    Participant   : Bronwyn Tait (Wandi Ridge VBFB)
    Dates         : Saturday 26 and Sunday 27 October 2024
    Times         : 0800 sign-in for 0830 start, finish approx 1700 both days

    VENUE
    DFES Academy, Forrestfield
    Training Block B, Level 2 - Room 2.14
    (lift is next to reception; follow the blue signs from the front desk)

    PARKING
    Visitor car park C only. Do not park in the appliance bays.

    BRING
    - Full bushfire PPC (jacket, trousers, boots, gloves, helmet, goggles)
    - Pre-course workbook (completed)
    - Water bottle, hat, sunscreen
    - Photo ID

    CATERING
    Morning tea and lunch provided both days. Advise dietary needs by 20 Oct.

    ASSESSMENT
    Day 2 afternoon: practical scenario on the drill ground + written assessment.
    ''')
    m.add_attachment(att, subtype='plain', filename='Joining_Instructions_CLB-24-117.txt', cte='base64')
    finish(p, m)


@mail
def e_trev_booking():
    p = 'mail/2024/10/2024-10-22_ashby-gas_re-gas-compliance-booking.eml'
    orig = dedent('''
    Hi Trev,

    Col Barrett gave me your details. I've got a 1972 Millard caravan I'm
    restoring and need a gas compliance certificate before I take her to
    Transport for licensing. Two-burner cooktop, 2 x 4 kg bottles, original
    copper lines as far as I can tell. No gas fridge (going 12V).

    Any chance you could come to me? I'm in White Gum Valley. Mornings before
    work suit best, or school holidays.

    Thanks,
    Bron Tait
    0491 570 110
    ''')
    m = base(p, 'Trev Ashby <trev@ashbygas.example>', BRON_P, 'Re: Gas compliance for 1972 Millard caravan',
             date(2024, 10, 22, 19, 5, 12), 'ashbygas.example',
             reply_to_path=('orig/bron-gas-request', 'iinet.example'))
    body = dedent('''
    Hi Bron,

    No worries, any mate of Col's. I can come to you Thursday 14 November,
    8am. Should take an hour and a half, two hours tops.

    If the regulator's original it'll need replacing (they all do), budget
    around $120 for that on top of the inspection. Have the bottles out and
    the locker empty so I can get at everything.

    Cheers
    Trev Ashby
    Ashby Gas Services - Licensed Gasfitter (caravans, boats, homes)

    On 21/10/2024 8:47 pm, Bron Tait wrote:
    ''') + quote(orig)
    m.set_content(body, cte='7bit')
    finish(p, m)


# ---------------------------------------------------------------- 2024-11
@mail
def e_promo_toolbarn():
    p = 'mail/2024/11/2024-11-05_tool-barn_black-friday-promo.eml'
    m = base(p, 'Tool Barn <deals@toolbarn.example>', BRON_P, 'Bron, Black Friday starts EARLY \U0001f6e0\ufe0f up to 40% off',
             date(2024, 11, 5, 5, 30, 0), 'toolbarn.example',
             extra=[('List-Unsubscribe', '<https://toolbarn.example/unsub?u=88213>')])
    html = dedent('''
    <html><body style="background:#f4f4f4;font-family:Arial">
    <div style="background:#c00;color:#fff;padding:10px"><h1>BLACK FRIDAY EARLY ACCESS</h1></div>
    <p>Hi Bron, as a Tool Barn Trade Club member you get in before everyone else.</p>
    <table width="100%" border="0" cellpadding="8">
    <tr><th align="left">Deal</th><th>Was</th><th>Now</th></tr>
    <tr><td>18V brushless drill + impact driver kit (2 x 5.0Ah)</td><td>$699</td><td>$449</td></tr>
    <tr><td>125 mm orbital sander</td><td>$189</td><td>$129</td></tr>
    <tr><td>Pressure washer 2200 psi</td><td>$399</td><td>$279</td></tr>
    <tr><td>54-piece socket set</td><td>$149</td><td>$89</td></tr>
    <tr><td>Work boots (steel cap, zip-side)</td><td>$219</td><td>$159</td></tr>
    </table>
    <p><a href="https://toolbarn.example/bf">Shop now</a> &#8211; offers end Sunday midnight or while stocks last.</p>
    <p style="font-size:10px">You are receiving this because you joined Tool Barn Trade Club. Unsubscribe any time.</p>
    </body></html>
    ''')
    m.set_content(html, subtype='html', cte='quoted-printable')
    finish(p, m)


@mail
def e_trev_cert():
    p = 'mail/2024/11/2024-11-15_ashby-gas_compliance-certificate.eml'
    m = base(p, 'Trev Ashby <trev@ashbygas.example>', BRON_P, 'Gas compliance certificate - Millard caravan',
             date(2024, 11, 15, 12, 12, 40), 'ashbygas.example')
    m.set_content(dedent('''
    Hi Bron,

    Certificate attached as promised - print it and take it to Transport with
    the rest of your paperwork.

    All good yesterday. Replaced the regulator and the pigtail hose, everything
    leak tested fine, cooktop flame picture good. Low-level vent is clear now
    (sorry about the wasps).

    Invoice to follow, $385 all up.

    Cheers
    Trev
    '''), cte='7bit')
    att = dedent('''
    ASHBY GAS SERVICES - Licensed Gasfitter
    GAS COMPLIANCE CERTIFICATE - LP GAS INSTALLATION (CARAVAN)
    ---------------------------------------------------------

    Certificate No : GC-118204
    Date of issue  : 15/11/2024
    Owner          : Bronwyn Tait
    Vehicle        : Caravan, Millard 15 ft, year of manufacture 1972 (unregistered)
    Appliances     : 1 x two-burner cooktop (flued n/a)
    Cylinders      : 2 x 4 kg LPG, test dates valid
    Work performed : regulator replaced (2-stage), pigtail hose replaced,
                     leak test (pressure drop) - PASS, ventilation - PASS,
                     appliance operation - PASS

    I certify that the gas installation described above complies with the
    relevant standards at the time of inspection.

    T. Ashby   Gasfitter licence no. on file
    ''')
    m.add_attachment(att, subtype='plain', filename='Gas_Compliance_Certificate_Millard.txt', cte='base64')
    finish(p, m)


@mail
def e_lachie_battery():
    p = 'mail/2024/11/2024-11-20_lachie_re-battery-for-marge.eml'
    orig = dedent('''
    Lachie - what size battery do I need for Marge? Fridge + lights + charging
    phones, mostly weekends, maybe a week at a time. And do I need solar?
    Don't laugh.
    Mum x
    ''')
    m = base(p, 'Lachie Tait <lachie.tait@mail.example>', BRON_P, 'Re: battery for Marge??',
             date(2024, 11, 20, 21, 33, 7), 'mail.example',
             reply_to_path=('orig/bron-battery-q', 'iinet.example'))
    body = dedent('''
    not laughing (much) \U0001f602

    ok so here's what I'd do:

    - 100Ah lithium (LiFePO4). A 65L compressor fridge uses about 30-40Ah a day
      when it's 35\u00b0C+, lights + phones maybe another 10. So 100Ah gets you 2
      days with no sun, no stress. Lithium is half the weight of AGM and you can
      use basically all of it.
    - 25A DC-DC charger so the ute charges it while you drive. Anderson plug on
      the A-frame.
    - 200W solar blanket with its own Anderson - plug it in at camp, move it
      round with the sun. Don't bother with panels on the roof, Marge's roof is
      too curved + you'd have to drill it.
    - 50A fuse at the battery, little fuse block under the seat for everything.

    I can get it all at trade through Nev's wholesaler account which saves heaps.
    I'll do the wiring over Christmas, Nev will check it + do the 240 inlet.

    DON'T buy a cheap no-name lithium off marketplace. Please.

    L

    On Tue, 19 Nov 2024, 7:58 pm Bron Tait <bron.tait@iinet.example> wrote:
    ''') + quote(orig)
    m.set_content(body, cte='8bit')
    finish(p, m)


# ---------------------------------------------------------------- 2024-12
@mail
def e_steve_holiday_cover():
    p = 'mail/2024/12/2024-12-06_steve_holiday-grounds-cover.eml'
    m = base(p, STEVE, BRON_W, 'Holiday grounds cover - summer 2024/25', date(2024, 12, 6, 13, 20, 55), 'brps.example',
             cc=PRIYA)
    m.set_content(dedent('''
    Hi Bron,

    Sorted the summer holiday watering. Mick can't do it this year \u2013 he's having
    his knee replaced on the 10th and is off his feet till February.

    So: Tahnee Walsh, the groundsperson from Spearwood Heights PS, is going to
    cover us. She'll come in Monday and Thursday mornings, 16 December through
    to 24 January (not Christmas Day/New Year's obviously \u2013 she'll do the
    Tuesday/Friday those weeks). She knows AquaLogic controllers, they've got
    the same one.

    Can you:
    - leave your how-to sheet on the controller door
    - walk her round on Thursday 12th after school (she's coming at 3.15)
    - give Sue a list of which keys she'll need from the key safe

    Hours go through our relief budget, Priya has the paperwork.

    Have a good break when it comes \u2013 you've earned it.

    Steve
    '''), cte='quoted-printable')
    finish(p, m)


@mail
def e_fwd_robs():
    p = 'mail/2024/12/2024-12-18_fwd_robs-auto-service-summary.eml'
    m = base(p, BRON_P, 'Lachie Tait <lachie.tait@mail.example>', 'Fwd: Your Rob\'s Auto service summary - 1GQK 402',
             date(2024, 12, 18, 20, 2, 19), 'iinet.example')
    m.set_content(dedent('''
    Lachie - this is what a CV joint costs. Get the Ranger you're looking at
    checked properly by Rob BEFORE you hand over any money. Promise me.

    Mum x

    ---------- Forwarded message ---------
    From: Rob's Auto <service@robsauto.example>
    Date: Mon, 18 Nov 2024 at 15:42
    Subject: Your Rob's Auto service summary - 1GQK 402
    To: Bron Tait <bron.tait@iinet.example>

    Hi Bronwyn,

    Thanks for choosing Rob's Auto, O'Connor. Here's a summary of today's work.

    Vehicle:   2011 Toyota Hilux SR 3.0 D-4D (1GQK 402)
    Odometer:  309,870 km

    Work performed:
      - Logbook service (engine oil + filter, fuel filter, air filter clean)
      - Right-hand front CV joint replaced (clicking on full lock)
      - Rear brake shoes replaced, drums machined
      - Front tyres: wearing on outer edge, recommend wheel alignment

    Total paid: $1,184.60 (EFTPOS)

    Your next service is due at 315,000 km or in 6 months, whichever comes
    first. Give us a ring on 08 5550 0188 to book.

    Cheers,
    Rob Gallo
    Rob's Auto
    '''), cte='7bit')
    finish(p, m)


# ---------------------------------------------------------------- 2025-01
@mail
def e_dfes_deployment():
    p = 'mail/2025/01/2025-01-16_dfes_resource-request-strike-team.eml'
    m = base(p, 'DFES State Operations - Resourcing <soc.resourcing@dfes.example>', BRON_P,
             'RESOURCE REQUEST - Strike Team SM-3 - Darradup Fire (Nannup) - CONFIRMED',
             date(2025, 1, 16, 18, 44, 3), 'dfes.example',
             extra=[('Importance', 'high'), ('X-Priority', '1')])
    m.set_content(dedent('''
    RESOURCE REQUEST - CONFIRMATION OF DEPLOYMENT
    ==============================================

    Incident    : Bushfire - Darradup (Shire of Nannup)
    Strike team : SM-3 (South Metro) - 5 x light tankers
    Your crew   : Wandi Ridge VBFB Light Tanker, crew of 4
    Crew leader : Bronwyn Tait

    MUSTER
    Byford Fire Station, 0430 hrs Saturday 18 January 2025.
    Convoy departs 0500 sharp. Fuel up the night before.

    STRIKE TEAM LEADER
    Sharon Kemp (Serpentine VBFB) - contact via strike team radio channel
    once in convoy. Deputy: Aaron Blake (Jarrahdale VBFB).

    DURATION
    5 days on the fireground + travel. Expected return Thursday 23 January.
    Accommodation: staging area at Nannup (bring swag/stretcher).

    REPORT TO
    Incident Control Centre, Nannup, on arrival.

    BRING
    Full PPC, 5 days of clothing, personal medication, phone charger,
    sleeping gear, water bottles. Meals provided from arrival.

    Volunteer employer letters are available on request for your employer.

    State Operations Centre - Resourcing
    ''') , cte='base64')
    finish(p, m)


@mail
def e_coastline_policy():
    p = 'mail/2025/01/2025-01-28_coastline_welcome-policy-documents.eml'
    m = base(p, 'Coastline Classic Caravan Insurance <policies@coastlineinsure.example>', BRON_P,
             'Welcome to Coastline - your classic caravan policy documents', date(2025, 1, 28, 10, 15, 0),
             'coastlineinsure.example')
    text = dedent('''
    Hi Bronwyn,

    Welcome to Coastline Classic Caravan Insurance. Your cover is now in place.

    Policy number : CCI-7730-4418-M
    Caravan       : 1972 Millard 15 ft ("Marge")
    Cover type    : Agreed value - laid-up + on-road (activates on registration)
    Agreed value  : $18,000
    Period        : 28/01/2025 to 28/01/2026
    Premium       : $412.00 (paid in full)
    Excess        : $500

    Please quote your policy number in all correspondence and claims.

    Restoration cover: parts and materials stored in your locked garage are
    covered up to $3,000 while the van is under restoration.

    Coastline - insuring the classics since 1998.
    ''')
    html = dedent('''
    <html><body style="font-family:Verdana,sans-serif">
    <h2>Welcome to Coastline</h2>
    <p>Hi Bronwyn, your cover is now in place.</p>
    <table border="1" cellpadding="5" style="border-collapse:collapse">
    <tr><td>Policy number</td><td><b>CCI-7730-4418-M</b></td></tr>
    <tr><td>Caravan</td><td>1972 Millard 15 ft (&quot;Marge&quot;)</td></tr>
    <tr><td>Cover type</td><td>Agreed value &ndash; laid-up + on-road</td></tr>
    <tr><td>Agreed value</td><td>$18,000</td></tr>
    <tr><td>Period</td><td>28/01/2025 to 28/01/2026</td></tr>
    <tr><td>Premium</td><td>$412.00 (paid)</td></tr>
    <tr><td>Excess</td><td>$500</td></tr>
    </table>
    <p>Please quote your policy number in all correspondence.</p>
    </body></html>
    ''')
    m.set_content(text, cte='base64')
    m.add_alternative(html, subtype='html', cte='base64')
    finish(p, m)


# ---------------------------------------------------------------- 2025-02
@mail
def e_dot_booking():
    p = 'mail/2025/02/2025-02-11_transport_vehicle-examination-booking.eml'
    m = base(p, 'Department of Transport - Vehicle Licensing <noreply@transport.wa.example>', BRON_P,
             'Booking confirmed: vehicle examination VE-338817', date(2025, 2, 11, 14, 0, 9), 'transport.wa.example')
    html = dedent('''
    <html><body style="font-family:Arial,sans-serif">
    <p><b>Department of Transport &ndash; Driver and Vehicle Services</b></p>
    <p>Dear BRONWYN TAIT,</p>
    <p>Your vehicle examination booking is confirmed.</p>
    <table border="1" cellpadding="5" cellspacing="0">
    <tr><th align="left">Booking reference</th><td>VE-338817</td></tr>
    <tr><th align="left">Examination type</th><td>New licence - trailer/caravan (unregistered, pre-1990)</td></tr>
    <tr><th align="left">Date</th><td>Tuesday 4 March 2025</td></tr>
    <tr><th align="left">Time</th><td>9:15 AM (please arrive 10 minutes early)</td></tr>
    <tr><th align="left">Location</th><td>Henderson Vehicle Examination Centre, 9 Spinnaker Way, Henderson WA</td></tr>
    <tr><th align="left">Fee</th><td>$159.30 (payable on the day)</td></tr>
    </table>
    <p>Please bring: proof of ownership, gas compliance certificate (if gas is fitted), weighbridge certificate, photo ID.</p>
    <p>The caravan must be towed to the examination centre. Unlicensed vehicles may be towed directly to a booked examination.</p>
    <p>To change or cancel, use the online booking system at least 24 hours beforehand.</p>
    </body></html>
    ''')
    m.set_content(html, subtype='html', cte='7bit')
    finish(p, m)


@mail
def e_physio_invoice():
    p = 'mail/2025/02/2025-02-19_fremantle-sports-physio_invoice.eml'
    m = base(p, 'Fremantle Sports Physio <accounts@fremantlesportsphysio.example>', BRON_P,
             'Tax invoice FSP-20931 - Bronwyn Tait', date(2025, 2, 19, 16, 45, 0), 'fremantlesportsphysio.example')
    html = dedent('''
    <html><body style="font-family:Arial">
    <p>Hi Bronwyn,</p>
    <p>Please find your tax invoice below. Your health fund rebate has been claimed on the spot via HICAPS.</p>
    <table border="1" cellpadding="4" cellspacing="0">
    <tr><th>Date</th><th>Service</th><th>Practitioner</th><th>Fee</th><th>Rebate</th><th>Gap</th></tr>
    <tr><td>07/02/2025</td><td>Initial consultation</td><td>Anna Li</td><td>$105.00</td><td>$52.00</td><td>$53.00</td></tr>
    <tr><td>14/02/2025</td><td>Standard consultation</td><td>Anna Li</td><td>$88.00</td><td>$44.00</td><td>$44.00</td></tr>
    <tr><td colspan="5" align="right"><b>Total paid</b></td><td><b>$97.00</b></td></tr>
    </table>
    <p>Your next appointment: Friday 28/02/2025 at 7:30am (no session 21/02 &ndash; Anna away).</p>
    <p>Fremantle Sports Physio &middot; ABN 00 000 000 000</p>
    </body></html>
    ''')
    m.set_content(html, subtype='html', cte='quoted-printable')
    finish(p, m)


SANDRA_Q1 = dedent('''
Hi Bron,

Lovely to meet you and Marge on Thursday! As promised, quote for the
cushions:

- Dinette: 2 x seat squabs + 2 x backrests, high-density foam, new covers
- Front lounge: 1 x seat + 1 x back
- Zips on all covers so they can come off for washing
- Piping in contrasting colour if you want it

Total: $1,450 inc GST. 50% deposit would be $725 but as discussed $500 is
fine to get the fabric ordered. About 3 weeks once the fabric is in.

Have a think about fabric - the sample book is yours till next week. Lots of
people go velour for a 70s van to keep it "original".

Sandra
Stitched Up Upholstery, O'Connor
''')


@mail
def e_re_sandra():
    p = 'mail/2025/02/2025-02-24_re_stitched-up_cushion-quote.eml'
    m = base(p, BRON_P, 'Sandra Whitlock <sandra@stitchedup.example>', 'Re: Quote - cushions for 1972 Millard',
             date(2025, 2, 24, 20, 10, 31), 'iinet.example',
             reply_to_path=('orig/sandra-quote', 'stitchedup.example'))
    body = dedent('''
    Hi Sandra,

    Go ahead please \u2013 deposit of $500 transferred today.

    Fabric: I want the mustard canvas-look one from the sample book (the heavier
    weave, second page from the back). Definitely NOT velour \u2013 I know it\u2019s
    \u201cperiod correct\u201d but I can\u2019t stand the feel of it, it goes shiny where
    you sit and it holds dog hair like nothing else (Nugget will be travelling).
    Piping in cream to go with the paint.

    Sample book is on the front seat of the ute, I\u2019ll drop it in Saturday.

    Thanks!
    Bron

    On Fri, 21 Feb 2025 at 09:12, Sandra Whitlock <sandra@stitchedup.example> wrote:
    ''') + quote(SANDRA_Q1)
    m.set_content(body, cte='8bit')
    finish(p, m)


# ---------------------------------------------------------------- 2025-03
@mail
def e_dale_bore():
    p = 'mail/2025/03/2025-03-04_coastal-retic_bore-pump-options.eml'
    m = base(p, DALE, BRON_W, 'BRPS bore pump - two options (+ autumn settings)', date(2025, 3, 4, 16, 55, 20),
             'coastalretic.example', cc=PRIYA)
    text = dedent('''
    Hi Bron (cc Priya),

    Pulled the headworks today. Motor is drawing high current and the bearings
    are noisy - it's on the way out. Two options:

    OPTION 1 - Rewind existing motor + new bearings + seals
      $2,380.00 inc GST. 12 month warranty on the rewind only.
      It's already been rewound once (2017) so honestly no promises on how
      long it lasts - I'd guess 2-3 years.

    OPTION 2 - Full replacement
      New Lowara 6GS22 submersible (2.2 kW) + new control box with soft
      starter + new drop pipe and cable.
      $6,214.00 inc GST. 5 year warranty on the pump.
      Lead time about a week once I have a PO. One day on site, bore off all
      day.

    My recommendation is option 2. You'll spend the rewind money again in a
    couple of years otherwise.

    AUTUMN SETTINGS - while I was there I knocked the run times back now it's
    cooling off:
      - Front oval, stations 1-4: 18 min each (were 25)
      - Junior oval, stations 5-6: 15 min (were 20)
      - Kindy, drip and library unchanged
    Programs and days are the same. I'll put them back up in October.

    Cheers,
    Dale
    Coastal Retic & Bore
    ''')
    html = '<html><body style="font-family:Arial">' + ''.join(
        '<p>%s</p>' % para.replace('\n', '<br>') for para in text.split('\n\n')) + '</body></html>\n'
    m.set_content(text, cte='quoted-printable')
    m.add_alternative(html, subtype='html', cte='quoted-printable')
    finish(p, m)


@mail
def e_kerry_mum_move():
    p = 'mail/2025/03/2025-03-09_kerry_mums-new-place.eml'
    m = base(p, 'Kerry Maddox <kerry.maddox@bigpond.example>', BRON_P, 'Mum\u2019s new place \u2013 address, mail, phone etc',
             date(2025, 3, 9, 19, 27, 48), 'bigpond.example', cc='Darren Tait <darren.tait@mail.example>')
    text = dedent('''
    Hi you two,

    Mum\u2019s officially in! Here\u2019s everything in one place so nobody rings me
    asking (looking at you Darren):

    NEW ADDRESS
    Unit 14, Koombana Gardens Village
    6 Pelican Way, Bunbury WA 6230

    MAIL \u2013 Australia Post redirect is set up for 12 months from the old house
    (41 Banksia Cres).

    PHONE \u2013 Telstra says the landline at the unit will take \u201c2\u20133 weeks\u201d (!!).
    Use her mobile till then. I\u2019ll put the new number in the group chat when
    it\u2019s on.

    THE OLD HOUSE \u2013 agent reckons list after Easter, once the carpets are done.
    Bron, can you come down one weekend in April to help clear the shed? There\u2019s
    about forty years of Dad\u2019s stuff in there.

    The village people (ha) are lovely. She\u2019s already joined the Tuesday craft
    group and been told off for parking in the wrong bay.

    Kez x
    ''')
    html = '<html><body>' + ''.join('<p>%s</p>' % para.replace('\n', '<br>')
                                    for para in text.split('\n\n')) + '</body></html>\n'
    m.set_content(text, cte='8bit')
    m.add_alternative(html, subtype='html', cte='8bit')
    finish(p, m)


@mail
def e_re_craig_paint():
    p = 'mail/2025/03/2025-03-17_re_hendo-auto-refinish_paint-quote.eml'
    orig = dedent('''
    Hi Bron,

    Quote for the Millard as discussed:

    - strip + sand exterior aluminium, treat corrosion
    - etch prime, 2-pack base/clear
    - two-tone: Sea Mist green lower / Antique White upper, line following
      the body moulding
    - remove, polish + refit chrome strip and badges
    - reseal windows on refit

    $4,200 inc GST. $1,500 deposit on drop-off, balance on pick-up. About 5-6
    weeks. I can take her Monday 7 April.

    I've sprayed a couple of sample panels, come and have a look Saturday if
    you're around.

    Craig Doyle
    Hendo Auto Refinish, Henderson
    ''')
    m = base(p, BRON_P, 'Craig Doyle <craig@hendorefinish.example>', 'Re: Millard paint quote',
             date(2025, 3, 17, 6, 40, 2), 'iinet.example',
             reply_to_path=('orig/craig-quote', 'hendorefinish.example'))
    body = dedent('''
    Morning Craig,

    Thanks for showing me the panels Saturday. I've slept on it (well, not
    slept) and I've changed my mind on the colours.

    Scrap the Sea Mist and white. We're going back to the original factory
    scheme - tangerine and cream, exactly like the 1972 brochure panel you
    did up. Same two-tone line, same chrome. She was built that colour and
    that's what she should be.

    Everything else in the quote stays the same I assume? Still good for
    drop-off Monday 7 April, 7.30am.

    Cheers,
    Bron

    On Fri, 14 Mar 2025 at 17:20, Craig Doyle <craig@hendorefinish.example> wrote:
    ''') + quote(orig)
    m.set_content(body, cte='7bit')
    finish(p, m)


# ---------------------------------------------------------------- 2025-04
@mail
def e_priya_bore_decision():
    p = 'mail/2025/04/2025-04-02_priya_bore-pump-decision.eml'
    m = base(p, PRIYA, BRON_W, 'Bore pump - decision', date(2025, 4, 2, 11, 51, 37), 'brps.example', cc=LEANNE)
    m.set_content(dedent('''
    Hi Bron,

    Leanne and I went through Dale's two options before she went on leave.

    We're going with option 2 - the full replacement. Rewinding a 15 year old
    motor for the second time doesn't make sense when we'd be back here in two
    years. It'll come out of next year's maintenance line as well as this
    one's, don't ask.

    I've raised PO 25-0112 for $6,214.00, BUT anything over $5k needs Leanne's
    signature and she's on long service leave until Monday 28 April. It's
    sitting in her tray. I'll get it signed the day she's back and send it
    straight to Dale.

    Can you let Dale know it's coming so he can pencil in a date?

    Thanks,
    Priya
    '''), cte='7bit')
    finish(p, m)


@mail
def e_sandra_revised():
    p = 'mail/2025/04/2025-04-10_stitched-up_revised-quote.eml'
    m = base(p, 'Sandra Whitlock <sandra@stitchedup.example>', BRON_P, 'Revised quote \u2013 Millard cushions (+ bunks)',
             date(2025, 4, 10, 15, 2, 0), 'stitchedup.example')
    m.set_content(dedent('''
    Hi Bron,

    As discussed on the phone, revised quote with the two bunk cushions added:

      Dinette (4 pieces) + front lounge (2 pieces) + 2 x bunk cushions
      High-density foam, zips on all covers, cream piping
      NEW TOTAL: $1,690 inc GST  (previous quote $1,450)

    Your $500 deposit stays on the job, balance on completion.

    Now the not-so-good news \u2013 the fabric you picked is on backorder from the
    supplier\u2019s Sydney warehouse. They\u2019re telling me ETA mid-May. I\u2019ll ring
    you the day it lands and get started straight away, about 3 weeks from then.

    Sorry! Nothing I can do about it \u2013 unless you want to choose something
    else from the book, but I know you had your heart set on it.

    Sandra
    Stitched Up Upholstery
    '''), cte='quoted-printable')
    finish(p, m)


@mail
def e_council_newsletter():
    p = 'mail/2025/04/2025-04-14_city-of-fremantle_news-verge-collections.eml'
    m = base(p, 'City of Fremantle <news@fremantle-council.example>', BRON_P,
             'Freo Focus - April 2025: verge collections, FOGO tips, library events',
             date(2025, 4, 14, 7, 0, 0), 'fremantle-council.example',
             extra=[('List-Unsubscribe', '<mailto:unsubscribe@fremantle-council.example>')])
    text = dedent('''
    FREO FOCUS - April 2025
    =======================

    VERGE COLLECTIONS - GREEN WASTE (garden organics only)
    Autumn green waste collections start in May. Put your pile out no earlier
    than the weekend before your week. Max 2 m3. No bagged material, no stumps
    over 30 cm.

      Beaconsfield, White Gum Valley ........ week of 12 May 2025
      Hilton, O'Connor, Samson .............. week of 19 May 2025
      Fremantle, South Fremantle ............ week of 26 May 2025
      North Fremantle ....................... week of 2 June 2025

    Bulk junk collection returns in October.

    FOGO TIPS
    Compostable bags only in the lime-green bin. Meat and bones are fine!
    Nappies are not (we have to say it).

    LIBRARY
    School holiday program - Lego club, reptile show (Tue 15 Apr), author talk.

    MARKETS
    The South Terrace night market is back every Friday in April.
    ''')
    html = dedent('''
    <html><body style="font-family:Arial,sans-serif">
    <h1>Freo Focus &ndash; April 2025</h1>
    <h2>Verge collections &ndash; green waste</h2>
    <p>Autumn green waste collections start in May. Put your pile out no earlier than the weekend before your week.</p>
    <table border="1" cellpadding="4" cellspacing="0">
    <tr><th>Suburb</th><th>Collection week</th></tr>
    <tr><td>Beaconsfield, White Gum Valley</td><td>week of 12 May 2025</td></tr>
    <tr><td>Hilton, O&#39;Connor, Samson</td><td>week of 19 May 2025</td></tr>
    <tr><td>Fremantle, South Fremantle</td><td>week of 26 May 2025</td></tr>
    <tr><td>North Fremantle</td><td>week of 2 June 2025</td></tr>
    </table>
    <p>Bulk junk collection returns in October.</p>
    <h2>FOGO tips</h2><p>Compostable bags only in the lime-green bin.</p>
    <h2>Library</h2><p>School holiday program &ndash; Lego club, reptile show, author talk.</p>
    </body></html>
    ''')
    m.set_content(text, cte='quoted-printable')
    m.add_alternative(html, subtype='html', cte='quoted-printable')
    finish(p, m)


def build():
    for fn in MAILS:
        fn()
