"""The choir mailing-list archive (.mbox)."""
import mailbox, os, email.utils
from email import policy
from common import make_mail, path, when

LIST = 'Kelvinbank Choir <kelvinbank-choir@lists.kelvinbankchurch.example.org.uk>'
ALISTAIR = 'Alistair Pirie <secretary.choir@kelvinbankchurch.example.org.uk>'
MORAG = 'Morag Lennox <music@kelvinbankchurch.example.org.uk>'
ROSA = 'Rosa McAllister <rosa.mcallister@clydemail.example>'
D = 'lists.kelvinbankchurch.example.org.uk'

MSGS = [
 ('2024-08-29 18:30', ALISTAIR, '[Kelvinbank Choir] Welcome back - rehearsals restart 5 September', '8bit', """
Dear all,

I hope you've all had a good summer. Rehearsals restart on Thursday 5 September, 7.30-9pm in the
Church Hall as usual. Tea rota is on the board.

Morag has the Remembrance anthem and the Christmas music ready - please collect your folders
(numbers unchanged) from the cupboard.

Subs remain £30 per term. Cash or transfer to the church account, reference CHOIR + your name.

Alistair
Choir Secretary
"""),
 ('2024-11-20 21:05', MORAG, '[Kelvinbank Choir] Carol service music', '8bit', """
Dear choir,

Thank you for Remembrance Sunday - several people have told me how moving it was.

For the carol service on 22 December:
 - Once in Royal David's City (verse 1 solo: Mairi)
 - Rutter, Candlelight Carol
 - In the Bleak Midwinter (Darke)
 - Ding Dong Merrily (descant: sopranos, bravely)

From the director's desk: please, please learn your notes at home - the practice tracks are on the
church website.

Morag
"""),
 ('2025-01-09 10:15', ALISTAIR, '[Kelvinbank Choir] Spring term and subs', '7bit', """
Happy New Year everyone.

Rehearsals restart tonight, Thursday 9 January, 7.30 in the hall. Spring term subs (30 pounds) are due
by the end of January.

We are looking for a new tea rota co-ordinator - any volunteers?

Alistair
"""),
 ('2025-03-13 19:40', MORAG, '[Kelvinbank Choir] Easter music', '8bit', """
Dear all,

For Easter Sunday (20 April) we'll sing Handel's "Since by man came death" and the usual Easter hymns
with descants. No rehearsal on Maundy Thursday (17 April).

Altos - you have the best line in the Handel, enjoy it.

Morag
"""),
 ('2025-05-22 17:00', ALISTAIR, '[Kelvinbank Choir] Summer break', '7bit', """
Dear all,

The last rehearsal before the summer will be Thursday 26 June. We'll sing at the service on 29 June
and then break until September.

Please hand in your music for the Easter term - the folder numbers are on the spreadsheet.

Have a good summer,
Alistair
"""),
 ('2025-08-14 12:20', ALISTAIR, '[Kelvinbank Choir] IMPORTANT - new rehearsal venue from September', '8bit', """
Dear all,

Some news. The Kirk Session has told us that the church hall will be closed from the start of
September while the old heating is replaced and an asbestos survey is carried out. It could be
closed for some months.

So from September our Thursday rehearsals will be at:

    LARCHFIELD COMMUNITY ROOMS
    3 Larchfield Lane (off Rowanlea Road), Glasgow
    Thursdays, 7.15pm - 9.00pm  (please note the EARLIER start - we have the room 7 to 9)

Use the side entrance from the car park; the front door is locked after 7pm. There is a lift.

First rehearsal at Larchfield: Thursday 4 September.

Thank you for your patience.
Alistair
"""),
 ('2025-08-15 09:02', ROSA, 'Re: [Kelvinbank Choir] IMPORTANT - new rehearsal venue from September', '8bit', """
Thanks Alistair. Larchfield is ten minutes' walk from me, so no complaints here! I'll probably miss the
first two rehearsals (4 and 11 September) - I'm having my cataract done on the 2nd and I'm not allowed
out in the dark for a wee while. I'll catch up with the altos.

Rosa

> So from September our Thursday rehearsals will be at:
>
>     LARCHFIELD COMMUNITY ROOMS
>     3 Larchfield Lane (off Rowanlea Road), Glasgow
>     Thursdays, 7.15pm - 9.00pm
"""),
 ('2025-09-05 22:10', MORAG, '[Kelvinbank Choir] Christmas concert 2025', '8bit', """
Dear choir,

Lovely to see so many of you at Larchfield last night - the acoustic is drier than the hall but we'll
manage.

Our Christmas concert will be on SUNDAY 14 DECEMBER at 3pm in the church. First half: Rutter's Gloria
(with brass quintet and Mr Ramsay on the organ!). Second half: carols with the audience.

Dress: black, with a red scarf or tie. Warm-up at 2.15pm.

There will be a retiring collection for the Westburn Community Food Bank.

Morag
"""),
 ('2025-09-25 16:45', ALISTAIR, '[Kelvinbank Choir] Larchfield - parking and access', '7bit', """
Dear all,

A couple of reminders about Larchfield:
- Please park in the marked bays only - the nursery next door needs the space at the front.
- Side entrance from the car park. Buzz "Room 2" if the door has closed.
- We must be out by 9pm sharp, so please help stack the chairs from 8.50.

Alistair
"""),
 ('2025-10-16 20:30', MORAG, '[Kelvinbank Choir] Extra rehearsal + Gloria', '8bit', """
Dear all,

The Gloria is coming on beautifully, but the third movement needs work. I have booked an extra
rehearsal:

    SATURDAY 6 DECEMBER, 10am - 1pm, in the church (sanctuary), NOT Larchfield
    Full run-through with Mr Ramsay. Bring a packed lunch.

Please let Alistair know if you can't make it.

Morag
"""),
 ('2025-10-30 11:00', ALISTAIR, '[Kelvinbank Choir] Hall update', '7bit', """
Dear all,

An update from the Kirk Session: the work on the church hall has been delayed (the asbestos survey
found more than expected). We will stay at Larchfield Community Rooms, Thursdays 7.15-9pm, until at
least Easter 2026. The Christmas concert is NOT affected - it is in the church as planned.

Thank you all for being so flexible.

Alistair
"""),
]


def build():
    p = path('mail/lists/kelvinbank-choir.mbox')
    if os.path.exists(p):
        os.remove(p)
    mb = mailbox.mbox(p, create=True)
    for i, (date, frm, subj, cte, body) in enumerate(MSGS):
        m = make_mail(frm, LIST, date, subj, body, cte=cte,
                      mid='<choir-%02d-%s@%s>' % (i, date[:10], D),
                      headers={'List-Id': 'Kelvinbank Parish Church Choir <kelvinbank-choir.%s>' % D,
                               'List-Post': '<mailto:kelvinbank-choir@%s>' % D,
                               'Sender': 'kelvinbank-choir-bounces@%s' % D})
        if subj.startswith('Re:'):
            parent = '<choir-05-2025-08-14@%s>' % D
            m['In-Reply-To'] = parent
            m['References'] = parent
        mm = mailbox.mboxMessage(m.as_bytes(policy=policy.default))
        addr = email.utils.parseaddr(frm)[1]
        mm.set_from(addr, when(date).astimezone(__import__('datetime').timezone.utc).timetuple())
        mb.add(mm)
    mb.flush()
    mb.close()
