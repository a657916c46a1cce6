"""iCalendar files (.ics) written by hand: CRLF, folded at 75 octets, Europe/London VTIMEZONE."""
from common import ics_file, prop

STAMP = 'DTSTAMP:20251102T190000Z'
TZ = 'TZID=Europe/London'


def ev(uid, summary, start, end=None, allday=False, location=None, desc=None, attendees=(),
       rrule=None, exdates=None, status=None, extra=(), alarm=None, recurrence_id=None):
    L = ['BEGIN:VEVENT', 'UID:%s@rosa.mcallister' % uid, STAMP]
    if recurrence_id:
        L.append('RECURRENCE-ID;%s:%s' % (TZ, recurrence_id))
    if allday:
        L.append('DTSTART;VALUE=DATE:' + start)
        if end:
            L.append('DTEND;VALUE=DATE:' + end)
    else:
        L.append('DTSTART;%s:%s' % (TZ, start))
        if end:
            L.append('DTEND;%s:%s' % (TZ, end))
    if rrule:
        L.append('RRULE:' + rrule)
    if exdates:
        L.append('EXDATE;%s:%s' % (TZ, ','.join(exdates)))
    L.append(prop('SUMMARY', summary))
    if location:
        L.append(prop('LOCATION', location))
    if desc:
        L.append(prop('DESCRIPTION', desc))
    for cn, mail in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    if status:
        L.append('STATUS:' + status)
    L += list(extra)
    if alarm:
        L += ['BEGIN:VALARM', 'ACTION:DISPLAY', prop('DESCRIPTION', alarm[1]), 'TRIGGER:' + alarm[0], 'END:VALARM']
    L.append('END:VEVENT')
    return L


def todo(uid, summary, due, status='NEEDS-ACTION', desc=None, start=None, completed=None, priority=None):
    L = ['BEGIN:VTODO', 'UID:%s@rosa.mcallister' % uid, STAMP]
    if start:
        L.append('DTSTART;VALUE=DATE:' + start)
    L.append('DUE;VALUE=DATE:' + due)
    L.append(prop('SUMMARY', summary))
    if desc:
        L.append(prop('DESCRIPTION', desc))
    if priority:
        L.append('PRIORITY:%d' % priority)
    L.append('STATUS:' + status)
    if completed:
        L.append('COMPLETED:' + completed)
        L.append('PERCENT-COMPLETE:100')
    L.append('END:VTODO')
    return L


