"""Chat exports: ChatGPT conversations.json, plain message JSON files, a JSONL of quick
questions, and a DiscordChatExporter JSON channel export. Stdlib only, deterministic."""
import hashlib
import json
import uuid
from datetime import datetime, timedelta, timezone


def _uuid(s):
    return str(uuid.UUID(hashlib.md5(s.encode("utf-8")).hexdigest()))


def _epoch(y, mo, d, h, mi, s=0, off=-5):
    return datetime(y, mo, d, h, mi, s, tzinfo=timezone(timedelta(hours=off))).timestamp()


# ----------------------------------------------------------------------------- ChatGPT
def _conversation(key, title, turns, edit=None, model="gpt-4o"):
    """turns: list of (role, text, epoch). edit: (index_of_user_turn, new_text, new_reply, epoch)
    creates a sibling branch at that user turn; the edited branch becomes current."""
    mapping = {}
    root = _uuid(key + "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = _uuid(key + "system")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)

    def add(parent, idx, role, text, t, tag=""):
        nid = _uuid("%s-%d-%s%s" % (key, idx, role, tag))
        meta = {}
        if role == "assistant":
            meta = {"model_slug": model, "default_model_slug": model, "finish_details": {"type": "stop"},
                    "parent_id": parent}
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]}, "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None, "weight": 1.0, "metadata": meta,
            "recipient": "all", "channel": None}, "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        return nid

    parent = sys_id
    current = None
    branch_parent = None
    for i, (role, text, t) in enumerate(turns):
        if edit and i == edit[0]:
            branch_parent = parent
        parent = add(parent, i, role, text, t)
        current = parent
    if edit:
        idx, new_text, new_reply, t = edit
        u = add(branch_parent, idx, "user", new_text, t, tag="-edit")
        current = add(u, idx + 1, "assistant", new_reply, t + 21, tag="-edit")
    times = [t for _, _, t in turns] + ([edit[3] + 21] if edit else [])
    return {
        "title": title, "create_time": turns[0][2], "update_time": max(times), "mapping": mapping,
        "moderation_results": [], "current_node": current, "plugin_ids": None,
        "conversation_id": _uuid(key + "conv"), "conversation_template_id": None, "gizmo_id": None,
        "is_archived": False, "safe_urls": [], "default_model_slug": model, "id": _uuid(key + "conv"),
    }


