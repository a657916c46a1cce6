"""iCalendar files."""
from util import build_ics, ics_escape as E, out

STAMP = "DTSTAMP:20251205T210000Z"


def ev(uid, start, end=None, summary="", location=None, desc=None,
       attendees=(), rrule=None, exdate=None, allday=False, alarm=None,
       organizer=None, extra=()):
    L = ["BEGIN:VEVENT", f"UID:{uid}@priya.raghunathan", STAMP]
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;TZID=Europe/London:{start}")
        if end:
            L.append(f"DTEND;TZID=Europe/London:{end}")
    if rrule:
        L.append("RRULE:" + rrule)
    if exdate:
        L.append(f"EXDATE;TZID=Europe/London:{exdate}")
    L.append("SUMMARY:" + E(summary))
    if location:
        L.append("LOCATION:" + E(location))
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}")
    L += list(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + E(alarm[1]),
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, desc=None, status="NEEDS-ACTION", prio=None,
         created="20251101T090000Z"):
    L = ["BEGIN:VTODO", f"UID:{uid}@priya.raghunathan", STAMP, f"CREATED:{created}",
         "SUMMARY:" + E(summary)]
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    if prio:
        L.append(f"PRIORITY:{prio}")
    L.append(f"STATUS:{status}")
    L.append("END:VTODO")
    return L


