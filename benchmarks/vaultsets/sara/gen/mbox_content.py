LIST = "Kettlesike SC members <members@lists.kettlesikesc.example.org.uk>"
LH = {"List-Id": "Kettlesike SC members <members.lists.kettlesikesc.example.org.uk>",
      "List-Post": "<mailto:members@lists.kettlesikesc.example.org.uk>",
      "Sender": "members-bounces@lists.kettlesikesc.example.org.uk"}
SARA = "Sara Lindqvist-Hughes (Treasurer) <treasurer@kettlesikesc.example.org.uk>"
AM = "Anne-Marie Cho (Secretary) <secretary@kettlesikesc.example.org.uk>"
GRAHAM = "Graham Pickles (Commodore) <commodore@kettlesikesc.example.org.uk>"
DEV = "Dev Kapoor <dev.kapoor@fellmail.example>"

MBOX = [
 dict(**{"from": SARA}, to=LIST, date="2025-02-10 19:05", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] 2025 subscriptions now due",
      msgid="<2025-02-10.subs@kettlesikesc.example.org.uk>",
      body="""Hi all,

2025 subscriptions are now due, please, by 31 March:

  Adult          £185
  Family         £310
  Crew/student   £95
  Junior (<18)   £60

Please pay by bank transfer to:
  Kettlesike Sailing Club
  Yorkshire Ridings Bank, sort code 30-91-47, account 20418876
  Reference: your surname + SUBS25

If you already pay by standing order, check it's for the new amount
(adult went up by £5 last year and some of you are still paying £180!).

Thanks,
Sara (Treasurer)
"""),
 dict(**{"from": DEV}, to=LIST, date="2025-03-24 08:30", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] Slipway – PLEASE take care",
      msgid="<2025-03-24.slipway@fellmail.example>",
      body="""Morning all,

After Saturday's fitting-out, a reminder that the slipway is covered
in green algae below the waterline mark and is like an ice rink. Our
treasurer found this out the hard way (get well soon, Sara!).

Until we get it scrubbed and painted:
- Walk on the rough strip on the left-hand side only
- Two people per trolley
- Wear shoes with grip, not neoprene bootees

Dev (Safety Officer)
"""),
 dict(**{"from": GRAHAM}, to=LIST, date="2025-04-05 17:45", headers=LH, kind="plain", cte="7bit",
      subject="[KSC] Opening Regatta - Sat 26 April",
      msgid="<2025-04-05.opening@kettlesikesc.example.org.uk>",
      body="""Hello everyone,

Opening Regatta is Saturday 26 April. Briefing 10:30, first gun 11:00.
Three races, pursuit format, bacon butties from 9:30. Wednesday evening
series starts 30 April, 18:30 start.

Graham
"""),
 dict(**{"from": SARA}, to=LIST, date="2025-05-20 20:10", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] IMPORTANT: club bank account is changing",
      msgid="<2025-05-20.bank@kettlesikesc.example.org.uk>",
      body="""Hi all,

Yorkshire Ridings Bank have started charging clubs £8.50 a month plus
fees for paying in cheques, so at the committee meeting on 14 May we
agreed to move the club's account to Pennine Mutual, who offer a free
Community Account.

From 1 August 2025, please pay the club at:
  Kettlesike Sailing Club
  Pennine Mutual, sort code 08-71-63, account 61934027

If you pay by standing order, please change it before your next
payment after 1 August. The old account will close at the end of
August.

Thanks for your help – it saves the club about £110 a year.
Sara (Treasurer)
"""),
 dict(**{"from": AM}, to=LIST, date="2025-06-30 21:00", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] Wednesday series – results to end of June",
      msgid="<2025-06-30.results@kettlesikesc.example.org.uk>",
      body="""Evening all,

Wednesday series after 9 races (4 discards): 1st Jim Barraclough
(Laser), 2nd Sara L-H (Solo) – nice comeback from the knee! – 3rd the
Ellwoods (Wayfarer). Full results on the noticeboard.

Anne-Marie
"""),
 dict(**{"from": SARA}, to=LIST, date="2025-08-02 09:15", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] Reminder – old bank account closes 31 August",
      msgid="<2025-08-02.bank2@kettlesikesc.example.org.uk>",
      body="""Hi all,

The new Pennine Mutual account is now live. A handful of standing
orders are still going to the old Yorkshire Ridings account – I'll
contact those people directly. Please don't pay anything into the old
account after 31 August.

Sara
"""),
 dict(**{"from": DEV}, to=LIST, date="2025-09-04 18:20", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] Kettle 2 outboard – bad news",
      msgid="<2025-09-04.outboard@fellmail.example>",
      body="""Hi all,

The 25 hp on Kettle 2 (the big RIB) has given up – it overheated on
Sunday and now won't idle. Lakeland Marine Services have looked at it:
the powerhead needs a rebuild, quoted at £1,450, and they won't
guarantee it given its age (2009).

The alternative is a new 25 hp four-stroke, fitted, for £3,680.

The committee will decide on 10 September. Until then we're running on
Kettle 1 only, so Wednesday racing is limited to 12 boats.

Dev (Safety Officer)
"""),
 dict(**{"from": AM}, to=LIST, date="2025-09-12 12:30", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] Committee update – 10 September",
      msgid="<2025-09-12.committee@kettlesikesc.example.org.uk>",
      body="""Hi all,

Summary from the committee meeting on Wednesday 10 September:

1. Safety boat engine: we will REPLACE, not repair, the outboard on
   Kettle 2. New 25 hp four-stroke from Lakeland Marine Services, £3,680
   fitted, paid from reserves. Fitting week of 22 September. The old
   engine will be sold for spares. Sara is applying for a small grant to
   recover some of the cost.
2. Clubhouse floor: quotes being obtained; work likely in November.
3. Laying-up supper: Saturday 18 October.
4. AGM: Saturday 22 November – details to follow.

Anne-Marie (Secretary)
"""),
 dict(**{"from": AM}, to=LIST, date="2025-10-15 19:00", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] Notice of AGM – Saturday 22 November",
      msgid="<2025-10-15.agm@kettlesikesc.example.org.uk>",
      body="""Dear members,

Notice is given of the Annual General Meeting of Kettlesike Sailing
Club on Saturday 22 November 2025 at 7:30pm in the clubhouse.

Agenda: apologies; minutes of the 2024 AGM; commodore's report;
treasurer's report and accounts; subscriptions for 2026; election of
officers and committee; any other business.

The committee will propose subscriptions for 2026 of: adult £198,
family £330, crew/student £100, junior £60 (unchanged).

Nominations for officers to me by 8 November.

Anne-Marie (Secretary)
"""),
 dict(**{"from": AM}, to=LIST, date="2025-11-05 18:40", headers=LH, kind="plain", cte="8bit",
      subject="[KSC] AGM – CHANGE OF VENUE",
      msgid="<2025-11-05.agmvenue@kettlesikesc.example.org.uk>",
      body="""Dear members,

The clubhouse floor replacement has been scheduled for the last two
weeks of November, so the AGM can't be held at the club.

The AGM on Saturday 22 November will now be at HAVERAH PARK VILLAGE
HALL, same time (7:30pm). Parking is on the road and in the field
behind the hall (it's signed). Tea, coffee and Ruth's flapjack as
usual.

Anne-Marie (Secretary)
"""),
 dict(**{"from": "Jim Barraclough <jim.barraclough@fellmail.example>"}, to=LIST,
      date="2025-11-06 08:05", headers=LH, kind="plain", cte="8bit",
      subject="Re: [KSC] AGM – CHANGE OF VENUE",
      msgid="<jimb-20251106-0805@fellmail.example>",
      in_reply_to="<2025-11-05.agmvenue@kettlesikesc.example.org.uk>",
      body="""Is that the hall just off the B6161, past the old chapel? I'll give a
lift to anyone coming from Pateley.

Jim

On 05/11/2025 18:40, Anne-Marie Cho (Secretary) wrote:
> The AGM on Saturday 22 November will now be at HAVERAH PARK VILLAGE
> HALL, same time (7:30pm).
"""),
]
