"""Four iCalendar files (CRLF, folded lines, VTIMEZONE America/Denver)."""
from util import ics_calendar, ics_escape, hexid

DTSTAMP = "DTSTAMP:20251114T170000Z"
TZ = "TZID=America/Denver"
FILES = {}


def uid(cal, key):
    return "UID:%s-%s@whitcombe.example" % (cal, hexid(cal + "|" + key, 12))


def event(cal, key, summary, start, end=None, allday=False, location=None, description=None,
          rrule=None, exdates=(), attendees=(), organizer=None, alarm=None, recurrence_id=None,
          status=None, categories=None, created="20250101T000000Z"):
    l = ["BEGIN:VEVENT", uid(cal, key), DTSTAMP, "CREATED:" + created]
    if recurrence_id:
        l.append("RECURRENCE-ID;%s:%s" % (TZ, recurrence_id))
    if allday:
        l.append("DTSTART;VALUE=DATE:" + start)
        if end:
            l.append("DTEND;VALUE=DATE:" + end)
    else:
        l.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            l.append("DTEND;%s:%s" % (TZ, end))
    l.append("SUMMARY:" + ics_escape(summary))
    if location:
        l.append("LOCATION:" + ics_escape(location))
    if description:
        l.append("DESCRIPTION:" + ics_escape(description))
    if categories:
        l.append("CATEGORIES:" + categories)
    if status:
        l.append("STATUS:" + status)
    if rrule:
        l.append("RRULE:" + rrule)
    for ex in exdates:
        if allday:
            l.append("EXDATE;VALUE=DATE:" + ex)
        else:
            l.append("EXDATE;%s:%s" % (TZ, ex))
    if organizer:
        cn, mail = organizer
        l.append("ORGANIZER;CN=%s:mailto:%s" % (cn, mail))
    for cn, mail in attendees:
        l.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail))
    if alarm:
        trigger, text = alarm
        l += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(text),
              "TRIGGER:" + trigger, "END:VALARM"]
    l.append("END:VEVENT")
    return l


def todo(cal, key, summary, due=None, status="NEEDS-ACTION", description=None, priority=None,
         completed=None):
    l = ["BEGIN:VTODO", uid(cal, key), DTSTAMP, "CREATED:20250101T000000Z",
         "SUMMARY:" + ics_escape(summary)]
    if due:
        l.append("DUE;VALUE=DATE:" + due)
    if description:
        l.append("DESCRIPTION:" + ics_escape(description))
    if priority:
        l.append("PRIORITY:%d" % priority)
    l.append("STATUS:" + status)
    if completed:
        l.append("COMPLETED:" + completed)
        l.append("PERCENT-COMPLETE:100")
    l.append("END:VTODO")
    return l


LOLA_A = ("Dolores Reyes-Whitcombe", "lolarw@bigskymail.example")
HANK_A = ("Hank Whitcombe", "hank@whitcombefeed.example")

# ---------------------------------------------------------------- store
C = "store"
store = [
    event(C, "ups", "UPS pickup (outgoing + NAPA returns)", "20250107T143000", "20250107T144500",
          rrule="FREQ=WEEKLY;BYDAY=TU,TH",
          description="Driver comes to the back door. Boxes on the shelf, labels up."),
    event(C, "coop-truck", "Mtn West co-op truck", "20250109T070000", "20250109T090000",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", exdates=["20251127T070000", "20251225T070000"],
          description="Biweekly feed truck. Hank or Travis unloads. Check the PO against the ticket "
                      "before signing. Holiday weeks: Marty reschedules by phone."),
    event(C, "inventory", "Year-end inventory count (closed till noon)", "20250104T070000",
          "20250104T120000", description="Count sheets by dept. Hank + Travis warehouse, Lola + "
                                          "Kaylee floor, Ernie fasteners."),
    event(C, "rick-visit", "Great Plains rep visit - spring booking", "20250220T100000",
          "20250220T113000", location="Whitcombe Feed & Hardware, office",
          attendees=[("Rick Haldane", "rhaldane@gphardware.example"), HANK_A],
          organizer=LOLA_A,
          description="Spring fencing + T-post booking, early-order discounts, ask about winter "
                      "dating on stock tank heaters for next fall."),
    event(C, "staff-mtg", "Staff meeting (coffee + donuts)", "20250106T073000", "20250106T080000",
          rrule="FREQ=MONTHLY;BYDAY=1MO",
          description="First Monday. 30 min before open. Whoever's late buys next month."),
    event(C, "chicks", "Chick days - chicks arrive", "20250410T080000", "20250410T100000",
          description="Prairie Hatchery, 300 mixed + 50 ducklings. Brooder set up the night before!"),
    event(C, "winter-hours", "Winter hours start", "20251103", "20251104", allday=True,
          description="New hours on the door + Google. See the winter hours note."),
    event(C, "cwd", "FWP CWD freezer pickup", "20251027T090000", "20251027T093000",
          rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251201T065959Z",
          description="FWP empties the sample freezer by dock door 2 and takes the log sheets."),
    event(C, "open-house", "Christmas open house", "20251213T100000", "20251213T140000",
          location="Whitcombe Feed & Hardware, 118 Main St, Harlow Springs",
          description="Cookies from Rosie's, cider, 10% off everything but feed. Santa = Ernie "
                      "(again).",
          alarm=("-P7D", "Order cookies + cider for open house")),
    todo(C, "winter-sign", "Put winter hours sign on front door", due="20251101",
         status="COMPLETED", completed="20251031T160000Z"),
    todo(C, "cwd-renew", "Sign FWP CWD freezer agreement for 2025 season", due="20251010",
         status="COMPLETED", completed="20251008T180000Z"),
]
FILES["calendars/store.ics"] = ics_calendar("-//Whitcombe Feed//Store Calendar//EN",
                                            "Store", store)

