"""iCalendar files."""
from common import vcalendar, vevent, vtodo, write_text

CLINIC = 'Greenwood Junction Community Health Centre, 1412 Gerrard St E, Toronto'
BEA = ('Beatrice Okafor-Lindqvist', 'bea.okafor.lindqvist@maplemail.example')

def build():
    # ---------------------------------------------------------------- shifts
    comps = []
    comps.append(vevent('days-2025@bea-ol.calendar.example', 'Day shift (GJCHC)', '20250106T080000', '20250106T160000',
                        rrule='FREQ=WEEKLY;BYDAY=MO,TU,FR;UNTIL=20260102T235959Z', location=CLINIC,
                        categories='Work', transp='OPAQUE'))
    comps.append(vevent('evening-2025@bea-ol.calendar.example', 'Evening shift 12-8 (GJCHC)', '20250108T120000', '20250108T200000',
                        rrule='FREQ=WEEKLY;BYDAY=WE;UNTIL=20251231T235959Z', location=CLINIC,
                        description='2025 rotation: Wednesday evenings. Walk-in + booked until 8.',
                        categories='Work'))
    comps.append(vevent('sat-2025@bea-ol.calendar.example', 'Saturday walk-in 9-1', '20250111T090000', '20250111T130000',
                        rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20260103T235959Z', location=CLINIC,
                        categories='Work'))
    comps.append(vevent('modified-duties-2025@bea-ol.calendar.example', 'Modified duties - no transfers/lifting (shoulder)',
                        '20250115', '20250129', allday=True, categories='Work', transp='TRANSPARENT'))
    comps.append(vevent('days-2026@bea-ol.calendar.example', 'Day shift (GJCHC)', '20260105T080000', '20260105T160000',
                        rrule='FREQ=WEEKLY;BYDAY=MO,TU,FR', location=CLINIC, categories='Work'))
    comps.append(vevent('evening-2026@bea-ol.calendar.example', 'Evening shift 12-8 + diabetes/foot clinic', '20260108T120000',
                        '20260108T200000', rrule='FREQ=WEEKLY;BYDAY=TH', exdates=['20260219T120000'],
                        location=CLINIC,
                        description='New 2026 rotation (from Jan 5): evening shift is THURSDAY now. NP on the Thursday evening diabetes & foot clinic (wound caseload).',
                        categories='Work'))
    comps.append(vevent('sat-2026@bea-ol.calendar.example', 'Saturday walk-in 9-1', '20260110T090000', '20260110T130000',
                        rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', location=CLINIC, categories='Work'))
    comps.append(vevent('swap-20260214@bea-ol.calendar.example', 'Saturday walk-in 9-1 (SWAP - covering Ines)',
                        '20260214T090000', '20260214T130000', location=CLINIC,
                        description='Swap approved by Rosalind 13 Jan: I do Ines\'s Saturday, Ines does my Thursday evening 19 Feb.',
                        attendees=[('Ines Valcourt', 'ines.valcourt@gjchc.example')], categories='Work'))
    comps.append(vevent('staffmtg-20260312@bea-ol.calendar.example', 'Staff meeting + flu season debrief', '20260312T080000',
                        '20260312T090000', location=CLINIC + ' - Boardroom',
                        organizer=('Rosalind Achterberg', 'rosalind.achterberg@gjchc.example'),
                        attendees=[('Ines Valcourt', 'ines.valcourt@gjchc.example'),
                                   ('Kwame Asante', 'kwame.asante@gjchc.example'),
                                   ('Jonah Whitebird', 'jonah.whitebird@gjchc.example')], categories='Work'))
    comps.append(vtodo('todo-vacation-2026@bea-ol.calendar.example', 'Send Rosalind summer vacation request (2 weeks Aug?)',
                       due='20260331', description='Deadline for summer requests is end of March. Check Toby move-in date first.'))
    write_text('calendar/clinic-shifts.ics', vcalendar('Clinic shifts', comps), newline='')

    # ---------------------------------------------------------------- family
    ANDERS = ('Anders Lindqvist', 'anders.lindqvist@northmail.example')
    TOBY = ('Toby Okafor-Lindqvist', 'toby.ol@studentmail.example')
    comps = []
    comps.append(vevent('hky-tue-2025@bea-ol.calendar.example', 'Toby hockey practice', '20250909T203000', '20250909T213000',
                        rrule='FREQ=WEEKLY;BYDAY=TU;UNTIL=20251224T000000Z',
                        location='Coxwell Memorial Arena', categories='Toby'))
    comps.append(vevent('hky-sat-2025@bea-ol.calendar.example', 'Toby hockey practice (Sat am)', '20250913T070000', '20250913T080000',
                        rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20251221T000000Z',
                        location='Coxwell Memorial Arena', description='Alternate driving with Anders.',
                        categories='Toby'))
    comps.append(vevent('hky-tue-2026@bea-ol.calendar.example', 'Toby hockey practice', '20260106T194500', '20260106T204500',
                        rrule='FREQ=WEEKLY;BYDAY=TU;UNTIL=20260401T000000Z',
                        location='Don Valley Twin Pads - Rink B',
                        description='Moved from Coxwell (closed for ice plant replacement Jan-Apr). Dressing rooms 5/6.',
                        categories='Toby'))
    comps.append(vevent('hky-sat-2026@bea-ol.calendar.example', 'Toby hockey practice (Sat am)', '20260110T080000', '20260110T090000',
                        rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20260401T000000Z',
                        location='Don Valley Twin Pads - Rink B', categories='Toby'))
    comps.append(vevent('lindsay-2026@bea-ol.calendar.example', 'Kawartha Winter Classic (Lindsay) - Toby tournament',
                        '20260116', '20260119', allday=True,
                        location='Lindsay Memorial Recreation Complex, 45 Cambridge Road, Lindsay ON',
                        description='Driving up Fri straight after my day shift with Toby (first game Fri evening); Anders meets us there. Hotel booked (team block).',
                        attendees=[ANDERS, TOBY], categories='Toby'))
    comps.append(vevent('playoff-g1-20260219@bea-ol.calendar.example', 'Ironhawks playoff R1 G1 vs Scarborough Stingers',
                        '20260219T190000', '20260219T210000', location='Don Valley Twin Pads - Rink A',
                        description='Toby\'s first playoff game. Shift swapped with Ines so I can go!',
                        attendees=[ANDERS], categories='Toby'))
    comps.append(vevent('tvu-openhouse-20251018@bea-ol.calendar.example', 'Thames Valley fall open house', '20251018T093000',
                        '20251018T150000', location='Thames Valley University, London ON',
                        attendees=[TOBY], categories='Toby'))
    comps.append(vevent('uniapply-deadline@bea-ol.calendar.example', 'UniApply equal-consideration deadline', '20260115', '20260116',
                        allday=True, description='Already submitted 11 Dec.', categories='Toby', transp='TRANSPARENT'))
    comps.append(vevent('neu-supp-deadline@bea-ol.calendar.example', 'Niagara Escarpment supp application due', '20260201', '20260202',
                        allday=True, categories='Toby', transp='TRANSPARENT'))
    comps.append(vevent('cataraqui-openhouse-20260314@bea-ol.calendar.example', 'Cataraqui March Break Open House - Kin tour',
                        '20260314T103000', '20260314T153000',
                        location='Grant Commons atrium (main floor\, by the bookstore)\, Cataraqui University\, Kingston ON'.replace('\\', ''),
                        description='Kinesiology campus tour starts 10:30 - meet in Grant Commons atrium. Info session 1:30 Welland Hall 101. Leave Toronto by 7. Anders coming.',
                        attendees=[ANDERS, TOBY], categories='Toby'))
    comps.append(vtodo('todo-neu-midterm@bea-ol.calendar.example', 'Toby: upload Grade 12 midterm marks to Niagara Escarpment portal',
                       due='20260315', priority=1,
                       description='Ms. Qureshi sends the PDF. Toby uploads. Remind him (twice).'))
    comps.append(vtodo('todo-resdeposit@bea-ol.calendar.example', 'Talk to Anders about residence deposit split',
                       description='Once Toby accepts an offer. Thames Valley deadline is June 1.', priority=5))
    comps.append(vtodo('todo-hky-banquet@bea-ol.calendar.example', 'RSVP hockey banquet (Apr 11) to Nadia', due='20260327'))
    write_text('calendar/family.ics', vcalendar('Family & Toby', comps), newline='')

    # ---------------------------------------------------------------- health
    HARJIT = ('Harjit Sandhu', 'harjit.sandhu@beachhillphysio.example')
    PHYSIO = 'Beach Hill Physiotherapy, 1710 Kingston Rd, Toronto'
    comps = []
    comps.append(vevent('gp-20250114@bea-ol.calendar.example', 'Dr. Whitfield - shoulder', '20250114T162000', '20250114T164000',
                        location='Kingston Road Family Practice', categories='Health'))
    comps.append(vevent('physio-intake-20250121@bea-ol.calendar.example', 'Physio intake - right shoulder', '20250121T073000',
                        '20250121T083000', location=PHYSIO, attendees=[HARJIT],
                        description='Bring requisition + benefits card. Wear a tank top.', categories='Health'))
    comps.append(vevent('physio-weekly-2025@bea-ol.calendar.example', 'Physio', '20250128T073000', '20250128T080000',
                        rrule='FREQ=WEEKLY;BYDAY=TU;COUNT=9', location=PHYSIO, attendees=[HARJIT], categories='Health'))
    comps.append(vevent('us-20250303@bea-ol.calendar.example', 'Ultrasound R shoulder', '20250303T111500', '20250303T114500',
                        location='Eastgate Imaging, 2nd floor, 1877 Danforth Ave',
                        description='Requisition from Dr. Whitfield. No lotion on the shoulder.', categories='Health'))
    comps.append(vevent('sportsmed-20250318@bea-ol.calendar.example', 'Sports med - Dr. Bergström-Ray', '20250318T091500',
                        '20250318T100000', location='East End Sport Medicine', categories='Health'))
    comps.append(vevent('physio-biweekly-2025@bea-ol.calendar.example', 'Physio', '20250401T073000', '20250401T080000',
                        rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20250831T000000Z', location=PHYSIO,
                        attendees=[HARJIT], categories='Health'))
    comps.append(vevent('sportsmed-20250610@bea-ol.calendar.example', 'Sports med recheck', '20250610T084500', '20250610T091500',
                        location='East End Sport Medicine', categories='Health'))
    comps.append(vevent('physio-monthly@bea-ol.calendar.example', 'Physio check-in', '20250902T073000', '20250902T080000',
                        rrule='FREQ=MONTHLY;BYDAY=1TU', location=PHYSIO, attendees=[HARJIT],
                        description='Monthly progressions. Bring the band.', categories='Health'))
    comps.append(vevent('gp-20251224@bea-ol.calendar.example', 'GP follow-up (stomach / shoulder)', '20251223T161000', '20251223T163000',
                        location='Kingston Road Family Practice', categories='Health'))
    comps.append(vevent('swim-wed@bea-ol.calendar.example', 'Swim - Y', '20260107T070000', '20260107T080000',
                        rrule='FREQ=WEEKLY;BYDAY=WE', location='Danforth YMCA pool',
                        description='Lengths. Front crawl +2 a week.', categories='Health'))
    comps.append(vtodo('todo-flu-2025@bea-ol.calendar.example', 'Flu shot at work', due='20251031', status='COMPLETED'))
    comps.append(vtodo('todo-mammo@bea-ol.calendar.example', 'Book screening mammogram (due - last one Mar 2024)', due='20260430'))
    write_text('calendar/health.ics', vcalendar('Health', comps), newline='')

    # ---------------------------------------------------------------- personal
    comps = []
    comps.append(vevent('bookclub-cafe@bea-ol.calendar.example', 'Book club - Chapter & Verse', '20250109T190000', '20250109T210000',
                        rrule='FREQ=MONTHLY;BYDAY=2TH;UNTIL=20251114T000000Z',
                        location='Lantern & Leaf Café (back room), Danforth Ave', categories='Books'))
    comps.append(vevent('bookclub-lib-thu@bea-ol.calendar.example', 'Book club - Chapter & Verse', '20251211T190000', '20251211T204500',
                        rrule='FREQ=MONTHLY;BYDAY=2TH;UNTIL=20260109T000000Z',
                        location='Coxwell-Danforth Library, Meeting Room B',
                        description='Café closed - Mireille booked the library room.', categories='Books'))
    comps.append(vevent('bookclub-lib-tue@bea-ol.calendar.example', 'Book club - Chapter & Verse', '20260210T190000', '20260210T204500',
                        rrule='FREQ=MONTHLY;BYDAY=2TU',
                        location='Coxwell-Danforth Library, Meeting Room B',
                        description='Now 2nd TUESDAYS (since Feb). Out by 8:45 - branch closes.', categories='Books'))
    comps.append(vevent('cottage-orig@bea-ol.calendar.example', 'Cottage - Tamarack Point', '20250719', '20250726', allday=True,
                        status='CANCELLED', description='MOVED a week later (dock rebuild) - see new entry.',
                        categories='Friends'))
    comps.append(vevent('cottage-2025@bea-ol.calendar.example', 'Cottage week - Tamarack Point (CottageNest CN-58213)', '20250726',
                        '20250802', allday=True,
                        location='1147 Tamarack Point Road, Little Tamarack Lake, Haliburton Highlands ON',
                        description='Check-in 4 pm Sat, check-out 11 am Sat 2 Aug. Odile & Raf, Grace + kids, Lorna (Wed-Sat). Toby until Wed.',
                        attendees=[('Odile Marchetti', 'odile.marchetti@frontporch.example'),
                                   ('Grace Adeyemi', 'grace.adeyemi@inboxly.example'),
                                   ('Lorna MacPherson', 'lorna.mac@inboxly.example')], categories='Friends'))
    comps.append(vevent('condo-board-20251021@bea-ol.calendar.example', 'Condo board meeting - present leak (1207)', '20251021T190000',
                        '20251021T210000', location='Harbourlight party room, 2nd floor',
                        description='10 min slot. Bring: Sure-Flow report, photos, declaration s.4.3, timeline.',
                        categories='Condo'))
    comps.append(vevent('condo-agm-20260428@bea-ol.calendar.example', 'Harbourlight AGM', '20260428T190000', '20260428T210000',
                        location='Harbourlight party room, 2nd floor', categories='Condo'))
    comps.append(vevent('ctl-20260321@bea-ol.calendar.example', 'Compression Therapy Hands-On Lab (7 CE credits)', '20260321T083000',
                        '20260321T163000',
                        location='Humber Ridge Simulation Centre, Room 2.14, 88 Ridgeway Crescent, Etobicoke',
                        description='Registration from 8:00. Bring tape measure, leggings/shorts, lunch. Park Lot C.',
                        categories='CE', alarm=('-PT12H', 'Compression lab tomorrow - pack leggings + tape measure')))
    comps.append(vevent('lease-end-20260418@bea-ol.calendar.example', 'CX-5 lease matures', '20260418', '20260419', allday=True,
                        description='Buying out - sign papers at Danforth Mazda BEFORE this date.', categories='Car'))
    comps.append(vevent('bday-odile@bea-ol.calendar.example', "Odile's birthday", '20250412', '20250413', allday=True,
                        rrule='FREQ=YEARLY', categories='Friends', transp='TRANSPARENT'))
    comps.append(vtodo('todo-bls@bea-ol.calendar.example', 'Book BLS / CPR recertification', due='20260331', priority=1,
                       description='Card expires 31 March 2026. LifeLine Training - evening classes at Victoria Park. Need it for work AND the WPCB renewal.'))
    comps.append(vtodo('todo-salt-orchard-q@bea-ol.calendar.example', 'Email Salt Orchard discussion questions to book club',
                       due='20260307', description='Promised Mireille. 8-10 questions. Before the 10 March meeting.'))
    comps.append(vtodo('todo-wpcb-renew@bea-ol.calendar.example', 'Submit WPCB renewal after compression lab', due='20260430'))
    comps.append(vtodo('todo-mazda-appt@bea-ol.calendar.example', 'Book Danforth Mazda appointment - buyout paperwork + safety',
                       due='20260410', priority=2))
    write_text('calendar/personal.ics', vcalendar('Personal', comps), newline='')

if __name__ == '__main__':
    build()
