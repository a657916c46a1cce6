"""iCalendar files: football, workshop, personal, family."""
from util import write_bytes, ics_calendar, vevent, vtodo

GARETH = ("Gareth Lyle", "gareth.lyle@postbox.example")
PRECIOUS = ("Precious Adeyemi", "precious.adeyemi@totterdowntigers.example.org.uk")
SIAN = ("Sian Pritchard", "sian.pritchard@postbox.example")
LOWRI = ("Lowri Eames", "lowri.eames@cabotmortgages.example.co.uk")
ABENA = ("Abena Mensah-Boateng", "abena.mb@inbox.example")
KOFI = ("Kofi Mensah-Boateng", "kofi.mensahb@mailbox.example")


def save(rel, name, comps):
    write_bytes(rel, ics_calendar(name, comps).encode("utf-8"))


# ------------------------------------------------------------ football
PF = "Perrett's Field (pitch B), Wells Road, Bristol"
MV = "Malago Vale 3G, Malago Vale Road, Bristol BS3 5QT"
fixtures = [
    ("20250913", "H", "Whitchurch Wolves", PF, "1000"),
    ("20250920", "A", "Brislington Badgers", "Brislington Rec, Bristol", "1000"),
    ("20250927", "H", "Stockwood Strikers", PF, "1000"),
    ("20251004", "A", "Bishopsworth Blues", "Bishopsworth Park, Bristol", "1030"),
    ("20251011", "H", "Keynsham Kestrels", PF, "1000"),
    ("20251018", "H", "Hengrove Hawks", MV, "1000"),
    ("20251101", "H", "Brislington Badgers", MV, "1000"),
    ("20251108", "A", "Whitchurch Wolves", "Whitchurch Sports Ground, Bristol", "1000"),
    ("20251115", "H", "Bishopsworth Blues", MV, "1000"),
    ("20251122", "A", "Hanham Hornets", "Hanham Common Rec, Hanham, Bristol", "1000"),
    ("20251129", "H", "Stockwood Strikers", MV, "1000"),
    ("20251206", "A", "Hengrove Hawks", "Hengrove Park, Bristol", "1030"),
]
comps = []
comps.append(vevent("tigers-u12-training-2025@kmb", "U12 training",
                    "20250904T173000", "20250904T184500",
                    rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20251218T235959Z",
                    exdates=["20251030T173000"],
                    location="Broadwalk Community Astro (pitch 2, by the car park), Bristol",
                    description="Bibs, cones, balls x12, first aid bag, register. Gareth does the keepers.",
                    attendees=[GARETH]))
for d, ha, opp, loc, ko in fixtures:
    end = "%02d%s" % (int(ko[:2]) + 1, "15" if ko[2:] == "00" else "45")
    desc = "KO %s:%s. " % (ko[:2], ko[2:])
    if ha == "H":
        desc += "Home kit (yellow). Arrive 45 mins before."
    else:
        desc += "Away kit (navy)."
    comps.append(vevent("u12-%s@kmb" % d, "U12 %s v %s" % ("(H)" if ha == "H" else "(A)", opp),
                        "%sT%s00" % (d, ko), "%sT%s00" % (d, end), location=loc,
                        description=desc, attendees=[GARETH, PRECIOUS]))
comps.append(vevent("u12-cup-r2-20251130@kmb", "COUNTY CUP R2: U12 v Keynsham Kestrels (H)",
                    "20251130T103000", "20251130T114500", location=MV,
                    description="Sunday! County Cup round 2. KO 10:30, arrive 9:45. Home kit.",
                    attendees=[GARETH, PRECIOUS],
                    alarm=("-P1D", "Cup game tomorrow - Sunday KO 10:30")))
comps.append(vevent("u12-xmas-social-20251219@kmb", "U12 Christmas social (bowling)",
                    "20251219T180000", "20251219T200000",
                    location="Strike Lanes, Avon Street, Bristol"))
