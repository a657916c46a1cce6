import json
from common import chatgpt_conversation, write_json, write, iso, dedent


# ---------------------------------------------------------------- ChatGPT export Nov 2025
LIME_U1 = ("I've bought an old stone cottage in West Cork (1880s, rubble walls, lime mortar). Someone "
           "put cement render on the south wall in the 70s and the inside of that wall is black with "
           "damp. My builder wants to hack it off and re-render in lime. Is that right, and what mix?")
LIME_A1 = dedent("""
Your builder is on the right track. Cement render on a solid stone wall is one of the most common causes
of persistent damp in traditional buildings. Here's why, and what a good approach usually looks like.

**Why cement render causes damp**
- Old rubble walls were built to get wet and dry out again. Lime mortar and lime render are vapour-open:
  moisture that gets in (rain, ground moisture, condensation) can evaporate back out.
- Cement render is hard and relatively impermeable. It cracks with small movements, lets water in
  through the cracks, and then stops it evaporating out. The water has nowhere to go but inwards.
- The result: damp internal surfaces, salts, mould and cold walls (wet walls conduct heat much better).

**A typical lime render specification**
1. Remove the cement render carefully, ideally by hand or with light tools, to avoid loosening stones.
2. Rake out any cement pointing and re-point loose areas with a lime mortar.
3. Allow the wall to dry as much as weather allows.
4. Apply a three-coat render:
   - Scratch coat: NHL 3.5 : sharp well-graded sand, about 1 : 2.5 by volume.
   - Float (browning) coat: similar mix, slightly weaker if conditions allow.
   - Finish coat: NHL 2 or a fine lime putty mix.
5. Protect each coat from sun, wind, rain and frost while it cures (hessian, damping down).
6. Finish with limewash - several thin coats.

**Timing**
Lime work is best done between late spring and early autumn. Avoid frost for at least a few weeks after
application.

**Inside**
Consider lime plaster internally on affected walls and avoid gypsum or vinyl paints, which also trap
moisture.

If you want, I can help you draw up questions to ask your builder or a short spec to attach to the quote.
""")
LIME_U2 = ("Thanks. Related question - windows. The old ones are rotten 1970s casements. People keep telling "
           "me to get uPVC because of maintenance. I really don't want uPVC - I want proper timber box sash "
           "windows, painted, a soft sage green, and a darker green door. Am I being a romantic eejit or is "
           "timber actually better for a stone cottage?")
LIME_A2 = dedent("""
You're not being an eejit - there are good practical reasons as well as aesthetic ones to choose timber for
a traditional stone cottage.

**Arguments for timber sash windows**
- **Proportions:** timber sections are slimmer, so more glass and less frame. uPVC frames are usually
  chunkier, which changes the character of small openings noticeably.
- **Repairability:** timber windows can be repaired piece by piece; uPVC usually has to be replaced whole.
- **Lifespan:** well-made, well-maintained timber windows can last many decades.
- **Breathability and detailing:** timber works well with lime reveals and traditional sills.
- **Value and planning:** in sensitive landscapes or protected structures, timber is often expected.

**Things to get right**
- Use durable, well-seasoned timber (e.g., accoya, oak, or high-quality redwood).
- Factory-applied microporous paint systems reduce maintenance a lot.
- Slim double glazing or vacuum glazing can fit in traditional sash profiles.
- Get good draught-proofing (brush seals in the sash boxes).

**Colour**
Soft sage greens and darker door colours are traditional and suit limewashed walls. Try large sample
boards on the actual wall in different light before committing.

**Maintenance reality**
Expect a light rub-down and repaint every 6-10 years with a good system. That's the trade-off.

Would you like a list of questions to ask joiners when getting quotes?
""")
LIME_U2_OLD = ("Also windows. The old ones are rotten. uPVC or timber?")
LIME_A2_OLD = ("Both can work. uPVC is lower maintenance; timber suits older buildings and can be repaired. "
               "It depends on your budget, the look you want, and any planning constraints.")

