"""Chat exports: ChatGPT conversations.json, plain message JSON files, JSONL quick questions, WhatsApp export."""
import datetime as _dt
import hashlib
import json

UTC = _dt.timezone.utc


def epoch(y, mo, d, h, mi, s=0):
    return _dt.datetime(y, mo, d, h, mi, s, tzinfo=UTC).timestamp()


def uid(*parts):
    h = hashlib.md5("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def _node(cid, key, parent, children, role, text, t):
    nid = uid(cid, key)
    if role is None:
        return nid, {"id": nid, "message": None, "parent": parent, "children": children}
    msg = {
        "id": nid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 0.0 if role == "system" else 1.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if role == "system"
                     else {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o"} if role == "assistant"
                     else {}),
        "recipient": "all",
        "channel": None,
    }
    return nid, {"id": nid, "message": msg, "parent": parent, "children": children}


def conversation(cid, title, spec, current_key):
    """spec: list of (key, parent_key, role, text, t). root key 'root' is created automatically."""
    keys = ["root"] + [s[0] for s in spec]
    parent_of = {s[0]: s[1] for s in spec}
    children = {k: [] for k in keys}
    for s in spec:
        children[s[1]].append(s[0])
    mapping = {}
    ids = {k: uid(cid, k) for k in keys}
    nid, node = _node(cid, "root", None, [ids[c] for c in children["root"]], None, None, None)
    mapping[nid] = node
    times = []
    for key, parent, role, text, t in spec:
        nid, node = _node(cid, key, ids[parent], [ids[c] for c in children[key]], role, text, t)
        mapping[nid] = node
        if t:
            times.append(t)
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": ids[current_key],
        "plugin_ids": None,
        "conversation_id": uid(cid, "conv"),
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": uid(cid, "conv"),
    }


SYS = "You are ChatGPT, a large language model trained by OpenAI."
CONVS = []

# --- sweeteners (Feb)
t0 = epoch(2024, 2, 20, 21, 12)
CONVS.append(conversation("c-sweet", "Sweeteners and type 2 diabetes", [
    ("sys", "root", "system", SYS, None),
    ("u1", "sys", "user", "Type 2 diabetic, 52. Nurse says I need to stop having 2 sugars in my tea (I drink maybe 6 cups a day on jobs). Problem is I can't stand sucralose - the little tablets taste like chemicals - and stevia is even worse, bitter aftertaste that hangs about for ages. Is there another way?", t0),
    ("a1", "u1", "assistant", "Six cups with two sugars each is roughly 12 teaspoons of sugar a day, so this is a worthwhile change. Options that don't rely on sucralose or stevia:\n\n1. **Cut down gradually.** Go from 2 sugars to 1.5 for a week, then 1, then half. Taste buds adapt surprisingly fast - most people find that after 3-4 weeks sweet tea tastes too sweet.\n2. **Change the tea.** A stronger brew with a splash more milk tastes rounder and less bitter, which makes sugar less missed. Some people switch to a malty tea (Assam) for the same reason.\n3. **Erythritol or allulose** are alternatives with less aftertaste for some people, but they're pricier and can upset the stomach in larger amounts.\n4. **Fewer cups.** Swap two of the six for water or fizzy water.\n\nGiven you dislike sweetener aftertaste, option 1 is probably the best fit.", t0 + 40),
    ("u2", "a1", "user", "OK I'll try cutting half a sugar a week. Honestly I'd rather have no sweetener at all than the fake stuff.", t0 + 300),
    ("a2", "u2", "assistant", "That's a sensible plan. Tip: use a level spoon rather than a heaped one, and do the reduction at home first where it matters less if you don't like it. If you slip back on a busy day, just carry on the next day - it's the overall trend that counts.", t0 + 320),
], "a2"))

