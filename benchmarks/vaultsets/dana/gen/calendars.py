"""iCalendar files written by hand (CRLF, folded at 75 octets); validated with icalendar in check.py."""
from common import write

VTZ = """BEGIN:VTIMEZONE
TZID:America/Chicago
X-LIC-LOCATION:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""

STAMP = "20251116T031500Z"


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur = [], b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b" " + cb
            limit = 75
        else:
            cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n".join(out)


def dt(v):
    """'20251007T173000' -> TZID param; '20251212' -> VALUE=DATE"""
    if "T" in v:
        return f";TZID=America/Chicago:{v}"
    return f";VALUE=DATE:{v}"


def vevent(uid, start, end, summary, location=None, desc=None, rrule=None, exdate=None,
           attendees=(), recurrence_id=None, alarm=None, categories=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{STAMP}"]
    if recurrence_id:
        L.append(f"RECURRENCE-ID{dt(recurrence_id)}")
    L += [f"DTSTART{dt(start)}", f"DTEND{dt(end)}"]
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdate:
        L.append(f"EXDATE;TZID=America/Chicago:{','.join(exdate)}")
    L.append(f"SUMMARY:{esc(summary)}")
    if location:
        L.append(f"LOCATION:{esc(location)}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{esc(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, due, status, desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", f"DTSTAMP:{STAMP}", f"SUMMARY:{esc(summary)}",
         f"DUE;VALUE=DATE:{due}", f"STATUS:{status}"]
    if priority:
        L.append(f"PRIORITY:{priority}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Dana Whitfield//Family calendars export//EN",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}",
         "X-WR-TIMEZONE:America/Chicago"]
    L += VTZ.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in L) + "\r\n"


DANA = ("Dana Whitfield", "dana.whitfield@fjordmail.example")
NATE = ("Nate Whitfield", "nate.whitfield@fjordmail.example")
CALEB = ("Caleb Whitfield", "caleb.w@fjordmail.example")
PARKWAY = "Parkway Ice Arena, Rink 1, 2950 Riverside Pkwy, Minneapolis, MN"
HOME = "Home - 4__ Elliot Ave S, Minneapolis"

CALS = {}

CALS["calendar/hockey.ics"] = calendar("Hockey - Otters", [
    vevent("otters-practice-tue-2526@dana.whitfield", "20251007T173000", "20251007T184500",
           "Otters practice", PARKWAY,
           "PeeWee B2. Be there 5:00 dressed except skates + helmet. Mouthguard, water bottle.",
           rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20260303T235959Z", categories="Hockey"),
    vevent("otters-practice-thu-2526@dana.whitfield", "20251009T184500", "20251009T200000",
           "Otters practice", PARKWAY, "PeeWee B2. Late one - homework done before.",
           rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20260305T235959Z",
           exdate=["20251127T184500"], categories="Hockey"),
    vevent("otters-jerseys-20251004@dana.whitfield", "20251004T090000", "20251004T100000",
           "Otters jersey + sock pickup", "Parkway Ice Arena lobby", "Home = white, away = green."),
    vevent("otters-game-20251018@dana.whitfield", "20251018T103000", "20251018T113000",
           "Otters vs Bloomfield Blizzard", PARKWAY, "First league game! Arrive 9:30.",
           attendees=[CALEB, NATE]),
    vevent("otters-game-20251122@dana.whitfield", "20251122T080000", "20251122T090000",
           "Otters vs Riverview Rapids", "Parkway Ice Arena, Rink 2", "Arrive 7:00. Home whites.",
           attendees=[CALEB, NATE]),
    vevent("otters-wreath-pickup-20251206@dana.whitfield", "20251206T090000", "20251206T110000",
           "Otters fundraiser pickup - wreaths + cookie dough", "Parkway Ice Arena lobby, 2950 Riverside Pkwy",
           "Take the big car. Deliver Mrs. Okonkwo's and Aunt Lorraine's the same day. Cookie dough goes straight in the freezer.",
           attendees=[DANA]),
    vevent("otters-medcity-2025@dana.whitfield", "20251212", "20251215",
           "Med City Holiday Classic (Rochester)", "Rochester, MN",
           "PeeWee B2 tournament. Team hotel block. Leave by 1 pm Friday - PTO. Game times TBA from Jen.",
           attendees=[DANA, CALEB]),
    vtodo("todo-fundraiser-forms@dana.whitfield",
          "Turn in fundraiser order form + money to Kristin Lindqvist", "20251117", "NEEDS-ACTION",
          "Wreaths + cookie dough. Checks payable to TLYHA. Still waiting on Aunt Lorraine's $64.",
          priority=1),
    vtodo("todo-hockey-installment-3@dana.whitfield", "Pay Otters season fee installment #3 ($600)",
          "20251101", "COMPLETED", completed="20251030T190000Z"),
])

CALS["calendar/kitchen-remodel.ics"] = calendar("Kitchen reno", [
    vevent("reno-site-meeting@dana.whitfield", "20250718T073000", "20250718T080000",
           "Kitchen - weekly site check-in", HOME,
           "Standing Friday check-in with Jake or Marco. Bring questions list + photos.",
           rrule="FREQ=WEEKLY;BYDAY=FR;UNTIL=20251205T140000Z",
           exdate=["20250822T073000", "20251128T073000"],
           attendees=[("Jake Brennan", "jake@northloopbuilders.example"),
                      ("Marco Delgado", "marco@northloopbuilders.example"), DANA]),
    vevent("reno-demo-20250714@dana.whitfield", "20250714T073000", "20250714T160000",
           "Kitchen demo day", HOME, "Juni to Nate's mom's. Crew arrives 7:30."),
    vevent("reno-roughin-20250819@dana.whitfield", "20250819T080000", "20250819T120000",
           "City inspection - rough-in (permit BLDR-25-018842)", HOME,
           "Electrical + plumbing rough-in. Adult must be home. Permit card in the front window."),
    vevent("reno-reinsp-20250822@dana.whitfield", "20250822T080000", "20250822T120000",
           "City re-inspection (nail plates)", HOME, "Nate home (I'm at the cabin)."),
    vevent("reno-template-20251008@dana.whitfield", "20251008T100000", "20251008T120000",
           "Countertop template - Lakeside (Pewter Mist)", HOME,
           "Sink + faucet must be on site. Dishwasher in place for clearance check.",
           attendees=[("Renee Fabian", "renee@lakesidestone.example")]),
    vevent("reno-counter-install@dana.whitfield", "20251118T080000", "20251118T140000",
           "Countertop install - Lakeside Stone", HOME,
           "Recut peninsula piece. Nate home to let the crew in. Juni to Nate's mom's (saw noise).",
           attendees=[NATE]),
    vevent("reno-final-insp@dana.whitfield", "20251203T080000", "20251203T120000",
           "Final inspection - City (permit BLDR-25-018842)", HOME,
           "Adult must be home - me (swapped shift with Arjun).", attendees=[DANA],
           alarm=("-PT12H", "Final inspection tomorrow - clear the counters")),
    vevent("reno-walkthrough@dana.whitfield", "20251204T160000", "20251204T170000",
           "Final walk-through with Jake + Marco", HOME, "Punch list printed. Blue tape.",
           attendees=[("Jake Brennan", "jake@northloopbuilders.example"),
                      ("Marco Delgado", "marco@northloopbuilders.example")]),
    vevent("reno-completion@dana.whitfield", "20251205", "20251206",
           "Kitchen - substantial completion (Jake's target date)", HOME, None),
    vtodo("todo-lien-waivers@dana.whitfield", "Get lien waivers (Volt Brothers + Lakeside) before final payment",
          "20251205", "NEEDS-ACTION", "Jake said he'd send them with the final invoice. Do NOT pay the last 10% without them."),
    vtodo("todo-grout@dana.whitfield", "Pick backsplash grout color (NOT bright white)", "20251121", "NEEDS-ACTION"),
])

CALS["calendar/family-health.ics"] = calendar("Health - family + Juni", [
    vevent("caleb-ortho-20250306@dana.whitfield", "20250306T154500", "20250306T163000",
           "Caleb - ortho follow-up (wrist)", "Northway Orthopedics, 2100 Lyndale Ave S, Minneapolis",
           "Bring ER discharge papers + x-ray disc.", attendees=[("Dr. Lena Park", "frontdesk@northwayortho.example")]),
    vevent("caleb-cast-off-20250410@dana.whitfield", "20250410T161500", "20250410T170000",
           "Caleb - cast removal", "Northway Orthopedics, 2100 Lyndale Ave S, Minneapolis", None),
    vevent("juni-heartworm@dana.whitfield", "20250101T080000", "20250101T080500",
           "Juni - heartworm/flea chew", "Home", "With breakfast.",
           rrule="FREQ=MONTHLY;BYMONTHDAY=1"),
    vevent("juni-echo-20250711@dana.whitfield", "20250711T103000", "20250711T123000",
           "Juni - cardiology echo", "Twin Cities Veterinary Specialists, 5900 Excelsior Blvd, St. Louis Park",
           "Referral from Dr. Brandt. Bring med list + breathing-rate log. Took the day off.",
           attendees=[DANA, NATE]),
    vevent("juni-recheck-20250725@dana.whitfield", "20250725T163000", "20250725T171500",
           "Juni - 2 wk recheck + kidney values", "Longfellow Veterinary Clinic, 4012 E 42nd St", None),
    vevent("juni-recheck-20251014@dana.whitfield", "20251014T163000", "20251014T171500",
           "Juni - recheck (breathing rate up)", "Longfellow Veterinary Clinic, 4012 E 42nd St",
           "Bring the RRR log.", attendees=[("Dr. Anneliese Brandt", "abrandt@longfellowvet.example")]),
    vevent("juni-recheck-20251209@dana.whitfield", "20251209T163000", "20251209T171500",
           "Juni - recheck + kidney panel", "Longfellow Veterinary Clinic, 4012 E 42nd St",
           "8-week recheck after the furosemide increase. Repeat renal panel.",
           attendees=[("Dr. Anneliese Brandt", "abrandt@longfellowvet.example")],
           alarm=("-PT3H", "Juni vet at 4:30 - leave work on time")),
    vtodo("todo-rrr-log@dana.whitfield", "E-mail Juni's breathing-rate (RRR) log to Dr. Brandt",
          "20251028", "NEEDS-ACTION", "Two weeks of sleeping respiratory rates after the dose change. She asked on 10/15."),
    vtodo("todo-hsa-docs@dana.whitfield", "Upload itemized Lakes Imaging receipt to Evergreen HSA",
          "20251215", "NEEDS-ACTION", "Documentation request for the $286.00 card swipe on 05/02. Otherwise taxable."),
    vtodo("todo-hsa-er-reimb@dana.whitfield", "Submit HSA reimbursement for Caleb's ER bill",
          "20250630", "COMPLETED", "EOB #2 + receipt.", completed="20250620T183000Z"),
])

CALS["calendar/book-club.ics"] = calendar("Book club", [
    vevent("bookclub-third-thursday@dana.whitfield", "20250116T190000", "20250116T210000",
           "Third Thursday Book Club", "Rotating - host's house (see Corinne's e-mail)",
           "Bring the book + a snack if it's a house meeting.",
           rrule="FREQ=MONTHLY;BYDAY=3TH;UNTIL=20260619T000000Z",
           exdate=["20250619T190000", "20250821T190000"],
           attendees=[("Corinne Aalto", "corinne.aalto@lakemail.example"), DANA]),
    vevent("bookclub-third-thursday@dana.whitfield", "20251120T190000", "20251120T210000",
           "Book club - A Ledger of Small Weathers",
           "Blue Heron Coffeehouse (back room), 2217 E 38th St, Minneapolis",
           "Moved from Yvette's (water heater flood). Order at the counter; room until 9. Bring printed discussion questions.",
           recurrence_id="20251120T190000",
           attendees=[("Corinne Aalto", "corinne.aalto@lakemail.example"), DANA],
           alarm=("-PT2H", "Book club at Blue Heron tonight")),
])


def build():
    return [write(p, t) for p, t in CALS.items()]
