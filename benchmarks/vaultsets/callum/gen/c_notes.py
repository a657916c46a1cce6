# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files for Callum's vault."""

NOTES = {}

NOTES["notes/cottage/renovation-plan.md"] = """---
title: Tigh na Creige - renovation plan
created: 2024-03-20
updated: 2024-06-20
tags: [cottage, renovation, money]
---

# Tigh na Creige – the big plan

Bought the place knowing it was a project. Stone cottage, 1870s or thereabouts, walls near enough 600mm thick, slate roof, and a wee flat-roofed extension at the back (porch + bathroom) that is clearly 1970s and clearly the worst bit of the whole house.

## Room by room

| Room | Problem | Plan | When | Rough cost |
|---|---|---|---|---|
| Living room | Open fire, smokes when the wind's in the west, eats coal | Woodburner – Morsø Squirrel chosen, see [[woodburner]] | autumn 2024 | £2.5–3k |
| Kitchen | Damp under the sink, lino lifting | Fix the leak, new floor later | 2025? | £600 |
| Back bedroom (Rory's) | Black mould on the north gable wall, musty smell | Dehumidifier now, proper survey before winter | survey Oct | ? |
| Isla's room | Freezing, single glazing | Secondary glazing | 2025 | £400 |
| Bathroom (extension) | Extractor fan dead | New fan | summer | £120 |
| Outside | Septic tank, gutters, slates | Annual empty; clear gutters; get roof looked at | ongoing | – |

## Priorities (in order)
1. Warmth – a stove in before winter
2. Damp in Rory's room – the boy cannot be sleeping in that
3. Roof and gutters
4. Everything else

## Checklist
- [x] Get tank emptied (April – done, Kenny)
- [x] Buy dehumidifier
- [x] Stove survey with Jamie Kerr (10 June)
- [ ] Damp survey booked
- [ ] Gutter at the NE corner – overflowing again
- [ ] Secondary glazing quotes
- [ ] Ask Kirsty's Euan if he knows a slater

Budget: trying to keep the whole lot under £8k this year. Ha.
"""

NOTES["notes/cottage/woodburner.md"] = """---
title: Woodburner options
created: 2024-05-28
tags: [cottage, stove]
---

# Woodburner – options & decision

Room: living room roughly 4.6m x 3.9m, ceiling 2.3m, open to the stair. Existing chimney is sound-ish (smoke test by Jamie Kerr, Kerr Stoves & Flues, HETAS registered, 10 June). Needs a 6" flexible liner and a new register plate. The hearth is there but needs extending forward.

| Model | Output | Price (stove only) | Notes |
|---|---|---|---|
| Morsø Squirrel 1410 | ~4.3kW | £1,195 | Wee, cast iron, classic look, Danish. Love it. |
| Charnwood C-Five | 5kW | £1,480 | Made on the Isle of Wight, good airwash, a bit boxy |
| Clearview Pioneer 400 | 5kW | £1,900 | Lovely but £££ |
| Stovax View 5 | 5kW | £1,350 | Big window, feels a bit "show home" |

Wood: will need somewhere dry to season it. The lean-to at the gable end is fine if I put a pallet floor in.

## Decision – 14 June
Going with the **Morsø Squirrel**. It's the right size for the room (I think), it looks like it belongs in an old cottage, and it's the cheapest decent option. Jamie to send a formal quote for supply + fit.

- [x] Smoke test / survey (Jamie, 10 Jun)
- [x] Decide model
- [ ] Formal quote
- [ ] Deposit
- [ ] Book install date (before the clocks go back ideally)
- [ ] Carbon monoxide alarm (needs one by law now with a new appliance)
"""

NOTES["notes/cottage/septic-tank.md"] = """---
title: Septic tank
tags: [cottage, septic, house]
---

# Septic tank – what I know

- Tank: two-chamber GRP, approx 2,800 litres, put in 1998 according to the sale pack. Discharges to a soakaway in the field below the house (not to the burn – good; SEPA registration letter is in the house folder).
- The lid (inspection cover) is **behind the woodshed**, under the big flat slate. Don't drive anything heavy over that strip of grass – the soakaway pipe runs under it towards the fence.
- Emptied by **Lorn Drainage Services** – Kenny Boyd, 07700 900412. Nice guy, knows every tank in the glen and most of the gossip.
- Empty every 12 months. Kenny says I could stretch it to 18 with one adult and the kids half the time, but it's not worth the risk.

## History
| Date | What | Cost |
|---|---|---|
| 2023-05 (previous owner) | Emptied | ? |
| 2024-04-22 | Emptied by Kenny. Baffle fine, crust normal. Soakaway draining OK. | £180 |

## Rules (for me and for anyone staying)
- Nothing but loo roll down the toilet. NO wipes, not even the "flushable" ones.
- Go easy on the bleach. Eco washing-up liquid.
- No fat down the sink.
- If there's a smell at the bottom of the field after heavy rain, ring Kenny before it turns into a problem.
"""

NOTES["notes/cottage/damp.md"] = """# Damp – Rory's room (north gable)

Started a proper log in March because the mould came back two weeks after I'd bleached it. Hygrometer on the chest of drawers, reading taken at bedtime.

| Date | RH % | Outside | Notes |
|---|---|---|---|
| 2024-03-04 | 81 | dreich, 6°C | window streaming |
| 2024-03-11 | 78 | rain all day | dehumidifier arrived |
| 2024-03-25 | 66 | dry, cold | dehumidifier on 8h a day, emptying the tank daily |
| 2024-04-15 | 63 | showers | mould not back yet |
| 2024-05-20 | 60 | warm | window open most days |
| 2024-07-08 | 58 | muggy | |
| 2024-09-02 | 69 | wet week | musty smell back behind the bed |
| 2024-09-16 | 72 | storm | gutter at NE corner overflowing straight down the wall |

## Options
- Chemical DPC injection – "DampStop Scotland" quoted £1,100 over the phone without even seeing the place. Suspicious.
- Proper independent survey first. Gregor says Westcoast Damp & Timber are independent – they don't sell treatments, so no axe to grind.
- Kirsty says her pal in Dumbarton had the cement render taken off her cottage and it fixed everything.
- Meanwhile: dehumidifier, bed pulled 10cm off the wall, window vent open.

**Survey booked: Thursday 3 October, 10am, Westcoast Damp & Timber.**
"""

