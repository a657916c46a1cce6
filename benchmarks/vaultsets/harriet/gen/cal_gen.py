from common import write_ics, vevent, vtodo

H = ("Harriet Mwangi-Ross", "harriet.mwangi-ross@tartanmail.example")
C = ("Colin Ross", "colin.ross@tartanmail.example")


def mum_care():
    comps = [
        vevent("poa-signing-20250514@hmr", "Mum - sign power of attorney", "20250514T140000", "20250514T153000",
               location="Drummond Kerr WS, 24 Melville Street, Edinburgh (2nd floor, lift)",
               description="Bring Mum's passport + a bank statement + my ID. Fiona Drummond sees Mum alone first "
                           "(capacity interview). Taxi booked 13:30 from Morton Gardens.",
               attendees=[("Fiona Drummond", "f.drummond@drummondkerr.example.co.uk"),
                          ("Grace Mwangi", "no-email@hmr.example"), H]),
        vevent("council-assessment-20250617@hmr", "Mum - council care assessment", "20250617T103000",
               "20250617T120000", location="Mum's flat, Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX",
               description="Social worker + OT. Have ready: discharge letter, LHC care plan, meds list, carers' "
                           "folder photos, Mrs Kerr's note. Say the thing about nights.",
               attendees=[("Morven Gillies", "morven.gillies@edinburgh-hsc.example.gov.uk"),
                          ("Lorna Hume (OT)", "lorna.hume@edinburgh-hsc.example.gov.uk"), H],
               alarm=("-PT1H", "Leave for Mum's")),
        vevent("memory-clinic-20250722@hmr", "Mum - memory clinic", "20250722T141500", "20250722T153000",
               location="Hermitage Unit (Ward 3), Braidhills Community Hospital, Edinburgh",
               description="Dr Ishbel Crane. Results of the CT and the memory tests. Take the list of questions "
                           "and her glasses.",
               attendees=[("Dr Ishbel Crane", "memoryservice.south@nhslothian.example.scot"), H]),
        vevent("sunday-lunch@hmr", "Sunday lunch with Mum", "20250427T123000", "20250427T150000",
               location="Bellfield Row (or Morton Gardens while the kitchen is out)",
               rrule="FREQ=WEEKLY;BYDAY=SU",
               exdates=["20250907T123000", "20250914T123000"],
               description="Colin picks her up at 12:15. Sam does 7 and 14 Sept."),
        vevent("blister-pack@hmr", "Mum's blister pack delivered (Canaan Lane Pharmacy)", "20250425T100000",
               "20250425T103000", rrule="FREQ=WEEKLY;BYDAY=FR",
               description="Check it's gone into the drawer left of the cooker. Changes must be phoned through "
                           "by Wednesday."),
        vevent("sam-visit-2025@hmr", "Sam in Edinburgh (covering Mum)", "20250831", "20250919", allday=True,
               description="Staying in Mum's spare room. Handover notes printed in her kitchen drawer."),
        vevent("gp-review-20251006@hmr", "Mum - GP phone review (Dr Baird)", "20251006T091000",
               "20251006T092500", location="Telephone",
               description="Donepezil review at ~10 weeks as the memory clinic asked. Pulse reading from the "
                           "carers' folder."),
        vevent("thistle-assess-20251021@hmr", "Thistle Homecare - assessment visit", "20251021T140000",
               "20251021T153000", location="Mum's flat, 11 Morton Gardens",
               attendees=[("Kasia Nowak", "kasia.nowak@thistlehomecare.example.co.uk"), H]),
        vevent("thistle-start-20251103@hmr", "Thistle Homecare starts - first visit", "20251103T083000",
               "20251103T091500", location="Mum's flat, 11 Morton Gardens",
               description="First Thistle visit (Ruth + Kasia). LHC finished with the bed visit on Sun 2 Nov. "
                           "Change the key safe code on Sunday night.",
               attendees=[("Kasia Nowak", "kasia.nowak@thistlehomecare.example.co.uk"),
                          ("Ruth Okafor", "office@thistlehomecare.example.co.uk"), H]),
        vevent("council-review-20260114@hmr", "Mum - council care review", "20260114T110000", "20260114T123000",
               location="Mum's flat, Flat 2, 11 Morton Gardens",
               description="Six-month-ish review of the support plan. Raise: telecare bed sensor (still not "
                           "fitted), nights, the move to Thistle, Option 2 budget vs actual cost.",
               attendees=[("Morven Gillies", "morven.gillies@edinburgh-hsc.example.gov.uk"), H]),
        vtodo("todo-poa-thistle@hmr", "Send Thistle (Kasia) a copy of the registered POA certificate",
              due="20251107", priority=2,
              description="Kasia asked for it in the service agreement e-mail. Scan the certified copy in "
                          "the blue folder."),
        vtodo("todo-blue-badge@hmr", "Renew Mum's Blue Badge", due="20251130",
              description="Expires 30 Nov. Online; needs a recent photo of Mum and proof I can act (POA)."),
        vtodo("todo-flu-jab@hmr", "Book Mum's flu jab", due="20251015", status="COMPLETED",
              completed="20251014T103000Z", created="20250915T090000Z"),
    ]
    write_ics("calendar/mum-care.ics", "Mum", ["Europe/London"], comps)


