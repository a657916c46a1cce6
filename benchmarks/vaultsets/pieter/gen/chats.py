"""Chat exports: ChatGPT-style (mapping tree), {"messages": [...]} files and a .jsonl."""
import json, uuid
from datetime import datetime
from common import write, dt

NS = uuid.UUID("6f1c2a4e-3b7d-4c55-9a10-7e2f4d8b1c99")


def nid(*parts):
    return str(uuid.uuid5(NS, "/".join(map(str, parts))))


def node(id_, role, text, t, parent, children):
    msg = None
    if role:
        msg = {"id": id_, "author": {"role": role, "name": None, "metadata": {}},
               "create_time": t, "update_time": None,
               "content": {"content_type": "text", "parts": [text]},
               "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
               "weight": 1.0, "metadata": {"is_visually_hidden_from_conversation": role == "system"} if role == "system" else {},
               "recipient": "all", "channel": None}
    return {"id": id_, "message": msg, "parent": parent, "children": children}


def conversation(key, title, start, turns, branch=None):
    """turns: list of (role, text). branch: (index_of_user_turn, old_text, old_reply) – an earlier edit
    that sits on a side branch; the current path uses the text in turns."""
    t0 = start.timestamp()
    mapping = {}
    root = "client-created-root"
    sys_id = nid(key, "sys")
    mapping[root] = node(root, None, None, None, None, [sys_id])
    mapping[sys_id] = node(sys_id, "system", "", None, root, [])
    parent = sys_id
    t = t0
    last = sys_id
    for i, (role, text) in enumerate(turns):
        t += 35 if role == "user" else 22 + len(text) / 60
        id_ = nid(key, i)
        if branch and branch[0] == i:
            old_u = nid(key, i, "old")
            old_a = nid(key, i, "old-a")
            mapping[old_u] = node(old_u, "user", branch[1], t - 120, parent, [old_a])
            mapping[old_a] = node(old_a, "assistant", branch[2], t - 100, old_u, [])
            mapping[parent]["children"].append(old_u)
        mapping[id_] = node(id_, role, text, round(t, 4), parent, [])
        mapping[parent]["children"].append(id_)
        parent = id_
        last = id_
    cid = nid(key, "conv")
    return {"title": title, "create_time": t0, "update_time": round(t + 5, 4), "mapping": mapping,
            "moderation_results": [], "current_node": last, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None, "is_archived": False,
            "is_starred": None, "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


# ---------------------------------------------------------------- 2025-03 export
lost_case = conversation("lostcase", "Lost flight case AMS–MUC", dt(2025, 3, 4, 7, 58), [
    ("user", "Yesterday (3 March) I flew Amsterdam to Munich with AeroLink, flight AL 2316, for a one-day "
             "corporate gig, and my checked flight case never showed up. I made a PIR at the baggage desk in "
             "Munich. Inside: my own Shure PSM 1000 in-ear system (transmitter + two bodypacks), a Neumann KMS 105, "
             "an Earthworks measurement mic and a bag of cables, roughly €4,700 of gear. I'm a freelance sound "
             "engineer based in Rotterdam and I have a business equipment policy with Hollandia. What do I do now, "
             "step by step?"),
    ("assistant", "I'm sorry, that's a stressful situation, especially when the gear is your livelihood. Here's a "
                  "step-by-step plan.\n\n**1. Secure the paper trail today**\n- Keep the PIR confirmation and the "
                  "file reference; you'll need it for every contact with the airline and your insurer.\n- Photograph "
                  "your boarding pass and the bag-tag receipt.\n- Check the PIR description is accurate (\"flight "
                  "case\", colour, straps, any stencil). If it's wrong, ask the airline to correct it.\n\n**2. Follow "
                  "the airline's tracing**\n- Use the online tracker with your file reference.\n- Most delayed bags "
                  "turn up within 48–72 hours. After 21 days a bag is normally declared lost and you can claim.\n- Put "
                  "every contact in writing (e-mail or web form) so you have a record.\n\n**3. Notify your insurer "
                  "now**\n- Even if the bag may still turn up, tell your insurer today. Many policies require prompt "
                  "notification.\n- Ask what they need: usually the PIR, the airline's loss confirmation, proof of "
                  "purchase and a list of contents with values.\n- Ask how they treat the airline's compensation: "
                  "typically it's deducted from the payout, together with your excess.\n\n**4. Gather proof of "
                  "ownership and value**\n- Original invoices are best; bank statements are often not accepted by "
                  "airlines. Ask shops for duplicate invoices.\n- Serial numbers help a lot.\n\n**5. Understand the "
                  "limits**\n- Under the Montreal Convention the airline's liability for checked baggage is limited "
                  "(roughly €1,500–1,800 per passenger), unless a special declaration of value was made at check-in.\n"
                  "- So for €4,700 of equipment your insurer will carry most of the loss.\n\n**6. Keep working**\n- "
                  "If you have upcoming shows, rent replacement equipment and keep the receipts; some insurers cover "
                  "it as part of the claim, others don't.\n\n**7. Prevent it next time**\n- Carry critical items "
                  "(IEMs, vocal mics) in cabin baggage.\n- Put a tracker (e.g. an AirTag) in each case.\n- Label the "
                  "inside of the case with your contact details.\n\nWould you like a template e-mail to the airline "
                  "or to your insurer?"),
    ("user", "Yes please, a short e-mail to the insurer. And honestly, lesson learned: I'm never checking in gear "
             "again. From now on the in-ears and the vocal mic go in hand luggage, or I just drive. Which hard case "
             "fits a PSM 1000 transmitter and still counts as cabin baggage?"),
    ("assistant", "Here's a short e-mail you can adapt:\n\n---\nSubject: Damage report – loss of business equipment "
                  "on flight AL2316 (3 March 2025)\n\nDear Sir/Madam,\n\nI would like to report the loss of business "
                  "equipment insured under my equipment policy. On 3 March 2025 my checked flight case did not "
                  "arrive on flight AL2316 from Amsterdam to Munich. A Property Irregularity Report was filed at "
                  "Munich Airport; the reference is in the attached confirmation.\n\nThe case contained: [list with "
                  "serial numbers and values]. The airline is still tracing the case. I will forward their decision "
                  "as soon as I receive it.\n\nPlease let me know which documents you need.\n\nKind regards,\n[name, "
                  "policy number]\n---\n\n**Cabin-size hard cases**\nA sensible choice is a case around 55 × 35 × 23 "
                  "cm (many European airlines allow 55 × 40 × 23):\n- Peli 1510 / 1535 Air – the classic; with foam or "
                  "padded dividers a half-rack transmitter plus bodypacks, a mic and cables fit.\n- Nanuk 935 – "
                  "similar size, slightly lighter.\n- SKB iSeries 2011-7 – a bit smaller, fits a transmitter and two "
                  "bodypacks.\n\nCheck the weight limit (often 7–10 kg) and carry the batteries in the cabin anyway. "
                  "Your plan to drive or take the train with critical gear is, frankly, the most reliable solution."),
], branch=(2, "Thanks. Also: which hard case fits a PSM 1000 transmitter as cabin baggage?",
           "Good question! Cases around 55 × 35 × 23 cm usually work, such as the Peli 1510 or Nanuk 935. Want "
           "more detail?"))

btw = conversation("btwq1", "BTW return with reverse charge", dt(2025, 4, 12, 10, 14), [
    ("user", "I'm a Dutch ZZP sound engineer and I do my quarterly VAT (BTW) return myself. For Q1 2025 I owe "
             "€1,412. Two of my clients are in Belgium and Germany and I invoice them with reverse charge (BTW "
             "verlegd). Where do those go in the return, and do I need to file anything extra? My accountant only "
             "does my income tax."),
    ("assistant", "Good that you're checking this, because the reverse-charge part is a common slip. General "
                  "information (not tax advice):\n\n**1. Where intra-EU services go in the return**\nServices to "
                  "business customers in another EU country, where the customer accounts for the VAT, go in the "
                  "section for supplies to or services in EU countries (in the Dutch return that's rubriek 3b). You "
                  "enter the turnover; the VAT amount stays empty because the customer reverse-charges it.\n\n**2. "
                  "The extra filing: the ICP declaration**\nWhen you report amounts in 3b you also need to file an "
                  "'Opgaaf intracommunautaire prestaties' (ICP) for the same period, listing each customer's VAT "
                  "number and the amount. It's filed separately in the same portal.\n\n**3. Invoice requirements**\n"
                  "- Your own VAT ID and the customer's VAT ID on the invoice\n- The text 'BTW verlegd' / 'VAT reverse "
                  "charged' / 'Reverse charge'\n- No Dutch VAT charged\n\n**4. If you forget**\nIf you've filed a "
                  "return without the ICP or with errors, you can correct it with a supplementary declaration "
                  "(suppletie) or in a later return, depending on the amount.\n\n**5. Practical tips**\n- Keep a "
                  "separate list of foreign customers with their VAT IDs, and validate them in the EU VIES "
                  "system.\n- Set a reminder for the deadline: the last day of the month after the quarter.\n- If "
                  "this keeps costing you time and stress, it may be worth asking your accountant to take over the "
                  "quarterly returns too.\n\nWant me to make a checklist you can go through every quarter?"),
])

write("chats/chatgpt/conversations-2025-03.json", json.dumps([lost_case, btw], ensure_ascii=False, indent=1))

# ---------------------------------------------------------------- 2025-09 export
rate = conversation("rate", "Raising my day rate", dt(2025, 9, 2, 21, 3), [
    ("user", "I'm a freelance FOH engineer in Rotterdam. From 1 September 2025 my day rate goes from €425 to €450 "
             "(half day from €275 to €290). Rental prices went up and I bought a van, so I had to. Most clients are "
             "theatres, producers and festivals in NL and BE. Can you help me write a short, friendly message to "
             "regular clients, in English and in Dutch?"),
    ("assistant", "Of course. Price increases land best when they're short, factual and friendly, and announced "
                  "ahead of time. Here are both versions.\n\n**English**\n\nHi [name],\n\nA quick heads-up: as of 1 "
                  "September 2025 my day rate will be €450 (half day €290), excl. VAT. Rental and travel costs have "
                  "risen considerably this year, and this lets me keep delivering the same quality and reliability. "
                  "Bookings already confirmed in writing stay at the old rate.\n\nThank you for the great "
                  "collaboration. I'm looking forward to the next shows!\n\nBest,\n[name]\n\n**Nederlands**\n\nHoi "
                  "[naam],\n\nEven een korte update: per 1 september 2025 wordt mijn dagtarief € 450 (halve dag € 290), "
                  "excl. btw. De huur- en reiskosten zijn dit jaar flink gestegen en zo kan ik dezelfde kwaliteit "
                  "blijven leveren. Wat al schriftelijk bevestigd is, blijft op het oude tarief.\n\nDank voor de fijne "
                  "samenwerking, tot de volgende show!\n\nGroet,\n[naam]\n\n**Tips**\n- Send it personally rather than "
                  "as a mass mail.\n- Don't over-explain or apologise.\n- Update your rate card, quote template and "
                  "terms at the same time.\n- For long-running projects (like a tour), agree explicitly whether the "
                  "new rate applies from the next block."),
    ("user", "Good. For the tour I already agreed with the producer that the new rate applies from September too, "
             "so that's fine."),
    ("assistant", "Great, then you're all set. Make sure the producer has it in writing (a short e-mail "
                  "confirming \"€450 per day from the September block onwards\" is enough) and that your next invoice "
                  "states the new rate clearly. Good luck with the tour!"),
])

heat = conversation("heatpump", "Heat pump on a houseboat", dt(2025, 9, 21, 20, 41), [
    ("user", "Decision time for our houseboat (a 1927 converted cargo ship, 23 m). In February we decided on a "
             "Refleks diesel stove, because our temporary mooring only had 1x16A shore power. But we're moving to "
             "a permanent mooring at the Schiehaven in Rotterdam on 6 October, with 3x25A. So we've now decided: "
             "no diesel after all. We're going for an air-to-water heat pump, about 6 kW, with underfloor heating "
             "in the saloon and two radiators forward. Installation after the hull work, early 2026. What should we "
             "watch out for on a boat?"),
    ("assistant", "That sounds like a sensible switch now that you have proper shore power. Things to consider:\n\n"
                  "**1. Sizing and heat loss**\nSteel hulls lose a lot of heat, especially below the waterline in "
                  "winter (the water is 4–6 °C). Have a heat-loss calculation done with your actual insulation. 6 kW "
                  "is plausible for 60–80 m² with reasonable insulation, but check.\n\n**2. Low-temperature "
                  "emission**\nHeat pumps are most efficient at low flow temperatures (35–45 °C). Underfloor heating "
                  "is ideal; radiators should be oversized or low-temperature models.\n\n**3. The outdoor unit**\n- "
                  "Place it where salt spray and splashing are limited, with room for airflow.\n- Mount it on "
                  "anti-vibration feet; steel decks transmit vibration into the hull very efficiently.\n- Condensate "
                  "and defrost water must drain overboard, not onto the deck where it freezes.\n\n**4. Noise and "
                  "neighbours**\nCheck the sound power level (dB(A)) and the distance to neighbouring boats. Many "
                  "municipalities have limits at the nearest dwelling.\n\n**5. Electrical**\n3x25A is usually enough, "
                  "but check the start-up current and the combined load (induction hob, water heater).\n\n**6. Frost "
                  "protection**\nUse glycol or a frost-protection mode, especially for the outdoor unit's pipes.\n\n"
                  "**7. Backup**\nA small electric heater for extreme cold is a pragmatic backup.\n\n**8. Subsidies**"
                  "\nCheck national and municipal schemes; some cover houseboats.\n\nWant me to make a list of "
                  "questions for installers?"),
    ("user", "Yes, a list of questions would help. The outdoor unit would sit on the aft deck, about 3 m from the "
             "neighbours' boat."),
    ("assistant", "Here's a list to send to installers:\n1. Can you do a heat-loss calculation for a steel "
                  "houseboat with our insulation?\n2. Which model do you propose, and what is its sound power and "
                  "sound pressure at 3 m?\n3. Do you have experience with boats (vibration, corrosion, "
                  "condensate)?\n4. How do you mount the outdoor unit on a steel deck?\n5. What flow temperature do "
                  "you design for?\n6. What is the start-up current, and is 3x25A sufficient with our other "
                  "loads?\n7. Frost protection: glycol or otherwise?\n8. Warranty in a marine environment?\n9. Which "
                  "subsidies can you help apply for?\n10. Lead time and price, broken down."),
])

write("chats/chatgpt/conversations-2025-09.json", json.dumps([rate, heat], ensure_ascii=False, indent=1))

# ---------------------------------------------------------------- assistant-format files
sail = {"messages": [
    {"role": "user", "timestamp": "2025-05-18T19:22:10+02:00",
     "content": "I'm learning to sail – CWO Kielboot I at a sailing school on the Kralingse Plas in Rotterdam, "
                "Saturday mornings. Some things I've noticed about myself:\n- I much prefer a tiller. Yesterday I "
                "steered the school's bigger boat with a wheel and hated it: no feel at all, like a fader with too "
                "much latency.\n- I get seasick on short choppy water.\n- 3–4 Beaufort is fun; 5 and up is just "
                "survival for me.\n- I love sailing early in the morning.\n\nIn August I'm going for a week with my "
                "friend Daan on his boat, a 1974 Waarschip called 'Wiebelwind', leaving from the harbour in Heeg. "
                "What should I practise before then so I'm useful crew?"},
    {"role": "assistant", "timestamp": "2025-05-18T19:22:58+02:00",
     "content": "That sounds like a great trip, and your self-knowledge is useful. Here's what to practise so "
                "you're genuinely helpful on a week aboard:\n\n**1. Line handling**\n- Cleating, coiling and "
                "throwing a line. A Waarschip will have sheets on winches or cleats: practise taking turns on a "
                "winch and easing under load.\n- Knots: bowline, clove hitch, round turn and two half hitches, "
                "figure-of-eight.\n\n**2. Mooring and leaving**\n- Frisian harbours often use box moorings (posts "
                "and a jetty). Practise stepping off with a line, taking a turn, and controlling the boat.\n\n**3. "
                "Reefing**\n- Since 5 Bft feels like survival, learn to reef early. On Frisian lakes the wind can "
                "pick up quickly in the afternoon.\n\n**4. Tacking and gybing as crew**\n- Learn the commands and "
                "your role: jib sheets, weight, watching for traffic.\n\n**5. Seasickness**\n- Frisian lakes are "
                "shallow, so with wind they get a short, steep chop. Eat light, stay on deck, look at the horizon, "
                "take the helm when you can (tiller, in your case, which helps).\n\n**6. Weather**\n- Learn to read "
                "a forecast: wind speed, gusts and direction. Early mornings are usually calmest.\n\n**7. Safety**\n"
                "- Lifejacket always, know where the fire extinguisher and first-aid kit are.\n\nHave a wonderful "
                "week!"},
    {"role": "user", "timestamp": "2025-05-18T19:30:41+02:00",
     "content": "Thanks. I keep mixing up loef and lij. Any trick?"},
    {"role": "assistant", "timestamp": "2025-05-18T19:31:02+02:00",
     "content": "A common trick: 'loef' is where the wind comes from (windward), 'lij' is where it goes to "
                "(leeward) – think of 'lij' as 'lee', the sheltered side. Another: if you spit, do it to lij. You "
                "only make that mistake once."},
]}
write("chats/assistant/zeilen-vragen-2025-05.json", json.dumps(sail, ensure_ascii=False, indent=1))

ears = {"messages": [
    {"role": "user", "timestamp": "2025-07-07T10:12:33+02:00",
     "content": "After Polderpop (festival last weekend, I mixed the second stage, right next to the main stage's sub "
                "array) my left ear has been ringing for two days. High-pitched, worse at night. I wear custom "
                "moulded Elacin earplugs with 15 dB filters during changeovers and loud acts – I can't stand foam "
                "plugs, they kill the top end and I can't mix with them. Should I worry? And how do I protect myself "
                "better at festivals?"},
    {"role": "assistant", "timestamp": "2025-07-07T10:13:21+02:00",
     "content": "Ringing after loud exposure (temporary tinnitus) is common and often fades within a few days, but "
                "since it's been two days and it's one-sided, it's worth taking seriously.\n\n**What to do now**\n"
                "- Rest your ears: avoid loud environments for at least a week if possible.\n- If it hasn't "
                "improved after a few more days, or if you notice hearing loss, muffled sound or dizziness, see "
                "your GP or an audiologist promptly; sudden hearing loss is treated more successfully when caught "
                "early.\n- A hearing test now gives you a baseline for later.\n\n**Protection at festivals**\n- "
                "Your custom plugs with 15 dB filters are a good choice for mixing. For changeovers and when you're "
                "not mixing, consider a stronger filter (e.g. 25 dB) or adding earmuffs.\n- Measure: use an SPL "
                "meter or app at FOH and keep track of dose (LAeq over time).\n- Ask production about FOH "
                "placement relative to other stages' subs, and about sub alignment or cardioid arrays to reduce "
                "spill.\n- Take breaks in quiet areas.\n\n**Long term**\n- Annual hearing tests.\n- Keep your own "
                "monitoring level low.\n\nI hope it settles quickly. Do get it checked if it doesn't."},
    {"role": "user", "timestamp": "2025-07-07T10:20:05+02:00",
     "content": "Booked the audiologist for Thursday. And next year I'll only do Polderpop if my stage isn't right "
                "next to the main stage."},
    {"role": "assistant", "timestamp": "2025-07-07T10:20:30+02:00",
     "content": "That's a sensible condition to set. Mention it to the production early, so they can take it into "
                "account in the site plan. Good luck on Thursday."},
]}
write("chats/assistant/oor-piept-na-festival-2025-07.json", json.dumps(ears, ensure_ascii=False, indent=1))

quick = [
    ("user", "2025-01-09T09:14:00+01:00", "Korte vraag: hoe zeg ik beleefd in een mail aan een vaste klant dat mijn dagtarief per 1 januari naar €425 gaat? Liefst in het Nederlands."),
    ("assistant", "2025-01-09T09:14:25+01:00", "Bijvoorbeeld: \"Hoi [naam], even een korte update: per 1 januari 2025 is mijn dagtarief € 425 excl. btw. Afspraken die al vastliggen, blijven op het oude tarief. Dank voor de fijne samenwerking en tot snel!\" Kort, vriendelijk, zonder uitgebreide uitleg."),
    ("user", "2025-03-20T22:41:00+01:00", "For theatre work I always want a DiGiCo SD12 or SD9. A Yamaha CL is fine too. But I refuse to mix on an X32 or M32 for anything over 24 inputs – the workflow drives me crazy. Write me a short console paragraph for my technical rider."),
    ("assistant", "2025-03-20T22:41:40+01:00", "Console (FOH): DiGiCo SD12 or SD9 preferred; Yamaha CL5/CL3 acceptable. Behringer X32 / Midas M32 are not accepted for shows with more than 24 inputs. If the venue cannot provide one of the preferred consoles, the engineer will bring their own desk; please provide a CAT5e/fibre run from stage to FOH and a 16A power outlet at FOH. Please contact the engineer in advance if there are any deviations."),
    ("user", "2025-05-04T12:03:00+02:00", "Catering rider for me, please translate into German: I'm vegetarian. I don't eat a heavy meal before the show, I eat afterwards; soup or something small at 5pm is great. Oat milk for coffee (flat white if possible). I can't stand energy drinks, don't put them in the dressing room for me."),
    ("assistant", "2025-05-04T12:03:30+02:00", "Catering (Tontechnik): Ich bin Vegetarier. Vor der Show bitte keine schwere Mahlzeit – ich esse nach der Show; eine Suppe oder eine Kleinigkeit um 17 Uhr ist ideal. Bitte Hafermilch für den Kaffee (gerne Flat White). Bitte keine Energydrinks für mich in der Garderobe."),
    ("user", "2025-06-29T08:55:00+02:00", "Hotel rider line: single room, quiet, away from the lift, blackout curtains. I sleep badly after shows. Make it sound polite."),
    ("assistant", "2025-06-29T08:55:20+02:00", "\"Accommodation: a single room, please, preferably in a quiet location away from lifts and ice machines, with blackout curtains. As the engineer usually gets to bed late after the show, a late check-out is greatly appreciated.\""),
    ("user", "2025-08-21T17:30:00+02:00", "Rotterdam to Oberhausen on 27 November with two cases and a desk: train or my van? Since March I don't fly with gear anymore, so it's one of the two."),
    ("assistant", "2025-08-21T17:30:45+02:00", "With a desk and two cases the van is the practical choice: door to door, no transfers, and the gear stays with you. By train you would need a transfer in Duisburg and a taxi with space for the cases. Allow about 2.5–3 hours by van, plus a buffer for traffic around the Ruhr. If your venue has a courtyard or yard, ask about parking for the van."),
    ("user", "2025-10-19T11:02:00+02:00", "Our houseboat's fresh water hose on the quay froze last winter. How do I stop that?"),
    ("assistant", "2025-10-19T11:02:40+02:00", "Options: use a frost-proof quay tap if available; insulate the hose with pipe lagging and wrap it with self-regulating heating cable (low power, thermostat-controlled); keep the hose short and drain it when temperatures drop well below zero; or fill a tank on board during cold spells so you can disconnect the hose."),
    ("user", "2025-11-09T23:12:00+01:00", "What's 'stage plot' and 'input list' in Dutch theatre slang?"),
    ("assistant", "2025-11-09T23:12:20+01:00", "In the Dutch theatre world people usually just say 'stageplot' and 'inputlijst' (sometimes 'patchlijst' for the input list). More formally: 'podiumopstelling' and 'ingangenlijst', but you rarely hear those."),
]
write("chats/assistant/quick-questions-2025.jsonl",
      "".join(json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) + "\n" for r, t, c in quick))
