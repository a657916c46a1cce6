"""Four iCalendar files (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE, one override, VALARMs)."""

TZ = "Pacific/Honolulu"
VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:Pacific/Honolulu",
    "X-LIC-LOCATION:Pacific/Honolulu",
    "BEGIN:STANDARD",
    "DTSTART:19470608T020000",
    "TZOFFSETFROM:-1030",
    "TZOFFSETTO:-1000",
    "TZNAME:HST",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def calendars(esc):
    def dt(prop, value):
        # value "20260327T094000" (local) or "20251127" (date)
        if "T" in value:
            return "%s;TZID=%s:%s" % (prop, TZ, value)
        return "%s;VALUE=DATE:%s" % (prop, value)

    def event(stamp, uid, start, end, summary, location=None, description=None,
              rrule=None, exdates=None, recurrence_id=None, attendees=None,
              organizer=None, alarm=None, status=None, categories=None):
        L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
        if recurrence_id:
            L.append(dt("RECURRENCE-ID", recurrence_id))
        L.append(dt("DTSTART", start))
        if end:
            L.append(dt("DTEND", end))
        L.append("SUMMARY:" + esc(summary))
        if location:
            L.append("LOCATION:" + esc(location))
        if description:
            L.append("DESCRIPTION:" + esc(description))
        if categories:
            L.append("CATEGORIES:" + categories)
        if status:
            L.append("STATUS:" + status)
        if rrule:
            L.append("RRULE:" + rrule)
        if exdates:
            L.append(dt("EXDATE", ",".join(exdates)))
        if organizer:
            L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
        for cn, mail in attendees or []:
            L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:%s' % (cn, mail))
        if alarm:
            trigger, text = alarm
            L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger,
                  "DESCRIPTION:" + esc(text), "END:VALARM"]
        L.append("END:VEVENT")
        return L

    def todo(stamp, uid, summary, due=None, status="NEEDS-ACTION", description=None,
             priority=None, completed=None):
        L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + esc(summary)]
        if due:
            L.append(dt("DUE", due))
        if description:
            L.append("DESCRIPTION:" + esc(description))
        if priority:
            L.append("PRIORITY:%d" % priority)
        L.append("STATUS:" + status)
        if completed:
            L.append("COMPLETED:" + completed)
        L.append("END:VTODO")
        return L

    def cal(name, prodid, body):
        return (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
                 "METHOD:PUBLISH", "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:" + TZ]
                + VTIMEZONE + body + ["END:VCALENDAR"])

    out = {}

    # ------------------------------------------------------------ personal
    S = "20260318T080000Z"
    body = []
    body += event(S, "keoni-paddling-2025@kahale.example", "20250825T153000", "20250825T170000",
                  "Keoni paddling practice", location="Kaikoʻo canoe hālau, Bayfront",
                  description="Dan's weeks: Dan drives. Bring the paddle bag + water jug.",
                  rrule="FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260530T235959Z",
                  exdates=["20251126T153000", "20251224T153000", "20251231T153000"])
    body += event(S, "keoni-ortho-2025@kahale.example", "20250904T140000", "20250904T143000",
                  "Keoni ortho — Dr. Lisa Yamane", location="Yamane Orthodontics, Waiānuenue Ave",
                  description="Adjustment visit, roughly every 8 weeks. I take him; bring the insurance card.",
                  rrule="FREQ=WEEKLY;INTERVAL=8;COUNT=5", exdates=["20251225T140000"])
    body += event(S, "keoni-ptc-fall25@kahale.example", "20251023T151500", "20251023T153500",
                  "Parent-teacher conference (Keoni)", location="Waiānuenue Academy, Room B-12 (Bldg B, 2nd floor)",
                  description="With Ms. Tanaka (advisor) + Mr. Lum (math). Dan is coming too.")
    body += event(S, "tacoma-safety-2025@kahale.example", "20251105T080000", "20251105T090000",
                  "Tacoma safety check", location="safety check station, Kanoelehua Ave")
    body += event(S, "thanksgiving-2025@kahale.example", "20251127", "20251128",
                  "Thanksgiving at Kawika's (Kona)", location="Kawika's house, Kona",
                  description="I'm bringing the sweet potato haupia pie + ice. Leave Hilo by 10.")
    body += event(S, "sione-lanai-2026@kahale.example", "20260202T080000", "20260202T150000",
                  "Sione — lanai fan + outlets", location="home (218 Kilohana St)",
                  description="Power off to the lanai circuit most of the day. Move the orchids off the back wall.")
    body += event(S, "keoni-permit-test@kahale.example", "20260327T094000", "20260327T104000",
                  "Keoni learner permit test", location="Hilo Driver Licensing Office, Kapiolani St",
                  description="Bring: birth certificate, SS card, 2 proofs of address, application signed by me. Arrive by 9:25.",
                  alarm=("-PT1H", "Keoni permit test in 1 hour — documents!"))
    body += event(S, "mom-70th-party@kahale.example", "20260328T160000", "20260328T210000",
                  "Mom's 70th birthday party 🎉", location="Wailoa State Park — big pavilion",
                  description="Setup from 1 pm. Me: cake + flowers (pīkake lei for Mom). Kawika: tables. Aunty Pua: the pavilion key. Malia lands at 1:35.",
                  alarm=("-P1D", "Mom's party tomorrow"))
    body += event(S, "lk-dentist-2025@kahale.example", "20250812T083000", "20250812T093000",
                  "Dentist (me) — cleaning", location="Dr. Ching, Kinoʻole St")
    body += event(S, "keoni-bday@kahale.example", "20250821", "20250822",
                  "Keoni's birthday 🎂", rrule="FREQ=YEARLY")
    body += todo(S, "todo-mom-gift@kahale.example", "Mom's gift — koa bowl from the Volcano gallery",
                 due="20260326T170000", description="The one with the curl in the grain. Ask them to gift-wrap.")
    body += todo(S, "todo-tacoma-reg@kahale.example", "Tacoma registration renewal", due="20260715T170000")
    out["calendars/personal.ics"] = cal("Leilani — Personal", "-//Kahale//Personal Calendar 2.1//EN", body)

    # ------------------------------------------------------------ lab
    S = "20260317T190000Z"
    team = [("Ana Folau", "ana.folau@hbml.example"), ("Priya Raman", "priya.raman@hbml.example"),
            ("Jake Miller", "jake.miller@hbml.example"), ("Ben Kealoha", "ben.kealoha@hbml.example")]
    body = []
    body += event(S, "lab-meeting-2025@hbml.example", "20250826T103000", "20250826T113000",
                  "Kahale lab meeting", location="HBML Room 214",
                  description="Weekly. Rotating: data updates / paper discussion / cruise planning. Bring what you're stuck on.",
                  rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20260512T235959Z",
                  exdates=["20251223T103000", "20251230T103000"],
                  organizer=("Leilani Kahale", "leilani.kahale@hbml.example"), attendees=team)
    body += event(S, "lab-meeting-2025@hbml.example", "20260305T130000", "20260305T140000",
                  "Kahale lab meeting (moved — dept seminar on Tue)", location="HBML Room 214",
                  recurrence_id="20260303T103000",
                  organizer=("Leilani Kahale", "leilani.kahale@hbml.example"), attendees=team)
    body += event(S, "journal-club-2025@hbml.example", "20251016T150000", "20251016T160000",
                  "Journal club", location="HBML seminar room",
                  rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=12")
    body += event(S, "biol281l-sp26@hbml.example", "20260114T130000", "20260114T160000",
                  "BIOL 281L lab section", location="Science Bldg 108",
                  rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20260506T235959Z", exdates=["20260325T130000"])
    body += event(S, "nsf-annual-report-2026@hbml.example", "20260130", "20260131",
                  "NSF annual report due (OCE-2417702)")
    body += event(S, "seminar-kaupu-2026@hbml.example", "20260303T110000", "20260303T120000",
                  "Dept seminar — Dr. Kaupu, coral spawning timing", location="Science Bldg auditorium")
    body += event(S, "faculty-mtg-sep25@hbml.example", "20250905T133000", "20250905T150000",
                  "Faculty meeting", location="Conf room 2")
    body += event(S, "budget-grace-sep25@hbml.example", "20250930T140000", "20250930T150000",
                  "HK-26-03 budget w/ Grace", location="Fiscal office",
                  attendees=[("Grace Nakamura", "grace.nakamura@hbml.example")])
    body += event(S, "hk2603-precruise-v2@marineops.example", "20260408T100000", "20260408T113000",
                  "HK-26-03 pre-cruise meeting", location="Marine Ops conference room",
                  description="Moved from 4/1 after the schedule change. Bring: station list, hazmat list, dive plan, berthing list.",
                  organizer=("Lorna Pacheco", "lorna.pacheco@marineops.example"),
                  attendees=[("Leilani Kahale", "leilani.kahale@hbml.example"),
                             ("Alan Whitcomb", "alan.whitcomb@manoa-lab.example")] + team[:3])
    body += todo(S, "todo-dlnr-sap-2026@hbml.example", "Renew DLNR Special Activity Permit (coral collection)",
                 due="20260331T170000", priority=1,
                 description="Current permit runs out 3/31 and we core on the cruise! Renewal packet + last year's activity report (Ben has the copy).")
    body += todo(S, "todo-cruise-plan@hbml.example", "Submit cruise plan to Marine Ops", due="20251201T170000",
                 status="COMPLETED", completed="20251128T223000Z")
    body += todo(S, "todo-formalin@hbml.example", "Order formalin + ethanol", status="COMPLETED",
                 completed="20251015T201500Z")
    body += todo(S, "todo-priya-ch2@hbml.example", "Comments on Priya ch. 2", due="20260213T170000",
                 status="IN-PROCESS")
    body += todo(S, "todo-hazmat-decl@hbml.example", "Hazmat declaration to Lorna / ship", due="20260314T170000")
    out["calendars/lab-hbml.ics"] = cal("HBML — Kahale Lab", "-//HBML//Lab Calendar//EN", body)

    # ------------------------------------------------------------ reef keepers
    S = "20260105T190000Z"
    body = []
    body += event(S, "rk-survey-2025@hiloreef.example", "20250510T070000", "20250510T103000",
                  "Reef Keepers monthly survey", location="Richardson Ocean Park pavilion",
                  description="Meet 7:00 at the pavilion. Team A Richardson, Team B Leleiwi. Color cards, slates, tapes.",
                  rrule="FREQ=MONTHLY;BYDAY=2SA;UNTIL=20251231T235959Z", exdates=["20250809T070000"],
                  alarm=("-PT12H", "Reef survey tomorrow — pack the Tacoma tonight"))
    body += event(S, "rk-survey-2026@hiloreef.example", "20260110T063000", "20260110T100000",
                  "Reef Keepers monthly survey (new time)", location="Richardson Ocean Park pavilion",
                  description="NEW start time from January (Wendy). Same place, 2nd Saturday. Team B carpools to Leleiwi.",
                  rrule="FREQ=MONTHLY;BYDAY=2SA;UNTIL=20260630T235959Z", exdates=["20260411T063000"],
                  alarm=("-PT12H", "Reef survey tomorrow — early start!"))
    body += event(S, "rk-cleanup-sep25@hiloreef.example", "20250927T080000", "20250927T110000",
                  "Beach cleanup — Leleiwi", location="Leleiwi Beach Park, 2nd lot")
    body += event(S, "rk-potluck-2025@hiloreef.example", "20251206T170000", "20251206T200000",
                  "Reef Keepers potluck + aloha for Tomás", location="Tomás's place, Keaukaha",
                  description="Bring a dish. Collecting for a koa paddle gift.")
    body += event(S, "rk-fishid-2026@hiloreef.example", "20260219T183000", "20260219T203000",
                  "Fish ID training night", location="Kaikoʻo Community Room (Bayfront)",
                  description="10 indicator species + tang ID. Pizza provided.")
    out["calendars/reef-keepers.ics"] = cal("Hilo Reef Keepers", "-//Hilo Reef Keepers//Shared Calendar//EN", body)

    # ------------------------------------------------------------ stale cruise calendar
    S = "20250912T190000Z"
    crew = [("Leilani Kahale", "leilani.kahale@hbml.example"), ("Alan Whitcomb", "alan.whitcomb@manoa-lab.example"),
            ("Ana Folau", "ana.folau@hbml.example"), ("Priya Raman", "priya.raman@hbml.example"),
            ("Jake Miller", "jake.miller@hbml.example")]
    body = []
    body += event(S, "hk2603-freight-cutoff@marineops.example", "20260323", "20260324",
                  "Freight cutoff Honolulu (tentative) — CTD crate")
    body += event(S, "hk2603-precruise@marineops.example", "20260401T100000", "20260401T113000",
                  "HK-26-03 pre-cruise meeting", location="Marine Ops conference room",
                  organizer=("Lorna Pacheco", "lorna.pacheco@marineops.example"), attendees=crew)
    body += event(S, "hk2603-tanks@marineops.example", "20260402T090000", "20260402T100000",
                  "Tank pickup — Big Island Dive Supply (24 × AL80)", location="Big Island Dive Supply, Hilo")
    body += event(S, "hk2603-load@marineops.example", "20260404T070000", "20260404T170000",
                  "HK-26-03 load day / mobilization", location="Hilo Harbor, Pier 1",
                  description="Marine Ops forklift from the warehouse 0700. Science party on the pier by 0730.")
    body += event(S, "hk2603-atsea@marineops.example", "20260406T080000", "20260417T160000",
                  "HK-26-03 at sea — R/V Honu Kai", location="departs Pier 1, Hilo",
                  description="12 days. Hilo–Hilo. Sites: Hōnaunau, Puakō, Miloliʻi (tentative), night CTD off Kawaihae if time. Chief scientist: L. Kahale.",
                  status="CONFIRMED")
    body += todo(S, "hk2603-todo-freight@marineops.example", "Book freight for CTD (Pacific Island Freight)",
                 due="20260115T170000")
    body += todo(S, "hk2603-todo-dso@marineops.example", "Get DSO assigned (dive office)", due="20260201T170000")
    out["calendars/HK-26-03-cruise (exported Sept).ics"] = cal(
        "HK-26-03 cruise (exported 2025-09-12)", "-//Marine Operations//Cruise Export 1.0//EN", body)
    return out
