"""Four .ics calendars, written by hand: CRLF, folded lines, VTIMEZONE."""
from common import h

TZ = "Africa/Johannesburg"
VTIMEZONE = [
    "BEGIN:VTIMEZONE", "TZID:Africa/Johannesburg", "X-LIC-LOCATION:Africa/Johannesburg",
    "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0200", "TZNAME:SAST", "END:STANDARD", "END:VTIMEZONE",
]
DTSTAMP = "20251027T060000Z"


def esc(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """RFC 5545 folding at 75 octets, never splitting a UTF-8 character."""
    out, cur, n = [], "", 0
    limit = 75
    for ch in line:
        b = len(ch.encode("utf-8"))
        if n + b > limit:
            out.append(cur)
            cur, n, limit = " ", 1, 75
        cur += ch
        n += b
    out.append(cur)
    return "\r\n".join(out)


def t(s):
    """'2025-11-13 07:30' -> property value with TZID."""
    d, tm = s.split()
    return ";TZID=%s:%sT%s00" % (TZ, d.replace("-", ""), tm.replace(":", ""))


def event(cal, uid, start, end, summary, *, location=None, desc=None, rrule=None,
          exdate=None, recurrence_id=None, attendees=(), organizer=None,
          alarm=None, allday=False, status=None, categories=None):
    L = ["BEGIN:VEVENT", "UID:%s@thandi-%s.example" % (uid, cal), "DTSTAMP:" + DTSTAMP]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start.replace("-", ""))
        L.append("DTEND;VALUE=DATE:" + end.replace("-", ""))
    else:
        L.append("DTSTART" + t(start))
        L.append("DTEND" + t(end))
    if recurrence_id:
        L.append("RECURRENCE-ID" + t(recurrence_id))
    if rrule:
        L.append("RRULE:" + rrule)
    for x in exdate or ():
        L.append("EXDATE" + t(x))
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if categories:
        L.append("CATEGORIES:" + categories)
    if status:
        L.append("STATUS:" + status)
    if organizer:
        cn, mail = organizer
        L.append('ORGANIZER;CN="%s":mailto:%s' % (cn, mail))
    for cn, mail in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(cal, uid, summary, *, due=None, status="NEEDS-ACTION", completed=None,
         desc=None, priority=None):
    L = ["BEGIN:VTODO", "UID:%s@thandi-%s.example" % (uid, cal), "DTSTAMP:" + DTSTAMP,
         "SUMMARY:" + esc(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due.replace("-", ""))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0",
         "PRODID:-//Thandi//Phone calendar export 3.2//EN", "CALSCALE:GREGORIAN",
         "METHOD:PUBLISH", "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:" + TZ]
    L += VTIMEZONE
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return ("\r\n".join(fold(x) for x in L) + "\r\n").encode("utf-8")


ME = ("Thandiwe Mokoena", "thandiwe.mokoena@webmail.example")
LERATO = ("Lerato Dube", "lerato.dube@schoolmail.example")
MANDLA = ("Mandla Khumalo", "m.khumalo@kzntransport.example")
NOX = ("Nokuthula Cele", "n.cele@kzntransport.example")
SIFISO = ("Sifiso Zulu", "s.zulu@kzntransport.example")
ANUSHA = ("Anusha Reddy", "a.reddy@kzntransport.example")

FILES = {}