NOTES["notes/boat/selkie.md"] = """---
title: Selkie
tags: [boat, selkie]
---

# Selkie – boat notes

- Orkney Longliner 16 (just under 5m), built 1994, GRP, red hull (a bit faded), bought 2021 off a retired creel man on Easdale.
- Engine: **Yamaha F20** four-stroke, 20hp, tiller steer, long shaft. Bought second-hand in 2021 with 96 hrs on the clock.
- Mooring: swing mooring in Ardcarrick Bay, Ardcarrick Harbour Trust (harbourmaster Duncan MacPhail). Annual licence, invoiced in the spring or January.
- Trailer: galvanised, braked, lives at Gregor's at Clachan when it's not in use.
- Insurance: Merrow Marine, renews 1 August (policy docs are in the e-mail).

## Servicing
The outboard gets a full service **every 100 hours or every 12 months, whichever comes first** – oil, gear oil, fuel filter, plugs, impeller every second service, anode check. Gregor does it in his shed for a bottle of Talisker and a hand with his creels. Engine hours are in the boat log (data/boat-log.csv).

## Kit aboard
- [x] 2x adult lifejackets (auto), 2x kids' (Rory's needs upsizing)
- [x] VHF handheld – charge before every trip
- [x] Flares – in date till 2026
- [x] Anchor, 20m chain/warp
- [x] Paddle, bailer, first aid kit, torch
- [ ] Replace the bilge pump float switch
- [ ] New kill cord – old one's perished

## Rules for the kids
- Lifejacket on before you step on the pontoon. Not negotiable.
- Nobody stands up when we're under way.
- Rory can helm in the bay if it's flat calm.
"""

NOTES["notes/lifeboat/crew-notes.md"] = """---
title: Lifeboat crew notes
tags: [lifeboat, FoLL, volunteering]
---

# Firth of Lorn Lifeboat – crew notes

Joined as volunteer crew Nov 2022, passed out as crew member Sept 2023. Ardcarrick station. Boat: "Margaret Rose" (inshore, 7.5m RIB, twin outboards).

## People
- Shona Campbell – Lifeboat Operations Manager (LOM). Authorises every launch. Ex-CalMac, takes no nonsense.
- Donnie MacLeod – senior helm
- Lachie Grant – training officer, runs training nights
- Morven – fundraising (does basically everything)
- Ruaridh Bell – crew, joined the same time as me

## Routine
- Training night: **Tuesdays, 7pm** at the station. Sea exercise if the weather allows, otherwise shore drills, casualty care, radio procedure.
- Pager must be on and charged whenever I'm on the rota. If I'm away (Bergen, kids' weekends) tell Lachie so the rota's right.
- Kit: drysuit in my locker (no. 9), helmet, lifejacket checked monthly.

## Quals / to do
- [x] Casualty care (refreshed Feb 2024)
- [x] VHF SRC licence
- [x] Capsize drill – pool session in Oban
- [ ] Sea survival refresher – mine lapses in spring 2025, need to get on a course before the end of March
- [ ] Helm assessment – Donnie says maybe next year
"""

NOTES["notes/work/kelplink-grant.md"] = """---
title: KELPLINK - NSOF bid
created: 2024-04-09
updated: 2024-12-02
tags: [work, grant, norway, kelp]
---

# KELPLINK – kelp forest connectivity, Scotland–Norway

Funder: Nordic-Scottish Ocean Fund (NSOF), "Coastal Resilience 2025" call.
**Deadline: 14 March 2025, 16:00 CET** (full proposal, submitted by Ingrid through the portal).
Ceiling about £760k equivalent over 3 years, split across partners.

## Partners
| Who | Where | Role |
|---|---|---|
| Ingrid Solberg | Havbrekk Institute, Bergen | PI, WP1 (genetic connectivity) |
| Magnus Haugen | Havbrekk Institute | finance – the spreadsheet man |
| Lars Eide | Nordland Coastal Lab, Bodø | WP2 (spore dispersal modelling) |
| Callum Drummond | Lorn Marine Field Station | Scottish lead, WP3 (urchin barrens & recovery) |
| Niamh O'Connell | LMFS | postdoc, WP3 fieldwork |

## Work packages
- WP1 – population genetics of *Laminaria hyperborea* across the North Sea coasts (Bergen)
- WP2 – spore dispersal modelling (Bodø)
- WP3 – urchin barrens: surveys at the Lorn sites + Norwegian equivalents, recovery experiments (us)
- WP4 – management & stakeholders (everyone)

## My notes
- Ingrid wants WP3 to include an ROV component. Costly. Need to see Magnus's numbers before arguing.
- Writing workshop in Bergen in February to knock the thing into shape.
- Helen (director) is happy for me to put 30% of my time on it if it's funded.
- Niamh's contract ends Aug 2025 – this would keep her on. Don't tell her it's riding on it.

## To do
- [x] CV in the NSOF template to Ingrid
- [x] Draft WP3 text (v1 to Ingrid 28 Oct)
- [x] Budget v2 from Magnus – reviewed, replied
- [ ] Letter of support – Ardcarrick Harbour Trust (Duncan MacPhail said yes in principle, not written yet)
- [ ] Letter of support – Lorn Fisheries Association (asked, no answer)
- [ ] Data management plan section
- [ ] Permits paragraph – licence for the urchin removal plots
"""

NOTES["notes/work/survey-sites.md"] = """# Lorn kelp survey sites

Long-term monitoring since 2016 (started by Peter Hume before he retired). Main survey every June, autumn check in September if the weather lets us. Diver transects 3 x 30m at 5m and 10m below chart datum; 1m² quadrats every 5m: kelp density, stipe length, epiphytes, urchin counts.

| Site | Location | Depth band | Status 2024 | Notes |
|---|---|---|---|---|
| Port nan Ròn | N end of Kerrera, east side | 5–10m | healthy forest | our reference site |
| Sgeir Dhubh | reef off the SW tip of Kerrera | 5–12m | **urchin barren** – kelp cover ~15%, *Echinus* 5–7 per m² | healthy till about 2019. Grim. |
| Camas Bàn | Lismore, south shore | 5–10m | healthy, some grazing | |
| Dùnan Mòr | mainland, below Ardcarrick | 3–8m | patchy, silty | near the fish farm outflow |
| Eilean Beag | Firth of Lorn, sheltered side | 5–10m | recovering | divers culled urchins here in 2021 (trial) |

## Dive logistics
- Boat: station RIB "Corran" (Gregor skippers), launch from the station slip.
- Dive officer: Gregor Munro. Always 3 divers minimum + surface cover.
- Slack water matters at Camas Bàn – check the Lismore tidal stream before planning.
"""

