"""Markdown notes, plain-text docs and CSV ledgers for the rahim vault."""


def _n(s):
    # strip one leading newline so triple-quoted blocks read naturally
    return s[1:] if s.startswith("\n") else s


NOTES = {}

NOTES["notes/2024-10-06.md"] = _n("""
# Sun 6 Oct 2024

- Imran's family came round for the proper dawat today. Jamal bhai, his missus, Imran's chacha from Dewsbury and two little nephews who ran round the house like it were a soft play. Shirin did the lot: chicken roast, shatkora beef, a fish bhuna, three kinds of pitha. Nadia pretended she wasn't nervous. She was.
- Agreed in principle: wedding next September, after the summer rush and after the school holidays so the Oldham lot can come. Venue in Leeds because most of Imran's side are Leeds way. Walima is theirs to sort. Mehndi is ours.
- Masjid: Saleem rang at 4 — lead's been nicked off the back roof again (second time in three year). Water coming in over the sisters' wudu area. He's got a tarp on for now. Surveyor coming Tuesday, he'll email me what they say.
- Restaurant: Saturday was dead till 9 then mad. FoodHopper tablet froze twice. Tanvir reckons it's the wifi not the tablet. Noted, not convinced.
- Tandoor: crack down the side is getting worse. Ali bhai gives it till Christmas. Maybe.
- BP at the pharmacy 148/92. Nadia gave me the look.
""")

NOTES["notes/2025-01-14.md"] = _n("""
# Tue 14 Jan 2025 — bad day

Inspection today, no warning (they never warn you). Mrs Holroyd from the council, environmental health, walked in at twenty past eleven just as Ali bhai was doing the bhaji prep.

She was fair, I'll give her that. But she found:

- the hand wash sink in the prep area had boxes of takeaway containers stacked in front of it, and the soap dispenser was empty
- no written record of us checking the probe thermometer (we DO check it, boiling water, nobody writes it down)
- cleaning schedule sheets not signed since about November
- raw chicken on the shelf above the cooked rice in the walk-in. That one's on us, properly.

She said it'll likely be a 3, "generally satisfactory". Letter to follow. Five years on a 4 and now this. I'm gutted.

Shirin says don't be mardy about it, just fix it. She's right, she's always right, don't tell her.

Tonight:
- print new SFBB diary pages
- talk to all the staff tomorrow before service, 4pm, everyone, no excuses
- move them boxes. Tonight. Not tomorrow.
""")

NOTES["notes/2025-04-03.md"] = _n("""
# Thu 3 Apr 2025

Re-rating visit, 10am. Different officer this time — Mr Sadiq, young lad, very thorough, looked in every drawer.

He went through the SFBB diary (filled in every day since February — Tanvir's laminated checklist at the pass has been a godsend), the probe calibration log, the new colour-coded boards, the clear hand-wash basin with the screwed-on soap and towel dispensers. Asked Kasia what she'd do with a customer with a nut allergy and she nailed it.

He can't tell you the score on the day but he said "you've done everything the report asked and more". Fingers crossed. Letter in a week or so.

Other stuff:
- Shahed's third day. His naans are already better than mine ever were. Do not tell Ali bhai I said that.
- Eid was Sunday/Monday, still eating leftover shemai.
- Rota for April done, Tanvir's put it on the wall.
""")

NOTES["notes/2025-06-12.md"] = _n("""
# Thu 12 Jun 2025

Nani's visa refused. Bhai rang at six this morning their time, crying nearly. Bhai and Bhabi's both came through on Tuesday so we thought we were home and dry.

Shirin hasn't said a word all day. That's worse than shouting.

Wrote the reasons up in the visas note. Going to ring Ayesha tomorrow — she did Shahed's sponsorship and knows what she's doing. No right of appeal on a visit visa apparently, so it's a fresh application.

Restaurant was busy, thank God, kept my mind off it. Eid al-Adha last week still showing in the takings, people had family up.
""")

NOTES["notes/2025-09-12.md"] = _n("""
---
date: 2025-09-12
tags: [daily, biya, masjid, restaurant]
---
# Fri 12 Sep 2025

Two weeks tomorrow. Head's like a bag of spanners.

- Jummah collection for the roof appeal today: £1,060. Appeal now stands at **£52,140** in total. Target was £48k so we're over, alhamdulillah. Committee has to decide what the surplus goes on (gutters? the boiler in the sisters' side?) — not my call on my own.
- [ ] Chase the Pennine administrators AGAIN about our £4,150 deposit. Nowt back yet, not even an acknowledgement of the claim form we sent in August.
- [x] Venue balance paid (bank transfer, Wednesday)
- [ ] Collect suits from the tailor, Tuesday after the airport
- [ ] Ring Bev about extra tables for the mehndi
- [ ] Shahed asked again about bringing his wife over — ask Ayesha what a dependant application costs now
- [x] Sheet for the lads for wedding week — done, pinned by the till

Didn't sleep much. Nadia came for tea, we all watched old videos of her and Tanvir at Eid. Shirin cried, I pretended I had summat in my eye.
""")

NOTES["notes/restaurant/hygiene-action-plan.md"] = _n("""
---
title: Hygiene action plan after the January inspection
created: 2025-01-16
updated: 2025-03-12
status: done — re-rating requested
tags: [restaurant, hygiene, FHRS]
---
# Food hygiene — action plan

Inspection 14/01/25 → rating 3. The council's letter (e-mail, 15 Jan) lists what they want. This is what we're doing about it.

| # | Problem | Fix | Who | Done |
|---|---------|-----|-----|------|
| 1 | Hand wash basin blocked / no soap | Clear zone marked in yellow tape, wall-mounted soap + paper towel dispensers | Me | 17 Jan |
| 2 | No probe thermometer calibration records | Weekly check (boiling + iced water) Mondays, log sheet in SFBB diary | Ali bhai | from 20 Jan |
| 3 | Cleaning schedule not signed | Clipboard at the pass, signed every close, Ali bhai countersigns | Kasia / Ali | from 15 Jan |
| 4 | Raw above ready-to-eat in walk-in | Raw meat bottom two shelves only, shelf labels, new lidded tubs | everyone | 15 Jan |
| 5 | (not in letter but she mentioned) staff training | Level 2 food hygiene online for Kasia, Jamie, Asif | Tanvir to chase | Feb |

## Checklist

- [x] Buy wall dispensers (Hilltop, £38)
- [x] New SFBB diary + 4-weekly review page
- [x] Laminated opening/closing checklist for the pass (Tanvir)
- [x] Colour-coded chopping boards (red raw meat, blue fish, green veg, white dairy/bread)
- [x] Level 2 certificates: Kasia ✔, Jamie ✔, Asif ✔ (finally, after three reminders)
- [x] Photos of everything for the re-rating request
- [x] Re-rating request form sent 10/03/25, fee £180 paid by card over the phone

Lesson: we were doing most of it, we just weren't WRITING IT DOWN. If it's not written down it didn't happen — that's how they see it.
""")

