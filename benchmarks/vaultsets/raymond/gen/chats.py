import json
from common import write, chatgpt_conversation, ep, den, dedent
from datetime import datetime, timezone, timedelta

def iso(dt):
    return dt.isoformat()

def build():
    # ================================================================ ChatGPT export, May
    t = den(2025, 5, 10, 20, 14)
    u1 = dedent('''
    I keep 3 hives in Denver and this is my first full season selling honey at a farmers market (Tennyson Street Growers' Market, Saturdays). I'm trying to set prices. Jars are 1 lb queenline and 8 oz. I'm thinking $12 for the pound and $7 for the 8 oz. Other vendors seem to be $10-15/lb.

    Some things about me so you don't suggest them:
    - I'm NOT doing creamed honey. I don't like the texture (it's like honey frosting) and it's extra work and equipment.
    - No flavored/infused honey either (no cinnamon, no lavender, no hot honey). Just honey.
    - My favorite honey is the dark late-summer stuff, almost minty. I'd like to price it the same as the light honey, not as a "premium" — I want people to actually try it.

    Is $12 reasonable? How do I handle people who haggle?''')
    a1 = dedent('''
    $12 for a 1 lb jar is a reasonable, middle-of-the-market price for raw local honey in a metro area, especially given what you've seen other vendors charge. A few things to think about:

    **1. Anchor to your costs, not just the neighbors.**
    Add up jars and lids (often $1.20–$1.80 per 1 lb glass jar), labels, your vendor fee spread across the season, treatments, equipment wear, fuel and your time. Many hobby beekeepers find that at $10 they're effectively paying customers to take their honey once time is counted.

    **2. Keep your price ladder simple.**
    - 1 lb: $12
    - 8 oz: $7 (people accept a small per-ounce premium for the small size)
    - Comb: price by piece, often $14–18
    Round numbers make change easy and speed up lines.

    **3. Pricing the dark honey the same.** That's a sensible choice if your goal is discovery. Consider offering tasting sticks or a tasting spoon station (if your market rules allow it) so people can compare light and dark side by side. Tasting converts far better than any sign.

    **4. Haggling.** A friendly, firm approach works:
    - "The price is the price, but if you buy three I'll round down" — a bundle discount feels generous without undercutting your single-jar price.
    - Avoid discounting at the end of the day; regulars learn to wait.

    **5. Tell your story.** Small signs like "Raw • Unheated • From 3 hives in Park Hill" and hive names do a lot of selling for you.

    **6. Revisit mid-season.** If you're selling out by 11am, your price is probably too low.

    Would you like help with a sign layout or a simple per-jar cost calculator?''')
    u2 = 'OK — going with $12 for the pound and $7 for the 8 oz to start. Comb at $16. Thanks.'
    a2 = 'Sounds like a solid starting point. Track your sales per market day (jars by size, time you sold out) so you have data if you want to adjust later in the season. Good luck on opening day!'
    conv_a = chatgpt_conversation('Pricing honey at the farmers market', [
        ('user', u1, ep(t)), ('assistant', a1, ep(t) + 31.2),
        ('user', u2, ep(t) + 422.0), ('assistant', a2, ep(t) + 430.9)])

    t = den(2025, 5, 14, 21, 40)
    ub_old = 'hive has no eggs what do i do'
    ab_old = 'No eggs can mean a few things: the colony may be queenless, may have a virgin queen that hasn\'t started laying, or the queen may have paused due to a dearth. Could you tell me more about what you see — larvae, capped brood, queen cells, and how the bees sound?'
    ub = dedent('''
    Second try with more detail: my hive "Mendeleev" (2 deeps, Denver) has had no eggs and no young larvae since at least 5/3. Polished cells, bees a bit loud/roary. I put in a test frame of eggs from my other hive on 5/10; today (5/14) they haven't built any queen cells on it. I can't find a virgin but I'm not great at spotting them.

    Options I see: wait longer, do another test frame, or buy a mated queen. There's a breeder in Salida that ships. I'd rather not lose 3+ weeks of brood during the main flow.''')
    ab = dedent('''
    No queen cells on a test frame of eggs within four days is a fairly strong hint that the colony believes it has a queen — most often an unmated or not-yet-laying virgin, sometimes an old queen that's failing, and occasionally laying workers are starting. Here's how people typically decide:

    **Arguments for waiting ~1 more week**
    - A virgin can take 2–3 weeks after emergence to mate and start laying; weather can delay mating flights.
    - If she starts laying, you've saved the cost of a queen.

    **Arguments for buying a mated queen now**
    - You're in the main flow. Every week without eggs is a week of foragers you won't have in 5–6 weeks.
    - If there *is* a virgin, introducing a mated queen can fail — so look hard first, or do a second test frame.

    **Introduction tips if you buy**
    1. Confirm queenlessness as best you can (second test frame, or a careful look on a warm afternoon).
    2. Keep the candy plug in and let the bees release her over 3–5 days.
    3. Don't disturb the colony for at least a week after release.
    4. Look for eggs 7–10 days later.

    Given the timing, many beekeepers in your position would order the mated queen and do a last careful search for a virgin before installing her.''')
    u3 = 'Ordering a mated Carniolan from the Salida place tonight. Thanks.'
    a3 = 'Good luck! When she arrives, keep the cage out of direct sun, add a drop of water to the screen, and install her as soon as practical.'
    conv_b = chatgpt_conversation('Queenless hive — wait or buy a queen?', [
        ('user', ub, ep(t) + 95.0), ('assistant', ab, ep(t) + 128.0),
        ('user', u3, ep(t) + 600.0), ('assistant', a3, ep(t) + 607.0)],
        branch=(0, ub_old, ep(t), ab_old, ep(t) + 9.0))
    write('chats/chatgpt/conversations-2025-05.json',
          json.dumps([conv_b, conv_a], indent=1, ensure_ascii=False))

    # ================================================================ ChatGPT export, Oct
    t = den(2025, 10, 5, 21, 22)
    u1 = dedent('''
    Refinance question. Current loan: 30-yr fixed at 6.875%, P&I $2,824.79, balance about $412,600. I'm 52, high school teacher in Denver.

    On 9/12 I told my loan officer I'd take a 15-year fixed at 5.375% (P&I $3,343.98). The other option is a 20-year fixed at 5.625% (P&I $2,867.43). Closing costs are the same (~$4,900).

    Since then: my daughter starts driving in December (insurance), I'm flying to Minneapolis every few weeks for my dad (hip replacement in August), and my sister and I may have to start helping with his home-care bills. The extra ~$520/month for the 15-year is making me nervous.

    Talk me through it — am I crazy to switch to the 20-year?''')
    a1 = dedent('''
    You're not crazy — this is a very common and reasonable reconsideration. Here's a structured way to look at it.

    **1. The core trade-off**
    - 15-year: lower rate, much less total interest, but ~$519/month higher than your current payment.
    - 20-year: slightly higher rate, more total interest than the 15, but a payment almost identical to what you pay today (~$43/month more), while still cutting about a decade off your current loan and saving a large amount of interest compared with keeping your 6.875% loan.

    **2. Flexibility has real value**
    With the 20-year, you can choose to pay extra principal in good months — effectively running a 15-year schedule when cash flow allows — and fall back to the required payment when it doesn't. With the 15-year, the higher payment is mandatory. Check that the loan has no prepayment penalty (most conventional loans don't).

    **3. Stress-test your budget**
    List the new recurring costs: teen driver insurance (often $100–250/month added to a parent's policy), travel to Minneapolis, and a possible share of in-home care. If those plus the 15-year payment would push your emergency savings contributions to zero, that's a sign the 20-year is the safer choice.

    **4. Retirement timing**
    A 20-year loan starting now ends around age 72. If you plan to retire earlier, extra principal payments or a lump sum later can still get you there.

    **5. Practical next steps**
    - Ask your loan officer whether switching terms affects your rate lock or timeline.
    - Make sure your appraisal and documents carry over.
    - Lock promptly if rates are favorable.

    If it helps, I can build a simple table comparing total interest for: 15-year, 20-year at required payments, and 20-year with an extra $300/month.''')
    u2 = 'Yes please, quick version.'
    a2 = dedent('''
    Approximate totals on $412,600 (ignoring taxes/insurance):

    | Scenario | Monthly P&I | Payoff | Total interest (approx.) |
    |---|---|---|---|
    | 15-yr @ 5.375% | $3,344 | 15 yrs | ~$189k |
    | 20-yr @ 5.625% | $2,867 | 20 yrs | ~$276k |
    | 20-yr + $300/mo extra | $3,167 | ~16.5 yrs | ~$225k |

    The third row shows how much of the 15-year's benefit you can capture voluntarily while keeping the lower required payment.''')
    u3 = "That settles it. I'm switching to the 20-year and I'll put extra toward principal when I can. Emailing Javier first thing in the morning."
    a3 = 'That sounds like a well-reasoned decision that balances long-term savings with flexibility. When you email him, ask him to confirm the new rate and lock date in writing.'
    conv_refi = chatgpt_conversation('15-year vs 20-year refinance', [
        ('user', u1, ep(t)), ('assistant', a1, ep(t) + 40.0),
        ('user', u2, ep(t) + 210.0), ('assistant', a2, ep(t) + 231.0),
        ('user', u3, ep(t) + 540.0), ('assistant', a3, ep(t) + 547.0)])

    t = den(2025, 10, 12, 16, 5)
    u1 = dedent('''
    Thanksgiving planning. My dad (81) lives in Minneapolis and had a right hip replacement in August. He's walking with a cane now. I'd originally planned to fly him out to Denver for Thanksgiving (week of 11/24) — nonstop flight, wheelchair assist, he'd stay in my downstairs room.

    But: his PT isn't enthusiastic about a flight plus my house's stairs, and honestly Dad doesn't want to come — he wants to be in his own house and go to his own church.

    So I'm thinking I fly there instead. My travel preferences, so you know:
    - Nonstop only. I will not connect, and I will never connect through O'Hare again (stuck overnight there in 2022).
    - Earliest flight of the day — I'd rather be up at 4am than lose the day.
    - Window seat, always. I like to see the lakes coming into MSP.
    - I don't rent a car in Minneapolis. I take the light rail (Blue Line) from the airport, Dad's house is a short walk from a station.

    Does going there make more sense? What should I think about?''')
    a1 = dedent('''
    Going to him sounds like the better plan, for several reasons:

    **Why visiting him makes sense**
    - At about 14 weeks after surgery he may be cleared to fly, but air travel still involves long walks, security lines, cramped seats and a higher clot risk; many surgeons and therapists prefer patients to limit long trips in the first few months.
    - Unfamiliar stairs and bathrooms are a common cause of falls in recovering hip patients. His own house is already set up for him.
    - Being in his home, his church and his routine is good for mood and motivation, which matter for recovery.

    **Booking tips given your preferences**
    - Book the earliest nonstop on the Wednesday before Thanksgiving (11/26) or Tuesday if you can get away. Early flights are also the least likely to be delayed.
    - Pick your window seat at booking; holiday flights fill up.
    - Thanksgiving week is one of the busiest travel periods — book soon, and leave extra time at DEN security.
    - The light rail is a great choice; just check the holiday schedule for Thursday.

    **While you're there**
    - Do a quick home-safety walk-through (rugs, lighting, grab bars, winter steps).
    - If he's hosting, keep the cooking simple or get help — standing for hours in the kitchen is tiring post-op.
    - Check whether his aide agency has holiday coverage changes.

    Would you like a checklist for the visit?''')
    u2 = "Decided — I'm going to Minneapolis, Wed 11/26 to Sun 11/30. Dad stays put. I'll book the earliest nonstop tonight if there are still window seats."
    a2 = 'That sounds like a good plan. Have a wonderful Thanksgiving with your dad.'
    conv_tg = chatgpt_conversation('Thanksgiving: bring Dad to Denver or go to him?', [
        ('user', u1, ep(t)), ('assistant', a1, ep(t) + 38.0),
        ('user', u2, ep(t) + 300.0), ('assistant', a2, ep(t) + 304.0)])

    t = den(2025, 10, 20, 20, 48)
    u1 = dedent('''
    I coach a high school Science Olympiad team (Division C) with a colleague. 15 kids. Our first tournament is an invitational in mid-November; regionals end of February.

    Background:
    - My co-coach and I decided today we are NOT going to the Wasatch Invitational in Utah in January. Bus + two hotel nights came to about $4,200 and the boosters have $1,900. We'll do a local one-day invitational instead and put the money into build-event materials.
    - I do parent communication by email only — one weekly update on Sunday night. No GroupMe, no group texts, ever again (last year's group text was a disaster).

    My Chem Lab pair (Jun, a senior, and Aaliyah, a sophomore) scored 71% on a practice test. How should I structure their prep between now and February?''')
    a1 = dedent('''
    71% in October is a strong starting point for a Chem Lab pair. Here's a structure many coaches use:

    **Phase 1 (now → mid-Nov invitational): breadth and lab fluency**
    - Review the current rules manual topics and make a one-page "topic map" with the pair. Mark which topics each student owns.
    - Do one hands-on lab per week (titrations, calorimetry, qualitative analysis, etc.) under time pressure. Chem Lab rewards speed with equipment, not just knowledge.
    - Build the binder/note sheet together, but make each student responsible for their own sections.

    **Phase 2 (after invitational → January): fix weaknesses**
    - Use the invitational tests and scoresheets to identify the 2–3 lowest-scoring areas.
    - Alternate: one week timed written test, one week timed lab.
    - Have Jun teach Aaliyah one topic a week — teaching is the fastest way to find gaps, and it prepares Aaliyah for next year.

    **Phase 3 (February): simulation**
    - Full-length mock events with a strict clock, unfamiliar equipment setups, and "surprise" tasks.
    - Practice the logistics: goggles, lab coats, calculators, binder rules.

    **Other tips**
    - Safety habits count — judges notice goggles on foreheads.
    - Keep a shared error log: every missed question gets a line with the correct reasoning.

    On communication: a single weekly email is a very sustainable approach. Consider a consistent subject line format (e.g., "SciOly Weekly – Oct 26") so parents can search for it, and a short "action items" section at the top.''')
    u2 = 'Good. Also I need a way to get permission slips back faster — 9 of 15 so far, due 11/7.'
    a2 = dedent('''
    A few things that tend to work:
    1. Put the deadline and the consequence ("no slip, no bus") in bold at the top of your weekly email.
    2. Hand a fresh copy to each missing student at the next practice and ask them to text a photo of the signed slip to a parent — then bring the original.
    3. Offer a digital signature form if your district allows it.
    4. Send a short, individual email to each of the six missing families — personal messages get much better response than group reminders.''')
    conv_so = chatgpt_conversation('Science Olympiad Chem Lab prep plan', [
        ('user', u1, ep(t)), ('assistant', a1, ep(t) + 44.0),
        ('user', u2, ep(t) + 380.0), ('assistant', a2, ep(t) + 392.0)])
    write('chats/chatgpt/conversations-2025-10.json',
          json.dumps([conv_so, conv_tg, conv_refi], indent=1, ensure_ascii=False))

    # ================================================================ assistant: dad recovery
    CT_ = timezone(timedelta(hours=-5))
    t0 = datetime(2025, 8, 24, 22, 10, tzinfo=CT_)
    msgs = [
        ('user', dedent('''
        I'm at my dad's house in Minneapolis. He's 81, had a right total hip replacement (anterior) five days ago, and he's in a transitional care unit now, coming home around 9/3. My sister and I have decided he goes home with an in-home aide and home PT — NOT assisted living. That's settled, please don't suggest it.

        The bathroom is my big worry. It's a 1926 house: small bathroom, tub/shower combo, low toilet, plaster walls. What do I need to do before he gets home? He hates the walker ("the shopping cart") and will try to do everything himself.''')),
        ('assistant', dedent('''
        That's a very common and manageable situation. Here's a practical bathroom plan for someone recovering from a hip replacement:

        **Toilet**
        - A **raised toilet seat with arms** (or a toilet safety frame) is the single most important item. Low toilets force deep hip flexion, which is hard after surgery.
        - Make sure it locks securely to the bowl.

        **Tub/shower**
        - A **tub transfer bench** (straddles the tub wall) is usually better than a simple shower chair for tub/shower combos — he can sit down outside the tub and slide across without stepping over the edge.
        - Add a **handheld shower head** so he can wash while seated.
        - **Non-slip mat** inside the tub and a rubber-backed rug outside.

        **Grab bars**
        - Install one by the toilet and one on the tub wall. In plaster walls, they must be anchored into studs (or use specialized anchors rated for grab bars). Suction-cup bars are not safe for weight bearing.
        - Never let him use a towel bar as a grab bar — they pull out.

        **Lighting and path**
        - Motion-activated night lights from the bedroom to the bathroom.
        - Remove throw rugs and clutter in the hallway.

        **Routine**
        - Ask the TCU occupational therapist to do a "bathroom transfer" session using equipment like his.
        - For the first weeks, have the aide present (standby) during showers.

        About the walker: it's very common for people to resist it. Framing it as temporary ("until PT clears you for the cane") and letting the PT, not family, set the milestones often helps.''')),
        ('user', dedent('''
        Bought the raised seat and a transfer bench today. The grab bars are the problem — I still need to find a handyman who can hit the studs in plaster. I fly home 8/30 and I won't have it done by then. Maybe the neighbor's nephew.''')),
        ('assistant', dedent('''
        That's good progress. For the grab bars:
        - A handyman with a stud finder that works on plaster (or who will use a small exploratory hole behind where the flange will cover it) is ideal.
        - Some home-care agencies and Area Agencies on Aging keep lists of vetted handymen for senior home modifications, sometimes subsidized.
        - Until they're installed, the aide's standby assistance and the transfer bench will carry most of the safety load.
        Put it on a list with a date so it doesn't slip once he seems to be managing.''')),
    ]
    data = {'messages': [{'role': r, 'content': c, 'timestamp': iso(t0 + timedelta(seconds=i * 97 + (30 if r == 'assistant' else 0)))}
                         for i, (r, c) in enumerate(msgs)]}
    write('chats/assistant/dad-recovery-2025-08.json', json.dumps(data, indent=1, ensure_ascii=False))

    # ================================================================ assistant: mites
    t0 = den(2025, 8, 3, 19, 30)
    msgs = [
        ('user', dedent('''
        Mite wash results from yesterday (alcohol wash, ~300 bees each):
        - Curie: 4
        - Mendeleev: 11
        - Franklin: 7
        Denver, highs in the 90s all next week. Supers come off after extraction on 8/9.

        I don't want to use synthetic miticides in my hives — no Apivar, no amitraz, nothing like that. Organic acids only. What are my options?''')),
        ('assistant', dedent('''
        Those numbers translate to roughly 1.3%, 3.7% and 2.3%. Mendeleev is over the commonly used 3% threshold, and Franklin is close — in August, with mite populations still climbing, treating all three is common practice.

        **Organic-acid and "soft" options**
        1. **Oxalic acid vapor (OAV)** — very effective on phoretic mites, temperature-independent, quick to apply. It doesn't reach mites inside capped brood, so in brood-rearing season beekeepers typically do a series of treatments (e.g., 3–4 rounds about 5–7 days apart). Requires a vaporizer and proper PPE: an acid-gas rated respirator, goggles and gloves.
        2. **Formic acid (e.g., Formic Pro)** — penetrates cappings, but has upper temperature limits; in the 90s it can cause queen loss or brood damage.
        3. **Thymol (ApiGuard, ApiLife VAR)** — essential-oil based, also temperature-sensitive, and can reduce brood rearing.
        4. **Oxalic dribble** — most effective when the colony is broodless (often early winter).
        5. **Hops beta acids (HopGuard)** — short residual, may need repeats.

        **With your heat and timeline**, OAV after the supers come off is a logical fit. Re-check mite levels 2–3 weeks after the last round.

        Always follow the label and local regulations for any treatment.''')),
        ('user', dedent('''
        Decided: OAV, all three hives, 3 rounds 5 days apart, starting after the supers are off. I'll borrow Lorraine's vaporizer (a guild friend). I'm away 8/17–8/30 for my dad's surgery so she'll do two rounds.

        Also: Franklin's brood pattern is spotty and the queen is probably 2+ years old. I need to requeen Franklin before winter. When's the latest I can realistically do that in Denver?''')),
        ('assistant', dedent('''
        Good plan. For requeening:
        - In most of Colorado's Front Range, beekeepers aim to requeen by **late September or early October**, when daytime temperatures are still reliably in the 60s and the colony can still raise some winter bees under the new queen.
        - Later than mid-October, acceptance and the chance to inspect safely both drop; some beekeepers instead combine a weak colony with a strong one.
        - Find and remove the old queen first, then introduce the new one in a cage with a candy plug.
        - Make sure the colony has enough stores; a light colony with a new queen may need feeding (2:1 syrup in early fall, then fondant or sugar bricks in winter).''')),
    ]
    data = {'messages': [{'role': r, 'content': c, 'timestamp': iso(t0 + timedelta(seconds=i * 143 + (25 if r == 'assistant' else 0)))}
                         for i, (r, c) in enumerate(msgs)]}
    write('chats/assistant/mites-and-winter-2025-08.json', json.dumps(data, indent=1, ensure_ascii=False))

    # ================================================================ quick questions jsonl
    lines = [
        (den(2025, 2, 2, 17, 40), 'user', "Weeknight dinner ideas for me + two teenagers, 30 min max. I don't eat red meat (haven't since 2019) and I really can't stand mushrooms — no mushrooms in anything please. The kids will eat almost anything."),
        (den(2025, 2, 2, 17, 40, 28), 'assistant', "Here are six quick ideas:\n1. Sheet-pan chicken thighs with sweet potatoes and green beans\n2. Shrimp fried rice (use day-old rice)\n3. Black bean and corn quesadillas with a quick salsa\n4. Salmon with lemon, couscous and peas\n5. Chicken jollof-style rice in one pot (tomato, pepper, onion, thyme, curry powder)\n6. Turkey and white bean chili\nNo red meat and no mushrooms in any of them."),
        (den(2025, 3, 9, 10, 5), 'user', "Podcast recs for the drive? I like history of science and chemistry stuff, 45 minutes or under. NO true crime, I can't do it."),
        (den(2025, 3, 9, 10, 5, 31), 'assistant', "Some directions to explore:\n- History-of-science shows that do one discovery or scientist per episode\n- Chemistry-focused shows that explain one element or compound per episode (often 10–30 minutes)\n- Science news roundups with short segments\n- Museum-produced podcasts from science or natural history museums\nLook for series with consistent episode lengths under 45 minutes; many list running times in the feed."),
        (den(2025, 8, 16, 14, 12), 'user', "Raised my honey prices at the market today: $14 for the 1 lb jar (was $12) and $8 for the 8 oz (was $7). Comb stays $16. How do I explain it to regulars without sounding apologetic?"),
        (den(2025, 8, 16, 14, 12, 24), 'assistant', "Keep it short, factual and positive:\n- A small sign: \"2025 harvest pricing: 1 lb $14 · 8 oz $8\"\n- If asked: \"Jars and treatments went up this year, and this keeps the hives healthy.\"\n- Offer a loyalty touch instead of a discount, e.g., return 6 clean jars, get $2 off.\nMost regular customers expect occasional increases and care more about quality and consistency."),
        (den(2025, 9, 30, 21, 2), 'user', "Dad's doctor cut his lisinopril from 10 mg to 5 mg yesterday because he gets dizzy standing up (104/62 standing at PT). He's 81, 6 weeks post hip replacement. What should his aide watch for?"),
        (den(2025, 9, 30, 21, 2, 35), 'assistant', "Things caregivers commonly monitor after a blood pressure medication reduction:\n- Dizziness or light-headedness when standing — have him sit on the edge of the bed for a minute before standing.\n- Home blood pressure readings (sitting and standing) a few times a week, written down for the doctor.\n- Signs BP is now too high: headaches, unusual fatigue, readings consistently above the target his doctor gave.\n- Hydration: dehydration worsens orthostatic dizziness.\nHis doctor can tell you which numbers should prompt a call."),
        (den(2025, 10, 19, 19, 15), 'user', "Remind me: I need to reprint my honey labels — the cottage food 'home kitchen' statement got cut off on the ones I printed in April. Need to fix the template and relabel the bottled jars before holiday orders. Also how small can the font legally be?"),
        (den(2025, 10, 19, 19, 15, 40), 'assistant', "I can't set reminders, but here's a checklist you can copy:\n- [ ] Fix the label template so the full required statement fits\n- [ ] Reprint labels for 1 lb and 8 oz jars\n- [ ] Relabel already-bottled jars before holiday orders\nOn font size: cottage food rules typically require the statement to be clearly legible; some states specify a minimum size. Check the Colorado Department of Public Health and Environment cottage foods guidance or ask your county extension office for the exact requirement."),
        (den(2025, 10, 26, 8, 30), 'user', "what's the ratio for 2:1 syrup again, by weight or volume"),
        (den(2025, 10, 26, 8, 30, 12), 'assistant', "2:1 syrup is two parts sugar to one part water, usually by weight (e.g., 4 lb sugar to 2 lb / about 1 quart of water). By volume it's close enough for bees. Use warm water to dissolve; don't boil or caramelize it."),
    ]
    out = ''.join(json.dumps({'role': r, 'content': c, 'timestamp': iso(t)}, ensure_ascii=False) + '\n'
                  for t, r, c in lines)
    write('chats/assistant/quick-questions-2025.jsonl', out)
