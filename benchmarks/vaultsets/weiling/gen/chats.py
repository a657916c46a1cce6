"""Chat exports: LINE group .txt, ChatGPT conversations.json, two plain
messages JSON files and one JSONL of quick questions."""
import hashlib
import json
from common import sgt

CHATS = {}

# ----------------------------------------------------------------- LINE (.txt)
MUM, MIN, ME = "Mummy Lee", "Wei Min", "Wei Ling"
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

LINE_DAYS = [
    ((2024, 8, 14), [
        ("11:52", ME, "GOT THE KEYS!!! \U0001F511\U0001F511"),
        ("11:52", ME, "[Photo]"),
        ("11:53", MUM, "Wah congrats!! Mummy bring the pineapple to the flat ok"),
        ("11:55", MIN, "[Sticker]"),
        ("11:56", MIN, "Congrats mei!! Marcus cry or not \U0001F602"),
        ("11:58", ME, "he say got sand in his eye lol"),
        ("12:30", MUM, "Papa say he wait in the car, knee pain cannot walk so far"),
    ]),
    ((2024, 9, 10), [
        ("08:52", MUM, "Papa went in already"),
        ("11:47", ME, "Doctor came out, say ok!! no complications"),
        ("11:48", MIN, "Thank god \U0001F64F"),
        ("11:48", MIN, "I come after lunch with Ethan"),
        ("14:15", ME, "[Photo]"),
        ("14:16", ME, "Papa first words: got kopi or not"),
        ("14:17", MUM, "\U0001F602\U0001F602 your papa"),
    ]),
    ((2024, 10, 8), [
        ("10:20", MUM, "First physio done. The girl very nice, name Nurul. Papa kena scolded \U0001F602"),
        ("10:22", ME, "haha good, finally someone can control him"),
        ("10:23", MIN, "[Sticker]"),
    ]),
    ((2024, 11, 24), [
        ("21:03", MIN, "Eh mei, when your reno start remember this ah.\n"
                       "Check the window sealant after heavy rain. Our bay window leak the first year, "
                       "water seep in until the wall got ugly stain, then must redo the whole silicone and repaint.\n"
                       "Tell your contractor silicone properly before the curtains go up. Cheaper to fix early."),
        ("21:05", ME, "ok noted!! will tell Jasmine"),
        ("21:05", ME, "[Sticker]"),
        ("21:07", MUM, "Listen to jiejie"),
    ]),
    ((2024, 12, 8), [
        ("19:40", MUM, "Ling ah, Mummy think vinyl not so good for living room.\n"
                       "Papa walking stick will scratch. And I mop with a lot of water, the vinyl near kitchen will spoil.\n"
                       "Tiles better, cooling also."),
        ("19:44", ME, "hmm ok I talk to Marcus again tonight"),
        ("19:45", MIN, "Mummy is right leh, our vinyl near the kitchen already lifting"),
    ]),
    ((2024, 12, 25), [
        ("12:02", MUM, "[Photo]"),
        ("12:02", MUM, "Thank you for the cups Ling! Very nice, Mummy use for tea"),
        ("12:03", ME, "paiseh one got crack, only 3 \U0001F605"),
        ("12:04", MIN, "Merry Christmas!! \U0001F384"),
    ]),
    ((2025, 1, 5), [
        ("20:11", MUM, "Banquet 35 tables enough or not? Auntie Mei Lan also want to come"),
        ("20:15", ME, "Mummy we said 35 max!! \U0001F62D"),
        ("20:16", MIN, "\U0001F602\U0001F602\U0001F602"),
    ]),
    ((2025, 1, 28), [
        ("17:30", MUM, "Reunion dinner 6.30 don't late"),
        ("17:31", MIN, "Steamboat soup base ready \U0001F525"),
        ("17:40", ME, "on the way, got pineapple tarts + oranges"),
    ]),
    ((2025, 2, 16), [
        ("21:22", ME, "Jiejie, can you be my ROM witness? \U0001F97A"),
        ("21:25", MIN, "Of course lah!! Confirm I'm your witness. Must I wear white?"),
        ("21:26", ME, "NO \U0001F602 any colour except white"),
        ("21:26", MIN, "[Sticker]"),
    ]),
    ((2025, 3, 4), [
        ("10:05", MUM, "Poly ask if want to change physio timing to afternoon"),
        ("10:07", MUM, "Daddy say morning one better.\n"
                       "Afternoon he want sleep, after sleep the knee stiff and he grumpy"),
        ("10:10", ME, "ok keep morning. the 9am one best"),
    ]),
    ((2025, 3, 22), [
        ("15:40", MUM, "Today food very nice. Thank you Ling and Marcus"),
        ("15:41", MIN, "Papa walk so well today \U0001F44D"),
        ("15:45", ME, "[Photo]"),
    ]),
    ((2025, 4, 8), [
        ("10:35", MUM, "New physio today. Name Farhan. Very patient, explain slowly to Papa"),
        ("10:36", ME, "Jonathan really gone ah"),
        ("10:37", MUM, "Ya transfer to Sengkang. Farhan ok, Papa like him"),
    ]),
    ((2025, 4, 10), [
        ("20:48", ME, "Update: ROM shift to 12 July (Sat) 10.30am, same place. The solemniser got clash on 22 June"),
        ("20:50", MUM, "Ok. I tell Ah Ma"),
        ("20:51", MIN, "noted, witness reporting for duty \U0001FAE1"),
    ]),
    ((2025, 5, 12), [
        ("19:15", MUM, "Ling, the walking frame still in my storeroom. When you return to the CC? Take up space"),
        ("19:20", ME, "paiseh Mummy, this weekend I bring back"),
        ("19:21", MIN, "she said that last month also \U0001F602"),
    ]),
    ((2025, 5, 21), [
        ("09:02", MUM, "Papa walk to kopitiam by himself today!!"),
        ("09:03", MUM, "[Photo]"),
        ("09:10", ME, "\U0001F44F\U0001F44F\U0001F44F"),
    ]),
    ((2025, 5, 25), [
        ("18:04", MUM, "12/6 Papa see doctor at CGH for the knee review. 9.40am. Who bring?"),
        ("18:10", MIN, "I cannot, got work"),
        ("18:12", ME, "I take leave, I bring"),
        ("18:12", MUM, "Good girl"),
    ]),
    ((2025, 5, 27), [
        ("21:30", MIN, "Sunday makan at Mummy's place?"),
        ("21:32", ME, "can! Marcus also coming"),
        ("21:33", MUM, "I cook curry chicken"),
        ("21:33", ME, "[Sticker]"),
    ]),
]


