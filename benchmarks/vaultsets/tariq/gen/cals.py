"""Four iCalendar files (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE/RECURRENCE-ID, VTODO)."""
from util import ics_escape as E, ics_join, VTIMEZONE_LONDON

TZ = "Europe/London"


def _dt(name, v, allday=False):
    if allday or len(v) == 8:
        return f"{name};VALUE=DATE:{v}"
    if v.endswith("Z"):
        return f"{name}:{v}"
    return f"{name};TZID={TZ}:{v}"


def vevent(ev, stamp):
    L = ["BEGIN:VEVENT", f"UID:{ev['uid']}", f"DTSTAMP:{stamp}"]
    if "created" in ev:
        L.append(f"CREATED:{ev['created']}")
    if "recurrence_id" in ev:
        L.append(_dt("RECURRENCE-ID", ev["recurrence_id"]))
    L.append(_dt("DTSTART", ev["start"]))
    if "end" in ev:
        L.append(_dt("DTEND", ev["end"]))
    L.append("SUMMARY:" + E(ev["summary"]))
    if "location" in ev:
        L.append("LOCATION:" + E(ev["location"]))
    if "description" in ev:
        L.append("DESCRIPTION:" + E(ev["description"]))
    if "rrule" in ev:
        L.append("RRULE:" + ev["rrule"])
    for x in ev.get("exdate", []):
        L.append(_dt("EXDATE", x))
    if "organizer" in ev:
        cn, mail = ev["organizer"]
        L.append(f'ORGANIZER;CN="{cn}":mailto:{mail}')
    for cn, mail in ev.get("attendees", []):
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}')
    if "categories" in ev:
        L.append("CATEGORIES:" + ev["categories"])
    L.append("STATUS:" + ev.get("status", "CONFIRMED"))
    if "seq" in ev:
        L.append(f"SEQUENCE:{ev['seq']}")
    if "alarm" in ev:
        mins, text = ev["alarm"]
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + E(text),
              f"TRIGGER:-PT{mins}M", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(td, stamp):
    L = ["BEGIN:VTODO", f"UID:{td['uid']}", f"DTSTAMP:{stamp}",
         "SUMMARY:" + E(td["summary"])]
    if "due" in td:
        L.append(_dt("DUE", td["due"]))
    if "description" in td:
        L.append("DESCRIPTION:" + E(td["description"]))
    L.append("STATUS:" + td["status"])
    if td["status"] == "COMPLETED":
        L.append("COMPLETED:" + td["completed"])
        L.append("PERCENT-COMPLETE:100")
    if "priority" in td:
        L.append(f"PRIORITY:{td['priority']}")
    L.append("END:VTODO")
    return L


def calendar(name, desc, stamp, events, todos):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0",
         "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
         "X-WR-CALNAME:" + E(name), "X-WR-TIMEZONE:Europe/London",
         "X-WR-CALDESC:" + E(desc)]
    L += VTIMEZONE_LONDON
    for ev in events:
        L += vevent(ev, stamp)
    for td in todos:
        L += vtodo(td, stamp)
    L.append("END:VCALENDAR")
    return ics_join(L)


SCHOOL_MAIL = "t.mahmood@thornburypark.sch.example"


