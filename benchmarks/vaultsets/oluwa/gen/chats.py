import json
from lib import chatgpt_export, epoch, write

LONG_PRICING = """Great question – and it's a really common one for small-scale beekeepers, because it's easy to under-price when you're selling to a shop you like and trust. Let's break it down.

**1. Work out your real cost per jar**
Add up, per 340g jar:
- Jar + lid (currently roughly 60–75p bought in small quantities, including delivery)
- Label (10–25p depending on printing)
- A share of your treatments, feed sugar, replacement frames and foundation
- A share of equipment depreciation (extractor, settling tank, warming cabinet)
- Your association subs and insurance
- Fuel/travel to the apiary and to the shop
Most hobby beekeepers who do this honestly find the cost is £2.00–£3.00 per jar before they value their time at all.

**2. Look at the retail price and the margin**
A farm shop typically wants a margin of 30–40% on local produce. At £7.95 retail, a wholesale price of £5.20 gives the shop about 35% – which is at the generous end for *you*, but normal. Local honey in farm shops in Yorkshire is generally retailing at £7.50–£9.50 for 340g at the moment.

**3. Consider what makes your honey different**
- Single-apiary, traceable honey with a lot number
- Gentle processing (not heated, coarse-filtered – pollen retained)
- Glass jars
These are genuine selling points and the shop can use them on a shelf label.

**4. Options**
- Keep £5.20 and raise the retail price (the shop keeps more margin – not great for you).
- Ask for a modest rise (e.g. to £5.50–£5.75) with a clear, friendly explanation of rising costs.
- Introduce a premium line (e.g. cut comb, or a named single-season honey) at a higher price.

**5. How to ask**
Keep it short, give notice (a month is polite), explain costs in a sentence, and make it easy to say yes. Most shop owners expect local suppliers to adjust prices every year or two.

Would you like me to draft the e-mail?"""

LONG_MARKETS = """That's completely reasonable – a farm shop outlet is often the best option for a beekeeper with limited time, because:

- You deliver in bulk a few times a season instead of standing at a stall every weekend.
- The shop handles the customers, the card payments and the display.
- You get regular, predictable orders.

A few things to make the most of it:
1. **Agree terms in writing** – price per jar, payment terms (14 or 30 days), who pays for breakages.
2. **Offer a small shelf card** with your apiary's story and a photo of the hives – it really does increase sales.
3. **Stagger deliveries** so the shop never runs out but also doesn't sit on stock for months.
4. **Keep a lot record** for each delivery (lot number, date, number of jars) – it makes any complaint or recall straightforward.
5. **Check in after each season** – what sold, what didn't, would they take a second product?

If you ever do want to try a market, a single Christmas fair is a low-commitment way to test it."""

LONG_QC = """If you've found charged queen cells (larvae in royal jelly), the colony has decided to swarm, and you usually have only a few days. Here are your main options, from most to least effective:

**1. Artificial swarm (Pagden method)**
- Move the original hive a metre or so to one side.
- Put a new floor and brood box on the original site, with the old queen on one frame of brood, the rest foundation/drawn comb.
- Put the supers on the new box.
- Put the crownboard and roof on the old box (with all the brood and queen cells) on its new site, facing the other way.
- Seven days later, move the old box to the other side of the new one so the flying bees join the queen.
- Reduce the queen cells in the old box to one good open cell.

**2. Nucleus split**
- Take the old queen with 2 frames of brood and 2 of stores into a nuc box, and move it to another site (or block the entrance with grass).
- Leave the queen cells in the original box (reduce to one or two).

**3. Knocking down the queen cells**
- This rarely works on its own – the colony will simply build more and often swarm anyway, sometimes leaving you queenless. It's best avoided unless combined with one of the above.

**Timing**: a colony usually swarms when the first queen cell is sealed (about 8 days after the egg is laid), weather permitting. If you've got charged cells now, assume you have days, not weeks.

**Kit you need**: spare floor, brood box, crownboard, roof, frames (drawn comb is ideal), and a queen clip/cage if you want to find and keep the queen safely.

Would you like a step-by-step checklist to print for Saturday?"""

