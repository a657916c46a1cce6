# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files for Farid Rahimi's vault (short ones).
The three long rambling notes live in long_notes.py."""

NOTES = {}

NOTES["notes/loft/loft-conversion-project.md"] = """---
title: Loft conversion - project hub
project: loft
address: 23 Ashdene Grove, Horsforth
builder: Pickering Loft Conversions Ltd (Dale Pickering)
engineer: Priya Lal (Lal Structural Design)
technician: Gareth Booth (drawings)
planning_ref: 24/05126/FU
status: pre-start
tags: [home, loft, money]
updated: 2025-05-16
---

# Loft conversion

Rear dormer + two Velux at the front, new bedroom for Darius (he gets the loft, Mina
gets his old room and stops complaining). Shower room was on the wish list - see the
April daily note for what happened to that.

## Who's who

| Role | Person | Notes |
|------|--------|-------|
| Builder | Dale Pickering | mobile in contacts note, prefers calls after 5 |
| Structural engineer | Priya Lal | did the calcs in Dec, site visit Nov |
| Drawings | Gareth Booth | planning + building regs drawings |
| Party wall surveyor | Nadia Hartley | acting for us; neighbour appointed own? |

## Money

Latest quote: see Dale's e-mail from April (the revised-revised one). Payments so far
are in `finance/loft-payments.csv` - don't keep numbers here, they go stale.

## Timeline (rough)

- Aug 24 - Gareth measured up
- Sep 24 - quotes in, picked builder (see builder-comparison)
- Nov 24 - Priya's site visit
- Dec 24 - planning approved
- Feb 25 - building control full plans approved
- late May 25 - scaffold, then build starts (dates in the forwarded email to Claire)

## To do

- [x] Sign Dale's contract
- [x] Pay Priya's invoice
- [x] Building control application
- [ ] Party wall: chase Mrs Gledhill at no. 21 - still hasn't returned the signed
      acknowledgement, Nadia says we can't serve the award until she does
- [ ] Clear the loft (Christmas decorations, Baba's old suitcases, the exercise bike nobody uses)
- [ ] Tell Ian & Sue about the scaffold
- [ ] Decide flooring - LVT or carpet?
- [x] Move Darius's stuff? (not until it's finished, obviously)
"""

NOTES["notes/loft/builder-comparison.md"] = """# Loft builders - comparison (Sept 2024)

Three quotes in the end. Claire and I went through them on Sunday night with a bottle of wine,
which may or may not have helped.

| Builder | Quote (inc VAT) | Timescale | Insurance-backed guarantee | Gut feel |
|---|---|---|---|---|
| Pickering Loft Conversions (Dale) | £38,500 | 9-10 wks | yes, 10 yr | good - did Ian & Sue's at no. 27 |
| Moorside Lofts | £36,900 | 8 wks | "can arrange" | slick salesman, vague on steels |
| J&S Loft Co | £44,200 | 12 wks | yes | nice but pricey, can't start till 2026 |

Notes:
- Moorside cheaper but excludes the stair balustrade and skip hire (so not really cheaper).
- Dale's price includes Building Regs liaison, skip, scaffold. Excludes engineer's fee + party wall.
- Everyone says prices will move once the engineer does calcs.

**Decision (22/09/24): going with Pickering.** Seen his work next door-but-one, he answers his phone,
and Ian swears by him. I'll let Moorside know.

Pay no more than a 10% deposit up front - Shirin's advice and she's right.
"""

NOTES["notes/dad/baba-care-plan.md"] = """---
title: Baba - care plan & key info
person: Hossein Rahimi (Baba)
dob: 1941-03-02
council_ref: ASC-2024-118823
agency: Brightwell Home Care
written: 2024-06-14
---

# Baba - care plan (June 2024)

Package agreed with Leeds adult social care (Janet Okafor, social worker). Starts Mon 17 June.

## Visits
- Morning 08:30 - get up, wash, breakfast, tablets from dosette
- Evening 18:00 - tea, tablets, help getting ready for bed
- (we do weekends lunch between us - Shirin Sat, me Sun)