def renovation():
    comps = [
        vevent("cs-start-20250728@hmr", "Calder & Shaw start on site", "20250728T080000", "20250728T090000",
               location="3F2, 19 Bellfield Row, Edinburgh",
               attendees=[("Gregor Shaw", "gregor@caldershaw.example.co.uk"),
                          ("Davie Laing", "davie@caldershaw.example.co.uk"), H]),
        vevent("site-meeting@hmr", "Site meeting (Davie / Gregor)", "20250804T083000", "20250804T090000",
               location="3F2, 19 Bellfield Row",
               rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251124T083000Z",
               exdates=["20250908T083000", "20250915T083000"],
               description="Weekly. Walk round, questions list, photos."),
        vevent("tam-visit-20250808@hmr", "Stonemason - first look at the sills", "20250808T100000",
               "20250808T113000", location="3F2, 19 Bellfield Row (and back green)",
               attendees=[("Tam Lindsay", "tam@lindsaystone.example.co.uk"), H]),
        vevent("scaffold-20251006@hmr", "Factor's scaffold up (back elevation)", "20251006", "20251007",
               allday=True, description="Pentland Roof & Stone for the chimney stack. Tam uses it for our sills."),
        vevent("stonemason-works-2025@hmr", "Stonemason on site - sills + lintel", "20251013", "20251018",
               allday=True, location="19 Bellfield Row, rear elevation (factor's scaffold)",
               description="Replace kitchen + back bedroom sills, indent kitchen lintel, repoint in lime. Keep "
                           "the kitchen window clear inside.",
               attendees=[("Tam Lindsay", "tam@lindsaystone.example.co.uk")]),
        vevent("floor-fit-20251106@hmr", "Kitchen floor fitting (Meadowbank Flooring)", "20251106T080000",
               "20251106T160000", location="3F2, 19 Bellfield Row"),
        vevent("worktop-template-20251110@hmr", "Worktop templating", "20251110T130000", "20251110T150000",
               location="3F2, 19 Bellfield Row"),
        vevent("handover-20251128@hmr", "Handover / final walk-round with Gregor", "20251128T100000",
               "20251128T120000", location="3F2, 19 Bellfield Row",
               description="Completion moved again - was 17 Oct, then 14 Nov, now Friday 28 Nov (worktops). "
                           "Bring the snagging list.",
               attendees=[("Gregor Shaw", "gregor@caldershaw.example.co.uk"), C, H]),
        vtodo("todo-credit-note@hmr", "Chase Calder & Shaw for the credit note (skip + ceiling)",
              due="20251017", status="COMPLETED", completed="20251021T120000Z", created="20251003T130000Z"),
        vtodo("todo-sweep@hmr", "Book a chimney sweep for the living-room fire once the scaffold is down",
              due="20251205", created="20251020T090000Z"),
    ]
    write_ics("calendar/renovation.ics", "Flat renovation", ["Europe/London"], comps)


