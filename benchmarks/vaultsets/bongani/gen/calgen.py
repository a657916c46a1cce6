# -*- coding: utf-8 -*-
"""iCalendar generation (hand-written lines, CRLF, folded at 75 octets). stdlib only."""

DTSTAMP = "20241125T060000Z"
VTZ = ["BEGIN:VTIMEZONE", "TZID:Africa/Johannesburg", "X-LIC-LOCATION:Africa/Johannesburg",
       "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0200",
       "TZNAME:SAST", "END:STANDARD", "END:VTIMEZONE"]
TZ = ";TZID=Africa/Johannesburg"


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], "", 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            out.append(cur)
            cur = " " + ch
            limit = 75
        else:
            cur += ch
    out.append(cur)
    return out


def ev(uid, summary, start, end=None, allday=False, loc=None, desc=None, rrule=None, exdate=None,
       rid=None, attendees=(), organizer=None, alarm=None, seq=None, status=None, extra=()):
    L = ["BEGIN:VEVENT", "UID:%s" % uid, "DTSTAMP:%s" % DTSTAMP]
    if allday:
        L.append("DTSTART;VALUE=DATE:%s" % start)
        if end:
            L.append("DTEND;VALUE=DATE:%s" % end)
    else:
        L.append("DTSTART%s:%s" % (TZ, start))
        if end:
            L.append("DTEND%s:%s" % (TZ, end))
    if rid:
        L.append(rid)
    if seq is not None:
        L.append("SEQUENCE:%d" % seq)
    L.append("SUMMARY:%s" % esc(summary))
    if loc:
        L.append("LOCATION:%s" % esc(loc))
    if desc:
        L.append("DESCRIPTION:%s" % esc(desc))
    if rrule:
        L.append("RRULE:%s" % rrule)
    if exdate:
        L.append(exdate)
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail, role in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s" % (cn, role, mail))
    if status:
        L.append("STATUS:%s" % status)
    L += list(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:%s" % esc(alarm[1]), "TRIGGER:%s" % alarm[0],
              "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:%s" % uid, "DTSTAMP:%s" % DTSTAMP, "SUMMARY:%s" % esc(summary)]
    if due:
        L.append("DUE;VALUE=DATE:%s" % due)
    if desc:
        L.append("DESCRIPTION:%s" % esc(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:%s" % status)
    if completed:
        L.append("COMPLETED:%s" % completed)
    L.append("END:VTODO")
    return L


def cal(name, prodid, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:%s" % prodid, "CALSCALE:GREGORIAN",
         "METHOD:PUBLISH", "X-WR-CALNAME:%s" % name, "X-WR-TIMEZONE:Africa/Johannesburg"] + VTZ
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for l in L:
        out += fold(l)
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


BD = ("Bongani Dlamini", "b.dlamini@cmw.example")


def build_cals():
    C = {}
    # ------------------------------------------------------------------ work (stale: tender closing 8 March)
    work = [
        ev("t017-briefing-20240206@cmw.example", "Tender 017 compulsory clarification meeting + site briefing",
           "20240206T100000", "20240206T120000",
           loc="Phoenix Depot, Boardroom 2, 12 Industrial Crescent, Phoenix",
           desc="CMW/T/2024/017. Attendance register compulsory for bidders. Site visit to Mount Moreland PS afterwards (own transport). I present the scope.",
           organizer=("Ashwin Ramlall", "a.ramlall@cmw.example"),
           attendees=[("Bongani Dlamini", "b.dlamini@cmw.example", "REQ-PARTICIPANT")]),
        ev("t017-closing-20240308@cmw.example", "Tender CMW/T/2024/017 closes (tender box 12:00)",
           "20240308T120000", "20240308T130000", loc="SCM tender box, 3rd floor, Main Office",
           desc="Public opening of bids straight after closing. BEC to start evaluation the week after.",
           alarm=("-P1D", "Tender 017 closes tomorrow 12:00")),
        ev("ops-weekly-2024@cmw.example", "Northern Region ops meeting", "20240108T073000", "20240108T083000",
           loc="Verulam depot, ops room", rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20241216T053000Z",
           exdate="EXDATE;TZID=Africa/Johannesburg:20240401T073000,20240617T073000",
           desc="Weekly ops: pump stations, bursts, standby handover, SCADA issues."),
        ev("standby-bd-2024@cmw.example", "Standby week (Bongani)", "20240108", "20240115", allday=True,
           rrule="FREQ=WEEKLY;INTERVAL=4;UNTIL=20241231",
           desc="Standby Mon 07:00 to Mon 07:00. Standby phone 082 555 0199.", extra=["TRANSP:TRANSPARENT"]),
        ev("standby-bd-2024@cmw.example", "Standby week - covered by Lindiwe Cele (swap, Berg trip)", "20240624",
           "20240701", allday=True, rid="RECURRENCE-ID;VALUE=DATE:20240624", seq=1,
           desc="Swapped: Lindiwe Cele covers this week while we're in the Drakensberg. I take her week of 22 July.",
           attendees=[("Lindiwe Cele", "l.cele@cmw.example", "REQ-PARTICIPANT")], extra=["TRANSP:TRANSPARENT"]),
        ev("standby-swap-20240722@cmw.example", "Standby week (swap - Lindiwe's week)", "20240722", "20240729",
           allday=True, desc="Paying back the June swap.", extra=["TRANSP:TRANSPARENT"]),
        ev("bec-t017-20240409@cmw.example", "BEC - CMW/T/2024/017 evaluation", "20240409T090000",
           "20240409T130000", loc="Main Office, 5th floor boardroom",
           desc="Bid Evaluation Committee. Chair: Fathima Moosa. Bring functionality scoring sheets and the CIDB printouts.",
           organizer=("Fathima Moosa", "f.moosa@cmw.example"),
           attendees=[("Fathima Moosa", "f.moosa@cmw.example", "CHAIR"),
                      ("Bongani Dlamini", "b.dlamini@cmw.example", "REQ-PARTICIPANT"),
                      ("Ashwin Ramlall", "a.ramlall@cmw.example", "REQ-PARTICIPANT"),
                      ("Lerato Mokoena", "l.mokoena@cmw.example", "REQ-PARTICIPANT")]),
        ev("incident-investigation-20240513@cmw.example", "Incident investigation - Mount Moreland trench collapse",
           "20240513T100000", "20240513T120000", loc="Ubuhle Pipelines site office, Mount Moreland",
           desc="With Nadia (SHE), Ubuhle site agent + SHE rep. Excavation register, daily diaries.",
           attendees=[("Nadia Hendricks", "n.hendricks@cmw.example", "REQ-PARTICIPANT")]),
        ev("toolbox-20240520@cmw.example", "Toolbox talk - excavation safety (all crews)", "20240520T070000",
           "20240520T080000", loc="Mount Moreland site camp",
           desc="Nadia leads. Shoring, spoil heaps 1 m back, inspection after rain."),
        ev("saice-webinar-20240620@cmw.example", "SAICE webinar: surge in rising mains (CPD 0.1)",
           "20240620T140000", "20240620T160000", loc="Online (Teams)"),
        ev("blackburn-genset-visit-20240221@cmw.example", "Blackburn PS - genset position site visit",
           "20240221T090000", "20240221T110000", loc="Blackburn PS",
           desc="With Kevin. Measure plinth space for a fixed genset, check cable route to the MCC."),
        ev("ph2-handover-20240729@cmw.example", "Phase 2 site handover - Siyakha Civils", "20240729T090000",
           "20240729T120000", loc="Mount Moreland PS"),
        ev("ph2-progress@cmw.example", "Phase 2 progress meeting (Siyakha)", "20240815T093000",
           "20240815T113000", loc="Site office, Phoenix Unit 1", rrule="FREQ=MONTHLY;BYDAY=3TH;COUNT=6"),
        todo("todo-ecsa-cpd@cmw.example", "Upload CPD evidence on the ECSA portal + pay renewal", due="20240731",
             status="COMPLETED", completed="20240614T190000Z"),
        todo("todo-trench-boxes@cmw.example",
             "Follow up procurement: 2 x trench shoring boxes for maintenance crews (Mount Moreland incident action)",
             due="20240630", status="NEEDS-ACTION",
             desc="Requisition went to procurement 22 May. Still not ordered as of November - escalate to Fathima.",
             priority=2),
        todo("todo-blackburn-capex@cmw.example", "Blackburn PS fixed genset - capex motivation to Fathima",
             due="20240405", status="COMPLETED", completed="20240404T150000Z"),
    ]
    C["calendars/work.ics"] = cal("Work - CMW", "-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", work)

    # ------------------------------------------------------------------ family
    fam = [
        ev("mama-bday@dlamini.family", "Mama's birthday", "20240303", "20240304", allday=True,
           rrule="FREQ=YEARLY", extra=["TRANSP:TRANSPARENT"]),
        ev("mama-68-lunch@dlamini.family", "Mama's 68th - birthday lunch (all of us)", "20240303T130000",
           "20240303T163000", loc="Siyadla Shisanyama, Verulam",
           desc="Table for 12 booked under Dlamini. Zee flies in Saturday. Sbu brings the cake.",
           attendees=[("Thandi", "thandi.dlamini@mailbox.example", "REQ-PARTICIPANT"),
                      ("Sbu", "sbu.dlamini@inbox.example", "OPT-PARTICIPANT")],
           alarm=("-PT2H", "Leave for Mama's lunch")),
        ev("lwazi-swim@dlamini.family", "Lwazi - swimming lessons", "20240124T160000", "20240124T170000",
           loc="Umhlanga aquatic centre", rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20241127T140000Z",
           exdate="EXDATE;TZID=Africa/Johannesburg:20240327T160000,20240619T160000,20240626T160000,20240703T160000,20240925T160000",
           desc="Coach Sharon. Bring the kickboard back!"),
        ev("berg-2024@dlamini.family", "Berg trip - Champagne Valley (Mountain Mist, chalet 7)", "20240624",
           "20240701", allday=True),
        ev("crestview-openday@dlamini.family", "Crestview Boys High - open day (Sipho)", "20240511T090000",
           "20240511T120000", loc="Crestview Boys High"),
        ev("thandi-bday@dlamini.family", "Thandi's birthday", "20241202", "20241203", allday=True,
           rrule="FREQ=YEARLY", extra=["TRANSP:TRANSPARENT"]),
        ev("parents-evening-20240808@dlamini.family", "Parents' evening - Sipho & Lwazi", "20240808T173000",
           "20240808T193000", loc="Sandbanks Primary"),
        ev("lwazi-gala-20241018@dlamini.family", "Lwazi - inter-house gala", "20241018T140000", "20241018T170000",
           loc="Umhlanga aquatic centre"),
        todo("todo-mama-sassa@dlamini.family",
             "Mama: SASSA change of address + move her clinic card from Inanda to the Umhlanga clinic (after the move)",
             due="20241220", status="NEEDS-ACTION"),
        todo("todo-thandi-bday@dlamini.family", "Book something for Thandi's birthday", due="20241115",
             status="NEEDS-ACTION"),
    ]
    C["calendars/family.ics"] = cal("Family", "-//Apple Inc.//iOS 17.5//EN", fam)

    # ------------------------------------------------------------------ granny flat (move-in still 30 Nov)
    flat = [
        ev("flat-handover-20240603@dlamini.family", "Flat: site handover to Mkhize Builders", "20240603T070000",
           "20240603T080000", loc="14 Sandpiper Close",
           attendees=[("Themba Mkhize", "themba@mkhizebuilders.example", "REQ-PARTICIPANT")]),
        ev("flat-foundation-insp-20240612@dlamini.family", "Flat: council foundation inspection",
           "20240612T090000", "20240612T100000", loc="14 Sandpiper Close"),
        ev("flat-slab-20240620@dlamini.family", "Flat: slab pour (concrete truck 06:30)", "20240620T063000",
           "20240620T120000", loc="14 Sandpiper Close"),
        ev("flat-plumbing-1st-20240819@dlamini.family", "Flat: plumbing first fix - Raj Pillay (Pillay Plumbing)",
           "20240819T073000", "20240819T160000", loc="14A Sandpiper Close",
           desc="Sleeves through the slab already done in June. Check shower + kitchenette positions against rev C."),
        ev("flat-trusses-20240826@dlamini.family", "Flat: roof trusses + IBR sheeting delivery", "20240826T080000",
           "20240826T100000", loc="14 Sandpiper Close"),
        ev("flat-solar-20241015@dlamini.family", "Flat: solar install - BrightVolt (Kyle)", "20241015T080000",
           "20241016T170000", loc="14A Sandpiper Close"),
        ev("flat-occupancy-insp-20241204@dlamini.family", "Flat: occupancy inspection (council, Mr Pather)",
           "20241204T100000", "20241204T110000", loc="14A Sandpiper Close",
           desc="Final inspection for the occupation certificate. Need the electrical COC, plumbing cert and gas COC on site.",
           attendees=[("Themba Mkhize", "themba@mkhizebuilders.example", "REQ-PARTICIPANT")],
           alarm=("-P2D", "Occupancy inspection Wednesday - certificates ready?")),
        ev("flat-mama-moves-in@dlamini.family", "Mama moves in! 🏡", "20241130", "20241201", allday=True,
           desc="Sbu brings the bakkie. Zee flying down."),
        todo("todo-flat-coc@dlamini.family", "Get the electrical COC from Sizwe (Zulu Electrical)", due="20241129",
             status="NEEDS-ACTION", priority=1),
        todo("todo-flat-final-draw@dlamini.family",
             "Send occupation certificate + electrical COC + Themba's final invoice to Refilwe for the final draw",
             due="20241213", status="NEEDS-ACTION"),
        todo("todo-flat-tiles@dlamini.family", "Choose tiles with Thandi", due="20241019", status="COMPLETED",
             completed="20241019T120000Z"),
    ]
    C["calendars/granny-flat.ics"] = cal("Gogo's flat", "-//Apple Inc.//macOS 14.5//EN", flat)

    # ------------------------------------------------------------------ school SGB
    sgb = [
        ev("fincom-monthly@sandbanksprimary.example", "SGB finance committee", "20240206T173000",
           "20240206T190000", loc="Staff room, Sandbanks Primary",
           rrule="FREQ=MONTHLY;BYDAY=1TU;UNTIL=20241105T153000Z",
           exdate="EXDATE;TZID=Africa/Johannesburg:20240702T173000",
           organizer=("Bongani Dlamini", "bongani.dlamini@mailbox.example"),
           attendees=[("Celeste Govender", "celeste.govender@mailbox.example", "REQ-PARTICIPANT"),
                      ("Joyce Mahlangu", "bursar@sandbanksprimary.example", "REQ-PARTICIPANT"),
                      ("Dave Reddy", "principal@sandbanksprimary.example", "REQ-PARTICIPANT"),
                      ("Pieter Botha", "pieter.botha@mailbox.example", "REQ-PARTICIPANT")]),
        ev("fincom-bus-special-20240910@sandbanksprimary.example", "Special fincom meeting - bus bids evaluation",
           "20240910T173000", "20240910T193000", loc="Staff room, Sandbanks Primary"),
        ev("sgb-full-20240917@sandbanksprimary.example", "Full SGB meeting (ratify bus recommendation)",
           "20240917T180000", "20240917T200000", loc="Library, Sandbanks Primary"),
        ev("braai-day-20240924@sandbanksprimary.example", "Braai Day fundraiser (Heritage Day)",
           "20240924T110000", "20240924T160000", loc="School field, Sandbanks Primary",
           desc="Setup from 08:00. I'm on braai 1."),
        ev("parents-budget-20241023@sandbanksprimary.example", "Parents' budget meeting - 2025 budget & fees",
           "20241023T183000", "20241023T210000", loc="School hall, Sandbanks Primary",
           desc="Mr Reddy presents, I take the finance questions. Slides to Mr Reddy by Monday.",
           alarm=("-PT3H", "Budget meeting tonight 18:30")),
        ev("interim-audit-20241202@sandbanksprimary.example", "Interim audit visit (auditors on site)", "20241202",
           "20241204", allday=True, desc="Joyce to have the debtors age analysis and bank recs ready."),
        todo("todo-fee-schedule@sandbanksprimary.example", "Sign off the 2025 fee schedule with Joyce",
             due="20241129", status="NEEDS-ACTION"),
        todo("todo-braai-thanks@sandbanksprimary.example", "Braai Day - thank-you letters to sponsors",
             due="20241011", status="NEEDS-ACTION"),
    ]
    C["calendars/school-sgb.ics"] = cal("School / SGB", "-//Google Inc//Google Calendar 70.9054//EN", sgb)
    return C
