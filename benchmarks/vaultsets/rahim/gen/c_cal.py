"""iCalendar files (CRLF, folded lines, VTIMEZONE, RRULEs, VTODOs) for the rahim vault."""

DTSTAMP = "20250913T200000Z"
TZ = "Europe/London"

VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/London",
    "X-LIC-LOCATION:Europe/London",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:BST",
    "DTSTART:19700329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19701025T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    parts = []
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            parts.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    parts.append(cur.decode("utf-8"))
    return "\r\n ".join(parts)


def dt(prop, value):
    """value: 'YYYYMMDD' (all-day) or 'YYYYMMDDTHHMMSS' (local London)."""
    if len(value) == 8:
        return "%s;VALUE=DATE:%s" % (prop, value)
    return "%s;TZID=%s:%s" % (prop, TZ, value)


def event(uid, summary, start, end=None, location=None, desc=None, rrule=None, exdate=None,
          recurrence_id=None, attendees=None, organizer=None, alarm=None, status=None, seq=None):
    L = ["BEGIN:VEVENT", "UID:%s" % uid, "DTSTAMP:%s" % DTSTAMP]
    if recurrence_id:
        L.append(dt("RECURRENCE-ID", recurrence_id))
    L.append(dt("DTSTART", start))
    if end:
        L.append(dt("DTEND", end))
    if seq is not None:
        L.append("SEQUENCE:%d" % seq)
    L.append("SUMMARY:%s" % esc(summary))
    if location:
        L.append("LOCATION:%s" % esc(location))
    if desc:
        L.append("DESCRIPTION:%s" % esc(desc))
    if status:
        L.append("STATUS:%s" % status)
    if rrule:
        L.append("RRULE:%s" % rrule)
    for ex in (exdate or []):
        L.append(dt("EXDATE", ex))
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail in (attendees or []):
        L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:%s" % (cn, mail))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:%s" % esc(text), "TRIGGER:%s" % trig, "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:%s" % uid, "DTSTAMP:%s" % DTSTAMP]
    if due:
        L.append(dt("DUE", due))
    L.append("SUMMARY:%s" % esc(summary))
    if desc:
        L.append("DESCRIPTION:%s" % esc(desc))
    L.append("STATUS:%s" % status)
    if priority:
        L.append("PRIORITY:%d" % priority)
    if completed:
        L.append("COMPLETED:%s" % completed)
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Rahim//Calendar export//EN",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:%s" % name, "X-WR-TIMEZONE:Europe/London"]
    L += VTIMEZONE
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return "".join(fold(x) + "\r\n" for x in L)


ALI = ("Mohammed Ali", "ali.shapla@mailbox.example")
KASIA = ("Kasia Nowak", "kasia.nowak@mailbox.example")
TANVIR = ("Tanvir Chowdhury", "tanvir.chowdhury@mailbox.example")
RAHIM = ("Rahim Chowdhury", "rahim.chowdhury@mailbox.example")
SALEEM = ("Saleem Akhtar", "saleem.akhtar@mailbox.example")
MANNAN = ("Haji Abdul Mannan", "a.mannan@mailbox.example")
FARHANA = ("Dr Farhana Qureshi", "farhana.q@mailbox.example")


