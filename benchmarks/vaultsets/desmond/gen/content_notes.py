"""Markdown notes, plain-text files and CSVs for Desmond's vault (stdlib only)."""

NOTES = {}

# ---------------------------------------------------------------- daily notes
NOTES["notes/daily/2024-01-08.md"] = """---
date: 2024-01-08
tags: [daily]
---
# Mon 8 Jan

- stock check 7.30. Low on 40/40 euros (qty 6 left in my van, K has 4). Order from Moorside once Gareth's quote lands.
- K on Kirkstall batch — 4 voids, lock changes @ £55 each as per contract.
- 2x lockouts today, Armley + Farsley. Lockout still £65 daytime. Too cheap, everyone round here is 75-90 now.
- fasting 8.1 this morning :( Christmas. Nurse appt 16th. Bloods tomorrow 08:40 — NO BREAKFAST.
- Mum rang twice re: boiler pressure. Told her I'd look Weds after the Farsley job.
- Fin back to Jo's Sun. Says he's "thinking about" going veggie. We'll see.

## todo
- [x] chase Moorside for cylinder quote
- [ ] VAT receipts into the folder (Q4)
- [x] email Ridings re: DD date for van insurance
- [ ] ring Bramley Motors — book Transit MOT (March)
"""

NOTES["notes/daily/2024-05-13.md"] = """---
date: 2024-05-13
tags: [daily]
---
# Mon 13/5

Stock check done, all fine except thumbturns (2 left). Added to Moorside order.

- Vivaro booked in w/ Dave for MOT 21st, K to drop it 8.15, I'll do her 10am job in the Transit.
- Nurse tomorow 10.10, results back: 54. Better than Jan. Walking w/ Moss every night is doing something.
- St Wilfrid's PO came through (2/5) — install in summer hols, end of July. Need to tell Lee.
- Mum viewed Beech Court again w/ Annie on Sat. Likes the flat, says the garden side is "quieter than Hawthorn Crescent ever was". Offer accepted in principle, tenancy paperwork to come.
- Kirkstall batch Weds 5th June, Mandy says 7 props.
- Gareth (Moorside) in on 11th June, wants to "talk about pricing". Here we go.

w/c 20th:
- [x] MOT Vivaro
- [ ] K's hours for May into the spreadsheet
- [x] new batteries for the keysafe demo board
"""

NOTES["notes/daily/2024-07-29.md"] = """---
date: 2024-07-29
tags: [daily, st-wilfrids]
---
# Mon 29 July — St Wilfrid's day 1

Long day. 14 doors done, about a third, K doing the thumbturns, me on the euros. Caretaker (Stan) v helpful, had the building open from 7. Hot in the KS1 corridor, no air.

Sugar ok despite it all, 6.4 at lunch, had the oatcakes.

Sorted:
- K off to Crete w/c 12 Aug (one week). **Lee Barraclough** covering her jobs that week — he's done lettings work before, knows Mandy's lot. Paying him day rate £160 + parts at cost. Gave him the Vivaro spare key & the Kirkstall list.
- Camping for me & Fin booked: Hartsop Beck campsite, near Patterdale, pitch 7 (hardstanding, hook-up), £28/night. Need the big tent out of Mum's garage before it goes.
- Lee also in tomorrow at school to speed up the padlocks / bin store.

Still to do:
- [ ] snag list for school after day 3
- [ ] invoice school once signed off (PO number on job sheet)
- [x] buy gas canisters for the stove
"""

NOTES["notes/daily/2024-11-18.md"] = """---
date: 2024-11-18
tags: [daily]
---
# Mon 18 Nov

Cold. Van windscreen iced up, 10 min late for stock check.

- Starter motor for the boat arrived at the unit (K signed for it). Boxed up in my van.
- Mandy agreed the new lettings rate last week, need to update pricing note + invoice template before Dec batch.
- Priya wants the van mileage log by 10 Dec. It's half in the diary, half in my head.
- Eye screening next Tues — drops, so can't drive after. K's taking me.
- AGM at the boat club Sat night, Taz says we should go "for the pies".
- Xmas: still no answer from Jo re who has Fin Xmas Day — I asked on the 4th. Chase her by the weekend, don't want to leave it till Fin's mocks are looming.

- [ ] mileage log for Priya
- [ ] pricing note + invoice template (Kirkstall)
- [ ] Xmas with Jo / Fin
- [x] repeat prescription in
"""