DAD_U1 = ("My dad is 78 and was diagnosed with early Alzheimer's in September. He's on donepezil 5 mg at night. "
          "Since the clocks went back he gets really unsettled from about 4pm - puts his coat on, says he has "
          "to go to work (he's been retired 15 years), asks where my mam is (she died in 2019). He's grand in "
          "the mornings. I'm a nurse but this is different when it's your own. What helps?")
DAD_A1 = dedent("""
I'm sorry - that's a hard thing to watch, even with professional experience. What you're describing is
often called **sundowning**: increased confusion, restlessness or agitation in the late afternoon and
evening in people living with dementia. It's common and there are a lot of things that can help.

**Possible contributors**
- Fading light and shadows, which make the environment harder to interpret.
- Tiredness at the end of the day.
- Disrupted body clock (especially around clock changes).
- Hunger, thirst, pain, needing the toilet, or being too hot/cold.
- Less structure in the afternoon than in the morning.

**Practical strategies**
1. **Light:** turn lights on before dusk and close curtains early to reduce shadows and reflections.
2. **Routine:** keep a predictable afternoon routine; plan a calm activity around the usual time.
3. **Purposeful activity:** simple tasks (folding, sorting, watering plants) can channel the urge
   to "go to work".
4. **Validation rather than correction:** rather than reminding him that his wife has died,
   acknowledge the feeling ("You're missing her") and invite memories.
5. **Reduce stimulation:** TV news, loud noise and several people talking can increase agitation.
6. **Comfort checks:** a snack and drink mid-afternoon, toilet, pain, temperature.
7. **Daytime activity and light exposure:** a morning walk and daylight help the body clock.
8. **Limit caffeine** after lunchtime.
9. **Phone calls or visits** timed for the difficult window can help.

**When to check with his doctors**
- A sudden change could suggest infection (e.g., a UTI), pain, constipation or medication effects.
- If the restlessness is escalating, his memory clinic or GP can review his treatment.

**Looking after yourself**
Caring from a distance around shift work is exhausting. Sharing the load (siblings, home support,
day services) matters.

Would you like a one-page "evening plan" you could leave for carers?
""")
DAD_U2 = "Yes please, a short one I can stick on the fridge for the carers."
DAD_A2 = dedent("""
**Evening plan (from 3:30pm)**
- Lights on and curtains closed by 4pm.
- Radio on low: sport or music (not the news).
- 4:30pm: tea and a biscuit.
- Offer a small job: folding towels, sorting the post.
- If he wants to "go to work": talk about his work, ask about his day, don't argue.
- If he asks for his wife: "You're thinking about her. Tell me about her."
- Keep the TV volume low; one conversation at a time.
- If he's very unsettled, call family before anything else.
""")