def line_export():
    import datetime
    out = ["[LINE] Chat history in Tan Family", "Saved on: 2025/05/27 22:41", ""]
    for (y, m, d), msgs in LINE_DAYS:
        wd = WD[datetime.date(y, m, d).weekday()]
        out.append("%04d/%02d/%02d(%s)" % (y, m, d, wd))
        for hhmm, who, text in msgs:
            if "\n" in text:
                text = '"' + text.replace('"', '""') + '"'
            out.append("%s\t%s\t%s" % (hhmm, who, text))
        out.append("")
    return ("\n".join(out)).encode("utf-8")


CHATS["chats/line/LINE_Tan_Family.txt"] = line_export()

# ----------------------------------------------------------------- Marcus chat (plain JSON)
MC = [
    ("2024-12-14 13:02", "Marcus", "Aurum Atelier say the rings take 10-12 weeks. ok with you?"),
    ("2024-12-14 13:05", "Wei Ling", "ok! as long as before ROM"),
    ("2025-01-18 22:40", "Wei Ling", "babe did you transfer the photographer deposit or should I"),
    ("2025-01-18 22:41", "Marcus", "done already, 10 jan. check your email got invoice"),
    ("2025-02-16 21:40", "Wei Ling", "did you ask your friend about being witness for ROM?"),
    ("2025-02-16 21:52", "Marcus", "Darren said ok! he'll be my witness. he's back from Perth end May so June/July both fine"),
    ("2025-02-16 21:53", "Wei Ling", "yay \U0001F389"),
    ("2025-03-29 11:15", "Marcus", "Aurum called, our rings ready for collection!!"),
    ("2025-03-29 11:16", "Marcus", "Far East Plaza #03-27, they close 7pm. Sat afternoon can?"),
    ("2025-03-29 11:20", "Wei Ling", "can!! then we makan at Orchard after"),
    ("2025-04-20 20:02", "Wei Ling", "babe your side guest list?? I need it for the seating draft"),
    ("2025-04-20 20:30", "Marcus", "my mum still adding ppl. this week I send"),
    ("2025-05-11 09:14", "Wei Ling", "guest list???"),
    ("2025-05-11 09:20", "Marcus", "sorry sorry, after mother's day ok"),
    ("2025-05-20 11:00", "Marcus", "jiayou later!! you got this \U0001F4AA"),
    ("2025-05-20 16:05", "Wei Ling", "done!! brain fried. bubble tea pls"),
    ("2025-05-25 22:10", "Wei Ling", "hotel will ask for a rough count soon and I really need your list for the seating plan"),
    ("2025-05-25 22:31", "Marcus", "mum added 2 more tables of her church friends \U0001F648 will send the full list by next Sun, promise"),
    ("2025-05-25 22:32", "Wei Ling", "\U0001F644 ok. NEXT SUNDAY."),
]
CHATS["chats/marcus_chat.json"] = (json.dumps(
    [{"sender": s, "timestamp": t, "text": x} for t, s, x in MC],
    ensure_ascii=False, indent=2) + "\n").encode("utf-8")