# ---------------------------------------------------------------- business
NOTES["notes/business/vans.md"] = """---
title: Vans
updated: 2024-10-03
tags: [vans, business]
---
# Vans

| | Van 1 | Van 2 |
|---|---|---|
| Make/model | Ford Transit Custom 280 L1 | Vauxhall Vivaro 2900 L1 |
| Reg | YH17 DKZ | YC20 LRB |
| Year | 2017 | 2020 |
| Driver | me | Keira |
| Mileage (Oct 24) | 151,400 | 68,900 |
| MOT month | March | May |
| Service | Bramley Motors (Dave) | Bramley Motors (Dave) |
| Tracker | yes (Ridings discount) | yes |

Insurance: both on the Ridings fleet policy, see insurance note.

## Log
- 12/03/24 Transit MOT — pass, no advisories (!)
- 21/05/24 Vivaro MOT — pass. Advisories: see Dave's e-mail.
- 18/06/24 Vivaro wiper motor £118
- Jul 24 — looked at leasing a replacement for the Transit (see mid-year ramble + the chatgpt chat about it)
- 02/09/24 Transit clutch + flywheel at Bramley Motors, £890 inc VAT. Drives like a different van.

## Replace the Transit? — DECISION 3/10/24
NOT leasing. Went through the numbers again with K after the clutch was done. The lease was £389/m + VAT over 4 yrs = nearly £19k + VAT for a van we don't even own at the end. Transit's paid for, new clutch, body ok, tracker's in. Keeping it another year, revisit Sept 25 before the clutch warranty runs out. Cancelled the VanLease North call-back, told the salesman no.

- [x] rust on n/s sill — Dave says cosmetic, leave it
- [x] new front tyres Transit (Sept)
"""

NOTES["notes/business/suppliers.md"] = """---
title: Suppliers
updated: 2024-06-24
tags: [suppliers, prices]
---
# Suppliers & trade prices

| Supplier | What | Contact | Acct no | Terms |
|---|---|---|---|---|
| Moorside Trade Locks | cylinders (ERA, Yale), handles, thumbturns | Gareth Pell (rep) 07700 900813 | MTL-3381 | 30 days |
| Holbeck Security Wholesale | multipoint gearboxes, UPVC bits, safes | trade counter 0113 496 0467 | HSW-0926 | 30 days |
| Key Blanks Direct | blanks, Silca | online | - | card |
| FixFast Trade | screws, fixings, consumables | branch on Kirkstall Rd | - | card |

## Prices — Moorside quote Q-24-0117 (Jan 24)
| Item | qty | £ each (ex VAT) |
|---|---|---|
| ERA Fortress 3* euro 40/40 | 20 | 19.80 |
| Yale Platinum 3* euro 40/40 | 10 | 24.50 |
| Gearbox 35mm backset (Maco type) | 6 | 38.00 |
| Thumbturn 3* 40/40 | 6 | 27.00 |

## Holbeck quote (June 24)
- gearbox 35mm Maco type: £33.50
- ERA Fortress 40/40: £22.90
- Winkhaus gearboxes in stock at the counter, Maco same day

## Decision 24/06/24
Moorside putting everything up from 1 July (new list attached to Gareth's email of 17/6). Compared with Holbeck:
-> Cylinders STAY with Moorside (still cheaper on the ERAs and Gareth drops to the van).
-> Gearboxes from Holbeck from July on. Open an acct, K to pick up on her way back from Beeston.
Review again Jan 25.
"""

