# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT-style conversations and simple message files."""

# Each ChatGPT conversation: title, list of turns (role, iso timestamp, text).
# A turn may be ("user_edit", ts, original_text, edited_text) to create a branch.

CONV_2025_03 = [
    dict(title="Negotiating a shop lease renewal", turns=[
        ("user", "2025-03-03T21:12:00+00:00",
         "I run a small bike repair shop in Bristol. My lease ends on 24 December 2025. I pay 14,400 a year. "
         "The landlord's agent (Kellaway Pryor) has proposed a new 10-year lease at 17,800 a year with an "
         "upward-only review at year 5 and no break clause. I've got a solicitor. I do NOT want to be locked in "
         "for ten years - honestly I hate the idea of being tied to anything that long, five years max with a way "
         "out. The roof over my workshop leaks and they've ignored it for two years. How should I approach the "
         "negotiation?"),
        ("assistant", "2025-03-03T21:12:40+00:00",
         "That's a common situation at renewal time, and you're in a better position than it might feel. Here's a "
         "structured way to think about it.\n\n**1. Understand your leverage**\n- If your current lease is protected "
         "by the Landlord and Tenant Act 1954 (most business leases are unless they were expressly contracted out), "
         "you have a statutory right to a new lease on broadly similar terms, and the rent would be set at open-market "
         "level if it went to court. Ask your solicitor to confirm this - it's your most important card.\n- Good "
         "tenants are valuable. A void period, marketing costs, rent-free for a new tenant and business rates on an "
         "empty unit all cost the landlord money.\n\n**2. Decide your priorities**\nWrite down, in order, what matters "
         "most: term length, break clause, rent, the roof, incentives (rent-free), repairing obligations. You rarely "
         "win everything - trade what matters less to you for what matters more.\n\n**3. Evidence the rent**\nCollect "
         "comparables: similar units on the same parade or nearby streets, their size, rent, and lease length. Agents "
         "often quote the highest recent letting; you want the whole picture.\n\n**4. Make a reasoned counter-offer**\n"
         "Anchor with a figure you can justify, and attach asks to it: shorter term, tenant-only break, roof works "
         "completed before the new term, a rent-free period.\n\n**5. Trade, don't concede**\nEvery time you move, ask "
         "for something back.\n\n**6. Get everything in writing**\nHeads of terms should be marked 'subject to "
         "contract' and reviewed by your solicitor before you sign.\n\n**7. Repairs**\nIf the landlord is responsible "
         "for the roof under your current lease, keep a written record of each report. Make completion of the repair a "
         "condition of the new lease.\n\nWould you like help drafting a counter-offer letter?"),
        ("user", "2025-03-03T21:20:05+00:00",
         "Yes please - short, friendly, but firm. Counter at 15,000, 5 years, break at 3, roof fixed first, 3 months rent free."),
        ("assistant", "2025-03-03T21:20:50+00:00",
         "Here's a draft you could adapt (your solicitor may prefer to send the formal version):\n\n---\nDear Gavin,\n\n"
         "Thank you for setting out your client's proposal for 41 Ashgrove Parade. I've valued being a tenant on the "
         "parade for the last five years and I'd very much like to stay.\n\nHaving looked at comparable lettings nearby "
         "and taken advice, I'd like to propose the following:\n- A term of 5 years from 25 December 2025\n- A tenant-only "
         "break option at the end of year 3\n- A rent of 15,000 per annum\n- The landlord to replace the rear workshop "
         "roof covering before the new term begins\n- A rent-free period of 3 months\n\nI think this reflects the market "
         "and gives your client a reliable, long-standing tenant. I'm happy to meet to discuss.\n\nKind regards,\nTom\n---\n\n"
         "A few tips: keep the tone warm, don't justify every number in the first letter, and be ready for a counter. "
         "Decide in advance your walk-away points (for example, the break clause) and where you can flex (perhaps the rent)."),
    ]),
    dict(title="Half marathon training plan (44, 25 min parkrun)", turns=[
        ("user_edit", "2025-03-08T13:05:00+00:00",
         "I'm 44 and I've just entered my first half marathon in 14 years - the Avon Gorge Half on 9 November. What plan should I follow?",
         "I'm 44 and I've just entered my first half marathon in 14 years - the Avon Gorge Half in Bristol on 9 November. "
         "Parkrun PB 25:12 as of this morning. I run 3-4 times a week, about 25 km. Some things about me: I really "
         "hate treadmills - I'll run in any weather rather than get on one, I need to be outside. I can only run "
         "early (6-7:15am) before my shop opens, or on Sundays/Mondays. And gels make me feel sick - I tried two on a "
         "long run last year and nearly threw up - I much prefer jelly babies or a couple of dates. Target: sub 1:55. "
         "My left calf is my weak spot. What plan should I follow?"),
        ("assistant", "2025-03-08T13:06:10+00:00",
         "Great goal - and with eight months to go, very achievable. A 25:12 parkrun suggests a half marathon somewhere "
         "around 1:55-2:00 on current fitness, so sub-1:55 is a realistic stretch target with consistent training.\n\n"
         "**Target pace**: sub-1:55 is about 5:26 per km (8:45/mile).\n\n**Structure (April-November)**\n1. *Base "
         "(8 weeks)*: 4 runs a week, mostly easy. Long run building from 10 km to 14 km. One session of strides.\n2. "
         "*Build (8 weeks)*: add one quality session - tempo or hills. Long run to 17-18 km.\n3. *Specific (6 weeks)*: "
         "tempo at goal pace, long runs to 19-21 km with the last few km at goal pace.\n4. *Taper (3 weeks)*: reduce "
         "volume by 20-40%, keep a little intensity.\n\n**Working around your schedule**: early runs before work are "
         "perfect for easy runs; put the long run on Sunday and a recovery jog or rest on Monday. Parkrun can be your "
         "tempo session.\n\n**Outdoor-only**: no problem at all - treadmills are optional. In winter, invest in a head "
         "torch and hi-vis for the dark early mornings.\n\n**Fuelling without gels**: plenty of runners use jelly "
         "babies, dates, or chews. Practise on long runs - around 30-60 g of carbohydrate per hour beyond 75 minutes. "
         "Five or six jelly babies is roughly 25 g.\n\n**The calf**: add calf raises (straight and bent knee), "
         "eccentric lowering, and don't increase weekly volume by more than about 10% a week. Avoid sudden jumps in "
         "hill work.\n\nWould you like this as a week-by-week table?"),
        ("user", "2025-03-08T13:14:30+00:00", "Yes - as a table, and keep Saturdays as parkrun."),
        ("assistant", "2025-03-08T13:15:40+00:00",
         "Here's an outline (km):\n\n| Week | Mon | Tue | Thu | Sat | Sun (long) |\n|---|---|---|---|---|---|\n"
         "| 1-4 | rest | 6 easy | 6 easy + strides | parkrun | 10-12 |\n| 5-8 | rest | 7 easy | 7 hills | parkrun | 12-14 |\n"
         "| 9-12 | 5 recovery | 8 easy | 8 tempo | parkrun | 14-16 |\n| 13-16 | 5 recovery | 8 easy | 3x2km @ goal | parkrun | 16-18 |\n"
         "| 17-22 | 5 recovery | 8-10 easy | 10 incl. 6 @ goal | parkrun | 18-21 |\n| 23-25 (taper) | rest | 6 easy | 6 incl. 3 @ goal | parkrun (easy) | 16, 12, RACE |\n\n"
         "Adjust for life: if the shop or family gets in the way, drop the Thursday session rather than the long run. "
         "Good luck!"),
    ]),
]