comps.append(vtodo("todo-dbs-renewal@kmb", "Renew DBS (mine expires 2 Dec)", "20251130",
                   description="Club portal > Volunteers > DBS renewal. Need passport + 2 proofs of address. Dot has to verify ID in person.",
                   priority=1, created="20251104T190000Z"))
comps.append(vtodo("todo-gk-gloves@kmb", "Order 2x GK gloves size 7 (Theo + Amara)", "20251120",
                   created="20251101T100000Z"))
save("calendar/football.ics", "Football - Tigers U12", comps)

# ------------------------------------------------------------ workshop
comps = []
comps.append(vevent("rent-unit9@kmb", "W/shop rent - Unit 9", "20240701", "20240702", allday=True,
                    rrule="FREQ=MONTHLY;BYMONTHDAY=1",
                    description="Standing order to Ferndown Estates: £725 rent + £40 service charge.",
                    transp="TRANSPARENT"))
comps.append(vevent("feeder-canal-market-2025@kmb", "Feeder Canal Makers Market",
                    "20250302T073000", "20250302T153000",
                    rrule="FREQ=MONTHLY;BYDAY=1SU;UNTIL=20251207T235959Z",
                    location="Feeder Canal towpath, by the old crane, Bristol",
                    description="Set up from 7:30, trading 9-3. Pitch £45 to Nell. Float £60."))
comps.append(vevent("lantern-install-20250929@kmb", "Install benches - Lantern Cafe (3x ash)",
                    "20250929T080000", "20250929T120000",
                    location="The Lantern, 41 Stapleton Road, Easton, Bristol BS5 0QR",
                    description="Drill, 6mm masonry bits, plugs, spirit level, felt pads. Tomasz opens at 12 on Mondays - be out by then."))
comps.append(vevent("severnside-so22871@kmb", "Severnside delivery SO-22871 (oak)",
                    "20251106T080000", "20251106T110000",
                    location="Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS",
                    description="Meter at least 5 boards before signing."))
comps.append(vevent("lowe-delivery-20251212@kmb", "Deliver Lowe dining table",
                    "20251212T100000", "20251212T123000",
                    location="14 Canynge Rise, Clifton, Bristol BS8 3LP",
                    description="Two people (top ~55kg). Harriet getting a visitor parking permit. Top and base separate in blankets. Bring mallet, wedges, levelling pads, care sheet, balance invoice.",
                    alarm=("-P1D", "Lowe delivery tomorrow 10am - load the van tonight")))
comps.append(vevent("tq-winter-fair-2025@kmb", "Temple Quay Winter Makers Fair",
                    "20251213", "20251215", allday=True,
                    location="Cattle Market Road arches, Temple Quay, Bristol",
                    description="Sat + Sun, 10-5. Set-up from 8, van off site by 9:30. Bring clamp lights + extension lead, it's dark under the arches."))
comps.append(vtodo("todo-hardwax-oil@kmb", "Order hardwax oil - 2.5L raw + 750ml clear", "20251128",
                   created="20251112T180000Z"))
comps.append(vtodo("todo-care-sheet-lowe@kmb", "Print care sheet for Harriet (oiled oak)", "20251211",
                   created="20251114T090000Z"))
save("calendar/workshop.ics", "Workshop", comps)

# ------------------------------------------------------------ personal
comps = []
comps.append(vevent("broker-call-20250311@kmb", "Call with mortgage broker (Sian on too)",
                    "20250311T123000", "20250311T131500",
                    description="Phone. Have the savings numbers + last 2 years profit figures to hand."))
comps.append(vevent("viewing-20250614@kmb", "Viewing - 2-bed terrace, Bedminster", "20250614T120000", "20250614T123000",
                    location="Bedminster, Bristol", attendees=[SIAN]))
comps.append(vevent("viewing-20250712@kmb", "Viewing - 3-bed semi, Knowle", "20250712T113000", "20250712T120000",
                    location="Knowle, Bristol", attendees=[SIAN]))
comps.append(vevent("van-mot-20250812@kmb", "Van MOT", "20250812T083000", "20250812T100000",
                    location="Ashton Vale Motors, Unit 2, Winterstoke Close, Bristol BS3 2NS",
                    description="Drop off 8:30, ask Phil to ring if it needs anything. Bus back to the unit."))
