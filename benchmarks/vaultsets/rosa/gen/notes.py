"""Markdown notes, daily notes and plain-text docs."""
from common import write_text

NOTES = {}

NOTES['notes/inbox.md'] = """
---
title: Inbox / things to do
updated: 2025-10-29
tags: [todo]
---
# Things to do

Fiona says I should keep everything in one list instead of the backs of envelopes. So here it is.

## Still to do
- [ ] Chase Gary Drummond for the £400 deposit (he PROMISED it by the end of May!!)
- [ ] Phone Kirsty about the downpipe bracket at the back - still hanging off, rattles in the wind
- [ ] Certificate of Existence for Pentland - get it witnessed (Maggie? the minister?) and post it before 31 Dec
- [ ] Ask the choir for two volunteers for the food bank Christmas packing day, Sat 13 Dec
- [ ] Christmas presents for the weans - check with Fiona and Hannah what they actually want
- [ ] Ring the surgery about the repeat prescription (they keep losing it)
- [ ] Get the lawnmower serviced before spring
- [ ] Ask Neil to sort the wifi on the tablet - keeps dropping out in the kitchen
- [ ] E-mail Catriona the questions for The Herring Lassies
- [ ] Sort Iain's tools in the garage - Neil to take what he wants

## Done
- [x] Book bulk uplift for the old armchair and the mattress
- [x] Book club book ordered from the library
- [x] Print the photos from the Highland trip for Fiona
- [x] Renew the TV licence
- [x] Choir subs for the autumn term
"""

NOTES['notes/allotment/plot-27b-diary.md'] = """
---
title: Plot 27B diary
site: Birchfield Brae Allotments
plot: 27B (half plot)
started: 2019-04
tags: [allotment, garden, diary]
---
# Plot 27B - Birchfield Brae

I took on the half plot the spring I retired, when Iain said I needed something to do that didn't involve
telling other people what to do. He was right, as usual, though I never told him that. This is my running
diary of the plot: what went in, what came out, what the weather did and what the committee is up to.
The old diary is in the green notebook in the shed. This one is for the 2024/25 season onwards.

**Site basics**
- Gate: padlock on the main gate, code **4719** (don't write it on anything at the site).
- Water: standpipe troughs by the pavilion and halfway down the middle path. Hoses not allowed from the
  troughs - cans only (rule 9).
- My neighbours: Tam Gallacher on 27A (leeks the size of your arm, won't say what he feeds them) and
  the young couple on 28 who have the beehive.
- Shed: the key is on my car keys now. The spare is in the blue tin on the shelf in the kitchen.
- Compost bays are at the bottom by the burn. Green waste only - no cooked food, the rats are bad enough.

## Layout

| Bed | 2024 | 2025 | Notes |
|-----|------|------|-------|
| 1 (top, by the path) | potatoes | brassicas | lots of pigeon netting needed |
| 2 | brassicas | roots (carrots, beetroot, parsnip) | stony at the bottom end |
| 3 | roots | alliums + peas and beans | onion sets and shallots |
| 4 (bottom) | peas and beans | potatoes | wettest bed, earlies only |
| Fruit | rasps, 2 gooseberries, rhubarb | same | rhubarb crown needs splitting |
| Cold frame | salad, seedlings | same | lid cracked - Neil to fix |

## Diary

### November 2024
Cleared the last of the runner beans and cut the stems down, leaving the roots in for the nitrogen. Dug
over bed 3 and barrowed in four loads of manure from the stables pile (Agnes says the stables won't
deliver this year so it's barrows or nothing). Covered bed 3 with the old carpet tiles. The rhubarb has
died back. Cold, dry, beautiful light. Brought home the last of the leeks and the parsnips - parsnips are
better after the first frost, Iain always said.

### December 2024
Hardly went. Christmas and all that. Went up on the 28th to check the shed after the wind - roof felt
fine, water butt had blown over. Tam had put it back for me. Must get him a bottle of something.

### January 2025
Seed catalogue came. Put in the collective order through the association again - Kinloch Seeds, 15% off
if we all order together and Duncan will organize the box. (Last year I never recieved the second
packet of beetroot - check this time.) Sat at the kitchen table with a cup of tea and the
catalogue for a whole afternoon and ordered far more than I need, as usual. The list is in the CSV file.
Chitting the Charlotte potatoes on the spare room windowsill from the end of the month.

### February 2025
Rain, rain and more rain. Went up twice. The path down to the compost is a bog. Pruned the gooseberries and
cut the autumn raspberries down to the ground. Spread wood ash round the gooseberries. Sowed broad beans
in root trainers in the cold frame - Aquadulce. Started thinking about what I want to raise at the AGM.

### March 2025
AGM on the 8th. Long meeting - see the separate note. The main news is the rent: it's going up to £48 for
a half plot from next year (it's £42 this year), and a full plot goes to £90. Nobody was pleased but
Parveen showed the figures and the water bill alone has nearly doubled. The communal polytunnel didn't
get through, which I'm secretly relieved about - the maintenance would have fallen on the same six people
as always.

Paid this year's rent to Parveen at the AGM. Onion sets and shallots in at the end of the month in bed 3
(Sturon and Red Baron, and the shallots are Golden Gourmet). Netted against the blackbirds, who pull
the sets up just to be annoying.

### April 2025
First earlies in (Charlotte) in bed 4 on Good Friday - old habits. Sowed carrots (Nantes 2) and
beetroot (Boltardy) in bed 2. Peas (Kelvedon Wonder) along the fence with the pea netting. The broad
beans went out at the start of the month and look sturdy. Split the rhubarb crown at last - gave half to
Ishbel for her plot. Very dry month, had to water the seedlings from the trough every other day.

### May 2025
Isla's first birthday, so a lot of May went on that. On the plot: earthed up the potatoes twice, sowed
French beans and courgettes in pots at home, planted out the brassicas under the net (kale, purple
sprouting, a few summer cabbages). Parsnips have come up patchily again. I think the seed is old - must
remember to buy fresh every year, they don't keep. Lost some of the beetroot seedlings to something
overnight. The rasps are flowering.

### June 2025
Hamish's water rota came round. I'm on it for a week in the summer - it's all in his email. Roof at the
house being done the week of the 9th so I didn't get up much that week. First broad beans picked mid-June,
and the first salad. Strawberries (only a dozen plants) - the blackbirds got most of them despite the
net. Courgettes planted out. Started watering in earnest: it's been the driest spring anyone remembers.

### July 2025
Holiday plans changed (train not boat - see the holiday note). On the plot: first earlies lifted - a
good crop, no scab. Picked peas every other day, froze a lot. Shallots lifted and drying on the staging
in the shed. Cleared the early potato bed and put in a late sowing of beetroot and some spring cabbage.
Courgettes producing faster than anyone can eat them - left a bag on the pavilion table with a sign.

### August 2025
Bad news at the start of the month - somebody got in through the back fence by the burn and broke into
three of the sheds on the shed row. Nothing taken from mine (nothing worth taking) but they took Tam's
strimmer. Duncan emailed everyone - the committee changed the gate padlock code, and they're going to get
the fence by the burn fixed. Raspberries and autumn rasps overlapping, picked pounds. Made jam with Isla
"helping". Callum's birthday at the start of the month - they came through from Stirling and I took them
to the plot, Callum was thrilled with the potato digging, Eilidh less so.

### September 2025
My eye operation on the 2nd, so I wasn't allowed to do any heavy digging for a fortnight or so. Tam and
Ishbel kept an eye on the place for me, bless them. Picked the last of the French beans and the first
of the maincrop potatoes (Desiree? no, I grew Pink Fir Apple this year, gnarly but delicious). Brassicas
looking well apart from the cabbage whites having a go at the kale.

### October 2025
Back on the plot properly after the holiday. Cut down the asparagus ferns. Cleared the beans and peas.
Leeks looking good - Tam came over and gave them a look and said "no bad", which from him is high
praise. The committee is asking everyone to tidy before the winter inspection on 15 November.

## Harvest log 2025 (roughly - I don't weigh everything like Tam does)

| Crop | First picked | Verdict | Grow again? |
|------|--------------|---------|-------------|
| Broad beans (Aquadulce) | 14 June | heavy crop, a bit of blackfly on the tips | yes |
| Peas (Kelvedon Wonder) | 28 June | lovely, froze 6 bags | yes, two sowings |
| Charlotte potatoes | 8 July | best ever, no scab | yes |
| Shallots | 12 July | small but plenty | yes |
| Courgettes | 10 July | far too many, as always | yes (TWO plants) |
| Beetroot (Boltardy) | 20 July | patchy first sowing, good second one | yes |
| French beans (Cobra) | 2 August | steady till September | yes |
| Raspberries | late July | jam, freezer, Isla's face | of course |
| Carrots (Nantes 2) | August | carrot fly got the first row | try the fleece tunnel |
| Pink Fir Apple | September | knobbly, delicious cold in salads | yes |
| Kale | October onwards | cabbage whites had a go | yes, net better |
| Parsnips | not yet | patchy germination again | fresh seed! |

## Who's who at Birchfield Brae
- **Agnes Mowat** (plot 1) - chair. Been on the site since 1982. Knows everything, tells you most of it.
- **Duncan Ferrier** (plot 9) - secretary. Sends the emails. Retired joiner, fixes everyone's sheds.
- **Parveen Chaudhry** (plot 3) - treasurer. Brilliant with the accounts, grows the best chillies on the
  site (I admire them from a safe distance).
- **Hamish Boyd** (plot 22) - the new water officer. Takes it very seriously. Has a clipboard.
- **Tam Gallacher** (27A) - my neighbour. Leeks. Opinions. Heart of gold.
- **Ishbel Kerr** (14A) - a good pal. We swap seedlings and cuttings and the odd favour.
- **Colin and Ruth Hendry** (28) - the young couple with the bees. They gave me a jar in September.
- **Bashir Anwar** (19) - grows wonderful onions, shares his tea.

## Compost and soil
I run two bays and a dalek bin. One bay filling, one bay rotting; the dalek is for the kitchen peelings
(no cooked food - rats). Turn the full bay in spring and autumn. Add cardboard (brown) with the grass
(green). Tam says I'm "overthinking compost". He may be right, but mine's better than his.

Manure from the stables pile goes on in autumn on the beds that will have potatoes and brassicas, never on
the root bed (forked carrots). The soil at the top of the plot is decent loam; at the bottom, by bed 4, it
is heavy and wet and stays cold until May.

## Before winter (2025)
- [x] Lift the last potatoes and store in paper sacks in the garage
- [x] Cut down the asparagus ferns
- [ ] Order garlic bulbs (Kinloch - Duncan says the association is doing a small autumn order)
- [ ] Plant the garlic in bed 3 as soon as they come
- [ ] Lime the brassica bed for next year
- [ ] Bring the hose and the good watering can home for the winter
- [ ] Fix the cold frame lid (Neil said he would - remind him)
- [ ] Tidy the path edge before the inspection on 15 November

## Things I've learned (for next year)
- Parsnips: fresh seed EVERY year. Sow later, April not March.
- Beetroot: sow little and often, not one big row.
- Net the strawberries properly or don't bother.
- Write down what variety goes where - I never remember by August.
- Courgettes: two plants is plenty for one woman. Two!
"""

