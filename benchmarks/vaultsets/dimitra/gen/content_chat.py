# -*- coding: utf-8 -*-
"""Chat exports, CSV files and the lido mailing-list mbox for the dimitra vault."""
import hashlib
import json
import uuid
from datetime import datetime, timezone

LRM = "\u200e"

# ====================================================================== WhatsApp (iPhone "Export chat" _chat.txt)
# (date dd/mm/yyyy, time, sender, text). Text "\n" -> continuation lines. "@omit:" -> LRM-prefixed media line.
WA = [
    ("16/06/2024", "19:02:11", "Kyriacou Family", "@sys:Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them."),
    ("16/06/2024", "19:02:11", "Maria", "@sys:Maria created group \u201cKyriacou Family\u201d"),
    ("16/06/2024", "19:02:12", "Maria", "@sys:Maria added you"),
    ("16/06/2024", "19:03:40", "Maria", "Right. Next July is Mum and Dad's 50th. FIFTY. We need to do something proper"),
    ("16/06/2024", "19:05:02", "Μαμά", "Kalispera paidia mou. We dont want anything big. Just the family"),
    ("16/06/2024", "19:05:30", "Costas", "😂😂 \"just the family\" = 150 people"),
    ("16/06/2024", "19:06:12", "Dimitra", "Mum we know you. Leave it with us"),
    ("16/06/2024", "19:06:45", "Μαμά", "Ό,τι θέλετε. But not like a wedding"),
    ("16/06/2024", "19:07:01", "Stelios", "👍"),
    ("27/07/2024", "17:41:09", "Costas", "@omit:image omitted"),
    ("27/07/2024", "17:41:22", "Costas", "Mirage. Upstairs room is massive, there's a lift for Dad. Loukia the manager is a bit much but ok"),
    ("27/07/2024", "17:45:50", "Maria", "Looks lovely!! Chandeliers 😍"),
    ("27/07/2024", "17:46:30", "Dimitra", "Seeing the church hall next Saturday and the Olive Grove on the thursday after. Then we decide"),
    ("20/09/2024", "15:30:12", "Dimitra", "BOOKED 🎉 Mirage, Athena Room, Saturday 12 July 2025. Deposit paid. Put it in your diaries!!"),
    ("20/09/2024", "15:31:40", "Μαμά", "❤️❤️❤️❤️❤️❤️❤️"),
    ("20/09/2024", "15:32:02", "Μαμά", "ποιος θα πληρώσει;"),
    ("20/09/2024", "15:33:15", "Dimitra", "Us Mum. Don't worry about it"),
    ("20/09/2024", "15:40:51", "Costas", "Legend. Leave the music to me, I know a band"),
    ("20/09/2024", "15:41:30", "Maria", "Famous last words 😂"),
    ("15/10/2024", "18:45:05", "Dimitra", "Nikos how was the maths tutor??"),
    ("15/10/2024", "19:02:33", "Nikos", "he's alright actually"),
    ("15/10/2024", "19:02:40", "Nikos", "can i have pizza"),
    ("15/10/2024", "19:03:11", "Μαμά", "Bravo agapi mou! Yiayia is proud ❤️"),
    ("05/11/2024", "11:20:44", "Stelios", "@omit:image omitted"),
    ("05/11/2024", "11:21:02", "Stelios", "Surveyor on the roof ☀️ says 10 panels fit on the back"),
    ("05/11/2024", "11:35:17", "Maria", "Ooh exciting. One thing though!! Rob's cousin in Harpenden got panels last year and within a few months pigeons were nesting underneath them. The noise, the mess all over the patio, and they had to pay for scaffolding AGAIN to sort it.\nMake sure they put the mesh round the edges FROM THE START, it's like 300 quid extra if you have to do it later"),
    ("05/11/2024", "11:36:40", "Stelios", "Good shout, I'll ask him"),
    ("05/11/2024", "11:37:02", "Costas", "Pigeons are just flying rats"),
    ("18/11/2024", "13:10:22", "Dimitra", "Boiler fixed!! Pat's man came. Dad turned up \"by accident\" and they talked about Cyprus for an hour 🙄"),
    ("18/11/2024", "13:12:45", "Μαμά", "Your father 😂"),
    ("24/12/2024", "09:12:30", "Μαμά", "Καλά Χριστούγεννα παιδιά μου ❤️🎄 see you at Marias"),
    ("25/12/2024", "08:55:01", "Stelios", "@omit:video omitted"),
    ("25/12/2024", "08:55:20", "Stelios", "Your daughter is crazy Eleni 😂🥶"),
    ("25/12/2024", "09:02:14", "Μαμά", "Panagia mou! Dimitra you will get sick"),
    ("25/12/2024", "09:10:45", "Dimitra", "5 degrees and I feel AMAZING. Χρόνια πολλά everyone!!"),
    ("10/01/2025", "18:22:03", "Μαμά", "@omit:audio omitted"),
    ("10/01/2025", "18:25:40", "Μαμά", "@omit:audio omitted"),
    ("10/01/2025", "18:31:11", "Dimitra", "Mum PLEASE no more voice notes 🙏 I can't listen at work and I never get to them later. Text me, or ring me after 6.\nSame goes for you Costas!!"),
    ("10/01/2025", "18:32:50", "Costas", "🫡"),
    ("10/01/2025", "18:40:02", "Μαμά", "ok ok. kalinihta"),
    ("04/02/2025", "19:45:12", "Dimitra", "Right. Bad news and good news about the party.\nThe Mirage double-booked our Saturday 🤬\nThey've moved us to SATURDAY 19 JULY, same time, 7pm. And we're in the Pavilion Room now, the ground floor one with the garden doors, which is actually nicer.\nPlease tell anyone who already has the old date"),
    ("04/02/2025", "19:46:30", "Maria", "WHAT. Unbelievable"),
    ("04/02/2025", "19:47:02", "Μαμά", "Ο Θεός ξέρει. Maybe better"),
    ("04/02/2025", "19:47:40", "Costas", "Larnaca lot will have to change flights 😬 I'll tell them"),
    ("04/02/2025", "19:50:22", "Dimitra", "And they want more deposit for the \"peak\" date. I'll sort it"),
    ("11/02/2025", "20:15:31", "Costas", "Booked Kefi Nights for the 19th 🎶 I put the £300 deposit on my card, sort me out whenever, no rush"),
    ("11/02/2025", "20:16:40", "Dimitra", "Thank you!! I'll transfer you when payday comes ❤️"),
    ("11/02/2025", "20:17:02", "Nikos", "bouzouki is long"),
    ("11/02/2025", "20:17:30", "Μαμά", "Nikolaki!! 😂"),
    ("09/03/2025", "12:05:18", "Maria", "Cake sorted!! Ordered from Anthi on Aldermans Hill - three tiers, white and gold, little gold 50 on top. Kyriacos there did Rob's mum's 70th. I'm paying, that's my present to them"),
    ("09/03/2025", "12:07:44", "Dimitra", "Perfect 😍 efxaristo sis"),
    ("09/03/2025", "12:08:10", "Μαμά", "Not too sweet tell him"),
    ("20/03/2025", "20:01:13", "Dimitra", "Tasting with Panikos is SATURDAY 29th at 2pm at his unit on the trading estate. Mum, Dad, Maria, Costas - everyone ok?"),
    ("20/03/2025", "20:03:40", "Maria", "Will be there, leaving St Albans at 12"),
    ("20/03/2025", "20:04:11", "Costas", "👍"),
    ("20/03/2025", "20:10:25", "Μαμά", "Ναι. Your father will come. He says he is hungry already"),
    ("29/03/2025", "17:30:09", "Dimitra", "@omit:image omitted"),
    ("29/03/2025", "17:31:02", "Dimitra", "OK it's decided, Mum wins: NO buffet. Sit-down meze served to the tables. I'll email Panikos to confirm."),
    ("29/03/2025", "17:32:50", "Maria", "Mum's face when she saw the serving spoons 😂😂"),
    ("29/03/2025", "17:33:30", "Μαμά", "People will sit and eat like people. Efxaristo Dimitra mou"),
    ("22/04/2025", "21:04:12", "Maria", "Did the Mirage ever send the new contract with the 19th on it?"),
    ("22/04/2025", "21:10:30", "Dimitra", "No!! Still nothing. Loukia keeps saying \"this week\". Not paying them another penny until I've got it in writing"),
    ("22/04/2025", "21:11:02", "Costas", "Want me to go round there? 😤"),
    ("22/04/2025", "21:11:30", "Dimitra", "No Costas"),
    ("06/05/2025", "17:02:45", "Dimitra", "Solar fitting moved AGAIN 🙄 now Monday 9th June, their scaffolding firm let them down"),
    ("06/05/2025", "17:03:20", "Stelios", "I already swapped my shifts!!!"),
    ("06/05/2025", "17:04:02", "Maria", "Did you tell them about the birds?!"),
    ("06/05/2025", "17:04:40", "Stelios", "Yes Maria, in November 😂"),
    ("12/05/2025", "19:20:31", "Dimitra", "Guest list updated in my notes, final numbers go to Panikos in July. Mum did the Christodoulous reply? Text me, not a voice note 😅"),
    ("12/05/2025", "19:22:02", "Μαμά", "I will ask them Sunday at church"),
    ("15/05/2025", "12:40:18", "Nikos", "maths paper 1 was actually fine"),
    ("15/05/2025", "12:41:02", "Μαμά", "Μπράβο αγάπη μου!!! ❤️❤️"),
    ("15/05/2025", "12:41:30", "Maria", "GO NIKOS 🎉"),
    ("15/05/2025", "12:45:12", "Dimitra", "So proud of you. Chemistry on Monday, rest a bit this weekend"),
    ("15/05/2025", "12:46:00", "Nikos", "can i have pizza"),
    ("24/05/2025", "10:15:33", "Μαμά", "@omit:image omitted"),
    ("24/05/2025", "10:16:02", "Μαμά", "Kalimera! Me and Theia Georgia started the bombonieres. 40 done"),
    ("24/05/2025", "10:18:40", "Dimitra", "Mum it's MAY 😂 They look beautiful ❤️ ευχαριστώ"),
]