LONG_QC_SHORT = """Queen cells can mean the colony is preparing to swarm or to supersede the queen. Can you tell me a bit more – are the cells along the bottom edges of frames or on the face of the comb, and is there a larva in royal jelly inside them?"""

LONG_MONEY = """I can't give personal tax or legal advice, but I can give you a general overview of the things people in your situation usually need to think about. Please check anything important with an accountant or a UK tax adviser, ideally one with experience of Nigerian transfers.

**1. Is money from a parent abroad taxable in the UK?**
In general, a gift of money from a parent isn't income for the person receiving it, so there's normally no income tax on receipt. However:
- If the money is put into a UK savings account, the *interest* it earns is taxable in the usual way.
- If your father were to pass away within seven years and had UK inheritance tax exposure, gifts can sometimes be relevant – this depends heavily on his domicile and circumstances, which is why professional advice is worth it.

**2. Source of funds – keep a paper trail**
UK banks and building societies are obliged to check large incoming international payments. Keep:
- The sale contract / Deed of Assignment (or a summary letter from the lawyer)
- The lawyer's statement of account showing proceeds paid to your father
- Transfer receipts for each tranche
- A short signed note from your father stating the money is a gift

**3. Exchange rates and timing**
The naira has been volatile. Transferring in tranches (as you're doing) smooths the risk – you won't get the best rate on every transfer, but you avoid getting the worst rate on everything. Some providers let you set a target rate and convert automatically when it's hit.

**4. Provider choice**
Compare the *total received* in pounds, not the advertised fee – many providers build the margin into the rate. Keep using the one that's worked unless there's a clear saving.

**5. Communication with your father**
Since he prefers voice notes, you could record a short summary after each transfer (amount sent, rate, amount received) and keep a simple spreadsheet yourself so there's one written record.

**6. Nigerian side**
There may be Nigerian capital gains tax on the sale and rules about repatriating funds; his lawyer should confirm these are dealt with before the money moves.

Would you like a simple template for the gift letter?"""

LONG_ACIDS = """Here's a possible outline for a Y7 "Acids and alkalis" unit that fits a 9-lesson sequence and your template (overview, knowledge organiser, lessons, practical, hinge quiz, assessment, homework).

**Big idea:** substances can be classified by their properties; acids and alkalis react in predictable ways.

**Prior knowledge (KS2):** reversible and irreversible changes; dissolving; solids, liquids and gases.

**Lesson sequence**
1. What are acids and alkalis? Everyday examples, hazard symbols, safe handling (goggles!).
2. Indicators – litmus and why we need more than "red or blue".
3. **Practical:** making red cabbage indicator and testing household substances.
4. The pH scale and universal indicator – colour chart, strong vs. weak (qualitative only at KS3).
5. Neutralisation – adding alkali to acid, following the colour change, "salt + water" in words.
6. Neutralisation in everyday life: indigestion tablets, bee and wasp stings (a good hook!), soil pH.
7. Hinge quiz + consolidation.
8. Reactions of acids with metals (observing fizzing; hydrogen pop test as a demo).
9. Review and end-of-unit assessment.

**Misconceptions to target**
- "All acids are dangerous / burn you" (citric acid, vinegar)
- "Neutral means no chemicals"
- pH 7 confused as "the middle so it must be water"

**Practical (lesson 3)**
- Equipment: red cabbage extract, spotting tiles, pipettes, test substances (vinegar, lemon juice, bicarbonate solution, soap solution, dilute HCl and NaOH in low concentrations per CLEAPSS guidance).
- Measurement skills: pipette drops, recording in a results table with headings, colour description.

**Hinge question example**
"Which of these would turn universal indicator purple? A) lemon juice B) water C) oven cleaner D) vinegar"

**Assessment (30 marks)** – 10 recall, 10 application, 10 practical/maths (e.g. reading pH from a colour chart, interpreting a results table).

Want me to draft the one-page knowledge organiser next?"""

