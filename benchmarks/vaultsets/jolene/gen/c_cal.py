"""Four iCalendar files (CRLF, folded lines, America/Phoenix VTIMEZONE)."""
from util import ics_escape as E, ics_text, VTIMEZONE_PHX

STAMP = "DTSTAMP:20241116T180000Z"
TZ = "TZID=America/Phoenix"


def cal_header(name, prodid):
    return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid,
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + E(name), "X-WR-TIMEZONE:America/Phoenix"] + VTIMEZONE_PHX


def ev(uid, summary, start, end, location=None, desc=None, extra=(), allday=False,
       alarm=None, created="20231228T170000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, STAMP, "CREATED:" + created]
    if allday:
        L += ["DTSTART;VALUE=DATE:" + start, "DTEND;VALUE=DATE:" + end]
    else:
        L += ["DTSTART;%s:%s" % (TZ, start), "DTEND;%s:%s" % (TZ, end)]
    L.append("SUMMARY:" + E(summary))
    if location:
        L.append("LOCATION:" + E(location))
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    L += list(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + E(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, status, completed=None, desc=None, prio=None):
    L = ["BEGIN:VTODO", "UID:" + uid, STAMP, "SUMMARY:" + E(summary),
         "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if completed:
        L.append("COMPLETED:" + completed)
    if prio:
        L.append("PRIORITY:%d" % prio)
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    L.append("END:VTODO")
    return L


CALS = {}

# ------------------------------------------------------------------ work
w = cal_header("Work - Sonoran HH", "-//Google Inc//Google Calendar 70.9054//EN")
w += ev("shh-field-2024@jolene.example", "Field visits", "20240102T073000", "20240102T160000",
        desc="Mon/Tue/Thu/Fri caseload. Clock in on EVV at the curb. Weds = Papá day.",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,TH,FR;UNTIL=20241231T235959Z",
               "EXDATE;%s:20240527T073000,20240610T073000,20240611T073000,20240613T073000,"
               "20240614T073000,20240704T073000,20240902T073000,20241128T073000,20241129T073000" % TZ])
w += ev("shh-oncall-2024@jolene.example", "On-call (Sat)", "20240106T080000", "20240106T170000",
        desc="Every other Saturday. Agency phone forwards to my cell 8a-5p.",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20241228T235959Z"])
w += ev("shh-oncall-2024@jolene.example", "On-call (swapped to Sunday)", "20240818T080000",
        "20240818T170000", desc="Swapped Sat 8/17 for Sun 8/18 - Mari's birthday lunch in Phoenix on Sat.",
        extra=["RECURRENCE-ID;%s:20240817T080000" % TZ, "SEQUENCE:1"], created="20240801T150000Z")
w += ev("shh-teammtg-2024@jolene.example", "Team meeting (monthly)", "20240103T080000", "20240103T090000",
        location="Sonoran HH office - conference room, 3300 N Campbell Ave Ste 210",
        desc="Monthly clinical team meeting: census, QA, OASIS audit results, announcements. Yes it is on my day off.",
        extra=["RRULE:FREQ=MONTHLY;BYDAY=1WE",
               "ORGANIZER;CN=Kendra Alvarez:mailto:kalvarez@sonoranhh.example",
               "ATTENDEE;CN=Jolene Barrera;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:jolene.barrera@mailbox.example",
               "ATTENDEE;CN=Darnell Price;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:dprice@sonoranhh.example",
               "ATTENDEE;CN=Priya Nair;ROLE=OPT-PARTICIPANT;PARTSTAT=TENTATIVE:mailto:pnair@sonoranhh.example"])
w += ev("shh-tb-2024@jolene.example", "Annual TB screening (QuantiFERON draw)", "20240122T070000",
        "20240122T071500", location="Employee health - Sonoran HH office")
w += ev("shh-woundvac-2024@jolene.example", "Wound vac in-service (KCI rep)", "20240918T130000",
        "20240918T143000", location="Sonoran HH office - conference room", desc="1.5 hrs in-service credit")
w += ev("shh-pto-rp-2024@jolene.example", "PTO - Rocky Point", "20240610", "20240615", allday=True,
        created="20240402T232000Z")
w += ev("shh-bls-2024@jolene.example", "BLS Provider renewal", "20241114T083000", "20241114T123000",
        location="Pima Medical Plaza, Room 118, 5240 E Pima St",
        desc="AHA BLS renewal via Desert CPR Training. Bring current card, wear pants you can kneel in. Agency paid.",
        created="20241022T150000Z",
        alarm=("-PT1H", "BLS class in 1 hour - bring card"))
w += ev("shh-potluck-2024@jolene.example", "Office holiday potluck", "20241218T120000", "20241218T140000",
        location="Sonoran HH office", desc="I'm bringing green chile mac. Gift swap $20 limit.",
        created="20241105T160000Z")
w += todo("shh-todo-mileage-oct@jolene.example", "Submit October mileage log (v3 form)", "20241105",
          "COMPLETED", completed="20241104T020000Z")
w += todo("shh-todo-inservice@jolene.example", "Finish in-service hours for 2024 (12 required)",
          "20241231", "NEEDS-ACTION", prio=2,
          desc="HR audits in January. Heart failure module on the board site counts.")
w += ["END:VCALENDAR"]
CALS["calendars/work.ics"] = ics_text(w)

# ------------------------------------------------------------------ papa
d = cal_header("Papá", "-//Google Inc//Google Calendar 70.9054//EN")
d += ev("papa-pcp-0206@jolene.example", "Papá - annual wellness, Dr. Nguyen", "20240206T083000",
        "20240206T093000", location="El Dorado Primary Care",
        desc="Bring BP log + meds list. Ask about the cough and the left knee.")
d += ev("papa-feld-0516@jolene.example", "Papá - cardiology, Dr. Feld", "20240516T090000", "20240516T100000",
        location="Tucson Heart Associates, 1840 N Country Club Rd Ste 300",
        desc="6-mo afib follow-up. EKG same day. Bring BP log.",
        alarm=("-P1D", "Papá cardiology tomorrow 9am - BP log!"))
d += ev("papa-hearing-0522@jolene.example", "Papá - hearing aid fitting (ClearSound)", "20240522T090000",
        "20240522T103000", location="ClearSound Hearing Center, 6420 E Broadway Blvd")
d += ev("papa-pcp-0806@jolene.example", "Papá - 6 mo f/u Dr. Nguyen", "20240806T083000", "20240806T091500",
        location="El Dorado Primary Care")
d += ev("papa-eye-0910@jolene.example", "Papá - eye exam", "20240910T080000", "20240910T090000",
        location="Desert Eye Care", desc="Dilated - I drive. Cataract check.")
d += ev("papa-podiatry-2024@jolene.example", "Papá - podiatry nail trim (Dr. Okoye)", "20240111T083000",
        "20240111T090000", location="Okoye Foot & Ankle",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=8;UNTIL=20241231T235959Z"])
d += ev("papa-hoa-annual-2024@jolene.example", "Saguaro Vista HOA annual mtg", "20241119T183000",
        "20241119T203000", location="Saguaro Vista clubhouse",
        desc="Board election + 2025 budget. Ask why dues went up. Proxy form on portal if I can't go.",
        created="20241009T020000Z")
d += ev("papa-oe-deadline-2024@jolene.example", "Medicare open enrollment ends", "20241207", "20241208",
        allday=True, created="20241006T180000Z")
d += todo("papa-todo-hoa-q4@jolene.example", "Pay Papá's HOA Q4 dues (bill pay)", "20241010", "COMPLETED",
          completed="20241004T170000Z")
d += todo("papa-todo-partd@jolene.example", "Compare Part D plans for 2025", "20241031", "COMPLETED",
          completed="20241020T040000Z")
d += todo("papa-todo-anoc@jolene.example", "Forward the Copper State ANOC to Ray", "20241025", "COMPLETED",
          completed="20241022T030000Z")
d += todo("papa-todo-shots@jolene.example", "Papá flu + COVID shots (TVFP walk-in)", "20241130", "NEEDS-ACTION",
          prio=5)
d += ["END:VCALENDAR"]
CALS["calendars/papa.ics"] = ics_text(d)

# ------------------------------------------------------------------ quilts (stale: fair date)
q = cal_header("Quilts & fairs", "-//Apple Inc.//macOS 14.4//EN")
q += ev("opq-guild-2024@jolene.example", "Old Pueblo Quilters guild mtg", "20240109T183000", "20240109T203000",
        location="Casas Adobes Congregational - fellowship hall",
        desc="2nd Tuesday. Bring show-and-tell + name tag.",
        extra=["RRULE:FREQ=MONTHLY;BYDAY=2TU", "EXDATE;%s:20240709T183000" % TZ])
q += ev("spring-market-2024@jolene.example", "Mesquite Spring Makers Market", "20240323T080000",
        "20240323T150000", location="Catalina Park ramadas",
        desc="Setup 7am. Sharing w/ Bev. Tent weights!!")
q += ev("longarm-dropoff-0625@jolene.example", "Drop off Lone Star + baby top at Hortensia's", "20240625T160000",
        "20240625T163000", location="Hortensia's garage (Fort Lowell)", desc="Backing + batting pressed. Text first.")
q += ev("longarm-pickup-0718@jolene.example", "Pick up quilts from Hortensia", "20240718T150000",
        "20240718T153000", location="Hortensia's garage (Fort Lowell)", desc="Bring check.")
q += ev("holiday-fair-loadin-2024@jolene.example", "Holiday fair load-in", "20241122T160000", "20241122T190000",
        location="Desert Willow Community Center - Door 3 (north dock)", created="20240916T200000Z")
q += ev("holiday-fair-2024@jolene.example", "Old Pueblo Holiday Craft Fair", "20241123T090000",
        "20241123T160000", location="Desert Willow Community Center, Hall B, 6150 E Desert Willow Dr",
        desc="Shared booth with Bev (Mud & Fire). Bring: quilt rack + clamps, Square reader, cash box with $100 in small bills, price tags, business cards, extension cord, gaffer tape, lunch, water.",
        created="20240916T200000Z",
        alarm=("-P2D", "Holiday fair in 2 days - load the car"))
q += todo("todo-bind-lonestar@jolene.example", "Bind Lone Star queen", "20241120", "NEEDS-ACTION", prio=1,
          desc="Binding strips cut (cream w/ gold). Needs machine + hand stitching. ~2 evenings.")
q += todo("todo-price-tags@jolene.example", "Print new price tags for holiday fair", "20241120", "NEEDS-ACTION")
q += todo("todo-raffle-block@jolene.example", "Raffle quilt block (cactus flower) for guild", "20240312",
          "COMPLETED", completed="20240311T040000Z")
q += ["END:VCALENDAR"]
CALS["calendars/quilts-fairs.ics"] = ics_text(q)

# ------------------------------------------------------------------ personal
p = cal_header("Personal", "-//Google Inc//Google Calendar 70.9054//EN")
p += ev("bday-papa@jolene.example", "Papá's birthday \U0001F382", "20240309", "20240310", allday=True,
        extra=["RRULE:FREQ=YEARLY"], created="20180301T000000Z")
p += ev("bday-tessa@jolene.example", "Tessa's birthday", "20240427", "20240428", allday=True,
        extra=["RRULE:FREQ=YEARLY"], created="20180301T000000Z")
p += ev("chuy-vet-0130@jolene.example", "Chuy - annual vet visit + shots", "20240130T170000", "20240130T173000",
        location="Pima Pet Clinic")
p += ev("mammo-0328@jolene.example", "Mammogram", "20240328T073000", "20240328T081500",
        location="TMC Breast Center")
p += ev("rocky-point-2024@jolene.example", "Rocky Point girls trip \U0001F30A", "20240609", "20240616",
        allday=True, location="Casa Las Conchas, Calle Pulpo 14, Las Conchas, Puerto Peñasco, Son.",
        desc="Mari + Tessa + me. Check-in 3 pm, the gate code for the rental is in the booking app. Bring: passport cards, Mexican car insurance (bought online, printed), cooler, sunscreen, beach chairs, Mari's speaker. Cross at Lukeville early Sunday before the line.",
        created="20240310T020000Z")
p += ev("muertos-2024@jolene.example", "Día de los Muertos altar - Mamá", "20241102", "20241103", allday=True)
p += ev("tday-2024@jolene.example", "Thanksgiving \U0001F983", "20241128", "20241129", allday=True)
p += ev("dentist-1210@jolene.example", "Dentist - cleaning (Dr. Shah)", "20241210T080000", "20241210T090000",
        location="Shah Family Dentistry", alarm=("-P1D", "Dentist tomorrow 8am"))
p += ev("tessa-pinning-2024@jolene.example", "Tessa's pinning ceremony!!", "20241213T140000",
        "20241213T160000", location="NAU Ardrey Auditorium, Flagstaff",
        desc="Reception after. Hotel booked (2 nights). Stethoscope - pick up engraving by 12/6.",
        created="20241105T010000Z")
p += ev("tamalada-2024@jolene.example", "Tamalada at Tía Chayo's", "20241221T090000", "20241221T150000",
        location="Tía Chayo's house", desc="Bring apron, bowl, MY masa spreader.",
        created="20241110T183000Z")
p += ["END:VCALENDAR"]
CALS["calendars/personal.ics"] = ics_text(p)
