"""Four iCalendar files, written by hand (CRLF, folded lines). Stdlib only."""

VTZ = """BEGIN:VTIMEZONE
TZID:America/New_York
X-LIC-LOCATION:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""

STAMP = "20251113T150000Z"
TZ = "TZID=America/New_York"


def esc(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    out, cur, n = [], "", 0
    for ch in line:
        b = len(ch.encode("utf-8"))
        limit = 75 if not out else 74
        if n + b > limit:
            out.append(cur)
            cur, n = "", 0
        cur += ch
        n += b
    out.append(cur)
    return "\r\n ".join(out)


def prop(name, value, text=True):
    return fold("%s:%s" % (name, esc(value) if text else value))


def event(uid, summary, start, end=None, allday=False, loc=None, desc=None, rrule=None,
          exdate=None, recid=None, attendees=(), organizer=None, alarm=None, status=None,
          categories=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + STAMP]
    if recid:
        L.append("RECURRENCE-ID;%s:%s" % (TZ, recid))
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            L.append("DTEND;%s:%s" % (TZ, end))
    if rrule:
        L.append("RRULE:" + rrule)
    for ex in (exdate or []):
        L.append("EXDATE;%s:%s" % (TZ, ex))
    L.append(prop("SUMMARY", summary))
    if loc:
        L.append(prop("LOCATION", loc))
    if desc:
        L.append(prop("DESCRIPTION", desc))
    if categories:
        L.append(prop("CATEGORIES", categories, text=False))
    if status:
        L.append("STATUS:" + status)
    if organizer:
        cn, mail = organizer
        L.append(fold('ORGANIZER;CN="%s":mailto:%s' % (cn, mail)))
    for cn, mail in attendees:
        L.append(fold('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail)))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", prop("DESCRIPTION", text), "TRIGGER:" + trig, "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + STAMP]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    L.append(prop("SUMMARY", summary))
    if desc:
        L.append(prop("DESCRIPTION", desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tobias RW//Home Calendar Export 2.1//EN",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", prop("X-WR-CALNAME", name),
         "X-WR-TIMEZONE:America/New_York"]
    L += VTZ.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return ("\r\n".join(L) + "\r\n").encode("utf-8")


ME = ("Tobias Reyes-Whitfield", "tobias.rw@mailbox.example")
ANA = ("Ana Kowalski", "ana.kowalski@buckeyemail.example")


def personal():
    c = [
        event("neoarc-monthly-2025@trw", "NEOARC monthly meeting", "20250114T190000", "20250114T210000",
              loc="VFW Post 3712, Parma Heights (downstairs hall)",
              desc="Northeast Ohio Antique Radio Club monthly meeting. 2nd Tuesday. Bring show-and-tell; "
                   "dues to Irene. Walt sends the program the Friday before on the list.",
              rrule="FREQ=MONTHLY;BYDAY=2TU", categories="Radio"),
        event("mom-okafor-20250218@trw", "Mom - Dr. Okafor (geriatrics) follow-up after the fall",
              "20250218T103000", "20250218T113000", loc="Westshore Geriatrics, Suite 300",
              desc="Bring her med list + the ER discharge papers. Ask about PT and whether she should "
                   "still be living alone.", attendees=[("Peg Whitfield", "noemail@family.example")]),
        event("brookside-tour-20250225@trw", "Tour - Brookside Commons (w/ Mom + Ana)", "20250225T140000",
              "20250225T153000", loc="1710 Brookside Lane, Lakewood",
              attendees=[ANA, ("Peg Whitfield", "noemail@family.example")]),
        event("mt-tour-20250327@trw", "Tour - Maple Terrace (w/ Mom + Ana)", "20250327T130000",
              "20250327T143000", loc="Maple Terrace Senior Living, 6810 Ridgewood Dr, Parma",
              attendees=[ANA]),
        event("neoarc-swap-20250426@trw", "NEOARC spring swap meet", "20250426T070000", "20250426T120000",
              desc="Selling the Emerson 520 + box of 35W4/50C5s. Hall info is in Walt's list e-mail."),
        event("bday-dinner-20250621@trw", "Birthday dinner - Maya + Ana", "20250621T183000", "20250621T203000",
              loc="Lakeview Tavern"),
        event("mom-move-20250816@trw", "Mom move day -> Maple Terrace", "20250816", "20250817", allday=True,
              desc="Careful Hands movers (see Bev's confirmation e-mail). Elevator window + apt details "
                   "are in the Maple Terrace welcome letter. PTO Aug 14-18.",
              alarm=("-P1D", "Mom's move is tomorrow - confirm movers + keys")),
        event("visit-mom-sun@trw", "Visit Mom at Maple Terrace", "20250824T130000", "20250824T150000",
              rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20251229T045959Z",
              exdate=["20250921T130000", "20251012T130000"]),
        event("maya-handoff-sun@trw", "Maya handoff - Sun 6pm at Danielle's", "20250105T180000",
              "20250105T181500", loc="Danielle's building, Madison Ave, Lakewood",
              rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;UNTIL=20250831T235959Z"),
        event("maya-handoff-fri@trw", "Maya handoff - Fri 3:10 pickup at school", "20250905T151000",
              "20250905T153000", loc="Harborview Middle School, front loop",
              desc="New schedule from Sept 5 (agreed w/ Danielle): whoever's week is starting picks her "
                   "up at dismissal. No school that Friday = noon at Danielle's.",
              rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
        event("mom-elderlaw-20251120@trw", "Mom - elder law consult (Hirsch & Patel)", "20251120T140000",
              "20251120T153000", loc="Hirsch & Patel LLC, 6100 Rockside Woods Blvd, Independence",
              desc="Attorney: Naomi Hirsch. Topics: Medicaid planning / look-back, POA update, what happens "
                   "with the house sale proceeds. Ana joining by phone.",
              attendees=[ANA], alarm=("-PT2H", "Leave for Hirsch & Patel - bring Mom's folder")),
        event("thanksgiving-20251127@trw", "Thanksgiving at my place - Maya + Mom", "20251127T140000",
              "20251127T190000", desc="Pick up Mom at MT ~1pm. Maya from school Wed 11/26."),
        todo("todo-medicaid-docs@trw", "Mom - send Medicaid look-back docs to Hirsch (5 yrs of bank stmts)",
             due="20251121", priority=1,
             desc="Naomi needs statements from all 3 of Mom's accounts back to 2020 + the deed + "
                  "the Maple Terrace agreement. Ana has 2020-2021 from Huntington; I still need to "
                  "request the rest."),
        todo("todo-neoarc-dues@trw", "Renew NEOARC dues ($25)", due="20250331", status="COMPLETED",
             completed="20250302T180000Z"),
        todo("todo-passport@trw", "Renew passport (expires 3/2026)", due="20251231"),
    ]
    return calendar("Tobias - personal", c)


def library():
    staff = [("Keisha Bramwell", "kbramwell@lakeshorelibrary.example"),
             ("Owen Tadeo", "otadeo@lakeshorelibrary.example"),
             ("Marisol Vega", "mvega@lakeshorelibrary.example")]
    c = [
        event("staff-mtg-weekly@fulton", "Fulton Rd staff meeting", "20250107T090000", "20250107T094500",
              loc="Fulton Road Branch - staff workroom",
              desc="Weekly before-open staff huddle: stats, programs, building issues, schedule. "
                   "Agenda in the shared notes doc; add items by Monday 5pm.",
              rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251231T045959Z",
              exdate=["20250701T090000", "20251223T090000"],
              organizer=ME, attendees=staff, alarm=("-PT15M", "Staff meeting in 15 min")),
        event("staff-mtg-weekly@fulton", "Fulton Rd staff meeting (MOVED to Wed - Thanksgiving week)",
              "20251126T100000", "20251126T104500", recid="20251125T090000",
              loc="Fulton Road Branch - staff workroom",
              desc="Moved because Keisha + Owen are both off Tuesday. Short one - holiday schedule and "
                   "the display case.", organizer=ME, attendees=staff),
        event("managers-monthly@lpl", "West Side branch managers' meeting", "20250109T133000",
              "20250109T153000", loc="Main Library, 3rd floor Board Room",
              rrule="FREQ=MONTHLY;INTERVAL=1;BYDAY=2TH;UNTIL=20251212T045959Z",
              organizer=("Paul Hennessy", "phennessy@lakeshorelibrary.example"),
              attendees=[ME, ("Renata Oyelaran", "royelaran@lakeshorelibrary.example"),
                         ("Gil Brandt", "gbrandt@lakeshorelibrary.example")]),
        event("board-report-20250417@lpl", "Board of Trustees - Fulton Rd branch report", "20250417T170000",
              "20250417T180000", loc="Main Library, Board Room",
              desc="5 min + Q&A. Door count, program attendance, the roof leak over the stacks."),
        event("srp-kickoff-20250607@fulton", "Summer Reading kickoff", "20250607T100000", "20250607T130000",
              loc="Fulton Road Branch - community room + front lawn",
              desc="Owen running it. Setup 9am. I'm bringing staff coffee."),
        event("radio-row-talk-20250925@fulton", "Author talk: \"Cleveland's Radio Row\" (local history)",
              "20250925T183000", "20250925T200000", loc="Fulton Road Branch - community room",
              desc="Speaker from the county historical society. I'm bringing two sets for the table."),
        event("hvac-20251016@fulton", "HVAC tech - community room no heat", "20251016T080000",
              "20251016T100000", loc="Fulton Road Branch - mechanical room",
              desc="Comfort Air Mechanical. Let him into the mech room (green-tag key in the safe). "
                   "Ticket # is in Dwayne's e-mail."),
        event("teen-maker-mondays@fulton", "Teen Maker Mondays", "20251103T160000", "20251103T173000",
              loc="Fulton Road Branch - teen corner / community room",
              desc="Fall teen program: 3D pens, Snap Circuits, button maker. Owen + Keisha alternate.",
              rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251216T045959Z"),
        todo("todo-lsta@fulton", "LSTA grant final report - makerspace kits (state library)", due="20251201",
             priority=1,
             desc="Narrative + attendance + receipts for the maker kits. Marisol pulled the receipts; "
                  "narrative not started."),
        todo("todo-srp-stats@fulton", "Send summer reading stats to Paul", due="20250829", status="COMPLETED",
             completed="20250829T131500Z"),
        todo("todo-fire-drill@fulton", "Schedule Q4 fire drill", due="20251215"),
    ]
    return calendar("Fulton Road Branch (work)", c)


def house():
    c = [
        event("petrakis-20250312@house", "Petrakis Plumbing - sump pump swap", "20250312T090000",
              "20250312T123000", loc="home - basement",
              desc="Old pump died in the 3/11 rain. They'll haul the old one."),
        event("sump-test-monthly@house", "Test sump pump + battery backup", "20250401T190000",
              "20250401T191500", rrule="FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20260101T045959Z",
              desc="Bucket test per the how-to taped above the pit. Check backup battery light.",
              alarm=("-PT0M", "Sump pump test")),
        event("dryline-estimate-20250502@house", "DryLine estimate visit (Rick)", "20250502T163000",
              "20250502T173000", loc="home"),
        event("buckeye-estimate-20250515@house", "Buckeye Basement Dry estimate visit", "20250515T160000",
              "20250515T170000", loc="home"),
        event("gutters@house", "Gutter cleaning", "20250510T100000", "20250510T120000",
              rrule="FREQ=MONTHLY;INTERVAL=6;COUNT=4",
              desc="Ladder is in the garage. Check the NE downspout - that's the corner that leaks."),
        event("dryline-install@house", "DryLine - interior drain tile install (3 days)", "20251020",
              "20251023", allday=True, loc="home - basement",
              desc="Crew 7:30am each day. Clear 3 ft along north + east walls. Balance due after the "
                   "walk-through."),
        todo("todo-clear-shelves@house", "Clear basement shelves (north + east walls) before DryLine",
             due="20251018", desc="Radio parts bins + Dad's QST boxes -> garage or the back bedroom."),
        todo("todo-dehumidifier@house", "Buy dehumidifier w/ pump", status="COMPLETED",
             completed="20250624T220000Z"),
        todo("todo-downspouts@house", "Extend downspouts on the NE + E corners", status="COMPLETED",
             completed="20250628T190000Z"),
    ]
    return calendar("House projects", c)


def maya():
    c = [
        event("jazzband@harborview", "Maya - jazz band (before school)", "20250902T071500", "20250902T075500",
              loc="Harborview MS band room", rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260530T035959Z",
              desc="Drop-off by 7:10 at the side door on my weeks."),
        event("firstday@harborview", "First day of school (7th grade)", "20250825", "20250826", allday=True),
        event("ortho-20250715@maya", "Maya - orthodontist (Dr. Raman)", "20250715T153000", "20250715T161500",
              loc="Westlake Smiles Orthodontics, 27208 Detroit Rd, Westlake",
              desc="Brackets check. Bring the retainer case."),
        event("conf-20251023@harborview", "Parent-teacher conferences", "20251023T160000", "20251023T190000",
              loc="Harborview MS gym",
              desc="Our slot w/ Ms. Adeyemi (homeroom/ELA) 5:20pm. Danielle coming too."),
        event("fieldtrip-20251107@harborview", "Field trip - Great Lakes Science Center", "20251107T083000",
              "20251107T143000", desc="Packed lunch. $18 paid."),
        event("tgbreak@harborview", "Thanksgiving break - no school", "20251126", "20251129", allday=True),
        event("winterconcert-20251211@harborview", "Harborview winter band concert (Maya - clarinet)",
              "20251211T190000", "20251211T203000", loc="Harborview MS auditorium",
              desc="Call time 6:15pm for band kids. Concert black & white. Jazz band plays second half.",
              alarm=("-PT3H", "Concert tonight - Maya's call time 6:15")),
        todo("todo-fieldtrip-form@harborview", "Sign + return field trip form and $18", due="20251031",
             status="COMPLETED", completed="20251028T120000Z"),
    ]
    return calendar("Maya - Harborview MS", c)


def build():
    return {
        "calendar/personal.ics": personal(),
        "calendar/library-work.ics": library(),
        "calendar/house-projects.ics": house(),
        "calendar/maya-school.ics": maya(),
    }