# ---------------------------------------------------------------- ChatGPT export Feb/Mar 2026
LIS_U1 = dedent("""
Help me plan 4 days in Lisbon. It's four of us - nurses, all early forties, friends since college. We're
going Thursday 16 to Sunday 19 April after all (we nearly moved it to May, long story, it's back to April).
We're staying in an apartment in Alfama.

Things about me: I'm allergic to shellfish (prawns, crab, mussels - the lot), so seafood platters are out,
but I love fish. I hate queues and tourist-trap restaurants with photos on the menu. I'd much rather walk
than get a tuk-tuk. I love tiles, viewpoints, old trams, bookshops. I want ONE proper fado night in a small
place. We want Sintra on the Saturday. I'm not a big night-out person - early-ish nights.
One of the others is vegetarian.
""")
LIS_A1 = dedent("""
That sounds like a lovely trip. Here's a flexible plan built around Alfama, walking, and your Saturday in
Sintra.

**Thursday 16 April - Alfama and the river**
- Settle in, coffee and a pastel de nata nearby.
- Wander Alfama's lanes downhill: Sé (cathedral), then Miradouro de Santa Luzia and Portas do Sol for
  tiles and views.
- Late afternoon: riverside walk to Praça do Comércio.
- Dinner: a small tasca in Alfama; grilled fish of the day is usually a safe choice for a shellfish
  allergy, but always mention it - some sauces and rice dishes use shellfish stock.

**Friday 17 April - tiles, trams and fado**
- Morning: the National Tile Museum (Museu Nacional do Azulejo) - go at opening to avoid crowds.
- Lunch: Mercado/food hall options so everyone (including your vegetarian friend) can choose.
- Afternoon: Tram 28 early or late in the day; or walk up to Graça and Senhora do Monte viewpoint.
- Evening: fado in a small, traditional house. Book ahead; ask about shellfish in any set menu.

**Saturday 18 April - Sintra**
- Early train from Rossio station (~40 min).
- Pena Palace first with a timed ticket - the earliest slot is the quietest.
- Then Quinta da Regaleira or the Moorish Castle, depending on energy.
- Back to Lisbon for a relaxed dinner.

**Sunday 19 April - slow morning**
- Depending on your flight time, a last coffee and a short viewpoint walk.

**Allergy tips**
- Learn: "Sou alérgica a marisco" (I'm allergic to shellfish).
- Carry your antihistamines/adrenaline pen if prescribed.
- Avoid arroz de marisco, cataplana, and açorda de marisco; ask about stocks and sauces.

**Avoiding queues**
- Book timed tickets for Pena and the tile museum.
- Go early; the big crowds arrive mid-morning.
- Skip the Santa Justa lift queue - the view from the top is reachable on foot from the Carmo side.

Would you like a packing list or a rough budget per person?
""")
LIS_U2 = ("No tuk-tuks at all please, we'll walk. And what's a good area for a quiet-ish dinner on the "
          "Friday before the fado - nothing with a man outside waving a menu at us.")
LIS_A2 = dedent("""
Noted - no tuk-tuks. For a quieter dinner before fado:
- **Graça** and the back streets of **Alfama** away from the main square have small family-run tascas.
- **Campo de Ourique** (a short tram ride) is a residential neighbourhood with good restaurants and a
  local market.
- Look for short handwritten menus, local customers, and no touts outside.

Tip: eat around 7:30pm (early by Lisbon standards) and you'll usually get a table without booking.
""")

STOVE_U1 = dedent("""
Ember West are fitting a new stove at my cottage on Saturday 14 March - an Ardent 5 Eco, 5 kW
multi-fuel, matte black (I specifically didn't want a glossy enamel one). Old stone cottage, thick walls,
has been cold and damp all winter. I want to burn turf and seasoned ash mostly. How should I run it in
for the first week, and what should I never burn in it?
""")
STOVE_A1 = dedent("""
Congratulations - a stove in a cold stone cottage makes a big difference. Here's a general guide; always
follow the manufacturer's manual and your installer's advice first.

**Running in (curing) the stove**
- The first few fires cure the heat-resistant paint, which will smell and may smoke a little.
- Light 3-4 small fires over a few days, gradually increasing size.
- Ventilate the room well during the first burns.
- Don't touch the paint while curing; it's soft.

**Fuel**
- **Wood:** seasoned hardwood (ash is excellent) with moisture content under 20%. A moisture meter is
  cheap and worthwhile.
- **Turf:** burns well in multi-fuel stoves; use the grate as instructed (riddle regularly).
- Store fuel off the ground, covered on top but open at the sides.

**Never burn**
- Painted or treated wood, pallets, MDF/chipboard.
- Household rubbish or plastics.
- Wet or unseasoned wood (tar build-up, poor heat).
- Petrol or other accelerants.

**Drying an old house**
- Consistent gentle heat over weeks helps more than occasional roaring fires.
- Combine with ventilation so moisture leaves rather than condensing elsewhere.
- Breathable wall finishes (lime) will let the walls dry.

**Safety**
- Have the chimney swept at least once a year (twice if burning a lot of wood).
- Keep a fireguard if children or pets are around.

Would you like a simple checklist for the morning of the installation?
""")


