"""Chat exports: ChatGPT-style (mapping tree), {"messages": [...]} files, and a JSONL."""
import json, uuid, random, datetime as dt
from common import write

rng = random.Random(5150)


def uid():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def ts(s):
    return dt.datetime.fromisoformat(s).timestamp()


def node(role, text, t):
    return {
        "id": None,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
        "weight": 1.0, "metadata": {}, "recipient": "all", "channel": None,
    }


def conversation(title, turns, branch=None):
    """turns: list of (role, text, iso). branch: (index_of_user_turn, old_text, old_reply) -
    an earlier version of that user turn that was edited; kept as a sibling branch."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid()
    sysmsg = node("system", "", None)
    sysmsg["id"] = sys_id
    sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
    sysmsg["weight"] = 0.0
    mapping[sys_id] = {"id": sys_id, "message": sysmsg, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    t0 = ts(turns[0][2])
    for i, (role, text, iso) in enumerate(turns):
        if branch and branch[0] == i:
            # the abandoned original wording + its reply
            old_id, old_rep = uid(), uid()
            om = node("user", branch[1], ts(iso) - 95)
            om["id"] = old_id
            mapping[old_id] = {"id": old_id, "message": om, "parent": parent, "children": [old_rep]}
            rm = node("assistant", branch[2], ts(iso) - 70)
            rm["id"] = old_rep
            mapping[old_rep] = {"id": old_rep, "message": rm, "parent": old_id, "children": []}
            mapping[parent]["children"].append(old_id)
        nid = uid()
        msg = node(role, text, ts(iso))
        msg["id"] = nid
        mapping[nid] = {"id": nid, "message": msg, "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = nid
    return {
        "title": title, "create_time": t0, "update_time": ts(turns[-1][2]) + 3,
        "mapping": mapping, "moderation_results": [], "current_node": parent,
        "plugin_ids": None, "conversation_id": uid(), "conversation_template_id": None,
        "gizmo_id": None, "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
        "id": None,
    }


def fin(c):
    c["id"] = c["conversation_id"]
    return c


# ------------------------------------------------------------------ ChatGPT export, July 2025
shelves_user1 = """We're in the middle of a kitchen remodel (1926 bungalow, small kitchen, about 11x14). Back in June my husband Nate and I decided on open shelving on the window wall instead of upper cabinets - two walnut shelves. Now that demo has started I'm having second thoughts.

Context:
- The range is right next to that wall.
- We have a 13-year-old yellow Lab mix, Juni, who sheds constantly.
- We're losing the old broom closet to a pantry, so storage is tight.
- Cabinets are painted shaker, color Sage Mist.
- Personally I really dislike glossy/high-shine finishes. I want everything matte or honed - fingerprints on shiny surfaces drive me nuts, and I spend all day at a hospital that's all shiny white surfaces.

Nate loves the open shelves. Pros and cons?"""

shelves_asst1 = """Great question to ask before the cabinets are ordered - this is one of the most common "I wish we'd thought harder" decisions in small kitchens. Here's a balanced look.

**Open shelving - pros**
1. Visual space: removing uppers makes a small room feel wider and brighter, especially on a window wall.
2. Cost: shelves and brackets are usually much cheaper than a run of upper cabinets.
3. Display: a good place for pieces you love and use every day.
4. Easy access: no doors, everything is at hand.

**Open shelving - cons**
1. Grease: anything within a few feet of a cooktop collects a fine airborne grease film, even with a good ducted hood. Items you don't use daily will need washing before use.
2. Dust and pet hair: with a shedding dog, expect to wipe or rinse items regularly.
3. Less storage: two shelves typically hold far less than 30-36" uppers, and nothing can be hidden.
4. Styling pressure: open shelves tend to look cluttered unless curated.

**Upper cabinets - pros**
1. Closed storage protects from grease, dust and hair.
2. More capacity, especially if taken to the ceiling.
3. Visual calm - matching Sage Mist doors would keep the wall quiet.

**Upper cabinets - cons**
1. Cost and lead time.
2. Can make a small room feel more enclosed, though glass-front or shorter uppers can help.

