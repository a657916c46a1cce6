import mailbox, os, time
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime
from lib import VAULT, ts

LIST = 'Bedminster Traders <traders@lists.bedminstertraders.example.org.uk>'


def msg(frm, date, subject, body, mid, reply_to=None):
    m = EmailMessage(policy=policy.default)
    m['From'] = frm
    m['To'] = LIST
    m['Date'] = format_datetime(ts(date))
    m['Subject'] = subject
    m['Message-ID'] = mid
    if reply_to:
        m['In-Reply-To'] = reply_to
        m['References'] = reply_to
    m['List-Id'] = 'Bedminster Traders Association <traders.lists.bedminstertraders.example.org.uk>'
    m['List-Post'] = '<mailto:traders@lists.bedminstertraders.example.org.uk>'
    m['Sender'] = 'traders-bounces@lists.bedminstertraders.example.org.uk'
    m.set_content(body, cte='8bit')
    return m


def build():
    p = os.path.join(VAULT, 'mail/lists/bedminster-traders.mbox')
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if os.path.exists(p):
        os.remove(p)
    box = mailbox.mbox(p, create=True)
    K = 'Kezia Pryce <kezia@bedminstertraders.example.org.uk>'
    items = [
        (K, '2025-01-13 09:00 +0000', '[Traders] 2025 directory - please check your listing',
         """Morning all,

The 2025 printed directory goes to the printers on 31 January. Here's what we
have for the Kilnworth Street / Dean Lane end - shout if anything's wrong:

  Dean Lane Bakehouse - bread & cakes - Tue-Sun 7:30-2
  Kilnworth Launderette - Mon-Sun 8-8
  Mardyke Cycles & Coffee, 23 Kilnworth St - bike repairs & coffee -
    Tue-Sat 8:30-5:30
  Southside Vintage - Thu-Sun 11-5
  The Tap Room - Wed-Sun from 4pm

From the 1st of February the online directory will be updated monthly.

Kezia
Bedminster Traders Association (volunteer, so be nice)
""", '<dir2025.0113@bedminstertraders.example.org.uk>', None),
        ('Raj Kohli <raj@kilnworthlaunderette.example.co.uk>', '2025-03-18 20:14 +0000',
         '[Traders] Business rates relief - what happens in April?',
         """Does anyone know what's happening with the retail rates relief from April?
My accountant says it drops from 75% to 40% and is capped. That's going to
hurt.

From what I can tell, small business rate relief still applies if you're
under the threshold - worth checking your bill.

Raj
""", '<rates.0318@kilnworthlaunderette.example.co.uk>', None),
        (K, '2025-06-20 10:30 +0100', '[Traders] East St summer street party - Sat 12 July',
         """Hi all,

The East Street summer party is on Saturday 12 July, 11am-6pm. Road closed
from the junction with Dean Lane. Free pitch if you want to trade outside your
own shop; £20 for a gazebo in the closed road.

Marcus - any chance of a Dr Bike stall again? It went down a storm last year.

Kezia
""", '<party.0620@bedminstertraders.example.org.uk>', None),
        ('Marcus Adeyemi-Hart <marcus@mardykecycles.example.co.uk>', '2025-08-20 08:05 +0100',
         '[Traders] Warning - bike stolen from our back yard Monday night',
         """Morning all,

Heads-up. Someone cut the padlock on our back yard gate (shared yard behind
21-25 Kilnworth St) in the early hours of Tuesday and took a customer's
electric bike. Bolt croppers, in and out in six minutes according to our
camera, hood up.

Police have been out and have it logged. If you've got cameras covering the
back lane, could you check around 2:30-2:45am Tuesday and let me know?

And if you keep anything of value in the yards - don't. Lesson learned the
expensive way.

Marcus
Mardyke Cycles & Coffee
""", '<theft.0820@mardykecycles.example.co.uk>', None),
        ('Bev Okafor <bev@deanlanebakehouse.example.co.uk>', '2025-08-20 11:42 +0100',
         'Re: [Traders] Warning - bike stolen from our back yard Monday night',
         """Sorry Marcus, that's grim. Our camera only covers the door, not the lane,
but I'll look.

Same thing happened to the flour delivery cage in May. We bolted a ground
anchor into the concrete and it's been fine since - the fitter was Dan at
Lockwise, I'll send you his number.

From experience: get the insurer's exact wording before you buy anything.

Bev

> Someone cut the padlock on our back yard gate (shared yard behind
> 21-25 Kilnworth St) in the early hours of Tuesday and took a customer's
> electric bike.
""", '<re.theft.0820@deanlanebakehouse.example.co.uk>', '<theft.0820@mardykecycles.example.co.uk>'),
        (K, '2025-10-09 09:15 +0100', '[Traders] Christmas late-night Thursdays + directory updates',
         """Hi everyone,

1. Christmas late-night shopping: Thursdays 11 and 18 December, 5-8pm. We'll
   do lights on the lamp posts and a brass band on the 18th. Let me know by
   14 November if you're opening late.

2. Directory: if your hours have changed, send me the new ones. I know at
   least two of you have new hours since the summer.

3. AGM: Wednesday 19 November, 7pm, The Tap Room.

Kezia
""", '<xmas.1009@bedminstertraders.example.org.uk>', None),
        ('Raj Kohli <raj@kilnworthlaunderette.example.co.uk>', '2025-11-03 19:50 +0000',
         '[Traders] North St parking consultation - closes 21 Nov',
         """The council's consultation on pay and display for North St and the side
streets closes on 21 November. If it goes through, customer parking on
Kilnworth St goes to 1 hour max, 8am-6pm.

From what I've heard, they want to hear from businesses specifically.

Raj
""", '<parking.1103@kilnworthlaunderette.example.co.uk>', None),
    ]
    for frm, date, subj, body, mid, rt in items:
        mm = mailbox.mboxMessage(msg(frm, date, subj, body, mid, rt))
        addr = frm.split('<')[-1].rstrip('>')
        mm.set_from(addr, time.gmtime(ts(date).timestamp()))
        box.add(mm)
    box.flush()
    box.close()
