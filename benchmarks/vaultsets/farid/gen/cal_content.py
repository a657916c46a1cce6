# -*- coding: utf-8 -*-
"""Four iCalendar files. Each calendar is a list of unfolded content lines
(build.py escapes nothing here - values below are already RFC 5545 text), folded and
CRLF-terminated by build.py."""

TZ = "Europe/London"
DTSTAMP = "DTSTAMP:20250524T180000Z"

VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/London",
    "X-LIC-LOCATION:Europe/London",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:BST",
    "DTSTART:19810329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19961027T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def esc(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def dt(local):
    return "DTSTART;TZID=%s:%s" % (TZ, local)


def event(uid, summary, start=None, end=None, date=None, date_end=None, location=None,
          description=None, extra=()):
    lines = ["BEGIN:VEVENT", "UID:" + uid, DTSTAMP]
    if date:
        lines.append("DTSTART;VALUE=DATE:" + date)
        if date_end:
            lines.append("DTEND;VALUE=DATE:" + date_end)
    else:
        lines.append("DTSTART;TZID=%s:%s" % (TZ, start))
        lines.append("DTEND;TZID=%s:%s" % (TZ, end))
    lines.append("SUMMARY:" + esc(summary))
    if location:
        lines.append("LOCATION:" + esc(location))
    if description:
        lines.append("DESCRIPTION:" + esc(description))
    lines.extend(extra)
    lines.append("END:VEVENT")
    return lines


def todo(uid, summary, status, due=None, completed=None, description=None, priority=None):
    lines = ["BEGIN:VTODO", "UID:" + uid, DTSTAMP, "SUMMARY:" + esc(summary)]
    if due:
        lines.append("DUE;VALUE=DATE:" + due)
    lines.append("STATUS:" + status)
    if completed:
        lines.append("COMPLETED:" + completed)
    if priority:
        lines.append("PRIORITY:%d" % priority)
    if description:
        lines.append("DESCRIPTION:" + esc(description))
    lines.append("END:VTODO")
    return lines