CONV_2025_09 = [
    dict(title="Loft conversion - did we make a mistake dropping the en-suite?", turns=[
        ("user", "2025-09-02T22:31:00+01:00",
         "We're doing a loft conversion in Bristol (rear dormer, 1930s semi). We originally wanted a bedroom with an "
         "en-suite shower room, but in July we dropped the en-suite - it would have cost about 7,400 extra, the soil "
         "pipe would have had to come down through my son's room, and it squeezed the headroom on the new stairs. So "
         "now it's a big bedroom with eaves storage and no en-suite. My partner Rachel is still a bit sad about it. "
         "Build starts on 22 September. Have we hurt the resale value?"),
        ("assistant", "2025-09-02T22:32:15+01:00",
         "It's a very common dilemma, and there's no single right answer - but your reasoning is sound.\n\n**Resale "
         "value**\n- Estate agents often say an en-suite adds appeal to a loft bedroom, particularly in family houses "
         "where the loft becomes the main bedroom. However, the uplift is usually less than the cost of adding it, and "
         "buyers also value space and storage.\n- A badly-placed en-suite (cramped, low headroom, a boxed soil stack "
         "through another bedroom) can actually detract from value.\n\n**Future-proofing**\n- Ask your architect whether a "
         "future waste route can be planned or capped off now. That keeps the option open at low cost.\n- Make sure the "
         "electrics and joist layout don't make a later en-suite impossible.\n\n**Everyday life**\n- With two children "
         "sharing one bathroom, consider small changes: a second basin in the family bathroom, or a downstairs WC if you "
         "don't have one.\n\n**What to do with the budget**\n- Better insulation, a well-designed staircase, good "
         "rooflights and blackout blinds will be noticed every day.\n\nOverall: you've made a pragmatic decision. If you "
         "want to reassure Rachel, focus on what the saving buys."),
        ("user", "2025-09-02T22:40:10+01:00",
         "Imogen (architect) has left a capped waste route just in case. And the money's going into the stairs and insulation."),
        ("assistant", "2025-09-02T22:40:45+01:00",
         "That's exactly the right approach - you've kept the option open and put the money where you'll feel it. "
         "I'd keep a copy of the drawings showing the capped route with the house documents; a future buyer's surveyor "
         "will appreciate it."),
    ]),
    dict(title="Making a new care agency work for my dad", turns=[
        ("user", "2025-09-16T20:48:00+01:00",
         "My dad Emmanuel is 79, lives alone in Cardiff and has early Alzheimer's. We switched care agencies in the "
         "summer after the first one (Cwtch) sent a different stranger every visit. The new agency, Ty Gwyn, started on "
         "4 August: Monday to Friday mornings 8:30-9:30, plus Sunday lunchtime 12-1. His regular carer is Bethan Pryce and "
         "she's brilliant. He's on donepezil 10mg, now taken in the morning because it was giving him vivid dreams at "
         "night. Things that matter to him: call him Emmanuel or Mr Okafor, NEVER Manny; he loves highlife music "
         "(Victor Olaiya, Osita Osadebe); strong tea with two sugars; he hates porridge - calls it prison food. He hates "
         "being rushed. How do I help the new carers get it right, and how do I keep this arrangement stable?"),
        ("assistant", "2025-09-16T20:49:30+01:00",
         "It sounds like you've already done the most important thing - getting continuity with one regular carer. "
         "Here are some ways to keep it working.\n\n**1. A one-page profile**\nMany agencies use an 'All About Me' or "
         "'This is me' document. Keep it to one page: preferred name, routines, likes and dislikes, what calms him, "
         "what upsets him. Put a laminated copy in the kitchen.\n\n**2. Build a relationship with the care manager**\n"
         "Regular short check-ins (monthly) are better than only calling when there's a problem. Praise what's working, "
         "specifically - it tends to get passed on.\n\n**3. Use his life story**\nPeople with dementia often respond to "
         "familiar music and long-term memories. Music he loves can help with agitation.\n\n**4. Consistency on "
         "weekends**\nWeekend visits often have more variation in staff. Ask whether a small team can cover Sundays.\n\n"
         "**5. Medication**\nMake sure the carers know the timing change and that the blister pack reflects it.\n\n"
         "**6. Look after yourself**\nCaring at a distance is exhausting. Share tasks with your sister and consider a "
         "carer's assessment from the local authority.\n\nWould you like a template for the one-page profile?"),
        ("user", "2025-09-16T21:02:40+01:00",
         "Also thinking about Christmas. Either we all go to Cardiff, or Dad comes to us in Bristol. Not decided - "
         "Rachel might be working. Any thoughts?"),
        ("assistant", "2025-09-16T21:03:50+01:00",
         "Both can work. Some things to weigh up:\n- **Familiar surroundings**: people with dementia are often calmer "
         "at home; a new place can cause disorientation, especially at night.\n- **Space and practicalities**: where "
         "would everyone sleep? Is there a downstairs toilet?\n- **Length of stay**: a shorter visit (2-4 nights) is "
         "often easier than a long one.\n- **Routine**: keep mealtimes, medication and bedtime as close to normal as "
         "possible.\n- **Care cover**: tell the agency early so visits can be paused or kept.\n\nYou might try a "
         "shorter overnight visit beforehand to see how he copes."),
    ]),
]

