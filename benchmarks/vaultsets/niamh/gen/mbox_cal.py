from common import (make_msg, write_mbox, write_ics, component, VTZ_DUBLIN, VTZ_LISBON, dedent)

LIST = "Na Rónta swimmers <ronta@lists.ronta.example.ie>"
DEIRDRE = "Deirdre Mac Carthy <deirdre.mc@ronta.example.ie>"
LIST_H = {"List-Id": "Na Ronta winter swimmers <ronta.lists.ronta.example.ie>",
          "List-Post": "<mailto:ronta@lists.ronta.example.ie>",
          "Sender": "ronta-bounces@lists.ronta.example.ie"}


def mbox():
    msgs = []

    def add(frm, env, date, subj, body, mid, irt=None, cte="8bit"):
        m = make_msg(frm, LIST, date, "[Rónta] " + subj, text=body, cte=cte, msgid=mid,
                     in_reply_to=irt, extra_headers=LIST_H)
        msgs.append((env, m))

    add(DEIRDRE, "deirdre.mc@ronta.example.ie", "2025-09-28 20:05", "Winter season starts Sunday 5 October", """
    Hi all, and a big fáilte to the new faces,

    The winter season starts next Sunday, 5 October. Same as last year:

      SUNDAYS    9:00am  - main swim, tea and cake after
      WEDNESDAYS 7:15am  - early swim (head torches from November)

    Meeting point: the CARRAIG DHUBH SLIPWAY. Park along the sea wall, not in front of the
    boat club gates.

    The rules, for the new people (and the old people who forget):
      - never swim alone - buddy up and tell someone who you're with
      - orange hat and tow float, always
      - nobody goes past the yellow buoy
      - get out before you think you need to
      - if I say it's off, it's off (swell, lightning, or sewage warnings after heavy rain)

    See you on the slip!
    Deirdre
    """, "<ronta.season.2025@ronta.example.ie>")

    add("Colm Ahern <colm.ahern@mailbox.example.com>", "colm.ahern@mailbox.example.com",
        "2025-10-16 19:20", "Club hoodies - last orders", """
    Hi folks,

    Last call for the club hoodies (navy, with the seal on the back). €38 each, sizes S to XXL.
    Reply to me off-list with your size by Sunday. Money on the day of collection.

    From the hoodie committee (me),
    Colm
    """, "<hoodies.2025@mailbox.example.com>")

    add(DEIRDRE, "deirdre.mc@ronta.example.ie", "2025-12-01 21:12", "Christmas Day dip - 10:30 at Poll an Róin", """
    Hi all,

    The Christmas Day dip is ON:

      Thursday 25 December, 10:30am
      POLL AN RÓIN BEACH (not the slipway - we need the space and the lifeguard hut)
      In aid of Cork Sea Rescue - sponsorship cards from me or on the club page.

    Fancy dress strongly encouraged. Santa hats count. Bring a mince pie for the table and a
    flask. Last year we had 120 in the water; let's beat it.

    Normal Sunday swims at the slipway continue as usual in December.

    Nollaig shona,
    Deirdre
    """, "<xmas.dip.2025@ronta.example.ie>")

    add(DEIRDRE, "deirdre.mc@ronta.example.ie", "2025-12-27 11:40", "Thank you - €3,460 raised!", """
    Ye are stars. 142 in the water on Christmas morning, water 10.2°, and €3,460 raised for
    Cork Sea Rescue (some cards still to come in). Thanks to everyone who baked.

    Deirdre
    """, "<xmas.thanks.2025@ronta.example.ie>")

    add(DEIRDRE, "deirdre.mc@ronta.example.ie", "2026-01-05 18:30", "IMPORTANT - new meeting point from Sunday 11 January", """
    Hi all,

    Storm Éabha has done a number on the Carraig Dhubh slipway - a big section of the concrete
    is gone and the handrail is in the sea. The council has fenced it off and it is NOT safe.

    So, from this Sunday, 11 January, we meet at:

      THE OLD BOATHOUSE, TRÁ BHEAG

    Park in the gravel car park behind the boathouse. We change in the shelter of the boathouse
    wall and get in off the sand to the LEFT of the rocks (the right side has a rip on the ebb).
    Same times: Sunday 9:00, Wednesday 7:15.

    Please pass this on to anyone not on the list.

    Deirdre
    """, "<new.meeting.point@ronta.example.ie>")

    add("Máirín Ó Dálaigh <mairin.od@postbox.example.ie>", "mairin.od@postbox.example.ie",
        "2026-01-06 08:02", "Re: IMPORTANT - new meeting point from Sunday 11 January", """
    Deirdre - is there room for everyone in that car park? It's tiny on a Sunday when the
    walkers are there.

    Máirín

    > So, from this Sunday, 11 January, we meet at:
    >
    >   THE OLD BOATHOUSE, TRÁ BHEAG
    >
    > Park in the gravel car park behind the boathouse.
    """, "<re.new.meeting.point.1@postbox.example.ie>", irt="<new.meeting.point@ronta.example.ie>")

    add(DEIRDRE, "deirdre.mc@ronta.example.ie", "2026-01-06 09:15",
        "Re: IMPORTANT - new meeting point from Sunday 11 January", """
    Good point Máirín. Overflow on the road verge past the gate - keep one side clear for the
    farmer's tractor. Car-share if you can.

    From the boathouse, the walk down to the sand is 30 seconds, so no excuses.

    Deirdre

    > Deirdre - is there room for everyone in that car park?
    """, "<re.new.meeting.point.2@ronta.example.ie>", irt="<re.new.meeting.point.1@postbox.example.ie>")

    add(DEIRDRE, "deirdre.mc@ronta.example.ie", "2026-02-14 20:20", "Rest of the season + AGM", """
    Hi all,

    The council says the slipway won't be repaired before the summer, so the OLD BOATHOUSE at
    Trá Bheag is our meeting point for the rest of this season. (Honestly, I think we might stay
    - it's a nicer spot.)

    End-of-season swim: Sunday 29 March, 9am, with a brunch after at the Anchor.
    AGM: Saturday 4 April, 7pm, the Anchor back room. Nominations for committee to me.

    Water's at 9° and falling. Neoprene gloves and socks are not cheating.

    Deirdre
    """, "<season.rest.2026@ronta.example.ie>")

    add("Sea Temps Bot <noreply@seatemps.example.ie>", "noreply@seatemps.example.ie",
        "2026-03-01 07:00", "Weekly sea temperature digest", """
    Weekly sea temperature digest (automated)

    From the buoy off the harbour mouth, 7-day average: 9.0°C (last week 8.8°C).
    Air: 6-11°C. Swell: 1-2 m from the south-west.

    You are receiving this because the list subscribed to the digest.
    """, "<digest.20260301@seatemps.example.ie>", cte="7bit" if False else "8bit")

    write_mbox("mail/lists/ronta-swimmers.mbox", msgs)