def school():
    stamp = "20240816T190000Z"
    ev = [
        dict(uid="tp-y11-pastoral@thornburypark.sch.example", summary="Y11 pastoral team meeting",
             start="20230911T081500", end="20230911T090000",
             rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20240715T235959Z",
             exdate=["20240101T081500", "20240212T081500"],
             location="HoY office (B12)",
             description="Fortnightly. Attendance, behaviour points, safeguarding check-ins, Y11 intervention list. Bring the tracker printout.",
             organizer=("Tariq Mahmood", SCHOOL_MAIL),
             attendees=[("Dan Ellison", "d.ellison@thornburypark.sch.example"),
                        ("Hannah Crossley", "h.crossley@thornburypark.sch.example"),
                        ("Imtiaz Khan", "i.khan@thornburypark.sch.example")]),
        dict(uid="tp-mock-brief@thornburypark.sch.example", summary="Invigilation briefing – Y11 mocks",
             start="20231122T153000", end="20231122T161500", location="Library",
             description="Priya runs it. Seating plans, clocks, what to do if a kid is ill mid-paper."),
        dict(uid="tp-mocks-y11@thornburypark.sch.example", summary="Y11 mock exams",
             start="20231127", end="20231209", location="Sports Hall",
             description="Two weeks. Full timetable + access arrangements are in Priya's email (v3)."),
        dict(uid="tp-pe-y11-aut@thornburypark.sch.example", summary="Y11 parents' evening (autumn)",
             start="20231130T160000", end="20231130T190000", location="Main Hall",
             description="5 min slots via SchoolCloud. HoY table by the stage."),
        dict(uid="tp-inset-jan@thornburypark.sch.example", summary="INSET day – no students",
             start="20240102", end="20240103", location="Thornbury Park Academy"),
        dict(uid="tp-ofsted@thornburypark.sch.example", summary="OFSTED inspection",
             start="20240123", end="20240125",
             description="Two days. Deep dives incl. science on day 1."),
        dict(uid="tp-cern-trip@thornburypark.sch.example", summary="CERN / Geneva physics trip (Y11 + Y12)",
             start="20240212", end="20240216", location="Geneva, Switzerland",
             description="36 students, 4 staff. Flights from MAN. Itinerary + hotel details: Marco's email 2 Feb."),
        dict(uid="tp-pe-y11-spr@thornburypark.sch.example", summary="Y11 parents' evening (spring) – post-mock targets",
             start="20240307T163000", end="20240307T193000", location="Main Hall",
             description="Second Y11 parents' evening. Mock grades + revision plans. Tutors on tables 1-8.",
             organizer=("Tariq Mahmood", SCHOOL_MAIL),
             attendees=[("Dan Ellison", "d.ellison@thornburypark.sch.example"),
                        ("Joanna Pike", "j.pike@thornburypark.sch.example")],
             alarm=(120, "Parents' evening – print the target sheets")),
        dict(uid="tp-prom-2024@thornburypark.sch.example", summary="Year 11 Prom",
             start="20240628T190000", end="20240628T233000",
             location="Marley Mill Suite, Keighley",
             description="Coaches back to school 23:15. Staff rota: TM, JP, IK, HC."),
        dict(uid="tp-results-2024@thornburypark.sch.example", summary="GCSE Results Day",
             start="20240822", end="20240823", location="Thornbury Park Academy"),
    ]
    td = [
        dict(uid="tp-todo-ra@thornburypark.sch.example",
             summary="Submit CERN trip risk assessment to Steve Rourke (EVC) for sign-off",
             due="20231215", status="COMPLETED", completed="20231214T161000Z",
             description="Full RA + medical info summary + staff ratios. Steve signs off before it goes to the governors."),
        dict(uid="tp-todo-hoodies@thornburypark.sch.example",
             summary="Y11 leavers' hoodies – chase the last 6 payments",
             due="20240524", status="COMPLETED", completed="20240523T120000Z"),
    ]
    return calendar("Thornbury Park – TM", "School: Y11 + trips", stamp, ev, td)


