from lib import calendar, vevent, vtodo, VTZ_LONDON, VTZ_LAGOS

ME = ("Seun Adebayo-Clarke", "seun.adebayoclarke@postbox.example")


def build():
    # ---------------- bees ----------------
    bees = [
        vevent("inspections-2025@seun.ac", "Hive inspections (all colonies)", "20250405T110000", "20250405T123000",
               rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20250927T100000Z",
               exdate="20250510T110000,20250614T110000",
               location="Carr Moor Allotments, plot 22B, Carr Moor Lane, Leeds LS7",
               description="Weekly in swarm season. Check: queen/eggs, QCs, space, stores, temper.\nTake: smoker fuel, hive tool, spare frames, notebook, sugar roll jar (monthly).",
               categories="Bees"),
        vevent("oxalic-2025@seun.ac", "Oxalic acid trickle – all four colonies", "20251228T103000", "20251228T120000",
               location="Carr Moor Allotments, plot 22B",
               description="Api-Bioxal 35 g sachet in 500 ml syrup, 5 ml per seam, lukewarm. Record in the vet meds book. Only if it's cold and they're clustered.",
               categories="Bees", alarm=("-PT12H", "Warm the syrup + charge the head torch")),
        vevent("apiguard-1-2025@seun.ac", "Apiguard tray 1 on", "20250809T100000", "20250809T113000",
               location="Carr Moor Allotments, plot 22B", description="Ekes on. Reduce entrances.", categories="Bees"),
        vevent("apiguard-2-2025@seun.ac", "Apiguard tray 2 on", "20250823T100000", "20250823T113000",
               location="Carr Moor Allotments, plot 22B", categories="Bees"),
        vevent("apiguard-off-2025@seun.ac", "Apiguard trays out + start feeding", "20250906T100000", "20250906T120000",
               location="Carr Moor Allotments, plot 22B", categories="Bees"),
        vevent("honeyshow-2025@seun.ac", "North Leeds Honey Show", "20251011T090000", "20251011T160000",
               location="Allerton Grange Community Hall, Leeds",
               description="Staging 9–10:30. Entries: light honey x2, soft set x2. Collect 3:30–4.",
               categories="Bees"),
        vevent("nlbka-winter-2526@seun.ac", "NLBKA winter meeting", "20251014T193000", "20251014T213000",
               rrule="FREQ=MONTHLY;BYDAY=2TU;COUNT=6",
               location="Oakwood Friends Meeting House, Quaker Lane, Leeds LS8",
               description="Second Tuesday, Oct–Mar. Programme in Hilary's e-mail.", categories="Bees"),
        vtodo("todo-beebase-lonsdale@seun.ac", "Register Lonsdale (4th colony) on BeeBase",
              description="BeeBase still shows 3 colonies at Carr Moor. Update the apiary record – the bee inspector uses it.",
              due="20251031", priority=5),
        vtodo("todo-apibioxal@seun.ac", "Buy Api-Bioxal for winter", status="COMPLETED",
              completed="20251115T120000Z", due="20251130"),
        vtodo("todo-fondant@seun.ac", "Order 4 x 2.5 kg fondant", status="COMPLETED", completed="20251112T190000Z"),
    ]
    calendar("calendar/bees.ics", "Bees", bees)

    # ---------------- school ----------------
    ingrid = ("Ingrid Halvorsen", "i.halvorsen@gledhowrise.example.sch.uk")
    school = [
        vevent("dept-0618@seun.ac", "Science dept meeting", "20250618T153000", "20250618T163000", location="S4",
               description="1. KS3 scheme (Spark Science demo feedback)\n2. Y11 predictions\n3. Tech requests\n4. AOB",
               attendees=[("Farah Iqbal", "f.iqbal@gledhowrise.example.sch.uk"), ("Ollie Brennan", "o.brennan@gledhowrise.example.sch.uk"),
                          ("Dean Mallory", "d.mallory@gledhowrise.example.sch.uk"), ("Yasmin Turner", "y.turner@gledhowrise.example.sch.uk")]),
        vevent("inset-20250901@seun.ac", "INSET day (Trust am / dept pm)", "20250901", "20250902", allday=True,
               location="AVLT training centre, Calverley Road, Farsley (am); S4 (pm)", categories="INSET"),
        vevent("inset-20251103@seun.ac", "INSET day – KS3 unit review (dept pm)", "20251103", "20251104", allday=True,
               location="Gledhow Rise Academy", categories="INSET"),
        vevent("inset-20260105@seun.ac", "INSET day – Y8 unit writing", "20260105", "20260106", allday=True,
               location="Gledhow Rise Academy", categories="INSET"),
        vevent("ppa-2526@seun.ac", "PPA", "20250903T085000", "20250903T105000",
               rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20260722T095000Z",
               exdate="20251029T085000,20251224T085000,20251231T085000",
               location="Science office", description="P1–2. One a fortnight = KS3 writing."),
        vevent("lm-ingrid-2526@seun.ac", "Line management – Ingrid", "20250908T153000", "20250908T161500",
               rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20260720T143000Z", location="DHT office",
               attendees=[ingrid], organizer=ingrid),
        vevent("y11pe-20251127@seun.ac", "Y11 parents' evening", "20251127T160000", "20251127T190000",
               location="Sports Hall", description="5-min slots via SchoolCloud. Have Oct assessment data + predicted grades."),
        vevent("y11mocks-2025@seun.ac", "Y11 mocks", "20251201", "20251213", allday=True, location="Sports Hall / Main Hall"),
        vtodo("todo-po-ylw@seun.ac", "Raise PO for Yorkshire Lab Waste collection (Colin)",
              description="Quote YLW-Q-5530 + mercury add-on. Need PO number before they'll book the collection. Then confirm a date with Gareth.",
              due="20251114", priority=1),
        vtodo("todo-acids-unit@seun.ac", "Y7 Acids & alkalis unit – first draft", due="20251017",
              status="COMPLETED", completed="20251017T155000Z"),
    ]
    calendar("calendar/school.ics", "School", school)

    # ---------------- football ----------------
    bev = ("Bev Ashcroft", "bev.ashcroft@mailbox.example")
    carla = ("Carla Mendes", "carla.mendes@postbox.example")
    football = [
        vevent("otters-training-2526@seun.ac", "Otters U12 girls training", "20250904T173000", "20250904T184500",
               rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20260521T164500Z",
               exdate="20251030T173000,20251225T173000,20260101T173000,20260219T173000",
               location="Oakwood Primary School 3G (half pitch)",
               description="Bibs, balls x14, cones, pump, first aid bag, Daisy's spare inhaler.", attendees=[bev]),
        vevent("wetherby-fest-2025@seun.ac", "Whirlwinds Summer Girls' Festival (U11)", "20250614T090000", "20250614T131500",
               location="Grange Park, Wetherby LS22 (pitches 7 & 8)",
               description="Arrive 9:00, register at the gazebo. First game 9:40. Parking £3. Team sheet + first aid kit.",
               attendees=[bev, carla]),
        vevent("coaches-0703@seun.ac", "Otters coaches' meeting", "20250703T193000", "20250703T210000",
               location="Stuart's house", description="League for 25/26, kit, DBS, consent forms.",
               attendees=[bev, carla, ("Stuart Pennock", "secretary@oakwoodotters.example.org.uk")]),
        vevent("otters-h-0921@seun.ac", "Otters v Rothwell Robins (H)", "20250921T100000", "20250921T113000",
               location="Gledhow Valley Playing Fields, pitch 3", description="Meet 9:15."),
        vevent("otters-a-1005@seun.ac", "Pudsey Swifts v Otters (A)", "20251005T100000", "20251005T113000",
               location="Pudsey Civic Park", description="Meet at the ground 9:15. Carla doing lifts list."),
        vevent("otters-h-1019@seun.ac", "Otters v Garforth Girls (H)", "20251019T100000", "20251019T113000",
               location="Gledhow Valley Playing Fields, pitch 3"),
        vevent("otters-h-20260111@seun.ac", "Otters v Morley Magic (H)", "20260111T100000", "20260111T113000",
               location="Gledhow Valley Playing Fields, pitch 3", description="First game back after Christmas."),
    ]
    calendar("calendar/football.ics", "Otters", football)

    # ---------------- family ----------------
    fola = ("Folasade Ogunleye", "f.ogunleye@lawalogunleye.example.ng")
    dami = ("Damilola Adebayo", "dami.adebayo@yahoo.example.ng")
    anwen = ("Anwen Price", "anwen.price@postbox.example")
    family = [
        vevent("dad-sunday-call@seun.ac", "Call Dad", "20250302T150000", "20250302T153000", tz="Africa/Lagos",
               rrule="FREQ=WEEKLY;BYDAY=SU", description="After church. Tobi to say hello.", categories="Family"),
        vevent("completion-oyekan@seun.ac", "Completion – 9 Oyekan Close (join on Zoom)", "20251114T110000", "20251114T123000",
               tz="Africa/Lagos", location="Zoom (link from Folasade the day before)",
               description="Dad signs the Deed of Assignment, Dami witnesses. Ref LOC/PROP/25/0193. 10:00 UK time – swap PPA with Ollie.",
               attendees=[fola, dami], categories="Family"),
        vevent("janice-fridays@seun.ac", "Tobi at Janice's (childminder)", "20250905T080000", "20250905T174500",
               rrule="FREQ=WEEKLY;BYDAY=FR", location="Janice Pemberton, Grange View",
               description="Wellies + waterproofs (forest walk). Pick up by 5:45.", categories="Family"),
        vevent("nursery-closed-xmas@seun.ac", "Little Kites closed", "20251222", "20260105", allday=True,
               categories="Family", description="Christmas closure. Tobi with us / Anwen's mum 2–3 Jan."),
        vevent("tobi-bday-2026@seun.ac", "Tobi's 3rd birthday", "20260209", "20260210", allday=True, categories="Family",
               attendees=[anwen]),
        vtodo("todo-tcc@seun.ac", "Chase Dad's Tax Clearance Certificate (2022–24) + LUC receipt for Folasade",
              description="Needed for the buyer's Governor's consent. Dad → Mr Afolabi (accountant). Dami looking for the LUC receipt.",
              due="20251219", priority=2),
        vtodo("todo-30hrs@seun.ac", "Reconfirm 30 hours childcare code", due="20251205", status="COMPLETED",
              completed="20251110T210000Z"),
    ]
    calendar("calendar/family.ics", "Family", family, tzs=(VTZ_LONDON, VTZ_LAGOS))