NOTES["notes/restaurant/tandoor-oven.md"] = _n("""
---
title: New tandoor
tags: [restaurant, kitchen, gas, tandoor]
updated: 2025-02-02
---
# New tandoor (winter 2024/25)

The old clay one (2013, bought second-hand from the Shah Jahan when they shut) finally cracked right through in December. Ali bhai was patching it with clay and prayers.

## Decision: gas, not charcoal

Tanvir and half of Leeds Road will tell you charcoal tastes better. Maybe. We went gas because:

1. **Smoke control area.** The whole of BD3 is one. Burning charcoal in a commercial oven means an exempt appliance or a row with the council, and after January I am not giving environmental health any reason to visit.
2. **Neighbours.** The flats above the launderette already moan about the extractor. Charcoal smoke would finish them off.
3. **Insurance.** Broker said charcoal = higher premium plus extra fire suppression over the pit.
4. **Consistency.** Set the flame, same heat every night. Naans the same at 11pm as at 6pm.
5. Shahed (new tandoori chef, starting spring, inshaAllah) trained on gas tandoors in the hotel in Sylhet.

## What we bought

| Item | Detail |
|------|--------|
| Supplier | Tandoor Direct Ltd, Birmingham |
| Model | TD-90G stainless steel gas tandoor, clay pot inside, 90 cm |
| Ordered | 20 Dec 2024 |
| Delivered | 24 Jan 2025 |
| Installed & commissioned | Tue 28 Jan 2025 |
| Fitted by | Dave Sutcliffe — Sutcliffe Gas & Catering Services (Gas Safe registered) |

Dave also fitted the gas interlock (links the gas supply to the extraction fan — no fan, no gas). Should have been done years ago to be honest.

He left the gas safety record. It's attached to his email of 29 Jan, I've printed it for the red folder.

## Curing the pot

Day 1–3: low flame, salt/mustard oil/spinach paste wipe, no cooking. Day 4 first naans. Ali bhai did it by the book for once.
""")

NOTES["notes/restaurant/foodhopper-dispute.md"] = _n("""
# FoodHopper — commission row

Last updated: 18 Feb 2025

| Date | What happened |
|------|---------------|
| May 2022 | Signed up. "Founding Partner" rate 25%, locked to 31 Mar 2025 (clause 4.2 — I've highlighted it) |
| 18 Nov 2024 | Email: commission going to 30% from 1 Jan 2025 "for all partners" |
| Jan 2025 | Statements charging 30% AND a new 20p-per-order "packaging compliance fee" we never agreed to |
| 1 Feb 2025 | Raised a dispute on the partner hub. Claimed back Jan–Feb difference + fees: £884.10 by my sums (Tanvir checked) |
| 3 Feb 2025 | Acknowledgement e-mail came — the case number's in that email, keep it |
| 18 Feb 2025 | Nothing since. CHASE. |

## Options if they won't budge

- Leave FoodHopper altogether and push our own website ordering (Tanvir's keen, says he can do it for next to nowt with a template)
- Stay and negotiate a rate — need to be firm
- Go with one of the other apps — same story, different logo

Asif says nearly half our Friday orders come via FH. Can't just walk out. But I'm not being robbed either.

Commission commision commission — whatever you spell it, it's too much.
""")

NOTES["notes/restaurant/staff.md"] = _n("""
---
title: Staff list
updated: 2025-04-02
---
# Shapla — staff

| Name | Role | Days off | Phone | Notes |
|------|------|----------|-------|-------|
| Mohammed Ali ("Ali bhai") | Head chef | Mon | 07700 900140 | with us since 2011 |
| Shahed Miah | Tandoori chef (sponsored) | Mon, Tue | 07700 900123 | started 1 Apr 2025 |
| Kasia Nowak | Front of house | Wed, Thu | 07700 900177 | does the FoodHopper tablet |
| Jamie Clegg | Waiter, Fri–Sun | — | 07700 900181 | uni student |
| Asif Khan | Delivery driver | Tue | 07700 900195 | own car, we pay mileage |
| Tanvir | rota, wifi, website, everything | when he can | 07700 900456 | son |

## Shahed — sponsorship (sponsor duties!)

- Skilled Worker visa granted 12 Mar 2025. eVisa valid until **14 March 2028**.
- CoS number: in Ayesha's email from February — don't lose it.
- Right to work check done 31/03/25 (share code checked online, PDF saved in the red folder and on the laptop).
- Salary and hours exactly as on the CoS. Don't change his job without asking Ayesha first.

Sponsor duties (from Ayesha's list):
- [ ] Report on the SMS within 10 working days if: he's absent 10+ working days without permission, leaves, or his job/salary changes
- [x] Keep copies of passport, RTW check, contract, payslips
- [x] Keep his address and phone up to date
- [ ] Diary: licence renewal — ask Ayesha when

Rota lives on the wall and in Tanvir's spreadsheet. If the two disagree, the wall wins.
""")

NOTES["notes/restaurant/menu-changes-2025.md"] = _n("""
# Menu & price changes 2025

## Decided at staff meeting, 25 Feb 2025

Prices up about 5% from **Sat 1 March 2025**. Reasons: lamb up 18% at Hilltop since September, gas bill, and FoodHopper now taking 30%.

NOT going up:
- kids' meals (£5.50 — families are the bread and butter)
- Sunday thali (£9.95 stays, it's what fills the place on a Sunday)
- plain and garlic naan (loss leader, everyone orders two)

| Dish | Old | New |
|------|-----|-----|
| Lamb karahi | £11.95 | £12.55 |
| Chicken tikka masala | £10.50 | £10.95 |
| Shatkora beef | £11.50 | £12.10 |
| Fish bhuna (ayr) | £12.95 | £13.60 |
| Mixed grill | £14.50 | £15.25 |
| Pilau rice | £3.20 | £3.40 |

Delivery menu on FoodHopper: +8% on top (they take their whack, the customer pays for it).

Ali bhai wanted to drop the fish bhuna altogether. No — it's the only place in Bradford doing ayr properly, the Sylheti uncles come for it.

## Later
- April: added Shahed's peshwari and keema naans (£3.95)
- June: summer lassi specials, mango and rose
""")

NOTES["notes/mosque/roof-appeal.md"] = _n("""
---
title: Masjid roof repair appeal
appeal_target: 48000
raised_to_date: 18200
updated: 2024-12-15
tags: [masjid, treasurer, roof]
---
# Jamia Masjid Noor — roof appeal

Back roof over the sisters' wudu area and the upstairs classroom. Lead stolen in October (again), water got in, surveyor found three rafters rotten and the felt shot. Recommendation: strip and re-roof the rear pitch, replace the lead with new code 5 lead plus SmartWater marking and a roof alarm.

**Target: £48,000** (includes 10% contingency)

**Raised so far (15 Dec): £18,200** including the sisters' bake sale (£1,140) and an anonymous £5,000.

## Quotes

| Contractor | Quote | Notes |
|------------|-------|-------|
| Pennine Roofing Ltd | £41,500 | cheapest; can start February; 10% deposit |
| Calder Valley Roofing & Leadwork | £46,800 | did Girlington masjid; lead specialists; can't start till May |
| Hussain Bros Building | £52,900 | too dear, and they'd subcontract the lead anyway |

**Committee decision, 8 Dec: Pennine Roofing.** Cheapest, and can start before the spring rain. Deposit of 10% to be paid in January. Vote was 6–3.

I voted for Pennine — every pound is somebody's sadaqah and I don't like spending five grand more than we need to.

UPDATE 26 Feb: problems with Pennine (insurance). See Saleem's emails and the committee list.
""")

