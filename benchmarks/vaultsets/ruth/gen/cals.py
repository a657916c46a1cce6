"""Four iCalendar files, written by hand: CRLF, folded lines, VTIMEZONE."""

DTSTAMP = "20250315T090000Z"

VTZ = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/London",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:BST",
    "DTSTART:19810329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19961027T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def esc(t):
    return (t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur)
            cur, limit = b" ", 75
        cur += cb
    out.append(cur)
    return "\r\n".join(x.decode("utf-8") for x in out)


def dt(v):
    """'20240516T163000' -> TZID param line value; 'D20240713' -> date."""
    if v.startswith("D"):
        return ";VALUE=DATE:" + v[1:]
    if v.endswith("Z"):
        return ":" + v
    return ";TZID=Europe/London:" + v


def event(uid, summary, start, end=None, location=None, desc=None, rrule=None,
          exdates=None, recid=None, attendees=None, organizer=None, alarm=None,
          status=None, seq=None, cats=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + DTSTAMP]
    if recid:
        L.append("RECURRENCE-ID" + dt(recid))
    L.append("DTSTART" + dt(start))
    if end:
        L.append("DTEND" + dt(end))
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if rrule:
        L.append("RRULE:" + rrule)
    if exdates:
        L.append("EXDATE;TZID=Europe/London:" + ",".join(exdates))
    if status:
        L.append("STATUS:" + status)
    if seq is not None:
        L.append("SEQUENCE:%d" % seq)
    if cats:
        L.append("CATEGORIES:" + cats)
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail in attendees or []:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:%s' % (cn, mail))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(text),
              "TRIGGER:" + trig, "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, status, desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + DTSTAMP,
         "SUMMARY:" + esc(summary), "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0",
         "PRODID:-//Ruth Okafor-Bell//Family calendars//EN",
         "CALSCALE:GREGORIAN", "X-WR-CALNAME:" + esc(name),
         "X-WR-TIMEZONE:Europe/London"] + VTZ
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return "".join(fold(x) + "\r\n" for x in L)


def personal():
    D = "@family.okafor-bell.example"
    c = [
        event("ade-lessons" + D, "Ade \u2013 driving lesson", "20240516T163000", "20240516T173000",
              location="Pick-up at the school gate, Heath Road",
              desc="Weekly lesson. Pay on the day. No lessons over Christmas week or while we're in Solva.",
              rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250430T225959Z",
              exdates=["20240822T163000", "20241226T163000", "20250102T163000"]),
        event("visit-mum" + D, "Visit Mum in Yarmouth", "20240407T110000", "20240407T170000",
              location="Flat 14, Marram Court, Beacon Road, Great Yarmouth",
              desc="Every other Sunday. Take: the EDP crossword, something for Elsie, any post that came here.",
              rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
              exdates=["20241229T110000", "20250209T110000"]),
        event("holiday-solva" + D, "Solva, Pembrokeshire (family holiday)", "D20240817", "D20240825",
              location="Harbour Cottage, Solva", desc="Maya feeding Biscuit - sheet on the fridge."),
        event("gp-bloods" + D, "Me \u2013 GP blood test (fasting!)", "20241015T084000", "20241015T085000",
              location="Hadwell Surgery"),
        event("wensum-open" + D, "Nia \u2013 Wensum Sixth Form College open evening", "20241107T180000",
              "20241107T200000", location="Wensum Sixth Form College, Norwich"),
        event("nia-mocks" + D, "Nia \u2013 Year 11 mock exams", "D20241125", "D20241207",
              desc="No late nights. Packed lunches."),
        event("mot-fabia" + D, "Fabia MOT (NX16 RBO)", "20250227T083000", "20250227T120000",
              location="Tas Valley Motors"),
        event("ade-test" + D, "Ade \u2013 PRACTICAL DRIVING TEST", "20250414T102700", "20250414T113000",
              location="Norwich (Hellesdon) driving test centre, Hurricane Way",
              desc="Booking ref is in the DVSA email. Warm-up lesson beforehand 9am. Take licence!",
              alarm=("-P1D", "Ade's test tomorrow - licence, glasses, L plates")),
        event("grace-easter" + D, "Grace in Yarmouth (Easter)", "D20250418", "D20250422",
              desc="Staying at Marram Court guest room if Bev can fit her in."),
        event("nia-prom" + D, "Nia's Year 11 prom", "20250627T183000", "20250627T230000",
              location="The Old Granary, Hadwell",
              desc="Drop off 6.30, pick up 11. Photos on the green first at 5.45.",
              alarm=("-P7D", "Nia's prom next week - dress, shoes, nails booked?")),
        todo("todo-learner-ins" + D, "Renew Ade's learner insurance on the Fabia", "20250401",
             "NEEDS-ACTION", desc="3 months \u00a3142 last time. Or leave it if he's passed by then? (test moved)"),
        todo("todo-biscuit" + D, "Book Biscuit's booster jab", "20241020", "COMPLETED",
             completed="20241018T120000Z"),
    ]
    return calendar("Family", c)


