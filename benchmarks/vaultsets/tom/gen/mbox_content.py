# -*- coding: utf-8 -*-
"""Windmill Rise plotholders list - messages for the mbox."""

LIST_ADDR = "Windmill Rise Plotholders <plotholders@lists.windmillrise.example.org.uk>"
LIST_ID = "Windmill Rise plotholders <plotholders.lists.windmillrise.example.org.uk>"
MAUREEN = "Maureen Clegg (Site Secretary) <secretary@windmillrise.example.org.uk>"
RAVI = "Ravi Sandhu <ravi.sandhu@homemail.example>"

MSGS = [
    dict(frm=MAUREEN, date="2025-01-09 19:20 +0000", subject="[Plotholders] Happy new year + seed swap date",
         msgid="<2025-01-09.seedswap@windmillrise.example.org.uk>", body="""Dear all,

Happy new year from the committee. A few dates for your diaries:

- SEED SWAP: Saturday 22 February, 10am-12, in the site hut. Bring seeds,
  take seeds. Tea and Des's famous rhubarb cake.
- Water back on: 1 April (weather permitting).
- Plot inspections: June and September as usual.

Please remember the main gate must be locked behind you at all times - we had
a fly-tipper in December.

Maureen Clegg
Site Secretary
"""),
    dict(frm=MAUREEN, date="2025-03-28 10:02 +0000", subject="[Plotholders] Water on Tuesday + skip day",
         msgid="<2025-03-28.water@windmillrise.example.org.uk>", body="""Dear all,

The water troughs will be turned back on Tuesday 1 April. Please check your
trough's ballcock and report leaks to Ravi.

SKIP DAY: Saturday 12 April. One skip at the top gate from 9am. No tyres, no
carpet, no asbestos (yes, someone tried last year).

Maureen
"""),
    dict(frm=MAUREEN, date="2025-06-18 20:45 +0100", subject="[Plotholders] Shed break-ins - please read",
         msgid="<2025-06-18.breakins@windmillrise.example.org.uk>", body="""Dear all,

I'm sorry to report that sheds on plots 30-34 were broken into over the
weekend. Strimmers and a petrol mower were taken. The police have been
informed (crime reference on the noticeboard).

Please:
- don't keep anything valuable in your shed over the summer
- use a combination padlock or a closed-shackle lock
- From now on the committee will check the gate is locked on Friday and
  Saturday evenings. (Thanks to the volunteers.)

Maureen
"""),
    dict(frm=RAVI, date="2025-06-19 07:31 +0100", subject="Re: [Plotholders] Shed break-ins - please read",
         msgid="<CAR-ravi-breakins-0619@homemail.example>",
         in_reply_to="<2025-06-18.breakins@windmillrise.example.org.uk>",
         body="""Thanks Maureen. For anyone wanting a better lock, Tom on plot 27 says
closed-shackle padlocks are what he uses at his shop and they're much
harder to cut. The hardware place on Gloucester Road has them.

Ravi (Chair)

On 18/06/2025 20:45, Maureen Clegg wrote:
> I'm sorry to report that sheds on plots 30-34 were broken into over the
> weekend. Strimmers and a petrol mower were taken.
"""),
    dict(frm=MAUREEN, date="2025-08-08 18:10 +0100", subject="[Plotholders] Hosepipes and the heat",
         msgid="<2025-08-08.heat@windmillrise.example.org.uk>", body="""Dear all,

The water company has asked everyone to be careful. A reminder that hoses
must NOT be attached to the troughs. Cans only, and water in the evening.

From the archive: the committee's 1976 minutes say plot holders "may use
bath water carried from home". We are not reinstating that rule. Probably.

Maureen
"""),
    dict(frm=MAUREEN, date="2025-09-20 09:00 +0100", subject="[Plotholders] Rent reminder - due 1 October",
         msgid="<2025-09-20.rent@windmillrise.example.org.uk>", body="""Dear all,

Annual rents are due on 1 October:
  Full plot: 130
  Half plot: 72
Bank transfer details are on the rent form (attached to last year's e-mail and
on the noticeboard). Please use your plot number as the reference.

Concessions are available - speak to me in confidence.

Maureen
"""),
    dict(frm=MAUREEN, date="2025-10-08 19:30 +0100", subject="[Plotholders] AGM - Saturday 15 November - NEW VENUE",
         msgid="<2025-10-08.agm@windmillrise.example.org.uk>", body="""Dear all,

The Annual General Meeting will be held on:

  Saturday 15 November 2025 at 10:30am
  NEW VENUE: the Old Dairy Room, Lockside Community Centre, Lockside Lane
  (the entrance is round the back, by the bike racks)

Please note we are NOT at St Barnabas Church Hall this year - the hall is
being re-roofed until the new year.

Agenda: accounts, election of officers, the water bill, the waiting list
(64 people!), and the proposal for a composting toilet.

From the chair: please come - we need 20 plot holders for a quorum.

Maureen
"""),
    dict(frm=MAUREEN, date="2025-10-16 17:05 +0100", subject="[Plotholders] Troughs off 31 October + bonfires",
         msgid="<2025-10-16.troughs@windmillrise.example.org.uk>", body="""Dear all,

The water troughs will be turned off on Friday 31 October and drained for
the winter. Please empty and turn over your water butts too, or they'll split
in the frost.

Bonfires are permitted from 1 November - dry material only, and never when
the wind is towards Lockside Lane.

Maureen
"""),
]
