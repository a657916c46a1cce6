"""Chat exports: ChatGPT conversations.json, two plain message lists, a JSONL log,
and a Google Chat (Takeout) DM with Sana."""
import datetime as dt
import json
import uuid

from util import h, write_text

NS = uuid.UUID("6f1c2a52-2b7e-4c1e-9d7a-0a1b2c3d4e5f")


def _uuid(s):
    return str(uuid.uuid5(NS, s))


def _epoch(s):
    """'2023-11-20 20:14:05' (UTC) -> float epoch."""
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=dt.timezone.utc)
    return d.timestamp() + 0.123456


def _dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


# ------------------------------------------------------------------ ChatGPT
def _conversation(title, cid, turns, model="gpt-4o"):
    """turns: list of (node_key, parent_key, role, time, text). parent None = root."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = _uuid(cid + "sys")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]},
        "status": "finished_successfully", "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None},
        "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    ids = {None: sys_id}
    last = sys_id
    for key, parent, role, t, text in turns:
        nid = _uuid(cid + key)
        ids[key] = nid
        pid = ids[parent]
        meta = {}
        if role == "assistant":
            meta = {"model_slug": model, "default_model_slug": model, "finish_details":
                    {"type": "stop", "stop_tokens": [200002]}}
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": _epoch(t), "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
            "parent": pid, "children": []}
        mapping[pid]["children"].append(nid)
        last = nid
    times = [_epoch(t[3]) for t in turns]
    return {"title": title, "create_time": min(times), "update_time": max(times),
            "mapping": mapping, "moderation_results": [], "current_node": last,
            "plugin_ids": None, "conversation_id": _uuid(cid), "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": model, "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [],
            "id": _uuid(cid)}


CONV_HALF_LIFE = _conversation("Half-life lesson – dice practical", "halflife", [
    ("u1", None, "user", "2023-11-20 20:14:05",
     "I'm teaching half-life to Year 11 next week (AQA separate physics, mixed ability, 28 kids). "
     "Honestly I can't stand the PhET simulation for this – they just click through it and learn "
     "nothing. I much prefer a hands-on model: I usually do the dice practical (100 dice, throw, "
     "remove every one that lands on a six, count, repeat). Can you build me a 60-minute lesson "
     "around the dice version?"),
    ("a1", "u1", "assistant", "2023-11-20 20:14:31",
     "Here's a 60-minute lesson built around the dice model of radioactive decay.\n\n"
     "**Starter (8 min)** – retrieval: What is an isotope? What are alpha, beta and gamma? What "
     "does 'random' mean in physics?\n\n"
     "**Hook (5 min)** – show a graph of Carbon-14 activity vs time with no labels. Ask: what do "
     "you notice about how quickly it falls?\n\n"
     "**Dice practical (25 min)** – groups of 3–4, 100 dice each.\n"
     "1. Throw all the dice.\n2. Remove every die showing a six – these have 'decayed'.\n"
     "3. Record the number remaining.\n4. Repeat until fewer than 5 remain.\n"
     "Pool class results for a smoother curve.\n\n"
     "**Analysis (12 min)** – plot number remaining vs throw number. Find how many throws it takes "
     "to go from 100 to 50, 50 to 25, 25 to 12. Introduce 'half-life' as that constant time.\n\n"
     "**Exit ticket (10 min)** – three exam-style questions: a half-life from a graph, a "
     "calculation (activity after 3 half-lives), and an 'explain why you can't predict when one "
     "nucleus will decay'.\n\n"
     "Tip: the dice half-life is about 3.8 throws (ln2 / ln(6/5)) – a nice extension for the top set."),
    ("u2", "a1", "user", "2023-11-20 20:19:40",
     "Perfect. Add a graph worksheet with a scaffold for the lower-attaining group – they struggle "
     "to choose a scale."),
    ("a2", "u2", "assistant", "2023-11-20 20:20:02",
     "Graph worksheet (scaffolded version):\n\n"
     "- Axes pre-drawn: x-axis 'Throw number' 0–20 (1 square = 1 throw), y-axis 'Dice remaining' "
     "0–100 (1 square = 5 dice).\n- A results table with the first two rows filled in as an example.\n"
     "- Prompt: 'Draw a smooth curve – do NOT join the dots with a ruler.'\n"
     "- Step boxes: 'Start at 100 on the y-axis. Go across to the curve. Go down. Write the throw "
     "number: ___. This is one half-life.'\n- Challenge box: 'Repeat from 50. Is it the same?'"),
])

CONV_SPEECH = _conversation("Mehndi speech for my sister", "speech", [
    ("u1", None, "user", "2024-07-28 21:02:44",
     "Write a funny roast speech for my sister's mehndi, lots of jokes about her being bossy and "
     "always late."),
    ("a1", "u1", "assistant", "2024-07-28 21:03:10",
     "Here's a light-hearted roast:\n\n\"Good evening everyone! For those who don't know me, I'm "
     "Tariq, Sana's older brother – or as she calls me, her unpaid assistant. Sana has been "
     "organising this family since she was four... Imran, a word of advice: if she says 'five "
     "minutes', bring a book...\""),
    # the user then edited the first message – this is the branch that was kept
    ("u1b", None, "user", "2024-07-28 21:06:15",
     "Actually scrap that. Write a short, heartfelt speech for my little sister Sana's mehndi – "
     "under 3 minutes spoken. No roasting and no embarrassing stories: I really don't like "
     "roast-style wedding speeches, they always go wrong in front of the aunties and someone ends "
     "up upset. Warm, a bit of gentle humour is fine. Mention our dad's recovery from heart surgery "
     "last year gently (he'll be sitting at the front), thank Imran's family, and end with a short "
     "Urdu couplet for Abbu. British English please."),
    ("a1b", "u1b", "assistant", "2024-07-28 21:06:49",
     "Assalam o alaikum, and good evening everyone.\n\n"
     "For those who don't know me, I'm Tariq, Sana's big brother. I'll keep this short – the food's "
     "nearly ready and I know where your priorities are.\n\n"
     "Sana, when you were little you used to line up your teddies and take the register. You were "
     "organising us before you could spell 'organise'. This year, when our family had its hardest "
     "months, it was you who held everyone together – the lists, the lifts, the late-night calls – "
     "and you never once made it about you.\n\n"
     "Abbu, a year ago we were sitting in a hospital waiting room. Tonight you're sitting in the "
     "front row at your daughter's mehndi. Alhamdulillah.\n\n"
     "To Imran and the Qureshi family: thank you for welcoming our sister with so much warmth. "
     "Imran – look after her, and she'll look after everything else.\n\n"
     "And Abbu, this one's for you:\n"
     "*'Baap ki dua, saaya hai saari umr ka – tum ho to har dhoop bhi chhaon lagti hai.'*\n\n"
     "Please raise your glasses – of Rooh Afza – to Sana and Imran."),
    ("u2", "a1b", "user", "2024-07-28 21:12:30",
     "Good. Make the middle bit a bit less formal and cut the Rooh Afza line, it's a bit cheesy."),
    ("a2", "u2", "assistant", "2024-07-28 21:12:58",
     "Revised middle section:\n\n\"Sana, when you were little you took the register for your "
     "teddies. Nothing's changed – this year you basically ran our house. When Abbu was poorly, you "
     "were the one with the lists, the lifts and the phone calls at midnight, and you never once "
     "made a fuss about it.\"\n\nAnd a simpler ending:\n\n\"So – to Sana and Imran. May your home "
     "be full of laughter, chai and a reasonable number of guests.\""),
])

CONV_OFSTED = _conversation("Science deep dive – practice questions", "deepdive", [
    ("u1", None, "user", "2024-01-14 19:40:12",
     "Ofsted could call any week. Give me the kind of questions an inspector asks a physics "
     "teacher in a science deep dive, and what a strong answer covers. Short please."),
    ("a1", "u1", "assistant", "2024-01-14 19:40:40",
     "1. **Where does this lesson sit in the sequence?** – prior knowledge it builds on (KS3 "
     "energy stores), what it prepares for (required practical, GCSE energy equations).\n"
     "2. **Why this practical?** – what pupils learn *from* it, not just what they do.\n"
     "3. **How do you check they've remembered?** – retrieval starters, low-stakes quizzes.\n"
     "4. **How do you adapt for SEND?** – pre-drawn tables, paired roles, vocabulary lists.\n"
     "5. **How do you know the curriculum is working?** – books, mock analysis, pupil voice.\n\n"
     "Keep answers concrete: name a pupil, show a book, point to a display."),
])


# ------------------------------------------------------------ plain message lists
CRICKET_MSGS = [
    {"role": "user", "timestamp": "2024-02-11T19:22:04Z",
     "content": "I coach a Sunday league cricket team (40 overs, Div 2). Kit fund has about £410 in it. "
                "I need match balls for the season, training balls, a first-aid restock and "
                "ideally a deposit on new shirts. How would you split it?"},
    {"role": "assistant", "timestamp": "2024-02-11T19:22:31Z",
     "content": "A sensible split for ~£410:\n- Match balls: 12 x mid-range match balls ≈ £150–180\n"
                "- Training balls: 6 x practice balls ≈ £40–60\n- First-aid restock ≈ £20–25\n"
                "- Shirt deposit: whatever's left (≈ £150)\n\nIf sponsorship comes in, top up the "
                "shirt fund first – match balls are the thing you can't skimp on."},
    {"role": "user", "timestamp": "2024-02-11T19:25:50Z",
     "content": "On balls – I always go for Readers Grade A for matches. Tried the cheaper Kookaburra "
                "club ones two seasons ago and they go soft after about 20 overs and lose their shape, "
                "bowlers hated them. Happy to pay more for the Readers. Adjust?"},
    {"role": "assistant", "timestamp": "2024-02-11T19:26:12Z",
     "content": "Makes sense – a ball that holds its shape for 40 overs is worth it. Readers Grade A "
                "are typically around £14–15 each in a dozen pack, so budget ≈ £175 for 12. That "
                "leaves ≈ £235: training balls £40, first aid £22, and ≈ £170 towards the shirts."},
    {"role": "user", "timestamp": "2024-03-02T10:05:18Z",
     "content": "Different question – batting order. Captain wants to open with himself and our "
                "patient lad, then our best player of spin at 3. Big hitter at 5 or 6?"},
    {"role": "assistant", "timestamp": "2024-03-02T10:05:44Z",
     "content": "In a 40-over game, a pure big hitter is most valuable arriving with 12–18 overs left. "
                "Put him at 6 with a flexible rule: promote him to 5 if you're 120+ at over 25 with "
                "wickets in hand, drop him to 7 if you've lost early wickets and need to rebuild."},
]

CERN_MSGS = [
    {"role": "user", "timestamp": "2023-12-03T20:48:10Z",
     "content": "I'm writing a risk assessment for a school trip to Geneva and CERN, Feb, 36 students "
                "(Y11/Y12), 4 staff, flights from Manchester, hotel in the Paquis area, trams, a "
                "lake cruise. The EVC wants it by the 15th. Give me the main hazards + controls as a table."},
    {"role": "assistant", "timestamp": "2023-12-03T20:49:02Z",
     "content": "| Hazard | Who | Control |\n|---|---|---|\n"
                "| Student separated/lost (airport, trams, CERN) | students | buddy groups of 3 min; "
                "staff phone numbers on lanyard cards; agreed meeting points; headcounts at every "
                "transition |\n| Medical emergency (asthma, anaphylaxis, diabetes) | named students "
                "| care plans carried by a named adult; spare inhalers/adrenaline; GHIC + insurance "
                "details on every staff phone |\n| Cold weather / lake wind | all | kit list, warm "
                "layers, check forecast daily |\n| Road/tram safety | all | cross as a group, staff "
                "front and back |\n| Lake cruise | all | cancel in high wind; stay inside cabin area |\n"
                "| Night-time (hotel) | students | room checks; phones in at a set time; staff on "
                "same floor |\n| Loss of passport | students | staff hold photocopies; passports "
                "checked at each departure |"},
    {"role": "user", "timestamp": "2023-12-03T20:53:27Z",
     "content": "Good. What about the fondue restaurant – anything I'm missing?"},
    {"role": "assistant", "timestamp": "2023-12-03T20:53:50Z",
     "content": "Check allergens with the restaurant in advance (cheese/dairy, nuts in desserts), "
                "hot pots and burners on tables (burn risk), and whether the fondue contains "
                "alcohol – traditional Swiss fondue is made with white wine, so ask for an "
                "alternative for anyone who doesn't drink."},
]

QUICK = [
    ("2023-10-19T06:51:00Z", "how long after heart bypass can you drive uk",
     "Usually you must not drive a car for at least 4 weeks after CABG; many surgeons say 6. "
     "You don't normally need to tell the DVLA for a car licence, but check with the surgical team."),
    ("2023-12-14T06:12:44Z", "combi boiler pressure normal range",
     "About 1–1.5 bar when the system is cold; it rises to ~2 bar when hot. Below 1 bar it may lock out."),
    ("2024-01-29T21:03:10Z", "swiss plug type",
     "Switzerland uses type J sockets (3 round pins). Many 'Europe' type C plugs fit, type F (Schuko) often don't."),
    ("2024-02-06T18:40:37Z", "100 CHF in GBP",
     "Roughly £90 at current rates (Feb 2024) – check your bank's rate on the day."),
    ("2024-02-20T07:15:22Z", "ejection fraction normal range",
     "About 55–70% is normal; 41–49% mildly reduced; 40% or below is reduced."),
    ("2024-03-09T11:02:09Z", "mens cricket ball weight",
     "155.9–163 g (5.5–5.75 oz) for senior men's cricket."),
    ("2024-03-20T22:31:45Z", "walima who pays traditionally",
     "Traditionally the groom's family hosts and pays for the walima."),
    ("2024-04-11T09:58:30Z", "aug bank holiday 2024 date england",
     "Monday 26 August 2024."),
    ("2024-05-15T07:30:12Z", "bisoprolol dizziness when standing",
     "A known side effect, especially with a slow pulse. Don't stop it suddenly – speak to the GP; "
     "they may reduce the dose."),
    ("2024-06-30T20:11:05Z", "specific heat capacity of water",
     "4200 J/kg°C (4.18 kJ/kg K) – the value AQA gives on the equation sheet questions."),
    ("2024-07-15T19:44:51Z", "how many dholki nights before mehndi normally",
     "No fixed rule – many families do one to three in the weeks before, often on weekends."),
    ("2024-08-13T21:20:30Z", "gcse results day 2024 date",
     "Thursday 22 August 2024."),
]

# ------------------------------------------------------------------ Google Chat
T_ = ("Tariq Mahmood", "tariq.mahmood@postbox.example")
S_ = ("Sana Mahmood", "sana.mahmood@postbox.example")

GCHAT = [
    ("2023-10-09 17:40:12", S_, "Abbu's settled on the ward. Bed by the window, he's already made friends with the man opposite 🙄"),
    ("2023-10-09 17:41:03", T_, "Typical. Tell him to behave. I'll be there by 12 tomorrow, teaching P1 and 2 then Rachel's covering"),
    ("2023-10-10 15:02:47", S_, "Still in theatre. Ammi keeps asking the nurse every 10 mins"),
    ("2023-10-10 15:47:19", S_, "SURGEON CAME OUT. All good. Alhamdulillah 😭"),
    ("2023-10-17 14:05:33", S_, "Discharge at 4 apparently. Pharmacy is slow. Can you bring the car round the front"),
    ("2023-11-14 12:20:10", S_, "Abbu back from his first rehab. Says it was 'too easy' and then slept 2 hours lol"),
    ("2023-11-14 12:31:55", T_, "Classic. Did he do the bike?"),
    ("2023-11-14 12:33:02", S_, "Half of it. The nurse is strict, I like her"),
    ("2023-12-09 22:14:40", S_, "Mangni pics!! Check the family album. Imran's mum loved Ammi's biryani"),
    ("2023-12-09 22:16:01", T_, "Mashallah. Now the real work starts 😅 I'll do a plan in Jan"),
    ("2024-01-14 20:02:30", T_, "Done a master plan note + made a shared calendar for the shaadi. Check you can see it"),
    ("2024-01-14 20:10:48", S_, "I can see it. You've put 'Abbu – sits and greets' as his job 😂 accurate"),
    ("2024-03-18 21:36:12", T_, "Forwarded you the Lahori Degh quote. Tasting 4th April ok?"),
    ("2024-03-18 21:40:05", S_, "Yes. And Mughal Feast on the Saturday before?"),
    ("2024-04-06 21:15:44", S_, "Ammi's happy with the food decision, phew. Can you tell Javed bhai, I can't face it"),
    ("2024-04-06 21:16:30", T_, "I'll email him this week"),
    ("2024-05-06 19:55:03", S_, "Cards!! These are the ones, look: https://rangmahalprints.example/cards/royal-maroon-gold – maroon and gold, they can print 400 in 3 weeks"),
    ("2024-05-06 20:01:27", T_, "Very nice. Ammi will want more gold. Order them"),
    ("2024-05-13 07:48:19", S_, "Abbu's pulse was 47 this morning and he nearly fell over in the kitchen. I've asked the surgery to ring you"),
    ("2024-05-13 07:50:02", T_, "Good shout. I'll keep my phone on in lessons"),
    ("2024-05-20 22:15:11", T_, "DJ Kash booked for the mehndi. Deposit paid, confirmation email came"),
    ("2024-06-02 20:41:36", T_, "Pennine Marquees finally sent the quote. £3,800 for the marquee, flooring, heaters and lighting, plus a generator on top. For one night."),
    ("2024-06-02 20:43:10", S_, "WHAT. Bhai that's more than the baraat hall"),
    ("2024-06-02 20:52:48", S_, "Honestly I've been thinking anyway. Abbu can't sit out in a cold damp tent till midnight, the garden's on a slope with all the elders, and if it rains we're finished. Shalimar have the Noor Hall free on the 29th"),
    ("2024-06-02 20:55:21", T_, "Agreed on all of it. Let's talk to Abbu tomorrow after maghrib. I'll say it's doctor's orders"),
    ("2024-06-03 21:30:09", T_, "Abbu said yes!! 'Jo tum logon ko theek lagay.' FINAL decision: mehndi at Shalimar, no marquee. I'll ring them in the morning and tell Pennine no thanks"),
    ("2024-06-03 21:31:40", S_, "Ammi said she was going to suggest it anyway 🙃"),
    ("2024-06-09 10:20:14", S_, "Still thinking about that hall. It's perfect for it. Abbu will be so comfy"),
    ("2024-07-29 19:05:51", S_, "Bhai your speech. I swear if you mention the rabbit"),
    ("2024-07-29 19:06:40", T_, "Rabbit story is safe with me, promise 🤐"),
    ("2024-08-05 21:44:03", S_, "Dhol wale confirm huay? Imran's cousins keep asking about the entrance"),
    ("2024-08-05 21:50:27", T_, "Messaged Dhol Dynasty twice, no reply yet. Will ring them this week"),
    ("2024-08-12 17:25:16", S_, "Did the final numbers go to the caterer?"),
    ("2024-08-12 17:26:02", T_, "Yep this morning, Shahid bhai confirmed everything by email. Ammi's cut list was the final one"),
    ("2024-08-16 22:08:49", S_, "Dhol Dynasty??"),
    ("2024-08-16 22:10:15", T_, "Still no reply from them. Ringing tomorrow after Jummah, and if nothing I'll ask Kash who he knows"),
    ("2024-08-16 22:11:00", S_, "Ok. Don't forget. Love you, project manager ❤️"),
]


def _gdate(s):
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    return f"{d.strftime('%A')}, {d.day} {d.strftime('%B')} {d.year} at {d.strftime('%H:%M:%S')} UTC"


def _alnum(s, n):
    al = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
    x = int(h(s, 24), 16)
    out = ""
    for _ in range(n):
        out += al[x % 64]
        x //= 64
    return out


def build(root):
    write_text(root, "chats/chatgpt/conversations.json",
               _dump([CONV_SPEECH, CONV_HALF_LIFE, CONV_OFSTED]))
    write_text(root, "chats/assistant-cricket-2024.json", _dump(CRICKET_MSGS))
    write_text(root, "chats/assistant-cern-risk-assessment.json", _dump(CERN_MSGS))
    write_text(root, "chats/quick-questions.jsonl",
               "".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n"
                       for t, q, a in QUICK))
    space = "DM " + "rHk3PAAAAAE"
    msgs = []
    for t, who, text in GCHAT:
        topic = _alnum("topic" + t, 11)
        msgs.append({"creator": {"name": who[0], "email": who[1], "user_type": "Human"},
                     "created_date": _gdate(t), "text": text, "topic_id": topic,
                     "message_id": f"rHk3PAAAAAE/{topic}/{topic}"})
    base = f"Takeout/Google Chat/Groups/{space}/"
    write_text(root, base + "messages.json", _dump({"messages": msgs}))
    write_text(root, base + "group_info.json", _dump({"members": [
        {"name": T_[0], "email": T_[1], "user_type": "Human"},
        {"name": S_[0], "email": S_[1], "user_type": "Human"}]}))
