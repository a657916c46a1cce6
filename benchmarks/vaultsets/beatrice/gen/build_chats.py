"""Chat exports: ChatGPT-style conversations, {"messages": [...]} files, and a .jsonl."""
import json
from datetime import timedelta
from common import chatgpt_conversation, dt, iso, write_text

def sec(d, s):
    return d + timedelta(seconds=s)

def build():
    # ================================================================ ChatGPT 2025
    convs = []
    t = dt(2025, 5, 6, 6, 12)
    convs.append(chatgpt_conversation('Shoulder rehab + swimming', [
        ('user', """I'm a 51-year-old nurse practitioner and I've been rehabbing a right rotator cuff injury since January (work injury, caught a patient). My physio, Harjit, has me on a red band for external/internal rotation, side-lying ER with 2 lb, rows, prone Y/T. It's going well.

A few things about me so you don't suggest the wrong stuff:
- I HATE gyms. The machines, the mirrors, the thumping music, the smell. I will not go. Please don't suggest a gym membership.
- I love swimming, especially outdoors in a lake first thing in the morning. Indoors at the Y is fine too.
- I do my exercises in the morning before work. After a 12-8 evening shift I'm useless, so anything that needs evenings won't happen.
- Breaststroke is fine. Front crawl still pinches at the top of the stroke.

How can I build swimming into the rehab so it actually helps rather than hurts?""", t),
        ('assistant', """That sounds like a really solid rehab programme, and swimming can be an excellent complement to it — as long as it's introduced thoughtfully. Here's a general framework you might discuss with Harjit:

**1. Start with strokes that keep the arm below shoulder height**
Breaststroke (with a slightly narrower pull), sidestroke on the uninjured side, and kicking drills with a board held low are usually well tolerated. Backstroke can be surprisingly irritating for some rotator cuff problems because of the overhead reach and rotation at entry, so treat it as something to test later.

**2. Use time or lengths, not effort, as your measure**
Rather than pushing for speed, pick a number of lengths that feels easy and add 1–2 per session each week. A common rule of thumb is the "next-day rule": if pain is higher the next morning than your usual baseline, scale back to the previous level.

**3. Reintroduce front crawl gradually**
When your physio is happy, you could try:
- Catch-up drill with a pull buoy, focusing on a long, relaxed reach
- Bilateral breathing so you don't always rotate to the same side
- A higher elbow recovery and a slightly wider hand entry (roughly in line with the shoulder, not crossing the midline)
- Short sets: 2 lengths of crawl, then 2 of breaststroke

**4. Warm up on land first**
A few minutes of band external rotations and scapular setting before you get in can help the cuff "switch on".

**5. Pair it with your home programme rather than replacing it**
Swimming is great for endurance and range of motion, but progressive resistance work is still what builds tendon capacity. Your morning band routine plus a swim 2–3 times a week is a nice balance.

**6. Watch for warning signs**
Night pain that's getting worse, new weakness, or a painful catch that doesn't settle are reasons to check in with your physio or doctor.

Morning open-water swimming sounds wonderful — just make sure you're swimming with someone or near shore until you're confident the shoulder is reliable. Would you like a sample 4-week progression?""", sec(t, 31)),
        ('user', """Yes please, and also: my friend Odile keeps inviting me to her kettlebell class. I really, really don't want to go. Is there a legit shoulder reason I can use?""", sec(t, 240)),
        ('assistant', """Here's a simple 4-week progression you could adapt (check it with Harjit first):

- **Week 1:** 10–12 lengths breaststroke, easy pace, 2–3 mornings
- **Week 2:** 14–16 lengths breaststroke + 4 lengths kick with a board
- **Week 3:** 16 breaststroke + 2 × 2 lengths front crawl catch-up drill with a pull buoy
- **Week 4:** 16 breaststroke + 3 × 2 lengths front crawl if week 3 felt fine the next day

As for kettlebells — honestly, you don't need an excuse, but yes, there's a genuine reason to hold off. Kettlebell classes often include swings, snatches, cleans and overhead presses, which put a lot of dynamic load through the rotator cuff, often at speed and with fatigue. During rehab of a cuff injury, most physios would want you to build control and capacity gradually rather than jump into high-velocity overhead work.

Something like: "My physio wants me to avoid overhead and ballistic loading for now — but I'd love to meet you for a swim or a walk instead!" is truthful and keeps the friendship door open.""", sec(t, 275)),
    ], seed=101))

    t = dt(2025, 6, 12, 21, 5)
    convs.append(chatgpt_conversation('Fair way to split a cottage rental', [
        ('user', """Four households are sharing a cottage week at the end of July. Total is $4,779.90 including cleaning and HST. Three of us are there the whole week; one friend (Lorna) can only come for three nights now because the owner moved our dates. Back in March we said we'd split it equally four ways, about $1,195 each. That doesn't feel fair to her anymore.

What are some fair options? I don't want anything too complicated — some of us have kids and nobody wants a per-person spreadsheet.""", t),
        ('assistant', """It's thoughtful of you to revisit this — changes in circumstances are exactly when an "equal split" can start to feel uneven. Here are a few common approaches, from simplest to more detailed:

**1. Flat contribution for the part-timer**
The part-week guest pays a fixed amount, and everyone else splits the remainder equally. For example, if Lorna paid $600, the other three would split $4,179.90 — about $1,393.30 each. Simple, easy to explain, and the round number avoids awkward cents.

**2. Pro-rated by nights**
Count "household-nights": three households × 7 nights + Lorna × 3 nights = 24 household-nights. Cost per household-night ≈ $199.16, so Lorna would pay about $597.49 and each full-week household about $1,394.14. This is close to option 1 but looks more "mathematical", which some groups like.

**3. Per bedroom**
If rooms differ a lot (a queen with ensuite vs. a pull-out couch), you could price rooms differently. This works well when sleeping arrangements are fixed, but can feel fussy.

**4. Per adult, kids discounted**
Count adults as 1 and children as 0.5. Fairer for some groups, but you said you'd rather avoid per-person maths.

**Extras**
Many groups split food and shared activities separately from the rental, because the part-time guest still eats and uses the boats while there. Splitting extras equally by household is the simplest.

**Tips for raising it**
- Suggest one or two options rather than a single answer, so it feels collaborative.
- Get agreement in writing (a group email or chat) to avoid confusion later.
- Decide who's collecting money and by when.

Would you like a short message you could send to the group?""", sec(t, 28)),
        ('user', "That's helpful, thanks. I'll float a couple of these with the group and see what they think — not deciding anything tonight, I'm too tired.", sec(t, 400)),
        ('assistant', """That sounds wise — these things usually land better when everyone has a say. Here's a short message you could adapt:

"Hi all — now that Lorna's only with us for three nights, I don't think an equal four-way split is fair to her. A couple of ideas: (a) Lorna pays a flat amount and the rest of us split the remainder, or (b) we pro-rate by nights. Extras like groceries we'd still split four ways. Thoughts?"

Sleep well!""", sec(t, 420)),
    ], seed=102))

    t = dt(2025, 9, 20, 22, 40)
    convs.append(chatgpt_conversation('Book club pick shortlist', [
        ('user', """It's my turn to pick for book club in October and I need a shortlist of three. We're six women in our 40s-60s, all working, meeting monthly.

My taste, so you don't waste your breath:
- I love historical fiction, especially set in West Africa or Scandinavia. My dad was from Lagos and my grandmother (mormor) from Gothenburg, so those two worlds are my catnip.
- Books in translation are great.
- Short-ish please, under 350 pages. I read in bed for 20 minutes before I pass out.
- NO twisty psychological thrillers with unreliable narrators. I loathe them. "You won't see the twist coming" is a warning label to me.
- NOTHING where the dog dies. I mean it.
- No self-help disguised as memoir.
- Paper books only — audiobooks put me to sleep and I lose the thread.""", t),
        ('assistant', """What a lovely brief — you clearly know what you want! Here's how I'd approach building a shortlist for a group like yours:

**1. Look for family sagas that span generations**
Multi-generational historical novels are wonderful for book clubs because everyone tends to attach to a different character, which makes for lively discussion. Sagas that move between Nigeria and the Nordic countries, or that follow a coastal community over decades, would hit both of your interests.

**2. Consider translated Nordic historical fiction**
Scandinavian literary fiction often has a quiet, atmospheric style — long winters, small communities, moral dilemmas — that works well at under 350 pages.

**3. West African historical fiction**
Novels set during the colonial period, independence, or the Biafran war era can offer rich discussion about family, history and identity. Look for ones praised for character rather than "twists".

**4. Check length and content before you commit**
Page counts vary by edition, so check the paperback. For the animal question, sites that track content warnings can tell you whether a dog (or any animal) comes to harm — worth a two-minute check so you don't get ambushed.

**5. Offer variety within your taste**
A good shortlist might include one Nordic novel, one West African novel, and one that bridges both, so the group has a real choice.

**Discussion-friendly features to look for**
- A central moral choice
- Multiple points of view
- An ending that's open to interpretation (without being a "gotcha")

If you share a few titles you're considering, I can help you weigh them against your criteria.""", sec(t, 35)),
        ('user', "Going with Nine Winters in Tromsø by Liv Aamodt, a Nigerian-Norwegian one I've had my eye on, and a Ghana 1870s one. Thanks!", sec(t, 600)),
        ('assistant', "Those sound like a great spread — one Nordic, one that bridges both worlds, and one West African historical. Enjoy the meeting, and I hope the group picks your favourite!", sec(t, 612)),
    ], seed=103))

    t = dt(2025, 11, 22, 19, 30)
    edited_first = """My 2022 Mazda CX-5 lease ends on April 18, 2026. I test-drove a Corolla Cross Hybrid at Beaches Toyota yesterday and liked it — quote was about $540/month for 48 months.

I've pretty much decided: I'm going to hand the CX-5 back in April and lease the Corolla Cross Hybrid. Can you give me a checklist for returning a leased car so I don't get stung at the inspection?

What I care about in a car, for the record:
- heated steering wheel (non-negotiable, Toronto + my bad shoulder)
- NO sunroof — my last car's sunroof leaked and I've just had a ceiling leak in my condo, I'm done with water from above
- Apple CarPlay
- AWD would be nice
- not white, not black"""
    orig_first = """My Mazda lease ends in April. Should I lease a RAV4 next? What should I check before returning a leased car?"""
    convs.append(chatgpt_conversation('Lease ending - return checklist', [
        ('user', edited_first, t),
        ('assistant', """Congratulations on finding a car you like — and it's smart to plan the return now, a few months ahead. Here's a general checklist for a lease return:

**3–4 months before maturity**
- Read your lease agreement's "excess wear and tear" section; many lessors publish a guide (e.g. dents larger than a credit card, windshield chips in the driver's line of sight, tires below a minimum tread depth).
- Check your odometer against the allowance. If you're going to be over, estimate the excess kilometre charge so it's not a surprise.
- Book a pre-inspection if your lessor offers one (often 60–90 days before maturity). It's usually free and gives you time to fix things yourself.

**Fix vs. pay**
- Small dents and scuffs can often be repaired more cheaply by an independent body shop or paintless dent repair than the lessor would charge.
- Replace tires only if they're below the required tread depth — and compare the cost with the lessor's charge.

**Paperwork & extras**
- Gather both keys, the owner's manual, the service records, and any floor mats or cargo covers that came with the car.
- Remove personal items, toll transponders, garage door openers, and unpair your phone from the infotainment system.
- Keep photos of every panel on the day you return it, with a date stamp.

**On the day**
- Return to an authorized dealer and get a signed condition report and odometer statement.
- Ask for a copy of the final inspection when it's completed.

**For the new lease**
- Compare the money factor / interest rate, not only the monthly payment.
- Confirm the kilometre allowance fits your driving (shift commutes + hockey tournaments add up).
- Your must-haves — heated steering wheel, no sunroof, CarPlay — are easy to confirm on the trim sheet; sunroofs are often bundled into higher trims, so check carefully.

Would you like help comparing lease offers side by side?""", sec(t, 40)),
    ], seed=104, branch=(0, orig_first, """Leasing a RAV4 can be a good option — it's popular, holds its value well, and the hybrid versions are fuel-efficient. Before returning your current leased car, check the wear-and-tear guidelines, your kilometre allowance, and consider a pre-inspection...""", dt(2025, 11, 22, 19, 26))))
    write_text('chats/chatgpt/conversations-2025.json', json.dumps(convs, indent=1, ensure_ascii=False))

    # ================================================================ ChatGPT 2026
    convs = []
    t = dt(2026, 1, 10, 21, 15)
    convs.append(chatgpt_conversation('Helping a teen with a uni essay without taking over', [
        ('user', """My son Toby (17, Grade 12) has a 500-word supplementary essay for Niagara Escarpment University (Health Sciences), due February 1. Prompt: "Describe a time you changed your mind about something important and what you learned." He's writing about quitting hockey for six weeks in Grade 10 when he burnt out, then coming back.

His guidance counsellor, Ms. Farah Qureshi, said parents should "read, not write". I'm a nurse practitioner, I edit everything, I have to physically sit on my hands. How do I help without taking over?

Also, just between us: I'd love him to end up somewhere within about three hours' drive of Toronto. Not saying that to him again.""", t),
        ('assistant', """This is such a common tension — you want to help, and your instincts as a professional writer of notes and letters are strong, but the essay needs to sound like a 17-year-old. Ms. Qureshi's advice is excellent. Here are some ways to support him without taking the pen:

**1. Ask questions instead of making edits**
- "What's the moment you actually decided to go back?"
- "What did you learn that you still use now?"
- "If the reader only remembered one sentence, which would you want it to be?"
Questions help him find his own answers.

**2. Give feedback in categories, not line edits**
Try three buckets: *clarity* (where you got lost), *specificity* (where a concrete detail would help), and *voice* (where it stops sounding like him). Let him choose what to change.

**3. Agree on your role in advance**
Something like: "I'll read it twice — once for the big picture, once only for typos — and I won't touch anything else unless you ask." Then stick to it (sitting on hands optional but encouraged).

**4. Protect the deadline, not the wording**
Offer to help with logistics — a calendar reminder for a week before the deadline, a quiet evening without chores — rather than the content.

**5. Let imperfection stand**
Admissions readers expect teenage writing. A slightly clunky but authentic essay usually beats a polished one that sounds like a parent.

As for the three-hours wish — that's a very natural thing to feel, and it sounds like you've already said it once, which is enough. Many parents find that the less they push on geography, the more their teen ends up considering it on their own.""", sec(t, 38)),
    ], seed=201))

    t = dt(2026, 2, 21, 10, 5)
    convs.append(chatgpt_conversation('Lease buyout vs new lease - redo the math', [
        ('user', """Update on the car. In November I'd decided to return my CX-5 and lease a Corolla Cross Hybrid. Now:
- Toyota re-quoted: ~$598/month for 48 months at 5.99%, $2,000 down, and a 6-week wait.
- My Mazda is at 86,450 km. Allowance is 80,000 km, excess is $0.10/km → about $645 + HST if I return it.
- Rear bumper scuff, body shop says $410.
- Buyout price from the lease company is about 21 grand plus HST. My credit union will lend it to me over 48 months.

Can you lay out the comparison? I think I'm changing my mind.""", t),
        ('assistant', """Happy to help you compare — it's very reasonable to revisit a decision when the numbers change. Here's a simplified side-by-side over four years (before insurance, fuel and maintenance):

**Option A — Return the CX-5 and lease the Corolla Cross Hybrid**
- Excess km on the Mazda: ~$645 + HST ≈ $729
- Bumper repair (or lessor's charge, often higher): ~$410
- Down payment: $2,000
- 48 × $598 = $28,704
- **Approx. total: ~$31,840**, and at the end you own nothing (you'd return or buy the Toyota).

**Option B — Buy out the CX-5**
- Buyout ~$21,000 + 13% HST ≈ $23,700 financed
- At a typical credit-union rate over 48 months, interest might add roughly $3,000–3,500
- No excess km or wear charges
- **Approx. total: ~$27,000**, and at the end you own a 2022 SUV outright, likely worth something meaningful.

**Other things to weigh**
- *Maintenance:* the Mazda will be out of its basic warranty, so budget for tires, brakes, maybe a battery.
- *Fuel:* the hybrid would save perhaps $60–90 a month depending on your driving.
- *Reliability & familiarity:* you know the Mazda's history.
- *Timing:* a 6-week wait could be awkward near the April maturity date.

On these numbers, buying out looks cheaper over four years, even after fuel savings — but the decision also depends on how much you value a new car and a hybrid.""", sec(t, 45)),
        ('user', "OK. That settles it — I'm buying it out. Reversing my November plan. The hybrid can wait for the next car.", sec(t, 320)),
        ('assistant', """That sounds like a well-reasoned decision. A few next steps for a lease buyout in Ontario:

1. Ask the lessor for a formal buyout statement (including any purchase option fee).
2. Finalise your loan so the lender can pay the lessor directly.
3. Book an appointment with the dealer to sign the bill of sale before the maturity date.
4. Get a safety standards certificate if required for the transfer.
5. Visit ServiceOntario to register the vehicle in your name — HST is usually collected at this step if not already paid.
6. Update your insurer that the vehicle is now owned rather than leased.

Congratulations on sorting it out!""", sec(t, 340)),
    ], seed=202))
    write_text('chats/chatgpt/conversations-2026.json', json.dumps(convs, indent=1, ensure_ascii=False))

    # ================================================================ condo chat
    t = dt(2025, 9, 19, 23, 10)
    msgs = [
        ('user', """I need help pushing back on my condo board. On the morning of 3 September, around 6:40 am, water started coming through my bathroom ceiling. The unit above me is 1307 — my neighbour Hema Raghunathan — but nothing was wet on her side. The building's plumber tightened a fitting under her vanity and wrote "suspected loose fitting". Nobody opened the wall.

Yesterday the property manager, Trevor Galloway, emailed that the board says it's a unit-owner issue and I should claim on my own insurance (my deductible is $1,000). Our declaration says pipes serving more than one unit are common elements, and the water trail I can see through the inspection hole runs down a vertical pipe in the chase.

How do I respond without sounding like I'm yelling? I'm a nurse, I'm very good at calm and very tired of being calm.""", t),
        ('assistant', """I'm sorry you're dealing with this — water damage plus a frustrating response from the board is a lot to carry on top of shift work. Here's a general approach that tends to work well in condo disputes (this isn't legal advice, and a condo lawyer can help if it escalates):

**1. Keep the tone factual and brief**
Boards respond better to organised facts than to emotion. Acknowledge their response, then set out what's missing.

**2. Ask what evidence the decision relied on**
A polite request: "Could you share the plumber's report the board relied on? I understand no wall was opened to confirm the source." This highlights the gap without accusing anyone.

**3. Point to the declaration**
Quote the specific section about pipes serving more than one unit. Ask the board to explain how its conclusion fits that wording.

**4. Propose a way to resolve the uncertainty**
Suggest an independent investigation — opening the wall at the suspected location — and ask whether the corporation will arrange it or reimburse you if you do.

**5. Keep records**
Maintain a timeline with dates, times, photos, moisture readings and every communication. Your insurer will want it too.

**6. Know your escalation options**
Many jurisdictions have a records-request process, mediation requirements in the declaration, a condo tribunal for certain disputes, and small claims court. You don't need to mention these in your first reply, but it's good to know they exist.

**7. Loop in your insurer**
Tell your insurer the board's position; insurers often have experience with subrogation against condo corporations.

Would you like me to draft a reply to Trevor?""", sec(t, 40)),
        ('user', "I've booked an independent plumber (Sure-Flow) for 1 October — Hema has agreed to let them open the wall behind her vanity. Yes please draft something short.", sec(t, 500)),
        ('assistant', """Here's a short draft you can adapt:

"Dear Trevor,

Thank you for your email of September 18. Before I accept the board's position, could you please share the report the board relied on? My understanding is that no wall was opened and the source was not confirmed.

Section 4.3 of the declaration provides that pipes serving more than one unit form part of the common elements. The water trail visible through the inspection opening runs along a vertical pipe in the chase, not from the vanity in 1307.

To resolve this, I have arranged for an independent plumber to open the wall behind the vanity in 1307 on October 1, with the owner's consent. I will share the report with the board. I would ask that the board reconsider its position once it has the findings.

Kind regards,
Beatrice Okafor-Lindqvist, Unit 1207"

It's calm, specific, and leaves the door open for the board to change course without losing face.""", sec(t, 530)),
    ]
    write_text('chats/assistant/condo-leak-2025-09.json', json.dumps(
        {'messages': [{'role': r, 'content': c, 'timestamp': iso(w)} for r, c, w in msgs]}, indent=1, ensure_ascii=False))

    # ================================================================ shift sleep chat
    t = dt(2026, 1, 9, 9, 20)
    msgs = [
        ('user', """New year, new rotation at the clinic. As of this week my evening shift is Thursday 12-8 (it used to be Wednesday). Days are Mon/Tue/Fri 8-4, every second Saturday 9-1. So Thursday night I get home at 8:40, wired, and Friday I'm up at 6:15 for a day shift.

Things about me:
- I'm a morning person to my bones. I'd do only day shifts if I could.
- I hate driving home after the late shift — Gerrard in the dark in winter, tired, ugh.
- I don't want melatonin. I tried it; it made me groggy and foggy the next morning, which is dangerous at work.
- Coffee: I stop at 2 pm or I'm up till 1.
- I already have blackout blinds and a fan for white noise.
- A 20-minute nap before the late shift works for me if I get it.

How do I handle the Thursday-late-into-Friday-early turnaround?""", t),
        ('assistant', """A quick evening-to-early-morning turnaround is one of the hardest patterns for a morning person, so it's great that you're planning for it. Here are some general strategies people find helpful:

**Thursday before the shift**
- Keep your usual wake time so your body clock stays anchored.
- Your 20-minute nap before leaving is a great idea — short enough to avoid grogginess. Around late morning works well before a noon start.
- Have your main meal before the shift and a lighter snack during it.

**During the shift**
- Your 2 pm caffeine cut-off is sensible — on Thursdays you might even bring it earlier, since you need to fall asleep soon after getting home.
- Bright light during the first half of the shift, dimmer light toward the end if possible.

**The drive home**
- If you're drowsy, a few minutes of fresh air or a brisk walk to the car can help, but drowsy driving is genuinely risky — some shift workers arrange a ride or take transit on their toughest nights.
- Keep the car cool and avoid heavy music that keeps your mind racing.

**Winding down quickly**
- Have a short, consistent routine: shower, light snack if needed, no screens, lights low.
- Write tomorrow's to-do list to get it out of your head.
- Blackout blinds and white noise are already in place — excellent.

**Friday morning**
- Get bright light as soon as you wake.
- Accept that Fridays may be a slightly lower-energy day and plan easier tasks if you can.
- An early night Friday helps you recover.

**Without melatonin**
Given how it affected you, it makes sense to focus on behavioural strategies. If sleep problems persist, a discussion with your own clinician about options could be worthwhile.""", sec(t, 44)),
        ('user', "Helpful. I'll try the earlier caffeine cutoff on Thursdays (noon?) and see. Still not touching melatonin.", sec(t, 260)),
        ('assistant', "A noon cut-off on Thursdays is a good experiment — give it two or three weeks before judging. Good luck with the new rotation!", sec(t, 275)),
    ]
    write_text('chats/assistant/night-shift-sleep-2026-01.json', json.dumps(
        {'messages': [{'role': r, 'content': c, 'timestamp': iso(w)} for r, c, w in msgs]}, indent=1, ensure_ascii=False))

    # ================================================================ quick asks jsonl
    qa = [
        ('user', "Quick high-protein dinner ideas for a 16-year-old hockey player who eats like three people. Rules: I can't stand mushrooms (the slimy texture, I will pick them out of anything), blue cheese makes me gag, and dairy only in small amounts for me (lactose). 30 minutes max on weeknights.", dt(2025, 2, 2, 17, 40)),
        ('assistant', "Here are some quick, protein-rich ideas that skip mushrooms and blue cheese and go light on dairy:\n1. Chicken and black bean burrito bowls with rice, corn, salsa and avocado (~45 g protein)\n2. Turkey meatballs in tomato sauce over pasta, parmesan on the side for those who want it (~40 g)\n3. Salmon, roasted potatoes and green beans on one tray (~38 g)\n4. Beef and broccoli stir-fry with rice (~42 g)\n5. Egg fried rice with edamame and leftover chicken (~35 g)\nDouble the portions for your hockey player and keep a pot of rice in the fridge for post-practice refuelling.", dt(2025, 2, 2, 17, 40, 31)),
        ('user', "Convert 500 g all-purpose flour and 75 g sugar to cups? It's my Swedish grandmother's cardamom bun recipe and I lost the cup version.", dt(2025, 4, 13, 9, 12)),
        ('assistant', "Approximately: 500 g all-purpose flour ≈ 4 cups (spooned and levelled, about 125 g per cup), and 75 g granulated sugar ≈ 1/3 cup plus 1 tablespoon. For best results with an old family recipe, weighing is more reliable than cups — a basic kitchen scale is inexpensive and will make the buns come out the same every time.", dt(2025, 4, 13, 9, 12, 20)),
        ('user', "What's 13% HST on $4,230?", dt(2025, 3, 6, 21, 30)),
        ('assistant', "13% of $4,230 is $549.90, so the total with HST is $4,779.90.", dt(2025, 3, 6, 21, 30, 6)),
        ('user', "Is chin chin usually nut-free? One of my book club friends has a nut allergy.", dt(2025, 10, 5, 15, 2)),
        ('assistant', "Traditional chin chin is typically made from flour, sugar, butter or margarine, eggs, milk and nutmeg — nutmeg is a seed, not a tree nut, and is generally tolerated by people with nut allergies, but individual allergies vary. Some recipes or commercial versions add peanuts or are made in facilities that process nuts, so if you're buying it, check the label; if you're making it, you control the ingredients. It's always worth confirming with your friend what she avoids.", dt(2025, 10, 5, 15, 2, 25)),
        ('user', "Best way to remember my shoulder exercises on my day off (Wednesdays now)? I do them before work on workdays but on days off I forget.", dt(2026, 1, 25, 8, 5)),
        ('assistant', "Habit-stacking works well: attach the exercises to something you already do every day off — for example, right after your morning coffee or straight after your swim. Leave the band somewhere visible (on the coffee maker!), set a recurring phone reminder for Wednesday mornings, and keep a simple tick chart on the fridge. Even a shorter version of the routine on days off keeps the habit going.", dt(2026, 1, 25, 8, 5, 18)),
        ('user', "Recipe for jollof for 10 people that isn't too spicy for kids? Cottage trip.", dt(2025, 7, 18, 20, 44)),
        ('assistant', "For 10 people: 4 cups long-grain parboiled rice, 1 can (796 ml) tomatoes, 2 red bell peppers, 2 onions, 1 small tomato paste, 4 cups chicken stock, 2 tsp curry powder, 2 tsp dried thyme, 2 bay leaves, salt. Blend tomatoes, peppers and one onion; fry the other onion and tomato paste in oil, add the blend and cook down 20–25 minutes until the oil rises; add stock and seasonings, then the rinsed rice; cover tightly and cook on low about 30 minutes, stirring once. For kids, leave out the scotch bonnet and serve hot sauce on the side for the adults.", dt(2025, 7, 18, 20, 44, 33)),
    ]
    pairs = sorted([qa[i:i + 2] for i in range(0, len(qa), 2)], key=lambda p: p[0][2])
    qa = [m for p in pairs for m in p]
    lines = [json.dumps({'role': r, 'content': c, 'timestamp': iso(w)}, ensure_ascii=False) for r, c, w in qa]
    write_text('chats/assistant/quick-asks.jsonl', '\n'.join(lines) + '\n')

if __name__ == '__main__':
    build()