NOTES["notes/business/pricing.md"] = """---
title: Price list (what we charge)
updated: 2024-09-02
tags: [pricing, business]
---
# Prices — current

Lockout price effective 1 Apr 24; rest reviewed 2 Sept 24.

| Job | Price | Notes |
|---|---|---|
| Lockout, daytime (Mon-Sat 8-6) | £75 | non-destructive entry where poss |
| Lockout, evenings / Sun / bank hol | £110 | me only |
| Euro cylinder supply & fit (3* kitemarked) | from £95 | |
| UPVC gearbox replace | from £165 | |
| Keysafe supply & fit (C500, police approved) | £140 | |
| Master key systems | quote | per door, see job sheets |
| Lettings contract (Kirkstall) | £55 / lock change | up for review in Nov |
| Travel outside LS postcodes | +£15 | |

History: lockout was £65 until end of March 24. Evening rate was £95.
"""

NOTES["notes/business/jobs/st-wilfrids-masterkey.md"] = """---
job: St Wilfrid's CE Primary - master key system
cust: St Wilfrid's CE Primary School, Moor Lane, Bramley
contact: school office (business manager)
po: SWP-2024-0571
status: complete
---
# Job sheet — St Wilfrid's master key

- Enquiry 5/3, walk-round 14/3 (me + K), quote sent 19/3 with options A & B (see my email).
- School went with Option B: restricted profile, GMK + 4 sub-masters (KS1, KS2, kitchen/caretaker, office). PO rec'd 2/5.
- Qty 38 cylinders in total:
  - 31 euro double
  - 5 euro thumbturn (classrooms, inside)
  - 2 closed-shackle padlocks (bike shed, bin store)
- Key cabinet: wall-mounted 100-hook cabinet, fitted in room G12 (admin office behind reception) — NOT in the staff room like they first said. Cabinet key on the GMK.
- Install 29-31 Jul (summer hols). Me + K, Lee on day 2.
- Keys issued: 64, signed issue sheet left with the office, copy in van folder.
- Snag: door 17 (hall fire exit) thumbturn too long, swapped 1/8.
- Registration card for the restricted profile kept in the safe at the unit. Only the head + business manager can order copies.

## Checklist
- [x] door schedule
- [x] order cylinders (Moorside, restricted profile, 3 wk lead)
- [x] install
- [x] snags
- [x] invoice (Aug)
"""

NOTES["notes/business/jobs/kirkstall-lettings.md"] = """---
cust: Kirkstall Lettings
contact: Mandy Coyle (property manager)
rate: £55 per lock change (contract since Apr 2022)
tags: [job, contract]
---
# Kirkstall Lettings — batch work

Monthly batch, first Weds (in work calendar). Mandy emails list of voids the Monday before (recieve by 12 or it slips a month).
Standard job: swap euro cyl (ERA 3*), 3 keys, tag & log, photo of the door, key receipt signed by their office.

| Batch | Props | Lock changes | Notes |
|---|---|---|---|
| Jan | 4 | 4 | |
| Feb | 5 | 6 | back door at 3 Abbey Walk |
| Mar | 3 | 3 | |
| Apr | 6 | 7 | |
| May | 4 | 4 | |
| Jun | 7 | 8 | |
| Jul | 5 | 5 | |
| Aug | 4 | 4 | Lee did 2 (K away) |
| Sep | 6 | 6 | sticking lock complaint, see fwd from K |
| Oct | 5 | 6 | |
| Nov | 4 | 5 | |

Rate hasn't moved since Apr 2022. Costs up, Moorside up in July. Raise it with Mandy in Nov.
"""

NOTES["notes/business/jobs/oakwood-grange-keysafes.md"] = """---
cust: Oakwood Grange Care Home, Farsley
contact: home manager's office
job: keysafes for the assisted-living flats
date: 2024-09-25
---
# Oakwood Grange — keysafes

- 6 x Supra C500 keysafes (police-approved), one per assisted flat, fitted by the front doors, codes set with each resident's family + handed to manager in sealed envelope.
- 1 x old Master Lock keysafe removed from flat 3 (not fit for purpose, could be shimmed).
- Masonry bad on flat 5, used resin anchors.
- Time: 09:00-13:00, me only.
- Invoiced 2/10, 30 days.
- They asked about a key cabinet for the night staff office — quote in Jan.
"""