VAN_CHAT = {"messages": [
    {"role": "user", "timestamp": "2025-06-03T21:15:02+01:00",
     "content": "I run a bike repair shop and my van (2016 Citroen Berlingo, 129k miles) has broken down three times "
                "this year - battery in January, glow plugs in March, and now the clutch is slipping. I do a "
                "collection and delivery service for customers' bikes within about 3 miles, and school Dr Bike days "
                "a few times a year. I'm thinking of selling it and switching to a cargo e-bike, hiring a van by the "
                "day when I need one. Good idea?"},
    {"role": "assistant", "timestamp": "2025-06-03T21:16:30+01:00",
     "content": "It can be a great fit for a city bike business. Some points to consider:\n\n**Advantages of a cargo "
                "e-bike**\n- Much lower running costs: no fuel, minimal insurance, cheap servicing (which you can do "
                "yourself).\n- No parking problems and easy access in congested areas.\n- Strong brand fit for a bike "
                "shop - customers love it, and it's good for social media.\n- Many cities have cargo bike libraries or "
                "trial schemes.\n\n**Limitations**\n- Capacity: most cargo bikes can carry one adult bike, perhaps two "
                "small ones.\n- Range and hills: e-assist helps, but longer trips with a heavy load are slow.\n- Weather.\n"
                "- Secure storage: cargo bikes are valuable and need a safe place overnight.\n\n**Van hire**\n- Check "
                "local day-hire rates and how convenient collection is.\n\n**Suggested approach**\nRun a trial for a "
                "month before selling the van, track every job and note which ones the cargo bike couldn't do. That "
                "gives you real data rather than guesswork."},
    {"role": "user", "timestamp": "2025-06-03T21:24:47+01:00",
     "content": "No, I've decided. The van's going. I'll borrow a cargo bike from the Bristol Cargo Bike Library in "
                "July and hire a van when I need one. Can you help me write an ad to sell the van? Clutch is slipping, "
                "I'll say so."},
    {"role": "assistant", "timestamp": "2025-06-03T21:25:40+01:00",
     "content": "Here's a straightforward, honest ad:\n\n---\n**2016 Citroen Berlingo 1.6 BlueHDi L1 - spares/repair "
                "or easy fix**\n129,000 miles. White. Ex-fleet, used by a local bike shop for the last four years. "
                "Internal bike rack (carries 3). New battery (Jan 2025), new glow plugs (Mar 2025). Tyres good. No "
                "rust. **Clutch is slipping** and will need replacing (likely with flywheel) - priced accordingly. "
                "MOT until October. Viewing in BS3. Offers.\n---\n\nTips: include plenty of photos (including the "
                "rack), be upfront about the clutch, and consider getting a trade quote from a couple of van buyers to "
                "set a floor price."},
]}