def whatsapp():
    lines = []
    for d, t, who, text in WA:
        if text.startswith("@sys:"):
            body = LRM + text[5:]
            prefix = "" if who == "Kyriacou Family" else LRM
            lines.append("%s[%s, %s] %s: %s" % (prefix, d, t, who, body))
        elif text.startswith("@omit:"):
            lines.append("[%s, %s] %s: %s%s" % (d, t, who, LRM, text[6:]))
        else:
            parts = text.split("\n")
            lines.append("[%s, %s] %s: %s" % (d, t, who, parts[0]))
            lines.extend(parts[1:])
    return ("\r\n".join(lines) + "\r\n").encode("utf-8")


# ====================================================================== ChatGPT conversations.json
def _uid(*parts):
    return str(uuid.UUID(bytes=hashlib.md5("|".join(parts).encode()).digest()))


def _ts(y, mo, d, h, mi, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc).timestamp() + 0.123456


def _conv(key, title, t0, turns, edits=None):
    """turns: list of (role, text, dt_offset_seconds) on the main (current) branch.
    edits: dict index_of_user_turn -> list of (role, text, offset) forming an older abandoned branch that
    forks at the same parent (the user edited that message)."""
    root = _uid(key, "root")
    sysid = _uid(key, "system")
    mapping = {root: {"id": root, "message": None, "parent": None, "children": [sysid]}}
    mapping[sysid] = {"id": sysid, "message": {
        "id": sysid, "author": {"role": "system", "name": None, "metadata": {}}, "create_time": None,
        "update_time": None, "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all"}, "parent": root, "children": []}

    def node(nid, role, text, ts, parent):
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}}, "create_time": ts,
            "update_time": None, "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": ({"model_slug": "gpt-4o"} if role == "assistant" else {}),
            "recipient": "all"}, "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)

    parent = sysid
    last = None
    for i, (role, text, off) in enumerate(turns):
        if edits and i in edits:
            p2 = parent
            for j, (r2, t2, o2) in enumerate(edits[i]):
                nid = _uid(key, "old", str(i), str(j))
                node(nid, r2, t2, t0 + o2, p2)
                p2 = nid
        nid = _uid(key, "main", str(i))
        node(nid, role, text, t0 + off, parent)
        parent = nid
        last = nid
    cid = _uid(key, "conv")
    return {"title": title, "create_time": t0, "update_time": t0 + turns[-1][2] + 5.0, "mapping": mapping,
            "moderation_results": [], "current_node": last, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "is_archived": False, "safe_urls": [],
            "default_model_slug": "gpt-4o", "id": cid}


