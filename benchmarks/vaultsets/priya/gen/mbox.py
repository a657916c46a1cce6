"""Allotment society list mail (.mbox)."""
import mailbox
import os
from util import make_mail, ROOT

LIST = "Dogpool Lane plotholders <plotholders@lists.dogpool-allotments.example.org.uk>"
DENNIS = "Dennis Maguire (Secretary) <secretary@dogpool-allotments.example.org.uk>"
HDR = {
    "List-Id": "Dogpool Lane plotholders <plotholders.lists.dogpool-allotments.example.org.uk>",
    "List-Post": "<mailto:plotholders@lists.dogpool-allotments.example.org.uk>",
    "Sender": "plotholders-bounces@lists.dogpool-allotments.example.org.uk",
}


def m(frm, date, subj, body, cte="8bit", msgid=None, irt=None):
    return make_mail(frm, LIST, date, "[Dogpool] " + subj, body, cte=cte,
                     msgid=msgid, in_reply_to=irt, extra_headers=HDR)


def build():
    msgs = []
    msgs.append(m(DENNIS, "2025-01-06 19:02", "Rents for 2025",
        """Evening all, and happy new year.

Rents for 2025 are due by 31 January: full plot £126, half plot £68.
Bank transfer preferred (details on your renewal letter), or cash/cheque to
Hilary at the Hut on Sunday mornings 10-12.

From the committee: we had 11 people on the waiting list at Christmas, so
please do let me know if you're thinking of giving up or halving your plot.

Dennis
Secretary, Dogpool Lane Allotment Society
"""))
    msgs.append(m(DENNIS, "2025-02-15 10:30", "Spring work party Sat 8 March",
        """Hi all,

Spring work party: Saturday 8 March, 10am-1pm. Jobs: clearing the overgrown
plot on row D, fixing the Hut guttering, emptying the communal compost bays.
Bacon butties provided (veggie option too, Priya!). Bring gloves.

From the Hut, a reminder: the skip comes on 14 March. No soil, no glass.

Dennis
"""))
    msgs.append(m(DENNIS, "2025-04-01 08:15", "Water is back on",
        """Morning,

Troughs are back on as of today. Please report any leaks to me straight away -
the one at the end of row B is dribbling again and I've got a man coming.

Cans only from the troughs please. Hoses with a trigger gun only and never
left running.

Dennis
"""))
    msgs.append(m(DENNIS, "2025-06-20 17:44", "Open day & produce show - Sat 19 July",
        """Hi all,

Our open day and produce show is on Saturday 19 July, 11am-3pm. Categories as
last year plus a new "Most Unusual Vegetable" class (I'm looking at you,
plot 14B and your bitter gourds).

Cakes for the tea stall very welcome. Drop them at the Hut from 10am.

Dennis
"""))
    msgs.append(m("Stan Kowalczyk <stan.k@inboxmail.example>", "2025-08-30 09:05",
        "Hosepipe left running row C",
        """Whoever left the hose running on row C last night, the bottom of my plot is
now a pond. Please, the trigger gun rule is there for a reason.

Stan (14A)
"""))
    brk_id = "<dogpool-2025-09-14-breakin@dogpool-allotments.example.org.uk>"
    brk = """Hi all,

I'm sorry to report that several sheds on rows B and C were broken into
overnight on Friday/Saturday (12/13 Sept). Padlocks were cut and strimmers,
a petrol rotavator, two leaf blowers and a box of hand tools were taken. The
police have a crime reference and have been round.

With immediate effect the combination on the main gate padlock has been
changed to 3862. The old code (1947) no longer works. Please don't write the
new code on the gate, the shed, or anywhere online, and don't share it with
anyone who isn't registered with me as a plotholder or co-worker.

Please take anything valuable home over the winter and check your shed.
If you've got a trail camera and are willing to put it up by the gate, let me
know.

Dennis
"""
    msgs.append(m(DENNIS, "2025-09-14 12:10", "Sheds broken into - NEW GATE CODE",
                  brk, msgid=brk_id))
    qb = "\n".join("> " + l if l else ">" for l in brk.split("\n")[:8])
    msgs.append(m("Stan Kowalczyk <stan.k@inboxmail.example>", "2025-09-14 14:31",
        "Re: Sheds broken into - NEW GATE CODE",
        f"""Thanks Dennis. Mine was fine but I'll bring the good spade home. My nephew has
a trail camera, I'll ask him.

From what I could see they came in through the fence behind row C, not the
gate, so the new code is good but we need the fence looking at too.

Stan

On Sun, 14 Sep 2025 at 12:10, Dennis Maguire (Secretary) wrote:
{qb}
""", irt=brk_id))
    msgs.append(m(DENNIS, "2025-10-25 18:20", "Water off from 1 November",
        """Hi all,

The troughs will be drained and turned off on Saturday 1 November until
1 March. Fill your water butts now.

Autumn work party was a great success, thank you to the 14 of you who came.
The fence behind row C has been patched.

Dennis
"""))
    msgs.append(m(DENNIS, "2025-11-22 11:00", "AGM - Sunday 18 January 2026",
        """Hi all,

Notice of our Annual General Meeting:

   Sunday 18 January 2026, 2:00pm, in the Hut (tea and biscuits from 1:45)

Agenda: secretary's and treasurer's reports, rents for 2026, security
(fence + cameras), election of committee, any other business. Motions to me
by 4 January please.

Registered co-workers are welcome to attend, but only plotholders can vote.

Dennis
"""))
    msgs.append(m(DENNIS, "2025-12-01 19:30", "Rents for 2026",
        """Evening all,

The committee has had to put rents up for 2026 to cover the new fence and
the increase in the council's water charge. Sorry.

  Full plot:  £138
  Half plot:  £74
  Concessions (pension credit / UC): 50% off, as before

Rents are due by 31 January 2026. Bank transfer preferred; reference = your
plot number. Cash or cheque to Hilary at the Hut on Sunday mornings.

The committee will explain the increase at the AGM on the 18th.

Dennis
""", cte="base64"))

    path = os.path.join(ROOT, "mail/lists/dogpool-plotholders.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    box.lock()
    try:
        for msg in msgs:
            mm = mailbox.mboxMessage(msg.as_bytes())
            frm = msg["From"].addresses[0].addr_spec
            mm.set_from(frm, time_=_from_time(msg))
            box.add(mm)
        box.flush()
    finally:
        box.unlock()
        box.close()
    return ["mail/lists/dogpool-plotholders.mbox"]


def _from_time(msg):
    from email.utils import parsedate_to_datetime
    dt = parsedate_to_datetime(str(msg["Date"]))
    return dt.utctimetuple()
