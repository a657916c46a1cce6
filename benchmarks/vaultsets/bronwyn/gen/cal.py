"""Four hand-written iCalendar files (CRLF, folded lines, VTIMEZONE)."""
from common import put, hid

TZ = 'Australia/Perth'
VTZ = ['BEGIN:VTIMEZONE', 'TZID:Australia/Perth', 'X-LIC-LOCATION:Australia/Perth',
       'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0800', 'TZOFFSETTO:+0800',
       'TZNAME:AWST', 'END:STANDARD', 'END:VTIMEZONE']


def esc(s):
    return s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,').replace('\n', '\\n')


def fold(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b'', 75
    for ch in line:
        cb = ch.encode('utf-8')
        if len(cur) + len(cb) > limit:
            out.append(cur.decode('utf-8'))
            cur, limit = b' ', 75
        cur += cb
    out.append(cur.decode('utf-8'))
    return out


def dt(v):
    """'20240506T070000' -> local tz property suffix; 'D:20240913' -> date."""
    if v.startswith('D:'):
        return ';VALUE=DATE:' + v[2:]
    return ';TZID=%s:%s' % (TZ, v)


def vevent(cal, n, summary, start, end=None, rrule=None, exdates=None, location=None, desc=None,
           attendees=(), organizer=None, alarm=None, recurrence_id=None, uid=None, status=None,
           stamp='20240501T000000Z', seq=None):
    L = ['BEGIN:VEVENT', 'UID:%s@bron-%s' % (uid or hid(cal, n, n=16), cal), 'DTSTAMP:' + stamp]
    if recurrence_id:
        L.append('RECURRENCE-ID' + dt(recurrence_id))
    if seq is not None:
        L.append('SEQUENCE:%d' % seq)
    L.append('DTSTART' + dt(start))
    if end:
        L.append('DTEND' + dt(end))
    if rrule:
        L.append('RRULE:' + rrule)
    if exdates:
        L.append('EXDATE;TZID=%s:%s' % (TZ, ','.join(exdates)))
    L.append('SUMMARY:' + esc(summary))
    if location:
        L.append('LOCATION:' + esc(location))
    if desc:
        L.append('DESCRIPTION:' + esc(desc))
    if status:
        L.append('STATUS:' + status)
    if organizer:
        L.append('ORGANIZER;CN=%s:mailto:%s' % organizer)
    for cn, mail in attendees:
        L.append('ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    if alarm:
        L += ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:' + esc(alarm[1]), 'TRIGGER:' + alarm[0], 'END:VALARM']
    L.append('END:VEVENT')
    return L


def vtodo(cal, n, summary, status, due=None, desc=None, completed=None, created='20240601T000000Z', prio=None):
    L = ['BEGIN:VTODO', 'UID:todo-%s@bron-%s' % (hid(cal, 'todo', n, n=14), cal), 'DTSTAMP:' + created,
         'CREATED:' + created, 'SUMMARY:' + esc(summary), 'STATUS:' + status]
    if due:
        L.append('DUE' + dt(due))
    if prio:
        L.append('PRIORITY:%d' % prio)
    if desc:
        L.append('DESCRIPTION:' + esc(desc))
    if completed:
        L.append('COMPLETED:' + completed)
        L.append('PERCENT-COMPLETE:100')
    L.append('END:VTODO')
    return L


def calendar(name, desc, comps):
    L = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bron Tait//Thunderbird-ish export//EN', 'CALSCALE:GREGORIAN',
         'METHOD:PUBLISH', 'X-WR-CALNAME:' + esc(name), 'X-WR-TIMEZONE:' + TZ, 'X-WR-CALDESC:' + esc(desc)]
    L += VTZ
    for c in comps:
        L += c
    L.append('END:VCALENDAR')
    out = []
    for line in L:
        out += fold(line)
    return ('\r\n'.join(out) + '\r\n').encode('utf-8')


def school():
    c = 'school'
    comps = [
        vevent(c, 1, 'Retic walk-around check (all stations)', '20240506T070000', '20240506T080000',
               rrule='FREQ=WEEKLY;BYDAY=MO;UNTIL=20241209T230000Z',
               exdates=['20240701T070000', '20240708T070000', '20240923T070000', '20240930T070000'],
               desc='Walk every station on manual, check heads, filters, valve boxes. Log anything broken.'),
        vevent(c, 2, 'Mow front oval + junior oval', '20240509T063000', '20240509T113000',
               rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20241212T000000Z',
               desc='Fortnightly in winter. Start junior oval before the buses.'),
        vevent(c, 3, 'Retic upgrade - Coastal Retic (Dale)', 'D:20240701', 'D:20240713',
               desc='School hols. Controller + 6 solenoids + library manifold. Quote Q-2291.',
               attendees=[('Dale Kowalski', 'dale@coastalretic.example')]),
        vevent(c, 4, 'P&C meeting - bush tucker garden proposal', '20240827T190000', '20240827T203000',
               location='BRPS staffroom', desc='Bring printed proposal + plant list + costings.'),
        vevent(c, 5, 'Line marking - athletics carnival', '20240911T150000', '20240911T173000',
               location='Front oval', desc="Borrow Steve's ute for the marker trailer. 6 x 20L white."),
        vevent(c, 6, 'ATHLETICS CARNIVAL', 'D:20240913', 'D:20240914', location='Front oval',
               desc='Whole-school athletics carnival on the front oval, 9.00am - 2.30pm. Faction tents from '
                    '8am (P&C marquees - keys in the grounds shed), PA from the library, first aid tent by the '
                    'canteen. Line marking done Wednesday before.'),
        vevent(c, 7, 'Tree work - Tall Timber (marri limb, junior playground)', '20241002T070000', '20241002T123000',
               location='Junior playground', desc='Fence off playground Tue arvo. Chips to kindy paths.'),
        vevent(c, 8, 'Chemical handling refresher (online module)', '20250312T133000', '20250312T153000',
               desc='Dept module - certificate to Steve for the register.'),
        vevent(c, 9, 'Bore pump works - Coastal Retic (pencilled)', '20250502T073000', '20250502T150000',
               location='Pump shed', stamp='20250403T010000Z',
               desc='Pencilled with Dale. Bore off all day - hand water kindy + bush tucker bed.',
               attendees=[('Dale Kowalski', 'dale@coastalretic.example'), ('Priya Raman', 'priya.raman@brps.example')]),
        vtodo(c, 1, 'Fix dripping bubbler outside library', 'NEEDS-ACTION', due='20250509T150000',
              desc='New washer didn\'t fix it (Dec). Replacement cartridge ordered March - supplier says backorder.',
              created='20241212T000000Z', prio=5),
        vtodo(c, 2, 'Order line marking paint (6 x 20L)', 'COMPLETED', completed='20240902T000000Z',
              created='20240801T000000Z'),
    ]
    return calendar('BRPS Grounds', 'Bron - school grounds jobs', comps)


def brigade():
    c = 'brigade'
    tue_uid = hid(c, 'tue-training', n=16)
    comps = [
        vevent(c, 1, 'Brigade training night', '20240507T190000', '20240507T210000', uid=tue_uid,
               rrule='FREQ=WEEKLY;BYDAY=TU;UNTIL=20250128T130000Z',
               exdates=['20241224T190000', '20241231T190000'], location='Wandi Ridge Fire Station',
               alarm=('-PT1H', 'Training tonight - boots + gloves')),
        vevent(c, 2, 'Brigade training night (WEDNESDAY this week - station floor being resealed)',
               '20241113T190000', '20241113T210000', uid=tue_uid, recurrence_id='20241112T190000',
               location='Wandi Ridge Fire Station', seq=1, stamp='20241105T000000Z'),
        vevent(c, 3, 'Brigade training night', '20250205T183000', '20250205T203000',
               rrule='FREQ=WEEKLY;BYDAY=WE', location='Wandi Ridge Fire Station', stamp='20250123T000000Z',
               desc='New night from Feb 2025.', alarm=('-PT1H', 'Training tonight')),
        vevent(c, 4, 'Station maintenance + truck checks', '20240518T080000', '20240518T100000',
               rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20250628T000000Z', location='Wandi Ridge Fire Station'),
        vevent(c, 5, 'Brigade AGM', '20240810T140000', '20240810T170000', location='Wandi Ridge Fire Station',
               desc='Election of officers (Gaz stepping down as captain). Arvo tea after.',
               organizer=('Deb Pham', 'deb.pham@wandiridge.example'),
               attendees=[('Bronwyn Tait', 'bron.tait@iinet.example'), ('Meg Oduya', 'meg.oduya@wandiridge.example')],
               alarm=('-P1D', 'Brigade AGM tomorrow 2pm')),
        vevent(c, 6, 'Hazard reduction burn - Banksia Reserve east block', '20240928T070000', '20240928T150000',
               location='Banksia Reserve (east block), Rowley Rd gate', seq=1, stamp='20240919T000000Z',
               desc='Postponed from the 21st (forecast). Light tanker + crew of 4.'),
        vevent(c, 7, 'Crew Leader Bushfire course', 'D:20241026', 'D:20241028', location='DFES Academy, Forrestfield',
               desc='Two days. Full PPC. Joining instructions in the DFES email.'),
        vevent(c, 8, 'Pre-season appliance check', '20241019T080000', '20241019T120000',
               location='Wandi Ridge Fire Station'),
        vevent(c, 9, 'Bunnings sausage sizzle (fundraiser)', '20241207T080000', '20241207T140000',
               location='Bunnings Cockburn', desc='My shift 8-11.'),
        vevent(c, 10, 'DEPLOYED - Darradup fire (strike team SM-3)', 'D:20250118', 'D:20250124',
               desc='Muster + STL details in the DFES email. Jess minding Nugget + chooks.', stamp='20250116T120000Z'),
        vtodo(c, 1, 'Book pack test (fitness assessment) before next season', 'NEEDS-ACTION', due='20250930T170000',
              desc='Meg wants everyone done before 1 Oct. Book through the volunteer portal. Shoulder permitting.',
              created='20250326T000000Z', prio=3),
        vtodo(c, 2, 'Submit deployment meal + fuel claim (Darradup)', 'IN-PROCESS',
              desc='Sent 28 Jan - waiting on DFES.', created='20250128T000000Z'),
        vtodo(c, 3, "Return Deb's helmet torch", 'COMPLETED', completed='20241210T000000Z',
              created='20241207T000000Z'),
    ]
    return calendar('WRVBFB', 'Wandi Ridge Volunteer Bush Fire Brigade', comps)


def personal():
    c = 'personal'
    comps = [
        vevent(c, 1, "Mum's birthday", 'D:20241018', 'D:20241019', rrule='FREQ=YEARLY'),
        vevent(c, 2, "Mum's 75th - dinner", '20241019T180000', '20241019T220000',
               location='The Saltbush Room, 1 Jetty Rd, Bunbury', desc='14 people. Sticky date cake - pick up Sat am.',
               alarm=('-PT3H', 'Leave for Bunbury')),
        vevent(c, 3, "Hilux service - Rob's Auto", '20241118T073000', '20241118T163000',
               location="Rob's Auto, O'Connor", desc='Ask about the clicking (CV?)'),
        vevent(c, 4, 'Christmas Day - family', 'D:20241225', 'D:20241226'),
        vevent(c, 5, 'Physio - Anna (Fremantle Sports Physio)', '20250207T073000', '20250207T081500',
               rrule='FREQ=WEEKLY;BYDAY=FR;COUNT=6', exdates=['20250221T073000'],
               location='Fremantle Sports Physio'),
        vevent(c, 6, 'Transport - caravan licensing inspection', '20250304T091500', '20250304T101500',
               desc='Bring gas cert, weighbridge ticket, receipt from the Pinjarra bloke, photo ID. Tow her there.'),
        vevent(c, 7, 'Paul Kelly (with Darren)', '20250215T183000', '20250215T223000',
               location='Fremantle Arts Centre', desc='Darren bought the tix.'),
        vevent(c, 8, 'Darren home (R&R)', 'D:20250426', 'D:20250503'),
        vevent(c, 9, "Hilux 315k service - Rob's Auto", '20250506T073000', '20250506T163000',
               location="Rob's Auto, O'Connor", stamp='20250320T000000Z',
               desc='Also: wheel alignment, front tyres, spare.'),
        vtodo(c, 1, 'Pay Darren back $180 - Paul Kelly tix', 'NEEDS-ACTION', created='20241122T000000Z', prio=5),
        vtodo(c, 2, 'Renew ute rego', 'COMPLETED', completed='20240909T000000Z', created='20240820T000000Z'),
    ]
    return calendar('Bron', 'Personal', comps)


def caravan():
    c = 'caravan'
    comps = [
        vevent(c, 1, 'Pick up Marge - Pinjarra', '20240518T090000', '20240518T140000',
               desc='Cash. Borrowed trailer lights. 60 km/h the whole way home.'),
        vevent(c, 2, 'Marge arvo', '20240602T130000', '20240602T170000',
               rrule='FREQ=WEEKLY;BYDAY=SU;UNTIL=20250406T000000Z', location='Driveway'),
        vevent(c, 3, 'Weighbridge - Kwinana (w/ Lachie)', '20241012T083000', '20241012T100000'),
        vevent(c, 4, 'Gas compliance - Trev Ashby', '20241114T080000', '20241114T100000',
               location='Home - 27 Quarry Lane', desc='Bottles out, locker empty.',
               attendees=[('Trev Ashby', 'trev@ashbygas.example')]),
        vevent(c, 5, 'Vintage Van Muster - Busselton (maybe)', 'D:20241123', 'D:20241125', status='TENTATIVE',
               desc='CRWA muster. Marge not ready - go as a spectator?'),
        vevent(c, 6, 'Sandra (Stitched Up) - measure up cushions', '20250220T160000', '20250220T170000',
               attendees=[('Sandra Whitlock', 'sandra@stitchedup.example')]),
        vevent(c, 7, 'Drop Marge at Hendo Auto Refinish', '20250407T073000', '20250407T083000',
               location='Hendo Auto Refinish, Henderson', desc='Deposit $1,500. 5-6 weeks.'),
        vtodo(c, 1, 'Louvre winders x2 - still hunting', 'NEEDS-ACTION', created='20240720T000000Z'),
        vtodo(c, 2, 'Fit fridge after paint', 'NEEDS-ACTION', created='20250412T000000Z'),
    ]
    return calendar('Marge resto', 'Caravan restoration', comps)


def build():
    put('calendars/school.ics', school())
    put('calendars/brigade.ics', brigade())
    put('calendars/personal.ics', personal())
    put('calendars/caravan.ics', caravan())