NOTES["notes/kids/handover.md"] = """---
title: Kids - handover arrangements
created: 2023-08-30
updated: 2024-02-15
tags: [kids, fiona]
---

# Isla & Rory – the arrangement

Agreed with Fiona through the family mediation service in Oban, August 2023. Not a court thing, just what works for everybody.

- **Weekdays:** kids live mainly at Fiona's in town through the week (school's right there).
- **Midweek:** I pick them up from Fiona's on **Wednesday at 5pm**, they stay the Wednesday night, and I drop them at school on the Thursday morning.
- **Weekends:** alternate weekends, Friday after school to Sunday 6pm.
- **Holidays:** split roughly half and half, sorted nearer the time in the family chat.
- **Christmas:** alternates – we sort it out each year.

Things to remember:
- Isla's fiddle comes with her if there's practice to do.
- Rory's inhaler (blue) – there's one at each house now.
- No school bus from the end of my road – I drive them in.
- Maintenance: standing order on the 1st of the month.
"""

NOTES["notes/kids/isla-and-rory.md"] = """# Isla & Rory – things to remember

## Isla (13, S2 at Lorn Academy)
- Birthday 19 April.
- Shoes size 6, clothes 14–15.
- **Vegetarian since July 2024** – no fish either, she's dead serious about it. Likes halloumi, my lentil soup, bean chilli. Check labels for gelatine (Haribo!).
- Fiddle – lessons Tuesdays after school with Mrs Mathieson, plays in the school trad band.
- Wants: Doc Martens, more phone time, to be left alone.

## Rory (9, P5 at Achnaclach Primary)
- Birthday 2 November.
- Shoes size 3, clothes 9–10.
- Asthma – blue inhaler, one at each house.
- Won't eat mushrooms ("slugs") or anything "with bits in". Will eat any mackerel he's caught himself.
- Swimming club at Oban Swim Centre every other Saturday morning; football Wednesday nights at the school.
- Wants: a rod of his own, a dog (we HAVE a dog, Rory).
"""

NOTES["notes/food-and-messages.md"] = """# Food, recipes & the messages

## Standing messages list (Co-op in Oban, or Lidl if I'm in on a Thursday)
- oatcakes, crowdie or a bit of Mull cheddar
- porridge oats (pinhead for me, rolled for the weans)
- tatties, neeps, carrots, onions, leeks
- milk x2, butter, eggs
- red lentils, tins of chickpeas, chopped toms
- dog food for Bracken – the grain-free one or she gets itchy
- Irn-Bru for Rory (treat only, don't tell his mother)

## Stuff I like / don't
- Love: proper Cullen skink, kippers, hot-smoked salmon, cranachan, a bacon roll on the pier after a shout.
- **Cannot abide coriander.** Tastes of soap. If a recipe says coriander it means flat-leaf parsley in this house.
- Not fussed on sushi, to be honest, which is a bit embarrassing for a marine biologist.
- Coffee: strong, black, stovetop. Instant is a crime.

## Go-to recipes

### Lentil soup (Isla-approved, veggie version)
- 1 onion, 2 carrots, 1 leek, chopped small
- 250g red lentils, rinsed
- 1.5 litres veg stock, a bay leaf, smoked paprika instead of the ham hough
- Sweat the veg, add the rest, simmer 40 min, blitz half of it. Better the next day.

### Mackerel on the barbecue
- Gut them on the pontoon (Rory's job now, he loves it)
- Slash the sides, salt, lemon, straight on a hot grill 3–4 min a side
- Oatcakes and a wee dab of horseradish

### Stovies (Sunday, when there's leftover beef)
- Tatties, onions, dripping, leftover meat, a splash of stock. Low and slow. Beetroot on the side.
"""

NOTES["notes/money/budget-2025.md"] = """---
title: Budget 2025
created: 2025-01-05
tags: [money]
---

# Budget 2025

Monthly take-home is roughly £2,780. Fixed stuff first.

| Monthly | £ | Notes |
|---|---|---|
| Mortgage | 690 | fixed till 2027 |
| Child maintenance | 420 | standing order 1st |
| Council tax | 168 | band C |
| Electric | 95 | less now the stove's doing the heavy lifting |
| Car (fuel, ins.) | 160 | |
| Phone + broadband | 52 | |
| Food / messages | 380 | more on kids' weeks |
| Dog | 35 | |
| Savings (cottage fund) | 250 | |

## Annual / lumpy
| Item | £ | When | Notes |
|---|---|---|---|
| Mooring licence (Ardcarrick) | 140 | Jan | 2024 rate – invoice due any day |
| Boat insurance (Merrow) | 187.40 | Aug | |
| Septic tank empty | 180 | April | what Kenny charged last time |
| Car service + MOT | 380 | Sept | |
| Chimney sweep | 70 | May | first sweep after a winter of burning |
| Lifeboat ceilidh tickets, raffle etc. | 60 | March | |
| Mum's 70th – present + dinner | 250 | March | |

## Big ticket (if I can)
- North gable render off + lime pointing – waiting on Archie's quote, guessing £3–4k
- Secondary glazing in Isla's room – £400
"""

NOTES["notes/words-gaelic-norwegian.md"] = """# Words – Gaelic & Norwegian

Collecting these because the kids ask and I never remember.

## Gaelic (mostly place names round here)
| Word | Meaning | Where it turns up |
|---|---|---|
| ròn | seal | Port nan Ròn – harbour of the seals |
| sgeir | skerry, sea rock | Sgeir Dhubh – the black skerry |
| dubh | black | |
| bàn | white, fair | Camas Bàn – white bay |
| camas | bay | |
| eilean | island | Eilean Beag – wee island |
| creag | rock, crag | Tigh na Creige – house of the rock |
| feamainn | seaweed | |
| ceilidh | a visit / a dance | |
| dreich | (Scots, not Gaelic!) dull, wet, miserable | every day |

## Norwegian (for Bergen)
| Word | Meaning |
|---|---|
| takk | thanks |
| tusen takk | thanks a lot (a thousand thanks) |
| unnskyld | sorry / excuse me |
| skål | cheers |
| tare | kelp |
| kråkebolle | sea urchin (literally "crow ball"!) |
| hav | sea |
| regn | rain – Bergen's other name |
"""

