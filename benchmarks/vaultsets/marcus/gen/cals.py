from lib import ics

STAMP = ('DTSTAMP', '20251111T190000Z', True)


def ev(uid, summary, start, end, location=None, desc=None, rrule=None, exdate=None,
       allday=False, attendees=(), extra=()):
    p = [('UID', uid, True), STAMP]
    if allday:
        p += [('DTSTART;VALUE=DATE', start, True), ('DTEND;VALUE=DATE', end, True)]
    else:
        p += [('DTSTART;TZID=Europe/London', start, True), ('DTEND;TZID=Europe/London', end, True)]
    if rrule:
        p.append(('RRULE', rrule, True))
    if exdate:
        p.append(('EXDATE;TZID=Europe/London', exdate, True))
    p.append(('SUMMARY', summary))
    if location:
        p.append(('LOCATION', location))
    if desc:
        p.append(('DESCRIPTION', desc))
    for cn, mail in attendees:
        p.append((f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT', f'mailto:{mail}', True))
    p += list(extra)
    return ('VEVENT', p)


def todo(uid, summary, due, desc=None, status='NEEDS-ACTION', prio=None):
    p = [('UID', uid, True), STAMP, ('DUE;VALUE=DATE', due, True), ('SUMMARY', summary),
         ('STATUS', status, True)]
    if desc:
        p.append(('DESCRIPTION', desc))
    if prio:
        p.append(('PRIORITY', str(prio), True))
    return ('VTODO', p)


def build():
    MAH = ('Marcus Adeyemi-Hart', 'marcus@mardykecycles.example.co.uk')
    # ------------------------------------------------------------------ rota
    ics('calendar/rota.ics', 'Rota', [
        ev('rota-tomek-2025a@mardyke', 'Tomek - workshop', '20250107T081500', '20250107T173000',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street',
           desc='Workshop. 45 min lunch.', rrule='FREQ=WEEKLY;BYDAY=TU,WE,TH;UNTIL=20251002T163000Z',
           exdate='20250805T081500,20250806T081500,20250807T081500',
           attendees=[('Tomek Zielinski', 'tomek.zielinski@postbox.example')]),
        ev('rota-tomek-2025b@mardyke', 'Tomek - workshop', '20251007T080000', '20251007T170000',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street',
           desc='Workshop from 8 (coffee side opens 7:30 - not Tomek\'s job!). 45 min lunch.',
           rrule='FREQ=WEEKLY;BYDAY=TU,WE,TH',
           attendees=[('Tomek Zielinski', 'tomek.zielinski@postbox.example')]),
        ev('rota-hannah-2025a@mardyke', 'Hannah - coffee counter', '20250110T081500', '20250110T174500',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', desc='Counter + front of house.',
           rrule='FREQ=WEEKLY;BYDAY=FR,SA;UNTIL=20251004T164500Z',
           exdate='20250725T081500,20250815T081500',
           attendees=[('Hannah Brierley', 'hannahbrierley@mailhub.example')]),
        ev('rota-hannah-tue@mardyke', 'Hannah - early coffee', '20251007T071500', '20251007T101500',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', desc='Commuter rush. Marcus on the stand.',
           rrule='FREQ=WEEKLY;BYDAY=TU', attendees=[('Hannah Brierley', 'hannahbrierley@mailhub.example')]),
        ev('rota-hannah-fri@mardyke', 'Hannah - coffee counter', '20251010T071500', '20251010T171500',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', rrule='FREQ=WEEKLY;BYDAY=FR',
           attendees=[('Hannah Brierley', 'hannahbrierley@mailhub.example')]),
        ev('rota-hannah-sat@mardyke', 'Hannah - coffee counter', '20251011T081500', '20251011T161500',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', rrule='FREQ=WEEKLY;BYDAY=SA',
           attendees=[('Hannah Brierley', 'hannahbrierley@mailhub.example')]),
        ev('rota-hannah-sun@mardyke', 'Hannah - Sunday coffee (workshop shut)', '20251012T084500', '20251012T131500',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street',
           desc='Coffee counter only. Cash up + Z-read, keys back in the safe.',
           rrule='FREQ=WEEKLY;BYDAY=SU', attendees=[('Hannah Brierley', 'hannahbrierley@mailhub.example')]),
        ev('rota-marcus-sun@mardyke', 'Marcus - Sunday with Hannah', '20251102T084500', '20251102T131500',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', desc='My one Sunday a month.',
           rrule='FREQ=MONTHLY;BYDAY=1SU', attendees=[MAH]),
        ev('rota-amara-sat@mardyke', 'Amara - Saturday counter', '20250111T090000', '20250111T130000',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', desc='Stops after Easter 2026 (A-levels).',
           rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20260328T130000Z', exdate='20250830T090000',
           attendees=[('Amara Adeyemi-Hart', 'amara.ah@postbox.example')]),
        ev('rota-stocktake-2025@mardyke', 'Stocktake (all hands)', '20251231T090000', '20251231T150000',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', desc='Shop closed to customers. Pizza on me.',
           attendees=[MAH, ('Tomek Zielinski', 'tomek.zielinski@postbox.example'),
                      ('Hannah Brierley', 'hannahbrierley@mailhub.example')]),
        todo('todo-rota-dec@mardyke', 'Do December rota (Christmas Eve half day, closed 25 Dec - 1 Jan)', '20251130'),
    ])

    # ------------------------------------------------------------------ shop admin
    ics('calendar/shop-admin.ics', 'Shop admin', [
        ev('vat-q-marmay-2025@mardyke', 'VAT return Mar-May due', '20250707', '20250708', allday=True,
           desc='Fiona files. Check the HMRC direct debit has the funds.'),
        ev('vat-q-junaug-2025@mardyke', 'VAT return Jun-Aug due (file + pay)', '20251007', '20251008', allday=True,
           desc='Fiona Castellane (Castellane & Rudd) files via MTD. Docs to her by Fri 19 Sep. '
                'HMRC direct debit collects a few days after.'),
        ev('vat-docs-junaug-2025@mardyke', 'Send Fiona VAT docs (Jun-Aug)', '20250919', '20250920', allday=True,
           desc='Till export, TapTill statements, Velotrade credit note, Lowmoor invoices.'),
        ev('rent-review-mtg-2025@mardyke', 'Rent review meeting - Kingsdown', '20250828T100000', '20250828T110000',
           location='Kingsdown Property Management, 2nd floor, 61 Whiteladies Road, Clifton, Bristol BS8 2LY',
           desc='Bring: Lewis\'s comparables, photos of the counter/floor work, receipts. Target 15.4. Walk-away 16.',
           attendees=[('Nadia Forsythe', 'nadia.forsythe@kingsdownpm.example.co.uk'), MAH]),
        ev('rent-so-2025@mardyke', 'Rent standing order (Kingsdown client a/c)', '20250101', '20250102', allday=True,
           rrule='FREQ=MONTHLY;BYMONTHDAY=1', desc='£1,200 pcm. Ref MARDYKE-23K.'),
        ev('insurance-renewal-2025@mardyke', 'Shop insurance renews (Severn Mutual / Cyclesure)', '20251101', '20251102',
           allday=True, desc='Owen Tredegar. Renewal accepted 20 Oct.'),
        ev('lowmoor-delivery@mardyke', 'Lowmoor beans delivery', '20250612T073000', '20250612T080000',
           rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', desc='6kg Foundry + 1kg Night Shift. Check the invoice against the bags.'),
        ev('machine-service-2026@mardyke', 'Espresso machine annual service (Ironbridge)', '20260113T140000', '20260113T160000',
           location='Mardyke Cycles & Coffee, 23 Kilnworth Street', desc='Pete. Machine off from 1pm.'),
        ev('pavement-renewal-2026@mardyke', 'Pavement licence - start renewal', '20260202', '20260203', allday=True,
           desc='Current licence runs out 31 Mar 2026. Apply on the council portal.'),
        todo('todo-rent-memo@mardyke', 'Sign + return rent review memorandum to Nadia', '20251010',
             desc='Scan by e-mail + original in the post.', prio=1),
        todo('todo-ground-anchor@mardyke', 'Fit Sold Secure Gold ground anchor in yard + photo to Owen', '20251130',
             desc='Insurance endorsement E7.', prio=1),
        todo('todo-hrc-grinder@mardyke', 'Return Hartcliffe loan grinder (HRC-G-07)', '20250630',
             desc='Simon asked for it back by end of June. Needs the van.'),
        todo('todo-tomek-cytech@mardyke', 'Decide on Tomek\'s Cytech course', '20251205'),
    ])

    # ------------------------------------------------------------------ running
    ics('calendar/running.ics', 'Running', [
        ev('run-tue@mah', 'Run - tempo / intervals', '20250617T060000', '20250617T065000',
           location='Malago Greenway + Ashton Court', desc='See plan on the fridge. Warm up 10 min.',
           rrule='FREQ=WEEKLY;BYDAY=TU;UNTIL=20250916T050000Z'),
        ev('run-thu@mah', 'Run - easy', '20250619T060000', '20250619T064500',
           location='Harbourside loop', desc='Conversational pace. Podcast.',
           rrule='FREQ=WEEKLY;BYDAY=TH;UNTIL=20250918T050000Z'),
        ev('run-sun@mah', 'Long run', '20250622T070000', '20250622T090000',
           location='Portway / Avon towpath (out and back from Cumberland Basin)',
           desc='Dates + salt tab every 45 min. No gels.',
           rrule='FREQ=WEEKLY;BYDAY=SU;UNTIL=20250914T060000Z', exdate='20250803T070000'),
        ev('physio-1@mah', 'Physio - Kerry-Ann', '20250708T174500', '20250708T183000',
           location='Southville Physio, 9 Greville Road, Bristol BS3'),
        ev('physio-2@mah', 'Physio - Kerry-Ann (review)', '20250812T174500', '20250812T183000',
           location='Southville Physio, 9 Greville Road, Bristol BS3'),
        ev('race-hh-2025@mah', 'Harbourside Half - RACE', '20250921T092000', '20250921T113000',
           location='Start: Anchor Road, outside the Amphitheatre, Harbourside, Bristol',
           desc='Wave C start. Pens open 08:40. Bag drop (Lloyd\'s Lawn) closes 08:50. '
                'Porridge at 6:45. Jo + Amara at mile 11.'),
        ev('parkrun-recovery@mah', 'Recovery jog', '20250928T080000', '20250928T083000', location='Victoria Park'),
    ])

    # ------------------------------------------------------------------ family
    JO = ('Jo Hart', 'jo.hart@postbox.example')
    AM = ('Amara Adeyemi-Hart', 'amara.ah@postbox.example')
    ics('calendar/family.ics', 'Family', [
        ev('od-sheffield@fam', 'Sheffield open day (Architecture)', '20250705T093000', '20250705T160000',
           location='University of Sheffield, Arts Tower', desc='Train 06:15 from Temple Meads. Jo + Amara.',
           attendees=[JO, AM]),
        ev('od-nottingham@fam', 'Nottingham open day', '20250712T100000', '20250712T153000',
           location='University Park, Nottingham', attendees=[JO, AM]),
        ev('od-liverpool@fam', 'Liverpool open day', '20250920T100000', '20250920T150000',
           location='Liverpool School of Architecture', desc='Jo takes Amara. I\'m tapering / in the shop.',
           attendees=[JO, AM]),
        ev('od-cardiff@fam', 'Cardiff open day - Architecture', '20250927T093000', '20250927T150000',
           location='Bute Building, King Edward VII Avenue, Cardiff CF10 3NB',
           desc='I\'m driving. Talk + studio tour 10:00. Tomek + Hannah have the shop.',
           attendees=[MAH, AM]),
        ev('ucas-internal@fam', 'Amara - UCAS school deadline', '20251017', '20251018', allday=True,
           desc='Application + fee in to Ms Kwarteng.'),
        ev('plumber@fam', 'Plumber - Gareth Pugh (kitchen leak)', '20251030T080000', '20251030T100000',
           location='Home - 8 Cranmore Terrace, Totterdown', desc='Dishwasher valve under the sink. Tomek opens the shop.',
           attendees=[MAH]),
        ev('jo-bday@fam', 'Jo\'s birthday', '20250314', '20250315', allday=True, rrule='FREQ=YEARLY'),
        ev('amara-mocks@fam', 'Amara - mock exams', '20251201', '20251213', allday=True),
        todo('todo-harbourline@fam', 'Ring Harbourline Home claims re kitchen laminate', '20251107',
             desc='Photos on my phone from Mon 27 Oct. Escape of water.'),
        todo('todo-ucas-fee@fam', 'Transfer Amara the UCAS fee', '20251015'),
    ])
