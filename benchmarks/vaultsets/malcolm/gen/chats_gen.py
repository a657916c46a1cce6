"""Chat exports: ChatGPT-style export, {"messages": [...]} files, and a .jsonl."""
import json, uuid, random
from datetime import datetime, timezone, timedelta
from common import write_json, write_text

rnd = random.Random(5309)


def uid():
    return str(uuid.UUID(int=rnd.getrandbits(128), version=4))


def epoch(s, offset_h):
    d = datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone(timedelta(hours=offset_h)))
    return d.timestamp() + rnd.random()


def node(mid, role, text, t, parent):
    return {"id": mid, "message": None if role is None else {
        "id": mid, "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True} if role == "system" else {},
        "recipient": "all", "channel": None}, "parent": parent, "children": []}


def conversation(title, start, tz, turns, branch=None):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM:SS'). branch: (index_of_user_turn, old_text, old_reply)
    creates an abandoned sibling branch for an edited user message."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid()
    mapping[sys_id] = node(sys_id, "system", "", None, root)
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    for i, (role, text, ts) in enumerate(turns):
        if branch and i == branch[0]:
            old_u, old_a = uid(), uid()
            mapping[old_u] = node(old_u, "user", branch[1], epoch(ts, tz) - 240, parent)
            mapping[parent]["children"].append(old_u)
            mapping[old_a] = node(old_a, "assistant", branch[2], epoch(ts, tz) - 200, old_u)
            mapping[old_u]["children"].append(old_a)
        mid = uid()
        mapping[mid] = node(mid, role, text, epoch(ts, tz), parent)
        mapping[parent]["children"].append(mid)
        parent = mid
    cid = uid()
    ct = epoch(start, tz)
    return {"title": title, "create_time": ct, "update_time": mapping[parent]["message"]["create_time"],
            "mapping": mapping, "moderation_results": [], "current_node": parent, "plugin_ids": None,
            "conversation_id": cid, "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
            "is_archived": False, "is_starred": None, "safe_urls": [], "default_model_slug": "gpt-4o",
            "conversation_origin": None, "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


DAMP_A1 = """Sorry to hear that - damp is the most common serious fault in touring caravans of that age, but the good news is that a localised patch at a front corner is usually very repairable. Here's how I'd think about it.

**1. Understand what's actually wet**
Moisture meter readings in caravans are relative, not absolute. Most engineers treat 0-15% as normal, 15-30% as "investigate" and anything above 30% as active damp. A soft floor near the corner suggests the moisture has been there long enough to affect the timber framing or the floor edge, not just the surface.

**2. Likely causes at a front corner**
- Failed sealant behind the corner moulding (very common; the mastic hardens and cracks after 8-10 years)
- Window seals (the front window on many models has a large seal that shrinks)
- Gas locker drain or front locker lid seals
- Roof-to-wall joint at the front

**3. Repair options**
- *Specialist repair (strip and rebuild)*: panel or moulding removed, wet timber cut out and replaced, new butyl and sealant, re-tested. Typically several hundred pounds to a couple of thousand, depending on extent.
- *Resin injection*: cheaper, less invasive, but only suitable for minor delamination and doesn't fix rotten timber.
- *Ignore it*: not recommended. Damp spreads along the framing and can affect the floor, which is structural.

**4. Is it worth it?**
For a 2016 van in otherwise good condition, almost certainly yes. A proper repair with paperwork can protect the resale value, while an unrepaired damp report will knock a large amount off it.

**5. Practical steps**
- Get two or three written quotes from specialist repairers (ask for photos of previous jobs).
- Ask whether they will re-test after repair and provide a certificate.
- Keep the van ventilated and covered meanwhile.
- Plan around your June trip - most workshops are busiest in spring.

Would you like a checklist of questions to ask the repairers?"""

DAMP_A2 = """Good plan - two or three quotes is about right, and it's sensible not to take this on yourself. Questions worth asking each repairer:

1. What do you think the cause is, and how will you confirm it once the panel is off?
2. Will you replace timber or just dry it out? (Rotten timber needs replacing.)
3. Is the quote fixed, or will you phone me before doing extra work?
4. How long will you need the caravan, and can you store it securely?
5. Will you re-test after the repair and provide readings in writing?
6. Do you offer a warranty or a follow-up check?
7. Are you an approved workshop for the manufacturer or a recognised trade body?

Then compare on more than price: how clearly they explain the job, the follow-up check, and whether the dates work with your trips. A repair done properly once is cheaper than one done twice."""

TEA_OLD = "What can I cook for my grandchildren after school?"
TEA_OLD_A = "Happy to help! Could you tell me their ages, any dietary needs, and how much time you have?"
TEA_Q = """I look after my grandchildren Elis (9) and Mali (6) on Tuesdays and Thursdays after school. I need quick teas that are ready by 5. Elis has gone vegetarian (a school project, his mam says go along with it). Mali won't eat anything with "bits" in a sauce and is allergic to kiwi - but she'd live on fish fingers if you let her. I'm type 2 diabetic so I'd like something I can eat too without a mountain of pasta. And please, no recipes that depend on sweeteners - I can't stand the stuff."""
TEA_A = """Here are ten quick teas that work for a vegetarian 9-year-old, a fussy 6-year-old and a grandparent watching carbs. Most take 20-30 minutes.

**Mix-and-match (everyone gets the same base, different toppings)**
1. *Fish finger / veggie finger traybake* - Mali's fish fingers and Elis's veggie fingers on one tray with potato wedges (skins on) and sweetcorn. You take a smaller portion of wedges and extra veg.
2. *Build-your-own wraps* - wholemeal wraps, grated cheese, beans, lettuce, cucumber, and chicken or falafel. Children love assembling; you control your own portion.
3. *Jacket potatoes* - microwave then crisp in the oven; beans and cheese for the children, cottage cheese and salad for you.

**Smooth sauces (no "bits")**
4. *Blended tomato soup with cheese toasties* - blitz the soup smooth so there are no visible vegetables.
5. *Cheesy cauliflower and broccoli bake* - blend the sauce; serve with a small portion of pasta for them, more veg for you.
6. *Omelette or frittata* - plain for Mali, with peppers for Elis.

**Batch-friendly**
7. *Lentil bolognese blended smooth* - freeze in portions; spaghetti for them, courgetti or a small portion for you.
8. *Veggie sausage and mash* - swap some of the potato for swede or cauliflower in your share.
9. *Homemade pizza on wholemeal pitta* - everyone chooses toppings.
10. *Pancakes* (Mali's favourite) - savoury with cheese and ham or cheese and spinach.

**Fruit for afters:** apple slices, berries, banana, clementines - avoid fruit salads from shops in case they contain kiwi.

On sweeteners: none of these need them. For a treat, a small portion of the real thing (a Welsh cake, a square of chocolate) is fine within your overall carbohydrate budget - ask your practice nurse what suits you."""

DNA_Q = """I've had my HelixRoots DNA results back. 71% Wales, which surprised nobody. My top match is a woman in Ohio, Gwen Bowen-Ashby: 212 cM shared across 9 segments. What relationships does that fit? I should say I don't trust the online family trees people put up - most are copied from each other without any sources - so I want to work it out from proper documents, not just click "accept hint"."""
DNA_A = """212 cM across 9 segments is a meaningful match - definitely a genuine relative, not noise. Based on typical shared-cM ranges, it's consistent with several relationships:

- **Second cousin once removed** (average around 120-130 cM; range up to ~300)
- **Third cousin** (average ~75 cM, but the range can extend above 200)
- **Half second cousin** (average ~120 cM)
- **First cousin twice removed** (less likely at this level)

Because 212 cM sits in the overlap of several ranges, the DNA alone can't tell you which. Your approach - documents first - is exactly right. Steps:

1. **Ask Gwen for her tree back to about 1850**, with places. A surname that appears on both sides (e.g. Bowen) and a shared place (a parish or chapel) is the strongest clue.
2. **Look at shared matches**: people who match both of you. If they all descend from one of your grandparents' lines, that narrows it down.
3. **Build the generations down** from the candidate common ancestor couple on both sides using civil registration, census and (for emigrants) passenger lists and naturalisation records.
4. **Check the generation count** - if the common ancestors are your great-great-grandparents and hers too, you're third cousins.
5. **Record your sources** for every link.

Emigration from Wales to Ohio was very common in the 19th and early 20th centuries, especially to the Welsh settlements in Jackson and Gallia counties, so an Ohio match with a Welsh surname is entirely plausible."""
DNA_Q2 = "She hasn't replied yet. If she does, what should I send her? I have a family Bible and some photos."
DNA_A2 = """Start small and generous:

- A short introduction: who you are, where your family is from, and which surnames and places you're researching.
- Your direct line back to the candidate ancestors, with dates and places (not your whole tree).
- One or two items of real interest - a scan of the Bible's family page or a photograph - which often encourages people to share in return.
- Ask specific questions: her earliest known ancestor in the line, where they were born, when they emigrated.

Scan documents at 600 dpi on a flatbed if you can, save as TIFF or high-quality JPEG, and name the files clearly (e.g. "Bowen_family_Bible_p1.jpg")."""

GRANT_Q = """Our community council has been awarded £40,000 by a flood grant funder, against £44,200 requested. The panel cut it because of our contingency and wants the property flood resilience part competitively quoted. How do I present a revised budget to the working group? I want to keep the PFR for the nine houses intact if I possibly can - that's what the residents care about. And I like things on paper: I'll print it and take it to the meeting, so a simple table please, no fancy dashboards."""
GRANT_A = """Congratulations - that's a strong outcome. A clear, one-page revised budget will help the group make decisions quickly. Suggested structure:

**1. Headline** - Awarded £40,000; council match funding (as required by the conditions); total available.

**2. Table: original vs revised**
| Item | Original | Revised | Change | Note |
|---|---|---|---|---|
| Desilting | ... | ... | ... | |
| Screen and platform | ... | ... | ... | |
| Duct removal | ... | ... | ... | |
| PFR (9 properties) | ... | ... | 0 | protected |
| Warden kit | ... | ... | ... | reduced |
| Gauge / alert | ... | ... | ... | |
| Contingency | ... | ... | ... | reduced |

**3. Where the savings come from** - contingency first (the panel's own concern), then non-essential kit, then phasing.

**4. Risks of the cuts** - with less contingency, what happens if the duct removal costs more? Propose a fallback (e.g. reduce PFR from 9 to 8 only as a last resort, with the group's agreement).

**5. Decisions needed** - list them as resolutions the group can vote on.

Print on one side of A4 and bring spares. Members will read a table; they won't read three pages of narrative."""

MEDS_Q = """Yesterday at the diabetes clinic the consultant stopped my sitagliptin and started me on empagliflozin 10 mg every morning. I'm 71, type 2 since 2019, still on metformin 1 g twice a day, and my HbA1c was 58. What should I expect from the new tablet?

A few things about me that matter: I walk the Taff Trail three mornings a week, we go caravanning a lot so a loo isn't always close, and I really don't like artificial sweeteners - everything labelled "diabetic friendly" seems to be full of them, and aspartame tastes of metal to me."""
MEDS_A = """Empagliflozin belongs to a group called SGLT2 inhibitors. It works by making your kidneys pass more glucose out in the urine, which lowers blood glucose and often helps with modest weight loss and blood pressure. It also has good evidence for protecting the heart and kidneys. Here's what to expect:

**Common effects**
- Passing more urine, especially in the first couple of weeks - plan loo stops on walks and when towing.
- Thirst - drink regularly, particularly on hot days and when active.
- Genital thrush or urinary infections - keep good hygiene, and see your GP or pharmacist promptly if you get symptoms.

**Less common but important**
- **Ketoacidosis** (rare): feeling very unwell, nausea, vomiting, abdominal pain, fast breathing - even if your blood glucose isn't very high. Seek help urgently and tell them you take empagliflozin.
- **Dehydration**: especially with diarrhoea or vomiting.

**Sick-day rules**
If you are unwell and unable to eat or drink normally, you'll usually be advised to stop empagliflozin (and metformin) temporarily and restart 24-48 hours after eating and drinking normally. Your nurse should give you written guidance.

**Lows**
On its own, with metformin, empagliflozin rarely causes hypos, so your morning walks are unlikely to be a problem.

**Sweeteners**
You don't need "diabetic" products at all. Many are expensive and some contain sugar alcohols that can upset the stomach. Small portions of ordinary foods, counted within your overall intake, are generally fine - a dietitian can help you plan."""
MEDS_Q2 = "One more thing - they offered me video calls for follow-up. I'd much rather talk on the phone, or go in for anything new. I spend the whole video call looking at my own face. Is it reasonable to ask?"
MEDS_A2 = """Entirely reasonable. Most clinics offer telephone, video and face-to-face appointments and will record your preference if you ask. A sensible approach is phone for routine results, face to face for anything new - exactly what you describe. Mention it when you book, and ask them to note it on your record."""
MEDS_Q3 = "Update: the metformin is playing havoc with my stomach, worse on the caravan trips. Anything I can ask for?"
MEDS_A3 = """Gastrointestinal side effects are the most common problem with metformin. Options to discuss with your practice nurse or GP:

- **Modified-release (slow-release) metformin**, taken once a day with the evening meal - often much better tolerated.
- Taking tablets with or just after food, never on an empty stomach.
- A temporary dose reduction and slower increase.

Don't stop it on your own; ask the practice, who can often switch you without an appointment."""

CARAVAN_Q = """Planning our caravan year. Llangrannog with the grandchildren is booked (21-25 July), Brecon has moved to September because of a damp repair, and I want something for May 2026.

Our rules, for what it's worth:
- small farm sites, no clubhouse, no entertainment, no kids' discos (even with the grandchildren!)
- hardstanding with hook-up
- Glenys needs proper hot showers - that's non-negotiable
- normally no more than about two and a half hours' towing from Cardiff
- and I never, ever tow on the M4 on a Friday afternoon. I'll go over the Heads of the Valleys or leave on the Saturday morning.

For a longer trip I'd stretch to four hours with a break halfway. Ideas for north Wales in May?"""
CARAVAN_A = """North Wales in May is a great choice - quieter than summer, long evenings and often the driest month. Some ideas that fit small, quiet sites with hardstanding and good facilities:

1. **Dinas Dinlle (near Caernarfon)** - flat coastal spot with a long beach and views to Llŷn and Anglesey. Small sites nearby, good for walking and for Caernarfon castle.
2. **Llŷn peninsula (Abersoch/Aberdaron area)** - beautiful, but the last few miles are narrow lanes; choose a site near a main road.
3. **Harlech / Llandanwg** - beach, castle, mountain views; small farm sites inland.
4. **Betws-y-Coed / Conwy valley** - woodland walks; pick a site away from the village traffic.
5. **Bala** - lake, steam railway, easier roads than the coast.

**Route and timing from Cardiff**
- A470 north all the way is scenic but slow with a caravan in places; the A483/A458 via Welshpool can be easier.
- A midway stop at Machynlleth or Dolgellau breaks a four-hour journey nicely.
- Leave mid-morning on a weekday to avoid school traffic, and aim to arrive before 4pm.

**Checking your rules**
- Phone the site and ask specifically about the shower block (hot water all day?) and hardstanding size.
- Ask for a pitch away from the entrance and the bins.
- Check whether the site has any events planned that weekend.

Would you like a packing list for a May trip?"""
CARAVAN_Q2 = "Booked it: Maes Dinlle at Dinas Dinlle, 18-22 May 2026. £40 deposit paid, balance by 1 April. We'll break the journey at Machynlleth both ways."
CARAVAN_A2 = """Lovely - that's a great choice. I'd put the balance date (1 April 2026) in your calendar now, and check the tyres and habitation check before then: your habitation check will fall due around March, which leaves time to sort anything out. Enjoy the sunsets over the Menai!"""


def build():
    convs = [
        conversation("Damp in touring caravan", "2025-03-20 20:10:00", 0, [
            ("user", """My caravan (2016 Coachcraft Wren 530) had its habitation check yesterday and the engineer found damp in the front nearside corner, from the floor up to the window, and the floor is a bit soft under the chest of drawers. I'm a retired civil engineer so don't spare me the technical detail. Is it worth repairing or should we cut our losses and sell? I'd rather fix it properly - we love this van and I don't want a new one full of electronics. We're booked for Brecon in early June.""", "2025-03-20 20:10:30"),
            ("assistant", DAMP_A1, "2025-03-20 20:11:05"),
            ("user", "I'll get two quotes. And I won't be doing it myself - my knees won't take a week lying on the floor of a caravan. What should I ask them?", "2025-03-20 20:19:12"),
            ("assistant", DAMP_A2, "2025-03-20 20:19:40"),
        ]),
        conversation("Tea ideas for grandchildren", "2025-03-27 12:02:00", 0, [
            ("user", TEA_Q, "2025-03-27 12:06:40"),
            ("assistant", TEA_A, "2025-03-27 12:07:15"),
        ], branch=(0, TEA_OLD, TEA_OLD_A)),
        conversation("DNA match - how are we related?", "2025-09-15 21:30:00", 1, [
            ("user", DNA_Q, "2025-09-15 21:30:20"),
            ("assistant", DNA_A, "2025-09-15 21:30:58"),
            ("user", DNA_Q2, "2025-09-15 21:41:03"),
            ("assistant", DNA_A2, "2025-09-15 21:41:30"),
        ]),
        conversation("Revised budget after grant award", "2025-10-07 09:15:00", 1, [
            ("user", GRANT_Q, "2025-10-07 09:15:22"),
            ("assistant", GRANT_A, "2025-10-07 09:16:01"),
        ]),
    ]
    write_json("chats/chatgpt/conversations-2025-10.json", convs)

    write_json("chats/assistant/diabetes-new-tablet-2025-06.json", {"messages": [
        {"role": "user", "content": MEDS_Q, "timestamp": "2025-06-11T08:42:10+01:00"},
        {"role": "assistant", "content": MEDS_A, "timestamp": "2025-06-11T08:42:48+01:00"},
        {"role": "user", "content": MEDS_Q2, "timestamp": "2025-06-11T08:50:31+01:00"},
        {"role": "assistant", "content": MEDS_A2, "timestamp": "2025-06-11T08:50:49+01:00"},
        {"role": "user", "content": MEDS_Q3, "timestamp": "2025-08-02T19:05:12+01:00"},
        {"role": "assistant", "content": MEDS_A3, "timestamp": "2025-08-02T19:05:40+01:00"},
    ]})

    write_json("chats/assistant/caravan-plans-2025-07.json", {"messages": [
        {"role": "user", "content": CARAVAN_Q, "timestamp": "2025-07-02T20:31:00+01:00"},
        {"role": "assistant", "content": CARAVAN_A, "timestamp": "2025-07-02T20:31:44+01:00"},
        {"role": "user", "content": CARAVAN_Q2, "timestamp": "2025-07-30T18:12:09+01:00"},
        {"role": "assistant", "content": CARAVAN_A2, "timestamp": "2025-07-30T18:12:30+01:00"},
    ]})

    lines = [
        ("user", "how do you say Ystradgynlais", "2025-02-03T19:40:11+00:00"),
        ("assistant", "Roughly \"uh-strad-GUN-lice\": Y = \"uh\", strad as in English, \"gyn\" with a hard g, and \"lais\" rhymes with \"rice\". The stress falls on the second-to-last syllable, as usual in Welsh. It means roughly \"the vale (ystrad) of the Cynlais\", a small river.", "2025-02-03T19:40:20+00:00"),
        ("user", "Carbs in a Welsh cake? I allow myself one on a Sunday. Not interested in the sugar-free versions - sweeteners make everything taste of tin.", "2025-04-22T16:05:00+01:00"),
        ("assistant", "A typical homemade Welsh cake (about 40 g) has roughly 20-25 g of carbohydrate, of which around 8-10 g is sugar, depending on the recipe and how much dried fruit you use. Shop-bought ones are often larger. One on a Sunday fits comfortably into most plans - enjoying a small amount of the real thing is a perfectly reasonable approach.", "2025-04-22T16:05:12+01:00"),
        ("user", "what's a cumec", "2025-05-15T21:12:40+01:00"),
        ("assistant", "A cumec is a cubic metre per second (m3/s), the standard unit of flow for rivers and culverts. One cumec is 1,000 litres every second - roughly a bathful every fifth of a second.", "2025-05-15T21:12:47+01:00"),
        ("user", "Packed lunch for a beach day from the caravan - boy 9 vegetarian, girl 6 allergic to kiwi, no sauces with bits", "2025-07-22T08:01:30+01:00"),
        ("assistant", "Easy options: cheese and cucumber sandwiches or wraps, hummus with breadsticks and carrot sticks, hard-boiled eggs, cheese cubes, crackers, apple slices, grapes (halved for the six-year-old), a banana, and a small flapjack each. Keep everything in a cool bag with an ice pack, and bring plenty of water.", "2025-07-22T08:01:44+01:00"),
        ("user", "My HbA1c came back at 51, down from 58. What is that as a percentage?", "2025-10-09T10:30:00+01:00"),
        ("assistant", "51 mmol/mol is about 6.8% in the older DCCT units. 58 mmol/mol is about 7.5%. A fall of 7 mmol/mol is a worthwhile improvement - well done.", "2025-10-09T10:30:09+01:00"),
    ]
    text = "".join(json.dumps({"role": r, "content": c, "timestamp": ts}, ensure_ascii=False) + "\n" for r, c, ts in lines)
    write_text("chats/assistant/quick-questions-2025.jsonl", text)