NOTES['notes/allotment/agm-2025-03-08.md'] = """
---
title: Birchfield Brae Allotment Association AGM - my notes
date: 2025-03-08
location: the pavilion
tags: [allotment, committee, meeting]
---
# AGM, Saturday 8 March 2025 (10.30, the pavilion)

About 30 of us there, which Agnes said was a record. Tea and Parveen's shortbread.

## Committee (elected / re-elected)
- Chair: Agnes Mowat
- Secretary: Duncan Ferrier
- Treasurer: Parveen Chaudhry
- Water officer: Hamish Boyd (new role this year)
- Ordinary members: Tam Gallacher, Ishbel Kerr, and me (they talked me into it - "you were a
  headteacher, Rosa, you can keep us in order")

## Decisions
1. **Rent for 2026**: half plot £48 (up from £42), full plot £90 (up from £78). Proposed by Parveen,
   seconded by Agnes, carried 24 to 5. Reason: water bill nearly doubled and the insurance is up.
   Rent due by 31 March as usual.
2. **Communal polytunnel**: NOT going ahead this year - too expensive (quotes £2,400 and up) and no
   one wants to be responsible for it. Can come back to the AGM in 2027 if someone finds a grant.
3. **Summer water rota**: agreed. July and August, one plotholder a week, Hamish will draw it up and
   email it out. Duties will be in the rules sheet.
4. **Collective seed order**: continue with Kinloch, 15% discount. Duncan co-ordinates.
5. **Bonfires**: total ban stays.

## Any other business
- The fence by the burn is in a bad way. Duncan to get a price.
- Gate padlock - a couple of people asked whether the code should be changed as too many ex-members
  know it. Agreed to leave it for now but change it if there's any bother.
- Plot inspections: spring (May) and winter (November).

## My action points
- [x] Pay 2025 rent (£42) to Parveen - paid on the day
- [x] Send Duncan my seed list for next year's catalogue wishes (done by email)
"""

NOTES['notes/allotment/ideas-for-plot.md'] = """
---
title: Ideas for the plot (and things to raise at the AGM)
created: 2025-02-16
status: just ideas - nothing decided
tags: [allotment, ideas]
---
# Ideas - nothing decided!

Random thoughts while the rain comes down. Some of these are daft.

## For my own plot
- A small greenhouse instead of the cold frame? Where would it go - bottom of bed 4? Shade from Tam's
  big sycamore would be a problem.
- Raised beds for the roots - easier on the knee. Scaffold boards from the roofer if they have any spare?
- A bench! Somewhere to sit with a flask. Iain always said he would make one.
- Try sweet potatoes (Ishbel swears they work in Glasgow in a good year. I have my doubts).
- Comfrey patch for feed.
- Grow flowers for cutting - sweet peas, cosmos - for the church.

## Things I might raise at the AGM
- Communal polytunnel? Would be lovely for the seedlings. But who would look after it?
- Heard the rent might go up to £50 - would be a shame for the pensioners. Maybe a concession rate?
- Could the association apply for a grant for a compost toilet? (Agnes will laugh.)
- A proper noticeboard in the pavilion, with the water rota and the gate code on it? (No - not the code.)
- Tool library - people donate spare tools, others borrow them.

## Not doing
- Chickens. Absolutely not. The rats.
"""

