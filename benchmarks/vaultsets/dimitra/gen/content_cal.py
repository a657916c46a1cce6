# -*- coding: utf-8 -*-
"""iCalendar files for the dimitra vault: hand-written lines, CRLF, folded at 75 octets."""

VTZ = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19810329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19961027T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")

TZ = ";TZID=Europe/London"


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
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
    return out


def event(uid, summary, start, end=None, allday=False, location=None, desc=None, rrule=None,
          exdate=None, recid=None, attendees=(), organizer=None, alarm=None, stamp="20250101T090000Z",
          status=None, seq=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if recid:
        L.append("RECURRENCE-ID" + TZ + ":" + recid)
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART" + TZ + ":" + start)
        if end:
            L.append("DTEND" + TZ + ":" + end)
    if seq is not None:
        L.append("SEQUENCE:%d" % seq)
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if rrule:
        L.append("RRULE:" + rrule)
    if exdate:
        L.append("EXDATE" + TZ + ":" + ",".join(exdate))
    if status:
        L.append("STATUS:" + status)
    if organizer:
        L.append("ORGANIZER;CN=%s:mailto:%s" % organizer)
    for cn, mail in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(text), "TRIGGER:" + trig, "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, stamp="20250101T090000Z",
         priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + esc(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(prodid, name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
         "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/London"] + VTZ
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += fold(line)
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


MIRAGE = "Mirage Banqueting Suite, 214 Bowes Road, London N11 9QZ"
FAM = [("Maria Hall", "maria.hall@stalbansmail.example"), ("Costas Kyriacou", "costas.kyriacou@fastpost.example")]


def build_calendars():
    out = {}

    # ------------------------------------------------------------------ family
    fam = [
        event("fam-0001@dg.example", "Venue viewing - Mirage (with Costas + Mum)", "20240727T140000", "20240727T153000",
              location=MIRAGE, stamp="20240720T101500Z"),
        event("fam-0002@dg.example", "Venue viewing - St Barnabas church hall", "20240803T110000", "20240803T120000",
              location="St Barnabas church hall, Arnos Grove", stamp="20240720T101600Z"),
        event("fam-0003@dg.example", "Venue viewing - Olive Grove Taverna function room", "20240808T190000",
              "20240808T203000", location="Olive Grove Taverna, Southgate", stamp="20240720T101700Z"),
        event("fam-0004@dg.example", "Mum & Dad wedding anniversary", "20240713", "20240714", allday=True,
              rrule="FREQ=YEARLY", desc="Married 13 July 1975, Ayios Nikolaos, Limassol", stamp="20240601T080000Z"),
        event("fam-0005@dg.example", "Dad's birthday", "20250124", "20250125", allday=True, rrule="FREQ=YEARLY",
              stamp="20240601T080100Z"),
        event("fam-0006@dg.example", "Lido early bird (with Sophie)", "20240907T073000", "20240907T083000",
              location="Grovelands Lido", rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20250426T235959Z",
              exdate=["20241228T073000", "20250104T073000", "20250412T073000"],
              desc="Book on the app Sunday 8pm!", stamp="20240901T200000Z"),
        event("fam-0006@dg.example", "Lido - late start (gala set-up)", "20250308T090000", "20250308T100000",
              location="Grovelands Lido", recid="20250308T073000", seq=1,
              desc="Early bird cancelled this week - swim at 9 instead", stamp="20250303T190000Z"),
        event("fam-0007@dg.example", "Lido early bird - summer time", "20250503T070000", "20250503T080000",
              location="Grovelands Lido", rrule="FREQ=WEEKLY;BYDAY=SA",
              desc="New summer timetable from 3 May (email from Gill)", stamp="20250414T200000Z"),
        event("fam-0008@dg.example", "Christmas Day dip", "20241225T090000", "20241225T100000",
              location="Grovelands Lido", desc="Santa hats. Flask. Then drive to Maria's.", stamp="20241210T200000Z"),
        event("fam-0009@dg.example", "Menu tasting - Kouzina", "20250329T140000", "20250329T160000",
              location="Kouzina Catering, Unit 4, Pymmes Brook Trading Estate, London N13",
              attendees=[("Eleni Kyriacou", "eleni.kyriacou@homemail.example")] + FAM,
              alarm=("-PT2H", "Pick up Mum and Dad"), stamp="20250320T200500Z"),
        event("fam-0010@dg.example", "Mum & Dad's 50th anniversary party", "20250719T190000", "20250720T000000",
              location="Pavilion Room, " + MIRAGE,
              desc=("Golden anniversary party. Band (Kefi Nights) from 8pm. Food: Kouzina. "
                    "Moved from 12 July by the venue."),
              attendees=FAM + [("Stelios Georgiou", "stelios.g@northmail.example")],
              alarm=("-P1D", "Party tomorrow! Flowers, favours, the easel photo"), stamp="20250204T200000Z",
              seq=2),
        event("fam-0011@dg.example", "Kefi Nights balance due", "20250705", "20250706", allday=True,
              stamp="20250212T200000Z"),
        event("fam-0012@dg.example", "Cyprus", "20250809", "20250824", allday=True,
              desc="LTN-PFO Sat 9 Aug 06:40, back Sat 23 Aug. Ella house-sitting.", stamp="20250114T213500Z"),
        todo("fam-todo-01@dg.example", "Chase Mirage for revised contract (new date + room)", due="20250530",
             desc="Loukia promised the revised contract in February - still not received. Don't pay balance till it arrives.",
             stamp="20250422T211500Z", priority=1),
        todo("fam-todo-02@dg.example", "Book Cyprus flights", status="COMPLETED", completed="20250114T213000Z",
             stamp="20250105T100000Z"),
        todo("fam-todo-03@dg.example", "Send Ella the house-sitting sheet", due="20250725",
             stamp="20250510T100000Z"),
    ]
    out["calendars/family.ics"] = calendar("-//Apple Inc.//iOS 17.5//EN", "Family", fam)

    # ------------------------------------------------------------------ Nikos
    school = "Broomhill Park School"
    olu = ("Olu Adeyemi", "olu.adeyemi.tutor@quickmail.example")
    nik = [
        event("nik-0001@dg.example", "Maths tutoring - Olu (Tue)", "20241015T173000", "20241015T183000",
              location="Home (kitchen table)", rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250107T235959Z",
              exdate=["20241029T173000", "20241224T173000", "20241231T173000"], attendees=[olu],
              stamp="20241003T213000Z"),
        event("nik-0002@dg.example", "Maths tutoring - Olu (Thu)", "20250116T180000", "20250116T190000",
              location="Home (kitchen table)", rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250417T225959Z",
              exdate=["20250220T180000"], attendees=[olu], stamp="20250109T210000Z"),
        event("nik-0002@dg.example", "Maths tutoring - Olu (moved to Friday this week)", "20250314T180000",
              "20250314T190000", location="Home (kitchen table)", recid="20250313T180000", seq=1,
              stamp="20250310T200000Z"),
        event("nik-0003@dg.example", "Maths with Olu (Weds)", "20250423T163000", "20250423T173000",
              location="Home (kitchen table)", rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250611T225959Z",
              desc="From 23 April: Wednesdays 4:30pm, straight after school, until Paper 3.", attendees=[olu],
              stamp="20250415T190000Z"),
        event("nik-0004@dg.example", "Chemistry - Helen Park (small group)", "20250112T110000", "20250112T120000",
              location="Palmers Green Library, group study room (upstairs)",
              rrule="FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20250608T225959Z",
              exdate=["20250420T110000"], desc="Helen Park, 35/hr. Bring the required practicals folder.",
              stamp="20250105T120000Z"),
        event("nik-0005@dg.example", "Year 11 mock exams", "20241202", "20241214", allday=True,
              stamp="20241001T080000Z"),
        event("nik-0006@dg.example", "Sixth form open evening - Fernleigh", "20241114T180000", "20241114T200000",
              location="Fernleigh Sixth Form", stamp="20241020T080000Z"),
        event("nik-0007@dg.example", "Open evening - Arnos College", "20241120T173000", "20241120T193000",
              location="Arnos College, main campus", stamp="20241020T080100Z"),
        event("nik-0008@dg.example", "Year 11 parents' evening", "20250121T160000", "20250121T190000",
              location=school + ", main hall", desc="Book slots on the school app: maths, chemistry, English, history.",
              alarm=("-PT3H", "Parents' evening tonight - book slots?"), stamp="20250106T080000Z"),
        event("nik-0009@dg.example", "GCSE English Literature P1 (am)", "20250512T090000", "20250512T104500",
              location=school, stamp="20250408T170000Z"),
        event("nik-0010@dg.example", "GCSE Maths Paper 1 (am)", "20250515T090000", "20250515T103000",
              location=school, stamp="20250408T170100Z"),
        event("nik-0011@dg.example", "GCSE Chemistry Paper 1 (am)", "20250519T090000", "20250519T104500",
              location=school, stamp="20250408T170200Z"),
        event("nik-0012@dg.example", "GCSE Maths Paper 2 (am)", "20250604T090000", "20250604T103000",
              location=school, stamp="20250408T170300Z"),
        event("nik-0013@dg.example", "GCSE Maths Paper 3 (am)", "20250611T090000", "20250611T103000",
              location=school, stamp="20250408T170400Z"),
        event("nik-0014@dg.example", "GCSE Chemistry Paper 2 (am) - LAST EXAM", "20250613T090000",
              "20250613T104500", location=school, stamp="20250408T170500Z"),
        event("nik-0015@dg.example", "GCSE results day", "20250821", "20250822", allday=True,
              desc="We'll be in Cyprus - school emails results at 8am", stamp="20250408T170600Z"),
        todo("nik-todo-01@dg.example", "Buy revision guides (chem + maths papers)", status="COMPLETED",
             completed="20241123T201000Z", stamp="20241115T080000Z"),
        todo("nik-todo-02@dg.example", "Pay Olu for May", due="20250531", stamp="20250501T080000Z"),
    ]
    out["calendars/nikos-school.ics"] = calendar("-//Google Inc//Google Calendar 70.9054//EN", "Nikos - school",
                                                 nik)

    # ------------------------------------------------------------------ work
    team = [("Dr Farah Siddiqui", "farah.siddiqui@greenlanesdental.example"),
            ("Kelly Osei", "kelly.osei@greenlanesdental.example"),
            ("Tanya Brooks", "tanya.brooks@greenlanesdental.example"),
            ("Priya Nair", "priya.nair@greenlanesdental.example"),
            ("Jo Reid", "jo.reid@greenlanesdental.example")]
    wk = [
        event("wk-0001@greenlanesdental.example", "Staff meeting (practice)", "20240911T130000", "20240911T134500",
              location="Staff room", rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", exdate=["20241225T130000"],
              organizer=("Dr Farah Siddiqui", "farah.siddiqui@greenlanesdental.example"), attendees=team,
              alarm=("-PT15M", "Staff meeting - bring the supplies list"), stamp="20240905T080000Z"),
        event("wk-0002@greenlanesdental.example", "CQC inspection (full day)", "20241008", "20241009", allday=True,
              desc="Two inspectors. Farah leads; Dimitra decon walk-round; Tanya reception + complaints.",
              stamp="20240805T081000Z"),
        event("wk-0003@greenlanesdental.example", "Infection control training (all staff)", "20250226T140000",
              "20250226T170000", location="Staff room", attendees=team, stamp="20250201T080000Z"),
        event("wk-0004@greenlanesdental.example", "Fire drill", "20250312T123000", "20250312T130000",
              stamp="20250301T080000Z"),
        event("wk-0005@greenlanesdental.example", "Annual leave - Mum & Dad's party", "20250714", "20250726",
              allday=True, stamp="20250512T090000Z"),
        todo("wk-todo-01@greenlanesdental.example", "Book annual fire extinguisher service",
             due="20250930", desc="Last serviced Oct 2024. Nobody has booked this year's yet - ring Firesafe North.",
             stamp="20250402T080000Z", priority=2),
        todo("wk-todo-02@greenlanesdental.example", "Renew GDC registration", status="COMPLETED",
             completed="20240725T120000Z", stamp="20240701T080000Z"),
        todo("wk-todo-03@greenlanesdental.example", "Order autoclave test strips", status="COMPLETED",
             completed="20250305T100000Z", stamp="20250301T080000Z"),
    ]
    out["calendars/work.ics"] = calendar("-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "Work - Green Lanes",
                                         wk)

    # ------------------------------------------------------------------ home (stale: last synced in March)
    hm = [
        event("home-0001@dg.example", "SunHive roof survey - Gareth", "20241105T100000", "20241105T113000",
              location="Home", desc="Loft access + fuse box + meter. Move the Christmas boxes.",
              stamp="20241022T110000Z"),
        event("home-0002@dg.example", "Boiler repair + annual service", "20241118T083000", "20241118T110000",
              location="Home", desc="Losing pressure. Pat's heating engineer.", stamp="20241114T180000Z"),
        event("home-0003@dg.example", "Chimney sweep", "20241010T090000", "20241010T100000", location="Home",
              stamp="20240930T180000Z"),
        event("home-0004@dg.example", "Bins out (Wed night)", "20240904T210000", "20240904T211500",
              rrule="FREQ=WEEKLY;BYDAY=WE", stamp="20240901T180000Z"),
        event("home-0005@dg.example", "Scaffold up - SunHive", "20250509", "20250510", allday=True, seq=1,
              desc="Was 11 April", stamp="20250320T153000Z"),
        event("home-0006@dg.example", "Solar panels fitting - SunHive (2 days)", "20250512T080000",
              "20250513T170000", location="Home", seq=1,
              desc="Moved from 14 April (DNO approval). Job SH-2291. Stelios home both days.",
              stamp="20250320T153100Z"),
        todo("home-todo-01@dg.example", "Clear under-stairs cupboard before fitting", due="20250511",
             stamp="20250320T153200Z"),
        todo("home-todo-02@dg.example", "Submit grant application (Greener Boroughs)", status="COMPLETED",
             completed="20241202T224000Z", stamp="20241120T080000Z"),
    ]
    out["calendars/home.ics"] = calendar("-//Apple Inc.//macOS 14.4//EN", "Home", hm)
    return out
