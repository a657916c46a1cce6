"""Four iCalendar files (CRLF, folded lines, VTIMEZONE)."""
from util import ics_bytes, ics_escape, write_bytes, VTZ_VANCOUVER, VTZ_TOKYO

STAMP = "DTSTAMP:20251120T080000Z"
VAN = "TZID=America/Vancouver"


def cal(name, comps, tzs=(VTZ_VANCOUVER,)):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Yuki Tanaka//Calendar export 2025//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + ics_escape(name),
             "X-WR-TIMEZONE:America/Vancouver"]
    for tz in tzs:
        lines += tz
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return ics_bytes(lines)


def ev(uid, summary, start, end, tz=VAN, location=None, desc=None, extra=()):
    l = ["BEGIN:VEVENT", "UID:" + uid, STAMP]
    if tz is None:  # all-day
        l += ["DTSTART;VALUE=DATE:" + start, "DTEND;VALUE=DATE:" + end]
    else:
        l += ["DTSTART;%s:%s" % (tz, start), "DTEND;%s:%s" % (tz, end)]
    l.append("SUMMARY:" + ics_escape(summary))
    if location:
        l.append("LOCATION:" + ics_escape(location))
    if desc:
        l.append("DESCRIPTION:" + ics_escape(desc))
    l += list(extra)
    l.append("END:VEVENT")
    return l


def todo(uid, summary, due, status, desc=None, completed=None, prio=None):
    l = ["BEGIN:VTODO", "UID:" + uid, STAMP, "SUMMARY:" + ics_escape(summary),
         "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if prio:
        l.append("PRIORITY:%d" % prio)
    if completed:
        l.append("COMPLETED:" + completed)
    if desc:
        l.append("DESCRIPTION:" + ics_escape(desc))
    l.append("END:VTODO")
    return l


def alarm(minutes, text):
    return ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(text),
            "TRIGGER:-PT%dM" % minutes, "END:VALARM"]


