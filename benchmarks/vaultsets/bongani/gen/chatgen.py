# -*- coding: utf-8 -*-
"""ChatGPT export, plain assistant message logs, quick-question JSONL, CSV files. stdlib only."""
import hashlib
import json
from datetime import datetime, timezone, timedelta

SAST = timezone(timedelta(hours=2))


def ep(s):
    """'2024-08-12 21:05:10' SAST -> epoch float"""
    return datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=SAST).timestamp() + 0.123


def uid(*parts):
    h = hashlib.sha1("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def _msg(mid, role, text, t):
    return {"id": mid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0 if role != "system" else 0.0,
            "metadata": ({"is_visually_hidden_from_conversation": True} if role == "system" else
                         ({"model_slug": "gpt-4o", "finish_details": {"type": "stop"}} if role == "assistant" else {})),
            "recipient": "all"}


def conversation(key, title, turns, branches=None):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM:SS'). branches: {index_of_user_turn: [(role,text,ts),...]}
    An edited branch: alternative (user, assistant) pair that is a sibling of turns[idx] and becomes current."""
    cid = uid(key, "conv")
    root = uid(key, "root")
    sysid = uid(key, "sys")
    mapping = {root: {"id": root, "message": None, "parent": None, "children": [sysid]},
               sysid: {"id": sysid, "message": _msg(sysid, "system", "", None), "parent": root, "children": []}}
    parent = sysid
    last = sysid
    for i, (role, text, ts) in enumerate(turns):
        mid = uid(key, "t%d" % i)
        mapping[mid] = {"id": mid, "message": _msg(mid, role, text, ep(ts)), "parent": parent, "children": []}
        mapping[parent]["children"].append(mid)
        if branches and i in branches:
            bparent = parent
            for j, (br, bt, bts) in enumerate(branches[i]):
                bid = uid(key, "b%d_%d" % (i, j))
                mapping[bid] = {"id": bid, "message": _msg(bid, br, bt, ep(bts)), "parent": bparent, "children": []}
                mapping[bparent]["children"].append(bid)
                bparent = bid
            last = bparent
            # the old branch continues but is no longer current
            parent = mid
            continue
        parent = mid
        if not branches:
            last = mid
    times = [m["message"]["create_time"] for m in mapping.values() if m["message"] and m["message"]["create_time"]]
    return {"title": title, "create_time": min(times), "update_time": max(times), "mapping": mapping,
            "moderation_results": [], "current_node": last, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "is_archived": False, "safe_urls": [],
            "default_model_slug": "gpt-4o", "id": cid}


def build_chatgpt():
    convs = []
    # A: inverter sizing with an edited user message (branch becomes current)
    a_v1_user = ("Building a 48m2 granny flat for my mom in Durban. Loads: 2-plate gas hob (no electricity), fridge, "
                 "TV, LED lights, wifi router, kettle. Is a 5kW hybrid inverter enough?")
    a_v1_asst = ("For those loads a 5 kW hybrid inverter is comfortably enough. Your realistic peak is the kettle "
                 "(about 2.2 kW) plus the fridge compressor starting (short surge ~0.8 kW) plus TV, lights and router "
                 "(~0.3 kW) - roughly 3.3 kW. A 5 kWh lithium battery would run the fridge, TV, lights and wifi for "
                 "8-10 hours, which covers even Stage 6 load-shedding slots.")
    a_v2_user = ("Building a 48m2 granny flat for my mom in Durban. Loads: 2-plate gas hob, small electric oven (2 kW), "
                 "kettle 2.2 kW, 150 L geyser with a 3 kW element, fridge, TV, lights, wifi. I might also want to back up "
                 "the main house's fridge, wifi and gate motor later from the same inverter. 5kW or 8kW hybrid?")
    a_v2_asst = ("With the oven, kettle and geyser element the simultaneous load can reach 7+ kW (2 + 2.2 + 3 kW plus "
                 "the small loads). A 5 kW inverter would trip on overload whenever those overlap, unless you keep the "
                 "geyser off the backup circuit and nobody uses the oven and kettle together - which is hard to "
                 "guarantee with a family member who isn't watching an app.\n\n"
                 "Recommendation: an 8 kW hybrid inverter. It handles the overlap, leaves headroom to add the main "
                 "house's essentials via a changeover switch, and most 8 kW units accept more PV (6-8 panels).\n"
                 "Battery: start with one ~5 kWh LiFePO4 module and add a second (≈10 kWh) if you want the fridge, "
                 "lights and wifi covered overnight during back-to-back slots. Keep the geyser on a timer and on the "
                 "non-essential side.")
    convs.append(conversation("inverter", "Inverter size for granny flat", [
        ("user", a_v1_user, "2024-08-12 21:05:10"),
        ("assistant", a_v1_asst, "2024-08-12 21:05:31"),
    ], branches={0: [("user", a_v2_user, "2024-08-12 21:09:02"), ("assistant", a_v2_asst, "2024-08-12 21:09:40")]}))

    convs.append(conversation("incident", "Incident summary - trench collapse", [
        ("user", "Help me write a short factual summary for my manager: trench side wall collapsed yesterday on one of "
                 "our pipe replacement contracts after overnight rain, a worker was buried to the knee, dug out by his "
                 "team in about 3 minutes, bruised shin, back at work Monday. The section was unshored. Keep it "
                 "neutral, no blame, the SHE officer is doing the formal report.", "2024-05-09 06:50:12"),
        ("assistant", "Subject: Summary - excavation incident, [date]\n\n"
                      "On [date] at approximately [time], a side wall of an open pipe trench (approx. [depth] m deep) "
                      "collapsed at [location] on the [contract name] contract. The incident followed heavy overnight "
                      "rain. One worker was partially buried (to knee level) and was freed by co-workers within "
                      "approximately three minutes. He sustained a bruised shin, received first aid and clinic "
                      "treatment, and is expected back at work on Monday.\n\n"
                      "The affected section was not shored at the time. Work on all open excavations deeper than "
                      "1.5 m has been stopped pending inspection and shoring. The SHE Officer is compiling the formal "
                      "incident report and the statutory notification; the incident reference will follow.\n\n"
                      "An investigation meeting has been scheduled for [date].", "2024-05-09 06:50:40"),
        ("user", "Good. Add one line on immediate corrective actions.", "2024-05-09 06:53:02"),
        ("assistant", "Add after the second paragraph: \"Immediate corrective actions: stop-work on unshored "
                      "excavations > 1.5 m, spoil to be kept at least 1 m from trench edges, and a competent-person "
                      "inspection of all excavations after rain before work resumes.\"", "2024-05-09 06:53:20"),
    ]))

    convs.append(conversation("braai", "Braai quantities for school fundraiser", [
        ("user", "School braai fundraiser on Heritage Day. Expecting ~350 adults and ~150 kids. Adults get a wors roll "
                 "and a lamb chop plus pap, kids get a wors roll. How much boerewors and how many chops should we "
                 "order? Some people won't eat red meat.", "2024-09-15 20:30:05"),
        ("assistant", "Boerewors: a roll takes ~100-120 g, so 500 rolls = 50-60 kg. Order 60 kg - leftovers freeze.\n"
                      "Lamb chops: 350 + ~10% for seconds and breakages = about 390-400 chops.\n"
                      "Non-red-meat option: ~10% of adults → 25-30 kg chicken pieces.\n"
                      "Pap: ~150 g dry maize meal per adult portion → ~50 kg maize meal.\n"
                      "Rolls: 520. Chakalaka: 20-25 large tins.", "2024-09-15 20:30:40"),
    ]))

    convs.append(conversation("speech", "isiZulu welcome words for my mother", [
        ("user", "My mother moves into her new granny flat behind our house next month. Help me with a few short "
                 "welcome words in isiZulu and English for the family. Mention my late father who built our family "
                 "home in Inanda with his own hands.", "2024-11-17 21:40:00"),
        ("assistant", "isiZulu:\n\"Mama, namuhla ungena ekhaya lakho elisha. Ubaba wakha indlu yethu eNanda "
                      "ngezandla zakhe, isitini ngesitini. Nathi namuhla sikwakhele lapha, eduze kwethu, ukuze "
                      "ungalokothi uhlale wedwa. Wamukelekile ekhaya, Mama. Siyakuthanda.\"\n\n"
                      "English:\n\"Mama, today you step into your new home. Baba built our house in Inanda with his "
                      "own hands, brick by brick. Today we have built this for you, close to us, so that you are "
                      "never alone. Welcome home, Mama. We love you.\"", "2024-11-17 21:40:35"),
    ]))
    return json.dumps(convs, ensure_ascii=False, indent=1).encode("utf-8")


def build_plain_chats():
    F = {}
    cpd = [
        {"role": "user", "content": "ECSA CPD: what's the difference between category 1, 2 and 3 credits? I'm renewing my Pr Eng this year.",
         "timestamp": "2024-06-05T21:10:04+02:00"},
        {"role": "assistant", "content": "Category 1 is developmental activities (conferences, courses, webinars, seminars) - roughly one credit per 10 hours. Category 2 is work-based activity - engineering work itself earns up to 1 credit per year. Category 3 is individual activities such as mentoring, committee work, publications and voluntary work, capped at 5 credits for the cycle. You need 25 credits over the five years, with at least one credit from Category 1 each year.",
         "timestamp": "2024-06-05T21:10:31+02:00"},
        {"role": "user", "content": "Does a 2-hour SAICE webinar count as Cat 1? And does chairing a school governing body finance committee count for anything?",
         "timestamp": "2024-06-05T21:13:50+02:00"},
        {"role": "assistant", "content": "A validated 2-hour webinar counts as Category 1 at about 0.2 credits (check the validation number on the certificate). Chairing a school governing body committee is not engineering-related, so it would not count under Category 3 unless it involves engineering work such as managing a school building project.",
         "timestamp": "2024-06-05T21:14:12+02:00"},
    ]
    F["chats/assistant/2024-06-05_ecsa-cpd-categories.json"] = json.dumps(cpd, ensure_ascii=False, indent=2).encode("utf-8")

    bus = {"title": "Scoring school bus bids", "exported": "2024-11-24T10:00:00+02:00", "messages": [
        {"role": "user", "content": "I chair a primary school finance committee. We have three bids for a school bus contract. One is cheapest but two of its drivers have no PrDP and no vehicle tracking. How should we weight price vs safety so the scoring is defensible to parents?",
         "timestamp": "2024-09-08T20:14:00+02:00"},
        {"role": "assistant", "content": "Use a published weighting before you open the scores, e.g. price 40, safety and compliance 30 (PrDP for every driver, roadworthy certificates, tracking, passenger liability insurance), experience and references 20, B-BBEE / local 10. Make PrDP and roadworthiness pass/fail gates: a bidder who fails a gate is excluded before price is scored. Minute the reasons and keep the score sheets - that is what makes it defensible.",
         "timestamp": "2024-09-08T20:14:40+02:00"},
        {"role": "user", "content": "Should the contract be one year or longer?", "timestamp": "2024-09-08T20:18:12+02:00"},
        {"role": "assistant", "content": "Longer terms get better prices because the operator can finance newer buses, but build in an annual performance review, a termination clause for safety breaches, and escalation capped at CPI.",
         "timestamp": "2024-09-08T20:18:45+02:00"},
    ]}
    F["chats/assistant/2024-09-08_bus-bid-scoring.json"] = json.dumps(bus, ensure_ascii=False, indent=2).encode("utf-8")
    return F


def build_jsonl():
    rows = [
        ("2024-01-16T07:12:00+02:00", "48 m2 in square feet", "About 517 square feet."),
        ("2024-02-01T21:30:00+02:00", "hdpe pe100 pn16 max working pressure", "PN16 = 16 bar nominal at 20 °C for PE100; derate for higher temperatures."),
        ("2024-02-27T19:02:00+02:00", "spitting cobra venom in eyes first aid", "Rinse the eyes immediately with lots of water or milk for 10-15 minutes, don't rub, get to a doctor."),
        ("2024-03-18T06:05:00+02:00", "how long before you can build walls on a new slab", "Usually 3-7 days for light loads; concrete reaches ~70% strength at 7 days."),
        ("2024-04-03T12:40:00+02:00", "what is NHBRC enrolment", "Home builders must be registered with the NHBRC and enrol each new home before construction; banks require it for bond finance."),
        ("2024-05-02T20:11:00+02:00", "isiZulu word for granny flat", "Commonly just 'ifulethi' or 'indlwana yangemuva' (the little house at the back)."),
        ("2024-06-18T22:01:00+02:00", "drakensberg weather end of june", "Cold: nights below 0 °C, days 12-18 °C, chance of snow on the high peaks."),
        ("2024-08-05T21:44:00+02:00", "warm white vs cool white kelvin", "Warm white ~2700-3000 K (yellowish, cosy); cool white ~4000 K; daylight ~6500 K."),
        ("2024-08-21T06:50:00+02:00", "14 bar in metres head", "About 143 m of water head."),
        ("2024-09-09T20:20:00+02:00", "what is a PrDP", "Professional Driving Permit - required in South Africa to drive passengers for reward, including school buses."),
        ("2024-10-04T13:15:00+02:00", "electrical COC south africa what is it", "A Certificate of Compliance issued by a registered electrician confirming the installation complies with SANS 10142; needed for new buildings and property transfers."),
        ("2024-10-21T21:05:00+02:00", "when to plant imifino / spinach in durban", "Almost all year; best March-August. Needs morning sun and regular water."),
        ("2024-11-11T19:30:00+02:00", "how long does tile grout need before showering", "Cement-based grout: 72 hours before getting it wet; epoxy: 24 hours."),
        ("2024-11-19T07:20:00+02:00", "sassa change of address how", "Visit a SASSA office with the beneficiary's ID and proof of the new address, or phone the call centre; the beneficiary usually has to be present."),
    ]
    return ("".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in rows)).encode("utf-8")


def _csv(rows):
    import csv
    import io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue().encode("utf-8")


def build_csvs():
    F = {}
    ledger = [["date", "payee", "description", "category", "amount_zar", "paid_from"],
              ["2024-01-26", "Naidoo Drafting", "Plans - 50% deposit", "plans", "7500.00", "savings"],
              ["2024-02-13", "Coastal Metro Municipality", "Building plan submission fees", "council", "4860.00", "savings"],
              ["2024-02-20", "Naidoo Drafting", "Plans - balance", "plans", "7500.00", "savings"],
              ["2024-03-28", "Naidoo Drafting", "Amended plans rev C (rear building line)", "plans", "2200.00", "savings"],
              ["2024-04-15", "Mkhize Builders", "Deposit 15% (quote Q-0311)", "builder", "72750.00", "savings"],
              ["2024-05-30", "Naidoo & Mhlongo Inc", "Further advance - registration costs", "bond", "9840.00", "savings"],
              ["2024-06-05", "Ubuntu Bank", "Further advance initiation fee", "bond", "6037.50", "bond"],
              ["2024-06-28", "Mkhize Builders", "Progress 1 - foundations & slab (20%)", "builder", "97000.00", "bond draw"],
              ["2024-07-19", "Coastal Metro Municipality", "Water & sewer connection fee (2nd dwelling)", "council", "3450.00", "savings"],
              ["2024-08-09", "Mkhize Builders", "Progress 2 - wallplate (20%)", "builder", "97000.00", "bond draw"],
              ["2024-08-19", "Pillay Plumbing", "Plumbing first fix - deposit", "plumbing", "9500.00", "savings"],
              ["2024-09-02", "BrightVolt Solar", "Solar deposit 50%", "solar", "48200.00", "savings"],
              ["2024-09-27", "Mkhize Builders", "Progress 3 - roof (20%)", "builder", "97000.00", "bond draw"],
              ["2024-10-04", "Zulu Electrical", "Electrical first fix", "electrical", "12800.00", "savings"],
              ["2024-10-16", "BrightVolt Solar", "Solar balance on commissioning", "solar", "48200.00", "savings"],
              ["2024-10-31", "Pillay Plumbing", "Second fix + 150 L geyser + gas line", "plumbing", "24650.00", "savings"],
              ["2024-11-07", "Coastal Tiles", "Bathroom non-slip porcelain (back-order deposit)", "finishes", "8900.00", "savings"],
              ["2024-11-12", "CoastFibre", "Fibre for the flat - first month", "other", "459.00", "savings"],
              ["2024-11-14", "BrightVolt Solar", "Second battery 5.12 kWh + install (INV-5532)", "solar", "31900.00", "savings"],
              ["2024-11-19", "Zulu Electrical", "Second fix - DB board, plugs, downlights", "electrical", "9600.00", "savings"],
              ["2024-11-22", "Paint Depot", "Paint for the flat (we paint ourselves)", "finishes", "3870.00", "savings"]]
    F["finance/granny-flat-ledger.csv"] = _csv(ledger)

    outages = [["date", "pump_station", "ls_stage", "power_off", "power_on", "res_start_pct", "res_end_pct", "genset", "comment"],
               ["2024-01-09", "Blackburn PS", "4", "16:00", "18:30", "78", "52", "none", ""],
               ["2024-01-09", "Umdloti PS", "4", "18:00", "20:30", "81", "69", "manual start 18:25", "genset started late - operator stuck in traffic"],
               ["2024-01-16", "Mount Moreland PS", "4", "06:00", "08:30", "90", "88", "auto", ""],
               ["2024-01-23", "Blackburn PS", "5", "14:00", "16:30", "70", "44", "none", "complaints Cornubia high level 17:10"],
               ["2024-01-30", "Ottawa PS", "5", "20:00", "22:30", "95", "91", "n/a", "essential feeder - no impact"],
               ["2024-02-06", "Blackburn PS", "4", "18:00", "20:30", "66", "40", "none", "trailer genset requested - arrived 21:15"],
               ["2024-02-14", "Blackburn PS", "4", "18:00", "20:30", "41", "22", "none", "soft starter tripped on restart 18:05 - Kevin reset remotely"],
               ["2024-02-20", "Mount Moreland PS", "6", "12:00", "14:30", "85", "80", "auto", ""],
               ["2024-02-27", "Umdloti PS", "4", "16:00", "18:30", "74", "49", "manual start - late", "restart delayed 40 min: Mozambique spitting cobra behind the MCC panel, snake catcher (Nick, Ballito) removed it. Sandile OK"],
               ["2024-03-05", "Blackburn PS", "6", "10:00", "12:30", "72", "51", "trailer 100 kVA", "genset from Verulam depot on site"],
               ["2024-03-11", "Blackburn PS", "6", "18:00", "22:30", "63", "18", "none", "back-to-back slots; trailer genset at Ottawa (not logged)"],
               ["2024-03-12", "Umdloti PS", "6", "02:00", "04:30", "88", "76", "manual start 02:40", ""],
               ["2024-03-13", "Blackburn PS", "6", "16:00", "22:30", "58", "0", "none", "high-level zone dry 19:30; tankers x3; ward councillor complaint"],
               ["2024-03-14", "Mount Moreland PS", "6", "08:00", "10:30", "87", "83", "auto", ""],
               ["2024-03-19", "Blackburn PS", "4", "18:00", "20:30", "69", "45", "trailer 100 kVA", ""],
               ["2024-03-26", "Umdloti PS", "2", "20:00", "22:00", "90", "84", "manual start 20:15", "last LS slot logged - suspended from 26 Mar"],
               ["2024-08-07", "Blackburn PS", "-", "09:12", "13:40", "76", "39", "trailer 100 kVA", "Eskom cable fault (not LS)"],
               ["2024-10-29", "Ottawa PS", "-", "11:00", "11:45", "92", "90", "n/a", "municipal planned outage - substation maintenance"]]
    F["work/pump-station-outages-2024.csv"] = _csv(outages)
    return F
