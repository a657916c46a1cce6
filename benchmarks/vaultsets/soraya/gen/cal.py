# -*- coding: utf-8 -*-
"""Four .ics calendars (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE, RECURRENCE-ID, VALARM)."""
from common import write_bytes, ics_join, ics_escape, VTZ_VANCOUVER, VTZ_TORONTO

VAN = "America/Vancouver"
TOR = "America/Toronto"


def head(name, prodid="-//Soraya//Fastmail-style export//EN"):
    return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:" + name, "X-WR-TIMEZONE:America/Vancouver"]


def event(uid, stamp, summary, start, end=None, tzid=VAN, end_tzid=None, location=None,
          description=None, rrule=None, exdates=None, recurrence_id=None, attendees=None,
          organizer=None, alarm=None, allday=False, status=None, categories=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if recurrence_id:
        L.append("RECURRENCE-ID;TZID=%s:%s" % (tzid, recurrence_id))
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=%s:%s" % (tzid, start))
        if end:
            L.append("DTEND;TZID=%s:%s" % (end_tzid or tzid, end))
    if rrule:
        L.append("RRULE:" + rrule)
    if exdates:
        L.append("EXDATE;TZID=%s:%s" % (tzid, ",".join(exdates)))
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if categories:
        L.append("CATEGORIES:" + categories)
    if status:
        L.append("STATUS:" + status)
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail in (attendees or []):
        L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, stamp, summary, status, due=None, completed=None, description=None, priority=None,
         created=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp]
    if created:
        L.append("CREATED:" + created)
    L.append("SUMMARY:" + ics_escape(summary))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def build():
    S = "20250308T180000Z"
    # ------------------------------------------------------------------ work (stale: talk slot)
    L = head("Work (Lumenpay)") + VTZ_VANCOUVER + VTZ_TORONTO
    L += event("tidewater-r1-am@lumenpay.example", S, "Tidewater R1 session (AM)",
               "20240514T100000", "20240514T110000",
               location="Capilano research room, 14th floor, Lumenpay HQ, 1090 W Pender St",
               description="Participant session, 60 min. Observers in the side room. "
                           "Consent form + GiftLoop card after the session.",
               rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20240530T235959Z")
    L += event("tidewater-r1-pm@lumenpay.example", S, "Tidewater R1 session (PM)",
               "20240514T140000", "20240514T150000",
               location="Capilano research room, 14th floor, Lumenpay HQ, 1090 W Pender St",
               rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20240530T235959Z")
    L += event("1on1-priya@lumenpay.example", S, "1:1 Priya / Soraya", "20240305T113000",
               "20240305T120000", location="Priya's office (14th floor) or Zoom",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
               exdates=["20241105T113000", "20241231T113000"],
               attendees=[("Priya Nandakumar", "priya.n@lumenpay.example")])
    L += event("flight-yvr-yyz-20241106@lumenpay.example", S, "Flight AC 112 YVR → YYZ",
               "20241106T070000", "20241106T143500", end_tzid=TOR,
               location="YVR Main Terminal, domestic",
               description="Seat 23C. Conference reimburses economy up to $800 - keep the receipt.")
    L += event("frontrow-dinner-20241107@lumenpay.example", S, "FrontRow speaker dinner",
               "20241107T190000", "20241107T213000", tzid=TOR, location="Bar Cerulean, Toronto")
    L += event("frontrow-talk-20241108@lumenpay.example", S,
               "FrontRow talk: Money Talks Quietly", "20241108T103000", "20241108T110000",
               tzid=TOR, location="Studio B, Corktown Forum, 120 Sumach Lane, Toronto",
               description="My talk. Arrive 30 min early for the tech check. Clicker provided, "
                           "bring the USB-C adapter anyway.",
               alarm=("-PT1H", "FrontRow talk in 1 hour"))
    L += event("flight-yyz-yvr-20241109@lumenpay.example", S, "Flight AC 119 YYZ → YVR",
               "20241109T170000", "20241109T192000", tzid=TOR, end_tzid=VAN,
               location="Toronto Pearson T1")
    L += event("annual-review-2024@lumenpay.example", S, "Annual review w/ Priya",
               "20241205T140000", "20241205T150000", location="Priya's office, 14th floor",
               description="2024 performance review conversation. Bring the self-assessment + "
                           "the 4-day week question.",
               attendees=[("Priya Nandakumar", "priya.n@lumenpay.example")],
               organizer=("Priya Nandakumar", "priya.n@lumenpay.example"))
    L += event("research-readout@lumenpay.example", S, "Research readout (weekly)",
               "20250131T140000", "20250131T150000", location="Fraser room / Zoom",
               rrule="FREQ=WEEKLY;BYDAY=FR",
               description="New PM cadence: research readouts on Friday afternoons.")
    L += event("tidewater-r2@lumenpay.example", S, "Tidewater R2 sessions (remote)",
               "20250318T100000", "20250318T111500", location="Zoom (links in the study doc)",
               rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20250327T235959Z",
               description="75-min remote sessions. Blocked until the consent form is signed off.")
    L += todo("todo-r1-incentives@lumenpay.example", S, "Pay Tidewater R1 incentives via GiftLoop",
              "COMPLETED", due="20240607", completed="20240603T210000Z")
    L += todo("todo-selfassessment@lumenpay.example", S, "Self-assessment to Priya", "COMPLETED",
              due="20241129", completed="20241128T230000Z")
    L += todo("todo-frontrow-receipts@lumenpay.example", S,
              "Submit FrontRow travel receipts (speaker portal)", "COMPLETED", due="20241215",
              completed="20241120T190000Z")
    L += todo("todo-consent-v3-send@lumenpay.example", S, "Send consent form v3 to legal",
              "COMPLETED", due="20250228", completed="20250227T220000Z")
    L += todo("todo-consent-v3-followup@lumenpay.example", S,
              "Follow up with Oksana (legal) on consent form v3 sign-off",
              "NEEDS-ACTION", due="20250310", priority=1, created="20250306T190000Z",
              description="The recruiter is holding the R2 screener until the consent form "
                          "is final. Sessions start Mar 18.")
    L.append("END:VCALENDAR")
    write_bytes("calendars/work.ics", ics_join(L))

    # ------------------------------------------------------------------ choir
    L = head("Choir") + VTZ_VANCOUVER
    L += event("rehearsal-spring-2024@lionsgatechoir.example", S, "Choir rehearsal",
               "20240109T190000", "20240109T213000", location="St. Aidan's church hall",
               rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20240619T065959Z",
               exdates=["20240402T190000"])
    L += event("rehearsal-fall-2024@lionsgatechoir.example", S, "Choir rehearsal",
               "20240910T190000", "20240910T213000",
               location="Holloway Community Centre, Room 2 (upstairs)",
               rrule="FREQ=WEEKLY;BYDAY=TU",
               exdates=["20241224T190000", "20241231T190000", "20250107T190000"],
               description="Bring folder + pencil. Music fee $15 to the librarian.")
    L += event("rehearsal-fall-2024@lionsgatechoir.example", S,
               "Dress rehearsal - Midwinter Lights", "20241212T190000", "20241212T213000",
               recurrence_id="20241210T190000",
               location="St. Aidan's-on-the-Hill sanctuary",
               description="Moved from Tuesday to Thursday, in the sanctuary.")
    L += event("concert-spring-2024@lionsgatechoir.example", S, "Concert: Songs of Spring",
               "20240525T190000", "20240525T210000",
               location="St. Aidan's-on-the-Hill, 460 Kensington Crescent")
    L += event("encore-gala-2024@lionsgatechoir.example", S, "Encore Gala (choir fundraiser)",
               "20241123T180000", "20241123T230000",
               location="The Boathouse at Lonsdale Quay, Salon 2",
               description="Silent auction table shift 5:30-8:00 with Deb. Tickets for Maman & Baba.",
               attendees=[("Bernie Cho", "bernie.cho@lionsgatechoir.example"),
                          ("Soraya Karimi", "soraya.karimi@mailbox.example")])
    L += event("concert-midwinter-2024@lionsgatechoir.example", S, "Concert: Midwinter Lights",
               "20241214T193000", "20241214T213000", location="St. Aidan's-on-the-Hill sanctuary",
               description="Call time: see Evelyn's email.",
               alarm=("-PT3H", "Midwinter Lights tonight - leave early"))
    L += event("concert-spring-2025@lionsgatechoir.example", S,
               "Concert: Rivers & Roads (spring concert)", "20250531T193000", "20250531T213000",
               location="St. Aidan's-on-the-Hill, 460 Kensington Crescent",
               description="Date confirmed by the church in February.",
               alarm=("-P1D", "Spring concert tomorrow"))
    L += event("alto-sectional-2025@lionsgatechoir.example", S, "Alto sectional",
               "20250119T140000", "20250119T153000", location="varies (see sectional e-mails)",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;COUNT=8")
    L += todo("todo-music-fee@lionsgatechoir.example", S, "Pay $15 music fee", "COMPLETED",
              due="20240924", completed="20240917T040000Z")
    L += todo("todo-practise-solo@lionsgatechoir.example", S,
              "Practise the spring solo (verse 2) with the recording", "NEEDS-ACTION",
              due="20250415")
    L.append("END:VCALENDAR")
    write_bytes("calendars/choir.ics", ics_join(L))

    # ------------------------------------------------------------------ family
    L = head("Family 🌷") + VTZ_VANCOUVER
    L += event("skype-sunday@karimi.family.example", S, "Skype w/ Maman & Baba",
               "20240324T100000", "20240324T110000", location="Skype",
               rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20240929T170000Z",
               exdates=["20240714T100000"],
               description="8:30 pm in Shiraz. (Jul 14: they're travelling.)")
    L += event("nowruz-lunch-2024@karimi.family.example", S, "Nowruz lunch at Khaleh Mina's",
               "20240324T130000", "20240324T170000", location="Khaleh Mina's, Richmond",
               description="Bring shirini. Address in her e-mail.")
    L += event("sizdah-2024@karimi.family.example", S, "Sizdah Bedar w/ Nasrin",
               "20240401", "20240402", allday=True)
    L += event("arrival-20241005@karimi.family.example", S,
               "Maman & Baba land at YVR ✈️ TK 75", "20241005T154000", "20241005T164000",
               location="YVR International Arrivals",
               description="Customs takes ~45 min. Wheelchair assist requested for Maman at IST only.",
               alarm=("-PT3H", "Leave for the airport"))
    L += event("yalda-2024@karimi.family.example", S, "Shab-e Yalda at mine 🍉",
               "20241221T180000", "20241221T235900",
               description="Khaleh Mina, Nasrin & Dariush. Kaveh + Leila on video.")
    L += event("departure-20250124@karimi.family.example", S,
               "Maman & Baba fly home - TK 76 YVR → IST", "20250124T175500", "20250124T185500",
               location="YVR International Departures",
               description="Leave home by 14:30. Connection TK 882 to Shiraz.")
    L += event("mina-surgery@karimi.family.example", S, "Khaleh Mina knee surgery (Richmond Hospital)",
               "20250212", "20250213", allday=True)
    L += event("kaveh-arrive-2025@karimi.family.example", S, "Kaveh & Leila arrive (AC 117)",
               "20250319T211000", "20250319T221000", location="YVR Domestic Arrivals")
    L += event("sal-tahvil-1404@karimi.family.example", S, "Sal-e Tahvil 1404 🌱",
               "20250320T020130", "20250320T023000",
               description="Spring equinox / Persian new year. Skype Maman & Baba right after "
                           "(it's lunchtime in Shiraz).",
               alarm=("-PT10M", "Sal-e Tahvil in 10 minutes!"))
    L += event("nowruz-dinner-2025@karimi.family.example", S, "Nowruz dinner",
               "20250322T180000", "20250322T230000", description="Menu in the Nowruz note.")
    L += event("sizdah-2025@karimi.family.example", S, "Sizdah Bedar 🌿", "20250402", "20250403",
               allday=True, description="Picnic - see the Nowruz note.")
    L += todo("todo-golestan@karimi.family.example", S, "Order sonbol + samanu at Golestan",
              "NEEDS-ACTION", due="20250315")
    L += todo("todo-beacon-receipts@karimi.family.example", S,
              "Mail Baba's clinic receipts to Beacon", "COMPLETED", due="20250110",
              completed="20250108T200000Z")
    L.append("END:VCALENDAR")
    write_bytes("calendars/family.ics", ics_join(L))

    # ------------------------------------------------------------------ personal
    L = head("Personal") + VTZ_VANCOUVER
    L += event("dentist-20240418@me.example", S, "Dentist - Dr. Amini", "20240418T083000",
               "20240418T093000", location="Lonsdale Dental, 2nd floor")
    L += event("kayak-20240713@me.example", S, "Deep Cove kayak w/ Nasrin", "20240713T100000",
               "20240713T150000", location="Deep Cove Kayak rentals",
               description="Double kayak booked. Sunscreen on BOTH arms this time.")
    L += event("vet-20240820@me.example", S, "Zafaran - vet (annual shots + senior bloodwork)",
               "20240820T173000", "20240820T181500", location="Lonsdale Animal Clinic")
    L += event("haircut-20241102@me.example", S, "Haircut (before Toronto)", "20241102T110000",
               "20241102T120000", location="Salon on 3rd St")
    L += event("fourday-start@me.example", S, "4-day week starts 🎉", "20250203", "20250204",
               allday=True)
    L += event("physio-2025@me.example", S, "Physio - shoulder", "20250114T080000",
               "20250114T084500", location="North Shore Physio",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20250325T235959Z",
               exdates=["20250211T080000"])
    L += todo("todo-cadenza-reimburse@me.example", S,
              "Send Cadenza receipt to Harriet (choir treasurer) for reimbursement - $179.03",
              "NEEDS-ACTION", created="20241105T060000Z",
              description="Forward the order e-mail; she'll e-transfer. Still not done!")
    L += todo("todo-tenant-insurance@me.example", S, "Renew tenant insurance", "COMPLETED",
              due="20240915", completed="20240910T170000Z")
    L.append("END:VCALENDAR")
    write_bytes("calendars/personal.ics", ics_join(L))
