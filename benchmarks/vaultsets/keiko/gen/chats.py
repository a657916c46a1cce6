"""Chat exports: ChatGPT conversations.json, plain message JSON files, JSONL quick
questions, and a DiscordChatExporter JSON export of the curling team channel."""
import datetime
import json
import uuid

NS = uuid.UUID("6f1c2a52-7d1e-4c55-9a51-2b0e7f3c9d10")


def uid(name):
    return str(uuid.uuid5(NS, name))


def epoch(s):
    """'2024-08-19T21:02:13-05:00' -> float epoch"""
    return datetime.datetime.fromisoformat(s).timestamp()


# ---------------------------------------------------------------- ChatGPT export
def conversation(cid, title, nodes, current):
    """nodes: list of (key, parent_key, role, text, iso_time)"""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(cid + ":system")
    mapping[sys_id] = {
        "id": sys_id,
        "message": {
            "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]},
            "status": "finished_successfully", "end_turn": True, "weight": 0.0,
            "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None},
        "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    ids = {None: sys_id}
    for key, parent, role, text, when in nodes:
        nid = uid(cid + ":" + key)
        ids[key] = nid
        md = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o"} if role == "assistant" else {}
        mapping[nid] = {
            "id": nid,
            "message": {
                "id": nid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": epoch(when), "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully",
                "end_turn": True if role == "assistant" else None,
                "weight": 1.0, "metadata": md, "recipient": "all", "channel": None},
            "parent": ids[parent], "children": []}
        mapping[ids[parent]]["children"].append(nid)
    times = [epoch(n[4]) for n in nodes]
    return {
        "title": title, "create_time": min(times), "update_time": max(times),
        "mapping": mapping, "moderation_results": [], "current_node": ids[current],
        "plugin_ids": None, "conversation_id": uid(cid), "conversation_template_id": None,
        "gizmo_id": None, "is_archived": False, "safe_urls": [],
        "default_model_slug": "gpt-4o", "id": uid(cid)}


C1 = conversation("pump", "Backup sump pump options", [
    ("u1", None, "user",
     "We had a basement flood in July (big storm + the old sump pump seized). The plumber put in a "
     "new primary pump. Should I add a battery backup or a water-powered backup? Winnipeg, house "
     "built 1998, city water, pressure is around 45 psi.", "2024-08-19T21:02:13-05:00"),
    ("a1", "u1", "assistant",
     "Both are reasonable; which one fits depends mostly on your water pressure and on what you're "
     "protecting against.\n\n**Battery backup (12V DC)**\n- Runs from a deep-cycle battery, so it "
     "keeps working in a power outage -- and storms that flood basements often knock the power out "
     "too.\n- Limited by the battery: typically 6-12 hours of continuous pumping, longer if it only "
     "cycles now and then.\n- Battery replacement every 3-5 years; the controller should be tested "
     "monthly.\n\n**Water-powered backup**\n- Uses municipal water pressure (a venturi) to lift water "
     "out; runs as long as city pressure holds, no battery.\n- Wants good pressure -- most models are "
     "rated for 40-60 psi, so at ~45 psi you'd be at the low end of their pumping rate.\n- Uses a lot "
     "of city water while it runs (often about 1 litre in for every 2 litres pumped out).\n- Usually "
     "needs a code-approved backflow preventer; check with your local plumbing inspector.\n\n"
     "With moderate pressure and a storm-driven risk, many people in your situation lean battery, "
     "but it's worth asking your plumber what the local inspector accepts.",
     "2024-08-19T21:02:41-05:00"),
    ("u2", "a1", "user",
     "What does a battery one cost installed roughly, and how long do the batteries actually last?",
     "2024-08-19T21:05:58-05:00"),
    ("a2", "u2", "assistant",
     "Ballpark in Canada: roughly $600-$1,000 installed, depending on the pump, the controller and "
     "whether the pit needs modifying. Sealed AGM batteries typically last 3-5 years; flooded "
     "batteries need topping up with distilled water. Test monthly (most controllers have a test "
     "button) and put the replacement date on the battery with a marker.",
     "2024-08-19T21:06:20-05:00"),
    ("u3", "a2", "user", "ok thanks. I'll talk to the plumber this week.", "2024-08-19T21:07:45-05:00"),
    ("a3", "u3", "assistant",
     "Good plan. Questions to ask him: can the backup sit in the same pit, what's the pumping rate at "
     "your discharge height, does the controller have an audible alarm, and what does the warranty "
     "cover.", "2024-08-19T21:08:02-05:00"),
], "a3")

PROBLEMS = """Here are 8 practice problems at a grade 11 level (molar masses from your periodic table).

1. How many grams of water form when 8.0 g of H2 reacts with excess O2? (2 H2 + O2 -> 2 H2O)
2. *Limiting reagent.* 10.0 g of Al reacts with 35.0 g of Cl2 (2 Al + 3 Cl2 -> 2 AlCl3). Which reactant is limiting, and what mass of AlCl3 forms?
3. *Limiting reagent.* 5.00 g of Mg is burned with 5.00 g of O2 (2 Mg + O2 -> 2 MgO). What mass of MgO forms?
4. *Percent yield.* Heating 25.0 g of CaCO3 produces 12.6 g of CaO (CaCO3 -> CaO + CO2). What is the percent yield?
5. *Limiting reagent.* 14.0 g of N2 reacts with 4.0 g of H2 (N2 + 3 H2 -> 2 NH3). What mass of NH3 forms?
6. *Percent yield.* Burning 11.0 g of propane gives 29.5 g of CO2 (C3H8 + 5 O2 -> 3 CO2 + 4 H2O). Percent yield?
7. How many moles of O2 are needed to burn 0.75 mol of ethane? (2 C2H6 + 7 O2 -> 4 CO2 + 6 H2O)
8. 25.0 mL of 0.150 M HCl exactly neutralizes a NaOH sample. What mass of NaOH was in the sample?

---
Answers
1. 71.5 g H2O
2. Cl2 is limiting; 43.9 g AlCl3
3. Mg is limiting; 8.29 g MgO
4. 89.9 %
5. H2 is limiting; 22.5 g NH3
6. 89.7 %
7. 2.63 mol O2
8. 0.150 g NaOH"""

C2 = conversation("stoich", "Stoichiometry practice set", [
    ("u1", None, "user", "Make 10 stoichiometry practice problems for my science olympiad team.",
     "2025-01-18T20:14:05-06:00"),
    ("a1", "u1", "assistant",
     "Sure! Here are 10 stoichiometry problems:\n\n1. How many moles of CO2 are produced from 2 mol "
     "of CH4?\n2. How many grams of NaCl are in 0.5 mol?\n3. ... (truncated)",
     "2025-01-18T20:14:22-06:00"),
    ("u1b", None, "user",
     "Make 8 stoichiometry practice problems for my science olympiad Chem Lab team, grade 11 level. "
     "Include at least 3 limiting reagent problems and 2 percent yield problems. Put the answers at "
     "the end, separately, so I can cut them off the handout.",
     "2025-01-18T20:16:40-06:00"),
    ("a1b", "u1b", "assistant", PROBLEMS, "2025-01-18T20:17:15-06:00"),
    ("u2", "a1b", "user", "Problem 5 answer looks off to me. Check it?", "2025-01-18T20:31:02-06:00"),
    ("a2", "u2", "assistant",
     "You're right -- my mistake. 14.0 g N2 = 0.500 mol and needs 1.50 mol H2; 4.0 g H2 = 1.98 mol, "
     "so H2 is in excess and **N2 is the limiting reagent**. NH3 formed = 2 x 0.500 mol = 1.00 mol "
     "= **17.0 g NH3**. Corrected answer key line: \"5. N2 is limiting; 17.0 g NH3\".",
     "2025-01-18T20:31:30-06:00"),
    ("u3", "a2", "user",
     "lol perfect, I'm leaving your original mistake in and making the kids find it.",
     "2025-01-18T20:33:10-06:00"),
    ("a3", "u3", "assistant",
     "That's a great exercise -- error analysis is exactly what the Chem Lab event rewards. You "
     "could tell them one answer in the key is wrong without saying which.",
     "2025-01-18T20:33:24-06:00"),
], "a3")

C3 = conversation("camp", "Day camp comparison", [
    ("u1", None, "user",
     "Help me compare two summer day camps for my 9 year old (loves volcanoes, Lego, being outside, "
     "but also screens):\n- Prairie Wild nature day camp: $265/week, 9-4, mostly outdoors, extended "
     "care +$40/week\n- Byte Builders coding camp: $410/week, 9-3:30, indoors, laptops provided\n"
     "I split the cost with his dad. Which is better value?", "2025-03-02T19:40:11-06:00"),
    ("a1", "u1", "assistant",
     "| | Prairie Wild | Byte Builders |\n|---|---|---|\n| Weekly cost | $265 | $410 |\n| Hours | "
     "9-4 (7 h) | 9-3:30 (6.5 h) |\n| Cost per hour | ~$7.57 | ~$12.62 |\n| Setting | outdoors | "
     "indoors, screens |\n\nOn pure value the nature camp wins clearly, and it covers more of a work "
     "day. The coding camp makes sense if he's specifically asking to learn to code; for a kid who "
     "likes volcanoes and Lego, a nature camp with building/fort activities may be the better fit. "
     "Split 50/50, that's $132.50 each vs. $205 each.", "2025-03-02T19:40:39-06:00"),
    ("u2", "a1", "user",
     "His dad will balk at the coding one for sure. And he needs outside time. Which weeks in "
     "Manitoba avoid the worst mosquitoes lol", "2025-03-02T19:44:20-06:00"),
    ("a2", "u2", "assistant",
     "Mosquito populations in southern Manitoba usually peak in June and again after heavy rain; "
     "early July can be bad after a wet June, and August is often milder. There's no guaranteed "
     "week -- pack repellent and long sleeves either way, and ask the camp how they handle bug days.",
     "2025-03-02T19:44:51-06:00"),
], "a2")

CHATGPT = [C1, C2, C3]

# ---------------------------------------------------------------- plain message files
BUDGET = [
    {"role": "user", "timestamp": "2025-01-28T20:41:09-06:00", "content":
     "Basement reno budget check. Contract with the contractor is $38,400. A change order is coming "
     "for extra pot lights, about +$1,300. Insurance building settlement is still pending and so is "
     "the City subsidy. Option on the table: turn the 2-piece washroom into a 3-piece with a shower "
     "-- contractor says +$6,200 because the drain means breaking more slab. Worth it for resale?"},
    {"role": "assistant", "timestamp": "2025-01-28T20:41:37-06:00", "content":
     "A basement shower can add some resale appeal, but it rarely returns its full cost -- "
     "typically well under 100% of the spend. The real question is use: if it's a guest bath you'd "
     "use a few times a year, $6,200 (plus the slab work and the extra disruption) is hard to "
     "justify. You can also rough in the drain later only if the slab is being opened anyway, which "
     "is the cheapest moment -- ask if a drain rough-in alone is much cheaper than the full shower."},
    {"role": "user", "timestamp": "2025-01-28T20:46:52-06:00", "content":
     "We'd use it maybe twice a year when my sister visits. Rough-in alone is $2,100, still no. OK "
     "decided: no shower, 2-piece only. What's the total with the pot lights then?"},
    {"role": "assistant", "timestamp": "2025-01-28T20:47:10-06:00", "content":
     "$38,400 + $1,300 = $39,700 for the contract with the change order. Keeping it 2-piece avoids "
     "the $6,200. Your out-of-pocket will depend on the insurance building settlement and the City "
     "subsidy once they come through -- worth tracking them in a separate column so you can see the "
     "net cost."},
    {"role": "user", "timestamp": "2025-01-28T20:49:30-06:00", "content":
     "good. put the shower money toward a nicer vanity maybe. thanks"},
    {"role": "assistant", "timestamp": "2025-01-28T20:49:41-06:00", "content":
     "Sounds like a sensible trade. Enjoy the planning!"},
]

SMS = [
    {"sender": "Graham Reid", "text": "sent you an email about the new rotation, read when you can",
     "timestamp": "2025-01-09T18:49:02-06:00"},
    {"sender": "Keiko", "text": "saw it, will answer tonight", "timestamp": "2025-01-09T19:12:40-06:00"},
    {"sender": "Graham Reid", "text": "K left his toque here AGAIN. I'll bring it Monday",
     "timestamp": "2025-02-07T20:03:15-06:00"},
    {"sender": "Keiko", "text": "he owns 3 toques. where do they GO", "timestamp": "2025-02-07T20:05:51-06:00"},
    {"sender": "Keiko", "text": "Summer camp: I looked at two, sending you the links. Leaning nature camp.",
     "timestamp": "2025-03-02T19:52:10-06:00"},
    {"sender": "Graham Reid", "text": "the coding one is pricey. nature camp is fine with me. which week?",
     "timestamp": "2025-03-02T20:10:33-06:00"},
    {"sender": "Keiko", "text": "Decided: Prairie Wild nature camp, the week of July 7 (Mon-Fri). That's in my block so I'll do drop-off. I'll register, you send half",
     "timestamp": "2025-03-03T07:15:02-06:00"},
    {"sender": "Graham Reid", "text": "deal. send me the amount when it's done",
     "timestamp": "2025-03-03T07:40:27-06:00"},
    {"sender": "Keiko", "text": "registered ✅ receipt forwarded", "timestamp": "2025-03-05T21:18:44-06:00"},
    {"sender": "Graham Reid", "text": "e-transferred", "timestamp": "2025-03-06T12:02:09-06:00"},
    {"sender": "Graham Reid", "text": "Re handovers: from now on can we do the Bean Counter on St. Mary's Rd instead of the school line? Fridays I'm coming straight off shift and the line is a zoo",
     "timestamp": "2025-04-24T16:55:30-05:00"},
    {"sender": "Keiko", "text": "Bean Counter works. Inside by the window so he can have a hot chocolate lol",
     "timestamp": "2025-04-24T17:02:11-05:00"},
    {"sender": "Graham Reid", "text": "at bean counter, 5 min", "timestamp": "2025-05-09T15:41:09-05:00"},
    {"sender": "Keiko", "text": "👍 he has his library books in his bag, due monday",
     "timestamp": "2025-05-09T15:42:30-05:00"},
    {"sender": "Graham Reid", "text": "my mom says hi to your mom. and that the tamagoyaki recipe she gave her \"doesn't work\" lol",
     "timestamp": "2025-05-14T20:20:12-05:00"},
    {"sender": "Keiko", "text": "it's not the recipe, it's the pan. tell her I'll lend her the square one",
     "timestamp": "2025-05-14T20:24:48-05:00"},
]

QUICK = [
    {"ts": "2024-07-15T13:05:00-05:00", "q": "how long to dry out a basement after 5 cm of water with dehumidifiers and fans",
     "a": "Typically 3-7 days of continuous drying for structure, longer for concrete; use a moisture meter and keep fans running until readings are normal."},
    {"ts": "2024-08-30T07:20:00-05:00", "q": "1/3 cup dry cat food in grams",
     "a": "Roughly 30-40 g depending on the kibble; weigh it once to be sure."},
    {"ts": "2024-09-08T16:42:00-05:00", "q": "molar mass copper(II) sulfate pentahydrate",
     "a": "CuSO4·5H2O = 249.69 g/mol."},
    {"ts": "2024-10-06T10:11:00-05:00", "q": "what does having the hammer mean in curling",
     "a": "The team with the hammer throws the last rock of the end, which is an advantage."},
    {"ts": "2024-10-16T18:30:00-05:00", "q": "winter tires 7 degree rule is that real",
     "a": "It's a common guideline: below about 7 C all-season rubber stiffens, so winter tires grip better."},
    {"ts": "2024-11-11T21:48:00-06:00", "q": "is genmaicha ok to drink at night? it's my favourite tea but I don't want to be up at 2am",
     "a": "Genmaicha is green tea blended with roasted rice, so it has less caffeine per cup than plain green tea -- many people are fine with a cup in the evening; brew it shorter or try a roasted hojicha blend if you're sensitive."},
    {"ts": "2024-12-01T20:02:00-06:00", "q": "formal happy new year in japanese for a card to my mom",
     "a": "Akemashite omedetou gozaimasu (あけましておめでとうございます)."},
    {"ts": "2025-01-12T06:50:00-06:00", "q": "-31 windchill how long to plug in block heater before driving",
     "a": "Around 2-4 hours is usually enough; longer adds little. A timer saves power."},
    {"ts": "2025-02-15T14:25:00-06:00", "q": "drywall mud drying time cold basement 15 degrees",
     "a": "Expect 24-48 h or more per coat at 15 C with normal humidity; heat and airflow speed it up."},
    {"ts": "2025-03-20T22:10:00-05:00", "q": "calgary vs winnipeg time difference in march",
     "a": "Calgary is one hour behind Winnipeg (Mountain vs Central time)."},
    {"ts": "2025-04-05T19:35:00-05:00", "q": "lvp vs carpet in a basement that flooded before",
     "a": "Waterproof vinyl plank survives minor water and can often be dried and reused; carpet and pad usually have to be replaced after a flood."},
    {"ts": "2025-05-11T17:00:00-05:00", "q": "what to pack for a 2 day science competition with 8 teens",
     "a": "Goggles, calculators, pencils, event binders, snacks, water, a first-aid kit, permission and medical forms, phone chargers, and a printed schedule."},
]

# ---------------------------------------------------------------- Discord (DiscordChatExporter JSON)
GUILD_ID = "1281604413622878208"
CHANNEL_ID = "1281604414168145981"
USERS = {
    "dana": {"id": "402918273645121536", "name": "danak", "discriminator": "0000", "nickname": "Dana",
             "color": "#E67E22", "isBot": False, "roles": [], "avatarUrl": "https://cdn.discordapp.com/embed/avatars/1.png"},
    "rob": {"id": "517730298402750465", "name": "robbie.d", "discriminator": "0000", "nickname": "Rob",
            "color": None, "isBot": False, "roles": [], "avatarUrl": "https://cdn.discordapp.com/embed/avatars/2.png"},
    "priti": {"id": "689221904178593793", "name": "priti_a", "discriminator": "0000", "nickname": "Priti",
              "color": None, "isBot": False, "roles": [], "avatarUrl": "https://cdn.discordapp.com/embed/avatars/3.png"},
    "keiko": {"id": "734405961275867156", "name": "keiko.tr", "discriminator": "0000", "nickname": "Keiko",
              "color": None, "isBot": False, "roles": [], "avatarUrl": "https://cdn.discordapp.com/embed/avatars/4.png"},
    "jen": {"id": "955812340877332490", "name": "jenkam", "discriminator": "0000", "nickname": "Jen K",
            "color": None, "isBot": False, "roles": [], "avatarUrl": "https://cdn.discordapp.com/embed/avatars/0.png"},
    "bot": {"id": "1281610094485708842", "name": "RinkBot", "discriminator": "4821", "nickname": "RinkBot",
            "color": None, "isBot": True, "roles": [], "avatarUrl": "https://cdn.discordapp.com/embed/avatars/5.png"},
}

DISCORD_EPOCH = 1420070400000


def snowflake(ts, seq):
    ms = int(datetime.datetime.fromisoformat(ts).timestamp() * 1000)
    return str(((ms - DISCORD_EPOCH) << 22) | (seq & 0xFFF))


def emoji(name, code):
    return {"id": None, "name": name, "code": code, "isAnimated": False,
            "imageUrl": "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/%s.svg" % code}


E_CURL = ("🥌", "curling_stone", "1f94c")
E_HEART = ("❤️", "heart", "2764")
E_FIRE = ("🔥", "fire", "1f525")
E_LOL = ("😂", "joy", "1f602")
E_TADA = ("🎉", "tada", "1f389")
E_OK = ("✅", "white_check_mark", "2705")
E_SOB = ("😭", "sob", "1f62d")

# (key, ts, author, content, opts)
DM = [
    ("welcome", "2024-09-18T20:11:04.118-05:00", "dana",
     "Welcome to Rink Rats 🥌 Season starts Oct 1, 7:00 draw, we're on sheet 4 week one. Dues are $310 each, pay the club by the 20th.",
     {"pinned": True, "reactions": [(E_CURL, 3)]}),
    ("paid_rob", "2024-09-18T20:30:51.402-05:00", "rob", "paid ✅", {}),
    ("paid_keiko", "2024-09-18T21:02:17.995-05:00", "keiko",
     "paid! also new broom head is on my list, mine is shedding like Mochi in June", {"reactions": [(E_LOL, 2)]}),
    ("paid_priti", "2024-09-19T07:45:30.221-05:00", "priti",
     "paid. who's on post-game pitcher money week one 🍺 I have like 6 loonies", {}),
    ("bot1", "2024-10-01T17:00:00.031-05:00", "bot",
     "Reminder: game tonight 7:00 pm, sheet 4 vs Team Hrynchuk", {}),
    ("g1", "2024-10-01T21:48:12.301-05:00", "dana",
     "Good first game even if we lost 6-4. Keiko your hits were 🔥", {"reactions": [(E_FIRE, 2)]}),
    ("second", "2024-10-01T21:55:40.877-05:00", "keiko",
     "Honestly this is why I love playing second -- I throw hits, I sweep, zero strategy stress. Do not ever make me skip lol",
     {"reply": "g1", "reactions": [(E_LOL, 3)]}),
    ("book", "2024-10-15T22:20:09.514-05:00", "priti",
     "Book club for the rink: just finished Salt and Ice by Mireille Arsenault. It's about a women's curling team in a prairie town in the 70s. Cried twice. Keiko you'd love it",
     {"reactions": [(E_HEART, 2)]}),
    ("book_re", "2024-10-15T22:31:44.060-05:00", "keiko",
     "adding it to my list! Kenji-free weekend reading", {"reply": "book"}),
    ("dec_fyi", "2024-11-28T19:15:02.733-06:00", "rob",
     "FYI club email: our Dec 10 game is moved because of ice plant work. Check your email for the new time.", {}),
    ("dec_win", "2024-12-11T22:41:18.002-06:00", "dana",
     "Weird playing midweek but we WON 🎉 7-5", {"reactions": [(E_TADA, 4)]}),
    ("wrist", "2025-01-14T22:58:33.419-06:00", "dana",
     "Update: wrist is sprained not broken but I'm out at least 4-5 weeks. So sorry guys 😩",
     {"reactions": [(E_HEART, 3)]}),
    ("rob_skip", "2025-01-14T23:10:05.884-06:00", "rob",
     "Heal up!! I'll skip till you're back. Asked the club spares list -- Jen Kaminski can play third for us starting next week",
     {"reply": "wrist"}),
    ("jen_hi", "2025-01-16T18:02:47.310-06:00", "jen",
     "Hi all! Jen here, happy to spare. I usually play third/vice. See you Tuesday!",
     {"reactions": [(E_CURL, 3)]}),
    ("jen_welcome", "2025-01-16T18:20:19.777-06:00", "keiko", "welcome Jen!! 🥌", {"reply": "jen_hi"}),
    ("bot2", "2025-01-21T17:00:00.045-06:00", "bot",
     "Reminder: game tonight 7:00 pm, sheet 2 vs Team Sinclair", {}),
    ("back", "2025-02-18T17:31:56.121-06:00", "dana",
     "I'M BACK 💪 doctor cleared me. Thanks Jen for filling in all 4 weeks!!",
     {"reactions": [(E_TADA, 4)], "mentions": ["jen"]}),
    ("jen_any", "2025-02-18T17:40:08.666-06:00", "jen",
     "anytime, you guys were fun. call me if you need a spare for the spiel", {"reply": "back"}),
    ("spiel", "2025-02-21T20:12:44.509-06:00", "rob",
     "Spring Fling spiel: I entered us, $180 for the team, so $45 each -- e-transfer me whenever", {}),
    ("spiel_k", "2025-02-21T20:30:02.238-06:00", "keiko",
     "I'm in Calgary that whole week for spring break 😭 can Jen take my spot? I'll still pay my share since I'm bailing, will e-transfer tonight",
     {"reply": "spiel"}),
    ("spiel_j", "2025-02-21T20:44:19.971-06:00", "jen", "I'm in!", {"reactions": [(E_TADA, 3)]}),
    ("dana_news", "2025-03-04T16:05:11.380-06:00", "dana",
     "Big news and sad news. I got the job in Calgary 🎉😭 Tonight is my last game, I move on the 15th.",
     {"reactions": [(E_SOB, 4), (E_TADA, 4)]}),
    ("who_skips", "2025-03-04T16:20:40.052-06:00", "rob",
     "Congrats!!! ok so who skips for playoffs and next year?", {"reply": "dana_news"}),
    ("not_me", "2025-03-04T16:26:13.693-06:00", "keiko",
     "not me, I'm staying at second -- I'd rather sweep my heart out than call line. Priti??",
     {"reply": "who_skips", "reactions": [(E_LOL, 2)]}),
    ("priti_ok", "2025-03-04T16:40:57.144-06:00", "priti",
     "I'll do it if you all promise not to yell at me when I miss 😅", {}),
    ("decided", "2025-03-05T19:02:30.505-06:00", "rob",
     "Decided: Priti is officially our skip for playoffs and next season. I stay at third, Keiko at second, and Jen is going to play lead with us full-time next year 🎉",
     {"pinned": True, "reactions": [(E_TADA, 5), (E_CURL, 3)], "edited": "2025-03-05T19:04:11.870-06:00"}),
    ("recap", "2025-03-30T21:15:48.333-05:00", "jen",
     "Spiel recap: 2-2, lost the B-side semi. Keiko we missed your hits", {"reactions": [(E_HEART, 2)]}),
    ("banquet", "2025-04-01T12:10:31.909-05:00", "rob",
     "Banquet is Saturday April 12, tickets at the bar. Where it is: see the club email.", {}),
    ("draw_q", "2025-04-08T19:33:21.250-05:00", "priti",
     "Club survey for next season: early draw (7:00) or late (9:00)? I'm fine either way", {}),
    ("draw_k", "2025-04-08T19:40:05.017-05:00", "keiko",
     "early draw please!! 9pm on a school night is brutal, I'm useless for period 1 the next day",
     {"reply": "draw_q", "reactions": [(E_OK, 2)]}),
    ("draw_r", "2025-04-08T19:52:36.400-05:00", "rob", "early", {}),
    ("draw_j", "2025-04-08T20:15:59.712-05:00", "jen", "late works better for me but I'm outvoted 😂", {}),
    ("pics", "2025-04-13T10:02:14.118-05:00", "dana",
     "Saw the banquet pics from Calgary -- Priti winning most improved 😂❤️",
     {"attachments": [("IMG_4412.jpg", 2318841)], "reactions": [(E_LOL, 4)]}),
    ("owe", "2025-05-06T18:25:40.640-05:00", "rob",
     "@Keiko friendly reminder, still haven't got your $45 for the spiel 🙃 no rush",
     {"mentions": ["keiko"]}),
    ("owe_k", "2025-05-06T18:48:03.227-05:00", "keiko",
     "OMG sorry!! doing it this weekend, promise", {"reply": "owe"}),
]


def author(k):
    return dict(USERS[k])


def mention(k):
    u = USERS[k]
    return {"id": u["id"], "name": u["name"], "discriminator": u["discriminator"],
            "nickname": u["nickname"], "isBot": u["isBot"]}


def discord_export():
    ids = {}
    msgs = []
    for i, (key, ts, who, content, o) in enumerate(DM):
        mid = snowflake(ts, i)
        ids[key] = mid
        m = {"id": mid, "type": "Reply" if "reply" in o else "Default", "timestamp": ts,
             "timestampEdited": o.get("edited"), "callEndedTimestamp": None,
             "isPinned": bool(o.get("pinned")), "content": content, "author": author(who),
             "attachments": [], "embeds": [], "stickers": [], "reactions": [], "mentions": [],
             "inlineEmojis": []}
        for fname, size in o.get("attachments", []):
            aid = snowflake(ts, i + 100)
            m["attachments"].append({
                "id": aid, "fileName": fname, "fileSizeBytes": size,
                "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (CHANNEL_ID, aid, fname)})
        for (name, code, hexcode), n in o.get("reactions", []):
            e = emoji(name, hexcode)
            e["code"] = code
            m["reactions"].append({"emoji": e, "count": n, "users": []})
        ments = list(o.get("mentions", []))
        if "reply" in o:
            m["reference"] = {"messageId": ids[o["reply"]], "channelId": CHANNEL_ID, "guildId": GUILD_ID}
            parent_author = [d for d in DM if d[0] == o["reply"]][0][2]
            if parent_author not in ments:
                ments.append(parent_author)
        m["mentions"] = [mention(k) for k in ments]
        msgs.append(m)
    return {
        "guild": {"id": GUILD_ID, "name": "Rink Rats",
                  "iconUrl": "https://cdn.discordapp.com/icons/%s/a1b2c3.png" % GUILD_ID},
        "channel": {"id": CHANNEL_ID, "type": "GuildTextChat", "categoryId": "1281604414168145980",
                    "category": "Text Channels", "name": "team-chat",
                    "topic": "Tuesday league @ Riverbend CC. Game times, spares, who owes the pitcher."},
        "dateExportedAfter": None,
        "dateExportedBefore": None,
        "exportedAt": "2025-05-18T21:04:11.5521234-05:00",
        "messages": msgs,
        "messageCount": len(msgs),
    }


def build_chats():
    out = {}
    out["chats/chatgpt/conversations.json"] = json.dumps(CHATGPT, indent=2, ensure_ascii=True).encode("utf-8")
    out["chats/assistant_basement_budget_2025-01-28.json"] = json.dumps(BUDGET, indent=2, ensure_ascii=False).encode("utf-8")
    out["chats/sms_graham_2025.json"] = json.dumps(SMS, indent=2, ensure_ascii=False).encode("utf-8")
    out["chats/quick_questions.jsonl"] = ("\n".join(json.dumps(q, ensure_ascii=False) for q in QUICK) + "\n").encode("utf-8")
    out["chats/discord/Rink Rats - Text Channels - team-chat [%s].json" % CHANNEL_ID] = json.dumps(
        discord_export(), indent=2, ensure_ascii=False).encode("utf-8")
    return out