**Middle-ground options**
- One short open shelf by the window plus uppers elsewhere.
- Glass-front uppers (fluted or reeded glass hides clutter).
- Uppers with a matte, painted finish to match your base cabinets (fits your dislike of high-gloss surfaces).

**Questions to settle it**
- How far is the nearest shelf from the range edge?
- How often would items on the shelves actually be used?
- Where would the displaced items go if you chose shelves?

If you'd like, I can help you make a quick storage inventory to see whether you can give up the upper cabinet space."""

shelves_user2 = """Ok that's helpful. The shelf would be about 18 inches from the range. I'm not deciding tonight - honestly I'm leaning toward uppers but Nate is attached to the shelves, so I need to talk to him first. Can you give me 3 arguments he'd actually find convincing? He's an engineer."""

shelves_asst2 = """Engineers usually respond well to data, constraints and failure modes, so frame it that way:

1. **Grease deposition is a physics problem, not a cleaning habit.** Cooking aerosols travel and settle on nearby horizontal surfaces; at 18 inches from the range, shelves sit in the deposition zone. Even a ducted hood has capture efficiency well below 100%, especially on the front burners. Expect a sticky film within weeks.

2. **Storage capacity math.** Measure the linear feet and cubic volume of the proposed shelves versus 39" uppers to the ceiling. Then inventory what currently lives in the broom closet and old uppers. If the numbers don't close, the shelves fail the requirement.

3. **Maintenance cost over time.** Estimate time per week spent wiping/rinsing displayed items (grease + dog hair) versus closed cabinets. Over five or ten years that is real time.

You could also propose a test: put a few items on a temporary shelf near the hot plate you're using during the remodel and check them after two weeks. Seeing the film is often more persuasive than any argument.

Whatever you decide, document the decision with the date and reasons - it helps a lot when you're making the next twenty decisions in a remodel."""

edge_user1 = """Different kitchen question. We ordered quartz counters - "Frost Drift" (white with gray veining), polished, eased edge. Now I've seen the sample next to our Sage Mist cabinets at home and it looks cold and bluish, almost clinical. I'm considering switching to "Pewter Mist", a warm gray with a honed finish, and doing a mitered edge on the peninsula so it looks thicker.

I hate shiny counters, so honed appeals to me. Is honed quartz harder to keep clean? And is a mitered edge worth it?"""

edge_asst1 = """Both are common questions, and both come down to trade-offs.

**Honed quartz**
- Quartz is non-porous, so honed quartz doesn't need sealing the way honed marble does.
- Honed surfaces can show oily fingerprints and marks from metal (pans, utensils) more readily than polished ones; most marks clean off with a non-abrasive cleaner or a melamine sponge.
- Cleaning routine: warm water and mild dish soap daily; a quartz-safe cleaner weekly. Avoid bleach, oven cleaner and highly alkaline products.
- Visually, honed reads softer and warmer and reflects less light - good if you dislike shine.

**Mitered edge**
- Two pieces joined at 45 degrees to create the look of a thick slab (often 5-6 cm) without using a full-thickness slab.
- Pros: substantial, modern look; good on a peninsula end where the edge is very visible.
- Cons: costs more (fabrication labor); the miter joint is a potential weak point for chipping if hit hard; quality depends heavily on the fabricator.

**Color and timing considerations**
- Ask the fabricator whether changing color affects the slab availability and your template date.
- View a full slab if possible, not just a small sample, and look at it in your own lighting.
- Confirm the revised price and any change to the deposit in writing.

If you tell me the cabinet color, floor and backsplash plan, I can suggest whether warm gray will pull together well."""

edge_user2 = """Cabinets Sage Mist, floor is white oak, backsplash will be a zellige-look ceramic in a warm off-white. I'm leaning toward switching but I want to see a full Pewter Mist slab first - I'll sleep on it."""

edge_asst2 = """That combination sounds cohesive: Sage Mist, white oak and a warm off-white zellige-look tile are all warm-leaning, and a warm gray honed quartz would sit comfortably between them. A cool white with blue-gray veining can look stark against warm wood and sage.

Tips for the slab visit:
- Bring a cabinet door and a floor sample.
- Look at the slab in daylight and under warm (2700-3000K) light if the yard allows.
- Check the veining direction for the peninsula, which is the most visible piece.
- Ask about lead time, and whether a mitered edge changes the template or install schedule.

Sleeping on it is a good instinct with a change like this."""

