import mailbox
import os
import time
from email.utils import format_datetime
from common import VAULT, when, make_mail

LIST = "Southside Larder volunteers <volunteers@lists.southsidelarder.example.org.uk>"
LIST_ID = "Southside Larder volunteers <volunteers.lists.southsidelarder.example.org.uk>"
SHONA = "Shona Baxter (Rota) <shona.baxter@southsidelarder.example.org.uk>"
GRAHAM = "Graham Tulloch <graham.tulloch@southsidelarder.example.org.uk>"
HARRIET = "Harriet Mwangi-Ross <harriet.mwangi-ross@tartanmail.example>"

MSGS = [
    dict(frm=SHONA, date="2025-05-01 18:30", subject="[Larder] May rota",
         msgid="<rota-2025-05@southsidelarder.example.org.uk>", cte="8bit", text="""Hi everyone,

Here's the May rota. A warm welcome to our new volunteers - Harriet, Aileen and
Tomasz - who start this month.

TUESDAY MORNING (09:30-12:30)
  Front desk: Moira B, Aileen
  Stock room: Pete (lead), Harriet, Tomasz, Jean
FRIDAY MORNING (09:30-12:30)
  Front desk: Lesley, Kofi
  Stock room: Pete (lead), Yusuf (van), Anne
MONDAY DELIVERY (16:00-17:30)
  Yusuf, Tomasz

From now on please sign in AND out on the sheet by the door - the insurers ask.

Thanks all,
Shona
"""),
    dict(frm=SHONA, date="2025-07-30 20:05", subject="[Larder] August rota + summer holidays",
         msgid="<rota-2025-08@southsidelarder.example.org.uk>", cte="quoted-printable", text="""Hi all,

August rota attached below. Lots of holidays, so a few gaps - please shout if
you can fill one.

TUESDAY MORNING (09:30-12:30)
  Front desk: Aileen, Moira B
  Stock room: Pete (lead), Harriet, Jean
  GAP: 19 Aug stock room
FRIDAY MORNING (09:30-12:30)
  Front desk: Lesley, Kofi
  Stock room: Pete (lead), Anne, Tomasz

Harriet is away 2-16 September so I'll need cover on the 2nd and 9th.

From the stock room: we have 140 tins of chickpeas. Please encourage people to
take them!

Shona
"""),
    dict(frm=GRAHAM, date="2025-10-07 10:00", subject="[Larder] Notice of AGM - Tuesday 28 October",
         msgid="<agm-notice-2025@southsidelarder.example.org.uk>", cte="quoted-printable", text="""Dear friends,

NOTICE OF ANNUAL GENERAL MEETING

The Southside Larder AGM will be held on Tuesday 28 October 2025 at 7.00pm in
the Dalkeith Road Bowling Club pavilion (upstairs lounge - entrance by the side
gate; there is a stair lift). Tea and shortbread from 6.45pm.

Agenda
  1. Chair's report
  2. Treasurer's report and accounts
  3. Election of office bearers (chair, treasurer, minutes secretary)
  4. Proposal: Saturday morning opening
  5. Proposal: second storage unit at Peffermill
  6. Rota changes
  7. AOB

All volunteers are members and entitled to vote. Nominations for office bearers
to me by 21 October please. We are particularly keen to find a minutes
secretary - the post has been vacant since March.

With thanks for all you do,
Graham Tulloch
Chair, Southside Larder
"""),
    dict(frm=SHONA, date="2025-10-30 19:40", subject="[Larder] November rota - new Thursday team",
         msgid="<rota-2025-11@southsidelarder.example.org.uk>", cte="8bit", text="""Hi everyone,

As discussed at the AGM, from November we're adding a Thursday afternoon
session to collect and distribute the Sciennes breakfast club surplus, and
thinning out the Tuesday team, which has been oversubscribed since the summer.

TUESDAY MORNING (09:30-12:30)
  Front desk: Aileen, Moira B
  Stock room: Pete (lead), Jean, Tomasz
THURSDAY AFTERNOON (13:00-16:00) - starts Thursday 6 November
  Collection + stock room: Harriet (lead), Kofi, Anne
  Front desk: Lesley
FRIDAY MORNING (09:30-12:30)
  Front desk: Lesley, Kofi
  Stock room: Pete (lead), Yusuf (van), Anne

Harriet - thank you for taking the Thursday lead at short notice. The key for
Thursdays will be in the vestry safe as usual.

Shona
"""),
    dict(frm=HARRIET, date="2025-10-31 09:12", subject="Re: [Larder] Notice of AGM - Tuesday 28 October",
         msgid="<hmr-20251031-agm@tartanmail.example>",
         in_reply_to="<agm-notice-2025@southsidelarder.example.org.uk>", cte="quoted-printable",
         text="""Dear Graham and all,

Thank you to everyone who came on Tuesday, and for electing me minutes
secretary - I shall try to live up to my predecessor's handwriting.

I'll circulate the draft minutes to the committee by Friday 7 November, and
to all volunteers once the committee has had a chance to correct them.

With best wishes,
Harriet

> The Southside Larder AGM will be held on Tuesday 28 October 2025 at 7.00pm in
> the Dalkeith Road Bowling Club pavilion (upstairs lounge - entrance by the side
> gate; there is a stair lift).
"""),
    dict(frm=GRAHAM, date="2025-11-01 11:25", subject="[Larder] AGM - thank you and headline decisions",
         msgid="<agm-thanks-2025@southsidelarder.example.org.uk>", cte="quoted-printable", text="""Dear friends,

Thank you to the 23 of you who came to the AGM on Tuesday. Headlines, ahead of
Harriet's minutes:

  - Yusuf and I were re-elected; Harriet Mwangi-Ross is our new minutes
    secretary. Welcome, Harriet.
  - The accounts were approved.
  - We agreed to pilot Saturday morning opening. Shona will be in touch about
    volunteers.
  - We decided NOT to rent the second storage unit at Peffermill - at £4,200 a
    year it would eat too far into our reserves. Instead, Rev. Munro has kindly
    offered the Mission Hall loft for dry goods, once the church's surveyor has
    checked the floor.

Graham Tulloch
Chair
"""),
    dict(frm=SHONA, date="2025-11-14 17:50", subject="[Larder] Saturday pilot - volunteers wanted",
         msgid="<sat-pilot-2025@southsidelarder.example.org.uk>", cte="8bit", text="""Hi all,

Great news: Harriet Mwangi-Ross and Yusuf Rahman have agreed to co-lead the
Saturday pilot between them - Harriet will do the first and third Saturdays of
each month and Yusuf the second and fourth.

We need at least six volunteers each Saturday morning (10:00-12:00, set-up from
09:30). Saturdays should suit those of you who work during the week. Please
reply to me with the Saturdays you can do in the new year.

Shona
"""),
    dict(frm="Aileen Forsyth <aileen.f@tartanmail.example>", date="2025-11-17 08:03",
         subject="Re: [Larder] Saturday pilot - volunteers wanted",
         msgid="<aileen-20251117@tartanmail.example>", in_reply_to="<sat-pilot-2025@southsidelarder.example.org.uk>",
         cte="8bit", text="""Count me in for alternate Saturdays - happy to do Harriet's weeks.

Aileen

> Great news: Harriet Mwangi-Ross and Yusuf Rahman have agreed to co-lead the
> Saturday pilot between them
"""),
]


def build():
    path = os.path.join(VAULT, "mail/lists/southside-larder-volunteers.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    box.lock()
    try:
        for d in MSGS:
            dt = when(d["date"])
            m = make_mail(frm=d["frm"], to=LIST, date=dt, subject=d["subject"], text=d["text"],
                          cte=d["cte"], msgid=d["msgid"], in_reply_to=d.get("in_reply_to"),
                          extra_headers={"List-Id": LIST_ID,
                                         "List-Post": "<mailto:volunteers@lists.southsidelarder.example.org.uk>",
                                         "Sender": "volunteers-bounces@lists.southsidelarder.example.org.uk"})
            mm = mailbox.mboxMessage(bytes(m))
            addr = d["frm"].split("<")[-1].rstrip(">")
            mm.set_from(addr, time.gmtime(dt.timestamp()))
            box.add(mm)
        box.flush()
    finally:
        box.unlock()
        box.close()
