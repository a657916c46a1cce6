"""Four .ics calendars written by hand (CRLF, folded lines, VTIMEZONE)."""
from util import write, h

STAMP = "20250519T120000Z"

VTZ_LONDON = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
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

VTZ_LAGOS = """BEGIN:VTIMEZONE
TZID:Africa/Lagos
X-LIC-LOCATION:Africa/Lagos
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0100
TZNAME:WAT
DTSTART:19700101T000000
END:STANDARD
END:VTIMEZONE"""


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur)
            cur, limit = b" ", 75
        cur += cb
    out.append(cur)
    return b"\r\n".join(out).decode("utf-8")


def dt(prop, value, tzid="Europe/London"):
    if len(value) == 8:
        return "%s;VALUE=DATE:%s" % (prop, value)
    if value.endswith("Z"):
        return "%s:%s" % (prop, value)
    return "%s;TZID=%s:%s" % (prop, tzid, value)


def vevent(cal, summary, start, end=None, tzid="Europe/London", end_tzid=None,
           location=None, description=None, rrule=None, exdates=(), recurrence_id=None,
           attendees=(), organizer=None, alarm=None, uid_key=None, status=None,
           categories=None):
    uid = "%s@okonkwo-cal.example" % h(cal + (uid_key or summary + start), 20)
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + STAMP]
    if recurrence_id:
        L.append(dt("RECURRENCE-ID", recurrence_id, tzid))
    L.append(dt("DTSTART", start, tzid))
    if end:
        L.append(dt("DTEND", end, end_tzid or tzid))
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if description:
        L.append("DESCRIPTION:" + esc(description))
    if categories:
        L.append("CATEGORIES:" + categories)
    if status:
        L.append("STATUS:" + status)
    if rrule:
        L.append("RRULE:" + rrule)
    for ex in exdates:
        L.append(dt("EXDATE", ex, tzid))
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail, role in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s' % (cn, role, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(cal, summary, due=None, status="NEEDS-ACTION", description=None,
          completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:%s@okonkwo-cal.example" % h(cal + "todo" + summary, 20),
         "DTSTAMP:" + STAMP, "SUMMARY:" + esc(summary)]
    if due:
        L.append(dt("DUE", due))
    if description:
        L.append("DESCRIPTION:" + esc(description))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(path, name, comps, lagos=False):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0",
         "PRODID:-//Okonkwo//Home Calendar Export 3.2//EN", "CALSCALE:GREGORIAN",
         "METHOD:PUBLISH", "X-WR-CALNAME:" + name, "X-WR-TIMEZONE:Europe/London"]
    L += VTZ_LONDON.split("\n")
    if lagos:
        L += VTZ_LAGOS.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    write(path, "".join(fold(x) + "\r\n" for x in L))


