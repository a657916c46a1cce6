# -*- coding: utf-8 -*-
"""Four .ics calendars, written by hand (CRLF, folded lines)."""
from util import ics_escape as E, ics_join, VTZ_LONDON, VTZ_WARSAW

CALS = {}
STAMP = "DTSTAMP:20251118T090000Z"


def head(name, tzs):
    lines = ["BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + E(name),
             "X-WR-TIMEZONE:Europe/London"]
    for tz in tzs:
        lines += tz
    return lines


def ev(uid, start, end, summary, location=None, desc=None, extra=(), tz="Europe/London", tz_end=None,
       allday=False):
    l = ["BEGIN:VEVENT", STAMP, "UID:%s@zofia.cal.example" % uid]
    if allday:
        l += ["DTSTART;VALUE=DATE:" + start, "DTEND;VALUE=DATE:" + end]
    else:
        l += ["DTSTART;TZID=%s:%s" % (tz, start), "DTEND;TZID=%s:%s" % (tz_end or tz, end)]
    l.append("SUMMARY:" + E(summary))
    if location:
        l.append("LOCATION:" + E(location))
    if desc:
        l.append("DESCRIPTION:" + E(desc))
    l += list(extra)
    l.append("END:VEVENT")
    return l


def todo(uid, summary, due, status, desc=None, completed=None, prio=None):
    l = ["BEGIN:VTODO", STAMP, "UID:%s@zofia.cal.example" % uid, "SUMMARY:" + E(summary)]
    if due:
        l.append(("DUE;VALUE=DATE:" if len(due) == 8 else "DUE;TZID=Europe/London:") + due)
    l.append("STATUS:" + status)
    if prio:
        l.append("PRIORITY:%d" % prio)
    if completed:
        l.append("COMPLETED:" + completed)
    if desc:
        l.append("DESCRIPTION:" + E(desc))
    l.append("END:VTODO")
    return l


# ------------------------------------------------------------------ work
L = head("Work - Ward 51", [VTZ_LONDON])
L += ev("nights-2025", "20250106T193000", "20250107T080000", "Night shift - Ward 51",
        "Ward 51, St Aidan's Children's Hospital, Leeds",
        "19:30-08:00, handover 19:30 sharp. Fortnightly Mon/Tue/Wed block. "
        "10+11 June swapped (Agnieszka covering). 8 Dec: annual leave (driving test on the 9th).",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE;UNTIL=20251231T235959Z",
               "EXDATE;TZID=Europe/London:20250610T193000,20250611T193000",
               "EXDATE;TZID=Europe/London:20251208T193000",
               "TRANSP:OPAQUE"])
L += ev("nights-2025", "20250722T193000", "20250723T080000", "Night shift - HDU cover (Ward 52)",
        "Ward 52 HDU, St Aidan's Children's Hospital",
        "Covering HDU for one night - read the trache guideline first!",
        extra=["RECURRENCE-ID;TZID=Europe/London:20250722T193000", "SEQUENCE:1"])
L += ev("appraisal-2025", "20250416T140000", "20250416T150000", "Appraisal with Siobhan",
        "Ward manager's office, Ward 51",
        extra=["ATTENDEE;CN=Siobhan Clarke;ROLE=REQ-PARTICIPANT:mailto:siobhan.clarke@staidans.nhs.example"])
L += ev("precept-training", "20250716T090000", "20250716T160000", "Preceptorship facilitator training",
        "Education Centre, Room 2, Clarendon Wing")
L += ev("trache-refresher", "20250820T130000", "20250820T160000", "Tracheostomy care refresher",
        "Clinical skills lab, Clarendon Wing")
L += ev("refl-discussion", "20250908T083000", "20250908T093000",
        "Reflective discussion (revalidation) - Priya", "Staff canteen, after handover",
        "Bring all 5 reflective accounts + the NMC form for Priya to sign.",
        extra=["ATTENDEE;CN=Priya Nair;ROLE=REQ-PARTICIPANT:mailto:priya.nair@staidans.nhs.example"])
L += ev("confirmation-mtg", "20250910T140000", "20250910T150000",
        "Revalidation confirmation meeting - Deborah Fenwick (Matron)",
        "Matron's office, 3rd floor, Clarendon Wing",
        "Bring portfolio: CPD log, reflective accounts, discussion form, feedback.",
        extra=["ATTENDEE;CN=Deborah Fenwick;ROLE=REQ-PARTICIPANT:mailto:deborah.fenwick@staidans.nhs.example"])
