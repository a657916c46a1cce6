# -*- coding: utf-8 -*-
"""Four iCalendar files (CRLF, folded lines, VTIMEZONE Europe/London)."""

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

TZ = "TZID=Europe/London"


def esc(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;")
            .replace(",", "\\,").replace("\n", "\\n"))


def fold(line):
    """RFC 5545 folding at 75 octets, never splitting a UTF-8 sequence."""
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return line
    parts = []
    cur = b""
    limit = 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            parts.append(cur)
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += b
    parts.append(cur)
    return "\r\n ".join(p.decode("utf-8") for p in parts)


def event(uid, summary, start, end=None, allday=False, desc=None, loc=None,
          extra=(), dtstamp="20250101T090000Z"):
    lines = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + dtstamp]
    if allday:
        lines.append("DTSTART;VALUE=DATE:" + start)
        if end:
            lines.append("DTEND;VALUE=DATE:" + end)
    elif start.endswith("Z"):
        lines.append("DTSTART:" + start)
        if end:
            lines.append("DTEND:" + end)
    else:
        lines.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            lines.append("DTEND;%s:%s" % (TZ, end))
    lines.append("SUMMARY:" + esc(summary))
    if loc:
        lines.append("LOCATION:" + esc(loc))
    if desc:
        lines.append("DESCRIPTION:" + esc(desc))
    lines.extend(extra)
    lines.append("END:VEVENT")
    return lines


def todo(uid, summary, due, status, desc=None, completed=None, prio=None,
         dtstamp="20250101T090000Z"):
    lines = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + dtstamp,
             "SUMMARY:" + esc(summary)]
    if len(due) == 8:
        lines.append("DUE;VALUE=DATE:" + due)
    else:
        lines.append("DUE;%s:%s" % (TZ, due))
    lines.append("STATUS:" + status)
    if prio:
        lines.append("PRIORITY:%d" % prio)
    if completed:
        lines.append("COMPLETED:" + completed)
    if desc:
        lines.append("DESCRIPTION:" + esc(desc))
    lines.append("END:VTODO")
    return lines


def calendar(name, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Kavya//Personal calendars export//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/London"]
    lines.extend(VTZ.split("\n"))
    for c in comps:
        lines.extend(c)
    lines.append("END:VCALENDAR")
    return ("\r\n".join(fold(l) for l in lines) + "\r\n").encode("utf-8")


def attendee(cn, mail, role="REQ-PARTICIPANT", partstat="ACCEPTED"):
    return ('ATTENDEE;CN="%s";ROLE=%s;PARTSTAT=%s:mailto:%s'
            % (cn, role, partstat, mail))


ORG = "ORGANIZER;CN=Kavya Raghunathan:mailto:kavya.raghunathan@postbox.example"

CALS = {}

# ------------------------------------------------------------- surgery (stale)
CALS["calendars/surgery.ics"] = calendar("Surgery - Kavya", [
    event("eg-practice-mtg@kavya", "Practice meeting", "20250107T123000",
          "20250107T133000", loc="Library, first floor",
          desc="Weekly practice meeting. Agenda to Shabana by Monday 4pm. Clinicians between sessions - keep to time.",
          extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20251223T123000Z",
                 "EXDATE;%s:20250422T123000,20250826T123000,20251028T123000" % TZ]),
    event("eg-partners-mtg@kavya", "Partners' business meeting", "20250108T183000",
          "20250108T200000", loc="Library, first floor",
          desc="Finance, contracts, premises. Me + Dr Hughes + Dr Malik. Sandwiches from Greggs.",
          extra=["RRULE:FREQ=MONTHLY;BYDAY=1WE"]),
    event("eg-coldline-visit@kavya", "Coldline engineer - vaccine fridge", "20250204T100000",
          "20250204T113000", loc="Treatment room corridor",
          desc="Fridge failed over the weekend. Engineer to inspect compressor. Janet to be there."),
    event("eg-new-fridge@kavya", "New vaccine fridge delivery + install", "20250211T080000",
          "20250211T100000", desc="Medifrost MF-400. Data logger to be set up before restocking."),
    event("eg-cqc-inspection@kavya", "CQC inspection", "20250617T090000", "20250617T170000",
          loc="Edgeley Green Surgery",
          desc="Announced inspection (INS2-1184-4471). Lead inspector Helen Carter + GP specialist advisor. All partners in. Evidence folder in the inspectors' room. Clear diaries from 8am.",
          extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:CQC tomorrow - evidence folder!",
                 "TRIGGER:-PT15H", "END:VALARM"]),
    event("eg-locum-induction@kavya", "Locum induction (mat cover) - with Dr Malik",
          "20250530T140000", "20250530T170000", loc="Dr Malik's room",
          desc="IT, smartcard, templates, local pathways, safeguarding contacts. Induction pack printed."),
    event("eg-okafor-mat@kavya", "Dr Okafor - maternity leave starts", "20250602",
          "20250603", allday=True),
    event("eg-flu-sat@kavya", "Saturday flu clinic", "20251004T083000", "20251004T123000",
          desc="Flu + Covid (75+). 4 clinicians, 3 reception. Bring the queue barriers from the shed.",
          extra=["RRULE:FREQ=WEEKLY;COUNT=3"]),
    todo("eg-todo-chaperone@kavya", "CQC action: review + re-issue chaperone policy",
         "20250831", "COMPLETED", completed="20250815T160000Z",
         desc="Dr Hughes signed off 15 Aug. Re-issued to all staff, read receipts on the intranet."),
    todo("eg-todo-sink@kavya", "CQC action: replace clinical hand wash sink in Room 2",
         "20251031", "NEEDS-ACTION", prio=1,
         desc="Needs HTM 64 compliant sink with non-touch taps and no overflow. Estates quote awaited (2 quotes asked). Still not done."),
    todo("eg-todo-adjuster@kavya", "Send data logger download + invoices to loss adjuster",
         "20250930", "COMPLETED", completed="20250925T164000Z"),
    todo("eg-todo-appraisals@kavya", "Reception appraisals - book dates", "20251128",
         "NEEDS-ACTION"),
])