NOTES['notes/health/cataract-journey.md'] = """
---
title: My cataracts - the whole story
created: 2024-11-12
updated: 2025-10-01
tags: [health, eyes, cataract]
---
# Cataracts - the whole saga

I'm writing this down because I forget what I've been told the minute I'm out of the door, and because
Fiona keeps asking and I keep getting the details wrong on the phone. Also because, if Mairi Souter from
the choir ever gets round to having hers done, I want to be able to tell her what it's really like.

## How it started (November 2024)

For about a year I'd been finding the car headlights at night dazzling - great starbursts round every
light - and reading the hymn numbers on the board at church was getting to be a guessing game. I put it
down to being 66 and tired. At my eye test at Broomfield Opticians on 12 November the optometrist,
Lorna Beattie (very nice, very thorough, a former pupil's big sister it turns out), said the left eye
had a significant cataract and the right had the beginnings of one. She said the left was bad enough to
refer, and that I should stop driving at night, which I more or less had anyway.

She sent the referral to the hospital eye service that week. She explained the operation - they take
the cloudy lens out through a tiny cut and put a plastic one in - and said it's one of the commonest
operations there is. I came home and had a wee cry anyway, because Iain would have come with me and
made a joke about it.

## The waiting list (February 2025)

A letter in February said I was on the waiting list for an assessment at the Westerton Eye Centre at
the Kelvin Royal, "within 18 to 26 weeks". Fiona wanted me to go private. I said no - I paid my taxes
for forty years. (Also it's three thousand pounds an eye.)

## Pre-op assessment (24 June 2025)

Clinic 3 at the Westerton Eye Centre. Took most of the morning. A nurse did the measurements for the new
lens (the machine you put your chin on, and a scan of the eye with a wee probe), blood pressure, a
list of all my medicines, and a long chat about whether I wanted to be long-sighted or short-sighted
after. I said I'd like to be able to see the television and drive without glasses and I don't mind
reading glasses, so they're aiming for distance. They also did the right eye so it's on file. The
nurse went through what to expect on the day, and the drops regime afterwards (she said four times a
day to start with, which felt like a lot). She said the letter would come with the date.

## The date

The letter came in July: the operation was to be on Tuesday 2 September at the new Netherhill
Treatment Centre, not at the Kelvin Royal itself. My surgeon is Mr Farhan Siddiqui, a consultant
ophthalmologist. The letter had a list of what to take with me - I've kept it in the email. Tuesday 2
September meant moving the holiday, which is a whole other story (see the holidays note - goodbye
Norway, hello Fort William).

## The operation (2 September 2025)

The Day Surgery Unit is on Level 2 of the Netherhill Treatment Centre. It's bright and new and the
car park is enormous, thank goodness. I was the third on the list. They put drops in to make the pupil
big (lots of drops, every ten minutes), then anaesthetic drops, then I walked into theatre in the
hospital gown and my own slippers. You lie flat with a sheet over your face with a hole for the eye. You don't see anything
frightening - just lights and colours, like a kaleidoscope. Mr Siddiqui talked me through it: "a bit of
pressure now, Mrs McAllister". Twenty minutes at most. The worst bit was lying flat with my back.

Afterwards: a shield taped over the eye, a cup of tea and a digestive, and a nurse explained the drops
again and gave me the sheet. Home by lunchtime. That night the eye was gritty and I had a headache but
by the next morning when I took the shield off the colours were unbelievable. Everything was so WHITE.
My kitchen, which I thought was cream, is white. The curtains in the front room are blue, not
greeny-grey. I'd been looking at the world through a cup of weak tea for years.

## The drops (first version)

This is the part that nearly did me in. From the discharge sheet:

- Maxidex (a steroid, for the inflammation): one drop four times a day for two weeks, then three times a
  day for a week, then twice a day for a week, then once a day for a week, then stop.
- Chloramphenicol (antibiotic): one drop four times a day for two weeks, then stop.
- Wait five minutes between the two different drops.
- Shake the Maxidex bottle first - it's a suspension.
- Wear the shield at night for a week.

I made a chart on the fridge with boxes to tick and set alarms on the phone. Getting a drop in your own
eye is an art. I've found the best way is to lie on the bed, pull the lower lid down with one finger
and look up at the ceiling light. Fiona bought me one of those plastic guide things that sit on the
bottle and it's marvellous.

## Two-week and four-week checks

The two-week phone call was fine. The four-week review on 30 September was at Clinic 3 again and
there was a problem: the pressure in the operated eye was up (28 - it should be under 21). The doctor
I saw, Dr Aileen Moffat who works with Mr Siddiqui, said some people react to the steroid drop that way
and it's nothing to panic about but they want to change it.

## The drops (current version, from 30 September)

- STOP the Maxidex.
- Chloramphenicol was already finished.
- START Lotemax (loteprednol) - one drop in the LEFT eye TWICE a day, morning and bedtime.
- Keep going until the next review.

Much easier to remember - breakfast and bedtime.

## What's next

- Next review: Tuesday 18 November 2025 at 10.15, Clinic 3, Westerton Eye Centre (back at the Kelvin
  Royal, not Netherhill). They'll check the pressure again and decide whether I can stop the Lotemax.
- Right eye: Dr Moffat said I've been listed for the right eye too. Provisional date January 2026. I'm
  going to go ahead - the difference between the two eyes now is peculiar, like wearing someone else's
  glasses.
- New glasses: not until six weeks after the second eye. In the meantime I've popped the left lens out
  of my old glasses, which Lorna said is fine.

## The first week after, day by day

- **Day 1 (Wednesday).** Shield off at 7am. The colours! Drops started: the chart on the fridge, alarms on
  the phone. Gritty, watery, a dull ache above the eye by teatime. Two paracetamol. Hannah came round at
  lunchtime with soup.
- **Day 2.** Less gritty. Read the paper with the old glasses and one lens popped out - strange but it
  works. Went for a slow walk round the block in sunglasses. Missed the 4pm drop and put it in at 4.40
  instead - don't panic, the nurse said later, just carry on.
- **Day 3.** Maggie came with scones. The light from the kitchen window is so bright I've had to pull the
  blind down halfway. Started to notice how yellow my right eye sees things in comparison.
- **Day 4.** A wee bit of a headache. Eye looks a bit red at the corner. Phoned the eye casualty number
  to be safe - a very kind nurse said it's normal as long as the pain isn't getting worse and the vision
  isn't getting worse.
- **Day 5.** Good day. Watched the news without squinting at the writing along the bottom.
- **Day 6.** Washed my hair leaning back over the bath with Fiona's instructions on the phone. No water
  in the eye. Triumph.
- **Day 7.** Shield off at night from tonight. Slept badly anyway - worried I'd rub it.

## Questions I asked (and the answers)

| Question | Answer |
|----------|--------|
| Can I go to choir? | Yes, once you feel up to it - but not out at night until you're used to the glare. |
| Can I garden? | Light things after a week; no heavy digging or lifting for a fortnight. |
| Can I fly/travel? | Flying's fine after a few days (not that I would). Avoid dusty, windy places and swimming for 4 weeks. |
| Will I need glasses? | Probably reading glasses. New prescription 6 weeks after the second eye. |
| What if I miss a drop? | Put it in when you remember, don't double up. |
| Will the cataract come back? | No - but a "film" can form behind the new lens months or years later and that's fixed with a quick laser. |
| Is it worth doing the second eye? | Almost everyone says yes, to balance the two eyes. |

## Costs
Nothing, on the NHS. The taxi home would have been £18 but I got a lift. The drop guide from the
chemist was £4.50 and worth every penny. Private would have been about £3,000 an eye - Fiona looked it up.

## Tips for anyone else (for Mairi)

1. Wear something warm, it's cold in there.
2. Don't wear make-up or face cream on the day.
3. Get someone to make you a chart for the drops. Do not trust your memory.
4. Don't bend down to lift heavy things for a couple of weeks. No gardening, no hoovering (hooray).
5. You're not allowed to drive until they say so - in my case after the two-week call.
6. It is honestly not sore. The worry is worse than the thing.
"""