def build():
    files = []
    # ------------------------------------------------------------ home & car & allotment
    home = [
        ev("council-insp-20250408", "20250408T100000", "20250408T110000",
           "Council damp inspection (BCC Private Rented Services)",
           location="Flat 2, 41 Woodbridge Grove, Kings Heath, Birmingham B14 7QT",
           desc="EHO visit re black mould in bedroom. SR-2025-118734.\nHave ready: photos, "
                "Pennant e-mails + leaflet, hygrometer diary. Move wardrobe out from wall the night before.\n"
                "Morning off agreed w/ Claire - cover for P1/P2.",
           attendees=[("Nadia Farooqui", "n.farooqui@birmingham-council.example.gov.uk")]),
        ev("drywise-20250603", "20250603", "20250605", "DryWise works at flat (2 days, 8am)",
           allday=True, location="Flat 2, 41 Woodbridge Grove",
           desc="Loft hatch clear! Wardrobe away from wall. Key to Flat 1 if I'm at school."),
        ev("rent-standing-order", "20250101T070000", "20250101T071500",
           "Rent - Flat 2 (standing order goes out)",
           rrule="FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20251101T070000Z",
           desc="Pennant Lettings client account."),
        ev("car-ins-renewal-20250922", "20250922", "20250923",
           "Car insurance renewal (Brindle) - COMPARE QUOTES FIRST", allday=True,
           desc="Auto-renews! Turn off auto-renew if switching.",
           extra=["TRANSP:TRANSPARENT"]),
        ev("mot-20251108", "20251108T083000", "20251108T103000",
           "Fiesta MOT", location="Pershore Road Autocare, 1187 Pershore Road, Stirchley, Birmingham B30",
           desc="MOT runs out 14 Nov. Drop off 8:25, wait in the cafe over the road.",
           alarm=("-PT12H", "Fiesta MOT tomorrow 8:30")),
        ev("move-van-20251128", "20251128", "20251129", "MOVING DAY - van 8am (Becky driving)",
           allday=True, location="Kings Heath Van Hire",
           desc="Luton w/ tail lift, back by 5pm. Keys for Harborne collected Thu 5pm."),
        ev("checkout-20251129", "20251129T110000", "20251129T120000",
           "Check-out inspection - old flat",
           location="Flat 2, 41 Woodbridge Grove, Kings Heath",
           desc="Inventory clerk (ClearView). BE THERE. Photos + video of every room, meter readings, "
                "point out the council notice re the bedroom wall. Hand back 3 sets of keys + fob."),
        ev("allot-workparty-20251011", "20251012T100000", "20251012T130000",
           "Allotment autumn work party", location="Dogpool Lane Allotments - meet at the Hut"),
        ev("allot-agm-20260118", "20260118T140000", "20260118T160000",
           "Allotment AGM", location="The Hut, Dogpool Lane Allotments, Stirchley",
           desc="Rents for 2026 + security on the agenda. Tea from 1:45."),
        todo("todo-safehold-evidence", "Upload evidence to SafeHold deposit dispute",
             desc="Council letter (improvement notice), my photos Jan-Nov, check-in inventory saying "
                  "'freshly painted', Kerry's e-mails, damp log, hygrometer diary, checkout video.",
             prio=1, created="20251204T100000Z"),
        todo("todo-brake-pipes", "Fiesta - book rear brake pipes with Gaz (Dec)",
             desc="MOT advisory. ~GBP 180. Also NS front tyre.", prio=2,
             created="20251108T130000Z"),
        todo("todo-v5c", "DVLA - change address on V5C + licence", created="20251130T100000Z"),
    ]
    files.append(out("calendar/home-car.ics", build_ics("Home, car & allotment", home)))

    # ------------------------------------------------------------ wedding
    wed = [
        ev("larkspur-viewing-20250406", "20250406T140000", "20250406T153000",
           "Larkspur Hall viewing (A + C, me if free)",
           location="Larkspur Hall, Henley-in-Arden, Warwickshire",
           attendees=[("Fiona Blake", "events@larkspurhall.example.co.uk"),
                      ("Anjali Raghunathan", "anjali.r@fastpost.example")]),
        ev("tasting-20251011", "20251011T140000", "20251011T160000",
           "Caterer tasting - Masala Mews",
           location="Masala Mews Kitchen, 412 Stratford Road, Sparkhill, Birmingham",
           desc="Anjali, Callum, Amma + me. Parking behind the shop, side door.",
           attendees=[("Deepa Menon", "deepa@masalamews.example.co.uk"),
                      ("Anjali Raghunathan", "anjali.r@fastpost.example")]),
        ev("lehenga-fitting-20260124", "20260124T113000", "20260124T130000",
           "Anjali lehenga fitting (Rani Couture) - go with her",
           desc="Bring the shoes. 90 mins."),
        ev("mehndi-20260514", "20260514T170000", "20260514T230000",
           "Anjali's mehndi",
           location="Amma & Appa's, 22 Wyndcliffe Drive, Handsworth Wood, Birmingham B20",
           desc="Henna for Anjali from 5pm, guests from 7pm. Marquee in the garden. Take Thu+Fri off (booked)."),
        ev("wedding-20260516", "20260516", "20260517", "Anjali & Callum's wedding \U0001F48D",
           allday=True, location="Larkspur Hall, Henley-in-Arden, Warwickshire",
           desc="Baraat 10:30, ceremony in the Orangery, wedding breakfast in the Long Barn. "
                "Suppliers in by 10am. Speech in bag!",
           attendees=[("Fiona Blake", "events@larkspurhall.example.co.uk")],
           alarm=("-P7D", "Wedding in a week - speech printed? dhol confirmed?")),
        ev("hen-20260314", "20260314", "20260315", "Anjali's hen (spa day)", allday=True,
           desc="NOT Magaluf."),
        todo("todo-final-numbers", "Send final numbers + dietary list to Masala Mews (Deepa)",
             due="20260416", desc="4 weeks before. Jain / vegan / nut allergy (Jack - severe).",
             created="20251110T230000Z"),
        todo("todo-dhol", "Book dhol player for baraat (Anjali asked)",
             desc="Callum's mate Rob recommends Dhol Dynamix. Needs to be at Larkspur by 10am, baraat 10:30.",
             prio=2, created="20251110T230000Z"),
    ]
    files.append(out("calendar/wedding.ics", build_ics("Anjali's wedding", wed)))

    # ------------------------------------------------------------ school
    school = [
        ev("yr9-team-mtg", "20250908T080000", "20250908T083000", "Yr 9 team mtg (tutors)",
           location="Room S14", rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20260720T070000Z",
           exdate="20251027T080000,20251222T080000,20251229T080000",
           desc="Standing agenda: attendance (Maxine), behaviour points, safeguarding, AOB."),
        ev("yr9-parents-eve-20251127", "20251127T160000", "20251127T190000",
           "Yr 9 parents' evening", location="Lindenfield Academy - Main Hall"),
        ev("options-eve-20260205", "20260205T163000", "20260205T190000",
           "Yr 9 options evening", location="Lindenfield Academy - Main Hall + Sports Hall",
           desc="My talk 5:00 + repeat 6:00. Claire 5:20. Stalls in Sports Hall.",
           attendees=[("Claire Hemmings", "c.hemmings@lindenfield.example.sch.uk"),
                      ("Tomasz Nowak", "t.nowak@lindenfield.example.sch.uk")]),
        ev("hoy-line-mgmt", "20250916T153000", "20250916T161500", "Line mgmt w/ Claire",
           location="AHT office", rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=18"),
        todo("todo-yr9-consent", "Yr 9 reward trip - chase consent forms + payments",
             due="20260313", desc="Release spare places after the deadline. Check PP list w/ Maxine.",
             created="20251022T160000Z"),
    ]
    files.append(out("calendar/school.ics", build_ics("School (Lindenfield)", school)))

    # ------------------------------------------------------------ tutoring
    tut = [
        ev("sat-sessions", "20250111T090000", "20250111T130000", "Plus One - Saturday sessions",
           location="Room 3, Stirchley Community Hub, Birmingham B30",
           rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20260718T120000Z",
           exdate="20250215T090000,20250405T090000,20250412T090000,20251129T090000",
           desc="9:00 Ethan / 10:00 Aisha / 11:00 Leo / 12:00 Noah. Key from Hub reception."),
        ev("sun-zoom-zara", "20250112T180000", "20250112T193000", "Zara - A-level (Zoom)",
           rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20251221T190000Z",
           desc="Sunday Zoom slot stops after 21 Dec - from January Zara moves to Saturdays 1pm in person (Room 3)."),
        ev("ethan-mocks-20251201", "20251201", "20251206", "Ethan's mocks (week)", allday=True,
           desc="Paper 1 Mon, Paper 2 Wed, Paper 3 Fri."),
        todo("todo-chase-inv047", "Chase Harriet Fitzgerald - INV-2025-047 (GBP 144, Leo Oct)",
             desc="Reminder sent 17 Nov, she said she'd pay Friday. Check bank Mon.",
             created="20251117T173000Z"),
    ]
    files.append(out("calendar/tutoring.ics", build_ics("Plus One Tutoring", tut)))
    return files