# ------------------------------------------------------------------- family
CALS["calendars/family.ics"] = calendar("Family", [
    event("fam-options-evening@kavya", "Adi - Year 9 options evening", "20250130T180000",
          "20250130T200000", loc="Kingsway Park Academy, Main Hall"),
    event("fam-parents-evening@kavya", "Adi - Y9 parents' evening", "20250306T163000",
          "20250306T190000", loc="Kingsway Park Academy"),
    event("fam-nets@kavya", "Adi nets (U15)", "20250415T180000", "20250415T193000",
          loc="Crescent Road CC",
          desc="Whitfields drive Tuesdays. Kit bag, water bottle, helmet.",
          extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250826T170000Z",
                 "EXDATE;%s:20250527T180000" % TZ,
                 "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Adi nets - kit bag + water",
                 "TRIGGER:-PT45M", "END:VALARM"]),
    event("fam-nets@kavya", "Adi nets (U15) - WEDNESDAY this week", "20250611T180000",
          "20250611T193000", loc="Crescent Road CC",
          desc="Moved from Tuesday - ground staff need the square for pitch prep.",
          extra=["RECURRENCE-ID;%s:20250610T180000" % TZ]),
    event("fam-vfs@kavya", "Amma - VFS biometrics (Bengaluru, 10:30 IST)", "20250522T050000Z",
          "20250522T060000Z", desc="Divya taking her. Docs folder in checklist order."),
    event("fam-cornwall@kavya", "Cornwall - Padstow cottage", "20250809", "20250817",
          allday=True, desc="Sanjay house-sitting. Sheet printed and on the fridge."),
    event("fam-awards@kavya", "Adi - cricket awards night", "20250919T190000",
          "20250919T223000", loc="Crescent Road CC clubhouse",
          desc="Junior end of season awards. GBP 5 per adult on the door. Bring outgrown pads for the kit sale."),
    event("fam-amma-arrives@kavya", "Amma arrives!", "20250927", "20250928", allday=True),
    event("fam-adi-bday@kavya", "Adi's birthday", "20101116", "20101117", allday=True,
          extra=["RRULE:FREQ=YEARLY"]),
    todo("fam-todo-passport@kavya", "Renew Adi's passport (expires Jan 2026)", "20251130",
         "NEEDS-ACTION", desc="Need countersignatory + new photo. He's grown a moustache, apparently."),
    todo("fam-todo-amma-gp@kavya", "Register Amma as temporary resident at the surgery",
         "20251003", "COMPLETED", completed="20250929T100000Z"),
])