dog_user1 = """My dog Juni (13 yo yellow Lab mix, about 60 lb) had an echo yesterday at the specialty hospital in St. Louis Park - the cardiologist, Dr. Mensah, says her mitral valve disease is now stage C. New plan:
- pimobendan 5 mg twice a day (she was already on this)
- furosemide 20 mg twice a day (new)
- they stopped her carprofen because of kidney risk with the diuretic
- gabapentin 100 mg twice a day instead, for her arthritis

I'm a pharmacist so I'm fine with the drugs themselves - I need help with a schedule. I work 7 to 3:30 and leave the house at 6:30. Nate leaves at 8. Also she spits out pill pockets, but she'll take anything in cream cheese."""

dog_asst1 = """I'm sorry about the stage C news - it sounds like Juni is in very attentive hands. Here's a practical schedule framework you can adapt (and confirm with her vets).

**Morning (around 6:00-6:15, before you leave)**
- Pimobendan 5 mg - ideally about an hour before food, so give it first thing.
- Furosemide 20 mg.
- Gabapentin 100 mg.
- Breakfast ~45-60 minutes later (Nate could feed her before he leaves at 8).

**Afternoon/evening**
- Furosemide second dose in the late afternoon (e.g. 4:30-5:00 pm) rather than at bedtime, so most of the diuresis happens while you're home and awake.
- Pimobendan 5 mg around 6:00-7:00 pm, about an hour before dinner.
- Gabapentin 100 mg in the evening (it may make her a bit sleepy, which is fine at night).

**Practical tips**
- Cream cheese "meatballs": prepare a day's worth in the morning and keep them in the fridge.
- A weekly pill organizer with AM/PM compartments helps two people avoid double dosing.
- Keep water available at all times and expect more frequent urination; arrange an extra mid-day outing if possible (dog walker or a neighbor) during the first weeks.
- Continue counting the sleeping respiratory rate and keep a log; bring it to rechecks.
- Watch for signs of dehydration or weakness, reduced appetite, or a rising breathing rate, and call the clinic if you see them.

Would you like a printable chart with checkboxes for each dose?"""

dog_user2 = "Yes please, a simple AM/PM chart for a week."

dog_asst2 = """Here's a simple chart you can print and stick on the fridge:

| Day | 6:15 AM pimo | 6:15 AM furo | 6:15 AM gaba | 5:00 PM furo | 7:00 PM pimo | 7:00 PM gaba | Sleeping RR |
|---|---|---|---|---|---|---|---|
| Mon | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |
| Tue | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |
| Wed | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |
| Thu | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |
| Fri | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |
| Sat | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |
| Sun | [ ] | [ ] | [ ] | [ ] | [ ] | [ ] | ___ |

Initial each box when given, so you and Nate can see at a glance what's done. Adjust the times to whatever your vets recommend."""

july = [
    fin(conversation("Open shelves vs upper cabinets", [
        ("user", shelves_user1, "2025-07-20T21:12:40-05:00"),
        ("assistant", shelves_asst1, "2025-07-20T21:13:25-05:00"),
        ("user", shelves_user2, "2025-07-20T21:20:02-05:00"),
        ("assistant", shelves_asst2, "2025-07-20T21:20:40-05:00"),
    ], branch=(2, "ok. shelf is close to the range. give me arguments for uppers",
               "Sure - the main arguments for upper cabinets are grease protection, dust protection and more storage. Would you like more detail on any of these?"))),
    fin(conversation("Honed quartz + mitered edge", [
        ("user", edge_user1, "2025-07-27T20:41:10-05:00"),
        ("assistant", edge_asst1, "2025-07-27T20:41:52-05:00"),
        ("user", edge_user2, "2025-07-27T20:47:30-05:00"),
        ("assistant", edge_asst2, "2025-07-27T20:48:01-05:00"),
    ])),
    fin(conversation("Dog heart meds schedule", [
        ("user", dog_user1, "2025-07-12T19:05:00-05:00"),
        ("assistant", dog_asst1, "2025-07-12T19:05:44-05:00"),
        ("user", dog_user2, "2025-07-12T19:09:13-05:00"),
        ("assistant", dog_asst2, "2025-07-12T19:09:30-05:00"),
    ])),
]