def chatgpt_exports():
    conv_a = chatgpt_conversation(
        "Lime render and timber windows - stone cottage",
        [("user", LIME_U1, "2025-11-02 21:14:05"), ("assistant", LIME_A1, "2025-11-02 21:14:41"),
         ("user", LIME_U2, "2025-11-02 21:22:10"), ("assistant", LIME_A2, "2025-11-02 21:22:48")],
        seed="lime-2025-11",
        branch=(2, LIME_U2_OLD, LIME_A2_OLD, "2025-11-02 21:19:30", "2025-11-02 21:19:44"))
    conv_b = chatgpt_conversation(
        "Dad unsettled in the evenings",
        [("user", DAD_U1, "2025-11-04 23:41:12"), ("assistant", DAD_A1, "2025-11-04 23:41:50"),
         ("user", DAD_U2, "2025-11-04 23:44:02"), ("assistant", DAD_A2, "2025-11-04 23:44:19")],
        seed="dad-2025-11")
    write_json("chats/chatgpt/conversations-2025-11.json", [conv_b, conv_a])

    conv_c = chatgpt_conversation(
        "Lisbon 4 days with friends",
        [("user", LIS_U1, "2026-02-06 22:05:31"), ("assistant", LIS_A1, "2026-02-06 22:06:20"),
         ("user", LIS_U2, "2026-02-06 22:11:47"), ("assistant", LIS_A2, "2026-02-06 22:12:05")],
        seed="lisbon-2026-02")
    conv_d = chatgpt_conversation(
        "Running in a new multi-fuel stove",
        [("user", STOVE_U1, "2026-03-01 20:30:12"), ("assistant", STOVE_A1, "2026-03-01 20:30:58")],
        seed="stove-2026-03")
    write_json("chats/chatgpt/conversations-2026-02.json", [conv_d, conv_c])