NOTES["notes/business/insurance_renewals.md"] = """---
title: Insurance renewals
updated: 2024-10-16
---
# Insurance — what renews when

| What | Insurer / broker | Renews | Last yr premium | Notes |
|---|---|---|---|---|
| Vans (fleet, both) | Ridings Commercial Insurance — broker Shaz Begum, 0113 496 0388 | 1 Jan | £1,980.00 (2023) | tracker discount, monthly DD |
| Public liability £2m + employers' | Tradeguard | 1 Nov | £389.50 (2023) | policy no. is on the schedule they attach |
| Tools in van | Tradeguard add-on | 1 Nov | incl. | £5k limit, van must be locked + alarmed |
| Boat (Kingfisher Lass) | Towpath Marine | 1 Apr | £214 | needs BSS cert in date |
| House | Aire & Wharfe Mutual | 14 Aug | £312 | |

- [x] vans renewed for 2024 (Shaz's email Dec 23)
- [x] PL + tools renewed for 24/25 (Oct)
- [x] boat renewed Apr
- [ ] tell Towpath Marine about the blacking/hull survey once done
- [ ] ask Shaz if a younger named driver (Fin, in 2 yrs!!) is even possible
"""

NOTES["notes/business/stock-checklist.md"] = """---
title: Van stock — weekly check (Mondays 7.30)
---
# Van stock check

Min qty per van. Tick when checked, untick when short -> order.

## Van 1 (Transit, me)
- [x] ERA Fortress 40/40 — min 6
- [x] ERA Fortress 40/45, 45/45, 35/45 — min 2 each
- [x] thumbturns 40/40 — min 2
- [ ] gearboxes 35mm — min 2 (only 1!)
- [x] Supra C500 keysafes — min 2
- [x] drill bits, snap gun, pick set, wedges, air bag
- [x] spare key blanks (Yale, Union, ERA)

## Van 2 (Vivaro, Keira)
- [x] ERA Fortress 40/40 — min 6
- [x] thumbturns — min 2
- [x] UPVC handles (white, chrome) — 2 pairs each
- [ ] lubricant (graphite + PTFE)
- [x] tag & log bags for Kirkstall

## Notes
- qty low? -> order same day, who from is in the suppliers note
- never leave tools in the vans overnight at the unit, insurance says locked & alarmed only
"""

# ---------------------------------------------------------------- health
NOTES["notes/health/diabetes.md"] = """---
title: Diabetes (T2)
diagnosed: 2021-06
surgery: Bramley Vale Surgery
nurse: Pauline Okafor (practice nurse, diabetes clinic)
updated: 2024-10-15
---
# Diabetes — my notes

## Meds
- Metformin 1g twice daily (was 500mg twice daily until Jan 24)
- Atorvastatin 20mg at night
- Repeat prescription: Bramley Vale Pharmacy, collect around the 20th

## HbA1c log
| Date | HbA1c | Notes |
|---|---|---|
| Jun 2021 | 68 mmol/mol | diagnosed |
| Jul 2023 | 57 mmol/mol | |
| Jan 2024 | 61 mmol/mol | Christmas + biscuits in the van. Metformin doubled |
| May 2024 | 54 mmol/mol | better. Pauline: if not under 53 by autumn, think about adding gliclazide |
| Oct 2024 | 49 mmol/mol | best since diagnosis |

## Review 15/10/24 — decision
HbA1c 49, BP 132/84, weight 96.2kg (down 6kg since Jan). Pauline + Dr Hasan agreed: no gliclazide, stay on metformin 1g bd, keep going with the walking + breakfast changes. Next bloods January.

## Targets
- HbA1c under 53 (done)
- fasting finger-prick 4-7 most mornings
- weight under 95kg by summer 25
- walking: 30 min a night with Moss, boat days count

## Food stuff that works
- porridge NOT instant, small bowl, handful of berries
- oatcakes + cheese in the van instead of the garage sausage roll
- swapped full sugar pop for water/fizzy water. Tea without sugar now, took 3 weeks to get used to it
- curry night: cauliflower rice is fine if you don't think about it

## Checks
- feet: annual check at podiatry
- eyes: screening yearly, letter comes from the screening programme
"""