# ---------------------------------------------------------------- calendars
STAMP = ("DTSTAMP", "20260309T210000Z", False)


def ev(uid, summary, start, end=None, allday=False, location=None, desc=None, attendees=(),
       rrule=None, exdates=(), status=None, alarm=None, tz="Europe/Dublin", end_tz=None,
       organizer=None):
    p = [("UID", uid + "@niamh.oc", False), STAMP]
    if allday:
        p.append(("DTSTART;VALUE=DATE", start, False))
        p.append(("DTEND;VALUE=DATE", end, False))
    else:
        p.append((f"DTSTART;TZID={tz}", start, False))
        p.append((f"DTEND;TZID={end_tz or tz}", end, False))
    if rrule:
        p.append(("RRULE", rrule, False))
    for x in exdates:
        p.append((f"EXDATE;TZID={tz}", x, False))
    p.append(("SUMMARY", summary))
    if location:
        p.append(("LOCATION", location))
    if desc:
        p.append(("DESCRIPTION", desc))
    if status:
        p.append(("STATUS", status, False))
    if organizer:
        p.append((f'ORGANIZER;CN="{organizer[0]}"', "mailto:" + organizer[1], False))
    for cn, mail in attendees:
        p.append((f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED', "mailto:" + mail, False))
    lines = ["BEGIN:VEVENT"]
    from common import ics_escape
    for name, value, *esc in p:
        lines.append(name + ":" + (ics_escape(value) if (esc[0] if esc else True) else value))
    if alarm:
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(alarm[1]),
                  "TRIGGER:" + alarm[0], "END:VALARM"]
    lines.append("END:VEVENT")
    return lines


def todo(uid, summary, due, desc=None, status="NEEDS-ACTION", priority=None, completed=None):
    p = [("UID", uid + "@niamh.oc", False), STAMP, ("SUMMARY", summary),
         ("DUE;VALUE=DATE", due, False), ("STATUS", status, False)]
    if desc:
        p.append(("DESCRIPTION", desc))
    if priority:
        p.append(("PRIORITY", str(priority), False))
    if completed:
        p.append(("COMPLETED", completed, False))
    return component("VTODO", p)


ME = ("Niamh Ó Ceallaigh", "niamh.oc@postbox.example.ie")


def shifts():
    comps = [
        ev("shift-days-2026q1", "Day - Cuan Ward", "20260105T074500", "20260105T201500",
           location="Cuan Ward, Level 3, Lee Valley University Hospital",
           desc="12-hour day. Handover 07:45 in the ward office. Safety pause 08:00.",
           rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE;UNTIL=20260331T235959Z",
           exdates=["20260128T074500", "20260303T074500", "20260324T074500"],
           alarm=("-PT60M", "Day shift - leave by 07:10")),
        ev("shift-nights-2026q1", "Night - Cuan Ward", "20260123T194500", "20260124T081500",
           location="Cuan Ward, Level 3, Lee Valley University Hospital",
           desc="12-hour night. Fridge log 22:00 + 06:00. Handover 08:00.",
           rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=FR,SA;UNTIL=20260331T235959Z"),
        ev("al-20260128", "Annual leave - Dad's memory clinic", "20260128", "20260129", allday=True),
        ev("hh-obs-20260114", "Hand hygiene observation - day session 1", "20260114T100000",
           "20260114T110000", location="Cuan Ward - HDU bay",
           attendees=[("Chidi Okafor", "c.okafor@lvuh.example.ie")]),
        ev("hh-obs-20260210", "Hand hygiene observation - ward round", "20260210T093000",
           "20260210T103000", location="Cuan Ward",
           attendees=[("Chidi Okafor", "c.okafor@lvuh.example.ie")]),
        ev("pals-20260324", "PALS recertification (study day)", "20260324T083000", "20260324T170000",
           location="Clinical Simulation Suite, Level 1, Lee Valley Education Centre",
           desc="Full day. Pre-course MCQ online a week before. Bring the manual. Rostered as study "
                "day. New education building behind the multi-storey car park.",
           organizer=("Resuscitation Training Dept", "resus.training@lvuh.example.ie"),
           attendees=[ME]),
        ev("cnm-meeting-20260219", "CNM meeting - paediatrics", "20260219T140000", "20260219T153000",
           location="Seminar Room 2, Level 4",
           attendees=[("Fiona Daly", "fiona.daly@lvuh.example.ie"), ("Laura Kiely", "l.kiely@lvuh.example.ie")]),
        todo("todo-hh-ipc", "Q1 hand hygiene audit - results to IPC", "20260320",
             desc="Enter all observations into the IPC spreadsheet and send. Need a weekend session first.",
             priority=1),
        todo("todo-pews-summary", "PEWS chart audit summary for Fiona", "20260331",
             desc="Weeks 1-12. Escalation documentation is the main finding."),
        todo("todo-pals-mcq", "PALS pre-course MCQ", "20260317", status="NEEDS-ACTION"),
        todo("todo-nmbi", "NMBI annual retention fee", "20260131", status="COMPLETED",
             completed="20251212T200000Z"),
    ]
    write_ics("calendar/shifts.ics", "Shifts - Cuan Ward", comps,
              desc="Rota as entered from the monthly rota mails")


def family():
    comps = [
        ev("phn-visit-20251209", "PHN home visit - Dad", "20251209T140000", "20251209T150000",
           location="3 Bóthar na Coille, Ballincollig",
           desc="Review of home support hours + home safety check. Ask about the evenings and the "
                "day centre idea.",
           attendees=[("Bríd Hennessy", "brid.hennessy@hse-south.example.ie"), ME]),
        ev("memclinic-20260128", "Dad - memory clinic", "20260128T104000", "20260128T113000",
           location="Memory Assessment Clinic, Lee Valley University Hospital",
           desc="Bring his tablets. Cathal on speakerphone for the end."),
        ev("memclinic-20260422", "Dad - memory clinic review", "20260422T141500", "20260422T151500",
           location="Memory Assessment Clinic, Day Hospital, Level 2, Block C, Lee Valley University Hospital",
           desc="3-month review after the dose increase. Bring an up-to-date medication list.",
           alarm=("-P1D", "Dad's clinic tomorrow 14:15 - print the med list")),
        ev("dad-bloods-20260212", "Dad - bloods with Dr Lucey", "20260212T093000", "20260212T094500",
           location="Ballincollig Medical Centre"),
        ev("daycentre-2026", "Dad - day centre (bus 9:45)", "20260303T094500", "20260303T160000",
           location="Ionad Lae an Ghleanna, Ballincollig",
           desc="Tuesdays and Thursdays. Minibus collects ~9:45, home ~16:00. €5 a week for dinners.",
           rrule="FREQ=WEEKLY;BYDAY=TU,TH"),
        ev("hurling-training-2025", "Oisín - hurling training", "20250902T183000", "20250902T194500",
           location="Coill Rua GAA - main pitch",
           desc="U16. Helmet, gum shield, 2 hurleys, water.",
           rrule="FREQ=WEEKLY;BYDAY=TU,TH"),
        ev("ptm-20260226", "Oisín - 3rd year parent-teacher meeting", "20260226T172000", "20260226T180500",
           location="Coláiste an Locha - school hall",
           desc="Slots from 5:20 (maths first). Bring the mocks results sheet.",
           attendees=[("Ruairí Walsh", "ruairi.walsh@mailbox.example.com")]),
        ev("lisbon-2026", "Lisbon with the girls", "20260416", "20260420", allday=True,
           desc="Back on for the original April dates - the May idea was dropped on 3 Feb. "
                "Gráinne, Siobhán, Aisling."),
        ev("gaeltacht-bus-out", "Oisín - Gaeltacht bus (Cúrsa 2)", "20260701T100000", "20260701T110000",
           location="Parnell Place Bus Station, Cork (coach bays 10-12)",
           desc="Be there 9:30 for roll call. Everything labelled!"),
        ev("gaeltacht-bus-back", "Collect Oisín - Gaeltacht bus back", "20260721T160000", "20260721T163000",
           location="Parnell Place Bus Station, Cork"),
        todo("todo-gaeltacht-balance", "Pay Gaeltacht balance (€850)", "20260415", priority=1,
             desc="Coláiste Uisce Glas, online account. Before Lisbon!"),
        todo("todo-gp-form", "Collect Oisín's medical form from the GP", "20260320"),
        todo("todo-dad-medlist", "Print Dad's new med list for the carers' folder", "20260206",
             status="COMPLETED", completed="20260203T190000Z"),
    ]
    write_ics("calendar/family.ics", "Family", comps, tzs=(VTZ_DUBLIN,))


def cottage():
    comps = [
        ev("roof-start-20251013", "Twomey & Hegarty - roof strip starts", "20251013", "20251014",
           allday=True, location="Gortalassa, Leap",
           desc="Scaffold Friday before. Slates from the reclamation yard in two loads."),
        ev("siteassess-20251022", "Septic site assessment - trial hole + perc test holes",
           "20251022T100000", "20251022T130000", location="Gortalassa, Leap - lower field",
           desc="Jim Collins's digger + driver booked for the trial hole. Readings next morning.",
           attendees=[("Orla Crowley", "orla.crowley@carberywastewater.example.ie")]),
        ev("ppc-20251202", "Pre-planning clinic - rear porch + rooflights", "20251202T112000",
           "20251202T114000",
           location="Cork County Council, West Cork Divisional Office, Skibbereen",
           desc="Ref PPC-W-25-0412. Bring drawings, photos, site map. Swapped the day shift with Laura.",
           attendees=[("Aoife Brennan", "aoife.brennan@corkcoco.example.ie")]),
        ev("stove-hh-20251206", "Stove install - Hearth & Home (Declan)", "20251206T090000",
           "20251206T170000", location="Gortalassa, Leap", status="CANCELLED",
           desc="Liner on backorder - cancelled."),
        ev("limeday-20260117", "Lime Day (heritage network)", "20260117T100000", "20260117T160000",
           location="Old creamery, Ballydehob", desc="€45 incl. lunch. Old clothes + goggles."),
        ev("stove-ew-20260314", "Stove install - Ember West (Tomás)", "20260314T083000",
           "20260314T173000", location="Gortalassa, Leap",
           desc="Ardent 5 Eco + liner + cowl. Quote EW-0262. Balance on the day. First fire with him "
                "there so he can show me the air controls.",
           attendees=[("Tomás Ó Súilleabháin", "tomas@emberwest.example.ie")],
           alarm=("-P1D", "Stove tomorrow - 8:30 at the cottage")),
        todo("todo-co-alarm", "Buy CO alarm for the cottage main room", "20260313", priority=1,
             desc="10-year sealed battery. Needed before the stove can be commissioned."),
        todo("todo-cu-invoices", "Send invoices/receipts to the credit union (evidence of spend)",
             "20260331", desc="Roof stage payments, stove, electrician deposit. Ciarán Foley."),
        todo("todo-septic-grant", "Post the septic grant application", "20260320",
             desc="Registered post. Copies of everything first."),
        todo("todo-measure-windows", "Measure windows for the joiner", "20251130",
             status="COMPLETED", completed="20251123T150000Z"),
    ]
    write_ics("calendar/cottage.ics", "Cottage", comps)


def swim():
    comps = [
        ev("ronta-sunday", "Na Rónta - Sunday swim", "20251005T090000", "20251005T103000",
           location="Carraig Dhubh slipway",
           desc="Orange hat, tow float, flask. Buddy up.",
           rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20260329T235959Z",
           exdates=["20251228T090000"],
           alarm=("-PT45M", "Swim - pack the flask")),
        ev("ronta-wed", "Na Rónta - early swim", "20251008T071500", "20251008T081500",
           location="Carraig Dhubh slipway", desc="Head torch from November.",
           rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20260325T235959Z"),
        ev("ronta-xmas-2025", "Christmas Day dip (Cork Sea Rescue)", "20251225T103000",
           "20251225T120000", location="Poll an Róin beach",
           desc="Fancy dress. Mince pies for the table. Sponsorship card to Deirdre."),
        ev("ronta-agm-2026", "Na Rónta AGM", "20260404T190000", "20260404T210000",
           location="The Anchor - back room"),
    ]
    write_ics("calendar/swim.ics", "Swimming", comps)


def build():
    mbox(); shifts(); family(); cottage(); swim()