DAD_XMAS_CHAT = {"messages": [
    {"role": "user", "timestamp": "2025-10-18T22:10:15+01:00",
     "content": "Update on my dad (Emmanuel, 79, early Alzheimer's, lives alone in Cardiff). We've decided about "
                "Christmas: he's coming to us in Bristol. My sister Chioma will drive him down on Tuesday 23 December "
                "and I'll take him back to Cardiff on Saturday 27 December. He'll sleep in my son Kofi's room - our "
                "loft conversion won't be finished. Ty Gwyn (his carers - Mon-Fri mornings and Sunday lunch, his "
                "regular carer is Bethan) will pause visits while he's with us. Before that, his memory clinic review "
                "with Dr Harcourt is on Tuesday 4 November at 2:15pm. What can I do to make the Christmas visit go well?"},
    {"role": "assistant", "timestamp": "2025-10-18T22:11:40+01:00",
     "content": "That sounds like a well thought-through plan, and the short stay is sensible. Some ideas:\n\n"
                "**Before the visit**\n- Talk about it with him in the weeks before, but keep details simple. A "
                "photo of the room he'll sleep in can help.\n- Bring familiar items: his pillow, a blanket, a few CDs, "
                "his usual mug.\n- Ask the memory clinic on 4 November for any advice about travel and changes of "
                "routine - they'll have seen it many times.\n\n**During the visit**\n- Keep his routine: the same "
                "breakfast time, medication at the usual time (put a reminder on your phone), and a quiet space to "
                "retreat to.\n- Night-time: a nightlight, a clear path to the toilet, and a sign on the bathroom "
                "door. Consider a simple door alarm so you know if he's up.\n- Christmas Day can be overwhelming - "
                "noise, paper, lots of people. Build in quiet time after lunch.\n- Involve him: children often help "
                "here, e.g. cards, music, looking at old photos.\n\n**The journey**\n- Travelling in the daytime, "
                "with a stop, is usually easier.\n- Tell him who is driving and where he's going, calmly and more "
                "than once.\n\n**Afterwards**\n- Expect some tiredness or confusion for a day or two after returning "
                "home. Let the carers know the date he's back so visits resume smoothly."},
    {"role": "user", "timestamp": "2025-10-18T22:20:03+01:00",
     "content": "Good shout on the door alarm - he wandered off once in June. "
                "I'll get one from the shop supplier. Thanks."},
    {"role": "assistant", "timestamp": "2025-10-18T22:20:31+01:00",
     "content": "That makes sense given what happened in June. A simple battery door chime or a PIR sensor that "
                "alerts your phone would work well. I hope you all have a lovely Christmas together."},
]}