def family():
    stamp = "20240101T100000Z"   # stale: exported in January, never refreshed
    ev = [
        dict(uid="fam-angio@mahmood.example", summary="Abbu – angiogram",
             start="20230926T080000", end="20230926T130000",
             location="Moorside Heart Centre, Leeds",
             description="Nil by mouth from midnight. Bilal driving."),
        dict(uid="fam-preop@mahmood.example", summary="Abbu – pre-op assessment",
             start="20231004T093000", end="20231004T120000",
             location="Moorside Heart Centre, Leeds – Pre-assessment clinic"),
        dict(uid="fam-cabg@mahmood.example", summary="Abbu – bypass surgery",
             start="20231010T073000", end="20231010T180000",
             location="Moorside Heart Centre, Leeds",
             description="Triple bypass. Admitted the day before. Cover for P3-6 sorted with Rachel.",
             alarm=(60, "Abbu op day – phone Ammi")),
        dict(uid="fam-rehab@mahmood.example", summary="Abbu – cardiac rehab class",
             start="20231114T103000", end="20231114T113000",
             rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20240104T235959Z",
             exdate=["20231226T103000"],
             location="Girlington Community Centre",
             description="8-week programme. Bring GTN spray, trainers, water. Bilal drives Tuesdays, Ammi goes with him Thursdays."),
        dict(uid="fam-rehab@mahmood.example", summary="Abbu – cardiac rehab class (MOVED to 1pm)",
             recurrence_id="20231130T103000",
             start="20231130T130000", end="20231130T140000",
             location="Girlington Community Centre",
             description="Hall booked for flu jabs in the morning so this one session is at 1pm.", seq=1),
        dict(uid="fam-nativity@mahmood.example", summary="Zayn – school nativity",
             start="20231213T140000", end="20231213T150000",
             location="Frizinghall Primary, school hall"),
        dict(uid="fam-cardio-fu@mahmood.example", summary="Abbu – cardiology follow-up (Dr Okafor)",
             start="20240305T104000", end="20240305T112000",
             location="Moorside Heart Centre – Cardiology Outpatients, Clinic 4",
             description="Bring the BP diary + the med list. Ask about driving and Umrah.",
             alarm=(1440, "Abbu clinic tomorrow – BP diary")),
    ]
    td = [
        dict(uid="fam-todo-rx@mahmood.example",
             summary="Collect Abbu's repeat prescription – Oakfield Pharmacy",
             due="20231124", status="COMPLETED", completed="20231124T170500Z"),
        dict(uid="fam-todo-bloods@mahmood.example",
             summary="Book Abbu's 6-month blood test (kidney function + cholesterol) at Frizinghall Medical Practice",
             due="20240830", status="NEEDS-ACTION", priority=1,
             description="Practice said ring at 8am for a nurse slot. Not done yet – keeps slipping with the wedding."),
    ]
    return calendar("Family", "Abbu appointments + family", stamp, ev, td)


def cricket():
    stamp = "20240801T080000Z"
    home = "Heatonfield Recreation Ground, Pitch 2"
    fx = [
        ("20240421", "Falcons v Idle Park Sunday XI", home),
        ("20240428", "Shipley Vale v Falcons", "Shipley Vale CC, Bingley Road"),
        ("20240512", "Baildon Moorside v Falcons", "Baildon Moorside, Westgate fields"),
        ("20240526", "Falcons v Thackley Road", home),
        ("20240609", "Saltaire Sunday XI v Falcons", "Roberts Park lower field"),
        ("20240623", "Falcons v Wrose Lane", home),
    ]
    ev = [
        dict(uid="fal-agm-2024@falconscc.example", summary="Falcons AGM",
             start="20240315T193000", end="20240315T213000",
             location="Frizinghall Community Centre, Room 2",
             description="Elect captain/vice, subs, kit, nets. Linda chairing.",
             attendees=[("Adeel Rauf", "adeel.rauf@postbox.example"),
                        ("Usman Ghani", "usman.ghani@postbox.example"),
                        ("Linda Moorhouse", "linda.moorhouse@postbox.example")]),
        dict(uid="fal-nets-indoor@falconscc.example", summary="Indoor nets",
             start="20240228T190000", end="20240228T200000",
             rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20240327T235959Z",
             location="Carlisle Road Sports Centre", description="£4 each, 2 lanes."),
        dict(uid="fal-nets-wed@falconscc.example", summary="Outdoor nets",
             start="20240403T180000", end="20240403T193000",
             rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20240529T235959Z",
             exdate=["20240501T180000"],
             location="Heatonfield Rec – nets by the pavilion"),
        dict(uid="fal-nets-thu@falconscc.example", summary="Nets (Thursdays now)",
             start="20240606T183000", end="20240606T200000",
             rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20240905T235959Z",
             location="Heatonfield Rec – nets by the pavilion",
             description="Moved from Wednesdays – see Adeel's list email."),
    ]
    for d, title, loc in fx:
        ev.append(dict(uid=f"fal-fx-{d}@falconscc.example", summary="AWSL Div 2: " + title,
                       start=d + "T130000", end=d + "T190000", location=loc,
                       description="Meet 45 mins before. Teas: home side.", categories="Cricket"))
    ev[4]["alarm"] = (180, "First league game – kit bag, scorebook, stumps")
    td = [
        dict(uid="fal-todo-fee@falconscc.example", summary="Pay AWSL registration fee",
             due="20240308", status="COMPLETED", completed="20240304T201500Z"),
        dict(uid="fal-todo-regs@falconscc.example",
             summary="Send league registration forms for Haris Iqbal and Tom Brierley",
             due="20240607", status="NEEDS-ACTION",
             description="Both have played as 'unregistered' twice – league will dock points if it carries on. Forms signed, just need scanning and sending."),
    ]
    return calendar("Falcons Sunday XI 2024", "Fixtures, nets, club stuff", stamp, ev, td)