# --- lease vs keep (Jul)
t0 = epoch(2024, 7, 2, 20, 5)
CONVS.append(conversation("c-lease", "Lease new van vs keep old Transit", [
    ("sys", "root", "system", SYS, None),
    ("u1", "sys", "user", "Sole trader locksmith, 2 vans. Van 1 is a 2017 Transit Custom on 150k miles, clutch starting to slip. Options: lease a new Transit Custom at £389/month + VAT for 4 years (maintenance included), or keep the old one and fix it (clutch + flywheel quoted around £850-900). Which makes more sense?", t0),
    ("a1", "u1", "assistant", "Rough comparison over 4 years:\n\n**Lease**: £389 x 48 = £18,672 + VAT (VAT reclaimable if you're VAT registered). Predictable cost, no big repair bills, newer van, better image. But you own nothing at the end and mileage caps apply.\n\n**Keep and fix**: clutch ~£900 now. A well-maintained Custom can reach 200k+, but expect further costs (turbo, injectors, DPF/EGR issues are common on that engine). Budget perhaps £1,500-2,500 a year in repairs as it ages, plus downtime.\n\nIf the body and engine are otherwise sound, keeping it for 12-24 months after the clutch is often the cheaper option. If downtime costs you jobs, the lease buys reliability.", t0 + 45),
    ("u2", "a1", "user", "What would you do?", t0 + 400),
    ("a2", "u2", "assistant", "I can't know your numbers as well as you, but a common approach is: do the clutch, keep the van for another year, and set aside the difference you'd have paid in lease payments. If it then needs another major repair, you've got the deposit for a replacement. If reliability for customers matters most (e.g. contract work where a no-show costs you), the lease is easier to justify.", t0 + 430),
], "a2"))

# --- starter motor (Oct) with an edited first message (two branches)
t0 = epoch(2024, 10, 27, 17, 30)
CONVS.append(conversation("c-starter", "BMC 1.8 starter motor just clicks", [
    ("sys", "root", "system", SYS, None),
    ("u1", "sys", "user", "narrowboat bmc 1.8 diesel starter just clicks, whats wrong", t0),
    ("a1", "u1", "assistant", "A single click usually means the starter solenoid is getting a signal but the motor isn't turning. Most common causes: a flat or weak battery, a poor earth or corroded terminals, a sticking solenoid, or worn starter brushes. Start by checking the battery voltage at rest and while cranking.", t0 + 30),
    ("u1b", "sys", "user", "narrowboat BMC 1.8 diesel, starter just clicks. Battery is 12.6V at the terminals, lights don't dim when I turn the key, one loud click from the solenoid and nothing else. Rebuild it or replace it?", t0 + 120),
    ("a1b", "u1b", "assistant", "With a healthy battery and a loud solenoid click, the fault is most likely the solenoid contacts (burnt) or the starter brushes/commutator. Both can be rebuilt, but on an older Lucas-type starter a reconditioned exchange unit is usually the better value - typically £80-£120 - and comes with a warranty. Before you buy, do one check: bridge the main solenoid terminals with a heavy screwdriver (in neutral, carefully). If the motor spins, it's the solenoid; if it doesn't, it's the motor.", t0 + 150),
    ("u2", "a1b", "user", "recon it is. anything to check when fitting?", t0 + 600),
    ("a2", "u2", "assistant", "Yes:\n1. Disconnect the battery negative first.\n2. Photograph the wiring before removing anything.\n3. Check the ring gear teeth through the starter aperture for damage.\n4. Clean the mounting face and the earth strap contact - many 'starter faults' are earth faults.\n5. Torque the mounting bolts evenly and re-check after the first few starts.\n6. Return the old unit if it's an exchange - there's often a surcharge refund.", t0 + 640),
], "a2"))

# --- rate increase email (Oct)
t0 = epoch(2024, 10, 25, 19, 40)
CONVS.append(conversation("c-rate", "Email wording - price increase to letting agent", [
    ("sys", "root", "system", SYS, None),
    ("u1", "sys", "user", "Help me word an email to a letting agent we do lock changes for. Our rate's been £55 per lock change since 2022 and I want to put it up from December. Don't want it to sound like begging, they're a good customer.", t0),
    ("a1", "u1", "assistant", "Here's a draft:\n\nSubject: Lock change rate from December\n\nHi [Name],\n\nI hope you're well. Our rate for lettings lock changes has stayed at £55 since 2022. Since then our cylinder costs have risen twice, along with fuel and insurance. From 1 December we'll be moving to [new rate] per lock change; everything else - response times, tag and log, photos, 30-day terms - stays the same.\n\nThank you for your continued business - it's much appreciated.\n\nKind regards,\n[Your name]", t0 + 50),
    ("u2", "a1", "user", "shorter. and less thank-you-ish", t0 + 240),
    ("a2", "u2", "assistant", "Hi [Name],\n\nOur lettings rate has been £55 per lock change since 2022. Cylinder prices have risen twice since, plus fuel and insurance. From 1 December it will be [new rate] per lock change, all other terms unchanged.\n\nHappy to talk it through.\n\n[Your name]", t0 + 260),
], "a2"))

CONVERSATIONS_JSON = json.dumps(CONVS, indent=2, ensure_ascii=False) + "\n"