NOTES["daily/2024-04-17.md"] = """# Wed 17 April 2024

Dreich. Rain sideways off the firth all day, the kind that gets in your ears.

- Lab: sorted the June survey boat bookings with Gregor – Sgeir Dhubh on the 12th, Port nan Ròn on the 13th, weather permitting.
- Ingrid sent round the partner list for KELPLINK. Magnus is doing the budget, thank God.
- Kids tonight (Wednesday). Made macaroni cheese. Rory had seconds, Isla picked at it and went to her room.
- Selkie: bilge had a fair bit of water in it after the weekend rain. Check the cockpit drain isnt blocked with weed again – definately weed, it was last time.
- Phoned Kenny re the tank – Monday 22nd confirmed.
- Isla's birthday Friday – order the cake from the bakery in town. (DONE)
"""

NOTES["daily/2024-08-02.md"] = """# Fri 2 Aug 2024

Bright for once. Took Rory out in Selkie after work, feathers off the point – eleven mackerel.

The big grey seal is back hanging about the pontoon. Rory has named him Hamish. He lay right under the pontoon while Duncan's creel boat came in and then helped himself to two mackerel out of our bucket when Rory's back was turned. Rory was raging, then absolutely delighted. Got a decent photo of his left flank (old scar, like a question mark) for the station's seal ID catalogue.

- Lifeboat Open Day next Saturday (10th) – I'm on the duck race with Ruaridh.
- Isla at Fiona's mum's in Inverness all week.
- Insurance renewal for Selkie – paid 30 July, done.
"""

NOTES["daily/2024-11-28.md"] = """# Thu 28 Nov 2024

Dark by four. Stove going since three and it's transformed the house – two weeks in and the living room is actually warm. Bracken has claimed the rug in front of it permanently.

Read the damp report through again and had Archie Fraser round this afternoon for a look at the gable.

**Decided:** we are not doing chemical injection. The problem's the cement render on the north gable trapping the water, plus the gutter at the NE corner dumping on it every time it rains. Plan:
1. Gutter fixed – did it myself on Saturday (new bracket + downpipe shoe).
2. Cement render off the north gable in the spring, repoint in lime – Archie to quote.
3. Dehumidifier keeps going in Rory's room through the winter; window vent open 10 min a day.
4. Re-check readings in summer 2025 before doing anything inside (replastering etc).

DampStop can whistle for their £1,100.

Other:
- Rory's birthday photos – send to Mum.
- Budget call with Magnus went fine, he's happy with where we landed.
- Lachie's new training rota – put it in the calendar properly.
"""

NOTES["daily/2025-02-12.md"] = """# Wed 12 Feb 2025

Wind's gone round to the north. Cold but dry – first time in weeks the washing's been out.

- [x] Send Ingrid WP3 v3
- [ ] chase Duncan MacPhail re the KELPLINK support letter (he keeps saying "next week")
- [ ] phone Kenny Boyd – book the tank empty for April
- [ ] pay my half of Mum's present to Kirsty
- [x] house-sitter sheet done and printed
- [ ] Rory's passport form – photos!
- [ ] Isla's trip – check what Fiona forwarded

Niamh came in with a list of Norwegian phrases for Bergen. "Unnskyld" is apparently all I need.
"""

# ------------------------------------------------------------------ long rambling notes