## Meds
Dosette box from Horsforth Pharmacy, delivered Fridays. Amlodipine, metformin, the eye drops
(left eye only!). GP: Dr Anand at Rodley Lane Surgery (not ours - he refuses to move).

## Day centre
Tuesdays 10-3 at Hillcrest Community Centre in Rodley. Minibus picks him up about 9.45.
He says he goes "for the dominoes" but really it's for Maureen.

## Food
Loves anything with rice - tahchin, sabzi polo, even a microwave pilau will do. Tea in a glass,
with a sugar cube held in his teeth, the proper way. WILL NOT eat sandwiches ("bread is not
a meal") and pushes soup away. Carers to be told: rice + something, or eggs. No pork obviously.

## Contacts
- Brightwell office: 0113 496 0213 (Tasha Mellor, coordinator)
- Janet Okafor: 0113 496 0877
- Out of hours: 0113 496 0999

## Things to watch
- Falls - he won't use the frame indoors
- Hearing aids - left one whistles
- Gets muddled late afternoon
"""

NOTES["notes/dad/care-home-visits.md"] = """# Care homes - visits (Oct 2024)

Context: Baba had two falls in September, the evening carer found him on the floor once.
Janet (SW) said she could request a residential assessment if we want it. Shirin and I went round
two places, Kaveh on FaceTime for the second one.

## Oakwood Grange, Horsforth - Sat 19 Oct
- Bright, clean, smells fine (that's the test isn't it)
- 41 beds, two vacancies, £1,280/wk self-funding rate - council rate lower, top-up needed
- Manager (Sarah?) very good, knew every resident by name
- Garden, small mosque trip once a month with a volunteer
- Room 14 looks onto the garden

## Fernbank House, Bramley - Sun 20 Oct
- Older building, lift out of action when we visited
- Cheaper, but felt tired. Staff lovely though.
- No.

## Where we are
Leaning Oakwood Grange. Will ask Janet to start the residential assessment.
Baba doesn't know yet. Kaveh thinks we should tell him now. Shirin says wait till it's real.

- [x] Email Janet re assessment
- [ ] Talk to Baba (all three of us, not on the phone)
- [ ] Look at his finances - house, savings, the Iran pension nobody understands
"""

NOTES["notes/work/phone-system-options.md"] = """# Surgery phones - options (Oct 2024)

TeleMed Voice contract ends 31 March 2025. The old analogue system can't do call-back or
queue position, and the ICB wants everyone on cloud telephony. Patients hate the 8am scramble.

| Supplier | Monthly | Set-up | Call-back | Queue position | Clinical system link | Notes |
|---|---|---|---|---|---|---|
| TeleMed Voice (renew) | £410 | £0 | no | no | no | status quo, NO |
| Nexus Cloud Telephony | £560 | £1,900 | yes | yes | "roadmap" | good demo, pushy rep |
| Abbeydale Voice | £610 | £2,400 | yes | yes | yes (live now) | used by two PCN practices |

Funding: some of set-up may come from the ICB digital pot - ask Sam at the PCN.

Questions for partners meeting:
- Is the clinical system link a must-have or nice-to-have?
- 3 year or 5 year term?
- Who does the call flow design - me and Becky?
"""

NOTES["notes/work/partners-meeting-2024-11-12.md"] = """# Partners' meeting - Tue 12 Nov 2024

Present: Dr Helen Marsh (chair), Dr Raj Bhatt, Dr Olu Adeyemi, Farid (PM, notes). Apologies: none.

1. **Finance** - Q2 figures fine. Locum spend down 12%.
2. **Telephony** - Farid presented three options (see phone-system-options). Discussion about
   cost. Decision: **go with Nexus Cloud Telephony**, subject to contract and their confirming
   the clinical system integration by January. Farid to negotiate 3-year term.
3. **CQC** - expect inspection in the new year. Farid to start the prep checklist.
4. **Flu** - 71% of over-65s done. One more Saturday clinic.
5. **Staffing** - Becky Hirst (reception lead) pregnant, due April. Maternity cover to be discussed.

Actions:
- FR: Nexus contract negotiation
- HM: clinical governance folder for CQC
- RB: chase PCN re extended access rota
"""

NOTES["notes/work/partners-meeting-2025-01-14.md"] = """# Partners' meeting - Tue 14 Jan 2025

Present: HM (chair), RB, OA, Farid. Sam Whitaker (PCN CD) joined for item 2.

1. **Telephony - decision revisited.** Nexus have NOT delivered the clinical system integration
   and now say "Q3 2025 at the earliest". Also discovered their contract has a 60-month minimum
   buried in the T&Cs. Partners agreed to **drop Nexus and go with Abbeydale Voice** instead
   (integration works today; two PCN practices happy with it). Extra cost approx £50/month,
   Sam confirmed the ICB digital money covers most of set-up. Go-live target first week of April,
   before TeleMed ends. Farid to sign and tell Nexus.
2. **Access / 8am rush** - long discussion. Agreed: split release of on-the-day appointments,
   50% at 8am and 50% at 1pm, starting alongside the new phones. Online requests stay open 8-6.
   Review after 3 months.
3. **CQC** - prep checklist going well. Mock inspection by HM and Karen in Feb.
4. **Maternity cover** - Becky's last day 28 Feb. See rota notes.

Actions:
- FR: Abbeydale contract + notice to Nexus (polite!)
- FR: comms to patients re 1pm release (website, text message, posters)
- KD/HM: mock CQC
"""

NOTES["notes/work/reception-rota-notes.md"] = """# Reception rota - notes (Feb 2025)

Becky Hirst goes on maternity leave from Mon 3 March (last day Fri 28 Feb). Back approx Jan 2026.

**Acting reception lead while Becky's off: Jodie Kershaw** (been with us 6 yrs, knows the rota
better than anyone). Small acting-up allowance agreed with HM. Jodie will do the rota and the
petty cash; Liam picks up the phone system admin so Jodie isn't drowning.