# ------------------------------------------------------------------ plain message exports
BREAKFAST = [
    {"role": "user", "content": "Type 2 diabetic, trying to get my numbers down. What can I have for breakfast that won't send my sugar through the roof? I used to have toast and jam or a bacon roll from the garage.", "timestamp": "2024-05-16T06:52:11Z"},
    {"role": "assistant", "content": "Good options that are lower in fast carbohydrate and keep you full:\n- Greek yoghurt (full-fat or 2%, unsweetened) with a handful of berries and some nuts or seeds\n- Two eggs (boiled, scrambled or poached) on one slice of seeded or rye bread\n- Porridge made with jumbo/rolled oats (not instant sachets), a smaller portion, with cinnamon and berries instead of sugar or honey\n- Cottage cheese with tomatoes on an oatcake\n- An omelette with spinach, mushrooms and a little cheese\nPairing carbohydrate with protein and fat slows the rise in blood glucose.", "timestamp": "2024-05-16T06:52:40Z"},
    {"role": "user", "content": "I'm in the van by 7.30. Needs to be quick or something I can eat in the cab.", "timestamp": "2024-05-16T06:55:02Z"},
    {"role": "assistant", "content": "Quick or portable ideas:\n- Boil 6 eggs on Sunday, keep them in the fridge, take two each morning\n- A pot of Greek yoghurt with berries and a few almonds, made up the night before\n- Overnight oats (jumbo oats + milk + chia seeds, in a jar)\n- Oatcakes with cheese or peanut butter\n- A small handful of nuts and an apple as a back-up in the glovebox", "timestamp": "2024-05-16T06:55:30Z"},
    {"role": "user", "content": "Overnight oats no, texture of wallpaper paste. The eggs and the yoghurt I can do.", "timestamp": "2024-05-16T06:58:45Z"},
    {"role": "assistant", "content": "Fair enough - eggs and yoghurt are both excellent choices. Try a finger-prick 2 hours after each for a week to see which suits you best.", "timestamp": "2024-05-16T06:59:02Z"},
]

MASTERKEY = [
    {"role": "user", "content": "I'm a locksmith quoting a primary school for a master key system. How do I explain the difference between a standard master key system and a restricted profile one to a school business manager, in plain English, without sounding like I'm upselling?", "timestamp": "2024-03-16T20:14:09Z"},
    {"role": "assistant", "content": "Try framing it around one question: 'Who can get a copy of your keys?'\n\n- Standard master key system: every door has its own key and one master opens everything. It's cheaper, but the key blanks are widely available, so anyone with a key can get a copy cut at a kiosk. Control relies on trusting staff.\n- Restricted (patented) profile: the key blank is only supplied to you as the registered installer. Copies need a signed request from a named person at the school, checked against a registration card. You know exactly how many keys exist.\n\nThen explain the hierarchy simply: a grand master for senior staff, sub-masters for areas (e.g. each key stage, kitchen, office), and individual door keys.\n\nPresent both, give your honest recommendation and the reason, and let them choose. That doesn't sound like upselling - it sounds like advice.", "timestamp": "2024-03-16T20:14:51Z"},
    {"role": "user", "content": "Good. Can you give me a one-line summary for each for the top of the quote?", "timestamp": "2024-03-16T20:18:30Z"},
    {"role": "assistant", "content": "Option A (standard): 'One master key opens every door; keys can be copied at most key cutters.'\nOption B (restricted): 'Grand master and area sub-masters; keys can only be copied by us, with your written authorisation.'", "timestamp": "2024-03-16T20:18:49Z"},
]

BREAKFAST_JSON = json.dumps(BREAKFAST, indent=2, ensure_ascii=False) + "\n"
MASTERKEY_JSON = json.dumps(MASTERKEY, indent=2, ensure_ascii=False) + "\n"

