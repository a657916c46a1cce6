# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, a plain messages JSON, a JSONL of quick questions,
and a Facebook Messenger message_1.json (whānau group chat)."""

# ---------- ChatGPT export ----------
# Each conversation: title, create epoch, list of turns. A turn is (role, text, epoch).
# Conversation "calf" has an edited first user message: two branches.

GPT = []

GPT.append(dict(
    key="eulogy", title="Eulogy for Uncle Des", start=1739139000,
    turns=[
        ("user", "Help me write a eulogy for my uncle Des. He was 78, never married, worked at the railway workshops in Dunedin his whole life as a fitter. Loved fishing for flounder, drove the same Falcon ute for 20 years, grew the best spuds on the street. He was like a second dad to me, taught me to fish and to fix things. I'm not a speech person. About 4 minutes.", 1739139000),
        ("assistant", "Here's a draft you can make your own — about 4 minutes read slowly:\n\n\"Kia ora koutou. For those who don't know me, I'm Hamish, Des's nephew — Maureen's boy.\n\nDes spent forty-odd years at the railway workshops, and if you ever handed him something broken, you'd get it back working, and probably better than new. He had a jar for every size of screw and he knew exactly which jar was which.\n\nHe never married, but he was never short of family. To me he was a second dad. He taught me to fish — mostly how to sit still and shut up, which took years. He taught me that you fix things before you replace them. And he taught me that the best spuds are the ones you dig up with a kid who's too impatient to wait.\n\nHis Falcon ute was older than some of the people in this room, and he'd have told you it had another 20 years in it...\"\n\nWould you like me to add a story — a particular fishing trip, for example — and a closing line?", 1739139060),
        ("user", "Yes add the fishing trip where we got stuck on the sandbar at the river mouth and he made me push the boat while he sat there eating a pie. End it with something about the tide.", 1739139400),
        ("assistant", "Add this before the Falcon paragraph:\n\n\"When I was about fourteen, we ran the boat onto the sandbar at the river mouth on a falling tide. Des looked at the water, looked at me, and said, 'Well, you'd better get out and push.' So I did — up to my waist in the freezing Taieri — while he sat in the stern eating a mince pie, giving directions. When we finally floated off he handed me the last bite and said, 'See? Teamwork.'\"\n\nAnd to close:\n\n\"Des always knew when the tide was turning. He'd pack up the rods, no fuss, and head home. I reckon that's what he's done. The tide turned, and Des packed up his rods. Moe mai rā, Uncle. We'll keep the spuds going.\"", 1739139460),
    ]))

GPT.append(dict(
    key="sleepout", title="Sleepout cladding + insulation", start=1747713600,
    turns=[
        ("user", "Building a 19 m2 sleepout in the Waikato, exempt from consent. Comparing Shadowclad vs board and batten vs bevel-back weatherboards for cladding. Which is cheapest and quickest for two blokes on weekends? Also what insulation R values should I use?", 1747713600),
        ("assistant", "Rough comparison for ~19 m² (about 45 m² of wall cladding):\n\n| Option | Materials (approx) | Labour | Notes |\n|---|---|---|---|\n| Plywood sheet cladding (e.g. Shadowclad) | lowest | fastest — big sheets | needs painting, careful with joins/flashings |\n| Vertical board and batten (rough-sawn) | mid | slower — lots of pieces | rustic look, stain rather than paint |\n| Bevel-back weatherboards | highest | slowest | classic look, most finishing work |\n\nFor two people on weekends, sheet plywood is the quickest. Board and batten is a good middle ground if you want a rural look.\n\nInsulation: for a small building in the Waikato I'd go at least R2.6 in the walls (fits a 90 mm stud) and R3.6 or better in the ceiling. Don't forget a vapour-permeable building wrap and a slab or underfloor insulation if it's on piles.", 1747713660),
        ("user", "Does it need a building consent if I put a toilet in?", 1747713900),
        ("assistant", "The structure itself may still be exempt, but adding sanitary plumbing or drainage (a toilet or shower) generally needs a separate plumbing/drainage consent. Check with your council — they'll usually confirm in writing for your records.", 1747713960),
    ]))

GPT.append(dict(
    key="calf", title="Calf meal quantity", start=1751412600,
    # first user message was edited: branch A (original, 100 calves) and branch B (edited, 110 calves)
    branch_a=[
        ("user", "How much calf meal do I need for 100 heifer calves, ad lib meal from day 3, weaning at 90 kg?", 1751412600),
        ("assistant", "Rule of thumb for Kiwicross calves on ad lib meal weaned at ~90 kg: about 38 kg of meal per calf, allowing a little for wastage.\n\n100 calves × 38 kg = 3,800 kg ≈ **3.8 tonnes**.\n\nThat's roughly 152 × 25 kg bags.", 1751412660),
    ],
    branch_b=[
        ("user", "How much calf meal do I need for 110 heifer calves, ad lib meal from day 3, milk once a day from 3 weeks, weaning at 90 kg?", 1751412800),
        ("assistant", "For Kiwicross calves on ad lib meal, weaned on weight at ~90 kg, budget about 38 kg of meal per calf. Going to once-a-day milk from 3 weeks tends to push meal intake up earlier, so that figure includes a bit of a buffer.\n\n110 calves × 38 kg = 4,180 kg — call it **4.2 tonnes** (about 168 × 25 kg bags, or 4 tonnes bulk plus a pallet of bags for the first weeks).\n\nWeekly intake per calf rises from ~0.1 kg/day in week 1 to 1.4–1.5 kg/day by weaning.", 1751412860),
        ("user", "And if I wean at 85 kg instead?", 1751413100),
        ("assistant", "Weaning 5 kg lighter usually saves about a week on meal — maybe 8–10 kg per calf. So closer to 3.2–3.3 tonnes for 110 calves. I'd still order the 4.2 t and carry any leftover into the next season, as long as it's stored dry.", 1751413160),
    ]))

# ---------- plain messages JSON (assistant chat) ----------
COFFEE = [
    {"role": "user", "content": "Want a coffee machine for the farm office. Budget about $600. I only drink long blacks, black no sugar, never bothered with milk — can't stand milky coffee. Leanne gets her flat white in town so it's just me. What should I look at?", "timestamp": "2025-08-23T20:14:05+12:00"},
    {"role": "assistant", "content": "If you only drink long blacks, skip the milk-frothing features and put the money into grind quality. Options around $600:\n\n1. A compact single-boiler espresso machine plus a separate burr grinder — best shot quality for the money.\n2. A bean-to-cup machine without a milk system — one button, good for 5am.\n3. A manual lever or a good stovetop plus grinder — cheapest, no electronics to die in a dusty office.\n\nFor a dusty farm office at 5am I'd lean to option 2: minimal fuss, easy to clean, and a long black button.", "timestamp": "2025-08-23T20:14:40+12:00"},
    {"role": "user", "content": "Office gets dusty and cold. Anything to watch out for?", "timestamp": "2025-08-23T20:16:12+12:00"},
    {"role": "assistant", "content": "Keep it off the floor and away from the door, use filtered or rain tank water carefully (hard water scales faster), and descale every couple of months. Bean hoppers go stale in a cold office less than a warm one, so that's one win.", "timestamp": "2025-08-23T20:16:50+12:00"},
]

# ---------- JSONL quick questions ----------
QUICK = [
    {"ts": "2025-01-08T05:52:00+13:00", "q": "hilux 2017 tyre pressure unladen", "a": "Check the placard on the driver's door pillar — typically around 29 psi front / 29 psi rear unladen for the SR5 on 17s; higher rear when loaded."},
    {"ts": "2025-02-11T21:30:00+13:00", "q": "how long should a eulogy be", "a": "3–5 minutes is typical, about 450–700 words spoken slowly."},
    {"ts": "2025-03-02T06:10:00+13:00", "q": "kgMS to litres rough conversion", "a": "At ~8.5% milk solids, 1 kgMS ≈ 11.8 litres. Your herd's fat and protein will shift it."},
    {"ts": "2025-04-03T19:05:00+13:00", "q": "is probate needed to sell a house in NZ", "a": "Generally yes if the house was in the deceased's sole name — the executors need probate before they can transfer title."},
    {"ts": "2025-05-28T20:44:00+12:00", "q": "R2.6 vs R2.8 wall batts difference", "a": "R2.8 is slightly better thermally but may be thicker or denser; both fit a 90 mm stud. For a small sleepout the difference in comfort is minor."},
    {"ts": "2025-07-19T04:58:00+12:00", "q": "milk fever cow how many calcium bags", "a": "Usually one bag IV (by a vet or trained person) or 1–2 bags under the skin for mild cases. If she's not up within a few hours, call the vet."},
    {"ts": "2025-09-02T19:20:00+12:00", "q": "BVD booster timing before mating", "a": "Give the annual booster at least 2–4 weeks before the planned start of mating so immunity is up when cows are inseminated."},
    {"ts": "2025-10-01T12:15:00+13:00", "q": "wasp nest in the sleepout framing, what kills them", "a": "Wait until dusk when they're all back in the nest, then puff a wasp powder (insecticide dust) into the entrance hole. Don't block the hole — they carry the powder inside. Long sleeves and a torch with red cellophane. Check the next evening and repeat if there's still traffic."},
    {"ts": "2025-10-15T21:02:00+13:00", "q": "how to store a piupiu so the strands don't crack", "a": "Hang it flat or lay it loosely rolled in a cotton pillowcase, out of sunlight, somewhere not too dry. Don't fold it sharply or pack it tight, and keep it away from heaters."},
    {"ts": "2025-10-22T05:40:00+13:00", "q": "what does pūkana mean", "a": "Pūkana is the dilating of the eyes and facial expression used in haka and mōteatea to emphasise the words."},
    {"ts": "2025-11-03T20:11:00+13:00", "q": "hangi how long in the ground", "a": "About 3 to 3.5 hours for a decent-sized hāngī, depending on the stones and the amount of food."},
    {"ts": "2025-11-11T06:30:00+13:00", "q": "bull to cow ratio tail end mating", "a": "A common guide is 1 mature bull per 30–40 cows still to be mated, plus a spare so you can rest them."},
]

# ---------- Facebook Messenger export (whānau group) ----------
MESSENGER_TITLE = "Whānau 🏡"
MESSENGER_PARTICIPANTS = ["Hamish Te Whare-Galloway", "Leanne Brookes", "Tania Reid", "Maureen Te Whare"]
# chronological; build.py reverses to newest-first like the real export
MESSENGER = [
    ("Tania Reid", "2025-02-03T08:10:00+13:00", "Mum just rang. Uncle Des passed last night in the hospital. She's ok but on her own, can someone ring her this morning"),
    ("Hamish Te Whare-Galloway", "2025-02-03T08:14:00+13:00", "Ringing her now. Aroha nui sis."),
    ("Maureen Te Whare", "2025-02-03T19:40:00+13:00", "Thank you my darlings. He went peacefully. I'll let you know about the funeral when Shona's talked to the undertakers."),
    ("Leanne Brookes", "2025-02-13T21:02:00+13:00", "We've landed in Dunedin, staying at the motel on Princes St. Kids are shattered. See everyone tomorrow xx"),
    ("Maureen Te Whare", "2025-04-16T18:22:00+12:00", "Now Hamish about the boat. Des always said that boat should go to the Taieri Mouth Fishing Club when he was finished with it, for the kids' learn-to-fish days. That's what he would want. Not sold to some stranger on the internet."),
    ("Hamish Te Whare-Galloway", "2025-04-16T18:40:00+12:00", "Ok Mum. I'll talk to Shona, makes sense to me."),
    ("Tania Reid", "2025-04-16T18:45:00+12:00", "Aw that's lovely, he'd like that ❤️"),
    ("Hamish Te Whare-Galloway", "2025-06-12T17:05:00+12:00", "Probate's through 👍 Fiona emailed today. Next step is the house."),
    ("Maureen Te Whare", "2025-06-12T17:30:00+12:00", "Good. Take your time with the house, no rush"),
    ("Tania Reid", "2025-09-07T10:12:00+12:00", "Dad's asking if you're all coming to Te Kūiti for Xmas or are we going to yours?"),
    ("Leanne Brookes", "2025-09-07T10:30:00+12:00", "Ours this year! We've got the sleepout for Mum by then (hopefully 😂)"),
    ("Leanne Brookes", "2025-10-18T19:55:00+13:00", "Mum says the lockbox code for the bach is 0712 (Dad's birthday lol). Key's in the box by the side door. She says don't use the good towels"),
    ("Hamish Te Whare-Galloway", "2025-10-18T20:01:00+13:00", "Sweet. Tell her thanks heaps"),
    ("Maureen Te Whare", "2025-10-24T09:15:00+13:00", "Is Mereana nervous about her performance? Send me a video please!"),
    ("Leanne Brookes", "2025-10-24T09:40:00+13:00", "She's so excited Nana, she practises every night. Will send video 🎥"),
    ("Leanne Brookes", "2025-11-09T20:20:00+13:00", "Hamish don't forget Mereana's piupiu has to go back to kura by Friday 28th — it's in the bag in the hall cupboard. DON'T fold it"),
    ("Hamish Te Whare-Galloway", "2025-11-09T20:24:00+13:00", "Yep will do"),
    ("Tania Reid", "2025-11-09T20:30:00+13:00", "He won't 😂"),
    ("Hamish Te Whare-Galloway", "2025-11-09T20:31:00+13:00", "Rude"),
    ("Maureen Te Whare", "2025-11-14T12:03:00+13:00", "Settlement still going ok? Don't let them mess you around"),
    ("Hamish Te Whare-Galloway", "2025-11-14T12:30:00+13:00", "All good Mum, Fiona's on it. Will ring you Sunday."),
]
# reactions: index into MESSENGER -> list of (reaction, actor)
MESSENGER_REACTIONS = {
    1: [("❤", "Tania Reid")],
    6: [("❤", "Maureen Te Whare")],
    7: [("👍", "Tania Reid"), ("❤", "Maureen Te Whare")],
    11: [("👍", "Hamish Te Whare-Galloway")],
    17: [("😆", "Leanne Brookes")],
}