# ---------------------------------------------------------------- family
C = "family"
MRN_LOC = "Missouri River Neurology, 1401 9th St S, Suite 210, Great Falls, MT"
ROSA_A = ("Rosa Reyes", "rosa.reyes@bigskymail.example")
family = [
    event(C, "neuro-1", "Mom - neurology (Dr. Mehta)", "20250311T094000", "20250311T111000",
          location=MRN_LOC, attendees=[ROSA_A, LOLA_A],
          description="First visit. Arrive 20 min early. Bring med list + insurance cards."),
    event(C, "neuro-phone", "Mom - neuro phone follow-up (Dr. Mehta)", "20250916T140000",
          "20250916T141500", description="Phone visit. Ask about the med dose + the evenings."),
    event(C, "neuro-2", "Mom - neurology follow-up (Dr. Mehta)", "20251202T103000",
          "20251202T113000", location=MRN_LOC, attendees=[ROSA_A, LOLA_A],
          description="In-person follow-up. Bring Bev's visit notes + the med list. Ask about the "
                      "evening confusion and whether it's time for the memory care waitlist.",
          alarm=("-P1D", "Mom neuro tomorrow - leave by 8:00")),
    event(C, "bev-old", "Bev w/ Mom (Prairie Home Care)", "20250422T090000", "20250422T130000",
          location="412 Cottonwood St, Harlow Springs",
          rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20250912T055959Z"),
    event(C, "bev-new", "Bev w/ Mom (Prairie Home Care)", "20250915T083000", "20250915T123000",
          location="412 Cottonwood St, Harlow Springs", rrule="FREQ=WEEKLY;BYDAY=MO,WE,FR",
          created="20250910T000000Z"),
    event(C, "hair", "Mom - hair at Shear Elegance", "20250116T100000", "20250116T110000",
          location="Shear Elegance, 205 Main St, Harlow Springs",
          rrule="FREQ=WEEKLY;INTERVAL=4;BYDAY=TH", exdates=["20250807T100000"],
          description="Wash + set. Tip Darlene in cash. (Aug skipped - fair week.)"),
    event(C, "anniv", "Lola & Hank anniversary", "19901006", "19901007", allday=True,
          rrule="FREQ=YEARLY", description="Married 10/6/1990, St. Anne's."),
    event(C, "portugal", "Portugal - 35th anniversary trip", "20260217", "20260304", allday=True,
          description="Lisbon, Porto, Douro. Details in the trip note. Walt has the place, "
                      "Bev + Mari have Mom.",
          created="20250909T000000Z"),
    event(C, "thanksgiving", "Thanksgiving at our place", "20251127T140000", "20251127T200000",
          description="Jenna + Luis, Caleb + Priya (Caleb lands Great Falls Wed 4pm - Hank "
                      "picks up), Walt, Mom. Turkey from the Hutterites."),
    todo(C, "poa", "Get Mom's healthcare + financial POA signed and notarized",
         due="20251121", priority=1,
         description="Drafts from the Lewistown lawyer (Aug). Notary at First Prairie. Thursday "
                     "morning = Mom's best time. Mari wants to be there."),
    todo(C, "passport", "Hank's passport - call the passport line if not here",
         due="20251115", description="Mailed 9/30, routine. Application status said In Process 10/1."),
    todo(C, "travel-ins", "Buy travel insurance for Portugal (cancel for any reason)",
         due="20251201"),
    todo(C, "flu", "Mom flu shot", due="20251115", status="COMPLETED",
         completed="20251112T180000Z"),
]
FILES["calendars/family.ics"] = ics_calendar("-//Lola//Family//EN", "Family", family)

# ---------------------------------------------------------------- 4-H
C = "4h"
GRANGE = "Harlow Springs Grange Hall, 301 Railroad Ave, Harlow Springs"
fourh = [
    event(C, "club-mtg", "Elk Basin 4-H club meeting", "20241008T190000", "20241008T203000",
          location=GRANGE, rrule="FREQ=MONTHLY;BYDAY=2TU",
          exdates=["20250708T190000"],
          description="Treasurer report every meeting. (No July meeting - fair prep.)"),
    event(C, "club-mtg", "Elk Basin 4-H club meeting (moved - Veterans Day)", "20251113T190000",
          "20251113T203000", location=GRANGE, recurrence_id="20251111T190000",
          description="Moved to Thursday, Legion has the Grange on the 11th."),
    event(C, "wreaths", "Wreath pickup + delivery day", "20241207T090000", "20241207T150000",
          location=GRANGE),
    event(C, "audit", "Hand books to audit committee", "20250203T180000", "20250203T183000",
          location="Renata's house",
          attendees=[("Renata Olsen", "renata.olsen@bigskymail.example"), LOLA_A],
          description="Bring the binder, bank statements Oct-Sep, ledger printout."),
    event(C, "pancake", "Pancake breakfast fundraiser", "20250315T070000", "20250315T110000",
          location=GRANGE, description="Cash box + the card reader. Count with 2 adults."),
    event(C, "fair", "Elk Basin County Fair", "20250806", "20250811", allday=True,
          location="Elk Basin County Fairgrounds"),
    event(C, "sale", "Market livestock sale", "20250809T130000", "20250809T170000",
          location="Fairgrounds Sale Barn",
          description="Buyers' lunch 11:30. Kids at the barn in show clothes by 12:30."),
    event(C, "banquet", "4-H awards banquet (potluck)", "20251025T173000", "20251025T200000",
          location=GRANGE, description="We're on dessert. Sheet cake (me)."),
    todo(C, "pam-reimb", "Reimburse Pam for the fair ribbons (Hobby Barn)",
         due="20251130", priority=2,
         description="$86.40 per Pam. Waiting on the receipt - no receipt no check."),
    todo(C, "990n", "File IRS 990-N e-Postcard for FY25", due="20260215"),
    todo(C, "ext-summary", "Annual financial summary to Extension", due="20251130",
         status="IN-PROCESS"),
    todo(C, "record-books", "Order record books for new members", due="20251015",
         status="COMPLETED", completed="20251009T160000Z"),
]
FILES["calendars/4h.ics"] = ics_calendar("-//Lola//4-H//EN", "4-H", fourh)

# ---------------------------------------------------------------- roof claim (stale)
C = "roof"
STORE_LOC = "Whitcombe Feed & Hardware, 118 Main St, Harlow Springs"
roof = [
    event(C, "dale", "Dale Kuchera roof walk", "20250620T080000", "20250620T093000",
          location=STORE_LOC),
    event(C, "adjuster", "Frontier field adjuster inspection", "20250627T100000",
          "20250627T120000", location=STORE_LOC,
          attendees=[("Brent Oakley", "boakley@frontiermutual.example"), LOLA_A],
          description="Claim FM-CP-2025-061447. Have photos + temp repair receipts ready."),
    event(C, "engineer", "Halvorsen engineer on the roof", "20250722T090000", "20250722T110000",
          location=STORE_LOC),
    event(C, "gordon-call", "Call w/ Gordon Pyle (appraiser)", "20250909T160000",
          "20250909T170000"),
    event(C, "appraisal", "Appraisal panel roof inspection", "20251106T100000", "20251106T130000",
          location=STORE_LOC,
          attendees=[("Gordon Pyle", "gordon@pyleappraisal.example"),
                     ("Kent Ibarra", "kibarra@ibarraclaims.example"), LOLA_A, HANK_A],
          description="Both appraisers + umpire walk the roof. Ladder on the north side. Coffee.",
          alarm=("-PT2H", "Appraisal inspection at the store")),
    todo(C, "photos", "Send Gordon the original June photo files", due="20251010",
         status="COMPLETED", completed="20251003T170000Z",
         description="Thumb drive, mailed Oct 3."),
]
FILES["calendars/roof_claim.ics"] = ics_calendar("-//Lola//Roof claim//EN", "Roof claim", roof)