NOTES['notes/house/roof-leak.md'] = """
---
title: The roof leak (back bedroom)
created: 2025-01-14
updated: 2025-10-28
tags: [house, roof, repairs]
---
# The roof leak - what happened, who said what

## The problem
After the big wind on the weekend of 11-12 January there was a brown stain on the ceiling of the back
bedroom (Iain's study, as was) and by the Tuesday it was dripping. Neil went up into the loft and found
daylight coming through round the chimney and a couple of slates clearly gone. There's a bucket under it
now and a bit of plastic sheeting tacked over the worst of it.

The house is 1930s, slate roof, never been done as far as I know except the front valley in 2009.

## First roofer - Gary Drummond (Drummond Roofing)
Maggie's neighbour recommended him. He came round on Friday 31 January, went up a ladder, and sent a
quote on the Monday for replacing the slipped and broken slates at the back, renewing the lead flashing
at the chimney and repointing the ridge. The figure is in his email. He seemed pleasant and keen.

I accepted on 10 February and paid the £400 deposit by bank transfer the same day. He said he'd start
the week of 17 March.

Then:
- 17 March: no show. Texted - "sorry Rosa, materials delayed, next week".
- 24 March: no show. No reply.
- 7 April: he said definately this Monday. No show. Phone off.
- Mid April: another storm, the bucket overflowed, and the bedroom carpet is ruined.

## Second roofer - Clyde Slate & Lead Ltd
Maggie used them for her chimney two years ago and said they were dear but reliable. The office is run
by Kirsty Orr, who actually answers the phone. Their senior roofer, Stevie Kane, came out on Tuesday 22
April, went up properly with a roof ladder, took photos and showed me them on his phone - a lot more
slates slipped than Gary said, and the flashing completely perished. The quote came by email on the 24th.
More than Gary's but it includes the scaffolding and a 10-year guarantee.

On Monday 28 April I decided enough was enough and went with Clyde Slate & Lead. Phoned Kirsty to accept
and paid their deposit. I wrote to Gary to ask for my deposit back (letter in docs, the AI helped me with
the wording).

## The work
- Scaffold up: Monday 9 June.
- Stevie Kane and his apprentice, Dougie, on the roof from Tuesday 10 to Thursday 12 June. Lovely lads.
  Tea every two hours, as requested.
- Scaffold down the following week.
- Balance paid 13 June. Guarantee certificate came by email - filed in the roof folder.

The ceiling needs to dry out properly before it's painted. Neil says leave it till the spring.

## Still outstanding (as at end of October)
- **Drummond deposit**: Gary replied to my letter in May promising the £400 back "by the end of the
  month". Still waiting. Not a penny.
- **Downpipe bracket at the back**: Stevie noticed the bracket on the rear downpipe had rusted through.
  Kirsty said they'd order one and come back to fit it. Not been yet - it rattles in the wind.
- Ceiling repair and repaint - spring.
- New carpet for the back bedroom - not urgent.
"""

NOTES['notes/house/roof-options-ideas.md'] = """
---
title: Roof - options (thinking aloud)
created: 2025-02-02
status: ideas only
tags: [house, roof, ideas]
---
# Roof - what are my options? (nothing decided)

Writing this the weekend after Gary Drummond came to look at it, before his quote arrives.

1. **Patch repair with Gary Drummond** - he seemed sensible, said it's a "few slates and the flashing".
   Probably the cheapest. Could just go with him and be done with it?
2. **Get the whole back of the roof re-slated** - Neil thinks this is the sensible long-term thing but
   it'll be thousands. Not sure I want to spend that at my age.
3. **Ask Clyde Slate & Lead for a second quote** - Maggie used them. Supposedly dear. Worth asking?
4. **While the scaffolding is up anyway**: solar panels on the back? A Velux in the loft so it could be a
   proper room for the grandchildren? Probably daft.
5. **Insurance?** Check whether storm damage is covered - phone Caledonia Home Insurance. (Iain always
   dealt with this.)

Questions to ask any roofer:
- Is scaffolding included?
- Guarantee? How long?
- Will they take the old slates away?
- VAT included?
"""