def build(root):
    files = {}

    # ---------------------------------------------------------------- clinic
    comps = [
        ev("surg-tuth-2025@harbourview", "Surgery / anesthesia (Harbourview)",
           "20250107T073000", "20250107T160000",
           location="Harbourview Animal Hospital, surgery suite",
           desc="My surgery days. Induction from 8, last recovery usually by 3:30.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20250912T065959Z",
                  "EXDATE;TZID=America/Vancouver:20250515T073000,20250520T073000,"
                  "20250522T073000,20250527T073000,20250529T073000,20250603T073000"]),
        ev("surg-mowe-2025@harbourview", "Surgery / anesthesia (Harbourview)",
           "20250915T073000", "20250915T160000",
           location="Harbourview Animal Hospital, surgery suite",
           desc="New surgery days from Sept 15 (Dr. F does Tuesday referrals in Burnaby now).",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=MO,WE"]),
        ev("staffmtg-2025@harbourview", "Staff meeting", "20250107T131500", "20250107T140000",
           location="Harbourview break room",
           extra=["RRULE:FREQ=MONTHLY;BYDAY=1TU;COUNT=12",
                  "ORGANIZER;CN=Carla Reyes:mailto:carla.reyes@harbourview-vet.example",
                  "ATTENDEE;CN=Yuki Tanaka;ROLE=REQ-PARTICIPANT:mailto:yuki.tanaka@maplemail.example",
                  "ATTENDEE;CN=Jess Moreau;ROLE=REQ-PARTICIPANT:mailto:jess.moreau@harbourview-vet.example",
                  "ATTENDEE;CN=Dr. Priya Nair;ROLE=REQ-PARTICIPANT:mailto:priya.nair@harbourview-vet.example"]),
        ev("cpr-recover-2025@harbourview", "RECOVER CPR recert (in-house)", "20250226T180000",
           "20250226T210000", location="Harbourview training room",
           desc="Bring the RECOVER cheat sheet. Counts 1.5 CE."),
        ev("ce-anes-webinar-2025@bcvta", "CE webinar: Anesthesia Monitoring for RVTs",
           "20251108T090000", "20251108T120000", location="Zoom (link by email)",
           desc="3.0 CE credits. Download certificate after and upload to BCVTA profile. "
                "Hana covers the Saturday class? (school closed that day anyway)",
           extra=alarm(60, "CE webinar in 1 hour - coffee, notes, Zoom link")),
        ev("holiday-party-2025@harbourview", "Clinic holiday party", "20251213T183000",
           "20251213T223000", location="The Galley, Jericho (upstairs)",
           desc="Secret Santa limit $25."),
        ev("dental-month-talk@harbourview", "Dental month client talk (I present)",
           "20250213T183000", "20250213T193000", location="Harbourview waiting room",
           desc="Home dental care for cats. Slides on the shared drive."),
        todo("todo-ce-cert@harbourview", "Upload CE certificates to BCVTA profile",
             "20251231", "NEEDS-ACTION", prio=1,
             desc="Cycle ends Dec 31. Nov 8 webinar cert still not uploaded."),
        todo("todo-rvt-renew@harbourview", "Renew RVT registration", "20250131", "COMPLETED",
             completed="20250128T190000Z"),
    ]
    files["calendars/clinic.ics"] = cal("Clinic", comps)

    # ---------------------------------------------------------------- Saturday school
    comps = [
        ev("kjss-g3-fall-a@kjss", "土曜学校 3年生クラス", "20250913T093000", "20250913T123000",
           location="KJSS, Room 204",
           desc="Tanaka + Okabe. Bring the kanji cards.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20251004T235959Z"]),
        ev("kjss-g3-fall-b@kjss", "土曜学校 3年生クラス", "20251011T093000", "20251011T123000",
           location="KJSS, Room 108 (library, ground floor)",
           desc="Moved from 204 (roof leak). Side door by the bike racks.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20251213T235959Z",
                  "EXDATE;TZID=America/Vancouver:20251108T093000"]),
        ev("kjss-g3-fall-b@kjss", "学芸会 (recital) - 3年生", "20251129T100000",
           "20251129T120000", location="Larch Street Community Hall, 2nd floor main hall",
           desc="Teachers at 9:00. Our slot is 8 min. Costumes in the blue IKEA bags.",
           extra=["RECURRENCE-ID;TZID=America/Vancouver:20251129T093000", "SEQUENCE:1"]),
        ev("kjss-teachers-mtg@kjss", "教員会議 (fall planning)", "20250906T100000",
           "20250906T120000", location="KJSS staff room",
           extra=["ORGANIZER;CN=森 明子:mailto:principal@kjss.example",
                  "ATTENDEE;CN=Hana Okabe:mailto:hana.okabe@kjss.example",
                  "ATTENDEE;CN=Yuki Tanaka:mailto:yuki.tanaka@maplemail.example"]),
        ev("kjss-parents-night@kjss", "3年生 保護者会 (parents night)", "20250925T190000",
           "20250925T200000", location="KJSS, Room 204"),
        ev("kjss-rehearsal-check@kjss", "学芸会 cast list due to 森先生", "20251108", "20251109",
           tz=None),
        ev("kjss-winter-reg@kjss", "Winter term registration closes", "20251206", "20251207",
           tz=None),
        todo("todo-kabu-costume@kjss", "Finish かぶ costume (felt + stuffing)", "20251122",
             "IN-PROCESS"),
        todo("todo-permission@kjss", "Collect recital photo permission forms", "20251108",
             "NEEDS-ACTION", desc="Chase the missing ones at pickup."),
    ]
    files["calendars/kjss-saturday.ics"] = cal("土曜学校", comps)

    # ---------------------------------------------------------------- suite (stale)
    comps = [
        ev("suite-permit-submit", "Submit building permit application", "20250120", "20250121",
           tz=None),
        ev("suite-elec-rough", "Brightline - electrical rough-in", "20250310T080000",
           "20250312T160000", location="4187 W 19th Ave (basement)",
           desc="Kevin lets Dario in."),
        ev("suite-plumb-drain", "Plumber - move shower drain", "20250303T080000",
           "20250304T150000", location="4187 W 19th Ave (basement)"),
        ev("suite-drywall", "Drywall (5/8 Type X) - Doyle Renovations", "20250414", "20250426",
           tz=None),
        ev("suite-fire-sep-insp", "City inspection: fire separation (INS-558210)",
           "20250612T100000", "20250612T110000", location="4187 W 19th Ave",
           desc="Kevin to meet inspector. Permit BP-2025-00317.",
           extra=alarm(1440, "Fire separation inspection tomorrow")),
        ev("suite-elec-final", "Electrical final inspection", "20250703T130000",
           "20250703T140000", location="4187 W 19th Ave"),
        ev("suite-listing-live", "Suite listing goes live (RentSpot)", "20250805", "20250806",
           tz=None),
        ev("suite-showings", "Suite showings", "20250812T180000", "20250812T200000",
           location="4187 W 19th Ave, side door"),
        ev("suite-movein", "Tenant move-in", "20251001T090000", "20251001T120000",
           location="4187 W 19th Ave"),
        todo("todo-smoke-alarms", "Buy interconnected smoke/CO alarms x3", "20250531",
             "COMPLETED", completed="20250530T230000Z"),
        todo("todo-biz-licence", "Apply for rental business licence (secondary suite)",
             "20251130", "NEEDS-ACTION", prio=2,
             desc="City wants one for the suite since it is rented. Need the final inspection "
                  "number + insurance certificate."),
        todo("todo-suite-mailbox", "Install a separate mailbox for the suite", "20251015",
             "NEEDS-ACTION"),
    ]
    files["calendars/suite-reno.ics"] = cal("Suite reno", comps)

    # ---------------------------------------------------------------- family
    comps = [
        ev("fam-fly-out-2025", "Fly YVR -> HND", "20250516T130500", "20250516T150000",
           location="YVR", desc="Then train to Sendai on the 18th after a night in Tokyo."),
        ev("fam-surgery-2025", "お父さん 手術 (右股関節)", "20250522T090000", "20250522T130000",
           tz="TZID=Asia/Tokyo", location="仙台青葉記念病院",
           extra=alarm(30, "手術の日")),
        ev("fam-fly-back-2025", "Fly HND -> YVR", "20250603T172000", "20250603T180000",
           tz="TZID=Asia/Tokyo", location="HND"),
        ev("fam-videocall", "Video call with 父・母 (LINE)", "20250105T190000",
           "20250105T194500",
           desc="Sunday 7 pm here = Monday noon in Sendai. Mai joins when she can.",
           extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
                  "ATTENDEE;CN=Tanaka Keiko:mailto:keiko.tanaka@sendai-net.example",
                  "ATTENDEE;CN=Tanaka Mai:mailto:mai.tanaka@kumo.example"]),
        ev("fam-mai-bday", "麻衣の誕生日", "20250709", "20250710", tz=None,
           extra=["RRULE:FREQ=YEARLY"]),
        ev("fam-haha-70", "お母さん 70歳 (send flowers early!)", "20251203", "20251204", tz=None),
        ev("fam-oseibo", "お歳暮 deadline for shipping to Sendai", "20251205", "20251206", tz=None),
        todo("todo-nengajo", "年賀状 order (photo of Mochi?)", "20251210", "NEEDS-ACTION"),
    ]
    files["calendars/family.ics"] = cal("Family", comps, tzs=(VTZ_VANCOUVER, VTZ_TOKYO))

    for rel, data in files.items():
        write_bytes(root, rel, data)
    return sorted(files)