# ----------------------------------------------------------------- reno assistant chat
RA = [
    ("user", "2024-11-20T21:14:00+08:00",
     "4-room BTO in Singapore. Deciding flooring: SPC vinyl vs porcelain tiles vs homogeneous tiles. "
     "Budget ~40k for whole reno. Pros and cons pls, short"),
    ("assistant", "2024-11-20T21:14:20+08:00",
     "SPC vinyl: cheaper (~$4-6/sqft installed), warm underfoot, quiet, quick to lay over existing "
     "floor, waterproof core. Cons: can dent under heavy furniture, joints can lift if water sits "
     "for long, shorter lifespan (10-15 yrs).\n\nPorcelain tiles: very durable, cool underfoot (nice "
     "in SG heat), easy to mop, good for resale. Cons: more expensive, hacking/overlay needed, noisy "
     "install, cold and hard if you drop things.\n\nHomogeneous tiles: similar to porcelain, colour "
     "goes all the way through so chips are less visible. Usually a bit cheaper than premium porcelain."),
    ("user", "2024-11-20T21:16:30+08:00",
     "we want one continuous look, light oak colour. kitchen also vinyl ok or not?"),
    ("assistant", "2024-11-20T21:16:55+08:00",
     "It's doable - many SG homes run SPC vinyl into the kitchen. Use a good waterproof SPC, seal "
     "the edges near the sink and fridge, and wipe spills quickly. If someone in the home mops with a "
     "lot of water, consider tiles just for the kitchen."),
    ("user", "2024-11-20T21:18:10+08:00",
     "ok I think we go SPC vinyl throughout then, one look. thanks"),
    ("assistant", "2024-11-20T21:18:20+08:00",
     "Sounds good! Ask your contractor for the wear layer thickness (0.5mm is a good target) and the "
     "warranty terms in writing."),
]
CHATS["chats/reno_assistant_chat.json"] = (json.dumps(
    [{"role": r, "content": c, "timestamp": t} for r, t, c in RA],
    ensure_ascii=False, indent=2) + "\n").encode("utf-8")

