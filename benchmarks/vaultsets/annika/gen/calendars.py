"""Four .ics calendars (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE/RECURRENCE-ID, VTODO, VALARM)."""
from util import ics, uid, ics_escape as E

STAMP = "DTSTAMP:20260517T090000Z"
LON = "TZID=Europe/London"
BER = "TZID=Europe/Berlin"


def ev(seed, summary, start, end=None, loc=None, desc=None, extra=(), allday=False, tz=LON,
       created="20250601T120000Z"):
    b = [f"UID:{uid(seed)}", STAMP, f"CREATED:{created}"]
    if allday:
        b.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            b.append(f"DTEND;VALUE=DATE:{end}")
    else:
        b.append(f"DTSTART;{tz}:{start}")
        if end:
            b.append(f"DTEND;{tz}:{end}")
    b.append(f"SUMMARY:{E(summary)}")
    if loc:
        b.append(f"LOCATION:{E(loc)}")
    if desc:
        b.append(f"DESCRIPTION:{E(desc)}")
    b += list(extra)
    return ("VEVENT", b)


def todo(seed, summary, due=None, status="NEEDS-ACTION", desc=None, extra=(), completed=None):
    b = [f"UID:{uid(seed)}", STAMP, f"SUMMARY:{E(summary)}"]
    if due:
        b.append(f"DUE;VALUE=DATE:{due}")
    if desc:
        b.append(f"DESCRIPTION:{E(desc)}")
    b.append(f"STATUS:{status}")
    if completed:
        b.append(f"COMPLETED:{completed}")
        b.append("PERCENT-COMPLETE:100")
    b += list(extra)
    return ("VTODO", b)


def alarm(trigger, text):
    return ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{E(text)}",
            f"TRIGGER:{trigger}", "END:VALARM"]


def practice():
    c = [
        ev("clinic-weekly", "Clinic – Kirkstall Wellness Hub", "20250602T083000", "20250602T143000",
           loc="Kirkstall Wellness Hub, 112 Abbey Road, Leeds LS5 3XX",
           desc="Patients 8:30–14:30, last slot 13:45. Wednesdays free (orchestra + Leo early finish).",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,TH,FR",
                  "EXDATE;TZID=Europe/London:20251225T083000,20251226T083000,20260101T083000,20260102T083000",
                  "CATEGORIES:Clinic"]),
        ev("room-rent", "Room rent – hub standing order", "20250701", "20250702", allday=True,
           desc="£520 standing order to Kirkstall Wellness Hub Ltd (licence Room 4).",
           extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=1", "TRANSP:TRANSPARENT"]),
        ev("albion-audit", "Albion Medical – provider audit call", "20251105T130000", "20251105T133000",
           desc="Phone call. Have 3 anonymised treatment records ready. They call me.",
           extra=["ATTENDEE;CN=Albion Provider Quality Team;ROLE=REQ-PARTICIPANT:mailto:quality@albionmedical.example"],
           created="20251020T090000Z"),
        ev("self-assessment-call", "Self assessment call (mileage + allowable expenses)", "20260114T123000",
           "20260114T130000", loc="Phone", desc="Have mileage spreadsheet ready. Payment due 31 Jan.",
           created="20260105T090000Z"),
        ev("cpd-pelvic", "CPD: Pelvic health for MSK physios – intro day", "20260307T090000",
           "20260307T163000", loc="Oxford Road Conference Centre, Manchester M13",
           desc="Train from Leeds 07:14. Bring lunch, certificate for CPD log. 7 hours.",
           created="20251201T090000Z"),
        ev("northstar-webinar", "Northstar Health – new provider portal webinar", "20260416T120000",
           "20260416T123000", loc="Online (link in Northstar email)", created="20260310T110000Z"),
        todo("todo-hcpc", "Renew HCPC registration", due="20260531",
             desc="Renewal fee £225 for the 2-year cycle. Online portal, need CPD declaration. If audited: profile + 2 reflections.",
             extra=["PRIORITY:1"]),
        todo("todo-albion-chase", "Query Albion short payment (INV-2026-0142)", due="20260530",
             desc="Remittance 6 March. Check pre-auth letter re excess before querying."),
        todo("todo-physiodesk-fee", "Update PhysioDesk: Northstar new fee schedule from 1 April",
             status="COMPLETED", completed="20260428T190000Z"),
        todo("todo-indemnity", "Renew CSP membership (includes indemnity)", status="COMPLETED",
             completed="20260110T100000Z"),
    ]
    ics("calendar/practice.ics", "Practice", ["Europe/London"], c)