Rota pattern from March:

| Day | Early 7:45-13:00 | Late 13:00-18:30 | Phones only |
|---|---|---|---|
| Mon | Jodie, Amir | Sian, Kath | Dawn |
| Tue | Sian, Dawn | Jodie, Amir | Kath |
| Wed | Kath, Amir | Dawn, Sian | Jodie |
| Thu | Jodie, Dawn | Kath, Amir | Sian |
| Fri | Sian, Kath | Jodie, Dawn | Amir |

- Bank holidays: rotate, Jodie keeps the list
- Extended access Tue evenings is PCN-staffed, not us
- If someone's off sick, Jodie rings Liam first, then me
"""

NOTES["notes/work/cqc-prep-checklist.md"] = """---
title: CQC inspection prep
owner: Farid
updated: 2025-03-25
---

# CQC prep - checklist

## Before the inspection
- [x] Policies folder - all reviewed in last 12 months, dated and signed
- [x] Staff training matrix up to date (safeguarding L3 for GPs, L2 for everyone else)
- [x] Fire risk assessment (done Jan)
- [x] Infection control audit - Karen
- [x] Significant events log - last 2 yrs, learning written up
- [x] Chaperone posters in every room
- [x] Emergency drugs & defib checks - weekly sheet signed
- [x] DBS checks - all staff
- [x] Complaints log + responses
- [x] Patient survey results printed
- [x] Business continuity plan updated for the new phones

## On the day
- Welcome + short presentation (me, 10 mins max)
- Interviews - partners, Karen, Jodie, one receptionist, one HCA
- Room 6 for the inspectors (the one with the working blind)

## After - actions from the feedback session (still open)
- [ ] Legionella risk assessment - ours is 26 months old, need a new one from the landlord's contractor
- [ ] Recruit a second fire marshal for the late shift
- [ ] Add review dates to the three protocols they picked up on (repeat prescribing, test results, home visits)
- [ ] Waiting for the draft report - factual accuracy check has 10 working days once it lands
- [x] Fridge temperature log - second thermometer bougth
"""

NOTES["notes/work/new-starter-induction.md"] = """# New starter induction - admin/reception (my bit)