# ----------------------------------------------------------------- quick questions JSONL
QQ = [
    ("2024-08-16T08:12:00+08:00", "hdb defects liability period how long",
     "The defects liability period for a new BTO flat is 1 year from the date of key collection. "
     "Report defects to the Building Service Centre (BSC)."),
    ("2024-09-20T23:40:00+08:00", "knee replacement how many months physio usually",
     "Most people do outpatient physio for about 3-6 months after a total knee replacement, with "
     "home exercises continuing for up to a year."),
    ("2024-10-05T12:01:00+08:00", "what is DB box",
     "A DB (distribution board) box is the electrical panel with the circuit breakers for the flat."),
    ("2024-10-19T14:30:00+08:00", "tenmoku glaze what colour",
     "Tenmoku is an iron glaze that fires to a dark brown-black, breaking to rust or amber at edges."),
    ("2024-11-02T09:15:00+08:00", "cone 6 how many degrees celsius",
     "Cone 6 is about 1222\u00b0C (2232\u00b0F) at a heating rate of 60\u00b0C/hour in the last hour. "
     "Most mid-fire stoneware glazes mature there."),
    ("2024-11-21T07:45:00+08:00", "spc vinyl 4mm vs 5mm",
     "5mm SPC is a bit more rigid and hides subfloor unevenness better; wear layer matters more "
     "than total thickness."),
    ("2024-12-01T22:10:00+08:00", "how early to book wedding photographer singapore",
     "Popular photographers are often booked 9-12 months ahead, especially for auspicious weekend "
     "dates."),
    ("2025-01-07T19:20:00+08:00", "kopi c kosong siew dai meaning",
     "Kopi C = coffee with evaporated milk; kosong = no sugar. 'Siew dai' means less sugar, so "
     "'kosong siew dai' is contradictory - just say kopi C kosong."),
    ("2025-02-10T13:05:00+08:00", "rom witness age requirement sg",
     "In Singapore, the two witnesses at a solemnisation must be at least 21 years old and have "
     "their identity documents with them."),
    ("2025-02-18T11:50:00+08:00", "figma shortcut wrap auto layout",
     "Select the auto layout frame and use the wrap toggle in the auto layout panel; there isn't a "
     "default keyboard shortcut for wrap."),
    ("2025-03-23T10:00:00+08:00", "singlish jelak meaning",
     "'Jelak' describes feeling sick of food that's too rich or oily, e.g. after too much durian or "
     "fatty food."),
    ("2025-04-23T22:41:00+08:00", "sunrise time singapore end august",
     "Around 7:00-7:05am in late August; first light about 20-25 minutes earlier."),
    ("2025-05-17T21:30:00+08:00", "how to negotiate job offer politely",
     "Thank them, express enthusiasm, then ask if there's flexibility on base pay with a specific, "
     "reasoned number. Keep it short and positive."),
]
CHATS["chats/quick_questions.jsonl"] = ("".join(
    json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in QQ)
).encode("utf-8")


# ----------------------------------------------------------------- ChatGPT export
def uid(*parts):
    h = hashlib.sha256("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def ts(*a):
    return sgt(*a).timestamp() + 0.123456


def conversation(key, title, turns, edited=None):
    """turns: list of (node_key, parent_key, role, time_tuple, text).
    parent_key None = attach to the hidden system node."""
    root = uid(key, "root")
    sysn = uid(key, "system")
    mapping = {root: {"id": root, "message": None, "parent": None, "children": [sysn]}}
    t0 = ts(*turns[0][3]) - 1
    mapping[sysn] = {"id": sysn, "message": {
        "id": sysn, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]},
        "status": "finished_successfully", "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    for nk, pk, role, tt, text in turns:
        nid = uid(key, nk)
        pid = uid(key, pk) if pk else sysn
        meta = {}
        if role == "assistant":
            meta = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o",
                    "parent_id": pid, "finish_details": {"type": "stop", "stop_tokens": [200002]}}
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": ts(*tt), "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
            "parent": pid, "children": []}
        mapping[pid]["children"].append(nid)
    last = uid(key, turns[-1][0])
    return {"title": title, "create_time": t0, "update_time": ts(*turns[-1][3]),
            "mapping": mapping, "moderation_results": [], "current_node": last,
            "plugin_ids": None, "conversation_id": uid(key, "conv"),
            "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
            "is_archived": False, "is_starred": None, "safe_urls": [],
            "default_model_slug": "gpt-4o", "disabled_tool_ids": [],
            "id": uid(key, "conv")}


GAME_A1 = """Here's a simple printable weekly chart for your dad:

| Exercise | Reps | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
|---|---|---|---|---|---|---|---|---|
| Ankle pumps | 20 | | | | | | | |
| Quad sets | 10 x 3 | | | | | | | |
| Heel slides | 10 x 3 | | | | | | | |
| Straight leg raise | 10 | | | | | | | |
| Sitting knee bends | 10 | | | | | | | |
| Ice 15 min | 1 | | | | | | | |

Tips: print it in a large font (at least 16pt), stick it on the fridge, and use a thick marker so ticks are easy to see."""

GAME_A2 = """Love this - stubborn dads respond much better to games than to charts! Here's an idea you could call **"Kopi Points"**:

**How it works**
- Each exercise session done = 1 Kopi Point (2 sessions a day = max 2 points).
- Bonus point for telling the physio his new bend angle.
- 10 Kopi Points = a kopi treat with his coffeeshop kakis, on you.
- 50 Kopi Points = a bigger reward he chooses (his favourite zi char dinner, a football match at the kopitiam).

**Make it visible**
- A big card on the fridge with 10 kopi-cup outlines per row; he colours one in each time.
- Let him choose the marker colour - ownership matters.

**Add a little competition**
- Ask his kakis to "check" his card; uncles love bragging rights.
- Share a weekly photo of the card in the family chat so everyone can cheer.

**Keep it kind**
- If he misses a day, no penalty - just start again the next session.
- Celebrate milestones from the physio (90 degrees! no stick at home!) with a double-points day.

Want me to draft the fridge card layout?"""

