from common import write, calendar, vevent, vtodo, VTZ_DENVER, VTZ_CHICAGO, fold

def build():
    # ---------------------------------------------------------------- bees
    b = []
    b += vevent('inspections-2025@ray.okl', '20250412T090000', '20250412T100000',
                'Hive inspections (Curie / Mendeleev / Franklin)',
                location='Backyard apiary, 3318 Ashgrove Ct, Denver',
                description='Weekly look-through. Smoker fuel, hive tool, frame grip, notebook.\nLog it in the apiary log the same day.',
                rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20250927T150000Z',
                exdate='20250823T090000,20250830T090000', categories='Bees')
    b += vevent('market-stbrendans-2025@ray.okl', '20250517T070000', '20250517T130000',
                'Tennyson St Growers\' Market (stall 23)',
                location="St. Brendan's Church parking lot, W 38th Ave & Tennyson St, Denver",
                description='Set up 7:00, vehicles out by 7:45. Canopy weights!\nCash box, Square reader, chalkboard.',
                rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20250705T130000Z', categories='Bees,Market',
                alarm=('-PT12H', 'Load the car tonight: canopy, weights, table, honey crates'))
    b += vevent('market-berkeley-2025@ray.okl', '20250712T070000', '20250712T130000',
                'Tennyson St Growers\' Market (stall B-6)',
                location='Berkeley Commons lot, W 44th Ave & Tennyson St, Denver',
                description='New lot from 7/12 (St. Brendan\'s repaving). Unload from the west alley. No shade - extra water.',
                rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20251011T130000Z', categories='Bees,Market')
    b += vevent('frbg-monthly@ray.okl', '20250114T190000', '20250114T210000',
                'Front Range Beekeepers Guild meeting',
                location='Wheat Ridge Grange Hall, 4410 Teller St, Wheat Ridge',
                rrule='FREQ=MONTHLY;BYDAY=2TU;UNTIL=20251015T050000Z', categories='Bees')
    # override of the October instance
    b += ['BEGIN:VEVENT', 'UID:frbg-monthly@ray.okl', 'DTSTAMP:20251102T180000Z',
          'RECURRENCE-ID;TZID=America/Denver:20251014T190000',
          'DTSTART;TZID=America/Denver:20251014T190000',
          'DTEND;TZID=America/Denver:20251014T211500',
          'SUMMARY:FRBG meeting - winter feeding talk (Hal Jessup)',
          'LOCATION:Wheat Ridge Grange Hall\\, 4410 Teller St\\, Wheat Ridge',
          'DESCRIPTION:"Getting Them to March": sugar bricks\\, fondant\\, candy boards\\, mountain camp. Live no-cook sugar brick demo - bring a gallon zip bag.',
          'END:VEVENT']
    b += vevent('frbg-nov-potluck-2025@ray.okl', '20251118T183000', '20251118T210000',
                'FRBG potluck + elections', location='Wheat Ridge Grange Hall, 4410 Teller St, Wheat Ridge',
                description='Moved from 11/11 (Grange double-booked). Bring a honey dessert.')
    b += vevent('mite-wash-day-2025@ray.okl', '20250802T080000', '20250802T100000',
                'Mite wash day (guild)', location='Backyard apiary',
                description='Alcohol wash, ~300 bees (1/2 cup) per hive. Post numbers to the guild sheet.')
    b += vevent('extraction-2025-08-09@ray.okl', '20250809T080000', '20250809T120000',
                'Honey extraction - guild honey house',
                location='Guild honey house, back of the Wheat Ridge Grange Hall, 4410 Teller St, Wheat Ridge',
                description='Supers off Fri night with fume board. Bring 3 gated buckets, double sieve, knife, refractometer. Maya helping.',
                attendees=[('Maya Okafor-Lindqvist', 'maya.okl@pinemail.example')])
    for i, d in enumerate(['20250823', '20250828', '20250902'], 1):
        b += vevent(f'oav-{i}-2025@ray.okl', f'{d}T180000', f'{d}T190000',
                    f'OAV round {i}', location='Backyard apiary',
                    description='Oxalic vapor, 2 g per 2-deep hive, entrance plugged 10 min. Respirator (acid gas cartridges).'
                    + (' Lorraine doing this one.' if i < 3 else ''))
    b += vtodo('todo-requeen-franklin@ray.okl', 'Requeen Franklin with Lorraine\'s nuc queen',
               '20251101', description='Failing swarm queen (spotty brood). Lorraine has a 2025 queen set aside. Needs a calm day above 60F. Postponed from 10/18 and 10/25.',
               priority=1)
    b += vtodo('todo-mouse-guards@ray.okl', 'Mouse guards on all 3 hives', '20251015',
               status='COMPLETED', completed='20251011T210000Z')
    b += vtodo('todo-sugar-bricks@ray.okl', 'Make sugar bricks for Franklin (per Hal\'s recipe)',
               '20251115', description='Sugar + a little water + splash of vinegar, loaf pan, dry 2 days.')
    write('calendar/bees.ics', calendar('Bees', b, [VTZ_DENVER]))

    # ---------------------------------------------------------------- dad
    d = []
    d += vevent('flight-msp-0817@ray.okl', '20250817T072000', '20250817T103500',
                'Fly DEN -> MSP (Dad surgery trip)', location='Denver International Airport',
                tz=('America/Denver', 'America/Chicago'),
                description='Northwind NW 1174 nonstop. Light rail to Dad\'s.')
    d += vevent('dad-surgery-0819@ray.okl', '20250819T073000', '20250819T103000',
                'Dad - R hip replacement (Dr. Varghese)',
                location='Hennepin Lakes Medical Center, 2200 Riverside Pkwy, Minneapolis',
                description='First case. Arrive early - see the pre-op sheet for arrival time/check-in. No food after midnight.',
                tz='America/Chicago', attendees=[('Chukwuemeka Okafor', 'emeka.okafor@northmail.example')])
    d += vevent('dad-tcu@ray.okl', '20250821', '20250903', 'Dad at Cedar Glen TCU (rehab)',
                location='Cedar Glen Transitional Care, 5150 Cedar Glen Dr, Minneapolis, MN 55417',
                description='Room 112. Front desk 612-555-0190. Visiting 9-8.', allday=True)
    d += vevent('flight-den-0830@ray.okl', '20250830T181000', '20250830T193500',
                'Fly MSP -> DEN', location='MSP Terminal 1', tz=('America/Chicago', 'America/Denver'),
                description='Ada lands 2:15pm, overlap at the house.')
    d += vevent('dad-pt-home@ray.okl', '20250904T100000', '20250904T110000',
                'Dad - home PT', location='4127 Larkwood Ave S, Minneapolis',
                description='Lakes Area Home Health. Tue/Thu through mid-Oct.',
                tz='America/Chicago', rrule='FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20251016T160000Z',
                attendees=[('Rosalind Tveit', 'rtveit@lakesareahh.example')])
    d += vevent('dad-aide-northstar@ray.okl', '20250905T090000', '20250905T120000',
                'Dad - aide (Northstar Home Care)', location='4127 Larkwood Ave S, Minneapolis',
                description='M/W/F 9-12. Different aide each time.',
                tz='America/Chicago', rrule='FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20250919T170000Z')
    d += vevent('dad-aide-riverbend@ray.okl', '20250922T080000', '20250922T110000',
                'Dad - aide (Riverbend Companions)', location='4127 Larkwood Ave S, Minneapolis',
                description='Mon-Fri 8-11am. Same aide every day. Coordinator Wes Tanaka 612-555-0171.',
                tz='America/Chicago', rrule='FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
                attendees=[('Joyce Bergstrom', 'care@riverbendcompanions.example')])
    d += vevent('call-dad-sundays@ray.okl', '20240908T190000', '20240908T193000',
                'Call Dad', description='Sunday call. Ask about: meds, stairs, Darlene, church.',
                rrule='FREQ=WEEKLY;BYDAY=SU')
    d += vevent('flight-tg-out@ray.okl', '20251126T060500', '20251126T092200',
                'Fly DEN -> MSP (Thanksgiving at Dad\'s)', location='Denver International Airport',
                tz=('America/Denver', 'America/Chicago'),
                description='Northwind NW 1182 nonstop, seat 8A. Blue Line to Dad\'s.')
    d += vevent('flight-tg-back@ray.okl', '20251130T165000', '20251130T181200',
                'Fly MSP -> DEN', location='MSP Terminal 1',
                tz=('America/Chicago', 'America/Denver'), description='Northwind NW 1187, seat 9A.')
    d += vtodo('todo-grab-bars@ray.okl', 'Find a handyman for Dad\'s grab bars (toilet + tub wall)',
               '20251031', description='Plaster walls, must hit studs. Ask Darlene about her nephew.', priority=2)
    d += vtodo('todo-medicare-tcu@ray.okl', 'Call Medicare re: Cedar Glen statement',
               '20251020', status='COMPLETED', completed='20251017T154500Z')
    write('calendar/dad.ics', calendar('Dad', d, [VTZ_DENVER, VTZ_CHICAGO]))

    # ---------------------------------------------------------------- school / sci-oly
    s = []
    s += vevent('scioly-practice-tue@ray.okl', '20250902T153000', '20250902T170000',
                'Sci-Oly practice', location='AHHS Room 214',
                rrule='FREQ=WEEKLY;BYDAY=TU;UNTIL=20250930T230000Z', categories='School')
    s += vevent('scioly-practice-thu@ray.okl', '20251002T154500', '20251002T171500',
                'Sci-Oly practice', location='AHHS Room 118 (physics lab)',
                description='Moved to Thursdays from 10/2 (214 fume hood repair + Beatriz XC Tuesdays).',
                rrule='FREQ=WEEKLY;BYDAY=TH;UNTIL=20260226T231500Z', exdate='20251127T154500',
                attendees=[('Beatriz Calloway', 'bcalloway@ahhs.dps.example')], categories='School')
    s += vevent('scioly-parent-night@ray.okl', '20250918T183000', '20250918T193000',
                'Sci-Oly parent info night', location='AHHS library', categories='School')
    s += vevent('foothills-invitational-2025@ray.okl', '20251115T061500', '20251115T170000',
                'Foothills Fall Invitational (Sci-Oly)',
                location='Golden Ridge High School, 1400 Foothill Pkwy, Golden, CO 80401',
                description='Bus + check-in details in the e-mails. Goggles, lab coats, build impound, snacks, first aid kit.',
                attendees=[('Beatriz Calloway', 'bcalloway@ahhs.dps.example'),
                           ('Greg Solberg', 'gsolberg@mesamail.example')], categories='School')
    s += vevent('scioly-regionals-2026@ray.okl', '20260228', '20260301',
                'Sci-Oly Regionals (Front Range)',
                location='Metro Front Range Community College - Lakewood campus', allday=True,
                categories='School')
    s += vevent('chem-dept-mtg@ray.okl', '20250903T073000', '20250903T081500',
                'Chem/physics dept meeting', location='AHHS Room 210 (Lyle\'s room)',
                rrule='FREQ=MONTHLY;BYDAY=1WE', categories='School')
    s += vtodo('todo-permission-slips@ray.okl', 'Collect Foothills permission slips + medical forms',
               '20251107', description='9 of 15 in as of 10/25. No slip = no bus.', priority=1)
    s += vtodo('todo-bus-request@ray.okl', 'Submit activity bus request for Foothills', '20251024',
               status='COMPLETED', completed='20251017T200000Z')
    write('calendar/school-scioly.ics', calendar('School + Sci-Oly', s, [VTZ_DENVER]))

    # ---------------------------------------------------------------- home & family
    h = []
    h += vevent('handoff-sun@ray.okl', '20240901T180000', '20240901T183000',
                'Kids handoff (Sunday)', location="Dana's, Montview Blvd",
                rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;UNTIL=20250803T000000Z')
    h += vevent('handoff-fri@ray.okl', '20250808T153000', '20250808T160000',
                'Kids handoff (Friday, school pickup)', location='AHHS front circle',
                description='Since 8/8/2025 - Fridays after school. Whoever has the week picks up.',
                rrule='FREQ=WEEKLY;INTERVAL=2;BYDAY=FR')
    h += vevent('appraisal-2025@ray.okl', '20251002T090000', '20251002T100000',
                'Refi appraisal', location='Home - 3318 Ashgrove Ct',
                description='Appraiser access to basement, garage, backyard. Move the bee stuff off the porch.',
                attendees=[('Dwight Amundsen', 'dwight@amundsenvaluation.example')])
    h += vevent('refi-closing-2025@ray.okl', '20251114T140000', '20251114T150000',
                'Refi closing (Columbine FCU)',
                location='Cherry Vale Title - Greenwood Village, 5600 Greenwood Plaza Blvd, Suite 200',
                description='Bring photo ID + funds. Take the afternoon off (sub request in).',
                attendees=[('Patrice Wendell', 'pwendell@cherryvaletitle.example'),
                           ('Javier Ruelas', 'jruelas@columbinefcu.example')])
    h += vevent('rate-lock-expires@ray.okl', '20251121', '20251122',
                'Rate lock expires', allday=True, description='Must close & fund before this.')
    h += vevent('theo-ortho-1106@ray.okl', '20251106T161500', '20251106T170000',
                'Theo - orthodontist adjustment', location='Quist Orthodontics, E Colfax',
                attendees=[('Dr. Farrah Quist', 'frontdesk@quistortho.example')])
    h += vevent('maya-drive-test@ray.okl', '20251209T100000', '20251209T110000',
                'Maya - driving test', location='Driver license office (NE Denver)',
                description='Bring permit, birth cert, proof of insurance, the 50-hour log.')
    h += vtodo('todo-dec-page@ray.okl', 'Send Bluestem insurance dec page to Javier',
               '20251013', description='Needs Columbine FCU as mortgagee. Promised Javier "Monday".',
               priority=1, created='20251010T223300Z')
    h += vtodo('todo-maya-insurance@ray.okl', 'Add Maya to car insurance before the test',
               '20251201')
    write('calendar/home-family.ics', calendar('Home & Family', h, [VTZ_DENVER]))