NOTES["notes/mosque/planning-objection.md"] = _n("""
---
title: Planning — ablution block & classroom extension
ref: 25/00417/FUL
agent: Tariq Iqbal (Iqbal Design Associates)
updated: 2025-06-23
tags: [masjid, planning]
---
# Planning application 25/00417/FUL

Single-storey rear extension: new wudu (ablution) block for the sisters, one classroom, accessible WC. Submitted 14 Feb 2025.

## The objections

23 letters on the planning portal, most from Kensington Street and Cecil Street. Organised by **Graham Pickles at no. 14 Kensington Street**, who set up a "Kensington Street Residents" Facebook group and went door to door with a template letter. He's not a bad bloke to be fair — retired bus driver, been there forty years — he just sees cars.

Main points:
1. Friday parking — cars on the double yellows and across drives at Jummah
2. Noise late in the evening during Ramadan (taraweeh finishes 11pm)
3. "Intensification of use" — more classes = more traffic
4. Loss of light to no. 12's back kitchen (the only one with a real point)

Our response (Tariq's letter, April): parking management plan with marshals on Fridays, classes staggered, extension height dropped by 400mm for no. 12, and an open day for neighbours (held 10 May — only six came, but Graham did, and he had two samosas).

## Decision — 19 Jun 2025: APPROVED with conditions

- Cond 2: materials to match existing brick
- Cond 3: no use of the classroom after 9pm
- **Cond 4: Parking Management Plan to be submitted and approved within 3 months of the decision → by 19 Sep 2025.** NOT DONE YET. Tariq is drafting; he needs our marshal rota and Friday car counts.
- Cond 6: no amplified sound outside the building

## To do

- [ ] Friday car counts from Bilal — four Fridays, he's done two
- [ ] Marshal rota names (need 6 brothers, have 4)
- [ ] Tariq to submit the plan once we've given him the above
- [x] Thank-you letter to neighbours who came to the open day
""")

NOTES["notes/wedding/wedding-master-plan.md"] = _n("""
---
title: Nadia & Imran — wedding master plan
wedding_date: 2025-09-27
venue: The Regency Suite, Leeds
budget_our_side: 22000
updated: 2025-09-07
tags: [biya, wedding, family]
---
# Nadia's biya — master plan

## Key people

| Who | What | Contact |
|-----|------|---------|
| Sharon Wainwright | Regency Suite events coordinator | email |
| Javed Zafar | Zafran Caterers (owner) | 0113 496 0718 |
| Bev Hirst | Laisterdyke Community Centre bookings | email |
| Rung Boutique | Nadia's lehenga | Leeds Road |
| Jubel | driving, errands, anything heavy | 07700 900333 |
| Rukhsana afa | gifts, tattwa trays, keeping Shirin sane | |

## Events

| Event | Where | Whose |
|-------|-------|-------|
| Mehndi night | Laisterdyke Community Centre, Bradford | ours |
| Wedding (biya) — Sat 27 Sep 2025 | The Regency Suite, Leeds | ours |
| Walima | Imran's side sorting it, Dewsbury | theirs |

## Decision log

| Date | Decision | Why |
|------|----------|-----|
| 30 Nov 2024 | Regency Suite over the Mansion | holds 400+, Imran's side are Leeds, parking on site |
| 6 Mar 2025 | Mehndi in a hall, NOT a marquee in our back garden | parking on our street, September weather, marquee + heaters £1,900, Shirin's back |
| 16 Mar 2025 | Catering: Zafran Caterers, NOT our restaurant | Nadia put her foot down — she wants her abba sat down as father of the bride, not sweating in a kitchen. And Shapla has to stay open that week. |
| 12 Apr 2025 | Menu agreed after tasting (lamb rezala instead of beef) | Imran's mum doesn't eat beef |

## Budget (our side)

| Item | Status |
|------|--------|
| Venue | deposit paid Dec, balance paid Sep — see Regency emails |
| Catering | Zafran — see quote and final numbers emails |
| Mehndi hall | £420 (after Bev's discount) |
| Decor & stage | Nadia and her friends, fairy lights ordered |
| Mishti | me |
| Photographer | Saj Photography, wedding day only |

## Still to sort

- [x] Venue deposit
- [x] Caterer confirmed
- [x] Mehndi hall booked
- [x] Invitations posted (Shirin, 2 June)
- [x] Final numbers to Zafran
- [ ] Dhol players for the baraat arrival — Tanvir's mate's group wants £450; find cheaper or just pay it
- [ ] Second photographer for the mehndi (Saj only does the wedding day)
- [ ] Tattwa gift trays for Imran's family — Shirin & afa
- [ ] Printed seating plan — waiting for final RSVPs from Imran's side
- [ ] Hire a wheelchair for Nani for the week
""")

NOTES["notes/wedding/guest-list-notes.md"] = _n("""
# Guest list — rough numbers

updated 1 Jun 2025

| Side | Count |
|------|-------|
| Our family (Bradford, Oldham, London) | 140 |
| Shirin's side (Birmingham + Luton) | 60 |
| Imran's side | 120 |
| **Total** | **320** |

Zafran's quote was for 300 — need to tell Javed it's going up. Imran's mum keeps adding people ("just the neighbours' daughter, she's like family").

Kids under 10 not counted above — maybe 20–25.

From Sylhet: Bhai, Bhabi, and Nani if the visa comes (all three counted in "our family").

Seating: no more than 10 per table, keep the uncles who fell out over the 2019 committee election on opposite sides of the room.
""")

NOTES["notes/wedding/sylhet-visas.md"] = _n("""
---
title: Visitor visas — Sylhet family
updated: 2025-06-14
tags: [biya, visa, family]
---
# Visitor visas for the biya

| Person | Relation | GWF ref | Applied | Status |
|--------|----------|---------|---------|--------|
| Abdul Karim Chowdhury | Boro bhai | GWF074412398 | 24 Apr 2025, VFS Sylhet | GRANTED 10 Jun |
| Rehana Begum | Bhabi | GWF074412402 | 24 Apr 2025 | GRANTED 10 Jun |
| Jahanara Khatun | Nani (Shirin's amma) | GWF074412415 | 24 Apr 2025 | REFUSED 12 Jun |

Invitation letters went from me (emailed to Bhai 22 Apr).

## Nani's refusal — what the letter says

The Entry Clearance Officer was "not satisfied she would leave the UK at the end of her visit". Main reasons:

- her bank statement shows a large deposit of 4,50,000 taka in March with no explanation of where it came from (it was Mamu paying back the land money — nobody thought to say so!)
- no evidence of her own income — the rent from the Zindabazar shop is paid into Mamu's name, not hers
- she's widowed and "lacks strong family ties" in Bangladesh (her two sons live there! ridiculous)

No right of appeal for visit visas, so: fresh application.

## Plan for reapplying

- [ ] Ayesha (Northbridge) to check the whole bundle — ring her Friday, she prefers e-mail for documents
- [ ] Letter from Mamu + land deed explaining the 4,50,000 deposit
- [ ] Rental agreement for the shop + six months of statements showing the rent
- [ ] Shirin's sponsorship letter + our payslips / SA302s
- [ ] Doctor's letter? (she's 74, they might think she's coming to stay for treatment)

Bhai and Bhabi: passports back from VFS, vignettes fine, no problems.
""")

