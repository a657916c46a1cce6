# -*- coding: utf-8 -*-
"""Four iCalendar files (CRLF, folded lines, VTIMEZONE)."""
from util import ics_doc, ics_escape as E, VTZ_SG

OUT = {}
TZ = "TZID=Asia/Singapore"
STAMP = "DTSTAMP:20251120T010000Z"


def cal(name, body):
    return (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//MeiLing//Personal Calendar 2025//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + E(name),
             "X-WR-TIMEZONE:Asia/Singapore"] + VTZ_SG + body + ["END:VCALENDAR"])


def ev(uid, summary, start, end=None, allday=False, loc=None, desc=None, extra=None, created="20250105T020000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, STAMP, "CREATED:" + created]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            L.append("DTEND;%s:%s" % (TZ, end))
    L.append("SUMMARY:" + E(summary))
    if loc:
        L.append("LOCATION:" + E(loc))
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    L += (extra or [])
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, status, desc=None, completed=None, prio=None):
    L = ["BEGIN:VTODO", "UID:" + uid, STAMP, "SUMMARY:" + E(summary), "DUE;VALUE=DATE:" + due,
         "STATUS:" + status]
    if prio:
        L.append("PRIORITY:%d" % prio)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    L.append("END:VTODO")
    return L


def alarm(trigger, text):
    return ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger, "DESCRIPTION:" + E(text), "END:VALARM"]


# ---------------------------------------------------------------- school
att = ["ORGANIZER;CN=Tan Mei Ling:mailto:tan_mei_ling@eastfield-sec.example"] + [
    "ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s@eastfield-sec.example" % (cn, mb)
    for cn, mb in [("Benjamin Ho", "ho_benjamin"), ("Kavitha Rajan", "kavitha_rajan"), ("Joel Teo", "teo_joel"),
                   ("Lim Shu Fen", "lim_shufen"), ("Ahmad Firdaus", "ahmad_firdaus")]]
school = []
school += ev("sci-dept-mtg-2025@eastfield-sec.example", "Science Dept meeting", "20250108T143000",
             "20250108T160000", loc="Science Dept Room (C2-01)",
             desc="Fortnightly. Agenda in the shared drive by Mon. Tea/kueh rota on the board.",
             extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20251112T235959Z",
                    "EXDATE;%s:20250319T143000,20250611T143000,20250625T143000" % TZ] + att)
school += ev("prelim-prac-2025@eastfield-sec.example", "Sec 4 Chem Practical (Prelim) - 2 sessions",
             "20250826T080000", "20250826T122000", loc="Block C Level 3 chem labs",
             desc="Rooms + invigilators: see HOD email of 10 Apr. Set-up Mon 25 Aug after school.",
             created="20250410T100000Z")
school += ev("sec3-spa-2025@eastfield-sec.example", "Sec 3 practical assessment (SPA) - chem",
             "20250722T080000", "20250722T113000", loc="Chem Lab 1",
             desc="3E1-3E4 rotation. Marking scheme from Ben.")
school += ev("sci-fiesta-2025@eastfield-sec.example", "Science Fiesta (Sec 1)", "20250509T130000",
             "20250509T170000", loc="School hall + foyer",
             desc="Shu Fen in charge. Elephant toothpaste demo needs goggles x40.")
school += ev("lab-audit-2025@eastfield-sec.example", "East Zone lab safety audit", "20250918T090000",
             "20250918T120000", loc="Chem labs C3-02, C3-04 + prep room C3-03 + chemical store",
             desc="Auditor: Victor Yeo (East Zone Schools Safety Office). HOD + Rahman present throughout.",
             extra=alarm("-P1D", "Audit tomorrow - logs, SDS folder, inventory printout"),
             created="20250812T020000Z")
school += ev("prelim-moderation-2025@eastfield-sec.example", "Prelim marks moderation - chem",
             "20250904T143000", "20250904T170000", loc="Science Dept Room (C2-01)")
school += todo("todo-car-2025@eastfield-sec.example", "Corrective action report to East Zone (with photos)",
               "20251031", "COMPLETED", completed="20251030T090000Z")
school += todo("todo-fh2-vendor@eastfield-sec.example", "Book AirSafe for FH-2 servicing + re-test",
               "20251017", "COMPLETED", completed="20251016T060000Z",
               desc="AirSafe Lab Services. Earliest re-test slot they have is December.")