# ------------------------------------------------------------------ ChatGPT export, Nov 2025
trip_user1 = """Help me plan a hockey tournament weekend. My son Caleb (12, PeeWee) has the Med City Holiday Classic in Rochester, MN, Fri Dec 12 - Sun Dec 14. I booked the team hotel block at Zumbro Suites. I'm driving down Friday; Nate has to work.

We're also taking Owen Sandoval (Caleb's teammate - his mom Jen is the team manager, she's working Friday and driving down Saturday morning), so it's me + two 12-year-old boys on Friday.

My non-negotiables for tournament hotels: a fridge in the room, free hot breakfast, and a room away from the pool (kids running the halls at midnight = no sleep). And I don't like driving US-52 after dark in winter, so I want to leave Minneapolis by 1 pm.

Caleb has a tree nut allergy. Can you help with a food plan for the weekend and a packing list?"""

trip_asst1 = """That sounds like a fun (and busy) weekend! Here's a plan you can adapt.

**Friday**
- Leave Minneapolis by 1:00 pm; Rochester is roughly 80-90 minutes in good conditions. Build in extra time if snow is forecast.
- Pack a cooler for the drive: sandwiches, fruit, cheese sticks, pretzels, water.
- Check in (usually from 3 pm), drop bags, and plan to be at the rink about an hour before the first game.
- Post-game dinner: somewhere with a clear allergen menu - call ahead and ask about tree nuts and shared fryers.

**Saturday**
- Hot breakfast at the hotel (protein + carbs: eggs, yogurt, toast, fruit). Check labels on granola and baked goods for tree nuts.
- Between games: a low-key rest in the room. Lunch 2.5-3 hours before a game.
- Dinner: pasta or rice bowls tend to work well for tournament days.

**Sunday**
- Check-out is often 11 am; ask for late check-out or pack the car before bracket games.

**Allergy safety**
- Two epinephrine auto-injectors, always with the child, plus an allergy action plan.
- Let the coach and the other adults know where the auto-injectors are.
- Concession stands: check labels; many baked goods and granola bars contain tree nuts or are made in shared facilities.

**Packing list**
- Hockey bags (check skates, helmet, gloves, mouthguard, both jerseys, socks, tape)
- Skate guards, extra laces, small towel
- Warm layers for cold rinks, blanket for the stands
- Chargers, a deck of cards or a small board game
- Swimsuits (even if the pool isn't near your room)
- Cooler with ice packs, reusable water bottles

Would you like a meal plan with specific restaurants in Rochester, or a printable checklist?"""

trip_user2 = "Printable checklist please. And note for the boys: bedtime 9:30 Friday, no exceptions, first game is probably Friday afternoon - Jen said the schedule comes out mid-November."

trip_asst2 = """Here's a printable checklist:

**Hockey gear (each boy)**
- [ ] Skates (sharpened) + guards
- [ ] Helmet with cage, mouthguard
- [ ] Gloves, shin pads, pants, shoulder + elbow pads, neck guard
- [ ] Home + away jerseys, socks, tape
- [ ] Water bottle (labeled)

**Clothes**
- [ ] Two changes of clothes + pajamas
- [ ] Warm jacket, hat, gloves
- [ ] Swimsuit

**Food / allergy**
- [ ] 2 epinephrine auto-injectors + action plan
- [ ] Cooler: sandwiches, fruit, cheese sticks, pretzels (nut-free)
- [ ] Breakfast backups in case the buffet has nut cross-contact

**Room**
- [ ] Chargers, cards/board game
- [ ] Night light (new rooms + kids)

**Rules for the boys**
- Bedtime 9:30 pm Friday, no exceptions
- Phones charge outside the beds at lights-out
- Stay together in the hotel; no running in the halls

Once you have the game schedule, plug in the arrival times and meal times around them."""