def build():
    # ---------------------------------------------------------------- health
    ics_file('calendar/health.ics', 'Health', [
        ev('optician-20241112', 'Eye test - Broomfield Opticians', '20241112T143000', '20241112T151500',
           location='Broomfield Opticians, 231 Broomfield Road, Glasgow G11 9ZZ',
           attendees=[('Lorna Beattie', 'lorna@broomfieldopticians.example.co.uk')]),
        ev('bp-check', 'Practice nurse - blood pressure check', '20250120T101000', '20250120T103000',
           location='Hyndland Road Medical Practice', rrule='FREQ=MONTHLY;INTERVAL=6;COUNT=4',
           desc='Take the home BP readings book. Ask about the repeat prescription.'),
        ev('preop-20250624', 'Pre-op assessment (cataract)', '20250624T104000', '20250624T123000',
           location='Clinic 3, Westerton Eye Centre, Kelvin Royal Infirmary',
           desc='Measurements for the new lens. Allow 2 hours. Take list of medicines.'),
        ev('cataract-op-left', 'Cataract operation - LEFT eye', '20250902T074500', '20250902T130000',
           location='Day Surgery Unit, Level 2, Netherhill Treatment Centre, 250 Netherhill Road, Glasgow G13 4ZZ',
           desc='Surgeon: Mr Farhan Siddiqui. Car park B. No make-up. Light breakfast OK.',
           attendees=[('Rosa McAllister', 'rosa.mcallister@clydemail.example')]),
        ev('eye-call-2wk', 'Eye nurse phone call (2 weeks)', '20250916T100000', '20250916T101500',
           desc='They phone me. Have the drops chart handy.'),
        ev('eye-review-4wk', 'Eye review (4 weeks after op)', '20250930T095000', '20250930T113000',
           location='Clinic 3, Westerton Eye Centre, Kelvin Royal Infirmary'),
        ev('eye-review-nov', 'Eye clinic review - pressure check', '20251118T101500', '20251118T113000',
           location='Clinic 3, Westerton Eye Centre, Kelvin Royal Infirmary',
           desc='Pressure check on the left eye. Allow 2 hours. Ask about the date for the right eye.',
           alarm=('-P1D', 'Eye clinic tomorrow 10.15')),
        todo('drops-after-op', 'Eye drops - LEFT eye: Maxidex 4x daily + chloramphenicol 4x daily (8am, 12, 4pm, 10pm)',
             '20250916', start='20250903', desc='Wait 5 minutes between the two. Shake the Maxidex first.', priority=1),
        todo('repeat-rx', 'Repeat prescription - amlodipine', '20251105'),
    ])

    # ---------------------------------------------------------------- choir
    ics_file('calendar/choir.ics', 'Choir', [
        ev('choir-rehearsal', 'Choir rehearsal', '20240905T193000', '20240905T210000',
           rrule='FREQ=WEEKLY;BYDAY=TH',
           exdates=['20241226T193000', '20250102T193000', '20250417T193000'],
           location='Church Hall, Kelvinbank Parish Church, 88 Kelvinbank Road, Glasgow',
           desc='Director: Morag Lennox. Bring a pencil and folder 23.'),
        ev('remembrance-2024', 'Remembrance Sunday - choir anthem', '20241110T101500', '20241110T120000',
           location='Kelvinbank Parish Church', desc='Robes. Be in the vestry by 10.15.'),
        ev('carols-2024', 'Carol service', '20241222T183000', '20241222T200000',
           location='Kelvinbank Parish Church'),
        ev('easter-2025', 'Easter Sunday - choir', '20250420T101500', '20250420T120000',
           location='Kelvinbank Parish Church', desc='Handel anthem. White flowers for Iain (ordered).'),
        ev('xmas-extra-rehearsal-2025', 'Extra Saturday rehearsal - Christmas concert', '20251206T100000',
           '20251206T130000', location='Kelvinbank Parish Church (sanctuary)',
           desc='Full run-through with Mr Ramsay on piano. Bring lunch.'),
        ev('xmas-concert-2025', 'Choir Christmas concert', '20251214T150000', '20251214T163000',
           location='Kelvinbank Parish Church, 88 Kelvinbank Road (sanctuary)',
           desc='Rutter Gloria + carols. Black with red scarf. Warm-up 2.15pm. Retiring collection for Westburn food bank.',
           attendees=[('Morag Lennox', 'music@kelvinbankchurch.example.org.uk'),
                      ('Maggie Doig', 'maggie.doig@clydemail.example')]),
    ])

    # ---------------------------------------------------------------- family + travel
    ics_file('calendar/family-and-travel.ics', 'Family & travel', [
        ev('bday-fiona', "Fiona's birthday", '19840123', '19840124', allday=True, rrule='FREQ=YEARLY'),
        ev('bday-eilidh', "Eilidh's birthday", '20150314', '20150315', allday=True, rrule='FREQ=YEARLY'),
        ev('bday-isla', "Isla's birthday", '20240519', '20240520', allday=True, rrule='FREQ=YEARLY'),
        ev('bday-callum', "Callum's birthday", '20180802', '20180803', allday=True, rrule='FREQ=YEARLY'),
        ev('bday-neil', "Neil's birthday", '19870905', '19870906', allday=True, rrule='FREQ=YEARLY'),
        ev('eilidh-party-2025', "Eilidh's 10th party", '20250315T140000', '20250315T160000',
           location='Jumparoo Trampoline Park, Stirling', desc='Grip socks! Present: the art set (wrapped).'),
        ev('isla-wed', 'Isla here (Wednesdays)', '20240904T081500', '20240904T171500',
           rrule='FREQ=WEEKLY;BYDAY=WE;UNTIL=20250827T235959Z', location='Home'),
        ev('isla-mon', 'Isla here - Mondays now', '20250901T081500', '20250901T171500',
           rrule='FREQ=WEEKLY;BYDAY=MO', location='Home',
           desc="Switched from Wednesdays from 1 Sept - Hannah's new rota. Neil drops her off at 8.15."),
        ev('cruise-2025', 'CANCELLED - Norwegian Fjords cruise (Northern Star)', '20250913T170000',
           '20250920T080000', location='Port of Rosyth cruise terminal, Fife', status='CANCELLED',
           desc='Cancelled 1 July - doing the rail trip in October instead.'),
        ev('rail-out', 'Train to Fort William - Highland Lines by Rail', '20251006T082100', '20251006T120500',
           location='Glasgow Queen Street station',
           desc='Meet Fraser (escort) at the ticket barriers 07:55. Coach C, seats 23/24. Ref CRJ-30917.',
           attendees=[('Maggie Doig', 'maggie.doig@clydemail.example')]),
        ev('rail-hotel-fw', 'Fort William - 2 nights', '20251006', '20251008', allday=True,
           location='Loch Linnhe House Hotel, Fort William'),
        ev('rail-mallaig', 'Train to Mallaig and back', '20251007T101500', '20251007T163000',
           location='Fort William station'),
        ev('rail-hotel-inv', 'Inverness - 3 nights', '20251008', '20251011', allday=True,
           location='Ness Bank Lodge, Inverness', desc='Coach from Fort William via Fort Augustus on the 8th.'),
        ev('rail-kyle', 'Kyle line - Inverness to Kyle of Lochalsk and back', '20251009T085500', '20251009T170000',
           location='Inverness station'),
        ev('rail-home', 'Train home - Inverness to Glasgow', '20251011T143300', '20251011T175200',
           location='Inverness station'),
        ev('xmas-day-2025', "Christmas Day at Fiona & Graham's", '20251225', '20251226', allday=True,
           location='Stirling',
           desc='Graham collecting me Christmas Eve afternoon. Boxing Day - everyone here at mine.'),
    ])

    # ---------------------------------------------------------------- community (allotment, food bank, book club)
    ics_file('calendar/community.ics', 'Allotment, food bank, book club', [
        ev('foodbank-shift', 'Food bank shift', '20241001T093000', '20241001T123000',
           rrule='FREQ=WEEKLY;BYDAY=TU', exdates=['20241224T093000', '20241231T093000'],
           location='Westburn Community Food Bank, rear hall, Westburn Baptist Church, 212 Westburn Road',
           desc='Packing. Co-ordinator: Shona Gillespie (07700 900561). Wear the apron.'),
        ev('bookclub', 'Book club - Rowanlea Readers', '20250114T190000', '20250114T213000',
           rrule='FREQ=MONTHLY;BYDAY=2TU', exdates=['20250708T190000', '20250812T190000', '20251209T190000'],
           location="Rotates - see Catriona's email", desc='Take the book and something for the tea (ONE cake rule).'),
        ev('bookclub', 'Book club - The Herring Lassies (my choice!)', '20251111T190000', '20251111T213000',
           recurrence_id='20251111T190000', location="Jean Rafferty's, Flat 2/1, 17 Novar Court",
           desc='Buzzer 2/1. Lift working again.'),
        ev('bbaa-agm-2025', 'Allotment AGM', '20250308T103000', '20250308T123000',
           location='Pavilion, Birchfield Brae Allotments',
           attendees=[('Agnes Mowat', 'chair@birchfieldbrae.example.org.uk'),
                      ('Duncan Ferrier', 'secretary@birchfieldbrae.example.org.uk')]),
        ev('water-week', 'Allotment water rota - my week', '20250707', '20250714', allday=True,
           desc="See Hamish's email and rule 10 of the rules."),
        ev('bbaa-inspection', 'Allotment winter inspection', '20251115', '20251116', allday=True),
        ev('bulk-uplift', 'Bulk uplift - armchair + mattress out the front by 7am', '20251021', '20251022',
           allday=True),
        todo('garlic-order', 'Order garlic bulbs (Kinloch autumn order via Duncan)', '20251015', priority=5),
        todo('pentland-coe', 'Pentland - Certificate of Existence: get it witnessed and post it back', '20251231',
             desc='Witness must not be a relative. Quote PPS/DEP/2024/07731.', priority=2),
        todo('bbaa-rent-2025', 'Allotment rent 2025 to Parveen', '20250331', status='COMPLETED',
             completed='20250308T120000Z'),
        todo('fb-hygiene', 'Food bank - online food hygiene refresher', '20251130'),
    ])
