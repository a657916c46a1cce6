from lib import vevent, vtodo, calendar

ME = ("Sara Lindqvist-Hughes", "sara@kingsmeadvets.example.co.uk")


def practice():
    c = []
    c.append(vevent("partners-weekly@kvp", "Partners' catch-up (Martin)", "20250106T080000", "20250106T082000",
                    rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251222T080000Z",
                    exdate="20250414T080000,20250818T080000,20250825T080000",
                    location="Consult room 1", attendees=[("Martin Oduya", "martin@kingsmeadvets.example.co.uk")],
                    description="15 mins before ops. Bring the week's list."))
    c.append(vevent("norvet-2025@kvp", "NorVet Congress (CPD)", "20250312", "20250314", allday=True,
                    location="York Racecourse Conference Centre, York",
                    description="Day 1 orthopaedics stream, day 2 anaesthesia + imaging. 12 h CPD. Visit Radiance and Halden stands."))
    c.append(vevent("partners-mtg-20250610@kvp", "Partners' meeting", "20250610T190000", "20250610T210000",
                    location="Oak Room, Kingsmead Vets", organizer=("Lorna Bright", "lorna@kingsmeadvets.example.co.uk"),
                    attendees=[("Martin Oduya", "martin@kingsmeadvets.example.co.uk"), ("Lorna Bright", "lorna@kingsmeadvets.example.co.uk")],
                    description="Agenda: X-ray (Radiance delay vs Halden), Aoife mat leave cover, Sara's August leave, nursing, AOB."))
    c.append(vevent("rps-refresher-20250618@kvp", "RPS refresher course", "20250618T090000", "20250618T163000",
                    location="North Dosimetry Services training room, Aire Street, Leeds",
                    description="Radiation Protection Supervisor refresher. 6 h CPD. Bring current local rules."))
    c.append(vevent("mediation-20250729@kvp", "Mediation – nursing weekends", "20250729T100000", "20250729T123000",
                    location="Peartree HR, Mowbray House, 8 Victoria Avenue, Harrogate",
                    attendees=[("Deborah Kaye", "deborah@peartreehr.example.co.uk"),
                               ("Becca Stainton", "becca@kingsmeadvets.example.co.uk"),
                               ("Kerry Walsh", "kerry@kingsmeadvets.example.co.uk")],
                    description="Facilitated by Deborah (Peartree HR). Sara to join from 12:00 to agree outcome. Confidential."))
    c.append(vevent("sara-leave-aug@kvp", "Sara on leave (Norway) – locum Tomasz Wróbel", "20250813", "20250820",
                    allday=True, description="VetCover locum covering Sara's days."))
    c.append(vevent("xray-install@kvp", "Halden DR install – imaging room closed", "20250922", "20250923", allday=True,
                    sequence=1, description="Moved from Mon 8 Sep (panel stock). Engineers 8:00–17:00. Portable only for emergencies."))
    c.append(vevent("hannah-start@kvp", "Locum Hannah Okafor – first day", "20250922", "20250923", allday=True,
                    description="Aoife maternity cover starts. Lorna to set up VetBase login and show her round."))
    c.append(vevent("critical-exam@kvp", "RPA critical examination – new X-ray", "20250924T100000", "20250924T120000",
                    location="Imaging room, Kingsmead Vets",
                    attendees=[("Dr Nadia Farrant", "n.farrant@northdosimetry.example.co.uk"),
                               ("Chloe Armitage (phone)", "chloe.armitage@haldenvetimaging.example.co.uk")],
                    description="North Dosimetry. Generator powered up, installer docs + serial numbers ready. No clinical use of the new unit until signed off."))
    c.append(vevent("halden-training@kvp", "Halden applications training (all clinical staff)", "20250925T130000",
                    "20250925T150000", location="Imaging room + staff room", description="2 h – counts as CPD."))
    c.append(vtodo("todo-accept-halden@kvp", "Accept Halden quote + tell Radiance", "20250611", status="COMPLETED",
                   created="20250610T211500Z", completed="20250611T070500Z"))
    c.append(vtodo("todo-local-rules@kvp", "Local rules v4 for DR – rewrite, every vet & nurse to sign, copy to Nadia",
                   "20251022", description="From the RPA visit. Also update risk assessment with generator serial no.",
                   priority=2, created="20250924T130000Z"))
    c.append(vtodo("todo-badges@kvp", "Order dosimeter badges for Josh and Hannah", "20251010", priority=3,
                   created="20250924T130000Z"))
    c.append(vtodo("todo-nursing-review@kvp", "Book 3-month review of the nursing schedule with Becca & Kerry",
                   "20251128", description="Promised in the 5 Aug e-mail and the grievance outcome letter.", priority=2,
                   created="20250806T090000Z"))
    c.append(vtodo("todo-cpd-dental@kvp", "CPD – book VetLearn dentistry webinars (Nov/Dec)", "20251115",
                   created="20251016T090000Z"))
    return calendar("Kingsmead – Sara", c)