co_user1 = """I need to reply to our contractor. Background: kitchen remodel, contractor is North Loop Builders (Jake is the owner). They sent Change Order 3 for $1,865 with three items: a dishwasher circuit (which was already in our contract's electrical scope), a drywall patch, and an extra dumpster haul. I disputed the dishwasher line and the dumpster. The electrician confirmed in writing that the dishwasher circuit was already in his price.

Jake just sent a revised CO-3R: GFCI relocation $515 + drywall patch $385, dumpster waived, dishwasher circuit dropped = $900. I've decided to accept it - it's fair, and I want the last three weeks of the job to go smoothly.

Write me a short, friendly acceptance email that (1) accepts CO-3R at $900, (2) says Nate will be home for the countertop install, and (3) confirms we expect lien waivers from the sub and the fabricator before the final payment."""

co_asst1 = """Here's a short, friendly draft:

---
Subject: Re: Change Order #3 - accepted

Hi Jake,

Thank you for working through this with us - I appreciate you checking with the electrician.

I accept revised change order CO-3R as written, for a total of $900.00 (GFCI relocation $515, drywall patch $385, dumpster haul waived, dishwasher circuit removed). Please treat this e-mail as my written approval; I'm happy to sign a paper copy as well.

Nate will be home to let the countertop crew in on install day.

Finally, please include lien waivers from the electrical subcontractor and the countertop fabricator with the final invoice - we'd like to have them in hand before we make the final payment.

Thanks again,
Dana
---

A few tips:
- Keep it in the same e-mail thread so the history stays together.
- Reference the change order number and total exactly as written on the document.
- Save a PDF of the signed change order with your project records."""

co_user2 = "Perfect. I'll tweak it a bit and send it tonight. Also remind me - what should I check before releasing the final 10%?"

co_asst2 = """Good list to have before the last payment:

1. **Final inspection passed** - get the signed-off permit card or a screenshot of the approved status.
2. **Lien waivers** - unconditional (or conditional upon final payment) waivers from the general contractor, every subcontractor and major suppliers.
3. **Punch list complete** - walk through with the contractor and sign off item by item.
4. **Warranty documents** - contractor workmanship warranty, appliance registrations, countertop care and warranty sheet.
5. **Final invoice reconciliation** - contract price + approved change orders - payments made = balance due. Make sure withdrawn or disputed items don't reappear.
6. **As-built info** - photos of walls before drywall, panel directory updated, shutoff locations.
7. **Clean-up** - debris removed, dumpster gone, any damage to other rooms repaired.

Pay by a traceable method and write "final payment" and the contract number on it."""

nov = [
    fin(conversation("Hockey tournament weekend plan", [
        ("user", trip_user1, "2025-11-05T20:30:12-06:00"),
        ("assistant", trip_asst1, "2025-11-05T20:31:05-06:00"),
        ("user", trip_user2, "2025-11-05T20:36:40-06:00"),
        ("assistant", trip_asst2, "2025-11-05T20:37:12-06:00"),
    ], branch=(2, "checklist pls", "Sure! Would you like it organized by category or by day?"))),
    fin(conversation("Accepting a revised change order", [
        ("user", co_user1, "2025-11-10T18:52:00-06:00"),
        ("assistant", co_asst1, "2025-11-10T18:52:41-06:00"),
        ("user", co_user2, "2025-11-10T18:58:15-06:00"),
        ("assistant", co_asst2, "2025-11-10T18:58:50-06:00"),
    ])),
]