NOTES["notes/journal/2024-05-12-sunday-brain-dump.md"] = """# Sunday night brain-dump – 12 May 2024

Kids went back to Fiona's at six. The house is always too quiet for the first hour after, so I'm doing the thing the counsellor suggested last year and writing it all down instead of lying awake doing sums in my head. Kettle's on. Bracken's asleep on my feet. Rain again.

## The weekend

Took Rory out in Selkie on Saturday. Too early for mackerel really but he wanted to go, and it was flat calm in the bay for once, so we went round the point and back and he helmed most of the way home. He's getting good at it – reads the water better than I did at his age. We saw an otter on the rocks below the old pier and he went completely silent for about five minutes, which for Rory is a medical event. No fish. He didn't care. Bought chips in Oban on the way back and ate them in the car with the windows steamed up.

Isla did not come out in the boat. Isla is thirteen now and the boat is "boring" and the cottage is "cold" and I am "so embarrassing". She spent most of Saturday on her phone in her room and came down for food. Then on Sunday morning out of nowhere she sat at the kitchen table for an hour and talked to me about a documentary she'd watched on bottom trawling and asked really good questions about what we see on the survey dives. So. Who knows. Fiona says it's the same at hers: a door, then a flash of the old Isla, then the door again. I'm trying not to take it personally. I am taking it a wee bit personally.

The Wednesday handovers are working well now. I pick them up at five, we have tea, homework, the school run on Thursday morning. It's the bit of the week I like best, honestly – it's normal, it's just a Wednesday, there's no big "dad weekend" pressure to make it special.

## The cottage

Rory's room. The damp. I've been logging the hygrometer every week or so and it's down from the low eighties to about sixty since the dehumidifier arrived, which is something, but the smell comes back whenever we get a wet week and there's still a tidemark on the north wall behind his bed. I've pulled the bed away from the wall. It's not right that a nine-year-old sleeps in a room that smells like a cave. If I can't get it sorted by the autumn he's swapping with me and I'll sleep in there.

Got a phone quote from one of those damp firms – they wanted to inject the wall without even coming out to look at it. Gregor says get an independent surveyor first, someone who isn't selling the cure. That makes sense. Autumn, before the weather turns properly, is probably the time.

The stove. I've been reading too much about stoves. Jamie Kerr (HETAS fella, Gregor's cousin's boy or something, everybody in Argyll is somebody's cousin) is coming on the 10th of June to do a smoke test and have a look at the chimney. Kirsty says get the biggest one that fits – "you'll never regret being too warm" – but the internet says an oversized stove just gets run slumbering and tars up the liner. I like the look of the wee Danish cast iron ones. The old open fire is basically a machine for sucking warm air out of the house and up the lum. Every time the wind's in the west it puffs smoke back into the room and the smoke alarm goes and Bracken leaves the room in disgust.

The tank got emptied in April – Kenny came and did it, told me a long story about a holiday let up the glen where the guests had been flushing nappies, which I could have done without at nine in the morning. Soakaway's fine apparently. Good. That's one thing.

Roof: there's a slate on the back that looks a bit squint from the garden. Need to get someone up there. Gutters at the corner still overflowing in heavy rain. Add to the list. The list is long.

## Work

June surveys are booked. Two days at the Kerrera sites, then the Lismore one if the weather holds. Gregor's sorting the RIB. Niamh is keen, which is lovely, she's a great diver and a better writer than me.

KELPLINK. Had the kick-off call with Ingrid and Magnus in April and it's properly happening now. Ingrid's a force of nature – she had the whole structure of the proposal in her head before the call started. I'm leading the urchin barren work package, which makes sense; it's what I've been banging on about for five years. The Bergen lot have been seeing the same thing on their side and they've got much better genetics people than we do. If this gets funded it would change everything here – Niamh's contract, a proper field season, maybe a second RIB. If it doesn't, well, we'll have written a good proposal and made some friends in Norway.

Ingrid mentioned a writing workshop in Bergen some time next winter. I've not been to Norway since the PhD. The thought of a few days of actually thinking about science, away from the house and the damp and the school run, is a bit shameful how appealing it is.

Helen (director) is supportive, which matters. She said in the corridor "if you don't go for it, someone at a bigger place will, and they'll use our data". She's right.

## Lifeboat

Training Tuesday was a capsize drill in the pool in Oban. Freezing, even in a pool. Lachie timed us righting the liferaft and we were slower than last time, which he took very personally. No shouts this month so far. Donnie says the summer will be busy – the paddleboarders are coming, God help us all.

I love the lifeboat. I don't think I realised how much I needed something that wasn't work or the kids or the house. The pager going off is terrifying and brilliant. And there's a crew of folk who don't care that I'm separated or that my cottage is damp – they care whether I can tie a bowline in the dark.

## Being on my own

It's over a year now since I moved out here properly. Most of the time I'm fine. Better than fine – I like my own company, I like the quiet, I like that nobody minds if I eat porridge for tea. But Sunday nights are hard. The house goes from full to empty in the time it takes Fiona's car to get to the end of the road, and I notice every noise it makes. The fridge. The wind in the chimney. The drip in the kitchen I still haven't fixed.

The counsellor said to notice the feeling and not argue with it. So: noticed. It's lonely on a Sunday night. It's also fine. Both things.

People are kind. Gregor and his wife have me over for tea more than they need to. Jean next door leaves scones on the step like a wee anonymous benefactor. The lifeboat lot drag me to the pub after training. And Kirsty phones every few days under the pretence of asking about Mum, which is really her checking on me, which I know, and she knows I know.

## Bracken

Bracken is seven this year. Still daft. She's started going grey round the muzzle and she takes a bit longer to get up in the morning, same as me. She's the best decision I made during the whole mess of the separation – Fiona didn't want a dog in town and the kids were gutted, so Bracken came with me, and now the kids come to "Bracken's house" as much as they come to mine. I'm not offended. She's better company.

She rolled in something dead on the shore on Thursday and had to be hosed down in the yard. Rory thought it was the funniest thing that had ever happened.

## The station

The fish farm down the loch has applied to expand again. There's a consultation, and Helen wants the station to submit something neutral and factual, which is right, but half the village wants us to come out against it and the other half works there. I'm keeping my head down and sticking to what the data says. Which is: it's complicated.

The new PhD student starts in September. Helen wants me to co-supervise. That's more time I haven't got, but it's a good project – seagrass, not kelp, so I'll learn something.

## Mum

Phoned Mum. Her hip's bad again and she won't go back to the doctor because "they'll just tell me I'm old". She's sixty-nine. Kirsty's going up to Fort William next weekend. I should go more. I'll take the kids up in the summer holidays. She's seventy next year and Kirsty's already muttering about a party. Mum will say she doesn't want a fuss and then be raging if there isn't one.

## Money

Did the sums again. Mortgage, maintenance, the car, the boat (mooring, insurance, fuel – the boat is a hole in the water you throw money into, everyone says so and everyone's right), the cottage fund. If the stove comes in around three grand that's most of this year's cottage money gone. The damp might need to wait till next year unless it's cheap. Which it won't be. Nothing about this house is cheap except the view, and the view is free.

## Other stuff rattling around

- The midges have arrived. Three weeks early. Or I'm just getting older and noticing them more.
- Need to book the car in.
- Bracken needs her booster.
- The garden: I planted tatties in the wee raised bed Kirsty built me. We'll see. Last year's carrots were eaten by something.
- Reading: finally started that book about the history of the herring fishing that Dad used to go on about. I keep thinking of things I'd have asked him.
- Haven't been for a swim in the sea since March. Do it this week.
- I should phone Euan about a slater. Kirsty says he knows everyone.

## Things I want to remember

Rory with the otter. Isla at the kitchen table talking about trawling. The light on the water on the way back in on Saturday, that weird silver-pink that only happens here in May. The first warm evening when I sat outside with a coffee and the house didn't feel like a problem to be solved, just a house.

Right. Kettle's boiled twice. Bed. Seperate note to self: stop making lists at midnight.
"""

