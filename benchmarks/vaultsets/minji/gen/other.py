# -*- coding: utf-8 -*-
"""mbox list archive, iCalendar files and CSV files."""
import io
from email import policy
from email.generator import BytesGenerator

from lib import new_message, write_bytes, write_text, ics_escape, ics_text, VTIMEZONE_LONDON, wrap, quote

# =================================================================== mbox

LIST_ID = "SMCO players <smco-players.lists.smco.example>"
LIST_ADDR = "smco-players@lists.smco.example"
ALAN = ("Alan Birtles", "alan.birtles@smco.example")
MAREK = ("Marek Zielinski", "marek.z@smco.example")
PRIYA = ("Priya Shah", "priya.shah@fastpost.example")
MINJI = ("Min-ji Kim", "minji.kim@fastpost.example")

MB = []

MB.append(dict(
    frm=ALAN, env="Fri Jun 20 21:14:03 2025", date="Fri, 20 Jun 2025 21:14:03 +0100",
    mid="<smco-agm-2025@lists.smco.example>", subj="[SMCO] AGM summary and autumn subs",
    body=wrap("""\
Hi all,

Thanks to everyone who stayed for the AGM on Wednesday. Quick summary:

- Marek is staying on as conductor for another year (cheers all round).
- Autumn programme: Dvořák 8, Sibelius Karelia Suite, Vaughan Williams Fantasia on Greensleeves. Concert on Saturday 29 November.
- Subs: because the hall hire has gone up, subs will be £65 per term from the autumn (was £55). Concessions stay at £30.
- Subs for the autumn term are due by Friday 31 October. Bank transfer to the SMCO account (details on the website, members' page), reference = your surname + SUBS.
- The library is asking for all spring/summer parts back by the end of July please.

Have a lovely summer, see you in September.

Alan
SMCO secretary & treasurer
""")))

MB.append(dict(
    frm=MAREK, env="Wed Sep  3 18:40:27 2025", date="Wed, 03 Sep 2025 18:40:27 +0100",
    mid="<marek-autumn-2025@lists.smco.example>", subj="[SMCO] Autumn term: programme and dates",
    body=wrap("""\
Dear all,

Welcome back! Autumn term starts next Wednesday, 10 September, 7:30pm at Ladybarn Community Hall as usual. Please be set up by 7:25.

Programme (concert Saturday 29 November, 7:30pm, St Aidan's Church, Fallowfield):
- Vaughan Williams: Fantasia on Greensleeves
- Sibelius: Karelia Suite
- Dvořák: Symphony No. 8

Parts will be on the table on the first night. Please bring a pencil and please use it.

Violas: Gwen is running sectionals again this term, every other Saturday morning from 20 September - she'll send details.

Looking forward to it,
Marek
""")))

M3_BODY = wrap("""\
Hi everyone,

Important: rehearsal venue change.

Ladybarn Community Hall is closing for roof repairs (they found asbestos in the ceiling tiles, so this is going to take a while - at least until Easter). Tonight (Wednesday 24 September) is our last rehearsal at Ladybarn.

From Wednesday 1 October we will rehearse at:

St Cuthbert's Parish Rooms
5 Kingsleigh Road, Manchester M19
Same time, 7:30-9:30pm.

Parking: small car park at the back, plus street parking on Kingsleigh Road (not in front of the houses with the cones please).
From the car park at the back, it's the green door next to the bins, then up the ramp. Step-free.

The rooms are a bit smaller, so cellos and basses at the front by the radiators, violas behind the seconds.

Alan
""")

MB.append(dict(
    frm=ALAN, env="Wed Sep 24 12:05:44 2025", date="Wed, 24 Sep 2025 12:05:44 +0100",
    mid="<smco-venue-2025-09@lists.smco.example>", subj="[SMCO] Rehearsal venue change from 1 October",
    body=M3_BODY))