GAME_A3 = """Here are some rewards ideas sorted by Kopi Points:

- **10 points** - kopi + kaya toast with his kakis (you pay)
- **25 points** - you go with him to his favourite hawker for lunch
- **50 points** - a family zi char dinner where he orders everything
- **100 points** - a day trip he picks (maybe Changi Village / Pulau Ubin once his knee allows)

Keep the rewards social - for many older adults, time with family and friends is a stronger motivator than things."""

HM_A1 = """Both are great for a honeymoon in late November - here's a quick comparison:

**Hokkaido (late Nov)**
- Weather: cold (0-5 C in Sapporo), first snow is possible but not guaranteed
- Highlights: onsen ryokans, Otaru canal, seafood (crab, uni), Noboribetsu hells valley
- Cost: higher - flights + ryokans, roughly S$7-9k for 9 days for two
- Vibe: cosy, scenic, lots of walking and trains

**Bali (late Nov)**
- Weather: start of rainy season, short afternoon showers, warm
- Highlights: private pool villas, Ubud rice terraces, spa, beach clubs
- Cost: lower - roughly S$3.5-5k for 7-9 days for two
- Vibe: relaxing, lazy, great for recovering from wedding exhaustion

If one of you wants rest and the other wants new experiences, some couples split: a new destination now and the beach for the first anniversary."""

PF_A1 = """A structure that works well for panel presentations (20-25 min):

1. **Hook (1 min)** - the outcome first: "booking completion 61% -> 78%".
2. **Context (2 min)** - product, users, your role, team size, timeline.
3. **Problem (3 min)** - evidence: funnel data, support tickets, a quote from a user.
4. **Process (8 min)** - research, key insights (max 3), design decisions and the trade-offs.
5. **Solution (5 min)** - before/after, 2-3 key screens, show the caregiver mode.
6. **Impact (2 min)** - metrics, qualitative feedback.
7. **Reflection (2 min)** - what you'd do differently.

Panels love hearing about trade-offs and disagreements you navigated - prepare one story about pushing back on a stakeholder."""

CONVS = [
    conversation("gamify", "Make knee exercises a game", [
        ("u1", None, "user", (2025, 1, 11, 22, 10),
         "make a printable weekly chart for my dad's knee exercises (ankle pumps, quad sets, heel slides, "
         "straight leg raise, sitting knee bends, ice)"),
        ("a1", "u1", "assistant", (2025, 1, 11, 22, 10, 20), GAME_A1),
        # edited version of the first user message -> sibling branch under the system node
        ("u1b", None, "user", (2025, 1, 11, 22, 14),
         "how do I make my dad's knee exercises more fun, like a game? he's 64, had a knee replacement "
         "in Sep, stubborn, loves his kopi and his coffeeshop kakis. physio says he must do them twice a day"),
        ("a1b", "u1b", "assistant", (2025, 1, 11, 22, 14, 25), GAME_A2),
        ("u2", "a1b", "user", (2025, 1, 11, 22, 19),
         "love the kopi points thing!! what rewards for different levels? he doesn't want 'things'"),
        ("a2", "u2", "assistant", (2025, 1, 11, 22, 19, 18), GAME_A3),
    ]),
    conversation("portfolio", "Case study structure for panel", [
        ("u1", None, "user", (2025, 1, 26, 15, 2),
         "I'm a senior UX designer preparing a case study presentation for a panel interview. "
         "project: clinic booking app redesign, completion rate 61 to 78%. how to structure 20-25 min?"),
        ("a1", "u1", "assistant", (2025, 1, 26, 15, 2, 30), PF_A1),
    ]),
    conversation("honeymoon", "Hokkaido vs Bali honeymoon", [
        ("u1", None, "user", (2025, 4, 12, 23, 31),
         "honeymoon late november 2025, 8-9 days, from singapore. hokkaido vs bali? "
         "I want snow + onsen, fiance wants to lie by a pool and do nothing"),
        ("a1", "u1", "assistant", (2025, 4, 12, 23, 31, 40), HM_A1),
    ]),
]
CHATS["chats/chatgpt/conversations.json"] = json.dumps(
    CONVS, ensure_ascii=False).encode("utf-8")
