"""Four iCalendar files (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE/RECURRENCE-ID, VALARM, VTODO)."""

VTZ = """BEGIN:VTIMEZONE
TZID:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""

TZ = ";TZID=Europe/London"


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    out = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            out.append(cur)
            cur = " " + ch
            limit = 75
        else:
            cur += ch
    out.append(cur)
    return "\r\n".join(out)


def comp(kind, props):
    lines = ["BEGIN:" + kind]
    for p in props:
        if isinstance(p, tuple):  # nested component
            lines.extend(comp(p[0], p[1]))
        else:
            lines.append(p)
    lines.append("END:" + kind)
    return lines


def ev(uid, summary, start, end=None, allday=False, loc=None, desc=None, extra=(), stamp="20240101T090000Z"):
    p = ["UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        p.append("DTSTART;VALUE=DATE:" + start)
        if end:
            p.append("DTEND;VALUE=DATE:" + end)
    else:
        p.append("DTSTART" + TZ + ":" + start)
        if end:
            p.append("DTEND" + TZ + ":" + end)
    p.append("SUMMARY:" + esc(summary))
    if loc:
        p.append("LOCATION:" + esc(loc))
    if desc:
        p.append("DESCRIPTION:" + esc(desc))
    p.extend(extra)
    return ("VEVENT", p)


def todo(uid, summary, due, status, desc=None, completed=None, stamp="20240101T090000Z", prio=None):
    p = ["UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + esc(summary), "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if prio:
        p.append("PRIORITY:%d" % prio)
    if desc:
        p.append("DESCRIPTION:" + esc(desc))
    if completed:
        p.append("COMPLETED:" + completed)
        p.append("PERCENT-COMPLETE:100")
    return ("VTODO", p)


def calendar(name, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//AR Locks//Des desktop calendar 3.2//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/London"]
    lines.extend(VTZ.split("\n"))
    for c in comps:
        lines.extend(comp(c[0], c[1]))
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold(l) for l in lines) + "\r\n").encode("utf-8")


KEIRA_ATT = "ATTENDEE;CN=Keira Achterberg-Reid;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:keira@ar-locks.example"
DES_ORG = "ORGANIZER;CN=Desmond Achterberg-Reid:mailto:des@ar-locks.example"

CALS = {}

# ------------------------------------------------------------------ work
work = [
    ev("work-stock-001@ar-locks.example", "Stock check + week plan (both vans)", "20240108T073000", "20240108T081500",
       desc="Go through the stock checklist for both vans. qty low -> order same day. Plan the week with K + check who's on the out-of-hours phone.",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20241230T235959Z",
              "EXDATE" + TZ + ":20240401T073000,20240506T073000,20240527T073000,20240826T073000",
              DES_ORG, KEIRA_ATT]),
    ev("work-stock-001@ar-locks.example", "Stock check + week plan (moved - Transit at garage)", "20240903T080000", "20240903T084500",
       desc="Moved to Tuesday, Transit in at Bramley Motors for the clutch on Monday.",
       extra=["RECURRENCE-ID" + TZ + ":20240902T073000", DES_ORG, KEIRA_ATT]),
    ev("work-kirkstall-002@ar-locks.example", "Kirkstall Lettings - monthly batch (voids)", "20240103T090000", "20240103T150000",
       loc="Kirkstall Lettings office, Abbey Road, Leeds", desc="Mandy emails the list of void properties the Monday before. Tag & log, photos, key receipt.",
       extra=["RRULE:FREQ=MONTHLY;BYDAY=1WE", KEIRA_ATT]),
    ev("work-vat-003@ar-locks.example", "VAT return + payment due", "20240207", "20240208", allday=True,
       desc="Quarterly. Priya does the return, I make sure the receipts are in the folder a week before.",
       extra=["RRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=7"]),
    ev("work-mot-transit-2024@ar-locks.example", "Transit MOT (YH17 DKZ)", "20240312T083000", "20240312T103000",
       loc="Bramley Motors, Town Street, Bramley"),
    ev("work-stw-walk@ar-locks.example", "St Wilfrid's - walk-round for master key quote", "20240314T154500", "20240314T171500",
       loc="St Wilfrid's CE Primary School, Moor Lane, Bramley", desc="Door schedule. Take the clipboard + the sample restricted key.",
       extra=[DES_ORG, KEIRA_ATT]),
    ev("work-mot-vivaro-2024@ar-locks.example", "Vivaro MOT (YC20 LRB)", "20240521T081500", "20240521T150000",
       loc="Bramley Motors, Town Street, Bramley", desc="K drops it 8.15, pick up after 3."),
    ev("work-moorside-rep@ar-locks.example", "Gareth Pell (Moorside) - rep visit", "20240611T100000", "20240611T110000",
       loc="Unit", desc="He wants to 'talk about pricing'. Hide the biscuits."),
    ev("work-stw-install@ar-locks.example", "St Wilfrid's master key install (3 days)", "20240729", "20240801", allday=True,
       loc="St Wilfrid's CE Primary School, Moor Lane, Bramley",
       desc="Caretaker opens at 7. K on thumbturns, me on euros, Lee in on day 2 for padlocks + bin store.",
       extra=[DES_ORG, KEIRA_ATT]),
    ev("work-keira-hols@ar-locks.example", "K on holiday (Crete)", "20240812", "20240817", allday=True,
       desc="Her lettings batch is covered. Vivaro spare key handed over.", extra=["TRANSP:TRANSPARENT"]),
    ev("work-clutch@ar-locks.example", "Transit clutch + flywheel - Bramley Motors", "20240902", "20240903", allday=True,
       loc="Bramley Motors, Town Street, Bramley", desc="Use the Vivaro, K in the office day."),
    ev("work-oakwood@ar-locks.example", "Oakwood Grange - 6 x keysafes", "20240925T090000", "20240925T130000",
       loc="Oakwood Grange Care Home, Farsley", desc="C500s, resin anchors for flat 5."),
    ev("work-mot-transit-2025@ar-locks.example", "Transit MOT (YH17 DKZ) - booked", "20250311T083000", "20250311T110000",
       loc="Bramley Motors, Town Street, Bramley", desc="Booked with Dave. Drop off 8.30, use the Vivaro in the morning.",
       stamp="20241105T101500Z"),
    todo("todo-vivaro-advisory@ar-locks.example", "Book Vivaro in with Dave for the MOT advisory work before winter",
         "20241130", "NEEDS-ACTION", desc="From May's MOT. Dave full till December - ring anyway.", prio=2, stamp="20241021T080000Z"),
    todo("todo-mileage@ar-locks.example", "Send van mileage log to Priya", "20241210", "NEEDS-ACTION",
         desc="Both vans, from the diary + fuel card statements.", stamp="20241118T080000Z"),
    todo("todo-pl-renew@ar-locks.example", "Renew public liability (Tradeguard) - compare 2 others first", "20241031", "COMPLETED",
         completed="20241014T120000Z", stamp="20241001T080000Z"),
    todo("todo-era-order@ar-locks.example", "Order 20 x ERA Fortress 40/40 before the July price rise", "20240628", "COMPLETED",
         completed="20240624T093000Z", stamp="20240617T120000Z"),
]
CALS["calendars/work.ics"] = calendar("A-R Locks - work", work)

# ------------------------------------------------------------------ health
PAULINE = "ATTENDEE;CN=Pauline Okafor;ROLE=REQ-PARTICIPANT:mailto:diabetes.clinic@bramleyvalesurgery.example"
SURGERY = "Bramley Vale Surgery, Hough Lane, Bramley"
health = [
    ev("health-bloods-2024-01@ar-locks.example", "Bloods (HbA1c) - fasting", "20240109T084000", "20240109T085000", loc=SURGERY),
    ev("health-nurse-2024-01@ar-locks.example", "Diabetes review - nurse", "20240116T101000", "20240116T103000", loc=SURGERY,
       extra=[PAULINE]),
    ev("health-bloods-2024-05@ar-locks.example", "Bloods (HbA1c)", "20240507T084000", "20240507T085000", loc=SURGERY),
    ev("health-nurse-2024-05@ar-locks.example", "Diabetes review - nurse", "20240514T101000", "20240514T103000", loc=SURGERY,
       extra=[PAULINE]),
    ev("health-bloods-2024-10@ar-locks.example", "Bloods (HbA1c)", "20241008T084000", "20241008T085000", loc=SURGERY),
    ev("health-nurse-2024-10@ar-locks.example", "Diabetes review - nurse (+ Dr Hasan)", "20241015T095000", "20241015T102000",
       loc=SURGERY, extra=[PAULINE]),
    ev("health-eyes-2024@ar-locks.example", "Diabetic eye screening", "20241126T101500", "20241126T111500",
       loc="see letter", desc="Drops - NO DRIVING. K taking me, she's got the address.",
       extra=[("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Eye screening - no driving today", "TRIGGER:-PT12H"])],
       stamp="20241029T183000Z"),
    ev("health-podiatry-2024@ar-locks.example", "Podiatry - annual diabetic foot check", "20241203T140000", "20241203T143000",
       loc="Bramley Health Centre, Town Street, Room 4", desc="Take the list of meds. Wear socks without holes.",
       stamp="20241101T090000Z"),
    ev("health-bloods-2025-01@ar-locks.example", "Bloods (HbA1c, kidney, cholesterol) + urine sample", "20250109T084000",
       "20250109T085000", loc=SURGERY, desc="Annual review bloods. Pot from reception.", stamp="20241118T120000Z"),
    ev("health-nurse-2025-01@ar-locks.example", "Annual diabetes review - nurse", "20250116T101000", "20250116T103000",
       loc=SURGERY, extra=[PAULINE], stamp="20241118T120000Z"),
    ev("health-fasting-check@ar-locks.example", "Fasting finger-prick, write it in the log", "20240108T070000", "20240108T070500",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=MO,TH",
              ("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Finger-prick before brekkie", "TRIGGER:-PT5M"])]),
    ev("health-pharmacy@ar-locks.example", "Collect repeat prescription (metformin, statin)", "20240120", "20240121", allday=True,
       loc="Bramley Vale Pharmacy", extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=20"]),
    todo("todo-repeat-rx@ar-locks.example", "Order repeat prescription online (before the 15th)", "20241215", "NEEDS-ACTION",
         stamp="20241118T080000Z"),
    todo("todo-book-podiatry@ar-locks.example", "Book podiatry foot check", "20241101", "COMPLETED",
         completed="20241101T090000Z", stamp="20241015T120000Z"),
]
CALS["calendars/health.ics"] = calendar("Health", health)

# ------------------------------------------------------------------ family
family = [
    ev("fam-fin-weekends@ar-locks.example", "Fin - my weekend", "20240105T170000", "20240107T180000",
       desc="Alternate weekends. Fri pick-up, Sun drop back at Jo's.",
       extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "EXDATE" + TZ + ":20240802T170000"]),
    ev("fam-fin-weekends@ar-locks.example", "Fin - my weekend (Good Friday, early pick-up Thu)", "20240328T170000", "20240331T180000",
       desc="Bank holiday swap agreed with Jo, Thu to Sun.", extra=["RECURRENCE-ID" + TZ + ":20240329T170000"]),
    ev("fam-mum-bday@ar-locks.example", "Mum's birthday", "20240217", "20240218", allday=True,
       desc="83 in 2024. Cake - small slice for me.", extra=["RRULE:FREQ=YEARLY"]),
    ev("fam-keira-bday@ar-locks.example", "Keira's birthday", "20240303", "20240304", allday=True, extra=["RRULE:FREQ=YEARLY"]),
    ev("fam-mum-viewing@ar-locks.example", "Mum - viewing Flat 14 Beech Court", "20240423T140000", "20240423T150000",
       loc="Beech Court, Long Row, Horsforth", desc="With Mum + Annie. Aire Homes."),
    ev("fam-annie-visit@ar-locks.example", "Annie + Tom staying", "20240615", "20240617", allday=True),
    ev("fam-mum-move@ar-locks.example", "Mum - moving day, Beech Court", "20240928T100000", "20240928T160000",
       loc="Flat 14, Beech Court, Long Row, Horsforth", desc="Keys Fri 27th after 2pm. Kev + lad. Fit keysafe Fri.",
       stamp="20240829T170000Z"),
    ev("fam-parents-evening@ar-locks.example", "Fin - Year 11 parents' evening", "20241128T173000", "20241128T190000",
       loc="Rodley Vale Academy, main hall", desc="Book slots online: maths, English, science, Mr Okoro. Go with Jo.",
       stamp="20241104T200000Z"),
    ev("fam-fin-mocks@ar-locks.example", "Fin - GCSE mocks", "20250106", "20250118", allday=True,
       desc="No football on the weekend before, he says. We'll see.", stamp="20241104T200000Z"),
    todo("todo-xmas-table@ar-locks.example", "Book somewhere for Xmas dinner (Mum, Annie + Tom, K, me)", "20241206",
         "NEEDS-ACTION", stamp="20241020T190000Z"),
    todo("todo-fin-boots@ar-locks.example", "Fin - new football boots (size 10)", "20240901", "COMPLETED",
         completed="20240831T150000Z", stamp="20240820T190000Z"),
]
CALS["calendars/family.ics"] = calendar("Family", family)

# ------------------------------------------------------------------ boat (STALE: exported end of June, not updated)
boat = [
    ev("boat-days@ar-locks.example", "Boat day w/ Taz", "20240302T090000", "20240302T160000",
       loc="Airedale Boat Club, Rodley - berth 11", desc="Kingfisher Lass. Bacon, flask, the big toolbox.",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20241221T235959Z",
              "EXDATE" + TZ + ":20240615T090000,20240803T090000,20240810T090000"],
       stamp="20240630T200000Z"),
    ev("boat-workparty@ar-locks.example", "ABC work party - towpath & hedges", "20240309T093000", "20240309T130000",
       loc="Airedale Boat Club clubhouse", stamp="20240630T200000Z"),
    ev("boat-bss@ar-locks.example", "BSS examination - Kingfisher Lass", "20240418T100000", "20240418T123000",
       loc="Airedale Boat Club, Rodley - berth 11", desc="Examiner: bring the gas cert + the fire blanket receipt.",
       stamp="20240630T200000Z"),
    ev("boat-drydock@ar-locks.example", "Dry dock - blacking (Shipley Wharf)", "20241125", "20241130", allday=True,
       loc="Shipley Wharf Dry Dock, Dock Lane, Shipley",
       desc="Ron Sugden. Bring her in Sun afternoon. Pressure wash, 2 coats bitumen, anodes. Deposit £150 paid.",
       stamp="20240630T200000Z"),
    ev("boat-agm@ar-locks.example", "ABC AGM", "20241123T193000", "20241123T220000", loc="Airedale Boat Club clubhouse",
       desc="Date from last year's minutes - check.", stamp="20240630T200000Z"),
    todo("todo-antifreeze@ar-locks.example", "Buy 2 x 5L engine antifreeze (chandlery sale)", "20240630", "COMPLETED",
         completed="20240629T110000Z", stamp="20240630T200000Z"),
    todo("todo-cratch@ar-locks.example", "Get a quote for a cratch cover", "20250301", "NEEDS-ACTION", stamp="20240630T200000Z"),
]
CALS["calendars/boat.ics"] = calendar("Boat - Kingfisher Lass", boat)