MB.append(dict(
    frm=PRIYA, env="Thu Sep 25 08:12:09 2025", date="Thu, 25 Sep 2025 08:12:09 +0100",
    mid="<ps-re-venue-0925@fastpost.example>", subj="Re: [SMCO] Rehearsal venue change from 1 October",
    irt="<smco-venue-2025-09@lists.smco.example>",
    body=wrap("""\
Thanks Alan. Is there somewhere to leave cello cases? Last time we were in a church hall they had to go in the corridor and someone's got trodden on.

Also, is the heating on in the evenings? Asking for every string player in the orchestra.

Priya
""") + "\n\nOn 24/09/2025 12:05, Alan Birtles wrote:\n" + quote(M3_BODY)))

MB.append(dict(
    frm=ALAN, env="Wed Oct 29 20:02:31 2025", date="Wed, 29 Oct 2025 20:02:31 +0000",
    mid="<smco-subs-reminder-2025-10@lists.smco.example>", subj="[SMCO] Subs reminder - autumn term",
    body=wrap("""\
Hi all,

Thank you to everyone who has paid their autumn subs (£65, or £30 concessions).

According to the bank statement, the following are still outstanding as of today:
- T. Ellery (vln 2)
- M. Kim (vla)
- J. Okafor (vc)
- S. Brandt (hn)

If you think you have paid, please check your reference - a couple of payments came in with no name and I'm trying to match them up. Please pay by Friday 7 November. If money is tight this term, have a quiet word with me, nobody needs to miss out.

Alan
SMCO treasurer
""")))

MB.append(dict(
    frm=MAREK, env="Wed Nov  5 17:31:10 2025", date="Wed, 05 Nov 2025 17:31:10 +0000",
    mid="<marek-carols-2025@lists.smco.example>", subj="[SMCO] Carol singalong 14 Dec - who's in?",
    body=wrap("""\
Hello all,

St Aidan's have asked us again to provide a small band for their community carol singalong on Sunday 14 December, 3pm (arrive 2:15). Usual arrangements, one rehearsal on the day, mince pies guaranteed.

I need at least two of each string section. Please reply to the list by Friday so I can sort out parts.

Marek
""")))

MB.append(dict(
    frm=MINJI, env="Thu Nov  6 07:48:55 2025", date="Thu, 06 Nov 2025 07:48:55 +0000",
    mid="<CAMk2025110607485501@fastpost.example>", subj="Re: [SMCO] Carol singalong 14 Dec - who's in?",
    irt="<marek-carols-2025@lists.smco.example>",
    body=wrap("""\
Hi Marek,

I'll have to sit out the carol singalong this year, sorry - my mum is visiting from Korea from 6 December and I'm off work showing her around. Back for the first rehearsal in January (and I might bring her to listen, if that's OK!).

Min-ji (viola)
""") + "\n\nOn Wed, 5 Nov 2025 at 17:31, Marek Zielinski <marek.z@smco.example> wrote:\n" + quote("""\
St Aidan's have asked us again to provide a small band for their community carol
singalong on Sunday 14 December, 3pm (arrive 2:15).""")))

MB.append(dict(
    frm=MAREK, env="Wed Nov 19 22:10:05 2025", date="Wed, 19 Nov 2025 22:10:05 +0000",
    mid="<marek-concert-logistics-2025@lists.smco.example>", subj="[SMCO] Concert logistics - Sat 29 Nov",
    body=wrap("""\
Dear all,

Nearly there! Logistics for the concert on Saturday 29 November at St Aidan's Church, Fallowfield:

- Dress rehearsal at the church, 2pm-5pm (tea break around 3:30). We must be out of the nave by 5:15 because the church has a booking.
- Concert call: 6:45pm, tuned and seated by 7:20. Concert starts 7:30pm.
- Dress: all black, long sleeves.
- Parking at the church is very limited - please car share or come by bus.
- Stands: bring your own stand light, the back of the church is dark.

Last normal rehearsal is next Wednesday 26 November at St Cuthbert's. Full run of the Dvořák.

Tickets: £10 / £5 from Alan or on the door.

Marek
""")))