QUICK = [
    ("user", "2025-01-19T18:02:11+00:00",
     "Quick family dinner ideas for the week please. Constraints: Ada (9) won't eat anything spicy at all, Kofi (6) "
     "hates mushrooms (picks them out of everything), Rachel works nights so it needs to be something she can reheat "
     "at 2am on her break, and I don't eat lamb. 30 mins max."),
    ("assistant", "2025-01-19T18:02:50+00:00",
     "Here are five that fit:\n1. Chicken, leek and sweetcorn pie (shop-bought pastry lid) - reheats well.\n2. Mild "
     "chicken and chickpea curry (no chilli, coconut milk) - keep a chilli-oil jar on the side for adults.\n3. Pasta bake "
     "with tomato, peppers and mozzarella - no mushrooms.\n4. Sausage and bean casserole - batch cook, freezes well.\n"
     "5. Fish pie with a mash top - reheats in a microwave in 3 minutes.\nAll avoid lamb and mushrooms and are mild."),
    ("user", "2025-04-02T08:15:40+01:00",
     "What should I play in my bike shop? I love Afrobeat - Fela Kuti, Tony Allen, Ebo Taylor - and BBC 6 Music in the "
     "mornings. I can't stand commercial radio, the adverts drive me mad. Do I need a licence?"),
    ("assistant", "2025-04-02T08:16:30+01:00",
     "Yes - in the UK, playing recorded music or the radio in a business open to the public usually requires a "
     "TheMusicLicence (from PPL PRS). It covers radio, streaming (where the service allows business use) and CDs. "
     "Prices depend on the size of the premises and how the music is used. For a small shop, it's typically a modest "
     "annual fee. Playlist-wise, your taste will work well: upbeat but not intrusive. Keep the volume low enough for "
     "customers to chat at the counter."),
    ("user", "2025-09-02T19:48:02+01:00",
     "How do I backdate a pay rise in a small-business payroll app? I promised my part-time mechanic Jonah his rate "
     "goes up from 13.50 to 14.25 an hour from 1 September and I haven't changed it yet. Next pay run is the 26th."),
    ("assistant", "2025-09-02T19:48:55+01:00",
     "Most payroll apps let you change the hourly rate with an effective date. If you update it before the next pay "
     "run on the 26th, there's nothing to backdate - just make sure the new rate applies to all hours from 1 September. "
     "If a pay run has already gone out at the old rate, add a one-off 'back pay' line for the difference. Tell Jonah "
     "in writing (a short e-mail is fine) and keep a copy for your records."),
    ("user", "2025-10-12T07:30:44+01:00",
     "My parkrun PB is now 23:47 (13 September - it was 24:31 in May). Long run was 21.1 km last week in 1:57. "
     "Half marathon is 9 November. Is sub-1:50 realistic?"),
    ("assistant", "2025-10-12T07:31:40+01:00",
     "A 23:47 5k predicts roughly 1:50-1:53 for a half marathon on typical conversion formulas, so sub-1:50 is "
     "ambitious but within reach on a good day and a favourable course. Because your course has a significant climb "
     "late on, pace the first half conservatively (around 5:15/km) and save effort for the hill. Your 21.1 km training "
     "run at an easy pace is a good sign of endurance."),
    ("user", "2025-10-15T21:05:10+01:00",
     "Allotment question: when should I plant garlic in Bristol? I put some in on the 12th - too early?"),
    ("assistant", "2025-10-15T21:05:42+01:00",
     "Mid-October is fine - garlic benefits from a period of cold to form bulbs. In the south-west, anywhere from "
     "October to December works. Plant cloves pointy end up, about 15 cm apart and 2.5 cm deep, in well-drained soil."),
]