# ---------------------------------------------------------------- family
NOTES["notes/family/mum_move.md"] = """---
title: Mum — move to Beech Court
updated: 2024-10-05
tags: [mum, family]
---
# Mum -> Beech Court (sheltered housing)

Flat 14, Beech Court, Long Row, Horsforth. Aire Homes Housing Association. Scheme manager's details are in the Beech Court emails.

Move day: ~~Sat 14 Sept (keys Fri 13th)~~ moved (flooring delay) — see the later email from Beech Court.
Removals: Kev Dyson (Horsforth Man & Van), £280, 2 men + Luton van, 9am start.

## What's going with her
- the green Parker Knoll chair (non-negotiable, her words)
- bed, bedside cabinets, the small dresser
- telly + the stand, the good china (some of it)
- NOT the dining table (no room) — Annie's having it

## Checklist
- [x] accept the offer (Apr)
- [x] sign tenancy
- [x] book Kev
- [x] fit a keysafe by her door (C500). Code NOT going in this note.
- [x] BT landline transferred
- [x] pendant alarm set up with the scheme
- [ ] redirect post (Royal Mail, 12 months)
- [ ] council tax — close Hawthorn Cres account, new one for Horsforth
- [ ] change GP to the Horsforth practice
- [ ] TV licence — move address
- [ ] clear Dad's stuff out of the loft at Hawthorn Cres before the clearance people come
"""

NOTES["notes/family/finlay.md"] = """---
title: Finlay
updated: 2024-06-02
tags: [fin, family]
---
# Fin

- DOB 14/05/2009, Year 11 at Rodley Vale Academy. Form tutor Mr Okoro.
- Arrangement with Jo: alternate weekends Fri-Sun + Weds tea at mine. Holidays split, agreed by email each time.
- Handover: Bramley Baths car park (halfway for both of us). Fri 5pm pick-up, Sun 6pm drop back at Jo's in Pudsey.
- Food: vegetarian since March 24 — no meat, no fish. Eats eggs, cheese, halloumi, loves the Quorn nuggets. Don't make the chilli with mince any more, use beans + lentils.
- Football: Rodley Juniors U16, training + Sunday morning matches.
- GCSEs summer 25. Mocks in January. Wants to do electrics at college after? or sixth form. Undecided.
- Phone: 07700 900619
- Dentist: Jo deals with it.
- Allergies: none. Hay fever in June.
"""

# ---------------------------------------------------------------- boat
NOTES["notes/boat/kingfisher-lass.md"] = """---
boat: Kingfisher Lass
type: 45ft trad stern narrowboat, built 1979
mooring: Airedale Boat Club, Rodley — berth 11
crew: me + Tariq (Taz)
updated: 2024-11-10
---
# Kingfisher Lass — restoration log

## Log
| Date | Done | Cost |
|---|---|---|
| 02/03/24 | first day back, bilge pumped, checked for leaks, none | - |
| 16/03/24 | stripped back cabin lining, found rot under port window | - |
| 06/04/24 | new ply for cabin side, Taz cut it | £86 |
| 18/04/24 | BSS exam — pass | £180 |
| 11/05/24 | new bilge pump + float switch | £64 |
| 01/06/24 | cabin re-lined, first coat varnish | £45 |
| 20/07/24 | roof sanded, primer on the roof | £72 |
| 15/09/24 | new domestic battery (110Ah leisure) | £119 |
| 06/10/24 | engine won't turn over — starter just clicks | - |
| 03/11/24 | winterising started, engine antifreeze done | £28 |

## Paint
Taz wants maroon with gold lining, "like a proper working boat". I want Brunswick green with cream coachlines and the name in cream on the side panels — simple, smart, hides the muck. It's my boat (mostly). Brunswick green it is, unless the dry dock man talks me out of it.

## Winter checklist (2024)
- [x] engine antifreeze (2 x 5L, 50/50)
- [x] stern gland greased
- [ ] drain the calorifier + leave the taps open
- [ ] drain the fresh water tank
- [ ] pump out
- [ ] take cushions & bedding home (damp)
- [x] battery isolator off, solar trickle charger on

## Big jobs next year
- blacking (dry dock booked — see Ron's emails for dates)
- cratch cover
- new tiller pin (brass)
"""