# ------------------------------------------------------------------ assistant JSON: ER appeal
er = {"messages": [
    {"role": "user", "timestamp": "2025-04-21T21:40:09-05:00", "content": """I need help writing an insurance appeal. Facts:
- My son Caleb (12) broke his wrist at hockey on 03/02/2025 and we went to the Lakes Regional Medical Center emergency department (main campus).
- Our insurer is Prairie Shield Health Plan (HDHP with an HSA). Claim number 25-0302-77419.
- The EOB from 03/19 processed it as OUT-OF-NETWORK and says we owe $2,640.00. Lakes Regional is in network - I checked the directory.
- I called member services on 04/03. The rep, Trevor, was really helpful: he could see the facility is in network, but the claim came in under a different NPI (their urgent care entity). Call reference CR-5512309. He told me to file an appeal online and also ask the hospital to resubmit.

Keep it short and factual. I don't want a three-page letter."""},
    {"role": "assistant", "timestamp": "2025-04-21T21:40:52-05:00", "content": """Here's a concise, factual appeal letter you can paste into the member portal or mail:

---
Re: Request for reconsideration - Claim 25-0302-77419
Member: Caleb Whitfield | Date of service: 03/02/2025

To the Appeals Unit:

I am requesting reconsideration of the above claim for emergency department services at Lakes Regional Medical Center, Minneapolis, on 03/02/2025.

The Explanation of Benefits dated 03/19/2025 processed this claim as out-of-network, leaving a member responsibility of $2,640.00. Lakes Regional Medical Center is an in-network facility under our plan. On 04/03/2025 I spoke with a Member Services representative (call reference CR-5512309), who confirmed that the facility is in network and that the claim appears to have been submitted under the NPI of a different entity.

In addition, emergency services are required to be covered at the in-network cost-sharing level.

Please reprocess this claim at the in-network level and issue a corrected EOB.

Enclosures: EOB dated 03/19/2025; itemized hospital bill; ER discharge summary.

Sincerely,
[Name, member ID, phone]
---

Additional steps that often help:
1. Ask the hospital's billing office to place the account on hold while the appeal is pending, so it isn't sent to collections.
2. Ask the hospital to submit a corrected claim with the right NPI - sometimes this resolves faster than the appeal.
3. Keep a log of every call: date, name, reference number, what was promised.
4. Calendar a follow-up for 30 days after submission.
5. If the appeal is denied, you typically have the right to an external review.

Would you like a short script for the call to the hospital billing office?"""},
    {"role": "user", "timestamp": "2025-04-21T21:47:30-05:00", "content": """Yes, a short script. And one more thing - however this ends up, I'm going to pay the hospital on my credit card (points!) and reimburse myself from the HSA later. I like keeping the HSA invested rather than spending it down right away. Anything I need to keep for that?"""},
    {"role": "assistant", "timestamp": "2025-04-21T21:48:20-05:00", "content": """**Call script for the hospital billing office**

"Hi, I'm calling about an account for my son, Caleb Whitfield, date of service March 2nd, 2025, emergency department. Our insurer processed the claim as out-of-network, and we believe it was submitted under the wrong NPI. I've filed an appeal with Prairie Shield. Could you (1) place the account on hold while the appeal is pending, and (2) check whether the claim was submitted under the emergency department's NPI, and if not, submit a corrected claim? Could I get your name and a reference number for this call?"

**Paying now, reimbursing from the HSA later**
Many people use this approach. Generally:
- The expense must be incurred after your HSA was established.
- There's no federal deadline for reimbursing yourself, but you must be able to show the distribution was for a qualified medical expense if asked.
- Keep: the itemized bill, the final (corrected) EOB showing patient responsibility, and proof of payment (credit card statement or receipt).
- Keep these records with your tax files for as long as the HSA distribution could be questioned - many people keep them indefinitely.
- Track reimbursements in a simple spreadsheet (date of service, provider, amount paid, date reimbursed) so you never reimburse twice.

This isn't tax advice - check your HSA administrator's rules or a tax professional for your situation."""},
]}