NOTES["notes/personal/doctor-and-bp.md"] = _n("""
# Blood pressure etc.

GP: Dr Shah, Heaton Medical Practice. Reviews every 6 months.

| Date | Reading | Where |
|------|---------|-------|
| 6 Oct 2024 | 148/92 | pharmacy |
| 19 Nov 2024 | 151/94 | GP — started amlodipine 5 mg |
| 4 Feb 2025 | 138/86 | pharmacy |
| 22 May 2025 | 134/84 | GP |
| 30 Aug 2025 | 142/90 | pharmacy (wedding stress, Nadia says) |

What the doctor said:
- less salt (in a curry house!)
- walk 30 minutes a day — I do the walk to the masjid and back for Fajr when I can
- stop eating standing at the pass at midnight

I can't stand the home monitor with the cuff, it squeezes like a python and gives a different number every time. I'd rather use the machine at the pharmacy on Leeds Road — and Nadia checks it anyway.

Next review: November.
""")

NOTES["notes/personal/car-and-house.md"] = _n("""
# Car & house bits

## Car
- Toyota Corolla Touring Sports (hybrid), reg in the logbook. MOT due 14 Nov.
- Insurance renews in March — don't auto-renew, the quote went up £180 last year.
- Tyre on the back left keeps losing air. Kwik Fit said nail, plugged it.

## House
- Boiler: Worcester combi. Serviced Oct 2024 by Kev Robinson (Airedale Heating) — he found the pressure dropping, new expansion vessel, £165. Good lad, turned up when he said he would, which is rare.
- Gutters cleared November by the lad with the long pole, £60.
- Home insurance renews 1 March.
- Wi-Fi: BT hub in the front room; the extender upstairs for Sabrina's exams — password is on the back of the hub.
- Bins: green Wednesday, grey/brown alternate Fridays. Missed the brown one twice in August.

## For the biya
- Spare room for Nadia's friends the night before? No — they're going to her flat in Leeds.
- Front garden tidy before the photos, jet-wash the drive.
""")

# ---------------------------------------------------------------- long notes

NOTES["notes/long/2024-11-24-storm-sunday.md"] = _n("""
---
title: Sunday night — storm, roof, rice, the lot
date: 2024-11-24
tags: [long, thinking]
---
# Sunday night, Storm Bert

It's been siling down since yesterday afternoon and the wind's been going like a train. Shirin's asleep, the house is creaking, and I can't settle, so I'm writing. Tanvir says I should "journal". I said I've been keeping a ledger for thirty years, what's the difference. He says a ledger is for money and a journal is for your head. Fine. Here's my head.

**The masjid roof.** Saleem rang at half six this morning — the tarp we put over the back roof after they nicked the lead blew half off in the night, and there was water coming straight through into the sisters' wudu area. The two of us were up ladders at seven in the pouring rain with bungees and a bag of sandbags from the builders' yard. We are not young lads any more. Saleem's sixty-one and I'm fifty-two with a bad knee and blood pressure like a pressure cooker, and there we were, stood on a flat roof in the wind like a pair of daft apeths. Maulana Yusuf came out with an umbrella, which was very kind and completely useless. We got it tied down. By Zuhr it was holding. Buckets underneath anyway.

The appeal's going well though, alhamdulillah. We launched it at Jummah on the 8th and the first collection was over two thousand. People are generous round here when they can see the need — everyone's seen the buckets. The online page has done better than I thought too; the young ones share it on their phones. And the sisters had their bake sale today in the hall, in the storm, and still raised over a thousand pound. Samosas, cakes, Rukhsana afa's famous coconut barfi. Half of it went to the men who turned up "just to have a look".

Quotes are coming in for the job. Pennine Roofing are the cheapest by a mile, can start in February. Calder Valley are about five grand dearer but they did Girlington masjid and everyone says their lead work is lovely. There's a third lot but they're daft money. Committee decides in December. I'll be honest: I lean cheap. Every pound in that pot is somebody's sadaqah, somebody's pension, a kid's pocket money, and as treasurer I feel every one of them. If Pennine can do it for forty-one and a half, why pay forty-six point eight? Saleem isn't sure. He says the cheapest roofer is the most expensive roofer you'll ever have. We'll see.

**The restaurant.** Saturday was bedlam, which is good. Booked solid from eight, two birthday tables, and a stag do from Halifax who wanted the hottest thing on the menu and then cried. Jamie handled them beautifully, that lad's wasted doing a degree.

Then FoodHopper. Got their email last week: commission going up to 30% from January. Thirty! When we signed we were a "Founding Partner" on 25%, and I'm sure that was locked in till March. I need to find that contract. Tanvir says it's all in the partner portal. Tanvir says a lot of things. His big idea is we do our own website ordering and drop FoodHopper altogether. He says he can knock up a site "for next to nowt". Maybe. But Asif says nearly half our Friday deliveries come through the app. You can't throw away half your Friday on a principle. Thirty per cent though. On a twenty-pound order that's six pound gone before I've paid for the chicken. It's daylight robbery in a nice font.

**The tandoor.** Cracked worse this week. Ali bhai patched it again with clay and a prayer. It's eleven years old and it came second-hand from the Shah Jahan when they closed, so it's had a long life. I've been looking at replacements. Tanvir asked one of them AI chat things about gas versus charcoal and printed me the answer, which was actually quite sensible. Gas is looking likely, but I want to sleep on it.

**Rice.** Had a proper row with Ali bhai on Thursday about rice, which is a sentence that tells you everything about the two of us. Hilltop have a deal on the cheap steamed basmati, six pound a sack cheaper than what we use, and he wanted to switch for the biryani to save money. No. Over my dead body. I've tried every rice there is over thirty years in this trade, and for biryani it has to be Shahi Kesar 1121 extra-long golden sella. You soak it forty minutes, par-boil it in heavily salted water, and it stays long and separate under the dum, every grain on its own. The cheap stuff goes to mush by the time the lid comes off and you end up with a biryani that looks like a school dinner. For plain pilau, fine, any decent basmati will do, I'm not a snob. And at home Shirin uses the little Bengali chinigura for polao and payesh, those tiny fragrant grains, and I'll admit that's lovely — but you'd never do a restaurant biryani with it. Ali bhai sulked till Friday. Then he made a perfect biryani with the Shahi Kesar and pretended it was his idea.

**Nadia.** We're going to look at the Regency Suite in Leeds next Saturday with Imran's parents. Imran's mum wants Leeds because all her lot are there. Fair enough, we're paying for the wedding but they're coming with half of Harehills. Nadia just wants "something not tacky". I asked her what tacky means and she showed me a picture of a wedding with a gold throne and a swan made of ice. Right. No swans.

I keep looking at her and seeing her at seven, doing her homework in booth four at the restaurant on a Saturday, telling the customers the specials because she'd learned them off by heart. Now she's a pharmacist in Leeds with her own car and her own opinions, and in ten months she'll be Imran's wife. Imran's a good lad. Polite, works hard, looks me in the eye. I've no complaints. But still.

**Dad.** Twenty-one years next month since Abba passed. He came to Bradford in 1968 to work nights at Lister's mill in Manningham. Brought me over in 1981 when I was eight, frozen to death in a coat from the market. He opened the café on Lumb Lane in '86 — egg and chips for the lads off the buses, curry for the Bengali men in the evening. That's where I learned everything. He'd have loved this wedding. He'd have had opinions about the rice too.

I still think about Biswanath, the village, the pond behind our bari, Dada's mango trees. Bhai still lives there in the big house with Bhabi. He's excited about coming for the biya — first time in England since 2016. We need to sort the visas properly. Nani too, Shirin's amma, if her health holds. Invitation letters in the spring. I'll ask around who's good with visas. Shahed's sponsorship is going through Ayesha at Northbridge, maybe she can advise on the family ones too.

**Football.** City lost at home again. Bobbins. Nine years of my life I've been promised "next season". I still renewed the season ticket. I'm a fool.

**Health.** GP put me on amlodipine last week. Dr Shah says less salt, more walking, no eating at the pass at midnight. I said Doctor, I run a curry house. He said that's why you're on amlodipine. Fair.

**Sabrina.** Our youngest, seventeen, A-levels this year — chemistry, biology, maths — and she wants to do medicine. She studies upstairs with her headphones on and comes down at eleven for toast like a ghost. The wifi upstairs is hopeless so I bought one of them extender plugs from Argos, and now she says it's "fine", which from a seventeen-year-old is a glowing review. She's the quiet one. Nadia talks, Tanvir argues, Sabrina watches. She'll be the one who ends up running all of us, mark my words. She asked me last week whether she has to wear the same colour as all the cousins at the wedding. I said ask your sister. She said that's why I'm asking you. Wise girl.

**Shahed.** The sponsorship's moving. We got the sponsor licence back in the summer after three months of forms, and now Ayesha at Northbridge is doing the certificate for Shahed. He's a cousin of Ali bhai's wife's family, trained at a hotel in Sylhet, does a tandoor like a dream according to everyone who's eaten his naans at home. The costs are frightening — the licence, the skills charge, her fees — but you can't get a tandoori chef in Bradford for love nor money any more. The young lads don't want to stand in front of a four-hundred-degree pot for eight hours and who can blame them. If he's half as good as they say, it's worth it. He'd start in the spring, inshaAllah.

**Christmas.** Staff do on the 23rd again, after close. Ali bhai's doing his lamb chops, Kasia's bringing the Polish cake with poppy seeds, Jamie's bringing his girlfriend for the first time so we've all been told to behave. Asif will eat everything. Tanvir's doing a quiz. God help us.

**Money.** The restaurant's all right. Not brilliant, not bad. Gas and lamb are the killers. If FoodHopper takes thirty per cent, I'll have to put prices up in the spring. I hate doing it — our customers are bus drivers and nurses and families, not footballers. But I can't keep eating the difference.

**Tanvir.** He's twenty-four and still doesn't know what he wants. He's brilliant with the computers, the rota, the wifi, the website idea. But he doesn't want to run a restaurant, I can see it. And I don't blame him — it's a hard life, evenings and weekends gone, your back gone by fifty. I never wanted it for my kids. I wanted them to have choices. Nadia took hers. Tanvir's still choosing. Shirin says leave him. So I leave him.

**Shirin.** She's worried about everything for the wedding already and it's ten months off. Lists on the fridge. Lists in her handbag. She wants the mehndi at home in the garden like we did for afa's girls, a big marquee, fairy lights. I'm not sure. Our street's already a car park on a Saturday.

**The committee.** Building committee meeting's the first Sunday of the month, after Zuhr, upstairs in the little room with the one heater. Eleven of us on paper, seven who turn up. Haji Mannan chairs, Saleem does the minutes and the actual work, Dr Qureshi asks the sensible questions nobody wants to answer, and I do the money and get blamed for everything. Half the job of a treasurer is saying "we can't afford that" in a way that doesn't start a fight. The other half is chasing people for receipts. Last month somebody claimed for a new kettle with a receipt from 2022. I ask you.

Right. Half one. Wind's dropping. Buckets are full at the masjid probably. Fajr in five hours. Enough.
""")