def chatgpt():
    t0 = _epoch(2025, 1, 19, 17, 4)
    meal_orig = ("can you make me a 5 dinner plan for this week. I have my daughter (12) mon-thu, "
                 "weeknights need to be 30 min or less. budget-ish. I can't stand cilantro, "
                 "don't even put it as optional garnish")
    meal_reply1 = ("Here's a 5-dinner plan, all 30 minutes or less and cilantro-free:\n\n"
                   "1. **Mon - Sheet-pan chicken sausage, peppers & potatoes**\n"
                   "2. **Tue - Turkey tacos** (lime + scallion instead of cilantro)\n"
                   "3. **Wed - Creamy mushroom & spinach pasta**\n"
                   "4. **Thu - Honey-garlic salmon with rice and green beans**\n"
                   "5. **Fri - Homemade pizza night** (store dough, let your daughter pick toppings)\n\n"
                   "Want a grocery list grouped by store section?")
    meal_edit = ("can you make me a 5 dinner plan for this week. I have my daughter (12) mon-thu, "
                 "weeknights need to be 30 min or less. budget-ish. I can't stand cilantro, "
                 "don't even put it as optional garnish. and no mushrooms either, neither of us will eat "
                 "them. we both like things kind of spicy")
    meal_reply2 = ("Got it - no cilantro, no mushrooms, and some heat. Here's the plan:\n\n"
                   "1. **Mon - Spicy sheet-pan chicken sausage & potatoes** (smoked paprika, chili flakes)\n"
                   "2. **Tue - Chipotle turkey tacos** (lime crema, scallions, pickled jalapenos)\n"
                   "3. **Wed - Gochujang noodles with ground pork and cucumbers**\n"
                   "4. **Thu - Cajun salmon, rice, green beans**\n"
                   "5. **Fri - Pizza night** with hot honey + pepperoni\n\n"
                   "Grocery list by section:\n- Produce: potatoes, bell peppers, scallions, limes, "
                   "cucumbers, green beans, jalapenos\n- Meat/fish: chicken sausage, ground turkey, ground "
                   "pork, salmon, pepperoni\n- Pantry: chipotles in adobo, gochujang, rice, noodles, hot "
                   "honey, pizza dough")
    meal = _conversation("meal", "Weeknight dinner plan", [
        ("user", meal_orig, t0), ("assistant", meal_reply1, t0 + 18),
        ("user", "perfect thanks. save me a grocery list too", t0 + 300),
        ("assistant", "Sure - produce: potatoes, peppers, scallions, limes, spinach, mushrooms, green "
                      "beans. Meat/fish: chicken sausage, ground turkey, salmon. Pantry: pasta, rice, "
                      "honey, garlic, pizza dough, taco shells.", t0 + 312),
    ], edit=(0, meal_edit, meal_reply2, t0 + 420))

    t1 = _epoch(2025, 5, 20, 21, 40, off=-4)
    drain = _conversation("drain", "Interior vs exterior waterproofing", [
        ("user", "1920s block foundation in Cleveland, water comes in at the NE corner + along the east "
                 "wall after heavy rain and during thaw. I have two quotes: interior drain tile w/ new sump "
                 "basin (~8.4k) and exterior excavation + membrane (~11.2k). which is actually better? "
                 "be honest", t1),
        ("assistant", "Short version: both work when done well; they solve the problem differently.\n\n"
                      "**Interior drain tile** relieves hydrostatic pressure at the footing and routes water "
                      "to the sump. It doesn't keep the block walls from getting wet from the outside, but "
                      "it keeps water off your floor. Pros: cheaper, no digging up landscaping or the "
                      "driveway, works year-round, usually lifetime warranties. Cons: depends on the sump "
                      "pump (get a battery backup), some efflorescence can continue on the walls.\n\n"
                      "**Exterior excavation + membrane** stops water at the wall face. Pros: walls stay "
                      "dry, addresses the cause. Cons: more expensive, disruptive, weather-dependent, and "
                      "shorter warranties are common (10 yrs).\n\n"
                      "Questions to ask both contractors: Who pulls the permit? What's the warranty and is "
                      "it transferable? How do they handle the discharge? What happens if they hit a "
                      "problem at the footing?", t1 + 25),
        ("user", "the exterior one also tears up part of the driveway. and the west wall has never been wet "
                 "- does the interior guy need to do all 3 walls?", t1 + 400),
        ("assistant", "If the west wall has never shown water and the grade there slopes away from the "
                      "house, it's reasonable to ask the contractor to stop the tile at the corners. Many "
                      "will do a partial system and price it by the linear foot, which could bring the "
                      "quote down. Ask them to show you moisture readings for that wall.", t1 + 430),
    ])

    t2 = _epoch(2025, 9, 22, 20, 15, off=-4)
    display = _conversation("display", "Library display: old radios", [
        ("user", "I manage a small public library branch. I restore old tube radios as a hobby. "
                 "thinking of doing a display case thing for Nov-Dec with some of my sets. ideas for making "
                 "it more than just 'old stuff in a glass box'? kids + seniors both come in", t2),
        ("assistant", "Love this. A few ways to make it interactive:\n\n"
                      "1. **Title it** - something like \"Radio Days: When the Living Room Had a Dial\".\n"
                      "2. **A timeline strip** under the sets: 1930s cathedral -> 1940s console -> 1950s "
                      "portable -> transistor -> phone. Kids love seeing where their phone 'came from'.\n"
                      "3. **QR codes** next to each set linking to an old-time radio broadcast from that "
                      "year (news, a comedy, a drama) so people can hear what it played.\n"
                      "4. **\"Ask a grandparent\" cards** - prompts like 'What show did your family "
                      "listen to?' that kids can take home.\n"
                      "5. **A working set at the desk** (supervised) that staff can turn on at set times.\n"
                      "6. **Pair it with books** - a cart of radio history, Cleveland history, and "
                      "mysteries that started as radio shows.", t2 + 30),
        ("user", "I like Radio Days as the name. I'd loan 4 sets: Zenith Trans-Oceanic, the RCA 66X1, an "
                 "Emerson catalin, and my dad's old Zenith console photo (too big to move). could we do a "
                 "Saturday demo where I bring the Hallicrafters and tune in shortwave?", t2 + 600),
        ("assistant", "Absolutely - a 'Shortwave Saturday' demo is a great anchor event. Keep it to 45 "
                      "minutes, pick a time when a station you can reliably receive is on the air (WWV "
                      "time signals are a crowd favorite), and have a headphone splitter so people can "
                      "listen up close. Bring a printed map so kids can mark where the signals come "
                      "from.", t2 + 640),
    ])
    data = [meal, drain, display]
    return json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8")


