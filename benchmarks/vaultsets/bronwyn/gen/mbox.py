"""Brigade members mailing list archive (mboxrd, with a >From escape)."""
import datetime as _dt
import re
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime
from common import put, hid, dedent

AWST = _dt.timezone(_dt.timedelta(hours=8))
LIST = 'wrvbfb-members@lists.wandiridge.example'
LISTID = 'Wandi Ridge VBFB members <wrvbfb-members.lists.wandiridge.example>'

DEB = ('Deb Pham', 'deb.pham@wandiridge.example')
GAZ = ('Gary Lindqvist', 'gaz.lindqvist@wandiridge.example')
MEG = ('Meg Oduya', 'meg.oduya@wandiridge.example')
BRON = ('Bron Tait', 'bron.tait@iinet.example')
COL = ('Col Barrett', 'col.barrett@wandiridge.example')


def q(text):
    return '\n'.join(('> ' + l) if l else '>' for l in text.rstrip('\n').split('\n')) + '\n'


AGM = dedent('''
Hi all,

Our Annual General Meeting is on Saturday 10 August at 2pm at the station.
Arvo tea after - bring a plate if you can.

Agenda:
1. Captain's report (Gaz)
2. Treasurer's report
3. Election of officers - ALL positions are open
4. General business (training night, new members, the shed roof)

Gaz has let us know he's stepping down as captain after nine years, so we
need nominations for captain. Nomination forms are on the noticeboard or
reply to me. Nominations close Friday 2 August.

From the Shire: restricted burning period dates for the coming season will
be confirmed at the AGM by the FCO, so please come along if you do private
burns.

Deb
Secretary, Wandi Ridge VBFB
''')

HRB = dedent('''
All,

Hazard reduction burn - Banksia Reserve east block - Saturday 21 September.

Muster at the station 0630, on the ground by 0700. Light tanker + the
heavy. Need 8 bodies minimum. Reply with availability.

Meg
''')

SIZZLE = dedent('''
Hi everyone,

Our Bunnings Cockburn sausage sizzle is on Saturday 7 December, 8am - 2pm.
It's our biggest fundraiser of the year so all hands please!

I'm running the roster again this year. Two shifts:
  - 8am - 11am (setup + breakfast rush)
  - 11am - 2pm (lunch + pack down)

Reply to ME (not the whole list please!!) with your shift. I need 6 per
shift. Snags and bread are ordered, I need someone with a ute to pick up
the gas bottles from the station on the Friday.

Deb
''')

MSGS = []


def add(n, frm, subj, when, body, reply_to=None):
    MSGS.append((n, frm, subj, when, body, reply_to))