L += ev("pils-2025", "20251202T090000", "20251202T163000", "PILS update (Paediatric Immediate Life Support)",
        "Education Centre, Room 4, Clarendon Wing, St Aidan's",
        "2-yearly PILS update. Bring ID badge, comfy clothes (lots of kneeling). "
        "Pre-course e-learning must be done before the day or they send you home.",
        extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:PILS tomorrow - e-learning done?",
               "TRIGGER:-P1D", "END:VALARM"])
L += ev("ward-xmas", "20251212T193000", "20251212T233000", "Ward 51 Christmas do",
        "The Brudenell Arms, Headingley", "£10 deposit to Dwayne. Secret Santa limit £5.")
L += todo("todo-nmc-submit", "Submit revalidation on NMC Online + pay fee", "20251001", "COMPLETED",
          completed="20250924T180000Z")
L += todo("todo-conf-book", "Book confirmation meeting with Deborah's PA", "20250815", "COMPLETED",
          completed="20250704T120000Z")
L += todo("todo-nmc-verif", "NMC verification: upload confirmer details, CPD evidence + discussion form",
          "20251212", "NEEDS-ACTION",
          desc="Selected for verification (NMC email 10 Nov). Ask Deborah about giving her details.", prio=1)
L += todo("todo-pils-elearn", "PILS pre-course e-learning", "20251201", "NEEDS-ACTION")
L.append("END:VCALENDAR")
CALS["calendar/work-ward51-2025.ics"] = ics_join(L)

# ------------------------------------------------------------------ personal
L = head("Zofia - personal", [VTZ_LONDON])
L += ev("driving-lessons", "20250207T110000", "20250207T120000", "Driving lesson - Dave",
        "Pick-up from home",
        "Weekly on Fridays. 2 hours from May.",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20251205T235959Z",
               "EXDATE;TZID=Europe/London:20250613T110000",
               "ATTENDEE;CN=Dave Ackroyd;ROLE=REQ-PARTICIPANT:mailto:dave@ackroydmotoring.example"])
L += ev("bookclub", "20250130T193000", "20250130T213000", "Book club - Headingley Readers", None,
        "Last Thursday of the month. Venue + book: see the list emails from Fiona.",
        extra=["RRULE:FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20251130T235959Z",
               "EXDATE;TZID=Europe/London:20250626T193000"])