NOTES["notes/boat/engine.md"] = """---
title: Engine — BMC 1.8 diesel
updated: 2024-11-05
---
# Engine

- BMC 1.8 marinised diesel (Calcutt-style conversion, 1990s)
- Engine no. 18V-846-F-41187 — stamped on the block next to the injection pump, nearside. Needed for parts.
- Gearbox: PRM 150, 2:1
- Oil: 15W-40, about 5.5 L incl. filter. Filter: Crossland 452 or equiv.
- Fuel filter: CAV 296, change yearly
- Raw water? no — keel cooled. Antifreeze 50/50 in the skin tank.
- Alternator belt: 10x 875 (spare in the engine-room drawer)
- Glow plugs: hold 15 sec in cold weather

## Faults / history
- 2023: new lift pump
- Oct 24: starter just clicks. Battery fine (12.6V at the terminals). Taz thinks it's the solenoid or the brushes. Not worth rebuilding: ordered a recon starter (see receipt email, Nov).
- The tacho cable rattles above 1200rpm, ignore it.
"""

# ---------------------------------------------------------------- long rambles
from content_long import LONG  # noqa: E402
NOTES.update(LONG)

# ---------------------------------------------------------------- plain text
NOTES["notes/house/house-sitter-sheet.txt"] = """HOUSE & DOG SHEET - for when I'm away (boat weekends, Annie's, camping)
Des: 07700 900418   Keira (backup): 07700 900552

THE DOG
Moss, 7, collie cross, black and white. Friendly, barks at the postman, ignores everyone else.
Bev Hollings next door (no. 33) has the spare key and does Moss when I'm away:
  - lets her out at lunchtime (back garden is secure, gate bolted)
  - feeds her at 5pm
  - Bev's mobile 07700 900231
Food: 1.5 scoops of the dry stuff, morning (7am) and 5pm. Tin of sardines on Sundays as a treat (she knows).
Do NOT give her chocolate, grapes or anything from the boat bag.
Walk: round the rec, she'll want to go in the beck, let her.
Vet: Bramley Vets, Town Street, 0113 496 0871. She's insured, docs in the kitchen drawer.

THE HOUSE
Stopcock: under the stairs, behind the hoover.
Boiler: combi in the kitchen cupboard. If the pressure drops below 1 bar, top up with the silver tap underneath (quarter turn, watch the gauge).
Wi-Fi: network Achterberg_Home, password Kingfisher1979!  (router in the front room)
Heating: on timer, 6-8am and 4-10pm. Leave it.
Bins: green = Tuesday, black alternate Weds (calendar on the fridge).
Alarm: code given separately. I'm a locksmith, I don't write alarm codes on paper.

IF SOMETHING GOES WRONG
Plumber: Ray at R&J Heating 07700 900356
Anything lock/door related - ring Keira, obviously.
"""

