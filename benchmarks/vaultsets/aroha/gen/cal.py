"""iCalendar files, written by hand with CRLF line ends and RFC 5545 folding."""
from common import write_bytes

TZID = "Pacific/Auckland"
DTSTAMP = "20250414T090000Z"

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


def esc(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return line
    parts, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            parts.append(cur)
            cur, limit = b"", 74
        cur += cb
    parts.append(cur)
    return "\r\n ".join(p.decode("utf-8") for p in parts)


def dtl(name, value):
    """Local (TZID) date-time property. value like 20250207T180000."""
    return "%s;TZID=%s:%s" % (name, TZID, value)


def event(uid, summary, start, end=None, allday=False, location=None, description=None,
          rrule=None, exdates=None, recurrence_id=None, attendees=None, organizer=None,
          alarm=None, categories=None, status=None, sequence=None):
    out = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + DTSTAMP]
    if recurrence_id:
        out.append(dtl("RECURRENCE-ID", recurrence_id))
    if allday:
        out.append("DTSTART;VALUE=DATE:" + start)
        if end:
            out.append("DTEND;VALUE=DATE:" + end)
    else:
        out.append(dtl("DTSTART", start))
        if end:
            out.append(dtl("DTEND", end))
    if sequence is not None:
        out.append("SEQUENCE:%d" % sequence)
    out.append("SUMMARY:" + esc(summary))
    if location:
        out.append("LOCATION:" + esc(location))
    if description:
        out.append("DESCRIPTION:" + esc(description))
    if categories:
        out.append("CATEGORIES:" + categories)
    if status:
        out.append("STATUS:" + status)
    if rrule:
        out.append("RRULE:" + rrule)
    for ex in exdates or []:
        out.append(dtl("EXDATE", ex))
    if organizer:
        cn, mail = organizer
        out.append('ORGANIZER;CN="%s":mailto:%s' % (cn, mail))
    for cn, mail, role in attendees or []:
        out.append('ATTENDEE;CN="%s";ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s' % (cn, role, mail))
    if alarm:
        trigger, text = alarm
        out += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(text),
                "TRIGGER:" + trigger, "END:VALARM"]
    out.append("END:VEVENT")
    return out


def todo(uid, summary, due=None, status="NEEDS-ACTION", description=None, completed=None,
         priority=None, due_is_date=True):
    out = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + DTSTAMP, "SUMMARY:" + esc(summary)]
    if due:
        out.append(("DUE;VALUE=DATE:" + due) if due_is_date else dtl("DUE", due))
    if description:
        out.append("DESCRIPTION:" + esc(description))
    if priority:
        out.append("PRIORITY:%d" % priority)
    out.append("STATUS:" + status)
    if completed:
        out.append("COMPLETED:" + completed)
    out.append("END:VTODO")
    return out


def calendar(name, components):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Aroha Ngata//Handmade export 1.0//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:" + TZID] + VTIMEZONE
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold(l) for l in lines) + "\r\n").encode("utf-8")


DIANNE = ("Dianne Forsyth", "dianne@riverbendvets.example")
AROHA_ATT = ("Aroha Ngata", "aroha.ngata@mailbox.example", "REQ-PARTICIPANT")