NOTES['notes/money/iain-pension-paperwork.md'] = """
---
title: Iain's pension and the paperwork
created: 2024-12-03
updated: 2025-10-20
tags: [money, pension, iain, paperwork]
---
# Iain's pension - and all the paperwork

Iain always did the money. I did the school budget for eleven years, so it's not that I can't do it, it's
that he did, and now I have to find out where everything is. This note is where I keep the reference
numbers and what's happened, so I don't have to dig out every letter when someone phones.

## The basics
- **Iain Robert McAllister**, born 14/06/1953, died 11 November 2023.
- Worked for **Clydeforth Engineering** (marine engineering, Govan then Renfrew) from 1979 until he
  retired in 2016.
- Pension scheme: **Clydeforth Engineering Pension Scheme** (defined benefit - the "final salary" sort).
- Iain's member number: **CEP-0048193**
- Scheme administrator: **Pentland Pension Services**, Pentland House, 12 Gorgie Wynd, Edinburgh EH11 9ZX.
  Phone 0131 496 0274 (Mon-Fri 9-5; press 3 for "dependants", then wait for ever).
- My case reference with them: **PPS/DEP/2024/07731**
- Case handler: Derek Laidlaw (polite, slow).

## Other references
- Tell Us Once reference (from the registrar, Nov 2023): TUO-8842-1173
- Caledonia Mutual bereavement team reference: BRV-55190 (joint account moved into my sole name Dec 2024)
- Iain's National Insurance number is on the death certificate folder - not writing it here.
- Solicitor who did the executry: Mrs Helen Carswell, Carswell & Dunn, Hyndland. Finished June 2024.

## What happened, in order

**2023.** After Iain died, the registrar's Tell Us Once dealt with the State Pension and the council.
Nobody told Pentland - I assumed it was all joined up. It wasn't. His Clydeforth pension just stopped
(they'd been told by the bank) and nobody wrote to me about a widow's pension at all.

**Spring 2024.** Mrs Carswell found the Clydeforth paperwork in the executry and said I should be
entitled to a dependant's pension - half of Iain's, roughly. I wrote to the old Clydeforth address and
heard nothing.

**Autumn 2024.** Found out the scheme had moved administrators in 2022 to Pentland Pension Services in
Edinburgh. Phoned them on 2 October 2024. They opened a case and sent forms: claim form (DP1),
declaration of marital status, my bank details, and they wanted:
- the original death certificate (they'd return it),
- a certified copy of our marriage certificate,
- my birth certificate.

**November 2024.** Posted everything recorded delivery on 22 November - except the marriage certificate,
because I only had the original and wasn't letting that go. The post office man said "that's a lot of
paper, hen".

**December 2024.** Letter saying they'd received it and were "calculating benefits". Death certificate
came back, thank goodness.

**January 2025.** Estimate letter (email, 16 January): dependant's pension **£812.40 a month** gross,
with arrears back to December 2023 to follow once finalised. They still wanted the certified copy of
the marriage certificate - got the bank to certify a photocopy and posted it on 24 January. The letter
didn't say whether tax would come off or when it would start. I got the AI to help me write a letter asking (see the chats, 5 Feb).

**March 2025.** Derek phoned: the certified copy of the marriage certificate was fine, but there was a
"GMP equalisation" issue with Iain's record and the figure might change slightly. (I had to look up GMP
- Guaranteed Minimum Pension. It's to do with the old contracted-out rules and men and women being
treated differently. Don't ask.)

**April 2025.** Revised letter (email, 15 April): the corrected figure is **£798.15 a month** gross,
starting from 1 May 2025, paid monthly in arrears. That's the figure now - the £812.40 in the
January letter is out of date. Arrears from December 2023 to April 2025 to be paid as a lump, less tax.

**May 2025.** First payment arrived. Arrears came at the end of June - after tax, about what Derek said.

**October 2025.** Derek's email says they'll send the annual Certificate of Existence in November.
It has to be signed in front of a witness "of standing" (a minister, a doctor, a JP, a retired teacher
would do apparently, but not a relative) and back to them by 31 December or they suspend payments.
Absolutely ridiculous but there we are.

## Iain's other bits and pieces
- **State Pension**: the Pension Service wrote in January 2024 - I inherited a small amount of Iain's
  additional State Pension, added to mine from December 2023. Letter in the blue folder.
- **Premium Bonds**: transferred to me through the executry. Won £25 in August. Iain would have been
  insufferable about it.
- **The car**: sold to the man across the road in spring 2024. Glad to see it go somewhere it's loved -
  he washes it every Sunday.
- **Life insurance through work**: paid out to the executry in 2024 (Mrs Carswell dealt with it).
- **Union death benefit**: a small grant from his old union, £300, arrived March 2024 with a lovely card.
- **Bank**: our joint account at Caledonia Mutual was put into my sole name in December 2024. It took
  three visits to the Partick Cross branch and a certified death certificate each time. The bereavement
  team were kind once I got through to them.
- **Subscriptions I had to cancel**: the engineering magazine, the model railway club, the golf club
  (they refunded half a year without being asked - good for them).

## Tax
- HMRC put me on an emergency code for the first two months. It was sorted by phone in July (an hour on
  hold). My State Pension uses up most of the personal allowance, so the Pentland pension is taxed at the
  basic rate. I can live with that.

## Checklist
- [x] DP1 claim form
- [x] Original death certificate (returned Dec 2024)
- [x] Certified copy of marriage certificate
- [x] Birth certificate
- [x] Bank details form - Caledonia Mutual, sole account
- [x] Query letter about tax and start date (Feb 2025)
- [x] Check first payment (May 2025)
- [x] Sort tax code with HMRC (July 2025)
- [ ] Certificate of Existence - comes in November, witness to sign, back to Pentland by 31 December
- [ ] Ask Derek for a P60 for the 2025/26 tax year when it comes out
- [ ] Find Iain's old AVC statement - Mrs Carswell thinks there was a small additional voluntary
  contribution pot that might be separate

## Phone call log

| Date | Who | What was said |
|------|-----|---------------|
| 2 Oct 2024 | Pentland helpline (Kerry) | Case opened. Forms to be posted. |
| 14 Oct 2024 | Pentland (Derek Laidlaw) | Forms received? - not yet. Posted 9 Oct, re-sent. |
| 3 Dec 2024 | Derek | Documents received, calculating. Death certificate coming back. |
| 20 Jan 2025 | Derek | Explained the estimate. Marriage certificate copy still needed. |
| 11 Mar 2025 | Derek | GMP equalisation - figure may change slightly. Couldn't say how much. |
| 16 Apr 2025 | Derek | Confirmed the revised letter. First payment end of May. |
| 3 Jul 2025 | HMRC (an hour on hold) | Tax code corrected; refund of the emergency tax to come through the pension. |
| 8 Oct 2025 | Derek (email) | Certificate of Existence will be posted in November. |

## Glossary (for my own sanity)
- **Dependant's pension / widow's pension / survivor's pension**: the same thing, depending on who you
  ask. The pension paid to me because Iain was a member.
- **Defined benefit**: a pension worked out from salary and years of service, not from a pot of money.
- **GMP (Guaranteed Minimum Pension)**: the part of a pension from when the scheme was "contracted out"
  of the state earnings-related scheme, 1978-1997. Had to be "equalised" between men and women after a
  court case. Reason for the small change in my figure.
- **Arrears**: what they owed me from when Iain died until the payments started.
- **Certificate of Existence**: proof that I'm still alive. Yes, really.
- **Commutation**: swapping some pension for a lump sum. Not offered on a dependant's pension in this
  scheme, Derek says.
- **AVC (additional voluntary contributions)**: extra savings a member paid in on top. Iain may have had
  one in the 1990s - to find out.

## Things I wish someone had told me
1. Tell Us Once does NOT tell private or company pension schemes. You have to do it yourself.
2. Schemes change administrators, and nobody tells the widow.
3. Always send things recorded delivery and write down the date.
4. Keep a note of every phone call: who you spoke to, what they said, what they promised.
5. Ask for everything in writing.

I'm going to give a copy of this list to Mairi, whose husband isn't well. You shouldn't have to learn all
this while you're grieving.
"""