NOTES["notes/long/2025-03-06-ramadan-late-night.md"] = _n("""
---
title: Late night in Ramadan — cold room, roof, mehndi
date: 2025-03-06
tags: [long, thinking]
---
# Thursday night, 6 March, sixth of Ramadan

Home at quarter to one after close. Shirin left a plate of dates and some samosas under a tea towel on the side. Sehri at five. I should be in bed. I'm writing instead because my head's full and Tanvir's right, it does help to empty it.

**The cold room.** Tuesday was a nightmare. Ali bhai opened up the walk-in at ten in the morning and the thermometer said fourteen degrees. Fourteen! Compressor had packed in overnight, no alarm, nothing. Everything in there had been sat warm for who knows how long. We binned the lot — about four hundred pound of stock. Chicken, lamb, the paneer, twenty litres of yoghurt, all the marinated tikka for the weekend. Ali bhai wanted to save the lamb because it "still felt cold in the middle". No. Not after January. Not with a re-rating request going in next week. If an inspector had walked in and found me cooking meat that had been at fourteen degrees overnight they'd shut me down and they'd be right to.

Mick from Frosty Refrigeration in Keighley came out by half ten, good lad, been doing our fridges for years. Start relay and a capacitor gone on the compressor. Three hundred and eighty-five pound with the call-out. We wrote it all up in the SFBB diary as a corrective action — what happened, what we threw away, what we did — and did temperatures every hour for the rest of the day. Tanvir's going to look at one of them wireless alarm gadgets that texts your phone if the fridge goes above eight. Should have had one years ago. We spent the rest of Tuesday running to the cash and carry with a fast on, which was a special kind of torture.

**Fasting and cooking.** People don't understand this bit. You can't taste anything all day. You're making a karahi and you can't check the salt. Ali bhai and I have a system — Jamie or Kasia tastes the sauces at four and tells us "more salt" or "it's fine", and they're both useless at it. Kasia thinks everything is too spicy and Jamie thinks everything is perfect. Then after iftar at six Ali bhai and I eat three dates, drink a glass of water, pray, and go round tasting everything like two madmen. It works, just about.

The restaurant's quiet early in Ramadan and then mad from nine o'clock. Families coming in after taraweeh. We do a little iftar platter on Fridays — dates, pakora, fruit chaat, a samosa, a glass of Rooh Afza — and it's popular with the students. Doesn't make money but it brings people in.

**The price rise.** Went in on Saturday. A few grumbles. One old regular said "you've gone posh". I said I've gone broke, Mr Hardcastle, there's a difference, and he laughed and ordered his usual. Most people didn't notice.

**The roof.** Oh, the roof. Pennine Roofing have gone quiet. We paid them the deposit in January — four thousand one hundred and fifty pound of the community's money — and they were supposed to start in the middle of February. Then Saleem asked for their insurance certificate, as you do, and it turns out their public liability insurance lapsed at the end of January. Then they stopped answering the phone. Saleem drove over to their yard in Brighouse and it was locked with a padlock and a sign saying "back soon". Back soon!

There's an extraordinary committee meeting on Sunday to decide what to do. I've gone from "cheapest is best" to feeling like a proper idiot. Saleem hasn't said "I told you so". He doesn't need to. I reckon we'll end up going back to Calder Valley, who quoted more but are solid as a rock, but it's a committee, anything could happen. Haji Mannan likes to "consider all options", which means three hours and a lot of tea. And getting that deposit back — I'm not holding my breath.

**The mehndi.** Finally settled with Shirin tonight, after taraweeh, sat in the car outside the masjid so nobody could hear us argue. The mehndi is going to be in a hall, not a marquee in our back garden. I know she wanted the garden. We did it for afa's girls back in 2015 and it was beautiful, fairy lights and the smell of the mehndi and everyone squashed in. But:

- parking on our street is a nightmare on a normal Saturday, never mind with two hundred guests. After this whole masjid planning business with the neighbours on Kensington Street, I do not want to be the bloke who put a hundred cars on Oakwood Avenue.
- it's September. It could be siling down. It could be nithering.
- the marquee hire was one thousand nine hundred pound with the heaters and the flooring. For one night!
- Shirin's back. She'd be on her feet for three days setting up and clearing up. Her back went last year carrying the rice sacks and she was in bed a fortnight.

So: Laisterdyke Community Centre. Bev there is lovely, she says the main hall is free on Thursday the 25th, the night before... well, two nights before. It's got a kitchen, tables, a car park that takes sixty, and they let you do henna and music till eleven. Shirin cried a bit and then started planning the colours. She's already decided the hall needs "softening" with drapes. I know better than to ask what that costs.

The catering for the actual wedding is another argument for another day. Nadia's been dropping hints like anvils. She doesn't want me cooking. I'm a bit hurt, if I'm honest. I've fed half of Bradford for thirty years and I can't feed my own daughter's wedding? We'll see. Not tonight.

**Shahed.** His visa decision's due any day. Ayesha says Skilled Worker decisions from Dhaka are coming back in about three weeks. His mother rang Shirin to ask if Bradford is cold. Shirin said yes. His mother said he'll need a coat. Shirin said we'll find him a coat. This is how things get arranged in our community.

**FoodHopper.** Nothing back on the dispute. I've got the case number in the email and I've chased twice on the partner hub. Every time it says "we're looking into it". Tanvir says push for a phone call with an actual human. The new commission is killing us on the delivery side.

**Tanvir's website.** He's been building it in the evenings, on his laptop at the end of the bar, between serving. He showed me tonight: our menu, photos of the food that Jamie took on his phone, a button that says "Order for collection". He's set it so the orders come straight to the printer in the kitchen. No commission. No tablet freezing. He says once it's running we can do our own delivery too with Asif, a small radius, BD3 and BD2. I said what about the people who only know us through FoodHopper? He said that's why we stay on FoodHopper for now and grow this on the side. When did my son get sensible? I didn't say that out loud. I said "go on then, try it". He grinned like he did when he was six.

**Committee politics.** Haji Mannan rang me at eleven tonight — eleven, during Ramadan, when he knows I'm at the pass — to "sound me out" before Sunday. What he really wanted to know was whether I'd be embarrassed if the committee reversed the December decision, since I'd backed Pennine. I said Haji sahib, I'd be more embarrassed if we stuck with a firm that hasn't got insurance because I was too proud to change my mind. He went quiet and then said "good, good". I think that means he's already counted the votes. Dr Qureshi will want to see the numbers. I've printed them — Pennine deposit paid, what's left in the appeal, what Calder Valley quoted, what the gap is. Numbers don't argue.

**Imran's family.** Imran's mum rang Shirin about the guest list. Already. They've got a hundred and ten "at least" and she's only done the Leeds side. Shirin said lovely, lovely, and put the phone down and said a word I've never heard her say. We'll be at three hundred easy. Jamal bhai's a gentle soul, he just smiles and says "whatever the ladies decide". Wise man. Imran rang me separately, very politely, to ask if he could help with anything. I said pray for good weather. He laughed. I wasn't joking.

**Sylhet.** Bhai rang yesterday. They're all fasting, it's hot already there. He asked about the invitation letters for the visas. I said April. He said the earlier the better, the VFS in Sylhet is rammed in summer with everyone going for weddings. Nani's not well — her knees — but she says she'll come "even if you carry me". Shirin wants her there more than anything. Nadia too. Her Nani plaited her hair every summer we went home.

**Sabrina.** Mocks went well, she says. She wants to fast all month and revise all night and I keep telling her Allah doesn't want her fainting in a chemistry exam. She made iftar on Tuesday when Shirin was late back from Birmingham — lentil soup and pakoras — and it was lovely. She'll be fine. She's the one of my children who never needed me to worry about her, so naturally I worry about her most.

**Me.** Tired. Happy, mostly. Fifty-two and still at the pass at midnight. Abba did the same till he was sixty-five. I'd like to slow down after the wedding. Maybe let Ali bhai take more of the evenings. Maybe go home to Sylhet for a month with Shirin, just us, no list on the fridge.

Right, quarter past one. Sehri in under four hours. Dates and water and bed.
""")

