"""Chat exports: ChatGPT conversations.json, plain message JSON files, JSONL, Telegram result.json."""
import json
import uuid

from common import epoch, nz, write_text

NS = uuid.UUID("6f1c2a52-6d0b-4d39-9b7e-0a7e0a0a0a20")


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


# ------------------------------------------------------------------ ChatGPT

def _msg(node_id, role, text, t):
    return {
        "id": node_id,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True} if role == "system" else {},
        "recipient": "all",
        "channel": None,
    }


def conversation(key, title, start, turns, edit=None):
    """turns: list of (role, text, seconds_after_start).
    edit: (index_of_user_turn, [alt turns]) -> the original branch keeps turns[index:index+2],
    the edited branch (which becomes current) continues with alt turns and then the rest."""
    t0 = start.timestamp()
    mapping = {}
    root = uid(key, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(key, "system")
    mapping[sys_id] = {"id": sys_id, "message": _msg(sys_id, "system", "", None), "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)

    def add(parent, role, text, secs, tag):
        nid = uid(key, tag)
        mapping[nid] = {"id": nid, "message": _msg(nid, role, text, round(t0 + secs, 6)),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        return nid

    parent = sys_id
    last = None
    if edit is None:
        for i, (role, text, secs) in enumerate(turns):
            parent = add(parent, role, text, secs, "t%d" % i)
        last = parent
    else:
        idx, alt = edit
        for i, (role, text, secs) in enumerate(turns[:idx]):
            parent = add(parent, role, text, secs, "t%d" % i)
        branch_point = parent
        # original (abandoned) branch
        p = branch_point
        for i, (role, text, secs) in enumerate(turns[idx:idx + 2]):
            p = add(p, role, text, secs, "orig%d" % i)
        # edited branch (current)
        p = branch_point
        for i, (role, text, secs) in enumerate(alt):
            p = add(p, role, text, secs, "edit%d" % i)
        for i, (role, text, secs) in enumerate(turns[idx + 2:]):
            p = add(p, role, text, secs, "cont%d" % i)
        last = p
    update = max(n["message"]["create_time"] for n in mapping.values()
                 if n["message"] and n["message"]["create_time"])
    return {
        "title": title,
        "create_time": round(t0, 6),
        "update_time": update,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": last,
        "plugin_ids": None,
        "conversation_id": uid(key, "conv"),
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": uid(key, "conv"),
    }


def chatgpt_export():
    convs = []

    # 1. KiwiSaver + fixed/floating (Sept 2024)
    convs.append(conversation("kiwisaver", "KiwiSaver first-home withdrawal", nz(2024, 9, 10, 21, 30, 5), [
        ("user", "how does the kiwisaver first home withdrawal work in NZ? I've been in KiwiSaver since 2011", 0.0),
        ("assistant", "Here's how the KiwiSaver first-home withdrawal generally works in New Zealand:\n\n"
         "**Eligibility**\n- You need to have been a KiwiSaver member for at least 3 years (you're well past that).\n"
         "- It has to be your first home (or you can be assessed as being in the same position as a first home buyer), and you must intend to live in it for at least 6 months.\n\n"
         "**How much you can take**\n- Everything except $1,000, which must stay in the account. Money transferred from an Australian super scheme can't be used.\n\n"
         "**Process**\n1. Apply to your KiwiSaver provider before settlement — most want 10+ working days.\n"
         "2. You'll usually need the signed sale and purchase agreement, a statutory declaration, ID, and a lawyer's undertaking.\n"
         "3. The money goes to your lawyer's trust account, not to you, and is used on settlement day.\n\n"
         "Note the First Home Grant was closed to new applications in 2024, so the withdrawal is the main government-linked help now.", 22.4),
        ("user", "and fixed vs floating, what do most first home buyers do?", 190.0),
        ("assistant", "Most first home buyers in NZ fix most or all of their loan, because it gives certainty while you get used to the repayments.\n\n"
         "- **Fixed**: rate locked for 6 months to 5 years. Predictable, but there are break fees if you repay early or change lenders.\n"
         "- **Floating**: rate can change any time, usually higher than fixed, but you can make extra repayments with no penalty.\n"
         "- **Split**: many people do a mix — e.g. a large fixed portion plus a smaller floating or offset portion for lump sums.\n\n"
         "A broker can model a few scenarios for you once you have a pre-approval.", 214.8),
        ("user", "I think I'll probably just fix it all for 1 year and see what rates do", 402.0),
        ("assistant", "That's a common and reasonable approach when rates are expected to move. Just remember that at the end of the year you'll be re-fixing at whatever rates are then, so budget with a bit of buffer. You can decide the final structure with your broker closer to the time.", 418.3),
    ]))

    # 2. Half marathon pacing (Oct 2024) with an edited user message
    pace_q_orig = ("I'm training for my first half marathon, Awa to Coast in Whanganui on 27 April 2025. "
                   "My long run is 12km at about 6:40/km and I run 3x a week (Tue group run, Thu easy, Sun long). "
                   "I want to finish in 2:15. What paces should I train at?")
    pace_a_orig = ("For a 2:15 half you need about **6:24/km** on race day. Roughly:\n"
                   "- Easy / long runs: 7:00–7:30/km\n- Tempo: 6:00–6:10/km\n- Race pace practice: 6:20–6:25/km\n\n"
                   "With six months to go that's very achievable from where you are.")
    pace_q_edit = ("I'm training for my first half marathon, Awa to Coast in Whanganui on 27 April 2025. "
                   "My long run is 12km at about 6:40/km and I run 3x a week (Tue group run, Thu easy, Sun long). "
                   "I want to finish in 2:05 — is that realistic by April? What paces should I train at?")
    pace_a_edit = ("2:05 means averaging about **5:55/km**. From a 12 km long run at 6:40/km it's ambitious but realistic with six months of consistent training, as long as you stay injury-free.\n\n"
                   "Suggested paces:\n- Easy / long runs: 6:45–7:15/km (keep these genuinely easy)\n"
                   "- Tempo (20–30 min): 5:35–5:45/km\n- Intervals (e.g. 6 × 800 m): 5:15–5:25/km\n"
                   "- Race-pace segments in long runs from February: 5:55/km\n\n"
                   "Build the long run gradually to 18–20 km by early April, with a cutback week every 3–4 weeks. "
                   "Do a 10 km time trial in February: under about 56 minutes says you're on track for 2:05; otherwise aim for 2:10–2:15.")
    convs.append(conversation("pacing", "Half marathon pace plan", nz(2024, 10, 6, 20, 15, 41), [
        ("user", pace_q_orig, 0.0),
        ("assistant", pace_a_orig, 18.2),
        ("user", "ok. and fuelling — I tried a gel once and felt really sick. Do I need them for a half?", 640.0),
        ("assistant", "For a race around two hours, taking in some carbohydrate (roughly 30–60 g per hour) usually helps you finish stronger, but it doesn't have to be gels.\n\n"
         "Options people tolerate better:\n- chews or jelly sweets / lollies\n- sports drink at aid stations\n- half a banana early on\n\n"
         "Whatever you choose, practise it on long runs first, take it with water, and start early (around 40–45 minutes in) rather than waiting until you feel flat.", 661.7),
    ], edit=(0, [("user", pace_q_edit, 95.0), ("assistant", pace_a_edit, 116.9)])))

    # 3. Reunion speech (Feb 2025)
    convs.append(conversation("mihi", "Reunion mihi in te reo", nz(2025, 2, 25, 21, 3, 12), [
        ("user", "Can you help me write a short mihi (about 2 minutes) in te reo Māori with the English underneath, "
         "to open the Saturday night at our whānau reunion? I'm speaking for my mum's line (Mum is Huia, her mum was our Nan who passed last year). "
         "I'm a learner so keep the reo simple enough that I can say it properly. I'd like to acknowledge the people who've passed, welcome everyone, and thank the committee.", 0.0),
        ("assistant", "Kia ora! Here's a simple draft you can adapt. Please run it past a kaumātua or your mum before the night — whānau often have their own preferred wording.\n\n"
         "**Tēnā koutou katoa.**\n(Greetings to you all.)\n\n"
         "**E ngā mate, haere, haere, haere atu rā. Ki a koe e Nan, moe mai rā.**\n(To those who have passed on, farewell. To you, Nan, rest in peace.)\n\n"
         "**Ka hoki mai ki a tātou te hunga ora. E te whānau, nau mai, haere mai ki tēnei hui.**\n(Returning to us, the living. Family, welcome to this gathering.)\n\n"
         "**Ka nui te mihi ki te komiti, nā koutou tēnei hui i whakarite.**\n(Big thanks to the committee, you organised this gathering.)\n\n"
         "**Nō reira, tēnā koutou, tēnā koutou, tēnā tātou katoa.**\n(So, greetings, greetings, greetings to us all.)", 24.6),
        ("user", "That's beautiful. Can you make it a little less formal and add a line thanking the cooks and the kitchen crew? "
         "Also I don't want to thank the committee by name in case I miss someone.", 520.0),
        ("assistant", "Of course — here's a warmer version:\n\n"
         "**Kia ora koutou e te whānau!**\n(Hello everyone, family!)\n\n"
         "**E ngā mate, haere atu rā. E Nan, moe mai, moe mai rā.**\n(To those who have passed, farewell. Nan, rest, rest in peace.)\n\n"
         "**Nau mai, haere mai ki te kāinga. He mea nui kia noho tahi tātou.**\n(Welcome home. It means a lot that we're all together.)\n\n"
         "**Ka nui te mihi ki ngā ringawera i te kīhini — nā koutou te kai reka nei.**\n(Huge thanks to the cooks and kitchen crew — this delicious food is thanks to you.)\n\n"
         "**Ki te hunga katoa nāna tēnei hui i whakarite — tēnā rawa atu koutou.**\n(To everyone who organised this gathering — thank you so much.)\n\n"
         "**Nō reira, kia pai tā tātou pō!**\n(So, let's have a great night!)\n\n"
         "Tip: pause after each line and breathe — speaking slowly always sounds more confident.", 548.1),
    ]))
    return json.dumps(convs, ensure_ascii=False, indent=2) + "\n"


# ------------------------------------------------------------------ plain message JSON files

def knee_chat():
    def ts(*a):
        return nz(*a).isoformat()
    msgs = [
        {"role": "user", "content": "Pain on the outside of my right knee that starts around 8km into a run and goes away once I stop. Started after I bumped my long runs up from 9 to 12km in a few weeks. No swelling. What is it likely to be and what can I do myself?",
         "timestamp": ts(2024, 10, 14, 20, 41, 12)},
        {"role": "assistant", "content": "That pattern — pain on the outside of the knee that comes on at a predictable distance and settles with rest, after a jump in mileage — is very typical of iliotibial band (ITB) syndrome. I can't diagnose you, but here are things runners commonly do:\n\n1. **Load**: drop back to the distance you could run pain-free and build up more gradually (about 10% a week).\n2. **Strength (3 times a week)**:\n   - clamshells with a light band, 3 × 15 each side\n   - side-lying leg raises, 3 × 12\n   - single-leg glute bridges, 3 × 10\n   - hip hikes off a step, 3 × 12\n3. **Foam rolling**: roll glutes and quads; rolling directly on the ITB isn't very effective and hurts.\n4. **Terrain**: avoid heavily cambered roads and long downhills for now.\n5. See a physio if it isn't improving in 2–3 weeks, if it hurts at rest, or if there's swelling or locking.",
         "timestamp": ts(2024, 10, 14, 20, 41, 40)},
        {"role": "user", "content": "how often should i do the exercises and can i still run",
         "timestamp": ts(2024, 10, 14, 20, 47, 3)},
        {"role": "assistant", "content": "Aim for the strength routine three times a week on non-consecutive days — it takes about 15 minutes. You can usually keep running as long as the pain stays low (say 3/10 or less) and is gone by the next morning; stop the run if it ramps up. Keep runs flat and a bit shorter for a couple of weeks, then build back up.",
         "timestamp": ts(2024, 10, 14, 20, 47, 20)},
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=2) + "\n"


def budget_chat():
    def ts(*a):
        return nz(*a).isoformat()
    msgs = [
        {"role": "user", "content": "help me do a budget. vet nurse, take home about $1,720 a fortnight plus on-call allowance (~$180/fortnight). My share of rent is $184/wk and it's going up in Feb. I've got about $20k saved for a house deposit and KiwiSaver's around $32k. I want to keep saving $1,500 a month. Other costs: car ~$60/wk petrol+insurance, phone $45/mth, pets ~$130/mth, groceries ~$110/wk, power/internet share ~$35/wk, Harriers + gym $25/wk.",
         "timestamp": ts(2025, 1, 12, 19, 5, 0)},
        {"role": "assistant", "content": "Here's a monthly view (using 26 fortnights ÷ 12):\n\nIncome: ~$4,117/month (pay + average on-call)\n\nFixed costs:\n- Rent: ~$797 (will rise in Feb)\n- Groceries: ~$477\n- Car: ~$260\n- Power/internet: ~$152\n- Pets: $130\n- Phone: $45\n- Harriers + gym: ~$108\n\nTotal: ~$1,969\nSavings goal: $1,500\nLeft over: ~$648 for everything else (clothes, gifts, eating out, irregular bills).\n\nThat's workable but tight. I'd set up a separate account with $150/month for irregular costs (car WOF/rego, vet emergencies, birthdays) so they don't come out of the deposit.",
         "timestamp": ts(2025, 1, 12, 19, 5, 31)},
        {"role": "user", "content": "what can I cut? I don't want to give up Harriers or my Saturday coffee",
         "timestamp": ts(2025, 1, 12, 19, 9, 44)},
        {"role": "assistant", "content": "Keep both — they're small and they keep you sane. Bigger levers:\n- Meal-plan for on-call weekends so takeaways don't creep in.\n- Check your car insurance excess and shop it around at renewal.\n- Pause streaming services you're not actively using.\n- Ask your provider whether your phone plan has a cheaper tier with the data you actually use.\n\nEven $40–60 a week from these adds up to $2–3k a year for the deposit.",
         "timestamp": ts(2025, 1, 12, 19, 10, 12)},
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=2) + "\n"


# ------------------------------------------------------------------ JSONL quick questions

QUICK = [
    (nz(2024, 5, 20, 17, 2), "how long does a chilly bin keep ice", "A good chilly bin kept in the shade keeps ice 1–3 days; pre-chill it, use block ice, and open it as little as possible."),
    (nz(2024, 6, 11, 13, 2), "te reo for see you later", "'Ka kite anō' (see you again) or 'Mā te wā' (see you in time)."),
    (nz(2024, 7, 2, 21, 40), "half marathon exactly how many km", "21.0975 km (half of 42.195 km)."),
    (nz(2024, 8, 6, 8, 15), "is it whanau or whānau", "Whānau, with a macron on the first a. Without macrons is common in informal writing, but the macron shows the long vowel."),
    (nz(2024, 9, 9, 12, 30), "kiwisaver first home how many years member", "At least three years of KiwiSaver membership."),
    (nz(2024, 10, 22, 14, 51), "24kg dog, dose is 2 mg/kg, drug is 50 mg/ml, how many ml", "24 kg × 2 mg/kg = 48 mg. 48 mg ÷ 50 mg/ml = 0.96 ml."),
    (nz(2024, 11, 2, 18, 20), "why do kiwis say jandals", "'Jandal' started as a brand name in 1950s NZ, short for 'Japanese sandal'; it became the everyday word for flip-flops."),
    (nz(2024, 12, 3, 19, 45), "how long to glaze a precooked ham", "About 45–60 minutes at 180°C, basting with the glaze every 15 minutes."),
    (nz(2025, 1, 5, 10, 2), "easter 2025 dates nz", "Good Friday is 18 April 2025, Easter Monday is 21 April 2025. Anzac Day is Friday 25 April."),
    (nz(2025, 2, 2, 16, 33), "what is a LIM report", "A Land Information Memorandum from the council: zoning, consents, flood risk, rates and other information it holds about a property."),
    (nz(2025, 2, 27, 9, 5), "get candle wax out of car seat", "Let it harden, scrape off what you can, then iron through brown paper on low so the paper absorbs the wax."),
    (nz(2025, 3, 12, 6, 10), "how much to cut mileage in taper before half marathon", "Roughly 20–30% less volume in each of the final two weeks, keeping some short faster efforts."),
    (nz(2025, 3, 30, 20, 12), "what does deadline sale mean nz", "Offers are submitted by a set date and time; the seller can accept one before the deadline if they choose."),
    (nz(2025, 4, 6, 7, 40), "daylight saving ends nz which way clocks", "Clocks went back one hour at 3am on Sunday 6 April 2025."),
]


def quick_jsonl():
    lines = []
    for t, q, a in QUICK:
        lines.append(json.dumps({"time": t.isoformat(), "question": q, "answer": a}, ensure_ascii=False))
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ Telegram Desktop export

TILLY = ("Tilly Brown", "user5550011")
AROHA = ("Aroha Ngata", "user5550012")
SIONE = ("Sione Fifita", "user5550013")


def _entities(text):
    """Telegram's text / text_entities pair. text is str or list of str and {type,text}."""
    if isinstance(text, str):
        return text, ([{"type": "plain", "text": text}] if text else [])
    ents = []
    for part in text:
        if isinstance(part, str):
            ents.append({"type": "plain", "text": part})
        else:
            ents.append(dict(part))
    return list(text), ents


def telegram_export():
    msgs = []
    counter = [0]

    def base(when, mtype):
        counter[0] += 1
        d = nz(*when)
        m = {"id": counter[0], "type": mtype,
             "date": d.strftime("%Y-%m-%dT%H:%M:%S"), "date_unixtime": str(epoch(d))}
        return m

    def msg(when, who, text, reply_to=None, edited=None, extra=None):
        m = base(when, "message")
        m["from"] = who[0]
        m["from_id"] = who[1]
        if edited:
            e = nz(*edited)
            m["edited"] = e.strftime("%Y-%m-%dT%H:%M:%S")
            m["edited_unixtime"] = str(epoch(e))
        if reply_to:
            m["reply_to_message_id"] = reply_to
        for k, v in (extra or {}).items():
            m[k] = v
        m["text"], m["text_entities"] = _entities(text)
        msgs.append(m)
        return m["id"]

    def service(when, who, action, **kw):
        m = base(when, "service")
        m["actor"] = who[0]
        m["actor_id"] = who[1]
        m["action"] = action
        for k, v in kw.items():
            m[k] = v
        m["text"] = ""
        m["text_entities"] = []
        msgs.append(m)
        return m["id"]

    service((2024, 5, 2, 19, 4, 11), TILLY, "create_group", title="Kemp St flat",
            members=["Tilly Brown", "Aroha Ngata", "Sione Fifita"])
    msg((2024, 5, 2, 19, 5, 2), TILLY, "ok flat admin lives here now instead of on the fridge whiteboard 😂")
    msg((2024, 5, 2, 19, 7, 40), SIONE, "chur")
    msg((2024, 5, 14, 12, 31, 9), AROHA, "Greg emailed re the renewal btw, all good, check ur emails")
    msg((2024, 5, 28, 18, 2, 55), TILLY, ["bin night reminder!! ", {"type": "bold", "text": "Monday night"},
                                          " = red bin out, glass every second week"])
    service((2024, 6, 2, 10, 15, 0), SIONE, "edit_group_title", title="Kemp St Whare 🏠")
    msg((2024, 6, 10, 19, 22, 1), AROHA, "Kūmara has claimed the heat pump spot again",
        extra={"photo": "photos/photo_1@10-06-2024_19-22-01.jpg", "photo_file_size": 184233,
               "width": 1280, "height": 960})
    p1 = msg((2024, 9, 3, 20, 10, 30), SIONE, "power contract ends end of sept. I put a comparison in the flat notes, Tidewater looks cheapest for us on the low user plan? thoughts")
    msg((2024, 9, 3, 20, 14, 2), TILLY, "Pūngao has the free hour of power tho", reply_to=p1)
    msg((2024, 9, 3, 20, 16, 45), AROHA, "free hour is 9-10pm, none of us are even home lol. I vote Tidewater")
    dec = msg((2024, 9, 5, 18, 40, 12), SIONE, ["Ok decided, we're going with ", {"type": "bold", "text": "Tidewater Energy"},
                                                ". I'll sign us up, switch date 1 Oct. Account in my name, bill split 3 ways like now"])
    service((2024, 9, 5, 18, 41, 0), SIONE, "pin_message", message_id=dec)
    msg((2024, 9, 20, 17, 3, 9), TILLY, "Aroha how did the broker meeting go??")
    msg((2024, 9, 20, 17, 30, 51), AROHA, "good! she's lovely. homework = stop buying coffees apparently ☕💀")
    msg((2024, 10, 15, 7, 2, 40), AROHA, "who finished the milk and put the empty bottle back in the fridge 😤")
    msg((2024, 10, 15, 7, 30, 2), SIONE, "not me (it was me)")
    msg((2024, 12, 5, 12, 44, 20), AROHA, "Greg emailed about the rent going up from Feb 🙄 check your emails. I'll redo the AP split sheet")
    hw = msg((2024, 12, 12, 6, 12, 3), AROHA, "NO HOT WATER. cold shower at 6am, I'm actually crying")
    msg((2024, 12, 12, 6, 40, 11), TILLY, "same 🥶 I've emailed Greg", reply_to=hw)
    pl = msg((2024, 12, 12, 14, 30, 44), TILLY, "Greg says a plumber's coming Thursday arvo — Baz from Tamihana Plumbing. Someone needs to be home 1-4?")
    msg((2024, 12, 12, 14, 35, 2), AROHA, "I'm off Thursday, I'll be here", reply_to=pl)
    msg((2024, 12, 19, 19, 5, 9), AROHA, "Baz sorted it, element + thermostat were stuffed. Landlord pays 🙌 hot showers for all")
    msg((2024, 12, 19, 19, 6, 40), TILLY, "legend")
    msg((2025, 2, 3, 20, 1, 5), AROHA, "Jan power bill is $190.20 → $63.40 each. Pls pay me back, it went on my card because the AP bounced")
    msg((2025, 2, 3, 20, 20, 0), TILLY, "done ✅")
    msg((2025, 2, 3, 21, 2, 33), SIONE, "payday thurs, will do")
    ch = msg((2025, 2, 10, 19, 12, 0), TILLY, "chore roster v2 is on the fridge, thoughts? swapping bathroom to fortnightly deep clean")
    msg((2025, 2, 10, 19, 20, 41), AROHA, "I'll do bins and lawns forever but I am NOT doing the shower drain again. Sione's hair could knit a jersey 🤢",
        reply_to=ch)
    msg((2025, 2, 10, 19, 21, 5), SIONE, "rude. accurate tho")
    wf = msg((2025, 3, 9, 11, 3, 27), SIONE, ["changed the wifi password bc the neighbours were leeching it. new one: ",
                                              {"type": "code", "text": "Tuatara!Kemp23"},
                                              " (capital T)"],
             edited=(2025, 3, 9, 11, 4, 2))
    service((2025, 3, 9, 11, 4, 30), SIONE, "pin_message", message_id=wf)
    msg((2025, 3, 9, 11, 10, 12), TILLY, "ta")
    msg((2025, 3, 9, 11, 45, 0), AROHA, "updating the sitter sheet… eventually lol")
    msg((2025, 3, 22, 9, 2, 10), TILLY, "you ran HOW far this morning? half marathon training is making you the fittest flatmate, rude")
    msg((2025, 4, 3, 18, 33, 1), AROHA, "Sione bro still waiting on that $63.40 🙃")
    msg((2025, 4, 3, 19, 50, 20), SIONE, "sorry sorry, next week promise 🙏")
    msg((2025, 4, 7, 16, 5, 2), TILLY, "Greg's routine inspection is Thurs 22 May at 10am fyi. he wants to look at the bathroom extractor fan")
    away = msg((2025, 4, 9, 20, 14, 51), AROHA, "I'm away the reunion weekend in May (Fri night → Sun arvo). Can someone feed Kūmara + Biscuit? Sheet's on the fridge")
    feed = msg((2025, 4, 9, 20, 20, 6), TILLY, "I'll feed them 🐱🐶 Biscuit's pills too?", reply_to=away)
    msg((2025, 4, 9, 20, 22, 30), AROHA, "yes pls, it's all on the sheet. ily", reply_to=feed)
    msg((2025, 4, 12, 10, 1, 15), SIONE, "anyone keen for the Easter markets at the river?", edited=(2025, 4, 12, 10, 2, 0))
    msg((2025, 4, 12, 10, 20, 48), AROHA, "on call all Easter 😭 bring me back a pie")

    export = {"name": "Kemp St Whare 🏠", "type": "private_group", "id": 4550012345, "messages": msgs}
    return json.dumps(export, ensure_ascii=False, indent=1) + "\n"


def build():
    files = {
        "chats/chatgpt/conversations.json": chatgpt_export(),
        "chats/assistant/2024-10-14-knee.json": knee_chat(),
        "chats/assistant/2025-01-12-budget.json": budget_chat(),
        "chats/quick-questions.jsonl": quick_jsonl(),
        "chats/telegram/result.json": telegram_export(),
    }
    for p, text in files.items():
        write_text(p, text)
    return list(files)