NOTES['notes/travel/holidays-2025.md'] = """
---
title: Holidays 2025
created: 2025-02-21
updated: 2025-10-13
tags: [travel, holiday]
---
# Holidays 2025

> **UPDATE 1 July:** the cruise is CANCELLED - the eye op date came through for 2 September, and
> between that, the seasickness worry and Maggie's back, we're doing a train holiday in October
> instead. Cruise details kept below for the record.

## 1. Norwegian Fjords cruise (CANCELLED)
- Company: Northern Star Cruises. Ship: MV Stella Borealis (not one of the huge ones - about 900
  passengers).
- Sails from **Rosyth** on Saturday 13 September 2025, back Saturday 20 September. 7 nights.
- Ports: Bergen, Flam, Geiranger (scenic cruising), Alesund, Stavanger.
- With Maggie Doig. Separate cabins - Maggie snores and so (she says) do I. Mine is cabin 6142, inside,
  sole occupancy.
- Booking ref: NSC-884217. Deposit £300 paid 20 Feb. Balance due 15 July.
- Neil was going to drive us to Rosyth.

Why I've gone off it: the op, the sea (I was sick on the Arran ferry in 1987 and have never forgotten
it), and it turns out the "scenic cruising" is at 5am.

## 2. Highland Lines by Rail (BOOKED - 6 to 11 October 2025)
With Maggie again. Booked through Caledonian Rail Journeys on 1 July (trains, coach and accomodation all in one). Booking ref CRJ-30917.
Paid in full by the start of August.

| Day | Date | What |
|-----|------|------|
| 1 | Mon 6 Oct | 08:21 Glasgow Queen Street to Fort William (arrive 12:05). Loch Linnhe House Hotel, Fort William, 2 nights |
| 2 | Tue 7 Oct | Fort William - Mallaig and back by train. Lunch in Mallaig (fish!) |
| 3 | Wed 8 Oct | Coach Fort William to Inverness along Loch Ness, with a stop at Fort Augustus. Ness Bank Lodge, Inverness, 3 nights |
| 4 | Thu 9 Oct | Inverness - Kyle of Lochalsk and back (the Kyle line) |
| 5 | Fri 10 Oct | Free day in Inverness. Culloden? Or just the river and a scone. |
| 6 | Sat 11 Oct | 14:33 Inverness to Glasgow Queen Street |

**Seats**: I've asked Caledonian for forward-facing window seats on all the trains - I can't bear going
backwards, it makes me queasy, and what's the point of the West Highland Line if you can't see out.

### Packing
- [x] Eye drops (both bottles) + the chart + the plastic guide thing
- [x] Sunglasses (the eye is very bright-sensitive still)
- [x] Waterproof, walking shoes, the good cardigan
- [x] Binoculars (Iain's) for the eagles
- [x] Paperback for the train + reading glasses
- [x] Tablet + charger
- [x] Travel sickness bands (just in case, the coach)
- [x] Cash for tips and the trolley

### Afterwards (13 Oct)
Wonderful. The viaduct, the sea at Morar, a golden eagle (Maggie says buzzard - it was an eagle). The
Loch Linnhe House people were kind and the room had a view. Inverness rained. The Wi-Fi in the Inverness place was hopeless, so no photos to Fiona till I got home.
Came home tired and happy.
"""

NOTES['notes/choir/choir-notes.md'] = """
---
title: Choir notes
updated: 2025-09-12
tags: [choir, church, music]
---
# Kelvinbank Parish Church Choir

- Director of music: **Morag Lennox** (also the organist - does both, heaven knows how)
- Choir secretary: Alistair Pirie (sends the emails)
- Accompanist for concerts: Mr Ramsay from the music school
- I sing **alto** (second alto when we split). Music folder number 23.
- Subs: £30 a term.

## Rehearsals
**From September 2025: Larchfield Community Rooms, 3 Larchfield Lane, Thursdays 7.15-9pm.**
The church hall is shut for the new heating and the asbestos survey. Use the side door off the car park;
the front door is locked after 7. It's a ten-minute walk from me - nearer than the church, in fact.

(Until the summer it was the church hall on Kelvinbank Road, Thursdays 7.30-9.)

## Christmas concert 2025
- **Sunday 14 December, 3pm**, in the church.
- Rutter Gloria (first half), carols (second half) with the audience joining in.
- Black, with a red scarf or tie. Arrive 2.15 for the warm-up.
- Retiring collection for the Westburn food bank.

## What we've sung (and what I thought)
| When | What | My verdict |
|------|------|------------|
| Easter 2024 | Stainer, The Crucifixion (excerpts) | Worthy. Long. |
| Remembrance 2024 | Fauré Requiem | My favourite thing we have EVER sung. The Pie Jesu (Mairi sang it) had half the church in tears. |
| Christmas 2024 | Carols + Rutter "Candlelight Carol" | Lovely |
| Easter 2025 | Handel, "Since by man came death" + hymns | Good, the tenors struggled |
| Harvest 2025 | A new "worship song" Morag was asked to try | Happy-clappy and dreadful. Never again, please. |

## Notes to self
- Breathe BEFORE the phrase, not in the middle of "Gloria".
- Mark the alto line in pencil, rub it out at the end of term.
- Bring water and a throat sweet (no menthol - makes me cough).
"""

NOTES['notes/bookclub/rowanlea-readers.md'] = """
---
title: Rowanlea Readers (book club)
updated: 2025-10-16
tags: [books, bookclub]
---
# Rowanlea Readers

Second Tuesday of the month, 7pm, in each other's houses (whoever's turn it is makes the tea and
there's a rule of one cake, ONE). Catriona Baxter organises - she sends the email with the book and where
we're meeting. Eight of us, usually six turn up.

## What I like (so I remember when it's my turn to choose)
- Scottish historical fiction is my favourite thing - give me the Clearances, the herring girls, the
  shipyards, the suffragettes in Glasgow. Real places I can picture.
- Good strong women in them, but not saints.
- I like a book with a map at the front. My favorite kind has a family tree as well.
- I do NOT like gory crime novels. All that "tartan noir" with the bodies in the Clyde - no thank you,
  I had enough of real life. And no misery memoirs.
- I'm not keen on books written in the present tense, but I'll live.

## Books so far
| Month | Book | Chosen by | My rating |
|-------|------|-----------|-----------|
| Jan 25 | The Weaver's Apprentice (Ailsa Gow) | Jean | 4/5 - Paisley mills, loved it |
| Feb 25 | Cold Water Running (D.K. Lorimer) | Catriona | 2/5 - crime, grim, skipped the bad bits |
| Mar 25 | A Lamp in the Window (Morven Tait) | me | 5/5 - St Kilda, wept |
| Apr 25 | The Ferry Girl (Sheena Rae) | Elspeth | 3/5 |
| May 25 | The Marigold Tearooms (Fern Addison) | Maggie | 3/5 - light, fine |
| Jun 25 | The Long Shore (Ruaridh Macrae) | Jean | 4/5 |
| Sep 25 | Steel and Steam (Alec Munro) | Duncan's wife Irene | 4/5 - the shipyards, Iain would have loved it |
| Oct 25 | The Glass Orchard (Priya Maitland) | Catriona | 3/5 - clever, a bit cold |

(No meetings in July and August.)

## Want to suggest
- Anything else by Morven Tait.
- The one about the women munitions workers at Georgetown that Maggie mentioned.
"""

