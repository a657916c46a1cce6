"""Four .ics calendars written by hand: CRLF, folded lines, VTIMEZONE, RRULEs, overrides."""
from common import ics_escape, ics_fold

TZ = "Australia/Melbourne"
DTSTAMP = "20250527T220000Z"

VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:Australia/Melbourne",
    "X-LIC-LOCATION:Australia/Melbourne",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+1100",
    "TZOFFSETTO:+1000",
    "TZNAME:AEST",
    "DTSTART:19700405T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+1000",
    "TZOFFSETTO:+1100",
    "TZNAME:AEDT",
    "DTSTART:19701004T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
]


def dt(s):
    """'20250330T133000' -> DTSTART-style param+value using the Melbourne TZID."""
    return ";TZID=%s:%s" % (TZ, s)


def event(uid, summary, start=None, end=None, allday=None, location=None, desc=None,
          rrule=None, exdates=None, recurrence_id=None, attendees=None, organizer=None,
          alarm=None, status=None, categories=None, created="20240601T000000Z"):
    L = ["BEGIN:VEVENT", "UID:%s" % uid, "DTSTAMP:%s" % DTSTAMP, "CREATED:%s" % created]
    if allday:
        L.append("DTSTART;VALUE=DATE:%s" % allday[0])
        L.append("DTEND;VALUE=DATE:%s" % allday[1])
    else:
        L.append("DTSTART" + dt(start))
        L.append("DTEND" + dt(end))
    if recurrence_id:
        L.append("RECURRENCE-ID" + dt(recurrence_id))
    if rrule:
        L.append("RRULE:%s" % rrule)
    for ex in exdates or []:
        L.append("EXDATE" + dt(ex))
    L.append("SUMMARY:%s" % ics_escape(summary))
    if location:
        L.append("LOCATION:%s" % ics_escape(location))
    if desc:
        L.append("DESCRIPTION:%s" % ics_escape(desc))
    if categories:
        L.append("CATEGORIES:%s" % categories)
    if status:
        L.append("STATUS:%s" % status)
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail, role in attendees or []:
        L.append('ATTENDEE;CN="%s";ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s' % (cn, role, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:%s" % ics_escape(alarm[1]),
              "TRIGGER:%s" % alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:%s" % uid, "DTSTAMP:%s" % DTSTAMP]
    if due:
        if len(due) == 8:
            L.append("DUE;VALUE=DATE:%s" % due)
        else:
            L.append("DUE" + dt(due))
    L.append("SUMMARY:%s" % ics_escape(summary))
    if desc:
        L.append("DESCRIPTION:%s" % ics_escape(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:%s" % status)
    if completed:
        L.append("COMPLETED:%s" % completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0",
         "PRODID:-//Bashir Sultani//Calendar export//EN", "CALSCALE:GREGORIAN",
         "METHOD:PUBLISH", "X-WR-CALNAME:%s" % name, "X-WR-TIMEZONE:%s" % TZ]
    L += VTIMEZONE
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += ics_fold(line)
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


CALS = {}

# ------------------------------------------------------------------ personal
CALS["calendars/personal.ics"] = calendar("Bashir - personal", [
    event("futsal-wed@bashir.example", "Futsal - Chai Break FC", "20240703T201000", "20240703T210000",
          location="Keysborough Indoor Sports, court 2",
          desc="Wednesday social comp. Bring shin pads + knee strap. Fee paid per term through the team portal.",
          rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250625T110000Z",
          exdates=["20241225T201000", "20250101T201000"], categories="SPORT"),
    event("eid-adha-2024@bashir.example", "Eid al-Adha - lunch at Mum's", "20240616T120000", "20240616T160000",
          location="Mum's, Dandenong North", categories="FAMILY"),
    event("idris-concert-2024@bashir.example", "Idris school concert", "20240905T140000", "20240905T153000",
          location="school hall", desc="Year 1 is doing the frog song. Take the good camera."),
    event("jp-statdec@bashir.example", "Stat dec for Jawad's application - JP", "20240914T100000", "20240914T103000",
          location="Dandenong Library, JP desk",
          desc="Bring photo ID and the unsigned stat dec Lena emailed. Don't sign it before the JP is watching."),
    event("mariam-bday@bashir.example", "Mariam's birthday", allday=("20240922", "20240923"),
          rrule="FREQ=YEARLY", desc="DON'T forget this year.", categories="FAMILY"),
    event("parent-teacher-2024@bashir.example", "Parent-teacher interview (Idris)", "20241107T161500", "20241107T163000",
          location="Room 4"),
    event("sydney-wedding@bashir.example", "Sydney - Laila's wedding", allday=("20250110", "20250114"),
          desc="Flights Fri 10 Jan 7:05am. Yusuf house-sitting - sheet printed and on the bench."),
    event("dentist-idris-2025@bashir.example", "Dentist - Idris", "20250220T153000", "20250220T160000",
          location="Noble Park Family Dental"),
    event("eid-fitr-2025@bashir.example", "Eid lunch at Khala Shirin's", "20250330T133000", "20250330T170000",
          location="Khala's place, Hallam",
          desc="Bring the big deg. Mariam doing salads + firni.", categories="FAMILY"),
    event("mum-70th@bashir.example", "Mum's 70th birthday lunch", "20250621T123000", "20250621T160000",
          location="Bamiyan House, Thomas St, Dandenong (back room)",
          desc="Set menu for ~22. Cake: pick up from the bakery at 11. Speech: under 5 minutes, Dari + English.",
          organizer=("Mariam Sultani", "mariam.sultani@inbox.example"),
          attendees=[("Mariam Sultani", "mariam.sultani@inbox.example", "CHAIR"),
                     ("Nadia Sultani", "nadia.sultani@inbox.example", "REQ-PARTICIPANT"),
                     ("Bashir Sultani", "bashir.sultani@inbox.example", "REQ-PARTICIPANT")],
          alarm=("-P1D", "Mum's lunch tomorrow - cake pick-up 11am"), categories="FAMILY"),
    event("phillip-island@bashir.example", "Phillip Island - just us", allday=("20250614", "20250617"),
          desc="Idris at Mum's. No laptops."),
    todo("todo-ute-rego@bashir.example", "Renew ute rego", due="20250630",
         desc="ZKT-418. Renewal notice is on the fridge."),
])

# ------------------------------------------------------------------ work
CALS["calendars/work-thomas-st.ics"] = calendar("Thomas St Pharmacy - Bashir", [
    event("shift-open@thomasst.example", "Shift - open (Thomas St)", "20240701T083000", "20240701T173000",
          rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,FR", location="Thomas Street Pharmacy, 61 Thomas St, Dandenong",
          categories="WORK"),
    event("shift-late-thu@thomasst.example", "Shift - late Thursday", "20240704T120000", "20240704T210000",
          rrule="FREQ=WEEKLY;BYDAY=TH", location="Thomas Street Pharmacy, 61 Thomas St, Dandenong",
          categories="WORK"),
    event("pbs-reconcile@thomasst.example", "PBS claim reconciliation", "20240805T140000", "20240805T150000",
          rrule="FREQ=MONTHLY;BYDAY=1MO", desc="Check rejected claims report before the batch."),
    event("staff-meeting-2025-02@thomasst.example", "Staff meeting", "20250211T130000", "20250211T140000",
          location="back room",
          desc="Agenda: DAA packing, vaccine fridge / data logger, flu season, rosters, other business.",
          organizer=("Greg Paterson", "greg@thomasstpharmacy.example"),
          attendees=[("Greg Paterson", "greg@thomasstpharmacy.example", "CHAIR"),
                     ("Bashir Sultani", "bashir@thomasstpharmacy.example", "REQ-PARTICIPANT"),
                     ("Linh Nguyen", "linh@thomasstpharmacy.example", "REQ-PARTICIPANT"),
                     ("Carol Dimitriou", "carol@thomasstpharmacy.example", "OPT-PARTICIPANT")]),
    event("opioid-cpd-staff@thomasst.example", "Staff CPD: opioid conversion (me presenting)",
          "20250225T131500", "20250225T134500", location="back room"),
    event("flu-clinic-start-2025@thomasst.example", "Flu vax clinic starts", allday=("20250401", "20250402"),
          desc="Walk-ins Tue-Sat, bookings online."),
    event("cpd-webinar-opioid@thomasst.example", "CPD webinar: opioid stewardship", "20250527T190000",
          "20250527T203000", location="online", desc="1.5 CPD hours - log it with a reflection!"),
    event("kings-birthday-2025@thomasst.example", "King's Birthday - pharmacy reduced hours 10-2",
          allday=("20250609", "20250610")),
    event("exam-leave-2025@thomasst.example", "Exam leave (PHM5102)", allday=("20250610", "20250614"),
          desc="Cover arranged by Greg - see his email. Leave a handover note."),
    todo("todo-handover-june@thomasst.example", "Write locum handover for June leave", due="20250606",
         desc="Use the template. DAA, ODT chart, Mrs K."),
    todo("todo-datalogger@thomasst.example", "Chase Greg re new fridge data logger", due="20250530",
         priority=5),
])

# ------------------------------------------------------------------ study
CALS["calendars/study-ybu.ics"] = calendar("YBU - PHM5102", [
    event("studygroup-phm5102@ybu.example", "PHM5102 study group (Zoom)", "20250223T193000", "20250223T210000",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;UNTIL=20250608T093000Z",
          location="Zoom - link in the group chat",
          desc="Ravi (cardiology), Elise (renal), me (diabetes + deprescribing).",
          attendees=[("Ravi Menon", "ravi.menon@student.ybu.example", "REQ-PARTICIPANT"),
                     ("Elise Tan", "elise.tan@student.ybu.example", "REQ-PARTICIPANT")]),
    event("studygroup-phm5102@ybu.example", "PHM5102 study group (Zoom) - moved for Easter",
          "20250421T193000", "20250421T210000", recurrence_id="20250420T193000",
          location="Zoom - link in the group chat", desc="Easter Sunday clash - Monday night instead. Topic: HF."),
    event("tutorial-phm5102@ybu.example", "PHM5102 online tutorial", "20250304T183000", "20250304T193000",
          rrule="FREQ=WEEKLY;BYDAY=TU;COUNT=12", location="LearnHub live"),
    event("census-2025s1@ybu.example", "Census date - Semester 1", allday=("20250331", "20250401")),
    event("exam-phm5102@ybu.example", "PHM5102 exam", "20250611T093000", "20250611T123000",
          location="YBU Moorabbin campus",
          desc="Closed book. Calculator from the approved list. Student ID card. Arrive 30 min early.",
          alarm=("-P1D", "Exam tomorrow - student card, calculator, pens, water")),
    todo("todo-a1@ybu.example", "Submit A1 (medication review)", due="20250404T235900",
         status="COMPLETED", completed="20250403T104500Z"),
    todo("todo-a2@ybu.example", "Submit A2 - deprescribing case report", due="20250516T235900",
         desc="LearnHub / Turnitin. Mrs K, PPI.", priority=1),
    todo("todo-exam-leave@ybu.example", "Ask Greg for exam leave 10-13 June", status="COMPLETED",
         completed="20250212T010000Z"),
])

# ------------------------------------------------------------------ reno (stale: tiler start moved by mail)
CALS["calendars/bathroom-reno.ics"] = calendar("Bathroom reno", [
    event("reno-skip@bashir.example", "Skip bin delivered", allday=("20250313", "20250314"),
          desc="Bins R Us, 4m3, 7 days. Driveway, left side."),
    event("reno-stripout@bashir.example", "Strip-out (me + Hamid + Faisal)", "20250315T080000",
          "20250315T160000", desc="Tiles, vanity, bath, screen. Masks! Turn the water off at the meter first."),
    event("reno-tiler-start@bashir.example", "Tiler starts - Dom (Russo & Sons)", "20250317T070000",
          "20250317T160000", location="14 Carrington Court, Noble Park",
          desc="Waterproofing first, then screed. About 3 weeks on site. Dom 0491 570 313.",
          attendees=[("Dom Russo", "dom@russotiling.example", "REQ-PARTICIPANT")]),
    event("reno-roughin@bashir.example", "Plumber rough-in - Kev", "20250320T073000", "20250320T163000",
          attendees=[("Kev Doyle", "kev@doyleplumbing.example", "REQ-PARTICIPANT")],
          desc="Shower waste + linear drain, vanity waste and supply, cap the bath."),
    event("reno-vanity-delivery@bashir.example", "Vanity delivery - Bathe & Co", allday=("20250403", "20250404")),
    event("reno-fitoff@bashir.example", "Plumber fit-off - Kev", "20250414T080000", "20250414T123000",
          attendees=[("Kev Doyle", "kev@doyleplumbing.example", "REQ-PARTICIPANT")]),
    event("reno-screen@bashir.example", "Shower screen install - Clearview", "20250424T100000", "20250424T120000"),
    todo("todo-reno-skip@bashir.example", "Book skip bin", status="COMPLETED", completed="20250306T090000Z"),
    todo("todo-reno-vanity@bashir.example", "Order vanity", status="COMPLETED", completed="20250208T050000Z"),
    todo("todo-reno-grout@bashir.example", "Pick grout colour", status="COMPLETED", completed="20250401T090000Z"),
    todo("todo-reno-wpcert@bashir.example", "Get waterproofing certificate from Dom", due="20250509",
         desc="For the house file + insurance. He said he'd email it - hasn't.", priority=3),
])