def restaurant():
    c = []
    c.append(event("shapla-cashcarry@rahim", "Cash & carry run (Hilltop)", "20241007T100000", "20241007T113000",
                   location="Hilltop Cash & Carry, Bowling Back Lane, Bradford",
                   desc="Rice, oil, onions, containers. Check the list on the walk-in door before leaving.",
                   rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251229T235959Z", exdate=["20241223T100000", "20250922T100000"]))
    c.append(event("shapla-staffmeeting@rahim", "Staff meeting (before service)", "20241008T160000", "20241008T163000",
                   location="Shapla Tandoori, 412 Leeds Road", rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
                   organizer=RAHIM, attendees=[ALI, KASIA, TANVIR]))
    c.append(event("shapla-vat@rahim", "VAT return due (quarterly)", "20241107",
                   desc="Farooq needs the FoodHopper statements and the cash book a week before.",
                   rrule="FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=7;COUNT=6"))
    c.append(event("shapla-inspection-20250114@rahim", "Food hygiene inspection (unannounced) - rated 3", "20250114T112000", "20250114T130000",
                   location="Shapla Tandoori", desc="EHO visit, no warning. See the action plan note."))
    c.append(event("shapla-tandoor-install@rahim", "Tandoor install + kitchen gas check (engineer 8am)", "20250128T080000", "20250128T140000",
                   desc="Restaurant closed for lunch. Interlock to be fitted at the same time. Clear the tandoor corner the night before."))
    c.append(event("shapla-rerating@rahim", "Re-rating visit (EHO) 10-12", "20250403T100000", "20250403T120000",
                   location="Shapla Tandoori", desc="Have the SFBB diary, probe log, cleaning schedule, Level 2 certificates out on the counter."))
    c.append(event("shapla-shahed-start@rahim", "Shahed - first day (RTW check before shift!)", "20250401T140000", "20250401T150000",
                   desc="Online right to work check with his share code BEFORE he starts. Save the PDF."))
    c.append(event("shapla-fh-call@rahim", "FoodHopper call - Liam (account manager)", "20250506T150000", "20250506T153000",
                   desc="Have the dispute figures and the founding partner contract clause 4.2 open."))
    c.append(event("shapla-gas-annual-2026@rahim", "Annual gas safety check due - whole kitchen incl. tandoor", "20260127",
                   desc="Book Dave a fortnight before. Certificate must be renewed before the old one runs out (insurance!).",
                   alarm=("-P14D", "Book the gas safety check")))
    c.append(event("shapla-closed-wedding@rahim", "CLOSED - Nadia's wedding", "20250927",
                   desc="Sign on the door. FoodHopper paused for the day (Kasia to do it from the tablet)."))
    c.append(todo("todo-fryer-thermostat@rahim", "Get the right-hand fryer thermostat fixed (gas engineer's advisory)", status="NEEDS-ACTION",
                  desc="Sticky thermostat noted on the January gas certificate."))
    c.append(todo("todo-fridge-alarm@rahim", "Wireless temperature alarm for the walk-in", status="COMPLETED", completed="20250315T120000Z"))
    c.append(todo("todo-closed-sign@rahim", "Print CLOSED sign for Sat 27 Sept (Tanvir)", due="20250920", status="COMPLETED", completed="20250910T180000Z"))
    return calendar("Shapla Tandoori", c)


def masjid():
    c = []
    att = [MANNAN, SALEEM, FARHANA, RAHIM]
    c.append(event("masjid-bc-monthly@rahim", "Building committee meeting", "20241103T143000", "20241103T163000",
                   location="Jamia Masjid Noor - committee room (upstairs)",
                   desc="First Sunday of the month, after Zuhr. Treasurer's report every meeting.",
                   rrule="FREQ=MONTHLY;BYDAY=1SU;UNTIL=20251231T235959Z", exdate=["20250302T143000"],
                   organizer=SALEEM, attendees=att))
    c.append(event("masjid-bc-monthly@rahim", "Building committee meeting (moved one week - Chowdhury wedding)",
                   "20251012T143000", "20251012T163000", recurrence_id="20251005T143000", seq=1,
                   location="Jamia Masjid Noor - committee room (upstairs)",
                   desc="Moved because the treasurer will have a houseful from Sylhet. Agenda: appeal surplus, parking plan.",
                   organizer=SALEEM, attendees=att))
    c.append(event("masjid-extraordinary-20250309@rahim", "Extraordinary meeting - roofing contractor", "20250309T143000", "20250309T170000",
                   location="Jamia Masjid Noor - committee room (upstairs)", organizer=MANNAN, attendees=att))
    c.append(event("masjid-jummah-appeal@rahim", "Jummah collection - roof appeal (count & bank)", "20241108T133000", "20241108T143000",
                   desc="Two counters sign the sheet. Bank Monday.", rrule="FREQ=WEEKLY;BYDAY=FR;UNTIL=20250725T235959Z"))
    c.append(event("masjid-openday@rahim", "Neighbours' open day - tea & samosas", "20250510T110000", "20250510T150000",
                   location="Jamia Masjid Noor, main hall", desc="Invite Kensington Street and Cecil Street. Tariq to bring the drawings."))
    c.append(event("masjid-roofworks@rahim", "Roof works start - scaffold up", "20250512",
                   desc="Sisters use downstairs wudu during works."))
    c.append(event("masjid-planning-panel@rahim", "Area Planning Panel - 25/00417/FUL (extension)", "20250618T100000", "20250618T120000",
                   location="Committee Room 1, City Hall, Centenary Square, Bradford BD1 1HY",
                   desc="Tariq speaking for us (registered by 16 June). Objectors get 5 minutes too."))
    c.append(todo("todo-parking-plan@rahim", "Submit Parking Management Plan (planning condition 4)", due="20250919",
                  desc="Deadline 3 months from the 19 June decision. Tariq submits once we give him Friday car counts + marshal rota.",
                  priority=1))
    c.append(todo("todo-giftaid-2025@rahim", "Gift Aid claim for Jan-Aug 2025 donations (+ GASDS for Jummah cash)", due="20251031",
                  desc="Not started. Do it after the wedding. Last claim covered Apr-Dec 2024."))
    c.append(todo("todo-thankyou@rahim", "Thank-you letters to larger donors", status="COMPLETED", completed="20250726T120000Z"))
    return calendar("Masjid - building committee", c)


def wedding():
    c = []
    c.append(event("wed-viewing@rahim", "Venue viewing - Regency Suite (with Imran's parents)", "20241130T110000", "20241130T123000",
                   location="The Regency Suite, Leeds"))
    c.append(event("wed-vfs@rahim", "Bhai & Bhabi & Nani - VFS appointment Sylhet (10am their time)", "20250424T050000", "20250424T060000"))
    c.append(event("wed-tasting@rahim", "Menu tasting - Zafran Caterers", "20250412T140000", "20250412T160000",
                   location="Zafran Caterers, Harehills, Leeds", desc="Me, Shirin, Nadia, Imran, Imran's mum."))
    c.append(event("wed-dholki@rahim", "Dholki practice at afa's", "20250820T193000", "20250820T213000",
                   location="Rukhsana afa's", rrule="FREQ=WEEKLY;BYDAY=WE,SA;UNTIL=20250924T235959Z",
                   exdate=["20250830T193000"]))
    c.append(event("wed-airport@rahim", "Airport pickup - MAN T1 (EK019 lands 13:05)", "20250916T130500", "20250916T150000",
                   location="Manchester Airport Terminal 1 arrivals",
                   desc="Bhai, Bhabi, Nani. Wheelchair assistance booked for Nani.",
                   alarm=("-PT3H", "Leave for Manchester")))
    c.append(event("wed-mehndi@rahim", "Mehndi night", "20250925T180000", "20250925T230000",
                   location="Laisterdyke Community Centre, Bradford",
                   desc="Henna, dholki, food by the ladies. Main hall booked with Bev (460). Drapes from Shirin."))
    c.append(event("wed-biya@rahim", "Nadia & Imran - wedding (biya)", "20250927T123000", "20250927T210000",
                   location="The Regency Suite, Leeds",
                   desc="Decorators from 10. Guests 12:30. Bride's entrance 2pm. Mishti to Zafran by 11am.",
                   alarm=("-P1D", "Tomorrow: Nadia's wedding")))
    c.append(event("wed-walima@rahim", "Walima (Imran's side)", "20250928T140000", "20250928T190000",
                   location="Dewsbury (Hussain family)"))
    c.append(todo("todo-regency-balance@rahim", "Pay Regency balance (by 13 Sept)", due="20250913", status="COMPLETED",
                  completed="20250910T110000Z"))
    c.append(todo("todo-zafran-numbers@rahim", "Final numbers to Zafran", due="20250913", status="COMPLETED",
                  completed="20250910T121500Z"))
    return calendar("Nadia's wedding", c)


def family():
    c = []
    c.append(event("fam-boiler@rahim", "Boiler service - Kev (Airedale Heating)", "20241017T080000", "20241017T100000"))
    c.append(event("fam-mot@rahim", "Car MOT", "20241114T083000", "20241114T100000", location="Kwik Fit, Canal Road"))
    c.append(event("fam-gp-1@rahim", "GP - BP review (Dr Shah)", "20241119T091000", "20241119T093000",
                   location="Heaton Medical Practice"))
    c.append(event("fam-shirin-bday@rahim", "Shirin's birthday", "20250211", rrule="FREQ=YEARLY"))
    c.append(event("fam-eid-fitr@rahim", "Eid al-Fitr (depending on moon)", "20250330"))
    c.append(event("fam-gp-2@rahim", "GP - BP review (Dr Shah)", "20250522T094000", "20250522T100000",
                   location="Heaton Medical Practice"))
    c.append(event("fam-eid-adha@rahim", "Eid al-Adha", "20250606"))
    c.append(event("fam-results@rahim", "Sabrina - A-level results", "20250814T080000", "20250814T100000"))
    c.append(event("fam-fitting@rahim", "Nadia - final lehenga fitting (Shirin + afa going)", "20250920T110000", "20250920T123000",
                   location="Rung Boutique, Leeds Road, Bradford"))
    c.append(todo("todo-jetwash@rahim", "Jet-wash the drive + tidy front garden before the photos", due="20250926"))
    return calendar("Family", c)


def build():
    return [
        ("calendar/shapla-restaurant.ics", restaurant()),
        ("calendar/masjid-committee.ics", masjid()),
        ("calendar/nadia-wedding.ics", wedding()),
        ("calendar/family.ics", family()),
    ]
