"""Four iCalendar files (CRLF, folded, VTIMEZONE America/Chicago)."""
from util import ics_calendar, ics_escape as E, hid

TZ = "TZID=America/Chicago"


def ev(uid, summary, start, end=None, allday=False, dtstamp="20260215T180000Z", location=None,
       desc=None, rrule=None, exdate=None, attendees=(), organizer=None, alarm=None, extra=(),
       recurrence_id=None, status=None, categories=None, created=None, last_mod=None):
    L = ["BEGIN:VEVENT", "UID:%s" % uid, "DTSTAMP:%s" % dtstamp]
    if created:
        L.append("CREATED:%s" % created)
    if last_mod:
        L.append("LAST-MODIFIED:%s" % last_mod)
    if recurrence_id:
        L.append("RECURRENCE-ID;%s:%s" % (TZ, recurrence_id))
    if allday:
        L.append("DTSTART;VALUE=DATE:%s" % start)
        if end:
            L.append("DTEND;VALUE=DATE:%s" % end)
    else:
        L.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            L.append("DTEND;%s:%s" % (TZ, end))
    if rrule:
        L.append("RRULE:%s" % rrule)
    if exdate:
        if allday:
            L.append("EXDATE;VALUE=DATE:%s" % exdate)
        else:
            L.append("EXDATE;%s:%s" % (TZ, exdate))
    L.append("SUMMARY:%s" % E(summary))
    if location:
        L.append("LOCATION:%s" % E(location))
    if desc:
        L.append("DESCRIPTION:%s" % E(desc))
    if categories:
        L.append("CATEGORIES:%s" % categories)
    if status:
        L.append("STATUS:%s" % status)
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail, role in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s" % (cn, role, mail))
    L += list(extra)
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:%s" % E(text),
              "TRIGGER:%s" % trig, "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, status, dtstamp="20260215T180000Z", desc=None, completed=None,
         priority=None, created=None):
    L = ["BEGIN:VTODO", "UID:%s" % uid, "DTSTAMP:%s" % dtstamp]
    if created:
        L.append("CREATED:%s" % created)
    L.append("SUMMARY:%s" % E(summary))
    if desc:
        L.append("DESCRIPTION:%s" % E(desc))
    L.append("DUE;VALUE=DATE:%s" % due)
    L.append("STATUS:%s" % status)
    if priority:
        L.append("PRIORITY:%d" % priority)
    if completed:
        L.append("COMPLETED:%s" % completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def U(tag):
    return "%s@villarrealcomfort.example" % hid("uid", tag, n=20)


RAY = ("Ray Guzman", "ray@villarrealcomfort.example", "REQ-PARTICIPANT")
TYLER = ("Tyler Benavides", "tyler@villarrealcomfort.example", "REQ-PARTICIPANT")
JORGE = ("Jorge Villarreal", "jorge@villarrealcomfort.example", "REQ-PARTICIPANT")
JORGE_H = ("Jorge Villarreal", "jorgev@mailbox.example", "REQ-PARTICIPANT")
ORG_W = ("Jorge Villarreal", "jorge@villarrealcomfort.example")
ORG_H = ("Marisol Villarreal", "marisol.v@mailbox.example")


def work():
    huddle_uid = U("huddle")
    C = [
        ev(huddle_uid, "Monday huddle", "20250303T070000", "20250303T073000",
           location="VCA shop – 4418 Old Highway 90 W", rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20260629T120000Z",
           desc="Weekly huddle: schedule for the week, callbacks, parts, safety. Bring timesheets.",
           attendees=[RAY, TYLER], organizer=ORG_W, created="20250301T150000Z"),
        ev(huddle_uid, "Monday huddle (TUESDAY – Labor Day)", "20250902T070000", "20250902T073000",
           recurrence_id="20250901T070000", location="VCA shop – 4418 Old Highway 90 W",
           desc="Labor Day Monday – huddle moved to Tuesday, same time.", attendees=[RAY, TYLER],
           organizer=ORG_W),
        ev(U("oncall-tyler"), "On-call: Tyler", "20250602", "20250609", allday=True,
           rrule="FREQ=WEEKLY;INTERVAL=2",
           desc="After-hours line forwards to Tyler's cell. Mon 7 AM – next Mon 7 AM. Backup: Jorge.",
           categories="ON-CALL", created="20250525T020000Z"),
        ev(U("oncall-ray"), "On-call: Ray", "20250609", "20250616", allday=True,
           rrule="FREQ=WEEKLY;INTERVAL=2", exdate="20250721",
           desc="After-hours line forwards to Ray's cell. Mon 7 AM – next Mon 7 AM. Backup: Jorge.",
           categories="ON-CALL", created="20250525T020000Z"),
        ev(U("ray-pto"), "Ray – PTO (Port A w/ family)", "20250721", "20250726", allday=True,
           desc="Ray out all week. Not on the schedule.", categories="PTO"),
        ev(U("nate"), "Tyler – NATE certification class (Austin)", "20260224", "20260227", allday=True,
           desc="3-day NATE prep + exam, Austin. Tyler out of the schedule. Hotel paid by VCA.",
           categories="TRAINING"),
        ev(U("hernandez"), "Hernandez – condenser compressor swap (warranty)", "20250617T080000",
           "20250617T150000", location="Hernandez residence, Leon Valley",
           desc="Coolmark CX14-036, locked compressor. Replacement compressor from Alamo Supply. "
                "Recover, braze, evacuate to 500 microns, weigh in charge. Keep the old compressor for the claim.",
           attendees=[RAY, TYLER], organizer=ORG_W),
        ev(U("pruneda"), "Pruneda – summer maintenance (Comfort Club)", "20250812T100000", "20250812T113000",
           location="Alamo Heights", desc="2 systems. Call 30 min ahead.", attendees=[TYLER], organizer=ORG_W),
        ev(U("counter"), "Alamo Supply counter day / Coolmark rep", "20250312T070000", "20250312T090000",
           location="Alamo HVAC Supply, Callaghan Rd", desc="Breakfast tacos. Ask about spring pricing."),
        ev(U("a2l"), "A2L / R-454B training – Coolmark (all techs)", "20251105T080000", "20251105T150000",
           location="Alamo HVAC Supply training room", attendees=[RAY, TYLER, JORGE], organizer=ORG_W),
        ev(U("cpa"), "Sam Okafor CPA – Q4 + annual", "20260113T150000", "20260113T163000",
           location="Okafor & Associates, 8611 Wurzbach Rd", desc="Bring Q4 numbers from Denise. 1099s vs W-2."),
        ev(U("lonestar"), "Meeting – Priya Raman, Lone Star Climate Distributors", "20260128T140000",
           "20260128T150000", location="VCA shop", desc="Pricing on Coolmark 3-ton + account setup."),
        ev(U("tuneup"), "Spring tune-up campaign starts", "20260302", "20260303", allday=True,
           desc="Comfort Club members first. Denise calls the list."),
        todo(U("todo-coolmark"), "Call Coolmark claims – Hernandez labor credit still not paid", "20260306",
             "NEEDS-ACTION", desc="Denise emailed twice. Call the claims line, have the claim # from the June email.",
             priority=1, created="20260223T190000Z"),
        todo(U("todo-cyl"), "Order R-454B recovery cylinders (2)", "20251031", "COMPLETED",
             completed="20251028T160000Z"),
        todo(U("todo-sheet"), "Print new price sheet for office wall + post in group chat", "20251231",
             "COMPLETED", completed="20251215T140000Z"),
    ]
    return ("calendar/vca-work.ics",
            ics_calendar("VCA – Work", "-//Villarreal Comfort Air//Work Calendar//EN", C))


def family():
    C = [
        ev(U("gloria"), "Amá – Medicare counseling w/ Gloria Reyna (SHIP)", "20251021T140000", "20251021T153000",
           location="Guadalupe Senior Center, Room 3, 1801 W. Guadalupe St.",
           desc="Bring: Medicare card, Alamo Senior Advantage card, bag of all her pill bottles, pharmacy + "
                "doctor list. Lupe on speakerphone.",
           attendees=[("Gloria Reyna", "gloria.reyna@bexarseniorbenefits.example", "REQ-PARTICIPANT"),
                      ("Lupe Treviño", "lupe.trevino@correo.example", "OPT-PARTICIPANT"), JORGE_H],
           organizer=("Jorge Villarreal", "jorgev@mailbox.example"),
           alarm=("-P1D", "Tomorrow: Amá Medicare counseling 2 PM – pick her up at 1:15")),
        ev(U("dress1"), "Sofi – dress shopping (Bella Quince)", "20250927T110000", "20250927T140000",
           location="Bella Quince Bridal, 6130 Bandera Rd", organizer=ORG_H),
        ev(U("fit1"), "Sofi – dress fitting #1", "20260207T110000", "20260207T120000",
           location="Bella Quince Bridal, 6130 Bandera Rd", organizer=ORG_H),
        ev(U("fit2"), "Sofi – FINAL fitting (bring the shoes!)", "20260418T110000", "20260418T123000",
           location="Bella Quince Bridal, 6130 Bandera Rd", desc="Last fitting before pickup. Bring the shoes and the crown.",
           organizer=ORG_H, alarm=("-PT2H", "Sofi final fitting at 11 – shoes + crown")),
        ev(U("walk"), "Venue walkthrough (Helotes) – w/ DJ Memo", "20260314T100000", "20260314T110000",
           location="Helotes", desc="Coordinator + DJ Memo + Marisol + Sofi. Where the DJ sets up, power, sparks, "
                                    "garden photos, caterer access.", organizer=ORG_H),
        ev(U("misa"), "Misa – Sofi's quince", "20260516T140000", "20260516T150000",
           location="St. Brigid Catholic Church", organizer=ORG_H),
        ev(U("quince"), "SOFI'S QUINCEAÑERA 💙", "20260516T180000", "20260517T000000",
           location="Helotes", desc="Reception 6 PM – midnight. Chambelanes vals at 8:30-ish. Recalentado Sunday.",
           organizer=ORG_H, alarm=("-P7D", "One week to Sofi's quince!")),
        ev(U("chambelanes"), "Chambelanes practice", "20260301T160000", "20260301T180000",
           rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20260510T230000Z", exdate="20260405T160000",
           location="Our backyard (driveway if it rains)", desc="7 chambelanes + Diego. Choreographer: Vanessa. "
                                                               "No practice Easter Sunday.", organizer=ORG_H),
        ev(U("thanks"), "Thanksgiving in Laredo (Lupe's)", "20251127", "20251128", allday=True),
        ev(U("xmas"), "Christmas in Laredo", "20251223", "20251228", allday=True,
           desc="House sitter: Brianna. Sheet on the fridge."),
        ev(U("cardio"), "Amá – cardiology, Dr. Ramírez", "20260120T093000", "20260120T103000",
           location="Dr. Ramírez, Medical Center", desc="First visit on the new plan – bring the new cards."),
        todo(U("t-inv"), "Order quince invitations (gold foil, ~150 sets)", "20260315", "NEEDS-ACTION",
             created="20260110T030000Z"),
        todo(U("t-photo"), "Book photographer/video for quince", "20260301", "NEEDS-ACTION", priority=1,
             desc="Still between the two Marisol found. Neither answered the 2nd email.",
             created="20251201T030000Z"),
        todo(U("t-dj"), "Pay DJ Memo balance ($700)", "20260501", "NEEDS-ACTION",
             desc="Zelle or cash. Due by May 1.", created="20260209T030000Z"),
        todo(U("t-extra"), "Follow up w/ SSA – Amá's Extra Help application", "20260302", "NEEDS-ACTION",
             desc="Applied online 12/15/25. No letter yet. Lupe has the confirmation #.",
             created="20260105T030000Z"),
        todo(U("t-arcos"), "Pay Los Arcos deposit ($800)", "20250915", "COMPLETED",
             completed="20250915T170000Z", created="20250913T230000Z"),
    ]
    return ("calendar/family.ics",
            ics_calendar("Villarreal Family", "-//Villarreal//Family Calendar//EN", C))


def bbq():
    C = [
        ev(U("meetup"), "Smoke Society meetup", "20250313T190000", "20250313T210000",
           rrule="FREQ=MONTHLY;BYDAY=2TH", exdate="20260212T190000",
           desc="Alamo City Smoke Society – 2nd Thursday. Location changes, check the list email."),
        ev(U("meetup-feb"), "Smoke Society meetup (moved from 2/12)", "20260219T190000", "20260219T210000"),
        ev(U("bash"), "Bulverde Brisket Bash – cookoff", "20251018", "20251019", allday=True,
           location="Bulverde", desc="Team La Bestia BBQ. Site #27. Meat inspection Fri 5-8 PM. Brisket turn-in noon.",
           alarm=("-P2D", "Bulverde in 2 days – trim briskets, load wood")),
        ev(U("july4"), "4th of July cook – 2 briskets", "20250704T040000", "20250704T180000",
           location="home"),
        ev(U("raybday"), "Cook for Ray's birthday", "20250809T050000", "20250809T190000", location="home"),
        ev(U("woodpick"), "Wood drop – club group buy (half cord)", "20250906T080000", "20250906T100000",
           location="Hank's driveway"),
        ev(U("superbowl"), "Super Bowl cook – 2 briskets", "20260208T030000", "20260208T170000", location="home"),
        todo(U("t-gasket"), "Replace firebox door gasket on La Bestia", "20251015", "NEEDS-ACTION",
             desc="Rope gasket is in the garage. Bought it in October."),
    ]
    return ("calendar/bbq.ics", ics_calendar("BBQ / La Bestia", "-//Villarreal//BBQ//EN", C))


def fleet():
    stamp = "20260112T160000Z"
    C = [
        ev(U("van1insp"), "Van 1 (Transit) – state inspection + registration @ Ernie's", "20260224T080000",
           "20260224T090000", dtstamp=stamp, location="Ernie's Fleet & Diesel, 2218 S Zarzamora St",
           desc="Inspection + registration sticker paperwork.", created=stamp, last_mod=stamp),
        ev(U("van2oil"), "Van 2 (Express) – oil change", "20260310T073000", "20260310T083000", dtstamp=stamp,
           location="Ernie's Fleet & Diesel", created=stamp, last_mod=stamp),
        ev(U("insren"), "Commercial auto renewal (Hill Country Ins)", "20260401", "20260402", allday=True,
           dtstamp=stamp, desc="2 vans now (ProMaster sold). Premium should go down.", created=stamp, last_mod=stamp),
        ev(U("promaster"), "Van 3 (ProMaster) – buyer pickup", "20251213T100000", "20251213T110000",
           dtstamp=stamp, location="Bank on Military Dr", desc="Title + cashier's check. Take ladder rack off first.",
           created="20251205T160000Z", last_mod="20251205T160000Z"),
        todo(U("t-van2reg"), "Van 2 (Chevy) – renew registration (needs inspection first)", "20260331",
             "NEEDS-ACTION", dtstamp=stamp, desc="Expires 3/31. Schedule inspection at Ernie's.", created=stamp),
    ]
    return ("calendar/fleet-2026.ics", ics_calendar("VCA Fleet", "-//Villarreal Comfort Air//Fleet//EN", C))


def build_all():
    return [work(), family(), bbq(), fleet()]