# ----------------------------------------------------------------------------- plain message logs
def birthday_msgs():
    msgs = [
        ("user", "my sister keeps asking what I want to do for my 45th (june 21). she wants to throw me a "
                 "party. help me say no nicely?", "2025-06-08T21:12:40-04:00"),
        ("assistant", "Happy early birthday! Before drafting anything: what would you actually enjoy? "
                      "Sometimes it's easier to say no to one thing by saying yes to another.",
         "2025-06-08T21:12:52-04:00"),
        ("user", "honestly I don't want a party at all. big groups + being the center of attention stress me "
                 "out, I spend the whole time refilling drinks. what I'd love is a quiet dinner somewhere "
                 "with good food, just Maya and Ana, and then go home and putter on the bench. no "
                 "surprise anything. no cake singing in a restaurant lol", "2025-06-08T21:15:03-04:00"),
        ("assistant", "That's a great plan and easy to explain. Something like:\n\n\"Ana, I love that you "
                      "want to celebrate me. What would make me happiest this year is a quiet dinner with "
                      "you and Maya - no party, no surprises. Would you pick the place?\"\n\nGiving her a "
                      "job (choosing the restaurant) lets her still feel like she's planning something.",
         "2025-06-08T21:15:20-04:00"),
        ("user", "perfect. she'll pick Lakeview Tavern probably, they have the perch", "2025-06-08T21:16:44-04:00"),
    ]
    return json.dumps([{"role": r, "content": c, "timestamp": t} for r, c, t in msgs],
                      indent=2, ensure_ascii=False).encode("utf-8")


def mom_msgs():
    msgs = [
        ("user", "my mom (81) moved into assisted living 2 weeks ago. she likes her neighbor across the hall "
                 "and goes to bingo, so that's good, but every phone call is about the food. she says it's "
                 "bland, everything is overcooked, the vegetables are mush, and dinner is at 5 which she "
                 "thinks is 'for old people' (she is 81). how do I handle this without being annoying to "
                 "the staff?", "2025-08-30T19:02:11-04:00"),
        ("assistant", "Food complaints are one of the most common things in the first month - meals are "
                      "one of the few things new residents can still control, so they carry a lot of "
                      "weight. Some ideas:\n\n1. **Ask for the resident food committee** - most communities "
                      "have one, and joining gives her a voice.\n2. **Ask the dining manager about the "
                      "alternate menu** (there's usually an 'always available' list - grilled cheese, "
                      "eggs, soup).\n3. **Request a dietitian check-in** if she's eating less.\n4. **Bring "
                      "a taste of home** once a week if allowed.\n5. **Give it time** - the 5 pm dinner "
                      "often becomes social and she may come around.",
         "2025-08-30T19:02:40-04:00"),
        ("user", "she'd kill for pierogi from the place on Ridge. I'll bring some sunday. is salt restricted "
                 "for her? she's not on a low sodium diet as far as I know", "2025-08-30T19:05:56-04:00"),
        ("assistant", "If her physician's care orders don't list a sodium restriction, the kitchen may "
                      "still cook low-salt by default for everyone. Ask whether salt and pepper (or a "
                      "salt-free seasoning) can be on her table - that's usually allowed and solves a lot "
                      "of 'bland'.", "2025-08-30T19:06:20-04:00"),
    ]
    return json.dumps([{"role": r, "content": c, "timestamp": t} for r, c, t in msgs],
                      indent=2, ensure_ascii=False).encode("utf-8")