def build_mbox(rel="lists/smco-players.mbox"):
    out = io.BytesIO()
    for i, m in enumerate(MB):
        name, addr = m["frm"]
        hdr = [("From", "%s <%s>" % (name, addr)), ("To", LIST_ADDR), ("Subject", m["subj"]),
               ("Date", m["date"]), ("Message-ID", m["mid"])]
        if m.get("irt"):
            hdr += [("In-Reply-To", m["irt"]), ("References", m["irt"])]
        hdr += [("List-Id", LIST_ID), ("List-Post", "<mailto:%s>" % LIST_ADDR),
                ("List-Unsubscribe", "<mailto:smco-players-leave@lists.smco.example>"),
                ("Precedence", "list")]
        msg = new_message(hdr)
        msg.set_content(m["body"], cte="8bit")
        out.write(("From %s %s\n" % (addr, m["env"])).encode("ascii"))
        buf = io.BytesIO()
        BytesGenerator(buf, mangle_from_=True, policy=policy.default.clone(linesep="\n")).flatten(msg)
        data = buf.getvalue()
        if not data.endswith(b"\n"):
            data += b"\n"
        out.write(data)
        out.write(b"\n")
    write_bytes(rel, out.getvalue())
    return rel


# =================================================================== iCalendar

DTSTAMP = "DTSTAMP:20251123T120000Z"
TZ = "Europe/London"


def t(prop, value):
    return "%s:%s" % (prop, ics_escape(value))


def vevent(uid, summary, start, end=None, allday=False, location=None, description=None, rrule=None,
           exdate=None, attendees=(), organizer=None, recurrence_id=None, alarm=None, status=None,
           categories=None, sequence=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, DTSTAMP]
    if recurrence_id:
        L.append("RECURRENCE-ID;TZID=%s:%s" % (TZ, recurrence_id))
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=%s:%s" % (TZ, start))
        if end:
            L.append("DTEND;TZID=%s:%s" % (TZ, end))
    if rrule:
        L.append("RRULE:" + rrule)
    if exdate:
        if allday:
            L.append("EXDATE;VALUE=DATE:" + ",".join(exdate))
        else:
            L.append("EXDATE;TZID=%s:%s" % (TZ, ",".join(exdate)))
    if sequence is not None:
        L.append("SEQUENCE:%d" % sequence)
    L.append(t("SUMMARY", summary))
    if location:
        L.append(t("LOCATION", location))
    if description:
        L.append(t("DESCRIPTION", description))
    if categories:
        L.append("CATEGORIES:" + categories)
    if status:
        L.append("STATUS:" + status)
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail, partstat in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=%s:mailto:%s' % (cn, partstat, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", t("DESCRIPTION", alarm[1]), "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, due=None, status="NEEDS-ACTION", description=None, priority=None, completed=None,
          created=None, rrule=None, percent=None):
    L = ["BEGIN:VTODO", "UID:" + uid, DTSTAMP]
    if created:
        L.append("CREATED:" + created)
    if due:
        if len(due) == 8:
            L.append("DUE;VALUE=DATE:" + due)
        else:
            L.append("DUE;TZID=%s:%s" % (TZ, due))
    if rrule:
        L.append("RRULE:" + rrule)
    L.append(t("SUMMARY", summary))
    if description:
        L.append(t("DESCRIPTION", description))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if percent is not None:
        L.append("PERCENT-COMPLETE:%d" % percent)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(name, prodid, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
         t("X-WR-CALNAME", name), "X-WR-TIMEZONE:Europe/London"]
    L += VTIMEZONE_LONDON
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return ics_text(L)


HELEN = ("Helen Marsh", "h.marsh@northbridge-uni.example")
MK = ("Min-ji Kim", "m.kim@northbridge-uni.example", "ACCEPTED")
RAJ = ("Raj Patel", "r.patel@northbridge-uni.example", "ACCEPTED")
EWA = ("Ewa Nowak", "e.nowak@northbridge-uni.example", "ACCEPTED")