add(1, DEB, 'AGM - Saturday 10 August, 2pm', (2024, 7, 20, 10, 12), AGM)
add(2, GAZ, 'Re: AGM - Saturday 10 August, 2pm', (2024, 7, 22, 18, 40), dedent('''
Thanks Deb.

Yep, confirming I'm stepping down as captain. Nine years is plenty and my
knees agree. I'll stay on as equipment officer if you'll have me.

For what it's worth Meg has my vote. She's been running training all year
anyway.

Gaz

On 20/07/2024 10:12 am, Deb Pham wrote:
''') + q(AGM), reply_to=1)
add(3, DEB, 'AGM results 2024', (2024, 8, 11, 9, 5), dedent('''
Hi all,

Thanks to the 23 members who came yesterday - best turnout in years. Results:

  Captain ................ Meg Oduya
  1st Lieutenant ......... Col Barrett
  2nd Lieutenant ......... Sam Ferreira
  Secretary .............. Deb Pham (yes, again)
  Treasurer .............. Ian Chu
  Equipment officer ...... Gary Lindqvist
  Training officer ....... Col Barrett

Huge thanks to Gaz for nine years as captain - we gave him a plaque and a
slab, not necessarily in that order.

Training nights stay Tuesday 7pm for now. The committee will look at the
night again before next year.

Deb
'''))
add(4, MEG, 'HRB - Banksia Reserve east block - Sat 21 Sept', (2024, 9, 10, 20, 15), HRB)
add(5, MEG, 'Re: HRB - Banksia Reserve east block - Sat 21 Sept', (2024, 9, 19, 16, 30), dedent('''
All - POSTPONED. Forecast for Saturday has gusty NW winds, the FCO has
pulled the pin.

New date: Saturday 28 September, same times (0630 station, 0700 on the
ground). If you'd put your hand up for the 21st please let me know if the
28th still works.

Meg

On 10/09/2024 8:15 pm, Meg Oduya wrote:
''') + q(HRB), reply_to=4)
add(6, DEB, 'Bunnings sausage sizzle Sat 7 Dec - roster', (2024, 11, 20, 19, 0), SIZZLE)
add(7, BRON, 'Re: Bunnings sausage sizzle Sat 7 Dec - roster', (2024, 11, 21, 6, 12), dedent('''
Deb - put me down for the 8-11 shift. I can grab the gas bottles Friday,
the ute's free.

Sorry everyone for the reply-all, but while I've got you: onion goes UNDER
the snag. It stops the onion falling out when you bite it. Bunnings
literally made it their official rule. I will be enforcing this from the
hotplate. Fight me.

Bron

On 20/11/2024 7:00 pm, Deb Pham wrote:
''') + q(SIZZLE.split('\n\nI\'m running')[0]), reply_to=6)
add(8, MEG, 'Training night change from February', (2025, 1, 22, 20, 45), dedent('''
Hi all,

Welcome back to everyone who was away on deployment - great work down south.

As discussed at the December meeting: from Wednesday 5 February, training
moves to WEDNESDAYS, 6.30pm - 8.30pm. Tuesday no longer works - the Scouts
have the hall on Tuesdays this year and half of you couldn't get there by 7
from work anyway. Last Tuesday session is 28 January.

Same format: first Wednesday of the month is a station/truck night, the
rest are scenarios.

Meg
Captain
'''))
add(9, COL, 'Light tanker back + new member', (2025, 3, 30, 14, 20), dedent('''
Hi team,

The light tanker is back from its service. The rear hose reel that jammed
on the deployment has been replaced (new reel, not repaired), new tyres on
the rear, and the pump got a full going-over. She's good to go.

Please welcome Priti Sharma to the brigade - she did her BFF last year at
uni and has just moved into the area. Say g'day on Wednesday.

Col
'''))


def render(n, frm, subj, when, body, reply_to):
    m = EmailMessage()
    m['From'] = '%s <%s>' % frm
    m['To'] = LIST
    m['Subject'] = subj
    m['Date'] = format_datetime(_dt.datetime(*when, tzinfo=AWST))
    m['Message-ID'] = '<list.%s@wandiridge.example>' % hid('mbox', n, n=14)
    if reply_to:
        rid = '<list.%s@wandiridge.example>' % hid('mbox', reply_to, n=14)
        m['In-Reply-To'] = rid
        m['References'] = rid
    m['List-Id'] = LISTID
    m['List-Post'] = '<mailto:%s>' % LIST
    m['List-Unsubscribe'] = '<mailto:wrvbfb-members-leave@lists.wandiridge.example>'
    m['Precedence'] = 'list'
    m.set_content(body, cte='7bit')
    raw = m.as_bytes(policy=policy.default.clone(linesep='\n')).decode('ascii')
    # mboxrd escaping: ">*From " -> one more ">"
    raw = re.sub(r'(?m)^(>*From )', r'>\1', raw)
    d = _dt.datetime(*when, tzinfo=AWST).astimezone(_dt.timezone.utc)
    envelope = 'From %s %s %2d %s' % (frm[1], d.strftime('%a %b'), d.day, d.strftime('%H:%M:%S %Y'))
    if not raw.endswith('\n'):
        raw += '\n'
    return envelope + '\n' + raw + '\n'


def build():
    out = ''.join(render(*m) for m in MSGS)
    put('brigade/wrvbfb-members.mbox', out)