def quick_jsonl():
    rows = [
        ("2025-01-08T12:31:00-05:00", "difference between 35W4 and 35Z5",
         "Both are half-wave rectifiers for AC/DC sets. 35W4 has a pilot-lamp tap on some variants; 35Z5 "
         "has a different base (octal vs miniature 7-pin). Not drop-in swaps."),
        ("2025-01-29T19:44:00-05:00", "1L6 tube substitute?",
         "There is no direct plug-in substitute for the 1L6. Some people adapt a 1R5 with rewiring, but "
         "it changes performance on the shortwave bands. Most restorers hunt for a good NOS 1L6."),
        ("2025-02-20T08:15:00-05:00", "assisted living vs nursing home difference",
         "Assisted living: help with daily activities, private apartments, not 24/7 skilled nursing. "
         "Nursing home: 24/7 skilled nursing care, medical focus."),
        ("2025-03-11T07:02:00-04:00", "how long can a sump pump run continuously",
         "Quality pumps can run for hours in heavy rain, but continuous running for days suggests a stuck "
         "float, an undersized pump, or a failed check valve."),
        ("2025-03-30T16:20:00-04:00", "what does LSTA stand for",
         "Library Services and Technology Act - federal funding administered through state library "
         "agencies."),
        ("2025-04-14T21:09:00-04:00", "is assisted living tax deductible",
         "Possibly, in part: the medical-care portion can be deductible if the resident is chronically ill "
         "under a care plan. Talk to a tax professional."),
        ("2025-05-07T22:30:00-04:00", "how long does interior drain tile install take",
         "Typically 2-4 days for an average house, plus concrete cure time."),
        ("2025-06-10T12:02:00-04:00", "dehumidifier size for 900 sq ft basement very wet",
         "For a very wet 900 sq ft space, a 50-pint (new DOE rating) unit is typical. One with a built-in "
         "pump lets you drain to the sump or a sink."),
        ("2025-06-30T20:48:00-04:00", "clarinet reed strength for a 12 year old",
         "Most middle schoolers play a 2 to 2.5; moving to 2.5 or 3 as embouchure strengthens."),
        ("2025-07-22T13:11:00-04:00", "ohio medicaid look back period",
         "Ohio uses the federal 5-year (60-month) look-back for long-term care Medicaid."),
        ("2025-08-05T09:40:00-04:00", "what is a 455 kc IF",
         "455 kHz is the standard intermediate frequency for AM broadcast superheterodyne receivers."),
        ("2025-09-12T21:55:00-04:00", "how to free a seized tuning shaft on an old radio",
         "Common approach: penetrating oil, time, and gentle back-and-forth movement. Avoid forcing it."),
        ("2025-10-02T18:03:00-04:00", "dial cord diameter for philco",
         "Most Philco sets of the late 1930s use braided dial cord around 0.028-0.035 in."),
        ("2025-10-19T10:14:00-04:00", "what age kids get first phone",
         "Surveys put the average first phone around 11-12, but many experts suggest a basic phone first "
         "and delaying social media to 14-16."),
        ("2025-11-06T15:27:00-05:00", "how long concrete cure before putting shelves back basement floor",
         "Light foot traffic after 24-48 hours; heavy loads like loaded shelving ideally after 7 days."),
        ("2025-11-11T22:02:00-05:00", "thanksgiving turkey size for 4 people",
         "Plan 1 to 1.5 lb per person; a 6-8 lb turkey or a turkey breast works for four with leftovers."),
    ]
    return "".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n"
                   for t, q, a in rows).encode("utf-8")