NOTES['notes/lists/christmas-2025.md'] = """
---
title: Christmas 2025
created: 2025-10-05
tags: [christmas, lists, family]
---
# Christmas 2025 - early thoughts

## Where?
- Idea: maybe host everyone here this year? It's been Fiona's three years running. The table's big enough
  if we put the leaf in. Or Christmas at Fiona's and Boxing Day here? Need to talk to her - nothing
  decided.

## Presents (grown-ups)
| Who | Idea | Budget | Got? |
|-----|------|--------|------|
| Fiona | Nice bath things + a book token | £30 | |
| Graham | Whisky miniatures set | £25 | |
| Neil | A proper head torch for his cycling | £30 | |
| Hannah | Scented candle (not lavender) + the cookbook she mentioned | £30 | |
| Maggie | Book - something Scottish | £15 | |
| Choir Secret Santa | £5 limit | £5 | |
| Tam (allotment) | Bottle of something for fixing the water butt | £12 | yes |

## The grandchildren
- Ask Fiona what Eilidh and Callum want - NO guessing this year (last year's "dinosaur" thing was
  apparently "for babies").
- Ask Hannah about Isla.

## Food
- Cullen skink to start if I'm hosting anything.
- Order the turkey crown from Munro's butcher by 1 December.
- Clootie dumpling - make in early December, it keeps.
"""

NOTES['notes/lists/food-and-recipes.md'] = """
---
title: Food - likes, dislikes and a few recipes
updated: 2025-03-12
tags: [food, recipes, lists]
---
# Food

## What I like
- Cullen skink. Smoked haddock in any form really.
- Mince and tatties on a cold night.
- Rhubarb crumble (allotment rhubarb), with custard, not cream.
- Tablet (in moderation - ha).
- A good bowl of broth.
- Oatcakes and crowdie.

## What I don't
- Mushrooms. Never have, never will. It's the texture - slimy.
- Anything too hot and spicy - a mild korma is my limit and Neil laughs at me.
- Fatty lamb.
- Tinned fruit salad (school dinners, 1960s, never again).

## Cullen skink (serves 4)
- 1 large smoked haddock fillet (undyed), about 350g
- 1 onion, finely chopped
- 2-3 floury potatoes, diced
- 300ml water, 400ml milk
- Knob of butter, parsley, black pepper

1. Poach the haddock in the milk and water for 5 minutes. Lift out, keep the liquid.
2. Soften the onion in the butter, add the potatoes and the poaching liquid. Simmer until the potatoes are
   soft.
3. Mash a few of the potatoes against the side to thicken it.
4. Flake the fish back in. Pepper, parsley. No salt - the fish is salty enough.

## Leek and tattie soup (for the allotment leeks)
- 3 leeks, 3 potatoes, 1 onion, 1.2 litres chicken stock, butter.
- Sweat the leeks and onion in butter 10 mins, add potatoes and stock, simmer 20 mins, blend half.

## Rhubarb crumble
- 500g rhubarb, 75g sugar (more if it's the end of the season), crumble: 150g flour, 75g butter, 75g
  demerara, handful of oats. 180C for 35 minutes.
"""

# ------------------------------------------------------------------ daily notes
NOTES['notes/daily/2025-01-14.md'] = """
# Tuesday 14 January 2025

The ceiling in the back bedroom is DRIPPING. The stain appeared on Sunday after that terrible wind and
today there's water coming through. Neil came over after work and went up into the loft with the big torch
- says there's daylight round the chimney and a couple of slates gone. Bucket under it, plastic sheet over
the worst of it, towels on the floor.

Maggie's neighbour had a roofer - Gary Drummond. I've left him a message. Fingers crossed.

Allotment seed catalogue came. That'll cheer me up tonight.
"""

NOTES['notes/daily/2025-04-28.md'] = """
# Monday 28 April 2025

Decision made. Enough is enough with Gary Drummond - he's missed 17 March, 24 March and 7 April and he
doesn't answer the phone. I rang Kirsty Orr at Clyde Slate & Lead this morning and told her I want to go
ahead with their quote. Paid their deposit over the phone. She says they can do it in early June and
she'll confirm the dates by email.

It's more money, but Stevie (their roofer) actually went up and looked properly, and there's a 10-year
guarantee. Iain would have said "buy cheap, buy twice".

Now I need to get my deposit back from Gary. I'll write him a proper letter - maybe get the AI thing to
help me make it firm but not rude.

Book club tomorrow? No - it's the second Tuesday, so the 13th. Get a grip, Rosa.
"""

NOTES['notes/daily/2025-06-11.md'] = """
# Wednesday 11 June 2025

Day two of the roof. Stevie Kane and his apprentice Dougie arrived at 8 sharp. The noise! Slates coming
down the chute into the skip all morning. Stevie showed me the old lead from round the chimney - like a
doily, holes everywhere. No wonder.

Tea at 10, 12 and 3, with a KitKat. Dougie takes four sugars. Four!

Went up to the plot in the evening to get away from the dust. Watered everything - still no rain. The
broad beans are nearly ready.

Fiona phoned - Callum's party plans for August. He wants it at the plot. We'll see. Skip tommorow's
plot visit, the dust needs to settle.
"""

NOTES['notes/daily/2025-07-01.md'] = """
# Tuesday 1 July 2025

Big decision day. I have cancelled the cruise. Phoned Northern Star this morning and they've cancelled the
booking - they'll email with the cancellation charges. I'll lose money but I don't care.

Reasons: the op is on 2 September, I'll still be on drops two weeks later and the eye people said to keep
away from wind and spray and swimming pools for a few weeks; Maggie's back is bad and she's dreading the
gangways; and I have never forgotten being sick on the Arran ferry.

Instead: a rail holiday in October! Caledonian Rail Journeys - Fort William, Mallaig, Loch Ness,
Inverness, the Kyle line - 6 to 11 October. Booked it this afternoon. Maggie's coming. Trains are
civilised. You can get off.

Told Fiona, who said "about time you did something sensible, Mum".
"""

NOTES['notes/daily/2025-08-19.md'] = """
# Tuesday 19 August 2025

Allotment: the new gate code is 2583 (changed on Saturday after the break-in). Written in the back of my
diary, NOT on the shed. The old one doesn't work any more - I stood at the gate like a daftie for five
minutes this morning trying it.

Picked a whole basin of raspberries. Jam tomorrow.

Two weeks to the op. Getting nervous. Hannah dropped Isla off for an hour - she's walking everywhere now.
"""