For anyone joining the front desk or admin team. Jodie does the system training; this is the
"how we work" chat I do on day one.

1. Tour: reception, back office, Room 6 (meeting room), staff room, the fire exits, the defib.
2. Smartcard - Liam sorts it, takes about a week.
3. Confidentiality - we don't discuss patients outside, including in the Co-op queue.
4. How to reach me:
   - I prefer e-mail for anything that isn't urgent. I read it properly, I can forward it, and
     it doesn't get lost.
   - Urgent = come and find me, or ring my extension (214).
   - Please don't WhatsApp me about rota swaps or holidays - it ends up in a chat with my
     five-a-side lot and my sister. Jodie does rota swaps anyway.
5. Holidays - request through the rota spreadsheet, 4 weeks' notice, max 2 on reception at once.
6. Sickness - ring (not text) before 7.30.
7. Mandatory training - e-learning in the first month: IG, safeguarding, fire, BLS, conflict resolution.
8. Probation 6 months, review at 3.

Checklist to hand them:
- [ ] Smartcard
- [ ] Door code & alarm code (Liam)
- [ ] E-learning log-in
- [ ] Uniform (polo shirts, ask Jodie for sizes)
"""

NOTES["notes/daily/2024-11-28.md"] = """# Thu 28 Nov 2024

- Gas man finally came to Baba's - new pump on the boiler, heating back on. Baba made him tea
  in a glass and tried to feed him. £185, paid by card.
- Surgery: Nexus rep rang twice. Not signing anything till January.
- Lunch with Liam at Saffron Lane Kitchen on Kirkstall Road - lamb biryani, genuinely excellent,
  better than anywhere in town. Definately going back. £9.50 lunch deal.
- Footy tonight. Knee OK. We lost 9-6, Gaz blamed the ref (there is no ref).
- Mina needs a costume for the school play by Monday. A tree??
"""

NOTES["notes/daily/2025-03-04.md"] = """# Tue 4 Mar 2025

CQC in just over two weeks. Feeling OK actually.

- Policies: done. Training matrix: done. Fire marshal gap on late shift - ask Amir?
- Becky's first day off yesterday, Jodie already reorganised the rota whiteboard. Good.
- New coffee place opened on the corner. Tried their oat-milk flat white because Liam insisted.
  No. Never again. I'm a black Americano man, no milk, no syrup, nothing that needs a barista's
  opinion. At least they do a decent Americano.
- Phones project kick-off call tomorrow 10am.
- Darius mocks results: science great, English "needs work". He knows.
- Baba: fine. Brightwell changed the key safe code on Friday after the carer lost her note - Tasha
  emailed it, don't write it here.
"""

NOTES["notes/daily/2025-04-10.md"] = """# Thu 10 Apr 2025

- Phones: day 4 on the new system. Call-back working, queue position message slightly too chirpy.
  Patients mostly fine. The 1pm release confused a few people - posters helped.
- Loft: sat down with Claire and the spreadsheet last night. **Decided: no en-suite.** The extra
  plumbing, the soil pipe route and the pump were adding nearly three grand and Darius is 15, he
  can walk downstairs. We'll put a small basin in the eaves instead. Told Dale this morning, he's
  re-doing the qoute.
- Footy tonight. Later kick-off still feels weird, I'm yawning by the second half.
- Baba grumpy about new morning time. He'll get used to it.
"""

NOTES["notes/daily/2025-05-20.md"] = """# Tue 20 May 2025

- Still no refund from TeleMed Voice. They owe us £212.40 for the line rental they took after we
  gave notice (April charge). Third time I've chased. Karen in their accounts says "it's with
  finance". Chase again Friday; if nothing, letter.
- Pre-start meeting with Dale at 6 - went through the schedule, where stuff goes, toilet for the
  lads, parking. He's very organised. Scaffold next week!