NOTES["notes/long/2025-08-31-before-the-biya.md"] = _n("""
---
title: Four weeks to the biya
date: 2025-08-31
tags: [long, thinking, biya]
---
# Sunday 31 August — four weeks

Four weeks today till Nadia's wedding. Hot all month — we were mafted in that kitchen, forty degrees at the pass in the heatwave, Ali bhai working in a vest with a wet tea towel round his neck like a cricketer. Finally cooled down this weekend. I've got the window open and the sound of someone's barbecue three gardens down.

I can't sleep much these days. Shirin says I'm "worrying in the wrong order" — worrying about the dhol players when I should be worrying about the speech, worrying about the speech when I should be worrying about the seating plan. She's right. As usual.

**The family from Sylhet.** Alhamdulillah, alhamdulillah — Nani's visa finally came through. After the refusal in June I thought that was it. Ayesha took the whole thing apart and put it back together properly — every single point in that refusal letter answered, with a document for each. Worth every penny of her fee. When Shirin heard, she sat down on the kitchen floor. Didn't say a word for five minutes. Then rang everyone in Birmingham.

Bhai booked the flights for the three of them through Surma Travel — Emirates via Dubai, because it was about two hundred and eighty pound cheaper each than going direct. I bit my tongue. Me, I would sooner pay the extra every time and fly direct — Biman straight into Heathrow, or anything that doesn't involve a layover — than sit in Dubai airport for hours with a seventy-four-year-old in a wheelchair and Bhabi who gets travel sick. Every time I've gone home via the Gulf I've sworn never again: eight hours on a plastic chair, overpriced water, two hours queuing for the transfer. When Shirin and me go back next year, it's direct, I don't care what it costs. But it's Bhai's money and Bhai's choice and he's stubborn like Abba was. At least Dubai airport has wheelchairs and the Emirates people are good with the old ones. The airport run's sorted, thank God, because I'll be stuck at the Regency that afternoon.

**The restaurant.** Cover for wedding week is sorted — I've written the lads a sheet with everything on it, who does what, who to ring. I'll pin it by the till. The place will be fine. It's me who can't let go. Shahed's been brilliant all summer, the naans have people queuing. He's doing an English class at the college now too. Good lad. He wants to bring his wife over next year; I need to ask Ayesha what that involves.

FoodHopper's new rate has helped a bit. Not as good as the old days but I can breathe. Tanvir's little website ordering thing is doing about thirty orders a week now, mostly collection, no commission at all. Proud of him. Told him so, too, which surprised us both.

**The masjid.** Roof's done. The roofers did a beautiful job, finished end of July, the sisters' wudu area is dry for the first time in nearly a year. The lead's marked with SmartWater and there's an alarm now, and a sign saying so, which is more of a deterrent than anything. The appeal went over the target, which leaves the committee with a nice problem — what to do with the surplus. Haji Mannan wants new carpets. Saleem wants gutters and the boiler. Dr Qureshi wants to put it aside for the extension. I'm the treasurer; I just want everybody to stop emailing me at midnight.

And Pennine — the roofers who took our deposit and vanished — have gone into administration. I've filled in a form for the administrators. I'm not expecting much. Lesson learned. Saleem never once said I told you so, and that's a friend.

**Our own wedding.** I keep thinking about our wedding, Shirin's and mine, in Sylhet in 1996. I was twenty-three and terrified. Her family's house in Zindabazar, the courtyard full of people, a generator that kept cutting out so the lights went off every twenty minutes and everybody cheered when they came back. I'd met Shirin twice. Twice! Nowadays the kids meet, they talk for a year, they go for coffee, they text all day. We had two cups of tea under the eyes of six aunties. And still it's been twenty-nine years and I'd do it again tomorrow. Nani fed me so much at the wedding I couldn't move. I'll tell her that when she gets here. She'll pretend not to remember and then tell it better than me.

**The mehndi.** Shirin and the girls have got the mehndi completely under control, which means I'm not allowed to touch anything. I've been given one job: the mishti. Boxes and boxes of it. Rukhsana afa has opinions about which shop, Shirin has opinions, Nadia has opinions. I have opinions too, but mine involve thirty years in the food trade, so mine are right. The hall's booked, Bev's been a star, the drapes are ordered, the henna lady is Nadia's friend from uni who does it professionally. Dholki practice at afa's house twice a week — the cousins are learning the songs and I can hear them from the street.

**Tattwa and gifts.** The tattwa trays for Imran's family are Shirin and afa's department. Saris for his mum and sisters, a watch for Jamal bhai, sweets, a fish made of — I'm not joking — a real fish decorated like a bride, which is a Sylheti tradition nobody in Leeds will understand. Imran's mum is going to get a fright when she opens that tray. I'm looking forward to it more than anything else.

**The speech.** I have to make a speech. Father of the bride. In front of four hundred people, half of whom I know and half of whom are Imran's uncles from Leeds who'll be judging my English. I've been writing bits on my phone. Tanvir made me try that AI assistant thing to help "structure it". It was actually quite good — it asked me questions, like what's a story about Nadia only you know. So I told it about booth four, and her telling the customers the specials, and the day she got her pharmacy results and rang me at the pass and I dropped a whole tray of poppadoms. It's helping. I'll still cry. Everyone says the father always cries.

**Nadia.** She's so calm it's frightening. Lists, spreadsheets, a colour scheme she won't let anyone deviate from. She came for tea on Friday and fell asleep on the sofa at eight o'clock like she did when she was ten. I put a blanket on her. Shirin took a photo. These are the last few weeks she's ours in that way. I know, I know — you don't lose a daughter, you gain a son. Everyone says it. Still.

**Imran.** He came round last week to "ask about the mehndi". Really he came round to sit with me in the garden and talk about nothing for an hour, which I think was his way of saying something. He's a good lad. He asked what Abba was like. Nobody asks that any more. I told him about the café on Lumb Lane, the egg and chips, the men from the buses. He listened properly. He'll do.

**Biswanath.** I keep thinking about Abba's grave at home, under the jackfruit tree by the pond. I want to take Nadia and Imran there one day. Show them where we come from. The bari, the pond, Dada's mango trees, the school Abba walked four miles to. Maybe next year, after things settle. Direct flight, obviously.

**Money.** The wedding is costing what weddings cost. I said to Shirin: we saved for this for twenty-seven years without knowing we were saving for it. She said that's the most romantic thing you've ever said about money. It's probably the only romantic thing I've ever said about money.

**Sabrina.** Results came in August — A, A, A*. Medicine at Leeds, starting in a few weeks, just after the wedding. Living at home for the first year, thank God, because I'm not ready for two of them leaving in the same month. She said "Abba, you're going to be fine." I said who says I'm not fine. She gave me the exact look her mother gives me.

**Health.** BP was up at the pharmacy yesterday. One forty-two over ninety. Nadia said "wedding stress" and made me promise to walk every day till the wedding. I've walked twice. I'll walk tomorrow.

**Football.** City have started the season well, three games unbeaten. I don't trust it. I never trust it. But I'll go next Saturday anyway because that's what you do.

Right. Nearly midnight. Things to do tomorrow, in the right order, Shirin: ring Bev, ring Javed, ring the dhol lads, ring the tailor. Then worry about the speech. Then sleep.
""")

