"""Chat exports: Google Chat (Takeout), ChatGPT conversations.json, two plain message JSONs, one JSONL."""
import json
import datetime as _dt
from util import central, takeout_date, hid, UTC

# ------------------------------------------------------------------ Google Chat (Takeout)
SPACE = "Space AAAAvCaTq1c"
GC_DIR = "chat/Takeout/Google Chat/Groups/%s/" % SPACE
PEOPLE = {
    "J": {"name": "Jorge Villarreal", "email": "jorge@villarrealcomfort.example", "user_type": "Human"},
    "R": {"name": "Ray Guzman", "email": "ray@villarrealcomfort.example", "user_type": "Human"},
    "T": {"name": "Tyler Benavides", "email": "tyler@villarrealcomfort.example", "user_type": "Human"},
}

GC = [
    ("J", (2025, 3, 3, 7, 5), "Morning y'all. Made this group so we stop losing stuff in 40 different text threads. Job stuff goes here.", None, None),
    ("R", (2025, 3, 3, 7, 21), "\U0001F44D", None, None),
    ("T", (2025, 3, 3, 7, 40), "bet", None, None),
    ("T", (2025, 3, 11, 10, 14), "Alamo is out of 45/5 caps again. Grabbed 2 at the Lone Star counter on Nacogdoches, receipt in the van", None, None),
    ("J", (2025, 4, 22, 11, 30), "@Tyler Benavides Mrs. Hernandez in Leon Valley says her condenser is humming and not starting. Go by after your 1pm.", "T", None),
    ("R", (2025, 5, 30, 15, 2), "Hernandez compressor is locked up. Cap good, contactor good, 0 amps then trips the breaker. It's the compressor. Pics", None, ["IMG_5521.jpg", "IMG_5522.jpg"]),
    ("J", (2025, 5, 30, 15, 10), "Ok. Unit's a 2020 install, still under the 10-yr parts. I'll do the claim with Coolmark. Leave it off and tell her we'll be back when the compressor comes in.", None, None),
    ("J", (2025, 6, 10, 6, 45), "New rule y'all. When you finish ANY install or major repair: pic of the data plate on the condenser AND on the furnace/air handler, plus before & after pics, posted HERE in this group before you leave the driveway. Not by text, not by email, not \"I'll send it later.\" I want them all in one place for warranty registrations and claims. The Hernandez claim took me 2 days because I couldn't find the serial.", None, None),
    ("T", (2025, 6, 10, 6, 52), "got it boss", None, None),
    ("R", (2025, 6, 10, 7, 3), "\U0001F44D (I'm gonna forget once, you can yell)", None, None),
    ("R", (2025, 6, 17, 14, 40), "Hernandez done. New compressor in, held 500 microns, charged by weight. Data plate + new comp label", None, ["IMG_5590.jpg", "IMG_5591.jpg"]),
    ("R", (2025, 7, 1, 19, 22), "Boss, my buddy Marco Ybarra can help us thru August. 6 yrs resi at one of the big outfits, EPA universal, his own tools. He's asking $28/hr", None, None),
    ("J", (2025, 7, 1, 19, 40), "W-2, not cash. Tell him to come Monday 7am with his license so Denise can do the paperwork and get him on the van insurance.", None, None),
    ("J", (2025, 7, 7, 7, 35), "Marco started today (he's not in this group, Ray fill him in). He rides with Ray this week.", None, None),
    ("T", (2025, 8, 12, 10, 48), "Mrs. Pruneda's pitbull almost took a chunk out of my leg at the Alamo Heights maintenance \U0001F633 tore my pants. I'm ok. She said \"he's never done that before\" \U0001F644", None, None),
    ("J", (2025, 8, 12, 10, 55), "You ok for real? Put a note in her customer file: dog in backyard, call 30 min ahead so she puts him up. Nobody goes in that yard till the dog is inside.", None, None),
    ("R", (2025, 8, 12, 11, 2), "lmao he's done it before, he got the pool guy too", None, None),
    ("J", (2025, 8, 29, 16, 30), "Marco's last day was today. Y'all thank him. Best summer we've had.", None, None),
    ("J", (2025, 9, 2, 6, 30), "Reminder huddle is TODAY (Tuesday) bc of Labor Day yesterday, same time", None, None),
    ("T", (2025, 10, 24, 8, 10), "Van 2 slipping real bad on 1604 this morning, took it straight to Ernie's. Ray picking me up", None, None),
    ("T", (2025, 10, 29, 16, 20), "Got the Chevy back. Shifts like butter now", None, None),
    ("R", (2025, 11, 5, 15, 30), "A2L class done. Both passed the quiz. Tyler got 100 and won't shut up about it", None, None),
    ("T", (2025, 12, 11, 23, 10), "He's here!! Tyler Jr, 7 lb 9 oz \U0001F499", None, ["IMG_6001.jpg"]),
    ("J", (2025, 12, 12, 6, 2), "Felicidades!! Take the week. Ray and I got it.", None, None),
    ("J", (2025, 12, 15, 7, 30), "Heads up: starting Jan 1 the diagnostic/service call fee is $99 (was $89). After-hours add-on goes to $75, Comfort Club to $179/yr. New sheet goes on the office wall. If somebody has a written 2025 quote we honor it thru March. Don't quote old prices after the 1st.", None, None),
    ("R", (2025, 12, 15, 7, 36), "about time", None, None),
    ("J", (2026, 1, 6, 9, 12), "Chuck's 2026 price list came in. Don't order any condensers without asking me first.", None, None),
    ("J", (2026, 1, 28, 11, 0), "Lone Star rep coming by the shop at 2. Keep the bay clean lol", None, None),
    ("J", (2026, 2, 3, 7, 1), "Supplier decision is in my email to Denise, y'all are cc'd. Read it.", None, None),
    ("T", (2026, 2, 10, 17, 45), "Boss my NATE class in Austin is confirmed for Feb 24-26 (Tue-Thu). Problem is I'm on call that week \U0001F62C", None, None),
    ("R", (2026, 2, 10, 17, 58), "I'll swap with him. He takes my week after.", None, None),
    ("J", (2026, 2, 19, 12, 15), "@Ray Guzman OK final on on-call: Ray has the on-call phone Mon 2/23 through Mon 3/2 7am. Tyler takes it back Mon 3/2 for the week of 3/2 (that was Ray's week). The work calendar still shows the old rotation for these two weeks, ignore the calendar. Ray forward the line Monday morning.", "R", None),
    ("T", (2026, 2, 19, 12, 20), "thank u Ray \U0001F64F", None, None),
    ("R", (2026, 2, 23, 7, 5), "Line forwarded to my cell \U0001F44D", None, None),
    ("R", (2026, 2, 24, 15, 50), "Delgado changeout done. Data plates + before/after", None, ["IMG_7112.jpg", "IMG_7113.jpg", "IMG_7114.jpg"]),
    ("J", (2026, 2, 26, 18, 30), "Ernie pushed the van 1 inspection, I'll take it in myself. Ray just keep driving it careful.", None, None),
]