school += todo("todo-kits-quotes@eastfield-sec.example",
               "Get quotes for Sec 3 practical kits for 2026 (per 28 Jul minutes)", "20251128", "NEEDS-ACTION",
               prio=5)
OUT["cal/school-2025.ics"] = ics_doc(cal("School 2025 (Eastfield)", school))

# ---------------------------------------------------------------- family
fam = []
PC = "Tampines Polyclinic"
fam += ev("mum-pc-20250303@family", "Mum - polyclinic nurse counselling (diabetes)", "20250303T102000",
          "20250303T111500", loc=PC + ", Level 2, Clinic B", desc="Bring glucometer + med list. Nilar come too.")
fam += ev("mum-pc-20250414@family", "Mum - dietitian", "20250414T093000", "20250414T101500", loc=PC)
fam += ev("mum-pc-20250610@family", "Mum - polyclinic Dr review", "20250610T090000", "20250610T100000", loc=PC)
fam += ev("mum-pc-20251014@family", "Mum - polyclinic Dr review + results", "20251014T084500", "20251014T100000",
          loc=PC, desc="Xin bringing her (I have lessons).")
fam += ev("mum-pc-20251209@family", "Mum - polyclinic Dr review", "20251209T094000", "20251209T104000",
          loc=PC + ", Level 1, Clinic A",
          desc="Rescheduled by the polyclinic (was 2 Dec). Blood test 5 working days before, fasting.",
          extra=alarm("-PT2H", "Mum polyclinic 09:40 - bring red book"), created="20251106T030000Z")
fam += ev("kai-ptm-20251114@family", "Kai PTM (Mr Goh)", "20251114T154000", "20251114T155500",
          loc="Tampines Grove Sec - classroom B3-05", created="20251110T070000Z")
fam += ev("flight-oa612@family", "Flight OA 612 SIN -> Sapporo (CTS)", "20251212T224000", "20251213T065000",
          loc="Changi Airport T1", desc="Leave home 19:45. Arrive CTS 07:50 Japan time.",
          created="20250609T130000Z")
fam += ev("hokkaido-trip@family", "Hokkaido trip", "20251213", "20251222", allday=True,
          desc="Sapporo - Furano/Biei - Otaru - Sapporo. Mum + Nilar at Xin's.", created="20250609T130000Z")
fam += ev("kai-floorball@family", "Kai floorball training", "20250107T153000", "20250107T173000",
          loc="Tampines Grove Sec ISH",
          extra=["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20251023T235959Z",
                 "EXDATE;%s:20250603T153000,20250605T153000,20250610T153000,20250612T153000" % TZ])
fam += ev("mum-bday@family", "Mum's birthday", "20250802", "20250803", allday=True,
          extra=["RRULE:FREQ=YEARLY"])
fam += ev("anniv@family", "Our anniversary", "20250605", "20250606", allday=True, extra=["RRULE:FREQ=YEARLY"])
fam += todo("todo-mum-meds-pack@family", "Pack Mum's meds + Nilar's sheet for the Punggol stay", "20251211",
            "NEEDS-ACTION")
fam += todo("todo-sandcc@family", "Check S&CC GIRO after bank card change", "20250930", "COMPLETED",
            completed="20250928T040000Z")
OUT["cal/family.ics"] = ics_doc(cal("Family", fam))

# ---------------------------------------------------------------- hiking
hk = []
hk += ev("esx-monthly-a@trekkers", "East Side Trekkers - monthly hike", "20250104T073000", "20250104T103000",
         loc="see list email for route", desc="First Saturday of the month. Makan after.",
         extra=["RRULE:FREQ=MONTHLY;BYDAY=1SA;UNTIL=20250531T155959Z"], created="20250105T120000Z")
hk += ev("esx-monthly-b@trekkers", "East Side Trekkers - monthly hike", "20250607T070000", "20250607T100000",
         loc="see list email for route",
         desc="From June: 7am start because of the heat. First Saturday of the month.",
         extra=["RRULE:FREQ=MONTHLY;BYDAY=1SA;UNTIL=20251231T155959Z",
                "EXDATE;%s:20250802T070000" % TZ], created="20250528T130000Z")
hk += ev("esx-monthly-b@trekkers", "East Side Trekkers - Southern Ridges (moved to Sunday)",
         "20251005T070000", "20251005T100000", loc="Kent Ridge Park carpark (upper)",
         extra=["RECURRENCE-ID;%s:20251004T070000" % TZ, "SEQUENCE:1"], created="20250930T140000Z")