def family():
    c = [
        ev("leo-swim", "Leo swimming (Stage 3)", "20250913T091500", "20250913T100000",
           loc="Kirkstall Leisure Centre, Kirkstall Lane, Leeds",
           desc="£1 coin for the locker. Goggles. Towel. Snack for after.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20260718T081500Z",
                  "EXDATE;TZID=Europe/London:20251227T091500,20260404T091500"]
                 + alarm("-PT30M", "Leo swimming in 30 min"),
           created="20250901T080000Z"),
        ev("parents-evening", "Parents' evening – Miss Okafor", "20251120T164000", "20251120T165000",
           loc="Ashgrove Primary, Rowan class", created="20251103T080000Z",
           extra=["ATTENDEE;CN=Tom Pickering;ROLE=OPT-PARTICIPANT:mailto:tom.pickering@mailbox.example"]),
        ev("kati-visit", "Kati, Felix + kids in Leeds", "20251023", "20251028", allday=True,
           desc="Half term (Baden-Württemberg Herbstferien). Airbed + Leo's room.",
           created="20250815T080000Z"),
        ev("weihnachten", "Weihnachten in Freiburg (Erwinstraße)", "20251221", "20251230", allday=True,
           desc="Flights MAN–BSL. Sue feeds Brezel, see house sitter sheet.", created="20250901T080000Z"),
        ev("freiburg-trip-june-old", "Freiburg – Notar (kurzer Trip)", "20260601", "20260608", allday=True,
           desc="Flüge noch buchen! Kurz hin für den Notartermin.", created="20260415T070000Z"),
        ev("notartermin", "Notartermin Kaufvertrag Erwinstraße 27", "20260604T100000", "20260604T113000",
           tz=BER, loc="Notariat Fahrner & Stein, Bertoldstraße 45, 79098 Freiburg (2. OG)",
           desc="Beurkundung Brandt / Albrecht. Mama + Papa müssen persönlich da sein. Ausweise + Vollmacht!",
           extra=["ATTENDEE;CN=Gisela Brandt;ROLE=REQ-PARTICIPANT:mailto:gisela.brandt@posteo-mail.example",
                  "ATTENDEE;CN=Herbert Brandt;ROLE=REQ-PARTICIPANT:mailto:herbert.brandt@posteo-mail.example",
                  "ATTENDEE;CN=Katrin Weber;ROLE=OPT-PARTICIPANT:mailto:katrin.weber@gmx-mail.example"]
                 + alarm("-P1D", "Morgen Notar! Vollmacht einpacken"),
           created="20260414T150000Z"),
        ev("papa-70", "Papa 70. Geburtstag", "20260620", "20260621", allday=True,
           desc="Feier mit Familie – Details von Mama.", created="20250901T080000Z"),
        ev("tom-half", "Tom – Leeds half marathon", "20260510T090000", "20260510T113000",
           loc="Leeds city centre", desc="Cheer at mile 9 (Kirkstall Road).", created="20251201T080000Z"),
        ev("sports-day", "Leo sports day", "20260703T133000", "20260703T151500",
           loc="Ashgrove Primary playing field", created="20260420T080000Z"),
        todo("todo-energieausweis", "Energieausweis-Kopie an Frau Kessler schicken", status="COMPLETED",
             completed="20250926T180000Z"),
    ]
    ics("calendar/family.ics", "Family", ["Europe/London", "Europe/Berlin"], c)