# ---------------------------------------------------------------- assistant JSON + JSONL
def assistant_chats():
    food = {"messages": [
        {"role": "user", "timestamp": iso("2025-10-05 18:02:10"), "content":
         "I'm a paediatric nurse on 12-hour shifts (07:45-20:15 days, 19:45-08:15 nights). I need a food "
         "plan for nights that doesn't leave me wrecked. What I know about myself: I can't eat a big dinner "
         "at 3am - it sits in me like a brick. I love soup in a flask (lentil, or chicken and barley), "
         "overnight oats, Greek yoghurt with berries, a couple of boiled eggs. I can't stand energy drinks - "
         "the smell of them in the staff room makes me sick - and I don't do fizzy drinks at all. Tea strong, "
         "no sugar, but nothing with caffeine after 3am or I can't sleep when I get home. I won't microwave "
         "fish in the staff room, I'm not a monster."},
        {"role": "assistant", "timestamp": iso("2025-10-05 18:02:52"), "content": dedent("""
         Here's a night-shift eating plan that fits what you've described.

         **Before the shift (around 17:00-18:00)**
         - Your main meal of the "day": protein, vegetables and a moderate portion of slow carbohydrate
           (e.g., chicken and veg with brown rice, or a bean stew).

         **Early in the shift (around 23:00-00:00)**
         - Flask of soup (lentil or chicken and barley) with a slice of wholegrain bread.
         - Tea if you want it - this is your last caffeine window.

         **The low point (around 03:00-04:00)**
         - Something small and easy to digest: Greek yoghurt with berries, overnight oats, or two boiled eggs.
         - Water or herbal tea; no caffeine after 3am as you said.

         **Before going home (around 07:30)**
         - A small snack so you're not starving on the drive, then a light breakfast at home before sleep
           (toast, or porridge).

         **Batch-prep ideas for a run of nights**
         - A big pot of soup portioned into flasks/jars.
         - 3-4 jars of overnight oats.
         - A box of boiled eggs (keep in the shell).
         - Chopped veg and hummus.

         **General tips**
         - Hydrate steadily through the shift; dehydration feels like fatigue.
         - Avoid heavy, fried or very sugary food between 2am and 6am.
         - Keep meal timing roughly consistent across a block of nights.

         Want a shopping list for a 2-night block?
         """)},
        {"role": "user", "timestamp": iso("2025-10-05 18:05:40"), "content":
         "Yes, for Friday and Saturday nights. And I hate anything with loads of cheese on nights, makes me groggy."},
        {"role": "assistant", "timestamp": iso("2025-10-05 18:06:15"), "content": dedent("""
         Shopping list (2 nights, cheese kept minimal):
         - Red lentils, carrots, onions, celery, stock cubes, garlic, cumin
         - Pearl barley + 2 chicken breasts (for the alternate soup)
         - Porridge oats, milk, chia seeds, frozen berries
         - Large tub of Greek yoghurt, honey
         - 6 eggs
         - Wholegrain bread
         - Hummus, peppers, cucumber
         - Herbal teas (peppermint, rooibos)
         """)},
    ]}
    write_json("chats/assistant/shift-food-2025-10.json", food)

    meds = {"messages": [
        {"role": "user", "timestamp": iso("2026-02-09 22:48:03"), "content":
         "My dad (78, Alzheimer's) had his donepezil increased from 5 mg to 10 mg at night on 2 February. "
         "He's now having very vivid dreams - told me he was up an ESB pole in a storm all night. No nausea, "
         "eating fine, pulse in the 60s. The consultant said the GP could move it to the morning if the "
         "dreams were a problem. He also takes amlodipine 5 mg in the morning and atorvastatin 20 mg at night. "
         "Is moving donepezil to the morning a normal thing to do? The carers only come in the evening three "
         "days a week, so a morning dose might actually suit better with the blister packs."},
        {"role": "assistant", "timestamp": iso("2026-02-09 22:48:49"), "content": dedent("""
         I'm not able to give personal medical advice, but I can share general information that may help
         your conversation with his GP or pharmacist.

         **Vivid dreams and donepezil**
         - Sleep disturbance, including vivid dreams or nightmares, is a recognised side effect of
           cholinesterase inhibitors like donepezil, and it can be more noticeable after a dose increase.
         - Taking the dose in the morning instead of at bedtime is a commonly used approach when sleep
           effects are troublesome. This is something prescribers often consider - exactly as his
           consultant suggested.

         **Things worth discussing with the GP/pharmacist**
         - Whether to move the 10 mg dose to the morning, and how to make the switch (e.g., the morning
           after a night dose, to avoid doubling).
         - Updating the blister pack so the timing is clear for him and the carers.
         - Continuing to monitor pulse (donepezil can slow the heart rate), dizziness, appetite, and falls.
         - Whether the dreams are distressing him or mostly interesting to him - some people aren't
           bothered.

         **Practical points**
         - Keep a short diary for a week or two: dreams, sleep, appetite, pulse, any falls.
         - Make sure his medication list is updated everywhere (carers' folder, fridge, pharmacy).

         Would a template for a one-week symptom diary be useful?
         """)},
    ]}
    write_json("chats/assistant/dad-meds-2026-02.json", meds)

    lines = [
        ("user", "2026-01-07 07:02:11",
         "winter sea swimming - is it daft that I never wear a wetsuit? I just do togs, neoprene socks and "
         "gloves, hat. Water's 10 degrees now. I hated the one time I tried a wetsuit."),
        ("assistant", "2026-01-07 07:02:40",
         "Not daft - many winter swimmers swim in togs only and use neoprene socks and gloves for the "
         "extremities, which are the first to suffer. The key safety points are: keep swims short (a "
         "common rough guide is well under a minute per degree, and shorter if you're new or tired), "
         "never swim alone, have warm layers ready in the order you'll put them on, and watch for "
         "afterdrop - the continued cooling after you get out. Warm up gradually with layers and a warm "
         "drink rather than a hot shower straight away."),
        ("user", "2026-01-22 21:15:03",
         "how do you say 'have a great time, we'll miss you' in Irish - for a card for my son"),
        ("assistant", "2026-01-22 21:15:19",
         "A natural way to say it: \"Bain taitneamh as! Beidh muid ag cronú ort.\" (Enjoy it! We'll miss you.) "
         "In Munster Irish you might also see \"Beimid ag cronú ort.\""),
        ("user", "2026-02-16 13:40:55",
         "where should a carbon monoxide alarm go in a small cottage room with a multi-fuel stove? I still "
         "haven't bought one for the cottage and the installer won't commission the stove without it"),
        ("assistant", "2026-02-16 13:41:30",
         "General guidance (check the alarm's own instructions): fit it in the same room as the stove, "
         "1-3 metres horizontally from the appliance; if wall-mounted, place it above the height of any "
         "door or window but at least 15 cm below the ceiling; if ceiling-mounted, at least 30 cm from "
         "any wall. Avoid placing it directly above the stove, near extractor fans, or in dead air "
         "spaces. A 10-year sealed-battery alarm certified to EN 50291 is a convenient choice."),
        ("user", "2026-02-27 23:05:12",
         "give me 3 short wordings for a sticker on a PEWS chart reminding staff to document escalation"),
        ("assistant", "2026-02-27 23:05:30",
         "1) \"Escalated? Write WHO, WHEN, WHAT WAS SAID.\" 2) \"Score 3+? Document your call and the plan.\" "
         "3) \"No record = no escalation. Name, time, response.\""),
        ("user", "2026-03-08 10:12:44",
         "hurley size for a 15 year old, about 5'9\""),
        ("assistant", "2026-03-08 10:12:58",
         "A common guide: stand straight with the hurley upright beside the leg; the top of the handle "
         "should reach around the top of the hip bone. For a 5'9\" (about 175 cm) teenager that usually "
         "means a 33-34 inch hurley, depending on position and preference."),
        ("user", "2026-03-09 22:30:17",
         "credit union gave me a home improvement loan and want evidence of spend by 31 March - I still "
         "have to send them the invoices. Do quotes count or only invoices/receipts?"),
        ("assistant", "2026-03-09 22:30:41",
         "Generally lenders want proof that the money was spent on the agreed works, so invoices and "
         "receipts (ideally showing the supplier, the address of the works, the amount and the date) are "
         "what they'll ask for; quotes alone usually aren't enough because they don't show payment. Bank "
         "statements showing the payments can support the invoices. Check with your loan officer - a "
         "quick e-mail listing what you plan to send will avoid a second round."),
    ]
    text = "".join(json.dumps({"role": r, "content": c, "timestamp": iso(t)}, ensure_ascii=False) + "\n"
                   for r, t, c in lines)
    write("chats/assistant/quick-questions-2026.jsonl", text)