hk += ev("esx-monthly-b@trekkers", "East Side Trekkers - Pulau Ubin (Chek Jawa)", "20251101T070000",
         "20251101T130000", loc="Changi Point Ferry Terminal",
         desc="Bumboat S$4 each way, cash. Lunch at Ubin village.",
         extra=["RECURRENCE-ID;%s:20251101T070000" % TZ, "SEQUENCE:1",
                "ORGANIZER;CN=Tan Mei Ling:mailto:meiling.tan@pigeonmail.example",
                "ATTENDEE;CN=Wendy Ng;PARTSTAT=ACCEPTED:mailto:wendy.ng@kopimail.example",
                "ATTENDEE;CN=Faizal Rahim;PARTSTAT=ACCEPTED:mailto:faizal.rahim@pigeonmail.example",
                "ATTENDEE;CN=Patrick Seow;PARTSTAT=ACCEPTED:mailto:patrick.seow@oldmail.example",
                "ATTENDEE;CN=Grace Tay;PARTSTAT=TENTATIVE:mailto:grace.tay@travelbug.example",
                "ATTENDEE;CN=Suresh Menon;PARTSTAT=ACCEPTED:mailto:suresh.m@kopimail.example"],
         created="20251025T120000Z")
hk += ev("esx-monthly-b@trekkers", "East Side Trekkers - Chestnut Nature Park loop", "20251206T070000",
         "20251206T100000", loc="Chestnut Nature Park (South) carpark, Chestnut Avenue",
         desc="Mei away (Japan). North + South loop, ~8 km. Shared with MTB trails - keep left.",
         extra=["RECURRENCE-ID;%s:20251206T070000" % TZ, "SEQUENCE:1"], created="20251115T010000Z")
hk += ev("esx-recce-chestnut@trekkers", "Recce - Chestnut loop (timing + toilets)", "20251122T073000",
         "20251122T100000", loc="Chestnut Nature Park", created="20251110T010000Z")
hk += ev("esx-yearend-makan@trekkers", "Trekkers year-end makan", "20251227T190000", "20251227T213000",
         loc="Bedok North hawker centre (the one with the famous carrot cake)", created="20251115T010000Z")
hk += todo("esx-todo-indemnity@trekkers", "Collect indemnity forms from 3 new members (Ubin)", "20251031",
           "COMPLETED", completed="20251030T120000Z")
hk += todo("esx-todo-gpx@trekkers", "Send Dec route GPX + first-aid kit handover", "20251205", "NEEDS-ACTION")
OUT["cal/hiking-east-side-trekkers.ics"] = ics_doc(cal("East Side Trekkers", hk))

# ---------------------------------------------------------------- kitchen reno (STALE: never updated after Aug)
rn = []
rn += ev("reno-hoekee-visit@home", "Hoe Kee Tiles showroom - choose tiles", "20250315T103000", "20250315T123000",
         loc="Hoe Kee Tiles, Kaki Bukit", created="20250309T020000Z")
rn += ev("reno-site-measure@home", "Alvin - confirm cabinet layout", "20250318T193000", "20250318T203000",
         loc="home", created="20250309T020000Z")
rn += ev("reno-hacking@home", "Kitchen reno: hacking works start", "20250929T090000", "20250929T170000",
         loc="home", desc="Hup Seng. Alvin: permit should be out by then. Noisy works 9-5 weekdays only.",
         created="20250830T020000Z")
rn += ev("reno-tiling@home", "Kitchen reno: tiling", "20251006", "20251011", allday=True,
         created="20250830T020000Z")
rn += ev("reno-carpentry@home", "Kitchen reno: carpentry install", "20251020T090000", "20251020T170000",
         loc="home", created="20250830T020000Z")
rn += ev("reno-handover@home", "Kitchen reno: handover", "20251031T160000", "20251031T170000", loc="home",
         desc="Walk-through with Alvin. Defects list. Final payment upon handover.",
         created="20250830T020000Z")
rn += todo("reno-todo-clear@home", "Clear all kitchen cabinets (boxes in Kai's room)", "20250927", "NEEDS-ACTION")
rn += todo("reno-todo-gas@home", "Gas company - cap the gas pipe (Alvin to coordinate)", "20250926",
           "NEEDS-ACTION")
OUT["cal/kitchen-reno.ics"] = ics_doc(cal("Kitchen reno", rn))