def parish():
    D = "@littlehadwell-pc.example"
    att = [("Roger Bloomfield", "roger.bloomfield@littlehadwell-pc.example"),
           ("Sue Mayhew", "sue.mayhew@littlehadwell-pc.example"),
           ("Dev Patel", "dev.patel@littlehadwell-pc.example"),
           ("Ruth Okafor-Bell", "ruth.okafor-bell@littlehadwell-pc.example")]
    org = ("Janet Fairweather", "clerk@littlehadwell-pc.example")
    c = [
        event("pc-monthly" + D, "Parish Council meeting", "20240514T193000", "20240514T213000",
              location="Village Hall committee room, The Street, Little Hadwell",
              desc="Ordinary meeting of Little Hadwell Parish Council. Agenda and papers from the clerk "
                   "the Wednesday before. No meeting in August.",
              rrule="FREQ=MONTHLY;BYDAY=2TU;UNTIL=20250513T225959Z",
              exdates=["20240813T193000"], organizer=org, attendees=att, seq=0),
        event("pc-monthly" + D, "Parish Council meeting (moved \u2013 church room booked on the 8th)",
              "20250415T193000", "20250415T213000", recid="20250408T193000",
              location="St Peter's Church Room, Church Lane, Little Hadwell",
              desc="April meeting moved from Tue 8 April (Lent course in the church room). "
                   "Agenda: SID installation update; playground bark quotes; Church Farm planning "
                   "application 2025/0412; Annual Parish Meeting arrangements.",
              organizer=org, attendees=att, seq=1),
        event("playground-insp-2024" + D, "Annual playground inspection (RoSPA-type)", "20240716T100000",
              "20240716T120000", location="Playing field, Little Hadwell",
              desc="Inspector from Eastern Play Safety. Meet at the gate."),
        event("bonfire-2024" + D, "Bonfire night \u2013 PC bar + hot dogs", "20241105T173000",
              "20241105T210000", location="Playing field", desc="I'm on hot dogs again."),
        event("church-farm-resp" + D, "Planning working group \u2013 Church Farm response", "20250325T190000",
              "20250325T203000", location="Dev's house, 4 Orchard Close",
              desc="Draft the PC's response to 2025/0412 (six houses on the Church Farm paddock)."),
        event("apm-2025" + D, "Annual Parish Meeting", "20250520T190000", "20250520T210000",
              location="TBC (village hall floor works)", status="TENTATIVE"),
        todo("todo-bark" + D, "Get 3 quotes for playground bark (safety surfacing)", "20250414",
             "NEEDS-ACTION", desc="Approx 60m2 at 300mm depth under swings + zip wire. Needed for the "
             "April meeting. Try Eastern Play Safety, the tree surgeon in Acle, and the Norwich lot.",
             priority=1),
        todo("todo-defib" + D, "Monthly defib check \u2013 pads + battery", "20250228", "COMPLETED",
             completed="20250226T170000Z"),
        todo("todo-hedges" + D, "Letter to Highways re: overhanging hedges on Mill Lane bend",
             "20250331", "IN-PROCESS"),
    ]
    return calendar("Little Hadwell PC", c)