NOTES["notes/boat/boat-instructions.txt"] = """KINGFISHER LASS - STARTING UP / LEAVING HER
(for Taz, Fin, or anyone borrowing the boat)

GETTING ON
- Padlock on the rear doors: combination is in my phone, ask.
- Spare ignition key: in the magnetic key box stuck under the back step (rear deck, left-hand side as you face the tiller). PUT IT BACK.
- Battery isolators: red keys in the engine hole. Domestic first, then engine.

STARTING
1. Check the bilge (torch, look under the plate behind the engine). Dry = good.
2. Check oil on the dipstick. Check the stern gland greaser, a quarter turn.
3. Key in, turn to glow, hold 15 seconds (30 if frosty).
4. Turn to start. If it just clicks: STOP, ring me (starter's been playing up).
5. Check water coming out? No - she's keel cooled, no tell-tale. Watch the temp gauge instead, should sit under 85.

MOVING
- 4 mph max, tick-over past moored boats.
- Rodley swing bridge: key is the CRT one on the red float.

LEAVING HER
- Engine off, isolators off (engine first, then domestic).
- Gas off at the bottle.
- Close the mushroom vents? NO - leave them open, she sweats.
- Lock up, spare key back in the box.
- Tell me if anything's broken. Don't "fix" it, Taz.
"""

NOTES["notes/business/how-to-reset-keysafe.txt"] = """HOW TO: change the code on a Supra C500 keysafe
(for Keira / Lee / customers who ring up. Same on the C500 Pro.)

You need: the current code, the keysafe open, 2 minutes.

1. Open the keysafe with the current code. Press the CLEAR button (the small one at the top) first.
2. Inside the door, find the code-change slide on the back of the dial block.
3. Slide it DOWN and across to the "change" position. You'll feel it click.
4. Press CLEAR again. Now press the buttons for the NEW code. Any length, each button once only.
5. Slide the lever back to the "normal" position. Check it's fully back.
6. Close the door. Press CLEAR. Test the new code BEFORE putting any keys in.
7. After use, always scramble the buttons and press CLEAR.

Common problems:
- Door won't open with the right code: press CLEAR first, then code, then pull the lever down firmly.
- Buttons stiff in winter: one squirt of PTFE lube, not WD-40.
- Customer forgot the code: we can open it (destructively if need be) but ONLY with proof of address. No exceptions, even for nice old ladies.

Never write codes in job sheets. Sealed envelope to the customer or the family.
"""

# ---------------------------------------------------------------- CSVs
INV_ROWS = [
    ("INV-2024-0401", "2024-01-05", "Kirkstall Lettings", "Dec batch - 6 lock changes @ 55", "330.00", "66.00", "396.00", "2024-01-29", ""),
    ("INV-2024-0402", "2024-01-12", "Mr P Greenwood", "lockout + new euro cyl, Farsley", "150.00", "30.00", "180.00", "2024-01-12", "card on the day"),
    ("INV-2024-0403", "2024-02-07", "Kirkstall Lettings", "Jan batch - 4 lock changes @ 55", "220.00", "44.00", "264.00", "2024-03-01", ""),
    ("INV-2024-0404", "2024-02-22", "Leeds Scouts (Rodley)", "padlocks + hasp, hut", "96.00", "19.20", "115.20", "2024-03-04", ""),
    ("INV-2024-0405", "2024-03-06", "Kirkstall Lettings", "Feb batch - 6 lock changes @ 55", "330.00", "66.00", "396.00", "2024-04-02", ""),
    ("INV-2024-0406", "2024-03-28", "Mrs A Shah", "UPVC gearbox replace, back door", "165.00", "33.00", "198.00", "2024-03-28", "card"),
    ("INV-2024-0407", "2024-04-10", "Kirkstall Lettings", "Mar batch - 3 lock changes @ 55", "165.00", "33.00", "198.00", "2024-05-07", ""),
    ("INV-2024-0408", "2024-05-08", "Kirkstall Lettings", "Apr batch - 7 lock changes @ 55", "385.00", "77.00", "462.00", "2024-06-03", ""),
    ("INV-2024-0409", "2024-05-30", "Bramley Community Centre", "2 x keysafes + hall door cyl", "375.00", "75.00", "450.00", "2024-06-27", ""),
    ("INV-2024-0410", "2024-06-10", "Kirkstall Lettings", "May batch - 4 lock changes @ 55", "220.00", "44.00", "264.00", "2024-07-08", ""),
    ("INV-2024-0411", "2024-07-10", "Kirkstall Lettings", "Jun batch - 8 lock changes @ 55", "440.00", "88.00", "528.00", "2024-08-05", ""),
    ("INV-2024-0412", "2024-08-02", "St Wilfrid's CE Primary", "master key system + 6 extra keys, PO SWP-2024-0571", "5035.00", "1007.00", "6042.00", "2024-08-30", "paid by BACS"),
    ("INV-2024-0413", "2024-08-07", "Kirkstall Lettings", "Jul batch - 5 lock changes @ 55", "275.00", "55.00", "330.00", "2024-09-02", ""),
    ("INV-2024-0414", "2024-09-04", "Kirkstall Lettings", "Aug batch - 4 lock changes @ 55", "220.00", "44.00", "264.00", "2024-10-01", ""),
    ("INV-2024-0415", "2024-09-12", "Mr & Mrs Dunn", "lockout evening + 2 cyls", "300.00", "60.00", "360.00", "2024-09-12", "card"),
    ("INV-2024-0416", "2024-10-02", "Kirkstall Lettings", "Sep batch - 6 lock changes @ 55", "330.00", "66.00", "396.00", "2024-10-28", ""),
    ("INV-2024-0417", "2024-10-02", "Oakwood Grange Care Home", "6 x C500 keysafes fitted 25/9", "405.00", "81.00", "486.00", "", "OVERDUE - chased 4/11, manager says it's with head office"),
    ("INV-2024-0418", "2024-10-09", "Kirkstall Lettings", "Oct batch - 6 lock changes @ 55", "330.00", "66.00", "396.00", "2024-11-04", ""),
    ("INV-2024-0419", "2024-10-24", "Ms K Ibbotson", "lockout + new 3* euro cyl", "170.00", "34.00", "204.00", "2024-10-24", "card"),
    ("INV-2024-0420", "2024-11-13", "Kirkstall Lettings", "Nov batch - 5 lock changes @ 55", "275.00", "55.00", "330.00", "", "not due yet (30 days)"),
]