NOTES["notes/journal/2024-09-22-end-of-summer.md"] = """# End of summer – 22 Sept 2024

Equinox more or less. The light's going fast now, it's dark by half seven and the mornings are getting that edge to them. Long one this, I've been putting off writing it.

## The shout

Pager went last Saturday (14th) just after two in the afternoon. Kayaker capsized off the south end of Lismore, near the lighthouse on Eilean Musdile – the tide was running hard through there and the wind had got up against it. Donnie helmed, me and Ruaridh as crew. We were launched within about eight minutes, which Shona said afterwards was one of our best. The guy was in the water maybe twenty-five minutes by the time we got to him, hanging on to his upturned boat, hypothermic but talking. His pal had made it ashore on the island and called the coastguard. We got him aboard, blankets, got him back to Oban to the ambulance. He'll be fine. He wrote to the station on the Wednesday to say thank you and that he'd be doing a proper sea kayaking course before he goes out again. Good.

I've been on maybe a dozen shouts now and most of them are nothing – a broken-down yacht, a false alarm, a dog on a cliff. This one felt real. I kept thinking afterwards about how cold that water is even in September, and how quickly it all goes wrong. And then I came home and the kids were there because it was my weekend, and Rory wanted to know every single detail, and Isla pretended not to be interested and then asked whether the man was okay about six times.

## Selkie over the winter

Made a decision about the boat. Last winter I left her on the mooring and paid for it – two big storms, the cover ripped, the bilge pump battery went flat and I was out in the dark baling at eleven at night in January. Never again. **She's coming out of the water on the 19th of October** and she'll winter ashore in Gregor's shed at Clachan. He's got space since he sold the wee creel boat, and he says he'll do the outboard's winterising with me at the same time. In return I'm helping him re-rope his creels in November. Fair trade. The mooring stays paid for so I keep my spot for the spring.

It's a good season we've had. Rory's caught more fish than me. We went round to Kerrera for a picnic twice and out to the seal rocks. Isla even came once, in August, and sat in the bow with her headphones in, but she came.

## Stove

The stove is booked for the middle of November. Jamie's been great – changed my mind on the model back in July, which I'm glad about now that I see how cold the upstairs gets already. I've got a load of wood stacked in the lean-to drying. Can't wait. I keep going and looking at the empty fireplace like a dog waiting for its dinner.

## Kirsty's visit

Kirsty and Euan came up the first weekend of the month with their two. Lovely chaos. Six kids' worth of noise from four kids. We had a barbecue that turned into a rain-cancelled indoor barbecue. Euan spent most of Saturday morning looking at my roof through binoculars and tutting, which is very Euan. He reckons a couple of slates have slipped on the north side above the porch and I need to get a roofer before the gales. He's got a pal who does it. I need to actually phone the man and not just nod.

Kirsty and I had a long walk with the dogs on the Sunday along the shore road and talked about Mum. She's worried. So am I. Mum's more forgetful, and the hip's no better, and she's stubborn as a post. We talked about her seventieth next March – something nice, not a big do, a dinner with the family. Kirsty's good at organising. I'm good at turning up.

## The survey

The autumn check at the barren site on Tuesday was grim. The urchins are further up the reef than in June and the kelp along the edge is shredded. Niamh counted seven per square metre in a couple of quadrats. You dive down through the green water and then there's just this pink, bare, coralline rock and urchins everywhere like someone's spilled a bag of them. Five years ago I did my first survey there and you couldn't see the bottom for kelp. I came up feeling properly low about it. This is exactly why KELPLINK matters, and I keep reminding myself of that when the budget spreadsheets get me down.

The Norwegians are seeing the same in some of their fjords. Ingrid's been sending photos. There's something weirdly comforting about being miserable about urchins in two languages.

## Grant

Magnus is doing the budget and the early numbers look too big. Ingrid wants an ROV for the work package, and I'm not sure we need one – we've a perfectly good drop-down camera and divers. I'll wait for his next version and then make the case. I need to draft the WP3 text by the end of October. I've got the bones of it.

## Damp

Survey booked, 3rd of October. The readings in Rory's room went right back up when we had that wet week at the start of September. I'm not doing anything until someone independent has looked at it.

## Kids

Rory's into P5 and he's got Mrs Currie who he says is "actually alright", which is high praise. Football on Wednesday nights, swimming every other Saturday. He's grown about two inches since June. Needs new everything.

Isla's into S2. New food regime at hers and mine – we're all learning. She's started on the fiddle again properly and she's playing in the school trad band, and she played me a set of reels in the kitchen last week without being asked, and I had to go and look very closely at the kettle for a minute.

Fiona and I are fine. Civil, better than civil most of the time. We're good at the logistics. The family chat helps – Kirsty set it up and it's stopped a lot of "I thought you said" arguments.

## Open Day

The lifeboat open day back in August was a triumph, if you count chaos as a triumph. Sun shone, which nobody expected. Ruaridh and I ran the duck race off the pier – three hundred plastic ducks, the tide doing most of the work, one duck that went the wrong way and was last seen heading for Mull. Morven says we raised more than last year. Rory sold raffle tickets with a ferocity that frightened some of the tourists. Isla helped on the baking stall and ate most of the tablet.

## The house in autumn

I've started to notice the house in a different way now that I've been here through a full year. I know where the draughts come from. I know which window rattles in an easterly. I know the exact stair that creaks. It's less of a project and more of a person – a grumpy old person with opinions about the weather, who's been standing here for a hundred and fifty years and doesn't see why it should change for me.

The gutter at the NE corner overflowed again in that storm on the 16th. Water straight down the north wall, right where Rory's room is. I stood in the garden in the rain watching it and felt a bit sick. Fix the gutter first. Before anything else. It's not even expensive.

Started stacking the wood properly. Kindling in the old fish boxes. The lean-to's nearly full. I bought a moisture meter off the internet and I've become one of those men who goes round stabbing logs and reading out numbers.

## Fiona

Had a proper coffee with Fiona in town last week – first time in ages that wasn't a handover on a doorstep. We talked about Isla mostly. About how she's managing the two houses, whether she's alright. Fiona thinks she's fine, just thirteen. I think she's fine too, but she's quieter at mine than at Fiona's, and I don't know whether that's the house or me. Fiona said "it's the wifi, Callum" and we both laughed and it was alright. We're good at this bit, the parenting bit. We were never good at the other bit.

## Mum

Phoned on Thursday. She'd forgotten I'd phoned on Monday. She laughed about it. I didn't.

## Lists

- Phone Euan's roofer pal
- Book the car in (MOT due end of September)
- Rory's wellies
- Get the kill cord for Selkie
- Order the fogging oil for the winterising
- Birthday present for Rory (2 Nov) – a rod? He wants a rod.
- Write the WP3 text

It's raining again. Of course it is.
"""

