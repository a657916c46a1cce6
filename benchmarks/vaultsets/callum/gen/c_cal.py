# -*- coding: utf-8 -*-
"""Four iCalendar files. Each calendar is a list of content lines (unfolded);
util.ics_bytes folds and CRLF-terminates them."""
from util import VTZ_LONDON, VTZ_OSLO, ics_text as T

STAMP = "DTSTAMP:20250215T090000Z"
LDN = "TZID=Europe/London"


def head(name, desc, oslo=False):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Callum Drummond//Handwritten export 1.0//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + T(name), "X-WR-TIMEZONE:Europe/London",
             "X-WR-CALDESC:" + T(desc)]
    lines += VTZ_LONDON
    if oslo:
        lines += VTZ_OSLO
    return lines


def ev(uid, summary, start, end=None, allday=False, tz=LDN, desc=None, loc=None,
       extra=(), alarm=None, created="20240301T120000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, STAMP, "CREATED:" + created]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;%s:%s" % (tz, start))
        if end:
            L.append("DTEND;%s:%s" % (tz, end))
    L.append("SUMMARY:" + T(summary))
    if loc:
        L.append("LOCATION:" + T(loc))
    if desc:
        L.append("DESCRIPTION:" + T(desc))
    L.extend(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + T(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", completed=None, desc=None, prio=None):
    L = ["BEGIN:VTODO", "UID:" + uid, STAMP, "SUMMARY:" + T(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if desc:
        L.append("DESCRIPTION:" + T(desc))
    if prio:
        L.append("PRIORITY:%d" % prio)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


CALS = {}

# ------------------------------------------------------------------ personal
p = head("Callum – personal", "Home, kids handovers, cottage jobs")
p += ev("personal-handover-wed@callum.example", "Kids – pick up from Fiona's (Wed)",
        "20240313T170000", "20240313T173000",
        desc="Midweek night: pick up 5pm from Fiona's, tea + homework at mine, school run Thursday morning.",
        loc="Fiona's, Glencruitten Road, Oban",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20250108T170000Z",
               "EXDATE;%s:20241225T170000" % LDN])
p += ev("personal-handover-thu@callum.example", "Kids – pick up from Fiona's (Thu)",
        "20250116T170000", "20250116T173000",
        desc="Midweek night moved to Thursdays from 16 Jan 2025 (Fiona's new rota at the pharmacy). Pick up 5pm, school run Friday morning.",
        loc="Fiona's, Glencruitten Road, Oban",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=TH"], created="20250107T193000Z")
p += ev("personal-septic-2024@callum.example", "Septic tank empty – Kenny (Lorn Drainage)",
        "20240422T080000", "20240422T100000", desc="Make sure the track is clear for the tanker.")
p += ev("personal-dentist-2024@callum.example", "Dentist – check-up",
        "20240605T092000", "20240605T094000", loc="Oban dental practice, Stevenson Street")
p += ev("personal-damp-survey@callum.example", "Damp survey – Westcoast Damp & Timber",
        "20241003T100000", "20241003T120000", loc="Tigh na Creige",
        desc="Independent survey of the north gable / Rory's room. Clear the bed away from the wall first.")
p += ev("personal-stove-install@callum.example", "Stove install – Kerr Stoves & Flues",
        "20241114", "20241115", allday=True, desc="Day off work. Dog to Gregor's. Clear the living room the night before.")
p += ev("personal-mum70@callum.example", "Mum's 70th – family dinner",
        "20250315T190000", "20250315T230000",
        desc="Kirsty booked it – details in her email. Kids coming with me, Fiona dropping them Saturday morning. Bring the good whisky for Euan.",
        alarm=("-P1D", "Mum's 70th tomorrow – card, present, whisky"), created="20250211T221500Z")
p += ev("personal-bins-blue@callum.example", "Blue recycling bin out",
        "20240301T070000", "20240301T071500",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"])
p += todo("todo-septic-2025@callum.example", "Book septic tank empty for April (ring Kenny)", due="20250331",
          desc="Annual empty due April. New 2025 prices from Lorn Drainage.", prio=2)
p += todo("todo-rory-passport@callum.example", "Rory's passport renewal – photos + form", due="20250301", prio=3)
p += todo("todo-chimney-sweep@callum.example", "Chimney sweep after first winter of burning", due="20250531")
p += todo("todo-boat-insurance@callum.example", "Renew boat insurance (Merrow)", due="20240801",
          status="COMPLETED", completed="20240730T190000Z")
p += todo("todo-car-mot@callum.example", "Car MOT", due="20240930", status="COMPLETED", completed="20240924T110000Z")
p += ["END:VCALENDAR"]
CALS["calendars/personal.ics"] = p

# ------------------------------------------------------------------ kids
k = head("Isla & Rory", "Kids' clubs, school dates, holidays")
k += ev("kids-rory-swim@callum.example", "Rory – swimming club",
        "20240907T093000", "20240907T103000", loc="Oban Swim Centre",
        desc="Every other Saturday. Goggles, towel, £3 for the vending machine.",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20250628T093000Z"])
k += ev("kids-rory-swim@callum.example", "Rory – swimming club (moved to Sunday)",
        "20241117T100000", "20241117T110000", loc="Oban Swim Centre",
        desc="Pool maintenance on the Saturday – this week's session is Sunday morning.",
        extra=["RECURRENCE-ID;%s:20241116T093000" % LDN, "SEQUENCE:1"])
k += ev("kids-isla-fiddle@callum.example", "Isla – fiddle lesson",
        "20240827T161500", "20240827T170000", loc="Lorn Academy music dept",
        desc="Mrs Mathieson. Fiddle + music book.",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T161500Z",
               "EXDATE;%s:20241015T161500,20241022T161500" % LDN])
k += ev("kids-isla-parents-evening@callum.example", "Isla – S2 parents' evening",
        "20250227T163000", "20250227T164500", loc="Lorn Academy",
        desc="Slot with Mr Sutherland (guidance). Callum going – Fiona on a late shift.",
        extra=["ATTENDEE;CN=Callum Drummond;ROLE=REQ-PARTICIPANT:mailto:callum.drummond@postbox.example"],
        alarm=("-PT2H", "Parents' evening at 4.30"), created="20250210T184500Z")
k += ev("kids-rory-gala@callum.example", "Rory – swimming gala",
        "20250308T130000", "20250308T163000", loc="Oban Swim Centre",
        desc="Club gala. Rory in 50m free and 25m back. Spectators upstairs. Bring snacks.")
k += ev("kids-easter-2025@callum.example", "Easter holidays – schools closed",
        "20250407", "20250419", allday=True, desc="Argyll & Bute schools: Mon 7 – Fri 18 April 2025. Back Tue 22nd? – check.")
k += ev("kids-feb-midterm-2025@callum.example", "February mid-term – schools closed",
        "20250217", "20250219", allday=True)
k += ev("kids-rory-birthday@callum.example", "Rory's birthday", "20241102", "20241103", allday=True,
        extra=["RRULE:FREQ=YEARLY"])
k += todo("todo-rory-goggles@callum.example", "Buy Rory new goggles (his snapped)", due="20241005",
          status="COMPLETED", completed="20241004T170000Z")
k += ["END:VCALENDAR"]
CALS["calendars/kids.ics"] = k

# ------------------------------------------------------------------ work (stale: Bergen dates, deadline)
w = head("LMFS work", "Lorn Marine Field Station – meetings, fieldwork, KELPLINK", oslo=True)
w += ev("work-labmeeting@lornmarine.example", "Lab meeting",
        "20240304T100000", "20240304T110000", loc="Seminar room, LMFS",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=MO",
               "EXDATE;%s:20241223T100000,20241230T100000" % LDN])
w += ev("work-labmeeting@lornmarine.example", "Lab meeting (Tuesday – bank holiday)",
        "20240507T100000", "20240507T110000", loc="Seminar room, LMFS",
        extra=["RECURRENCE-ID;%s:20240506T100000" % LDN, "SEQUENCE:1"])
w += ev("work-kelplink-partnercall@havbrekk.example", "KELPLINK partner call",
        "20240502T140000", "20240502T150000", tz="TZID=Europe/Oslo", loc="Video call (link in invite)",
        extra=["RRULE:FREQ=MONTHLY;BYDAY=1TH",
               "ORGANIZER;CN=Ingrid Solberg:mailto:ingrid.solberg@havbrekk.example",
               "ATTENDEE;CN=Callum Drummond;PARTSTAT=ACCEPTED:mailto:c.drummond@lornmarine.example",
               "ATTENDEE;CN=Magnus Haugen;PARTSTAT=ACCEPTED:mailto:magnus.haugen@havbrekk.example",
               "ATTENDEE;CN=Lars Eide;PARTSTAT=TENTATIVE:mailto:lars.eide@nordlandcoastal.example"])
w += ev("work-survey-sgeirdhubh-2024@lornmarine.example", "Dive survey – Sgeir Dhubh",
        "20240612T083000", "20240612T160000", loc="Sgeir Dhubh, SW Kerrera",
        desc="RIB Corran from the station slip. Gregor skipper, Callum, Niamh, Aoife (surface).")
w += ev("work-survey-portnanron-2024@lornmarine.example", "Dive survey – Port nan Ròn",
        "20240613T083000", "20240613T160000", loc="Port nan Ròn, N Kerrera")
w += ev("work-survey-autumn-2024@lornmarine.example", "Autumn kelp check (weather permitting)",
        "20240924T090000", "20240924T150000")
w += ev("work-bbq-2024@lornmarine.example", "Station summer barbecue",
        "20240823T170000", "20240823T210000", loc="Station lawn")
w += ev("work-kelplink-bergen@havbrekk.example", "KELPLINK writing workshop – Bergen",
        "20250211T090000", "20250213T150000", tz="TZID=Europe/Oslo", loc="Bergen",
        desc="Three-day writing workshop with the partners. Flights + hotel to book. Dog sitter!",
        extra=["ORGANIZER;CN=Ingrid Solberg:mailto:ingrid.solberg@havbrekk.example",
               "ATTENDEE;CN=Callum Drummond;ROLE=REQ-PARTICIPANT:mailto:c.drummond@lornmarine.example",
               "ATTENDEE;CN=Niamh O'Connell;ROLE=OPT-PARTICIPANT:mailto:n.oconnell@lornmarine.example",
               "ATTENDEE;CN=Magnus Haugen;ROLE=REQ-PARTICIPANT:mailto:magnus.haugen@havbrekk.example"],
        created="20240910T101500Z")
w += ev("work-nsof-deadline@lornmarine.example", "NSOF Coastal Resilience – full proposal deadline",
        "20250314T160000", "20250314T161500", tz="TZID=Europe/Oslo",
        desc="Ingrid submits via the portal. All WP text to her a week before.",
        alarm=("-P7D", "KELPLINK deadline in a week"), created="20240410T090000Z")
w += todo("todo-wp3-draft@lornmarine.example", "Draft WP3 text for Ingrid", due="20241031",
          status="COMPLETED", completed="20241028T170000Z")
w += todo("todo-cv-nsof@lornmarine.example", "CV in NSOF template to Ingrid", due="20240430",
          status="COMPLETED", completed="20240426T120000Z")
w += ["END:VCALENDAR"]
CALS["calendars/work.ics"] = w

# ------------------------------------------------------------------ lifeboat
b = head("Lifeboat", "Firth of Lorn Lifeboat – training and events")
b += ev("foll-training-tue@folifeboat.example", "Lifeboat training night (Tuesdays)",
        "20240109T190000", "20240109T210000", loc="FoLL station, Ardcarrick",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20241029T190000Z"])
b += ev("foll-training-mon@folifeboat.example", "Lifeboat training night (Mondays, 19:30)",
        "20241104T193000", "20241104T213000", loc="FoLL station / Ardcarrick Village Hall",
        desc="Moved from Tuesdays – the Gaelic choir has the hall on Tuesdays now.",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=MO"], created="20241021T193000Z")
b += ev("foll-kitcheck@folifeboat.example", "Boat & kit check (rota)",
        "20240302T100000", "20240302T113000", loc="FoLL station, Ardcarrick",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA"])
b += ev("foll-openday-2024@folifeboat.example", "Lifeboat Open Day & duck race",
        "20240810T110000", "20240810T160000", loc="FoLL station, Ardcarrick",
        desc="On the duck race with Ruaridh. 3pm off the pier.")
b += ev("foll-ceilidh-2025@folifeboat.example", "Lifeboat Spring Ceilidh",
        "20250321T193000", "20250321T235900", loc="Ardcarrick Village Hall",
        desc="Fundraiser. On the raffle table. Setting up with the kids in the afternoon.",
        alarm=("-PT3H", "Ceilidh tonight – raffle prizes in the car"), created="20250128T100000Z")
b += ev("foll-agm-2025@folifeboat.example", "Crew AGM",
        "20250127T193000", "20250127T210000", loc="Ardcarrick Village Hall")
b += todo("todo-sea-survival@folifeboat.example", "Sea survival refresher – book via Lachie", due="20250331",
          desc="Cert lapses end of March. Courses in Oban 8 or 22 March.", prio=1)
b += ["END:VCALENDAR"]
CALS["calendars/lifeboat.ics"] = b