# ---------------------------------------------------------------- docs (txt)

DOCS = {}

DOCS["docs/wedding-week-instructions.txt"] = _n("""
SHAPLA TANDOORI — WEDDING WEEK, MON 22 TO SUN 28 SEPTEMBER 2025
(pinned by the till. Read it. All of it. — Rahim)

WHO'S IN CHARGE
  ALI BHAI (Mohammed Ali) runs the kitchen AND does the cash-up every night.
  Kasia runs front of house and has the FoodHopper tablet.
  Shahed on tandoor as normal (he's said he'll do extra shifts — thank you Shahed).
  Jamie extra on Friday. Asif deliveries as normal.
  Me and Tanvir: NOT HERE all week. Don't ring Tanvir about the wifi, he's the bride's brother.

OPENING TIMES
  Mon–Fri as normal, 5pm to 11pm.
  SATURDAY 27 SEPT: CLOSED ALL DAY. Sign for the door — Tanvir's printed it, it's in the drawer.
  Sunday 28: open 4pm, thali only if you're short-handed. Ali bhai's call.

SPARE KEYS
  Key safe is in the snicket down the side of the launderette, on the wall behind the big wheelie bins.
  Ali bhai and Kasia know the code. It is NOT written on this sheet on purpose.

CLOSING UP
  1. Tandoor: shut down as per the tandoor sheet on the wall by the pass. NEVER leave it on low overnight.
  2. Walk-in and fridges: temperatures into the SFBB diary before you leave. If the walk-in is over 8°C, ring Mick.
  3. Cash: float of £150 in the safe, the rest in the bag, Ali bhai banks it Monday morning.
  4. Back door: bolt top and bottom, then the shutter, then the alarm.
  5. Bins out Tuesday night — the council come at 6.

IF SOMETHING GOES WRONG
  Fridge / walk-in: Frosty Refrigeration, ask for Mick (number on the red folder).
  Gas smell: everybody out, don't touch switches, ring the gas emergency number on the meter sticker.
  Tandoor interlock keeps tripping: see the tandoor sheet, then ring the gas engineer (red folder). Don't bodge it.
  Drunk customer: Kasia knows what to do better than any of us.
  Inspector turns up: smile, show them the diary, everything's in order. It IS in order.

RING ME only if it's an emergency. On Saturday, only if the building's on fire.
""")

DOCS["docs/tandoor-lighting-and-shutdown.txt"] = _n("""
GAS TANDOOR — LIGHTING AND SHUT-DOWN
(laminated copy on the wall by the pass)

BEFORE LIGHTING
1. Switch the extraction canopy fan ON. The gas interlock will NOT let gas through
   unless the fan is running. That's the whole point of it. Don't fight it.
2. Check the emergency isolation valve is open. It's the YELLOW lever valve on the
   gas pipe on the wall just inside the back door, to the left of the mop sink, at
   shoulder height. Handle in line with the pipe = OPEN. Handle across the pipe = SHUT.
3. Check the interlock panel (grey box next to the canopy switch) shows a GREEN light.
   If it's red, press the green RESET button once.

LIGHTING
4. Push in and turn the pilot knob to PILOT. Hold it in.
5. Press the piezo igniter (red button) up to three times until the pilot lights.
6. Keep holding the knob in for 20 seconds, then release. Pilot should stay lit.
7. Turn the knob to ON, then the main burner control to LOW.
8. Warm up for 40 minutes, going up to HIGH after the first 15. First naans after 40 min.

SHUT-DOWN (every night)
9.  Main burner OFF, then pilot OFF.
10. Leave the fan running 10 minutes.
11. Turn the yellow isolation valve ACROSS the pipe (shut).
12. Never throw cold water into a hot pot. It will crack. Ask Ali bhai what happened in 2019.

IF THE INTERLOCK TRIPS
- Check the fan is actually running (filters clogged? belt?).
- Press RESET once. If it trips again: STOP. Ring the gas engineer (number in the red folder).
  Do not prop, jam or bypass anything.

WEEKLY
- Salt-water wipe of the clay pot, Mondays.
- Check the flame is blue, not yellow. Yellow = ring the engineer.
""")