# ------------------------------------------------------------------ assistant JSON: book club
book = {"messages": [
    {"role": "user", "timestamp": "2025-09-14T15:22:11-05:00", "content": """I'm in a book club (six of us, third Thursday of each month). November's book is "A Ledger of Small Weathers" by Ines Calloway - it's about a woman who runs a small-town weather station in North Dakota and keeps a journal for 40 years. I volunteered to bring discussion questions.

About me, so you get the tone right: I love quiet literary fiction - small towns, families, people's work lives. I can't stand twisty thrillers or unreliable narrators (our April pick was one of those and I hated it). I read on paper from the library - I've tried audiobooks and I just fall asleep.

Also, unrelated, we decided on Thursday that I'm NOT hosting in January because our kitchen is torn up - Beth swapped with me, so she hosts January and I host March. Can you give me 10 discussion questions for a book like this?"""},
    {"role": "assistant", "timestamp": "2025-09-14T15:23:02-05:00", "content": """What a lovely premise for a book club - a quiet, long-arc novel often sparks the best conversations. Here are ten discussion questions that work for a book like this without needing spoilers for specific twists:

1. The journal spans forty years. How does the narrator's voice change over time, and what stays the same?
2. Weather is both literal and metaphorical here. Which entries felt like they were really about something else?
3. How does the small-town setting shape the characters' choices - does it limit them, protect them, or both?
4. The protagonist's work is repetitive and solitary. What does the book suggest about meaning in ordinary, careful work?
5. Which relationships in the book changed the most, and what caused those changes?
6. Were there moments where you wanted the narrator to make a different choice? Why?
7. How does the author handle time passing - the gaps between entries, the things left unsaid?
8. What role does record-keeping play - as duty, comfort, or a way of avoiding feelings?
9. If you kept a daily log of one thing for forty years, what would it be?
10. How did the ending land for you - earned, surprising, or inevitable?

Tips for leading the discussion:
- Start with an easy, personal question (like #9) to warm up.
- Pick four or five questions rather than trying to get through all ten.
- Have one or two specific passages marked to read aloud.

And good call on swapping the January hosting - a torn-up kitchen is a perfectly good reason. Would you like some snack ideas that don't need a kitchen for your March turn?"""},
    {"role": "user", "timestamp": "2025-09-14T15:30:45-05:00", "content": "Ha, March should have a kitchen by then. Can you suggest 5 books for next year's list that fit my taste? Nothing with a twist ending."},
    {"role": "assistant", "timestamp": "2025-09-14T15:31:40-05:00", "content": """Here are five kinds of picks that tend to suit readers who love quiet literary fiction about ordinary lives (check your library catalog for current titles in each category):

1. A multigenerational family novel set on a Midwest farm, told across several decades.
2. A workplace novel following a nurse, teacher or small-town doctor over a single year.
3. A short novel-in-stories set in one town, where each chapter follows a different resident.
4. A memoir of a rural place or industry - for example, a mining town or a fishing community.
5. A slim classic (under 200 pages) about a marriage or friendship, good for a shorter month.

Ways to find specific titles you'll like:
- Ask your librarian for "quiet literary fiction" or "character-driven" read-alikes.
- Look at lists of regional book awards (many state book awards have a fiction category).
- Use your library's "if you liked" feature with a book you rated highly.

If you tell me a few books you rated 5/5 this year, I can suggest specific read-alikes."""},
]}