def work_calendar():
    c = []
    c.append(event("oncall-spring-2024@riverbendvets.example",
                   "After-hours on-call (weekend)", "20240906T180000", "20240909T080000",
                   rrule="FREQ=WEEKLY;INTERVAL=3;COUNT=5", organizer=DIANNE,
                   location="Riverbend Veterinary Centre, 88 Somme Parade, Whanganui",
                   description="Weekend on-call, Fri 6pm to Mon 8am. Divert the clinic line before leaving (see the how-to).",
                   attendees=[AROHA_ATT, ("Dr Sam Whitiora", "sam.whitiora@riverbendvets.example", "OPT-PARTICIPANT")]))
    c.append(event("oncall-2025@riverbendvets.example",
                   "After-hours on-call (weekend)", "20250207T180000", "20250210T080000",
                   rrule="FREQ=WEEKLY;INTERVAL=3;UNTIL=20250627T060000Z",
                   exdates=["20250321T180000"], organizer=DIANNE,
                   location="Riverbend Veterinary Centre, 88 Somme Parade, Whanganui",
                   description="1 in 3 weekends. 21-24 Mar weekend covered by Hemi (swap).",
                   attendees=[AROHA_ATT, ("Dr Olivia Chen", "olivia.chen@riverbendvets.example", "OPT-PARTICIPANT")]))
    c.append(event("oncall-2025@riverbendvets.example",
                   "After-hours on-call (weekend) - starts Sat morning", "20250301T080000", "20250303T080000",
                   recurrence_id="20250228T180000", sequence=1, organizer=DIANNE,
                   location="Riverbend Veterinary Centre, 88 Somme Parade, Whanganui",
                   description="Fri night (28 Feb) covered by Hemi because of the autoclave training webinar. I start Saturday 8am.",
                   attendees=[AROHA_ATT, ("Dr Olivia Chen", "olivia.chen@riverbendvets.example", "OPT-PARTICIPANT")]))
    c.append(event("oncall-easter-2025@riverbendvets.example",
                   "On-call - Easter weekend (Hemi's, swapped)", "20250418T180000", "20250422T080000",
                   organizer=DIANNE, location="Riverbend Veterinary Centre, 88 Somme Parade, Whanganui",
                   description="Doing Hemi's Easter on-call in return for him covering 21-24 March. Runs to Tuesday 8am because of Easter Monday.",
                   attendees=[AROHA_ATT, ("Dr Sam Whitiora", "sam.whitiora@riverbendvets.example", "OPT-PARTICIPANT")]))
    c.append(event("staff-meeting@riverbendvets.example", "Staff meeting", "20240904T123000", "20240904T131500",
                   rrule="FREQ=MONTHLY;BYDAY=1WE", location="Tearoom, Riverbend Vets",
                   description="Monthly staff meeting. Bring your own lunch. Dianne sends the agenda Tuesday."))
    c.append(event("vnnz-conf-2025@riverbendvets.example", "VNNZ Conference 2025", "20250613", "20250615",
                   allday=True, location="Manawatū Function Centre, 62 Pioneer Highway, Palmerston North",
                   description="Veterinary Nursing NZ Conference. Practice paying. Study leave Fri+Sat. Carpool with Hemi. Motel booked Fri night."))
    c.append(event("cpr-refresher-2024@riverbendvets.example", "CPR / first aid refresher", "20241112T130000",
                   "20241112T160000", location="Riverbend Vets - consult room 2",
                   description="3 CPD hours. Wear comfy clothes, there's floor work."))
    c.append(event("xmas-do-2024@riverbendvets.example", "Riverbend Christmas do", "20241213T180000",
                   "20241213T230000", location="The Riverside Tavern, Taupō Quay",
                   description="Secret Santa, $20 limit. I got Janine."))
    c.append(todo("todo-nzvna-renew@aroha", "Renew NZVNA membership", due="20250401", status="COMPLETED",
                  completed="20250402T091500Z", description="Done 2 April, receipt in email."))
    c.append(todo("todo-cd-stocktake@aroha", "Controlled drugs stocktake (with Hemi)", due="20250430",
                  priority=2, description="Dianne asked - count everything in the drug safe and reconcile the register."))
    c.append(todo("todo-cpd-webinar@aroha", "Book a CPD webinar (dental radiography?)", due="20250515"))
    return calendar("Work - Riverbend", c)


def running_calendar():
    c = []
    c.append(event("harriers-tue@aroha", "Harriers group run", "20240910T174500", "20240910T190000",
                   rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250422T060000Z",
                   exdates=["20241224T174500", "20241231T174500"],
                   location="Dublin Street Bridge carpark",
                   description="Castlecliff Harriers Tuesday group run, 8-10k with a tempo section."))
    c.append(event("easy-thu@aroha", "Easy run + strides", "20240912T063000", "20240912T071500",
                   rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250424T060000Z",
                   location="River loop", description="6-8k easy, 6x20s strides at the end."))
    c.append(event("long-sun@aroha", "Long run", "20240915T070000", "20240915T090000",
                   rrule="FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20250420T060000Z",
                   exdates=["20241229T070000"],
                   location="Kowhai Park start", description="Build to 18-20k by early April. Cutback every 4th week."))
    c.append(event("harriers-xmas-2024@aroha", "Harriers Christmas run + BBQ", "20241217T174500",
                   "20241217T213000", location="Dublin Street Bridge carpark, then Mel's",
                   description="Easy 6k with tinsel, BBQ after. Bring a plate."))
    for i, (d, t) in enumerate([("20250109", "160000"), ("20250123", "160000"), ("20250213", "163000")]):
        c.append(event("physio-%d@aroha" % i, "Physio - Tamsin Reid (ITB / right knee)",
                       d + "T" + t, d + "T" + ("164500" if t == "160000" else "171500"),
                       location="Riverside Physio",
                       description="Bring running shoes. Follow-up on the hip/glute exercises."))
    c.append(event("race-2025@aroha", "Awa to Coast Half Marathon \U0001F3C3\u200D\u2640\uFE0F", "20250427T073000",
                   "20250427T100000", location="Kowhai Park, Anzac Parade, Whanganui",
                   description="Wave B. Finish at Castlecliff Beach. Bag drop from 6:30am.",
                   alarm=("-PT12H", "Race tomorrow! Lay out kit, pin bib, early night.")))
    c.append(event("massage-2025@aroha", "Post-race sports massage", "20250430T173000", "20250430T183000",
                   location="Riverside Physio", description="Booked and paid."))
    c.append(todo("todo-racepack@aroha", "Pick up race pack", due="20250426",
                  description="Pick-up details are in the race pack email from Awa to Coast."))
    c.append(todo("todo-harriers-sub@aroha", "Pay Harriers sub ($60)", due="20240930", status="COMPLETED",
                  completed="20240916T080000Z"))
    return calendar("Running", c)


