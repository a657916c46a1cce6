# -*- coding: utf-8 -*-
"""Calendar definitions. Each component is a list of unfolded iCalendar content lines."""

TZ = "Pacific/Auckland"
VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:Pacific/Auckland",
    "X-LIC-LOCATION:Pacific/Auckland",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+1200",
    "TZOFFSETTO:+1300",
    "TZNAME:NZDT",
    "DTSTART:19700927T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+1300",
    "TZOFFSETTO:+1200",
    "TZNAME:NZST",
    "DTSTART:19700405T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]

STAMP = "DTSTAMP:20251115T010000Z"
T = ";TZID=Pacific/Auckland:"


def ev(uid, summary, start, end, *extra, allday=False):
    lines = ["BEGIN:VEVENT", "UID:" + uid, STAMP]
    if allday:
        lines += ["DTSTART;VALUE=DATE:" + start, "DTEND;VALUE=DATE:" + end]
    else:
        lines += ["DTSTART" + T + start, "DTEND" + T + end]
    lines.append("SUMMARY:" + summary)
    lines += list(extra)
    lines.append("END:VEVENT")
    return lines


def todo(uid, summary, status, *extra):
    lines = ["BEGIN:VTODO", "UID:" + uid, STAMP, "SUMMARY:" + summary, "STATUS:" + status]
    lines += list(extra)
    lines.append("END:VTODO")
    return lines


CALS = {}

CALS["calendars/farm.ics"] = ("-//Hamish//Farm calendar//EN", "Farm – Pohlen", [
    ev("farm-staffmtg-2025@twg.example", "Staff meeting – fortnightly (farm office)", "20250106T073000", "20250106T080000",
       "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20251221T183000Z",
       "EXDATE" + T + "20250526T073000,20251027T073000",
       "DESCRIPTION:Roster\\, feed wedge\\, issues\\, H&S. Sione + Priya (Ben until end of May). Fortnightly. Skipped the big dry-off day (26/5) and Labour Day.",
       "LOCATION:Farm office"),
    ev("farm-inspection-20250312@twg.example", "Council effluent inspection", "20250312T100000", "20250312T113000",
       "DESCRIPTION:Regional council compliance visit. Have the irrigator records + soil moisture logs printed.",
       "LOCATION:Effluent pond"),
    ev("farm-do1-20250512@twg.example", "Dry off – light cows + first calvers", "20250512", "20250513",
       "DESCRIPTION:DCT + teatseal per Kirsty's list. Rest of herd 26/5.", allday=True),
    ev("farm-ht4-20250617@twg.example", "Herd test 4 of 4", "20250617", "20250618",
       "DESCRIPTION:Meters on the rotary from the afternoon milking. Results by email.", allday=True),
    ev("farm-psc-20250720@twg.example", "PSC – planned start of calving", "20250720", "20250721",
       "DESCRIPTION:Heifers from ~13/7. Calf rearer starts Tue 15/7. Calcium bags in the ute!", allday=True),
    ev("farm-ht1-20250917@twg.example", "Herd test 1 (25/26)", "20250917", "20250918", allday=True),
    ev("farm-vet-20250930@twg.example", "Vet – BVD boosters + non-cycler checks", "20250930T093000", "20250930T123000",
       "ATTENDEE;CN=Kirsty Maclean;ROLE=REQ-PARTICIPANT:mailto:kirsty@teawavets.example",
       "DESCRIPTION:Whole herd BVD booster. Kirsty to scan the green-tailed cows (not cycling). Have the list from the tail paint sheet ready.",
       "LOCATION:Dairy shed yards"),
    ev("farm-msd-20251025@twg.example", "MSD – AI starts (Dave Koroheke\\, Genetix)", "20251025T090000", "20251025T120000",
       "ATTENDEE;CN=Dave Koroheke;ROLE=REQ-PARTICIPANT:mailto:dave.k@genetixwaikato.example",
       "DESCRIPTION:Mating start date. 6 weeks AI then bulls. Draft at morning milking.",
       "LOCATION:Dairy shed",
       "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-P1D",
       "DESCRIPTION:Tomorrow AI starts – check tail paint\\, draft gate\\, crush latch", "END:VALARM"),
    ev("farm-ht2-20251119@twg.example", "Herd test 2 (25/26)", "20251119", "20251120", allday=True),
    ev("farm-bulls-20251206@twg.example", "Bulls arrive – Brent Hollis (4 Hereford\\, 4 Jersey)", "20251206T100000", "20251206T113000",
       "DESCRIPTION:AI finishes 5/12. Bulls to the main herd – check their BVD/TB paperwork on arrival."),
    todo("farm-todo-teatseal@twg.example", "Order Teatseal + DCT for dry-off", "COMPLETED",
         "COMPLETED:20250502T020000Z", "DUE;VALUE=DATE:20250505"),
    todo("farm-todo-linerquotes@twg.example", "Send Graeme 3 pond liner quotes", "NEEDS-ACTION",
         "DUE;VALUE=DATE:20250930",
         "DESCRIPTION:Only have the Waikato Liners quote so far – need two more before the March inspection."),
    todo("farm-todo-bullhire@twg.example", "Book bull hire – Brent Hollis", "COMPLETED",
         "COMPLETED:20250905T030000Z"),
])