def _csv(rows, header):
    import csv
    import io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


NOTES["business/invoices_2024.csv"] = _csv(
    INV_ROWS, ["invoice_no", "date", "customer", "job", "net", "vat", "total", "paid_on", "notes"])

GLUCOSE_ROWS = [
    ("2024-01-08", "07:05", "8.1", "fasting", "after Xmas"),
    ("2024-01-11", "07:00", "7.9", "fasting", ""),
    ("2024-01-22", "07:10", "7.6", "fasting", "metformin up to 1g bd from 17th"),
    ("2024-02-05", "07:00", "7.2", "fasting", "stomach settling"),
    ("2024-02-19", "06:55", "7.4", "fasting", "Mum's birthday cake weekend"),
    ("2024-03-04", "07:05", "6.9", "fasting", ""),
    ("2024-03-18", "07:00", "7.0", "fasting", ""),
    ("2024-04-08", "07:00", "6.8", "fasting", "started walking Moss every night"),
    ("2024-04-22", "07:15", "6.6", "fasting", ""),
    ("2024-05-13", "07:00", "6.5", "fasting", ""),
    ("2024-06-10", "07:00", "6.7", "fasting", "hot, not sleeping"),
    ("2024-07-01", "07:05", "6.4", "fasting", ""),
    ("2024-07-29", "12:40", "6.4", "lunch", "school job day 1"),
    ("2024-08-05", "08:30", "6.9", "fasting", "camping, late brekkie"),
    ("2024-09-02", "07:00", "6.3", "fasting", ""),
    ("2024-09-30", "07:00", "7.1", "fasting", "chippy tea Sat, clearing Mum's garage"),
    ("2024-10-14", "07:00", "6.1", "fasting", "day before review"),
    ("2024-10-28", "07:05", "6.2", "fasting", ""),
    ("2024-11-11", "07:00", "6.0", "fasting", ""),
    ("2024-11-18", "07:20", "6.3", "fasting", "cold morning"),
]

NOTES["health/glucose_log.csv"] = _csv(
    GLUCOSE_ROWS, ["date", "time", "mmol_per_l", "type", "notes"])