def pottery():
    D = "@wherryclay.example"
    c = [
        event("holt-summer-2024" + D, "Holt Makers Fair (summer)", "20240713T080000", "20240713T163000",
              location="Holt Community Centre, Kerridge Way, Holt"),
        event("fete-2024" + D, "Hadwell village fete \u2013 stall", "20240810T120000", "20240810T170000",
              location="Playing field, Little Hadwell", desc="Shared gazebo with Jess and Priya."),
        event("aylsham-2024" + D, "Aylsham Town Hall craft fair", "20240921T093000", "20240921T160000",
              location="Aylsham Town Hall"),
        event("holt-xmas-2024" + D, "Holt Makers Fair (Christmas)", "20241130T080000", "20241130T163000",
              location="Holt Community Centre, Kerridge Way, Holt"),
        event("forum-2024" + D, "Christmas Makers Market at The Forum", "20241214T073000", "20241214T173000",
              location="The Forum, Millennium Plain, Norwich",
              desc="Set-up 7.30-9.30, all vehicles off site by 9.30. Pitch and fee details are in the "
                   "acceptance email. Bring public liability certificate. Jess has the unloading info."),
        event("holt-spring-2025" + D, "Holt Makers Fair \u2013 Spring Market", "20250412T080000",
              "20250412T163000", location="Holt Community Centre, Kerridge Way, Holt",
              alarm=("-P1D", "Load the car tonight: mugs, risers, float, card reader!")),
        event("wymondham-2025" + D, "Wymondham Abbey spring fair (applied)", "20250524T090000",
              "20250524T163000", location="Abbey meadow, Wymondham", status="TENTATIVE"),
        event("glaze-firing" + D, "Glaze firing (P2/P3)", "20250105T200000", "20250106T080000",
              location="Garage", desc="Load Sunday evening. Don't run the tumble dryer.",
              rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;COUNT=10"),
        todo("todo-clay" + D, "Order ES5 buff stoneware x5 bags (Eastern Clay)", "20250110",
             "COMPLETED", completed="20250108T200000Z"),
        todo("todo-mugs-holt" + D, "Throw + glaze 40 mugs for Holt spring", "20250411",
             "NEEDS-ACTION", desc="20 tenmoku, 10 celadon, 10 white. Plus spoon rests."),
    ]
    return calendar("Wherry Clay \u2013 fairs & firings", c)


def loft():
    D = "@hollislofts.example"
    att = [("Ruth Okafor-Bell", "ruth.okaforbell@wherrymail.example"),
           ("Marcus Bell", "marcus.bell@wherrymail.example")]
    org = ("Gary Hollis", "gary@hollislofts.example")
    c = [
        event("l-scaffold" + D, "Scaffold up (Acle Scaffolding) + skip", "20250113T080000", "20250113T120000",
              location="11 Mill Lane", organizer=org, attendees=att),
        event("l-strip" + D, "Strip out, new joists", "D20250114", "D20250201", location="11 Mill Lane",
              organizer=org),
        event("l-steels" + D, "Steels in (crane on drive) \u2013 landing clear please", "20250203T073000",
              "20250203T160000", location="11 Mill Lane", organizer=org, attendees=att),
        event("l-bc-steels" + D, "Building control inspection \u2013 steels (Martin Crane)", "20250211T100000",
              "20250211T110000", location="11 Mill Lane",
              desc="Martin Crane, Yare Valley BC. Booked by Gary. Someone needs to be in to let him up.",
              organizer=org),
        event("l-dormer" + D, "Dormer framing + roof", "D20250212", "D20250301", location="11 Mill Lane",
              organizer=org),
        event("l-firstfix" + D, "First fix electrics (Kev) + plumbing", "D20250303", "D20250308",
              location="11 Mill Lane", organizer=org),
        event("l-bc-insul" + D, "Building control \u2013 insulation inspection", "20250318T100000",
              "20250318T110000", location="11 Mill Lane", organizer=org),
        event("l-plaster" + D, "Plastering (Norwich Dry Lining)", "20250324T080000", "20250328T170000",
              location="11 Mill Lane", desc="Board and skim loft + making good landing ceiling. "
              "Dust sheets on the stairs.", organizer=org, attendees=att),
        event("l-stairs" + D, "Staircase fitted", "D20250331", "D20250403", location="11 Mill Lane",
              organizer=org),
        event("l-secondfix" + D, "Second fix \u2013 electrics, shower room, doors", "D20250407", "D20250419",
              location="11 Mill Lane", organizer=org),
        event("l-complete" + D, "Completion + snagging walk-round", "20250425T140000", "20250425T160000",
              location="11 Mill Lane", organizer=org, attendees=att),
        todo("l-todo-tiles" + D, "Choose shower room tiles (grey) and tell Gary", "20250321",
             "NEEDS-ACTION"),
        todo("l-todo-blinds" + D, "Order blackout blinds for the rooflights", "20250228", "COMPLETED",
             completed="20250220T193000Z"),
    ]
    return calendar("Loft \u2013 Hollis Lofts schedule", c)


def files():
    return [
        ("calendars/family.ics", personal()),
        ("calendars/parish-council.ics", parish()),
        ("calendars/wherry-clay-fairs.ics", pottery()),
        ("calendars/loft-build-schedule.ics", loft()),
    ]