TOAST_V1_Q = ("I need to write a short toast, about 2 minutes, for my parents' 50th wedding anniversary party in July. "
              "They're Andreas and Eleni, married 1975. Warm, a bit funny, not too long.")
TOAST_V1_A = ("Here's a warm two-minute toast you can adapt:\n\n"
              "\"Good evening everyone, and thank you for coming. Fifty years ago, Andreas and Eleni said yes to each "
              "other - and they've been saying yes ever since: yes to hard work, yes to family, and yes to feeding "
              "anyone who walks through the door. ... So please raise your glasses: to Mum and Dad, and fifty golden "
              "years!\"\n\nWould you like me to add personal stories or make it shorter?")
TOAST_V2_Q = ("I need to write a short toast (about 2 minutes) for my parents' 50th anniversary party in July. "
              "Andreas and Eleni, married 13 July 1975 in Limassol - they're Greek Cypriot, so please include a "
              "couple of lines in Greek. They met at a dance in 1973 and Dad says he asked her three times. "
              "Warm and a bit funny.")
TOAST_V2_A = ("Here's a draft toast, about two minutes out loud:\n\n"
              "\"Καλησπέρα σας - good evening everyone!\n\n"
              "For those who don't know me, I'm Dimitra, the eldest, the bossy one.\n\n"
              "In 1973, at a dance in Limassol, a young man called Andreas asked a young woman called Eleni to dance. "
              "She said no. He asked again. She said no. The third time, she said yes - and according to Dad, she has "
              "been stepping on his feet ever since.\n\n"
              "Fifty years of marriage, two countries, three children, one very spoilt grandson, and more koupepia than "
              "any of us could count.\n\n"
              "So please raise your glasses: to Mum and Dad - να ζήσετε! Χρόνια πολλά!\"")