def google_chat():
    msgs = []
    topic = None
    for i, (who, t, text, mention, files) in enumerate(GC):
        dt = central(*t).astimezone(UTC)
        tid = hid("gctopic", i, n=11)
        m = {
            "creator": PEOPLE[who],
            "created_date": takeout_date(dt),
            "text": text,
            "topic_id": tid,
            "message_id": "%s/%s/%s" % (SPACE.split()[1], tid, tid),
        }
        if mention:
            name = PEOPLE[mention]["name"]
            m["annotations"] = [{
                "start_index": text.index("@" + name),
                "length": len(name) + 1,
                "user_mention_metadata": {"type": "MENTION", "user": PEOPLE[mention]},
            }]
        if files:
            m["attached_files"] = [{"original_name": f, "export_name": "File-" + f} for f in files]
        msgs.append(m)
    group = {"name": "VCA Techs \U0001F527", "members": [PEOPLE["J"], PEOPLE["R"], PEOPLE["T"]]}
    return [(GC_DIR + "messages.json", json.dumps({"messages": msgs}, indent=2, ensure_ascii=False) + "\n"),
            (GC_DIR + "group_info.json", json.dumps(group, indent=2, ensure_ascii=False) + "\n")]


# ------------------------------------------------------------------ ChatGPT export
def _ts(*t):
    return round(central(*t).timestamp() + (hash_frac(t)), 6)