def calendar(name, prodid, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/London"]
    lines += VTIMEZONE
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return lines


ORG = "ORGANIZER;CN=Farid Rahimi:mailto:farid.rahimi@klmp-nhs.example"

# ------------------------------------------------------------------ work
WORK = calendar("Farid - Work (KLMP)", "-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", [
    event("klmp-partners-2024@klmp-nhs.example", "Partners' meeting",
          start="20240910T123000", end="20240910T140000", location="Room 6",
          description="Monthly partners' meeting. Agenda to Farid by the Friday before. Sandwiches from the Co-op (veggie + halal).",
          extra=["RRULE:FREQ=MONTHLY;BYDAY=2TU;UNTIL=20251209T235959Z",
                 "EXDATE;TZID=Europe/London:20241210T123000",
                 ORG,
                 "ATTENDEE;CN=Dr Helen Marsh;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:helen.marsh@klmp-nhs.example",
                 "ATTENDEE;CN=Dr Raj Bhatt;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:raj.bhatt@klmp-nhs.example",
                 "ATTENDEE;CN=Dr Olu Adeyemi;ROLE=REQ-PARTICIPANT;PARTSTAT=TENTATIVE:mailto:olu.adeyemi@klmp-nhs.example"]),
    event("kbpcn-pm-2024@kbpcn.example", "PCN practice managers' meeting",
          start="20240918T140000", end="20240918T153000",
          location="Bramley Health Centre, meeting room 2",
          extra=["RRULE:FREQ=WEEKLY;INTERVAL=4;BYDAY=WE;COUNT=12",
                 "ATTENDEE;CN=Sam Whitaker;ROLE=CHAIR:mailto:sam.whitaker@kbpcn.example"]),
    event("klmp-flu-sat-2024@klmp-nhs.example", "Saturday flu clinic",
          start="20241005T080000", end="20241005T120000", location="Kirkstall Lane Medical Practice",
          description="Volunteers: car park (Karen's husband), queue marshals x2. Vaccines in both fridges.",
          extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=3"]),
    event("klmp-mockcqc-2025@klmp-nhs.example", "Mock CQC (HM + KD)",
          start="20250218T133000", end="20250218T170000", location="Whole building"),
    event("klmp-cqc-2025@klmp-nhs.example", "CQC inspection",
          start="20250319T083000", end="20250319T170000", location="Kirkstall Lane Medical Practice",
          description="Lead inspector + GP specialist advisor. Welcome/presentation 9am (Farid, 10 mins). Room 6 for the inspectors. Interviews: partners, Karen, Jodie, one receptionist, one HCA. Feedback session at the end of the day.",
          extra=[ORG, "PRIORITY:1"]),
    event("abv-workshop-2025@abbeydalevoice.example", "Abbeydale call-flow workshop (Teams)",
          start="20250305T100000", end="20250305T113000", location="Microsoft Teams"),
    event("abv-training-2025@abbeydalevoice.example", "Abbeydale handset training - reception",
          start="20250403T130000", end="20250403T150000", location="Room 6",
          extra=["ATTENDEE;CN=Jodie Kershaw:mailto:jodie.kershaw@klmp-nhs.example",
                 "ATTENDEE;CN=Liam Foster:mailto:liam.foster@klmp-nhs.example"]),
    event("abv-golive-2025@abbeydalevoice.example", "Phones go-live: Abbeydale Voice",
          date="20250407", date_end="20250408",
          description="Switch-over from TeleMed Voice to Abbeydale Voice at 07:00. Numbers ported overnight Sunday. Ollie Brennan (project manager) on site all day. Old TeleMed handsets to be boxed up and kept in the back office until collected. Business continuity plan already updated.",
          extra=["TRANSP:TRANSPARENT"]),
    event("klmp-awayday-2025@klmp-nhs.example", "Staff away day",
          start="20250612T090000", end="20250612T160000",
          location="Ravensdale Hall, Pool-in-Wharfedale",
          description="Whole-practice away day. Surgery closed, phones on PLT message, 111 covering. Lunch provided. Agenda: year review, CQC report, access model review after 3 months of the new phones.",
          extra=[ORG,
                 "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Away day tomorrow - check minibus + phones message",
                 "TRIGGER:-P1D", "END:VALARM"]),
    event("klmp-appraisal-fr-2025@klmp-nhs.example", "Appraisal (Helen)",
          start="20250528T140000", end="20250528T153000", location="Helen's room"),
    todo("klmp-todo-dspt-2025@klmp-nhs.example", "Submit DSPT (Data Security & Protection Toolkit)",
         "NEEDS-ACTION", due="20250630", priority=2,
         description="Liam has done most of the evidence. Check the IG training % and sign off."),
    todo("klmp-todo-bcp-2025@klmp-nhs.example", "Update business continuity plan for new phones",
         "COMPLETED", due="20250314", completed="20250312T161500Z"),
])

# ------------------------------------------------------------------ family
FAMILY = calendar("Rahimi family", "-//Apple Inc.//macOS 14.4//EN", [
    event("fam-bins-green@rahimi.example", "Green bin out", date="20240702", date_end="20240703",
          extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"]),
    event("fam-bins-black@rahimi.example", "Black bin out", date="20240709", date_end="20240710",
          extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"]),
    event("fam-claire-bday@rahimi.example", "Claire's birthday", date="20240917", date_end="20240918",
          extra=["RRULE:FREQ=YEARLY"]),
    event("fam-baba-gp-1105@rahimi.example", "Baba - medication review, Dr Anand",
          start="20241105T104000", end="20241105T110000", location="Rodley Lane Surgery",
          description="Ask about the blood pressure tablets + dizziness. Farid to take him."),
    event("fam-mina-play-2024@rahimi.example", "Mina - school play (she's a tree)",
          start="20241205T183000", end="20241205T203000", location="Hawksworth Park Academy, main hall"),
    event("fam-baba-review-2025@rahimi.example", "Baba - care review (Leeds ASC)",
          start="20250522T103000", end="20250522T113000",
          location="Baba's house, 14 Beechroyd Close",
          description="Annual review of the care package with the social worker. Farid + Shirin to attend. Bring the Brightwell log and the list of questions (bedtime call, weekends).",
          extra=["ATTENDEE;CN=Janet Okafor;ROLE=REQ-PARTICIPANT:mailto:janet.okafor@leeds-asc.example",
                 "ATTENDEE;CN=Shirin Rahimi:mailto:shirin.rahimi@mailbox.example"]),
    event("fam-darius-gcse-2025@rahimi.example", "Darius - GCSEs start", date="20250512", date_end="20250513"),
    event("fam-halfterm-may-2025@rahimi.example", "Half term", date="20250526", date_end="20250531"),
    event("fam-baba-audiology-2025@rahimi.example", "Baba - audiology (hearing aids)",
          start="20250610T142000", end="20250610T150000",
          location="Wharfedale Audiology Clinic, 2 Otley Old Road",
          description="Hearing aid review - left one whistles. Bring both aids + the spare batteries.",
          extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Baba audiology",
                 "TRIGGER:-PT2H", "END:VALARM"]),
    event("fam-darius-workexp-2025@rahimi.example", "Darius - work experience week",
          date="20250707", date_end="20250712",
          description="9-5 each day. Packed lunch. He's wearing a tie apparently."),
    todo("fam-todo-bluebadge@rahimi.example", "Renew Baba's Blue Badge", "NEEDS-ACTION",
         due="20250715", priority=1,
         description="Current badge expires 31 July. Need a new passport-style photo, proof of address and the letter from Dr Anand. Apply online through the council. Still not done!"),
    todo("fam-todo-mina-passport@rahimi.example", "Renew Mina's passport", "NEEDS-ACTION",
         due="20250801"),
    todo("fam-todo-carins@rahimi.example", "Car insurance renewal - shop around", "COMPLETED",
         due="20250110", completed="20250103T200000Z"),
])

# ------------------------------------------------------------------ loft
LOFT = calendar("Loft project", "-//Google Inc//Google Calendar 70.9054//EN", [
    event("loft-gareth-survey@rahimi.example", "Gareth - measured survey",
          start="20240808T173000", end="20240808T190000", location="23 Ashdene Grove"),
    event("loft-dale-visit@rahimi.example", "Dale Pickering - quote visit",
          start="20240912T173000", end="20240912T183000", location="23 Ashdene Grove"),
    event("loft-priya-visit@rahimi.example", "Priya Lal - structural site visit",
          start="20241121T100000", end="20241121T113000", location="23 Ashdene Grove",
          description="Needs access to the loft and the bedroom ceilings. Clear the hatch area."),
    event("loft-planning-due@rahimi.example", "Planning decision due (target date)",
          date="20241220", date_end="20241221"),
    event("loft-prestart@rahimi.example", "Pre-start meeting with Dale",
          start="20250520T180000", end="20250520T190000", location="23 Ashdene Grove",
          extra=["ATTENDEE;CN=Dale Pickering;ROLE=REQ-PARTICIPANT:mailto:dale@pickeringlofts.example",
                 "ATTENDEE;CN=Claire Rahimi:mailto:claire.rahimi@homemail.example"]),
    event("loft-scaffold@rahimi.example", "Scaffolding up (front + rear)", date="20250529", date_end="20250530",
          description="Car off the drive the night before."),
    event("loft-start@rahimi.example", "Loft build starts", date="20250602", date_end="20250603"),
    event("loft-bc-steels@rahimi.example", "Building control - steels inspection (TBC)",
          start="20250613T090000", end="20250613T100000", location="23 Ashdene Grove",
          extra=["STATUS:TENTATIVE"]),
    todo("loft-todo-clear@rahimi.example", "Clear the loft", "NEEDS-ACTION", due="20250528",
         description="Christmas stuff to the garage, Baba's suitcases to Shirin's, exercise bike to the tip."),
    todo("loft-todo-blinds@rahimi.example", "Order rooflight blinds (blackout)", "NEEDS-ACTION",
         due="20250630"),
])

# ------------------------------------------------------------------ football
FIVES_UID = "thursday-fives-2024@bramleyfives.example"
FIVES = calendar("Five-a-side", "-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN", [
    event(FIVES_UID, "Thursday Fives",
          start="20240905T190000", end="20240905T200000", location="Bramley Sports Dome, pitch 3",
          description="Bring bibs if you lost last week. Subs to Gaz.",
          extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20250109T235959Z",
                 "EXDATE;TZID=Europe/London:20241226T190000"]),
    event(FIVES_UID, "Thursday Fives - moved to WEDNESDAY (pitch 1)",
          start="20241106T190000", end="20241106T200000", location="Bramley Sports Dome, pitch 1",
          description="Pitch 3 being resurfaced.",
          extra=["RECURRENCE-ID;TZID=Europe/London:20241107T190000"]),
    event("fives-xmas-curry-2024@bramleyfives.example", "Fives Christmas curry",
          start="20241219T210000", end="20241219T233000", location="Shabab, Kirkstall Road"),
    event("thursday-fives-2025@bramleyfives.example", "Thursday Fives",
          start="20250116T200000", end="20250116T210000", location="Bramley Sports Dome, pitch 3",
          description="New slot from January. Subs to Gaz monthly.",
          extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20250731T225959Z",
                 "EXDATE;TZID=Europe/London:20250417T200000"]),
    todo("fives-todo-subs-q1@bramleyfives.example", "Pay Gaz subs (Jan-Mar)", "COMPLETED",
         due="20250131", completed="20250129T190000Z"),
])

CALENDARS = {
    "calendars/work-klmp.ics": WORK,
    "calendars/family.ics": FAMILY,
    "calendars/loft-project.ics": LOFT,
    "calendars/five-a-side.ics": FIVES,
}