def family():
    c = []
    c.append(vevent("flight-out@fam", "Fly Manchester → Bergen (NV 2317)", "20250813T104000", "20250813T133500",
                    end_tz="Europe/Oslo", location="Manchester Airport T2",
                    description="Bag drop closes 45 min before. Pick up hire car at Bergen 14:00. Booking ref in the Nordvik e-mail."))
    c.append(vevent("hotel-breidal@fam", "Breidal Fjordhotell (3 rooms)", "20250814", "20250818", allday=True,
                    location="Breidal Fjordhotell, Stryn", description="Family rate – code Solberg-Lindqvist."))
    c.append(vevent("wedding@fam", "Maja & Eirik's wedding", "20250816T140000", "20250816T233000", tz="Europe/Oslo",
                    location="Breidal kyrkje, Stryn – then dinner at Breidal Fjordhotell",
                    description="Festantrekk. Lovespoon + card. Sara says a few words in Swedish after Uncle Lars."))
    c.append(vevent("flight-home@fam", "Fly Bergen → Manchester (NV 2318)", "20250819T172000", "20250819T181500",
                    tz="Europe/Oslo", end_tz="Europe/London", location="Bergen Flesland",
                    description="Return hire car 14:30 same place."))
    c.append(vevent("gcse-results@fam", "Freya – GCSE results", "20250821T100000", "20250821T110000",
                    location="Oatlands Hill School"))
    c.append(vevent("farmgate@fam", "Farmgate Feeds delivery (hen food)", "20250902T100000", "20250902T140000",
                    rrule="FREQ=MONTHLY;BYDAY=1TU", location="Home – leave in garage",
                    description="3 x layers pellets + 1 x mixed corn. Acct FF-20831."))
    c.append(vevent("gr-doors@fam", "Garden room doors fitted (Ripon Aluminium)", "20250916", "20250917",
                    allday=True, sequence=1, description="Was 9 Sep – moved by Ripon (powder-coating backlog)."))
    c.append(vevent("clearway-first@fam", "Freya – first driving lesson (Clearway, Dean)", "20251007T163000",
                    "20251007T173000", status="CANCELLED", description="Cancelled – Dean off sick."))
    c.append(vevent("amira-lessons@fam", "Freya – driving lesson (Amira)", "20251016T170000", "20251016T180000",
                    rrule="FREQ=WEEKLY;BYDAY=TH;COUNT=10",
                    attendees=[("Amira Shah", "amira@amirasdriving.example.co.uk"), ("Freya Hughes", "freya.hughes@fellmail.example")],
                    location="Pick-up Oatlands Hill 16:50", description="Block of 10. 48h cancellation."))
    c.append(vevent("enyaq-delivery@fam", "Enyaq delivery (Leasewise)", "20251024T090000", "20251024T120000",
                    location="Home", description="Check tow bar fitted. Add Freya to insurance as learner."))
    c.append(vevent("volvo-collection@fam", "Brightway collecting the Volvo (end of lease)", "20251027T080000",
                    "20251027T120000", location="Home",
                    description="Photos of every panel BEFORE driver arrives. Both keys, V5 copy, service book."))
    c.append(vevent("theory-test@fam", "Freya – car theory test", "20251127T154500", "20251127T164500",
                    location="Harrogate theory test centre, 2nd Floor, Coppice House, 17 Station Parade, Harrogate",
                    description="Arrive 15 min early. Photocard provisional licence!",
                    alarm=("-P1D", "Freya theory test tomorrow – licence!")))
    c.append(vevent("mam80@fam", "Llandeilo – Mam's 80th weekend", "20251205", "20251208", allday=True,
                    description="Drive down Friday. Help Cerys set up Saturday afternoon."))
    c.append(vevent("rhys-home@fam", "Rhys home for Christmas", "20251219", "20251220", allday=True))
    c.append(vtodo("todo-rhys-train@fam", "Book Rhys's train home (Edinburgh – York – Harrogate, Fri 19 Dec)",
                   "20251115", description="Waiting for him to confirm his last exam date. Advance fares!", priority=2,
                   created="20250830T200000Z"))
    c.append(vtodo("todo-kieran-cert@fam", "Chase Kieran – electrical certificate for the garden room", "20251107",
                   description="Promised end of October. Don't pay his balance until it arrives.", priority=2,
                   created="20251024T180000Z"))
    c.append(vtodo("todo-brightway-photos@fam", "Send Brightway the rear bumper photos – dispute £240", "20251117",
                   priority=1, created="20251105T211500Z"))
    return calendar("Family", c, tzs=("london", "oslo"))