def lab_ics():
    D = "@lab.northbridge-uni.example"
    comps = [
        vevent("team-mtg-mon-2025" + D, "Materials technical team meeting", "20250106T093000", "20250106T101500",
               rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20250630T083000Z", exdate=["20250421T093000", "20250526T093000"],
               location="C.215 seminar room", organizer=HELEN,
               attendees=[MK, RAJ, ("Ewa Nowak", "e.nowak@northbridge-uni.example", "TENTATIVE")]),
        vevent("team-mtg-tue-2025" + D, "Materials technical team meeting (now Tuesdays)", "20250701T090000",
               "20250701T100000", rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251216T090000Z",
               exdate=["20250805T090000", "20250812T090000"], location="C.215 seminar room", organizer=HELEN,
               attendees=[MK, RAJ]),
        vevent("sem-slot-tue-mk" + D, "SEM – MK standing slot (FEG-SEM)", "20250107T100000", "20250107T120000",
               rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T090000Z", exdate=["20250429T100000"],
               location="B.09 EM suite, Hatton Building",
               description="Standing superuser slot. 29 Apr cancelled (software upgrade)."),
        vevent("sem-slot-thu-mk" + D, "SEM – MK standing slot (FEG-SEM)", "20250703T090000", "20250703T110000",
               rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20260326T090000Z",
               exdate=["20251211T090000", "20251218T090000", "20260101T090000"],
               location="B.09 EM suite, Hatton Building",
               description="Standing superuser slot from July 2025 (Tuesdays went to Ewa). Released to the pool while I'm on leave."),
        vevent("sem-slot-thu-mk" + D, "SEM – MK slot (moved to afternoon)", "20251113T140000", "20251113T160000",
               recurrence_id="20251113T090000", sequence=1, location="B.09 EM suite, Hatton Building",
               description="Moved to 14:00–16:00: Ewa has the morning for two new-user training sessions."),
        vevent("furnace-cal-q" + D, "Furnace thermocouple calibration check (TF-2 + box)", "20250106T140000",
               "20250106T160000", rrule="FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO", location="C.214",
               description="Quarterly: reference thermocouple at 600/900/1100 °C, log offsets on the sheet."),
        vevent("kelvar-install-20250603" + D, "Box furnace delivery + install (engineer on site)", "20250603T090000",
               "20250603T170000", location="C.214 bench 4",
               description="Commissioning sheet to sign. Estates isolator fitted the day before."),
        vevent("hf-refresher-20251008" + D, "HF first-aid refresher (MK, Raj, Ewa)", "20251008T140000",
               "20251008T153000", location="Occupational Health training room, Whitworth Building",
               attendees=[MK, RAJ, EWA]),
        vevent("stocktake-20250917" + D, "Chemical stocktake – C.214 + prep room", "20250917", "20250918",
               allday=True, description="Update the inventory spreadsheet. Flag expired items for disposal."),
        vevent("safety-audit-2025" + D, "Faculty safety audit – Materials labs", "20251120T100000",
               "20251120T123000", location="C.214 then B.09 and prep room", organizer=HELEN,
               attendees=[("Fiona Lacey", "f.lacey@northbridge-uni.example", "ACCEPTED"), MK,
                          ("Helen Marsh", "h.marsh@northbridge-uni.example", "ACCEPTED")],
               description="Annual faculty audit. Auditor: Fiona Lacey (Faculty Safety Advisor). Have the COSHH folder, furnace RAs, SEM training records and the printed inventory ready.",
               alarm=("-P1D", "Safety audit tomorrow – print the inventory")),
        vevent("sem-service-2025" + D, "SEM annual service – Helix Microscopy Services (engineer: Tomasz Wiśniewski)",
               "20251126T083000", "20251126T160000", location="B.09 EM suite, Hatton Building",
               description="Whole day, no bookings. Tomasz needs access from 08:30 and the service log, filament hours and the list of faults since last year (charging on stage 2, slow pump-down in September). Park him in the visitor bay behind Hatton."),
        vevent("leave-mk-2025-12" + D, "Annual leave – MK (엄마 visit)", "20251208", "20260103", allday=True,
               description="Back Mon 5 Jan. Cover: see handover document."),
        vtodo("todo-hf-coshh" + D, "Rewrite HF COSHH assessment (before audit)", due="20251128",
              description="Flagged at pre-audit walk-round 17 Oct. 2021 version out of date: add dilution procedure + refresher records.",
              priority=1, created="20251017T160000Z"),
        vtodo("todo-eyewash" + D, "Replace eyewash bottles at both C.214 sinks", due="20251024", status="COMPLETED",
              completed="20251016T113000Z", created="20251017T160000Z"),
        vtodo("todo-tf1-weee" + D, "TF-1 WEEE collection form (after Estates disconnect)", due="20251212",
              description="Raj can sign if it happens while I'm off.", priority=5, created="20250915T090000Z"),
    ]
    return calendar("Lab – C.214 / SEM", "-//Northbridge University//Exchange Calendar Export 15.20//EN", comps)