L += ev("mama-call", "20250105T120000", "20250105T124500", "Call Mama (voice, not video)", None,
        "Sunday after church - 13:00 her time.",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=SU"])
L += ev("vet-kluska", "20250311T163000", "20250311T170000", "Kluska - vaccinations", "Headingley Vets, Otley Road")
L += ev("theory-test", "20250321T140000", "20250321T150000", "Theory test", "Leeds theory test centre, Park Row")
L += ev("aga-bday", "20250802", "20250803", "Aga's birthday", allday=True)
L += ev("dentist", "20251002T153000", "20251002T160000", "Dentist", "Headingley Dental, North Lane")
L += ev("driving-test-sept", "20250903T085700", "20250903T100000", "DRIVING TEST", "Horsforth test centre",
        "Cancelled by DVSA (examiner unavailable) - rebooked for December.",
        extra=["STATUS:CANCELLED"])
L += ev("driving-test-dec", "20251209T101400", "20251209T111500", "DRIVING TEST",
        "Leeds (Horsforth) Driving Test Centre",
        "Warm-up lesson with Dave 08:30 before. Photocard provisional licence! No night before (leave booked).",
        extra=["ATTENDEE;CN=Dave Ackroyd;ROLE=OPT-PARTICIPANT:mailto:dave@ackroydmotoring.example",
               "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Driving test tomorrow", "TRIGGER:-PT20H",
               "END:VALARM"])
L += ev("xmas-pl", "20251222", "20251228", "Wrocław for Christmas? (leave requested)", allday=True,
        extra=["STATUS:TENTATIVE"])
L += todo("todo-fiona-deposit", "Pay Fiona £12 - book club Christmas meal deposit", "20251130", "NEEDS-ACTION")
L += todo("todo-holter", "Find + book private 24h Holter for Mama in Wrocław (ring clinics 9-10 am UK)",
          None, "NEEDS-ACTION", desc="Marek asked in October. NFZ date is March - too late.", prio=1)
L += todo("todo-thankyou", "Thank-you card to Kasia & Bartek", "20250630", "COMPLETED",
          completed="20250626T100000Z")
L.append("END:VCALENDAR")
CALS["calendar/personal-2025.ics"] = ics_join(L)

# ------------------------------------------------------------------ trip (stale: made in January)
L = head("Wrocław - wesele Kasi", [VTZ_LONDON, VTZ_WARSAW])
L += ev("trip-out", "20250612T064000", "20250612T095500", "✈ LBA → WRO (FA 2417)",
        "Leeds Bradford Airport",
        "Booking ref in the FlyAway email. Online check-in 24h before. 1 x 20kg bag.",
        tz_end="Europe/Warsaw")
L += ev("trip-mama-dinner", "20250612T190000", "20250612T220000", "Kolacja u Mamy", "Mama, Krzyki",
        tz="Europe/Warsaw")
L += ev("trip-slub", "20250614T150000", "20250614T160000", "Ślub Kasi i Bartka",
        "Kościół pw. św. Jakuba, Sobótka",
        "Czytam pierwsze czytanie - zakrystia 14:40!", tz="Europe/Warsaw")
L += ev("trip-wesele", "20250614T170000", "20250615T050000", "Wesele", "Dwór Pod Lipami, Sulistrowiczki",
        tz="Europe/Warsaw")
L += ev("trip-poprawiny", "20250615T130000", "20250615T190000", "Poprawiny", "Dwór Pod Lipami, Sulistrowiczki",
        tz="Europe/Warsaw")
L += ev("trip-back", "20250616T180500", "20250616T192000", "✈ WRO → LBA (FA 2418)",
        "Wrocław Airport (WRO)", "Online check-in from Sunday evening.",
        tz="Europe/Warsaw", tz_end="Europe/London")
L += todo("trip-checkin", "Odprawa online (24h przed wylotem)", "20250611", "COMPLETED",
          completed="20250611T070000Z")
L.append("END:VCALENDAR")
CALS["calendar/trip-wroclaw-june-2025.ics"] = ics_join(L)

# ------------------------------------------------------------------ flat
L = head("Flat purchase", [VTZ_LONDON])
L += ev("view-maltings", "20250104T100000", "20250104T103000", "Viewing - Flat 9 The Maltings", "Kirkstall")
L += ev("view-moorview", "20250111T120000", "20250111T123000", "Viewing - 12 Moorview Terrace", "Meanwood")
L += ev("view-kestrel", "20250125T110000", "20250125T114500", "Viewing - Flat 4 Kestrel Court",
        "27 Fernbank Rise, Chapel Allerton, Leeds LS7 4QX",
        extra=["ATTENDEE;CN=Tom Whitaker;ROLE=REQ-PARTICIPANT:mailto:tom@whitaker-daughters.example"])
L += ev("view-kestrel-2", "20250201T103000", "20250201T111500", "2nd viewing Kestrel Court (with Aga)",
        "27 Fernbank Rise, Chapel Allerton")
L += ev("survey", "20250314T100000", "20250314T130000", "Level 2 survey - Kestrel Court (agent has keys)",
        "Flat 4, Kestrel Court, 27 Fernbank Rise",
        extra=["ATTENDEE;CN=Imran Hussain;ROLE=REQ-PARTICIPANT:mailto:imran.hussain@kirkstallsurvey.example"])
L += ev("survey-call", "20250319T163000", "20250319T170000", "Call with surveyor about the report", None,
        "He rings me. After 4pm!",
        extra=["ATTENDEE;CN=Imran Hussain;ROLE=REQ-PARTICIPANT:mailto:imran.hussain@kirkstallsurvey.example"])
L += ev("valuation", "20250724T140000", "20250724T150000", "Pennine mortgage valuation visit",
        "Flat 4, Kestrel Court")
L += ev("exchange", "20251121", "20251122", "Exchange of contracts (target)", allday=True)
L += ev("completion", "20251205", "20251206", "COMPLETION - Kestrel Court", allday=True,
        desc="Moved from 14 Nov because of the seller's chain (Rachel, 30 Oct). Deposit to Rachel by 3 Dec.")
L += ev("moving-day", "20251206", "20251207", "Moving day - Aire Valley Removals", allday=True,
        desc="Kluska in the bathroom with her stuff first.")
L += todo("todo-deed", "Mortgage deed: sign in front of an independent witness (not family) + post to Rachel",
          "20251121", "NEEDS-ACTION", prio=1)
L += todo("todo-deposit", "Deposit balance to Hargreaves & Lund client account (PHONE to check bank details first)",
          "20251203", "NEEDS-ACTION")
L.append("END:VCALENDAR")
CALS["calendar/flat-purchase.ics"] = ics_join(L)