# ----------------------------------------------------------------------------- Discord (DCE JSON)
GUILD_ID = "1098734521198755840"
CHANNEL_ID = "1098741180736921681"
CAT_ID = "1098739022411128932"
DISCORD_EPOCH_MS = 1420070400000

USERS = {
    "tobias": dict(id="712345098876540931", name="tobias_rw", nickname="Tobias (CLE)", color="#3498DB",
                   roles=[("1098740000000000001", "Member", "#3498DB", 1)]),
    "hank": dict(id="403377125512937473", name="hank_d", nickname="Hank D.", color="#E67E22",
                 roles=[("1098740000000000002", "Collector", "#E67E22", 2),
                        ("1098740000000000001", "Member", "#3498DB", 1)]),
    "ray": dict(id="289655230442012672", name="tubeguy_ray", nickname="Ray C.", color="#2ECC71",
                roles=[("1098740000000000003", "Bench Elder", "#2ECC71", 3),
                       ("1098740000000000001", "Member", "#3498DB", 1)]),
    "maggie": dict(id="551208377719013376", name="maggie.kc", nickname="Maggie (kilocycle)", color="#9B59B6",
                   roles=[("1098740000000000004", "Mod", "#9B59B6", 4)]),
    "dev": dict(id="860114229173002250", name="sparkgap_dev", nickname=None, color="#95A5A6",
                roles=[("1098740000000000001", "Member", "#3498DB", 1)]),
}

EMOJI = {
    "👍": ("thumbsup", "1f44d"), "🔥": ("fire", "1f525"), "😂": ("joy", "1f602"),
    "📻": ("radio", "1f4fb"), "🙏": ("pray", "1f64f"), "😬": ("grimacing", "1f62c"),
}


def _author(u):
    d = USERS[u]
    return {"id": d["id"], "name": d["name"], "discriminator": "0000", "nickname": d["nickname"] or d["name"],
            "color": d["color"], "isBot": False,
            "roles": [{"id": i, "name": n, "color": c, "position": p} for i, n, c, p in d["roles"]],
            "avatarUrl": "https://cdn.discordapp.com/avatars/%s/%s.png?size=512" % (
                d["id"], hashlib.md5(d["name"].encode()).hexdigest())}