LONG_COACH = """Love this – you've basically described the best-practice approach in grassroots coaching already. Here's a six-session block that fits a 75-minute Thursday slot and your principles (ball per player, no laps, small-sided games, everyone plays).

**Session structure (every week)**
- 0–10 min: arrival activity – ball each, free dribbling in a big grid, coach calls challenges ("sole roll", "drag back", "stop on the line").
- 10–25 min: skill focus (with a ball each or in pairs).
- 25–45 min: rondo or small-sided practice linked to the focus (4v2, 3v1, 4v4+2).
- 45–70 min: match play – 4v4 or 5v5 on two pitches, conditions linked to the theme.
- 70–75 min: quick huddle – one thing they learned, one shout-out each.

**Block themes**
1. Receiving on the half-turn.
2. Running with the ball into space.
3. 1v1 attacking – beat a defender.
4. Defending as a pair – press and cover.
5. Playing out from the back (great for rotating keepers).
6. Finishing – volume of shots, lots of goals.

**Goalkeeper rotation**
Give every girl a short, positive goalkeeping block each session (e.g. 5 minutes each in the match-play phase) so going in goal on Sunday isn't scary.

**Playing time**
A simple rotation grid per match (you could put it on your phone) guarantees everyone plays at least half. Share it with the parents at the start of the season so there are no arguments.

**Warm-ups without laps**
Research and the FA's own guidance support ball-based movement warm-ups – they raise the heart rate just as well, and the girls get hundreds more touches."""

LONG_CONSENT = """Here's a friendly, short message you could send (or ask the team manager to send):

"Hi! Just a quick one – we still need the club's photography consent form for [name]. It only takes a minute and it means we can include her in team photos and the club website/socials (or make sure we *don't*, if you'd rather). There's a copy attached, or Carla has paper ones at training. Thanks so much!"

Tips:
- Until the form is back, treat it as "no consent" – keep the girl out of any photos that go online.
- Make it easy: paper copies at training, a pen, and a box.
- A gentle reminder in person works better than a third WhatsApp message."""

LONG_TODDLER = """It sounds like Tobi is a completely normal 2½-year-old eater – and he's got some brilliant favourites to build on. Here are some ideas that work with his likes and your approach of *exposing* rather than hiding vegetables.

**1. Use the "safe food + one new thing" plate**
Put something he reliably eats (plantain, jollof, egg, blueberries) on every plate, plus one small portion of something less familiar. No pressure to eat it – just seeing and touching it counts as exposure. It can take 10–15 exposures before a toddler accepts a new food.

**2. Texture matters more than colour**
Soft, wet greens (spinach, courgette) are the most commonly rejected texture at this age. Try the same veg in a different form:
- crispy kale "crisps" or roasted green beans
- courgette grated into fritters (visible, not hidden!)
- peas and sweetcorn, which are often accepted because they're sweet and "poppable"

**3. Build on jollof**
Since rice is fine as jollof, you could add finely chopped peppers, peas or carrots into the jollof itself – they're visible, but in a familiar context.

**4. Let him help**
Washing veg, tearing lettuce, stirring – toddlers are much more likely to try food they helped make.

**5. Keep meals calm**
No bribes with pudding, no "one more bite". Offer, eat together, clear away after 20–30 minutes.

**6. Vegetarian family meals**
Beans, lentils, eggs, dairy and fortified foods cover protein and iron; pair iron-rich foods with vitamin C (e.g. peppers, oranges) for absorption.

If he's growing well and has energy, a limited range at this age is nothing to worry about."""


