# Calendar (.ics) content. Standard library only. Lines are folded at 75 octets, CRLF line ends.

VTIMEZONE = """BEGIN:VTIMEZONE
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


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b" ", 75
        cur += cb
    out.append(cur.decode("utf-8"))
    return out


def ev(uid, summary, start, end=None, allday=False, location=None, desc=None, rrule=None,
       exdates=(), recurrence_id=None, attendees=(), alarm=None, organizer=None, stamp="20250109T120000Z",
       status=None, seq=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{stamp}"]
    if recurrence_id:
        L.append(f"RECURRENCE-ID;TZID=Europe/London:{recurrence_id}")
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;TZID=Europe/London:{start}")
        if end:
            L.append(f"DTEND;TZID=Europe/London:{end}")
    if seq is not None:
        L.append(f"SEQUENCE:{seq}")
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if status:
        L.append("STATUS:" + status)
    if rrule:
        L.append("RRULE:" + rrule)
    for x in exdates:
        L.append(f"EXDATE;TZID=Europe/London:{x}")
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(alarm[1]), f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, priority=None, completed=None,
         stamp="20250109T120000Z"):
    L = ["BEGIN:VTODO", f"UID:{uid}", f"DTSTAMP:{stamp}", "SUMMARY:" + esc(summary)]
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append("STATUS:" + status)
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//macOS 14.5//EN", "CALSCALE:GREGORIAN",
         "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/London"]
    L += VTIMEZONE.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += fold(line)
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


def build_calendars():
    cals = {}
    RHYS = ("Rhys Bowen", "rhys@wnionvets.example")
    DEL = ("Delyth Morgan", "delyth@wnionvets.example")
    # ---------------- practice ----------------
    comps = [
        ev("wv-partners-mtg@wnionvets.example", "Partners' meeting (Gareth, Rhys, Delyth)",
           "20240108T081500", "20240108T091500", location="Wnion Vets - back office",
           desc="Fortnightly. Agenda in the shared folder: rota, debtors, TB allocations, kit.",
           rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20251222T235959Z",
           exdates=["20240527T081500", "20240826T081500", "20241230T081500"],
           attendees=[RHYS, DEL], organizer=("Gareth Pritchard", "gareth@wnionvets.example")),
        ev("tb-tyddynmawr-inj-2024@wnionvets.example", "TB WHT Tyddyn Mawr - inject (Emyr)",
           "20240617T074500", "20240617T120000", location="Tyddyn Mawr, Dolgellau"),
        ev("tb-tyddynmawr-read-2024@wnionvets.example", "TB WHT Tyddyn Mawr - read",
           "20240620T074500", "20240620T113000", location="Tyddyn Mawr, Dolgellau"),
        ev("rhys-leave-2024@wnionvets.example", "Rhys off - paternity + hols (locum in)",
           "20240923", "20241102", allday=True),
        ev("agrivet-training-2024@wnionvets.example", "VetScan P7 online training (AgriVet)",
           "20241003T190000", "20241003T200000", location="Online (link in Kate's email)"),
        ev("tb-bryn-glas-inj-2024@wnionvets.example", "TB WHT Bryn Glas - inject (w/ locum)",
           "20240923T080000", "20240923T110000", location="Bryn Glas, Rhydymain"),
        ev("ems-ffion-2024@wnionvets.example", "EMS student - Ffion (Aber/RVC, 4th yr)",
           "20241104", "20241116", allday=True, desc="2 weeks. Farm-heavy. She scribes on TB, no injecting/reading."),
        ev("tb-pantyllyn-2024@wnionvets.example", "TB WHT + PMT Pant-y-Llyn - inject",
           "20241209T080000", "20241209T103000", location="Pant-y-Llyn, Llanfachreth"),
        ev("tb-cefncoch-inj-2025@wnionvets.example", "TB WHT Cefn Coch - inject (Alun Lloyd)",
           "20250127T083000", "20250127T123000", location="Cefn Coch, Brithdir",
           desc="~90 suckler cows + followers. Alun to have the new crush gates on. Bring both callipers.",
           alarm=("-P1D", "Cefn Coch TB tomorrow - tuberculin out of the fridge in the morning")),
        ev("tb-cefncoch-read-2025@wnionvets.example", "TB WHT Cefn Coch - read",
           "20250130T083000", "20250130T113000", location="Cefn Coch, Brithdir"),
        ev("cpd-fertility-builth-2025@wnionvets.example", "CPD: dairy herd fertility day (BCVA regional)",
           "20250212T093000", "20250212T163000",
           location="Royal Welsh Showground, Llanelwedd, Builth Wells",
           desc="6 hrs CPD. Booked + paid. Leave 7.15, 2 hrs drive. Rhys covering."),
        todo("todo-1cpd-2025@wnionvets.example", "Log 2024 CPD hours on RCVS 1CPD", due="20250131",
             desc="Currently ~22 hrs logged of 35. Find the certificates."),
        todo("todo-apha-charts-hd@wnionvets.example", "Send APHA the Hafod Dywyll PMT charts",
             status="COMPLETED", completed="20241115T170000Z"),
    ]
    cals["calendar/practice.ics"] = calendar("Wnion Vets - Gareth", comps)

    # ---------------- flock (stale: scanning moved by email) ----------------
    comps = [
        ev("flock-shearing-2024@llwynonn.example", "Shearing ewes", "20240628T070000", "20240628T140000",
           location="Llwyn Onn - sheds", desc="Pens up the night before. Ewes in dry!"),
        ev("flock-fec-2024@llwynonn.example", "FEC samples to lab (lambs)", "20240601T090000", "20240601T093000",
           rrule="FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20241101T235959Z", desc="10 fresh samples, Cae Top"),
        ev("flock-tupsin-2024@llwynonn.example", "Tups in (raddle yellow)", "20241105", "20241106", allday=True),
        ev("flock-tupsout-2024@llwynonn.example", "Tups out", "20241220", "20241221", allday=True),
        ev("flock-scanning-2025@llwynonn.example", "Scanning - Dai", "20250114T080000", "20250114T103000",
           location="Llwyn Onn - sheds",
           desc="Dai Lewis. Ewes penned + dry by 8. Spray marker colours: blue = twins, red = single, green = triplets, nothing = empty.",
           alarm=("-PT12H", "Scanning tomorrow - pen the ewes tonight")),
        ev("flock-lambing-2025@llwynonn.example", "Lambing starts (approx)", "20250401", "20250402", allday=True),
        todo("todo-lambing-supplies-2025@llwynonn.example", "Order lambing supplies (tags, iodine, colostrum)",
             due="20250228", priority=3),
        todo("todo-shearing-2025@llwynonn.example", "Book shearing gang for June 2025", due="20250430"),
    ]
    cals["calendar/flock.ics"] = calendar("Llwyn Onn - defaid", comps)

    # ---------------- rugby ----------------
    IWAN = ("Iwan Parry", "iwan.parry@postbox.example")
    CARYS = ("Carys Jenkins", "carys.jenkins@postbox.example")
    DEWI = ("Dewi Owen", "dewi.owen@postbox.example")
    comps = [
        ev("u12-training-tue-2024@clwbrygbidolgellau.example", "U12s training", "20240903T180000",
           "20240903T190000", location="Y Marian, Dolgellau - top pitch",
           rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20241029T235959Z", exdates=["20241029T180000"],
           attendees=[IWAN, CARYS, DEWI]),
        ev("u12-training-thu-2024@clwbrygbidolgellau.example", "U12s training (Thursdays - new floodlights)",
           "20241107T174500", "20241107T190000", location="Y Marian, Dolgellau - lower pitch",
           rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250410T235959Z",
           exdates=["20241226T174500", "20250102T174500"], attendees=[IWAN, CARYS, DEWI]),
        ev("u12-training-thu-2024@clwbrygbidolgellau.example", "U12s training - moved to FRIDAY (floodlight repair)",
           "20241129T174500", "20241129T190000", location="Y Marian, Dolgellau - top pitch",
           recurrence_id="20241128T174500", seq=1),
        ev("u12-fix-tywyn@clwbrygbidolgellau.example", "U12s v Tywyn (H) - festival", "20241005T100000",
           "20241005T123000", location="Y Marian, Dolgellau"),
        ev("u12-fix-port@clwbrygbidolgellau.example", "U12s v Porthmadog (A)", "20241019T103000",
           "20241019T123000", location="Porthmadog RFC"),
        ev("u12-fix-bro@clwbrygbidolgellau.example", "U12s v Bro Ffestiniog (H)", "20241116T103000",
           "20241116T123000", location="Y Marian, Dolgellau"),
        ev("u12-fix-mach@clwbrygbidolgellau.example", "U12s v Machynlleth (A)", "20241207T103000",
           "20241207T123000", location="Machynlleth RFC"),
        ev("u12-fix-bala@clwbrygbidolgellau.example", "U12s v Bala (A) - KO 10:30", "20250118T103000",
           "20250118T123000", location="Bala RFC, Maes Rygbi, Bala",
           desc="Away. Minibus. Kick off 10:30, warm up from 10. Chips after.",
           attendees=[IWAN, CARYS, DEWI]),
        ev("u12-fix-bro2@clwbrygbidolgellau.example", "U12s v Bro Ffestiniog (H)", "20250201T103000",
           "20250201T123000", location="Y Marian, Dolgellau"),
        ev("club-safeguarding-ws-2025@clwbrygbidolgellau.example", "WRU safeguarding workshop (face to face)",
           "20250208T100000", "20250208T130000", location="Bala - venue TBC",
           desc="Compulsory for junior coaches. Joint with Bala + Penllyn. Bring photo ID.",
           alarm=("-P1D", "Safeguarding workshop tomorrow - photo ID")),
        todo("todo-dbs-renew@clwbrygbidolgellau.example", "Renew DBS via WRU portal - mine expires 14 Mar 2025",
             due="20250131", priority=1, desc="Nerys says at least 6 weeks before expiry. Not started."),
        todo("todo-kit-collect@clwbrygbidolgellau.example", "Collect U12 kit order from Geraint",
             status="COMPLETED", completed="20241024T190000Z"),
        todo("todo-bala-consent@clwbrygbidolgellau.example", "Consent forms back for Bala trip", due="20250116",
             status="COMPLETED", completed="20250109T200000Z"),
    ]
    cals["calendar/rugby.ics"] = calendar("Rygbi Dan 12", comps)

    # ---------------- barn ----------------
    comps = [
        ev("barn-sitevisit-2024@llwynonn.example", "Planning site visit - Gwion Edwards (Eryri)",
           "20240423T140000", "20240423T150000", location="Llwyn Onn barn"),
        ev("barn-bats1-2024@llwynonn.example", "Bat emergence survey #1 (dusk)", "20240612T211500",
           "20240612T231500", location="Llwyn Onn barn"),
        ev("barn-bats2-2024@llwynonn.example", "Bat emergence survey #2 (dusk)", "20240724T210000",
           "20240724T230000", location="Llwyn Onn barn"),
        ev("barn-perc-2024@llwynonn.example", "Percolation test - Iolo", "20240912T080000", "20240912T120000",
           location="Cae Dan Ty, Llwyn Onn"),
        ev("barn-builders-start-2025@llwynonn.example", "Builders start on site", "20250113", "20250114",
           allday=True, desc="Skip arrives Fri 10th. Clear the barn of Nain's old furniture before!"),
        ev("barn-bc-drainage-2025@llwynonn.example", "Building control - drainage inspection",
           "20250128T100000", "20250128T110000", location="Llwyn Onn barn"),
        ev("barn-roofers-start-2025@llwynonn.example", "Roofers start - Gwilym Davies (strip, felt, batten, slate)",
           "20250203", "20250204", allday=True,
           desc="Only if the NRW bat licence is through!! Scaffold up the week before."),
        todo("todo-rooflights@llwynonn.example", "Order 4 conservation rooflights", due="20250124"),
        todo("todo-slate-sample@llwynonn.example", "Slate sample to Eryri for discharge of condition",
             status="COMPLETED", completed="20241129T120000Z"),
        todo("todo-build-insurance@llwynonn.example", "Site insurance for the build (NFU?)", due="20250110",
             priority=2),
    ]
    cals["calendar/barn.ics"] = calendar("Barn / Sgubor", comps)
    return cals
