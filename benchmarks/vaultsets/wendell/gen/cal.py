"""iCalendar files (hand-written, CRLF, folded)."""
from common import ics_calendar, write

TZ = ";TZID=America/New_York"


def ev(uid, start, end, summary, location=None, desc=None, rrule=None, exdate=None,
       attendees=(), allday=False, status=None, extra=()):
    props = [("UID", uid, False)]
    if allday:
        props += [("DTSTART;VALUE=DATE", start, False), ("DTEND;VALUE=DATE", end, False)]
    else:
        props += [("DTSTART" + TZ, start, False), ("DTEND" + TZ, end, False)]
    if rrule:
        props.append(("RRULE", rrule, False))
    if exdate:
        props.append(("EXDATE" + TZ, exdate, False))
    props.append(("SUMMARY", summary))
    if location:
        props.append(("LOCATION", location))
    if desc:
        props.append(("DESCRIPTION", desc))
    for cn, mail in attendees:
        props.append((f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT', f"mailto:{mail}", False))
    if status:
        props.append(("STATUS", status, False))
    props += list(extra)
    return {"type": "VEVENT", "props": props}


def todo(uid, summary, due=None, desc=None, status="NEEDS-ACTION", prio=None):
    props = [("UID", uid, False), ("SUMMARY", summary)]
    if desc:
        props.append(("DESCRIPTION", desc))
    if due:
        props.append(("DUE;VALUE=DATE", due, False))
    if prio:
        props.append(("PRIORITY", str(prio), False))
    props.append(("STATUS", status, False))
    return {"type": "VTODO", "props": props}


BOARD = [("Marguerite Sabourin", "msabourin@planning.btv.example"), ("Kenji Albright", "kalbright@planning.btv.example"),
         ("Dolores Fitzgerald", "dfitzgerald@planning.btv.example"), ("Tom Lachance", "tlachance@planning.btv.example"),
         ("Ruth Ann Goodrich", "rgoodrich@planning.btv.example"), ("Avery Pham", "apham@planning.btv.example"),
         ("Colin Bouchard", "cbouchard@planning.btv.example")]


def planning():
    comps = [
        ev("pb-regular-2025@okafor-brandt.example", "20250107T190000", "20250107T213000",
           "Planning Board - regular meeting", "City Hall, Room 12",
           "1st and 3rd Tuesdays. Packet arrives the Friday before - print it.",
           rrule="FREQ=MONTHLY;BYDAY=1TU,3TU;UNTIL=20250820T035959Z",
           exdate="20250415T190000,20250617T190000,20250701T190000"),
        ev("pb-20250415@okafor-brandt.example", "20250415T190000", "20250415T220000",
           "Planning Board - PUBLIC HEARING ZP-25-0147 (1180 Shelburne Rd) + regular agenda",
           "City Hall, Room 12",
           "Harbor Ridge Partners - height/setback/parking variances. Read geotech + boring logs first. Bring the red pencil.",
           attendees=BOARD),
        ev("pb-20250617@okafor-brandt.example", "20250617T190000", "20250617T213000",
           "Planning Board - continued hearing ZP-25-0147 + officer elections",
           "City Hall, Room 12 (hybrid)",
           "Traffic impact study on the agenda (Tessellate). Ask about the culvert.",
           attendees=BOARD),
        ev("pb-regular-fall-2025@okafor-brandt.example", "20250902T190000", "20250902T213000",
           "Planning Board - regular meeting (temporary location)",
           "Calloway Grange Hall, 415 Birch Cove Road",
           "City Hall closed for HVAC work - Sept and Oct meetings at the Grange.",
           rrule="FREQ=MONTHLY;BYDAY=1TU,3TU;UNTIL=20251101T035959Z", exdate="20250916T190000"),
        ev("pb-20250916@okafor-brandt.example", "20250916T190000", "20250916T223000",
           "Planning Board - continued hearing ZP-25-0147 (I'm recused from this item) + regular agenda",
           "Calloway Grange Hall, 415 Birch Cove Road",
           "Item 4 = Shelburne Rd hearing, revised plans. I step off the dais for item 4 - recused (Hale & Corrigan doing the peer review). Stay for items 1-3 and 5. Gravel lot on the north side.",
           attendees=BOARD),
        todo("todo-recusal-statement@okafor-brandt.example",
             "Send Colin the signed written recusal statement - ZP-25-0147", due="20250905",
             desc="Promised in my 09/03 e-mail. One paragraph: nature of the conflict (paid consultant to H&C, which is doing the applicant's peer review), recusal for the rest of the proceeding, signed + dated.",
             prio=1),
        todo("todo-grovehill-site@okafor-brandt.example", "Site visit - 300 Grove Hill Lane sketch plan",
             due="20250412", status="COMPLETED"),
    ]
    write("calendar/planning-board.ics", ics_calendar("Planning Board", comps))


def mom():
    comps = [
        ev("mom-chc-aide@okafor-brandt.example", "20250623T090000", "20250623T130000",
           "CHC aide at Mom's (Tammy)", "Pinecrest Commons, Unit 14, 19 Fairlee Lane, Essex Junction",
           "Champlain Home Companions. Ended - gave notice 07/28.",
           rrule="FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20250802T035959Z"),
        ev("mom-birchline-aide@okafor-brandt.example", "20250804T083000", "20250804T123000",
           "Birchline aide at Mom's - Rosalind", "Pinecrest Commons, Unit 14, 19 Fairlee Lane, Essex Junction",
           "Birchline Home Care, Mon-Sat 8:30 AM - 12:30 PM. Backup caregiver: Joyce Ferland. Morning BP in the binder.",
           rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA",
           attendees=[("Rosalind Mbeki", "rosalind.m@birchlinehomecare.example")]),
        ev("mom-pt@okafor-brandt.example", "20250624T140000", "20250624T150000",
           "Mom - home PT visit", "Pinecrest Commons, Unit 14",
           "Champlain Valley Visiting Nurses (Medicare home health).",
           rrule="FREQ=WEEKLY;BYDAY=TU,FR;COUNT=16",
           attendees=[("Jenna Rasmussen, PT", "jrasmussen@cvvisitingnurses.example")]),
        ev("mom-pcp-20250701@okafor-brandt.example", "20250701T110000", "20250701T114500",
           "Mom - post-discharge visit, Dr. Pelletier", "Essex Family Medicine, 2 Railroad Ave, Essex Junction",
           "Bring the discharge papers and the med bag."),
        ev("mom-ortho-20250924@okafor-brandt.example", "20250924T101500", "20250924T111500",
           "Mom - ortho follow-up, Dr. Whitcombe (X-ray first)",
           "CVRMC Orthopedics, Tilley Pavilion, 3rd floor",
           "3-month post-op check on the left hip. Arrive 9:55 for X-ray. Wheelchair at the entrance. Bring walker + med list.",
           attendees=[("Dr. Samuel Whitcombe", "swhitcombe@cvrmc.example")]),
        todo("todo-msn-appeal@okafor-brandt.example",
             "File Medicare appeal (redetermination, CMS-20027) for Mom's ambulance claim",
             due="20251031",
             desc="Still to do: get the ER record from CVRMC medical records, write the cover letter, mail certified. Deadline is on the MSN - don't cut it close.",
             prio=1),
        todo("todo-medlist@okafor-brandt.example", "Reprint Mom's fridge med list (new metoprolol dose)"),
        todo("todo-pcp-oct@okafor-brandt.example", "Book Mom's October recheck with Dr. Pelletier + send BP log",
             due="20250919"),
    ]
    write("calendar/mom-care.ics", ics_calendar("Mom - care", comps))


def outdoors():
    comps = [
        ev("cvba-20241114@okafor-brandt.example", "20241114T183000", "20241114T203000",
           "CVBA meeting - winter prep panel", "Allen Brook Grange, Williston"),
        ev("boil-20250308@okafor-brandt.example", "20250308T090000", "20250308T193000",
           "First boil at the sugarhouse", "Gus's sugarhouse, Sawyer Hill Road, Jericho",
           "Bring the hydrometer cup, the good gloves, lunch for two."),
        ev("nucs-20250522@okafor-brandt.example", "20250522T170000", "20250522T190000",
           "Nuc pickup (Mad River, delayed)", "Williston park & ride"),
        ev("honey-20250809@okafor-brandt.example", "20250809", "20250810",
           "Extract honey - home yard", allday=True),
        ev("formic-20250825@okafor-brandt.example", "20250825T170000", "20250825T183000",
           "Formic Pro on all hives (pull pads 09/08)", "Home yard", "Out-yard hives the same evening."),
        ev("canoe-july-cancelled@okafor-brandt.example", "20250724", "20250728",
           "Adirondacks canoe trip (CANCELLED - moved)", "St. Regis Canoe Area, NY", allday=True,
           status="CANCELLED"),
        ev("canoe-sept@okafor-brandt.example", "20250918", "20250922",
           "Adirondacks canoe trip - Seven Carries (Tobias + Luis)", "St. Regis Canoe Area, NY",
           "Thu-Sun. Meet the outfitter 8 AM Thursday (directions in Hal's e-mail). Leave Burlington 5:15 AM for the Grand Isle ferry.",
           allday=True, attendees=[("Tobias Okafor-Brandt", "tobias.ob@albanymail.example"),
                                   ("Luis Abernathy", "luis.abernathy@lakeview-mail.example")]),
        ev("cvba-20250911@okafor-brandt.example", "20250911T183000", "20250911T203000",
           "CVBA meeting - fall feeding & combining",
           "Cobble Hill Library, Meeting Room B, 14 Depot Street, Richmond"),
        ev("cvba-20251009@okafor-brandt.example", "20251009T183000", "20251009T203000",
           "CVBA - oxalic acid vaporization workshop (Noreen Pike)",
           "Cobble Hill Library, Meeting Room B, 14 Depot Street, Richmond",
           "Bring the vaporizer and the acid-gas respirator."),
        todo("todo-oxalic@okafor-brandt.example", "Order oxalic acid dihydrate + battery clips for the vaporizer",
             due="20251001"),
        todo("todo-mouseguards@okafor-brandt.example", "Mouse guards on all hives (home + out-yard)",
             due="20251015"),
        todo("todo-ro-pickle@okafor-brandt.example", "Flush + pickle the RO membrane at the sugarhouse",
             due="20251015", desc="Promised Gus. Before the first hard freeze. Preservative ordered?"),
    ]
    write("calendar/outdoors.ics", ics_calendar("Outdoors - bees, sugaring, trips", comps))


def personal():
    comps = [
        ev("jo-bday@okafor-brandt.example", "20251011", "20251012", "Jo's birthday", allday=True,
           rrule="FREQ=YEARLY"),
        ev("sunday-mom@okafor-brandt.example", "20250622T130000", "20250622T160000",
           "Sunday visit - Mom", "Pinecrest Commons, Essex Junction", "Bring the crossword + rye bread.",
           rrule="FREQ=WEEKLY;BYDAY=SU"),
        ev("truck-testdrive@okafor-brandt.example", "20250816T100000", "20250816T110000",
           "Silverado test drive - Dustin Marchetti", "Home driveway"),
        ev("truck-pickup@okafor-brandt.example", "20250913T100000", "20250913T110000",
           "Dustin picks up the Silverado", "Home driveway",
           "Balance by cashier's check. Sign title + VD-119 bill of sale (two copies). Plates stay with me.",
           attendees=[("Dustin Marchetti", "dmarchetti78@quickmail.example")]),
        todo("todo-title@okafor-brandt.example",
             "Get the Silverado title out of the safe deposit box (Winooski Valley CU - Sat 9-12 only)",
             due="20250906", prio=1),
        todo("todo-cancel-ins@okafor-brandt.example",
             "Call Marcy at Catamount - cancel the Silverado policy after the sale", due="20250915"),
        todo("todo-jo-dinner@okafor-brandt.example", "Book Jo's birthday dinner", due="20250930"),
    ]
    write("calendar/personal.ics", ics_calendar("Personal", comps))


def build():
    planning(); mom(); outdoors(); personal()