def foodbank():
    comps = [
        vevent("larder-tue@hmr", "Food bank - Tuesday shift", "20250429T093000", "20250429T123000",
               location="Newington Mission Hall, 3 Causeway Lane",
               rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251028T083000Z",
               exdates=["20250902T093000", "20250909T093000"],
               description="Stock room with Pete. Fridge/freezer temps at start and finish."),
        vevent("larder-thu@hmr", "Food bank - Thursday afternoon shift (lead)", "20251106T130000",
               "20251106T160000", location="Newington Mission Hall, 3 Causeway Lane",
               rrule="FREQ=WEEKLY;BYDAY=TH",
               description="New from November: collect the Sciennes breakfast club surplus, then stock room. "
                           "Key in the vestry safe."),
        vevent("larder-agm-20251028@hmr", "Southside Larder AGM", "20251028T190000", "20251028T210000",
               location="Dalkeith Road Bowling Club pavilion (upstairs lounge)",
               description="Tea from 6.45. Minutes secretary post vacant - Graham has asked me to stand.",
               organizer=("Graham Tulloch", "graham.tulloch@southsidelarder.example.org.uk"),
               attendees=[("Graham Tulloch", "graham.tulloch@southsidelarder.example.org.uk"),
                          ("Yusuf Rahman", "yusuf.rahman@southsidelarder.example.org.uk"),
                          ("Shona Baxter", "shona.baxter@southsidelarder.example.org.uk"), H]),
        vevent("larder-committee@hmr", "Larder committee meeting", "20251112T190000", "20251112T203000",
               location="Newington Mission Hall, vestry",
               rrule="FREQ=MONTHLY;BYDAY=2WE",
               description="I take the minutes now."),
        vtodo("todo-agm-minutes@hmr", "Circulate draft AGM minutes to the committee", due="20251107",
              priority=1, created="20251029T090000Z",
              description="Promised on the list. Then to all volunteers once corrected."),
    ]
    write_ics("calendar/foodbank.ics", "Food bank", ["Europe/London"], comps)


def trip():
    L = "Europe/London"
    comps = [
        vevent("trip-d1-lner@hmr", "LNER Edinburgh -> London King's Cross", "20250902T070000", "20250902T112200",
               tz=L, location="Edinburgh Waverley", description="Coach K seats 41/42 (table, window, forward)."),
        vevent("trip-d1-eurostar@hmr", "Eurostar London -> Brussels", "20250902T140100", "20250902T170500",
               tz=L, end_tz="Europe/Brussels", location="London St Pancras International",
               description="Standard Premier. Check in 60 min before."),
        vevent("trip-cph-hotel@hmr", "Copenhagen - Hotel Vesterbro Lys (3 nights)", "20250904", "20250907",
               allday=True, location="Hotel Vesterbro Lys, Istedgade 61, 1650 København V",
               description="Courtyard room requested. Louisiana on Fri 5th."),
        vevent("trip-cph-sto@hmr", "SJ Copenhagen -> Stockholm", "20250907T101200", "20250907T153100",
               tz="Europe/Copenhagen", end_tz="Europe/Stockholm", location="København H",
               description="Coach 3 seats 12/14, quiet coach."),
        vevent("trip-sto-osl@hmr", "SJ Stockholm -> Oslo (direct)", "20250910T073200", "20250910T134800",
               tz="Europe/Stockholm", end_tz="Europe/Oslo", location="Stockholm Central",
               description="Coach 5 seats 21/23. Early one - taxi booked 06:45 from the pensionat."),
        vevent("trip-osl-bgo@hmr", "Vy Oslo -> Bergen (Bergensbanen)", "20250912T082500", "20250912T151200",
               tz="Europe/Oslo", location="Oslo S", description="Seats 54/56, right-hand side."),
        vevent("trip-flam@hmr", "Flåm Railway day trip", "20250914T083900", "20250914T203000", tz="Europe/Oslo",
               location="Bergen station -> Myrdal -> Flåm",
               description="Myrdal-Flåm branch line, lunch in Flåm, back the same way."),
        vevent("trip-flight-home@hmr", "Flight Bergen -> Edinburgh NV 214", "20250916T134000", "20250916T140500",
               tz="Europe/Oslo", end_tz=L, location="Bergen Flesland airport",
               description="Fraser collecting from Edinburgh airport."),
        vtodo("todo-sj-comp@hmr", "Claim SJ delay compensation - Stockholm-Oslo 10 Sept", due="20251210",
              priority=2, created="20250918T090000Z",
              description="Arrived over an hour late. Need the booking number and ticket PDFs. "
                          "Three-month deadline."),
    ]
    write_ics("calendar/scandinavia-2025.ics", "Scandinavia 2025",
              ["Europe/London", "Europe/Brussels", "Europe/Copenhagen", "Europe/Stockholm", "Europe/Oslo"], comps)


def build():
    mum_care()
    renovation()
    foodbank()
    trip()