NOTES["notes/journal/2025-01-03-new-year.md"] = """# New year – 3 Jan 2025

Quiet day. Kids back at Fiona's since yesterday, Bracken and me and the stove. It's the kind of dreich, still, grey day where the hill across the water just disappears and you could be anywhere. I like it, actually.

Writing this because I said I would at the start of every year and I've only managed it once before.

## The year that was

Honestly, a decent year. Better than 2023, which would not have been hard. Things that went right:

- The stove. I can't overstate it. The living room is warm. The upstairs is bearable. I sit in front of it at night with a book and the dog and I am, genuinely, content. Best money I've spent on the house. Jamie did a lovely job – neat, tidy, took the old grate away, left the place cleaner than he found it.
- Damp plan sorted – see the note from the end of November. Spring job. Rory's room smells less like a cave already since the gutter's fixed.
- Selkie had a good season and she's safe and dry for the winter. No baling in the dark this year.
- The lifeboat. A couple of proper shouts, lots of training, and I feel like I actually belong there now rather than being the new boy.
- KELPLINK is real, it's moving, the Norwegians are brilliant to work with.
- The kids are alright. Both of them. That's the main thing.

Things that didn't:
- Mum's getting frailer. The memory thing. Kirsty and I need to have the proper conversation with her about what happens next, and neither of us wants to start it.
- Money's tight. The stove ate the cottage fund. The render and pointing will eat next year's.
- I did not swim in the sea once after May. Terrible.

## Hogmanay

Up to Mum's in Fort William on the 31st with the kids. Kirsty and Euan and their two were there already. Mum made her steak pie, which she has made every Hogmanay since 1978, and it was exactly the same, and that was the point. Rory stayed up till the bells for the first time and then fell asleep on the couch at ten past twelve with a sausage roll in his hand. Isla and her cousin Ellie sat in the corner filming everything for whatever it is they film things for. Mum sang. We all pretended not to cry.

## Podcasts & the radio (Kirsty)

Kirsty spent half of Hogmanay trying to get me into her podcasts again. She sends me them constantly. I've said it before and I'll write it down so I can point her to it: I can't be doing true crime. I don't want to fall asleep to a man describing how someone was murdered in Ohio. I don't understand how she can listen to it in the car with the kids. Give me the shipping forecast, a history thing, something about birds, or the football phone-in if I'm feeling low. Or nothing – the sound of the stove ticking is fine.

She also says I should get a proper speaker in the kitchen instead of the wee radio. She may be right about that one.

## The year ahead

Work:
- KELPLINK writing workshop in Bergen, 11th–13th February. Flights to sort. Need someone for Bracken. I'll ask Jean next door whether her granddaughter would be up for it – she's a vet nursing student and Bracken adores her.
- Deadline for the proposal is the 14th of March. Tight. WP3 v3 needs to be properly finished before Bergen.
- Then, if the gods are kind, funding decision in the autumn.
- June surveys as usual. I'm dreading the barren site.

Cottage:
- Render off and lime pointing on the north gable once the frosts are gone. Waiting on Archie's price.
- Get the roof slates sorted properly – I've been putting it off.
- Tank's due again in April. It's always April.
- Chimney sweep after the first winter of burning.
- Secondary glazing for Isla. She has stopped complaining about the cold, which worries me more than the complaining did.

Kids:
- Fiona mentioned her rota at the pharmacy might be changing in the new year. If it does the midweek night might have to shift. We'll sort it.
- Rory's passport's run out. Need that done before anything abroad, and I'd like to take them somewhere in the summer.
- Isla's got a residential trip with school some time in the spring.
- Easter – I'd like them for a week. Mull? The hostel in Tobermory, boat trip out to see the puffins if it's late enough.

Lifeboat:
- Keep going to training every week, even when it's baltic.
- The spring ceilidh – Morven will rope me in to something whether I like it or not.

Mum:
- Her seventieth in March. A dinner, just the family. Kirsty's got a couple of places in mind.
- Go up to see her once a month. Actually do it.

Me:
- Swim in the sea. At least once a month from May.
- Fewer evenings on the phone.
- Learn ten words of Norwegian before Bergen. So far I have "takk" and "skål". (Niamh says that is all anyone needs.)

## Two years

It'll be two years in the spring since Fiona and I split. I read back the first entries in this notebook from then and I barely recognise the man writing them – angry, frightened, sleeping four hours a night and waking up doing sums. I'm not that man now. Some of that's time, some of it's the house, and a lot of it is the kids being okay. They're okay. They move between two houses and two sets of rules and they mostly manage it better than the adults do.

I don't know if I want to meet someone. Kirsty keeps asking. Everybody keeps asking. I'm not against it. I'm just not looking. There's a lot to be said for a quiet house and a warm stove and a dog who thinks you're wonderful.

## Bergen nerves

I'm a bit nervous about Bergen, if I'm honest. Not the science – I know the urchin work inside out – but three days in a room with people who've all got bigger labs and more papers and speak four languages. Ingrid would laugh at me for saying that. She told me on the last call that our long-term data is "the jewel" of the proposal because nobody in Norway has continuous surveys at the same sites going back to 2016. Peter Hume's old transects, which I thought were a bit of a chore to keep going, turn out to be the most valuable thing we've got. There's a lesson in that somewhere.

I'll need to be organised before I go: the house, the dog, the pager (tell Lachie), the kids (check with Fiona), WP3 finished and polished. I'll write a proper sheet for whoever minds the house.

## Selkie in spring

Already planning. She comes out of the shed in March if the weather's kind, antifoul, new kill cord, bilge pump float switch finally sorted, then back on the mooring for April. Rory wants to learn to tie up properly and do the mooring pick-up himself this year. He's nearly ten. He can. Isla says she might come out "if it's sunny and there's no fish", which from Isla is practically a contract.

I'd like to take the boat round to Easdale one day this summer, see the old creel man I bought her off, show him she's still going. He made me promise I'd look after her.

## Work, the bigger picture

Sometimes I lose sight of why I do this. Then I look at the photos from our worst site in 2016 against the ones from last September and I remember. It's a small reef off a small island on a small coast and it's gone from forest to desert in my working lifetime. If KELPLINK works we might understand why, and whether it comes back, and what we can do to help it. That matters. It matters more than the budget lines and the templates and the portal that logs you out every twenty minutes.

## Reading by the stove

Finished the herring book over Christmas. Dad would have loved it – all those wee harbours up the coast full of drifters, the women gutting on the quay, the whole thing gone inside a generation. Some of it was the fish and some of it was the boats and a lot of it was the money. Same story as everything. Next up is the one about the Norwegian coastal steamers Ingrid lent me in the autumn, which I'd better finish before I see her or I'll be mortified. Then something with no fish in it at all, for a change.

## Resolutions, such as they are

1. Be kinder to myself about the house. It's a two-hundred-year project and I'm one bloke.
2. Say yes to things. Bergen. The ceilidh. Kirsty's mad ideas.
3. Phone Mum on Sundays, every Sunday.
4. Take the kids out in the boat more and on my phone less.

It's getting dark already and it's not even four. Time to put another log on.
"""