# ---------------------------------------------------------------- CSV
BUDGET = """date,category,supplier,item,quoted_eur,paid_eur,status,notes
2025-06-19,purchase,,Purchase price,145000,145000,paid,sale closed
2025-06-19,purchase,Solicitor,Legal fees + searches,2350,2350,paid,
2025-06-19,purchase,Revenue,Stamp duty,1450,1450,paid,
2025-08-12,survey,Finbarr Coughlan,Building survey,650,650,paid,
2025-10-02,roof,Twomey & Hegarty,Re-slate main roof + ridge (Q-TH-2518),14200,9500,in progress,stages 1+2 paid
2025-10-02,roof,Twomey & Hegarty,Lean-to roof off + asbestos disposal,2900,2900,paid,
2025-10-02,roof,Carbery Reclamation,Reclaimed Bangor blue slate (~350),1260,1260,paid,
2025-10-02,walls,Twomey & Hegarty,Hack off render + 3-coat lime + limewash,11800,0,quoted,spring - dry weather
2025-10-14,heating,Hearth & Home Stoves,Stove + liner (HH-1193),3850,500,cancelled,deposit refunded 12/01/2026
2026-01-14,heating,Ember West Stoves,Stove + liner + cowl + commissioning (EW-0262),4120,400,booked,balance on the day
2025-10-22,septic,Carbery Wastewater Services,Site assessment + percolation tests,480,480,paid,
2025-11-20,septic,Carbery Wastewater Services,Packaged treatment system + soil polishing filter,11900,0,accepted,waiting on council grant before works
2025-10-20,electrics,Mossie Hurley,Rewire + new board + RCDs,6400,500,deposit paid,after roof
2025-11-09,floors,Twomey & Hegarty,Limecrete + reclaimed flagstones (kitchen + west room),8200,0,decided,spring 2026
2026-02-01,windows,joiner tbc,Timber sash windows x4 + front door,14500,0,estimate,summer 2026
2026-03-01,safety,,CO alarm (main room),40,0,to buy,needed before stove commissioning
2025-12-01,services,Gortalassa GWS,Group water scheme annual charge,160,160,paid,
2025-12-02,planning,Cork County Council,Pre-planning clinic,0,0,done,no fee
"""