# --------------------------------------------------------------------- home
CALS["calendars/home.ics"] = calendar("Home", [
    event("home-bins-black@kavya", "Black bin out (Wed night)", "20250102", "20250103",
          allday=True, extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"]),
    event("home-loft-sitemeet@kavya", "Loft site meeting - Dave + structural engineer",
          "20250311T170000", "20250311T180000", loc="21 Greenbank Ave",
          desc="Walk round the loft for the dormer version. Calcs for steels. Vik to be home."),
    event("home-window-cleaner@kavya", "Window cleaner (cash 18)", "20250103", "20250104",
          allday=True, extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=3"]),
    event("home-insurance@kavya", "Home insurance renewal - shop around!", "20250915",
          "20250916", allday=True),
    event("home-boiler@kavya", "Boiler service - Heatwise", "20251014T080000",
          "20251014T100000"),
    event("home-lexicon-return@kavya", "Enyaq collection + end of lease inspection (Lexicon)",
          "20251121T080000", "20251121T120000", loc="21 Greenbank Ave (driveway)",
          desc="AM slot, driver calls 30 min before. Both keys, locking wheel nut key, both charging cables, clean car. Someone over 18 to sign the report.",
          extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Clean the car tonight + find 2nd key",
                 "TRIGGER:-PT14H", "END:VALARM"]),
    event("home-ev3-delivery@kavya", "Kia EV3 delivery (w/c - Leasewise to confirm day)",
          "20251201", "20251202", allday=True),
    todo("home-todo-partywall@kavya", "Chase No. 23 (Ray + Pat Fletcher) for party wall consent form",
         "20251031", "NEEDS-ACTION", prio=2,
         desc="No. 19 signed in April. No. 23 still not returned - if not by end Oct we may need a party wall surveyor before the build starts."),
    todo("home-todo-alloy@kavya", "SMART repair - kerbed alloy before Lexicon inspection",
         "20251114", "NEEDS-ACTION"),
])

# ------------------------------------------------------------------- diwali
CALS["calendars/diwali.ics"] = calendar("Diwali 2025 (HCICA)", [
    event("dw-cttee@kavya", "Diwali committee meeting", "20250703T193000", "20250703T210000",
          loc="Bridge Hall - small meeting room",
          desc="Fortnightly until the event. Agenda goes out the Monday before. Anil brings the budget sheet.",
          extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20251023T183000Z", ORG,
                 attendee("Anil Mehta", "anil.mehta@inboxmail.example"),
                 attendee("Priya Nair", "priya.nair@inboxmail.example"),
                 attendee("Harpreet Sandhu", "harpreet.sandhu@inboxmail.example"),
                 attendee("Meena Mehta", "meena.mehta@inboxmail.example", role="OPT-PARTICIPANT",
                          partstat="TENTATIVE")]),
    event("dw-tasting@kavya", "Caterer tasting - Annapoorna, Longsight", "20250906T150000",
          "20250906T163000", loc="Annapoorna Kitchen, Longsight",
          extra=[attendee("Anil Mehta", "anil.mehta@inboxmail.example"),
                 attendee("Meena Mehta", "meena.mehta@inboxmail.example")]),
    event("dw-rehearsal@kavya", "Kids' dance rehearsal", "20250927T130000", "20250927T160000",
          loc="Bridge Hall - main hall", desc="Bollywood + Garba groups. Music on Priya's phone."),
    event("dw-rangoli-ws@kavya", "Rangoli workshop for kids", "20251019T140000",
          "20251019T160000", loc="Bridge Hall - small meeting room"),
    event("dw-setup@kavya", "Diwali Mela - set up", "20251025T140000", "20251025T170000",
          loc="Bridge Hall Community Centre, 7 Bridge Lane"),
    event("dw-mela@kavya", "Diwali Mela 2025", "20251025T170000", "20251025T213000",
          loc="Bridge Hall Community Centre, 7 Bridge Lane, Heaton Norris",
          desc="Doors 5pm. Dinner 7pm. Finale 8:30pm. DJ till 9:30. Out by 22:30.",
          extra=[ORG,
                 attendee("Anil Mehta", "anil.mehta@inboxmail.example"),
                 attendee("Priya Nair", "priya.nair@inboxmail.example"),
                 attendee("Harpreet Sandhu", "harpreet.sandhu@inboxmail.example"),
                 attendee("Vikram Raghunathan", "vik.raghunathan@postbox.example",
                          role="OPT-PARTICIPANT")]),
    todo("dw-todo-pli@kavya", "Send public liability insurance certificate to Bridge Hall (Maureen)",
         "20251011", "NEEDS-ACTION", prio=1,
         desc="Hall needs it 14 days before. Anil has the HCICA policy PDF - get it off him and email Maureen. NOT SENT YET."),
    todo("dw-todo-diyas@kavya", "Order 200 LED diyas", "20250915", "COMPLETED",
         completed="20250909T200000Z"),
    todo("dw-todo-dbs@kavya", "Collect DBS confirmations for craft-table volunteers",
         "20251018", "IN-PROCESS", desc="Priya has 4 of 6."),
])