# ------------------------------------------------------------------ JSONL quick questions
quick = [
    ("user", "best way to keep HSA receipts long term? I pay with my Visa for points and reimburse myself later, want to keep the HSA invested", "2025-05-03T08:14:22-05:00"),
    ("assistant", "A simple, durable system: (1) scan or photograph each itemized receipt and EOB as soon as you get it; (2) name files consistently, e.g. date_provider_amount; (3) store them in two places (a cloud folder and an external drive or second account); (4) keep a spreadsheet with date of service, provider, patient, amount, how you paid, and whether/when you reimbursed yourself from the HSA; (5) keep proof of payment (card statement) with each expense. There's generally no deadline to reimburse yourself for qualified expenses incurred after the HSA was opened, but you need records if the IRS asks. Many people keep these files indefinitely.", "2025-05-03T08:14:50-05:00"),
    ("user", "how do I get construction dust out of forced air ducts? kitchen reno, zip wall up but dust everywhere", "2025-08-24T10:02:11-05:00"),
    ("assistant", "A few steps usually help: seal supply and return registers in the work area with plastic and painter's tape; run the furnace fan with a MERV 11-13 filter and change it every 1-2 weeks during dusty phases; use a HEPA shop vac and damp microfiber for cleanup rather than dry sweeping; ask the crew to use dust extraction on saws and sanders; and once the work is done, replace the filter again and consider a professional duct cleaning if you see visible debris in the ducts. Also keep pets away from the dusty area - fine dust can irritate older dogs' airways.", "2025-08-24T10:02:49-05:00"),
    ("user", "Juni's furosemide went up to 30 mg twice a day on 10/14 (was 20). I give it at 7 am and 5 pm. Is keeping the 2nd dose at 5 pm fine so she's not up peeing at 3 am? Pimo 5 mg BID and gabapentin unchanged.", "2025-10-20T19:40:03-05:00"),
    ("assistant", "Giving the second furosemide dose in the late afternoon is a very common approach for exactly that reason - most of the diuretic effect happens within the first few hours, so a 5 pm dose means most of it is over by bedtime. Keep the two doses roughly evenly spaced within your routine, keep water available at all times, and give her a last trip outside right before bed. Monitor her sleeping respiratory rate, appetite and energy after the increase, and check with her veterinarian if anything changes or if the timing needs adjusting for her bloodwork.", "2025-10-20T19:40:31-05:00"),
    ("user", "vet appts - I'm off at 3:30 so I always try to book after 4 pm. how do I get the clinic to just default to late afternoon slots for her?", "2025-10-26T12:12:40-05:00"),
    ("assistant", "Most clinics can add a note to the patient or client record. Ask the front desk to add something like 'Owner prefers appointments after 4:00 pm on weekdays' to Juni's file, and ask whether they can book her recurring rechecks in advance (e.g. the next two or three) so you get the late slots before they fill. If the clinic uses an online booking portal, check whether you can filter by time of day. It also helps to mention it each time you schedule until it becomes habit for the staff.", "2025-10-26T12:13:05-05:00"),
    ("user", "Caleb's hockey practices changed - now Mon 7:15-8:30 pm at Cedarview Ice Center and Thu 5:00-6:15 pm at Parkway. give me 3 quick Monday dinners we can eat at 6 before driving to Edina. no tree nuts (Caleb allergy), we only have a hot plate + microwave right now (kitchen reno)", "2025-11-11T07:05:19-06:00"),
    ("assistant", "Three hot-plate/microwave friendly ideas, all nut-free:\n1. Chicken and rice bowls: microwave rice pouches, rotisserie chicken, steamed frozen broccoli, teriyaki sauce (check the label).\n2. Turkey and bean quesadillas on the hot plate: tortillas, cheese, canned black beans, leftover turkey or chicken; salsa and yogurt on the side.\n3. Pasta with meat sauce: cook pasta on the hot plate, jarred marinara with browned ground beef, bagged salad.\nAll three work at 6 pm with cleanup by 6:35. Pack a banana or granola bar (nut-free!) for the car ride after practice.", "2025-11-11T07:05:52-06:00"),
    ("user", "skate sharpening 1/2 inch hollow vs 5/8 for a 12 yo defenseman, ~90 lb?", "2025-11-14T21:18:00-06:00"),
    ("assistant", "For a lighter youth player, 1/2\" is a very common starting point: it gives more bite for quick stops and turns. 5/8\" gives more glide and less grip, which some heavier or more experienced skaters prefer. Many defensemen like a little more glide for backward skating, but at 90 lb a 1/2\" hollow is typical. The most important thing is consistency - stick with one hollow for a few weeks and ask your son how it feels. Sharpen every 8-12 hours of ice time, or when edges feel like they're sliding out.", "2025-11-14T21:18:29-06:00"),
]


def build():
    files = []
    files.append(write("chats/chatgpt/conversations-2025-07.json", json.dumps(july, indent=1, ensure_ascii=False) + "\n"))
    files.append(write("chats/chatgpt/conversations-2025-11.json", json.dumps(nov, indent=1, ensure_ascii=False) + "\n"))
    files.append(write("chats/assistant/er-claim-appeal-2025-04.json", json.dumps(er, indent=1, ensure_ascii=False) + "\n"))
    files.append(write("chats/assistant/book-club-2025-09.json", json.dumps(book, indent=1, ensure_ascii=False) + "\n"))
    lines = [json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) for r, c, t in quick]
    files.append(write("chats/assistant/quick-questions-2025.jsonl", "\n".join(lines) + "\n"))
    return files