# ------------------------------------------------------------------ JSONL quick questions
QUICK = [
    {"ts": "2024-01-21T22:03:00Z", "q": "metformin 1g twice a day stomach side effects how long do they last", "a": "Stomach side effects (nausea, loose stools) usually settle within 1-2 weeks. Take it with or just after food. If they persist, ask about the modified-release (MR) version."},
    {"ts": "2024-02-03T21:14:00Z", "q": "mileage allowance van sole trader flat rate", "a": "Simplified expenses for vans: 45p per mile for the first 10,000 business miles, 25p after. You can't use the flat rate for a vehicle you've already claimed capital allowances on. Keep a mileage log either way."},
    {"ts": "2024-03-22T12:40:00Z", "q": "ts007 3 star what does it actually mean", "a": "TS007 is a UK standard for euro cylinders and door furniture. 3-star = the cylinder alone meets the highest level; alternatively a 1-star cylinder plus 2-star security handle adds up to 3 stars."},
    {"ts": "2024-04-02T19:55:00Z", "q": "do i need a bss cert to renew narrowboat licence + how often", "a": "Yes. The Canal & River Trust requires a valid Boat Safety Scheme (BSS) certificate and third-party insurance to license a boat. For private boats the BSS examination is due every four years; you can have it done up to 2 months early without losing time."},
    {"ts": "2024-05-14T13:10:00Z", "q": "hba1c 54 mmol/mol in percent", "a": "54 mmol/mol is about 7.1% (DCCT)."},
    {"ts": "2024-05-20T08:05:00Z", "q": "how much notice to put prices up for a contract customer", "a": "Check the contract or terms first. Where there's nothing written, 30 days' written notice is a common, reasonable standard for business customers."},
    {"ts": "2024-06-05T18:22:00Z", "q": "canal speed limit uk", "a": "4 mph on most Canal & River Trust canals, and slower past moored boats (tick-over)."},
    {"ts": "2024-07-20T16:48:00Z", "q": "bitumen blacking vs two pack epoxy narrowboat", "a": "Bitumen is cheap and easy but needs redoing every 2-3 years. Two-pack epoxy costs more and needs a shot-blasted hull, but can last 5-7 years or more."},
    {"ts": "2024-08-21T21:30:00Z", "q": "sheltered housing service charge what does it cover", "a": "Typically the scheme manager service, the emergency alarm, communal areas (cleaning, heating, lighting), the lift and grounds maintenance. Some of it may be eligible for Housing Benefit."},
    {"ts": "2024-09-09T20:15:00Z", "q": "can my 15 year old do saturday work in my business", "a": "Children aged 13-16 can do 'light work' within limits: in term time up to 2 hours on school days and up to 8 hours on Saturdays (for 15-year-olds); local council rules and permits may apply. No work on dangerous tasks or with dangerous tools."},
    {"ts": "2024-10-03T07:20:00Z", "q": "typical garage warranty on a clutch replacement", "a": "Commonly 12 months or 12,000 miles on parts and labour; some garages offer 24 months. Get it on the invoice."},
    {"ts": "2024-11-10T09:02:00Z", "q": "how long does bitumen blacking last on a narrowboat", "a": "Usually 2-3 years, depending on how much the boat is used and the water it's in."},
]
QUICK_JSONL = "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in QUICK)