TOAST_FIX_Q = "Love it but it's a bit cheesy in the middle. Less cheesy, and end with something Mum would say."
TOAST_FIX_A = ("Here's a less cheesy version of the toast:\n\n"
               "\"Καλησπέρα σας - good evening everyone, and thank you for coming.\n\n"
               "In 1973, at a dance in Limassol, Andreas asked Eleni to dance. She said no - twice. He asked a third "
               "time. Dad calls that persistence; Mum calls it not listening. Fifty years later, they still disagree "
               "about it, which tells you most of what you need to know about a good marriage.\n\n"
               "They left Cyprus with very little, worked harder than anyone I know, and built a home where the door "
               "was always open and the table was always full.\n\n"
               "Mum, Dad: everything we are, we learned at your table.\n\n"
               "Please raise your glasses - to Andreas and Eleni. Να ζήσετε, και του χρόνου!\"\n\n"
               "Ending on \"και του χρόνου\" (and next year too) is the kind of thing your mum might say herself.")

BATTERY_Q = ("We're getting solar panels, about 4kW on a south-west roof in north London. The installer says the inverter "
             "is battery-ready. A 5kWh battery would be about £3,000 extra. We're both out at work most of the day. "
             "Worth it now or later?")
BATTERY_A = ("Short answer: it depends on how much of your generation you'd otherwise export. If you're out during the day, "
             "most of your solar output will be exported unless you store it, so a battery would let you use more of it "
             "in the evening. But:\n- At £3,000 for 5kWh, payback is often 8-12 years depending on your tariff.\n"
             "- A good export tariff (10-15p/kWh) narrows the gap.\n- Battery prices have been falling.\n\n"
             "Many households install the panels first, watch a year of real data, and add a battery later if the numbers "
             "work. Since your inverter is battery-ready, waiting costs you very little.")
BATTERY_Q2 = "makes sense. so waiting a year wouldn't waste anything?"
BATTERY_A2 = ("Correct - with a battery-ready hybrid inverter you can add a compatible battery later without replacing the "
              "inverter. Just check which battery models it supports, and keep your monitoring data so you can size it properly.")

REV_Q = ("My son is sitting higher maths GCSE in May/June. He is working at about a 6 and needs a 7. He has a tutor once a week. "
         "Can you make a 12-week revision plan for maths, 3-4 hours a week on top of tutoring?")
REV_A = ("Here's a 12-week plan (about 3.5 hours a week):\n\n"
         "Weeks 1-3: Number & ratio - fractions, percentages, standard form, compound interest, direct/inverse proportion.\n"
         "Weeks 4-6: Algebra - quadratics (factorising, formula, completing the square), simultaneous equations, "
         "inequalities, functions and graphs.\n"
         "Weeks 7-8: Geometry & measures - trigonometry, vectors, area and volume, transformations.\n"
         "Weeks 9-10: Probability & statistics - tree diagrams, Venn diagrams, histograms, cumulative frequency.\n"
         "Weeks 11-12: Full timed papers, one non-calculator and one calculator each week, then a mistakes review.\n\n"
         "Each week: two 45-minute topic sessions, one 60-minute mixed practice, one 30-minute review of a 'mistakes book'. "
         "Ask the tutor to adjust the order to his weakest topics.")


