"""iCalendar files (hand-written, CRLF, folded at 75 octets)."""

VTZ = """BEGIN:VTIMEZONE
TZID:America/Winnipeg
X-LIC-LOCATION:America/Winnipeg
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""

TZ = "TZID=America/Winnipeg"


def esc(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
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
            cur, limit = b"", 74
        cur += cb
    out.append(cur)
    return "\r\n ".join(x.decode("utf-8") for x in out)


def T(name, value):
    """text property"""
    return "%s:%s" % (name, esc(value))


def cal(prodid, name, body_lines, desc=None):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", T("X-WR-CALNAME", name), "X-WR-TIMEZONE:America/Winnipeg"]
    if desc:
        lines.append(T("X-WR-CALDESC", desc))
    lines += VTZ.split("\n")
    lines += body_lines
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold(l) for l in lines) + "\r\n").encode("utf-8")


def event(uid, stamp, start, end, summary, location=None, desc=None, extra=(), allday=False,
          alarm=None, attendees=(), organizer=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        L += ["DTSTART;VALUE=DATE:" + start, "DTEND;VALUE=DATE:" + end]
    else:
        L += ["DTSTART;%s:%s" % (TZ, start), "DTEND;%s:%s" % (TZ, end)]
    L += list(extra)
    L.append(T("SUMMARY", summary))
    if location:
        L.append(T("LOCATION", location))
    if desc:
        L.append(T("DESCRIPTION", desc))
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", T("DESCRIPTION", text), "TRIGGER:" + trig,
              "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, stamp, summary, status, due=None, completed=None, desc=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, T("SUMMARY", summary),
         "STATUS:" + status]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    if priority:
        L.append("PRIORITY:%d" % priority)
    if desc:
        L.append(T("DESCRIPTION", desc))
    L.append("END:VTODO")
    return L


CALS = {}

# ------------------------------------------------------------------ personal
S = "20250518T150000Z"
KEIKO_ORG = ("Keiko Tanaka-Reid", "keiko.tr@prairiemail.example")
b = []
b += event("curling-tue-2425@keiko.prairiemail.example", S, "20241001T190000", "20241001T210000",
           "Curling - Tuesday league", "Riverbend Curling Club",
           "Team Kowalczyk, 7:00 draw unless the schedule says 9:00. Bring broom, gripper, slider "
           "and a warm toque for the walk from the parkade. Post-game pitcher rotation: check the "
           "Discord.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250326T045959Z",
                  "EXDATE;%s:20241224T190000,20241231T190000" % TZ],
           alarm=("-PT60M", "Curling tonight - pack broom + gripper"))
b += event("curling-tue-2425@keiko.prairiemail.example", S, "20241211T204500", "20241211T223000",
           "Curling - moved to Wednesday (ice plant maintenance)", "Riverbend Curling Club",
           "Club moved the Tuesday 7:00 draw this week. Late one on a school night - it's a "
           "Wednesday so Kenji is with me: ask Mom to take him.",
           extra=["RECURRENCE-ID;%s:20241210T190000" % TZ])
b += event("dentist-kenji-0527@keiko.prairiemail.example", S, "20250527T154000", "20250527T162000",
           "Kenji - dentist (Dr. Mah)", "Pembina Kids Dental",
           "6-month cleaning + ask about the sealants. Pick him up from school at 3:10.",
           alarm=("-P1D", "Kenji dentist tomorrow 3:40"))
b += event("tires-1022@keiko.prairiemail.example", S, "20241022T080000", "20241022T090000",
           "Winter tires on", "Pembina Tire & Lube", "Tires are stored with them, rack tag in glovebox.")
b += event("calgary-springbreak@keiko.prairiemail.example", S, "20250322", "20250330",
           "Calgary - Emi's (spring break)", desc="Flights Sat 22 out, Sat 29 back. House sitter: Ingrid.",
           allday=True)
b += event("coparent-0115@keiko.prairiemail.example", S, "20250115T200000", "20250115T204500",
           "Co-parenting check-in (Zoom)", "Zoom",
           "Agenda: new rotation, spring break, summer blocks, passport renewal (expires July).",
           organizer=KEIKO_ORG, attendees=[("Graham Reid", "graham.reid@northmail.example")])
b += event("adjuster-0723@keiko.prairiemail.example", S, "20240723T100000", "20240723T113000",
           "Insurance adjuster visit (Keystone)", "home",
           "Keep the carpet sample square! Have the damage list + photos ready.")
b += event("backup-pump-0904@keiko.prairiemail.example", S, "20240904T090000", "20240904T120000",
           "Backup sump pump install", "home", "Mom lets the plumber in (I'm at school).")
b += event("banquet-0412@keiko.prairiemail.example", S, "20250412T180000", "20250412T230000",
           "Curling year-end banquet", desc="Details in the club email. Buy ticket at the bar by Apr 4.")
b += event("haircut-0207@keiko.prairiemail.example", S, "20250207T163000", "20250207T173000",
           "Haircut - Sumi", "Osborne Village")
b += event("mom-ortho-0219@keiko.prairiemail.example", S, "20250219T140000", "20250219T150000",
           "Mom - knee appt (drive her)", "Concordia clinic",
           "She will say she can drive herself. She cannot.")
b += todo("todo-passport@keiko.prairiemail.example", S,
          "Renew Kenji's passport (expires July) - need Graham's signature + guarantor",
          "NEEDS-ACTION", due="20250606", priority=1,
          desc="Form for a child under 16, both parents sign. New photos. Guarantor: Dr. Okafor?")
b += todo("todo-furnace@keiko.prairiemail.example", S, "Book furnace + duct cleaning (reno dust!)",
          "NEEDS-ACTION", due="20250630")
b += todo("todo-autopac@keiko.prairiemail.example", S, "Renew car insurance", "COMPLETED",
          due="20250228", completed="20250221T183000Z")
CALS["calendars/keiko_personal.ics"] = cal("-//Apple Inc.//macOS 14.6//EN", "Keiko", b)

# ------------------------------------------------------------------ school
S = "20250501T120000Z"
b = []
b += event("mso-practice-2425@ahc.riverlandsd.example", S, "20241010T153000", "20241010T170000",
           "Science Olympiad practice", "Room 214 (chem lab)",
           "Every second Thursday. Bring the event binders. Snacks rotate: check the sign-up sheet on "
           "the lab door.",
           extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20250509T045959Z",
                  "EXDATE;%s:20250102T153000,20250327T153000" % TZ],
           attendees=[("Tom Baptiste", "tbaptiste@riverlandsd.example")])
b += event("mso-regionals-2025@ahc.riverlandsd.example", S, "20250222T073000", "20250222T163000",
           "Science Olympiad - Regionals (Division C)",
           "Maplewood Regional Secondary, 880 Maplewood Ave (Gym B)",
           "Check-in 7:30, events from 8:30, awards ~4. Goggles for Chem Lab + Forensics. Bridge "
           "impound at check-in.")
b += event("mso-provincials-2025@ahc.riverlandsd.example", S, "20250523", "20250525",
           "Science Olympiad - PROVINCIALS", allday=True,
           desc="Friday + Saturday. Venue and schedule are in the MSO coach package email. Sub "
                "plans to the office by Thursday 3:30.")
b += event("ptc-fall-2024@ahc.riverlandsd.example", S, "20241121T160000", "20241121T200000",
           "Parent-teacher conferences", "Room 214",
           "Print mark summaries. Bring water. 10-minute slots.")
b += event("pd-day-1025@ahc.riverlandsd.example", S, "20241025", "20241026", "PD day - no classes",
           allday=True, desc="Divisional PD: assessment workshop at the board office.")
b += event("sci-dept-mtg@ahc.riverlandsd.example", S, "20241002T153000", "20241002T163000",
           "Science dept meeting", "Room 210",
           extra=["RRULE:FREQ=MONTHLY;BYDAY=1WE;UNTIL=20250612T045959Z"],
           attendees=[("Erik Lindqvist", "elindqvist@riverlandsd.example"),
                      ("Tom Baptiste", "tbaptiste@riverlandsd.example")])
b += event("chem30s-final-2025@ahc.riverlandsd.example", S, "20250617T090000", "20250617T113000",
           "Chem 30S final exam", "Gym", "Invigilation: me + Tom. Periodic tables + calculators check.")
b += event("grad-2025@ahc.riverlandsd.example", S, "20250626T190000", "20250626T220000",
           "Graduation", "Centennial Concert Hall")
b += todo("todo-bus-prov@ahc.riverlandsd.example", S, "Book the bus for provincials",
          "COMPLETED", due="20250502", completed="20250428T200000Z",
          desc="Transportation form, principal signature.")
b += todo("todo-order-goggles@ahc.riverlandsd.example", S, "Order goggles + magnesium ribbon",
          "COMPLETED", due="20250415", completed="20250410T170000Z")
CALS["calendars/school_ahc.ics"] = cal("-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
                                       "AHC - Tanaka-Reid", b, "School calendar")

# ------------------------------------------------------------------ reno (stale: last synced Feb)
S = "20250205T023000Z"
LUCA = ("Luc Gagnon", "luc@prairiebasement.example")
b = []
b += event("reno-demo@prairiebasement.example", S, "20250106", "20250111",
           "Basement: demo + haul away", allday=True, desc="Crew from 8 am. Move the car to the street.")
b += event("reno-bwv@prairiebasement.example", S, "20250113", "20250114",
           "Basement: backwater valve + pit liner (plumbing sub)", allday=True,
           desc="Water off for ~3 hours in the morning.")
b += event("reno-walkthrough@prairiebasement.example", S, "20250117T163000", "20250117T171500",
           "Framing walkthrough with Luc", "home", "Decide closet doors + confirm pot light spots.",
           attendees=[LUCA], organizer=KEIKO_ORG)
b += event("reno-elec-rough@prairiebasement.example", S, "20250203", "20250208",
           "Basement: electrical rough-in", allday=True)
b += event("reno-drywall-delivery@prairiebasement.example", S, "20250220T080000", "20250220T100000",
           "Drywall delivery (moisture-resistant board)", "home - side door",
           "Clear the side yard path. Mochi stays upstairs.")
b += event("reno-elec-final@prairiebasement.example", S, "20250408T080000", "20250408T120000",
           "City electrical final inspection", "home",
           "Morning window. Electrician on site, I don't need to be home.")
b += event("reno-flooring@prairiebasement.example", S, "20250324", "20250329",
           "Basement: carpet install", allday=True, desc="Berber, Oatmeal. Family room + spare room.")
b += event("reno-done@prairiebasement.example", S, "20250411", "20250412",
           "Basement DONE (target)", allday=True, desc="Target completion per Luc (Feb 3 update).")
b += todo("todo-grout@prairiebasement.example", S, "Pick grout colour for washroom floor tile",
          "NEEDS-ACTION", due="20250221")
b += todo("todo-paint@prairiebasement.example", S, "Choose paint colours", "COMPLETED",
          due="20241215", completed="20241210T030000Z", desc="Cloud Cover, flat white ceiling")
CALS["calendars/basement_reno.ics"] = cal("-//Google Inc//Google Calendar 70.9054//EN",
                                          "Basement reno", b, "Shared by Prairie Basement Renovations")

# ------------------------------------------------------------------ family (shared w/ Graham)
S = "20250424T031500Z"
b = []
b += event("kenji-tuth@family.northmail.example", S, "20240903T153000", "20240903T160000",
           "Kenji -> Graham (school pickup)", "Wolseley Park School",
           "Graham picks up after school, drops him at school next morning.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20250110T055959Z"])
b += event("kenji-mowe@family.northmail.example", S, "20250113T153000", "20250113T160000",
           "Kenji -> Graham (school pickup)", "Wolseley Park School",
           "New rotation. Hockey skills Monday is Graham's.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20250419T045959Z"])
b += event("kenji-wefr@family.northmail.example", S, "20250423T153000", "20250423T160000",
           "Kenji -> Graham (pickup)", "",
           "Wed: back to school Thu morning. Fri: Graham's weekend -> Sun 6 pm, otherwise Sat 10 am "
           "drop-off.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=WE,FR"])
b += event("kenji-graham-weekends@family.northmail.example", S, "20240906", "20240909",
           "Graham's weekend", allday=True, extra=["RRULE:FREQ=WEEKLY;INTERVAL=2"])
b += event("kenji-bday@family.northmail.example", S, "20240802", "20240803", "Kenji's birthday",
           allday=True, extra=["RRULE:FREQ=YEARLY"])
b += event("kenji-concert-2024@family.northmail.example", S, "20241212T183000", "20241212T200000",
           "Wolseley Park winter concert", "Wolseley Park School gym",
           "Kenji is a 'snowflake, row 2'. White shirt.")
b += event("kenji-hockey-skills@family.northmail.example", S, "20250113T173000", "20250113T183000",
           "Hockey skills", "community centre arena",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20250318T045959Z"])
b += event("kenji-swim-spring@family.northmail.example", S, "20250525T100000", "20250525T104500",
           "Kenji swim lessons (Level 4)", "Sage Creek Leisure Pool",
           "Swim cap! Arrive 10 min early.", extra=["RRULE:FREQ=WEEKLY;COUNT=6"])
b += event("kenji-fieldtrip-0530@family.northmail.example", S, "20250530", "20250531",
           "Kenji field trip (packed lunch + water bottle)", allday=True)
b += todo("todo-skates@family.northmail.example", S, "Buy Kenji new skates (size 3)", "NEEDS-ACTION")
b += todo("todo-fieldtrip-form@family.northmail.example", S, "Sign field trip form", "COMPLETED",
          completed="20250502T010000Z")
CALS["calendars/kenji_shared.ics"] = cal("-//Google Inc//Google Calendar 70.9054//EN",
                                         "Kenji (shared)", b, "Shared between Keiko and Graham")


def build_cals():
    return dict(CALS)