# ------------------------------------------------------------------ WhatsApp (Android "Export chat" without media)
WA = [
    ("12/12/2023, 19:02", None, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."),
    ("12/12/2023, 19:02", None, "Keira created group \"Reid lot\""),
    ("12/12/2023, 19:02", None, "Keira added you"),
    ("12/12/2023, 19:02", None, "Keira added Annie"),
    ("12/12/2023, 19:02", None, "Keira added Fin"),
    ("12/12/2023, 19:03", "Keira", "Right. One group for Christmas logistics so Dad stops ringing everyone separately 🙄"),
    ("12/12/2023, 19:05", "Annie", "Good idea. Mum's coming to me Xmas Eve, Des can you bring her back Boxing Day?"),
    ("12/12/2023, 19:11", "Des", "Yes. Fin's with me Boxing Day too so he can come for the ride."),
    ("12/12/2023, 19:30", "Fin", "can i bring josh"),
    ("12/12/2023, 19:31", "Des", "No"),
    ("12/12/2023, 19:31", "Fin", "😂"),
    ("09/01/2024, 07:58", "Des", "Bloods this morning, no breakfast, don't talk to me"),
    ("09/01/2024, 08:02", "Keira", "Noted. I'll do the Armley one then."),
    ("20/01/2024, 17:44", "Annie", "Mum's had another fall in the kitchen. She's ok, bruised elbow. Reaching for the top cupboard AGAIN."),
    ("20/01/2024, 17:46", "Des", "I'll go round now. I've told her a thousand times."),
    ("20/01/2024, 17:47", "Annie", "I think we need to talk about sheltered housing properly now."),
    ("20/01/2024, 18:30", "Des", "Agreed. I'll ring Aire Homes Monday about the list."),
    ("17/02/2024, 16:20", "Keira", "<Media omitted>"),
    ("17/02/2024, 16:21", "Keira", "Happy birthday Grandma from all of us 🎂"),
    ("17/02/2024, 16:25", "Annie", "Des only had a sliver, I was watching"),
    ("17/02/2024, 16:26", "Des", "It was a generous sliver"),
    ("04/03/2024, 20:15", "Fin", "btw im going veggie. not a phase"),
    ("04/03/2024, 20:16", "Keira", "Proud of you Fin 🌱"),
    ("04/03/2024, 20:20", "Des", "Fine by me. Bean chilli Friday then."),
    ("04/03/2024, 20:21", "Fin", "👍"),
    ("10/04/2024, 15:02", "Des", "Mum's been offered a flat at Beech Court! Viewing Tues 23rd 2pm"),
    ("10/04/2024, 15:05", "Annie", "😭 finally. I'll come down for it."),
    ("23/04/2024, 16:40", "Annie", "Flat's lovely. Faces the garden, new kitchen going in. Mum's already planning where the chair goes."),
    ("23/04/2024, 16:42", "Keira", "The green one? Of course"),
    ("02/05/2024, 12:31", "Keira", "Dad the Vivaro's making a whining noise when I turn left. I'm NOT imagining it."),
    ("02/05/2024, 12:40", "Des", "Tell Dave when it goes in for its MOT"),
    ("21/05/2024, 15:30", "Keira", "Vivaro passed 🎉 Dave's emailed you the list of stuff"),
    ("15/06/2024, 21:10", "Annie", "<Media omitted>"),
    ("15/06/2024, 21:10", "Annie", "Tom in his happy place (Mum's garage)"),
    ("07/07/2024, 19:48", "Annie", "Des, whatever happens with the house, DON'T let the clearance people take Dad's lathe out of the loft. The little Myford.\nTom wants it for his workshop and it was Dad's pride and joy."),
    ("07/07/2024, 19:52", "Des", "It's in the loft?? I thought he sold it in the 90s"),
    ("07/07/2024, 19:53", "Annie", "Under the blue tarp at the back. Mum told me."),
    ("07/07/2024, 19:54", "Des", "Noted. Lathe stays."),
    ("13/08/2024, 09:12", "Keira", "<Media omitted>"),
    ("13/08/2024, 09:12", "Keira", "Crete says hi 🌞"),
    ("18/08/2024, 20:30", "Annie", "OK I've thought about it more. Renting Mum's house out is too much hassle with both of us working and me in Harrogate. Let's sell."),
    ("18/08/2024, 20:41", "Des", "Agreed. Sell. Boiler's on its last legs anyway. I'll ring Aire Valley Homes for a valuation this week, they sold next door's in a fortnight."),
    ("18/08/2024, 20:43", "Keira", "+1. Grandma said she doesn't want strangers living in it anyway."),
    ("18/08/2024, 20:44", "Annie", "Done then. I'll tell Mum."),
    ("11/09/2024, 22:05", "Fin", "can u pick me up 6.30 on fridays from now on. training finishes at 6"),
    ("11/09/2024, 22:10", "Des", "Yes. 6.30 from now on. Same place."),
    ("11/09/2024, 22:10", "Fin", "ta"),
    ("05/10/2024, 11:30", "Annie", "What's the keysafe code at Mum's? The carer from the scheme is coming Tuesday and Mum can't remember it"),
    ("05/10/2024, 11:34", "Des", "4719. The C500 by her front door. Press CLEAR first, then the code, pull the lever down. Scramble the buttons after."),
    ("05/10/2024, 11:35", "Annie", "Thanks. Don't tell her I told you she forgot"),
    ("05/10/2024, 11:36", "Des", "This message was deleted"),
    ("06/10/2024, 14:02", "Des", "Boat won't start. Starter just clicks. Gutted."),
    ("06/10/2024, 14:05", "Keira", "Have you tried turning it off and on again"),
    ("06/10/2024, 14:05", "Des", "🙄"),
    ("22/10/2024, 18:12", "Keira", "Transit clutch still feels amazing btw"),
    ("22/10/2024, 18:13", "Des", "Told you Dave's good"),
    ("14/11/2024, 16:05", "Keira", "Parcel for you at the unit, heavy, says BIDWELL on it. Boat bits?"),
    ("14/11/2024, 16:20", "Des", "Starter motor 🙌"),
    ("17/11/2024, 10:11", "Annie", "Mum's asking if we're all coming to the Christmas lights switch-on at Beech Court, Fri 29th?"),
    ("17/11/2024, 10:30", "Keira", "I'm in"),
    ("17/11/2024, 10:45", "Des", "Yes if I'm not on a lockout"),
    ("17/11/2024, 11:02", "Fin", "is there food"),
]


def _wa():
    out = []
    for ts, who, text in WA:
        if who is None:
            out.append("%s - %s" % (ts, text))
        else:
            out.append("%s - %s: %s" % (ts, who, text))
    return "\n".join(out) + "\n"


WHATSAPP_TXT = _wa()