NOTES['notes/daily/2025-09-30.md'] = """
# Tuesday 30 September 2025

Eye review at Westerton this morning. The pressure in the left eye is up - 28, it should be under 21. I saw
Dr Aileen Moffat (she works with Mr Siddiqui). She says it's a reaction to the steroid drops, not uncommon,
not to worry. So:

- STOP the Maxidex.
- START Lotemax - one drop in the left eye twice a day, morning and bedtime.
- Next review: Tuesday 18 November at 10.15, back at Clinic 3.

Twice a day is a relief after all the four-times-a-day business. New chart on the fridge.

She also said the right eye will be done in the new year - I'm on the list.

Packing for next week's holiday! Must remember the new drops.
"""

NOTES['notes/daily/2025-10-28.md'] = """
# Tuesday 28 October 2025

Food bank on Friday was my third Friday afternoon shift on the distribution desk - so much busier than the
Tuesday morning packing used to be. Queue out the door by half one. A young dad with twins in a double
buggy who couldn't look me in the eye. I gave him the extra nappies and didn't ask.

Still no sign of the £400 from Gary Drummond. Five months since he "promised". I'll write again, or maybe
small claims - Neil says it's easy online.

The downpipe bracket at the back still hasn't been fixed - the pipe was banging against the wall all
night in the wind. Must phone Kirsty.

Clocks went back on Sunday. Dark at five. Hate it.
"""

# ------------------------------------------------------------------ docs (plain text)
DOCS = {}

DOCS['docs/eye-drops-discharge-sheet.txt'] = """
NETHERHILL TREATMENT CENTRE - DAY SURGERY UNIT
Ophthalmology: going home after cataract surgery
NHS Clyde & Kelvin (Westerton Eye Centre service)

Patient:    Mrs Rosa McAllister
Date:       02/09/2025
Procedure:  LEFT phacoemulsification + intraocular lens implant
Surgeon:    Mr F. Siddiqui

YOUR EYE DROPS - LEFT EYE ONLY

1. MAXIDEX (dexamethasone 0.1%) - shake the bottle well
   Weeks 1 and 2:  ONE drop FOUR times a day (e.g. 8am, 12 noon, 4pm, 10pm)
   Week 3:         ONE drop THREE times a day
   Week 4:         ONE drop TWICE a day
   Week 5:         ONE drop ONCE a day
   Then STOP.

2. CHLORAMPHENICOL 0.5%
   ONE drop FOUR times a day for TWO weeks, then STOP.

Leave at least 5 minutes between different drops.
Start the drops tomorrow morning when you remove the shield.
Do not let the tip of the bottle touch your eye or lashes.
Wash your hands before and after.
Keep unopened bottles in the fridge; once opened, throw away after 4 weeks.

AFTER YOUR OPERATION
- Wear the plastic shield at night for 1 week.
- Do not rub the eye.
- No swimming for 4 weeks. Avoid dusty or windy places where you can.
- You may shower and wash your hair from tomorrow but keep water out of the eye.
- Do not drive until you are told it is safe.
- Light housework is fine. Avoid heavy lifting and bending for 2 weeks.
- You can watch television and read as normal.

Some grittiness, watering and blurred vision is normal for a few days.

CONTACT EYE CASUALTY IMMEDIATELY (0141 496 0911, 24 hours) IF YOU HAVE:
- increasing pain,
- worsening vision,
- increasing redness,
- flashing lights or a curtain over your vision.

You will get a phone call at 2 weeks and a clinic review at around 4 weeks.
"""

DOCS['docs/allotment-rules-2025.txt'] = """
BIRCHFIELD BRAE ALLOTMENT ASSOCIATION
RULES FOR PLOTHOLDERS - 2025 (adopted at the AGM, 8 March 2025)

1.  Rent is due by 31 March each year. 2025 rents: half plot GBP 42, full plot GBP 78.
    Pay the Treasurer (Parveen Chaudhry) by bank transfer or cash at the pavilion.
2.  Plots must be kept cultivated. At least 75% of a plot should be in productive use.
3.  Plot inspections take place in May and November. Plotholders with untidy plots
    will receive a letter; after two letters the committee may end the tenancy.
4.  No bonfires at any time.
5.  No livestock (including hens) without the written permission of the committee.
6.  Sheds and greenhouses need committee approval. Maximum shed size 8ft x 6ft.
7.  Keep paths between plots clear and cut.
8.  The main gate must be locked at all times, including when you are on site.
    The padlock code is issued to members only: current code 4719. Do not share it.
9.  WATER. Cans only from the troughs - no hoses, no sprinklers.
10. SUMMER WATER ROTA (July and August). Each plotholder takes one week. The Water
    Officer (Hamish Boyd) will email the rota. During your week you must:
     a) open the main stopcock in the box beside the pavilion by 8am each day;
     b) walk the site morning and evening and check the troughs are not overflowing
        (adjust the ballcocks if they stick);
     c) top up the two dipping tanks from the standpipe;
     d) close the stopcock and lock the standpipe cover by 8pm;
     e) report any leak or burst straight away to the Water Officer;
     f) note the meter reading in the book in the pavilion on Monday and Sunday.
    If you can't do your week, arrange a swap yourself and tell the Water Officer.
11. Compost bays: green waste only. No cooked food, no perennial weed roots.
12. Dogs must be on a lead and you must clear up after them.
13. Children are welcome but must be supervised.
14. Any disputes go to the Secretary (Duncan Ferrier) in writing.

Committee 2025: Agnes Mowat (Chair), Duncan Ferrier (Secretary),
Parveen Chaudhry (Treasurer), Hamish Boyd (Water Officer).
"""

DOCS['docs/letter-to-gary-drummond.txt'] = """
Mrs Rosa McAllister
9 Rowanlea Gardens
Glasgow G11 7QZ

5 May 2025

Mr Gary Drummond
Drummond Roofing
Unit 7, Carntyne Trade Park
Glasgow G32 8ZZ

Dear Mr Drummond,

Roof repairs at 9 Rowanlea Gardens - return of deposit

On 10 February 2025 I accepted your quotation for repairs to the rear roof of my house and paid you a
deposit of £400 by bank transfer. You agreed to start the work in the week of 17 March 2025.

Since then you have not attended on 17 March, 24 March or 7 April, the dates you gave me, and I have been
unable to reach you by telephone. In the meantime there has been further water damage to the house.

As the work has not been started and I cannot wait any longer, I have now engaged another contractor to
carry out the repairs. I am therefore cancelling our agreement and ask you to return my deposit of £400
in full within 14 days of the date of this letter, by bank transfer to the account you have details of,
or by cheque to the address above.

I understand that things do not always go to plan in your trade, and I would much rather settle this
between ourselves. If I have not received the refund by 19 May 2025 I will have to consider other
options, including a simple procedure claim.

Yours sincerely,

Rosa McAllister

Tel: 0141 496 0732
"""


def build():
    for rel, text in NOTES.items():
        write_text(rel, text)
    for rel, text in DOCS.items():
        write_text(rel, text)
