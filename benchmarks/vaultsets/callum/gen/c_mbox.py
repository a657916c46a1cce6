# -*- coding: utf-8 -*-
"""Firth of Lorn Lifeboat crew mailing list (mbox)."""

LIST = "FoLL Crew <crew@lists.folifeboat.example>"
LIST_HEADERS = [
    ("List-Id", "Firth of Lorn Lifeboat crew list <crew.lists.folifeboat.example>"),
    ("List-Post", "<mailto:crew@lists.folifeboat.example>"),
    ("List-Unsubscribe", "<mailto:crew-leave@lists.folifeboat.example>"),
    ("Precedence", "list"),
]

LACHIE = "Lachie Grant <lachie.grant@folifeboat.example>"
MORVEN = "Morven Gillies <morven.gillies@folifeboat.example>"
DONNIE = "Donnie MacLeod <donnie.macleod@folifeboat.example>"
SHONA = "Shona Campbell <shona.campbell@folifeboat.example>"
CALLUM = "Callum Drummond <callum.drummond@postbox.example>"

P = "mail/lists/foll-crew.mbox#"

MSGS = [
    dict(path=P + "1", frm=LACHIE, subject="[FoLL crew] Spring training programme",
         date="2024-03-05 21:02 +0000", text="""Evening all,

Spring programme below. Training nights stay on TUESDAYS, 7pm at the station, as usual.

  12 Mar  Casualty care - hypothermia & CPR refresher (shore)
  19 Mar  Boat handling, Ardcarrick Bay (weather permitting)
  26 Mar  Radio procedure + chartwork
   2 Apr  Capsize drill - POOL, Oban Swim Centre, 7.30pm (note time!)
   9 Apr  Search patterns, Firth of Lorn
  16 Apr  Kit night - drysuit seals, lifejacket checks

If you can't make it, tell me by Monday night so I can sort the boat crew.

Lachie
Training Officer, Firth of Lorn Lifeboat
"""),
    dict(path=P + "2", frm=MORVEN, subject="[FoLL crew] Open Day 10 August - volunteers please!",
         date="2024-06-22 10:15 +0100", text="""Hi everyone,

Open Day is Saturday 10 August, 11am-4pm at the station. Same as last year: boat on display, kids' lifejacket demo, baking stall, raffle, and the DUCK RACE at 3pm off the pier.

I need:
- 2 on the duck race (launch + collection) - Callum and Ruaridh, you did it so well last year you're doing it again. Sorry.
- 3 on the baking stall
- 2 on the gate / car park
- Someone to be the "casualty" for the rescue demo (you will get wet)

Reply to me, not the list, please.

Morven
Fundraising, Firth of Lorn Lifeboat
"""),
    dict(path=P + "3", frm=DONNIE, subject="[FoLL crew] Shout report 14/09 - capsized kayaker, Lismore",
         date="2024-09-14 21:48 +0100", text="""All,

Short report for those not on today.

Paged 14:07. Coastguard tasking: kayaker in the water off the south end of Lismore, near Eilean Musdile lighthouse. His pal had got ashore on the island and called it in.

Launched 14:15. Crew: Donnie MacLeod (helm), Callum Drummond, Ruaridh Bell.

From the station we could see the wind-against-tide chop building through the sound, so we went down the east side of the island and came at it from the south. Found the casualty 14:39 holding on to his upturned kayak, about 200m off the lighthouse rocks. In the water approx 25 min. Conscious, talking, very cold. Recovered aboard, casualty care for hypothermia, wrapped, and taken to Oban North Pier where the ambulance was waiting. His pal was picked up off the island by the coastguard team.

Back on station 15:50, boat washed down and ready for service 16:20.

Good work, both of you. Callum, textbook recovery over the sponson.

Donnie
Senior Helm
"""),
    dict(path=P + "4", frm=SHONA, subject="Re: [FoLL crew] Shout report 14/09 - capsized kayaker, Lismore",
         date="2024-09-15 08:31 +0100", reply_to=P + "3", text="""Well done Donnie, Callum and Ruaridh. Eight minutes from page to launch on a Saturday afternoon is as good as we've ever done.

The casualty was discharged from hospital last night and is fine. He's asked for an address to write to the crew.

Shona

Shona Campbell
Lifeboat Operations Manager, Firth of Lorn Lifeboat

On 14/09/2024 21:48, Donnie MacLeod wrote:
> Launched 14:15. Crew: Donnie MacLeod (helm), Callum Drummond, Ruaridh Bell.
"""),
    dict(path=P + "5", frm=LACHIE, subject="[FoLL crew] Training night moving to MONDAYS from November",
         date="2024-10-21 19:20 +0100", text="""Hi all,

Heads up: from Monday 4 November, training night moves to MONDAYS at 19:30 (half an hour later than before).

Why: the village hall committee has given the Gaelic choir our Tuesday slot for the hall through the winter, and we need the hall for the casualty care and classroom sessions. Mondays also suit more of the crew with kids, going by the survey.

So:
  Last Tuesday session:   29 October
  First Monday session:   4 November, 19:30

Pagers and rotas are unaffected. Please update your calendars.

Lachie
Training Officer
"""),
    dict(path=P + "6", frm=LACHIE, subject="[FoLL crew] Sea survival refreshers - outstanding",
         date="2025-01-13 20:05 +0000", text="""Hi all,

Annual check of quals done. Two of you still need the sea survival refresher before your current cert lapses:

  Callum Drummond  - must be completed by 31 March 2025
  Ruaridh Bell     - must be completed by 31 March 2025

There are places on the course at the training centre in Oban on 8 March and 22 March. Book through me, not directly, so the station pays. If neither date works let me know and I'll find something in Inverness.

If it lapses you come off the rota until it's done - no exceptions, sorry.

Lachie
"""),
    dict(path=P + "7", frm=MORVEN, subject="[FoLL crew] Spring Ceilidh - Fri 21 March",
         date="2025-01-28 09:40 +0000", text="""Hello lovely crew,

I'm organising this year's Spring Ceilidh and I need you all.

  Friday 21 March 2025, 7.30pm till late
  Ardcarrick Village Hall
  Band: The Lorn Ramblers
  Tickets 12 pounds (kids under 12 free) - from me or the shop

Jobs going: raffle table, door, bar (licensed - need two over-25s), stovies (I've got 3 big pots, need 3 cooks), setting up the hall on the Friday afternoon, and clearing up on Saturday morning.

Last year we made over 2,000 pounds. Let's beat it.

Morven x
"""),
    dict(path=P + "8", frm=CALLUM, subject="Re: [FoLL crew] Spring Ceilidh - Fri 21 March",
         date="2025-02-10 21:15 +0000", reply_to=P + "7", text="""Morven - put me down for the raffle table. I'll bring the kids to help set up on the Friday afternoon if that's useful (Rory is an excellent chair-stacker, Isla will tell you she's too busy).

I can also donate a day out on Selkie for the raffle - mackerel fishing for up to 3, in the summer.

Callum

> I'm organising this year's Spring Ceilidh and I need you all.
"""),
]