def orchestra_ics():
    D = "@smco-cal.example"
    comps = [
        vevent("reh-spring-2025" + D, "SMCO rehearsal", "20250108T193000", "20250108T213000",
               rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250716T183000Z", exdate=["20250219T193000", "20250416T193000"],
               location="Ladybarn Community Hall", description="Spring/summer term. Half term + Easter off."),
        vevent("reh-autumn-2025" + D, "SMCO rehearsal", "20250910T193000", "20250910T213000",
               rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20251210T193000Z", exdate=["20251029T193000"],
               location="Ladybarn Community Hall", description="Autumn term. No rehearsal in half term."),
        vevent("viola-sectionals-autumn-2025" + D, "Viola sectional (Gwen)", "20250920T103000", "20250920T123000",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20251122T113000Z",
               location="Gwen's house, 14 Brookleigh Road, Burnage, Manchester M19",
               description="Dvořák 8 viola part. Bring stand + pencil. Coffee + flapjacks provided."),
        vevent("concert-spring-2025" + D, "SMCO spring concert", "20250322T193000", "20250322T213000",
               location="St Aidan's Church, Fallowfield", description="Brahms Academic Festival Overture, Schubert 5, Elgar Serenade. Call 6:45."),
        vevent("prom-summer-2025" + D, "Summer prom – Platt Fields bandstand", "20250712T140000", "20250712T163000",
               location="Platt Fields Park bandstand"),
        vevent("agm-2025" + D, "SMCO AGM (after rehearsal)", "20250618T211500", "20250618T220000",
               location="Ladybarn Community Hall"),
        vevent("dress-winter-2025" + D, "Dress rehearsal – winter concert", "20251129T140000", "20251129T170000",
               location="St Aidan's Church, Fallowfield", description="Out of the nave by 5:15."),
        vevent("concert-winter-2025" + D, "SMCO winter concert – Dvořák 8", "20251129T193000", "20251129T214500",
               location="St Aidan's Church, Fallowfield",
               description="Call 6:45pm. All black. Greensleeves, Karelia, Dvořák 8. Hyejin + boyfriend coming.",
               alarm=("-PT3H", "Concert tonight – black clothes, stand light, spare A string")),
        vtodo("todo-subs-autumn" + D, "Pay SMCO autumn subs (£65)", due="20251107",
              description="Bank transfer, ref KIM SUBS.", priority=3, created="20250620T220000Z"),
        vtodo("todo-dvorak-iv" + D, "Dvořák 8 IV – semiquaver variation up to tempo", due="20251128",
              status="IN-PROCESS", percent=70, created="20250915T200000Z"),
        vtodo("todo-return-parts" + D, "Return spring/summer parts to the library", due="20250731",
              status="COMPLETED", completed="20250716T213000Z", created="20250620T220000Z"),
    ]
    return calendar("Orchestra (SMCO)", "-//Apple Inc.//macOS 15.1//EN", comps)


