# -*- coding: utf-8 -*-
"""Maungakawa VFB members list (mbox)."""

LIST_ADDR = "Maungakawa VFB members <members@lists.maungakawa-vfb.example>"
LIST_ID = "Maungakawa VFB members <members.lists.maungakawa-vfb.example>"

MBOX = []

def B(**kw):
    MBOX.append(kw)

B(frm="Trev Hoskins <trev.hoskins@maungakawa-vfb.example>",
  date=(2025, 1, 29, 20, 15, 0), subject="Debrief - hay barn fire, Tues 28/1",
  msgid="<th-20250129-2015@maungakawa-vfb.example>",
  body="""Team,

Quick written debrief from last night's job at the Vanderpoel place, Maungakawa Rd, for those who couldn't make the hot debrief.

- Paged 21:47, first truck on scene 22:01. Hay barn fully involved, approx 350 round bales.
- Tankers from Cambridge and Te Awamutu, plus the rural contractor with a digger to pull the bales apart.
- Water: we drafted from the Vanderpoels' farm dam - good access, worth noting on the map.
- Cause: almost certainly spontaneous combustion, bales made too wet in the second week of January.
- Stood down 03:55. No injuries. Good work everyone, especially the BA crew on the first entry.

Reminder: hay barns are a slow burn - do NOT let anyone near the stack for at least a week.

Trev
CFO, Maungakawa VFB
""")

B(frm="Hamish Te Whare-Galloway <hamish.twg@kiwimail.example>",
  date=(2025, 1, 30, 6, 40, 0), subject="Re: Debrief - hay barn fire, Tues 28/1",
  msgid="<htwg-20250130-0640@kiwimail.example>",
  in_reply_to="<th-20250129-2015@maungakawa-vfb.example>",
  body="""Cheers Trev. One thing for next time - the gate on the Vanderpoels' dam track is chained and the key lives in their kitchen, took us 10 min to find someone. Might be worth asking them to leave it open over summer or give us a key for the station.

Also the second tanker couldn't turn in their yard. Worth noting.

Hamish

Trev Hoskins wrote:
> Quick written debrief from last night's job at the Vanderpoel place,
> Maungakawa Rd, for those who couldn't make the hot debrief.
""")

B(frm="Karen Whitu <karen.whitu@maungakawa-vfb.example>",
  date=(2025, 5, 6, 19, 5, 0), subject="Pagers are going - app from 19 May",
  msgid="<kw-20250506-1905@maungakawa-vfb.example>",
  body="""Kia ora team,

From Monday 19 May we're moving off the old pagers onto the Fire Pager app. Please install it before then and do the test page with me at training on the 13th.

Hand your old pager back to me at training - there's a box on the shelf by the BA sets.

Karen
DCFO
""")

B(frm="Karen Whitu <karen.whitu@maungakawa-vfb.example>",
  date=(2025, 8, 12, 20, 30, 0), subject="Pump Operator course - modules and assessment",
  msgid="<kw-20250812-2030@maungakawa-vfb.example>",
  body="""Kia ora,

For those enrolled in Pump Operator (Hamish, Jo, Mikaere):
- Modules 1-3 are workbook-based, done in your own time. Module 3 (hydraulics and drafting) is the big one.
- Practical assessment is Saturday 13 December at the station, 9am, with the district trainer.
- Workbooks must be signed off by me BEFORE the practical, so have them to me by 6 December.

Shout if you get stuck on the friction loss calcs - everyone does.

Karen
""")

B(frm="Trev Hoskins <trev.hoskins@maungakawa-vfb.example>",
  date=(2025, 9, 22, 21, 0, 0), subject="Training night change - from October",
  msgid="<th-20250922-2100@maungakawa-vfb.example>",
  body="""Team,

The hall committee has let the Tuesday slot to the new fitness class, and the lectures in the hall were getting drowned out anyway.

So from Wednesday 1 October, training night moves to WEDNESDAY, still 7pm at the station. Last Tuesday training is 30 September.

Update your calendars. Guy Fawkes (Wed 5 Nov) we'll be on standby instead of training.

Trev
""")

B(frm="Trev Hoskins <trev.hoskins@maungakawa-vfb.example>",
  date=(2025, 10, 20, 19, 45, 0), subject="Prizegiving dinner - Sat 29 November",
  msgid="<th-20251020-1945@maungakawa-vfb.example>",
  body="""Team,

Our annual prizegiving and dinner is on Saturday 29 November, 6:30pm, at the Karapiro Rowing Clubrooms, Lake Karapiro Domain. Partners very welcome. Brigade's shouting the meal, bar's cash.

RSVP to me by 19 November with numbers and any dietary stuff.

Trev
""")

B(frm="Jo Pratt <jo.pratt@mailbox.example>",
  date=(2025, 10, 21, 7, 12, 0), subject="Re: Prizegiving dinner - Sat 29 November",
  msgid="<jp-20251021-0712@mailbox.example>",
  in_reply_to="<th-20251020-1945@maungakawa-vfb.example>",
  body="""2 for me and Dave, thanks Trev.

From what I hear the catering's the same crowd as last year so I'm not complaining. Can someone please make sure the slideshow doesn't have that photo of me in the hedge.

Jo

Trev Hoskins wrote:
> Our annual prizegiving and dinner is on Saturday 29 November, 6:30pm,
> at the Karapiro Rowing Clubrooms, Lake Karapiro Domain.
""")

B(frm="Karen Whitu <karen.whitu@maungakawa-vfb.example>",
  date=(2025, 11, 10, 20, 0, 0), subject="Reminder - Firewise day Sat 22 Nov",
  msgid="<kw-20251110-2000@maungakawa-vfb.example>",
  body="""Kia ora team,

Thanks to everyone on Guy Fawkes standby - two scrub fires, all good.

Firewise open day is Saturday 22 November, 10am-2pm at the station. We need 6 people for the truck display and the kids' hose target. Put your name on the sheet at training this week.

Pump Operator folk - workbooks to me by 6 December please.

Karen
""")