CALS["calendars/family.ics"] = ("-//Hamish//Family//EN", "Whānau", [
    ev("fam-rugby-2025@twg.example", "Nikau rugby training", "20250429T173000", "20250429T190000",
       "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=20250828T063000Z",
       "EXDATE" + T + "20250715T173000,20250717T173000",
       "LOCATION:Leamington Domain (No. 2 field)\\, Cambridge",
       "ATTENDEE;CN=Nikau Te Whare-Galloway;ROLE=REQ-PARTICIPANT:mailto:nikau.twg@kiwimail.example",
       "DESCRIPTION:U15 Colts. Leanne does Tuesdays\\, I do Thursdays if milking's done. Club break mid-July."),
    ev("fam-kapahaka-2025@twg.example", "Mereana kapa haka practice", "20250206T151500", "20250206T163000",
       "RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20251211T031500Z",
       "LOCATION:Maungakawa School hall"),
    ev("fam-festival-20251120@twg.example", "Mereana – kapa haka festival (Hamilton)", "20251120T081500", "20251120T150000",
       "DESCRIPTION:Bus from school 8:15. Try and get there for their bracket late morning."),
    ev("fam-camp-20251203@twg.example", "Mereana – Year 6 camp", "20251203", "20251206",
       "LOCATION:Raglan",
       "DESCRIPTION:Bus leaves school Wed 9am\\, back Fri arvo.", allday=True),
    ev("fam-leanne-bday@twg.example", "Leanne's birthday", "20241209", "20241210",
       "RRULE:FREQ=YEARLY", allday=True),
    ev("fam-funeral-20250214@twg.example", "Uncle Des – funeral", "20250214T130000", "20250214T150000",
       "LOCATION:Dunedin"),
    ev("fam-dunedin-20250410@twg.example", "Dunedin – clear out Des's house", "20250410", "20250415",
       "DESCRIPTION:Me + Shona + Callum. Kayla house-sitting.", allday=True),
    ev("fam-conf-20250815@twg.example", "Leanne – physio conference\\, Wellington", "20250815", "20250818",
       "ATTENDEE;CN=Leanne Brookes;ROLE=REQ-PARTICIPANT:mailto:leanne@leamingtonphysio.example",
       allday=True),
    ev("fam-bach-20260103@twg.example", "Bach – Whangamatā", "20260103", "20260112",
       "LOCATION:Whangamatā",
       "DESCRIPTION:Alan & Bev's bach. Dogs to Barb's.", allday=True),
])