def build_all():
    g = "garage"
    garage = [
        vevent(g, "Saturday cover - Tomasz", "20240608T083000", "20240608T160000",
               description="Tomasz opens and runs the workshop on Saturdays 8:30-4. Wednesday afternoon off in lieu.",
               rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20250125T235959Z",
               exdates=["20241228T083000"]),
        vevent(g, "Saturday cover - Femi", "20250201T083000", "20250201T130000",
               description="Femi on Saturdays while Tomasz is at college (EV course).",
               rrule="FREQ=WEEKLY;BYDAY=SA"),
        vevent(g, "Staff meeting (before opening)", "20240805T073000", "20240805T080000",
               location="Office, Unit 3 Carrow Yard",
               description="First Monday of the month. Bacon rolls on Chidi.",
               rrule="FREQ=MONTHLY;BYDAY=1MO;UNTIL=20250707T063000Z",
               exdates=["20250505T073000", "20250106T073000"]),
        vevent(g, "ToolFlow demo - Vantor VT-70 + ADAS-Pro", "20241029T140000", "20241029T153000",
               location="Workshop bay 1, Unit 3 Carrow Yard",
               description="Marcus Hale bringing the Vantor tablet and the ADAS rig. Femi to sit in. Have the Kia Niro and the Golf on the ramps for him to try.",
               organizer=("Chidi Okonkwo", "chidi@okonkwomotors.example"),
               attendees=[("Marcus Hale", "marcus.hale@toolflowfinance.example", "REQ-PARTICIPANT"),
                          ("Femi Adeyemi", "femi@okonkwomotors.example", "OPT-PARTICIPANT")]),
        vevent(g, "Rent review meeting - Castlebridge", "20241112T100000", "20241112T110000",
               location="Unit 3, Carrow Yard, 18 Lugard Road, London SE15",
               description="Priya Nair walking the unit. Show her the roof light and the shared yard. Side gate.",
               organizer=("Priya Nair", "p.nair@castlebridge-pm.example"),
               attendees=[("Priya Nair", "p.nair@castlebridge-pm.example", "CHAIR"),
                          ("Chidi Okonkwo", "chidi@okonkwomotors.example", "REQ-PARTICIPANT")]),
        vevent(g, "Year-end accounts with Funke", "20250115T100000", "20250115T113000",
               location="F. Adebayo & Co, Peckham High Street",
               description="Bring the receipts box, bank statements, van mileage log."),
        vevent(g, "LiftCare - ramp service", "20250318T080000", "20250318T120000",
               description="Lee from LiftCare. Left-hand two-post lift. Keep it clear from 8."),
        vevent(g, "Rent review date (quarter day)", "20250325", "20250326",
               description="Review date under the lease. Quarter rent due."),
        vevent(g, "Diagnix agreement ends", "20250531", "20250601",
               description="Last day of the current DX-900 Pro / ADAS-C2 lease. New kit must be in by now.",
               alarm=("-P7D", "Diagnix lease ends in a week")),
        vtodo(g, "Chase Diagnix for the kit swap date", due="20250523",
              description="Engineering team still haven't given a date. Current agreement ends 31 May. Keisha chasing.",
              priority=1),
        vtodo(g, "Sign memorandum of rent review (witnessed) and post back to Fenwick & Rowe",
              due="20250530", priority=2),
        vtodo(g, "Change the price board - MOT now £50 from 1 April", due="20250401",
              status="COMPLETED", completed="20250331T170000Z"),
        vtodo(g, "Order Keisha a new desk chair", due="20250430"),
    ]
    calendar("calendars/garage.ics", "Okonkwo Motors", garage)

    f = "family"
    family = [
        vevent(f, "University of Nottingham open day (Ada + me)", "20240628T093000", "20240628T160000",
               location="University Park, Nottingham",
               description="Train from St Pancras 07:30. Pharmacy talk 11:15."),
        vevent(f, "Kent open day - Medway School of Pharmacy (Ada + me)", "20240914T100000", "20240914T150000",
               location="Medway campus, Chatham Maritime",
               description="Drive. Pharmacy talk at 11."),
        vevent(f, "Reading open day (Ngozi + Ada)", "20240921T093000", "20240921T153000",
               location="Whiteknights campus, Reading"),
        vevent(f, "Ada - school deadline for UCAS final draft", "20241004", "20241005"),
        vevent(f, "UCAS equal consideration deadline", "20250129", "20250130"),
        vevent(f, "UCAS - Ada must reply to offers (firm + insurance)", "20250605", "20250606",
               alarm=("-P5D", "Has Ada replied on UCAS Hub?")),
        vevent(f, "A-level results day - Ada", "20250814", "20250815"),
        vevent(f, "Fly Gatwick -> Lagos (Air Peace P4 7201)", "20250815T104000", "20250815T175000",
               end_tzid="Africa/Lagos", location="London Gatwick North Terminal",
               description="Check in from 07:40. All four of us. Night at the airport hotel in Ikeja."),
        vevent(f, "Lagos -> Enugu (P4 7122)", "20250816T091500", "20250816T102500",
               tzid="Africa/Lagos", location="Murtala Muhammed Airport, domestic terminal"),
        vevent(f, "Papa's 80th birthday", "20250820", "20250821",
               description="Papa is 80! Call in the morning if we're not already sat next to him."),
        vevent(f, "Papa's 80th - party", "20250823T140000", "20250823T230000",
               tzid="Africa/Lagos", location="Enugu",
               description="Hall booked by Chioma. Aso-ebi. Toast in Igbo then English."),
        vevent(f, "Papa's 80th - thanksgiving service", "20250824T100000", "20250824T130000",
               tzid="Africa/Lagos", location="St Paul's Anglican Church, Ogui Road, Enugu"),
        vevent(f, "Fly home Enugu -> Lagos -> Gatwick", "20250830T120500", "20250831T045500",
               tzid="Africa/Lagos", end_tzid="Europe/London",
               description="P4 7125 then P4 7200. Lands early Sunday."),
        vevent(f, "Wedding anniversary", "20050212", "20050213", rrule="FREQ=YEARLY",
               description="Ngozi & Chidi. Do not forget again."),
        vevent(f, "Obi - Sunday league", "20240908T100000", "20240908T120000",
               location="Peckham Rye Park pitches",
               rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20250525T090000Z",
               exdates=["20241222T100000", "20241229T100000"]),
        vtodo(f, "Obi - yellow fever jab at the travel clinic", due="20250715",
              description="Needed for Nigeria. Ngozi has his red book. Certificate valid 10 days after."),
        vtodo(f, "Ada - student finance application (SFE)", due="20250523",
              description="Needs household income 2023-24: ask Funke for SA302. Ngozi's P60 in blue folder.",
              priority=1),
        vtodo(f, "Renew Ada's passport", due="20250301", status="COMPLETED",
              completed="20250214T100000Z"),
        vtodo(f, "Send Chioma £400 for Papa's generator", due="20250630", status="IN-PROCESS"),
    ]
    calendar("calendars/family.ics", "Family", family, lagos=True)

    c = "choir"
    choir = [
        vevent(c, "Choir rehearsal", "20240912T193000", "20240912T211500",
               location="Emmanuel Community Church hall",
               rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250703T183000Z",
               exdates=["20241226T193000", "20250417T193000"], uid_key="rehearsal"),
        vevent(c, "Choir rehearsal (moved to Wednesday - hall booked)", "20250423T193000",
               "20250423T211500", location="Emmanuel Community Church hall",
               recurrence_id="20250424T193000", uid_key="rehearsal"),
        vevent(c, "Bass sectional", "20250308T100000", "20250308T113000",
               location="Vestry, Emmanuel Community Church",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20250531T090000Z",
               description="Every other Saturday before the summer concert. Bring the Ekele Diri Gi recordings."),
        vevent(c, "Harvest Sunday - choir robed", "20241006T103000", "20241006T130000",
               location="Emmanuel Community Church"),
        vevent(c, "Carol service", "20241215T180000", "20241215T200000",
               location="Emmanuel Community Church", description="Robed by 5.30. Ekele Diri Gi."),
        vevent(c, "Easter Sunday service - choir", "20250420T100000", "20250420T130000",
               location="Emmanuel Community Church"),
        vevent(c, "Summer concert", "20250607T190000", "20250607T211500",
               location="Emmanuel Community Church hall",
               description="Summer Praise concert with the youth choir. Warm-up 6pm. Programme: Ekele Diri Gi, How Great Thou Art, Total Praise, Baba O, Hallelujah Chorus.",
               organizer=("Bernadette Ofori", "bernadette.ofori@emmanuelpeckham.example"),
               attendees=[("Chidi Okonkwo", "chidi.okonkwo@mailbox.example", "REQ-PARTICIPANT")],
               alarm=("-P1D", "Summer concert tomorrow - shirt ironed?")),
        vtodo(c, "Pay Auntie Grace £25 for the new gold stole", due="20250430"),
        vtodo(c, "Record the Ekele Diri Gi bass line for the WhatsApp group", due="20250315",
              status="COMPLETED", completed="20250312T210000Z"),
    ]
    calendar("calendars/choir.ics", "Choir", choir)

    p = "personal"
    personal = [
        vevent(p, "GP - blood pressure", "20241210T084000", "20241210T085500",
               location="Peckham Rye Medical Centre"),
        vevent(p, "GP - blood pressure review (Dr Sheikh)", "20250603T091000", "20250603T092500",
               location="Peckham Rye Medical Centre",
               description="Bring the BP log and the home machine.",
               attendees=[("Dr Amina Sheikh", "reception@peckhamryemc.example", "CHAIR")],
               alarm=("-PT1H", "GP at 9:10")),
        vevent(p, "Barber - Kings Cutz", "20240902T183000", "20240902T190000",
               location="Kings Cutz, Rye Lane", rrule="FREQ=WEEKLY;INTERVAL=3;BYDAY=MO"),
        vevent(p, "Swim - Peckham Pulse", "20250107T064500", "20250107T073000",
               rrule="FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20250630T220000Z",
               description="Doctor's orders. 20 lengths minimum."),
        vevent(p, "Brighton - anniversary night", "20250215T120000", "20250216T150000",
               location="Brighton"),
        vtodo(p, "Renew driving licence photo (10 years)", due="20250731"),
    ]
    calendar("calendars/personal.ics", "Personal", personal)