def family_ics():
    D = "@family.minji.example"
    comps = [
        vevent("mum-arrive-2025" + D, "엄마 도착 – MAN 14:35 (AU 1447 from Helsinki)", "20251206T143500",
               "20251206T160000", location="Manchester Airport",
               description="Pick up at arrivals. 예약 정보는 한빛여행사 메일 참고. Bring the warm coat for her."),
        vevent("mum-depart-2026" + D, "엄마 출국 – MAN 16:20 (AU 1448)", "20260110T162000", "20260110T172000",
               location="Manchester Airport", description="Leave the flat by 12:30."),
        vevent("daytrip-lakes-2025" + D, "Day trip: Lake District coach tour with 엄마", "20251213T073000",
               "20251213T190000", location="Chorlton Street coach station",
               description="Windermere boat + Grasmere. Book when it opens in October."),
        vevent("mum-bday" + D, "엄마 생신 🎂", "20250227", "20250228", allday=True, rrule="FREQ=YEARLY",
               description="Call in the morning (their evening). Flowers via 언니."),
        vevent("dad-bday" + D, "아빠 생신", "20250814", "20250815", allday=True, rrule="FREQ=YEARLY"),
        vevent("family-call" + D, "가족 영상통화", "20250105T120000", "20250105T130000",
               rrule="FREQ=WEEKLY;BYDAY=SU", exdate=["20251207T120000", "20251214T120000", "20251221T120000",
                                                     "20251228T120000", "20260104T120000"],
               description="Sunday noon here = 8/9pm in Korea. Skipped while 엄마 is here."),
        vevent("seollal-2025" + D, "설날 – call home early", "20250129", "20250130", allday=True),
        vevent("chuseok-2025" + D, "추석 – call home", "20251006", "20251007", allday=True),
        vevent("xmas-eve-hyejin-2025" + D, "Christmas Eve dinner at Hyejin's (with 엄마)", "20251224T180000",
               "20251224T230000", location="Hyejin's, Sale"),
        vtodo("todo-xmas-lunch" + D, "Book Christmas lunch for 25th (2 people)", due="20251128", priority=2,
              created="20251020T200000Z"),
    ]
    return calendar("Family / 가족", "-//Google Inc//Google Calendar 70.9054//EN", comps)