comps.append(vevent("van-insurance-renewal-2025@kmb", "Van insurance renewal - Brightwell (BVI-2291847)",
                    "20250918", "20250919", allday=True,
                    description="Auto-renews on the card! Check the price first.",
                    transp="TRANSPARENT"))
comps.append(vevent("viewing-20250906@kmb", "Viewing - 2-bed flat, Totterdown", "20250906T103000", "20250906T110000",
                    location="Totterdown, Bristol", attendees=[SIAN]))
comps.append(vevent("viewing-20251011@kmb", "Viewing - 3-bed terrace, Brislington", "20251011T123000", "20251011T130000",
                    location="Brislington, Bristol", attendees=[SIAN]))
comps.append(vevent("viewing-20251108@kmb", "Viewing - 2-bed + loft room, Totterdown", "20251108T123000", "20251108T130000",
                    location="Totterdown, Bristol", attendees=[SIAN]))
comps.append(vevent("broker-meeting-20251125@kmb", "Mortgage meeting - full application",
                    "20251125T173000", "20251125T190000",
                    location="Cabot Mortgage Partners, 2nd Floor, Harbour Chambers, Welsh Back, Bristol BS1 4SB",
                    description="Start the full application with Westcombe. About 1.5 hrs. Sian coming straight from the station.",
                    attendees=[LOWRI, SIAN],
                    organizer=("Lowri Eames", "lowri.eames@cabotmortgages.example.co.uk")))
comps.append(vevent("sian-bday@kmb", "Sian's birthday", "20250614", "20250615", allday=True,
                    rrule="FREQ=YEARLY", transp="TRANSPARENT"))
comps.append(vtodo("todo-broker-docs@kmb",
                   "Send Lowri: my SA302 + tax year overview 2024/25, Sian's P60 + last 3 payslips",
                   "20251121", description="Before the meeting on the 25th. SA302 from the HMRC account once the accountant has filed.",
                   priority=1, created="20251015T200000Z"))
comps.append(vtodo("todo-van-rear-discs@kmb", "Van - rear brake discs + pads (MOT advisory)",
                   "20251219", description="Ring Phil at Ashton Vale, half a day. Before the winter fair if poss.",
                   created="20250813T080000Z"))
save("calendar/personal.ics", "Personal", comps)

# ------------------------------------------------------------ family
comps = []
comps.append(vevent("mum-bday@kmb", "Mum's birthday", "20250303", "20250304", allday=True,
                    rrule="FREQ=YEARLY", transp="TRANSPARENT"))
comps.append(vevent("sunday-lunch-mum@kmb", "Sunday lunch at Mum's", "20250112T133000", "20250112T160000",
                    rrule="FREQ=MONTHLY;BYDAY=2SU", location="Mum's, Greenway Terrace, Bedminster",
                    description="Bring something. Don't bring the van, nowhere to park."))
comps.append(vevent("abena-visit-202511@kmb", "Abena + kids in Bristol", "20251115", "20251117", allday=True,
                    description="Staying at Mum's. Party planning Sat night at ours?", attendees=[ABENA]))
comps.append(vevent("mum-70th-party@kmb", "Mum's 70th party",
                    "20260307T160000", "20260307T230000",
                    location="St Aldhelm's Church Hall, Cannon Street, Bedminster, Bristol",
                    description="Doors 4pm, food from 5.30, speeches 7pm. Abena: food + cake. Kofi: music + decorations. Me: venue, invites, the chair.",
                    attendees=[ABENA, KOFI]))
comps.append(vtodo("todo-party-invites@kmb", "Send Mum's party invites (paper for the aunties + WhatsApp)",
                   "20251130", created="20251024T090000Z"))
comps.append(vtodo("todo-hall-deposit@kmb", "Pay St Aldhelm's hall deposit (£100) - church office",
                   "20251024", priority=2, created="20251023T210000Z"))
save("calendar/family.ics", "Family", comps)
print("calendars done")