def discord():
    # (author, local datetime tuple, offset, content, reactions[(emoji, [users])], reply_to_index, edited_min)
    M = [
        ("tobias", (2025, 2, 2, 20, 11), -5, "Finished the recap on the Trans-Oceanic H500 tonight. All the "
         "paper caps, restuffed the can, 1N4007 in place of the selenium. Broadcast band sounds GREAT. "
         "But band 3 is basically deaf, just hiss", [("🔥", ["ray", "maggie"])], None, None),
        ("ray", (2025, 2, 2, 20, 19), -5, "1L6. it's always the 1L6 on those. the converter gets weak and "
         "the high bands go first. test it under load, not just the emission number", [("👍", ["tobias"])],
         0, None),
        ("maggie", (2025, 2, 2, 20, 26), -5, "and once you swap it you'll want to touch up the alignment, "
         "the oscillator trimmers drift after a recap", [], 1, None),
        ("tobias", (2025, 2, 2, 20, 31), -5, "ugh, good 1L6s are like $40 now. ok. adding it to the list",
         [("😬", ["ray"])], None, None),
        ("tobias", (2025, 3, 11, 8, 2), -4, "basement flooded overnight. sump pump quit. lost a couple boxes "
         "of my dad's old QST magazines. radios are all upstairs thank god", [("🙏", ["hank", "maggie", "ray"])],
         None, None),
        ("hank", (2025, 3, 11, 8, 20), -4, "oof. sorry man. lay the QSTs out flat with paper towels between "
         "every few pages, fan on them, no heat", [], 4, None),
        ("maggie", (2025, 4, 27, 10, 5), -4, "swap meet recap: got a Zenith Royal 500 for Ray to fix for the "
         "raffle lol, and a box of Sprague Atoms. Hall B was freezing", [("😂", ["ray", "tobias"])], None, None),
        ("tobias", (2025, 4, 27, 10, 12), -4, "sold the Emerson 520 in like 20 min. should've asked more", [],
         None, None),
        ("hank", (2025, 6, 8, 14, 40), -4, "clearing a shelf: Hallicrafters S-38E, untested, cabinet is decent "
         "(one ding on top), dial glass good. $85 to anyone in here, porch pickup in Euclid", [], None, None),
        ("tobias", (2025, 6, 8, 14, 46), -4, "I'll take it! always wanted a shortwave set to play with. can "
         "grab it saturday?", [], 8, None),
        ("hank", (2025, 6, 8, 14, 51), -4, "it's yours. I'll leave it on the porch saturday morning, venmo is "
         "fine", [("👍", ["tobias"])], 9, None),
        ("tobias", (2025, 6, 15, 21, 3), -4, "got the S-38E home from Hank's. plugged it in on the variac, "
         "slowly, and it WORKS. pulled in WWV on 10 MHz first try. loud 60 Hz hum though", [("📻", ["hank", "ray"])],
         None, None),
        ("ray", (2025, 6, 15, 21, 9), -4, "hum on an S-38 = filter caps, 100%. those are AC/DC sets too so "
         "use an isolation transformer on the bench please", [], 11, None),
        ("maggie", (2025, 7, 30, 18, 22), -4, "estate sale in Medina Fri-Sat this week, 9 to 3. listing photos "
         "show THREE Philco consoles, a Scott, and a box that looks like a Hickok tester. 1142 Foxglove Ln. "
         "I can't go, someone go and report back", [("🔥", ["hank", "dev"])], None, None),
        ("tobias", (2025, 7, 30, 18, 40), -4, "can't, I'm moving my mom into assisted living that weekend. "
         "somebody buy me a Philco I don't need", [("😂", ["maggie"])], 13, None),
        ("hank", (2025, 8, 3, 9, 15), -4, "went to Medina. consoles were rough, mice. got the Hickok though", [],
         13, None),
        ("dev", (2025, 8, 20, 22, 1), -4, "beginner q: what soldering iron do you guys actually use? looking "
         "at cheap ones on amazon", [], None, None),
        ("tobias", (2025, 8, 20, 22, 10), -4, "Hakko FX-888D, no question. I reach for it 95% of the time and "
         "prefer it over everything else I've owned. the only time the old Weller SP80 comes out is big "
         "chassis ground lugs that need raw heat. skip the $15 ones, they'll frustrate you off the hobby",
         [("👍", ["dev", "ray"])], 16, None),
        ("ray", (2025, 8, 20, 22, 14), -4, "+1 on the Hakko. and get a brass tip cleaner", [], 17, None),
        ("tobias", (2025, 9, 12, 20, 30), -4, "Philco 38-690 question: tuning knob is frozen solid. doesn't "
         "budge. don't want to snap the shaft. ideas?", [], None, None),
        ("ray", (2025, 9, 12, 20, 44), -4, "trick I use: Kroil on the shaft where it goes into the gang bushing, "
         "let it sit overnight. next day gentle heat with a hair dryer (NOT a heat gun), then rock it back "
         "and forth a few degrees at a time. never force it. repeat the Kroil if needed", [("🙏", ["tobias"])],
         19, 6),
        ("tobias", (2025, 9, 20, 11, 2), -4, "update: Ray's Kroil + hair dryer trick worked, knob turns "
         "freely now. BUT the dial pointer slips and doesn't track the station, sometimes doesn't move at all",
         [("🔥", ["ray"])], None, None),
        ("ray", (2025, 9, 20, 11, 20), -4, "that's your drive cord. on the 38-690 the cord gets stretched and "
         "the tension spring is shot after 85 years, so it slips on the drive drum. replace BOTH the cord "
         "and the spring, don't just try to tighten the old one. take a photo of the routing before you "
         "cut anything", [("👍", ["tobias", "maggie"])], 21, None),
        ("tobias", (2025, 9, 20, 11, 25), -4, "got it. parts on order next week", [], 22, None),
        ("maggie", (2025, 10, 27, 19, 48), -4, "@tobias_rw you asked about a handle for the Trans-Oceanic - "
         "there's a guy in Akron who makes the leather straps, I'll DM you his info", [], None, None),
        ("tobias", (2025, 10, 27, 19, 55), -4, "yes please! the old one cracked in half", [], 24, None),
        ("tobias", (2025, 11, 9, 16, 30), -5, "dial cord restrung on the Philco, pointer tracks now. only took "
         "three tries and a lot of swearing. bringing it to the holiday party", [("🔥", ["ray", "hank", "maggie"])],
         None, None),
    ]
    msgs = []
    ids = []
    for i, (u, dt, off, content, reacts, reply, edited) in enumerate(M):
        local = datetime(*dt, tzinfo=timezone(timedelta(hours=off)))
        ms = int(local.timestamp() * 1000) + (i * 137) % 1000
        sid = str(((ms - DISCORD_EPOCH_MS) << 22) + (i % 4096))
        ids.append(sid)
        ts = local.replace(microsecond=((i * 137) % 1000) * 1000).isoformat(timespec="milliseconds")
        m = {
            "id": sid, "type": "Reply" if reply is not None else "Default", "timestamp": ts,
            "timestampEdited": (local + timedelta(minutes=edited)).isoformat(timespec="milliseconds")
            if edited else None,
            "callEndedTimestamp": None, "isPinned": i == 13, "content": content, "author": _author(u),
            "attachments": [], "embeds": [], "stickers": [],
            "reactions": [{"emoji": {"id": "", "name": e, "code": EMOJI[e][0], "isAnimated": False,
                                     "imageUrl": "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/%s.svg"
                                     % EMOJI[e][1]},
                           "count": len(us),
                           "users": [{"id": USERS[x]["id"], "name": USERS[x]["name"], "discriminator": "0000",
                                      "nickname": USERS[x]["nickname"] or USERS[x]["name"], "isBot": False,
                                      "avatarUrl": "https://cdn.discordapp.com/embed/avatars/0.png"} for x in us]}
                          for e, us in reacts],
            "mentions": [], "inlineEmojis": [],
        }
        if reply is not None:
            m["reference"] = {"messageId": ids[reply], "channelId": CHANNEL_ID, "guildId": GUILD_ID}
        if "@tobias_rw" in content:
            a = _author("tobias")
            m["mentions"] = [{"id": a["id"], "name": a["name"], "discriminator": "0000",
                              "nickname": a["nickname"], "isBot": False}]
        msgs.append(m)
    doc = {
        "guild": {"id": GUILD_ID, "name": "Rust Belt Radio Restorers",
                  "iconUrl": "https://cdn.discordapp.com/icons/%s/a1b2c3d4e5f60718293a4b5c6d7e8f90.png" % GUILD_ID},
        "channel": {"id": CHANNEL_ID, "type": "GuildTextChat", "categoryId": CAT_ID, "category": "Workbench",
                    "name": "restoration-help",
                    "topic": "Stuck on a set? Post the make/model, what you've done, and what it's doing.",
                    "createdAt": "2023-04-19T01:12:44.000+00:00"},
        "dateRange": {"after": "2025-01-01T00:00:00.000-05:00", "before": None},
        "exportedAt": "2025-11-13T21:04:37.551-05:00",
        "messages": msgs,
        "messageCount": len(msgs),
    }
    return json.dumps(doc, indent=2, ensure_ascii=False).encode("utf-8")


def build():
    return {
        "chat/chatgpt/conversations.json": chatgpt(),
        "chat/assistant/2025-06-08_birthday-plans.json": birthday_msgs(),
        "chat/assistant/2025-08-30_mom-new-place.json": mom_msgs(),
        "chat/quick-questions.jsonl": quick_jsonl(),
        "chat/discord/Rust Belt Radio Restorers - Workbench - restoration-help [%s].json" % CHANNEL_ID: discord(),
    }