# ---------------------------------------------------------------- personal
P = "personal"
FILES["calendar/personal.ics"] = calendar("Thandi \u2013 personal", [
    event(P, "bookclub-thu", "2024-11-28 18:30", "2024-11-28 21:00",
          "Book club (Page Turners)", location="Rotating \u2013 see list email",
          desc="Last Thursday of the month. Bring the book + R50 for the kitty.",
          rrule="FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20250925T163000Z",
          exdate=["2024-12-26 18:30"], alarm=("-PT2H", "Book club tonight"),
          categories="BOOKCLUB"),
    event(P, "bookclub-thu", "2025-06-24 18:30", "2025-06-24 21:00",
          "Book club \u2013 moved to Tuesday (Fatima's)",
          recurrence_id="2025-06-26 18:30", location="Fatima's, Glenwood",
          desc="Moved because of Fatima's mother-in-law's 70th.", categories="BOOKCLUB"),
    event(P, "bookclub-wed", "2025-10-08 18:30", "2025-10-08 21:00",
          "Book club (Page Turners) \u2013 2nd Wednesday",
          location="TBC each month",
          desc="New day from October 2025 (Carol's night classes on Thursdays). Venue for November: see Naledi's e-mail.",
          rrule="FREQ=MONTHLY;BYDAY=2WE", alarm=("-PT2H", "Book club tonight"),
          categories="BOOKCLUB"),
    event(P, "parkrun", "2025-01-11 07:00", "2025-01-11 08:00",
          "parkrun", location="North Beach promenade",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20251220T050000Z"),
    event(P, "lerato-bday", "2025-03-14", "2025-03-15", "Lerato's birthday \U0001F382",
          rrule="FREQ=YEARLY", allday=True),
    event(P, "dentist", "2025-02-20 15:00", "2025-02-20 16:00",
          "Dentist \u2013 Dr Ismail", location="Musgrave Centre, 3rd floor"),
    event(P, "heritage-braai", "2025-09-24 12:00", "2025-09-24 18:00",
          "Heritage Day braai at Lerato's", location="Pietermaritzburg",
          desc="Bring the potato salad + ice. Fetch Baba at 10:00.",
          attendees=[LERATO, ("Sipho Mokoena", "sipho.mokoena@mail.example")]),
    event(P, "braids", "2025-11-22 09:00", "2025-11-22 14:00",
          "Braids before leave \u2013 Nandi", location="Nandi's salon, Glenwood"),
    event(P, "berg", "2025-11-28", "2025-12-01", "Drakensberg with Naledi",
          location="Cathedral Peak area (self-catering)", allday=True,
          desc="Balance due 14 Nov. Naledi to feed Biscuit? -> no, Naledi is coming. Ask Megan."),
    todo(P, "licence", "Renew driver's licence card (expires Dec)", due="2025-12-15",
         priority=3),
    todo(P, "lerato-gift", "Buy Lerato's birthday present", due="2025-03-10",
         status="COMPLETED", completed="20250308T120000Z"),
])

# ---------------------------------------------------------------- work
W = "work"
FILES["calendar/work.ics"] = calendar("Work \u2013 Structures (eThekwini)", [
    event(W, "progress-mtg", "2025-01-13 09:00", "2025-01-13 10:30",
          "Structures section progress meeting", location="Regional office, board room 2",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", exdate=["2025-04-21 09:00"],
          organizer=("Sifiso Zulu", "s.zulu@kzntransport.example"),
          attendees=[ME, MANDLA, NOX], desc="Fortnightly. Bring the inspection tracker."),
    event(W, "tech-forum", "2025-01-16 14:00", "2025-01-16 16:00",
          "Regional technical forum", location="Regional office, auditorium",
          rrule="FREQ=MONTHLY;BYDAY=3TH;UNTIL=20251231T220000Z"),
    event(W, "c0873-insp", "2025-05-06 07:00", "2025-05-06 13:00",
          "C0873 post-flood inspection", location="Ndwedwe area",
          attendees=[MANDLA], desc="Bring waders. Depot to meet us at the turn-off."),
    event(W, "b1940-insp", "2025-06-05 07:30", "2025-06-05 12:00",
          "B1940 \u2013 approach washaway look-see", location="B1940 (north approach)",
          desc="Ravi Moodley (Umgeni Civils) on site. See Sifiso's forward."),
    event(W, "sifiso-farewell", "2025-08-29 12:30", "2025-08-29 15:30",
          "Sifiso's farewell lunch", location="Office canteen, 3rd floor",
          attendees=[SIFISO, MANDLA, NOX]),
    event(W, "b3051-insp", "2025-10-02 06:30", "2025-10-02 13:00",
          "B3051 routine inspection", location="B3051",
          attendees=[MANDLA, ANUSHA]),
    event(W, "b2217-principal", "2025-11-13 07:30", "2025-11-13 15:00",
          "B2217 Mhlatuzana \u2013 principal inspection",
          location="B2217, P164 km 8.2 (half-width closure, depot traffic accommodation)",
          desc="Ladders + drone for the soffit (no snooper). Check beam 4 strands, bearings at abutment A, pier 2 scour. Nokuthula to attend.",
          attendees=[MANDLA, NOX], alarm=("-P1D", "B2217 tomorrow \u2013 charge drone batteries")),
    event(W, "leave", "2025-11-24", "2025-12-06", "Annual leave", allday=True,
          desc="Mandla covering inspections."),
    todo(W, "b3051-report", "Submit B3051 inspection report to Anusha",
         due="2025-10-31", priority=1,
         desc="Still need: scour sketch + condition ratings table."),
    todo(W, "c0873-instruction", "C0873 emergency works instruction (Umgeni Civils)",
         due="2025-05-12", status="COMPLETED", completed="20250512T090000Z"),
    todo(W, "handover", "Handover notes for Mandla before leave", due="2025-11-21",
         priority=2),
    todo(W, "cpd-log", "Update CPD log with drone webinar", due="2025-10-03",
         status="COMPLETED", completed="20251002T170000Z"),
])

# ---------------------------------------------------------------- dad (stale)
D = "baba"
FILES["calendar/baba-appointments.ics"] = calendar("Baba \u2013 appointments", [
    event(D, "inr", "2025-01-09 08:00", "2025-01-09 09:00",
          "Baba \u2013 INR blood test", location="Pinetown Pathology",
          desc="Every 4 weeks. Take the yellow warfarin book + medical aid card. Lerato or me.",
          rrule="FREQ=WEEKLY;INTERVAL=4;BYDAY=TH", exdate=["2025-05-01 08:00"],
          alarm=("-PT12H", "Baba INR tomorrow 08:00")),
    event(D, "eye", "2025-03-20 10:00", "2025-03-20 12:00",
          "Baba \u2013 eye clinic (cataract check)", location="Eye clinic, Berea",
          attendees=[ME]),
    event(D, "cardio-1", "2025-05-06 08:45", "2025-05-06 10:00",
          "Baba \u2013 cardiology (first consult)", location="Westville Heart & Vascular",
          attendees=[LERATO], desc="Lerato taking him (I'm at C0873)."),
    event(D, "echo", "2025-06-10 08:00", "2025-06-10 10:00",
          "Baba \u2013 echo + Holter fitting", location="Westville Heart & Vascular",
          attendees=[ME], desc="Pre-auth approved (letter in the medical aid e-mail)."),
    event(D, "gp", "2025-08-14 09:00", "2025-08-14 10:00",
          "Baba \u2013 GP check-up + repeat scripts", location="Pinetown, Old Main Road",
          attendees=[LERATO]),
    event(D, "cardio-fu", "2025-11-04 09:30", "2025-11-04 10:30",
          "Baba \u2013 cardiology follow-up", location="Westville Heart & Vascular",
          attendees=[ME, LERATO], alarm=("-P1D", "Baba cardiology tomorrow"),
          desc="6-month follow-up after the echo. Bring INR results + all meds."),
    todo(D, "chronic-app", "Submit Baba's chronic medication application (warfarin) to Harbour Health",
         due="2025-09-30", priority=2,
         desc="Form came in August. Needs Dr Moosa's signature + copy of scripts."),
    todo(D, "glasses", "Collect Baba's new reading glasses", due="2025-04-05",
         status="COMPLETED", completed="20250404T150000Z"),
])

# ---------------------------------------------------------------- flat
F = "flat"
FILES["calendar/flat.ics"] = calendar("Flat / renovation", [
    event(F, "assessor", "2025-01-09 10:00", "2025-01-09 11:30",
          "Geyser \u2013 loss adjuster visit (CoastAssess)", location="Unit 14",
          desc="Show the old geyser + the ceiling. Plumber's quote printed."),
    event(F, "geyser", "2025-01-15 07:30", "2025-01-15 15:00",
          "New geyser install \u2013 Bongani", location="Unit 14",
          desc="Take the afternoon off. Water off from 8."),
    event(F, "inverter", "2025-04-04 08:00", "2025-04-04 16:00",
          "Inverter + battery install (Sunbird)", location="Unit 14",
          desc="Work from home. Power off most of the day."),
    event(F, "bars", "2025-04-22", "2025-04-24", "Burglar bars install (Steelguard)",
          allday=True, location="Unit 14"),
    event(F, "tiler", "2025-06-23", "2025-07-05", "Bathroom tiling \u2013 Sbu",
          allday=True, desc="No bathroom! Gym showers again."),
    event(F, "agm", "2025-07-24 18:00", "2025-07-24 20:30",
          "Jacaranda Court AGM", location="Pool lapa, ground floor",
          desc="My burglar bars are item 6. Levy vote."),
    event(F, "aquafix", "2025-09-11 13:00", "2025-09-11 15:00",
          "Plumber \u2013 geyser overflow dripping", location="Unit 14"),
    event(F, "steelguard-return", "2025-10-16 10:00", "2025-10-16 11:00",
          "Steelguard \u2013 balcony gate lock", location="Unit 14",
          desc="Took the morning off for this."),
    todo(F, "painter-quote", "Painter's quote for bathroom ceiling -> send to Ubuntu",
         due="2025-09-05", status="COMPLETED", completed="20250902T180000Z"),
])