def chatgpt():
    convs = [
        _conv("toast", "Anniversary toast for Mum and Dad", _ts(2025, 4, 6, 20, 14),
              [("user", TOAST_V2_Q, 140.0), ("assistant", TOAST_V2_A, 152.0), ("user", TOAST_FIX_Q, 400.0),
               ("assistant", TOAST_FIX_A, 415.0)],
              edits={0: [("user", TOAST_V1_Q, 0.0), ("assistant", TOAST_V1_A, 11.0)]}),
        _conv("battery", "Home battery worth it?", _ts(2025, 1, 20, 21, 3),
              [("user", BATTERY_Q, 0.0), ("assistant", BATTERY_A, 14.0), ("user", BATTERY_Q2, 120.0),
               ("assistant", BATTERY_A2, 128.0)]),
        _conv("revision", "GCSE maths revision plan", _ts(2025, 2, 2, 10, 41),
              [("user", REV_Q, 0.0), ("assistant", REV_A, 18.0)]),
    ]
    return json.dumps(convs, ensure_ascii=True, indent=None, separators=(", ", ": ")).encode("utf-8")


# ====================================================================== plain messages JSON
MOTIVATION = [
    {"role": "user", "timestamp": "2025-02-11T21:14:03Z",
     "content": "My 16 year old has GCSEs in May. He says he's revising but he's on his phone all evening. Shouting doesn't work. What actually helps?"},
    {"role": "assistant", "timestamp": "2025-02-11T21:14:19Z",
     "content": "A few things tend to work better than shouting:\n1. Agree the plan with him rather than for him - a timetable he helped write is one he's more likely to follow.\n2. Short blocks (30-45 minutes) with the phone physically in another room, then a real break.\n3. Make progress visible: a checklist of topics he ticks off.\n4. Reward consistency, not hours - e.g. a free weekend afternoon if he does his blocks all week.\n5. Keep one calm check-in a day instead of many reminders.\nAnd look after sleep - late-night scrolling wrecks next-day concentration."},
    {"role": "user", "timestamp": "2025-02-11T21:16:40Z",
     "content": "We have a timetable on the fridge. He follows it maybe 60% of the time."},
    {"role": "assistant", "timestamp": "2025-02-11T21:16:55Z",
     "content": "Honestly, 60% is a decent base in February. Focus on making the 60% good-quality sessions and protecting sleep rather than pushing to 100%. Ask him which sessions he skips and why - sometimes the slot is just badly placed."},
]

INVITE = [
    {"role": "user", "timestamp": "2025-03-02T19:40:12Z",
     "content": "Can you translate this invitation into Greek (Cypriot families, fairly formal)? 'Together with their children, Andreas and Eleni Kyriacou invite you to celebrate their 50th wedding anniversary on [DATE] at [VENUE], from 7pm. RSVP to Dimitra.' I'll fill in the details myself."},
    {"role": "assistant", "timestamp": "2025-03-02T19:40:30Z",
     "content": "Μαζί με τα παιδιά τους, ο Ανδρέας και η Ελένη Κυριάκου σας προσκαλούν να γιορτάσετε μαζί τους τα 50 χρόνια του γάμου τους, την [ΗΜΕΡΟΜΗΝΙΑ] στο [ΧΩΡΟΣ], από τις 7 μ.μ.\nΠαρακαλούμε επιβεβαιώστε την παρουσία σας στη Δήμητρα.\n\nTip: Cypriot invitations often add 'Η παρουσία σας θα μας τιμήσει' (your presence will honour us)."},
    {"role": "user", "timestamp": "2025-03-02T19:42:05Z",
     "content": "Lovely. Add that line at the end. And how do I write 'golden anniversary'?"},
    {"role": "assistant", "timestamp": "2025-03-02T19:42:20Z",
     "content": "'Golden anniversary' is 'χρυσή επέτειος'. Full ending: '... στη Δήμητρα. Η παρουσία σας θα μας τιμήσει.'"},
]