DOCS["docs/gift-aid-claim-howto.txt"] = _n("""
GIFT AID — HOW I DO THE CLAIM FOR THE MASJID
(treasurer's notes — Rahim. For whoever does this after me.)

WHO CAN WE CLAIM FOR
- Only donors who are UK taxpayers AND have a signed Gift Aid declaration on file.
  The blue declaration forms are in the box file on the office shelf, alphabetical.
- Can't claim on: cash from the collection box with no name (see GASDS below),
  donations where the donor got something back (raffle tickets, bake sale cakes!),
  money from companies.

THE SPREADSHEET
- One row per donation (or aggregate small ones — up to £20 each — into one line per
  date, max 1000 rows per schedule).
- Columns: title, first name, last name, house name/number, postcode, aggregated Y/N,
  sponsored Y/N, donation date, amount.
- Use HMRC's own ODS schedule template. Don't retype it into Excel; it breaks.

SUBMITTING
1. Log in to Charities Online (Government Gateway). Login details are in the red file in
   the office safe, NOT on this sheet.
2. Choose "Make a claim", period start and end dates.
3. Upload the ODS schedule. Check the total it shows against my own total.
4. Submit. You get an acknowledgement email straight away, and a confirmation of the
   repayment amount a couple of weeks later.
5. Money arrives in the masjid bank account in about 4–5 weeks.

GASDS (Gift Aid Small Donations Scheme)
- For cash collections where we don't know the donors (Jummah buckets).
- Max £30 per individual donation, up to £8,000 a year → up to £2,000 top-up.
- Need collection sheets signed by TWO counters and the banking slips. Saleem keeps
  forgetting the second signature. Nag him.

GOOD HABITS
- Do a claim at least once a year. Claims can go back four years, but don't leave it.
- Keep everything six years.
- Tick the donor off in the declarations file when they move house or stop paying tax.
""")

# ---------------------------------------------------------------- CSV

DONATIONS = [
    ("2024-11-08", "RA-001", "Jummah collection (appeal launch)", "cash", 2310, "GASDS"),
    ("2024-11-15", "RA-002", "Jummah collection", "cash", 1480, "GASDS"),
    ("2024-11-17", "RA-003", "Online appeal page, week 1", "online", 3260, "Y"),
    ("2024-11-24", "RA-004", "Sisters' bake sale", "cash", 1140, "N"),
    ("2024-11-29", "RA-005", "Jummah collection", "cash", 1215, "GASDS"),
    ("2024-12-06", "RA-006", "Standing orders Nov-Dec", "bank", 2640, "Y"),
    ("2024-12-13", "RA-007", "Jummah collection", "cash", 1155, "GASDS"),
    ("2024-12-15", "RA-008", "Anonymous donation", "bank", 5000, "N"),
    ("2025-01-03", "RA-009", "Jummah + online Dec", "mixed", 1450, "part"),
    ("2025-01-10", "RA-010", "Rafiq family donation", "bank", 5000, "Y"),
    ("2025-02-07", "RA-011", "Jummah + online Jan", "mixed", 3875, "part"),
    ("2025-03-07", "RA-012", "Ramadan Jummah 1", "cash", 4620, "GASDS"),
    ("2025-03-21", "RA-013", "Ramadan Jummah 3", "cash", 3980, "GASDS"),
    ("2025-03-28", "RA-014", "Laylatul Qadr night collection", "cash", 5310, "GASDS"),
    ("2025-04-04", "RA-015", "Online page, Ramadan total", "online", 2205, "Y"),
    ("2025-05-02", "RA-016", "Standing orders Jan-Apr", "bank", 1760, "Y"),
    ("2025-05-30", "RA-017", "Jummah collection", "cash", 890, "GASDS"),
    ("2025-06-06", "RA-018", "Eid al-Adha collection", "cash", 1340, "GASDS"),
    ("2025-07-04", "RA-019", "Jummah collection", "cash", 615, "GASDS"),
    ("2025-07-25", "RA-020", "Roof completion thank-you Jummah", "cash", 625, "GASDS"),
]
CHECKPOINTS = {"RA-008": 18200, "RA-010": 24650, "RA-020": 49870}


def donations_csv():
    rows = ["date,receipt_ref,description,method,amount_gbp,gift_aid,running_total_gbp"]
    total = 0
    for d, ref, desc, meth, amt, ga in DONATIONS:
        total += amt
        if ref in CHECKPOINTS:
            assert CHECKPOINTS[ref] == total, (ref, total)
        rows.append("%s,%s,%s,%s,%d.00,%s,%d.00" % (d, ref, desc, meth, amt, ga, total))
    return "\n".join(rows) + "\n"


PAYOUT_PERIODS = [
    ("2025-01-12", 212, 4817.40), ("2025-01-26", 198, 4533.10), ("2025-02-09", 205, 4712.85),
    ("2025-02-23", 221, 5104.30), ("2025-03-09", 176, 3942.60), ("2025-03-23", 243, 5611.75),
    ("2025-04-06", 231, 5390.20), ("2025-04-20", 208, 4951.90), ("2025-05-04", 214, 5068.45),
    ("2025-05-18", 219, 5187.30), ("2025-06-01", 226, 5342.15), ("2025-06-15", 217, 5129.80),
    ("2025-06-29", 203, 4803.55), ("2025-07-13", 196, 4655.00), ("2025-07-27", 188, 4497.25),
    ("2025-08-10", 201, 4768.90), ("2025-08-24", 209, 4942.70), ("2025-09-07", 224, 5318.40),
]


def payouts_csv():
    rows = ["period_ending,orders,gross_sales,commission_rate,commission,packaging_fee,adjustment,payout,note"]
    for end, orders, gross in PAYOUT_PERIODS:
        rate = 30 if end <= "2025-06-01" else 27
        comm = round(gross * rate / 100.0, 2)
        pack = round(orders * 0.20, 2) if end <= "2025-06-01" else 0.0
        adj = 612.40 if end == "2025-04-20" else 0.0
        payout = round(gross - comm - pack + adj, 2)
        note = ""
        if end == "2025-01-12":
            note = "30% from 1 Jan - disputed"
        elif end == "2025-04-20":
            note = "dispute credit (partial) - packaging fees + Jan rate"
        elif end == "2025-06-15":
            note = "new rate from 1 Jun; packaging fee dropped"
        elif end == "2025-03-09":
            note = "Ramadan week 1 quiet"
        rows.append("%s,%d,%.2f,%d%%,%.2f,%.2f,%.2f,%.2f,%s" % (end, orders, gross, rate, comm, pack, adj, payout, note))
    return "\n".join(rows) + "\n"


def build():
    out = []
    for k, v in NOTES.items():
        out.append((k, v))
    for k, v in DOCS.items():
        out.append((k, v))
    out.append(("data/masjid-roof-appeal-ledger.csv", donations_csv()))
    out.append(("data/foodhopper-payouts-2025.csv", payouts_csv()))
    return out