- Darius's exams going OK. Maths paper 1 tomorrow.
- Mina's parents' evening booked.
- Knee twinge at footy last week - ice.
"""

NOTES["notes/kids/school-stuff.md"] = """# School stuff (both kids) - Hawksworth Park Academy

## Darius - Year 11
- Form tutor: Mr Osei (also maths)
- GCSEs May-June 2025. Target grades: 6s and 7s, an 8 in physics if he stops gaming
- Sixth form application in - wants physics, maths, computer science
- Work experience: he's got a place at **Aire Valley Engineering** in Kirkstall (their design office,
  CAD stuff). Claire sorted it through Tom from church. Dates on the family calendar.
- [ ] Chase the SENCo (Mrs Lumb) about Darius's 25% extra time for the exams - assessment done in
  Feb, she said she'd confirm the access arrangements "next week" and nothing since. Emailed twice.
- [x] Pay for the revision guides

## Mina - Year 8
- Form tutor: Miss Khatun
- Loves drama, hates French (says the teacher "has it in for her")
- Residential trip in June - see school email
- Parents' evening: must see French (Mme Ardley), maths (Mr Quinn), and drama just to hear nice things
- [ ] Mina's passport runs out in Oct - renew before the summer

## General
- School gateway app for payments - Claire's login
- Term dates: half term 26-30 May
"""

NOTES["notes/football/five-a-side.md"] = """# Thursday five-a-side

The Thursday Fives - been going since 2016, mostly dads and a couple of lads from work.

- Where: Bramley Sports Dome, pitch 3 (the one with the dodgy net)
- When: Thursdays, 7pm, one hour
- Who books the pitch: **Gary Holroyd (Gaz)** - block-books per term, everyone pays him
- Subs: went up from £5 to £6 a game in January (pitch hire went up). Pay Gaz by bank transfer,
  monthly, or cash on the night if you must.
