# -*- coding: utf-8 -*-
"""Calendar data. Each calendar: (path, calname, [components]); component = (kind, [(prop, value)], [subcomponents]).
Values are given in iCalendar form except TEXT values (SUMMARY, LOCATION, DESCRIPTION), which build.py escapes."""

TZ = "America/New_York"
DTSTAMP = "20251019T230000Z"

def ev(uid, summary, start, end=None, *, allday=False, loc=None, desc=None, rrule=None, exdate=None,
       recurrence_id=None, attendees=None, organizer=None, alarm=None, status=None, seq=None, categories=None):
    props = [("UID", uid), ("DTSTAMP", DTSTAMP)]
    if recurrence_id:
        props.append((f"RECURRENCE-ID;TZID={TZ}", recurrence_id))
    if allday:
        props.append(("DTSTART;VALUE=DATE", start))
        if end:
            props.append(("DTEND;VALUE=DATE", end))
    else:
        props.append((f"DTSTART;TZID={TZ}", start))
        if end:
            props.append((f"DTEND;TZID={TZ}", end))
    if rrule:
        props.append(("RRULE", rrule))
    if exdate:
        for x in exdate:
            props.append((f"EXDATE;TZID={TZ}", x))
    if seq is not None:
        props.append(("SEQUENCE", str(seq)))
    props.append(("SUMMARY", summary))
    if loc:
        props.append(("LOCATION", loc))
    if desc:
        props.append(("DESCRIPTION", desc))
    if categories:
        props.append(("CATEGORIES", categories))
    if status:
        props.append(("STATUS", status))
    if organizer:
        props.append((f"ORGANIZER;CN={organizer[0]}", f"mailto:{organizer[1]}"))
    for cn, mail in (attendees or []):
        props.append((f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED", f"mailto:{mail}"))
    subs = []
    if alarm:
        subs.append(("VALARM", [("ACTION", "DISPLAY"), ("DESCRIPTION", alarm[1]), ("TRIGGER", alarm[0])], []))
    return ("VEVENT", props, subs)


def todo(uid, summary, due, status="NEEDS-ACTION", desc=None, completed=None, priority=None, rrule=None, created=None):
    props = [("UID", uid), ("DTSTAMP", DTSTAMP)]
    if created:
        props.append(("CREATED", created))
    props.append(("SUMMARY", summary))
    if rrule:
        props.append(("DTSTART;VALUE=DATE", due))
        props.append(("RRULE", rrule))
    elif due:
        if len(due) == 8:
            props.append(("DUE;VALUE=DATE", due))
        else:
            props.append((f"DUE;TZID={TZ}", due))
    if desc:
        props.append(("DESCRIPTION", desc))
    if priority:
        props.append(("PRIORITY", str(priority)))
    props.append(("STATUS", status))
    if completed:
        props.append(("COMPLETED", completed))
        props.append(("PERCENT-COMPLETE", "100"))
    return ("VTODO", props, [])


ME = ("Tammy Kowalczyk", "tkowalczyk.rn@daytonmail.example")
WORKME = ("Tammy Kowalczyk", "tkowalczyk@buckeyevalleyhh.example")

# ------------------------------------------------------------------ work calendar
WORK = [
    ev("mh-sn-2025@tk-work", "M.H. - SN wound care L heel", "20250804T074500", "20250804T083000",
       rrule="FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20251031T235959Z", exdate=["20250901T074500"],
       loc="Kettering (pt home)",
       desc="Stage 3 PI L heel. wet-to-dry, offloading boot. measure + photo weekly (Mon). supplies in trunk bin #2. no visit Labor Day - wife does dressing."),
    ev("jr-inr-2025@tk-work", "J.R. - INR venipuncture", "20250805T091500", "20250805T094500",
       rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", loc="Oakwood (pt home)",
       desc="warfarin. draw + drop at lab by 11. call result to Dr Patel office same day."),
    ev("jr-inr-2025@tk-work", "J.R. - INR (moved to Wed - pt at dentist Tue)", "20250917T100000", "20250917T103000",
       recurrence_id="20250916T091500", loc="Oakwood (pt home)", seq=1),
    ev("dw-chf-2025@tk-work", "D.W. - CHF wt check / teaching", "20250806T110000", "20250806T120000",
       rrule="FREQ=WEEKLY;BYDAY=WE;COUNT=12", loc="Dayton - Belmont (pt home)"),
    ev("lp-tka-2025@tk-work", "L.P. - post-op TKA (coord PT/OT)", "20250908T130000", "20250908T134500",
       rrule="FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20251024T235959Z", loc="Centerville (pt home)"),
    ev("case-conf-2025@tk-work", "Case conference", "20250109T080000", "20250109T093000",
       rrule="FREQ=MONTHLY;BYDAY=2TH", loc="BVHH office - conf rm B",
       organizer=("Monica Treadway", "mtreadway@buckeyevalleyhh.example"),
       attendees=[("Monica Treadway", "mtreadway@buckeyevalleyhh.example"), ("Darlene Pruitt", "dpruitt@buckeyevalleyhh.example"), WORKME],
       alarm=("-PT15M", "Case conference in 15 min")),
    ev("oncall-0712@tk-work", "ON CALL - weekend", "20250712", "20250714", allday=True, desc="phone pickup Fri 5pm at office"),
    ev("oncall-0719@tk-work", "ON CALL - weekend", "20250719", "20250721", allday=True),
    ev("oncall-0726@tk-work", "ON CALL - weekend (3rd in a row!!)", "20250726", "20250728", allday=True),
    ev("oncall-1025@tk-work", "ON CALL - weekend", "20251025", "20251027", allday=True, desc="phone pickup Fri 10/24 5pm"),
    ev("ceu-cata-1023@tk-work", "CE webinar - Ohio Nursing Law & Rules (Cat A) 1 hr", "20251023T180000", "20251023T190000",
       loc="online (ONN member site)", alarm=("-PT1H", "Cat A webinar at 6!!")),
    todo("todo-mileage-sep@tk-work", "Submit Sept mileage in CareTrack", "20251005", status="COMPLETED", completed="20251004T201500Z"),
    todo("todo-cata@tk-work", "Cat A CEU - Ohio law & rules (1 hr, OBN-approved)", "20251024", priority=1),
    todo("todo-renew-rn@tk-work", "Renew RN license online (eLicense) + pay fee", "20251031", priority=1,
         desc="finish remaining CE hrs first. print verification for HR."),
]

# ------------------------------------------------------------------ family calendar
DENISE_ATT = ("Denise Halloran", "denise.halloran@queencity.example")
RICK_ATT = ("Rick Kowalczyk", "rick.kowalczyk@daytonmail.example")
FAMILY = [
    ev("poa-consult@tk-fam", "POA consult - Vanterpool & Reese (elder law)", "20250212T160000", "20250212T170000",
       loc="Vanterpool & Reese, Oakwood", attendees=[DENISE_ATT], desc="bring mom. list of her accounts. Denise coming."),
    ev("neuro-consult@tk-fam", "Mom - neuro consult Dr. Raman", "20250220T130000", "20250220T143000",
       loc="Miami Valley Neurology", attendees=[DENISE_ATT],
       desc="bring med list + the stove story + Dec PCP notes. get there 20 min early for paperwork."),
    ev("poa-signing@tk-fam", "Mom POA signing - Vanterpool & Reese", "20250313T103000", "20250313T113000",
       loc="Vanterpool & Reese, Oakwood", attendees=[DENISE_ATT], seq=1,
       desc="moved from 3/6 (my SOC visit). bring mom's state ID. $1,450 check."),
    ev("neuro-0403@tk-fam", "Mom - neuro f/u Dr. Raman (testing)", "20250403T093000", "20250403T110000",
       loc="Miami Valley Neurology"),
    ev("tour-willows@tk-fam", "Tour - The Willows at Beavercreek", "20250612T100000", "20250612T113000",
       loc="Beavercreek", attendees=[DENISE_ATT]),
    ev("tour-brookhaven@tk-fam", "Tour - Brookhaven Memory Care", "20250617T140000", "20250617T153000",
       loc="Centerville", attendees=[DENISE_ATT]),
    ev("neuro-0618@tk-fam", "Mom - neuro f/u Dr. Raman", "20250618T140000", "20250618T150000",
       loc="Miami Valley Neurology", attendees=[DENISE_ATT]),
    ev("tour-maplecrest@tk-fam", "Tour - Maple Crest Senior Living", "20250624T103000", "20250624T120000",
       loc="Huber Heights"),
    ev("tyler-movein@tk-fam", "Tyler moves into apt (Columbus) - Rick + truck", "20250816", "20250817", allday=True),
    ev("rick-dot@tk-fam", "Rick DOT physical - MedWorks", "20250909T090000", "20250909T100000",
       loc="MedWorks Occupational Health, Kettering",
       desc="bring CDL, glasses, med list, BP log. $110 - get receipt for Hartline.", attendees=[RICK_ATT]),
    ev("mom-pcp-0930@tk-fam", "Mom - Dr. Kopecky (TB test + order form)", "20250930T083000", "20250930T091500",
       loc="Kopecky Family Medicine", desc="TB skin test - READ 10/2. physician order form for admission."),
    ev("osu-family-wknd@tk-fam", "OSU family weekend - Columbus (Madison watching Biscuit)", "20251011", "20251013", allday=True),
    ev("mom-hair-1025@tk-fam", "Mom hair appt (before move)", "20251025T110000", "20251025T120000", loc="Shear Elegance, Kettering"),
    ev("mom-move@tk-fam", "Mom move-in day", "20251103T100000", "20251103T150000", loc="Centerville",
       attendees=[DENISE_ATT, RICK_ATT],
       desc="Dave's box truck for recliner + dresser. labeled clothes, afghan, bird feeder, photo board. comp day from work."),
    ev("neuro-1104@tk-fam", "Mom neuro f/u - Dr. Raman", "20251104T143000", "20251104T153000",
       loc="Miami Valley Neurology", attendees=[DENISE_ATT],
       alarm=("-P1D", "Mom neuro f/u tomorrow 2:30 - 1st week after move, bring facility MAR")),
    ev("thanksgiving@tk-fam", "Thanksgiving @ Denise's", "20251127", "20251128", allday=True, loc="West Chester"),
    ev("mom-bday@tk-fam", "Mom's birthday", "20250511", "20250512", allday=True, rrule="FREQ=YEARLY"),
    todo("todo-poa-copies@tk-fam", "Pick up certified POA copies (3) at lawyer's office", "20251010", status="COMPLETED", completed="20251001T170000Z"),
    todo("todo-keystone-appeal@tk-fam", "Call Keystone re: appeal on mom's April neuro claim (no decision yet)", "20251024",
         desc="ref REC-25-140977. Dr R office re-faxed notes 10/2."),
    todo("todo-rick-sleep@tk-fam", "Rick - schedule sleep study (referral sent by Dr Kopecky)", "20251219", priority=1,
         desc="DOT examiner wants it w/in 90 days of the physical (so before Christmas). Kettering sleep center - # on fridge."),
]

# ------------------------------------------------------------------ Rick's routes
RICK = [
    ev("rick-regional@tk-rick", "Rick OUT - Hartline regional (home Fri night)", "20241104T050000", "20241108T190000",
       rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20250829T235959Z",
       exdate=["20241125T050000", "20241223T050000", "20250630T050000"],
       desc="regional OH/IN/KY/MI. out Mon early, back Fri evening. dispatch: Sheila 937-555-0108"),
    ev("rick-vac-0630@tk-rick", "Rick vacation week (home)", "20250630", "20250705", allday=True),
    ev("rick-louisville@tk-rick", "Rick - Louisville dedicated (day turn)", "20250902T040000", "20250902T183000",
       rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH", exdate=["20251127T040000"],
       desc="NEW dedicated lane starting 9/2: Dayton yard -> Louisville DC and back, Mon-Thu. home every night. Fridays OFF."),
    ev("rick-safety@tk-rick", "Hartline quarterly safety mtg (Rick)", "20250110T070000", "20250110T090000",
       rrule="FREQ=MONTHLY;INTERVAL=3;BYDAY=2FR", loc="Hartline Freight - Dayton yard"),
]

# ------------------------------------------------------------------ house + church
HOUSE = [
    ev("est-mv@tk-house", "Estimate - Miami Valley Waterproofing (Dale)", "20241118T163000", "20241118T173000", loc="home"),
    ev("est-drypro@tk-house", "Estimate - DryPro (Brent)", "20241209T160000", "20241209T173000", loc="home",
       desc="Rick home for this one."),
    ev("est-gemcity@tk-house", "Estimate - Gem City Foundation (outside dig)", "20250113T160000", "20250113T170000", loc="home"),
    ev("drypro-install@tk-house", "DryPro crew - basement waterproofing install (day 1 of 2)", "20250811T073000", "20250811T170000",
       loc="home - basement",
       desc="crew lead Javier. clear 4 ft along walls. Biscuit to Phyllis's. jackhammer day.", attendees=[RICK_ATT]),
    ev("drypro-install-2@tk-house", "DryPro crew - basement install day 2 + final walkthrough", "20250812T073000", "20250812T160000",
       loc="home - basement", desc="balance due at completion. ask about battery backup."),
    ev("bakesale-dropoff@tk-house", "Bake sale drop-off + setup", "20251107T160000", "20251107T190000",
       loc="St. Casimir - Fellowship Hall"),
    ev("bakesale@tk-house", "St. Casimir Fall Bake Sale", "20251108T080000", "20251108T130000",
       loc="St. Casimir - Fellowship Hall", alarm=("-PT2H", "Bake sale today - cash box from Gary"),
       desc="8-1. sell leftovers after 5pm Vigil. cleanup 1-2."),
    ev("parish-council@tk-house", "Parish council", "20250107T190000", "20250107T203000",
       rrule="FREQ=MONTHLY;BYDAY=1TU", loc="St. Casimir rectory"),
    todo("todo-pieboxes@tk-house", "Order pie boxes (10 in, 50ct) + labels for bake sale", "20251031"),
    todo("todo-drypro-cert@tk-house", "Call DryPro - lifetime warranty certificate never came in mail", "20251031",
         desc="they said it's mailed after final pmt. paid 8/12. need it for resale. contract DP-25-0713."),
    todo("todo-aquarius-reg@tk-house", "Register sump pump warranty online", "20250815", status="COMPLETED", completed="20250814T230000Z"),
    todo("todo-sump-test@tk-house", "Test sump pump + backup alarm (bucket of water)", "20250915",
         rrule="FREQ=MONTHLY;INTERVAL=3"),
]

CALENDARS = [
    ("calendar/work_visits.ics", "Tammy - Work (visits)", WORK),
    ("calendar/family.ics", "Kowalczyk Family", FAMILY),
    ("calendar/rick_routes.ics", "Rick - routes", RICK),
    ("calendar/house_church.ics", "House + Church", HOUSE),
]
