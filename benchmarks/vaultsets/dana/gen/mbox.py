"""Team mailing-list mbox for the Otters (PeeWee B2)."""
import mailbox, os, time
from email.message import EmailMessage
from email.utils import format_datetime
from email import policy
from common import VAULT
from mail import when

LIST = "Otters PeeWee B2 families <otters-pwb2@lists.twinlakeshockey.example>"
JEN = "Jen Sandoval (Team Manager) <jen.sandoval@twinlakeshockey.example>"
KRISTIN = "Kristin Lindqvist <kristin.lindqvist@lakemail.example>"
RICK = "Coach Rick Halvorsen <rick.halvorsen@twinlakeshockey.example>"

MSGS = []


def lm(frm, date, subject, msgid, body, cte="8bit", reply_to=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = LIST
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if reply_to:
        m["In-Reply-To"] = reply_to
        m["References"] = reply_to
    m["List-Id"] = "Otters PeeWee B2 families <otters-pwb2.lists.twinlakeshockey.example>"
    m["List-Post"] = "<mailto:otters-pwb2@lists.twinlakeshockey.example>"
    m["Sender"] = "otters-pwb2-bounces@lists.twinlakeshockey.example"
    m.set_content(body, cte=cte)
    MSGS.append(m)


lm(JEN, when(2025, 9, 8, 19, 30), "[Otters] Welcome to PeeWee B2 2025-26!",
   "<2025-09-08.welcome@twinlakeshockey.example>", """Hi Otters families!

Welcome to the 2025-26 PeeWee B2 season - 14 skaters and 2 goalies, and a great group.
Coaches: Rick Halvorsen (head), Omar Farouk (assistant). I'm your team manager - all
schedule stuff comes from me on this list.

SEASON FEE: $1,850 per player, in three installments (09/01, 10/01, 11/01) through the
TLYHA portal.

PRACTICES start the week of 10/06:
  Tuesdays   5:30-6:45 pm   Parkway Ice Arena, Rink 1
  Thursdays  6:45-8:00 pm   Parkway Ice Arena, Rink 1
Please have skaters there 30 minutes early, dressed except skates and helmet.

Fundraiser info is coming from Kristin Lindqvist, our fundraiser chair.

Go Otters!
Jen Sandoval
612-555-0112
""")

lm(KRISTIN, when(2025, 9, 22, 20, 5), "[Otters] Holiday wreath & cookie dough fundraiser kickoff",
   "<2025-09-22.fundraiser@lakemail.example>", """Hi families,

It's that time! Our team fundraiser this year is holiday wreaths and cookie dough.

  - 24" balsam wreath with red bow: $32
  - 3 lb cookie dough tub (chocolate chip, sugar, or snickerdoodle): $20

Family goal is $350 in sales, or you can opt for the $175 buyout instead.
Order forms are attached to the TLYHA site under Otters > Documents.

DEADLINE: order forms + money (checks payable to TLYHA) are due to me on Monday 11/17.
PICKUP: Saturday 12/06, 9-11 am, in the Parkway Ice Arena lobby. Bring a big car -
wreaths take up more room than you'd think!

Thanks for supporting the team - this covers our tournament ice and the end-of-season party.

Kristin Lindqvist, fundraiser chair
612-555-0115
""")

lm(JEN, when(2025, 10, 1, 12, 10), "[Otters] Jersey pickup + first games",
   "<2025-10-01.jerseys@twinlakeshockey.example>", """Hi all,

Jerseys and socks: Saturday 10/04, 9-10 am, Parkway lobby. Home = white, away = green.

First league games:
  Sat 10/18  10:30 am  vs Bloomfield Blizzard   @ Parkway Ice Arena
  Sat 10/25   8:00 am  @ Riverview Rapids        @ Riverview Community Ice

Full schedule is on the TLYHA app.

Jen
""")

lm(RICK, when(2025, 10, 14, 21, 0), "[Otters] A few expectations from the bench",
   "<2025-10-14.coach@twinlakeshockey.example>", """Parents,

Great first week. A few things:

From the coaching staff: we ask that parents stay off the glass during practice and keep
feedback positive in the stands. We'll coach; you cheer.

- Mouthguards every time on the ice. No exceptions.
- Water bottles labeled with name and number.
- If your skater is sick, e-mail me or Jen before practice.
- Skates sharpened every 2-3 weeks. Dull edges = falls.

Thanks,
Coach Rick
""")

m4 = """Hi families,

We're registered for the Med City Holiday Classic in Rochester, Fri 12/12 - Sun 12/14!

  - Tournament fee: $120 per player (billed through the TLYHA portal by 11/15)
  - Three guaranteed pool games, bracket games Sunday
  - Team hotel block: Zumbro Suites Rochester, $139/night + tax, ask for the Twin Lakes
    Youth Hockey block. Block cutoff is 11/21 - after that rooms go back to the public.

The game schedule usually comes out mid-November. I'll send it as soon as I have it.

Jen"""
lm(JEN, when(2025, 10, 20, 18, 45), "[Otters] Med City Holiday Classic - Rochester 12/12-12/14",
   "<2025-10-20.medcity@twinlakeshockey.example>", m4 + "\n")

lm("Patrick Oyelaran <p.oyelaran@fjordmail.example>", when(2025, 10, 21, 7, 50),
   "Re: [Otters] Med City Holiday Classic - Rochester 12/12-12/14",
   "<2025-10-21.re-medcity@fjordmail.example>", """Thanks Jen. Does the block rate include breakfast? And is anyone carpooling from
the south side? We have room for one more kid Friday if needed - happy to organise a
carpool list if people want one.

Patrick (Mason's dad)

On Mon, Oct 20, 2025 at 6:45 PM Jen Sandoval wrote:
""" + "\n".join("> " + l if l else ">" for l in m4.split("\n")) + "\n",
   reply_to="<2025-10-20.medcity@twinlakeshockey.example>")

lm(JEN, when(2025, 11, 3, 17, 20), "[Otters] ICE CHANGE starting Monday 11/10",
   "<2025-11-03.icechange@twinlakeshockey.example>", """Hi everyone - important schedule change.

TLYHA lost our Tuesday ice at Parkway to the high school program, so starting the week
of 11/10 our practices are:

  Mondays    7:15-8:30 pm   Cedarview Ice Center, Rink B (7400 Cedarview Dr, Edina)
  Thursdays  5:00-6:15 pm   Parkway Ice Arena, Rink 2

No more Tuesday practices. The last Tuesday practice is 11/04.
Please update your calendars - the TLYHA app will catch up in a day or two.

Cedarview tip: park on the east side, the locker rooms for Rink B are down the back hall.

Jen
""")

lm(KRISTIN, when(2025, 11, 10, 12, 0), "[Otters] Fundraiser forms due MONDAY 11/17",
   "<2025-11-10.fundraiser-reminder@lakemail.example>", """Friendly reminder: wreath + cookie dough order forms and money are due next Monday,
11/17. I'll be at practice at Cedarview with a lockbox - or drop them at my house (porch
bin) by 8 pm that night.

Checks payable to TLYHA. Cash in an envelope with your family name please!

Pickup is still Saturday 12/06, 9-11 am, Parkway Ice Arena lobby.

Kristin
""")

lm(JEN, when(2025, 11, 13, 21, 15), "[Otters] Med City Classic game schedule is out!",
   "<2025-11-13.medcity-sched@twinlakeshockey.example>", """Here it is - all pool games at Bear Creek Ice Arena in Rochester:

  Fri 12/12   4:10 pm   vs Cannon River Kings      Bear Creek Ice Arena, Rink 1
  Sat 12/13   9:00 am   vs Prairie Lakes Storm     Bear Creek Ice Arena, Rink 2
  Sat 12/13   3:20 pm   vs Dakota Valley Wolves    Bear Creek Ice Arena, Rink 1
  Sun 12/14   bracket games TBD (semis/finals)

Skaters at the rink 60 minutes before puck drop, dressed by 30 minutes before.
Home jerseys (white) Friday; we'll confirm Saturday colors.

Jen
""")


def build():
    rel = "mail/lists/otters-peewee-b2.mbox"
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    for m in MSGS:
        mm = mailbox.mboxMessage(m.as_bytes(policy=policy.default))
        addr = m["From"].addresses[0].addr_spec
        mm.set_from(addr, time_=time.gmtime(m['Date'].datetime.timestamp()))
        box.add(mm)
    box.flush()
    box.close()
    return [rel]