def health():
    c = []
    c.append(vevent("gp-20250204@h", "GP – Dr Marsh (menopause/HRT)", "20250204T084000", "20250204T090000",
                    location="Beech Grove Surgery, Harrogate", description="Symptom list printed. Ask about HRT options."))
    c.append(vevent("gp-20250515@h", "HRT review – Dr Marsh", "20250515T171000", "20250515T172000",
                    location="Beech Grove Surgery (phone)", description="Still sweating 3-4 nights/week."))
    c.append(vevent("physio-tue@h", "Physio – Callum (knee)", "20250520T073000", "20250520T081500",
                    rrule="FREQ=WEEKLY;BYDAY=TU;COUNT=4", exdate="20250603T073000",
                    location="Stonefall Physiotherapy Clinic, Harrogate",
                    attendees=[("Callum Reid", "callum@stonefallphysio.example.co.uk")],
                    description="BrightPath authorised – give them the code at session 1."))
    c.append(vevent("physio-fri@h", "Physio – Callum (knee)", "20250620T081500", "20250620T090000",
                    rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=3",
                    location="Stonefall Physiotherapy Clinic, Harrogate",
                    attendees=[("Callum Reid", "callum@stonefallphysio.example.co.uk")],
                    description="Moved to Fridays (Callum no longer does Tue early clinic)."))
    c.append(vevent("gp-20250909@h", "GP – Dr Marsh: gel → patches", "20250909T084000", "20250909T090000",
                    location="Beech Grove Surgery, Harrogate"))
    c.append(vevent("patch-change@h", "Change HRT patch (rotate sides)", "20250914T210000", "20250914T210500",
                    rrule="FREQ=WEEKLY;BYDAY=SU,TH", alarm=("PT0M", "Patch!")))
    c.append(vevent("gp-20251021@h", "HRT phone review – Dr Marsh", "20251021T123000", "20251021T124000",
                    location="Phone",
                    description="Outcome: increase to Evorel 75, still twice weekly. Utrogestan 100 mg unchanged. Review Feb 2026."))
    c.append(vevent("physio-topup1@h", "Physio top-up – Callum (self-pay)", "20251114T081500", "20251114T090000",
                    location="Stonefall Physiotherapy Clinic, Harrogate", description="£55. Knee flare after last race."))
    c.append(vevent("physio-topup2@h", "Physio top-up – Callum (self-pay)", "20251128T081500", "20251128T090000",
                    location="Stonefall Physiotherapy Clinic, Harrogate", description="£55."))
    c.append(vtodo("todo-ppc@h", "Renew HRT prescription prepayment certificate", "20260201", created="20250210T090000Z"))
    return calendar("Health", c)


def sailing():
    c = []
    c.append(vevent("fitout@ksc", "Fitting-out Saturday", "20250322T093000", "20250322T160000",
                    location="Kettlesike Sailing Club", description="Slipway scrub, boat park tidy, safety boats in."))
    c.append(vevent("opening@ksc", "Opening Regatta", "20250426T103000", "20250426T160000",
                    location="Kettlesike Sailing Club"))
    c.append(vevent("wednesdays@ksc", "Wednesday evening racing", "20250430T183000", "20250430T203000",
                    rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250827T173000Z", location="Kettlesike Sailing Club",
                    description="Solo. Knee brace in the bag."))
    c.append(vevent("committee-0514@ksc", "KSC committee", "20250514T193000", "20250514T213000",
                    location="Kettlesike SC clubhouse",
                    attendees=[("Graham Pickles", "commodore@kettlesikesc.example.org.uk"),
                               ("Anne-Marie Cho", "secretary@kettlesikesc.example.org.uk")],
                    description="Treasurer: propose moving the bank account (YRB charges)."))
    c.append(vevent("committee-0910@ksc", "KSC committee", "20250910T193000", "20250910T213000",
                    location="Kettlesike SC clubhouse",
                    attendees=[("Graham Pickles", "commodore@kettlesikesc.example.org.uk"),
                               ("Dev Kapoor", "dev.kapoor@fellmail.example")],
                    description="Kettle 2 outboard – repair (£1,450) vs new (£3,680)."))
    c.append(vevent("lastrace@ksc", "Sunday series – last race", "20251012T103000", "20251012T150000",
                    location="Kettlesike Sailing Club"))
    c.append(vevent("layingup@ksc", "Laying-up supper", "20251018T190000", "20251018T230000",
                    location="Kettlesike SC clubhouse"))
    c.append(vevent("agm2025@ksc", "KSC AGM", "20251122T193000", "20251122T213000", sequence=1,
                    location="Haverah Park Village Hall",
                    description="Moved from the clubhouse (floor replacement). Treasurer's report + examined accounts. Subs proposal 2026."))
    c.append(vtodo("todo-pauline@ksc", "Send year-end accounts + statements to Pauline Firth (independent examiner)",
                   "20251110", priority=1, created="20251001T090000Z"))
    c.append(vtodo("todo-treasurer-report@ksc", "Write treasurer's report for AGM (1 page)", "20251120",
                   created="20251015T200000Z"))
    return calendar("Kettlesike SC", c)


CALS = {
    "calendar/practice.ics": practice,
    "calendar/family.ics": family,
    "calendar/health.ics": health,
    "calendar/sailing.ics": sailing,
}