SWIMLOG_ROWS = [
    ("2025-10-05", "Sun", "Carraig Dhubh slipway", 14.1, 11, 11, "first swim of the season, flat calm"),
    ("2025-10-12", "Sun", "Carraig Dhubh slipway", 13.8, 12, 10, ""),
    ("2025-10-22", "Wed", "Carraig Dhubh slipway", 13.2, 9, 9, "early one before the cottage"),
    ("2025-10-26", "Sun", "Carraig Dhubh slipway", 12.9, 10, 10, "clocks went back - dark at 7"),
    ("2025-11-02", "Sun", "Carraig Dhubh slipway", 12.4, 8, 9, "swell, stayed near the slip"),
    ("2025-11-16", "Sun", "Carraig Dhubh slipway", 11.9, 7, 9, ""),
    ("2025-11-30", "Sun", "Carraig Dhubh slipway", 11.3, 6, 8, "gloves on for the first time"),
    ("2025-12-07", "Sun", "Carraig Dhubh slipway", 11.0, 8, 8, ""),
    ("2025-12-14", "Sun", "Carraig Dhubh slipway", 10.6, 4, 7, "hail!"),
    ("2025-12-25", "Thu", "Poll an Róin beach (Christmas dip)", 10.2, 9, 4, "Santa hat; 142 in the water"),
    ("2026-01-11", "Sun", "Old Boathouse, Trá Bheag", 9.8, 7, 6, "new meeting point - slipway closed after the storm"),
    ("2026-01-18", "Sun", "Old Boathouse, Trá Bheag", 9.6, 5, 6, ""),
    ("2026-01-28", "Wed", "Old Boathouse, Trá Bheag", 9.4, 3, 5, "off for Dad's clinic - quick dip first"),
    ("2026-02-08", "Sun", "Old Boathouse, Trá Bheag", 9.2, 6, 6, ""),
    ("2026-02-15", "Sun", "Old Boathouse, Trá Bheag", 9.0, 7, 5, "hands claw at 4 min"),
    ("2026-02-22", "Sun", "Old Boathouse, Trá Bheag", 9.1, 8, 5, ""),
    ("2026-03-08", "Sun", "Old Boathouse, Trá Bheag", 9.0, 9, 7, "sun! stayed longer"),
]


def data():
    write("data/cottage-budget.csv", BUDGET)
    out = "date,day,spot,water_c,air_c,minutes,notes\n"
    for r in SWIMLOG_ROWS:
        note = r[6]
        if "," in note:
            note = '"' + note + '"'
        spot = f'"{r[2]}"' if "," in r[2] else r[2]
        out += f"{r[0]},{r[1]},{spot},{r[3]},{r[4]},{r[5]},{note}\n"
    write("data/swim-log-2025-26.csv", out)


def build():
    chatgpt_exports(); assistant_chats(); data()