def build():
    # -------------- ChatGPT export, May 2025 --------------
    chatgpt_export("chats/chatgpt/conversations-2025-05.json", [
        {"title": "Queen cells – artificial swarm or split?",
         "turns": [
             ("user", "I found 3 charged queen cells in one of my hives today (Franklin, a 14x12 National with a 2023 queen). I've got a day job and football on Sundays so I can only really do things on Saturdays. I knocked them down for now. What are my options – artificial swarm or a split?", epoch(2025, 5, 3, 19, 12)),
             ("assistant", LONG_QC, epoch(2025, 5, 3, 19, 13)),
             ("user", "OK, Pagden next Saturday then. I don't have a spare stand but I have a spare floor, brood box and roof. Can I put the new box on two breeze blocks?", epoch(2025, 5, 3, 19, 20)),
             ("assistant", "Yes – breeze blocks or a couple of paving slabs are absolutely fine for a temporary stand, as long as the box is level (or tilted very slightly forward so rain runs out of the entrance) and stable. Make sure it's high enough that you're not bending double to inspect, and that the entrance isn't pointing straight at a path or your neighbour's plot. Don't forget that knocking down the cells only buys you a few days – if you see sealed cells before Saturday, act sooner.", epoch(2025, 5, 3, 19, 21)),
         ],
         "branch": (0, "found queen cells what do i do", LONG_QC_SHORT)},
        {"title": "Pricing honey for a farm shop",
         "turns": [
             ("user", "I keep bees on my allotment in Leeds – three colonies at the moment. Most of my honey goes to a local farm shop, Hollybank. Philippa Marsh, who runs it and does the buying, pays me £5.20 for a 340g jar and sells it at £7.95. I haven't changed my price since 2023. A few things that matter to me: I never heat honey above 40°C, I don't blend with anything bought in, and I only use glass jars, never plastic. Am I charging too little?", epoch(2025, 5, 4, 20, 40)),
             ("assistant", LONG_PRICING, epoch(2025, 5, 4, 20, 41)),
             ("user", "Not yet – I'll wait until after the summer harvest. And to be clear, I don't want to do markets. Saturdays are for the bees and Sundays are football.", epoch(2025, 5, 4, 20, 47)),
             ("assistant", LONG_MARKETS, epoch(2025, 5, 4, 20, 48)),
         ]},
    ])

    # -------------- ChatGPT export, Oct 2025 --------------
    chatgpt_export("chats/chatgpt/conversations-2025-10.json", [
        {"title": "Y7 acids and alkalis unit outline",
         "turns": [
             ("user", "I'm head of science at a secondary in Leeds. We ended up writing our own KS3 units this year because SLT wouldn't fund the Spark Science scheme we'd voted for, so every teacher is writing one Y7 unit. Mine is Acids and alkalis – 9 lessons, one proper practical, a hinge quiz halfway and a 30-mark assessment. Can you sketch an outline? I hate busy slides, and I want particles before atoms in the sequence.", epoch(2025, 10, 12, 16, 5)),
             ("assistant", LONG_ACIDS, epoch(2025, 10, 12, 16, 6)),
             ("user", "Nice – I'll use the bee sting hook, obviously (I keep bees). Bee venom is actually mostly acidic-ish proteins, not simple formic acid, so I'll have to be careful with that myth.", epoch(2025, 10, 12, 16, 14)),
             ("assistant", "Good catch – that's a great teachable moment. The popular \"bee stings are acid, wasp stings are alkaline, so use bicarbonate/vinegar\" story is largely a myth: both venoms are complex mixtures of proteins and peptides (melittin in bee venom, for example), and treating a sting with a kitchen acid or alkali does very little. You could use it as a \"myth-busting\" discussion at the end of the neutralisation lesson: here's a claim, what would we need to test it, and why doesn't neutralisation explain sting pain? It also nicely reinforces that not every everyday 'acid' story is real chemistry.", epoch(2025, 10, 12, 16, 15)),
         ]},
        {"title": "Moving Dad's house sale money to the UK",
         "turns": [
             ("user", "My dad lives in Lagos and is selling our old family house in Surulere. The price is agreed at ₦178m and completion is next month. He wants to send part of the money to me in the UK (gift – for our house move and for our son). The first chunk already came through KoboBridge in September. I'm NOT flying out for the signing – we decided last week it isn't worth it; my cousin will witness and I'll watch on Zoom. A few things: (1) do I owe UK tax on this, (2) what records should I keep, (3) is it better to move it all at once or in tranches? Also, Dad won't read documents – he only does WhatsApp voice notes, never e-mail, so anything I need him to agree to has to be explained in a voice note.", epoch(2025, 10, 19, 21, 2)),
             ("assistant", LONG_MONEY, epoch(2025, 10, 19, 21, 3)),
             ("user", "Yes please, a simple gift letter template. Keep it short, he'll sign it at the lawyer's.", epoch(2025, 10, 19, 21, 9)),
             ("assistant", "Here's a short template:\n\n---\n**Letter of gift**\n\nI, [full name], of [address in Lagos], confirm that I am making a gift of [amount in naira / pounds] to my son, [full name], of [UK address].\n\nThe funds come from the sale of my property at [address], completed on [date].\n\nThis is an outright gift. I do not expect repayment, and I retain no interest in the money.\n\nSigned: ____________  Date: ________\n\nWitnessed by: ____________ (name, address, signature)\n---\n\nTips: list each tranche (date, amount sent, amount received) on a separate schedule you can update, rather than re-signing a letter each time. Keep a scan with the transfer receipts.", epoch(2025, 10, 19, 21, 10)),
         ]},
    ])

    # -------------- assistant-style JSON --------------
    football = {"messages": [
        {"role": "user", "timestamp": "2025-08-20T20:31:12+01:00",
         "content": "I coach an U12 girls' team (Oakwood Otters, 9v9, West Riding Girls' League). We had a vote in July about moving to the mixed local league and decided to stay in the girls-only league, so same league, new age group. Training is Thursdays, 75 minutes on half a 3G.\n\nHow I like to coach: I hate laps and lines – no running round the pitch, no queues of kids waiting for one ball. Ball per player where possible, rondos, small-sided games, lots of touches. Every girl plays at least half of every match and the keeper rotates. I'd rather we lose playing properly than win by hoofing it.\n\nCan you plan a six-week block for September/October?"},
        {"role": "assistant", "timestamp": "2025-08-20T20:31:58+01:00", "content": LONG_COACH},
        {"role": "user", "timestamp": "2025-08-20T20:40:03+01:00",
         "content": "Brilliant, thanks. Admin question: two new girls (Poppy and Zainab) haven't returned the club's photo consent forms. How do I nudge the parents without being annoying?"},
        {"role": "assistant", "timestamp": "2025-08-20T20:40:41+01:00", "content": LONG_CONSENT},
        {"role": "user", "timestamp": "2025-09-18T21:15:30+01:00",
         "content": "Update: still no consent forms back from Poppy's or Zainab's parents. I'll ask Carla (team manager) to chase on Sunday and keep both out of the team photo until then. Anything else I should do?"},
        {"role": "assistant", "timestamp": "2025-09-18T21:16:02+01:00",
         "content": "That's exactly the right approach. A couple of extra points:\n\n- Make sure whoever takes photos at matches (parents included) knows the two girls aren't to appear on social media yet – a quiet word is enough.\n- Check the club's own policy: some clubs also need consent for match reports that name players.\n- Note the date you chased, so if the club welfare officer asks, you have a record.\n\nOnce the forms are back, tick them off and move on – it's a common admin gap at the start of a season and nearly always just forgetfulness."},
    ]}
    write("chats/assistant/football-coaching-2025-08.json", json.dumps(football, indent=1, ensure_ascii=False))

    toddler = {"messages": [
        {"role": "user", "timestamp": "2025-09-28T18:52:40+01:00",
         "content": "Toddler food question. Our son Tobi is 2½. He LOVES fried plantain (dodo), jollof rice, scrambled egg and blueberries. He refuses anything green and soft – spinach, courgette, cooked broccoli gets spat out – and he won't eat plain rice, only jollof. My partner Anwen is vegetarian so we eat a lot of veggie meals. I don't want to hide veg in sauces; I'd rather he sees it and gets used to it. Funny thing: Janice, his childminder on Fridays, says he eats everything for her. Any ideas?"},
        {"role": "assistant", "timestamp": "2025-09-28T18:53:31+01:00", "content": LONG_TODDLER},
        {"role": "user", "timestamp": "2025-09-28T19:01:10+01:00",
         "content": "He does like peas if he can pick them up one at a time. And he'll eat anything if it has my suya spice on it, which is probably cheating."},
        {"role": "assistant", "timestamp": "2025-09-28T19:01:49+01:00",
         "content": "That's not cheating at all – using a flavour he already loves as a 'bridge' is a recognised strategy (sometimes called flavour-bridging). Just keep the spice mild and watch the salt: many ready-made suya spice mixes contain stock cube or salt, so making your own from ground peanuts (if no allergy), ginger, paprika, garlic and onion powder lets you control it. Peas one at a time are great fine-motor practice too – a little bowl of peas, sweetcorn and chopped green beans to pick at could become a regular side."},
    ]}
    write("chats/assistant/tobi-food-2025-09.json", json.dumps(toddler, indent=1, ensure_ascii=False))

    quick = [
        ("user", "Our nursery is £64 a day and Tobi goes 4 days. Would a childminder for Fridays be cheaper than a 5th nursery day, roughly, in Leeds?", "2025-02-10T21:04:11+00:00"),
        ("assistant", "Roughly, yes. Registered childminders in Leeds typically charge around £45–£60 for a full day, compared with £60–£75 for nurseries, and many include meals. Things to compare: hours (some childminders finish earlier), holiday cover (childminders take their own holidays, when you'll need backup), and whether they're registered for funded hours and Tax-Free Childcare. Smaller groups can also suit toddlers well.", "2025-02-10T21:04:40+00:00"),
        ("user", "Got stung through my leather beekeeping gloves AGAIN today. I'm done with leather – they're clumsy, I can't feel the frames and they soak up the alarm smell. Switching to nitrile for good. Which are the thickest nitrile gloves worth buying? Also I'm going back to the full suit rather than the jacket – bees got up my back twice this year.", "2025-06-29T18:22:05+01:00"),
        ("assistant", "Good call – many beekeepers prefer nitrile for exactly those reasons: better feel, easy to wash or bin, and they don't hold venom/alarm pheromone the way leather does. Look for 'heavy duty' or 'industrial' nitrile of 8 mil (0.2 mm) or thicker, ideally with a longer cuff you can tuck under the suit sleeve. Some beekeepers double-glove with a thinner pair underneath. A full suit with elasticated ankles and thumb loops will also stop bees getting up your back.", "2025-06-29T18:22:40+01:00"),
        ("user", "What are the main varroa treatment options for August in the UK? Just the list and pros/cons, I haven't decided yet.", "2025-07-24T21:30:00+01:00"),
        ("assistant", "Main UK-licensed options for late summer:\n\n- **Apiguard / Thymovar (thymol)** – supers off; needs >15°C; two applications over ~4 weeks; can make bees grumpy and queens stop laying briefly.\n- **Apivar (amitraz strips)** – effective, temperature-independent, 6–10 weeks; resistance has been reported where it's used repeatedly, so rotate.\n- **MAQS / Formic Pro (formic acid)** – acts under cappings; short treatment; temperature sensitive (risk of queen loss in heat).\n- **VarroMed (oxalic + formic)** – can be used with brood, multiple applications.\n- **Oxalic acid (Api-Bioxal)** – best in broodless winter period; also as a summer treatment during a brood break.\n\nWhatever you choose, monitor before and after, and record in your veterinary medicines record.", "2025-07-24T21:30:41+01:00"),
        ("user", "Sunday kick-offs on a 3G pitch from January – our home games are moving to Thorn Lane Sports Hub (pitch B) because the grass pitches at Gledhow Valley are shut for drainage. What footwear should 11-year-old girls wear on 3G?", "2025-12-10T19:44:30+00:00"),
        ("assistant", "For 3G (third-generation artificial grass), the safest options are:\n\n- **Moulded studs** labelled 'FG/AG' (firm ground/artificial grass) – many short rubber studs.\n- **AG-specific boots** – more, shorter, hollow studs designed for rubber crumb.\n- **Astro trainers ('TF')** – fine on 3G, especially in cold weather.\n\nAvoid metal studs (usually banned) and long screw-ins, which grip too much and increase the risk of knee and ankle injuries. Remind parents that 3G can be abrasive – long socks or leggings under shorts can help with grazes on cold mornings.", "2025-12-10T19:45:05+00:00"),
    ]
    with open(write("chats/assistant/quick-questions-2025.jsonl", ""), "w", encoding="utf-8") as f:
        for role, content, ts in quick:
            f.write(json.dumps({"role": role, "content": content, "timestamp": ts}, ensure_ascii=False) + "\n")