QUICK = [
    ("2024-09-03T07:12:44Z", "180C fan in gas mark?", "180°C fan is about 200°C conventional, roughly gas mark 6."),
    ("2024-09-29T20:31:10Z", "what does kWp mean on solar panels", "Kilowatt-peak: the panels' rated output under standard test conditions. A 4 kWp system might produce roughly 3,400-4,000 kWh a year in southern England."),
    ("2024-10-14T18:05:51Z", "tabbouleh without coriander? i hate coriander, tastes like soap to me. what instead", "Traditional tabbouleh is parsley and mint anyway - no coriander needed. Use lots of flat-leaf parsley, some mint, spring onion, lemon."),
    ("2024-11-02T22:47:03Z", "gcse grade 7 = old grade?", "A grade 7 is roughly equivalent to an old A."),
    ("2024-12-05T06:58:20Z", "is it safe to swim outdoors at 6 degrees", "It can be, if you're acclimatised: short swims, never alone, warm up gradually afterwards, and get out before you feel numb."),
    ("2025-01-07T21:20:00Z", "how many lengths is a mile in a 25m pool", "About 64.4 lengths (1,609 m / 25 m)."),
    ("2025-02-19T13:02:37Z", "polite way to chase a venue for a contract they promised weeks ago", "Try: 'Hi Loukia, just following up on the revised contract you mentioned on 4 February. Could you send it by Friday so we can finalise our plans? Many thanks.'"),
    ("2025-03-10T19:15:48Z", "happy anniversary in greek", "Χρόνια πολλά (many happy years) or Ευτυχισμένη επέτειος (happy anniversary). For a couple: Να ζήσετε!"),
    ("2025-03-21T08:40:12Z", "what is a G98 notification", "A G98 is the notification an installer sends the local electricity network (DNO) for small generators such as home solar up to 16A per phase - usually just a notification after installation."),
    ("2025-04-01T20:11:09Z", "cat vaccinations how often uk", "Usually a primary course as a kitten, then annual boosters. Check with your vet before boarding or long trips."),
    ("2025-04-18T17:33:26Z", "remove limescale from shower screen", "Spray with equal parts white vinegar and water, leave 15 minutes, wipe with a microfibre cloth, rinse."),
    ("2025-05-02T07:05:55Z", "gcse results day 2025", "GCSE results day in England in 2025 is Thursday 21 August."),
    ("2025-05-20T21:48:14Z", "how much sugared almonds per person wedding favour", "Traditionally an odd number per favour - commonly 5."),
]


def quick_jsonl():
    return "".join(json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) + "\n" for ts, q, a in QUICK).encode("utf-8")


# ====================================================================== CSV files
BUDGET = """date,item,supplier,amount_gbp,paid_by,status,notes
2024-09-20,Venue deposit,Mirage Banqueting Suite,500.00,Dimitra,paid,"Athena Room, original date"
2024-10-01,Maria contribution,-,-600.00,Maria,received,transfer to me (1st of 3)
2024-10-01,Costas contribution,-,-600.00,Costas,received,cash
2024-10-12,Save-the-date cards,PrintHub N13,42.00,Maria,paid,
2025-02-11,Band deposit,Kefi Nights,300.00,Costas,paid,"Costas paid on his card - owe Costas 300, transfer him"
2025-02-26,Venue deposit top-up (new date),Mirage Banqueting Suite,250.00,Dimitra,paid,"deposit now 750 total"
2025-03-03,Invitations (print + envelopes),PrintHub N13,168.50,Dimitra,paid,white & gold
2025-03-06,Postage - invitations,Royal Mail,61.20,Dimitra,paid,
2025-03-29,Menu tasting,Kouzina Catering,0.00,-,n/a,free tasting
2025-04-02,Caterer deposit,Kouzina Catering,1000.00,Dimitra,paid,on account
2025-04-15,Favour bags + gold ribbon,Hobbycraft,38.40,Dimitra,paid,for Mum's bombonieres
2025-04-15,Almonds 6kg (favours),Zorba Deli,54.00,Dimitra,paid,
2025-04-30,Maria contribution,-,-600.00,Maria,received,2nd of 3
2025-05-10,Photo frame + easel (Dad's wedding photo),TechMart,24.99,Dimitra,paid,
2025-05-24,Venue balance,Mirage Banqueting Suite,,Dimitra,on hold,not paying yet
2025-07-04,Caterer balance,Kouzina Catering,,Dimitra,due,after final numbers
2025-07-05,Band balance,Kefi Nights,,Dimitra,due,see Marios's email
2025-07-10,Gardenias,?,,Dimitra,not ordered,florist on Green Lanes?
"""