def personal_calendar():
    c = []
    loc_priya = "Kōwhai Mortgages, Level 1, 36 Ridgway Street, Whanganui"
    c.append(event("broker-1@aroha", "Mortgage broker - first meeting (Priya)", "20240918T173000",
                   "20240918T183000", location=loc_priya,
                   description="Bring payslips, bank statements, KiwiSaver statement, ID."))
    c.append(event("broker-2@aroha", "Catch-up with Priya - loan structure", "20250423T173000",
                   "20250423T183000", location=loc_priya,
                   description="Go through loan structure before putting in any offers: fixed vs floating, splits, offset account, how much to keep as a buffer. Bring the Rata St listing and the latest savings balance."))
    c.append(event("dentist-2024@aroha", "Dentist - Dr Shah (check + clean)", "20240827T090000",
                   "20240827T094500", location="Victoria Ave Dental"))
    c.append(event("dentist-2025@aroha", "Dentist - Dr Shah (filling, lower left)", "20250429T151500",
                   "20250429T160000", location="Victoria Ave Dental",
                   description="Two days after the race. Ask for the numbing gel first."))
    c.append(event("inspection-2025@aroha", "Flat inspection (Greg)", "20250522T100000", "20250522T110000",
                   location="23 Kemp Street, Springvale",
                   description="Routine inspection. Bathroom extractor fan, tidy rooms."))
    c.append(event("kiri-bday@aroha", "Kiri's birthday \U0001F382", "20240719", "20240720", allday=True,
                   rrule="FREQ=YEARLY"))
    c.append(event("openhome-1@aroha", "Open home - 7 Tōtara St, Aramoho", "20250308T110000",
                   "20250308T113000", location="7 Tōtara Street, Aramoho"))
    c.append(event("openhome-2@aroha", "Open home - 22 Puriri St, Gonville", "20250315T123000",
                   "20250315T130000", location="22 Puriri Street, Gonville"))
    c.append(event("car-service-2024@aroha", "Aqua service + tyres - Gonville Motors", "20241104T080000",
                   "20241104T120000", location="Gonville Motors"))
    c.append(event("lawyer-2025@aroha", "Lawyer - sign engagement letter + certify ID", "20250402T121500",
                   "20250402T124500", location="St Hill Street"))
    c.append(todo("todo-wof@aroha", "Aqua WOF due", due="20250614", priority=1,
                  description="Book with Trev a week or two before."))
    c.append(todo("todo-passport@aroha", "Renew passport (expires Sept)", due="20250701"))
    c.append(todo("todo-streaming@aroha", "Cancel the streaming free trial", due="20250301", status="COMPLETED",
                  completed="20250228T200000Z"))
    return calendar("Personal", c)


def whanau_calendar():
    # Stale: the reunion was moved by e-mail (14 Feb 2025) but this calendar was never updated.
    c = []
    loc = "Ōkiwa Marae, 412 Rangitatau East Road, Kai Iwi"
    c.append(event("reunion-2025@ngata-whanau", "Ngata whānau reunion", "20250322", "20250324", allday=True,
                   location=loc, description="Whole whānau reunion. Pōwhiri 10am Saturday. $40 per adult."))
    c.append(event("reunion-powhiri-2025@ngata-whanau", "Reunion - pōwhiri", "20250322T100000",
                   "20250322T113000", location=loc, description="Be there by 9:30. Wear black/white."))
    c.append(event("reunion-prep-2025@ngata-whanau", "Hāngī prep with Uncle Rewi", "20250321T180000",
                   "20250321T220000", location=loc, description="Peeling, wrapping, digging. Bring gumboots."))
    c.append(event("committee-zoom@ngata-whanau", "Reunion committee Zoom", "20241104T193000",
                   "20241104T203000", rrule="FREQ=MONTHLY;BYDAY=1MO;UNTIL=20250310T063000Z",
                   location="Zoom (link in Aunty's email)",
                   organizer=("Ngaire Ngata-Brown", "ngaire.nb@whanaumail.example"),
                   attendees=[("Kiri Ngata", "kiri.ngata@mailbox.example", "REQ-PARTICIPANT"),
                              ("Huia Ngata", "huia.ngata@mailbox.example", "REQ-PARTICIPANT"),
                              AROHA_ATT]))
    c.append(todo("todo-photos@ngata-whanau", "Scan Nan's photos for the slideshow", due="20250301"))
    return calendar("Whānau", c)


def build():
    files = {
        "calendars/work-riverbend.ics": work_calendar(),
        "calendars/running.ics": running_calendar(),
        "calendars/personal.ics": personal_calendar(),
        "calendars/whanau-reunion.ics": whanau_calendar(),
    }
    for p, data in files.items():
        write_bytes(p, data)
    return list(files)