def hash_frac(t):
    return int(hid("frac", t, n=6), 16) / 16 ** 6


def conversation(title, turns, model="gpt-4o", edited=None):
    """turns: list of (role, (y,m,d,h,mi,s), text). edited: (index_of_user_turn, old_text, old_reply, reply_time)
    creates an abandoned sibling branch for that user turn."""
    mapping = {}
    root = hid("root", title, n=8) + "-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = str(_uuid("sys", title))
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    for i, (role, t, text) in enumerate(turns):
        if edited and edited[0] == i:
            # the original (abandoned) user message + its reply
            _, old_text, old_reply, t_old, t_old_reply = edited
            ou = str(_uuid("old-u", title))
            oa = str(_uuid("old-a", title))
            mapping[ou] = _node(ou, "user", _ts(*t_old), old_text, parent, [oa], model)
            mapping[oa] = _node(oa, "assistant", _ts(*t_old_reply), old_reply, ou, [], model)
            mapping[parent]["children"].append(ou)
        nid = str(_uuid("turn", title, i))
        mapping[nid] = _node(nid, role, _ts(*t), text, parent, [], model)
        mapping[parent]["children"].append(nid)
        parent = nid
    cid = str(_uuid("conv", title))
    return {
        "title": title,
        "create_time": _ts(*turns[0][1]) - 1.5,
        "update_time": _ts(*turns[-1][1]) + 0.8,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": parent,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": model,
        "id": cid,
    }


def _uuid(*parts):
    h = hid("uuid", *parts, n=32)
    return "%s-%s-4%s-a%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])


def _node(nid, role, ts, text, parent, children, model):
    md = {"model_slug": model} if role == "assistant" else {}
    return {"id": nid, "message": {
        "id": nid, "author": {"role": role, "name": None, "metadata": {}},
        "create_time": ts, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
        "weight": 1.0, "metadata": md, "recipient": "all", "channel": None},
        "parent": parent, "children": children}