def orchestra():
    hall_old = "St Michael's Church Hall, St Michael's Road, Headingley, Leeds LS6"
    hall_new = "Burley Community Hall, 21 Haddon Road, Leeds LS4"
    c = [
        ev("avs-autumn", "AVS rehearsal", "20250910T193000", "20250910T213000", loc=hall_old,
           desc="Aire Valley Sinfonia. Dvořák 8 / Freischütz / Kol Nidrei.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20251210T193000Z",
                  "EXDATE;TZID=Europe/London:20251029T193000"],
           created="20250903T200000Z"),
        ev("avs-spring", "AVS rehearsal", "20260107T193000", "20260107T213000", loc=hall_new,
           desc="Aire Valley Sinfonia. Spring: Dvořák 8 etc. Summer term: Schubert 5, Hebrides, Greensleeves.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20260624T183000Z",
                  "EXDATE;TZID=Europe/London:20260218T193000,20260401T193000"],
           created="20251203T210000Z"),
        ("VEVENT", [f"UID:{uid('avs-spring')}", STAMP, "CREATED:20260225T190000Z",
                    "RECURRENCE-ID;TZID=Europe/London:20260311T193000",
                    "DTSTART;TZID=Europe/London:20260312T190000",
                    "DTEND;TZID=Europe/London:20260312T220000",
                    "SUMMARY:AVS dress rehearsal (Thu instead of Wed!)",
                    "LOCATION:" + E("St Aidan's Church, Roundhay Road, Leeds LS8"),
                    "DESCRIPTION:" + E("Full run in the concert venue. No rehearsal at Burley on the Wednesday."),
                    "SEQUENCE:1"]),
        ev("viola-sectional", "Viola sectional at Helen's", "20260118T140000", "20260118T160000",
           loc="Helen's house, Chapel Allerton",
           desc="Bring pencil + cake rota. Every 4 weeks.",
           extra=["RRULE:FREQ=WEEKLY;INTERVAL=4;BYDAY=SU;COUNT=6",
                  "ATTENDEE;CN=Helen Marsh;ROLE=CHAIR:mailto:helen.marsh@avs-mail.example"],
           created="20251204T090000Z"),
        ev("spring-concert", "AVS spring concert", "20260314T193000", "20260314T215000",
           loc="St Aidan's Church, Roundhay Road, Leeds LS8",
           desc="Call 18:30, all black. Weber / Bruch Kol Nidrei / Dvořák 8.",
           created="20250903T200000Z"),
        ev("summer-concert", "AVS summer concert", "20260627T193000", "20260627T213000",
           loc="Otley Courthouse, Courthouse Street, Otley LS21",
           desc="Mendelssohn Hebrides, Vaughan Williams Greensleeves, Schubert 5. Call 18:30, blacks.",
           extra=alarm("-PT3H", "Concert tonight – blacks, music, rosin"), created="20260316T200000Z"),
        ev("bow-rehair", "Drop viola bow for rehair", "20251004T103000", "20251004T110000",
           loc="Gerald Fry Violins, 4 Kirkgate, Otley LS21", created="20250928T150000Z"),
        todo("todo-subs", "Pay AVS summer subs", due="20260430", status="COMPLETED",
             completed="20260415T200000Z"),
        todo("todo-schubert", "Practise Schubert 5 finale – fast bars, slow then up to tempo",
             due="20260624"),
    ]
    ics("calendar/orchestra.ics", "Orchestra", ["Europe/London"], c)


def house():
    c = [
        ev("dave-survey", "Dave (plumber) – bathroom survey", "20251014T173000", "20251014T183000",
           loc="31 Elmfield Terrace", created="20251008T090000Z"),
        ev("boiler-repair", "Boiler engineer 8–10", "20251209T080000", "20251209T100000",
           loc="31 Elmfield Terrace", desc="No hot water since Sunday. Someone needs to be in!",
           created="20251208T070000Z"),
        ev("bathroom-strip", "Bathroom strip-out starts (Dave)", "20260420T080000", "20260424T170000",
           loc="31 Elmfield Terrace", desc="Bathroom out of action from today. Skip on the road.",
           created="20260302T080000Z"),
        ev("electrician", "Lena – electrics first fix (fan, shaver socket)", "20260427T090000",
           "20260427T130000", loc="31 Elmfield Terrace", created="20260310T080000Z"),
        ev("tiling", "Marek tiling", "20260505", "20260515", allday=True,
           desc="8 working days. Terrazzo floor + metro walls.", created="20260302T080000Z"),
        ev("second-fix", "Dave – second fix + finish", "20260526T080000", "20260527T170000",
           loc="31 Elmfield Terrace", created="20260513T190000Z"),
        ev("black-bin", "Black bin out (Mon night)", "20250602T200000", "20250602T201500",
           desc="Alternate weeks, collected Tuesday morning.",
           extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO"]),
        ev("boiler-service", "Boiler annual service", "20261208T080000", "20261208T093000",
           loc="31 Elmfield Terrace", desc="Booked at the repair visit. He texts the week before.",
           extra=alarm("-P7D", "Boiler service next week"), created="20251209T140000Z"),
        todo("todo-fan", "Extractor fan: timer or humidistat? Tell Dave", due="20260522",
             desc="Lena wired for both. Needed before second fix."),
        todo("todo-screen", "Order bath screen (fixed 800mm)", status="COMPLETED",
             completed="20260410T200000Z"),
        todo("todo-skip", "Book skip", status="COMPLETED", completed="20260408T090000Z"),
    ]
    ics("calendar/house.ics", "House", ["Europe/London"], c)


def build():
    practice()
    family()
    orchestra()
    house()