CALS["calendars/brigade.ics"] = ("-//Hamish//Brigade//EN", "Maungakawa VFB", [
    ev("vfb-training-tue@twg.example", "Brigade training", "20250107T190000", "20250107T210000",
       "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250930T060000Z",
       "EXDATE" + T + "20250318T190000,20250422T190000",
       "LOCATION:Maungakawa fire station"),
    ev("vfb-training-wed@twg.example", "Brigade training", "20251001T190000", "20251001T210000",
       "RRULE:FREQ=WEEKLY;BYDAY=WE",
       "DESCRIPTION:Training moved to Wednesdays from 1 Oct (hall let to a fitness class on Tuesdays). 7pm at the station.",
       "LOCATION:Maungakawa fire station"),
    ["BEGIN:VEVENT", "UID:vfb-training-wed@twg.example", STAMP,
     "RECURRENCE-ID" + T + "20251105T190000",
     "DTSTART" + T + "20251105T180000", "DTEND" + T + "20251105T233000",
     "SUMMARY:Guy Fawkes standby (no training)",
     "DESCRIPTION:Crew on standby at the station from 6pm. Bring food.",
     "LOCATION:Maungakawa fire station", "END:VEVENT"],
    ev("vfb-ba-20250517@twg.example", "BA recert", "20250517T090000", "20250517T150000",
       "LOCATION:Cambridge fire station"),
    ev("vfb-firewise-20251122@twg.example", "Firewise open day", "20251122T100000", "20251122T140000",
       "LOCATION:Maungakawa fire station"),
    ev("vfb-prize-20251129@twg.example", "Brigade prizegiving + dinner", "20251129T183000", "20251129T230000",
       "LOCATION:Karapiro Rowing Clubrooms\\, Lake Karapiro Domain",
       "DESCRIPTION:Partners welcome. Bar's cash. RSVP'd 2 (me + Leanne)."),
    ev("vfb-pumpop-20251213@twg.example", "Pump Operator – practical assessment", "20251213T090000", "20251213T150000",
       "LOCATION:Maungakawa fire station"),
    todo("vfb-todo-module3@twg.example", "Pump Operator – finish module 3 workbook\\, hand to Karen", "NEEDS-ACTION",
         "DUE;VALUE=DATE:20251206", "PRIORITY:1"),
    todo("vfb-todo-pager@twg.example", "Hand old pager back", "COMPLETED",
         "COMPLETED:20250513T080000Z"),
])

CALS["calendars/sleepout.ics"] = ("-//Hamish//Sleepout build//EN", "Sleepout build", [
    ev("so-piles@twg.example", "Sleepout – piles + floor (Robbie)", "20250913T073000", "20250913T160000",
       "DESCRIPTION:12 piles. Concrete truck booked. Kids on tea duty. String lines up the night before.",
       "LOCATION:Behind the house"),
    ev("so-framing@twg.example", "Sleepout – framing weekend (Robbie + Nikau)", "20251004", "20251006",
       allday=True),
    ev("so-roof@twg.example", "Roofing iron delivery – Colorsteel Grey Friars", "20251009T100000", "20251009T110000"),
    ev("so-prewire@twg.example", "Craig Dunlop (sparky) – pre-wire", "20251018T080000", "20251018T150000",
       "ATTENDEE;CN=Craig Dunlop;ROLE=REQ-PARTICIPANT:mailto:craig@dunlopelectrical.example"),
    ev("so-gib@twg.example", "Sleepout – GIB lining weekend", "20251108", "20251110", allday=True),
    todo("so-todo-coc@twg.example", "Chase the sparky for the CoC (electrical certificate)", "NEEDS-ACTION",
         "DUE;VALUE=DATE:20251031",
         "DESCRIPTION:Need it for the contents insurance. Texted 20/10 and 27/10."),
    todo("so-todo-shadowclad@twg.example", "Order Shadowclad via ITM (22 sheets + flashings)", "NEEDS-ACTION",
         "DUE;VALUE=DATE:20250915"),
    todo("so-todo-batts@twg.example", "Buy R2.6 wall batts + R3.6 ceiling batts", "COMPLETED",
         "COMPLETED:20251020T040000Z"),
])