def chatgpt():
    convs = []
    convs.append(conversation("AC sizing rule of thumb", [
        ("user", (2025, 4, 9, 20, 11, 4), "quick rule of thumb for sizing central ac for an 1800 sq ft single story in san antonio, 1990s build, ducts in the attic"),
        ("assistant", (2025, 4, 9, 20, 11, 19), "A very rough rule of thumb in hot climates is about 400–600 sq ft per ton, which would put 1,800 sq ft somewhere between 3 and 4.5 tons. In practice, many 1990s single-story homes in San Antonio land around 3 to 3.5 tons once you account for attic insulation, window area (especially west-facing glass), and duct leakage.\n\nBut rules of thumb are exactly how a lot of systems end up oversized. An oversized unit short-cycles, doesn't run long enough to pull humidity out, and wears out sooner. A Manual J load calculation is the right answer—it takes the actual insulation, windows, orientation, infiltration and duct location into account. Many distributors and software tools can run one in under an hour."),
        ("user", (2025, 4, 9, 20, 14, 40), "customer insists on a 4 ton because his neighbor has a 4 ton"),
        ("assistant", (2025, 4, 9, 20, 14, 58), "That's a common one. A few ways to handle it:\n\n1. Run the Manual J and show him the number. People trust a printout more than an opinion.\n2. Explain the humidity problem in plain terms: a unit that's too big cools the air fast and shuts off before it dries the house, so it feels cold and clammy.\n3. Point out that the neighbor's house may be different—more glass, worse insulation, a bigger footprint or a bonus room.\n4. If he still insists, document it on the proposal (\"customer requested 4-ton against recommendation\") so it's not on you later."),
    ]))
    convs.append(conversation("Brisket stall on offset", [
        ("user", (2025, 11, 29, 13, 2, 10), "brisket has been sitting at 158 internal for almost 3 hours, pit is holding 250 on my offset. is something wrong?? family coming at 6"),
        ("assistant", (2025, 11, 29, 13, 2, 31), "Nothing is wrong – that's the stall. As the brisket heats up, moisture evaporates from the surface and cools it about as fast as the pit heats it, so the internal temperature can sit in the 150s–160s for hours.\n\nYour options:\n1. **Ride it out.** It will eventually push through on its own. This gives the best bark but takes the longest.\n2. **Wrap it in butcher paper** (the \"Texas crutch\"). Wrap tight in unwaxed pink/peach butcher paper and put it back on. Paper slows evaporation but still breathes, so the bark stays firmer than with foil. This usually gets you moving again within an hour.\n3. **Wrap in foil.** Fastest, but the bark softens and it can taste more like pot roast.\n4. **Bump the pit** to 275–285°F. Combined with a wrap, it's the quickest route.\n\nWith company at 6, I'd wrap in butcher paper now and nudge the pit to about 275. Don't go by the clock for doneness: pull it when a probe slides into the flat like into soft butter (usually around 200–205°F), then rest it wrapped in towels in a dry cooler for at least an hour. A long rest won't hurt—it'll stay hot for 3–4 hours."),
        ("user", (2025, 11, 29, 15, 48, 3), "wrapped in paper at 3:10, now 171 and climbing. thank u"),
        ("assistant", (2025, 11, 29, 15, 48, 12), "That's exactly what you want to see. Keep the pit steady, start probing for tenderness around 195°F, and leave yourself at least an hour to rest it before 6. Enjoy!"),
    ], edited=(0, "my brisket wont go up in temp",
               "Sorry to hear that! Can you tell me a bit more—what's the internal temperature right now, what temperature is your smoker running, and how long has it been stuck?",
               (2025, 11, 29, 12, 58, 40), (2025, 11, 29, 12, 58, 52))))
    convs.append(conversation("Brindis para quinceañera", [
        ("user", (2026, 1, 18, 21, 30, 2), "help me write a short toast in spanish for my daughter's quinceañera, I'm the dad, about 1 minute, not too cheesy. her name is Sofía, she plays volleyball, loves her grandma, stubborn like me"),
        ("assistant", (2026, 1, 18, 21, 30, 30), "Claro. Aquí tienes una versión de un minuto:\n\n\"Buenas noches a todos. Gracias por acompañarnos. Hace quince años tuve en mis brazos a una niña chiquita que ya lloraba más fuerte que todos en el hospital. Hoy esa niña es Sofía: terca como su papá, noble como su abuela y más fuerte que cualquiera en la cancha de voleibol. Mija, nunca pierdas esa terquedad buena, la que no se rinde. Y cuando la vida se ponga difícil, acuérdate de que tu familia está aquí, todos los que estamos en este salón. Levanten sus copas: ¡por Sofía!\""),
        ("user", (2026, 1, 18, 21, 36, 11), "make it less formal, we're from the westside of san antonio. and say something about her abuela's tortillas"),
        ("assistant", (2026, 1, 18, 21, 36, 40), "¡Va! Más de familia:\n\n\"¿Qué onda, familia? Gracias por venir. Hace quince años me dieron a esta muchachita y desde ese día no he ganado ni una discusión. Sofi, eres terca como yo, pero también eres buena, trabajadora, y le das a todo con ganas, como en el voleibol. Todo lo bueno que tienes lo aprendiste en la cocina de tu abuela, entre tortillas y consejos. Nunca se te olvide de dónde vienes. Te quiero, mija. ¡Salud por Sofi!\""),
    ]))
    return ("chat/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False) + "\n")


# ------------------------------------------------------------------ plain message JSONs
def plain_msgs():
    med = [
        {"role": "user", "timestamp": "2025-09-28T21:14:03-05:00",
         "content": "My mom is 78 and on a Medicare Advantage HMO (Alamo Senior Advantage) since 2021. Her cardiologist is leaving the network in January. Can she switch to Original Medicare with a Medigap plan? Is it too late?"},
        {"role": "assistant", "timestamp": "2025-09-28T21:14:29-05:00",
         "content": "It's not too late to change her coverage for 2026. During the Annual Enrollment Period (October 15 – December 7) she can leave a Medicare Advantage plan, go back to Original Medicare, and join a stand-alone Part D drug plan, with the changes taking effect January 1.\n\nThe Medigap part is trickier. Outside of her initial enrollment and specific guaranteed-issue situations, insurers in most states can use medical underwriting—ask health questions and possibly decline her or charge more. Because she's had the Advantage plan since 2021, her 'trial right' has likely passed. Some insurers may still accept her, so it's worth applying before she drops the Advantage plan.\n\nA State Health Insurance Assistance Program (SHIP) counselor can run her exact medications and doctors through the plan finder for free. I'd strongly recommend an appointment before December 7."},
        {"role": "user", "timestamp": "2025-09-28T21:20:45-05:00", "content": "whats the difference between plan G and plan N"},
        {"role": "assistant", "timestamp": "2025-09-28T21:21:10-05:00",
         "content": "Both are standardized Medigap plans.\n\n- Plan G covers almost everything Original Medicare leaves: Part A deductible, Part B coinsurance, excess charges, skilled nursing coinsurance, foreign travel emergency. She'd pay only the annual Part B deductible.\n- Plan N has a lower premium but she'd pay up to $20 copays for some office visits and up to $50 for ER visits that don't lead to admission, and it doesn't cover Part B excess charges.\n\nFor someone who sees a specialist regularly, Plan G is often the simpler choice even though it costs more per month."},
        {"role": "user", "timestamp": "2025-09-28T21:25:02-05:00", "content": "ok we have a SHIP appointment in october, what should we bring"},
        {"role": "assistant", "timestamp": "2025-09-28T21:25:20-05:00",
         "content": "Bring: her Medicare card, her current plan card, a complete list of medications with doses (or the bottles themselves), her preferred pharmacy, a list of her doctors and specialists, and her income information in case she might qualify for Extra Help with drug costs or a Medicare Savings Program."},
    ]
    van = [
        {"role": "user", "timestamp": "2025-12-30T20:05:11-06:00",
         "content": "I run a small HVAC company in San Antonio, 2 vans now (2019 Ford Transit high roof and a 2021 Chevy Express). Thinking about the next van, probably 2027. I want another Transit high roof, 148 wheelbase – my techs can stand up in it and I'm done with low roof vans, my back can't take climbing in the Express anymore. Am I crazy or is the Transit the right call vs a ProMaster or a Sprinter?"},
        {"role": "assistant", "timestamp": "2025-12-30T20:05:44-06:00",
         "content": "You're not crazy—for an HVAC service fleet the high-roof Transit is one of the most common choices, for good reasons:\n\n- Standing room: ~81\" interior height in the high roof lets techs walk in and grab parts, which adds up over thousands of stops.\n- Upfit ecosystem: nearly every shelving and ladder-rack company has Transit kits, and used upfits are easy to find.\n- Parts and service: Ford dealers and independent shops everywhere; resale is strong.\n\nProMaster: front-wheel drive, low load floor and the widest cargo area, but many fleets report more downtime and weaker resale; you already had one.\nSprinter: excellent build and diesel options, but higher purchase price and expensive maintenance.\nExpress: durable and simple, but low roof only from the factory, which is exactly your complaint.\n\nIf the budget allows, the Transit high roof, 148\" wheelbase is a solid call."},
        {"role": "user", "timestamp": "2025-12-30T20:09:30-06:00", "content": "what about the electric e-transit for city work"},
        {"role": "assistant", "timestamp": "2025-12-30T20:09:58-06:00",
         "content": "For a route that stays inside the city with overnight charging at the shop, an electric Transit can work, but check real-world range with a full upfit and A/C running in a Texas summer—it can drop well below the rated figure. Many small contractors mix: electric for short-route service calls, gas for install vans that haul equipment and drive to outlying towns."},
    ]
    return [("chat/assistant/medicare-questions-2025-09.json", json.dumps(med, indent=2, ensure_ascii=False) + "\n"),
            ("chat/assistant/work-van-options-2025-12.json", json.dumps(van, indent=2, ensure_ascii=False) + "\n")]


def quick_jsonl():
    rows = [
        ("2025-03-18T07:42:00-05:00", "extra R-410A charge per foot of 3/8 liquid line beyond 15 ft", "Use the manufacturer's number on the data plate/install manual; a common value is 0.6 oz per foot of 3/8\" liquid line beyond the factory-charged length (often 15 ft)."),
        ("2025-04-02T12:10:00-05:00", "24 C to F", "24 °C = 75.2 °F"),
        ("2025-05-20T21:03:00-05:00", "what is a madrina de cojín at a quinceañera", "The madrina de cojín carries the cushion the quinceañera kneels on during the Mass (and sometimes where she sits for the shoe change)."),
        ("2025-06-05T06:55:00-05:00", "minimum SEER2 new split AC texas 2025", "Texas is in the DOE South region: split-system central AC under 45,000 Btu/h must be at least 14.3 SEER2; 45,000 Btu/h and up, 13.8 SEER2."),
        ("2025-07-09T15:30:00-05:00", "heat index 104F at 55% humidity", "About 137 °F heat index – extreme danger. (Heat index for 104 °F air at 55% RH.)"),
        ("2025-08-21T22:11:00-05:00", "quinceañera or quinceanera in english", "Both are used; the original Spanish spelling is quinceañera. In English text many people drop the tilde: quinceanera."),
        ("2025-09-10T19:44:00-05:00", "how long can brisket rest in a cooler max", "Wrapped and placed in a dry cooler with towels, a brisket stays above 140 °F for roughly 4 hours. Check with a thermometer past that."),
        ("2025-10-30T20:20:00-05:00", "medicare open enrollment dates 2025", "Medicare's Annual Enrollment Period runs October 15 – December 7, 2025; changes take effect January 1, 2026."),
        ("2025-12-08T21:37:00-06:00", "deduct full cost of cargo van the year i buy it? small hvac s-corp", "Often yes. Under Section 179 a business can expense qualifying equipment placed in service that year, and cargo vans over 6,000 lbs GVWR with no seating behind the driver generally aren't subject to the SUV cap. Bonus depreciation may also apply. Confirm with your CPA before buying."),
        ("2026-01-14T06:50:00-06:00", "R-454B ashrae safety class", "R-454B is classified A2L: lower toxicity, mildly flammable."),
        ("2026-02-02T21:05:00-06:00", "2040 vs 2115 difference times 10", "$75 difference × 10 = $750."),
        ("2026-02-21T08:12:00-06:00", "how do you say walkthrough for an event venue in spanish", "Usually \"recorrido\" (e.g., \"el recorrido del salón\") or \"visita de coordinación\"."),
    ]
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in rows]
    return ("chat/quick-questions.jsonl", "\n".join(lines) + "\n")


def build_all():
    out = google_chat()
    out.append(chatgpt())
    out += plain_msgs()
    out.append(quick_jsonl())
    return out