def wedding():
    stamp = "20240815T210000Z"
    ev = [
        dict(uid="wed-taste-mf@mahmood.example", summary="Food tasting – Mughal Feast",
             start="20240330T140000", end="20240330T160000",
             location="Mughal Feast Catering, Thornton Road unit"),
        dict(uid="wed-taste-ld@mahmood.example", summary="Food tasting – Lahori Degh",
             start="20240404T180000", end="20240404T200000",
             location="Lahori Degh kitchen, Legrams Lane"),
        dict(uid="wed-dj-meet@mahmood.example", summary="Meet DJ Kash – look round the hall",
             start="20240608T110000", end="20240608T120000",
             location="Shalimar Banqueting Suite, 212 Leeds Road, Bradford",
             description="Walk the room with Kash: where the decks go, power, the dhol entrance.",
             attendees=[("Sana Mahmood", "sana.mahmood@postbox.example")]),
        dict(uid="wed-cards@mahmood.example", summary="Collect invitation cards",
             start="20240622T120000", end="20240622T123000",
             location="Rang Mahal Prints, Leeds Road"),
        dict(uid="wed-dholki@mahmood.example", summary="Dholki night",
             start="20240810T200000", end="20240810T233000",
             rrule="FREQ=WEEKLY;COUNT=3",
             location="Ammi-Abbu's, Ashwell Road",
             description="Girls bring the dholak, Nasreen khala doing chai. Keep it to 11:30 for the neighbours."),
        dict(uid="wed-mehndi@mahmood.example", summary="Sana's Mehndi",
             start="20240829T190000", end="20240829T233000",
             location="Shalimar Banqueting Suite (Noor Hall), 212 Leeds Road, Bradford",
             alarm=(240, "Mehndi – pick up thaals + flowers")),
        dict(uid="wed-baraat@mahmood.example", summary="Baraat + Nikah",
             start="20240831T130000", end="20240831T190000",
             location="Regal Banqueting, Thornton Road, Bradford",
             description="Baraat arrives 1pm. Nikah 2pm. Rukhsati around 6."),
        dict(uid="wed-walima@mahmood.example", summary="Walima (Imran's side)",
             start="20240901T180000", end="20240901T230000",
             location="The Mirage Suite, 14 Thornhill Road, Dewsbury WF12 9QX",
             description="Qureshi family hosting. Coach from Ashwell Road at 5pm for the elders."),
    ]
    td = [
        dict(uid="wed-todo-dhol@mahmood.example",
             summary="Confirm dhol players – Dhol Dynasty Bradford (mehndi entrance)",
             due="20240820", status="NEEDS-ACTION", priority=1),
        dict(uid="wed-todo-djbal@mahmood.example",
             summary="Pay DJ Kash balance £550 cash on the night",
             due="20240829", status="NEEDS-ACTION"),
        dict(uid="wed-todo-numbers@mahmood.example",
             summary="Send final numbers to caterer",
             due="20240812", status="COMPLETED", completed="20240812T093000Z"),
        dict(uid="wed-todo-cards@mahmood.example", summary="Order invitation cards",
             due="20240531", status="COMPLETED", completed="20240529T150000Z"),
    ]
    return calendar("Sana's shaadi", "Wedding planning – shared with Sana", stamp, ev, td)


def build(root):
    from util import write_bytes
    write_bytes(root, "calendars/school-2023-24.ics", school())
    write_bytes(root, "calendars/family.ics", family())
    write_bytes(root, "calendars/cricket-2024.ics", cricket())
    write_bytes(root, "calendars/sana-wedding.ics", wedding())