# ------------------------------------------------------------------ plain text files

NOTES["house-sitter-sheet.txt"] = """TIGH NA CREIGE - HOUSE & DOG SHEET
For Eilidh Morrison, Mon 3 - Fri 7 March 2025.  THANK YOU!!

I'm away in Bergen for work. Back late Friday night (flight into Edinburgh
then the drive, so could be after midnight - don't wait up for me, and don't
worry if you hear the car).

----------------------------------------------------------------------------
BRACKEN (collie cross, 7, daft as a brush)
----------------------------------------------------------------------------
- Breakfast 7-8am: 1 scoop of the grain-free dry food (blue bag in the porch
  cupboard) + a splash of warm water.
- Tea 5-6pm: same again. No chicken bones, no grapes, no raisins.
- She gets a good walk morning and evening - shore road or up the track to
  the gate. She'll come back for a whistle. Lead on near the sheep field.
- She sleeps in her basket by the stove. If she's wet, the old towels are on
  the hook in the porch.
- She will tell you she hasn't been fed. She has been fed.

----------------------------------------------------------------------------
GETTING IN
----------------------------------------------------------------------------
Spare key is under the old lobster creel by the back door. Please put it back
after!  The front door sticks in wet weather - lift and shove.

----------------------------------------------------------------------------
WIFI
----------------------------------------------------------------------------
Network:  TighnaCreige
Password: selkie-bracken-77
Router is in the cupboard under the stairs. If it sulks, switch it off at the
wall and count to 30.

----------------------------------------------------------------------------
THE STOVE (if you want it - there's the oil heater in the living room too)
----------------------------------------------------------------------------
1. Open the air slider fully (pull it all the way out, right-hand side).
2. Two firelighters, a good handful of kindling, two small logs on top.
3. Light, leave the door just off the latch for 5 minutes till it's going.
4. Shut the door, add bigger logs, then push the slider halfway in.
5. Never leave it roaring with the door open. Fireguard on when you go out.
Logs are in the lean-to at the gable end - the dry ones are at the back.
Ash pan goes in the metal bucket outside the back door, NEVER in the bin.

----------------------------------------------------------------------------
WATER / SEPTIC TANK - IMPORTANT
----------------------------------------------------------------------------
We're not on mains drainage - the house has a septic tank.
- Nothing down the toilet except loo roll. NO wipes, no cotton pads, nothing.
- The tank lid is behind the woodshed under the big flat slate. You won't
  need it. Just don't park on that strip of grass.
- Stopcock is under the kitchen sink, at the back on the left.

----------------------------------------------------------------------------
BINS
----------------------------------------------------------------------------
Grey bin goes out Thursday night if it's a grey week (calendar on the fridge).
Blue recycling every second Friday. Bin lorry comes early - by 7.

----------------------------------------------------------------------------
NUMBERS
----------------------------------------------------------------------------
Me (mobile, will have signal in the city):    07700 900118
Kirsty (my sister, Glasgow):                    07700 900264
Your gran, next door:                           you know where she is!
Lorn Vets (Bracken's on file):                  01632 960411
Lorn Drainage (if the worst happens):           07700 900412
Power cut: 105 (free), or check the fuse box by the front door first.

Help yourself to anything in the fridge. There's soup in the freezer.
"""

NOTES["howto/winterise-outboard.txt"] = """HOW TO WINTERISE THE OUTBOARD (Selkie, after lift-out)
Written up from doing it with Gregor, Oct 2024, so I remember next year.

You need: flushing muffs (ear muffs), hosepipe, fogging oil, fuel stabiliser,
spanner for the plugs, rag, gear oil + pump if it's due, grease gun.

1. Fuel stabiliser into the tank BEFORE the last run, so treated fuel gets
   through the carb/injectors. Run it 10 minutes.
2. On the trailer: fit the muffs over the water intakes, hose on, tap on
   first THEN start the engine. Never run it dry - you'll cook the impeller.
3. Run on fresh water 10-15 min until it's warm and the tell-tale is spitting
   strong and clean. Salt is the enemy.
4. While it's running, spray fogging oil into the air intake until it
   smokes heavily and nearly stalls. Then kill it.
5. Disconnect the fuel line. Drain the carb float bowl (screw at the bottom,
   rag underneath, there's always more than you think).
6. Plugs out, a squirt of fogging oil into each cylinder, turn the engine
   over by hand a couple of times, plugs back in (finger tight + a quarter).
7. Check the gear oil - if it's milky, water's getting past a seal: tell Gregor.
8. Grease every nipple you can find. Check the anode - replace if it's
   half gone.
9. Wash the whole leg down, dry it, spray with corrosion guard.
10. Store it UPRIGHT, leg down, cover on. Never lying on its side.

Service schedule is in the Selkie note, hours are in the boat log.
Kill cord in the drawer in the porch, not left on the engine.
"""

NOTES["howto/dehumidifier-and-damp-routine.txt"] = """DAMP ROUTINE - RORY'S ROOM (until the gable's done)
Stuck on the inside of the wardrobe door. Kids: yes you have to read this.

DEHUMIDIFIER
- Setting: 55% target, fan LOW at night (it's quieter), HIGH during the day.
- Empty the tank every morning - it holds about 2 litres and it WILL be full.
  Pour it down the outside drain, or use it for the plants (it's clean).
- Clean the filter on the first Saturday of the month - slide it out the
  back, rinse under the tap, let it dry before it goes back in.
- If the red light's on, the tank's full. That's all it means.

WINDOW
- Trickle vent open ALL the time. Yes, even in winter.
- Open the window properly for 10 minutes every morning.

FURNITURE
- Bed stays 10cm off the north wall. Wardrobe too.
- Nothing stored on the floor against the gable (that's how the football
  boots went mouldy).

DRYING CLOTHES
- Not on the radiator in here. Use the airer in the bathroom or by the stove.

READINGS
- Hygrometer on the chest of drawers. Write it in the log (my phone / damp
  note) when you think of it. Over 70% = tell Dad.
"""
