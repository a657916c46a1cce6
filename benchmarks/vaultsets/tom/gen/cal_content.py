# -*- coding: utf-8 -*-
"""iCalendar files, written by hand (CRLF, folded at 75 octets)."""

VTZ = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
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

STAMP = "20251019T213000Z"


def esc(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


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


def event(uid, summary, start=None, end=None, allday=None, location=None, desc=None,
          attendees=(), rrule=None, exdate=None, status=None, categories=None,
          organizer=None, alarm=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{STAMP}"]
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{allday[0]}")
        L.append(f"DTEND;VALUE=DATE:{allday[1]}")
    else:
        L.append(f"DTSTART;TZID=Europe/London:{start}")
        L.append(f"DTEND;TZID=Europe/London:{end}")
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdate:
        L.append(f"EXDATE;TZID=Europe/London:{exdate}")
    L.append(f"SUMMARY:{esc(summary)}")
    if location:
        L.append(f"LOCATION:{esc(location)}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}")
    if status:
        L.append(f"STATUS:{status}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{esc(summary)}",
              f"TRIGGER:{alarm}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, desc=None, status="NEEDS-ACTION", priority=None, created=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", f"DTSTAMP:{STAMP}"]
    if created:
        L.append(f"CREATED:{created}")
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    L.append(f"SUMMARY:{esc(summary)}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    if status == "COMPLETED":
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tom Okafor//Calendar export//EN",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}",
         "X-WR-TIMEZONE:Europe/London"]
    L += VTZ.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return "\r\n".join(fold(x) for x in L) + "\r\n"


CALS = {}

# ------------------------------------------------------------------ shop
CALS["calendar/shop.ics"] = calendar("Spoke & Chain", [
    event("jonah-rota-2025@spokeandchain", "Jonah in (workshop)",
          start="20250107T090000", end="20250107T173000",
          rrule="FREQ=WEEKLY;BYDAY=TU,TH,SA",
          exdate="20250826T090000,20250828T090000,20250830T090000",
          desc="Jonah Baptiste - part-time mechanic. Tue/Thu/Sat. Off w/c 25 Aug (holiday).",
          categories="Shop"),
    event("summer-hours-2025@spokeandchain", "Summer opening hours start",
          allday=("20250401", "20250402"),
          desc="Summer hours: Mon-Sat 8:30-6:00, late Thursday till 7pm. Update door sign + Google.",
          categories="Shop"),
    event("cyclewise-rep-2025@spokeandchain", "Cyclewise rep visit (Shauna)",
          start="20250402T110000", end="20250402T113000",
          rrule="FREQ=MONTHLY;BYDAY=1WE;COUNT=10",
          attendees=[("Shauna Kelleher", "shauna.kelleher@cyclewise.example.co.uk")],
          desc="Monthly visit - catalogue, consumables, any returns.",
          categories="Shop"),
    event("lease-meeting-20250520@spokeandchain", "Lease renewal meeting - Gavin (Kellaway Pryor)",
          start="20250520T100000", end="20250520T113000",
          location="Kellaway Pryor Commercial, 3rd floor, Merchant Quay House, 9 Cannon Wharf, Bristol BS1",
          desc="Sign in at the ground floor desk. Lorna joining by phone from 10:45.\nBring: comparables sheet, photos of the roof leak, rent payment history.",
          attendees=[("Gavin Stroud", "gavin.stroud@kellawaypryor.example.co.uk"),
                     ("Lorna Beckett", "lorna@beckettvane.example.co.uk")],
          categories="Shop,Lease", alarm="-PT1H"),
    event("sentinel-20250715@spokeandchain", "Sentinel West - alarm engineer (Pete)",
          start="20250715T080000", end="20250715T093000",
          location="Spoke & Chain, 41 Ashgrove Parade, Bristol BS3 4QT",
          desc="After Saturday's attempted break-in: new code, extra contact on back door.",
          categories="Shop"),
    event("dr-bike-summer-fair@spokeandchain", "Dr Bike stall - school summer fair",
          start="20250705T113000", end="20250705T153000",
          location="Marlowe Street Primary School, playground",
          desc="Van: track pump, stand, tools, pads, tubes, chain lube, donations tin.",
          categories="Shop,PTA"),
    event("winter-hours-2025@spokeandchain", "Winter opening hours start",
          allday=("20251006", "20251007"),
          desc="New hours from today: Tue-Sat 9:30-5:30, Thursday late night till 7pm. Closed Sunday and Monday.",
          categories="Shop"),
    todo("todo-accountant-ref@spokeandchain", "Get Deepa to send accountant's reference to Gavin",
         due="20251031", created="20250912T214500Z", priority=1,
         desc="Promised Gavin (heads of terms e-mail, 12 Sep) by end of October. Deepa Mistry, Mistry & Co. Landlord won't instruct solicitors without it."),
    todo("todo-jonah-payroll@spokeandchain", "Update payroll: Jonah's new rate 14.25/hr from 1 Sep",
         due="20250930", created="20250902T190000Z", priority=2,
         desc="Promised Jonah the rise from 1 September. Backdate September in the payroll app."),
    todo("todo-insurance-renewal@spokeandchain", "Renew shop insurance (Cyclesure)",
         due="20251130", created="20251001T090000Z"),
    todo("todo-google-hours@spokeandchain", "Update Google profile with winter hours",
         due="20251003", created="20250929T090000Z", status="COMPLETED"),
])

# ------------------------------------------------------------------ home & loft
CALS["calendar/home-and-loft.ics"] = calendar("Home & loft", [
    event("loft-imogen-visit@fernbank17", "Architect visit - Imogen Tate",
          start="20250203T180000", end="20250203T193000",
          location="17 Fernbank Road, Bristol BS7 8PL",
          attendees=[("Imogen Tate", "imogen@tatestudio.example.co.uk"),
                     ("Rachel Hennessy", "rachel.hennessy@homemail.example")]),
    event("scaffold-brunel@fernbank17", "Scaffold up - Brunel (CANCELLED)",
          start="20250901T080000", end="20250901T160000",
          location="17 Fernbank Road, Bristol BS7 8PL",
          desc="Brunel can't do September - cancelled 24 Jun.", status="CANCELLED"),
    event("scaffold-redcliffe@fernbank17", "Scaffold up - Redcliffe Access",
          start="20250918T073000", end="20250918T160000",
          location="17 Fernbank Road, Bristol BS7 8PL",
          desc="Redcliffe Access crew from 7:30am. Car off the drive the night before, clear the side passage. Tasha: 0117 496 0288.",
          attendees=[("Tasha Greene", "tasha@redcliffeaccess.example.co.uk")]),
    event("doyle-start@fernbank17", "Doyle Lofts start on site",
          start="20250922T080000", end="20250922T170000",
          location="17 Fernbank Road, Bristol BS7 8PL",
          desc="Kieran + 2. No drilling before 10am after Rachel's nights.",
          attendees=[("Kieran Doyle", "kieran@doylelofts.example.co.uk")]),
    event("steel-delivery@fernbank17", "Steel delivery - hiab lorry",
          start="20251001T073000", end="20251001T083000",
          location="Outside 17 Fernbank Road (parking bay suspension outside 17-19)",
          desc="Avon Steel Fabrications hiab lorry arriving 7:30am with the steels (per Dev's calcs). Kieran's lads to receive. Move the car by 7am! Tell Gwen & Alan.",
          attendees=[("Kieran Doyle", "kieran@doylelofts.example.co.uk")]),
    event("bc-steels@fernbank17", "Building control - steel & padstone inspection",
          start="20251003T103000", end="20251003T113000",
          location="17 Fernbank Road, Bristol BS7 8PL",
          desc="Carl Bright (Westcountry Building Control). Calcs MSD-2291 on site.",
          attendees=[("Carl Bright", "carl.bright@westcountrybc.example.co.uk"),
                     ("Kieran Doyle", "kieran@doylelofts.example.co.uk")]),
    event("bins-fortnightly@fernbank17", "Bins - recycling week",
          start="20250107T070000", end="20250107T071500",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
          desc="Green box + food caddy. Black bin the other week."),
    todo("todo-pattersons-photos@fernbank17", "Send Gwen & Alan (no. 19) the schedule of condition photos",
         due="20250915", created="20250721T200000Z", priority=1,
         desc="Promised when they signed the party wall consent (21 Jul): dated photos of their side of the party wall, their loft and bedroom ceilings. Should have been before the steels."),
    todo("todo-insulation-inspection@fernbank17", "Book Carl for insulation inspection (48h notice)",
         due="20251031", created="20251003T120000Z"),
    todo("todo-balustrade@fernbank17", "Choose stair balustrade - tell Kieran",
         due="20251031", created="20251006T090000Z"),
])

# ------------------------------------------------------------------ Dad / Cardiff
CALS["calendar/dad-cardiff.ics"] = calendar("Dad (Cardiff)", [
    event("memclinic-20250115@okafor", "Dad - memory clinic (Dr Harcourt)",
          start="20250115T110000", end="20250115T123000",
          location="Memory Assessment Service, Rookwood Wing, Llandaff Road Hospital, Cardiff",
          desc="Results appointment. Chioma coming. Bring list of meds + the notes about the last year.",
          attendees=[("Chioma Okafor", "chioma.okafor@northmail.example")]),
    event("memclinic-20250410@okafor", "Dad - memory clinic review",
          start="20250410T140000", end="20250410T150000",
          location="Memory Assessment Service, Rookwood Wing, Llandaff Road Hospital, Cardiff",
          desc="Chioma taking him (I'm in the shop).",
          attendees=[("Chioma Okafor", "chioma.okafor@northmail.example")]),
    event("memclinic-20251104@okafor", "Dad - memory clinic 6-month review",
          start="20251104T141500", end="20251104T151500",
          location="Memory Assessment Service, Rookwood Wing, Llandaff Road Hospital, Cardiff",
          desc="Dr Nia Harcourt. I'm taking him this time (Jonah to open up - it's a Tuesday). Take: med list, the sleep diary, questions about the dreams + the morning dose.",
          alarm="-P1D"),
    event("sunday-visit@okafor", "Cardiff - Dad (every other Sunday)",
          start="20250112T100000", end="20250112T170000",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
          exdate="20250622T100000,20251109T100000",
          location="8 Heol Derwen, Whitchurch, Cardiff CF14 1XX",
          desc="Shopping, bills, haircut, walk round Forest Farm. Check the teapot for the back door key."),
    event("tygwyn-review@okafor", "Ty Gwyn - one month care review",
          start="20250908T150000", end="20250908T160000",
          location="8 Heol Derwen, Whitchurch, Cardiff",
          attendees=[("Sioned Evans", "sioned.evans@tygwyncare.example.co.uk"),
                     ("Chioma Okafor", "chioma.okafor@northmail.example")]),
    event("dad-xmas-arrive@okafor", "Dad to Bristol for Christmas (Chioma driving)",
          allday=("20251223", "20251228"),
          location="17 Fernbank Road, Bristol",
          desc="Chioma brings him down Tue 23 Dec; I take him back to Cardiff Sat 27 Dec. Kofi's room. Tell Ty Gwyn: no visits 23-28 Dec."),
    todo("todo-nationwide-lpa@okafor", "Tell Nationwide about Dad's LPA (branch appointment)",
         due="20251031", created="20250701T090000Z", priority=2,
         desc="Queen Street branch - bring the original registered LPA (property & finance). Weekday only."),
    todo("todo-cwtch-dd@okafor", "Chase Cwtch refund for August + cancel direct debit",
         created="20250905T090000Z"),
    todo("todo-herbert@okafor", "Herbert Protocol form to South Wales Police",
         created="20250615T090000Z", status="COMPLETED"),
])

# ------------------------------------------------------------------ family & running
CALS["calendar/family-and-running.ics"] = calendar("Family & running", [
    event("parkrun-2025@okafor", "parkrun - Frome Vale",
          start="20250104T090000", end="20250104T100000",
          rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20251231T235959Z",
          location="Frome Vale parkrun, Bristol",
          desc="Barcode A4418820. Back for 9:30 shop opening? (no - Jonah opens Saturdays when I run)."),
    event("ada-swimming@okafor", "Ada - swimming lesson",
          start="20250107T171500", end="20250107T180000",
          rrule="FREQ=WEEKLY;BYDAY=TU",
          exdate="20250218T171500,20250415T171500,20250527T171500,20251028T171500",
          location="Filton Avenue Pool (learner pool), Bristol",
          desc="Stage 6. Goggles, 1 coin for the locker. Not in school holidays."),
    event("kofi-football@okafor", "Kofi - football (Lockleaze Lions U7)",
          start="20250906T103000", end="20250906T113000",
          rrule="FREQ=WEEKLY;BYDAY=SA",
          location="Lockleaze Sports Field",
          desc="Rachel or Grandma takes him - I'm at the shop."),
    event("physio-1@okafor", "Physio - calf (Lena Kowalczyk)",
          start="20250723T174000", end="20250723T182000",
          location="Gloucester Road Physio, Bristol",
          desc="Left calf strain from Sunday's hill reps. Wear shorts.",
          attendees=[("Lena Kowalczyk", "lena@gloucesterroadphysio.example.co.uk")]),
    event("physio-2@okafor", "Physio follow-up (Lena)",
          start="20250730T174000", end="20250730T181000",
          location="Gloucester Road Physio, Bristol"),
    event("summer-fair@okafor", "School summer fair",
          start="20250705T120000", end="20250705T150000",
          location="Marlowe Street Primary School"),
    event("pta-meeting-sep@okafor", "PTA meeting",
          start="20250923T190000", end="20250923T203000",
          location="Marlowe Street Primary - library",
          attendees=[("Hannah Oyelaran", "hannah.oyelaran@homemail.example"),
                     ("Mike Dunne", "mike.dunne@homemail.example"),
                     ("Lucy Brandt", "lucy.brandt@homemail.example")]),
    event("pta-meeting-nov@okafor", "PTA meeting",
          start="20251104T190000", end="20251104T203000",
          location="Marlowe Street Primary - library",
          desc="Clashes with Dad's clinic day - will I be back from Cardiff by 7?"),
    event("allotment-agm@okafor", "Allotment AGM",
          start="20251115T103000", end="20251115T123000",
          location="Old Dairy Room, Lockside Community Centre, Lockside Lane (entrance round the back)",
          desc="Windmill Rise Allotments AGM. NOT at St Barnabas this year. Vote on the composting toilet."),
    event("avon-gorge-half@okafor", "Avon Gorge Half Marathon",
          start="20251109T093000", end="20251109T113000",
          location="The Downs (Ladies Mile), Bristol",
          desc="Race start 9:30am. Goal sub-1:50. Bag drop closes 9:10.",
          alarm="-PT12H"),
    event("xmas-fair@okafor", "PTA Christmas Fair",
          start="20251206T120000", end="20251206T150000",
          location="Marlowe Street Primary - hall and playground",
          desc="Dr Bike stall (me + Jonah). Raffle bike to Sam before.",
          attendees=[("Hannah Oyelaran", "hannah.oyelaran@homemail.example")]),
    todo("todo-raffle-bike@okafor", "Refurb the 20\" Frog for the PTA raffle",
         due="20251128", created="20250923T210000Z", priority=2,
         desc="Promised at the PTA meeting: new tyres, brake pads, clean, photos to Sam for the posters."),
    todo("todo-mot@okafor", "Book the van MOT (due 30 Oct)",
         due="20251023", created="20250902T170000Z", priority=1,
         desc="Feeder Road Motors - ring Stan a week ahead. MOT due 30 October 2025."),
    todo("todo-allotment-rent@okafor", "Pay allotment rent (72)",
         due="20251001", created="20250920T090000Z"),
])