- Mailing list for announcements, WhatsApp group for the banter (I've muted it)
- Bibs: whoever lost last week takes them home to wash. Usualy me.

Regulars: Gaz, Liam (work), Nasser, Pete, Big Mick, Tomasz, Jonno, me.

Summer league - Gaz wants to enter us. I'm in if my knee's in.
"""

NOTES["notes/home/useful-contacts.md"] = """# Useful contacts (home & Baba's)

| Who | What | Number | Notes |
|---|---|---|---|
| Craig Ibbotson | CI Heating - gas engineer / plumber | 07700 900318 | Gas Safe. Fixed Baba's boiler (new pump) Nov 24. Good, turns up. |
| Leon Firth | electrician | 07700 900562 | did our consumer unit 2022 |
| Dale Pickering | builder - Pickering Loft Conversions | 07700 900741 | calls after 5 pm |
| Priya Lal | structural engineer | 0113 496 0452 | |
| Gareth Booth | architectural technician | 07700 900129 | |
| Nadia Hartley | party wall surveyor | 0113 496 0610 | |
| Brightwell Home Care | Baba's carers | 0113 496 0213 | ask for Tasha |
| Horsforth Pharmacy | Baba's dosette | 0113 496 0388 | deliver Fridays |
| Window cleaner (Wayne) | monthly | 07700 900870 | cash, £15 |
| Ian & Sue (no. 27) | neighbours | 07700 900455 | have spare key |
"""

NOTES["notes/home/holiday-2025.md"] = """# Summer holiday 2025

Constraints: Darius's exams finish ~20 June, Mina's residential late June, loft build over summer
(do we even want to be here with no roof? no). Baba - Shirin/Kaveh cover while we're away.

Options we talked about:
1. Spain (Kaveh's friend's villa near Málaga) - cheap-ish, but flights for four in August, heat,
   and I hate airports
2. Lake District cottage - lovely but we've done it three times
3. Pembrokeshire - Claire's idea, beaches, coast path, 5 hrs drive
4. Stay home - with a building site? no

I'd rather drive than fly, and I'd rather a cottage with a kitchen than a hotel. Claire agrees.

**Decision (end of April): Pembrokeshire**, cottage near Newport, Sat 2 - Sat 9 August. Booked via
Coastal Cottages Wales, confirmation in email. Dog-friendly (irrelevant, but nice).

- [x] Book cottage
- [ ] Ask Kaveh if he can do that week for Baba
- [ ] Roof box for the car?
"""

# ---------------------------------------------------------------- plain text files

NOTES["notes/dad/baba-cover-sheet.txt"] = """BABA - COVER SHEET (for Kaveh, 10-24 August 2024 while we're in Cornwall)
=====================================================================

Address: 14 Beechroyd Close, Bramley, Leeds LS13 9ZZ

GETTING IN
- Key safe is round the back, on the wall behind the water butt, left of the back door.
  Code: 4092. Spin the numbers after, the carers sometimes forget.
- Front door sticks - lift and push.

CARERS (Brightwell)
- Morning visit 8.30, evening visit 6pm. They have their own folder on the kitchen table -
  please read the log.
- If they don't turn up by 9.15 ring the office (number on the fridge).

MEALS
- Weekends lunch is us. Rice, always rice. There's ghormeh sabzi in the freezer (labelled).

MEDS
- Dosette box on the kitchen windowsill. Carers do them. Eye drops left eye only.

TUESDAY - day centre, minibus about 9.45, back about 3.30.

WIFI (for your laptop): network "BT-Hub-6F2A", password MarigoldTea47
(he wrote it on the router in pen, in case you wondered).

TV: he watches Manoto and the snooker. Don't touch the remote settings.

EMERGENCIES
- 999 first. Then me (I'll have signal, mostly), then Shirin.
- GP: Rodley Lane Surgery 0113 496 0150

Thanks Kaveh. Ghorbunet beram.
F
"""

NOTES["notes/home/house-sitter.txt"] = """HOUSE NOTES - for whoever's looking after the cat
(23 Ashdene Grove)

Spare keys: Ian & Sue at number 27 have a set (and they're usually in). Don't leave a key under
the plant pot, we stopped doing that.

CAT - Pesteh (Pistachio). Grey, fat, judgemental.
- Breakfast 7ish, tea 5ish. Half a pouch + dry biscuits. She'll tell you she hasn't been fed. She has.
- Cat flap locked at night (switch on the side, red = locked).
- Litter tray in the utility room.

Wi-Fi: "Rahimi-Home" / password on the back of the router (the white box in the hall).

Alarm: we don't set it when someone's staying. If it goes off, code is on a card in the
kitchen drawer with the takeaway menus.

Bins: green & black alternate Tuesdays. Check the calendar on the fridge.

Heating's on a timer, don't touch it. If the boiler does something weird, Craig (number on the
fridge) is the plumber we trust.

Thank you!! Help yourself to anything in the fridge except the baklava (Claire's).
"""

NOTES["notes/work/phone-divert-howto.txt"] = """HOW TO: switch the surgery phones to the out-of-hours message (Abbeydale Voice)
Written by Farid, April 2025. Keep by the reception phone.

The Abbeydale system does this automatically at 18:30 Mon-Fri, BUT on bank holidays, training
afternoons (PLT) or if we have to close early (power cut, flood, fire alarm) you do it by hand:

1. On any reception handset press MENU > Services > Night Service.
2. Choose "Closed - emergency" (not "Closed - lunch", that's the 1-2pm one).
3. Enter the supervisor PIN (in the red folder, NOT on a post-it please).
4. Check: ring the main number from your mobile - you should hear the 111 message.

To switch back: same menu, choose "Open - normal".

If it won't switch: ring Abbeydale support (number on the sticker under the screen) and quote
our account number (on the contract email - Liam or Farid have it).

Old TeleMed handsets are in the box in the back office - DO NOT plug them back in, they confuse
the router.

Router/comms box: back corridor cupboard, behind Room 6. Don't unplug anything in there.
"""
