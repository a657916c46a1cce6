"""The four .ics calendars (CRLF, folded lines, VTIMEZONE Asia/Singapore)."""
from common import calendar, ics_escape as E

TZ = ";TZID=Asia/Singapore"
ME = "mailto:weiling.tan@mailbox.example"


def ev(uid, stamp, summary, start, end=None, *, allday=False, location=None,
       desc=None, rrule=None, exdates=(), recurrence_id=None, attendees=(),
       alarm=None, created=None, status=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if created:
        L.append("CREATED:" + created)
    if recurrence_id:
        L.append("RECURRENCE-ID" + TZ + ":" + recurrence_id)
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART" + TZ + ":" + start)
        if end:
            L.append("DTEND" + TZ + ":" + end)
    if rrule:
        L.append("RRULE:" + rrule)
    for x in exdates:
        L.append("EXDATE" + TZ + ":" + x)
    L.append("SUMMARY:" + E(summary))
    if location:
        L.append("LOCATION:" + E(location))
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    if status:
        L.append("STATUS:" + status)
    L.append("ORGANIZER;CN=Tan Wei Ling:" + ME)
    for cn, mail, role in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s" % (cn, role, mail))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trig,
              "DESCRIPTION:" + E(text), "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, stamp, summary, *, due=None, status="NEEDS-ACTION", desc=None,
         completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp,
         "SUMMARY:" + E(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


MARCUS = ("Marcus Lim", "marcus.lim@mailbox.example", "REQ-PARTICIPANT")
MUM = ("Lee Siew Hoon", "siewhoon.lee@mailbox.example", "OPT-PARTICIPANT")
WEIMIN = ("Tan Wei Min", "weimin.tan@mailbox.example", "OPT-PARTICIPANT")

CALS = {}

# ------------------------------------------------------------------ home & family
S = "20250525T120000Z"
home = [
    ev("home-kc-2024@weiling", S, "Key collection @ HDB Hub \U0001F511",
       "20240814T103000", "20240814T120000",
       location="HDB Hub, 480 Lorong 6 Toa Payoh", attendees=[MARCUS],
       desc="Bring NRIC + appointment letter. Stamp duty + legal fees.",
       created="20240702T020000Z"),
    ev("home-bsc-insp@weiling", S, "Joint inspection w BSC officer",
       "20240903T100000", "20240903T113000",
       location="Blk 613C Tampines North Dr 1",
       desc="Bring defects list + photos. Marcus taking leave."),
    ev("home-papa-op@weiling", S, "Papa knee op (CGH)",
       "20240910T070000", "20240910T180000",
       location="Changi General Hospital, Admissions Office L1",
       desc="Right TKR. Surgeon: Dr Rajesh Menon. Admission 7am, expected Ward 46. "
            "Fetch Papa + Mum 6:15am.",
       attendees=[MUM, WEIMIN]),
    ev("home-physio-1@weiling", S, "Papa physio \u2013 Tampines Poly",
       "20241008T090000", "20241008T100000",
       rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20241217T235959Z",
       exdates=["20241105T090000"],
       location="Tampines Polyclinic, Rehab Centre L3",
       desc="with Nurul. Bring exercise booklet + discharge summary. "
            "5 Nov cancelled (therapist on leave)."),
    ev("home-physio-2@weiling", S, "Papa physio \u2013 Tampines Poly",
       "20250107T090000", "20250107T100000",
       rrule="FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20250404T235959Z",
       exdates=["20250131T090000"],
       location="Tampines Polyclinic, Rehab Centre L3",
       desc="with Jonathan Koh, twice a week now (Tue + Fri). Marcus drives on Fridays."),
    ev("home-physio-2@weiling", S, "Papa physio \u2013 Tampines Poly (moved)",
       "20250213T140000", "20250213T150000",
       recurrence_id="20250214T090000",
       location="Tampines Polyclinic, Rehab Centre L3",
       desc="Moved to Thu 2pm this week - Jonathan on a course Fri. "
            "Papa grumbling about afternoon slot."),
    ev("home-physio-3@weiling", S, "Papa physio \u2013 Tampines Poly",
       "20250408T090000", "20250408T100000",
       rrule="FREQ=WEEKLY;BYDAY=TU;COUNT=12",
       location="Tampines Polyclinic, Rehab Centre L3",
       desc="New therapist from Apr (see poly e-mail 1/4). Tuesdays only now."),
    ev("home-mum-bday@weiling", S, "Mum's birthday \U0001F382", "20241123",
       "20241124", allday=True, rrule="FREQ=YEARLY"),
    ev("home-cny-2025@weiling", S, "Reunion dinner @ parents'",
       "20250128T183000", "20250128T220000",
       location="Parents' place, Tampines St 81",
       desc="Jiejie steamboat. I buy pineapple tarts + oranges."),
    ev("home-reno-start@weiling", S, "Reno starts \u2013 Hup Seng (hacking)",
       "20250106", "20250107", allday=True,
       desc="Hacking day. Marcus on site 9am with Jasmine."),
    ev("home-electrical@weiling", S, "Electrical works (DB box, lighting, study power pts)",
       "20250218", "20250220", allday=True,
       location="Blk 613C Tampines North Dr 1",
       desc="2 days. Lockbox code as usual. Pay by PayNow after."),
    ev("home-aircon@weiling", S, "Aircon install \u2013 Arctic Breeze (System 4)",
       "20250225T093000", "20250225T170000",
       location="Blk 613C Tampines North Dr 1",
       desc="4 fan coils + outdoor unit. Balance payment on the day (credit card)."),
    ev("home-handover@weiling", S, "Reno handover \u2013 Hup Seng",
       "20250314", "20250315", allday=True,
       desc="Target handover per quotation. Joint walkthrough + defects list."),
    ev("home-papa-review@weiling", S, "Papa 6-month knee review \u2013 Dr Menon",
       "20250612T094000", "20250612T103000",
       location="CGH Specialist Outpatient Clinic, Orthopaedics (Clinic 1C)",
       desc="X-ray first at 9:10 (radiology L1). Bring appointment letter + med list. "
            "Who's bringing Papa? (Mum asked)",
       alarm=("-P1D", "Papa CGH review tomorrow - remind Mum, X-ray at 9:10")),
    todo("home-todo-frame@weiling", S,
         "Return walking frame to Tampines West CC equipment loan",
         due="20250531",
         desc="Still in Mum's storeroom. Loan form (yellow) in the kitchen drawer."),
    todo("home-todo-chas@weiling", S, "Renew Papa's CHAS card", status="COMPLETED",
         completed="20250110T030000Z"),
    todo("home-todo-hsfinal@weiling", S, "Pay Hup Seng final payment after walkthrough",
         status="COMPLETED", completed="20250407T020000Z"),
]
CALS["calendar/home_family.ics"] = calendar(
    "Home & Family", "-//Weiling//Home Family//EN", home)

# ------------------------------------------------------------------ wedding (stale)
S2 = "20250215T090000Z"
wed = [
    ev("wed-rom@weiling", S2, "ROM solemnisation \U0001F48D",
       "20250622T110000", "20250622T120000",
       location="ROM building, Canning Rise (solemnisation room L2)",
       desc="Arrive 10:30. Bring NRICs + witnesses' NRICs. Lunch after (15 pax, dim sum).",
       attendees=[MARCUS, MUM, WEIMIN],
       alarm=("-P7D", "ROM next week! Confirm lunch booking")),
    ev("wed-tasting@weiling", S2, "Banquet food tasting \u2013 Hotel Aurelia",
       "20250322T113000", "20250322T133000",
       location="Hotel Aurelia, Jade Ballroom foyer L3",
       desc="Complimentary tasting, 1 table of 10. Both mums + Papa + jiejie.",
       attendees=[MARCUS, MUM]),
    ev("wed-banquet@weiling", S2, "Wedding banquet \u2013 Jade Ballroom, Hotel Aurelia",
       "20251115T183000", "20251115T230000",
       location="Hotel Aurelia Singapore, Jade Ballroom L3",
       desc="Cocktail 6:30pm, dinner 7pm. March-in 1 & 2. Bridal suite.",
       attendees=[MARCUS]),
    ev("wed-kelvin-call@weiling", S2, "Video call \u2013 Lumen & Lace (Kelvin)",
       "20241205T200000", "20241205T210000",
       desc="Ask: full galleries, delivery time, tea ceremony approach.",
       attendees=[MARCUS, ("Kelvin Sim", "kelvin@lumenandlace.example", "REQ-PARTICIPANT")]),
    ev("wed-gown-1@weiling", S2, "Gown fitting #1 \u2013 Atelier Sien",
       "20250517T140000", "20250517T160000",
       location="Atelier Sien, Tanjong Pagar", attendees=[WEIMIN, MUM]),
    ev("wed-admin@weiling", S2, "Wedding admin night w Marcus",
       "20250105T200000", "20250105T213000",
       rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;UNTIL=20251109T235959Z",
       desc="Go through the master plan + budget tab. Bubble tea allowed.",
       attendees=[MARCUS]),
    todo("wed-todo-shotlist@weiling", S2,
         "Send shot list + family groupings + 3 songs to Kelvin", due="20250615",
         desc="For prewed + AD. Ask Marcus for his side's family groupings.",
         priority=1),
    todo("wed-todo-guestlist@weiling", S2, "Get Marcus's side guest list (final)",
         due="20250531", desc="Needed for seating plan + final count to hotel."),
    todo("wed-todo-car@weiling", S2, "Book bridal car",
         desc="Kenneth's friend's white Merc? else rental."),
    todo("wed-todo-rom-notice@weiling", S2, "File notice of marriage on ROM portal",
         status="COMPLETED", completed="20250209T140000Z"),
]
CALS["calendar/wedding.ics"] = calendar(
    "Wedding \U0001F48D", "-//Weiling//Wedding//EN", wed)

# ------------------------------------------------------------------ pottery
S3 = "20250301T010000Z"
MUD = "Mudrock Pottery Studio, 21 Jalan Besar #02-03, Singapore 208804"
pot = [
    ev("pot-sat@weiling", S3, "Pottery \u2013 wheel class (Sat)",
       "20240907T100000", "20240907T123000",
       rrule="FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;UNTIL=20250222T045959Z",
       exdates=["20241228T100000", "20250201T100000"],
       location=MUD, desc="Wear old clothes. Bring towel + own tools. Shelf A = drying, shelf B = bisqued, shelf C = done - collect within 3 weeks or it goes to the adopt-a-pot table."),
    ev("pot-sun@weiling", S3, "Pottery \u2013 wheel class (Sun, new slot)",
       "20250302T140000", "20250302T163000",
       rrule="FREQ=WEEKLY;BYDAY=SU", location=MUD,
       desc="New weekend slot from March (Sat mornings now kids' classes)."),
    ev("pot-glaze@weiling", S3, "Mudrock glaze night",
       "20241115T193000", "20241115T213000", location=MUD,
       desc="Test tiles. Bring notebook."),
    ev("pot-potluck@weiling", S3, "Mudrock year-end potluck",
       "20241221T180000", "20241221T210000", location=MUD,
       desc="Bring something in a handmade dish (lol)."),
    todo("pot-todo-collect@weiling", S3, "Collect glazed bowls from shelf B",
         desc="3 bowls + 1 soap dish."),
    todo("pot-todo-tools@weiling", S3, "Buy own trimming tools", status="COMPLETED",
         completed="20241230T080000Z"),
]
CALS["calendar/pottery.ics"] = calendar(
    "Pottery", "-//Weiling//Pottery//EN", pot)

# ------------------------------------------------------------------ work & job hunt
S4 = "20250523T010000Z"
NADIA = ("Nadia Rahman", "nadia.rahman@paywise.example", "OPT-PARTICIPANT")
work = [
    ev("work-standup@weiling", S4, "Koru standup",
       "20240603T093000", "20240603T094500",
       rrule="FREQ=WEEKLY;BYDAY=MO,WE,FR", location="Zoom / Koru studio",
       desc="15 min. What I did yesterday / today / blockers. Camera on Mondays (lead's rule)."),
    ev("work-crit@weiling", S4, "Design crit (fortnightly)",
       "20240606T160000", "20240606T170000",
       rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", location="Koru studio, meeting rm 2"),
    ev("work-pw-r1@weiling", S4, "Paywise \u2013 1st round (video)",
       "20250218T123000", "20250218T131500", location="Google Meet",
       attendees=[NADIA, ("Ben Low", "ben.low@paywise.example", "REQ-PARTICIPANT")]),
    ev("work-lz-r1@weiling", S4, "Lazuli Travel \u2013 1st round (video)",
       "20250305T180000", "20250305T184500", location="Zoom"),
    ev("work-pw-portfolio@weiling", S4, "Paywise \u2013 portfolio review",
       "20250403T160000", "20250403T170000", location="Google Meet",
       desc="Clinic booking case study + design system migration."),
    ev("work-cl-hm@weiling", S4, "Carelink \u2013 hiring manager chat",
       "20250410T120000", "20250410T124500", location="MS Teams",
       attendees=[("Audrey Seet", "audrey.seet@carelinkhealth.example", "REQ-PARTICIPANT")]),
    ev("work-cl-exercise@weiling", S4, "Carelink \u2013 design exercise presentation",
       "20250429T150000", "20250429T160000", location="Carelink office, one-north"),
    ev("work-pw-panel@weiling", S4, "Paywise \u2013 final panel interview",
       "20250520T140000", "20250520T153000", location="Paywise HQ (Robinson Rd)",
       desc="25 min case study presentation + Q&A. Take half day.",
       attendees=[("Grace Ong", "grace.ong@paywise.example", "REQ-PARTICIPANT"),
                  ("Arjun Pillai", "arjun.pillai@paywise.example", "REQ-PARTICIPANT"),
                  NADIA],
       alarm=("-PT2H", "Leave for Paywise panel - print nothing, bring laptop + charger")),
    todo("work-todo-carelink@weiling", S4, "Reply Carelink offer", due="20250530",
         desc="Wait for Paywise outcome first?", priority=1),
    todo("work-todo-portfolio@weiling", S4, "Portfolio: clinic booking case study rewrite",
         status="COMPLETED", completed="20250131T150000Z"),
]
CALS["calendar/work.ics"] = calendar(
    "Work & job hunt", "-//Weiling//Work//EN", work)
