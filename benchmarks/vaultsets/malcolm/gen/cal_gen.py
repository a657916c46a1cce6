"""iCalendar files (written by hand: CRLF, folded at 75 octets)."""
from common import write_bytes

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

STAMP = "20251121T090000Z"


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74  # continuation lines start with a space
        cur += cb
    out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def t(local):  # local Europe/London time
    return f";TZID=Europe/London:{local}"


def event(uid, summary, start, end=None, allday=False, location=None, desc=None, attendees=(), rrule=None,
          exdate=None, cats=None, alarm=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{STAMP}"]
    if allday:
        L += [f"DTSTART;VALUE=DATE:{start}", f"DTEND;VALUE=DATE:{end}"]
    else:
        L += [f"DTSTART{t(start)}"] + ([f"DTEND{t(end)}"] if end else [])
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdate:
        L.append(f"EXDATE;TZID=Europe/London:{exdate}")
    L.append(f"SUMMARY:{esc(summary)}")
    if location:
        L.append(f"LOCATION:{esc(location)}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT:mailto:{mail}')
    if cats:
        L.append(f"CATEGORIES:{esc(cats)}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{esc(alarm[1])}", f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", f"DTSTAMP:{STAMP}", f"SUMMARY:{esc(summary)}"]
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    L.append("END:VTODO")
    return L


def calendar(rel, name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Malcolm Price//Calendar export//EN", "CALSCALE:GREGORIAN",
         "METHOD:PUBLISH", f"X-WR-CALNAME:{esc(name)}", "X-WR-TIMEZONE:Europe/London"] + VTZ.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += fold(line)
    write_bytes(rel, ("\r\n".join(out) + "\r\n").encode("utf-8"))


M = ("Malcolm Price", "malcolm.price@llais.example")


def build():
    calendar("calendar/flood-group.ics", "Gweithgor Llifogydd / Flood group", [
        event("fwg-hall-2025@malcolm.price", "Flood working group", "20250211T190000", "20250211T203000",
              rrule="FREQ=MONTHLY;BYDAY=2TU;UNTIL=20250812T180000Z", exdate="20250708T190000",
              location="Neuadd Bentref Pentwyn (village hall), Stryd yr Eglwys, Pentwyn-y-Nant",
              desc="Second Tuesday of the month. Agenda from Eirlys a week before. Minutes by Eirlys.",
              attendees=[M, ("Bethan Rees", "bethan.rees@pentwynynant-cc.example.org.uk"),
                         ("Sian Lloyd", "sian.lloyd@post.example"), ("Hywel Thomas", "hywel.hen.felin@post.example"),
                         ("Alun Jenkins", "alun.jenkins@llais.example"),
                         ("Eirlys Morgan", "clerk@pentwynynant-cc.example.org.uk")], cats="Flood"),
        event("fwg-2025-07-15@malcolm.price", "Flood working group (moved from 8 July) - survey results",
              "20250715T190000", "20250715T210000",
              location="Neuadd Bentref Pentwyn (village hall), Stryd yr Eglwys, Pentwyn-y-Nant",
              desc="Moved a week so that Ffion Parry can present the culvert survey. Also: the letter about the bund.",
              attendees=[M, ("Ffion Parry", "ffion.parry@afoncivil.example.co.uk"),
                         ("Eirlys Morgan", "clerk@pentwynynant-cc.example.org.uk")], cats="Flood"),
        event("fwg-bethania-2025@malcolm.price", "Flood working group", "20250909T183000", "20250909T200000",
              rrule="FREQ=MONTHLY;BYDAY=2TU",
              location="Festri Capel Bethania (chapel vestry), Heol Isaf, Pentwyn-y-Nant",
              desc="Moved from the village hall while the roof is repaired. Side door by the yellow school gate. "
                   "Deacons lock up at 9 so we start at 6:30.",
              attendees=[M, ("Bethan Rees", "bethan.rees@pentwynynant-cc.example.org.uk"),
                         ("Sian Lloyd", "sian.lloyd@post.example"), ("Alun Jenkins", "alun.jenkins@llais.example")],
              cats="Flood"),
        event("culvert-survey-2025@malcolm.price", "Culvert survey - Afon Civil", "20250514T080000", "20250514T150000",
              location="Lay-by by the old mill wall, Heol y Felin (just downstream of the bridge)",
              desc="CCTV + topo survey of the Nant Gwenlli culvert. Stop/go boards 9:30-3. PO PNCC-25-014. "
                   "Hywel to show them the inlet first thing.",
              attendees=[M, ("Ffion Parry", "ffion.parry@afoncivil.example.co.uk"),
                         ("Hywel Thomas", "hywel.hen.felin@post.example")], cats="Flood"),
        event("warden-training-2025@malcolm.price", "Flood warden training", "20250322T100000", "20250322T123000",
              location="Neuadd Bentref Pentwyn (village hall)",
              desc="With Owen Prosser, county flood risk officer. Alun bringing the urn.", cats="Flood"),
        event("tct-deadline-2025@malcolm.price", "Grant application deadline (Taff Catchment Trust) 5pm",
              "20250829", "20250830", allday=True, desc="Submitted 26 Aug by Eirlys.", cats="Flood"),
        event("tct-panel-2025@malcolm.price", "TCT grants panel meets", "20250917", "20250918", allday=True, cats="Flood"),
        event("tct-progress-2026@malcolm.price", "Grant progress report due (TCT)", "20260115", "20260116",
              allday=True, desc="One page with photos. Alun and Eirlys.", cats="Flood"),
        todo("todo-pfr-quotes@malcolm.price", "Get three PFR quotes (with home surveys) for the nine Maes-y-Coed properties",
             due="20251209", desc="Action from the 14 Oct meeting. 1 of 3 in so far (the Bridgend firm). Chase the other two.",
             priority=1),
        todo("todo-afon-price@malcolm.price", "Ask Afon Civil to price the screen + desilting", due="20251031",
             status="COMPLETED", completed="20251024T120000Z"),
        todo("todo-tct-accept@malcolm.price", "Grant acceptance signed and returned", due="20251031",
             status="COMPLETED", completed="20251010T160000Z", desc="Signed by Gareth Pritchard, returned by Eirlys."),
    ])

    calendar("calendar/caravan.ics", "Y Wennol", [
        event("hab-check-2025@malcolm.price", "Caravan habitation check", "20250319T100000", "20250319T120000",
              location="Cae Glas Caravan Storage, Heol-y-Parc, Pentyrch",
              attendees=[M, ("Rhys Bevan (Gower Mobile Caravan Services)", "bookings@gowermobilecaravan.example.co.uk")],
              desc="Annual habitation check. Tell the storage office beforehand.", cats="Caravan"),
        event("damp-dropoff-2025@malcolm.price", "Caravan to Vale Tourers - damp repair (drop off)",
              "20250602T083000", "20250602T090000",
              location="Vale Tourers Workshop, Unit 5, Llantrisant Business Park",
              attendees=[M, ("Gethin Rowlands", "gethin@valetourers.example.co.uk")],
              desc="Follow the signs for the builders' merchants - workshop at the back.", cats="Caravan"),
        event("damp-collect-2025@malcolm.price", "Collect caravan from Vale Tourers", "20250606T150000", "20250606T160000",
              location="Vale Tourers Workshop, Unit 5, Llantrisant Business Park", cats="Caravan"),
        event("llangrannog-2025@malcolm.price", "Llangrannog with Elis & Mali", "20250721", "20250726", allday=True,
              location="Fferm Penlan, Llangrannog, Ceredigion",
              desc="Booking PEN-25-031. Pitch Cae Isaf 6 (sea view). GBP 32/night. Glenys 21-22 only.", cats="Caravan"),
        event("brecon-2025@malcolm.price", "Brecon - Parc Glan-yr-Afon", "20250912", "20250916", allday=True,
              location="Parc Glan-yr-Afon, Heol yr Afon, Aberhonddu (Brecon)",
              desc="Booking PGA-55817 (moved from June). Pitch 22, riverside hardstanding. Arrive from 2pm.",
              cats="Caravan"),
        event("winterise-2025@malcolm.price", "Winterise the caravan", "20251028", "20251029", allday=True,
              desc="Drain down, cushions home, moisture traps, battery home.", cats="Caravan"),
        event("dinlle-2026@malcolm.price", "Dinas Dinlle - Maes Dinlle", "20260518", "20260523", allday=True,
              location="Maes Dinlle, Dinas Dinlle, near Caernarfon, Gwynedd",
              desc="Deposit GBP 40 paid 30 July 2025. Balance due 1 April 2026. Pitch by the dunes requested.",
              cats="Caravan"),
        event("storage-fee@malcolm.price", "Storage fee (standing order, Cae Glas)", "20250101", "20250102",
              allday=True, rrule="FREQ=MONTHLY;INTERVAL=3", cats="Caravan"),
        todo("todo-damp-recheck@malcolm.price", "Book the free six-month damp re-check at Vale Tourers (Gethin)",
             due="20251130", desc="Promised by Gethin when we collected in June. Ring the workshop."),
        todo("todo-dinlle-balance@malcolm.price", "Pay the Maes Dinlle balance", due="20260401"),
    ])

    calendar("calendar/grandchildren.ics", "Elis a Mali", [
        event("pickup-tue-thu@malcolm.price", "School pick-up - Elis & Mali", "20240903T151500", "20240903T153000",
              rrule="FREQ=WEEKLY;BYDAY=TU,TH",
              exdate="20241029T151500,20241031T151500,20241224T151500,20241226T151500,20241231T151500,20250102T151500",
              location="Ysgol Gymraeg Nant Gwenlli, Pentwyn-y-Nant",
              desc="Tuesdays and Thursdays. Mali has Urdd club on Thursdays until 4:15.", cats="Family"),
        event("swim-thu-2425@malcolm.price", "Swimming - Dolffiniaid Taf", "20240905T173000", "20240905T181500",
              rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250717T163000Z",
              location="Canolfan Hamdden Glan Taf", desc="Coach Rhodri Pugh. Kit + GBP 1 for the locker.",
              cats="Family"),
        event("swim-tue-2526@malcolm.price", "Swimming - Dolffiniaid Taf", "20250902T174500", "20250902T183000",
              rrule="FREQ=WEEKLY;BYDAY=TU",
              location="Pwll Cymunedol Radur (Radyr Community Pool)",
              desc="New day and pool from September. Poolside 5:40. Park at the station. Sandwiches in the car.",
              cats="Family"),
        event("gala-2025@malcolm.price", "Swimming gala (I'm timekeeping)", "20251122T081500", "20251122T130000",
              location="Canolfan Hamdden Glan Taf (main pool)",
              desc="Officials' table 8:15. Swimmers' warm-up 8:45, first race 9:30. Bring two stopwatches. "
                   "Elis: 50 m free + relay. Mali: 25 m backstroke.",
              attendees=[M, ("Nerys Owen", "galas@dolffiniaidtaf.example.org.uk")], cats="Family"),
        event("xmas-swim-2025@malcolm.price", "Christmas swim & mince pies", "20251216T174500", "20251216T183000",
              location="Pwll Cymunedol Radur", cats="Family"),
        event("halfterm-oct-2025@malcolm.price", "Hanner tymor - half term (no school)", "20251027", "20251101",
              allday=True, desc="Catrin has leave Mon-Wed. Me Thursday & Friday.", cats="Family"),
    ])

    calendar("calendar/health.ics", "Iechyd / Health", [
        event("annual-review-2025@malcolm.price", "Diabetes annual review", "20250311T091000", "20250311T093000",
              location="Meddygfa Heol Isaf, Pentwyn-y-Nant",
              attendees=[M, ("Nurse Angharad Powell", "heolisaf.surgery@wales.example.nhs.uk")], cats="Health"),
        event("bloods-jun-2025@malcolm.price", "Blood test (HbA1c) before clinic", "20250602T085000", "20250602T090000",
              location="Meddygfa Heol Isaf", cats="Health"),
        event("clinic-jun-2025@malcolm.price", "Diabetes clinic", "20250610T110000", "20250610T114500",
              location="Canolfan Diabetes Llandaf",
              attendees=[M, ("Dr Nia Vaughan-Thomas", "no-reply@diabetes-llandaf.example.nhs.wales")], cats="Health"),
        event("bloods-sep-2025@malcolm.price", "Blood test (HbA1c)", "20250923T085000", "20250923T090000",
              location="Meddygfa Heol Isaf",
              attendees=[M, ("Nurse Angharad Powell", "heolisaf.surgery@wales.example.nhs.uk")], cats="Health"),
        event("flu-2025@malcolm.price", "Flu jab", "20251004T100000", "20251004T101000",
              location="Meddygfa Heol Isaf", cats="Health"),
        event("clinic-dec-2025@malcolm.price", "Diabetes clinic review", "20251202T102000", "20251202T110000",
              location="Clinic B, Ground Floor, Canolfan Diabetes Llandaf",
              attendees=[M, ("Dr Nia Vaughan-Thomas", "no-reply@diabetes-llandaf.example.nhs.wales")],
              desc="Take: tablets list, a week of readings, weight. Ask about night-time loo, ramipril, the education course.",
              alarm=("-P1D", "Diabetes clinic tomorrow 10:20"), cats="Health"),
        event("taff-trail-walk@malcolm.price", "Walk - Taff Trail", "20250106T070000", "20250106T083000",
              rrule="FREQ=WEEKLY;BYDAY=MO,WE,FR", location="Taff Trail, Radyr to Castell Coch and back",
              desc="Before breakfast. Porridge after.", cats="Health"),
        todo("todo-eye-screening@malcolm.price", "Book diabetic eye screening", due="20251201",
             desc="Letter came mid-October - it's on the fridge. Phone the number on the letter. Before the December review.",
             priority=2),
        todo("todo-flu@malcolm.price", "Flu jab", status="COMPLETED", completed="20251004T101000Z"),
    ])

    calendar("calendar/family-history.ics", "Achau / Family history", [
        event("wwma-visit-2025@malcolm.price", "Maritime archive - Seren y Bore crew agreements", "20251016T100000",
              "20251016T160000",
              location="West Wales Maritime Archive searchroom, 3 Rhodfa'r Harbwr, Aberystwyth",
              desc="Ref WWMA/ENQ/25/112. Photo ID + proof of address for the reader's ticket. GBP 5 photo permit. "
                   "Pencils only. Leave home by 7.", cats="Family history"),
        event("fhs-meeting@malcolm.price", "Family history society", "20250116T193000", "20250116T210000",
              rrule="FREQ=MONTHLY;BYDAY=3TH",
              location="Llyfrgell Llandaf (Llandaff library), community room",
              desc="Cymdeithas Hanes Teulu - talks and help desk. GBP 2 on the door.", cats="Family history"),
        event("dna-posted-2025@malcolm.price", "HelixRoots DNA sample posted", "20250715", "20250716", allday=True,
              cats="Family history"),
        todo("todo-evan-death-cert@malcolm.price", "Order Evan Price's death certificate (1923, Pontypridd district)"),
        todo("todo-gwen-scan@malcolm.price", "Send Gwen the Bible page scan and the photo of Capt. Bowen", due="20250930",
             desc="Promised in my e-mail of 21 Sept. Flatbed scanner, 600 dpi, not the phone."),
    ])
