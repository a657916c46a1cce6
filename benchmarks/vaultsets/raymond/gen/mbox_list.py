import mailbox, os
from common import mail, quote, dedent, den, OUT, RAY

LIST = 'Front Range Beekeepers <frbg-members@lists.frontrangebees.example.org>'
HDR = {'List-Id': 'Front Range Beekeepers Guild members <frbg-members.lists.frontrangebees.example.org>',
       'List-Post': '<mailto:frbg-members@lists.frontrangebees.example.org>',
       'Precedence': 'list'}

def lm(frm, date, subject, msgid, body, cte='7bit', **kw):
    m = mail(frm=frm, to=LIST, date=date, subject='[FRBG] ' + subject, msgid=msgid,
             body=body, cte=cte, extra_headers=HDR, **kw)
    return m

def build():
    msgs = []
    GUS = 'Gus Halvorsen (FRBG Secretary) <secretary@frontrangebees.example.org>'
    LOR = 'Lorraine Pettibone <lorraine.pettibone@hivemail.example>'
    PETE = 'Pete Szabo <honeyhouse@frontrangebees.example.org>'

    msgs.append(lm(GUS, den(2025, 1, 6, 18, 30), '2025 meeting schedule',
        '<frbg-2025-schedule@frontrangebees.example.org>', dedent('''
        Hello all,

        Meetings in 2025 stay on the SECOND TUESDAY of each month, 7:00pm, at the
        Wheat Ridge Grange Hall, 4410 Teller St, Wheat Ridge. Doors at 6:30 for
        the library table and coffee.

        Jan 14 - Reading your winter cluster (without opening the hive)
        Feb 11 - Package vs nuc vs swarm: the great debate
        Mar 11 - Spring build-up and swarm prevention
        Apr 8  - Bring-a-frame night
        May 13 - Queen rearing for the rest of us
        Jun 10 - Field day at Lorraine's apiary (Arvada)
        Jul 8  - Honey house orientation
        Aug 12 - Mite management round table
        Sep 9  - Fall feeding and combining weak colonies
        Oct 14 - Winter prep (speaker TBA)
        Nov 11 - Potluck + officer elections
        Dec    - no meeting

        Dues are still $25/household.

        Gus Halvorsen
        Secretary, Front Range Beekeepers Guild
        ''')))

    msgs.append(lm(LOR, den(2025, 4, 8, 21, 2), 'Swarm list sign-up + a "From" confession',
        '<lp-20250408-swarm@hivemail.example>', dedent('''
        Hi everyone,

        Swarm season is about a week away if this warm spell holds. If you want
        to be on the swarm call list, reply to me (not the list) with your name,
        cell, and which parts of the metro you'll drive to.

        From experience: bring a cardboard nuc box, a sheet, a spray bottle of
        1:1 syrup and a lot of patience. Leave the ladder heroics to people
        with better knees than mine.

        Cheers,
        Lorraine
        ''')))

    hh = dedent('''
    Hi all,

    The guild honey house (the extraction room out back of the Wheat Ridge
    Grange Hall) is open for bookings for the 2025 harvest.

    - Slots are 4 hours, Saturdays and Sundays, 8-12 or 1-5.
    - $30 per slot, cash or Venmo in the jar on the shelf. Members only.
    - The 9-frame radial extractor, uncapping tank and heated knife are
      provided. Bring your own buckets, sieves and jars.
    - Leave it cleaner than you found it. Hot water only in the extractor.
    - Wet frames leave the building with you. No exceptions.

    Reply to me (honeyhouse@) to book. First come, first served.

    Pete Szabo
    Honey House Coordinator
    ''')
    msgs.append(lm(PETE, den(2025, 7, 22, 19, 0), 'Honey house bookings open',
        '<frbg-hh-2025-open@frontrangebees.example.org>', hh))

    msgs.append(lm('Ray Okafor-Lindqvist <ray.okl@pinemail.example>', den(2025, 7, 22, 21, 34),
        'Re: Honey house bookings open', '<rokl-20250722-2134@pinemail.example>',
        dedent('''
        Pete - sorry, meant to send this only to you but the list is faster
        than my thumbs. Put me down for Saturday 8/9, the 8-12 slot, please.
        I'll bring the $30 and my own buckets.

        Ray (3 hives, Park Hill)

        On Tue, Jul 22, 2025 at 7:00 PM Pete Szabo wrote:
        ''') + quote(hh) + '\n',
        in_reply_to='<frbg-hh-2025-open@frontrangebees.example.org>'))

    msgs.append(lm(GUS, den(2025, 7, 28, 8, 15), 'Mite wash day - Sat Aug 2',
        '<frbg-washday-2025@frontrangebees.example.org>', dedent('''
        Reminder: guild-wide MITE WASH DAY is Saturday August 2.

        Do an alcohol wash (or sugar roll) of ~300 bees (1/2 cup) from a brood
        frame in every colony, and post your numbers to the shared sheet. The
        guild threshold is 3 mites per 100 bees (i.e. 9 in a 300-bee sample).
        Over threshold in August = treat now, not in October.

        We'll go through the numbers at the Aug 12 round table.

        Gus
        ''')))

    msgs.append(lm(GUS, den(2025, 9, 30, 17, 45), 'October meeting: winter feeding talk (Tue 10/14)',
        '<frbg-oct-2025@frontrangebees.example.org>', dedent('''
        Hello beekeepers,

        Our October meeting is Tuesday, October 14, 7:00pm at the Grange Hall.

        Speaker: Hal Jessup (Jessup Apiaries, Longmont), "Getting Them to March:
        sugar bricks, fondant, candy boards and the mountain camp method".
        Hal will do a live demo of making no-cook sugar bricks (sugar + a little
        water + a splash of vinegar, pressed in a loaf pan and air-dried) and
        talk about when emergency feeding makes sense in our dry, sunny winters
        and when it's just making you feel better.

        Bring a gallon zip bag if you want to take a brick home.

        Gus
        ''')))

    msgs.append(lm(LOR, den(2025, 10, 15, 20, 11), 'Fall nuc queens available',
        '<lp-20251015-queens@hivemail.example>', dedent('''
        Hi all,

        I have three nucs going into October with young, laying 2025 queens
        (local survivor stock, open mated in Arvada). If anyone needs to
        requeen a failing colony before winter, I can spare two. It's late in
        the year to do it, so you want a calm day above 60F and to be quick.

        Ray - I've set one aside for your Franklin colony like we talked about
        (your credit from the April split). Let's do it Saturday 10/18 if the
        weather cooperates; I'll bring her in the nuc and help you find and
        pinch the old queen. If it's cold we'll organise the next warm weekend.

        Lorraine
        ''')))

    msgs.append(lm(GUS, den(2025, 10, 27, 19, 20), 'November potluck + elections MOVED to 11/18',
        '<frbg-nov-2025@frontrangebees.example.org>', dedent('''
        Heads up: the Grange has a wedding booked on our usual second Tuesday,
        so the November potluck + officer elections move to TUESDAY 11/18,
        6:30pm (potluck) / 7:15pm (elections), same place.

        Nominations so far: Lorraine Pettibone (president), Pete Szabo
        (treasurer), me (secretary, against my will).

        Bring a dish. Honey-based desserts will be judged, informally and
        ruthlessly.

        Gus
        ''')))

    path = os.path.join(OUT, 'mail/lists/front-range-beekeepers.mbox')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    box.lock()
    for m in msgs:
        mm = mailbox.mboxMessage(m)
        addr = m['From'].addresses[0].addr_spec
        from email.utils import parsedate_to_datetime
        d = parsedate_to_datetime(m['Date']).astimezone(__import__('datetime').timezone.utc)
        mm.set_from(addr, d.timetuple())
        box.add(mm)
    box.flush(); box.unlock(); box.close()