def home_ics():
    D = "@home.minji.example"
    comps = [
        vevent("damp-survey-2025" + D, "Damp survey – Dryline (Aidan Mulvey)", "20251014T093000", "20251014T113000",
               location="Flat 5, 31 Hartington Grove",
               description="Pull the wardrobe out. Don't clean the wall for a week before."),
        vevent("roofer-2025" + D, "Roofer – gutter hopper + downpipe (Castlefield Roofing)", "20251028T080000",
               "20251028T120000", location="rear of 31 Hartington Grove", description="Rear access only, don't need to be in."),
        vevent("bedroom-repaint-2025" + D, "Bedroom wall – mould wash + stain-block + paint (Redbrick maintenance)",
               "20251110T090000", "20251110T150000", location="Flat 5, 31 Hartington Grove"),
        vevent("boiler-service-2025" + D, "Boiler service (HeatRight Gas Services, via Redbrick)", "20251203T080000",
               "20251203T100000", location="Flat 5, 31 Hartington Grove",
               description="Annual gas safety check + service. Engineer window 8–10am. Need to be in."),
        vevent("inspection-2025-04" + D, "Redbrick routine inspection", "20250409T100000", "20250409T103000",
               location="Flat 5, 31 Hartington Grove"),
        vevent("bins-blue" + D, "Blue bin (recycling) out tonight", "20250108T200000", "20250108T201500",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", description="Collected Thursday morning."),
        vevent("rent-so" + D, "Rent standing order → Redbrick", "20250101", "20250102", allday=True,
               rrule="FREQ=MONTHLY;BYMONTHDAY=1"),
        vtodo("todo-chase-fan" + D, "Chase Callum – electrician for the bathroom extractor fan",
              due="20251121T170000", priority=1, created="20251107T090000Z",
              description="Promised 'within two weeks' on 24 Oct. Still nothing. In writing!"),
        vtodo("todo-dehum-filter" + D, "Clean dehumidifier filter", due="20250707", rrule="FREQ=MONTHLY",
              created="20250607T200000Z"),
        vtodo("todo-curtains" + D, "Wash or replace the mouldy bedroom curtains", due="20251115",
              status="COMPLETED", completed="20251112T190000Z", created="20251025T100000Z"),
    ]
    return calendar("Home / flat", "-//Google Inc//Google Calendar 70.9054//EN", comps)


def build_ics():
    files = {
        "calendar/lab.ics": lab_ics(),
        "calendar/orchestra.ics": orchestra_ics(),
        "calendar/family.ics": family_ics(),
        "calendar/home.ics": home_ics(),
    }
    for rel, text in files.items():
        write_bytes(rel, text.encode("utf-8"))
    return list(files)


# =================================================================== CSV

DAMP_ROWS = [
    ("date", "time", "room", "rh_pct", "temp_c", "tank_l", "notes"),
    ("2025-06-08", "07:10", "bedroom", "74", "17.5", "1.9", "first night with the dehumidifier"),
    ("2025-06-15", "07:05", "bedroom", "72", "18.1", "1.8", ""),
    ("2025-06-29", "07:20", "bedroom", "70", "19.0", "1.6", "hot week, window open most days"),
    ("2025-07-13", "07:00", "bedroom", "71", "18.6", "1.7", ""),
    ("2025-07-27", "07:15", "bedroom", "76", "17.9", "2.2", "two days of heavy rain; wall damp to touch"),
    ("2025-08-10", "07:30", "bedroom", "73", "18.2", "1.9", ""),
    ("2025-08-24", "07:10", "bathroom", "82", "19.5", "", "after shower, fan on (useless)"),
    ("2025-08-31", "07:05", "bedroom", "75", "17.4", "2.0", ""),
    ("2025-09-14", "07:00", "bedroom", "77", "16.8", "2.3", "new black spots above the skirting"),
    ("2025-09-28", "07:10", "bedroom", "78", "16.2", "2.5", "rain all week"),
    ("2025-10-05", "07:05", "bedroom", "78", "16.0", "2.4", "stopped cleaning the wall (survey rules)"),
    ("2025-10-14", "07:00", "bedroom", "79", "15.8", "2.6", "survey today"),
    ("2025-10-21", "07:10", "bedroom", "77", "15.5", "2.4", "report came"),
    ("2025-10-28", "07:05", "bedroom", "77", "15.2", "2.4", "roofer came today"),
    ("2025-11-02", "07:15", "bedroom", "71", "16.0", "1.9", "rain yesterday but wall feels drier"),
    ("2025-11-06", "07:20", "bathroom", "80", "18.9", "", "after shower, window open instead of fan"),
    ("2025-11-09", "07:05", "bedroom", "67", "16.4", "1.6", "wall prep for painting tomorrow"),
    ("2025-11-13", "07:00", "bedroom", "64", "16.9", "1.3", "repainted 10th; paint smell"),
    ("2025-11-16", "07:10", "bedroom", "62", "17.1", "1.2", ""),
    ("2025-11-20", "07:00", "bedroom", "61", "17.0", "1.1", "lowest so far"),
]

CHEM_ROWS = [
    ("item_id", "chemical", "cas", "grade", "qty", "unit", "room", "storage", "opened", "expiry", "hazard", "owner", "notes"),
    ("C214-001", "Hydrofluoric acid 48%", "7664-39-3", "ACS", "500", "mL", "C.214", "FC3 under-cupboard acid cabinet (HF tray, lower shelf)", "2024-09-12", "2026-09", "acute toxic; corrosive", "MK", "HF spill kit hangs on FC3 door"),
    ("C214-002", "Nitric acid 70%", "7697-37-2", "AR", "2.5", "L", "C.214", "FC3 under-cupboard acid cabinet (upper shelf)", "2025-02-03", "2027-02", "oxidiser; corrosive", "MK", ""),
    ("C214-003", "Hydrochloric acid 37%", "7647-01-0", "AR", "2.5", "L", "C.214", "FC4 under-cupboard acid cabinet", "2025-04-28", "2027-04", "corrosive", "MK", ""),
    ("C214-004", "Sulfuric acid 95-98%", "7664-93-9", "AR", "1", "L", "C.214", "FC4 under-cupboard acid cabinet", "2023-11-02", "2026-11", "corrosive", "MK", ""),
    ("C214-005", "Phosphoric acid 85%", "7664-38-2", "AR", "500", "mL", "C.214", "FC4 under-cupboard acid cabinet", "2024-06-19", "2027-06", "corrosive", "RP", ""),
    ("C214-006", "Sodium hydroxide pellets", "1310-73-2", "AR", "1", "kg", "C.214", "base cabinet under sink 2", "2024-01-15", "2027-01", "corrosive", "MK", "keep away from acids"),
    ("C214-007", "Kroll's reagent (prepared)", "-", "-", "250", "mL", "C.214", "FC3 under-cupboard acid cabinet (upper shelf)", "2025-10-01", "2026-01", "contains HF 2%; corrosive", "EN", "made up 1 Oct, 3 month life"),
    ("C214-008", "Ethanol absolute", "64-17-5", "AR", "2.5", "L", "C.214", "flammables cabinet", "2025-05-12", "2028-05", "flammable", "MK", ""),
    ("C214-009", "Propan-2-ol (IPA)", "67-63-0", "AR", "5", "L", "C.214", "flammables cabinet", "2025-08-20", "2028-08", "flammable", "MK", "SEM O-ring cleaning"),
    ("C214-010", "Acetone", "67-64-1", "tech", "5", "L", "C.214", "flammables cabinet", "2025-09-01", "2028-09", "flammable", "RP", ""),
    ("C214-011", "Tetrahydrofuran", "109-99-9", "-", "1", "L", "C.214", "flammables cabinet", "", "unknown", "flammable; peroxide former", "?", "label faded; for disposal (audit)"),
    ("C214-012", "Methanol", "67-56-1", "AR", "2.5", "L", "C.214", "flammables cabinet", "2024-12-10", "2027-12", "flammable; toxic", "EN", ""),
    ("C214-013", "Alumina powder, 0.3 um", "1344-28-1", "99.99%", "500", "g", "C.214", "powder shelf, bench 4", "2025-03-14", "-", "low", "RP", "pellet batch for summer student"),
    ("C214-014", "Zirconia 3YSZ powder", "1314-23-4", "-", "1", "kg", "C.214", "powder shelf, bench 4", "2025-05-30", "-", "low", "RP", "Raj - Kelvar runs"),
    ("C214-015", "PVA binder solution 5%", "9002-89-5", "-", "250", "mL", "C.214", "fridge (non-food) C.214", "2025-10-20", "2026-01", "low", "RP", ""),
    ("C214-016", "Colloidal silica suspension 0.04 um", "7631-86-9", "-", "1", "L", "prep room", "polishing shelf", "2025-07-07", "2026-07", "low", "EN", "shake well"),
    ("C214-017", "Diamond paste 1 um", "-", "-", "5", "g", "prep room", "polishing drawer", "2025-06-02", "-", "low", "EN", ""),
    ("C214-018", "Silver conductive paint", "-", "-", "20", "g", "B.09", "SEM prep drawer", "2025-09-18", "2026-09", "flammable solvent", "MK", "for SEM stubs"),
    ("C214-019", "Argon (cylinder, 50 L)", "7440-37-1", "Pureshield", "1", "cyl", "gas store", "external gas store cage 2, piped to C.214", "", "-", "compressed gas; asphyxiant", "MK", "TF-2 line"),
    ("C214-020", "Forming gas 5% H2/N2 (cylinder)", "-", "-", "1", "cyl", "gas store", "external gas store cage 2, piped to C.214", "", "-", "compressed gas; flammable", "MK", "TF-2 only"),
    ("C214-021", "Liquid nitrogen (dewar, 25 L)", "7727-37-9", "-", "1", "dewar", "B.09", "EDS detector dewar area", "", "-", "cryogenic; asphyxiant", "MK", "EDS is LN2-free since 2023; dewar spare"),
]


def csv_text(rows):
    import csv
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def build_csv():
    write_text("data/damp-readings.csv", csv_text(DAMP_ROWS))
    write_text("data/chemical-inventory.csv", csv_text(CHEM_ROWS))
    return ["data/damp-readings.csv", "data/chemical-inventory.csv"]