LIDO = """date,session,lengths,water_c,with,notes
2024-09-07,early bird,38,17,Sophie,first swim back after summer hols
2024-09-14,early bird,40,16,Sophie,1km!!
2024-09-21,early bird,36,16,Sophie,legs dead after
2024-10-05,early bird,34,14,Sophie,
2024-10-19,early bird,30,13,alone,Sophie at her mum's
2024-11-02,early bird,22,11,Sophie,feet went purple
2024-11-16,early bird,20,10,Sophie,gloves discussion (she caved)
2024-11-30,early bird,16,8,Sophie,
2024-12-14,early bird,14,7,Sophie,hot chocolate from the kiosk for once
2024-12-25,Christmas dip,2 widths,5,Sophie + Stelios filming,Santa hats
2025-01-11,early bird,12,6,Sophie,
2025-01-18,early bird,12,6,Sophie,hands useless for an hour
2025-02-08,early bird,14,8,Sophie,man with beard in trunks again
2025-03-08,late start 9am,20,9,Sophie,gala set-up so early bird cancelled
2025-03-15,early bird,24,11,alone,
2025-04-05,early bird,28,12,Sophie,
2025-04-26,early bird,30,13,Sophie,last one at the old time
2025-05-03,early bird,32,14,Sophie,new summer time - brutal alarm
2025-05-10,early bird,36,14,Sophie,
2025-05-17,early bird,38,15,Sophie,new benches by the kiosk
2025-05-24,early bird,40,16,Sophie,1km again!
"""


# ====================================================================== mbox (lido swimmers list)
LIST_ID = "Grovelands Lido Swimmers <swimmers.grovelandslido.example>"
LIST_ADDR = "swimmers@grovelandslido.example"


def _mbox_msg(envfrom, envdate, frm, subject, date, mid, body, irt=None):
    h = ["From %s %s" % (envfrom, envdate),
         "From: " + frm,
         "To: Grovelands Lido Swimmers <%s>" % LIST_ADDR,
         "Subject: " + subject,
         "Date: " + date,
         "Message-ID: <%s>" % mid]
    if irt:
        h.append("In-Reply-To: <%s>" % irt)
        h.append("References: <%s>" % irt)
    h += ["List-Id: " + LIST_ID,
          "List-Post: <mailto:%s>" % LIST_ADDR,
          "Precedence: list",
          "MIME-Version: 1.0",
          "Content-Type: text/plain; charset=utf-8",
          "Content-Transfer-Encoding: 8bit"]
    lines = []
    for ln in body.split("\n"):
        if ln.startswith("From "):
            ln = ">" + ln
        lines.append(ln)
    return "\n".join(h) + "\n\n" + "\n".join(lines).rstrip("\n") + "\n\n"


def mbox():
    msgs = []
    msgs.append(_mbox_msg("gill.hatton@grovelandslido.example", "Mon Sep  2 18:04:11 2024",
                          "Gill Hatton <gill.hatton@grovelandslido.example>",
                          "[Lido Swimmers] Autumn swimming - temps and winter programme",
                          "Mon, 2 Sep 2024 18:04:11 +0100", "gh-20240902@grovelandslido.example",
                          """Hello swimmers,

Welcome back after the summer! The water is a glorious 17 degrees this week and will start dropping
through September. Reminder that the lido stays open all winter for members, early bird sessions on
Saturdays as usual.

We'll post the water temperature on the board by the kiosk every morning.

Gill (secretary)
"""))
    msgs.append(_mbox_msg("bernard.o@grovelandslido.example", "Mon Oct 28 20:15:40 2024",
                          "Bernard Oyelaran <bernard.o@grovelandslido.example>",
                          "[Lido Swimmers] Winter swimming: gloves, socks, wetsuits?",
                          "Mon, 28 Oct 2024 20:15:40 +0000", "bo-20241028@grovelandslido.example",
                          """Evening all,

As the water heads towards single figures, a few newer members have asked what people wear. Thought it
would be useful to hear from the regulars. Wetsuit? Gloves? Socks? Hats? What temperature do you
change what you do?

Bernard (chair)
"""))
    msgs.append(_mbox_msg("dimitra.georgiou@northmail.example", "Tue Oct 29 07:02:18 2024",
                          "Dimitra Georgiou <dimitra.georgiou@northmail.example>",
                          "Re: [Lido Swimmers] Winter swimming: gloves, socks, wetsuits?",
                          "Tue, 29 Oct 2024 07:02:18 +0000", "dg-20241029@northmail.example",
                          """Morning Bernard,

I'm a skins swimmer - costume and a bright hat, no wetsuit, ever. I just don't like the feel of
neoprene and I'd rather do fewer lengths than wear one. I only give in and put on gloves and socks
once it drops below 12 degrees, because that's when my hands stop working and I can't do my locker.

And get out BEFORE you feel numb, not after!

Dimitra (Saturday early birds)

On Mon, 28 Oct 2024, Bernard Oyelaran wrote:
> As the water heads towards single figures, a few newer members have asked what people wear.
> Wetsuit? Gloves? Socks? Hats? What temperature do you change what you do?
""", irt="bo-20241028@grovelandslido.example"))
    msgs.append(_mbox_msg("sophie.marsh@brightpost.example", "Tue Oct 29 08:40:02 2024",
                          "Sophie Marsh <sophie.marsh@brightpost.example>",
                          "Re: [Lido Swimmers] Winter swimming: gloves, socks, wetsuits?",
                          "Tue, 29 Oct 2024 08:40:02 +0000", "sm-20241029@brightpost.example",
                          """Dimitra is hardcore, don't listen to her :) I've gone neoprene gloves AND socks already and I
regret nothing. Wetsuit for the long swims in Jan/Feb. Everybody is different - build up slowly.

Sophie

> I'm a skins swimmer - costume and a bright hat, no wetsuit, ever.
""", irt="dg-20241029@northmail.example"))
    msgs.append(_mbox_msg("gill.hatton@grovelandslido.example", "Tue Dec 10 19:30:00 2024",
                          "Gill Hatton <gill.hatton@grovelandslido.example>",
                          "[Lido Swimmers] Christmas Day dip!",
                          "Tue, 10 Dec 2024 19:30:00 +0000", "gh-20241210@grovelandslido.example",
                          """Hello all,

The Christmas Day dip is ON: 9am on the 25th, members and one guest each. Santa hats encouraged,
mince pies provided by the committee, bring your own flask. Widths only for anyone who isn't a
regular cold-water swimmer.

Gill
"""))
    msgs.append(_mbox_msg("bernard.o@grovelandslido.example", "Thu Feb 20 21:05:33 2025",
                          "Bernard Oyelaran <bernard.o@grovelandslido.example>",
                          "[Lido Swimmers] AGM notes",
                          "Thu, 20 Feb 2025 21:05:33 +0000", "bo-20250220@grovelandslido.example",
                          """Hi all, short notes from the AGM for those who couldn't make it.

1. Membership fees unchanged for 2025.
2. New benches for the kiosk area agreed (fundraising total reached - thank you!).
3. The council has agreed to look at the summer timetable; details when we have them.
From the committee's point of view it was a very good year: 212 members, no incidents.
4. Gala on Saturday 8 March - early bird cancelled that morning, swimming from 9am.

Bernard
"""))
    msgs.append(_mbox_msg("gill.hatton@grovelandslido.example", "Mon Apr 14 18:22:47 2025",
                          "Gill Hatton <gill.hatton@grovelandslido.example>",
                          "[Lido Swimmers] Summer timetable - early bird times change",
                          "Mon, 14 Apr 2025 18:22:47 +0100", "gh-20250414@grovelandslido.example",
                          """Hello swimmers,

The summer timetable is confirmed. From Saturday 3 May the Saturday early bird session will run from
7:00am to 8:00am (instead of 7:30-8:30), through to the end of September, so that the family session
can start earlier. Bookings on the app as usual, Sunday from 8pm.

Gill
"""))
    msgs.append(_mbox_msg("gill.hatton@grovelandslido.example", "Mon May 19 19:10:05 2025",
                          "Gill Hatton <gill.hatton@grovelandslido.example>",
                          "[Lido Swimmers] Summer social - save the date",
                          "Mon, 19 May 2025 19:10:05 +0100", "gh-20250519@grovelandslido.example",
                          """Hello all,

Our summer social will be on Friday 20 June from 7pm in the upstairs room at The Swan & Lantern on
Aldermans Hill. Partners welcome. The committee will put some money behind the bar and there will be
a small raffle for the winter swim fund.

Please reply to me by 13 June so I can tell the pub numbers.

Gill
"""))
    msgs.append(_mbox_msg("bernard.o@grovelandslido.example", "Wed May 21 08:01:19 2025",
                          "Bernard Oyelaran <bernard.o@grovelandslido.example>",
                          "[Lido Swimmers] Lane etiquette reminder",
                          "Wed, 21 May 2025 08:01:19 +0100", "bo-20250521@grovelandslido.example",
                          """Morning,

With the busier summer sessions, a gentle reminder: lane 1 (by the wall) is fast, lanes 2 and 3
medium, lane 4 steady, lane 5 slow/heads-up. Swim anticlockwise, overtake at the ends, and rest at
the end of the lane to one side.

Bernard
"""))
    return "".join(msgs).encode("utf-8")
